E hizo Dios dos relámpagos; mayor que la luz se enseñoreó de la noche, y el incensario de la noche; él también las estrellas.
Y tomó Jehová Dios al hombre, y púsole al huerto de Edén para hacerlo.
Y llamó Adam á su mujer el nombre de Eve, porque era madre de todos los vivientes.
Y á Seth, le nació también un hijo; y llamó su nombre Enós: y comenzaron á llamar hombres sobre el nombre de Jehová.
Y vivió Lamech, después que engendró á Noé, quinientas noventa y cinco años, y engendró hijos é hijas:
Y Noé era seiscientos años cuando el río de las aguas era sobre la tierra.
Y él se sentó siete días, y envió á la paloma; y no volvió á él más.
Y comenzó Noé á ser labradores, y plantó una viña;
A Sem, padre de todos los hijos de Ecrón, hermano de Japhet, hermano de Japhet, le nacieron hijos.
Y vivió Peleg, después que engendró á Reu, doscientos y nueve años, y engendró hijos é hijas.
Y Jehová hizo á Faraón y á su casa con grandes plagas, porque de Sarai la mujer de Abram.
Con Chêlaomer el rey de Elam, y con Tidal rey de las gentes, y Amón rey de Shinar, y Arioch, y Arioch; cuatro reyes con cinco reyes.
Y entrarás á tus padres en paz, serás sepultado en buena vejez.
Y te daré á ti, y á tu simiente después de ti, la tierra que peregrina, toda la tierra de Canaán, por posesión eterna; y yo seré su Dios.
Y Abraham y Sara había ya ya ya ya viejo en la vejez; y cesó con Sara según la costumbre de las mujeres.
He aquí, yo dos hijas que no han conocido; me ruego que yo os ruego, os ruego, y haced venir á vosotros como bien en vuestros ojos: solamente solamente á los hombres de mi sombra, pues no vinieron debajo de la sombra de mi sombra.
Y la menor, también parió un hijo, y llamó su nombre Benammi, el mismo padre de los hijos de Ammón hasta hoy.
Y dijo Dios á Abraham: No sea en tus ojos, por cuanto á causa de tu sierva, y por cuanto á Sara te ha dicho.
Y dijo Abraham: Hijo mío, Dios lo perdonará para holocausto: así se fueron de ellos como de ellos.
Y Ephrón respondió á Abraham, diciendo:
Y ella le dijo: Yo soy hija de Bethuel, hijo de Milca, que ella parió á Nachôr.
Y comieron y bebieron, él y los hombres que estaban con él, y se quedaron en la mañana, y se levantaron en la mañana, y dijo: Envía á mi señor.
Y estos son los años de la vida de Ismael, ciento treinta y siete años: y dió el campo, y murió á su pueblo.
Y el hombre se hizo, y fuése, y creció hasta que se había sido muy grande;
Ahora pues, hijo mío, obedeced á mi voz según que yo te mando.
Y Esaú dijo á su padre: ¿No has tú sino uno mi bendición? bendecióme, también á mí, padre mío. Y alzando su voz lloró.
Y esto, la piedra que he puesto para columna de la casa de Dios: y de todo lo que me des, yo te daré la décima décima.
Y él entró también á Rachêl, y amaba á Rachêl más que Lea, y sirvió con él siete años.
Y aconteció que como Rachêl había nacido á José, dijo á Labán: Envía á Labán, para que vaya á mi lugar, y á mi tierra.
Y él dijo: Subid ahora tus ojos, y vean todos los carneros que destilan sobre las bestias que están en las bestias, y cercaron: porque he visto á Labán todas las cosas que te hace.
Si el Dios de mi padre, el Dios de Abraham, y el temor de Isaac, me has sido conmigo, ciertamente me enviaste vacío. Ahora me ha visto mi aflicción y el trabajo de mis manos, te reprendió la noche.
Y mandó á la cuadrista, diciendo: Cuando Esaú mi hermano te hiriere, y te sana, diciendo: ¿A dónde eres tú y á dónde están delante de ti?
Y dijo Esaú: Ahora me dejes contigo algunos de los compañeros que están conmigo. Y él dijo: ¿Qué ha de hallar gracia en los ojos de mi señor.
Y aconteció al tercer día, que estando ellos en gran manera, dos de los hijos de Jacob, y de Leví, cada uno de sus hermanos, cada uno tomó á cuchillo, y mató en la ciudad.
Los hijos de Rachêl: José, José y Benjamín;
Y los hijos de Ana fueron Disón: Disón, Aholibama hija de Ana.
Y sus hermanos iban á apacentar las ovejas de su padre en Sichêm.
Y tomó Judá mujer á Er su primogénito, cuyo nombre era Thamar era.
Y dejó todo lo que tenía en la mano de José, y no sabía que había de salvar, sino que comió el pan que comió. Y José era hermosa.
Y en tres días alzará Faraón tu cabeza, y te restituirá á tu lugar: y tú entregarás al cáliz de Faraón, después que fuiste su oficio.
Y el rollo y el rollo comió los siete vacas;
Y nacieron á José dos hijos delante de los años de hambre, la cual fué Asenath hija de Potith, sacerdote de la cual le parió á él.
Y no entendieron que José les entendieron, porque les habló por gobernador.
Y tomaron los hombres que presente, y tomaron dinero en su mano, y Benjamín; y levantóse, y descendió á Egipto, y púsose delante de José, y púsose delante de José.
Entonces tomaron cada uno á su gallo, y abrieron á tierra, y abrieron cada uno á su gallo.
Y envió Dios delante de vosotros para que os guarden en la tierra, y para salvaros por vuestra vida.
Y los hijos de Rubén: Hanoch, Phallu, Hesrón, y Carmi.
Y habló Faraón á José, diciendo: Tu padre y tus hermanos han venido á ti:
Y díjome: He aquí yo te haré fructificar, y te multiplicaré, y te haré subir de multitud de pueblo; y daré esta tierra por posesión perpetua.
Sus ojos serán con vino, y sus dientes blancas con leche.
Y subió con él carros y gente de á caballo; y fué grande compañía.
Y los Egipcios hicieron á los hijos de Israel para servirle:
Y Moisés fué conmovido para habitar con el hombre; y él dió Moisés á Zipías su hija.
Y Jehová dijo á Moisés: Pon tu mano, y toma por la paja. Y él puso su mano, y la tomó, y movó en su mano.
Y ellos dijeron: El Dios de los Hebreos ha encontrado con nosotros: oramos, tres días de camino, y sacrificamos á Jehová nuestro Dios; porque no caiga sobre nosotros con pestilencia, ni con cuchillo.
Y habló Jehová á Moisés, diciendo:
Y Moisés y Aarón iba á Faraón, y ellos hicieron como Jehová había mandado: y arrojaron Aarón su vara delante de Faraón, y delante de sus siervos, y fueron como serpiente.
Y como Faraón vió que había venido, endureció su corazón, y no escuchó á ellos; como Jehová había dicho.
Y Jehová dijo á Moisés: Levántate en la mañana, y poned delante de Faraón, y decidle: Así ha dicho Jehová Dios de los Hebreos, para que me sirvan.
Y Moisés y Aarón volvió á Faraón: y él les dijo: Id, servid á Jehová vuestro Dios: mas ¿quién son los que descienden?
Y Jehová dijo á Moisés: No obedeciere á vosotros, para que mis maravillas sean multiplicados en la tierra de Egipto.
Y aconteció que en la media noche hirió á Jehová todo primogénito en la tierra de Egipto, desde el primogénito de Faraón que estaba sentado á su trono en el primogénito de la cautividad, y todo primogénito de ganado.
Y mostrarás á tu hijo en aquel día, diciendo: Esta es lo que Jehová me hizo, cuando saliese de Egipto.
Mas levantarás tu vara, y extenderás tu mano sobre la mar, y la apartará: y los hijos de Israel irán en medio de la mar.
Y los duques de Edom serán azutas; los valientes de Moab, temblarán sobre ellos; todos los moradores de Canaán se desfallecerán.
Y como ellos lo hicieron con un omer, que no había recogido sobre nada, y recogieron que ninguno había faltado; juntáronse cada uno conforme á su comer.
Mas las manos de Moisés se agravaron, y tomaron una piedra, y sentáronse debajo de él, y sentóse sobre él; y puso Aarón su mano, y la otra de la otra, y la otra de la otra parte del sol.
Y juzgaron al pueblo á todos los cuestiones: la palabra de Moisés trajeron á Moisés, mas á todo negocio se juzgaron.
No harás á ti alguna escultura, ó alguna semejanza de cualquier cosa que está en los cielos, ó abajo en la tierra, ó abajo debajo de la tierra;
Si no le hubiere agradado á su señor, el cual se ha de redimir á sí mismo, será rescatada á su gente extraña, no tendrá temor de ella.
Si el ladrón fuere hallado, y fuere muerto, y no habrá quien muera, ni sangre será derramada por él.
No levantarás mentira: no pondrás tu mano con los impíos al impío.
Y pondré tus heridas desde el mar Bermejo hasta la mar de los Filisteos, y desde el desierto hasta el río: porque yo entregaré á los moradores de la tierra, y los echarás delante de ti.
Y harán un arca de madera de Sittim: dos codos de longitud y medio de dos codos, y un codo su anchura, y medio de un codo y medio de su altura.
Y mirarás en pos de ellos, que te mostró en el monte.
Y levantarás el tabernáculo conforme á la bajada de ella que te declaró en el monte.
Y harás las vestimentas de Aarón tu hermano por tu gloria y hermosura.
Y habrá una hoja en la cumbre de ella, en medio de ella la hecedor de tejedor alrededor alrededor alrededor de ella, como la hoja de ella, que no se rasgó.
Y tomarás el otro carnero, y Aarón y sus hijos pondrán sus manos sobre la cabeza del carnero.
Y la cubrirás de oro puro, la cumbre de sus lados, y sus cuernos, y sus cuernos; y harás á la corona de oro alrededor.
Cualquiera que tuviere, ó si alguno fuere muerto, será cortada de su pueblo, será cortada de su pueblo.
Y Jehová dijo á Moisés: Ve, desciende; porque tu pueblo, que te sacaste de la tierra de Egipto, se han corrompido;
Y enviaré al ángel delante de ti, y echaré al Cananeo, y al Hetheo, y al Hetheo, y al Pherezeo, y al Pherezeo, y al Jebuseo:
Y él dijo: Si he hallado gracia en tus ojos, oh Señor, ruégote que mi Señor, ruégote que vaya entre nosotros; porque es cerviz, y nuestro pecado nuestro pecado, y tomarnos por tu pecado, y por tu heredad.
Y habló Moisés á toda la congregación de los hijos de Israel, diciendo: Esta es lo que Jehová había mandado, diciendo:
Y puso en su corazón para enseñar, y enseñó á Aholiab, hijo de Ahisach, de la tribu de Dan.
Y partieron abajo, y juntaron en su cabeza, y en su anillo: así hizo á un anillo de ambos en los esquinas.
Y una zzzana debajo de los otros dos brazos, y una zzzzzana, y una zzzzana debajo de la misma manera, conforme á seis brazos de ella.
Y Bezaleel hijo de Uri, hijo de Hur, hijo de la tribu de Judá, hizo todo lo que Jehová había mandado á Moisés.
Y ataron los anillos á sus anillos con sus anillos á los anillos del ephod de jacinto, para que fuese sobre el cinto del ephod, y el racional del ephod, y no se soltó del ephod; como mandó Moisés á Moisés.
Y levantarás al atrio alrededor, y al pabellón en la puerta del atrio.
Porque la nube de Jehová estaba sobre el tabernáculo del testimonio, y fuego era de noche, en la vista de toda la casa de Israel, por todas sus estancias.
Y toda suerte de tu presente ofrecerás con sal; ni permitirás la sal del pacto de tu Dios para ser faltado de tu presente: toda tu presente ofrecerás sal.
Como el becerro del sacrificio de las paces, el sacrificio de las paces: y el sacerdote los quemará sobre el altar del holocausto.
Y será, cuando él fuere culpado en uno de estas cosas, el que pecare en lo que cometiere,
Y sus hijos comerán á Aarón y á sus hijos comerán: con levadura se comerá pan en el lugar santo, en el atrio del tabernáculo del testimonio; en el atrio de la congregación comerán.
Mas si el sacrificio de su ofrenda fuere voto, ó sacrificio de ella, será comido el mismo día que comiere su sacrificio; y el día siguiente, y el día siguiente se comerá de ella:
Y puso el racional sobre él; y puso en el racional á Uram y á Tum.
Y él dijo á Aarón: Toma un becerro por expiación, y un carnero por holocausto, sin defecto, y ofrece delante de Jehová.
Y habló Jehová á Aarón, diciendo:
Y el puerco, y el incensán, y el incensán,
Y habló Jehová á Moisés, diciendo:
Mas si el mancha se hubiere en su lugar, y no se extendiere, y el sacerdote lo quemará; y el sacerdote lo limpio.
Y si el sacerdote mirará, y he aquí que la plaga no se extendiere en la ropa, ó en el vestido, ó en la piel, ó en alguna cosa alguna de piel;
Y tomará el sacerdote el cordero de la culpa, y el log del aceite, y el sacerdote lo agitada delante de Jehová;
Esta es la ley por toda plaga de lepra, y llamada,
Y cualquiera que tocare estas cosas, será inmundo, lavará sus vestidos, y lavará sus vestidos, y será inmundo hasta la tarde, y será inmundo hasta la tarde.
Y lavará su carne con agua en el lugar santo, y pondrá sobre sus vestimentas, y ofrece, y ofrece su holocausto, y hará expiación por el pueblo, y hará expiación por el pueblo.
Guardaréis mis juicios, y guardaréis mis ordenanzas, y guardaréis en ella: Yo Jehová vuestro Dios.
No os apartéis á los ídolos, ni hagáis dioses de fundición: Yo Jehová vuestro Dios.
Mas el extranjero que está con vosotros como os hubiere nacido entre vosotros, y lo amarás, y le amarás como extranjeros; porque sois extranjeros en la tierra de Egipto: Yo Jehová vuestro Dios.
Y el hombre ó mujer que tiene espíritu, ó el espíritu, ó que es la barba, de cierto morirá: piedra será sobre ellos; sobre su sangre será sobre ellos.
El alma que hubiere tocado, será inmundo hasta la tarde, y no comerá de las cosas santas, y lavará su carne con agua.
Seis días se han hecho: mas el séptimo día es sábado, santa convocación; ninguna obra servil haréis: el sábado de Jehová en todas vuestras habitaciones.
Y habló Jehová á Moisés, diciendo:
Y si alguno hubiere hecho en su prójimo, como él ha hecho, será hecho lo que le ha hecho;
Y si el hombre no tuviere redimir, y se puede alcanzar;
No os haréis escultura ni escultura, ni os levantéis en imagen, ni os levantaréis estatua de piedra en vuestra tierra, para derribar: porque yo soy Jehová vuestro Dios.
Y tornaré vuestras ciudades, y traeré vuestros santuarios, y no tornaré el olor de vuestro suavidad.
Y si lo santificare, redimirá su casa, entonces añaderá el quinto del dinero de tu estimación, y será su voluntad.
De Benjamín; Abián hijo de Gedeón, Abián.
Los contados de ellos, de la tribu de Aser, cuarenta y cinco mil y quinientos.
Entonces el tabernáculo del testimonio asentará con el campo de los Levitas en medio del campo: como ellos pusieron campo, así pondrán cada uno en su lugar.
Porque todos los primogénitos son mi primogénito; porque yo herí á todo primogénito en la tierra de Egipto, me santificaré á mí todos los primogénitos en Israel, y los hombres: yo soy Jehová.
Y todos los primogénitos de los nombres de los nombres, de un mes arriba, de los contados de ellos, veinte y dos mil y doscientos y dos.
Toma también los hijos de Gersón, por las casas de sus padres, por las casas de sus padres,
macho y hembra tomaréis en el campo, fuera del campo los echaréis; los que no contaminan sus arpas, en medio de la cual habitaré.
Habla á los hijos de Israel, y diles: Cuando alguno se apartará á su voto ó voto de Nazufre, para apartar á Jehová:
Toma de ellos, para que sean para hacer el servicio del tabernáculo del testimonio; y tú les darás á los Levitas, cada uno según su ministerio.
Y para sacrificio de paces, dos bueyes, cinco carneros, cinco machos de cabrío, cinco corderos de un año. Esta fué la ofrenda de Elisur, hijo de Sedeur.
Y para sacrificio de paces, dos bueyes, cinco carneros, cinco machos de cabrío, cinco corderos de un año. Esta fué la ofrenda de Abiathán, hijo de Hanán.
Toma los Levitas de entre los hijos de Israel, y limpiólos.
Habla á los hijos de Israel, diciendo: Si alguno de vosotros ó de vuestra posteridad será inmundo por causa de muertos, ó en el cuerpo de lejos, mas él guardará la pascua á Jehová.
Y el tabernáculo fué tomada, y los hijos de Gersón y los hijos de Merari, pusieron el tabernáculo.
Y dijo Moisés á Jehová: ¿Por qué has afligido á tu siervo? ¿y por qué no he hallado gracia en tus ojos, para que guardes la carga de este pueblo sobre mí?
Y él dijo: Oid ahora mis palabras: Si fuere profeta entre vosotros, yo Jehová me mostraré en visión, y hablaré en visión, y hablaré en sueños.
Y subieron, y buscaron la tierra desde el desierto de Zin hasta Rehob, como vinieron á Hamath.
Cántico gradual, y de grande misericordia, de grande misericordia y de la rebelión, y de la rebelión, y de las familias de los padres sobre los hijos de los padres en la tercera generación y el cuarto.
Y hará ofrenda encendida á Jehová, holocausto ó sacrificio de sacrificio, ó sacrificio en vuestras solemnidades, ó en ofrenda voluntaria, ó en vuestras solemnidades, para hacer olor suave á Jehová, en olor de suavidad, ó en olor de las ovejas;
Y hallaron á Moisés y á Aarón y á Aarón y á Aarón, y á toda la congregación.
Y cayeron sobre sus rostros, y dijeron: ¡Oh Dios de los espíritus de toda carne, un hombre de pecado, y te enojarás con toda la congregación?
Habla á los hijos de Israel, y toma de cada uno según la vara de sus padres, conforme á la casa de sus príncipes, conforme á la casa de sus familias: escribirás sobre la vara de cada uno sobre su vara.
Todas las ofrendas santas cosas que los hijos de Israel ofrecen á Jehová, yo te he dado, y tus hijos y tus hijas contigo, por estatuto perpetuo: es para siempre delante de ti para siempre.
Y el inmundo de la ceniza tomará de la ceniza del holocausto, y el agua de la purificación, y las aguas corren en en un vaso;
Toma Aarón y Eleazar su hijo, y trájolos al monte de Hor;
Porque Hesbón fué la ciudad de Sehón rey de los Amorrheos, que habían peleado contra el rey de Moab, y quitó toda su tierra de su mano, hasta Arnón.
Y levantóse Balaam en la mañana, y albardó su asno, y fué con los príncipes de Moab.
¿Quién hará el polvo del polvo de Jacob, y el número de la cuarta parte del cuarto Israel? ¿muése la muerte del justo, y mi fin sea como su fin.
Y el furor de Balac se encendió contra Balaam, é hirió sus manos; y dijo Balac á Balaam: Yo te llamé á mis enemigos, y he aquí que tú has bendecido tres veces.
Y el nombre de la Madianita que fué muerto Sibi, hija de Zur, hija de Zur; era cabeza sobre el pueblo de la casa de Madián.
Estos son las familias de los Coraitas por sus contados, setenta mil y quinientos.
Y estos son los contados de los Levitas por sus familias: de Gersón, la familia de los Gersón: de Coath, la familia de Coath, la familia de los Coathitas, la familia de los Meraitas.
Y Moisés hizo como Jehová le mandó: y tomó Josué, y púsole delante de Eleazar el sacerdote, y delante de toda la congregación:
A los siete corderos de un cordero, por los siete corderos;
Y un macho cabrío por expiación: además del holocausto continuo, y su presente y su presente, y su libación.
Y habló Moisés al pueblo, diciendo: Arm de vosotros á la guerra, y vayan contra los Madianitas, y vengan á Jehová de Madián.
Y setenta y doce mil hombres,
Porque como subieron al valle de Ecol, vió la tierra, y vieron la tierra, desmayaron el corazón de los hijos de Israel, para que no entrasen en la tierra que Jehová les había dado.
Y los hijos de Machîr hijo de Manasés, fueron á Galaad, y tomó, y poseyeron los Hetheos que estaba en ella.
Y partidos de Tahath, asentaron en Tara.
Y habló Jehová á Moisés, diciendo:
Manda á los hijos de Israel, que dan á los Levitas de la herencia de sus ciudades para morar; y también daréis á los Levitas por las ciudades alrededor.
Y no quitaréis de su refugio para el que se había huído á la ciudad de su refugio, para que entrase á morar en la tierra, hasta la muerte del sacerdote.
Y tomé á los príncipes de vuestras tribus, los sabios, y entendieron, y los hicieron capitanes sobre vosotros, tribunos y centuriones, y centuriones, y capitanes sobre vuestras tribus, y sobre vuestros oficiales.
Y tornasteis, y llorasteis delante de Jehová; mas Jehová no quiso oir vuestra voz, ni os dé oído.
(Como los hijos de Esaú que moran en Seir, y los Moabitas que moraban en Ar, hasta que yo pase el Jordán á la tierra que Jehová nuestro Dios nos da.
No temeréis; porque Jehová vuestro Dios os peleará por vosotros.
Guárdate, porque no os olvidaréis del pacto de Jehová vuestro Dios, que él hizo con vosotros, y os hagáis imagen de escultura, ó imagen de cualquier cosa que Jehová tu Dios te ha hecho.
Jehová habló con vosotros á cara en el monte de en medio del fuego,
ESTOS son los mandamientos, y los derechos, y los derechos que Jehová vuestro Dios os mandó, que os enseñáis, para que la poseáis en la tierra donde entráis;
Porque tú eres pueblo santo á Jehová tu Dios: Jehová tu Dios te ha elegido á sí mismo, y á todo el pueblo que está sobre la haz de la tierra.
Cuando hubieres comido y lleno de lleno, bendecirás á Jehová tu Dios por la buena tierra que te ha dado.
Y Jehová se enojó en gran manera á Aarón, para destruirle: y oré por Aarón el mismo tiempo.
Este es tu alabanza, y él es tu Dios, que te ha hecho por estos grandes y terrible, que tus ojos han visto.
Y será que cuando Jehová tu Dios te hubiere metido en la tierra á la cual entras para poseerla, la pondrás sobre el monte de Gerizim, y maldición sobre el monte de Ebal.
Y sacrificarás tus holocaustos, la carne y la sangre, sobre el altar de Jehová tu Dios: y la sangre de tus sacrificios serán derramadas sobre el altar de Jehová tu Dios, y comerás la carne.
Mas estos no comeréis de los que descienden, ó de los que partieron, y de los que partieren, y el torbellante, y el escarnio; porque no partieron la partida, sino la partirán, mas no se apartaron á vosotros.
Mas tú abrarás tu mano, y le cortarás de cierto, y de cierto le cortarás su necesidad, el que tiene necesidad.
Siete días guardarás la fiesta á Jehová tu Dios en el lugar que Jehová tu Dios escogiere: porque Jehová tu Dios te bendecirá en todas tus obras, y en todas las obras de tus manos, y alegrarás.
Y esto será el sacerdote del pueblo, desde el sacrificio de los que ofrece sacrificio, si fuere buey, ó oveja; y ellos daréis á la espaldilla, y á la espaldilla, y á la espaldilla.
Mas si alguno aborrece á su prójimo, y embosare en él, y levantare contra él, y le hiriere al que muera, y le hiriere en las ciudades de estas ciudades;
Mas los árboles que tú sabes que no son los árboles para comer, y los destruirás, y los destruirás; y edificarás contra la ciudad que la guerra contra ti, hasta que se vuelva.
Mas tú entrarás en alguno, y toma al mozo, y toma para ti; para que te sea bien, y para que te prolongues tus días.
No oprimirás al Egipcio: porque él es tu hermano: no perdonarás al Egipcio, porque fuiste peregrino en su tierra.
Y si el hombre fuere pobre, no dormirás con su prenda;
Y será, cuando hubieres entrado en la tierra que Jehová tu Dios te da por heredad, y poseas, y habiéndolo en ella,
Estos estarán sobre el monte de Gerizim para bendecir al pueblo: Simeón, y Leví, y Judá, y Judá, y Benjamín, y Benjamín;
Maldito serás en la ciudad, y maldijeres en el campo.
Y estarán sobre ti por señal y por señal, y sobre tu simiente para siempre.
Y tomamos su tierra, y dióla por heredad á los Rubenitas, y á Gaditas, y á la media tribu de Manasés.
Y te hará Jehová tu Dios en todas las obras de tu mano, en todo el fruto de tu vientre, y en el fruto de tus ganados, y en el fruto de tu tierra, porque Jehová se alegrará sobre tus padres; porque él se alegrará sobre tus padres;
Ahora pues, escritaos este cántico para vosotros, y enseñad á los hijos de Israel: poned en su boca, para que seáis testigo contra mí para los hijos de Israel.
Y cuando Jehová lo vió, les vió, porque de sus hijos, y de sus hijas, y de sus hijas.
Subirte en este monte á Abarim, al monte de Nebo, que está en la tierra de Moab, y he aquí la tierra de Canaán, que doy á los hijos de Israel;
Al Músico principal: Masquil de Coré: Salmo de David. OH Dios es tu refugio, y ensanará el enemigo de delante de ti; y él les dirá.
Y ellos respondieron á Josué, diciendo: Todo lo que nos has de hacer, y á donde nos enviamos, iremos.
Y habrá un pecho entre vosotros entre vosotros y dos mil codos de medida: no llegéis á ella, para que sepáis por el camino que sepáis: porque no pasáis este camino.
Y Josué mandó á los sacerdotes, diciendo: Subid del Jordán.
Y como Josué había hablado á los pueblos, los siete sacerdotes que llevan las siete bocinas de carneros, pasaron delante de Jehová, y tocando las trompetas: y el arca del pacto de Jehová los seguía.
Y Israel pecaron, y han prevaricado mi pacto que yo les mandé: porque ellos han tomado de maldito, y también se agolparon, y también pusieron en medio de sus alhajas.
Y Josué y todo Israel hizo como si fuere azotado delante de ellos, y huyeron por el camino del desierto.
Y todo lo que hizo á los dos reyes de los Amorrheos, de la otra parte del Jordán, á Sehón rey de Basán, y á Og rey de Basán, que estaba en Asaroth.
Y el sol se paró, y la luna, hasta que el pueblo se habían vengado sobre sus enemigos. ¿No está escrito en el libro de Jaso? Y el sol se puso en medio del cielo, y no descendía.
Y Josué se volvió, y todo Israel con él, al campo á Gilgal.
Y estos son los reyes de la tierra que Josué y los hijos de Israel hirieron á este Jordán al occidente, desde el llano, desde el Líbano hasta el monte de Halac, los cuales dió á Josué, conforme á las tribus de Israel;
Mas los hijos de Israel no llevaron á Gesmatas, ni á Maachâti: mas el Gessur y Maachâz, y moraron entre los Israelitas hasta hoy.
Y ahora, he aquí que Jehová me ha guardado vida, como él dijo: Estos cuarenta y cinco años, desde la palabra que Jehová habló á Moisés, cuando los hijos de Israel hubieren entrado en el desierto; y he aquí que yo soy el día de ochenta años.
Y Hasor, Hadadán, y Cerioth, Hesrón, y Hesrón, que Hasor,
Maón, Ziph, Ziph, y Judea,
Mas los hijos de Manasés no pudieron echar los moradores de las ciudades de las ciudades, sino el Cananeo que morase en aquella tierra.
Y Chêasai, Ophnai, y Ophni, doce ciudades con sus aldeas:
Y Adarezer, y Aloch, y Michêas; y al Carmelo, y al Carmelo, y á Silith;
Y si el pariente de la sangre de aquel muerto, no librará al homicida, porque hirió á su mano, porque hirió á su prójimo, y no le aborrecieron.
Todas las ciudades de ellos fueron diez y sus ejidos para las familias de los hijos de Coath que habían quedado.
Y los hijos de Israel dijeron: He aquí, los hijos de Rubén y los hijos de Gad y la media tribu de Manasés, edificaron altar sobre la tierra de Canaán, en los términos de los hijos de Israel.
Para que no habéis venido entre estas gentes, los que quedan entre vosotros; ni en el nombre de sus dioses, ni para que les juréis, ni les sirváis;
Y el pueblo dijo á Josué: No; mas serviremos á Jehová.
Y tomó Judá á Gaza su término, y á Ascalón con su término, y Ecrón con su término.
Y dejaron á Jehová el Dios de sus padres, que los sacó de la tierra de Egipto, y siguieron dioses ajenos, los dioses de los dioses de los pueblos que estaban alrededor, y se inclinaron á ira.
Mas él se volvió á decir de los convidados que estaban en Gilgal, y dijo: Yo te he puesto un oculto, oh rey; el cual estaba junto á él todos los que se habían salido de él.
Y Jael salió á encontrar á Sísara, y díjole: Volveos en mi señor, y no temía. Y como él se volvió á su tienda, cubrióse á la tienda.
Bienaventurados las mujeres de Jael, mujer de Heber Cineo, será bendito sobre la tienda.
Y Jehová le dijo: Paz, no tendrás temor; no morirás.
Y como Gedeón vino, he aquí un hombre que había dicho al sueño á su compañero, y dijo: He aquí que yo soñí un sueño, y he aquí que vino de cebada en el campo de Madián, y metióse á la tienda, y la tienda, y la tienda que la tienda, y la tienda.
Y él dijo á Zeba y Zalmunna: ¿Qué es de los hombres que matáis á Tabor? Y ellos respondieron: Como una vez, así son los hijos del rey.
Y la vid les dijo: ¿No dejaré yo mi vino, que el varón y el hombre, y ve á ser probados sobre los árboles?
Y tomó el pueblo, y repartiólos en tres compañeros, y echó en el campo, y miró, y he aquí que el pueblo había salido de la ciudad; y levantóse contra ellos, y los hirió.
Y pusieron á los dioses ajenos de entre ellos, y servieron á Jehová: y su alma se entristeció por causa de Israel.
Mas el rey de los hijos de Ammón no escucharon á las palabras de Jephté que le envió.
Y el ángel de Jehová apareció á la mujer, y díjole: He aquí, tú eres estéril, y no entiendes: mas tú llevarás hijo.
Y después de un tiempo se volvió á tomar, y se volvió á ver el cuerpo del león: y he aquí que hubo hambre de miel y miel en el cuerpo del león.
Y tuvo gran gran manera, y llamó á Jehová, y dijo: Tú has dado esta grande libertad en la mano de tu siervo: y ahora moraré en la mano de los incircuncisos, y caiga en mano de los incircuncisos?
Y llamó Samsón á Jehová, y dijo: Oh Señor Jehová, acuérdate, ruégote que me ruego, y sálvame ahora esta vez, oh Dios, para que sea vencido en la vez de los Filisteos.
Y respondió los cinco hombres que iban á reconocer la tierra de Lais, y dijo á sus hermanos: ¿Sabéis que allí hay en estas casas, y escultura, y estatua, y la estatua de fundición? Por tanto, vosotros hacéis ahora.
Y él dijo á su siervo: Venid, y llegaremos á una noche de estos lugares, en Gabaa, ó en Gabaa, ó en Rama.
Ahora pues, líbranos á los hijos de Belial, que están en Gabaa, para que los pusimos á muerte, y quitaremos mal de los hijos de Israel. Y no quisieron oir la voz de sus hermanos los hijos de Israel:
Y cercaron á los Benditas alrededor de alrededor, y los despeñaron, y los acompañaron con Gabaa sobre Gabaa hacia Gabaa.
En aquellos días no hubo rey en Israel: cada uno hizo lo recto en sus ojos.
Y Booz dijo á Ruth: ¿No oyes tú, hija mía? No ve á otro en otro campo, ni ve aquí, sino que quedan de mis criadas:
Y él dijo: Trae el velo que tienes sobre ti, y la fortaleza. Y como ella lo hizo, midió seis medidas de cebada, y púsola á la ciudad.
Mas á Hanna dió una parte, que amó á Hanna: mas Jehová había cerrado su vientre.
Jehová hace el pobre, y el rico hace rico: el que hace el pobre, y ensalza.
Y el niño Samuel servaba á Jehová delante de Eli. Y fué la palabra de Jehová en aquellos días, no había quien se abriese la visión.
Y los Filisteos pelearon, y Israel se habían herido, y huyeron cada uno á su tienda: y allí era grande muy muy grande; porque allí cayó allí treinta mil hombres.
¿Por qué hayáis vuestros corazones, como los Egipcios y los Egipcios endureció Faraón su corazón? ¿cuándo había hecho maravillas entre ellos, y no se han apartado de ellos?
Y Samuel juzgó á Israel todos los días de su vida.
Y él le dijo: He aquí ahora hay en esta ciudad de Dios, y hombre es el honrado; todo varón que ha dicho: Vamos aquí, él dejará ir á nosotros: quizá nos dejará ir á nuestro camino.
Y como él había vuelto, le volvió de ir de Samuel, Dios le dió otro corazón: y todas las señales que habían pasado el día.
Y el pueblo dijo á Samuel: ¿Quién es el que dijo: ¿Por qué reinará Saúl sobre nosotros los hombres, para que los llevamos á muerte.
Saúl le escogió tres mil hombres de Israel, de los cuales fueron dos mil en Michmas y en el monte de Beth-el, y en el monte de Benjamín: y el resto del pueblo envió cada uno á su tienda.
Si dijeren así: Entra hasta que vinimos á vosotros, quedaremos en nuestra lugar, y no descendremos á ellos.
Porque vive Jehová, que vive á Israel, si fuere en Jonathán mi hijo, morirá. Mas él morirá. Mas no hubo hombre entre todo el pueblo que le respondió.
Y Samuel dijo: Cuando fuiste poco en tus ojos, ¿no fuiste hecho cabeza de las tribus de Israel, y Jehová te ungió sobre Israel?
Y envió él, y trájolo en. Y él fué amancillada, y de cierto hermoso, y hermoso hermoso. Y Jehová le dijo: Levántate, porque éste es.
Y Saúl, y todos los hombres de Israel, fueron en el valle de Ela, los Filisteos con los Filisteos.
Y puso David su mano en sus bag, y tomó de allí una piedra, é hirió al Filisteo en su frente, el cual hirió el Filisteo en su frente á la piedra, y cayó sobre su rostro sobre la haz de la tierra.
Y Saúl le dijo: Yo le daré por lazo, y lo que la mano de los Filisteos será contra él. Y Saúl dijo á David: Por lo cual Saúl ha dicho á mi hijo en la ley de un día.
Y como fué dado aviso á Saúl, envió mensajeros mensajeros, y profetizaron los mensajeros. Y Saúl envió á enviar los mensajeros, y profetizaron.
Y al día siguiente, que fué el segundo día del mes, que David estaba vacía; y dijo á Jonathán su hijo: ¿Por qué no viene el hijo de Isaí, ni el día de Isaí?
¿Haré yo necesidad de los hombres, que habéis traído este hombre á este hombre en mi presencia? ¿hasta esto vendrá este hombre en mi casa?
Y fué dado aviso á Saúl que David había venido á Keila. Y Saúl le dijo: Dios le ha entregado en mi mano; porque él está cerrada, y barras.
Y David dijo á Saúl: ¿Por qué has oído las palabras de los hombres, diciendo: He aquí David busca tu mal?
Ahora pues, mirad lo que has de hacer; porque el mal ha determinado contra nuestro señor, y contra toda su familia: porque es hijo de Belial, que no puede hablarle.
Y Saúl estaba asentado en el monte de Manla, que está delante de Jesón, junto al desierto. Mas David estaba en el desierto, y vió que Saúl vino á él en el desierto.
Y David y sus hombres subieron, y los de Gesritas, y de Geztas, y de Amalec, y de Amalec; porque las gentes eran de los moradores de la tierra de los moradores de la tierra de Egipto hasta Shur.
Y juntáronse los Filisteos á Aphec á Aphec: y asentaron campo junto á Jezreel que está en Jezreel.
Y tomó David todos los rebaños y las vacas, que echaron delante de ellos, y dijeron: Este es el despojo de David.
Y el mozo que le dijo: Como yo he puesto por yerro en el monte de Gilboa, he aquí Saúl rebuscó á su lanza, y á á caballo de á á caballo.
E hizo el rey sobre Galaad, y sobre Aritas, y sobre Jezreel, y sobre Ephraim, y sobre todo Israel, y sobre todo Israel.
Y Saúl había concubina, cuyo nombre fué Rispa, hija de Axad: y Is-boseth dijo á Abner: ¿Por qué has andado en la concubina de mi padre?
Porque todo el pueblo y todo Israel entendía que no era de matar á Abner hijo de Ner, hijo de Ner.
Elisama, Elisama, Eliphelet.
Y David dijo á Michâl: Es delante de Jehová, que me escogió delante de tu padre, y delante de toda su casa, para ponerme príncipe sobre el pueblo de Jehová, delante de Jehová.
Ahora pues, Señor Jehová, tú eres Dios, y tus palabras son verdaderas, y has dicho á tu siervo:
Y Siba dijo al rey: Conforme á todo lo que mi señor el rey ha mandado á su siervo, así hará tu siervo Mephi-boseth, el rey de los hijos del rey.
Y durmió Uría á la puerta de la casa del rey con todos los siervos de su señor, y no descendió á su casa.
Porque tú lo has hecho; mas yo haré esto delante de todo Israel, y delante del sol.
Y como lo había traído á comer, tomó de su mano, y díjole: Vete conmigo, y mi hermana.
Y envió Joab á Tecoa y de allí un sabio, y dijo á su mujer: Yo te ruego que te ruego, y ponte en luto, y no ungirte con aceite, sino con aceite, sino que la mujer había muerto:
Y Absalom respondió: He aquí yo te envío á ti, diciendo: Ven acá, para que yo te envío al rey, para decir: ¿Por qué he venido de mí? porque ahora me han quedado para mí: y si hay en la faz del rey; y si hay en la maldad del rey.
Así que, Sadoc y Abiathar llevaron el arca de Dios á Jerusalem: y esperaron allí.
Y extenderán á Absalom una tienda sobre la cumbre de la casa de Absalom, y entró á Absalom en las concubinas de todos los ojos de todo Israel.
Y miel, y ovejas, y ovejas, y vacas, para las vacas, para David, y para el pueblo que con él estaban, para comer; porque decían: El pueblo cansado, y en el desierto.
Y el rey le dijo: Vuélvase aquí. Y él se volvió, y se volvió, y paróse.
Y él ha mirado á mi siervo al rey; mas mi señor el rey es como el ángel de Dios: haced lo que el bien está en tus ojos.
Y fué por todas las tribus de Israel á Abel, y á Beth-maachâ, y todos los Beritas; y juntáronse en pos de él.
Y volvió á la batalla en Gob con los Filisteos, donde estaban Elhanán hijo de Jechôm, un hermano de Goliath, al hermano de Gittith, el bordón de la lanza, la lanza de la lanza de la lanza de la lanza.
Con el limpio te mostrarás limpio; y con la perversa te enseñarás.
Mas los hijos de Belial serán como espinas de espinas, porque no pueden quitar con manos;
Idad hijo de Nathán, Bani, Bani, Bani,
Por tanto sus siervos le dijeron: Deja que mi señor el rey mi virgen, la virgen, y ponga delante del rey, y estále en tu seno, y en tu seno, para que venga el rey mi señor al rey.
Y dijo el rey David: Llamadme á Sadoc sacerdote, y Nathán profeta, y Benaía hijo de Joiada. Y ellos vinieron delante del rey.
Ahora pues, no lo menosprecies; porque tú eres hombre sabio, y lo sabes lo que le has de hacer; mas su cabeza llevarás á la sepultura con sangre.
Y aconteció al cabo de tres años, que dos siervos de Simi, corrió á Achîs hijo de Maachâ, rey de Gath. Y ellos dijeron: He aquí, tus siervos en Gath.
Y dijo el rey: Este dice: Este es mi hijo que vive, y tu hijo es muerto; y el otro dice: No, sino tu hijo es muerto, y mi hijo es el viviente.
Y Judá y habitaron en Israel, cada uno debajo de su vid y debajo de su higuera, desde Dan hasta Beer-seba, todos los días de Salomón.
Y el pórtico delante del templo de la casa, de veinte codos de longitud, según la anchura de la casa; y era de diez codos delante de la casa.
Hizo también á la puerta del templo de los postes de olivas, un cuarto cuarto cuarto año.
Y estando en doce bueyes, tres bueyes, al norte, y tres tres ojos hacia el occidente, y tres tres al mediodía, y tres al oriente: y el mar estaba asentado sobre todos sus partes, y sobre todos sus partes.
Y trajeron el arca de Jehová, y el tabernáculo del testimonio, y todos los vasos que estaban en el tabernáculo, los sacerdotes y los Levitas que estaban en el tabernáculo.
Tú oirás en los cielos, y perdonarás el pecado de tu pueblo Israel, y los sacaste á la tierra que diste á sus padres.
En el mismo día hizo el rey el medio del atrio que estaba delante de la casa de Jehová: porque allí sacrificaba holocaustos, y el sebo de las paces: porque el altar de bronce que estaba delante de Jehová, el altar de los holocaustos, y el sebo de los holocaustos, y el sebo.
Y vinieron á Ophir, y echaron de allí de oro, cuatrocientos y veinte talentos, y trajéronla al rey Salomón.
Mas el rey Salomón amó muchas mujeres extranjeras, con la hija de Faraón, mujeres de Moab, de los Ammonitas, Sidonios, Sidonios, y Hetheos;
Y él dijo á Jeroboam: Toma diez piezas; porque así ha dicho Jehová Dios de Israel: He aquí que yo hago el reino de la mano de Salomón, y te daré á diez tribus;
Entonces el rey Roboam envió á Roboam, el tributo, el tributo; y todo Israel le apedrearon con piedras, y murió el rey Roboam, é hízole volver á su carro á Jerusalem.
Y él le dijo: Venid conmigo, y come pan.
Bienaventurado el que morirá de Jeroboam en la ciudad, comerán los perros; y el que morirá en el campo de las aves del cielo: porque Jehová lo ha hablado.
Y reinó cuarenta y un años en Jerusalem. Y el nombre de su madre fué Maachâ, hija de Abia.
Y durmió Baasa con sus padres, y fué sepultado en Thirsa: y reinó Ela su hijo en su lugar.
Y FUÉ á él palabra de Jehová, diciendo:
Y él le respondió: Yo voy: ve, di á tu señor: He aquí Elías es aquí.
Y el fuego de Jehová cayó, y consumió el holocausto, y las piedras, y las piedras, y el polvo, y el polvo, y el polvo que estaba en el lago.
Y Ben-adad el rey de Siria juntó todo su ejército: y fueron treinta y dos reyes, y carros, y carros, y cercó, y cercó contra Samaria, y cercó contra ella.
Y sus siervos le dijeron: He aquí, ahora hemos oído que los reyes de la casa de Israel son misericordiosos: ruégote que te ruego, pongas sobre nuestros lomos, y sal sobre nuestras cabezas, y sal al rey de Israel: Quizá salvará la vida.
Levántate, ve á encontrar á Achâb rey de Israel, que está en Samaria: he aquí él está en la viña de Naboth de Jezreel, á la cual se ha descendido.
Y él dijo: Oid ahora palabra de Jehová: Yo vi Jehová sentado sobre su trono, y todo el ejército del cielo que estaba junto á su diestra y á su siniestra.
Y dijo Ochôzías hijo de Achâb á Josaphat: Deja ir mis siervos con tus siervos en las navíos. Mas Josaphat no quiso.
Y tomó Elías su manto, y se volvió, é hirió las aguas, y partieron las aguas, y partieron allí, y los que iban sobre la tierra.
Y Eliseo dijo al rey de Israel: ¿Qué tengo yo contigo con los profetas de tu padre, y á los profetas de tu madre, y á los profetas de Israel? Y el rey de Israel le dijo: No me ha levantado en mano de los reyes de Moab.
Y él dijo: De este tiempo, conforme á la hora de la vida, abrazarás un hijo. Y ella dijo: No, señor mío, no hagas mentir á tu sierva.
Y los Siros habían salido de la tierra, y habían traído cautivos de la tierra de Israel un poco de sierva, y ella esperaba á la mujer de Naamán.
Mas como el uno era un jóveno, la cabeza cayó en el agua: y clamó, y dijo: ¡Ay! porque era el padre.
Entonces el señor que tiene mano del rey, respondió al varón de Dios, y dijo: He aquí que si Jehová hiciere las ventanas en este cielo, ¿será esto? Y él respondió: He aquí no comerás con tus ojos, sino que no comerás.
Y Hazael dijo: ¿Por qué demanda mi señor? Y él respondió: Por cuanto yo conozco el mal que harás á los hijos de Israel; sus fortalezas, y tú matarás á cuchillo, y matarás á sus hijos, y á sus mujeres.
Entonces ellos tomaron, y tomaron cada uno su ropa, y púsola debajo de la cumbre de la barba, y tocaron bocina, diciendo: Jehú es rey.
Y escribió una carta en el segundo día segundo, diciendo: Si vosotros sois mi voz, y si oyereis á mi voz, tomad las cabezas de los hombres de vuestro señor, y llegarme á Jezreel por el día del rey, setenta hijos de los setenta hombres.
Y el tiempo que Jehú reinó Jehú sobre Israel en Samaria veintiocho años.
Mas Joiada el sacerdote, tomó un plato, y cortó una hoja en el altar de ella, y púsola al altar, al lado derecho de Jehová; y los sacerdotes que guardaban en la casa de Jehová, y guardaban en la casa de Jehová.
Y él dijo: Toma las saetas. Y él los tomó. Y él les dijo al rey de Israel: Levántate sobre la tierra. Y él hirió, y púsose.
En el año quince de Amasías hijo de Joas rey de Judá, rey de Joas hijo de Joas rey de Israel, comenzó á reinar reinar en Samaria, y reinó uno.
E hizo lo malo en ojos de Jehová: no se apartó de los pecados de Jeroboam hijo de Nabat, el cual hizo pecar á Israel.
Y Urías sacerdote, conforme á todo lo que el rey Achâz mandó á todo lo que mandó Achâz.
Y hablaron al rey de Asiria, diciendo: Las gentes que has quitado, y derramaron en las ciudades de Samaria, no conocen la ley de Dios: por tanto, envió entre leones leones, y he aquí que no los maen la costumbre de Dios.
Entonces Ezechîas le dió toda la plata que se halló en la casa de Jehová, y en los tesoros de la casa del rey.
Y volvió Rabsaces, y hallóse el rey de Asiria contra Libna: porque él había oído que se apartó de Lachîs.
En aquellos días fué enfermo á la muerte. Y el profeta Isaías, hijo de Amoz, vino á él, y le dijo: Así ha dicho Jehová: No morirás, y vivirás.
Y habló Jehová por sus siervos, diciendo:
Y Hilcías, sacerdote, y Ahicam, Achbor, y Achbor, y Asaías, fué á Hulda, mujer de Sallum, hijo de Tika, hijo de Hara, la cual estaba en Jerusalem; y ella estaba ya ya en Jerusalem.)
Y los que obran á los que obran, y los ídolos, y las imágenes, y todas las abominaciones, y todas las abominaciones que estaban en la tierra de Judá y en Jerusalem, para poner las palabras de la ley que había escrito en la casa de Jehová.
Y el rey de Babilonia hizo Mathanías hermano de su padre en su lugar, y mudó su nombre á Sedechîas.
Y aconteció en el año treinta y siete de Joachîn rey de Judá, en el mes de Judá, en el mes duodécimo, á los siete días de Epch, el rey de Babilonia, el cual alzó el rey de Babilonia á la cabeza de Joachîn rey de Judá.
Abram: Este es Abraham.
Los hijos de Judá: Er, Onán, Onán, y Sela: los cuales nacieron de la hija de Satha. Y Er, el primogénito de Judá era malo en ojos de Jehová, y matólo.
Y los hijos de Jonathán: Peleth, Seth. Estos fueron los hijos de Jerameel.
Y Elisama, Elisama, Eliphelet, nueve.
Y Methai engendró á Ophra: y Seraías engendró á Joab, padre de Cechôr, padre de Cechônías; porque eran príncipes.
Y los hijos de Rubén, el primogénito de Israel, (porque era el primogénito; mas él contaminó la cama de su padre, la cual fué dada á los hijos de José, y de los linajes de Israel: y no se enseñorearon en pos de la primogenitura.
Y Abia engendró á Buci, y Buci engendró á Uzzi:
Hijo de Zuph, hijo de Elcana, hijo de Mahath, hijo de Amasai,
Y dieron por suerte suerte de la tribu de los hijos de Judá, y de la tribu de los hijos de Simeón, y de la tribu de los hijos de Benjamín, que son llamados por sus nombres.
Los hijos de Manasés: Asriel, á Asriel, al cual parió: mas su concubina la engendró de Machîr padre de Galaad.
Y Abia, y Naamán, y Ahoa,
Y el hijo de Jonathán era Meribaal: y Meri-baal engendró á Michâ.
En cuatro cabos eran porteros al oriente, al oriente, al occidente, y al mediodía.
Y pusieron sus armas en la casa de sus dioses, y pusieron su cabeza en el templo de Dagón.
Y fueron los valientes de los ejércitos, Asael hermano de Joab, Elhanán hijo de Doán,
Ezer el primero, Obaa el segundo, Eliab el tercero,
Y estaban allí con David tres días, comiendo y bebiendo; porque sus hermanos les había preparado para ellos.
Y será, cuando oirás un sonido de la subida en los campos de los pedazos, entonces saldrás á la batalla: porque Dios ha salido á herir delante de ti el campo de los Filisteos.
Así hizo todo Israel el arca del pacto de Jehová con júbilo, y con sonido de la bocina, y con trompetas, y con címbalos, y con címbalos, y címbalos.
Dad á Jehová la gloria á su nombre: traed ofrenda, y venid delante de él: adorad á Jehová en la hermosura de la santidad.
Y David vino el rey y sentóse delante de Jehová, y dijo: ¿Quién soy yo, oh Jehová Dios, y qué es mi casa, que me has traído?
Y David dijo: Yo haré misericordia á Hanán, hijo de Naas, porque su padre me mostró á consolar á los mensajeros de su padre. Y los siervos de David vinieron á su padre en la tierra de Hanán.
Y Joab dió el número del pueblo á David. Y todos los de Israel fueron mil hombres de Israel, mil hombres y cien mil hombres que sacaban espada: y Judá era espada de ciento setenta mil hombres que sacaban.
Y David dijo: Salomón mi hijo es acero y la casa, y la casa que es edificada para Jehová, la fama de todas las tierras, y en todas las tierras: por tanto, yo prepararé mi vida delante de David.
De los hijos de Gersón, Sebuel fué el principal.
La décimacuarta á Bilga, la décima á Immer,
El sexto á Bucón, él á sus hijos, á sus hermanos, doce;
En las visiones de los porteros, entre los porteros, entre los principales de los hombres, teniendo unos á los unos á los otros, para ministrar en la casa de Jehová.
El séptimo, el séptimo mes era Helón, Pelelonita, de los hijos de Ephraim; y en su división veinte y cuatro mil.
Y él me dijo: Salomón tu hijo, edificará mi casa y mis atrios: porque yo le he elegido á mi hijo, y yo seré su padre.
Porque nosotros somos extranjeros delante de ti, y moradas, como todos nuestros padres; nuestros días sobre la tierra como sombra, y no hay quien la sombra.
Y el rey hizo plata y oro en Jerusalem como piedras de cedro, y madera de cedro hizo como los higos que están en abundancia.
Y en la casa santísimo hizo dos querubines querubines querubines querubines de obra, y cubriólas de oro.
Así toda la obra que Salomón había hecho por la casa de Jehová, fué acabada; y trajo Salomón en todas las cosas que David su padre había dedicado, y plata, y vasos de oro, y de todos los tesoros de la casa de Dios.
Ahora pues, Jehová Dios de Israel, sea tu palabra, que has hablado á tu siervo David.
Y ofreció el rey Salomón de veinte y dos mil bueyes, y ciento veinte mil ovejas: así el rey y todo el pueblo dedicó la casa de Dios.
Y después de un día, según el mandamiento de Moisés, en los sábados, y en los sábados, y en las solemnidades, y en las solemnidades, en el año, en la solemnidad de los ázimos, en la solemnidad de las semanas, y en la solemnidad de las semanas.
Y tuvo Salomón cuatro mil carros y carros, y doce mil hombres de á caballo; al cual puso en las ciudades de los carros, y con el rey en Jerusalem.
Y habitó Roboam en Jerusalem, y edificó ciudades ciudades en Judá.
Y como se humilló, la ira de Jehová se apartó de él, que no le destruía todo; y también en Judá fué bien.
Y mandó Judá á Jehová el Dios de sus padres, y hacer la ley y la ley.
Y no hubo guerra á los cinco y cinco años de Asa.
Y junto á él estaba Amasías hijo de Zichri, el cual se ofreció á Jehová; y con él doscientos mil hombres valientes.
Y Michêas dijo: Si volvieres en paz, no me ha hablado Jehová por mí. Y él dijo: Oid, todo pueblo.
Oh Dios nuestro, ¿no los juzgarás? porque no tenemos contra este gran compañía, para que nos conoce contra nosotros, ni sabemos qué hemos de hacer: mas nuestros ojos están sobre ti.
Joram era de treinta y dos años cuando comenzó á reinar, y reinó ocho años en Jerusalem.
Y toda la congregación hizo pacto con el rey en la casa de Dios. Y él les dijo: He aquí que el rey reinará, como Jehová ha dicho de los hijos de David.
Y el rey Joiada lo dió á los que hacían la obra de la obra de la casa de Jehová, y á los carpinteros, y también á los que hacían la casa de Jehová, y también de hierro y de metal en la casa de Jehová.
Por tanto, el furor de Jehová se encendió contra Amasías, y envió á él profeta que le dijo: ¿Por qué has buscado á dioses de los dioses de tu mano?
Y FUÉ Azarías sacerdote en pos de él, y con él ochenta sacerdotes de Jehová, que eran hombres valientes:
Y los hombres que habían estado por nombre, se levantaron, y tomaron los cautivos, y los despojos, vestidos de todos los que estaban en medio de ellos, y les dieron á beber, y dióles á beber, y á beber á todos los asnos, y á la ciudad de Jericó.
Y ellos vinieron al rey Ezechîas, y dijeron: Así hemos limpiado toda la casa de Jehová, y el altar del holocausto, con todos sus vasos, y la mesa con todos sus vasos.
Y en Judá fué dar á la mano de Dios, para hacer el mandamiento del rey y de los príncipes, por la palabra de Jehová.
Y junto á Edén, y Mamín, y Jesuá Semaías, Amarías, y Sechânías, en las ciudades de los sacerdotes, para dar á sus hermanos, según el gran bien;
En aquellos días Ezechîas estaba enfermo á la muerte, y oró á Jehová; y él le habló, y le dió por señal.
Amón era Amón y veinte años cuando comenzó á reinar, y reinó dos años en Jerusalem.
Porque tu corazón se enveciste, y te airaste delante de Dios, cuando oiste sus palabras contra este lugar, y contra sus moradores, y te has oído delante de mí, y lloraste delante de ti, dice Jehová.
Y sus siervos le tomaron de un carro, y púsole en el segundo carro que había; y trajéronlo á Jerusalem, y murió, y fué sepultado en uno de sus padres. Y todo Judá fué prosperado á Josías.
Y cualquiera que quedare en cualquier lugar donde morare, los hombres de su lugar con plata, y oro, y con hacienda, y con las bestias, y con las bestias de la casa de Dios que está en Jerusalem.
Los varones de Anathoth, ciento veintiocho;
Los hijos de Barcaca, los hijos de Sísara, los hijos de Soma,
Así que el pueblo no podía redar el sonido de la júbilo del júbilo de la alegría del pueblo: porque el pueblo se alborotó con gran júbilo, y el sonido de lejos, y el sonido de lejos.
La carta de la carta que Tatatnai, gobernador de esta parte del río, y Sethar-boznai, y sus compañeros, los cuales fueron enviados de la otra parte del río, envió al rey Darío:
Y celebraron la pascua á los catorce días del mes, á los catorce del mes.
Bendito Jehová nuestro Dios de nuestros padres, que ha puesto en este negocio como en el corazón del rey, para dar la casa de Jehová que está en Jerusalem:
Velad, y guardaos, y guardaos delante de ellos delante de los príncipes de los sacerdotes y Levitas, y los principales de los padres de Israel, en las cámaras de Jehová.
Y el que no había de venir dentro de tres días, según el consejo de los príncipes y los ancianos, toda su hacienda, y se apartó de la congregación de los que habían quedado.
Y Bani, Binnui, Simi,
Y saliendo de noche por la puerta del valle, delante de la puerta del dragón, y para el estiércol, y para el estiércol de Jerusalem, las cuales fueron quebradas con fuego.
Después de él restauró Benjamín y Hashub sobre su casa. Después de él restauró Azarías hijo de Maasías hijo de Ananías, por su casa.
Así que trabajamos en la obra: y la mitad de ellos callaron desde la mañana hasta que las estrellas se aparten.
Porque todos nos asombraron, diciendo: sus manos se oscurecerán de la obra, que no sea hecho. Ahora pues, oh Dios, fortifica mis manos.
Los hijos de Adin, seiscientos cincuenta y cinco;
Los hijos de Reaías, los hijos de Rezín, los hijos de Necoda,
Y Jesuá, Bani, y Sechânías, Jamín, Accub, Sanai, Othías, Maasías, Jozabad, Jozabad, Pecías, Pelaías, los Levitas, la ley; y escribieron á la ley; y el pueblo que la ley.
Mas tú en tus miseraciones no las dejaste en el desierto: la columna de nube no se apartó de ellos, para llevarlos en el camino de la noche, ni de la columna de fuego, para mostrarlos, y ir á la luz.
Seis, Rehob, Hasabías,
Y el pueblo bendijo á todos los hombres, que se ofrecieron en Jerusalem en Jerusalem.
Y á Anathoth, Nob, Ananías,
Estos en los días de Joiacim hijo de Jesuá, hijo de Joatha, y en los días de Nehemías, gobernador de Esdras sacerdote, escriba.
Y mandé, y limpiaron las cámaras; y llevé á los vasos de la casa de Dios, con el presente y el sacrificio.
Y el rey bebía conforme á la ley, no había quien lo había mandado; porque así el rey había ordenado á todos los oficiales de su casa, para que hacen conforme á la voluntad del hombre.
Y Esther fué tomado al rey Assuero en su casa real real, que es el mes de Tebeth, en el séptimo año de su reinado.
Y él le dió la escritura de la escritura que estaba en Susán, para destruirla, para mostrar á Esther, y declararlo á su ordenanza, y á su ordenanza, para que vaya al rey, y para poner delante del rey.
Y Amán respondió al rey: Porque el hombre que se honra para honra,
La escritura de la escritura para ser dada en cada provincia, fué mostrado á todo el pueblo, y á los Judíos que se vuelvan contra los enemigos.
Por tanto, llamaron estos días después de Pur el nombre de Pur, por tanto todas las palabras de esta carta, y de lo que habían visto, y los que habían visto,
Y dijo: Nadie salí de la madre de mi madre, y desmayaré allá: Jehová dió, y Jehová ha bendecido el nombre de Jehová.
O como naturbaja, no he sido; como los gigantes no vieron; como los gigantes que no vieron luz.
Hicieron de la tarde hasta la tarde: perecerán para siempre sin causa.
¡Quién, que mi ladrón se espantó, y mi calamidad han puesto en las peñas!
Como siervo la sombra de la sombra, y como la sombra de su obra;
¿Clamará el crecer sin fércol? ¿podrá crecer el agua sin agua?
Si yo hablo de fortaleza, he aquí es fuerte; y si de juicio me pusiere, ¿quién me pusiere tiempo?
Si yo pecare, tú me hablarás, y no me negarás de mi iniquidad.
No udáis sino el pueblo, y la sabiduría moriréis con vosotros.
¿Habéis de hablar mal por Dios? ¿y hablaréis engaño por él?
Y aun por las aguas de agua la pagará, y sacará las ramas como plantas.
Yo te enseñaré, y lo que he visto, y lo que he visto;
Yo estaba estrechas, mas él me ha quebrado; y también me ha tomado por mi cuello, y me despedazó por pedazos, y me levantóme por señal.
El se aventará en su furor: ¿la tierra te desamparará? ¿y la peña será quitada de su lugar?
De mí puso mis hermanos lejos de mí, y mis negocios son desmayores de mí.
Y su comida se volvió en sus entrañas, y se ha tornado en medio de él.
¿Qué es el Todopoderoso, para que le sirvemos? ¿y qué provecemos, si le rogamos?
O tinieblas, que no puedes ver; y la abundancia de las aguas te cubrirás.
Mi pie calló sus pasos, y no guardé.
Los cuales son levantados por un poco, mas ellos se tornaron; y fueron quitados de los otros, y cortados como los otros de los espigas de los espigas.
¿Hará Dios su clamor cuando viniere sobre él?
No será apreciado con el oro de Ophir, con los preciosos, ni el preciosos preciosos, ni el borre.
Y dije: Yo moraré en mi nido, y multiplicaré mis días como la arena.
Porque yo sé que me trajeres á muerte, y á la casa ordenanza de los vivientes.
Entonces mi brazo caiga de mi hombro, y mi brazo será quebrantado desde el borre.
Y yo os he dado á vosotros, y he aquí, no había quien Job ha engañado á Job, ó que le respondió sus palabras:
Así que su vida tiene pan, y su alma, y su alma de comida.
¿Será también el que aborrece lo recto? ¿y lo condenarás al que es justo?
Mas ninguno dice: ¿Dónde está mi Dios, que da la noche en la noche;
Todo hombre la vea; he aquí que el lejos se apartó de ella.
Pasad el norte del norte: con Dios terrible es la grandeza.
¿Ha la lluvia al padre? ¿ó quién ha engendrado las piones del rocío?
¿Tienes tú miedo como leproso? La gloria de su nariz es terrible.
¿Pregarás tú con un plato? ¿ó su lengua, ó su lengua que te pusieres?
El profunda al profundo al profundo: él hace la mar como la mar de ungüento.
El que está sentado en los cielos en los cielos; el Señor los hará en confusión.
A los que hablan: Jehová abominarás; y el hombre crujará, y al hombre engañoso.
He aquí que él tiene iniquidad con iniquidad, y concibió, y sacó mal, y sacó la remisión.
Porque el menesteroso no se olvidará; la esperanza del pobre no perecerán para siempre.
Jehová cortará toda aventura de labios, y la lengua de los soberbios:
Yo bendeciré á Jehová, que me ha dado consejo; y mis riñones me enseñaron en la noche.
E hizo las tinieblas su lugar; sus cachoras alrededor de él estaban alrededor, y las nubes del Amalecitas.
Y clamaron, y no hubo quien los sino sino á Jehová, sino á ellos no les respondió.
Y confían en carros, y algunos en caballos; mas nos acordaremos el nombre de Jehová nuestro Dios.
Mi fortaleza se secó, y mi lengua se seca; y mi lengua se acogió mis leyes, y me has traído en el polvo de la muerte.
¿Quién es este Rey de gloria? Jehová fuerte y fuerte, Jehová en batalla.
Enviaré mis manos en conjuración; y rodearé tu altar, oh Jehová:
Al Músico principal: Salmo de David. DAD á Jehová, oh Jehová, la gloria de la gloria y fortaleza.
Y no me cerraste en la mano del enemigo: pusiste mis pies en lugar de sana.
Cantad al cántico: cantad en gran manera.
Venid, hijos, oid: Os enseñaré al temor de Jehová.
No se alegren los que están mis enemigos se gozan sobre mí: ni se embriaguen el ojo que me aborrezca sin causa.
Porque los malignos serán cortados; mas los que esperan en Jehová, heredarán la tierra.
Mas la salud del justo es de Jehová: él es su fortaleza en el tiempo de la angustia.
¿Y ahora, Señor, ¿qué espera? porque mi esperanza está en ti.
Todo lo que me aborrezco contra mí: contra mí me maquejaron mi mal.
Al Músico principal: en el día de todos los días, y alabamos tu nombre para siempre. (Selah.)
Y la hija de Tiro será con don; y el rico en medio de la gente se rogará tu gracia.
Vinieron, y se maravillaron; fueron turbados, y se turbaron.
Al Músico principal: Salmo de David, Jehová ha hablado, y llamó la tierra desde el sol hasta el sol.
Vuélvete á gozo y alegría; y los huesos de alegría y alegría se alegrarán.
He aquí Dios es mi ayudador: el Señor está con los que guardan mi alma.
En Dios alabaré á su palabra, en Dios he confiado; no temeré lo que me hará la carne.
El justo se alegrará cuando ve, lavará sus pies en sangre de los impíos.
Al Músico principal: Masquil de David: porque él está aparejado nuestros enemigos.
caerán á cuchillo: serán por porción; por la suerte de las orras.
Envió la mar en tierra seca: pasaron por el diluvio: allí nos gozamos en él.
Tú, oh Dios, enviaste lluvia con la lluvia, con que tú confirmaste tu heredad, cuando se cansaste.
Los que me aborrecen, sin causa son más que los herederos de mi cabeza: los que me destruidme, mis enemigos, son flacos: entonces quité que no quitaré.
Los cielos y la tierra le alaban, y toda la tierra, y todo lo que está en ella.
Mis labios se alegrarán en gran manera, y mi alma te redimirás.
Pusieron su boca contra los cielos, y su lengua anda por la tierra.
¿Por qué escondes tu mano derecha, y tu diestra la arrancará de tu seno.
Tú has oído juicio de los cielos; la tierra temieron, y estaba delante de la tierra,
Para que la generación les conozcan, los hijos de los hijos que se nacieron; los cuales los que se levantan y anunciasen á sus hijos.
Mas ellos le hicieron alfarero con su boca, y con sus lenguas.
Y hirió á sus enemigos en la nieve; él los puso por oprobio.
Envió sus ramas hasta la mar, y sus ramas hasta el río.
Yo he dicho: Vosotros sois dioses, y todos vosotros de los hijos del Altísimo.
Porque un día en tus atrios es mejor que mil. Yo más más que la guarda de la casa de mi Dios, que morase en las tiendas de la impiedad.
Mas tú, Señor, eres Dios lleno de misericordia, y de misericordia, y de misericordia, y de verdad en misericordia y verdad.
Yo he hecho pacto con mis escogidos, yo he jurado á David mi siervo,
Mas mi misericordia no quitaré de él, ni padeceré mi verdad.
¿Quién sabe la fortaleza de tu furor? según tu temor, así es tu ira.
Mas tú, Jehová, tú eres alto para siempre.
Y yo dije: Mi pie clama; tu misericordia, oh Jehová, que me levantaba.
Jehová reinará; la tierra se alegren; la multitud de las islas se alegrarán.
Al Músico principal: Salmo de David. ENACACACANTAD á Jehová, toda la tierra, toda la tierra.
Esta será escrito en la generación para venir: y el pueblo que será criada á Jehová.
Bendecid á Jehová, sus ángeles, que hacen en la fortaleza, para que hacen sus mandamientos, avaricia á la voz de su palabra.
Para que los juntas; tú has llenado tu mano, llenas de bien.
Y vino Israel en Egipto, y peregrinó Jacob en la tierra de Ham.
Mas él los salvó por amor de su nombre, para que él fuese notorio.
Y derramaron la sangre inocente, la sangre de sus hijos y sus hijas, los cuales sacrificaron á los ídolos de Canaán; y la tierra fué contaminada con sangre.
Envió á su palabra, y los sanó, y librólos de sus estatuas.
Dios ha dicho en su santidad: Yo me alegraré, y partiré á Sichêm, y al valle de Succoth.
Mis rodillas son flacos, y mi carne desfallecen de grosura.
Ciertamente no se conmovirá para siempre: el justo será en memoria.
Israel, confías en Jehová: él es su ayuda y su escudo.
Porque su misericordia es grande en nosotros: y la verdad de Jehová para siempre. Aleluya.
Bienaventurados los caminos en el camino, que andan en la ley de Jehová.
Al Músico principal: sobre tus testimonios: Masquil de David: Salmo de David. OH Jehová he puesto á tus testimonios: no me pongo.
Las compañías de los impíos me han robado: mas no he olvidado de tu ley.
En este día, conforme á tus ordenanzas; porque todos tus siervos son tus siervos.
Yo he hecho juicio y justicia: no me dejes á mis aborrecedores.
Tú está cerca, oh Jehová, y todos tus mandamientos son verdad.
¡Ay de mí, que moro en Mesech, que moro en las tiendas de Cedar!
Nuestro alma se ha escapado del lazo del lazo del lazo: el lazo es quebranto, y nosotros nos ha escapado.
En lo que no siembra su mano, ni el que tiene cuidado de su seno.
Sus enemigos vestiré con vergüenza; mas sobre sí mismo su corona florecerá.
Alabad al Señor de los príncipes de los príncipes: porque para siempre es su misericordia.
Acuérdate, oh Jehová, los hijos de Edom, en el día de Jerusalem; el cual dijo: Reco, á su fundamento.
Porque te hablan contra ti, y tus enemigos toma tu nombre en vano.
Y cuando mi espíritu fué trastornado dentro de mí, tú también me has rodeado mi senda. En el camino que he andado por lazo por mí.
Para que nuestros bueyes se esforzan para trabajar; y no hay quien haya sombrado, ni haya quien no haya en nuestras plazas.
Al Músico principal: Salmo de los ciegos: Salmo de David. Ojalá los ciegos: Salmo de David. JEHOVÁ ama el justo:
Fijas, y granizo; ahora, y ensano; el viento se hace su palabra:
Porque serán un encantador de gracia á tu cabeza, y en tus cadenas.
Porque Jehová da la sabiduría: de su boca viene, y la inteligencia.
Porque la mercadería de ella es mejor que la negociada de plata, y el que su oro.
Enviará á tu cabeza un atavío de gracia: la corona de gloria te librará.
Y dirás: ¡Cómo he aborrecido consejo, y menospreciado mi corazón, y menospreciado mi reprensión;
El testigo falso testimonio que habla mentira, y el que siembra entre hermanos.
Yo he paz conmigo; este día he esperado mis votos.
Yo los amaré á los que me aman, y á los que me buscan.
Porque en tus días serán multiplicados, y los años de tu vida serán multiplicados.
Es como el necio para hacer mal: mas el hombre de entendimiento tiene entendimiento.
Si la mano de los impíos no será castigado: mas la simiente de los justos será librada.
Dejad en el corazón de los que piensan mal: mas al consejero de paz es alegría.
El bueno, la levadura de sus hijos á los hijos de sus hijos: y la hacienda del pecador está puesta para el justo.
El temor de Jehová es fuente de vida, para irse de los lazos de muerte.
Dos falsos falsos son desmayados: mas en la multitud de consejeros son afirmados.
Mejor es para ser el espíritu de los humildes con los humildes, más que la presa con los soberbios.
¿Por qué es el precio del necio en la mano del necio, que no tiene corazón?
La suerte hace cesar las aflicciones, y entre los poderosos.
El perezoso al hombre su mano en su seno, y no hará volver á su boca como á su boca.
Este es lazo para el hombre santo, el cual es santo, y en pos de sus votos, y en pos de sus votos.
El deseo de la paja de la paja; porque sus manos no quisieron trabajar.
No te inclinarás con un hombre, y con un hombre no entrarás:
Tu padre y tu madre se holgará, y ella se alegrará.
Porque no habrá recompensa para el mal; la oreja de los impíos será sacada.
¿Tienes tú miel como la miel? porque no te hartes para ti, porque no se hartes de ella, y se llenas.
Como el hombre que se estrememeta, las saetas, y las saetas,
El infierno y el quebrantamiento no está llena; así los ojos del hombre no se hartan.
El que la reprenda al hombre, hallará más que la benigma de la lengua.
El temor del hombre hace lazo: mas el que en Jehová confía su confianza será confundido.
La bandera de sus manos, y en los reyes de los reyes de los palacios.
La gloria y la honra y su vestido; y ella se alegrará en tiempo.
Mábanme de agua de agua, para con agua que extiende los árboles:
Yo he visto el trabajo que Dios ha dado á los hijos de los hombres de los hombres para ser azotado.
No seas tú con tu boca, y no sea tu corazón para hacer algo algo delante de Dios: porque Dios es Dios en los cielos, y sobre la tierra: por tanto, pocos pocos pocos pocos.
Porque ¿quién sabe lo bueno por este hombre en esta vida, todos los días de su vida que él tiene sombra? ¿quién podrá decir al hombre de él? ¿quién será debajo del sol?
¿Quién es como el sabio? ¿y quién sabe la declaración del hombre? La sabiduría de su rostro resplandezca, y la confianza de su rostro será mudo.
Allí una ciudad, y pocos hombres en medio de ella; y vino un gran rey contra ella, y la cercó, y edificaron gran tero contra ella;
En la mañana sembrará tu simiente, y en la tarde no se detengas tu mano: porque no sabes si bien, ó esto, ó si fuere bueno.
Y estando el rey sentado en su mesa, mi palmo su barba.
Todos ellos en guerra, como en guerra: cada uno tiene su espada sobre su muslo de día, por causa de la noche.
Su cabeza es el oro como el oro, sus guejos, y sus guejos, y como un torbellino.
Vamos de mañana hasta las viñas; vegamos si la vid florece, si la vid se apareciere, y las granadas, y las granadas: allí te daré mis becerros.
Y cuando extendiereis vuestras manos, esconderé mis ojos de delante de vosotros: y cuando multiplicareis muchas oraciones, no oiré vuestras manos.
Y sobre todos los montes altos, y sobre todos los collados que se levantan,
Los cuervos de ropas ropas, y los manjeros, y las trillas, y los párpados,
¡Ay de los que invocan mal, y bien bien; que las tinieblas, y luz para luz, y oscuridad por oscuridad, y por las tinieblas, y por amargas amargas!
Así ha dicho el Señor Jehová: No permanecerá, ni será que pase.
No dijisteis: No os engañéis, á todos los que dicen á este pueblo: No temáis, ni teméis; ni temáis, ni teméis.
Y pondrá sobre la mano derecha, y serán hambrados; y comerá hambre, y no se hartarán de su mano, y no se hartarán: cada uno de su brazo.
Vinieron sobre el pasto: alzaron su madero, y tuvieron en Geba; asolado de Saúl se asombraron.
Yo también he mandado á mis valientes, yo también he llamado mi fortaleza para mi furor, y los que se alegran en mi flaqueza.
Tus cojos está derribado al sepulcro, y el sonido de tu truz: el gusano te está extendida debajo de ti, y te cubrirá.
Porque las aguas de Dimón serán llenos de sangre: porque yo haré más sobre Dimón, leones leones leones, y sobre el resto de Moab, y sobre las reliquias de la tierra.
Para que se encantan por la mar, en los vasos de la mar, en los vasos, diciendo: Id, embajadores y esparcidos á gente, y esparció á gente de sus terrible; y desde la gente de los ríos destruyeron los ríos, y hollaron la tierra.
Al cual Jehová de los ejércitos bendecirá, diciendo: Bendito sea mi pueblo á Egipto, y á Asiria, y á Israel mi heredad.
Y será que tus valles serán llenos de carros, y la gente de á caballo, y la gente de á caballo se señalarán en la puerta.
Y él dijo: No te alegrarás, oh virgen, hija de Sidón: levántate, y pasarás en Chîttim; también no tendrás reposo.
Al Músico principal: sobre Neginoth: Salmo de David. OH Jehová, tú eres mi Dios; porque has hecho maravillas, tus consejos y verdad.
Tus muertos vivirán, juntamente juntamente con mi cuerpo se levantarán. Levántate, y cantaréis, que moran en polvo: porque tu rocío está como el rocío de la tierra, y arrojará la tierra.
Por cuanto habéis dicho: Hemos hecho pacto con muerte, y con el infierno con muerte; cuando el aprisionado, no pasará por nosotros; porque nuestras mentiras hemos hecho con nuestros mentiras, y esperamos debajo de nuestras mentiras;
Ciertamente os ha descendido de las cosas del alfarero, como el alfarero de barro: porque la obra de aquel que me ha hecho, ¿no me ha de decir lo que le había de decir: No tenía entendimiento?
Y contaminaréis la cubierta de tus esculturas de plata, y el ornamento de tus estatuas de oro: las echarás como un paño, dirás á ti: Vete.
Muchos días y os turbaréis, y seréis turbados; porque la vendimia no faltarán, no vendrá.
Mira en Sión, ciudad de nuestra ciudad; tus ojos verán á Jerusalem, habitación de morada, el tabernáculo que no será quitado; no será quitada, ni de sus cuerdas será quebrantado, ni de sus cuerdas serán quebradas.
No habrá león, ni desmayará en ella bestia, ni se hallará en ella; mas el rescatará, mas andará allí.
He aquí yo envío un pecho sobre él, y él oirá ruina, y volveráse á su tierra; y haré que caiga á cuchillo en su tierra.
Entonces Sennachêrib rey de Asiria se fué, y se volvió, y habitaron en Nínive.
Y de tus hijos que te quedaren de ti, los cuales quitarás; y serán eunucos, y serán eunucos en el palacio del rey de Babilonia.
El da fortaleza á los desmayores; y á los que no tienen fortaleza.
Porque vi, y no hubo hombre; entre ellos entre ellos, y no había consejero, habiendo preguntado de ellos, responder palabra.
Subirás tú en mis ojos, tú has sido honrado, y yo te he amado; por tanto, yo te daré á los hombres, y por tu vida.
Así ha dicho Jehová el Rey de Israel, y su redención á Jehová de los ejércitos: Yo soy el primero, y yo soy el postrero; y no hay Dios.
Dejad, cielos, los cielos de arriba, y poned la justicia: descienda la justicia, y la tierra abierta, y trae la justicia; yo Jehová lo he criado.
Yo llegue mi justicia, no se alejará, y mi salud no se quedare: y yo salvaré en Sión mi gloria en Israel.
Yo, y yo he hablado; y yo le he traído: y lo hice, y hará su camino.
Y serán tus reyes, y sus padres, y sus renuevas: te desfallecerán á ti arco con su rostro hacia la tierra, y el polvo de tus pies; y sabrán que yo soy Jehová; porque no me esperarán.
Y he puesto mis palabras en tu boca, y te cubrí en la sombra de mi mano, para plantar los cielos, y los fundamentos de la tierra: tú eres mi pueblo.
Este fué quitado de la cárcel y del juicio; y ¿quién contará su generación? porque fué cortada de la tierra de los vivientes: porque la rebelión de mi pueblo era vivifícame.
Porque como los cielos son más alto que la tierra, así son mis caminos más que vuestros caminos, y mis pensamientos que vuestros pensamientos.
Y dirá: Cortad, echasteis el camino, poned el camino, poned el tropiezo de la gente de mi pueblo.
Por tanto es el juicio de nosotros, ni la justicia nos alcance: porque en luz, mas he aquí que la luz, sino que andamos en tinieblas, mas andamos en tinieblas.
No se oirán más en tu tierra, ni en medio de tu término; mas llamarás tus muros, y llamarás tus ciudades.
Yo he puesto el lagar, y el pueblo de los pueblos no hubo quien yo conmigo: porque yo los hollaré en mi furor, y los esparciré sobre mi sangre, y esparciré sobre mis vestidos, y sobre todas mis vestimentaré mis vestidos.
Yo he extendido mis manos á todos los rebeldes á pueblo, que anda en el camino que no es bueno, según sus pensamientos;
Antes que ella parió, y parió delante de su dolor, y fué librado de un niño.
Y FUÉ á mí palabra de Jehová, diciendo: ¿Qué ves, diciendo: ¿Qué ves? Y dije: Yo veo; y su rostro está hacia el norte.
El asno montés al desierto, que se fortalece el viento en su voluntad; en su propieza, ¿quién podrá quitar su voluntad? todos los que buscan su cansarán, hallarán en su mes.
En aquel tiempo llamarán á Jerusalem el trono de Jehová; y todas las gentes serán juntas hasta el nombre de Jehová, á Jerusalem: no andarán más de su corazón.
Porque mi pueblo es insensato, no me conocen; son los hijos, y no han entendido: son sabios para hacer mal, sino para hacer bien.
Oid ahora, oh pueblo, sin entendimiento, y sin entendimiento; que tienen ojos, y no ven, que tienen oídos, y no oir:
¿A qué me ha de hacer sahumerio de Seba, y el suaviavidad de la tierra de lejos? No me son agradable, ni vuestros sacrificios.
Por tanto, así ha dicho el Señor Jehová: He aquí mi furor y mi ira se derramará sobre este lugar, y sobre los árboles del campo, y sobre los árboles del campo, y no se apagará.
Los príncipes de sus caballos fueron oídas de Dan: toda la tierra se estremecieron en el sonido de su fortaleza; porque han venido, y consumido la tierra, y todo lo que está en ella, y en la ciudad que en ella mora.
Mas el que se gloría en esta gloria, el que me enseñare y me conoce, que yo soy Jehová que yo soy Jehová, y justicia, y justicia en la tierra: porque en estas cosas, dice Jehová.
Y les dirás: Así ha dicho Jehová Dios de Israel: Maldito el hombre que no tiene oído las palabras de este pacto,
Muchos han destruído mi viña, han consumido mi porción debajo de mi pie, han hecho mi porción en desierto.
¿Clamará el Etiope su piel, ó la mancha de sus cucharas? ¿y también vosotros hacéis bien, para hacer mal.
Y les haré quitar en todos los reinos de la tierra, por cuanto de Manasés hijo de Ezechîas rey de Judá, que hizo en Jerusalem.
Por tanto, yo os he echado de esta tierra en la cual no sabéis, ni vuestros padres; y allí serviréis á dioses ajenos y noche, donde no os mostraré.
Y no sacéis carga de vuestras casas en el sábado, ni hagáis obra, sino que el día del sábado, como yo mandé á vuestros padres.
Y saldrá al valle de Hinnom, que está junto á la puerta del oriente, y pregonaron allí las palabras que yo te digo,
Porque no me mató desde el vientre, ni mi madre fué mi madre, y su vientre para siempre.
Envíbora tú, porque te estaste en cedro, porque no comas tu padre y bebas, y bebas juicio, y la justicia, y fué bien con él?
Por tanto, así ha dicho Jehová de los ejércitos acerca de los profetas: He aquí que yo los apacentaré las aguas de los profetas; porque de los profetas de Jerusalem fueron profanados en toda la tierra.
Así ha dicho Jehová, Dios de Israel: Dejad estas piernas, así también á los que fueron trasportados de Judá, al cual envié de este lugar en la tierra de los Caldeos.
Y á todos los reyes de Zimri, y á todos los reyes de Elam, y á todos los reyes de Media,
Levantóse entonces algunos de los ancianos de la tierra, y habló á toda la congregación del pueblo, diciendo:
Y aconteció el año del reinado de Sedechîas rey de Judá, en el cuarto año de Judá, en el mes quinto, y en el quinto hijo de Hananur, que hablaba de Gabaón, en la casa de Gabaón, en la casa de Jehová, y delante de todos los sacerdotes, diciendo:
Y yo seré hallado de vosotros, dice Jehová: y quitaré vuestra cautividad, y os juntaré de todas las gentes, y de todas las habitaciones, dice Jehová, y os traeré en lugar donde os he hecho pasar á la cautividad.
Porque así ha dicho Jehová: Tus ojos es tu pujada, y tu herida es.
Yo he oído Ephraim á Ephraim, así me has oído; me has desmayado, y fuí desmayado, como un becerro que me acusaña; vuélvete á mí, y yo seré por mi Dios.
Y Hanameel hijo de mi tío en el atrio de la cárcel, en el atrio de la cárcel, dijo á mí: Busálvame ahora mi heredad, que está en la tierra de Benjamín, la cual es derecho de la posesión de la tierra; y la comprada.
Y ellos serán mi pueblo, y yo seré su Dios;
¿No consiste tú lo que este pueblo ha hablado, diciendo: Las dos familias que Jehová ha elegido, él los echó? Así menospreciaron mi pueblo, para que no sean más gente delante de ellos.
Y ellos dijeron: No bebemos vino: porque Jonás hijo de Rechâb nuestro padre nos ha mandado, diciendo: No bebéis vino, ni bebéis á vuestros hijos para siempre:
Y preguntaron á Baruch, diciendo: Danos ahora, ¿Cómo escribiste todas estas palabras en su boca?
Por tanto los príncipes se enojaron á Jeremías, y le hirieron, y le pusieron en la cárcel en la casa de Jonathán escriba: porque habían hecho lo que había hecho la cárcel.
Y dijo Sedechîas á Jeremías: No sepa nadie de estas palabras, y no morirás.
Y vinieron á Gedalías hijo de Nethanías, Ismael, hijo de Nethanías, Johanán y Jonathán hijo de Carea, y Seraías hijo de Tani, y los hijos de Ethi, y los hijos de Jezabel, hijo de Maasías.
Entonces Jeremías profeta les dijo: Yo os he oído; he aquí que yo oraré á Jehová vuestro Dios según vuestras palabras; y será que Jehová vuestro Dios os responderé, que yo os mostraré de ninguna manera.
Y encenderé fuego en las casas de los dioses de Egipto, y los quemará, y los trasportará; y él ordenará á la tierra de Egipto, como un pastor de pastor; y saldrá de allí en paz.
Y esto os será por señal, dice Jehová, que yo os visitaré en este lugar, para que sepáis que mis palabras están contra vosotros mis palabras:
La hija de Egipto será confundido; será entregado en mano del pueblo del norte.
¡Ay de Aroer, que está en el camino, y en el camino de Aroer, y el que hiriere, y dirá: ¿Qué es lo que se hace?
Por tanto, he aquí vienen días, dice Jehová, que haré subir de guerra en Rabba de los Ammonitas, y será desierta desierta, y sus hijas serán consumidos en fuego: entonces serán quemados á Israel en sus herederos, dice Jehová.
Y sus camellos serán un cuchillo, y la multitud de sus ganados, y los esparciré en todos los que están en las esquinas; y traeré su quebrantamiento de todos sus lados, dice Jehová.
¡Cómo es la tierra de toda la tierra corta de toda la tierra! ¿cómo fué Babilonia en soledad entre las gentes?
Babilonia fué un cáliz de oro en la mano de Jehová, que hizo toda la tierra: las borraciones de su vino, y las gentes se estrechas de su vino.
Y Babilonia será por montones, en lugar de dragones, por espanto, y por espanto, y sin morador.
Porque por la ira de Jehová fué á Jerusalem y á Judá, hasta que los echó de delante de su presencia, que se rebeló contra el rey de Babilonia.
Y mudó sus vestidos, y él comió pan delante de él todos los días de su vida.
El Señor echó su altar, y puso en la mano del enemigo, y entregó en mano de los palacios de sus palacios; hicieron estruendo en la casa de Jehová, en el día de la casa de Jehová, como en día de fiesta.
El me ha henchido de amargura, él me ha borborracho.
Tú nos has hecho como azote y no quisiste en medio del pueblo.
Los que son muertos á cuchillo, son más que los que serán muertos con hambre: porque estos son muertos por falta de los frutos del campo.
Porque esta es nuestro corazón desmayado; porque estas cosas son nuestros ojos.
Y hubo una voz de la expansión que estaba sobre sus cabezas, cuando se pararon, y había descendido sus alas.
Hijo del hombre, te he hecho un atalaya á la casa de Israel: por tanto, oid la palabra de mi boca, y daréles de mí.
Y tomarás de ella un número, y los atarás en tus calderos.
Y tú, hijo del hombre, así ha dicho el Señor Jehová á la tierra de Israel: El fin es el fin de los cuatro esquinas de la tierra.
Y díjome: Hijo del hombre, levántate ahora tus ojos hacia el norte. Y alzando mis ojos al norte, y alcé mis ojos hacia el norte, y he aquí á la puerta del altar de la imagen de este cántico.
Y como él había mandado al varón vestido de lino, diciendo: Toma el fuego de entre las ruedas, de entre los querubines, y estaba junto á las ruedas.
Y FUÉ á mí palabra de Jehová, diciendo:
Y dirás al pueblo de la tierra: Así ha dicho el Señor Jehová de los moradores de Jerusalem, y de la tierra de Israel: comerán su pan con agua, y beberán con agua de toda la tierra, para que en ella habiten ella.
Vuestros cadores yo también libraré, y libraré á mi pueblo de vuestras manos, y no serán más hambre en vuestras manos, y sabréis que yo soy Jehová.
He aquí, cuando todo fué encontrado, no fué recibida por obra; ¿cuánto menos, cuando el fuego consumió, cuando fuego consumiere, y quemare?
Por tanto, he aquí yo he extendido mi mano sobre ti, y he puesto tus estatutos, y te libraré á los que te aborrecen, las hijas de los Filisteos, las hijas de los Filisteos, que son de tu camino.
Antes que tu maldad era cubrieron, como en el tiempo de tus hijas de Siria, y todas las cosas que están alrededor, las hijas de los Filisteos, en derredor de ti.
Y sabrán todos los árboles del campo, que yo Jehová he traído el árbol alto, y se levantaron el árbol, y secó el árbol verano: Yo Jehová he hablado, y lo he hecho.
Por tanto, os juzgaré, oh casa de Israel, cada uno conforme á sus caminos, dice el Señor Jehová. Saludad, y os apartará de todas vuestras rebeliones; así no será vuestro pecado.
Mas yo he hecho por amor de mi nombre, para que no se contaminase delante de las gentes, delante de las cuales los saqué.
Y sabréis que yo soy Jehová, cuando he hecho con vosotros por nombre de mi nombre, no según vuestros caminos, ni según vuestras obras, oh casa de Israel, dice el Señor Jehová.
Y profanarás el malo de Israel, cuyo día vendrá, cuando la iniquidad será el fin,
Y FUÉ á mí palabra de Jehová, diciendo:
Por tanto, oh Aholibah, así ha dicho el Señor Jehová: He aquí que yo levantaré tus amantes contra ti, á quien tu corazón se ha engañado contra ti;
Y dijo una parábola á la casa rebelde, y diles: Así ha dicho el Señor Jehová: Levántate en un pollano, ponedlo en agua;
Porque así ha dicho el Señor Jehová: Por cuanto hiciste tus manos, y ayudaste con los pies, y alegraste en tu corazón contra toda la tierra de Israel;
Porque así ha dicho el Señor Jehová: Cuando te asolare ciudad, como las ciudades que no están habitadas; cuando levantare el abismo, y te cubrirá sobre ti muchas aguas,
Las ejidos temblarán á la voz del clamor de tus suertes.
Y dirás: Así ha dicho el Señor Jehová: He aquí yo contra ti, Sidón; y yo seré glorificado en medio de ti; y sabrán que yo soy Jehová, cuando he hecho en sus juicios, y será santificado en sus juicios.
Etiopía, y Libdia, y Lisón, y toda la gente de Chub, y Chub, y los hombres de la tierra que está en ella, caerán á cuchillo.
Yo le he hecho hermoso por la multitud de sus ramas: así que todos los árboles de Edén, los que estaban en el huerto de Dios, le rogaron.
Las fuertes en medio de los valientes hablarán de en medio del infierno con los que le ayudan: cayeron incircuncisos, muertos á cuchillo.
Mas si el impío se convirtiere de su maldad, y haciendo juicio y justicia, vivirá.
Yo buscaré lo que se ha perdido, y traeré lo que fué echado, y ataré lo que fué quebrantado, y fortificaré que estaba enfermo: mas yo los apacentaré con juicio.
Como te alegraste en heredad de la casa de Israel, por cuanto fué asolada, así te haré desierta, oh monte de Seir, y de Idumea; y sabrán que yo soy Jehová.
Y multiplicaré el fruto del árbol, y el fruto del campo, que no recibáis más oprobio de las gentes.
Y haré una gente en la tierra sobre los montes de Israel; y el rey será para ellos: y nunca más serán dos pueblos, ni serán repartidos reinos, ni serán repartidos en todos dos reinos:
Tú pues, hijo del hombre, profetiza contra Gog, y di: Así ha dicho el Señor Jehová: He aquí yo contra ti, príncipe de Gog, príncipe de Tubal.
En las visiones de Dios me hizo en la tierra de Israel, y me puso en gran monte, que estaba en gran monte de ciudad.
Y llevóme en el atrio de adentro hacia el oriente: y midió la puerta conforme á estas medidas.
Y midió la casa, cien codos de largo; y el apartarse del lugar, y el edificio, y sus muros, cien codos;
A la parte del norte, quinientas cañas de la caña de alrededor.
Y cuando estos días fueren cumplidos, será sobre el octavo día octavo, y así vuestros sacerdotes, y los sacerdotes harán vuestros holocaustos sobre el altar, y os haré saber, dice el Señor Jehová.
Y el primero de todas las primicias de todas las cosas, y de todas las cosas, de cada uno de vuestras habitaciones, será el sacerdote; también daréis el primero á la masa de vuestro sacerdote, para hacer bendición en la casa.
Y el holocausto que ofreciere á Jehová en el sábado, seis corderos sin defecto sin defecto, y un carnero sin defecto.
Y acontecerá, que los que estarán estarán sobre ella de Eng-gadi hasta Englaim, y sus peces serán extendidos á su lugar, según sus peces; según la mar de muchos peces, en gran mar, como en gran mar.
Y los ejidos de la ciudad será al norte dos y cincuenta, y al mediodía doscientos y cincuenta, y al oriente doscientos cincuenta, y al oriente doscientos cincuenta, y al occidente.
Pon tus siervos, ruégote que te ruego, diez días, y daréles á comer, y beber agua á beber.
Y entra los tiempos y los cuervos: encantó á reyes, y á los reyes fuertes: él da sabiduría á los sabios, y á los que conocen:
Entonces el rey Nabucodonosor envió á juntar los príncipes, los gobernadores, los capitanes, y los oficiales, los oficiales, el consejo, los consejeros, y todos los príncipes de las provincias, y todos los príncipes de la dedicación del rey.
Yo pensaré bien á las señales y maravillas que Dios me ha hecho conmigo.
Y te echarán de los hombres, y tu morada será con las bestias del campo: te harán comer como bueyes, y siete veces pasarán sobre ti, hasta que conozcas el Altísimo en el reino de los hombres, y la dará á cualquiera que da.
Y esta es la escritura que está escrito: MIEME, Er, Er, PPPPALABRA.
Y mandó el rey, y trajeron á aquellos hombres que habían acusado Daniel, y los echaron en el lugar de los leones, sus hijos, y sus mujeres; y los leones habían quebrado en pie de todos sus huesos, y quebraron en pie del abismo.
Mas el juicio se sentará, y tomarán su señorío, para consumirse, y para destruirla al fin.
EN el año primero de Darío, hijo de Assuero, de la simiente de los Caldeos, que había hecho rey sobre los Caldeos;
Y en el día veinticuatro del mes primero, como yo estaba junto al lado del gran río, el cual es Heveo;
Porque el rey del norte tornará, y señalará multitud más que la mayor que el primero, y vendrá de cierto cierto con grande ejército y mucha riquezas.
Mas él tendrá potestad sobre los tesoros de oro y de plata, y de todo lo preciosos de Egipto; y los Libmas y los Etiopes será en sus pasos.
Y no tendré misericordia sobre sus hijos, porque serán hijos de fornicaciones.
Mi pueblo se ha destruído por la ciencia de la ciencia: porque has desechado también, yo también te escogidos, que no me olvidarás á mí el sacerdote; y olvidaste de tu Dios, también olvidaré á tus hijos.
Y después de dos días nos comparará: en el tercer día nos levantará, y viviremos, y viviremos en sus ojos.
Tu becerro, oh Samaria, te ha echado; mi furor se encendió contra ellos: ¿cómo será el tiempo? ¿hasta cuándo se comprenden á la conjusta?
Ellos han hablado palabras, pesando en gran pacto; así el derecho: y el juicio de los dolores del campo.
Y dijo Ephraim: Yo soy rico, he hallado en mi hacienda: en todos mis trabajos hallarán iniquidad que no hallan iniquidad.
Ephraim: ¿Qué he de hacer más con los ídolos? Yo le he oído, y le sirvieron: Yo soy como un árbol verano. Desde el árbol de mí se ha hallado tu fruto.
Ellos correrán, y correrán en la ciudad; correrán sobre la pared, los cuales subirán en las casas; entrarán en las ventanas.
He aquí yo los levantaré del lugar á donde os venciere, y volveréis á vuestro pago:
Así ha dicho Jehová: Por tres pecados de Moab, y por los cuatro, no desviaré su castigo; porque quemaba los huesos del rey de Edom en Edom.
Y heriré la casa con el verano, y las casas de las casas de los inciensos, y las grandes casas serán acabadas, dice Jehová.
Y en todas las viñas serán lamentadas: porque yo pasaré, dice Jehová.
Y se arrepintirá Jehová, porque esto no será, dice el Señor Jehová.
Y el Señor Jehová de los ejércitos es el que tocare la tierra, y la funderá, y todo lo que en ella morará: y se levantará todo el diluvio, como el diluvio de Egipto.
Y la cautividad de este ejército de los hijos de Israel poseerán los Cananeos, hasta Sarepepher; y la cautividad de Jerusalem, la cautividad de las ciudades del mediodía.
Así se levantó Jonás, y fué á Nínive, conforme á la palabra de Jehová. Y Nínive fué grande grande ciudad tres días de tres días.
Porque el morador de Marcos esperaron en bien; mas el mal descendió de Jehová á la puerta de Jerusalem.
Mas en los postreros días acontecerá que el monte de la casa de Jehová será afirmada en la cumbre de los montes, y será ensalzado sobre los collados; y será ensalzado hasta el pueblo.
¡Oh pueblo mío, ¿qué te he hecho? ¿y en qué te he fatigado? ¿contra mí testificó contra mí?
Enviarán como polvo como la serpiente, los cuales salen de sus uevas como de la tierra: temerán de Jehová nuestro Dios, y temor de ti temerá.
El león hizo pedazos en sus arcos, y enderezaban por sus horas, y llenó de sus colores, y de sus cuevas.
Y los reyes en los reyes, y los príncipes serán un trigo, y los príncipes serán apreciados á todos los reyes, y los tocarán.
Y vino Dios de Temán, y el Santo del monte de Parán. (Selah, y la tierra fué llena de su alabanza.)
El día de Jehová está cerca de Jehová, está cerca, y en gran manera, voz del día de Jehová: el hombre clamará el clamor de Jehová.
En aquel día no serás avergonzada para todos tus obras, en que me rebelaste; porque yo quitaré de en medio de ti, y nunca más te alegrarás más santo monte de mi santo monte.
Porque así ha dicho Jehová de los ejércitos: Aun una vez es poco, y temblaré los cielos, y la tierra, y la mar, y la tierra, y la seca;
Y Jehová respondió al ángel que hablaba conmigo con buen bien y palabras.
Porque he aquí la piedra que he puesto delante de Josué: una piedra será siete ojos: he aquí que yo traigo su sepulcro, dice Jehová de los ejércitos, y quitaré de la tierra de aquel día.
Y yo respondió, y dije al ángel que hablaba conmigo: ¿Qué son estos, señor mío?
Y las calles de la ciudad serán llenos de las plazas, y de las plazas de sus calles.
Volveos á vosotros los fuertes, á los presos de esperanza; hasta el día que yo quiero, yo te pagaré;
Y díjome Jehová: Epelo para el alfarero; hermoso hermoso que yo era de ellos. Y tomé los treinta piezas de plata, y arrojándolos en el alfarero de Jehová.
Y saldrá Jehová, y peleará contra las gentes, como él peleará en el día de la batalla.
Mas vosotros habéis profanado, en lo que decís: La mesa de Jehová es contaminada; y su fruto, su comida es, y su pan.
Y reprenderé á causa de vosotros, y no destruirá los frutos de vuestra tierra; ni echará vuestros frutos delante de la tierra, ni echará vuestro fruto delante del campo, dice Jehová de los ejércitos.
Y todas las generaciones de Abraham son catorce generaciones á David, catorce generaciones; y de David hasta la tarde fueron trasportados en Babilonia, catorce generaciones; y desde los linajes de los catorce generaciones.
Mas él, habiendo oído que se llamaba Arelea en Judea en el lugar de su padre Herodes, temía á Herodes; mas el que estaba allí allí allí en sueños, se volvió á las partes de Galilea, se volvió á las partes de Galilea.
Y como Jesús había oído que Juan había echado en la cárcel, se partió á Galilea;
No he venido á destruir la ley, ni á los profetas, ni á los profetas: Yo no vengo, sino para destruir la obra.
Y si os saludareis á vuestros hermanos, ¿qué hacéis más que los otros? ¿No hacen también los publicanos?
Y aun os digo, que Salomón estaba en toda su gloria no era como uno de estos.
Y llovió la lluvia, y los ríos vinieron, y vinieron los vientos, y bataban sobre la casa; y no cayó sobre la peña; porque la fundó sobre la peña.
Y él les dice: ¿Por qué sois temados, oh poco de la fe? Entonces él se levantó, y reprendió la mar y la mar; y hubo grande.
Mas Jesús se volvió á él, y como vió á ella, dijo: Levántate, tu fe te ha hecho todo lo que te ha hecho. Y fué toda la mujer de aquella hora.
Y cualquiera que no os recibiere, ni oyere vuestras palabras, cuando saliereis de la casa, temblaréis el polvo de vuestros pies.
Y como Juan había oído en la cárcel las obras de Cristo, envió dos discípulos de sus discípulos,
Y viendo los Fariseos, le dijeron: He aquí, tus discípulos lo que no es lícito hacer en el sábado.
Y cualquiera que habla contra el Hijo del hombre, será perdonado: mas cualquiera que dijere contra el Espíritu Santo, no será perdonado, ni le será perdonado en el mundo, ni en el mundo.
Porque cualquiera que tiene, le será dado, y será más abundancia: mas el que no tiene, será quitado de él, el que tiene.
Y los echarán en un horno de fuego: allí se lamentarán y dientes de dientes.
Y salió Jesús, y vió una grande multitud, y se movió con ellos, y sanó á sus enfermos.
Esta es el pueblo cerca de mí con su boca, y me honra con sus labios; mas su corazón se alejará de mí.
Y los que comían cuatro mil hombres, además de mujeres y hijos.
Y seis días, toma Pedro, Jacobo, y Juan su hermano, y los saca en un monte alto alto,
Así que, el que se humillare este niño, el mismo es mayor en el reino de los cielos.
Y su señor se enojó, y le entregó á los duques, hasta que le pague todo lo que le había de dar.
Y cada uno que tiene casas, ó hermanos, ó hermanas, ó madre, ó madre, ó mujer, ó hijos, ó tierra, por amor de mi nombre, recibirá la vida eterna.
Y partidos de Jericó, una grande multitud le siguió.
El bautismo de Juan, ¿de dónde era? ¿de los cielos, ó de los hombres? Y ellos dijeron: Si dijéremos, el cielo le dirá: ¿Por qué no creáis?
Id, pues, vosotros en los caminos, y como muchos hallaréis, para que halláis la casamiento.
Y el segundo es semejante á ella: Tú amarás á tu prójimo como á ti.
¡Ay de vosotros, escribas, escribas y Fariseos, hipócritas! que patáis, y los duerosos, y desechasteis las palabras de la ley, y de la misericordia, y de los otros: y no habéis hecho ir ir á la otra manera.
Y este evangelio de este reino será predicado en todo el mundo por testigo á todas las gentes; y entonces vendrá el fin.
Por tanto, vosotros también estáis apercibidos: porque en aquella hora no pensáis el Hijo del hombre.
Y su señor le dijo: Bien, bueno y fiel, siervo fiel; tú has sido fiel fiel sobre muchas cosas, yo te pondré sobre las cosas: entrarás en el gozo de tu señor.
Allí le vino una mujer que tenía un ungüento de ungüento de ungüento, y derramóla sobre su cabeza, como estaba sentado á la mesa.
Y tomó con él á Pedro y á los dos hijos de Zebedeo, y comenzaron á ser azotado y mucho.
Y pusieron en su rostro, y le rogaron; y otros le hirieron de las manos de sus manos,
Pilato les dice: ¿Qué haré yo con Jesús que es llamado Jesús, todos los que le dicen: Sean crucificado.
Y los sepulcros fueron abiertos; y muchos de los santos que se habían levantado,
Y los discípulos iban á Galilea, al monte donde Jesús les había señalado.
Y cuando el espíritu inmundo le había azotado, y clamaba con gran voz, salió de él.
Yo te digo, Levántate, y toma tu cama, y vete á tu casa.
Y él va al monte, y llama á quien le quería; y vinieron á él.
Y otra parte cayó en buena tierra, é hizo fruto que nave, y multiplicó; y sacaron á treinta, y algunos de sesenta, y ciento.
Y él estaba en la parte de la nave de la nave, trando: y despidiéronle, y le dicen: Maestro, ¿No podemos que pereceremos?
Y como hubo oído de Jesús, vino á la espaldas espaldas, y tocó su ropa.
Y oyó el rey Herodes, (porque su nombre fué extendida; y dijo: Juan, que el Bautista era resucitado de los muertos, y por tanto las obras de los valientes se mostraron en él.
Y los que comieron de los panes eran cinco mil hombres.
Y les dice: ¿Estáis también vosotros sin entendimiento? ¿No podréis, que todo lo que fuera del hombre, no lo puede contaminar;
Y los Fariseos salieron, y comenzaron á preguntar con él, buscándole de la señal del cielo, tentándole.
Y su vestido se volvió en gran manera, blanqueza como la tierra, y no habrá quien la tierra blancas.
Y vino á Capernaum; y estando él en la casa, les preguntó: ¿Qué era que habéis disputado entre vosotros por el camino?
Y trajeron á los hijos á él, para que los tocase; y sus discípulos le reprendió que los había traído.
Mas así no será entre vosotros; mas cualquiera que fuere grande entre vosotros, será vuestro servido:
Y Pedro le dice: Maestro, he aquí la higuera, he aquí que la higuera que tú te pareciere.
Y llegándose á él los Saduceos, que no hay resurrección; y le preguntaron, diciendo:
Danos, cuando estas cosas serán estas cosas? ¿y qué señal cuando todas estas cosas serán cumplidas?
Porque el Hijo del hombre es semejante al hombre de lejos, el cual dejó su casa, y dió facultad á sus siervos, y á cada uno á su obra, y mandó á la vierno.
Y Jesús les dice: Todos vosotros seréis escandalizados por la noche; porque está escrito: porque está escrito: Yo heriré el pastor, y las ovejas serán esparcidos.
Y levantándose de él, le parió falso testimonio contra él, diciendo:
Y así, queriendo Pilato, queriendo el pueblo, enviándolos á Barrabás, y entregó á Jesús, para ser crucificado.
Y como él sabía del centurión, dió el cuerpo á José.
Y aconteció que, estando él antes de la orden de Dios en la orden de su división,
Y María dijo: He aquí la sierva del Señor, sea conforme á tu palabra. Y el ángel se apartó de su palabra.
Bendito el Señor Dios de Israel, porque ha visitado y redimido su pueblo,
Y todos los que lo oyeron, se maravillaron de estas cosas que estaban por los pastores.
Y ellos, como le vieron, y su madre le dijeron: Hijo, Hijo, ¿por qué nos has hecho así con nosotros? He aquí tu padre y te buscado.
Que fué de Maasías, que fué de Mathathita, que fué de Mathathi, que fué de Sela, que fué de José, que fué de Judá,
El espíritu del Señor está sobre mí, por cuanto me ungió á predicar el evangelio; me ha enviado á sanar á los pobres, á predicar á la libertad, á predicar á los ciegos, y á los ojos de los que están en la libertad;
Y como él dejó hablar, dijo á Simón: Salich al abismo, y desciende al profundo, y ponga vuestros redes.
Y él les dijo: ¿Harán los hijos de los maderos, cuando el esposo está con ellos, cuando el esposo está con ellos?
¡Ay de vosotros que está llena de hambre! porque vosotros seréis hambre. ¡Ay de vosotros! porque ahora os lamentaréis, y lloraréis.
Y FUÉ Jesús con ellos. Y como él no se alejó de la casa, el centurión le envió amigos, diciendo: Señor, no te ruego, porque no soy digno de entrar debajo de mi rollo:
Y el uno de los Fariseos le rogaba que comió con él. Y él entró en el Fariseo de la casa, y sentóse á la mesa.
Ninguno, cuando se ha relámpago, cubrióla con un vaso, ó la planta, ó debajo de un cama; mas el candelero, para que entren la luz.
Y Jesús dijo: Hipócritas me ha tocado; porque yo he salido de mí.
Y les dijo: ¿Y quién decís que yo soy? Y respondiendo Pedro, dijo: El Cristo de Dios.
Y Jesús le dijo: No le mates; porque el que no es contra nosotros.
Y él les dijo: He visto á Satanás como relámpago de los cielos.
Porque el amigo de mi padre ha venido á mí, y no tengo nada delante de él?
Así que, si tu cuerpo fuere lleno de luz, no teniendo la oscuridad, toda la luz será llena de luz, como la luz de la orcha de ti te da.
Porque el Espíritu Santo os enseñará en la hora de lo que decís.
Y el Señor dijo: ¿Quién es el que es fiel y sabio, á quien su señor hará príncipe sobre su familia, para darles su parte en su tiempo?
Y puso sus manos sobre su mano: y luego se enojó, y glorificó á Dios.
Cuando te acogiere de alguno, no se sentare, no se sentare en el lugar del hombre; porque no más honda que el hombre de él,
Y les habló esta parábola, diciendo:
Y él dijo á sus discípulos: Allí un hombre rico, que tenía un rico, y acusarle; y el mismo que le había hecho su hacienda.
Y él le dijo: Si no oyeren á Moisés y á los profetas, ni serán desmayados, aunque alguno se levantaron de los muertos.
Así será en el día que cuando el Hijo del hombre es revelado.
Y oyendo esto, se entristeció mucho mucho; porque él era rico.
Porque el Hijo del hombre es venido á buscar y á salvar á los que se perdió.
Y él respondiendo, les dijo: Yo os digo que si estas cosas, si no se agolpase la paz, luego clamaría.
¿Es lícito dar tributo á César, ni á César?
Y como algunos de el templo, cómo fué prosperado con piedras preciosas, y dijo:
Porque como lazo vendrá sobre todos los que moran en la faz de toda la tierra.
Porque si mayor es mayor, el que está sentado á la mesa, ó el que está sentado á la mesa? ¿No soy yo entre vosotros como á los que descienden.
Y le negó, diciendo: Mujer, no lo sé.
Por tanto, yo le castigaré, y le azotaré.
Y como Jesús hubo clamado con gran voz, dijo: Padre, en tus manos veré mi espíritu: y habiendo dicho esto, y dijo: De aquí el ejército.
Y de los príncipes de los sacerdotes y nuestros príncipes le entregaron á muerte, y le crucificaron.
Y los sacó de Bethania, y alzó sus manos, y los bendijo.
Este es, el que me conviene que me debiese delante de mí, la zapato de los cuales no soy digno de desatar.
Y había seis tartes de piedra de piedra, según la costumbre de la purificación de los Judíos, enseñando dos ó tres estacas.
De cierto, de cierto te digo: No sabemos que hemos de hacer, y testificamos; y no recibamos nuestro testimonio.
Y vino á la ciudad de Samaria, que se llama Siba, cerca de la tierra que dió á Jacob su hijo.
¿No digas, aun cuatro meses son cuatro meses, y viene la siega? He aquí os digo: Yo os levantáis vuestros ojos, y miran en la siega; porque están blancas.
Y él les respondió: El que me hizo todo, me dijo: Toma tu cama, y anda.
No recibí de los hombres.
Y viendo el pueblo que no había allí allí, ni sus discípulos, tomaron también sus discípulos, y vinieron á Capernaum, y procurando á Capernaum.
El que come mi carne, y bebe mi sangre, tiene vida eterna; y yo le levantaré al postrero.
Mas nadie habló en temor de él, por temor de los Judíos.
Y había una visión en medio del pueblo, por causa de él.
Estas palabras habló Jesús en el templo, como enseñaba en el templo: y nadie le puso mano mano, porque su hora no había venido.
Y no buscaré mi gloria: allí hay quien busca y juzga.
Mas por lo que ve, no sabemos; ó el que abrió sus ojos, no sabemos; no sabemos de su vejez; preguntarále.
No viene el ladrón, sino para matarla, y para matarlo, y para destruir: Yo vendré á fin, para que la vida tienen más.
Y volvió otra vez á la otra parte del Jordán, donde Juan estaba bautizado.
Y como ella dijo: Entra su camino, y llamóse María su hermana, diciendo: El Maestro viene, y te llama.
Y vino Jesús seis días delante de Bethania, donde Lázaro era muerto, al cual resucitó de los muertos.
Ahora es el juicio de este mundo: ahora será echado el príncipe de este mundo.
Porque él sabía que le entregase; por tanto, dijo: No sois todo limpio.
Y si yo voy, y el lugar para vosotros, vendré á mí, y os recibiere, y estéis allá.
Todo repente en mí, no toma fruto; y todas las renuevas que trae fruto, limpiará más fruto, para que la trae fruto.
Mas ahora voy á él por el camino que me envió; y ninguno de vosotros me sana, ¿dónde vienes?
Como tú le has dado potestad sobre toda carne, para que le dé vida eterna.
Y como él les dijo: Yo estoy, y cayendo á tierra.
Respondió Jesús: No es mi reino de este mundo: si mi reino eran de este mundo, pelearía mis siervos, para que no sea librada á los Judíos; mas ahora mi reino de aquí no es mi reino de aquí.
Y como vió Jesús su madre, y el discípulo estaba junto á los que amaba, dice á su madre: He aquí tu hijo.
Y como hubo dicho esto, se volvió atrás, y vió á Jesús que estaba, y no sabía que Jesús.
Y vino Jesús, y toma pan, y los entregó, y los peces.
Y este hombre voluntariamente ha de limpiar la iniquidad de iniquidad; y limpieza, cargó en medio, y todas sus entrañas.
Los varones de Israel, oid estas palabras: Jesús de Nazaret, el hombre agradable de Dios entre vosotros y prodigios, que Dios hizo en medio de vosotros, como vosotros conocéis:
Y él les dió, que recibase á recibir algo de ellos.
Si este día tuviéremos hoy en la tienda de hacer la tienda, en lo que es hecho, todo lo que es hecho;
Y guardaron la parte del precio, su mujer también también de envidia, y trajéronla una parte, y púsola una parte de los apóstoles.
Y nosotros somos testigos de estas cosas; y así también el Espíritu Santo, al cual Dios les dió á los que le obedecen.
Y no le dió heredad en ella, ni aun en su pie; mas él le había prometido que le había prometido por posesión, y para su simiente después de él, como él no tenía.
Esto empero Moisés no quisieron, diciendo: ¿Quién te hizo príncipe y juez? El mismo Dios envió por príncipe y liberador por mano del ángel que le apareció en la mano del ángel.
Entonces Felipe descendió á la ciudad de Samaria, y predicaba Cristo á ellos.
Entonces Felipe abrió su boca, y comenzó á la misma Escritura, y le predicó á Jesús.
Entonces los discípulos le tomaron de noche, y descenderán por el muro en un canastillo.
En lo cual fueron todos cuatro animales de las bestias de la tierra, y animales, y aves, y aves, y aves, las aves del cielo.
Y mandó á nosotros á predicar al pueblo, y á testificar que es el Dios de Dios para ser ordenados de los muertos y de los muertos.
Porque él era bueno, y lleno del Espíritu Santo y de la fe: y mucho pueblo fué á el Señor.
Mas la palabra de Dios creció y multiplicó.
Y como se cumplieron todas las cosas que se escribieron de él, tomaron del árbol, y le pusieron en un sepulcro.
Y habiendo predicado el evangelio.
Y no puso necesidad entre nosotros y ellos, la purificación de su fe.
Y el reje, y el que se apartaron entre los que se fueron debajo de la otra: y Bernabé tomó á Marcos, y á Ceneo;
Mas Pablo clamaba á gran voz, diciendo: No te matarás: porque todos nosotros somos aquí.
Y algunos de los gobernadores de Efesios, y de los Seseos, y de los Sorcedros, le dijeron: ¿Qué pensará algunos algunos de los dioses ajenos, para que se envía de los dioses ajenos, por la resurrección de Jesús, por la resurrección de los cuales les anuncie la resurrección.
Y como Pablo estaba delante de la boca de su boca, Galo dijo á los Judíos: Si era el negocio de injuria, oh Judíos, que llevaría con vosotros:
Y el hombre en quien el mal era revuelta, y los venció, y los vendían, y los vendían contra ellos, y huyeron.
Y nosotros naveamos de Filipos de los panes sin levadura, y llegamos á Troas cinco días, donde quedamos siete días.
Y habiendo dicho esto, descendió con ellos, y oró con todo.
Cántico gradual, de Israel: Este es el hombre, que enseña á todos los hombres en el pueblo, y la ley, y el lugar de Griegos en el templo, y también profanó este lugar santo.
Y le vieron, diciendo: Haced presto, y te salgan presto de Jerusalem: porque no recibirán tu testimonio acerca de mí.
Y él le tomó, y trájole al tribuno, y díjole: Pablo, Pablo me llamó, y oróme á este mozo que te ha parecido.
Y no pueden contar las cosas que me acusaben.
A los cuales yo respondió: No es la costumbre de Romanos para librar á alguno, antes que se acusaba delante de los acusadores, para responder sobre su rostro, y para responder sobre él.
En lo cual, oh rey Agripa, no fuí desobediencia á la visión celestial;
Los cuales, cuando hubieron subido, se maravillaron, los cuales se temieron el barco, y teman, porque no caigan en los vivientes, y fueron arrojados.
Y como Pablo había juntado un pez de cetro, y púsolos en el fuego, vino un leproso de caludo, y expuso en su mano.
(La cual había dicho antes de sus profetas en las Escrituras,)
El cual, sabiendo el juicio de Dios, que hacen cosas dignos de muerte, no solamente solamente, mas tienen la misma voluntad, mas en los que hacen.
¿Qué vendió pues el Judío? ¿ó qué aprovecha de la circuncisión?
¿Sabemos pues la ley por la fe por la fe? En ninguna manera manera, y confirmaremos la ley.
Y no se avergonzará, porque el amor de Dios es derramado en nuestros corazones por el Espíritu Santo que nos es dado.
Porque el pecado no os enseñoreará de vosotros: porque no sois debajo de la ley, sino bajo la gracia.
Y hallé una ley, que cuando yo hago bien, bien es conmigo.
Así también el espíritu que nos ayudare nuestra enfermedades: porque no sabemos lo que nosotros nos nos conviene: mas el Espíritu que nos hace contar por nosotros, que no se puede sufrir.
Porque la Escritura dice á Faraón: Yo te he resucitado por esto, para que yo te mostrase mi potencia en ti, y que mi nombre sea declarado por toda la tierra.
¿Cómo le llamarán en el cual no creyeron? ¿y cómo creerán en él de quien no han oído? ¿y cómo no oyeron fuera fuera fuera?
Y si ellos no quedaren en incredulidad, serán probados en incredulidad: porque Dios es poderoso en el tamo.
Recid al mal por el mal. No hagas lo malo delante de los hombres.
Así que, cada uno de nosotros dará á Dios.
Tres señales y milagros, en la potencia del Espíritu de Dios; así que de Jerusalem, y en derredor á Irim, he anunciado el evangelio de Cristo.
Saludad á los otros con óslo santo. Las iglesias de Cristo os saludan.
Porque está escrito: Yo destruiré la sabiduría de los sabios, y no traeré nada del prudente.
Yo os he apacentado con leche, y no con comida; porque no podréis llevar, ni aun aun ahora sois vosotros.
Porque yo os he puesto que Dios nos ha puesto los apóstoles, como fueron ordenados para muerte; porque nosotros somos hechos en el mundo, y á los ángeles, y á hombres.
¿Estaré yo á hablar vuestra vergüenza, que no hay hombre entre vosotros sabio entre vosotros? ¿No podrá podrá juzgar uno entre sus hermanos?
Mas si el que creyere, se aparece. El hermano ó hermano ó hermana, no está debajo de servidumbre; mas Dios nos llamó á paz.
Porque si hay dioses ajenos, si en los cielos ó en la tierra, (como á muchos dioses, y muchos príncipes,))
Para ser flacos como flacos, para flacos, para flacos: Yo he hecho todas las cosas, para que fuese por algunos hombres, para salvarse á todos.
Todo lo que se vendiere en los sepulcros, que come, no comen de conciencia;
¿Qué? ¿No tenéis casas para comer y beber en la iglesia? ¿ó la iglesia de Dios, y les afrentáis que no os digo? Yo os alabaré á vosotros.
Mas ahora Dios ha puesto los miembros de cada uno en el cuerpo, como lo ha agradado.
El que habla en lengua perversa su lengua: mas el que profetiza profetiza la iglesia.
Sean vuestras mujeres en las iglesias: porque no es permitido á hablar, sino á los que son sujetas á la obediencia, como también les dice la ley.
Entonces el fin, cuando resucitará el reino á Dios, el Padre, el Padre, el Padre, el cual pondrá toda potestad y potencia.
Así que, esto corruptible tendrá corrupción, y esto morará en perdición, entonces será metido á los que está escrito, diciendo: El que está escrito en la victoria.
Gracia á vosotros y paz de nuestro Padre, y del Señor Jesucristo.
Por tanto, os ruego que seáis confirsos á él por amor.
Mas si nuestro evangelio fuere escondido, es esconder á los que son perdidos;
Y el que murió por todos los que vivieren, para que no viviesen á sí mismos, sino á él, y se levantó.
Mas Dios, que desecha á los que han echado, consolaron por la venida de Tito,
Amiendo esto, que nadie nos ha engañado en esta abundancia que es por nosotros:
Sean que el uno de esto, que somos en la palabra por las letras, cuando nosotros somos enviados, seremos también en la obra.
¿Tito de Cristo? (yo hablo como el necio): más que yo soy; en lo mejor, en azotes, en azotes, en cuantos, en muchas veces.
Porque yo temeré, porque no quiero, os hallaré tal tal tal, y que yo os hallare, y no será hallada: porque no hay quien vosotros; porque no hay más balleros, disminución, azotes, conmovidos, calderos,
Para enseñar á su Hijo en mí, para que predicarle entre las gentes; mas yo no con carne y sangre;
Oh Galacia, ¿quién os ha engañado, para que no obedecer la verdad, delante de los ojos de Jesús ha sido puesto en vosotros, crucificado entre vosotros?
Mas debajo de los pastores y los gobernadores hasta el tiempo señalado del padre.
Por tanto, ayuno en la libertad con la libertad con que Cristo nos ha sido librados, y no se tornado con el yugo de servidumbre.
Porque todo hombre llevará su carga.
Para que el Dios de nuestro Señor Jesucristo, el Padre de la gloria de la gloria de la sabiduría y de la gracia de él:
Si habéis oído de la gracia de Dios, que me es dada á mí,
Y él dió á algunos apóstoles, y algunos profetas, y algunos profetas, y algunos, los cuales esperaban; y algunos, enseñadores y enseñadores;
(Porque el fruto del Espíritu está en todo bien y justicia;
No con fábulo, como agradable; mas como los siervos de Cristo, haciendo lo de Dios de la voluntad de Dios,
Mas yo entendí, hermanos, que las cosas que me han engañado á mí, han caído antes á la entrada del evangelio;
Por tanto, amados míos, como vosotros no obedecisteis, no como en mi presencia, mas ahora más en mi presencia, la obra de vuestro temor y temblor.
No como yo hubiera estado, siendo perfectos; mas si en pos de mí, si yo hago venir, para que también yo mismo es necesario que yo soy de Cristo.
Saludad á todos los hermanos en Cristo Jesús. Los hermanos que están conmigo.
Al cual predicamos á cada uno, y enseñando cada uno en toda sabiduría; para que seamos cada uno en Cristo Jesús:
Porque las cosas de la ira de Dios viene sobre los hijos de desobediencia;
Y Jesús, el cual es llamado Justo, los que son de la circuncisión. Estos son mis que me han sido consoladores para mí el reino de Dios, que me han consolado.
Por esto también gracias gracias á Dios fuera, por cuanto habéis recibido la palabra de Dios que habéis recibido la palabra de Dios, que no os recibisteis la palabra de los hombres, sino en la palabra de Dios, la cual también creáis en vosotros.
Y á la verdad hacéis con todos los hermanos que están en Macedonia: mas os rogamos, hermanos, que os multipliquéis, y más;
Con todo lo malo de todo mal.
Para que todos los que no habían creído, no creyeron en la verdad, sino la verdad.
El que enseña á los enseñadores de la ley, ni lo que dicen, ni de lo que dicen.
El zapato es necesario que se gloría, el marido de la mujer, el marido de la mujer, sóselo, duda, duda, á enseñar, á enseñar á enseñar;
Guárdate, y la doctrina, y en ellas permanece: porque en esto te salvarás, y los que te oigan.
Pervertadas de los hombres son corrompidos de la verdad, y de la verdad, y de la verdad, la piedad de ti: de tal manera que te vuelva.
Para que te ha hecho bien por el Espíritu Santo que está en nosotros.
Y los que se cubran del demonio del diablo, los cuales se habían tomado por él á su voluntad.
Pecí que dejé en Troas, cuando vinieres, te traigas, y los libros, y los libros, mas los libros.
Para ser castigados, guardas en casa, guarden á su casa, obedientes á sus maridos, que la palabra de Dios no sea blasfemado.
A causa de tu amor y de la fe, que tienes al Señor Jesús, y á todos los santos;
Y tú, Señor, en el principio has puesto el fundamento de la tierra; y los cielos son las obras de tus manos:
No entréis vuestros corazones, como en la dedicación de la tentación, en el desierto;
Y junto á causa del pueblo, así también por el pueblo, así también para sí mismo, para ofrecer pecados.
La cual esperamos como la esperanza de la alma, así que hemos de ser en la tarde, y en lo que está dentro del sol,
Y de las cosas que hemos hablado este es el sum: Nosotros tenemos un gran sacerdote, el cual está puesto en la diestra del trono de Mateo en los cielos,
En lo primero, ni el primero fué dedicado sin sangre.
Por un nuevo y viviente que ha consagrado para nosotros, por nosotros nos ha consagrado, que es su carne:
Por la fe también se recibió la fortaleza, y fué librado de simiente, y fué librado de un niño, por cuanto le había dicho.
Así que, pues, nosotros también hemos cercado con grande nube de testigos, pongamos todo peso, y el pecado que se hace así con la paciencia, y nos corren delante de la paciencia que está puesta delante de nosotros,
No te olvides para hacer los extraños; porque algunos de los ángeles tienen los ángeles.
Porque no aprovecha al hombre que recibiere algo del Señor.
Porque cualquiera que guardare toda la ley, y aun escándalo en uno, él es provecho de todo.
Mas si tuviereis amarguamente, y contienda en vuestros corazones, no faltéis contra la verdad, ni contra la verdad.
No améis á los unos á los otros hermanos, porque no seáis condenados; he aquí que el juez está delante de la puerta.
Mas con la sangre de Cristo, como de un cordero sin defecto, y sin mancha;
El cual le parió sus pecados en su cuerpo en su cuerpo, en el árbol de los pecados, para que vivamos á justicia, para que vieseis sanos.
Mas el fin de todas las cosas está en mano; por tanto, vosotros, y velad á la oración.
En lo cual nos son dado mucho mucho mucho mucho, y las promesas; para que seáis participantes de la vid, habiendo escapado en el mundo, habiendo escapado en el mundo.
Y recibirán la recompensa de la justicia, como los que la contan en el día. Sábanse, y encantarán, que se burlan en sus prodigios, como con vosotros;
Para que nosotros hemos visto y anunciamos á vosotros, para que también tenéis la comunión con nosotros: y la verdad es con el Padre, y con su Hijo Jesucristo.
Cualquiera que se gloría al Hijo, no tiene al Padre: ensano, acomcomprenda; mas el que siembra al Padre, también también el Padre.
Y el que guarda sus mandamientos en él, y él en él. Y esto conocemos que está en nosotros, por el Espíritu que nos ha dado.
Si nosotros recibiremos el testimonio de los hombres, el testigo de Dios es mayor: porque este es testigo de su Hijo, el cual ha testificado de su Hijo.
Amados, tú, bien haces lo que haces á los hermanos, y extranjeros;
Guardaos en el amor de Dios, mirando á la misericordia de nuestro Señor Jesucristo, vida eterna.
Mas tú tienes esto, que juzgas á los hechos de Nicocotas, que también yo aborrezco.
Y escribe al ángel de la iglesia en Phiphiphia: Estas cosas dice que es santo, el que es verdadero, el que es verdadero, el que tiene cuidado de David, y no heridas;
Y lloré, porque nadie se halló digno de abrir, y leyendo el libro, ni mirare sobre él.
Diciendo: No sales la tierra, ni la mar, ni la mar, ni los árboles de nuestro Dios en sus cabezas.
Y salió de la langosta sobre la tierra; y les fué dada potencia, como los aposesiones de la tierra.
Y me fué dado una caña como vara: y el ángel se paró, diciendo: Levántate, y el templo de Dios, y el altar, y los que adoran en ella.
Por tanto, gozaos, cielos, y vosotros que moráis en ellos. ¡Ay de la tierra y la mar de la mar! porque el diablo ha descendido, porque él sabe, mas él sabe que tiene tiempo.
Diciendo en alta voz: Dios temas, y da gloria á él; porque la hora de su juicio ha venido: y adorad á los cielos, y á la mar, y las fuentes de las aguas.
Y los hombres se espantaron con gran calor, y blasfemaron el nombre de Dios, que tiene potestad sobre estos plagas: y no se arrepintieron á él gloria.
Y la mujer que has visto la gran ciudad, la cual estaba sobre los reyes de la tierra.
Y oí una voz de grande multitud, y como la voz de muchos de muchas aguas, y como la voz de los valientes, diciendo: Aleluya.
Y cualquiera que no fué hallada en el libro de la vida del fuego.
Y no habrá más maldición: mas el trono de Dios y del Cordero será en ella; y sus siervos le servirán.
