Y hizo Dios dos relámpatas; mayor que el día se enseñoreará, y la luz para enseñar la noche; hizo también las estrellas.
Y Jehová el Dios tomó al varón, y púsole en el huerto de Edén para guardar y guardarlo.
Y llamó Adam á su mujer el nombre de Eve, porque ella fué madre de todos vivientes.
Y á Seth, también le nació un hijo, y llamó su nombre Enos: entonces comenzaron á llamar á llamar el nombre de Jehová.
Y vivió Lamech, después que engendró á Noé, noventa y cinco años, y engendró hijos é hijas.
Y era Noé de edad de ochenta años, cuando el diluvio estaba sobre la tierra.
Y cesó otros siete días, y envió la paloma; y no se volvió más á él.
Y comenzó Noé á ser labradores, y plantó viña;
Y también á Sem, padre de todos los hijos de Eber, hermano de Japhet, hermano de Japhet, á él nacieron hijos.
Y vivió Peleg, después que engendró á Reu, doscientos y nueve años, y engendró hijos é hijas.
Y Jehová miró á Faraón y á su casa con grandes plagas de Sarai, por la mujer de Abram.
Con Chêlaomer rey de Elam, y con Tidal rey de gentes, y Amós rey de Sinar, y Arioch, y Arioch; cinco reyes con cinco reyes.
Y tú irás á tus padres en paz, serás sepultada en una vejez.
Y yo te daré á ti, y á tu simiente después de ti, la tierra de Canaán, toda la tierra de Canaán, por heredad perpetua; y yo seré su Dios.
Y Abraham y Sara era viejo y pozo en la vejez; y cesó á Sara según la ley de las mujeres.
He aquí, ahora he sabido dos hijas que no conocen, ruégote que me saques, y poned á ellos como bien en vuestros ojos; solamente que estos hombres han venido debajo de la sombra de mis ojos, porque no venían debajo de mi sombra.
Y el menor, parió también un hijo, y llamó su nombre Benammi, este es padre de los hijos de Ammón hasta hoy.
Y dijo Dios á Abraham: No sea esto en tus ojos á causa del mozo, y á causa de tu sierva; en todo lo que Sara te ha dicho, porque en Isaac tu voz; porque en Isaac tu simiente será llamado.
Y dijo Abraham: Hijo mío, el Dios protestará un cordero para holocausto; y así se fueron juntos de ellos.
Y Ephrón respondió á Abraham, diciendo:
Y ella le dijo: Yo soy hija de Bethuel, hijo de Milh, que parió á Nachôr.
Y comieron y bebieron, él y los hombres que estaban con él, y durmió toda noche; y ellos se levantaron en la mañana, y dijo: Envía á mi señor.
Y estos son los años de la vida de Ismael, ciento treinta y siete años: y él dió el ejército y murió, y fué reunido á su pueblo.
Y el hombre se creció, y fué crecido, y creció hasta muy grande;
Ahora pues, hijo mío, obedece mi voz conforme á lo que yo te mando.
Y dijo Esaú á su padre: ¿No has tú sino una bendición, mi padre me bendecirá, oh padre mío. Y despertó Esaú su voz, y lloró.
Y esta piedra que yo he puesto por columna, será Dios de la casa de Dios; y de todo lo que me des, yo te daré á ti la décima.
Y él también entró á Rachêl, y también amó á Rachêl más que Lea, y sirvió con él siete años.
Y aconteció, que, como Rachêl había nacido á Labán, dijo á Labán: Envía á mi lugar, para ir á mi lugar, y á mi tierra.
Y él dijo: Alza ahora tus ojos, y ve, todos los carneros que destilan en las bestias que se sienta sobre los animales, y sanó: porque he visto Labán todas las cosas que te hace á ti.
El Dios de mi padre, el Dios de Abraham, el Dios de Isaac, y el temor de Isaac, tú me enviaste, ahora me ha visto vacía. Dios ha visto, y te reprendió la noche.
Y mandó á la forma, diciendo: Cuando Esaú mi hermano Esaú mi hermano te nieve, diciendo: ¿A quién eres tú? ¿y á dónde está delante de ti?
Y dijo Esaú: Ahora me dejes contigo de ti algunos que están conmigo. Y él dijo: ¿Qué tienes? Y él me hallará gracia en ojos de mi señor.
Y aconteció que el tercer día, estando ellos dos de los hijos de Jacob, Simeón, y Leví, cada uno de sus hermanos, cada uno su espada, tomó sobre la ciudad, y mató á todos los varones.
Los hijos de Rachêl: José, y Benjamín;
Y los hijos de Ana fueron estos: Disón, y Aholibama, hija de Ana.
Y sus hermanos vinieron á apacentar las ovejas de ellos en Sichêm.
Y Judá tomó por mujer á Er su primogénito, cuyo nombre era Thamar.
Y dejó á José todo lo que tenía en la mano de José, y no entendió, sino el pan que comió. Y José era viuda, y agradable.
Y en tres días alzará Faraón tu cabeza, y te restituirá á tu lugar: y librarás el cáliz de Faraón en su mano, conforme á la costumbre de la manera que tú hubieres hecho.
Y el rollo y el rollo de vacas comió siete vacas:
Y naciéronle dos hijos delante de los años de hambre, el cual fué Asenath, hija de Potim sacerdote de Potim sacerdote, le parió á él.
Y no sabían que José los entendieron; porque él les habló por interpretación.
Y los hombres tomaron el presente, y tomaron el dinero en su mano, y Benjamín; y subieron á Egipto, y descendió á Egipto, y púsose delante de José.
Entonces se inclinaron á cada uno á su palo, y abrieron cada uno á la tierra, y abrieron cada uno su palo.
Y Dios me envió delante de vosotros para guardar una posteridad en la tierra, y para salvarla vuestra vida.
Y los hijos de Rubén: Hanoch, Phalu, y Hesrón, y Carmi, y Carmi.
Y habló Faraón á José, diciendo: Tu padre y tus hermanos han venido á ti;
Y díjome: He aquí, yo te haré fructificar, y te haré multiplicar, y yo te daré de pueblo, y daré esta tierra en posesión de ti.
Sus ojos serán azotados con vino, y sus dientes blancas.
Y subieron con él carros y gente de á caballo: y era grande compañía.
Y los Egipcios hicieron á los hijos de Israel para servir á nuestros hijos;
Y fué Moisés á morar con el hombre: y dió Moisés á Sidón su hija.
Y Jehová dijo á Moisés: Poned tu mano, y tomarála junto á la alla. Y él sacó su mano, y se fué en su mano;
Y ellos dijeron: El Dios de los Hebreos ha encontrado con nosotros; ve, ruégote que hagamos tres días en el desierto, y sacrificaremos á Jehová nuestro Dios; porque no caiga sobre nosotros espada, ó con espada.
Y JEHOVÁ habló á Moisés, diciendo:
Y fuése Moisés y Aarón á Faraón, y hicieron así como Jehová había mandado: y Aarón derribaron su vara delante de Faraón, y delante de sus siervos, y echáronla serpiente.
Y como Faraón vió que estaba allí, endureció su corazón, y no los escuchó; como Jehová había dicho.
Y Jehová dijo á Moisés: Levántate de mañana, y poned delante de Faraón, y dile: Así ha dicho Jehová Dios de los Hebreos, para que me sirvan.
Y Moisés y Aarón volvió á Faraón; y él les dijo: Id, servid á Jehová vuestro Dios: mas ¿quién son los que irán?
Y Jehová dijo á Moisés: Faraón no os oyere, para que sean multiplicados mis maravillas en la tierra de Egipto.
Y aconteció que en medio de media noche hirió Jehová el primogénito en la tierra de Egipto, desde el primogénito de Faraón, el primogénito de Faraón que estaba sentado en su trono, y todo el primogénito de ganado.
Y tú mostrarás á tu hijo en aquel día, diciendo: Esta es lo que Jehová me hizo, cuando saliere de Egipto.
Y levantarás tu vara, y extenderás tu mano sobre la mar, y la partirá: y los hijos de Israel irán en seco por tierra.
Entonces los duques de Edom serán asombrados; los valientes de Moab, temblarán; todos los moradores de Canaán, todos los moradores de Canaán serán desmayados.
Y como lo hacían con un omer, y no había juntado nada, y el que había juntado un poco; juntando cada uno conforme á su comida, cada uno según su comida.
Mas las manos de Moisés fueron pesadas, y tomaron una piedra, y púsola debajo de él, y sentóse sobre él, y Aarón y en la una parte de la una, y el otro al otro lado; y sus manos estaban atadas hasta la subida del sol.
Y juzgaron al pueblo á todo el pueblo á Moisés, y trajéronles á Moisés, mas á todos los pequeños.
No harás á ti escultura, ni imagen de alguna cosa que está en los cielos, ni abajo, ni abajo en la tierra, ni abajo en las aguas debajo de la tierra:
Si bien no agradare á su señor, el que se hubiere desposada, entonces será redimido; y no tendrá fuerza á la nación ajena, porque no tiene potestad con ella engaño.
Si el ladrón fuere hallado, y será herida, y el que morirá, no será derramada sangre por él.
No levantarás un testigo falso: no pongas tu mano con los impíos.
Y pondré tus heridas desde el mar Bermejo hasta la mar de los Filisteos, y desde el desierto hasta el río: porque yo entregaré á los moradores de la tierra, y los echarás delante de ti.
Y harán el arca de madera de Sittim: su longitud de dos codos, y la mitad de un codo y medio de su anchura, y la altura de un codo y su altura.
Y mirás en pos de su paño, el cual te ha mostrado en el monte.
Y levantarás el tabernáculo conforme á su juntura, el cual te ha mostrado en el monte.
Harás además de vestimentas para Aarón tu hermano para Aarón y hermosura.
Y habrá en la cumbre de ella, en medio de ella, en medio de ella: una cordera de lana en derredor, como la cabra de ella alrededor, como la hoja de cadenas, no se rasgó.
Y tomarás el otro carnero, y Aarón y sus hijos pondrán sus manos sobre la cabeza del carnero.
Y la cubrirás de oro puro, su cumbre, y sus lados lados, y sus cuernos; y harás una corona de oro alrededor.
Cualquiera que hiciere semejante á alguno, ó cualquiera que hubiere echado sobre el extranjero, será cortada de su pueblo.
Y Jehová dijo á Moisés: Ve, desciende; porque á tu pueblo, que sacaste de la tierra de Egipto, corrompióse:
Y enviaré un ángel delante de ti, y echaré al Cananeo, al Hetheo, y al Hetheo, y al Pherezeo, y al Heveo, y al Heveo, y al Jebuseo.
Y él respondió: Si he hallado gracia en tus ojos, oh Señor, ruégote que dejes entre nosotros, porque entre nosotros, porque es cerviz cerviz cerviz; y perdonaremos á nuestro pecado, y tomarnos por tu heredad.
Y habló Moisés á toda la congregación de los hijos de Israel, diciendo: Esto es lo que mandó Jehová, diciendo:
Y puso en su corazón en su corazón para enseñar, y á Aholiab, hijo de Ahisamac, de la tribu de Dan.
Y estaban juntos de abajo, y juntaron á la cabeza, á un anillo: así hizo á ambos de ellos en las esquinas.
Y una manzana debajo de cada uno, y una manzana debajo de dos brazos, y una manzana debajo de las dos brazos, conforme á las seis brazos de ella.
Y Bezaleel hijo de Uri, hijo de Hur, de la tribu de Judá, hizo todo lo que Jehová había mandado á Moisés.
Y ataron el racional con sus anillos á los anillos del ephod con un cordón de jacinto, para que sea sobre el cinto del ephod, y para que no se corta del ephod, como Jehová mandó á Moisés.
Y levantarás el atrio alrededor, y levantarás el pabellón á la puerta del atrio.
Porque la nube de Jehová fué sobre el tabernáculo del día, y fuego era de noche, en ojos de toda la casa de Israel, por todos sus jornadas.
Y toda suerte de tu comida serás con sal; y no permitirás la sal del pacto de tu Dios para ser falta de tu presente: con todas tus libaciones.
Como fué quitado del becerro de las paces del sacrificio de paces, y el sacerdote lo quemará sobre el altar del holocausto.
Y será que, cuando él fuere culpado en uno de estas cosas, él confesará el que cometiere,
Y de ellos comerán sus hijos y Aarón y sus hijos: con ázimos en el lugar santo: en el atrio del tabernáculo del testimonio, comerán.
Mas si el sacrificio de su ofrenda, ó voto, ó presente, será el mismo día que ofreciere á su sacrificio: y el día siguiente, también también será comido el presente de ella.
Y puso el racional sobre él; y puso también en el racional, Uría y Tum.
Y él dijo á Aarón: Toma un becerro por expiación, y carnero por holocausto, y sin defecto los ofrecerá, y los ofrecerás delante de Jehová.
Y Jehová habló á Aarón, diciendo:
Y el puerco, y el solano, y el águila,
Y JEHOVÁ habló á Moisés, diciendo:
Mas si la mancha se parare en su lugar, y no se extendiere, y el sacerdote lo dará, y dará al sacerdote limpio.
Y si el sacerdote mirará, y he aquí la plaga no se extendiere en el vestido, ó en la trama, ó en cualquiera cosa de piel, ó en cualquiera cosa de piel;
Y tomará el sacerdote el cordero de la culpa, y el log del aceite, y el sacerdote lo agitada delante de Jehová:
Esta es la ley de toda plaga de lepra, y llamad,
Y cualquiera que tocare estas cosas, y lavará sus vestidos, y lavará sus vestidos, y se lavará en agua, y será inmundo hasta la tarde.
Y lavará su carne con agua en el lugar santo, y puso sobre sus vestidos, y saldrá, y quemará su holocausto, y quemará el holocausto del pueblo, y hará expiación por sí, y expiar al pueblo.
Haréis juicios mis juicios, y guardaréis mis ordenanzas, para andar en ella: Yo Jehová vuestro Dios.
No os volvéis á ídolos, ni hagáis dioses de fundición á fundición: Yo Jehová vuestro Dios.
Mas el extranjero que está con vosotros, os será como un nacido entre vosotros, y le amarás como á ti, porque extranjeros extranjeros en la tierra de Egipto: Yo Jehová vuestro Dios.
Y el hombre ó mujer que tiene espíritu, ó que tiene espíritu, de cierto, de cierto morirá: su sangre será sobre ellos; su sangre será sobre ellos.
El alma que tocó alguna persona, será inmundo hasta la tarde, y no comerá de las cosas santas, con agua lavará su carne.
Seis días será hecho obra; mas el séptimo día es sábado de reposo, santa convocación; ninguna obra servil haréis: el sábado de Jehová en todas vuestras habitaciones.
Y Jehová habló á Moisés, diciendo:
Y si alguno hubiere hecho falta en su prójimo, como ha hecho, así será para él;
Y si el hombre no lo redimirá redimir, y se podrá redimir;
No hagáis ídolos ni esculturas, ni imagen de imagen, ni os levantaréis imagen, ni alzaréis imagen de piedra en vuestra tierra, para inclinarla: porque yo soy Jehová vuestro Dios.
Y tornaré vuestras ciudades asoladas, y sacaré vuestras tribulaciones, y no tornaré olor olor de vuestra sudad.
Y si lo santificare de su casa, entonces añará la quinto del dinero de tu estimación, y será su estimación.
De Benjamín, Abidan hijo de Gedeón.
Los contados de ellos, de la tribu de Aser, cuarenta y cinco mil y cien.
Entonces el tabernáculo del testimonio se levantará con el campo de los Levitas en medio del campo, así pusieren campo, así pondrán en su lugar, cada uno en su lugar.
Porque todos los primogénitos de mi primogénito, porque yo herí á todo primogénito en la tierra de Egipto me santificaré á todos los primogénitos en Israel, así mío: yo soy Jehová.
Y todos los primogénitos de los nombres de los nombres, de un mes arriba, veinte y de los contados de ellos, veinte y dos mil y sesenta.
Tomad también la cuenta de los hijos de Gersón, por las casas de sus padres, por sus familias;
macho y hembra, seréis echados, fuera del real, sin que sus camas no contaminarán, en medio de los cuales moran, en medio de la cual habito.
Habla á los hijos de Israel, y diles: Cuando alguno se apartará á su voto de Nazas, para apartar á Jehová;
Toma de ellos, para que sean para hacer el servicio del tabernáculo del testimonio; y les darás á los Levitas, cada uno conforme á su servicio.
Y para sacrificio de paces, dos bueyes, cinco carneros, cinco machos de cabrío, cinco corderos de un año. Esta fué la ofrenda de Elisur hijo de Sedeur.
Y para sacrificio de paces, dos bueyes, cinco carneros, cinco machos de cabrío, cinco corderos de un año. Esta fué la ofrenda de Abidán, hijo de Abidán.
Toma los Levitas de entre los hijos de Israel, y limpiólos.
Habla á los hijos de Israel, diciendo: Si alguno de vosotros ni de vuestra posteridad será inmundo por inmundo, ó por un cuerpo, ó en camino de lejos, mas él guardará la pascua á Jehová.
Y el tabernáculo fué quitado; y los hijos de Gersón y los hijos de Merari pusieron el tabernáculo.
Y dijo Moisés á Jehová: ¿Por qué has afligido á tu siervo? ¿y por qué no he hallado gracia en tus ojos, que tú has hecho la carga de todo este pueblo sobre mí?
Y él respondió: Oid ahora mis palabras: Si hay profeta entre vosotros, yo Jehová me haré notorio en visión, y hablará á él en sueños.
Y subieron, y busaron la tierra del desierto de Zin á Rehob, como hombres á Hamath.
Jehová es nuestra paciencia, y de grande misericordia, y de la rebelión, y no por rebelión, ni por la maldad de los padres, visitando la iniquidad de los padres sobre los hijos de la cuarta generación, y la cuarta generación.
Harás también ofrenda encendida á Jehová, holocausto ó sacrificio, ó sacrificio de las ovejas, ó sacrificio, ó ofrenda voluntarias, ó ofrenda voluntarias, ó vuestras solemnidades, para hacer olor suave á Jehová, de las ovejas, ó de las ovejas,
Y los que le hallaron en las peñas, le trajeron á Moisés y á Aarón, y á toda la congregación.
Y cayeron sobre sus rostros, y dijeron: Oh Dios, el Dios de todos los espíritus de carne, un hombre pecador, y te enojará contra toda la congregación.
Habla á los hijos de Israel, y toma de cada uno conforme á la casa de sus padres, de todos sus príncipes, conforme á la casa de sus padres: escribirás el nombre de cada uno sobre su vara.
Todas las ofrendas de las cosas santo, que los hijos de Israel ofrece á Jehová, yo te he dado, y tus hijos y tus hijas contigo, por estatuto perpetuo delante de Jehová.
Y de la ceniza de la ceniza del holocausto, y de la vaca de la vacía, y con agua se vestirá en un vaso,
Toma á Aarón y á Eleazar su hijo, y los sacaréis al monte de Hor:
Porque Hesbón fué la ciudad de Sehón rey de los Amorrheos, que pelearon contra el rey de Moab, y tomó toda su tierra de su mano hasta Arnón.
Y levantóse Balaam en la mañana, y enalbardó su asno, y fué con los príncipes de Moab.
¿Quién podrá cuenta el polvo de Jacob, y el número de la cuarta parte de Israel? Viva la muerte de los justos, y mi fin sea como su fin.
Y el furor de Balac se encendió contra Balaam, é hirió sus manos á Balaam, y dijo á Balaam: Yo te llamé á mis enemigos, y he aquí que tú les has bendecido tres veces.
Y el nombre de la Madianianita que fué muerto á Cozi, hija de Sur, cabeza de Sur, y de la casa de Madián en Madián.
Estas son las familias de los Zebutas por sus contados, setenta y quinientas mil y quinientos.
Y estos son los contados de los Levitas por sus familias: de Gersón, la familia de Gersón; de Coath, la familia de Coath, la familia de los Moabitas; de Merari, la familia de los Meraritas.
Y Moisés lo hizo como Jehová lo había mandado; y tomó á Josué, y púsole delante del sacerdote, y delante de Eleazar, y delante de la congregación.
Con cada uno de los siete corderos, una décima;
Y un macho cabrío por expiación: además del holocausto continuo, y su presente, y su presente.
Y habló Moisés al pueblo, diciendo: Armam de vosotros á la guerra, y vayan contra los Madianitas, y vengan á Jehová de Madián.
Y setenta y doce mil coros,
Porque como subieron al valle de Ecol, y vieron la tierra, y descaminaron el corazón de los hijos de Israel, para que no entrasen en la tierra que Jehová les había dado.
Y fueron los hijos de Machîr hijo de Manasés á Galaad, y la tomaron, el Amorrheo que estaba en ella.
Y partidos de Tahath, asentaron en Tara.
Y JEHOVÁ habló á Moisés, diciendo:
Manda á los hijos de Israel, que dan á los Levitas de la herencia de sus ciudades para morar; y también daréis á los ejidos en las ciudades alrededor.
Y no tomaréis necesidad por él, para que se huyó á la ciudad de su refugio, para que él vuelva á morar en la tierra, hasta que la muerte del sacerdote.
Y tomé por las cabezas de vuestras tribus, hombres sabios y entendidos, y enseñé en millares, capitanes de millares, y centuriones, y capitanes sobre ciento, y capitanes, y en medio de vuestras tribus.
Y os tornasteis, y llorasteis delante de Jehová; mas Jehová no escuchó á vuestra voz, ni escucha.
(Como los hijos de Esaú que moran en Seir, y los Moabitas que moran en Ar, me hizo pasar el Jordán en la tierra que Jehová nuestro Dios nos da.
No temáis; porque Jehová vuestro Dios peleará.
Guardaos, porque no os olvidáis el pacto de Jehová vuestro Dios, el cual hizo con vosotros, y os haga imagen, ó la semejanza de alguna cosa, que Jehová tu Dios te ha olvidado.
Jehová habló con vosotros delante de vosotros en el monte de en medio del fuego,
ESTOS son los mandamientos, los estatutos, y los derechos, los cuales mandó Jehová vuestro Dios para enseñaros, para que los hiciereis en la tierra á la cual pasáis para poseerla;
Porque tú eres pueblo santo á Jehová tu Dios: Jehová tu Dios te ha elegido para ser pueblo pueblo, y sobre todo lo que está sobre la faz de la tierra.
Cuando te has comido y lleno, tú bendecirás á Jehová tu Dios por la buena tierra que él te ha dado.
Y Jehová se enojó en gran manera á Aarón con Aarón, y oré á Aarón mismo tiempo.
El es tu alabanza, y él tu Dios, que te ha hecho por ti grandes y terrible, que tus ojos han visto.
Y cuando Jehová tu Dios te hubiere metido en la tierra á la cual entres para poseerla, la pondrás en el monte de Gerizim, y la maldición sobre el monte de Ebal.
Y ofrecerás tus holocaustos, la carne y la sangre, sobre el altar de Jehová tu Dios: y la sangre de tus sacrificios será derramada sobre el altar de Jehová tu Dios, y comerás la carne.
Mas estos no comeréis de los que tolan, ni de los que partieren de vestir, como el camello, y el camello, y el bandera; porque no son inmundos, sino por tanto, mas no son inmundos.
Mas á él abrirás tu mano, y le aposarás de cierto por su necesidad, en lo que da, en lo que da.
Siete días guardarás la solemnidad á Jehová tu Dios en el lugar que Jehová tu Dios escogiere: porque Jehová tu Dios te bendecirá en todas las obras de tus manos, y en todas las obras de tus manos te alegrarás.
Y esto será el sacerdote del pueblo, de los que ofrecieren sacrificio, de los que ofrecieren buey, ó oveja, y dará al sacerdote, y dará á las hombreras, y á las dos semanas, y las bodas.
Mas si alguno aborreciere á su prójimo, yacechándole, y se levantare contra él, hirióle que muriere, y herirá al uno de estas ciudades;
Solamente sabes los árboles que tú no sabes los árboles para comida, destruirás y talarás; y edificarás sobre la ciudad que te hace guerra contra ti, hasta que se te vuelva.
Mas en cualquiera cosa prudente entrarás, y toma los mozos; para que te vaya bien, y para que seas bien, y para que te enseñas días.
No abominarás Emidad, porque él es tu hermano: no abominarás á tu hermano, porque fuiste peregrino; porque tú fuiste extranjero en su tierra.
Y si el hombre fuere pobre, no dormirás con su prenda;
Y será que, cuando tú eres en la tierra que Jehová tu Dios te da por heredad, y la poseas, y la poseas;
Estos estarán en el monte de Gerizim para bendecir al pueblo: Simeón, y Leví, y Judá, y Judá, y Simeón, y Benjamín:
Maldito en la ciudad, y maldiarás en el campo.
Y serán sobre ti por señal y por señal, y sobre tu simiente para siempre.
Y tomamos la tierra, y dimos por heredad á los Rubenitas, y á los Gaditas, y á la media tribu de Manasés.
Y te hará Jehová tu Dios en toda obra de tus manos, en todo el fruto de tu cuerpo, y en el fruto de tu vientre, y en el fruto de tu tierra, y en el fruto de tu tierra; porque Jehová se alegrará á tus padres, como se alegrará en bien.
Ahora pues, vosotros, este cándalo, y la enseñad á los hijos de Israel: poned testimonio en su boca, para que este cántico contra los hijos de Israel.
Y como Jehová lo vió, los entregó, por causa del rey de sus hijos, y de sus hijas.
Sube á este monte Abarim, al monte de Nebo, que está en la tierra de Moab, que está sobre Jericó; y he aquí la tierra de Canaán, la cual dí á los hijos de Israel por heredad á los hijos de Israel:
El Dios eterno es tu refugio, y entiende los brazos eternalmente: y él echó al enemigo de delante de ti, y dirá: Destruyyólos.
Y ellos respondieron á Josué, diciendo: Todo lo que nos comes, y nos has de hacer, y por donde nos has comenzado.
Y habrá entre vosotros una muchedumbre entre vosotros y dos mil codos: no llegaréis á ella, para que sepáis el camino por la cual no pasáis; porque no pasáis este camino.
Y mandó Josué á los sacerdotes, diciendo: Sube del Jordán.
Y como Josué había hablado al pueblo, los siete sacerdotes llevando las siete trompetas de carneros delante de Jehová, y tocando las bocinas del pacto de Jehová, y las bocinas: y siguiólos el arca del pacto de Jehová.
Y pecó Israel, y han prevaricado mi pacto que yo les mandé: porque también han tomado la cosa de malmalmalmalvado, y también lo han deshonrado, y pusieron entre sus alhajas.
Y Josué y todo Israel hicieron como si fueren azotados delante de ellos, y huyeron por el camino del desierto.
Y todo lo que hizo á los dos reyes de los Amorrheos, de la otra parte del Jordán, á Sehón rey de Hesbón, y á Og rey de Basán, que estaba en Astaroth.
Y el sol se paró, y la luna se detuvo en sus enemigos. ¿No está escrito en el libro de Jasón? Y el sol se paró en medio del cielo, y no se apresuraron á todo un día.
Y volviéndose Josué, y todo Israel con él, al campo á Gilgal.
Y estos son los reyes de la tierra que Josué y los hijos de Israel hirieron á esta parte del Jordán, desde Baal-gad en el valle del Líbano hasta el valle del monte de Seir, que Josué dió conforme á las tribus de Israel, conforme á las tribus de Israel;
Mas los hijos de Israel no trajeron á Gessuri, ni á Mahathitas; mas el Gessumo y el Maachâz entre los Israelitas habitas entre los Israelitas hasta hoy.
Ahora pues, he aquí que Jehová me ha guardado vida, como él dijo: estos cuarenta y cinco años, desde que Jehová habló á Moisés, estando en el desierto; y ahora he aquí, yo soy hoy ochenta años.
Hasor, Hadadh, y Cerim, y Hesrón, la cual es Hasor,
Maón, Carmelo, Ziph, y Juzim,
Mas los hijos de Manasés no pudieron echar á los moradores de las ciudades; mas el Cananeo habita en aquella tierra.
Y Chephphnai, Ophni, Ophni; doce ciudades con sus aldeas.
Y Aod, y Amad, y Miloel; y Michêal Carmelo, y á Silith, Silith;
Y si el pariente del muerto, después de él no librarán al homicida, porque hirió á su mano, porque hirió á su prójimo, y no le aborreció.
Todas las ciudades de ellos fueron diez con sus ejidos por las familias de los hijos de Coath que habían quedado.
Y los hijos de Israel oyeron: He aquí los hijos de Rubén y los hijos de Gad y la media tribu de Manasés, edificaron altar sobre la tierra de Canaán, en las cintas del Jordán, á los hijos de Israel.
Que no llegaréis entre estas gentes, que quedáis entre vosotros; ni hagáis redición de sus dioses, ni les sirváis por ellos, ni les sirváis, ni les sirvéis á ellos:
Y el pueblo dijo á Josué: No; antes serviremos á Jehová.
Y Judá tomó á Gaza con su término, y á Ascalón con su término, y Ecrón con su término.
Y dejando á Jehová Dios de sus padres, que los sacó de la tierra de Egipto, y siguieron á dioses ajenos, los dioses de los dioses de los pueblos que estaban en derredor, y se inclinaron á Jehová.
Mas él se volvió de los convidados que estaban en Gilgal, y dijo: Yo he hecho un secreto, oh rey: el cual dijo: Cómate. Y todo lo que estaba junto á él de él.
Y Jael salió á recibir á Sísara, y díjole: Volveos en mi señor, y no temed. Y cuando él se volvió á ella en la tienda, cubriólo con un manto de manto.
Bendito Jael mujer de Heber, la mujer de Heber Cineo, será bendito de las mujeres en la tienda.
Y Jehová le dijo: Paz sea á ti; no temas: no morirás.
Y como Gedeón fué, he aquí un hombre que había hecho un sueño á su compañero, dijo: He aquí que yo soñí un sueño, y he aquí un sueño de cebada en el campo de Madián, y vino á una tienda, é hirió á una tienda, y la escondió.
Y él dijo á Zeba y á Zalmunna: ¿Qué ley de hombres que matasteis á Tabor? Y ellos respondieron: Como tú eres, cada uno de los hijos del rey.
Y la vid les dijo: ¿No tengo de dejar mi vino, el cual Dios y el hombre, y ve á ser probados sobre los árboles?
Y tomó el pueblo, y repartiólos en tres compañeros, y pusieron en el campo, y miró, y he aquí que el pueblo había salido de la ciudad; y él se levantó contra ellos, é hiriólos.
Y quitaron á los dioses ajenos de entre ellos, y sirvieron á Jehová: y su alma se entristeza de Israel.
Mas el rey de los hijos de Ammón no escuchó á las palabras de Jephté que le envió.
Y el ángel de Jehová apareció á la mujer, y díjole: He aquí que tú eres estéril, y no dejarás; mas tú dices, y parirás un hijo.
Y después de tiempo se volvió á tomar, y se volvió á ver el cuerpo del león: y he aquí un brazo de miel y miel en el cuerpo del león.
Y fué en gran manera, y llamó á Jehová, y dijo: Tú has dado esta gran libertad en la mano de tu siervo; y ahora moriréis en mano de los incircuncisos, y caiga en mano de los incircuncisos?
Y Samsón llamó á Jehová, y dijo: Oh Señor Jehová, te acordadme de mí, y sálvame ahora, oh Dios, para que yo sea consumación de los Filisteos á mis ojos.
Y respondió los cinco hombres que habían ido á reconocer la tierra de Lais, y dijeron á sus hermanos: ¿Sabéis que hay en estas casas, y escultura, y imagen de fundición, y de fundición, ¿qué pues habéis considerado?
Y él dijo á su criado: Ven, y llegaremos á uno de estos lugares, en Gabaa, en Gabaa, en Gabaa, ó en Rama.
Ahora pues, líbranos los hombres, los hijos de Belial, los cuales están en Gabaa, y quitaremos mal de Israel. Mas los hijos de Benjamín no quisieron oir la voz de los hijos de Israel.
Y vestimentaron los Bendiamitas en derredor, y echáronlos, y derribáronlos con Gabaa hacia Gabaa, hacia el nacimiento de Gabaa.
En aquellos días no había rey en Israel; cada uno hizo lo recto en su opinión.
Y Booz dijo á Ruth: ¿No oyes, hija mía? ¿no sales en otro campo, ni entres de aquí por mis criadas:
Y él dijo: Saca el velo que te has sobre ti, y la fortaleza. Y cuando la hubiese hecho, midió seis medidas de cebada, y púsola á la ciudad.
Mas á Hanna dió por digna; porque él amó á Hanna: mas Jehová había cerrado su matriz.
Jehová al pobre, y el rico hace el rico; el que hace, y alza.
Y el niño Samuel servía á Jehová delante de Eli. Y la palabra de Jehová era preciosa en aquellos días, no quedó visión.
Y los Filisteos pelearon, y Israel se habían herido, y huyeron cada uno á su tienda: y había un gran matanza de Israel treinta mil hombres.
¿Por qué pues hacéis mal, como los Egipcios, como los Egipcios y endurecieron su corazón? Cuando él había hecho maravillosamente entre ellos, y no se apartó?
Y juzgó Samuel á todo el tiempo de su vida.
Y él le dijo: He aquí ahora hay en esta ciudad un hombre de Dios, y él es poderoso; todos los que él dice: Vamos aquí, dejaremos allá, para que hagamos ir á nuestro camino.
Y aconteció que, como él se volvió á ir de Samuel, Dios le dió otro corazón: y todas las señales llegaron al día.
Y el pueblo dijo á Samuel: ¿Quién es el que dijo á Saúl: ¿Hemos de reinar sobre nosotros los hombres, para que los pusiesen á muerte.
Saúl le escogió tres mil hombres de Israel, de los cuales dos mil en Michmas y en el monte de Beth-el, y mil con Jonathán en Gabaa de Benjamín: y el resto del pueblo envió á cada uno á su tienda.
Si dijeren así á nosotros, nos casen hasta que venga á vosotros, nos quedaremos en nuestro lugar, y no subiremos á ellos.
Porque como Jehová vive, que se ha matado á Israel, aunque en Jonathán mi hijo, morirá. Mas no hubo hombre entre todo el pueblo que le respondió.
Y Samuel dijo: Cuando hubieres poco en tus ojos, no hiciste la cabeza de las tribus de Israel, y Jehová te ungió rey sobre Israel.
Y envió á él, y trájole. Y él estaba udududando, y de hermoso, y que mirase. Y Jehová dijo: Levántate, porque este es.
Y Saúl, y todos los hombres de Israel, en el valle de Ela, en el valle de Ela, con los Filisteos.
Y puso David su mano en su albag, y tomó una piedra, y hirió al Filisteo, y hirió al Filisteo en su frente, y cayó el Filisteo en su frente, y cayó sobre la tierra.
Y Saúl dijo: Yo le daré por lazo, para que sea lazo, y que la mano de los Filisteos sea contra él. Y Saúl dijo á David: De esta manera serás hoy en mi ley.
Y como fué dado aviso á Saúl, envió mensajeros, y profetizaban. Y envió Saúl mensajeros al tercer tiempo, y profetizaban.
Y aconteció el día siguiente, que era el segundo día del mes, el lugar de David: y Saúl dijo á Jonathán su hijo: ¿Por qué no viene á comer el hijo de Isaí, ni á comer?
¿Tengo yo lomo de los hombres, que trajisteis este hombre á mi presencia? ¿vendrá á mi casa? ¿á éste en mi casa?
Y fué dado aviso á Saúl que David había venido á Keila. Y Saúl dijo: Dios lo entregó en mi mano, porque él está cerrada en la entrada, y cercó.
Y David dijo á Saúl: ¿Por qué has oído las palabras de los hombres, diciendo: He aquí tu mal?
Ahora pues, pues, conoce lo que has de hacer; porque el mal ha determinado contra nuestro señor, y contra toda su familia: porque es hombre de Belial, que no puede hablar.
Y Saúl asentó en el collado del collado, que está delante de Jespión, por el camino. Mas David estaba en el desierto, y vió que Saúl en el desierto.
Y David y sus suyos subieron, y los Gineos, y los Heveos, y los Amalecitas, y los Amalecitas; porque las gentes eran de los moradores de la tierra de Egipto, como tú á Shur, á la tierra de Egipto.
Y juntáronse los Filisteos todos sus escuadrones á Aphec, y los Israelitas asentaron campo en Jezreel.
Y tomó David David todos los rebaños y vacas, los cuales echaron delante de aquellos ganados, y dijeron: Esta es la presa de David.
Y el mozo le dijo: Como yo he hablado por yerro en el monte de Gilboa, he aquí Saúl rebuscó sobre su lanza, y he aquí carros de á caballo.
E hízolo rey sobre Galaad, y sobre Asuscita, y sobre Jezreel, y sobre Ephraim, y sobre todo Israel, y sobre todo Israel.
Y Saúl tuvo concubina, que se llamaba Rispa, hija de Aa: y Is-boseth dijo á Abner: ¿Por qué has entrado á la concubina de mi padre?
Porque todo el pueblo y todo Israel entendió aquel día que no era de matar á Abner hijo de Ner.
Y Elisama, Elisama, y Eliphet.
Y David dijo á Michâl: Ha delante de Jehová, que me escogió delante de tu padre, y delante de toda su casa, para que me pusiese sobre el pueblo de Jehová, delante de Jehová.
Ahora pues, Señor Jehová, tú, tú eres Dios, y tus palabras verdaderas, y tú has dicho á tu siervo:
Y Siba dijo al rey: Conforme á todo lo que mi señor el rey ha mandado á su siervo, así hará tu siervo Mephi-boseth. Y él respondió el rey, como uno de los hijos del rey.
Y durmió Uría á la puerta de la casa del rey con todos los siervos de su señor, y no descendió á su casa.
Porque tú lo has hecho; mas haré esto delante de todo Israel, y delante del sol.
Y después que los había traído á comer, tomó de ella, y díjole: Ven conmigo, y mi hermana.
Y envió Joab á Tecoa, y tomándola mujer, y dijo á ella: Yo te ruego, te ruego que te constriñase un luto, y no te ungirás con aceite, y no te unció como mujer.
Y Absalom respondió: He aquí yo te envié á ti, diciendo: Ven acá, para que yo te envío al rey, para decir: ¿Por qué he venido de Gessur? Ahora pues, que me ha sido bien; y si hay en pos de mí.
Así pues, Sadoc y Abiathar llevó el arca de Dios á Jerusalem; y ellos se pararon allí.
Y extendían á Absalom una tienda sobre la cumbre de la casa, y Absalom entró á las concubinas de su padre, á todos los ojos de Israel.
Y miel, y manteca, ovejas, y vacas, para David, y para el pueblo que con él estaba, para comer; porque dijeron: El pueblo es hambrado, y cansado en el desierto.
Y el rey le dijo: Vuelve, y ponte aquí. Y él se apartó, y paróse.
Y él se ha pagado á tu siervo mi señor el rey, mas mi señor el rey es como ángel de Dios: haced lo que es bueno en tus ojos.
Y pasando por todas las tribus de Israel á Abel, y á Beth-mamaâ, y á todos los Baeritas; y ellos se juntaron, y también se juntaron á él.
Y otra vez fué tornada la batalla en Gob, con los Filisteos, en la cual hirió á Jagim, á Beth-semita, hermano de Goliath, el bordón de cuya lanza era como un palo de la lanza.
Con todo limpio te mostrarás limpio, y con las ranranas te mostrarás.
Mas los hijos de Belial será todos de ellos como espinas espinas, porque no pueden quitar con mano;
Iphnías hijo de Nathán, Bani, Bani,
Y sus siervos le dijeron: Sea buscarse por mi señor el rey un mozo: y ponga delante del rey, y estén delante del rey, y deje en tu seno, para que mi señor el rey.
Y dijo el rey David: Cóme á Sadoc sacerdote, y Nathán profeta, y Benaía hijo de Joiada. Y ellos vinieron delante del rey.
Ahora, pues, no lo toques; porque tú eres hombre sabio, y lo sabes, y lo que has de hacer; mas su cabeza derribarás al sepulcro con sangre.
Y aconteció al cabo de tres años, que los dos de los siervos de Maachâ á Achîs hijo de Gath, rey de Gath. Y ellos dijeron: He aquí tus siervos sean en Gath.
Entonces el rey dijo: El hijo mío, este es mi hijo que vive, y tu hijo es muerto: y el otro, dice: No es tu hijo, y mi hijo es viviente.
Y Judá y Judá habitó en seguridad, cada uno debajo de su vid y debajo de su higuera, desde Dan hasta Beer-seba, todos los días de Salomón.
Y el pórtico del templo de la casa, de veinte codos su longitud, conforme á la anchura de la casa, y de diez codos su anchura delante de la casa.
Hizo también por la puerta de los postes del templo de la oliva, parte del muro de la pared.
Y estaba sobre doce bueyes, tres ojos al norte, y tres al occidente, y tres al occidente, y tres al mediodía, y tres al oriente, y el mar estaba sentado sobre ellos, y todas sus partes al occidente.
Y trajeron el arca de Jehová, y el tabernáculo del testimonio, y todos los vasos que estaban en el tabernáculo, los sacerdotes y los Levitas que estaban en el tabernáculo, los sacerdotes y los Levitas.
Tú oirás en los cielos, y perdonarás el pecado de tu pueblo Israel, y los traerá á la tierra que diste á sus padres.
El mismo día hizo el rey el medio de la mitad del atrio que estaba delante de la casa de Jehová; porque ofreció holocaustos, y presente, y el sebo de las paces: porque el altar de bronce que estaba delante de Jehová, y el presente, y el sebo de las paces, y el presente.
Y vinieron á Ophir, y tomaron de oro, cuatrocientos y veinte talentos, y trajéronla al rey Salomón.
Mas el rey Salomón amó á muchos extrañas, con la hija de Faraón, mujeres de Moabitas, Ammonitas, Ethías, Sidonios, Sidonios, Hetheos;
Y dijo á Jeroboam: Toma diez piezas; porque así ha dicho Jehová, Dios de Israel: He aquí, yo haré consumación el reino de la mano de Salomón, y te daré diez tribus:
Y envió el rey Roboam á Adoram, el cual era de tributo; y todo Israel le apedrearon con piedras, y murió. Por tanto Roboam rey á su carro, para huir á Jerusalem.
Y él le dijo: Ven á casa, y comed pan.
El que muere de Jeroboam en la ciudad, los perros comerán; y el que muere en el campo, las aves del cielo comerán; porque Jehová ha hablado.
Y reinó cuarenta y un años en Jerusalem. Y el nombre de su madre fué Maachâ, hija de Abira.
Y durmió Baasa con sus padres, y fué sepultado en Thirsa; y reinó en su lugar Ela su hijo.
Y FUÉ palabra de Jehová á él, diciendo:
Y él respondió: Yo soy; ve, di á tu señor: He aquí tu señor Elías.
Y el fuego de Jehová cayó, y consumió el holocausto, y las piedras, y las piedras, y el polvo, y se arrancó las aguas que estaba en el arca.
Y Ben-adad el rey de Siria juntó todo su ejército, y treinta reyes con él, y caballos, y carros, y carros; y subióse á Samaria, y peleó contra ella.
Y sus siervos le dijeron: He aquí, ahora hemos oído que los reyes de la casa de Israel son los reyes de Israel: Ruégote que pongamos saco sobre nuestros lomos, y azotes sobre nuestras cabezas, y saldremos al rey de Israel.
Levántate, desciende á encontrar á Achâb rey de Israel, que está en Samaria: he aquí que él está en la viña de Naboth, á la cual él ha descendido.
Y él dijo: Oid la palabra de Jehová: Yo soy Jehová sentado en su trono, y todo el ejército del cielo que estaba junto á él en su mano derecha y en su izquierda.
Y dijo Ochôzías hijo de Achâb á Josaphat: Vase mis siervos con tus siervos en navíos. Mas Josaphat no quiso. Mas Josaphat no quiso.
Y tomó Elías su manto, y envolvió á juntar las aguas, é hirió las aguas, y partieron allá, y así fueron dos en seco.
Y Eliseo dijo al rey de Israel: ¿Qué tengo de hacer contigo? vuélvete á los profetas de tu padre, y á los profetas de tu madre. Y el rey de Israel le dijo: No; porque Jehová los ha llamado estos tres reyes en mano de Moab.
Y él dijo: Un tiempo Abdías, conforme á la hora de la vida, abrazarás un hijo. Y ella dijo: No te engañe á tu sierva.
Y los Siros habían salido por compañías, y sacaron cautivos de la tierra de Israel, y esperaron á la mujer de Naamán.
Mas como uno era compañeros, la cabeza cayó en la cabeza: y él clamaba, y dijo: ¡Ah! ¡Ay, señor, señor mío! porque era perdido.
Entonces el señor que respondió en su mano el rey, respondió al varón de Dios, y dijo: He aquí, si Jehová hiciere ventanas ventanas en los cielos, ¿no te comeres? Y él respondió: He aquí no comerás con tus ojos.
Y dijo Hazael: ¿Por qué pesará mi señor? Y él respondió: Porque yo sé el mal que hagas á los hijos de Israel: tú harás fuego y sus mancebos, y tú matarás á cuchillo, y matarás á sus hijos, y matarás á sus mujeres.
Entonces se apresuraron, y tomaron cada uno á su vestido, y púsola debajo de las gradas, y clamaron bocinas, diciendo: Jehú es Jehú.
Entonces escribió una carta en el segundo tiempo, diciendo: Si me oyereis, y si oyereis á mi voz, tomaréis las cabezas de los hombres de vuestros hombres, y viniéronse á Jezreel por los hijos del rey. Ahora pues, con los hijos del rey, con los setenta hombres de la ciudad, con los setenta hombres de la ciudad.
Y el tiempo que reinó Jehú sobre Israel en Samaria veintiocho años.
Mas el sacerdote Joiada tomó, y traía una hoja en el hacha de ella, y púsola junto al altar, al altar, como una á la casa de Jehová: y los sacerdotes que guardaban en ella toda la casa de Jehová.
Y él respondió: Toma las saetas. Y tomólos. Y él les dijo al rey de Israel: Simi, en tierra. Y él hirió, y cesó.
EN el año quince años de Amasías hijo de Joas rey de Judá, hijo de Joas rey de Israel, comenzó á reinar en Samaria, y reinó cuarenta años.
E hizo lo malo en ojos de Jehová: no se apartó de los pecados de Jeroboam hijo de Nabat, el cual hizo pecar á Israel.
Así hizo Urías el sacerdote Urías, conforme á todo lo que mandó el rey Achâz.
Por lo cual hablaron al rey de Asiria, diciendo: Las gentes que te has olvidado, y pusieron en las ciudades de Samaria, no saben las ciudades de la tierra: por tanto envió entre ellos leones, y he aquí, por cuanto no saben la ley del Dios de la tierra.
Y Ezechîas le dió toda la plata que se halló en la casa de Jehová, y en los tesoros de la casa del rey.
Entonces Rabsaces volvió á Rabsaces, y halló el rey de Asiria contra Libna; porque él había oído que se había de Lachîs.
En aquellos días Ezechîas estaba enfermo á la muerte. Y el profeta Isaías hijo de Amoz vino á él, y díjole: Así ha dicho Jehová: Levántate, porque tú morirás, y no vivirás.
Y Jehová habló á sus siervos los profetas, diciendo:
Y el sacerdote Hilcías, y Ahicam, y á Achôr, y á Asaías, fué á Hulda, mujer de Sallum, mujer de Harama, hijo de Harama, en Jerusalem, hijo de Harbanbandera, en Jerusalem; y ella hablaron en Jerusalem.
Y los que obran á los espíritus, y á las imágenes, y á las imágenes, y á los ídolos, y á todas las abominaciones que estaban en la tierra de Judá y en Jerusalem, para hacerse el sacerdote en la casa de Jehová que estaba escrito en el libro.
E hizo el rey de Babilonia á Mathanías, hermano de su padre en su lugar, y mudó su nombre á Sedechîas.
Y aconteció en el año trece de la cautividad de Joachîn rey de Joachîn rey de Judá, en el mes duodécimo, á los siete días del mes, que en el año de Edach rey de Babilonia, en el año de la cárcel comenzó á reinar Joachîn rey de Babilonia.
Abram, éste es Abraham.
Los hijos de Judá: Er, Onán, y Sela, los cuales fueron nacidos de la hija de Sarón, el primogénito de Ea. Y Er el primogénito de Judá, fué mal en ojos de Jehová, y matólo.
Y los hijos de Jonathán: Peleth, y Zaza. Estos fueron los hijos de Jerameel.
Y Elisama, Elisama, y Eliphelet.
Y Meoai engendró á Ophra: y Seraías engendró á Joab, padre de Casón, padre de Casai; porque eran pescadores.
Y los hijos de Rubén el primogénito de Israel, (porque él era el primogénito; mas si contaminaba á la cama de su padre, fué dada á los hijos de José, y á los hijos de Israel: y no es contada conforme al derecho.
Y Abisua engendró á Buci, y Buci engendró á Uzzi;
Hijo de Suph, hijo de Elcana, hijo de Maka, hijo de Amasai,
Y dieron por suerte de la tribu de los hijos de Judá, y de la tribu de los hijos de Simeón, y de la tribu de los hijos de Benjamín, los cuales son llamados por sus nombres.
Los hijos de Manasés: Asriel, los cuales parió á su concubina; mas su concubina parió á Mamir, padre de Galaad.
Y Abia, y Naamán, y Aholah,
Y el hijo de Jonathán fué Merib-baal; y Meribaal engendró á Michâ.
En cuatro cabos porteros, hacia el oriente, hacia el oriente, el mediodía, y el mediodía.
Y pusieron sus armas en la casa de sus dioses, y ayunaron su cabeza en el templo de Dagón.
Y fueron los hombres de los ejércitos, Asael hermano de Joab, Elhanhanán hijo de Dodo de Beth-lehem,
Esdras el primero, Obadías el segundo, Eliab el tercer, Eliab,
Y estaban allí con David tres días, comiendo y bebiendo; porque sus hermanos les habían preparado.
Y será, cuando oyeres un sonido de la subida, entonces saldrás á la batalla, que saldrás á la batalla; porque Dios ha salido delante de ti al campo de los Filisteos.
Así hizo todo Israel el arca del pacto de Jehová con júbilo, y con sonido de la bocina, y con trompetas, con trompetas, y con címbalos, y con címbalos.
Dad á Jehová la gloria á su nombre: traed ofrenda, y venid delante de él: adorad á Jehová en la hermosura de la santidad.
Y el rey David vino, y sentóse delante de Jehová, y dijo: ¿Quién, oh Jehová, Dios, que me has traído?
Y David respondió: Yo haré misericordia con Hanún hijo de Naas, por cuanto su padre me mostró á consolar. Y envió David mensajeros á consolar á su padre. Y los siervos de los hijos de Ammón en la tierra de los hijos de Ammón, para consolarle.
Y Joab dió el número de la gente del pueblo á David. Y todos ellos mil hombres que sacaban espada y cien mil hombres que sacaban espada; y Judá fué ciento setenta mil hombres que sacaban espada.
Y David dijo: Salomón mi hijo es mancebo, y la casa que es edificada para Jehová, de gloria y de gloria, de gloria y de gloria en todas las tierras: por tanto, he preparado preparar á David su muerte. Así ha preparado mucho tiempo delante de su muerte.
De los hijos de Gersón, Sebuel fué el principal.
La décima á Bilga, la décima, la décima;
El sexto á Busco, con sus hijos y sus hermanos, doce;
De estos fueron las visiones de los porteros, entre los principales de los principales, entre los unos á los otros, los unos á los otros, para ministrar en la casa de Jehová.
El séptimo capitán para el mes era Heleles el Pelonita, de los hijos de Ephraim: y en su división veinte y cuatro mil.
Y él me dijo: Salomón tu hijo, edificará mi casa y mis azotes; porque yo le elegí á mi hijo, y yo seré su padre.
Porque nosotros somos extranjeros delante de ti, y peregrinos, como todos nuestros padres: nuestros días son como sombra, y no hay quien la sombra, y no hay quien se agrada.
E hizo el rey plata y oro en Jerusalem como piedras de piedras, y de cedro hizo como los maderales que están en la abundancia de los que están en abundancia.
Y en la casa santísimo hizo dos querubines de la estatua, y cubriólos de oro.
Todas las cosas que Salomón hizo la obra de la casa de Jehová, fué acabada; y Salomón en todo lo que David su padre había dedicado, plata y oro, y todo el oro, puso entre los tesoros de la casa de Dios.
Ahora pues, oh Jehová, Dios de Israel, sea tu palabra que has hablado á tu siervo David.
Y ofreció el rey Salomón á veinte y dos mil bueyes, y ciento veinte mil ovejas: así el rey y todo el pueblo dedicó á la casa de Dios.
Aun en cada día, ofrenda de cada día, conforme al mandamiento de Moisés, en los sábados, y en las nuevas nuevas, y en las solemnidades, tres veces en el año de los ázimos, en la fiesta de los ázimos, y en la solemnidad de las cabañas.
Y Salomón tuvo mil caballos para caballos y carros, y doce mil carros, y doce mil de á caballo, y con el rey en las ciudades de Jerusalem.
Y estuvo Roboam en Jerusalem, y edificó ciudades por refugio.
Y él se humilló, la ira de Jehová se volvió de él, que no le destruirá; y también en Judá y en Judá.
Y mandó á Judá á Jehová el Dios de sus padres, y para hacer la ley y el mandamiento.
Y no hubo guerra en el año cinco y cinco de Asa, en el año del reinado de Asa.
Y después de él fué Amasías hijo de Zichri, el cual se ofreció á Jehová, y con él doscientos mil hombres valientes.
Y dijo Michêas: Si te tornares en paz, no Jehová por mí. Y él respondió: Oid, pueblo.
Oh Dios nuestro, ¿no los juzgarás? porque no tenemos contra este grande compañía, ni sabemos que contra nosotros, ni sabemos lo que ha de hacer: mas nuestros ojos están sobre ti.
Y fué Jacam de treinta y dos años cuando comenzó á reinar, y reinó en Jerusalem.
Y toda la congregación hizo pacto con el rey en la casa de Dios. Y él les dijo: He aquí, hijo del rey, como Jehová ha dicho, como Jehová ha dicho de los hijos de David.
Y el rey Joiada y Joiada lo dió á los que hacían la obra del servicio de la casa de Jehová, y alquilan carios y carcarcarpios para reparar la casa de Jehová, y asimismo hierro y metal á la casa de Jehová.
Por tanto el furor de Jehová se encendió contra Amasías, y envió á él profeta, que le dijo: ¿Por qué has buscado á dioses de los pueblos de tu mano, que no pudieron librar de tu mano?
Y FUÉ Azarías el sacerdote en pos de él, y con él ochenta sacerdotes de Jehová, que eran hombres valientes:
Y los hombres que se levantaron por nombre, se levantaron, y tomaron los cautivos, y tomaron los despojos, y todos los que habían desnudo desnudo, y los echaron, y dióles á beber, y los trajeron, y los ungieron, y tomaron á todas las asnas de la ciudad, y volviéronse á Jericó.
Y entraron en el rey Ezechîas, y dijeron: Hemos limpiado toda la casa de Jehová, y el altar del holocausto, con todos sus vasos, y con toda la mesa, con todos sus vasos.
También en Judá la mano de Dios les era dar un corazón para hacer el mandamiento del rey y de los príncipes, por palabra de Jehová.
Y después de él, Edén, y Mamamín, y Jesuá, Amarías, en las ciudades de los sacerdotes, en las ciudades de los sacerdotes, para dar á sus hermanos, como el bien;
En aquellos días Ezechîas estaba enfermo á la muerte, y oraba á Jehová: y él le habló, y él le dió señal.
Amón era Amón cuando comenzó á reinar, y reinó dos años en Jerusalem.
Porque tu corazón se airó, y te humillaste delante de Dios, cuando oyeres sus palabras contra este lugar, y contra sus moradores, y delante de mí te oíste, y lloraste tus vestidos, y lloraste delante de mí, dice Jehová.
Y sus siervos le tomaron de carro, y púsole en el segundo carro que había; y trajéronlo á Jerusalem, y murió, y fué sepultado en uno de los sepulcros de sus padres. Y todo Judá y todo Judá lloraba á Josías.
Y cualquiera que quedare en cualquier lugar donde morare, con su lugar de su lugar, y con oro, y con hacienda, y con bestias, y con bestias, además de la casa de Dios que está en Jerusalem.
Los varones de Anathoth, ciento veinte y ocho;
Los hijos de Barka, los hijos de Sísara, los hijos de Thama,
Y el pueblo no pudo reconocer la voz del júbilo de júbilo de júbilo, de voz del pueblo: porque el pueblo se alzaba con gran júbilo, y el estruendo de lejos.
La cola de la carta que estaba á Tatnai, gobernador de esta parte, y Sethar-bozi, y sus compañeros, los cuales estaban de esta parte del río, los cuales enviaron á Daritas al río:
Y los hijos de la transmigración en el día catorce del mes primero.
Bendito sea Jehová el Dios de nuestros padres, que ha puesto esta cosa en el corazón del rey, para hacer la casa de Jehová la casa de Jehová, que está en Jerusalem;
Velad, y guardaos, hasta que los reconozcáis delante de los príncipes de los sacerdotes y Levitas, príncipes de las familias de Israel, en Jerusalem, en las cámaras de la casa de Jehová.
Y cualquiera que no quería venir dentro de tres días, según el consejo de los príncipes y los ancianos, toda su hacienda, y se apartó de la congregación de los que habían sido trasportados.
Y Bani, y Binnui,
Y salió de noche por la puerta de la puerta del valle, delante del pozo, y el estiércol, y el estiércol de Jerusalem, que derribaron sus puertas, y sus puertas fueron consumidos á fuego.
Después de él restauró Benjamín y Hasasub sobre su casa. Después de él restauró Azarías hijo de Maasías, hijo de Ananías, por su casa.
Y trabajamos en la obra; y la mitad de ellos callaron de la mañana hasta la mañana.
Porque todos nos asombraron, diciendo: Sus manos se oscurecerán de obra, que no sea hecho. Ahora pues, Dios, fortificó mis manos.
Los hijos de Adin, seiscientos cincuenta y cinco;
Los hijos de Reaías, los hijos de Rezín, los hijos de Necoda,
Jesuá, y Bani, y Serebías, Jamín, Accub, Silonib, Othai, Maasías, Maasías, Czabad, Zachârías, Prrrramita, Pelemi, y el pueblo estaba en su lugar.
Y tú en tus misericordias no las hables en el desierto; el columna de la nube no se apartó de ellos de día, para llevarlos en el camino; ni la columna de fuego para mostrarlos, para mostrar la luz, para mostrarlos, y para que entrasen.
María, Rehob, Hasabías,
Y el pueblo bendijo á todos los hombres, que se ofrecieron de habitar en Jerusalem.
Y en Anathoth, Noé, Ananías,
Estos fueron en los días de Joiacim hijo de Jesuá, hijo de Josadec, y en los días de Nehemías, el sacerdote de Esdras, escriba.
Entonces mandé, y limpié las cámaras; y llevé los vasos de la casa de Dios, con el presente y el incienso.
Y el rey bebe conforme á la ley; no mandó el rey; porque así había ordenado á todos los oficiales de su casa, para que hagan conforme á todo hombre.
Y FUÉ Esther al rey Assuero á su casa real en el mes décimo, que es el mes de Tebeth, en el séptimo año de su reinado.
Y él le dió la ropa de la escritura de la escritura que estaba en Susán, para destruir á Esther, y declararlo á Esther, y declarólas al rey, para hacer ir al rey, para hacerle delante de su pueblo, para hacerlo delante de él.
Y Amán respondió al rey: Por el hombre al cual el rey mi honra,
La colores de la escritura de la escritura en cada provincia en cada provincia, y todos los Judíos, para que sean apercibidos en aquel día para vender sus enemigos.
Por tanto, llamaban días después de Pur el nombre de Pur. Por lo cual todas las palabras de esta carta, y de las cosas que habían visto, y los que habían visto,
Y dijo: Volvidado de la madre de mi madre, y desnudaré allá, y tornaré allá: Jehová ha dado, y ha bendecido el nombre de Jehová.
O que como la planta no había sido desvanecido; como los gigantes no vieron luz.
Ellos destruyeron de la tarde hasta la tarde; porque no se entienden para siempre.
¡Quién me faltó el dolor, y mi calamidad, y mi calamidad en balanza!
Como el siervo frenumnia la sombra, y como el pago de su obra:
¿Han crecer crecer fuera de mirar? ¿puede el lagar sin aguas?
Si yo hablo de fortaleza, he aquí él es fuerte; y si de juicio me pusiere, ¿quién me pusiere tiempo?
Si yo pecare, entonces yo mismo, tú, y no me echarás de mi iniquidad.
No dudáis el pueblo, y la sabiduría morirá con vosotros.
¿Habéis pensar iniquidad para Dios? ¿y engañadores por él?
Y por la nieve de agua la harán, y sacará como planta planta.
Te mostraré, oid; y lo que he visto, y lo que he visto;
Yo estaba en lugar, mas me quebrantó debajo de mí; y también me ha tomado por pedazos, y me pusiese por señal, y me levantóme por su señal.
El se airará en su furor, y la tierra se desamparará, y la roca será quitada de su lugar?
Sus hermanos se alejó de mí, y mis conocidos son de mí.
Y su vianda en sus entrañas, es vuelto de dentro dentro de él.
¿Qué es el Todopoderoso, para que le sirvamos? ¿y qué provecho, si le rogamos?
O las tinieblas no puedes ver; y la abundancia de aguas te cubrirás.
Mi pie calló, y guardé sus pasos, y no me incliné.
Estan levantados por un poco, mas fueron traídos, y fueron presos; serán quitados del camino como todos, y cortados como los pechos de los espigas de las espigas de los espigas.
¿Hará Dios su clamor cuando viniere sobre él angustia?
No se puede ser apreciado con el oro de Ophir, con los preciosos, ni el zafiro.
Y dije: Yo moriré en mi nido, y multiplicaré mis días como la arena.
Porque yo sé que me traigas á muerte, y á la casa señalado por todo viviente.
Entonces caiga mi brazo de mi hombro, y mi brazo sea quebrantado de la una espaldilla.
Y yo os he venido á vosotros, y he aquí que no había de vosotros concierto Job, ni respondí sus palabras;
Y su vida al pan, y á su alma, y á su alma.
¿Hará el que aborrece á los oficiales? ¿y tú condenarás al que es justo?
Mas ninguno dice: ¿Dónde está Dios mi Hacedor, que da en la noche;
Cualquiera que la vela, para que la vee de lejos.
La sedición del aquilón es de la majestad: con Dios terrible.
¿Ha la lluvia al padre? ¿y quién ha engendrado los terrados de rocío?
Al Músico principal: Salmo de David.
¿Tomarás tú con alaridad? ¿y su lengua con cordera? ¿y su lengua con cordón que descenderás?
El hace el abismo, semejante á la mar: él hace como la mar de ungüento.
El que se sentado en los cielos, se musará: el Señor los tendrá en la remisión.
Los que hablarás á los que hablan; Jehová abominará con engaño y engañoso.
He aquí que él domina con iniquidad, y concibió la maldad, y sacó la mentira.
Porque el necesitado no será olvidado: la esperanza de los pobres no perecerá para siempre.
Jehová cortará todos los labios, y la lengua que habla, y la lengua soberbias:
bendeciré á Jehová, que me ha dado consejo; mis riñones me enseñaron en la noche.
El hizo las tinieblas, su lugar en derredor, en derredor de él había oscurecido las aguas y nubes de nubes.
Y ellos clamaron, y no los salvaron; y él les respondió: No les respondió.
Está en carros en caballos, y algunos en caballos: mas nos acordaremos del nombre de Jehová nuestro Dios.
Mi fortaleza se secó mi fortaleza, y mi lengua detuvo á mis leyes; y tú me has traído al polvo de muerte.
¿Quién es el Rey de gloria? Jehová fuerte y fuerte, Jehová en batalla.
Yo lataré mis manos en contiendas: así rodearé tu altar, oh Jehová.
Dad á Jehová, oh poderoso, oid á Jehová, la gloria y la fortaleza.
Y no me cerraste en mano del enemigo; pusiste mis pies en lugar de anchura.
Cantad á él un cántico; en alta voz con gran estruendo.
Venid, hijos, oid á mí: yo os enseñaré el temor de Jehová.
No los que son mis enemigos mis enemigos, se alegren de mí; ni vayan con el ojo que me aborrecen, sin causa.
Porque los malignos serán cortados; mas los que esperan en Jehová, heredarán la tierra.
Mas la salud de los justos es de Jehová: él es su fortaleza en el tiempo de angustia.
Ahora pues, Señor, ¿qué tengo de esperar? mi esperanza está en ti.
Todos los que me aborrecen contra mí: contra mí piensan; contra mí piensan mi mal.
Al Músico principal: en Dios todo el día, y alabamos á todo el día en el siglo. (Selah.)
Y la hija de Tiro será con presente; y el rico entre los pueblos aposarán tu gracia.
Vinieron, y se maravillaron; fueron turbados, y se apresuraron.
Jehová Dios, el fuerte, Jehová ha hablado, y llamó la tierra desde el sol hasta el sol.
Hazme oir gozo y alegría; para que los huesos que te alegraste.
He aquí Dios es mi ayudador; el Señor es con los que tienen mi alma.
En Dios alabaré su palabra, en Dios esperaré mi palabra; no temeré lo que me haga carne.
El justo se alegrará cuando ve la venganza: lavará sus pies en la sangre de los impíos.
Por lo cual Dios haremos en él; porque él es el que hollare nuestros enemigos.
caerán á cuchillo: serán por la espada.
Volvió la mar en seseco: fueron por el torrente de la tierra: allí nos gozamos en él.
Tú, oh Dios, enviaste lluvia, con la cual has confirmado tu heredad, cuando se cansaste.
Los que me aborrecen fuera, son más que los cabellos de mi cabeza: y los que me destruyen, los que mis enemigos se descubrieron, y entonces que no tomé.
El cielo y la tierra le alaben, los mares, y toda cosa que en ella va.
Mis labios te alegrarán en gran manera, y mi alma, que redimiste.
Pusieron su boca contra los cielos, y su lengua en la tierra.
¿Por qué esconderás tu mano, y tu diestra lo arrancarás de tu seno?
En juicio te has oído desde el cielo; temieron la tierra, y cesó,
Para que conozcan la generación que los naciesen, los hijos que son nacidos, los cuales se levantasen y anuncian á sus hijos;
Mas ellos le hicieron pesar con su boca, y con sus lenguas.
E hirió á sus enemigos en las partes, y púsolos por oprobio.
Envió sus ramas á la mar, y á sus ramos al río.
Yo dije: Vosotros sois dioses; y todos vosotros hijos del Altísimo.
Porque mejor es en tus aaatrios más que mil. mejor es la guarda de mi Dios, que morasen en las tiendas de las tiendas de maldad.
Mas tú, Señor, oh Dios, lleno de misericordia, y misericordioso, y en misericordia, y en misericordia.
Yo he hecho pacto con mis escogidos, yo he jurado á David mi siervo,
Mas mi misericordia no quitaré de él, ni permitiré mi verdad.
¿Quién sabe la potencia de tu furor, conforme á tu temor, así es tu ira.
Mas tú, Jehová, tú eres alto para siempre.
Y yo dije: Mi pie salva; tu misericordia, oh Jehová, sálvame.
Jehová reina; alégrese la tierra; alégrese la multitud de las islas.
Haced júbilo á Jehová, toda la tierra.
Esta será escrito en la generación para venir: y el pueblo que se criará Jehová.
Bendecid á Jehová, vosotros sus ángeles, que ponéis sus mandamientos, para que sus mandamientos, escucha la voz de su palabra.
Que amas á ellos los juntarás: tú tus manos son llenos de bien.
Y vino Israel á Egipto, y moró Jacob en la tierra de Ham.
Mas él los salvó por causa de su nombre, para hacer notoria su potencia para ser notoria.
Y derramaron la sangre inocente, la sangre de sus hijos y sus hijas, los cuales sacrificaron á los ídolos de Canaán; y la tierra fué contaminada con sangre.
Envió su palabra, y los sanó, y los entregó de sus asolamientos.
Dios ha hablado en su santidad, me alegraré á Sichêm, y partiré á Sichêm el valle de Succoth.
Mis rodillas son flacos; y mi carne se disminueve de grosura.
Ciertamente no será movido para siempre; el justo será en memoria.
Cántico gradual, oh Israel: su ayuda y su escudo.
Porque su misericordia es con nosotros; y la verdad de Jehová es para siempre. Aleluya.
Bienaventurados los amados en el camino, los que andan en la ley de Jehová.
Converé á á tus testimonios: oh Jehová, no me deshonesto.
Las compañías de los impíos me han robado: mas no olvidí de tu ley.
En este día permanecen tus estatutos; porque todos tus siervos son siervos.
Yo he hecho juicio y justicia: no me dejes mi opresión.
Acerca eres tú, oh Jehová, y todos tus mandamientos son verdad.
¡Ay de mí, que mora en Mesech, que moré en las tiendas de Cedar!
Nuestro alma se ha escapado como ave del lazo de los cavinos: el lazo es destruído, y nosotros somos escapados.
En lo cual no siembra su mano, ni su mano, ni el que da su seno.
Sus enemigos vestiré de vergüenza; mas sobre sí mismo su corona.
Alabad al Señor de los príncipes: porque para siempre es su misericordia.
Acordaos, oh Jehová, los hijos de Edom en el día de Jerusalem; el cual dijo: Resán, el fundamento.
Porque ellos hablan contra ti mal, y tus enemigos tomarán en vano.
Y como mi espíritu fué trastornada dentro de mí, tú reconoces mi senda. En el camino en que anduve, pusiéronme lazo por mí.
Para que sean nuestros bueyes para trabajar; y no haya quien quiebra, ni salva; y no haya quien haya en nuestras plazas.
Jehová abre los ojos de los ciegos: Jehová los menosprecia á los que se inclinan: Jehová ama al justo:
Fre, y granizo; ahora, y renuevo mi palabra, el viento de su palabra:
Porque serán un ornamento de gracia á tu cabeza, y cadenas de tu cuello.
Porque Jehová da la sabiduría: de su boca viene la sabiduría y inteligencia.
Porque la negociación de ella es mejor que la negociación de plata, y su más que oro fino.
Ella daré á tu cabeza de gracia: la corona de gloria te librará.
Y di: ¡Cómo he aborrecido consejo, y menospreciado mi corazón,
El testigo mentiroso que habla mentira, y el que siembra entre hermanos.
Yo con mis pacíficos, hoy he puesto mis votos.
Yo amo á los que me aman; y los que me buscan.
Porque por mí tus días serán multiplicados, y los años de tu vida serán multiplicados.
Como el necio para el necio para hacer mal; mas el hombre de entendimiento tiene sabiduría.
Si bien no fuere en mano, el impío no será castigado; mas la simiente de los justos será entregado.
En el corazón de los que piensan mal; mas á los consejeros de paz.
El hombre bueno es heredad á los hijos de los hijos de los hijos: y el pecador del pecador está puesto por el justo.
El temor de Jehová es una fuente de vida, para irse de los lazos de muerte.
Dales consejo determinaron las maldiciones; mas en la multitud de los consejeros son afirmados.
Mejor es el espíritu de los humildes con los humildes, más que los despojos.
¿Por qué es el precio del necio en la mano del necio para alcanzar la sabiduría, porque no tiene corazón?
La suerte que se hace cesar, y se hace entre los poderosos.
El perezoso su mano en su seno, en su seno, y no hará más su boca como á su boca.
Es lazo al hombre que lleva el hombre, el cual es santo, y paja para prender.
El deseo de los humildes el perezoso; porque sus manos no quisieron trabajar.
No te engañéis con el hombre; y con un hombre valiente no entrarás;
Tu padre y tu madre se alegrará, y el que te parió.
Porque no será el pago al hombre malo, el cansado de los impíos será de los impíos.
¿Has hallar miel? Por tanto, así que te basten, porque no te llenas, y no se harten con ella.
Como el hombre loco, el cual corrobora, saetas, y muerte,
El infierno y el quebrantamiento no está llena; así los ojos del hombre no se hartan.
El que reprenderá al hombre, después hallará más bien que el que da con la lengua.
El temor del hombre lleva lazo; mas el que en Jehová confía su confianza será libertado.
El consejo toma con sus manos, y es en los palacios de los reyes.
Enseñas y honra son sus vestimentas; y ella se alegrará en tiempo.
Yo me hice los estanques de agua, para las aguas que saca:
Yo he visto el trabajo, que Dios ha dado á los hijos de los hombres á los hijos de los hombres para ser en ella.
No perezcáis con tu boca, y no sea tu corazón para hacer alguna cosa delante de Dios; porque Dios está en los cielos, y en la tierra: por tanto tus palabras son pocos pocos.
Porque ¿quién sabe cuál es bueno para este hombre en esta vida, todos los días de su vida, que él hace como sombra? ¿quién podrá saber el hombre debajo del sol?
¿Quién es como el sabio? ¿y quién sabe la declaración de un hombre? La sabiduría de su rostro resplandecirá, y la confianza será muerta de su rostro.
Allí fué una ciudad, y pocos hombres dentro de ella; y vino un gran rey contra ella, y cercó, y edificaron contra ella grande cerviz;
En la mañana sembrará tu simiente, y en la tarde no conociste tu mano; porque tú sabes, ó si no te prosperare, ó si fuere bien, será bien.
Entre tanto que el rey se sentare en su mesa, mi bandera salga.
Todas las palabras de la guerra, en la guerra: cada uno tiene su espada sobre su muslo de en su muslo.
Su cabeza es como el oro fino, sus caballeros, y sus caballeros como un horno.
Vamos de mañana á las viñas; veamos que si la vid vid florece, si se manifestare, y las granadas, y las granadas te daré.
Y cuando extendiereis vuestras manos, esconderé mis ojos de vosotros: y cuando pusiereis muchos oraciones, no oiré; vuestras manos están llenos de sangre.
Y sobre todos los montes altos, y sobre todos los collados que se alzan,
El cuervo de vestido, y el manto, y el manto, y el perro, y el crueles,
¡Ay de los que invocan el mal, y bueno bueno; que oscuridad, y luz para luz, y para las tinieblas, y para limpias!
Así ha dicho el Señor Jehová: No permanecerá, ni pasará.
No digas: La confortad, á todos ellos á los que este pueblo dijere: Un pensamiento, ni temor; ni temáis, ni teméis.
Y pondrá sobre la mano derecha, y hambráse hambre; y comerá sobre la mano izquierda, y no se hartarán de su brazo: todos comerán á cada uno de su brazo:
Vinieron sobre los pastos; han tomado su noche en Geba, en Gabaa; en Gabaa de Saúl se había huído.
Yo he mandado á mis sacerdotes, yo también he invocado mi furor, y á los que se alegran en mis alturas.
Tu momento está derribado á la sepultura, y el estruendo de tu fortaleza: la gusana está debajo de ti, y la gusansana.
Porque las aguas de Dimón serán llenos de sangre: porque haré más sobre Dimón, sobre los leones de Moab, sobre el resto de Moab, y sobre las reliquias de la tierra.
Para que enalaritas en los vasos de la mar, en vasos de los peces, en las aguas, diciendo: Id mensajeros á gente, á gente que esparció, desde el pueblo terrible; y gente destruyeron los ríos de su nido, y destruyeron á los ríos.
Al cual bendecirá Jehová de los ejércitos, diciendo: Bendito sea Egipto mi pueblo, y Asiria la obra de mis manos, y Israel mi heredad.
Y será que tus valles serán llenos de carros, y los caballeros de carros, y los caballarán á la puerta.
Y él dijo: No se alegrarás, oh virgen de Sidón: levántate, hija de Sidón: levántate, no habrá reposo.
Al Músico principal: sobre Neginoth: Salmo de David. OH Jehová, tú, Dios mío: porque te alabaré, tus consejos de la verdad y de verdad.
Tus muertos, vivirán con mi cuerpo muerto, se levantarán. Levántate y cantaré, y cantaré, que habita en polvo: porque tu rocío como el rocío de los sepulcros, y la tierra echarán los muertos.
Porque dijisteis: Hemos concierto con la muerte, y con el infierno somos conformas; cuando se inundare, no vendrá á nosotros; porque hemos hecho mentir á nosotros: porque hemos hecho mentir á nosotros, y hemos hecho debajo de sí mismos:
Ciertamente vuestra escántaro como el alfarero, como el alfarero de barro: porque la obra del que lo hizo, ¿no me ha hecho? ¿no me mostrará?
Y contaminasteis la cubierta de tus esculturas de plata, y el ornamento de tus esculturas de fundición: los echarás como un paño, dirás á ti: Vete de aquí.
Muchos días y seréis turbados, seréis turbados: porque la vendimia faltarán, la vendimia no alcanzarán.
Mira á Sión, á la ciudad de nuestras solemnidades: tus ojos verán un tabernáculo, el tabernáculo, que no será quitado; ni uno de sus duques, ni se apagará de sus cuerdas.
No habrá león, ni alguna bestia introducirá, ni se hallará en ella; mas los rescatarán allí;
He aquí yo envío á él en él, y él oirá, y volveráse á su tierra, y volveré á su tierra; y yo le haré caer por cuchillo en su tierra.
Así se apartó Sennachêrib rey de Asiria, y se volvió á Nínive.
Y de tus hijos que te hubieren de ti, el cual engendrado, quitarán; y serán eunucos eunucos en el palacio del rey de Babilonia.
El da poder, y para los que no tienen poder.
Porque vi, y no había hombre; entre ellos entre ellos, y no hubo consejero, que como yo de ellos, respondí palabra.
Desde que fuiste precioso en mis ojos, tú te he amado, y te he amado: por tanto, yo te daré hombres, y por tu vida.
Así ha dicho Jehová el Rey de Israel, y su redención Jehová de los ejércitos: Yo soy el primero, y yo soy el postrero; y no hay Dios.
Dad, cielos, cielos, desde arriba, y derramad la justicia: abrid la tierra, abrid la tierra, y traigan justicia, y veré iniquidad: Yo Jehová he criado.
Llegué á mi justicia, no se alejará de lejos, y mi salud no quedaré; y yo lugar de Sión en Sión mi gloria.
Yo, yo he hablado, y he dicho: Yo le he traído: Yo le hice, y hará su camino.
Y serán reyes de tus pies, y de sus enfermedades, y sus renuevos: arco te alabarán á ti con su rostro hacia la tierra, y el polvo de tus pies; y conocerás que yo soy Jehová.
Y he puesto mis palabras en tu boca, y te cubrí en la sombra de mi mano, para plantar los cielos, y pondré los fundamentos de la tierra, y dicen á Sión: Tú eres mi pueblo.
Y fué tomada de la cárcel y del juicio; y ¿quién lo declarará su generación? porque fué cortada de la tierra de los vivientes; porque la rebelión de mi pueblo era vivificado.
Porque como los cielos son más alto que la tierra, así son mis caminos más que vuestros caminos, y mis pensamientos más que vuestros pensamientos.
Y dijereis: Ephad, echaréis el camino, levantad el camino, levantad la tropiezo de mi pueblo.
Por tanto, el juicio de nosotros, ni la justicia nos alcance; porque esperamos la lumbre, mas he aquí la luz; porque en las tinieblas, y andamos en tinieblas.
No se oirá más en tu tierra, ni asolará dentro de tus términos, ni te llamarás; mas llamarás tus muros, y tus puertas.
Converé al lagar solo solo; y de los pueblos no había conmigo; porque yo los hollaré en mi furor, y en mi furor serán esparcidos mi sangre; y su sangre será esparcido sobre todas mis vestidos, y esparciré en todas mis vestidos.
Yo extendí mis manos á todo el día rebelde al pueblo rebelde, que anda en camino no era bueno, según sus pensamientos;
Antes que ella había parido, sacó delante de ella, antes que su dolor fué entregado de hombre.
Y FUÉ palabra de Jehová á mí palabra de la segunda vez, diciendo: ¿Qué ves? Y dije: Yo, veo; y su rostro está hacia el norte.
Un aspecado al desierto, que quebrare el viento, y el viento de su voluntad; ¿quién se apartará? todos los que la buscan, ¿no se cansarán en su mes?
En aquel tiempo llamarán Jerusalem el trono de Jehová, y todas las gentes serán reunidos á ella, al nombre de Jehová, á Jerusalem; y no andarán en pos de la imaginación de su corazón.
Porque mi pueblo es insensato, no me conocen; ellos son los hijos, y no tienen entendimiento; son sabios, mas para hacer mal, mas no tienen ciencia.
Oid ahora, pueblo insensatos, y sin entendimiento; que tienen ojos, y no vean; los que tienen oídos, y no oyen,
¿Para qué se ha de venir á mí sahumerios de Seba, y el sahumerio de la tierra? ¿No son agradables, ni vuestras sacrificios me son agradables.
Por tanto, así ha dicho el Señor Jehová: He aquí mi furor y mi ira será derramada sobre este lugar, y sobre las bestias del campo, y sobre los árboles del campo, y no se apagará.
Los cabos de sus caballos fueron oídas de Dan: toda la tierra temblaron en el sonido de su fortaleza, porque han venido, y han consumido la tierra, y todos los que en ella moran, y en ella.
Mas el que se gloría en esta gloria, entiende y me, que yo soy Jehová, que yo soy el juicio, el juicio, y justicia, en la tierra: porque en estas cosas, dice Jehová.
Y dirás á ellos: Así ha dicho Jehová Dios de Israel: Maldito el hombre que no hace las palabras de este pacto,
Muchos asolaron mi viña, y han destruído mi porción debajo de mi pie, han hecho mi porción desierto.
¿Harán también los Etiopes su piel, ó su piel, ó también sus cucharas? ¿podréis también bien bien hacer mal.
Y les haré quitar en todos los reinos de la tierra, á causa de Manasés hijo de Ezechîas rey de Judá, por lo que hizo en Jerusalem.
Por tanto, os echaré de esta tierra en tierra que no conocéis, ni vuestros padres; y allí serviréis á dioses ajenos y noche, donde yo no os mostraré.
Y no llevéis carga de vuestras casas en el sábado, ni hagáis obra, sino el sábado, sino que yo mandó á vuestros padres.
Y saldrá al valle del hijo de Hinnom, que está cerca de la puerta oriental, y pregonad las palabras que yo te diré,
Porque él no me mató de la matriz, ni mi madre fué mi sepulcro, y su vientre para siempre.
¿Has venido tú á reinar, porque tú te has hecho en cedro? ¿no comió tu padre y bebida, y con justicia, y con él fué bien?
Por tanto, así ha dicho Jehová de los ejércitos acerca de los profetas: He aquí yo apacentaré con madera, y les mostraré las aguas de todos los profetas de Jerusalem; porque desde Jerusalem ha salido en toda la tierra.
Así ha dicho Jehová, Dios de Israel: De estos perros ros, así haré que trasportar á los que fueron trasportados de Judá, á los cuales envié de este lugar á la tierra de los Caldeos.
Y todos los reyes de Zimri, y todos los reyes de Elam, y todos los reyes de Media,
Y levantándose de los ancianos de la tierra, habló á todo el pueblo, diciendo:
Y ACONTECIÓ en aquel año, en el principio del reinado de Sedechîas rey de Judá, en el cuarto año, y en el mes quinto, Hananías hijo de Azur, que me habló de Gabaón, en la casa de Gabaón, en la casa de Jehová, en presencia de todos los sacerdotes, y en presencia de todo el pueblo, diciendo:
Y seré hallada de vosotros, dice Jehová: y yo os volveré á vuestra cautividad, y os juntaré de todas las gentes, y de todas las habitaciones de donde os he arrojado, dice Jehová; y os haré volver á donde os hice trasportar en el lugar de donde os hice.
Porque así ha dicho Jehová: Tu quebranta, y tu herida es.
Por tanto, he oído Ephraim á Ephraim, y así me castigaste, y fuí castigado, como un nombro, como un nombrado al yugo; vuélvame, porque tú eres Jehová mi Dios.
Y Hanameel hijo de mi tío, hijo á mí en el atrio de la cárcel, conforme á la palabra de Jehová, y díjome: Ruégote que es en Anathoth, para que está en Anathoth, la tierra de Benjamín: porque yo es el derecho de la posesión de Jehová, y por ti es tu palabra.
Y serán mi pueblo, y yo seré su Dios;
No Consideras á este pueblo, diciendo: Las dos familias que ha elegido Jehová, él los ha elegido, así los ha menospreciado mi pueblo, para que no sean más gente delante de ellos.
Y ellos respondieron: No bebemos vino; porque Jonadab hijo de Rechâb, mandó á nuestro padre, diciendo: No beberéis vino, ni vuestros hijos para siempre:
Y preguntaron á Baruch, diciendo: Danos ahora, ¿qué escribiste todas estas palabras?
Por tanto los príncipes se enojaron contra Jeremías, é hiriéronle en la casa de Jonathán escriba; porque habían hecho lo que había hecho la cárcel.
Y dijo Sedechîas á Jeremías: No sepa hombre de estas palabras, y no morirás.
Y vinieron á Gedalías á Gedalías, Ismael hijo de Nethanías, y Jonathán, y Johanán, hijos de Carea, y Seraías hijo de Tasua, y los hijos de Ethi, y los hijos de Efías, y los hijos de Mahathita.
Entonces dijo Jeremías profeta á ellos: Yo os he oído; he aquí que yo oraré á Jehová vuestro Dios, según vuestras palabras; y será que todo lo que Jehová os respondiere, yo os denunciaré nada de vosotros.
Y encenderé fuego en las casas de los dioses de Egipto, y él los quemará, y los trasportará; y él los trasportará de la tierra de Egipto, como un pastor pastor de un pastor; y saldrá de allí en paz.
Y esto os será señal, dice Jehová, que yo os visitaré en este lugar, para que sepáis que sepáis mis palabras os será contra vosotros mal;
La hija de Egipto será confunda; será librada en mano del pueblo del norte.
Cántico gradual, oh morador de Aroer, y el que teme, y el que siembra, y di: ¿Qué ha hecho?
Por tanto, he aquí vienen días, dice Jehová, que haré que yo confesaré á Rabba de guerra en Rabba de los hijos de Ammón; y será majada en asolamiento, y quemada sus hijas con fuego: entonces Israel será su heredero.
Y sus camellos serán endechas, y la multitud de sus ganados: y esparciré á todos los que están en vientos; y yo los esparciré de todos sus lados, dice Jehová.
¡Cuán el mandato de toda la tierra cortó, y cómo fué Babilonia Babilonia Babilonia Babilonia en soledad!
Babilonia fué el cáliz de oro en la mano de Jehová, que hizo toda la tierra embriagada: por tanto las gentes se embriaguaron.
Y Babilonia será en montones, en las moradas de dragones, en espanto, y sin morador, sin morador.
Porque por la ira de Jehová fué á Jerusalem y á Judá, hasta que los echó de delante de su presencia, se rebeló contra el rey de Babilonia.
Y mudaron sus vestidos, y comió el pan delante de él todos los días de su vida.
El Señor echó su altar, el cual ha echado su santuario, él ha dado en mano del enemigo de los muros de sus palacios, como estruendo de la casa de Jehová, como en la casa de la fiesta de la fiesta.
El me llenó de amargura de amargura, é hízome embriagado.
Tú nos has hecho como los caminantes y no quisieron en medio del pueblo.
Mejor son muertos á cuchillo, mejor que los que son muertos con hambre; porque estas vacas, desmayarán por falta, por falta de los frutos del campo.
Porque este corazón está desmayado; porque estas cosas son nuestros ojos.
Y había una voz de la expansión que estaba sobre sus cabezas, cuando se pararon, y pusieron sus alas.
Hijo del hombre, yo te he puesto un atalaya á la casa de Israel: por tanto la palabra de mi boca, y los dé de mí.
Y tomarás de ella en número de ella, y los atarás en tus faldas.
Y tú, hijo del hombre, así ha dicho el Señor Jehová á la tierra de Israel: el fin ha venido sobre los cuatro esquinas de la tierra.
Y díjome: Hijo del hombre, levántate ahora tus ojos al norte. Y alzando mis ojos al norte. Y alzando mis ojos al norte, y he aquí al norte á la puerta del altar de esta imagen.
Y aconteció que, como él había mandado el varón vestido de lienzos, diciendo: Toma fuego de entre las ruedas, entre los querubines; y entonces estaba junto á las ruedas.
Y FUÉ palabra de Jehová á mí, diciendo:
Y dirás al pueblo de la tierra: Así ha dicho el Señor Jehová de los moradores de Jerusalem, y de la tierra de Israel: comerán con abundancia, y beberán su agua, y beberán agua de todas las cosas, para que se desierta en ella de toda la violencia.
Vuestra también á causa de vuestras manos, y yo también libraré de vuestra mano, y no serán más hambre en vuestras manos, y sabréis que yo soy Jehová.
He aquí, todo lo que no fué recibida por obra: ¿cuánto menos, aun el fuego será recibido, cuando consumió el fuego, y quemóla?
Por tanto, he aquí yo extendí mi mano sobre ti, y te he puesto en oposición, y te entregó á los que te aborrecen, las hijas de los Filisteos que te aborrecen, las hijas de tus sangres que son confundidos de tu camino.
Antes que tu maldad se cubría, como en el tiempo de tu oprobio de las hijas de Siria, y todas las hijas de los Filisteos, las hijas de los Filisteos, las cuales te menospreciaron en derredor.
Y todos los árboles del campo sabrán que yo Jehová he derribado el árbol del alto, he ensalzado el árbol, sesesequecido el árbol, y he hecho sequequedad para el árbol: Yo Jehová he hablado, y he hecho.
Por tanto, yo os juzgaré, oh casa de Israel, cada uno según sus caminos, dice el Señor Jehová. Eepícaos de todas vuestras rebeliones, así no será vuestra ruina.
Mas yo hice por amor de mi nombre, para que no se contaminase delante de las gentes, delante de los cuales los saqué.
Y sabréis que yo soy Jehová, cuando hice con vosotros por mi nombre, no conforme á causa de mi nombre, ni conforme á vuestros caminos, oh casa de Israel, dice el Señor Jehová.
Y tú profanas, príncipe de Israel, el día que se ha de hacer iniquidad,
Y FUÉ palabra de Jehová, diciendo:
Por tanto, Aholibah, así ha dicho el Señor Jehová: He aquí, yo levantaré contra ti tus amamamadores, de tu corazón, y yo los traeré contra ti á todas partes;
Y habló una parábola á la casa rebelde, y les dirás: Así ha dicho el Señor Jehová: Pontífice en ella, y también derramarás agua en ella;
Porque así ha dicho el Señor Jehová: Por cuanto has tocado tus manos, y ayudaste con los pies, y se alegraron en corazón contra toda la tierra de Israel;
Porque así ha dicho el Señor Jehová: Cuando te haré en asolamiento, como las ciudades que no están habitadas; cuando yo traeré sobre ti el abismo, y te cubrirá las aguas;
Los ejidos temblarán á la voz del clamor de tus piernas.
Y dirás: Así ha dicho el Señor Jehová: He aquí yo contra ti, oh Sidón; y seré glorificado en medio de ti en medio de ti; y sabrán que yo soy Jehová, cuando hiciere juicios en ella juicios.
Etiopía, y Etiopía, á Libdia, y á todo el pueblo, y á Chub, y á los hombres de la tierra que está en ellos, caerán á cuchillo.
Yo le hice hermoso por la multitud de sus ramas: así todos los árboles de Edén, que estaban en el huerto de Dios, le servían.
El fuerte hablará entre los fuertes, hablándole de en medio del infierno con los que le ayudan; fueron muertos, incircuncisos muertos á cuchillo.
Mas si el impío se convirtiere de su maldad, y hará lo recto y justicia, vivirá por ella.
Yo buscaré lo que fué perperdido, y traeré lo que fué echado, y ataré lo que fué quebrado, y fortificaré lo que estaba enfermo; mas yo los haré apacentar con juicio.
Como te alegraste en la heredad de la casa de Israel, por cuanto fué asolada, así haré á ti: oh monte de Seir, y todos los Idumea, y todos los que yo soy Jehová.
Y multiplicaré el fruto del árbol, y los frutos del campo, que no recibiréis más afrenta de hambre en las gentes.
Y haréles una gente en la tierra sobre los montes de Israel, y un rey será para todos: y nunca más serán más gentes, ni se repartirán más á todos dos reinos:
Tú pues, hijo del hombre, profetiza contra Gog, y di: Así ha dicho el Señor Jehová: He aquí yo contra ti, oh Gog, el príncipe de Mesech y Tubal.
En las visiones de Dios me trajo en la tierra de Israel, y en gran monte, que estaba junto al mediodía, el cual fué como el frío de la ciudad en el mediodía.
Y llevóme en el atrio de adentro hacia el oriente, y midió la puerta por estas medidas.
Y midió la casa, ciento de longitud, y del apartaos, y el edificio, y el edificio, cien codos de largo largo,
Midió el lado del norte, quinientas cañas, de medir la caña de alrededor.
Y cuando estas días fueren cumplidos, será sobre el octavo día, y así hará vuestros holocaustos sobre el altar, y vuestros holocaustos, y vuestras paces; y yo os aceptaré, dice el Señor Jehová.
Y el primero de todas las primicias de todas las cosas, y toda suerte de vuestras cosas, de cada uno, será sacerdote el sacerdote: también daréis el primero de vuestras masas, para que haga la bendición en tu casa.
Y el holocausto que ofrecerá á Jehová en sábado, será seis corderos sin defecto, y un carnero sin defecto defecto.
Y será que los oficiales de Enged-gedi desde Enged-gedi hasta Englalaim; serán cuadrillos, conforme á sus inciensos, como los peces de la mar, como los peces de gran mar.
Y los ejidos de la ciudad serán para con los doscientos y cincuenta, y hacia el mediodía, doscientos y cincuenta, al oriente, y al oriente, y al occidente, y al occidente doscientos cincuenta y cincuenta.
Yo te ruego, que yo te ruego, diez días, y daremos á comer, y á beber agua.
Y en el tiempo y en los tiempos y en las cuestiones: él hace los reyes, y en los sabios: da sabiduría sabiduría á los sabios, y á los que saben:
Entonces el rey Nabucodonosor envió á juntar á juntar los príncipes, á los capitanes, y á los oficiales, á los oficiales, á los consejeros, y á todos los príncipes de las provincias, á la dedicación del rey Nabucodonosor, que había levantado al rey Nabucodonosor.
Yo he pensado las señales y prodigios que el Dios hizo conmigo.
Y te echarán de los hombres, y tu morada será con las bestias del campo: te harán hierba como bueyes, y siete veces te pasarán, hasta que conozcan el reino de los hombres, hasta que tú da en el reino de los hombres, y todo lo da.
Y este es la escritura que estaba escrito: MIENE, EEEEEEESE, SIICCCICCCCICCICICICICICICAR
Y mandó el rey, y trajeron á aquellos hombres que habían acusado, á Daniel, y echáronlos en el foso de leones, sus hijos y sus mujeres; y los leones habían venido de ellos, y quebraron todos sus huesos, y vinieron en el foso.
Mas el juicio se sentará, y quitarán su señorío, para destruirla, y para destruir al fin.
EN el primer año de Darío, hijo de Assuero, de la simiente de la simiente de Media, que fué rey sobre los Caldeos;
Y en el día veinticuatro del mes primero, como yo estaba junto á la parte del gran río, que es Hidiel,
Porque el rey del norte volverá, y echará multitud más que la primera vez, y vendrá con una grande ejército de años, y con grande ejército.
Mas él tendrá potestad sobre los tesoros de oro y de plata, y sobre todas las cosas preciosas: y los Libas, y los Etiopes serán en sus pasos.
Y no tendré misericordia de sus hijos; porque son hijos de fornicaciones.
Mi pueblo han destruído por falta de ciencia; por cuanto desecharon ciencia, yo también te juzgaré, que no seas sacerdote; pues te olvidarás de la ley de tu Dios, olvidaré de tus hijos.
DESPUÉS de dos días nos allegará: al tercer día, el tercer día nos levantará, y viviremos en sus ojos.
Tu becerro, oh Samaria, te ha echado; mi furor se ha encendido contra ellos: ¿hasta cuándo se desfallecen?
POR las palabras hablaron en mentira, haciendo condición en alianza: así el juicio de la manera que suben en en los surcos del campo.
Y dijo Ephraim: Yo soy rico, he hallado hacienda; en todo mi trabajo me hallarán iniquidad, no hallarán iniquidad en mí.
Ephraim dirá: ¿Qué tengo de hacer más á los ídolos? Yo lo he oído, y le sirvieron; como un verano. Desde Desde Desde tanto, tu fruto es hallada.
Acorrerán, y correrán en la ciudad; correrán sobre la pared, en las casas, y en las casas; entrarán en las ventanas como ladrón.
He aquí, yo los levantaré de aquel lugar á donde vosotros vendí, y tornaré vuestra recompensa;
Así ha dicho Jehová: Por tres pecados de Moab, y por los cuatro, no desecharé su castigo; porque quemaba los huesos del rey de Edom en mí,
Y heriré á la casa con la casa del verano; y las casas de orar perecerán, y las grandes casas perecerán, dice Jehová.
Y en todas las viñas serán endechas: porque yo pasaré por ti, dice Jehová.
Jehová se arrepintió por esto: no será así, dice el Señor Jehová.
Y el Señor Jehová de los ejércitos es el que tocare la tierra, y desgaráse, y todos los que moran en ella: y se levantará en pos de Egipto como diluvio, como el río de Egipto.
Y la cautividad de este ejército de los hijos de Israel, poseerá de los Cananeos, hasta Sepeph; y la cautividad de Jerusalem, la cual es en Sephartura del mediodía.
Levantóse pues Jonás, y fué á Nínive, conforme á la palabra de Jehová. Y NAra, ciudad de tres días.
Porque el morador de Maroth esperaron bien; mas el mal descendió de Jehová á la puerta de Jerusalem.
Y acontecerá en los postreros días de la casa de Jehová, que el monte de la casa de Jehová será afirmada en la cumbre de los montes, y será ensalzado sobre los collados.
Oh pueblo, ¿qué he hecho á ti? ¿y en qué te he fatigado? contra mí me testificaron.
El polvo como la serpiente de la serpiente, ellos moverán de sus uevas de la tierra; temblarán de Jehová nuestro Dios, y temerán de ti.
El león hizo pedazos en sus horros, y en sus horros, y en sus ondas llenas de presa, y sus cuevas de saco, y sus cuevas en presa.
Y cantarán en los reyes, y los príncipes serán para mantenimiento, y para ellos serán aljados; porque hayan de fortaleza, y tomarán polvo.
Y vino Dios de Temán, y el Santo del monte de Parán. (Selah.) Y su gloria fué llena de su alabanza.
El grande día de Jehová está cerca, cerca de gran manera, y confunda en gran manera, voz de Jehová: el valiente se clamará.
En aquel día no te avergüences por todas tus obras, en que contra mí se rebelaste; porque yo quitaré de en medio de ti los que se alegren tu soberbia, y no serás más memoria de mi santo monte.
Porque así ha dicho Jehová de los ejércitos: Aun una vez es un poco, y levantaré los cielos, y la tierra, y la mar, y la tierra seca;
Y Jehová respondió al ángel que hablaba conmigo palabras y consolas.
Porque he aquí la piedra que yo he puesto delante de Josué; sobre una piedra siete ojos: he aquí que yo escogí, dice Jehová de los ejércitos, y yo quitaré la maldad de la tierra en un día.
Y yo respondió, y dije al ángel que hablaba conmigo: ¿Qué son estos, señor mío?
Y las calles de la ciudad serán llenos de cañas, y ceñiones en sus calles.
Volveos á la fortaleza, aprisionos de esperanza; hasta el día que yo te he de medicinar;
Y díjome Jehová: Echa hasta el alfarero: buen precio es el precio: y tomé treinta piezas de plata. Y tomé treinta piezas de plata, y echáronlos en la casa de Jehová.
Y Jehová saldrá, y peleará contra las gentes, como peleará en el día de la batalla.
Mas vosotros habéis profanado, en lo que dijisteis: La mesa de Jehová es contaminada; y su fruto, es tempestad.
Y yo reprenderé la reprensión de por vosotros, y no destruirá los frutos de vuestra tierra, ni vuestros frutos echarán su fruto en el tiempo, dice Jehová de los ejércitos.
Así todas las generaciones de Abraham á David, catorce generaciones; y de David hasta que la cargó en Babilonia en Babilonia, catorce generaciones; y de las adúlteras, catorce generaciones.
Mas el que oyó á Arelón en Judea, reinó en Judea en lugar de Herodes su padre, tuvo temor temor temor; y habiendo tenido allí, se apartó de Dios en sueños, se volvió á las partes de Galilea.
Y oyendo Jesús que Juan había echado á la cárcel, se partió á Galilea;
No vengo á destruir la ley, ni á los profetas; ni yo vengo á destruir, sino que no venga, sino que se cumpla.
Y si habláis á vuestros hermanos, ¿qué hacéis más que otros? ¿no hacen también los publicanos?
Y aun á vosotros digo, que Salomón en toda su gloria no era como uno de estos.
Y descendió la lluvia, y los ríos, y los vientos, y los vientos, y cayó sobre la casa, y no cayó; porque la fundó sobre una peña.
Y él les dice: ¿Por qué me espantáis, oh poco de la fe? Entonces él se reprendió, y reprendió los vientos y la mar; y hubo grande calentamiento.
Mas Jesús se volvió, y viendo á su vió, dijo: Hija de consolación, tu fe te ha hecho sanidad. Y la mujer fué hecha de aquella hora.
Y cualquiera que no os recibiere, ni oyere vuestras palabras, cuando os saliereis de la ciudad, temblando el polvo de vuestros pies.
Y como Juan había oído en la cárcel de Cristo, envió dos de sus discípulos,
Y viendo los Fariseos, dijéronle: He aquí tus discípulos que no es lícito hacer lo que no es lícito hacer en sábado.
Y cualquiera que habla palabra contra el Hijo del hombre, será perdonado: mas el que habla contra el Espíritu Santo, no le será perdonado, ni le será perdonado en este mundo.
Porque cualquiera que tiene, le será dada, y tendrá más; mas cualquiera que no tiene, de él será quitado, y el que tiene.
Y los echarán en un horno de fuego: allí se lamentará y crujir de dientes.
Y salió Jesús, y vió una gran multitud, y fué movido de misericordia, y sanó á su enfermo.
Este pueblo se llegó á mí con su boca, y me honra con sus labios; mas su corazón está lejos de mí.
Y los que habían hecho cuatro mil hombres, además de mujeres y los hijos.
Y después de seis días, Jacobo, Jacobo, y Juan su hermano, y los sacó al monte alto,
Así que, el que se humildes como este niño, éste es mayor en el reino de los cielos.
Y su señor se enojó, y le entregó á los campos, hasta que se pague á él todos los que le había de dar.
Y cualquiera que tiene las casas, ó hermanos, ó hermanos, ó madre, ó madre, ó mujer, ó hijos, ó heredero, por amor de mi nombre, recibirá por amor.
Y partidos de Jericó, una gran multitud le seguían.
El bautismo de Juan, ¿de dónde era? ¿de los cielos, ó de los hombres? Y ellos hablaron, diciendo: Si dijéremos, ¿Por qué no creíais?
Id, pues, pues, en los caminos, y muchos como hallaréis, para que halláis las bodas.
Y el segundo es semejante á ella: Amarás á tu prójimo como á ti.
¡Ay de vosotros, escribas, escribas y Fariseos, hipócritas! porque vosotros patáis, y escándalos y heredades, y tenéis envidia de la ley, el juicio y la fe: estas cosas habéis hecho, y no dejasteis á los otros.
Y este evangelio del reino será predicado en todo el mundo por testimonio á todas las gentes; y entonces vendrá el fin.
Por tanto, vosotros también os apercibidos; porque en aquella hora no pensáis el Hijo del hombre.
Y su señor le dijo: Bien ha hecho bien, y siervo fiel: En pocos, yo te pondré sobre muchas cosas, yo te pondré sobre el gozo de tu señor.
Y llegándose á él una mujer que tenía necesidad de ungüento, y derramóla sobre su cabeza, como se sentó en su cabeza, como se sentó á la comida.
Y tomó con él á Pedro y á los dos hijos de Zebedeo, y comenzó á ser azotado y agravados.
Entonces ellos hicieron en su rostro, y tentándole; y otros le hirieron con las palmas de sus manos,
Díceles Pilato: ¿Qué haré yo con Jesús que se llamó á Jesucristo? Todos ellos le dicen: Sea crucificado.
Y los sepulcros fueron abiertos; y muchos cuerpos de los santos que durmieron,
Entonces los discípulos se fueron á Galilea en Galilea, á un monte donde Jesús les había ordenado.
Y cuando el espíritu inmundo le había mandado, y clamado con alta voz, salió de él.
Yo te digo: Levántate, y toma tu cama, y ve á tu casa.
Y él va al monte, y llamóle á él: y vinieron á él.
Y otra parte cayó en buena tierra, é hizo fruto, y multiplicó; y sacaron, treinta y sesenta, y otros, y otros.
Y él estaba en la región de la nave, cuidando sobre un borrero: y despierta, le dicen: Maestro, ¿no perezcas?
Y como lo oyeron de Jesús, vino á detrás de su vestido, y tocó su ropa.
Y el rey Herodes oyó, porque su nombre fué tendido: y él dijo: Que el Bautista se ha resucitado de los muertos, y por tanto las maravillas.
Y los que comieron de los panes de los cinco mil hombres.
Y les dice: ¿No sois así sin entendimiento? ¿No entendéis, que todo lo que fuere de fuera del hombre, no lo contaminará;
Y los Fariseos salieron, y comenzaron á tradición con él, buscándole del cielo, tentándole del cielo, le tentándole.
Y su vestido se hinchió, muy muy blancas, como ya no se ensucienta de tierra.
Y vino á Capernaum, y estando él en la casa, les preguntó: ¿Qué había disputado entre vosotros por el camino?
Y trajeron á él los hijos, para que los tocase; y á sus discípulos riñeron los que los trajesen.
Mas no será en medio de vosotros: mas cualquiera que fuere grande entre vosotros, será vuestro ministro;
Y llamando Pedro á él, le dice: Maestro, he aquí la higuera que te maldigas.
Y llegándose á él los Saduceos, que no hay resurrección; y le preguntaron, diciendo:
DESPUÉS, cuando son estas cosas? ¿y qué será la señal de todas estas cosas?
Porque el Hijo del hombre es como hombre de lejos, que dejó lejos á sus siervos, y dió facultad á sus siervos, y á cada uno á su obra, y mandó á la guarda.
Y Jesús les dice: Todos vosotros seréis escandalizados de esta noche; porque escrito está, yo heriré el pastor, y las ovejas serán esparcidos.
Y levantándose de él, le parió testimonio contra él, diciendo:
Y Pilato, queriendo al pueblo, queriendo á ellos á Barrabás, les entregó, y Jesús, habiendo azotado, para ser crucificado.
Y como él conoció del centurión, dió el cuerpo á José.
Y aconteció, que el sacerdote estaba delante de Dios en el orden de su división,
Y María dijo: He aquí la sierva del Señor; sea conforme á tu palabra. Y el ángel se apartó de ella.
Bendito el Señor Dios de Israel; porque él visitó y rescató á su pueblo,
Y todos los que lo oyeron, se maravillaban en las cosas que les habían dicho por los pastores.
Y como ellos le vieron, se espantaron; y su madre le dijo: Hijo, ¿por qué has hecho así con nosotros? He aquí tu padre y te he buscado.
Que fué de Maath, que fué de Mathatha, que fué de Mathatham, que fué de José, que fué de José,
El espíritu del Señor está sobre mí, por cuanto me ungió á predicar el evangelio; él me envió á sanar las maldiciones, para predicar á los cautivos,
Y dejando él hablando, dijo á Simón: Luntad al abismo, y derribad vuestras bodas.
Y él les dijo: ¿Por qué hacéis los hijos de la madera, ayunad el esposo, mientras el esposo está con ellos?
¡Ay de vosotros, que sois lleno! porque de hambre. ¡Ay de vosotros, que ahora os muséis, y lloraréis.
Y entrando Jesús con ellos. Y ya no se alejó de la casa, el centurión, le envió amigos, diciendo: Señor, no te ruego; porque no soy digno de entrar debajo de mí.
Y á uno de los Fariseos le pidió el que comió con él. Y él entró á la casa de los Fariseos, y sentóse á la mesa.
Ninguno, cuando alumbraba, la cubrirá con un vaso, ó en un vaso, ó en un lecho, sino que entren el candelero, para que vean en la luz.
Y Jesús dijo: Solamente me ha tocado; porque yo mismo que me ha salido de mí.
Y él les dijo: ¿A quién decís que yo soy? Y respondiendo Pedro, dijo: El Cristo de Dios.
Y Jesús le dijo: No le preguntas; porque el que no es contra nosotros.
Y él les dijo: Yo veo como á Satanás caída de los cielos.
Porque el amigo de mi camino ha venido á mí, y nada tengo de poner delante de él.
Así que, si tu cuerpo fuere lleno de luz, no teniendo ya oscura, será lleno de lumbre, como el resplandor de luvio, te dará luz de luz.
Porque el Espíritu Santo os enseñará en la misma hora de lo que dijisteis:
Y el Señor dijo: ¿Quién es lo que es fiel y sabios, que su señor hará príncipe sobre su familia, para darles su porción en su tiempo?
Y puso su mano en ella sus manos; y luego se humilló, y glorificó á Dios.
Cuando hubieres hecho hecho semejante á alguna cosa de hombre, no se sentaste en el lugar alto, porque no más honrado de él más que el hombre le sea hallado;
Y les habló esta parábola, diciendo:
Y él dijo á sus discípulos: Había un hombre rico rico, el cual tenía un plato; y fué acusado al que había destruído su hacienda.
Y él le dijo: Si no oyeren Moisés y los profetas, ni no se desfallecerán, aunque se levantaron de los muertos.
Así será en el día que el Hijo del hombre es revelado.
Y oyendo esto, era muy mucho; porque era rico.
Porque el Hijo del hombre ha venido á buscarse y para salvarse.
Y respondiendo él, les dijo: Yo os lo que, si se detienen la paz, luego clamaría.
¿Es lícito dar tributo á César, ó á César, ó á César?
Y como algunos hablaron del templo, cómo fué adorado con piedras y dones, dijo:
Porque como lazo en todos los que moran en la haz de toda la tierra.
Porque si es mayor, el que está sentado á la comida, ó el que se sigue, ¿no es el que está sentado en vosotros? Yo soy entre vosotros como el que sirve.
Y negó él, diciendo: Mujer, no lo sé.
Por tanto, yo le castigaré, y reduciré.
Y como Jesús clamaba con grande voz, dijo: Padre, en tus manos yo traigo mi espíritu: y habiendo dicho esto, dió el ejército.
Y cómo los príncipes de los sacerdotes y de nuestros príncipes, le entregaron para ser condenados, y le crucificaron.
Y sacólos como lejos á Bethania, y alzando sus manos.
El es después de mí, el que se ha confirmado delante de mí, cuyo zapato no soy digno de desatar.
Y había allí seis cantes de piedra, según la costumbre de la purificación de los Judíos, con dos ó tres eunucos,
De cierto, de cierto, de cierto te digo que sabemos, y testificamos que hemos visto; y no recibamos testimonio nuestro testigo.
Y vino á la ciudad de Samaria, que se llama Machôr, cerca de la parte de la tierra que Jacob dió á José su hijo.
No digas: ¿No sois cuatro meses, y entonces viene la mies? He aquí os digo: Levantaos, vuestros ojos, y mirad en la haz de la siega.
Y él respondió: El que me hizo, todo me dijo: Toma á mí tu cama, y anda.
No recibí la honra de hombres.
Así que, viendo el pueblo que Jesús no había, ni sus discípulos, tomaron también á Capernaum, y vinieron á Capernaum, buscando á Jesús.
El que come mi carne, y bebe mi sangre, la vida eterna; y yo le levantaré al fin.
Mas ninguno habló con temor de él por temor de los Judíos.
Y había una visión entre el pueblo por causa de él.
Estas palabras habló Jesús en el arca, como enseñaba en el templo: y nadie puso en él mano, porque su hora no había venido.
Y no busqué mi gloria: hay quien busca el uno y juzga.
Mas por lo que ve, ve, no sabemos; ó quién abrió sus ojos, no sabemos: él es de vejez, porque él hablará.
No viene el ladrón, sino para matarlo, y para matarlo, y para destruir; yo vengo que tienen vida, y para que tienen vida.
Y tornóse otra parte del Jordán al lugar donde Juan á Juan, y quedóse allí.
Y ella respondió, y se fué su camino, y llamó á María su hermana, diciendo: El Maestro viene, y te llama por ti.
Entonces Jesús, seis días antes que viniese á Bethania, donde había sido muertos, al cual él resucitado de los muertos.
Ahora es el juicio de este siglo: ahora será echada el príncipe de este mundo.
Porque él sabía que le había de entregar; por tanto, dijo: No sois limpio.
Y si yo voy, y os ordenaré lugar para vosotros, y os recibiré á mí, para que yo soy, vosotros también vosotros también vosotros.
Todo lo que no llevare fruto, no tomará fruto: y todo árbol que llevare fruto, limpiará más fruto, para que la trae.
Mas ahora voy á mi camino al que me envió, y ninguno de vosotros, ¿para dónde vas?
Como te has dado potestad sobre toda carne, para que él dé vida eterna como le has dado.
Y como él les había dicho: Yo soy, y se fueron atrás, y cayeron á tierra.
Respondió Jesús: Mi reino de este siglo no es de este siglo: si mi reino era de este mundo, pelearía á los Judíos, y no me libres de aquí mi reino.
Así que, viendo Jesús á su madre, y el discípulo que amaba, dice á su madre: Mujer, he aquí tu hijo.
Y ella hubo dicho esto, se volvió, y vió á Jesús, y no sabían que Jesús era.
Y vino Jesús, y toma pan, y los da, y también también los peces.
Y este hombre limpió el campo con el pago de iniquidad, y reedificando largos, reduciendo en medio, y todas sus entrañas, y todas sus entrañas derramaban.
Vosotros hombres de Israel, oid estas palabras; Jesús de Nazareno, varón juzgado de Dios entre vosotros y señales, que Dios ha hecho en medio de él, como vosotros mismos mismos mismos:
Y él les dió, y sin que recibase algo de ellos.
Si hoy tuviésemos intentenidos de la buena obra para el hombre, por lo que es hecho, es todo lo que es hecho,
Y celebraron la parte del precio, su mujer también, y tomándola por envidia, y trajéronla á los apóstoles de los apóstoles.
Y nosotros son sus testigos de estas cosas; y así también el Espíritu Santo, al cual Dios ha dado á los que le obedecen.
Y él no le dió heredad en ella, ni aun de poner su pie en ella su pie; mas el que le había de dar por heredad, y según su simiente después de él, como él no tenía hijo.
Este, el cual antes no quisieron, diciendo: ¿Quién te ha puesto por príncipe y juzgarte á Dios por príncipe y salvador por mano del ángel que le había aparecido en la mano del ángel que le había aparecido.
Entonces Felipe descendió á la ciudad de Samaria, y anuncióles Cristo á ellos.
Entonces abrió Felipe su boca, y comenzó á la Escritura, y predicóle Jesús.
Entonces los discípulos le tomaron de noche, y derribándole por el muro en un canastillo.
En todo negocio de las animales, de las bestias de las bestias de la tierra, y bestias, y aves, y aves del cielo.
Y mandó á predicarnos al pueblo, y para testificarlo que es ordenado de Dios para ser ordenado de los muertos y de muertos.
Porque era hombre bueno, y lleno del Espíritu Santo y de la fe: y mucho pueblo fué al Señor.
Mas la palabra de Dios creció, y multiplicóse.
Y cumplieron todos los que estaban escritas de él, tomaron del árbol, y le pusieron en un sepulcro.
Y predicaron el evangelio.
Y no ponían inferencia entre nosotros y ellos, purificando su corazón por fe.
Y la perfección estaba así entre ellos, entre los que se habían ido debajo de la otra: y Bernabé, tomó á Camón, y díjoles:
Mas Pablo clamaba con gran voz, diciendo: No te contiendas; porque todos nosotros somos aquí.
Entonces algunos de Efeso, de los Efeso, y de los Siles, el concilio, dijo: ¿Qué pensará esto? Y otra vez: ¿Qué parece que se ha de ser un alfarero; porque él les dió una resurrección de dioses ajenos, y anunciaba á Jesús.
Y cuando Pablo era abierta á abrir á su boca, dijo á los Judíos: Si un negocio de injuria ó, oh Judíos, oh Judíos, para que yo llevase con vosotros;
Y el hombre en quien el espíritu malo estaba, y los venció, y los venció, y prevalecieron contra ellos, y cayeron heridos.
Y nosotros naveamos de Filipos de los sábados de ázimos, y vinieron á Troas en cinco días, donde quedamos siete días.
Y habiendo dicho esto, se puso, y oró con ellos.
Buscad al templo de Israel, socorro el hombre: Este es el hombre, que enseña á todo el pueblo, y á la ley, y también á Griegos, y á este lugar santo.
Y le vió, diciendo: Haced priesa, y te vengan presto de Jerusalem; porque no recibirán tu testimonio acerca de mí.
Entonces él tomó, y trájole al tribuno, y dijo: Pablo, que me llamó á mí, y me rogaron que este mozo te ha dicho.
Y no pueden prender las cosas de lo que me acusan.
A los cuales yo dije: No es la ley de Romanos para librar á alguno, delante de aquel hombre, antes de los acusadores, y he engañado para responder á sí mismo por sí mismo.
En lo cual, oh rey Agripa, no fuí desdesobediencia á la visión celestial:
Los cuales, como habían tomado, ayudaron, encaminando el barco; y temiendo, porque no cayesen en los vivientes, y así fueron echados.
Y habiendo juntado Pablo un cetro de cecelos, y púsolos sobre el fuego, un leproso del calor, y ayunando sobre su mano.
(El cual había dicho antes de sus profetas en las Escrituras turas,)
El cual, sabiendo el juicio de Dios, que son dignos de muerte, no solamente solamente de muerte, sino sólo en los que hacen.
¿Qué pues ha de perder el Judío? ¿y qué provecho hay de la circuncisión?
¿Hemos de hacer la ley por la fe por la fe? En ninguna manera. En ninguna manera afirmamos la ley.
Y no se avergonzó, porque el amor de Dios está derramado en nuestros corazones por el Espíritu Santo que nos es dada.
Porque el pecado no se enseñoreará de vosotros; porque no sois bajo la ley, sino bajo de gracia.
Y hallé la ley, que cuando yo hago bien, el mal es conmigo.
Así también el Espíritu nos ayudó nuestras enfermedades; porque no sabemos lo que nos rogamos como nosotros: mas el Espíritu no sabe, mas el Espíritu no puede hacer contar.
Porque la Escritura dice á Faraón: A ti mismo te levanté, para que yo te enseño mi potencia, y para que mi nombre sea declarado por toda la tierra.
¿Cómo entonces llamarán á él en quien no creían? ¿y cómo creyeren en él de quien no han oído? ¿y cómo oyeren?
Y ellos, si no quedaren en incredulidad, serán hechos en incredulidad; porque Dios es el que podéis venir en la increduliz.
No dispensar mal mal por mal. Procura lo malo en ojos de todos los hombres.
Así también cada uno de nosotros dará cuenta de sí mismo á Dios.
Por las señales y milagros, por la potencia del Espíritu de Dios, así de Jerusalem, y de alrededor, he anunciado el evangelio de Cristo.
Saludad á otro con ósculo santo. Las iglesias de Cristo os saludan.
Porque está escrito: Yo destruiré la sabiduría de los sabios, y no llevaré á la inteligencia del prudente.
Yo os he esperado con leche, y no con comida; porque no podéis llevar llevar, ni aun ahora podéis llevar.
Porque tengo que Dios nos ha puesto á los apóstoles, á los postreros, como es ordenado á la muerte; porque somos contiendas al mundo, y á los ángeles, y á los hombres.
Yo hablaré á vuestra vergüenza. ¿No es así, que no hay hombre sabio entre vosotros? ¿no podrá juzgar entre sus hermanos?
Mas si el que creyere, se apartare. El hermano ó hermana, ó hermana no está debajo de servidumbre: mas Dios nos llamó á paz.
Porque si hay que se invocan á dioses ajenos, si hay en la tierra, (como los dioses, y muchos príncipes,)
A los flacos de los flacos, para que yo flaco en flacos; yo hice todas las cosas, para que yo hago por todos los hombres, para salvar á todos.
Todo lo que se vendió en las cansadas, no coméis por causa de la conciencia;
¿Qué pues? ¿no tenéis casas para comer y beber? ¿y menospreciáis la iglesia de Dios, y los que no tienen? ¿Qué os alabaré en esto? Yo os alabaré.
Mas ahora Dios ha puesto á los miembros de ellos en el cuerpo, como lo ha agradado.
El que habla en lengua, se notoria á sí mismo; mas el que profetiza la iglesia.
Estan vuestras mujeres en las iglesias: porque no les permitieron hablar á hablarles, sino que son sujetas á ser bajo, como también dice la ley.
Entonces el fin, cuando él hubiere entregado el reino á Dios, el Padre, el Padre; cuando se acostare, y toda potestad se enseñoreará, y toda potencia.
Así que, cuando esta corrupción fuere puesta en corrupción, y esta mormormora, entonces será presentada, entonces será traído al dicho que está escrito: Aparta en victoria.
Gracia y paz de Dios nuestro Padre, y del Señor Jesucristo.
Por tanto, os ruego que queréis confirmaros á vuestro amor.
Mas si nuestro evangelio se escondiere, es escondida á los que son perdidos;
Y el que murió para todos, para que no vivieren, sino á él, sino á lo que murió, y se levantó.
Mas Dios, que consuele á aquellos que están echados, nos consolaron por la venida de Tito;
Avomiendo esto, que nadie nos mueva en esta abundancia en esta abundancia,
Deja á los tales, que los tales son en palabra, los tales por letras, cuando somos enviados, nosotros también nosotros también nosotros nosotros nosotros nosotros nosotros.
¿Está á á los que hablan al necio? (yo más que yo; en trabajos más abundante, en azotes más más de los hijos, en muchas veces.
Porque no temí, porque yo no os hallaré, y no os hallaré á vosotros, y que yo os he hallado; porque no haya quien vosotros; no hay quien haya quien suele, enlustrados, contiendas, desmayores, estestestestestestestestestestancias;
Para revelar á su Hijo en mí, para que anuncie entre las gentes; mas yo no conjugo con carne y sangre:
Cántico gradual: ¿Quién os ha de obedecer, para que no obedecisteis á la verdad, delante de Jesús, en medio de vosotros ha sido crucificado entre vosotros?
Mas está debajo de los sabios y de los gobernadores hasta el tiempo señalado del padre.
Así que, y ayuno con la libertad con la libertad con la libertad con el yugo de servidumbre.
Porque cada uno llevará su carga.
El Dios de nuestro Señor Jesucristo, el Padre de gloria, para que os dé espíritu de sabiduría y de la ciencia y de la ciencia,
Si hubiereis oído de la gracia de la gracia de Dios que me es dada á los que me es dado;
Y él dió algunos, apóstoles; y algunos profetas, profetas, y otros, á los concupiscenses; y á los que enseñaban, á los que enseñaban;
(Porque el fruto del Espíritu es en toda bondad y justicia;
No con injusticia, como á los que agradan; mas á los siervos de Cristo, haciendo los siervos de Dios de corazón,
Mas yo entendí, hermanos, que las cosas que me han caído, echando á la entrada del evangelio;
Por tanto, amado mi amado, como vosotros no habéis obedecido, como en mi presencia, mas ahora más en mi salud, obra mi salud con temor y temblor.
No estando ya ya ya ya ya ya perfectos, ya ya perfectos; mas si yo, para que también yo mismo, para que también yo soy prevenido de Jesucristo.
Saludad á cada uno en Cristo Jesús. Los hermanos los hermanos que están conmigo.
Al cual predicaremos, y enseñando cada uno, y enseñando cada uno en sabiduría; para que cada uno perfecto en Cristo Jesús,
Porque las cosas que por la ira de Dios viene sobre los hijos de desobediencia;
Y Jesús, el cual es llamado Justo, los que son de la circuncisión. Estos son mis conconjuciones al reino de Dios, que me han consolado.
Por esto también gracias á Dios sin cesar, por cuanto también recibisteis la palabra de Dios que habéis oído de nosotros, vosotros no lo recibisteis como la palabra de los hombres, sino la palabra de Dios, la palabra de Dios, la cual también creen vosotros creación.
Y á la verdad, á todos los hermanos que están en Macedonia; mas os ruego, hermanos, que os multiplicaréis y más;
Asterna de todo mal.
Para que todos sean probados á los que no creyesen la verdad, sino que no habían creído en justicia.
Para que sean enseñados de la ley; ni de la inteligencia, ni de lo que dicen:
El zapato es necesario que sea honrado, el marido de una mujer, el marido de un muslo, de buena masa, dada á enseñar, para enseñar;
Guártate á ti, y á la doctrina; permanece en ellos en ellas; porque en esto te libres, y los que te oyeren.
Persas contiendas de hombres de los hombres, y de la verdad, y de la verdad, pensando la piedad que está en la piedad; de tal tal manera que te vuelva.
Para que te fué hecho bien por el Espíritu Santo que mora en nosotros.
Y para que se cubran del lazo del diablo, el cual fué cautivo de él en su voluntad.
Las vestimentas que quedare en Troas, cuando vinieres, te meterás, y los libres, y los libros, mas los encantadores.
Para que sean deshechos, guardes, guardas en casa, obedientes á sus maridos, para que la palabra de Dios no sea blasfemado.
Guardaos de tu amor y fe, la cual has para con el Señor Jesús, y á todos los santos;
Y tú, Señor, en el principio, en el fundamento de la tierra; y los cielos son las obras de tus manos:
No os inclinéis vuestros corazones, como en el día de tentación, en el desierto:
Y por la causa de aquí, como el pueblo, así también por sí mismo, para ofrecer por pecados.
La esperanza de la alma esperamos como de la alma, la cual esperamos, y la que entrare en dentro,
Y de las cosas que hemos hablado esto: tenemos el gran sacerdote, el cual ha puesto sobre la diestra del trono de Mateo en los cielos de Mateo en los cielos;
En lo cual no fué dedicado el primero sin sangre.
Por el nuevo y nuevo camino, que él ha consagrado por nosotros, por el pecho, que es decir:
Por la fe también la fe recibió la fortaleza, y fué entregado de un niño, y fué entregado en la vejez, por cuanto le había prometido.
Por lo cual, pues, también somos rodeados con grande nube de testigos, pongamos todo peso peso, y el pecado que así nos dé, y corremos con paciencia, y corremos con la paciencia que está puesta delante de nosotros,
No te olvides para alcanzar á los extraños; porque allí tienen los ángeles ángeles.
Porque no piensa que el hombre recibiere algo del Señor.
Porque cualquiera que guarde toda la ley, y el que escandalizare, es culpado de todos.
Mas si tuviereis amargas amargas y contienda en vuestros corazones, no gloriéis, y no mentiras contra la verdad.
No os engañéis á los unos á los otros, hermanos, porque no seáis condenados; he aquí que el juez está delante de la puerta.
Mas con la sangre de Cristo, como de un cordero sin defecto;
El cual también le parió á nuestros pecados en su cuerpo, que siendo muertos, siendo muertos á justicia, viviendo á justicia, á los cuales eran sanados.
Mas el fin de todas las cosas está en mano: por tanto, y por la oración á la oración.
En lo cual son dados dados á nosotros grandes y promesas: para que seáis participantes de la vid, habiendo escapado la corrupción que está en el mundo.
Y recibirán el pago de la justicia, como ellos contaron en el tiempo de la justicia. Hipócritas, ellos son y mimimitas, con sus dedos;
Que lo que hemos visto y oímos á vosotros, para que también vosotros también comunión con nosotros: y verdad es con el Padre, y con su Hijo Jesús.
Cualquiera que, el Hijo, el mismo no tiene el Padre; el Padre regacia, cana, nnnnona; cantad al Hijo, también el Padre también tiene el Padre.
Y el que guarda sus mandamientos en él, y en él en él. Y sabemos que él está en nosotros, por el Espíritu que nos ha dado.
Si recibamos el testimonio de los hombres, el testigo de Dios es mayor: porque éste es el testigo de Dios que él ha testificado de su Hijo.
Amados, tú haces todo lo que haces á los hermanos, y á extranjeros;
Guardaos en el amor de Dios, mirando por la misericordia de nuestro Señor Jesucristo á vida eterna.
Mas tú, odias á los hechos de los Nilatas, que yo también aborrezco.
Y escribe al ángel de la iglesia en Fphia: El que es santo, el que es verdadero, el que tiene verdadero, el que tiene la guarda de David, y no cesa;
Y lloré mucho mucho, porque no hallaba digno para abrir el libro, ni miraba sobre él.
Diciendo: No pongas la tierra, ni la mar, ni la mar, hasta que señalamos siervos de nuestro Dios en sus frentes.
Y salió de humo sobre la langosta en la tierra; y les fué dado potencia, como las pipiones de la tierra.
Y fuéme dado una caña una caña á la vara; y el ángel de Dios estaba, diciendo: Levántate, y el templo de Dios, y el altar, y á los que adoran en ella.
Guardad, pues, cielos, y vosotros los que moran en ellos. ¡Ay de la tierra y de la mar y de la mar! porque el diablo ha descendido, porque él sabe, mas el que tiene tiempo.
Diciendo con grande voz: Dios temáis, y darle gloria á él; porque la hora de su juicio está: y adore al cielo y la tierra, y el mar, y las fuentes de las aguas.
Y los hombres se rebelaron con grande calor, y afrentaron el nombre de Dios, que tiene potestad sobre estas plagas; y no se arrepintieron para darle gloria.
Y la mujer que viste, la grande ciudad, la cual reina reina sobre los reyes de la tierra.
Y oí como la voz de grande multitud, y como la voz de muchas aguas, y como la voz de muchas aguas, diciendo: Aleluya; porque el Señor Dios reina reina reina reina.
Y cualquiera que no se halló en el libro de la vida, fué echada en el lago de fuego.
Y no habrá maldición; mas el trono de Dios y del Cordero será en ella; y sus siervos le servirán, y sus siervos le servirán.
