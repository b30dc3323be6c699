E hizo Dios las dos grandes lumbreras; la lumbrera mayor para que señorease en el día, y la lumbrera menor para que señorease en la noche: hizo también las estrellas.
Tomó, pues, Jehová Dios al hombre, y le puso en el huerto de Edén, para que lo labrara y lo guardase.
Y llamó el hombre el nombre de su mujer, Eva; por cuanto ella era madre de todos los vivientes.
Y á Seth también le nació un hijo, y llamó su nombre Enós. Entonces los hombres comenzaron á llamarse del nombre de Jehová.
Y vivió Lamech, después que engendró á Noé, quinientos noventa y cinco años: y engendró hijos é hijas.
Y siendo Noé de seiscientos años, el diluvio de las aguas fué sobre la tierra.
Y esperó aún otros siete días, y envió la paloma, la cual no volvió ya más á él.
Y comenzó Noé á labrar la tierra, y plantó una viña:
También le nacieron hijos á Sem, padre de todos los hijos de Heber, y hermano mayor de Japhet.
Y vivió Peleg, después que engendró á Reu, doscientos y nueve años, y engendró hijos é hijas.
Mas Jehová hirió á Faraón y á su casa con grandes plagas, por causa de Sarai mujer de Abram.
Es á saber, contra Chêdorlaomer, rey de Elam, y Tidal, rey de naciones, y Amraphel, rey de Shinar, y Arioch, rey de Elasar; cuatro reyes contra cinco.
Y tú vendrás á tus padres en paz, y serás sepultado en buena vejez.
Y te daré á ti, y á tu simiente después de ti, la tierra de tus peregrinaciones, toda la tierra de Canaán en heredad perpetua; y seré el Dios de ellos.
Y Abraham y Sara eran viejos, entrados en días: á Sara había cesado ya la costumbre de las mujeres.
He aquí ahora yo tengo dos hijas que no han conocido varón; os las sacaré afuera, y haced de ellas como bien os pareciere: solamente á estos varones no hagáis nada, pues que vinieron á la sombra de mi tejado.
La menor también parió un hijo, y llamó su nombre Ben-ammí, el cual es padre de los Ammonitas hasta hoy.
Entonces dijo Dios á Abraham: No te parezca grave á causa del muchacho y de tu sierva; en todo lo que te dijere Sara, oye su voz, porque en Isaac te será llamada descendencia.
Y respondió Abraham: Dios se proveerá de cordero para el holocausto, hijo mío. E iban juntos.
Y respondió Ephrón á Abraham, diciéndole:
Y ella respondió: Soy hija de Bethuel, hijo de Milca, el cual parió ella á Nachôr.
Y comieron y bebieron él y los varones que venían con él, y durmieron; y levantándose de mañana, dijo: Enviadme á mi señor.
Y estos fueron los años de la vida de Ismael, ciento treinta y siete años: y exhaló el espíritu Ismael, y murió; y fué unido á su pueblo.
Y el varón se engrandeció, y fué adelantando y engrandeciéndose, hasta hacerse muy poderoso:
Ahora pues, hijo mío, obedece á mi voz en lo que te mando;
Y Esaú respondió á su padre: ¿No tienes más que una sola bendición, padre mío? bendíceme también á mí, padre mío. Y alzó Esaú su voz, y lloró.
Y esta piedra que he puesto por título, será casa de Dios: y de todo lo que me dieres, el diezmo lo he de apartar para ti.
Y entró también á Rachêl: y amóla también más que á Lea: y sirvió con él aún otros siete años.
Y aconteció, cuando Rachêl hubo parido á José, que Jacob dijo á Labán: Envíame, é iré á mi lugar, y á mi tierra.
Y él dijo: Alza ahora tus ojos, y verás todos los machos que cubren á las ovejas listados, pintados y abigarrados; porque yo he visto todo lo que Labán te ha hecho.
Si el Dios de mi padre, el Dios de Abraham, y el temor de Isaac, no fuera conmigo, de cierto me enviarías ahora vacío: vió Dios mi aflicción y el trabajo de mis manos, y reprendióte anoche.
Y mandó al primero, diciendo: Si Esaú mi hermano te encontrare, y te preguntare, diciendo: ¿De quién eres? ¿y adónde vas? ¿y para quién es esto que llevas delante de ti?
Y Esaú dijo: Dejaré ahora contigo de la gente que viene conmigo. Y él dijo: ¿Para qué esto? halle yo gracia en los ojos de mi señor.
Y sucedió que al tercer día, cuando sentían ellos el mayor dolor, los dos hijos de Jacob, Simeón y Leví, hermanos de Dina, tomaron cada uno su espada, y vinieron contra la ciudad animosamente, y mataron á todo varón.
Los hijos de Rachêl: José, y Benjamín.
Los hijos de Ana fueron Disón, y Aholibama, hija de Ana.
Y fueron sus hermanos á apacentar las ovejas de su padre en Sichêm.
Y Judá tomó mujer para su primogénito Er, la cual se llamaba Thamar.
Y dejó todo lo que tenía en mano de José; ni con él sabía de nada más que del pan que comía. Y era José de hermoso semblante y bella presencia.
Al cabo de tres días Faraón te hará levantar cabeza, y te restituirá á tu puesto: y darás la copa á Faraón en su mano, como solías cuando eras su copero.
Y las vacas flacas y feas devoraban á las siete primeras vacas gruesas:
Y nacieron á José dos hijos antes que viniese el primer año del hambre, los cuales le parió Asenath, hija de Potipherah, sacerdote de On.
Y ellos no sabían que los entendía José, porque había intérprete entre ellos.
Entonces tomaron aquellos varones el presente, y tomaron en su mano doblado dinero, y á Benjamín; y se levantaron, y descendieron á Egipto, y presentáronse delante de José.
Ellos entonces se dieron prisa, y derribando cada uno su costal en tierra, abrió cada cual el costal suyo.
Y Dios me envió delante de vosotros, para que vosotros quedaseis en la tierra, y para daros vida por medio de grande salvamento.
Y los hijos de Rubén: Hanoch, y Phallu, y Hezrón, y Carmi.
Entonces Faraón habló á José, diciendo: Tu padre y tus hermanos han venido á ti;
Y díjome: He aquí, yo te haré crecer, y te multiplicaré, y te pondré por estirpe de pueblos: y daré esta tierra á tu simiente después de ti por heredad perpetua.
Sus ojos bermejos del vino, y los dientes blancos de la leche.
Y subieron también con él carros y gente de á caballo, é hízose un escuadrón muy grande.
Y los Egipcios hicieron servir á los hijos de Israel con dureza:
Y Moisés acordó en morar con aquel varón; y él dió á Moisés á su hija Séphora:
Entonces dijo Jehová á Moisés: Extiende tu mano, y tómala por la cola. Y él extendió su mano, y tomóla, y tornóse vara en su mano.
Y ellos dijeron: El Dios de los Hebreos nos ha encontrado: iremos, pues, ahora camino de tres días por el desierto, y sacrificaremos á Jehová nuestro Dios; porque no venga sobre nosotros con pestilencia ó con espada.
Y habló Jehová á Moisés, diciendo:
Vinieron, pues, Moisés y Aarón á Faraón, é hicieron como Jehová lo había mandado: y echó Aarón su vara delante de Faraón y de sus siervos, y tornóse culebra.
Y viendo Faraón que le habían dado reposo, agravó su corazón, y no los escuchó; como Jehová lo había dicho.
Entonces Jehová dijo á Moisés: Levántate de mañana, y ponte delante de Faraón, y dile: Jehová, el Dios de los Hebreos, dice así: Deja ir á mi pueblo, para que me sirva.
Y Moisés y Aarón volvieron á ser llamados á Faraón, el cual les dijo: Andad, servid á Jehová vuestro Dios. ¿Quién y quién son los que han de ir?
Y Jehová dijo á Moisés: Faraón no os oirá, para que mis maravillas se multipliquen en la tierra de Egipto.
Y aconteció que á la medianoche Jehová hirió á todo primogénito en la tierra de Egipto, desde el primogénito de Faraón que se sentaba sobre su trono, hasta el primogénito del cautivo que estaba en la cárcel, y todo primogénito de los animales.
Y contarás en aquel día á tu hijo, diciendo: Hácese esto con motivo de lo que Jehová hizo conmigo cuando me sacó de Egipto.
Y tú alza tu vara, y extiende tu mano sobre la mar, y divídela; y entren los hijos de Israel por medio de la mar en seco.
Entonces los príncipes de Edom se turbarán; á los robustos de Moab los ocupará temblor; abatirse han todos los moradores de Canaán.
Y medíanlo por gomer, y no sobraba al que había recogido mucho, ni faltaba al que había recogido poco: cada uno recogió conforme á lo que había de comer.
Y las manos de Moisés estaban pesadas; por lo que tomaron una piedra, y pusiéronla debajo de él, y se sentó sobre ella: y Aarón y Hur sustentaban sus manos, el uno de una parte y el otro de otra; así hubo en sus manos firmeza hasta que se puso el sol.
Y juzgaban al pueblo en todo tiempo: el negocio arduo traíanlo á Moisés, y ellos juzgaban todo negocio pequeño.
No te harás imagen, ni ninguna semejanza de cosa que esté arriba en el cielo, ni abajo en la tierra, ni en las aguas debajo de la tierra:
Si no agradare á su señor, por lo cual no la tomó por esposa, permitirle ha que se rescate, y no la podrá vender á pueblo extraño cuando la desechare.
Si el ladrón fuere hallado forzando una casa, y fuere herido y muriere, el que le hirió no será culpado de su muerte.
NO admitirás falso rumor. No te concertarás con el impío para ser testigo falso.
Y yo pondré tu término desde el mar Bermejo hasta la mar de Palestina, y desde el desierto hasta el río: porque pondré en vuestras manos los moradores de la tierra, y tú los echarás de delante de ti.
Harán también un arca de madera de Sittim, cuya longitud será de dos codos y medio, y su anchura de codo y medio, y su altura de codo y medio.
Y mira, y hazlos conforme á su modelo, que te ha sido mostrado en el monte.
Y alzarás el tabernáculo conforme á su traza que te fué mostrada en el monte.
Y harás vestidos sagrados á Aarón tu hermano, para honra y hermosura.
Y en medio de él por arriba habrá una abertura, la cual tendrá un borde alrededor de obra de tejedor, como el cuello de un coselete, para que no se rompa.
Tomarás luego el otro carnero, y Aarón y sus hijos pondrán sus manos sobre la cabeza del carnero:
Y cubrirlo has de oro puro, su techado, y sus paredes en derredor, y sus cuernos: y le harás en derredor una corona de oro.
Cualquiera que compusiere ungüento semejante, y que pusiere de él sobre extraño, será cortado de sus pueblos.
Entonces Jehová dijo á Moisés: Anda, desciende, porque tu pueblo que sacaste de tierra de Egipto se ha corrompido:
Y yo enviaré delante de ti el ángel, y echaré fuera al Cananeo y al Amorrheo, y al Hetheo, y al Pherezeo, y al Heveo y al Jebuseo:
Y dijo: Si ahora, Señor, he hallado gracia en tus ojos, vaya ahora el Señor en medio de nosotros; porque este es pueblo de dura cerviz; y perdona nuestra iniquidad y nuestro pecado, y poséenos.
Y habló Moisés á toda la congregación de los hijos de Israel, diciendo: Esto es lo que Jehová ha mandado, diciendo:
Y ha puesto en su corazón el que pueda enseñar, así él como Aholiab, hijo de Ahisamac, de la tribu de Dan:
Las cuales se juntaban por abajo, y asimismo por arriba á un gozne: y así hizo á la una y á la otra en las dos esquinas.
Y una manzana debajo de los dos brazos de lo mismo, y otra manzana debajo de los otros dos brazos de lo mismo, y otra manzana debajo de los otros dos brazos de lo mismo, conforme á los seis brazos que salían de él.
Y Bezaleel, hijo de Uri, hijo de Hur, de la tribu de Judá, hizo todas las cosas que Jehová mandó á Moisés.
Y ataron el racional de sus anillos á los anillos del ephod con un cordón de jacinto, para que estuviese sobre el cinto del mismo ephod, y no se apartase el racional del ephod; como Jehová lo había mandado á Moisés.
Finalmente pondrás el atrio en derredor, y el pabellón de la puerta del atrio.
Porque la nube de Jehová estaba de día sobre el tabernáculo, y el fuego estaba de noche en él, á vista de toda la casa de Israel, en todas sus jornadas.
Y sazonarás toda ofrenda de tu presente con sal; y no harás que falte jamás de tu presente la sal de la alianza de tu Dios: en toda ofrenda tuya ofrecerás sal.
De la manera que se quita del buey del sacrificio de las paces: y el sacerdote lo hará arder sobre el altar del holocausto.
Y será que cuando pecare en alguna de estas cosas, confesará aquello en que pecó:
Y el sobrante de ella lo comerán Aarón y sus hijos: sin levadura se comerá en el lugar santo; en el atrio del tabernáculo del testimonio lo comerán.
Mas si el sacrificio de su ofrenda fuere voto, ó voluntario, el día que ofreciere su sacrificio será comido; y lo que de él quedare, comerse ha el día siguiente:
Púsole luego encima el racional, y en él puso el Urim y Thummim.
Y dijo á Aarón: Toma de la vacada un becerro para expiación, y un carnero para holocausto, sin defecto, y ofrécelos delante de Jehová.
Y Jehová habló á Aarón, diciendo:
Y el calamón, y el cisne, y el onocrótalo,
Y HABLÓ Jehová á Moisés, diciendo:
Empero si la mancha blanca se estuviere en su lugar, que no haya cundido, es la costra de la apostema; y el sacerdote lo dará por limpio.
Y si el sacerdote mirare, y no pareciere que la plaga se haya extendido en el vestido, ó estambre, ó en la trama, ó en cualquiera obra de pieles;
Y el sacerdote tomará el cordero de la expiación por la culpa, y el log de aceite, y mecerálo el sacerdote como ofrenda agitada delante de Jehová;
Esta es la ley acerca de toda plaga de lepra, y de tiña;
Cualquiera que tocare en esas cosas será inmundo; y lavará sus vestidos, y á sí mismo se lavará con agua, y será inmundo hasta la tarde.
Lavará luego su carne con agua en el lugar del santuario, y después de ponerse sus vestidos saldrá, y hará su holocausto, y el holocausto del pueblo, y hará la reconciliación por sí y por el pueblo.
Mis derechos pondréis por obra, y mis estatutos guardaréis, andando en ellos: Yo Jehová vuestro Dios.
No os volveréis á los ídolos, ni haréis para vosotros dioses de fundición: Yo Jehová vuestro Dios.
Como á un natural de vosotros tendréis al extranjero que peregrinare entre vosotros; y ámalo como á ti mismo; porque peregrinos fuisteis en la tierra de Egipto: Yo Jehová vuestro Dios.
Y el hombre ó la mujer en quienes hubiere espíritu pithónico ó de adivinación, han de ser muertos: los apedrearán con piedras; su sangre sobre ellos.
La persona que lo tocare, será inmunda hasta la tarde, y no comerá de las cosas sagradas antes que haya lavado su carne con agua.
Seis días se trabajará, y el séptimo día sábado de reposo será, convocación santa: ninguna obra haréis; sábado es de Jehová en todas vuestras habitaciones.
Y habló Jehová á Moisés, diciendo:
Y el que causare lesión en su prójimo, según hizo, así le sea hecho:
Y cuando el hombre no tuviere rescatador, si alcanzare su mano, y hallare lo que basta para su rescate;
NO haréis para vosotros ídolos, ni escultura, ni os levantaréis estatua, ni pondréis en vuestra tierra piedra pintada para inclinaros á ella: porque yo soy Jehová vuestro Dios.
Y pondré vuestras ciudades en desierto, y asolaré vuestros santuarios, y no oleré la fragancia de vuestro suave perfume.
Mas si el santificante redimiere su casa, añadirá á tu valuación el quinto del dinero de ella, y será suya.
De Benjamín, Abidán hijo de Gedeón.
Los contados de ellos, de la tribu de Aser, cuarenta y un mil y quinientos.
Luego irá el tabernáculo del testimonio, el campo de los Levitas en medio de los ejércitos: de la manera que asientan el campo, así caminarán, cada uno en su lugar, junto á sus banderas.
Porque mío es todo primogénito; desde el día que yo maté todos los primogénitos en la tierra de Egipto, yo santifiqué á mí todos los primogénitos en Israel, así de hombres como de animales: míos serán: Yo Jehová.
Y todos los primogénitos varones, conforme á la cuenta de los nombres, de un mes arriba, los contados de ellos fueron veinte y dos mil doscientos setenta y tres.
Toma también la cuenta de los hijos de Gersón por las casas de sus padres, por sus familias.
Así hombres como mujeres echaréis, fuera del campo los echaréis; porque no contaminen el campo de aquellos entre los cuales yo habito.
Habla á los hijos de Israel, y diles: El hombre, ó la mujer, cuando se apartare haciendo voto de Nazareo, para dedicarse á Jehová,
Tómalo de ellos, y será para el servicio del tabernáculo del testimonio: y lo darás á los Levitas, á cada uno conforme á su ministerio.
Y para sacrificio de paces, dos bueyes, cinco carneros, cinco machos de cabrío, cinco corderos de un año. Esta fué la ofrenda de Elisur, hijo de Sedeur.
Y para sacrificio de paces, dos bueyes, cinco carneros, cinco machos de cabrío, cinco corderos de un año. Esta fué la ofrenda de Abidán, hijo de Gedeón.
Toma á los Levitas de entre los hijos de Israel, y expíalos.
Habla á los hijos de Israel, diciendo: Cualquiera de vosotros ó de vuestras generaciones, que fuere inmundo por causa de muerto ó estuviere de viaje lejos, hará pascua á Jehová:
Y después que estaba ya desarmado el tabernáculo, movieron los hijos de Gersón y los hijos de Merari, que lo llevaban.
Y dijo Moisés á Jehová: ¿Por qué has hecho mal á tu siervo? ¿y por qué no he hallado gracia en tus ojos, que has puesto la carga de todo este pueblo sobre mí?
Y él les dijo: Oid ahora mis palabras: si tuviereis profeta de Jehová, le apareceré en visión, en sueños hablaré con él.
Y cuál sea el terreno, si es pingüe ó flaco, si en él hay ó no árboles: y esforzaos, y coged del fruto del país. Y el tiempo era el tiempo de las primeras uvas.
Jehová, tardo de ira y grande en misericordia, que perdona la iniquidad y la rebelión, y absolviendo no absolverá al culpado; que visita la maldad de los padres sobre los hijos hasta los terceros y hasta los cuartos.
E hiciereis ofrenda encendida á Jehová, holocausto, ó sacrificio, por especial voto, ó de vuestra voluntad, ó para hacer en vuestras solemnidades olor suave á Jehová, de vacas ó de ovejas;
Y los que le hallaron recogiendo leña trajéronle á Moisés y á Aarón, y á toda la congregación:
Y ellos se echaron sobre sus rostros, y dijeron: Dios, Dios de los espíritus de toda carne, ¿no es un hombre el que pecó? ¿y airarte has tú contra toda la congregación?
Habla á los hijos de Israel, y toma de ellos una vara por cada casa de los padres, de todos los príncipes de ellos, doce varas conforme á las casas de sus padres; y escribirás el nombre de cada uno sobre su vara.
Todas las ofrendas elevadas de las cosas santas, que los hijos de Israel ofrecieren á Jehová, helas dado para ti, y para tus hijos y para tus hijas contigo, por estatuto perpetuo: pacto de sal perpetuo es delante de Jehová para ti y para tu simiente contigo.
Y para el inmundo tomarán de la ceniza de la quemada vaca de la expiación, y echarán sobre ella agua viva en un vaso:
Toma á Aarón y á Eleazar su hijo, y hazlos subir al monte de Hor;
Porque Hesbón era la ciudad de Sehón, rey de los Amorrheos; el cual había tenido guerra antes con el rey de Moab, y tomado de su poder toda su tierra hasta Arnón.
Así Balaam se levantó por la mañana, y cinchó su asna, y fué con los príncipes de Moab.
¿Quién contará el polvo de Jacob, o el número de la cuarta parte de Israel? Muera mi persona de la muerte de los rectos, y mi postrimería sea como la suya.
Entonces se encendió la ira de Balac contra Balaam, y batiendo sus palmas le dijo: Para maldecir á mis enemigos te he llamado, y he aquí los has resueltamente bendecido ya tres veces.
Y el nombre de la mujer Madianita muerta, era Cozbi, hija de Zur, príncipe de pueblos, padre de familia en Madián.
Estas son las familias de los Zabulonitas, por sus contados, sesenta mil y quinientos.
Y los contados de los Levitas por sus familias son estos: de Gersón, la familia de los Gersonitas; de Coath, la familia de los Coathitas; de Merari, la familia de los Meraritas.
Y Moisés hizo como Jehová le había mandado; que tomó á Josué, y le puso delante de Eleazar el sacerdote, y de toda la congregación:
Con cada uno de los siete corderos una décima;
Y un macho cabrío por expiación: además del holocausto continuo, su presente y su libación.
Entonces Moisés habló al pueblo, diciendo: Armaos algunos de vosotros para la guerra, é irán contra Madián, y harán la venganza de Jehová en Madián.
Y setenta y dos mil bueyes,
Que subieron hasta la arroyada de Escol, y después que vieron la tierra, preocuparon el ánimo de los hijos de Israel, para que no viniesen á la tierra que Jehová les había dado.
Y los hijos de Machîr hijo de Manasés fueron á Galaad, y tomáronla, y echaron al Amorrheo que estaba en ella.
Y partidos de Tahath, asentaron en Tara.
Y JEHOVÁ habló á Moisés, diciendo:
Manda á los hijos de Israel, que den á los Levitas de la posesión de su heredad ciudades en que habiten: también daréis á los Levitas los ejidos de esas ciudades alrededor de ellas.
Ni tampoco tomaréis precio del que huyó á su ciudad de refugio, para que vuelva á vivir en su tierra, hasta que muera el sacerdote.
Y tomé los principales de vuestras tribus, varones sabios y expertos, y púselos por jefes sobre vosotros, jefes de millares, y jefes de cientos, y jefes de cincuenta, y cabos de diez, y gobernadores á vuestras tribus.
Y volvisteis, y llorasteis delante de Jehová; pero Jehová no escuchó vuestra voz, ni os prestó oído.
Como lo hicieron conmigo los hijos de Esaú que habitaban en Seir, y los Moabitas que habitaban en Ar; hasta que pase el Jordán á la tierra que nos da Jehová nuestro Dios.
No los temáis; que Jehová vuestro Dios, él es el que pelea por vosotros.
Guardaos no os olvidéis del pacto de Jehová vuestro Dios, que él estableció con vosotros, y os hagáis escultura ó imagen de cualquier cosa, que Jehová tu Dios te ha vedado.
Cara á cara habló Jehová con vosotros en el monte de en medio del fuego,
ESTOS pues son los mandamientos, estatutos, y derechos que Jehová vuestro Dios mandó que os enseñase, para que los pongáis por obra en la tierra á la cual pasáis vosotros para poseerla:
Porque tú eres pueblo santo á Jehová tu Dios: Jehová tu Dios te ha escogido para serle un pueblo especial, más que todos los pueblos que están sobre la haz de la tierra.
Y comerás y te hartarás, y bendecirás á Jehová tu Dios por la buena tierra que te habrá dado.
Contra Aarón también se enojó Jehová en gran manera para destruirlo: y también oré por Aarón entonces.
El es tu alabanza, y él es tu Dios, que ha hecho contigo estas grandes y terribles cosas que tus ojos han visto.
Y será que, cuando Jehová tu Dios te introdujere en la tierra á la cual vas para poseerla, pondrás la bendición sobre el monte Gerizim, y la maldición sobre el monte Ebal:
Y ofrecerás tus holocaustos, la carne y la sangre, sobre el altar de Jehová tu Dios: y la sangre de tus sacrificios será derramada sobre el altar de Jehová tu Dios, y comerás la carne.
Empero estos no comeréis de los que rumian, ó tienen uña hendida: camello, y liebre, y conejo, porque rumian, mas no tienen uña hendida, os serán inmundos;
Mas abrirás á él tu mano liberalmente, y en efecto le prestarás lo que basta, lo que hubiere menester.
Siete días celebrarás solemnidad á Jehová tu Dios en el lugar que Jehová escogiere; porque te habrá bendecido Jehová tu Dios en todos tus frutos, y en toda obra de tus manos, y estarás ciertamente alegre.
Y este será el derecho de los sacerdotes de parte del pueblo, de los que ofrecieren en sacrificio buey ó cordero: darán al sacerdote la espalda, y las quijadas, y el cuajar.
Mas cuando hubiere alguno que aborreciere á su prójimo, y lo acechare, y se levantare sobre él, y lo hiriere de muerte, y muriere, y huyere á alguna de estas ciudades;
Mas el árbol que supieres que no es árbol para comer, lo destruirás y lo talarás, y construye baluarte contra la ciudad que pelea contigo, hasta sojuzgarla.
Dejarás ir á la madre, y tomarás los pollos para ti; para que te vaya bien, y prolongues tus días.
No abominarás al Idumeo, que tu hermano es: no abominarás al Egipcio, que extranjero fuiste en su tierra.
Y si fuere hombre pobre, no duermas con su prenda:
Y SERÁ que, cuando hubieres entrado en la tierra que Jehová tu Dios te da por heredad, y la poseyeres, y habitares en ella;
Estos estarán sobre el monte de Gerizim para bendecir al pueblo, cuando hubiereis pasado el Jordán: Simeón, y Leví, y Judá, é Issachâr, y José, y Benjamín.
Maldito serás tu en la ciudad, y maldito en el campo.
Y serán en ti por señal y por maravilla, y en tu simiente para siempre.
Y tomamos su tierra, y dímosla por heredad á Rubén y á Gad, y á la media tribu de Manasés.
Y hacerte ha Jehová tu Dios abundar en toda obra de tus manos, en el fruto de tu vientre, en el fruto de tu bestia, y en el fruto de tu tierra, para bien: porque Jehová volverá á gozarse sobre ti para bien, de la manera que se gozó sobre tus padres;
Ahora pues, escribíos este cántico, y enséñalo á los hijos de Israel: ponlo en boca de ellos, para que este cántico me sea por testigo contra los hijos de Israel.
Y viólo Jehová, y encendióse en ira, por el menosprecio de sus hijos y de sus hijas.
Sube á este monte de Abarim, al monte Nebo, que está en la tierra de Moab, que está en derecho de Jericó, y mira la tierra de Canaán, que yo doy por heredad á los hijos de Israel;
El eterno Dios es tu refugio, y acá abajo los brazos eternos; él echará de delante de ti al enemigo, y dirá: Destruye.
Entonces respondieron á Josué, diciendo: Nosotros haremos todas las cosas que nos has mandado, é iremos adonde quiera que nos mandares.
Empero entre vosotros y ella haya distancia como de la medida de dos mil codos: y no os acercaréis á ella, á fin de que sepáis el camino por donde habéis de ir: por cuanto vosotros no habéis pasado antes de ahora por este camino.
Y Josué mandó á los sacerdotes, diciendo: Subid del Jordán.
Y así que Josué hubo hablado al pueblo, los siete sacerdotes, llevando las siete bocinas de cuernos de carneros, pasaron delante del arca de Jehová, y tocaron las bocinas: y el arca del pacto de Jehová los seguía.
Israel ha pecado, y aun han quebrantado mi pacto que yo les había mandado; pues aun han tomado del anatema, y hasta han hurtado, y también han mentido, y aun lo han guardado entre sus enseres.
Entonces Josué y todo Israel, haciéndose vencidos, huyeron delante de ellos por el camino del desierto.
Y todo lo que hizo á los dos reyes de los Amorrheos que estaban de la otra parte del Jordán; á Sehón rey de Hesbón, y á Og rey de Basán, que estaba en Astaroth.
Y el sol se detuvo y la luna se paró, hasta tanto que la gente se hubo vengado de sus enemigos. ¿No está aquesto escrito en el libro de Jasher? Y el sol se paró en medio del cielo, y no se apresuró á ponerse casi un día entero.
Y tornóse Josué, y todo Israel con él, al campo en Gilgal.
Y estos son los reyes de la tierra que hirió Josué con los hijos de Israel, de esta parte del Jordán al occidente, desde Baal-gad en el llano del Líbano hasta el monte de Halac que sube á Seir; la cual tierra dió Josué en posesión á las tribus de Israel, conforme á sus repartimientos;
Mas á los de Gessuri y Maachâti no echaron los hijos de Israel; antes Gessur y Maachât habitaron entre los Israelitas hasta hoy.
Ahora bien, Jehová me ha hecho vivir, como él dijo, estos cuarenta y cinco años, desde el tiempo que Jehová habló estas palabras á Moisés, cuando Israel andaba por el desierto: y ahora, he aquí, soy hoy día de ochenta y cinco años:
Y Asor-hadatta, y Chêrioth-hesron, que es Asor,
Maón, Carmel, y Ziph, y Juta,
Mas los hijos de Manasés no pudieron echar á los de aquellas ciudades; antes el Cananeo quiso habitar en la tierra.
Y Cephar-hammonai, Ophni, y Gaba; doce ciudades con sus aldeas:
Y Alammelec, y Amead, y Miseal; y llega hasta Carmel al occidente, y á Sihor-libnath;
Y cuando el cercano del muerto le siguiere, no entregarán en su mano al homicida, por cuanto hirió á su prójimo por yerro, ni tuvo con él antes enemistad.
Todas las villas para el resto de las familias de los hijos de Coath fueron diez con sus ejidos.
Y los hijos de Israel oyeron decir como los hijos de Rubén y los hijos de Gad, y la media tribu de Manasés, habían edificado un altar delante de la tierra de Canaán, en los términos del Jordán, al paso de los hijos de Israel:
Que cuando entrareis á estas gentes que han quedado con vosotros, no hagáis mención ni juréis por el nombre de sus dioses, ni los sirváis, ni os inclinéis á ellos:
El pueblo entonces dijo á Josué: No, antes á Jehová serviremos.
Tomó también Judá á Gaza con su término, y á Ascalón con su término, y á Ecrón con su término.
Y dejaron á Jehová el Dios de sus padres, que los había sacado de la tierra de Egipto, y fuéronse tras otros dioses, los dioses de los pueblos que estaban en sus alrededores, á los cuales adoraron; y provocaron á ira á Jehová.
Mas él se volvió desde los ídolos que están en Gilgal, y dijo: Rey, una palabra secreta tengo que decirte. El entonces dijo: Calla. Y saliéronse de con él todos los que delante de él estaban.
Y saliendo Jael á recibir á Sísara, díjole: Ven, señor mío, ven á mí, no tengas temor. Y él vino á ella á la tienda, y ella le cubrió con una manta.
Bendita sea entre las mujeres Jael, mujer de Heber Cineo; sobre las mujeres bendita sea en la tienda.
Y Jehová le dijo: Paz á ti; no tengas temor, no morirás.
Y luego que llegó Gedeón, he aquí que un hombre estaba contando á su compañero un sueño, diciendo: He aquí yo soñé un sueño: que veía un pan de cebada que rodaba hasta el campo de Madián, y llegaba á las tiendas, y las hería de tal manera que caían, y las trastornaba de arriba abajo, y las tiendas caían.
Luego dijo á Zeba y á Zalmunna: ¿Qué manera de hombres tenían aquellos que matasteis en Tabor? Y ellos respondieron: Como tú, tales eran aquellos ni más ni menos, que parecían hijos de rey.
Y la vid les respondió: ¿Tengo de dejar mi mosto, que alegra á Dios y á los hombres, por ir á ser grande sobre los árboles?
El cual, tomando gente, repartióla en tres compañías, y puso emboscadas en el campo: y como miró, he aquí el pueblo que salía de la ciudad; y levantóse contra ellos, é hiriólos:
Y quitaron de entre sí los dioses ajenos, y sirvieron á Jehová: y su alma fué angustiada á causa del trabajo de Israel.
Mas el rey de los hijos de Ammón no atendió las razones de Jephté que le envió.
Aestamujer apareció el ángel de Jehová, y díjole: He aquí que tú eres estéril, y no has parido; mas concebirás y parirás un hijo.
Y volviendo después de algunos días para tomarla, apartóse para ver el cuerpo muerto del león, y he aquí en el cuerpo del león un enjambre de abejas, y un panal de miel.
Y teniendo gran sed, clamó luego á Jehová, y dijo: Tú has dado esta gran salud por mano de tu siervo: ¿y moriré yo ahora de sed, y caeré en mano de los incircuncisos?
Entonces clamó Samsón á Jehová, y dijo: Señor Jehová, acuérdate ahora de mí, y esfuérzame, te ruego, solamente esta vez, oh Dios, para que de una vez tome venganza de los Filisteos, por mis dos ojos.
Entonces aquellos cinco hombres que habían ido á reconocer la tierra de Lais, dijeron á sus hermanos: ¿No sabéis como en estas casas hay ephod y teraphim, é imagen de talla y de fundición? Mirad pues lo que habéis de hacer.
Ven, lleguemos á uno de esos lugares, para tener la noche en Gabaa, ó en Rama.
Entregad pues ahora aquellos hombres, hijos de Belial, que están en Gabaa, para que los matemos, y barramos el mal de Israel. Mas los de Benjamín no quisieron oir la voz de sus hermanos los hijos de Israel;
Así envolvieron á los de Benjamín, y los acosaron y hollaron, desde Menuchâ hasta enfrente de Gabaa hacia donde nace el sol.
En estos días no había rey en Israel: cada uno hacía lo recto delante de sus ojos.
Entonces Booz dijo á Ruth: Oye, hija mía, no vayas á espigar á otro campo, ni pases de aquí: y aquí estarás con mis mozas.
Después le dijo: Llega el lienzo que traes sobre ti, y ten de él. Y teniéndolo ella, él midió seis medidas de cebada, y púsoselas á cuestas: y vínose ella á la ciudad.
Mas á Anna daba una parte escogida; porque amaba á Anna, aunque Jehová había cerrado su matriz.
Jehová empobrece, y él enriquece: abate, y ensalza.
Y EL joven Samuel ministraba á Jehová delante de Eli: y la palabra de Jehová era de estima en aquellos días; no había visión manifiesta.
Pelearon pues los Filisteos, é Israel fué vencido, y huyeron cada cual á sus tiendas; y fué hecha muy grande mortandad, pues cayeron de Israel treinta mil hombres de á pie.
Mas ¿por qué endurecéis vuestro corazón, como los Egipcios y Faraón endurecieron su corazón? Después que los hubo así tratado, ¿no los dejaron que se fuesen, y se fueron?
Y juzgó Samuel á Israel todo el tiempo que vivió.
Y él le respondió: He aquí ahora hay en esta ciudad un hombre de Dios, que es varón insigne: todas las cosas que él dijere, sin duda vendrán. Vamos pues allá: quizá nos enseñará nuestro camino por donde hayamos de ir.
Y fué que así como tornó él su hombro para partirse de Samuel, mudóle Dios su corazón; y todas estas señales acaecieron en aquel día.
El pueblo entonces dijo á Samuel: ¿Quiénes son lo que decían: Reinará Saúl sobre nosotros? Dadnos esos hombres, y los mataremos.
Escogióse luego tres mil de Israel: los dos mil estuvieron con Saúl en Michmas y en el monte de Beth-el, y los mil estuvieron con Jonathán en Gabaa de Benjamín; y envió á todo el otro pueblo cada uno á sus tiendas.
Si nos dijeren así: Esperad hasta que lleguemos á vosotros; entonces nos estaremos en nuestro lugar, y no subiremos á ellos.
Porque vive Jehová, que salva á Israel, que si fuere en mi hijo Jonathán, el morirá de cierto. Y no hubo en todo el pueblo quien le respondiese.
Y dijo Samuel: Siendo tú pequeño en tus ojos ¿no has sido hecho cabeza á las tribus de Israel, y Jehová te ha ungido por rey sobre Israel?
Envió pues por él, é introdújolo; el cual era rubio, de hermoso parecer y de bello aspecto. Entonces Jehová dijo: Levántate y úngelo, que éste es.
Y Saúl y ellos y todos lo de Israel, estaban en el valle del Alcornoque, peleando con los Filisteos.
Y metiendo David su mano en el saco, tomó de allí una piedra, y tirósela con la honda, é hirió al Filisteo en la frente: y la piedra quedó hincada en la frente, y cayó en tierra sobre su rostro.
Y Saúl dijo: Yo se la daré, para que le sea por lazo, y para que la mano de los Filisteos sea contra él. Dijo pues Saúl á David: Con la otra serás mi yerno hoy.
Y hecho que fué saber á Saúl, él envió otros mensajeros, los cuales también profetizaron. Y Saúl volvió á enviar por tercera vez mensajeros, y ellos también profetizaron.
El día siguiente, el segundo día de la nueva luna, aconteció también que el asiento de David estaba vacío. Y Saúl dijo á Jonathán su hijo: ¿Por qué no ha venido á comer el hijo de Isaí hoy ni ayer?
¿Fáltanme á mí locos, para que hayáis traído éste que hiciese del loco delante de mí? ¿había de venir éste á mi casa?
Y fué dicho á Saúl que David había venido á Keila. Entonces dijo Saúl: Dios lo ha traído á mis manos; porque él está encerrado, habiéndose metido en ciudad con puertas y cerraduras.
También David se levantó después, y saliendo de la cueva dió voces á las espaldas de Saúl, diciendo: ¡Mi señor el rey! Y como Saúl miró atrás, David inclinó su rostro á tierra, é hizo reverencia.
Ahora pues, entiende y mira lo que has de hacer, porque el mal está del todo resuelto contra nuestro amo y contra toda su casa: pues él es un hombre tan malo, que no hay quien pueda hablarle.
Y asentó Saúl el campo en el collado de Hachîla, que está delante del desierto junto al camino. Y estaba David en el desierto, y entendió que Saúl le seguía en el desierto.
Y subía David con los suyos, y hacían entradas en los Gesureos, y en los Gerzeos, y en los Amalecitas: porque estos habitaban de largo tiempo la tierra, desde como se va á Shur hasta la tierra de Egipto.
Y LOS Filisteos juntaron todos sus campos en Aphec; é Israel puso su campo junto á la fuente que está en Jezreel.
Tomó también David todas las ovejas y ganados mayores; y trayéndolo todo delante, decían: Esta es la presa de David.
Y el mancebo que le daba las nuevas respondió: Casualmente vine al monte de Gilboa, y hallé á Saúl que estaba recostado sobre su lanza, y venían tras él carros y gente de á caballo.
Y alzólo por rey sobre Galaad, y sobre Gessuri, y sobre Jezreel, y sobre Ephraim, y sobre Benjamín, y sobre todo Israel.
Y había Saúl tenido una concubina que se llamaba Rispa, hija de Aja. Y dijo Is-boseth á Abner: ¿Por qué has entrado á la concubina de mi padre?
Y todo el pueblo y todo Israel entendieron aquel día, que no había venido del rey que Abner hijo de Ner muriese.
Y Japhia, y Elisama, y Eliada, y Eliphelet.
Entonces David respondió á Michâl: Delante de Jehová, que me eligió más bien que á tu padre y á toda su casa, mandándome que fuese príncipe sobre el pueblo de Jehová, sobre Israel, danzaré delante de Jehová.
Ahora pues, Jehová Dios, tú eres Dios, y tus palabras serán firmes, ya que has dicho á tu siervo este bien.
Y respondió Siba al rey: Conforme á todo lo que ha mandado mi señor el rey á su siervo, así lo hará tu siervo. Mephi-boseth, dijo el rey, comerá á mi mesa, como uno de los hijos del rey.
Mas Uría durmió á la puerta de la casa del rey con todos los siervos de su señor, y no descendió á su casa.
Porque tú lo hiciste en secreto; mas yo haré esto delante de todo Israel, y delante del sol.
Y como ella se las puso delante para que comiese, él trabó de ella, diciéndole: Ven, hermana mía acuéstate conmigo.
Envió Joab á Tecoa, y tomó de allá una mujer astuta, y díjole: Yo te ruego que te enlutes, y te vistas de ropas de luto, y no te unjas con óleo, antes sé como mujer que ha mucho tiempo que trae luto por algún muerto;
Y Absalom respondió á Joab: He aquí, yo he enviado por ti, diciendo que vinieses acá, á fin de enviarte yo al rey á que le dijeses: ¿Para qué vine de Gessur? mejor me fuera estar aún allá. Vea yo ahora la cara del rey; y si hay en mí pecado, máteme.
Entonces Sadoc y Abiathar volvieron el arca de Dios á Jerusalem; y estuviéronse allá.
Entonces pusieron una tienda á Absalom sobre el terrado, y entró Absalom á las concubinas de su padre, en ojos de todo Israel.
Miel, manteca, ovejas, y quesos de vacas, para que comiesen; porque dijeron: Aquel pueblo está hambriento, y cansado, y tendrá sed en el desierto.
Y el rey dijo: Pasa, y ponte allí. Y él pasó, y paróse.
Empero él revolvió á tu siervo delante de mi señor el rey; mas mi señor el rey es como un ángel de Dios: haz pues lo que bien te pareciere.
Y él pasó por todas las tribus de Israel hasta Abel y Beth-maachâ y todo Barim: y juntáronse, y siguiéronlo también.
Otra guerra hubo en Gob contra los Filisteos, en la cual Elhanan, hijo de Jaare-oregim de Beth-lehem, hirió á Goliath Getheo, el asta de cuya lanza era como un enjullo de telar.
Limpio eres para con el limpio, mas con el perverso eres rígido.
Mas los de Belial serán todos ellos como espinas arrancadas, las cuales nadie toma con la mano;
Igheal hijo de Nathán de Soba, Bani de Gadi;
Dijéronle por tanto sus siervos: Busquen á mi señor el rey una moza virgen, para que esté delante del rey, y lo abrigue, y duerma á su lado, y calentará á mi señor el rey.
Y el rey David dijo: Llamadme á Sadoc sacerdote, y á Nathán profeta, y á Benaía hijo de Joiada. Y ellos entraron á la presencia del rey.
Empero ahora no lo absolverás: que hombre sabio eres, y sabes cómo te has de haber con él: y harás descender sus canas con sangre á la sepultura.
Pero pasados tres años, aconteció que se le huyeron á Semei dos siervos á Achîs, hijo de Maachâ, rey de Gath. Y dieron aviso á Semei, diciendo: He aquí que tus siervos están en Gath.
El rey entonces dijo: Esta dice: Mi hijo es el que vive, y tu hijo es el muerto: y la otra dice, No, mas el tuyo es el muerto, y mi hijo es el que vive.
Y Judá é Israel vivían seguros, cada uno debajo de su parra y debajo de su higuera, desde Dan hasta Beer-seba, todos los días de Salomón.
Y el pórtico delante del templo de la casa, de veinte codos de largo, según la anchura de la casa, y su anchoerade diez codos delante de la casa.
Igualmente hizo á la puerta del templo postes de madera de oliva cuadrados.
Y estaba asentado sobre doce bueyes: tres miraban al norte, y tres miraban al poniente, y tres miraban al mediodía, y tres miraban al oriente; sobre éstos se apoyaba el mar, y las traseras de ellos estaban hacia la parte de adentro.
Y llevaron el arca de Jehová, y el tabernáculo del testimonio, y todos los vasos sagrados que estaban en el tabernáculo; los cuales llevaban los sacerdotes y Levitas.
Oyelos tú en los cielos, y perdona el pecado de tu pueblo Israel, y vuélvelos á la tierra que diste á sus padres.
Aquel mismo día santificó el rey el medio del atrio que estaba delante de la casa de Jehová: porque ofreció allí los holocaustos, y los presentes, y los sebos de los pacíficos; por cuanto el altar de bronce que estaba delante de Jehová era pequeño, y no cupieran en él los holocaustos, y los presentes, y los sebos de los pacíficos.
Los cuales fueron á Ophir, y tomaron de allí oro, cuatrocientos y veinte talentos, y trajéronlo al rey Salomón.
EMPERO el rey Salomón amó, á más de la hija de Faraón, muchas mujeres extranjeras: á las de Moab, á las de Ammón, á las de Idumea, á las de Sidón, y á las Hetheas;
Y dijo á Jeroboam: Toma para ti los diez pedazos; porque así dijo Jehová Dios de Israel: He aquí que yo rompo el reino de la mano de Salomón, y á ti daré diez tribus;
Y el rey Roboam envió á Adoram, que estaba sobre los tributos; pero apedreóle todo Israel, y murió. Entonces el rey Roboam se esforzó á subir en un carro, y huir á Jerusalem.
Díjole entonces: Ven conmigo á casa, y come del pan.
El que muriere de los de Jeroboam en la ciudad, le comerán los perros; y el que muriere en el campo, comerlo han las aves del cielo; porque Jehová lo ha dicho.
Y reinó cuarenta y un años en Jerusalem; el nombre de su madre fué Maachâ, hija de Abisalom.
Y durmió Baasa con sus padres, y fué sepultado en Thirsa; y reinó en su lugar Ela su hijo.
Y fué á él palabra de Jehová, diciendo:
Y él respondió: Yo soy; ve, di á tu amo: He aquí Elías.
Entonces cayó fuego de Jehová, el cual consumió el holocausto, y la leña, y las piedras, y el polvo, y aun lamió las aguas que estaban en la reguera.
ENTONCES Ben-adad rey de Siria juntó á todo su ejército, y con él treinta y dos reyes, con caballos y carros: y subió, y puso cerco á Samaria, y combatióla.
Entonces sus siervos le dijeron: He aquí, hemos oído de los reyes de la casa de Israel que son reyes clementes: pongamos pues ahora sacos en nuestros lomos, y sogas en nuestras cabezas, y salgamos al rey de Israel: por ventura te salvará la vida.
Levántate, desciende á encontrarte con Achâb rey de Israel, que está en Samaria: he aquí él está en la viña de Naboth, á la cual ha descendido para tomar posesión de ella.
Entonces él dijo: Oye pues palabra de Jehová: Yo vi á Jehová sentado en su trono, y todo el ejército de los cielos estaba junto á él, á su diestra y á su siniestra.
Había Josaphat hecho navíos en Tharsis, los cuales habían de ir á Ophir por oro; mas no fueron, porque se rompieron en Ezion-geber.
Tomando entonces Elías su manto, doblólo, é hirió las aguas, las cuales se apartaron á uno y á otro lado, y pasaron ambos en seco.
Entonces Eliseo dijo al rey de Israel: ¿Qué tengo yo contigo? Ve á los profetas de tu padre, y á los profetas de tu madre. Y el rey de Israel le respondió: No: porque ha juntado Jehová estos tres reyes para entregarlos en manos de los Moabitas.
Y él le dijo: A este tiempo según el tiempo de la vida, abrazarás un hijo. Y ella dijo: No, señor mío, varón de Dios, no hagas burla de tu sierva.
Y de Siria habían salido cuadrillas, y habían llevado cautiva de la tierra de Israel una muchacha; la cual sirviendo á la mujer de Naamán,
Y aconteció que derribando uno un árbol, cayósele el hacha en el agua; y dió voces, diciendo: ¡Ah, señor mío, que era emprestada!
Y un príncipe sobre cuya mano el rey se apoyaba, respondió al varón de Dios, y dijo: Si Jehová hiciese ahora ventanas en el cielo, ¿sería esto así? Y él dijo: He aquí tú lo verás con tus ojos, mas no comerás de ello.
Entonces díjole Hazael: ¿Por qué llora mi señor? Y él respondió: Porque sé el mal que has de hacer á los hijos de Israel: á sus fortalezas pegarás fuego, y á sus mancebos matarás á cuchillo, y estrellarás á sus niños, y abrirás á sus preñadas.
Entonces tomaron prestamente su ropa, y púsola cada uno debajo de él en un trono alto, y tocaron corneta, y dijeron: Jehú es rey.
El entonces les escribió la segunda vez, diciendo: Si sois míos, y queréis obedecerme, tomad las cabezas de los varones hijos de vuestro señor, y venid mañana á estas horas á mí á Jezreel. Y los hijos del rey, setenta varones, estaban con los principales de la ciudad, que los criaban.
El tiempo que reinó Jehú sobre Israel en Samaria, fué veintiocho años.
Mas el pontífice Joiada tomó un arca, é hízole en la tapa un agujero, y púsola junto al altar, á la mano derecha como se entra en el templo de Jehová; y los sacerdotes que guardaban la puerta, ponían allí todo el dinero que se metía en la casa de Jehová.
Y tornóle á decir: Toma las saetas. Y luego que el rey de Israel las hubo tomado, díjole: Hiere la tierra. Y él hirió tres veces, y cesó.
El año quince de Amasías hijo de Joas rey de Judá, comenzó á reinar Jeroboam hijo de Joas sobre Israel en Samaria; y reinó cuarenta y un años.
E hizo lo malo en ojos de Jehová: no se apartó de los pecados de Jeroboam hijo de Nabat, el que hizo pecar á Israel.
E hizo el sacerdote Urías conforme á todas las cosas que el rey Achâz le mandó.
Entonces dijeron ellos al rey de Asiria: Las gentes que tú traspasaste y pusiste en las ciudades de Samaria, no saben la costumbre del Dios de aquella tierra, y él ha echado leones en ellos, y he aquí los matan, porque no saben la costumbre del Dios de la tierra.
Dió por tanto Ezechîas toda la plata que fué hallada en la casa de Jehová, y en los tesoros de la casa real.
Y regresando Rabsaces, halló al rey de Asiria combatiendo á Libna; porque había oído que se había partido de Lachîs.
EN aquellos días cayó Ezechîas enfermo de muerte, y vino á él Isaías profeta hijo de Amós, y díjole: Jehová dice así: Dispón de tu casa, porque has de morir, y no vivirás.
Y habló Jehová por mano de sus siervos los profetas, diciendo:
Entonces fué Hilcías el sacerdote, y Ahicam y Achbor y Saphán y Asaía, á Hulda profetisa, mujer de Sallum hijo de Ticva hijo de Araas, guarda de las vestiduras, la cual moraba en Jerusalem en la segunda parte de la ciudad, y hablaron con ella.
Asimismo barrió Josías los pythones, adivinos, y terapheos, y todas las abominaciones que se veían en la tierra de Judá y en Jerusalem, para cumplir las palabras de la ley que estaban escritas en el libro que el sacerdote Hilcías había hallado en la casa de Jehová.
Y el rey de Babilonia puso por rey en lugar de Joachîn á Mathanías su tío, y mudóle el nombre en el de Sedecías.
Y aconteció á los treinta y siete años de la trasportación de Joachîn rey de Judá, en el mes duodécimo, á los veinte y siete del mes, que Evil-merodach rey de Babilonia, en el primer año de su reinado, levantó la cabeza de Joachîn rey de Judá, sacándolo de la casa de la cárcel;
Y Abram, el cual es Abraham.
Los hijos de Judá: Er, Onán, y Sela. Estos tres le nacieron de la hija de Sua, Cananea. Y Er, primogénito de Judá, fué malo delante de Jehová; y matólo.
Y los hijos de Jonathán: Peleth, y Zaza. Estos fueron los hijos de Jerameel.
Elisama, Eliada, y Eliphelet.
Y Maonathi, el cual engendró á Ophra: y Seraiah engendró á Joab, padre de los habitantes en el valle llamado de Carisim, porque fueron artífices.
Y LOS hijos de Rubén, primogénito de Israel, (porque él era el primogénito, mas como violó el lecho de su padre, sus derechos de primogenitura fueron dados á los hijos de José, hijo de Israel; y no fué contado por primogénito.
Y Abisua engendró á Bucci, y Bucci engendró á Uzzi;
Hijo de Suph, hijo de Elcana, hijo Mahath, hijo de Amasai;
Y dieron por suerte de la tribu de los hijos de Judá, y de la tribu de los hijos de Simeón, y de la tribu de los hijos de Benjamín, las ciudades que nombraron por sus nombres.
Los hijos de Manasés: Asriel, el cual le parió su concubina la Sira: (la cual también le parió á Machîr, padre de Galaad:
Abisua, Naamán, Ahoa,
Hijo de Jonathán fué Merib-baal, y Merib-baal engendró á Michâ.
Y estaban los porteros á los cuatro vientos, al oriente, al occidente, al septentrión, y al mediodía.
Y pusieron sus armas en el templo de su dios, y colgaron la cabeza en el templo de Dagón.
Y los valientes de los ejércitos: Asael hermano de Joab, y Elchânan hijo de Dodo de Beth-lehem;
Eser el primero, Obadías el segundo, Eliab el tercero,
Y estuvieron allí con David tres días comiendo y bebiendo, porque sus hermanos habían prevenido para ellos.
Y así que oyeres venir un estruendo por las copas de los morales, sal luego á la batalla: porque Dios saldrá delante de ti, y herirá el campo de los Filisteos.
De esta manera llevaba todo Israel el arca del pacto de Jehová, con júbilo y sonido de bocinas, y trompetas, y címbalos, y al son de salterios y arpas.
Tributad á Jehová la gloria debida á su nombre: traed ofrenda, y venid delante de él; postraos delante de Jehová en la hermosura de su santidad.
Y entró el rey David, y estuvo delante de Jehová, y dijo: Jehová Dios, ¿quién soy yo, y cuál es mi casa, que me has traído hasta este lugar?
Y dijo David: Haré misericordia con Hanán hijo de Naas, porque también su padre hizo conmigo misericordia. Así David envió embajadores que lo consolasen de la muerte de su padre. Mas venidos los siervos de David en la tierra de los hijos de Ammón á Hanán, para consolarle,
Y hallóse en todo Israel que sacaban espada, once veces cien mil; y de Judá cuatrocientos y setenta mil hombres que sacaban espada.
Y dijo David: Salomón mi hijo es muchacho y tierno, y la casa que se ha de edificar á Jehová ha de ser magnífica por excelencia, para nombre y honra en todas las tierras; ahora pues yo le aparejaré lo necesario. Y preparó David antes de su muerte en grande abundancia.
Hijo de Gersón fué Sebuel el primero.
La décimaquinta por Bilga, la décimasexta por Immer;
La sexta á Buccia, con sus hijos y sus hermanos, doce;
Entre estos se hizo la distribución de los porteros, alternando los principales de los varones en la guardia con sus hermanos, para servir en la casa de Jehová.
El séptimo para el séptimo mes era Helles Pelonita, de los hijos de Ephraim; y en su división veinte y cuatro mil.
Y me ha dicho: Salomón tu hijo, él edificará mi casa y mis atrios: porque á éste me he escogido por hijo, y yo le seré á él por padre.
Porque nosotros, extranjeros y advenedizos somos delante de ti, como todos nuestros padres; y nuestros días cual sombra sobre la tierra, y no dan espera.
Y puso el rey plata y oro en Jerusalem como piedras, y cedro como cabrahigos que nacen en los campos en abundancia.
Y dentro del lugar santísimo hizo dos querubines de forma de niños, los cuales cubrieron de oro.
Y ACABADA que fué toda la obra que hizo Salomón para la casa de Jehová, metió Salomónen ellalas cosas que David su padre había dedicado; y puso la plata, y el oro, y todos los vasos, en los tesoros de la casa de Dios.
Ahora pues, oh Jehová Dios de Israel, verifíquese tu palabra que dijiste á tu siervo David.
Y ofreció el rey Salomón en sacrificio veinte y dos mil bueyes, y ciento veinte mil ovejas; y así dedicaron la casa de Dios el rey y todo el pueblo.
Para que ofreciesen cada cosa en su día, conforme al mandamiento de Moisés, en los sábados, en las nuevas lunas, y en las solemnidades, tres veces en el año, á saber, en la fiesta de los panes ázimos, en la fiesta de las semanas, y en la fiesta de las cabañas.
Tuvo también Salomón cuatro mil caballerizas para los caballos y carros, y doce mil jinetes, los cuales puso en las ciudades de los carros, y con el rey en Jerusalem.
Y habitó Roboam en Jerusalem, y edificó ciudades para fortificar á Judá.
Y como él se humilló, la ira de Jehová se apartó de él, para no destruirlo del todo: y también en Judá las cosas fueron bien.
Y mandó á Judá que buscasen á Jehová el Dios de sus padres, y pusiesen por obra la ley y sus mandamientos.
Y no hubo guerra hasta los treinta y cinco años del reinado de Asa.
Tras éste, Amasías hijo de Zichri, el cual se había ofrecido voluntariamente á Jehová, y con él doscientos mil hombres valientes;
Y Michêas dijo: Si tú volvieres en paz, Jehová no ha hablado por mí. Dijo además: Oidlo, pueblos todos.
¡Oh Dios nuestro! ¿no los juzgarás tú? porque en nosotros no hay fuerza contra tan grande multitud que viene contra nosotros: no sabemos lo que hemos de hacer, mas á ti volvemos nuestros ojos.
Cuando comenzó á reinar era de treinta y dos años, y reinó ocho años en Jerusalem.
Y toda la multitud hizo alianza con el rey en la casa de Dios. Y él les dijo: He aquí el hijo del rey, el cual reinará, como Jehová lo tiene dicho de los hijos de David.
El cual daba el rey y Joiada á los que hacían la obra del servicio de la casa de Jehová, y tomaban canteros y oficiales que reparasen la casa de Jehová, y herreros y metalarios para componer la casa de Jehová.
Encendióse por tanto el furor de Jehová contra Amasías, y envió á él un profeta, que le dijo: ¿Por qué has buscado los dioses de gente, que no libraron á su pueblo de tus manos?
Y entró tras él el sacerdote Azarías, y con él ochenta sacerdotes de Jehová, de los valientes.
Y levantáronse los varones nombrados, y tomaron los cautivos, y vistieron del despojo á los que de ellos estaban desnudos; vistiéronlos y calzáronlos, y diéronles de comer y de beber, y ungiéronlos, y condujeron en asnos á todos los flacos, y lleváronlos hasta Jericó, ciudad de las palmas, cerca de sus hermanos; y ellos se volvieron á Samaria.
Luego pasaron al rey Ezechîas, y dijéronle: Ya hemos limpiado toda la casa de Jehová, el altar del holocausto, y todos sus instrumentos, y la mesa de la proposición con todos sus utensilios.
En Judá también fué la mano de Dios para darles un corazón para cumplir el mensaje del rey y de los príncipes, conforme á la palabra de Jehová.
Y á su mano estaba Edén, Benjamín, Jeshua, Semaías, Amarías, y Sechânías, en las ciudades de los sacerdotes, para dar con fidelidad á sus hermanos sus partes conforme á sus órdenes, así al mayor como al menor:
En aquel tiempo Ezechîas enfermó de muerte: y oró á Jehová, el cual le respondió, y dióle una señal.
E hizo lo malo en ojos de Jehová, como había hecho Manasés su padre: porque á todos los ídolos que su padre Manasés había hecho, sacrificó y sirvió Amón.
Y tu corazón se enterneció, y te humillaste delante de Dios al oir sus palabras sobre este lugar, y sobre sus moradores, y te humillaste delante de mí, y rasgaste tus vestidos, y lloraste en mi presencia, yo también te he oído, dice Jehová.
Entonces sus siervos lo quitaron de aquel carro, y pusiéronle en otro segundo carro que tenía, y lleváronle á Jerusalem, y murió; y sepultáronle en los sepulcros de sus padres. Y todo Judá y Jerusalem hizo duelo por Josías.
Y á cualquiera que hubiere quedado de todos los lugares donde peregrinare, los hombres de su lugar le ayuden con plata, y oro, y hacienda, y con bestias; con dones voluntarios para la casa de Dios, la cual está en Jerusalem.
Los varones de Anathoth, ciento veinte y ocho;
Los hijos de Barcos, los hijos de Sisera, los hijos de Thema;
Y no podía discernir el pueblo el clamor de los gritos de alegría, de la voz del lloro del pueblo: porque clamaba el pueblo con grande júbilo, y oíase el ruido hasta de lejos.
Traslado de la carta que Tatnai, capitán de la parte allá del río, y Sethar-boznai, y sus compañeros los Apharsachêos, que estaban á la parte allá del río, enviaron al rey Darío.
Y los de la transmigración hicieron la pascua á los catorce del mes primero.
Bendito Jehová, Dios de nuestros padres, que puso tal cosa en el corazón del rey, para honrar la casa de Jehová que está en Jerusalem.
Velad, y guardadlos, hasta que los peséis delante de los príncipes de los sacerdotes y Levitas, y de los jefes de los padres de Israel en Jerusalem, en las cámaras de la casa de Jehová.
Y que el que no viniera dentro de tres días, conforme al acuerdo de los príncipes y de los ancianos, perdiese toda su hacienda, y él fuese apartado de la compañía de los de la transmigración.
Y Bani, y Binnui, Simi,
Y salí de noche por la puerta del Valle hacia la fuente del Dragón y á la puerta del Muladar; y consideré los muros de Jerusalem que estaban derribados, y sus puertas que estaban consumidas del fuego.
Después de ellos restauraron Benjamín y Hasub, frente á su casa: y después de estos restauró Azarías, hijo de Maasías hijo de Ananías, cerca de su casa.
Nosotros pues trabajábamos en la obra; y la mitad de ellos tenían lanzas desde la subida del alba hasta salir las estrellas.
Porque todos ellos nos ponían miedo, diciendo: Debilitaránse las manos de ellos en la obra, y no será hecha. Esfuerza pues mis manos, oh Dios.
Los hijos de Addin, seiscientos cincuenta y cinco;
Los hijos de Rehaía, los hijos de Resín, los hijos de Necoda,
Y Jesuá, y Bani, y Serebías, Jamín, Accub, Sabethai, Odías, Maasías, Celita, Azarías, Jozabed, Hanán, Pelaía, Levitas, hacían entender al pueblo la ley: y el pueblo estaba en su lugar.
Tú, con todo, por tus muchas misericordias no los abandonaste en el desierto: la columna de nube no se apartó de ellos de día, para guiarlos por el camino, ni la columna de fuego de noche, para alumbrarles el camino por el cual habían de ir.
Michâ, Rehob, Hasabías,
Y bendijo el pueblo á todos los varones que voluntariamente se ofrecieron á morar en Jerusalem.
En Anathoth, Nob, Ananiah;
Estos fueron en los días de Joiacim, hijo de Jesuá, hijo de Josadac, y en los días del gobernador Nehemías, y del sacerdote Esdras, escriba.
Y dije que limpiasen las cámaras, é hice volver allí las alhajas de la casa de Dios, las ofrendas y el perfume.
Y la bebida fué según esta ley: Que nadie constriñese; porque así lo había mandado el rey á todos los mayordomos de su casa; que se hiciese según la voluntad de cada uno.
Fué pues Esther llevada al rey Assuero á su casa real en el mes décimo, que es el mes de Tebeth, en el año séptimo de su reinado.
Dióle también la copia de la escritura del decreto que había sido dado en Susán para que fuesen destruídos, á fin de que la mostrara á Esther y se lo declarase, y le encargara que fuese al rey á suplicarle, y á pedir delante de él por su pueblo.
Y respondió Amán al rey: Al varón cuya honra desea el rey,
La copia de la escritura que había de darse por ordenanza en cada provincia, para que fuese manifiesta á todos los pueblos, decía que los Judíos estuviesen apercibidos para aquel día, para vengarse de sus enemigos.
Por esto llamaron á estos días Purim, del nombre Pur. Por todas las palabras pues de esta carta, y por lo que ellos vieron sobre esto, y lo que llegó á su noticia,
Y dijo: Desnudo salí del vientre de mi madre, y desnudo tornaré allá. Jehová dió, y Jehová quitó: sea el nombre de Jehová bendito.
O ¿por qué no fuí escondido como aborto, como los pequeñitos que nunca vieron luz?
De la mañana á la tarde son quebrantados, y se pierden para siempre, sin haber quien lo considere.
¡Oh si pesasen al justo mi queja y mi tormento, y se alzasen igualmente en balanza!
Como el siervo anhela la sombra, y como el jornalero esperael reposode su trabajo:
¿Crece el junco sin lodo? ¿crece el prado sin agua?
Si habláremos de su potencia, fuerte por cierto es; si de juicio, ¿quién me emplazará?
Si pequé, tú me has observado, y no me limpias de mi iniquidad.
Ciertamente que vosotros sois el pueblo; y con vosotros morirá la sabiduría.
¿Habéis de hablar iniquidad por Dios? ¿habéis de hablar por él engaño?
Al percibir el agua reverdecerá, y hará copa como planta.
Escúchame; yo te mostraré y te contaré lo que he visto:
Próspero estaba, y desmenuzóme: y arrebatóme por la cerviz, y despedazóme, y púsome por blanco suyo.
Oh tú, que despedazas tu alma con tu furor, ¿será dejada la tierra por tu causa, y serán traspasadas de su lugar las peñas?
Hizo alejar de mí mis hermanos, y positivamente se extrañaron de mí mis conocidos.
Su comida se mudará en sus entrañas, hiel de áspides será dentro de él.
¿Quién es el Todopoderoso, para que le sirvamos? ¿y de qué nos aprovechará que oremos á él?
O tinieblas, porque no veas; y abundancia de agua te cubre.
Mis pies tomaron su rastro; guardé su camino, y no me aparté.
Fueron ensalzados por un poco, mas desaparecen, y son abatidos como cada cual: serán encerrados, y cortados como cabezas de espigas.
¿Oirá Dios su clamor cuando la tribulación sobre él viniere?
No puede ser apreciada con oro de Ophir, ni con onique precioso, ni con zafiro.
Y decía yo: En mi nido moriré, y como arena multiplicaré días.
Porque yo conozco que me reduces á la muerte; y á la casa determinada á todo viviente.
Mi espalda se caiga de mi hombro, y mi brazo sea quebrado de mi canilla.
Os he pues prestado atención, y he aquí que no hay de vosotros quien redarguya á Job, y responda á sus razones.
Que le hace que su vida aborrezca el pan, y su alma la comida suave.
¿Enseñorearáse el que aborrece juicio? ¿y condenarás tú al que es tan justo?
Y ninguno dice: ¿Dónde está Dios mi Hacedor, que da canciones en la noche,
Los hombres todos la ven; mírala el hombre de lejos.
Viniendo de la parte del norte la dorada claridad. En Dios hay una majestad terrible.
¿Tiene la lluvia padre? ¿ó quién engendró las gotas del rocío?
Porque le privó Dios de sabiduría, y no le dió inteligencia.
¿SACARÁS tú al leviathán con el anzuelo, ó con la cuerda que le echares en su lengua?
Hace hervir como una olla la profunda mar, y tórnala como una olla de ungüento.
El que mora en los cielos se reirá; el Señor se burlará de ellos.
Destruirás á los que hablan mentira: al hombre de sangres y de engaño abominará Jehová.
He aquí ha tenido parto de iniquidad: concibió trabajo, y parió mentira.
Porque no para siempre será olvidado el pobre; ni la esperanza de los pobres perecerá perpetuamente.
Destruirá Jehová todos los labios lisonjeros, la lengua que habla grandezas;
Bendeciré á Jehová que me aconseja: aun en las noches me enseñan mis riñones.
Puso tinieblas por escondedero suyo, su pabellón en derredor de sí; oscuridad de aguas, nubes de los cielos.
Clamaron, y no hubo quien salvase: aun á Jehová, mas no los oyó.
Estos confían en carros, y aquéllos en caballos: mas nosotros del nombre de Jehová nuestro Dios tendremos memoria.
Secóse como un tiesto mi vigor, y mi lengua se pegó á mi paladar; y me has puesto en el polvo de la muerte.
¿Quién es este Rey de gloria? Jehová el fuerte y valiente, Jehová el poderoso en batalla.
Lavaré en inocencia mis manos, y andaré alrededor de tu altar, oh Jehová:
Salmo de David. DAD á Jehová, oh hijos de fuertes, dad á Jehová la gloria y la fortaleza.
Y no me encerraste en mano del enemigo; hiciste estar mis pies en anchura.
Cantadle canción nueva: hacedlo bien tañendo con júbilo.
Venid, hijos, oidme; el temor de Jehová os enseñaré.
No se alegren de mí mis enemigos injustos: ni los que me aborrecen sin causa hagan del ojo.
Porque los malignos serán talados, mas los que esperan en Jehová, ellos heredarán la tierra.
Pero la salvación de los justos es de Jehová, y él es su fortaleza en el tiempo de angustia.
Y ahora, Señor, ¿qué esperaré? Mi esperanza en ti está.
Reunidos murmuraban contra mí todos los que me aborrecían: contra mí pensaban mal, diciendo de mí:
En Dios nos gloriaremos todo tiempo, y para siempre loaremos tu nombre. (Selah.)
Y las hijas de Tiro vendrán con presente; implorarán tu favor los ricos del pueblo.
Y viéndola ellos así, maravilláronse, se turbaron, diéronse priesaá huir.
Salmo de Asaph. EL Dios de dioses, Jehová, ha hablado, y convocado la tierra desde el nacimiento del sol hasta donde se pone.
Hazme oir gozo y alegría; y se recrearán los huesos que has abatido.
He aquí, Dios es el que me ayuda; el Señor es con los que sostienen mi vida.
En Dios alabaré su palabra: en Dios he confiado, no temeré lo que la carne me hiciere.
Alegraráse el justo cuando viere la venganza: sus pies lavará en la sangre del impío.
En Dios haremos proezas; y él hollará nuestros enemigos.
Destruiránlos á filo de espada; serán porción de las zorras.
Volvió la mar en seco; por el río pasaron á pie; allí en él nos alegramos.
Abundante lluvia esparciste, oh Dios, á tu heredad; y cuando se cansó, tú la recreaste.
Hanse aumentado más que los cabellos de mi cabeza los que me aborrecen sin causa; hanse fortalecido mis enemigos, los que me destruyen sin por qué: he venido pues á pagar lo que no he tomado.
Alábenlo los cielos y la tierra, los mares, y todo lo que se mueve en ellos.
Mis labios cantarán cuando á ti salmeare, y mi alma, á la cual redimiste.
Ponen en el cielo su boca, y su lengua pasea la tierra.
¿Por qué retraes tu mano, y tu diestra? ¿por qué la escondes dentro de tu seno?
Desde los cielos hiciste oir juicio; la tierra tuvo temor y quedó suspensa,
Para que lo sepa la generación venidera, y los hijos que nacerán; y los que se levantarán, lo cuenten á sus hijos;
Mas le lisonjeaban con su boca, y con su lengua le mentían:
E hirió á sus enemigos en las partes posteriores: dióles perpetua afrenta.
Extendió sus vástagos hasta la mar, y hasta el río sus mugrones.
Yo dije: Vosotros sois dioses, é hijos todos vosotros del Altísimo.
Porque mejor es un día en tus atrios que mil fuera de ellos: escogería antes estar á la puerta de la casa de mi Dios, que habitar en las moradas de maldad.
Mas tú, Señor, Dios misericordioso y clemente, lento para la ira, y grande en misericordia y verdad;
Hice alianza con mi escogido; juré á David mi siervo, diciendo:
Mas no quitaré de él mi misericordia, ni falsearé mi verdad.
¿Quién conoce la fortaleza de tu ira, y tu indignación según que debes ser temido?
Mas tú, Jehová, para siempre eres Altísimo.
Cuando yo decía: Mi pie resbala: tu misericordia, oh Jehová, me sustentaba.
JEHOVÁ reinó: regocíjese la tierra: alégrense las muchas islas.
Salmo de alabanza. CANTAD alegres á Dios, habitantes detoda la tierra.
Escribirse ha esto para la generación venidera: y el pueblo que se criará, alabará á JAH.
Bendecid á Jehová, vosotros sus ángeles, poderosos en fortaleza, que ejecutáis su palabra, obedeciendo á la voz de su precepto.
Les das, recogen; abres tu mano, hártanse de bien.
Después entró Israel en Egipto, y Jacob fué extranjero en la tierra de Châm.
Salvólos empero por amor de su nombre, para hacer notoria su fortaleza.
Y derramaron la sangre inocente, la sangre de sus hijos y de sus hijas, que sacrificaron á los ídolos de Canaán: y la tierra fué contaminada con sangre.
Envió su palabra, y curólos, y librólos de su ruina.
Dios habló por su santuario: alegraréme, repartiré á Sichêm, y mediré el valle de Succoth.
Mis rodillas están debilitadas á causa del ayuno, y mi carne desfallecida por falta de gordura.
Por lo cual no resbalará para siempre: en memoria eterna será el justo.
Oh Israel, confía en Jehová: él es su ayuda y su escudo.
Porque ha engrandecido sobre nosotros su misericordia; y la verdad de Jehováespara siempre. Aleluya.
ALEPH. BIENAVENTURADOS los perfectos de camino; los que andan en la ley de Jehová.
Allegádome he á tus testimonios; oh Jehová, no me avergüences.
Compañías de impíos me han robado: mas no me he olvidado de tu ley.
Por tu ordenación perseveran hasta hoy las cosas criadas; porque todas ellas te sirven.
AIN. Juicio y justicia he hecho; no me dejes á mis opresores.
Cercano estás tú, oh Jehová; y todos tus mandamientos son verdad.
¡Ay de mí, que peregrino en Mesech, y habito entre las tiendas de Kedar!
Nuestra alma escapó cual ave del lazo de los cazadores: quebróse el lazo, y escapamos nosotros.
De la cual no hinchió segador su mano, ni sus brazos el que hace gavillas.
A sus enemigos vestiré de confusión: mas sobre él florecerá su corona.
Alabad al Señor de los señores, porque para siempreessu misericordia.
Acuérdate, oh Jehová, de los hijos de Edom en el día de Jerusalem; quienes decían: Arrasadla, arrasadla hasta los cimientos.
Porque blasfemias dicen ellos contra ti: tus enemigos toman en vano tu nombre.
Cuando mi espíritu se angustiaba dentro de mí, tú conociste mi senda. En el camino en que andaba, me escondieron lazo.
Que nuestros bueyes estén fuertes para el trabajo; que no tengamos asalto, ni que hacer salida, ni grito de alarma en nuestras plazas.
Jehová abre los ojos á los ciegos; Jehová levanta á los caídos; Jehová ama á los justos.
El fuego y el granizo, la nieve y el vapor, el viento de tempestad que ejecuta su palabra;
Porque adorno de gracia serán á tu cabeza, y collares á tu cuello.
Porque Jehová da la sabiduría, y de su boca viene el conocimiento y la inteligencia.
Porque su mercadería es mejor que la mercadería de la plata, y sus frutos más que el oro fino.
Adorno de gracia dará á tu cabeza: corona de hermosura te entregará.
Y digas: ¡Cómo aborrecí el consejo, y mi corazón menospreció la reprensión;
El testigo falso que habla mentiras, y el que enciende rencillas entre los hermanos.
Sacrificios de paz había prometido, hoy he pagado mis votos;
Yo amo á los que me aman; y me hallan los que madrugando me buscan.
Porque por mí se aumentarán tus días, y años de vida se te añadirán.
Hacer abominación es como risa al insensato: mas el hombre entendido sabe.
Aunque llegue la mano á la mano, el malo no quedará sin castigo: mas la simiente de los justos escapará.
Engaño hay en el corazón de los que piensan mal: mas alegría en el de los que piensan bien.
El bueno dejará herederos á los hijos de los hijos; y el haber del pecador, para el justo está guardado.
El temor de Jehová es manantial de vida, para apartarse de los lazos de la muerte.
Los pensamientos son frustrados donde no hay consejo; mas en la multitud de consejeros se afirman.
Mejor es humillar el espíritu con los humildes, que partir despojos con los soberbios.
¿De qué sirve el precio en la mano del necio para comprar sabiduría, no teniendo entendimiento?
La suerte pone fin á los pleitos, y desparte los fuertes.
El perezoso esconde su mano en el seno: aun á su boca no la llevará.
Lazo es al hombre el devorar lo santo, y andar pesquisando después de los votos.
El deseo del perezoso le mata, porque sus manos no quieren trabajar.
No te entrometas con el iracundo, ni te acompañes con el hombre de enojos;
Alégrense tu padre y tu madre, y gócese la que te engendró.
Porque para el malo no habrá buen fin, y la candela de los impíos será apagada.
¿Hallaste la miel? come lo que te basta; no sea que te hartes de ella, y la vomites.
Como el que enloquece, y echa llamas y saetas y muerte,
El sepulcro y la perdición nunca se hartan: así los ojos del hombre nunca están satisfechos.
El que reprende al hombre, hallará después mayor gracia que el que lisonjea con la lengua.
El temor del hombre pondrá lazo: mas el que confía en Jehová será levantado.
La araña, ase con las manos, y está en palacios de rey.
Fortaleza y honor son su vestidura; y en el día postrero reirá.
Híceme estanques de aguas, para regar de ellos el bosque donde los árboles crecían.
Yo he visto el trabajo que Dios ha dado á los hijos de los hombres para que en él se ocupasen.
No te des priesa con tu boca, ni tu corazón se apresure á proferir palabra delante de Dios; porque Dios está en el cielo, y tú sobre la tierra: por tanto, sean pocas tus palabras.
Porque ¿quién sabe cuál es el bien del hombre en la vida, todos los días de la vida de su vanidad, los cuales él pasa como sombra? Porque ¿quién enseñará al hombre qué será después de él debajo del sol?
¿QUIÉN como el sabio? ¿y quién como el que sabe la declaración de las cosas? La sabiduría del hombre hará relucir su rostro, y mudaráse la tosquedad de su semblante.
Una pequeña ciudad, y pocos hombres en ella; y viene contra ella un gran rey, y cércala, y edifica contra ella grandes baluartes:
Por la mañana siembra tu simiente, y á la tarde no dejes reposar tu mano: porque tú no sabes cuál es lo mejor, si esto ó lo otro, ó si ambas á dos cosas son buenas.
Mientras que el rey estaba en su reclinatorio, mi nardo dió su olor.
Todos ellos tienen espadas, diestros en la guerra; cada uno su espada sobre su muslo, por los temores de la noche.
Su cabeza, como oro finísimo; sus cabellos crespos, negros como el cuervo.
Levantémonos de mañana á las viñas; veamos si brotan las vides, si se abre el cierne, si han florecido los granados; allí te daré mis amores.
Cuando extendiereis vuestras manos, yo esconderé de vosotros mis ojos: asimismo cuando multiplicareis la oración, yo no oiré: llenas están de sangre vuestras manos.
Y sobre todos los montes altos, y sobre todos los collados levantados;
Las ropas de remuda, los mantoncillos, los velos, y los alfileres;
¡Ay de los que á lo malo dicen bueno, y á lo bueno malo; que hacen de la luz tinieblas, y de las tinieblas luz; que ponen lo amargo por dulce, y lo dulce por amargo!
El Señor Jehová dice así: No subsistirá, ni será.
No digáis, Conjuración, á todas las cosas á que este pueblo dice, Conjuración; ni temáis lo que temen, ni tengáis miedo.
Cada uno hurtará á la mano derecha, y tendrá hambre; y comerá á la izquierda, y no se hartará: cada cual comerá la carne de su brazo:
Pasaron el vado; alojaron en Geba: Ramá tembló; Gabaa de Saúl huyó.
Yo mandé á mis santificados, asimismo llamé á mis valientes para mi ira, á los que se alegran con mi gloria.
Descendió al sepulcro tu soberbia, y el sonido de tus vihuelas: gusanos serán tu cama, y gusanos te cubrirán.
Y las aguas de Dimón se henchirán de sangre: porque yo pondré sobre Dimón añadiduras, leones á los que escaparen de Moab, y á las reliquias de la tierra.
Que envía mensajeros por la mar, y en navíos de junco sobre las aguas! Andad, ligeros mensajeros, á la gente tirada y repelada, al pueblo asombroso desde su principio y después; gente harta de esperar y hollada, cuya tierra destruyeron los ríos.
Porque Jehová de los ejércitos los bendecirá, diciendo: Bendito el pueblo mío Egipto, y el Asirio obra de mis manos, é Israel mi heredad.
Y acaeció que tus hermosos valles fueron llenos de carros, y los de á caballo acamparon á la puerta.
Y dijo: No te alegrarás más, oh tú, oprimida virgen hija de Sidón. Levántate para pasar á Chîttim; y aun allí no tendrás reposo.
JEHOVÁ, tú eres mi Dios: te ensalzaré, alabaré tu nombre; porque has hecho maravillas, los consejos antiguos, la verdad firme.
Tus muertos vivirán; junto con mi cuerpo muerto resucitarán. ¡Despertad y cantad, moradores del polvo! porque tu rocío, cual rocío de hortalizas; y la tierra echará los muertos.
Porque habéis dicho: Concierto tenemos hecho con la muerte, é hicimos acuerdo con la sepultura; cuando pasare el turbión del azote, no llegará á nosotros, pues que hemos puesto nuestra acogida en la mentira, y en la falsedad nos esconderemos:
Vuestra subversión ciertamente será reputada como el barro del alfarero. ¿La obra dirá de su hacedor, No me hizo; y dirá el vaso de aquel que lo ha formado, No entendió?
Entonces profanarás la cobertura de tus esculturas de plata, y la vestidura de tu vaciadizo de oro: las apartarás como trapo de menstruo: ¡Sal fuera! les dirás.
Días y años tendréis espanto, oh confiadas; porque la vendimia faltará, y la cosecha no acudirá.
Mira á Sión, ciudad de nuestras solemnidades: tus ojos verán á Jerusalem, morada de quietud, tienda que no será desarmada, ni serán arrancadas sus estacas, ni ninguna de sus cuerdas será rota.
No habrá allí león, ni bestia fiera subirá por él, ni allí se hallará, para que caminen los redimidos.
He aquí que yo doy en él un espíritu, y oirá un rumor, y volveráse á su tierra: y yo haré que en su tierra caiga á cuchillo.
Entonces Sennachêrib rey de Asiria partiéndose se fué, y volvióse, é hizo su morada en Nínive.
De tus hijos que hubieren salido de ti, y que engendraste, tomarán, y serán eunucos en el palacio del rey de Babilonia.
El da esfuerzo al cansado, y multiplica las fuerzas al que no tiene ningunas.
Miré, y no había ninguno; y pregunté de estas cosas, y ningún consejero hubo: preguntéles, y no respondieron palabra.
Porque en mis ojos fuiste de grande estima, fuiste honorable, y yo te amé: daré pues hombres por ti, y naciones por tu alma.
Así dice Jehová, Rey de Israel, y su Redentor, Jehová de los ejércitos: Yo el primero, y yo el postrero, y fuera de mí no hay Dios.
Rociad, cielos, de arriba, y las nubes destilen la justicia; ábrase la tierra, y prodúzcanse la salud y la justicia; háganse brotar juntamente. Yo Jehová lo crié.
Haré que se acerque mi justicia, no se alejará: y mi salud no se detendrá. Y pondré salud en Sión, y mi gloria en Israel.
Yo, yo hablé, y le llamé, y le traje; por tanto será prosperado su camino.
Y reyes serán tus ayos, y sus reinas tus amas de leche; el rostro inclinado á tierra te adorarán, y lamerán el polvo de tus pies: y conocerás que yo soy Jehová, que no se avergonzarán los que me esperan.
Y en tu boca he puesto mis palabras, y con la sombra de mi mano te cubrí, para que plantase los cielos y fundase la tierra, y que dijese á Sión: Pueblo mío eres tú.
De la cárcel y del juicio fué quitado; y su generación ¿quién la contará? Porque cortado fué de la tierra de los vivientes; por la rebelión de mi pueblo fué herido.
Como son más altos los cielos que la tierra, así son mis caminos más altos que vuestros caminos, y mis pensamientos más que vuestros pensamientos.
Y dirá: Allanad, allanad; barred el camino, quitad los tropiezos del camino de mi pueblo.
Por esto se alejó de nosotros el juicio, y no nos alcanzó justicia: esperamos luz, y he aquí tinieblas; resplandores, y andamos en oscuridad.
Nunca más se oirá en tu tierra violencia, destrucción ni quebrantamiento en tus términos; mas á tus muros llamarás Salud, y á tus puertas Alabanza.
Pisado he yo solo el lagar, y de los pueblos nadie fué conmigo: pisélos con mi ira, y hollélos con mi furor; y su sangre salpicó mis vestidos, y ensucié todas mis ropas.
Extendí mis manos todo el día á pueblo rebelde, el cual anda por camino no bueno, en pos de sus pensamientos;
Antes que estuviese de parto, parió; antes que le viniesen dolores parió hijo.
Y fué á mí palabra de Jehová segunda vez, diciendo: ¿Qué ves tú? Y dije: Yo veo una olla que hierve; y su haz está de la parte del aquilón.
Asna montés acostumbrada al desierto, que respira como quiere; ¿de su ocasión quién la detendrá? Todos los que la buscaren no se cansarán; hallaránla en su mes.
En aquel tiempo llamarán á Jerusalem Trono de Jehová, y todas las gentes se congregarán á ella en el nombre de Jehová en Jerusalem: ni andarán más tras la dureza de su corazón malvado.
Porque mi pueblo es necio; no me conocieron los hijos ignorantes y los no entendidos; sabios para mal hacer, y para bien hacer no supieron.
Oid ahora esto, pueblo necio y sin corazón, que tienen ojos y no ven, que tienen oídos y no oyen:
¿A qué viene para mí este incienso de Seba, y la buena caña olorosa de tierra lejana? Vuestros holocaustos no son á mi voluntad, ni vuestros sacrificios me dan gusto.
Por tanto, así ha dicho el Señor Jehová: He aquí que mi furor y mi ira se derrama sobre este lugar, sobre los hombres, sobre los animales, y sobre los árboles del campo, y sobre los frutos de la tierra; y encenderáse, y no se apagará.
Desde Dan se oyó el bufido de sus caballos: del sonido de los relinchos de sus fuertes tembló toda la tierra; y vinieron y devoraron la tierra y su abundancia, ciudad y moradores de ella.
Mas alábese en esto el que se hubiere de alabar: en entenderme y conocerme, que yo soy Jehová, que hago misericordia, juicio, y justicia en la tierra: porque estas cosas quiero, dice Jehová.
Y les dirás tú: Así dijo Jehová Dios de Israel: Maldito el varón que no obedeciere las palabras de este pacto,
Muchos pastores han destruído mi viña, hollaron mi heredad, tornaron en desierto y soledad mi heredad preciosa.
¿Mudará el negro su pellejo, y el leopardo sus manchas? Así también podréis vosotros hacer bien, estando habituados á hacer mal.
Y entregarélos á ser agitados por todos los reinos de la tierra, á causa de Manasés hijo de Ezechîas rey de Judá, por lo que hizo en Jerusalem.
Por tanto, yo os haré echar de esta tierra á tierra que ni vosotros ni vuestros padres habéis conocido, y allá serviréis á dioses ajenos de día y de noche; porque no os mostraré clemencia.
Ni saquéis carga de vuestras casas en el día del sábado, ni hagáis obra alguna: mas santificad el día del sábado, como mandé á vuestros padres;
Y saldrás al valle del hijo de Hinnom, que está á la entrada de la puerta oriental, y publicarás allí las palabras que yo te hablaré.
Porque no me mató en el vientre, y mi madre me hubiera sido mi sepulcro, y su vientre concebimiento perpetuo.
¿Reinarás porque te cercas de cedro? ¿no comió y bebió tu padre, é hizo juicio y justicia, y entonces le fué bien?
Por tanto, así ha dicho Jehová de los ejércitos contra aquellos profetas: He aquí que yo les hago comer ajenjos, y les haré beber aguas de hiel; porque de los profetas de Jerusalem salió la hipocresía sobre toda la tierra.
Así ha dicho Jehová Dios de Israel: Como á estos buenos higos, así conoceré la trasportación de Judá al cual eché de este lugar á tierra de Caldeos, para bien.
Y á todos los reyes de Zimri, y á todos los reyes de Elam, y á todos los reyes de Media;
Entonces se levantaron ciertos de los ancianos de la tierra, y hablaron á toda la junta del pueblo, diciendo:
Y ACONTECIÓ en el mismo año, en el principio del reinado de Sedechîas rey de Judá, en el año cuarto, en el quinto mes, que Hananías, hijo de Azur, profeta que era de Gabaón, me habló en la casa de Jehová delante de los sacerdotes y de todo el pueblo, diciendo:
Y seré hallado de vosotros, dice Jehová, y tornaré vuestra cautividad, y os juntaré de todas las gentes, y de todos los lugares adonde os arrojé, dice Jehová; y os haré volver al lugar de donde os hice ser llevados.
Porque así ha dicho Jehová: Desahuciado es tu quebrantamiento, y dificultosa tu llaga.
Escuchando, he oído á Ephraim que se lamentaba: Azotásteme, y fuí castigado como novillo indómito: conviérteme y seré convertido; porque tú eres Jehová mi Dios.
Y vino á mí Hanameel, hijo de mi tío, conforme á la palabra de Jehová, al patio de la cárcel, y díjome: Compra ahora mi heredad que está en Anathoth, en tierra de Benjamín, porque tuyo es el derecho de la herencia, y á ti compete la redención: cómprala para ti. Entonces conocí que era palabra de Jehová.
Y me serán por pueblo, y yo seré á ellos por Dios.
¿No has echado de ver lo que habla este pueblo diciendo: Dos familias que Jehová escogiera ha desechado? y han tenido en poco mi pueblo, hasta no tenerlos más por nación.
Mas ellos dijeron: No beberemos vino; porque Jonadab hijo de Rechâb nuestro padre nos mandó, diciendo: No beberéis jamás vino vosotros ni vuestros hijos:
Preguntaron luego á Baruch, diciendo: Cuéntanos ahora cómo escribiste de boca de Jeremías todas estas palabras.
Y los príncipes se airaron contra Jeremías, y azotáronle, y pusiéronle en prisión en la casa de Jonathán escriba, porque aquélla habían hecho casa de cárcel.
Y dijo Sedechîas á Jeremías: Nadie sepa estas palabras, y no morirás.
Vinieron luego á Gedalías en Mizpa, es á saber, Ismael hijo de Nethanías, y Johanán y Jonathán hijos de Carea, y Seraías hijo de Tanhumeth, y los hijos de Ephi Netophatita, y Jezanías hijo de Maachâti, ellos y sus hombres.
Y Jeremías profeta les dijo: Ya he oído. He aquí que voy á orar á Jehová vuestro Dios, como habéis dicho; y será que todo lo que Jehová os respondiere, os enseñaré: no os reservaré palabra.
Y pondré fuego á las casas de los dioses de Egipto; y las quemará, y á ellos llevará cautivos; y él se vestirá la tierra de Egipto, como el pastor se viste su capa, y saldrá de allá en paz.
Y esto tendréis por señal, dice Jehová, de que en este lugar os visito, para que sepáis que de cierto permanecerán mis palabras para mal sobre vosotros.
Avergonzóse la hija de Egipto; entregada será en mano del pueblo del aquilón.
Párate en el camino, y mira, oh moradora de Aroer: pregunta á la que va huyendo, y á la que escapó; dile: ¿Qué ha acontecido?
Por tanto, he aquí vienen días, ha dicho Jehová, en que haré oir en Rabba de los hijos de Ammón clamor de guerra; y será puesta en montón de asolamiento, y sus ciudades serán puestas á fuego, é Israel tomará por heredad á los que los tomaron á ellos, ha dicho Jehová.
Y serán sus camellos por presa, y la multitud de sus ganados por despojo; y esparcirélos por todos vientos, echados hasta el postrer rincón; y de todos sus lados les traeré su ruina, dice Jehová.
¡Cómo fué cortado y quebrado el martillo de toda la tierra! ¡cómo se tornó Babilonia en desierto entre las gentes!
Vaso de oro fué Babilonia en la mano de Jehová, que embriaga toda la tierra: de su vino bebieron las gentes; aturdiéronse por tanto las naciones.
Y será Babilonia para montones, morada de chacales, espanto y silbo, sin morador.
Y á causa de la ira de Jehová contra Jerusalem y Judá, fué el llegar á echarlos de su presencia: y rebelóse Sedechîas contra el rey de Babilonia.
Hízole mudar también los vestidos de su prisión, y comía pan delante de él siempre todos los días de su vida.
Desechó el Señor su altar, menospreció su santuario, ha entregado en mano del enemigo los muros de sus palacios: dieron grita en la casa de Jehová como en día de fiesta.
Hartóme de amarguras, embriagóme de ajenjos.
Raedura y abominación nos tornaste en medio de los pueblos.
Más dichosos fueron los muertos á cuchillo que los muertos del hambre; porque éstos murieron poco á poco por falta de los frutos de la tierra.
Por esto fué entristecido nuestro corazón, por esto se entenebrecieron nuestros ojos:
Y cuando se paraban y aflojaban sus alas, oíase voz de arriba de la expansión que había sobre sus cabezas.
Hijo del hombre, yo te he puesto por atalaya á la casa de Israel: oirás pues tú la palabra de mi boca, y amonestarlos has de mi parte.
Tomarás también de allí unos pocos por cuenta, y los atarás en el canto de tu ropa.
Y tú, hijo del hombre, así ha dicho el Señor Jehová á la tierra de Israel: El fin, el fin viene sobre los cuatro cantones de la tierra.
Y díjome: Hijo del hombre, alza ahora tus ojos hacia el lado del aquilón. Y alcé mis ojos hacia el lado del aquilón, y he aquí al aquilón, junto á la puerta del altar, la imagen del celo en la entrada.
Y aconteció que, como mandó al varón vestido de lienzos, diciendo: Toma fuego de entre las ruedas, de entre los querubines, él entró, y paróse entre las ruedas.
Y fué á mí palabra de Jehová, diciendo:
Y dirás al pueblo de la tierra: Así ha dicho el Señor Jehová sobre los moradores de Jerusalem, y sobre la tierra de Israel: Su pan comerán con temor, y con espanto beberán su agua; porque su tierra será asolada de su multitud, por la maldad de todos los que en ella moran.
Romperé asimismo vuestros veletes, y libraré mi pueblo de vuestra mano, y no estarán más en vuestra mano para caza; y sabréis que yo soy Jehová.
He aquí que cuando estaba entero no era para obra alguna: ¿cuánto menos después que el fuego lo hubiere consumido, y fuere quemado? ¿será más para alguna obra?
Por tanto, he aquí que yo extendí sobre ti mi mano, y disminuí tu provisión ordinaria, y te entregué á la voluntad de las hijas de los Filisteos que te aborrecen, las cuales se avergüenzan de tu camino deshonesto.
Antes que tu maldad se descubriese, como en el tiempo de la vergüenza de las hijas de Siria y de todas las hijas de los Filisteos alrededor, que te menosprecian en contorno.
Y sabrán todos los árboles del campo que yo Jehová abatí el árbol sublime, levanté el árbol bajo, hice secar el árbol verde, é hice reverdecer el árbol seco. Yo Jehová hablé é hice.
Por tanto, yo os juzgaré á cada uno según sus caminos, oh casa de Israel, dice el Señor Jehová. Convertíos, y volveos de todas vuestras iniquidades; y no os será la iniquidad causa de ruina.
Pero en atención á mi nombre hice porque no se infamase á la vista de las gentes, delante de cuyos ojos los saqué.
Y sabréis que yo soy Jehová cuando hiciere con vosotros por amor de mi nombre, no según vuestros caminos malos, ni según vuestras perversas obras, oh casa de Israel, dice el Señor Jehová.
Y tú, profano é impío príncipe de Israel, cuyo día vino en el tiempo de la consumación de la maldad;
Y fué á mí palabra de Jehová, diciendo:
Por tanto, Aholibah, así ha dicho el Señor Jehová: He aquí que yo despierto tus amantes contra ti, de los cuales se hartó tu deseo, y yo les haré venir contra ti en derredor;
Y habla á la casa de rebelión por parábola, y diles: Así ha dicho el Señor Jehová: Pon una olla, ponla, y echa también en ella agua:
Porque así ha dicho el Señor Jehová: Por cuanto tú batiste tus manos, y pateaste, y te gozaste del alma en todo tu menosprecio sobre la tierra de Israel;
Porque así ha dicho el Señor Jehová: Yo te tornaré ciudad asolada, como las ciudades que no se habitan; haré subir sobre ti el abismo, y las muchas aguas te cubrirán.
Al estrépito de las voces de tus marineros temblarán los arrabales.
Y dirás: Así ha dicho el Señor Jehová: He aquí yo contra ti, oh Sidón, y en medio de ti seré glorificado: y sabrán que yo soy Jehová, cuando hiciere en ella juicios, y en ella me santificare.
Etiopía, y Libia, y Lidia, y todo el conjunto de pueblo, y Chûb, y los hijos de la tierra de la liga, caerán con ellos á cuchillo.
Hícelo hermoso con la multitud de sus ramas; y todos los árboles de Edén, que estaban en el huerto de Dios, tuvieron de él envidia.
De en medio del infierno hablarán á él los fuertes de los fuertes, con los que le ayudaron, que descendieron, y yacen con los incircuncisos muertos á cuchillo.
Y cuando el impío se apartare de su impiedad, é hiciere juicio y justicia, vivirá por ello.
Yo buscaré la perdida, y tornaré la amontada, y ligaré la perniquebrada, y corroboraré la enferma: mas á la gruesa y á la fuerte destruiré. Yo las apacentaré en juicio.
Como te alegraste sobre la heredad de la casa de Israel, porque fué asolada, así te haré á ti: asolado será el monte de Seir, y toda Idumea, toda ella; y sabrán que yo soy Jehová.
Multiplicaré asimismo el fruto de los árboles, y el fruto de los campos, porque nunca más recibáis oprobio de hambre entre las gentes.
Y los haré una nación en la tierra, en los montes de Israel; y un rey será á todos ellos por rey: y nunca más serán dos naciones, ni nunca más serán divididos en dos reinos:
TÚ pues, hijo del hombre, profetiza contra Gog, y di: Así ha dicho el Señor Jehová: He aquí yo contra ti, oh Gog, príncipe de la cabecera de Mesech y Tubal:
En visiones de Dios me llevó á la tierra de Israel, y púsome sobre un monte muy alto, sobre el cual había como edificio de una ciudad al mediodía.
Y llevóme al atrio interior hacia el oriente, y midió la puerta conforme á estas medidas.
Y midió la casa, cien codos de largo: y el apartamiento, y el edificio, y sus paredes, de longitud de cien codos;
Midió al lado del norte, quinientas cañas de la caña de medir alrededor.
Y acabados estos días, al octavo día, y en adelante, sacrificarán los sacerdotes sobre el altar vuestros holocaustos y vuestros pacíficos; y me seréis aceptos, dice el Señor Jehová.
Y las primicias de todos los primeros de todo, y toda ofrenda de todo lo que se ofreciere de todas vuestras ofrendas, será de los sacerdotes: daréis asimismo las primicias de todas vuestras masas al sacerdote, para que haga reposar la bendición en vuestras casas.
Y el holocausto que el príncipe ofrecerá á Jehová el día del sábado, será seis corderos sin defecto, y un carnero sin tacha:
Y será que junto á él estarán pescadores; y desde En-gadi hasta En-eglaim será tendedero de redes: en su clase será su pescado como el pescado de la gran mar, mucho en gran manera.
Y el ejido de la ciudad será al norte de doscientas y cincuenta cañas, y al mediodía de doscientas y cincuenta, y al oriente de doscientas y cincuenta, y de doscientas y cincuenta al occidente.
Prueba, te ruego, tus siervos diez días, y dennos legumbres á comer, y agua á beber.
Y él es el que muda los tiempos y las oportunidades: quita reyes, y pone reyes: da la sabiduría á los sabios, y la ciencia á los entendidos:
Y envió el rey Nabucodonosor á juntar los grandes, los asistentes y capitanes, oidores, receptores, los del consejo, presidentes, y á todos los gobernadores de las provincias, para que viniesen á la dedicación de la estatua que el rey Nabucodonosor había levantado.
Las señales y milagros que el alto Dios ha hecho conmigo, conviene que yo las publique.
Y de entre los hombres te echan, y con las bestias del campo será tu morada, y como á los bueyes te apacentarán: y siete tiempos pasarán sobre ti, hasta que conozcas que el Altísimo se enseñorea en el reino de los hombres, y á quien él quisiere lo da.
Y la escritura que esculpió es: MENE, MENE, TEKEL, UPHARSIN.
Y mandándolo el rey fueron traídos aquellos hombres que habían acusado á Daniel, y fueron echados en el foso de los leones, ellos, sus hijos, y sus mujeres; y aun no habían llegado al suelo del foso, cuando los leones se apoderaron de ellos, y quebrantaron todos sus huesos.
Empero se sentará el juez, y quitaránle su señorío, para que sea destruído y arruinado hasta el extremo;
EN el año primero de Darío hijo de Assuero, de la nación de los Medos, el cual fué puesto por rey sobre el reino de los Caldeos;
Y á los veinte y cuatro días del mes primero estaba yo á la orilla del gran río Hiddekel;
Y el rey del norte volverá á poner en campo mayor multitud que primero, y á cabo del tiempo de años vendrá á gran priesa con grande ejército y con muchas riquezas.
Y se apoderará de los tesoros de oro y plata, y de todas las cosas preciosas de Egipto, de Libia, y Etiopía por donde pasará.
Ni tendré misericordia de sus hijos: porque son hijos de fornicaciones.
Mi pueblo fué talado, porque le faltó sabiduría. Porque tú desechaste la sabiduría, yo te echaré del sacerdocio: y pues que olvidaste la ley de tu Dios, también yo me olvidaré de tus hijos.
Darános vida después de dos días: al tercer día nos resucitará, y viviremos delante de él.
Tu becerro, oh Samaria, te hizo alejar; encendióse mi enojo contra ellos, hasta que no pudieron alcanzar inocencia.
Han hablado palabras jurando en vano al hacer alianza: por tanto, el juicio florecerá como ajenjo en los surcos del campo.
Es mercader que tiene en su mano peso falso, amador de opresión.
Ephraim dirá: ¿Qué más tendré ya con los ídolos? Yo lo oiré, y miraré; yo seré á él como la haya verde: de mí será hallado tu fruto.
Irán por la ciudad, correrán por el muro, subirán por las casas, entrarán por las ventanas á manera de ladrones.
He aquí los levantaré yo del lugar donde los vendisteis, y volveré vuestra paga sobre vuestra cabeza:
ASÍ ha dicho Jehová: Por tres pecados de Moab, y por el cuarto, no desviaré su castigo; porque quemó los huesos del rey de Idumea hasta tornarlos en cal.
Y heriré la casa del invierno con la casa del verano, y las casas de marfil perecerán; y muchas casas serán arruinadas, dice Jehová.
Y en todas las viñas habrá llanto; porque pasaré por medio de ti, dice Jehová.
Arrepintióse Jehová de esto: No será esto tampoco, dijo el Señor Jehová.
El Señor Jehová de los ejércitosesel que toca la tierra, y se derretirá, y llorarán todos los que en ella moran: y subirá toda como un río, y hundiráse luego como el río de Egipto.
Y los cautivos de aqueste ejército de los hijos de Israel poseerán lo de los Cananeos hasta Sarepta; y los cautivos de Jerusalem, que están en Sepharad, poseerán las ciudades del mediodía.
Y levantóse Jonás, y fué á Nínive, conforme á la palabra de Jehová. Y era Nínive ciudad sobremanera grande, de tres días de camino.
Porque la moradora de Maroth tuvo dolor por el bien; por cuanto el mal descendió de Jehová hasta la puerta de Jerusalem.
Y ACONTECERÁ en los postreros tiempos, que el monte de la casa de Jehová será constituído por cabecera de montes, y más alto que los collados, y correrán á él pueblos.
Pueblo mío, ¿qué te he hecho, ó en qué te he molestado? Responde contra mí.
Lamerán el polvo como la culebra; como las serpientes de la tierra, temblarán en sus encierros: despavorirse han de Jehová nuestro Dios, y temerán de ti.
El león arrebataba en abundancia para sus cachorros, y ahogaba para sus leonas, y henchía de presa sus cavernas, y de robo sus moradas.
Y escarnecerá de los reyes, y de los príncipes hará burla: reiráse de toda fortaleza, y amontonará polvo, y la tomará.
Dios vendrá de Temán, y el Santo del monte de Parán. (Selah.) Su gloria cubrió los cielos, y la tierra se llenó de su alabanza.
Cercano está el día grande de Jehová, cercano y muy presuroso; voz amarga del día de Jehová; gritará allí el valiente.
En aquel día no serás avergonzada por ninguna de tus obras con que te rebelaste contra mí; porque entonces quitaré de en medio de ti los que se alegran en tu soberbia, y nunca más te ensoberbecerás del monte de mi santidad.
Porque así dice Jehová de los ejércitos: De aquí á poco aun haré yo temblar los cielos y la tierra, y la mar y la seca:
Y Jehová respondió buenas palabras, palabras consolatorias á aquel ángel que hablaba conmigo.
Porque he aquí aquella piedra que puse delante de Josué; sobre esta única piedra hay siete ojos: he aquí, yo grabaré su escultura, dice Jehová de los ejércitos, y quitaré el pecado de la tierra en un día.
Respondí entonces, y dije al ángel que conmigo hablaba: Señor mío, ¿qué es esto?
Y las calles de la ciudad serán llenas de muchachos y muchachas, que jugarán en las calles.
Tornaos á la fortaleza, oh presos de esperanza: hoy también os anuncio que os daré doblado.
Y díjome Jehová: Echalo al tesorero, hermoso precio con que me han apreciado. Y tomé las treinta piezas de plata, y echélas en la casa de Jehová al tesorero.
Después saldrá Jehová, y peleará con aquellas gentes, como peleó el día de la batalla.
Y vosotros lo habéis profanado cuando decís: Inmunda es la mesa de Jehová; y cuando hablan que su alimento es despreciable.
Increparé también por vosotros al devorador, y no os corromperá el fruto de la tierra; ni vuestra vid en el campo abortará, dice Jehová de los ejércitos.
De manera que todas las generaciones desde Abraham hasta David son catorce generaciones: y desde David hasta la transmigración de Babilonia, catorce generaciones: y desde la transmigración de Babilonia hasta Cristo, catorce generaciones.
Y oyendo que Archelao reinaba en Judea en lugar de Herodes su padre, temió ir allá: mas amonestado por revelación en sueños, se fué á las partes de Galilea.
Mas oyendo Jesús que Juan era preso, se volvió á Galilea;
No penséis que he venido para abrogar la ley ó los profetas: no he venido para abrogar, sino á cumplir.
Y si abrazareis á vuestros hermanos solamente, ¿qué hacéis de más? ¿no hacen también así los Gentiles?
Mas os digo, que ni aun Salomón con toda su gloria fué vestido así como uno de ellos.
Y descendió lluvia, y vinieron ríos, y soplaron vientos, y combatieron aquella casa; y no cayó: porque estaba fundada sobre la peña.
Y él les dice: ¿Por qué teméis, hombres de poca fe? Entonces, levantándose, reprendió á los vientos y á la mar; y fué grande bonanza.
Mas Jesús volviéndose, y mirándola, dijo: Confía, hija, tu fe te ha salvado. Y la mujer fué salva desde aquella hora.
Y cualquiera que no os recibiere, ni oyere vuestras palabras, salid de aquella casa ó ciudad, y sacudid el polvo de vuestros pies.
Y oyendo Juan en la prisión los hechos de Cristo, le envió dos de sus discípulos,
Y viéndolo los Fariseos, le dijeron: He aquí tus discípulos hacen lo que no es lícito hacer en sábado.
Y cualquiera que hablare contra el Hijo del hombre, le será perdonado: mas cualquiera que hablare contra el Espíritu Santo, no le será perdonado, ni en este siglo, ni en el venidero.
Porque á cualquiera que tiene, se le dará, y tendrá más; pero al que no tiene, aun lo que tiene le será quitado.
Y los echarán en el horno de fuego: allí será el lloro y el crujir de dientes.
Y saliendo Jesús, vió un gran gentío, y tuvo compasión de ellos, y sanó á los que de ellos había enfermos.
Este pueblo de labios me honra; mas su corazón lejos está de mí.
Y eran los que habían comido, cuatro mil hombres, sin las mujeres y los niños.
Y DESPUÉS de seis días, Jesús toma á Pedro, y á Jacobo, y á Juan su hermano, y los lleva aparte á un monte alto:
Así que, cualquiera que se humillare como este niño, éste es el mayor en el reino de los cielos.
Entonces su señor, enojado, le entregó á los verdugos, hasta que pagase todo lo que le debía.
Y cualquiera que dejare casas, ó hermanos, ó hermanas, ó padre, ó madre, ó mujer, ó hijos, ó tierras, por mi nombre, recibirá cien veces tanto, y heredará la vida eterna.
Entonces saliendo ellos de Jericó, le seguía gran compañía.
El bautismo de Juan, ¿de dónde era? ¿del cielo, ó de los hombres? Ellos entonces pensaron entre sí, diciendo: Si dijéremos, del cielo, nos dirá: ¿Por qué pues no le creísteis?
Id pues á las salidas de los caminos, y llamad á las bodas á cuantos hallareis.
Y el segundo es semejante á éste: Amarás á tu prójimo como á ti mismo.
¡Ay de vosotros, escribas y Fariseos, hipócritas! porque diezmáis la menta y el eneldo y el comino, y dejasteis lo que es lo más grave de la ley, es á saber, el juicio y la misericordia y la fe: esto era menester hacer, y no dejar lo otro.
Y será predicado este evangelio del reino en todo el mundo, por testimonio á todos los Gentiles; y entonces vendrá el fin.
Por tanto, también vosotros estad apercibidos; porque el Hijo del hombre ha de venir á la hora que no pensáis.
Su señor le dijo: Bien, buen siervo y fiel; sobre poco has sido fiel, sobre mucho te pondré: entra en el gozo de tu señor.
Vino á él una mujer, teniendo un vaso de alabastro de ungüento de gran precio, y lo derramó sobre la cabeza de él, estando sentado á la mesa.
Y tomando á Pedro, y á los dos hijos de Zebedeo, comenzó á entristecerse y á angustiarse en gran manera.
Entonces le escupieron en el rostro, y le dieron de bofetadas; y otros le herían con mojicones,
Pilato les dijo: ¿Qué pues haré de Jesús que se dice el Cristo? Dícenle todos: Sea crucificado.
Y abriéronse los sepulcros, y muchos cuerpos de santos que habían dormido, se levantaron;
Mas los once discípulos se fueron á Galilea, al monte donde Jesús les había ordenado.
Y el espíritu inmundo, haciéndole pedazos, y clamando á gran voz, salió de él.
A ti te digo: Levántate, y toma tu lecho, y vete á tu casa.
Y subió al monte, y llamó á sí á los que él quiso; y vinieron á él.
Y otra parte cayó en buena tierra, y dió fruto, que subió y creció: y llevó uno á treinta, y otro á sesenta, y otro á ciento.
Y él estaba en la popa, durmiendo sobre un cabezal, y le despertaron, y le dicen: ¿Maestro, no tienes cuidado que perecemos?
Como oyó hablar de Jesús, llegó por detrás entre la compañía, y tocó su vestido.
Y oyó el rey Herodes la fama de Jesús, porque su nombre se había hecho notorio; y dijo: Juan el que bautizaba, ha resucitado de los muertos, y por tanto, virtudes obran en él.
Y los que comieron eran cinco mil hombres.
Y díjoles: ¿También vosotros estáis así sin entendimiento? ¿No entendéis que todo lo de fuera que entra en el hombre, no le puede contaminar;
Y vinieron los Fariseos, y comenzaron á altercar con él, pidiéndole señal del cielo, tentándole.
Y sus vestidos se volvieron resplandecientes, muy blancos, como la nieve; tanto que ningún lavador en la tierra los puede hacer tan blancos.
Y llegó á Capernaum; y así que estuvo en casa, les preguntó: ¿Qué disputabais entre vosotros en el camino?
Y le presentaban niños para que los tocase; y los discípulos reñían á los que los presentaban.
Mas no será así entre vosotros: antes cualquiera que quisiere hacerse grande entre vosotros, será vuestro servidor;
Entonces Pedro acordándose, le dice: Maestro, he aquí la higuera que maldijiste, se ha secado.
Entonces vienen á él los Saduceos, que dicen que no hay resurrección, y le preguntaron, diciendo:
Dinos, ¿cuándo serán estas cosas? ¿y qué señal habrá cuando todas estas cosas han de cumplirse?
Como el hombre que partiéndose lejos, dejó su casa, y dió facultad á sus siervos, y á cada uno su obra, y al portero mandó que velase:
Jesús entonces les dice: Todos seréis escandalizados en mí esta noche; porque escrito está: Heriré al pastor, y serán derramadas las ovejas.
Entonces levantándose unos, dieron falso testimonio contra él, diciendo:
Y Pilato, queriendo satisfacer al pueblo, les soltó á Barrabás, y entregó á Jesús, después de azotarle, para que fuese crucificado.
Y enterado del centurión, dió el cuerpo á José:
Y aconteció que ejerciendo Zacarías el sacerdocio delante de Dios por el orden de su vez,
Entonces María dijo: He aquí la sierva del Señor; hágase á mí conforme á tu palabra. Y el ángel partió de ella.
Bendito el Señor Dios de Israel, que ha visitado y hecho redención á su pueblo,
Y todos los que oyeron, se maravillaron de lo que los pastores les decían.
Y cuando le vieron, se maravillaron; y díjole su madre: Hijo, ¿por qué nos has hecho así? He aquí, tu padre y yo te hemos buscado con dolor.
Que fué de Naggai, que fué de Maat, que fué de Mattathías, que fué de Semei, que fué de José, que fué de Judá,
El Espíritu del Señor es sobre mí, por cuanto me ha ungido para dar buenas nuevas á los pobres: me ha enviado para sanar á los quebrantados de corazón; para pregonar á los cautivos libertad, y á los ciegos vista; para poner en libertad á los quebrantados:
Y como cesó de hablar, dijo á Simón: Tira á alta mar, y echad vuestras redes para pescar.
Y él les dijo: ¿Podéis hacer que los que están de bodas ayunen, entre tanto que el esposo está con ellos?
¡Ay de vosotros, los que estáis hartos! porque tendréis hambre. ¡Ay de vosotros, los que ahora reís! porque lamentaréis y lloraréis.
Y Jesús fué con ellos. Mas como ya no estuviesen lejos de su casa, envió el centurión amigos á él, diciéndole: Señor, no te incomodes, que no soy digno que entres debajo de mi tejado;
Y le rogó uno de los Fariseos, que comiese con él. Y entrado en casa del Fariseo, sentóse á la mesa.
Ninguno que enciende la antorcha la cubre con vasija, ó la pone debajo de la cama; mas la pone en un candelero, para que los que entran vean la luz.
Y Jesús dijo: Me ha tocado alguien; porque yo he conocido que ha salido virtud de mí.
Y les dijo: ¿Y vosotros, quién decís que soy? Entonces respondiendo Simón Pedro, dijo: El Cristo de Dios.
Jesús le dijo: No se lo prohibáis; porque el que no es contra nosotros, por nosotros es.
Y les dijo: Yo veía á Satanás, como un rayo, que caía del cielo.
Porque un amigo mío ha venido á mí de camino, y no tengo qué ponerle delante;
Así que, siendo todo tu cuerpo resplandeciente, no teniendo alguna parte de tinieblas, será todo luminoso, como cuando una antorcha de resplandor te alumbra.
Porque el Espíritu Santo os enseñará en la misma hora lo que será necesario decir.
Y dijo el Señor: ¿Quién es el mayordomo fiel y prudente, al cual el señor pondrá sobre su familia, para que á tiempo les dé su ración?
Y puso las manos sobre ella; y luego se enderezó, y glorificaba á Dios.
Cuando fueres convidado de alguno á bodas, no te sientes en el primer lugar, no sea que otro más honrado que tú esté por él convidado,
Y él les propuso esta parábola, diciendo:
Y DIJO también á sus discípulos: Había un hombre rico, el cual tenía un mayordomo, y éste fué acusado delante de él como disipador de sus bienes.
Mas Abraham le dijo: Si no oyen á Moisés y á los profetas, tampoco se persuadirán, si alguno se levantare de los muertos.
Como esto será el día en que el Hijo del hombre se manifestará.
Entonces él, oídas estas cosas, se puso muy triste, porque era muy rico.
Porque el Hijo del hombre vino á buscar y á salvar lo que se había perdido.
Y él respondiendo, les dijo: Os digo que si éstos callaren, las piedras clamarán.
¿Nos es lícito dar tributo á César, ó no?
Y á unos que decían del templo, que estaba adornado de hermosas piedras y dones, dijo:
Porque como un lazo vendrá sobre todos los que habitan sobre la faz de toda la tierra.
Porque, ¿cuál es mayor, el que se sienta á la mesa, ó el que sirve? ¿No es el que se sienta á la mesa? Y yo soy entre vosotros como el que sirve.
Entonces él lo negó, diciendo: Mujer, no le conozco.
Le soltaré, pues, castigado.
Entonces Jesús, clamando á gran voz, dijo: Padre, en tus manos encomiendo mi espíritu. Y habiendo dicho esto, espiró.
Y cómo le entregaron los príncipes de los sacerdotes y nuestros príncipes á condenación de muerte, y le crucificaron.
Y sacólos fuera hasta Bethania, y alzando sus manos, los bendijo.
Este es el que ha de venir tras mí, el cual es antes de mí: del cual yo no soy digno de desatar la correa del zapato.
Y estaban allí seis tinajuelas de piedra para agua, conforme á la purificación de los Judíos, que cabían en cada una dos ó tres cántaros.
De cierto, de cierto te digo, que lo que sabemos hablamos, y lo que hemos visto, testificamos; y no recibís nuestro testimonio.
Vino, pues, á una ciudad de Samaria que se llamaba Sichâr, junto á la heredad que Jacob dió á José su hijo.
¿No decís vosotros: Aun hay cuatro meses hasta que llegue la siega? He aquí os digo: Alzad vuestros ojos, y mirad las regiones, porque ya están blancas para la siega.
Respondióles: El que me sanó, él mismo me dijo: Toma tu lecho y anda.
Gloria de los hombres no recibo.
Como vió pues la gente que Jesús no estaba allí, ni sus discípulos, entraron ellos en las navecillas, y vinieron á Capernaum buscando á Jesús.
El que come mi carne y bebe mi sangre, tiene vida eterna: y yo le resucitaré en el día postrero.
Mas ninguno hablaba abiertamente de él, por miedo de los Judíos.
Así que había disensión entre la gente acerca de él.
Estas palabras habló Jesús en el lugar de las limosnas, enseñando en el templo: y nadie le prendió; porque aun no había venido su hora.
Y no busco mi gloria: hay quien la busque, y juzgue.
Mas cómo vea ahora, no sabemos; ó quién le haya abierto los ojos, nosotros no lo sabemos; él tiene edad, preguntadle á él; él hablará de sí.
El ladrón no viene sino para hurtar, y matar, y destruir: yo he venido para que tengan vida, y para quelatengan en abundancia.
Y volvióse tras el Jordán, á aquel lugar donde primero había estado bautizando Juan; y estúvose allí.
Y esto dicho, fuése, y llamó en secreto á María su hermana, diciendo: El Maestro está aquí y te llama.
Y JESÚS, seis días antes de la Pascua, vino á Bethania, donde estaba Lázaro, que había sido muerto, al cual había resucitado de los muertos.
Ahora es el juicio de este mundo: ahora el príncipe de este mundo será echado fuera.
Porque sabía quién le había de entregar; por eso dijo: No estáis limpios todos.
Y si me fuere, y os aparejare lugar, vendré otra vez, y os tomaré á mí mismo: para que donde yo estoy, vosotros también estéis.
Todo pámpano que en mí no lleva fruto, le quitará: y todo aquel que lleva fruto, le limpiará, para que lleve más fruto.
Mas ahora voy al que me envió; y ninguno de vosotros me pregunta: ¿Adónde vas?
Como le has dado la potestad de toda carne, para que dé vida eterna á todos los que le diste.
Y como les dijo, Yo soy, volvieron atrás, y cayeron en tierra.
Respondió Jesús: Mi reino no es de este mundo: si de este mundo fuera mi reino, mis servidores pelearían para que yo no fuera entregado á los Judíos: ahora, pues, mi reino no es de aquí.
Y como vió Jesús á la madre, y al discípulo que él amaba, que estaba presente, dice á su madre: Mujer, he ahí tu hijo.
Y como hubo dicho esto, volvióse atrás, y vió á Jesús que estaba allí; mas no sabía que era Jesús.
Viene pues Jesús, y toma el pan, y les da; y asimismo del pez.
Este, pues, adquirió un campo del salario de su iniquidad, y colgándose, reventó por medio, y todas sus entrañas se derramaron.
Varones Israelitas, oid estas palabras: Jesús Nazareno, varón aprobado de Dios entre vosotros en maravillas y prodigios y señales, que Dios hizo por él en medio de vosotros, como también vosotros sabéis;
Entonces él estuvo atento á ellos, esperando recibir de ellos algo.
Pues que somos hoy demandados acerca del beneficio hecho á un hombre enfermo, de qué manera éste haya sido sanado,
Y defraudó del precio, sabiéndolo también su mujer; y trayendo una parte, púsola á los pies de los apóstoles.
Y nosotros somos testigos suyos de estas cosas, y también el Espíritu Santo, el cual ha dado Dios á los que le obedecen.
Y no le dió herencia en ella, ni aun para asentar un pie: mas le prometió que se la daría en posesión, y á su simiente después de él, no teniendo hijo.
A este Moisés, al cual habían rehusado, diciendo: ¿Quién te ha puesto por príncipe y juez? á éste envió Dios por príncipe y redentor con la mano del ángel que le apareció en la zarza.
Entonces Felipe, descendiendo á la ciudad de Samaria, les predicaba á Cristo.
Entonces Felipe, abriendo su boca, y comenzando desde esta escritura, le anunció el evangelio de Jesús.
Entonces los discípulos, tomándole de noche, le bajaron por el muro en una espuerta.
En el cual había de todos los animales cuadrúpedos de la tierra, y reptiles, y aves del cielo.
Y nos mandó que predicásemos al pueblo, y testificásemos que él es el que Dios ha puesto por Juez de vivos y muertos.
Porque era varón bueno, y lleno de Espíritu Santo y de fe: y mucha compañía fué agregada al Señor.
Mas la palabra del Señor crecía y era multiplicada.
Y habiendo cumplido todas las cosas que de él estaban escritas, quitándolo del madero, lo pusieron en el sepulcro.
Y allí predicaban el evangelio.
Y ninguna diferencia hizo entre nosotros y ellos, purificando con la fe sus corazones.
Y hubo tal contención entre ellos, que se apartaron el uno del otro; y Bernabé tomando á Marcos, navegó á Cipro.
Mas Pablo clamó á gran voz, diciendo: No te hagas ningún mal; que todos estamos aquí.
Y algunos filósofos de los Epicúreos y de los Estóicos, disputaban con él; y unos decían: ¿Qué quiere decir este palabrero? Y otros: Parece que es predicador de nuevos dioses: porque les predicaba á Jesús y la resurrección.
Y comenzando Pablo á abrir la boca, Galión dijo á los Judíos: Si fuera algún agravio ó algún crimen enorme, oh Judíos, conforme á derecho yo os tolerara:
Y el hombre en quien estaba el espíritu malo, saltando en ellos, y enseñoreándose de ellos, pudo más que ellos, de tal manera que huyeron de aquella casa desnudos y heridos.
Y nosotros, pasados los días de los panes sin levadura, navegamos de Filipos y vinimos á ellos á Troas en cinco días, donde estuvimos siete días.
Y como hubo dicho estas cosas, se puso de rodillas, y oró con todos ellos.
Dando voces: Varones Israelitas, ayudad: Este es el hombre que por todas partes enseña á todos contra el pueblo, y la ley, y este lugar; y además de esto ha metido Gentiles en el templo, y ha contaminado este lugar santo.
Y le vi que me decía: Date prisa, y sal prestamente fuera de Jerusalem; porque no recibirán tu testimonio de mí.
El entonces tomándole, le llevó al tribuno, y dijo: El preso Pablo, llamándome, me rogó que trajese á ti este mancebo, que tiene algo que hablarte.
Ni te pueden probar las cosas de que ahora me acusan.
A los cuales respondí, no ser costumbre de los Romanos dar alguno á la muerte antes que el que es acusado tenga presentes sus acusadores, y haya lugar de defenderse de la acusación.
Por lo cual, oh rey Agripa, no fuí rebelde á la visión celestial:
El cual tomado, usaban de remedios, ciñendo la nave; y teniendo temor de que diesen en la Sirte, abajadas las velas, eran así llevados.
Entonces habiendo Pablo recogido algunos sarmientos, y puéstolos en el fuego, una víbora, huyendo del calor, le acometió á la mano.
Que él había antes prometido por sus profetas en las santas Escrituras,
Que, habiendo entendido el juicio de Dios que los que hacen tales cosas son dignos de muerte, no sólo las hacen, mas aun consienten á los que las hacen.
¿QUÉ, pues, tiene más el Judío? ¿ó qué aprovecha la circuncisión?
¿Luego deshacemos la ley por la fe? En ninguna manera; antes establecemos la ley.
Y la esperanza no avergüenza; porque el amor de Dios está derramado en nuestros corazones por el Espíritu Santo que nos es dado.
Porque el pecado no se enseñoreará de vosotros; pues no estáis bajo la ley, sino bajo la gracia.
Así que, queriendo yo hacer el bien, hallo esta ley: Que el mal está en mí.
Y asimismo también el Espíritu ayuda nuestra flaqueza: porque qué hemos de pedir como conviene, no lo sabemos; sino que el mismo Espíritu pide por nosotros con gemidos indecibles.
Porque la Escritura dice de Faraón: Que para esto mismo te he levantado, para mostrar en ti mi potencia, y que mi nombre sea anunciado por toda la tierra.
¿Cómo, pues invocarán á aquel en el cual no han creído? ¿y cómo creerán á aquel de quien no han oído? ¿y cómo oirán sin haber quien les predique?
Y aun ellos, si no permanecieren en incredulidad, serán ingeridos; que poderoso es Dios para volverlos á ingerir.
No paguéis á nadie mal por mal; procurad lo bueno delante de todos los hombres.
De manera que, cada uno de nosotros dará á Dios razón de sí.
Con potencia de milagros y prodigios, en virtud del Espíritu de Dios: de manera que desde Jerusalem, y por los alrededores hasta Ilírico, he llenado todo del evangelio de Cristo.
Saludaos los unos á los otros con ósculo santo. Os saludan todas las iglesias de Cristo.
Porque está escrito: Destruiré la sabiduría de los sabios, y desecharé la inteligencia de los entendidos.
Os dí á beber leche, y no vianda: porque aun no podíais, ni aun podéis ahora;
Porque á lo que pienso, Dios nos ha mostrado á nosotros los apóstoles por los postreros, como á sentenciados á muerte: porque somos hechos espectáculo al mundo, y á los ángeles, y á los hombres.
Para avergonzaros lo digo. ¿Pues qué, no hay entre vosotros sabio, ni aun uno que pueda juzgar entre sus hermanos;
Pero si el infiel se aparta, apártese: que no es el hermano ó la hermana sujeto á servidumbre en semejantecaso; antes á paz nos llamó Dios.
Porque aunque haya algunos que se llamen dioses, ó en el cielo, ó en la tierra (como hay muchos dioses y muchos señores),
Me he hecho á los flacos flaco, por ganar á los flacos: á todos me he hecho todo, para que de todo punto salve á algunos.
De todo lo que se vende en la carnicería, comed, sin preguntar nada por causa de la conciencia;
Pues qué, ¿no tenéis casas en que comáis y bebáis? ¿ó menospreciáis la iglesia de Dios, y avergonzáis á los que no tienen? ¿Qué os diré? ¿os alabaré? En esto no os alabo.
Mas ahora Dios ha colocado los miembros cada uno de ellos en el cuerpo, como quiso.
El que habla lengua extraña, á sí mismo se edifica; mas el que profetiza, edifica á la iglesia.
Vuestras mujeres callen en las congregaciones; porque no les es permitido hablar, sino que estén sujetas, como también la ley dice.
Luego el fin; cuando entregará el reino á Dios y al Padre, cuando habrá quitado todo imperio, y toda potencia y potestad.
Y cuando esto corruptible fuere vestido de incorrupción, y esto mortal fuere vestido de inmortalidad, entonces se efectuará la palabra que está escrita: Sorbida es la muerte con victoria.
Gracia y paz á vosotros de Dios nuestro Padre, y del Señor Jesucristo.
Por lo cual os ruego que confirméis el amor para con él.
Que si nuestro evangelio está aún encubierto, entre los que se pierden está encubierto:
Y por todos murió, para que los que viven, ya no vivan para sí, mas para aquel que murió y resucitó por ellos.
Mas Dios, que consuela á los humildes, nos consoló con la venida de Tito:
Evitando que nadie nos vitupere en esta abundancia que ministramos;
Esto piense el tal, que cuales somos en la palabra por cartas estando ausentes, tales seremos también en hechos, estando presentes.
¿Son ministros de Cristo? (como poco sabio hablo) yo más: en trabajos más abundante; en azotes sin medida; en cárceles más; en muertes, muchas veces.
Porque temo que cuando llegare, no os halle tales como quiero, y yo sea hallado de vosotros cual no queréis; que haya entre vosotros contiendas, envidias, iras, disensiones, detracciones, murmuraciones, elaciones, bandos:
Revelar á su Hijo en mí, para que le predicase entre los Gentiles, luego no conferí con carne y sangre;
¡OH Gálatas insensatos! ¿quién os fascinó, para no obedecer á la verdad, ante cuyos ojos Jesucristo fué ya descrito como crucificado entre vosotros?
Mas está debajo de tutores y curadores hasta el tiempo señalado por el padre.
ESTAD, pues, firmes en la libertad con que Cristo nos hizo libres, y no volváis otra vez á ser presos en el yugo de servidumbre.
Porque cada cual llevará su carga.
Que el Dios del Señor nuestro Jesucristo, el Padre de gloria, os dé espíritu de sabiduría y de revelación para su conocimiento;
Si es que habéis oído la dispensación de la gracia de Dios que me ha sido dada para con vosotros,
Y él mismo dió unos, ciertamente apóstoles; y otros, profetas; y otros, evangelistas; y otros, pastores y doctores;
(Porque el fruto del Espíritu es en toda bondad, y justicia, y verdad;)
No sirviendo al ojo, como los que agradan á los hombres; sino como siervos de Cristo, haciendo de ánimo la voluntad de Dios;
Y quiero, hermanos, que sepáis que las cosas que mehan sucedido, han redundado más en provecho del evangelio;
Por tanto, amados míos, como siempre habéis obedecido, no como en mi presencia solamente, sino mucho más ahora en mi ausencia, ocupaos en vuestra salvación con temor y temblor;
No que ya haya alcanzado, ni que ya sea perfecto; sino que prosigo, por ver si alcanzo aquello para lo cual fuí también alcanzado de Cristo Jesús.
Saludad á todos los santos en Cristo Jesús. Los hermanos que están conmigo os saludan.
El cual nosotros anunciamos, amonestando á todo hombre, y enseñando en toda sabiduría, para que presentemos á todo hombre perfecto en Cristo Jesús:
Por las cuales cosas la ira de Dios viene sobre los hijos de rebelión.
Y Jesús, el que se llama Justo; los cuales son de la circuncisión: éstos solos son los que me ayudan en el reino de Dios, y me han sido consuelo.
Por lo cual, también nosotros damos gracias á Dios sin cesar, de que habiendo recibido la palabra de Dios que oísteis de nosotros, recibisteis no palabra de hombres, sino según es en verdad, la palabra de Dios, el cual obra en vosotros los que creísteis.
Y también lo hacéis así con todos los hermanos que están por toda Macedonia. Empero os rogamos, hermanos, que abundéis más;
Apartaos de toda especie de mal.
Para que sean condenados todos los que no creyeron á la verdad, antes consintieron á la iniquidad.
Queriendo ser doctores de la ley, sin entender ni lo que hablan, ni lo que afirman.
Conviene, pues, que el obispo sea irreprensible, marido de una mujer, solícito, templado, compuesto, hospedador, apto para enseñar;
Ten cuidado de ti mismo y de la doctrina; persiste en ello; pues haciendo esto, á ti mismo salvarás y á los que te oyeren.
Porfías de hombres corruptos de entendimiento y privados de la verdad, que tienen la piedad por granjería: apártate de los tales.
Guarda el buen depósito por el Espíritu Santo que habita en nosotros.
Y se zafen del lazo del diablo, en que están cautivos á voluntad de él.
Trae, cuando vinieres, el capote que dejé en Troas en casa de Carpo: y los libros, mayormente los pergaminos.
A ser templadas, castas, que tengan cuidado de la casa, buenas, sujetas á sus maridos; porque la palabra de Dios no sea blasfemada.
Oyendo tu caridad, y la fe que tienes en el Señor Jesús, y para con todos los santos;
Y: Tú, oh Señor, en el principio fundaste la tierra; y los cielos son obras de tus manos:
No endurezcáis vuestros corazones como en la provocación, en el día de la tentación en el desierto,
Y por causa de ella debe, como por sí mismo, así también por el pueblo, ofrecer por los pecados.
La cual tenemos como segura y firme ancla del alma, y que entra hasta dentro del velo;
ASÍ que, la suma acerca de lo dicho es: Tenemos tal pontífice que se asentó á la diestra del trono de la Majestad en los cielos;
De donde vino que ni aun el primero fué consagrado sin sangre.
Por el camino que él nos consagró nuevo y vivo, por el velo, esto es, por su carne;
Por la fe también la misma Sara, siendo estéril, recibió fuerza para concebir simiente; y parió aun fuera del tiempo de la edad, porque creyó ser fiel el que lo había prometido.
POR tanto nosotros también, teniendo en derredor nuestro una tan grande nube de testigos, dejando todo el peso del pecado que nos rodea, corramos con paciencia la carrera que nos es propuesta,
No olvidéis la hospitalidad, porque por ésta algunos, sin saberlo, hospedaron ángeles.
No piense pues el tal hombre que recibirá ninguna cosa del Señor.
Porque cualquiera que hubiere guardado toda la ley, y ofendiere en un punto, es hecho culpado de todos.
Pero si tenéis envidia amarga y contención en vuestros corazones, no os gloriéis, ni seáis mentirosos contra la verdad:
Hermanos, no os quejéis unos contra otros, porque no seáis condenados; he aquí, el juez está delante de la puerta.
Sino con la sangre preciosa de Cristo, como de un cordero sin mancha y sin contaminación:
El cual mismo llevó nuestros pecados en su cuerpo sobre el madero, para que nosotros siendo muertos á los pecados, vivamos á la justicia: por la herida del cual habéis sido sanados.
Mas el fin de todas las cosas se acerca: sed pues templados, y velad en oración.
Por las cuales nos son dadas preciosas y grandísimas promesas, para que por ellas fueseis hechos participantes de la naturaleza divina, habiendo huído de la corrupción que está en el mundo por concupiscencia.
Recibiendo el galardón de su injusticia, ya que reputan por delicia poder gozar de deleites cada día. Estos son suciedades y manchas, los cuales comiendo con vosotros, juntamente se recrean en sus errores;
Lo que hemos visto y oído, eso os anunciamos, para que también vosotros tengáis comunión con nosotros: y nuestra comunión verdaderamente es con el Padre, y con su Hijo Jesucristo.
Cualquiera que niega al Hijo, este tal tampoco tiene al Padre. Cualquiera que confiese al Hijo tiene también al Padre.
Y el que guarda sus mandamientos, está en él, y él en él. Y en esto sabemos que él permanece en nosotros, por el Espíritu que nos ha dado.
Si recibimos el testimonio de los hombres, el testimonio de Dios es mayor; porque éste es el testimonio de Dios, que ha testificado de su Hijo.
Amado, fielmente haces todo lo que haces para con los hermanos, y con los extranjeros,
Conservaos en el amor de Dios, esperando la misericordia de nuestro Señor Jesucristo, para vida eterna.
Mas tienes esto, que aborreces los hechos de los Nicolaítas; los cuales yo también aborrezco.
Y escribe al ángel de la iglesia en FILADELFIA: Estas cosas dice el Santo, el Verdadero, el que tiene la llave de David, el que abre y ninguno cierra, y cierra y ninguno abre:
Y yo lloraba mucho, porque no había sido hallado ninguno digno de abrir el libro, ni de leerlo, ni de mirarlo.
Diciendo: No hagáis daño á la tierra, ni al mar, ni á los árboles, hasta que señalemos á los siervos de nuestro Dios en sus frentes.
Y del humo salieron langostas sobre la tierra; y fuéles dada potestad, como tienen potestad los escorpiones de la tierra.
Y ME fué dada una caña semejante á una vara, y se me dijo: Levántate, y mide el templo de Dios, y el altar, y á los que adoran en él.
Por lo cual alegraos, cielos, y los que moráis en ellos. ¡Ay de los moradores de la tierra y del mar! porque el diablo ha descendido á vosotros, teniendo grande ira, sabiendo que tiene poco tiempo.
Diciendo en alta voz: Temed á Dios, y dadle honra; porque la hora de su juicio es venida; y adorad á aquel que ha hecho el cielo y la tierra y el mar y las fuentes de las aguas.
Y los hombres se quemaron con el grande calor, y blasfemaron el nombre de Dios, que tiene potestad sobre estas plagas, y no se arrepintieron para darle gloria.
Y la mujer que has visto, es la grande ciudad que tiene reino sobre los reyes de la tierra.
Y oí como la voz de una grande compañía, y como el ruido de muchas aguas, y como la voz de grandes truenos, que decía: Aleluya: porque reinó el Señor nuestro Dios Todopoderoso.
Y el que no fué hallado escrito en el libro de la vida, fué lanzado en el lago de fuego.
Y no habrá más maldición; sino que el trono de Dios y del Cordero estará en ella, y sus siervos le servirán.
