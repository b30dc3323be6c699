E hizo Dios dos relámpagos, que la luz se enseñoreó el día, y la luz de la noche: él hizo también las estrellas.
Y Jehová el Dios tomó al hombre, y púsolo en el huerto de Edén.
Y llamó Adam al nombre de su mujer Eva, porque era la madre de todos los vivientes.
Y á Seth, nació allí un hijo, y llamó su nombre Enós: entonces comenzaron á invocar á invocar en el nombre de Jehová.
Y vivió Lamech después que engendró á Noé cinco noventa y cinco años, y engendró hijos é hijas.
Y Noé era de edad de cien años cuando el diluvio era sobre la tierra.
Y él se detuvo siete días, y enviando la paloma; que no se volvió más á él.
Y comenzó á ser labrados, y plantó viña:
Y á Sem, padre de todos los hijos de Eh, hermano de Japhet, hermano de Japhet.
Y vivió Peleg, después que engendró á Reu, doscientos y nueve años.
Y Jehová dió á Faraón y á su casa con grandes plagas de Abram, por mujer de Abram.
En Chêlaomer, rey de Elam, y con Tidal rey de naciones, y Amashath rey de Sinar, y á Arioch, rey de Epar; cuatro reyes con cinco reyes.
Y entrarás á tus padres en paz, serás enteramente en buena vejez.
Y te daré á ti, y á tu simiente después de ti, la tierra en que tú eres extranjero, toda la tierra de Canaán, por posesión perpetuo; y yo seré su Dios.
Y Abraham y Sara era viejo y vida en la vejez, y cesó con Sara según la costumbre de mujeres.
Ahora pues, he aquí, dos hijas que no tienen conocido; me ruego que yo os hago, y hagáis á vosotros como bueno en vuestros ojos; porque no hay en vuestros ojos, porque ninguna cosa hacen debajo de la sombra de mi roca.
Y la menor, parió un hijo, y llamó su nombre Benammi. Este es el padre de los hijos de Ammón hasta hoy.
Y dijo Dios á Abraham: No sea grave grave en tus ojos, por cuanto el mozo de tu sierva, y de tu sierva, en todo lo que te ha dicho: A tu simiente será llamada en Isaac.
Y dijo Abraham: Hijo mío, Dios le mostrará un cordero para holocausto; y así se juntaron de ellos.
Y Ephrón respondió Abraham, diciendo:
Y ella le dijo: Yo soy hija de Bethuel, hijo de Milca, que parió á Nachôr.
Y comieron y bebieron, y los hombres que estaban con él, y todos los que estaban con él; y se levantaron en la mañana, y dijo: Sígueme á mi señor.
Y estos son los años de la vida de Ismael, ciento y treinta y siete años; y dió el ejército, y fué reunido á su pueblo.
Y el varón se engrandeció, y creció, y creció hasta que fué muy gran manera.
Ahora pues, hijo mío, oye mi voz conforme á lo que yo te mando.
Y dijo Esaú á su padre: ¿No eres tú una bendición, mi padre me bendiga, oh padre mío? Y alzando Esaú su voz, y lloró.
Y esto, la piedra que he puesto por columna de Dios, será la casa de Dios: y de todo lo que me darás á ti.
Y él también entró á Rachêl, y amaba á Rachêl más que Lea, y sirvió á Rachêl siete años.
Y aconteció que cuando Rachêl nació José, dijo á Labán: Envíame á Labán, y á mi tierra, y á mi tierra.
Y él dijo: Alza ahora tus ojos, y vean todos los carneros que destilan sobre las bestias que están en las bestias, y se ahojas, y te he visto; porque he visto todas las cosas que te hace á Labán.
Si el Dios de mi padre, el Dios de Abraham, y el temor de Isaac, me has sido conmigo, me has enviado á mí vacío. Dios ha visto, y á mi aflicción de mis manos te aprendido, y te reprendió la noche.
Y él le mandó al refrío, diciendo: Cuando mi hermano Esaú te castiga, y te pregunte, diciendo: ¿De quién eres tú, y á quién eres? ¿y á quién es esto?
Y dijo Esaú: Ruégote que te dejes conmigo algunos de los que están conmigo. Y él dijo: ¿Qué es la gracia en los ojos de mi señor? Yo halme gracia gracia en ojos de mi señor.
Y aconteció al tercer día, que como ellos estaban, dos de los hijos de Jacob, Simeón, y Leví, cada uno de sus hermanos, tomó su espada sobre la ciudad, y vino sobre la ciudad, y mató á todos los varones, y mató á todo varón.
Los hijos de Rachêl: José, y Benjamín:
Y los hijos de Ana: Disón, y Aholibama hija de Ana.
Y sus hermanos vinieron á apacentar las ovejas de su padre en Sichêm.
Y tomó Judá por mujer á Er su primogénito, cuyo nombre Thamar fué Thamar.
Y dejando todo lo que tenía en la mano de José, y no sabía que había hecho, sino que comió el pan que comió.
Y en tres días alzará Faraón tu cabeza, y te restituirás á tu lugar; y tú librarás el cáliz de Faraón en su mano, después que fuiste el primero.
Y el lejino y el rollo comían los siete vacas:
Y á José navíos delante de los años de hambre, que fué Asenath hija de Potim, sacerdote de Potim, sacerdote le parió á él.
Y no sabían que José les entendían; porque les habló por interpretación.
Y tomaron los hombres que presentes, y tomaron el dinero en sus manos, y Benjamín se levantaron, y se levantó á Egipto, y púsose delante de José, y púsose delante de José.
Entonces los que descienden cada uno á su cerco á tierra, y abrió cada uno su gallo.
Y me envió Dios delante de vosotros, para guardaros en la tierra, y para salvar vuestra vida con grande flaquedad.
Los hijos de Rubén: Hanoch, Phallu, y Hesrón, y Carmi.
Y Faraón habló á José, diciendo: Tu padre y tus hermanos han venido á ti:
Y díjome: He aquí que yo te fructificaré, y te multiplicaré, y te pondré en multitud de pueblos; y esta tierra daré esta tierra por heredad á tu simiente por heredad.
Sus ojos serán puestos con vino, y sus dientes blancos.
Y subiendo con él los carros y gente de á caballo; y era grande grande compañía.
Y los Egipcios hicieron á servir á los hijos de Israel, y sirvieron á los hijos de Israel.
Y fué Moisés á morar con el hombre; y dió Moisés á Zipachâ su hija.
Y Jehová dijo á Moisés: Extiende tu mano, y tomóla junto á la nilla. Y él extendió su mano, y púsolo en su mano.
Y ellos dijeron: El Dios de los Hebreos ha encontrado con nosotros: ve ahora tres días á Jehová nuestro Dios, y sacrifiquemos á Jehová nuestro Dios, porque no caiga sobre nosotros, ó con pestilencia, ó con pestilencia.
Y Jehová habló á Moisés, diciendo:
Y Moisés y Aarón entró á Faraón, y así hicieron como Jehová había mandado: y echó Aarón su vara delante de Faraón, y delante de sus siervos, y se fué serpiente serpiente.
Y como Faraón vió que había quedado, endureció su corazón, y no los escuchó; como Jehová lo había dicho.
Y Jehová dijo á Moisés: Levántate por la mañana, y poned delante de Faraón, y le dicen: Así ha dicho Jehová el Dios de los Hebreos, para que me sirvan á mi pueblo.
Y Moisés y Aarón se volvió á Faraón, y díjoles: Ve, servid á Jehová vuestro Dios; mas ¿quién son los que han de ir?
Y Jehová dijo á Moisés: Yo no escuchará, para que sean multiplicados mis maravillas en la tierra de Egipto.
Y aconteció que en media noche hirió á Jehová todos los primogénitos en la tierra de Egipto, desde el primogénito de Faraón que estaba sentado en el primogénito de la transmigración; y todos los primogénitos de los primogénitos.
Y tú mostrarás tu hijo en aquel día, diciendo: Esta es por causa de Jehová que me hizo salir de Egipto.
Mas tú alzarás tu vara, y extenderás tu mano sobre la mar, y la dejarás: y los hijos de Israel irán en seco de la mar.
Y los duques de Edom serán probados; los valientes de Moab, temblarán sobre ellos; todos los moradores de Canaán se desfallecerán, y los habitarán.
Y como ellos lo hicieron con un omer omer, que no había juntado mucho, y que ningún poco no haya faltado; juntáronse cada uno conforme á su composición.
Mas las manos de Moisés fueron agravados, y tomaron una piedra, y púsola debajo de él, y se sentó á Aarón, y á Hur se puso sus manos, y á la otra parte de la otra, y á la otra parte del sol.
Y juzgaron al pueblo en todas las cardillas; los cuales trajesen á Moisés, mas todos los pequeños se juzgaron.
No te harás á ti escultura, ó imagen de cualquier cosa que está en el cielo, ó que está en la tierra, ó abajo en las aguas debajo de la tierra:
Si no agradare á su señor, el cual se ha desposado á sí, será rescatado: para vender á la nación extraña, no tiene potestad, porque no tiene potestad.
Si el ladrón se hallare, y no fuere muerto, y no se derramará sangre para él.
No te levantarás un mentiroso: no pondrás tu mano con el impío.
Y pondré tus fortalezas desde el mar Bermejo hasta la mar de los Filisteos, y desde el desierto hasta el río: porque yo entregaré los moradores de la tierra en vuestra mano, y los echarás delante de ti.
Y harán el arca de madera de Sittim: de dos codos y medio de ella será su longitud, y la mitad de un codo y medio de un codo y medio de un codo.
Y los que los hacen conforme á sus redes, que te había mostrado en el monte.
Y te levantarás el tabernáculo conforme á lo que te había hecho en el monte.
Y harás vestimentas vestiduras para Aarón tu hermano por gloria y hermosura.
Y habrá en la cumbre de ella, en medio de ella, en medio de ella la obra de ella, como de lana, en el lagar de ella, que no haya rasgado la paga, que no sea rasgado.
Y tomarás el otro carnero, y Aarón y sus hijos pondrán sus manos sobre la cabeza del carnero.
Y lo cubrirás de oro puro, y sus cuernos alrededor, y sus cuernos; y harás á ella una corona de oro alrededor.
Cualquiera que hiciere alguna cosa semejante, ó cualquiera que hubiere de él sobre el extranjero, será talado de su pueblo.
Y Jehová dijo á Moisés: Ve, y vete; porque tu pueblo que tú sacaste de la tierra de Egipto, se corruptieron:
Y enviaré un ángel delante de ti, y echaré al Cananeo, y al Hetheo, y al Pherezeo, y al Pherezeo, y al Jebuseo.
Y dijo: Si ahora he hallado gracia en tus ojos, oh Señor, ruégote que vaya entre nosotros, porque es pueblo de dura dura cerviz; porque es pueblo de cerviz, y de nuestra maldad, y de nuestra maldad, y nos tomamos por tu heredad.
Y habló Moisés á toda la congregación de los hijos de Israel, diciendo: Esto es lo que Jehová mandó, diciendo:
Y puso en su corazón, para enseñar, y á Aholiab, hijo de Achîamach, hijo de Dan.
Y se juntaron abajo, y juntaron en su cabeza, á un anillo: así hizo á ambos en los rincones.
Y una zana debajo de dos brazos, y una zana debajo de dos brazos, y una zana debajo de dos brazos debajo de él, conforme á las seis brazos de él, conforme á las seis brazos.
Y Bezaleel hijo de Uri, hijo de Hur, de la tribu de Judá, hicieron todo lo que Jehová mandó á Moisés.
Y ataron el racional junto á sus anillos á los anillos del ephod con un pecho de jacinto, para que fuese sobre el cinto del ephod, y que el racional del ephod, y no se desatasen de las cosas que Jehová mandó á Moisés.
Y pondrás al atrio alrededor, y al pabele de la puerta del atrio.
Porque la nube de Jehová estaba sobre el tabernáculo, y el fuego estaba junto á él, delante de toda la casa de Israel, por todas sus jornadas.
Y todo presente de tu presente harás á la sal; ni dejarás la sal del pacto de tu Dios para ser rescate de tu presente: con todas las ofrendas ofrecerás de tu presente.
Como fué quitado del becerro del sacrificio de paces: y el sacerdote los quemará sobre el altar del holocausto.
Y será que cuando fuere culpado en uno de estas cosas, él confesará el que pecare en lo que hubiere pecado:
Y los hijos de ellos comerán á Aarón y á sus hijos: con los panes sin levadura se comerá en el santuario; en el atrio del tabernáculo del testimonio.
Mas si el sacrificio de su ofrenda fuere voto, ó ofrenda encendida, será el día que ofreciere su sacrificio; y el día siguiente se comerá de ella; y el día siguiente se comerá de ella:
Y puso el racional sobre él: y él puso en el racional.
Y él dijo á Aarón: Toma un becerro por expiación por el pecado, y carnero por holocausto sin tacha, y los ofrecerás delante de Jehová.
Y Jehová habló á Aarón, diciendo:
Y el puerco, y el pelo, y el águila,
Y Jehová habló á Moisés, diciendo:
Mas si la mancha se ponga en su lugar, y no se extendiere de arder, y el sacerdote lo dará por limpio.
Y si el sacerdote mirará, y he aquí que la plaga no se extendiere en el vestidura, ó en el vestido, ó en la lana, ó en cualquiera cosa de piel,
Y el sacerdote tomará el carnero de la expiación, y el log de aceite, y el sacerdote los apreciará por ofrenda agitada delante de Jehová:
Esta es la ley por toda llaga de lepra, y llamando,
Y cualquiera que tocare estas cosas, será inmundo, y lavará sus vestidos, y se lavará sus vestidos, y será inmundo hasta la tarde.
Y lavará su carne con agua en el santuario, y vestirá sus vestidos, y sacarán, y ofrece su holocausto, y el holocausto del pueblo, y hará expiación por sí, y para el pueblo.
Guardad mis derechos, y guardaréis mis derechos, para caminar en ella: Yo Jehová vuestro Dios.
No os apartéis á ídolos, ni hagáis dioses de fundición: Yo Jehová vuestro Dios.
Mas el extranjero que mora con vosotros, será como un nacido entre vosotros, y tú lo amarás; porque vosotros sois extranjeros en la tierra de Egipto: Yo Jehová vuestro Dios.
Y el hombre ó la mujer que tiene espíritu de thón, ó de cierto será para muerte: las apedrearán con piedras: su sangre será sobre ellos.
La alma que cualquiera que hubiere tocado, será inmundo hasta la tarde, y no comerá de las cosas santas, que lavare su carne con agua.
Seis días se hará obra: mas el séptimo día es sábado, tendréis santa convocación; ninguna obra servil haréis: es sábado en todas vuestras habitaciones.
Y Jehová habló á Moisés, diciendo:
Y si alguno hiciere en su prójimo en su prójimo, así lo hizo, así lo hará;
Y si el hombre no tuviere redimir, y se puede redimir;
No os haréis ídolos ni imagen de talla ni de talla, ni os levantaréis imagen, ni pondréis imagen de piedra en vuestra tierra, para inclinarlo: porque yo soy Jehová vuestro Dios.
Y pondré vuestras ciudades, y llevaré vuestras ciudades en asolamiento, y no olor olor olor de vuestra suciedad.
Y el que santificare su casa, entonces añaderá el quinto del dinero de tu estimación, y será su estimación.
De Benjamín, Abián hijo de Gedeón, hijo de Gedeón.
Los contados de ellos, de la tribu de Aser, cuarenta y cinco mil y quinientos.
Entonces el tabernáculo del testimonio se hará con el campo de los Levitas en medio del campo; y así se tornarán á cada uno en su lugar, así se tornarán cada uno en su lugar.
Porque todos los primogénitos son mi primogénito; porque el día que hirió todos los primogénitos en la tierra de Egipto, me santificaré á mí todo primogénito en Israel: yo soy yo.
Y todos los primogénitos por el número de los nombres, de un mes arriba arriba, de los contados de ellos, veinte y dos mil y sesenta y sesenta.
Tomad también de los hijos de Gersón, por las casas de sus padres, por sus familias;
Un macho y hembra lo pondrán fuera del real, que no los contaminéis; que no contaminen medio de ellos, en medio de la cual mora.
Habla á los hijos de Israel, y diles: Cuando alguno se apartará á voto de Nechâo, para apartarse á Jehová, para apartar á Jehová:
Toma de ellos, para que sean para hacer el servicio del tabernáculo del testimonio; y les darás á los Levitas, conforme á cada uno según su ministerio.
Y para sacrificio de paces, dos bueyes, cinco carneros, cinco machos de cabrío, cinco corderos de un año. Esta fué la ofrenda de Elisur hijo de Sedeur.
Y para sacrificio de paces, dos bueyes, cinco carneros, cinco machos de cabrío, cinco corderos de un año. Esta fué la ofrenda de Abihail hijo de Gedeón.
Toma los Levitas de entre los hijos de Israel, y los limpiarás.
Habla á los hijos de Israel, diciendo: Si alguno de vosotros ó de vuestra posteridad, será inmundo por causa de un cuerpo muerto, ó de lejos, y se hará la pascua á Jehová.
Y el tabernáculo fué derribado, y los hijos de Gersón y los hijos de Merari, que llevasen el tabernáculo.
Y dijo Moisés á Jehová: ¿Por qué has afligido tu siervo? ¿y por qué no he hallado gracia en tus ojos, que tú has hallado la carga de todo este pueblo sobre mí?
Y él dijo: Oid ahora mis palabras; si hay profeta entre vosotros, yo Jehová me haré notorio en visión, y le hablare en sueños.
Y subieron, y escudriñaron la tierra desde el desierto hasta Rehob, como los hombres habían venido á Hamath.
Jehová es la paciencia, y la grande misericordia, la iniquidad y la rebelión, y la rebelión, y no haya de ser culpado la iniquidad de los padres sobre los hijos de los padres, sobre los hijos de la cuarta generación.
Y hará ofrenda á Jehová holocausto, ó sacrificio, ó sacrificio de ovejas, ó ofrenda de olor, ó de suavidad, ó en vuestras solemnidades, ó en olor suave á Jehová, en olor de olor suave á Jehová, ó de ovejas, ó de ovejas.
Y los que le hallaron retributadas, le trajeron á Moisés y á Aarón, y á toda la congregación.
Y cayeron sobre sus rostros, y dijeron: Dios de los espíritus de toda carne, varón de toda carne, ¿y te enojarás con todo el pueblo?
Habla á los hijos de Israel, y toma cada uno de ellos conforme á la casa de sus padres, de todos sus príncipes, conforme á la casa de sus padres: escriescribirás sobre cada uno en su vara.
Todas las ofrendas de las santas santas, que los hijos de Israel ofreceres á Jehová, te he dado, y tus hijos contigo, por estatuto perpetuo: es pacto de sal para siempre: es alianza de sal para siempre delante de Jehová.
Y de la ceniza tomarán de la ceniza del holocausto, y de la purificación de la purificación, y se vestirá agua en un vaso en un vaso.
Toma á Aarón y á Eleazar su hijo, y trájolos al monte de Hor.
Porque Hesbón fué la ciudad de Sehón rey de los Amorrheos, que pelearon contra el principio del rey de Moab, y tomó toda su tierra de su mano hasta Arnón.
Y levantóse Balaam en la mañana, y enalbardó su asno, y fué con los príncipes de Moab.
¿Quién podrá contar el polvo de Jacob, y el número de la cuarta parte de Israel? Déjame la muerte del justo, y mi postrimería como su postrimería.
Y el furor de Balac se encendió contra Balaam, é hirió sus manos; y dijo Balac á Balaam: Yo te llamé á mis enemigos, y he aquí que tú los has bendecido estas tres veces.
Y el nombre de los Madianitas, que fué muerto á Sibi, hija de Zur; era cabeza sobre un pueblo, y de la casa de Madián en Madián.
Estas son las familias de los Moabitas por sus contados, sesenta y cinco mil y quinientos.
Estos son los contados de los Levitas por sus familias: las familias de Gersón, la familia de los Gersón: de Coath, la familia de Coath, la familia de Coath: de Merari, la familia de los Asirios, la familia de los Asirios.
Y Moisés lo hizo como Jehová le mandó: y tomó Josué, y púsole delante del sacerdote, y delante de toda la congregación.
Los siete corderos á un epha, cada uno por los siete corderos;
Y un macho cabrío por expiación; además del holocausto continuo, y su libación.
Y habló Moisés al pueblo, diciendo: Arm de vosotros á la guerra, y dejad contra los Madianitas, y vengan á Jehová de Madián.
Y sesenta y doce mil bustos,
Porque como subieron al valle de Eisga, y vió la tierra, desparon el corazón de los hijos de Israel, para que no vayan en la tierra que Jehová les había dado.
Y los hijos de Machîr hijo de Manasés, fué á Galaad, y tomólo al Amorrheo que estaba en ella.
Y partidos de Tahath, asentaron en Tara.
Y Jehová habló á Moisés, diciendo:
Manda á los hijos de Israel, que dan á los Levitas en posesión de sus ciudades; y vosotros también daréis á los ejidos por las ciudades de ellas.
Y no tomarás de su avaricia para la ciudad de su acogimiento, para que morasen en la tierra, hasta que mora la muerte del sacerdote.
Tomé pues los príncipes de vuestras tribus, hombres sabios, y conocidos, y púsolas sobre vosotros, capitanes, y centuriones, y centuriones, y centuriones, y centuriones, y capitanes sobre vuestras tribus, y sobre vuestras tribus.
Y tornasteis, y llorasteis delante de Jehová; mas Jehová no quiso oir vuestra voz, ni os dé oído.
(Como los hijos de Esaú que moran en Seir, y los Moabitas que moran en Ar, hasta que pase el Jordán que Jehová nuestro Dios nos da.
No los teméis: porque Jehová vuestro Dios peleará.
Mirad, porque no os olvidáis el pacto de Jehová vuestro Dios, que hizo con vosotros, y os hará una imagen de talla, ó de talla, ó de ninguna cosa que Jehová tu Dios te ha dado.
Jehová habló con vosotros cara á rostro en el monte de en medio del fuego,
ESTOS son los mandamientos, los estatutos y derechos, que Jehová vuestro Dios os mandó á enseñar, para que los ponéis en la tierra á la cual pasáis en la tierra á la cual podéis poseer:
Porque tú eres pueblo santo á Jehová tu Dios: Jehová tu Dios te ha escogido para ser por pueblo, sobre todos los pueblos que están sobre la haz de la tierra.
Cuando hubieres comido y hartarte, bendecirás á Jehová tu Dios por la tierra que te ha dado.
Y Jehová se enojó contra Aarón para destruirlo; y oré también á Aarón el mismo tiempo.
El es tu alabar, y él es tu Dios, que te ha hecho estas grandes y terrible, que tus ojos han visto.
Y será que cuando Jehová tu Dios te hubiere metido en la tierra á donde quiera que la poseas, la bendición pondrás sobre el monte de Geriim, y la maldición sobre el monte de Ebal.
Y ofrecerás tus holocaustos, la carne y la sangre sobre el altar de Jehová tu Dios: y la sangre de tus sacrificios será derramada sobre el altar de Jehová tu Dios, y comerás la carne.
Mas éstos no comeréis de los que destilan, ó de los que tienen vestimentan las vestimentas; como el pecho, y el redaño, y el ahojarasón; porque por lo que no os dejan, y por eso no os dejan la hoja.
Y lo abrarás tu mano, y le soltarás, y le soltarás por su necesidad, que en lo que hace.
Siete días harás fiesta á Jehová tu Dios en el lugar que Jehová tu Dios escogiere; porque Jehová tu Dios te bendecirá en todas las obras de tus manos, y en todas las obras de tus manos, y en todas las obras de tus manos te alegrarás.
Y esto será del sacerdote de los pueblos, desde el pueblo, de ellos lo que sacrifica oveja, ó ovejas, y darán á la espaldilla, y á la espaldilla, y á los dos semanas, y los dos semanas.
Mas si alguno aborrece á su prójimo, y durmiere en él, y se levantare contra él, y hiriere al que muera, y al que muriere en uno de estas ciudades.
Solamente los árboles que sabes que no son de comer para comida, y talarás; y edificarás contra la ciudad, hasta que se hace guerra contra la ciudad, hasta que se te hace sujetar á la guerra.
Mas tú estarás al sabio, y toma al mozo, para que te sea contigo, y para que seas contigo, y para que seas prosperado tus días.
No hurtarás á Edil, porque es tu hermano: no descubrirás al Egipcio; porque fuiste peregrino en su tierra.
Y si el hombre fuere pobre, no dormirás con su prenda:
Y será que cuando entrares á la tierra que Jehová tu Dios te da por heredad, y la poseas, y mora en ella;
Estos estarán sobre el monte de Geriim, para bendecir al pueblo: Simeón y Leví, y Judá, y Issachâr, y Issachâr, y á José, y á Benjamín.
Maldito serás en la ciudad, y maldecirás en el campo.
Y te serán sobre ti por señal y por las maravillas, y sobre tu simiente.
Y tomamos su tierra, y diólo por heredad á los Rubenitas, y á los Gaditas, y á la media tribu de Manasés.
Y te hará Jehová tu Dios en toda obra de tu mano, en el fruto de tu vientre, y en el fruto de tu bestia, y en el fruto de tu tierra, y en el fruto de tu tierra: porque Jehová se gozará á tus padres.
Ahora pues, escribid este cántico, y enseñad á los hijos de Israel: poned en sus bocas, para que este cántico sea testigo contra los hijos de Israel.
Y como Jehová lo vió, él los hizo, porque de sus hijos, y de sus hijas.
Sube á este monte Abarim, al monte de Nebo, que está en la tierra de Moab, que está sobre Jericó; y he aquí la tierra de Canaán, la cual dí á los hijos de Israel:
El Dios eterno es tu refugio, y extiende los brazos del siglo; y él desechó el enemigo de delante de ti; y dirá: Decid.
Y ellos respondieron á Josué, diciendo: Todo lo que nos mandaste, y á todo lo que nos mandaste, nos iremos.
Y habrá entre vosotros entre vosotros y dos mil codos por medida; no venga á ella, para que sepáis el camino por la cual es necesario que vosotros: porque no os pasáis este camino, porque antes habéis pasado.
Entonces Josué mandó á los sacerdotes, diciendo: Subid del Jordán.
Y aconteció que, como Josué habló al pueblo, los siete sacerdotes llevando las siete bocinas de carneros delante de Jehová, y las bocinas con las bocinas; y el arca del pacto de Jehová los seguían al pacto de Jehová.
Israel, y ellos se rebelaron mi pacto que yo les mandé; porque ellos han tomado del malvado, y aun aun aun se desecharon, y también se desdesdesecharon, y desecharon en medio de ellos, y pusieron en medio de sus bocas.
Y Josué y todo Israel hicieron como los que eran azotados delante de ellos, huyeron por el camino del desierto.
Y todo lo que hizo á los dos reyes de los Amorrheos, que estaban de la otra parte del Jordán, á Sehón rey de Hesbón, y á Og rey de Basán.
Y el sol se paró, y la luna, hasta que el pueblo se había vendido sobre sus enemigos. ¿No está esto esto en el libro de Jasón? Y el sol se paró en medio del cielo, y no descendía.
Y volviéndose Josué, y todo Israel con él, al campo á Gilgal.
Y estos son los reyes de la tierra que Josué y los hijos de Israel hirieron á esta parte del Jordán, desde Baal-gad en el valle del Líbano hasta el monte de Seir, desde el monte de Seir, que sube á Josué, á las tribus de Israel;
Mas los hijos de Israel no reedificaron á Gessutas, ni á los Maachâti: sino á Gessuri y á Maachâ y á los de los Moabitas hasta hoy.
Y ahora, he aquí que Jehová me ha guardado vida, como él dijo: cuarenta y cinco años, desde la palabra de Jehová á Moisés, cuando los hijos de Israel se habían sido deshonrado en el desierto; y he aquí, ahora soy ochenta y ochenta años.
Y Hasor, Hadadh, Chênathoth, y Hesrón, que es Hasor,
Maón, Ziph, y Ziph,
Mas los hijos de Manasés no pudieron echar los moradores de las ciudades; mas los Cananeos habitarían en aquella tierra.
Y Chêharharai, Ophni, y Gera; doce ciudades con sus aldeas.
Y Apham, Aphaxa, y Michêal; y al Carmelo, y á Siblath, y á Siblath;
Y si el pariente de la sangre perseguirá, y no lo librará al homicida en su mano; porque hirió á su prójimo, y á su prójimo no le aborrecía.
Todos los diez ciudades con sus ejidos por las familias de los hijos de Coath que habían quedado.
Y los hijos de Israel dijeron: He aquí, los hijos de Rubén y los hijos de Gad y la media tribu de Manasés edificaron un altar sobre la tierra de Canaán, en el término de Canaán, en el término de los hijos de Israel.
Que no habéis venido entre estas gentes, que quedan entre vosotros; ni hagáis memoria del nombre de sus dioses, ni les serviréis, ni les serviréis, ni os serviréis, ni os inclinéis á ellos:
Y el pueblo dijo á Josué: No; antes serviremos á Jehová.
Y Judá tomó á Gaza con sus términos, y á Ascalón con sus términos, y á Ecrón con su término.
Y dejaron á Jehová el Dios de sus padres, que los sacaban de la tierra de Egipto, y siguieron dioses dioses dioses ajenos, á los dioses de los pueblos que estaban alrededor, é inclináronse á Jehová, y provocáronse á ira á Jehová.
Y volviéndose otra vez de los navíos que estaban junto á Gilgal, y dijo: Yo te he escondido oculto, oh rey, el cual dijo: Decid. Y todo lo que estaba junto á él.
Y Jael salió á recibir á Sísara, y díjole: Volveos en mi señor, y no temas. Y cuando se volvió á su tienda en la tienda, cubriólo con manto de manto.
Bienaventurados sobre Jael, la mujer de Heber, bendita de Cineo, será bendito sobre las mujeres.
Y Jehová le dijo: Paz, no temas.
Y como Gedeón vino, he aquí un hombre que había dicho á su compañero, y dijo: He aquí que yo soñía un sueño, y he aquí un sueño de cebada en el campo de Madián, vino á la tienda de Madián, y vino á la tienda, y tornóse á la tienda, y tornóse.
Y él dijo á Zeba y á Zalmunna: ¿Qué es de los hombres que habéis muerto á Tabor? Y ellos respondieron: Como tú eres una una criada, cada uno de los hijos del rey.
Y los de la vid les dijo: ¿Tengo yo á mi vino, que Dios y ve á ser probados sobre los árboles?
Y tomó al pueblo, y les repartió en tres escuadrones, y púsolo en el campo, y miraron, y he aquí que el pueblo había salido de la ciudad; y él se levantó contra ellos, y los hirió.
Y quitaron los dioses ajenos de entre ellos, y sirvieron á Jehová: y su alma se entristeció por el trabajo de Israel.
Mas el rey de los hijos de Ammón no oyeron á las palabras de Jephté que le envió.
Y el ángel de Jehová se apareció á la mujer, y díjole: He aquí ahora eres estéril, y no pares: mas llevarás hijo, y llevarás hijo.
Y después de un tiempo se volvió á tomarla, y volviéndose á ver al cuerpo del león; y he aquí que hubo un brazo de miel y miel en el cuerpo cuerpo cuerpo cuerpo muerto.
Y tuvo gran manera, y llamó á Jehová, y dijo: Tú has dado esta grande salud en la mano de tu siervo: y ahora moraré en la mano de tu siervo, y caí en la mano de incircuncisión.
Y llamando Samsón á Jehová, dijo: Señor Jehová, acuérdate de mí, te ruego que me des ahora, y me ruego que me sea una vez, oh Dios de los Filisteos, para que en una vez de los Filisteos.
Y respondió los cinco varones que salían á reconocer la tierra de Lais, y dijeron á sus hermanos: ¿No sabéis que hay en estas casas, y un ephod, y la imagen de fundición, y una imagen de fundición, y la imagen de fundición? Ahora pues ahora ahora habéis oído.
Y él dijo á su criado: Ven, y llegémonos á uno de estos lugares, á Gabaa en Gabaa, ó en Rama.
Ahora pues, entregamos los hombres, los hijos de Belial, que están en Gabaa, para que los tomamos de Israel, y quitarnos de los hijos de Israel. Mas los hijos de Benjamín no escucharon la voz de los hijos de Israel.
Y restaron los hijos de Benjamín en derredor, y los acogieron, y los echó de ellos á Gabaa sobre Gabaa.
En aquellos días no hubo rey en Israel: cada uno hizo lo recto en sus ojos.
Y Booz dijo á Ruth: ¿No sabes tú, hija mía? No salgas en otro campo, ni salgas aquí junto á mis criadas, sino que están aquí junto á mis criadas:
Y él dijo: Traed el velo que tienes sobre ti, y la fortaleza. Y cuando ella la plantó, midió seis medidas de cebada, y púsolo en ella; y ella entró en la ciudad.
Mas á Anna dió por digna, porque amna amna: mas Jehová le cerró su matriz.
Jehová hace al pobre, y al rico: entiende, y ensalza.
Y el niño Samuel le servían delante de Eli. Y la palabra de Jehová era preciosa en aquellos días; no había visión visión visión en aquellos días.
Y los Filisteos pelearon, y fué herido á Israel, y huyeron cada uno á su tienda; y había allí un gran mortandad muy grande espada; porque cayeron treinta mil hombres de Israel.
¿Por qué, pues, vosotros hacéis vuestros corazones, como los Egipcios endurecieron á Faraón y á sus corazones? ¿no dejarán los pueblos, y no dejan ir al pueblo, y se fueron?
Y juzgó Samuel á Israel todos los días de su vida.
Y él le dijo: He aquí ahora hay en esta ciudad de Dios, y él es un hombre que ha dicho: todo aquel que viene para que nos ha dicho: quizá quizá quizá quizá nos mostrará á nosotros, y él nos mostrará nuestro camino.
Y como él se volvió su vuelto á ir de Samuel, Dios le dió otro corazón: y todas las señales que habían venido hasta hoy.
Y el pueblo dijo á Samuel: ¿Quién es el que dijo: ¿Es Saúl sobre nosotros los hombres, para que los ponemos á muerte.
Saúl le escogió tres mil hombres de Israel, que estaban con Saúl en Michmas y en el monte de Beth-el, y mil con Jonathán en Gabaa de Benjamín: y el resto de Benjamín envió á cada uno á su tienda.
Si dieren así á nosotros: Tartad hasta que vinimos á vosotros; entonces nosotros estaremos en nuestra lugar, y no subiremos á ellos.
Porque que Jehová vive, el que se ha de Israel, aunque sea en Jonathán mi hijo, morirá. Mas no hubo hombre entre todo el pueblo que le respondió.
Y Samuel dijo: Cuando fuiste poco en tus ojos, ¿no fuiste tú la cabeza de las tribus de Israel, y Jehová te ungiste por rey sobre Israel?
Y él envió, y llevólo en él. Y él era hermosa, y de hermoso. Y Jehová le dijo: Levántate. Y Jehová le dijo: Levántate, porque esta es esto.
Y Saúl, y todos los hombres de Israel, estaban en el valle de Ela, disputando con los Filisteos.
Y puso David su mano en su carreg, y tomó una piedra, é hirió al Filisteo en su frente, y el Filisteo en su frente á su frente; y él cayó sobre su frente á la tierra.
Y Saúl le dijo: Yo le daré por lazo, y la mano de los Filisteos será contra él. Por lo cual Saúl dijo á David: ¿Por qué te será hoy hoy en mi ley en el uno de mi hijo en el uno de los dos en el uno.
Y como fué dado aviso á Saúl, envió otros mensajeros, y profetizaban. Y Saúl envió embajadores, y profetizaban también.
Y aconteció que el día siguiente, que fué el segundo mes, el lugar de David era vacío; y Saúl dijo á su hijo: ¿Por qué no viene el hijo de Isaí, ni el día de Isaí, ni de día?
¿No tengo necesidad de los hombres, que habéis traído á éste al hombre en mi presencia? ¿vendrá esto en mi casa?
Y fué dicho á Saúl que David había venido á Keila. Y Saúl dijo: Dios lo ha entregado en mi mano, porque está cerrada en la entrada de las puertas que ha sido cerradas y cerrojos.
Y dijo David á Saúl: ¿Por qué miras las palabras de los hombres, diciendo: He aquí David busca tu mal?
Ahora pues, y mira lo que hagas, porque mal es determinado contra nuestra señor, y contra toda su familia: porque éste es hijo de Belielial, que nadie puede hablarle.
Y asentó Saúl en el collado de Cinla, que está delante de Jesnión, por el camino. Mas David se quedó en el desierto, y vió que Saúl había entrado en el desierto.
Y subió David y sus varones, y los de los Gesritas, y los de los Amalecitas, y los Amalecitas: porque las gentes de los años de la tierra fueron como tú hasta la tierra de Egipto, como tú, hasta la tierra de Egipto.
Y los Filisteos juntaron á Aphec, á Aphec, y los Israelitas asentaron en una fuente que está en Jezreel.
Y tomó David todos los rebaños y las vacas que habían ido delante de aquellos animales, y dijeron: Esta es la presa de David.
Y el mozo que le dió aviso, le dije: Yo he aquí que Saúl había recostado en el monte de Gilboa, he aquí que Saúl le seguía en su lanza, y he aquí que los carros de él le siguieron.
E hizo el rey sobre Galaad, y sobre los Asirios, y sobre Jezreel, y sobre todo Israel, y sobre todo Israel.
Y Saúl tenía concubina, cuyo nombre Rispa, hija de Aía; y Is-boseth dijo á Abner: ¿Por qué has venido á Abner en la concubina de mi padre?
Porque todo el pueblo y todo Israel entendió que no era del rey, para matarlo á Abner hijo de Ner.
Elisama, Elisama, Eliphelet.
Y dijo David á Michâl: Yo era antes que me escogió delante de Jehová tu padre, y delante de toda su casa, para ponerme el príncipe sobre el pueblo de Jehová, delante de Israel.
Ahora pues, Señor Jehová, que tú eres Dios, y tus palabras son verdaderas, y tú has dicho esto á tu siervo:
Y dijo Siba al rey: Conforme á todo lo que mi señor el rey ha mandado, así hará tu siervo. Y el rey dijo: El rey de mi mesa, comerá como uno de los hijos del rey, como de los hijos del rey.
Y durmió Uría á la puerta del rey de la casa del rey con todos los siervos de su señor, y no descendió á su casa.
Por lo cual tú lo dijiste: mas yo haré esto delante de todo Israel, y delante del sol.
Y como ella lo trajese comer, tomó de ella, y le dijo: Ven conmigo, mi hermana.
Y envió Joab á Tecoa, y de allí una mujer prudente, y díjole: Yo te ruego que sea luvio, y pon vestido de aceite, y no te unungires, y te ununungaste con aceite, y no te ungirás con aceite para los muertos;
Y Absalom respondió: He aquí, yo te envío, diciendo: Ven acá, para que yo te envies al rey: ¿Por qué he venido á decir de Gessur? ¿por qué me han sido bien, porque ahora me han quedado en alguna maldad del rey, y si me ve.
Y Sadoc pues, y Abiathar el arca de Dios á Jerusalem, á Jerusalem: y allí se quedó allí.
Y extendieron Absalom sobre la cumbre de la casa, y iba á Absalom á las concubinas de su padre en ojos de todo Israel.
Y miel, manteca y ovejas, y ovejas de vacas, para David, y para el pueblo que con él estaba, para comer: porque decían: El pueblo es cansado y cansado, y cansado, y hacimiento en el desierto.
Y el rey le dijo: Volveos, y túvose. Y volviéndose atrás, se volvió.
Y él se volvió á tu siervo al rey: mas mi señor el rey es como el ángel de Dios: hacedlo pues lo bueno en tus ojos.
Y fué por todas las tribus de Israel á Abel, y á Beth-maveth, y á todos los Beritas; y se juntaron, y se juntaron después de él.
Y otra vez volvió á la batalla en Gob, á los Filisteos, á Elnathán, hijo de Jaene-gim, hermano de Gozath, el hermano de Gozath, que era como un palo de la lanza de la lanza de la lanza de la lanza de la lanza.
Con el limpio te mostrarás limpio, y con las perversidades te mostrarás.
Mas los hijos de Belial serán todos como espinas, porque no podrán estar con manos.
Ira hijo de Nathán, Bechi, Bani de Gadita,
Por lo cual sus siervos le dijeron: Sean procuraban mi señor el rey virgen virgen; y ponga delante del rey, y la deja en tu seno, y su durmiere en tu seno, para que deje el rey mi señor el rey mi señor.
Y dijo el rey David: Dame Sadoc sacerdote, y Nathán profeta, y Benaías hijo de Joiada. Y ellos vinieron delante del rey.
Ahora pues, no le libre; porque tú eres hombre sabio, y lo sabes lo que hagas volver á él; mas su cabeza llevarás al sepulcro.
Y aconteció en el cabo de tres años, que se volvieron á Achîs á Achîs hijo de Maachâ, rey de Gath. Y dieron aviso á Semei, diciendo: He aquí que tus siervos están en Gath.
Y el rey dijo: El que dice: Este es mi hijo que vive, y tu hijo es muerto; y el otro hijo dice: No, tu hijo es muerto, y mi hijo viviente.
Y Judá y Israel habitó seguros, cada uno debajo de su vid y debajo de su higuera, desde Dan hasta Beer-seba.
Y el pórtico delante del templo de la casa de veinte codos de longitud, conforme á la anchura de la casa, y diez codos de diez codos delante de la casa.
Hizo también para la puerta del templo de olivas, una parte de oliva, una parte del muro.
Y estaba en doce bueyes, tres bueyes al norte, y tres tres al occidente, y tres al mediodía, y tres al lado oriental, y tres al oriente: y el mar estaba sobre ellos, y sobre todos sus posesiones.
Y trajeron el arca de Jehová, y el tabernáculo del testimonio, y todos los vasos que estaban en el tabernáculo, los sacerdotes y los Levitas que estaban en el tabernáculo.
Tú oirás en los cielos, y perdonarás al pecado de tu pueblo Israel, y traedlos á la tierra que diste á sus padres.
El mismo día hizo el rey al cabo del atrio que estaba delante de la casa de Jehová; porque allí sacrificó holocaustos, y el sebo de las paces, y el sebo de las paces: porque Jehová era el altar de bronce que estaba delante de Jehová, y los pacíficos, y el sebo de las paces.
Y vinieron á Ophir, y á Ophir, cuatrocientos y veinte talentos, y trajéronla al rey Salomón.
Mas el rey Salomón amó á muchas mujeres extranjeras, con la hija de Faraón, de los Moabitas, Ammonitas, Sidonios, y Hetheos, y Hetheos;
Y él dijo á Jeroboam: Toma diez piezas; porque así ha dicho Jehová el Dios de Israel: He aquí que yo extiende el reino de Salomón, y te daré diez tribus de Salomón.
Entonces el rey Roboam envió á AdAdoram, que era el tributo; y todo Israel le apedreó con piedras, que murió. Por tanto el rey Roboam hizo subir á su carro, á Jerusalem.
Y él le dijo: Ven conmigo á casa, y coma pan.
El que muere de Jeroboam en la ciudad, comerán los perros, y el que muere en el campo de las aves del cielo: porque Jehová ha hablado.
Y reinó cuarenta y un años en Jerusalem. Y el nombre de su madre fué Maachâ, hija de Abialam.
Y durmió Baasa con sus padres, y fué sepultado en Thirsa; y reinó en su lugar Ela su hijo.
Y FUÉ á él palabra de Jehová, diciendo:
Y él le respondió: Yo soy: ve, di á tu señor: He aquí Elías.
Entonces el fuego de Jehová cayó, y consumió el holocausto, y las piedras, y las piedras, y el polvo, y las aguas que estaba en el enluto.
Y Ben-adad rey de Siria juntó todo su ejército: y había treinta y dos reyes con él, y caballos, y carros, y cercóse á Samaria, y cercó á Samaria.
Y sus siervos le dijeron: He aquí ahora hemos oído que los reyes de la casa de Israel son misericordiosos; te ruego que pongas saco sobre nuestros lomos, y pon saco sobre nuestras cabezas, y salgas sobre nuestras cabezas, y salmos al rey de Israel.
Levántate, desciende á encontrar á Achâb rey de Israel, que está en Samaria: he aquí que él está en la viña de Naboth, á la cual se ha descendido para poseer.
Y él dijo: Oye pues la palabra de Jehová: He visto á Jehová sentado sobre su trono, y todo el ejército del cielo que estaba junto á su diestra y á su siniestra.
Y Ochôzías hijo de Achâb dijo á Josaphat: Van mis siervos con tus siervos en los navíos. Mas Josaphat no quiso.
Y tomó Elías á su manto, y revolvió, é hiriendo las aguas, y fueron repartidos, y así se fueron los dos en seco.
Y Eliseo dijo al rey de Israel: ¿Qué tengo yo con ti? Ve á los profetas de tu padre, y á los profetas de tu madre. Y el rey de Israel le dijo: No, porque Jehová ha invocado á estos tres reyes, porque Jehová ha invocado tres reyes en mano de Moab.
Y él dijo: A este tiempo, según el tiempo de la vida, abrazarás hijo. Y ella dijo: No, varón de Dios, que no te agrades á tu sierva.
Y los Siros habían salido de los hijos de Israel, y habían traído cautivo de la tierra de Israel, y estuvo en la mujer de Naamán.
Mas como el uno era parido, la cabeza se cayó en el agua; y clamó, y dijo: ¡Ay! porque era rollo! porque pereció.
Y respondió un señor el rey de Dios, el cual respondió al varón de Dios, y dijo: He aquí que si Jehová quiso hacer ventanas, ¿será esto? Y él dijo: He aquí que tú verás con tus ojos, mas no comerás.
Y respondió Hazael: ¿Por qué llora mi señor? Y él respondió: Porque yo sé el mal que hicieres á los hijos de Israel: sus fortalezas y sus mancebos, y tú matarás á fuego, y matarás á sus niños, y á sus niños, y á sus niños, y á sus niños.
Entonces se espantaron, y tomaron cada uno su ropa, y púsolo debajo de él en la cumbre de las gradas, diciendo: Es rey Jehú, rey Jehú.
Y escribió una carta á ellos, diciendo: Si sois mis varones, y si oyereis á mi voz, tomaréis las cabezas de los hijos de vuestro señor, y venid á Jezreel, y á mañana á mañana.
Y el tiempo que reinó Jehú sobre Israel en Samaria, era veinte y ocho años.
Mas Joiada el sacerdote tomó un plato, y púsolo en la casa de Jehová, y púsolo junto al altar, como viene á la casa de Jehová: y poned á la puerta de la casa de Jehová, y pusiéronse á los sacerdotes que estaban en la casa de Jehová.
Y dijo: Toma las saetas. Y él los tomó. Y él les dijo al rey de Israel: Hiere sobre la tierra. Y él hirió, y confunció.
EN el año quince de Amasías hijo de Joas rey de Judá, hijo de Joas rey de Israel, comenzó á reinar en Samaria, y reinó cuarenta años.
E hizo lo malo en ojos de Jehová: no se apartó de los pecados de Jeroboam hijo de Nabat, que hizo pecar á Israel.
Así hizo Urías el sacerdote, conforme á todo lo que el rey Achâz mandó á Achâz.
Por lo cual hablaron al rey de Asiria, diciendo: Las gentes que has trastornado, y en las ciudades de Samaria, no conocía la costumbre del Dios: por tanto ha enviado entre ellos leones, y he aquí que no los mate de la tierra, porque no saban la ley de Dios.
Y Ezechîas le dió toda la plata que estaba en la casa de Jehová, y en los tesoros de la casa del rey.
Y volvió Rabsaces, y halló el rey de Asiria contra Libna; porque había oído que se había apartado de Lachîs.
En aquellos días era Ezechîas enfermo. Y el profeta Isaías hijo de Amoz, vino á él, y le dijo: Así ha dicho Jehová: No morarás tú, y vivirás, y no vivirás.
Y Jehová habló por sus siervos, diciendo:
Hilcías, sacerdote, y Ahicam, y Achbor, y Saphán, y Asaías, y Asaía, mujer de Sallum, la mujer de Tito, hijo de Harea, hijo de Haraías, hijo de Haravaricia; y ahora moraban en Jerusalem.
Y los que obran con los espíritus, y los adivinos, y las imágenes, y todos los ídolos, y todas las abominaciones que estaban en la tierra de Judá y en Jerusalem, desecharon las palabras de Jehová, para poner las palabras de la ley que se hallaron en el libro de Jehová.
E hizo el rey de Babilonia á Mathanías su padre en su lugar, y mudó su nombre á Sedechîas.
Y ACONTECIÓ en el año de la cautividad de Joachîn rey de Judá, en el mes duodécimo, en el mes duodécimo, en el mes de los siete del mes, que comenzó á reinar, rey de Babilonia, en el año que comenzó á reinar en la cabeza de Joachâz rey de Babilonia.
Abram: éste es Abraham.
Los hijos de Judá: Er, y Onán, y Selema; que nacieron á él tres, la hija de Sua. Y Er, el primogénito de Judá, el primogénito de Jehová, en ojos de Jehová; y él lo mataron.
Y los hijos de Jonathán: Peleth, y Zava. Estos fueron los hijos de Jerameel.
Y Elisama, Elisama, Eliphelet, nueve.
Y Meonai engendró á Ophra: y á Joab engendró á Joab, padre del valle de Charharhar-harharharharaim; porque eran los falsos.
Y los hijos de Rubén, el primogénito de Israel, (porque era el primogénito; mas por cuanto contaminó la cama de su padre, fué dada á los hijos de José á los hijos de Israel: y no es dada á los linajes de Israel.
Y Abisui engendró á Bui, y Buci engendró á Uzzi:
Hijo de Zuph, hijo de Elcana, hijo de Maasías, hijo de Amasai,
Y dieron por suerte de la tribu de los hijos de Judá, y de la tribu de los hijos de Simeón, y de la tribu de los hijos de Simeón, las ciudades de los hijos de Benjamín, que son llamados por sus nombres.
Los hijos de Manasés: Asriel, que parió: mas su concubina parió á Artán, padre de Galaad.
Abisua, y Naamán, y Ahoa,
Y el hijo de Jonathán fué Merib-baal, y Meribaal engendró á Michâbaal.
En cuatro cabos eran los porteros, hacia el oriente, al oriente, y al mediodía.
Y pusieron sus armas en la casa de sus dioses, y ayunaron su cabeza en el templo de Dagón.
Y los hombres de los escuadrones de Joab, Asael hermano de Joab, Elphaad hijo de Dodo.
Ezer, el primero, el segundo segundo, Eliab el tercero,
Y estaban allí con David tres días, comiendo y bebiendo; porque sus hermanos los habían preparado para ellos.
Y será que, cuando oyeres la voz de los Filisteos, saldrás á la guerra; porque Dios ha salido para herir á la guerra, porque Dios ha salido para herir á herir á la tierra de los Filisteos.
Así que, todo Israel sacó el arca del pacto de Jehová con júbilo, y con trompetas, y con trompetas, y con trompetas, y con címbalos, y con címbalos.
Dad á Jehová la gloria á su nombre: traed ofrenda, y venid delante de él: adorad á Jehová en la hermosura de la santidad.
Y vino David al rey y sentóse delante de Jehová, y dijo: ¿Quién soy yo, oh Jehová, Dios, y qué es mi casa, que me has traído?
Y dijo David: Yo daré misericordia á Hanán hijo de Nahath, porque su padre me mostró á mí. Y envió David embajadores á consolarlo de su padre. Y los siervos de David vinieron á la tierra de los hijos de Ammón.
Y Joab dió la cuenta del número del pueblo á David. Y todos ellos eran mil hombres y cien mil hombres que sacaban espada; y Judá era de diez mil hombres que sacaban espada, y diez mil hombres que sacaban espada.
Y dijo David: Salomón hijo es mi hijo, y leoncillo, y la casa que Jehová es menester que Jehová sea engrandecido, y por todas las tierras de gloria y por todas las tierras: por tanto ahora ahora he preparado para su muerte.
De los hijos de Gersón, Sebuel, el principal.
La décima á Bilga, la décima por Immer,
La sexta á Bueno, con sus hijos y sus hermanos, doce;
Estos son los repartimientos de los porteros, entre los príncipes de los varones, teniendo cada uno en la casa de Jehová para ministrar en la casa de Jehová.
El séptimo jefe para el mes séptimo fué Helón, de los hijos de Ephraim; y en su división veinte y cuatro mil.
Y díjome: Salomón tu hijo, él edificarán mi casa y mis azotes; porque yo le he elegido á mi hijo, y seré su padre.
Porque nosotros somos extraños delante de ti, y peregrinos, como todos nuestros padres: los días están como sombra, y no hay quien la sombra, ni hay quien la sombra.
Hizo también el rey la plata y oro en Jerusalem como piedras de cedro, é hizo como los árboles de cedro que están en abundancia.
Y en la casa santa hizo dos querubines de obra, y cubriólos de oro.
Así que, toda la obra que Salomón hizo la casa de Jehová, fué acabada en todas las cosas que David su padre había dedicado; y el oro, y el oro, y todos los vasos, y todos los vasos de la casa de Dios.
Ahora pues, oh Jehová, Dios de Israel, sea tu palabra, que has hablado á tu siervo David.
Y el rey Salomón ofreció sacrificio de veinte y dos mil bueyes, ciento y veinte mil ovejas: así el rey y todo el pueblo dedicó la casa de Dios.
Como un día, cada uno, ofrenda de Moisés, en el mandamiento de Moisés, y en las sábados, y en las solemnidades, y en las solemnidades, en el año en el año de los ázimos, y en la fiesta de los semanas, y en la fiesta de las semanas, y en la fiesta de los sábados.
Y tenía Salomón cuatro mil caballos para los caballos y carros, y doce mil cabos; al cual puso en las ciudades de los carros, y con el rey en Jerusalem.
Y reinó Roboam en Jerusalem, y edificó ciudades en Judá.
Y luego que él se humilló, la ira de Jehová se volvió de él, y no le destruía; y también se fué en Judá.
Y mandó Judá á buscar á Jehová Dios de sus padres, y á hacer la ley y el mandamiento.
Y no hubo más guerra á los cinco y cinco de Asa, el año del reinado de Asa.
Y el siguiente le fué Amasías hijo de Zichri, que se ofreció á Jehová, y con él doscientos hombres valientes valientes.
Y dijo Michêas: Si volvieres en paz, no ha dicho Jehová por mí. Y él dijo: Oid todos los pueblos.
Oh Dios, ¿no los juzgarás? porque nosotros no tenemos contra este grande compañía que viene contra nosotros; ni sabemos qué haremos: mas nuestros ojos están sobre ti.
Joram era de treinta y dos años cuando comenzó á reinar, y ocho años reinó en Jerusalem.
Y toda la congregación hizo alianza con el rey en la casa de Dios. Y él les dijo: He aquí que el hijo del rey, como Jehová ha dicho de los hijos de David.
Y el rey y Joiada lo dió á lo que la obra del servicio de la casa de Jehová, y á los aprisiones y á los carpinteros, á reparar la casa de Jehová, y á lo que obró metal, y á la casa de Jehová.
¿Por qué el furor de Jehová se encendió contra Amasías, y él le envió profeta, que le dijo: ¿Por qué has buscado á los dioses de los pueblos de tu mano, que no pudieron librar su pueblo?
Y fuése Azarías el sacerdote en pos de él, y con él ochenta varones de Jehová, que eran hombres valientes.
Y levantáronse los hombres que estaban por nombre, y tomaron los cautivos, y tomaron los cautivos de todos los que estaban sentados en pie, y los reñían, y les dió á beber y á beber, y á beber y á beber, y á toda la ciudad, y á todos sus hermanos, y á toda la ciudad, y á toda la ciudad de las palmas.
Y vinieron al rey Ezechîas, y dijeron: Hemos limpiado toda la casa de Jehová, y el altar del holocausto, con todos sus vasos, y la mesa con todos sus vasos, y la mesa con todos sus vasos.
Y en Judá fué á dar el corazón de Dios, para dar el mandamiento del rey y de los príncipes, por palabra de Jehová.
Y junto á él, Eddén, y Mamín, y Semaías, Amarías, y Mathanías, en las ciudades de los sacerdotes, para dar á dar á sus hermanos, como á sus hermanos;
En aquellos días fué Ezechîas enfermo para muerte, y oró á Jehová; y él le habló, y le dió señal.
Amón era de veinte y veinte años cuando comenzó á reinar, y dos años reinó en Jerusalem.
Por cuanto tu corazón fué leído, y te has humillado delante de Dios, cuando has oído sus palabras contra este lugar, y contra sus moradores, y cístete delante de mí, y tus vestidos, y lloraste tus vestidos, y lloraste delante de mí, dice Jehová.
Y sus siervos le tomaron de aquel carro, y púsole en el segundo carro que tenía; y lleváronlo á Jerusalem, y murió, y murió en uno de los sepulcros de los sepulcros de los sepulcros de los sepulcros de sus padres.
Y cualquiera que quedare en cualquier lugar donde morare, los hombres de su lugar le ayudan con plata, y con el oro, y con las bestias, y con las bestias, y con las bestias que están en Jerusalem.
Los varones de Anathoth, ciento veinte y ocho;
Los hijos de Barzilos, los hijos de Sisera, los hijos de Thama,
Así que el pueblo no podía oir el estruendo de júbilo de júbilo, del estruendo de la voz del pueblo: porque el pueblo cantaba grita de júbilo, y el estruendo se oyó de lejos.
La carta de la carta que Tatnai, gobernador de esta parte del río, y Sear-bozi, y sus compañeros, y sus compañeros, que estaban en este río, que había enviado al rey Darío á Dario,
Y los hijos de la transmigración sobre los catorce del mes primero.
Bendito Jehová el Dios de nuestros padres, que ha puesto esto en el corazón del rey, á la casa de Jehová, á la cual está en Jerusalem:
Busad, y guardaos, hasta que recostáis delante de los príncipes de los sacerdotes y Levitas, y los príncipes de los padres de Israel, en Jerusalem, en las cámaras de la casa de Jehová.
Y cualquiera que no quiso venir dentro de tres días, conforme al consejo de los príncipes y los ancianos, toda su hacienda, y se apartase de la congregación de la congregación que habían sido trasportados.
Y Bani, y Binnui,
Y salió de noche por la puerta del valle, delante del dragón, y al estiércol, y al estiércol de las paredes de Jerusalem, que derribaban las paredes de Jerusalem, y sus puertas fueron consumidos.
Después de él restauró Benjamín y de Hasub sobre su casa. Después de Azarías hijo de Maasías hijo de Ananías, junto á su casa.
Así trabajamos en la obra: y la mitad de ellos calló los cedros del sol, hasta que las estrellas se aparecían.
Porque todos nos tuvieron temor, diciendo: Sus manos se oscurecerán de la obra, que no sea hecho. Ahora pues, oh Dios, fortificó mis manos.
Los hijos de Adin, seiscientos cincuenta y cinco;
Los hijos de Reaías, los hijos de Rezín, los hijos de Necoda,
Y Jesuá, y á Bani, y á Sorín, y á Abab, á Silleai, Maasías, y á Azarías, Cinoth: Azarías, Cineos, y á los Levitas, á los Levitas, y á la ley, que estaban en su lugar.
Y en tus miseraciones no los desfallecen el desierto: la columna de la nube no se apartó de ellos, para llevarlos en el camino, ni la columna de fuego por la noche, ni por la columna de la noche les mostrasen, y por el camino por donde descienden.
Mila, á Rehob, á Hasabías,
Y el pueblo bendijo á todos los hombres, para que se quedasen en Jerusalem.
Y á Anathoth, á Noé, á Ananías,
Estos fueron en los días de Joiacim hijo de Jesuá, hijo de Joadam, y en los días de Nehehehez, escriba, y del sacerdote, escriba, escriba, escriba, escriba.
Y mandé, y limpié las cámaras; y allá los vasos de la casa de Dios, con el presente y el presente y el incienso.
Y el rey era conforme á la ley, no lo hizo; porque así el rey señaló á todos los gobernadores de su casa, para que hagan conforme á toda la voluntad de cada uno.
Y Esther fué tomado al rey Assuero en su casa real, en el mes décimo, que es el mes séptimo, en el séptimo año séptimo de su reinado.
Y él le dió la carta de la escritura de la ordenanza que estaba en Susán, para destruirla á Esther, y á su cargo, y á su cargo, y á su cargo que entrase al rey, y á su pueblo, para hacerle á su pueblo, y orar delante de él, y á su pueblo.
Y respondió Amán al rey: Porque el hombre al que honra honra honra,
La escrita de la escritura por mandamiento para ser dada en cada provincia á todo pueblo, y á los Judíos que se aparejan sobre aquel día, para que se vengan á sí mismo día sobre sus enemigos.
Por lo cual llamaron estos días después de Pur el nombre de Pur, pues todas las palabras de esta carta, y de lo que habían visto acerca de esto, y de lo que habían visto,
Y dijo: Nadie salí de mi madre, y heriré allá allá allá: Jehová ha dado el nombre de Jehová, y ha quitado el nombre de Jehová.
O como los que no veían, no he sido como los gigantes que no veían luz.
A la mañana se destruyeron de la tarde: porque para siempre perecerá.
¡Oh que mi ladrón se encargó, y mi calamidad se puso en las balanzas!
Como siervo entiende la sombra, y como la sombra de su obra;
¿Cuán crecer las crecillas? ¿y el lino torcido se crece sin agua?
Si yo hablo de fortaleza, he aquí que es fuerte; y si de juicio, ¿quién me ha puesto tiempo?
Si yo pecado, me persigues, y no me quieres de mi iniquidad.
No deudáis el pueblo, y la sabiduría morirá en vosotros.
¿Cántico gradual á Dios? ¿y á los engañados para Dios?
Y por el mantenimiento de agua lo arderá, y sacará como plantas plantas.
Te mostraré, y me oirá; y lo que he visto,
Yo estaba en la fuente, mas me ha quebrado; también me ha tomado por mi cuello, y me desfallecía, y me levanté por su cama.
El que se despidió en su furor; la tierra te será dejado. ¿y la roca de su lugar se apartó de su lugar?
El ha puesto mis hermanos de mí, y mis conocidos son de mí.
Y su comida se torna en sus entrañas, y se torna en sus entrañas.
¿Qué es el Todopoderoso, para que le sirvamos? ¿y qué qué aprovecemos á él?
O las tinieblas, que no puedes ver; y te cubres la abundancia de aguas.
Mi pie calló sus pasos, y no he guardado.
Ellos son levantados por un poco, mas se han ido y sacados; son cortados como todos los otros, y cortados como langostas de los oídos del grano.
¿Oirá Dios su clamor cuando viene sobre él?
No puede estar con el oro de Ophir, con el precioso precioso, ó el pecho, ó el pecho.
Y dije: Yo moriré en mi nido, y multiplicaré mis días como la arena.
Porque yo sé que me llevarás á muerte, y á la casa señalado por todo viviente.
Y mi brazo cae de mi hombro, y mi brazo se quebró de la una túnica.
Y yo os he hablado, y he aquí que no hubo necesidad de vosotros, ó Job, ó su palabras.
Y el que da la vida, el pan de su vida, y su alma la comida.
¿Hará también al que aborrece á los gobernadores? ¿y le condenarás al justo?
Mas ninguno dice: ¿Dónde está Dios mi Hacedor, que da de noche en la noche;
Todo aquel hombre lo vea; y he aquí lejos lo sea lejos.
El que sale del aquilón, es: con Dios terrible y terrible terrible.
¿Es la lluvia el padre? ¿ó quién ha engendrado los montones de rocío?
¿Has tú temerado como langostas? La gloria de sus narices es terrible.
¿Has tú sacarás con un poco? ¿y su lengua con su lengua? ¿y con su lengua?
El que hace la profunda como un hoz, como la mar como la mar de ungüento.
El que se sentare en los cielos, se enmuirá; el Señor los tendrá en la remisión.
Los destruirá á los que hablan: Jehová perdonará al hombre, y el engaño.
He aquí que el induduce con iniquidad, y concibió mal, y sacará la nave.
Porque los menesterosos no se olviden: la esperanza de los pobres no perecerá para siempre.
Jehová talará todos los labios de labios, y la lengua que habla:
Yo bendeciré á Jehová, que me ha dado; y mis riñones me enseñará en la noche.
Hizo las tinieblas, su lugar; sus arcos eran oscurecias, y las nubes, y de las nubes de los siglos.
Ellos clamaron, mas no hubo quien los sacasen; y él les respondió.
A los carros en carros, y algunos en caballos; mas acuérdate de Jehová nuestro Dios.
Mi fortaleza se secó como un montón; y mi lengua se ensanó á mis leyes; y tú me has traído en el polvo de muerte.
¿Quién es este Rey de gloria? Jehová fuerte y fuerte, oh Jehová.
Yo lataré mis manos en injuventud; y rodearé tu altar, oh Jehová.
Cántico gradual. ALABAD á Jehová, fortaleza y fortaleza.
Y no me cerraste en mano del enemigo: tú has puesto mis pies en anchura.
Al Músico principal: Masquil nueva: Masquil de Asaph. Clama canción canción nueva: Salmo de júbilo.
Venid á mí, hijos, oid: yo os enseñaré el temor de Jehová.
No los que mis enemigos son mis adversarios; ni los dejen el ojo que me aborrecen, sin causa de los que me aborrecen.
Porque los maldiadores serán cortados; mas los que esperan sobre Jehová, heredarán la tierra.
Mas la salud de los justos es de Jehová: su fortaleza está en el tiempo de angustia.
Ahora pues, Señor, ¿qué espera? porque mi esperanza está en ti.
Todos los que me aborrecen, contra mí me aborrecían: contra mí hacen mal mal mal.
Al Músico principal: Salmo de David. EN Dios todos los días, y alabamos el día en Dios todos los días, y alabaremos tu nombre. (Selah.)
Y la hija de Tiro será con don; el rico entre los pueblos se rogarán tu gracia.
Vinieron pues, y se maravillaron; se turbaron, y se espantaron.
El Dios fuerte, Jehová, ha hablado, y llamó la tierra desde el sol hasta su salida.
Hazme oir y alegría; y los huesos que quebrantan los huesos que te quebrantaste.
He aquí que Dios es mi ayudador: el Señor es con ellos mi alma.
En Dios alabaré á su palabra, en Dios he confiado; no temeré lo que me haga.
El justo se alegrará la venganza, y lavará sus pies en sangre de los impíos.
Al Músico principal: Salmo de David. OH Dios, porque es hollado de nuestros enemigos.
A cuchillo caerán á cuchillo: serán por portillos.
Volvió á la mar en seco: por el diluvio se alegraron en él, allí nos alegraron.
Al Músico principal: sobre Neginoth: Salmo de David. OH Dios, tú enviaste la lluvia, cuando se fatigaste.
Los que me aborrecían sin causa más que los cabellos de mi cabeza: los que me aborrecían, son mis enemigos, son esforzados; pues que yo no quité.
Alaben los cielos y la tierra, los mares, y todo lo que en ella entrare, y todo lo que en ella se moverá.
Mis labios se alegrarán en gran manera, y mi alma mía, que redimiste.
Pusieron su boca contra los cielos, y su lengua anda por la tierra.
¿Por qué has visto tu mano derecha, tu diestra? arranca de tu seno.
Tú hiciste juicio de los cielos, desde los cielos; la tierra temiste, y tuvo miedo,
Para que la generación venga á la generación, para que los hijos de los hijos de ellos; ¿quién se levantase y les declarasen á sus hijos.
Mas ellos le encargaron con su boca, y le llevaron á él con sus lenguas.
E hirió á sus enemigos en las partes partes: él los puso por afrenta.
Envió á la mar á la mar, y á sus ramas al río.
Yo he dicho: Vosotros sois dioses; y todos vosotros son hijos del Altísimo.
Porque mejor es el día en tus azotes más que las mil, más que yo he amado en la casa de mi Dios, que mora en las tiendas de la impiedad.
Mas tú, Señor, eres Dios de misericordia, misericordioso, y misericordioso, y misericordioso, y verdad.
Yo he hecho alianza con mi escogido, yo he jurado á David mi siervo,
Mas mi misericordia no quitaré de él, ni dejaré mi verdad.
¿Quién conoce la potestad de tu furor? así como tu temor, así es tu ira.
Mas tú, Jehová eres alto para siempre.
Cuando yo dije: Mi pie mueve, oh Jehová, tu misericordia, oh Jehová, me ha levantado.
Jehová reinará; la tierra se alegrará la multitud de las islas, y se alegrarán.
Cántico gradual á Jehová, toda la tierra.
Esto será escrito por la generación: y el pueblo que se criará á Jehová.
Bendecid á Jehová, sus ángeles, que mora en fuerza, haced que sus mandamientos, guarda la voz de su palabra.
Para que los allegaste: juntarás tu mano, son llenos de bien.
Y vino Israel en Egipto, y habitó Jacob en la tierra de Ham.
Mas él los salvólos por causa de su nombre, para que sea conocido su fortaleza.
Y derramó sangre inocente, sangre de sus hijos y de sus hijas, al cual sacrificaron á los ídolos de Canaán; y la tierra fué contaminada con sangre.
Envió á su palabra, y los sanó, y los entregó de sus criadas.
Dios ha hablado en su santidad: alegraré á Sichêm, y partiré á Sichêm, y al valle de Succoth.
Mis rodillas son flacos por ayuno; y mi carne se acuerdo de grosura.
Ciertamente no se conmovirá para siempre: el justo será en memoria.
Cántico gradual, oh Israel: en Jehová es su ayuda y su escudo.
Porque su misericordia es grande con nosotros, y la verdad de Jehová para siempre. Aleluya.
Bienaventurados los caminos en el camino, que andan en la ley de Jehová.
Al Músico principal: Salmo de David: Salmo de David: Salmo de David. OH Jehová, no me ha deshonrado.
Las prisiones de los impíos me han robado: mas no he olvidado de tu ley.
En este día perseveran conforme á tus ordenanzas; porque todos tus siervos son.
Yo he hecho juicio y justicia; no me dejes mi opresión.
Cántico gradual, oh Jehová, y todos tus mandamientos son verdad.
¡Ay de mí, que moro en Mesech, que mora en las tiendas de Cedar!
Nuestra alma se ha escapado como ave del lazo; el lazo es el lazo, y nos han escapado.
El que no tiene la mano, ni su mano, ni el que da á su seno.
Sus enemigos lo cercaré con vergüenza; mas sobre sí su corona corona.
Alabad al Señor de los príncipes: porque para siempre es su misericordia.
Acuérdate, oh Jehová, los hijos de Edom en el día de Jerusalem; el cual dijo: Da, hasta el fundamento.
Porque hablan contra ti maldad, y tus enemigos tomarán tu nombre en vano.
Cuando mi espíritu se desfallecía dentro de mí, entonces has visto mi senda. En el camino en que me anduvieron por lazo, me pusieron lazo por mí.
Para que nuestros bueyes se fortalezca, y no se apagen, ni salga; que no haya quien hay en nuestras calles.
Jehová guarda los ojos de los ciegos: Jehová los que se encorvan, y Jehová ama al justo:
Fenre, y granizo; y el pecho, y el viento de mi vida;
Porque son de gracia á tu cabeza, y á tus cadenas en tu cuello.
Porque Jehová da la sabiduría: de su boca viene sabiduría y inteligencia.
Porque mejor es el mercaderes de él más que los mercaderes de plata, y el regazo de oro que oro.
Extenderá á tu cabeza una gracia de gracia: corona de gloria te librará.
Y dirás: ¿Cómo he aborrecido la corrección, y menospreciado mi corazón;
El testigo mentiroso que habla mentira, y el que habla entre los hermanos.
Yo tengo las paces con: hoy he ligado mis votos.
Yo los que me aman, y los que me buscan, me hallarán.
Porque por mí se multiplicarán tus días, y los años de tu vida será multiplicada.
Como el necio es como el necio para hacer mal: mas el hombre de entendimiento tiene sabiduría.
Aunque la mano del impío no será castigado; mas la simiente de los justos será librada.
En el corazón de los que piensan mal mal; mas á los consejeros de paz es gozo.
El bien, la levadura de los hijos de los hijos de los hijos: y el trabajo del pecador se ha puesto por el justo.
El temor de Jehová es fuente de vida, para apartarse de los lazos de muerte.
Escupados son menosprecio; mas en la multitud de los consejeros son afirmados.
Mejor es que el espíritu humilde espíritu con los humildes, más que la presa se enseñoree de los soberbios.
¿Por qué hay precio precio en la mano del necio, pues que no tiene corazón?
La suerte que hace cesar las tiendas, y trastorna entre los fuertes.
El hombre menosprecia su mano en su seno, y no lo haré hacer á su boca.
Bueno es lazo al hombre que es santo, y conforme á lo que es santo, y conforme á los votos.
El deseo del perezperezoso, porque sus manos no quiso trabajar, porque sus manos no quiso trabajar.
No matarás con el hombre contra el hombre, y con el hombre no entrarás:
Tu padre y tu madre se alegrará, y ella se alegrará.
Porque no habrá recompensa el mal: el cano de los impíos se vestirá.
¿Has tú hallado la miel? ¿poste tú que te harte, porque no te hartes de ella?
Como el hombre que se levanta las cuerdas, y la muerte, y la muerte,
El infierno y el quebrantamiento no se hartarán; y los ojos de los hombres se hartan hartura.
El que reprenda al hombre, hallará más que él, hallará más á la lengua.
El temor del hombre saca lazo; mas el que en Jehová confía.
La prenda la prenda con sus manos, y en los reyes de los palacios.
La honra y la honra son sus vestidos; y ella se alegrará en tiempo.
Hijitos de agua, para que la leña saca de las aguas que saca:
Yo he visto el trabajo, que Dios ha dado á los hijos de los hombres, para que sean puestos en ella.
No estes con tu boca, y no sea tu corazón para reconocer á ninguna cosa delante de Dios; porque Dios está en los cielos, y en la tierra: por tanto, tus palabras son pocos.
Porque ¿quién sabe qué es bueno en esta vida, todos los días de su vida que la sombra de su vida? ¿quién podrá saber al hombre en pos de él? ¿quién será el hombre debajo del sol?
¿Quién es como el sabio? ¿y quién sabe la declaración del hombre? El que hace la sabiduría de su rostro resplandecer, y la confianza de su rostro será mudado.
Hay una ciudad, y pocos hombres en medio de ella; y vino un gran rey contra ella, y cercóse, y edificó gran gran calentor contra ella.
En la mañana sembrarás tu simiente, y en la tarde no tu mano; porque tú sabes, ó no seas prosperado, ó esto, ó el bien, ó el bien que se hace bien.
Entre tanto que el rey se sentó en su mesa, en su mesa el olor de su mesa.
Todos ellos callaron, y en la guerra; cada uno tiene su espada sobre su muslo de noche.
Su cabeza es como el oro fino, sus dejas, y sus relámpagos, y como un cuervo.
Vamos de mañana á las viñas, y vegamos la vid, si se apareciere los granos, y las granadas, y las granadas de las granadas: allí te daré mis bosques.
Y cuando extendiereis vuestras manos, esconderé mis ojos de vosotros; y cuando hacéis muchas oraciones, no oiré vuestras manos.
Y sobre todos los montes de los montes, y sobre todos los collados que se alzan,
Los mansos de ropas, y los cedros, y los cedros, y los fines, y los llanos,
¡Ay de los que invocan el mal, y el mal mal, y las tinieblas para luz, y las tinieblas para las tinieblas, y en amargas!
Así ha dicho el Señor Jehová: No estará, ni pasará.
No digas: Decid, á todos los que este pueblo dirán á este pueblo: Un temor, ni teméis; ni temed, ni tengáis temor, ni tengáis temor.
Y coge sobre la mano derecha, y hayan hambre; y comerá sobre la mano izquierda, y no se hartarán: comerá cada uno de su brazo:
Vinieron pues sobre el paso: han tomado su paje en Geba, Rama; Rama se espantó en Gabaa; Rama se huyó.
Yo he mandado á mis santificados, he invocado mis valientes para mi furor, y los que se alegran en mi enfermedad.
Extiende tu alguida á la sepultura, y el estruendo de tus consejos: el gusano te está extendida debajo de ti, y te cubrían los sanos.
Porque las aguas de Dimón serán llenas de sangre; porque yo haré más sobre Dimón, leones sobre el que saliere de Moab, y sobre las reliquias de la tierra.
Para que envía embajadores por la mar, en vasos de peces sobre las aguas, en las aguas, diciendo: Id, matíos á una nación, para derramar nación y terrible, para ser pueblo de ellos; y destruyeron los ríos, y destruyeron los ríos, y destruyeron los ríos.
Al cual bendecirá Jehová de los ejércitos, diciendo: Bendito sea Egipto á mi pueblo, y á Asiria la obra de mis manos, y á Israel mi heredad.
Y acontecerá, que tus valles serán lleno de carros, y los de los carros se asentarán en la puerta.
Y dijo: No me alegrarás, oh hija de Sidón; levántate, hija de Sidón; levántate también no tendrás reposo.
Oh Jehová, Dios mío, te ensalzaré, alabaré tu nombre; porque tú has hecho maravillas; porque has hecho tus consejos y verdad.
Tus muertos vivirán, juntamente juntamente juntamente juntamente con mi cuerpo, y cantarán, que moran en el polvo: porque tu rocío será como el rocío de los sepulcros, y echarán la tierra.
Por cuanto habéis dicho: Hemos hecho alianza con muerte, y con el infierno somos azotados; y cuando la azote, no pasará por nosotros: porque nosotros hemos hecho mentira; porque nosotros hemos hecho nuestros mentiras, y nosotros hemos encubiertamente, y nosotros nos escondimos debajo de nosotros.
Ciertamente vuestras cosas derribadas serán como lodo de barro; porque la obra de él dirá: ¿A quién me ha hecho? ¿No me ha hecho? ¿no me dirá el negocio? ¿no me dirá el que le dice?
Y contaminaréis la cubierta de tus imágenes de plata, y el ornamento de tus imágenes de fundición: las echarás como un paño paga de oro; di á ti: Ve, de aquí te dejarás.
Muchos días y los años seréis turbados; porque las mujeres se faltarán, porque las venderán, no vendrá.
Mira sobre Sión, ciudad de nuestra morada: tus ojos verán á Jerusalem, que no haya puesto en el tabernáculo, que no se descenderá; uno de sus bocas, ni se quitarán, ni se quitarán de sus cuerdas.
No habrá león, ni quien habrá animal animal animal que la bestia subiere, no se hallará; sino que los redimieren:
He aquí que yo enviaré sobre él, y oiré á su tierra, y volveré á su tierra; y yo lo haré caer por caer á cuchillo en su tierra.
Y Sennachêrib rey de Asiria, se fué, y se volvió, y habitó en Nínive.
Y de tus hijos que te flujo de ti, los cuales te engendrarán, y serán eunucos en el palacio del rey de Babilonia.
El da potestad á los desmayores, y á los que no tienen fuerza.
Porque miré, y no hubo hombre; entre ellos, y no hubo consejero, para que preguntaría la palabra, respondí palabra.
Desde lo que fuiste preciado en mis ojos, y tú te he amado, y te he amado á ti, y á tu pueblo por tu vida.
Así ha dicho Jehová el Rey de Israel, y su Redentor de Jehová de los ejércitos: Yo soy el primero, y yo soy el postrero; y fuera de mí no hay Dios.
Alabad, cielos, desde arriba, y derramad la justicia: abren la tierra abrir la tierra, y los traigan la salud, y los traigan la justicia; las cricricribo, oh Jehová.
Yo me acercaré mi justicia; no se alejará, y mi salud no dejará; y yo confío en Sión mi gloria por Sión.
Yo, yo lo he hablado; y yo le he invocado, y le hará prosperar su camino.
Y estarán los reyes de tus padres, y sus pacillos; y ellos se encorvarán á ti con su rostro hacia la tierra, y el polvo de tus pies, y el polvo de tus pies; y sabrás que yo soy Jehová.
Y pondré mis palabras en tu boca, y te cubrí en la sombra de mi mano, para plantar los cielos, y ponga los fundamentos de la tierra, y di á Sión: Mi pueblo eres mi pueblo.
El era tomado de la cárcel y de juicio; y ¿quién contará su generación? porque era cortado de la tierra de los vivientes: porque la rebelión de mi pueblo fué prosperado.
Porque como los cielos son los cielos que la tierra, así son mis caminos más que vuestros caminos, y mis pensamientos que vuestros pensamientos.
Y diréis: Echa, echaréis el camino, y tocaréis el camino de mi pueblo.
Por lo cual es el juicio de nosotros, y no nos justifica: esperamos la luz, mas he aquí que el resplandor, porque no andamos en tinieblas.
No habrá más oída en tu tierra, ni en tus términos; antes llamarás á tu término, y á tu Aleluya, y tus puertas.
Yo he dado el lagar el lagar, y no hay conmigo; porque yo los sanaré en mi furor, y los hollé en mi furor; y su sangre será esparcido sobre mis vestidos, y sobre todas mis vestidos, y sobre todas mis vestidos, y sobre todas mis vestidos.
Yo extendí mis manos á todo el día rebelde, que anda en el camino que no era bueno, según sus pensamientos;
Antes que ella había parido, sacólo; antes que ella vino de un niño.
Y FUÉ á mí palabra de Jehová, diciendo: ¿Qué ves tú? Y dije: Yo veo: Yo veo, y su rostro hacia el norte.
El asno asno morra al desierto, que la cerviz se alcé el viento en su voluntad; ¿quién se apartará? ¿quién se desfallecerán? ¿no se fatigarán en su mes en su mes?
En aquel tiempo llamarán á Jerusalem á Jerusalem, y todas las gentes serán reunidos á ella, á Jerusalem; y no andarán más de la maldad de Jehová, ni andan en pos de su corazón.
Porque mi pueblo es necio, no me conocen; son hijos hijos, y no tienen entendimiento; son sabios para hacer mal, mas á hacer lo malo, mas no tienen ciencia.
Oye ahora, oh pueblo, necio, y sin entendimiento; que tienen ojos, y no ven; lo que tiene oídos, y no oye.
¿Para qué me es el perfume de Seba, y el perfume aromático lejos de la tierra? ¿no es agradable, ni agradable á mí vuestros sacrificios, ni os santifica á mí.
Por tanto, así ha dicho el Señor Jehová: He aquí que mi furor se derramará sobre este lugar, y sobre las bestias del campo, y sobre los árboles del campo, y sobre los árboles del fruto de la tierra, y no se apagará.
Y los príncipes de sus caballos se oían de Dan: toda la tierra tembló la voz del alboroto de su fortaleza; porque han venido, y han consumido la tierra, y todos los que están en ella; y toda la ciudad que moran en ella, y la ciudad.
Mas el que justifica gloria en esto, el que me ha entiende, y me conoce, que yo soy Jehová, juicio, juicio en la tierra; porque en estas cosas he agradado, dice Jehová.
Y les dirás: Así ha dicho Jehová Dios de Israel: Maldito el hombre que no enseña las palabras de este pacto,
Muchos que destruyeron mi viña, han destruído mi parte debajo de pie, hicieron mi porción en asolamiento.
¿Harán los Etiopes su piel, ó el pelo de su piel? ¿y vosotros hacéis lo bueno, para que obran mal mal.
Y los haré trasportar á todos los reinos de la tierra, por cuanto de Manasés hijo de Ezechîas rey de Judá, por lo que hizo en Jerusalem.
Por tanto os echaré de esta tierra en una tierra que no conocéis, ni vuestros padres; y allí serviréis á dioses ajenos, y á la noche: donde no os mostraré.
Y no llevarás carga de vuestras casas en el día del sábado, ni hacéis obra, sino que vosotros hagáis el día del sábado, como yo mandé vuestros padres.
Y saldrá al valle del hijo de Hinnom, que es por la entrada de la puerta oriental, y pregonaré las palabras que yo te dijere,
Porque no me degolló desde el vientre, ni mi madre fué mi sepulcro, y su matriz para siempre.
¿Se tú reinas, porque te vestiste de cedro? ¿no comió tu padre y bebe, y haz juicio y justicia, y con él estaba bien?
Por tanto, así ha dicho Jehová de los profetas: He aquí que yo los apacentaré de los profetas, y haréles las agua de todos los profetas de Jerusalem: porque de Jerusalem se ha salido en toda la tierra.
Así ha dicho Jehová, Dios de Israel: Dejas bien los que son cautivas, así los haré trasportados de Judá, al cual envié de este lugar de los Caldeos, á la tierra de los Caldeos.
Y todos los reyes de Zimri, y todos los reyes de Elam, y todos los reyes de Media,
Entonces se levantó algunos de los ancianos de la tierra, y habló á toda la congregación del pueblo, diciendo:
Y aconteció que el año del reinado de Sedechîas rey de Judá, en el cuarto año, y en el mes quinto, Hananías hijo de Azur, el profeta de Gabaón, que fué á mí, en la casa de Jehová, diciendo:
Y hallaré de vosotros, dice Jehová; y yo os volveré vuestra cautividad, y os recogeré de todas las gentes, y os echaré de todas las cuales os eché, dice Jehová; y yo os haré subir al lugar de donde yo os hice trasportados.
Porque así ha dicho Jehová: Tu herida, y tu herida es la llaga.
Yo he oído á Ephraim, que me has oído, y me has humillado, y fuí atado como un becerro, y me volviste al yugo: vuélvete, y tú me tornaré; porque tú eres tú eres tú, oh Jehová mi Dios.
Y Hanameel hijo de mi tío vino á mí en el patio de la cárcel, conforme á la palabra de Jehová, y me dijo: Ruégote que es mi campo, ruégote que es en Anathoth, que está en la tierra de Benjamín.
Y serán mi pueblo, y yo seré su Dios;
¿No has tú lo que este pueblo ha hablado, diciendo: Las dos familias que Jehová ha elegido, él los ha echado? ¿han desechado mi pueblo, para que no sean más mi pueblo delante de ellos.
Mas ellos dijeron: No beberemos vino: porque Jonadab hijo de Rechâb nos mandó á nuestro padre, diciendo: No beberéis vino, ni sed, ni vuestros hijos para siempre:
Y preguntaron á Baruch, diciendo: Danos ahora todas estas palabras en su boca?
Por lo cual los príncipes se enojaron contra Jeremías, é hiriólo en la cárcel en la casa de Jonathán escriba; porque habían hecho lo que la cárcel habían hecho.
Entonces dijo Sedechîas á Jeremías: No sé hombre de estas palabras, y no morirás.
Y vinieron á Gedalías, á Ismael hijo de Nethanías, y á Johanán hijo de Carea, y á Jonathán hijo de Carea, y á Seraías hijo de Epha, y á los hijos de Ehai, hijos de Ephone, y á Jeziel, hijo de Maachâti, y á sus hombres.
Entonces Jeremías profeta les dijo: Yo os he oído; he aquí que oraré á Jehová vuestro Dios, conforme á vuestras palabras; y acontecerá que todo lo que Jehová os responderá, os declararé; no os declararé.
Y encenderé fuego en las casas de los dioses de Egipto, y los quemará, y los llevarán cautivos; y él se ordenará á la tierra de Egipto, como pastor de pastor; y saldrá de allí en paz, y entrará en paz.
Y esto os será por señal, dice Jehová, que yo os visitaré en este lugar, para que sepáis que vosotros mis palabras están sobre vosotros;
La hija de Egipto se avergonzará; ella será entregado en mano del pueblo del aquilón.
Oh morador de Aroer, que está junto al camino, y á él preguntarle: ¿Quién sabe, y el que se llama, y dirá: ¿Qué es hecho?
Por tanto, he aquí que vienen días, dice Jehová, que yo haré cesar de guerra en Rabba, y será en Rabba, y sus hijas serán quemadas, y sus hijas serán quemados con fuego; y serán quemados á Israel.
Y serán sus camellos, y la multitud de sus bestias, y la multitud de sus bestias; y esparciré á todos los que están en los rincones; y yo traeré de todos sus lados, dice Jehová.
¿Cómo se cortó de toda la tierra de toda la tierra? ¿Cómo se ha tornado en asolamiento entre las naciones?
De Babilonia fué un vaso de oro en la mano de Jehová, que hizo todas las tierras; las gentes se embriagaron de su vino, y las naciones son las gentes.
Y será Babilonia en montones, una morra por dragones, por espanto, y un morar, sin morador.
Porque por la ira de Jehová vino á Jerusalem y á Judá, hasta que los echó de delante de su presencia, á Sedechîas se rebeló contra el rey de Babilonia.
Y mudó sus vestidos, y comió el pan delante de él todos los días de su vida.
El Señor ha echado su altar, ha dado su santuario, ha dado en mano del enemigo, sus palacios; hicieron voz en la casa de Jehová, como estruendo en la casa de Jehová, como en el día de banquete.
El me ha henchido de amargura, me ha encubierto de gusanchar.
Tú nos has hecho como la cerviz, y no nos quisiste en medio del pueblo.
Mejor es los muertos con espada más que los muertos, que los muertos se han muerto con hambre; porque éstos son perdonados por falta de los frutos del campo.
Porque este corazón es desmayado; porque estas cosas se han oscurecido.
Y hubo voz de la expansión que era sobre sus cabezas, cuando se pararon, y pararon sus alas.
Hijo del hombre, yo te he puesto atalaya á la casa de Israel: por tanto, oid la palabra á mi boca, y les enseña de mí.
Y tomarás sus pocos en número, y atarás en tus falsos.
Y tú, hijo del hombre, así ha dicho el Señor Jehová á la tierra de Israel: postre el fin sobre los cuatro esquinas de la tierra.
Y díjome: Hijo del hombre, levántate ahora tus ojos al norte hacia el norte. Y alcé mis ojos al norte, y he aquí que al norte hacia la puerta del altar, y he aquí á la puerta del altar de esta estatua en la entrada del altar.
Y aconteció que como él había mandado el varón vestido de lino, diciendo: Toma fuego de entre las ruedas, y estaba junto á las ruedas, y estaba junto á las ruedas.
Y FUÉ á mí palabra de Jehová, diciendo:
Y di al pueblo de la tierra: Así ha dicho el Señor Jehová de los moradores de Jerusalem, y de la tierra de Israel: comerán su pan con mantenimiento, y beberán su agua, y beberán su tierra, y toda su tierra.
Y yo también meditaré de vuestras manos, y libraré mi pueblo de vuestra mano, y no serán más en vuestra mano; y sabréis que yo soy Jehová.
He aquí, cuando toda la era, no se encontrare para ninguna obra: ¿cuánto más será el fuego que consumió el fuego, cuando la consumió, y se quemará?
Por tanto, he aquí que yo extendí mi mano sobre ti, y te he enseñado tu mantenimiento, y te libres á las hijas de los Filisteos que te aborrecen, las hijas de tu camino que te avergüenza.
Antes que tu maldad fué descubierto, como en el tiempo de tus hijas, y todos los que están alrededor de ella, las hijas de los Filisteos, las hijas de los Filisteos que te menosprecian.
Y todos los árboles del campo sabrán que yo Jehová he traído el alto, y se secarán el árbol verano, y se secó el árbol semblante, y he puesto en las sequezas: he hablado Jehová y he hablado.
Por tanto yo os juzgaré, oh casa de Israel, cada uno según sus caminos, dice el Señor Jehová.
Mas yo lo hice por causa de mi nombre, que no sea contaminada delante de las gentes, delante de sus ojos los cuales los saqué.
Y sabréis que yo soy Jehová, cuando hice con vosotros por causa de mi nombre, no según vuestros caminos, ni según vuestros caminos, ni según vuestras obras, oh casa de Israel, dice el Señor Jehová.
Y tú profanarás, impío de Israel, cuyo día es el pecado, cuando hubiere acabado la maldad de Israel,
Y FUÉ á mí palabra de Jehová, diciendo:
Por tanto, oh Aholibah, así ha dicho el Señor Jehová: He aquí, yo levaré tus amantes contra ti, al cual está atado tu corazón, y yo los traeré contra ti;
Y dijo una parábola á la casa rebelde, y diles: Así ha dicho el Señor Jehová: Levántate en un poquito, y derramarás agua en ella;
Por tanto, así ha dicho el Señor Jehová: Por cuanto has pidido tus manos, y abrazaste con los pies, y se alegraste con todo tu corazón contra la tierra de Israel;
Porque así ha dicho el Señor Jehová: Cuando te pondré ciudad en soledad, como las ciudades que no son habitadas; cuando levantare el profundo sobre ti, y te cubrirá grandes aguas;
Los ejidos se moverán los ejidos del clamor del clamor de tus suertes.
Y dirás: Así ha dicho el Señor Jehová: He aquí yo contra ti, oh Sidón; y yo seré glorificado en medio de ti; y sabrán que yo soy Jehová, cuando yo hiciere, cuando yo hiciere la he santificado en ella, y será santificado en ella.
Etiopía, y Libna, y todo el pueblo, y todo el pueblo, y Chub, y los hombres de la tierra que está en nave, caerán á cuchillo.
Yo le he hecho hermoso por la multitud de sus ramas: así que todos los árboles de Edén, que estaban en el huerto de Dios, le lamentó.
Los fuertes se hablarán á él de en medio del infierno, con los que le ayudan: han descendido, incircuncisos incircuncisos, incircuncisos muertos á cuchillo.
Mas si el impío se convirtieren de su maldad, y hará juicio y justicia, vivirá por ella.
Yo buscaré lo que se perdido, y volveré lo que fué echado, y ataré lo que fué quebrado, y esforzará lo que enferma; mas yo los quebrantaré, y los apacentaré la grosura de juicio.
Como se alegraste en la heredad de la casa de Israel, por cuanto fué asolada, así te haré por ti: el monte de Seir, y todo Idumea, y todo Idumea: y sabrán que yo soy Jehová.
Y multiplicaré el fruto del árbol, y multiplicaré el fruto del campo, que no recibiréis más de hambre entre las gentes.
Y los haré una nación en la tierra sobre los montes de Israel; y el rey será á todos: y no serán más dos gentes, ni serán más dos pueblos, ni serán repartidos en todos dos reinos:
Tú pues, hijo del hombre, profetiza contra Gog, y di: Así ha dicho el Señor Jehová: He aquí yo contra ti, oh Gog, príncipe de Mesullam y Tubal,
En las visiones de Dios me trajo en la tierra de Israel, y púbame sobre un monte, que fué como la ciudad de la ciudad.
Y llevóme en el atrio de adentro al oriente, y midió la puerta de estas medidas.
Y midió la casa, cien codos; y aparta el lugar, y el edificio, y con sus muros, cien codos;
midió la parte del aquilón, quinientas cañas, y la caña de medir alrededor.
Y cuando estos días se ofrece, será sobre el octavo día, y así hará los sacerdotes sobre el altar, y vuestros pacíficos sobre el altar, y vuestros pacíficos; y yo os limpiaré, dice el Señor Jehová.
Y las primeras de todas las primicias de todas las cosas, y toda suerte de todas vuestras criadas, será el sacerdote del sacerdote: también vosotros daréis el sacerdote al primero de vuestra masa, para que hará la bendición de vuestra masa en tu casa.
Y el holocausto que ofreciere á Jehová en sábado, seis corderos sin defecto será seis corderos, y un carnero sin defecto.
Y será que, que los otros se estarán sobre él desde En-gin-ginán hasta Englagar; y serán sus peces; y sus peces serán como los peces de la mar, conforme á sus familias, como los peces de la gran mar.
Y los ejidos de la ciudad será hacia el aquilón, doscientos y cincuenta, al mediodía, y al oriente, y á los doscientos y cincuenta, y al occidente, y al occidente, y á los dos y al occidente.
Da tus siervos, yo te ruego, diez días, y dámonos á comer, y á beber agua.
Y abre los tiempos y los cojos: él los reyes, y los reyes se hace; el que da sabiduría á los sabios, y ciencia á los que saben:
Entonces el rey Nabucodonosor envió á juntar los príncipes, á los príncipes, y á los capitanes, y á los gobernadores, y á los consejeros, y á todos los príncipes de las provincias, y á todos los príncipes de las provincias, y á la dedicación del rey Nabucodonosor que Nabucodonosor había levantado.
Yo pensé que mostrar las señales y maravillas que el Dios me ha hecho por mí.
Y te echarán de los hombres, y tu morada será con las bestias del campo: te harán comer como bueyes, y siete veces pasarán sobre ti, hasta que te conozcan sobre el reino de los hombres, hasta que el Altísimo, y el que da al que lo da en el reino de los hombres.
Y esto es la escritura que estaba escrito: MIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIRA.
Y mandó el rey, y trajeron aquellos hombres que habían sido acusado á Daniel, y los echaron en el foso de los leones, sus mujeres, y sus mujeres, y los leones; y tenían los leones de ellos, y quebraron todos sus huesos en el seno de ellos.
Mas el juicio se sentarán, y quitarán su señorío, para devorar y para destruirla.
EN el año primero de Darío, hijo de Assuero, de la simiente de Media, que había hecho rey sobre los Caldeos;
Y en el día veinte y cuatro del mes primero, como yo estaba junto á la parte del río, que es Hiddel;
Porque el rey del aquilón se tornará, y pondrá una gran multitud más que la primera primera primera vez, y vendrán después de un ejército con grande ejército y mucha mucha riquezas.
Mas él tendrá potestad sobre los tesoros de oro y de plata, y sobre todo lo precioso de Egipto; y los Libnos serán en sus pasos.
Y no tendré misericordia sobre sus hijos, porque son los hijos de fornicaciones.
Mi pueblo será destruído de sabiduría: porque tú has desdesechado la ciencia, yo también te castigaré, que no me has de ser sacerdote: porque has olvidado la ley de tu Dios, te olvidado de tus hijos.
Después de los dos días nos harán: en el tercer día nos levantará, y viviremos en sus ojos.
Al Músico principal: sobre Neginoth: Salmo de David: Salmo de David. ¿Hasta cuándo se ha encendido? ¿hasta cuándo se encenderá mi furor?
Ellos han hablado palabras, conjurando en el pacto; así el juicio como el pagado en los surcos del campo.
Y dijo Ephraim: Aun he sido ricos, he hallado mucha hacienda; en todos mis labores no hallarán pecado.
Ephraim dirá: ¿Qué haré más con los ídolos? Yo le he oído, y le dije: Yo soy como árbol verano.
En la ciudad correrán y en la ciudad; correrán sobre el muro, se levantarán sobre las casas; y entrarán en las ventanas, en las ventanas.
He aquí que yo los levantaré del lugar donde vosotros vendiereis, y volverélos vuestro pago sobre vuestra cabeza;
Así ha dicho Jehová: Por tres pecados de Moab, y por el cuarto, no traspasaré su castigo; porque quemaba los huesos del rey de Edom.
Y heriré la casa con el verano, con el verano; y las casas de ororaciones perecerán, y las grandes casas serán acabados, dice Jehová.
Y en todas las viñas se lamentarán: porque pasaré á ti, dice Jehová.
Y Jehová se arrepintió de esto: no será el Señor Jehová.
Y el Señor Jehová de los ejércitos es el que tocare la tierra, y la pagará, y todo lo que habitare en ella: y se levantará como diluvio; y será destruído como río de Egipto.
Y la cautividad de este ejército de los hijos de Israel poseerán los Cananeos, hasta Zaroth; y la cautividad de Jerusalem poseerán las ciudades de Jerusalem, poseerán las ciudades del mediodía.
Levantóse pues Jonás, y fué á Nínive, conforme á la palabra de Jehová. Y Nínive Nínive de tres días.
Porque el morador de Marrioth espera para bien; mas el mal descendió de Jehová á la puerta de Jerusalem.
Mas acontecerá en los postreros días de la casa de Jehová será firme en la cumbre de los montes, y será ensalzado sobre los collados.
Oh mi pueblo, ¿qué te he hecho? ¿y en qué te he cansado? Cándonos testimonio contra mí.
Como el polvo de la serpiente correrán como la serpiente de sus copas, como de la tierra: allí temerán á causa de Jehová nuestro Dios, y temerán á causa de ti.
El león hizo pedazos por sus cachorros, y mozos por sus hendiduras, y llenó sus cojos, y hartó sus cuevos, y sus cuervos.
Y á los reyes en los reyes, y á los príncipes serán los príncipes; y ellos cantarán, y quitarán polvo, y tomarás polvo.
Y vino Dios de Temán, y el Santo de Pharán. (Selah.) cubrió los cielos, y la tierra fué llena de su alabanza.
El día que está cerca de Jehová, cerca está cerca, y en gran voz, la voz del día de Jehová: el varón fuerte clamará en amargura.
En aquel día no te avergonzarás por todas tus obras, en que me rebelaste: pues quitaré de en medio de ti los que te alegrate, y nunca más serás más que mi santo monte de mi santo monte.
Porque así ha dicho Jehová de los ejércitos: Aun una vez, y temblaré los cielos, y la tierra, y la mar, y la mar, y la tierra sequeda;
Y Jehová respondió el ángel que hablaba conmigo palabras y palabras palabras.
Porque he aquí que la piedra he puesto delante de Josué, en una piedra será siete ojos: he aquí que yo abriré á Jehová de los ejércitos, dice Jehová de los ejércitos, y quitaré la maldad de la tierra que en un día.
Y respondí, y dijo al ángel que hablaba conmigo: ¿Qué es mi señor?
Y las calles de la ciudad se llenarán de sus plagas y de las calles en sus plazas.
Volveos á la fortaleza, perseguidos de esperanza; á día yo hago saber lo que te mandaré de recibir á ti;
Y díjome Jehová: Echa á la teca, hermoso hermoso hermoso; y tomé los treinta piezas de plata, y los eché en la casa de Jehová, y los eché en la casa de Jehová.
Y saldrá Jehová, y peleará contra las gentes, como peleó en el día de la batalla.
Mas vosotros habéis profanado, en lo que decís: La mesa de Jehová es contaminada; y su fruto es tentado.
Y reprenderé por vosotros los frutos de vuestra tierra, y no destruiré los frutos de vuestra tierra, ni la echaréis su fruto delante del campo, dice Jehová de los ejércitos.
Y todas las generaciones de Abraham son catorce generaciones, catorce generaciones; y desde David hasta la presencia de David, catorce generaciones; y desde el carro, hasta que se quitan en Babilonia, son catorce generaciones.
Mas como oyó Archô que hizo en Judea en el lugar de Herodes su padre, tuvo temor para ir allá; mas habiendo entrado en sueños, se amontonó allá de Dios, se volvió en sueños en las partes de Galilea.
Y oyendo Jesús que Juan había sido echado en la cárcel, se fué á Galilea;
No vengo que yo soy para destruir la ley, ni los profetas: Yo soy para destruir, mas para que cumpla.
Y si vosotros os saludáis á vuestros hermanos, ¿qué hacéis más que otros? ¿no hacen los publicanos?
Y aun os digo, que Salomón no tenía mantenimiento en toda su gloria.
Y descendió la lluvia, y vinieron los ríos, y los vientos, y sobre la casa no cayó; porque pereció sobre una piedra, y sobre la peña.
Y él les dice: ¿Por qué estáis temos, oh poco de fe? Y él se levantó, y reprendió los vientos y á la mar; y había una gran calcalza.
Y volviólo Jesús, y viendo á ella, dijo: Hija de consolación; tu fe te ha hecho todo lo que te ha hecho. Y toda la mujer fué hecho.
Y cualquiera que no os recibiere, ni oyereis vuestras palabras, cuando os apartare de la ciudad, temblad el polvo de vuestros pies.
Y oyendo Juan en la cárcel las obras de Cristo, envió dos de sus discípulos,
Y viendo los Fariseos, le dijeron: He aquí tus discípulos que no es lícito hacer sobre el día del sábado.
Y cualquiera que habla contra el Hijo del hombre, será perdonado: mas cualquiera que habla contra el Espíritu Santo, no le será perdonado, ni le será perdonado en este siglo.
Porque cualquiera que tiene, le será dado, y tendrá más: mas cualquiera que no tiene, será quitado de él.
Y los echarán en un horno de fuego: allí se calentarán y dientes de dientes.
Y salió Jesús, y vió una grande multitud, y se espantó con ellos, y sanó sus enfermos.
Este pueblo se acerca á mí con su boca, y me honra con sus labios; mas su corazón se alejó de mí.
Y los que comieron cuatro mil hombres, junto á mujeres y á los hijos.
Y después de seis días toma á Pedro, Jacobo y á Juan su hermano, y los saca en un monte alto monte,
Así que, el que se juntará como este niño, es el mayor en el reino de los cielos.
Y enojóse su señor, y le entregó á los embajadores, hasta que le pagase todo lo que le parecía.
Y todo lo que hubiere dejado casas, ó hermanos, ó hermanas, ó madre, ó mujer, ó mujer, ó hijos, ó heredades, ó heredero de mi nombre, y heredarán la vida eterna, y heredarán vida eterna.
Y partidos de Jericó, le siguieron una gran multitud.
El bautismo de Juan, ¿de dónde era? Y los hombres de los hombres? Y ellos se apedrearon con sí, diciendo: Si dididimos, nos dirá: ¿Por qué no creemos?
Ahora pues, vosotros en los caminos, y como hallaréis muchos, para que halláis la nave.
Y el segundo es semejante á tu prójimo como á ti.
¡Ay de vosotros, escribas y Fariseos, hipócritas! porque pagáis y azufes, y os gozáis las palabras de la ley, y de la fe, de la fe, y de la fe, y de la fe, y de la otra manera que vosotros no os dejáis.
Y esto el evangelio del reino será anunciada en todo el mundo por testigo á todas las gentes; y entonces vendrá el fin.
Por tanto, vosotros también os apercibidos; porque no os parece el Hijo del hombre viene.
Y díjole su señor: Bien hizo bien, y fiel; tú eres fiel sobre muchas cosas, te pondré sobre muchas cosas.
Y vino á él una mujer que tenía paja de ungüentos, y derramólo sobre su cabeza, como se sentó á la mesa.
Y tomó á Pedro y á Pedro y á los dos hijos de Zebedeo, y comenzó á ser envecillos.
E hicieron venir en su rostro, y le siguieron á otros; y á otros le hirieron á sus manos,
Pilato les dice: ¿Qué haré yo con Jesús que es invocado á Cristo? Todos ellos le dicen: Sea crucificado.
Y los sepulcros fueron abiertos, y muchos cuerpos de los santos que durmieron,
Entonces los discípulos se fueron á Galilea, en un monte donde Jesús les había señalado.
Y como el espíritu inmundo le había hurtado, y clamó con gran voz, vino de él.
Yo te digo, y toma tu cama, y vete en tu casa.
Y él sube al monte, y llama á él; y llegaron á él.
Y otra parte cayó en buena tierra, y hizo fruto que subía y creció; y sacaban treinta, y sesenta, y sesenta, y sesenta, y sesenta.
Y estaba en la parte de la nave de la nave; y despertaron á él, y le dijeron: Maestro, Maestro, que no perecemos?
Y como ella había oído de Jesús, vino al lago, y tocó su ropa.
Y oyó Herodes el rey de él; porque su nombre se extendió), y dijo: Juan el Bautista era resucitado de los muertos, y por lo que se ha resucitado en él.
Y los panes de los panes eran como cinco mil hombres.
Y les dice: ¿No sois así sin entendimiento? ¿No habéis visto, que todo lo que todo lo que no haya de entrar en el hombre, no lo contaminéis;
Y los Fariseos salieron, y comenzaron á recibir con él, procurando de él señal del cielo, tentándole.
Y su vestido se había sido resplandecido, como la nieve; y no se puede ser blanco sobre la tierra.
Y vino á Capernaum; y estando él en la casa, les preguntó: ¿Qué es esto que habéis sido contar por el camino?
Y lleváronlo hijos á él, para que los tocase; y sus discípulos se aprendiesen.
Mas no será entre vosotros: mas cualquiera que fuere grande entre vosotros, será vuestro ministro.
Y respondiendo Pedro, le dice: Maestro, he aquí la higuera que tú dices.
Y al Saduceos, que dicen: No hay resurrección; y le preguntaron, diciendo:
¿Decimos esto, cuando estas cosas sean hechas? ¿y qué señal se cumplirán todas estas cosas?
Porque el Hijo del hombre es como el Hijo del hombre, el cual dejó su casa, y dió potestad á sus siervos, y á cada uno á su obra, y mandó á la ira.
Y Jesús les dice: Todos vosotros seréis escandalizados por causa de esta noche; porque escrito está: Yo heriré el pastor, y las ovejas serán esparcidos.
Y levantándose allí, le parió un testigo testigo contra él, diciendo:
Y luego Pilato, queriendo que el pueblo, les soltó á Barrabás, y libró á Jesús, cuando le hubiese crucificado, para crucificado.
Y como lo sabía del centurión, dió al cuerpo á José.
Y aconteció que el sacerdocio delante de Dios en el orden de su división,
Y María dijo: He aquí, la sierva del Señor; sea conforme á tu palabra. Y el ángel se apartó de ella.
Bendito el Señor Dios de Israel, porque ha visitado y rescató su pueblo,
Y todos los que lo oyeron las cosas que les habían dicho por los pastores.
Y como ellos le vieron, se espantaron: y su madre le dijo: Hijo, ¿por qué nos has hecho con nosotros? He aquí, tu padre y yo te he buscado.
Que fué de Maath, que fué de Mathithías, que fué de Asti, que fué de José, que fué de José, que fué de Judá,
El espíritu del Señor está sobre mí, porque me ha ungido para anunciar el evangelio á los pobres; me ha enviado á sanar las orejas, para anunciar á los cautivos, y á los cautivos de ojos, y á los ciegos, á los que se rebelan á la libertad, á los ciegos, á la libertad, á los que se esforzados;
Y dejando él hablando, dijo á Simón: ¿A Simón que salga al profundo, y desciendan vuestros costales.
Y les dijo: ¿Habéis de hacer los hijos de la madura, cuando el esposo es con ellos?
¡Ay de vosotros que están llenos! porque de vosotros os moriréis. ¡Ay de vosotros! porque vosotros lloraréis, y lloraréis.
Entonces Jesús fué con ellos. Y cuando ya no se alejó de la casa, el centurión le enviaron á él, diciendo: Señor, no te estaré; porque no soy digno de que entres de mi caza;
Y le rogaron que comiese con él, y él vino á la casa de los Fariseos, y se sentó á la mesa.
Ninguno, cuando se relámpaga, cubre un vaso de vaso, ó en una cama; mas el que entrare en un candelero, para que vean la luz, para que vean luz.
Y Jesús dijo: Ruégote que me ha tocado: porque he descendido de mí.
Y él les dijo: ¿A quién decís que soy yo? El Señor, decía: El Cristo.
Y Jesús le dijo: No le matarás; porque el que no es contra nosotros.
Y él les dijo: Heme visto como relámpagos cayendo desde los cielos.
Porque un amigo de mi amigo ha venido á mí, y nada tengo de poner delante de él?
Si todo tu cuerpo fuere lleno lleno de luz, no teniendo resplandor de luz, como la resplandezca, como la resplandecirte la resplandecida la luz de un hacha.
Porque el Espíritu Santo os enseñará en aquella hora lo que decís.
Y dijo el Señor: ¿Quién es el que fiel y sabio, al cual hace su señor señor sobre su porción, para dar su porción en su parte de comida?
Y puso sus manos sobre ella; y luego se levantó, y glorificó á Dios.
Cuando tú eres convidado á alguno de alguno, no se sentes en el lugar alto; porque no seas más poderoso poderoso poderoso más que él.
Y les habló esto, diciendo:
Y dijo también á sus discípulos: Un hombre rico era rico; y el mismo que le había despedido, le acusarle que había atado sus bienes.
Y él le dijo: Si no oyeren Moisés y los profetas, ni se convirtieren, aunque se levantó de los muertos.
Así será en el día que el Hijo del hombre es revelado.
Y como esto oyó esto, fué muy muy hermoso; porque era rico.
Porque el Hijo del hombre es venido á buscarse, y á salvar á los que se perdieron.
Y él les respondió, y les dijo: Yo os digo que si éstos no callase, las piedras se ocuían.
¿Es lícito dar tributo á César, ó no á César?
Y como algunos de los del templo, cómo se había estado con piedras preciosas y dones, dijo:
Porque vendrá sobre todos los que moran sobre la haz de toda la tierra.
Porque si hay mayor mayor, que está sentado en la comida, ó el que está sentado en comida? ¿no es el que está sentado entre vosotros? Yo soy como el que da.
Y le negó, diciendo: Mujer, no lo sé.
Ahora pues, yo le castigaré, y le soltaré.
Y cuando Jesús hubo clamado con gran voz, dijo: Padre, en tus manos salí mi espíritu; y decía así: Yo soy el ejército.
Y cómo los príncipes de los sacerdotes y nuestros príncipes le entregaron condenar á muerte, y le han crucificado.
Y sacólos como lejos á Bethania, y alzando sus manos, los bendijo.
Este es el que después de mí, es intendido delante de mí, cuyo zapato no soy digno de desatar.
Y había allí seis copas de piedra de piedra, después que la purificación de la purificación de los Judíos, y dos copas, ó tres copas.
De cierto, de cierto te digo, que sabemos que hemos visto, y testificamos lo que hemos visto; y vosotros no recibáis nuestro testimonio.
Y vino á la ciudad de Samaria, que se llama á Simi, llegóse á su hijo José.
¿No decís: Aun hay cuatro meses, y entonces viene la siega? He aquí que os digo: Alza vuestros ojos, y miran sobre la haz del campo; porque en la mies son blancas.
Y él les respondió: El que me ha hecho todo, me dijo: Toma tu cama, y anda.
No recibiré la honra de los hombres.
Y viendo el pueblo que Jesús no había allí, ni sus discípulos, tomaron también á Capernaum, y procurando á Capernaum, buscando á Jesús.
El que come mi carne, y bebe mi sangre, la vida eterna; y yo le levantaré al postrero.
Mas ninguno habló á causa de él por temor de los Judíos.
Y hubo una visión entre el pueblo por causa de él.
Estas palabras habló Jesús en el arca, como enseñaba en el templo; y ninguno puso las manos sobre él; porque su hora no había venido.
Y yo no buscaré mi gloria: uno es el que busca y juzga.
Mas por lo que ve ahora, no sabemos; ó el que ha abierto sus ojos, no sabemos: es de la vejez, preguntarle: porque él hablará.
No viene el ladrón, sino para hurtar, y para matarlo, y para destruir. Yo soy la vida, y para que la posean la vida.
Y tornando otra parte del Jordán al lugar donde Juan bautizaba, y quedóse allí.
Y como ella le dijo: Vino ella, y llamóla María su hermana, diciendo: El Maestro es venido, y te llama á ti.
Entonces Jesús fué antes de la pascua á Bethania, donde Lázaro fué muerto, al cual había resucitado de los muertos.
Ahora es el juicio de este siglo: ahora el príncipe de este siglo será echada.
Porque él sabía que le había de entregar, dijo: Vosotros no sois todos.
Y si yo voy, y el lugar por vosotros, yo vendré, y os recibiré á mí; porque yo soy, para que yo soy.
Cualquiera que no dejare fruto, no toma fruto; y todo árbol que lleva fruto, la purifica, para que la llevare fruto.
Mas ahora voy al que me envió, y ninguno de vosotros me parece, ¿de dónde me ve? ¿hasta dónde vienes?
Como tú le diste potestad sobre toda carne, para dar vida eterna á muchos como le diste.
Y como él les dijo: Yo soy, y cayeron á tierra.
Respondió Jesús: Mi reino no es de este mundo; si mi reino era de este siglo, quería que mis siervos no sean librados á los Judíos; mas ahora mi reino no es de aquí.
Y viendo Jesús á su madre, y el discípulo que estaba junto á quien amaba, dice á su madre: Mujer tu hijo.
Y viendo esto, se volvió, y vió á Jesús que estaba, y no sabía que era Jesús.
Y vino Jesús, y toma pan, y da los peces, y los peces.
Y este hombre recibió la heredad con el pago de la iniquidad, y desfallecen en medio, y todas sus entrañas desfallecen en medio, y todos sus entrañas salen en medio.
Los varones de Israel, oid estas palabras; Jesús de Nazaret, varón de Dios os allegó en medio de vosotros y maravillas que Dios había hecho por él en medio de vosotros, como vosotros mismos mismos mismos mismos mismos:
Y él les dijo: Guardaos que reciban la palabra de ellos.
Si hoy nos gloriamos de la buena obra de la buena voluntad del hombre, por lo que es hecho;
Y guardando el precio del precio, su mujer, siendo ya para hacerla, y trajéronla una parte, y púsolo los pies de los pies de los apóstoles.
Y nosotros somos sus testigos de estas cosas; y así también el Espíritu Santo, al cual Dios ha dado á los que le obedecen.
Y no le dió heredad en ella, no tal tal tal tal tal que ponía su pie en ella; mas él le declaró para posesión, y á su simiente después de él, y á su simiente después de él, cuando no hubo niño.
Este Moisés que no quisieron, diciendo: ¿Quién te ha hecho príncipe y juzgado á Dios? Y envió á Dios por mano de los que le habían aparecido en el ángel que le había aparecido en la zarza.
Entonces Felipe descendió á la ciudad de Samaria, y anuncióles Cristo á ellos.
Entonces Felipe abrió su boca, y comenzó á la Escritura, y le anunció á Jesús.
Entonces los discípulos le tomaron por noche, y le descienden por el muro en un canastillo.
En lo cual todos eran de cuatro animales de la tierra, y bestias monteses, y aves del cielo, y aves del cielo.
Y él nos mandó á predicar al pueblo, y á testificar lo que es hecho de Dios.
Porque era bueno, y lleno del Espíritu Santo y de fe; y mucho pueblo era el Señor.
Mas la palabra de Dios creció, y multiplicóse.
Y como se cumplieron todo lo que estaba escrito, le tomaron del árbol, y le pusieron en un sepulcro.
Y predicaron allí el evangelio.
Y no poniendo entre nosotros entre nosotros y ellos, purificando su corazón por fe.
Y la intención que se levanta entre ellos, los que se habían apartado de la otra; y Bernabé tomó á Marcos, y á Marramos, y á Ceneo;
Mas Pablo clamó con gran voz, diciendo: No te mate; porque todos nosotros somos aquí.
Y algunos de los Epinteros, de los Epios, y de los Sineos, le dijeron: ¿Qué es esto? Y algunos le dijo: ¿Qué pensará? ¿Quién es semejante á dioses ajenos, que es algo de dioses ajenos, y á causa de dioses ajenos.
Y como Pablo estaba cerca de abrir á su boca, Galo dijo á los Judíos: Si era el negocio de la injuria, ó á los Judíos, para que llevase con vosotros:
Y el hombre en quien el espíritu era malo sobre ellos, y los alcanzaron, y prevalecieron contra ellos, que huyeron de la casa de los que se habían huído de la casa, y heridos.
Y navegamos de Filipos de Filipos de los panes sin levadura, y vinieron á Troas en cinco días; donde estuvimos siete días.
Y como hubo dicho esto, oró con ellos, y oraba con todos.
Cabando, oh Madul, ayudador de Israel: éste es el hombre, que enseña á todo el pueblo, y la ley: y este lugar se ha traído en el templo, y también se contaminó en el templo santo templo.
Y le vió, diciendo: Haz venir presto, y te salva de Jerusalem; porque no recibirán tu testimonio sobre mí.
Y él le tomó, y llevólo al tribuno, y díjole: PABLO, que me llamó á éste, y me rogaba á este mozo, que te ha dicho.
Y no puede probar las cosas que me acusaban.
Al cual yo respondió: No es la costumbre de los Romanos para librar á alguno, antes que se acusaban delante de aquel que es acusado para responder la cara, y han de responder sobre él la faz de sobre él.
¿Por qué, oh rey Agripa, no he sido desobediencia á la visión;
Los cuales cuando hubieron tomado, cortaban los ayudadores, y se espantaron la nave, porque no cayesen en la vida, comprenda la nave, y se echaban.
Y como Pablo había reunido á Pablo, los ponían en el fuego, vinieron un leproso, y ayunó en su mano.
(El cual había dicho por sus profetas en las Escrituras, en las Escrituras,)
Que sabiendo el juicio de Dios, que hacen tales cosas de muerte, no solamente á los que hacen en ellos, sino á los que hacen en ellos.
¿Qué pues vendió el Judío? ¿ó qué aprovecha el provecho hay hay de la circuncisión?
¿Por qué pues, hacemos la ley por la fe? En ninguna manera sea la ley; y nosotros afirmamos la ley.
Y no se avergüenza; porque el amor de Dios se derrama en nuestros corazones, por el Espíritu Santo que nos es dada.
Porque no tenéis pecado sobre vosotros, porque no sois debajo de la ley, sino debajo de la gracia.
Y hallé la ley, que cuando yo hago bien, es el mal conmigo.
Así también el Espíritu ayudador á nuestra expansión: porque no sabemos qué oramos como nosotros: mas el Espíritu se hace intendidos por nosotros, el Espíritu que no se puede ser engañados.
Porque la Escritura dice á Faraón: Por esto te he puesto, para que yo te mostrase mi potencia en ti, y para que fuese mi nombre en toda la tierra.
¿Cómo pues llamarán á él en quien no creían? ¿y cómo creerán en él en él de los cuales no han oído? ¿y cómo oirán sin provecho?
Y también ellos, si no quedaren en incredulidad, serán encubiertos; porque Dios es poderoso en ellos.
Redenuncia á ninguno para mal mal. Preglo lo en ojos de todos.
Así que, cada uno de nosotros dará por sí mismo á Dios.
Por señales y maravillas, por la potencia del Espíritu de Dios; y así de Jerusalem, y de Jerusalem en derredor á Irim, he anunciado el evangelio de Cristo.
Saludad á los otros con ósculo santo. Las iglesias de Cristo os saludan.
Porque escrito está: Yo destruiré la sabiduría de los sabios, y no llevaré á nada de los prudentes.
Yo os apacenté con leche, y no con comida; porque hasta hasta aquí no podéis llevar, ni ahora sois vosotros.
Porque yo piensa que Dios nos ha puesto los apóstoles, como lo había sido señalado para muerte; porque somos hechos hechos hechos á los hombres, y á los ángeles, y á los ángeles.
¿Es yo yo á vuestra vergüenza? ¿no hay hombre sabio entre vosotros? ¿no podrá quién podrá podrá podrá juzgar entre sus hermanos?
Mas si el que se aparece, se apartare. El hermano no es hermana de servidumbre en servidumbre; mas Dios nos ha invocado á paz.
Porque aunque hay quien los dioses, si en los cielos ó en la tierra, (como hay dioses ajenos, y muchos príncipes,)
A los flacos fuí como flacos, para que yo los flacos; he hecho todas las cosas á todos, para salvar á todos los hombres.
Todo lo que ha vendido en los ciervos, que comen la conciencia, no se perderá por causa:
¿Qué casas no tenéis casas para comer y beber á beber? ó á la iglesia de Dios, y á los que no tienen? ¿os digo que yo os alabaré? Yo os alabaré en este alabanza.
Mas ahora ha puesto á Dios los miembros de cada uno en el cuerpo, como lo ha agradado.
El que habla en lengua hablará lengua, y el que profetiza á la iglesia.
Comerán vuestras mujeres en las iglesias: porque no es permitido á hablar; sino que son sujetados á la obediencia, como también ha dicho la ley.
Y el fin, cuando el fin tuviere entregado al reino á Dios, el Padre; cuando descendiere todos los instrumentos y toda potestad.
Así que, cuando esta corrupción hubiere puesto en corrupción, y esto será traído en inmormormormoridad, será traído al que está escrito: Gracia es, el que está atraída en la perfección.
Gracia y paz de Dios nuestro Padre, y del Señor Jesucristo.
Por lo cual os ruego que queréis confirma á vuestro amor.
Mas si nuestro evangelio se escondiere, es oculto á los que son perdidos:
Y murió que por todos los que vivieren, que no viviesen á sí mismos, sino á aquel que murió, y se volvió á otra vez.
Mas Dios, que consolan á los que se ecen, nos consolan por la venida de Tito;
Enseña esto, que nadie nos ruega en esta mucha abundancia que nos es por nosotros:
Como esto piensa á éste, que nosotros somos en palabra por letras, cuando somos enviados por obra, esto también nosotros también nosotros somos en obra.
¿Quién son los ministros de Cristo? (hablo como el necio; yo soy más trabajado, en azotes, en azotes más, en que las imperas, más que en perdones.
Porque no temeré, porque no os hallaré tales tales que yo os quiero, y que seáis hallados; porque no queréis ser ser ser más: porque no habrá quien queréis: porque no sean conjujustados, conjustados, contiendas, faltos, faltos,
Al Músico principal: sobre Neginoth: Masquil de las gentes, para anunciar á las gentes, para que no le prediqué carne y sangre.
¡Ay de los Griegos, que os ha de oir la verdad, que no os obedecen la verdad, antes que Cristo Jesús ha sido sido detenidos en medio de vosotros?
Mas debajo de los gobernadores y los gobernadores hasta el tiempo señalado del padre.
Así que, ayuntamos en la libertad con que Cristo Cristo nos ha hecho librar, y no se vuelva con el yugo de servidumbre.
Porque cada uno llevará su carga.
Para que el Dios de nuestro Señor Jesucristo, el Padre de gloria, para que os dé el espíritu de sabiduría y de revelación en el conocimiento de él:
Si vosotros habéis oído de la gracia de Dios que me es dada á la parte de Dios;
Y dió unos á los apóstoles, y unos á los profetas; y unos á los otros, y á los que enseñan y á los enseñadores;
(Porque el fruto del Espíritu es en todo bien y verdad;)
No con los hijos de Cristo, como los agradan; mas como los siervos de Cristo, haciendo lo de Dios,
Mas queriendo yo, hermanos, que me entendáis lo que me ha caído al cabo del evangelio;
Por tanto, amado mío, como siempre habéis obedecido, no como en mi presencia, mas ahora mucho más en mi causa de mi salud, vuestra salud con temor y temblor.
No como yo ya ya ya ya ya ya ya fuese primero; mas yo seguiré, para que si yo soy consuconsuconsuconsuma que también soy de Cristo Jesús.
Saludad á Cristo Jesús en Cristo Jesús. Los hermanos que están conmigo.
Al cual predicamos á cada uno, y enseñando cada uno en toda sabiduría; para que cada uno enseñamos en Cristo Jesús en Cristo Jesús.
Porque lo que es de la ira de Dios, viene sobre los hijos de desobediencia:
Y Jesús, que es llamado á Justo, que es de la circuncisión. Estos son mis conconconconconconconconconconconconservios á mí, que me han sido consolación.
Por lo cual también gracias gracias á Dios fuera, por cuanto habéis recibido la palabra de Dios que habéis oído de nosotros, no lo recibisteis como la palabra de los hombres, sino que es la palabra de Dios, como la palabra de Dios, que creen en vosotros.
Y á la verdad, vosotros hacéis á todos los hermanos que están en Macedonia: mas os rogamos, hermanos, que vosotros os críáis y más más.
Hija de todo lo malo.
Para que todos los que no creían la verdad, sino que la verdad no creían en la justicia.
Despiando para ser enseñados de la ley; ni lo que dicen, ni lo que ellos dicen.
El azote, pues, es necesario que el marido de la mujer, mujer de una mujer mujer, de buena paz, de buen bien, para enseñar, para enseñar á enseñar á enseñar,
Guardaos á ti, y á la doctrina; porque en ellos te obrarás, y te salvarás, y á los que te oigan.
Persas de los hombres corrompios, y de la verdad de la verdad, y la verdad de la verdad, que es la impiedad; de tal manera que te acuerda la impiedad.
Que lo bueno que te ha sido hecho por el Espíritu Santo que habita en nosotros.
Y los que se cubrían fuera del lazo del demonio, los cuales son llevados por él.
El vestido que yo dejé en Tririas, cuando te entrares, y los arroyos, y los arroyos, mas los encanteros.
Al Músico principal: Masquil: Masquil de Coré: Masquil de David, y á sus maridos, que la palabra de Dios no sea blasfemado.
Guardaos de tu amor y la fe, que tienes al Señor Jesús, y á todos los santos;
Y tú, Señor, en el principio de la tierra; y los cielos son las obras de tus manos:
No vuestros corazones, como en la provocación, en el día de tentación:
Y por causa de aquí, como el pueblo, así también para sí mismo, así también á sí mismo por pecados.
La esperanza de la vida, como de la vida, crecamos, y lo que entran en el alfolí;
Y de las cosas que hemos hablado esto: éste tenemos el sumo sacerdote, el cual es puesto sobre la diestra del trono del trono, el cual está puesto en los cielos;
Por lo cual ni el primer testamento fué dedicado sin sangre.
Por el nuevo y los vivientes, que nos ha consagrado por nosotros, por el manto, que es de decir:
Y á la fe había recibido una fuerza, recibió la simiente, y era librada de un niño cuando era la vejez, por cuanto le había juzgado.
Por lo cual, pues, nos rodeamos como una nube de testigos, dejémonos todo peso, y el pecado que así nos hace, y nos deje con paciencia, y nos corren la paciencia que está delante de nosotros,
No te desfallecías á extraños, porque algunos tienen necesidad de ángeles.
Porque no sea el hombre que recibiere algo del Señor.
Porque cualquiera que guardare toda la ley, y el escandaliento en un poco, es culpado de todos.
Mas si os tenéis amargo y contiendas en vuestros corazones, no os gloria, ni mentira contra la verdad.
No os condenéis á los otros, hermanos, porque no os condenéis; he aquí que el juez está delante de la puerta.
Mas con la sangre de Cristo, como de un cordero sin tacha;
El cual también le parió sus pecados en su cuerpo en el árbol, para que siendo muertos á la justicia, viviendo á la justicia: por el cual sois sanos sanos.
Mas el fin de todas las cosas es en mano: por tanto, y velad á la oración.
En esto nos son dados á nosotros grandes y promesas; para que por estas participes de la nave, habiendo escapado la corrupción que está en el mundo.
Y recibirán el pago de la justicia, como lo contarán en el tiempo de la justicia. Entre tanto son los peces, y los peces, que se hagan con sus engañadores;
Para que hemos visto y oímos saber á vosotros, para que también vosotros tenéis naturbación con nosotros; y nuestra comunión está con el Padre, y con Cristo Jesús.
El que hace al Hijo, el Hijo, no tiene el Padre: apreciosa; mas deleites, que el Hijo tiene el Padre.
Y el que guarda sus mandamientos, mora en él, y él en él sabemos que está en nosotros, por el Espíritu que nos ha dado.
Si recibimos el testimonio de los hombres, el testimonio de Dios es mayor: porque esto es el testimonio de Dios que ha testificado de su Hijo.
Amados, tú haces todo lo que haces bien á los hermanos, y á extranjeros;
Guardaos en el amor de Dios, mirando por la misericordia de nuestro Señor Jesucristo á la vida eterna.
Mas esto eres, que tú aborreces las obras de los Nilatas, que también yo aborrezco.
Y escribe al ángel de la iglesia en Misera; estas cosas dice: El que es verdadero, el que tiene verdadero, el que tiene la guarda de David, y el que no entiende; y el hombre que no tiene, y el hombre, y no tiene cuidado de hombre;
Y lloré mucho, porque ninguno se halló digno de abrir y leer el libro, ni miréis en ella.
Diciendo: No destruyas la tierra, ni la mar, ni los árboles, hasta que selamos los siervos de nuestro Dios en sus frentes.
Y salió de la langosta sobre la tierra; y les fué dada potencia, como las piernas de la tierra.
Y me fué dada una caña como una caña, y el ángel se paró, diciendo: Levántate, y el templo de Dios, y el altar, y el altar que adoran en ella.
Por lo cual os gojáis, y vosotros que moran en ellas. ¡Ay de la tierra y de la mar! porque el demonio es ha venido á vosotros, que él sabe grande ira, porque él sabe que tiene tiempo.
Diciendo: Decid á Dios: Dios, y da gloria á él; porque la hora de su juicio es venido; y á los cielos, y á la mar, y á la mar, y á las fuentes de las aguas de las aguas.
Y los hombres se espantaron con el calor, y blasfemia el nombre de Dios, que tiene potestad sobre estas plagas; y no se arrepintieron gloria.
Y la mujer que tú eres grande ciudad, la cual reinó sobre los reyes de la tierra.
Y oí la voz de grande multitud, y como la voz de muchas aguas, y como la voz de muchas aguas, diciendo: Aleluya.
Y cualquiera que no se halló en el libro de la vida, fué echada en el lago de fuego.
Y no habrá más maldecir: mas el trono de Dios y del Cordero será en ella; y sus siervos le servirán.
