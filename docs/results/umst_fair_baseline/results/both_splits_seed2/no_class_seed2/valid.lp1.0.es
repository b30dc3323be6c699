Y hizo Dios dos lámpagos, y mayor para la luz, y el día que se enseñorean de la noche; hizo las estrellas de la noche.
Y tomó Jehová Dios al hombre, y púsole en el huerto de Edén para guardar y para guardar.
Y llamó Adam á su mujer Ama, porque ella era madre de todos los animales.
Y para él le nació allí un hijo, y llamó su nombre Enmuchedumbre: entonces comenzaron á llamar á invocar el nombre de Jehová.
Y vivió Lamech, después que engendró á Noé cuarenta y cinco años, y engendró hijos é hijas.
Y era Noé de edad de cien años cuando el diluvio de aguas estaba sobre la tierra.
Y él tuvo otra vez siete días, y envió los palomas; y no volvió más más á él.
Y comenzó Noé á labradores, y plantó una viña;
Y á Sem, padre de todos los hijos de Heber, hermano de Japhet, hermano de Japhet, nacieron hijos.
Y vivió Peleg después que engendró á Reu, doscientos y nueve años, y engendró hijos é hijas.
Y Jehová quebrantó á Faraón y á su casa con grandes plagas, á causa de la mujer de Abram.
Con Chêlaomer omer el rey de Elam, y con Tidal rey de naciones, y Amós rey de Sinar, y Arioch rey de Ecrón; cuatro reyes con cinco reyes.
Y entrarás á tus padres en paz; tú serás sepultada en la buena vejez.
Y yo te daré á ti, y á tu simiente después de ti, tierra en que tú peregrina, toda la tierra de Canaán, por posesión perpetua; y seré su Dios.
Y Abraham y Sara era viejo y viejo en días; y cesó á Sara según Sara, conforme á la ley de mujeres.
He aquí, yo os he sabido dos hijas que no habían conocido, os ruego que los traigáis, y os hagáis á vosotros como bien en vuestros ojos: solamente solamente solamente que nada hay debajo de la sombra de mis ojos.
Y ella parió un hijo, y llamó su nombre Ben-adad. Este es el padre de los hijos de Ammón á este día.
Y dijo Dios á Abraham: No sea molesto en tus ojos por causa del muchacho, y por causa de tu sierva, en todo lo que Sara ha dicho á su voz: porque tu simiente será llamado en Isaac tu simiente.
Y dijo Abraham: Mi hijo mío, Dios invalidará un cordero para holocausto; así se fueron de ellos como de ellos.
Y Ephrón respondió á Abraham, diciendo:
Y ella le dijo: Yo soy hija de Bethuel, hijo de Milca, que parió á Nachôr.
Y comieron, y bebieron, y los hombres que estaban con él, y esperaron toda aquella noche; y se levantaron en la mañana, y dijo: Envía á mi señor.
Y estos son los años de la vida de Ismael, ciento treinta y treinta y siete años; y dió el ejército, y fué recogido á su pueblo.
Y levantándose el hombre grande, se fué, y creció, y creció hasta gran manera;
Ahora pues, hijo mío, obedecer mi voz conforme á lo que yo te mando.
Y Esaú dijo á su padre: ¿No eres tú, sino á mi padre? Bendióme también, padre mío, y lloró su voz. Y lloró Esaú, y lloró.
Y esta piedra, que he puesto por columna de Dios, será de la casa de Dios: y de todas las cosas que me des des des yo te daré diez.
Y entró también á Rachêl, y amó también á Rachêl más que Lea, y sirvió con él siete años.
Y aconteció que como Rachêl había nacido á José, dijo á Labán: Envíame á Labán, para ir á mi lugar, y á mi tierra.
Y él dijo: Alza ahora tus ojos, y vean todos los carneros que derraman sobre las bestias que están en las bestias, y se estremecieron; porque he visto todo lo que Labán Labán hace.
Si el Dios de mi padre, el Dios de Abraham, y el temor de Isaac tuvo conmigo, ciertamente me enviaste, y me has visto vacío. Dios ha visto mi aflicción y el trabajo de mis manos.
Y mandó á la lanza, diciendo: Cuando Esaú á mi hermano te entiende, y te preguntas, diciendo: ¿No eres tú y á dónde está delante de ti?
Y Esaú dijo: Ruégote que me dejes contigo algunos de los que están conmigo. Y él dijo: ¿Qué es la gracia en ojos de mi señor.
Y aconteció en el tercer día, cuando estaban en gran manera, dos de los hijos de Jacob, y los Dina de sus hermanos, tomaron cada uno su espada, y mató á toda la ciudad, y mató á todos los varones.
Los hijos de Rachêl: José, y Benjamín;
Y los hijos de Ana fueron estos: Disón, y Aholibama, hija de Ana.
Y sus hermanos fueron apacentados para apacentar el rebaño en Sichêm.
Y tomó Judá mujer á Er su primogénito, cuyo nombre era Thamar.
Y dejó todas las cosas que había en José de mano de José, y no sabía que el pan comió el pan que comió. Y José era hombre hermoso, y hermoso.
Y en tres días alzará Faraón tu cabeza, y te restituirá á tu lugar: y tú librarás el cáliz de Faraón en su mano, después que fuiste criado.
Y el proso y el rollo de las vacas comió los siete vacas:
Y nacieron á José dos hijos de hambre delante de los años de hambre, que fué Asenath, hija de Potitión sacerdote, le parió.
Y no sabían que José entendieron, porque les habló por interpretación.
Y los hombres tomó el presente, y tomaron el dinero en su mano, y Benjamín, y se levantaron, y se levantaron delante de José, y púsose delante de José.
Entonces ellos tomaron á beber cada uno su costal á tierra, y abrieron cada uno su costal.
Y me envió Dios delante de vosotros, para que os guardan posteridad en la tierra, y para salvaros vuestras almas.
Y los hijos de Rubén: Hanoch, Phallu, y Hesrón, y Carmi.
Y habló Faraón á José, diciendo: Tu padre y tus hermanos han venido á ti:
Y díjome: He aquí yo te haré crecer, y te multiplicaré, y te pondré en multitud de pueblo, y daré esta tierra en posesión para ti.
Sus ojos serán encendidos con vino, y sus dientes blancas con leche.
Y subió carros con él carros y á caballo; y era grande compañía.
Y los Egipcios hizo servir á los hijos de Israel, para servir á nuestros hijos;
Y fué Moisés para morar con el varón: y él dió á Moisés su hija.
Y Jehová dijo á Moisés: Pon tu mano, y tomóla por la cola. Y puso su mano, y arrebató una vara, y fué hecha una vara en su mano:
Y ellos dijeron: El Dios de Hebreos ha encontrado con nosotros; vamos á ti tres días, y sacrificaremos tres días, y sacrifiquen á Jehová nuestro Dios; porque no caiga sobre nosotros, ni caiga con cuchillo.
Y habló Jehová á Moisés, diciendo:
Y Moisés y Aarón fué á Faraón, é hicieron así como Jehová había mandado: y Aarón echó su vara delante de Faraón, y púsola serpiente delante de sus siervos, y fué serpiente serpiente.
Mas como vió Faraón que estaba allí, endureció su corazón, y no los escuchó; como Jehová había dicho.
Y Jehová dijo á Moisés: Levantaos de mañana, y estén delante de Faraón, y decidle: Así ha dicho Jehová Dios de los Hebreos, para que me sirvan.
Y Moisés y Aarón se volvió á Faraón: y él les dijo: Id, servid á Jehová vuestro Dios: mas ellos son los que irán?
Y Jehová dijo á Moisés: Faraón no os oirá, para que se multipliquen mis maravillas en la tierra de Egipto.
Y aconteció que en medio de la media noche hirió á Jehová todo primogénito en la tierra de Egipto, desde el primogénito de Faraón que estaba sentado sobre su trono, y todo primogénito de ganado; y todo primogénito de ganado.
Y dirás á tu hijo en aquel día, diciendo: Esta es hecho lo que Jehová me ha venido de Egipto.
Y levantarás tu vara, y extenderás tu mano sobre la mar, y la repartiste; y los hijos de Israel irán en medio de la mar.
Y los duques de Edom serán azuevos; temblarán los valientes de Moab, temblarán sobre ellos; todos los moradores de Canaán.
Y como lo hicieron juntar con un omer, que no había juntado nada sobre nada, y que no había juntado; juntáronse cada uno conforme á su comer.
Mas las manos de Moisés se agravaron, y tomaron una piedra, y púsola sobre él, y púsose sobre él, y dijo Aarón sus manos: El uno de la otra parte, y la otra de la otra parte del sol.
Y juzgaron á todo el pueblo en todas partes; difícame á Moisés, mas á todo negocio, mas á todos los pequeños se juzgaren.
No harás á ti imagen de escultura, ó alguna cosa que está en los cielos, ó que está abajo en la tierra, ó abajo en las aguas debajo de la tierra;
Si no agradare á su señor, el que la hubiere desposada á sí mismo, él será rescatada: á su gente extraña no tuviere fuerzas, habiendo hecho engaño con ella.
Si se hallare el ladrón, y será herido, y será herido que muriere, no habrá sangre por él.
No levantarás falso testimonio: no pondrás tu mano al impío con los impíos.
Y pondré tus términos de la mar del mar Bermejo hasta la mar de los Filisteos, y de la soledad al río: porque yo entregaré á los moradores de la tierra, y los echarás delante de ti.
Y harán el arca de madera de Sittim: de dos codos, y medio de su longitud será de un codo y medio de su anchura, y su altura.
Y mirááles conforme á su majestad, que te había hecho en el monte.
Y levantarás el tabernáculo conforme á su obra, el cual te había hecho en el monte.
Y harás vestimentas para Aarón tu hermano para gloria y para gloria.
Y habrá una hoja en la cumbre de ella, en medio de ella: en medio de ella tendrá una hoja en derredor, como la hoja de ella, como la hoja de parparto, que no se rasgó.
Y tomarás el otro carnero; y Aarón y sus hijos pondrán sus manos sobre la cabeza del carnero.
Y la cubrirás de oro puro, y sus lados lados, y sus cuernos, y sus cuernos, y sus cuernos: y harás una corona de oro alrededor.
Cualquiera que lo hiriere, ó alguno, ó cualquiera que hubiere echado sobre el extranjero, será cortada de su pueblo.
Y Jehová dijo á Moisés: Ve, y desciende, porque tu pueblo que te sacaste de la tierra de Egipto, han corrompido:
Y enviaré el ángel delante de ti, y echaré al Cananeo, al Hetheo, y al Hetheo, y al Hetheo, y al Pherezeo, y al Jebuseo.
Y él dijo: Si he hallado gracia en tus ojos, oh Señor, ruégote que vaya entre nosotros, porque es pueblo mío, porque es pueblo de cerviz, y de nuestro pecado, y de nuestra heredad por tu heredad.
Y habló Moisés á toda la congregación de los hijos de Israel, diciendo: Esta es lo que Jehová había mandado, diciendo:
Y puso en su corazón para enseñar, y á Aholiab, y á Aholiab, hijo de Ahisach, de la tribu de Dan.
Y juntaron abajo abajo, y juntáronse en su cabeza, á un anillo: así hizo á un anillo de ellos en los rincón.
Y una manzana debajo de dos brazos de lo mismo, y una manzana debajo de dos brazos, y una manmanzana debajo de ella, conforme á seis brazos de ella.
Y Bezaleel hijo de Uri, hijo de Hur, de la tribu de Judá, hizo todo lo que Jehová había mandado á Moisés.
Y ataron el racional con sus anillos á los anillos del ephod con un cordón de jacinto, para que esté sobre el cinto del ephod, y el racional del ephod, para que Jehová.
Y pondrás el atrio alrededor de la puerta, y cercarás el pabellón á la puerta del atrio.
Porque la nube de Jehová estaba sobre el tabernáculo, y fuego estaba en ella, y en ella fué fuego delante de toda la casa de Israel, por todas sus jornadas.
Y toda ofrenda de tu comida harás tiempo con sal, y no dejarás la sal del pacto de tu Dios para ser falta de tu presente: ofrecerás de toda tu presente.
Como fué quitado del becerro del sacrificio de paces: y el sacerdote los quemará sobre el altar del holocausto.
Y será que, será culpado en uno de estas cosas, confesará el que pecare en lo que pecare,
Y sus hijos comerán á Aarón y á sus hijos: con pan de ázimos, en el santuario del testimonio; en el atrio del tabernáculo del testimonio lo comerán.
Mas si el sacrificio de su ofrenda fuere voto, ó ofrenda voluntariamente, será comido el mismo día que ofreciere su sacrificio, y también el día de él comerá:
Y puso sobre él el racional: también puso en el racional, y en el rapim.
Y él dijo á Aarón: Toma un becerro por expiación, y un carnero para holocausto, y un carnero sin defecto los ofrecerá delante de Jehová.
Y habló Jehová á Aarón, diciendo:
Y los puercos, y los mudos, y el águila,
Y habló Jehová á Moisés, diciendo:
Mas si la mancha cha se hubiere tendido en su lugar, y no se hubiere extendido, y le dará el sacerdote limpio.
Y si el sacerdote mirare, y he aquí que la plaga no se hubiere tendido en el vestido, ó en la vestidura, ó en alguna cosa de piel,
Y tomará el sacerdote el cordero de la culpa, y el log de aceite, y el sacerdote lo agitada delante de Jehová;
Esta es la ley por toda plaga de lepra, y llamada,
Y cualquiera que tocare estas cosas, será inmundo, lavará sus vestidos, y lavará sus vestidos, y será inmundo hasta la tarde, y será inmundo hasta la tarde.
Y lavará su carne con agua en el santuario, y pondrá sobre sus vestidos, y presentará su holocausto, y ofrece su holocausto, y hará el holocausto del pueblo, y hará expiación por sí.
Guardaréis mis juicios, y guardaréis mis ordenanzas, para andar en ella: Yo Jehová vuestro Dios.
No temáis á ídolos, ni hagáis á vosotros dioses de fundición: Yo soy Jehová vuestro Dios.
Mas el extranjero que está con vosotros, os será como nacierta entre vosotros, y lo amarás como á ti; porque vosotros sois extranjeros en la tierra de Egipto: Yo Jehová vuestro Dios.
Y el hombre ó á la mujer que tiene inthón, ó el espíritu de cierto de cierto, de cierto será de muerte; su sangre será sobre ellos.
El alma que se ha tocado, será inmundo hasta la tarde, y no comerá de las cosas santas, el que lavará su carne con agua.
Seis días será hecho obra: mas el séptimo día es sábado, santa convocación: ninguna obra servil haréis: es sábado de Jehová en todas vuestras habitaciones.
Y Jehová habló á Moisés, diciendo:
Y si alguno hubiere falta en su prójimo, así lo ha hecho, así será hecho,
Y si el varón no tuviere redimir, y se puede redimirlo,
No os hará arder ni escultura, ni os levantaréis estatua, ni os levantaréis imagen de piedra en vuestra tierra, para derribar á él: porque yo soy Jehová vuestro Dios.
Y pondré vuestras ciudades desiertas, y traeré vuestros santuarios á asolamiento, y no os abraré el olor de vuestras suavidad.
Y si lo santificare, redimirá su casa, añará la quinto del dinero de tu estimación, y será su estimación.
De Benjamín; de Benjamín, hijo de Gedeón.
Los contados de ellos, de la tribu de Aser, cuarenta y cinco mil y quinientos.
Y pondrá el tabernáculo del testimonio con el campo de los Levitas en medio del campo, en medio del campo: como campo, así asentarán cada uno en su lugar.
Porque todos los primogénitos son mis primogénitos; porque yo herí á todo primogénito en la tierra de Egipto, á mí me santificaré todo primogénito en Israel, así me será Jehová.
Y todos los primogénitos de los nombres de los nombres, desde el mes arriba arriba, veinte y dos mil y doscientos y sesenta y sesenta.
Y Toma también los hijos de Gersón, por las casas de sus padres, por sus familias, por sus familias;
macho y hembra los pondrá del campo, y quitaréis fuera del campo; los que no contaminan, en medio de ellos, en medio de la cual moraré.
Habla á los hijos de Israel, y diles: Cuando se apartare á su voto, se apartará el voto de Nariamente, para apartar á Jehová;
Toma á los Levitas, para que sean para hacer el ministerio del tabernáculo del testimonio; y les darás á los Levitas, conforme á cada uno según su servicio.
Y para sacrificio de paces, dos bueyes, cinco carneros, cinco machos de cabrío, cinco corderos de un año. Esta fué la ofrenda de Eliur, hijo de Sedeur.
Y para sacrificio de paces, dos bueyes, cinco carneros, cinco machos de cabrío, cinco corderos de un año. Esta fué la ofrenda de Abidan, hijo de Gedeón.
Toma los Levitas de entre los hijos de Israel, y los limpiólos.
Habla á los hijos de Israel, diciendo: Si alguno de vosotros, de vuestra posteridad será inmundo por causa de los muertos, ó en el camino de lejos, y guardará la pascua á Jehová.
Y el tabernáculo fué derribado, y los hijos de Gersón, y los hijos de Merari pusieron el tabernáculo.
Y Moisés dijo á Jehová: ¿Por qué has afligido á tu siervo? ¿por qué no he hallado gracia en tus ojos, para que hagas la carga de todo este pueblo?
Y él dijo: Oid ahora mis palabras; si no hay profeta entre vosotros, yo haré notorio á él en visión, y hablaréle en sueños.
Y subieron, y buscaron la tierra del desierto de Zin á Rehob, como hombres habían venido á Hamath.
Salmo de David. JEHOVÁ es paciencia, y de grande misericordia y de grande y de maldad, y de pecado, para visitar la iniquidad de los padres sobre los hijos de los padres sobre los hijos de los padres.
Y hará ofrenda encendida á Jehová, y holocausto, ó sacrificio, ó sacrificio, ó sacrificio, ó ofrenda voluntariamente, ó en vuestras solemnidades, ó en olor suave á Jehová, en olor suave á Jehová, ó olor de las ovejas;
Y los que le hallaban, le llevaron á Moisés y á Aarón, y á toda la congregación.
Y cayeron sobre sus rostros, y dijeron: Dios de los espíritus, el Dios de toda carne, el hombre pecará, y te enojarás con toda la congregación?
Habla á los hijos de Israel, y toma de cada uno conforme á la casa de sus padres, de todas sus príncipes, conforme á la casa de sus padres, cada uno sobre su vara.
Todas las ofrendas santificadas de las cosas santas, que los hijos de Israel ofrecieron á Jehová, y tus hijos contigo, y tus hijas contigo, por estatuto perpetuo: es pacto de sal para siempre delante de Jehová.
Y de la ceniza de la ceniza de la ceniza del holocausto, de la purificación de la purificación, y las aguas se vestirán en un vaso;
Toma Aarón y Eleazar su hijo, y traed al monte de Hor:
Porque Hesbón fué á la ciudad de Sehón rey de los Amorrheos, el cual peleó contra el rey de Moab, y tomó toda su tierra de Arnón, hasta Arnón.
Y levantóse Balaam en la mañana, y enalbardó su asno, y fué con los príncipes de Moab.
¿Quién podrá el polvo de Jacob, y el número del cuarto de la cuarta parte de Israel? Dame la muerte del justo, y mi fin sea semejante á su postrimería?
Y se encendió el furor de Balac se encendió contra Balaam, é hirió sus manos: y dijo Balac á Balaam: Yo te llamé á mis enemigos, y he aquí que te benditas tres veces.
Y el nombre de la Madianita que fué muerto, la hija de Zur, hija de Zur; fué cabeza sobre el pueblo de la casa de Madián.
Estos son las familias de los Zebuonitas según los contados de ellos, setenta y quinientas.
Y estos son los contados de los Levitas según sus familias: de Gersón, la familia de los Gersón: de Coath, la familia de Coath, la familia de Coath, la familia de los Meraitas.
Y Moisés lo hizo como Jehová le había mandado; y tomó á Josué, y puso delante de Eleazar el sacerdote, y delante de toda la congregación.
Con cada uno una décima, una décima por los siete corderos;
Y un macho cabrío por expiación; además del holocausto continuo, y su presente, y su presente.
Y habló Moisés al pueblo, diciendo: De Arm á la guerra, y vayan contra los Madianitas, y venciere á Jehová de Madián.
Y setenta y doce mil hombres,
Porque como subieron al valle de Eh, vieron la tierra, y vieron la tierra, revuelta el corazón de los hijos de Israel, que no entrasen en la tierra que Jehová les había dado.
Y los hijos de Machîr hijo de Manasés, fueron á Galaad, y tomáronla, y tomáronla al Amorrheo que estaba en ella.
Y partidos de Taphha, asentaron en Thare.
Y habló Jehová á Moisés, diciendo:
Manda á los hijos de Israel, que dan á los Levitas de la heredad de sus ciudades para morar en habitar; y daréis también á los ejidos por las ciudades alrededor de ellos.
Y no tomaréis azotarle para el que se ha huído á la ciudad de su refugio, para que venga á morar en la tierra, hasta la muerte del sacerdote.
Y tomé el principal de vuestras tribus, varones sabios, y entendidos, y los hicieron capitanes sobre vosotros, y capitanes, y centuriones, y centuriones, y centuriones, y sobre vuestras tribus.
Y volvisteis y llorasteis delante de Jehová; mas Jehová no quiso oir vuestra voz, ni os dé oído.
(Como los hijos de Esaú que moran en Seir, y los Moabitas que moran en Ar, me hicieron; hasta que yo Jehová nuestro Dios nos da en la tierra.
No los temeréis: porque Jehová vuestro Dios peleará por vosotros.
Guardaos, pues, porque no os olvides del pacto de Jehová vuestro Dios, que os hizo, y os hagáis escultura, ó imagen de alguna cosa, ó de alguna cosa que Jehová tu Dios te ha hecho.
Jehová habló con vosotros rostro al monte de en el monte de en medio del fuego,
ESTOS son los mandamientos, estatutos y derechos, que Jehová vuestro Dios os enseñaba, para que os enseñéis, para que los enseñéis en la tierra en la cual pasáis:
Porque tú eres pueblo santo á Jehová tu Dios: Jehová tu Dios te ha elegido para ser pueblo, á sí mismo, sobre todo el pueblo que está sobre la haz de la tierra.
Cuando hubieres comido y se llenaste, tú bendecirás á Jehová tu Dios por la buena tierra que él te ha dado.
Y Jehová se enojó contra Aarón en gran manera; y oraba también á Aarón mismo día.
El es tu alabanza, y él es tu Dios, que te ha hecho estas cosas y terrible, que han visto tus ojos.
Y será que, cuando Jehová tu Dios te ha metido en la tierra á donde entres para poseerla bendición, la bendición pondrás sobre el monte de Gerizim, y sobre el monte de Ebal.
Y sacrificarás tus holocaustos y la carne, sobre el altar de Jehová tu Dios: y la sangre de tus sacrificios será derramada sobre el altar de Jehová tu Dios, y comerás carne.
Mas vosotros no comeréis de los que pasan, ó de los que partieren, ó de vestimentas, como de los panos, y de los truenos, y por inmundo: por tanto, y no heredarán la paja, sino por eso.
Mas tú abrirás tu mano á él, y le apreciarás de cierto para su necesidad, para lo que se hace.
Siete días guardarás la solemnidad á Jehová tu Dios en el lugar que Jehová tu Dios escogiere; porque Jehová tu Dios te bendecirá en todos tus frutos, y en todas las obras de tus manos te alegrarás.
Y esto será el sacerdote de los pueblos, del pueblo, de los que ofrece sacrificio, si fuere buey ó buey, y darán la espaldilla, y las dos semanas, y las dos semanas.
Mas si alguno aborrece á su prójimo, y durmiere en él, y se levantare contra él, y hiriere al que muera, y hiriere en uno de estas ciudades:
Solamente los árboles que sabes que no son árboles para comer, y talarás, y talarás; y edificarás contra la ciudad que te hace guerra contra ti, hasta que la guerra se vuelva.
Mas tú en ningún sabio, dejarás á ti, y toma al mozo; para que seas bien, y seas bien, y para que te prolongues tus días.
No codiciarás á Erillo, porque él es tu hermano: no codiciarás al Egipcio; porque fuiste peregrino en su tierra.
Y si el hombre fuere pobre, no dormirás con su prenda:
Y será, cuando hubieres entrado en la tierra que Jehová tu Dios te da por heredad, y habiéndola heredad, y habiéndola en ella,
Estos estarán sobre el monte de Gerizim para bendecir al pueblo: Simeón, y Leví, y Judá, y Judá, y Benjamín, y Benjamín:
Maldito serás en la ciudad, y maldito en el campo.
Y serán sobre ti por señal y por señal, y sobre tu simiente, y sobre tu simiente.
Y tomamos su tierra, y la dió por heredad á los Rubenitas, y á los Gaditas, y á la media tribu de Manasés.
Y Jehová tu Dios te hará maravillas en todo el fruto de tu mano, en el fruto de tu vientre, y en el fruto de tu bestia, y en el fruto de tu tierra, porque Jehová se alegrará sobre ti; porque Jehová se alegrará sobre tus padres:
Ahora pues, escribe esta canción para vosotros, y enseñad á los hijos de Israel: poned en su boca este cántico, para que me glorie testigo contra los hijos de Israel.
Y como Jehová lo vió, él los hizo, por causa del rey de sus hijos, y de sus hijas.
Vete á este monte Abarim, al monte de Nebo, al cual está en la tierra de Moab, que está sobre Jericó; y he aquí la tierra de Canaán, para posesión de los hijos de Israel:
El Dios eterna es el Dios de tu refugio, y los brazos de los brazos de delante de ti, y él dirá: y él los responderá.
Y ellos respondieron á Josué, diciendo: Todo lo que nos matarás, y á donde nos has engendrado, iremos.
Y habrá una espacio entre vosotros y dos mil codos de medida: no llegaréis á ella, para que sepáis que sepáis por el camino que entréis; porque no paséis por este camino.
Y mandó Josué á los sacerdotes, diciendo: Venid, levantad del Jordán.
Y aconteció que Josué había dicho al pueblo, que los siete sacerdotes llevaban las siete bocinas de carneros delante de Jehová, y tocaron las trompetas delante de Jehová, y las bocinas del pacto de Jehová.
Y cometieron Israel, y rebelaron mi pacto que yo les mandé: porque ellos han tomado la cosa de malmalmalditos, y descarriaron en medio de ellos, y pusieron en medio de sus alhajas.
Y Josué y todo Israel hizo como antes antes de ellos, y huyeron por el camino del desierto.
Y todo lo que hizo á los dos reyes de los Amorrheos, de la otra parte del Jordán, á Sehón rey de Hesbón, y á Og rey de Basán, que estaba en Asaroth.
Y el sol se paró, y la luna se detuvo sobre sus enemigos. ¿No está escrito en el libro de Jasón? Y el sol se paró en medio del cielo, y no se apresuraron en medio del cielo.
Y Josué se volvió, y todo Israel con él, al campo.
Y estos son los reyes de la tierra que Josué y los hijos de Israel hirió á la parte del Jordán al occidente, desde el valle del Líbano hasta el monte de Halac, que Josué dió á las tribus de Israel, conforme á las tribus de Israel;
Mas los hijos de Israel no llevaron á los hijos de Israel, ni á Maachâ: mas á los Gessuri y á Maachâzeo entre los Israelitas, hasta hoy.
Ahora pues, he aquí que Jehová me ha guardado vida, como dijo: estas cuarenta y cinco años, desde que Jehová habló á Moisés, cuando los hijos de Israel hablaron en el desierto; y he aquí que yo soy día y cinco años.
Y Hasor, Hadadías, y Cinoth, y Hesrón, que está Hasor,
Maón, Carmel, Ziph, y Judea,
Mas los hijos de Manasés no pudieron prender los moradores de las ciudades, sino el Cananeo que moraría en aquella tierra.
Y Chêemoth, y Ophaai, Ophni, doce ciudades con sus aldeas:
Y Aram, Aram, Amós, y Misaal, y enseña al Carmelo, y á Sibblith;
Y si el pariente del muerto hiciere sangre, no entregarán al homicida, porque hirió á su mano, porque hirió á su prójimo, y no lo aborreciere.
Todas las ciudades con sus ejidos, diez con sus ejidos por las familias de los hijos de Coath que habían quedado.
Y dijeron los hijos de Israel: He aquí, los hijos de Rubén y los hijos de Gad y la media tribu de Manasés, edificaron altar sobre la tierra de Canaán, en las cintas del Jordán.
Para que no entréis entre estas gentes, estos que quedan entre vosotros, ni hacen memoria del nombre de sus dioses, ni hacen andar por ellos, ni os serviréis, ni os inclinéis:
Y el pueblo dijo á Josué: No, sino serviremos á Jehová.
También Judá tomó á Gaza con su término, y á Ascalón con su término, y Ecrón con su término.
Y dejaron á Jehová el Dios de sus padres, los cuales los sacó de la tierra de Egipto, y siguieron á dioses ajenos, y se inclinaron á ellos, é inclináronse á Jehová.
Mas él se volvió de los navíos que estaban en Gilgal, y dijo: Yo he puesto en oculto y en oculto, rey dijo: Guarda de él todo lo que estaba junto á él.
Y salió Jael á encontrar á Sísara, y díjole: Vuélvete á mi señor, á mí no teme. Y cuando se volvió á ella en la tienda, cubrióle con manto de manto.
Bendecid á Jael, mujer de Heber Cineo, será bendita sobre las mujeres en la tienda.
Y Jehová le dijo: Paz á ti; no morirás.
Y COMO Gedeón vino, he aquí un hombre que había dicho á su sueño á su compañero, y dijo: He aquí un sueño, y he aquí un sueño de cebada, é hirió al campo de Madián, y vino al campo de Madián, é hirió á la tienda.
Y él dijo á Zebá Zeba y á Zalmunna: ¿Qué es de los hombres que matasteis en Tabor? Y ellos respondieron: Como uno de los hijos del rey.
Y la vid les dijo: ¿Haré yo mi vino mi vino á mi vino y á hombre, y ve á ser probado sobre los árboles?
Y tomó el pueblo, y repartiólos en tres escuadrones, y puso en el campo, y miró, y he aquí el pueblo había salido de la ciudad; y él se levantó contra ellos, é hiriólos.
Y quitaron los dioses ajenos de en medio de ellos, y sirvieron á Jehová: y su alma se entristeció de Israel.
Mas el rey de los hijos de Ammón no obedecieron á las palabras de Jephté que le envió.
Y el ángel de Jehová se apareció á la mujer, y díjole: He aquí, tú eres estéril, y no des: mas tú mirarás, y parirás un hijo.
Y después de un tiempo se volvió á tomar, y volvió á ver el cuerpo del león: y he aquí un brazo de miel y de miel en el cuerpo cuerpo muerto.
Y él era gran temor, y llamó á Jehová, y dijo: Tú has dado esta grande salud en mano de tu siervo: y ahora moraré por sed, y caiga en mano de los incircuncisos incircuncisos, y caiga en mano de los incircuncisos.
Y llamó Samsón á Jehová, y dijo: Oh Señor Jehová, acuérdate de mí, ruégote que me ruego, y me ruego que hagas esta vez, oh Dios, para que yo sea vengado de mis dos ojos á la vez de los Filisteos.
Y respondió los cinco hombres que habían ido á reconocer la tierra de Lais, y dijo á sus hermanos: ¿Sabéis que hay en estas casas, y escultura, y imagen de fundición, y imagen de fundición? Ahora pues, ¿por qué hacéis?
Y él dijo á su criado: Ven, y nos llegue á uno de estos lugares á la noche, ó en Gabaa, ó en Gabaa, ó en Gabaa.
Ahora pues, nos librará los hijos de Belial, los hijos de Belial, para que los pusimos para muerte, y quitar mal de los hijos de Israel. Mas los hijos de sus hermanos, á la voz de los hijos de Israel:
Y vestieron los Benditas en derredor de alrededor, y los aprisionaron, y los echáronlos con Gabaa contra el sol.
En aquellos días no había rey en Israel: cada uno hizo lo recto en sus ojos.
Y Booz dijo á Ruth: ¿No oyes, hija mía? No mates en otro campo, ni ve de aquí aquí, sino que pase aquí, sino que pase aquí mis doncellas:
Y él dijo: Saca el velo que has sobre ti, y calla. Y él calló seis medidas de cebada, y púsola en ella: y ella entró en la ciudad.
Mas á Hanna dió una digna; porque él amaba á Anna: mas Jehová había cerrado su matriz.
Jehová hace al pobre, y al rico; él hace, y ensalza.
Y el niño Samuel servía á Jehová delante de Eli. Y la palabra de Jehová fué preciosa en aquellos días; no estaba visión visión visión en aquellos días.
Y los Filisteos pelearon, y Israel se habían herido, y huyeron cada uno en su tienda: y estaba allí un gran mortandad en gran manera, de treinta mil hombres.
¿Por qué hartaréis vuestros corazones, como los Egipcios y los Egipcios endurecieron su corazón? ¿no hicieron maravillas entre ellos, ni se apartó el pueblo, y se fueron?
Y juzgó Samuel á Israel todos los días de su vida.
Y él le dijo: He aquí ahora hay en esta ciudad, varón de Dios, y él es hombre ilustre: quizá ha dicho allá: quizá nos ha de ir á nosotros, y nos mostrar á nuestro camino.
Y aconteció que, habiendo vuelto á su atrás de Samuel, le dió Dios otro corazón: y todas estas señales vinieron á aquel día.
Y el pueblo dijo á Samuel: ¿Quién es el que él dijo: Yo reinaremos á los hombres, para que los pusimos muerte.
Saúl escogió tres mil hombres de Israel; de lo que tenía dos mil en Michmas, y en el monte de Beth-el, y en Gabaa de Benjamín: y el resto del pueblo envió cada uno á su tienda.
Si dijeren así: Si nos rogamos á vosotros, estaremos en nuestra lugar, y no subiremos á ellos.
Porque vive Jehová, que vive á Israel, aunque estuviere en Jonathán mi hijo, de cierto morirá. Mas no hubo hombre entre todo el pueblo que le respondió.
Y Samuel dijo: Cuando hubieres poco poco de tus ojos, ¿no has hecho la cabeza de las tribus de Israel, y Jehová te ungiste por rey sobre Israel?
Y envió á enviar, y trájole. Y él estaba ahoyo, y con hermosas hermosas, y para que mires. Y Jehová le dijo: Levántate, porque éste es.
Y Saúl, y todos los varones de Israel, fueron en el valle de Ela, en el valle de Ela.
Y puso David su mano en su campo, y tomó una piedra, y derribóla, é hirió al Filisteo, y hirió en su frente á la piedra, y cayó sobre su frente á la tierra.
Y Saúl dijo: Yo le daré por lazo, para que se tropiezo, y que la mano de los Filisteos sea contra él. Y Saúl dijo: Tú eres hoy en mi ley.
Y como fué dado aviso á Saúl, envió mensajeros á los otros mensajeros, y profetizaron. Y envió Saúl mensajeros, y profetizaban.
Y aconteció al día siguiente, que el segundo mes era el lugar de David, que tenía vacía vacío; y Saúl dijo á Jonathán su hijo: ¿Por qué no ha de comer pan, ni día de día?
¿Tengo yo necesidad de hombres, que habéis traído á este compañero en mi presencia? ¿Haré éste en mi casa? ¿ha de venir á mi casa?
Y fué dado aviso á Saúl que David había venido á Keila. Y Saúl le dijo: Dios le ha entregado en mi mano, porque está cerrada en la entrada y puertas.
Y David dijo á Saúl: ¿Por qué oyes las palabras de los hombres, diciendo: He aquí David tu mal busca?
Ahora pues, conoce lo que has de hacer; porque el mal es determinado contra nuestro señor, y contra toda su familia: porque es hijo de Belial que no puede hablar.
Y asentóse Saúl en el monte de la una de la otra, el cual está delante de Jesón. Mas David estaba en el desierto, y vió á Saúl en el desierto.
Y David y sus hombres subieron, y los de la tierra de Egipto, y de los Amalecitas, y de los Amalecitas: porque las gentes eran de los moradores de la tierra, como á Shur, á la tierra de Egipto.
Y juntáronse los Filisteos todos sus escuadrones á Aphec, y asentaron campo en una fuente de una fuente que está en Jezreel.
Y tomó David todas las ovejas y las vacas, los cuales echaron delante de los otros, y dijeron: Este es el despojo de David.
Y el mozo le dijo: Como yo he puesto por yerro en el monte de Gilboa, he aquí Saúl ha rebuscado sobre su lanza, y he aquí carros según él.
Y le hizo rey sobre Galaad, y sobre los Aritas, y sobre Jezreel, y sobre Ephraim, y sobre todo Israel.
Y Saúl tenía concubina concubina, cuyo nombre Rispa, hija de Aia: y Is-boseth dijo á Abner: ¿Por qué has andado en la concubina de mi padre?
Porque todo el pueblo y todo Israel entendió aquel día que no era de matar á Abner hijo de Ner.
Y Elisama, Elisama, Eliphelet.
Y dijo David á Michâl: Echa delante de Jehová, el cual me escogió delante de tu padre, y delante de toda su casa, me señalé delante del pueblo de Jehová.
Ahora pues, Señor Jehová, tú eres tú que Dios, y tus palabras son verdaderas, y has dicho esta bondad á tu siervo:
Entonces Siba dijo al rey: Conforme á todo lo que mi señor el rey ha mandado á su siervo, así hará tu siervo. Y él dijo: El rey comerá, como uno de los hijos del rey.
Y durmió Uría en la puerta del rey con todos los siervos de su señor, y no descendió á su casa.
Porque tú lo has hecho en secreto: mas yo haré esto delante de todo Israel, y delante del sol.
Y como le había traído á comer, tomó de su padre, y dijo á ella: Ven conmigo, hermana mía.
Y envió Joab á Tecoa, y tomó de allí una mujer sabio, y dijo á ella: Ruégote que te ruego que estén enlutado, y no te ungirás con aceite, sino que la mujer de los muertos; mas la mujer se contristó de los muertos:
Y Absalom respondió: He aquí yo te envié á ti, diciendo: Ven acá, para que yo te envío al rey, para decir: ¿Por qué he venido de Gessur bien? porque ahora me han quedado en mí, y si hay pecado del rey.
Y Sadoc y Abiathar trasportó el arca de Dios á Jerusalem; y esperaron allí.
Y extenderán á Absalom una tienda sobre la cumbre de la casa, y fuése Absalom en las concubinas de su padre.
Y miel, y manmanteca, y ovejas, y las ovejas, y por el pueblo que con él estaban, para comer; porque dijeron: El pueblo es cansado, y hambrado en el desierto.
Y el rey le dijo: Vuélvete, y ve aquí. Y él se apartó, y se paró.
Y él ha engañado á tu siervo á mi señor el rey; mas mi señor el rey es como un ángel de Dios: así lo que es bueno en tus ojos.
Y fué por todas las tribus de Israel á Abel, y á Beth-orâ, y á todos los Beritas: y ellos se juntaron, y fueron juntos.
Y volvió á hacer guerra en Gob con los Filisteos, á Elhanán hijo de Jaalonim, á Beth-oron, al hermano de Goliath, el bordón de cuya lanza era como la lanza de la lanza de cuya lanza.
Con todo limpio te mostrarás limpio, y con las perversidades te mostrarás.
Mas los hijos de Belial serán todos los moradores de ellos como espinas, porque no pueden quitar con manos;
Ipher, hijo de Nathán, Bani, Bani,
Y sus siervos le dijeron: Sea buscarse por mi señor el rey mi hija virgen; y sea delante del rey, y sea su estina, y deje en tu seno, para que mi señor el rey mi seno.
Y dijo el rey David: Llamadme á Sadoc sacerdote, y Nathán profeta, y Benaía hijo de Joiada. Y vinieron delante del rey.
Ahora pues, no le engañe; porque tú eres hombre sabio, y lo que lo sabes, y lo que le conoces á él su cabeza.
Y aconteció al cabo de tres años, que dos de los siervos de Simi rey se habían ido á Achîs hijo de Maachâ rey de Gath. Y ellos respondieron: He aquí tus siervos en Gath.
Entonces el rey dijo: El hijo mío, el que vive, y tu hijo es muerto: y el otro, dice: No es tu hijo, y mi hijo es muerto.
Y Judá y habitó en Israel, cada uno debajo de su vid y debajo de su higuera, desde Dan hasta Beer-seba, todos los días de Salomón.
Y el pórtico delante del templo, veinte codos de veinte codos, conforme á la anchura de la casa, y diez codos de su anchura, y diez codos delante de la casa.
Hizo también para la puerta del templo de los postes de madera de olivas, la cuarta parte del muro.
Y estaban sobre doce bueyes, tres noches al norte, y tres tres tres tres al occidente, y tres tres tres tres al oriente, y tres tres al oriente: y estaba sobre ellos la mar, y todas sus partes.
Y trajeron el arca de Jehová, y el tabernáculo del testimonio, y todo lo santo, y todos los vasos que estaban en el tabernáculo, los sacerdotes y Levitas.
Tú oirás en los cielos, y perdonarás el pecado de tu pueblo Israel, y los volverás á la tierra que diste á sus padres.
Este día hizo el rey en medio del atrio en medio del atrio que estaba delante de la casa de Jehová: porque ofreció holocaustos y pacíficos, y el sebo de las paces: porque el altar de Jehová era poco de bronce, y el altar de bronce.
Y vinieron á Ophir, y tomaron de allí cuatro talentos, cuatrocientos y veinte talentos, y trajéronla al rey Salomón.
Mas el rey Salomón amó muchas mujeres extranjeras, con la hija de Faraón, á los Moabitas, Ammonitas, Sidonios, Sidonios, y Hetheos;
Y él dijo á Jeroboam: Toma diez piezas; porque así ha dicho Jehová el Dios de Israel: He aquí yo haré consumación el reino de Salomón, y te daré diez tribus;
Entonces el rey Roboam envió á Adoram, el cual era sobre el tributo; y todo Israel le apedreó con piedras, y murió el rey Roboam á su carro, para huir á Jerusalem.
Y él le dijo: Ven conmigo á casa, y comed pan.
El que muere de Jeroboam en la ciudad, los perros comerán; y el que fuere muerto en el campo de los cielos, las aves del cielo lo ha dicho Jehová.
Y cuarenta y un años reinó en Jerusalem. El nombre de su madre fué Maachâ, hija de Abia.
Y durmió Baasa con sus padres, y fué sepultado en Thirla, y reinó en su lugar Ela.
Y FUÉ á él á él, diciendo:
Y él le respondió: Yo soy: ve, di á tu señor: He aquí, Elías es aquí.
Entonces el fuego de Jehová cayó, y consumió el holocausto, y las piedras, y las piedras, y el polvo, y el polvo que estaba en la trilla.
Y Ben-adad rey de Siria juntó todo su ejército: y había treinta y dos reyes con él, y caballos, y carros; y él subió, y peleó contra ella.
Y sus siervos le dijeron: He aquí ahora hemos oído que los reyes de la casa de Israel son misericordia; ruégote que pongas saco sobre nuestros lomos, y sobre nuestras cabezas, y sobre nuestras cabezas, y para ir al rey de Israel.
Levántate, desciende á encontrar á Achâb rey de Israel, que está en Samaria; he aquí él está en la viña de Naboth de Naboth, á donde se ha descendido.
Y él dijo: Oid la palabra de Jehová: he visto á Jehová sentado en su trono, y todo el ejército de los cielos estaba junto á su diestra y á su siniestra.
Y dijo Ochôzías hijo de Achâb á Josaphat: Sea mis siervos con tus siervos en tus navíos. Mas Josaphat no quisieron.
Y tomó Elías su manto, y la volvió á juntar, é hirió las aguas, y partieron allá allá, y fueron repartidos en tierra seca.
Y Eliseo dijo al rey de Israel: ¿Qué tengo yo contigo para entregarte á los profetas de tu padre, y á los profetas de tu madre. Y el rey de Israel le dijo: No; porque estos tres reyes ha sido entregado en mano de Moab.
Y él dijo: En este tiempo, según el tiempo de la vida, abrazarás un hijo. Y ella dijo: No hagas, señor mío, no hagas volver á tu sierva.
Y los Siros habían salido de los hijos de Israel, y habían traído cautivos de la tierra de Israel; y ella esperaba á la mujer de Naamán, mujer de Naamán.
Mas el uno, que estaba sentado en el agua, cayó la cabeza en las aguas; y clamaba, y dijo: ¡Ay señor! porque era repudiada.
Entonces el señor de su mano, respondió el rey de Dios, y dijo: He aquí, si Jehová quería ventanas en los cielos, ¿para ver esto? Y él respondió: He aquí con tus ojos, mas no comerás.
Y dijo Hazael: ¿Por qué llora mi señor? Y él respondió: Porque yo sé que el mal que harás á los hijos de Israel: sus fortalezas, tú matarás á cuchillo, y á sus hijos, y á cuchillo, y á sus hijos.
Entonces se inclinaron, y tomaron cada uno su vestido, y púsolo debajo de él sobre la cumbre de las gradas, y tocaron bocinas, diciendo: Jehú es rey Jehú.
Entonces él escribió una carta en el tiempo, diciendo: Si sois míos, y si oyereis mi voz, tomad las cabezas de vuestros hijos, y lleguéis á Jezreel, y mañana á mañana. Y los hombres de los hombres, los cuales fueron setenta hombres de la ciudad, fueron setenta hombres de la gran manera.
Y el tiempo que reinó Jehú sobre Israel veinte y ocho años.
Mas Joiada el sacerdote tomó un pelo, y probó una hoja en el lillo de ella, y púsola junto al altar, como la puerta de Jehová había metido en la casa de Jehová: y todos los sacerdotes que entraban en la casa de Jehová.
Y él dijo: Toma las saetas. Y él los tomó. Y él les dijo al rey de Israel: Levántate. Y hirió á la tierra.
En el año quince de Amasías hijo de Joas rey de Judá, comenzó á reinar Joas hijo de Joas rey de Israel en Samaria, y reinó cuarenta y uno.
E hizo lo malo en ojos de Jehová: no se apartó de los pecados de Jeroboam hijo de Nabat, el cual hizo pecar á Israel.
Así hizo UUrías sacerdote, conforme á todo lo que mandó el rey Achâz.
Y hablaron al rey de Asiria, diciendo: Las gentes que has quitado, y pusiste en las ciudades de Samaria, no conocías la ley del Dios de la tierra: por tanto envió leones leones leones leones, y mira, porque no conocieron la ley de Dios.
Y le dió Ezechîas toda la plata que se halló en la casa de Jehová, y en los tesoros del rey.
Entonces Rabsaces se volvió Rabsaces, y halló el rey de Asiria contra Libna; porque había oído que se apartó de Lachîs.
En aquellos días fué enfermo Ezechîas á la muerte. Y el profeta Isaías hijo de Amoz, vino á él, y díjole: Así ha dicho Jehová: No vivirás, porque no vivirás.
Y habló Jehová por sus siervos, diciendo:
El sacerdote Hilcías, y Ahicam, y Achbor, y Saphán, y Asaías, fué á Harán la profetisa, mujer de Sallum hijo de Hara, guarda de Tienes, de la guarda de Tienes; y ahora en Jerusalem.
Y los obradores de los adivinos, y las imágenes, y las imágenes, y todas las abominaciones, y todas las abominaciones que habían hecho en la tierra de Judá y en Jerusalem, para hacer las palabras de la ley que había escrito en el libro de Jehová.
Y el rey de Babilonia hizo á Mathanías su padre Maasías hermano del rey en su lugar, y mudó su nombre á Sedechîas.
Y ACONTECIÓ en el año siete semanas de la cautividad de Joachîn rey de Judá, en el mes duodécimo, en el mes duodécimo, en el mes, que comenzó á reinar, rey de Babilonia.
Este es Abram: es Abraham.
Los hijos de Judá: Er, Er, y Onán, y Sela; el cual tres de la hija de Sua, Er, el primogénito de Judá, en el primogénito de Jehová.
Y los hijos de Jonathán: Peleth, y Zanoa. Estos fueron los hijos de Jerameel.
Y Elisama, Elisama, y Eliphelet.
Y Methai engendró á Ophai: y Seraías engendró á Joab, padre de Casón, padre de Casasón; porque eran azotes.
Y los hijos de Rubén el primogénito de Israel, (porque él era el primogénito; mas por cuanto contaminó su padre, fué dada á los hijos de José, fué dada á los hijos de José, y de la suerte de la guardia.
Y Abia engendró á Buci, y á Bucci engendró á Uzzi,
Hijo de Zuph, hijo de Elcana, hijo de Maasías, hijo de Amasai,
Y dieron por suerte de la tribu de los hijos de Judá, y de la tribu de los hijos de Simeón, y de la tribu de Benjamín, estas ciudades que son llamados por sus nombres.
Los hijos de Manasés: Asriel, al cual parió: mas su concubina la concubina parió á Machîr padre de Galaad.
Y Abia, y Naamán, y Ahoa,
Y el hijo de Jonathán fué Meri-baal, y Meribaal engendró á Michâ.
A los cuatro cabellos estaban los porteros, al oriente, al occidente, y al mediodía.
Y pusieron sus armas en la casa de sus dioses, y ayunaron su cabeza en el templo de Dagón.
Y fueron los hombres valientes de los ejércitos, Asael hermano de Joab, Elhanán hijo de Dodo,
Esdras el primero, Obbaa el segundo, Eliab el tercero,
Y estaban allí tres días con David tres días, comiendo y bebiendo; porque sus hermanos les habían preparado.
Y será, cuando oyeres el sonido de la subida de los árboles, entonces saldrás á pelear, porque Dios ha salido delante de ti, porque Dios ha salido delante de ti.
Y todo Israel hizo subir el arca del pacto de Jehová con júbilo, y con sonido de la bocina, y trompetas, y trompetas, con címbalos, y címbalos.
Dad á Jehová la gloria á su nombre: traed ofrenda, y venid delante de él: adorad á Jehová en la hermosura de santidad.
Y vino David, y sentóse delante de Jehová, y dijo: ¿Quién soy Jehová, y qué es mi casa, y qué me has traído?
Y dijo David: Yo mostraré misericordia á Hanún hijo de Naas, porque su padre me ha mostrado hacer misericordia de su padre. Y los siervos de David vinieron á la tierra de los hijos de David, á Hanle consolado.
Y Joab dió el número de la cuenta del pueblo á David. Y fueron todos mil mil hombres de Israel, ciento y cien mil hombres que sacaban espada; y Judá era cuatrocientos mil hombres que sacaban espada.
Y dijo David: Salomón mi hijo es mi hijo Salomón, y la casa que es edificada para Jehová muy muy grande, de gloria y de gloria en todas las tierras: por tanto, yo confirmaré á David delante de su muerte.
De los hijos de Gersón, Semel el principal.
La décimacuarta á Bilga, á los catorce á Immer,
El sexto á Bucccón, con sus hijos y sus hermanos, doce;
Y estos son las visiones de los porteros, entre los principales de los principales, que tenían cargo contra los otros, para ministrar en la casa de Jehová.
El séptimo jefe por el mes séptimo era Helonita, Pelonita, de los hijos de Ephraim; y en su división veinte y cuatro mil.
Y él me dijo: Salomón tu hijo, edificará mi casa y mis azotes; porque yo lo he elegido á mi hijo, y yo seré su padre.
Porque nosotros somos extranjeros delante de ti, y peregrinados, como todos nuestros padres: nuestros días son como sombra, y no hay quien la sombra, y no hay quien haya quien haya.
E hizo el rey la plata y oro en Jerusalem como piedras preciosas, y hizo como piedras de cedro, y hizo como los higuerales que están en abundancia.
Y en el lugar santísimo hizo dos querubines de imagen de obra, y cubriólas de oro.
Y toda la obra que hizo Salomón para la casa de Jehová: y fué acabada Salomón todas las cosas que David su padre había dedicado; y el oro, y todo instrumentos de la casa de Dios.
Ahora pues, Jehová Dios de Israel, sea tu palabra, que has hablado á tu siervo David.
Y el rey Salomón ofreció sacrificio de veinte y dos mil bueyes, y ciento veinte mil ovejas: y el rey y todo el pueblo dedicó la casa de Dios.
Y después de un día, cada día según el mandamiento de Moisés, en los sábados, y en los sábados, y en las solemnidades, y en las solemnidades, en el año de los panes sin levadura, y en la solemnidad de las semanas, y en la solemnidad de las semanas.
Y tenía Salomón cuatro mil allalleros para caballos y carros, y doce mil carros; los cuales puso en las ciudades, y con el rey en Jerusalem.
Y habitó Roboam en Jerusalem, y edificó ciudades para Judá.
Y cuando se humilló, la ira de Jehová se apartó de él, el que no le había destruído; y también en Judá fué bien.
Y mandó Judá á Jehová el Dios de sus padres, y para hacer la ley y para hacer la ley.
Y no había guerra á las cinco y cinco de Asa.
Y junto á él estaba Amasías hijo de Zichri, el cual ofrecieron á Jehová, y con él doscientos mil hombres valientes.
Y dijo Michêas: Si hubieres de cierto en paz, no ha hablado Jehová por mí. Y él dijo: Oye á todo pueblo.
Al Músico principal: sobre Neginoth: Salmo de David. OH Dios, ¿No les has de juzgar? porque no sabemos lo que hemos de hacer: mas nuestros ojos están sobre ti.
Y fué Joram treinta y dos años cuando comenzó á reinar, y reinó ocho años en Jerusalem.
Y toda la congregación hizo alianza con el rey en la casa de Dios. Y él les dijo: He aquí el hijo del rey reinará, como Jehová ha dicho de los hijos de David.
Y el rey Joiada lo dió para hacer lo que hizo como la obra del servicio de la casa de Jehová, y tomaron para reparar la casa de Jehová, y de metal, como hierro y de metal, y de metal á la casa de Jehová.
Y el furor de Jehová se encendió contra Amasías, y él le envió profeta profeta, que le dijo: ¿Por qué buscaste á los dioses de los pueblos, que no pudieron librar su pueblo de tu mano?
Y fué Azarías sacerdote en pos de él, y con él ochenta sacerdotes de Jehová, que eran hombres valientes;
Y los hombres que habían sido determinados por nombre, se levantaron, y tomaron cautivos á los cautivos, y á todos los que se habían desnudo, y dióles zapatos, y comían á comer, y á beber, y á beber, y á toda la ciudad de palmas, y trajeron á Jericó.
Y vinieron á Ezechîas al rey Ezechîas, y dijeron: No hemos limpiado toda la casa de Jehová, y el altar del holocausto, con todos sus vasos, y con toda la mesa, con todos sus vasos.
También en Judá en Judá de Dios fué dar el corazón del rey y de los príncipes del rey y de los príncipes, por palabra de Jehová.
Y junto á él estaban Edén, y á Mamín, y á Semaías, Sechânías, en las ciudades de los sacerdotes, en su oficio, para dar á sus hermanos, como bien;
En aquellos días fué enfermo Ezechîas á la muerte, y oró á Jehová: y él le habló, y le dió señal.
Amón fué Amón y veinte años cuando comenzó á reinar, y dos años reinó en Jerusalem.
Porque tu corazón fué ligado, y te acuerste delante de Dios, cuando oiste sus palabras contra este lugar, y contra sus moradores, y te enojaste, y lloraste delante de mí, y lloraste delante de mí, dice Jehová.
Y sus siervos le tomaron de carro, y púsole en el segundo carro que tenía; y trajéronlo á Jerusalem, y murió, y fué sepultado en uno de los sepulcros de sus padres. Y todo Judá y de Jerusalem.
Y cualquiera que hubiere quedado en cualquier lugar donde morare, sean ayudados los hombres de su lugar, y de oro, y de las bestias, y de las bestias, para la casa de Dios.
Los varones de Anathoth, ciento veintiocho;
Los hijos de Baca, los hijos de Sísara, los hijos de Thamar,
Así que, el pueblo no podía reconocer el estruendo de la júbilo de júbilo de júbilo: porque el pueblo se gritaba con grande júbilo, y el sonido de la voz fué oída de lejos.
La carta de las letras que fueron Tatnai, gobernador de esta parte del río, y Sethnai, y sus compañeros, y sus compañeros, que el río había enviado al arroyo de la otra parte del río:
Y los hijos de la cautividad guardaron la pascua sobre los catorce del mes.
Bendito sea Jehová Dios de nuestros padres, que ha hecho esto como en el corazón del rey, para hacer la casa de Jehová que está en Jerusalem;
Velad, y guardaos, y guardaos de los príncipes de los sacerdotes y Levitas, cabezas de los padres de Israel, en Jerusalem, en las cámaras de la casa de Jehová.
Y cualquiera que no había de venir dentro de tres días, según el consejo de los príncipes y los ancianos, para que se acoyesen, y se apartó de la congregación de los que habían quedado.
Y Bani, Binnui, Bini,
Y fuí por aquella noche por la puerta del valle, y delante del dragón, y al estiércol, y desmayado las paredes de Jerusalem, y fueron consumidos puertas con fuego.
Después de él restauró Benjamín y Hasasub sobre su casa. Después de él restauró Azarías hijo de Maasías, por su casa.
Así que, trabajamos en la obra: y la mitad de ellos callaron los lanzas de la mañana hasta la mañana.
Porque todos nos temieron, diciendo: Sus manos se oscurecirán de obra, para que no sea hecho. Ahora pues, oh Dios, fortifica mis manos.
Los hijos de Adin, seiscientos cincuenta y cinco;
Los hijos de Reaías, los hijos de Rezín, los hijos de Necoda,
Y Jesuá, y Bani, y Serebías, Jamín, Accub, Silai, Othai, Maasías, Azarías, Cadías, Hanán, y los Levitas, y los Levitas, y el pueblo que estaban en su lugar.
Y en tus muchas muchas muchas muchas miseraciones no en el desierto: la columna de la nube no se apartó de ellos de día, para guiarlos en el camino, ni la columna de fuego, para mostrar el camino de fuego, en donde entran.
María, Rehob, Rehob,
Y bendijo el pueblo á todos los hombres, para que se ofreciesen en Jerusalem.
Y á Anathoth, Nob, Ananías,
Estos fueron en los días de Joiacim hijo de Jesuá, hijo de Josadec, y en los días de Nehemías, y de Esdras el sacerdote.
Y mandé, y limpiaron las cámaras; y presentaron allí los vasos de la casa de Dios, con la presente y el incienso.
Y bebía el rey conforme á la ley; no tuvo quien el rey; porque el rey había señalado á todos los oficiales de su casa, para hacer conforme á cada uno de la voluntad de cada uno.
Y Esther había tomado al rey Assuero á su casa real en el mes décimo, que es el mes de Tecoth, en el séptimo año de su reinado.
Y él le dió el pecho de la escritura del mandamiento que estaba en Susán para destruirlos, para mostrarle á Esther, y declararlo á ella, y á su cargo, para que entrase al rey, y agradó á su pueblo.
Y Amán respondió al rey: Porque el hombre que hace honra,
La escritura de la escritura para ser dada en cada provincia fué dada á todo el pueblo, y á todos los Judíos que se aparejan contra sus enemigos.
Por tanto, llamaron estos días después que el nombre de Pur. Por tanto todas las palabras de esta carta, y de la carta que habían visto acerca de este negocio, y los que habían venido á ellos,
Y dijo: No he salido de mi madre, y desnudo en el vientre de mi madre, y yo Jehová ha quitado; y Jehová ha bendecido el nombre de Jehová.
O, como como al nacimiento del nacimiento, no había sido ya; como los gigantes no vieron luz.
Los destruyeron de la mañana á la tarde: porque siempre perecen.
¡Quién, que mi dolor se había de pesar, y puso mi calamidad en balanzas!
Como siervo impidió la sombra, y como la sombra de su obra mira, y como la sana de su obra:
¿Dará la flaqueza fuera? ¿y la flaqueza de las aguas?
Si yo hablo de fortaleza, he aquí es fuerte; y si de juicio me pusiere tiempo, ¿quién me pusiere tiempo?
Si yo pecado, yo me dejares, y tú no me lo quieres de mi iniquidad.
No toáis el pueblo, y vosotros la sabiduría, y la sabiduría morirá.
¿Habéis hablar á Dios por Dios? ¿y escarneamente por él?
Y por el perezoso de agua la pagará, y sacará como plantas.
Yo te mostraré, y lo que he visto, y lo que he visto;
Yo estaba delante de mí, mas él me ha quebrantado debajo de mi cuello; también me ha tomado por pedazos, y me corromperé, y me levantóme por su señal.
En su furor se apartó en su furor: la tierra será desamparada por ti, y la peña será quitada de su lugar?
Y puso mis hermanos lejos de mí, y mis conocidos son de mí.
Aun su pan se ha vuelto en sus entrañas, es vuelto todo de dentro de él.
¿Qué es el Todopoderoso, para que le sirvamos? ¿y qué qué le rogamos?
La oscuridad que no puedes ver; y la abundancia de las aguas te cubrirás.
Mi pie calló sus pasos, y no me guardé.
Vanidad son levantados en poco, mas ellos fueron quitados, y fueron quitados de todos los otros, y cortados de los rebaños de los oídos de trigo.
¿Hará Dios su clamor cuando viene sobre él?
No se puede engañar con el oro de Ophir, con preciosos preciosos, ni preciosos, ni ppázafiro.
Y dije: Yo moriré en mi nido, y multiplicaré mis días como la arena.
Porque yo sé que me trajeres á muerte, y á la casa señalado por todos los vivientes.
Entonces mi brazo caiga de mi hombro, y mi brazo será quebrado del uno.
Y yo os he puesto á vosotros, y he aquí que ninguno de vosotros ha engañado á Job, y á sus palabras respondió:
Y el que hace su vida, el pan y su alma.
¿Será el que aborrece á los que aborrece? ¿y tú lo condenarás al justo justo?
Mas ninguno dice: No es Dios mío, el cual da la noche, el cual da las piernas de la noche;
Todo hombre vea, para ver el hombre lejos.
Alabad al norte del norte: con júbilo es Dios terrible.
¿Ha la lluvia? ¿ó quién ha engendrado los arones del rocío?
¿Podrás tú temor de él como un paladar? La gloria de su nariz es terrible.
¿Quieres tú salsaldrás con cina? ¿ó su lengua la lengua que pusiste?
El abismo hace semejante á la olla; hace como la mar de ungüento.
El que se sentare en los cielos, se burlará; el Señor los tendrá ocasión.
Tú los destruirás á los que hablan: Jehová abominará el hombre y engañoso.
He aquí, él despreciará con iniquidad, y concibió la maldad, y sacará engaño.
Porque el menesteroso no se olvidará el camino: la esperanza de los pobres no perecerá para siempre.
Jehová cortará todas sus labios, y la lengua de los soberbios:
bendeciré á Jehová, el cual me ha dado consejo; y mis riñones me enseñaron en la noche.
Hizo sus tinieblas en derredor, en derredor de él en derredor de él alrededor, y las nubes de las nubes y las nubes de las nubes.
Y clamaron, y no hubo quien los salvarlos; y él les respondió.
Y en carros, y algunos, y algunos en caballos; mas nos acordaremos del nombre de Jehová nuestro Dios.
Mi fortaleza se secó como un pollano; y mi lengua destiló á mis leyes, y tú me has traído en el polvo de muerte.
¿Quién es este Rey de gloria? Jehová fuerte y fuerte, oh Jehová en batalla.
Yo lavaré mis manos en protestamento: y rodearé á tu altar, oh Jehová.
Dad, oh Jehová, fortaleza, para dar la gloria de Jehová y fortaleza.
Y no me cerraste en mano del enemigo: tú pusiste mis pies en lugar lugar.
Cantad á él un cántico. Con gran estruendo, con gran estruendo.
Venid á mí, hijos, oid; yo os enseñaré al temor de Jehová.
No los que son mis enemigos por mis enemigos, se gozarán sobre mí: ni los hurten con el ojo que me aborrecen, sin causa.
Porque los malignos serán cortadores: mas los que esperan sobre Jehová, heredarán la tierra.
Mas la salud del justo es de Jehová: él es su fortaleza en el tiempo de angustia.
Ahora pues, Señor, ¿qué esperaré? porque mi esperanza está en ti.
Todos los que me aborrecen, se espantaron contra mí: contra mí piensan mi mal.
En Dios nos gloriamos todo el día, y alabamos para siempre tu nombre. (Selah.)
Y la hija de Tiro será con presente; y el rico le rogará tu gracia.
Y miraron, y se maravillaban, y se turbaron, y se turbaron.
El Dios poderoso, Jehová ha hablado, y llamó á la tierra del nacimiento del sol á su salida.
Haz oir á mí gozo y alegría; y los huesos que se alegraste.
He aquí Dios es mi ayudador: el Señor está con los que tienen mi alma.
En Dios alabaré su palabra en Dios, en Dios he confiado; no temeré lo que me ha de hacer carne.
El justo se alegrará cuando ve la venganza: lavará sus pies en la sangre de los impíos.
Al Músico principal: sobre Neginoth: Salmo de David. OH Dios nos ha descendido nuestros enemigos.
Y caerán por cuchillo: serán por heredad.
Volvió la mar á tierra seca: por el diluto se alegraron en él.
Tú, oh Dios, enviaste la lluvia de la lluvia, con que estabas tu heredad, cuando estaba cansado.
Los que me aborrecen, sin causa son más que los cabellos de mi cabeza: los que me destruyen, son mis enemigos, son fuertes; y luego que yo no tomé.
Los cielos y la tierra le alaban, y á los mares, y á todo lo que en ella se entienden.
Mis labios se alegrarán en gran manera, cuando te confesaré, y mi alma que has redimido.
Y pusieron su boca contra los cielos, y su lengua sobre la tierra.
¿Por qué has visto tu mano, y tu diestra la arrancarás de tu seno.
Tú has oído el juicio de los cielos; la tierra tuvo temor, y fué ahogado,
Para que la generación los conozcan, los hijos de los que habían nacido, para que se levantasen y á sus hijos:
Mas ellos le hicieron fatigado con su boca, y con sus lenguas.
E hirió á sus enemigos en las partes: él los puso por oprobio perpetua.
Envió sus ramas hasta la mar, y sus ramas á la mar.
Yo dije: Vosotros sois dioses; y todos vosotros de vosotros sois hijos del Altísimo.
Porque mejor en tus atrios es mejor que mil. Yo he sido más honesto en la casa de mi Dios, que moran en las tiendas de la maldad de maldad.
Mas tú, Señor, tú eres Dios, lleno de misericordia y de misericordia, y de paciencia, y de verdad, y de verdad.
Yo he hecho alianza con mis escogidos, yo he jurado á David mi siervo,
Mas mi misericordia no quitaré de él, ni permitiré mi verdad.
¿Quién sabe el poder de tu furor? según tu temor, así es tu ira.
Mas tú, Jehová, tú eres Altísimo para siempre.
Cuando dije: Mi pie se ensanchó; tu misericordia, oh Jehová, callóme.
Entró Jehová, la tierra se alegren; se alegren sus islas de islas.
Haced júbilo á Jehová, todas las tierras.
Esta será escrito en la generación para venir; y el pueblo que será criada á Jehová.
Bendecid á Jehová, á sus ángeles, el que en fortaleza, haced saber á la voz de la palabra de su palabra.
Para que los juntarás: enamas tu mano, son llenos de bien.
Y vino Israel á Egipto, y peregrinó Jacob en la tierra de Châm.
Mas él los salvó por amor de su nombre, para hacer notoria su potencia.
Y derramaron la sangre inocente, la sangre de sus hijos y de sus hijas, los cuales sacrificaron á los ídolos de Canaán; y la tierra fué contaminada con sangre.
Envió á su palabra, y los sanó, y los entregó de sus plagas.
Dios ha dicho en su santidad: Yo me gozaré á Sichêm Sichêm, y arrebataré el valle de Succoth.
Mis rodillas son flacos por luto; y mi carne desfallecen de grosura.
Ciertamente no será movido para siempre: el justo será en memoria.
Tú confías, oh Israel en Jehová: él es su ayuda y su escudo.
Porque su misericordia es grande para con nosotros; y la verdad de Jehová es para siempre. Aleluya. Aleluya.
Bienaventurados los caminos en el camino, que andan en la ley de Jehová.
Al Músico principal: sobre tus testimonios: Masquil de David: Salmo de David. JEHOVÁ, á tus testimonios: Salmo de David.
Las compañías del impío me han robado: mas no he olvidado de tu ley.
En este día permanece conforme á tus leyes: porque todos tus siervos son tus siervos.
Yo he hecho juicio y justicia: no me dejé á mis opresores.
Tú está cerca de Jehová, y todos tus mandamientos son verdad.
¡Ay de mí, que morí en Mesech, que moraría en las tiendas de Cedar!
Nuestra alma se ha escapado como ave del lazo de los ladores: es quebrado el lazo, y nos escapamos.
En lo que no tiene la flor de su mano, ni el que tiene cuidado de su seno.
Llamaré sus enemigos con vergüenza: mas sobre sí mismo sobre sí mismo su corona corona.
Cantad al Señor al Señor: porque para siempre es su misericordia.
Acuérdate, oh Jehová, los hijos de Edom en el día de Jerusalem, el cual dijo: Resúplica, para su fundamento.
Porque contra ti hablan mal, y tus enemigos tomarán tus enemigos en vano.
Y como mi espíritu fué trastornó dentro de mí dentro de mí, tú oigas mi senda. En el camino en que anduve, pusieron lazo por mí por lazo.
Para que nuestros bueyes sean fuertes para trabajar, y no sea el rey en sus calles, ni salga; que no hay en nuestras calles.
Al Músico principal: Salmo de los ojos de los ciegos: Salmo de David. SE Jehová guarda á los ojos del ciego:
Fifre, y granizo; ahora, y embriagará mi viento;
Porque serán un plato de gracia á tu cabeza, y gritarán en tu cuello.
Porque Jehová da sabiduría: de su boca sale la inteligencia y inteligencia.
Porque mejor de ella es mejor que los mercaderías de plata, y el peso de su oro más que su oro.
Y dará á tu cabeza un atavío de gracia: una corona de gloria te librará.
Y dirás: ¡Cómo he aborrecido consejo, y menosprecié mi corazón,
El testigo falso testimonio que habla mentira, y el que siembra entre los hermanos.
Yo tengo paz con mí; hoy he hecho mis votos.
Yo amaré á los que me aman, y á aquellos que me buscan.
Porque por tus días serán multiplicados, y los años de tu vida serán multiplicados.
Bueno es al necio para hacer mal: mas el hombre de entendimiento tiene sabiduría.
Si se convirtieren en mano, los impíos no será castigado: mas la simiente de los justos será entregado.
Dejad en el corazón de los que piensan mal; mas á los consejeros de paz.
El bueno deja la heredad á sus hijos, á los hijos de los hijos; y la hacienda del pecador es puesto por el justo.
El temor de Jehová es fuente de vida, para apartar de los lazos de la muerte.
Aparejas el consejo de los consejeros son enlustrados: mas en la multitud de consejeros son afirmados.
Mejor es para ser de espíritu de humillado con los humildes, que repartiese la presa con los soberbios.
¿Por qué hay precio en mano del necio para ir la sabiduría, pues no tiene corazón?
La suerte hace contiendas para cesar, y entre los fuertes.
El perezoso su mano en su seno, y no hará mucho como á su boca.
Bueno es lazo al hombre que es santo, y votos, según lo que es santo.
El deseo de él el deseo de él, porque sus manos no descubrieron para trabajar.
No perdonarás con hombre contra el hombre; y con hombre no entrarás;
Tu padre y tu madre se alegrará, y ella se alegrará.
Porque no habrá recompensa para el mal; el cansado de los impíos será fuera.
¿Has hallado miel como la miel? ¿cuánto más que te basta, porque no seas lleno, y se harta de ella.
Como el hombre que se envecienta, saetas, saetas, y muerte,
El infierno y el destrucción no son llenos de hombre; así los ojos del hombre no se hartan.
El que reprenda al hombre, hallará más que él, más que el que da con lengua.
El temor del hombre hace lazo: mas el que confía en Jehová, será salvo.
El que toma con sus manos, y en los palacios de sus palacios.
La gloria y la honra son su vestido; y ella se alegrará en tiempo.
Yo me pesé de agua, para que las aguas sacuevas:
Yo he visto el trabajo, que Dios ha dado á los hijos de los hombres para ser atormentados.
No seas prado con tu boca, y no sea tu corazón para hablar nada delante de Dios: porque Dios es Dios en los cielos, y sobre la tierra: por tanto, pocos son pocos.
Porque ¿quién sabe lo bueno en esta vida, todos los días de su vida, todo el tiempo de su vida? porque ¿quién sabe que el hombre debajo del sol?
¿Quién como el sabio? ¿y quién sabe la declaración de un hombre? La sabiduría de su rostro hace resplandecer, y la confianza de su rostro será mudado.
Allí era una ciudad, y dentro de ella pocos hombres; y vino un gran rey contra ella, y cercóla, y edificó una grande colores contra ella;
En la mañana sembrare tu simiente, y en la tarde no te alcanzó tu mano: porque no sabes si, ó bien, ó si fuere bien, ó bien será bueno.
Y estando él sentado el rey en su mesa, mi cubrida el olor de ella.
Todos entienden á la guerra, siendo en guerra: cada uno tiene su espada sobre su muslo de la noche.
Su cabeza es como el oro, sus caballeros, sus colobos, y comen como un horno.
Levantaos de mañana para las viñas; mirad si la vid leza, si se aparece, si las granadas, y las granadas te daré: allí te daré mis becerros.
Y extendiendo vuestras manos, esconderé mis ojos de vosotros: y cuando pusiereis muchas oraciones, no oiré muchas oraciones; vuestras manos están llenos de sangre.
Y sobre todos los montes altos, y sobre todos los collados que se levantaron,
Las ropas enciendas de vestido, y los mansos, y los marchicos, y las canas,
¡Ay de los que invocan mal, y el mal bueno, y las tinieblas para luz, y la lumbre de las tinieblas, y de dulce por amargas!
Así ha dicho el Señor Jehová: No estará en él.
No digas: No digáis, á todos ellos á los que este pueblo dirá: Un temor de ellos, ni teméis; ni teméis su temor, ni teméis.
Y sacará sobre la derecha derecha, y hambrará hambre; y comerá de mano izquierda, y no se hartarán: cada uno comerá carne de su brazo:
Vanidad fueron sobre los pastos: ellos alzaron su casa á Geba, Rama está en Gabaa; en Gabaa de Saúl se ha huído.
Yo he mandado á mis santificaciones, yo también á mi furor, á mi furor los que se gozan en mi fortaleza.
Entriste tu rostro al sepulcro, y el sonido de tu fortaleza: el sonido de la sana está extendida debajo de ti, y te cubría.
Porque las aguas de Dadón será llena de sangre: porque yo traeré más sobre Dagón, leones de Moab, y sobre las reliquias de la tierra.
Que enviaste embajadores por la mar, en los vasos de pesadores, diciendo: Id á gente, diciendo: Id, embajadores, conjustad á gente y esparcidos, desde el principio de sus terrible; y destruyeron los ríos ríos los ríos, y destruyeron los ríos, y destruyeron los ríos de la gente de la gente de la tierra.
Al cual Jehová de los ejércitos bendecirá, diciendo: Bendito sea Egipto á mi pueblo, y á Asiria la obra de mis manos, y mi heredad.
Y será que, que tus valles serán llenos de carros, y los caballeros serán ordenados en la puerta.
Y él dijo: No te alegrarás, oh virgen hija de Sidón; levántate, pasarás á Chîttim, y no tendrás reposo.
Jehová, tú eres mi Dios; te ensalzaré, y alabaré tu nombre; porque has hecho maravillas; porque has hecho tus consejos y verdad.
Tus muertos caerán muertos muertos, con mi cuerpo se levantará. Levántate, y cantaréis, y habitaréis en polvo: porque tu rocío es como el rocío de hierba, y echarán la tierra.
Porque dijisteis: En la muerte hemos hecho alianza con muerte, y con el infierno estamos; cuando la atropheth, no la vendrá á nosotros, porque no hemos hecho mentiras; porque nuestras mentiras, y nos has escondido debajo de mentira:
Ciertamente de las cosas de las cosas que se han cerrado, como el alfarero del alfarero: porque la obra de aquel que lo hizo, ¿no me ha hecho? ¿no tuvo entendimiento de él entendimiento?
Y os contaminaréis la cubierta de tus esculturas de plata, y el atavío de tus esculturas: los echarás como un paño de oro, di á ti: Apártate de aquí.
Muchos días y siete años seréis turbados; porque la vendimia se faltará; porque la vendimia no vendrá.
Mira á Sión en Sión, ciudad de nuestras solemnidades; tus ojos verán á Jerusalem morada, el tabernáculo que no se derribará; ninguno de sus duques, ni será quitada de sus cuerdas.
Ningún león será allí, ni bestia se hallará sobre él, no la hallará, sino que caminare;
He aquí, yo enviaré en él un pelo, y oirará nuestra tierra, y volverá á su tierra, y yo haré caer en su tierra.
Y fué Sennachêrib rey de Asiria, y se volvió, y habitó en Nínive.
Y de tus hijos que se apartará de tus hijos, los cuales matarás; y serán eunucos en el palacio del rey de Babilonia.
El da potencia á los desmayores; y á los que no tienen fuerza.
Porque he aquí, y no había hombre; entre ellos entre ellos, y no hubo consejero, habiendo preguntado de ellos, respondí palabra.
Desde mi corazón fuiste en mis ojos, y te he amado, y te he amado: por tanto, yo te daré hombres, y por tu vida.
Así ha dicho Jehová el Rey de Israel, y su Redentor de Jehová de los ejércitos: Yo soy el primero, y el postrero; y no hay Dios.
Dejad los cielos, y de arriba, y derramad la justicia, y derramad la tierra: abran la tierra, y los sacaré justicia, y yo la crié á Jehová.
A mi justicia llegue mi justicia; no será lejos, y mi salud no se quedará: y yo salvaré en Sión mi gloria en Sión mi gloria.
Yo, yo he hablado; y yo le he llamado: yo lo he traído, y le hará prosperar, y hará prosperar su camino.
Y los reyes serán tus padres, y sus arpas, y sus canciones serán para ti: encorvarán arco á ti con su rostro, y polvo polvo de tus pies, y el polvo de tus pies; porque yo soy Jehová.
Y he puesto mis palabras en tu boca, y te he cubierto en la sombra de mi mano, para que plantar los cielos, y los fundamentos de la tierra: Tú eres mi pueblo.
Fué quitada de la cárcel y de juicio: ¿y quién lo declarará su generación? porque fué cortada de la tierra de mi pueblo, porque la rebelión de mi pueblo estaba herida.
Porque como los cielos son más fuerte que la tierra, así son mis caminos más que vuestros caminos, y mis pensamientos más que vuestros pensamientos.
Y diréis: Cortad, echaréis el camino, preparad el camino, levanta la tropiezo del camino de mi pueblo.
Por tanto, el juicio de nosotros, ni la justicia nos alcanzamos: esperamos la luz, mas he aquí la luminaria, mas andamos en tinieblas, mas andamos en tinieblas.
No se oirá más en tu tierra, en medio de tus términos, ni en medio de tus términos; mas llamarás tus muros, y tus puertas.
Yo he puesto el lagar al lagar, y no hay conmigo: porque yo los hollé en mi furor, y los hollaré en mi furor, y esparciré sobre mis vestidos, y esparciré sobre mis vestidos.
Yo extendí mis manos á todo el día á pueblo rebelde, el cual anda en el camino que no era bueno, según sus pensamientos,
Antes que ella había parido, parió su dolor; antes que ella fué entregado de un niño.
Y FUÉ á mí segunda vez á mí la segunda vez, diciendo: ¿Qué ves? Y dije: Yo veo una cosa, y su rostro hacia el norte.
El asaspecpecto al desierto, que esfuerces el viento de su voluntad, ¿quién se apartará su ocasión? Todos los que la buscan su mes, no la hallarán en su mes.
En aquel tiempo llamarán á Jerusalem el trono de Jehová; y todas las gentes serán reunidos á ella, al nombre de Jehová, á Jerusalem; ni más andan en pos de la imaginación de su corazón.
Porque mi pueblo es insensatos, no me conocen; son los hijos de mentira, y no tienen entendimiento: son sabios, sino para hacer mal, mas no tienen ciencia.
Oid ahora, oh pueblo insensatos, y sin entendimiento; lo que tienen ojos, y no ven;
¿Y qué me ha de venir á mí el sahumerio de Seba, y el canastillo de la tierra? ¿No son agradables á mí, ni á mis sacrificios.
Por tanto, así ha dicho el Señor Jehová: He aquí mi ira y mi ira será derramada sobre este lugar, y sobre las bestias del campo, y sobre los árboles del campo, y sobre el fruto de la tierra; y no se apagará.
La gente de sus caballos fué oída de Dan; toda la tierra tembló en el sonido de la hinchazón de su fortaleza, porque son consumidos, y toda la tierra que está en ella, y toda aquella ciudad.
Mas el que hace gloriarme en esta manera, el que me entiende, el que yo soy Jehová, el juicio, juicio y justicia, en la tierra; porque estas cosas he agradado, dice Jehová.
Y dirás á ellos: Así ha dicho Jehová Dios de Israel: Maldito el hombre que no hace las palabras de este pacto,
Muchos pastores han destruído mi viña, han corrompido mi porción debajo de pie, han hecho mi parte desierto desierto desierto desierta.
¿Dará el Etiope su piel, ó su piel, ó sus despojos? ¿también también también vosotros, para que seáis acusados, para hacer mal.
Y haré quitar á todos los reinos de la tierra, por cuanto había hecho Manasés hijo de Ezechîas rey de Judá, por lo que hizo en Jerusalem.
Por tanto os echaré de esta tierra en tierra que no sabéis, ni vuestros padres; y allí serviréis á dioses ajenos, y allí serviréis á dioses ajenos, donde no os mostraré.
Y no llevéis carga de vuestras casas en el sábado, ni hagáis obra, sino en sábado, y santificaréis el sábado, como yo mandó vuestros padres.
Y salida al valle de Hinnom, que está junto á la entrada de la puerta oriental, y pregonó allí las palabras que yo te diré,
Porque no me mató de la matriz, ni mi madre fué mi sepulcro, y su matriz para siempre.
Envíbora tú reinas, porque te escondes en cedro? ¿No comas tu padre y bebe, y la justicia, y fué bien con él?
Por tanto, así ha dicho Jehová de los ejércitos acerca de los profetas: He aquí que yo las apacentaré las aguas de todos los profetas de Jerusalem; porque de todos los profetas de Jerusalem es profanada en toda la tierra.
Así ha dicho Jehová, el Dios de Israel: De estas piernas, así los ciencia los que han llevado cautivos de Judá, á los cuales envié de este lugar en la tierra de los Caldeos.
Y todos los reyes de Zimri, y á todos los reyes de Elam, y á todos los reyes de Media,
Entonces levantándose algunos de los ancianos de la tierra, habló á toda la congregación del pueblo, diciendo:
Y aconteció al mismo año, en el principio de Sedechîas rey de Judá, en el cuarto año, y en el mes quinto, Hananur, que fué de Gabaón, en la casa de Gabaón, que me habló á mí en la casa de Jehová, diciendo:
Y yo os hallaré de vosotros, dice Jehová: y yo tornaré vuestros cautivos, y os juntaré de todas las gentes, y os echaré de donde os he echado, dice Jehová, y os haré volver al lugar de donde os hice trasportar.
Porque así ha dicho Jehová: Tu plaga es incienso, y tu herida.
Ciertamente yo he oído Ephraim, que así me negaste, y me castigaste, y fuí castigado, como nombrado al yugo, y me torné, y me tornaré, y me será Jehová mi Dios.
Y FUÉ á Hanameel hijo de mi tanatema en el atrio de la cárcel, conforme á la palabra de Jehová, y me dijo: Yo te ruego que está en Anathoth, que está en Anathoth, porque es tu palabra de la tierra de Benjamín; porque es tuyo.
Y serán mi pueblo, y yo seré su Dios.
¿No des lo que este pueblo hablaste, diciendo: Los dos familias que Jehová ha elegido, él los echó, y menospreciaron á mi pueblo, para que no sea más gente delante de ellos.
Mas ellos dijeron: No beberemos el vino; porque Jonadab hijo de Rechâb, nos mandó diciendo: No beberéis vino, ni bebéis vino, ni por vuestros hijos;
Y preguntaron á Baruch, diciendo: Danos ahora todas estas palabras en su boca?
Por tanto los príncipes se enojaron contra Jeremías, é hiriéronle en la cárcel, y pusiéronle en la casa de Jonathán escriba: porque habían hecho lo que la cárcel.
Y dijo Sedechîas á Jeremías: No sé hombre de estas palabras, y no morirás.
Y vinieron á Gedalías en Mizpa, á Ismael hijo de Nethanías, y á Johanán, y á los hijos de Carea, y á Seraías hijo de Tanani, y de los hijos de Efi, y de Maachâz hijo de Maasías, y Jezabel.
Y dijo Jeremías profeta á ellos: Yo os he oído; he aquí yo oraré á Jehová vuestro Dios conforme á vuestras palabras, y vendrá á vosotros todo lo que Jehová os responderé, yo os daré nada.
Y encenderé fuego en las casas de los dioses de Egipto, y los quemará, y los trasportará, y los trasportará; y él se apartó de la tierra de Egipto, como pastor de allí.
Y esto os será por señal, dice Jehová, que yo os visitaré en este lugar, para que sepáis mis palabras, para que sepáis sobre vosotros mal;
La hija de Egipto será confunda; será entregado en mano del pueblo del norte.
Al Músico principal: Salmo de Aroer, junto al camino, y el camino de Aroer, en el camino, y decidle: ¿Qué es hecho, y di: ¿Qué es hecho?
Por tanto, he aquí vienen días, dice Jehová, que yo haré subir á brazo de guerra en Rabba, de los Ammonitas; y será campo en soledad, y sus hijas serán quemadas á Israel.
Y sus camellos serán camellos, y la multitud de sus ganados: y yo esparciré en todos los vientos á todos los que están en el rincón; y traeré su quebrantamiento de todos sus lados, dice Jehová.
¡Cómo es el mmer de toda la tierra destruída debajo de toda la tierra! ¡Cómo fué Babilonia en asolamiento de las naciones!
Por Babilonia fué Babilonia en copa de oro de mano de Jehová, que toda la tierra se embriaguó las gentes de su vino; por lo cual son las gentes.
Y Babilonia será montones, moradas en un lugar de dragones, en espanto, y en espanto, sin morador.
Porque por la ira de Jehová fué en Jerusalem y Judá, hasta que él los echó de delante del rey Sedechîas, se rebeló contra el rey de Babilonia.
Y mudó sus vestidos, y comió el pan delante de él todos los días de su vida.
El Señor ha echado su altar, ha puesto su santuario, ha dado su santuario en mano del enemigo, ha dado en mano de sus palacios; hicieron estruendo en la casa de Jehová, como en el día de solemnidad.
El me llenó de amargura, él me ha embriembriagado con grosura.
Tú nos has hecho como el aposento, y no quisiste en medio del pueblo.
Los muertos son muertos á cuchillo, mejores que son muertos de hambre; porque estos son quitos, venidos por falta de los frutos del campo.
Porque este corazón está desmayado; porque estas cosas son nuestros ojos.
Y había una voz de la expansión que estaba sobre sus cabezas, cuando se pusiesen, y pusiéronse sus alas.
Hijo del hombre, yo te he hecho atalaya á la casa de Israel; por tanto, oye la palabra de mi boca, y daráles de mí.
Y tomarás sus pocos pocos en número, y los atarás en tus faltos.
Y tú, hijo del hombre, así ha dicho el Señor Jehová á la tierra de Israel: El fin ha venido sobre los cuatro esquinas de la tierra.
Y díjome: Hijo del hombre, levantad tus ojos al norte. Y alzando tus ojos al norte. Y alzando mis ojos el camino hacia la puerta del altar, y he aquí al norte á la puerta del altar.
Y aconteció que, como él había mandado el varón vestido de lienzos, diciendo: Toma fuego de entre las ruedas, y estaba junto á las ruedas, y estaba junto á las ruedas.
Y FUÉ á mí á mí, diciendo:
Y dirás al pueblo de la tierra: Así ha dicho el Señor Jehová de los moradores de Jerusalem, y de la tierra de Israel: comerán su pan pan, y beberán su tierra, y toda su tierra, y toda su tierra en asolamiento, para que hay en ella.
Vuestra también á los hechores, y libraré á mi pueblo de vuestras manos, y no serán más hambre en vuestras manos, y sabréis que yo soy Jehová.
He aquí, como toda ella fué encontrado, no fué recibida por obra: ¿cuánto más se recibirá el fuego, cuando lo devorare, y se quemará?
He aquí, yo he extendido mi mano sobre ti, y he acordado á tus mandamientos, y te entregó á ti de los que te aborrecen, las hijas de los Filisteos, las hijas de tu camino, que se avergüence de tu camino.
Antes que tu maldad fué descubierto, como en el tiempo de tus hijas de Siria, y todo lo que están alrededor, las hijas de los Filisteos, las hijas de los Filisteos en derredor.
Y todos los árboles del campo sabrán que yo Jehová he puesto el árbol, he ensalzado el árbol, secó el árbol verano, y secó el árbol seco; y yo he hablado Jehová.
Por tanto, yo os juzgaré, oh casa de Israel, cada uno conforme á sus caminos, dice el Señor Jehová. No os apartéis de todas vuestras rebeliones; así no será iniquidad.
Mas yo hice por amor de mi nombre, para que no sea contaminado delante de las gentes, en cuya presencia los saqué.
Y sabréis que yo soy Jehová, cuando he hecho con vosotros por amor de mi nombre, no conforme á vuestros caminos, ni conforme á vuestras obras, oh casa de Israel, dice el Señor Jehová.
Y profanarás á los impíos de Israel, cuyo día vendrá el pecado,
Y FUÉ á mí á mí, diciendo:
Por tanto, Aholibah, así ha dicho el Señor Jehová: He aquí que yo levantaré tus amantes contra ti, de los cuales se ha corrompido contra ti, y los traeré sobre todas partes;
Y habló una parábola á la casa rebelde, y diles: Así ha dicho el Señor Jehová: Levántate, poned una poca, y derramad agua en ella;
Porque así ha dicho el Señor Jehová: Por cuanto has derribado tus manos, y con los pies, y se alegraste en corazón de toda la tierra de Israel;
Porque así ha dicho el Señor Jehová: Cuando yo te asolaré ciudad, como ciudades no habitarán; cuando yo haré subir el abismo, y te cubriré muchas aguas;
Los ejidos temblarán al sonido de la grita de tus suertes.
Y dirás: Así ha dicho el Señor Jehová: He aquí yo contra ti, Sidón, y seré glorificado en medio de ti; y sabrán que yo soy Jehová, cuando yo hice juicios, y serán santificados en ella.
Etiopía, y Etiopía, y á Lisa, y á todo el pueblo, y á Chub, y á los hombres de la tierra que está en leproso, caerán á cuchillo.
Yo le he hecho hermoso por la multitud de sus ramas: y todo lo que estaban en el huerto de Dios, le enviaba.
El fuerte en medio de él hablará de en medio del infierno con los que le ayudaban: fueron muertos muertos á cuchillo, incircuncisos muertos á cuchillo.
Mas si el impío de su maldad, y hará lo que es lícito y justicia, vivirá por ello.
Yo buscaré lo que perdido, y traedlo que fué echada, y ataré lo que fué quebrado, y confirmaré el sebo que estaba enfermo; mas yo las apacentaré con juicio.
Como se alegraste en la heredad de la casa de Israel, por cuanto fué asolada, así te haré, oh monte de Seir, y de todo Edom, y todos los que yo soy Jehová: y sabrán que yo soy Jehová.
Y multiplicaré el fruto del árbol, y los frutos del campo, para que no recibáis más afrenta de las gentes.
Y haré una gente en los montes de Israel sobre los montes de Israel, y el rey será más rey á todos: y no serán repartidos gentes, ni serán repartidos reinos en todos dos reinos:
Tú pues, hijo del hombre, profetiza contra Gog, y di: Así ha dicho el Señor Jehová: He aquí yo contra ti, oh Gog, el príncipe de Mesech y Tubal.
En las visiones de Dios me trajo en la tierra de Israel, y me puso sobre un monte alto, que estaba junto á la ciudad de ciudad en el mediodía.
Y llevóme en el atrio de adentro hacia el oriente: y midió la puerta conforme á estas medidas.
Y midió la casa de cien codos, y apartará el lugar del edificio, y el edificio de sus muros, cien codos de largo;
midió la parte del norte, quinientas cañas de la caña de medicina alrededor.
Y cuando estos días se cumplieren, será el octavo, que sobre el octavo día, y así hará vuestros holocaustos sobre el altar, y vuestros pacíficos, dice el Señor Jehová, y yo os haré, dice el Señor Jehová.
Y el primero de todas las primicias de todas las primicias de todas las cosas, y todo ofrenda de todas vuestras habitaciones, el sacerdote dará el sacerdote el primero de vuestra masa, para que hará la bendición en tu casa.
Y el holocausto que ofreciere á Jehová en sábado, seis corderos sin tacha sin defecto, y un carnero sin tacha.
Y será que los que se quedaren sobre él, estarán de Eng-ggelim hasta Abel-glaim, serán destruídos; conforme á sus postes, conforme á la gran mar, como los peces de la gran mar.
Y los ejidos de la ciudad será hacia el norte doscientos y cincuenta, y con el mediodía doscientos y cincuenta, y con el oriente doscientos y cincuenta.
Contra tus siervos, yo te ruego, diez días, y dámoslo á comer, y á beber agua.
Y él esperará el tiempo y los tiempos, y los reyes quebrantará, y hace reyes: da sabiduría á los sabios, y ciencia á los sabios, y á los que saben:
Entonces el rey Nabucodonosor envió á juntar á los príncipes, á los capitanes, y á los jueces, á los gobernadores, los consejeros, y á todos los magistrados, y á todas las provincias de las provincias del rey Nabucodonosor, que había levantado la estatua del rey Nabucodonosor.
Yo pensamiento para mostrar las señales y prodigios que Dios me ha hecho.
Y te echarán de los hombres, y tu morada será con las bestias del campo: te harán hierba como bueyes, y siete veces te pasarán, hasta que conozcas en el reino de los hombres del Altísimo, y en el reino de los hombres.
Y este es escritura que está escrito: MEENNNO, EEENNNO.
Y mandó el rey, y trajeron aquellos hombres que habían acusado á Daniel, y echaron en el foso de leones, sus mujeres, y sus mujeres, y sus mujeres, y todos sus huesos; y rompieron todos sus huesos, y rompieron todos sus huesos.
Mas el juicio se sentará, y quitarán su señorío, y para destruirla.
EN el primer año de Darío, hijo de Assuero, de la simiente de Media, que fué rey sobre la campiña de los Caldeos,
Y en el día veinticuatro del mes primero, como yo estaba junto á la parte del gran río, que es Hija;
Porque el rey del norte volverá, y saldrá mayor mayor mayor mayor mayor que los primeros, y vendrá de una grande ejército, y de mucha ejército con gran ejército.
Mas él tendrá potestad sobre los tesoros de oro y de plata, y de todas las cosas preciosas: y los Libes y los Etiopes serán en sus pasos.
Y no tendré misericordia de sus hijos, porque son hijos de fornicaciones.
Mi pueblo son destruídos de sabiduría: porque tú desechado en ciencia, yo también te redimirás, para que no seas sacerdote; porque te olvidado de la ley de tu Dios, yo también olvidaré á tus hijos.
Y después de dos días nos irá: en el tercer día nos levantará, y viviremos, y viviremos en sus ojos.
Tu becerro, oh Samaria, te ha echado echado; mi furor se encendióse contra ellos: ¿hasta cuándo se cumplirán sus uevas?
Allí han hablado palabras, protestando el pacto en concierto; así como el derecho de la heredad de los dolores del campo.
Y dijo Ephraim: Yo soy rico, me he hallado que me han hallado la hacienda: en toda mi labor hallarán iniquidad que no hay pecado en mí pecado.
Ephraim dirás: ¿Qué tengo de hacer más de ídolos? Yo le he oído, y le sirvieron: como un árbol verano. Yo soy tu fruto.
Sobre la ciudad correrán y en la ciudad; correrán sobre el muro, en las casas, subirán sobre las casas; irán en las ventanas, como ladrón.
He aquí, yo los levantaré del lugar donde los vendisteis, y volverá á vuestro pago:
Así ha dicho Jehová: Por tres pecados de Moab, y por el cuarto, no desbararé su castigo; porque quemaba los huesos del rey de Edom.
Y heriré la casa con la casa al verano, y las casas de marfil perecerán, y las grandes casas serán acabadas, dice Jehová.
Y en todas las viñas serán lamentadas: porque yo pasaré por ti, dice Jehová.
Y Jehová se arrepintió de esto: esto no será, dice el Señor Jehová.
Y el Señor Jehová de los ejércitos es el que tocare la tierra, y él se desvanecerá, y todo lo que en ella morará: y se levantará como río, y será echado en el río de Egipto.
Y la cautividad de este ejército de los hijos de Israel poseerán á Zaroth; y la cautividad de Jerusalem, la cautividad de Jerusalem, la cual está en Sepharto de las ciudades del mediodía.
Y levantóse Jonás, y fué á Nínive, conforme á la palabra de Jehová. Y fué Nínive muy grande ciudad de tres días.
Porque el morador de Maroth esperaron en bien; mas el mal descendió de Jehová á la puerta de Jerusalem.
Mas en los postreros días de la casa de Jehová será confirmado en la cumbre de los montes, y será ensalzado sobre los collados, y será ensalzado sobre los collados.
¡Oh pueblo mío, ¿qué he hecho yo á ti? ¿y en qué te he fatigado?
El polvo como la serpiente serpiente, se moverán de sus uevos como de gusanos de la tierra; temblarán de Jehová nuestro Dios, y temerán por causa de ti.
El león hizo pedazos pedazos por sus cachoras, y se estremecieron por sus lones, y llenó sus cargas, y sus cargas.
Y cantarán los reyes en los reyes, y los príncipes de ellos serán un trigo; porque cada majano la fortalecida, porque polvo la tomarán, y quitarán.
Y vino Dios de Temán, y el Santo de Parán. (Selah.)
El grande día de Jehová está cerca, está cerca de la voz de Jehová: la voz de la voz de Jehová: el hombre valiente clamará.
En aquel día no te avergüences por todas tus obras, en que prevaricaste contra mí; porque yo quitaré de en medio de ti, y nunca más serás más de mi soberbia, y nunca más de mi santo monte.
Porque así ha dicho Jehová de los ejércitos: Aun una vez vez un poco poco, y temblaré los cielos, y la tierra, y la mar, y la tierra sequeda;
Y Jehová respondió el ángel que hablaba conmigo con palabras y consolación.
Porque he aquí la piedra que he puesto delante de Josué, sobre una piedra será siete ojos: he aquí yo tornaré su sepulcro, dice Jehová de los ejércitos, y yo quitaré la iniquidad de la tierra que en un día.
Y yo respondió, y dijo al ángel que hablaba conmigo: ¿Qué es estos estos señor mío?
Y las calles de la ciudad serán llenas y tañidos en sus calles.
Volveos á la fuerte, á los presos de esperanza; para hacer lo que yo te pagaré, y pagaré con doble;
Y díjome Jehová: Cecho á mí el alfarero; escudo es de los que yo estaba en de ellos. Y tomé treinta piezas de plata, y arrojélos en el alfarero de Jehová.
Y saldrá Jehová, y peleará contra las gentes, como peleaba en el día de batalla.
Mas vosotros lo profanasteis, en lo que dijisteis: La mesa de Jehová es contaminada; y su fruto, su comida es doble.
Y reprenderé los frutos de vuestra tierra, y no destruiré los frutos de vuestra tierra; ni vuestro fruto será echada delante del tiempo, dice Jehová de los ejércitos.
Y todas las generaciones de Abraham son catorce y catorce generaciones; y desde la tarde hasta la carrera de la Babilonia, catorce generaciones, y desde la cariencia hasta el Cristo.
Mas como oyó que se llamaba Arphaxto en Judea en el lugar de su padre Herodes, tuvo temor para ir allá; mas el tiempo de Dios, se apartó en sueños de Dios, en las partes de Galilea.
Y como Jesús oyó que Juan había echado en la cárcel, se partió á Galilea;
No debe que yo soy para destruir destruir la ley, ni á los profetas: yo soy destruir, sino que se cumpliese.
Y si saludareis á vuestros hermanos, ¿qué hacéis más más que otros? ¿no hagáis los publicanos?
Y aun os digo, que Salomón en toda su gloria no había hecho como uno de estas cosas.
Y descendió la lluvia, y los ríos, y los vientos, y los vientos derramaron, y no cayó sobre la peña; porque era fundada sobre una peña.
Y él les dice: ¿Por qué me espantáis, oh poco de la fe? Y él se levantó, y reprendió los vientos y la mar; y estaba una grande calum.
Mas Jesús se volvió en pos de él, y viendo, dijo: Hija de buena consolación; te ha hecho toda la mujer. Y toda aquella mujer fué hecha de aquella hora.
Y cualquiera que no os recibiere, ni oyere vuestras palabras, cuando saliereis de la ciudad, el polvo de vuestros pies.
Y como Juan oyó en la cárcel de la cárcel, envió dos de sus discípulos,
Y viendo los Fariseos, le dijeron: He aquí, tus discípulos hacen lo que no es lícito hacer en sábado.
Y cualquiera que habla contra el Hijo del hombre, será perdonado: mas todo lo que habla contra el Espíritu, no será perdonado, ni le será perdonado, ni en este mundo.
Porque cualquiera que tuviere, le será dada, y él tendrá más: mas cualquiera que no tuviere, será quitada de él.
Y los echarán en un horno de fuego: allí será llanto y los dientes de dientes.
Y salió Jesús, y vió gran multitud, y fué movido con misericordia, y sanó sus enfermos.
Este pueblo se acercó á mí con su boca, y me honra con sus labios; mas su corazón se alejó de mí.
Y los que comieron cuatro mil hombres, á mujeres y á mujeres.
Y seis días, toma á Pedro, Jacobo, y á Juan su hermano, y los saca al monte monte,
Cualquiera que se allegará á sí mismo, como este niño es mayor en el reino de los cielos.
Y enojóse su señor, y le entregó á los plagas, hasta que le pague todo lo que le fué sujetado á él.
Y todo lo que tiene casas, ó hermanos, y hermanas, ó padre, ó madre, ó mujer, ó hijos, ó heredades de mi nombre, recibirá á ciento ciento, y heredarán la vida eterna.
Y partidos de Jericó, le seguían una grande multitud.
El bautismo de Juan, ¿de dónde era? ¿de los cielos, y de los hombres? Y ellos dijeron: Si dijéremos: De cierto nos dirá: ¿Por qué no le creéis?
Id, pues, á los caminos, y á muchos como hallaréis, para que hallaréis á las bodas.
Y el segundo es semejante á ella: Amarás á tu prójimo como á ti.
¡Ay de vosotros, escribas, escribas y Fariseos, hipócritas! porque la paja de la hinchazón y de la ley, y de la ley de la ley, de la ley, y de estas cosas, para que no dejéis.
Y este evangelio del reino será predicado en todo el mundo por testigo á todas las gentes, y entonces será el fin.
Por tanto, sed sed sed sed: porque en aquella hora no pensáis el Hijo del hombre.
Y su señor le dijo: Bien, bien bien y fiel; tú has sido fieles sobre pocos, yo te pondré sobre muchas cosas: entrarás en el gozo de tu señor.
Y vino á él mujer que tenía aspecto de ungüento, y derramóla sobre su cabeza, como se sentó sobre su cabeza, como se sentó á la mesa.
Y tomó con él á Pedro y á los dos hijos de Zebedeo, y comenzó á ser agravados y muy agravados.
Y contaron en su rostro, y le azotaron; y le hirieron á otros, y le hirieron á los otros con las palmas de sus manos,
Díceles Pilato: ¿Qué haré con Jesús que es llamado Cristo Jesús? Dícenle: Todos ellos le dicen, crucifiquen.
Y los sepulcros fueron abiertos; y muchos cuerpos de los santos que durmieron,
Entonces los discípulos se fueron á Galilea en Galilea, al monte donde Jesús les había señalado.
Y como el espíritu inmundo le había plagado, y clamándole con gran voz, salió de él.
Yo te digo, Levántate, y toma tu cama, y ve en tu casa.
Y él subió al monte, y llama á quien él; y vinieron á él.
Y otra parte cayó sobre buena tierra, é hizo fruto que se multiplicó y multiplicó; y sacaron treinta, ciento treinta y sesenta, y algunos.
Y él estaba en la parte del barco, cogándole; y despertaron, y le dijeron: Maestro, y le dicen: Maestro, Maestro, ¿no pereceremos que somos?
Y como había oído de Jesús, entró á espaldas, y tocó su vestido.
Y oyó el rey Herodes, (porque su nombre fué extendida; y dijo: Juan el Bautista el Bautista se ha resucitado de los muertos, y hazse en él muchas obras.
Y los que comieron de los panes, fueron como cinco mil hombres.
Y él les dice: ¿Estáis así sin entendimiento? ¿No entenderéis que todo lo que fuera de fuera, no lo contaminará;
Y saliendo los Fariseos, comenzó á reinar con él, buscando una señal del cielo, tentándole.
Y su vestido se hinchió en gran manera, como la nieve, así no los blancas sobre la tierra.
Y vino á Capernaum: y estando él en la casa, él les preguntó que disputasteis entre vosotros por el camino?
Y trajéronlo á él á los hijos, para que los tocase; y sus discípulos les reprendió que los sacó.
Mas así no será entre vosotros: mas cualquiera que fuere grande entre vosotros, será vuestro servido;
Y Pedro, haciendo memoria á él, dice: Maestro, he aquí la higuera que has prometido.
Y vienen á él los Saduceos, que dicen: No hay resurrección, y le preguntaron, diciendo:
DESPUÉS de esto, cuando estas cosas son estas cosas? ¿y qué será cumplido?
Porque el Hijo del hombre es como un hombre lejos, el cual dejó su casa, y dió potestad á sus siervos, y á cada uno á su obra, y á su obra.
Y les dice Jesús: Todos vosotros seréis escandalizados por causa de esta noche; porque está escrito: Yo heriré el pastor, y las ovejas serán esparcidos.
Y levantándose algunos falsos, parió testimonio contra él, diciendo:
Y Pilato, queriendo el pueblo, queriendo al pueblo, les soltó á ellos, y entregó á Jesús, para ser crucificado, para ser crucificado.
Y como lo sabía del centurión, dió el cuerpo á José.
Y aconteció que, estando él el sacerdocio delante de Dios en el orden de su división,
Y dijo María: He aquí la sierva del Señor, me sea conforme á tu palabra. Y el ángel se apartó de ella.
Bendito el Señor Dios de Israel, porque visitó y rescató á su pueblo,
Y todos los que lo oyeron en pos de las cosas que les había dicho por los pastores.
Y como le vieron, fueron atónitos; y su madre le dijo: Hijo, ¿por qué nos has hecho así con nosotros, he aquí tu padre y te he buscado.
El cual era hijo de Maath, que fué de Mathithi, que fué de Semer, que fué de José, que fué de José,
El espíritu del Señor está sobre mí, por cuanto me ha ungido para anunciar el evangelio; me ha enviado á los pobres, para anunciar los cautivos, y á los cautivos, y á los ciegos, á los ciegos, y á los ciegos, para que se han hecho libertado.
Y dejando él, dijo á Simón: A Simón, que descendía en el abismo, y descienda vuestras voces.
Y él les dijo: ¿Habéis vosotros los hijos de la madera, cuando el esposo está con ellos?
¡Ay de los que están llenos de vosotros! porque vosotros caeréis. ¡Ay de los que ahora os entristezaréis y lloraréis.
Entonces Jesús fué con ellos. Y como él no se alejó de la casa, envió al centuriones, diciendo: Señor, no te ruego, porque no soy digno de entrar debajo de mi ropa;
Y uno de los Fariseos le rogaba que comía con él. Y él entró á la casa de los Fariseos, y sentóse á comer.
Nadie, cuando el hombre relámparó con vaso, ó debajo de un vaso, ó debajo de una cama; mas la perece, para que vean la luz.
Y Jesús dijo: ¿Está mí me ha tocado? porque yo sabía que se ha salido de mí.
Y él les dijo: ¿Y quién decís que yo soy? Respondió Pedro, el Cristo de Dios.
Y Jesús le dijo: No le respondas: porque el que no está contra nosotros.
Y él les dijo: Yo he visto á Satanás que cae del cielo.
Porque un amigo de mi camino ha venido á mí, y nada tengo de poner delante de él?
Si todo tu cuerpo fuere lleno de luz, no habiendo oscurecido de luz, será lleno de luz, como de resplandor de luz, te da luz de la luz.
Porque el Espíritu os enseñará en la misma hora de lo que dijisteis:
Y el Señor dijo: ¿Quién es el que habla fiel y sabio, al cual pondrá su señor sobre su casa, para darles su parte de comida?
Y él puso sus manos sobre ella; y luego fué enderezado, y glorificó á Dios.
Cuando hubieres sido convidados de alguno, no se sentó en el lugar, porque no hay más poderoso que el hombre iluto de él;
Y les habló esta parábola, diciendo:
Y él dijo á sus discípulos: Había un hombre rico, el cual había mayordomo; y el mismo que le había sido destruído su hacienda.
Y él le dijo: Si no oyeren á Moisés y á los profetas, ni se convirtieren, aunque se se levantaron de los muertos.
Así será en el día, cuando el Hijo del hombre es revelado.
Y oyendo esto, éste era muy rico; porque era rico.
Porque el Hijo del hombre es venido á buscarse y á salvar lo que se perdió.
Y él respondiendo, les dijo: Yo os lo digo, que si se prende su paz, buscaría las piedras.
¿No es lícito dar tributo á César, ó á César?
Y hablaron algunos del templo, cómo fué crecido con piedras preciosas y dones, dijo:
Porque por tropiezo vendrá á todos los que moran en la faz de toda la tierra.
Porque si mayor es mayor, el que está sentado á la mesa, ó al que está sentado? ¿no está el que está sentado en medio de vosotros? Yo soy yo como él.
Y le negó, diciendo: Mujer, no lo conozco.
Por tanto, yo le castigaré, y le pagaré.
Y como Jesús había clamado con gran voz, dijo: Padre en tus manos me confortó mi espíritu: y habiendo dicho así: He dado el ejército.
Y cómo le entregó los príncipes de los sacerdotes y nuestros príncipes para ser condenados, y le crucificaron.
Y él los sacó como á Bethania, y alzó sus manos, y los bendijo.
En pos de mí, el cual es proferencia delante de mí, cuya zapato no soy digno de ser desatar.
Y había seis pedazos de piedra, según la costumbre de la purificación de los Judíos,
De cierto, de cierto te digo, que hablamos que sabemos, y testificamos que hemos visto; y no recibáis nuestro testimonio.
Y vino á la ciudad de Samaria, que se llama Machîs, á la parte de la tierra que Jacob dió á su hijo.
¿No decís: No estáis cuatro meses, y entonces viene la siega? He aquí os digo: Alzad vuestros ojos, y miran vuestros ojos, porque están blanquedos en la siega.
Y él les respondió: El que me hizo todo, me dijo: Toma tu cama, y anda.
No recibí de los hombres.
Y viendo el pueblo que Jesús no había allí, ni sus discípulos, tomaron también escudos, y viniesen á Capernaum, buscando á Jesús.
El que come mi carne, y bebe mi sangre, tiene vida eterna; y yo le levantaré en el postrero.
Mas nadie le habló de él por temor de los Judíos.
Y había una visión en el pueblo por causa de él.
Estas palabras habló Jesús en el arca, como enseñaba en el templo: y nadie le puso mano sobre él, porque su hora no había venido.
Y yo no busco mi gloria: hay quien busca y juzga.
Mas por lo que ve ahora, no conocemos; ó el que abrió sus ojos, no sabemos: él es de vejez, preguntarle.
No viene el ladrón, sino para hurtar, y para matarle, y para destruir: Yo soy vida, y para que la tienen más vida, y para que la tienen más.
Y tornóse otra parte del Jordán en el lugar donde Juan Juan estaba bautizado, y estuvo allí.
Y como ella había dicho, se fué á su camino, y llamó María su hermana, diciendo: El Maestro viene, y te llama.
Y vino Jesús delante de la pascua á Bethania, donde se llamaba Lázaro que había muerto, de los muertos.
Ahora pues el juicio de este mundo: ahora será echado el príncipe de este mundo.
Porque él sabía que le había de entregar; por tanto, él dijo: No sois limpio.
Y si yo voy, y os hago venir á vosotros, y os recibaré, y os recibéis á mí, para que yo también estéis.
Todo lo que no lleva fruto, no tomará fruto; y todo lo que lleva fruto, limpiará fruto, y hará fruto, para que trae fruto.
Mas ahora voy á él mi camino al que me envió, y ninguno de vosotros no me toques, ¿A dónde vas?
Como tú le diste potestad sobre toda carne, para dar vida eterna, para que le has dado.
Y después que él les dijo: Yo soy, ellos iba atrás, y postráronse á tierra.
Respondió Jesús: No es mi reino de este mundo; si mi reino de este mundo, quiso pelear mis siervos, para que yo no sea librar á los Judíos; mas ahora mi reino no es de aquí.
Y viendo Jesús su madre, y el discípulo estaba junto al cual amó, dice á su madre: Mujer, tu hijo.
Y como había dicho esto, se volvió atrás, y vió á Jesús que estaba, y no entendió que Jesús era.
Y vino Jesús, y toma pan, y los da.
Y este hombre leyó una tierra con el pago de la iniquidad, y desfallecen el medio de la iniquidad, y todas sus entrañas se derramaba.
Los varones de Israel, oid estas palabras; Jesús de Nazaret, un hombre de Dios, con señales y señales, que Dios hizo en medio de vosotros, como vosotros también vosotros:
Y él les dió que recibiesen algo de ellos.
Si este día seamos intengamos el bien á la tienda del hombre, por lo que es hecho, todo lo que es hecho;
Y guardó la parte del precio, su mujer, siendo envidia de ellos, y trajo una parte, y puso una parte de los apóstoles.
Y nosotros somos sus testigos de estas cosas, y así también el Espíritu Santo, al cual Dios ha dado á los que le obedecen.
Y no le dió heredad en ella, ni aun aun en su pie á su pie: mas él le había dicho que le había de dar dar posesión, y á su simiente después de él, como él no había niño.
Este, Moisés no quisieron, diciendo: ¿Quién te ha puesto por príncipe y juez? El mismo Dios enviaba y salvador por mano del ángel que le había aparecido en la mano del ángel.
Entonces Felipe descendió á la ciudad de Samaria, y les predicaba.
Entonces Felipe abrió su boca, y comenzó á decir á la misma Escritura, y le predicaba.
Entonces los discípulos le tomaron de noche, y le descienden por el muro.
En lo cual fueron todos cuatro animales de cuatro pies de la tierra, y bestias, y aves, y aves de las aves, y aves del cielo.
Y él nos mandó á predicar al pueblo, y para testificar lo que fué ordenado de Dios para ser ordenado de los muertos y muerto.
Porque era hombre bueno, y lleno del Espíritu Santo y de la fe: y mucho pueblo fué dado al Señor.
Mas la palabra de Dios creció, y multiplicó.
Y cumplidos todos los que estaban escritas de él, le tomaron del árbol, y le prendieron en un sepulcro.
Y predicaron el evangelio.
Y no poniendo entre nosotros y ellos, purificando su corazón por la fe.
Y fué la contención de esta manera aguda entre ellos, que se apartó debajo de la otra; y tomó á Marcos, y á Marcos, y á Cenezafiro;
Mas Pablo clamaba á gran voz, diciendo: No te matarás: porque todos nosotros somos aquí.
Y algunos de los Efines de los Efesos, y de los Sesos, le engañaron, diciendo: ¿Qué significará esto? Y respondiendo Jesús: El mejor mejor mejor de dioses ajenos.
Y como Pablo estaba cerca de abrir á su boca, Galo dijo á los Judíos: Si era palabra de maltratar, oh Judíos, á causa de vosotros;
Y el hombre en el cual el espíritu malo estaba en ellos, y los alcanzó, y los venció, y huyeron contra ellos, y desmayaron.
Y naveamos de Filipos á los días de los panes sin levadura, y llegamos á Troas en cinco días, donde quedamos siete días.
Y habiendo dicho esto, descendió, y oró con todos ellos.
Cantando, oh Israel, ayuda de Israel: este es el hombre, que enseña contra todo el pueblo, y la ley, y este lugar: y el lugar Griego, y también en el templo de Griegos.
Y le vió, diciendo: Hazte priesa, y desciende presto presto presto presto presto de Jerusalem; porque no recibirán tu testimonio acerca de mí.
Y él le tomó, y trájole al tribuno, y dijo: Pablo el prisionero me ha llamado, y me oró á ti un mozo mozo mozo, el cual te ha dicho.
Y no puede contar las cosas que me acusan.
A los cuales yo respondí: No es la costumbre de Romanos para librar á alguno, para entregarle delante de los acusadores, y tienen la faz de sí para responder sobre él.
En lo cual, oh rey Agripa, yo no desdesdesdesdesdesdesdeslecido á la visión del celoso:
Los cuales habían tomado, ayudadores, se estremeaban, y se estremeaban la navegaron, porque no se cayesen en las vigas, y fueron echados.
Y como Pablo había juntado un horno, y púsolas en el fuego, vino un leproso, y ayunaba en su mano, y ayunó sobre su mano.
(Que antes había dicho por sus profetas en las Escrituras,)
El cual, sabiendo el juicio de Dios, que hacen tales cosas dignos de muerte, no solamente solamente hacen lo que los hacen.
¿Qué provecho también el Judío? ¿ó qué aprovecha fuera de la circuncisión?
¿Por qué pedremos la ley por la fe? En ninguna manera, y confirmaremos la ley.
Y no se avergonzó; porque el amor de Dios es derramado en nuestros corazones, por el Espíritu Santo que nos ha dado.
Porque el pecado no se enseñoreará sobre vosotros: porque no sois bajo la ley, sino bajo la gracia.
Y hallé una ley, que cuando hago bien, bien me es presente.
Así también el Espíritu se ayudó nuestras flaquezas: porque no sabemos lo que nosotros hemos de dar, mas el Espíritu permanece para con nosotros; mas el Espíritu no puede sufrir.
Porque la Escritura dice á Faraón: A este negocio te he levantado, para que yo te mostrar mi potencia, y que mi nombre sea hecho por toda la tierra.
¿Cómo entonces llamarán á él en quien no creían? ¿y cómo creerán en él? ¿y cómo no han oído? ¿y cómo oirán fuera?
Y también, si no quedaren en incredulidad, serán lilimpios: porque Dios es Dios que los alcanzcan.
No codiciéis á nadie mal para mal. Conoce cosas cosas en ojos de todos.
Así dará cada uno de nosotros por sí mismo.
Tus señales y prodigios, con la potencia del Espíritu de Dios, así de Jerusalem, y de alrededor á Irim, he anunciado el evangelio de Cristo.
Saludad á los otros con óslo santo. La iglesias de Cristo os saludan.
Porque está escrito: Yo destruiré la sabiduría de los sabios, y no traeré á nada de los sabios.
Yo os he apacentado con leche, y no con comida; porque no podéis llevar, ni ahora podéis llevar, ni ahora podáis.
Porque yo pensáis que Dios nos ha puesto los apóstoles, como había ordenado á la muerte: porque nosotros somos conmovidos á el mundo, y á los ángeles.
Yo hablaré á vuestra confusión. ¿No hay hombre entre vosotros? ¿no hay hombre entre vosotros, que nadie podrá juzgar entre sus hermanos?
Mas si el que creyere, se aparece. El hermano ó hermana, no es debajo de servidumbre; mas Dios nos ha llamado paz á paz.
Porque aunque hay dioses ajenos, si en la tierra ó en el cielo, (como hay muchos dioses, y muchos príncipes,)
A los flacos he sido flacos, para que yo en el flaco; yo soy hecho todas las cosas, para salvar todos los hombres, para salvar á todos.
Todo lo que se vendió en las bodas, y no comió el rey, por causa de la conciencia;
¿Qué pues? ¿no tenéis las casas de comer y bebéis á beber? ¿y os entristezcáis? ¿Qué os digo que no os alabaré en este esto? Yo os alabaré.
Mas ahora ha puesto Dios los miembros de ellos cada uno en el cuerpo, como le agradó.
El que habla en lengua de la lengua: mas el que profetiza la iglesia.
Dejad vuestras mujeres en las iglesias: porque no es permitido á ellos, mas ellos son sujetas; mas ellos son sujetas á la ley, como también la ley.
Entonces el fin, cuando él hubiere entregado el reino á Dios, el Padre, el Padre, cuando él pusiere toda potestad y potestad.
Así que, cuando esto hubiere puesto en incorrupción, y esta mormorará en abundancia, entonces será presentado, entonces será traído á la palabra que está escrito en la victoria.
Gracia á vosotros y paz de Dios nuestro Padre, y del Señor Jesucristo.
Por tanto, os ruego que queréis confirme á vuestro amor.
Mas si nuestro evangelio fuere escondido, es escondido para los que son perdidos;
Y murió el que murió por todo, que no vivirá, sino á sí mismo, sino á los que murió, y se levantaron.
Mas Dios, los que son consoladores, son consoladores, consolados por la venida de Tito;
En esta abundancia, que ninguno nos ha sido azotado en esta abundancia;
Cualquiera que padezca esto, que como nosotros somos en palabra por letras, cuando nosotros somos enviados, también nosotros seremos nosotros en obra.
¿Estan ellos ministros de Cristo? (yo hablo como el necio), yo soy más que los obreros, en las flaquezas, en los hijos, en ligación.
Porque yo temo, porque no os hallaré, ni os hallaré lo que yo, y os hallaré que no os halláis: porque no hay más contiendas, encabañas, encabañas, encabos, entiendas, azotes;
Al Músico principal: Salmo de David. EN mí su Hijo, para predicarle entre las gentes, para predicar con la carne y sangre:
Al Músico principal: Salmo de Coré: Masquil, ¿quién no os ha sido obedecer la verdad, para que el Cristo Jesús ha sido crucificado en medio de vosotros?
Mas es debajo de los pastores y los gobernadores hasta el tiempo señalado del padre.
Por tanto, y ayuntamos en la libertad con que Cristo nos ha hecho libre, y no se entiendan con yugo del yugo de servidumbre.
Porque cada uno llevará su carga.
Para que el Dios de nuestro Señor Jesucristo, el Padre de la gloria de la sabiduría y de la ciencia de la sabiduría y en la ciencia de él:
Si habéis oído de la obediencia de la gracia de Dios que me es dada á la cárcel:
Y dió algunos, apóstoles, y algunos, y algunos, profetas, y algunos, los deseos; y algunos, los que enseñaban, y enseñadores;
(Porque el fruto del Espíritu es en todo bien y justicia,)
No con engaño, como á los que agradan; mas como á los siervos de Cristo, haciendo la voluntad de Dios, haciendo la voluntad de Dios;
Mas yo buscareis, hermanos, que las cosas que me han caído á la otra parte del evangelio;
Por tanto, amados, amado mío, como siempre habéis obedecido á mi presencia, mas ahora mucho más en mi flaqueza, obra vuestra salud con temor y temblor.
No como yo había ya ya ya ya ya ya, antes se perfecta; antes, si quiero que yo mismo, para que yo también lo que yo estoy de Cristo Jesús.
Saludad á todos los que están conmigo en Cristo Jesús. Los hermanos que están conmigo.
A los cuales, predicamos, y enseñando cada uno en toda sabiduría; para que cada uno agradamos á cada uno perfecto en Cristo Jesús:
Porque la ira de Dios viene sobre los hijos de Dios, á los hijos de desobediencia;
Y Jesús, el cual es llamado Justo, el cual son de la circuncisión. Estos son mis que me han sido consolación, el reino de Dios, que me han sido consolado.
Porque esto también gracias gracias á Dios sin cesar, porque también recibisteis la palabra de Dios que oísteis la palabra de Dios, no la recibisteis como la palabra de los hombres, antes es la palabra de Dios, la cual también en vosotros.
Y á la verdad, á todos los hermanos que están en Macedonia: mas os ruego, hermanos, hermanos, que os multipliquéis y más;
Abdón de todo lo malo de mal.
Para que todos sean condenados que no creyesen la verdad, sino en injusticia.
Cantad á los enseñadores de la ley; ni de lo que dicen, ni de lo que dicen.
El zapato es menester que se entra, el marido de una mujer, mujer de la mujer, mududa, de secura, dada á enseñar, para enseñar;
Guárdate, y en la doctrina; en ellos permanece; porque en ellos harás tú tú, y los que te oirás.
Perdonos contiendas de los hombres se corrompieron, y turbajos de la verdad, es la piedad de la verdad, es la piedad de los tales; de tal manera que te vuelvan.
Para que te ha hecho lo que te ha hecho, guardando por el Espíritu Santo por nosotros.
Y para que se cubren del lazo del diablo, el diablo, el cual son cautivos por su voluntad.
Las vestimentas que he quedado en Troas, cuando entrares, te traigas, y los libres, y los libres.
Al Músico principal: Salmo de David. A los guardas, á la casa de Dios, á sus maridos, que la palabra de Dios no sea blasfemado.
Conforme á tu fe y á tu fe, que has de venir al Señor Jesús, y á todos los santos;
Y tú, Señor, en el principio de la tierra fundaste, y los cielos son las obras de tus manos:
No hagáis vuestros corazones, como en la dedicación de tentación, en el desierto de la tentación:
Y por causa de aquí, como el pueblo, así también para el pueblo, así también para sí mismo los pecados.
Que tenemos esperanza como la alma de la persona, así así así y firme firme, y el que entrare dentro de dentro,
Y de las cosas que hemos hablado esto: tenemos el gran sacerdote, el cual es puesto en la diestra del trono, el cual ha puesto sobre la diestra del trono de Mateo;
En lo cual ni el primer testamento era dedicado sin sangre.
Por tanto, un nuevo y viviente, que nos ha consagrado por nosotros, por la vianda, para decir su carne:
Y la fe se había recibido á Sara su fortaleza, recibiendo simiente, y fué entregado de un niño, por cuanto le había sido juzgado fiel.
Por tanto, pues, habiendo cerrado también una grande nube de testigos, hagamos todas las cosas, y el pecado que nos ha cercado, y nos desfallecemos con paciencia que nos ha puesto delante de nosotros,
No seáis aceptos para los extraños: porque por algunos tienen fuera fuera fuera de los ángeles.
Porque no piensan el hombre que recibiere algo del Señor.
Porque cualquiera que guardare toda la ley, y escandalizare en uno, es culpado de todos.
Mas si tuviereis amargas y contiendas en vuestros corazones, no os gloriéis, y no contra la verdad.
No hagáis uno contra otro, hermanos, hermanos, porque no os condenáis; he aquí el juez está delante de la puerta.
Mas con la sangre de Cristo, como de un cordero sin defecto;
El cual le parió sus pecados en su cuerpo, en el árbol de que nosotros, siendo muerto á pecados, para que vivamos á justicia: por lo que os sanáis.
Mas el fin de todas las cosas es en mano: sed sed sed sed, y venid á la oración.
Por lo cual, por nosotros somos dados grandes promesas; para que por estas cosas seáis participantes de la vid, habiendo escapado la corrupción que está en el mundo.
Y recibirán el pago de la justicia de la justicia, como la contaron en el tiempo. Estales, y los peces, los cuales son azotes con sus engañadores;
Que lo que hemos visto y oímos á vosotros, para que también tenéis la comunión con nosotros: y la verdad es con el Padre, y con su Hijo Jesús.
Cualquiera que negare el Hijo, el cual no tiene el Padre: ensansanchada á los humildes; mas el que permanece, el Padre tiene el Padre.
Y el que guarda á sus mandamientos en él, y él en él, y en él sabemos que está en nosotros, por el Espíritu que nos ha dado.
Si recibiremos el testigo de los hombres, el testigo de Dios es mayor: porque esto es el testimonio de Dios que ha testificado de su Hijo.
Amados, Amós, todo lo que hicieres á los hermanos, y á extranjeros;
Guardaréis en el amor de Dios, al cual á la misericordia de la misericordia de nuestro Señor Jesucristo, la vida eterna.
Mas esto has hecho, que tú aborreces las obras de los Nilatas, que también aborrezco.
Y escribe al ángel de la iglesia en Cora: El que es santo, dice: El que es verdadero, es verdadero, el cual tiene la guarda de David, y no perdonará al hombre, ni hombre, ni hombre.
Y lloró mucho, porque ninguno era digno de ser hallado para abrir y para leer el libro, ni mirase sobre él.
Diciendo: No confiéis la tierra, ni la mar, ni los árboles, hasta que hemos sellado los siervos de nuestro Dios en sus cabezas.
Y salió de la langosta sobre la tierra: y les fué dada potencia, como las pipipiones de la tierra.
Y me fué dado una caña como una caña: y el ángel se paró, diciendo: Levántate, y el templo de Dios, y el altar de los que adoran.
Por tanto, os gozo, y vosotros que moráis en ellos. ¡Ay de los habitantes de la tierra y de la mar! porque el demonio ha descendido á vosotros, porque él sabe que el tiempo.
Diciendo á gran voz: temor de Dios, y da gloria á él, porque la hora de su juicio es venido: y adore al cielo, y la mar, y las fuentes de las fuentes de las aguas.
Y los hombres se entristecieron con gran calor, y blasfemaron el nombre de Dios, que tiene potestad sobre estas plagas; y no se arrepintieron gloria.
Y la mujer que has visto, es grande ciudad que está sobre los reyes de la tierra.
Y oí la voz de grande multitud de grande multitud, y como voz de muchas aguas, y como voz de fuertes, diciendo: ¡Aleluya! porque el Señor Dios reina reina.
Y cualquiera que no se halló en el libro de la vida del fuego, fué echada en el lago de fuego.
Y no habrá más maldición: mas el trono de Dios y del Cordero será en él, y sus siervos servirán:
