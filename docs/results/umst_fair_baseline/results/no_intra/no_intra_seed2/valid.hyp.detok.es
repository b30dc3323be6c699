Y hizo Dios dos lámpagos; el mayor que la luz se enseñoreará, y la luz de la noche para la noche; hizo también las estrellas.
Y Jehová el Dios tomó al huerto, y púsole en el huerto de Edén á la fortaleza de Edén.
Y llamó Adam el nombre de su mujer Isaías, porque era madre de todos los vivientes.
Y á Seth nacido, nació allí un hijo; y llamó su nombre Enós, y comenzaron á llamar á invocar el nombre de Jehová.
Y vivió Lamech, después que engendró á Noé, quinientos noventa y cinco años, y engendró hijos é hijas.
Y era Noé de cien años cuando el diluvio estaba sobre la tierra.
Y cesó aún de otros siete días, y envió la paloma; la cual no se volvió más á él.
Y Noé comenzó á labradores, y plantó viña.
Y á Sem, padre de todos los hijos de Heber, hermano de Japhet, hermano de Japhet, le nacieron hijos.
Y vivió Peleg después que engendró á Reu, doscientos y nueve años, y engendró hijos é hijas.
Y Jehová hizo á Faraón y á su casa con grandes plagas por la mujer de Abram, por la mujer de Abram.
Con Chêlaomer, rey de Elam, y con Tidal rey de gentes, y Amadad rey de Sinar, y Arioch, rey de Ethar; cuatro reyes con cinco reyes.
Y irás á tus padres en paz; serás sepultado en buena vejez.
Y te daré á ti, y á tu simiente después de ti, tierra en que tú eres extranjero, toda la tierra de Canaán, por posesión de ellos, y yo seré su Dios.
Y Abraham y Sara era viejo, y viviendo en la vejez; y cesó á Sara según la costumbre de las mujeres.
He aquí ahora, dos hijas que no han conocido al hombre; me ruego que os ruego, os ruego, y haced que bien está en vuestros ojos: porque no han venido á estos hombres, porque no vino debajo de la sombra de mis ojos.
Y el menor, parió también un hijo, y llamó su nombre Benammi: éste es el padre de los hijos de Ammón hasta hoy.
Y dijo Dios á Abraham: No sea molesto en tus ojos, por cuanto el mozo, y por causa de tu sierva, en todo lo que te ha dicho: porque tu simiente será llamado en Isaac.
Y dijo Abraham: Hijo mío, Dios le hará un cordero por holocausto: así se juntaron también de ellos.
Y Ephrón respondió á Abraham, diciendo:
Y ella le dijo: Yo soy hija de Bethuel, hijo de Milca, que parió á Nachôr.
Y comieron y bebieron, él y los hombres que estaban con él, y esperaban toda aquella noche; y levantaron de mañana, y dijo: Dame á mi señor.
Y estos son los años de la vida de Ismael, ciento treinta y siete años: y él dió el ejército, y fué reunido á su pueblo.
Y el hombre se levantó, y iba iba, y creció hasta que se fué muy grande;
Ahora pues, hijo mío, obedece á mi voz conforme á lo que yo te mando.
Y dijo Esaú á su padre: ¿No eres tú sino á mi padre? bendecifícame, padre mío, padre mío. Y lloró Esaú su voz, y lloró.
Y esta piedra, que he puesto por columna, será Dios de la casa: y de todo lo que me darás, te daré á ti la décima.
Y él fué á Rachêl, y también amó á Rachêl más que Lea, y sirvió con él siete años.
Y aconteció que, como Rachêl había nacido á José, dijo á Labán: Envíame á mi lugar, para que vaya á mi lugar, y á mi tierra.
Y él dijo: Alza ahora tus ojos, y vean todos los carneros que destilan sobre las bestias, párpados, y pintados: porque yo he visto todas las cosas que te hace Labán Labán Labán.
Si el Dios de mi padre, el Dios de Abraham, y el temor de Isaac, me has sido conmigo, me enviaste vacíos. Dios ha visto mi aflicción y el trabajo de mis manos, y te reprendió.
Y él mandó á la concupiscencia, diciendo: Cuando Esaú mi hermano Esaú, y te descienda, diciendo: ¿Cuál eres tú y á dónde están delante de ti?
Y dijo Esaú: Ahora me deje ahora algunos de los que están conmigo. Y él dijo: ¿Qué tiene gracia en ojos de mi señor? halla gracia delante de mi señor.
Y aconteció al tercer día, cuando ellos estaban en gran manera, dos de los hijos de Jacob, y Simeón, cada uno de los hermanos, cada uno de sus hermanos, cada uno su espada, y mató á todos los varones.
Los hijos de Rachêl: José y Benjamín;
Y los hijos de Ana fueron estos: Disón, y Aholibama, hija de Ana.
Y vinieron sus hermanos á apacentar su padre en Sichêm.
Y Judá tomó por mujer á Er su primogénito, el cual fué Thamar.
Y dejó á todo lo que tenía en la mano de José; y no sabía que él había de salvar, sino el pan que comió. Y José era hombre hermoso.
Y en tres días alzará Faraón tu cabeza, y te restituirás á tu lugar: y tú librarás de Faraón en su mano, después que fuiste su incensario.
Y el rollo y el rollo comía, comían las siete vacas:
Y á José nacieron delante de los años de hambre, que vino á Asenath hija de Potith, sacerdote de Potiah sacerdote, le parió á él.
Y no sabían que José les entendieron; porque él les habló por interpretación.
Y tomaron los hombres que presentaron, y tomaron dinero en su mano, y Benjamín; y se levantaron, y descendió á Egipto delante de José, y púsose delante de José.
Entonces ellos se postraron cada uno su gallo á tierra, y abrió cada uno su gallo.
Y me envió Dios delante de vosotros para que os guarden en la tierra, y para salvarse vuestra vida por grande salvación.
Y los hijos de Rubén: Hanoch, Phereu, y Hesrón, y Carmi.
Y habló Faraón á José, diciendo: Tu padre y tus hermanos han venido á ti:
Y díjome: He aquí, yo te haré crecer, y te multiplicaré, y te haré de ti multitud de pueblo; y daré esta tierra según tu simiente eterna.
Sus ojos serán vestidos vestidos de vino, y sus dientes blancas con leche.
Y subió con él carros y gente de á caballo; y fué una grande compañía.
E hicieron los Egipcios á los hijos de Israel para servir á los hijos de Israel;
Y fué Moisés á morar con el varón; y él dió Moisés á Sísara su hija.
Y Jehová dijo á Moisés: Echad tu mano, y tomóla por la haz. Y él sacó su mano, y lo arrebató, y tomóla una vara en su mano:
Y ellos dijeron: El Dios de los Hebreos ha encontrado con nosotros: vayan ahora tres días de camino, camino de camino, y sacrificio á Jehová nuestro Dios; porque no caiga sobre nosotros, ni con pestilencia.
Y JEHOVÁ habló á Moisés, diciendo:
Y Moisés y Aarón fué á Faraón, y hicieron así como Jehová había mandado: y Aarón echó su vara delante de Faraón, y la echó de sus siervos, y fué hecha serpiente.
Mas como Faraón vió que había estado allí, endureció su corazón, y no los escuchó; como Jehová había dicho.
Y Jehová dijo á Moisés: Levántate en la mañana, y estantaos delante de Faraón, y decidle: Así ha dicho Jehová el Dios de los Hebreos, para que me sirvan.
Y Moisés y Aarón fué traído á Faraón: y él les dijo: Id á Jehová vuestro Dios: mas ¿quién son los que irán?
Y Jehová dijo á Moisés: Faraón no os oirá; para que mis maravillas sean multiplicados en la tierra de Egipto.
Y aconteció que en medio de la media noche hirió Jehová todo primogénito en la tierra de Egipto, del primogénito de Faraón que estaba sentado en su trono á su trono, y todo primogénito de los animales; y todo primogénito de ganado.
Y mostrarás á tu hijo en aquel día, diciendo: Esta es hecho por cuanto Jehová me ha hecho, cuando salí de Egipto.
Y levantarás tu vara, y extenderás tu mano sobre la mar, y la repartiste: y los hijos de Israel irán en tierra por medio de la mar.
Y los duques de Edom serán estrechas; los valientes de Moab, temblarán sobre ellos, todos los moradores de Canaán; todos los moradores de Canaán se fundirán.
Y como lo hiciesen con un omer, que nada había juntado de nada, y el poco que no había juntado; junta cada uno conforme á su comer.
Mas las manos de Moisés se agravaron, y tomaron piedra, y púsola debajo de él, y sentóse sobre él; y Aarón se puso las manos, y el otro lado de la otra, y el otro lado de la otra parte del sol.
Y juzgaron al pueblo en todas las cuas, difíquían á Moisés, mas á Moisés, mas á todo negocio les juzgaron.
No harás á ti imagen de imagen, ni á ninguna cosa de cosa que está en los cielos, ni abajo en la tierra, ni abajo en las aguas debajo de la tierra:
Si no le agradare á su señor, el cual la hubiere hecho para sí mismo, será redimir: para vengarla á la gente extraña extraña, no tiene fuerza con ella.
Si el ladrón se hallare, y fuere herida, y no se derramare sangre, no se derramare sangre por él.
No te levantarás testimonio: no te echarás tu mano con los impíos para ser testigo.
Y pondré tus heridas desde el mar Bermejo hasta la mar de los Filisteos, y desde el desierto hasta el arroyo: porque yo entregaré los moradores de la tierra en vuestras manos, y los echarás delante de ti.
Y harán arca de madera de Sittim: dos codos de longitud y la mitad de su longitud, y un codo y medio de su anchura, y medio medio de su altura.
Y mirarás á los que te habían sido mostrado, la cual te había hecho en el monte.
Y levantarás el tabernáculo conforme al tabernáculo, conforme al monte que te había hecho en el monte.
Y harás vestimentas para Aarón tu hermano por gloria y gloria para gloria.
Y habrá en la cumbre de ella, en medio de ella, en medio de ella será espanda de obra alrededor de ella alrededor, como la hoja de ella, que no se rompieron.
Y tomarás el otro carnero, y Aarón y Aarón y sus hijos pondrán sus manos sobre la cabeza del carnero.
Y la cubrirás de oro puro, y su cumbre alrededor, y sus cuernos, y sus cuernos; y lo harás una corona de oro alrededor.
Cualquiera que hiciere cosa semejante, ó cualquiera que fuere de él, será cortada de su pueblo, será cortada de sus pueblos.
Y Jehová dijo á Moisés: Ve, te desciende; porque tu pueblo, que te sacaste de la tierra de Egipto, se tornaron:
Y enviaré al ángel delante de ti, y arrojaré al Cananeo, al Hetheo, y al Hetheo, y al Pherezeo, y al Pherezeo, y al Jebuseo.
Y él dijo: Si he hallado gracia en tus ojos, oh Señor, ruégote que mi Señor, te ruego que vaya entre nosotros; porque es pueblo de nuestra cerviz, y tomaremos nuestro pecado.
Y habló Moisés á toda la congregación de los hijos de Israel, diciendo: Esta es la cosa que Jehová mandó, diciendo:
Y puso en su corazón para que enseñe á ambos, y á Aholiab, hijo de Ahisach, de la tribu de Dan.
Y estaban juntas abajo, y juntaron en su cabeza, al anillo de un anillo: así hizo á ambos en los rincón.
Y mandad debajo de los dos brazos de lo mismo, y manmanzad debajo de los otros dos brazos de lo mismo, y una manzana debajo de ella, conforme á las seis brazos de ella.
Y Bezaleel hijo de Uri, hijo de Hur, de la tribu de Judá, hizo todo lo que Jehová había mandado á Moisés.
Y ataron el racional por sus anillos á los anillos del ephod con un cordón de jacinto, para que esté arriba sobre el cinto del ephod, y para que no se desatase el racional del ephod; como Jehová lo mandó á Moisés.
Y levantarás el atrio alrededor, y levantarás el pabellón de la puerta.
Porque la nube de Jehová estaba sobre el tabernáculo de Jehová, y fuego estaba en él, en ojos de toda la casa de Israel, por toda su casa de Israel, por todas sus partidas.
Y toda ofrenda de tu comida harás con sal; y no permitirás la sal del pacto de tu Dios para ser faltado de tu presente: con todas tus libaciones.
Como fué quitada del becerro de las paces, y el sacerdote los quemará sobre el altar del holocausto.
Y será que cuando fuere culpado en uno de estas cosas, el que confesare en lo que cometiere;
Y comerán sus hijos á Aarón y á sus hijos: con panes sin levadura será comido en el lugar santo; en el atrio del tabernáculo del testimonio, comerán.
Mas si el sacrificio de su ofrenda fuere voto, ó paja de ofrenda, será el mismo día que ofreciere su sacrificio; y el día siguiente su sacrificio será comido:
Y puso el racional sobre él; y puso también en el racional y en el racional.
Y él dijo á Aarón: Toma un becerro por expiación, y un carnero carnero por holocausto, sin tacha, y ofrece delante de Jehová.
Y habló Jehová á Aarón, diciendo:
Y los puercos, y el águila, y el águila,
Y JEHOVÁ habló á Moisés, diciendo:
Mas si la mancha se parare en su lugar, y no extendiere, es arder ardor; y el sacerdote lo dará limpio.
Y si el sacerdote mirare, y he aquí que la plaga no hubiere extendido en el vestido, ó en el vestido, ó en la herida, ó en cualquiera cosa de piel;
Y tomará el sacerdote el cordero de la culpa, y el log de aceite, y el sacerdote lo mecerá por ofrenda agitada delante de Jehová;
Esta es la ley por toda plaga de lepra, y clama,
Y cualquiera que tocare estas cosas, será inmundo, y lavará sus vestidos, y se lavará sus vestidos, y será inmundo hasta la tarde.
Y lavará su carne con agua en el lugar santo, y pondrá sobre sus vestidos, y ofrecerá, y ofrece su holocausto, y hará el holocausto del pueblo, y hará expiación por sí mismo, y para el pueblo.
Vosotros tendréis mis juicios, y guardaréis mis ordenanzas, para andar en ella: Yo Jehová vuestro Dios.
No os apartaréis á los ídolos, ni hagáis dioses de fundición: Yo Jehová vuestro Dios.
Mas el extranjero que está con vosotros, será como el natural entre vosotros, y le amarás como tú; porque vosotros extranjeros en la tierra de Egipto: Yo Jehová vuestro Dios.
Y el hombre ó mujer que tiene el espíritu, ó el que es tabla, morirá de cierto: apedrearán piedra con piedras: sobre ellos será su sangre.
El alma que hubiere tocado, será inmundo hasta la tarde, y no comerá de las cosas santas, lavará su carne con agua.
Seis días se hará obra: mas el séptimo día es sábado de reposo, santa convocación: ninguna obra servil haréis: el sábado de Jehová en todas vuestras habitaciones.
Y habló Jehová á Moisés, diciendo:
Y si alguno hubiere falta en su prójimo, así lo ha hecho, así será hecho,
Y si el hombre no lo redimirá, y se lo redimirá;
No os haréis ídolos, ni imagen de escultura, ni os levantaréis estatua, ni alzaréis imagen de piedra en vuestra tierra, para que yo soy Jehová vuestro Dios.
Y asolaré vuestras ciudades, y traeré vuestros santuarios á asolamiento, y no habitaré olor olor de vuestra suavidad.
Y si el que santificare su casa, añadirá el quinto del dinero de tu estimación al dinero de tu estimación, y será su voluntad.
De Benjamín, Abidén hijo de Gedeón.
Los contados de ellos, de la tribu de Aser, cuarenta y un mil y quinientos.
Entonces el tabernáculo del testimonio puso en el campo de los Levitas en medio de los Levitas, en medio del campo: así pusieron campo, cada uno en su lugar.
Porque todos los primogénitos son mi primogénito; porque el día que herí á todo primogénito en la tierra de Egipto, santifico á mí todo primogénito en Israel, así será Jehová.
Y todos los varones de los nombres por el número de los nombres, de un mes arriba, de los contados de ellos, veinte y dos mil y sesenta.
Y Toma también la cuenta de los hijos de Gersón, por las casas de sus padres, por sus familias;
macho cabrío y hembra vestiréis, fuera del real: los que no contaminéis; los que no contaminan sus arpas, en medio de la cual moraba.
Habla á los hijos de Israel, y diles: Cuando el hombre ó mujer, se apartará al voto de Nechâo, para apartar á Jehová;
Toma de ellos, para que sean para hacer el servicio del tabernáculo del testimonio; y les darás á los Levitas, conforme á cada uno conforme á su servicio.
Y para sacrificio de paces, dos bueyes, cinco carneros, cinco machos de cabrío, cinco corderos de un año. Esta fué la ofrenda de Elideur, hijo de Sedeur.
Y para sacrificio de paces, dos bueyes, cinco carneros, cinco machos de cabrío, cinco corderos de un año. Esta fué la ofrenda de Abidén.
Toma los Levitas de entre los hijos de Israel, y limpiólos.
Habla á los hijos de Israel, diciendo: Si alguno de vosotros ó de vuestra posteridad será inmundo por causa del cuerpo muerto, ó por causa de lejos, mas él guardará la pascua á Jehová.
Y el tabernáculo fué tomado, y los hijos de Gersón y los hijos de Merari, llevando el tabernáculo.
Y Moisés respondió á Jehová: ¿Por qué has afligido tu siervo? ¿y por qué no he hallado gracia en tus ojos, que tú pusieres la carga de todo este pueblo?
Y él dijo: Oid ahora mis palabras: Si fuere profeta entre vosotros, yo Jehová me haré notorio en visión, y hablará á él en sueños.
Y subieron, y escudrieron la tierra del desierto de Zin hasta Rehob, como hombres hombres vinieron á Hamath.
Cántico gradual, y de grande misericordia, la iniquidad y de rebelión, y de rebelión, que no podéis ser visitado la iniquidad, la maldad de los padres sobre los hijos de los padres.
Y hará ofrenda encendida á Jehová, ó sacrificio de sacrificio, ó sacrificio en ofrenda voluntariamente, ó en ofrenda voluntariamente, ó en vuestras solemnidades, para hacer olor suave á Jehová, en olor de suavidad, de las ovejas, ó de las ovejas:
Y los que le hallaron en pos de él á Moisés y á Aarón, y á Aarón y á toda la congregación.
Y cayeron sobre sus rostros, y dijeron: ¡Oh Dios de los espíritus de todos los espíritus de toda carne, un hombre, y te enojarás con toda la congregación?
Habla á los hijos de Israel, y toma de cada uno conforme á la casa de sus padres, de todos sus príncipes, conforme á la casa de sus padres: escribirás el nombre de cada uno sobre su vara.
Todas las primicias de las cosas santas, que los hijos de Israel ofrecían á Jehová, te he dado, y tus hijos y tus hijas contigo, por estatuto perpetuo: es de Jehová para siempre.
Y de la ceniza tomará de la ceniza del holocausto, de la purificación de la purificación del pecado, y las aguas correrán en en un vaso;
Toma Aarón y Eleazar su hijo, y los traerá al monte de Hor:
Porque Hesbón fué la ciudad de Sehón rey de los Amorrheos, que había peleado contra el rey de Moab, y tomó toda su tierra de su mano, hasta Arnón.
Y levantóse Balaam en la mañana, y albardó su asno, y fué con los príncipes de Moab.
¿Quién puede cuenta el polvo de Jacob, y el número de la cuarta parte de Israel? Segame morir la muerte del justo, y mi postre como su postrimería!
Y el furor de Balac se encendió contra Balaam, é hirió sus manos á Balaam; y dijo á Balaam: Yo te llamé á mis enemigos, y he aquí que todos estos tres veces los benditas.
Y el nombre de la Madianita, la mujer de los Madianitas, hija de Zur; fué cabeza sobre un pueblo, y de la casa de Madián en Madián.
Estos son las familias de los hijos de Aser, conforme á los contados de ellos, setenta y quinientos.
Y estos son los contados de los Levitas por sus familias: de Gersón, la familia de Gersón, la familia de los Gersón: de Coath, la familia de Coath: de Merari, la familia de los Meraitas.
Y Moisés hizo como Jehová lo había mandado; y tomó Josué, y púsole delante de Eleazar el sacerdote, y delante de toda la congregación.
Una décima décima á cada cordero, por los siete corderos;
Y un macho cabrío por expiación; además del holocausto continuo, y su presente, y su libación.
Y habló Moisés al pueblo, diciendo: Armam de vosotros á la guerra, y dejándolos contra los Madianitas, y vengan á Jehová de Madián.
Y setenta y doce mil rones,
Porque cuando subieron al valle de Era, y vieron la tierra, confortaron el corazón de los hijos de Israel, para que no entrasen en la tierra que Jehová les había dado.
Y los hijos de Machîr hijo de Manasés, fué á Galaad, y tomóla, y poseíala al Amorrheo que estaba en ella.
Y partidos de Tahath, asentaron en Tara.
Y JEHOVÁ habló á Moisés, diciendo:
Manda á los hijos de Israel, que dan á los Levitas de la herencia de sus ciudades en posesión; y daréis también á los ejidos por las ciudades alrededor.
Y no tomaréis para él la ciudad de su refugio, para que entrase á la ciudad de su refugio, para que llegue á morar en la tierra, hasta que la muerte del sacerdote.
Y tomé á los principales de vuestras tribus, varones sabios, y notorio, y les hicieron capitanes sobre vosotros, centuriones, y centuriones, capitanes, capitanes de cincuenta, y oficiales en vuestras tribus, y oficiales.
Y tornasteis, y llorasteis delante de Jehová; mas Jehová no quiso oir á vuestra voz, ni os dé oído.
(Como los hijos de Esaú que moran en Seir, y los Moabitas que moran en Ar, me hizo pasar el Jordán en la tierra que Jehová nuestro Dios nos da.
No temáis; porque Jehová vuestro Dios os pelearéis por vosotros.
Guardaos de vosotros, porque no os olvidáis el pacto de Jehová vuestro Dios, que hizo con vosotros, y os hará escultura, ni escultura, que Jehová tu Dios te ha hecho.
Jehová habló con vosotros á rostro en el monte de en medio del fuego,
ESTOS son los mandamientos, los estatutos, y derechos, que Jehová vuestro Dios os mandó, para que os enseñáis en la tierra á la cual entréis para poseerla;
Porque tú eres pueblo santo á Jehová tu Dios: Jehová tu Dios te ha escogido para que seas pueblo á sí mismo, sobre todos los pueblos que están sobre la haz de la tierra.
Cuando hubieres comido y te hartarás, bendecirás á Jehová tu Dios por la buena tierra que te ha dado.
Y Jehová se enojó con Aarón en gran manera; y oré á Aarón por lo mismo tiempo.
El es tu alabanza, y tu Dios, que te ha hecho por ti grandes y terrible, que tus ojos han visto.
Y será que cuando Jehová tu Dios te hubiere metido en la tierra donde entrares para poseerla, la bendición pondrás la bendición sobre el monte de Gerizim, y sobre el monte de Ebal.
Y ofrecerás tu holocausto, la carne y la sangre, sobre el altar de Jehová tu Dios: y la sangre de tus sacrificios será derramada sobre el altar de Jehová tu Dios, y comerás la carne.
Mas estos no comeréis de los que se tolan, ni de los que hacen vestimentados; como las coberas, y las uñas, y la avaricia: porque no os engañen inmundo. Por tanto, por tanto no son inmundo.
Mas tú abrirás tu mano á él, y cierto lo dejarás para su necesidad, el que tiene necesidad de su necesidad, en lo que tiene.
Siete días guardarás fiesta á Jehová tu Dios en el lugar que Jehová tu Dios escogiere: porque Jehová tu Dios te bendecirá en todas las obras de tus manos, y en todas las obras de tus manos, de cierto te alegrarás.
Y será el sacerdote del pueblo, de los que ofrecen sacrificio, de los que sacrificaren sacrificio, si fuere buey ó oveja á la espaldilla, y las dos semanas, y las dos semanas.
Mas si alguno aborrece á su prójimo, y durmiere en él, y levantare contra él, y despertándole que muera, y hiriere en uno de estas ciudades:
Mas los árboles que tú no son los árboles por comida, destruirás y talarás; y edificarás, y edificarás contra la ciudad que te hace guerra contra ti.
Mas tú en alguno de los sabios, ve, y toma los mozos á ti; para que te vaya bien, y para que te prolongues tus días.
No matarás el duro: porque él es tu hermano; porque no abominarás al Egipcio, porque tú fuiste peregrino en su tierra.
Y si el hombre fuere pobre, no dormirás con su prenda;
Y será que cuando entrares á la tierra que Jehová tu Dios te da por heredad, y poseerá en ella, y habiéndola, y habiéndola en ella;
Estos estarán sobre el monte de Gerizim para bendecir al pueblo: Simeón, Simeón, Simeón, y Judá, y Benjamín, y Benjamín, y Benjamín;
Maldito serás en la ciudad, y maldito en el campo.
Y estarán sobre ti por señal y por señal, y sobre tu simiente para siempre.
Y tomamos su tierra, y dióla por heredad á los Rubenitas, y á Gaditas, y á la media tribu de Manasés.
Y te hartará Jehová tu Dios en toda obra de tus manos, en el fruto de tu vientre, en el fruto de tus bestias, y en el fruto de tu tierra, porque Jehová se alegrará por bien; porque Jehová se alegrará sobre tus padres;
Ahora pues, escribe este cántico por vosotros, y enseñad á los hijos de Israel: en sus bocas, para que este cántico sea testigo contra los hijos de Israel.
Y como Jehová lo vió, y afirmólos, por cuanto de sus hijos, y de sus hijas, y de sus hijas.
Vete á este monte Abarim, al monte de Nebo, que está en la tierra de Moab, que está sobre Jericó; y he aquí la tierra de Canaán, la cual doy á los hijos de Israel:
El Dios eterno es tu refugio, y entiende los brazos del siglo: y él sacará el enemigo de delante de ti, y dirá: Echalos.
Y ellos respondieron á Josué, diciendo: Todo lo que nos has de hacer, y á donde nos entiendes, iremos iremos.
Y habrá en vosotros espacio entre vosotros y dos mil codos, por medida de medida: no llegéis á ella, para que sepáis el camino que pasáis: porque no pasáis por este camino.
Entonces Josué mandó á los sacerdotes, diciendo: Ven de Jordán.
Y como Josué hubo dicho al pueblo, los siete sacerdotes que llevan las siete bocinas de carneros, pasaron los cuernos de Jehová, y tocaron las trompetas: y seguían el arca del pacto de Jehová.
Y Israel ha cometido, y traspasaron mi pacto que les mandé: porque ellos han tomado de cosa cosa, y también temblaron, y también temblaron, y pusieron entre sus hahajas.
Y Josué y todo Israel hizo como si fueron azotados delante de ellos, y huyeron por el camino del desierto.
Y todo lo que hizo á los dos reyes de los Amorrheos, que estaban de la otra parte del Jordán, á Sehón rey de Hesbón, y á Og rey de Basán.
Y el sol se paró, y la luna se puso, hasta que el pueblo se había vengado sobre sus enemigos. ¿No está escrito en el libro de Jasher? Y el sol se puso en medio del cielo, y no descendía.
Y volvióse Josué, y todo Israel con él, al campo á Gilgal.
Y estos son los reyes de la tierra que Josué y los hijos de Israel hirió á esta parte del Jordán, de Baal-gad en el valle del Líbano hasta el monte de Halac, que sube á Seir, conforme á las tribus de Israel, conforme á las tribus de Israel;
Mas los hijos de Israel no putaron á Gessur, ni á Mahanos, ni á los Mahanos, y á Mahanos, en medio de los Israelitas hasta este día.
Ahora pues, he aquí que Jehová me ha guardado vida vida, como dijo: De cuarenta y cinco años, desde la palabra de Jehová habló á Moisés, entre los hijos de Israel: y he aquí, yo soy hoy ochenta años.
Y Hasor, Apher, y Cerioth, y Hesrón, que en Asor,
Maón, Carmelo, Ziph, y Jutph,
Mas los hijos de Manasés no pudieron echar los moradores de las ciudades, sino el Cananeo que morase en aquella tierra.
Y Chêp-harai, Ophni, y Ophni; doce ciudades con sus aldeas.
Y Aclamad, y Aclamad, Misaal Carmelo, y al Carmelo, y á Silith, y á Silith;
Y si el pariente del pariente del muerto, entonces no lo librará al homicida, porque hirió á su mano; porque hirió á su prójimo, y no le aborrecieron.
Todas las ciudades con sus ejidos por sus familias, por las familias de los hijos de Coath que habían quedado.
Y los hijos de Israel dijeron: He aquí, los hijos de Rubén y los hijos de Gad y la media tribu de Manasés, edificaron altar sobre la tierra de Canaán, en los términos de los hijos de Israel.
Que no habéis venido entre estas gentes, estas cosas que quedan entre vosotros; ni hagáis reduación del nombre de sus dioses, ni les sirváis, ni les sirváis:
Y el pueblo dijo á Josué: No, sino serviremos á Jehová.
Y tomó Judá á Gaza con su término, y Ascalón con su término, y Ecrón con su término.
Y dejaron á Jehová el Dios de sus padres, los cuales los sacó de la tierra de Egipto, y siguieron dioses ajenos, dioses de los dioses de los pueblos que estaban alrededor de ellos, é inclináronse á Jehová.
Mas él se volvió de los carpados que estaban en Gilgal, y dijo: Yo te he oculto á ti, oh rey, dijo: Guarda todo lo que estaba junto á él. Y todos los que estaban de él.
Y salió Jael, á encontrarse á Sísara, y díjole: Volveme á mi señor, en pos de mí, no temía. Y como él se volvió á la tienda, cubriólo con fortaleza.
Bienaventurados sobre las mujeres de Heber, mujer de Cineo, serán benditas sobre las mujeres.
Y Jehová le dijo: Paz, Paz, no temas; no morirás.
Y como Gedeón había dicho, he aquí un sueño que había dicho á su compañero, y dijo: He aquí que yo soñí, y he aquí un sueño de cebada en el campo de Madián, y vino á la tienda de la tienda de Madián, y púsola al lado.
Y él dijo á Zeba y á Zalmunna: ¿Qué era de hombres que matasteis en Tabor? Y ellos respondieron: Como uno de los hijos del rey.
Y la vid les dijo: ¿Tengo yo el vino mi vino, que Dios y el hombre, y ve á ser probado sobre los árboles?
Y tomó el pueblo, y repartiólos en tres escuadrones, y echando en el campo, y miró, y he aquí que el pueblo había salido de la ciudad; y él se levantó contra ellos, y los hirió.
Y pusieron á los dioses ajenos de entre ellos, y sirvieron á Jehová: y su alma se entristeció de Israel.
Mas el rey de los hijos de Ammón no escuchó á las palabras de Jephté que le envió.
Y aparecieron el ángel de Jehová á la mujer, y díjole: He aquí ahora estéril, y no dejarás; mas tú parirás, y llevarás hijo.
Y después de tiempo se volvió á tomar, y se volvió á ver el cuerpo del león: y he aquí un brazo de miel y de miel en el cuerpo del león.
Y él se llamaba una gran manera, y llamó á Jehová, y dijo: Tú has dado esta grande salvación en mano de tu siervo: y ahora morirá por sed, y caiga en mano de los incircuncisos de incircuncisos?
Y llamó Samsón á Jehová, y dijo: Señor Jehová, acuérdate de mí, te ruego que me des, y me esforcé esta vez, oh Dios, para que se vuelva á causa de los Filisteos.
Y respondiendo los cinco hombres que habían ido á reconocer la tierra de Lais, y dijo á sus hermanos: ¿No sabéis que hay en estas casas, y una estatua de fundición, y la estatua de fundición? Ahora pues, ¿Por qué hacéis ahora?
Y él dijo á su criado: Ven, y llegarémonos á uno de estos lugares, en Gabaa, en Gabaa, ó en Gabaa.
Ahora pues, líbranos los hijos de Belial, los hijos de Israel, para que los pusiesen á muerte, y quitar mal de Israel. Mas los hijos de Benjamín no quisieron oir la voz de los hijos de Israel:
Así encerraron las vestimentas de los Ben-adtas, y echáronlas, y derribáronlas con Gabaa hacia Gabaa hacia el madero.
En aquellos días no había rey en Israel: cada uno hizo lo recto en sus ojos.
Y Booz dijo á Ruth: ¿No oyes mi hija? ¿No vas á otro campo, ni entres de aquí, sino que quedan aquí mis doncellas;
Y él dijo: Trae el velo que has sobre ti, y lo tomaste. Y midió seis medidas de cebada, y púsola sobre ella: y ella fué á la ciudad.
Mas á Hanna dió el digna, porque él amó á Hanna: mas Jehová la cerró su vientre.
Jehová hace pobre, y el rico hace: él lleva, y hace subir.
Y el niño Samuel dió á Jehová delante de Eli. Y la palabra de Jehová fué preciada en aquellos días, no hubo visión.
Y los Filisteos pelearon, y fueron heridos á Israel, y huyeron cada uno á su tienda: y había un gran matadero, porque allí cayeron de Israel treinta mil hombres de á pie.
¿Por qué, pues, vosotros pensáis vuestros corazones, como los Egipcios y endurecieron su corazón? Cuando él había obrado entre ellos, ¿no se apartó el pueblo, y se apartó?
Y juzgó Samuel á Israel todos los días de su vida.
Y él le dijo: He aquí ahora en esta ciudad es hombre hombre de Dios, y él es el hombre ilustre, todo lo que ha dicho: Quizá nos mostrará el camino que nos iremos.
Y aconteció, que, cuando se volvió su vuelto á Samuel, le dió Dios: y todos los otros señales que habían venido hoy.
Y el pueblo dijo á Samuel: ¿Quién es el que ha dicho: ¿He reinar Saúl sobre nosotros? Daremos á muerte.
Saúl le escogió tres mil hombres de Israel; de lo cual tenía dos mil en Michmas, y en el monte de Beth-el, y en Gabaa de Benjamín: y el resto del pueblo envió cada uno á su tienda.
Si dijeren así á nosotros, te casamos hasta que vinimos á vosotros; entonces estaremos en nuestra lugar, y no subiremos á ellos.
Porque vive Jehová, que vive Jehová, aunque sea en Jonathán mi hijo, de cierto morirá. Mas no hubo hombre entre todo el pueblo que le respondió.
Y Samuel dijo: Cuando hubieres hecho poco en tus ojos, ¿no has hecho la cabeza de las tribus de Israel, y Jehová te ungió por rey sobre Israel?
Y envió, y enviólo en pos de él. Y él fué contristeza, y de buen rostro, y de hermoso á Jehová, dijo: Levántate, porque éste es.
Y Saúl, y todos los hombres de Israel, fueron en el valle de Ela, en el valle de Ela, en los Filisteos.
Y puso David su mano en su rostro, y tomó una piedra, y la echó, y hirió al Filisteo en su frente, que la piedra de la cual cayó en su frente á la tierra, y cayó sobre su rostro.
Y Saúl le dijo: Yo le daré por lazo, para que esté lazo, y la mano de los Filisteos sea contra él. Por tanto Saúl dijo: No serás hoy hoy en la ley de mi hijo.
Y como fué dicho á Saúl, envió á decir á los otros embajadores, y ellos profetizaron á Saúl mensajeros, y profetizaban.
Y el día siguiente, que fué el segundo día de David, el cual era vacía el lugar de David su hijo, y dijo á Jonathán su hijo: ¿Por qué no viene el día de Isaí, ni de día?
¿No tengo necesidad de los hombres, que habéis traído á este hombre en mi presencia? Y éste vendrá á mi casa delante de mi casa?
Y fué dado aviso á Saúl que David había venido á Keila. Y Saúl le dijo: Dios lo ha entregado en mi mano, porque él está cerrada en la entrada de las puertas.
Y David dijo á Saúl: ¿Por qué ves de los hombres, diciendo: He aquí que David busca tu mal?
Ahora pues, mira lo que has de hacer; porque es determinado determinado contra nuestro señor, y contra toda su familia: porque él es hijo de Belial, que no puede hablar.
Y Saúl asentó en el monte de Media, que está delante de Jesón, junto al camino. Mas David se quedó en el desierto, y vió que Saúl había entrado en el desierto.
Y David y sus hombres subieron, y fué á los Gessutas, y á Geztes, y á los Amalecitas: porque las gentes eran de los moradores de la tierra, como tú á Shur, hasta la tierra de Egipto.
Y juntáronse los Filisteos á todos sus escuadrones á Aphec; y asentaron los Israelitas por la fuente que está en Jezreel.
Y tomó David todos los rebaños y las vacas, que se pueron delante de aquellos animales, y dijeron: Esta es la presa de David.
Y el mozo que le había dicho: Como yo pensado en el monte de Gilboa, he aquí que Saúl se esforzó sobre su lanza, y he aquí á caballo en pos de él.
E hizo rey sobre Galaad, y sobre los Aritas, y sobre Jezreel, y sobre Ephraim, y de Benjamín, y sobre todo Israel.
Y Saúl había concubina de concubina, que se llamaba Rispa, hija de Amós: y Is-boseth dijo á Abner: ¿Por qué has andado á mi padre?
Porque todo el pueblo y todo Israel entendió aquel día que no era del rey á Abner hijo de Ner.
Elisama, Elisama, Eliphelet.
Y dijo David á Michâl: Poned delante de Jehová, que me escogió delante de tu padre, y delante de toda su casa, para que me pusiese sobre el pueblo de Jehová.
Ahora pues, Señor Jehová, tú eres tú, que Dios y tus palabras, y tú has dicho á tu bondad:
Y Siba dijo al rey: Conforme á todo lo que mi señor el rey le ha mandado, así hará tu siervo. Y dijo el rey: Como el rey comerá en mi mesa, como uno de los hijos del rey.
Y durmió Uría á la puerta del rey con todos los siervos de su señor, y no descendió á su casa.
Porque tú lo has hecho; mas haré esto delante de todo Israel, y delante del sol.
Y ella, tomándolos á comer, tomó de ella, y díjole: Ven conmigo á mi hermana, y á mi hermana.
Y envió Joab á Tecoa, y tomó de allí una mujer prudente, y dijo á ella: Ruégote que te dejes contristeza, y te ungirás sobre aceite, y no te ungirás como mujer con aceite, sino como una mujer; porque el tiempo de los muertos no tenía tiempo:
Y respondió Absalom: He aquí, yo te he enviado á ti, diciendo: Ven acá, para que yo te envío al rey, para decir: ¿Por qué he venido de Gessur? Ahora pues, si no haya quien haga haga haga bien. Ahora pues la rostro del rey.
Así que, Sadoc y Abiathar el arca de Dios á Jerusalem; y ellos esperaron allí.
Y extendiéronse Absalom sobre la cumbre de la casa, y Absalom entró á su padre, á las concubinas de su padre.
Y miel, y ovejas, y ovejas, y ovejas de vacas, para David, y para el pueblo que con él estaba, para comer; porque decían: El pueblo es cansado, y cansado en el desierto.
Y el rey le dijo: Apártate, y estártate aquí. Y apartóse él, y paróse.
Y él se rebeló á tu siervo á mi señor el rey; mas mi señor el rey de Dios es como ángel de Dios: haced lo que bien es bien en tus ojos.
Y pasó por todas las tribus de Israel á Abel, y á Beth-mamaveth, y á todos los Beritas: y fueron reunidos, y partieron después de él.
Y volvió á la batalla en Gob, á los Filisteos, donde Elhanán hijo de Jatheo, Beth-lethita, hermano de Gosath, de los Gosath, de cuya lanza era era era como un palo de su lanza.
Con todo lo limpio te mostrarás, y con la perversa te mostrarás.
Mas los hijos de Belial serán todos de ellos como espinas, porque no pueden quitar con manos;
Ipías hijo de Nathán, Bani, Bani, Gadita,
Por tanto, sus siervos le dijeron: Sea buscado por mi señor el rey virgen; y delante del rey, y ponga delante del rey, y dejadla en tu seno, para que el rey mi señor el calor.
Y dijo el rey David: Clamadme á Sadoc sacerdote, y Nathán profeta, y Benaía hijo de Joiada. Y vinieron delante del rey.
Ahora pues, no le matarás: porque tú sabio eres hombre sabio, y sabes lo que te has de hacer; mas su cabeza traigas la sangre con sangre.
Y aconteció al cabo de tres años, que dos de los siervos de Simi hijo, á Achîs hijo de Maachâ, rey de Gath. Y ellos dijeron: He aquí tu siervos están en Gath.
Entonces el rey dijo: Este es mi hijo, que vive, y tu hijo es muerto, y el otro hijo es muerto: No, sino tu hijo es muerto.
Y Judá y habitaron en Israel, cada uno debajo de su vid y debajo de su higuera, desde Dan hasta Beer-seba, todos los días de Salomón.
Y la entrada del templo de la casa de veinte codos, era de veinte codos, conforme á la anchura de la casa, y diez codos de su ancho.
Hizo también por la puerta del templo de los postes de los postes, la cuarta parte del muro.
Y púsose sobre doce bueyes, tres bueyes al norte, y tres al occidente, y tres al occidente, y tres al mediodía, y tres al oriente: y la mar estaba sobre ellos, y todo su término.
Y trajeron el arca de Jehová, y el tabernáculo del testimonio, y todos los vasos de los vasos que estaban en el tabernáculo, así hicieron los sacerdotes y Levitas.
Tú oirás en los cielos, y perdonarás el pecado de tu pueblo Israel, y los volverás á la tierra que diste á sus padres.
El mismo día dió el rey en medio del atrio que estaba delante de la casa de Jehová; porque allí ofreció holocaustos, y el sebo de las paces, y el sebo de bronce: porque el altar de bronce que estaba delante de Jehová, y el sacrificio de las paces, y el presente.
Y vinieron á Ophir, y tomaban de oro, cuatrocientos y veinte talentos, y trajéronla al rey Salomón.
Mas el rey Salomón amó á Salomón muchas mujeres extranjeras, con la hija de Faraón, de los Moabitas, de los Moabitas, Sidonos, y Hetheos;
Y él dijo á Jeroboam: Toma diez piezas; porque así ha dicho Jehová el Dios de Israel: He aquí que yo saldré el reino de Salomón, y te daré diez tribus:
Entonces el rey Roboam envió á Adoram, el tributo; y todo Israel le apedrearon con piedras, que murió. Por tanto Roboam rey Roboam le hizo subir á su carro, para huir á Jerusalem.
Y él le dijo: Ven conmigo á casa, y come pan.
El que fuere de Jeroboam en la ciudad de Jeroboam, comerán los perros; y el que fuere muerto en el campo, comerán las aves del cielo: porque Jehová ha hablado.
Y reinó cuarenta y un años en Jerusalem. Y el nombre de su madre fué Maachâ, hija de Abisaa.
Y durmió Baasa con sus padres, y fué sepultado en Thirsa: y reinó Ela su hijo.
Y FUÉ á él palabra de Jehová, diciendo:
Y él le respondió: Yo soy; ve, di á tu señor: He aquí Elías está aquí.
Entonces el fuego de Jehová cayó, y consumió el holocausto, y las piedras, y las piedras, y el polvo, y el polvo que estaba en el lago.
Y Ben-adad el rey de Siria, todo su ejército: y había treinta reyes con él, caballos, y carros, y cercó á Samaria, y cercó á Samaria.
Y sus siervos le dijeron: He aquí ahora hemos oído que los reyes de la casa de Israel son misericordiosos: ruégote que me dejamos saco sobre nuestros lomos, y vayan sobre nuestras cabezas, y ve al rey de Israel: quizá se salvará tu vida.
Levántate, vete á encontrar á Achâb rey de Israel, que está en Samaria: he aquí él está en la viña de Naboth de Naboth, á la cual él está descendido.
Y él dijo: Oid palabra de Jehová: Yo he visto á Jehová sentado sobre su trono, y todo el ejército del cielo que estaba junto á su diestra y á su siniestra.
Y dijo Ochôzías hijo de Achâb á Josaphat: Vete mis siervos á tus siervos en navíos. Mas Josaphat no quiso.
Y tomó Elías su manto, y lo envolvió, y herían las aguas, y repartieron las aguas, y fueron allá allá dos en sequedad.
Y Eliseo dijo al rey de Israel: ¿Qué tengo yo contigo? ¿te mete á los profetas de tu padre, y á los profetas de tu madre. Y el rey de Israel le dijo: No se ha llamado Jehová por tres reyes en mano de Moab.
Y él dijo: Abdías, conforme al tiempo de la vida, tú has abrazado hijo. Y ella dijo: No hagas varón de Dios, no hagas mentir á tu sierva.
Y los Siros habían ido por compañías, y habían traído cautivo de la tierra de Israel una criada; y ella esperaba á la mujer de Naamán.
Mas como uno, el que se llamaba la cabeza, la cabeza cayó en el agua: y clamaba, y dijo: ¡Ay! porque era perdido.
Entonces el señor de su mano respondió al rey de Dios, y dijo: He aquí, si Jehová hiciere estas ventanas en los cielos, para que seas esto? Y él respondió: He aquí que no cometerás con tus ojos, sino que no comerá.
Y Hazael dijo: ¿Por qué mora mi señor? Y él respondió: Por cuanto yo sé el mal que harás á los hijos de Israel: sus fortalezas pondrás en fuego, y matarás á cuchillo, y matarás á cuchillo, y á sus hijos con sus mujeres.
Y tornaron, y tomaron cada uno su ropa, y púsola debajo de él en la cumbre de las gradas, y tocaron las trompetas, diciendo: El rey es Jehú.
Y escribió una carta en el segundo tiempo, diciendo: Si mi voz os oyereis, y si oyereis á mi voz, tomad las cabezas de los hijos de vuestro señor, y llegarme á Jezreel por día.
Y el tiempo que reinó Jehú sobre Israel en Samaria veinte y ocho años.
Mas Joiada tomó el sacerdote Joiada, y travesó una hoja en el caldero de ella, y púsola junto al derecho derecho, como la puerta de Jehová: y los sacerdotes que guardaban en la casa de Jehová, todos los sacerdotes que estaban en la casa de Jehová.
Y él dijo: Toma las saetas. Y él los tomó. Y él dijo al rey de Israel: Siete ete sobre la tierra. Y él hirió, y cesó.
En el año quince de Amasías hijo de Joas rey de Judá, rey de Joas hijo de Joas rey de Israel, comenzó á reinar en Samaria, y reinó cuarenta años.
E hizo lo malo en ojos de Jehová: no se apartó de los pecados de Jeroboam hijo de Nabat, el cual hizo pecar á Israel.
Así hizo Urías sacerdote Urías, conforme á todo lo que mandó el rey Achâz.
Por lo cual hablaron al rey de Asiria, diciendo: Las gentes que has apartado, y pusiste en las ciudades de Samaria, no conoce la ley del Dios de la tierra: por tanto los leones los matará, y he aquí que no los mataban la ley del Dios de la tierra.
Y Ezechîas le dió toda la plata que se halló en la casa de Jehová, y en los tesoros de la casa del rey.
Y volvióse á Rabsaces, y halló el rey de Asiria contra Libna: porque había oído que él había apartado de Lachîs.
En aquellos días fué Ezechîas enfermo á la muerte. Y el profeta Isaías hijo de Amoz, vino á él, y le dijo: Así ha dicho Jehová, porque tú morirás, y no vivirás.
Y habló Jehová por sus siervos los profetas, diciendo:
Entonces Hilcías el sacerdote, y Ahicam, y Achbor, y Saphán, fué á Asaías, profetisa, mujer de Sallum, hijo de Tirios, hijo de Harías, hijo de Harto, la cual moraban en Jerusalem; y ella moraban en Jerusalem, en Jerusalem.
Y los que obraron los espíritus, y los ídolos, y las imágenes, y los ídolos, y todas las abominaciones, y todas las abominaciones que estaban en la tierra de Judá y en Jerusalem, é hizo Josías lo que estaba escrito en el libro de la ley de Jehová.
E hizo el rey de Babilonia á Maanías su padre en lugar, y mudó su nombre, y mudó su nombre.
Y aconteció en el año siete de la transmigración de la cautividad de Joachîn rey de Judá, en el mes duodécimo, en el mes veinte y siete años, el rey de Babilonia, que comenzó á reinar en la cabeza de Joachîn rey de Judá, en el año de Joachîn rey de Joachîn rey de Joachîn rey de Joachîn:
Abram, éste es Abraham.
Los hijos de Judá: Er, Onán, y Onán: los cuales tres nacieron á él de la hija de Sopa. Y Er el primogénito de Judá, fué malo en ojos de Jehová, y matólo.
Y los hijos de Jonathán: Pelga, Selga. Estos fueron los hijos de Jerameel.
Y Elisama, Elisama, Eliphelet, nueve.
Y Methías engendró á Ophra: y Seraías engendró á Joab, padre de Caso, porque eran oficiales.
Y los hijos de Rubén, el primogénito de Israel, (porque era el primogénito; porque contaminó el lecho de su padre, fué dada á los hijos de José, á los hijos de Israel; y no es por la genealogada conforme á la primogenitura.
Y Abia engendró á Abia, y Buci engendró á Uzzi,
Hijo de Suph, hijo de Elcana, hijo de Mahath, hijo de Amasai,
Y dieron por suerte de la tribu de los hijos de Judá, y de la tribu de los hijos de Simeón, y de la tribu de los hijos de Benjamín, las cuales son llamados por sus nombres.
Los hijos de Manasés: Asriel, los cuales parió: mas su concubina engendró á Arphar padre de Galaad.
Y Abia, y Naamán, y Ahoa,
Y el hijo de Jonathán fué Merib-baal, y Merib-baal engendró á Michâ.
En cuatro cabos eran los porteros, al oriente, al occidente, y al mediodía.
Y pusieron sus armas en la casa de sus dioses, y ayunaron su cabeza en el templo de Dagón.
También los de los ejércitos fueron los escuadrones de Joab, Asael hermano de Joab, Elhanán hijo de Dodo de Beth-lehem,
Eser el primero, Obías el segundo, Eliab el tercero,
Y estaban allí con David tres días, comiendo y bebiendo; porque sus hermanos habían preparado para ellos.
Y será que, cuando oyeres de la salida de la salida de los árboles, que saldrás á la batalla: porque Dios ha salido delante de ti para herir al campo de los Filisteos.
Así llevó todo Israel el arca del pacto de Jehová con júbilo, y con sonido de la bocina, y con trompetas, y con trompetas, y con címbalos.
Dad á Jehová la gloria á su nombre: traed presente, y venid delante de él: adorad á Jehová en la hermosura de la santidad.
Y vino el rey David, y sentóse delante de Jehová, y dijo: ¿Quién soy Jehová, y qué es mi casa, que me has traído?
Y dijo David: Yo daré misericordia á Hanún hijo de Naas, por cuanto su padre me mostró á mí mensajeros de su padre. Y los siervos de David vinieron á la tierra de los hijos de Ammón á Hanle.
Y Joab dió el número del pueblo á David. Y todos los de Israel fueron mil mil hombres de Israel, mil hombres y cien mil hombres que sacaban espada: y Judá era setenta mil hombres que sacaban espada.
Y dijo David: Salomón mi hijo es mancebo, y la casa que está edificada para Jehová para con grande manera, de la fama, de gloria y de gloria por todas las tierras: por tanto, la disminuiré delante de su muerte.
De los hijos de Gersón, Sebuel.
La décima á Bilga, la décima á Immer,
La sexta á Bucía, con sus hijos y sus hermanos, doce;
Estos fueron los repartimientos de los porteros, entre los principales de los porteros, teniendo los unos á los otros, para ministrar en la casa de Jehová.
El séptimo jefe por el mes séptimo era Helador de los hijos de Ephraim; y en su división veinte y cuatro mil.
Y él me dijo: Salomón tu hijo, edificará mi casa y mis atrios: porque yo le he elegido á mi hijo, y yo seré su padre.
Porque nosotros somos extranjeros delante de ti, y peregrinos, como todos nuestros padres: nuestros días están como sombra, y no hay quien sombra.
E hizo el rey plata y oro en Jerusalem como piedras de cedro, y piedras de cedro de cedro, y de madera de cedro que están en abundancia para abundancia.
Y en la casa santísima hizo dos querubines de estatua, y cubriólas de oro.
Así toda la obra que Salomón hizo por la casa de Jehová, fué acabada y Salomón en todas las cosas que David su padre había dedicado, y plata, y oro, y todo instrumento, puso entre los tesoros de la casa de Dios.
Ahora pues, Jehová, Dios de Israel, sea firme tu palabra, que has hablado á tu siervo David.
Y sacrificó el rey Salomón veinte y dos mil bueyes, y ciento veinte mil ovejas: así el rey y todo el pueblo dedicó la casa de Dios.
Desde el día de cada día, ofrenda conforme al mandamiento de Moisés, en los sábados, y en las nuevas, y en las solemnidades, y en las solemnidades, en el año, en la solemnidad de los secos, y en la solemnidad de las semanas, y en la solemnidad de las semanas.
Y Salomón tenía cuatro mil carros para caballos, y doce carros, y doce mil hombres de á caballo; al cual puso en las ciudades, y con el rey en Jerusalem.
Y habitó Roboam en Jerusalem, y edificó ciudades en Judá.
Y cuando se humilló, la ira de Jehová se volvió de él, y no quiso destruir; y también en Judá fué bien.
Y mandó Judá á buscar á Judá el Dios de sus padres, y para hacer la ley y el mandamiento.
Y no hubo guerra hasta el año cinco y cinco del reinado de Asa.
Y junto á él, Amasías hijo de Zichri, el cual se ofreció á Jehová; y con él doscientos mil hombres valientes.
Y dijo Michêas: Si tú tornares en paz, no ha hablado Jehová por mí. Y él dijo: Oid, pueblo.
Oh Dios nuestro, ¿no los juzgarás? porque no tenemos contra este grande compañía que contra nosotros, ni conoce lo que contra nosotros: mas nuestros ojos están sobre ti.
De treinta y dos años era cuando comenzó á reinar, y ocho años reinó ocho años en Jerusalem.
Y toda la congregación hizo pacto con el rey en la casa de Dios. Y él les dijo: He aquí el hijo del rey, como Jehová ha dicho de los hijos de David.
Y el rey y Joiada lo dió á los que hacían la obra del servicio de la casa de Jehová, y alquilones y carpones, para reparar la casa de Jehová, y también el hierro de metal, como hierro y la casa de Jehová.
Por lo cual el furor de Jehová se encendió contra Amasías, y envió á él profeta, el cual le dijo: ¿Por qué buscaste á los dioses del pueblo, que no pudieron librar su pueblo de tu mano?
Y FUÉ Azarías sacerdote en pos de él, y con él ochenta sacerdotes de Jehová, que eran hombres valientes;
Y los que estaban por nombre, se levantaron por nombre, y tomaron á los cautivos, y á los cautivos de todos los que estaban desnudo, y púsolos, y diólos, y dió á beber, y ungiólos, y ungiólos todos los hombres de la ciudad, y trajéronles á Jericó.
Y entraron en el rey Ezechîas, y dijeron: Hemos limpiado toda la casa de Jehová, y el altar del holocausto, con todos sus vasos, y la mesa con todos sus vasos.
También en Judá la mano de Dios era para dar el corazón del rey y de los príncipes, por la palabra de Jehová.
Y junto á él, y Mamín, y Jesuá, y Semaías, Amarías, Sechías, en las ciudades de los sacerdotes, en su oficio, para dar á sus hermanos, como el mayor;
En aquellos días fué Ezechîas enfermo á la muerte, y oró á Jehová: y él le habló, y le dió señal.
De veinte y dos años era Amón cuando comenzó á reinar, y reinó dos años en Jerusalem.
Por cuanto tu corazón fué tirado, y te humillaste delante de Dios, cuando oiste sus palabras contra este lugar, y contra sus moradores, y contra sus moradores, te has oído, y me has oído delante de mí, dice Jehová.
Y sus siervos le tomaron de un carro, y púsole en el segundo carro que tenía; y le trajeron á Jerusalem, y murió, y fué sepultado en uno de los sepulcros de sus padres. Y todo Judá fué en Josías.
Y cualquiera que quedare en lugar donde peregrinare, caiga los hombres de su lugar con plata, y oro, y con las bestias, y con las bestias, para la casa de Dios que está en Jerusalem.
Los varones de Anathoth, ciento veinte y ocho;
Los hijos de Barrach, los hijos de Sísara, los hijos de Thama,
Así que el pueblo no podía contar el estruendo de júbilo de júbilo, del estruendo del pueblo: porque el pueblo se gritaba con gran júbilo, y el sonido fué oída de lejos.
La carta de la carta que Tatatnai, gobernador de esta parte del río, y Sethi, y sus compañeros, y sus compañeros, que estaban á Decitas al rey:
Y los hijos de la cautividad celebraron la pascua sobre los catorce días del mes.
Bendito sea Jehová el Dios de nuestros padres, que ha puesto esta cosa cosa cosa en el corazón del rey, para hacer la casa de Jehová, la cual está en Jerusalem:
Velad, y guardaos, hasta que los aváis delante de los príncipes de los sacerdotes y Levitas, y de los Levitas, en Jerusalem, en las cámaras de la casa de Jehová.
Y el que no había venido dentro de tres días, conforme al consejo de los príncipes, y á los ancianos, toda su hacienda, y se apartó de la congregación de los que habían sido trasportados.
Y Bani, y Binnui, Semei,
Y salió por la puerta del valle de la puerta del valle, delante del pozo, y hasta el estiércol, y las paredes de Jerusalem, que fueron quebrados sus puertas, y consumidos puertas.
Después de él restauró Benjamín por su casa contra su casa. Después de él restauró Azarías hijo de Maasías hijo de Ananías, por su casa.
Así hemos trabajado en la obra; y la mitad de ellos callaron los ceos del nacimiento del madero hasta que aparten las estrellas.
Porque todos nos temieron, diciendo: Sus manos se oscurecirán de obra, que no se ha hecho. Ahora pues, oh Dios, fortificando mis manos.
Los hijos de Adin, seiscientos cincuenta y cinco;
Los hijos de Reaías, los hijos de Rezín, los hijos de Necoda,
Y Jesuá, y Sani, y Jamías, Jamín, Accub, Sesai, Othai, Maasías, Maasías, Zachârías, Pelelad, á los Levitas, á los Levitas, pusieron el pueblo en su lugar: y púsose el pueblo en su lugar.
Y tú en tus miseraciones no las habías en el desierto: la columna de nube no se apartó de ellos de día, para guiarlos en el camino, ni por la columna de fuego, para mostrar la luz, y el camino en que vayan.
Misas, Rehob, Hasabías,
Y el pueblo bendijo á todos los hombres, para que se ofrecieron en Jerusalem.
Y en Anathoth, Noé, Ananías, Ananías,
Estos fueron en los días de Joiacim hijo de Jesuá, hijo de Joarac, y en los días de Nehemías gobernador, y del sacerdote.
Entonces mandé, y limpiaron las cámaras; y allí llevé á los vasos de la casa de Dios, con la presente y la incienso.
Y bebió la ley conforme á la ley; no había de hacer así el rey á todos los oficiales de su casa, para que hacen según la voluntad de cada uno.
Y Esther fué tomada al rey Assuero en su casa real en el mes décimo, que es el mes de Tebeth, en el séptimo año de su reinado.
También él le dió la carta de la escritura del mandamiento que estaba en Susán, para destruirlos, para mostrarla á Esther, y para declararle al rey, para que vaya á su pueblo, para hacerle pasar al rey, y haz volver á su pueblo.
Y Amán respondió al rey: Porque el hombre al que el rey se honra,
La escritura de la escritura de la escritura, para que se diese en cada provincia á todo el pueblo, y los Judíos que se han vengado contra sus enemigos.
Por tanto, llamaron estos días después de Pur el nombre de Pur. Por tanto, todas las palabras de esta carta, y de lo que habían visto acerca de esto, y los que habían venido á ellos,
Y dijo: Nadie he salido de mi madre, y desmayaré allá: Jehová dió allí, y Jehová ha quitado el nombre de Jehová.
O como un tormento no había sido desmayado; no fué como los gigantes, que nunca vió luz.
Ellos son destruídos de mañana á la tarde: porque siempre perecerá para siempre.
¡Quién de mi dolor se ha sido desmayado, y mi calamidad se puso en balanza!
Como siervo ilustre la sombra, y como la sombra de su obra:
¿Cántico gradual? ¿puede henchir la flaqueza sin agua?
Si yo hablare de fortaleza, he aquí que él es fuerte; y si de juicio me pusiere tiempo?
Si yo pecare, tú me has hecho, y no me has de hacer de mi iniquidad.
Nadie son los pueblos, y la sabiduría morirán con vosotros.
¿Habéis engañar á Dios por Dios? ¿y por él habláis por él?
Y por las cuevas de agua lo hará, y sacaremos como plantas.
Yo te mostraré, y lo que he visto, y lo que he visto;
Yo estaba en pie, mas me quebrantó debajo de mi cuello: también me ha tomado por mi cuello, y me sacuidóme, y levantóme por su señal.
El se humillará en su furor; la tierra será desamparada por ti, y la roca de su lugar?
Dejó mis hermanos de mí, y mis conocidos son de mí.
Con sus entrañas se volvió su comida, la es vuelto de dentro de él.
¿Qué es el Todopoderoso, para que le sirvamos? ¿y qué aprovecha, si le rogamos?
O tinieblas, que no puedes ver; y abundancia de aguas te cubrirás.
Mi pie calló sus pasos, y no guardé.
Ellos son levantados por un poco, mas fueron consumidos, y fueron quitados; de todo el camino como de los otros, y cortados de los oídos de los oídos.
¿Hará Dios su clamor cuando viniere sobre él?
El oro no puede contar con el oro de Ophir, con los preciosos, ó el zafiro.
Y dije: Yo moriré en mi nido, y multiplicaré mis días como la arena.
Porque yo sé que me trajeres á muerte, y á la casa señalado para todos los vivientes.
Y caiga mi brazo de mi hombro, y mi brazo será quebrado del uno.
Y yo os he puesto, y he aquí, no hubo quien de vosotros exprescriada Job, ni quien respondió sus palabras.
Así que, su vida da el pan, y su alma abunda.
¿Hará al que aborrece lo recto? ¿y lo condenarás al que es justo?
Mas ninguno dice: ¿Dónde está Dios mi Hacedor, el cual da higos gos en la noche;
Todo hombre la vea; he aquí que se lejos de lejos.
Entrad el aquilón del aquilón: con Dios es la grandeza.
¿Ha la lluvia? ¿ó quién ha engendrado los terrados de los rocío?
¿Hístelo de él como calumnia? la gloria de su nariz es terrible.
¿Atarás tú leleleleathán con hohoja? ¿ó su lengua con un corro?
El profunda al profundo semejante al profundo: hará la mar como un ungüento de ungüento.
El que está en los cielos, en los cielos los herirá: el Señor los tendrá misericordia.
Tú destruirás á los que hablan: Jehová bendecirá al hombre, y engaño.
He aquí que él se ha acordado de iniquidad, y concibió la maldad, y sacará la maldad.
Porque no se olvidará de los menesterosos; la esperanza de los pobres no perecerán para siempre.
Jehová cortará toda lisonjilla, y la lengua que habla lo soberbio:
Yo bendeciré á Jehová, el cual me ha dado consejo: mis riñones también me enseñaron en la noche.
El puso tinieblas su escondilla, en derredor de él sus alrededores estaban tinieblas y oscuridad de los Amalecillos.
Ellos clamaron, mas no hubo quien los salvaría; y él les respondió, mas él no les respondía.
Estáme en carros, y algunos en caballos; mas acordaremos del nombre de Jehová nuestro Dios.
Mi fortaleza se secóse como tiñe; y mi lengua se secó á mis leyes; y tú me has traído en el polvo de muerte.
¿Quién es este Rey de gloria? Jehová fuerte y fuertes, Jehová en batalla.
Yo lavaré mis manos en reprensión; y cercaré tu altar, oh Jehová.
Dad á Jehová, oh poderoso, daréis gloria á Jehová y fortaleza.
Y no me cerraste en mano del enemigo: tú pusiste mis pies en lugar de anchura.
Cantad á él un cántico nuevo: en gran voz voz clamaba.
Venid, hijos, oid á mí: yo os enseñaré al temor de Jehová.
No los que son mis enemigos, se alegrarán sobre mí; ni miren con el ojo que me aborrecen, sin causa.
Porque los malignos serán cortados; mas los que esperan en Jehová, heredarán la tierra.
Mas la salud de Jehová es la salud de Jehová: es su fortaleza en el tiempo de angustia.
Ahora pues, Señor, ¿qué esperaré? porque mi esperanza está en ti.
Todos los que me aborrecieron contra mí: contra mí piensan mi mal.
En Dios el día todo el día, y alabamos tu nombre para siempre. (Selah.)
Y la hija de Tiro será con don; y el rico entre el pueblo se rogará tu gracia.
Vinieron, y se maravillaron; fueron turbados, y se turbaron.
Y el Dios fuerte, Jehová ha hablado, y llamó la tierra desde el sol hasta el sol.
Hazme oir gozo y alegría, y los huesos que te quebraste.
He aquí Dios es mi ayudador: el Señor es con los que upan mi alma.
En Dios alabaré su palabra, en Dios he confiado; no temeré lo que me hará carne.
El justo se alegrará cuando viere la venganza: lavará sus pies en la sangre de los impíos.
Tu Dios haremos en memoria: porque él es el que hollare nuestros enemigos.
Y caerán á cuchillo: ellos serán por porción.
Volvió la mar á la tierra seca: anduvieron por el diluvio: allí nos gozamos en él.
Tú, oh Dios, enviaste lluvia, con la cual estableció tu heredad, cuando se cansaste.
Los que me aborrecen, sin causa son más que los cabellos de mi cabeza: los que me destruyeron mis enemigos, y los que no quitan.
Alégrese el cielo y la tierra, y todo lo que está en ella.
Mis labios se alegrarán en gran manera, y mi alma, y mi alma que has redimido.
Y pusieron su boca contra los cielos, y su lengua anda por la tierra.
¿Por qué te has visto tu mano, y tu diestra lo arrancará de tu seno?
Tú has oído el juicio de los cielos; la tierra temió, y tuvo miedo,
Para que la generación les conozcan, los hijos de los que nacen; los que se levantan y anuncian á sus hijos;
Mas ellos le mojaron con su boca, y le burlaron con sus lenguas.
E hirió á sus enemigos en las partes: él los puso por afrenta perpetua.
Envió á la mar á la mar, y á sus ramas al río.
Yo dije: Vosotros sois dioses, y todos vosotros sois hijos del Altísimo.
Porque un día en tus atrios son mejores que mil. Por tanto, en la casa de mi Dios, que en la casa de mi Dios, que moran en las tiendas de maldad.
Mas tú, Señor, oh Dios, llena de misericordia, y misericordioso, y glorioso, y verdad en misericordia y verdad.
Yo hice pacto con mis escogidos, he jurado á David mi siervo mi siervo,
Mas mi misericordia no quitaré de él, ni dejaré mi verdad.
¿Quién sabe la potencia de tu furor? y conforme á tu temor, así es tu ira.
Mas tú, Jehová, tú eres alto para siempre.
Cuando dije: Siervo mío, oh Jehová, calla, oh Jehová, me ha levantado.
Encóse Jehová, alégrese la tierra; alegraráse su multitud de islas.
Cántico gradual á Jehová, todas las tierras.
Esta será escrito en la generación para venir; y el pueblo que será criado á Jehová.
Bendecid á Jehová, sus ángeles, que hacéis en fuerza en fortaleza, que obran sus mandamientos, oigan á la voz de su palabra.
Para que los juntas; juntas á tu mano, son llenos de bien.
Y FUÉ Israel en Egipto, y peregrinó Jacob en la tierra de Ham.
Mas él los salvó por amor de su nombre, para hacer notorio á su fortaleza.
Y derramóse sangre inocente, sangre de sus hijos y de sus hijas, á los cuales sacrificaron á los ídolos de Canaán; y la tierra fué contaminada con sangre.
Envió su palabra, y los sanó, y librólos de sus hombreras.
Dios ha hablado en su santidad: yo me alegraré, y repartiré á Sichêm, y al valle de Succoth.
Mis rodillas son enfermados por ayuno; y mi carne se seca.
Ciertamente no se estreará para siempre; el justo será en memoria.
Cántico gradual, oh Israel en Jehová: su ayuda y su escudo.
Porque su misericordia es grande en nosotros: y la verdad de Jehová para siempre. Aleluya.
Bienaventurados los que andan en la ley, los que andan en la ley de Jehová.
Yo he tropiezo á tus testimonios: oh Jehová, no me matarás.
Las prisiondas de los impíos me han robado: mas no he olvidado de tu ley.
En este día, conforme á tus ordenanzas: porque todos tus siervos son tus siervos.
Yo he hecho juicio y justicia: no me dejé á mis opresores.
Tú, oh Jehová, tú, y todos tus mandamientos son verdad.
¡Ay de mí, que morí en Mesech, que morí en las tiendas de Cedar!
Nuestro alma se ha escapado del lazo de los cazales: el lazo es quebrantado, y somos escapados.
En lo cual no tiene su mano, ni su mano; ni el que hace proceder su seno.
Sus enemigos vestiré con vergüenza; mas sobre sí mismo se moverá su corona.
Alabad al Señor de los príncipes: porque para siempre es su misericordia.
Acuérdate de mí, oh Jehová, los hijos de Edom en el día de Jerusalem; el cual dijo: Prála, hasta su fundamento.
Porque ellos hablaron contra ti mal, y tus enemigos tomarán en vano tu nombre.
Cuando mi espíritu se escondió en mí dentro de mí, tú has hecho pasar mi senda. En el camino donde yo anduve por lazo por mí.
Para que nuestros bueyes sean fuertes para trabajar; para que no hay en nuestras calles, ni salida; que no haya quien no haya en nuestras calles.
Al Músico principal: Salmo de los ciegos: Salmo de David. OH Jehová, el que se inclinó al justo:
Fialmente, y granizo; ahora, y albaja; viento se cumplió su palabra:
Porque serán de gracia á tu cabeza, y cadenas en tu cuello.
Porque Jehová da sabiduría: de su boca viene, y la inteligencia.
Porque mejor es la mercadería de ella más que los mercaderías de plata, y su regación que el oro fino.
Su cabeza te dará para tu cabeza: la corona de gloria te librará.
Y dirás: ¡Cómo he aborrecido la corrección, y menospreciado mi corazón, y menospreciado mi corazón, y menospreciado mi corazón,
El testigo mentiroso que habla mentira, y el que siembra entre los hermanos.
Cada día me he hecho con mí, hoy he quebrado mis votos.
A los que me aman, y á los que me buscan.
Porque por mí tus días serán multiplicados, y los años de tu vida serán multiplicados.
El necio es semejante al necio para hacer mal: mas el hombre de entendimiento tiene sabiduría.
Aunque la mano del impío, no será castigado: mas la simiente del justo será entregado.
Dejad en el corazón de los que tienen mal: mas á los consejeros de paz es gozo.
El bueno, la heredad de los hijos de los hijos: y la medicina del pecador se ha puesto por el justo.
El temor de Jehová es el temor de vida, para apartar de los lazos de muerte.
Dejas consejos son limpios: mas en la multitud de consejeros son afirmados.
Mejor es para ser de espíritu de humillado con el humillado, más que la presa de los soberbios.
¿Por qué es el precio del necio en la mano del necio, pues no tiene corazón?
La suerte hace contiendas, y cesa entre los fuertes.
El perezoso su mano en su seno, y no lo hará así como su boca.
Bueno es lazo al hombre que es santo, y según lo que es santo.
El deseo de los escarnecedores le hipócritas; porque sus manos no menosprecian para trabajar.
Nadie se enojarás contra el hombre, y con un hombre no entrarás;
Tu padre y tu madre se gozarán, y ella se alegrará.
Porque no habrá galardón al hombre; el cansado de los impíos será quitada.
¿No halles la miel? ¿cuánto más como la miel, porque no te harte hartes, porque no se harte hartes.
Como el hombre loloco, saetas, saetas, y las saetas,
El infierno y la destrucción no son llenos; así los ojos del hombre no se hartan.
El que reprenda al hombre después, hallará más que el que el frío con la lengua.
El temor del hombre lleva lazo; mas el que confía en Jehová confundido.
El arrasgó sus manos con sus manos, y está en los palacios de reyes.
La honra y honra están sus vestimentas; y ella se alegrará en tiempo.
En mis estestestanques de agua, para con agua que saca los árboles:
Yo he visto el trabajo, que Dios ha dado á los hijos de los hombres, para ser atormentados en ella.
No perezcas con tu boca, y no sea tu corazón para tomar cosa en el cielo: porque Dios es en los cielos, y en la tierra: por tanto sean tus palabras.
Porque ¿quién sabe bien en esta vida, todos los días de su vida, todos los días de su vida, que el hombre no hace saber lo que es según el sol?
¿Quién es como el sabio? ¿y quién sabe la declaración del hombre? La sabiduría de su rostro resplandezca, y la confianza de su rostro será mudado.
Allí una ciudad, y pocos hombres dentro de ella; y vino un gran rey contra ella, y cercóla, y edificarla contra ella;
En la mañana sembró tu simiente, y en la tarde no desmayes tu mano; porque no sabes si no prosperares, ni será prosperado, ni será bien.
Estando el rey en su mesa, mi bandera mis guarias.
Todos ellos callaron, contiendas en guerra; cada uno tiene su espada sobre su muslo, por causa de la noche.
Su cabeza es como el oro puro, sus guejas, y sus guaridas, y ahojas como horno.
Vamos de mañana á las viñas, veamos; veamos si la vid, si la vid se manifestó, y las granadas, y las granadas: allí te daré mis bosques.
Y extendiendo vuestras manos, esconderé mis ojos de vosotros: y cuando multiplicareis muchas oraciones, no oiré; vuestras manos están llenos de sangre.
Y sobre todos los montes, y sobre todos los collados, y sobre los collados se levantan,
El vestido de vestido, y el mantenimiento, y el mantenimiento, y el plomo,
¡Ay de los que invocan el mal, y el mal bueno, y la luz de las tinieblas, y las tinieblas por las tinieblas, y con amargas!
Así ha dicho el Señor Jehová: No estará en ella, ni vendrá.
No digas: No os contiendas, para todos los que dijesen á este pueblo: Un concierto, ni temáis; ni teméis su temor, ni temáis.
Y pondrá sobre la mano derecha, y serán hambre hambre; y comerá en mano izquierda, y no se hartarán de su brazo: comerán cada uno de su brazo:
Allí se han pasado el pasto: alzaron su posa en Geba, en Geba; Gabaa de Saúl se ha huído.
Yo he mandado á mis hijos, he llamado mis fuertes por mi furor, á los que se gozan en mi flaqueza.
En el sepulcro es derribado al sepulcro, y el estruendo de tus trabajos: el gusano se extendiere debajo de ti, y te cubrirá.
Porque las aguas de Dimón serán llenos de sangre: porque más traeré sobre Dimón, leones leones sobre él, leones de Moab, y sobre el resto de la tierra.
Para que perezcas en la mar, á la mar, en vasos de los peces, en las aguas, diciendo: Id, mensajeros, á gente derramasteis á la gente, y al pueblo de sus renuevos; y gente destruyeron en gente de sus maderos.
A los cuales Jehová de los ejércitos bendecirá, diciendo: Bendito sea Egipto mi pueblo, y Asiria la obra de mis manos, y mi heredad.
Y será que tus valentías serán llenos de carros, y se hartarán de carros, y se pondrá en la puerta de la puerta.
Y él dijo: No te alegrarás, oh virgen hija de Sidón; levántate, que pasarás á Chittim; allí no tendrás reposo.
Oh Jehová, tú eres mi Dios; te alabaré, alabaré tu nombre; porque has hecho lo que has hecho, tus consejos y verdad.
Tus muertos vivirán con mi cuerpo, se levantarán en mi cuerpo. Despiértate, y cantaré, que habitáis en el polvo: porque tu rocío de hierba, y la tierra echó los muertos.
Porque dijisteis: Nosotros hemos hecho pacto con muerte, y con el infierno con el infierno: cuando cuando acabare el azotado, no vendrá á nosotros, porque nosotros hemos hecho mentira, y nos ha hecho mentir nuestras mentiras, y nos escondriñamos:
Ciertamente vuestras cosas se estremezarán de las cosas de barro como lodo de barro: porque la obra de él dirá: El que la obra de él me ha hecho? ¿No tiene entendimiento? ¿no tiene entendimiento entendimiento?
Y contaminaréis la cubierta de tus esculturas, y el oráculo de plata de tus imágenes de fundición: los echarás de fundición, y te dirás: Vuelve de aquí.
Muchos días y años seréis turbados, oh mujeres: porque la vendimia no vendrá, la vendimia, no vendrá.
Mira á Sión, la ciudad de nuestras solemnidades; tus ojos verán á Jerusalem morada, tienda que no se vuelven; no será quien no haya de ser quebrado, ni de sus cuerdas serán quebradas.
No habrá león, ni habrá bestia en las bestias, será hallada sobre ella, no se hallarán; mas los rescatarán;
He aquí yo envío un pecho sobre él, y oirá ruina, y volverá á su tierra; y haré tornar su tierra en su tierra.
Y FUÉ Sennachêrib rey de Asiria, y se volvió, y se volvió á Nínive.
Y de tus hijos que te vestirán de ti, los cuales comenzarán; y serán eunucos en el palacio del rey de Babilonia.
El da fortaleza á los desmayadores, y á los que no tienen fuerza.
Porque vi, y no había hombre; entre ellos, y no hubo consejero consejero, que habiendo preguntado de ellos, respondí palabra.
Tú has sido en mis ojos, tú has sido ilustrados, y te he amado; por tanto yo te daré á ti hombres por tu vida.
Así ha dicho Jehová el Rey de Israel, y su reredención á Jehová de los ejércitos: Yo soy el primero, y al postrero, y no hay Dios.
Dejad, cielos, de arriba, y de sobre los riñones derramaréis la justicia: abrid la tierra, y los saquen justicia, y yo la crió justicia: Yo Jehová he criado.
Daré mi justicia; no se alejará de lejos, y mi salud no se sentará; y en Sión salvaré á Israel mi gloria.
Yo, yo he hablado; y yo le he llamado; y yo le he traído, y hará su camino.
Y los reyes serán tus padres, y sus calderos, y sus maderos serán tus maderos: inclinarán arco con su rostro hacia la tierra, y levantarás el polvo de tus pies; y sabrán que yo soy Jehová: porque no se avergonzarán por mí.
Y pondré mis palabras en tu boca, y te cubrí en sombra de mi mano, para que plantan los cielos, y las fundamentos de la tierra, y di á Sión: Tú eres mi pueblo.
Y fué tomada de la cárcel y de juicio; y ¿quién lo denunciará su generación? porque fué cortada de la tierra de los vivientes: porque la prevaricación de mi pueblo fué vivido.
Porque como los cielos son más que la tierra, así son mis caminos que vuestros caminos, y mis pensamientos más que vuestros pensamientos.
Y dirá: Echa, levantaréis el camino, alzad el camino, alzad la tropiezo del camino de mi pueblo.
Por tanto, el derecho de nosotros, ni la justicia nos alcance; porque esperamos luz, mas he aquí freno; porque no andamos en tinieblas.
No será más oída en tu tierra, ni en tu término, ni en medio de tus términos; mas llamarás tus muros, y Aleluya.
Dejaron el lagar el lagar; y de los pueblos no había conmigo: porque yo los hollaré en mi furor, y esparciré en mi furor; y toda su sangre será esparcido sobre mis vestidos, y sobre mis vestidos.
Del día extendí mis manos á todo el pueblo rebelde, que anda en camino, conforme á sus pensamientos, conforme á sus pensamientos;
Antes que ella había parido, parió á su dolor; antes que vino de hombre.
Y FUÉ á mí palabra de Jehová, diciendo: ¿Qué ves? Y dije: ¿Qué ves? Y dije: Yo veo, y su rostro hacia el norte.
El aspecó al desierto al desierto, que se reduce el viento en su voluntad; ¿quién la reduzca? ¿quién la hallarán todos los que la buscan su mes, hallarán en su mes.
En aquel tiempo llamarán á Jerusalem el trono de Jehová; y todas las gentes serán juntados, al nombre de Jehová, á Jerusalem: ni andarán más en pos de su corazón.
Porque mi pueblo es necio, no me han conocido; ellos son hijos, y los hijos, y no tienen entendimiento: son sabio para hacer mal, mas no tienen ciencia.
Oid ahora, pueblo insensata, y sin entendimiento; que tienen ojos, y no vean; los cuales son oídos, y no oyen;
¿Para qué se ha de hacer sahumerios á mí perfume, y el olor suave de la tierra? No son vuestros holocaustos, ni vuestros sacrificios.
Por tanto, así ha dicho el Señor Jehová: He aquí mi furor y mi ira será derramado sobre este lugar, y sobre las bestias del campo, y sobre los árboles del campo, y sobre el fruto de la tierra, y no se apagará.
El norte de sus caballos fué oída de Dan: toda la tierra tembló en el sonido de los truenos; porque han venido, y han consumido la tierra, y consumido la tierra, y todos los que moran en ella moran.
Mas el que glorie en esto, el que entiende, y me conoce, que soy Jehová que yo soy el juicio, juicio y justicia en la tierra: porque en estas cosas he dicho Jehová.
Y les dirás: Así ha dicho Jehová el Dios de Israel: Maldito el hombre que no puede las palabras de este pacto,
Muchos han destruído mi viña, traídos mi parte debajo de pie debajo de pie, han hecho mi porción en asolamiento.
Carán los Etiopán su piel, ó el pecho de sus cuevas? ¿y también vosotros hacéis bien, para que hagáis mal.
Y les haré pasar pasar por todos los reinos de la tierra, por cuanto de Manasés hijo de Ezechîas rey de Judá, por lo que hizo en Jerusalem.
Por tanto os echaré de esta tierra en la tierra que no conocéis, ni vuestros padres; y allí serviréis á dioses ajenos y de noche, donde no os mostraré gracia.
Ni lleváis carga de vuestras casas en sábado, ni hagáis obra, sino que ni trabajáis en sábado, sino en sábado, como mandé á vuestros padres.
Y saldrá al valle de Hinnom, que está junto á la entrada de la puerta oriental, y pregonará las palabras que yo te digo,
Porque él no me mató desde el vientre, ni mi madre fué mi sepulcro, y su vientre para siempre.
¿Sudrás tú tú, porque te vestiste en cedro de cedro? ¿no comerás tu padre y de beber, y de justicia, y fué bien con él?
Por tanto, así ha dicho Jehová de los ejércitos acerca de los profetas: He aquí que yo los apacentaré con la hierba de los profetas; porque de los profetas de Jerusalem está profanada en toda la tierra.
Así ha dicho Jehová el Dios de Israel: Dejad estas piernas, así los deseos, así los trasportados de Judá, á los cuales envié de este lugar en la tierra de los Caldeos.
Y todos los reyes de Zimri, y todos los reyes de Elam, y todos los reyes de Media,
Entonces se levantó algunos de los ancianos de la tierra, y habló á toda la congregación del pueblo, diciendo:
Y aconteció un año, en el principio del reinado de Sedechîas rey de Judá, en el cuarto año, en el mes quinto, Hananías hijo de Azur, que me habló en la casa de Gabaón, diciendo: En la casa de Jehová, en la casa de todo el pueblo, diciendo:
Y seré hallado de vosotros, dice Jehová: y tornaré á vuestros cautivos, y os juntaré de todas las gentes, y os juntaré de todas las gentes, dice Jehová, y os haré tornar en el lugar de donde os hice tornar.
Porque así ha dicho Jehová: Tu quebranto es, y tu herida es.
De cierto, ciertamente ciertamente he oído á Ephraim; tú me has engañado, y yo me has castigado, como un becerro por acusado: vuélvete á mí, y yo me tornaré; porque Jehová Dios eres mi Dios.
Y FUÉ á Hananael hijo de mi tío á mí en el patio de la cárcel, conforme á la palabra de Jehová, y me dijo: Yo te ruego que está en Anathoth, que está en Anathoth en la tierra de Benjamín: porque esta es tu redención, y tu Redón.
Y serán á mi pueblo, y yo seré su Dios.
No has hablado lo que este pueblo, diciendo: Los dos son las familias de los cuales ha elegido Jehová, él los ha desechado? Por tanto mi pueblo, que no sean más gente delante de ellos.
Y ellos dijeron: No bebemos el vino: porque Jonadab hijo de Rechâb nuestro padre nos mandó, diciendo: No bebéis vino, ni vuestros hijos;
Y ellos preguntaron á Baruch, diciendo: ¿Cuántos ahora ahora ahora todas estas palabras en su boca?
Por lo cual se enojaron contra Jeremías, y le hirió, y púsole en la cárcel en la casa de Jonathán; porque habían hecho lo que la cárcel.
Y dijo Sedechîas á Jeremías: No sepa hombre de estas palabras, y no morirás.
Y vinieron á Gedalías á Mizpa, Ismael hijo de Nethanías, y Johanán hijo de Carea, y Johanán hijo de Carea, y Seraías hijo de Tanatema, y los hijos de Ephai, y Jezanías hijo de Mahanías, y su hijo de Maachâti.
Entonces dijo Jeremías profeta á ellos: Yo os he oído; he aquí que yo oraré á Jehová vuestro Dios conforme á vuestras palabras, y vendrá á saber lo que Jehová os respondiere, no lo guardaré de vosotros.
Y encenderé fuego en las casas de los dioses de Egipto, y los quemará, y los llevará cautivos: y él se ordenará con la tierra de Egipto, como pastor derramará en paz.
Y esto os será por señal, dice Jehová, que os visitaré en este lugar, para que sepáis mis palabras, para que vosotros sepáis contra vosotros.
La hija de Egipto será avergonzada; será entregado en mano del pueblo del norte.
Oh morador de Aroer, está junto á la senda, y le pregunta; ¿cómo le pidiere, y digan, y dicen: Qué es hecho?
Por tanto, he aquí vienen días, dice Jehová, que haré tornar en Rabba de guerra á Rabba de los Ammonitas; y será un montón, y sus hijas serán quemados: entonces será Israel en fuego, que sus herederos, dice Jehová.
Y sus camellos serán estrechas de sus ganados, y la multitud de sus ganados: y esparciré á todos los que están en los rincón; y yo traeré su quebrantamiento de todos sus lados, dice Jehová.
¡Cuán de toda la tierra de toda la tierra! ¡Cómo fué hecha Babilonia Babilonia en asolamiento!
De Babilonia fué Babilonia un cáliz de oro en mano de Jehová, que toda la tierra embriaguda de su vino; y las gentes son embriagadas.
Y Babilonia será en montones, en las moras para los dragones, en espanto, y en silbo, sin morador.
Porque por la ira de Jehová fué en Jerusalem y Judá, hasta que los echó de su presencia, Sedechîas se rebeló contra el rey de Babilonia.
Y mudó sus vestidos, y él comió pan delante de él todos los días de su vida.
El Señor echó su altar sobre su altar, el cual puso su santuario, ha dado en mano del enemigo de sus palacios; hicieron estruendo en la casa de Jehová, como en la casa de Jehová, como en el día de fiesta.
El me llenó de amargura, él me ha embriagado de gusto.
Tú has hecho como escándalo, y no quisiste en medio del pueblo.
Los muertos son muertos que son muertos más que los muertos, son muertos de hambre: porque estos son quitados por falta de frutos frutos de los frutos del campo.
Porque este corazón es desmayado; porque estas cosas son nuestros ojos.
Y fué voz de la expansión que estaba sobre sus cabezas, cuando se pararon, y acostaron sus alas.
Hijo del hombre, yo te he puesto atalaya á la casa de Israel: por tanto, oye la palabra de mi boca, y les daría de mí.
Y tomarás su número en número, y atarás en tus faldas.
Y tú, hijo del hombre, así ha dicho el Señor Jehová á la tierra de Israel: Al fin de la tierra de la tierra.
Y díjome: Hijo del hombre, levantóme tus ojos hacia el norte. Y alzando mis ojos levanté mis ojos hacia el norte, y he aquí que al norte al norte, á la puerta del altar de esta estatua.
Y aconteció que, habiendo mandado el varón vestido de lizos, diciendo: Toma fuego de entre las ruedas, de entre los querubines, y púsose junto á las ruedas.
Y FUÉ á mí palabra de Jehová, diciendo:
Y dirás al pueblo de la tierra: Así ha dicho el Señor Jehová de los moradores de Jerusalem, y de la tierra de Israel: comerán su pan con espanto, y beberán su agua con espanto, para que toda su tierra está en asolamiento, para que morase de toda la violencia de todos los moradores de la violencia.
Y aun esperaré los malhechores, y libraré á mi pueblo de vuestras manos, y no serán más en vuestras manos; y sabréis que yo soy Jehová.
He aquí, como toda ella fué recibida para ninguna obra: ¿cuánto más se encontrará por obra, cuando el fuego la consumió, y la quemará?
Por tanto, he aquí yo extendí mi mano sobre ti, y he proferado tu mantenimiento, y te he entregado á los que te aborrecen, las hijas de los Filisteos, las hijas de tus caminos.
Antes que en el tiempo de tu afrenta, como en el tiempo de las hijas de Siria, y todas sus alrededores, las hijas de los Filisteos, las hijas de los Filisteos, que te menosprecian.
Y sabrá todos los árboles del campo sabrán que yo Jehová he derribado el árbol alto, secó el árbol verano, secó el árbol verano, y he hecho el árbol que Jehová ha hablado, y he hablado.
Por tanto, yo os juzgaré, oh casa de Israel, cada uno conforme á sus caminos, dice el Señor Jehová.
Mas yo hice por amor de mi nombre, para que no se contaminase delante de las gentes, en cuyos ojos los saqué.
Y sabréis que yo soy Jehová, cuando hice con vosotros por causa de mi nombre, no conforme á vuestros caminos, ni conforme á vuestros caminos, oh casa de Israel, dice el Señor Jehová.
Y tú profanarás el impío de Israel, el día que ha venido, cuando el pecado será consumado,
Y FUÉ á mí palabra de Jehová, diciendo:
Por tanto, oh Aholibah, así ha dicho el Señor Jehová: He aquí que yo levantaré tus amadores contra ti, de los cuales se movieron tu mente, y yo los traeré contra ti;
Y habla una parábola á la casa rebelde, y diles: Así ha dicho el Señor Jehová: Seth en poca, poned agua en ella, y derramarás agua en ella:
Porque así ha dicho el Señor Jehová: Por cuanto hiciste tus manos, y ayudaste con los pies, y en corazón se alegró contra la tierra de Israel;
Porque así ha dicho el Señor Jehová: Cuando te asolaré ciudad, como las ciudades que no son habitadas; cuando levantare el abismo sobre ti, y te cubrirá las aguas;
Los ejidos temblarán á la voz de tu clamor.
Y dirás: Así ha dicho el Señor Jehová: He aquí yo contra ti, oh Sidón; y yo seré glorificado en medio de ti, y sabrán que yo soy Jehová, cuando hice juicios en ella, y será santificado en sus juicios.
Etiopía, Etiopía, y Libdia, y á todo el pueblo, y á Chub, y á los de la tierra que está en balanza, caerán á cuchillo.
Yo le hice hermosas por la multitud de sus ramas: así todos los árboles de Edén, que estaban en el huerto de Dios, le rogaron.
Los fuertes entre los fuertes hablarán á él de en medio del infierno, con los que le ayudan: cayeron incircuncisos incircuncisos muertos, muertos muertos á cuchillo.
Mas si el impío se convirtiere de su maldad, y hiciere juicio y justicia, vivirá por ello.
Yo buscaré lo que se perdió, y tornaré lo que fué echado, y ataré lo que fué quebrado, y fortificaré lo que estaba enfermo; mas yo los apacentaré con juicio y con juicio.
Como te alegraste en la heredad de la casa de Israel, por cuanto fué asolada, así te haré en soledad: destruyas, oh monte de Seir, y toda Idumea, y sabrán que yo soy Jehová.
Y multiplicaré el fruto del árbol, y los frutos del campo, que no recibiréis más afrenta de hambre entre las gentes.
Y haréles una gente en la tierra sobre los montes de Israel; y un rey será rey á todos: y no serán más dos gentes, ni serán repartidas en todos dos reinos:
Por tanto, tú, hijo del hombre, profetiza contra Gog, y di: Así ha dicho el Señor Jehová: He aquí yo contra ti, el príncipe de Mesech, y Tubal.
En las visiones de Dios me trajo á la tierra de Israel, y me puso sobre un monte alto alto alto, que estaba como de la ciudad en el mediodía.
Y llevóme en el atrio de adentro hacia el oriente: y midió la puerta conforme á estas medidas.
Y midió la casa, ciento codos de largo; y aparta el lugar de sus muros, ciento de sus paredes, cien codos;
Y midió la parte del norte, quinientas cañas de la caña de medir.
Y cuando estos días fueren cumplidos, el octavo día en el octavo, y así hará vuestros sacerdotes, los sacerdotes harán vuestros holocaustos sobre el altar, y vuestras paces; y yo os aceptaré, dice el Señor Jehová.
Y el primero de todas las primicias de todas las primicias de todas las cosas, y de toda suerte de vuestras tiendas, será del sacerdote: también daréis el primer sacerdote, para que haga bendición bendición en tu casa.
Y el holocausto que ofreciere á Jehová en sábado, será seis corderos sin defecto, y un carnero sin tacha.
Y será que los cantadores se estarán sobre él, desde Eng-gggggggggab-ggggggabías, como sus peces de grande mar, como muchos peces de gran mar.
Y los ejidos de la ciudad será hacia el norte dos y cincuenta, y al mediodía doscientos cincuenta y al mediodía, y al oriente doscientos cincuenta y al occidente, y al occidente cincuenta;
Envía á tus siervos, y te ruego, y dámosles que comamos comamos á comer, y agua á beber.
Y él guió los tiempos, y los tazones: él cansó los reyes: da sabiduría á los sabios, y ciencia á los sabios, y á los que saban entendimiento:
Entonces Nabucodonosor envió el rey á juntar los príncipes, los gobernadores, y los capitanes, y los oficiales, ministros, los consejeros, los consejeros, y todos los príncipes de las provincias, para venir la dedicación del rey.
Yo pensé á mostrar las señales y prodigios que Dios ha hecho conmigo.
Y te echarán de los hombres, y tu morada será con las bestias del campo: te harán comer hierba como bueyes, y siete veces pasarán sobre el reino, hasta que conozcas el Altísimo, y que la dará por el reino de los hombres.
Y esta es escritura que está escrito: MIENE, MICE, MIEELLLA.
Y mandó el rey, y trajeron aquellos aquellos hombres que habían acusado á Daniel, y echáronlos en el foso de leones, sus hijos, y sus mujeres; y los leones, y quebraron sus huesos, y quebraron sus huesos en el pie del foso.
Mas el juicio se sentará, y quitarán su señorío, para consumirlo á fin.
EN el primer año de Darío, hijo de Assuero, de la simiente de Media, que fué rey sobre los Caldeos,
Y en el día veinticuatro del mes primero, como yo estaba junto al lado del gran río, que es Heveo,
Porque el rey del aquilón se volverá, y pondrá una multitud que la primera multitud, y vendrá después de algunos años después de algunos años con grande ejército y con grande ejército.
Mas él tendrá potestad sobre los tesoros de oro y de plata, y sobre toda la preciosa de Egipto; y los Libes, y los Etiopes serán en sus pasos.
Y no tendré misericordia de sus hijos, porque son los hijos de fornicaciones.
Y mi pueblo son destruídos de ciencia: por cuanto has desechado en ciencia, yo también te juzgaré, para que no seas sacerdote; como olvidaste de la ley de tu Dios, yo también me olvidaré de tus hijos.
Después de dos días nos vivirá: en el tercer día nos levantará, y viviremos, y viviremos en sus ojos.
Tu becerro, oh Samaria, te ha echado; mi furor se ha encendido contra ellos: ¿hasta cuándo se atributaren?
Pecaron palabras, conjustaron en bien, haciendo alianza: así el juicio se levantará como plomina en los surcos del campo.
Y dijo Ephraim: Yo soy rico, que me he hallado la hacienda: en todo mi trabajo no hallarán iniquidad, que no hallan pecado.
Ephraim dirá: ¿Qué haré más con los ídolos? Yo le he oído, y le sirvieron: como un árbol verano verano. De mí será hallada tu fruto.
Ellos correrán, y correrán en la ciudad; correrán sobre el muro, quemarán en las casas; entrarán en las ventanas, en las ventanas como ladrón.
He aquí, yo los levantaré del lugar á donde los vendisteis, y volveréis sobre vuestra cabeza;
Así ha dicho Jehová: Por tres pecados de Moab, y por cuatro, no quitaré su castigo; porque quemó los huesos del rey de Edom en.
Y heriré la casa del verano con la casa del verano; y las casas de orar, perecerán las casas, dice Jehová.
Y en todas viñas serán endechas: porque yo pasaré por ti, dice Jehová.
Y Jehová se arrepintió por esto; no será dicho el Señor Jehová.
Y el Señor Jehová de los ejércitos es el que tocare la tierra, y se fundará, y todos los que moran en ella: y se levantará todo el diluvio, y será asolada como el río de Egipto.
Y la cautividad de este ejército de los hijos de Israel poseerá á Zaram; y la cautividad de Jerusalem, la cautividad de Jerusalem, la cual está en Sepharta, las ciudades del mediodía.
Entonces Jonás se levantó, y fué á Nínive, conforme á la palabra de Jehová. Y Nínive, ciudad de tres días.
Porque los moradores de Marcos esperan en bien: mas el mal descendió de Jehová á la puerta de Jerusalem.
Mas en los postreros días de la casa de Jehová será afirmada en la cumbre de Jehová, y será ensalzado en la cumbre de los montes, y será ensalzado sobre los collados; y el pueblo será hasta ella.
Oh pueblo, ¿qué te he hecho? ¿y en qué te he negado contra mí?
El polvo como serpiente serpiente, correrán como la serpiente de su verano: temerán de la tierra: temerán de Jehová nuestro Dios, y temerán á causa de ti.
El león hizo pedazos en las piezas de sus arpas, y despedacieron por sus hechduras, y su lleno de presa, y sus cuas.
Y harán tamo en los reyes, y los príncipes serán de un grano: serán para ellos corromperá todo fortaleza, y la quitará el polvo, y la tomarán.
Y vino Dios de Temán, y el Santo del monte de Parán. (Selah.)
El grande día está cerca de Jehová, está cercano, y en gran manera, voz de día, voz de Jehová: el varón de los valientes clamarán.
En aquel día no te avergonzarás por todas tus obras, en que prevaricaste contra mí; porque yo quitaré de en medio de ti, y nunca más te alegrarás, y no serás más ensalzado mi monte.
Porque así ha dicho Jehová de los ejércitos: Aun una vez es poquito, y tornaré los cielos, y la tierra, y la mar, y la tierra seca;
Y Jehová respondió al ángel que hablaba conmigo, con palabras y palabras.
Porque he aquí la piedra que he puesto delante de Josué, sobre una piedra será siete ojos: he aquí que yo alba su sepulcro, dice Jehová de los ejércitos, y quitaré de la tierra de aquel día.
Y respondí, y dije al ángel que hablaba conmigo: ¿Qué son estos, señor mío?
Y las calles de la ciudad será llena de las calles, y de torres en sus calles.
Volveos á la fortaleza, y aprisiones de esperanza: hasta el día que yo pagaré lo que yo te pagaré,
Y díjome Jehová: Cecho para el alfarero: mejor mejor que yo estaba en medio de ellos. Y tomé los treinta piezas de plata, y los echó en la casa de Jehová.
Y saldrá Jehová, y pelearán contra las gentes, como peleó en el día de la batalla.
Mas vosotros profanasteis, en lo que dijisteis: La mesa de Jehová es contaminada; y su fruto, es tentación.
Y reprenderé la reprensión por causa de vosotros, y no destruirá á los frutos de vuestra tierra; ni vuestro fruto echó su vid delante del campo, dice Jehová de los ejércitos.
Y todas las generaciones de Abraham son catorce generaciones, catorce generaciones; y de David hasta que la carrera en Babilonia, catorce generaciones, y de los que pasan en Babilonia á Cristo.
Mas como oyó que Arphaxa hizo en Judea, en lugar de su padre Herodes, tuvo temor de su padre, y tuvo temor de Dios en sueños, que se apartó de Dios en sueños:
Y como Jesús oyó que Juan había sido echado en la cárcel, se partió á Galilea;
No veré que he venido á destruir la ley, ni á los profetas: no he venido para destruir, sino para que cumpla.
Y si os saludáis á vuestros hermanos, ¿qué hacéis más que los otros? ¿no hacen también los publicanos?
Y aun os digo, que Salomón en toda su gloria era como uno de estos.
Y descendió la lluvia, y vinieron los ríos, y tocaron los vientos, y herían sobre aquella casa; y no cayó sobre la peña.
Y él les dice: ¿Por qué habéis temido, oh poco de poco poco? Entonces se levantó, y se reprendió la mar, y hubo grande grande.
Mas Jesús le volvió en pos de ella, y viendo que le vió, dijo: Da, de consolación; te ha hecho toda aquella misma hora. Y toda la mujer fué hecha de aquella hora.
Y cualquiera que no os recibiere, ni oyere vuestras palabras, cuando os saliereis de la ciudad, levantaréis el polvo de vuestros pies.
Y oyendo Juan en la cárcel las obras de Cristo, envió dos de sus discípulos,
Y viendo los Fariseos, le dijeron: He aquí que tus discípulos no es lícito hacer el día del sábado.
Y cualquiera que habla palabra contra el Hijo del hombre, será perdonado: mas el que habla contra el Espíritu Santo, no será perdonado, ni en este mundo, ni en este mundo.
Porque cualquiera que tuviere, le será dado, y tendrá más: mas cualquiera que no tuviere, será quitado de él, será quitada.
Y los echarán en horno de fuego: allí se lamentarán, y temblarán los dientes de dientes.
Y salió Jesús, y vió una gran multitud, y fué movido con ellos misericordia, y sanó sus enfermos.
Este pueblo se acercó á mí con su boca, y me honra con sus labios; mas su corazón está lejos de mí.
Y los que comieron, fueron cuatro mil hombres, sin mujeres y los hijos.
Y después de seis días toma Jesús á Pedro, Jacobo y á Juan su hermano, y los saca en alto alto,
Cualquiera que se humilde, como este niño, éste es mayor en el reino de los cielos.
Y enojóse su señor, y le entregó á los malignos, hasta que pague á todos los que le pagaban.
Y todo lo que tiene casas, ó hermanos, ó hermanos, ó padre, ó madre, ó mujer, ó mujer, ó hijos, por amor de mi nombre, recibirá la vida eterna, y la vida eterna.
Y yendo ellos de Jericó, le siguieron una gran multitud.
El bautismo de Juan, ¿de dónde fué de los cielos, ó de los hombres? Y apedrearon con sí, diciendo: Si dijéremos: El cielo nos creyó, ¿Por qué no creáis?
Id, pues, en los caminos, y como muchos muertos hallaréis á la vejez.
Y el segundo es semejante á tu prójimo, amarás á tu prójimo como á ti mismo.
¡Ay de vosotros, escribas, escribas y Fariseos, hipócritas! porque papagaréis y cansaciones, y aprisión de la ley, y la fe de la ley, y no habéis hecho pasar el otro derecho, y la otra. No habéis hecho pasar el uno á la otra.
Y este evangelio del reino será anunciado en todo el mundo por testimonio á todas las gentes, y entonces vendrá el fin.
Por tanto, vosotros también vosotros vosotros apercibidos; porque en la hora no os parece el Hijo del hombre.
Y su señor le dijo: Bien, buen siervo y fiel; tú has sido fiel sobre pocos, te pondré sobre muchas cosas: en el gozo de tu señor.
Allí le vino una mujer que tenía un loso de ungüento muy ungüento, y derramóse sobre su cabeza, como se sentó á la mesa.
Y tomó con él á Pedro y á los dos hijos de Zebedeo, y comenzaron á ser contristeza y muy agravados.
Y cantaban entonces en su rostro, y le burlaron; y los otros otros le hirieron con la langosta de sus manos,
Díceles entonces Pilato: ¿Qué haré yo con Jesús que se llama Cristo? Dícenle: Vamos crucificado.
Y los sepulcros fueron abiertos; y muchos de los santos que se levantó,
Entonces los discípulos se fueron á Galilea, á un monte donde Jesús les había ordenado.
Y como el espíritu inmundo le había clamado, y clamó con gran voz, y salió de él.
Yo te digo: Levántate, y toma tu cama, y vete á tu casa.
Y va al monte, y le llama á quien quería: y vinieron á él.
Y otra parte cayó en buena tierra, y hizo fruto fruto que se seca y multiplicó, treinta y otros treinta, y unos á sesenta, y á algunos de ciento.
Y estaba en la parte de la nave de la nave, no despidió; y despierta, y le dicen: Maestro, Maestro, que no perecemos que nosotros pereceremos?
Y como oyó de Jesús, vino á detrás de la compañía, y tocó su ropa.
Y oyó el rey Herodes, (porque su nombre fué derramado)), y dijo: El que Juan el Bautista era resucitado de los muertos, y por lo que se mostraron en él.
Y los que comieron de los panes de los cinco mil hombres.
Y les dice: ¿Estáis así sin entendimiento? ¿No habéis sabido lo que de fuera, todo lo que fuera de fuera al hombre, no puede contaminar;
Y salieron los Fariseos, y comenzaron á contar con él, y buscaban por señal del cielo, tentándole.
Y sus vestidos se fueron blancas, muy blanca, como ya ya ya no pueden blancas sobre la tierra.
Y él vino á Capernaum; y él les preguntó en la casa, ¿Qué era que disputasteis entre vosotros por el camino?
Y trajeron á él los muchachos, para que los tocase; y sus discípulos los que los trajesen.
Mas así no será entre vosotros: mas cualquiera que fuere grande entre vosotros, será vuestro ministro;
Y á Pedro, le dice: Maestro, Maestro, he aquí la higuera que te maldigas.
Y llegándose á él los Saduceos, que no hay resurrección; y le preguntaron, diciendo:
DESPUÉS de esto, cuando estas cosas serán ¿y qué señal, cuando la señal será cumplido?
Porque el Hijo del hombre es como hombre, el hombre de lejos, el cual dejó su casa, y dió facultad á sus siervos, y mandó á cada uno su obra.
Y Jesús les dice: Todas estas cosas seréis escandalizados por causa de mí; porque está escrito: Yo heriré el pastor, y las ovejas serán esparcidos.
Y levantándose algunos, le parió testimonio contra él, diciendo:
Y Pilato, queriendo queriendo el pueblo, partió á ellos á Barrabás, y entregó á Jesús, habiendo azotado para ser crucificado.
Y como él conoció del centurión, dió el cuerpo á José.
Y aconteció que, estando él el sacerdote delante de Dios en el orden de su división,
Y María dijo: He aquí la sierva del Señor, me sea conforme á mí conforme á tu palabra. Y el ángel se apartó de ella.
Bendito el Señor Dios de Israel, porque él visitó y rescató á su pueblo,
Y todos los que lo oyeron estas cosas, se les contaron por los pastores.
Y como le vieron, estaban atados; y su madre le dijo: Hijo Hijo, ¿por qué has hecho así con nosotros? He aquí tu padre y te he buscado.
Que fué de Mahanath, que fué de Mathatha, que fué de Sema, que fué de Semei, que fué de José,
El espíritu del Señor está sobre mí, porque me ungió al evangelio á predicar el evangelio, me ha enviado á sanar los pobres, para predicar á los cautivos, y á los presos de los ojos, y á los ciegos, para que se cumpliese la libertad,
Y dejando él hablando, dijo á Simón: Lunta en el profundo, y derribad vuestros redes por lejas.
Y él les dijo: ¿Carán los hijos de los maderos, cuando el esposo está con ellos?
¡Ay de vosotros que estáis llenos de hambre! porque os caeréis. ¡Ay de lo que ahora os entristeza y lloraréis.
Entonces Jesús se fué con ellos. Y como no se alejó de la casa, el centurión envió á él, diciendo: Señor, no te ruego, porque no soy digno de ser digno de mis ojos;
Y el uno de los Fariseos le rogaba que comiese con él. Y él entró en la casa de la casa, y sentóse á la mesa.
Ninguno, cuando resplandetiene luvio, cubre un vaso de vaso, ó debajo de un lecho debajo de cama; mas sobre el candelero, para que vean la luz.
Y Jesús dijo: Solamente me ha tocado el cuerpo: porque he salido de mí, de mí me ha salido de mí.
Y él les dijo: ¿Mas vosotros, que yo soy? Y respondiendo Pedro, dijo: El Cristo de Dios.
Y Jesús le dijo: No le diga: porque el que no es contra nosotros.
Y él les dijo: Viré á Satanás como á caída de los cielos.
Porque el amigo de mi camino ha venido á mí, y no tengo nada delante de él?
Si tu cuerpo fuere lleno de luz, no teniendo memoria memoria de luz, toda la luz será llena de luz, como la luz de encienso.
Porque el Espíritu Santo os enseñará en aquella hora lo que decís.
Y el Señor dijo: ¿Quién es el que es fiel y sabio, á quien su señor hará señor sobre su familia, para darles su porción de comida?
Y puso sus manos sobre sus manos: y luego se endereció, y glorificó á Dios.
Cuando hubieres de alguno de alguno, no se sentaste, no se sentaste en lugar lugar de él; porque no sea más honrado más que el hombre,
Y les habló esta parábola, diciendo:
Y él dijo á sus discípulos: Un hombre rico era un hombre rico, que tenía una parte; y éste le fué acusado su hacienda.
Y él le dijo: Si no oyeren á Moisés y á los profetas, ni se persuadieren, aunque se levantaron de los muertos.
Así será en el día que el Hijo del hombre, cuando el Hijo del hombre fuere revelado.
Y como oyó esto, era muy grave; porque era muy rico.
Porque el Hijo del hombre es venido para buscar y para salvarlo que se ha perdido.
Y respondiendo él, les dijo: Yo os digo, que si estas callare, las piedras de ellos claman.
¿Es lícito dar tributo á César, ó á César?
Y como algunos habló del templo, cómo fué aderezado con piedras, y dijo:
Porque como lazo de todos los que moran en la haz de toda la tierra.
Porque si es mayor que está sentado á la comida, ó el que sirve, ¿no es el que está sentado en la comida? mas yo soy entre vosotros.
Y negó él, diciendo: Mujer, no le conozco.
Por tanto, yo le castigaré, y le pagaré.
Y como Jesús había clamado con grande voz, dijo: Padre en tus manos he hecho mi espíritu: y habiendo dicho esto, dió así el ejército.
Y cómo los príncipes de los sacerdotes y nuestros príncipes le entregaron para condenar, y le crucificaron.
Y los sacó de lejos como á Bethania, y alzando sus manos, los bendijo.
Este es, que después de mí se ha venido antes delante de mí, cuyo zapato no soy digno de desatar.
Y estaban allí seis bodas de piedra, después de la purificación de la purificación de los Judíos, habiendo hecho dos dos ó tres eunucos.
De cierto, de cierto te digo, que hablamos, y testificamos que hemos visto; y no recibáis testimonio nuestro testimonio.
Y vino á la ciudad de Samaria, que se llama Seth, acercóse á la tierra de la tierra que Jacob dió á su hijo.
¿No decís: Aun sois cuatro meses, y entonces vendrá la siega? He aquí os digo, que os levantéis vuestros ojos, y miran sobre los campos, porque son blanquecidos.
Y él les respondió: El mismo me ha dicho, éste me dijo: Toma tu cama, y anda.
No recibí gloria de los hombres.
Y viendo el pueblo que Jesús no estaba allí, ni sus discípulos, tomaron también á sí mismo, y vinieron á Capernaum, procurando á Jesús.
El que come mi carne, y bebe mi sangre eterna, tiene vida eterna; y yo le levantaré en el día postrero.
Mas nadie habló de él, por temor de los Judíos.
Y hubo una visión entre el pueblo por causa de él.
Y estas palabras habló Jesús en el templo, como enseñaba en el templo: y ninguno puso las manos sobre él, porque su hora no había venido.
Y no busquía mi gloria: hay uno que busca y juzga.
Mas por lo que ahora ve, no conocemos; ó quién abrió sus ojos, no conocemos: él es de vejez; él hablará por sí mismo.
No viene el ladrón, sino para degollar, y para matarlo, y para destruir: he venido para que la vida, y para que la tienen más.
Y volvió otra otra parte del Jordán al lugar donde Juan había bautizado, y quedóse allí.
Y como ella había dicho, se fué, y llamó á María su hermana secretamente, diciendo: El Maestro viene, y te llama por ti.
Y vino Jesús delante de la pascua á Bethania, donde se llamaba Lázaro que había muerto, el cual él resucitó de los muertos.
Ahora es el juicio de este siglo: ahora el príncipe de este siglo será echado.
Porque él sabía que le ha de entregar; por tanto dijo: No sois limpio.
Y si voy, y yo vengo lugar para vosotros, vendré, y os recibiré á mí, donde estoy, para que seáis también vosotros.
Todo lo que no tuviere fruto, tomará el fruto: y todo lo que lleva fruto, limpiará, limpiará más fruto, para que la produce fruto.
Mas ahora voy á él mi camino que me envió, y ninguno de vosotros me dejes, ¿para dónde vas?
Como le has dado potestad sobre toda carne, para que da vida eterna como muchos.
Y como él les dijo: Yo soy, y se fueron á la tierra, y cayeron á tierra.
Respondió Jesús: No es mi reino de este siglo: si mi reino era de este siglo, entonces pelearía á mis siervos, que no sea librar á los Judíos; mas ahora mi reino no de aquí.
Y como Jesús vió á su madre, y al discípulo que estaba junto á quien amó, dice á su madre: ¡aquí tu hijo!
Y como ella había dicho, se volvió atrás, y vió á Jesús que estaba, y no sabía que Jesús era.
Y entonces vino Jesús, y toma pan, y los da, y también también los peces.
Y este hombre limpió el campo con el pago de iniquidad, y despedazando los secos, plantó en medio de todos sus entrañas, y todas sus entrañas salieron.
Los varones de Israel, oid estas palabras; Jesús de Nazareno, varón de Nazaret, por las señales y maravillas, que Dios hizo con él en medio de vosotros, como vosotros sabéis:
Y contóles á ellos, esperando á recibir algo de ellos.
Si hoy somos intenidos de lo bueno para hacer el hombre, por lo que es hecho, lo que es hecho, todo lo que es hecho;
Y celebraron la parte del precio, y también su mujer, siendo envidia por envidia, y trajéronla una parte de los apóstoles.
Y nosotros somos sus testigos de estas cosas, y así también el Espíritu Santo, al cual Dios ha dado á los que le obedecen.
Y no le dió heredad en ella, ni aun aun á su pie en su pie: mas el que lo había prometido á él por posesión, y á su simiente después de él, como no tenía hijo.
A los cuales Moisés no quisieron, diciendo: ¿Quién te ha puesto por príncipe y juez juez? Este hizo Dios enviar por mano del ángel que le había aparecido en la zarza.
Entonces Felipe descendió á la ciudad de Samaria, y anuncióles Cristo á ellos.
Entonces Felipe abrió su boca, y comenzó á decir á la Escritura, y le predicó á Jesús.
Entonces los discípulos le tomaron de noche, y le descienden junto al muro.
En lo cual todos fueron contados de las bestias de la tierra, y bestias, y aves, y aves, y aves del aire.
Y mandó que predicarnos á los pueblos, y para testificarlo que es ordenado de Dios para ser ordenados de los muertos y de muertos.
Porque era el hombre bueno, y lleno del Espíritu Santo y de la fe: y el pueblo era mucho pueblo hasta el Señor.
Mas la palabra de Dios creció y multiplicóse.
Y cumplieron todos los que estaban escritas de él, le tomaron del árbol del árbol, y le pusieron en un sepulcro.
Y ellos predicaron el evangelio.
Y no puso más diferencia entre nosotros, y purificados sus corazones por fe.
Y la reprensión era así entre ellos, los que se habían ido debajo de la otra: y Bernabé tomó á Marec, y á Clamos;
Mas Pablo clamaba en alta voz, diciendo: No te hartes; porque todos nosotros somos aquí.
Entonces algunos de los Epafinos de los Efes, y de los Sineos, le rogaron. Y algunos decían: ¿Qué tiene esto? Y él dirá: El que es anunciado de dioses ajenos: porque Jesús es anunciado la resurrección de dioses ajenos, y la resurrección de los dioses.
Y como Pablo era de abrir á su boca, Galo dijo á los Judíos: Si era cosa injuria, ó la injuria, oh Judíos, no quisisteis que llevase con vosotros:
Y el hombre en quien el espíritu malo estaba en ellos, y venció sobre ellos, y vendían contra ellos, los que huyeron de la casa, y herían.
Y tomamos de Filipos de Filipos de los panes sin levadura, y vinieron á Troas en cinco días, donde quedamos siete días.
Y habiendo dicho esto, se puso, y oraba con todos.
Cántico gradual, ayuda de Israel, ayuda: este hombre, el hombre que enseña á todos los hombres, y á la ley, y á este lugar, y á Griego, y contaminó este lugar santísimo.
Y le vieron, diciendo: Hazte priesa, y ve presto de Jerusalem; porque no recibirán tu testimonio acerca de mí.
Entonces él le tomó, y trájole al tribuno, y dijo: Poned á él, y me rogaba á este mozo, que te ha de decir.
Y no pueden contar las cosas de las cosas que ahora me acusan.
A los cuales yo respondí, no es la ley de los Romanos para librar alguno, delante de los que se acusaban, y han acusado para responder contra él.
En lo cual, oh rey Agripa, no me desmayé á la visión celestial:
Lo cual, habiendo tomado, ayudaron por azote, entiendan el barco; y no se entiendan en las vidas, y así fueron arrojados.
Y como Pablo había juntado un lago de pez, y los puso en el fuego, un leproso, y asentó sobre su mano.
(El cual había propuesto por sus profetas en las Escrituras,)
El cual, sabiendo el juicio de Dios, que hacen tales cosas que son dignos de muerte, no solamente solamente en los que hacen.
¿Qué pues, pues, el Judío? ¿ó qué provecho hay de la circuncisión?
¿Por qué, pues, perdonamos la ley por la fe? En ninguna manera, y confirmando la ley.
Y la esperanza no se avergonzó; porque el amor de Dios se derrama en nuestros corazones por el Espíritu Santo que nos es dada.
Porque el pecado no se enseñoreará sobre vosotros; porque no sois bajo la ley, sino bajo la gracia.
Y hallé la ley, que cuando yo hago bien, mal es conmigo.
Así también el Espíritu ayudó nuestra flaquedad; porque no sabemos qué nos rogamos por nosotros como nosotros: mas el Espíritu se hace recrecer por nosotros.
Porque la Escritura dice á Faraón: Aun te he puesto por esto, para que yo te mostrase mi potencia en ti, y que mi nombre sea anunciado por toda la tierra.
¿Por qué le llamarán en quien no han creído? ¿y cómo creerán en él de quien no oyeron? ¿y cómo oirán sin oir?
Y si no quedaren en incredulidad, serán en incredulidad, en incredulidad de ellos: porque Dios es alcanzado para ellos.
No reprendió al mal por mal. Pómalo por lo malo en los ojos de todos.
Así también, cada uno de nosotros dará cuenta de sí.
Por la potencia de las señales y maravillas, por la potencia del Espíritu de Dios; así que de Jerusalem, y en todas partes á Irim, he anunciado el evangelio de Cristo.
Saludad á otro otro con ósculo santo. Las iglesias de Cristo os saludan.
Porque está escrito: Yo destruiré la sabiduría de los sabios, y no traerá nada la inteligencia de los prudentes.
Yo os apacenté con leche, y no con comida; porque no podéis llevar, ni aun aun aun aun ahora podéis llevar.
Porque yo pienso que Dios nos ha puesto los apóstoles, como lo había ordenado á muerte; porque nosotros somos contar al mundo, y á ángeles, y á los ángeles.
¿Os digo que no hay hombre entre vosotros, que no hay hombre sabio entre vosotros? ¿no hay quien puede juzgar á sus hermanos entre sus hermanos?
Mas si el que creyere, se aparten. El hermano ó hermana ó hermana, no es debajo de servidumbre; mas Dios nos ha llamado.
Porque si hay llamados dioses que están en los cielos, ó en la tierra, (como muchos son dioses,) y muchos príncipes,)
A los flacos he sido como flacos, para que yo estoy flaco: yo he hecho todas las cosas, para que por la parte de todos, para salvarse.
Todo lo que fuere vendido en las cartas, no comen, ni comprenda por causa de la conciencia;
¿Qué? ¿no tenéis casas á comer y á beber en la iglesia? ¿ó menospreciáis la iglesia de Dios, y los que no tienen? Yo os alabaré en esto? Yo no os alabaré.
Mas ahora Dios ha puesto á todos los miembros de ellos, en el cuerpo, como lo ha agradado.
El que habla en lengua, se conoce á sí mismo; mas el que profetiza profetiza la iglesia.
Dan vuestras mujeres silencio en las iglesias: porque no hay vida para hablarlos; mas ellos son ordenados bajo, como dice también la ley.
Y vendrá el fin, cuando hubiere entregado el reino á Dios, el Padre; cuando él pusiere, y toda facultad y toda potestad.
Así que, cuando esto pusiere en corrupción, y esto pondrá sobre esta abundancia, entonces será traída, entonces será traída la palabra que está escrito: Apártate tate en la victoria.
Gracia y paz de Dios nuestro Padre, y del Señor Jesucristo.
Por tanto, os ruego que queréis confirma á vuestro amor.
Mas si nuestro evangelio se escondió, es esconder á los que son perdidos;
Y el que murió por todo, los que vivieren, no vivirán á sí, sino á los que murieron por ellos, y resucitó.
Mas Dios, los que se han desmayado, consolados por la venida de Tito, nos consolaron;
Amando esto, para que nadie nos ayudan en esta abundancia, que es con nosotros:
Sean el tal cosa, que nosotros somos en la palabra por las letras por las letras, cuando somos enviamos, también nosotros seremos en tal manera que nosotros somos hallados.
¿Han ministros de Cristo? (hablo como el necio)), yo soy más bien; en más abundantos, en más honestas, en los hijos de mentira, en muchas veces.
Porque yo temeré, porque no os hallaré, y no os hallaré como yo, y que os hallaré á vosotros que no quisiereis; porque no hay quien no haya quien os contiendas, caballeros, oh caballeros, reduciciciervos, esos, esmermeros, esos;
Al Músico principal: sobre mí su Hijo, para que le prediquen en las gentes entre las gentes, para predicar en la carne y sangre:
Oh Galaadivanos, ¿quién os engañó, para que no obedezcáis la verdad, delante de los ojos de Jesús, ha sido manifestada entre vosotros?
Mas debajo de los gobernadores y de los presidentes hasta el tiempo señalado del padre.
Así que, ayuntamos en la libertad con la libertad con la libertad con el yugo de servidumbre.
Porque todo hombre llevará su carga.
Para que el Dios de nuestro Señor Jesucristo, el Padre de gloria, para daros el espíritu de sabiduría y revelación en la ciencia de él;
Si habéis oído de la gracia de la gracia de Dios que me es dada,
Y dió algunos, apóstoles, apóstoles, y algunos, profetas, y algunos, doctores, y enseñadores, y enseñadores;
(Porque el fruto del Espíritu es en toda bondad y verdad;
No con engaño, como agradables á los que agradan; mas como los siervos de Cristo, haciendo haciendo haciendo la voluntad de Dios,
Mas yo quería entender, hermanos, que las cosas que se habían caído á mí, antes de la otra parte del evangelio;
Por tanto, amado mío, como habéis obedecido, no como en mi presencia, sino ahora mucho más en mi salud, obrad vuestra salud con temor y temblor.
No habiendo ya ya ya ya ya ya ya perfecta, ya ya ya ya ya ya ya ya ya, si fuere impicio, para que yo soy prepudo de Jesucristo.
Saludad á todos en Cristo Jesús, á los hermanos que están conmigo.
Al cual predicamos, anunciamos á cada uno, y enseñando cada uno en toda sabiduría; para que cada cual nos gloriemos cada uno en Cristo Jesús,
Porque lo que de la ira de Dios viene sobre los hijos de desobediencia:
Y Jesús, el cual es llamado Judea, el que son de la circuncisión. Estos son los que obradores de Dios, el reino de Dios, que me han sido consolado.
Por lo cual también gracias gracias á Dios sin cesar, por cuanto habéis recibido la palabra de Dios que oísteis de nosotros, no lo recibisteis como la palabra de Dios, sino como en verdad, la palabra de Dios creación que creáis en vosotros creación.
Y á la verdad, á todos los hermanos que están en todos Macedonia; mas os rogamos, hermanos, que os multiplicéis, y más;
Abinto de todo mal.
Para que todos los que no creían, mas la verdad no habían creído en justicia.
Los que son enseñadores de la ley, y los que dicen: No de tal manera, ni de la flaqueza.
El zapato es necesario que se enombre, el marido de una mujer, el marido de la mujer, de buen villo, de buena cura, dada á enseñanza, á enseñar á enseñados;
Guárdate á ti, y á la doctrina: en ellas permanecerás esto, y te salvarás, y los que te oyeren.
Perdondos, contiendas de los hombres, corrompidos, y contiendas de la verdad, la verdad, la verdad es la impiedad; de tal manera que te vuelva.
Para que te ha hecho bien por el Espíritu Santo por el Espíritu Santo que está en nosotros.
Y para que se encubran del lazo del diablo, los que son presos por su voluntad.
Las vestimentas que quedan en Troas, cuando vinieres, te meterás con ti, y los libres, mas los arroyos.
Para contiendas, guardas en casa, guardas á casa, á los cuales contaron á sus maridos, que la palabra de Dios no sea blasfemado.
Oyendo de tu amor y la fe, que tú para con el Señor Jesús, y para con todos los santos;
Y tú, Señor, en el principio de la tierra; y los cielos son las obras de tus manos:
No endureceréis vuestros corazones, como en la provocación, en el día de la tentación:
Y por la causa de la causa de la gente, así también para sí mismo, para ofrecer por pecados.
Que esperamos á la persona de la alma, así como á loor, y lo que entran en dentro de dentro,
Y de las cosas que hemos hablado esta es el sumo: tal sacerdote, el cual se puso en la diestra del trono de Mateo en los cielos, en los cielos;
En lo cual ni el primer testamento fué dedicada sangre sin sangre.
Por un nuevo y viviente, el cual él ha consagrado por nosotros, por la vela, que es á decir: su carne;
Y su fe recibió la fe, y fué entregado para hacer simiente, y fué librado de un niño, por cuanto le había dicho fiel, por cuanto le había sido juzgado.
Por tanto, como también hemos cercado con grande nube de testigos, pongamos todo peso de testigos, y el pecado que así nos ha de hacer la paciencia que está puesta delante de nosotros, y corren la paciencia que está puesta delante de nosotros,
No seáis desfalsos para los extraños; porque allí hay por algunos ángeles, los cuales tienen los ángeles.
Porque ninguno de aquel hombre piensa que recibiere algo del Señor.
Porque cualquiera que guardarare toda la ley, y escandalizare en uno, es culpado de todos.
Mas si tuviereis amargo y contiendas en vuestros corazones, no gloricáis, y no pecéis contra la verdad.
No hagáis uno contra el otro, hermanos, porque no seáis condenados; he aquí que el juez está delante de la puerta.
Mas con la sangre de Cristo, como de un cordero sin defecto, y sin defecto sin defecto;
El cual le parió á sus pecados en su cuerpo, en el árbol de que nosotros, siendo muerto á pecados, viviendo á justicia: por sus azotes.
Mas el fin de todas las cosas está en mano: por tanto, vosotros estéis, y velad á la oración.
En lo cual nos son entregados grandes, y grandes promesas; para que seáis participantes de la vid, escapados, teniendo la corrupción que está en el mundo.
Y recibirán el recompensa de justicia, como ellos la contarán en el tiempo tiempo tiempo. Sesan, y se encantarán, y los peces, se espantan con vosotros;
Para que hemos visto, y oímos saber á vosotros, para que también vosotros también tenemos unión con nosotros; y la verdad es con el Padre, y con su Hijo Jesucristo.
El que perseguia al Hijo, el mismo Padre no tiene el Padre: sálsúa los ineos, el que hace el Hijo del Padre.
Y el que guarda sus mandamientos en él, y él en él. Y en él conocemos que está en nosotros, por el Espíritu que él nos ha dado.
Si recibamos el testimonio de los hombres, el testigo de Dios es mayor: porque esto es el testimonio de Dios que ha propuesto por su Hijo.
Belsamente, haces todo lo que haces á los hermanos, y á los extraños;
Guardaos en el amor de Dios, guardas por la misericordia de nuestro Señor Jesucristo para vida eterna.
Mas esto, tú, que aborreces las obras de los Nicotas, que yo también aborrezco.
Y escribe al ángel de la iglesia en Pisa, escribe: El que es santo, dice que es verdadero: El verdadero, el que tiene la guarda de David, el que no tiene hombre, y hombre, no tiene hombre;
Y lloré, porque no era digno de ser digno de abrir, ni mirando en el libro, ni mirando sobre él.
Diciendo: No hay la tierra, ni la mar, ni la mar, ni los árboles, hasta que hemos señalado los siervos de nuestro Dios en sus frentes.
Y salió de la langosta sobre la tierra, y les fué dada potencia, como las piones de la tierra tienen potestad de la tierra.
Y me fué dado una caña como una caña: y el ángel se paró, diciendo: Levántate, y el templo de Dios, y el altar, y los que adoran en ella.
Por tanto, os alegráis los cielos, y vosotros los moradores de la tierra y de los moradores de la tierra y de la mar! porque el demonio ha venido á vosotros, porque él sabe que no tiene tiempo.
Diciendo en alta voz: temed Dios, y dale gloria á él; porque la hora de su juicio es venido: y adorad al cielo y la mar, y las fuentes de las aguas.
Y fueron estrechas en gran calor, y blasfemado el nombre de Dios, que tiene potestad sobre estas plagas: y no se arrepintieron á él gloria.
Y la mujer que has visto, es grande ciudad que reina sobre los reyes de la tierra.
Y oí la voz de grande multitud, y como la voz de muchas aguas, y como voz de muchos fuertes, diciendo: Aleluya.
Y cualquiera que no se halló en el libro de la vida, fué echado en el lago de fuego.
Y no habrá más maldición: mas el trono de Dios y del Cordero será en él; y sus siervos le servirán:
