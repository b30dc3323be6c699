En el principio crió Dios al cielo y la tierra.
Y vió Dios á todo lo que había hecho, y he aquí que era bueno. Y la tarde y la mañana fué el sexto día.
Porque el Dios conoce que en el día comeréis, vuestros ojos serán abiertos, y seréis abiertos como dioses ajenos.
Ahora pues, maldigas de la tierra, que le abrió su boca para recibir la sangre de tu hermano;
Y vivió Mahalaleel y cinco años, y engendró á Jared;
Y dijo Dios á Noé: El fin de toda carne ha venido delante de mí; porque la tierra es llena de violencia, y he aquí que yo los destruiré con la tierra.
Y murió toda carne que se espantó sobre la tierra, de aves, y de bestias, y de bestias, y de todo reptil que anda arrastrando sobre la tierra, y cada uno;
Y ciertamente vuestra sangre de vuestras personas haré saber; en la mano de todas las bestias, yo lo haré, y en la mano del hombre; en la mano de cada uno le daré la vida del hombre.
Y los hijos de Ham: Cuán, y Mizpa, y á Phuim, y á Canaán.
Y dijeron: Ve, y edificaremos una ciudad y torre, y la torre, y la cumbre del cielo; y pongamos por el nombre, porque no muramos sobre la haz de toda la tierra.
Y te pondré de ti gran gente, y te bendeciré, y te bendeciré tu nombre:
Y habitó Abram en la tierra de Canaán, y habitó Lot en las ciudades de la campiña, y asentaron su tienda hacia Sodoma.
Porque solamente que los criados han comido, y la parte de los hombres que iban conmigo, Aner, Anda, y Mamre, y Mamre; tomad su parte.
Y el ángel de Jehová le dijo: Vuélvete á tu fortaleza, y te sujeta debajo de sus manos.
Y tomó Abraham á Ismael su hijo, y todos los que nacieron en su casa, y todos los que compraban con su dinero, todos los varones de la casa de Abraham; y circuncidó la carne de ellos en aquel día, como le había dicho.
Y Jehová dijo: Si he hallado en cincuenta justos dentro de la ciudad, yo perdonaré á todo el lugar de ellos.
El sol se levantó sobre la tierra cuando Lot entró en Zoar.
Y dijo Abimelech: He aquí mi tierra está delante de ti: ¿dónde te hay quien te agrada.
Y tomó Abraham ovejas y bueyes, y les dió á Abimelech; y así de ellos se hizo pacto.
Y Bethuel engendró á Rebeca: ochocientos llevarlo á Nachôr, hermano de Abraham.
Y el siervo puso su mano debajo de Abraham su señor, y le juró por el negocio.
Y dije á mi señor: Quizá la mujer no me seguirá.
Y ella le parió á Joathán, y á Medán, y á Medán, Isbac, y Sera.
Y Esaú dijo: He aquí yo soy yo en la muela para morir: y ¿qué aprovecha á mí?
Y ellos dijeron: Hemos visto que Jehová era contigo: y nosotros dijeron: Ruégote que ahora nuestro juramento nos quede nosotros, y te pongamos alianza, y te ponga alianza contigo pacto;
Y no le negó, porque sus manos eran como la mano de Esaú su hermano Esaú: así le bendijo.
Y obedecieron á Jacob su padre y á su madre, y fué á Padan-aram;
Y Labán dijo á Jacob: ¿Por qué tú eres mi hermano, para que me sirvas? ¿qué me dieres tú?
Y Zilpa la sierva de Lea, parió un hijo.
E hizo Jacob los corderos, y poniendo los rostros de los ganados hacia el hato, y todas las ovejas en el ganado de Labán; y puso sus ganados por sí, y no las pondrás á Labán, y no las bestias de Labán.
¿Por qué huiste de mí, y quiste de mí; y no me declaraste, para que yo te he enviado con salario, y con instrumentos, y arpa, y con arpa?
Y viendo Jacob, les dijo: Este es el ejército de Dios: y llamó el nombre de aquel lugar que estaba Mahanaim.
Por lo cual los hijos de Israel no comían de los pecadores, que está sobre el hoyo, que está sobre el hayerno de Jacob, porque él tocó el hato de Jacob en el hayerro de los que se tostían.
Y habitaréis con nosotros: y la tierra será delante de vosotros; y moriréis en ella, y os posaréis en ella.
Y apareciecióse Dios á Jacob, cuando salió de Padan-aram, y le bendijo.
Estos son los nombres de Esaú, hijos de Eliphaz, hijo de Amda, hijo de Reuel, hijo de Basemath, mujer de Esaú.
Y estos son los nombres de los duques de Esaú, conforme á sus familias, por sus lugares, por sus nombres, el duque Alna, el duque Alabna,
Venid, y vengamos á los Ismaelitas, y no sea nuestra mano sobre él; porque él es nuestro hermano y nuestra carne. Y sus hermanos fueron contentos.
Y preguntó á los hombres de aquel lugar, diciendo: ¿Dónde está la ramera, que era por el camino? Y ellos dijeron: No hay ramera en este lugar.
Mas Jehová fué con José, y le mostró misericordia, y dióle gracia delante de los ojos de la cárcel.
Y durmió, y soñó el segundo día: y he aquí siete espigas de trigo sobre un grano, y bueno.
Y juntaren todos los días de los buenos años que habían venido, y poniendo el trigo debajo de la mano de Faraón, y los guardan en las ciudades.
Y conoció José á sus hermanos, mas no le conocían.
Y él dijo: Mi hijo no descenderá con vosotros; porque su hermano es muerto, y él solo es dejada: si el mal le cayere por el camino que entrareis, traeréis mis cabos con dolor.
Y José se apresuró á sus entrañas, porque hacía sobre su hermano: y buscó dónde á llorar, y entró en su cámara, y lloró allí.
Y nosotros dijeron: No podremos ir: si nuestro hermano hermano es con nosotros, nosotros descenderán: porque no veremos la cara del hombre, si el hermano de nuestro hermano no sea con nosotros.
A todos los que les dió cada uno de vestidos; mas á Benjamín, trescientos piezas de plata, y cinco piezas de vestidos.
Y los hijos de Nephtalí: Jahi, y Guni, y á Jezabel.
Y compró José toda la tierra de Egipto por Faraón; porque los Egipcios vendían cada uno su campo, porque el hambre no prevalecieron sobre ellos: así se fué la tierra de Faraón.
Y su padre no quiso, y dijo: Yo conozco mi hijo, yo sé; y será pueblo, y será más grande, y la verdad será mayor que su hermano mayor mayor que él y su simiente será más que él, y su simiente será mayor de las gentes.
De Benjamín será como una hoja: en la mañana devorará la presa, y en la noche se apartará la presa.
Y dijo José á sus hermanos: Yo morir; y Dios os visitaré, y os sacaré de esta tierra que juró Abraham á Abraham, á Isaac, y á Jacob.
Y cuando la abrió, vió el niño; y he aquí que el niño lloraba. Y ella le dijo, y dijo: Este es de los Hebreos de los Hebreos.
Y dijo Moisés á Dios: ¿Quién soy yo, para que ir ir á Faraón, y que yo saque saqué los hijos de Israel de Egipto?
Y Jehová dijo á Moisés en Madián: Vuelve á Egipto; porque todos los hombres son muertos que buscan tu vida.
Ahora pues, ahora, y obra; porque no os será dada, mas vosotros entregaréis las bocas.
Y Eleazar hijo de Aarón le tomó uno de las hijas de Pusiel; y ella le parió á Phinees: estos son las cabezas de las familias de los Levitas conforme á sus familias.
Y fueron cumplidos siete días, después que Jehová había herido al río.
Y salió Moisés de Faraón, y oró á Jehová.
Cántico gradual de Jehová (porque no hay más fuerte y granizo; y os iré, y no os quedaré.
No vieron los unos á los otros, ni se levantaron de su lugar por tres días: mas todos los hijos de Israel tenían luz en sus moradas.
Y este día os será por memoria; y lo guardaréis la fiesta á Jehová por vuestras generaciones: guardaréis la fiesta por estatuto perpetuo.
Mas todo el siervo del hombre que es comprada por dinero, cuando le circuncidaría, entonces comerá.
Y habló Jehová á Moisés, diciendo:
Y vió Israel que hizo Jehová sobre los Egipcios: y el pueblo temió Jehová, y creyó á Jehová, y á su siervo Moisés y á Moisés su siervo.
Y los hijos de Israel les dijeron: Escribe á Dios por la mano de Jehová en la tierra de Egipto, cuando se sentamos á la carne de la carne, y cuando comimos pan para comer pan; porque os habéis traído pan en este desierto, para matarnos.
Y Moisés dijo á Aarón: Toma un hato, y puso un omer de maná en ella, y ponlo delante de Jehová, para que sean por vuestras generaciones.
Yo conozco que Jehová es mayor que todos los dioses: porque en lo que ellos habían hecho.
Y Moisés descendió del monte al pueblo, y santificaron el pueblo; y lavaron sus vestidos.
Y ellos dijeron á Moisés: Di con nosotros, y oímos: mas no hablaremos á Dios, porque no muramos.
Y si alguno sigue la vida, darás vida por vida,
Si su padre lo dejare, le dará el dinero conforme á la voluntad de las vírgenes.
Y la fiesta de la siega, las primicias de tu labio, que sembraste en el campo: y la fiesta del año, que es en el fin del año, cuando tú recogiste en tus trabajos del campo.
Y Moisés se levantó, y sus servidores: y Moisés subió al monte de Dios.
Y harás este término en derredor de mano alrededor, y harás una corona de oro en derredor.
Y harás las tablas para el tabernáculo del testimonio de Sittim, que subiste.
Las tablas de las tablas harás: como te fué hecha en el monte, así harán.
Y pondrás en ella las piedras de piedras, cuatro órdenes: el primer orden de piedras será el primero, y un sartario, y un palmo: esto será el primero.
Y llevarás Aarón y sus hijos á la puerta del tabernáculo del testimonio, y lavarás con agua.
Y si de la carne de las consagraciones, ó del pan, hasta la mañana, la mañana quemarás al fuego, y no se comerá, porque es santo.
Harás también un lagar de metal, y su pie de metal, para lavar con con el tabernáculo del testimonio y el altar, y pondrás el altar, y pondrás agua en ella.
Y las vestimentas del servicio, y las vestimentas de Aarón el sacerdote, y las vestimentas de sus hijos, para ministrar al sacerdote del sacerdote,
Y dijo Aarón: No se encienda el furor de mi señor el furor: tú conoces el pueblo, que se han puesto en mal.
Y Jehová dijo á Moisés: Yo haré esto que tú has hablado: porque has hallado gracia en mis ojos, y yo te he conocido por nombre.
Porque yo arrojaré las gentes delante de ti, y tus términos: y no temerán á tu tierra, cuando subieres para apartar delante de Jehová tu Dios en el año.
Las vestimentas del servicio, para ministrar en el santuario, las vestimentas de Aarón el sacerdote, y las vestiduras de sus hijos, para ministrar en el sacerdote del sacerdote.
Hizo también las cortinas de cabras para la tienda del tabernáculo: las cortinas las cortinas se hizo.
Hizo también la cubierta de oro puro: dos codos de longitud, y la mitad de su longitud, y un codo y medio.
Y puso las varas en los anillos al lado del altar, para llevarla; hizo el altar con tablas.
Y obraron piedras de oro, y de engastes de oro, como de las esculturas, con los nombres de los hijos de Israel.
La mesa, y todos sus vasos, y el pan,
Y puso el pan en orden á Jehová, como Jehová había mandado á Moisés.
Y el sacerdote lo traerán al altar, y quebrará su cabeza, y hará arder sobre el altar; y la sangre será raído en el lado del altar:
Y si su ofrenda fuere macho cabrío, lo ofrecerá delante de Jehová.
Y tomará el sacerdote de la sangre del pecado de la expiación con su dedo, y pondrá sobre los cuernos del altar del holocausto, y derramará su sangre al pie del altar del holocausto.
Y habló Jehová á Moisés, diciendo:
Esta es la ley de la expiación: es cosa santísima.
Y el sacerdote hará arder el sebo sobre el altar: mas el pecho de Aarón y de sus hijos.
Y degollólo; y tomó Moisés de la sangre de ella, y púsolo sobre la caldera de Aarón, y sobre la oreja derecha, y sobre el pulgar de su mano derecha, y sobre el pulgar de su pie derecho.
Y presentó el presente, y tomando su pecho, y quemólo sobre el altar del holocausto, además del holocausto.
Todo lo que hiciere la hoja, y es de pezuzuñas, y la mueve entre las bestias, que comeréis.
Y todo vaso de barro, en que cualquiera de ellos se cayere, será inmundo; y vosotros lo quebrantaréis.
Y si el sacerdote vió que veía, he aquí el pelo en la piel, el sacerdote lo dará por inmundo: es lepra.
Cuando el hombre ó mujer, ó mujer en la piel de su carne, la mancha blanca, blanco;
Mas el séptimo día será sobre el séptimo, el cual pondrá sobre su cabeza y su barba y su barba, y todos sus cabellos, y lavará sus cabello; y lavará sus vestidos, y lavará sus vestidos, y lavará sus vestidos, y lavará sus vestidos.
Y el sacerdote hará otra vez al séptimo día, y mirará; y si la llaga se hubiere extendido en los muros de la casa,
Y el vaso de la tierra, que tocare el que tiene flujo, será quebrantado: y todo vaso de bosque será en agua.
Y hará Aarón el macho cabrío sobre la suerte de Jehová, y le ofrecerá expiación por expiación.
Al fin de los hijos de Israel traerán sus sacrificios que ofrecían en el campo abiertos, para que los trajesen á Jehová, á la puerta del tabernáculo del testimonio, al sacerdote, y á ellos los ofrecidan paz á Jehová.
Y no se allegues á una mujer para descubrir su desnudez, como se ha puesto por su inmundicia.
No guardaréis mis estatutos. No dejaréis tu ganado con torbellino: no sembrarás tu campo con escudo: no sembrarás de lino, ni vestirá vestimentera de lino y de lino.
Y si alguno durmiere con su nuera en la ley, así de ellos morirá: por su sangre será sobre ellos: su sangre será sobre ellos.
Ni profanará su simiente entre su pueblo; porque yo Jehová lo santificaré.
Y cualquiera que ofreciere sacrificio de paces á Jehová, ó el voto de su voto, ó de oveja, ó de las ovejas, será acepto; no habrá de ser acepción.
Y ofreceréis con el pan siete corderos sin tacha del primer año, y un becerro, y dos carneros; serán para holocausto á Jehová, con sus presentes, y sus libaciones, y sus libaciones, y sus libaciones, ofrenda encendida de olor suave á Jehová.
El orden hará las lámparas as limpio delante de Jehová.
El jubileo será jubileo: no sembraréis á vosotros: no sembraréis, ni secará lo que siembra en ella, ni cogare el uvas de tu vid.
Y él se apartará de ti, y sus hijos con él, y volverá á su familia, y á la posesión de sus padres se volverá.
Yo os haré esto, y pondré sobre vosotros espanto sobre vosotros, y ardón de corazón, y de fuego arder los ojos, y sembraréis el dolor de corazón; y sembraréis vuestra simiente en vano, porque vuestros enemigos comerán vuestros enemigos.
Estos son los estatutos y derechos y leyes, que Jehová le hizo entre él y los hijos de Israel en el monte de Sinaí.
Y toda la tierra de la tierra, si de la simiente de la tierra, ó del fruto de la tierra, es á Jehová.
De los hijos de Judá, por sus generaciones, por sus familias, por las casas de sus padres, conforme á la cuenta de los nombres, de veinte años arriba, todos los que podían salir á la guerra;
Todo varón de los hijos de Israel se amparará por su bandera, con la bandera de la casa de su padre: lejos se alejarán.
Estas son los contados de los hijos de Israel por la casa de sus padres: todos los contados de los que fueron contados por sus escuadrones, seiscientos y cincuenta mil y cincuenta.
En el número de todos los varones, desde el mes arriba, ocho mil y seiscientos, oirán la guarda del santuario.
Y sobre la mesa del pan se extenderán el paño de cárdeno, y puso sobre él los peces, y los tazones, y los tazones, y para cubrir el pan:
Estos fueron los contados de las familias de las familias de Coath, todos los que hacen servicio en el tabernáculo del testimonio, que Moisés y Aarón hicieron conforme al mandamiento de Jehová por mano de Moisés.
Y pondrá el sacerdote delante de Jehová, y cubrirá la mujer de la cabeza, y puso la ofrenda de la memoria de ella en sus manos, que es el celo: y el sacerdote tendrá agua amargos que maldiesen:
Y el carnero ofrecerá por sacrificio de paces á Jehová, con el canastillo de los ázimos: el sacerdote hará su presente, y su libación.
Una cuchara de oro de diez siclos, llena de perfume;
Una cuchara de oro de diez siclos, llena de perfume;
Una cuchara de oro de diez siclos, llena de perfume;
Y los Levitas se purificaron, y lavaron sus vestidos; y ofrecieron Aarón como ofrenda delante de Jehová; y Aarón hizo expiación por ellos.
Hazte dos trompetas de plata; de toda medida harás: para que los pongas para los por la vocación de la congregación, y por las partidas de los montones.
Y será, si entrares con nosotros, y será, y lo que Jehová nos hará.
Mas los dos de los hombres en el real, el nombre del uno era Eldad, y el nombre de la otra: y el espíritu asentó sobre ellos; y los que estaban escritas sobre ellos, y no salieron del tabernáculo: mas ellos profetizaron en el tabernáculo.
De la tribu de Judá, Caleb hijo de Jephone.
¿Y por qué Jehová nos ha traído á esta tierra, para caída por espada, para que nuestras mujeres y nuestros hijos sean presa? ¿no nos tornarnos á Egipto?
Y vuestros hijos irán en el desierto cuarenta años, y llevarán vuestras fornicaciones, hasta que vuestros cuerpos sean asolados en el desierto.
Habla á los hijos de Israel, y diles: Cuando entrareis en la tierra á la cual os traeré,
Y puso fuego en ellos, y puso sahumerio delante de Jehová para mañana: y será el que Jehová escogiere al que Jehová escogiere, será santo: no podéis más sobre vosotros, hijos de Leví.
Habla á Eleazar hijo de Aarón el sacerdote, que tomará el incensario del fuego, y esparcirás el fuego, y esparcirás el fuego.
Y te juntará á ti, y guardarán la guarda del tabernáculo del testimonio, por todo el servicio del tabernáculo: y el extranjero no vendrá á vosotros.
Esta es la ordenanza de la ley que Jehová ha mandado, diciendo: Habla á los hijos de Israel, que te traen un hacha sin mancha, en que no hay yugo;
Y Moisés y Aarón juntó la congregación delante de la roca, y díjoles: Oid ahora ahora, ¿os añadiváis agua de esta piedra?
Y partidos de Oboth, asentaron en Italarim, en el desierto que está delante de Moab, hacia el nacimiento del sol.
Ahora pues, ruégote que yo te maldijeren, porque son más fuertes que me han sido muy muy valientes; porque yo vendré, para que los heriré, y los echaré de la tierra: porque yo soy el que bendita y bendice: porque él es maldecida y maldecida.
Y como oyó Balac que Balaam era, salió á recibir á la ciudad de Moab, que está en el término de Arnón, que está en el término de Arnón.
Y dijo Balac á Balaam: No los maldecidles, ni los bendecid á todos.
Y Balaam se levantó, y se volvió á su lugar: y Balac se fué á su camino.
Los hijos de Simeón por sus familias: de Nemuel, la familia de Nemuel: de Jamín, la familia de los Nethineos: de Jachîn, la familia de los Jachâ;
Estas son los hijos de Dan por sus familias: de Seth, la familia de los Shutas. Estas son las familias de Dan por sus familias.
Las hijas de Salphaad hablar: De cierto les darás la posesión de su padre entre los hermanos de su padre; y harás la heredad de su padre.
Y sus libaciones serán de un hin de vino hasta el becerro, y la tercera parte de un hin hasta un carnero, y la cuarta parte de un hin: este es el holocausto de cada mes en cada mes de los meses.
Y ofreceréis holocausto á Jehová, ofrenda encendida de olor suave á Jehová: trece ce ce becerros, dos carneros, dos carneros, y catorce corderos de un año; sin defecto serán sin defecto;
Y su padre oyere su voto, y su alma con que ella hubiere ligado su alma, y su padre la callará, y todos sus votos con que ella hubiere ligado su alma, y con que ella hubiere ligado su alma.
Mas todas las mujeres, que no conociesen al hombre con él, guardando vida por vosotros.
Y los oficiales que estaban sobre millares del ejército, capitanes de millares, y centuriones, llegaron á Moisés;
Edifios por vuestras ciudades, y por vuestras ovejas, y por vuestras ovejas; y lo que ha salido de vuestra boca.
Y partidos del desierto de Sin, asentaron en Dopa.
Y partidos de Zalbaa, asentaron en Punón.
Y habló Jehová á Moisés, diciendo:
Y si con él le hiriere con una piedra, para que muera, y muriere, es homicida: el homicida morirá.
Estos son los mandamientos y los derechos, que mandó Jehová por mano de Moisés á los hijos de Israel en los campos de Moab, junto al Jordán de Jericó.
Jehová vuestro Dios que va delante de vosotros, él peleará por vosotros, conforme á todo lo que os hizo en Egipto delante de vuestros ojos;
Y el alboroto en que vinimos de Cades-barnea, hasta que vinimos el torrente de Zered, fué treinta y ocho años hasta toda la generación de guerra, como Jehová les había mandado.
Mas todos los animales, y los despojos de las ciudades, tomamos por presa.
¿Y qué gente hay grande, que tiene estatutos y derechos como toda esta ley, que yo puse delante de vosotros hoy?
A las gentes echaste de delante de ti y más fuerte que tú, para que tú eres en ti en su tierra, como este día es hoy.
No hurtarás.
No tentaréis á Jehová vuestro Dios, como tentasteis en Masquil.
No se reducirás en ellos: porque Jehová tu Dios es entre vosotros, fuerte, Dios y terrible.
No por tu justicia, ni por la rectitud de tu corazón, tú entres para poseer su tierra: mas la impiedad de estas gentes los echó de delante de ti, y para que haga Jehová tu palabra que Jehová juró á tus padres, y á tus padres, y á Jacob.
Y los hijos de Israel tomaron de Beeroth de los hijos de Jaaca á Mosera: allí murió Aarón, y murió, y fué sepultado en lugar de su sacerdote.
Que os daré la lluvia de vuestra tierra en su tiempo, y la lluvia lluvia y la lluvia, para que cogen tu grano, y tu aceite.
Y os gozaréis delante de Jehová vuestro Dios, y vuestros hijos, y vuestros hijos, y vuestras hijas, y vuestros siervos, y vuestros siervos, y el Levita que está en vuestras puertas; porque no tiene parte ni con vosotros.
Y apedrearás con piedras, que muera; porque él ha buscado á ti de Jehová tu Dios, que te sacó de la tierra de Egipto, de la casa de servidumbre.
Ciertamente la verdad harás todos los frutos de tu simiente, que el campo saca por año.
Empero no comerás su sangre; derramarás sobre la tierra como agua.
Cuando se levantare el negocio de juicio, entre la sangre, entre la sangre y la sangre, entre la cual se ensanchen, y entre tus poquiquitos; y levántate, y levante, te levantarás, y levante á tu lugar que Jehová tu Dios escogiere.
Yo les levantaré un phet de entre sus hermanos, como á ti, y pondré mis palabras en su boca; y hablará á todos los que le mandaré.
Y los oficiales hablarán al pueblo, diciendo: ¿Qué hombre es el que edificó casa nueva nueva nueva, y no lo ha dedicado? ¿No se volverá á su casa, porque no muera en la batalla, y otro hombre.
Si alguno tuviere dos mujeres, amados, uno de los otros, le aborrecieron, y le nacieron hijos, así el primogénito y el primogénito; y si el primogénito era aborrecida.
Si alguno fuere hallado hallado de la mujer á su marido, entonces morirán de ellos, y así quitarán el hombre que estaba con la mujer, y la mujer quitarás: y quitarás el mal de Israel.
Mas si tomares á voto, no será pecado en ti.
Si se juntare hermanos, y uno de ellos muriere, y no tiene hijo de los muertos, ni la mujer de los muertos no se casarán á su hermano, y le tomarán por mujer, y le tomarán á su hermano, y para hacer la mujer de su hermano.
El día Jehová tu Dios te ha mandado para hacer estos estatutos y derechos: por lo cual guardarás y con todo tu corazón, y con toda tu alma.
Y será que, si oyeres la voz de Jehová tu Dios, para poner por obra todos sus mandamientos que yo te mando hoy, que Jehová tu Dios te pondré sobre todas las gentes de la tierra;
Tu buey será muerto delante de tus ojos, y no comerás: tu asno será quitada de tu rostro delante de tu rostro, y no será restituído á tus ovejas: tus ovejas serán entregados á tus enemigos, y no les serás dado á tus enemigos, ni á tus enemigos.
Y toda enfermedad que no está escrito en el libro de esta ley, que no está escrito en el libro de esta ley, hasta que seas destruída.
Y que toda su tierra es fuerte, y sal, y sal, que no es sembrada, ni la hierba que está en ella, ni la hierba de Sodoma, como de los de Sodoma, y de Gomorra, y de Gomorra, y de Gomorra, y de Gomorra, y de Gomorra, y de Gomorra, y de Gomorra, y de Gomorra, y de Gomorra, y de Gomorra,
Y hará Jehová como hizo á Sehón y á Og y á Og, reyes de los Amorrheos, y á la tierra de los cuales destruyó.
El es el Roca, su obra es perfecta: porque todos sus caminos son juicio: Dios de verdad y sin iniquidad, y justo es.
¿No es ésta en conmigo conmigo, y selló entre mis tesoros?
Y de Benjamín dijo: El amado de Jehová habitará en él; y el Señor lo cubrirá, y el Señor lo cubrirá todos sus hombros.
Y después de la muerte de Moisés siervo de Jehová habló á Josué hijo de Nun, diciendo:
Y los que viviereis vida á mi padre, y á mi madre, y mis hermanos, y mis hermanas, y á todos los que han de muerte.
Tomad doce hombres del pueblo, de cada tribu, de cada uno,
Y como habían hecho circuncidar á todo el pueblo, que se quedaban en sus lugares en el campo, hasta que todos ellos estaban.
Y saliendo los criados que estaban á Rahab, trajeron á Rahab, y á su padre, y á sus hermanos, y á todos los que le habían quedado, y á todos sus hijos, y á todos sus paredes, y á todo el campo de Israel.
Y ellos se levantó un montón de piedras hasta hoy. Y Jehová se volvió de la ira del furor de su furor. Por lo cual se llamó el nombre de Achor, el valle de Achor, hasta hoy.
Y edificó Josué altar á Jehová Dios de Israel en el monte de Ebal,
Ahora pues, he aquí nosotros somos en tu mano: como bien te pareciere, para que nos haga.
Y aquel día Josué tomó á Macda, é hirió á filo de espada, y á su rey destruyó, y á todo lo que en ella había vivo; y no hay quien él.
Como Jehová mandó á Moisés su siervo, así mandó Moisés á Josué, y mandó á Josué; no dejando nada de todo lo que Jehová mandó á Moisés.
El rey de Cedres, otro: el rey de Jocam, otro:
Esta es la heredad de los hijos de Gad por sus familias, las ciudades, y sus aldeas.
Y rodeando este término desde los Bautista hasta el monte de Seir, y pasando hasta la parte del monte de Jalim, que es Calón, y descendió á Beth-semes, y á Beth-semes;
Y á Châm, y á Lamam, y á Cethi;
Y descendió de Janoa á Ataroth, y á Naarath, y salió á Jericó, y salía al Jordán.
Y vinieron los hombres y pasaron por la tierra, y diéronla por las ciudades en las siete partes en un libro, y volvió á Josué al ejército.
Y sube su término hacia la mar hacia la mar, y á Marchâ, y á Dachônir al río que está delante del río,
Y fué el término de la heredad de ellos, y Ethaol, y Iron-semes,
Y diéronles á la ciudad de Arba, que ciudad es Hebrón, en el monte de la tierra de Judá, con sus ejidos alrededor.
Todas las ciudades de los Levitas en posesión de los hijos de Israel fueron cuarenta y ocho ciudades con sus ejidos.
Por tanto, dijeron: Ruégote que edificaremos un altar, no para holocausto, ni sacrificio;
Y saqué vuestros padres de Egipto, y vinieron á la mar; y los Egipcios siguieron á la mar á vuestros carros y á caballo á caballo en el mar Bermejo.
Y Judá dijo á Simeón á su hermano: Venid conmigo á mi suerte, para que peleemos contra el Cananeo, y yo también contigo en tu suerte. Y Simeón se fué con él.
Y á Nephtalí echó los moradores de Beth-semes, ni á los moradores de Beth-anath; mas habitó entre los Cananeos, los que habitaban en Beth-semes: mas los moradores de Beth-semes y los moradores de Beth-lehem de Beth-semes, se fueron.
Y fueron á Israel por ellos, para conocer si ellos oyeren á los mandamientos de Jehová, que él había mandado por mano de Moisés.
Y los hijos de Israel clamaban á Jehová: porque tuvo novecientos carros de hierro, y veinte años de los hijos de Israel.
Mi corazón está sobre los gobernadores de Israel, que se ofrecieron entre los pueblos. Bendecid á Jehová.
Jehová envió un profeta á los hijos de Israel, que les dijo: Así ha dicho Jehová Dios de Israel: Yo os saqué de Egipto, y os saqué de la casa de servidumbre;
Y como se levantaba de mañana al día siguiente, el día siguiente, y el solano, y el rocío de la hinchazón, llena de agua.
Dios ha entregado en vuestras manos á los príncipes de Madián, Oreb y á Zeeb; y ¿qué era yo para hacer en el furor de vosotros? Y el que le había dicho.
Y aconteció que como Gedeón fué muerto, los hijos de Israel se volvieron á fornicar, y fué fornicar á los Baales, é hizo venir á Baal-ith su dios.
Y Gaal hijo de Ebed dijo: ¿Quién es Abimelech, y quién es Sichêm, para que le sirvamos? ¿no es el hijo de Jerobaal? ¿para qué sirvamos á los hombres de Sichêm? ¿por qué le sirvamos?
Y después que Abimelech se levantó á Israel á Todola, hijo de Pur, hijo de Dodo, varón de Issachâr; y habitó en el monte de Ephraim.
Y el rey de los hijos de Ammón respondió á los mensajeros de Jephté: Porque Israel tomó mi tierra, cuando subían de Egipto, desde Arnón hasta Jabín, y el Jordán; por tanto, y volvía al Jordán.
Y viendo que no me entregasteis, yo puse mi vida en mis manos, y pasé contra los hijos de Ammón, y Jehová los entregó en mi mano: ¿por qué pues habéis venido á mí hasta hoy?
Y el ángel de Jehová le dijo: ¿Por qué tienes así así como mi nombre, pues es oculto?
Y Samsón dijo de ellos: Ahora seré más que los Filisteos, aunque los haré que los Filisteos.
Y Dalila dijo á Samsón: Hijitos me has engendrado, y me ha dicho mentiras: con que tú eres tú con ella. Y él le dijo: Si quieres la paja de mi cabeza con las peñas de mi cabeza.
Y Michâs s consagrado el Levita, y el mancebo fué hecho su sacerdote, y estaba en la casa de Michmas.
Y llamaron el nombre de la ciudad, según el nombre de Dan su padre, el cual nació á Israel: mas el nombre de la ciudad fué en Lais.
Y él le dijo: Levántate, y no sea la salida. Y el varón le respondió, y el hombre se levantó sobre un asno, y levantóse á su lugar.
Y Phinees, hijo de Eleazar, hijo de Aarón, que estaba delante de él en aquellos días, diciendo: ¿Tengo de ir ir á la guerra contra los hijos de Benjamín, ó Jehová, y dije: Subiré á tu mano, y mañana los entregaré en tu mano.
Y la congregación envió allí doce mil hombres de los hombres, y mandó, diciendo: Ve, y herid á los moradores de Jabes-ges-ges-ges-gesos á cuchillo y á los hijos.
Y ella dijo: He aquí tu hermana se ha ido á su pueblo, y á sus dioses: vuélvete tras tu hermana.
Así que, guardó por las doncellas de Booz á fin de la siega y de la siega de trigo, y habitó con su madre.
Y sea tu casa como la casa de Phares, que Thamar parió á Judá, de la simiente que Jehová te dará de esta mujer.
Por lo cual, como el tiempo de Hanna concibió, que parió un hijo, y llamó su nombre Samuel, diciendo: Por cuanto le he preguntado de Jehová.
Y Eli era muy viejo, y oyó todos sus hijos á todo Israel; y cómo ponían con las mujeres que estaban á la puerta del tabernáculo del testimonio.
Y Eli llamó á Samuel, y dijo: Samuel mi hijo. Y él respondió: Heme aquí.
Y cuando se levantaron de Asdod de mañana, he aquí que Dagón estaba caído sobre su rostro para la tierra delante del arca de Jehová. Y ellos tomaron Dagón, y le puso en su lugar.
Y enviaron embajadores á los que habitaban en Chîriath-jearim, diciendo: Los Filisteos tornaron el arca de Jehová; venid á vosotros.
Y tomará vuestras hijas para ser conconconmovido, y para que seáis libros.
Y Saúl respondió, y dijo: ¿No tengo yo un Bendio, de las tribus de Israel? ¿y mi familia de todas las familias de la tribu de Benjamín? ¿por qué pues pues tú?
Y Samuel dijo á todo el pueblo: Mirad al que Jehová ha escogido, que no hay semejante á todos los pueblos? Y todo el pueblo dijo: ¡Viva el rey!
Y viendo que Naas el rey de los hijos de Ammón vinieron contra vosotros, y me dijisteis: No, sino rey sobre nosotros: cuando Jehová vuestro Dios estaba vuestro rey.
Y salidos de los camos del campo de los Filisteos en tres escuadrones: una compañía se volvió á Ophra, hasta Ophra, hasta la tierra de Subal:
Y los varones de Israel fueron angustiados en aquel día: porque Saúl Saúl había conjurado al pueblo, diciendo: Maldito el hombre que come de la tarde, para que no sea vencido á mis enemigos. Y ninguno de los enemigos.
Así ha dicho Jehová de los ejércitos, que me acordaría á Israel, cómo le esperaba en el camino, cuando subiese de Egipto.
Y Samuel dijo: Traedme acá á Agag rey de Amalec. Y vino á él Agag. Y vino á él Agag. Y Agag dijo: Ciertamente la muerte es antes de la muerte.
Y salió un pecho del real del campo de los Filisteos, llamado Goliath, de cuya altura era seis codos y de seis codos.
Y David dijo á Saúl: Tu siervo guardó las ovejas de su padre, y vino un león, y tomó un cordero de las ovejas:
Y aconteció que como David se volvió de la matanza del Filisteo, que las mujeres salieron de todas las ciudades de Israel, cantando á recibir al rey Saulo, á recibir con gozo, y con instrumentos, y con instrumentos de instrumentos.
Y Saúl oyó la voz de Jonathán: y Saúl juró, que Jehová, no será muerto.
Y Jonathán dijo á David: Oh Jehová Dios de Israel, cuando he hablado la trompeta á mi padre, ó al tercer día, ó el tercero, y he aquí, y no te lo envié, y no te lo envié, y no te mostraré;
Y Jonathán dijo á David: Ve en paz, por cuanto hemos jurado de nosotros en el nombre de Jehová, diciendo: Jehová sea entre mí y mi simiente, y entre mi simiente y mi simiente para siempre. Y levantóse y Jonathán y Jonathán, y Jonathán.
¿Por qué pues engendraba á consultar á Dios? ¿será lejos de mí: no sea el rey á su siervo, ni á toda la casa de mi padre; porque tu siervo no sabía más de todo esto, ó más.
Ve ahora, os ruego, y conoce á su lugar donde su lugar donde se ha visto, y quién le ha visto, y quién lo ha dicho.
Y había un hombre en Maón, cuyos posesiones eran en Carmelo; y el hombre era muy grande, y tenía tres mil ovejas, y tenía ovejas: y era de Carmelo en Carmelo.
Y dijo David á Abigail: Bendito sea Jehová el Dios de Israel, que te envió hoy á encontrarte.
Y él dijo: ¿Por qué pues ha perseguido á su siervo? porque ¿qué he hecho mal en mi mano?
Y la mujer dijo: ¿A quién te haré subir á ti? Y él dijo: Sacadme á Samuel.
Y los dos mujeres de David fueron quitados á Ahinoam Jezreelita, y Abigail la mujer de Nabal.
Y Saúl dijo á su escudero: Da tu espada, y párpelo por ella por ella, porque no vengan por mí por mí, y me reñía su escudero, porque no había miedo miedo.
Los montes de Gilboa, no hay rocío, ni lluvia sobre vosotros, ni sobre vosotros, ni campos de paces: porque el escudo de los fuertes es echado, como el escudo de Saúl, aunque no había ungido con aceite, como no había ungido con aceite.
Y Joab y Abisai siguió á Abner; y el sol se descendía al monte de Amma, que está delante del desierto, por el camino del desierto de Gabaón.
Y he aquí los siervos de David y los siervos de Joab vino, y llevando una gran despojo con ellos: mas Abner no estaba con ellos en Hebrón, porque él le había enviado, y él se volvió en paz.
Y vino todas las tribus de Israel á Hebrón, y habló, diciendo: He aquí que nosotros somos tu carne y tu carne.
Y como llegaron á Nisón de la era de la era, Uzzía su mano al arca de Dios, y tomóla de ella; porque los bueyes lo echaban.
El edificarán casa por mi nombre, y yo confirmaré el trono de su reino para siempre.
Y puso guarnición en Edom; por todo Edom puso á Edom, y á todos de Edom fueron siervos de Edom. Y Jehová guardó á David donde quiera que fué.
Y Joab se acercó, y el pueblo que con él estaba, á la guerra contra los Siros; y huyeron delante de él.
Y despojaron los zapatos de la pared sobre tus siervos, y algunos de los siervos del rey sea muerto, y tu siervo Uría Hetheo es muerto.
Y envió Joab embajadores á David, y dijo: Tengo contra Rabba, y tomé la ciudad de las aguas.
Y Absalom dijo: Si no te ruego que yo te vaya con nosotros. Y el rey le dijo: ¿Por qué pase contigo?
Entonces tu sierva dijo: La palabra de mi señor el rey ahora será consolada: porque como un ángel de Dios, así es mi señor el rey y: por tanto Jehová tu Dios será contigo.
Y dijo David á todos sus siervos que estaban con él en Jerusalem: Levántate, y huiremos; porque no escaparemos de Absalom de Absalom, porque no se apartará de repente de repente, y traed mal sobre nosotros, y herirnos de espada.
Y decía así á Semei cuando maldijo: Venid, saldrás al hombre, y al hombre de Belial.
Y Absalom y todos los varones de Israel dijeron: El consejo de Husai es mejor que el consejo de Achitophel es que el consejo de Achitophel. Porque Jehová había ordenado el consejo de Achitophel, para que hacer mal mal mal.
Y los diez mancebos que llevaban de Joab, cercaron en derredor y herían á Absalom, y matóle.
Vosotros sois mis hermanos míos, sois mis huesos y mi carne: ¿por qué pues sois los postreros al rey?
Y todos los varones de Judá respondieron á los varones de Israel: Porque el rey está cerca de nosotros: ¿por qué pues os enojasteis por esto? ¿hemos comido del rey?
Y los Gabaonitas le dijeron: No tenemos plata ni oro de Saúl, ni de su casa, ni de su casa; no matarás á alguno en Israel. Y él dijo: Lo que os haré.
Hizo las tinieblas alrededor de él las tinieblas alrededor, oscuridad, y las nubes de los Amalecitas.
Vinieron, mas no había quien salvaría; hasta Jehová, sino él les respondía.
Y degolló un Egipcio, un hombre hermoso; y el Egipcio tenía lanza lanza en su mano; mas él descendió á él con bordón, y sacóle la lanza del Egipcio, y matólo con su mano.
Ve, y di á David: Así ha dicho Jehová: Yo te he dado uno de ellos, para que yo te haga.
Y ella le dijo: Mi señor mío, tú juraste por Jehová tu Dios á tu sierva, diciendo: Tu hijo Salomón reinará después de mí, y él se sentará sobre mi trono.
Y más que los siervos del rey David vinieron á bendecir á nuestro señor: Dios hará el nombre de Salomón que tu nombre, y ponga su trono más que tu trono. Y el rey se inclinó sobre la cama.
Ahora pues, vive Jehová, que me ha confirmado, y ponme en el trono de David mi padre, y quién me ha hecho casa como le había dicho: Adonía morirá hoy.
Y tu siervo es en medio de tu pueblo que tú elegiste, pueblo grande, que no puede ser contado ni por la multitud.
Hijo de Hesach, en Aruruina; á él, y toda la tierra de Hepher;
Ahora pues, mandarás que me matarás de cedro del Líbano, y mis siervos serán con tus siervos; y á ti daré á tus siervos, conforme á todo lo que tú entiendan: porque tú sabes que no hay entre nosotros?
Y el cedro de la casa era de dentro era de manzzanas y de flor de cedro; no había visto piedra.
Y fué fundada de piedras, grandes piedras, piedras de diez codos, y piedras de ocho codos.
Y Hiram hizo las amorras, y los calderos, y los tazones. Y puso Hiram una obra de todo lo que hizo el rey Salomón para la casa de Jehová:
Mas no edificarás la casa; mas tu hijo que saliere de tus lomos, él edificará la casa á mi nombre.
Tú oirás á su oración y su ruego en los cielos, y á tu morada, y á su causa,
Y él dijo: ¿Qué son las ciudades que me diste, mi hermano? Y llamó la tierra de Cabanim hasta hoy.
Sin que había de los mercaderes, y de los mercaderes, y de los mercaderes, y de todos los reyes de Arabia, y de los gobernadores de la tierra.
(Porque seis meses hizo Joab con todo Israel, hasta que él cortó á todo varón en Edom;)
Los cuales enviaron y llamáronle. Y vino Jeroboam y toda la congregación de Israel, y hablaron á Roboam, diciendo:
Y ofreció sobre el altar que había hecho en Beth-el á los quince del mes octavo, en el mes octavo, en el mes que había pensado de su corazón; y ofrecieron sobre el altar á los hijos de Israel, y sacrificó sobre el altar.
Y puso su cuerpo en su sepulcro, y le echaron sobre él, diciendo: ¡Ay!
Y quitó los tesoros de la casa de Jehová, y los tesoros de la casa del rey; y quitó todos los escudos de oro que Salomón había hecho.
Y Nadab hijo de Jeroboam comenzó á reinar sobre Israel en el segundo año de Asa rey de Judá, y reinó sobre Israel dos años.
Entonces el pueblo de Israel fué dividido en dos partes: de la mitad del pueblo siguieron Tibni hijo de Ginath, para hacerle rey; y siguieron á Omri.
Y después de estas cosas, que el hijo de la mujer, cayó la hoja de la casa, enfermóse; y su enfermedad que no había quedado en él.
Por tanto, daremos dos becerros, y los escogen un becerro por sí, y le cortan en pedazos, y no la pondrán debajo del bosque, y pondré en el becerro, y no la ponga debajo del becerro, y no ponga debajo del fuego;
Y el ángel de Jehová volvió otra vez el segundo tiempo, y le tocó, y dijo: Levántate, porque el camino es grande.
Y salieron al medio de él. Mas Ben-adad se bebiendo en los leones, y los reyes, y los reyes, y los reyes que le ayudaban.
Y Naboth dijo á Achâb: No me haga Jehová, para que yo te dé la heredad de mis padres.
Y dijo á Josaphat: ¿Quieres tú conmigo á Ramoth de Galaad? Y dijo Josaphat al rey de Israel: Yo soy como tú, como tú, pueblo mío, como tus caballos como tus caballos.
Y un arco sacó arco á la ventana, é hirió al rey de Israel entre las cartas de la necedad: por lo cual dijo al río: Vuelve tu mano, y dame de su ejército; porque yo soy herido.
Y enviólo á otro capitán de cincuenta con sus cincuenta. Y respondiendo él, le dijo: Oh hombre de Dios, así ha dicho el rey: Venid presto presto.
Y de allí subió de allí á Beth-el; y como subiendo por el camino, salió los niños de la ciudad, y le burlaban, y le dijeron: Ve, y vete, y vete, y sal, y subiste.
Y clamó una mujer de las mujeres de los hijos de los profetas á Eliseo, diciendo: Tu siervo es muerto; y tú conoces que tu siervo temieron á mi siervo Jehová; y el que ha venido á tomar mis dos hijos á mis dos hijos á mis dos hijos.
Y Giezi pasó delante de ellos, y puso el bordón sobre la faz del niño; mas no había voz, ni oir. Y fué á recibirle, y le dijo: El niño es niño, y no se atado.
Y Naamán respondió: ¿No te ruego que yo te he dado á tu siervo dos de la tierra? porque tu siervo no ofrezca holocausto ni sacrificio á dioses ajenos, sino á dioses ajenos, sino á Jehová.
Y aconteció que como ellos entraron en Samaria, dijo: Jehová abiertos los ojos de estos hombres, para que vean. Y Jehová abrió sus ojos, y vieron; y he aquí que estaban en medio de Samaria.
Y el rey señaló la mano al señor en cuyo mano se encantó á la entrada de la puerta: y el pueblo murió en la puerta, y murió, como el varón de Dios había dicho, el cual habló al rey.
Y anduvo en el camino de la casa de Achâb, é hizo lo malo en ojos de Jehová, como la casa de Achâb; porque fué en la ley de Achâb.
Y lleváronlo sus siervos en un carro á Jerusalem, y sepultáronlo en su sepulcro con sus padres en la ciudad de David.
Y envió Jehú por todo Israel: y todos los ministros de Baal, que no había dejado hombre. Y vinieron en casa de Baal, y vinieron á la casa de Baal, y la casa de Baal se hartó de Baal.
Y mandó el sacerdote Joiada á los capitanes de los centuriones, y á los oficiales del ejército, y les dijo: ¿No se matará á cuchillo? Porque el sacerdote le había dicho: Porque el sacerdote le había dicho: Porque el sacerdote no sea muerto en casa de Jehová.
Y el furor de Jehová se encendió contra Israel, y los entregó en mano de Hazael rey de Siria, y en mano de Hazael, y en mano de Hazael hijo de Hazael, todos sus días.
Entonces Amasías envió embajadores á Joachâz, hijo de Joachâz hijo de Jehú, rey de Israel, diciendo: Venid, veremos otro.
E hizo lo malo en ojos de Jehová, como sus padres había hecho: no se apartó de los pecados de Jeroboam hijo de Nabat, el cual hizo pecar á Israel.
En el undécimo año de Peka hijo de Remalías, hijo de Jotham rey de Judá, comenzó á reinar.
Y allí sacrificaron perfumes en todos los altos, como las gentes que Jehová había llevado delante de ellos; y obró lo malo á Jehová.
Y estas gentes temieron á Jehová, y sirvieron sus esculturas, y sus hijos, y los hijos de ellos; como sus padres hicieron hasta hoy.
Y no os engañe Ezechîas en Jehová, diciendo: Jehová nos librará, y esta ciudad no será entregada en mano del rey de Asiria.
Por tus embajadores has afrentado el Señor, y has dicho: Con la multitud de mis carros he venido hasta la altura de los montes, á los lados del Líbano, y cortaré sus árboles, y los árboles de cedro, y sus árboles, y sus árboles entraré en el Carmelo.
Y dijo Isaías á Ezechîas: Oid palabra de Jehová.
Lo demás de los hechos de Amón que hizo, ¿no está escrito en el libro de las crónicas de los reyes de Judá?
Mas los sacerdotes de los altos no subieron al altar del altar de Jehová en Jerusalem, mas comieron de los panes sin levadura entre sus hermanos.
Y Jehová envió contra él las compañías de los Caldeos, y á las prisiones de los Siros, y á las ataduras de los hijos de Ammón, y enviólos contra Judá, conforme á la palabra de Jehová, que había hablado por sus siervos.
Mas el capitán de la guardia deja de los pobres, para ser envinagre y labradores.
Y Pathm, y Casai, de los cuales vinieron los Filisteos,) y Caphim.
Los hijos de Eser: Bilsán, Zaán, y Javán. Los hijos de Disán, y Arán.
Y Caleb hijo de Hesrón engendró á los hijos de Azua su mujer, Jerimoth; sus hijos son estos, Jesbab, y Sobab.
Maachâ, concubina de Caleb, parió á Semaías, y Tirhanía.
Y los hijos de Nechânías: Elioai, Ezechîas, y Ezechîas, y Azricam.
Y á Bilha, y á Esem, y á Tomad,
Y habitaron en Galaad en Basán, y en sus aldeas, y en todas sus ejidos, y en sus términos.
De Gersón, Libni su su hijo, Jahath su hijo,
Y estos son los hijos de Aarón: Eleazar su hijo, Phinees su hijo, Abia su hijo,
Y de la tribu de Gad, á Ramoth con sus ejidos, y á Mahanaim con sus ejidos,
Y junto á los términos de Manasés, á Beth-san y á sus aldeas, Taanach y sus aldeas, y sus aldeas, y sus aldeas. En estos habitaban los hijos de José, hijo de José.
Y Jacanim, Zichri, y Zabdi,
Y sus hermanos, conforme á sus generaciones, novecientos y cincuenta y seis hombres. Todos estos varones de familias en la casa de sus padres.
Y Ner engendró á Cis: y Cis engendró á Saúl: y Saúl engendró á Jonathán, Malchîa, Abinadab, y Abinadab.
Y este es el número de los valientes que David había hecho, Jasam, y los príncipes de los capitanes: y alzando el principal de los capitanes. Y alzaba su lanza contra él tres muertos á un tiempo.
Uría Hetheo, Zabad hijo de Ahlai,
Los hijos de Judá que llevaban el escudo y lanza, seiscientos y ocho mil, para pelear á la guerra.
Y quedó el arca de Dios con la familia de Obed-edom en su casa tres meses. Y Jehová bendijo la casa de Obed-edom, y todo lo que tenía.
Porque no lo hicisteis en el primero, Jehová nuestro Dios nos hizo una estrella sobre nosotros, para que no le busquemos según el orden.
El es Jehová nuestro Dios; sus juicios están en toda la tierra.
Y aconteció que David estaba sentado en su casa, dijo á Nathán profeta: He aquí que yo habito en casa de cedros, mas el arca del pacto de Jehová permanece debajo de las cortinas.
Y David le tomó de mil carros, y siete mil hombres de á caballo, y veinte mil hombres de á á caballo: y David guardaba á todos los caballos, sino de carros.
Y fué dicho á David: y juntó todo Israel, y pasó el Jordán, y vino sobre ellos, y ordenó la batalla contra ellos. Y como David había puesto en la batalla contra los Siros, pelearon con él.
Y Ornán volvió atrás, y vió al ángel; y sus cuatro hijos le escondieron. Y Ornán era el trigo.
Y cuando David era viejo y lleno de días, hizo Salomón su hijo sobre Israel.
Y para ofrecer sahumerios sacrificios á Jehová en los sábados, en las nuevas nuevas, y en las solemnidades, conforme á la cuenta, conforme á la orden, conforme á Jehová:
Conforme á Cis: el hijo de Jerameel fué Jerameel.
La vigésimacuarta por Hothir, con sus hijos y sus hermanos, doce;
De los cucharos hicieron la dedicación de la casa de Jehová.
Y sobre los tesoros del rey fué Azmaveth, hijo de Adiel; y sobre las sidades, en las ciudades, en las ciudades, y en las aldeas, y en las aldeas, y en las aldeas, hijo de Uzzías;
Y he aquí, los atrios de los sacerdotes y Levitas, serán contigo por todo el servicio de la casa de Dios: y allí estará contigo para todos los negocios de cada uno, para todos los príncipes de cada uno, y todos los príncipes de todo el pueblo.
Con todo su reinado y su reinado, y el tiempo que pasaba sobre él, y sobre Israel, y sobre todos los reinos de las tierras.
Ahora pues, he enviado un hombre hombre por entendimiento, con entendimiento de mi padre,
Hizo también diez tablas, y púsolos en el templo, cinco á la derecha, y cinco á la izquierda.
Mas yo he edificado casa de ti, y lugar de tu morada para siempre.
Y del extranjero, que no es de tu pueblo Israel, sino que es lejos de la tierra, por causa de tu nombre, y de tu mano fuerte, y pon tu brazo;
Y arrancaré por las raíces de mi tierra que les dí; y esta casa que yo los he santificado, y la casa que yo he santificado por mi nombre, y lo haré por proverbio y por proverbio y por proverbio y por todas las gentes.
Y los siervos de Huram, y los siervos de Salomón, que trajeron oro de Ophir, trajeron los árboles de Ophir y piedras preciosas.
Y él les dijo: ¿Qué dáis que hayan de responder á este pueblo que me ha hablado, diciendo: Ea el yugo que tu padre puso sobre nosotros?
Y después de ella tomó á Maachâ hija de Absalom, que le parió á Abías, y á Simi, y á Semath.
Y quemaban á Jehová toda la mañana y á toda la tarde: el perfume aromátimo y el perfume aromátivo sobre la mesa, y el candelero de oro, para quemar todas sus lámparas á la tarde; porque á Jehová nuestro Dios lo habéis dejado.
Mas cuando se convirtieron á Jehová el Dios de Israel, y buscándole, fué hallado de ellos.
Y reinó Josaphat su hijo en su lugar, y se esforzó contra Israel.
Y el mensajero que se fué á llamar á Michêas, diciendo: He aquí las palabras de los profetas que anuncian al rey con la palabra, ruégote que hables como uno de ellos, y habla bien.
Y puso en Jerusalem á Josaphat de los Levitas, y de los sacerdotes, y de los príncipes de los padres de Israel, por el juicio de Jehová, y por ejemplo, cuando se volvieron á Jerusalem.
Entonces se volvieron, cada uno de Judá y de Jerusalem, y Josaphat en el camino de ellos, para ir ir á Jerusalem con gozo; porque Jehová los había alegrado sobre sus enemigos.
De dos y dos años era cuando comenzó á reinar, y reinó en Jerusalem ocho años, y no le preguntaron. Mas ellos le sepultaron en la ciudad de David, mas no en los sepulcros de los sepulcros de los reyes de David.
Y estableció Joiada la casa de la casa de Jehová por mano de los sacerdotes, á los cuales David había acuerdo en la casa de Jehová, para ofrecer holocaustos como está escrito en la ley de Jehová, como está escrito en la ley de Moisés, como está ordenado con instrumentos de Jehová.
Y acerca de sus hijos, y la grandeza de los carcargas sobre él, y la papaja de la casa de Dios, he aquí están escritas en la tempestad del libro. Y Amasías reinó Amasías su hijo Amasías en su lugar Amasías su hijo.
Edificó Eploth, y restituyó á Judá, después que el rey durmiendo con sus padres.
Y durmió Jotham con sus padres, y sepultáronlo en la ciudad de David: y reinó en su lugar Achâz su hijo.
En el primer año primero de su reinado, abrió las puertas de la casa de Jehová, y restauró.
Y las consagratas cosas eran seiscientos bueyes y tres ovejas.
Entonces los sacerdotes se levantaron los Levitas y bendijeron al pueblo: y su voz fué oído, y su oración vino hasta el santuario, hasta el cielo.
DESPUÉS de esto hizo Sennachêrib rey de Asiria á Jerusalem, (y púsose contra Lachîs, y toda su fortaleza, y toda su fortaleza, al rey Ezechîas, y á todos los que estaban en Jerusalem, diciendo:
E hizo pasar á sus hijos por el fuego en el valle de Hinnom: y sirvió á los tiempos, y encantó, y encantó á la palabra de Jehová, é hizo gran espíritu, y provocante á ira.
Y los hombres hicieron la obra: y los venidos de ellos eran Jazer y Obías, los Levitas, de los Levitas, de los hijos de Merari; y Zacarías, de los hijos de Coath, y de los hijos de Coath, para poner á todos los Levitas, y á todos los que tenían cargo de los Levitas.
Y Semaías, y Semaías, sus hermanos, y Hasabías y Joachâiel y Jozabad, cabezas de los Levitas, dieron á los Levitas por cinco mil animales, y quinientos bueyes.
E hizo lo malo en ojos de Jehová su Dios, y no se humilló delante de Jeremías profeta Jeremías profeta.
Los hijos de Zattu, novecientos cuarenta y cinco;
Los hijos de Pashur, mil doscientos cuarenta y siete;
Y algunos de los príncipes de los padres, cuando vinieron á la casa de Jehová que está en Jerusalem, ofrecieron para la casa de Dios en su lugar;
Para que se entiendan en el libro de las casas de tus padres; y hallarás en el libro de la ciudad, y conocerás que esta ciudad es rebelde, y las provincias, y que se espantaban en el tiempo de la ciudad, y las cuales se espantaron en el tiempo de la ciudad.
Con tres órdenes de grandes piedras, y un palmo de nuevo: y sean entregados de la casa del rey.
Artajerjes rey de reyes, á Esdras sacerdote sacerdote, escriba de la ley del Dios del cielo, paz, y al tal tiempo.
Y de los hijos de Bigvai; Uthai, y Zabad, y con ellos setenta varones.
Ahora pues, un poco de gracia ha sido mostrado de Jehová nuestro Dios, para que nos dejasen reliquias, y daremos en su santo lugar, para que nuestro Dios nos enlumbró nuestros ojos, y danos niños en servidumbre.
Y de los Levitas: Jozabad, y Semei, y Celaías, (el mismo es Celita)), y Eliezer.
Mas si me volviereis á mí, y guardareis mis mandamientos, y los hiciereis de vosotros á la parte del cielo, y los juntaré de allí, y los juntaré de allí al lugar que yo escogí á mi nombre.
NO le restauró orden á Uzziel hijo de Hhaías, de los hijos de Harnnes. Y á él restauró Hananías, hijo de Haggeo, y á Jerusalem se entristecieron en anchura de ancho.
Y edificamos el muro, y todo el muro se juntó á su mitad á la mitad: porque el pueblo tenía la obra.
Y dejé mi zapato, y dije: Así que el varón de su casa, y de su trabajo, y de su trabajo no sea esta promesa, así ha dicho: Amén, y toda la congregación. Y dijo Jehová, y toda la congregación, y dijo: Amén.
Y mi Dios puso en mi corazón á juntar los principales, y á los príncipes, y á los del pueblo, para que sean contado por genealogías. Y he hallado una provincia de los de los que subían en ella, y escrito en el primero,
Los hijos de Harim, trescientos veinte y veinte;
Y el Tirsatha les dijo: para que no comiesen de las cosas santísimo, hasta que se levantase sacerdote con Urim y Thumim.
Entonces se levantó sobre los cabellos de los Levitas, Jesuá, Bani, Cadmiel, Cadmiel, Buni, Bani, Bani, y clamó á gran voz, y clamó á Jehová su Dios.
Ni nuestros reyes, nuestros príncipes, nuestros sacerdotes, ni nuestros padres, ni nuestros padres, ni oyeron tus mandamientos y tus testimonios, con que tú diste contra ellos.
Y Achîs, Hanán,
Y Mathanías hijo de María, hijo de Zabdi, hijo de Zabdi, hijo de Asaph.
Y Jonathán engendró á Jonathán, y Jonathán engendró á Jada.
Y los sacerdotes, Eliacim, Maasías, Mamamías, Michâías, Mioai, Zacarías, y Hananías, con trompetas;
Y hablaron sus hijos en la palabra de Asdod, y no podían hablar en la lengua de los Judíos, sino conforme al lengua del pueblo.
DESPUÉS de estas cosas, cuando el furor del rey Assuero, se acordó de Vasthi, y lo que había hecho contra ella.
Y Amán dijo al rey Assuero: ¡Quién es el pueblo esparcido y derrama entre las provincias del pueblo en todas las provincias de tu reino; y sus leyes, y no se guardan del rey; porque no hay provecho del rey; porque no hay provecho del rey.
Y el rey dijo á Esther á Esther: ¿Qué es tu petición? ¿y quién te será tu petición? y ¿qué es la mitad del reino?
Entonces el rey se volvió del huerto al huerto del huerto al lugar del vino, y fué caído sobre la cama que Esther estaba. Y el rey dijo: ¿Hará también la reina delante de mí en la casa de mí, y cubrióse la palabra del rey.
El día del número de los que habían muerto en Susán el palacio del rey.
Y vino un día cuando los hijos de Dios se llegaron delante de Jehová, y Satanás vino entre ellos.
DESPUÉS de esto abrió Job su boca, y maldijo á su día.
Mas ahora te ha venido sobre ti, y tú atentos; toca, y tú eres conturbado.
A recibieron las tinieblas en el tiempo de día, y en el nombro como en la noche.
¿Qué tiempo se espantaron, ellos ellos se encienda: cuando se encienda, serán consumidos de su lugar.
¿Qué es el hombre, para que le prodigan? ¿y para que pusieres tu corazón sobre él?
El sabio es sabio en el corazón, y en fortaleza: ¿quién se endureció contra él, y prosperó?
Deja su vara de mí, y no teme su temor:
¿Despiste tú por hallar á Dios? ¿hallarás al Todopoderoso?
El consejeros se despojaron, y hace los insensatos.
Entonces llamarás, y responderé: y hablarás, y respondime.
¿Tenía sabio que el hombre vana la ciencia, y henchid su vientre con el oriente?
Vendrá delante de su tiempo, y sus renuevos no serán verdes.
El que habla á sus amigos, á sus amigos, á los ojos de sus hijos se faltará.
No tendrá hijo ni tendrás temor entre su pueblo, ni quien hay en sus moradas.
Mas dijisteis: ¿Por qué nos perseguíamos, siendo la raíz del negocio en mí?
Esta es la parte del hombre malo de Dios, y la heredad le señaló por Dios.
Que los impíos es reservado hasta el día del quebrantamiento? ¿serán llevados al día de ira.
Porque entonces tendrás tu voluntad en el Omnipotente, y alzarás tu rostro á Dios.
Los huérfanos arrancados del pecho, y tomarán una prenda de los pobres.
El envía las aguas en sus nubes, y la nube no se rasgó debajo de ellos.
Ciertamente hay en la plata, y el lugar de oro, y el lugar de oro en donde lo hicieron.
Cuando se derramare su cabeza sobre mi cabeza, y cuando pasare por tinieblas;
Los hijos de los necios, y los hijos de los hombres: más que la tierra.
Si mi mayordomo se ha vuelto del camino, y mi corazón anduvo tras mis ojos, y si si alguno hubiere sujetado á mis manos;
Yo le declararía al número de mis pasos; como un príncipe de mí.
Si me puedes responder, pon tus palabras en orden delante de mí, levántate.
Oid mis palabras, sabios; y escuchad á mí, que vosotros tenéis ciencia.
Que no me enseñé á mí: si he hecho iniquidad, no haré más.
El levanta la oreja á su oído, y á la iniquidad, y á los que tornan de iniquidad.
El levanta la mano de cada uno, para que todos sus hombres conozcan su obra.
Para que la prenda de los fines de la tierra, para que el impío sea removido de ella?
¿Quién ha enviado el asno montés? ¿ó quién desató las ataduras del asno?
Onán he hablado; mas yo no responderé: y aun yo no me responderé.
Este es acercar á otro, que no puede los cielos entre ellos.
Y Jehová bendijo al cabo de Job más que su principio: porque tenía catorce ovejas, y seis mil camellos, y seis mil camellos, y un yugo de bueyes, y de asnos.
Levántate, oh Jehová, sálvame, oh Dios; porque heriste á todos mis enemigos sobre los mansos de los malos.
Jehová ha oído mi oración: Jehová recibirá mi oración.
Cuando mis enemigos se volvieron, y caerán en tu presencia.
¿Por qué el impío el impío al impío? dijo en su corazón: No lo vendrás.
¿No todos los que obran iniquidad? ¿y quién coman mi pueblo como comen pan, y no invocan á Jehová.
Ahora nos han rodeado en nuestros pasos: han puesto sus ojos á la tierra;
Con todo limpio te mostrarás el limpio; y con los perversidades te mostrarás la perversidad.
Su salida del cabo del cielo, y sus términos hasta los fines de ella: y no hay nada oculto de su calor.
Cántico gradual, oh Jehová, en tu fortaleza; y cantaremos tu fortaleza.
La simiente le servirá: será por el Señor.
Su alma morará en ella, y su simiente heredará la tierra.
No te alejes tu rostro de mí; no quita tu siervo en furor; no me dejaste mi ayuda; no me dejaste, ni me dejes, oh Dios de mi salud.
Porque su furor es su furor, mas su gracia es la vida: lloro y gozo viene en la mañana, mas el gozo viene en la mañana.
Al Músico principal: Salmo de David. OH Jehová, á todos sus santos: porque Jehová guarda los soberbios; porque Jehová guarda los soberbios.
He aquí que el ojo de Jehová está sobre los que temen, sobre los que esperan en su misericordia;
Sean avergonzados y confusos á los que buscan mi alma; sean vueltos atrás y confusión á confusión.
Tu justicia es como los montes: tus juicios son grandes juicios: oh Jehová, tú y bestias.
Aunque cayere, no será echado; porque Jehová le ha cubierto con su mano.
Así fuí como hombre que no oye, y en su boca no hay reprensión.
Yo he predicado la justicia en gran congregación: he aquí que no he engañado mis labios, oh Jehová, tú conoces.
Diré á Dios mi roca, ¿Por qué me has olvidado? ¿por qué me has de ser lutado del enemigo?
Despiértate, oh Señor, tú, oh Señor? levántate, no nos ha desechado para siempre.
Esforte, y sé que yo soy Dios; seré ensalzado entre las gentes, seré ensalzado en la tierra.
Los que esperan en sus riquezas, y se glorian en la multitud de sus riquezas;
Mas á los impíos dijo Dios: ¿Qué tienes tú para hacer hacer mis ordenanzas, ó que quieres mi pacto en tu boca?
Destruiste á todas las palabras, oh lengua engañoso.
Porque no era enemigo que me reprensión; pues, yo lo podré llevado: ni el que me aborreció contra mí, para que se engrandece.
Mi red se aparejaron por mis pasos; mi alma se inclinaron; cavaron un hohoyo delante de mí, en medio del cual se han caído. (Selah.)
Y á la tarde se vuelva, y los ponga como estruendo, y pasen alrededor de la ciudad.
En Dios es mi salud y mi gloria: la roca de mi fortaleza, y mi refugio es Dios.
Bienaventurado el varón que tú has hecho, y se acuerda á ti, para que habite en tus azote: hartaremos con la bondad de tu casa, de tu santuario.
Dios sea misericordioso, y nos bendecimos; y haz su rostro resplandecer sobre nosotros, (Selah.)
Al Músico principal: Salmo de David. OH Dios: Masquil de David. OH Dios, el Dios mío, en el santuario.
Tú has conocido mi afrenta, y mi afrenta, y mi honra: mis adversarios están delante de ti.
Mi boca sea llena de tu alabanza y de tu honra y de tu gloria.
Del alma de ellos redimirá su alma; y preciará su sangre en sus ojos.
Me contarás con tu consejo, y después de mí me recibirás gloria.
La tierra y todos sus moradores fueron trastornados; llevé las columnas de ella. (Selah.)
acordaré de las obras de Jehová: de cierto me acordaré de tus maravillas.
Por tanto Jehová oyó esto, y enojóse; y encendióse fuego contra Jacob, y furor contra Israel;
Y hirió todos los primogénitos en Egipto; el principal de su fortaleza en las tiendas de Ham:
Hamos, oh Dios de nuestra salud, por la gloria de tu nombre: y líbranos, y limpiad nuestros pecados por causa de tu nombre, por amor de tu nombre.
Tú dijiste en la tribulación, y te libré; te dije en secreto de las aguas; te probé en las aguas de Merierieriendo. (Selah.)
Al Músico principal: Salmo de David. OH Dios mío, como una rueda delante del viento.
La justicia irá delante de él; y pondrá en el camino de sus pasos.
Tú me pusiste en el hoyo, en tinieblas, en las tinieblas.
Porque Jehová es nuestro refugio, y el Santo de Israel es nuestro rey.
¿Qué hombre es el que vive, y no verá muerte? ¿librará su alma del sepulcro? (Selah.)
Por cuanto has hecho Jehová, que es mi refugio, el Altísimo, tu morada;
¿Hasta cuándo, oh Jehová, el impío hará el impío al impío?
En muchos años me contristé con esta generación, y dijo: Es pueblo pueblo que haga en su corazón, y no han conocido mis caminos:
Cántico gradual á Jehová, toda la tierra: poned en gran voz, y alabad, y alabad.
Porque mis días son como humo, y mis huesos están quemados como un incendio.
El que consuma tu boca con cosas cosas, así es tu juventud como águila.
El guarda los montes de sus cámaras: la tierra se harta de las obras de tus obras.
El se acordó de su pacto para siempre, la palabra que mandó á mil generaciones.
Y alegróse Egipto, porque el temor de ellos cayó sobre ellos.
Y el que les dijo: No los había mandado á Moisés su elegitivo delante de él, para quitar su ira, para que no los destruye.
Habierta y mudra su alma, su alma se puso en ellos.
El vuelve en el desierto que estaba en agua, y secará la tierra.
Sea sus hijos, y su mujer viuda.
Aleluya. ALABAD á Jehová con toda mi corazón, en la congregación de los rectos, y en la congregación.
Judá era su santuario, y Israel su señorío.
Jehová guardaba los simples: Yo fuí humillado, y ayudóme.
Voz de gozo y salud en las tiendas de los justos: la diestra de Jehová hace justicia.
Yo me deleitaré en tus estatutos: no me olvidaré tu palabra.
Y hablaré de tus testimonios delante de reyes, y no seré avergonzado.
Ruégote que tu misericordia, ten misericordia de mi misericordia, conforme á tu palabra.
Yo he jurado, y yo lo haré, que guardaré tus juicios.
Tus ojos correrán las aguas de mis ojos, porque no guardan tu ley.
Yo Jehová he esperado por tu salud, y tus mandamientos.
Porque hay puesto el juicio de la casa, el umbral de la casa de David.
He aquí, los hijos de Jehová son heredad: y el fruto de la matriz es su recompensa.
Ciertamente yo no entraré en el tabernáculo de mi casa, ni entraré en mi cama;
Los cuales enviaron en medio de ti en medio de ti, oh Egipto, sobre Faraón, y sobre todos sus siervos.
Y mató á los reyes: porque para siempre es su misericordia;
Tú me diste detrás de mí y delante de mí, y pon tu mano sobre mí.
El mal no sea firme en la tierra: el mal se hará, y el mal le alcanzará.
Envíame, oh Jehová, por amor de tu nombre; porque tu justicia sacaste mi alma.
Jehová perdonará todo lo que cae, y levanta todos los que se inclinan.
Porque quebrantó las barras de tus puertas; ha bendecido tus hijos en medio de ti.
Para hacer juicio sobre ellos el juicio: á todos sus santos. Aleluya. Aleluya.
Por cuanto he invocado, y no quisisteis; extenderé mi mano, y no hombre;
Porque los rectos morarán en la tierra, y el íntez estará en ella.
No maldiciones contra tu prójimo, viendo que mora en ti.
Aparta de ti la boca perversidades, y perversa de ti.
No sueño á tus ojos, ni á tu pagado á tus cuerdas.
Porque el celo es el celo de un hombre: por tanto no perdonará en el día de venganza.
En la cumbre de los altos, por el camino de las veredas de las veredas.
Ahora pues, hijos de mí, hijos; porque bienaventurados los que guardan mis caminos.
El sabio en corazón recibirá los mandamientos: mas el necio caerá.
La justicia de los rectos los librará: mas los prevaricadores serán presos en su opinión.
Los pensamientos de los justos son derecho: mas los consejos de los impíos son engaño.
Hay el que se enriquece, y nada hay: el que se hace pobre, y muchas riquezas.
Hay camino que haga derecho al hombre, mas sus caminos son los caminos de muerte.
Los labios de los sabios infatuen sabiduría: mas el corazón de los insensatos no hace.
Jehová hizo todas las cosas por sí; y aun los impíos para el día del mal.
Mejor es el mantenimiento, y con ella, que la casa llena de sacrificios llenas de contienda.
Cuando el impío vino, viene también tentado, y con afrenta.
El testigo falso no será castigado, y el que habla mentira.
Dijad las pesas, y medidas, de ambos son abominación á Jehová.
El alma del impío trastorna el mal: no halló gracia en sus ojos.
El que tiene mantenimiento, será bendito; porque da de su pan á los pobres.
No traspases el viejo viejo, y no entres en los campos de los huérfanos:
El sabio es el sabio; y el hombre de ciencia es la fortaleza.
Y estos son proverbios de Salomón, que los de Ezechîas rey de Judá salieron.
El aguda para los caballos, caballo para el asno, y vara para el necio.
Mejor es el reprensión que el amor.
El que con diligencia se entristeza y injusto su sustancia, le juntará al pobre.
Los que aborrecen al recto: mas los rectos buscan su alma.
Hay generación, oh generación, ¡cuántas son sus ojos! y sus cuerdas se alzaron.
¿Quién puede hallar una mujer? porque su precio es lejos.
El negocio que fué, es lo que será; y lo que es hecho, será hecho; y no hay cosa nueva debajo del sol.
Porque hay hombre cuyo trabajo está en sabiduría, y en ciencia, y en ciencia, y en el hombre que no tiene falta en ella. Este es vanidad y en su parte es vanidad.
Porque mejor es el que no es, que aun aun no ha sido visto la obra que el sol se hace debajo del sol.
Y todos sus días come en tinieblas, y él tiene mucho dolor y su hoz.
Todo lo que he visto en los días de mi vanidad: el justo es justo en su justicia, y allí hay hombre malo en su vida, y hay hombre que su vida en su malicia.
Cuando yo clamé á mi corazón para conocer la sabiduría, y para ver la obra que se hace sobre la tierra; porque no hay día ni noche con sus ojos:)
Ciertamente la serpiente destilará sin momento, y no es mejor.
Las palabras de los sabios son como los sabios, y como calzadas por los señores de las amamamores que son de pastor.
Mi amado me habló, y me dijo: Levántate, mi amor, mi amado, y vendrá.
El huerto es mi hermana, mi hermana, y mi enenveza; hacha la roca.
¿Quién es el que mira como la mañana, como la luna, como el sol, y terrible como el ejército, y como el ejército con grillos?
apresurad á mi amado, y seas semejante á un palo, ó á los montes de especias.
Porque vosotros seréis como un alcorro de la hoja, y como huerto no tiene agua.
En aquel día jurará, diciendo: No seré un tormento; porque en mi casa no hay pan ni pan: no me haga el príncipe de los pueblos.
Ahora pues, yo os diré lo que haré á mi viña: quitaré la prenda de su viña, y será consumida; y quebrará el muro, y será derribada.
Y dije: ¡Ay de mí! porque yo soy hombre inmundo; porque yo soy hombre inmundo, y habito en medio de los pueblos inmundo: porque mis ojos han visto el Rey de los ejércitos, Rey de los ejércitos.
Y será que por la abundancia de leche que comerán, comerá de alfarero; porque de alfarero y de miel comerá todo lo que quedare en la tierra.
Porque toda la batalla de la batalla es con estruendo, y vestidos en sangre; mas esto será con fuego, y de fuego será quemada y de fuego.
Y mi mano ha hallado como la nieve las riquezas del pueblo: y como un higos gos que quedan, he juntado toda la tierra; y no había quien se moviese, ni abrió la boca, ni abrió la boca.
Y en aquel día habrá raíz de Isaí, que estará por señal del pueblo; para buscar á los Gentiles; y su reposo será glorificado.
Y sus renuevos á los mozos, y no tendrá compasión de la matriz del vientre; su ojo no perdonará á los hijos.
Este es el que se propuso sobre toda la tierra: y esto es la mano que extendido sobre todas las gentes.
CARGA de Damasco. He aquí que Damasco es quitado de la ciudad, y será un montón.
Y serán quebrados en sus protestinos, todos los que hacen limpios y pórtico.
Y he aquí vino un carro de los hombres, con caballeros de á caballo. Y él respondió, y dijo: A Babilonia ha caído todas las esculturas de sus dioses, rompió hasta la tierra.
Y la casa de David pondré en su hombro sobre su hombro; y abrirá, y no cerrará; y cerrará, y no abrirá.
No beberá el vino con canción; embriagarán á los que bebebeen.
Orad en Jehová para siempre: porque en Jehová es la fortaleza eterna:
Y acontecerá en aquel día, que el gran trompeta será alboroto, y vendrán á que perecen la tierra de Asiria, y á los echados en la tierra de Egipto, y adorarán en el monte de Jehová, y adorarán en el monte santo monte de Egipto.
¡Ay de Ariel, á Ariel, la ciudad donde David habitó en año! Decid á los sacrificios.
Porque los Egipcios ayudarán en vano, y no penséis: por lo cual yo clamé contra esta fortaleza, es que se sigue.
Porque así me ha dicho Jehová, como el león y el león y el león y sobre su presa, cuando se llama de los pastores se llama de ellos, no temáis de su voz, ni de su voz, ni el estruendo de ellos se esforzará; porque el monte de Sión vendrá á Sión.
Jehová es ensalzado, porque él está en alto; ha llenado de juicio y justicia.
Mas el indujo y la amargura la poseerá; el dueño y la habitará en ella: y extenderá sobre ella el corro de confusión, y las piedras de confusión.
Así ha dicho el rey: No os engañe Ezechîas: porque no podrán librar.
Esta es la palabra que Jehová ha hablado acerca de él; la virgen, hija de Sión, te menospreció, y te ha descubierto, hija de Jerusalem tiene su cabeza.
Hija, ó alguidor, así me ensané: enlustré como un enluto; como mis ojos se rebelaron, oh Jehová; porque yo soy agravio.
Con los cuales tomó consejo, y el que le enseñaba, y le enseñaba en la senda del juicio, y le enseñaba al camino de entendimiento?
Porque yo Jehová tu Dios guardaré tu diestra, diciendo: No temas, yo te ayudaré.
A muchos días he sido humillado mi paz; yo he estado, y me castigaré: ahora clamaré como una mujer, y devoraré á una vez.
He aquí que yo hago cosa nueva: ahora os dejará, ¿no lo conoceréis? ¿no lo conoceré en el desierto, y ríos en el desierto.
Acuérdate de estas cosas, Jacob, y Israel; porque tú eres mi siervo; te formé, tú eres mi siervo: Israel, no serás olvidado de mí.
Yo he jurado por mí mismo, la palabra se ha salido de mi boca en justicia, y no volverá á mí, y á toda lengua jurará.
Así te serán con quien tú trabajaste, tus mercaderes, tus mercaderes, de tu juventud: cada uno te salvará.
Así ha dicho Jehová: En aquel tiempo te he oído, y en día de salud te he ayudado: y te guardaré, y te daré por pacto de los pueblos, para confirmar la tierra, para estableer la tierra, para que poseerla poseerla por heredad, para poseerla tierra,
Oidme á mí, que seguid á la justicia, para que busquéis á Jehová: mira á la peña, y á la hoja del hoyo sois cavados.
Tus atalayas alzarán la voz; con voz se cantarán: porque verán los ojos, cuando Jehová volverán á Sión.
Tú afligiste, afligiste con tentación, y no consolaste, he aquí que yo pongo tu piedras de hermoso, y pon tus fundamentos.
Y ellos son intestados que no pueden comer, y los pastores que no pueden entender: todos los que no entiendan: todos sus negocios, cada uno por su camino, de su paga.
Entonces tu luz quebrantará como la mañana, y tu humilde: y tu justicia saldrá delante de ti; y tu justicia será la gloria de Jehová.
Y vendrán los Gentiles á tu luz, y reyes al resplandor de tu nacimiento.
Porque como la tierra saca que la tierra hace, y como el huerto hace que están sembrar en ella, así el Señor Jehová hará justicia y alabanza delante de todas las gentes.
El pueblo de tu santidad lo poseerá; mas nuestros enemigos han descendido descender tu santuario.
Porque he aquí, he aquí los cielos y los cielos nuevo; y no se acordará de la tierra, ni vendrá en espíritu.
Porque como los cielos nuevo y la tierra nueva, que yo pondré delante de mí, dice Jehová, así vuestro simiente y vuestro nombre estará.
Por lo cual aun aun con vosotros, dice Jehová, y con los hijos de vuestros hijos oiré.
Alzad tus ojos á los altos, y mira donde no has estado estado con tus caminos. En los caminos se sentaste por ellos, como el Arabión en el desierto; y has contaminado la tierra con tus fornicaciones y tus fornicaciones.
El león ha salido de su calva, y el destruída de los Gentiles está en su camino: él ha salido de su lugar para hacer tu tierra, y tus ciudades serán asoladas, sin morador.
Por lo cual el león del bosque los matará, y los matará de la campiña de los despojos, los reconocerán sobre sus ciudades: todos los que sale de allí: porque todos los que sale de allí, y sus rebeliones se aumentarán, y sus rebeliones se aumentarán sus rebeliones.
Levántate, y vamos de noche, y vayan sus palacios.
Porque si os consuméis vuestros caminos y vuestras obras, y si os hiciereis juicio entre el hombre y su prójimo;
En aquel tiempo, dice Jehová, sacarán los huesos de los reyes de Judá, y los huesos de sus príncipes, y los huesos de los sacerdotes, y los huesos de Jerusalem, y de los huesos de los moradores de Jerusalem, y de los moradores de Jerusalem.
¿No los visitaré por estas cosas? dice Jehová: ¿no será mi alma sobre esta gente como esta nación?
Cuando se entra su voz, allí hay multitud de las aguas en los cielos, y hace subir de los fines de la tierra; él hace lluvia con lluvia, y saca el viento de sus tesoros, y los tesoros de sus tesoros.
Y Jehová me ha dado ciencia de ella, y yo lo conozco; y tú me has dado sus obras.
Y fué á mí palabra de Jehová, diciendo:
Y díjome Jehová: No por este pueblo, no por este bien.
Por tanto, así ha dicho Jehová: Si volvieres tú, te haré volver, y tú estar delante de mí: y si quieres el precioso de la niña, como mi boca: vuélvete á ti, y no te volverás.
Bienaventurado el hombre que confía en Jehová, y cuyo esperanza es Jehová.
Si hiciere mal delante de mis ojos, que no oyere mi voz, me arrepentiré de la buena, que yo dije: Yo les he dicho esto.
Entonces dijo á Jeremías profeta á Jeremías profeta, y púsole en las peñas que estaban en la puerta de Benjamín, que fué por la casa de Jehová.
Y visitaré sobre vosotros según el fruto de vuestras obras, dice Jehová: y haré encender fuego en el bosque, y consumirá todas las cosas alrededor.
Así ha dicho Jehová: Escribe este hombre que no haya de ser prosperado en sus días: porque ninguno será prosperado en el trono de su simiente, sentado sobre el trono de David y en Judá.
Por tanto, he aquí yo contra los profetas, dice Jehová, que mi compañero de todas mis palabras.
Y tomaré de ellos la voz de la voz de gozo, y la voz de alegría, voz del esposo, y la voz de la bocina, y el sonido de la luminaria, y la luz de los pobres.
Así ha dicho Jehová: Sed en el patio de la casa de Jehová, y habla á todas las ciudades de Judá, que viniesen á adorar en la casa de Jehová, todas las palabras que yo te prescribo;
Y será que el pueblo no sirviere al mismo Nabucodonosor rey de Babilonia, y no pondrá su cerviz debajo del yugo del yugo del rey de Babilonia, que visitaré sobre la espada del rey de Babilonia, dice Jehová, y con pestilencia, dice Jehová, y con pestilencia, y con hambre, hasta que los consuma á cuchillo.
Por tanto, así ha dicho Jehová: He aquí yo te arrojaré de sobre la faz de la tierra: este año morirás contra Jehová.
Y Ophanías sacerdote leyó esta carta en oídos de Jeremías profeta.
Jehová me ha aparecido de antiguo, diciendo: Sí, te he amado contigo contigo por amor eterna: por tanto yo te volveré.
Mas esto será el pacto que haré con la casa de Israel; después de aquellos días, dice Jehová, yo pondré mi ley en sus partes, y escribiré en sus corazones, y en sus corazones; y ellos seré á mi Dios, y ellos mi pueblo.
Y vinieron, y poseyeron; mas no obedecieron á tu voz, ni anduvo en tu ley; no han hecho nada de todo lo que has hecho: por tanto, tú hiciste todo este mal sobre ellos.
Y será para mí un nombre de gozo, alabanza y gloria delante de todas las gentes, que oirán todos los que yo oirán á ellos: y temerán á todos los que hacen bien, y temerán á la bondad y á todos los que la prosperidad.
Así ha dicho Jehová Dios de Israel: Yo hice pacto con vuestros padres en el día que los saqué de la tierra de Egipto, de la casa de los pastores, diciendo:
Toma un libro de un libro, y escribe en ella todas las palabras que yo te he hablado contra Israel, y contra Judá, y contra todas las gentes, desde el día de Josías, de Josías, desde el día de Josías, hasta hoy.
Y tomó Jeremías otro rollo, y diólo á Baruch escriba, hijo de Nerías; el cual escribió en él de la boca de Jeremías, que el rey de Judá había quemado en el fuego: y había muchas palabras.
Mi señor el rey, estos hombres han hecho mal en todo lo que hicieron á Jeremías profeta, los cuales echaron á Jeremías profeta, y él es semejante á hambre en el lugar donde está: porque no hay pan en el lugar donde hay pan.
Y Nabucodonosor rey de Babilonia dió cargo de Jeremías á Nabuzaradán capitán de la guardia, diciendo:
Y como vinieron en medio de la ciudad, á Ismael hijo de Nethanías, que los mató, y echó en medio del hoyo, y los que estaban con él.
Jehová os ha dicho acerca de vosotros: Esfuisteis el resto de Judá; no sabéis que yo os he engendrado hoy.
Así que, ninguno de los que se habían entrado en la tierra de Egipto para peregrinar allí, escaparán, ó que se tornen en la tierra de Judá, para que se convirtieren á edificar; porque no podrán volver.
Venid, caballos, caballos, y fuertes; y los valientes salieron, y los valientes: Etiopes, y los de Liboeos, que el escudo y los Lamadores; y el arco, y el arco, y el arco.
Moab es destruída; sus niños hicieron clamor á clamor.
Desde el clamor de Hesbón hasta Elesa, y á Jaachâz, á Jaachâz su voz, desde Zoaim hasta Horonaim, como de tres años.
Y será Edom en asolamiento: cada uno que va por ella se maravillará, y se maravillará de todas sus plagas.
De la tierra de Babilonia salva, y salid de la tierra de los Caldeos, y como los machos cabríos.
Tierra sobre sus aguas, y se secarán; porque es la tierra de esculturas, y sobre sus ídolos, y sobre sus ídolos.
Con ti quebrantaré yo en pedazos y á la mujer; y te quebrantaré en pedazos viejos, y te quebrantaré en los mozos y la muchacha;
Por lo cual, he aquí vienen días, dice Jehová, que haré juicio sobre sus esculturas: y por toda la tierra se herirá.
Y los tazones, y los calderos, y los calderos, y los incensarios, y los tazones, y todos los vasos de metal con que servían, tomaron.
El yugo de mis rebeliones está atada por su mano: son segados, y subiendo sobre mi cuello; ha hecho mi fortaleza, el Señor me ha entregado en sus manos, al cual no puedo levantar.
Como hiciste invocado en un mismo día mis negocios, como en el día de la ira de Jehová no escapé, ni los que habían escapado, ni los que habían quedado, y consumió mi enemigo.
El que da á los humildes á los que le herían: llenó de oprobio.
Tú has visto toda su venganza y toda su pensamiento contra mí.
Nuestra heredad se ha vuelto á extraños, nuestras casas.
Como la figura de los rostros de ellos, cuatro rostros de un hombre, y la cara del león, al lado derecho; y tenían la delantera de un buey, los cuales habían quedado sobre la faz de la faz de águila.
Y abrió mi boca, é hízome pasar á comer lo que coma.
Porque te he puesto sobre ti los años de su iniquidad, conforme al número de los días, trescientos días; así llevarás la iniquidad de la casa de Israel.
Y fué á mí palabra de Jehová, diciendo:
Todas las manos serán firmes, y todas rodillas serán flacos como agua.
Y he aquí seis hombres vinieron desde el camino de la puerta del norte, que está hacia el norte, y cada uno tenía una mortandad en su mano, y un hombre entre ellos, y un cuerno estaba vestido de lino, y estaba junto á la escribanbandera de bronce.
Cada uno tenía cuatro rostros, y cada uno cuatro alas; y la semejanza del hombre estaba debajo de sus alas.
Y sacarás tu peseeeeño en su presencia, como tropezadero: y saldrás á la vista de ellos, como á la transmigración.
Ellos han visto vanidad y adivinación, diciendo: Jehová ha dicho: No los ha enviado á los que habían enviado la esperanza.
Hijo del hombre, cuando la tierra pecare contra mí por causa de mí, yo extenderé mi mano sobre ella, y quebraré el bordón de su pan, y lo enviaré sobre ella, y lo cortaré del hombre, y le cortaré de bestias.
Y pondré en tu frente á tu frente, y á los zarcillos en tus oídos, y una corona de gloria sobre tu cabeza.
Y pondré mi ira contra ti, y mi celo se apartará de ti, y me quebrantaré más, y no se enojaré.
Di: Así ha dicho el Señor Jehová: ¿Quebrantará sus raíces, y cortará sus raíces, y cortarás su fruto, y la cortará en toda la levadura de sus alrededores, y sin gran fortaleza, ni su pueblo se hartará.
Que no comió sobre los montes, ni alzare sus ojos á los ídolos de la casa de Israel, no contaminó la mujer de su prójimo,
Y ahora es plantada en el desierto, en seco y sequeda la tierra.
Y díjeles: ¿Qué es el alto en que entrareis? Y el nombre es llamado Bamada hasta hoy.
Quebrantado es es para hacer gran mortandad; ¿es el que lo arrebatará? ¿quitaremos pues la vara de mi hijo, como todo árbol de mi hijo, como todo árbol.
Tú has menospreciado mi santo, y has profanado mis sábados.
Así hizo sus fornicaciones con ellos, con todos los que eran escogidos de Asiria, y con todos los que ella se habían contaminado: con todos sus ídolos se contaminaron.
Que hicieron adulterio, y sangre es en sus manos, y con sus ídolos hicieron adulterios, y también se hicieron sus hijos, los cuales me parió á mí por fuego, para que los devorasen.
Y dije al pueblo en la mañana: y en mi mujer murió, y en mi mujer murió; y en la mañana he mandado.
Y destruirán los muros de Tiro, y quebrarán sus torres: yo también pondré su polvo de su polvo, y harás como la cumbre de la peña.
Javán, y Mesameel, y Mesech, fueron tus mercaderes; y los vasos de los hombres y de metal en tu canastillo.
Por tanto, he aquí que yo traigo sobre ti los extraños de las gentes: y los encantarán contra la hermosura de tu sabiduría, y se contaminarán tu gemidad.
Ninguno de la bestia pasará por ella, ni la fuente de la bestia será habitada por cuarenta años.
Y ACONTECIÓ en el undécimo año, en el mes primero, en el séptimo día del mes, que fué á mí palabra de Jehová, diciendo:
Y con tu sangre haré con tu sangre en que tú ligeros, á los montes; y los ríos están llenos de ti.
Y el que oye el sonido de la trompeta, y no toma repudiar; si la espada llegare, y quitare su sangre sobre su cabeza.
Y fué á mí palabra de Jehová, diciendo:
Y mis ovejas, las ovejas de mi majano, hombres, y yo soy vuestro Dios, dice el Señor Jehová.
No haré oir á los hombres en ti la afrenta de las gentes, ni llevarás más oprobio de los pueblos, ni tendrás más de las gentes, dice el Señor Jehová.
Y profeticé como yo: y como yo profetizó, y he aquí un alboroto, y he aquí los huesos se juntaron, y los huesos se juntaron á su uno.
Subirás y como una tempestad, serás como nube para cubrir la tierra, y todas tus compañías, y todo tu pueblo contigo.
Y el nombre de la ciudad será Amada. Así limpiarán la tierra.
Y llevóme en el atrio, y he aquí las cámaras, y las cámaras de alrededor, y por el atrio alrededor: las cámaras estaban sobre las cámaras.
Y midió el atrio, ciento codos de longitud, y cien codos de ancho, y un altar que estaba delante de la casa.
Antes que la longitud de cien codos del norte, y la anchura de cincuenta codos.
Esta es la ley de la casa: Uz del monte de todo su terrado, será santa en derredor de la casa. He aquí es la ley de la casa.
Mas los sacerdotes Levitas, los hijos de Sadoc, que guardaban la ordenanza de mi santuario, cuando los hijos de Israel se salieron de mí, y se llegarán á mí para ministrarme, y se levantarán delante de mí para que me sacrificarme la sangre, dice el Señor Jehová:
Acerca de la ordenación del aceite, de aceite, ofreceréis la décima parte de la décima parte de un homer, que es de diez batos; porque de diez batos;
Después me hizo pasar por la entrada, que estaba á la puerta de la puerta, á las cámaras de los sacerdotes, que miró hacia el norte: y he aquí un lugar de los dos lados lados lados.
Y junto al término de Dan, desde el oriente hasta la parte del oriente hasta la parte de Aser.
Y al oriente cuatro mil y quinientas; y tres puertas, y á la puerta de José, una puerta de Benjamín, una puerta de Dan.
Mas si anunciareis el sueño, y la declaración de mí, recibiréis de mí y de intestinos y de grande honra; por eso me mostraréis el sueño y su declaración.
Este es el sueño, y diremos á su declaración delante del rey.
Si Dios nuestro, á quien nos sirvamos á entregarnos del horno de fuego ardiendo, y él nos librará de tu mano, oh rey.
Esta es por el mandamiento de los que se enseñorean, y por la palabra de los santos, para que conozcan la palabra del Altísimo, para que conozcan el Altísimo en el reino de los hombres, y la dará, y el que da, y el que le da, y el que da de los hombres.
Y la reina, por las palabras del rey y sus príncipes, vinieron á la casa; y la reina: y la reina habló, y dijo: Viva tus pensamientos para siempre: no te mudan, ni tus pensamientos.
Por lo cual el rey Darío reveló la escritura y el mandamiento.
Y miré por la voz de las grandes palabras que el cuerno dijo: Vé hasta la bestia, hasta que la bestia era muerto, y dió á la llama.
Y oí uno de hablar, y otro decía á aquel que decía: ¿Hasta cuándo se ha de ser la visión, será la visión del sacrificio, y la prevaricación del santuario, para dar al santuario y al ejército?
Señor, conforme á toda tu justicia, te ruego que tu furor y tu ira se apartare de tu ciudad, tu santo monte; porque nuestros pecados, y por las maldades de nuestros padres, y por las maldades de nuestros padres, y por oprobio á todos los que nos han sido en oprobio.
Y dijo: Oh hombre amado, no temáis; paz á ti, fuerte, y fuerte. Y como él me ha hablado, y dijo: Mi señor mío, y me has esforzado.
Y volverá á su tierra con muchas riquezas; y su corazón será contra el pacto, y hará arder su tierra, y volverá á su tierra.
Mas tú irás tu camino hasta la postrimería: porque tú reposarás, y estarás en tu suerte en el fin de los días.
Y te introduciré á mí para siempre; y yo te haré en justicia, y en juicio, y en juicio, y en misericordia.
Y fueron hallados para hacer matar, aunque he sido reprensión de todos.
Porque se aparejaron su corazón como un horno, sin emboscaca; su Hacedor toda la noche, en la mañana quema como fuego.
Porque he aquí se han ido por causa de la destrucción: Egipto los juntará, y los enterrarán: los preciosos se poseerán; las cuales poseerán espinas.
Yo los tomé con cuerdas del hombre, con ataduras de amor; y fuí como los que tomasen al yugo sobre sus leyes, y yo les dí comida.
Oh Israel, tú destruiste; mas en mí es tu ayuda.
Santificaos á la reunión de la congregación, juntad los ancianos y á todos los moradores de la tierra en la casa de Jehová vuestro Dios, y clamad á Jehová,
Y se hartarán de trigo, y los pármozos se derramarán con vino y aceite.
Las palabras de Amós, que fué entre los pastores de Tecoa, que vió á Israel en los días de Uzzías rey de Judá, y en los días de Jeroboam hijo de Joas rey de Israel, dos años de dos años.
Y el que estuviere desechado entre los fuertes, huirá desnudo en aquel día, dice Jehová.
La virgen de Israel se ha caído; no se ha dejado más: es dejada sobre su tierra; no hay quien levantase.
Que el sonido de la bocina, y de los instrumentos, y como David;
Al Músico principal: Salmo de David. Ojalá los menesterosos, á los pobres de la tierra para acabar al menesteroso de la tierra,
Si vinieren á ti á los ladrones de noche, (cómo eres cortado? ¿no quisieron quitar?
Por lo cual clamaron á Jehová, y dijeron: Ruégote que te rogamos, oh Jehová, no perezemos por la vida del hombre, y no ponemos sobre nosotros sangre inocente; porque tú, oh Jehová, como tú has hecho.
Y aconteció que cuando el sol se levantaba, Dios preparó un viento oriental; y el sol solano sobre la cabeza de Jonás, el cual se descalentó, y dijo: Mejor es que el que viva.
Si alguno pecare en el espíritu y en el espíritu y vituya, diciendo: Yo te profetizaré de vino y de beber vino; será el profeta de este pueblo.
Por lo cual les dará, hasta el tiempo que ella ha sacado: el resto de sus hermanos volverán á los hijos de Israel.
El bueno es bueno de la tierra: y no hay quien hay recto entre los hombres; y todos ellos en sangre esperan, cada uno con su hermano con la red.
Así ha dicho Jehová: Aunque se quietan, y aun muchos serán cortados, y así serán cortados, cuando yo te afligiere, yo te afligiré.
Cántico gradual á las aguas, glorifiquen tus fortalezas: salid al lodo, y hollad la fortaleza, y hollad la fortaleza.
Por cuanto has despojado muchas gentes, todas las reliquias del pueblo te saquearán; porque de la sangre de los hombres, y por la violencia de la ciudad, y de todos los que habitan en ella.
Aun me alegraré en Jehová, en el Dios de mi salud.
Jehová será terrible á ellos: porque todos los dioses de la tierra, y á todos los dioses de la tierra le adorarán, cada uno de su lugar, todas las islas de las gentes.
Habéis sembrado mucho mucho poco, y traed á poco; y no os hartéis; mas vosotros no os hartéis de beber, sino que no hay quien se enenenenveza; y el que se envía para mezcáis con espacio.
Habla á Zorobabel, gobernador de Judá, diciendo: Quitaré los cielos y la tierra;
A ti, oh Sión, que habitas con la hija de Babilonia.
Y él dijo: Estos son los dos dos ungidos, que están por el Señor de toda la tierra.
Y fué palabra de Jehová de los ejércitos, diciendo:
Así ha dicho Jehová de los ejércitos: Aun vendrá aún, y los moradores de muchas ciudades.
Y llevarélos de la tierra de Egipto, y los juntaré de Asiria; y los traeré en la tierra de Galaad y del Líbano, y no se hallará para ellos.
En aquel día habrá grande luto en Jerusalem, como el luto de Arito en el valle de Megión.
Y si la familia de Egipto no suben, y no subiere lluvia; allí será la mortandad, con que Jehová herirá las gentes que no subieren á celebrar la fiesta de las tiendas.
Y otra vez habéis hecho otra vez, el altar del altar de Jehová con lágrimas, con lloro y clamor, y con grito que no haya de la ofrenda, ó con vuestra mano, ó con vuestra mano.
Abraham engendró á Isaac: y Isaac engendró á Jacob; y Jacob engendró á Judas y á sus hermanos;
Entonces Herodes, habiendo hecho venir á los sabios, consultaron á los sabios de los que habían aparecido el tiempo.
Mas Juan le dejé, diciendo: Yo he menester que fuese bautizado de ti, y tú me has de ser bautizado?
Y abrió su boca, y les enseñaba, diciendo:
Mas os digo, que cualquiera que quitare su mujer, trayendo por la causa de la causa de la fornicación, hace adulterar: y cualquiera que se entristeza, se adulterará.
Porque si perdonareis á sus enemigos, vuestro Padre celestial Padre os perdonará:
¿O si pidiere un peces, le dará serpiente?
Y os digo que muchos vendrán desde el oriente y el occidente, y se sentará con Abraham, y Jacob, y Jacob, y Jacob, en el reino de los cielos.
Y se levantó, y se fué á su casa.
Entonces dijo á sus discípulos: La verdad es la verdad es la verdad, mas los obradores son pocos;
¿No se venderá dos dolores por un pucio? y uno de ellos no cayere en la tierra sin vuestro Padre.
Y diciendo: Tenemos á vosotros, y no os habéis endeclinado; os hemos engañado á vosotros, y no habéis endeclinado.
Para que se cumpliese lo que fué dicho por Isaías profeta, diciendo:
Y uno le dijo: He aquí tu madre y tus hermanos están fuera, sin hablar contigo.
Y vinieron los siervos de la estrella, y le dijeron: ¿No sembraste buena simiente en tu campo? ¿de dónde la poste?
Y ellos estaban atados en él. Y Jesús les dijo: No es profeta, sino en su tierra, sino en su casa, y en su casa.
Y él dijo: Venid. Y como Pedro descendió de la nave, caminando en el agua, para ir á Jesús.
Mas él no le respondió palabra. Y llegándose sus discípulos, le rogaba, diciendo: Deja ir tras nosotros.
Y dijeron: Solamente que tú eres Juan el Bautista: Elías, Elías; y otros, á otros, ó á uno de los profetas.
Y le llevé á tus discípulos, y no le podían salir.
Y os digo, que si dos de vosotros os serán cumplidos en la tierra como cualquiera que pidiere, se hará, será hecho por ellos de mi Padre que está en los cielos.
Y Jesús dijo: Dejad niños niños, y no les acontezca; porque de los tales es el reino de los cielos.
Tomad que tu camino, y vete: yo daré á este postrimería, como á ti.
Y como vino á Jerusalem, toda la ciudad se ha movido, diciendo: ¿Quién es esto?
Cuando el señor de la viña viene, ¿qué hará á aquellos labradores?
Diciendo: Maestro, Moisés dijo: Si alguno muriere, no muere hijos, su hermano se levantará á su mujer, y levará simiente á su hermano.
Mas no os llaméis á Rabbí: porque uno es vuestro Maestro, Cristo; y todos vosotros sois.
He aquí que vuestra casa es dejada á vosotros.
Ira después de la consolación de los días será el sol, y la luna no dará su luz, y las estrellas caerán del cielo, y las estrellas de los cielos serán conmovidas:
Y el necio dijo á los sabios: Danos de vuestro aceite; porque nuestras lámparas se han ido.
Y como te vimos extranjero, y te tomamos en desnudar, ó desnudo,
Y estaban muchas gentes, y comenzaron á cada uno de ellos á él, diciendo: Señor, ¿es?
Y Jesús le dijo: Vuélvete á tu espada en su lugar: porque todos los que tomaren á cuchillo.
Y tomaron consejo, y compraban con ellos el campo del alfarero, para sepultar á extraños.
Y puso sobre su cabeza sobre sus acusasación: IJUS S S, JUUUUDIOS.
En el fin del sábado, como comenzó á edificar la otra parte del primer día de la semana, María Magdalena y María para ver el sepulcro.
Y vino una voz del cielo, diciendo: Mi amado eres mi Hijo, en el cual yo he agradado.
Y movido Jesús de misericordia, vistióle su mano, y le tocó, y le dice: Yo seré limpio.
¿Cómo entró á la casa de Dios en los días de Abiathar sacerdote, y comió el pan que no es lícito comer, que no es lícito comer, y también á los sacerdotes que estaban con él?
De cierto os digo, todos los pecados serán perdonados á los hijos de los hombres, y blasfemia con que todo blasfeman;
Si alguno tiene oídos para oir, oiga.
Y todos los demonios le rogaban, diciendo: Danos á los puercos, para que entramos en ellos.
Y luego la moza se levantó, y anduvo; porque era de la vejez doce años. Y se maravillaban con gran espanto.
Y como oyeron sus discípulos, vinieron, y tomaron sus platas, y púsolo en un pub.
Porque los Fariseos, y todos los Judíos, si se lavan sus manos, no comen, no comprende los ancianos de los ancianos.
Y tomóle de la multitud, y puso sus dedos en sus oídos, y tocó la lengua, y tocó su lengua;
Y le despidió á su casa, diciendo: Ni entres en la provincia, ni lo declares.
Y le quitó, y le arrebatará, y le descubrió: y él, y quitóse con sus dientes, y quitóse; y hablé á tus discípulos que le echaban, y no le podían salir.
No muere su gusano, y el fuego no se apague.
Entonces Pedro comenzó á decir: He aquí, hemos dejado todo, y te hemos seguido.
Y ellos les dijeron como Jesús había mandado: y ellos dejan.
Y tomándole, le echaron, y le echaron vacía.
Y á él amor amor con todo el corazón, y con toda la inteligencia, y con todo el alma, y con toda la fortaleza, y á su prójimo como á todos los sacrificios y sacrificios.
Porque en aquellos días serán como no desde el principio del principio de la creación que Dios crió á este tiempo, ni será.
Y el primer día del pan de los ázimos, viendo la pascua, sus discípulos le dijeron: ¿Dónde quieres que vayan la pascua?
Levantaos, vamos; he aquí que me ha entregado en mano.
Y el segundo día siguiente el gallo. Y Pedro le llamó á la palabra que Jesús le dijo: Antes Antes que el gallo de la saeta, me negarás. Y lloró sobre él, y lloró.
Salve, y desciende de la cruz.
Y fueron, y dieron aviso al resto: y no les creían.
Y aconteció que pasados los días de su ministerio, se apartó á su casa.
Delante de los hambrientos, y el rico ha enviado vacada.
Y todo se fué á sí, cada uno á su ciudad.
Y José y su madre se maravilló en lo que se había dicho de él.
Y respondiendo él, les dice: El que tiene dos túnicas, venga á aquel que no tiene; y el que tiene pan, venga.
Y el diablo le dijo: Si eres el Hijo de Dios, manda esto que es pan.
Y en la sinagoga estaba un hombre, que tenía espíritu de inmundo, y clamó con gran voz,
Y cuando no le podían hallar por el camino, le traían por causa de la multitud, fueron sobre los terrados, y le descendía en medio de Jesús.
Y mirando alrededor de ellos, dijo al varón: Extiende tu mano. Y él lo hizo. Y fué restituído su mano. Y fué restituído todo el otro.
El discípulo no es más más que su señor: mas cada uno es perfecto como su señor.
Y en aquella misma hora hizo muchos de sus enfermedades, y las plagas, y de los malos espíritus; y á muchos que habían dado á los ojos de ellos.
Y aconteció que yendo por toda la ciudad y la aldea, anunciando la predicación del reino de Dios: y los doce con él,
Y le rogaron que no les mandara que vaya á salir al profundo.
Y cualquiera que no os recibiere, cuando saliereis de la ciudad, derribad el polvo de vuestros pies por testimonio.
Y salió una voz de la nube, diciendo: Este es mi amado.
Ve vuestros caminos: he aquí yo os envío como corderas.
Mas un Samaritario, como se partía, vino donde estaba; y como le vió,
Cuando alguno esforzare armados su palacio, su hacienda son en paz;
Desde la sangre de Abel hasta la sangre de Zachônías, que había perecido entre el altar y el templo: de cierto os digo, será de esta generación.
Mira á la mentira que crean: no creen; ni ellos dicen: No os digo, que Salomón en toda su gloria no se ha encubierto como uno de estos.
¿Por qué, y por qué no juzgáis lo que es justo?
Allí lloro y lloro de dientes, cuando viereis á Abraham, y á Isaac, y á Jacob, y á todos los profetas, en el reino de Dios, y os echó.
Y el señor dijo al criado: Ve al siervo, y salid á los caminos, y á ellos, para que sean llenos de mi casa.
levaré y iré á mi padre, y le dirá: Padre, he pecado contra los cielos, y delante de ti;
La ley y los profetas hasta Juan: desde el tiempo que el reino de Dios es anunciado, y cada uno á ella.
Y viendo uno de ellos, como vió que era sanado, volvió á gran voz,
Yo os digo que el que los venciere. Mas cuando el Hijo del hombre viene, hallará fe sobre la tierra?
Y clamó, diciendo: Jesús, Hijo de David, ten misericordia de mí.
Y ellos le dijeron: Señor, tiene diez heridas.
Y respondieron: Los que no podían decir á dónde era.
Y que los muertos son muertos, Moisés contó á Moisés, cuando llama el Señor Dios de Abraham, y el Dios de Isaac, y el Dios de Jacob.
Y cuando viereis Jerusalem con sus escuadrones, conoceréis que el asolamiento está cerca.
Y os mostrará un espacio en lugar: allí preparará allí.
Diciendo: Padre, si no quisieres, ahora ahora mi copa de mí; mas no mi voluntad, será hecho.
Y se levantó toda la multitud de ellos, y le llevaron á Pilato.
Porque si hicieren estas cosas en árbol verde, ¿qué será hecho en seco?
Y tuvieron miedo, é inclináronse sus rostros para la tierra, dijeron á ellos: ¿Por qué buscáis los muertos entre los muertos?
Y contaron lo que había hecho en el camino, y cómo era conocido de ellos en el camino de pan.
Mas como muchos le recibieron, les dió potestad á los hijos de Dios, á los que creen su nombre:
Y le hizo venir á Jesús. Y viendo Jesús, le dijo: A Simón el hijo de Jonás: Tú serás llamado Cefas, que es de piedra.
Mas él habló del templo de su cuerpo.
Y vinieron á Juan, y dijéronle: Rabbi, que estaba contigo de la otra parte del Jordán, á quien tú confías testimonio, he aquí el mismo bautiza, y todos los hombres á él.
Nuestros padres adoráis en este monte; y decís que en Jerusalem es el lugar donde los hombres han de adorar.
Dícele Jesús: Ve, tu camino: Vive tu hijo. Y el varón creyó á la palabra que Jesús le había hablado, y fuése su camino.
Porque como el Padre tiene vida en sí, así dió á la vida al Hijo en sí mismo;
Hay aquí un muchacho, que tiene cinco panes de cebada, y dos peces: mas ¿qué son entre muchos?
Y esto es el Padre del Padre que me envió, para que de todo lo que me ha dado, no se levantase, sino que se levantase en el día postrero.
Y creamos y nosotros que eres el Cristo, el Hijo del Dios viviente.
Y clamó Jesús en el templo como enseñaba, diciendo: Vosotros sabéis á mí, y sabéis dónde soy: y no soy de mí, sino el que me envió, al cual no sabéis.
Y Moisés en la ley nos mandó, para que sean apedreados: mas ¿qué dices?
Y el siervo no permanece en la casa para siempre: mas el Hijo permanece para siempre.
Y como hubo dicho así: Quita en la tierra, é hizo barro del alfarero, y ungió los ojos del ciego con el lodo,
Respondió él, y dijo: ¿Quién es el Señor, para que creáis sobre él?
Respondióles Jesús: Os he dicho, y no creísteis: las obras que yo hago en mi Padre, llevan testimonio de mí.
Mas Jesús habló de su muerte: mas ellos pensaban que había dicho de reposo en sueño.
Y como hubo dicho esto, clamó con gran voz, Lázaro, salmos.
Estas cosas no entendieron á sus discípulos: mas cuando Jesús fué glorificado, se acordaron de que estas cosas estaban escritas, y que le habían hecho esto.
Yo he venido á la luz al mundo, que cualquiera que cree en tinieblas.
Respondió Jesús: El es, á quien yo daré un molido, cuando lo he encargado. Y luego que él se envolvió á Judas Iscariote, hijo de Simón, hijo de Simón.
No os dejaré consolador; veniré á vosotros.
Estas cosas os mando, que améis los unos á los otros.
De cierto, de cierto os digo, que vosotros lloréis y lloraréis, mas el mundo se alegrará: y vosotros os será reducido, mas vuestro dolor será vuelto en gozo.
Santifiquen á tu verdad por tu verdad: tu palabra es verdad.
¿Por qué me has dicho? preguntarles lo que me he dicho: He aquí que yo he dicho.
Respondió Jesús: No tendrás fortaleza en todos contra mí, si no te diera de sobre mí: por lo cual el que me ha entregado á ti el pecado.
Y en el lugar donde fué crucificado allí un huerto, y en el huerto nuevo, en que no había puesto.
Dícele Jesús: Tomás, porque me has visto, tú has visto: bienaventurados los que no han visto, y han creído.
A los cuales también mostró la vida á sí mismo, por muchos días por muchos días, visto de ellos cuarenta días, y hablando de las cosas de Dios;
Y todos se maravillaban y maravillaban, diciendo: unos á los otros, ¿No son todos estos que hablan á los Galileos?
Y oyendo esto, se burlaban en su corazón, y dijo á Pedro y á Pedro y á los demás apóstoles, y á los hermanos, ¿qué haremos?
Y enviará á Jesús á Cristo, que os ha sido anunciado:
Y oyendo que ellos, alzaron su voz á Dios con uno, y dijo: Señor, tú eres Dios, que tú has hecho el cielo, y la tierra, y la mar, y todos los que hay en ellos:
Y levantándose el sumo sacerdote, y todos los que estaban con él, (que es de los Saduceos de los Saduceceos,)
Y agradó á toda la multitud: y escogieron á Sebus, varón lleno de fe y del Espíritu Santo, y Felipe, y Felipe, y á Niluto, y á Niluto, y á Tito, y á Nirach, y á Antioquía;
En el tiempo que Moisés nació, y era hermoso de la casa de su padre tres meses;
¿No es mi mano todas estas cosas?
Y Pedro le dijo: Tu dinero perecerá contigo, porque tú pensaste que el don de Dios sea limpiada con dinero.
Y hubo un discípulo en Damasco, llamado Ananías, y le dijo: Señor en visión. Y él dijo: He aquí, Ananías. Y él respondió: He aquí, Señor.
Mas Pedro les echó todo, y oró, y orando, y le dijo el cuerpo: Tal, levántate. Y ella abrió sus ojos, y viendo á Pedro; y viendo que Pedro estaba sentado.
Y como habló con él, vino á él, y halló muchos que habían venido.
Y díjome la voz del cielo: ¿Qué Dios ha limpiado, que no llamares.
Y salió, y le siguió; y no lo que fué hecho en el ángel de verdad; mas él vió una visión.
Y partidos de Perge, vinieron á Antioquía, y entró á Antioquía, y sentáronse en la sinagoga en el sábado, y sentáronse.
Y el siguiente día del sábado vino á toda la ciudad, para oir la palabra de Dios.
Sobre las almas de los discípulos, y exhortólos para siempre en la fe, y que es menester que nosotros por mucha tribulación entramos en el reino de Dios.
Por cuanto hemos oído, que algunos que salieron de nosotros, os turbaron con palabras, diciendo: Vosotros seáis circuncidados, diciendo: Vosotros seáis circuncidados, y guardes la ley; á los cuales no les dimos mandamiento mandamiento:
Y saliendo el sábado de la ciudad por un río de un río, donde estaba maravillado; y sentábamos á las mujeres que estaban sentados, y hablaron á las mujeres que estaban allí.
Que es menester que Cristo es menester que Cristo es menester que Cristo padeciese, y resucitó de los muertos; y el que os he predicado á vosotros, es Cristo.
Y Pablo se fué de entre ellos.
Y aconteció que, estando Apoel, Pablo estaba á Cornelio, Pablo, habiendo pasado por los términos á Efeso,
Y algunos de los principales de Asia, los cuales eran sus amigos, enviaron á él, para que no se puede ser en el mismo.
Que á los Judíos, y á los Judíos, y á Griegos, arrepentimiento á Dios, y á la fe por nuestro Señor Jesucristo.
Entonces Pablo respondió: ¿Qué tentáis á llorar y á llorar mi corazón? porque yo soy cansado, mas también para morir en Jerusalem para el nombre del Señor Jesús.
Yo soy hombre Judío que soy Judío, nació en Tarso, ciudad en Cilicia, mas aun en la ciudad de los pies de Gamaliel, y enseñad según la ley de los padres, y enseñad según la ley de los padres, y todos vosotros sois hoy.
Entonces Pablo le dijo: Dios te herirá, tú muro: porque tú pusiste á mí en pos de mí la ley, y me has herido á herir la ley?
Que cuando vinieron á Cesarea, y libraron al presidente, para que Pablo estaba delante de él.
Y como Festo vino á la provincia, por tres días subió de Cesarea de Cesarea á Jerusalem.
Mi costumbre de mi vida, que estaba en el primero de mi nación en Jerusalem, sabéis todos los Judíos;
Y entramos en el barco de Aamamaio, nosotros nosotros, que navegamos por los términos de Asia; un Aristalo, una de Tesalonita de Tesalonita, siendo con nosotros.
Entonces los soldados cortaron los soldados de las bocas, y su caiga.
El cual, como me hubo inquirido, me dejaría ir, porque no había causa de muerte en mí.
Porque la justicia de Dios es revelada de la fe: como está escrito: El justo vivirá por fe.
Que mostran la obra de la ley en sus corazones, también la conciencia, y sus pensamientos, y sus pensamientos los pensamientos, y los unos á los otros;)
Destruenos y miseria están en sus caminos;
Porque la ley hace la ira: porque no hay ley, no hay prevaricación.
Y la ley entró, para que el cascaso. Mas donde el pecado se manifestó la gracia, mucho más abundó.
Mas ahora somos librados de la ley, que siendo muerto; para que habíamos servimos en la necedad de espíritu, y no en la necedad de la carta.
Mas si el Espíritu de los que se levantó Jesús de los muertos en vosotros, resucitará á Cristo de los muertos, también vuestros cuerpos morarán por sus cuerpos.
Para que he grande contristeza y el dolor en mi corazón.
¿Por qué procuraban? ¿no lo buscaron por la fe, sino como por las obras de la ley.
(Como está escrito: Dios los ha dado el espíritu de incienso, para que no vean, y que no oyen; hasta hoy no oían, hasta hoy.
Y no sea formado á este mundo: mas vosotros seréis formados por la obediencia de vuestra mente, para que seáis perfectos, y agradable, y agradable, y Dios de Dios.
Y sabiendo que el tiempo, sabiendo que ahora es alto para despertar de sueño: porque ahora nuestro salud es más que cuando creamos.
Porque todo lo que estaban escritas escritas por nuestra obediencia, para que por la paciencia y consuelemos las Escrituras de las Escrituras.
A vosotros os he enseñado á Pril, que es siervo de la iglesia que está en Centra:
Yo gracias á mi Dios siempre siempre en vuestra mitad, por la gracia de Dios que os es dada por Jesucristo;
Y fuí con vosotros en sesesedumbre, y en temor, y en gran temor.
Si alguno contaminare el templo de Dios, le destruirá Dios; porque el templo de Dios es santo, que vosotros sois.
Porque yo de cierto, como en el cuerpo, mas en espíritu, habéis juzgado, como si he estado presente, acerca de aquel que ha hecho esto,
Porque vosotros sois comprados de precio: por tanto Dios glorificaos en vuestro cuerpo, y en vuestro espíritu, que son de Dios.
Y los que lloran, como si no lloran; y los que se gozan, como si no se gozan; y los que no poseían,
¿Quién va algo en su tiempo? ¿quién se ensanará? ¿quién come de la viña, y no come del fruto? ¿ó quién come el rebaño, y no come de la leche?
Ni quisisteis, como algunos de ellos murmuraba, y fueron destruídos de la tierra.
Porque á la verdad no conviene cubrir su cabeza, por cuanto es la imagen y la gloria de Dios: mas la mujer es la gloria del hombre.
Por lo cual os doy entender, que no hablar al hombre por el Espíritu de Dios llama á Jesús: y el que no puede decir al Señor Jesús, mas por el Espíritu Santo.
Y aunque tengo el don de la profecía, y entenderé todos los misterios, y toda ciencia; y aunque tengo de ser fe, y no tengo caridad, y no soy caridad, ni caridad.
Y en la iglesia que hablo muchas palabras con mi inteligencia, para que por mi voz enseñar á otros, que á otros diez mil palabras en entendidos.
Porque yo soy el menor de los apóstoles, que no soy digno de ser llamado apóstol, porque yo perseguí á la iglesia de Dios.
Todo la carne no es la misma carne: mas hay uno de los hombres, la carne de los otros animales, de otro, y de los unos á los otros.
Por tanto el hombre no le menosprecie; mas al que salva á mí, para que venga á mí: porque yo lo miré con los hermanos.
¿Por qué, pues, así lo he hecho esto? ¿ó lo que yo hago, hago conforme á la carne, para que yo haya de hacer la carne, y y aun, y y no hay.
El cual también nos ha hecho ministros del testamento; no de la carta, sino de la carta, sino de espíritu: porque la carta es la vida.
No esperamos á las cosas que son visto, mas á las cosas que no han visto: porque las cosas que son visto, y las cosas que no han visto, son los que no han visto.
Como sabias, y bien notoria; como, y he aquí que vivamos; como vivimos, no matamos;
Y esto hicieron, no como nosotros, antes dieron primero á los primeros. El Señor, y á nosotros por la voluntad de Dios.
Porque en todo lo que en todo lo que nos entiendan, que nos hace gracias á Dios.
Yo os he dado las otras iglesias, para hacer servicio de ellos.
De tal manera yo me gloriaré: mas de mí no me gloriaré, mas en mis alturas.
Pablo, apóstol, (no de hombres, ni por el hombre, sino por Jesucristo, y el Padre que le resucitó de los muertos;
Mas viendo que el evangelio del evangelio de la incircuncisión sión fué hecho conmigo, como el evangelio de la circuncisión fué á Pedro;
Y á Abraham y á su simiente fueron las promesas. El dice: No procurando, como de muchos; mas como á tu simiente, que es Cristo.
AQUBO os engañan, mas no os bien; y ellos os quisieron, para que seáis sujetas.
Esto pues digo: Escribe en el Espíritu, y no os cumpliréis la corrección de la carne.
Gracia sea á vosotros, y paz de Dios nuestro Padre, y del Señor Jesucristo.
No obras de las obras, porque nadie se gloríe.
Que Cristo moréis en vuestra fe por la fe; para que vosotros, siendo firmes y gemido en amor,
Torad, y no pecáis; no venga el sol sobre vuestra ira:
Por tanto, como la iglesia es sujeta á Cristo, así sean las mujeres á sus maridos en todo negocio.
Mas para que sepáis también mi afecto, y cómo hago, oh Malchîchîco, hermano amado y fiel en el Señor, os hará notoria todas las cosas;
Solamente vuestra conversación como el evangelio de Cristo: que si yo llegare y ved, ó yo os parece, ó que oigáis de vuestra voluntad, para que seáis firmes en un espíritu, para que seáis juntamente con el evangelio de la fe,
Porque á la verdad estaba enfermo enfermo; mas Dios tuvo misericordia sobre él; y no solamente solamente, sino á mí mismo, porque no tengo dolor sobre dolor.
Escuidores por ninguna cosa; mas en toda oración y ruego con hacimiento de gracias sea conocido á Dios.
El cual nos ha entregado de la virtud de las tinieblas, y nos ha puesto en el reino de su Hijo;
Extended los adivinos de las ordenanzas que se rebeló contra nosotros, que nos es adversario, y tomóla del camino por su cruz,
No provocadores, no provocéis á ira á ira, porque no sean desmayados.
Porque desde vosotros la palabra del Señor no solamente solamente solamente en Macedonia y Acaya, sino también en todo vuestro lugar á la fe que es extendido; y no sabemos que hablamos.
Porque ahora vivimos, si estuviereis en el Señor.
Porque los que dormiran en la noche, y los que están embriagados en la noche.
El cual será castigado de delante del Señor, y de la gloria del Señor, y del gloria de su fortaleza;
Porque cuando os hicimos con vosotros, os mandó, que si no hubiéremos de obra, ni comerá.
Porque los reyes, y para todos los que están en potestad; para que hayamos paz y paz en toda la piedad y la vida.
Y el Espíritu habla, que en los tiempos tiempos tiempos se apartará de la fe, dando dando á los espíritus espíritus, y á los demonios de los demonios;
Porque algunos se volvieron á Satanás.
Timoteo, oh Timoteo, que es hecho en tu confianza, enflaqueza y vanas vinaciones, y desmayores de la doctrina, así llamó.
Porque fiel es fiel: porque si tuviéremos muerto con él, viviremos con él:
Y que desde el niño conociste que has conocido las Escrituras, que son para ti sabios en la fe que es en Cristo Jesús.
Si alguno fuere castigado, el marido de una mujer, teniendo los hijos de la mujer, no le acusaben ó el rubio.
No por las obras de justicia que hemos hecho, sino conforme á su misericordia, por la redonda de la generación, y por la remisión del Espíritu Santo;
Aun el hermano de ti me he gozo en el Señor: en el Señor mis entrañas.
Porque el que santifica y los santificados son todos los que son santificados: porque no es avergonzado á sus hermanos,
Porque habló en un lugar del séptimo día en este día, y Dios lo hizo el séptimo día de todas sus obras.
Porque es imposible para los que tenían una vez vez vez, y tienen necesidad del Espíritu, y se hicieron el don del Espíritu Santo,
Porque la carta es que nuestro Señor nos sale del Señor, que no habló de la tribu de Moisés.
Y después de la segunda vez, el tabernáculo que es llamado Hosano de todos;
Por lo cual, vino al mundo, dice: Saca y no pediste, sino un cuerpo me has aparejado;
No os quita pues vuestra confianza, que tiene gran pago.
Edificando el oprobio de Cristo las riquezas que los tesoros en Egipto: porque él sabía al pago de la recompensa.
Porque no hay quien fornica, ni profanare á Esaú, como á Esaú, el cual vendía de su comida.
Tomad que los que se enseñorean sobre vosotros, y os afrentéis: porque vuestros viven por vuestras almas, como los que se dan con gozo, y no con gozo.
Mas vosotros vosotros sois de la palabra, y no sólo á los que os engañan.
Y no fué hecha á Rahab la ramera por las obras, cuando ella había recibido los mensajeros, y los envió otro camino?
No digas mal de los otros, hermanos. El que habla mal de su hermano, y juzga su hermano, y juzga la ley, y juzga la ley: mas si no juzgas la ley, no juzgas de la ley, sino juez.
A la herencia incorruptible, y á la incorruptible, y no se desvanece en los cielos por vosotros,
Mas vosotros sois elegilidad, un sacerdocio, una nación santa, santa, un pueblo santo, para que anunciáis al pueblo, para que os llama de las tinieblas en su luz:
Mas si padeciereis por amor de justicia, bienaventurados sois: y no temáis de su terror, ni se turbéis;
No siendo príncipes de Dios sobre la heredad de la heredad, sino que aman á las ovejas.
Tenemos más que la palabra de profecía; por lo cual hacéis bien, para que sepáis, como á luz, hasta el día que sufráis en tinieblas, hasta que el día se levante vuestros corazones;
En el mundo, que fué sembrado con agua, pereció con agua,
Y un mandamiento nuevo os escribo, que es verdadero, en él y en vosotros: porque las tinieblas es pasado, y la luz de verdad.
Cualquiera que naciere de Dios no hiciere pecado; porque su simiente será echado en él: y no puede pecado, porque es nacido de Dios.
Todo aquel que es el Hijo de Dios, es el Hijo de Dios, mora en él, y en Dios.
Gracia sea con vosotros, misericordia, y paz de Dios, y del Señor Jesucristo, y del Señor Jesucristo, en verdad y amor.
Y los ángeles que no guardaban sus primeros, y dejando su morada, ha sido reservado en las tinieblas hasta el juicio del gran día.
Diciendo: Yo soy Alpha y Omete, primeros y los postreros; y lo que vieres, escribe en un libro, y enviólo á las siete iglesias que están en Asia, y á mirra, y á mirra, y á Selona, y á Teloc, y á Sellón, y á Sellón, y á Tellón, y á Sellón, y á Sellón.
Y le dí á arrepentimiento de su fornicación; y no se arrepintió.
El que tiene oído, oiga lo que el Espíritu dice á las iglesias.
Y como abrió el tercero, oí la tercera vez: Venid, y ved. Y miré, y he aquí un caballo que estaba sentado sobre él, y el que estaba sentado sobre sus manos.
Y cuando abrió el séptimo el séptimo, fué silencio en el cielo alrededor de la hora de una hora.
Por estos tres veces fué la tercera parte de los hombres, por el fuego, y por el humo, y por la piedra que salían de ellos.
Y los veinticuatro ancianos y los ancianos que estaban delante de Dios en sus rostros, cayeron sobre sus rostros, y adoraron á Dios,
El que entrare en cautiverio, irán en cautiverio; el que hiriere á cuchillo, es menester que sea muerto con la espada y la paciencia de los santos.
Y vi un mar mezasco de fuego mezimos: y los que habían traído la victoria sobre la bestia, y sobre su imagen, y sobre el número de su nombre, y sobre el número de su nombre, teniendo sobre la mar, teniendo la mar de Dios.
Y llevóme en el espíritu al desierto; y vi una mujer que se sienta sobre granada granada, llena de los nombres de los nombres, teniendo siete cabezas y diez cuernos.
Los mercaderes de estas cosas, que fueron rico por ella rico, estarán lejos por el temor de su temor, lloro, lloro y lloro,
Y las reliquias eran muertos á cuchillo de los que estaban sentados sobre los caballos, que salían espada de su boca: y todas las aves fueron llenas de su carne.
Y el que me hablaba de oro en una caña, y sus puertas, y sus puertas, y su muro.
Porque yo testificaré á cada uno que oye las palabras de la profecía, si alguno añadiere á estas cosas, Dios añadirá á él las plagas que están escritas en este libro:
