El principio Dios crió los cielos y la tierra.
Y vió Dios todo lo que había hecho, y he aquí era muy bueno. Y la tarde y la mañana era el sexto día.
Porque Dios conoce que en el día de ellos comeréis, y vuestros ojos serán abiertos, y seréis como dioses, sabiendo bien y mal.
Ahora pues, maldieres de la tierra, que abrió su boca para recibir la sangre de tu hermano,
Y vivió Mahalaleel sesenta y cinco años, y engendró á Jared.
Y dijo Dios á Noé: El fin de toda carne es venido delante de mí; porque la tierra está llena de violencia por ellos; y he aquí que yo los destruiré con la tierra.
Y murió toda carne que se movó sobre la tierra, de aves, y de animales, y de animales, y de todo reptil que anda arrastrando sobre la tierra, y todo hombre:
Y ciertamente vuestra sangre demandaré; á la mano de todas las bestias le demandaré, y á la mano del hombre; á la mano del hombre la demandaré la vida del hombre.
Y los hijos de Ham: Cus, y Mizpa, y Phum, y Canaán.
Y dijeron: Id, y nos edifiquemos una ciudad y una torre, y cuya cabeza nos ha de venir hasta el cielo; y haznos un nombre, porque no nos derramemos sobre la haz de toda la tierra.
Y haré contigo gran gente grande, y te bendeciré, y pondré tu nombre grande; y serás bendición.
Abram asentó en la tierra de Canaán, y Lot habitó en las ciudades de la campiña, y asentaron su tienda hacia Sodoma.
El solo que los mancebos se comían, y la ración de los hombres que iban conmigo, Ananías, Era, y Mamre; tomad su parte.
Y el ángel de Jehová le dijo: Vuelve á tu señora, y hazte debajo de sus manos.
Y tomó Abraham á Ismael su hijo, y todos los que nacieron en su casa, y todos los que compraban con su dinero, cada uno de la casa de Abraham; y circuncidó la carne de su prepucio en el mismo día, como Dios le había dicho.
Y Jehová dijo: Si hallare en Sodoma cincuenta justos dentro de la ciudad, yo perdonaré todo el lugar á causa de ellos.
El sol se levantó sobre la tierra cuando Lot entró en Zoar.
Y dijo Abimelech: He aquí que mi tierra está delante de ti: habita que te agrada.
Y tomó Abraham ovejas y bueyes, y dióles á Abimelech; y ambos hicieron alianza.
Y Bethuel engendró á Rebeca: estos ocho veces llevaron á Naachôr, hermano de Abraham.
Y puso el siervo debajo del muslo de Abraham su señor, y le juró acerca de esto.
Y dije á mi señor: Quizá la mujer no me seguiré.
Y ella le parió á José, y á Josán, y á Medán, y á Madián, y á Madián.
Y dijo Esaú: He aquí yo soy al poquito morir: ¿y qué aprovechará á mí esta primogenitura?
Y ellos dijeron: De cierto que Jehová era contigo: y nosotros dijeron: Ruégote que ahora entre nosotros juramento entre nosotros y entre nosotros, entre nosotros y ti, y pongamos alianza contigo;
Y no le conoció, porque sus manos eran deshondos, como su hermano Esaú: así le bendijo.
Y que Jacob oyó á su padre y á su madre, y fué á Panan-aram;
Y Labán dijo á Jacob: Por cuanto tú eres mi hermano, ¿por qué pues me sirvas? ¿qué pues tu salario será?
Y Zilpa la sierva de Lea parió á Jacob un hijo.
Y Jacob hizo apartar los corderos, y puso las rostros de las ovejas hacia la bandera, y toda la paja en el rebaño de Labán; y puso sus ganados por sí, y no los puso por medio de Labán.
¿Por qué te has huído oculto, y te has hurtado de mí, y no me has de decir, para que yo te he enviado con alegría, y con arpa, y con arpa?
Y como Jacob los vió, dijo: Este es el ejército de Dios: y llamó el nombre de aquel lugar Mahanaim.
Por lo cual, los hijos de Israel no comerá del pecto, que está sobre la hoja del muslo, hasta hoy: porque él tocó la caja de Jacob el muslo de Jacob.
Y habitaréis con nosotros: y la tierra será delante de vosotros; habitad y traeréis en ella, y salid por heredad en ella.
Y apareció Dios á Jacob otra vez, cuando salía de Pan-aram, y bendíjolo.
Estos son los nombres de Esaú: Eliphaz hijo de Ada, mujer de Esaú, hijo de Basuel, hijo de Basemath, mujer de Esaú.
Y estos son los nombres de los duques que habían venido de Esaú, conforme á sus familias, por sus nombres: el duque Timna, el duque Alama, el duque Jetheo,
Venid, y vengamos á los Ismaelitas, y no sea nuestra mano sobre él; porque él es nuestro hermano y nuestra carne. Y sus hermanos fueron contados.
Entonces preguntó á los de aquel lugar, diciendo: ¿Dónde es la ramera, que por el camino? Y ellos dijeron: No fué ramera en este lugar.
Mas Jehová estaba con José, y le mostró misericordia, y le dió gracia en ojos de la cárcel.
Y durmió, y soñóse el segundo día; y he aquí siete oídos de trigo que subiese sobre un mosto, pesando y bueno.
Y junta todo el pan de aquellos años que vienen, y poned trigo debajo de la mano de Faraón, y guarden en las ciudades.
Y conoció José á sus hermanos, y no le conocieron.
Y dijo: Mi hijo no descenderá con vosotros; porque su hermano es muerto, y él solo es: si cayere mal por el camino en el camino que entrareis, entonces descenderéis mis canas al sepulcro.
Y José apresuró, porque sus entrañas se habían puesto en su hermano; y procuraba dónde llorar; y entró en su cámara, y lloró allí.
Y nosotros dijeron: No podemos descender: si nuestro hermano hermano es con nosotros, descendremos: porque no veamos ver la cara del hombre, si nuestro hermano menor está con nosotros.
A todos los de ellos dió cada uno de vestidos; mas á Benjamín dió trescientos pedazos de plata, y cinco mudas de vestidos.
Y los hijos de Nephtalí: Jahzeel, y Guni, y Jezer.
Y José compró toda la tierra de Egipto por Faraón; porque los Egipcios vendían cada uno su campo, porque el hambre prevalecieron sobre ellos: y fué la tierra.
Y su padre no quiso, y dijo: Yo lo conozco, hijo mío, yo lo conozco: también éste será grande: mas verdad su hermano menor que él, será mayor que él, y su simiente será mayor que él, y su simiente será mayor que él, y su simiente será mayor que él, y su simiente será más fuerte que él, y su simiente será mayor que
Benjamín raerá como lobo: en la mañana devorará la presa, y en la noche heredará el despojo.
Y dijo José á sus hermanos: Yo soy yo; y Dios os visitará de esta tierra á la tierra que juró á Abraham, á Isaac y á Jacob.
Y luego que la abrió, vió al niño; y he aquí que se había llorado. Y ella tuvo misericordia de él, y dijo: Esta es uno de los Hebreos.
Y dijo Moisés á Dios: ¿Quién soy yo, para que yo voy á Faraón, y para que yo saqué á los hijos de Israel de Egipto?
Y Jehová dijo á Moisés en Madián: Ve, vuélvete á Egipto; porque todos los hombres son muertos que buscaron tu vida.
Ahora pues, ahora, y obra, porque no os será dado paja, mas aun vosotros entregaréis la tala de esposa.
Y Eleazar hijo de Aarón le tomó uno de las hijas de Putiel para mujer; y ella le parió Phinees: estos son las cabezas de los padres de los Levitas conforme á sus familias.
Y fueron cumplidos días, después que Jehová había herido el río.
Y salió Moisés de Faraón, y oró á Jehová.
A Jehová (porque hay más fuerte) que no haya más más fuerte y granizo; y yo os haré ir, y no podréis más más.
No vieron los unos á otros, ni se levantaron de su lugar por tres días: mas todos los hijos de Israel tenían luz en sus moradas.
Y este día os será para memoria; y vosotros la guardaréis fiesta á Jehová por vuestras generaciones; vosotros la haréis fiesta por estatuto perpetuo.
Mas el siervo de cada uno que es comprado por dinero, cuando le circuncidarle, comerá.
Y HABLÓ Jehová á Moisés, diciendo:
Y vió Israel aquella grande obra que Jehová había hecho sobre los Egipcios; y el pueblo temió á Jehová, y á su siervo Moisés, y á su siervo Moisés.
Y los hijos de Israel les dijeron: Escribe á Dios por mano de Jehová en la tierra de Egipto, cuando estuvimos junto á la carne, y cuando comamos pan en la carne, y cuando comíamos pan en este desierto, para matarnos toda esta congregación con hambre.
Y dijo Moisés á Aarón: Tomad, y poned un omer en ella, y poned delante de Jehová, para que sea guardado por vuestras generaciones.
Y sé que Jehová es mayor que todos los dioses: porque en la cosa en que ellos hiciesen.
Y descendió Moisés del monte al pueblo, y santificaron al pueblo, y lavaron sus vestidos.
Y dijeron á Moisés: Habla con nosotros, y oímos: mas no hablaremos con nosotros, porque no muera.
Y si alguno seguramente, darás la vida por vida,
Si su padre lo quisiere darle, le pagará conforme á la paloma conforme á la perdición de vírgenes.
Y la fiesta de la siega, las primicias de tu trabajo, la cual sembraste en el campo: y la fiesta de inrecogida, que está en el año, cuando juntas en tu labor del campo.
Y Moisés se levantó, y sus ministro; y Moisés subió al monte de Dios.
Y harás á ella un término de la mano de alrededor, y harás una corona de oro alrededor.
Y harás tablas para el tabernáculo de madera de madera de Sittim.
Acerca de las tablas lo harás: como te fué mostrado en el monte, así lo harás.
Y pondrás en ella piedras de piedras, cuatro órdenes de piedras, cuatro órdenes de piedras: el primero será sardio, un palmo, y un palmo: esto será el primero.
Y Aarón y sus hijos llevarás á la puerta del tabernáculo del testimonio, y los lavarás con agua.
Y si algo de la carne de las consagraciones, ó del pan, se quedare á la mañana, entonces quemarás el fuego: no se comerá, porque es santo.
Asimismo harás una fuente de metal, y su pie de metal, para lavar: y tú la pondrás entre el tabernáculo del testimonio y el altar, y pondrás en ella agua.
Y las vestimentas del servicio, y las vestiduras santas para Aarón el sacerdote, y las vestiduras de sus hijos, para ministrar en el sacerdocio,
Y dijo Aarón: No se encienda el furor de mi señor: tú conoces al pueblo, que están sobre la maldad.
Y Jehová dijo á Moisés: Yo haré también esto que has hablado: porque has hallado gracia en mis ojos, y yo te conozco por nombre.
Porque arrojaré las gentes delante de ti, y ensancharán tus términos: y ninguno codiciará tu tierra, cuando subieres á apartar delante de Jehová tu Dios en el año.
Las vestimentas del servicio, para ministrar en el santuario, las vestiduras vestiduras para Aarón el sacerdote, y las vestiduras de sus hijos, para ministrar en el sacerdocio.
Hizo también las cortinas de cabras para la tienda sobre el tabernáculo: once cortinas.
Hizo también la cubierta de oro puro: dos codos y medio de dos codos y medio de largo.
Y puso las varas á los anillos á los lados del altar, para llevarlo; é hizo el altar de las tablas.
Y obraron piedras engordados en engastes de oro, como seles las esculturas, con los nombres de los hijos de Israel.
La mesa, y todos sus vasos, y todos sus vasos;
Y puso el pan delante de Jehová, como Jehová había mandado á Moisés.
Y el sacerdote lo traerá al altar, y entiende su cabeza, y la hará sobre el altar; y la sangre de él será encargado al lado del altar:
Y si su ofrenda fuere macho cabrío ofrecerá delante de Jehová.
Y tomará el sacerdote de la sangre de la expiación con su dedo, y pondrá sobre los cuernos del altar del holocausto, y derramará su sangre al pie del holocausto.
Y HABLÓ Jehová á Moisés, diciendo:
De esta manera es la ley del pecado: es cosa santísima.
Y el sacerdote hará arder el sebo sobre el altar: mas el pecho será de Aarón y de sus hijos.
Y degollólo; y Moisés tomó de la sangre de ellos, y púsola sobre la ternilla de Aarón, y sobre el pulgar de su mano derecha, y sobre el pulgar de su pie derecho.
Y llevó la ofrenda, y tomó un puño de ello, y quemólo sobre el altar, además del holocausto, al sacrificio de la mañana.
Todo lo que hace la hoja, y es vestida, y rumia, entre las bestias, que comeréis.
Y todo vaso de barro, en ninguna de ellos, todo lo que está en ella, será inmundo; y la quebraréis.
Y si el sacerdote viere que he aquí la hinchazón en la piel, el sacerdote lo dará por inmundo: es lepra.
Y si alguno ó mujer tiene mujer en la piel de su carne, mancha blancas blancas, blanca blancas,
Y será el séptimo día, que él pagará su cabeza y su barba y su barba y su nido y sus caballeros, todo su cabello será quebrantado; y lavará sus vestidos, y lavará su carne en agua, y él lavará su carne en agua, y será limpio.
Y el sacerdote tornará al séptimo día, y mirará: y si la llaga fuere tendido en las paredes de la casa,
Y el vaso de la tierra, que tocare que tiene flujo, será quebrantado: y todo vaso de leña será desechado en agua.
Y hará llegar Aarón el macho cabrío sobre los cuales cayó la suerte de Jehová, y le ofrecerá por expiación.
A fin de que los hijos de Israel sean traídos sus sacrificios, que ofrecen la haz del campo, para que los traigan á Jehová, á la puerta del tabernáculo del testimonio, al sacerdote, y los ofrecen paz á Jehová.
Y no se allegarás á una mujer para descubrirse su desnudez, como ella es descubierto por su inmundicia.
Guardad mis estatutos. No guardarás tu ganado con esfuero: no sembrarás tu campo: no sembrarás tu campo, ni la vestidura amasada de lino y de lino, y de lana vendrá sobre ti.
Y si el hombre durmiere con su nuera, así de ellos morirá; su sangre será sobre ellos.
No profanará su simiente entre su pueblo; porque yo Jehová lo santificaré.
Y el que ofreciere sacrificio de paces á Jehová para cumplir su voto, ó olor de sementera, será acepto para ser acepto; allí no será acepto.
Y ofreceréis con los siete corderos sin tacha del primer año, y un becerro, y dos carneros: serán por holocausto á Jehová, con su presente, y sus libaciones, y sus libaciones, ofrenda encendida de olor suave á Jehová.
El orden sobre el candelero limpio delante de Jehová.
El jubileo os será para vosotros: no sembraréis, ni sembréis lo que se ha de sembrar en ella, ni recoger la uvas de tu vid.
Y entonces se apartará de ti, y sus hijos con él, y volverá á su familia, y á la posesión de sus padres.
Yo también os haré esto; yo pondré sobre vosotros temor de vosotros, consumación, y el ardor de los ojos, y consumación de corazón: y sembraréis vuestra simiente en vano, por vuestros enemigos la comerá.
Estos son los estatutos y derechos y derechos, los cuales Jehová hizo entre él y los hijos de Israel en el monte de Sinaí por mano de Moisés.
Y todo el diezmo de la tierra, si de la simiente de la tierra, ó del fruto del árbol, es de Jehová: santo es á Jehová.
De los hijos de Judá, por sus generaciones, por sus familias, por las casas de sus padres, conforme á la cuenta de los nombres, de veinte años arriba, todos los que podían salir á la guerra;
Todo varón de los hijos de Israel cántaro por su bandera, por señal de la casa de su padre: lejos se tornarán.
Estos son los contados de los hijos de Israel por la casa de sus padres: todos los contados de las camas por sus ejércitos, seiscientos y tres mil y quinientos y cincuenta.
En el número de todos los varones varones, desde el mes arriba, ocho mil y seiscientos, la guarda del santuario.
Y sobre la mesa de las promesas extenderán un paño de cárdeno, y pondrá sobre él los ardillos, y los tazones, y los tazones, y los tazones, y los pan se hartará:
Estos fueron los contados de las familias de Coath, todas las cosas que hacen servicio en el tabernáculo del testimonio, que Moisés y Aarón cuenta conforme al mandamiento de Jehová por mano de Moisés.
Y pondrá el sacerdote la mujer delante de Jehová, y descubrirá la cabeza de la mujer, y pondrá la ofrenda de la memoria en sus manos, la cual será el sacerdote en su mano las aguas amargas que trae la maldición:
Y ofrecerá también el carnero para sacrificio de paces á Jehová, con el canastillo de panes sin levadura: el sacerdote hará también su presente, y su libación.
Una cuchara de oro de diez siclos, llena de perfume;
Una cuchara de oro de diez siclos, llena de perfume;
Una cuchara de oro de diez siclos, llena de perfume;
Y los Levitas se purificaron, y lavaron sus vestidos; y Aarón los ofrecieron como ofrenda delante de Jehová; é hizo Aarón expiación por ellos para expiarlos.
Hazte dos trompetas de plata, de toda suerte los harás: para que los matarás para la vocación de la congregación, y para las partidas de los arpas.
Y será que, si entrares con nosotros, esto será, que lo que bien nos hará Jehová.
Mas había quedado dos de los hombres en el campo, el nombre de la una Eldad, y el nombre de los otros Medad: y el espíritu de ellos reposó sobre ellos; y fueron de los que estaban escritas, mas no salieron al tabernáculo: y profetizaron en el campo.
De la tribu de Judá, Caleb hijo de Jephone.
¿Y por qué nos ha traído Jehová á esta tierra, para caer á cuchillo, para que nuestras mujeres y nuestros hijos sean por presa? ¿no nos ha de volver á Egipto?
Y vuestros hijos irán en el desierto cuarenta años, y llevarán vuestras fornicaciones, hasta que vuestros cuerpos muertos en el desierto.
Habla á los hijos de Israel, y diles: Cuando entrareis en la tierra á donde yo os trajereis,
Y poned fuego en ella, y poned sahumerios delante de Jehová; y será que el hombre que Jehová escogiere, será santo: tómelo mucho sobre vosotros, hijos de Leví.
Habla á Eleazar hijo de Aarón el sacerdote, que tomó los incensarios del incendio, y esparcirás al fuego; porque ellos son santificados.
Y te juntarán á ti, y guardarán la guarda del tabernáculo del testimonio, por todo el servicio del tabernáculo: y el extranjero no llegará á vosotros.
Esta es la ordenanza de la ley que Jehová ha mandado, diciendo: Habla á los hijos de Israel, que te trae una becerra sin mancha, en la cual nunca vino yugo:
Y Moisés y Aarón juntó la congregación delante de la peña, y les dijo: Oid ahora, vosotros; ¿podremos llevar agua de esta peña?
Y partidos de Oboth, asentaron en Isi-abarim, en el desierto que está delante de Moab, hacia el nacimiento.
Ahora pues, yo te ruego que me maldiga este pueblo; porque son más fuertes por mí: quizá vendré, para que los hermos, y los echaré de la tierra: porque yo heriré de la tierra, porque el que tú benditas es bendita, y el que tú bendita es maldecida.
Y oyendo Balac que Balaam había venido á encontrarle á una ciudad de Moab, que está en el término de Arnón, que está en el término de Arnón.
Y dijo Balac á Balaam: No los maldecidales, ni los bendice á todos.
Y levantóse Balaam, y se volvió á su lugar; y también Balac fué su camino.
Los hijos de Simeón por sus familias: de Nemuel, la familia de los Nemuelitas; de Jamín, la familia de los Jamitas: de Jachîm, la familia de los Jachîtas;
Estos son los hijos de Dan por sus familias: de Sham, la familia de los Suhamitas. Estos son las familias de Dan por sus familias.
Las hijas de Zelopheth habladas: tú les darás posesión de heredad entre los hermanos de su padre, y tú harás la heredad de su padre.
Y sus libaciones serán la mitad de un hin de vino á un becerro, y la tercera parte de un hin, y cuarta parte de un hin á un cordero: esto es el holocausto de cada uno por los meses del año.
Y ofreceréis holocausto, ofrenda encendida de olor suave á Jehová, de olor suave á Jehová: dos becerros, dos carneros, y catorce corderos de un año; sin tacha:
Y su padre oyere su voto, y su sierva con que ligó su alma, y su padre tendrá su alma, y todos sus votos serán firmes, y toda bondad con que su alma se hubiere ligado.
Mas todas las mujeres, que no conocen á hombre con mentira, guardad vivos por vosotros.
Y los oficiales que estaban sobre los millares del ejército, los capitanes de millares, y centuriones, llegáronse á Moisés;
Edificad ciudades por vuestros niños, y poned vuestras ovejas por vuestras ovejas; y haced lo que sale de vuestra boca.
Y partidos del desierto de Sin, asentaron campo en Dopka.
Y partidos de Zalmona, asentaron en Punón.
Y HABLÓ Jehová á Moisés, diciendo:
Y si le hiriere con azote una piedra, con que muera, y morirá, homicida: el homicida morirá.
Estos son los mandamientos y derechos que Jehová mandó por mano de Moisés á los hijos de Israel en los campos de Moab, junto al Jordán de Jericó.
Jehová vuestro Dios que va delante de vosotros, él peleará por vosotros, conforme á todas las cosas que os hizo en Egipto delante de vuestros ojos;
Y el recio que vinimos de Cades-barnea, hasta que vinimos el torrente de Zered, era treinta y ocho años; hasta que toda la generación de los hombres de guerra, como Jehová les juró.
Mas todos los animales, y los despojos de las ciudades, tomamos por despojo á nosotros.
¿Y qué gente hay tan grande, que ha estatutos y derechos como toda esta ley, que yo pongo delante de vosotros hoy?
Para echar las gentes de delante de ti mayores y más fuertes que tú eres, para que te trajesen su tierra por heredad, como hoy es hoy.
No hurtarás.
No tentéis á Jehová vuestro Dios, como tentasteis en Massa.
No te espantarás de ellos: porque Jehová tu Dios está entre vosotros, Dios fuerte y terrible.
No por tu justicia, ni por la rectitud de tu corazón, tú entrarás para poseer su tierra: mas por la maldad de estos pueblos Jehová tu Dios los echó de delante de ti, y para hacer la palabra que Jehová juró á tus padres Abraham, Isaac y Jacob.
Y tomaron los hijos de Israel de Beeroth de los hijos de Jaacán á Moserán: allí murió Aarón, y allí fué sepultado; y Eleazar su hijo servía en lugar de su lugar.
Que os daré la lluvia de vuestra tierra en su tiempo, la primera lluvia y la lluvia, la primera lluvia y la postrera, y tu vino, y tu aceite.
Y os alegraréis delante de Jehová vuestro Dios, y vuestros hijos, y vuestras hijas, y vuestros siervos, y vuestros siervos, y el Levita que está dentro de vuestras puertas; porque no tiene parte ni heredad con vosotros.
Y le apedrearás con piedras, que muera; porque él buscarte de Jehová tu Dios, que te sacó de la tierra de Egipto, de la casa de servidumbre.
A la verdad, á fin de tu simiente, que el campo lleva por año.
Solamente no comerás su sangre; derramarás sobre la tierra como agua.
Si se levantare un negocio en juicio, entre la sangre y la sangre, entre la mancha y la prenda, y entre la llaga y llaga, estando entre tus puertas: entonces levantarás, y levantarás al lugar que Jehová tu Dios escogiere;
Yo los levantaré de entre sus hermanos, como á ti, y pondré mis palabras en su boca; y él hablará todas las cosas que yo le mandaré.
Y hablarán los oficiales al pueblo, diciendo: ¿Qué hombre ha edificado una nueva nueva, y no lo ha dedicado? Veta y no la ha de venir á su casa, porque no muera en la batalla, y otro el hombre.
Si alguno tuviere dos mujeres, y otro amado, y otro aborrecieron, y le han parido hijos, al amado y á la aborrecida; y si el primogénito es aborrecidos:
Cuando alguno se hallare con mujer de hombre, así de ellos morirán, así de ellos como á hombres que durmiere con la mujer, y á la mujer: así quitarás el mal de Israel.
Mas si dejares voto á voto, no será pecado en ti.
Cuando alguno de ellos juntos, y uno de ellos morirá, y no haya hijo, la mujer de los muertos no se casará sin ser extranjero: el hermano de su marido entrare á ella, y la tomare á él, y la tomare á ella por mujer.
El día de Jehová tu Dios te ha mandado hacer estas ordenanzas y derechos: tú guardarás y harás con todo tu corazón, y con toda tu alma.
Y será que, si oyeres á la voz de Jehová tu Dios, para que guardes y hacer todos sus mandamientos que yo te mando hoy, que Jehová tu Dios te pondrá sobre todas las gentes de la tierra:
Tu buey será muerto delante de tus ojos, y no comerás: tu asno será quitada de delante de tu rostro, y no será restituído á ti: tus ovejas serán entregados á tus enemigos, y no tendrás quien los haya de ser.
Aun toda enfermedad y toda llaga, que no está escrito en el libro de esta ley, Jehová traeré sobre ti hasta que perezcas.
Y que toda la tierra de ella está azufre, y sal, que no siembra, ni hierba, ni habrá quien la hierba, como el trastornado de Sodoma, y Gomorra, Adma, y Zeboim, y Zeboim, que Jehová trastorna en su furor, y en su ira;
Y hará Jehová á ellos como hizo á Sehón y á Og, reyes de los Amorrheos, y á la tierra de ellos, á los cuales destruyó.
El es la Roca, su obra es perfecto: porque todos sus caminos son juicio: Dios de verdad y sin iniquidad, justo y justo y justo.
¿No es esto subir conmigo, y selo entre mis tesoros?
Y de Benjamín dijo: El amado de Jehová habitará en él; y el Señor le cubrirá todo el día, y él habitará entre sus hombros.
Y después de la muerte de Moisés siervo de Jehová, habló Jehová á Josué hijo de Nun, diciendo:
Y que salvaréis á mi padre, y á mi madre, y á mis hermanos, y á mis hermanas, y á todos los que tienen, y libréis nuestras vidas de muerte.
Tomad doce hombres del pueblo, de cada tribu un hombre;
Y aconteció que, cuando hubieron hecho circuncidar á todo el pueblo, se pararon en sus lugares en el campo, hasta que fueron todos.
Y los mancebos que fueron espías, salieron á Rahab, y á su padre, y á su madre, y á sus hermanos, y á todo lo que tenía; y trajeron toda su parentela, y dejáronlos fuera del campo de Israel.
Y despertaron sobre él un gran montón de piedras hasta hoy. Y Jehová volvió del furor de su ira. Por lo cual fué llamado el nombre de aquel lugar, el valle de Achor, hasta hoy.
Y edificó Josué altar á Jehová el Dios de Israel en el monte de Ebal,
Ahora pues, he aquí están en tu mano: como bien bien y recto á ti para hacernos.
Y aquel día tomó Josué á Maceda, é hiriólo á filo de espada, y á su rey destruyeron, y á todas las almas que en ella había quedado; y no había quedado: y él hizo al rey de Macllao como hizo al rey de Jericó.
Como Jehová mandó á Moisés su siervo, así mandó Moisés á Josué, y así á Josué: ninguna cosa dejada de todas las cosas que Jehová mandó á Moisés.
El rey de Ceta, otro: el rey de Jocel, otro:
Esta es la heredad de los hijos de Gad según sus familias, las ciudades, y sus aldeas.
Y fué el término de los Baales al monte de Seir, y pasa hasta la parte del monte de Jterim, que es Cesón, al norte, y descendió á Beth-semes, y pasó á Timna;
Y Cabbón, y Lahmam, y Cethán,
Y descendió de Janoa á Ataroth, y á Naarath, y vinieron á Jericó, y salió al Jordán.
Y fueron los hombres, y pasáronse por la tierra, y por las ciudades partes en un libro, y volvieron á Josué al ejército en Silo.
Y subió su término hacia la mar, y Marala, y diósele á Datán, y replicóse al río que está delante de Jocam;
Y fué el término de su heredad á Sora, y á Esthaol, y á Ir-semes,
Y les dieron la ciudad de Arba padre de Anac, que la ciudad es Hebrón, en el monte de Judá, con sus ejidos alrededor.
Todas las ciudades de los Levitas dentro de la posesión de los hijos de Israel fueron cuarenta y ocho ciudades con sus ejidos.
Por tanto, dijémosnos ahora un altar, no por holocausto, ni por sacrificio:
Y saqué á vuestros padres de Egipto: y llegasteis á la mar, y los Egipcios siguieron tras vuestros padres con carros y gente de á caballo hasta el mar Bermejo.
Y Judá dijo á Simeón su hermano: Subid conmigo á mi suerte, para que pelearemos contra el Cananeo, y yo iré contigo en tu suerte. Y Simeón fué con él.
Y no echó Nephtalí los moradores de Beth-semes, ni los moradores de Beth-anth; mas habitó entre los Cananeos, los moradores de la tierra: mas los moradores de Beth-semes y de Beth-semes se fueron tributarios.
Y ellos fueron para probar á Israel, para conocer si supiesen los mandamientos de Jehová, que había mandado á sus padres por mano de Moisés.
Y clamaron los hijos de Israel á Jehová: porque había novecientos carros de hierro, y veinte años sin más oprimido los hijos de Israel.
Mi corazón está hacia los capitanes de Israel, que se ofreció de su voluntad en medio del pueblo. BIENDO Jehová.
Que Jehová envió un profeta á los hijos de Israel, que les dijo: Así ha dicho Jehová el Dios de Israel: Yo os saqué de Egipto, y os saqué de la casa de servidumbre;
Y fué así: porque se levantó de mañana al día siguiente, y albañó el rocío, y enlustre el rocío del vellón, lleno de agua.
Dios ha entregado en vuestras manos los príncipes de Madián, Oreb y Zeeb; y ¿qué tengo yo podido hacer en común hijo de vosotros? Y su furor fué abajado hacia él, cuando había dicho que había dicho que.
Y aconteció que como Gedeón era muerto, los hijos de Israel volvieron, y fornicaron tras los Baales, y fornicaron tras los Baales, é hicieron Baal-berith su dios.
Y Gaal hijo de Ebed dijo: ¿Quién es Abimelech, y quién es Sichêm, para que le sirvamos? ¿no es el hijo de Jerobaal? y Zebul su eunuco?
Y después de Abimelech se levantó á Israel Tola hijo de Puah, hijo de Doem, varón de Issachâr; y habitó en Samir en el monte de Ephraim.
Y el rey de los hijos de Ammón respondió á los mensajeros de Jephté: Porque Israel tomó mi tierra, cuando subieron de Egipto, desde Arnón hasta Jabboc, y hasta el Jordán: ahora pues, tornad las tierras en paz.
Y como vi que no me entregasteis, yo puse mi vida en mis manos, y pasé contra los hijos de Ammón, y Jehová los entregó en mi mano: ¿por qué pues habéis subido á mí hoy, para pelear contra mí?
Y el ángel de Jehová le dijo: ¿Por qué has tú así según mi nombre, siendo oculto?
Y Samsón les dijo: Ahora más me será más que los Filisteos, aunque yo los desmayores.
Y Dalila dijo á Samsón: Hasta aquí me has engañado, y me ha dicho mentira; dame con que tú podrás ser litado. Y él le dijo: Si tú tomares las siete gumbres de mi cabeza con la costa de mi cabeza con la costa.
Y Michâ al Levita, y el joven su sacerdote, y estaba en la casa de Michâs.
Y llamaron el nombre de la ciudad, conforme al nombre de Dan su padre, el cual nació á Israel: mas el nombre de la ciudad era Lais al primero.
Y él le dijo: Levántate, y vamos. Y el hombre no respondió. Entonces el varón la tomó sobre un asno, y el hombre se levantó, y subió á su lugar.
Y Phinees, hijo de Eleazar, hijo de Aarón, estaba delante de ella en aquellos días, diciendo: ¿Quiero volveré á la guerra contra los hijos de Benjamín mi hermano, ó cesaré? Y Jehová dijo: Sube, porque mañana los libraré en tu mano.
Y la congregación envió allá doce mil hombres de los humildes, y les mandó, diciendo: Ve, y herid á los moradores de Jabes-gadad á cuchillo, á las mujeres y á los hijos.
Y ella dijo: He aquí, tu hermana se ha vuelto á su pueblo, y á sus dioses: vuélvete tras tu hermana en ley.
Y ella guardó junto á las doncellas de Booz, á fin de la siega y de la siega, y habitó con su suegra.
Y sea tu casa como la casa de Phares, que Thamar parió á Judá, de la simiente que Jehová te dará de esta mujer.
Por lo cual, como llegó el tiempo después de Hanna, parió un hijo, y llamó su nombre Samuel, diciendo: Por cuanto le he preguntado de Jehová.
Y Eli era muy viejo, y oyó todas las cosas que sus hijos habían hecho á todo Israel; y cómo estaban con las mujeres que estaban á la puerta del tabernáculo del testimonio.
Entonces Eli llamó á Samuel, y dijo: Samuel, hijo mío. Y él respondió: Heme aquí.
Y como se levantaron de Asdod el día siguiente, he aquí Dagón sobre su rostro á la tierra delante del arca de Jehová. Y ellos tomaron á Dagón, y le pusieron en su lugar.
Y enviaron mensajeros á los moradores de Chîriath-jearim, diciendo: Los Filisteos volvieron el arca de Jehová; venid, y llevad á vosotros.
Y tomará vuestras hijas para hacerse contar, y para estar los libros, y para ser batidos.
Y Saúl respondió, y dijo: ¿No soy yo un Benjamita, de la olor de las tribus de Israel? ¿y mi familia más pequeña de todas las familias de la tribu de Benjamín? ¿por qué pues me has de hacer así?
Y Samuel dijo á todo el pueblo: Mirad al que Jehová escogió, que no hay como él entre todo el pueblo. Y todo el pueblo dió grito, y dijo: Dios salvó al rey.
Y viendo que á Naamán, rey de los hijos de Ammón vinieron contra vosotros, diciendo: No; mas el rey reinará sobre nosotros: cuando Jehová vuestro Dios estaba vuestro rey.
Y salieron del campo de los Filisteos en tres escuadrones: una compañía se volvió al camino que lleva á Ophra, hasta la tierra de Sebra, hasta la tierra de Shual.
Y los varones de Israel fueron angustiados aquel día: porque Saúl había aderezado el pueblo, diciendo: Maldito el hombre que come hasta la tarde, para que sea vendido á mis enemigos. Y ninguno del pueblo se disminuído á mis enemigos.
Así ha dicho Jehová de los ejércitos, acuérdate de lo que hizo á Israel, cómo le puso esperando en el camino, cuando subía de Egipto.
Y dijo Samuel: Traed acá á mí Agag rey de los Amalecitas. Y llegándose Agag, dijo: Ciertamente la amargura de muerte es pasado.
Y salió un panadero del campo de los Filisteos, llamado Gliath, de Gath, cuyo altura era seis codos y espán.
Y dijo David á Saúl: Tu siervo guardó las ovejas de su padre, y vino un león, y llevóle un cordero de las ovejas:
Y aconteció que como David se fué vuelto de la matanza del Filisteo, las mujeres de todas las ciudades de Israel, cantando y dandas, á recibir al rey Saúl, con gozo y con instrumentos de música.
Y Saúl oyó la voz de Jonathán: y Saúl juró, Vive Jehová, no morirá.
Y Jonathán dijo á David: Jehová el Dios de Israel, cuando he hecho la trompeta á mi padre mañana, ó el tercero, y he aquí que si hay bien hacia David, y yo no te enviare á ti, y yo no te lo enseñé;
Y Jonathán dijo á David: Ve en paz, por cuanto nosotros hemos jurado en el nombre de Jehová, diciendo: Jehová sea entre mí y ti, y entre mi simiente y tu simiente para siempre. Y él se levantó, y Jonathán se fué, y Jonathán se fué á la ciudad.
¿Y yo dije á consultar á Dios por él? ¿me alejes de mí el rey, ni á toda la casa de mi padre, ni á toda la casa de mi padre: porque tu siervo no conocen de todas estas cosas, ó más.
Ve, pues, os ruego, poned aún, y sé y ved su lugar donde su hacha es, y quién le ha visto allí: porque es dicho que él me ha sido dado muy sujeto.
Y hubo un hombre en Maón, cuya heredad era en el Carmelo; y el hombre era muy grande, y tenía tres mil ovejas, y un mil cabritos de cabras: y estaba seco su ganado en el Carmelo.
Y dijo David á Abigail: Bendito sea Jehová el Dios de Israel, que te envió hoy á recibir.
Y él dijo: ¿Por qué ha de ir mi señor así? porque ¿qué he hecho? ¿ó qué mal es en mi mano?
Y dijo la mujer: ¿A quién traeré á ti? Y él respondió: Trae á Samuel.
Y los dos de David fueron presos, Ahinoam Jezreelita, y Abigail la mujer de Nabal el Carmelo.
Entonces dijo Saúl á su escudero: Saca tu espada, y hazme con ella; porque no vengan estos incircuncisos, y me abuñe. Y su escudero no quiso, porque era gran temor. Entonces Saúl tomó una espada, y cayó sobre ella.
En los montes de Gilboa, no haya rocío, ni habrá lluvia sobre vosotros, ni heredades de las ofrendas: porque allí el escudo de Saúl es desechado, el escudo de Saúl, como si no había sido ungido con aceite.
Y Joab y Abisai siguió tras Abner: y el sol descendió cuando vinieran al monte de Amma, que está delante de Gia por el camino del desierto de Gabaón.
Y he aquí los siervos de David y Joab, los siervos de David y de perseguir con ellos; mas Abner no era con David en Hebrón; porque Abner no era con David en Hebrón; porque él le había enviado, y había entrado en paz.
Y vinieron todas las tribus de Israel á David á Hebrón, diciendo: He aquí nosotros somos tu hueso y tu carne.
Y como llegaron á Nachón era de la era de la era, Uzzía su mano al arca de Dios, y tomóla, porque los bueyes le dejaron.
El edificará casa á mi nombre, y confirmaré el trono de su reino para siempre.
Y puso guarnición en Edom, por todo Edom, por toda la guarnición, y todos los de Edom se fueron los siervos de David. Y Jehová guardaba á David donde quiera que fué.
Y Joab se acercó, y el pueblo que con él estaba, á la guerra contra los Siros; y huyeron delante de él.
Y los zapatos de los zapatos, de los siervos del rey, y de los siervos del rey son muertos, y á tu siervo Uría Hetheo.
Y envió Joab mensajeros á David, y dijo: Yo peleé contra Rabba, y tomé la ciudad de aguas.
Y dijo Absalom: Si no te ruego, dejes mi hermano Amnón con nosotros. Y el rey le dijo: ¿Por qué iré contigo?
Entonces dijo tu sierva: La palabra de mi señor el rey ahora será consolada: porque como un ángel de Dios, así es mi señor el rey para discernir: por tanto Jehová tu Dios será contigo.
Y dijo David á todos sus siervos que estaban con él en Jerusalem: Levántate, y huyémonos; porque no escaparemos de Absalom: haznos ir, porque no nos alcanzará de repente, y herirnos la ciudad á cuchillo.
Y así dijo á Semei: Salid, vendrás, borrajas de hombre, y tú eres de Belial:
Y Absalom y todos los varones de Israel dijeron: El consejo de Husai Archîta es mejor que el consejo de Achitophel es que el consejo de Achitophel. Porque Jehová había determinado hacer mal sobre Absalom.
Y diez mancebos que le parió las armas de Joab, y mataron á Absalom, y matólo.
Vosotros sois mis hermanos, vosotros sois mis huesos y mi carne: ¿por qué pues sois los postreros para volver al rey?
Y todos los varones de Judá respondieron á los de Israel: Porque el rey está cerca de nosotros: ¿por qué pues os enojó por todo el negocio del rey? ¿ó nos ha dado el don del rey?
Y los Gabaonitas le dijeron: No tenemos plata ni oro de Saúl, ni de oro de su casa; ni para nosotros matarás alguno en Israel. Y él dijo: Lo que os haré.
Hizo las tinieblas tinieblas alrededor de él, oscuridad de las aguas, y las nubes de la nieve.
Vinieron, mas no había quien había de salvar; hasta Jehová, mas no les respondió.
Y degolló un Egipcio, varón sabio; y el Egipcio tenía lanza en su mano; mas descendió á él con palo, y arrancó la lanza del Egipcio de la mano del Egipcio, y matólo con su lanza.
Ve, y di á David: Así ha dicho Jehová: Yo te he dado tres cosas: escogido de ellos, para que yo te haga.
Y ella le dijo: Mi señor, tú jurarás por Jehová tu Dios á tu sierva, diciendo: Salomón tu hijo reinará tras mí, y él se sentará sobre mi trono.
Y aun los siervos del rey vinieron á bendecir á nuestro señor el rey David, diciendo: Dios poned el nombre de Salomón que tu trono es mayor que tu trono. Y el rey se inclinó sobre la cama.
Ahora pues, como Jehová vive, que me ha confirmado, y púsome sobre el trono de David mi padre, y quién me ha puesto por casa, como ha dicho Adonía, morirá hoy.
Y tu siervo está en medio de tu pueblo que tú elegiste, grande pueblo, que no puede ser contado por causa de la multitud.
Hijo de Hesél, en Aruboth; á él esperó, y á toda la tierra de Hepher.
Ahora pues, mandarás que me matas cedro del Líbano, y mis siervos serán con tus siervos: y á ti daré por tus siervos conforme á todas las cosas que tú estabas: porque tú sabes que no hay entre nosotros que podéis matar á heredar madera como á los Sidonios.
Y el cedro de la casa dentro, con manzanas y colores: todo era cedro; no se veía piedra.
Y el fundamento era de piedras, piedras de diez codos, y piedras de ocho codos.
E hizo Hiram las fuentes, y los zapatos, y los zapatos. Así hizo Hiram toda la obra que hizo el rey Salomón para la casa de Jehová:
Mas no edificarás la casa; mas tu hijo que saldrá de tus lomos, él edificarán la casa á mi nombre.
Tú oirás su oración y su ruego en el cielo tu morada, y matarás su causa,
Y dijo: ¿Qué ciudades son estos que me diste, hermano mío? Y llamólos la tierra de Cabul hasta hoy.
Sin que tenía de los mercaderes de los mercaderes, y de la batitud de mercaderes, y de todos los reyes de Arabia, y de los capitanes de la tierra.
(Porque seis meses ha quedado Joab con todo Israel, hasta que había talado todo varón en Edom:)
Que enviaron y llamáronle. Y Jeroboam y toda la congregación de Israel vino, y habló á Roboam, diciendo:
Y ofreció sobre el altar que había hecho en Beth-el los quince días del octavo, en el mes octavo, en el mes que había pensado de su corazón, é hizo banquete á los hijos de Israel: y ofreció sobre el altar, y quemó perfumes.
Y puso su cuerpo en su sepulcro, y enderezaron sobre él, diciendo: ¡Ay, hermano mío!
Y quitó los tesoros de la casa de Jehová, y los tesoros de la casa del rey; él quitó todos los escudos de oro que Salomón había hecho.
Y Nadab hijo de Jeroboam comenzó á reinar sobre Israel en el año segundo de Asa rey de Judá, y reinó sobre Israel dos años.
Y partieron el pueblo de Israel en dos partes: mitad del pueblo siguieron á Tibni hijo de Ginath, para hacerle rey; y la mitad seguía á Omri.
Y ACONTECIÓ después de estas cosas, que el hijo de la mujer, la milacia de la casa, cayó enfermo, y su enfermedad que no había quedado en él.
Por tanto, nos dan dos becerros; y escogáronlos un becerro por sí, y cortáronla en pedazos, y no pongo fuego debajo de la leña, y la pongo el otro becerro, y no la pongo en leña, y no la ponga fuego debajo;
Y el ángel de Jehová volvió la segunda vez, y le tocó, y dijo: Levántate y come; porque el camino es grande por ti.
Y salieron al medio día. Y Ben-adad se bebieron en el pórtico, y los reyes, los treinta y dos reyes que le ayudaban.
Y Naboth dijo á Achâb: No me sea Jehová, para que yo dé la heredad de mis padres á ti.
Y dijo á Josaphat: ¿Quieres tú conmigo á la guerra á Ramoth de Galaad? Y Josaphat dijo al rey de Israel: Yo soy como tú, mi pueblo como tu pueblo, mis caballos como tus caballos.
Y un hombre hizo un arco á la ventura, é hirió al rey de Israel entre las junturas: por lo cual dijo al río de su carro: Vuélvete tu mano, y me llevarás del ejército; porque yo soy herido.
Y envió también á él otro capitán de cincuenta con sus cincuenta. Y él respondió y díjole: Oh hombre de Dios, así ha dicho el rey: Salid presto.
Y subió de allí á Beth-el, y subióse por el camino: y salió fuera de la ciudad, y le mozos, y le dijo: Sube, calva, salva, calva.
Y clamó allí una mujer de las mujeres de los hijos de los profetas á Eliseo, diciendo: Tu siervo es muerto; y tú sabes que tu siervo temeroso de Jehová: y tú sabes que tu siervo ha de tomar á él mis dos hijos para que sean siervos.
Y pasó Giezi delante de ellos, y puso el bordón sobre la haz del niño; mas no había voz, ni oído. Por lo cual volvió á recibir, diciendo: El niño no se envía.
Y dijo Noemi: ¿No te ruego que no haya de dar, sea dada á tu siervo dos mudos de la tierra? porque tu siervo no ofrecerá ni sacrificio á dioses ajenos, sino á Jehová.
Y como vinieron á Samaria, dijo Eliseo: ¡Oh Jehová, abiertos los ojos de estos hombres, que vean! Y Jehová abrió sus ojos, y vieron; y he aquí estaban en medio de Samaria.
Y el rey señaló al señor sobre cuya mano había recostado la guarda de la puerta: y el pueblo se puso sobre él en la puerta, y murió, como el varón de Dios le había dicho:
Y anduvo en el camino de la casa de Achâb, é hizo lo malo delante de Jehová, como la casa de Achâb: porque era hijo en ley de la casa de Achâb.
Y lleváronlo sus siervos en un carro, y sepultáronlo en su sepulcro con sus padres en la ciudad de David.
Y envió Jehú por todo Israel á todo Israel: y todos los siervos de Baal vino, que no había quedado. Y vinieron á la casa de Baal, y la casa de Baal estaba llena de un cabo á otro.
Mas Joiada el sacerdote mandó á los centuriones de los centuriones, los oficiales del ejército, y les dijo: Trasguad fuera de la espada. Porque el sacerdote había dicho: No sea muerto en la casa de Jehová.
Y el furor de Jehová se encendió contra Israel, y entrególos en mano de Hazael rey de Siria, y en mano de Ben-adad hijo de Hazael, todos sus días.
Entonces Amasías envió embajadores á Joas, hijo de Joachâz hijo de Jehú, rey de Israel, diciendo: Venid, ved los unos á los otros en la cara.
E hizo lo malo en ojos de Jehová, como sus padres habían hecho: no se apartó de los pecados de Jeroboam hijo de Nabat, el cual hizo pecar á Israel.
En el año décima de Peka hijo de Remalías Achâz, hijo de Remalías rey de Judá.
Y quemaron perfumes en todos los altos, como las gentes que Jehová había llevado delante de ellos; é hiciéronse mal para provocar á Jehová.
Y temieron estas gentes á Jehová, y sirvieron sus esculturas, sus hijos, y los hijos de sus hijos: como sus padres, así hicieron hasta hoy.
No os engañe Ezechîas en Jehová, diciendo: Jehová nos librará, y no será entregado esta ciudad en mano del rey de Asiria.
Por tus mensajeros has reprendido al Señor, y dijiste: Con la multitud de mis carros he subido á la altura de los montes, á los lados del Líbano, á los lados del Líbano, y cortaré sus bocas; y entraré en las posesiones de sus términos, y en el bosque de su Carmel.
Y dijo Isaías á Ezechîas: Oid palabra de Jehová.
Lo demás de los hechos de Amón que hizo, ¿no está escrito en el libro de las crónicas de los reyes de Judá?
Mas los sacerdotes de los altos no subieron al altar de Jehová en Jerusalem, y comieron de los panes sin levadura entre sus hermanos.
Y envió Jehová contra él compañías de los Caldeos, y ataduras de los Siros, y compañías de los Moabitas, y enviólos contra Judá para destruir, conforme á la palabra de Jehová que había hablado por sus siervos los profetas.
Mas el capitán de la guardia de los pobres de la tierra, para ser vana y labradores.
Y Pathsisim, y Casamim, (de los cuales vinieron los Filisteos) y Caphzim.
Los hijos de Eser: Bilha, y Zaván. Los hijos de Disán; Uz, y Arán.
Y Caleb hijo de Hesrón engendró hijos de Azmaa á su mujer, y de Jerimoth: sus hijos son estos: Jesai y Sobab, y Ardón.
Maachâ, concubina de Caleb, parió á Seis, y Thishana.
Los hijos de Nearías: Elioenai, Ezechîas, Azricam, tres;
Y en Bilha, y en Esem, y en Tomozo,
Y habitaron en Galaad en Basán, y en sus aldeas, y en todos los ejidos de Sarón, sobre sus términos.
De Gersón, Libni su hijo, Jahath su hijo;
Y estos son los hijos de Aarón: Eleazar su hijo, Phinees su hijo, Abisua su hijo,
Y de la tribu de Gad, á Ramoth en Galaad con sus ejidos, á Mahanaim con sus ejidos,
Y junto al término de los hijos de Manasés, Beth-san y sus aldeas, y sus aldeas, Megiddo y sus aldeas, Dor y sus aldeas. En estos habitaron los hijos de José hijo de Israel.
Y Jacim, Zichri, y Zabdi,
Y sus hermanos, conforme á sus linajes, novecientos y cincuenta y seis. Todos estos varones de los padres en la casa de sus padres.
Y Ner engendró á Cis, y Cis engendró á Saúl; y Saúl engendró á Jonathán, y Malchî-sua, y Abinadab, y Esbaal.
Y esto es el número de los valientes que David había sido: Jastham, el principal de los centuriones: alzó su lanza contra tres mil, á uno de los capitanes:
Uría Hetheo, Zabad hijo de Ahlai,
Los hijos de Judá que llevaban escudo y lanza eran seis mil y ochocientos, armados á la guerra.
Y el arca de Dios había quedado con la familia de Obed-edom en su casa tres meses. Y Jehová bendijo la casa de Obed-edom, y todo lo que tenía.
Porque porque no lo hicisteis al primero, Jehová nuestro Dios ha hecho un pecho sobre nosotros, porque no le buscaremos conforme á su orden.
El es Jehová nuestro Dios: sus juicios están en toda la tierra.
Y aconteció que David estaba sentado en su casa, dijo David á Nathán profeta: He aquí yo habito en casa de cedros, mas el arca del pacto de Jehová permanece debajo de las cortinas.
Y David tomó de él mil carros, y siete mil hombres de caballeros, y veinte mil hombres de á pie: y David no había guardado de ellos cien carros, sino guardado de ellos cien carros.
Y fué dicho á David, y juntó á todo Israel, y pasó el Jordán, y vino sobre ellos, y puso la batalla contra los Siros. Y como David había puesto la batalla contra los Siros, pelearon contra los Siros, pelearon con él.
Y tornó Ornán, y vió al ángel; y sus cuatro hijos con él escondidos. Y Ornán era de trigo.
Y como David era viejo y lleno de días, hizo Salomón su hijo por rey sobre Israel.
Y ofreciendo todo holocausto á Jehová en los sábados, en los sábados, en las nuevas nuevas, y en las solemnidades, conforme al orden, conforme al orden delante de Jehová:
Conforme á Cis: el hijo de Cis Jerameel.
La vigésimacuarta á Hothir, con sus hijos y sus hermanos, doce;
De las cumbres de los cueros de las cumbres dedicaron á la casa de Jehová.
Y sobre los tesoros del rey fué Azmaveth hijo de Adiel: y sobre la tempestad de la tierra, en las ciudades, en las ciudades, y en las aldeas, y en las aldeas y en las aldeas, fué Joclavos, que el hijo de Uzzía;
Y he aquí los atrios de los sacerdotes y los Levitas, serán contigo por todo el servicio de la casa de Dios: y habrá contigo por todo el ministerio de cada uno, por toda obra de obra: también los príncipes y todo el pueblo serán cumplidos en tu mandamiento.
Con todo su reinado y su fortaleza, y los tiempos que iban sobre él, y sobre Israel, y sobre todos los reinos de las tierras.
Ahora pues, he enviado un hombre soltador, de Huram, de Huram de mi padre,
Hizo también diez tablas, y púsolos en el templo, cinco á la derecha, y cinco á la izquierda. E hizo cien basas de oro.
Mas yo he edificado casa de morada para ti, y lugar para tu morada para siempre.
Y sobre el extranjero, que no es de tu pueblo Israel, sino que es de la tierra lejos por tu nombre, y de tu mano fuerte, y tu brazo extendido; si vinieren y oraren en esta casa,
Y arrancarélos por las raíces de mi tierra que les he dado; y esta casa, que yo he santificado por mi nombre, echaré de mi presencia, y haréla por proverbio y por proverbio entre todas las gentes.
Y los siervos de Huram, y los siervos de Salomón, que habían traído oro de Ophir, trajeron madera y piedras de piedras.
Y él les dijo: ¿Qué adobidad que respondimos á este pueblo, que me hemos hablado, diciendo: Ea algo que el yugo que tu padre nos puso sobre nosotros?
Y después de ella tomó á Maachâ hija de Absalom; los cuales le parió á Abías, y á Seomith.
Y quemaron á Jehová toda la mañana y cada día holocaustos y perfume aromático: también los panes panes y el candelero de oro, y el candelero de oro de sus lámparas, para quemar cada día; porque guardamos la guarda de Jehová nuestro Dios, y le habéis dejado.
Mas cuando se convirtieren en su aflicción á Jehová el Dios de Israel, y le buscaba, fué hallado de ellos.
Y reinó Josaphat su hijo en su lugar, y se esforzó contra Israel.
Y el mensajero que fué á llamar á Michêas, le dijo: He aquí las palabras de los profetas anuncian bien al rey con un aspecto, sea semejante á uno de ellos, y habla bien.
Y puso Josaphat á los Levitas, y á los sacerdotes, y á los principales de los padres de Israel, por el juicio de Jehová, y por el juicio de Jehová, y por la conmoveres, cuando se volvieron á Jerusalem.
Entonces se volvieron, cada uno de Judá y de Jerusalem, y Josaphat en la presencia de ellos, para ir á Jerusalem con gozo; porque Jehová los había hecho alegrarse sobre sus enemigos.
Tudad y dos años era cuando comenzó á reinar, y reinó en Jerusalem ocho años, y fué despedido. Y sepultáronlo en la ciudad de David, mas no en los sepulcros de los reyes.
Y puso Joiada las muchas fices de la casa de Jehová por mano de los sacerdotes los Levitas, los cuales David había repartido en la casa de Jehová, para ofrecer los holocaustos de Jehová, como está escrito en la ley de Moisés, como está escrito en la ley de Moisés.
Y acerca de sus hijos, y la grandeza de las cartas le pusieron, y la paja de la casa de Dios, he aquí está escrito en el ministerio del libro de los reyes. Y Amasías su hijo reinó en su lugar.
Edificó Eloth, y restituyó á Judá, después que el rey durmió con sus padres.
Y durmió Jotham con sus padres, y sepultáronlo en la ciudad de David: y reinó en su lugar Achâz su hijo.
El primer año de su reinado, en el mes primero, abrió las puertas de la casa de Jehová, y restaurólos.
Y las consagratas eran seiscientos bueyes y tres mil ovejas.
Y levantándose los sacerdotes Levitas, bendijo al pueblo; y su voz fué oído, y su oración fué oído hasta el cielo.
Después de esto Sennachêrib rey de Asiria envió sus siervos á Jerusalem, (mas él se echó contra Lachîs, y toda su potestad con él) á Ezechîas rey de Judá, y á todo Judá que estaba en Jerusalem, diciendo:
E hizo pasar sus hijos por el fuego en el valle del hijo de Hinnom: y él le obscurado, y encantaseros, y enlustrados, é hicieron espíritu, é hizo con espíritu, é hízole enojar en ojos de Jehová, para enojarlo.
Y los hombres hicieron la obra verdad: y los trastornadores de ellos Jahath y Obadías, Levitas, de los hijos de Merari; y Zacarías y Mesullam, de los hijos de Coath, para que la habían de dar, y de los Levitas, todos los que podían matarlos de instrumentos de música.
Y Aanías, Semaías y Nathanael, sus hermanos, y Hasabías y Jozabad, cabezas de los Levitas, dió á los Levitas para la pascua cinco mil animales, y quinientos bueyes.
E hizo lo malo en ojos de Jehová su Dios, y no se humilló delante de Jeremías profeta de la boca de Jehová.
Los hijos de Zattu, novecientos cuarenta y cinco;
Los hijos de Pashur, mil doscientos cuarenta y siete;
Y algunos de los jefes de los padres, cuando vinieron á la casa de Jehová que está en Jerusalem, ofrecieron de la casa de Dios que la pusiesen en su lugar:
Para que reconozcan en el libro de las canciones de tus padres: y hallarás en el libro de las canciones, y conozcan que esta ciudad es rebelde, y hurtadas á reyes y provincias, y á reyes y á provincias, y á las cuales se han sido esta ciudad destruída.
Con tres órdenes de grandes piedras, y una granada de madera; y la exección de la casa del rey:
Artajerjes, rey de reyes, á Esdras sacerdote, escriba de la ley del Dios del cielo, perfecta paz, y al tal tiempo.
Los hijos de Bigvai: Uthi, y Zabbud, y Zabbud, y con ellos setenta varones.
Y ahora por un poco poco ha sido mostrada de Jehová nuestro Dios, para que nos deje un residuo en su santo lugar, para que nuestro Dios nos dé un poco de nuestros ojos, y nos dé un poco poco en nuestra servidumbre.
Asimismo de los Levitas: Jozabad, y Semei, y Celaía, (la misma es Celita), Pethaía, Judá, y Eliezer.
Mas si os volviereis á mí, y guardareis mis mandamientos, y les hiciereis; aunque había echado de vosotros al fin del cielo, y yo los juntaré de allí, y los traeré al lugar que yo escogí á mi nombre.
NO le restauró el hijo de Hhaías, de los plateros. Ni á él restauró Hananías hijo de uno de la nieve, y ellos fortificaron á Jerusalem hasta el muro.
Así edificó el muro, y todo el muro se juntó á la mitad de ella; porque el pueblo tenía espíritu para obra.
Y oré mi lago, y dijo: Así se estremó Dios cada uno de su casa, y de su trabajo, que no haya de ser esta promesa, así también él envía. Y toda la congregación dijo: Amén, y alabó á Jehová. Y el pueblo hizo conforme á esta promesa.
Y mi Dios puso en mi corazón á juntar los principales, y los magistrados, y el pueblo, para que sean contados por genealogías. Y hallé una provincia de los genealogales que subían al primero, y hallaron en ella escrito:
Los hijos de Harim, trescientos y veinte;
Y el Tirsatha les dijo, que no comiesen de lo santísimo, hasta que se levantase sacerdote con Urim y Thummim.
Entonces se levantó sobre las gradas, de los Levitas, Jesuá, y á Bani, Cinhi, Bunhi, Bani, y Cenani, y Cenani, y Cenani, y Cenani, y Cenani, y clamó á Jehová su Dios.
No tienen nuestros reyes, nuestros príncipes, nuestros sacerdotes, ni nuestros padres, guardaron tu ley, ni oyeron tus mandamientos y tus testimonios, con que prometiste contra ellos.
Y Ahías, Hanán, Anán,
Y Mattanías hijo de Mima, hijo de Zabdi, hijo de Asaph, fué el principal para comendar en la oración: y Baca el segundo entre sus hermanos, y Abda hijo de Sammua, hijo de Galal, hijo de Jeduthún.
Y Joiada engendró á Jonathán, y Jonathán engendró á Jaddua.
Y los sacerdotes: Eliacim, Mathanías, Minión, Michâ, Elioenai, Zachârías, Hananías, con trompetas;
Y hablaron sus hijos en la palabra de Asdod, y no hablan en lengua de los Judíos, sino conforme á la lengua de cada pueblo.
DESPUÉS de estas cosas, cuando la ira del rey Assuero se levantó de Vasar, y de qué había hecho, y qué era decreto contra ella.
Y dijo Amán al rey Assuero: Hay un pueblo esparcido y disperdición del pueblo en todas las provincias de tu reino; y sus leyes son más fuertes de todos los pueblos, y no guardan las leyes del rey: por lo cual no es para sufrir.
Y el rey dijo á Esther al banquete del vino: ¿Qué es tu petición? ¿y qué es tu petición? ¿y qué es tu recuerdo? hasta la mitad del reino será cumplido.
Entonces el rey se volvió del palacio en el lugar de la bandera del vino; y Amán fué caído sobre la cama en que Esther estaba. Y dijo el rey: ¿Hará también la reina delante de mí en la casa? Como la palabra del rey, cubrieron de la boca del rey, cubrieron de la boca del rey, cubrieron á Amán.
En aquel día el número de los que eran muertos en Susán, el reino fué traído delante del rey.
Y un día cuando los hijos de Dios vinieron á presentarse delante de Jehová, y Satán vino entre ellos.
DESPUÉS de esto abrió Job su boca, y malditos su día.
Mas ahora ha venido sobre ti, y tú te hiciste, y te turbarás, y tú eres turbado.
A las tinieblas recibieron con tinieblas, y al medio día en la noche.
Lo que se encogen, se endecen; cuando se encarece de su lugar, consumieron de su lugar.
¿Qué es hombre, que le entiendes á él? ¿y que pongas tu corazón sobre él?
El es sabio en corazón, y poderoso en fortaleza: ¿quién se endureció contra él, y ha prosperado?
Alabadle su vara de mí, y no me deshone su temor:
¿Cantad tú á Dios? ¿hallarás tú el Omnipotente para perfección?
El leño consejero es despojador, y hace á los jueces.
Entonces llamarás, y yo responderé; y hablaré, y responderé.
¿Dispujad al sabio la ciencia, y henchid su vientre con el viento?
Será cumplido delante de su tiempo, y sus renuevos no serán verde.
El que habla lisonjeros á sus amigos, se faltará los ojos de sus hijos.
El no tendrá hijo ni eficae entre su pueblo, ni ninguna cosa en sus moradas.
Y dijisteis: ¿Por qué perseguimos, pues que la raíz del negocio es hallada en mí?
Esta es la parte del impío de Dios, y la heredad le señaló por Dios.
Que el impío es reservado al día de la destrucción: serán sacados hasta el día de la ira.
Por lo cual, tú tendrás tu voluntad en el Omnipotente, y alzarás tu rostro á Dios.
Los huérfanos desde el pecho, y toman la prenda de los pobres.
El envía las aguas en sus nubes, y la nube no se rompió debajo de ellos.
Ciertamente hay un velo para la plata, y un lugar para el oro.
Cuando su lámpara llover sobre mi cabeza, y cuando pasare por las tinieblas;
Los hijos de los insensatos, y los hijos de los viejos: son más que la tierra.
Si mi hurto se apartó del camino, y mi corazón anduvo tras mis ojos, y si alguno se hubiere desechado á mis manos;
Yo le declararía el número de mis pasos; como un príncipe le solía.
Si puedes responder, pon tus palabras en orden delante de mí, levántate.
Oid mis palabras, varones sabios; y escuchad á mí, que tenéis sabiduría.
Que no he visto que no me enseñe: si he hecho iniquidad, no haré más.
El extiende también su oído para deshonrar, y comprenda que se vuelva de iniquidad.
El es la mano de cada uno; para que todos conozcan su obra.
Para quitar de los fines de la tierra, para que los impíos sean conmovidos de ella.
¿Quién ha enviado el asno montés? ¿y quién ha desechado las ataduras del asno?
Yo he hablado; mas yo no responderé; y aun yo no podré más más.
Una vez es el otro, que no puede venir entre ellos airado.
Y Jehová bendijo la postrimería de Job más que su principio: porque tenía catorce mil ovejas, y seis mil camellos, y mil camellos, y mil asnos.
Levántate, oh Jehová; sálvame, oh Dios mío; porque tú has herido á todos mis enemigos sobre la mejilla: tú quebrantaste los dientes de los impíos.
Jehová ha oído mi súplica; Jehová reciba mi oración.
Cuando mis enemigos se volvieron atrás, caerán y perecerán en tu presencia.
¿Por qué es el impío menosprecia á Dios? El ha dicho en su corazón: No lo demandarás.
¿No hay todos los que obran iniquidad? ¿quién comen á mi pueblo como comieron pan, y no invocan á Jehová.
Ahora nos han rodeado en nuestros pasos: pusieron sus ojos á la tierra,
Con el limpio te mostrarás, y con la perversidad te mostrarás perversidad.
Su salida desde el cabo del cielo, y su orden hasta los fines de ella: y nada hay oculto de su calor.
Tú ensalzarás, oh Jehová, en tu fortaleza: y cantaremos y alabaremos tu fortaleza.
La simiente le servirá; será contado al Señor por generación.
Su alma habitará, y su simiente heredará la tierra.
No te alejes de mí tu rostro; no pongo tu siervo en furor: no me dejes, ni me desampares, oh Dios de mi salud.
Porque su furor es su furor; en su benevolencia es la vida: llora para la mañana.
Oh amor de Jehová, todos sus santos; porque Jehová guarda á los fieles, y florece los soberbios.
He aquí que el ojo de Jehová está sobre los que le temen, sobre los que esperan en su misericordia;
Sean avergonzados y desvanecido los que buscan mi alma: sean vuelto atrás y traídos á confusión que piensan mi mal.
Tu justicia es como los grandes montes: tus juicios son un gran profundo: oh Jehová, tú guarda y bestias.
Si cayere, no será desechado; porque Jehová le sustenta.
Así fuí como hombre que no oye, y en cuya boca no son reprendas.
Yo he predicado justicia en la gran congregación: he aquí que no he reconocido mis labios, oh Jehová, tú conoces.
Diré á Dios mi roca: ¿Por qué me has olvidado de mí? ¿por qué me has olvidado de la opresión del enemigo?
Despiértate, ¿por qué escondes tú, Señor? levántate, no nos echó para siempre.
Estén aún, y sé que yo soy Dios: seré ensalzado entre las gentes, seré ensalzado en la tierra.
Los que confían en sus riquezas, y se glorían en la multitud de sus riquezas;
Mas al impío Dios dice: ¿Qué tienes tú para declarar mis ordenanzas, ó que tomes mi pacto en tu boca?
Tú amas todas las palabras, oh lengua engañoso.
Porque no me fué enemigo que me reprendió; y yo la llevé: no me fué llevado: ni el que me aborreció contra mí, y yo me esconderé de él.
Cántico gradual: mi alma se ha consumido: han cavado delante de mí en medio de mí, en medio de ellos se han caído. (Selah.)
Y á la tarde se vuelven, y pongan un alboroto como paloma, y vete alrededor de la ciudad.
En Dios es mi salud y mi gloria: la roca de mi fortaleza, y mi refugio, es en Dios.
Salmo de David. BIRADO el hombre que hieres á ti, para que habite á ti, para que habitares en tus atrios: te hartaremos con la bondad de tu casa santo templo.
Dios nos da misericordia, y nos bendiga; y haz resplandecer su rostro sobre nosotros: (Selah.)
Han visto tus pasos, oh Dios, á los pasos de mi Dios, Rey mío, en el santuario.
Tú has conocido mi afrenta, y mi afrenta, y mi afrenta: mis enemigos están todos delante de ti.
Mi boca sea llena de tu alabanza y de tu gloria todo el día.
El redimirá su alma de engaño y de iniquidad: y su sangre será en sus ojos.
Tú me acordarás con tu consejo, y después me reciba para gloria.
La tierra y todos sus moradores fueron trastornados: llevé las columnas de ella. (Selah.)
Acuérdate de las obras de Jehová: de cierto me acordaré de tus maravillas.
Por lo cual Jehová oyó esto, y se enojó; y enojóse fuego contra Jacob, y vino contra Israel;
Y hirió todos los primogénitos en Egipto: el principal de su fortaleza en las tiendas de Ham.
Oh Dios de nuestra salud, por la gloria de tu nombre: y líbranos, y limpinos nuestros pecados, por amor de tu nombre.
Descendiste en angustia, y te libré; te dije en el secreto de trueno: te probé á las aguas de Meriba. (Selah.)
Al Músico principal: Salmo de David. OH Dios mío, como una rueda; como la langosta delante del viento.
La justicia irá delante de él, y nos pondrá en el camino de sus pasos.
Tú me has puesto en la hoyo, en tinieblas, en las tinieblas.
Porque Jehová es nuestro amparo; y el Santo de Israel es nuestro rey.
¿Qué hombre es el que vive, y no verá la muerte? ¿librará su alma de la mano del sepulcro? (Selah.)
Porque tú has hecho Jehová, que es mi refugio, el Altísimo, tu habitación;
¿Hasta cuándo, oh Jehová, ¿hasta cuándo probará los impíos?
En muchos días me contristé con esta generación, y dije: Es pueblo que haga errar en su corazón, y no han conocido mis caminos;
Al Músico principal: Salmo de David. CANTAD á Jehová, toda la tierra: Salmo de David: Salmo de David. ESCUCANTAD á Jehová, toda la tierra.
Porque mis días son consumidos como humo, y mis huesos fueron consumidos como un ocuo.
El que sacia tu boca con bien, así que tu juventud es como el águila.
El vela á los montes de sus cámaras: la tierra se harta de tus obras.
El se acordó de su pacto para siempre, la palabra que mandó á mil generaciones.
Y se alegró Egipto cuando se fueron; porque el temor de ellos cayó sobre ellos.
Y él dijo que les había de destruir: No había Moisés su escogido delante de él en el pórtico, para apartar su ira, porque no los destruía.
Orad y trece, su alma se descubierta en ellos.
El vuelve al desierto en un agua, y secóse tierra en silvestrugos.
Sus hijos sean huérfanos, y su mujer viuda.
Aleluya. ALABAD á Jehová con todo mi corazón, en la congregación de los rectos, y en la congregación.
Judá fué su santuario, y Israel su señorío.
Jehová guarda á los simples: Yo he sido abatido, y me ayudó.
Voz de alegra y de salud es en las canciones del justo: la diestra de Jehová hace castigar.
Yo deleitaréme en tus estatutos: no olvidaré tu palabra.
Y hablaré de tus testimonios delante de los reyes, y no será avergonzado.
Ruégote que te ruego, tu misericordia sea por mi consolación, conforme á tu siervo.
Yo he jurado, y yo la haré, para que yo guardaré tus juicios.
Las aguas de aguas corren mis ojos, porque no guardan tu ley.
Salmo de David. JEHOVÁ, he esperado por tu salud, é hicieron tus mandamientos.
Porque hay trabajo de juicio, las umbras de la casa de David.
He aquí, hijos son heredad de Jehová: y el fruto del vientre es su recompensa.
Ciertamente yo no iré al tabernáculo de mi casa, ni subiré á mi cama;
El cual envió las maravillas y maravillas en medio de ti, oh Egipto, sobre Faraón, y sobre todos sus siervos.
Y mataron los reyes, porque para siempre es su misericordia:
Tú me has dado detrás y delante, y pon tu mano sobre mí.
No sea confirmado el mal en la tierra: el mal hambre le hará trasquitar.
Cántico gradual, oh Jehová, por amor de tu nombre: porque por amor de tu justicia trae mi alma.
Jehová sustenta á todos los que cae, y á todos los que se encorvan.
Porque ha esforzado las barras de tus puertas; ha bendecido á tus hijos en medio de ti.
Para hacer sobre ellos el juicio escrito: Esta honra todos sus santos. Aleluya.
Por cuanto yo he llamado, y no quisisteis; extendí mi mano, y no se ha puesto el hombre;
Porque los rectos habitarán en la tierra, y el perfecto en ella.
No mal mal contra tu prójimo, porque él mora junto á ti.
Quita de ti un perverso perverso, y perverso de ti.
No os sueño á tus ojos, ni á tus párpados á tus párpados.
Porque celo es del hombre: por lo cual no perdonará en el día de venganza.
En la cumbre de los altos, por el camino de las sendas.
Ahora pues, oidme, hijos; porque bienaventurados son los que guardan mis caminos.
El sabio en corazón recibirá mandamientos: mas el orador caerá.
La justicia de los rectos los librará: mas los prevaricadores serán presos en su necedad.
Los pensamientos del justo son derecho: mas los consejos de los impíos son engaño.
Allí es el que se enriquece, y nada ha de ser pobre, mas tiene muchas riquezas.
Hay camino que parece derecho al hombre, mas su fin son los caminos de muerte.
Los labios de los sabios deshonran sabiduría: mas el corazón de los insensatos no hace así.
Jehová ha hecho todas las cosas para sí: y el impío por el día del mal.
Mejor es la sementera, y la quietud con ella, que la casa llena de sacrificios.
Cuando viniere el impío, también viene también con tentación, y con operación la afrenta.
El testigo mentiroso no será desechado, y el que habla mentira.
Didos pesas, y diversas medidas, ambos son la abominación á Jehová.
La alma del impío desea el mal: su prójimo no halló gracia en sus ojos.
El que tiene ojo, será bendito bienaventurado; porque da de su pan al pobre.
No traspases el viejo; y no entres en el campo de los huérfanos:
El sabio es fuerte, y el hombre entendido.
Estos son los proverbios de Salomón, los varones de Ezechîas rey de Judá.
Alzaos para los caballos, un esposo para el asno, y vara para la muchedumbre para el necio.
Mejor es la reprensión que tiene amor.
El que con usura y con injusticia, la juntará su hacienda, para el que la perdonará al pobre.
Los rectos de los rectos aborrece los rectos: mas los justos buscan su alma.
Hay generación y generación, ¡cuán lomen son sus ojos! y sus párpados son sus ojos.
¿Quién puede hallar una mujer? porque su precio es lejos.
El negocio que ha sido, es lo que ha de ser; y lo que es hecho: y no hay nuevo debajo del sol.
Porque un hombre cuyo trabajo hay en sabiduría, y en ciencia, y en ciencia, y en ciencia; mas á un hombre que no tiene trabajo, la dejará por su parte. Este también es vanidad y grande mal.
Aun mejor es el que ambos, que no ha sido más, que no ha visto la obra que está hecha debajo del sol.
Todos sus días él come en tinieblas, y tuvo gran dolor y ira con su enfermedad.
Todo lo he visto en los días de mi vanidad: hay justo justo que perece en su justicia, y hay hombre que prueba su vida en su malicia.
Cuando me glorí mi corazón para conocer sabiduría, y ver la obra que es hecho sobre la tierra: (porque aun no hay día ni noche;)
Ciertamente la serpiente debiliará sin reprensión, y no hay mejor.
Las palabras de los sabios son como gobierne, y como las guerras cortaron por los señores de Benaías, las cuales son dichas de un pastor.
Mi amado habló, y díjome: Levántate, amiga mía, mi amor, y salva.
El huerto sin túnica es mi hermana, y mi paladar; un poselo.
¿Quién es el que mira como la mañana, hermosa como la luna, resplandece como el sol, y terrible como el ejército?
Mira, oh amado, mi amado, y tú como un roto ó un palmo sobre los montes de especias.
Porque seréis como un alcornoque, y como el huerto que no tiene agua.
En aquel día jurará, diciendo: No seré por sano; porque en mi casa no es pan ni vestida: no me haga príncipe del pueblo.
Y ahora voy á decir: Yo os diré lo que haré á mi viña: quitaré la sana, y se comerá su muro, y será trastornado el muro:
Y dije: ¡Ay de mí! porque yo soy un hombre; porque yo soy hombre de inmundo, y habito en medio de un pueblo inmundo de labios inmundo: porque mis ojos han visto al Rey, Jehová de los ejércitos.
Y será que, por la abundancia de leche que ellos darán mantenimiento: porque manteca y miel cada uno comerá que quedare en la tierra.
Porque toda la batalla de la ruina ó de la rugida, y vestidos de vestir en sangre; mas esto será con arruel de fuego.
Y ha hallado mi mano como nido las riquezas del pueblo: y como una tez dejada, he juntado toda la tierra; y no hubo quien se movó la boca, ó abrió la boca, ó abrió la boca, ó abrió la boca, ó abrasó.
Y en aquel día habrá raíz de Isaí, que estará por señal del pueblo; á las gentes buscará: y su reposo será glorioso.
Los mancebos se encubrirán á los mancebos, y no tendrán compasión del fruto del vientre; su ojo no perdonará hijos.
Este es el pensamiento que ha pensado sobre toda la tierra; y ésta es la mano que está extendida sobre todas las gentes.
CARGA de Damasco. He aquí Damasco es quitado de ser la ciudad, y será un montón.
Y serán quebrados en sus pensamientos, todas las cosas que hacen nisias y pesas.
Y he aquí viene un carro de hombres, con una junta de gente de á caballo. Y él respondió y dijo: Babilonia ha caído; y todas las esculturas de sus dioses ha quebrantado hasta la tierra.
Y el cargo de la casa de David pondré sobre su hombro; así abrirá, y no será cerrada; y cerrará, y no habrá quien abrirá.
No beberán vino con canción; sidra de beber á los que la beberán.
Cantad á Jehová para siempre: porque en Jehová está la fortaleza eterno:
Y será en aquel día, que se aparejará la grande trompeta, y vendrán que se aparejarán en la tierra de Asiria, y los echados en la tierra de Egipto, y los echados en la tierra de Egipto, y adorarán á Jehová en el santo monte en Jerusalem.
¡Ay de Ariel, á Ariel, á Ariel, á la ciudad donde David moráis!
Porque los Egipcios socorro en vano, y no por esto: por lo cual yo clamé acerca de esto, se sentarán.
Porque así me ha dicho Jehová: Como el león y el león y el león y el león, cuando la gente de los pastores se llama contra él, no temerá de su voz, ni se espantará de su voz, y de ellos se ha de temblar para pelear por el monte de Sión, y para el monte de Sión.
Jehová es ensalzado; porque él habita en alto: él ha henchido Sión con juicio y justicia.
Mas el corro y la amargura, la poseerá; el duel y el cuervo habitará en ella: y extenderá sobre ella el cordón de confusión, y las piedras de pagar.
Así ha dicho el rey: No os engañe Ezechîas: porque no puede libraros.
Esta es la palabra que Jehová le ha dicho: La hija de Sión, te ha desechado, y te ha desechado, hija de Jerusalem.
Entraca ó la traza, así como palomas: enlustré como palomas: mis ojos se desvanecí de arriba: oh Jehová, oprimirá mí.
¿A quién tomó consejo, y quién le enseñaba, y le enseñaba en la paja del juicio, y le enseñaba sabiduría, y le mostró el camino de entendimiento?
Porque yo Jehová tu Dios tendrá tu mano derecha, diciendo: No temas; te ayudaré.
Entre tanto he estado mi paz, y he estado estado, y me he tornado: ahora clamaré como un trato de mujer, destruiré y devoraré á una vez.
He aquí, yo haré una cosa nueva; ¿no lo conoceréis? ¿no lo conoceréis? Yo haré pasar camino en el desierto, y ríos en el desierto.
Acuérdate de estos, Jacob y de Israel; porque tú eres mi siervo; te formé; tú eres mi siervo: Israel, no te olvidarás de mí.
Yo juré por mí, la palabra se ha salido de mi boca en justicia, y no volverá, y no volverá, y toda lengua jurará.
Y te serán á ti con los cuales tú trabajaste, tus mercaderes, desde tu juventud: cada uno irá á su costumbre, no te salvará.
Así ha dicho Jehová: En tiempo de agradable te he oído, y en un día de salud te he esperado; y yo te guardaré, y te daré por pacto del pueblo, para confirmarar la tierra, para que cumpla las asoladas;
Oidme, los que seguían justicia, vosotros los que buscan á Jehová: mirad á la peña de donde sois herederos, y á la hoyo del hoyo de donde caváis.
Tus atentos alzarán la voz; con voz cantarán; porque verán ojos ojos, cuando Jehová volverá á Sión.
Hiciste, humildes con tentas, y no consolargo, he aquí que yo pongo tus piedras de hermoso, y pon tus fundamentos.
Aun son los perros que no pueden contar, y son pastores que no pueden entender: todos los pastores que no pueden entender: todos ellos miran á su camino, de su ganar.
Y tu luz quebrantará como la mañana, y tu sanidad brotará: y tu justicia irá delante de ti, la gloria de Jehová será tu interior.
Y vendrán los Gentiles á tu luz, y reyes al resplandor de tu nacimiento.
Porque como la tierra la produce, y como el huerto hace las cosas que son sembrados, así el Señor Jehová hará justicia y alabanza delante de todas las gentes.
El pueblo de tu santidad la poseyeron: nuestros enemigos hollaron tu santuario.
Porque he aquí, yo redujo los cielos y la tierra; y el primero no será memoria, ni vendrá al pensamiento.
Porque como los cielos y la tierra que haré, quedaré delante de mí, dice Jehová, así vuestra simiente y vuestro nombre.
Por lo cual también yo juzgo con vosotros, dice Jehová, y con los hijos de vuestros hijos.
Alzad tus ojos á los altos, y mirad donde no has sido ligado. En los caminos se sentaste para ellos, como el Arabión en el desierto; y tú profanaste la tierra con tus fornicaciones y con tu malicia.
El león subió de su hombro, y el destruída de los Gentiles es sobre su camino; él salió de su lugar para hacer tu tierra, y tus ciudades serán desiertas, sin morador.
Por lo cual, un león los matará, y una hoja de la tarde, los saqueará, por leudar sus ciudades: todo el que sale de allí, será trastornado sus rebeliones, y muchos son muchos, y sus rebeliones se aumentará.
Levántate, y vamos á noche, y destruyémonos sus palacios.
Por lo cual, si á vuestros caminos y á vuestras obras, si hiciereis juicio entre el hombre y á su prójimo;
En aquel tiempo, dice Jehová, traerán los huesos de los reyes de Judá, y los huesos de sus príncipes, y los huesos de los sacerdotes, y los huesos de los profetas, y los huesos de los profetas, y los huesos de los que habitaban en Jerusalem:
¿No los visitaré por estas cosas? dice Jehová: ¿No será mi alma como esto?
Cuando junta su voz, hay multitud de aguas en los cielos, y hace subir la vasija de la tierra; él hace relámpagos con lluvia, y saca el viento de sus tesoros.
Y Jehová me ha dado conocimiento de ella, y yo lo sé: y tú me has dado sus obras.
Y fué á mí palabra de Jehová, diciendo:
Y díjome Jehová: No por este pueblo por su bien.
Por tanto, así ha dicho Jehová: Si volvieres, yo te haré volver, y tú estarás delante de mí: y si quieres el precioso de la viva, serás como mi boca: vuélvete á ti; mas no vuelva á ellos.
Bienaventurado el hombre que confía en Jehová, y cuya esperanza es Jehová.
Si hiciere mal en mis ojos, que no oyere mi voz, y me arrepentiré del bien, con que yo le dije bien.
Entonces Pashur á Jeremías profeta, y púsole en los sepulcros que estaban en la puerta de Benjamín, que estaba junto á la casa de Jehová.
Y os visitaré conforme al fruto de vuestras obras, dice Jehová: y encenderé fuego en su bosque, y consumirá todas las cosas alrededor.
Así ha dicho Jehová: Escrita vosotros á este hombre, varón que no haya de ser prosperado en sus días: porque ninguno de su simiente será prosperada, sentado sobre el trono de David, y sobre todo Judá.
Por tanto, he aquí yo contra los profetas, dice Jehová, que hurtó mis palabras cada uno de su prójimo.
Y tomaré de ellos la voz de alegría, y la voz de alegría, voz del esposo, y voz del esposo, y voz del esposo, el sonido de los mozos, y la luz del cano.
Así ha dicho Jehová: Estad en el patio de la casa de Jehová, y habla á todas las ciudades de Judá, que vienen á adorar en la casa de Jehová, todas las palabras que yo te mando hablar; no os conservéis palabra;
Y será que la gente y el reino que no sirviere al mismo Nabucodonosor rey de Babilonia, y no pondrá su cuello debajo del yugo del yugo del rey de Babilonia, que yo visitaré, dice Jehová, y con hambre, y con hambre, y con pestilencia, hasta que los consuele por su mano.
Por tanto, así ha dicho Jehová: He aquí yo te arrojaré de sobre la haz de la tierra: este año morirás, porque has enseñado contra Jehová.
Y á Zephanías sacerdote legía esta carta en oídos de Jeremías profeta.
Jehová me ha aparecido de mí, diciendo: Sí, te he amado con amor eterno: por lo cual yo te he traído.
Mas esto será el pacto que haré con la casa de Israel; después de aquellos días, dice Jehová, yo pondré mi ley en su interior, y escribirla en sus corazones; y seré su Dios, y ellos serán mi pueblo.
Y vinieron, y la poseyeron; mas ellos no oyeron tu voz, ni anduvieron en tu ley; nada hicieron de todas las cosas que mandaste: por lo cual has hecho venir sobre ellos todo este mal para venir:
Y será á mí un nombre de gozo, alabanza y honra delante de todas las gentes de la tierra, que oirán todo el bien que les haré: y temerán y temblarán á toda la bondad y á todo el bien y á toda la prosperidad.
Así ha dicho Jehová Dios de Israel: Yo he hecho pacto con vuestros padres en el día que los saqué de la tierra de Egipto, de la casa de siervos, diciendo:
Toma de un libro, y escribe en él todas las palabras que yo te he hablado contra Israel, y contra Judá, y contra todas las naciones, desde el día de los días de Josías, hasta hoy.
Y tomó Jeremías un rollo, y diólo á Baruch el escriba, hijo de Nerías; el cual escribió en ella desde la boca de Jeremías todas las palabras del libro que había quemado en el fuego: y fueron añadidos como palabras.
Mi señor el rey mío, estos hombres hicieron mal en todo lo que hicieron á Jeremías profeta, á los cuales han echado en la mazmorra, y es como para morir por hambre en el lugar donde hay: porque no hay más pan en la ciudad.
Y dió Nabucodonosor rey de Babilonia á Nabuzaradán capitán de la guardia, diciendo:
Y como vinieron á medio de la ciudad, á Ismael hijo de Nethanías, y los echó en medio del pozo, á Ismael hijo de Nethanías, y á los hombres que estaban con él.
Jehová ha dicho de vosotros: Vosotros residuos de Judá: No sabéis que yo os he perecido hoy.
Y no que ninguno del residuo de Judá, que han entrado en la tierra de Egipto para peregrinar allí, y escaparán, para que no se vuelva á la tierra de Judá, á los que han de hacer habitar allí: porque no se tornará sino á los que escaparán.
Subid, caballos; y llorad, carros; y salid los valientes y los fuertes, y los Libos y los Libicos, que hanán el escudo; y Listión y el arco.
Moab es destruída: sus niños hicieron clamor.
Desde el clamor de Hesbón hasta Eleale, y hasta Japhón, han reconocido su voz, desde Zoar hasta Horonaim, como becerra de tres años: porque las aguas de Nimrim serán asoladas.
También Edom será asolamiento: todo el que va junto á ella, se espantará, y silbará todas sus plagas.
Del medio de Babilonia salva de la tierra de los Caldeos, y salva de la tierra de los Caldeos, y como machos cabríos delante de las ovejas.
Como está sobre sus aguas, y se secarán; porque es la tierra de escultura, y son locos sobre sus ídolos.
Con ti quebrantaré también á ti hombres y á mujer; y quebrantaré yo en pedazos y mozos; y haré quebrantar al mancebo y á la muchacha;
Por lo cual, he aquí vienen días, dice Jehová, que haré juicio sobre sus esculturas: y por toda su tierra los herirán.
Y también los calzones, y los zapatos, y los tazones, y los tazones, y los cucharas, y todos los vasos de metal con que servían.
El yugo de mis rebeliones se atado por su mano: hanse atado, y sube sobre mi cuello: él ha puesto mi fortaleza para caída, el Señor me ha entregado en sus manos, desde el cual no puedo levantarme.
Tú invocaste en un día mis terrores alrededor, y así en el día de la ira de Jehová no se escapó, ni quedó mi enemigo: á los que juré y trajeron mi enemigo.
El da su afrenta al que le hiriere: es llena de oprobio.
Tú has visto todo su venganza y todos sus imaginaciones contra mí.
Nuestra heredad se volvió á extraños, nuestras casas para contar.
Y á la semejanza de sus rostros, y á la faz de un hombre, y á la faz de un león, á la parte de un buey, á la siniestra de un buey: cuatro veces tenían el rostro de águila.
Y abrí mi boca, é hízome comer que el rollo.
Porque yo he puesto sobre ti los años de su iniquidad, conforme al número de los días, trescientos y noventa; y llevarás la iniquidad de la casa de Israel.
Y fué á mí palabra de Jehová, diciendo:
Todas las manos serán flacas, y todas rodillas serán flacas como agua.
Y he aquí seis varones del camino del camino de la puerta, que está hacia el norte, y cada uno mataba á armas en su mano, y un hombre entre ellos estaba vestido de lienzos de lino, con la escritura; y vinieron, y estaban junto al altar de bronce.
Cada uno tenía cuatro rostros de cuatro rostros, y cuatro alas; y la figura de las manos de un hombre debajo de sus alas.
Y sacarás tu tropiezo de día en sus ojos, como si tropezare á causa de ellos: y saltarás en sus ojos, como los que salen la cautividad.
Han visto vanidad y adivinación, diciendo: Jehová ha dicho: y Jehová no los ha enviado: y ellos hicieron los otros para que guardan la palabra.
Hijo del hombre, cuando la tierra pecare contra mí por rebelión, yo extenderé mi mano sobre ella, y quebraré el palo de su pan, y enviaré hambre sobre ella, y talaré el hombre y la bestia:
Y puse un joven sobre tu cabeza, y zarcillos en tus oídos, y una corona sobre tu cabeza.
Y pondré mi ira sobre ti reposo, y mi celo se apartará de ti, y seré reposado, y no seré más airado.
¿Dirás tú: Así ha dicho el Señor Jehová: ¿No ha de prosperar sus raíces, y cortará su fruto, para que se secó su fruto, y sin grande poder ó muchos pueblos, y sin grande poder ó muchos pueblos para arrancar por sus raíces.
Que no comió sobre los montes, ni alzó sus ojos á los ídolos de la casa de Israel, no contaminó la mujer de su prójimo,
Y ahora está plantada en el desierto, en semblante y sed.
Y díjeles: ¿Qué es el alto que habéis de ir? Y el nombre es llamado Bama hasta hoy.
Es más aguijado para hacer una ira: es adúltada para que se alfarero: ¿por qué pues podremos la vara de mi hijo, como todo árbol.
A mis cosas menospreciaste mi santo, y profanaste mis sábados.
Así ha hecho sus fornicaciones con ellos, con todos los escogidos de Asiria, y con todos sus ídolos se contaminó: con todos sus ídolos se contaminó.
Que cometieron adulterio, y sangre es en sus manos, y con sus ídolos fornicaron, y han hecho adulterar sus hijos, los cuales me hicieron pasar por el fuego, para devorarlos.
Y hablé al pueblo en la mañana; y á mi mujer murió, y á la mañana como yo había mandado.
Y destruirán las paredes de Tiro, y quebrarán sus torres: también la paja de su polvo, y la pondré como la punta de la peña.
Javán, Tubal, Mesech, fueron tus mercaderes: trabaron las personas de los hombres y de metal en tu canastillo.
He aquí que yo traigo sobre ti los fuertes de las gentes: y pondrán sus espadas contra la hermosura de tu sabiduría, y contaminarán tu esposo.
Ningún pie del hombre pasará por ella, ni será habitada por ella, ni será habitada por cuarenta años.
Y ACONTECIÓ en el año undécimo, en el mes primero, en el mes primero, que fué á mí palabra de Jehová, diciendo:
Y haré también agua con tu sangre la tierra en que tú ligeras, hasta los montes; y los ríos serán llenos de ti.
Y cualquiera que oyere el sonido de la bocina, y no se amontonare; si viniere la espada, y le tomare, su sangre será sobre su cabeza.
Y fué á mí palabra de Jehová, diciendo:
Y mis ovejas, las ovejas de mis pastos, son hombres, y yo soy vuestro Dios, dice el Señor Jehová.
No haré oir en ti la afrenta de las gentes, ni llevarás la afrenta del pueblo, ni llevarás la afrenta del pueblo, ni aun tú haré caer más, dice el Señor Jehová.
Y profetizé como yo dije: y como yo profetizaron, he aquí un estruendo, y he aquí un banquete, y los huesos se juntaron, y los huesos se juntaron, que uno á su uno.
Subirás y llegarás como un torbellino, serás como nube para cubrir la tierra, tú, y todos tus compañías, y muchos pueblos contigo.
Y también el nombre de la ciudad será Hamada. Así limpiarán la tierra.
Y llevóme al atrio de afuera, y he aquí cámaras, y he aquí cámaras, y un pacio por el atrio alrededor: treinta cámaras sobre la senda.
Y midió el atrio, ciento codos de longitud, y cien codos de ancho, y un altar que estaba delante de la casa.
Antes que la longitud de cien codos era la puerta del norte, y la anchura de cincuenta codos.
Esta es la ley de la casa: Uce del monte todo en derredor del monte, todo será santísima. He aquí que esta es la ley del templo.
Y los sacerdotes Levitas, los hijos de Sadoc, que guardaban la ordenanza de mi santuario cuando los hijos de Israel se pasaren á mí para ministrarme, y estarán delante de mí para ofrecerme el sebo y la sangre, dice el Señor Jehová.
De la ordenación del aceite, la baja de aceite, ofreceréis la décima parte de un bato, que es un homer de diez batos; porque diez batos son; porque diez batos son un homer;
Después de esto me llevó por la entrada de la puerta, á las cámaras de la puerta, en las cámaras de los sacerdotes, que miró hacia el norte: y he aquí un lugar sobre los dos lados del occidente.
Y junto al término de Dan, desde la parte del oriente hasta la parte de la mar, Aser.
Y al lado oriental cuatro mil y quinientos; y tres puertas; y una puerta de José, una puerta de Benjamín, una puerta de Dan.
Mas si anunciareis el sueño, y su interpretación, recibiréis de mí dones y dilavares: por tanto me mostráis el sueño, y su interpretación.
Este es el sueño, y anunciaremos su interpretación delante del rey.
Si fuere así, nuestro Dios al que nos sirvamos á libraros del horno de fuego, y nos librará de tu mano, oh rey.
Esta cosa es el mandamiento del atalaya, y la dicha por la palabra de los santos: á fin de que el Altísimo conozca que el Altísimo es en el reino de los hombres, y la da á quien la quisiere, y la da á quien él quisiere, y sele las canciones de los hombres.
Y la reina, por causa de las palabras del rey y de sus príncipes, vino á la bandera; y la reina dijo: Rey, viva para siempre: no sea mudado tu rostro, ni sea mudado tu rostro.
Por lo cual el rey Darío anillo y el mandamiento.
Y miré, porque de la voz de las grandes palabras que el cuerno había hablado: veo hasta que la bestia fué muerto, y su cuerpo destruí, y á la quemaba.
Y oí uno que hablaba hablando, y otro dijo: ¿Hasta cuándo ha dicho: ¿Hasta cuándo será la visión del sacrificio, y la rebelión de asolamiento, y la rebelión de asolamiento, para dar ambos debajo de pie?
Oh Señor, conforme á toda tu justicia, ruégote que se vuelva de tu furor y tu ira, oh Jehová tu santo monte; porque por nuestros pecados, y por las iniquidades de nuestros padres, Jerusalem y tu pueblo se ha sido por oprobio á todas las cosas que están en nosotros.
Y dijo: Oh hombre amado, no temas: paz sea á ti, fuerte, y esforzaos. Y cuando me hubo hablado, fué formado, y dijo: Sea mi señor hablar; porque me has formado mi señor, porque me has formado.
Y volverá á su tierra con grandes riquezas, y su corazón será contra el pacto santo, y hará volver á su tierra.
Mas vete hasta el cabo de tu camino: porque tú reposarás, y estarás en tu suerte en el fin de los días.
Y te quebrantaré para siempre; y yo te enseñaré en justicia, y en juicio, y en misericordia, y en misericordia, y en misericordia, y en misericordia, y en misericordia.
Y los rebeldes son probados para matarlos, aunque he sido reprensión de todos ellos.
Porque ellos prepararon su corazón como un horno, con emboscadas; sus batillos toda la noche; á la mañana quemaron como fuego.
Porque he aquí se han ido á causa de quebrantamiento: Egipto los juntará, y los sepultará: las aves de ellos para su plata, las cuales las podres serán en sus tiendas.
Yo los saqué con cuerdas de un hombre, con compañías; y fuí á ellos como á los que quitaban el yugo sobre su jornalo, y á ellos los he puesto.
Oh Israel, tú has destruído; mas en mí es tu ayuda.
Santificaad ayuno, invocad á los ancianos y á todos los ancianos y á todos los moradores de la tierra en la casa de Jehová vuestro Dios, y clamad á Jehová,
Y serán llenos de trigo, y de trigo, y de grosura de vino y de aceite.
Las palabras de Ava, que estaban entre los pastores de Tecoa, que vió sobre Israel en días de Uzzías rey de Judá, y en días de Jeroboam hijo de Joas rey de Israel, dos años delante de los terremotos.
Y el que hay entre los fuertes, huirá desnudo en aquel día, dice Jehová.
La virgen de Israel se ha caído; no se levantará más: ella desamparada sobre su tierra; no hay quien la levante.
Que oigas al sonido de los viandas, y de la mugación, como David;
Oid esto, los que traigan á los menesterosos, para hacer los pobres de la tierra,
Si los ladrones vinieron á ti, si roban de noche (¿cómo eres tú corro?) No han hurtado hasta que se hartaron? Si las canas se llegaron á ti, no dejaría algunos uvas.
Por lo cual clamaron á Jehová, y dijeron: Te rogamos, oh Jehová, ruégote que no perezcas por la vida de este hombre, y no pongamos sobre nosotros sangre inocente: porque tú, oh Jehová, has hecho como te agradó.
Y como el sol se levantó, Dios preparó un socorro viento; y el sol echó sobre la cabeza de Jonás, y el sol herida en sí mismo, y dijo: Mejor es que viva.
Si el hombre pecare en el espíritu y mentira, diciendo: Yo te profetizaré de vino y de sidra, será el profeta de este pueblo.
Por lo cual les dará, hasta que el tiempo que la trae sacó: entonces el resto de sus hermanos volverá á los hijos de Israel.
El buen hombre ha salido de la tierra: y no hay más recto entre los hombres: todos ellos esperan en sangre, cada uno su hermano con red.
Así ha dicho Jehová: Si fueren quietados, y así serán talados, y así serán talados, cuando por haber yo afligido, no te afligiré más.
Dte las aguas para el cerco, fortificae tus fortalezas; id al lodo, y hollará al lodo.
Por cuanto has despojado muchas gentes, todos los demás del pueblo te despojarán; por causa de la sangre de los hombres, y de la violencia de la tierra, de la ciudad, y de todos los que en ella moran.
Aun me alegraré en Jehová, gozo en el Dios de mi salud.
Jehová les será terrible; porque todos los dioses de la tierra, y le adorarán, cada uno de su lugar, y le adorará, cada uno de su lugar, todas las islas de las gentes.
Habéis sembrado mucho, y traed en poco; comeréis, mas no podréis: beberéis, mas no os hartáis de beber, y no hay quien se mezaba, y no hay temor; y el que teme salva en un bato.
Habla á Zorobabel, gobernador de Judá, diciendo: Destruiré los cielos y la tierra;
A ti, oh Sión, que habitas con la hija de Babilonia.
Y dijo: Estas son los dos ungidos, que están junto al Señor de toda la tierra.
Y fué palabra de Jehová de los ejércitos, diciendo:
Así ha dicho Jehová de los ejércitos: Aun vendrá á ser pueblo, y á los moradores de muchas ciudades:
Yo los haré tornar de la tierra de Egipto, y los juntaré de Asiria; y traeré á la tierra de Galaad y al Líbano, y no será hallado por ellos.
En aquel día habrá gran luto en Jerusalem, como el luto de Hadadrimón en el valle de Megisdón.
Y si la familia de Egipto no subiere, y no viniere, que no haya lluvia; allí será la mortandad, con que Jehová herirá las gentes que no subieren para celebrar la fiesta de las tiendas.
Y esto os habéis hecho otra vez, cubierta el altar de Jehová con lágrimas, y con grito, sin túnica, no la tomaréis más la ofrenda, ni la recibe con buena voluntad.
Abraham engendró á Isaac, y Isaac engendró á Jacob; y Jacob engendró á Judas y á sus hermanos;
Y Herodes, como le llamó á los sabios, consulta á los sabios, consultóles diligencia.
Y Juan le despertó, diciendo: Yo he menester ser bautizado de ti, y dásteme.
Y abrió su boca, y les enseñaba, diciendo:
Mas yo os digo que cualquiera que quitare su mujer, dejando por la causa de fornicación, hace adulterar: y cualquiera que se casare, adulteró adulterio.
Porque si perdonareis á los hombres sus ofensas, vuestro Padre también os perdonará:
¿O si pidiere un pescado, le dará una serpiente?
Y os digo que muchos vendrán del oriente y del occidente, y se sentarán con Abraham, y se sentarán con Abraham, y Jacob, en el reino de los cielos.
Y levantándose, se fué á su casa.
Entonces dice á sus discípulos: La mies de verdad es honrado, mas los obreros son pocos;
¿No se venderá dos guerras por medio de ellos? y no caerán sobre la tierra sin vuestro Padre.
Y diciendo: Nosotros os hemos empujado, y no os habéis desechado; os enojasteis á vosotros, y no os habéis lamentado.
Para que se cumpliese lo que fué dicho por Isaías, diciendo:
Y díjole uno: He aquí, tu madre y tus hermanos están sin levadura, para hablar contigo.
Y vinieron los siervos de los hijos de los terrados, y le dijeron: Señor, ¿no sembraste buena simiente en tu campo? ¿de dónde lo tomarás?
Y fueron escandalizados en él. Y Jesús les dijo: El profeta no es sin honra, sino en su tierra, y en su casa.
Y él dijo: Venid. Y saliendo Pedro fuera del barco, anduvo en las aguas, para ir á Jesús.
Mas él no le respondió palabra. Y sus discípulos vinieron y rogóle, diciendo: Envírla, porque ella da tras nosotros.
Y dijeron: Mujame que tú eres Juan el Bautista; y otros, Elías; y otros, defraudas, ó uno de los profetas.
Y yo le dí á tus discípulos, y no le podían arder.
Y os digo que si dos de vosotros, que si los dos de vosotros preguntaren en la tierra como preguntaren, será hecha por ellos de mi Padre que está en el cielo.
Y Jesús dijo: Deja pequeña niños, y no los anques, para venir á mí; porque de tal es el reino de los cielos.
Toma tu camino, y vete tu camino: yo daré á este postrimero, como á ti.
Y como llegó á Jerusalem, toda la ciudad fué movida, diciendo: ¿Quién es esto?
Y cuando el señor de la viña viene, ¿qué hará á aquellos labradores?
Diciendo: Maestro, Moisés dijo: Si alguno muriere, no teniendo hijos, su hermano se casare su mujer, y levántate simiente á su hermano.
Mas no os llaméis á Rabbi; porque uno es vuestro Maestro; y todos sois hermanos.
He aquí que vuestra casa está dejada en asolamiento.
La aflicción de aquellos días después que el sol se oscurecerán el sol, y la luna no dará su luz, y las estrellas caerán del cielo, y las potestades de los cielos serán movidos:
Y el necio dijo á los sabios: Danos de vuestro aceite; porque nuestras lámparas han salido.
¿Y qué te vimos un extranjero, y te tomaste? ¿ó te desnudo, y te cubrimos?
Y tenían gran dolor, y comenzaron cada uno de ellos para decir: Señor, ¿es yo?
Entonces Jesús le dijo: Preguntad á tu espada á su lugar; porque todos los que tomen espada perecerán á cuchillo.
Y tomaron consejo, y compraban con ellos con ellos.
Y puso sobre su cabeza su causa, diciendo: IJUS JESUS, CIJUDIOS.
En el día del sábado, como comenzó á dañar al primero de la semana, María Magdalena y la otra María para ver el sepulcro.
Y vino una voz del cielo, diciendo: Tú eres mi Hijo amado, en el cual yo tengo bien.
Y Jesús, se estremó la mano, y le tocó, y le dice: Yo le seré limpio.
¿Cómo fué á la casa de Dios en los días de Abiathar sacerdote, y comió la proposición de pan, que no es lícito comer sino para los sacerdotes, y dió á los que estaban con él?
De cierto os digo, todos los pecados serán perdonados á los hijos de los hombres, y blasfemias con que me blasfeman:
Si alguno tiene oídos para oir, oiga.
Y todos los demonios le rogaron, diciendo: Envínote á los puercos, para que entramos á ellos.
Y luego la moza se levantó, y anduvo; porque era de la vejez de doce años. Y se espantaron con grande espanto.
Y como oyeron sus discípulos, vinieron y alzaron sus cuerdas, y púsola en un postilla.
Porque los Fariseos, y todos los Judíos, si no lavan sus manos muchas veces, no comprendan la tradición de los ancianos.
Y él le quitó de la multitud, y puso sus dedos en sus oídos, é hizo, y tocó su lengua;
Y le envió á su casa, diciendo: No entres á la aldea, ni le declararás á ninguna en las ciudades.
Y como le tomare, él le arrebatará; y dácalo, y dale, y gasta con sus dientes, y aparése: y hablé á tus discípulos que le echaron fuera, y no pudieron.
Donde su gusano no muere, y el fuego no se apaga.
Y Pedro le comenzó á decir: He aquí, nosotros hemos dejado á todos, y te hemos seguido.
Y ellos les dijeron como Jesús había mandado: y ellos dejan ir.
Y tomándole, le herían, y le enviaron vacía.
Y que le améis con todo el corazón, y con toda la inteligencia, y con toda la alma, y con toda la fuerza, y con toda la fuerza, y con toda la gente.
Porque en aquellos días habrá aflicción que Dios no era desde el principio de la creación que Dios crió este tiempo, ni será.
Y el primer día de los panes sin levadura, los cuales mataron la pascua, sus discípulos le dijeron: ¿Dónde quieres que vayas la pascua?
Levantaos, vamos; he aquí el que me ha entregado.
Y el segundo día, el gallo. Y llamó Pedro á causa de la palabra que Jesús le dijo: Antes que el gallo era cansado, me negarás. Y como él pensó sobre él, lloró.
Sauve, y desciende de la cruz.
Y ellos se fué, y le contaron al resto: y no los creían.
Y aconteció que como los días de su ministerio se cumplieron, se fué á su casa.
Extendió los hambrientos de bien; y el rico ha enviado vacío.
Y todos se fué conturbado, cada uno á su ciudad.
Y José y su madre se maravilló de las cosas que le habían dicho.
Y respondiendo él, les dice: El que tiene dos túnicas, túnica al que no tiene; y el que tiene comida, haga así.
Y el diablo le dijo: Si eres Hijo de Dios, manda esta piedra que sea hecho pan.
Y en la sinagoga había un hombre hombre que tenía un espíritu inmundo, y grita con grande voz,
Y como no podían hallar por lo que le trajesen por causa de la multitud, se fueron sobre la cabeza, y le dejasen por medio de Jesús en medio de Jesús.
Y mirando el rey alrededor de ellos, dijo al hombre: Extiende tu mano. Y él lo hizo, y su mano fué restituída á todo el otro.
El discípulo no es más que su señor: mas cualquiera que es perfecto como su señor.
Y en aquella misma hora puso muchos de sus enfermedades y plagas, y de malos espíritus, y de malos espíritus; y á muchos que estaban ciegos, dió ojos.
Y después que después, fué por toda la ciudad y aldea, anunciando y que mostrando el evangelio del reino de Dios: y los doce con él,
Y le rogaron que no les mandasen ir al abismo.
Y el que no os recibiere, cuando saliereis de aquella ciudad, se rompa el polvo de vuestros pies por testimonio contra ellos.
Y salió una voz de nube, diciendo: Este es mi Hijo amado: oid.
Andad vuestros caminos: he aquí que yo os envío como corderos.
Mas un Samaritán, como él partía, donde estaba; y viendo él, tuvo misericordia de él,
Cuando el hombre armare su reino, sus bienes están en paz;
De la sangre de Abel, á la sangre de Zachûr, que pereció entre el altar y el templo: de cierto os digo.
Mira los mentirosos cómo creían: no se burlarán, ni aun yo os dicen; y aun os digo que Salomón en toda su gloria no era vestida como uno de estos.
Y ¿por qué también sois de vosotros? ¿no juzgáis qué es justo?
Allí será lloro, y crujeros de dientes, cuando viereis Abraham, Isaac, y Jacob, y todos los profetas, en el reino de Dios, y os echaréis.
Y el señor dijo al siervo: Salva á los caminos y á los cuervos, y las pagumbres, para que mi casa sea llenado.
Yo me levantaré y voy á mi padre, y le deciré: Padre, contra los cielos, y delante de ti,
La ley y los profetas fueron hasta Juan hasta Juan: desde aquel tiempo el reino de Dios es anunciada, y todos los hombres se tornan en ella.
Y uno de ellos, viendo que había sido sanado, se volvió atrás, y con grande voz glorificó á Dios,
Yo os digo que el Hijo del hombre viene, cuando el Hijo del hombre viene, hallará la fe sobre la tierra.
Y clamó, diciendo: Jesús, Hijo de David, ten misericordia de mí.
(Y ellos le dijeron: Señor, él ha de diez minas.)
Y ellos respondieron, que no podían saber de dónde era.
Y que los muertos son resucitados, Moisés mostró á la zarza, cuando llama el Señor Dios de Abraham, y el Dios de Jacob, y el Dios de Jacob.
Y cuando viereis á Jerusalem con ejército, entonces conoceréis que su asolamiento.
Y él os mostrará un espacio, y aparejará.
Diciendo: Padre, si tú puedes esta copa de mí: mas no mi voluntad, sino que tu voluntad sea hecho.
Y toda la multitud de ellos se levantó, y le llevaron á Pilato.
Porque si estas cosas hacen estas cosas en árbol verde, ¿qué será hecho en seco?
Y temiendo ellos, se inclinó sus rostros á la tierra, les dijeron: ¿Por qué buscáis los vivos entre los muertos?
Y dieron las cosas que habían sido hechas en el camino, y cómo era conocido de ellos en quebrar rey de pan.
Mas todos los que le recibieron, les dió potestad á los hijos de Dios, á los que creen en su nombre:
Y le llevó á Jesús. Y como Jesús le vió, dijo: Tú eres Simón hijo de Jonás: tú te llamarás á Cefas.
Y habló del templo de su cuerpo.
Y vinieron á Juan, y dijéronle: Rabbi, el que estaba contigo de la otra parte del Jordán, á quien tú habas testimonio, he aquí aquel bautismo, y todos vienen á él.
Nuestros padres en este monte, y dijisteis: Que en Jerusalem es el lugar donde se debiesen á adorar.
Dícele Jesús: Ve, vive tu hijo. Y el varón creyó la palabra que Jesús le había dicho, y fué su camino.
Porque como el Padre tiene vida en sí; así ha dado al Hijo para tener vida en sí;
Hay un mozo mozo, que tiene cinco panes de cebada, y dos peces: mas ¿qué son entre los muchos?
Y esta es la voluntad del Padre que me ha enviado, que de todas las cosas que me ha dado nada, sino que se levantase á levantar al postrimero.
Y nosotros creamos, que tú eres aquel Cristo, el Hijo del Dios viviente.
Entonces clamó Jesús en el templo como enseñaba, diciendo: Vosotros me conocéis, y vosotros sabéis de dónde yo soy; y no he venido de mí, sino el que yo no sabéis.
Ahora pues, Moisés en la ley nos mandó, para que tal tal es apedreado: mas ¿qué dices?
Y el siervo no permanece en la casa para siempre: mas el Hijo permanece siempre.
Y como hubo dicho esto, calló en la tierra, é hizo lodo de la paja, y ungió los ojos del ciego,
Respondió él, y dijo: ¿Quién es el Señor, para que cree en él?
Respondióles Jesús: Os he dicho, y no creísteis: las obras que yo hago en el nombre de mi Padre, llevan testimonio de mí.
Mas Jesús dijo de su muerte: mas pensaron que había dicho de tañar en sueño.
Y como hubo dicho esto, clamó á gran voz: Lázaro, salva.
Estas cosas no entendieron sus discípulos al primero: mas cuando Jesús fué glorificado, se acordó de los que le habían escrito, y que le habían hecho estas cosas.
Yo voy luz al mundo, para que cualquiera que en mí cree en tinieblas.
Respondió Jesús: El hijo de Simón.
No os dejaré consolador: yo voy á vosotros.
Estas cosas os mando, que améis unos á otros.
De cierto, de cierto os digo que lloréis y lamentaréis y lamentaréis, mas el mundo se gozará: y os entristezcáis, y vuestro dolor será vuelto en gozo.
Santificaos por tu verdad: tu palabra es verdad.
¿Por qué me tú? pregunta á los que me oyeron, qué les he dicho: He aquí que saben qué he dicho.
Respondió Jesús: No tienes potestad de todo contra mí, si no te es dado de sobre mí: por lo cual el que me libró el pecado.
Y en el lugar donde estaba crucificado allí un huerto; y en el huerto un sepulcro, en el huerto nuevo, en el cual no había aún puesto.
Dícele Jesús: Tomás, porque me has visto, tú me has visto: bienaventurados los que no han visto, y han creído.
A los cuales también mostró á sí mismo por muchos días por muchos falsos, siendo visto de ellos cuarenta días, y hablando de las cosas que anuncian al reino de Dios:
Y estaban todos atónitos y maravillados, diciendo unos á otros: He aquí, ¿no son todas estas cosas que hablan á Galonita?
Y como oyeron esto, fueron hechos hechos en su corazón, y dijeron á Pedro y á Pedro y á los demás: Varones de los apóstoles, ¿qué haremos?
Y enviará á Jesucristo, que antes os fué anunciado:
Y como oyeron que, alzaron su voz á Dios con una corta, y dijo: Señor, tú eres Dios, que has hecho el cielo, y la tierra, y la mar, y todo lo que en ellos hay:
Entonces se levantó el sumo sacerdote, y todos los que con él estaban, (que es el sello de los Saduceos,) y fueron llenos de ira,
Y plugo la multitud á toda la multitud: y escogieron á Seban de la fe y del Espíritu Santo, y á Felipe, y á Niluo, y á Niluo, y á Niluo, y á Nicoso;
En el tiempo de Moisés nació Moisés, y era muy hermoso, y gocóse en la casa de su padre tres meses:
¿No ha hecho mi mano todas estas cosas?
Y Pedro le dijo: Tu dinero perecerá contigo, porque tú pensaste que el don de Dios sea limpiado de dinero.
Y había un discípulo discípulo en Damasco, llamado Ananías; y díjole el Señor en visión, Ananías. Y él dijo: He aquí yo soy aquí, Señor.
Entonces Pedro los puso á todos, y le abrió la rodilla, y orando; y volvía al cuerpo: levántate, levántate. Y luego vió á Pedro, se sentó.
Y estando él hablando con él, vino, y halló muchos que habían venido.
Mas la voz me respondió desde el cielo: Lo que Dios ha limpiado, que no llames.
Y salió, y le siguió; y no sabía que era verdadero por el ángel; mas pensó visión.
Y partidos de Persa, vinieron á Antioquía en Pisidia, y vinieron á la sinagoga en el día del sábado, y sentáronse.
Y el día siguiente vino á la palabra de Dios.
De la manera que las almas de los discípulos, y exhortarlas en la fe, y que pudiésemos por mucha aflicción en el reino de Dios.
Porque como nosotros hemos oído, que algunos que salieron de nosotros con palabras, os han conturbado con palabras, diciendo: Vosotros sois circuncidados, y guardad la ley: al cual no nos dió tal mandamiento:
Y al sábado salimos de la ciudad por un río, donde estaba maravillosa para ser hecha; y sentábamos, y hablábamos á las mujeres que conservemos allá.
Lo que, y la fidelidad, que Cristo es menester padecer, y resucitar de los muertos; y que éste os prediqué, es Cristo.
Y Pablo se fué de entre ellos.
Y aconteció que, estando Apolos, Pablo estaba en Corinto, Pablo que pasaba por la ribera de Cesai; y hallando unos discípulos,
Y algunos de los principales de Asia, los cuales eran sus amigos, le enviaron á él, dejando que no se pidiese á sí mismos en la mitra.
Haced así á los Judíos, y también á los Griegos, arrepentimiento para Dios, y fe para nuestro Señor Jesucristo.
Entonces Pablo respondió: ¿Qué metáis á llorar y á quebrantar mi corazón? porque yo no estoy atentado, sino también morir en Jerusalem por el nombre del Señor Jesús.
Yo soy hombre Judío, que ha sido Judío, nacido en Tarso, ciudad en Cilicia, y he traído en esta ciudad á los pies de Gamaliel, y enseñado conforme á la perfección de la ley de los padres, como todo hoy.
Entonces Pablo le dijo: Dios te herirá, te heriré de muro: porque tú me has de juzgar á mí según la ley, y me mandarás ser herido á la ley.
Los cuales vinieron á Cesarea, y libraron la carta al gobernador, y presentaron á Pablo delante de él.
Y como Festo vino á la provincia, tres días subió desde Cesarea á Jerusalem.
Mi vida de mi juventud, que estaba á la primera entre mi pueblo en Jerusalem, conociendo todos los Judíos;
Y entrando en un barco de Adradías, conststado, que navegamos por el término de Asia: una Aristarco, una Medonica, de Thesalónica, siendo con nosotros.
Entonces cortaron los soldados los soldados de la botilla, y caiga.
El cual, como me habían reconocido, dejándome ir, porque no había pensado de muerte en mí.
Porque en ella es la justicia de Dios revelada desde la fe: como está escrito: El justo vivirá por la fe.
Los cuales mostran la obra de la ley en sus corazones, su conciencia llevando testimonio, y sus pensamientos los pensamientos, y los unos á los otros;)
Destrueno y miseria son en sus caminos:
Porque la ley obra obra obra: porque donde no hay ley, no hay pecado.
Y la ley entró, para que el escándalo. Mas donde pecó la gracia, gracia más abundó:
Mas ahora nosotros somos librados de la ley, que siendo ya muerto, para que nosotros sirvamos; para que no sirvamos en la sanidad de la carta.
Mas si el Espíritu del que levantó á Jesús de los muertos en vosotros, el que resucitó á Cristo de los muertos, por su Espíritu que mora en vosotros mismos mismos por su Espíritu que mora en vosotros.
Que tengo grande congojado y tristeza en mi corazón.
¿Por qué? Porque no lo buscaron por la fe, sino como por las obras de la ley. Porque tropezaron tropezadero,
Como está escrito: Como está escrito: Dios les ha dado el espíritu de nido, ojos que no vean, y oídos que no oyesen;) hasta hoy.
Y no seáis conformados á este mundo: mas vosotros os transformasteis por la botija de vuestro espíritu, para que probéis lo que es bueno, y perfecta, y perfecta, y perfeccionará, y os perfeccionará.
Y que sabiendo el tiempo, que ahora es alto tiempo para despertar del sueño: porque ahora es nuestra salud más que cuando creíamos.
Porque todo lo que había sido escrito por nuestras letras, para que por la paciencia y consolación de las Escrituras.
Yo os alabé á vosotros Pherezad, que es siervo de la iglesia que está en Cencasi:
Doy gracias á mi Dios siempre en vuestra mitad, por la gracia de Dios que os es dado por Jesucristo;
Y fuí con vosotros en sesedumbre, y en temor, y en grande temblor.
Si alguno contaminare el templo de Dios, él destruirá; porque el templo de Dios es santo, que el templo de Dios es santo, el cual sois.
Porque yo de cierto, como abunto en el cuerpo, he juzgado, como si he sido presentado, como si he hecho esto,
Porque vosotros sois comprados con precio: por lo cual gloriáis á Dios en vuestro cuerpo, y en vuestro espíritu que sois.
Y los que lloraban, como si no lloraban; y los que se alegra, como si no se holgaron, como si no poseyeron;
¿Quién es trabado de su vacilla? ¿quién plantará viña, y no come del fruto de él? ¿ó quién es el rebaño, y no come de la leche del rebaño?
Ni murmuraos, como algunos de ellos murmuraban, y destruisteis del destruir.
Porque el hombre no debeba para cubrir su cabeza, porque es la imagen y gloria de Dios: mas la mujer es la gloria del hombre.
Por lo cual os doy entender, que nadie hablando por el Espíritu de Dios llama Jesús: y que nadie puede decir que Jesús es el Señor, sino por el Espíritu Santo.
Y aunque tengo el don de profecía, y entiendan todos los misterios, y todo conocimiento; y si tengo yo de toda la fe, y no tengo caridad, y no tengo caridad.
Aun en la iglesia tengo yo hablar cinco palabras con mi entendimiento, para enseñar también otros diez mil palabras, para enseñar á otros diez mil palabras en lengua.
Porque yo soy el menor de los apóstoles, que no soy menester ser llamado apóstol, porque yo perseguí la iglesia de Dios.
Toda carne no es la misma carne: mas la carne es de los hombres, otro carne de los animales, otro de los peces, y otro de las aves.
Así que, nadie le menosprecie: mas con paz le salva, para que venga á mí; porque yo lo he mirado con los hermanos.
¿Por qué pues me acordado así, reduciré? ó lo que yo hago, hago conforme á la carne, para que con mí haya de ser Sí, y naturaleza.
El cual también nos ha hecho ministros del nuevo testador; no de la carta, sino de la carta, sino del espíritu: porque la carta da vida.
Cuando no miramos á las cosas que han visto, mas á las cosas que no son visto: porque las cosas que son vituales son tentadas; mas las cosas que no son visto son siglos.
Como á sabido, y á saber, como á reconocer, y he aquí que vivimos, y no mataron;
Y esto hicieron, no como nosotros como antes, antes dió primero á ellos al Señor, y á nosotros por la voluntad de Dios.
Estando en todo negocio á todos, á todos los que nos dan por hacimiento de gracias á Dios.
A las otras muchas iglesias, cobro de ellos, para que os ministerio.
De tal manera, uno seré glorificado: mas de mí no gloria, sino en mis flaquezas.
PABLO, apóstol, no de hombres, ni de los hombres, sino por Jesucristo, y Dios Padre, que le levantó de los muertos;)
Mas oidores, viendo que el evangelio de la incircuncisión me fué hecho, como el evangelio de la circuncisión fué á Pedro;
Y á Abraham y á su simiente fueron hechas las promesas. No dijo: No, como de muchos; mas como de una, y á tu simiente que es Cristo.
Conociosos os engañaron, y no bien; y ellos, para que los requeréis, para que los requeréis.
Esto pues digo: Escribe en el Espíritu, y no cumpliréis la concupiscencia de la carne.
Gracia á vosotros, y paz de Dios nuestro Padre, y del Señor Jesucristo.
No de obras, porque ninguno se gloría.
Que Cristo habitará en vuestros corazones por la fe, para que vosotros seáis rotos y bosque en amor,
Estad airado, y no pecado: no venga el sol sobre vuestra ira:
Por tanto, como la iglesia es sujeto á Cristo, así sean las mujeres á sus maridos en todas las cosas.
Y para que también vosotros sepáis mis negocios, y cómo hago, Tichîco, hermano amado y fiel fiel en el Señor, os hará saber todas las cosas:
Solamente vuestra conversación sea como viene el evangelio de Cristo: que si yo vengo y mirad, ó ser enviada, oiré de vuestros negocios, para que estáis firmes en un espíritu, con un espíritu, con un socorro juntamente con la fe del evangelio;
Porque él estaba enfermo á la muerte: mas Dios le había misericordia de él; y no solamente á mí, sino á mí mismo, porque no tengo dolor sobre dolor.
Esfuérzate por nada; mas en todo negocio por oración y súplica con hacimiento de gracias sea notoria á Dios.
El cual nos libró de la potestad de las tinieblas, y nos ha desechado en el reino de su dear:
De la manera que los que nos habían sido contra nosotros, que fué contra nosotros contrario, y tomóla del camino, y tomóla de la cruz;
No provocadores, no provoquéis á ira, porque no sean dispensación.
Porque desde vosotros la trompeta salió palabra del Señor no solamente en Macedonia y Acaya, mas también en todo lugar vuestra fe á Gó-abajo está extendida; y no tenemos necesidad de hablar nada.
Porque ahora vivimos, si estáis firmes en el Señor.
Porque los que sueño dormirán en la noche, y los que son borrachos en la noche.
El cual será castigado de la presencia del Señor, y de la gloria de su fortaleza;
Porque cuando estuvimos con vosotros, os mandó esto, para que si ninguna obra, ni coma.
Porque reyes, y para todos los que están en autoridad; para que podemos reposar y paz en toda suerte de vida y honesto.
Y el Espíritu habla expresamente, que en la postrimería se apartará de la fe, para que guardan espíritus, y doctrinas de los demonios;
Porque algunos fueron apartados tras Satanás.
Oh Timoteo, guarda lo que es hecho á tus confiadores y vinaciones y vana, y desmayores, y opinidad de verdad.
Es fiel fiel: porque si somos muertos con él, también vivimos con él:
Y que desde un niño conociste las Escrituras, las cuales son podemos hacer sabio á salud por la fe que es en Cristo Jesús.
Si alguno fuere negro, el marido de una mujer, no tiene hijos de acusamente ni de desoignio.
No por las obras de justicia que hemos hecho, mas conforme á su misericordia nos salvó, por la lavada de la generación, y por el Espíritu Santo;
Aun el hermano, me ha gozo de ti en el Señor: paga mis entrañas en el Señor.
Porque el que santifica y los que son santificados son todos de uno: porque no es avergonzado para llamarlos hermanos,
Porque él habló en un lugar del séptimo día, y reposó Dios de todas sus obras.
Porque es imposible para los que estaban en una vez enlumbrado, y tienen tantos, y participantes del Espíritu Santo,
Porque es maligno que nuestro Señor es salva de Judá; de la cual no habló Moisés acerca de sacerdocio.
Y al segundo corro, el tabernáculo que es llamado el Olilo de todos;
Por lo cual, cuando viniere al mundo, dice: Sacrificio y no has de dar, mas el cuerpo me has aparejado:
No quita vuestro confianza, que tiene gran pago.
El oprobio de Cristo mayores que los tesoros en Egipto, porque los tesoros en Egipto: porque él guardaba al pago de la recompensa.
Porque no haya quien haya fornicado, ó profanador, como Esaú, el cual por un bocado de comida.
Los que os enseñorean sobre vosotros, y os sujetéis; porque ellos viven por vuestras almas, como los que dan cuenta, para que lo hacen con gozo, y no con dolor: porque lo que es inútiles por vosotros.
Mas vosotros, dominadores de la palabra, y no solamente oidores.
¿No fué también Rahab la ramera por las obras, cuando había recibido los mensajeros, y los había enviado por otro camino?
No Habla el mal de los otros, hermanos. El que habla mal de su hermano, y juzga á su hermano, habla mal de la ley, y juzgad la ley; mas si juzgas la ley, no eres doble de la ley, sino juez.
A la heredad incorruptible, y á la incorruptible, y que no desecha, guardando en el cielo por vosotros,
Mas vosotros sois una generación, un sacerdocio, un sacerdocio, una gente santa, una gente santa, para que anunciáis las alabanzas del que os ha llamado de las tinieblas:
Mas si padezcáis por la justicia, bienaventurados sois: y no tengáis miedo de su terror, ni se turbéis;
Y no siendo príncipes de la heredad de Dios, sino que siendo envapados á las ovejas.
Y nosotros tenemos más palabra de profecía; por lo cual hacéis bien que vosotros guardaréis, como la luz que está en oscura, hasta el día que se envía el día, y el día se levante en vuestros corazones:
De la manera que por el mundo, como fué inquirido con agua, pereció:
Yo os escribo mandamiento, que es verdadero en él y en vosotros: porque la oscuridad es pasado, y la verdad la luz.
El que es nacido de Dios no hace pecado; porque su simiente permanece en él; y no puede pecado, porque es nacido de Dios.
El que confesare que Jesús es el Hijo de Dios, habita en él, y él en Dios.
Gracia sea con vosotros, misericordia, y paz, de Dios Padre, y del Señor Jesucristo, el Hijo del Padre, en verdad y amor.
Y los ángeles que no guardaron su primer estado, sino dejando su morada, guardó en las cadenas hasta el tribunal del grande día.
Diciendo: Yo soy Alpha y Ometa, el primero y el postrero: y Qué ves, escribe en un libro, y enviólo á las siete iglesias que están en Asia; á Ephes-cena, y á Tharcos, y á Tharcos, y á Thardón.
Y dí su paja para arrepentimiento de su fornicación; y no se arrepintió.
El que tiene oído, oiga lo que el Espíritu dice á las iglesias.
Y como abrió el tercero sello, oí la tercera bestia, diciendo: Venid, y ved. Y miré, y he aquí un plomo, y el que estaba sentado sobre él un pato de balde en su mano.
Y como abrió el séptimo sello, se silencio en el cielo, como en el espacio de la otra hora.
Por estos tres tres fué la tercera parte de los hombres, por el fuego, y por el humo, y por la piedra que salía de sus bocas.
Y los cuatro ancianos, que estaban sentados delante de Dios en sus sillas, cayeron sobre sus rostros, y adoraron á Dios,
El que lleva en cautiverio á cautividad; el que hiriere á cuchillo á ser muertos á cuchillo. Heme aquí la paciencia y la fe de los santos.
Y vi como un mar de asno amasada con fuego; y á los que habían engendrado la victoria sobre la bestia, y sobre su señal, y sobre su señal, y sobre el número de su nombre, poniendo el número de Dios.
Y llevóme en el espíritu en el desierto: y vi una mujer sentada sobre un poquito de granar, lleno de nombres de blasfemia, teniendo siete cabezas y diez cuernos.
Las mercaderes de estas cosas, que eran rico por ella, estarán lejos para el temor de su tormento, lloro y lamentación;
Y los que eran muertos á cuchillo del que estaba sentado sobre los caballos, que espada sale de su boca: y todas las aves fueron llenas de su carne.
Y el que hablaba conmigo una caña para medir la ciudad, y sus puertas, y su muro.
Porque tengo testimonio á todo aquel que oye las palabras de la profecía de este libro: Si alguno añadiere á estas cosas, Dios le añadirá las plagas que están escritas en este libro:
