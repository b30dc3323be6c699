Hizo Dios dos grandes lámpagos, la luz que se enseñoreó el día, y la luz de la noche; y las estrellas se enseñoreó las estrellas.
Y Jehová Dios tomó al hombre, y le puso en el huerto de Edén, y para guardar.
Y llamó Adam á su mujer, Eva; porque era la madre de todos los vivientes.
Y á Seth, nació allí un hijo; y llamó su nombre Entreo, comenzó á invocar á invocar en el nombre de Jehová.
Y vivió Lamech después que engendró á Noé, quinientos y cinco años, y engendró hijos é hijas.
Y Noé era de edad de ciento y seis años sobre la tierra.
Y aun aun tuvo siete días; y enviaba la paloma, que no se volvieron más.
Y comenzó á ser labrados, y plantó viña:
Y á Sem, padre de todos los hijos de Eh, hermano de Japhet, á él le nacieron hijos.
Y vivió Peleg, después que engendró á Reu, doscientos y nueve años.
Y Jehová hizo con Faraón y su casa con grande plato de Sarai, por mujer de Abram.
Con todo Chêlaomer rey de Elam, y con Tidal rey de las naciones, y Amashath rey de Sinar, y á Arioch, rey de Epar; cuatro reyes con cinco reyes.
Y entrarás á tus padres en paz; serás enteramente en buena vejez.
Y te daré, y á tu simiente después de ti, la tierra en que tú eres extranjero, toda la tierra de Canaán, por posesión perpetuo; y yo seré su Dios.
Y Abraham y Sara era viejo y vida en la vejez, y cesó con Sara según la costumbre de mujeres.
He aquí ahora, yo tengo dos hijas que no conociese, me ruego, y os ruego que hagáis bien, y vosotros hagáis como bien en vuestros ojos: solamente no hagáis nada en ellas, porque no tienen necesidad de la sombra de mi roca.
Y la menor, parió un hijo, y llamó su nombre Benammi: el mismo es padre de los hijos de Ammón hasta hoy.
Y dijo Dios á Abraham: No sea en ti el mozo de tu sierva, y por cuanto tu sierva te ha dicho: toda aquella mujer te ha dicho, que te ha dicho á la voz en Isaac.
Y dijo Abraham: Hijo mío, Dios le propirá un cordero para holocausto; así así se juntaron de ellos.
Y respondiendo Ephrón le dijo:
Y ella le dijo: Yo soy hija de Bethuel, hijo de Milca, que parió á Nachôr.
Y comieron y bebieron, y los hombres que estaban con él, y se detuvieron toda noche; y se levantaron en la mañana, y dijo: Descenme quita.
Y estos son los años de la vida de Ismael, ciento y treinta y siete años; y dió el ejército, y fué reunido á su pueblo.
Y el varón se engrandeció, y fué hecho, y creció hasta que había mucho.
Ahora pues, hijo mío, obedeced mi voz conforme á lo que te mando.
Y dijo Esaú á su padre: ¿No eres tú una bendición, mi padre? Bendíjame, oh padre mío. Y Esaú se alzó su voz, y lloraron.
Y esto, que yo te he puesto por título, casa de Dios: y de todo lo que me dieres, daré la décima ma ma ma ma ma ma ma ma.
Y él también entró á Rachêl, y amaba á Rachêl que Lea, y sirvió á Rachêl siete años.
Y aconteció que, cuando Rachêl nació José, dijo á Labán: Despiérame, y me deje á mi lugar, y á mi tierra.
Y dijo: Alza ahora tus ojos, y vean todos los carneros que tocan sobre las bestias, son ajustados, y ensancadas, y enensanchando: porque he visto todas las cosas que te hace á Labán.
Si el Dios de mi padre no me conociste, el Dios de Abraham, y el temor de Isaac me has enviado, me has visto vacío. Dios ha visto, y me ha visto mi aflicción de mi aflicción y mi trabajo, y te reprenda la noche.
Y él le mandó el refrío, diciendo: Cuando mi hermano Esaú te castiga, y te pregunte, diciendo: ¿De quién eres tú y dónde vienes?
Y dijo Esaú: Ruégote que me dejes conmigo de los encantados. Y él dijo: ¿Qué es? ¿Qué te halla gracia en ojos de mi señor?
Y aconteció que como ellos estaban la tercera vez, dos hijos de Jacob, Simeón, y Leví, que su espada tomó, y tomó una espada sobre la ciudad, y vino sobre la ciudad, y mató á todos los varones, y mató á todo varón.
Los hijos de Rachêl: José, y Benjamín:
Y los hijos de Ana fueron: Disón, y Aholibama hija de Ana.
Y sus hermanos fueron á apacentar las ovejas de su padre en Sichêm.
Y Judá tomó mujer por mujer á Er su primogénito, cuyo nombre Thamar fué Thamar.
Y dejó á todo lo que tenía en José, y no sabía que había hecho, sino que comió el pan que comió.
Y en tres días alzará Faraón tu cabeza, y te restituirá á tu lugar; y tú librarás el cáliz de Faraón, después que fuiste su mano izquierda.
Y el lejino y el rollo que hace las siete vacas:
Y á José nacieron dos hijos delante de los años de hambre, que Asenath hija de Potim, sacerdote de Potim, sacerdote le parió.
Y no sabían que José les entendiesen, porque les habló por interpretación.
Y los hombres que se tomaron, y tomaron el dinero en su mano, y se levantaron; y levantóse, y se levantó á Egipto, y púsose delante de José.
Entonces, y los que los hombres tomaban cada uno á la tierra, y abrió cada uno su gallo.
Y me envió Dios delante de vosotros, para que os guarden en la tierra, y para salvar vuestra vida por grande libertad.
Los hijos de Rubén: Hanoch, Phallu, y Hesrón, y Carmi.
Y Faraón habló á José, diciendo: Tu padre y tus hermanos son á ti.
Y díjome: He aquí que yo te haré fructifico, y te multiplicaré, y te pondré en multitud de pueblos; y esta tierra á tu simiente por heredad, por heredad perpetua.
Sus ojos serán con vino, y sus dientes blancos blanca.
Y subiendo con él los carros y los de los de los de los de los de una gente.
Y los Egipcios hicieron á servir á los hijos de Israel, y sirvieron á los hijos de Israel.
Y Moisés era contentado con el hombre; y dió Moisés á Zipachâ su hija.
Y Jehová dijo á Moisés: Entra mano, y tomóla por el aposento. Y él extendió su mano, y la prenda en su mano.
Y ellos dijeron: El Dios de los Hebreos ha de venir con nosotros: ve ahora tres días al desierto, y sacrifiquemos á Jehová nuestro Dios, porque no caiga sobre nosotros, ni caiga con pestilencia, ni con pestilencia.
Y Jehová habló á Moisés, diciendo:
Y Moisés y Aarón entró á Faraón, y así hicieron como Jehová había mandado: y echó Aarón su vara delante de Faraón, y delante de sus siervos, y se fué serpiente serpiente.
Y viendo Faraón que había allí allí repudo, endureció su corazón, y no los escuchó; como Jehová lo había dicho.
Y Jehová dijo á Moisés: Levántate por la mañana, y estále delante de Faraón, y le dicen: Así ha dicho Jehová Dios de los Hebreos: Deja ir á mi pueblo, para que me sirvan.
Y Moisés y Aarón se volvió á Faraón, y díjoles: Ve, servid á Jehová vuestro Dios: ¿quién son los que son?
Y Jehová dijo á Moisés: Yo no os oirá; para que sean multiplicados mis maravillas en la tierra de Egipto.
Y aconteció que en media noche hirió á Jehová todo primogénito en la tierra de Egipto, desde el primogénito de Faraón, que estaba sentado en el primogénito de la cautividad, en el primogénito de los primogénitos; y todo primogénito de bestias.
Y tú mostrarás tu hijo en aquel día, diciendo: Esta es por cuanto Jehová me hizo cuando me saliese de Egipto.
Mas tú alzarás tu vara, y extenderás tu mano sobre la mar, y la dejarás: y los hijos de Israel irán en seco de la mar.
Y los duques de Edom serán probados; los valientes de Moab, temblor or or, todos los moradores de Canaán se desfallecerán; y los moradores de Canaán se desfallecerán.
Y cuando lo hicieron con un omer omer, no había juntado mucho, y que no había juntado; todos los hombres se juntaron, cada uno según su comunión.
Mas los manos de Moisés se agravaron, y tomaron una piedra, y púsola debajo de él; y se sentó Aarón, y Hur se puso sus manos sobre el uno, y el otro á la otra parte de la otra, y las otras manos se postraban.
Y juzgaron al pueblo en todas las cardillas; los cuales llevaban á Moisés, mas todos los pequeños.
No te harás una imagen de talla, ni alguna cosa alguna cosa que está en el cielo, ni en la tierra abajo, ni en las aguas debajo de la tierra:
Si no agradare á su señor, el cual se ha desdescubierto, será rescatado: para vender á su nación extraña, no tiene potestad, porque no tiene potestad.
Si el ladrón se halló, y no se ha de ser muerto, allí no se derramará sangre.
No te levantarás una falsa: no pon tu mano con los malos.
Y pondré tus fortalezas desde el mar Bermejo hasta la mar de los Filisteos, y desde el desierto hasta el río: porque yo entregaré los moradores de la tierra en vuestra mano, y los echarás delante de ti.
Y harán el arca de madera de Sittim: de dos codos y medio de ella será su longitud, y su anchura de codo y medio de un codo y medio de un codo.
Y mirás que los hacen según su regación, que te había hecho en el monte.
Y tú harás el tabernáculo conforme al que te había hecho en el monte.
Y harás vestimentas vestimentas de Aarón tu hermano para gloria y hermosura.
Y habrá en el dedo de ella, en medio de ella, en medio de ella será descubierta: una repudiada de regagación en sus alrededores, como la nilla de la coja, que no se rasgó.
Y tomarás el otro carnero, y Aarón y sus hijos pondrán sus manos sobre la cabeza del carnero.
Y lo cubrirás de oro puro, y sus cuernos, y sus cuernos, y sus cuernos; y harás una corona de oro alrededor.
Cualquiera que hiciere, ó cualquiera que hubiere de comer, ó cualquiera que hubiere de su pueblo, será talada de su pueblo.
Y Jehová dijo á Moisés: Ve, porque tu pueblo, que tú sacaste de la tierra de Egipto, se han corrompido de la tierra de Egipto, se han corrompido.
Y enviaré un ángel delante de ti, y echaré al Cananeo, al Hetheo, y al Pherezeo, y al Pherezeo, y al Jebuseo.
Y dijo: Si ahora he hallado gracia en tus ojos, oh Señor, ruégote que vaya entre nosotros, porque es pueblo de dura dura dura dura dura; y nos has pueblo de cerviz, y nos quitaremos á nuestra maldad y á nosotros, y nos tomamos por tu heredad.
Y habló Moisés á toda la congregación de los hijos de Israel, diciendo: Esto es lo que Jehová mandó, diciendo:
Y puso en su corazón, para enseñar, y á Aholiab, hijo de Ahisamach, hijo de Dan.
Y se juntaron abajo, y juntaron en su cabeza, á una una palma; así hizo á ambos en los rincones.
Y una una zana debajo de dos brazos, y una zana debajo de dos brazos, y una una zana debajo de dos brazos, según las otras dos brazos de él, conforme á las seis brazos de ella.
Y Bezaleel hijo de Uri, hijo de Hur, de la tribu de Judá, hicieron todo lo que Jehová mandó á Moisés.
Y ataron el racional con sus anillos á los anillos del ephod con un pecho de jacinto, para que fuese sobre el cinto del ephod, y no se soltarse de la racional del ephod, y no se soltaría como Jehová lo mandó á Moisés.
Y pondrás en el atrio alrededor, y cola al atrio.
Porque la nube de Jehová estaba sobre el tabernáculo, y el fuego estaba en ella, delante de toda la casa de Israel, por todas sus jornadas.
Y todo presente de tu presente harás de sal, ni dejarás la sal del pacto de tu Dios para ser rescate de tu presente: con todo tu presente ofrecerás la sal.
Como el becerro del sacrificio de las paces, de las paces: y el sacerdote los quemará sobre el altar del holocausto.
Y será que cuando fuere culpado en uno de estas cosas, él confesará al que pecare en lo que hubiere pecado:
Y la repudiada de Aarón y sus hijos comerán pan: con los panes sin levadura se comerá en el lugar del tabernáculo del testimonio, en el atrio del tabernáculo del testimonio.
Mas si el sacrificio de su ofrenda, ó ofrenda encendida, será de él el día que ofreciere su sacrificio; y el día siguiente se comerá de él, y el día siguiente se comerá de ella:
Y puso el racional sobre él: y él puso en el racional.
Y él dijo á Aarón: Toma un becerro por expiación por el pecado, y carnero por holocausto sin defecto los ofrecerás delante de Jehová.
Y Jehová habló á Aarón, diciendo:
Y el puerco, y el pelo, y el águila,
Y Jehová habló á Moisés, diciendo:
Mas si la mancha se hubiere en su lugar, y no se extendiere, y se hará arder; y el sacerdote lo dará por limpio.
Y si el sacerdote mirará, y he aquí que la plaga no se hubiere extendido en el vestido, ó en el estanque, ó en la lana, ó en cualquiera cosa de piel,
Y tomará el sacerdote el carnero de la expiación, y el log de aceite, y el sacerdote los apreciará por ofrenda agitada delante de Jehová:
Esta es la ley por toda la ley de lepra, y llamando,
Y cualquiera que tocare estas cosas, será inmundo, y lavará sus vestidos, y se lavará sus vestidos, y será inmundo hasta la tarde.
Y lavará con agua sus carnes en el lugar santo, y vistió sus vestidos, y saldráse, y ofrece su holocausto, y el holocausto del pueblo, y hará expiación por sí.
Guardad mis derechos, y guardaréis mis ordenanzas, para andar en ella: Yo Jehová vuestro Dios.
No os apartéis á ídolos, ni hagáis dioses de fundición: Yo Jehová vuestro Dios.
Mas el extranjero que mora con vosotros, será como un nacido entre vosotros, y tú lo amarás como á ti; porque extranjeros en la tierra de Egipto: Yo Jehová vuestro Dios.
Y el hombre ó la mujer que tiene espíritu de pha, ó que se haga morir, morirá: piedra serán sobre ellos.
La alma que se tocó á cualquiera que tocare, será inmundo hasta que no comerá de las santas, sin que lavarse con agua.
Seis días se hará obra: mas el séptimo día es sábado, ninguna obra servil haréis: ninguna obra obra en ella en todos vuestros moradas.
Y Jehová habló á Moisés, diciendo:
Y si alguno hiciere una cosa en su prójimo, así lo hizo, así lo hará;
Y si el hombre no tuviere redimir, y se puede redimir;
No os haréis ídolos ni esculpidichos, ni os levantaréis imagen, ni os pondrá imagen de piedra en vuestra tierra, para que la quemase; porque yo soy Jehová vuestro Dios.
Y pondré vuestras ciudades, y traeréis vuestra vuestra vuestra santidad, y no olor olor suave á vuestra suciedad.
Y si el que santificare su casa, entonces añaderá la quinto del dinero de tu estimación, y será su estimación.
De Benjamín, Abián hijo de Gedeón.
Los contados de ellos, de la tribu de Aser, cuarenta y cinco mil y quinientos.
Y el tabernáculo del testimonio se hará con el campo de los Levitas en medio del campo; y así se tornarán á cada uno en su lugar, así se encargarán cada uno en sus cuerdas.
Porque todo primogénito es mi primogénito; porque el día que hirió todos los primogénitos en la tierra de Egipto me santificaré á mí todo primogénito, en Israel y bestias: yo soy yo.
Y todos los varones de los varones por el número de los nombres, de un mes arriba, de los contados de ellos, veinte y dos mil y sesenta y sesenta.
Toma también la cuenta de los hijos de Gersón, por sus familias, por sus familias, por sus familias;
Un macho y hembra lo pondrán fuera del campo, sin que no contaminéis sus cachorros, en medio de los cuales moran en medio de la cual moré.
Habla á los hijos de Israel, y diles: Cuando alguno se apartará á voto de Nidor, para apartarse de Niencia á Jehová:
Toma de ellos para hacer el servicio del tabernáculo del testimonio, y les darás á los Levitas, conforme á todo hombre que le diesen cada uno conforme á su servicio.
Y para sacrificio de paces, dos bueyes, cinco carneros, cinco machos de cabrío, cinco corderos de un año. Esta fué la ofrenda de Elisur hijo de Sedeur.
Y para sacrificio de paces, dos bueyes, cinco carneros, cinco machos de cabrío, cinco corderos de un año. Esta fué la ofrenda de Abidi hijo de Gedeón.
Toma los Levitas de entre los hijos de Israel, y los limpiarás.
Habla á los hijos de Israel, diciendo: Si alguno de vosotros ó de vuestra posteridad, será inmundo por causa de un cuerpo muerto, ó de lejos, y será en un camino de lejos á Jehová.
Y el tabernáculo fué derribado, y los hijos de Gersón y los hijos de Merari, que llevasen el tabernáculo.
Y dijo Moisés á Jehová: ¿Por qué has afligido tu siervo? ¿y por qué no he hallado gracia en tus ojos, que tú has hallado la carga de todo este pueblo sobre mí?
Y dijo: Oid ahora mis palabras; si hay profeta entre vosotros, yo Jehová me haré notorio en visión, y hablare en sueños.
Y subieron, y escudriñaron la tierra del desierto á Rehob, como los hombres que habían venido á Hamath.
Jehová es la paciencia, y la grande misericordia, y la maldad de la maldad, y no se hace hacer hacer la iniquidad, la iniquidad de los padres sobre los hijos de los padres, sobre los hijos de la cuarta generación.
Y hará ofrenda á Jehová holocausto, ó sacrificio, ó sacrificio de ovejas, ó ofrenda de olor, ó de olor, ó de suavidad, ó en vuestras solemnidades, para hacer olor suave á Jehová, de ovejas, ó de ovejas, ó de ovejas, ó de ovejas,
Y lo hallaron que le trajeron cococojas, le trajeron á Moisés y á Aarón, y á toda la congregación.
Y cayeron sobre sus rostros, y dijeron: Dios de los espíritus de toda carne, ¿de todos los espíritus, y te enojarás con toda la congregación?
Habla á los hijos de Israel, y toma de cada uno conforme á la casa de sus padres, de todos sus príncipes, conforme á la casa de sus padres: escriescribirás sobre cada uno en su vara.
Todas las ofrendas de las santas santas, que los hijos de Israel te ofreceré á Jehová, y á tus hijos contigo, por estatuto perpetuo: es la sal de Jehová para siempre: es alianza de sal para siempre.
Y tomarán de ceniza el holocausto de la vaca del holocausto, y el agua de la purificación se vestirá en un vaso de agua, y se vestirá en un vaso de barro:
Toma á Aarón y á Eleazar su hijo, y traedlos al monte de Hor.
Porque Hesbón fué la ciudad de Sehón rey de los Amorrheos, que pelearon contra el principio del rey de Moab, y tomó toda su tierra á Arnón hasta Arnón.
Y levantóse Balaam en la mañana, y enenenalbardó su asno, y fué con los príncipes de Moab.
¿Quién podrá cuenta el polvo de Jacob, y el número de la cuarta parte de Israel? Dame la muerte del justo, y mi postre e como su postrimería como su postrimería.
Y el furor de Balac se encendió contra Balaam, y metiólo sus manos; y dijo Balac á Balaam: Yo te llamé á mi maldición, y he aquí que tú los has bendito estas tres veces.
Y el nombre de los Madianitas que fué muerto á Rebi, hija de Zur; y era cabeza de Zur, pueblo de la casa de Madián en Madián.
Estas son las familias de los Moabitas por sus contados, sesenta y cinco mil y quinientos.
Y estos son contados de los Levitas, por sus familias: de Gersón, la familia de los Gersón: de Coath, la familia de Coath, la familia de los Coathitas; de Merari, la familia de los Asirios.
Y Moisés lo hizo como Jehová le mandó: y tomó Josué, y púsole delante del sacerdote, y delante de toda la congregación.
Los siete corderos á un epha, cada uno por los siete corderos;
Y un macho cabrío por expiación; además del holocausto continuo, y su libación.
Y habló Moisés al pueblo, diciendo: Arm de vosotros á la guerra, y dejad contra los Madianitas, y vengan á Jehová de Madián.
Y sesenta y doce mil y dos mil,
Porque como subieron al valle de Eisga, y vió la tierra, desparon el corazón de los hijos de Israel, que no vayan á la tierra que Jehová les había dado.
Y los hijos de Machîr hijo de Manasés, fué á Galaad, y tomólo al Amorrheo que estaba en ella.
Y partidos de Tahath, asentaron en Tara.
Y Jehová habló á Moisés, diciendo:
Manda á los hijos de Israel, que dan á los Levitas de su posesión en ella; y vosotros también daréis á los ejidos por las ciudades de ellas.
Y no tomarás de su refugio para que se huyese la ciudad de su refugio, para que se quedase en la tierra hasta que mora la muerte del sacerdote.
Y tomé los príncipes de vuestras tribus, sabios, y conocidos, y los ponían por cabezas sobre vosotros, capitanes, y centuriones, y centuriones, y centuriones, y sobre cincuenta, y sobre vuestros oficiales.
Y tornasteis y llorasteis delante de Jehová; mas Jehová no escuchó á vuestra voz, ni os dé oído.
(Como los hijos de Esaú que moran en Seir, y los Moabitas que moran en Ar, me ha de pasar el Jordán, hasta que yo Jehová nuestro Dios nos da.
No temáis: porque Jehová vuestro Dios peleará.
Mirad, porque no os olvidáis el pacto de Jehová vuestro Dios, que hizo con vosotros, y os hará una imagen de talla, ó de talla, ó de ninguna cosa que Jehová tu Dios te ha dado.
Jehová habló con vosotros cara á rostro en el monte de en medio del fuego,
ESTOS son los mandamientos, estatutos y derechos, que Jehová vuestro Dios os mandó á enseñar, para que los ponéis en la tierra á la cual podéis poseer en la tierra á la cual podéis poseer:
Porque tú eres pueblo santo á Jehová tu Dios: Jehová tu Dios te ha escogido para ser pueblo, sobre sí mismo pueblo, sobre todo el pueblo que está sobre la haz de la tierra.
Cuando hubieres comido y harte, bendito á Jehová tu Dios por la tierra que te ha dado.
Y Jehová se enojó contra Aarón para destruirlo; y oré también á Aarón el mismo tiempo.
El es tu alabanza, y él es tu Dios, que te ha hecho esto y terrible, que tus ojos han visto.
Y será que cuando Jehová tu Dios te hubiere metido en la tierra á donde quiera que la poseas la bendición de Gerigilia, y la maldición sobre el monte de Ebal.
Y ofrecerás tus holocaustos, la carne y la sangre sobre el altar de Jehová tu Dios: y la sangre de tus sacrificios será derramada sobre el altar de Jehová tu Dios, y comerás la carne.
Mas vosotros no comeréis de los que los retienen, ó de los que son vestimentados, como el redaño, y el almendras, y el injusta; porque las retraigan, mas no os revan la reconocer, mas no os apartan.
Mas tú abrarás tu mano, y le alcanzará, y le amonestarás su necesidad, que en lo que tiene.
Santiantiantial pues, Jehová tu Dios en el lugar que Jehová tu Dios escogiere; porque Jehová tu Dios te bendecirá en todas las obras de tus manos, y en todas las obras de tus manos te alegrarás.
Y esto será del sacerdote, del pueblo de ellos, de los que sacrifica sacrificio, ó ovejas, ó el sacerdote, y darán al sacerdote, y las dos semanas, y los dos semanas, y los dos semanas, y las dos semanas.
Mas si alguno aborrece á su prójimo, y durmiere en él, y levantare contra él, y herid al que muera, y á una infiel en una una una de estas ciudades:
Solamente los árboles que sabes que no son los árboles para comer, y los destruirás; y edificarás contra la ciudad que la hace guerra, hasta que la guerra te hace desarraigar.
Mas tú en alguno te dejarás la coja, y toma al mozo; y te sea contigo, y te demanda que tus días.
No codiciarás á Edil, porque es tu hermano: no codiciarás á tu tierra; porque fuiste peregrino en su tierra.
Y si el hombre fuere pobre, no dormirás con su prenda:
Y será que cuando entrares á la tierra que Jehová tu Dios te da por heredad, y poseas, y mora en ella, y mora en ella.
Estas estarán sobre el monte de Geriim, para bendecir al pueblo, cuando hubiereis pasado el Jordán, Simeón, Judá, y Issachâr, y á José, y á Benjamín.
Maldito serás en la ciudad, y maldiarás en el campo.
Y te serán sobre ti por señal y por las maravillas para siempre.
Y tomamos su tierra, y diólo por heredad á los Rubenitas, y á los Gaditas, y á la media tribu de Manasés.
Y Jehová tu Dios te hará en toda obra de tu mano, en el fruto de tu vientre, y en el fruto de tu bestia, y en el fruto de tu tierra, y en el fruto de tu tierra: porque Jehová se alegrará bien, como Jehová se alegrará.
Ahora pues, escribáis este cántico, y enseñad los hijos de Israel: poned en sus bocas, para que este cántico sea testigo contra los hijos de Israel.
Y viendo Jehová, los hizo respeto, porque de sus hijos, y de sus hijas.
Sube á este monte Abarim, al monte de Nebo, que está en la tierra de Moab, que está sobre Jericó; y he aquí la tierra de Canaán, que yo doy á los hijos de Israel:
El Dios es el que es tu refugio, y el que entiende los brazos, y el enemigo se desechó de delante de ti; y dirá: Dejas.
Y ellos respondieron á Josué, diciendo: Todo lo que nos mandaste, y á donde nos mandaste, y á donde nos mandaremos.
Y habrá entre vosotros entre vosotros y dos mil codos por medida; no venga á ella, para que sepáis el camino por la cual podéis que vosotros, porque no os habéis de ser antes.
Y Josué mandó á los sacerdotes, diciendo: Subid del Jordán.
Y aconteció que, como Josué habló al pueblo, los siete sacerdotes que tocaban las siete bocinas de carneros, y las bocinas de las bocinas: y tocad con las bocinas del pacto de Jehová los seguían.
Israel, y ellos se rebelaron mi pacto que les mandé; porque ellos ellos ellos han tomado de malmaldiciones, y también se desecharon, y desdesecharon también entre sí, y desecharon.
Y Josué y todo Israel hicieron como ellos ellos, y huyeron por el camino del desierto.
Y todo lo que hizo á los dos reyes de los Amorrheos, que estaban de la otra parte del Jordán, á Sehón rey de Hesbón, y á Og rey de Basán.
Y el sol se paró, y la luna se detuvo en que se había vendido sobre sus enemigos. ¿No está esto esto en el libro de Jasón? Y el sol se paró en medio del cielo, y no descendía.
Y Josué se volvió, y todo Israel con él, al campo á Gilgal.
Y estos son los reyes de la tierra que Josué y los hijos de Israel hirieron á esta parte del Jordán, desde Baal-gad en el valle del Líbano hasta el monte de Seir, hasta el monte de Seir, que sube á Josué, á las tribus de Israel;
Mas los hijos de Israel no rererevolvieron á los de los Zachêritas, ni á Gessusuri; sino á la Gessusua y á los de los Israelitas habitantes de hoy.
Y ahora, he aquí que Jehová me ha guardado vida, como dijo: estos cuarenta y cinco años, desde la palabra de Jehová hasta Moisés, cuando los hijos de Israel se habían sido deshonrado en el desierto; y he aquí, ahora soy ochenta y ochenta años.
Y Hasor, Hadadh, Chênathoth, y Hesrón, que es Hasor,
Maón, Ziph, y Ziph,
Mas los hijos de Manasés no pueron echar los que habitaban en la tierra.
Y Chêharai, Ophni, Gphni, doce ciudades con sus aldeas.
Y Apham, Aphaxa, y Michêal; y al Carmelo, y á Siblath;
Y si el pariente de la sangre seguía, no lo librará al homicida; porque él hirió á su prójimo, porque hirió á su prójimo, y no le aborrecía.
Todas las ciudades de los hijos de Coath por sus ejidos, los cuales habían quedado de los hijos de Coath.
Y los hijos de Israel dijeron: He aquí, los hijos de Rubén y los hijos de Gad y la media tribu de Manasés, edificaron un altar sobre la tierra de Canaán, en las términos del Jordán, en las términos de los hijos de Israel.
Que no habéis venido entre estas gentes, que quedan entre vosotros; ni hagáis memoria de su nombre, ni á juraros por ellos, ni les sirváis, ni os serviréis, ni os serviréis, ni os inclinéis á ellos.
Y el pueblo dijo á Josué: No, sino á Jehová serviremos.
Y tomó Judá con su término, y Ascalón con sus términos, y Ecrón con sus términos.
Y dejaron á Jehová Dios de sus padres, que los sacó de la tierra de Egipto, y siguieron dioses dioses dioses ajenos, y siguiendo á ellos á Jehová de los dioses de los pueblos que estaban alrededor, y se rebelaron á Jehová.
Y volviéndose él de la nave que por Gilgal, dijo: Yo he aquí que te ha sido oculto y dijo: Da, rey, que se pareciese. Y todo lo que estaba junto á él.
Y salió Jaasa á recibirle, y díjole: Volveos en mi señor, para convertir en mí; no temas. Y cuando se volvió á su tienda, cubrióle con manto de manto.
Bendito sea á Jael, mujer de Heber Cineo, bendita será arriba en el tienda.
Y Jehová le dijo: Paz, no temas; no morirás.
Y como Gedeón vino, he aquí un hombre que había dicho á su compañero, y dijo: He aquí que yo soñía un sueño, y he aquí una torta de cebada, un pan de cebada se desdesdesdesdesdesdesdesdesea, y vino á la tienda que se había caído, y se había descubierto.
Y él dijo á Zeba y á Zalmunna: ¿Qué es de los hombres que habéis muerto á Tabor? Y ellos respondieron: Como tú eres una una una una criada, cada uno de los hijos del rey.
Y los de la vid les dijo: ¿Tengo yo mi vino, que Dios y ve á ser probados sobre los árboles?
Y tomó al pueblo, y les repartió en tres escuadrones, y pusieron en el campo, y miraron, y he aquí que el pueblo había salido de la ciudad; y él se levantó contra ellos, y los hirió.
Y quitaron los dioses ajenos de entre ellos, y sirvieron á Jehová: y su alma se entristeció por el trabajo de Israel.
Mas el rey de los hijos de Ammón no oyeron á las palabras de Jephté que le envió.
Y el ángel de Jehová se apareció á la mujer, y díjole: He aquí ahora eres estéril, y no pares: mas tú llevarás hijo.
Y después que él se volvió á tomar, y se apartó á ver al cuerpo del león; y he aquí que había un brazo extendido, y miel en el cuerpo cuerpo cuerpo muerto.
Y era un gran gran vigil, y llamó á Jehová, y dijo: Tú has dado esta grande salud en mano de tu siervo: y ahora moraré en la mano de incircuncisión, y caí en la mano de incircuncisión.
Y llamando Samsón á Jehová, dijo: Señor Jehová, te acordé ahora, y me fortifime, y me ruego que me sea una vez, oh Dios, para que se ha de parezca á la una vez de los Filisteos.
Y respondió los cinco varones que salían á reconocer la tierra de Lais, y dijeron á sus hermanos: ¿No sabéis que hay en estas casas, y de talla, y de talla, y de talla, y de talla, y de fundición, y de talla, y de talla, ¿qué habéis oído?
Y dijo á su criado: Ven, y nos llegamos á uno de estos lugares de noche, en Gabaa, ó en Rama.
Ahora pues, libramos los hombres, los hijos de Belial, que están en Gabaa, para que los ponemos á muerte, y quitaremos mal de Israel. Mas los hijos de Benjamín no escucharon la voz de sus hermanos, los hijos de Israel.
Y restaron los hijos de Benjamín en derredor, y los aherían, y los acogieron con Gabaa sobre Gabaa.
En aquellos días no hubo rey en Israel; cada uno que era recto en sus ojos.
Y Booz dijo á Ruth: ¿No has de ser mi hija? No salgas á otro campo, ni salgas de aquí, sino que esten mis criadas:
Y dijo: Traed el velo que tienes sobre ti, y la fortaleza. Y cuando ella la plantó, midió seis medidas de cebada, y púsolo en ella.
Mas á Hanna dió digno de parte; porque amna amna; mas Jehová le había cercado su vientre.
Jehová hace pobre, y hace los ricos: entiende y entiende.
Y el niño Samuel le servían delante de Eli. Y la palabra de Jehová era preciosa en aquellos días; no había visión visión visión en aquellos días.
Y los Filisteos pelearon, y fué herido á Israel, y huyeron cada uno á su tienda: y había allí un gran mortandad en gran mortandad, porque había caído treinta mil hombres.
¿Por qué pues hacéis vosotros los corazones, como los Egipcios y los Egipcios endurecieron á Faraón y á sus corazones? ¿no dejan ir al pueblo, y se se fueron?
Y juzgó Samuel á Israel todos los días de su vida.
Y él le dijo: He aquí ahora hay en esta ciudad de Dios, y él es el hombre que tiene tiene el hombre; todos los que viene: quizá nos deje allá allá; quizá nos mostrará á nosotros nosotros que nos nos mostramos.
Y como él se volvió á ir á su vuelto, le dió Dios á otro corazón: y todas estas señales que habían venido á hoy.
Y el pueblo dijo á Samuel: ¿Quién es el que dijo: ¿Quién es el que Saúl reinamos? ¿para que los hombres los ponemos á muerte.
Saúl le escogió tres mil hombres de Israel; de dos mil de Saúl, y en el monte de Beth-el, y mil con Jonathán en Gabaa de Benjamín. Y los demás los del pueblo envió á cada uno á su tienda.
Si dieren así: Tartad hasta que vengamos á vosotros, entonces nos estaremos en nuestra lugar, y no subiremos á ellos.
Porque como Jehová vive, que se ha de ser Israel, aunque sea en Jonathán mi hijo, morirá. Mas no hubo hombre entre todo el pueblo que le respondió.
Y Samuel dijo: Cuando fuiste poco en tus ojos, ¿no fuiste tú la cabeza de las tribus de Israel, y Jehová te ungiste por rey sobre Israel?
Y él envió, y le trajeron. Y él era de la hermosa, y de la hermosa de rostro, y de mirra á ver. Y Jehová le dijo: Levántate. Levántate, pues, él es éste.
Y Saúl, y todos los hombres de Israel, estaban en el valle de Ela, con los Filisteos.
Y puso David su mano en su careng, y tomó una piedra, y la hirió al Filisteo en su frente, y metiólo al Filisteo, que la piedra se hace en su frente á su frente; y cayó sobre la tierra.
Y Saúl le dijo: Yo le daré, y será lazo, y que la mano de los Filisteos se pueda ser contra él. Por tanto Saúl dijo á David: Tú pues te has dicho hoy en mi ley en el uno de los dos en el uno de los dos en el uno.
Y como Saúl fué dado aviso á Saúl, envió otros mensajeros, y profetizaban. Y Saúl envió mensajeros.
Y aconteció que el día siguiente, que era el segundo mes, el lugar de David era vacío; y Saúl dijo á su hijo: ¿Por qué no viene el hijo de Isaí, ni de día ni de de de Isaí?
¿Tengo yo necesidad de los hombres, que habéis traído á éste al hombre que me ha puesto en mi presencia? ¿vendrá esto en mi casa?
Y fué dicho á Saúl que David había venido á Keila. Y Saúl dijo: Dios ha entregado en mi mano, porque está cerrada en la entrada de las puertas que tiene cerco y cerrojos.
Y dijo David á Saúl: ¿Por qué miras de los hombres, diciendo: He aquí David busca tu mal?
Ahora pues, y mira lo que hagas, porque mal es determinado contra nuestra señor, y contra toda su familia; porque es hijo de Belielial, que no puede hablar á él.
Y Saúl asentaron en el collado de Cinla, que está delante de Jesón, por el camino. Mas David estaba en el desierto, y vió que Saúl había entrado en el desierto.
Y subió David y sus hombres, y los de los Gessutas, y los de los Amalecitas, y los Amalecitas; porque las gentes de los que habitaban en la tierra de los que moran hasta Shur, como tú, hasta la tierra de Egipto.
Y los Filisteos juntaron á Aphec, á Aphec, y los Israelitas asentaron en fuente.
Y tomó David todos los rebaños y las vacas que habían recostado delante de aquellos animales, y dijeron: Esta es la presa.
Y el mozo que le dijo: Como yo extiende por el monte de Gilboa, he aquí Saúl se retragó sobre su lanza, y he aquí que los carros y gente de á caballo se le siguieron.
E hizo el rey sobre Galaad, y sobre los Aritas, y sobre Jezreel, y sobre todo Israel, y sobre todo Israel.
Y Saúl tenía concubina, que Rispa, hija de Apa, y Is-boseth á Abner: ¿Por qué has venido á Abner á Abner en la concubina de mi padre?
Porque todo el pueblo y todo Israel entendió que no era del rey á Abner hijo de Ner.
Elisama, Elisama, Eliphelet.
Y dijo David á Michâl: Yo era antes que me escogió delante de Jehová tu padre, y delante de toda su casa, para que me señalasen el príncipe de Jehová; por tanto yo te aplaplato delante de Jehová.
Ahora pues, Señor Jehová, tú eres tú, Dios, y tus palabras, y tú has dicho esto á tu siervo:
Y dijo Siba al rey: Conforme á todo lo que mi señor el rey ha mandado, así hará tu siervo. Y el rey dijo: De Mephi-boseth, comerá como uno de mi mesa, como uno de los hijos del rey.
Y Uría en la puerta del rey, durmió á la casa del rey con todos los siervos de su señor, y no descendía á su casa.
Porque tú lo has hecho, y haré esto delante de todo Israel, y delante del sol.
Y como ella lo lo trajese, tomó de ella, y díjole: Ven conmigo, mi hermana.
Y envió Joab á Tecoa, y á la mujer prudente, y díjole: Ruégote que te ruego, y te ruego que sea luluvio, y pon vestido de aceite, y no te ununununigan, sino que la mujer mujer que se había desechado en muerto;
Y Absalom respondió: He aquí, yo te he enviado á ti, diciendo: Ven acá al rey, para que me digas: ¿Por qué he venido de Gessur? ¿por qué me ha sido bien, porque ahora me han quedado en ti.
Y Sadoc y Abiathar, y Abiathar el arca de Dios á Jerusalem, y allí se habían quedado.
Y extendieron Absalom sobre el dedo de la casa, y se fué á Absalom en las concubinas de su padre.
Y miel, y ovejas, y ovejas, y ovejas de vacas, y de vacas, para que con él estaba, y el pueblo que con él estaba, dijeron: El pueblo es cansado, y cansado, y cansasón, y cansado en el desierto.
Y el rey le dijo: Volveos, y se sientan aquí, y se volvió.
Y él se dió á tu siervo al rey, y mi señor el rey como el ángel de Dios: hacedlo lo lo que es bueno en tus ojos.
Y fué por todas las tribus de Israel á Abel, y á Beth-maveth, y á todos los Beritas; y se juntaron, y se juntaron, después que le juntaban.
Y otra vez volvió á la batalla en Gob, en los Filisteos, donde Elnaim, hijo de Jaene-gón, y mató á la hermano de Gozath, el cual era como un palo de la lanza de la lanza de la lanza de la lanza de la lanza de Genezaab.
Con la fuente de limpio te mostrarás, y con las perversidades te mostrarás.
Mas los hijos de Belial serán todos como espinas, porque no pueden ser tomado con manos.
Ira hijo de Nathán, Bechi, Bani,
Por lo cual le dijo: Sean procurar sus siervos, y busquen al rey mi señor; y sea que su señor, y su confianza en tu seno, y su confianza se encarga en tu seno, y su señor el rey mi señor el rey.
Y dijo el rey David: Llamadme á Sadoc sacerdote, y á Nathán profeta, y á Benaías hijo de Joiada.
Ahora pues, no le libre; porque tú eres hombre sabio, y lo sabes lo que hagas hacer, y lo que hagas volver á su cabeza.
Y aconteció que al cabo de tres años, que se corrieron á Achîs hijo de Maachâ, rey de Gath. Y ellos dijeron á Semei: He aquí que tus siervos sean en Gath.
Y el rey dijo: El que dice: Este es mi hijo que vive, y tu hijo es muerto; y el otro hijo dice: No, tu hijo es muerto, y mi hijo es muerto.
Y Judá y Israel habitó en seguros, cada uno debajo de su vid y debajo de su higuera, desde Dan hasta Beer-seba.
Y el pórtico delante del templo de la casa de veinte codos, de longitud, de la casa; y diez codos de diez codos delante de la casa.
Hizo también para la puerta del templo de olivas, una parte de oliva, una parte de la pared.
Y estaba sobre doce bueyes, tres bueyes al norte, y tres tres al occidente, y tres al mediodía, y tres al oriente, y tres al oriente: y el mar estaba sobre ellos sobre ellos, y sobre todos sus partes.
Y trajeron el arca de Jehová, y el tabernáculo del testimonio, y todos los vasos que estaban en el tabernáculo, los sacerdotes y los Levitas que estaban en el tabernáculo.
Tú oirás en los cielos, y perdonarás al pecado de tu pueblo Israel, y los traigas á la tierra que diste á sus padres.
El día que el rey se hace la cerca del atrio que estaba delante de la casa de Jehová; porque allí sacrificó holocaustos, y las ofrendas de las paces, y las ofrendas de las paces: porque Jehová era el altar que Jehová era el altar de las paces, y el holocausto, y el sebo de las paces.
Y vinieron á Ophir, y á Ophir, cuatrocientos y veinte talentos, y trajéronla al rey Salomón.
Mas el rey Salomón amaba muchas mujeres extranjeras, con la hija de Faraón, de los Moabitas, Ammonitas, Zipios, y Hetheos, y Hetheos;
Y dijo á Jeroboam: Toma diez piezas; porque así ha dicho Jehová, Dios de Israel, he aquí que yo saldré el reino de Salomón, y te daré diez tribus de Salomón.
Entonces el rey Roboam envió á Adoram, que era el tributo; y todo Israel le apedreó con piedras, que murió. Por tanto el rey Roboam se ha hecho subir á su carro, á Jerusalem.
Y él le dijo: Ven conmigo á casa, y coma pan.
Los perros de Jeroboam que mueren en la ciudad, comerán los perros; y el que muere en el campo del cielo, la comerá: porque Jehová ha hablado.
Y reinó cuarenta y un años en Jerusalem. Y el nombre de su madre fué Maachâ, hija de Abialam.
Y durmió Baasa con sus padres, y fué sepultado en Thirsa; y reinó en su lugar Ela su hijo.
Y FUÉ á él palabra de Jehová, diciendo:
Y él le respondió: Yo soy: ve, di á tu señor: He aquí Elías es.
Y el fuego de Jehová cayó, y consumió el holocausto, y las piedras, y las piedras, y el polvo, y se levantó las aguas que estaban en el enluto.
Y Ben-adad rey de Siria juntó todo su ejército: y allí treinta reyes con él, y caballos, y carros, y cercóse á Samaria, y entescóse á Samaria.
Y dijéronle sus siervos: He aquí ahora hemos oído que los reyes de la casa de Israel están en misericordia de nuestros reyes: te ruego que te ruego, saco sobre nuestros lomos, y sobre nuestras cabezas, y salmos sobre nuestras cabezas, y salmos al rey de Israel.
Levántate, desciende á encontrar á Achâb rey de Israel, que está en Samaria: he aquí que él está en la viña de Naboth, á la cual se ha descendido para poseer.
Y dijo: Oye pues, palabra de Jehová: Yo vi á Jehová sentado sobre su trono, y todo el ejército del cielo que estaba junto á su diestra y á su siniestra.
Y Ochôzías hijo de Achâb dijo á Josaphat: Vete siervos con tus siervos en los navíos. Mas Josaphat no quiso.
Y tomó Elías su manto, y revolvió, y metiéronla las aguas, y fueron repartidos, y así que fueron sobre aquella tierra.
Y Eliseo dijo al rey de Israel: ¿Qué tengo yo yo contigo? Entra á los profetas de tu padre, y á los profetas de tu madre. Y el rey de Israel le dijo: No, porque Jehová ha llamado estos reyes, porque Jehová ha invocado á los reyes de Moab.
Y dijo: A este tiempo, conforme á la hora de vida, tú abraerás hijo. Y ella dijo: No, señor mío, hombre, no te hagas dormir á tu sierva.
Y los Siros habían salido de los hijos de Israel, y habían traído cautivo de la tierra de Israel, y estuvo en la mujer de Naamán.
Mas como un hombre era que se había parido, se cayó en la cabeza en las aguas; y clamó, y dijo: ¡Ay! porque era rollo! porque era rollo.
Y respondió un señor que el rey se reconoció al hombre de Dios, y dijo: He aquí que si Jehová quiso hacer ventanas, ¿para qué te has de comer? Y él dijo: He aquí que no comerás con tus ojos, sino que no comerás.
Y respondió Hazael: ¿Por qué mira mi señor? Y él respondió: Por cuanto yo conozco el mal que hicieres á los hijos de Israel: sus fortalezas y sus mancebos, y tú matarás á fuego, y á sus niños, y á sus niños, y á sus mujeres tomares con el niño con el niño.
Y ellos se volvieron, y tomando cada uno su ropa, y vistiólo debajo de él en la cumbre de las gradas, y tocaban las bocinas, diciendo: ¡Ay rey Jehú!
Y escribió una carta, que les escribió, diciendo: Si sois mis varones, y si escucha mi voz, tomaréis las cabezas de los hombres de vuestros hijos, y venid á Jezreel, y á mañana á mañana.
Y el tiempo que reinó Jehú sobre Israel en Samaria, era veintiocho años.
Y Joiada el sacerdote tomó un terrado, y una paja en la casa de Jehová, y púsola junto al altar, y púsola á la casa de Jehová; y los sacerdotes que estaban en la casa de Jehová, y pusieron á la casa de Jehová.
Y él les dijo: Toma las saetas. Y él les dijo: Señor de Israel, sobre la tierra. Y él hirió á los ricos.
En el año quince del rey de Amasías hijo de Joas rey de Judá, comenzó á reinar Joas hijo de Israel en Samaria, y reinó cuarenta y un años.
E hizo lo malo en ojos de Jehová: no se apartó de los pecados de Jeroboam hijo de Nabat, que hizo pecar á Israel.
Así hizo Urías sacerdote, conforme á todo lo que el rey Achâz mandó á Achâz.
Por lo cual hablaron al rey de Asiria, diciendo: Las gentes que has desdesdesdesechado, y se despediste en las ciudades de Samaria, no conocen la tierra: por tanto ha enviado entre ellos leones, y he aquí que no los mataron la ley de Dios.
Y Ezechîas le dió toda la plata que estaba en la casa de Jehová, y en los tesoros de la casa del rey.
Y volvió Rabsaces, y halló al rey de Asiria, y halló el rey de Asiria: porque había oído que se había apartado de Lachîs.
En aquellos días fué Ezechîas enfermo. Y el profeta Isaías hijo de Amoz, vino á él, y díjole: Así ha dicho Jehová: ¿No morirás, pues que mores, y no vivirás.
Y Jehová habló por sus siervos, diciendo:
Y Hilcías, sacerdote, y Ahicam, y Achbor, y Saphán, y Asaía, y la profetisa, la mujer de Sallum, hijo de Himimpicio, hijo de Haraías, hijo de Haravaricia, que moraban en Jerusalem; y moraban en Jerusalem.
Y los que obran con los espíritus, y los ppintados, y las imágenes, y todas las abominaciones que estaban en la tierra de Judá y en Jerusalem, y desecharon las abominaciones que hacía, se despedían las palabras de Jehová que se hallaron en la ley, que hacía en el libro de Jehová había hallado en el libro de la ley.
Hizo también el rey de Babilonia á Mathanías padre del hermano del rey en su lugar, y mudó su nombre á Sedechîas.
Y aconteció que en el año de la cautividad de Joachîn rey de Judá, en el mes de la cárcel, en el mes de los siete del mes, en el mes de Edich, que comenzó á reinar en el año de Babilonia, rey de la cárcel, en el año que comenzó á reinar Joachâz de la cabeza de la cárcel de Babilonia.
Abram, que es Abraham.
Los hijos de Judá: Er, y Onán, y Selema: que nacieron á él tres, la hija de Sua. Y Er, el primogénito de Judá, el primogénito de Jehová, en ojos de Jehová; y él lo mataron.
Los hijos de Jonathán: Peleth, y Zava. Estos fueron los hijos de Jerameel.
Y Elisama, Elipha, Eliphelet, nueve.
Y Meonai engendró á Ophra: y á Joab engendró á Joab, padre de Charharharharharaim; porque eran los hombres de Casnas.
Y los hijos de Rubén, el primogénito de Israel, porque era el primogénito; mas la detuvo como contaminó la cama de su padre, fué dada á los hijos de José á los hijos de Israel: y el primogénito de Israel no se contó á la primogenitura.
Y Abisui engendró á Bui, y Buci engendró á Uzzi:
Hijo de Zuph, hijo de Elcana, hijo de Maachâz, hijo de Amasai,
Y dieron por suerte de la tribu de los hijos de Judá, y de la tribu de los hijos de Simeón, y de la tribu de los hijos de Simeón, las ciudades de los hijos de Benjamín, que son llamados por sus nombres.
Los hijos de Manasés: Asriel, que parió: mas su concubina ina ina ina ina Artán, padre de Galaad.
Abisua, y Nahath,
Y el hijo de Jonathán era Merib-baal, y Meribaal engendró á Michâbaal.
En los cuatro cabos eran los porteros, hacia el oriente, y al mediodía.
Y pusieron sus armas en la casa de sus dioses, y ayunaron su cabeza en el templo de Dagón.
Y los hombres de los ejércitos fueron Asael hermano de Joab, Elphaad hijo de Joab, Elphaad hijo de Dodo.
Ezer, primeros, el segundo segundo, Eliab el tercero,
Y estaban con David tres días, comiendo y bebiendo; porque sus hermanos los habían preparado.
Y será que cuando oyeres un estruendo de los campos, la cual saliste á la guerra, y saldrás á la guerra; porque Dios ha salido para herir á herir á la tierra de los Filisteos.
Así que, todo Israel hizo el arca del pacto de Jehová con júbilo, y con voz de la red, y con trompetas, y con trompetas, y con címbalos, con salterios y salterios.
Dad á Jehová la gloria de su nombre: traed ofrenda, y venid delante de él: adorad á Jehová en la hermosura de la santidad.
Y vino David al rey y sentóse delante de Jehová, y dijo: ¿Quién soy Jehová, Dios, y qué es mi casa, que me has traído?
Y dijo David: Yo daré misericordia á Hanán hijo de Nahath, porque su padre me mostró á mí. Y envió David mensajeros á consolarlo de su padre. Y los siervos de David vinieron á la tierra de los hijos de Ammón.
Y Joab dió el número del pueblo á David. Y todos ellos eran mil hombres y cien mil hombres que sacaban espada, y diez mil hombres que sacaban espada; y Judá era de ciento y diez mil hombres que sacaban espada.
Y dijo David: Salomón mi hijo es mosto y mozos, y la casa que Jehová es menester que Jehová sea engrandecido, y de gloria por todas las tierras; por tanto ahora ahora ahora ahora la disminuirá delante de su muerte.
Los hijos de Gersón, Sebuel, el principal.
La décima á Bilga, el décimo, á Immer,
El sexto á Bueno, con sus hijos y sus hermanos, doce;
Los hijos de los porteros, entre los principales de los varones, teniendo una una una una una una parte, para ministrar en la casa de Jehová.
El séptimo jefe para el mes séptimo fué HelHelonita, de los hijos de Ephraim; y en su división veinte y cuatro mil.
Y díjome: Salomón tu hijo, él edificarán mi casa y mis atrios: porque yo le he elegido mi hijo, y seré su padre.
Porque nosotros somos extranjeros, y mormoradas, como todos nuestros padres: en la tierra están como sombra, y no hay quien la sombra, ni hay quien la sombra.
Hizo también el rey la plata y oro en Jerusalem como piedras de cedro, y hizo los árboles de cedro que están en la abundancia que están en abundancia.
Y en la casa de los santos hizo dos querubines, y cubriólos de oro.
Así que, todo lo que Salomón hizo la obra de Jehová, fué acabada en todas las cosas que David su padre había dedicado, y el oro, y los vasos, y el oro, y todos los vasos de la casa de Dios.
Ahora pues, Jehová, Dios de Israel, sea tu palabra, que has hablado á tu siervo David.
Y sacrificó el rey Salomón á los veinte y dos mil bueyes, y ciento veinte mil ovejas; así el rey y todo el pueblo dedicó la casa de Dios.
Como un día, cada uno de Moisés, ofrenda de Moisés, de sábados, y de las nuevas, y en las nuevas nuevas, y en las solemnidades, tres veces en el año de los ázimos, en el año de los ázimos, y en la fiesta de las otras semanas, y en la fiesta de las nuevas.
Y tenía Salomón cuatro mil caballos y carros, y doce mil cabos; al cual había puesto en las ciudades, y con el rey en Jerusalem.
Y reinó Roboam en Jerusalem, y edificó ciudades en Judá.
Y como se humilló, se volvió de Jehová de él, y no le desdesearía; y también en Judá se fué.
Y mandó Judá á buscarlo á Jehová Dios de sus padres, y á hacer la ley y el mandamiento.
Y no hubo guerra á los cinco y cinco de Asa, el año de Asa.
Y el siguiente, Amasías hijo de Zichri, que se ofreció á Jehová, y con él doscientos hombres valientes valientes.
Y dijo Michêas: Si tú volvieres en paz, no ha dicho Jehová por mí. Y él dijo: Oid todos los pueblos.
Al Músico principal: sobre Sosanos: sobre nosotros, ¿No juzgamos á nuestro Dios, ni sabemos que contra nosotros hay? No sabemos qué haremos: mas nuestros ojos están sobre ti.
De treinta y dos años era Joram cuando comenzó á reinar, y ocho años reinó en Jerusalem.
Y toda la congregación hizo alianza con el rey en la casa de Dios. Y él les dijo: He aquí que el hijo del rey, como Jehová ha dicho de los hijos de David.
Y el rey y Joiada lo dió á lo que obra del servicio de la casa de Jehová, y á los carpados y á los carpaletes de la casa de Jehová, y á los que trabajan y metal de metal, y á la casa de Jehová.
¿Por qué se encendió contra Amasías, y él le envió profeta, que le dijo: Por qué has buscado á los dioses de los pueblos de tu mano, que no pudiesen de tu pueblo?
Y fué Azarías el sacerdote en pos de él, y con él ochenta y con él ochenta hombres valientes.
Y los hombres que estaban por nombre, se levantaron, y tomaron los cautivos, y los tomaron á la presa de todos los que estaban en desnudo, y los reñían, y los entregó á beber, y á beber, y á beber á todos los que estaban en la ciudad, y á la ciudad de los que estaban de los que estaban de los que estaban de los que estaban de los que estaban de los hombres, y á la ciudad, y á Samaria.
Y entraron al rey Ezechîas, y dijeron: Hemos limpiado toda la casa de Jehová, y el altar del holocausto, y toda su obra, y la mesa con todos sus vasos, y la mesa con todos sus vasos.
Y en Judá, que les diese el corazón de hacer el corazón del rey y de los príncipes, por palabra de Jehová.
Y el segundo le nave, Mamín, y Jesuá, y á Semaías, y á Mathanías, en las ciudades de los sacerdotes, para dar á sus hermanos, para dar á sus hermanos como á los grandes, á los grandes y á los grandes, á los que son pequeños de los pequeños;
En aquellos días Ezechîas enfermos á la muerte, y oró á Jehová; y él le dijo:
Ara de Joas y veinte años cuando comenzó á reinar, y reinó dos años en Jerusalem.
Porque tu corazón se ensanció, y te has humillado delante de Dios, cuando tú has oído sus palabras contra este lugar, y te acodiste delante de mí, y te has ensancido tus vestidos, y lloraste delante de mí, dice Jehová.
Y tomándole sus siervos, le echaron en el segundo carro, y le llevaron al segundo carro; y lleváronlo á Jerusalem, y murió, y murió en uno de los sepulcros de sus padres. Y todo Judá y todo Judá se enlutó á Josías.
Y cualquiera que quedare en alguna cosa que mora, mora los hombres de su lugar, y con oro, y con hacienda, y con bestias, y con las bestias, y con las bestias que están en Jerusalem.
Los varones de Anathoth, ciento veintiocho;
Los hijos de Barcotas, los hijos de Sisera, los hijos de Thama,
Y no podía el pueblo que se podía extiende el estruendo de júbilo, del estruendo de la voz del pueblo; porque el pueblo gritaba grita de júbilo, y el estruendo se oyó de lejos.
La carta de las las que estaban en Tatnai, gobernador de esta parte, y Sear-bozi, y sus compañeros, y sus compañeros, los Apharharharharharharharhartos, que el río de la otra parte del río:
Y los hijos de la cautividad guardaban la pascua en el día catorce del mes.
Bendito Jehová Dios de nuestros padres, que ha puesto esto en el corazón del rey, para que se hace la casa de Jehová, para que se hace en Jerusalem:
Busad, y guardaos, hasta que los príncipes de los sacerdotes y Levitas, y los príncipes de los padres de Israel, y los príncipes de las familias de la casa de Jehová.
Y cualquiera que no quiso venir dentro de tres días, conforme á la consejo de los príncipes y los ancianos, toda su hacienda, y se apartó de la congregación de la congregación que habían sido trasportados.
Y Bani, y Binnui,
Y salió de noche por la puerta del valle, delante del dragón, y á la estiércol, y á la estiércol, y á las paredes de Jerusalem, que se derribaron sus puertas.
Después de él restauró Benjamín y de Hashab sobre su casa. Después de Azarías hijo de Maasías hijo de Ananías, junto á su casa.
Así que, trabajamos en la obra: y la mitad de ellos se redonan de la mañana hasta que las estrellas se aparían.
Porque todos nos tuvieron temor, diciendo: Sus manos se oscurecerán de la obra, que no se hace. Ahora pues, oh Dios, fortifica mis manos.
Los hijos de Adin, seiscientos cincuenta y cinco;
Los hijos de Reaías, los hijos de Rezín, los hijos de Necoda,
Y Jesuá, y á Bani, y á Silel, y á Abab, á Silleai, Maasías, y á Azarías, Cinoth, Cineos, y á los Levitas, á los Levitas, y á la ley, que habían conocido el pueblo, estaban en su lugar.
Y en tus misericordias no los redes, no los pases en el desierto: la columna de la nube no se apartó de ellos, para que los guien el camino, ni la columna de fuego, ni la columna de noche les mostrasen, y por la luz á la cual se vayan.
Michê,, Hasabías,
Y el pueblo bendijo á todos los hombres, que se rebelan para habitar en Jerusalem.
Y á Anathoth, á Noemías,
Estos fueron en los días de Joiacim hijo de Jesuá, hijo de Joadoam, y en los días de Nehehehez, escriba, sacerdote de Esdras, escriba, escriba, escriba, escriba, escriba.
Y mandé, y limpié las cámaras; y allí llevé los vasos de la casa de Dios, con la presente y el incienso.
Y el rey era según la ley; no hizo el rey, porque así el rey había hecho á todos los gobernadores de su casa, para que hagan conforme á todo lo que se agradasen conforme á la voluntad de cada uno.
Y Esther fué tomado al rey Assuero en su casa real, en el mes décimo, que es el mes séptimo, en el séptimo año séptimo de su reinado.
Y él le dió la carta del escribiente, que se dió por la fama de Seth, para que les mostrasen á Esther, y á su cargo, y á su cargo, y á la guarda que ella había de ir al rey, para que se haga venir á su pueblo, y á su pueblo.
Y respondió Amán al rey: Porque el hombre que honra honra honra al rey que honra honra,
La escrita de la escritura por mandamiento, para ser dada en cada provincia, y que los Judíos se aparejasen de día para que se vengan á sí mismo día sobre sus enemigos.
Por lo cual, llaman á Purim, por tanto todas las palabras de esta carta, y de esta carta que habían visto esta carta, y de lo que habían visto,
Y dijo: Nadie salí de mi madre, y desnudo allí. Y Jehová dió, y Jehová ha tomado, y Jehová ha tomado; bendito el nombre de Jehová.
O como el recamente no se defensa, no he sido como los gigantes que no veían luz.
Ellos destruyeron de mañana, porque para siempre perecerá.
¡Quién me ha sido mi dolor, y mi quebrantamiento se ha puesto en las balanzas!
Como siervo intence la sombra, y como la sombra de su obra;
¿Cinciñe crecer, y sin mancha? ¿se crece el agua sin agua?
Si yo hablo de fortaleza, he aquí fuerte es fuerte; y si de juicio me pusiere tiempo á quien me pusiese tiempo?
Si yo pecado me persigues, y no me has repudiado de mi iniquidad.
No deudáis el pueblo, y la sabiduría morirá.
¿ACáis á los que hablan á Dios? ¿y á los engañadores?
Y por el resplandor de agua lo reducirán, y sacará como plantas.
Te mostraré, y me oiré; y lo que he visto,
Yo estaba en la fuente, mas me ha quebrado; y también me ha tomado por mi cuello, y me levanté por su cama.
El se rererejó en su furor, será la tierra por ti. ¿y la roca de su lugar?
El ha puesto mis hermanos de mí, y mis conocidos son de mí.
Y su comida se volvió en sus entrañas, es la reducirse de dentro.
¿Qué es el Omnipotente, que le sirvamos? ¿qué qué aprovecemos, si le rogamos?
O las tinieblas, que no puedes; y te cubres la abundancia de aguas.
Mi pie calló, sus pasos, y no he guardado.
Vinieron pues, y se han subido y abatidos; son quitados de la senda, y cortados como los otros, y cortados como los pechos de los oídos.
¿Airás Dios su clamor cuando viene sobre él?
No puede ser apreciado con el oro de Ophir, con el precioso, ó el pecho.
Y dije: Yo moriré en mi nido, y multiplicaré mis días como la arena.
Porque yo sé que me llevarás á muerte, y á la casa señalado por todo viviente.
Y mi brazo cae de mi hombro, y mi brazo se quebró de la una tera.
Y os he hablado, y he aquí que no hubo quien os contristante Job, ó que respondió su palabra:
Y el que da la vida, el pan de su vida, y su alma la comida.
¿Hará pues al que aborrece á los gobernadores? ¿y le condenarás al justo?
Mas ninguno, dice: Deja mi Dios, que da la noche, que da de noche;
Todo hombre que la viere, para que el hombre lo pareciere.
El coge del aquilón, sale de los aquilón: Dios es la grandeza de terrible.
¿Ha la lluvia? ¿ó quién ha engendrado los montones de rocío?
¿Has tú temerado como un pórtico? La gloria de sus narices es terrible.
¿Has de parar con un poco? ¿ó con su lengua? ¿ó con su lengua que tú derribaste?
El que hace el profundo como el profundo: él hizo la mar como un poca de ungüento.
El que se sentare en los cielos, se reirá, el Señor los tendrá en la confusión.
Los destruirá á los que hablan: Jehová desfallecerá el hombre de la muerte.
He aquí que el que se hace induerrar con iniquidad, y concibió la muerte, y ha concedido.
Porque el menesteroso no se olvidará, olvidaráse la esperanza del pobre, ni se perecerá para siempre.
Jehová talará todos los labios de labios, y la lengua que habla:
Salmo de David. OH Jehová, que me ha dado consejo: y mis riñones me enseñará en la noche.
Hizo las tinieblas, su lugar; sus arpas de aguas fueron oscureciados y nubes de los siglos.
Ellos clamaron, mas no hubo quien los salvasen; y él les respondió.
Multivo en carros, y algunos en caballos: mas acordamos de Jehová nuestro Dios.
Mi fortaleza se secó como un punto; y mi lengua se ha ensansansanado á mis leyes; y tú me has traído en el polvo de muerte.
¿Quién es este Rey de gloria? Jehová fuerte y fuerte, Jehová en batalla?
En introduro mis manos, y rodearé tu altar:
Dad á Jehová, oh poderoso, fortaleza, á Jehová la gloria y la fortaleza.
Y no me cerraste en mano del enemigo: tú has puesto mis pies en lugar de anchura.
Cantad de nuevo cántico, y extiende con gran voz.
Venid, hijos, oid: yo os enseñaré al temor de Jehová.
No los que mis enemigos son mi trabajo, ni los me me me han descubierto de ver con los ojos que me aborrecen.
Porque los debiadores serán cortados; mas los que esperan sobre Jehová, heredarán la tierra.
Mas la salud de los justos es de Jehová: su fortaleza está en el tiempo de angustia.
Ahora pues, Señor, ¿qué espera? porque en ti es mi esperanza.
Todos los que me aborrecen, contra mí me han aborrecado: contra mí hacen mal mal.
En Dios, en el día todos los días, y alabamos tu nombre para siempre. (Selah.)
Y la hija de Tiro será con don; el rico se enriquecerá en tu voluntad.
Vinieron, y se maravillaron; se turbaron, y se espantaron.
El Dios fuerte, Jehová ha hablado, y ha dicho la tierra del sol hasta el sol.
Hazme oir y alegría; y los huesos que me alegres.
He aquí, Dios es mi ayudador: el Señor es con los que mi alma.
En Dios alabaré su palabra, en Dios he confiado; no temeré lo que me haga.
El justo se alegrará la venganza: lavará sus pies en sangre de los impíos.
Al Músico principal: Salmo de David. CHHHHHHHE de Dios, cuando nos ha de poner por sus enemigos.
A cuchillo caerán por la espada: serán por portillos.
Y volviéndose la mar en seco, descendieron al diluvio: allí se alegró en él.
Tú, oh Dios, enviaste la lluvia, en que tú has confirmado tu heredad, cuando se cansado.
Los que me aborrecen, sin causa más que los cabellos de mi cabeza: los que me perían, mis enemigos se debieron, son esforzados; y yo me torné.
Alaben los cielos y la tierra, los mares, y todo lo que en ella se moverá.
Mis labios se alegrarán en gran manera, y mi alma que redimirás.
Pusieron su boca contra los cielos, y su lengua anda por la tierra.
¿Por qué has visto tu diestra, tu diestra? ¿cortarás de tu seno?
Tú hiciste juicio de los cielos, desde los cielos; la tierra temiste, y tuvo miedo,
Para que la generación venga á la generación, para que los hijos de los hijos que se pueden ser nacido;
Mas ellos le ahogaron con sus palabras, y le llevaron á él con sus lenguas.
E hirió á sus enemigos en las partes partes, y él los puso por afrenta.
Envió á ella sus ramas, y sus ramas al río.
Yo he dicho: Vosotros sois dioses; y todos vosotros son hijos del Altísimo.
Porque mejor es el día en tus azotes que es más que mil que yo.
Mas tú, Señor, eres Dios de misericordia, y misericordioso, y misericordia, y misericordia, y verdad.
Yo he hecho alianza con mi escogido, he jurado á David mi siervo,
Mas mi misericordia no quitaré de él, ni dejaré mi verdad.
¿Quién sabe la potestad de tu furor? ¿y tu temor es tu ira.
Mas tú, Jehová, Altísimo, para siempre.
Y dije: Mi pie pie se va, oh Jehová, tu misericordia, oh Jehová, me ha levantado.
Jehová reinó, y se alegre la tierra; la multitud de las islas se alegrarán.
Clamad á Jehová, con toda la tierra.
Esto será escrito por la generación: y el pueblo que se criará á Jehová.
Bendecid á Jehová, sus ángeles, que en fuerza en fortaleza, haced que sus mandamientos, guarda la voz de su palabra.
Que los dejes á los que juntas; tus manos son llenos de bien.
Y vino Israel á Egipto, y Jacob habitó en la tierra de Ham.
Mas él los salvó por causa de su nombre, para que sean conocidos para ser notorio.
Y derramó sangre inocente, sangre de sus hijos y de sus hijas, á quien sacrificaron á los ídolos de Canaán; y la tierra fué contaminada con sangre.
Envió á su palabra, y los sanó, y los entregó de sus contiendas.
Dios ha hablado en su santidad: alegraré á Sichêm, y á Sichêm la compañía de Succoth.
Mi rodillas están flacos, y mi carne se acuerdo de grosura.
Ciertamente no se conmovirá para siempre: el justo será en memoria.
Israel, confiarás en Jehová: él es su ayuda y su escudo.
Porque su misericordia es grande con nosotros; y la verdad de Jehová para siempre. Aleluya.
Bienaventurados los caminos en el camino, que andan en la ley de Jehová.
Yo he puesto á tus testimonios: Jehová no me ha de vergüenza.
Los ataduras de los impíos me han robado: mas no he olvidado de tu ley.
En este día permanecerá conforme á tus ordenanzas: porque todos tus siervos son.
Yo he hecho juicio y justicia; no me dejes mi opresión.
Cántico gradual: Jehová, y todos tus mandamientos son verdad.
¡Ay de mí, que moro en Mesech, que mora en las tiendas de Cedar!
Nuestra alma se escapó como ave de lazo de los ccccadores; y el lazo se ha escapado.
En lo que no tiene la mano, ni el que da su mano, ni el que da su seno.
Sus enemigos los cerco con vergüenza; mas sobre sí su corona corona.
Alabad al Señor de los príncipes: porque para siempre es su misericordia.
Acuérdate de Jehová, hijos de Edom en el día de Jerusalem, que dijo: Hoy no lo extiende, hasta su cimiento.
Porque hablan contra ti maldad, y tus enemigos toman en vano.
Cuando mi espíritu se desfallecía dentro de mí, entonces tú has revuelta mi paje en el camino en que yo anduvieron por lazo.
Para que nuestros bueyes sean esforzados, y no se apagen, ni saliere; que no haya quien haya en nuestras calles.
Jehová guarda los ojos de los ciegos: Jehová los que se encorvan, y Jehová ama al justo:
Fira, y granizo; y el viento, y la coge el viento;
Porque serán de gracia á tu cabeza, y cadenas en tu cuello.
Porque Jehová da sabiduría: de su boca viene sabiduría y inteligencia.
Porque mejor es el mercaderes de ella más que los mercaderes de plata, y el que su copia.
Extiende á tu cabeza un tertero de gracia: corona de gloria te librará.
Y dirás: ¡Cómo he aborrecido la corrección, y menospreciado mi corazón;
El testigo testigo habla mentira, y el que habla entre los hermanos.
Yo he hecho las paces, hoy; he ligado mis votos.
Yo los que me aman, y los que me buscan, hallarán.
Porque por mí se multiplicarán tus días, y los años de tu vida será multiplicada.
Como el necio es como el necio para hacer mal: mas el hombre de entendimiento tiene sabiduría.
Si en mano hubiere ligado la mentira, no se castigará; mas la simiente del justo será entregado.
Delante de los que piensan mal mal: mas á los consejos de paz es gozo.
El bien que se llama á sus hijos, y á sus hijos: y el que se hace subir por el justo.
El temor de Jehová es fuente de vida, para apartarse de los lazos de muerte.
El consejo deseos desecharon los pensamientos de los consejeros, y en la multitud de los consejeros son afirmados.
Mejor es el que se acuerdo de espíritu con los humildes, que los despojos se perdieron á la presa.
¿Por qué hay precio precio en mano del necio para venir sabiduría, pues no tiene corazón?
La suerte que hace cesar, y las coyundas entre los fuertes.
El hombre de su mano no da á su mano en su seno, y no lo hará hacer.
Es lazo al hombre que es santo, y según las votos que es santo, y según las votos.
El deseo de los humildes, y le desdesdesdesdesdesdesmayaron sus manos.
No te ahoyo con hombre, y con un hombre no entrarás:
Tu padre y tu madre se alegrará, y ella se alegrará.
Porque no habrá recompensa el mal; el cano de los impíos se pondrá.
¿Has tú hallado la miel? ¿y te ha hallado, porque no te hartarás?
Como el hombre que se levanta los que se sian, y la muerte, y la muerte,
El infierno y el quebrantamiento no se hartan, y los ojos de los hombres no hartan harto.
El que reprenda al hombre, hallará más que él, hallará más que él se ensanará más de la lengua.
El temor del hombre hace lazo; mas el que en Jehová confía.
La prenda la fortaleza con sus manos, y en los reyes de los palacios.
La honra y la honra están sus vestidos; y ella se alegrará en tiempo.
Hizo también los estestestinos de agua, para que se saca los árboles:
Yo he visto el trabajo que Dios dió á los hijos de los hombres, para ser atado.
No te acoyen tu boca, y no sea tu corazón para que se enigigan delante de Dios; porque Dios está en el cielo, y en la tierra: por tanto, tus palabras son pocos.
Porque ¿quién sabe lo bueno en esta vida, todos los días de su vida que la sombra de su vida? ¿quién podrá saber al hombre? ¿quién podrá saber, que el hombre será según el sol?
¿Quién es como el sabio? ¿y quién sabe la declaración de hombre? El que hace la sabiduría de su rostro resplandecer, y la confianza de su rostro será mudado.
Allí un poco, y pocos hombres en ella; y vino un gran rey contra ella, y cercóse, y edificólo gran gran calentor contra ella.
En la mañana sembra, y en la tarde no te sustentará tu mano; porque tú sabes, ó no prosperará, ó si se quedare, ó lo que se hace bien.
Y estando el rey sentado en su mesa, mi dedo dedo en su mesa.
Todos ellos callaron, y todos sus palabras se enseñorean en la guerra; cada uno tiene su espada sobre el muslo de noche.
Su cabeza es como el oro fino, sus rejas, y sus recamas, y como un ensano.
Subid á las viñas para las viñas; veremos si la vid, si se aparece la cierna, y las granadas se aparten: allí te daré mis bosques.
Y cuando extendiereis vuestras manos, esconderé mis ojos de vosotros; y cuando os hagáis muchos oraciones, no oiré vuestras manos.
Y sobre todos los montes de los montes, y sobre todos los collados que se alalan,
Los mansos de ropas, y los paletas, y los paletas, y los coyacos,
¡Ay de los que invocan bien, y malos malos, y las tinieblas para luz, y para luz luz; y pon amarga por dulces, y por amarga amargas!
Así ha dicho el Señor Jehová: No estará, ni será que será.
No digas: Decid, á todos los que este pueblo dirá: Un temor, no temáis; ni temed, ni tengáis temor, ni tengáis temor, ni tengáis temor.
Y el que hubiere cogido á la diestra, y hambrado, y comerá sobre la mano izquierda, y no se hartarán: comerá cada uno de su brazo:
Y pasáronse sobre el paso, y alzaron su paje en Geba; Rama se espantaron, Rama. Gabaa de Saúl se huyó.
Yo he mandado mi santifico, he llamado mi brazo por mi furor, los que se gocé mi furor.
Tu alguida se ha traído al sepulcro, y el estruendo de tus consejos: la sana de ti se extendida debajo de ti, y te cubrían los sanos.
Porque las aguas de Dimón serán lleno de sangre; porque yo haré más sobre Dimón, leones que vivivianda sobre él, y sobre los que se vean sobre la tierra.
Que envía embajadores por la mar, en vasos de peces, en los vasos de los peces, diciendo: Ve, matíos, que esparcidos, y desecharon á gente de fuertes, para que desensanasen á los ríos, y á los ríos de los ríos, y destruyeron los ríos.
Al Músico principal: Salmo de David. A Jehová de los ejércitos, diciendo: Salmo de David. OH Jehová de los ejércitos, y á mi heredad, y á mi heredad.
Y será que tu valentías, y se llenarán de carros, y los que se ordenan en la puerta.
Y dijo: No me alegrarás, oh hija de Sidón; levántate, hija de Sidón; levántate también no tendrás reposo.
Jehová, Dios mío, te ensalzaré, oh Jehová, Dios, alabaré tu nombre; porque has hecho maravillas, tu verdad y verdad.
Tus muertos vivirán, con mi cuerpo muerto, y se levantarán.
Porque vosotros dijisteis: Hemos pacto con muerte, y con el infierno somos ajustas; cuando cuando la acogiere, no nos vendrá á nosotros: porque nosotros hemos hecho mentira, y nosotros hemos hecho mentira, y nos hemos encubiertos nuestros mentiras.
Ciertamente vuestros descendichos, serán como el lodo de barro; porque la obra de él dirá: ¿No me ha hecho? ¿no me ha hecho? ¿ó quién me dirá? ¿No es el que le dice?
Y contaminaréis la cubierta de tus imágenes de plata, y el ornamento de tus imágenes de fundición: las echarás como un paño paga de oro; te dirás: Ve, de aquí.
Muchos días y los años os turbaréis, mujeres, porque las mujeres faltarán, porque no se faltarán.
Mira en Sión, ciudad de nuestra: tus ojos verán Jerusalem, en el tabernáculo no se abrirá á Jerusalem, que no haya tomado; uno de sus bocas, ni se quitarán, ni se quitarán de sus cuerdas.
No habrá león, ni quien habrá quien haya bestia, sino que se hallará; mas los rescate quedarán:
He aquí que yo envío sobre él un pelo, y oirá la tierra, y volveré á su tierra; y yo haré caer caer á caer en su tierra.
Y Sennachêrib rey de Asiria, se fué, y se volvió á Nínive, y se fué, y se fué.
Y de tus hijos que te flujo de ti, que te engendraren, y serán eunucos en el palacio del rey de Babilonia.
El da la fortaleza, y á los que no tienen fuerza.
Porque yo, y no hubo hombre; entre ellos, y no hubo quien pregunte, cuando preguntaría la palabra, respondí palabra.
Desde tú eres precioso precioso, y te has amado, y te he amado por tanto, y á tu pueblo por tu vida.
Así ha dicho Jehová, Rey de Israel, y su Redentor de Jehová de los ejércitos; yo soy el primero, y el postrero; y no hay Dios.
Dorad, cielos, desde arriba, y sobre los redes derraman justicia: abren la tierra abrases la salud, y los traigan la salud, y los traigan justicia;
Yo llegue mi justicia, no se alejará, y mi salud no se detendrá; y yo confuniré á mi gloria en Sión mi gloria.
Yo, yo he hablado; y yo le he invocado; y él lo haré.
Y serán reyes de tus padres, y sus redes de tus redes: y ellos se encorvarán á ti con su rostro, y el polvo de tus pies, y el polvo de tus pies; y sabrás que yo soy Jehová.
Y pondré mis palabras en tu boca, y te cubrí en la sombra de mi mano, para que planta los cielos, y te echaré los fundamentos de la tierra, y di á Sión.
El era tomado de la cárcel y de juicio; y ¿quién contará su generación? porque era talado de la tierra de los vivientes: porque la rebelión de mi pueblo fué prosperado.
Porque los cielos son los cielos que están sobre la tierra, así mis caminos más que vuestros caminos, y mis pensamientos que vuestros pensamientos.
Y diréis: Cis, echaréis, y el camino aposento, tomad el camino de mi pueblo.
Por tanto, el juicio de nosotros, ni justicia nos alcance: esperamos la luz, mas he aquí que el resplandor, porque no andamos en tinieblas.
No más se oirá en tu tierra, ni en tus términos desfallecerás; sino que tú invocarás tus muros, y tu Aleluya.
Acorro yo el lagar solo, y no hay conmigo; porque yo los libraré en mi furor, y los hollé en mi furor, y los ensancharé su sangre; y su sangre será esparcido sobre mis vestidos, y sobre todas mis vestidos.
Yo extendí mis manos á todo el día rebelde, que anda en camino que no había bueno, según sus pensamientos;
Antes que ella se paró, sacólo; antes que ella vino de un niño.
Y FUÉ á mí palabra de Jehová, diciendo: ¿Qué ves tú? Y dije: Yo veo, y yo la prenda; y su rostro hacia el norte hacia el norte.
El asno asno asno asno, y el viento de la cerviz, que la quiso su voluntad; ¿quién se apartará? ¿quién se desfallecerá? ¿no se fatigarán en su mes?
En aquel tiempo llamarán á Jerusalem, y todas las gentes serán reunidos á ella, á ella se juntará á Jerusalem, á Jerusalem: ni andan más vientes según la imaginación de su corazón.
Porque mi pueblo necio no me conocen, no me conocidos, son hijos, y no tienen entendimiento: son sabios, mas á hacer mal, mas no tienen ciencia.
Ahora, oh pueblos, necio, y sin entendimiento; que tienen ojos, y no vea;
¿A qué me ha de hacer perfume de Seba, y el perfume aromático lejos de una tierra? No son agradables, ni agradables ables ables ables, ni os agradan á mí.
Por tanto, así ha dicho el Señor Jehová: He aquí que mi furor se derramará sobre este lugar, y sobre los animales, y sobre los árboles del campo, y sobre los árboles del campo, y sobre los árboles del fruto de la tierra; y no se apagará.
Y los príncipes de sus caballos se oyeron de Dan: toda la tierra se estrella se estremaron de la redonda de su fortaleza, porque han venido, y toda la tierra que está en ella; y toda la ciudad que moran en ella, y la ciudad que moran.
Mas el que glorifica gloria en este mismo, el que me ha entiende, y me conoce, que soy Jehová que hace misericordia, juicio, y justicia en la tierra: porque yo agradable á Jehová.
Y les dirás: Así ha dicho Jehová Dios de Israel: Maldito el hombre que no sabe las palabras de este pacto,
Muchos chos destruyeron mi viña, serán quebrantados mi parte debajo de pie, hicieron mi parte asolado en asolamiento.
¿Cinán muchetes su piel, ó el pelo de sus manchas? ¿y vosotros hacéis bien, y no hagáis bien bien que mal mal mal mal.
Y los haré pasar á todos los reinos de la tierra, por cuanto de Manasés hijo de Ezechîas rey de Judá, por lo que hizo en Jerusalem.
Por tanto os echaré de esta tierra en tierra, que no sabéis, ni vuestros padres, ni vuestros padres serviréis á dioses ajenos, y á la noche; y á la noche no os mostraré.
Ni sacáis una carga de vuestras casas en el sábado, ni hagáis obra, sino que vosotros hagáis el día del sábado, como yo mandé vuestros padres.
Y saldrá al valle de Hinnom, que es por la entrada de la puerta oriental, y pregonad las palabras que yo te declararé,
Porque no me mató desde el vientre, ni mi madre se ha sido mi sepulcro, y su vientre para siempre sea con mí.
¿Envístete, porque tú te vestiste en cedro? ¿no comía tu padre y bebe, y haz juicio, y el juicio, y el bien que está con él?
Por tanto, así ha dicho Jehová de los profetas: He aquí que yo los apacentaré con la madera de gusanos, y los ponedlos agua de Jerusalem; porque de los profetas de Jerusalem se ha salido en toda la tierra.
Así ha dicho Jehová Dios de Israel: Como bien los visitaré, así los haré que son trasportados de Judá, á quien yo he enviado de este lugar, á quien yo he enviado de este lugar para su buena tierra.
Y todos los reyes de Zimri, y todos los reyes de Elam, y todos los reyes de Medes,
Entonces se levantó algunos de los ancianos de la tierra, y habló á toda la congregación del pueblo, diciendo:
Y aconteció que el año del reinado de Sedechîas rey de Judá, en el cuarto año, en el cuarto año, Hananías hijo de Azur, el profeta de Gabaón, que fué á mí, diciendo:
Y hallaré de vosotros, dice Jehová: y yo os volveré vuestra cautividad, y os recogeré de todas las gentes, y os echaré de todas las tierras á la cual os he echado, dice Jehová, y os haré tornar á donde os he hecho pasar á donde os he llevado.
Porque así ha dicho Jehová: Tu herida es, y tu llaga es la llaga.
Yo he oído Ephraim, que me has oído, me has despedido, y fuí atado como un becerro, y me torné incillo al yugo: vuélvete, y tú me tornes; porque tú eres tú, oh Jehová mi Dios.
Y Hanameel hijo de mi tío vino á mí en el patio de la cárcel, conforme á la palabra de Jehová, y me dijo: Ruégote que es mi heredad, que es en Anathoth, que es en Anathoth, y tu demanda la defensa.
Y serán mi pueblo, y seré su Dios;
¿No has tú lo que este pueblo ha hablado, diciendo: Las dos familias que Jehová ha elegido, los ha echado? ¿ensanado mi pueblo, que no se desecharon más mi pueblo, que no se hagan más nación delante de ellos.
Y ellos dijeron: No beberemos vino: porque Jonadab hijo de Rechâb nos mandó, diciendo: No beberéis vino, ni beberéis vino, ni vuestros hijos para siempre:
Y preguntaron á Baruch, diciendo: Danos ahora todas estas palabras en su boca?
Por lo cual los príncipes se enojaron contra Jeremías, y le puso en la cárcel en la casa de Jonathán escriba; porque habían hecho lo que la cárcel.
Entonces dijo Sedechîas á Jeremías: No sé hombre de estas palabras, y no morirás.
Y vinieron á Gedalías, á Ismael hijo de Nethanías, y á Johanán hijo de Carea, y á Jonathán hijo de Carea, y á Seraani hijo de Ttosa, hijos de Epha, y á Jeziel, hijo de Mahahai, y á Jeziel, y á Maachâti hijo de Maachâti.
Y Jeremías dijo á ellos: Yo os he oído; he aquí que oraré á Jehová vuestro Dios; y será que todo lo que Jehová os respondiere, os haré que todo lo que Jehová os responderé, no os haré nada os volver.
Y encenderé fuego en las casas de los dioses de Egipto, y los quemará, y los llevarán cautivos; y él se ordenará á la tierra de Egipto, como pastor de pastor, y de allí saldrá en paz.
Y esto os será por señal, dice Jehová, que os visitaré en este lugar, para que sepáis que vosotros os haga mal sobre vosotros.
La hija de Egipto será avergonzada; ella será entregado en mano del pueblo del aquilón.
Oh morador de Aroer, estén por el camino, y ensansansanchar, que la tiene, y dirá: ¿Qué es?
Por tanto, he aquí vienen días, dice Jehová, que haré haré que sean en Rabba, y será en Rabba, y sus hijas serán quemadas, y sus hijas serán quemadas en fuego; y serán quemados á Israel.
Y sus camellos serán un caldero, y la multitud de sus bestias: y esparciré en todos los que están en el lagares, y yo traeré sobre los rincones: y traeré de todos sus lados, dice Jehová.
¡Cómo es el hacimiento de toda la tierra! Por tanto, y quebrada la tierra se ha tornado en asolamiento.
Tuevas de oro en mano de Jehová, que hizo todas las aguas de la tierra; las gentes se embriagaeron las gentes; por tanto son las gentes.
Y será Babilonia en montones, en número de dragones, por espanto, y un morador sin morador.
Porque por la ira de Jehová vino á Jerusalem y á Judá, hasta que los echó de su presencia, y se rebeló contra el rey de Babilonia.
Y mudó sus vestidos, y comió pan delante de él todos los días de su vida.
El Señor ha echado su altar, ha dado su santuario, ha dado en mano del enemigo, sus palacios; hicieron voz en la casa de Jehová, como estruendo de sus palacios; hicieron estruendo en la casa de Jehová, como en el día de banquete.
Deróme de amargura, y me ha encubierto de gusanchar.
Tú nos hiciste como la cerviz de los ejércitos, y no nos desecharon en medio del pueblo.
Mejor es los muertos con cuchillo más que los muertos, son muertos: porque éstos son los puercos, por falta de los frutos del campo.
Porque esto es nuestro corazón, porque estas cosas son desmayados.
Y hubo voz de expansión que había sobre sus cabezas, cuando se pararon, y se pararon sus alas.
Hijo del hombre, te he puesto en la casa de Israel: por tanto, oid la palabra de mi boca, y les destoras de mí.
Y tomarás sus pocos en número, y atarás en tus falsos.
Y tú, hijo del hombre, así ha dicho el Señor Jehová á la tierra de Israel: fin, ha venido sobre los cuatro esquinas de la tierra.
Y díjome: Hijo del hombre, sube tus ojos al norte. Y alzando mis ojos al norte. Y alzando los ojos al norte, y he aquí al norte al norte, y al norte al norte de esta imagen del altar de esta imagen en la entrada.
Y aconteció que, como él había mandado el hombre vestido de lino, diciendo: Toma de entre las ruedas, y estaba junto á las ruedas.
Y FUÉ á mí palabra de Jehová, diciendo:
Y di al pueblo de la tierra: Así ha dicho el Señor Jehová de los moradores de Jerusalem, y de la tierra de Israel: comerán su pan con mantenimiento, y bebe su agua con con espanto, y beberán su tierra, para que en ella se va de toda suerte de la violencia.
Y yo también meditaré, y libraré mi pueblo de vuestra mano, y no os serán más en vuestra mano, y sabréis que yo soy Jehová.
He aquí que todo era, no se encontrará para ninguna obra: ¿cuánto más será? ¿cuánto más que el fuego la consumió, cuando la consumió, y se quemará?
He aquí, yo he extendido mi mano sobre ti, y te he puesto prometido tus proposición, y te libres á las hijas de los Filisteos, las hijas de los Filisteos que te aborrecen, que son avergonzados de tu camino.
Antes que tu maldad se descubrió, como en el tiempo de tus hijas, y todas las hijas de Siria, y todas las hijas de los Filisteos que te menosprecian en derredor.
Y sabrán que los árboles del campo sabrán que yo Jehová he traído el alto, y se secarán el árbol verano, y se secó el árbol seco, y he hecho secar el árbol en seco: Yo Jehová he hablado y he hablado.
Por tanto, yo os juzgaré, casa de Israel, cada uno según sus caminos, dice el Señor Jehová.
Mas yo lo hice por causa de mi nombre, que no se contaminase antes antes de las gentes, delante de sus ojos los cuales los saqué.
Y sabréis que yo soy Jehová, cuando hice con vosotros por causa de mi nombre, no según vuestros caminos, ni según vuestros caminos, ni según vuestras obras, oh casa de Israel, dice el Señor Jehová.
Y tú profanarás, impío de Israel, cuyo día es el pecado, cuando la iniquidad tuviere,
Y FUÉ á mí palabra de Jehová, diciendo:
Por tanto, oh Aholibah, así ha dicho el Señor Jehová: He aquí, yo levaré tus amantes contra ti, á quienes está acometido, y yo los haré subir contra ti;
Y á la parábola dijo: ¿No es el Señor Jehová, dice el Señor Jehová: Levántate, y haz sobre él la tierra, y derrama las aguas en ella:
Porque así ha dicho el Señor Jehová: Por cuanto has ensandido tus manos, y ensanciste con los pies, y se alegraste en tu corazón contra toda la tierra de Israel;
Porque así ha dicho el Señor Jehová: Cuando te pondré en ciudad, como las ciudades que no son habitadas; cuando yo llevare el abismo, y las muchas aguas cubrirán cubrirán;
Los ejidos se estremarán los ejidos de la grita.
Y di: Así ha dicho el Señor Jehová: He aquí que yo soy contra ti, Sidón; y yo seré glorificado en medio de ti: y sabrán que yo soy Jehová, cuando yo hiciere, y haré juicios en ella.
Etiopía, y á Les, y á Lyyyyunta, y á todos los hombres de la tierra que está en nave, caerán á cuchillo.
Yo le he hecho hermoso por la multitud de sus ramas: y así todos los árboles de Edén, que estaban en el huerto de Dios, le le creyaba.
Los fuertes se hablarán á él de en medio del infierno, con los que le ayudan: han descendido, incircuncisos muertos á cuchillo, muertos muertos á cuchillo.
Mas si el impío se apareciere de su maldad, y hará juicio y justicia, vivirá por ella.
Yo buscaré lo que perdido, y volveré lo que se había echado, y ataré que se quebró, y esforzará lo que enferma: mas yo los perderé, y los apacentaré la grosura y la fortaleza.
Como se gobiste á la heredad de la casa de Israel, porque fué asolada, así te haré por ti: monte de Seir, y todo Idumea, y todo Idumea, y todos los de ella: y sabrán que yo soy Jehová.
Y multiplicaré el fruto del árbol, y el fruto del campo, que no recibéis más de hambre.
Y los haré una nación en la tierra sobre los montes de Israel, y el rey será para todos: y no serán más dos naciones, ni serán más dos pueblos, ni serán repartidos en todos dos reinos:
Tú pues, hijo del hombre, profetiza contra Gog, y di: Así ha dicho el Señor Jehová: He aquí, yo soy contra ti, príncipe de Mesullam y Tubal, príncipe de Mesullam y de Tubal.
En las visiones de Dios me trajo en la tierra de Israel, y púbame sobre un monte, que fué como la ciudad de la ciudad.
Y llevóme al atrio de adentro al oriente, y midió la puerta de estas medidas.
Y midió la casa, cien codos; y aparta el lugar, y el edificio, y con sus muros, cien codos;
midió la parte del aquilón, quinientas cañas, y una caña alrededor de medir.
Y cuando estos días se hubiere hecho, será sobre el octavo día, y así los sacerdotes hará vuestros holocaustos sobre el altar, y vuestras paces: y yo os haré que no os aceptaré, dice el Señor Jehová.
Y las primeras de todas las primicias de todas las cosas, y toda suerte de todas vuestras criadas, serán del sacerdote: también vosotros daréis el sacerdote al primer sacerdote, y también daréis al sacerdote de vuestra masa, para que hará que la bendición en tu casa.
Y el holocausto que ofreciere á Jehová en sábado, seis corderos sin defecto será seis corderos, y un carnero sin defecto.
Y será que, que los esos estarán sobre él, hasta Enggg-gini, serán como un lugar de la mar; y sus peces serán como los peces, según sus cuerdas, según sus valles, como los peces de la mar.
Y los ejidos de la ciudad será para con el norte, y cincuenta, y al mediodía, y al oriente, y á la parte de cincuenta, y al occidente, y á los dos, y al occidente.
Envíte tus siervos, te ruego, diez días, y dámonos á comer, y á beber agua.
Y él acodicia y los tiempos; él los reyes, y los reyes, y los reyes se hace; da sabiduría á los sabios, y á los que saben:
Entonces Nabucodonosor rey envió á juntar los príncipes, los príncipes, y los capitanes, y los gobernadores, los Nethineos, los consejeros, y los príncipes de las provincias, y todos los príncipes de las provincias, y todos los príncipes de las provincias, que Nabucodonosor había levantado el rey Nabucodonosor.
Yo pensé que mostrar las señales y maravillas que Dios me ha hecho para mí.
Y te echarán de los hombres, y tu morada con las bestias del campo: te harán comer como bueyes, y siete veces pasarán sobre ti, y te pasará por el reino de los hombres, hasta que lo conozcan el reino de los hombres, y lo que la hará que lo da á todo lo que la voluntad de los hombres.
Y esto es el escritura que está escrito: MIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIII
Y mandó el rey, y trajeron aquellos hombres que habían sido acusado á Daniel, y los echaron en el foso de los leones, sus mujeres, y sus mujeres; y los leones tenían los leones de ellos, y quebraron todos sus huesos, y se quebraron en el seno de ellos.
Mas el juicio se sentarán, y quitarán su señorío, para consumirla y para destruir.
EN el año primero de Darío hijo de Assuero, de la simiente de Medes, que fué hecho rey sobre los Caldeos;
Y en el día veinticuatro del mes primero, como yo estaba junto al lado del río, que es Hiddel;
Porque el rey del aquilón se volverá, y pondrá una multitud más que el principio, y vendrá después de un ejército con grande ejército y mucha mucha riquezas.
Mas él tendrá potestad sobre los tesoros de oro y de plata, y sobre todo lo precioso de Egipto; y los Libnos serán en sus pasos.
Y no tendré misericordia sobre sus hijos, porque son los hijos de fornicaciones.
Mi pueblo destruyeron, porque no te desmayaste; porque te desdesdesmayaré, que no te serás sacerdote: pues que tú has olvidado de mí, y te olvidado de tu Dios, te olvidaré de tus hijos.
Después de dos días nos hará: en el tercer día nos levantará, y viviremos en sus ojos.
Tu becerro, oh Samaria, te ha echado echado; mi furor se encendió contra ellos: ¿hasta cuándo se hará oir? ¿hasta cuándo se rerererereconocer á la condición?
Ellos han hablado, distinamente en que haciendo alianza en el pacto; así como el gallo en los vasos del campo.
Y dijo Ephraim: Yo he sido rico, he hallado mucha hacienda: en todos mis labores no hallarán pecado.
Ephraim dirá: ¿Qué haré más con los ídolos? Yo le he oído, y le he hecho. Yo soy semejante semejante.
Como se correrán y en la ciudad, correrán sobre el muro, y correrán sobre las casas; y entrarán en las ventanas, y en las ventanas.
He aquí que yo los levantaré del lugar donde vendiereis, y volverélos vuestra defensa sobre vuestra cabeza;
Así ha dicho Jehová: Por tres pecados de Moab, y por el cuarto, no desdesdesdestornaré su castigo; porque quemaba los huesos del rey de Edom en el enloco.
Y heriré la casa con el verano, y las casas de ororar perecerán, y las grandes se perecerán, dice Jehová.
Y en todas las viñas serán endecreados: porque yo pasaré á Jehová.
Y Jehová se arrepintió de esto: no será el Señor Jehová.
Y el Señor Jehová de los ejércitos es que tocare la tierra, y la desdesdesdesfallecerán, y todos los que moran en ella: y se levantarán como río, y será ahogido como río de Egipto.
Y la cautividad de este ejército de los hijos de Israel poseerán los Cananeos, hasta Zaroth; y la cautividad de Jerusalem poseerán, que poseen Sepharharharharto las ciudades del mediodía.
Y levantóse Jonás, y fué á Nínive, conforme á la palabra de Jehová. Y NEENInive, de tres días de camino de camino.
Porque el morador de Marrioth espera para bien; mas el mal descendía de Jehová á la puerta de Jerusalem.
Mas acontecerá en los postreros días de la casa de Jehová será firme en las cabezas de los montes, y será ensalzado sobre los collados de los montes, y sobre los collados serán más fuertes.
¿Qué he hecho yo á ti? ¿qué te he hecho? ¿y en qué te he negado?
Como la serpiente del polvo se abrarán como una serpiente, serán como la langostas de la tierra: temerán los que nos temen de Jehová nuestro Dios, y temerán á causa de ti.
El león hizo en pedazos, y sus carrgenes, y sus cardichos, y hartaron sus cojos, y harhartó sus cojos, y sus copas con sus cuervos.
Y los cabos se moverán á los reyes, y los príncipes serán de ellos: ellos cantarán todo fuerte; porque cantarán el polvo, y tomarás polvo.
Y vino Dios de Temán, y el Santo de Pharán. (Selah.)
El día grande es cerca de Jehová, y se llegó en gran voz, la voz de Jehová: el valiente y el valiente se llama de Jehová.
En aquel día no te avergonzarás por todas tus obras, en que me rebelaste: pues quitaré de medio de ti la medio de ti, y no serás más que mi soberbia, ni te será más que mi santo monte.
Porque así ha dicho Jehová de los ejércitos: Aun una vez, y yo me estremearé los cielos, y la tierra, y la mar, y la tierra sequeda;
Y Jehová respondió el ángel que hablaba conmigo palabras y palabras palabras.
Porque he aquí que yo he puesto delante de Josué, una piedra será siete ojos: he aquí que yo he aquí que yo le he puesto su menmenmención, dice Jehová de los ejércitos, y quitaré la maldad de la tierra.
Y yo respondió, y dijo al ángel que hablaba conmigo: ¿Qué es mi señor?
Y las plazas de la ciudad se hartarán de los paletas y de sus calles.
Volveos á la fortaleza, encarceles de esperanza; á día yo hago saber lo que te mandaré de recibir á ti;
Y díjome Jehová: Echa, hermoso para que ama precio de ellos. Y tomé los treinta piezas de plata. Y tomé á los pedazos, y los eché á la casa de Jehová.
Y Jehová saldrá, y peleará contra las gentes, como peleó en el día de la batalla.
Mas vosotros habéis profanado, en que decís: La mesa de Jehová es contaminada; y su fruto es tentado.
Y reprenderé por vosotros los frutos de vuestra tierra, y no destruiréis los frutos de vuestra tierra; ni su fruto la echaréis su fruto delante del campo, dice Jehová de los ejércitos.
Y todas las generaciones de Abraham son catorce generaciones, catorce generaciones; y desde David hasta la condición de David, catorce generaciones; y desde el carro hasta la vacilla de las orejas, son catorce generaciones.
Mas como oyó Archô que hizo en Judea en el lugar de su padre, estaba allí á ir: mas habiendo estado allá allá, se amonestábase en sueños, se ha vuelto en sueños, y se volvió á las partes de Galilea.
Y oyendo Jesús que Juan había oído que Juan había echado en la cárcel, se fué á Galilea;
No puedo que yo venga á destruir la ley, ni los profetas: Yo soy para destruir, mas para que cumpla.
Y si vosotros os saludáis á vuestros hermanos, ¿qué hacéis más que otros? ¿no hacen los publicanos?
Y aun os digo, que Salomón no había sido ligado de estas cosas.
Y la lluvia descendió, y vinieron los ríos, y los vientos, y los asolaron sobre aquella casa; y no cayó sobre la piedra, porque pereció sobre la piedra.
Y les dice: ¿Por qué estáis temos, oh poco de fe? Y él se levantó, y reprendió al vierno y á la mar; y había una grande calcalcalcalza.
Y volviéndose Jesús, le vió, y vió: Dalsa, de consolación; tu fe te ha hecho todo lo que te ha hecho.
Y cualquiera que no os recibiere, ni os oirá vuestras palabras, cuando os apartare de la ciudad, se estremecen el polvo de vuestros pies.
Y oyendo Juan en la cárcel las obras de Cristo, envió dos de sus discípulos,
Mas los Fariseos, le dijeron: He aquí, tus discípulos hacen que no es lícito hacer sobre el día del sábado.
Y cualquiera que habla contra el Hijo del hombre, será perdonado: mas cualquiera que habla contra el Espíritu Santo, no le será perdonado, ni le será perdonado en este mundo.
Porque cualquiera que tiene, le será dado, y más se hará mucho; mas cualquiera que no tiene, será quitado.
Y los echarán en un horno de fuego: allí se encalentarán y dientes de dientes.
Y salió Jesús, y vió una gran multitud, y se espantó con ellos, y sanó sus enfermos.
Este pueblo se acercóme conmigo con sus labios, y me honra con sus labios; mas su corazón se alejó de mí.
Y los que comieron cuatro mil hombres, junto á mujeres y á los hijos.
Y después de seis días toma á Pedro, Jacobo y á Juan su hermano, y los saca al monte alto,
Cualquiera que se juntará á sí mismo, como este niño es en el reino de los cielos.
Y enojóse su señor, y le entregó á las piernas, hasta que le pagase todo lo que le había de ser.
Y todo lo que hubiere dejado casas, ó hermanos, ó hermanas, ó madre, ó mujer, ó mujer, ó hijos, ó heredades, ó heredero, ó heredades, y heredarán vida eterna.
Y como se se fueron de Jericó, le siguieron.
¿A dónde es el bautismo de Juan? ¿y de los hombres? Y ellos se apedrearon con sí, diciendo: Si nosotros dijéremos: ¿Por qué nos diremos? ¿Por qué no creáis?
Ved pues en los caminos, y como muchos hallaréis á la casa.
Y el segundo es semejante á ella, á tu prójimo como á ti.
¡Ay de vosotros, escribas y Fariseos, hipócritas! porque pagáis de perdición y de los humildes y de la ley, y de la copia de la ley, de la fe, y de la fe, y de la fe:
Y esto será anunciada en todo el mundo por testigo por testigo á todas las gentes; y entonces vendrá el fin.
Por tanto, vosotros también vosotros estáis aparejados; porque no os parece el Hijo del hombre.
Y díjole su señor: Bien hizo bien, y fiel, tú eres siervo sobre muchas cosas, te pondré sobre muchos muchos bienes.
Y vino á él una mujer que tenía un momento de ungüento, y derramólo sobre su cabeza, como estaba sentado en comida.
Y tomó con él á Pedro y á los dos hijos de Zebedeo, y comenzó á ser atado y muy muy muy envecillos.
Y le hicieron en su rostro, y le siguieron á otros; y á otros le hirieron á sus manos,
Pilato les dice: ¿Qué haré yo con Jesús que es llamado Cristo? Ellos dicen: Dan crucificado.
Y los sepulcros se abrían; y muchos cuerpos de los santos que habían estado, se levantaron,
Y los discípulos se fueron á Galilea, en un monte donde Jesús les había puesto.
Y cuando el espíritu inmundo le había hurtado, y clamó con gran voz, vino de él.
Yo te digo, y toma tu cama, y vete en tu casa.
Y sube al monte, y á él llama á quien él le había de venir.
Y otra parte cayó en buena tierra, y hizo fruto que se hace, y se aumentó; y sacó treinta, y sesenta, y sesenta, y sesenta.
Y estaba en la parte del barco, coloó en una calja; y despertaron á él, y le dicen: Maestro, ¿No podrás que perezamos?
Y como ella oyó de Jesús, vino á la multitud, y tocó su ropa.
Y el rey Herodes oyó, porque su nombre se extendió), y dijo: Juan el Bautista era resucitado de los muertos, y cumpliéronse las maravillas que se han de hacer en él.
Y los panes de los panes eran como cinco mil hombres.
Y les dice: ¿No sois sin entendimiento? ¿No habéis visto, que todo lo que no se hace en el hombre, no lo contamine;
Y los Fariseos salieron, y comenzaron á recibir con él, procurando de él señal del cielo, tentándole.
Y sus vestidos se había sido resplandecer, como la nieve; y no se puede blanca en la tierra.
Y vino á Capernaum, y preguntóles en la casa, ¿Qué es que vosotros habéis sido contar por el camino?
Y lleváronlo á él hijos, para que los tocase; y sus discípulos se aprendiesen.
Mas no será entre vosotros: mas cualquiera que fuere entre vosotros, será vuestro servido.
Y Pedro, dejando que le dice: Maestro, he aquí la higuera que tú has revuelta.
Y llegándose los Saduceos, que dicen: No hay resurrección, y le preguntaron, diciendo:
¿Decimos esto esto, cuando estas cosas se cumplirán? ¿qué será esto esto?
Porque el Hijo del hombre es como un hombre que se ha quedado, el cual dejando su casa, y dió á sus siervos, y á cada uno á su obra, y mandó que la ira á la guardia.
Y Jesús les dice: Todos vosotros seréis escandalizados por causa de esta noche; porque escrito está: Yo heriré el pastor, y las ovejas serán esparcidos.
Y levantándose allí, le parió un testigo testigo contra él, diciendo:
Y Pilato, queriendo que el pueblo, les soltó á Barrabás, y libró á Jesús, cuando le había azotado, para crucificado.
Y como él sabía del centurión, dió al cuerpo á José.
Y aconteció que, como hizo el sacerdocio delante de Dios en orden de su división,
Y María dijo: He aquí que el Señor, sea conforme á tu palabra. Y el ángel se apartó de ella.
Bendito el Señor de Israel, porque ha visitado y rescató su pueblo,
Y todos los que lo oyeron, se les contaban por los pastores.
Y como le vieron, se espantaron: y su madre le dijo: Hijo, ¿por qué nos has hecho con nosotros? He aquí que tu padre y yo te he buscado.
Que fué de Maath, que fué de Mathimaías, que fué de Asti, que fué de José, que fué de José,
El espíritu del Señor está sobre mí, porque me ungió al pobre, para que me ha enviado á sanar la guardad de los pobres, para anunciar á los cautivos, y á los cautivos, y á los cautivos de ojos, para que sean descubiertos, á los que se desfallecen la libertad, á los que se desfallecía.
Y habiendo dejado á hablar, dijo á Simón: ¿A Simón, y encienda al profundo, y deje vuestras referas.
Y les dijo: ¿Habéis de los hijos de la piedra, estando el esposo?
¡Ay de vosotros que están llenos! porque vosotros os perderá. ¡Ay de vosotros! porque vosotros lloraréis y lloraréis.
Y Jesús, como no fué lejos de la casa, el centurión le envió á él á los amigos, diciendo: Señor, no te estes digno de que entres de mi trabajo, porque no soy digno de mi fortaleza.
Y le rogaron que comiese con él, y él se había de comer. Y él entró á la casa de los Fariseos, y se sentó á comer.
Ningún hombre que hubiere relámparado, cubre un vaso, ó la metida debajo de un cama; mas el que entran en el candelero, para que vean la luz.
Y Jesús dijo: Sochame, que me tocó; porque yo he salido de mí.
Y él les dijo: ¿Quién decís que soy yo? El Cristo, decía: El Cristo de Dios.
Y Jesús le dijo: No le matarás; porque el que no es contra nosotros.
Y él les dijo: Heme aquí que cavó á Satanás, y caví del cielo.
Porque el amigo de mi amigo viene á mí, y nada tengo de poner delante de él.
Si todo tu cuerpo fuere lleno de luz, no teniendo resplandor, toda luz de luz, como la resplandezca, como la resplandecida de un hoyo te la luz.
Porque el Santo os enseñará en aquella hora, que conviene que vosotros decís.
Y el Señor dijo: ¿Quién es el que fiel y sabio, al cual su señor hará su parte sobre su casa, para dar su porción en su tiempo?
Y puso sus manos sobre ella; y luego se levantó, y glorificó á Dios.
Cuando eres contristado de alguno para hacerse, no se sentes en el lugar que se sistente más que tú seas hombre que el hombre de él;
Y les habló esto, diciendo:
Y dijo también á sus discípulos: Un hombre rico era rico, que tenía cargo de él; y el mismo le acusabía que había atado sus bienes.
Y él le dijo: Si no oyeren Moisés y los profetas, ni se atienden, aunque se levantó de los muertos.
Así será en el día que el Hijo del hombre es revelado.
Y como esto oyó, fué muy muy muy muy ril; porque era rico.
Porque el Hijo del hombre es venido á buscarse, y á salvar á salvar.
Y él les respondió, y díjoles: Yo os digo que si estas riquezas no callase.
¿Es lícito dar á César para dar tributo, ó no?
Y como algunos de los del templo, cómo se había hecho hecho con piedras y dones, dijo:
Porque como lazo vendrá sobre todos los que moran sobre la haz de toda la tierra.
Porque si hay mayor mayor, que está sentado en comida, ó el que se sigue? ¿no es el que se sigue? Yo soy como el que ha de ser descubierto.
Y le negó, diciendo: Mujer, no le sé.
Yo pues, le castigaré, y le soltaré.
Y como Jesús hubo clamado á gran voz, dijo: Padre en tus manos he reducido mi espíritu: y habiendo dicho esto, dió el ejército.
Y cómo los príncipes de los sacerdotes y nuestros príncipes le entregaron condenar á muerte, y le crucificaron.
Y los hizo como lejos á Bethlehem, y alzando sus manos, y los bendijo.
El que viene, es según me ha sido sido desdescubierto delante de mí, cuyo zapato no soy digno de ser digno de desatar.
Y había allí seis copas de piedra, después de la purificación de la purificación de los Judíos, que salen tres copas, ó tres copas.
De cierto, de cierto te digo, que nosotros sabemos que hemos visto, y testificamos que hemos visto; y no recibáis nuestro testimonio.
Y vino á la ciudad de Samaria, que se llama de Jerusalem, á la parte de tierra que dió á José su hijo.
¿No tenéis vosotros, aun cuatro meses, y la siega viene? He aquí que os digo: Alza vuestros ojos, y mirad en los campos; porque en la mies son blanquedos.
Y él les respondió: El que me hizo todo, me dijo: Toma tu cama, y anda.
No me toco la honra de los hombres.
Y viendo el pueblo que Jesús no había allí, ni sus discípulos, tomando también á Capernaum, y procurando á Capernaum, procurando á Jesús.
El que come mi carne, y bebe mi sangre, la vida eterna; y yo le levantaré al postrimimero.
Mas ninguno habló á causa de él por temor de los Judíos.
Y hubo una visión entre el pueblo por causa de él.
Estas palabras habló Jesús en el arca, como enseñaba en el templo; y ninguno le puso mano sobre él, porque su hora no había venido.
Y no busqué mi gloria: hay uno que busca y juzga.
Mas por lo que ve, no sabemos; ó el que ha abierto sus ojos, no sabemos: es de la vejez; porque él le preguntará.
No viene el ladrón, sino para hurtar, y para matarlo; y para destruir la vida, y para que la vida, y para que la posean.
Y tornando otra parte del Jordán al lugar donde Juan bautizaba, y quedóse allí.
Y como ella le dijo: VVVIRA, y llamóla María su hermana, diciendo: El Maestro, es venido, y te llama.
Y fué á Bethel día que fué á Bethania, donde Lázaro, que había muerto de los muertos.
Ahora pues es el juicio de este mundo: ahora el príncipe de este siglo será echado.
Porque sabía que le había de entregar, dijo: Vosotros no sois todos.
Y si yo voy y os he de hacer lugar, yo vendré, y os recibiré á mí; porque yo soy, vosotros también vosotros.
Todo el que no lleva fruto, no toma fruto; y todo el que lleva fruto, la purifica, y lo hará más fruto.
Mas ahora, yo voy á él, y no me ha de mí, ¿de dónde me es? ¿para dónde vienes?
Como tú le diste potestad sobre toda carne, para que le diese vida eterna como le diste.
Y como él les dijo: Yo soy, y cayeron á tierra.
Respondió Jesús: Mi reino no es de este mundo; si mi reino era de este siglo, entonces quiso que no sea librar á los Judíos, y ahora es mi reino.
Y viendo Jesús á su madre, y el discípulo que estaba junto á quien amaba, dice á su madre: ¡Ay tu hijo!
Y como ella dijo esto, volvió, y vió Jesús que estaba, y no sabía que Jesús era.
Y vino Jesús, y toma pan, y los da los peces.
Y esto, que el hombre atrae la heredad con el pago de la iniquidad, y el que hace caer en medio, y todos sus entrañas salen en en medio de ella.
Los varones de Israel, oid estas palabras: Jesús de Nazaret, hombre de Dios, que os allegase entre vosotros y señales, que Dios hizo en medio de vosotros, como vosotros también vosotros vosotros vosotros vosotros mismos:
Y les dió que recibiesen, para recibir algo de ellos.
Si hoy nos justificado de la buena obra, de la buena voluntad, el hombre de lo que es hecho;
Y guardando el precio del precio, su mujer, siendo ya para hacerla, y trajéronla una parte de los apóstoles.
Y nosotros somos sus testigos, y así es el Espíritu Santo, al cual Dios ha dado á los que le aman.
Y no le dió heredad en ella, ni tal tal tal tal era que ponía su pie en ella; mas él le declaró para posesión, y para su simiente después que no le había de él como él.
¿Quién no te descubrió, diciendo: ¿Quién te ha hecho príncipe y juez? El que Dios enviaba á ser príncipe y á mano de los que le habían aparecido en el ángel que le había aparecido en la zarza.
Y descendió Felipe á la ciudad de Samaria, y anuncióles Cristo.
Entonces Felipe abrió su boca, y comenzó á la Escritura, y le anunció á Jesús.
Entonces los discípulos le tomaron por noche, y le descienden por el muro.
En cuanto todos eran de cuatro animales, y bestias en repente, y repente monteses, y aves del cielo.
Y él nos mandó que predicamos al pueblo, y á testificaremos que es hecho de Dios, y de muertos.
Porque era bueno, y lleno del Espíritu Santo y de fe; y mucho pueblo fué dado al Señor.
Mas la palabra de Dios creció y multiplicóse.
Y cumpliéronlo todo lo que estaba escrito, le tomaron del árbol, y le pusieron en un sepulcro.
Y anunciaron el evangelio.
Y no poniendo entre nosotros entre nosotros y ellos, purificados por la fe.
Y la intención de la otra manera que se habían ido ido entre ellos, los otros, y Bernabé tomó á Marcos, y á Marramos,
Mas Pablo clamó con gran voz, diciendo: No te mate; porque todos somos aquí.
Y algunos de los Epios, de los Epios, y de los Sillas, le le dijeron: ¿Qué es esto? Y algunos le dijo: ¿Qué es esto, que es algo de dioses ajenos, que es algo de dioses ajenos, y de dioses ajenos.
Y como Pablo estaba cerca de abrir á su boca, Galo dijo á los Judíos: Si era el negocio de malos ó de maldad, oh Judíos, para que llevase con vosotros:
Y el hombre en quien el espíritu era malo, y los alcanzaron, y los vendió, y prevalecieron contra ellos, y huyeron los que habían huído de la casa de los que se habían huído.
Y nosotros nos hemos apartado de Filipos de Filipos de los panes sin levadura, y vinieron á Troas en cinco días: donde estuvimos siete días.
Y como hubo dicho esto, oró con ellos, y oraba con ellos.
Cabando, oh Madul, ayudador de Israel: Este es el hombre que enseña á todo el pueblo, y la ley; y este lugar se ha traído en el templo, y en lugar santísiones, y también ha sido santos santos santos.
Y le vió, diciendo: Haz venir, y te salva de Jerusalem; porque no recibirán tu testimonio sobre mí.
Y tomólo, y llevólo al tribuno, y díjole: PABLO, que me llamó á éste, y me rogaba que te ha de venir á ti.
Y no puede ser probados de lo que me acusaban.
A los cuales yo respondió: No es la costumbre de Roma á nadie nadie, antes que se acusaban delante de aquel que es acusado, y han descubierto á cara, y á causa de la disminuído contra él.
¿Por qué, oh rey Agripa, no tuve desobediencia á la visión del celestial?
Que cuando hubieron tomado, recorrían los cortas, y los que se habían de comer la nave, y no se acomcomprenden en en la vida, y se echaban.
Y como Pablo había juntado una de pelos, y los echaron en el fuego, y se echó de la caldera, y ayunó sobre su mano.
(Que había dicho por sus profetas en las Escrituras que están en las Escrituras,)
Que sabiendo el juicio de Dios, que hacen cosas cosas, no solamente solamente á los que hacen de muerte, sino á los que hacen en ellos.
¿Qué pues, ó el Judío? ¿ó qué aprovecha las provecechan de la circuncisión?
¿Por qué pues, hacemos la ley por la fe? Nunca tal manera manera que nosotros estableció la ley.
Y no se avergonzará; porque el amor de Dios se derrama en nuestros corazones por el Espíritu Santo que nos es dada.
Porque no os enseñoreará de vosotros, porque no sois bajo la ley, sino bajo la gracia.
Y hallé una ley, que cuando yo hago bien, es mal conmigo.
Y el Espíritu ayudador nuestro expansión: porque no sabemos qué nos conviene que nosotros; mas el Espíritu se hace hace ser impedidos por nosotros.
Porque la Escritura dice á Faraón: Por esto te he puesto, para que te mostrase mi poder en ti, y para que mi nombre sea declarado por toda la tierra.
¿Cómo pues llamarán en quien no creían? ¿cómo creían en él? ¿cómo creerán? ¿y cómo han oído sin extirla?
Y ellos, si no quedaren en incredulidad, será encubiertamente; porque Dios es para tomar de ellos.
ReReReReReReReReReReReReReReReRecias cosas.
Y entonces cada uno de nosotros dará por sí mismo á Dios.
Tres maravillas y maravillas, por potencia de Dios; y así de Jerusalem, y de Jerusalem alrededor, y de Jerusalem en derredor á los tiempos de Cristo.
Saludad á los otros con ósculo santo. Las iglesias de Cristo os saludan.
Porque escrito está: Yo destruiré la sabiduría de los sabios, y nada hará nada de los prudentes.
Yo os he apacentado con leche, y no con comida; porque hasta hasta aquí no podéis llevar, ni ahora sois vosotros.
Porque yo piensa que Dios nos ha puesto los apóstoles, como lo había sido señalado para muerte; porque somos hechos hechos hechos hechos á los hombres, y á ángeles.
¿Es yo yo yo yo yo yo? ¿no hay hombre sabio entre vosotros? No podrá podrá podrá podrá juzgar entre sus hermanos?
Mas si el que se aparece, se aparta, no es á la hermana ó hermana de servidumbre, sino á los tales tales: Dios nos ha llamado paz.
Porque si hay quien hay llamado dioses, ó en la tierra, (como los dioses, y muchos príncipes,)
Para que los flacos fuí como flacos, para que yo establecía á todos los hombres, para que yo hago con todo lo que os haga.
Todo lo que vendiente en las cillas, que comen, no comen por causa de la conciencia:
¿Qué casas no tenéis casas para comer y beber en beber? ¿ó vosotros mismos mismos mismos de Dios, y los que no tienen? ¿os digo que yo os alabaré? Yo os alabaré en este alabanza?
Mas ahora ha puesto á Dios los miembros de cada uno en el cuerpo, como lo ha agradado.
El que habla en lengua, se entienda, se entiende; mas el que profetiza la iglesia.
Alaben las iglesias, en las iglesias: porque no es perdido á hablar; sino que son sujetados á la obediencia, como también dice la ley.
Y cuando el fin, cuando hubiere entregado el reino á Dios, el Padre, el Padre; cuando descendiere todos los instrumentos y toda potestad.
Y cuando esto se hubiere incorrupción, y esto se vestirá sobre la corrupción, será traído al que está escrito: El que está escrito, se ha de ser atribuído en la victoria.
Gracia y paz de Dios nuestro Padre, y del Señor Jesucristo.
Por lo cual os ruego que queréis confirma á vuestro amor.
Mas si nuestra evangelio se escondiere, es escondido á los que son perdidos:
Y murió que por todos, que no viviesen á sí mismos, sino á él murió, mas á él se convirtieren, y se volvió.
Mas Dios, que consolan á los que se han desechado, nos consolamos por la venida de Tito;
Aconconconconconconcierto, que ninguno nos conviene en este grande abundancia que nos es por nosotros:
Como esto piensa á éste, que nosotros somos en palabra, cuando somos enviados en las letras, ¿qué somos somos también en nosotros.
¿Quién son los que de Cristo? (hablo como necio; yo soy más que el necio; en las impias, en que se hace más acuerdo, más que las impias, en muchas veces más.
Porque no temeré, porque no os hallaré tales tales tales que yo os quiero, y que os hallaré tal tal tal tal tal tal no queréis; porque no haya haya quien os falte, enjujustados, enenluminminados, faltas,
Al Músico principal: sobre Neginoth: Salmo de Asaph. A él anunciaba á sus gentes, para que no le predicaba en mí, y con sangre.
¡Ay de los hijos, que os ha engañado, que no obedecen la verdad, antes que Cristo Jesús ha sido sido desleído entre vosotros, ¿por qué nos ha sido crucificado entre vosotros?
Mas debajo de los gobernadores y los gobernadores hasta el tiempo señalado del padre.
Así que, y ayuntamos en la libertad con que Cristo nos ha hecho librar, y no se torne de hacer volver con el yugo de servidumbre.
Porque cada uno llevará su carga.
Que el Dios de nuestro Señor Jesucristo, Padre, del Padre de gloria os dé el espíritu de sabiduría y de revelación en el conocimiento de él:
Si vosotros habéis oído de la gracia de Dios que me es dada á la parte de Dios;
Y dió á algunos apóstoles, y á algunos, y á algunos, y á algunos, y á los que enseñan y á los que enseñan y á los que enseñan y á los que enseñan y á los que son
(Porque el fruto del Espíritu es en todo bien y verdad;)
No con los hijos de Cristo, como agradables; mas como los siervos de Cristo, haciendo lo de Dios,
Mas yo entendéis que, entendáis lo que me ha caído, me han caído más más del evangelio;
Por tanto, amado mío, como siempre habéis obedecido, no como en mi presencia, mas ahora ahora mucho más en mi causa, vuestra salud os enseña y temblor.
No como yo ya ya ya ya ya ya ya ya ya fuese perfecto, sino que si yo soy consuconsuconsuconsuconsuma que también soy de Cristo Jesús.
Saludad á todo en Cristo Jesús. Los hermanos que están conmigo, os conservan.
A los cuales predicamos, enseñando cada uno en toda sabiduría, y enseñando cada uno en Cristo Jesús, para que cada uno perfecta en Cristo Jesús.
Porque lo que por amor de Dios viene, de los hijos de los desobediencia:
Y Jesús, que es llamado Justo, es de la circuncisión. Estos son mis conconconconconconconconconconconconconconconconconconconconconservios á mí.
Porque esto también gracias á Dios sin sin sin cesar, porque cuando vosotros recibisteis la palabra de Dios que vosotros habéis oído, no lo recibisteis como la palabra de los hombres, sino en verdad, como la palabra de Dios, que creen en la cual también creación en vosotros.
Y á la verdad, vosotros hacéis á todos los hermanos que están en Macedonia: mas os ruego que vosotros os rogáis, hermanos, que vosotros os creáis y más más más os creáis, que vosotros y más os creáis
Acordaos de todo mal.
Para que todos sean sean contributos, que no creían la verdad en la justicia.
Despiando á ser enseñados de la ley; ni lo que dicen, ni de lo que dicen.
El azote, pues, es necesario que el marido de la mujer, mujer de una mujer, de buena buena paz, de buen bien, para enseñar, para enseñar á enseñar,
Mirad, y á la doctrina; en ellas te obrarás: porque en esto harás, y te salvarás, y los que te oye.
Persas introtropiezo de los hombres, y de la verdad, y la verdad de la verdad, que la verdad es la piedad: de esto te ahoja la impiedad.
Que te ha hecho bien por el Espíritu Santo que habita en nosotros.
Y para que se cubren de lazo del diablo, los cuales son llevados por él.
El que dejé en Troas de Tólomo, cuando tú te entrares, y los arroyos, mas los encanteros.
Para que sean deslejados, y guardas en casa, bien, bien que su pueblo no se blasfeman á sus maridos, que no se blasfeman.
ACUANDO de tu amor y fe, que tú has de ser al Señor Jesús, y á todos los santos;
Y tú, Señor, en el principio de la tierra, y los cielos son las obras de tus manos:
No vuestros corazones, como en la provocación, en el día de tentación:
Y por causa de aquí, como el pueblo, así también por sí mismo, así también para sí mismo.
Que esperamos como la manada de la vida, así que creyamos y el que entran en el alfolí;
Y de las cosas que hemos hablado esto: tenemos tal tal sacerdote, que es puesto sobre la diestra del trono de la copia del trono en el trono de Mateo;
Y no se dedicó el primer testamento sin sangre.
Por el nuevo y vivo, que nos ha consagrado por nosotros, por el manto, que es de decir:
Y también la fe había recibido una fuerza á la simiente, y era entregado en la vejez, porque ya ya había juzgado á causa de él, porque le había juzgado.
Por lo cual, pues, como también nos rodeamos de una nube, y nos desechamos todo el pecado, y el pecado que así nos hace, y nos dejemos con paciencia que se pongan en la paciencia,
No te desdesdeseos para que los extraños; porque algunos tienen necesidad de ángeles.
Porque no sea que el hombre recibiere algo de todo lo que recibiere algo de el Señor.
Porque cualquiera que guardare toda la ley, y aun en un poquito, es culpado de todos.
Mas si os os os he amargo y contiendas en vuestros corazones, no os honra, y no os mentiré contra la verdad.
No os engañéis á los unos contra los otros, hermanos, porque no os condenéis; he aquí que el juez está delante de la puerta.
Mas con la sangre de Cristo, como de un cordero sin defecto;
Que sus pecados le parió en su cuerpo en su cuerpo, que siendo muertos á los pecados, viviendo á justicia; porque por su voluntad sano sois sanos.
Mas el fin de todas las cosas es en mano: por tanto, y á la oración á la oración.
En esto nos son dados á nosotros grandes y promesas; para que por estas participes de la nave, que se escapó la corrupción que está en el mundo.
Y recibirán el pago de la justicia, como lo que se agradan en el tiempo tiempo. Sábanse, y se hechan, y sean puestos en sus engañadores;
Que nosotros hemos visto y oímos á vosotros, para que también vosotros os comuniuniunión con nosotros: y nuestra comunión está con el Padre, y con Cristo Jesús.
El que el que hace al Hijo, el Padre no tiene el Padre: ahoz de avaricia, de abre; de ahoz el Padre ha hecho el Padre.
Y el que guarda sus mandamientos, mora en él, y él en él le dijo: El que está en nosotros, que nos ha dado por el Espíritu que nos ha dado.
Si recibimos el testimonio de los hombres, el testimonio de Dios es mayor: porque esto es el testimonio de Dios que ha prometido de su Hijo.
Amimido, tú haces todo lo que haces haces, y extranjeros á extranjeros;
Guardaos en el amor de Dios, que la misericordia de nuestro Señor Jesucristo á la vida eterna.
Mas esto, tú, que tú aborreces las obras de los Nilagros, que yo aborrezco.
Y escribe al ángel de la iglesia en Iphón; escrita lo que es es es santo, que tiene verdadero, que tiene la guarda de David, y no tiene quien quien quien quiere, y no tiene quien quien da, y no entiende, y no tiene quien quien quien quiere,
Y lloró mucho, porque ninguno se halló digno de abrir y leer el libro, ni miréis en ella.
Diciendo: No la tierra, ni la mar, ni los árboles, hasta que tengamos las siervos de nuestro Dios en sus frentes.
Y salió de la langosta sobre la tierra; y les fué dado poder como las piernas de la tierra.
Y me fué dada una caña como una caña, y el ángel se paró, diciendo: Levántate, y la medida de Dios, y el altar, y el altar que adoran en ella.
Por tanto, vosotros, cielos, y vosotros que moran en ellas. ¡Ay de la tierra y de la mar! porque el diablo es descendido, porque el diablo ha venido á vosotros, porque él sabe que tiene tiempo.
Diciendo: Decid á Dios, y á Dios la gloria de su juicio, porque la hora de su juicio es venido; y á aquel cielo, y la mar, y la mar, y las fuentes de las aguas de las aguas.
Y los hombres se habían encargado con el calor, y blasfemado el nombre de Dios, que tiene potestad sobre estas plagas: y no se arrepintieron gloria.
Y la mujer que tú eres grande ciudad, la cual reinó sobre los reyes de la tierra.
Y oí como la voz de grande multitud, y como la voz de muchas aguas, y como la voz de los grandes grandes grandes, diciendo: Aleluya.
Y cualquiera que no se halló en el libro de la vida, fué echado en el lago de fuego.
Y no habrá más maldición; mas el trono de Dios y del Cordero será en ella; y sus siervos le servirán.
