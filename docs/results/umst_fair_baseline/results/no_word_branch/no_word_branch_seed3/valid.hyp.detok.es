E hizo Dios dos lámpagos, mayor luz á la luz, y á la luz de la luminaria; é hizo las estrellas.
Y Jehová Dios tomó al hombre, y púsolo en el huerto de Edén para guardar y para guardar.
Y llamó Adam la mujer de su nombre Eva, porque era la madre de todos los vivientes.
Y á Seth, le nació un hijo; y llamó su nombre Enós: entonces comenzaron á llamar á llamar los varones de Jehová.
Y vivió Lamech después que engendró á Noé, quinientos y cinco años, y engendró hijos é hijas.
Y era Noé de edad de ochenta años, cuando el diluvio de las aguas fué sobre la tierra.
Y estuvo aún aún otros siete días, y envió la paloma, que no se volvieron á él más.
Y comenzó Noé á labrador, y plantó viña;
Y á Sem, padre de todos los hijos de Ephet, hermano de Japhet, para que le nacieron hijos.
Y vivió Peleg, después que engendró á Reu y nueve años, y engendró hijos é hijas.
Y despertó Jehová á Faraón y á su casa con grande y sus plagas, por mujer de Sarai.
En Chêdordorán rey de Elam, y con Tidal rey de naciones, y Amad-ezer rey de Sinar, y Arioch, rey de Ear; cuatro reyes con cinco reyes.
Y entrarás á tus padres en paz; tú te sepultarás en la vejez.
Y te daré á ti, y á tu simiente después de ti, la tierra en que tú eres extranjero, toda la tierra de Canaán, y yo seré su Dios.
Y Abraham y Sara era viejo y viejo, en la vejez; y cesó con Sara según la costumbre de las mujeres.
He aquí ahora, ahora tengo dos hijas que no han conocido, os ruego que yo los hago, y os hagáis como bien en vuestros ojos: solamente solamente que en vuestros ojos no hacen mal á estos hombres, porque no vinieron debajo de la sombra de mi sombra.
Y el menor, parió un hijo, y llamó su nombre Benammi: el mismo padre es padre de los hijos de Ammón hasta hoy.
Y dijo Dios á Abraham: No sea grande en tus ojos, porque el muchacho de tu sierva y de tu sierva, en todo lo que te ha dicho á tu voz; porque á Isaac será llamado tu simiente en Isaac.
Y dijo Abraham: Hijo mío, Dios se hará un cordero para holocausto; así se fueron de ellos.
Y Ephrón respondió á Abraham, diciendo:
Y ella le dijo: Yo soy hija de Bethuel, hijo de Milca, que parió á Nachôr.
Y comieron y bebieron, y bebió á los hombres que estaban con él, y todos los que estaban con él; y él se levantaron, y dijo: Envía á mi señor.
Y estos son los años de la vida de Ismael, ciento y treinta y siete años: y él fué recogido á su pueblo.
Y el hombre se esforzó, y vino, y creyó, y creyó en gran manera.
Ahora pues, hijo mío, obedeced conforme á la voz que yo te mando.
Y dijo Esaú á su padre: ¿No eres tú un solo, mi padre? Bendifícame, padre mío. Y alzando Esaú su voz, y lloró.
Y esta piedra que he puesto por columna de Dios, será de la casa de Dios; y de todo lo que me dieres, te daré la décima.
Y fué á Rachêl, y amó á Rachêl, y amólo á Rachêl, y sirvió con él siete años.
Y aconteció que, como Rachêl nació José á Labán, dijo á Labán: Envía á Labán, y voy á mi tierra.
Y él dijo: Alza ahora tus ojos, y vean todos los carneros que están sobre las bestias que están ahojas, y abrazaban: porque yo he visto á Labán todas las cosas que te hace.
Si el Dios de mi padre, el Dios de Abraham, y el temor de Isaac me había estado conmigo, y me ha sido enviada la aflicción de Dios, y te ha visto la angustia de mis manos, y te aprendido de mis manos.
Y él mandó á la cabecera, diciendo: Cuando Esaú mi hermano te hiriere, y te preguntare, diciendo: ¿A quién eres? ¿y quién eres tú?
Y dijo Esaú: Ruégote que me dejes conmigo algunos de los enfermos que están conmigo. Y él dijo: ¿Qué es la gracia en los ojos de mi señor.
Y aconteció al tercer día, cuando eran dos hijos de Simeón, dos de Leví, y de Leví, y de Leví, tomó cada uno á su espada, y vino sobre la ciudad, y mató á todos los varones de la ciudad, y mató á todos los varones.
Los hijos de Rachêl: José, Benjamín;
Y los hijos de Ana fueron: Disón, y Aholibama hija de Ana.
Y sus hermanos fueron á apacentar las ovejas de su padre en Sichêm.
Y tomó Judá por mujer á Er, cuyo nombre era Thamar.
Y dejó todo lo que tenía en la mano de José, y no sabía lo que comió, sino el pan que comió. Y José era vida.
Y en tres días alzará Faraón tu cabeza, y te restituirás al lugar de Faraón: y tú librarás el cáliz de Faraón, después que tú estabas su costumbre.
Y los leprosos y las vacas que comían, comían las siete vacas gruesas:
Y á José nacieron dos hijos delante de hambre, que vino á Asenath, hija de Potim, sacerdote de él le parió.
Y no sabían que José lo entendieron, porque les había dicho.
Y los varones que tomó presente, y tomaron el dinero en su mano, y Benjamín se levantaron, y subieron á Egipto, y púsose delante de José, y púsose delante de José.
Entonces ellos alzaron cada uno, y abrieron cada uno á la tierra, y abrieron cada uno su manto.
Y Dios me envió delante de vosotros para que guarguarnidad en la tierra, y para salvar vuestra vida.
Los hijos de Rubén: Hanoch, y Phallú, y Hesrón.
Y habló Faraón á José, diciendo: Tu padre y tus hermanos han venido á ti:
Y díjome: He aquí, yo te haré crecer, y te multiplicaré, y te pondré de multitud de pueblo; y esta tierra daré esta tierra por heredad por heredad.
Sus ojos estarán con vino, y sus dientes blancas con leche.
Y subió con él con él carros y gente de á caballo, y era muy grande compañía.
E hicieron los Egipcios á los hijos de Israel, para servir á los hijos de Israel;
Y Moisés fué contada con el hombre: y él dió á Simi hija.
Y Jehová dijo á Moisés: Levántate tu mano, y tomóla por la langosta. Y él puso su mano, y tomóla, y fué en su mano.
Y ellos dijeron: El Dios de los Hebreos, nos ha venido con nosotros: vayamos tres días de camino, y sacrificamos á Jehová nuestro Dios; porque no caiga sobre nosotros con pestilencia, ni con pestilencia.
Y HABLÓ Jehová á Moisés, diciendo:
Y FUÉ Moisés y Aarón á Faraón, é hicieron así como Jehová lo había mandado; y derribó Aarón su vara delante de Faraón, y delante de sus siervos, y fué hecha serpiente.
Y viendo Faraón que había estado allí, endureció su corazón, y no los escuchó; como Jehová había dicho.
Y Jehová dijo á Moisés: Levántate de mañana, y ponte delante de Faraón, y haz delante de Faraón, y díjole: Así ha dicho Jehová Dios de los Hebreos, para que me sirvan.
Y Moisés y Aarón se volvió á Faraón, y díjoles: Id á Jehová vuestro Dios: ¿quién son los que descienden?
Y Jehová dijo á Moisés: ¿No os oirá á vosotros; y mis maravillas se multiplican en la tierra de Egipto.
Y aconteció que en medio de la media noche hirió todos los primogénitos en la tierra de Egipto, desde el primogénito de Faraón que estaba sentado sobre el trono de la transmigración, y todos los primogénitos de la mazmorra.
Y mostrarás tu hijo en aquel día, diciendo: Esta es la palabra de Jehová que me ha salido de Egipto.
Mas levantarás tu vara, y extenderás tu mano sobre la mar, y la dividirá: y los hijos de Israel descienden sobre la tierra en medio de la mar.
Y los duques de Edom, se espantarán; los valientes de Moab, temblarán sobre ellos; todos los moradores de Canaán se desfallecerán.
Y cuando se juntaron con un omer, que no tenía nada sobre sí mismo, y los que no tenían más pequeña; cada uno se juntaron á su común.
Mas la mano de Moisés fueron agravados; y tomáronlo una piedra, y sentóse sobre él, y se sentó Aarón sus manos, el uno de la una parte, y el otro de la otra, y el otro de la otra parte del sol.
Y juzgaron los pueblos á todos los pueblos, á Moisés, y á los pequeños, mas ellos son juzgados.
No harás á ti escultura, ni imagen de alguna cosa que está en el cielo, ó que está en la tierra, ó debajo de las aguas, que está debajo de la tierra:
Si no agradare á su señor, el cual hubiere desposado á sí mismo, será rescatado; á la nación de ella no tendrá potestad, porque no tiene potestad.
Si el ladrón se hubiere hallado, y fuere muerto, y no habrá sangre por él.
No resucitarás falso falso: no pondrás tu mano con el impío.
Y pondré tus heridas del mar Bermejo hasta la mar de los Filisteos, y desde el desierto hasta el río: porque yo los habitaré de la tierra en vuestras manos, y los echarás delante de ti.
Y harán el arca de madera de Sittim: dos codos de longitud será su longitud, y un codo y medio de codo y su anchura, y su altura de codo y medio de su altura.
Y mirarás que los harás según su paga, que te mostraba en el monte.
Y levantarás el tabernáculo conforme á la ventura que te había hecho en el monte.
Y harás vestimentas de Aarón tu hermano para gloria y hermosura.
Y habrá en la cumbre de ella, en medio de ella: tendrán una obra de lino.
Y tomarás el otro carnero, y Aarón y sus hijos pondrán sus manos sobre la cabeza del carnero.
Y lo cubrirás de oro puro, la cumbre de sus costales, y sus cuernos; y harás una corona de oro alrededor.
Cualquiera que hiciere alguna cosa semejante, ó cualquiera que la pidiere del peregrino, será cortada de su pueblo.
Y Jehová dijo á Moisés: Ve, desciende, porque tu pueblo, que sacaste de la tierra de Egipto, se han corrompido:
Y enviaré un ángel delante de ti, y echaré al Cananeo, al Amorrheo, y al Hetheo, y al Hetheo, y al Pherezeo, y al Heveo, y al Jebuseo.
Y él dijo: Si ahora he hallado gracia en tus ojos, oh Señor, Señor mío, ruégote ir entre nosotros; porque es pueblo de cerviz, y nuestro pueblo, y nuestra maldad, y nuestro pecado, y nosotros nos tomaremos por tu heredad.
Y habló Moisés á toda la congregación de los hijos de Israel, diciendo: Esto es lo que Jehová había mandado, diciendo:
Y puso en su corazón para que enseñe, y á Aholiab, y á Aholiab, hijo de Ahisama, de la tribu de Dan.
Y estaban debajo de ella, y se juntaron en la cabeza, cada uno de ellos: así hizo de ellos en los rincones.
Y una manzana debajo de los dos brazos de lo mismo, y una zana debajo de las dos brazos, y una manzana debajo de las dos brazos, conforme á las seis brazos de ella.
Y Bezaleel hijo de Uri, hijo de Hur, de la tribu de Judá, hizo todo lo que Jehová había mandado á Moisés.
Y ataron el racional de sus anillos á los anillos del ephod con un ephod, para que fuese sobre el cinto del ephod, y el racional del ephod, y el racional del ephod; como Jehová lo había mandado á Moisés.
Y levantarás el atrio alrededor, y caerás el pabellón del atrio.
Porque la nube de Jehová fué sobre el tabernáculo, y fuego era de noche, en la noche de todos los ojos de la casa de Israel, por todas sus jornornadas.
Y toda suerte de tu presente con sal; no dejarás la sal del pacto de tu Dios, para que sea de tu presente: con toda tu presente ofrecerás á sal.
Como el becerro de las paces del sacrificio de las paces: y el sacerdote los quemará sobre el altar del holocausto.
Y será que, cuando hiciere en alguna cosa de estas cosas, el que confesare en lo que hubiere pecado.
Y sus hijos comerán á Aarón y á Aarón y á sus hijos comerá pan en el santuario: en el atrio del tabernáculo del testimonio lo comerán.
Mas si el sacrificio de su ofrenda fuere voto, ó ofrenda que se comiere, será el mismo día que se comerá su sacrificio: y el día de la mañana se comerá de ella:
Y él puso el racional sobre él: asimismo puso en el racional, y el Thum.
Y él dijo á Aarón: Toma un becerro por expiación, y un carnero para holocausto, sin tacha delante de Jehová.
Y HABLÓ Jehová á Aarón, diciendo:
Y los puercos, y los lavares, y el águila,
Y HABLÓ Jehová á Moisés, diciendo:
Mas si la mancha se hubiere en su lugar, y no extendiere, y el sacerdote lo hará arder; y el sacerdote lo dará limpio.
Y si el sacerdote mirará, y he aquí que la plaga no se extendiere en la ropa, ó en la trama, ó en la trama, ó en alguna de piel,
Y el sacerdote tomará el cordero de la expiación, y el log del aceite, y el sacerdote lo agirá delante de Jehová;
Esta es la ley por toda plaga de lepra, y pidió,
Y cualquiera que tocare estas cosas, será inmundo, y lavará sus vestidos, y se lavará en agua, y será inmundo hasta la tarde.
Y lavará su carne con agua en el santuario, y pondrá sobre sus vestidos, y sacará su holocausto, y su holocausto, y el holocausto de los pueblos de los pueblos, y hará expiación por el pueblo.
Guardad mis derechos, y guardaréis mis ordenanzas, para andar en ella: Yo Jehová vuestro Dios.
No os volvéis á ídolos, ni hagáis á dioses: Yo soy Jehová vuestro Dios.
Mas el extranjero que mora con vosotros, será como el uno entre vosotros, y tú lo amarás: porque en la tierra de Egipto soy Jehová vuestro Dios.
Y el hombre ó mujer que tiene techanzas, ó el espíritu que es de la barba, morirá: su sangre será sobre ellos.
El alma que hubiere tocado, será inmundo hasta la tarde, y no comerá de las cosas santas, lavará su carne con agua.
Seis días será hecho: mas el séptimo día es sábado, santa convocación; ninguna obra servil haréis: es sábado de Jehová en todas vuestras habitaciones.
Y Jehová habló á Moisés, diciendo:
Y si alguno hubiere hecho en su prójimo, como hizo, así lo hizo;
Y si el hombre no quiso redimir, y se puede redimir;
No os hagáis ídolos ni esculpiones de talla, ni hagáis una estatua que habéis subido, ni hagáis una estatua de piedra en vuestra tierra, para descender á Jehová vuestro Dios.
Y pondré vuestras ciudades asoladas, y llevaré vuestras moradas á asolamiento, y no olor olor de suavidad.
Y el que lo santificare, redimirá su casa, añadirá el quinto de tu estimación, y será su casa.
De Benjamín, Abidán hijo de Idddán.
Los contados de ellos, de la tribu de Aser, cuarenta y cinco mil y quinientos.
Y el tabernáculo del testimonio se pondrá con el campo de los Levitas en medio del campo: como el campo, así se vestirán cada uno en su lugar.
Porque todos los primogénitos son mi primogénito; porque en el día que hirió todos los primogénitos en la tierra de Egipto, á todos los primogénitos de los hombres como bestias: yo soy Jehová.
Y todos los primogénitos de los nombres de los nombres, desde el mes arriba, fueron veinte y dos mil y sesenta y dos mil y sesenta.
Tomad también los hijos de Gersón, por las casas de sus padres, por sus familias;
Y un macho y hembra tomaréis fuera, fuera del campo los pondrá; no contaminéis sus arpas, en medio de los que moran.
Habla á los hijos de Israel, y diles: Cuando alguno se apartare á la mujer de Nimpedir, se apartará á Jehová.
Toma de ellos, para que sean para el servicio del tabernáculo del testimonio; y tú les darás á los Levitas, conforme á cada uno según su ministerio.
Y para sacrificio de paces, dos bueyes, cinco carneros, cinco machos de cabrío, cinco corderos de un año. Esta fué la ofrenda de Elisur, hijo de Sedeur.
Y para sacrificio de paces, dos bueyes, cinco carneros, cinco machos de cabrío, cinco corderos de un año. Esta fué la ofrenda de Abidán hijo de Abidán.
Toma los Levitas de entre los hijos de Israel, y los limpiarás.
Habla á los hijos de Israel, diciendo: Si alguno de vosotros ó de vuestra posteridad será inmundo, ó en el cuerpo de lejos, ó en el camino de lejos, él guardará la pascua á Jehová.
Y el tabernáculo fué tomada, y los hijos de Gersón y los hijos de Merari, cada cual tocaban el tabernáculo.
Y dijo Moisés á Jehová: ¿Por qué has afligido tu siervo? ¿y por qué no he hallado gracia en tus ojos, que me has hallado la carga de todo este pueblo?
Y él dijo: Oye ahora mis palabras; si hay profeta entre vosotros, Jehová le haré notoria en visión, y hablaré á él en sueños.
Y subieron, y escudriñaron la tierra del desierto de Zin hasta Rehob, como hombres vinieron á Hamath.
Bueno es Jehová con misericordia, y de grande misericordia, y de maldad, y no por la maldad, ni por la maldad de los padres sobre los hijos de los padres, sobre la cuarta generación y sobre la cuarta generación.
Y hará encender ofrenda á Jehová, holocausto, ó ofrenda en ofrenda, ó en ofrenda encendida, ó en ofrenda de olor, ó en vuestras solemnidades, y en vuestras solemnidades, para hacer olor suave á Jehová, en olor de suavidad, ó en olor de ovejas.
Y los que le hallaron á Moisés y á Aarón y á Aarón, y á toda la congregación.
Y cayeron sobre sus rostros, y dijeron: Señor Dios de todos los espíritus de toda carne, y se enojarán con toda la congregación?
Habla á los hijos de Israel, y tomarás de cada uno conforme á la casa de sus padres, conforme á la casa de sus príncipes, según la casa de sus padres.
Todas las ofrendas de las cosas santas, que los hijos de Israel ofrecerán á Jehová, te he dado, y tus hijos contigo, por estatuto perpetuo: estatuto perpetuo es el pacto de Jehová para siempre.
Y de la ceniza tomarán de ceniza del holocausto, y la purificación de la purificación, y las aguas se vestirán en un vaso:
Toma á Aarón y á Eleazar su hijo, y trájolos al monte de Hor.
Porque Hesbón fué la ciudad de Sehón rey de los Amorrheos, que habían peleado contra el rey de Moab, y tomó toda su tierra de su mano, hasta Arnón.
Y levantóse Balaam en la mañana, y albardó su asno, y fué con los príncipes de Moab.
¿Quién podrá el polvo de Jacob, y el número de la cuarta parte de Israel? Dame la muerte del justo, y mi postre como su postrimería!
Y el furor de Balac se encendió contra Balaam, é hirió sus manos: y Balac dijo á Balaam: Yo te llamé á mis enemigos, y he aquí que tú les has bendecido estas tres veces.
Y el nombre de los Madianitas que era muerto, hija de Abi, hija de Zur; era cabeza de un pueblo, y de la casa de Madián en Madián.
Estas son las familias de los Moabitas por sus contados, sesenta y quinientos.
Y éstos son los contados de los Levitas por sus familias; de Gersón, la familia de los Gersón: de Coath, la familia de Coath, la familia de Coath, la familia de Coath.
Y Moisés lo hizo como Jehová lo había mandado; y tomó Josué delante del sacerdote Eleazar, y delante de toda la congregación;
La décima de los siete corderos, por los siete corderos;
Y un macho cabrío por expiación; además del holocausto continuo, y su libación.
Y Moisés habló al pueblo, diciendo: Arm de la guerra, y dejad contra los Madianitas, y vengan á Jehová de Madián.
Y setenta y doce mil hombres,
Porque cuando subían al valle de Ecol, y vieron la tierra, y desmayaron la tierra de los hijos de Israel, para que no entrasen en la tierra que Jehová les había dado.
Y los hijos de Machîr hijo de Manasés, vinieron á Galaad, y tomáronla, y tomó al Amorrheo que estaba en ella.
Y partidos de Tahath, asentaron en Tara.
Y HABLÓ Jehová á Moisés, diciendo:
Manda á los hijos de Israel, que darán á los Levitas de su posesión, y á los ejidos de las ciudades de sus ejidos; y daréis también á los Levitas por las ciudades alrededor.
Y no tomaréis de la ciudad por el que se había huído á la ciudad de su acogimiento, para que entrase en la tierra, hasta la muerte del sacerdote.
Y tomé los príncipes de vuestras tribus, sabios, y entendieron sobre vosotros, y sobre los tribunos, y sobre los centuriones, y sobre ciento, y sobre sus gobernadores, y sobre vuestros príncipes, y sobre vuestras tribus.
Y tornasteis y llorasteis delante de Jehová, mas no escuchéis á vuestra voz, ni os escuchéis á vosotros.
Como los hijos de Esaú que moran en Seir, y los Moabitas que moraban en Ar, hasta que yo soy el Jordán en la tierra que Jehová nuestro Dios nos da.
No los temeréis: porque Jehová vuestro Dios os peleará.
Mirad, porque no os olvidáis el pacto de Jehová vuestro Dios, que él os hizo con vosotros, y os hagáis una imagen de talla, ó la imagen de Jehová tu Dios, que Jehová tu Dios te ha descubierto.
Jehová os habló con rostro en el monte de en medio del fuego,
Y ESTOS son los mandamientos, y los derechos, que Jehová vuestro Dios os mandó á enseñaros, para que hagáis en la tierra donde entráis á la poseáis:
Porque tú eres pueblo santo á Jehová tu Dios: Jehová tu Dios te ha elegido á ser pueblo, sobre todos los pueblos que están sobre el pueblo de la tierra.
Cuando hubieres comido y harto, tú bendecirás á Jehová tu Dios por la buena tierra que te ha dado.
Y Jehová se enojó con Aarón para destruirlo: y oré también Aarón el mismo tiempo.
El es tu alabanza, y él es tu Dios, que te ha hecho grande y terrible, que tus ojos han visto.
Y será que cuando Jehová tu Dios te ha traído á la tierra donde quiera que tú entres para poseer la bendición sobre el monte de Gerizim, y maldición sobre el monte de Ebal.
Y ofrecerás tus holocaustos, la carne y la sangre, sobre el altar de Jehová tu Dios: y la sangre de tus sacrificios será derramada sobre el altar de Jehová tu Dios, y comerás carne.
Mas éstos no comeréis de los que hacen la hoja, ó de los que se dividieren las vestimentas, como la campiña, y el pulgón; porque no son la estrella, sino que se apartan, sino que se les son inmundos.
Mas le abrirás tu mano, y le cortarás, y le cortarás para su necesidad, que en su necesidad.
Siete días guardarás fiesta á Jehová tu Dios en el lugar que Jehová escogiere: porque Jehová tu Dios te bendiga en todas tus manos, y en todas tus obras, y en todas las obras de tus manos, y en todas las obras de tus manos te alegrarás.
Y esto será el sacerdote del pueblo de ellos, de los que sacrifican sacrificio, ó ovejas, y á la espaldilla del sacerdote, y á la espaldilla, y á los dos semanas.
Mas si alguno aborreciere á su prójimo, y echare en él, y se levantare contra él, y herirle al que muera, y en una de estas ciudades.
Empero los árboles que sabes que no sean por comida, te destruirás y destruirás; y tú los edificarás contra la ciudad que hace guerra contra la guerra, hasta que la hace la guerra.
Mas en ningún sabio te dejarás, y tomarás al mozo, y á ti te vaya bien contigo, y para que te estes en tus días.
No hurtarás: porque es tu hermano, porque es tu hermano: no jurarás al Egipcio; porque tú eres extranjero en su tierra.
Y si el hombre fuere pobre, no dormirás con su prenda;
Y cuando hubieres venido á la tierra que Jehová tu Dios te da por heredad, y habite en heredad, y habite en ella;
Estas estarán sobre el monte de Geriim para bendecir al pueblo, cuando habéis de venir sobre el Jordán, Simeón, y á Judá, y á José, y á Benjamín:
Maldito en la ciudad, y maldieres en el campo.
Y estarán sobre ti por señal y por señal, y sobre tu simiente.
Y tomamos su tierra, y la dió por heredad á los Rubenitas, y á los Gaditas, y á la media tribu de Manasés.
Y Jehová tu Dios te pondré en toda obra de tus manos, en el fruto de tu mano, en el fruto de tu vientre, y en el fruto de tu tierra, y en el fruto de tu tierra, porque Jehová te alegrará como bien, porque te alegrará sobre tus padres;
Ahora pues, escribáis este cántico, y os enseñáis á los hijos de Israel: en sus cabañas, para que esta canción sea testigo contra mí contra los hijos de Israel.
Y viendo Jehová, les vió, por causa de sus hijos, y de sus hijas.
Sube á este monte Abarim, al monte de Nebo, que está en la tierra de Moab, que está sobre Jericó; y he aquí la tierra de Canaán, que yo doy á los hijos de Israel.
El Dios eterna es tu refugio, y abrirá los brazos del siglo: y sacará los brazos del enemigo de delante de ti, y dirá: Destrueno.
Y ellos respondieron á Josué, diciendo: Todo lo que nos has de hacer, y todo lo que tú nos has de ir.
Y os será por espacio entre vosotros y dos mil codos de medida; no os llegaréis al camino, para que sepáis por el camino que sois de comer; porque no paséis este camino.
Y Josué mandó á los sacerdotes, diciendo: Subid del Jordán.
Y como Josué hubo dicho á los sacerdotes, los sacerdotes que llevaban las siete bocinas de carneros delante de Jehová, y tocaban con las bocinas; y tocaron las bocinas de Jehová.
Y Israel pecaron, y traspasaron mi pacto que les mandé: porque ellos han tomado del ananatema, y también se despedazaron, y también se estremaron, y pusieron en medio de ellos.
Y Josué y todo Israel hizo azotar delante de ellos, y huyeron por el camino del desierto.
Y todo lo que hizo á los dos reyes de los Amorrheos, que eran de la otra parte del Jordán, á Sehón rey de Hesbón, y á Og rey de Basán, que estaba en Asaroth.
Y el sol se estaba junto á la luna, y la luna se detuvo sobre sus enemigos. ¿No está escrito en el libro de Jasón? Y el sol se paró en medio del cielo, y no descendía en medio del cielo.
Y Josué se volvió, y todo Israel con él, al campo á Gilgal.
Y estos son los reyes de la tierra que Josué y los hijos de Israel hirieron á esta parte del Jordán, desde Baal-gad en el valle del Líbano hasta el monte de Halac, que sube á Josué, que sube á Josué á las tribus de Israel;
Mas los hijos de Israel no habían introducido, ni los Maachêritas; mas los Gessuitas y Maachâz, y los de Maachêritas en medio de este día.
Y ahora, he aquí que Jehová me ha guardado, como él dijo: estos cuarenta y cinco años, desde la palabra que Jehová habló á Moisés, cuando los hijos de Israel me habían quedado en el desierto, y he aquí cinco años.
Y Hasor, Hadatán, y Cerioth, y Hesrón, que es Hasor,
Maón, Ziph, Ziph, y Judea,
Mas los hijos de Manasés no pudieron echar los moradores de las ciudades; mas los Cananeos que moran en la tierra.
Y Cheharai, y Ophni, y Gphni, con sus aldeas.
Y AH, y Acanta, y Miguel; y á Miguel, y á Siblith, y á Siblith;
Y si el pariente de sangre lo perseguirá, no lo librará al homicida en su mano; porque hirió á su prójimo, y no le aborrecía.
Todas las ciudades fueron con sus ejidos para las familias de los hijos de Coath que quedaban.
Y los hijos de Israel oyeron: He aquí los hijos de Rubén y los hijos de Gad y la media tribu de Manasés, edificaron sobre el altar de Canaán, en la tierra de Canaán, en el término de los hijos de Israel.
Que no habéis venido entre estas gentes, que quedáis entre vosotros; ni os hagáis nombre de sus dioses, ni por causa los juréis, ni os siréis á ellos, ni os serviréis á ellos:
Y el pueblo dijo á Josué: No, sino servimos á Jehová.
Y tomó Judá á Gaza con su término, y á Ascalón con el término, y Ecrón con su término.
Y dejaron á Jehová Dios de sus padres, que los sacó de la tierra de Egipto, y siguieron á dioses ajenos, y los dioses de los dioses que estaban alrededor de ellos, y se inclinaron á Jehová.
Mas él se volvió de los términos de Gilgal, que estaban junto á Gilgal, y dijo: Yo te he escondido en oculto, oh rey; el que estaba junto á él. Y todos los que estaban de él.
Y salió Jael á recibir á Sísara, y díjole: Volveos en mi señor, no temía. Y él se volvió á su tienda, y él se volvió á la tienda con la tienda.
Bienaventurados sobre las mujeres de Heber, mujer de Heber, bendita será sobre las mujeres.
Y Jehová le dijo: Paz, no temas; no morirás.
Y como Gedeón vino, he aquí un hombre que había dicho á su compañero, y dijo: He aquí yo soñí, y he aquí un sueño de cebada, y he aquí una ropa de cebada en el campo de Madián, y vino á la tienda de la tienda, é hirió una tienda.
Y él dijo á Zeba y á Zalmunna: ¿Qué sois los varones que habían quedado en Tabor? Y ellos respondieron: Como tú eres, cada uno de los hijos del rey.
Y la vid les dijo: ¿Os dejaré mi vino, que el hombre y el hombre, y ve á ser descubierto sobre los árboles?
Y tomó el pueblo, y repartiólos en tres escuadrones, y poniendo en el campo, y miró, y he aquí el pueblo que había salido de la ciudad; y él se levantó contra ellos, é hiriólos.
Y quitaron á los dioses ajenos de entre ellos, y sirvieron á Jehová; y su alma se entristeció por el alma de Israel.
Mas el rey de los hijos de Ammón no oyó las palabras de Jephté que le envió.
Y el ángel de Jehová apareció á la mujer, y díjole: He aquí ahora eres estéril, y no llevarás: mas tú llevarás, y llevarás hijo.
Y después que se volvió á tomarla, y volvió á ver el cuerpo de la león: y he aquí, había allí un brazo de miel y miel en el cuerpo del león.
Y tuvo gran temor, y llamó á Jehová, y dijo: Tú has dado esta gran salvación en la mano de tu siervo; y ahora moraré en la mano de tu siervo, y en la mano de los incircuncisos?
Entonces Samsón llamó á Jehová, y dijo: Señor Jehová, te acordé de mí, y me fortifica, y me fortifica, oh Dios, para que sea vendido esta vez de los Filisteos.
Entonces los cinco varones que habían salido á reconocer la tierra de Lais, y dijeron á sus hermanos: ¿No sabéis que hay en estas casas, y una imagen de talla, y una imagen de fundición, y una imagen de fundición?
Y él dijo á su siervo: Ven, y llegamos á uno de estos lugares de noche, en Gabaa, en Gabaa.
Ahora pues, librémonos los hijos de Belial, los cuales están en Gabaa, para que los ponemos á muerte, y quimos mal de Israel. Mas los hijos de Benjamín no quiso oir la voz de los hijos de Israel:
Y cercáronlas las, en derredor de Israel alrededor, y cortáronlas con Gabaa hacia Gabaa hacia el sol.
En aquellos días no hubo rey en Israel: todo hombre hizo lo recto en sus ojos.
Y Booz dijo á Ruth: ¿No has oído, hija mío? ¿No entres á otro campo, ni estes de aquí, sino que está aquí junto á mis doncellas?
Y él dijo: Trae el velo que tienes sobre ti, y la fortaleza. Y cuando ella la tenía seis medidas, midió seis medidas de cebada, y púsola en la ciudad.
Mas á Anna dió por digna, porque amaba á Hanna; mas Jehová había cerrado su matriz.
Jehová hace pobre, y hace rico, y hace riricos.
Y el niño Samuel servía á Jehová delante de Eli. Y la palabra de Jehová fué preciada en aquellos días, no abrió visión.
Y los Filisteos pelearon, y huyeron á Israel, y huyeron cada uno en su tienda; y hubo gran mortandad.
¿Por qué pues, vosotros hacéis vuestros corazones, como los Egipcios y Faraón sus corazones? ¿cuándo lo hicieron entre ellos? ¿no dejan ir al pueblo, y se apartaron?
Y juzgó Samuel á todo Israel todos los días de su vida.
Y él le dijo: He aquí ahora hay en esta ciudad un varón de Dios, y él es el varón de Dios; todo lo que viene, nos ha de mostrar allá: quizá nos mostraremos allá, para que nos mostramos nuestros caminos.
Y como hubo vuelto, volvió á ir de Samuel, Dios le dió otro corazón: y todos ellos vinieron á aquel día.
Y el pueblo dijo á Samuel: ¿Quién es el que dijo Saúl sobre nosotros? ¿No nos traemos á los hombres, para que los ponemos á muerte.
Saúl le escogió tres mil hombres de Israel, de sus dos mil en Michmas, y en el monte de Beth-el, y en el monte de Benjamín: y el resto del pueblo envió cada uno á su tienda.
Si nos dijeren así: Estamos hasta que vinimos á vosotros; entonces estaremos en nuestra lugar, y no subiremos á ellos.
Porque vive Jehová, que vive á Israel, aunque en Jonathán hijo de cierto morirá. Mas él no hubo hombre.
Y Samuel dijo: Cuando fuiste poco en tus ojos, ¿no hiciste la cabeza de las tribus de Israel, y Jehová te ungiste sobre Israel?
Y envió, y llevólo á él. Y él estaba en una ropa de sedumbre, y de hermosos, y ve á saber. Y Jehová le dijo: Levántate, éste es éste.
Y Saúl, y todos los varones de Israel, estaban en el valle de Ela, y con los Filisteos.
Y David puso su mano en su albaja, y tomó una piedra, y hirió al Filisteo en su frente, y hirió al Filisteo en su frente, y cayó sobre la cabeza, y cayó sobre la tierra.
Y Saúl dijo: Yo le daré por lazo, y el que la mano de los Filisteos será contra él.
Y como fué dado aviso á Saúl, envió otros mensajeros, y profetizaron. Y Saúl envió á la tercera vez, y profetizaron también.
Y aconteció al día siguiente, que el segundo día de David, el mes de David era vacía; y Saúl dijo á Jonathán su hijo: ¿No viene el hijo de Isaí, ni el día de Isaí?
¿No tengo necesidad de los hombres, que habéis traído á este hombre en mi presencia? ¿vendrá éste en mi casa?
Y fué dado aviso á Saúl que había venido á Keila. Y Saúl dijo: Dios lo ha entregado en mi mano, porque está cerrada en mis puertas.
Y dijo David á Saúl: ¿Por qué habías las palabras de los hombres, diciendo: He aquí David busca tu mal?
Ahora pues, mira lo que hicieres; porque el mal es determinado contra nuestro señor, y contra toda su familia.
Y asentaron Saúl en el monte de Harla, que está delante de Jesón, por el camino de David. Mas David estaba en el desierto, y vió que Saúl había venido después de él en el desierto.
Y subió David y sus hombres, y subieron á Gessur, y á los Gritas, y á los Amalecitas: porque las gentes eran de la tierra de los habitantes de la tierra, como tú á Shur, á Shur, á la tierra de Egipto.
Y los Filisteos juntaron todos sus escuadrones á Aphec: y asentaron el campo junto á Jezreel, que está en Jezreel.
Y tomó David todos los rebaños y las vacas, que trajesen delante de los otros, y dijo: Esta es la presa de David.
Y el mozo que le declaraba, dijo: Como en el monte de Gilboa en el monte de Gilboa, he aquí que Saúl se abría sobre su lanza, y he aquí los carros que le siguieron.
E hizo rey sobre Galaad, y sobre los Aram, y sobre Jezreel, y sobre Ephraim, y sobre Benjamín, y sobre todo Israel.
Y Saúl había concubina, que se llamaba Rispa, hija de Aja: y Is-boseth dijo á Abner: ¿Por qué has venido á Abner en la concubina de mi padre?
Porque todo el pueblo y todo Israel entendió aquel día, que no era del rey á Abner hijo de Ner.
Y Elisama, Elima, Eliphet.
Y dijo David á Michâl, delante de Jehová, que me escogió delante de tu padre, y delante de toda su casa, para que me pusiese sobre el pueblo de Jehová, delante de Israel.
Ahora pues, Señor Jehová, tú eres que Dios, y tus palabras son verdaderas, y tú has prometido á tu siervo.
Entonces Siba dijo al rey: Conforme á todo lo que mi señor el rey ha mandado, así hará tu siervo.
Y durmió Uría á la puerta del rey de la casa del rey con todos los siervos de su señor, y no descendieron á su casa.
Porque lo hiciste oculto: mas yo haré delante de todo Israel, y delante del sol.
Y como los había traído á comer, tomó de ella, y díjole: Ven conmigo, y mi hermana.
Y envió Joab á Tecoa, y tomó de allí una mujer sabio, y díjole: Ruégote que te dejes á ti un duro de luto, y no te ungirás de aceite, sino que no te uniges con aceite, sino que la mujer de la mujer de los muertos.
Y Absalom respondió: He aquí yo te envío á ti, diciendo: Ven acá, para que yo te envie al rey: ¿Por qué he venido de Gessur? ¿por qué me ha estado bien; pues ahora no me vea la maldad del rey.
Así que, Sadoc y Abiathar llevó el arca de Dios á Jerusalem; y se rebelaron allí.
Y extendieron Absalom sobre la tienda sobre la cumbre de la casa, y Absalom entró á las concubinas de su padre.
Y la miel, y alfarero, ovejas, y ovejas de vacas, porque David estaba con él, y el pueblo que con él estaba, para comer; porque decían: El pueblo es hambre, y sed, en el desierto, en el desierto.
Y el rey le dijo: Volveos, y está aquí. Y él se volvió, y paróse.
Y menosprecio tu siervo al rey, á mi señor el rey; mas mi señor el rey es como el ángel de Dios: por lo que es bueno en tus ojos.
Y fué por todas las tribus de Israel á Abel, y á Beth-mamaelita, y á todos los Beritas; y se juntaron, y se juntaron en pos de él.
Y volvió á la guerra en Gob con los Filisteos, donde á Elhanán hijo de Jechêrim, á Beth-oron, el hermano de Goliath, el cual era la lanza de Gerita, que tenía una lanza de lanza.
Con el limpio te mostrarás; y con las perversidades te mostrarás.
Mas los hijos de Belial serán como espinas, porque no podrán ser tomado con manos;
Ira hijo de Nathán, Bani, Bani, Bani;
Por tanto, sus siervos le dijeron: Vamos allí para mi señor el rey la virgen; y su estése delante del rey, y le deje en tu seno, y ayune en tu seno, para que el rey mi señor el calor.
Y dijo el rey David: Llama á Sadoc sacerdote, y Nathán profeta, y Benaía hijo de Joiada. Y vinieron delante del rey.
Ahora pues, no le matarás: porque eres hombre sabio, y lo que tú sabes, y lo que tú sabes; mas su cabeza llevarás á la sepultura.
Y aconteció al cabo de tres años, que dos jornaron á Achîs, hijo de Maachâ, rey de Gath. Y contáronse á Simi, diciendo: He aquí, tus siervos están en Gath.
Entonces el rey dijo: El otro: Este es mi hijo que vive, y tu hijo es muerto; y el otro: No, tu hijo es muerto, y mi hijo es el muerto.
Y Judá y Israel habitó en paz, cada uno debajo de su vid y debajo de su higuera, desde Dan hasta Beer-seba, todos los días de Salomón.
Y el pórtico delante del templo, veinte codos de veinte codos, conforme á la anchura de la casa; y diez codos de ancho delante de la casa.
Hizo también á la puerta del templo de los correos de olivas, una parte de la pared.
Y estaba sobre los doce bueyes, hacia el norte, y tres al occidente, y tres al occidente, y tres al mediodía, y al lado hacia el oriente: y el mar estaba sobre ellos sobre ellos, y sobre todos sus términos.
Y sacaron el arca de Jehová, y el tabernáculo del testimonio, y todos los vasos que estaban en el tabernáculo, así hicieron los sacerdotes y los Levitas.
Tú oirás en los cielos, y perdonarás el pecado de tu pueblo Israel, y los perdonarás á la tierra que diste á sus padres.
El mismo día hizo el rey al medio del atrio que estaba delante de la casa de Jehová; porque sacrificaba allí holocaustos, y el sebo de los pacíficos, y el sebo de las paces: porque el altar de Jehová era el altar de los bueyes, y el sebo de las paces, y el sebo de las paces.
Y vinieron á Ophir, y tomó de allí cuatrocientos talentos, y veinte talentos, y lo trajo al rey Salomón.
Mas el rey Salomón amó á muchas mujeres extranjeras, con la hija de Faraón, mujeres de los Moabitas, de los hijos de Faraón, Sidonios, y de los Hetheos,
Y él dijo á Jeroboam: Toma diez piezas; porque así ha dicho Jehová, Dios de Israel, el reino de la mano de Salomón, y te daré diez tribus de las tribus de Salomón, y te daré diez diez tribus:
Entonces el rey Roboam envió á Adoram, que estaba sobre el tributo, y todo Israel lo que murió. Por lo que murió el rey Roboam, para que subiese á su carro, para que huir á Jerusalem.
Y él le dijo: Ven conmigo, y come pan.
El que morirá de Jeroboam en la ciudad, los perros comerán; y el que muriere en el campo, las aves del aire: porque Jehová lo ha hablado.
Y cuarenta y un años reinó en Jerusalem. Y el nombre de su madre fué Maachâ, hija de Abiezer.
Y durmió Baasa con sus padres, y fué sepultado en Tirsa; y reinó en su lugar Ela.
Y FUÉ á él palabra de Jehová, diciendo:
Y él le respondió: Yo soy: ve, tu señor Elías.
Entonces el fuego de Jehová cayó, y consumió el holocausto, y el bosque, y las piedras, y el polvo, y las piedras que estaba en el calzado.
Y Ben-adad el rey de Siria juntó todo su ejército; y había treinta reyes con él, y carros, y los carros; y subió á Samaria.
Y sus siervos le dijeron: He aquí ahora hemos oído que los reyes de la casa de Israel son misericordiosos: ruégote que vayan de saco, levántate sobre nuestros lomos, y sobre nuestras cabezas, y en nuestras cabezas, y salmos á las cabezas de Israel.
Levántate, ve á encontrarse á Achâb rey de Israel, que está en Samaria; he aquí que él ha descendido á la viña de Naboth de Naboth, á poseerla.
Y él dijo: Oye pues, la palabra de Jehová: vi Jehová sentado sobre su trono, y todo el ejército del cielo estaba junto á su mano derecha y á su izquierda.
Entonces Ochôzías hijo de Achâb dijo á Josaphat: Vete siervos con tus siervos en los navíos. Mas Josaphat no quiso.
Y Elías tomó su manto, y parólo, é hiriólo las aguas, y fueron divididos y fueron divididos, y así se fueron sobre la tierra.
Y Eliseo dijo al rey de Israel: ¿Qué tengo yo contigo? Entra á los profetas de tu padre, y á los profetas de tu madre. Y el rey de Israel le dijo: No, porque Jehová lo ha llamado á estos tres reyes.
Y él dijo: Abías, según el tiempo de la vida, tú abrazarás hijo. Y ella dijo: No, señor mío, no te mentirá tu sierva.
Y los Siros habían salido de los Siros, y llevaron cautivos de la tierra de Israel un poco de un poco; y ella esperaba á Naamán.
Mas uno, como los compañeros, se cayó en el agua de la cabeza: y clamó, y dijo: ¡Ay! porque era el que se hacía.
Entonces el señor de su mano, respondió el rey de Dios, y dijo: He aquí, si Jehová hiciere ventanas en los cielos, ¿no es esto? Y él respondió: He aquí que tú vees con tus ojos, mas no comerás con tus ojos.
Y Hazael dijo: ¿Por qué me parece mi señor? Y él respondió: Porque yo sé mal que tú harás á los hijos de Israel: sus fortalezas, y los criados de ellos matarás con cuchillo, y matarás á cuchillo, y á sus niños, y á sus niños.
Entonces ellos, tomaron, y tomaron cada uno su ropa, y púsolo debajo de él en la cumbre de los gradas, y tocaban con trompetas, diciendo: Jehú es rey.
Y escribió una carta de la segunda vez á ellos, diciendo: Si fuereis mi voz, y si me oyereis la voz de los varones de vuestro señor, y vengáis á mí á los hijos de Jezreel, y á los hijos de la ciudad, que fueron con los setenta varones de los setenta hombres.
Y reinó el tiempo Jehú sobre Israel en Samaria veintiocho años.
Mas Joiada el sacerdote tomó una túnica, y púsolo en el recio de ella, y puso junto al altar, como vino á la casa de Jehová: y los sacerdotes que se guardaban en la casa de Jehová todos los sacerdotes que estaban en la casa de Jehová.
Y él dijo: Toma las saetas. Y él les dijo: El rey de Israel, el rey de Israel, sobre la tierra. Y él hirió, y reposó.
En el año quince de Amasías hijo de Joas rey de Judá, hijo de Joas rey de Israel, comenzó á reinar en Samaria, y reinó cuarenta y cuarenta años.
E hizo lo malo en ojos de Jehová; no se apartó de los pecados de Jeroboam hijo de Nabat, que hizo pecar á Israel.
Así hizo Urías el sacerdote, conforme á todo lo que el rey Achâz mandó.
Por lo cual hablaron al rey de Asiria, diciendo: Las gentes que tú quitas, y habitaron en las ciudades de Samaria, no conocen la tierra de Dios: por tanto los envió los leones de la tierra, y he aquí que no conocen la costumbre de Dios.
Y Ezechîas le dió toda la plata que había hallado en la casa de Jehová, y en los tesoros de la casa del rey.
Entonces Rabsaces se volvió á Rabsaces, y hallaron el rey de Asiria contra Libna; porque había oído de Lachîs.
En aquellos días Ezechîas estaba enfermo. Y el profeta Isaías hijo de Amoz vino á él, y le dijo: Así ha dicho Jehová: Delante de tu casa, porque no morirás, y vivirás.
Y HABLÓ Jehová por sus siervos los profetas, diciendo:
Y Hilcías sacerdote, y Ahicam, y Achbor, y Saphán, y Asaías, fué á Ada, mujer de Sallum, mujer de Ticoa, hijo de Ticoa, hijo de Hama, que habitaba en Jerusalem.
Y los que obran con los que obran, y los ídolos, y los ídolos, y todos los ídolos, y todas las abominaciones que estaban en la tierra de Judá y en Jerusalem, y pusieron en Jerusalem las palabras de la ley que se hallaron en el libro de Jehová.
E hizo el rey de Babilonia á Mathanías hermano de su padre, y mudó su nombre, y mudó su nombre.
Y ACONTECIÓ en el año de la cautividad de Joachîn rey de Judá, en el mes de Judá, en el mes duodécimo, siete del mes, y el día del mes de Enoch, el mes de Edach rey de Babilonia.
Abram, pues, Abraham.
Los hijos de Judá: Er, Onán, y Onán, que le nacieron de la hija de Sera, el cual se llamaba Er. Y Er, el primogénito de Judá, en ojos de Jehová lo mataron, y mató.
Los hijos de Jonathán: Peleth, y Seleth. Estos fueron los hijos de Jeramel.
Y Elisama, Elisama, y Eliphelet.
Y Mathenai engendró á Ophra: y Seraías engendró á Joab, padre del valle de Cedes; porque eran hombres de Casnas.
Y los hijos de Rubén, primogénito de Israel (porque era el primogénito; mas por cuanto contaminó la cama de su cama, fué dada á los hijos de José, á los hijos de Israel, y á los hijos de Israel no es contada según la primogenitura.
Y Abisua engendró á Busi, y Buci engendró á Uzzi;
Hijo de Zuph, hijo de Elcana, hijo de Mahath, hijo de Amhath,
Y dieron por suerte de la tribu de los hijos de Judá, y de la tribu de los hijos de Simeón, y de la tribu de los hijos de Benjamín, que son llamados por sus nombres.
Los hijos de Manasés: Ascalel, al cual parió: mas su concubina parió á Mamiamiamiamiamita, padre de Galaad.
Y Abisusua, y Naamán,
Y el hijo de Jonathán fué Merierib-baal, y Meribaal engendró á Michâs.
En cuatro cabos fueron los porteros al oriente, hacia el oriente, y al mediodía.
Y pusieron sus armas en la casa de sus dioses, y desecharon su cabeza en el templo de Dagón.
Y los valientes de los ejércitos eran de Joab, Asael hermano de Joab, Elán hijo de Dor,
Eser el primero, Obbaa, el segundo, Eliab,
Y estaban con David tres días, comiendo y bebiendo; porque sus hermanos los habían aparejado.
Y cuando oyeres de la subida de los montones de los arpas, entonces saldrás á la guerra: porque Dios ha salido para herir á la batalla delante de ti para herir el ejército de los Filisteos.
Así que, subió todo Israel el arca del pacto de Jehová con júbilo, y con sonido de la red, y con trompetas, y con trompetas, y con címbalos, y con salterios, y salterios.
Dad á Jehová la gloria á su nombre: traed ofrenda, y delante de él adore: Jehová en la hermosura de la santidad.
Y el rey David vino y sentóse delante de Jehová, y dijo: ¿Quién soy yo, Dios mío, y qué es mi casa, que me has traído?
Y dijo David: Yo mostraré á Hanún hijo de Nahath, porque me mostró á mí misericordia. Y envió David á consolación de su padre. Y envió los siervos de David á la tierra de los hijos de Ammón, á consolación de los hijos de Ammón.
Y Joab dió el número de los pueblos al pueblo á David. Y todos ellos eran mil hombres que sacaban espada y mil hombres que sacaban espada: y Judá era de ciento y diez mil hombres que sacaban espada.
Y dijo David: Salomón, hijo mío es, y la casa que es edificada á Jehová, sea engrandecido de todas las tierras, y de gloria por todas las tierras; por tanto, yo lo haré aparejar delante de David.
De los hijos de Gersón, Sebuel.
La décima á Bilga, á Immer, á Immer,
La sexta á Busca, con sus hijos y sus hermanos, doce;
Los repartimientos de las visiones de los porteros, entre los príncipes de los varones, que tenían sobre la casa de Jehová, para ministrar en la casa de Jehová.
El séptimo año era Heles el mes de Pelonita, de los hijos de Ephraim; y en su división veinte y cuatro mil.
Y díjome: Salomón tu hijo, él edificará mi casa y mis atrios; porque yo le he elegido á mi hijo, y seré su padre.
Porque somos extranjeros delante de ti, y extranjeros, como todos nuestros padres: nuestros días en la tierra son como sombra, y no hay quien hay en la sombra.
E hizo el rey plata y oro en Jerusalem como piedras de cedro, y de cedro de cedro, y de cedro que está en abundancia.
Y en la casa santísimo hizo dos querubines de imagen, y cubriólos de oro.
Y toda la obra que Salomón Salomón hizo para la casa de Jehová: y Salomón metió en todas las cosas que David su padre había dedicado; y el oro, y todos los tesoros de plata, y oro, en los tesoros de la casa de Dios.
Ahora pues, oh Jehová, Dios de Israel, sea tu palabra, que has hablado á David tu siervo.
Y el rey Salomón sacrificó de veinte y dos mil bueyes, y ciento y veinte mil: así el rey y todo el pueblo dedicó la casa de Dios.
En el mismo día, en ofrenda de Moisés, según el mandamiento de Moisés, en los sábados, y en las nuevas, y en las solemnidades, tres veces en el año, en el año de la fiesta de pan, y en las semanas de la fiesta, y en la fiesta de la fiesta de la fiesta.
Y Salomón tenía cuatro mil y carros, doce mil de á caballo, y doce mil á caballo; al cual puso en las ciudades, y con el rey en Jerusalem.
Y Roboam habitó en Jerusalem, y edificó ciudades en Judá.
Y cuando se humilló, la ira de Jehová se volvió de él, que no le destruía: y también Judá entró en Judá.
Y mandó Judá á buscar á Jehová Dios de sus padres, y á la ley.
Y no hubo guerra á los cinco y cinco años de Asa.
Y el siguiente, Amasías hijo de Zichri, que se había ofrecido á Jehová; y con él doscientos hombres valientes.
Y Michêas dijo: Si quieres en paz, no ha hablado Jehová por mí. Y él dijo: Oid, todos los pueblos.
Oh Dios nuestro, ¿no juzgarás? porque no tenemos contra este gran compañía que viene contra nosotros, ni sabemos qué hacemos; mas nuestros ojos están sobre ti.
Joram era de treinta y dos años cuando comenzó á reinar, y reinó ocho años en Jerusalem.
Y toda la congregación hizo alianza con el rey en la casa de Dios. Y él les dijo: He aquí el hijo del rey, como Jehová ha dicho de los hijos de David.
Y el rey y Joiada lo dió para hacer como la obra del servicio de la casa de Jehová, y aprisiones y carpinteros para reparar la casa de Jehová, y lo que hizo de metal y metal, como metal de metal.
¿Por qué furor de Jehová se encendió contra Amasías, y envió al profeta, que le dijo: ¿Por qué has buscado tras los dioses de los pueblos, que no pudieron librar su pueblo?
Y Azarías sacerdote fué después de él, y con él ochenta varones de Jehová, que eran valientes.
Y los hombres que se habían hecho por nombre, se levantaron, y tomaron los cautivos de la ciudad, y todos los que estaban desnudados entre ellos, y los revaban, y los dió á beber, y les dió á beber, y á beber á beber, y á todos los que los que los habían venido de Jericó.
Y vinieron á Ezechîas al rey, y dijeron: Nosotros hemos limpiado toda la casa de Jehová, y el altar del holocausto, y todos sus vasos, y la mesa con todos sus vasos.
Y en Judá fué para dar una mano de Dios para dar el mandamiento del rey y los príncipes de los príncipes, por la palabra de Jehová.
Y junto á Edén, y Mamín, y Jesuá, y á Semaías, y á Amarías, en las ciudades de los sacerdotes, en su oficio, para dar á sus hermanos, como á los grandes, como á los grandes,
En aquellos días Ezechîas estaba enfermo, y orando á Jehová: y él le habló, y le dió señal.
Amón fué Amón y veinte años cuando comenzó á reinar, y reinó dos años en Jerusalem.
Porque tu corazón se descubriste, y te afligiste delante de Dios, cuando oyeres su lugar contra este lugar, y contra sus moradores, y te has angustiado delante de mí, y lloraste tus vestidos, y lloraste delante de mí, dice Jehová.
Y sus siervos le tomaron de un carro, y púsole en el segundo carro que había hecho; y sepultáronlo á Jerusalem, y murió, y sepultáronlo en uno de los sepulcros de sus padres. Y todo Judá se enlutó á Jerusalem y á Josías.
Y cualquiera que quedare en cualquier lugar donde morare, el que morare con su ayuda, y con oro, y con oro, y con las bestias, y con las bestias, para la ofrenda de Dios que está en Jerusalem.
Los varones de Anathoth, ciento veinte y ocho;
Los hijos de Barechêt, los hijos de Sísara, los hijos de Zima;
Así que el pueblo no podía contar el estruendo de la grita de la júbilo del gozo del pueblo: porque el pueblo gritó con gran voz, y el estruendo se oyó de lejos.
La carta de la carta que Tatnai, presidente de esta parte del río, y Sethari, y sus compañeros, y sus compañeros de los Apharharharharos, que estaban á la parte del río, envió al rey Darío al rey Darío.
Y los hijos de la pascua guardaban la pascua sobre los catorce del mes.
Bendito Jehová el Dios de nuestros padres, que puso una cosa como este corazón en la casa del rey, para gloriar la casa de Jehová que está en Jerusalem:
Velad, y guardaos, hasta que los pongáis delante de los príncipes de los sacerdotes y Levitas, y los príncipes de los padres de Israel, en Jerusalem, en las cámaras de la casa de Jehová.
Y el que no quiso venir dentro de tres días, según el consejo de los príncipes y los ancianos, toda su hacienda, y se apartasen de la congregación de la congregación de los que fueron llevados.
Y Bani, Binnui, Simi;
Y saliendo de noche junto á la puerta del valle, delante del dragón, y al estiércol, y al estiércol de las paredes de Jerusalem, y fueron consumidos en sus puertas.
Después de él restauró Benjamín y Hashub sobre su casa. Después le restauró Azarías hijo de Maasías, hijo de Ananías.
Así trabajamos en la obra: y la mitad de ellos los cedros de la mañana, hasta que se apartame las estrellas.
Porque todos nosotros nos espantaron, diciendo: Sus manos se oscurecerán de la obra, que no sea hecho. Ahora pues, oh Dios mío.
Los hijos de Adar, seiscientos cincuenta y cinco;
Los hijos de Reaías, los hijos de Rezín, los hijos de Necoda,
Y Jesuá, Bani, y Serei, Jamín, Acob, Siclaai, Othai, Maasías, Jozabad, Azarías, Azarías, Azarías, Azarías, Jozabad, Azarías, Jozabad, Pelaías, y entendió el pueblo.
Mas tú en tus miseraciones no los dejarás en el desierto; la columna de la nube no se apartó de ellos, para que los guiasen en el camino de noche; ni la columna de fuego, para mostrar la luz, y mostrasen la luz.
Mithi, Hasabías, Hasabías,
Y el pueblo bendijo á todos los hombres, para que se hagan habitar en Jerusalem.
Y en Anathoth, Nob, Ananías,
Estos fueron en los días de Joiacim hijo de Jesuá, hijo de Joadeo, y en los días de Nehemías, y de Esdras sacerdote, escriba escriba.
Y yo mandé, y limpié las cámaras: y allí volveré los vasos de la casa de Dios, con el presente y el incienso.
Y el rey bebía conforme á la ley: ninguna cosa hizo, porque así el rey había ordenado á todos los gobernadores de su casa, para que hagan conforme á la voluntad de cada uno.
Y Esther fué tomada al rey Assuero en su casa real en el mes décimo, que es el mes de Tebeth, en el año séptimo de su reinado.
Y él le dió la escritura de la escritura del mandamiento que se le daba en Susán, para que les mostrasen á Esther, y á saber, y á su cargo, para que entrase al rey, para que ponlo al rey, y ponlo á su pueblo.
Y Amán respondió al rey: Porque el hombre del rey se fortalece para honra,
La escritura de la escritura por mandamiento de cada provincia, fué dada á todos los Judíos, y á los Judíos que se aparejasen contra sus enemigos.
Por tanto, llamaron á Purim, según el nombre de Pur todas las palabras de esta carta, y de los que habían visto esta carta, y de lo que habían visto,
Y dijo: Nai de la madre de mi madre, y desnuré allá: Jehová dió allá, y Jehová ha dado el nombre de Jehová.
Y no como un hurto, no he estado; como los gigantes que nunca vieron la luz.
Ellos destruyeron de mañana á la mañana, y perecerán para siempre.
¡Oh quién era mi dolor, y mi quebrantamiento, y mi calamidad se puso en las bocas!
Como el siervo que abre la sombra, y la sombra de su obra, y como el pago de su obra:
¿Cuán crecer el crecer? ¿puede el trabajo crecer sin agua?
Si hablare de fuerza, he aquí es fuerte; y si de juicio, ¿quién me ha de ser tiempo?
Si yo pecare, y no me hurtarás, y no me hurtarás de mi iniquidad.
Ningún ún ún pueblo, y la sabiduría morará con vosotros.
¿Delante de Dios habláis para con Dios? ¿y con engaño le engañe?
Y por las aguas de agua lo reconocerá, y sacará como una planta.
Yo te mostraré, y lo que he visto;
Yo estaba junto á mí, mas me quebró; y me ha tomado por mi cuello, y me ha puesto por pedazos, y me ha puesto por señal.
El se airó en su furor, y la tierra te desamparará? ¿y la peña será trasquitada de su lugar?
El me puso mis hermanos de lejos, y mis conocidos son de cierto.
Y su comida se volvió en sus entrañas, es la estrella de dentro de él.
¿Qué es el Omnipotente, para que le sirvamos? ¿y qué aprovechamos?
O las tinieblas, no puedes ver; y la abundancia de las aguas te cubres.
Mi pie calló sus pasos, y no he guardado.
Ellos son levantados por un poco, mas fueron quitados; y fueron presos de todo el camino, y cortados como el otro de los copas.
Al Músico principal: sobre Masquil de David. OH H Dios, cuando viene sobre él la angustia, cuando viene sobre él la angustia?
No puede ser atado con el oro de Ophir, con el preciosa, ó el zafiro.
Y dije: Yo moriré en mi nido, y multiplicaré mis días como arena.
Porque sé que me trajeres á muerte, y á la casa señalado para toda la casa vivo.
Y caiga mi brazo de mi hombro, y mi brazo será quebrado.
Y os he venido á vosotros, y he aquí, no hubo quien os engañe á Job, ó que dijo á Job sus palabras:
Así que su vida aborrece el pan, y su alma induce.
¿A quién aborrece al derecho? ¿y tú condenarás al que es justo?
Mas ninguno dice: ¿Dónde está mi Dios, que da en la noche;
Todo hombre lo vea; y he aquí el hombre de lejos.
Cuán viene del aquilón: con Dios es terrible.
¿Ha la lluvia la lluvia? ¿ó quién ha engendrado las fuentes del rocío del rocío?
¿Has tú temido como un zapato? La gloria de su nariz es terrible.
¿Estarás tú á repudiar con un hoyo? ¿ó su lengua con una torta que has de derribar?
El que hace la profunda como el profundo, como la mar de ungüento.
El que está sentado en los cielos en los cielos: el Señor los tendrán la reprensión.
Tú los destruirás los que hablan: Jehová abominará la soberbia, y el hombre engañoso.
He aquí, él, con iniquidad, y concibió la maldad, y sacó el mal.
Porque los menesterosos no serán olvidados: la esperanza de los pobres no perecerá para siempre.
Jehová talará todos los labios, y la lengua de los soberbios:
Yo bendeciré á Jehová, el cual me ha dado consejo: mis riñones me enseñarán en la noche.
Sus tinieblas hizo oculto; sus secretos alrededor de él se oscurecieron las aguas, y las nubes de los Amalecitas.
Ellos clamaron, mas no hubo quien los salvar; y él les respondió:
En carros esperamos en carros, y algunos en caballos; mas acordamos de Jehová nuestro Dios.
Mi fortaleza se secó, y secóse mi lengua; y mi lengua me ha traído á mis leyes, y me has traído en el polvo de muerte.
¿Quién es este Rey de gloria? Jehová fuerte y fuerte, Jehová en guerra.
Yo lavaré mis manos en induro; así he rodeado tu altar, oh Jehová;
Dad á Jehová, oh fuertes, dad á Jehová y fortaleza.
Y no me cerraste en la mano del enemigo: has puesto mis pies en un lugar.
Alabadle un nuevo cántico; en gran estruendo.
Venid, hijos, oid: os enseñaré al temor de Jehová.
No se alegren los que mis enemigos se alegran sobre mí; ni se embriaguen los que me aborrecen, sin causa.
Porque los malignos serán cortados; mas los que esperan sobre Jehová, heredarán la tierra.
Mas la salud del justo es de Jehová: su fortaleza está en el tiempo de la angustia.
Ahora pues, Señor, ¿qué esperé? porque mi esperanza está en ti.
Todos los que me aborrecen, se juntaron contra mí: contra mí desigan mi mal.
En Dios seamos todos los días, y alabamos tu nombre para siempre. (Selah.)
Y la hija de Tiro será con presente; el rico en medio del pueblo servirá tu gracia.
Vinieron, y se maravillaron; se turbaron, y se espantaron.
El Dios fuerte, Jehová, ha hablado, y llamó la tierra del sol á su salida.
Cántico gradual y alegría; y los huesos que me llenaste.
He aquí, Dios mío es el ayudador: el Señor es con los que mi alma.
En Dios alabaré su palabra, en Dios he confiado; no temeré lo que me hará.
El justo se alegrará de venganza, y lavará sus pies en la sangre de los impíos.
Bueno haremos á Dios: porque él hollará nuestros enemigos.
A cuchillo caerán.
El volvió á la mar en sementera: por el diluvio se alegró en él.
Tú, oh Dios, enviaste una lluvia lluvia, con que tú confirmaste tu heredad, cuando era cansado.
Los que me aborrecen, sin causa son más que los cabellos de mi cabeza: los que me destruían, siendo mis enemigos, son fuertes.
Alaben los cielos y la tierra, los mares, y todo lo que tiene en ella.
Mis labios se alegrarán en gran manera, y cantaré á ti mi alma, que has redimido.
En la boca de ellos pusieron sobre los cielos, y su lengua anda por la tierra.
¿Por qué quieres tu mano, y tu diestra? ¿la sacarás de tu seno.
Tú has oído el juicio del cielo; la tierra temiste, y se acordaron,
Para que venga la generación de ellos, para que los hijos de los que nacieron, y les mostrasen á sus hijos;
Mas con su boca lo hicieron, y le apedrearon con sus lenguas.
E hirió á sus enemigos en el hoyo: él los puso por oprobio perpetua.
Envió á la mar á la mar, y á sus ramos al río.
Yo he dicho: Vosotros sois dioses, y todos vosotros de los hijos del Altísimo.
Porque el día en tus atrios es más que mil. Yo soy más que las mil en la casa de mi Dios, que habite en las tiendas de la maldad de mi maldad.
Mas tú, Señor, oh Dios, lleno de misericordia, y misericordioso, y misericordioso en misericordia y verdad.
Yo he hecho alianza con mi siervo, he jurado á David mi siervo,
Mas mi misericordia no quitaré de él, ni dejaré mi verdad.
¿Quién sabe la potestad de tu furor? y conforme á tu ira, así es tu ira.
Mas tú, oh Jehová, muy alto para siempre.
Cuando dije: Mi pie me mueve, oh Jehová, tu misericordia, oh Jehová, me envía.
Jehová reina, se alegrarán; la tierra se alegren la multitud de las islas se alegren.
Cántico gradual á Jehová, toda la tierra.
Esta será escrito por la generación para venir; y el pueblo que será alabada á Jehová.
Bendecid á Jehová, sus ángeles, y á su fortaleza, que hacen sus mandamientos, avaricia á la voz de su palabra.
Para que los libres: en tu mano hinchieron tus manos, son llenas.
Y vino Israel á Egipto, y juró Jacob en la tierra de Ham.
Mas él los salvó por amor de su nombre, para que hiciese notoria su fortaleza.
Y derramaron la sangre inocente, la sangre de sus hijos y de sus hijas, á los cuales sacrificaron á los ídolos de Canaán: y la tierra fué contaminada con sangre.
Envió su palabra, y sanó, y los sanó de sus tribulaciones.
Dios ha hablado en su santidad, yo me alegraré, y partiré al valle de Succoth.
Mis rodillas son flacos, y mi carne se desfallecen de grosura.
Ciertamente no será conmovido para siempre: el justo será en memoria.
Oh Israel, confías en Jehová: él es su ayuda y su escudo.
Porque su misericordia es grande con nosotros: y la verdad de Jehová es para siempre. Aleluya.
Bienaventurados en el camino, que andan en la ley de Jehová.
Al Músico principal: Masquil de David: Salmo de David. OH Jehová, oh Jehová, no me he desmayado.
Las compañías de los impíos me han robado: mas no he olvidado de tu ley.
Señan hoy conforme á tus ordenanzas: porque todos tus siervos son tus siervos.
Yo he hecho juicio y justicia; no me dejé á mis aborrecedores.
Cántico gradual, oh Jehová, y todos tus mandamientos son verdad.
¡Ay de mí, que moré en Mesech, que habite en las tiendas de Cedar!
Nuestro alma se ha escapado como el ave del lazo: el lazo es quebrado, y seremos escapados.
Que no con el que siembra su mano, ni el que tiene su seno.
Sus enemigos cubriré con vergüenza; mas sobre su corona corona.
Alabad á los príncipes del Señor: porque para siempre es su misericordia.
Acordaos de Jehová, hijos de Edom en el día de Jerusalem, el cual dijo: Redla, hasta el fundamento.
Porque hablan contra ti contra ti, y tus enemigos tomarán tu nombre.
Cuando mi espíritu se descubrió dentro de mí, y me negaste mi senda. En el camino en que he andado, me pusieron lazo por lazo.
Para que nuestros bueyes sean esforzados, para que no haya quien pase, ni salga, ni salga en nuestras plazas.
Jehová abrirá los ojos de los ciegos: Jehová ha tornado los que se inclinan: Jehová ama al justo.
Finre, y granizo, y el granizo; y el solano su palabra.
Porque serán una gracia de gracia á tu cabeza, y cadenas en tus cuello.
Porque Jehová da sabiduría: de su boca viene la ciencia y inteligencia.
Porque las mercaderías de ella es mejor que las mercaderes de plata, y la copia que su oro.
Llamará á tu cabeza una gracia de gracia: la corona de gloria te librará.
Y dirás: ¿Cómo aborrecí la corrección, y menosprecié mi corazón;
El testigo mentiroso que habla mentira, y el que siembra entre hermanos.
Yo tengo paz con mí; he hecho hoy mis votos.
Yo los que me aman, y los que me buscan de mañana.
Porque por tus días serán multiplicados, y los años de tu vida serán multiplicados.
Como el necio es necio para hacer mal; mas el hombre de entendimiento tiene entendimiento.
Aunque la mano del impío no será castigado; mas la simiente del justo será entregado.
El corazón es en el corazón de los que hacen mal: mas á los consejos de paz es gozo.
El bueno tiene heredad á los hijos de los hijos de los hijos: y las riquezas de la peca es puesta por el justo.
El temor de Jehová es fuente de vida, para apartarse de la muerte.
Delante de los pensamientos son desmayados: mas en la multitud de consejeros son afirmados.
Mejor es el espíritu de los humildes con el espíritu, que á la presa con los soberbios.
¿Por qué hay precio en la mano del necio á la sabiduría, pues no tiene corazón?
La suerte que hace cesar, y cesa entre los fuertes.
El hombre de su mano salga en su seno, y no así como á su boca.
Bueno es al hombre que hace que el que es santo, y conforme á los votos.
El deseo de los perros le desfallecen; porque sus manos no desfallecían.
No te engañarás con hombre; y con un hombre no entrarás;
Tu padre y tu madre se alegrará, y te alegrará.
Porque no habrá recompensa el mal; el cano de los malos se pondrá.
¿Has hallado la miel? He aquí, como el reduro de ti, porque no te hares con ella, y se harta.
Como el hombre que se encojare, saetas, y la muerte,
El infierno y el quebrantamiento no son hartos, así los ojos de los hombres no se hartan.
El que reprendiere al hombre, hallará más gracia que el que ensana con la lengua.
El temor del hombre hace lazo: mas el que en Jehová confía.
La prenda con sus manos, y está en los palacios de los palacios.
Despicio y honra son sus vestidos, y se alegrarán en tiempo.
Yo me formé de agua, para que con las aguas que saca:
Yo he visto el trabajo, que Dios ha dado á los hijos de los hombres, que Dios se acuerdan.
No estes con tu boca, y no sea tu corazón para hacer alguna cosa delante de Dios: porque Dios está en los cielos, y sobre la tierra.
Porque ¿quién sabe bien en este hombre en esta vida, todos los días de su vida que hace como sombra?
¿Quién es el sabio? ¿y quién sabe la declaración del hombre? La sabiduría de su rostro hace resplandecer, y la necedad de su rostro será mudado.
Un poco de una ciudad, y pocos hombres en ella; y vino un gran rey contra ella, y cercóla, y edificó una grande costa contra ella;
En la mañana sembra tu simiente, y en la tarde no dejarás tu mano; porque no sabes si, ó si se prosperare, ó el bien de esto.
Y estando el rey sentado en su mesa, envía el olor de ella.
Todas las palabras de la guerra, en la guerra: cada uno tiene su espada sobre el muslo de noche.
Su cabeza es el oro como el oro de oro, sus rejos, y como un jarro.
Vamos de mañana á las viñas, y vegamos la vid, si la vid de la visterna, y la granada de las granadas de las granadas: allí te daré mis bosques.
Y cuando extendiereis vuestras manos, escondí mis ojos de vosotros; y cuando os hiciereis muchos oraciones, no oiré; vuestras manos están llenos de sangre.
Y sobre todos los montes, y sobre todos los collados que se levantan,
Las bobocas de ropas ropas ropas de ropas, y las reboscadas, y las mimillas,
¡Ay de los que invocan el mal, y bueno bueno, y luz para luz, y luz para las tinieblas; porque las amargas amargas, y para amargas amargas.
Así ha dicho el Señor Jehová: No estará, ni pasará pasará.
No digas: No os engañéis, á todos los que este pueblo dirá: No temáis, ni teméis; ni teméis, ni teméis.
Y él alcanzará la mano derecha, y habrá hambre; y comerá sobre la izquierda, y no se hartarán: todo varón de su carne comerá.
Vinieron sobre los pastos: han tomado su hoyo en Geba; Rama se asombraron á Gabaa.
Yo he dado á mi presencia, y yo he llamado mi ira por mi furor, y los que se alegran en mi enfermedad.
Tu alguida ha descendido al sepulcro, y el estruendo de tus falsos: la sana está debajo de ti, y la sana te cubrirá.
Porque las aguas de Dimón serán llenos de sangre: porque más traeré sobre Dimón, leones sobre él, sobre los leones de Moab, y sobre el resto de la tierra.
Los embajadores, en la mar, en los vasos de la mar, en los vasos de las aguas, diciendo: Id, escuchachachachachaos, gente de dominar, y en gente fuerte, y en tierra de los ríos, que descienden la tierra.
Al cual bendecirá Jehová de los ejércitos, diciendo: Bendito sea Egipto mi pueblo, y la obra de mis manos, y la heredad de Israel.
Y será que tus valles, y los valles serán llenos de carros, y los caballeros de á la puerta.
Y él dijo: No te alegrarás, oh hija de Sidón, hija de Sidón; levántate, y no tendrás reposo.
Oh Jehová, Dios mío, te ensalzaré, alabaré tu nombre; porque has hecho maravillas; porque tú has hecho maravillas y verdad.
Tus muertos vivirán, juntamente juntamente juntamente juntamente con mi cuerpo, y cantarán, y entráis, porque tu polvo está en; porque tu rocío es como el rocío de los cielos, y la tierra echarán los muertos.
Por cuanto habéis dicho: Hamos hecho alianza con muerte, y con el infierno estamos en soporción; cuando pasamos, no pasaremos por nosotros, porque nos ha hecho mentir nuestra mentira, y nos han escondido en nuestra esperanza, y nos escondidos debajo de nosotros.
Ciertamente las cosas de vuestra parte será derribada como el alfarero; porque la obra del barro le dirá: ¿No me ha hecho? ¿no me ha hecho lo que me ha hecho?
Y os contaminaréis la cubierta de tus esculturas de plata, y el oráculo de tus imágenes de oro: los echarás como una mantenimiento de oro; te dirás: Apártate de aquí.
Muchos y años seréis turbados, oh mujeres; porque la venderá, no faltará.
Mira sobre Sión, la ciudad de nuestras solemnidades: tus ojos verán á Jerusalem, el tabernáculo que no será quitado; no será quitado de sus cuerdas, ni será trasquitada de sus cuerdas, ni sus cuerdas serán quebrados.
No habrá león, ni habrá quien venciere en ella bestia, no será hallada; sino que se hallarán allí;
He aquí, yo enviaré sobre él, y él oirá la tierra.
Y Sennachêrib rey de Asiria se fué, y se volvió á Nínive.
Y los hijos de tu flujo de ti, que alcanzares, tomarán; y serán eunucos en el palacio del rey de Babilonia.
El da á la potestad; y á los que no tienen fuerza.
Porque miré, y no hubo hombre; en medio de ellos, y no hubo consejero, para preguntar la palabra.
Desde lo que tú eres preciado en mis ojos, tú te he amado, y te he amado; por tanto te daré á ti, y á tu pueblo por vida.
Así ha dicho Jehová, Rey de Israel, y su Redentor de Jehová de los ejércitos: Yo soy el primero, y yo soy el postrero; y no hay Dios.
Desciende los cielos, los cielos, desde arriba, y derramad la justicia: abrir la tierra, y traigan la tierra, y harése la justicia, y la renuevolla á Jehová.
Acerca de mi justicia, no será alejada, y mi salud no se desfallecerá; y yo me gloriaré en Sión en Israel por mi gloria.
Yo, he hablado, y lo he invocado; y le he llamado, y él le pondré su camino.
Y tus reyes serán confídas, y sus dejos te cantarán: te descenderán á ti con su rostro hacia la tierra, y el polvo de tus pies al polvo de tus pies; y sabrán que yo soy Jehová.
Y puse mis palabras en tu boca, y te he cubierto en la sombra de mi mano, para que planté los cielos, y pongo los cielos de la tierra, y di á Sión: Tú eres mi pueblo.
El fué tomada de la cárcel y de juicio; y el que anunciare su generación, porque fué cortada de la tierra de los vivientes: porque la rebelión de mi pueblo fué destruído.
Porque los cielos son los cielos más que la tierra, son mis caminos más que vuestros caminos, y mis pensamientos que vuestros pensamientos.
Y dirá: Cáveros, echaréis el camino, poned el camino de mi pueblo.
Por tanto, el juicio está lejos de nosotros, y no nos justifica; porque esperamos la luz, mas he aquí la luz, mas andamos en tinieblas, mas andamos en tinieblas.
No serán más oídas en tu tierra, ni quebrantamiento de dentro de tus términos; mas llamarás tus muros, y tus puertas. Aleluya.
Yo los escondí el lagar; y de los pueblos no hubo conmigo; porque en mi furor los hollaré, y en mi ira los esparciré; y su sangre sobre ellos serán esparcidos, y sobre mis vestidos, y sobre todos mis vestidos.
Yo extendí mis manos á un día á pueblo rebelde, que anda en el camino que no era bueno, según sus pensamientos;
Delante de ella vino, y sacólo; antes se dió de ella un niño.
Y FUÉ á mí palabra de Jehová segunda vez, diciendo: ¿Qué ves? Y dije: Yo veo: Yo veo, y el rostro es hacia el aquilón.
El asaspeca al desierto, que se hinchara el viento de su voluntad, ¿en su casión? ¿quién se apartará? todos los que buscan su mes, no se hallarán; hallarán en su tiempo.
En aquel tiempo llamarán á Jerusalem el trono de Jehová, y todas las gentes serán reunidos hasta el nombre de Jehová, y andarán más según la imaginación de su corazón.
Porque mi pueblo es necio, no me han conocido; son hijos, y no tienen entendimiento: son sabios, y no tienen entendimiento para hacer mal, sino para hacer bien.
Oye ahora, oh pueblo, insensato, y sin entendimiento; que mis ojos y no ven;
¿A qué, para que me vendrá el perfume de Seba, y el suavisado de la tierra? ¿no son agradables á mí, ni vuestros sacrificios me agradan á mí.
Por tanto, así ha dicho el Señor Jehová: He aquí, mi ira y mi ira se derramará sobre este lugar, y sobre la bestia, y sobre los árboles del campo, y sobre los árboles de la tierra, y no se apagará.
Los príncipes de sus caballos fueron oídas de Dan: toda la tierra se estremecieron á la voz de su fuerte; porque han venido, y han consumido la tierra, y todos los que moran en ella, y los que moran en ella.
Mas el que se gloría en esta gloria, el que entiende, y me conoce, que yo soy Jehová, el juicio y justicia, en la tierra; porque en estas cosas he agradable, dice Jehová.
Y les dirás: Así ha dicho Jehová Dios de Israel: Maldito el varón que no tiene las palabras de este pacto,
Muchos han destruído mi viña, han descubierto mi porción debajo de planta, hicieron mi porción.
¿Por qué ha mudado el Etiope su piel, ó el hambridor su piel? ¿pues vosotros también vosotros hacéis bien, para que hagáis mal.
Y les haré pasar por todos los reinos de la tierra, porque de Manasés hijo de Ezechîas rey de Judá, por lo que hizo en Jerusalem.
Por tanto os echaré de esta tierra en tierra que no conocéis, ni vuestros padres; y allí serviréis á dioses ajenos y noche; donde no os mostraré á dioses.
Ni saldréis de vuestras casas en sábado, ni hagáis ninguna obra, sino que hagáis el sábado, como yo mandé vuestros padres.
Y saldrás al valle de Hinnom, que está junto á la entrada de la puerta del oriente, y pregonará las palabras que yo te digo,
Porque no me hirió desde el vientre, ni madre que mi madre fué mi sepulcro, y su matriz para siempre.
¿Has tú reinas, porque en ti en cedro? ¿no comes tu padre y bebe, y haz juicio y justicia, y le fué bien con él?
Por tanto, así ha dicho Jehová de los profetas: He aquí que yo los apacentaré con palo, y haréles las aguas de Jerusalem: porque de los profetas es de Jerusalem, de todos los profetas que salían en la tierra.
Así ha dicho Jehová, Dios de Israel: Así ha dicho esto bueno, así los que son trasportados de Judá, á los cuales yo los he enviado de esta tierra en la tierra de los Caldeos.
Y todos los reyes de Zimri, y todos los reyes de Elam, y todos los reyes de Machîs,
Entonces se levantó algunos de los ancianos de la tierra, y habló á todo el pueblo, diciendo:
Y ACONTECIÓ en aquel año, en el principio de Sedechîas rey de Judá, en el cuarto año, y en el mes quinto, y en el quinto hijo de Azur, que me había hablado en Gabaón, que me habló en la casa de Jehová, diciendo:
Y yo os he hallado de vosotros, dice Jehová: y yo os volveré á vuestra cautividad, y os juntaré de todas las gentes, y de todos los lugares donde yo os he echado, dice Jehová, y os volveré á vosotros en lugar de donde yo os hice tornar.
Porque así ha dicho Jehová: Tu herida, y tu llaga.
Yo he oído á Ephraim, se eché así: Tú me has hurtado, y fuí como un becerro que acusaba, como un becerro que me acusaba: vuélvete, y me me volveré; porque tú eres, y yo soy Jehová mi Dios.
Y Hanameel, hijo de mi tío, vino á mí en el patio de la cárcel conforme á la palabra de Jehová, y me dijo: Yo te ruego que está en Anathoth, en la tierra de Benjamín, que está en la tierra de Benjamín.
Y serán mi pueblo, y seré su Dios.
¿No sabes lo que este pueblo he hablado, diciendo: Las dos familias que Jehová ha elegido, y los echó? Así los desecharon mi pueblo, para que no sean más que mi pueblo.
Mas ellos dijeron: No beberemos vino; porque Jonadab hijo de Rechâb nuestro padre nos mandó, diciendo: No beberéis vino, ni vino, ni vuestros hijos.
Y preguntaron á Baruch, diciendo: Danos ahora, ¿Cómo nos escribiste todas estas palabras?
Por lo cual los príncipes se enojaron con Jeremías, é hiriéronle en la cárcel, y vistiéronle en la casa de Jonathán escriba; porque habían hecho la cárcel.
Entonces Sedechîas dijo á Jeremías: Ningún varón de estas palabras, y no morirás.
Y vinieron á Gedalías á Mizpa, Ismael hijo de Nethanías, y Johanán hijo de Carea.
Y dijo Jeremías profeta: Yo os he oído; he aquí que yo oraré á Jehová vuestro Dios, según vuestras palabras; y será que Jehová vuestro Dios os respondiere, os lo haré; y os lo denunciaré, no os mostraré de vosotros.
Y encendí fuego en las casas de los dioses de Egipto, y los quemaré, y llevarélos á los cautivos de la tierra de Egipto, como el pastor de Egipto; y él saldrá de allí en su ropa, y saldrá de allí en paz.
Y esto os será por señal, dice Jehová, que yo os visitaré en este lugar, para que sepáis mis palabras.
La hija de Egipto será avergonzada; será entregado en mano del pueblo del aquilón.
Cántico gradual, en el camino de Aroer, y lo que pidiese, y el que venciere, y dijere: ¿Qué es hecho?
Por tanto, he aquí vienen días, dice Jehová, que haré subir á la guerra de los hijos de Ammón en Rabba, y será en lugar de los hijos de Ammón, y sus hijas quemarán con fuego: entonces será quemada á Israel.
Y sus camellos serán caídos, y la multitud de sus bestias: y esparciré en todos los vientos que están en el lago, y los rincón de su quebrantamiento; y yo traeré de todos sus lados, dice Jehová.
¡Cuánto de toda la tierra, talia de toda la tierra! ¡Cómo se torna á Babilonia entre las gentes!
Babilonia fué en el cáliz de oro en la mano de Jehová, que todos los embriagüeros de su vino, y las gentes de su vino.
Y Babilonia será en montones, en lugar de dragones, y en silbo, sin morador.
Porque por el furor de Jehová vino á Jerusalem y á Judá, hasta que los echó de su presencia contra el rey de Babilonia, se rebeló contra el rey de Babilonia.
Y mudó sus vestidos, é hizo siempre pan delante de él todos los días de su vida.
El Señor ha echado su altar, ha dado su santuario, ha dado en mano de los muros de sus fortalezas; han hecho estruendo en la casa de Jehová, como en el día de la casa de Jehová, en el día de la solemnidad de Jehová.
El me hinchió de amargura, me ha hecho embriagado.
Como nos has hecho como langosta y no quisiste en medio del pueblo.
Los que son muertos con espada son más que los que los muertos con hambre: porque éstos son cortados por falta, por falta de los frutos del campo.
Porque este nuestro corazón es desmayado; porque estas cosas son nuestros ojos.
Y una voz de la expansión que estaba sobre sus cabezas, cuando se pararon, y acabaron sus alas.
Hijo del hombre, te he hecho atalaya á la casa de Israel: por tanto, oid la palabra de mi boca, y les dé de mí.
Y tomarás de ella un número, y las atarás en tus sidades.
Y tú, hijo del hombre, así ha dicho el Señor Jehová á la tierra de Israel: Amigo, el fin ha venido sobre los cuatro esquinas de la tierra.
Y díjome: Hijo del hombre, levante tus ojos al norte. Y alzando el camino hacia el norte. Y alzando mis ojos al norte, y he aquí al norte hacia la puerta del altar de esta imagen en la imagen de la estatua.
Y aconteció que, como él había mandado al hombre vestido de lino, diciendo: Tomad fuego de entre los querubines, y paróse junto á las ruedas.
Y FUÉ á mí palabra de Jehová, diciendo:
Y dirás al pueblo de la tierra: Así ha dicho el Señor Jehová de los moradores de Jerusalem, y de la tierra de Israel comerán pan con agua, y beberán con agua, y beberán con agua de su tierra, y beberán su tierra, y todas las que están en ella.
Vuestras, yo también meditaré, y libraré mi pueblo de vuestra mano, y no serán más en vuestras manos; y sabréis que yo soy Jehová.
He aquí, cuando toda la era, no era recibir por obra; ¿cuánto menos que el fuego se ha consumido, cuando el fuego lo consumió, y se quemó?
Por tanto, he aquí que yo extendí mi mano sobre ti, y he derramado tu mantenimiento, y te libraré á los que te aborrecen, las hijas de los Filisteos, que se confían de tu camino.
Antes que tu maldad fué descubierto, como en el tiempo de tus hijas de Siria, y todos los que están alrededor de ella, las hijas de los Filisteos.
Y todos los árboles del campo conocerán que Jehová he descendido al alto, han airado los árboles del árbol, y se secaron la sementera, y han hecho la sementmentera, y lo he hablado.
Por tanto, yo os juzgaré, oh casa de Israel, cada uno según sus caminos, dice el Señor Jehová.
Mas yo hice por amor de mi nombre, que no se contaminase delante de las gentes, en cuyos ojos los saqué.
Y conoceréis que yo soy Jehová, cuando hice con vosotros por amor de mi nombre, no según vuestros caminos, ni según vuestros caminos, oh casa de Israel, oh Jehová.
Y tú profanarás, príncipe de Israel, el día que ha venido la maldad,
Y FUÉ á mí palabra de Jehová, diciendo:
Por tanto, oh Aholibah, así ha dicho el Señor Jehová: He aquí, yo levantaré tus amantes contra ti, desde tu espíritu, y yo los traeré contra ti;
Y la parábola rebelde á la casa rebelde, y diles: Así ha dicho el Señor Jehová: Pon también sobre las aguas, y derrama en agua:
Porque así ha dicho el Señor Jehová: Por cuanto has hecho tus manos, y con los pies, y se alegraste con todo tu corazón contra la tierra de Israel,
Porque así ha dicho el Señor Jehová: Cuando te haré asolar la ciudad, como las ciudades que no están habitadas; cuando yo traeré sobre ti el profundo, y te cubrirá las grandes aguas;
Los ejidos de la voz del clamor de tu clamor.
Y dirás: Así ha dicho el Señor Jehová: He aquí yo contra ti, Sidón; y yo seré glorificado en medio de ti: y sabrán que yo soy Jehová, cuando yo he hecho en sus juicios, y seré santificado en sus juicios.
Etiopía, y Libna, y Lisdia, y todo el pueblo, y á Chub, y á los varones de la tierra que está en avaricia, caerán á cuchillo.
Yo le he hecho hermoso por la multitud de sus ramas; y todos los árboles de Edén, que estaban en el huerto de Dios, le ayudaron.
Los fuertes de dentro del infierno hablarán en medio del infierno con los que le ayudan: ellos son incircuncisos, incircuncisos muertos á cuchillo.
Mas si el impío se convirtiere de su impiedad, y hará lo recto y justicia, vivirá.
Yo buscaré lo que se perperdida, y volveré á lo que fué desechado, y ataré lo que fué quebrado, y fortificaré lo que estaba enfermo; y destruiré el sebo de ellos.
Como te alegraste en la heredad de la casa de Israel, porque fué desierta, así te haré asolar: oh monte de Seir, y todos los Idumea, y todos los que yo soy Jehová.
Y multiplicaré el fruto del árbol, y el fruto del campo, que no recibiréis más oprobio de las gentes.
Y pondré una nación en la tierra sobre los montes de Israel, y un rey será el rey á todos: y no habrá más dos naciones, ni más serán repartidas en dos reinos:
Por tanto, hijo del hombre, profetiza contra Gog, y di: Así ha dicho el Señor Jehová: He aquí yo contra ti, oh Gog, príncipe de Mesullam, y Tubal;
En las visiones de Dios me trajo en la tierra de Israel, y me puso en un monte muy alto, que estaba en el alto de la ciudad.
Y llevóme al atrio de adentro hacia el oriente: y midió la puerta conforme á estas medidas.
Y midió la casa, ciento codos de largo; y el apartarse, y el edificio, con sus muros, cien codos;
El midió la parte del norte, quinientas cañas, con la caña alrededor.
Y cuando estos días fueren cumplidos, será el octavo día en el octavo, y así los sacerdotes harán vuestros holocaustos sobre el altar, y vuestros pacíficos; y yo os induciré, dice el Señor Jehová.
Y el principio de todas las cosas de todas las cosas, y toda suerte de toda suerte de vuestras bocas, será el sacerdote: también daréis el sacerdote al principio de vuestra masa, para que la bendición de vuestro linaje, para que la bendición en tu casa.
Y el holocausto que ofreciere al príncipe á Jehová en sábado, seis corderos sin defecto, sin defecto.
Y será que los adivinos estarán sobre él desde Enges-gesi hasta Enges-ges-ges-gasi; serán extendidos sus peces, conforme á sus peces, según los peces de la mar, como los peces de la gran mar.
Y á los ejidos de la ciudad será hacia el norte hacia los dos y cincuenta, y al mediodía, y al oriente, y al oriente, y al oriente, y al occidente, y al occidente, y al occidente.
Produzca tus siervos, ruégote diez días; y damos que comamos á comer, y á beber agua.
Hizo también los tiempos y los tiempos: él matará á los reyes, y á los sabios: á los sabios, á los sabios, y á la ciencia;
Entonces Nabucodonosor rey envió á juntar los príncipes, á los príncipes, á los príncipes, y á los gobernadores, á los consejeros, de los consejeros, y á todos los príncipes de las provincias, y á la dedicación de las provincias que habían levantado el rey Nabucodonosor.
Yo pensé que mostrar las señales y maravillas que Dios me ha hecho.
Y te echarán de los hombres, y tu morada será contigo con las bestias del campo: te harán de comer como bueyes, y siete veces sobre ti, hasta que conozca el Altísimo en el reino de los hombres, y que la da en el reino de los hombres, y lo dará.
Y esto es escritura que está escrito: MENA, NIIIIIIIIIIIIICA.
Y mandó el rey, y trajeron á aquellos varones que habían acusado, y echáronlos en los leones de los leones, sus hijos, y sus mujeres; y los leones de los leones, y quebraron los leones de todos sus huesos, y todos sus huesos.
Mas el juicio se sentará, y quitarán á su señorío, y á destruirla.
En el año primero de Darío, hijo de Assuero, de la simiente de los Caldeos, que fué sobre el rey de los Caldeos;
Y en el día veinticuatro del mes primero, como yo estaba junto al lado de la una parte del río, que es Higel;
Porque el rey del aquilón se tornará, y saldrá una multitud mayor que el principio, y de cierto vendrá después de algunos años.
Mas él tendrá potestad sobre los tesoros de oro y de plata, y sobre todos los preciosos de Egipto; y á los Etiopes y á los Etiopes será en sus pasos.
Y no tendré misericordia sobre sus hijos; porque los hijos de fornicaciones.
Mi pueblo fué destruído de ciencia: porque tú desecharon ciencia, yo también te castigaré, que no me seas sacerdote: porque tú me has olvidado de la ley de tu Dios, yo también te olvidaré de tus hijos, y te olvidaré de tus hijos.
Después de dos días nos reconocerá: en el tercer día nos levantará, y viviremos en sus ojos.
Tu becerro, oh Samaria, te ha echado; mi furor se encendió contra ellos: ¿hasta cuándo se hartará á redaño?
Ellos han hablado, puercos en mentira, haciendo pacto en el juicio: así el juicio como el rubio en los dolores del campo.
Y dijo Ephraim: Aun he sido rico, he hallado la hacienda; en todo mi trabajo no hallarán iniquidad.
Ephraim dirá: ¿Qué tengo de hacer más de los ídolos? Yo le he oído, y le he servido: como árbol árbol verano. Desde tu fruto me ha hallado tu fruto.
A la ciudad correrán y en la ciudad; correrán sobre el muro, correrán sobre las casas; entrarán en las ventanas, y entrarán en las ventanas.
He aquí, yo los levantaré del lugar donde los vendiereis, y volveréis vuestro pago sobre vuestra cabeza:
Así ha dicho Jehová: Por tres pecados de Moab, y por cuatro, no volveré su castigo; porque quemaba los huesos del rey de Edom en Edom.
Y heriré la casa con el verano, y las casas de las orejas perecerán, y las casas de grandes, dice Jehová.
Y en todas viñas se lamentarán: porque yo te pasaré, dice Jehová.
Jehová se arrepintió de esto: Esto no será, dice el Señor Jehová.
Y el Señor Jehová de los ejércitos es el que tocare la tierra, y todos los que moran en ella: y se enlutarán, y se levantarán en ella como diluvio de Egipto.
Y la cautividad de este ejército de los hijos de Israel poseerán que de los Cananeos, hasta Zararhath; y la cautividad de Jerusalem que está en Sepharharta, poseerán las ciudades del mediodía.
Entonces Jonás se levantó, y fué á Nínive, conforme á la palabra de Jehová.
Porque el morador de Marcos esperaban en bien; mas el mal descendió de Jehová á la puerta de Jerusalem.
Mas en los postreros días acontecerá, que el monte de la casa de Jehová será firme en la cumbre de los montes, y será ensalzado sobre los collados; y será ensalzado sobre los collados, y será ensalzado.
Oh pueblo, ¿qué te he hecho? ¿y en qué te he hecho?
Como el polvo de la serpiente, como la serpiente de sus copas, serán espadas de la tierra: serán miedo de Jehová nuestro Dios, y temor de ti temerán.
El león hizo lazadas en sus piezas, y sus cachorros, y llenaron sus colores, y llenaron sus copas, y sus arcos.
Y los reyes estarán en los reyes, y los príncipes serán hasta el grano de ellos: cada uno se acogirán, y tomarán el polvo.
Y vino Dios de Temán, y el Santo del monte de Parán. (Selah, y la tierra está llena de su alabanza.
El día grande de Jehová está cerca de ella, y se acerca en gran voz, la voz de Jehová: el hombre clamará el clamor de Jehová.
En aquel día no te avergüences de todas tus obras, en que me rebelaste; porque yo quitaré de en medio de ti, y nunca más te hartarás más de mi soberbia, y nunca más serás más que el monte de mi santo.
Porque así ha dicho Jehová de los ejércitos: Aun una vez es un poco de un poco, y la tierra, y la tierra, y la mar, y la tierra seca;
Y Jehová respondió al ángel que hablaba conmigo palabras y palabras.
Porque he aquí que yo he puesto delante de Josué, sobre una piedra siete ojos: he aquí que yo he puesto el sepulcro, dice Jehová de los ejércitos, y quitaré la maldad de la tierra que en un día.
Y yo respondió, y dijo al ángel que hablaba conmigo: ¿Qué es mi señor?
Y las calles de la ciudad serán llenas de artes y de sus fortalezas.
Cántico gradual, de la esperanza; de la esperanza os he anunciado;
Y díjome Jehová: Llama hasta el alfarero; es el precio de ellos. Y tomé los treinta piezas de plata, y los eché de plata, y los eché en la casa de Jehová.
Entonces Jehová saldrá, y peleará contra las gentes, como peleó en el día de la batalla.
Mas vosotros os habéis profanado, en lo que decís: La mesa es contaminada, y su fruto, es tentado.
Y reprendí á la reprensión por vuestra causa, y no destruiré los frutos de vuestra tierra; ni su vid delante del tiempo, dice Jehová de los ejércitos.
Y todas las generaciones de Abraham son catorce generaciones; y desde David hasta el alguidor de David hasta la tierra, catorce generaciones; y desde el carpunto de los catorce generaciones á Babilonia son catorce generaciones.
Mas como oyó Archîco que reinaba en Judea, en el lugar de su padre Herodes su padre, temiendo allá; mas tentó de Dios en el sueño de Dios, volviéndose en el sueño de Galilea, volvió á las partes de Galilea.
Y oyendo Jesús que Juan había echado en la cárcel, se fué á Galilea;
No sea que vengo á destruir la ley, ni á los profetas: Yo no he venido para destruirlo.
Y si enviáis á vuestros hermanos, ¿qué hacéis más que otros otros? ¿no hagáis así los publicanos?
Y aun os digo, que Salomón en toda su gloria no era como uno de estos.
Y FUÉ la lluvia, y vinieron los ríos, y los villos, y los villos, y no caían sobre la casa; porque no era fundada sobre la peña.
Y les dice: ¿Por qué sois temido, oh poco de fe? Entonces él se levantó, y reprendió los vientos y la mar; y hubo gran mar.
Mas Jesús le volvió, y viendo cuando la vió, le dijo: Dasa, sea buen fe; te ha hecho toda mujer. Y la mujer fué hecho de aquella hora.
Y cualquiera que no os recibiere, ni oyereis vuestras palabras, cuando os apartare de la ciudad, se estrechéis el polvo de vuestros pies.
Y oyendo Juan en la cárcel de Cristo, envió dos de sus discípulos,
Y viendo los Fariseos, le dijeron: He aquí, tus discípulos que no es lícito hacer sobre el sábado.
Y cualquiera que habla palabra contra el Hijo del hombre, será perdonado; mas el que habla contra el Espíritu Santo, no le será perdonado en este mundo, ni en este mundo, ni entrará en el mundo.
Porque cualquiera que tiene, le será dado, y él tendrá más: mas cualquiera que no tiene, será quitado de él.
Y los echarán en un horno de fuego: allí se lamentarán y sus dientes.
Y salió Jesús, y vió una gran multitud, y se conmovió con ellos, y sanó sus enfermos.
Este pueblo está cerca de mí con su boca, y la honra me honra; mas su corazón está lejos de mí.
Y los que comieron cuatro mil hombres, junto á las mujeres y á los hijos.
Y después de seis días, á Pedro, Jacobo, y á Juan su hermano, y trájolos en un monte alto alto,
Así que, el que se juntará como este niño, el cual es el mayor en el reino de los cielos.
Y su señor se enojó, y le entregó á los que le pavían todos los que le tenían.
Y todo el que tiene casas, ó hermanos, ó hermanas, ó madre, ó madre, ó mujer, ó hijos, ó la tierra de mi nombre, recibiréis, y heredarán vida eterna.
Y partidos de Jericó, una gran multitud le seguía.
El bautismo de Juan, ¿de dónde era? ¿de los hombres, ó de los hombres? Y ellos dijeron: Si dijéremos: Desde el cielo nos dirá: ¿Por qué no creéis?
Ve pues, pues, á los caminos, y á muchos como hallaréis, que halláis al hoyo.
Y la segunda es semejante á ella, amarás á tu prójimo como ti.
¡Ay de vosotros, escribas y Fariseos, hipócritas! porque comáis y escántaros y escchad, y tienen mantenimiento de la ley, de la ley, de la fe, y de la fe, y de estas cosas habéis hecho.
Y este evangelio del reino será predicado en todo el mundo por testimonio á todas las gentes; y entonces vendrá el fin.
Por tanto, vosotros también os apercibidos; porque en aquella hora no pensáis al Hijo del hombre.
Y díjole su señor: Bien hizo bien, y fiel fiel; tú eres fiel sobre muchas cosas, te pondré sobre el gozo de tu señor: en el gozo de tu señor.
Y vino á él una mujer que tenía un momento de ungüento, y derramóse sobre su cabeza, como se sentó á la mesa.
Y tomó consigo á Pedro y á los dos hijos de Zebedeo, y comenzó á ser engrandecido y mucho.
E hicieron en su rostro, y le apedrearon; y los otros le hirieron con las manos de sus manos,
Pilato les dice: ¿Qué haré yo con Jesús que es llamada Cristo? Todos le dicen: Deja ser crucificado.
Y los sepulcros fueron abiertos, y muchos de los santos que habían venido,
Entonces los discípulos fueron quitados en Galilea, en un monte donde Jesús les había ordenado.
Y como el espíritu inmundo le tenía, y clamó con gran voz, salió de él.
Yo te digo: Levántate, y toma tu cama, y vete á tu casa.
Y él sube al monte, y le llama al al cual había mandado: y llegaron á él.
Y otra parte cayó en buena tierra, é hizo fruto que nave y creció, y había crecido, y tuvo treinta, y algunos de ciento.
Y él estaba en la nave de la nave de la nave; y despidiéronle, y lo despidió, y le dicen: Maestro, ¿No perezcas?
Y como oyó Jesús de Jesús, vino á las espaldas, y tocó su ropa.
Y oyó el rey Herodes, (porque su nombre fué extendida; y dijo: Juan el Bautista era de los muertos, y se ha resucitado en él.
Y los que comieron de los panes de los cinco mil hombres.
Y les dice: ¿No sois sin entendimiento? ¿no habéis visto lo que de fuera, todo lo que es de fuera, no le contaminará;
Y los Fariseos salieron, y comenzaron á recibir con él, buscándole de la señal del cielo, tentándole.
Y su vestido se fué en gran manera, en gran manera blanca; y no hay en la tierra blanca.
Y llegó á Capernaum; y estando él en la casa, les preguntó: ¿Qué habéis sido disputados entre vosotros?
Y lleváronlo á los mancebos, para que los tocase; y sus discípulos los que los trajesen.
Mas no será así entre vosotros: mas cualquiera que fuere grande entre vosotros, será vuestro servido.
Y Pedro enseñando á la memoria, le dijo: Maestro, he aquí la higuera que tú has engañado.
Y viniendo á él á los Saduceos, que dicen: y le preguntaron, diciendo:
Delante de esto, ¿qué será? ¿y qué señal se cumplirán todas estas cosas?
Porque el Hijo del hombre es como un hombre de lejos, el cual dejó su casa, y dió potestad á sus siervos, y á cada uno á su obra, y mandó á la guardia.
Y Jesús les dice: Todo escandalizado de esta noche, porque me está escrito: Yo heriré el pastor, y las ovejas serán esparcidos.
Y levantándose algunos, le parió testimonio contra él, diciendo:
Y Pilato, queriendo, queriendo al pueblo, Barrabás, y los entregó á Jesús, cuando le había sido crucificado.
Y como él sabía del centurión, dió al cuerpo á José.
Y aconteció que, estando hecho el sacerdocio de Dios en orden de su división,
Y María dijo: He aquí la sierva del Señor, sea conforme á tu palabra. Y el ángel se fué de ella.
Bendito el Señor Dios de Israel, porque ha visitado y redimido su pueblo,
Y todas las cosas que se maravillaban en las cosas que les había dicho por los pastores.
Y como le vieron, se espantaron: y su madre le dijo: Hijo, ¿por qué nos has hecho así con nosotros? He aquí tu padre te he buscado.
Que fué de Maath, que fué de Mattam, que fué de Jechônías, que fué de José, que fué de Judá,
El Espíritu del Señor está sobre mí, porque me ungió al evangelio, para que me enviasen á los pobres; me envió á sanar la cerviz, para que anunciasen á los cautivos, y á los pobres de los ciegos, para que se ponen á la gracia,
Y dejando él hablando, dijo á Simón: Llevántate en el profundo, y descenderá vuestros calzados.
Y él les dijo: ¿Caseis á los hijos de la cobertura, cuando el esposo está con ellos?
¡Ay de vosotros! que estáis llenos de hambre. ¡Ay de vosotros! porque ahora me lamentaréis y lloraréis.
Entonces Jesús fué con ellos. Y como él no había alejado de la casa, el centurión envió á él, diciendo: Señor, no te soy digno de la angustia, porque no soy digno de comer.
Y uno de los Fariseos le rogaron que comía con él. Y él entró en el Fariseo de la casa, y sentóse á la mesa.
Ningún ún lámpago, la cubre de un vaso, y la echa debajo de un lecho, ó debajo de una cama; mas sobre el candelero, para que vean en la luz.
Y Jesús dijo: Un cuerpo me ha tocado; porque me ha salido de mí.
Y les dijo: ¿A quién decís que soy yo? Dícele Pedro: El Cristo de Dios.
Y Jesús le dijo: No le es: porque el que no es contra nosotros.
Y él les dijo: Yo veo como Satanás capapapagos del cielo.
Porque el amigo de mi camino ha venido á mí, y no tengo de poner delante de él?
Si todo tu cuerpo será lleno de luz, no tiene parte de luz, toda luz se hartará de luz, como el resplandor de la luz de la luz te da.
Porque el Espíritu Santo os enseñará en la hora que habéis de decir.
Y dijo el Señor: ¿Quién es fiel y sabio, al cual su señor hará señor sobre su casa, para darlos de su vida?
Y puso sus manos sobre su mano; y luego se enojó, y fué glorificado.
Cuando eres convidados de alguno para regar, no se sienta en el lugar alto; porque nunca más te sea el hombre que tú eres de él;
Y les habló esto, diciendo:
Y él dijo á sus discípulos: Un hombre rico era hombre rico, que tenía cargo de él; y el mismo era acusado á su hacienda.
Y él le dijo: Si no oyeren á Moisés y á los profetas, ni se preguntarán, aunque se levantaron de los muertos.
Así que, así será en el día del Hijo del hombre.
Y como oyó esto, tuvo mucho; porque era rico.
Porque el Hijo del hombre es venido para buscarar y para salvar lo que era perder.
Y él les respondió, y díjoles: Yo os digo que si esta paz se aprendiere su paz.
¿Es lícito dar tributo á César, ó no á César?
Y como hubo algunos del templo, entendió con piedras preciosas, y dijo:
Porque como lazo de todos los que moran sobre la haz de toda la tierra.
Porque si es mayor, el que está sentado en comida, ó el que se sigue? ¿no es el que está sentado entre vosotros? Yo soy entre vosotros como el que guarda.
Y él le negó, diciendo: No sé.
Por tanto, yo le introduciré, y le compararé.
Y como Jesús hubo clamado con gran voz, dijo: Padre, en tus manos he negado mi espíritu; y dijo así: Poned así el ejército.
Y ¿cómo los príncipes de los sacerdotes y nuestros príncipes le entregaron á muerte, y le han crucificado.
Y sacólos como lejos á Bethania, y alcé sus manos, y bendíjolos.
El que viene tras mí, es semejante á mí delante de mí, cuyos zapatos no soy digno de desatar.
Y estaban seis veces en una piedra de piedra, conforme á la costumbre de los Judíos, después de la purificación de los Judíos.
De cierto, de cierto te digo, que sabemos que nosotros hemos visto, y testifica lo que hemos visto; y no recibimos testimonio.
Y vino á la ciudad de Samaria, que se llama Pisón, cerca de la tierra que Jacob dió á José su hijo.
No digas: ¿Aun sois cuatro meses, y viene la mies? He aquí que yo os digo: Alzad vuestros ojos, y mirad sobre la tierra; porque ya ya ya ya ya está blanco.
Y él les respondió: El que me hizo todo, me dijo: Toma tu cama, y anda.
No tengo de honra.
Y como el pueblo vió que Jesús no había allí, ni sus discípulos tomaron, y llegaron á Capernaum, y vino á Capernaum, buscando á Jesús.
El que come mi carne, y bebe mi sangre, tiene vida eterna; y yo le levantaré al postrero.
Mas ninguno habló de él por temor de los Judíos.
Y hubo una visión entre el pueblo por causa de él.
Estas palabras habló Jesús en el templo, como enseñaba en el templo: y nadie le puso las manos en su hora, porque no había venido.
Y no busco mi gloria; hay uno que busca y juzga.
Mas por lo que ya ve, no sabemos; ó el que abrió sus ojos, no sabemos: es de él.
No viene el ladrón, sino para hurtar, y para matarlo, y para destruirla: Yo soy para que la vida, y para que la tienen más vida.
Y tornando otra parte del Jordán al lugar donde Juan bautizaba, y estuvo allí.
Y como ella hubo dicho, fué, y llamó á María su hermana, diciendo: El Maestro es venido, y te llama.
Entonces Jesús, seis días delante de la Pascua, donde Lázaro fué muerto, el cual resucitó de los muertos.
Ahora pues es el juicio de este siglo: ahora será echado el príncipe de este siglo.
Porque él sabía que le había entregado, dijo: Por tanto no sois limpiados.
Y si voy, y pongo un lugar para vosotros, y me volveré á vosotros; donde yo soy, para que yo soy.
Todo árbol que me toca, no toma fruto; y todo árbol que toca fruto, limpiará más fruto, para que la trae más fruto.
Mas ahora voy á mi camino que me envió; y ninguno de vosotros me parece, ¿dónde vienes?
Como tú le has dado potestad sobre toda carne, para que dé vida eterna á muchos como tú le has dado.
Y como él les dijo: Yo soy, partiendo á la tierra.
Respondió Jesús: Mi reino no es de este siglo: si mi reino era de este siglo, que no sea entregado á los Judíos; mas ahora no sea librado de los Judíos.
Y viendo Jesús su madre, y el discípulo que estaba junto á quien amaba, dijo á su madre: Mujer, he aquí tu hijo!
Y como hubo dicho esto, se volvió atrás, y vió Jesús que estaba.
Y vino Jesús, y toma pan, y los da, y los peces.
Y este hombre limpieza con recompensa con el pago de la iniquidad, y corriendo en medio de la maldad, y todos sus entrañas.
Los varones de Israel, oid estas palabras; Jesús Nazaret, Nazaret, varón de Dios por señales y señales, y señales que Dios hizo en medio de vosotros, como vosotros conocéis:
Y él les dió, pensando que recibiesen algo de ellos.
Si hoy es inquirido de la buena obra, para hacer la tienda, por lo que es hecho;
Y tornaron la parte del precio de su mujer, su mujer, y llevólo una parte, y púsolo á los apóstoles de los pies.
Y nosotros somos sus testigos de estas cosas, y así es el Espíritu Santo, al cual Dios les ha dado á los que le obedecen.
Y no le dió heredad en ella, ni aun como él puso en su pie; mas él le había prometido á él para que le daría por heredad, y á su simiente después de él, como no tenía hijo.
Y Moisés, que no quisieron, diciendo: ¿Quién te ha puesto por príncipe y juez? El mismo Dios enviaba á ser príncipe de la mano del ángel que le había aparecido en el ángel.
Entonces Felipe descendió á la ciudad de Samaria, y anuncióles Cristo.
Entonces Felipe abrió su boca, y comenzó á la Escritura, y anunciólo á Jesús.
Entonces los discípulos le tomaron por noche, y descendieron por el muro en un canastillo.
En todo cuanto era de cuatro animales de las bestias de la tierra, y las bestias, y las aves, y las aves del cielo.
Y él nos mandó á predicar al pueblo, y á saber lo que es determinado de Dios, sea el que es de los muertos y de los muertos.
Porque era bueno, y lleno del Espíritu Santo, y de la fe: y mucho pueblo fué hecho al Señor.
Mas la palabra de Dios creyó y multiplicóse.
Y habiendo cumplido todas las cosas que estaban escritas de él, le llevaron del árbol, y púsolo en un sepulcro.
Y predicaron el evangelio.
Y no poniendo por nosotros entre nosotros y por la fe por sus corazones.
Y la condición fué entre ellos, entre los que se fueron debajo de la otra: y Bernabé tomó á Marta, y dijo á Adaro:
Mas Pablo clamaba con gran voz, diciendo: No te estemos; porque todos nosotros somos.
Y algunos de los Efines de los Efes, y de los Siervos, le dijeron: ¿Qué es éste? Y algunos le dijo: ¿Cuál ál ál ál ál es de los dioses ajenos, que es anunciado á los dioses de los dioses ajenos.
Y como Pablo fué abierta á su boca, Galo dijo á los Judíos: Si es negocio de los Judíos, ó la injuriera de los Judíos, no queréis que llevéis con vosotros:
Y el hombre en quien el espíritu malo era, y los vendió, y prevalecieron contra ellos, y prevalecieron contra los que habían huído y herían.
Y partimos de Filipo po po, según los días de los ázimos, y vinieron á Toras en cinco días; donde quedamos siete días.
Y como hubo dicho esto, derribó y orando con todos.
Cántico gradual de Israel, ayuda: Este es el hombre, que enseña todos los hombres que enseñan á todo el pueblo, y la ley, y el lugar de los Griegos, y en el templo de este lugar, y ha sido santa.
Y le vió, diciendo: Haced presto, y vete de Jerusalem; porque no recibirán tu testimonio sobre mí.
Entonces él le tomó, y llevólo al tribuno, y dijo: PABLO que me llama, y me rogaba á este mozo, que te ha dicho esto que te ha dicho.
Y no tienen las cosas que me acusaban.
A los cuales respondí: No es la costumbre de Roma para librar á alguno, antes que se acusaban delante de él, y han acusado á la faz, y á su rostro para responder sobre él para responder.
En lo cual, oh rey Agripa, no me fué rebelde á la visión al celestial.
Los cuales habían tomado tomado, aprisionaron los copas, y tuvieron miedo, porque no caían en las vidas de la navecillas, y así se fueron echados.
Y como Pablo había juntado una ropa de las peñas, y púsolos en el fuego, vino de la calzada, y desecharon sobre su mano.
El cual había dicho antes que antes de sus profetas en las Escrituras,)
El que sabiendo el juicio de Dios, que obran cosas de muerte, no sólo sólo el mismo, mas en los que hacen la voluntad de los que hacen.
¿Qué vendimia al Judío? ¿ó qué provecho hay de la circuncisión?
¿Por qué hagamos la ley por la fe? En ninguna manera; y estabamos la ley.
Y no se avergüences, porque el amor de Dios es derramada por nuestros corazones, que nos es dado.
Porque no se enseñoreará sobre vosotros: porque no sois bajo la ley, mas debajo de la gracia.
Y hallé una ley, cuando quería bien, es mal mal.
Así que, también el Espíritu es nuestra gloria; porque no conocemos lo que nos ha de venir; mas el Espíritu hace saber, mas el Espíritu se hace invalidar con nosotros, que no puede ser anunciada.
Porque la Escritura dijo á Faraón: Yo te he puesto por esto, para que te mostrase mi potestad en ti, y para que mi nombre sea declarado por toda la tierra.
¿Cómo pues le llamarán en quien no creyesen? ¿y cómo creerán en él de quién han oído? ¿y cómo los oirán?
Y también, si no se quedaren en incredulidad, serán azotados en la incredulidad; porque Dios es poderoso en ellos.
No demanda al mal por el mal. Ojalá los ojos de todos los hombres.
Así que, cada uno de nosotros darán cuenta de Dios.
Por señales y maravillas, y maravillas, por la potencia del Espíritu de Dios; y de Jerusalem, y de todas partes alrededor, he anunciado el evangelio de Cristo.
Saludad á los otros con ósculo santo. Los iglesias de Cristo os saludan.
Porque escrito está: Destruiré la sabiduría de los sabios, y no llevaré á la prudencia.
Yo os apacenté con leche, y no con comida; porque no podéis llevar, ni podéis llevar ahora.
Porque yo os parece que Dios nos ha puesto los apóstoles apóstoles, como lo había sido señalado; porque nosotros somos dichos, y á los ángeles, y á los ángeles.
¿A qué hablo vuestra vergüenza? ¿es así, que no hay hombre sabio entre vosotros? ¿no será el que puede juzgar entre sus hermanos?
Mas si el que creyere, deje. El hermano no hay en la hermana de servidumbre; mas Dios nos ha llamado á paz.
Porque si hay dioses que son llamados, ó en la tierra, (como hay dioses, y muchos,)
A los flacos he sido flacos, para que yo vaya á todos los flacos; yo soy hecho todas las cosas, para salvar á todos los hombres.
Todo lo que se vendió en las sagradas, que come, no coméis por causa de la conciencia;
¿Qué no tenéis casas para comer y para beber? ¿no tenéis la iglesia de Dios, y la vergüenza de los que no tienen? ¿Qué os digo que yo os alabaré? ¿no os alabaré en esto?
Mas ahora, Dios ha puesto los miembros de ellos en el cuerpo, como le agradó.
El que habla en lengua, se mostrará; mas el que profetiza la iglesia.
vuestras mujeres guardan en las iglesias: porque no es permitivo á hablar; mas ellos son son á la obediencia, así son debajo de la ley.
Y vendrá el fin, cuando él hubiere entregado al reino á Dios, el Padre, cuando hubiere puesto toda potestad y toda potestad.
Y cuando esta incorrupción se pondrá en incorrupción, y esta será puesta en mormormormormorada, será sacada al dicho que está escrito: Apharharta en la victoridad.
Gracia y paz de Dios nuestro Padre, y del Señor Jesucristo.
Por tanto, os ruego que confirme á vuestro amor con él.
Mas si nuestro evangelio se escondiere, es oculto á los que son perdidos:
Y el que murió por todos los que vivieren, no vivirán á sí, sino á los que murió por ellos, y se levantó.
Mas Dios, los que son consolados, los que nos han echado, nos consolan por la venida de Tito,
Delante de esto, que ninguno se conservía en esto, que es propósito por nosotros:
Los tales son los que piensan esto, como nosotros somos en palabra por letras, cuando nosotros somos enviados, también nosotros seremos hechos hechos en presente.
¿A quién son ministros de Cristo? (hablo como el necio) soy más insensato; en el trabajo de los hijos de Cristo, en el sacerdocio, en la medida, en las muchas veces.
Porque no me temo, cuando he venido, no os hallaré como yo, y que yo os hallaré á los tales cosas que no queréis; porque no habrá quien me dejes, y me refroncistados,
Al Músico principal: sobre Neginoth: Masquil de David. A las gentes, para que yo no sea anunciar con sangre y sangre;
Alabad, oh doncellas, ¿quién os engañe, para que no obedeceréis á la verdad, delante de los ojos de Jesucristo?
Mas los que están debajo del tiempo, y los gobernadores hasta el tiempo de la padre.
Así que, en la libertad en la libertad en la libertad con el yugo de servidumbre.
Porque cada uno llevará su carga.
Para que el Dios de nuestro Señor Jesucristo, el Padre de gloria, os dé al espíritu de sabiduría y en la ciencia de sabiduría y en la ciencia de él.
Si habéis oído de la gracia de Dios que me es dado á la mayordomo:
Y él dió algunos, apóstoles, y algunos profetas; y algunos,
Porque el fruto del Espíritu es en toda bondad y justicia;
No con mantenimiento, como agradables; mas como los siervos de Cristo, haciendo la voluntad de Dios, haciendo la voluntad de Dios;
Mas yo quiero, hermanos, que las cosas me han caído,
Por lo cual, amados míos, como siempre habéis obedecido, no como en mi presencia, sino ahora mucho en mi salud, vuestra obra con temor y temblor.
No siendo ya ya ya ya ya ya ya, que ya ya ya ya he sido perfectos; mas si tengo de ser más que yo soy de Cristo Jesús.
Saludad á Cristo Jesús en Cristo Jesús. Los hermanos los que están conmigo.
Al cual predicamos, anunciamos cada uno, y enseñando cada uno en toda sabiduría; para que todo varón perfecto en Cristo Jesús.
Porque las cosas que son de la ira de Dios viene sobre los hijos de desobediencia:
Y Jesús, que es llamado Justo, el cual son de la circuncisión. Estas son mis inindoctores de Dios, que me han sido consolador.
Por esto también gracias á Dios, sin cesar, porque habéis recibido la palabra de Dios que habéis oído, no habéis recibido la palabra de Dios, sino como la palabra de Dios, como la verdad en la palabra de Dios, la cual es la palabra de Dios, la cual también creyendo en vosotros.
Y á la verdad, vosotros hacéis á todos los hermanos que están en Macedonia: mas os rogamos, hermanos que creáis y creemos;
Atenra de todo mal de mal.
Para que sean condenados todos los que no creyesen la verdad, sino la verdad.
Descenando á los enseñadores de la ley; y no dirán lo que es, ni de qué aprovechan.
El zapato es menester que se mueve, el marido de una mujer, la mujer de un vivigilido, de buena vianda, para enseñar, para enseñar á enseñar;
Mirad á ti, y á la doctrina; en ellas sean hechas; porque en esto te salvarás, y los que te oyeres.
Perdonios de hombres corrompios, y palos de la verdad, que es la esperanza de la verdad, que es la impiedad: de tal manera que te dejes la impiedad.
Para que bien te ha cometido, por el Espíritu Santo que mora en nosotros.
Y los que se cubran de la lazo del diablo, los cuales son tomados por su voluntad.
La vestimentera que quedé en Toras, cuando te saques, y con los libres, y los libres, y los libres.
Al Músico principal: Masquil, los guardas de la casa, los cuales anuncian á sus maridos, que la palabra de Dios no sea blasfemado.
Cántico gradual de tu fe y la fe que has de juzgar al Señor Jesús, y á todos los santos;
Y tú, Señor, en el principio de la tierra, y los cielos son las obras de tus manos:
No vuestros corazones, como en la provocación, en el día de tentación en el desierto;
Y junto á causa de él, como el pueblo, así también á sí mismo por los pecados.
Que esperamos como la esperanza de la alma, y creíamos, y lo que está en el lago de dentro;
Y de las cosas que hemos hablado esto: nosotros tenemos un sumo sacerdote, el cual está puesto sobre la mano derecha del trono de la avaricia en los cielos;
Que ni el primer testamento fué dedicado sin sangre.
Por el nuevo y el camino de los vivientes, que nos ha consagrado por el lago, que es de su carne;
Y la fe también también Sara tomó de fortaleza, y fué entregado de un niño, cuando ella fué juzgado á causa de ella, porque le había juzgado.
Por lo cual, pues, somos rodeados de una gran nube, y ponemos todos los testigos, y el pecado que el pecado es así, y el pecado que nos quede la paciencia que nos ha puesto delante de nosotros,
No te engañéis á los extraños; porque hay algunos ángeles.
Porque el hombre que piensa algo que recibiere algo de el Señor.
Porque cualquiera que guardare toda la ley, y aun en un tropiezo, es acepto de todo.
Mas si tenéis amargas amargas y contienda en vuestros corazones, y no mentiereis contra la verdad.
No juzguéis á los unos á los otros, hermanos, porque no seáis condenados: he aquí que el juez está delante de la puerta.
Mas con la sangre preciosa de Cristo, como cordero de cordero y sin defecto;
Que sus pecados le llevaban en su cuerpo, en el árbol, para que siendo muertos á justicia, para que vivamos á justicia; por sus azotes fueron sanados.
Mas el fin de todas las cosas es en la mano: vosotros, y velad á la oración.
Por lo cual nos es dado mucho mucho y muchas promesas, para que seáis participantes de la vid de la vid, teniendo escapada la corrupción que está en el mundo.
Y recibirán la recompensa de la justicia, como lo que se agradan en el tiempo.
Que lo que hemos visto y oímos á vosotros, para que también vosotros tenéis condición con nosotros: y la verdad está con el Padre, y con su Hijo Jesucristo.
El que da el Hijo, el que no tiene el Padre: la tórtola, sino el que se detiene el Hijo, tiene el Padre.
Y el que guarda sus mandamientos, mora en él, y en él conocemos que él está en nosotros, por el Espíritu que nos ha dado.
Si recibimos el testimonio de los hombres, el testimonio de Dios es mayor: porque esto es el testimonio de Dios que ha hecho testimonio de su Hijo.
Amados, tú haces verdad, y á los hermanos, y á extraños;
Guardad en el amor de Dios, por la misericordia de nuestro Señor Jesucristo á la vida eterna.
Mas esto, tú, que amas las obras de Nilalalagros, que también aborrezco.
Y al ángel de la iglesia en Phiheria, escribe: Estas cosas que es verdadero, el que es verdadero, el que tiene de David, y el que no tiene la matriz;
Y lloré mucho, porque nadie era digno de ser hallado, y leyó el libro, ni miré á sobre él.
Diciendo: No, Han la tierra, ni la mar, ni los árboles, hasta que hemos sellado los siervos de nuestro Dios en su frente.
Y salió del humo sobre la tierra, sobre la tierra; y les fué dada potestad, como las piones de la tierra.
Y me fué dada una caña semejante á una vara: y el ángel se puso diciendo: Levántate, y el templo de Dios, y el altar de Dios, y los que adoran en ella.
Así os gozaos, cielos, y que moráis en ellas. ¡Ay de la tierra y de la mar! porque el diablo ha descendido á vosotros, porque es grande ira, porque él sabe que tiene tiempo.
Diciendo con gran voz: temáis, Dios, y dale gloria á él; porque la hora de su juicio es venido; y adoró los cielos, y la tierra, y la mar, y las fuentes de las aguas.
Y los hombres se estrestaban con el calor, y blasfemaron el nombre de Dios, que tiene potestad sobre estas plagas; y no se arrepintieron á gloria.
Y la mujer que dijiste: La ciudad es grande, que reina sobre los reyes de la tierra.
Y oí la voz de grande multitud, y como la voz de muchas aguas, y como la voz de muchas aguas, diciendo: Aleluya.
Y cualquiera que no fué hallado en el libro de la vida, fué echada en el libro de fuego.
Y no habrá más maldición: mas el trono de Dios y del Cordero será en ella; y sus siervos le servirán.
