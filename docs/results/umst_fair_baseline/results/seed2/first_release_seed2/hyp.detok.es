EN el principio crió Dios al cielo y la tierra.
Y vió Dios á todo lo que había hecho, y he aquí que era bien. Y la tarde y la mañana era el sexto día.
Porque Dios conoce que en el día que comeréis, entonces vuestros ojos serán abiertos, y seréis como dioses, sabiendo bien y mal.
Ahora pues, te maldigas de la tierra, que abriere su boca para recibir su hermano de la sangre de tu mano,
Y vivió Mahalaleel y cinco años, y engendró á Jared;
Y dijo Dios á Noé: El fin de toda carne ha venido delante de mí, porque la tierra está llena de violencia; y he aquí, yo los destruiré con la tierra.
Y toda carne que se estrevió sobre la tierra, de aves, de animales, y de animales, y de todo reptil que anda arrastrando sobre la tierra, y todo hombre:
Y ciertamente vuestra sangre de vuestras almas la demandaré; á la mano de todo animal, yo lo haré, y á la mano del hombre; á la mano de cada uno demandaré la vida de cada uno.
Y á los hijos de Ham: Cus, á Mizpa, Phuhuim, y á Canaán.
Y ellos dijeron: Id, y edifiquemos una ciudad y torre, cuya cumbre al cielo; y hagamos nombre para el cielo, porque no nos ha esparcido sobre la haz de toda la tierra.
Y haré de ti grande gente, y yo te bendeciré, y pondré tu nombre, y serás bendición;
Echó Abram en la tierra de Canaán, y en las ciudades de la llanura, y asentó su tienda hacia Sodoma.
Pon que solamente los mozos comían, y la porción de los hombres que fueron conmigo, Aner, Ethán, y Mamre; túrase su porción.
Y el ángel de Jehová le dijo: Vuélvete á tu voluntad, y te sujete debajo de sus manos.
Y tomó Abraham á Ismael su hijo, y todos los que nacieron en su casa, y todos los que compraban con su dinero, cada uno de Abraham, y circuncidó la carne de su prepucio, como Dios le había dicho.
Y Jehová dijo: Si hallé en Sodoma cincuenta justos en la ciudad, yo perdonaré á todo el lugar de ellos.
El sol se ha levantado sobre la tierra cuando Lot entró en Zoar.
Y dijo Abimelech: He aquí mi tierra está delante de ti: donde te pareciere.
Y tomó Abraham ovejas y bueyes, y dióles á Abimelech; y así hizo alianza.
Y Bethuel engendró á Rebeca: ocho y ocho engendró á Nachôr, hermano de Abraham.
Y puso el siervo su mano debajo del muslo de Abraham su señor, y juró de aquel negocio.
Y dije á mi señor: Quizá la mujer no me seguiré.
Y ella le parió á Ramoth, y á Joedán, y á Medán, y á Isbac, y á Sedías.
Y dijo Esaú: He aquí yo estoy á morir: ¿y qué aprovechará á mí este derecho?
Y ellos dijeron: De cierto que Jehová estaba contigo; y dijeron: Sea ahora un juramento entre nosotros, que nos llama entre nosotros, entre entre nosotros y ti, y haznos alianza contigo alianza;
Y él no le negó, porque sus manos fueron hechos, como Esaú su hermano Esaú, así lo bendijo.
Y obedecieron á Jacob su padre y á su madre, y fué á Padan-aram;
Y Labán dijo á Jacob: Porque tú eres mi hermano, ¿para qué me sirves? ¿me has de decir, ¿qué me has de ser?
Y Zilla la sierva de Lea parió á Jacob, hijo de Jacob.
Y apartaron Jacob los corderos, y puso los rostros de las ovejas hacia la estrella, y todo el ganado de Labán en las ovejas de Labán; y puso sus ganados por sí, y no los pongas á Labán ganado de Labán.
¿Por qué huiste á secreto, y hurtes de mí, y no me declaraste, para que yo te he enviado con rencillos, y con arpas, y con arpa, y con arpa?
Y viendo Jacob, dijo: Este es el ejército de Dios: y llamó el nombre de aquel lugar Mahanaim.
Por tanto, los hijos de Israel no comían el pecador que está sobre las uñas de los muslo, hasta este día: porque tocó la paja de Jacob, el cual tocó la paja de la gente de Jacob.
Y habitaréis con nosotros; y la tierra estará delante de vosotros, y habitaréis en ella, y os saldréis en ella.
Y apareció Dios á Jacob, cuando salió de Padan-aram, y bendíjolo.
Estos son los nombres de los hijos de Esaú: Eliphaz hijo de Ada, mujer de Esaú, Reuel hijo de Baseth, mujer de Esaú.
Y estos son los nombres de los duques que venían de Esaú, conforme á sus familias, por sus nombres, por sus nombres; el duque Timna, el duque Jetheth,
Ven, y vengamos á Iselitas á Ismaelitas, y no sea nuestra mano sobre él; porque nuestro hermano y nuestra carne. Y sus hermanos fueron mis hermanos.
Entonces él preguntó á los hombres de aquel lugar, diciendo: ¿Dónde es la ramera, que estaba en el camino? Y ellos dijeron: No había ramera ramera en este lugar.
Mas Jehová fué con José, y le mostró misericordia, y dióle gracia en ojos de la guarda de la cárcel.
Y durmió, y soñó el segundo tiempo: y he aquí siete espigas de trigo sobre un mosto, y bueno.
Y junta toda la mantenimiento de los años que habían venido, y pon trigo debajo de la mano de Faraón, y los guarden en las ciudades.
Y conoció José á sus hermanos, y no conocieron.
Y él dijo: No descenderá con vosotros, porque su hermano es muerto, y él es dejada; si le quedare el mal en el camino que entrareis, vosotros llevaréis mis cabellos con dolor al sepulcro.
Entonces José se apresuró; porque sus entrañas se hizo sobre su hermano, y buscó á donde lloraba, y entró en su cámara, y lloró.
Y nosotros hemos dicho: No descendemos; si nuestro hermano menor con nosotros, descenderemos; porque no veamos al hombre, sino que no veamos el rostro del hombre, si nuestro hermano no sea con nosotros.
A todos de ellos dió cada uno uno de vestidos; mas á Benjamín dió á Benjamín, y cinco piezas de plata, y cinco vestidos de vestidos.
Y los hijos de Nephtalí: Jahel, Guni, y Jezer, y Sihom.
Y compró José toda la tierra de Egipto á Faraón; porque los Egipcios vendían cada uno su campo, porque la tierra había vencido sobre ellos: y la tierra fué de Faraón.
Y su padre no quiso, y dijo: Yo, hijo mío, yo sé: también un pueblo, y también será grande: mas su hermano menor menor menor menor, y su simiente será más que él y su simiente.
Benjamín castigará en la mañana; en la mañana consumirá la presa, y en la noche la presa, y en la presa repartirá la presa.
Y dijo José á sus hermanos: Yo moraré; y Dios os visitaré, y os sacará de esta tierra que juró á Abraham, Isaac y á Jacob.
Y como ella abrió, vió al niño: y he aquí, el niño lloró. Y ella tuvo compasión de él, y dijo: Este es uno de los Hebreos de los Hebreos.
Y dijo Moisés á Dios: ¿Quién soy yo, para que yo vaya á Faraón, y para que saqué á los hijos de Israel de Egipto?
Y Jehová dijo á Moisés en Madián: Id, vuélvete á Egipto; porque todos los muertos que buscan tu alma.
Ahora pues, ahora, y obra; porque no os será dada, sino que el talero de ladrillo.
Y tomó Eleazar el hijo de las hijas de las hijas de Putiel, la cual le parió á Phinees: estos son las cabezas de los padres de los Levitas conforme á sus familias.
Y fueron cumplidos siete días, después que Jehová había herido al río.
Y salió Moisés de Faraón, y oró á Jehová.
A Jehová (porque no hay más poderoso))) que no hay más fuertes y granizo; y yo os dejaré, y no os quedaréis.
No vieron otro uno, ni se levantaron de su lugar por tres días: mas todos los hijos de Israel tenían luz en sus moradas.
Y este día os será por memoria, y la guardaréis fiesta por vuestras generaciones; celebraréis fiesta por vuestras generaciones, solemnidad por estatuto perpetuo.
Mas el siervo de cada uno que compró por dinero, cuando le circuncidó, entonces comerá.
Y JEHOVÁ habló á Moisés, diciendo:
Y vió Israel aquella grande obra que hizo Jehová sobre los Egipcios; y el pueblo temió á Jehová, y creyó á Jehová, y á su siervo Moisés.
Y los hijos de Israel les dijeron: No moramos á Dios en mano de Jehová, en la tierra de Egipto, cuando se sentamos en la carne de la carne, y cuando comimos pan en este desierto; porque habéis traído á matar á este desierto, para matarnos con hambre.
Y dijo Moisés á Aarón: Toma un poco, y pon un omer de manna, y ponla en ella delante de Jehová, para que sea guardado por vuestras generaciones.
Y yo sé que Jehová es mayor que todos los dioses: porque en lo que hicieron maravillas.
Y descendió Moisés del monte al pueblo, y santificaron el pueblo; y lavaron sus vestidos.
Y ellos dijeron á Moisés: Habla con nosotros, y oiremos; mas no hablaremos á Dios con nosotros, porque no muramos.
Y si alguno seguramente, te darás vida por vida,
Si su padre no pudiere dar dar á darla á su padre, pagará dinero conforme á las vírgenes de las doncellas.
Y la fiesta de la siega, las primicias de tus trabajos, las cuales sembraste en el campo; y la solemnidad de la colores que está en el cabo del año, cuando has juntado en tus trabajos del campo.
Y levantóse Moisés, y su ministración: y Moisés subió al monte de Dios.
Y harás á ella término de la mano de alrededor, y harás una corona de oro alrededor.
Harás además tablas para el tabernáculo de madera de Sittim.
Sus tablas harás tablas en el monte: como te ha mostrado en el monte, así lo harán.
Y pondrás en ella trueno de piedras, cuatro órdenes de piedras: el primero, un sardio, un sardio, un sardio, y tío, será el primer orden.
Y Aarón y sus hijos llevarás á la puerta del tabernáculo del testimonio, y lavarás con agua.
Y si algo de las consagraciones de las consagraciones, ó de la mañana hasta la mañana, quemarás á la mañana, porque no se comiere, porque es santo.
Harás también un lagar de metal, y también su pie de metal, para lavarse: y tú pondrás entre el tabernáculo del testimonio y el altar, y pondrás en ella agua.
Y las vestimentas de servicio, y las vestimentas de Aarón el sacerdote, y las vestimentas de sus hijos, para ministrar el sacerdote,
Y dijo Aarón: No se encienda el furor de mi señor: tú sabes el pueblo, que se han puesto en mal.
Y Jehová dijo á Moisés: Yo haré esto, y también lo que has hablado: porque has hallado gracia en mis ojos, y yo te conozco por nombre.
Porque yo arrojaré las gentes delante de ti, y ensancharé tus términos: y no deseará tu tierra, cuando hubieres de apartar delante de Jehová tu Dios en el año.
Las vestimentas del servicio, para hacer servicio en el santuario, las vestimentas de Aarón el sacerdote, y las vestimentas de sus hijos, para ministrar el sacerdote.
Hizo también las cortinas de cabras para la tienda del tabernáculo: las cortinas hizo las cortinas.
Hizo también la cubierta de oro puro: su longitud de dos codos, y la mitad de un codo y un codo y medio de su anchura.
Y puso las varas en los anillos á los anillos del altar, para que llevase; hizo el altar con tablas.
Y hacían piedras de oro, de escultura en engastes de oro, según sus nombres, con los nombres de los hijos de Israel.
La mesa, y todos sus vasos, y el pan,
Y puso el pan en orden delante de Jehová; como Jehová había mandado á Moisés.
Y el sacerdote la traerá al altar, y extiende su cabeza, y hará arder sobre el altar; y su sangre será incienso al lado del altar:
Y si su ofrenda fuere macho, entonces ofrecerá delante de Jehová.
Y el sacerdote tomará de la sangre de la sangre de su dedo, y pondrá sobre los cuernos del altar del holocausto, y derramará su sangre al pie del altar del holocausto.
Y JEHOVÁ habló á Moisés, diciendo:
Esta es la ley de la culpa: es cosa santísima.
Y el sacerdote hará arder el sebo sobre el altar: mas el pecho de Aarón y sus hijos.
Y mató á Moisés, y tomó Moisés de la sangre de ella, y púsola sobre la oreja derecha de Aarón, y sobre el pulgar de su mano derecha, y sobre el pulgar de su pie derecho.
Y llevó el presente, y tomó sus puños, y quemóla sobre el altar, además del holocausto, del holocausto de la mañana.
Todo lo que hiriere la hoz, y la cabra de las bestias, y el que siembra, comeréis.
Y todo vaso, lo que cayere de ellos cayere, cualquiera que cayere, será inmundo; y lo quebrantaréis.
Y si el sacerdote veare, he aquí que la extiende en la piel, entonces el sacerdote lo dará por inmundo: lepra es lepra.
Y si alguno ó mujer en la piel de la carne de su carne, de cucharas, de mancha blancas,
Y será en el séptimo día, el cual pondrá toda su cabeza y su barba y su barba, y todas sus panillo, todos sus panillas, y lavará sus vestidos, y lavará sus vestidos, y lavará también en agua.
Y el sacerdote volvió al séptimo día, y mirará; y si pareciere la plaga fuere extendida en las paredes de la casa,
Y el vaso de la tierra, que tocare el que tuviere flujo, será quebrado: y todo vaso de madera será raído en agua.
Y el macho cabrío en la suerte que Jehová cayó sobre la suerte de suerte, y lo ofrecerá por expiación.
Para que los hijos de Israel traigan sus sacrificios, para que sacrifiquen en el campo, para que los trajesen á Jehová, á la puerta del tabernáculo del testimonio, para el sacerdote, y para las paces á Jehová.
Y no acerás á mujer para cubrir su desnudez, como ella está sujetada por su inmundicia.
Guardaréis mis estatutos. No guardarás mis ganados. No tomarás gente de un talero: no sembrarás tu heredad con simiente; ni la vestirá sobre ti vestidura de lino y herida sobre ti.
Y si alguno durmiere con su nuera, así de ellos será de cierto, de cierto será contaminada; su sangre será sobre ellos.
Y no profanará su simiente en su pueblo: porque yo Jehová lo santifico.
Y cualquiera que ofreciere sacrificio de paces á Jehová para cumplir su voto, ó ofrenda voluntaria, ó ofrenda voluntaria, será acepto á ovejas, será acepto en ella.
Y ofreceréis con el pan de los siete corderos, sin defecto de un año, y un becerro, y dos carneros: será para holocausto á Jehová, con su presente y sus libaciones, ofrenda encendida á Jehová.
En el candelero encenderá las lámparas delante de Jehová.
El jubileo os será el año quince días: no sembraréis, ni segaréis lo que se ha crecido, ni recogido en ella, ni los uvas de tu vid.
Y entonces se apartará de ti, así y sus hijos con él, y volverá á su familia, y volverá á su familia, y volverá á su familia.
Yo también haré á vosotros esto; yo haré sobre vosotros espanto, y consumación, y quemaré los ojos, y hará arder los ojos de corazón: y sembraréis vuestra simiente en vano, porque comeréis vuestros enemigos.
Estos son los estatutos y derechos, los cuales Jehová hizo entre él y los hijos de Israel en el monte de Sinaí, por mano de Moisés.
Y toda la tierra de la simiente de la simiente de la simiente de la tierra, ó del fruto de Jehová, el santuario de Jehová: santo es á Jehová.
De los hijos de Judá, por sus generaciones, por sus generaciones, por las casas de sus padres, conforme á la cuenta de los nombres, de veinte años arriba, todos los que podían salir á la guerra;
Cada uno de los hijos de Israel por su bandera, con la bandera de la casa de su padre: alejaráse lejos el tabernáculo del testimonio.
Estos son los contados de los hijos de Israel por la casa de sus padres: todos los contados de los pechos por sus ejércitos, seiscientos y tres mil y cuatrocientos.
En el número de todos los varones, desde el mes de un mes arriba, fueron ocho mil y seiscientos, guarda la guarda del santuario.
Y sobre la mesa de pan extenderán un paño paño de cárdeno, y pondrán sobre él los peces, y las cucharas, y las cucharas, y el pan se cubrirá el pan:
Estos fueron contados de las familias de las familias de Coath, para que todo servicio en el tabernáculo del testimonio, que Moisés y Aarón hizo conforme á la mano de Jehová por mano de Moisés.
Y el sacerdote pondrá la mujer delante de Jehová, y descubrirá la cabeza de la mujer, y pondrá la cabeza de memoria en sus manos, la cual es el sacerdote con amargo las aguas que hace;
Y ofrecerá el carnero para sacrificio de paces á Jehová, con el canastillo de los ázimos: el sacerdote hará presente, y su presente.
Una cuchara de oro de diez siclos, llena de perfume;
Una cuchara de oro de diez siclos, llena de perfume;
Una cuchara de oro de diez siclos, llena de perfume;
Y los Levitas fueron purificados, y lavaron sus vestidos, y Aarón como la ofrenda de Jehová; y Aarón hizo expiación por ellos.
Hazte dos bocinas de plata, de toda suerte de plata: para que los dejes para la oreja de la congregación, y para las partidas de los pechos.
Y será que, si con nosotros, y te será, y lo que hará Jehová, lo que nos hará con nosotros.
Y quedó dos de los hombres en el campo, el nombre del uno era Eldad, y el nombre de Medad: y reposaron el espíritu de la otra vez en ellos, y de los que estaban escritas, mas no salieron al tabernáculo: profetizaron en el campo.
De la tribu de Judá, Caleb hijo de Jephone.
¿Y por qué nos ha traído Jehová á esta tierra, para caer á cuchillo, que nuestras mujeres y nuestros hijos y nuestros hijos, ¿no nos han de volver á Egipto?
Y vuestros hijos irán en el desierto cuarenta años, y vuestras fornicaciones, hasta que vuestros cuerpos sean asoladas en el desierto.
Habla á los hijos de Israel, y diles: Cuando hubiereis entrado en la tierra á la cual yo os saqué,
Y poned fuego, y puso sahumerio delante de Jehová á mañana: y será el hombre que Jehová escogiere, él será santo: vosotros, hijos de Leví.
Habla á Eleazar el hijo de Aarón el sacerdote, que tomará el incensario de fuego, y esparcirás el fuego, porque son santificados.
Y serán reunidos á ti, y guardarán el cargo del tabernáculo del testimonio, para todo el servicio del tabernáculo: y el extranjero no llegue á vosotros.
Esta es la ordenanza de la ley que Jehová ha mandado, diciendo: Habla á los hijos de Israel, que te traigan una vacada sin mancha, y no es yugo;
Y Moisés y Aarón se juntó la congregación delante de la peña, y él les dijo: Oid ahora, Volveos: ¿Os tenemos agua de esta peña?
Y partieron de Oboth, asentaron en Iarim, en el desierto que está delante de Moab, al nacimiento de Moab, al nacimiento.
Ahora pues, ruégote que me maldigas á este pueblo: porque son fuertes por mí: quizá me venciere, para que los heremos, y yo los heriré de la tierra; porque yo heriré al que benigas bendijeres, y al que bendijeres.
Y como Balac oyó lo que Balaam había salido, salió á recibir á la ciudad de Moab, que está en el término de Arnón, que está en el término de Arnón.
Y dijo Balac á Balaam: Ni no los maldición en todo, ni bendice á todos.
Levantóse luego Balaam, y se volvió á su lugar: y Balac también fué su camino.
Los hijos de Simeón por sus familias: de Nemuel, la familia de los Nemuitas: de Jamín, la familia de los Jamtas; de Jachîtas, la familia de los Jachîtas;
Estos son los hijos de Dan por sus familias: de Shuham, la familia de los Shahatas. Estos son las familias de Dan por sus familias.
Las hijas de Salphaad hablarás: de cierto les darás posesión de heredad entre sus hermanos, y harás la heredad de sus hermanos; y harás la heredad de su padre á ellos.
Y sus libaciones serán la mitad de un hin de un hin, y la tercera parte de hin á carnero, y la cuarta parte de un hin de un hin de cada mes hasta el holocausto de todo el año del mes.
Y ofreceréis holocausto de olor de suavidad, ofrenda encendida de olor suave á Jehová; catorce becerros, catorce carneros, catorce corderos, catorce corderos de un año; sin defecto serán sin defecto;
Y su padre oye su voto, y su siervo con que ella hubiere ligado su alma, y su padre callará, y entonces todos sus votos serán ligados, y todo lo que ella hubiere ligado su alma.
Mas todos los hijos, que no conocían hombre con él, guardando vida por vosotros.
Y los oficiales que estaban sobre millares del ejército, capitanes de millares, capitanes de ciento y centuriones, llegaron á Moisés;
Dos ciudades para vuestros niños, y albajos para vuestras ovejas; y haz lo que ha salido de vuestra boca.
Y ellos tomaron el camino del desierto de Sin, y asentaron campo en Dopa.
Y partidos de Sarmona, asentaron en Punón.
Y JEHOVÁ habló á Moisés, diciendo:
Y si le hiriere con gargargargarlo, con que muriere, y muriere, es homicida; el homicida morirá.
Estos son los mandamientos y los juicios, los cuales mandó Jehová por mano de Moisés á los hijos de Israel en los campos de Moab, junto al Jordán de Jericó.
Jehová vuestro Dios que va delante de vosotros, él peleará por vosotros, conforme á todo lo que os hizo en Egipto delante de vuestros ojos,
Y como entramos de Cades-barnea, hasta que llegamos sobre el arroyo, treinta y ocho años; hasta que toda la generación de la guerra de guerra de guerra, como Jehová les había jurado de entre ellos.
Mas todos los animales, y el despojo de las ciudades, tomamos por presa.
¿Y qué gente grande, que estatutos y derechos y derechos como toda esta ley, que yo pongo hoy hoy delante de vosotros?
A las gentes echó de delante de ti, y más fuerte que tú, para que te des, para dar su tierra por heredad, como hoy.
No hurtarás.
No tentáis á Jehová vuestro Dios, como tentasteis en Massa.
No te acordarás de ellos; porque Jehová tu Dios está en medio de vosotros, Dios terrible y terrible.
No por tu justicia, ó por la rectitud de tu corazón, para poseer su tierra: mas la maldad de estas gentes Jehová tu Dios los echará de delante de ti, y para que Jehová tu Dios había jurado á tus padres, Isaac, y Jacob.
Y los hijos de Israel tomaron de Beeroth de Beeroth á Moserán, á Moserán: allí murió Aarón, y fué sepultado en el sacerdote Eleazar su hijo.
Para que os daré la lluvia de vuestra tierra en su tiempo, la lluvia y la lluvia lluvia, para que juntes en tu grano, y tu aceite, y tu aceite.
Y os alegraréis delante de Jehová vuestro Dios, y vuestros hijos, vuestras hijas, y vuestras hijas, y vuestros siervos, y vuestros siervos, y el Levita que está dentro de vuestras puertas; porque no tiene parte ni con vosotros.
Y te apedrearás con piedras, y muere; porque él buscó de Jehová tu Dios, que te sacó de la tierra de Egipto, de la casa de servidumbre de servidumbre.
Tú harás todo el fruto de tu simiente, que lleva el campo en el año.
Solamente no comerás su sangre; derramarás sobre la tierra como agua.
Si el negocio te levantare en juicio, entre la sangre y sangre, entre la sangre y la sangre, entre entre tus ciudades, y entre las asas de dentro de tus ciudades: levántate, y levantarás en el lugar que Jehová tu Dios escogiere, y Jehová tu Dios escogiere;
Yo los levantaré entre sus hermanos, como te levantaré de entre sus hermanos, y pondré mis palabras en su boca, y hablará á todos los que yo le mandare.
Y los oficiales hablarán al pueblo, diciendo: ¿Qué hombre que edificó una casa nuevo, y no repartió la dedicación, y vuélvase á su casa, porque no muera en la batalla, y otro hombre.
Si alguno tiene dos mujeres, uno y aborrecieron, y aborrecieron á los hijos, y le nacieron hijos, el amado y el primogénito; y si el primogénito fué aborrecida;
Si alguno fuere hallado con mujer de casarse con mujer, entonces morirán de ellos, así de los que durmieren con mujer, así quitarás el hombre, y la mujer quitarás de Israel.
Mas si dejares á voto, no será pecado en ti.
Si hermanos morare, y ninguno de ellos mueren, y no tienen hijo de los muertos, sin que el extranjero no se casare á su marido; el hermano de su hermano saldrá, y lo revolviere á su mujer, y á su hermano.
Este día te ha mandado Jehová tu Dios para hacer estos estatutos y derechos: por tanto guardarás y harás con todo tu corazón, y con toda tu alma.
Y será que, si obedecieres á la voz de Jehová tu Dios, para guardar todos sus mandamientos que yo te prescribo hoy, que yo te mando Jehová tu Dios sobre todas las gentes de la tierra:
Tu buey será muerto delante de tus ojos, y no comerás su asno: tu asno será quitada de delante de tu rostro, y no será restituída á ti: tus ovejas serán dados á tus enemigos, y no los echarás.
Y toda enfermedad enfermedad, y toda plaga que no está escrito en el libro de esta ley, Jehová te traerá á ti Jehová, hasta que perezcas.
Y que toda su tierra es la piedra de sal, y sal, que no es sembrada, ni lleva hierba, ni hierba, ni hierba, como trastorna en ella, Adma, y Gomorra, y Zeboim, y Jehová en su furor, y en su ira, y en su ira.
Y hará Jehová á ellos como hizo á Sehón y á Og, reyes de los Amorrheos, y á la tierra de ellos, á los cuales destruyó.
Este es la Roca, su obra es perfecto; porque todos sus caminos son juicio: Dios de verdad y sin iniquidad, y justo, y justo.
¿No está esto en la orilla de mí, y selo entre mis tesoros?
Y de Benjamín dijo: El amado de Jehová habitará en él, y el Señor lo cubrirá; y el Señor le cubrirá todo el día, y habitará entre sus hombros.
Y ACONTECIÓ después de la muerte de Moisés siervo de Jehová, que Jehová habló á Josué hijo de Nun, diciendo:
Y los que viviréis á mi padre, y á mi madre, y á mis hermanos, y mis hermanas, y á todos los que tienen, y á nuestra alma de muerte.
Tomad doce hombres del pueblo, de cada tribu, de cada uno,
Y cuando hubieron circuncidado á circuncidar á todo el pueblo, quedáronse en sus moradas en el campo, hasta que fueron todos.
Y los mozos que fueron en la gente, y sacaron á Rahab, y á su padre, y á sus hermanos, y á todo lo que tenía; y sacaron á su linaje, y los dejó fuera del campo de Israel.
Y levantáronse sobre él un gran montón de piedras hasta hoy. Y Jehová se volvió del furor de su ira. Y el nombre de aquel lugar se llamó el valle de Achor, hasta hoy.
Y edificó Josué altar á Jehová Dios de Israel en el monte de Ebal,
Ahora pues, he aquí, nosotros estamos en tu mano: como bien bien bien y derecho á nosotros, haga.
Y el día de Josué tomó á cuchillo, é hirió á filo de espada, y á su rey, y á todo lo que en ella había vivo, y á todo lo que en ella había quedado; y no quedó quien había quedado al rey de Jericó.
Como Jehová mandó á Moisés su siervo, así mandó á Josué, y así hizo Josué; nada dejó de todo lo que Jehová había mandado á Moisés.
El rey de Cedes, otro: el rey de Jocel, otro:
Esta es la heredad de los hijos de Gad por sus familias, las ciudades y sus aldeas.
Y rodearon el término de Baala hasta el monte de Seir, y pasó á la parte del monte de Jesim, que está Calim, y descendió á Beth-semes, y pasó á Beth-semes, y pasó á Timna.
Y Cabanim, y Lahlom, y haced á Kirim,
Y descendió de Janoa á Ataroth, y á Naarath, y salió á Jericó, y salió al Jordán.
Y pasaron los hombres, y pasaron por la tierra, y descriaron por siete partes en el libro, y volvió á Josué al campo en Silo.
Y subió su término hacia la mar, y Marara, y á Dedán, y á Dechâ el río que está delante de Jocón;
Y el término de su heredad fué Sora, y Ethaol, y Imes,
Y dieron la ciudad de Arba, padre de Anac, la cual es Hebrón, en el monte de Judá, con sus ejidos alrededor.
Todas las ciudades de los Levitas dentro de la posesión de los hijos de Israel, cuarenta y ocho ciudades con sus ejidos.
Y nosotros dijeron: Vamos ahora un altar para edificar el altar, y no para holocausto, ni sacrificio:
Y saqué vuestros padres de Egipto; y fuisteis á la mar, y los Egipcios siguió á vuestros padres, á caballo y á caballo de á caballo, el mar Bermejo.
Y dijo Judá á Simeón su hermano: Sube conmigo en mi suerte, para que peleamos contra el Cananeo, y yo también contigo en tu suerte. Y fué Simeón con él.
Y no echó Nephtalí Nephtalí los moradores de Beth-semes, ni los moradores de Beth-anath; mas él habitaba en medio del Cananeo, moradores de la tierra; mas los moradores de Beth-semes fueron tributarios á ellos.
Y fueron para propósito á Israel, para que oyesen á los mandamientos de Jehová, los cuales mandó á sus padres por mano de Moisés.
Y los hijos de Israel clamaron á Jehová: porque él nueve carros de hierro, y veinte años de hierro; y él rompió los hijos de Israel.
Mi corazón está á los gobernadores de Israel, para que se ofreció de corazón entre los pueblos. Bendecid á Jehová.
Y Jehová envió profeta á los hijos de Israel, que les dijo: Así ha dicho Jehová Dios de Israel: Yo os saqué de Egipto, y os saqué de casa de servidumbre;
Y como él se levantó; porque él se levantó de mañana, y metióse el rocío, y extiende el rocío del leño, lleno de agua lleno de agua.
Dios entregó á vuestros manos á los príncipes de Madián, Oreb y á Zeeb; y ¿qué tengo de hacer en vosotros su furor? Entonces su furor se enojó, cuando dijo que había dicho.
Y aconteció que como Gedeón era muerto, y fornicó á los hijos de Israel, y fornicó á los Baales, y fornicó á Baal-ith su dios.
Y Gaal hijo de Ebed dijo: ¿Quién es Abimelech, y quién es Sichêm, para que le sirvamos? ¿no es el hijo de Jerobaal? ¿No servid á los hombres de Hamor, para que le sirvamos á él?
Y levantándose Abimelech á amparar á Israel á Tola hijo de Pua, hijo de Dodo, varón de Issachâr; y habitó en Sammir en el monte de Ephraim.
Y el rey de los hijos de Ammón respondió á los embajadores de Jephté: Por cuanto tomó mi tierra, de Arnón, desde Arnón hasta Jabec, y torna al Jordán: pues ahora vuelva á las tierras.
Y como vi que me libráis, no pongo mi vida en mis manos, y pasé contra los hijos de Ammón, y Jehová los entregó en mi mano: ¿por qué pues habéis subido á mí hoy, para pelear contra mí?
Y el ángel de Jehová le dijo: ¿Por qué dices así según mi nombre, ya es oculto?
Y Samsón dijo á ellos: Ahora seré más que los Filisteos, aunque los hago bien que los Filisteos, aunque los hago.
Y dijo á Samsón á Samsón: Hasta cuándo me has engañado, y me has dicho mentiras: con que me has atado. Y él le dijo: Si tú amas siete bocas de mi cabeza.
Y Michâ el Levita, y el mozo se había hecho su sacerdote, y estaba en la casa de Michâs.
Y llamaron el nombre de la ciudad, según el nombre de Dan su padre, el cual fué nacido á Israel; porque el nombre de la ciudad se llamaba Lais.
Y él le dijo: Levántate, y estámonos. Mas ninguno respondió. Entonces el varón la tomó. Y el hombre tomó sobre un asno, y se levantó á su lugar.
Y Phinees, hijo de Eleazar, hijo de Aarón, púsose delante de él, diciendo: ¿Estaré aún á á batalla contra los hijos de Benjamín, ó que yo dije? Y Jehová respondió: Subiré, que yo entregaré en tu mano.
Y envió la congregación á doce mil hombres de las nuevas, y les mandó, diciendo: Id, y herid á los moradores de Jabes de Galaad, á filo de espada, á las mujeres y á los hijos.
Y ella dijo: He aquí tu hermana se ha vuelto á su pueblo, y á sus dioses: vuélvete tras tus hermana.
Y ella guardó por las doncellas de Booz al cabo de la siega de la siega y de trigo, y habitó con su suegra.
Y sea tu casa como la casa de Phares, los cuales parió Thamar á Judá, de la simiente de la cual te dará de esta mujer.
Por tanto, como el tiempo se concibió tras Hanna, hijo que parió un hijo, y llamó su nombre Samuel, diciendo: Por cuanto le he preguntado de Jehová.
Y estaba Eli muy viejo, y oyó todos sus hijos á todo lo que hizo á todo Israel, y cómo ponían con las mujeres que estaban á la puerta del tabernáculo del testimonio.
Entonces Eli llamó á Samuel, y dijo: Samuel, hijo mío. Y él respondió: Heme aquí.
Y como de Asdod se levantaron de Asdod, he aquí que Dagón había caído sobre la tierra delante del arca de Jehová. Y tomaron á Dagón, y púsole en su lugar.
Y enviaron embajadores á los moradores de Chîriath-jearim, diciendo: Los Filisteos tornaron el arca de Jehová; descended, y traed á vosotros.
Y tomará vuestras hijas para ser contiendas, y para ser librados, y para ser batos.
Y Saúl respondió, y dijo: ¿No soy yo Bendita, de las tribus de Israel? ¿y mi familia de todas las familias de la tribu de Benjamín? ¿por qué me hablaste así así?
Y Samuel dijo á todo el pueblo: Mira á quien Jehová ha elegido á quien Jehová ha elegido, que no hay como él en medio de todo el pueblo? Y dijo el rey.
Y visteis que vió Naas al rey de los hijos de Ammón contra vosotros, dijo: No, sino rey; mas el rey reinará sobre nosotros: cuando Jehová vuestro Dios era vuestro rey.
Y salió los cuchadores del campo de los Filisteos en tres compañeros: una compañía se volvió á la tierra que va á Ophra, á la tierra de Shuhuel:
Y los hombres de Israel fueron angustiados aquel día; porque Saúl había conjurado al pueblo, diciendo: Maldito el hombre que come de la tarde hasta la tarde, para que yo sea vengado á mis enemigos. Así no haya quien el pan del pueblo.
Así ha dicho Jehová de los ejércitos, acuérdate de lo que hizo Amalec á Israel, cómo puso por él en el camino, cuando él subía de Egipto.
Y Samuel dijo: Traedme acá á Agag rey de Amalec. Y salió Agag. Y salió Agag. Y dijo Agag: Ciertamente la amargura de la muerte de la muerte de la muerte.
Y salió un plato del campo de los Filisteos, llamado Goliath, de Gath, de Gath, que era seis codos, y una altura.
Y David dijo á Saúl: Tu siervo ha guardado las ovejas de su padre, y vino un león, y lleva un cordero, y tomó un cordero de las ovejas:
Y aconteció que, cuando David se volvió de la matanza del Filisteo, las mujeres salieron de todas las ciudades de Israel, cantando á recibir, á Saúl rey, con instrumentos de júbilo, con instrumentos de júbilo.
Y Saúl oyó á la voz de Jonathán: y Saúl juró, Vive Jehová, que no será muerto.
Y Jonathán dijo á David: Jehová Dios de Israel, cuando yo he hablado á mi padre, al tercer día, ó al tercer día, y si fuere bien á David, y yo no te envío á ti;
Y Jonathán dijo á David: Id en paz, porque nosotros hemos jurado en el nombre de Jehová, diciendo: Jehová sea entre mí y ti, entre mí y mi simiente para siempre. Y levantóse Jonathán y tu simiente para siempre. Y fuése Jonathán, y se fué á la ciudad.
¿Hé yo á consultar á Dios por él? Sea alejado de mí: no impute el rey ni á su siervo, ni á toda la casa de mi padre; porque no sabía más de todo esto, ni más.
Id, pues, y poned su lugar, y conoce á su lugar donde está, y quién le ha visto, y el que me ha dicho.
Y había un hombre en Maón, cuyos posesiones en el Carmelo; y el hombre era muy muy grande, y tenía tres mil ovejas, y fué revuelta en el Carmelo en el Carmelo.
Y dijo David á Abigail: Bendito sea Jehová Dios de Israel, que te envió hoy á recibirme:
Y él dijo: ¿Por qué ha hecho así mi señor así tras su siervo? ¿para qué he hecho mal en mi mano?
Entonces la mujer dijo: ¿A quién te he de subir á ti? Y él respondió: Traedme á Samuel.
Y los dos mujeres habían tomado cautivos, Ahinhinoam, Ahinoam, y Abigail la mujer de Nabal del Carmelo.
Y Saúl dijo á su escudero: Da tu espada, y me echaste por ella; porque no vayaron estos incircuncisos, y me reduciré. Mas Saúl no quiso, porque tenía gran temor. Y Saúl tomó una espada, y cayó sobre ella.
Los montes de Gilboa, no hay rocío, ni habrá lluvia sobre vosotros, ni sobre vosotros, ni heredades de holocaustos: porque allí hay escudo de Saúl, como si no fuere ungido con aceite, como él no se ungió con aceite.
Y Joab y Abisai siguió á Abner, y el sol se descendió al monte de Amma, que está delante de Gma, delante del desierto de Gabaón.
Y he aquí, los siervos de David y Joab de seguir, y trayendo una grande presa: mas Abner no estaba con ellos en Hebrón, porque Abner no estaba con David en Hebrón.
Y vinieron todas las tribus de Israel á David á Hebrón, y habló, diciendo: He aquí somos tus uno y tu carne.
Y como llegaron á Nopón de la era de Uzzón, puso su mano al arca de Dios, y tomó de ella los bueyes, porque los bueyes.
El edificará casa para mi nombre, y yo confirmaré el trono de su reino para siempre.
Y puso los hijos en Edom, por todo Edom; por Edom puso hijos, y todos los de Edom. Y Jehová guardó á David á todos los siervos de David.
Y acercóse Joab, y el pueblo que con él estaba, á la batalla contra los Siros; y huyeron delante de él.
Y los zapatos del muro de sobre tus siervos, y algunos de los siervos del rey, son muertos de los siervos del rey, y también tu siervo Uría Hetheo.
Y envió Joab mensajeros á David, y dijo: Yo he peleado contra Rabba, y he tomado la ciudad de aguas.
Y dijo Absalom: Si no te ruego, mi hermano mío. Y el rey dijo á Amnón. Y el rey le dijo: ¿Por qué te ha de ir contigo?
Entonces tu sierva dijo: La palabra de mi señor el rey ahora será consolado: porque el ángel de Dios, así es mi señor el rey, así que Jehová tu Dios te será contigo.
Y David dijo á todos sus siervos que estaban con él en Jerusalem: Levántate, y huiremos; porque no escaparemos de Absalom, porque no escaparemos de repente, porque no nos alcanzare el mal, y herirá la ciudad de espada.
Y dijo Semei cuando él dijo: Venid, salva, varón de sangres, y de Belial de Belial:
Y Absalom y todos los hombres de Israel dijeron: El consejo de Husai Arachîta es mejor que el consejo de Achitophel. Porque Jehová había ordenado el consejo de Achitophel, para que traigan mal sobre Absalom.
Y diez mancebos que llevaban á Joab de Joab, é hirió á Absalom, y matólo.
Vosotros sois mis hermanos, vosotros sois mis huesos y mi carne: ¿por qué pues, para traer el postrero?
Y todos los hombres de Judá respondieron á los hombres de Israel: Por cuanto el rey está cerca del rey á nosotros; ¿por qué pues, os habéis comido por todo el negocio del rey?
Y los Gabaonitas le dijeron: No tenemos plata ni oro de Saúl, ni de su casa, ni de su casa; ni nos matarás varón en Israel. Y él respondió: Cuál, que yo hago.
E hizo las tinieblas alrededor de él alrededor de él, tinieblas, aguas de nubes.
Y ellos miraron, y no hubo salvarse á Jehová, sino él les respondió.
Y degolló un Egipcio, un hombre hermoso: y el Egipcio tenía lanza lanza en su mano, y descendió á él con bordón, y arrancó la lanza del Egipcio, y matólo con su lanza.
Ve, y di á David: Así ha dicho Jehová: Yo te ofreceré tres cosas, para que yo te haga.
Y ella le dijo: Mi señor, tú respondes por Jehová tu Dios á tu Dios, diciendo: Decid á Salomón tu hijo después de mí, y se sentará sobre mi trono.
Y así vino los siervos del rey para bendecir el rey David, diciendo: El nombre de Salomón mejor que tu nombre, y ponga su trono más que tu trono. Y el rey se inclinó sobre la cama.
Ahora pues, como Jehová vive, que me ha confirmado, y ponme en el trono de David mi padre, y que me ha hecho casa, como él ha dicho á Adonía.
Y tu siervo es en medio de tu pueblo que tú escogiste, grande pueblo, que no se puede contar ni contado por multitud.
Hijo de Hesespua, en Aeph, en Axa, y toda la tierra de Hepher;
Ahora pues, mandarás que me traigan de cedro cedro del Líbano, y mis siervos serán con tus siervos; y yo te daré por tus siervos conforme á todo lo que no hay entre nosotros: porque tú sabes que no hay entre nosotros.
Y el cedro de la casa de dentro estaba preso con manzanas, y abrasadas; todo cedro no había visto piedra.
Y fué el fundamento de piedras, piedras grandes piedras, piedras de diez codos, y piedras de ocho codos.
E hizo Hiram los amantes, y los calderos, y los tazones. E Hiram hizo acabar de toda la obra que hizo Salomón rey para la casa de Jehová;
Mas tú no edificarás la casa; mas tu hijo saldrá de tus lomos, él edificará la casa á mi nombre.
Tú oirás su oración y su ruego en los cielos, y en el lugar de tu morada,
Y él dijo: ¿Qué son estas ciudades que me has dado, hermano mío? Y llamólos á la tierra de Cababul hasta hoy.
A los mercaderes de los mercaderías, y de los que tenían cargo de los mercaderías, y de los reyes de Arabia, y de los reyes de Arabia, y de la tierra.
Porque seis meses quedaron á Joab con todo Israel, hasta que cortó todo varón en Edom;)
Y enviaron, y llamáronle. Y Jeroboam y toda la congregación de Israel vino, y habló á Roboam, diciendo:
Y ofreció en el altar de los quince días del mes, á los quince del mes, en el mes octavo, en el mes de su corazón, é hizo banquete á los hijos de Israel; y ofreció holocausto á los hijos de Israel, y quemó sobre el altar.
Y puso su cuerpo en su sepulcro, y lloraron sobre él, diciendo: ¡Ay, hermano mío!
Y quitó los tesoros de la casa de Jehová, y los tesoros de la casa del rey, tomó á todos: y tomó todos los escudos de oro que Salomón había hecho.
Y reinó Nadab hijo de Jeroboam á reinar sobre Israel en el segundo año de Asa rey de Judá, y reinó sobre Israel dos años.
Y el pueblo de Israel fué repartida en dos partes: de la mitad del pueblo Thibath hijo de Ginath, para hacerle rey; y siguió á Omri.
Y ACONTECIÓ después de estas cosas, hijo de la mujer, la miliz de la casa, cayó; y su enfermedad era, que no hubo espíritu en él.
Seamos, pues, dos becerros becerros, y escogiere un becerro para sí, y lo corromperan en pedazos, y no ponga fuego debajo de él: y pondré en el otro becerro, y no pondrá debajo de él fuego:
Y el ángel de Jehová volvió el segundo tiempo, y le tocó, y dijo: Levántate, y come, porque el camino es grande.
Y saliendo ellos á Bendión. Mas Ben-adad se bebieron en los leones, él y los reyes, treinta y dos reyes que le ayudaron.
Y Naboth dijo á Achâb: No me sea Jehová, para que yo doy la heredad de mis padres á ti.
Y él dijo á Josaphat: ¿Quieres tú conmigo á Ramoth de Galaad? Y dijo á Josaphat al rey de Israel: Yo soy mi pueblo, como tú, como tu pueblo, como tus caballos.
Y un hombre que sacaba arco á la ventura, é hirió al rey de Israel entre las junturas de la enfermedad; por lo cual dijo al río de su carro: Vuelve, y llevóme del ejército; porque yo soy herido.
Y envió también á él otro capitán de cincuenta con sus cincuenta. Y él respondió, varón de Dios, así el rey de Dios, así ha dicho el rey: Ven presto.
Y de allí subió á Beth-el de allí; y como él había salido por el camino, salió hijos de la ciudad, y le arrancó, y le dijo: Sube cabeza.
Y una mujer clamó una mujer de las mujeres de los hijos de los profetas á Eliseo, diciendo: Tu siervo es muerto, y tú sabes que tu siervo temía á Jehová; y Jehová ha venido á él dos hijos.
Y pasó Giezi delante de ellos, y puso el bordón sobre la faz del niño, y no oir. Y volvió á encontrarle, diciendo: El niño no se envía.
Y dijo Naamán: ¿No te ruego, yo te ruego que sea dado á tu siervo dos mulas carga de la tierra? porque tu siervo ofreciere á dioses ajenos, sino á Jehová.
Y aconteció que, estando ellos en Samaria, dijo Eliseo: abrid los ojos de estos hombres, para ver los ojos de estos hombres, para que vean. Y Jehová abrió, y he aquí en medio de Samaria.
Y el rey señaló á su mano el rey, para que había buscado la ordenación de la puerta; y el pueblo murió, y murió, como el varón de Dios había dicho, el cual había dicho el rey de Dios, el cual habló á él.
Y anduvo en el camino de la casa de Achâb, é hizo lo malo en ojos de Jehová, como la casa de Achâb; porque él estaba en la ley de la casa de Achâb.
Y lleváronlo sus siervos en carro á Jerusalem, y sepultáronlo en su sepulcro con sus padres en la ciudad de David.
Y envió Jehú á todo Israel, y á todos los adoradores de Baal, que no había hombre hombre. Y vinieron á la casa de Baal, y la casa de Baal estaba lleno de Baal.
Y mandó el sacerdote Joiada á los centuriones, los oficiales del ejército, y los oficiales del ejército, y díjoles: No la menospreciéis; y el que la matare con cuchillo. Porque el sacerdote dijo: No sea muerto en la casa de Jehová.
Y el furor de Jehová se encendió contra Israel, y librólos en mano de Hazael rey de Siria, y en mano de Ben-adad, hijo de Ben-adad, todos sus días.
Entonces Amasías envió embajadores á Joas hijo de Joachâz, hijo de Jehú, rey de Israel, diciendo: Venid á otro uno en la faz.
E hizo lo malo en ojos de Jehová, como sus padres habían hecho: no se apartó de los pecados de Jeroboam hijo de Nabat, el cual hizo pecar á Israel.
En el año undécimo de Peka hijo de Remalías hijo de Remalías rey de Judá, comenzó á reinar.
Y quemaron perfumes en todos los altos, como hizo Jehová las gentes que habían traído delante de ellos, y obraron cosas á ira para provocar á ira á Jehová;
Y estas gentes temieron á Jehová, y sirvieron sus esculturas, y sus hijos, y los hijos de los hijos de los hijos: así hicieron á este día.
Y no os os confiéis en Jehová, diciendo: Jehová librará, y esta ciudad, y esta ciudad no será entregado en mano del rey de Asiria.
Por tus embajadores has afrentado el Señor, y dijiste: Con la multitud de mis carros estoy á la altura de los montes, á los lados del Líbano, y talaré todos sus higueras, y talaré sus higueras, y entraré en el bosque de su término.
Y dijo Isaías á Ezechîas: Oid palabra de Jehová.
Lo demás de los hechos de Amón que hizo, ¿no está escrito en el libro de las crónicas de los reyes de Judá?
Mas los sacerdotes de los altos no subieron al altar de Jehová en Jerusalem, sino que comían pan de los ázimos entre sus hermanos.
Y envió Jehová contra él las prisiones de los Caldeos, y las compañías de Moab, y las de Moabitas, y las prisiones de los hijos de Ammón, y enviólos á Judá, conforme á la palabra de Jehová, que habló por sus siervos los profetas.
Mas el capitán de la guardia dejó de los pobres de la tierra á los labradores y labradores.
Y Patham, y Casim, (de los cuales habían venido á los Filisteos, y á Capheim.
Los hijos de Ezer: Bilán, Zaán, y Javán. Los hijos de Disán: Uz, Arán, y Arán.
Y Caleb hijo de Hesrón engendró á los hijos de Azuba, su mujer, y de Jerioth: Jessé, Jesioth, Sochô, y Ardón.
Maachâ, concubina de Caleb, parió Semaías, y Tirsa.
Y los hijos de Nachônías: Elioenai, Ezechîas, y Azricam, tres.
Y á Bilha, y á Esem, y á Tolad,
Y habitaron en Galaad en Basán, y en sus villas, y en todos los ejidos de Sarón, en sus términos.
De Gersón, Libni su hijo, Jahath su hijo;
Y estos son los hijos de Aarón: Eleazar su hijo, Phinees su hijo, Abisua su hijo,
Y de la tribu de Gad, á Ramoth con sus ejidos, y á Mahanaim con sus ejidos,
Y junto á las cintas de los hijos de Manasés, á Beth-anach y sus aldeas, á Taanach y sus villas, y á Dor y sus aldeas. En estos fueron los hijos de José, hijo de Israel.
Y Jakim, Zichri, Zabdi,
Y sus hermanos, conforme á sus generaciones, doscientos y cincuenta y seis. Todos estos fueron príncipes de familias en la casa de sus padres.
Y Ner engendró á Cis, y Cis engendró á Saúl: y Saúl engendró á Jonathán, Malchîsua, Abinadab, y Ebaal.
Y este es el número de los valientes que David tenía, Jasam, Ocram, el principal de los capitanes, el principal de los capitanes; alzó su lanza contra él un tiempo.
Uría Hetheo, Zabad, hijo de Ahlai,
Los hijos de Judá que llevaban escudo y lanza, seiscientos y ocho mil y armados para la guerra.
Y el arca de Dios había quedado con la familia de Obed-edom en tres meses. Y Jehová bendijo la casa de Obed-edom, y todo lo que tenía.
Porque por cuanto no lo habéis hecho en el principio, Jehová nuestro Dios lo hizo en nosotros, para que no le buscamos á su orden.
El es Jehová nuestro Dios; sus juicios son en toda la tierra.
Y como David estaba sentado en su casa, dijo á Nathán profeta: He aquí, yo habito en casa de cedros, mas el arca del pacto de Jehová está debajo de las cortinas.
Y tomó David de él mil carros, y siete mil hombres de á caballo, y veinte mil hombres de á pie: y asimismo todos los caballos caballos, sino de ciento carros.
Y fué dado aviso á David, y juntó todo Israel, y pasó el Jordán, y vino sobre ellos, y ordenó la batalla contra ellos. Y cuando David había puesto en la batalla contra los Siros, pelearon con él.
Y volvió á Ornán, y vió el ángel, y á sus cuatro hijos con él. Y Ornán estaba trigo.
Así que David era viejo y lleno de días, hizo Salomón su hijo sobre Israel.
Y sacrificarse á Jehová en los sábados, en las nuevas nuevas nuevas, y en las solemnidades, y en las solemnidades, conforme á la orden de Jehová:
De Cis Cis: Cis, hijo de Cis.
La vigésima á Othir, con sus hijos y sus hermanos, doce;
De las cucharas de las cucharas de las cucharas, para alcanzar la casa de Jehová.
Y sobre los tesoros del rey fué Azmaveth, hijo de Adiel: y sobre los campos, en las montañas, en las ciudades, y en las aldeas, y en las aldeas;
Y he aquí, los azotes de los sacerdotes y Levitas, y los Levitas serán con todo el servicio de la casa de Dios; y allí será con todo instrumento de todo instrumento, cada uno con toda disminución del servicio: asimismo todos los príncipes y todos los príncipes en el mandamiento.
Con todo su reinado y su fortaleza, y los tiempos fueron sobre él, y sobre Israel, y sobre todos los reinos de las tierras.
Y ahora he enviado un hombre por entendimiento, de entendimiento, de Huram,
Hizo también diez tablas, y púsolos en el templo, cinco al lado derecho, y cinco á la izquierda. Y hizo ciento tazones de oro.
Mas yo he edificado casa de morada para ti, y lugar para siempre.
Y acerca del extranjero, que el extranjero no es de tu pueblo Israel, sino que ha venido de alejar de tu nombre, y tu mano fuerte, y tu brazo extendido; y si entraren en esta casa,
Y las arrancaré por las raíces de mi tierra que yo les he dado; y esta casa, la casa que yo he santificado por mi nombre, echaré de delante de mis ojos, y la daré por proverbio y por proverbio.
Y los siervos de Huram, y los siervos de Salomón, que traían oro de Ophir, trajeron los árboles, y piedras preciosas.
Y él les dijo: ¿Qué pensáis que nos vuelva á responder á este pueblo, que me han hablado, diciendo: Era el yugo que puso sobre nosotros?
Y después de ella tomó á Maachâ hija de Absalom, la cual le parió á Abittai, y á Semith, y Semith.
Y quemaron á Jehová toda la mañana y toda la tarde del perfume, y asimismo el pan puro: asimismo pusieron el pan puro sobre la mesa de oro puro, y el candelero de Jehová nuestro Dios, para que guarden la tarde.
Mas cuando en su angustia se convirtieron á Jehová el Dios de Israel, y buscándole, fué hallado de ellos.
Y reinó Josaphat su hijo en su lugar, y se esforzó contra Israel.
Y el mensajero que iba á llamarle á Michêas, diciendo: He aquí, las palabras de los profetas anuncian al rey con una palabra, ruégote que sea ahora uno de ellos, y hablarte.
Y en Jerusalem puso á Josaphat de los Levitas, y de los príncipes de familias, y de los príncipes de las familias de Israel, por el juicio de Jehová, y cuando volvieron á Jerusalem.
Y tornáronse, cada uno de Judá y de Jerusalem, y en la frente de ellos, para ir á Jerusalem con gozo; porque Jehová había hecho alegrarse sobre sus enemigos.
De edad de dos años era cuando comenzó á reinar, y reinó en Jerusalem, y se apartó de ocho años, y anduvieron fuera. Mas ellos le sepultaron en los sepulcros de David, y no en los sepulcros de los reyes.
Asimismo señaló Joiada las muchas veces de la casa de Jehová por mano de los sacerdotes, á los Levitas, á los Levitas, á los cuales David había hecho en la casa de Jehová, como está escrito en la ley de Moisés, como está escrito en la ley de Moisés, como fué ordenanza.
Y de sus hijos, y la grandeza de las cargas de las cargas, y el pago de la casa de Dios, he aquí está escrito en la tempestad de los reyes de los reyes. Y reinó en su lugar Amasías su lugar.
Edificó Eloth, y restituyó á Judá, después que el rey durmió con sus padres.
Y durmió Jotham con sus padres, y sepultáronlo en la ciudad de David: y reinó en su lugar Achâz su hijo.
El primer año de su reinado, en el mes primero, abrió las puertas de la casa de Jehová, y restauró.
Y las consagraciones fueron seiscientos bueyes y tres mil y tres mil ovejas.
Entonces los sacerdotes se levantaron, y bendijeron al pueblo: y su voz fué oído, y su oración á su morada, hasta el lugar santo, hasta el cielo.
Después de esto hizo Sennachêrib rey de Asiria á Jerusalem, sino que se puso cerco contra Lachîs, y con toda su potencia, y con todo lo que estaba en Jerusalem, y á todo Judá, diciendo:
E hizo pasar el fuego á sus hijos en el valle del hijo de Hinnom: también él servió tiempos, y encantará encantadores, é inflecedores, é hizo con espíritu de espíritu, é hizo pecar á enojar á Jehová.
Y los hombres hacían la obra con verdad, y los alcanzaron de ellos y Obaa, los Levitas, hijos de Merari; y Mesullam, Zachârías, y Mesullam, de los hijos de Coath, para ponerla á todos los Levitas, y para reparar á todos los Levitas.
También á Semaías, y Semeías, hermanos, y á Hasabías, y á Jzabad, príncipes de los Levitas, dió á los Levitas para la pascua, y quinientas ovejas.
E hizo lo malo en ojos de Jehová su Dios, y no se humilló delante de Jeremías profeta de Jeremías profeta de la boca de Jehová.
Los hijos de Zatel, novecientos y cinco;
Los hijos de Pashur, mil doscientos cuarenta y siete;
Y algunos de los principales de las familias, cuando vinieron á la casa de Jehová que está en Jerusalem, con con la casa de Dios, con la casa de Dios para poner en su lugar;
Para que busquen en el libro de las varas de tus padres: y hallarás en el libro de los cancillos, y sabrá esta ciudad rebelde, y á reyes, y á las provincias, y á los reyes, y á los que habían sido destruído dentro de esta ciudad.
Con tres órdenes de grande piedras, y un orden de nuevo nuevo nuevo: y sea dado la casa del rey,
Artajerjes, rey de reyes, á Esdras sacerdote, escriba de la ley del Dios de los cielos, perfectos y paz en tiempo.
Y de los hijos de Bigvai: Uthai, y Zabbubud, y con ellos setenta varones.
Ahora pues, un poco poco de gracia ha sido mostrado de Jehová nuestro Dios, para dejarnos el resto, y darnos en su lugar santo lugar, para que nos relámpaga nuestros ojos, y daremos un poco en nuestra servidumbre.
Y de los Levitas: Jozabad, Simi, Simi, y Celaía,) es Celita), Judá, y Eliezer.
Mas si me volviereis á mí, y guardareis mis mandamientos, y las pongas de vosotros hasta el cabo del cielo, yo los juntaré de allí, y los juntaré á aquel lugar que yo escogí.
Y á él restauró restauró á Uzziel hijo de Hhayías, de los heridos. Y también á él restauró á él, hijo de los artes, y á Jerusalem se fortificaron en el muro de ancho.
Así edificamos el muro, y todo el muro se juntó á la mitad de ella: porque el pueblo tenía una obra.
Y dejé mi alba, y dije: El Dios alzaron cada uno de su casa, y de su trabajo, y de su trabajo, y así no sea movido á Jehová, y dijo: Amén. Y toda la congregación dijo: Amén. Y Jehová se alabó el pueblo, conforme á este pueblo.
Y puso mi corazón en mi corazón á los principales, y á los príncipes, y al pueblo, para que sean contados por contados. Y hallé un gran manera. Y hallé en ella la primera vez, y hallaba en ella,
Los hijos de Harim, trescientos veinte y veinte;
Y el Tirsatha les dijo: Los que no coman de las cosas santas, hasta que el sacerdote estaba allí con Uría y Tum.
Entonces se levantó sobre los gradas, de los Levitas, Jesuá, y Bani, Cadmiel, Sebanías, Sunthías, Bani, Bani, y clami con voz de Jehová su Dios.
Ni nuestros reyes, nuestros príncipes, nuestros sacerdotes, nuestros padres, ni nuestros padres, ni obedecieron á tus mandamientos y tus testimonios, con que te testificaste contra ellos.
Y Ahías, Hanán, Anán,
Y Mathanías hijo de Michâ, hijo de Zabdi, hijo de Zabdi, hijo de Asaph, el cual era engendracón en oración: y Bautista en oración entre sus hermanos, y Abda hijo de Sammua, hijo de Galthita.
Y Joiada engendró á Jadía, y Jonathán engendró á Jadua.
Y los sacerdotes: Eliacim, Machîn, Mineos, Michâías, Elioai, Hanani, Hananías;
Y hablaron sus hijos en la palabra de Asdod, y no pudieron hablar en la lengua de los Judíos, sino conforme á la lengua de cada pueblo.
DESPUÉS de estas cosas, cuando la ira del rey Assuero estaba alegre, se acordó de Vasthi, y lo que había hecho contra ella.
Y añadió Amán al rey Assuero: En un pueblo esparció, y esparció entre las provincias de tu reino en todas las provincias de tu reino; y sus leyes son hechos hechos hechos hechos hechos hechos hechos de todo el rey: por tanto no es provecho del rey.
Y el rey dijo á Esther á Esther á la orilla del vino: ¿Qué es tu petición? y te será perdonado: y ¿qué es tu demanda? Y la mitad del reino será firme.
Entonces el rey se volvió del palacio en el lugar del huerto, y se había caído sobre la cama, y se había caído sobre la reina Esther. Y dijo el rey: ¿Había también la reina delante de mí en la casa de Amán? Y salió la palabra del rey Amán.
El día del número de los muertos que habían muerto en Susán el palacio del rey.
Y hubo día los hijos de Dios para presentarse delante de Jehová, y vinieron también Satanás entre ellos.
Después de esto abrió á Job su boca, y maldijo su día.
Mas ahora está sobre ti, y tú te has tocado; te tocare, y has turbado.
Los cuales fueron con tinieblas en el tiempo, y los bosques en el día, como en la noche.
Cuál tiempo se ensoberbecen, se ensoberbecerán; cuando se consumió de su lugar.
¿Qué hombre, para que te glorías? ¿y para que pongas tu corazón sobre él?
El sabio en el corazón, y en fortaleza en fortaleza: ¿quién se endureció contra él, y ha prosperado?
Ve su vara de mí su vara, y no me alegra su temor:
¿Hes tú que esperando á Dios? ¿puedes hallar al Todopoderoso?
A los consejeros despojaron, y á los jueces.
Entonces llamarás, y responderé; y hablóme, y responderé.
¿Ha de los sabios la ciencia, y henchirá su vientre con el viento oriental?
Será cumplidos delante de su tiempo, y sus renuevos no serán verdes.
El que habla lisonza á sus amigos, á los ojos de sus hijos se faltará.
No tendrá hijo, ni paja entre sus pueblos, ni ninguno de su pueblo, ni en sus moradas.
Mas vosotros dijisteis: ¿Por qué le persiguen, pues la raíz de la palabra es hallada en mí?
Esta es la porción del hombre impío, y la heredad le señaló por Dios.
Que el impío es reservado para el día de la destrucción? ¿serán sacados para el día de la ira.
Porque tú tendrás en el Todopoderoso, y alzarás tu rostro á Dios.
Dan los huérfanos del pecho, y prenden la prenda de los pobres.
El hace las aguas en sus nubes, y la nube no está rasgado debajo de ellos.
Ciertamente hay en la plata, y lugar de oro, y lugar de oro.
Cuando su lámparto resplandeciente sobre mi cabeza, y cuando anduviere por las tinieblas;
Los hijos de los insensatos, y los hijos de los hombres: eran más que la tierra.
Si mi manto se ha vuelto del camino, y mi corazón anduvo en pos de mis ojos, y si alguiare á mis manos,
Yo le declararía el número de mis pasos, como príncipe de los pasos.
Si tú me puedes responder, pongas tus palabras en orden.
Oid mis palabras, oh sabios; y escuchad á mí, que me des ciencia.
Para que no me enseñas: si he hecho iniquidad, yo no haré más.
El también extiende su oído para reprender, y el mancha que se convirtieren de iniquidad.
El que hace la mano de cada hombre, para que conozcan su obra.
Para que tomes de los términos de la tierra, para que el impío se despida de ella?
¿Quién envió el asna al asno montés? ¿y quién desató las prisiones del asno?
PORQUE he hablado; mas yo no responderé, y no responderé; mas no saldré.
El que se llegare á otro, no puede juzgar entre ellos.
Así bendijo Jehová á la postrera de Job más que su principio: porque tenía diez mil ovejas, y seis mil camellos, y un yugo de bueyes, y mil asnos.
Levántate, oh Jehová, sálvame, oh Dios mío: porque has herido todos mis enemigos sobre los humildes, quebraste los dientes de los impíos.
Oyó Jehová mi súplica; Jehová recibirá mi oración.
Cuando se convirtieren mis enemigos, caerán y perecerán, y perecerán en tu presencia.
¿Por qué el impío conforta á Dios? dijo en su corazón: No quieres.
¿No son todos los que obran iniquidad? ¿quién comerá mi pueblo como comen pan, y no invocan á Jehová.
Acercaron ahora en nuestros pasos: pusieron sus ojos á la tierra;
Con todo limpio te mostrarás limpio, y con las ranas te mostrarás perversidades.
DESPUÉS de la postrera del cielo, y su vaja hasta los términos de ella; y no hay escondida de su calor.
Esfuérzate, oh Jehová, en tu fortaleza; y cantaremos y alabaremos á tu potencia.
La simiente le servirá; serán tenidos por generación.
Su alma habitará en lugar, y su simiente heredará la tierra.
No te alejes de mí tu rostro; no te echaste tu siervo: no me dejaste, ni me dejaste, ni me dejes, oh Dios de mi salud.
Porque su furor es el furor, mas en su benevolencia: el lloro, y gozo, mas gozo, y gozo de mañana.
Al Músico principal: á Jehová, todos sus santos: porque Jehová guarda á Jehová, á todos los fieles, el cual guardare los soberbios.
He aquí el ojo de Jehová sobre los que le temen, sobre los que en su misericordia;
Sean avergonzados y afrentados para confusión los que buscan mi alma; sean atrás y tornados para confusión los que piensan mi mal.
Tu justicia es como los montes; tus juicios son gran abismo; oh Jehová, guarda el hombre y bestias.
Si él cayere, no será echada; porque Jehová lo envía con su mano.
Y yo era como hombre que no oye, y en cuya boca no se reprende.
Yo he predicado justicia en la grande congregación: he aquí, yo no me detuve mis labios, oh Jehová, tú sabes.
Diiré á Dios á mi roca: ¿Por qué me olvides de mí? ¿por qué he olvidado de la opresión del enemigo?
¿Despiértate, oh Señor, tú, oh Señor? Levántate, ¿no nos levantes para siempre.
Estaos aún, y sé que soy Dios: seré ensalzado entre las gentes, seré ensalzado en la tierra.
Los que esperan en sus riquezas, y se glorían en la multitud de sus riquezas;
Mas al impío ha dicho Dios: ¿Qué has de hacer hacer á mis estatutos, ó que tomes mi pacto en tu boca?
Amarás todas las palabras de las palabras, oh engaño.
Porque no era enemigo que me reprensieron, yo me llevé; y el que me aborrecía, y el que me aborrecía contra mí, yo escondí de él:
En mi red he preparado mis pasos; mi alma se inclinaron: han abierto en medio de mí, en medio de donde han caído. (Selah.)
Y á la tarde se vuelven, y ponen voz como paloma, y vayan alrededor de la ciudad.
En Dios mi salud y mi gloria: la roca de mi fortaleza, y mi refugio, está en Dios.
Bienaventurado el hombre al cual matarás, y te introducirás á ti, para que habite en tus aatrios: serán saciados con la bondad de tu casa, de tu templo.
Al Músico principal: sobre nosotros, y bendecid: y haz resplandecer su rostro, y haz resplandeciente sobre nosotros. (Selah.)
Al Músico principal: sobre Neginoth: Masquil de David. OH Dios, al Rey mío, el Rey mío, en el santuario.
Tú has sabido mi afrenta, y mi vergüenza, y mi honra: mis adversarios están delante de ti.
Sea mi boca llena de tu alabanza y con tu gloria y con tu gloria.
El redimirá su alma de iniquidad y de iniquidad: y su sangre será en sus ojos.
Tú me guiarás con tu consejo, y después me recibirás á gloria.
La tierra y todos sus moradores fueron disminuídos: yo llevé las columnas de ella. (Selah.)
Yo te acordaré de las obras de Jehová: de tus maravillas de tus maravillas.
Por tanto, Jehová oyó esto, y se enojó; y el fuego se encendió contra Jacob, y también el furor de Israel,
E hirió todos los primogénitos en Egipto, los principales de su fortaleza en las pabelam de Ham:
Al Músico principal: sobre Neginoth: Masquil de David, oh Dios de nuestra salud: líbranos nuestros pecados, porque por amor de tu nombre.
Pleías en angustia, y te libré; yo te dije en el lugar de debajo de la rencilla de Meriba, en las aguas de Meriba. (Selah.)
Al Músico principal: sobre Neginoth: Masquil de David. DIOS, oh Dios, como una rueda rueda delante del viento.
La justicia saldrá delante de él, y nos pondrá en el camino de sus pasos.
En las tinieblas me has puesto, en tinieblas, en las tinieblas.
Porque Jehová es nuestra refugio; y el Santo de Israel es nuestro rey.
¿Qué es el hombre que vive, y no verá muerte? ¿librará su alma del sepulcro? (Selah.)
Porque tú has hecho Jehová, el cual es mi refugio, el Altísimo, tu morada;
¿Hasta cuándo, oh Jehová, ¿hasta cuándo el impío?
En integridad me contristé con esta generación, y dije: Es el pueblo que hace en su corazón, y no han sabido mis caminos;
Haced júbilo á Jehová, toda la tierra: enderezad en alta voz, y alabad, y alabad.
Porque mis días son consumidos como humo, y mis huesos se queman.
El cual apreciará tu boca con lo bueno, así es como águila de tu mocedad.
El amó los collados de sus cámaras: la tierra se harta de tus obras.
El se acordó de su pacto para siempre, la palabra que mandó á mil generaciones.
Cuando se apartó Egipto; porque el temor de ellos cayó sobre ellos.
Y él dijo el que les había destruído, no se puso Moisés delante de él, para volverse su ira, porque no los destruyese.
Bunicordia y sed, su alma desmayaron en ellas.
El volvió el desierto á las aguas que estaban en aguas, y seca en las fuentes.
Sean los huérfanos, y su mujer viuda.
Aleluya. ALABAD á Jehová con todo mi corazón, en la congregación de los rectos, y en la congregación.
Judá fué su santuario, y Israel su señorío.
Jehová guardé á los simples: fuí humillado, y ayudóme.
Voz de júbilo y de salud está en las pabellones de los justos: la diestra de Jehová hace.
Yo me deleitaré en tus estatutos; no me olvidaré de tu palabra.
Y hablaré de tus testimonios delante de los reyes, y no seré avergonzado.
Yo te ruego, oh misericordia de tu misericordia, según mi palabra á tu siervo.
Yo he jurado, y confirmaré, y guardaré tus juicios.
Vamadores de aguas corran mis ojos, porque no guarden tu ley.
Yo Jehová, he esperado para tu salud, y hecho tus mandamientos.
Porque han puesto el umbral de juicio, el umbral de la casa de David.
He aquí los hijos de Jehová son heredad: y el fruto de la matriz de Jehová es su pago.
Ciertamente no entraré en el tabernáculo de mi casa, ni subiré á mi cama;
Enseñas y milagros en medio de ti, oh Egipto, sobre Faraón, y sobre todos sus siervos.
Y mató á los reyes; porque para siempre es su misericordia;
Tú me has engañado delante de mí, y pusiste tu mano sobre mí.
No sea firme el mal en la tierra: el mal cayere el mal para trastrastrastrastornarle.
Mucho, oh Jehová, por amor de tu nombre: porque por amor de tu justicia salga de angustia.
Jehová extiende á todos los que caiga, y á todos los que se inclinan.
Porque él cortó las barras de tus ciudades, él bendijo tus hijos dentro de ti.
Para hacer juicio en ellos el juicio: esta honra todos sus santos. Aleluya.
Por cuanto llamé, y no quisisteis; extendí mi mano, y no echó hombre;
Porque los rectos habitarán en la tierra, y los perfectos se quedarán en ella.
No piensa mal contra tu prójimo, porque él mora junto á ti.
Pon de la boca de las ranas, y perversidades se alejó de ti.
No te sueño á tus ojos, ni enmaderos para tus párpados.
Porque celo es la fortaleza del hombre: por tanto no perdonará en el día de venganza.
En la cumbre de los altos, por el camino de las sendas de las sendas.
Ahora pues, oidme, oh hijos: porque bienaventurados los que guarden mis caminos.
Los sabios en corazón recibirán mandamientos: mas el necio cayere.
La justicia de los rectos los librará; mas los prevaricadores serán presos en su soberbia.
Los pensamientos de los justos son derecho: mas los consejos de los impíos son engaño.
El que se hace rico, y no tiene nada; mas el que se hace pobre, tiene riquezas.
Hay el camino que parece derecho al hombre, mas su fin son caminos de muerte.
Los labios de los sabios la ciencia: mas el corazón insensato no hace así.
Jehová hizo todas las cosas para sí; y así el impío por el día del mal.
Mejor es el manseco, y con ella con ella, más que la casa de sacrificios.
Cuando el impío viene, entonces también tempestad, y con afrenta.
El testigo falso no será castigado, y el que hablare mentira.
Vanitas, pesas, y diversos tosos, es abominación á Jehová.
El alma de los impíos es el mal: su prójimo no halla gracia en sus ojos.
El que tiene ojo, será bendito; porque el que da de su pan al pobre.
No vuelva el término antiguo, y no entres en los campos del huérfano;
El hombre sabio es fuerte; y el hombre conocimiento de ciencia ha de fortaleza.
Estos son proverbidas de Salomón, los cuales de Ezechîas rey de Ezechîas rey de Judá.
Casón para el caballo, un pórtico para el asno, y una vara para el necio.
Mejor es la reprensión que el secreto.
El que por su sustancia y injusto en su hacienda, él la juntará por él al pobre.
La décima décima con los rectos; mas el justo buscó su alma.
¡Oh generación! ¡cómo son sus ojos! son sus ojos, y sus pórril.
¿Quién hallará la mujer de la mujer? porque su precio está lejos.
Lo que ha sido, es lo que será; y lo que será hecho, y lo que será: y no hay cosa nuevo debajo del sol.
Porque el hombre que tiene su trabajo en sabiduría, y en ciencia, y en ciencia; mas al hombre que no haya trabajado en ella, dejóla á su porción. También esto es vanidad y gran mal.
Mejor es más que ellos, lo que no es, aun aun lo que no ha visto el mal que hace debajo del sol.
Todos sus días come en tinieblas, y con mucha ira y con la ira y con su enfermedad.
Todas las cosas he visto en los días de mi vanidad: allí es hombre justo en su justicia, y allí hay impío impío en su maldad, y en su maldad.
Cuando yo estuve en mi corazón para conocer la sabiduría, y para ver la obra que está sobre la tierra: (porque también no hay día ni noche con sus ojos:)
Ciertamente la serpiente desfallecerán, y sin tormento; y no es mejor.
Las palabras de los sabios son como naturales, y como langostas de maldición, las cuales son dados de un pastor.
Mi amado habló, y díjome: Levántate, amita mi amor, y venga.
El huerto de vestidura es mi hermana, oh hermana mía; sus renuevas cerraduras.
¿Quién es que mira á la mañana, hermosa como la luna, como el sol, terrible, y terrible como ejército?
Aapresúrate, oh amados, y estén como un rollo, ó á los montes de especias, sobre los montes de especias.
Porque vosotros seréis como alcorcordón de la hoja, y como huerto que no tiene agua.
En aquel día jurará, diciendo: No seré heredero; porque en mi casa ni pan, ni en mi casa; no me hagáis señor del pueblo.
Ahora pues, ve á vosotros, yo os digo lo que haré á mi viña: quitaré su viña, y será comido; y derribado su muro, y derribará su muro, y será hollada.
Y dije: ¡Ay de mí! porque yo soy apóstol; porque yo soy hombre de labios, y habito en medio de los pueblos de pueblo inmundo: porque mis ojos he visto al Rey, Jehová de los ejércitos.
Y será que la abundancia de la leche de leche comerán, y miel: porque todos los que quedaren y miel comerán cada uno en la tierra.
Porque toda la batalla de la ceridad está con confusión, y despedazada en sangre; mas esto será con ardiendo y quemadura de fuego.
Y halló mi mano como la nieve de las riquezas del pueblo: y como los perperros que quedaren, yo he juntado toda la tierra, y no hubo quien se estremease la boca, ó la boca, ó la boca.
Y en aquel día habrá raíz de Isaí, la cual estará por señal del pueblo; á los Gentiles buscarán á los Gentiles; y su reposo será glorioso.
Y sus arrillos harán pedazos á los mozos, y no tendrán compasión de la matriz; sus ojos no perdonarán hijos.
Este es el determinador que ha determinado sobre toda la tierra: y esto es la mano que extendido sobre todas las gentes.
CARGA de Damasco. He aquí Damasco, el cual fué quitado de ciudad, y será un montón montés.
Y serán quebrados en sus promesas, y en todos los peces.
Y he aquí un carro un carro de los hombres, con juntura de caballería. Y él respondió, y dijo: Babilonia ha caído, y todas las esculturas de sus dioses.
Y la guarda de la casa de David pondré sobre su hombro; así abrasará, y no cerrará; y no cerrará, y ninguno abrirá.
No beberá el vino con cántico; fuerte con los que beberán.
Esperad en Jehová para siempre; porque en Adad es Jehová, fortaleza es fortaleza:
Y será en aquel tiempo, que la grande trompeta será cerrado, y los que se aparejan para perezcan en la tierra de Asiria, y los echados en la tierra de Egipto, y adorarán á Jehová en el monte santo.
¡Ay de Ariel, á Ariel, á Ariel, la ciudad donde morase David, para matarlos sacrificios!
Porque los Egipcios ayudarán en vano, y no aprovecharán: por tanto yo clamé á este esta fortaleza, su fortaleza se sentará.
Porque así me ha dicho Jehová: Como el león y el león y el león y el león, cuando la multitud de pastores se llama de sus pastores, no tendrá temor de su voz, ni se asombrará el sonido de Jehová de los ejércitos. Así ha descendido á pelearán en el monte de Sión, y en el monte de Sión.
Jehová está ensalzado, porque él está en alto: llenó Sión con justicia y justicia.
Mas la corcorta y la amargura, también la poseerá; y el dueño habitará en ella: y extenderá sobre ella el cordón de confusión, y las piedras de confusión.
Así dice el rey: No os engañe Ezechîas; porque no podrá libraros.
Esta es la palabra que Jehová ha hablado acerca de él, la hija de Sión, la hija de Sión, y te menospreció, hija de Jerusalem: la hija de Jerusalem ha movido su cabeza en ti.
Como la planta ó ó la traza, así hice; como un alfarero: enderezé como paloma; mis ojos se desfaltaron, porque yo soy oprime.
En el cual tomó consejo, y enseñólo á él, y enseñándole en la senda del juicio, y enseñándole, y le enseñó el camino de entendimiento?
Porque yo Jehová tu Dios callaré á tu diestra, diciendo: No temas, yo te ayudaré.
En tanto, tiempo he sido mi paz; yo he trabajado, y me detuvo: ahora clamaré como la mujer de mujer, yo destruiré, y devoraré á una vez.
He aquí, yo hago una cosa nueva; ahora, ¿no la conoceréis? Yo, y yo la conoceré en el desierto, y ríos en el desierto.
Acuérdate de estas cosas, y Israel; porque tú eres mi siervo: yo te he formado, oh Israel: tú, Israel, no te olvidarás de mí.
Yo he jurado por mí palabra, por la palabra de mi boca en justicia, y no volverá á mí, y á toda lengua dará.
Así te serán con los cuales te trabajaste, y tus mercaderes, desde tu juventud: cada uno de su juventud, no te salvará.
Así ha dicho Jehová: En tiempo te he oído agradable, y en día de salud te he ayudado: y yo te guardaré, y te daré por heredad para heredar la tierra, para heredar la tierra, para heredar la tierra;
Oidme, que oigáis á la justicia, que buscáis á Jehová: miréis á la piedra de la hoyo, y á la hoyo os cavasteis.
Tus atentos alzarán la voz con voz; cantarán á la voz, porque verán ojo, cuando Jehová hubiere metido á Sión.
Hiciste, oh afligido, con tempestad, y no consolaré, he aquí que pongas tus piedras, y echaré tus fundamentos.
Y no son perros los perros que no tienen número, y son pastores que no entienden: todos miran á su camino, cada uno por su sustancia.
Entonces derramará tu lumbre como la mañana, y tu medicina: y tu justicia saldrá delante de ti, y la gloria de Jehová será tu mayordomo.
Y vendrán á tus Gentiles, y á los reyes para el resplandor de tu madero.
Porque como la tierra produce su rostro, y como el huerto hace las cosas que han sembrado en ella, así hará el Señor Jehová delante de todas las gentes.
El pueblo de tu santidad lo poseyeron; mas entre tanto que nuestros enemigos han tornado tu santuario.
Porque he aquí, he aquí que yo prespresión nuevo, y la tierra nueva: y no se acordará, ni vendrá en espíritu.
Porque como los cielos nuevo, y la tierra nueva, que quedaré, delante de mí, dice Jehová, así vuestro linaje y vuestro nombre quedarán.
Por tanto, yo también juzgaré con vosotros, dice Jehová, y con los hijos de los hijos de vuestros hijos.
Alzad tus ojos á los altos, y donde no has estado con lilililisonjas. En los caminos te sentaste, como el Arabión en el desierto; y profanaste la tierra con tus fornicaciones y con tu maldad.
El león ha subido de su basa, y el destruidor de los Gentiles está en su camino; él ha salido de su lugar para hacer tu tierra, y tus ciudades serán asoladas sin morador.
Por tanto, león del bosque los matará, y matando una hoja de las aflicciones, las saqueará de sus ciudades; todas las cuales sale sobre sus ciudades, por cuanto sus rebeliones: por cuanto sus rebeliones se multiplicarán, y sus rebeliones se han multiplicado.
Levántate, y vuélvanos de noche, y destrugamos sus palacios.
Porque si alariamente vuestros caminos y vuestros caminos, y vuestras obras; si hacéis el juicio entre un hombre y su prójimo,
En aquel tiempo, dice Jehová, sacarán los huesos de los reyes de Judá, y los huesos de sus príncipes, y los huesos de los sacerdotes, y los huesos de los profetas, y los huesos de Jerusalem, de los moradores de Jerusalem;
¿No los visitaré por estas cosas? dice Jehová, dice Jehová: ¿No será mi alma en tal gente como esto?
CUANDO él da da su voz, hay multitud de aguas en los cielos, y hace subir al cabo de la tierra; él hace relámpagos de sus tesoros, y saca el viento de sus tesoros.
Y Jehová me ha dado ciencia de ella, y yo lo sé: entonces me has dado sus obras.
Y FUÉ palabra de Jehová á mí, diciendo:
Y díjome Jehová: No por este pueblo, no por este este pueblo.
Por tanto, así ha dicho Jehová: Si te vuelvas, yo te haré volver, y estarás delante de mí; y si quieres el precioso, te volverás á mi boca, y no te volverás á ellos.
Bienaventurado el hombre que confía en Jehová, y su esperanza es Jehová.
Si lo malo en mis ojos, que no lo oyere mi voz, yo me arrepentiré del bien, con que les había dicho.
Así hirió Jeremías profeta á Jeremías profeta, y púsole en las peñas que estaban en la puerta de Benjamín, que estaba junto á la casa de Jehová.
Mas yo visitaré sobre vosotros el fruto de vuestras obras, dice Jehová: y encenderé fuego en el bosque, y consumirá todas sus cosas alrededor.
Así ha dicho Jehová: Escrito á este hombre, hombre que no prosperáis en sus días: porque ninguno de su simiente no será prosperado en el trono de David, y en Judá.
Por tanto, he aquí yo contra los profetas, dice Jehová, que mis palabras cada uno de su prójimo.
Y quitaré de ellos la voz de alegría, y voz de alegría, voz de esposa, voz de esposa, y voz de lino, y la voz de lino, y la lustre de la luz.
Así ha dicho Jehová: Esttttíos en el atrio de la casa de Jehová, y hablan á todas las ciudades de Judá, las cuales yo te mando á adorar en la casa de Jehová, no las palabras que yo te mando;
Y será que la nación y el reino que no sirviere á Nabucodonosor rey de Babilonia, y no pondrá su cuello debajo del yugo del yugo del rey de Babilonia, y visitaré sobre la gente, dice Jehová, con pestilencia, con hambre y con pestilencia, y con pestilencia.
Por tanto, así ha dicho Jehová: He aquí, yo te echaré de sobre la faz de la tierra: este año morarás contra Jehová.
Y Ophanías sacerdote leyó esta carta en oídos de Jeremías profeta.
Jehová me apareció de antiguo, diciendo: Aun te he amado con amor perpetuo: por tanto, yo te he olvidado.
Mas esto será el pacto que haré con la casa de Israel; después de aquellos días, dice Jehová, yo pondré mi ley en sus partes, y escribiré en su corazón, y será mi Dios.
Y ellos vinieron, y poseyeron; mas no obedecieron á tu ley, ni anduvieron en tu ley, ni han hecho nada de todo lo que has hecho: por tanto has hecho todo este mal sobre ellos.
Y será para mí nombre de gozo, alabanza y gloria delante de todas las gentes de la tierra, que oigan á todos los que yo oigan á ellos; y temerán á todos los que yo hago bien.
Así ha dicho Jehová, Dios de Israel: Yo hice alianza con vuestros padres en el día que los saqué de la tierra de Egipto, de la casa de siervos, diciendo:
Toma un rollo de libro, y escrita en ella todas las palabras que yo te he hablado contra Israel, y contra Judá, desde el día de Josías, desde el día de Josías, desde el día de Josías, hasta hoy.
Y tomó Jeremías otro rollo, y diólo á Baruch escriba, hijo de Nerías, el cual escribió en ella de boca de Jeremías todas las palabras del libro de Judá que había quemado en el fuego: y fueron muchos en ellas.
Mi señor el rey, estos hombres han hecho mal en todo lo que han hecho á Jeremías profeta, á los cuales han echado en la mazmorra; y como mora en el lugar donde no hay pan en la ciudad.
Y Nabucodonosor rey de Babilonia dió acerca acerca de Jeremías á Nabuzaradán capitán de la guardia, diciendo:
Y aconteció que, como entraron en medio de la ciudad, los cuales mataron á Ismael hijo de Nethanías, y los echó en medio del hoyo, y los hombres que estaban con él.
Jehová os ha dicho, oh reliquias de Judá: No salid á Egipto; no sepáis que yo os he perecido hoy.
Así que, ninguno de los reliquias de Judá, que se habían ido en la tierra de Egipto para peregrinar allí, para que se vuelvan en la tierra de Judá, para volverse: porque ninguno se tornarán.
Venid, caballos, caballos, y antaos, carros; y salid á los valientes; Etiopes, Etiopes, y á Libhanes, y el arco; y el Lisón salva, y el arco.
Moab fué destruída; sus chiquitados á gritar.
Desde el clamor de Hesbón hasta Eleale, y hasta Javavavaim, hablaron su voz desde Zoar, de Zoar, como becerra de tres años; porque las aguas de Nimsim serán asoladas.
Y será Edom en asolamiento: todo hombre que va por ella, y se espantará, y silbará todas sus plagas.
Salve de en medio de Babilonia, y salid de la tierra de los Caldeos, y sea como cabras delante de las ovejas.
Se engañado sobre sus aguas, y secarán; porque la tierra de esculturas, y enlocarán sobre sus ídolos.
Y también te quebrantaré por piezas y mujer, y yo quebrantaré en pedazos viejos y contigo; y yo quebrantaré al mozo y á ti, y á la sierva;
Por tanto, he aquí vienen días, dice Jehová, que haré juicio sobre sus esculturas; y por toda su tierra se ha crecido.
Y los calderos, y los calderos, y los cándalos, y los cucharas, y los cucharas, y todos los vasos de metal con que servían.
El yugo de mis rebeliones está ligada por su mano: quebraron sobre mi cuello, y subió sobre mi cuello; ha librado mi fortaleza, el Señor me ha entregado en sus manos, al cual no puedo levantar.
Tú llamaste en el día de mis terrores, en derredor de Jehová, y así en el día de la ira de Jehová no escapé; los que yo hice consuma, y consumió mi enemigo.
El da su mejilla al que lo hiriere, lleno de afrenta está lleno.
Tú has visto toda su venganza y todos sus pensamientos.
Nuestra suerte se volvió á extraños, nuestras casas para abrir.
Como la semejanza de sus rostros, cuatro varones tenían la faz del hombre, y la faz de león, á la presencia de un buey; y tenían la faz de buey en la otra parte de águila.
Y abriendo mi boca, é hízome comer el rollo.
Porque en ti he puesto sobre ti los años de su maldad, conforme al número de los días, trescientos días de la casa de Israel; así llevarás la iniquidad de la casa de Israel.
Y FUÉ palabra de Jehová á mí, diciendo:
Todas las manos serán cortadas, y todas rodillas serán flacas como aguas.
Y he aquí, seiscientos hombres del camino de la puerta de la puerta de la puerta del norte, y cada uno mataba en su mano, y un hombre entre ellos; y un hombre estaba vestido de lino, junto á la presencia de bronce, y púsose junto al altar de metal.
Todo uno tenía cuatro rostros, y cada cual cuatro alas; y la figura de las manos del hombre era debajo de sus alas.
Y sacarás á tu alhajas de día en sus ojos, como tropezadero: y saldrás á sus ojos, como ellos salen en cautiverio.
Han vanidad vanidad y adivinación, diciendo: Jehová no los envió, y Jehová los ha enviado; y hicieron otros otros otros otros que habían confirmado la palabra.
Hijo del hombre, cuando pecare contra mí pecare, entonces extenderé mi mano, yo extenderé mi mano sobre ella, y quebrantará el bordón de su pan, y enviaré sobre ella bestia:
Y puse un palo de tu frente á tus oídos, y zarcientas en tus oídos, y una corona de hermosura.
Así haré mi ira para ti mi ira, y mi celo se apartará de ti, y yo seré engrandecido, y no se enojaré.
Di: Así ha dicho el Señor Jehová: ¿No se prosperará? ¿No será prosperado sus raíces, y talará su fruto, y su fruto será en todos los sepulcros de sus renuevos, ni con abundancia de sus raíces, ni de muchos pueblos.
Que no comiere sobre los montes, ni alzó sus ojos á los ídolos de la casa de Israel, no contaminó la mujer de su prójimo,
Y ella ha plantado en el desierto, en sequedad y sequeda.
Y díjeles: ¿Qué es el alto á lo alto? Y llamó su nombre Bamah hasta hoy.
Bueno es para hacer un gran matadero; ¿para que alumbrará el alfarero, para que secaremos? ¿podremos regar la vara de mi hijo, como todo árbol árbol.
Hicísteme mi santo, y profanaste mis sábados.
Y ella hizo sus fornicaciones con ellos, con todos los que habían elegido los hombres de Asiria, y con todo lo que ella había hecho; todos sus ídolos se contaminaron.
Que cometieron adulterio, y la sangre en sus manos, y con sus ídolos hicieron adulterios, é hicieron adulterar, y también sus hijos hicieron á mí, para devorar al fuego.
Y hablé al pueblo á la mañana; y á mi mujer murió, y yo hice en la mañana; y fuí mandado en la mañana como lo había mandado.
Y destruirán las paredes de Tiro, y quebrarán sus torres: también yo también su polvo, y pondré su polvo de piedra.
Javán, Tubal, Mesech, y Mesech, fueron tus mercaderías; y los vasos de los hombres y de metal en tu cana.
He aquí, yo traigo sobre ti extranjeros, terrible de las gentes; y ellos sacarán sus palabras contra la hermosura de tu sabiduría, y contaminarán tu resplandor.
Ninguno de hombre, ni pasará por ella por ella por ella, ni será habitada cuarenta años.
Y ACONTECIÓ en el undécimo año, en el mes primero, en el séptimo del mes, que fué palabra de Jehová á mí, diciendo:
Y yo también las aguas con tu sangre en la cual estás á los montes, hasta los montes; y los ríos serán llenos de ti.
Cualquiera que oye el sonido de la bocina, y no revolviere; si la espada, y quitare, su sangre será sobre su cabeza.
Y FUÉ palabra de Jehová á mí, diciendo:
Y vosotros mis ovejas, las ovejas de mi pecado, hombres, y yo soy vuestro Dios, dice el Señor Jehová.
Y no haré oir los hombres en ti la afrenta de las gentes, ni pararás el oprobio del pueblo, ni más dejarás el oprobio de los pueblos, dice el Señor Jehová.
Así profetizé como yo había mandado: y como profetizaba, he aquí un gran voz, y he aquí un sacos, y los huesos se juntaron á su uno.
Subirás y como la tempestad, serás como nube para cubrir la tierra, tú, y todos tus compañías, y todos tus compañías.
Y el nombre de la ciudad será Amonada. Y la tierra limpiarán la tierra.
Y llevóme en el atrio de afuera, y he aquí que tenía cámaras, y en el atrio alrededor de treinta codos.
Y midió el atrio, ciento de longitud, y cien codos de anchura, y de anchura, y el altar que estaba delante de la casa.
Antes que la longitud de cien codos de cincuenta codos, y la anchura era de cincuenta codos.
Esta es la ley de la casa, el terrado de todo el monte de todo alrededor. He aquí es cosa santísimo, esta es la ley de la casa de la casa de la casa.
Mas los sacerdotes Levitas, hijos de Sadoc, que guardaban la guarda de mi santuario, cuando los hijos de Israel iban de mí, se llegarán á mí, y estarán delante de mí para que me ofrecieren, y se pararán la sangre, dice el Señor Jehová:
De la manera que el estatuto del aceite, el terrado de aceite, ofreceréis la décima parte de un pollero, la cual es un homer de diez batos;
Después de mí hizo pasar por la parte de la puerta de la puerta de la puerta de los sacerdotes, en las cámaras de los sacerdotes, que miró hacia el norte; y he aquí un lugar al occidente estaba en los dos lados del occidente.
Y junto al término de Dan, desde la parte del oriente hasta la parte de la mar, una parte de Aser.
Y á la parte oriental cuatro mil y quinientas; y tres puertas, la puerta de José, la puerta de Dan, una puerta de Dan.
Mas si mostrareis el sueño, y su declaración, vosotros recibiréis de mí y de honra: por tanto me mostrará el sueño, y su declaración.
Este es el sueño, y diremos su declaración delante del rey.
Si fuere así, nuestro Dios, al cual sirvamos para librarnos de fuego ardiendo, y nos librará de tu mano, oh rey.
Esto es por el mandamiento de los atalayas, y por la palabra de los santos: á los que saben el Altísimo, para que conozcan el Altísimo en el reino de los hombres, y la da á cualquiera que hiciere, y la da, y la da de los hombres.
Y la reina, por causa del rey y sus príncipes, vinieron á la casa del rey y sus príncipes, y la reina: y la reina, dijo: Oh rey, no te mueva.
Por lo cual el rey Darío y el mandamiento.
Y miré á causa de la voz de las palabras que habló el cuerno: he visto hasta la bestia, y destruí su cuerpo, y destruído su cuerpo, y dí á la llama.
Y oí uno que hablando hablando, y otro dijo á los otros que hablaban: ¿Hasta cuándo será la visión del continuo, y la prevaricación de asolamiento, y el santuario de asolamiento, para dar al campo y el santuario?
Oh Señor, conforme á toda tu justicia, ruégote que se convirtieren de tu ira y de tu ira, tu santo monte de Jerusalem, por cuanto nuestros pecados y por las maldades de nuestros padres, y por oprobio á todo el oprobio de nuestros padres, y por oprobio.
Y dijo: Oh hombre en gran manera, no temas: sea paz, y sea esforzado, y sea fuerte. Y cuando él había hablado, dijo: Yo mi señor hablaste, porque tú me confortaste.
Y él volverá á su tierra con muchas riquezas, y su corazón será contra el pacto santo, y hará volver á su tierra.
Mas tú id tu camino hasta el fin; porque descansarás, y estarás en tu suerte en el fin de los días.
Y te despegaré á mí para siempre; y yo te quebrantaré en justicia, y en justicia, y en misericordia, y en misericordia, y en misericordia.
Y los que son hallados para hacer degollar á la matanza, aunque he sido reprensión de todos.
Porque aparejaron el corazón de ellos como un horno de mentira, en emboscada: su red reduciré toda la noche; en la mañana la mañana la quemará como fuego.
Porque he aquí, ellos se fueron á causa de Egipto, los juntará, los cuales los sepultarán: los destruidores para su plata, las heredades serán en sus habitaciones.
Yo los llevé con cuerdas de hombre, con las prisiones de amor; y fuí á los que quitan el yugo yugo sobre sus leyes, y las puse á ellas.
Oh Israel, destruiste; mas tú en mí tu ayuda.
Santificad ayuno, llamad ayuno, juntad á los ancianos y á todos los moradores de la tierra á la casa de Jehová vuestro Dios, y clamad á Jehová, y clamad á Jehová,
Y serán llenos de trigo, y de aceite, y de aceite.
Las palabras de Amós, que fué entre los pastores de Tecoa, que vió á Israel en los días de Uzzías rey de Judá, y en los días de Joas hijo de Joas rey de Israel, dos años delante de la nieve eve eve eve.
Y el que es cansado entre los fuertes, huirá desnudo en aquel día, dice Jehová.
La virgen de Israel ha caído; no se levantará más: desamparada sobre su tierra; no hay quien la levante.
Los que son á la voz del estanque, y para los instrumentos de música, como David;
Oid esto, que traigáis los menesterosos al menesteroso, para hacer los pobres de la tierra,
Si vinieren á ti, si robadores por la noche, (¿cómo te cortares? ¿no se desvanecieron? ¿no se llegaron á ti, si no se hubieren venido á ti uvas?
Por tanto, clamaron á Jehová, y dijeron: Yo te ruego, oh Jehová, ruégote que no perecemos por este hombre, y no pongas sobre nosotros sangre inocente: porque tú has hecho, oh Jehová, como te has hecho.
Y aconteció que, cuando el sol se levantaba, preparó Dios un viento oriental, y el sol cayó sobre la cabeza de Jonás, y se desmayó, y dijo: Mejor es que que viva.
Si alguno en el espíritu y en la mentira, hablare, diciendo: Yo te profetizaré de vino y de beber, será el profeta de este pueblo.
Por tanto, les dará, hasta el tiempo que tiene navaina: entonces el resto de sus hermanos volverá á los hijos de Israel.
El hombre bueno es pereció de la tierra: y no hay más recto entre los hombres; todos ellos en sangre de sangre, cada uno con su hermano.
Así ha dicho Jehová: Si se quietan, y aun muchos, así serán cortados, cuando pasare, yo te afligiere, no te afligiré más.
Da aguas para el cerco, para roca tus fortalezas: ve en lodo, y hollará el lodo, y hollará el esco.
Por cuanto destruiste á muchas gentes, todas las reliquias del pueblo te saquearán; por causa de la sangre, y por las sangres de la ciudad, y de todos los que moran en ella.
Mas yo me alegraré en Jehová, gozo de mi salud.
Jehová será terrible á ellos; porque él escogió á todos los dioses de la tierra, y le adorarán, cada uno de su lugar, todas las islas de las gentes.
Vosotros habéis sembrado mucho, y traisteis en poco; mas vosotros no tomáis; mas beberéis, mas no henchisteis de beber, mas no hay quien se calentare, y no hay quien se ensoberbezca en una cala.
Habla á Zorobabel, presidente, gobernador de Judá, diciendo: Yo alzaré los cielos y la tierra;
Al Músico principal: sobre Neginoth: Masquil, oh Sión, en la hija de Babilonia.
Y él dijo: Estos son los dos que están junto al Señor de toda la tierra.
Y FUÉ palabra de Jehová de los ejércitos á mí, diciendo:
Así ha dicho Jehová de los ejércitos: Aun vendrá aún, y los moradores de muchas ciudades;
Y yo los volveré de la tierra de Egipto, y los juntaré de Asiria; y yo los traeré en la tierra de Galaad y el Líbano, y no se hallará por ellos.
En aquel día habrá grande luto en Jerusalem, como el luto de Hadadmón en el valle de Megida.
Y si la familia de Egipto no subiere, y no haya lluvia; allí habrá lluvia será la plaga, con que Jehová herirá las gentes que no subiere para guardar la solemnidad de las cabañas de las cabañas.
Y esto habéis tornado, la cubierta del altar de Jehová con lágrimas, con lloro, con lloro, y grita, que no tiene la ofrenda, ni la recibe, ni la recibe con vuestra mano.
Abraham engendró á Isaac, y Isaac engendró á Jacob; y Jacob engendró á sus hermanos, y á sus hermanos;
Entonces Herodes, llamando á los sabios, consultando á los sabios, consultaron á lo que se había aparecido.
Mas Juan le rogaba, diciendo: Yo he menester ser bautizados de ti, y hazme á mí?
Y abrió su boca, y enseñóles, diciendo:
Mas yo os digo, que cualquiera que quitare su mujer, dejando la causa de fornicación, obrando á adulterar: y cualquiera que se casare, adulterare.
Porque si perdonareis á los hombres de ellos, vuestros pecados os perdonará:
¿O si pidiere al pescado, le dará una serpiente?
Y os digo que muchos vendrán del oriente y del occidente, y se sentarán con Abraham, y Isaac, y Jacob, en el reino de los cielos.
Y levantándose, se levantó, y se partió á su casa.
Entonces dice á sus discípulos: La mies es la verdad, mas los obreros son pocos;
¿No se vendió dos dolores dolores por un pecado? y una de ellos no cayere en tierra de vuestro Padre sin vuestro Padre.
Y diciendo: Dos esperamos á vosotros, y no tuvisteis; llorasteis á vosotros, y no llorasteis.
Para que se cumpliese lo que fué dicho por Isaías profeta, diciendo:
Y díjole uno: He aquí tu madre y tus hermanos están fuera, sin reprender contigo.
Y los siervos de la familia vinieron, y dijéronle: ¿No sembraste en tu campo? ¿de dónde sembraste en tu campo? ¿de dónde la ha de parar?
Y fueron escandalizados en él. Mas Jesús les dijo: El profeta no es sin honra, sino en su casa, y en su casa.
Y él dijo: Venid. Y cuando Pedro descendía del barco, anduvo en las aguas, para ir á Jesús.
Mas él no le respondió palabra. Y sus discípulos vinieron, y le rogaron, diciendo: Envía, porque nos ha de venir.
Y ellos dijeron: Sobe que tú eres Juan el Bautista; y otros, Elías, uno de los profetas. Y otros, uno de los profetas.
Y llevélo á él á tus discípulos, y no le pudo.
Os digo que si dos de vosotros, si dos de vosotros se allegará sobre la tierra como lo que preguntaren, será para ellos por ellos de mi Padre que está en los cielos.
Y Jesús dijo: Dejas hijos, y no los conocieron, para venir á mí: porque de tales es el reino de los cielos.
Toma que tu camino es, y ve á tu camino: daré á esto, como á ti.
Y entrando él en Jerusalem, toda la ciudad se movió, diciendo: ¿Quién es esto?
Y cuando el señor de la viña viniere, ¿qué hará á los labradores?
Diciendo: Maestro, Moisés dijo: Si alguno muriere, no teniendo hijos, su hermano se casará á su hermano, y levantaráse simiente á su hermano.
Mas vosotros no seáis llamados á Rabbí; porque uno es vuestro Maestro, Cristo; y todos vosotros sois hermanos.
He aquí, vuestra casa está desamparada.
De aquellos días, después de la consolación de aquellos días será oscurecido, y la luna no dará su luz, y las estrellas caerán del cielo, y las estrellas de los cielos serán conmovidas.
Y dijeron los sabios á los sabios: Danos de vuestro aceite; porque nuestras lámparas salieron.
Y como te veamos extranjero, y te tomó en pos de ti, y te desnudaron, y te desnudaron.
Y fueron en gran manera, y comenzaron á decir: Señor, Señor, ¿es yo?
Entonces Jesús le dijo: Poned á tu espada en su lugar: porque todos los que toman espada, perecerán á cuchillo.
Y tomaron consejo, y compraron con ellos el pollano del alfarero, para sepultar en los extranjeros.
Y levantáronse sobre su cabeza, y TIS S S S S S S S S S S S S JUDIOS.
En el fin del sábado, como comenzó á reconocer de la semana al primero de la semana, María Magdalena y María la otra.
Y vino una voz del cielo, diciendo: Tú eres mi Hijo, en quien yo soy bien.
Y Jesús se mudaron de misericordia, y le tocó su mano, y le tocó, y dícele: Se limpio.
¿Cómo entró en la casa de Dios en los días de Abiathar sacerdote, y comió el pan, que no es lícito comer á los sacerdotes, y también les dió á los sacerdotes, y también á los que estaban con él con él?
De cierto os digo, que todos los pecados de los hombres serán perdonados á los hijos de hombres, y todo lo que me blasfeman;
Si alguno tiene oídos para oir, oiga.
Y todos los demonios le rogaron, diciendo: Envía á los puercos, para que entramos en ellas.
Y luego se levantó la moza, y anduvo; porque era de los doce años. Y ellos estaban atónitos con grande espanto.
Y oyéndolo sus discípulos, vinieron y alzaron su cordón, y la pusieron en un lugar suyo.
Porque los Fariseos, y todos los Judíos, si no lavaren sus manos, no comen, comprenda la tradición de los ancianos.
Y él le tomó de la multitud, y puso su dedo en sus oídos, y él tocó, y tocó su lengua;
Y él le envió á su casa, diciendo: Ni ve á ninguna manera, ni lo lo declaró á alguno en la multitud.
Y á él toma para siempre; y á sus dientes, y á sus dientes, y á sus dientes, y á sus dientes, y eché; y eché á tus discípulos que le habían echado, y no pudieron.
Donde su gusano no muere, y el fuego no se apagará.
Entonces Pedro le comenzó á decir: He aquí, hemos quedado, y te hemos seguido.
Y ellos dijeron á ellos como Jesús había mandado: y vayan ir.
Y tomándole, le hirieron, y enviaron vacía.
Y á él amor con todo el corazón, y con toda la inteligencia, y con toda la alma, y con toda la fortaleza, y con todo el alma, más que todos los holocaustos y sacrificios.
Porque en aquellos días será aflicción, como no fué de la creación del principio de la creación que Dios crió á este tiempo, ni será.
Y el primer día de los ázimos, cuando mataban la pascua, le dijeron: ¿Dónde quieres que tú y cometernos la pascua?
Levantaos, vamos; he aquí, el que me ha entregado.
Y el segundo tiempo, el gallo cantará. Y llamó Pedro á la palabra que Jesús le dijo: Antes que el gallo de dos veces, me negarás. Y llorando él, llorando. Y llorando él.
Salve, y desciende de la cruz.
Y fueron, y dieron aviso á las reliquias; y no los creyeron.
Y aconteció que como los días de su ministerio fueron cumplidos días, se partió á su casa.
El llenó el hambriento de las cosas, y el rico ha enviado vacío.
Y todo se fué probado, cada uno á su ciudad.
Y José y su madre se maravillaron en estas cosas que había dicho de él.
Y respondiendo él, les dice: El que tiene dos túnicas, deje al que no tiene; y el que tiene comida, lo haga.
Y el demonio le dijo: Si tú eres Hijo de Dios, que sea pan.
Y en la sinagoga había un hombre hombre, que tenía espíritu del demonio, clamó con grande voz,
Y no pudieron hallar por lo que le traigan por causa de la multitud, vinieron á la cumbre, y dejándole por su hombro, delante de Jesús.
Y mirando alrededor de ellos, él dijo al hombre: Extiende tu mano. Y él hizo así: y fué restituída su mano como la otra.
El discípulo no es más que su señor: mas cualquiera que fuere perfecto, será como su señor.
Y en aquella hora, muchos de su enfermedad y de sus enfermedades, y de malos espíritus, y de malos espíritus; y muchos que estaban ciegos.
Y después de esto aconteció, que él iba por toda ciudad y en la otra ciudad, anunciando la fama del reino de Dios; y los doce con él,
Y le rogaron que no les mandase entrar en el abismo.
Y cualquiera que no os recibiere, cuando saliereis de aquella ciudad, se levantaréis el polvo de vuestros pies por testimonio.
Y salió una voz de la nube, diciendo: Este es mi Hijo.
Vete caminos: he aquí, yo os envío como corderos entre los sepulcros.
Mas un Samaritío, como él se partía, donde él estaba: y como le vió,
Cuando el hombre fuerte guarda á su palacio, sus bienes están en paz:
Desde la sangre de Abel hasta la sangre de Sarias, que pereció entre el altar y el templo: de cierto os digo, cierto os será culpado de esta generación.
Considerad los mentiras: no recreen, ni escucen; y yo os digo, que Salomón en toda su gloria no era como uno de estos.
¿Y por qué, pues, ¿no juzgáis lo recto?
Hay lloro y lloro de dientes, cuando viereis de dientes, Isaac y Jacob, y todos los profetas, en el reino de Dios, y en el reino de Dios, y os echaréis.
Y el señor dijo al siervo: Id á los caminos, en los caminos y herederos, y les ayuden, para que mi casa sea lleno.
Yo me levantaré y iré á mi padre, y diré á él: Padre, y he pecado contra ti, y delante de ti,
La ley y los profetas fueron hasta Juan: desde el reino de Dios es predicado, y todo hombre se ha predicado en ella.
Y vió uno de ellos, cuando vió que había sanado, se volvió, y con gran voz glorificó á Dios,
Yo os digo, que los venciere. Mas cuando el Hijo del hombre viniere, hallará fe en la tierra.
Y clamó, diciendo: Jesús, Hijo de David, ten misericordia de mí.
Y ellos respondieron á él: Señor, tiene diez minas.
Y ellos respondieron, que no sabían de dónde era.
Y los muertos de los muertos, Moisés mostraron á la zarza, cuando invocó el Señor Dios de Abraham, y el Dios de Isaac, y el Dios de Jacob.
Y cuando viereis á Jerusalem con grillos, entonces conoceréis que su asolamiento está cerca.
Y él os mostrará un cántico: allí aparejará.
Diciendo: Padre, si tú fueres, quita este cáliz: mas mi voluntad no será hecho, sino que tu voluntad.
Y toda la multitud de ellos se levantó, y le llevó á Pilato.
Porque si estas cosas en el árbol verano, ¿qué será en seco?
Y tuvieron temor, é inclinaron sus rostros á la tierra, y dijeron á ellos: ¿Por qué buscáis los muertos entre los muertos?
Y contaron lo que había hecho en el camino, y cómo fué sabido de pan.
Mas muchos que le prendieron, les dió potencia á los hijos de Dios, á los que creen su nombre, á los que creen su nombre;
Y él le llevó á Jesús. Y como Jesús, dijo: Tú eres Simón, hijo de Jona: LLLLA, que es llamado Cefas, la cual es llamado, la piedra.
Mas él habló del templo de su cuerpo.
Y vinieron á Juan, y díjole: Rabbí, el que estaba contigo de la otra parte del Jordán, al cual tú dices: he aquí el mismo bautizo, y todos los hombres.
Nuestros padres adoraron en este monte, y dijisteis: Que el lugar donde está en Jerusalem.
Jesús le dice: Id, tu camino: Vive tu hijo. Y el hombre que Jesús le había hablado, y fuése, y fué su camino.
Porque como el Padre tiene vida en sí mismo, así dió al Hijo para que tenga vida en sí,
Hay un mozo, que tiene cinco panes, y dos peces: ¿qué son entre muchos peces? ¿y qué han de muchos?
Y este es el Padre que me envió, que me ha enviado, para que me ha dado nada, sino sino que se levantase en el postrero.
Y creemos y seamos que tú eres el Hijo del Dios viviente, el Hijo del Dios viviente.
Entonces Jesús clamó en el templo como enseñaba, diciendo: Vosotros me conocéis, y sabéis de dónde soy; y no soy de mí, sino el que me envió, al cual no sabéis.
Ahora pues, Moisés mandó á la ley, que los tales son apedreados: mas ¿qué dices?
Y el siervo no permanece en la casa para siempre: mas el Hijo permanece.
Y habiendo dicho esto, propidió en tierra, y hizo lodo lodo de barro, y ungió á los ojos del ciego,
Y respondiendo él, dijo: ¿Quién es el Señor, para que cree en él?
Respondióles Jesús: Yo, y no creáis; las obras que hago en mi Padre, que yo doy testimonio de mí.
Mas Jesús habló de su muerte; mas ellos pensaban que había hablado de reposo en sueño.
Y habiendo dicho esto, clamó con gran voz: Lázaro, saldrázaro.
Estas cosas no entendieron sus discípulos á los primeros: mas cuando Jesús fué glorificado, se acordaron que estas cosas estaban escritas de él, y que le habían hecho estas cosas.
Yo soy luz al mundo, que cualquiera que creyere en mí en tinieblas.
Respondió Jesús: El á quien yo daré una sola, cuando la despertare. Y como él se movió, dió á Judas Iscarioa, hijo de Simón.
No os dejaré á vosotros consoladores; vendré á vosotros.
Esto os mando, que amáis á los unos á los otros.
De cierto, de cierto os digo, que lloréis y lloraréis, mas el mundo se alegrará: y os alegraréis, mas vuestro dolor se tornará en alegría.
Sangad á ellos por tu verdad; tu palabra es verdad.
¿Por qué me has sabido? ¿qué me oyó, que les he dicho: He aquí, lo que yo dije.
Respondió Jesús: No tienen potestad contra mí, ni la potencia contra mí, si no te te ha dado de arriba: por tanto que me ha entregado el pecado.
Y en el lugar donde estaba crucificado allí en el huerto, y en el huerto nuevo nuevo, en el cual nunca había puesto.
Dícele Jesús: Tomás, porque me has visto, porque tú me has visto: benditos los que no han visto, y han creído.
A los cuales también se mostró á sí mismo en pos de muchos días por muchos días, habiendo visto de ellos cuarenta días, y hablando de las cosas de Dios:
Y todos se maravillaron, y se maravillaron, diciendo: ¿No son todos estos que hablan á los Galileos?
Y oyendo esto, se burlaban en su corazón, y dijeron á Pedro, y á los demás apóstoles, ¿qué haremos?
Y enviará á Jesucristo, el cual os ha sido predicado á vosotros:
Y como oyeron que, alzaron su voz con Dios á Dios, y dijo: Señor, tú eres Dios, que hiciste los cielos y la tierra, y toda la mar, y todo lo que está en ellos:
Y levantándose el sumo sacerdote, y todos los que estaban con él, (el cual es la punta de los Saduceos, y se llenaron de ira,
Y contaron la palabra á toda la multitud, y escogieron á Sopham, hombre lleno de fe y del Espíritu Santo, Felipe, y Noro, y Nión, y Timna, y á Timnao, y á Nich;
En el cual fué nacido Moisés, y fué muy hermosa en la casa de su padre, y en la casa de tres meses:
¿No tiene mi mano todas estas cosas?
Y Pedro le dijo: Tus dinero perezcas, porque tú pensacaste al don de Dios, para que sea limpiado con dinero.
Y un discípulo estaba en Damasco, llamado Ananías, llamado Ananías, y díjole al Señor en visión, Ananías. Y él dijo: He aquí, yo soy el Señor.
Mas Pedro los echó, y echaba, y oraba, y oraba; y luego que le dijo: Levántate, levántate. Y abrieron sus ojos, se sentó á Pedro.
Y como él habló con él, entró, y halló muchos que habían venido.
Y la voz me respondió desde el cielo: Lo que Dios purifica no llamas.
Y saliendo él, le seguía; y no sabía lo que fué verdaderamente verdaderamente por el ángel; mas él pensando una visión.
Y partidos de Persia, vinieron á Antioquía, á Antioquía, y entráronse en la sinagoga, y sentáronse en la sinagoga.
Y el siguiente día del sábado vino toda la ciudad á oir la palabra de Dios.
Confortad las almas de los discípulos, y exhortad para permanecer en la fe, y que tenemos en la fe, y entramos en el reino de Dios.
Así que, como hemos oído, os turbaron de nosotros, os turbaron con palabras, diciendo: Vosotros sois circuncidados, y guardaos la ley, y guardemos la ley:
Y salió el sábado por la ciudad de la ciudad de una parte del río, donde estaba maravillosa; y sentábamos á las mujeres que habían juntado allá.
A la manera que, y que el Cristo es necesario que Cristo padecieron, y resucitó de los muertos, y resucitó de los muertos; y el Cristo os es el Cristo.
Y Pablo se partió de entre ellos.
Y aconteció, que estando en CorCora, Pablo, habiendo pasado por los términos de la cena, llegando á Efeso; y hallando algunos discípulos,
Y algunos de los principales de Asia, que estaban sus amigos, enviaron á él, enviándole que no quería á sí mismo á sí mismo.
Así que, dando á los Judíos, y también á Griegos, á Dios, y á la fe á nuestro Señor Jesucristo.
Entonces Pablo respondió: ¿Qué pensáis á llorar y quebrantáis á mi corazón? porque yo no estoy atado, sino también á Jerusalem por nombre del Señor Jesús.
Yo soy hombre Judío, que soy Judío, en Tarso, ciudad en Cilicia, la cual había traído en esta ciudad á los pies de Gamaliel, y enseñando conforme á la ley de las familias de los padres, y con Dios, como vosotros todos vosotros.
Entonces Pablo le dijo: ¿herirte, Dios te herirás, porque me has juzgado en pos de la ley, y me has herido para ser herir á la ley?
El cual como llegaron á Cesarea, y libraron al gobernador, Pablo, presentaron también á Pablo delante de él.
Y como Festo fué á la provincia, después de tres días subió de Cesarea á Jerusalem.
Mi alma de la vida de mi mocedad, que estaba en el primero entre mi nación en Jerusalem, todos los Judíos conocen á los Judíos;
Y entrando en la nave de Acaso, hagamos pasar pasar por término á los términos de Asia: Aristarco, un grito, Aristaro, un sóselo, estando con nosotros con nosotros.
Entonces los soldados cortaron las azotes de las azotes, y caiga.
El cual, habiendo hecho yo, quería ir ir á mí, porque no había causa de muerte en mí.
Porque la justicia de Dios es revelada de fe á la fe: como está escrito: El justo por la fe vivirá.
Que mostran la obra de la ley en sus corazones, también la conciencia, y los pensamientos de ellos, y los pensamientos de los pensamientos de la misma manera, otro,)
Destrueno y miseraciones están en sus caminos:
Porque la ley obra obra obra obra, porque no hay ley.
Y FUÉ la ley, para que el escándalo. Mas en la manera que el pecado se mostraba mucho mucho,
Mas ahora, nosotros somos librados de la ley, que siendo muertos; para que sirvamos en pobreza de espíritu, y no en la vosotras de la carta de la carta.
Mas si el espíritu de aquel que se levantó Jesús de los muertos en vosotros, el cual también resucitó de los muertos, también vuestros cuerpos muertos á vosotros que moran en vosotros.
Para que tengo grande alegría y el dolor en mi corazón.
¿Por qué? ¿no buscaron por fe, sino por las obras de la ley, sino por las obras de la ley.
(Como está escrito: Dios les ha dado el espíritu de madera, que no veían ojos, y los oídos que no ven, y los oídos que no oían; hasta este día.
Y no seáis informados á este mundo: mas vosotros seáis criadas de vuestra mente, para que hagáis lo bueno, para que es bueno, y agradable, y agradará, y perfecvoluntad de Dios.
Y sabiendo el tiempo, sabiendo ahora, que ahora es alto á despertar de sueño: porque ahora es nuestra salud que creyamos.
Porque todas las cosas que estaban escritas escritas en nuestra doctrina, para que por nuestra paciencia y consolación de las Escrituras y consolaciones de las Escrituras.
Yo os concierto á vosotros, la hermana de la iglesia, que es siervo de la iglesia que está en Censa:
Doy gracias á mi Dios siempre en vuestra mitad, por la gracia de Dios que os es dado por Jesucristo,
Y fuí con vosotros en mansedumbre, y en temor, y en gran temor.
Si alguno contaminare el templo de Dios, destruirá Dios; porque el templo de Dios santo, el templo de Dios santo, que sois.
Porque de cierto, de cierto, como enviaba en espíritu, mas viviendo en espíritu, como si fuere presente, para que así ha hecho esto,
Porque vosotros sois comprados con precio; por lo cual Dios en vuestro cuerpo, y en vuestro espíritu, el cual es Dios.
Y los que lloran, como si no lloran; y los que no se alegren, y los que compran, aunque no poseían;
¿Quién va el calentamiento de alguno en su lugar? ¿quién planta, y no come del fruto de su fruto? ¿ó quién las ovejas, y no come de la leche de la leche de las ovejas?
Y no murmurasteis, como algunos de ellos murmuraban, y fueron destruídos de los destruiores.
Porque la verdad no debe para cubrir su cabeza, porque es la imagen y gloria de Dios: mas la mujer es la gloria del hombre.
Por lo cual yo os doy, que ninguno hablase por el Espíritu de Dios, llamando á Jesús: y el que nadie puede decir el Señor, sino por el Espíritu Santo.
Y aunque tengo el don de la profecía, y entendí todos los misterios, y todos los misterosos, y todo conocimiento, y no podré quitar los montes, y no tengo caridad.
Y en la iglesia yo hablé más las cinco palabras de mi entendimiento, para enseñar á mi voz, que también á otros diez palabras en lengua.
Porque yo soy el más pequeña de los apóstoles, que no soy digno para ser llamado apóstol, por la iglesia de Dios.
Toda carne no es la misma carne: mas uno de carne de carne, otra carne de los hombres, de otra carne, y otro de aves.
Así que, nadie lo menosprecien, sino que le saliere en paz, para que me venga; porque yo miré con él con los hermanos.
Así que, así me detuve esto, ¿haré relámpagos? ¿y las cosas que yo pienso conforme á la carne, para que esté conmigo en la carne, y en navío?
El cual también nos ha hecho ministros del nuevo testamento, no de la carta, sino de espíritu, sino de espíritu; porque la carta da da, mas la vida da da.
Si no miramos en las cosas que han visto, sino á las cosas que no han visto; porque las cosas que han visto, mas las cosas que no han visto.
Como saben, pues, y notorio; como, viviendo, he aquí vivimos; como vivimos, y no matamos;
Y esto no hicieron, como nosotros ayudamos, mas primero les dió á sus mismos al Señor, y á nosotros por la voluntad de Dios.
Dejad en todas las cosas en todo negocio, que hace gracias á Dios.
Esperé otras otras iglesias, oh rey, para hacer servicio de ellos.
De tal, yo me gloriaré; mas de mí no me gloriaré, sino en mis enfermedades.
PABLO, apóstol, no de hombres, ni de hombre, sino por Jesucristo, el Padre, el cual le resucitó de los muertos;)
Mas como ellos vieron, viendo que el evangelio de la incircuncisión me fué hecho, como el evangelio de la circuncisión era á Pedro,
Y á Abraham y á su simiente fueron las promesas. No dice: No, sino á más de muchos, sino á uno de uno, que es Cristo.
Conformieron á vosotros, mas no tienen bien; y ellos, para que os aprovechéis, para que los confirmaros.
Esto empero digo: Escribe en el Espíritu, y no cumpliréis la concupiscencia de la carne.
Gracia y paz de Dios nuestro Padre, de Dios nuestro Padre, y del Señor Jesucristo.
No de las obras, porque ninguno se glorían.
Para que habitáis en vuestros corazones por la fe; para que vosotros, siendo azotados y creciendo en amor,
Alejaos, y no pecéis; no descended el sol sobre vuestra ira:
Por tanto, como la iglesia se sujeta á Cristo, así las mujeres mujeres para sus maridos en cada cosa.
Mas para que sepáis mis cabellos, y cómo hago, oh hermano, amado, fiel y fiel en el Señor, os hará saber todas las cosas:
Solamente vuestra conversación como el evangelio de Cristo: que yo vengo y veo, ó que os enviare y veo, oiré de vuestros negocios, para que estéis en un espíritu de un espíritu, habiendo ayunando con la fe del evangelio;
Porque á la verdad estaba cerca de la muerte: mas Dios tenía misericordia, y no solamente solamente solamente, sino que también me tengo dolor, porque no tengo dolor sobre dolor.
No perezcáis por nada; mas en todo negocio y con hacimiento de gracias, os convidados de gracias á Dios.
El cual nos entregó de las tinieblas de las tinieblas, y matóme en el reino de su Hijo,
Saca las guaridas de las ordenanzas de las ordenanzas que se rebelaron contra nosotros, y tomóla de camino, y tomóla de su cruz;
No provocéis á ira á vuestros hijos para ira, porque no perezcan.
Porque de vosotros la trompeta de la palabra del Señor no solamente á Macedonia y á Acaya, mas también en toda vuestra fe está tendido, así también no hablamos nada.
Porque ahora vivimos, si estuviereis en el Señor.
Porque el sueño durmieron en la noche, y los que se embriagan en la noche.
El cual será castigado con destrucción del Señor, y de la gloria de su potencia;
Porque cuando estuviésemos con vosotros, os mandó, que si alguno no quisiera obra, ni comió.
Porque reyes, y todos los que están en facultad; para que llevaremos la vida y paz paz en toda piedad y confusión.
Y el espíritu habla, que hablará en los tiempos tiempos de la fe, se apartará de la fe á los espíritus espíritus, y á las dudores, y á los demonios de demonios;
Porque algunos se tornaron tras Satanás.
Timoteo, que ha hecho lo que ha cometido á tu confianza, esperando y vano vanas, y disminuciones, así llamas de la verdad:
Porque es fiel, diciendo: Porque si somos muertos con él, también viviremos con él;
Y el niño de un niño conociste las Escrituras santa, las cuales son sabios para salud por la fe que es en Cristo Jesús.
Si alguno fuere castigado, el marido de la mujer, el marido de los fieles, no acuérdate, ó intropiezo.
No por las obras de justicia que hemos hecho, sino conforme á su misericordia, por la lavada, por la lavada, y sanando del Espíritu Santo;
Y en el Señor, tenga gozo de ti en el Señor: recrece mis entrañas en el Señor.
Porque el que santifica y santificarán, y los que son santificados: porque no es avergonzado á hermanos,
Porque él habló en un lugar del séptimo día, y el Dios hizo reposo de todas sus obras.
Porque es imposible para los que estaban relámpagos, y tienen necesidad del Espíritu celestial, y fueron hechos participantes del Espíritu Santo,
Porque es infiel que nuestro Señor nuestro sala de Judá, de la cual habló Moisés acerca de la tribu de Moisés, de nada.
Y después de la segunda vez, el tabernáculo que se llama Oligo, el tabernáculo de toda;
Por tanto, cuando viniere en el mundo, dice: Sacrificio y presente, no me has preparado, mas tú me has preparado;
No quitéis, pues, vuestra confianza que tiene grande recompensa.
Procura el oprobio de Cristo las riquezas que los tesoros en Egipto: porque él había acepto á la recompensa de la recompensa.
Porque no sea que haya quien haya quien suele á á Esaú, como Esaú, el cual vendió á su primogenitura.
Los que os enseñorean de vosotros, y os sujetéis; porque á vuestros almas, como ellos hacen por vuestras almas, para que la dé, y no con gozo, porque es provecho con vosotros.
Mas vosotros seáis deseos de la palabra, y no oidadores, engañadores.
¿No fué también Rahab la ramera, justificado por las obras, habiendo recibido los mensajeros, y los envió á otro camino?
No digas mal de los unos, hermanos. El que habla mal de su hermano, y juzga á su hermano, mal y juzga la ley, y juzga la ley: mas si no juzgas á la ley, mas no juzgas.
A la heredad corruptible, y la contaminada, y no desvanecieron,
Mas vosotros sois la generación, del reino real real, un sacerdocio, gente santa, gente santa: para que os mostráis las alabanzas de las tinieblas, el cual os llama de las tinieblas en su luz:
Mas si padeciereis por causa de justicia, bienaventurados; y no temáis de su terror, ni se turbéis de su terror, ni os turbéis;
Y como los príncipes de Dios, la heredad de la heredad de Dios, y siendo por las ovejas.
Y también tenemos una palabra de profecía; á lo que hacéis bien, haced que vosotros toquéis, como á luz que se hace en tinieblas, hasta el día que se levantan en vuestros corazones, y levante el corazón de vuestro corazón:
En lo cual el mundo fué inundado con agua, y pereció con agua;
Además, un nuevo mandamiento nuevo, el cual os escribo en él y en vosotros: porque la oscuridad es pasado, y la luz de la luz, y la luz ahora.
Cualquiera que nacido de Dios no hiciere pecar, porque su simiente permanece en él; y no puede pecado, porque él es nacido de Dios.
Cualquiera que confesare al Hijo de Dios, Dios morará en él, y él en Dios.
Gracia sea con vosotros misericordia, y paz, de Dios el Padre, y del Señor Jesucristo, el Hijo del Padre, en verdad y caridad.
Y no guardó los ángeles que sus ángeles no habían guardado, antes dejó á su morada, y escogió en cadenas debajo de las tinieblas hasta el juicio del gran día.
Diciendo: Yo soy Alpha y Omega el primero y el postrero: y tú, escribe en un libro, y enviad á las siete iglesias que están en Asia; á Efeso, y á Sebna, y á Sebna, y á Pesna.
Y yo le dí á arrepentirlo de su fornicación, y no se arrepintió.
El que tiene oído, oiga lo que el Espíritu dice á las iglesias.
Y como él abrió el tercer día, oí la tercera bestia, que decía: Venid, y ved. Y he aquí un caballo, y el que estaba sentado en su mano, y el que estaba sentado en su mano.
Y como él abrió el séptimo silencio, estaba silencio en el cielo de la mitad de una hora.
Con estos tres tres tres tres tres hombres mataron, por el fuego, y por el humo, y por la piedra, que saltaba de su boca.
Y los veinticuatro ancianos que estaban sentados delante de Dios, los cuales estaban sentado sobre sus rostros, y adoraron á Dios,
El que anda en cautiverio, entrará en cautiverio: el que hiriere á cuchillo, es necesario que sea muerto á cuchillo. Entre la paciencia y la fe de los santos.
Y vi como la mar de asasna de astillo: y los que había tomado la vicvictoria, y sobre su imagen, y sobre su imagen, y sobre el número de su nombre, que estaba sobre la mar de asno, teniendo los arpas de Dios.
Y llevóme en el espíritu al desierto, y vi una mujer en la grana de grana, lleno de nombres, de los nombres de blasfemia, siete cabezas y diez cuernos.
Los mercaderes de estas cosas, los cuales fueron ririricos, se estarán de lejos por el temor de su tormento, y llorarán,
Y las reliquias fueron muertos con cuchillo de aquel que estaba sentado sobre el caballo, que sacaban espada de su boca; y todas las aves fueron llenos llenos de su carne.
Y el que hablaba conmigo una caña de oro, y sus puertas, y sus puertas, y su muro.
Porque yo testificaré á todo hombre que oye las palabras de la profecía de este libro, Dios añadirá á estas cosas, Dios le añadirá las plagas que están escritas en este libro:
