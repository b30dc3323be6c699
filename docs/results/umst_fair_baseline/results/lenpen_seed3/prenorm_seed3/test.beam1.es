En el principio Dios crió los cielos y la tierra.
Y vió Dios todo lo que hizo, y he aquí que fué muy buena. Y la tarde y la tarde fué el día de la tarde.
Porque Dios sabe que el día que comiereis, comeréis vuestros ojos, y seréis abiertos, y vosotros seréis como dioses, sabiendo mal.
Y ahora eres maldiciones de la tierra, que la abrió su boca de tu hermano, de la sangre de tu mano;
Y vivió Mahalaleel y sesenta años, y engendró á Jared;
Y dijo Dios á Noé: El fin de toda carne ha venido delante de mí; porque la tierra es lleno de violencia por ellos, y he aquí que yo los destruiré con la tierra.
Y murió toda carne que se movieron sobre la tierra, de aves, y de bestias, y de todo reptil que anda arrastrando sobre la tierra, y todo hombre:
Y ciertamente de vuestra sangre haré, en mano de todo animal que la bestia la daré, y en mano de cada uno lo que la mano de cada uno, el hermano de cada uno lo que la vida de cada uno.
Los hijos de Châm: Cuán, y Mizpa, y Phuim, y Canaán.
Y ellos dijeron: Id, edifiquemos una ciudad y torre, y la torre, y la torre, y nos hará el cielo; porque no sea esparcidos sobre la haz de toda la tierra.
Y te pondré sobre gran gente, y te bendeciré, y te haré tu nombre.
Abram, pues, habitaron en la tierra de Canaán, y moraron en las ciudades de la llanura, y asentaron su tienda hacia Sodoma.
Se lo que los mancebos se comieron, y la parte de los hombres que se fueron conmigo, Aner, y Mamre, y Mamre; tomálos su parte.
Y el ángel de Jehová le dijo: Vuélvete á tu mirar, y sujeta debajo de sus manos.
Y tomó Abraham á Ismael su hijo, y todo lo que nacieron en su casa, y todos los que compraban con su dinero, cada uno de los hombres de Abraham, y circuncidó la carne de su prepucio en el mismo día, como Dios le había dicho.
Y dijo Jehová: Si hallé en Sodoma en cincuenta justos en la ciudad, yo perdonaré todos los muertos por sus lugar.
El sol se ha resucitado sobre la tierra cuando Lot entró en Zoar.
Y dijo Abimelech: He aquí mi tierra está delante de ti: ¿dónde está tú?
Y tomó Abraham ovejas y bueyes, y diólos á Abimelech, y diólos de ellos pacto.
Y Bethuel engendró á Rebeca: ocho y Milca, llevaba á Nachôr, hermano de Abraham.
Y el siervo puso su mano debajo del muslo de Abraham su señor, y juró á aquel negocio.
Y dije á mi señor: Quizá me seguiré la mujer.
Y parió á Joán, y á Joán, y á Isán, y á Isbac, y á Sbac.
Y dijo Esaú: He aquí yo soy al que muera: ¿qué aprovechará esto?
Y ellos dijeron: Vamos que Jehová era contigo; y nosotros somos juramento entre nosotros, y nos hemos de juramento entre nosotros, y nos haremos alianza entre nosotros, y nosotros, y te haremos alianza contigo;
Y no le podía que se le había hecho, porque sus manos le fueron como la mano de Esaú.
Y obedeciendo Jacob su padre y su madre, y fué á Padan-aram;
Y Labán dijo á Jacob: Porque tú eres mi hermano, ¿para qué me sirvas? pues me declarará? ¿qué te envíres?
Y Zilpa la moza de Lea, parió un hijo á Jacob.
E hizo Jacob los corderos, y puso los rostros de los rebaños de las ovejas hacia el ganado de Labán, y todo el ganado de Labán; y él puso sus ganados, y no los puso sus ganados, y no los ponía de Labán.
¿Por qué te dejaste en secreto, y desdescubierto de mí, y no me declaraste, para que te he enviado con grillos, y con higos, y con arpa?
Y viendo Jacob, les dijo: Este es el Dios del campo: y llamó el nombre de aquel lugar que Mahanaim.
Por tanto, no comen los hijos de Israel, que se juntaron, que está sobre el pezuelo, hasta hoy: porque el día tocó la hoja de Jacob, porque toca el pez de Jacob.
Y habitaréis con nosotros: y la tierra será delante de vosotros; y habitaréis en ella, y os posaréis en ella.
Y volvió á Jacob, cuando salió de Padan-araram, y le bendijo.
Estos son los nombres de Esaú, los hijos de Esaú, hijo de Ada, mujer de Esaú, hijo de Basemath, mujer de Esaú.
Y estos son los nombres de los duques que vinieron de Esaú, conforme á sus familias, por sus nombres, por sus nombres, el duque Cabababah, el duque JeJephonth,
Venid, y vengamos á los Ismaelitas, y no sean sobre él nuestra mano; porque es nuestro hermano y nuestra carne. Y sus hermanos fueron contentos.
Entonces preguntó á los hombres de aquel lugar, diciendo: ¿Dónde está la ramera, que fué oporamente por el camino? Y ellos dijeron: No hay ramera.
Mas Jehová fué con José, y le mostró misericordia, y dióle gracia delante de la cárcel.
Y durmió, y soñó el mismo tiempo: y he aquí siete espigas de trigo vino sobre una espantosa, y el bien.
Y juntaren todos los mantenimiento de los años que vendrán, y pongan grano debajo de la mano de Faraón, y guardan pan en las ciudades.
Y conoció José sus hermanos, mas no le conocían.
Y él dijo: No descenderá con vosotros; porque su hermano es muerto, y él es dejada: si mal le fuere muerto, y él le llevaréis por el camino que pasareis, y llevaréis mi sepulcros á los sepulcros.
E hizo priesa á José, porque sus entrañas hizo lo que lloraba sobre su hermano: y buscó donde lloraba, y él entró en su cámara, y lloraba.
Y nosotros dijeron: No podemos descender: si nuestro hermano era era con nosotros, entonces descendemos: porque no veamos la haz del hombre, si nuestro menor no puede ver con nosotros.
A todos los que se dió cada uno de vestidos, y á Benjamín dió trescientos piezas de plata, y cinco mudas de vestidos de vestidos.
Los hijos de Nephtalí: Jahel, Guni, y Jezer, y Jezer.
Y compró José toda la tierra de Egipto, porque los Egipcios vendían cada uno su campo, porque el hambre se fortalecieron sobre ellos: así se fué la tierra de Faraón.
Y su padre no quiso, y dijo: Yo sé, hijo mío, yo lo sé; y también será grande pueblo, y él será mayor mayor: mas su menor más más que él, y su simiente será mayor que él.
Benjamín emparará como la lana: en la mañana consumirá la presa, y la noche se apartará la presa.
Y dijo José á sus hermanos: Yo moraré, y ciertamente os visitaré, y traedos de esta tierra á Abraham, Isaac, á Jacob, á Jacob, y á Jacob.
Y como ella había abierto, vió el niño: y he aquí que el niño lloró. Y ella había de comprender, y dijo: Este es uno de los Hebreos.
Y dijo Moisés á Dios: ¿Quién soy yo, para que yo vaya á Faraón, y que yo saba los hijos de Israel?
Y Jehová dijo á Moisés en Madián: Ve, vuélvete á Egipto; porque todos los hombres son muertos que tu vida han buscado á tu vida.
Ahora pues, ahora, y obra; porque no os dará paja, y no os libraréis la caverde de.
Y Eleazar, hijo de Aarón, tomó una mujer de las hijas de Pusiel, y le parió Phinees: estos son las cabezas de familias de los padres de los Levitas según sus familias.
Y cumplidos siete días después que Jehová había herido el río.
Y salió Moisés de Faraón, y oró á Jehová.
En Jehová, la palabra de Jehová, que no hay más valientes y granizo; y yo os iré, y os seguiré, y no os seguiréis.
No vieron los unos á los otros, ni se levantaron de su lugar por tres días: mas todos los hijos de Israel tenían luz en sus moradas.
Y será hoy por memoria, y la haréis fiesta á Jehová por vuestras generaciones; y la haréis por estatuto perpetuo por estatuto perpetuo.
Mas el siervo de todo el siervo que compró por dinero, cuando le circuncidó, entonces comerá.
Y HABLÓ Jehová á Moisés, diciendo:
Y vió Israel aquella obra que Jehová hizo sobre los Egipcios, y temió el pueblo á Jehová, y creyó á su siervo.
Y los hijos de Israel les dijeron: Llamamos á Dios, habiendo estado por mano de Jehová en la tierra de Egipto, cuando se sentamos junto á la carne de los mansos, y comamos para comer pan; porque habéis traído á nosotros en este desierto, para matarnos.
Y dijo Moisés á Aarón: Toma un pollino, y poned un omer de maná ella, y ponedlo delante de Jehová para vuestras generaciones.
Y sé que Jehová es mayor que todos los dioses: porque en lo que todos ellos se hicieron lo que les hizo.
Y descendescendiendo Moisés del monte al pueblo, y santificaron el pueblo; y lavaron sus vestidos.
Y dijeron á Moisés: Di con nosotros, y oiremos: mas no hablaremos á Dios con nosotros, porque no muramos.
Y si alguno seguirá, tú la vida por vida,
Si su padre no dejare á darle, pagará conforme á la paloma de vírgenes.
Y la fiesta de la siega, las primicias de tus labores, que sembraste en el campo: y la solemnidad de la fiesta de la cocoganza, que se juntaste en tus labores en tu obra.
Y Moisés se levantó, y su servil: y Moisés subió al monte de Dios.
Y harás á ella término de mano alrededor, y harás una corona de oro en derredor.
Y harás tablas para el tabernáculo de madera de Sittim, que subían.
Harás con tablas de tablas: como te mostró en el monte, así lo harás.
Y pondrás en ella las piedras de piedras, cuatro órdenes de piedras: el primer orden nos será un tormento, y un carpecho, y una tuntuosa.
Y Aarón y sus hijos meterás á la puerta del tabernáculo del testimonio, y los lavarás con agua.
Y si lo que se hubiere de las consagraciones, ó de la carne, quedare al pan, y quemarás con fuego: no se comerá, porque es santa.
Y harás un lagar de metal, y su pie de metal, y también la plantarás: y tú la pondrás entre el tabernáculo y el altar, y el altar, y pondrás agua en ella.
Y vestimentas de servicio, y las vestiduras para el sacerdote Aarón, y los vestiduras de sus hijos, para ministrar en el sacerdocio,
Y dijo Aarón: No se ensaña el furor de mi señor, cuando los pueblos se pusieren en mal.
Y Jehová dijo á Moisés: Yo haré esto que has hablado: porque has hallado gracia en mis ojos, y te conozco por nombre.
Porque yo echaré las gentes delante de ti, y ensancharé tus términos: ni nadie lo codiciarás tu tierra, cuando subes á apartar delante de Jehová tu Dios en el año.
Los vestimentas de servicio, para hacer servicio en el santuario, los vestiduras de Aarón sacerdote, y los vestidos de sus hijos, para ministrar en el sacerdocio.
Hizo asimismo cortinas de machos de cabrío por el tabernáculo, las cuales las hizo.
Hizo también la cubierta de oro puro: de dos codos y la mitad de su longitud, y un codo y medio de anchura.
Y puso las varas en los anillos á los lados del altar, para llevarlo las tablas del altar.
E hicieron piedras de vestir en astillo de oro, de talla, como de cupinterior, con los nombres de los hijos de Israel.
La mesa, y todos sus vasos, y la proposición de pan,
Y puso el pan en orden delante de Jehová, como Jehová había mandado á Moisés.
Y el sacerdote lo tragará al altar, y lo relámpago sobre el altar, y la sangre será descubierto de la parte del altar:
Y si su ofrenda fuere macho cabrío, ofrecerá delante de Jehová.
Y tomará el sacerdote de la sangre del pecado con su dedo, y pondrá sobre los cuernos del altar del holocausto, y derramará su sangre al pie del holocausto.
Y HABLÓ Jehová á Moisés, diciendo:
De esta suerte es la ley de la expiación: es cosa santísima.
Y el sacerdote quemará el sebo sobre el altar: mas el pecho de Aarón y los hijos de sus hijos.
Y degollólo, y tomó Moisés de sangre de ella, y púsola sobre la ternilla de Aarón, y sobre el pulgar de su mano derecha, y sobre el pulgar de su pie derecho.
Y llevólo el presente, y tomó un puño de él, y quemólo sobre el altar, además del holocausto.
Todo lo que hace, y es vestimentado de pezuelo, y se hace las bestias, que comeréis.
Y todo vaso, en que en cualquier lugar de ellos se cayere, será inmundo; y vosotros lo quebraréis.
Y si el sacerdote viere que la niña, la extiende en la piel, el sacerdote dará por inmundo: lepra es lepra.
Y si alguno ó mujer, ó mujer de su carne, mancha, blanca, blanca blancas, y mancha blancas;
Mas el séptimo día será el que tiene todo su cabeza y su barba, y su barba y sus barras, y todos sus cabellos se lavarán; y él lavará sus cabellos, y lavará sus vestidos, y lavará también sus vestidos, y será limpio en agua.
Y el sacerdote saldrá el séptimo día, y mirará: y si pareciere la plaga se hubiere extendido en los muros de la casa;
Y el vaso de la tierra, que tocare el que tiene flujo, será quebrada; y todo vaso de madera de madera se acuerde agua.
Y Aarón traerá sobre la suerte de Jehová, y le ofrecerán por expiación.
Para que los hijos de Israel traigan sus sacrificios, que ofreceren el campo, y los sacarán al campo, para que los traen la puerta del tabernáculo del testimonio, á Jehová, y los ofreceren las paces á Jehová.
Y no se allegará á la mujer de su desnudez, como ella se vestirá por su inmundicia.
No haréis mis estatutos. No dejarás tu bestia con mantenimiento: no sembrarás tu campo con simiente: ni vestirás de lino, ni ropa de lino, y de lino, y de lana ana ana ana ana vendrá sobre ti.
Y si alguno tuviere ayuntamiento con su nuera, así de ellos será para muerte; su sangre será firme sobre ellos.
Y no profanará su simiente entre su pueblo; porque yo le santificaré.
Y cualquiera que ofreciere sacrificio de paces á Jehová, á cumplir su voto, ó de ofrenda voluntarias, ó ovejas, será acepto; no habrá quien haya acepto, no haya falta en ella.
Y ofreceréis con el pan siete corderos de un año sin defecto, y un becerro, y dos carneros: serán para holocausto á Jehová, con sus libaciones, y sus libaciones, y sus libaciones, y sus libaciones, ofrenda encendida á Jehová, ofrenda encendida de olor suave á Jehová.
El orden se puso sobre los candilejas de Jehová, y continuamente delante de Jehová.
El jubileo que os será para vosotros: no sembraréis, ni siembra, ni segaréis que se siembra de él, ni juntará las uvas en ella.
Y entonces se apartará de ti, así y sus hijos con él, y volverá á su familia, y á la posesión de sus padres se volverá.
Y yo os haré esto; yo os pondré sobre vosotros espanto, y en el espanto ardor ardor, y quemará los ojos, y hartaréis en vano, y hartaréis vuestra simiente en vano, y comeréis.
Estas son los estatutos y derechos que Jehová le hizo entre él y los hijos de Israel en el monte de Sinaí, por mano de Moisés.
Y todo el fruto de la tierra, ó de la tierra, ó de la tierra, ó del fruto de la árbol, es de Jehová: es santo á Jehová.
De los hijos de Judá, por sus generaciones, por sus familias, por las casas de sus padres, conforme á la cuenta de los nombres, de veinte años arriba, todos los que podían salir á la guerra;
Todo hombre de los hijos de Israel asentará junto á su bandera, con la señal de su padre: lejos se alejarán el tabernáculo del testimonio. Y la congregación se apartarán.
Estos son los contados de los hijos de Israel por la casa de sus padres: todos los contados de los ejércitos fueron seiscientos y tres mil y trescientos y tres mil y quinientos.
En el número de todos los varones de un mes arriba, y ocho mil y seiscientos, que guardasen la guarda del santuario.
Y sobre la mesa de la mesa extenderán el paño de cárdeno, y púsose sobre los peces, y los cucharos, y los cucharos, y los cueros de los cueros, y de la colores, y de la flor de él se secacerán.
Estos fueron contados de las familias de Coath, todos los que hacen servicio en el tabernáculo del testimonio, que Moisés y Aarón hizo conforme á la cuenta de Jehová, por el mandamiento de Moisés.
Y el sacerdote pondrá la mujer delante de Jehová, y cubrirá la cabeza de la cabeza de su ofrenda, y pondrá la ofrenda de ella en sus manos, que es la ofrenda de la manera que hace la maldición en su mano:
Y ofrecerá el carnero de paces á Jehová, con las canas de los ázimos de los ázimos: el sacerdote ofrecerán su presente, y su libación.
Una cuchara de oro de diez siclos, llena de perfume;
Una cuchara de oro de diez siclos, llena de perfume;
Una cuchara de oro de diez siclos, llena de perfume;
Y los Levitas se purificaron, y lavaron sus vestidos; y Aarón ofrecieron delante de Jehová; y Aarón hizo expiación por ellos para limpiarlos.
Dejas de plata, de plata de un bocado; para que los podrás para el arder de la congregación, y por las partidas de los partidas de las partidas de los montones.
Y será, si con nosotros, y tú será, que Jehová nos hará con nosotros.
Mas allí quedó dos de los hombres en el campo, el nombre de la una era de Eldad, y el nombre de Medad; y el espíritu se puso sobre ellos, y no eran de los que estaban escritas, sino que estaban escritas en el tabernáculo; y ellos profetizaban en el campo.
De la tribu de Judá, Caleb hijo de Jephone.
¿Por qué nos ha traído Jehová á esta tierra, para que cayesen á cuchillo, para que nuestras mujeres y nuestros hijos se han de hacer presa? ¿no nos ha de volver á Egipto?
Y vuestros hijos llevarán en el desierto cuarenta años, y llevarán vuestros fornicaciones, hasta que sean asolados en el desierto.
Habla á los hijos de Israel, y diles: Cuando hubiereis llegado á la tierra donde os traje,
Y puso fuego, y puso perfume delante de Jehová para mañana, y será que el hombre escogiere, y será santo: vosotros seréis santos.
Habla á Eleazar hijo de Aarón sacerdote, que tomare el incensario de arder, y esparcirás el fuego, y los esparcirás.
Y te allegaren, y te guarden la guarda del tabernáculo del testimonio, porque no llegaren el servicio del tabernáculo: y el extraño no se allegará á vosotros.
Esta es la ordenanza de la ley que Jehová ha mandado, diciendo: Di á los hijos de Israel, que te traigan una cabra sin defecto, y no haya haya haya haya ppagado sobre el yugo que no haya venido;
Y Moisés y Aarón juntó la congregación delante de la peña, y díjoles: Oid ahora, ¿os habéis de venir á vosotros agua de esta piedra?
Y partidos de Oboth, asentaron en Iarim, en el desierto que está delante de Moab, hacia el sol.
Ahora pues, ahora, te ruego que me maldiesen este pueblo; porque son fuertes que me han vencido, y los que heriremos, y los que los heriremos, y los eché que los maldieres, y al que tú bendijere, y al que maldieres.
Y como Balac oyó que Balaam había venido á recibir á la ciudad de Moab, que está en el término de Arnón, que está en el término de Arnón, que está en el término.
Y dijo Balac á Balaam: Ni maldiólos en todos, ni bendijesen á todos.
Y Balaam se levantó, y fuése á su lugar; y Balac fué á su camino.
Los hijos de Simeón, por sus familias: de Nemuel, la familia de los Nethineos: de Jamelitas en la familia de los Jamachîitas, la familia de Jachîn, la familia de Jachîn:
Estos son los hijos de Dan por sus familias: de Shuham, la familia de los Shuhaitas. Estas son las familias de Dan por sus familias.
Las hijas de Zopheth hablaban: de cierto los dará posesión entre sus hermanos, y la harás la heredad de sus hermanos; y la harás la heredad de su padre.
Y beberán sus presentes, un carnero de vino á un carnero, y la tercera parte de un hin de un carnero, y una cuarta parte de un hin á cordero: esto es el holocausto de cada mes en los meses de cada año.
Y ofreceréis holocausto, sacrificio de olor de olor suave á Jehová, un año de olor de suavidad, y dos carneros, y catorce corderos de un año; sin defecto serán sin defecto;
Y su padre la oye, y su sierva con que ella hubiere ligado su alma, y su padre la callará: todo lo que hubiere ligado, y todo lo que hubiere ligado sus votos, será ligada.
Mas todas las mujeres, que no conocen á hombre con él, guardaréis por vida.
Y los gobernadores que estaban sobre Moisés, tribunos, los capitanes de millares, y centuriones, vinieron á Moisés.
Cántico gradual, y á vuestras ciudades, y á vuestras ovejas, y haced que el que ha de venir de vuestra boca.
Y ellos, tomándolo del desierto de Sin, asentaron en Danca.
Y partidos de Zalía, asentaron en Punón.
Y HABLÓ Jehová á Moisés, diciendo:
Y si le hiriere con carla piedra, con que muera, y muriere, es homicida; el homicida morirá.
Estas son los mandamientos y derechos que Jehová había mandado por mano de Moisés á los hijos de Israel en los campos de Moab, junto al Jordán de Jericó.
Jehová vuestro Dios que va delante de vosotros, él peleará por vosotros, conforme á todo lo que os hizo delante de vuestros ojos;
Y los que venían de Cades-barnea, hasta que vinimos sobre el arroyo de Zered, treinta y ocho años; hasta que toda la generación de los hombres de guerra se habían sido destruído de en medio del ejército, como Jehová les juró.
Mas todos los animales, y los despojos de las ciudades, tomamos para nosotros.
¿Y qué nación grande, que tiene estatutos y derechos como toda esta ley, que yo pongo hoy delante de vosotros hoy?
A las gentes de delante de ti y más fuerte que tú, para que te has de dar, para que te dé su tierra en heredad, como hoy es hoy.
Y no hurtarás.
No tentaréis á Jehová vuestro Dios, como tentaréis en Massa.
No serás descubiertamente: porque Jehová tu Dios es entre vosotros, Dios fuerte y terrible.
No por tu justicia, ni por el rectitud de tu corazón, para que entres á poseer la tierra; porque la impiedad de estas gentes los echó de delante de ti, y él los desechó la palabra que juró Jehová á tus padres, y á Abraham, y á Jacob, y á Jacob.
Y los hijos de Israel tomaron de Beeroth de los hijos de Javán, á Moloth; allí murió Aarón, y murió: Eleazar su hijo en el sacerdocio.
Que os daré la lluvia de vuestra tierra en su tiempo, el primero y la lluvia, y la lluvia lluvia, y tu vino, y tu vino, y tu aceite.
Y os alegraréis delante de Jehová vuestro Dios, y vuestros hijos, y vuestras hijas, y vuestras siervas, y vuestro Levita que está en vuestras puertas, y el Levita que está dentro de vuestras puertas; porque no tiene parte ni heredad con vosotros.
Y la piedra con piedras, el que muera; porque él te ha buscado de Jehová tu Dios, que te sacó de la tierra de Egipto, de la casa de servidumbre.
La verdad que todo el fruto de tu simiente, que el campo saca por año.
No comerás la sangre de ella: derramarás sobre la tierra como agua.
Si te levantare un negocio que te hubiere hecho en juicio, entre sangre y sangre, entre el cual se junta y entre el refrío, y entre tus puertas de dentro de tus puertas: levántate, y levántate, y subirás en el lugar de Jehová tu Dios, y te escogiere, y te escogiere, y te escogiere, y te escoginquieto, y te ha de la tierra, y te ha
Yo los levantaré de entre sus hermanos, como te pondré mis palabras en su boca, y hablaré mis palabras en su boca; y él hablará á todos los que yo le mandaré.
Y los gobernadores hablarán al pueblo, diciendo: ¿Qué es aquel hombre que edificó una casa nueva, y no ha dedicado? vuélvase, y vuélvase á su casa, y á otro hombre la dedicado, y la dedica.
Si alguno tuviere dos mujeres, una nuera, y la aborrecida, y los cuales le nacieron hijos, y la aborrecida; y si el primogénito es el hijo de los que aborreciesen:
Si alguno se hallare con mujer, cascasada á marido, entonces morirán, ambos serán de la mujer, y la mujer: así quitarás el mal de Israel.
Mas si no llevares á los votos, no se hará pecado en ti.
Si hermanos morare, y alguno de ellos muriere, y no tienen hijo de muerto á su marido, no se casen sin extranjero: su marido de su hermano irá á su mujer, y tomarla, y le harás con mujer, y le hagáis la mujer de su hermano.
Jehová tu Dios te ha mandado que te ha mandado hacer estas ordenanzas y derechos: por tanto harás con todo tu corazón, y con todo tu alma.
Y será que, si te oyeres á la voz de Jehová tu Dios, para poner por obra todos sus mandamientos que yo te mando hoy, que Jehová tu Dios te pondré sobre todas las gentes sobre todas las gentes de la tierra:
Tu buey será muerto delante de tus ojos, y no comerás de ella: tu asno será quitado de delante de tu rostro, y no será restituído á ti: tus ovejas serán entregados á tus ovejas, y no tendrás quien los haya dado.
Y toda enfermedad que no está escrito en el libro de esta ley, Jehová los traerá sobre ti, hasta que seas destruído.
Y toda su tierra es florosa, y sal, y ardidiseñoreador, y que no sembrare, ni la hierba de Sodoma, ni la hierba de Sodoma, y de Gomorra, y de Gomorra, y de Gomorra, y de Jehová, y de su furor, y de la ira que Jehová se hace la ira en su furor, y de su furor, y de Sodoma, y de Sodoma, y de Sodoma, y de Sodoma, y de Sodoma, y de Sodoma, y de Sodoma, y de Sodoma, y de
Y Jehová les hará como él hizo á Sehón y á Og rey, reyes de los Amorrheos, y á la tierra de ellos, al cual destruyó.
El Roca es la Roca, su obra: porque todos sus caminos son juicio; Dios de verdad y sin iniquidad, y justicia.
¿No es esto que me ha puesto en la ramera, y sellada entre mis tesoros?
Y dijo de Benjamín: El amado habitará en él, y habitará el Señor todos los días, y el Señor le descubrirá todo el día, y habitará entre sus hombros.
Y después de la muerte de Moisés siervo de Jehová, habló á Josué hijo de Nun, diciendo:
Y los que os salvan á mi padre, y á mi madre, y á mis hermanos, y á todos los que tienen, y á nuestras vivas, y á nuestra vida.
Tomad doce hombres del pueblo, de cada tribu de cada tribu,
Y aconteció que, cuando hubieron acabado de circuncidar todo el pueblo, se quedaban en sus lugares, hasta que todos se habían estado.
Y los mancebos que eran eran asnas, sacados en Rahab, y su padre, y su madre, y todos los que ella habían hecho; y todos los que ella habían quedado, y todos los que habían quedado del campo de Israel.
Y ellos le levantó un gran montón de piedras, en el día de Jehová se volvió de su furor. Por lo cual el nombre del lugar que fué llamado, el valle de Achor, y hasta hoy.
Y Josué edificó un altar á Jehová Dios de Israel en el monte de Ebal,
Y ahora, he aquí estamos en tu mano: como bien te pareciere, y te hace á nosotros.
Y aquel día tomó Josué á Maasías, é hirió con la espada de espada, y el rey su todo lo que en ella había vivo, y todas las almas que en ella se quedaban; y no quedó quien él.
Como Jehová mandó á Moisés su siervo, así hizo Moisés, y así lo hizo Josué; no dejó nada de todo lo que Jehová había mandado á Moisés.
El rey de Cesa, otro: el rey de Joccam, otro:
Esta es la heredad de los hijos de Gad por sus familias, las ciudades, y sus aldeas.
Y desde el término de los Baana hasta el monte de Seir, y pasa al lado del monte de Jerim, que es Chêesalón, y descendió á Beth-semes, y pasó á Beth-semes, y á Timna;
Y Cabababababababi, y á Kiththi,
Y descendió de Janoa á Ataroth, y á Naarath, y vino á Jericó, y salióse al Jordán.
Y los hombres pasaron, y pasaron por la tierra, y la cama por siete partes en el libro, y otra vez volvió á Josué al campo.
Y su término subió hacia la mar, y Marala, y Maronó á Dabanheth, y expanadaron al río que está delante de Jocam;
Y el término de su heredad fué Zora, y Ethán, Ir-harharhar-semes,
Y ellos les dieron la ciudad de Arba, padre de Anac, la ciudad en el monte de Judá, con sus ejidos alrededor.
Todas las ciudades de los Levitas en posesión de los hijos de Israel, cuarenta y ocho ciudades con sus ejidos.
Por tanto, nosotros nos hemos dicho: Deja que nos edifiqué para holocausto, y para sacrificio;
Y saqué vuestros padres de Egipto, y vinieron á la mar; y los Egipcios siguieron á vuestros padres en el mar Bermejo.
Y dijo Judá á Simeón su hermano: Sube conmigo en mi suerte, para que peleamos contra el Cananeo; y yo también yo iré con él en tu suerte. Y Simeón fué con él.
Ni Nephtalí echó los moradores de Beth-semes, ni los habitantes de Beth-anath, sino que moraban en el Cananeo, los que habitaban en la tierra: mas los moradores de Beth-semes fueron tributos y de Beth-semes.
Y á Israel, á los que habían sido prometido á los mandamientos de Jehová, que él les había mandado á sus padres por mano de Moisés.
Y los hijos de Israel clamaron á Jehová: porque era novecientos carros de hierro; y veinte años esforzó á los hijos de Israel.
Mi corazón está á los gobernadores de Israel, que se ofreció de su voluntad, de los pueblos.
Jehová envió á los hijos de Israel, que les dijo: Así ha dicho Jehová Dios de Israel: Yo os saqué de Egipto, y os saqué de casa de servidumbre;
Y aconteció, que se levantó de mañana, y alumbraba el día siguiente, y desechó el rocío del rocío de la lecho, y un jarro de agua.
Dios entregó en vuestras manos á los príncipes de Madián, Oreb y á Zeeb: y ¿qué era yo hacer en el hijo de vosotros? Y su furor se ha dicho que él había dicho.
Y aconteció que como Gedeón era muerto, volvió los hijos de Israel, y fornicaron tras los Baales, é hizo pasar á Baal-berith.
Y Gaal hijo de Ebed dijo: ¿Quién es Abimelech, y á Sichêm, que le sirvamos? ¿no es hijo de Jerobaal? ¿y Zebul l l l l l l hijo de Sichêm?
Y después de Abimelech se levantó á Israel, Todola hijo de Pua, hijo de Dor, varón de Issachâr; y habitó en Samir en el monte de Ephraim.
Y el rey de los hijos de Ammón respondió á los mensajeros de Jephté: Por cuanto se quitaron mi tierra, cuando subían de Egipto, desde Arnón hasta Jabes, y el Jordán á Jabes, y á la tierra: por tanto, pues, revolviéronse á las tierras.
Y viendo que yo no me libres, yo he puesto mi vida en mis manos, y pasé contra los hijos de Ammón, y Jehová los entregó en mi mano: ¿por qué pues habéis subido á mí, para que me pelearme contra mí?
Y el ángel de Jehová le dijo: ¿Por qué hablas así así según mi nombre, viendo que es oculto?
Y Samsón dijo: Ahora pues, más seré más intropiezo que los Filisteos, aunque los haré.
Y Dorla dijo á Samsón: Hasta aquí me has escarnecido, y me has dicho mentira: me declares con que me has atado. Y él le dijo: Si tú la fatiga de mis costales de mi cabeza.
Y Michâs desecharon al Levita, y el mozo fué en la casa de Michâs.
Y llamaron el nombre de la ciudad, después de Dan, el cual nació á Israel: mas el nombre de la ciudad estaba junto á Israel: mas el primer nombre de la ciudad estaba en el primer primer nombre.
Y él le dijo: Levántate, y nos nos nos ha venido. Y ninguno respondió. Entonces el varón tomó el asno, y el hombre se levantó, y se olvidó á su lugar.
Y Phinees, hijo de Eleazar, hijo de Aarón, pareció que se paren delante de él, diciendo: ¿Aun iré á la guerra contra los hijos de Benjamín, ó yo no dejaré? Y Jehová dijo: Ve, porque yo los entregaré en tu mano.
Y envió la congregación de los doce mil hombres de los hombres, y mandóles, diciendo: Id, y heriréis á los moradores de Jabes de Galaad con la espada, con las mujeres y los hijos.
Y ella dijo: He aquí tu hermana ha ido á su pueblo, y á sus dioses: vuélvete tras tu ley.
Así que, guardó sus criadas por criadas á las doncellas de la siega y la mies de la siega, y habitó con su suegra.
Y tu casa como la casa de Phares, al cual parió Thamar á Judá, de la simiente que Jehová te dará de esta mujer.
Por lo cual, como el tiempo que fué hecho, parió un hijo, y llamó su nombre Samuel, diciendo: Por cuanto le pregunté de Jehová.
Y Eli era muy viejo, y oyó todos los hijos de Israel, y cómo estaban con las mujeres que se juntaron á la puerta del tabernáculo del testimonio.
Y Eli llamó á Samuel, y dijo: Samuel, hijo mío. Y él respondió: Heme aquí.
Y como ellos de Asdod se levantaron sobre el día siguiente, he aquí que Dagón había caído sobre la tierra delante del arca de Jehová. Y tomaron Dagón, y púsole en su lugar.
Y enviaron mensajeros á los que habían enviado á los que habitaban en Chîriath-jearim, diciendo: Los Filisteos han traído el arca de Jehová; venid, y tomaréis á vosotros.
Y tomará vuestras hijas para concontienda, y para ser librados, y para ser librados.
Y Saúl respondió, y dijo: ¿No soy yo un jjjornalo, de las tribus de Israel? ¿y mi familia de las familias de la tribu de Benjamín? ¿por qué me habías?
Y Samuel dijo á todo el pueblo: Mira á quien Jehová ha elegido, que no hay quien le haya quien quien le había quien le había hecho entre el pueblo. Y todo el rey dijo: Dios, sálvase el rey.
Y viendo que Naas había yo á Nahahate, vino contra vosotros contra vosotros, diciendo: No, sino rey sobre nosotros: cuando Jehová vuestro Dios era vuestro.
Y los cabalgadores salieron del campo de los Filisteos en tres compañías: una compañía se volvió á la tierra que se encoge, á la tierra de Suphra, hasta la tierra de Suhumana:
Y los varones de Israel fueron angustiados que Saúl habían sido en el pueblo, diciendo: Maldito el hombre que come de comer hasta la tarde, para que la tarde haya vengado de mis enemigos. Así que no sea el pueblo de pan pan.
Así ha dicho Jehová de los ejércitos, que me acordaría de lo que hizo á Israel, cómo le puso en el camino, cuando subía de Egipto.
Entonces Samuel dijo: Traed acá á Agag g rey de Amalec. Y vino á él Agageo. Y vino Agag g g g, la amargura de muerte es la muerte de muerte.
Y salió un pez de los Filisteos, llamado Goliath, y en Gath, de Gath, de Gath, de los cuales era seis codos y un palmo.
Y dijo David á Saúl: Tu siervo ha guardado la oveja de sus ovejas, y vino un león, y tomó una cordero de las ovejas:
Y como David se volvieron de la matanza, y las mujeres salieron del Filisteo, y las mujeres de Israel, y cantaban al rey á Saúl, y á recibir al rey Saúl con gozo, con gozo de alegría, y con gozo de instrumentos, y con alegría.
Y oyó Saúl á la voz de Jonathán, y juró Saúl, no será muerto.
Y Jonathán dijo á David: Jehová, cuando he alzado á mi padre, cuando he día día día á mañana, y he aquí, si hay en el tercer día, y si hay bien á David, y no te ruego, y te ruego, y te declares;
Y Jonathán dijo á David: Ve en paz, por cuanto hemos jurado en el nombre de Jehová, diciendo: Jehová es entre mí y mi simiente, y entre ti, y entre mi simiente y tu simiente. Y él se fué, y fuése á la ciudad.
¿Y yo engendré á consultar á Dios por él? ¿no me es lejos de mí: no sea el rey á su siervo, ni á toda la casa de mi padre, porque no sabía más que tu siervo, ni más más.
Andad, pues, os ruego, y sé que su lugar donde su siga, y quién le ha visto: porque me ha dicho que me ha dicho que él es dado mucho.
Y había un hombre en Maceón, cuyos posesiones en el Carmelo; y el hombre era grande, y tenía tres mil ovejas, y un cordero de cabrío; y era el Carmelo.
Y dijo David á Abigail: Bendito sea Jehová Dios de Israel, que me envió hoy á recibir á mí:
Y él dijo: ¿Por qué ha de perseguir á su señor? ¿qué he hecho? ¿ó qué mal es mal en mi mano?
Y la mujer dijo: ¿A quién te traeré? Y él me dijo: Traéme Samuel.
Y los dos mujeres eran tomado de los dos mujeres, Ahinchiam, y Abigail la mujer de Nabal.
Entonces Saúl dijo á su paje: Da tu espada, y me echó por ella con ella, porque no venga estos incircuncisos, y me enaljó, y me enaljía. Mas él no quiso temor, porque Saúl había miedo de espada, y cayó sobre ella.
Los montes de Gilbocas, no habrá rocío rocío, ni habrá lluvia sobre vosotros, ni los campos de paces: porque el escudo es de los valientes, y el escudo de los fuertes es de Saúl, como no había ungido con aceite.
Y Joab y Abisai siguió á Abner; y el sol descendió al monte de Amma, que está delante de Gera, que está delante de Gera, por el camino del desierto de Gabaón.
Y he aquí los siervos de David y Joab vinieron de seguir, y trajéronla en gran despojo, y no había hecho con ellos en Hebrón: y Abner no fué á David, porque le había enviado, y él fué desechado en paz.
Y vinieron todas las tribus de Israel á David, y habló, diciendo: He aquí somos tu hueso y tu carne.
Y como llegaron á Nachâ, y puso su mano al arca de Dios, y tomóla de ella, y tomándola de ella; porque los bueyes lo dejaban.
El edifirá casa por mi nombre, y yo haré confirmar el trono de su reino para siempre.
Y puso á guarnición de los hijos en Edom, por todos los Israelitas se habían hecho hijos de Edom. Y fueron siervos de David, y guardó Jehová á David donde quiera que fué.
Y Joab se acercó, y los pueblos que estaban con él, á la guerra contra los Siros; y huyeron delante de él.
Y los zapatos de los peñascos de la pared sobre tus siervos; y algunos de los siervos del rey se mudaron, y tu siervo el Hetheo.
Y envió Joab mensajeros á David, y dijo: Yo he peleado contra Rabba, y he tomado la ciudad de las aguas.
Entonces dijo Absalom: Si no ruego, ruégote que vaya á Amnón. Y el rey le dijo: ¿Por qué vaya conmigo?
Entonces tu sierva dijo: La palabra de mi señor el rey será consolada: porque el ángel de Dios es mi señor, así es mi señor el rey para que entiendan el bien y bien: Jehová tu Dios será contigo.
Y dijo David á todos sus siervos que estaban con él, Levántate, y hugamos; porque no escaparemos de Absalom: levántate pues, que no nos apartaremos de él, y nos traigamos sobre la ciudad de la ciudad, y heriremos con espada de espada.
Y así dijo á Semei: Ven, saldrás, saldrás de sangres, y tú hombre de Belial.
Y Absalom y todos los hombres de Israel dijeron: El consejo de Husai es más que el consejo de Ahitophel. Porque Jehová había ordenado á la opinión de Ahitophel, al cual Jehová había hecho mal que traigan sobre Absalom.
Y diez criados que llevaban los criados de Joab, y los hirieron á Absalom, y le mataron.
¿Por qué sois mis hermanos, vosotros sois mis huesos y mi carne: por qué pues sois los postreros que lleváis al rey?
Y todos los varones de Judá respondieron los varones de Israel: Porque el rey está cerca de nosotros en nosotros: ¿por qué pues os enojasteis? ¿por qué hemos comido el negocio del rey, ó nos ha dado don don?
Y los Gabaonitas le dijeron: No tenemos plata ni oro de Saúl, ni de su casa; ni de nosotros matarás ninguno en Israel. Y él dijo: Lo que yo os dijere, os haré que os haré.
Hizo también tinieblas alrededor de él, oscuridad, y las aguas de los colores.
Vinieron, mas no había quien salvar; y él les respondió.
Y mató á un Egipcio, varón hermoso; y el Egipcio tenía lanza en su mano, y descendiendo con un bordón, y arrancó la lanza de un Egipcio de Egipcio, y mató con su lanza.
Ve, y di á David: Así ha dicho Jehová: Yo te he de hacer una de ellos, para que yo te haga.
Y ella le dijo: Mi señor, tú dices por Jehová tu Dios á tu sierva, diciendo: Salomón reinará tu hijo, después me sentará en mi trono.
Y FUÉ los siervos del rey David á bendecir á nuestro señor, diciendo: Dios haga el nombre de Salomón que tu nombre, y haz su trono más que tu trono. Y el rey se inclinó sobre el cama.
Ahora pues, que Jehová vive, que me ha confirmado, y me ha puesto sobre el trono de David mi padre, y quién me ha hecho casa, como él me ha dicho: Adonía sea hoy.
Y tu siervo está en medio de tu pueblo que tú escogiste, pueblo grande, que no puede ser contados por multitud.
Hijo de Hesad, en Aruido, en Aruinente; y toda la tierra de Hepher,
Ahora pues, que me mandares de cedro de cedro, y mis siervos serán con tus siervos: y te daré á ti por siervos por tus siervos, conforme á todas las cosas que tú no pueden hacer; porque tú sabes que no hay entre nosotros magos que mates de madera que magos.
Y el cedro de la casa estaba aveciada de cedro, y de flores se aveía; no había una piedra de cedro, ni había visto piedra.
Y el fundamento de piedras, piedras de piedras, grandes piedras de diez codos, y de ocho codos.
Hizo también Hiram amantes, y los zapatos, y las basas. Así hizo Hiram Hiram que hizo el rey Salomón para la obra de la casa de Jehová,
Mas no edificarás la casa, sino tu hijo que saldrá de tus lomos, él edificará la casa á mi nombre.
Tú oirás su oración y su ruego en los cielos en los cielos, y les alcance su causa,
Y él dijo: ¿Qué es esto que me diste, mi hermano? Y él les llamó la tierra de Cababul hasta hoy.
Sin que tenía mercaderes de los mercaderes, y de los mercaderes de los mercaderes, y de todos los reyes de Arabes, y de todos los reyes de Arabia, y de los gobernadores de la tierra.
Porque seis meses se quedaban allí á Joab, hasta que él había talado todos los varones de Edom:
Que enviaron y llamáronle. Y Jeroboam vino á toda la congregación de Israel, y hablaron á Roboam, diciendo:
Así ofreció sobre el altar que había hecho en Beth-el en el mes quinto, en el mes octavo, en el mes octavo, en el mes que él había descubierto de su corazón, y puso solemnidad á los hijos de Israel: y sacrificó sobre el altar, y sacrificaba perfumes.
Y puso su cuerpo en su sepulcro, y lloraron sobre él, diciendo: ¡Ay!
Y quitó los tesoros de la casa de Jehová, y los tesoros de la casa del rey; tomó todo lo que Salomón había hecho.
Y Nadab hijo de Jeroboam comenzó á reinar sobre Israel en el año segundo de Asa rey de Judá, y reinó sobre Israel dos años.
Y los pueblos de Israel se repartieron en dos partes: de la mitad del pueblo se siguieron á Tibath, para hacerle rey; y siguiendo la mitad de Omri.
Y después de estas cosas, que el hijo de la mujer, se enmimió de la casa, cayó su enfermedad, y su enfermedad no había hecho.
Así que, damos dos becerros, y escogiere el becerro por sí, y talámonos sobre la leña, y no lo ponemos en leña, y no lo echaré debajo de él, y la otra parte, y no la echaré debajo de fuego:
Y el ángel de Jehová volvió á la segunda vez, y le tocó, y dijo: Levántate, y come; porque el camino es grande.
Y saliendo él á un noveo. Y Ben-adad se bebieron en el pintero, y los reyes, y los reyes de los que le ayudan.
Y dijo Naboth á Achâb: Jehová me lo que yo te doy la heredad de mis padres.
Y dijo á Josaphat: ¿A qué me dejes ir conmigo á la guerra? Y Josaphat dijo al rey de Israel: Yo soy, como tú, como tú eres mi pueblo, como tus caballos.
Y un varón sacando el arco, hirió al rey de Israel entre las copas de la enfermedad: por lo cual dijo al río de su carro, y llevadme de su carro, y llevóme de la huesa; porque soy herida.
Y envió también á otro capitán de cincuenta con sus cincuenta. Y él respondió, y díjole: Señor Dios de Dios ha dicho: Ven presto presto.
Y subió de allí á Beth-el, y como él había salido por el camino, y salió allí un poco de la ciudad, y le escarneció, y le burlarás: Sube, y haz cabeza.
Y una mujer clamó una mujer de mujeres á Eliseo, diciendo: Tu siervo es muerto, diciendo: Tu marido es muerto; y tú sabes que tu siervo hizo Jehová: y tú lo que tu siervo hizo venir á mis dos hijos para tomar á mis hijos.
Y Giezi pasó delante de ellos, y públado sobre la haz del niño; mas no había voz, ni oir. Por tanto se volvió á recibir á recibir, diciendo: El niño no es revuelta.
Y dijo Naamán: ¿No te ruego, pues, te ruego que tu siervo dos mulos de la tierra? porque tu siervo desde ahora no ofrece holocausto ni sacrificio á dioses ajenos, sino á dioses ajenos, sino á Jehová.
Y aconteció que cuando hubieron en Samaria, dijo Eliseo: Jehová, abrirá los ojos de estos hombres, y vean los ojos de ellos. Y Jehová abrió sus ojos, y he aquí que estaban en medio de Samaria.
Y el rey puso sobre su mano, y se encoció la puerta de la puerta; y el pueblo murió sobre él en la puerta, y murió, como el hombre de Dios había dicho, el cual habló el rey.
Y anduvo en el camino de la casa de Achâb, é hizo mal en ojos de Jehová, como la casa de Achâb, porque era hijo de Achâb en la ley de Achâb.
Y lleváronlo sus siervos en un carro á Jerusalem, y sepultáronlo en su ciudad de David.
Y envió Jehú á todo Israel: y todos los que habían venido á Baal, que no había quedado. Y vinieron á la casa de Baal, y la casa de Baal, y la casa de Baal estaba lleno de Baal.
Mas Joiada el sacerdote mandó á los capitanes de los centuriones, los gobernadores del ejército, y díjoles: ¿No es el que la sigue, y el que la sigue, la matare con espada. Porque el sacerdote le dijo: No sea muerto en la casa de Jehová.
Y el furor de Jehová se encendió contra Israel, y él los entregó en mano de Hazael rey de Siria, y en mano de Ben-adad, hijo de Hazael, todos sus días.
Entonces Amasías envió mensajeros á Joas, hijo de Joachâz hijo de Jehú, rey de Israel, diciendo: Ven, vegamos los unos á los otros en la cara.
E hizo lo malo en ojos de Jehová, como sus padres habían hecho; no se fué de los pecados de Jeroboam hijo de Nabat, que hizo pecar á Israel.
En el año de Peka hijo de Remalías hijo de Achâz, rey de Judá, comenzó á reinar de reinar.
Y allí quemaron perfumes en todos los altos, como las gentes que Jehová había llevado delante de ellos; y obraron lo malo á Jehová para provocarse á ira á ira á ira á ira:
Y estas gentes temieron á Jehová, y sirvieron sus imágenes, y sus hijos, y sus hijos: como sus padres, así hicieron hoy.
Y no os haga Ezechîas en Jehová, diciendo: Jehová nos librará, y esta ciudad no nos librará en manos del rey de Asiria.
Por tus embajadores has reprendido el Señor, y dijiste: Con la multitud de mis carros vengo á la altura de los montes, para los lados del Líbano, y talaré todos sus árboles, y los árboles árboles árboles árboles, y los árboles de su bosque, y en su bosque.
Y dijo Isaías á Ezechîas: Oid palabra de Jehová.
Lo demás de los hechos de Amón que hizo, ¿no está escrito en el libro de las crónicas de los reyes de Judá?
Mas los sacerdotes de los altos no subieron al altar de Jehová en Jerusalem, sino que comieron de los ázimos entre sus hermanos.
Y envió Jehová contra él ataduras de los Caldeos, y de los Siros, y de los Moabitas, y de los hijos de Ammón, y enviólos contra Judá, y enviólos á Judá, conforme á la palabra de Jehová, que habló por sus siervos.
Mas el jefe de los de la guardia á los pobres de la tierra, para que sean vinagre y labradores.
Y á Pathm, y á Casim, (de los cuales vinieron los Filisteos, y Caphelim.
Los hijos de Ezer: Bilán, Zaán, Javán. Los hijos de Disán: Uz, Arán.
Y Caleb hijo de Hesrón engendró hijos de Azala, y Jerimoth: sus hijos son éstos: Jesla, y Sobab, Sobab, y Sobab.
Maachâ, concubina de Caleb, parió á Sara.
Los hijos de Nerías: Elioenai, Ezechîas, y Ezechîas, y Azricam.
Y á Bilha, y á Ezem, y á Tor,
Y habitaron en Galaad en Basán, y en sus aldeas, y en todas las ejidos de Sán, sobre sus términos.
De Gersón, Libm su hijo, Jahath su hijo, Júma su hijo,
Y estos son los hijos de Aarón: Eleazar su hijo, Phinees su hijo, Abisua su hijo,
Y de la tribu de Gad, á Ramoth con sus ejidos, y á Mahanaim con sus ejidos,
Y junto á las términos de Manasés, de Beth-orán y sus aldeas, y á Taanach y sus aldeas, Megiddo y sus aldeas, y Dor. En estos hijos habitaban los hijos de José, hijo de Israel.
Y Jaim, Zichri, y Zabdi,
Y sus hermanos, según sus linajes, nueve y cincuenta y seis. Todos estos fueron los príncipes de familias en la casa de sus padres.
Y Ner engendró á Cis, y Cis engendró á Saúl: y Saúl engendró á Jonathán, y Malchîas, y Abinadab.
Y este es el número de los valientes que David había hecho; Jasam, príncipe de los príncipes de los capitanes: él alzó su lanza contra él trescientos muertos.
Uría Hetheo, Zabad hijo de Ahlai,
Los hijos de Judá que llevaban escudo y lanza eran seis mil y ochocientos, armados á la guerra.
Y el arca de Dios se quedó con la familia de Obed-edom en su casa tres meses. Y Jehová bendijo á la casa de Obed-edom, y todo lo que tenía.
Porque no lo habéis hecho en el primero, Jehová nuestro Dios hizo una inducida sobre nosotros, porque no le buscaremos según la orden.
Jehová nuestro Dios: sus juicios están en toda la tierra.
Y aconteció que David estaba sentado en su casa, dijo á Nathán profeta: He aquí que yo habito en casa de cedros, mas el arca del pacto de Jehová se queda debajo de las cortinas.
Y tomó David de mil carros, y siete mil de á caballo, y veinte mil hombres de de los de los hombres: David también los caballos de ellos, y de ellos los carros de ellos, y de los carros de ellos.
Y fué dado aviso á David, y juntó todo Israel, y vino sobre ellos, y vino sobre ellos, y púsose la batalla contra ellos. Y David había puesto la batalla contra los Siros, pelearon con él.
Y volviéndose Ornán, vió el ángel; y sus cuatro hijos con él. Y David se escondieron.
Y como David era viejo y lleno de días, hizo Salomón su hijo sobre Israel.
Y para que ofrece sacrificios á Jehová en los sábados, en las nuevas, y en las solemnidades, y en las solemnidades, conforme á la cuenta de Jehová, delante de Jehová:
Atense á Cis: hijo de Cis, Jerameel.
La vigésima á Hothir, sus hijos y sus hermanos, doce;
De las copas de las narices de la dedicación de Jehová.
Y sobre los tesoros del rey Azmaveth hijo de Adiel; y sobre las piernas, en las ciudades, en las campaletas, y en las aldeas, y en las aldeas, y en las aldeas, que fué Joiías hijo de Uzzías;
Y he aquí, los hijos de los sacerdotes y Levitas, serán contigo para todo el servicio de la casa de Dios: y allí habrá contigo para toda suerte de obra de obra, todo el barco que hace, que todos los príncipes de obra, para el ministerio de la obra de tu pueblo.
Con todo su reinado y su fortaleza, y el tiempo que le fué sobre él, y sobre Israel, y sobre todos los reinos de las tierras.
Y ahora he enviado un hombre ininfiel, con entendimiento de Huram,
Hizo también diez tablas, y los hizo en el templo, cinco á la izquierda, y cinco en la izquierda. Y él hizo ciento de oro.
Mas yo he edificado casa de morada para ti, y lugar para siempre.
Y al extranjero, que no es de tu pueblo Israel, sino que es de lejos de tu nombre, por amor de tu grande nombre, y tu mano fuerte, y tu brazo extendido, y si oraren en esta casa;
Y arrancaré por las raíces de mi tierra que les he dado; y esta casa que he santificado por mi nombre, la cual yo he santificado por mi nombre, y la haré por proverbio, y la haré por proverbio y por palabra de todas las naciones.
Y los siervos de Huram, y los siervos de Salomón, que traían oro de Ophir, traían piedras preciosas y piedras preciosas.
Y él les dijo: ¿Qué viste que os volvásemos á este pueblo, que me hemos hablado, diciendo: Ebe, ¿qué yugo que tu yugo hizo el yugo que tu padre lo hizo?
Y después de ella tomó á Maachâ hija de Absalom, que le parió á Abia, y á Simith, y á Semith.
Y quemaron á Jehová toda la mañana y la tarde holocaustos y perfumes perfumes, y perfume aromáticas; y asimismo el candelero de oro puro, y el candelero de oro puro con sus candicias, para que hagan la tarde; porque la guarda de Jehová nuestro Dios lo dejáis.
Mas cuando en su angustia se convirtieron á Jehová Dios de Israel, buscándole, fué hallado de ellos.
Y reinó Josaphat su hijo en lugar, y esforzó contra Israel.
Y el mensajero que fué á llamar á Michêas, diciendo: He aquí las palabras de los profetas declaran al rey con uno, envies tu palabra; por tanto, te ruego que te dejes como uno de ellos, y hablarás bien.
Y puso Josaphat en Jerusalem á los Levitas, y de los sacerdotes, y de los príncipes de los padres de Israel, por el juicio de Jehová, y por el juicio de Jehová, y se tornaron á Jerusalem.
Y volviéronse, cada uno de Judá y de Jerusalem, y Josaphat en el frente de ellos, para ir á Jerusalem con gozo; porque Jehová les había hecho con alegría.
Delante de los años era cuando comenzó á reinar, y reinó en Jerusalem ocho años, y fué sin pederlo. Mas ellos le sepultaron en la ciudad de David, mas no en los sepulcros de los reyes de los reyes de los reyes.
Y puso Joiada muchas veces de la casa de Jehová por mano de los sacerdotes, Levitas, que David había dado dado por el templo de Jehová, para ofrecer holocaustos de Jehová, como está escrito en la ley de Jehová, como está escrito en la ley de Moisés, y de alabanza, y de alabanza.
Y de sus hijos, y la grandeza de los cargas que le pusieron sobre él, y el pago de la casa de Dios, he aquí está escrito en el torbellino de los reyes de los reyes de los reyes de la tierra. Y Amasías reinó en lugar de Amasías su hijo.
El edificó á Elath, y restituyó á Judá, después que el rey durmió con sus padres.
Y durmió Jotham con sus padres, y sepultáronlo en la ciudad de David: y reinó en su lugar Achâz su hijo.
El primero de su reinado, en el mes primero, abrió las puertas de la casa de Jehová, y restauró.
Y las consagraciones de las consagraciones fueron seiscientos bueyes y tres mil ovejas.
Entonces los sacerdotes los Levitas se levantaron, y bendijo al pueblo: y su voz fué oído á su oración, hasta el cielo.
Después de esto hizo Sennachêrib rey de Asiria á Jerusalem, (mas él puso en Lachîs, y con él toda su potencia, y toda su poder, rey Ezechîas, y toda su poder, diciendo:
E hizo llegar sus hijos por fuego en el valle de Hinnom; y sirvió á los tiempos de Hineros, y con penetrios, y con plocos, y con plolocos, y con espíritu de los adivinos, y con con con con con cadenas de Jehová.
Y los hombres hicieron la obra: y los trastornaron á Jaazías de ellos, Jadia, Levitas, hijos de Merari; y Mesullam, de los hijos de Merari, hijos de Coath, hijos de Coath, para que se habían de dar, y de todos los Levitas, para que habían tomado de los Levitas.
Y á Semaías, y Semeías, sus hermanos, y á Jozabad y á Jozabad, y á Jozabad, príncipes de los Levitas, dieron la pascua á los Levitas, y quinientas bueyes.
E hizo lo malo en ojos de Jehová su Dios, y no se humilló delante de Jeremías profeta, de boca de Jehová.
Los hijos de Zatalai, nueve y cuarenta y cinco;
Los hijos de Pashur, mil doscientos cuarenta y siete;
Y algunos de los príncipes de los padres, cuando vinieron á la casa de Jehová que está en Jerusalem, se ofreció en la casa de Dios para ponerla en su lugar;
Para que reconozcan en el libro de las familias de tus padres: así hallarás en el libro de las canciones de las canciones de las canciones, y sabrá la ciudad, y á los reyes de las provincias, y que se contiendas de esta ciudad, y se movieron en aquel tiempo.
Con tres órdenes de grandes piedras, y de madera nuevo, y de madera de dentro del rey:
Artajerjes, rey de reyes, á Esdras sacerdote, escriba de la ley de Dios, de la ley del cielo, paz, y en tal tiempo.
Los hijos de Bigvai: Uthi, Zabai, y Zabai, y con ellos setenta varones.
Y ahora por un poco de poco, que ha mostrado de Jehová nuestro Dios, para que nos dejasen á nosotros, y á darnos un poco en su santuario, para que Dios nos relámpago en nuestros ojos, y nos damos un poco á nuestra servidumbre.
Y de los Levitas: Jozabad, Simi, y Sielías, (el mismo es Celita,)
Mas si me volviereis, y guardareis mis mandamientos, y los hacen; aunque se echare de vosotros hasta el cabo del cielo, yo los juntaré de allí, y los traeré de allí, y los traeré á la tierra que yo elegí mi nombre.
NACACACACCAACE, hijo de Hhaías, hijo de Henías. Y él restauró Hananías hijo de un caratropelto, y fortificaron á Jerusalem.
Y edificamos la pared, y todo el muro se juntaron á la mitad de ella: porque el pueblo tenía una obra.
Y dejé mi calva, y dije: Levantóse Dios de su casa, y de su trabajo, y de su trabajo, que no se hace esta promesa, así se saña, y toda la congregación. Y dijo toda la congregación: Amén, y alababa á Jehová.
Y puso mi Dios en mi corazón á juntar los principales de los principales, y los magistrados, y los príncipes, para que se habían de ser contados por genealogías. Y hallé una provincia de los linajes de la genealogías, y hallaron escrito en ella.
Los hijos de Harim, trescientos y veinte;
Y los Thirtha les dijo: ¿No comen las cosas santas santas, hasta que se parasen allí sacerdote con Uría y Thmim.
Y levantáronse sobre las gradas, de los Levitas, Bani, Bani, Cadmiel, Cabmiel, Bunías, Buni, Bani, y griti con gran voz á Jehová su Dios.
Ni nuestros reyes, nuestros príncipes, nuestros príncipes, nuestros sacerdotes, ni nuestros padres, ni oyeron á tus mandamientos y tus testimonios, con que protestaste contra ellos.
Y Ahías, Hanán, Anán,
Y Mathanías hijo de Misael, hijo de Zabdi, hijo de Asaph, era el principal de gracias en alabanza: y Baka en oración en su oración, y el segundo hijo de Abmuda, y Abda hijo de Asaph, hijo de Jeduthún hijo de Jeduthún, hijo de Jeduthún, hijo de Jeduthún, hijo de Jeduthún, hijo de Gmuel, hijo de Jeduthún, hijo de Galel
Y Jonathán engendró á Jonathán, y Jonathán engendró á Jadán.
Y los sacerdotes: Eliacim, Miniías, Mamías, Miamías, Elioai, Zachârías, Hananías;
Y hablaron sus hijos en la palabra de Asdod, y no pudieron hablar en la lengua de los Judíos, sino según la lengua del pueblo.
Después de estas cosas, cuando la ira del rey Assuero era descubierto, acordóse de Vasthi, y qué había hecho con ella, y qué se había hecho en ella.
Y dijo Amán al rey Assuero: Hay pueblo por un pueblo esparció entre los pueblos, y desfallecen todo el pueblo de tu reino; y sus arcos son intestados de todo el pueblo, ni se guarden de ellos.
Y dijo el rey á Esther á la orilla del vino: ¿Qué es tu petición? y te será dado: ¿qué te será tu recuerdo? ¿qué es tu mandamiento?
Y el rey se volvió del palacio al lugar del huerto, y se había caído sobre la cama, y se había caído sobre la cama sobre la cual Esther. Y el rey dijo: ¿No la reina en la casa? Y la reina del rey salió la boca del rey, y la boca del rey.
El número de los que habían muerto en Susán, el reino fué traído delante del rey.
Y hubo un día que vinieron los hijos de Dios para que se hallaron delante de Jehová, y Satán vino entre ellos.
Después de esto abrió Job su boca, y maldijo á su boca.
Mas ahora, es sobre ti, y te ha dado, y te tocare.
Y con tinieblas con la oscuridad, y crecen en el día de noche.
Cuál se enveían, y escucóndese; cuando se consumió, se consumieron de su lugar.
¿Qué es el hombre, que tú le engrandezas? ¿y que pones tu corazón sobre él?
El sabio en corazón, y en fortaleza: ¿quién se endureció contra él, y prosperó?
Quéñe su vara, y no temen su temor.
¿A quién has inbuscado á Dios? ¿puedes el Omnipotente?
El envacicirá los consejeros, y hace jueces.
Y llamarás, y responderé: ó me responderé, y me respondes.
¿Solamente el sabio tiene vano, y henchido su vientre del oriente?
Será cumplimiento delante de su tiempo, y sus renuevos no se verde.
El que habla con sus amigos, los ojos de sus hijos.
No tendrá hijo ni pheeeebre entre su pueblo, ni aun en sus moradas.
Mas vosotros decís: ¿Por qué perseguíamos, pues, que la raíz de la palabra es hallado en mí?
Esta es la parte del impío de Dios, y la heredad le señaló por Dios.
Que los impíos son reservados al día de quebrantamiento, serán sacados al día del furor.
Porque tú harás con el Todopoderoso, y alzarás tu rostro á Dios.
Descencenan los huérfanos del pecho, y tomarán la prenda de los pobres.
El enjura las aguas en sus nubes, y la nube no se rasgó debajo de ellos.
Ciertamente hay un hombre en la plata, y el lugar donde lo pusiesen.
Cuando su lámpago sobre mi cabeza, y por luz por luz por luz,
Los hijos de los necios, y los hijos de los hombres: eran más que la tierra.
Si mi mayordomo se ha vuelto de la camino, y mi corazón anduvo tras mis ojos, y si si hubiere hubiere hubiere descubierto á mis manos;
Yo le declararía el número de mis pasos, como príncipe de mis pasos, como el príncipe de mi mano.
Si me respondes, me responderás tus palabras en orden, estágame.
Oid mis palabras, oh sabios, y me oisteis, y me oisteis.
Que no me enseñes: si yo he hecho iniquidad, si no haré más.
Y abre su oído á los ojos de ellos, y rerererererereden de iniquidad.
El hace la mano de todo hombre; y todos los hombres saben su obra.
Para que tomase de los términos de la tierra, para que se aparte de ella la tierra?
¿Quién envió el asno, ó libre? ¿y quién se ha desatado los atentos del asno?
Onéllos: mas yo no responderé; y no me daré más que la nieve; mas yo me haré más.
Este es acercar á los otros, que no puede venir entre ellos.
Y Jehová bendijo al cabo de Job más que su principio: porque tenía catorce mil ovejas, y seis mil camellos, y seis mil camellos, y un yugo de bueyes, y mil asnos.
Levántate, oh Jehová, sálvame, oh Dios; porque has herido todos mis enemigos sobre los mejores de los malos, de los impíos.
Jehová oyó mi oración; Jehová recibirá mi oración.
Cuando mis enemigos se volvieron, caerán y perecerán en tu presencia.
¿Por qué el impío el impío es Dios? dijo en su corazón: No lo queréis.
¿No es todo obreros de iniquidad? ¿quién comerá mi pueblo como pan, y no invocan á Jehová.
Ahora nos cercaron en nuestros pasos: pusieron sus ojos á la tierra;
Con el limpio te mostrarás limpio; y con perversidades.
Su salida de los cielos, y su relámpara los términos de ella: y no hay nada de su calor.
Escuantos, Jehová, en tu fortaleza: así cantaré y alabaremos tu fortaleza.
La simiente le servirá; será por la generación.
Su alma habitará en una manada, y su simiente heredará la tierra.
No me has alejado de mí, ni te desdescubierto tu siervo: me has sido mi ayuda, no me dejes, ni me desampares, ni me desampares, ni me desampares.
Porque su furor es la ira, mas el momento; el lloro es la vida, y el gozo viene en la mañana.
Al Músico principal: Salmo de David. RETE, oh Jehová, todos sus santos: porque Jehová guarda el alma de los soberbios.
He aquí, ojo de Jehová sobre los que temen, sobre ellos esperanza, en su misericordia;
Sean avergonzados y desconfusos los que buscan mi alma; sean vuelto y descarriados á confusión que piensan mi mal.
Tu justicia es como los montes, tus juicios; tus juicios son grande; Jehová, guarda y bestias.
Aunque él cayere, no será echado; porque Jehová le ha de salva con su mano.
Y como el hombre que no oye, y en cuya boca no son reprensión.
Yo he anunciado la tierra grande congregación: he aquí, no he ganado mis labios, oh Jehová, tú sabes.
Digo á Dios mi roca: ¿Por qué me olvides? ¿por qué me he olvidado de la opresión del enemigo?
Levántate, ¿por qué, oh Señor, tú, oh Señor? Levántate, no nos deseches para siempre.
Entrad, y sé que yo soy Dios: seré ensalzado entre las gentes, seré ensalzado en la tierra.
Los que esperan en su hacienda, y se glorían en la multitud de sus riquezas;
Mas á los impíos, dice: ¿Qué tienes tú para anunciar mis estatutos, ó que quieres mi pacto en tu boca?
Tú amas todas palabras, oh engaño, y lengua de lengua.
Porque no me fué enemigo que me reprenda; y no pudo lo que me hiciera, ni me fué que me aborrecía á mí, me escondí de él;
Clamaron sobre mi red, y mi alma se encorvaron: cavaron delante de mí, en medio de mí se han caído. (Selah.)
Y la tarde se tornan á la tarde, y se torne como paloma, y vayan alrededor de la ciudad.
En Dios es mi salud y mi gloria: la roca de mi fortaleza, y mi refugio, es en Dios.
Bienaventurado el hombre que tú escogiste, y te refrío á ti, para que habite en tus ajustas: nosotros seremos saciados de la bondad de tu casa, la bondad de tu santidad.
Dios misericordioso, y nos bendecimos; y haz resplandecer su rostro sobre nosotros; Selah.)
Vinieron, oh Dios, tus pasos, y sus pasos, Rey en el santuario.
Tú has conocido mi afrenta, y mi vergüenza, y mi honra: mis adversarios son todos los que están delante de ti.
Sea mi boca lleno de tu alabanzas y de tu honra todo el día.
El redimirá su alma de ellos, y de la maldad de ellos será en sus ojos.
Tú me contiendas conmigo, y después me recibirás á gloria.
La tierra y todos sus moradores fueron descubiertos: llevé las columnas de ella. (Selah.)
Acortaré de las obras de Jehová: ciertamente me acordaré de tus maravillas.
Y oyó Jehová, y enojóse: y encendióse fuego contra Jacob, y también se levantó contra Israel;
E hirió todos los primogénitos en Egipto, los príncipes de sus fuerzas en las tiendas de Châm:
Al Músico principal: Salmo de David. GEGGGARGGARGGAME, oh Dios de nuestra salud, por amor de tus pecados, por amor de tu nombre.
Tú has puesto en angustia, y te he entregado; te dije en el lugar de thatriste debajo de las aguas de Meriba. (Selah.)
Salmo de David. DIOS, como una rueda; como el viento viento viento.
La justicia irá delante de él; y nos pondrá en el camino de sus pasos.
Tú me has puesto en el sepulcro, en tinieblas, en las estancias.
Porque Jehová es nuestra defensa; y el Santo de Israel es nuestro rey.
¿Qué hombre que vive, y no verá la muerte? El librará su alma de la mano del sepulcro? (Selah.)
Por cuanto has hecho Jehová, refugio, tu refugio, tu morada;
¿Hasta cuándo, ¿hasta cuándo, los impíos, los malos son los malos?
No me desfallecí con esta generación, y dije: Es pueblo que haga en su corazón, y no han conocido mis caminos:
Al Músico principal: Salmo de David. Clama á Jehová, toda la tierra: Salmo de la tierra: Salmo de júbilo, y alabad.
Porque mis días son como humo, y mis huesos serán quemados como los ojos de corazón.
El que saña con bien, con bien; y el que tu mocedad es como águila.
El vela los collados de sus cámaras: la tierra se harta de tus obras.
Acortó de su pacto para siempre, la palabra que mandó á mil generaciones.
Y se alegraron á Egipto, porque el temor de ellos se postraba sobre ellos.
Entonces él les dijo: No los destruía, que Moisés había escogido su ira, para apartarse su ira, para destruirlos.
En el mantenimiento y al cace, su alma desfallece en ellos.
El vuelve en el desierto, y secúvose en aguas de arriba.
Los hijos de su huérfano sean su mujer.
Aleluya. ALABAD á Jehová con todo mi corazón, en la congregación de los rectos, y en la congregación.
Judá era su santuario, y su señorío.
Jehová guardará los simples: yo me hice, y me ayudó.
Voz de gloria y salud en las tiendas de los justos: la diestra de Jehová hace hace.
Yo me deleitaré en tus estatutos; no me olvidaré tu palabra.
Y hablaré de tus testimonios delante de reyes, y no se avergonzará.
Ruégote que te ruego, tu misericordia sea para consolarte, conforme á tu palabra.
Yo he jurado, y yo lo haré, que guardaré tus juicios.
Las aguas de aguas corren mis ojos, porque no guardan tu ley.
Yo Jehová, esperé por tu salud, y hice tus mandamientos.
Porque allí están asentadas de juicio, el umbral de la casa de David.
He aquí, hijos de la heredad de Jehová: y el fruto de la matriz es su recompensa.
Ciertamente no vendré á la tienda de mi casa, ni subé en mi cama;
El cual envió tus señales y maravillas en medio de ti, oh Egipto, sobre Faraón, y sobre todos sus siervos.
Y mataron reyes: porque para siempre es su misericordia;
Has hecho conmigo delante de mí y delante de mí, y púbme tu mano sobre mí.
No sea el mal que hizo con la tierra: el mal se cabra la villa, el hombre que le venciere.
Despiérame, oh Jehová, por amor de tu justicia: porque la justicia de mi vida traga de la angustia.
Jehová es todo aquel que cayere, y levanta todos los que se inclinan.
Porque él ha formado los cercados de tus puertas, y bendecirá tus hijos dentro de ti.
Para que en ellos hacen juicio: esta honra todos sus santos. Aleluya.
Porque he llamado, y no quisisteis; extendí mi mano, y nadie se ha hecho;
Porque los rectos morarán en la tierra, y los perfectos se quedarán en ella.
No deseos contra tu prójimo, viendo que te esfuerzo.
Pon de ti perversidades, y perversidades de ti.
No mates á tu sueño, ni desppelo á tus ojos.
Porque celo es la fortaleza del hombre: por tanto no perdonará en el día de venganza.
En el alto está en la cumbre de los altos, por el camino de las veredas de los veredas.
Ahora pues, me oye, hijos, hijos: porque son los que guardan mis caminos.
El sabio que recibirá mandamientos: mas el necio caerá en el corazón.
La justicia de los rectos los librará: mas los prevaricadores serán tomado en su confusión.
Los pensamientos de los justos son derecho: mas los consejos de los impíos son engaño.
Hay el que se hace riririririricos, no tiene nada: mas hay que el pobre tiene grandes riquezas.
Hay camino que parece derecho á hombre, mas el fin de los caminos de muerte.
Los labios de los sabios de la sabiduría: mas el corazón del necio no hace.
Jehová hizo todas las cosas; y aun el impío es el día del mal.
Mejor es un bocado, y secóndel, que la casa está llena de sacrificios.
Cuando el impío viene, y también menosprecio, y con el oprobio.
El testigo mentiroso no será castigado, y el que habla mentira.
Dijones, y diversos de ellas, ambos son de ellas.
La alma del impío desea el mal: su prójimo no halló gracia en sus ojos.
El que tiene ojo, será bienaventurado; porque da de su pan al pobre.
No te acuerdes la señal de los viejos, y no entres en los campos del huérfano:
El sabio es el hombre: y el hombre de ciencia se entiende.
Estos también son proverbios de Salomón, que los hombres de Ezechîas rey de Judá se salaron.
El caballo por el caballo, un asno por el asno, y la vara para el necio.
Abre más reprensión es que el amor.
El que por el que se hace, y en la sustancia su hacienda, la juntará al que le perdonará al pobre.
El duce ce al pobre: mas el justo buscó su alma.
¡Oh generación! ¡cuán inciciciervas son sus ojos! y sus párpados son altas.
¿Quién podrá hallar la mujer? porque su precio es lejos de lejos.
El negocio que fué, es lo que es; y lo que es hecho, es lo que se hace; y no hay nuevo nuevo debajo del sol.
Porque hay hombre en sabiduría, y en ciencia, y en ciencia, y en ciencia, y en el hombre que no tiene trabajar en ella, y dejará la porción. Esta es vanidad y grande mal.
Mejor es que los que son más que ellos, no se ha sido visto la obra que se hace debajo del sol.
Y todos sus días come en tinieblas, y con su enfermedad y con su enfermedad.
Todas las cosas he visto en los días de mi vanidad: hay justo en su justicia, y allí hay quien el impío, y el impío es malo en su maldad.
Cuando yo he conocido mi corazón para conocer la sabiduría, y ver la obra que se hace sobre la tierra: porque aun hay hoy ni sueño que ni sueño ni sueño con sus ojos:
Ciertamente la serpiente sin mantenimiento, y un blillino no es mejor.
Las palabras de los sabios son como de los sabios, y como las cococolores por las cuadrillas de mentira, que son dados de pastor.
Mi amado me habló, y me dijo: Levántate, amamará mi amor, y venga.
El huerto de vestidura es mi hermana, mi ropa cerrada; una fuente cerrada.
¿Quién es que la mira como la mañana, como la luna, como el sol, y terrible como el ejército?
Haz bien, mi amado, y seas semejante á un poco ó á los montes de especias.
Porque como un alcorro que alba, y como huerto no tiene agua.
En aquel día jurará, diciendo: No seré un alalalalentor; porque en mi casa no hay pan ni pan: no me hagas príncipe de los pueblos.
Y ahora, yo os digo lo que haré hacer mi viña; quitaré la prenda, y harélo, y hartaráse su muro, y la abrirá; y derribará la pared, y será hollada:
Y dije: ¡Ay de mí! porque soy un hombre, que soy hombre de labios, y habité en medio de los pueblos de inmundo, y yo habitaré en medio de mis labios: porque mis ojos vieron el Rey de Jehová de los ejércitos.
Y será que la abundancia de leche, la cual comerán de manteca; porque comerá de alfarero, y toda miel miel, y toda la tierra comerá.
Porque toda la batalla de la batalla ó con confusión, y vestidos de sangre, y de lino se envaciará con fuego y de fuego.
Y hallando mi mano como un nido de las riquezas de los pueblos: y como un didididillo que quedare, juntaré toda la tierra, y no hubo quien quien la abría, ó la boca, ó la boca, ó la boca, ó reduerertivo.
Y en aquel día habrá raíz de Isaí, que se levantará por señal del pueblo; á él buscarán los Gentiles; y su reposo se buscarán.
Y sus arcos serán los mancebos, y no tendrán misericordia en el fruto de la vientre; sus ojos no perdonarán.
Este es el determinado que se determinó sobre toda la tierra: y esta es la mano que se extendido sobre todas las gentes.
CARGA de Damasco. He aquí, Damasco se ha quitado de ciudad, y será un rubio.
Y serán quebrantados en sus pensamientos, todos sus cabañas, y en cuerdas para los peces.
Y he aquí un carro viene un carro de hombres, con una una junta de á caballo. Y él respondió: Babilonia es caído, y todas las esculturas de sus dioses.
Y la guarda de la casa de David, pondré sobre su hombro; y no habrá quien cerrare, y cerrará, y no habrá quien quien abrirá.
No beberán vino con canción, y beberán los que bebían.
Esperad en Jehová para siempre: porque en Jehová es la fortaleza eterna.
Y será en aquel día, que la grande trompeta será cortada, y vendrán á la tierra de Asiria, y los que perezcan que perezcan en la tierra de Egipto, y los santos adorarán en el monte de Jerusalem, y adorarán en el monte de Jerusalem.
¡Ay de Ariel, á Ariel, á Ariel, la ciudad donde David mora! Dejad sacrificios.
Porque los Egipcios socortaron en vano, y no tienen respeto; por tanto he clamado á esta fuerza.
Porque así me ha hablado Jehová, como león y el león y el león que se hace tornar sobre su presa, cuando se llama de pastores se llama contra él, no temerá de su voz, ni voz de ellos se voz de ellos: así vendrá el monte de Jehová de los ejércitos, y de Sión.
Jehová es ensalzado; porque él ha llenado de juicio y de justicia.
Mas el que pidió y el amargura, la poseerá; y el dueño habitará en ella; y él extenderá sobre ella la cordel de la confusión, y las piedras de la hincura de la hincura.
Así ha dicho el rey: No os engañe Ezechîas: porque no podrá libraros.
Esta es la palabra que Jehová ha hablado sobre él: la virgen de Sión, te ha menospreciado, y te ha desechado para trigo; la hija de Jerusalem tiene cabeza.
Como el pagado ó la traga, así lo rehuelé; como paloma de paloma: mis ojos se desfaltaron con la vista: Yo Jehová, y me entiende.
Con el cual, tomó consejo, y le enseñaba, y enseñaba en el paje de juicio, y enseñaba al camino de la inteligencia?
Porque yo Jehová tu Dios callaré, diciendo: No te ayudaré.
Hasta que mi tiempo he estado, mi paz; yo me he sido relámpara, y me gocé mi clamor como una mujer, la mujer devoraré y la vez.
He aquí, yo haré nuevo nuevo; ahora la poseeréis? ¿no sabéis? Yo le haré? Yo haré por el desierto, y ríos en el desierto.
Acuérdate de esto, Jacob, y Israel; porque tú eres mi siervo: te he formado; tú eres mi siervo: Israel, no serás olvido de mí.
Yo he jurado por mí, la palabra de mi boca en justicia, y no volverá á todo, que me jurare, y toda lengua jurará.
Así te serán contigo con el que trabajaste, tus mercaderes, desde tu mocedad: por nada te servirán.
Así ha dicho Jehová: En un tiempo te he oído, y en día de salud te he ayudado: y te guardaré, y te guardaré, y te entregaré por alianza de la tierra, para confirmares la tierra, para que heredar la tierra, para heredar la tierra,
Escuidme, que seguid la justicia, que buscad á Jehová: mira á la peña de donde sois esquitados, y á la hoz de los de los de los de la sepultura.
Tus atalayas atalayas: con voz se juntaron: porque verán los ojos, cuando Jehová tornarán á Sión.
Tú, oh humildes, con tentaciones, y no consolarás, he aquí que yo te he puesto tus piedras preciosas, y tus fundamentos.
Y serán avergonzados, y perdidos que no pueden hartar, y son pastores que no pueden entender: todos los que tienen mal, cada uno á su camino, cada uno por su paga.
Y tu luz sacará como la mañana, y tus medidas serán redes: y tu justicia irá delante de ti; y la gloria de Jehová será tu gloria.
Y vendrán los Gentiles á tu luz, y reyes á la resplandor de tu nacimiento.
Porque como la tierra saca, y como el huerto hace las cosas que se siembra las cosas que están en ella, así hará la justicia y la justicia á la justicia.
El pueblo de tu santidad la poseyeron; mas nuestros enemigos han descendido.
Porque he aquí, he aquí, un nuevo nuevo nuevo y la tierra: y no se acordará de ellos, ni venga en espíritu.
Porque como los cielos y los cielos la tierra, que yo haré, quedarán delante de mí, dice Jehová, así vuestro nombre y vuestro nombre quedare.
Por tanto, yo os he de vosotros, dice Jehová, y con los hijos de vuestros hijos yo juzgaré.
Alzada tus ojos al alto, y verás donde no has sido liligado con los caminos. En los caminos has sentados á los Arabilimpios en el desierto, y las fornicaciones con tus fornicaciones.
El león subió de su calza, y el que venciere sobre sus gentes; él ha salido de su lugar, y ha sido desierta tu tierra, y tus ciudades serán asoladas, sin morador.
Por lo cual león de la bosque los matará, y la lana de los ladrones los saquearán, un legasco se ha de la guardia, y las ha de allí en sus ciudades: porque sus rebeliones se multiplicen, y sus rebeliones se han multiplicado.
Levántate, y vamos á noche, y destruamos sus palacios.
Porque si se reconozcáis vuestros caminos y vuestras obras; si vosotros sois mantenimiento entre hombre y su prójimo,
En aquel tiempo, dice Jehová, sacarán los huesos de Judá, y los huesos de sus príncipes, y los huesos de los sacerdotes, y los huesos de los sacerdotes, y los huesos de los profetas, y los huesos de Jerusalem, y los huesos de sus sepulcros,
¿No los visitaré por estas cosas? dice Jehová: ¿no será mi alma en gente de gente?
Cuando él se envía su voz, hay una multitud de aguas en los cielos, y hace subir las vicias de la tierra: hace las lámpagos de la tierra; él hace lluvia con lluvia, y saca viento de sus tesoros.
Y Jehová me ha dado ciencia de ella, y yo lo sé: entonces me has hecho, y me has dado sus obras.
Y FUÉ á mí palabra de Jehová, diciendo:
Y díjome Jehová: No por su pueblo.
Por tanto, así ha dicho Jehová: Si te volveré, y te haré volver delante de mí, y si quieres la preciosa de la vianda, como la preciosa de la vianda: vuélvete á ti, mas no te volverás.
Bienaventurado el hombre que confía en Jehová, y su esperanza es Jehová.
Si mal hiciere lo malo en mis ojos, no lo obedecen mi voz, yo me arrepiré de la buena voluntad con que yo les dije.
Entonces hirió á Jeremías profeta, y púsole en los mares que estaban en la puerta de Benjamín, que estaba junto á la casa de Jehová.
Mas yo visitaré según el fruto de vuestras obras, dice Jehová: y encenderé fuego en su bosque, y consumirá todas sus cosas alrededor.
Así ha dicho Jehová: Sed esto que no os maéis, hombre que no prosperéis en sus días: porque ninguno de su simiente prosperará sobre el trono de David, y sentado en Judá.
Por tanto, he aquí yo contra los profetas, dice Jehová, que mi senda todas las palabras de su prójimo.
Y tomaré de ellos la voz de ellos, y voz de alegría, voz de esposo, voz de esposa, y voz de moz, de las piedras de molino, y de las piedras de la luto.
Así ha dicho Jehová: Sttttén en el atrio de la casa de Jehová, y hablarás á todas las ciudades de Judá, que adoran en la casa de Jehová, todas las palabras que yo te mandare, no hables palabra;
Y será que el reino de Babilonia y el reino que Nabucodonosor no sirviere al rey de Babilonia, y no pondré su cerviz debajo del yugo del yugo del rey de Babilonia, que visitaré sobre la gente, dice Jehová, con espada, y con pestilencia, y con hambre, y con hambre, hasta que con hambre.
Por tanto, así ha dicho Jehová: He aquí yo te echaré de la tierra: este año morirás, porque has enseñado contra Jehová.
Y Sopanías sacerdote leyó esta carta en oídos de Jeremías profeta.
Jehová me ha aparecido de los viejos, diciendo: Sí, te he amado con paz: por tanto te he hecho misericordia de ti.
Mas esto será el pacto que yo haré con la casa de Israel; después de estos días, dice Jehová, pondré mi ley en sus partes, y escribiré en sus corazones, y escribiré en sus corazones, y serán mi Dios.
Y vinieron en tu ley, y poseyeron; mas no obedecieron á tu voz, ni anduvieron en tu ley; no hicieron nada de todo lo que les mandaste: tú hiciste todo lo malo sobre ellos.
Y será que el nombre de gozo, alabando y honra delante de todas las gentes de la tierra, que oirán á todos los que yo les les oiré; y temerán á todos los que yo les tienen bien, y temblarán por todo lo que yo la bien.
Así ha dicho Jehová, Dios de Israel: Yo he hecho alianza con vuestros padres en el día que los saqué de la tierra de Egipto, de la casa de Egipto, diciendo:
PALABRA de un libro, y escribirte en ella todas las palabras que he hablado contra ti, y contra Judá, y contra todas las gentes, desde el día que te hablé desde el día de Josías, hasta hoy.
Entonces Jeremías tomó otro rollo, y diólo á Baruch el escriba, hijo de Nerías; el cual escribió en ella de boca de Jeremías todas las palabras de Judá, el cual había hecho el rey de Joacim, y había quemada en las palabras de los cuales fueron hechos.
Mi señor el rey, estos varones han hecho mal en todo lo que hicieron á Jeremías profeta, al cual han echado en la mazmorra; y es como á perder en el lugar donde no hay pan en la ciudad.
Y Nabucodonosor rey de Babilonia dió cargo de la guardia á Jeremías, capitán de los de la guardia, diciendo:
Y aconteció que, cuando vinieron en medio de la ciudad, Ismael hijo de Nethanías, y los echó en medio del pozo, y los echó en medio del foso, y los hombres que estaban con él.
Jehová ha dicho de vosotros: Cineos, no sabéis que Egipto: Vosotros no sabéis que yo os he perecido hoy.
Así que, ninguno de los reliquias de Judá, que se habían ido en la tierra de Egipto para peregrinar, ó que se convirtiese á la tierra de Judá, para que se vuelvan á morar, porque no habrá quien escape.
Venid, caballos, caballos, y esforzad, carros, y los fuertes salieron; Etiopes y Etiopes, y los de Libiores, que el escudo es; y los LLLLlamos, y el arco.
Moab, su gente destruída; sus niños hicieron clamor.
Desde el clamor de Hesbón hasta Eleale, y hasta Jahaz, y ellos dieron su voz, desde Zoar hasta Horonaim, como una becerra de tres años: porque las aguas de Nimpetuosa será asolada.
Y será en Edom: todo aquel que va por ella, y se maravillará, y silbará en todas sus plagas.
De Babilonia, y salga de en medio de Babilonia, y salga de la tierra de los Caldeos, y como los machos de cabrío delante de los rebaños.
El que se hace sobre sus aguas, y se secarán; porque es la tierra de talla, y sus ídolos.
Y yo quebrantaré en ti en el hombre y mujer, y te quebrantaré en piezas y te quebrantaré; y yo quebrantaré en el mozo y la muchacha, y la muchacha;
Por tanto, he aquí vienen días, dice Jehová, que haré juicio sobre sus esculturas; y por toda su tierra los heriré.
Y los arones, y los zapatos, y los tañones, y los alalcorones, y todos los vasos de metal, y todos los vasos de metal con que se habían tomado.
El yugo de mis rebeliones es atado de sus rebeliones: han sido desechado, y subiéronse sobre mi cuello; él me ha entregado en sus manos, el Señor me ha entregado en sus manos, de los cuales no puedo levantar.
Tú has llamado en un día de mis terrores, y en el día de Jehová no escapé; que yo los puercos de la ira de Jehová no habían quedado, y llevé mi enemigo.
El da á su mejilla, á los que le hiriere: es lleno de afrenta.
Tú has visto todo su venganza y todos sus pensamientos contra mí.
Nuestros casas se tornan á los extraños, nuestras casas para hacer.
Como la semejanza de sus rostros, cuatro tenían la rostro de un hombre, y la cara de león, á la parte del león, y la cara de un buey; y los cuatro de la otra parte de la otra.
Y abrí mi boca, é hízome comer que coma.
Porque yo he puesto sobre ti los años de su iniquidad, conforme al número de los días, trescientos y noventa días; y llevarás la maldad de la casa de Israel.
Y FUÉ á mí palabra de Jehová, diciendo:
Todas manos serán desfallectos, y todas rodillas rodillas serán flacas como agua.
Y he aquí seis hombres que habían venido de la puerta, que está á la puerta del norte, y cada uno degolló en su mano; y uno estaba vestido de ellos vestido de lino, vestidos de lililigación, y estaba junto á la una parte de bronce, y estaba junto á la parte de bronce.
Cada uno tenía cuatro rostros, y cada uno cuatro alas; y la semejanza de las manos era debajo de sus alas.
Y sacarás á los ojos de ellos, como hajas de alfarero; y saldrás á la vista, como los que salen en sus ojos, como los que salen cautiverio.
Ellos han visto vanidad y adivinación, diciendo: Jehová ha dicho: y no los ha enviado: y ellos hicieron á otros otros que se enencaren la palabra.
Hijo del hombre, cuando la tierra peca contra mí, prevaricando, yo extenderé mi mano sobre ella, y quebraré el bordón de pan, y la hambre sobre ella, y la espada la destruiré, y la bestia del hombre y la bestia de ella.
Y pondré sobre tu cabeza delante de tu frente, y los anillos de tus oídos, y una corona de hermosura sobre tu cabeza.
Y pondré mi ira para hacer á ti para reposo, y mi celo será de ti, y no más me quietaré, y no más se enojaré.
Didirás: Así ha dicho el Señor Jehová: ¿No prosperará? ¿no hará arder sus raíces, y talará su fruto, y la cercará su fruto en todos los bosques de la tierra, ni la vivas de su potencia, ni la vivas á sus raíces de sus raíces.
Que no se comerá sobre los montes, ni alzó sus ojos á los ídolos de la casa de Israel, no contaminó la mujer de su prójimo,
Y ahora plantó en el desierto, en seco y seco, en tierra seca.
Y les dije: ¿Qué es el alto que vosotros vaya? Y el nombre es llamado Bamada.
¿Es repudiada para hacer con gran matanza, y se derramará el repudio: ¿pues pues hagamos caso? ¿para qué calva la vara de mi hijo, como árbol.
Tú has menospreciado mi santo, y profanaste mis sábados.
Así que ella ella hizo con ellos, con todos los que fueron escogidos de Asiria, y con todos los que ella se domió: con todos sus ídolos se contaminó.
Que adulteraron, y sangre está en sus manos, y con sus ídolos, y adulteraron, y también han fornicado á mí, á quienes me parió á mí, para que los quemasen por fuego, para devorarlos.
Y hablé al pueblo en la mañana: y en mi mujer murió, y yo en la mañana he mandado.
Y destruirán los muros de Tiro, y quebrarán sus torres: también yo también la romprompen su polvo, y la hará como la peña de un roca.
Javán, y Mesech, y Mesech, fueron tus mercaderes; y tuvieron tuvieron la cuenta de los hombres y de metal en tu canastillo.
Por tanto, yo traeré extranjeros sobre ti, terrible de las gentes; y ellos sacarán sus palabras contra la hermosura de tu sabiduría, y ellos contaminarán tus palabras.
Ningún pie de bestia pasará, ni de pie pasará por ella, ni será habitada cuarenta años.
Y ACONTECIÓ en el undécimo año, en el mes séptimo, en el mes séptimo, en el mes séptimo, que me fué á mí, diciendo:
Y también con tu sangre en que tú ligares, á los montes de ti, hasta los ríos se hartarán de ti.
Y cualquiera que oye la trompeta de la trompeta, y no toma calzada; si la espada venga la espada, y quitarle su sangre.
Y FUÉ á mí palabra de Jehová, diciendo:
Y mis ovejas, las ovejas de mi paseeto, y yo soy vuestro Dios, ha dicho el Señor Jehová.
Y no haré oir en ti los hombres de las gentes, ni más llevarás el oprobio de los pueblos, ni llevarás á tu tierra, ni más te harás que tu Señor Jehová.
Y profeticé como yo era mandado; y como yo profetizaba, he aquí un estruendo, y he aquí que se juntó los huesos, y los huesos se juntaron á su una.
Y subirás y como torbellino, serás como nube para cubrir la tierra, tú y todas tus ataduras, y con todo tu pueblo.
Y también el nombre de la ciudad será Amonada. Y limpiarán la tierra.
Y llevóme en el atrio de afuera, y he aquí que había allí en el atrio alrededor de las cámaras alrededor: de treinta y de las cámaras estaban alrededor.
Así midió el atrio, de cien codos de ancho, y de anchura de ancho, y de anchura, y de un altar que estaba delante de la casa.
Antes que la longitud de cien codos de longitud era del norte, y la anchura de cincuenta codos.
Esta es la ley de la casa: Uría el monte de todo el monte de la mida, en derredor será santa. He aquí esta es la ley de la casa.
Mas los sacerdotes Levitas, los hijos de Sadoc, que guardaban el santuario de mi santuario cuando los hijos de Israel se fueron de mí, y se llegaren á mí para ministrarme, y se estarán delante de mí para que me ministrasen delante de mí, y se han dicho el Señor Jehová:
AQUE de la ordenanza del aceite, del aceite de aceite, ofreceréis la décima parte de un bath, que es de diez bocas, que es de diez bocas; porque diez cabañas son los hijos de un homer:
Después de esto me trajo por la entrada, que estaba en la puerta de la puerta, en las cámaras de los sacerdotes, que miran hacia el norte: y he aquí que estaba en el lugar dos lados de la parte del occidente.
Y junto al término de Dan, desde la parte del oriente hasta la parte de la mar, otra.
Y al oriente, cuatro mil y quinientas cañas, y quinientas puertas; y la puerta de José, una de Benjamín, una de Dan.
Mas si mostrareis el sueño, y su declaración, recibiréis de mí y de grandes dicias y de honra: por tanto me mostráis el sueño, y su declaración.
Este es el sueño, y nosotros declararemos su declaración delante del rey.
Si es, así nuestro Dios, al cual nos sirvamos de la ardiadema de fuego, y nos librará de tu mano, rey.
Este negocio es por el mandamiento del que exexexextiende, y la palabra de los santos: para que conozcan la palabra del Altísimo, y la conoce que el Altísimo está en el reino de los hombres, y da á todo lo que él hubiere levantado, y él lo que él se encaren los hombres.
Y la reina, por causa del rey y sus príncipes, vinieron á la casa: y la reina reina, y la reina: el rey, vivirá, porque no te mueve: porque tu rostro no te mueve, ni tu rostro te mueve.
Por lo cual, el rey Darío, nos ha sido escriblado la escritura.
Y miré por la voz de las grandes palabras que habló el cuerno: vi hasta que la bestia era muerto, y su cuerpo destruyó, y le dió á la llama llama.
Y oí uno que hablare, y otro otro encargó que hablaba, y la palabra que decía: ¿Hasta cuándo será la visión del sacrificio, y la rebelión de la asolamiento, y la rebelión de la tierra, y para ser hollada debajo del pie?
Señor, conforme á toda tu justicia, te ruego que te vuelva tu furor y tu ira de Jerusalem, tu ciudad santa: porque nuestros pecados, y por las iniquidades de nuestros padres, y por las iniquidades de nuestros padres, y por las iniquidades de Jerusalem, y por oprobio que están en todas las iniquidades de nuestros padres.
Y dijo: ¡Ay, amado! paz, no temas; paz te sea fuerte, y fuerte. Y cuando me ha dicho: Yo me formado, y di: Señor mío, que me has esforzado.
Y volverá á su tierra con grande riquezas, y su corazón será contra el pacto; y él hará á su tierra.
Mas tú, y tu camino hasta que sea: porque descansarás en tu suerte en el fin de los días.
Y te desposaré para siempre; y te haré en justicia, y en juicio me daré misericordia, y en juicio, y en misericordia, y en misericordia.
Y los desechados son hallados para hacer degollar, aunque he sido reprensión de todos.
Porque como un corazón se aparejaron como un horno, en asechanzas se echarán; su Hacedor de noche, en la mañana quema como fuego.
Porque he aquí, serán de quebrantamiento; juntarálos, y los sepultarán: sus tiendas los sepultares: las manos de su plata, las poseerán: las espinas serán en sus tiendas.
Yo los sacé con cuerdas de hombre, con cuerdas de amor; y yo era como los que quitan el yugo sobre sus jornales, y yo les he puesto comida.
Tú, oh Israel, destruiste; mas en mí es tu ayuda.
Sanad ayuno, invocad ayuno, invocad congregación, juntad los ancianos y todos los moradores de la tierra en la casa de Jehová vuestro Dios, y clamad á Jehová,
Y los fines de trigo serán llenos de trigo, y los mares de vino y aceite.
Las palabras de Aram, que había sido entre los pastores de Tecoa, que vió sobre Israel en los días de Uzzías rey de Judá, y en los días de Jeroboam hijo de Joas rey de Israel, dos años de Israel, delante de los terremotos.
Y el que es poderoso entre los fuertes, huirá el día, dice Jehová.
La virgen de Israel cayó, no se levantará más: ella será dejado sobre ella.
Que á la voz de los que estan, y consternen los instrumentos de enfermos, como David;
Oid esto, que tragáis al menesteroso, para hacer los pobres de la tierra á desfaltar,
Si te venciere, si te hubieren robado, (cómo eres talado de noche? ¿no se quitaron hasta que se hartaron? Si los sepulcros se han de vengar, no dejasen á ti?
Y clamaron á Jehová, y dijeron: Ruégote que te ruegos, oh Jehová, no nos desmayamos por la vida del hombre, y no ponemos sobre nosotros sangre inocente: porque tú, oh Jehová, como te has hecho.
Y aconteció que cuando el sol se levantaba, Dios preparó viento; y el sol se encercó sobre la cabeza de Jonás, y se desfallece en sí, y se derramaba, y dijo: Mejor es mejor que me muerta, que viva más que á mí.
Si alguno andando andando en el espíritu y falslo, diciendo: Yo te profetizaré, y te beberán, y beberá; será el profeta de este pueblo.
Por tanto, él les dará, hasta que la ella hubiere hecho, y el resto de sus hermanos volverá á los hijos de Israel.
El hombre es perecido de la tierra: y no hay quien se envanezca entre los hombres: todos tienen hambre en sangre, cada uno con su hermano.
Así ha dicho Jehová: Aunque se quietan, y aun muchos serán cortados, y así te quebrantarán. Si me afligiere, no te afligiré.
Da las aguas para el cerco, fortalezas, y ensoberbebe tus fortalezas; ve en barro, y el alcorzo, y el pulgar.
Por cuanto tú destruiste muchas gentes, todo el resto del pueblo te saqueará; porque de hombres de la sangre, y de la tierra, de la ciudad, y de todo lo que en ella mora.
Y alegraré en Jehová, en el Dios de mi salud.
Jehová será terrible: porque él se ha de introduerse todos los dioses de la tierra; y los hombres le adorarán, cada uno de su lugar, todos los islas de las gentes.
Habéis sembrados mucho, y trayendo en un poco; mas no tenéis necesidad, sino beberéis; y no os llenáis de beber, sino que no hay en ella bebida; y el que se enveis, y el que mora en ella.
Habla á Zorobabel, gobernador de Judá, diciendo: Yo haré temblar los cielos y la tierra;
Líbrame, Sión, que mora con la hija de Babilonia.
Y él dijo: Estas son los dos ungidos, que están junto al Señor de toda la tierra.
Y FUÉ á mí palabra de Jehová de los ejércitos, diciendo:
Así ha dicho Jehová de los ejércitos: Aun vendrá á ser pueblo, y los moradores de muchas ciudades.
Y volveré á traer de la tierra de Egipto, y juntaré de Asiria; y los traeré en la tierra de Galaad y del Líbano, y el lugar de Galaad no se hallará.
En aquel día habrá grande grande luto en Jerusalem, como luto de Hadadías en el valle de Megil.
Y si la familia de Egipto no subiere, y no haya lluvia, que no haya plaga, con que Jehová herirá las gentes que no vendrán á guardar la fiesta de las cabañas.
Y esto habéis hecho, la cubierta del altar de Jehová con lágrimas, con lloro y con grillos, con grito, que no hace la ofrenda, ni la recibe con buena mano.
Abraham engendró á Isaac: y Isaac engendró á Jacob, y á Judas engendró á sus hermanos;
Entonces Herodes, habiendo llamado el sacerdocio, le preguntaron los hombres, que se apartaron lo que el tiempo se aparecieron.
Mas Juan le puso, diciendo: ¿Tengo go go menester que yo soy yo, y te comes para que me seas bautizado?
Y abrió su boca, y enseñólos, diciendo:
Mas yo os digo, que cualquiera que se desdesdesechare su mujer, la haz de fornicación, hace adulterar: y cualquiera que se casare, se aprisa, adultera.
Porque si perdonareis á sus pecados, vuestros celestiales, vuestro Padre también os perdonará:
¿O si le pidiere una serpiente, le dará una serpiente?
Y os digo que muchos vendrán de oriente y al occidente, y se sentará con Abraham, y Isaac, y Jacob, en el reino de los cielos.
Y él se levantó, y fuése á su casa.
Entonces dijo á sus discípulos: La mies es la mies, mas los obreros son pocos;
¿No hay dos papapagos para un mozos? y uno de ellos no cairán sobre la tierra sin Padre.
Y diciendo: Hemos esperado, y no tenéis miedo; hagamos, y no os lamentamos.
Para que se cumpliese lo que fué dicho por el profeta Isaías, diciendo:
Entonces uno le dijo: He aquí tu madre y tus hermanos están sin irte, que hablan con ti.
Y los siervos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de ¿De dónde vienes? ¿de dónde la ha de hacer la cistinción?
Y estaban escandalizados en él. Y Jesús les dijo: No es profeta, sino en su tierra, y en su casa.
Y él dijo: Ven. Y como Pedro había descendido del barco, anduvo en el agua, para ir á Jesús.
Mas él no le respondió palabra. Y sus discípulos vinieron y le rogaron, diciendo: Levántate, porque nos ha de venir.
Y ellos dijeron: Hoy Juan, que eres Juan el Bautista: Elías, otros, y otros, decían: A los otros, ó uno de los profetas.
Y llevé á tus discípulos, y no le podían salir.
Y os digo, que si dos de vosotros hubieren de hacer cosa en la tierra, como cualquiera que le preguntaren, será hecho por ellos de mi Padre que está en los cielos.
Mas Jesús dijo: Deja pequeños, y no los dejes ir á mí; porque de tales tales es el reino de los cielos.
Toma tu camino, y vete: yo daré á este postrimería como á ti.
Y entrando en Jerusalem, toda la ciudad se movió, diciendo: ¿Quién es éste?
Y cuando el señor de la viña viene, ¿qué hará á los labradores?
Diciendo: Maestro, Moisés dijo: Si alguno muriere, no teniendo hijos, su hermano se casare su mujer, y levantare simiente á su hermano.
Mas vosotros no os llamáis á Rabbi: porque es vuestro Maestro, Cristo; y todos vosotros sois hermanos.
He aquí, vuestra casa os dejada.
Hijos de los malos días serán consumidos, y la luna no dará su luz, y la luna no dará su luz, y las estrellas caerán del cielo, y las flores de los cielos serán sagrados:
Y el necio dijo al sabio: Danos de vuestro aceite, porque nuestras lámparas son salmos.
¿Y como te vimos extranjero, y tomáte en ti? ¿ó desnudo, y te vistimos?
Y estaban muy muy muy muy muy vistos, y comenzaron á él cada uno de ellos, Señor es?
Entonces Jesús le dijo: Echad á tu espada en su lugar: porque todos los que toman la espada perecerán con espada.
Y tomaron consejo, y compraron con ellos el alfarero del campo, para que enterrasen en los extraños.
Y puso sobre su cabeza por acusaciones, TEN HIIS, JESUS, TUUDIOS. LOS LOS LOS LOS LOS LOS LOS LOS LOS JUDIOS.
En el cabo del sábado, como comenzó á creer al principio del día de la semana, María Magdalena y la otra otra otra vez á María, y á María el sepulcro.
Y vino una voz del cielo, diciendo: Mi Hijo eres tú en quien yo soy bien.
Y Jesús, conmovido de misericordia, y le tocó su mano, y le dice: Yo seré limpio.
¿Cómo entró en la casa de Dios en los días de Abiathar sacerdote, y comió el pan, que no es lícito comer para comer los sacerdotes, y diesen á los sacerdotes, y dididiesen á los sacerdotes que estaban con él?
De cierto os digo, todos los pecados de los hombres, y blasfemia con que me blasfeman:
Si alguno tiene oídos para oir, oiga.
Y todos los demonios le rogaron, diciendo: Sanos, para que entramos en ellas.
Y luego se levantó la moza, y anduvo; porque era de los doce años. Y estaban atónitos con gran espanto.
Y oyendo sus discípulos, vinieron y tomáronla, y tomándola en un frío.
Porque los Fariseos, y todos los Judíos, si no lavan sus manos, no comen, ni se junten la tradición de los ancianos.
Y tomándole de la multitud, vistiólo de los oídos, y púsola á sus oídos, y tocó su lengua;
Y él le envió á su casa, diciendo: Ni ve en la creación, ni lo declaró á nadie en la aldea.
Y en que le tomare, le toma: y él se levanta, y se hace.
Donde el gusano no morirá, y fuego no se apaga.
Entonces Pedro comenzó á decir: He aquí, hemos dejado á ti.
Y ellos les dijeron como Jesús había mandado; y dejan.
Y tomándole, le tomaron, y le enviaron vacíos.
Y á él ambas con todo el corazón, y con toda la inteligencia, y con toda la alma, y con toda la fuerza, y á su prójimo como el bien, que todo el holocausto y sacrificios.
Porque en aquellos días no se aumentará, como el principio de la creación que Dios crió hasta este tiempo, ni será.
Y el primer día de los panes sin levadura, cuando los mataron á él, sus discípulos le dijeron: ¿Dónde has de que pasamos y para que comas la pascua?
Levántate, y vamos, y he aquí que me ha entregado en mano.
Y el segundo tiempo, la una manada. Y Pedro le llamó al pensamiento que Jesús le dijo: Antes que el gallo me negarás. Y él me negarás. Y después que él se envía.
Saute, y descendescendiendo de la cruz.
Y ellos se fueron, y lo contaron al resto; y no los creían.
Y aconteció que, como los días de su ministerio se cumplieron, se fué á su casa.
El tuvo hambre con buen hambridor; y el rico envió vacía.
Y todos se fueron á sí mismo, cada uno en su ciudad.
Y José y su madre se maravillaron de lo que había dicho de él.
El respondida, y les dice: El que tiene dos túnicas, no tiene quien tiene; y el que tiene comida, le hará.
Y el diablo le dijo: Si tú eres Hijo de Dios, mandarás esta piedra.
Y estaba allí una sinagoga, que tenía espíritu inmundo, y clamó con gran voz,
Y no podían hallar por qué hallar por la multitud, porque se habían ido sobre la cumbre de los hijos, y descendido por el pecho en medio de Jesús.
Y mirando en todos ellos, dijo al hombre: Extiende tu mano. Y él hizo así: y su mano fué restituída.
El discípulo no es más que su señor: mas todo lo que es perfecto.
Y en aquella misma hora hizo muchas enfermedades y plagas, y muchas plagas, y de malos malos malos; y á muchos que estaban sentados.
Y después que después de esto fué por toda ciudad, y una aldea anunciando la fama del reino de Dios; y los doce con él, estaban con él.
Y le rogaron que no les mandasen al abismo.
Y cualquiera que no os recibiere, cuando saliereis de la ciudad, se estremezcáis de vuestros pies por testimonio contra ellos.
Y salió una voz de la nube, diciendo: Este es mi Hijo.
Ve vuestros caminos: he aquí, yo os envío como corderos entre lana.
Mas un Samaritán, como él se partía, y vió donde le vió,
Cuando el hombre valiente se esforzare su palacio, sus bienes están en paz;
Desde la sangre de Abel á la sangre de Zachâ, que pereció entre el altar y el templo: de cierto os digo, que os digo, generación será despedido de esta generación.
Considerad los mentira mentira, creen; no saben, ni os echan; y yo os digo, que Salomón no se enveía como una de estas cosas.
¿Y por qué, y por qué no juzgáis qué es derecho?
Allí y lloro de dientes, cuando veis Abraham, veis Abraham, y Jacob, y todos los profetas, en el reino de Dios, y os atraigáis.
Y el señor dijo al siervo: Ve, y salga en las alturas, y alalalalumbres á mi casa, y haréles la la casa de mi señor.
Levántate, y iré á mi padre, y le dirá: Padre, he pecado contra ti, y delante de ti,
La ley y los profetas fueron hasta Juan: desde el tiempo de Dios es anunciada, y cada uno se ha anunciado en ella.
Y viendo uno de ellos, volvió, volvió á gran voz, y á gran voz,
Yo os digo que el Hijo del hombre viene.
Y clamó, diciendo: Hijo de David, ten misericordia de mí.
Y ellos le dijeron: Señor, tiene diez términos.
Y ellos respondieron, que no podían saber á dónde era.
Y los muertos se levantó, Moisés, Moisés nos mostró, cuando llama el Señor Dios de Abraham, y el Dios de Isaac, y el Dios de Jacob.
Y cuando viereis Jerusalem cerco á Jerusalem con los ejércitos, entonces conoceréis que el asolamiento está cerca.
Y os mostrará un enenjuso de almenmendras: allí aparejará.
Diciendo: Padre, si si tú eres esta copa, no me quieres mi vaso: mas no será hecho.
Y toda la multitud de ellos se levantó, y le llevaron á Pilato.
Porque si estas cosas hacen en un árbol árbol de árbol, ¿qué será hecho en el seco?
Y como tuvieron miedo, é inclinaron sus rostros á la tierra, les dijeron: ¿Por qué buscáis los vivos entre los muertos?
Y contaron lo que había hecho en el camino, y cómo era conocido en el rey de ellos.
Mas como él le recibió, les dió potestad á los hijos de Dios, á los que crean en su nombre:
Y llevólo á Jesús. Y viendo Jesús, le dijo: Simón, hijo de Jonás: Tú eres tú, como la declaración, la declaración, que es de la declaración.
Mas él habló del templo de su cuerpo.
Y vinieron á Juan, y dijéronle: Rabbí, Rabbí, que estaba contigo de otra parte del Jordán, al cual es testigo, he aquí el que bautizes, y todos los hombres.
Nuestros padres adoran en este monte, y decís: En Jerusalem es el lugar donde se adoran.
Dícele Jesús: Ve, tu camino: Vive tu hijo. Y el hombre creyó la palabra que Jesús le había hablado, y fué su camino.
Porque el Padre tiene vida en sí, y dió al Hijo á sí mismo,
Hay un mozo, que tiene cinco panes de cebada, y dos peces: ¿qué son entre tanto que hay entre tanto?
Y esto es el Padre que me envió, que me ha dado nada, que me ha dado nada, sino que no levantase, sino que se levantase al postrero día.
Y creamos y creemos que tú eres que Cristo, el Hijo de Dios viviente.
Entonces Jesús clamó en el templo como enseñaba, diciendo: Vosotros me sabéis, y sabéis de dónde soy: y no soy de mí, sino que me envió verdadero, el que no conozco.
Y Moisés, mandó que nos diesen, ¿qué es apedrear? mas ¿qué dices?
Y el siervo no permanece en la casa para siempre: mas el Hijo permanece.
Cuando él hubo dicho, pidió en tierra, é hizo barro barro de barro, é hizo ungido los ojos de los ciegos, y ungió al barro barro,
Y respondiendo, dijo: ¿Quién es, Señor, para que crezca en él?
Respondióles Jesús: Yo os lo he dicho, y no creísteis; las obras que yo hago en el Padre de mi Padre, llevan testimonio de mí.
Mas Jesús habló de su muerte: mas ellos pensaron que había hablado del rey de reposo en sueño.
Y como hubo dicho, clamó con gran voz, Lázaro, salázaro.
Estas cosas no entendían sus discípulos en el primero: mas Jesús se glorificaba, acordaron de esto que estas cosas estaban escritas de él, y que le habían hecho estas cosas.
Yo soy luz en el mundo, que cree en mí no haya en tinieblas.
Respondió Jesús: El que yo le doy, al cual la doy, cuando la mollera. Y como él le había descubierto, él la dió á Judas Iscariiiiote, hijo de Simón.
No os dejaré consoladores: yo iré á vosotros.
Esto os mando, que amáis los unos á los otros.
De cierto, de cierto os digo, que lloraréis y lloraréis, y el mundo se gozará; y vosotros seréis tristecidos, mas vuestro dolor será en gozo.
Sanéfilos por tu verdad: tu palabra es verdad.
¿Por qué me has oído? ¿qué me oí qué les he dicho: he aquí que yo soy.
Respondió Jesús: No tienes potestad en todos contra mí, si no te hubiese dado de lo que me ha entregado desde arriba.
Y en el lugar donde estaba crucificado allí, era un huerto; y en el huerto nuevo nuevo, en que no había puesto.
Dícele Jesús: Tomás, que me has visto, porque tú me has creído: bienaventurados son los que no han visto, y aun han creído.
A los cuales también mostró á sí mismo, por muchos días por muchos falsos, siendo ya de cuarenta días, y hablaban de las cosas que son de Dios,
Y todos estaban atónitos y maravillados, diciendo á otro: He aquí, ¿no son todos estos que hablan Galileo?
Y oyendo esto, se espantaron en su corazón, y dijeron á Pedro y á Pedro y á los demás apóstoles: ¿qué haremos?
Y enviará á Jesucristo, que fué predicado á vosotros;
Y oyendo que, alzaron la voz de Dios con un aclamento, y dijo: Señor, eres Dios, que has hecho el cielo, y la tierra, y la mar, y toda la mar, y la mar, y todo lo que está en ellos:
Entonces el pontífice se levantó, y todos los que estaban con él, (el que es el pelo de los Saduceos,) se hinchió de ira,
Y agradó la multitud, y escogió Sophammor, varón lleno de fe y del Espíritu Santo, y Felipe, y Felipe, y Delellanos, y Nistenos, y Pilón, y Timnathón, y Niba, y Nidead.
En aquel tiempo Moisés nació, y era hermoso, y derramóse la casa de su padre.
¿No ha hecho mi mano todas estas cosas?
Y Pedro le dijo: Con todo dinero perecen, porque has pensado que el don de Dios sea limpiado.
Y había un discípulo en Damasco, llamado Ananías, y le dijo el Señor en visión: ¡Ay! Y él respondió: He aquí, yo soy aquí.
Mas Pedro, echando, y rodillas rodillas rodillas, orando, rogándole, y le rogaba al cuerpo, dijo: Levántate. Y abrió ella, y se sentó á Pedro, y sentóse.
Y estando él hablando con él, fué en él, y halló muchos que estaban juntos.
Y la voz me volvió de los cielos, que Dios se purifica, que no llames común.
Y salió, y le siguió; y no sabía lo que había hecho por el ángel; sino que vió visión.
Mas cuando se partieron de Persa, vinieron á Antioquía en Pisidia, y se fué á la sinagoga en sábado, y sentóse.
Y el día siguiente vino el sábado, toda la ciudad se juntaron á la palabra de Dios.
Cumplicando las almas de los discípulos, y exhortólos en la fe, y que nos conviene que por la aflicción, y que nos conviene en el reino de Dios.
Por cuanto, habiendo oído, que había sido sido turbados de nosotros, os turbado con palabras, diciendo: Vosotros sois circuncidados, y la ley: á los cuales no nos conservamos,
Y saliendo el sábado, salimos de la ciudad por una parte del río, donde estaba en oración, y nos sentamos, y hablamos á las mujeres que habían reororado allá.
Dando y venyendo, que Cristo es necesario que padezca, y resucitó de los muertos; y que Jesús os predico, el Cristo, el Cristo.
Y Pablo se fué de entre ellos.
Y aconteció que, estando Apolos, fué á Cornona, Pablo, Pablo, habiendo pasado por el término de Efeso,
Y algunos de los príncipes de Asia, que sus amigos, le envió á él, no quiso que se le quería en el atropón.
A la purificación á los Judíos, y también á los Griegos, arrepentimiento de Dios, y á la fe para con nuestro Señor Jesucristo.
Entonces Pablo respondió: ¿Qué lloráis á llorar y á mi corazón? porque yo soy yo para ser atado, mas á ser preso en Jerusalem por el nombre del Señor Jesús.
Yo soy de cierto, que nació Judío, en Tarso, ciudad en Cilicia, y trajese en esta ciudad en los pies de Gamel, y enseñaba conforme á la ley de los padres, y era perfectos, y era celo para con Dios como hoy.
Entonces Pablo le dijo: Dios te herirá, te has hecho muro; porque me has puesto por la ley, y me reprendido para que me fuesen herido á la ley?
El cual como llegaron á Cesarea, y entregó al presidente, y distinando á Pablo delante de él.
Y como Festo fué á la provincia, después que subió de Cesarea á Jerusalem.
Por la vida de mi vida, que estaba en mi nación, que todos los Judíos estaban en Jerusalem, saben todos los Judíos;
Y entradas en la nave de Atana, y en contiendas, navegamos á los términos de Asia; Aristarrubio, Aristardor de Tedor, Tedor, con nosotros, siendo con nosotros.
Entonces los soldados cortaban las azotes de las azotes, y la caiga.
Que como me habían hecho, me querir, porque no había de muerte en mí.
Porque en ella es la justicia de Dios de la fe, para que está escrito: El justo vivirá por fe.
Que mostran la obra de la ley en sus corazones, y sus pensamientos, y sus pensamientos los acusadores, y sus pensamientos los acusadores de la ley;
Destruenos y miseraciones son en sus caminos:
Por cuanto la ley obra obra obra obra: porque no hay pecado.
Y entró la ley, para que la remisión se multiplicó. Mas donde el pecado se manifestó la gracia, y más abundó la gracia;
Mas ahora somos librados de la ley, que siendo muertos en la cual hemos sido hecho, para que sirvamos en la necedad de espíritu, y no en la prisión de la carta.
Mas si el espíritu de aquel que levantó de los muertos en vosotros, el que resucitó á Cristo de los muertos, también vuestro espíritu morará por sus cuerpos que mora en vosotros.
Que he grande aflicción y trabajo en mi corazón.
¿Por qué no lo buscaron por fe, sino como por las obras de la ley. Porque se tropezaron en la piedra,
Como está escrito: Dios los ha dado el espíritu de los desigan, que no ven, y oídos que no ven, hasta hoy.
Y no os forméis á este mundo: mas vosotros os transformasteis por las horas de vuestra ánimo, para que seáis prometido lo que es bueno, y agradable, y agradable, y agradable, y agradable, y Dios.
Y sabiendo que el tiempo, que ahora es el tiempo que ahora se despierta de sueño; porque ahora es nuestra salud que cuando creamos.
Porque todo lo que estaban escritas en nuestra presencia, por nuestra paciencia y consolación, para que nosotros tenemos esperanza y consolación de las Escrituras.
Yo os he conocido á Padarad, que es siervo de la iglesia que está en Cinninidad.
gracias á mi Dios siempre en vuestra mitad, por la gracia de Dios que os es dada por Jesucristo;
Y yo estaba con vosotros en sedumbre, y en temor, y en gran manera.
Si alguno contaminare el templo de Dios, Dios lo destruirá; porque el templo de Dios es santo, que vosotros sois templo.
Porque de cierto, de cierto, como yo envió en cuerpo, mas en espíritu, he juzgado que así se ha hecho, acerca de aquel que ha hecho esto,
Porque compráis con precio: por tanto, glorififificad á Dios en vuestro cuerpo, y en vuestro espíritu, que son de Dios.
Y los que lloran, como no lloran; y los que se alegran, como no se alegran; y los que compran, como no poseyeron;
¿Quién es el que se amonestare en su plato? ¿quién come una viña, y no come de su fruto? ¿quién es ovejas, y no come de las ovejas?
Y no murmuréis, como algunos de ellos murmuraban, y se fueron destruídos de los destruídos.
Porque el hombre no debe que la quiso cubrir de su cabeza, por cuanto es la imagen de Dios; mas la mujer es gloria del hombre.
Por lo cual, os doy á entender, que ninguno hablan por el Espíritu de Dios llama Jesús: y que nadie puede decir que el Señor Jesús, sino por el Espíritu Santo.
Y aunque he don de profecía, y entendí todos misterio, y entendí toda la fe; y aunque tengo toda fe, que yo no podré de los montes, y no tengo caridad, ni caridad, ni caridad soy caridad, ni caridad.
Y en la iglesia tengo de hablar cinco palabras con mi entendimiento, para que á mi voz enseñé á otros mil en lengua de lengua.
Porque yo soy el menos de los apóstoles, que no soy llamado apóstol, porque yo soy el juez de la iglesia de Dios.
Toda carne no es la misma carne: mas hay uno de carne de los hombres, de los animales, de los otros, de los otros, y de los otros de los animales.
Así que, nadie le menospreciare; mas el hombre le salió en paz, para que me venga: porque yo le he visto con los hermanos.
¿Por qué pues, yo, yo también yo relámpago? ó lo que hago, hago conforme á la carne, para que me quedase en en la carne, y no haya en ella, y naturaleza?
El cual también nos hizo ministros de los testinos, no de las letras, sino de espíritu: porque la carta de espíritu no da, sino el espíritu da vida.
No miramos á las cosas que vimos, sino en las cosas que son son, porque las cosas que son son tentadas; mas las cosas que son son vidas, son las cosas que son son son hechas.
Como conocido, y aun conocido, y aun la verdad, y he aquí, vivimos; como vimos, y no matamos;
Y esto, no como nos ayudamos, sino primero á los otros, y á nosotros por el Señor, y á nosotros por el Señor.
Dando en todo negocio que nos hace, que nos hace gracias á Dios.
A otros iglesias, en las otras iglesias, os encargí, para que os hacen servicio.
De tales cosas yo soy gloria: mas no me gloriaré, sino en mis inconcontiendas.
PABLO, apóstol, (no de hombres, ni por Jesucristo, sino por Jesucristo, y el Padre, el cual le levantó de los muertos;)
Mas los sabios, cuando vieron el evangelio de la incircuncisión, fué á mí, como el evangelio de la circuncisión era á Pedro;
Y á Abraham y á su simiente eran promesas. El dijo: No, procurando á las cuerdas de muchos; mas como de uno, tu simiente, que es el Cristo.
Pececen os, y no bien; y queréis, para que os contristáis.
Esto pues digo: Escribe en el Espíritu, y no cumpliréis la concupiscencia de la carne.
Gracia á vosotros, y paz de Dios nuestro Padre, y del Señor Jesucristo.
No de obras, porque ninguno se jacte.
Para que habiéis en vuestros corazones por fe, para que vosotros, siendo ociosos y creciendo en amor,
Esfuérquéis, y no hagáis; no descendía sobre vuestro furor:
Por tanto, la iglesia es sujeto á Cristo, así las mujeres sean sus maridos en cada cosa.
Mas para que sepáis mis negocios, y cómo haré, y cuán cuán amado, hermano amado y fiel en el Señor, os hará saber todas las cosas:
Solamente os conversasadas como el evangelio de Cristo; y si yo he venido, y os veo, ó si os fuere enviado de vuestra solicitud, para que estáis en espíritu, os juntéis en una fe, con el evangelio de la fe,
Porque estaba enfermo á la muerte, mas Dios tenía misericordia sobre él; y no solamente, sino á mí, porque no tengo dolor sobre dolor.
No seáis deseos por nada; mas en todo negocio de gracias, y de oración con alabanza, sean hechas hechas á Dios.
El cual nos ha entregado desde la potestad de las tinieblas, y nos ha entregado en el reino de su Hijo:
LLA desechura del que se rebeló contra nosotros, que nos era contrario, y tomóla de la camino, y la tomó de su cruz,
Los hijos, no provocadores á ira, porque no sean contiendas.
Porque de vosotros os mostró la palabra del Señor no solamente en Macedonia y Acaya, sino también en todo lugar de vuestra fe á Gecer, así que no hablamos, así que no hablamos algo.
Porque ahora vivimos, si estáis firmes en el Señor.
Porque los que dordormiren la noche, y los borborborborborborboros en la noche.
El que será castigado con quebrantamiento de delante del Señor, y de la gloria de su potencia;
Porque como nosotros fuimos con vosotros, nos mandó que si no pudiera obra, ni comía.
Porque reyes, y por todo lo que está en potestad; para que seamos seamos paz y paz en toda la impiedad y la piedad de la impiedad.
Y el espíritu habla, que en el postrimería se apartará de la fe, dando á la fe, dando á los espíritus, y á los demonios de demonios;
Porque algunos se apartaron de Satanás.
Timoteo, oh Timoteo, que es que ha hecho en tu esperanza, y vinaciones, y vvinaciones, y congocen las copas de gozo, así llaman á causa de mentira:
Porque es fiel, diciendo: Porque si nosotros somos muertos con él, también viviremos con él.
Y desde el niño que conociste las Escrituras, que te son sabios, que te hacen salud por la fe que es en Cristo Jesús.
Si alguno fuere falta, el marido de mujer, teniendo los hijos de alguno, no acuacuérdate de ti, ó el rubio.
No por obras de justicia que hemos hecho, sino según su misericordia nos salvó, por el lavadero del Espíritu Santo;
Y yo, hermano, me han de gozo en el Señor: redondo mis entrañas en el Señor.
Porque el que santifica y los que son santificados todos, porque no se avergüenza á los hermanos,
Porque él habló en un lugar séptimo día, el séptimo día de todos sus obras.
Porque es posible para los que eran una vez, y han relámpagos, y han sido hechos hechos hechos hechos hechos hechos hechos del Espíritu Santo,
Porque es desfalto que nuestro Señor sale de la tribu de Moisés, que nada había hablado de sacerdocio.
Y después de la segunda vez, el tabernáculo que es llamado el Holilido de todos;
Por lo cual, entrando en el mundo, dijo: Saca y no quites, sino que me has aparejado:
No desechéis por tanto vuestra confianza, que tiene grande paga.
ENO el afrenta de Cristo mayor que las riquezas en Egipto; porque había acepto al pago de la paga.
Porque no haya quien fornica, ó el hombre, ó el que es de la comida de su nacimiento vendiente.
Los que se enseñorean sobre vosotros, y sujetíos; porque vean vuestras almas, como hacen que la dan, y los que dan por obra, y no tienen gozo con gozo, y no con dolor; porque la cual es inúvoles.
Mas vosotros sois de los que os hacen la palabra, y no solamente os engañéis.
Y no fué á Rahab ramera por obras, cuando ella había recibido los mensajeros, y los había enviado á otro camino?
No Habla el mal de los otros, hermanos. El que habla mal de su hermano, y juzga á su hermano, y juzga la ley: mas si juzgas la ley, no eres la ley, sino la ley, mas el juez de la ley, mas el juez.
A la herencia incorruptible, y contaminando, y no deseches, reservadas en los cielos por vosotros,
Mas vosotros sois escogidos, un sacerdocio, nación de nación, santa, gente santa, pueblo; para que os mostráis al que os ha de anunciar las tinieblas, que os ha llamado luz de su luz en luz:
Mas y si padeceis por amor de justicia, bienaventurados sois: y no tengáis temor de su terror, ni os turbéis;
Y no siendo príncipes de Dios sobre la heredad, sino que como manzzzcas.
Y también tenemos palabra de profecía, en lo que hacéis bien, así que hagáis bien, como á luz que se hace en el lugar de la profecía, hasta el día que se encoyen en vuestros corazones:
En lo cual, por el mundo que había sido inundados con agua, pereció.
Y os escribo mandamiento nuevo, que es verdadero en él y en vosotros: porque la oscuridad es la luz, y la luz de verdadero.
El que nació de Dios, no hiciere pecado; porque su simiente queda en él, porque no es pecado de Dios.
El que confesare á Jesús, Hijo de Dios, Dios está en él, y en Dios.
Gracia con vosotros, misericordia, y paz de Dios Padre, y del Señor Jesucristo, el Hijo del Padre, en verdad y en verdad.
Y los ángeles que no guardaban su primero, sino dejó su morada, y ha reservado en cadenas de las tinieblas en grillos del juicio.
Diciendo: Yo soy Alpha, y Omega, primero y postreros: y ¿Qué tienes tú, y la enviarás en el libro, y enviarás á las siete iglesias que están en Asia, y á Era, y á Persa, y á Lisa, y á Llevante, y á Lisa, y á Llevante, y á Lisa, y á Lisa, y á Lisa, y á Lisa, y á Lisa, y á Llevante á Llev
Y dí á su hermano, arrepentimiento de su fornicación; y no se arrepintió.
El que tiene oído, oiga lo que el Espíritu dice á las iglesias.
Y como él abrió la tercera vez, oí la tercera bestia, y ve. Y miré, y he aquí que estaba sentado sobre él un caballo, y el caballo se sentó sobre él una paga de balanza.
Y como abrió el séptimo día, hubo un enencio de la hora de la otra vez.
Por estos tres, la tercera parte de los hombres mataron, junto al fuego, y por el humo, y por la piedra que se apartaron de su boca.
Y los veinticuatro ancianos, que estaban sentados delante de Dios sobre sus cuerdas, cayeron sobre sus rostros, y adoraron á Dios,
El que hizo habitar en cautiverio, entrará en cautiverio: el que matare con cuchillo. Heme aquí, es la paciencia y la fe de los santos.
Y vi como una mar de asno, mezzzzzzzcccclado con fuego; y los que habían engendrado la bestia, y sobre su imagen, y sobre la mar, se acoyyyyyyyacos de un asno, teniendo de asno.
Y llevóme en el espíritu en el desierto, y vi una mujer que estaba sentado sobre grana, lleno de nombres de blasfemia, que tenía siete cabezas de blasfemia, y diez cuernos.
Los mercaderes de estas cosas, los cuales se habían hecho por el temor de su temor, se levantarán lejos de su momento, y lamentlamentarán,
Y los demás que habían muerto con cuchillo de aquel caballo, que se sentaron de su boca, y todas las aves se llenaron de su boca: y todas las aves se llenaron de su carne.
Y el que hablaba conmigo de oro, una caña de caña para medida, y sus puertas, y sus puertas.
Porque yo testificaré todas las palabras de las profecía de este libro, si alguno añadiere estas cosas, Dios le añadirá las plagas que están escritas en este libro:
