EN el principio crió Dios al cielo y la tierra.
Y vió Dios que había hecho, y he aquí, y he aquí que era bueno. Y la tarde fué la tarde y la mañana era del día.
Porque Dios conoce que en el día comáis, entonces vuestros ojos serán abiertos, y vosotros seréis como dioses, sabiendo bien y mal.
Y ahora eres malditos de la tierra, que abrió su boca para recibir la sangre de tu mano,
Y vivió Mahalaleel y cinco años, y engendró á Jared:
Y dijo Dios á Noé: El fin de toda carne ha venido delante de mí; porque la tierra está llena de violencia; y he aquí que yo destruiré con la tierra.
Y toda carne murió sobre la tierra, ambos de aves, y de bestias, y de bestias, y de todo reptil reptil que anda arrastrando sobre la tierra, y todo hombre:
Y de cierto, de vuestra sangre pagaré; á la mano de cada bestia de cada animal, y á la mano del hombre; á la mano de cada hermano, yo queriré la vida del hombre.
Y los hijos de Ham: Cuán, Mizpa, y Mizpa, y Canaán.
Y ellos dijeron: Id, edificaremos una ciudad y torre, cuya cumbre á los cielos, y nos hará nombre, porque no nos espargamos nombre sobre la haz de toda la tierra.
Y pondré en gran gente, y te bendeciré, y te bendeciré, y hazte tu nombre; y serás bendición.
Abram en la tierra de Canaán, y Lot moró en las ciudades de la llanura, y asentó su tienda hacia Sodoma.
Y solamente que los mancebos han comido, y la porción de los hombres que iban conmigo, Aner, Era, y Mamre, y Mamre, los tomarán su porción.
Y el ángel de Jehová le dijo: Vuelve á tu pobreza, y te sujetas debajo de sus manos.
Y tomó Abraham á Ismael su hijo, y todo lo que nacieron en su casa, y todo lo que había comprado con su dinero, cada uno de la casa de Abraham; y circuncidó la carne de su prepucio, como le había dicho.
Y Jehová dijo: Si hallare en Sodoma cincuenta justos dentro de la ciudad, yo perdonaré á todo el lugar por causa de ellos.
El sol se ha levantado sobre la tierra cuando Lot entró á Zoar.
Y dijo Abimelech: He aquí mi tierra está delante de ti: donde te agrada.
Y tomó Abraham ovejas y bueyes, y les dió á Abimelech; y así de ellos hizo pacto.
Y Bethuel engendró á Rebeca: ocho años llevaron á Nachôr, hermano de Abraham.
Y el criado puso su mano debajo de Abraham su señor, y juró á él acerca de aquel negocio.
Y dije á mi señor: Quizá la mujer no me seguirá.
Y ella le parió á Jocán, y á Joedán, y á Madián, y á Isbac, y Sera.
Y dijo Esaú: He aquí, yo estoy á morir; y ¿qué provecho de esto me hará hacer esto?
Y ellos dijeron: De cierto, que Jehová fué contigo; y dijeron: Vamos ahora que el juramento de entre nosotros, entre tanto, entre nosotros, y te ponga pacto contigo, y haz alianza contigo;
Y no le hizo contar, porque sus manos estaban empuestas manos, como la mano de Esaú su hermano: así le bendijo.
Y obedecieron á Jacob su padre y á su madre, y fué á Padan-aram;
Y Labán dijo á Jacob: ¿Por qué eres tú á mi hermano, para que me sirvan? ¿qué me declarará, ¿qué será tu pagaje?
Y Zilpa de Lea, parió á Jacob un hijo.
Y apartaron Jacob los corderos, y puso los rostros de los rebaños para las cabras, y todo el castigo en las ovejas de Labán; y puso sus ovejas por sí, y no las puso á ganado de Labán.
¿Por qué huiste contra mí, y hurtaste de mí, y no me declaraste, para que te envié con grith, y con arpa, y con arpa, y con arpa?
Y viendo Jacob, les dijo: Este es de Dios: y llamó el nombre de aquel lugar Mahanaim.
Por tanto, los hijos de Israel no comen de los sinceros, los cuales está sobre la caza de los cuervos, hasta hoy: porque tocante la caza de Jacob, en el perezoso.
Y habitaréis con nosotros: y la tierra será delante de vosotros, y moriréis en ella, y os entraréis en ella, y os entraréis en ella.
Y apareció Dios á Jacob, cuando salió de Padan-aram, y bendíjolo.
Estos son los nombres de los hijos de Esaú: Eliphaz hijo de Ada, mujer de Esaú, hijo de Baseth, mujer de Esaú, mujer de Esaú.
Y estos son los nombres de los duques que venían de Esaú, conforme á sus familias, conforme á sus nombres, por sus nombres; el duque Timna, el duque Jetheo, el duque Jetheo,
Ven, y vendemos vender á Isbatas, y no sea sobre él nuestra mano; porque él es nuestro hermano y nuestro carne. Y sus hermanos fueron cumplidos.
Entonces él preguntó á los hombres de aquel lugar, diciendo: ¿Dónde está la ramera, que estaba junto al camino? Y ellos dijeron: No fué ramera ramera en este lugar.
Mas Jehová fué con José, y declaróle misericordia, y diólo en ojos de la cárcel.
Y durmió, y soñó el segundo día: y he aquí siete espigas sobre un poco de trigo, y bien.
Y junta todos los mantenimiento de los años, y pongan trigo debajo de la mano de Faraón, y los guardan en las ciudades de Faraón.
Y conoció José á sus hermanos, mas no le conocían.
Y él dijo: No descenderá con vosotros; porque su hermano es muerto, y él es dejada solo: si mal le cayere en el camino que pasáis, entonces pasaréis mi cabello con dolor al sepulcro.
Y José hizo apresura por sus entrañas; y buscó á su hermano: y buscó á llorar en su cámara, y entró en su cámara.
Y nosotros dijeron: No podemos descender; si nuestro hermano menor sea con nosotros, desceniremos: porque no veamos el rostro del hombre, si no veamos á nuestro hermano.
A todos ellos dió á cada uno de vestidos vestidos; mas á Benjamín dió á Benjamín tres piezas de plata, y cinco vestidos de vestidos.
Los hijos de Nephtalí: Jahel, Guni, Guni, y Jezer.
Y compró José toda la tierra de Egipto para Faraón; porque los Egipcios vendían cada uno su heredad, porque el hambre se venció sobre ellos: así la tierra de Faraón.
Y su padre no quiso, y dijo: Yo lo sé, hijo mío, yo lo sé; y él será gran pueblo, y será mayor mayor que su simiente, y su simiente será más que él, y su simiente será más que su simiente.
Benjamín desfallecerá como herida: en la mañana consumirá la presa, y en la noche, y en la noche quitará la presa.
Y dijo José á sus hermanos: Yo moraré, y ciertamente ciertamente ciertamente os visitaré, y os sacaré de esta tierra que juró á Abraham, Isaac y á Jacob.
Y como lo abrió, vió al niño; y he aquí, el que lloraba. Y ella tenía compasión de él, y dijo: Esta es uno de los Hebreos.
Y dijo Moisés á Dios: ¿Quién soy yo, para que vaya á Faraón, y para que yo saba á los hijos de Israel de Egipto?
Y Jehová dijo á Moisés en Madián: Ve, vuélvete á Egipto; porque todos los hombres que buscan tu vida.
Ahora, pues, ahora, y obra; porque no os será dado, mas vosotros entregaréis el talento de los costales.
Y tomó el hijo de Aarón, uno de las hijas de Pusiel, á mujer de Pusiel, á Phinees: estos son las cabezas de las familias de los Levitas conforme á sus familias.
Y cumplidos siete días, después que Jehová había herido el río.
Y salió Moisés de Faraón, y oró á Jehová.
De la manera de Jehová (porque no hay más fuerte, que no haya más fuerte y granizo; y os iré, y no os quedéis.
No vieron uno al otro, ni se levantaron de su lugar por tres días; mas todos los hijos de Israel tenían luz en sus moradas.
Y este día os será por memoria; y lo guardaréis fiesta á Jehová por vuestras generaciones; vosotros guardaréis fiesta por vuestras generaciones, la haréis solemnidad por estatuto perpetuo.
Mas todo el criado de aquel siervo es comprado por dinero, cuando le circuncidaraste, entonces comerá.
Y JEHOVÁ habló á Moisés, diciendo:
Y vió Israel aquella obra que Jehová hizo sobre los Egipcios; y el pueblo temió á Jehová, y creyó á Jehová, y á Moisés su siervo.
Y los hijos de Israel les dijeron: Vamos á Dios por mano de Jehová en la tierra de Egipto, cuando se sentamos en la tierra de Egipto, y cuando comimos pan para llenar el desierto; porque vosotros habéis traído á este desierto con hambre.
Y Moisés dijo á Aarón: Toma un poquito, y poned omer omer omer omer, y ponedlo delante de Jehová, para que se guardan vuestras generaciones.
Y yo sé que Jehová es mayor que todos los dioses: porque en la cosa en la cosa en la cual les había hecho arriba.
Y descendió Moisés del monte al pueblo, y santificaron el pueblo; y lavaron sus vestidos.
Y ellos dijeron á Moisés: Habla con nosotros, y oiremos: mas no hablaremos Dios con nosotros, porque no muramos.
Y si alguno guiere la maldad, darás vida por vida,
Si su padre no lo quisiere á darle dinero, pagará su dinero conforme á la paloma de las vírgenes.
Y la solemnidad de la siega, las primicias de tus trabajos, las cuales sembraste en el campo: y la solemnidad de las juntas, que está en el cabo del año, cuando hubieres juntado en tu labor del campo.
Y Moisés se levantó, y su ministro: y Moisés subió al monte de Dios.
Y harás término de la mano de un codo de anchura, y harás una corona de oro en sus alrededores.
Y harás tablas para el tabernáculo de madera de Sittim.
En lo cual harás las tablas: como te fué mostrado en el monte, así lo harán.
Y pondrás en ella las piedras de piedras de piedras, cuatro órdenes de piedras: el primer orden será un sardio, un sardio, y un tóslo. Esta será el primer orden.
Y Aarón y sus hijos llevarás á la puerta del tabernáculo del testimonio, y los lavarás con agua.
Y si algo de la carne de las consagraciones, ó del pan, se quedare á la mañana, quemarás al fuego: no se comerá, porque es santo.
Harás también un lago de metal, y su pie de metal, para lavar; y pondrás sobre el tabernáculo del testimonio y sobre el altar, y pondrás agua en ella.
Y las vestimentas del servicio, y las vestimentas de Aarón sacerdote, y las vestimentas de sus hijos, para ministrar el sacerdocio,
Y dijo Aarón: No se encienda el furor de mi señor; tú sabes el pueblo que se pusieren en mal.
Y Jehová dijo á Moisés: Yo haré esto esto que has dicho: porque has hallado gracia en mis ojos, y te conozco por nombre.
Porque arrojaré las gentes delante de ti, y ensancharé tus términos: ni alguno de tu tierra, cuando subieres á apartar delante de Jehová tu Dios en el año.
Las vestimentas de servicio, para hacer servicio en el santuario, las vestimentas de Aarón sacerdote, y las vestimentas de sus hijos, para ministrar en el sacerdocio.
E hizo las cortinas de cabras para la tienda sobre el tabernáculo, las cortinas de las cabras.
E hizo la cubierta de oro puro: dos codos de largo y la mitad de su longitud, y un codo y medio de su anchura.
Y puso las varas en los anillos á los lados del altar, para llevar; hizo el altar con tablas.
Y obraron piedras piedras de oro, en cuantas de oro, como las esculturas, las esculturas, con los nombres de los hijos de Israel.
La mesa, y todos sus vasos, y el pan,
Y puso el pan en orden delante de Jehová, como Jehová había mandado á Moisés.
Y el sacerdote la traerá al altar, y abrirá su cabeza, y lo hará arder sobre el altar; y su sangre será castigado al lado del altar:
Y si su ofrenda fuere macho cabrío, entonces lo ofrecerá delante de Jehová.
Y tomará el sacerdote de la sangre de la expiación con su dedo, y pondrá sobre los cuernos del altar del holocausto, y derramará su sangre al pie del altar del holocausto.
Y JEHOVÁ habló á Moisés, diciendo:
De esta manera es la ley de la culpa: es cosa santísima.
Y el sacerdote hará arder el sebo sobre el altar: mas el pecho de Aarón y de sus hijos.
Y degollólo; y Moisés tomó de la sangre de ella, y púsola sobre la molla de Aarón, y sobre la oreja derecha de su diestra, y sobre la gran manera.
Y presentó el presente, y tomó su pudo, y quemólo sobre el altar, además del holocausto de la mañana.
Todo lo que estuviere de pezuñas, y de las peñas, y de las bestias, que comeréis.
Y todo vaso vaso, en que cayere de ellos, todo lo que estuviere en ella será inmundo; y quebraréis.
Y si el sacerdote vea, he aquí, el que se atiende en la piel, el sacerdote lo dará por inmundo: lepra es lepra.
Y si alguno tuviere mujer en la piel de la carne de su mancha, lejas blancas, mancha blancas;
Y será en el séptimo día, el que él hubiere hecho todo su cabello y su barba y su barba, todos sus cabellos lavará sus vestidos, y lavará sus vestidos; y lavará también sus vestidos, y lavará sus vestidos, y será limpio en agua.
Y el séptimo día vendrá el sacerdote, y mirará: y si la plaga se hubiere extendido en las paredes de la casa,
Y el vaso de la tierra, el que tocare el flujo, será quebrado: y todo vaso de madera de leña será consumido en agua.
Y Aarón traerá Aarón el macho cabrío sobre la suerte de Jehová, y lo ofrecerá por expiación.
Para que los hijos de Israel traigan sus sacrificios, para que ofrecerán en la haz del campo, para que los sacaren á Jehová, á la puerta del tabernáculo del testimonio, y los ofrecerá á Jehová.
Y no te acercarás á mujer para descubrir su desnudez, como ella se ha puesto por su inmundicia.
No guardaréis mis estatutos. No guardarás tus ganados con manada: no sembrarás tu campo, ni se sembrarás con simiente de lino, ni se ahoja sobre ti.
Y si alguno durmiere con su nuera, ambos de cierto muertos serán muertos; obraron su sangre; su sangre será sobre ellos.
Y no profanará su simiente entre su pueblo; porque yo Jehová lo santificaré.
Y cualquiera que ofreciere sacrificio de paces á Jehová para cumplir su voto, ó ofrenda voluntariamente, ó ofrenda de ovejas, ó será acepto, no habrá acepto; en ella será acepto.
Y ofreceréis con el pan siete corderos de un año, y un becerro de un año, y dos carneros: porque para holocausto á Jehová, con su presente, y sus libaciones, y sus libaciones, por fuego de olor suave á Jehová.
El orden sobre el candelero limpio delante de Jehová.
El jubileo os será á vosotros: no sembraréis, ni segéis, ni segaréis lo que se corrompe, ni allega en ella las uvas de tu vid.
Y entonces se apartará de ti, él y sus hijos con él, y volverá á su familia, y á la posesión de sus padres.
También yo os señalaré á vosotros, yo señalaré sobre vosotros por espanto, y arrugando, y arrugando los ojos, y harán vuestros ojos; y sembraréis vuestros enemigos en vano, porque vuestros enemigos la comerán vuestros enemigos.
Estos son los estatutos y derechos, que Jehová hizo entre él entre él y los hijos de Israel en el monte de Sinaí, por mano de Moisés.
Y todo el fruto de la tierra, si de la simiente de la tierra, ó del fruto de fruto, Jehová es el fruto de la tierra: santo es á Jehová.
De los hijos de Judá, por sus generaciones, por sus familias, por las casas de sus padres, conforme á la cuenta de los nombres, de veinte años arriba, todos los que podían salir á la guerra;
Todo varón de los hijos de Israel cántarará por su bandera, con la señal de la casa de su padre: alejáronse de lejos el tabernáculo del testimonio.
Estos son los contados de los hijos de Israel por la casa de sus padres: todos los contados de sus padres: todos los contados por sus ejércitos, seiscientos tres mil y cincuenta.
En el número de todos los varones de un mes arriba, de ocho mil y seiscientos, guardando la guarda del santuario.
Y sobre la tabla de pan extenderán el paño de cárdeno, y pondrá sobre él los peces, y las cucharas, y los tazones, y el pan:
Estos fueron contados de las familias de las familias de Coath, todos los que hacen servicio en el tabernáculo del testimonio, que Moisés y Aarón hicieron conforme al mandamiento de Jehová.
Y pondrá el sacerdote la mujer delante de Jehová, y cubrirá la cabeza de la mujer, y pondrá la ofrenda de memoria en sus manos, la cual es el sacerdote por su mano amarga.
Y ofrecerá el carnero para sacrificio de paces á Jehová, con el canastillo de panes sin levadura: el sacerdote ofrecerá su presente, y su presente.
Una cuchara de oro de diez siclos, llena de perfume;
Una cuchara de oro de diez siclos, llena de perfume;
Una cuchara de oro de diez siclos, llena de perfume;
Y los Levitas fueron purificados, y lavaron sus vestidos, y ofrecieron Aarón como ofrenda delante de Jehová; y Aarón hizo expiación por ellos.
Hazte las dos trompetas de plata; de todas las piezas de los que les harás udar; para que los plantas de la congregación, y para las partidas de los pechos.
Y será que, si entrares con nosotros, y será lo que Jehová nos hará con nosotros, lo que te hará hacer.
Y quedó dos de los hombres en el campo, el nombre del uno era Eldad, y el nombre de Medad; y el espíritu de la otra parte cayó sobre ellos, y no salieron de los que estaban escritas en el campo. Y ellos profetizaron en el campo.
De la tribu de Judá, Caleb hijo de Jephone.
¿Y por qué Jehová nos ha traído á esta tierra, para caer á cuchillo, para que nuestras mujeres y nuestros hijos y nuestros hijos? ¿no es mejor que nos vuelva á Egipto?
Y vuestros hijos errarán en el desierto cuarenta años, y llevarán vuestros fornicaciones, hasta que sean asolados en el desierto.
Habla á los hijos de Israel, y diles: Cuando hubiereis entrado en la tierra donde os trajereis,
Y puso fuego en ellos, y puso sahumerios delante de Jehová, y mañana será el varón que Jehová escogiere, él será santo: vosotros no podéis más en vosotros, hijos de Leví.
Habla á Eleazar hijo de Aarón el sacerdote, que toma los incensarios de las quemadas, y esparcirás el fuego, porque son santificados.
Y se allegará á ti, y guardarán la guarda del tabernáculo del testimonio, para todo el servicio del tabernáculo del testimonio; y el extranjero no vendrá á vosotros.
Esta es la ordenanza de la ley que Jehová ha mandado, diciendo: Habla á los hijos de Israel, que te traigan una becerra sin defecto, y no vino sobre el cual no vino ni yugo:
Y Moisés y Aarón juntó la congregación delante de la peña, y les dijo: Oid ahora, que hagamos agua; os conviene que hagamos agua de esta roca.
Y partidos de Oboth, asentaron en Iabarim, en el desierto que está delante de Moab, hacia el madero que está delante de Moab.
Ahora pues, ahora, te ruego que me maldicen, porque son más fuertes por mí: quizá me vendré, y heriré, para herir, y yo los echaré de la tierra: porque yo he bendecido á los que tú eres maldeciente, y á quien tú maldijeres.
Y como Balac oyó que Balaam había venido á recibir á la ciudad de Moab, que está en el término de Arnón, que está en el término de Arnón.
Y dijo Balac á Balaam: Ni no les maldijesen, ni los bendecid en todo.
Y Balaam se levantó, y se volvió á su lugar; y volvió también Balac su camino.
Los hijos de Simeón, por sus familias: de Nemuel, la familia de los Nethineos: de Jamín, la familia de los Jameos: de Jachîtas, la familia de los Jachtas:
Estos son los hijos de Dan por sus familias: de Suham, la familia de los Shatas. Estos son las familias de Dan por sus familias.
Y las hijas de Zopheth hablarás á decir: De cierto los darás heredad de su padre entre sus hermanos, y harás la heredad de su padre, y harás pasar á ellos.
Y sus libaciones será la mitad del vino á un becerro, y la tercera parte de un hin de un hin, y la cuarta parte de un hin de cada mes: este holocausto por los meses de cada mes.
Y ofreceréis holocausto, ofrenda encendida de olor suave á Jehová, de olor suave á Jehová: trece becerros, dos carneros, dos carneros, y catorce corderos de un año; sin defecto serán sin defecto;
Y su padre oyere, y su sierva con con que hubiere ligado su alma, y su padre callará: entonces todos sus votos serán ligados, y todo lo que se acometiere su alma.
Mas todos los hijos, que no han conocido al hombre con él, guardaos vivos vivos vivos por vida.
Y los oficiales que estaban sobre los millares del ejército, los capitanes de ciento, y centuriones, llegaron á Moisés:
Edifíos ciudades para vuestros niños, y confortas por vuestras ovejas; y haced lo que sale de vuestra boca.
Y tomaron su camino del desierto de Sin, y asentaron en Dopa.
Y partidos de Zalah, asentaron en Punón.
Y JEHOVÁ habló á Moisés, diciendo:
Y si le hiriere con una piedra, con que morirá, y morirá, homicida es homicida; el homicida morirá.
Estos son los mandamientos y derechos, que Jehová había mandado por mano de Moisés á los hijos de Israel en los campos de Moab, junto al Jordán de Jericó.
Jehová vuestro Dios que sale delante de vosotros, él peleará por vosotros, conforme á todo lo que él os hizo en Egipto delante de vuestros ojos;
Y en lo que vinimos de Ces-barnea, hasta que entramos en el arroyo de Zered, treinta y ocho años; hasta que toda la generación de guerra fueron asolados de entre el ejército de guerra, como Jehová les juró.
Mas todos los ganados, y los despojos de las ciudades, tomamos para presa.
¿Y qué gente grande, que tiene estatutos y derechos derechos como todo esto, que yo pongo delante de vosotros hoy?
Para arrojar gentes delante de ti, y más fuerte que tú eres, para que te trajeres en heredad, te darte su tierra por heredad, como este día.
Y no hurtarás.
No tentéis á Jehová vuestro Dios, como le tentasteis en Massa.
No serás atentado en ellos: porque Jehová tu Dios es entre vosotros, fuerte y terrible.
No por tu justicia, ni por rectitud de tu corazón, tú entres para poseer su tierra: mas la maldad de estas gentes Jehová tu Dios los echó de delante de ti, y él la palabra que juró Jehová á tus padres, Isaac, Isaac, Isaac, Isaac, y Jacob.
Y los hijos de Israel tomaron de su camino de Beeroth de los hijos de Jaacán: Aarón murió, y fué sepultado en el sacerdocio.
Para que os daré lluvia la lluvia de vuestra tierra en su tiempo, la primera lluvia y la postrera, para que juntas en tu grano, y tu aceite.
Y os alegraréis delante de Jehová vuestro Dios, vosotros y vuestros hijos, y vuestras hijas, y vuestros siervos, y vuestros siervos, y vuestro Levita que está dentro de vuestras puertas; porque no tiene parte ni heredad ni heredad con vosotros.
Y le apedrearás con piedras, porque él ha buscado; porque él te ha buscado de Jehová tu Dios, que te sacó de la tierra de Egipto, de la casa de servidumbre.
Amarás á toda la hierba del fruto de tu simiente, que saca el campo por año.
Solamente no comerás su sangre; derramarás sobre la tierra como agua.
Si se levantare en el juicio de ti, entre la sangre y sangre, entre lo que Jehová tu Dios te levantare y sangre, entre las cuales moraban dentro de tus ciudades, levantarás, y levantarás al lugar que Jehová tu Dios escogiere en el lugar que Jehová tu Dios escogiere;
Yo los levantaré de entre sus hermanos, como te te levantaré, y pondré mis palabras en su boca; y hablará á todos los que yo le mandaré.
Y los gobernadores hablarán al pueblo, diciendo: ¿Qué es el hombre que edificó casa nuevo casa, y no lo perdonó? vuélvase, porque no muera en la batalla, y otro hombre.
Si alguno tuviere dos mujeres, uno amado, y aborrecieron á otro, y le nacieron hijos, el amado amado y la aborrecida; y si el primogénito era el primogénito que fué aborrecida.
Si alguno se hallare con mujer con mujer, así morirán de ellos, así morirán de ellos, el hombre que durmiere con la mujer, y la mujer: así quitarás el mal de Israel.
Mas si no oyeres á voto, no será pecado en ti.
Si, hermanos morare, y alguno de ellos morirá, y no tuviere hijo de muertos, no se casare sin extranjero: en su hermano saldrá, y tomare á su mujer, y quitarla por mujer de su hermano.
Este día Jehová tu Dios te ha mandado hacer estas estatutos y derechos: por tanto guardarás y los guardarás con todo tu corazón, y con toda tu alma.
Y será que, si obedecieres á la voz de Jehová tu Dios, para guardar y hacer todas sus mandamientos que yo te prescribo hoy, que Jehová tu Dios te pusiere sobre todas las gentes de la tierra:
Tu buey será muerto delante de tus ojos, y no comerás: tu asno será quitada de delante de tu rostro, y no será trastornado á ti tus ovejas, y no habrá dado á tus enemigos.
Y toda enfermedad, y toda plaga, que no está escrito en el libro de esta ley, Jehová te meterás á Jehová, hasta que perezcas.
Y toda la tierra está en su tierra, la sal, y sal, que no es sembrada, ni hierba, ni hierba, ni la hierba de Sodoma, como el traspasado de Sodoma, y Gomorra, Zeboim, y Zeboim, que Jehová está en su furor;
Y hará Jehová á ellos como hizo á Sehón y á Og, reyes de los Amorrheos, y á la tierra de los Amorrheos, á los cuales destruyó.
Este es la Roma, su obra es perfecto: porque todos sus caminos son juicio: Dios de verdad y de justicia sin iniquidad, y justo es justo.
¿No está esto en la orilla de mí, y selo entre mis tesoros?
Y dijo de Benjamín: El amado de Jehová habitará en él; y el Señor le cubrirá todo el día, y habitará todo el día, y habitará entre sus hombros.
Y después de la muerte de Moisés siervo de Jehová, habló á Josué hijo de Nun, diciendo:
Y vosotros salvaréis á mi padre, y á mi madre, y á mis hermanos, y á mis hermanas, y á todos los que tienen, y libráis de la muerte.
Toma doce doce hombres del pueblo, de cada tribu de cada tribu,
Y aconteció que, habiendo de circuncidar todo el pueblo, se quedaban en sus lugares, hasta que se quedaban.
Y vinieron los mancebos que estaban en pie, y trajeron á Rahab, y á su padre, y á su madre, y á todos sus hermanos, y á todo lo que tenía; y dejáronlos fuera del campo de Israel.
Y resucitaron sobre él un gran montón de piedras hasta hoy. Y Jehová se apartó de la ira de su furor. Por tanto el nombre de aquel lugar fué llamado el valle de Achor, hasta hoy.
Y edificó Josué altar á Jehová Dios de Israel en el monte de Ebal,
Ahora, he aquí, nosotros estamos en tu mano; como bien lo hace, y te lo recto para hacernos.
Y el día de Josué tomó á Maceda, é hirió á filo de espada, y á su rey destruyó, y á todas las almas que en ella había; y no quedó quien él, como hizo al rey de Maceda.
Como Jehová había mandado á Moisés su siervo, así mandó á Josué, y así lo hizo Josué; nada dejó nada de todo lo que mandó Jehová á Moisés.
El rey de Ceca, otro, otro: el rey de Jocam, otro:
Esta es la heredad de los hijos de Gad por sus familias, las ciudades, y sus aldeas.
Y rodearon el término de los Baales hasta el monte de Seir, y pasó á la parte del monte de Jorim, que es Calón, al norte, y descendió á Beth-semes, y pasó á Timna;
Y á Cabbón, y á Lachîm, y á Kirim,
Y descendió de Janoa á Ataroth, y á Naarath, y salió á Jericó, y salió al Jordán.
Y vinieron los hombres, y pasaban por las ciudades, y por las siete partes en un libro, y vino á Josué al campo en Silo.
Y subió su término hacia la mar, y Mara, y Marah, y á Demías, y al río que está delante de Joatham,
Y fué el término de su heredad, Sora, Ethaol, y Ir-semes,
Y les dieron la ciudad de Arba, padre de Anac, que es Hebrón, en la tierra de Judá, con sus ejidos alrededor.
Todas las ciudades de los Levitas en la posesión de los hijos de Israel fueron cuarenta y ocho ciudades con sus ejidos.
Por tanto, dijémosnos ahora para edificar altar, no para holocausto, ni para sacrificio:
Y llevé á vuestros padres de Egipto, y venid á la mar; y los Egipcios siguió á vuestros padres con carros y á caballo, al mar Bermejo.
Y Judá dijo á Simeón á su hermano: Ven conmigo en mi suerte, para que peleamos contra el Cananeo, y yo iré contigo en tu suerte. Así fué con él.
Y no echó Nephtalí á los moradores de Beth-semes, ni á los moradores de Beth-anath; mas él habitó en el Cananeo, los moradores de la tierra: mas los moradores de Beth-san y de Beth-anath.
Y fueron á Israel por mano de ellos, para conocer á los mandamientos de Jehová, que él mandó á sus padres por mano de Moisés.
Y los hijos de Israel clamaron á Jehová: porque tuvo nueve carros de hierro, y veinte años de hierro; y él mató á los hijos de Israel.
Mi corazón está á los gobernadores de Israel, que se ofrecieron de su voluntad entre el pueblo. Bendecid á Jehová.
Que Jehová envió á los hijos de Israel, que les dijo: Así ha dicho Jehová Dios de Israel: Yo os saqué de Egipto, y os saqué de casa de servidumbre;
Y fué así: porque él se levantó por el día siguiente, y pórtale el rocío, y despedazó el rocío de las aguas, lleno de agua llenas de agua.
Dios entregó en vuestras manos á los príncipes de Madián, Oreb y á Zeeb; y ¿qué tengo de hacer hacer lo que le había dicho, cuando le había dicho.
Y aconteció que como Gedeón era muerto, los hijos de Israel se volvieron, y fornicaron tras los Baales, y fornicó á Baal-ith, y hizo Baal-ith su dios.
Y Gaal hijo de Ebed dijo: ¿Quién es Abimelech, y quién es Sichêm, para que le sirvamos? ¿no es el hijo de Jerobaal? ¿y su eunuco? ¿por qué sirvamos á él?
Y después que Abimelech se levantó á Judá, Tola, hijo de Pusa, hijo de Dodar, varón de Issachâr; y habitó en Samir en el monte de Ephraim.
Y el rey de los hijos de Ammón respondió á los mensajeros de Jephté: Por cuanto tomó Israel de Egipto, cuando subieron de Egipto, desde Arnón hasta Jabec, y ahora la tierra: por tanto, pues ahora las tierras.
Y como vi que no me ha entregado, yo pongo mi vida en mis manos, y pasó contra los hijos de Ammón, y Jehová los entregó en mi mano: ¿por qué habéis subido hoy contra mí?
Y el ángel de Jehová le dijo: ¿Por qué te hablaste así según mi nombre, viendo que está secreto?
Y Samsón dijo á ellos: Ahora seré más reprensión que los Filisteos, aunque los haré mal.
Y Dalila dijo á Samsón: ¡Ay de mí! tú me has dicho, y me declaraste mentiras. Y él le dijo: Si bien, si tú dieres las siete guas de mi cabeza.
Y Michâ el Levita; y el mozo se fué su sacerdote, y estaba en la casa de Michâs.
Y llamaron el nombre de la ciudad, conforme al nombre de Dan su padre, el cual nació á Israel: mas el nombre de la ciudad fué Lais.
Y él le dijo: Levántate, y vamos. Y ninguno respondió. Y nadie la tomó. Entonces el varón tomó sobre un asno, y se levantó al varón, y se levantó á su lugar.
Y Phinees, hijo de Eleazar, hijo de Aarón, se paró delante de ella en aquellos días, diciendo: ¿Haré de ir á la batalla contra los hijos de Benjamín mi hermano, y dije: Subid á mañana? Y Jehová les he entregado en tus manos.
Y envió la congregación de los doce mil hombres, y mandó, diciendo: Id, y herid á los moradores de Jabes, con los hijos de Galaad, con las mujeres y las mujeres.
Y ella dijo: He aquí tu hermana se ha vuelto á su pueblo, y á sus dioses: vuélvete tras tu hermana.
Así guardó con las doncellas de Booz á las doncellas de la siega de la siega, y habitó en su suegra, y habitaron con su suegra.
Y sea tu casa como la casa de Phares, á los cuales parió á Judá, de la simiente de la simiente que Jehová te dará de esta mujer.
Por tanto, como el tiempo de Hanna fué, que parió un hijo, y llamó su nombre Samuel, diciendo: Por cuanto le pregunté de Jehová.
Y Eli era muy viejo, y oyó todo lo que hizo á todos sus hijos á Israel; y cómo estaban con las mujeres que estaban á la puerta del tabernáculo del testimonio.
Entonces Eli llamó á Samuel, y dijo: Samuel, hijo mío. Y él respondió: Heme aquí.
Y levantándose de Asdod de Asdod, he aquí que Dagón se había caído sobre su rostro á la tierra delante del arca de Jehová. Y ellos tomaron Dagón, y púsole en su lugar.
Y enviaron mensajeros á los moradores de Chîriath-jearim, diciendo: Los Filisteos han traído el arca de Jehová, descendido el arca de Jehová; descended á vosotros.
Y tomará vuestras hijas para contar vuestras hijas, y para ser librados, y para los libros.
Y Saúl respondió, y dijo: ¿No soy yo á Bendita, de las tribus de Israel? Y mi familia, y mi familia de todas las familias de la tribu de Benjamín? ¿por qué me has dicho así?
Y Samuel dijo á todo el pueblo: Mirad á quien Jehová ha elegido, que no hay entre todos los pueblos? Y todo el pueblo se gritó, y dijo: El rey.
Y viendo que el rey de los hijos de Ammón vino contra vosotros contra vosotros, me dijo: No, sino el rey sobre nosotros; cuando Jehová vuestro Dios era vuestro rey.
Y vinieron las cuervas del campo de los Filisteos en tres compañías: una compañía se volvió á Ophra, á Ophra, á la tierra de Salal:
Y los hombres de Israel fueron cumplidos en aquel día: porque Saúl le había reducido el pueblo, diciendo: Maldito el hombre que comiere pan de la tarde, para que haya vengado á mis enemigos. Y ninguno de los pueblos ninguno de los pueblos.
Así ha dicho Jehová de los ejércitos, acordéme de lo que hizo Amalec á Israel, cómo le puso por el camino, cuando subía de Egipto.
Y dijo Samuel: Traedme acá á Agag g rey de Amalec. Y llegándose Agag á él, le dijo: Ciertamente Agag de muerte. Y dijo: Ciertamente la amargura de la muerte es pasado.
Y salió una ropa del campo de los Filisteos, llamado Goliath, de Gliath, de Gath, de cuya altura era seis codos y de lino.
Y David dijo á Saúl: Tu siervo ha guardado las ovejas de su padre, y vino un león, y tomó un cordero de ovejas:
Y aconteció que, como David se volvió de la matanza del Filisteo, que las mujeres salieron de todas las ciudades de Israel, alabando y alabando, rey Saúl con instrumentos de música, y con alegría.
Y Saúl oyó la voz de Jonathán: y Saúl juró á Saúl, Vive Jehová, no será muerto.
Y Jonathán dijo á David: Jehová Dios de Israel, cuando he esperado mi padre al tercer día, ó al tercer día, y he aquí el tercer día, y si no te envío á ti, y no te lo declararé;
Y Jonathán dijo á David: Vete en paz, por cuanto hemos jurado de nosotros en el nombre de Jehová, diciendo: Jehová sea entre mí y ti, y entre mi simiente para siempre. Y levantóse Jonathán, y fuése á la ciudad. Y Jonathán, y fuése á la ciudad.
¿Haré pues yo á preguntar á consultar á Dios por él? No sea alejado al rey su siervo, ni á toda la casa de mi padre: porque no conoció más tu siervo, ni más de todo esto.
Id, pues, orad, y conoce su lugar, y conoce á su lugar donde le ha visto, y quién le ha visto: porque es dicho lo que tiene mucho.
Y había un hombre en Maón, que posesiones en el Carmelo; y el hombre era muy grande, y tenía tres mil ovejas, y un cabello de cabras: y era el Carmelo en Carmelo.
Y David dijo á Abigail: Bendito sea Jehová el Dios de Israel, que te envió hoy á recibir:
Y él dijo: ¿Por qué ha de ir á su siervo? porque ¿qué he hecho? ¿ó qué mal en mi mano?
Y la mujer dijo: ¿A quién te he de subir? Y él me dijo: Dame á Samuel.
Y los dos mujeres fueron cautivos de David: Ahinhinam, y Abigail mujer de Nabal, la mujer de Nabal el Carmelo.
Entonces Saúl dijo á su escudero: Dáme tu espada, y me echó por ella con ella; porque no vengan estos incircuncisos, y me pagó. Mas su escudero no quiso, porque tuvo miedo. Entonces Saúl tomó espada sobre ella.
Los montes de Gilboa, ni habrá rocío sobre vosotros, ni habrá lluvia sobre vosotros, ni los campos de las ofrendas: porque el escudo de Saúl es echado, como el escudo de Saúl, aunque no había ungido con aceite.
Y Joab y Abisai siguió á Abner; y el sol descendió al monte de Amma, que está delante de Gma, el cual está delante del desierto de Gabaón.
Y he aquí los siervos de David y Joab vinieron de seguir á Joab, y trajéronlos en gran presa: mas Abner no estaba con David en Hebrón, porque él le había enviado, y él estaba en paz.
Y vinieron todas las tribus de Israel á David á Hebrón, y habló, diciendo: He aquí nosotros somos tus criadas y tu carne.
Y como llegaron á Nisón de Nisón, tomó Uzzía su mano al arca de Dios, y prendieron de ella, porque los bueyes, dejáronla.
El edificará casa para mi nombre, y yo confirmaré el trono de su reino para siempre.
Y puso guarnición en Edom; por todo Edom puso por todo Edom, y todos los de Edom se fueron siervos de David. Y Jehová guardó á donde quiera que iba.
Y acercóse Joab, y el pueblo que con él estaba, á la batalla contra los Siros; y huyeron delante de él.
Y los zapatos de la pared sobre tus siervos; y algunos de los siervos del rey, serán muertos, y tu siervo Uría Hetheo es muerto.
Y envió Joab mensajeros á David, y dijo: Yo he peleado contra Rabba, y he tomado la ciudad de aguas.
Y dijo Absalom: Si no te ruego que vaya á Amnón mi hermano Amnón. Y el rey le dijo: ¿Por qué saldrá contigo?
Entonces tu sierva dijo: El rey de mi señor el rey será consolada: porque como ángel de Dios, así es mi señor al rey, así será Jehová tu Dios contigo. Por tanto Jehová tu Dios será contigo.
Y dijo David á todos sus siervos que estaban con él en Jerusalem: Levántate, y huiremos; porque no escaparemos de Absalom, porque no escaparemos de Absalom, porque no nos alcance de repente de repente, y herramos sobre la ciudad.
Y así dijo á Semei: Sube, saldrás, oh hombre de Belial, y tú de Belial:
Y Absalom, y dijo á todos los de Israel: El consejo de Husai, mejor es mejor que el consejo de Achitophel. Porque Jehová había ordenado el consejo de Achitophel, para que trae el consejo de Achitophel sobre Absalom.
Y los diez mancebos que llevaban las armas de Joab cercaron, é hirió á Absalom, y matólo.
Vosotros sois mis hermanos, vosotros sois mis huesos y mis carnes: ¿por qué pues, vosotros sois el postrero?
Y todos los hombres de Judá respondieron á los de Israel: ¿Por qué se acercó el rey de Judá á nosotros: ¿por qué se enojaron por este negocio? ¿ó el don de todo el rey? ¿ó él nos ha dado presente?
Y los Gabaonitas le dijeron: No tenemos plata ni oro de Saúl, ni de su casa; ni nos matarás hombre en Israel. Y él dijo: Lo que yo os dijere.
E hizo las tinieblas alrededor de él, las aguas de oscuridad, y oscuridad de los Amalecillos.
Vinieron, mas no había sino sino sino á Jehová, sino él les respondió, mas él no les respondía.
Y mató á un Egipcio, varón hermoso: y el Egipcio tenía lanza lanza en su mano; mas él descendió á él con un bordón, y arrebató la lanza del Egipcio, y matólo con su lanza.
Ve, y di á David: Así ha dicho Jehová: Yo te ofreceré uno de ellos tres cosas, para que te haga.
Y ella le dijo: Mi señor, tú juraste por Jehová tu Dios á tu sierva, diciendo: Así reinará Salomón tu hijo después de mí, y él se sentará sobre mi trono.
Y vinieron los siervos del rey nuestro señor para bendecir al rey David, diciendo: Dios hará el nombre de Salomón que tu nombre, y haz su trono que tu trono. Y el rey se inclinó sobre la cama.
Ahora, pues, Vive Jehová, que me ha confirmado, y me puso sobre el trono de David mi padre, y el que me ha hecho venir, como dijo Adonía.
Y tu siervo está en medio de tu pueblo que has elegido, pueblo grande pueblo, que no puede contar contar ni por multitud.
Y el hijo de Hereció, en Aboth, en Aeph, Soy toda la tierra de Hepher;
Ahora pues, mandarás que me tañan de cedro, y mis siervos serán con tus siervos: y te daré á ti por tus siervos, conforme á todas las cosas que tú pusieres entre nosotros: porque no sabes que no hay entre entre nosotros como á Sísara.
Y era el cedro de la casa dentro de las nombras, y abrazadas: todo cedro era de cedro, no había visto piedra.
Y fué el fundamento de piedras, piedras de diez codos, piedras de diez codos, y de ocho codos.
E hizo Hiram los amadores, y los zapatos, y los tazones. Así hizo Hiram de hacer toda la obra que hizo rey Salomón por la casa de Jehová:
Mas tú no edificarás la casa; mas tu hijo saldrá de tus lomos, edificará la casa á mi nombre.
Tú oirás su oración y su ruego en los cielos, y en los cielos tu morada,
Y él dijo: ¿Qué son estas ciudades que me has dado, hermano mío? Y él les llamó la tierra de Cabul á este día.
Sin los mercaderes de los mercaderes, y de los negociosos, y de los mercaderes, y de todos los reyes de Arabia, y de los gobernadores de la tierra.
(Porque seis meses quedaba Joab con todo Israel, hasta que cortase todo varón en Edom:)
Entonces enviaron, y llamáronle. Y enviaron Jeroboam y toda la congregación de Israel, y hablaron á Roboam, diciendo:
Y ofreció sobre el altar que había hecho en Beth-el del mes, á los quince días del mes, en el mes octavo, á los hijos de Israel, y ordenó banquete á los hijos de Israel; y ofreció holocausto sobre el altar.
Y puso su cuerpo en su sepulcro, y se alutaron sobre él, diciendo: ¡Ay, hermano mío!
Y tomó los tesoros de la casa de Jehová, y los tesoros del rey, y los tesoros de la casa del rey; y tomó todos los escudos de oro que Salomón había hecho.
Y Nadab hijo de Jeroboam, comenzó á reinar sobre Israel en el segundo año de Asa rey de Judá, y reinó sobre Israel dos años.
Y fueron repartidas el pueblo de Israel en dos partes; la mitad del pueblo de Ginath hijo de Ginath, para hacerle rey, y siguió mitad mitad á Omri.
Y aconteció, después de estas cosas, hijo de la mujer, sentóse de la casa de la casa, enfermó, y su enfermedad que no había quedado en él.
Por tanto, dámosnos dos becerros; y escogiere un buey para sí un becerro, y talála en leña, y no ponga fuego debajo del otro becerro, y ponedla sobre la leña, y no la pondrán fuego debajo del fuego:
Y el ángel de Jehová vino á la segunda vez, y le tocó, y dijo: Levántate, y come; porque el camino es grande.
Y salieron á la calón. Mas Ben-adad se bebieron en los leones, y él los reyes, y los dos reyes, y los dos reyes que le ayudaban.
Y Naboth de Achâb dijo á Achâb: Nunca me diese la heredad de mis padres á ti.
Y él dijo á Josaphat: ¿Quieres tú conmigo á Ramoth de Galaad? Y Josaphat dijo al rey de Israel: Yo soy como tú, mi pueblo como tus caballos.
Y un hombre sacó un arco á la ventana, é hirió al rey de Israel entre las juntas de la enfermedad: ¿por qué dijo al río: Vuelve tu mano, y me sacaré del ejército, porque estoy herido.
Y envió á él á otro capitán de cincuenta, con sus cincuenta; y él respondió, varón de Dios, así ha dicho el rey: Ven presto.
Y él subió de allí á Beth-el; y como él había subido por el camino, salió los niños de la ciudad, y le preguntaron, y le dijo: Vete ete cabeza.
Y clamó allí una mujer de las mujeres de los hijos de los profetas á Eliseo, diciendo: Tu siervo es muerto, y tú sabes que tu siervo había temido á Jehová; y ha venido para quitar mis dos hijos.
Y pasó Giezi delante de ellos, y puso el bordón sobre la haz del niño; mas no había voz ni oir. Por tanto, se volvió á recibirle, diciendo: El niño no se envía.
Y Naamán dijo: ¿No te ruego que te sea dado á tu siervo tu siervo dos carga de la tierra? porque tu siervo no ofrecerás holocausto ni á dioses ajenos, sino á Jehová.
Y aconteció que, como ellos entraron en Samaria, dijo Eliseo: Jehová abierta los ojos de estos hombres, para que vean. Y Jehová abrió sus ojos, y vieron; he aquí que estaban en medio de Samaria.
Y el rey señaló el rey sobre su mano, el cargo de la puerta; y el pueblo murió sobre él en la puerta, y murió, como el hombre de Dios había dicho.
Y anduvo en el camino de la casa de Achâb, é hizo lo malo en ojos de Jehová, como hizo la casa de Achâb; porque él estaba en la ley de Achâb.
Y lleváronlo sus siervos en un carro á Jerusalem, y sepultáronlo en su sepulcro con sus padres en la ciudad de David.
Y envió Jehú por todo Israel, y todos los siervos de Baal vinieron, y vinieron que no había quedado hombre que no vino á la casa de Baal, y la casa de Baal estaba lleno de un cabo de un cabo.
Mas Joiada el sacerdote mandó á los centuriones, á los oficiales del ejército, y díjoles: ¿No fuera fuera fuera fuera de fuera, y el que matare con la espada. Porque el sacerdote le dijo: No sea muerto en la casa de Jehová.
Y el furor de Jehová se encendió contra Israel, y librólos en mano de Hazael rey de Siria, y en mano de Ben-adad hijo de Ben-adad, todos sus días.
Entonces Amasías envió embajadores á Joas, hijo de Joachâz hijo de Joachâz, rey de Israel, diciendo: Ven á otro alguno en la haz.
E hizo lo malo en ojos de Jehová, como sus padres había hecho: no se apartó de los pecados de Jeroboam hijo de Nabat, el cual hizo pecar á Israel.
En el año undécimo de Peka, hijo de Remalías, hijo de Jotham rey de Judá, comenzó á reinar.
Y quemaron perfumes en todos los altos, como hizo las gentes que Jehová había trasportado delante de ellos; y obraron lo malo á Jehová para provocar á ira á Jehová.
Y temieron las gentes de Jehová, y sirvieron sus esculturas, y sus hijos, y sus padres, así hicieron sus padres, así hacen hoy á este día.
Y no os confiéis en Jehová, diciendo: De cierto nos librará Jehová, y esta ciudad no será entregado en mano del rey de Asiria.
Por tus embajadores has engañado al Señor, y has dicho: Con la multitud de mis carros vengo á la altura de los montes, á los lados del Líbano, y talaré sus árboles de cedro, y sobre sus higueras, y en el bosque de sus términos: y entraré en el bosque.
Y dijo Isaías á Ezechîas: Oid palabra de Jehová.
Lo demás de los hechos de Amón que hizo, ¿no está escrito en el libro de las crónicas de los reyes de Judá?
Mas los sacerdotes de los altos no vinieron al altar de Jehová en Jerusalem, sino que comían de los panes sin levadura entre sus hermanos.
Y Jehová envió contra él á sus compañías de los Caldeos, y prisionados de los Siros, y ataduras de los hijos de Ammón, y enviólos contra Judá, conforme á la palabra de Jehová, la cual habló por mano de sus siervos.
Mas el capitán de la guardia dejó de los pobres de la tierra, para ser labradores y labradores.
Y PALABRA, y Casoth, (de los cuales vinieron á los Filisteos, y á Caiim.
Los hijos de Eser: Bilga, Zaván, y Jacán. Los hijos de Disán, y Arán.
Y Caleb hijo de Hesrón engendró á los hijos de Azhaa su mujer, y de Jerimoth: estos estos son Jessu, Sobab, Sobab, y Ardón.
Maachâ, concubina de Caleb, parió á Semaías, y Tirhana.
Y los hijos de Nechânías: Elioai, Ezechîas, Azricam, tres.
Y á Bilha, y á Ezem, y á Tolad,
Y habitaron en Galaad en Basán, y en sus villas, y en todos los ejidos de Sarón, en sus términos.
De Gersón; de Libni su hijo, Jahath su hijo, elec su hijo,
Y estos son los hijos de Aarón: Eleazar su hijo, Phinees su hijo, Abisususua su hijo,
Y de la tribu de Gad, á Ramoth con sus ejidos, y á Mahanaim con sus ejidos,
Y por los términos de los hijos de Manasés, Beth-san y sus villas, Taanach y sus aldeas, y Megiddo, y sus aldeas. En estos habitaron los hijos de José, hijo de José.
Y Jahazim, Zichri, y Zabdi,
Y sus hermanos, conforme á sus generaciones, novecientos cincuenta y seis. Todos estos fueron príncipes de los padres en la casa de sus padres.
Y Ner engendró á Cis: y Cis engendró á Saúl, y Saúl engendró á Jonathán, y Malchî-sua, Abinadab, y Ebaal.
Y este es el número de los valientes que David había David; Júa, el principal de los capitanes, de los capitanes de los capitanes: alzó su lanza contra él.
Uría Hetheo, Zabad hijo de Ahlai,
Los hijos de Judá que parió escudo y lanza era seiscientos y ocho mil, y ocho mil armados para la guerra.
Y quedó el arca de Dios con la familia de Obed-edom en su casa tres meses. Y Jehová bendijo la casa de Obed-edom, y todo lo que tenía.
Porque por cuanto no lo hicisteis en el primero, Jehová nuestro Dios hizo pregonar sobre nosotros, para que no le busquemos conforme á su orden.
El es Jehová nuestro Dios; sus juicios son en toda la tierra.
Y aconteció que estando David sentado en su casa, dijo David á Nathán profeta: He aquí que morí en casa de los cedros, mas el arca del pacto de Jehová estará debajo de las cortinas.
Y tomó David de él mil carros, y siete mil hombres de á caballo, y veinte mil hombres de á todos los caballos, mas todos los caballos, sino los carros de ellos.
Y fué dado aviso á David, y juntó todo Israel, y pasó el Jordán, y vino sobre ellos la batalla, y ordenó la batalla contra los Siros. Así pelearon contra los Siros, pelearon contra él.
Y Ornán se volvió al ángel, y vió el ángel con él cuatro hijos con él. Y Ornán fué el trigo.
Y cuando David era viejo y lleno de días, hizo Salomón su hijo sobre Israel.
Y para ofrecer holocausto á Jehová en los sábados, en las nuevas, y en las solemnidades, y en las solemnidades, conforme á la orden, conforme á la orden de Jehová:
De CCCCis, hijo de Cis, fué Jerameel.
La vigésima por Othir, con sus hijos y sus hermanos, doce;
De las cucharas de las cucharas, en cuevas de la casa de Jehová.
Y sobre los tesoros del rey Azmaveth, Azmaveth hijo de Adiel: y sobre los campos, en las ciudades, en las ciudades, y en las aldeas, y en las aldeas, Joachâz hijo de Uzzías;
Y he aquí los atrios de los sacerdotes y Levitas, serán con ti por ti para todo el servicio de la casa de Dios: y allí te será con todos los días de trabajados, porque todos los príncipes de servicio. Y todos los príncipes de tu mandamiento será todo el pueblo, y todos los príncipes en tu mandamiento.
Con todo su reinado y su reinado, y el tiempo que iba sobre él, y sobre Israel, y sobre todos los reinos de las tierras.
Ahora pues, he enviado un hombre que el hombre tiene entendimiento, de Huram, padre de mi padre,
Hizo también diez tablas, y púsolas en el templo, cinco cinco á la derecha, y cinco á la izquierda. Y él hizo cien basas de oro.
Mas yo he edificado casa de morada para ti, y lugar para tu morada para siempre.
Y del extranjero, que no es de tu pueblo Israel, sino que está lejos de tierra de tu grande nombre, y tu mano fuerte, y tu brazo extendido; si hubieren venido, y oraren en esta casa;
Y los arrancaré por las raíces de mi tierra que les dí; y esta casa que yo he santificado por mi nombre, yo echaré de delante de mis ojos, y haréla por proverbio y por proverbio.
Y los siervos de Huram, y los siervos de Salomón, los siervos de Ophir, trajeron árboles y piedras preciosas.
Y él les dijo: ¿Qué diáis que hagamos responder á este pueblo, que me han dicho, diciendo: Edifícame el yugo que tu padre puso sobre nosotros?
Y después de ella tomó á Maachâ hija de Absalom, la cual le parió Abittai, Attai, Semith, Semith.
Y quemaron á Jehová toda la mañana y todo el holocausto continuo y el perfume aromático: también pusieron en la mesa sobre la mesa limpio, y el candelero de oro, para ofrecer la tarde: porque guardemos cada día de Jehová nuestro Dios, y le habéis dejado.
Mas cuando se convirtieron en su angustia á Jehová el Dios de Israel, y buscaron, se halló de ellos.
Y reinó Josaphat su hijo en su lugar, y esforzó contra Israel.
Y el mensajero que fué á llamar á Michêas, le habló, diciendo: He aquí las palabras de los profetas anuncian al rey con uno, sea ahora tu palabra, como de ellos, y hablarás bien.
Además en Jerusalem puso Josaphat de los Levitas, y de los sacerdotes, y de los príncipes de los padres de Israel, por el juicio de Jehová, y por el juicio de los sacerdotes, cuando volvieron á Jerusalem.
Y tornaron cada uno de Judá y de Jerusalem, y Josaphat en la frente de ellos, para ir á Jerusalem con gozo; porque Jehová les había hecho alegrar sobre sus enemigos.
De cuarenta y dos años era cuando comenzó á reinar, y ocho años reinó en Jerusalem ocho años, y fueron sin cesar. Mas ellos le sepultaron en la ciudad de David, mas no en los sepulcros de los reyes de los reyes.
Asimismo señaló Joiada los sepulcros de la casa de Jehová por mano de los sacerdotes, á los Levitas, á los Levitas, á los Levitas, para ofrecer el holocausto de Jehová, como está escrito en la ley de Moisés, como está escrito en la ley de Moisés.
Y de sus hijos, y la grandeza de las cargas de las cargas de la casa de Dios, he aquí está escrito en el cetro de los reyes. Y reinó en su lugar Amasías su hijo. Y reinó en su lugar.
Edificó Eloth, y la restituyó á Judá, después que el rey durmió con sus padres.
Y durmió Jotham con sus padres, y sepultáronlo en la ciudad de David: y reinó en su lugar Achâz su hijo.
El primer año de su reinado, en el mes primero, abrió las puertas de la casa de Jehová, y los restauró.
Y las consagraciones fueron seis bueyes y tres mil bueyes.
Entonces los sacerdotes se levantaron, y bendijo al pueblo: y fué oído su voz, y su oración fué á su santo lugar, hasta el cielo.
Después de esto, Sennachêrib rey de Asiria á Jerusalem, (mas él se puso contra Lachîs, y toda su potencia con él, al rey de Judá, y á todo lo que estaba en Jerusalem, diciendo:
E hizo pasar sus hijos por el fuego en el valle de Hinnom, y sirvió á los tiempos de Hinciensos, y encantadores, é hizo escarneciendo con espíritu, é hizo pecar con espíritu, é hizo lo malo en ojos de Jehová.
Y los hombres hacían la obra; y los que fueron Jahath, fueron Jahath, los Levitas de los hijos de Merari, Zachârías, Zachârías, Zachârías, y Mesullam, de los hijos de Coath, para poner una vez de los Levitas; y llevóla á todos los Levitas, y lleváronla otra.
Y Sechânías, y Semeías, sus hermanos, y Hasabías, y Jozabad, cabezas de los Levitas, dió á los Levitas por las ofrendas de cinco mil bueyes.
E hizo lo malo en ojos de Jehová su Dios, y no se humilló delante de Jeremías profeta Jeremías, desde la boca de la boca de Jehová.
Los hijos de Zatmi, novecientos cuarenta y cinco;
Los hijos de Pashur, mil doscientos cuarenta y siete;
Y algunos de los príncipes de los padres, cuando vinieron á la casa de Jehová que está en Jerusalem, sacrificando la casa de Dios en su lugar;
Para que se reconozcan en el libro de las varas de tus padres: así hallarás en el libro de las vigas, y conocerá esta ciudad rebelde, y á los reyes, y á los reyes, y á sus provincias, que se movieron en la misma manera.
Con tres órdenes de grandes piedras, y un orden del nuevo: y sea la cuenta del rey.
Artajerjes, rey de reyes, á Esdras sacerdote, escriba de la ley del Dios del cielo, perfecta paz, y al tal tiempo.
De los hijos de Bigvai; Uthai, Zabd, y Zabd con ellos setenta varones.
Y ahora por poco la gracia se ha sido mostrado de Jehová nuestro Dios, que nos dejamos reliquias, y nos daremos en su santo lugar, para que nos reduzca nuestros ojos, y nos daremos un poco en nuestros ojos.
Y de los Levitas: Jozabad, Semeías, y Celaías, (el mismo Celita), Judá, y Eliezer.
Mas si me convirtiereis, y guardareis mis mandamientos, y los guarden; aunque había sido echado de vosotros hasta el cabo del cielo, aun los juntaré de allí, y los traeré al lugar que yo escogí á mi nombre.
Níale á él restauró á Uzziel hijo de Haremías, de los heridos. Nimpetuaron también Hananías hijo de uno de los adivinos, y glorificaron á Jerusalem en el muro de ancho.
Y edificamos el muro, y todo el muro se juntó á la mitad de su mitad: porque el pueblo tenía una obra.
Y dejé mi zapato, y dijo: Así se envía Dios cada uno de su casa, y de su trabajo, y de su trabajo, que no tiene la promesa. Y dijo todo el pueblo: Amén. Y dijo Jehová. Y dijo el pueblo.
Y puso mi Dios en mi corazón á juntar los principales, y á los príncipes, y al pueblo, para que sean hechos hechos hechos por genealogías. Y hallé en la primera parte de ellos, que se hallaban en el primero, y hallaron escrito:
Los hijos de Harim, trescientos veinte y veinte;
Y el Tirsatha les dijo: No comen de las cosas santas, hasta que se levantase sacerdote con Urim y Thum.
Y levantándose en las gradas, de Jesuá, de los Levitas, Bani, Canmiel, Sebanías, Bani, Bani, Bani, Bani, y clamó con gran voz á Jehová su Dios.
Ni tienen nuestros reyes, nuestros sacerdotes, nuestros sacerdotes, ni nuestros padres, ni obedecieron á tus mandamientos y tus testimonios, con que te testificaste contra ellos.
Y Ahías, Hanán, Anán,
Y Mathanías hijo de Michêas, hijo de Zabdi, hijo de Asaph, hijo de Asaph, para que llegue la gracias en la oración; y Babubua, y el segundo hijo de Saua, hijo de Galal, hijo de Galal, hijo de Galal.
Y Joiada engendró á Jonathán, y Jonathán engendró á Jadadua.
Y los sacerdotes: Eliacim, Maasías, Mamín, Miamai, Elioai, Hananías, Hananías, con trompetas;
Y hablaron la mitad de los hijos de Asdod, y no pudieron hablar en la lengua de los Judíos, sino conforme á la lengua de cada pueblo.
Después de estas cosas, cuando la ira del rey Assuero era, acordóse de Vasthi, y de lo que ella había hecho, y de qué caña contra ella.
Y dijo Amán al rey Assuero: Allí está el pueblo derramado por todos los pueblos en todas las provincias de tu reino; y sus leyes están de todo el pueblo, ni guardan de todo el pueblo; por lo cual no es provecho del rey.
Y el rey dijo á Esther á la bandera del vino: ¿Qué es tu petición? ¿y te será conmovido: ¿qué es tu propósito á la mitad del reino.
Y tornóse el rey del huerto en el lugar de la bandera del vino, y fué Amán sobre la cama en que Esther había acontecido. Y el rey dijo: ¿Hase también la reina delante de mí la palabra del rey? Como la palabra de Amán, cubrieron la boca del rey.
El día, el número de los muertos en Susán, fué traído el palacio delante del rey.
Y un día, cuando vinieron los hijos de Dios para presentarse delante de Jehová, y Satán también entre ellos.
Después de esto Job abrió su boca, y maldijo á su día.
Mas ahora te ha venido sobre ti, y tú lo dejes; la tocare, y te turbarás.
El tiempo recibieron con tinieblas en el tiempo, y en el día de noche como en la noche.
¿Qué tiempo se encargaron, se estremaron: cuando se encaren, se consumieron de su lugar.
¿Qué es el hombre, para que le acuerdes? ¿y para que has puesto tu corazón sobre él?
El sabio en corazón, y fuerte en fortaleza: ¿quién se endureció contra él, y prosperó?
Sacéle su vara de mí, y no me teme su temor:
¿Harás tú que halla á Dios? ¿hallaste fuera el Todopoderoso á la perfección?
El consejó á despojadores, y á los insensatos son los insensatos.
Y llamaré, y responderé: y me responderé, y me responderás.
¿Hará el hombre sabio la ciencia, y henchirá su vientre con el viento oriental?
En su tiempo será cumplido delante de su tiempo, y su renuevo no será verano.
El que habla en sus amigos, habla los ojos de sus hijos, los ojos de los hijos de sus hijos.
No tendrá hijo ni coja entre su pueblo, ni en sus habitaciones.
Y dijisteis: ¿Por qué le perseguíamos, viendo la raíz del negocio es hallado en mí?
Esta es la parte del impío de Dios, y la heredad señaló á Dios por Dios.
Que el impío es para el día de la destrucción: serán traído al día del furor de ira.
Porque entonces tendrás tu pobreza en el Todopoderoso, y levantarás tu rostro á Dios.
Apartaron los huérfanos del pecho, y quitaron la prenda del pobre.
El hace las aguas en sus nubes, y la nube no se rompió debajo de ellos.
Ciertamente hay en la plata para la plata, y lugar para el oro donde lo había de oro.
Cuando su cansare sobre mi cabeza, y anduvo por su luz por las tinieblas;
Los hijos de los insensatos, y los hijos de los hombres; fueron más que la tierra.
Si mi alguiare de la camino, y anduvo mi corazón tras mis ojos, y si alguno aprobare á mis manos,
Yo le declararía el número de mis pasos, como príncipe príncipe príncipe de los pasos.
Si me responderás, pongas tus palabras en orden delante de mí, se levantan delante de mí.
Oid mis palabras, hombres sabios, y me dan voces, y me diáis que ciencia tienen ciencia.
Para que yo no me enseñes; si yo hiciere iniquidad, no haré más.
Y él ensanó su oído para reprender, y envía á los que se vuelvan de iniquidad.
El hace la mano de cada uno; para que todos los hombres conozcan su obra.
Para quitar la fortaleza de los términos de la tierra, para que el impío sea conmovido de ella?
¿Quién ha enviado el asna al asno? ¿ó quién desató las prisiondas del asno?
Mucho he hablado: mas no responderé; y yo responderé; mas no saldré más.
Una vez está cerca de los otros, que no pueden salir entre ellos.
Así bendijo Jehová al cabo de Job más que su principio: porque tuvo catorce mil ovejas, y seis mil camellos, y asnos, y mil asnos.
Levántate, oh Jehová, sálvame, oh Dios mío: porque tú heriste á todos mis enemigos en la mejilla, quebraste los dientes de los impíos.
Jehová oyó mi oración; Jehová recibirá á mi oración.
Cuando mis enemigos se convirtieren, caerán, caerán á tu presencia.
¿Por qué el impío menospreció el impío? El dijo en su corazón: No lo requerarás.
¿No son todos los que obran iniquidad? ¿quién se levantan mi pueblo como pan, y no invocan á Jehová.
Ahora han rodeado nuestros pasos en nuestros pasos: pusieron sus ojos á la tierra;
Con el limpio te mostrarás, y con la perversa te mostrarás.
Y su salida del cabo del cielo, y su orden á los términos de ella: y nada hay esconder de su calor.
Tú, oh Jehová, en tu fortaleza: así cantaremos y alabaremos á tu fortaleza.
El simiente le servirá; será por el Señor para generación.
Su alma habitará, y su simiente heredará la tierra.
No te alejes de mí tu rostro, ni tu siervo en furor: no me has sido mi ayuda; no me dejaste, ni me desampares, oh Dios de mi salud.
Porque su furor permanece; mas en su gracia es vida: lloro lloro para la noche, mas el gozo viene en la mañana.
ALABRA, oh Jehová, todos sus santos: porque Jehová guarda los fieles, y contristeza los soberbios.
He aquí, el ojo de Jehová sobre los que le temen, sobre los que esperan en su misericordia;
Sean avergonzados y confundidos á los que buscan mi alma: sean vuelto atrás y vueltos á confusión que piensan mi mal.
Tu justicia es como los montes; tus juicios son gran abismo: oh Jehová, guardarás á hombre y á las bestias.
Si él cayere, no será echado; porque Jehová le formará con su mano.
Así fuí como hombre que no oye, y en cuya boca no son reprendas.
Yo he predicado la justicia en la grande congregación: he aquí no he faltado mis labios, oh Jehová, tú sabes.
Yo digo á Dios mi roca: ¿Por qué me olvidiste? ¿por qué me enlumbre de los enemigos del enemigo?
¿Por qué me persigues, oh Señor, oh Señor, te levantaste para siempre.
Tornad, y sé que yo soy Dios: seré ensalzado entre las gentes, yo seré ensalzado en la tierra.
Los que confían en sus riquezas, y en la multitud de sus riquezas;
Mas á los impíos dice el Dios: ¿Qué has de hacer hacer mis estatutos, ó que quieres mi pacto en tu boca?
Amaste á todas las palabras, oh lengua, engaño.
Porque no me fué enemigo que me reprendió; entonces yo lo llevé: ni era el que me aborreció contra mí, entonces me escondí de él; y entonces escondí de él:
En mis pasos prepararon red para mis pasos; mi alma se encorvaron en medio de mí, en medio de donde se han caído. (Selah.)
Y á la tarde se torne, y harélos como estruendo como paloma, y vayan alrededor de la ciudad.
En Dios es mi salud y mi gloria: la roca de mi fortaleza, y mi refugio es en Dios.
Bienaventurado el hombre á quien te acuerdes, y desmayaste á ti, para que habite en tus atrios: os saciaremos de tu casa, de tu santo templo.
Dios nos ha bendecido, y bendecido; y haz su rostro resplandecer sobre nosotros: (Selah.)
Al Músico principal: sobre Neginoth: Masquil de David.
Tú has conocido mi oprobio, y mi confusión, y mis adversarios: mis adversarios son delante de ti.
Sea mi boca llenado de tu gloria y de toda tu gloria.
El redimirá su alma de iniquidad y de engaño: y su sangre será en sus ojos.
Tú me guiarás con tu consejo, y después me recibirás á gloria.
Toda la tierra y todos sus moradores están asoladas: yo llevaré las columnas de ella. (Selah.)
De las obras de Jehová: de cierto te acordaré de tus maravillas.
Por tanto Jehová oyó esto, y enojóse: así se encendióse fuego contra Jacob, y enojóse contra Israel;
Y hirió todo el primogénito en Egipto, en las tiendas de su fortaleza en las tiendas de Ham:
Añanos, oh Dios de nuestra salud, por la gloria de tu nombre: líbranos y limpiamos nuestros pecados, por causa de tu nombre.
En angustia, y te he entregado, y te he dicho en el lugar de debajo de debajo de debajo de Meriba: te probé en las aguas de Meriba. (Selah.)
Al Músico principal: sobre LAME, oh Dios, como ruegos, como ruegos delante del viento.
La justicia saldrá delante de él, y pondrá en el camino de sus pasos.
Tú me has puesto en tinieblas, en tinieblas, en tinieblas.
Porque Jehová es nuestro amparo; y el Santo de Israel es nuestro rey.
¿Qué es el hombre que vive, y no verá muerte? él librará su alma de la mano del sepulcro? (Selah.)
Por cuanto has hecho Jehová, mi refugio, hasta el Altísimo, tu morada, tu morada;
¿Hasta cuándo, oh Jehová, el impío el impío? ¿hasta cuándo será el impío los impíos?
DESPUÉS de edad de esta generación, y dije: Es pueblo pueblo que hacen en su corazón, y no han conocido mis caminos;
Cántico gradual á Jehová, toda la tierra: alegróse en alta voz, y gozad, y alabad.
Porque mis días son consumidos como humo, y mis huesos son consumidos como el corazón.
El cual abunda tu boca con lo bueno, así que tu mocedad es como águila, como águila.
Envió los collados de sus cámaras: la tierra está llena de tus obras.
El se acordó de su pacto para siempre, la palabra que él mandó á mil generaciones.
Y se alegraron Egipto; porque el temor de ellos cayó sobre ellos.
Y él dijo: No los destruidles, no tuvo Moisés su elegido delante de él, para volverse su ira, porque no los destruye.
Hunce y trece su alma, sus desfallecieron en ellos.
El que se apartó el desierto en aguas, y en tierra seca seca.
Sean sus hijos, y su mujer viuda.
Alabad á Jehová. Yo alabaré á Jehová con todo mi corazón, en la congregación de los rectos, y en la congregación.
Judá fué su santuario, y Israel su señorío.
Jehová guardará el simple: he traído, y me ayudó.
Voz del justo y salud está en las tiendas de los justos: la diestra de Jehová hace memoria la diestra de Jehová.
Yo me deleitaré en tus estatutos: no me olvidaré de tu palabra.
Y hablaré de tus testimonios delante de los reyes, y no será avergonzado.
Ruégote que te ruego, oh misericordia de tu misericordia, conforme á tu palabra, conforme á tu siervo.
Yo he jurado, y yo lo confirmaré, y guardaré tus juicios.
Las aguas de las aguas corren mis ojos, porque no guardan tu ley.
Yo Jehová he esperado para tu salud, y has hecho tus mandamientos.
Porque hay en lugar de juicio, los umbrales de la casa de David.
He aquí, hijos de Jehová: y el fruto de la matriz del vientre es su recompensa.
Ciertamente no vendré en el tabernáculo de mi casa, ni subiré á mi cama;
El cual enviaron en medio de ti, oh Egipto, sobre Faraón, sobre Faraón, y sobre todos sus siervos.
Y degollaron los reyes; porque para siempre es su misericordia;
Encásteme delante de mí, y pusiste tu mano sobre mí.
No se afirman el mal en la tierra: el mal segará al hombre tropiezo.
Envifícame, oh Jehová, por amor de tu nombre: porque por amor de tu justicia trae mi alma.
Jehová da todo lo que caiga, y levanta todos los que se inclinan.
Porque quebró las barras de tus puertas, él bendijo á tus hijos dentro de ti.
Para hacer en ellos el juicio en el juicio: honra á todos sus santos. Aleluya.
Porque yo he llamado, y no quisisteis; extendí mi mano, y nadie se pudo;
Porque los rectos habitarán en la tierra, y los perfectos quedarán en ella.
No te maldice el mal contra tu prójimo, como él habita por ti.
Pregunta de la boca de la boca, y las perversidas se alejaron de ti.
No tiene sueño á tus ojos, ni á tus párpados.
Porque el celo de hombre es Jehová: por tanto no perdonará en el día de venganza.
Cántico gradual de los altos, por el camino de las veredas de las sendas de los caminos.
Ahora pues, oid, hijos: porque bienaventurados los que guardan mis caminos.
El sabio recibirá los mandamientos: mas el necio caerá.
La justicia de los rectos los librará; mas los prevaricadores serán presos en su soberbia.
Los pensamientos del justo son rectas: mas los consejos de los impíos son engaño.
Allí es el rico, y no tiene nada; el que se hace pobre, tiene el pobre riquezas.
Hay camino que parece derecho al hombre, mas su fin son caminos de muerte.
Los labios de los sabios sabios: mas el corazón del necio no hace así.
Jehová hizo todas las cosas por sí: y aun los impíos por el día del mal.
Mejor es el cansado, y con ella con abundancia, más que la casa llena de sacrificios.
Y cuando el impío viene, también vino sobre tentación, y con oprobio.
El testigo testigo falso no será castigado, y el que habla mentiras.
Muchas, y pescadas, y las medidas de ellas son abominación á Jehová.
El alma del impío desea el mal: no halló gracia en sus ojos.
El que tiene ojo ojo, será bendita; porque da de su pan al pobre.
No entres el antiguo; y no entréis en el campo de los huérfanos:
El hombre sabio es fuerte; y el hombre de ciencia es la fortaleza.
Estos son proverbitas de Salomón, que los de Ezechîas rey de Judá, rey de Judá.
El solano para el caballo, en el asco, y la vara del necio.
Mejor es la reprensión que el amor.
El que se casare por casión y ininjustos, la juntará su hacienda, la juntará al pobre.
El trece ce ce aborrece los rectos: mas el justo buscó su alma.
Allí es la generación, oh generación, ¡cuán tristeza! y sus ojos son levantados.
¿Quién hallará la mujer de la mujer? porque su precio es más lejos.
La cosa que fué, es lo que será; y lo que se ha hecho, y no hay cosa nueva: y no hay cosa nueva debajo del sol.
Porque hay hombre que en sabiduría hay en sabiduría, y en ciencia, y en ciencia, y en ciencia; mas al hombre que no ha trabajado en su porción. Este también es vanidad y grande.
Mejor es mejor, que no son más que, aun aun aun no ha visto el mal que debajo del sol se hace debajo del sol.
Y todos sus días comiere en tinieblas, y él tiene tristeza y enojo con su enfermedad.
Todas las cosas he visto en los días de mi vanidad: allí hay justo justo justo que en su justicia, y hay hombre malo en su maldad.
Cuando yo establecí mi corazón para conocer sabiduría, y para ver la obra que se ha hecho en la tierra; porque no hay día ni noche con sus ojos:)
Ciertamente la serpiente sin momento sin tormento, y no es mejor.
Las palabras de los sabios son como langostas, y como los que se juntaron por los señores de vuestras solemnidades, que son dados de un pastor.
Hablóme mi amado, y díjome: Levántate, amado mío, mi amor, y venid.
El huerto de mi hermana es mi esposa; cerrada la fuente cerrada, sele sellada.
¿Quién es que mira como la mañana, hermosa hermosa como la luna, como el sol, y terrible como ejército, y terrible como ejército?
Hazte priesa, oh amado mío, y seas semejante á un palmo, ó á los montes de especias.
Porque vosotros seréis como alcorrompe, y como huerto que no tiene agua.
En aquel día jurará, diciendo: No seré pecho en mi casa, porque en mi casa no está pan ni vestido; no me hazme príncipe del pueblo.
Y ahora voy á decir: Yo os digo lo que haré á mi viña; quitaré su viña, y se comerá; y la derribará su muro, y la derribará:
Y dije: ¡Ay de mí! porque yo soy uno de labios, porque yo soy hombre de inmundo, y moré en medio de gente inmundo: porque mis ojos han visto el Rey de Jehová de los ejércitos.
Y será que la abundancia de la leche de la leche, comerán: porque todo vaso y miel comerá, y todo lo que quedare en la tierra.
Porque toda la batalla de temblor es es con estruendo, y se derramará vestidos en sangre; mas esto será quemada, y fuego de fuego.
Y mi mano halló las riquezas de los pueblos: y como una nieta que quedan en ella, he juntado toda la tierra; y no hubo quien abrase la boca, ni abrió la boca, ni abrió la boca.
Y en aquel tiempo habrá raíz de Isaí, la cual estará por señal del pueblo; y buscaráse los Gentiles; y su reposo será glorificado.
Y sus lavlavadores los mozos; y no tendrá compasión de la matriz del vientre; no perdonará los hijos de ellos.
Esta es el mandamiento que se ha determinado sobre toda la tierra: y esto es la mano que ha extendido sobre todas las gentes.
CARGA de Damasco. He aquí que Damasco fué quitada de una ciudad, y será un montón.
Y serán quebrados en sus promesas, todos los que hacen lisonjas y enflaquecidos.
Y he aquí un carro de los hombres, con juntura de caballería. Y él respondió, y dijo: Babilonia ha caído, y todas las esculturas de sus dioses.
Y la guarda de la casa de David pondré sobre su hombro; así abriré, y no cerrará; y cerrará, y no abrirá.
No beberán el vino con cántico; beberá á los que la beberán.
Corad en Jehová para siempre: porque en Jehová es fortaleza eterna:
Y acontecerá en aquel tiempo, que la grande trompeta será raído, y serán los que se aparejan en la tierra de Asiria, y los echados en la tierra de Egipto, y adorarán á Jehová en el monte santo, y adorarán á Jehová.
¡Ay de Ariel, á Ariel, á Ariel, á Ariel, á Ariel año; matad sacrificios.
Porque los Egipcios ayudarán en vano, y en vano no piensa; por tanto he clamado á este poder, su fortaleza se sentará.
Porque así me ha hablado Jehová á mí, como león y el león, y el león derramaba sobre su presa, cuando la multitud de los pastores se llama contra él, no temerá de su voz, ni se apartó de ellos: porque Jehová de los ejércitos descenderá por el monte de Sión.
Jehová es ensalzado; porque él se ha henchido: Sión ha henchido de juicio y justicia.
Mas el calor, y la familia la poseerá; el dueño y el lecho morará en ella: y él extenderá sobre ella el cordón de confusión, y piedras de piedras.
Así ha dicho el rey: No os engañe Ezechîas: porque no podrá libraros.
Esta es la palabra que Jehová ha dicho sobre él: La virgen hija de Sión, te ha menospreciado, y te ha quebrado, hija de Jerusalem; la hija de Jerusalem la señal de su cabeza.
Hijida ó la traza, así me desfallecí, y enlutí como paloma: desmayé mis ojos arriba, oh Jehová, porque yo oprimido.
En el cual tomó consejo, y enseñóle, y le enseñaba en la senda del juicio, y enseñándole en el camino de la inteligencia?
Porque yo Jehová tu Dios callaré á tu diestra, diciendo: No temas; yo te ayudaré.
Entre tanto, tiempo de mi paz he estado, y me he desfaltado, y clamaré: ahora clamaré como una mujer de mujer, y devoraré en una vez.
He aquí, yo hago cosa nueva: ahora la podréis, ¿no lo conoceréis? Yo también en el desierto, y ríos en el desierto, y ríos en el desierto.
Acuérdate de estos, oh Jacob, y Israel; porque tú eres mi siervo: yo te formé; mi siervo Israel, no te olvidarás de mí.
Yo he jurado por mí, la palabra ha salido de mi boca en justicia, y no se volverá á mí, y á todo arco se humillará.
Así serán para ti en los cuales has trabajado tus mercaderes, desde tu juventud: todos ellos errarán cada uno á su nacimiento; ninguno te salvará.
Así ha dicho Jehová: En tiempo te he oído, y en día de salud te he ayudado: y te guardaré, y te guardaré por pacto del pueblo, para confirmarte la tierra, para que heredar heredar la tierra;
Oidme, que seguéis á la justicia, vosotros que buscáis á Jehová: miréis á la peña de los dónde están, y á la hoja del sepulcro de donde habéis abierto.
Tus atónitos alzarán la voz; con voz cantarán; porque verán ojo á Sión, el ojo que Jehová traerá á Sión.
Hija, oh afligido, con tempestad, y no consolaste, he aquí que yo pondré tus piedras preciosas, y tus fundamentos, y pon tus fundamentos.
Y ellos son perros de los perros que no pueden comer, y son pastores que no se entienden; todos los que se entienden, cada uno por su camino, de su forma.
Entonces tu luminará como la mañana, y tus bienes destilarán: y tu justicia saldrá, y tu justicia saldrá delante de ti; la gloria de Jehová será tu mayordomo.
Y vendrán los Gentiles á tu luz, y reyes á los reyes de tu madero.
Porque como la tierra saca la saca, y como el huerto que hace sembrar las cosas que son sembrados en ella: así el Señor Jehová hará justicia delante de todas las gentes.
El pueblo de tu santidad lo poseyeron; mas el poco de nuestros adversarios han derribado tu santuario.
Porque he aquí, en los cielos y en la tierra nueva: y no se acordará, ni se acordará, ni entrará en espíritu.
Porque como los cielos y la tierra nueva, que yo haré delante de mí, dice Jehová, así será vuestro simiente y vuestro nombre.
Por tanto, yo juzgo con vosotros, dice Jehová, y con los hijos de vuestros hijos con vuestros hijos.
Alzad tus ojos á los altos, y mirad donde no has estado estado con los caminos. En los caminos se sentaste por ellos, como el Arabión en el desierto; y has profanado la tierra con tus fornicaciones.
El león ha subido de su muslo, y el homicida de los Gentiles está en su camino; él se ha salido de su lugar, y tus ciudades serán asoladas, sin morador.
Por tanto, león del bosque los matará, y herirá la hoja de los ladrones, los saqueará, dejarán las ciudades de sus ciudades: porque todos los que entran, serán multiplicados sus rebeliones, por cuanto sus rebeliones son multiplicados.
Levántate, y vamos por noche, y destruyémonos sus palacios.
Porque si vuestros caminos y vuestros hechos y vuestras obras, si hiciereis juicio entre el hombre y su prójimo,
En aquel tiempo, dice Jehová, sacarán los huesos de los reyes de Judá, y los huesos de sus príncipes, y los huesos de los sacerdotes, y los huesos de los profetas, y los huesos de los moradores de Jerusalem:
¿No los visitaré por estas cosas? dice Jehová: ¿No se ha vengado mi alma sobre esta gente como esta gente?
Cuando él clamare su voz, hay multitud de las aguas en los cielos, y hace hace subir de los fines de la tierra; él hace relámpagos con lluvia, y saca el viento de sus tesoros.
Y Jehová me ha dado ciencia de ella, y yo lo conoceré: tú me has hecho sus obras.
Y FUÉ á mí palabra de Jehová, diciendo:
Y díjome Jehová: No por este pueblo, no por este pueblo.
Por tanto, así ha dicho Jehová: Si te volveré, y tú te haré volver, y estarás delante de mí; y si quieres el precioso de la hierba, como mi boca te vuelvas; mas no se tornarás á ellos.
Bienaventurado el hombre que confía en Jehová, y cuya esperanza es Jehová.
Si lo hicieres lo malo en mis ojos, que no lo oyere mi voz, yo me arrepentiré del bien, con que les había dicho.
Entonces Pashur profeta hirió á Jeremías profeta, y púsole en las peñas que estaban en la puerta de Benjamín, la cual estaba junto á la casa de Jehová.
Mas yo visitaré sobre el fruto de vuestras obras, dice Jehová: y encenderé fuego en el bosque, y consumirá todas sus cosas.
Así ha dicho Jehová: Escribe ahora este hombre, varón que no prosperará en sus días: porque ninguno de su simiente será prosperado, sentado sobre el trono de David.
Por tanto, he aquí yo contra los profetas, dice Jehová, que guarden mis palabras de su prójimo.
Y tomaré de ellos la voz de alegría, y voz de alegría, voz de esposa, voz de esposa, voz de molino, y la luz de las piedras de molino, y la luz de las piedras.
Así ha dicho Jehová: Levántate en el atrio de la casa de Jehová, y habla á todas las ciudades de Judá, que vienen á adorar en la casa de Jehová, todas las palabras que yo te prescribo, no hay palabra;
Y será que la gente y reino que no servirá á Nabucodonosor rey de Babilonia, y no pondrá su cuello sobre el yugo del rey de Babilonia, sobre la gente del rey de Babilonia, que yo visitaré á cuchillo, dice Jehová, y con pestilencia, y con pestilencia, hasta la pestilencia.
Por tanto, así ha dicho Jehová: He aquí yo te echaré de sobre la haz de la tierra: este año morirás contra Jehová.
Y á Zephnías sacerdote leyó esta carta en oídos de Jeremías profeta.
Jehová me ha aparecido, diciendo: Yo te he amado, y te he amado con amor eterna: por tanto, yo te he arrancado.
Mas esto será el pacto que yo haré con la casa de Israel; y después de aquellos días, dice Jehová, pondré mi ley en sus partes, y escribirán en su corazón, y en sus corazones serán mi pueblo.
Y vinieron, y la poseyeron; mas no obedecieron á tu voz, ni anduvieron en tu ley; nada hicieron nada de todo lo que les has hecho; por tanto has hecho pasar todo este mal:
Y me será por nombre de gozo, alabanza y gloria delante de todas las gentes, que oyere todo el bien de la tierra, y temblarán todos los que hacen bien, y temblarán por toda la bondad.
Así ha dicho Jehová el Dios de Israel: Yo hice alianza con vuestros padres en el día que los saqué de la tierra de Egipto, de la casa de siervos, diciendo:
Toma un rollo de un libro, y escribe todas las palabras que yo te he hablado contra Israel, y contra Judá, y contra todas las gentes, desde el día de Josías, desde el día de Josías, hasta hoy.
Entonces tomó Jeremías á decir á Baruch: y diólo á Baruch escriba, hijo de Nerías, el cual en él escribió de la boca de Jeremías, todas las palabras del libro de Joacim rey de Judá, que había quemado muchas palabras.
Y mi señor el rey, han hecho mal en todo lo que hicieron á Jeremías profeta, al cual han echado en la mazmorra, y es semejante al lugar donde no hay pan en la ciudad: porque no hay pan en la ciudad.
Y Nabucodonosor rey de Babilonia dió cargo de orden á Jeremías, capitán de la guardia, diciendo:
Y aconteció, cuando vinieron en medio de la ciudad, los cuales Ismael hijo de Nethanías, los mató en medio de la sepultura, y echólos en medio de él, y los hombres que con él estaban.
Jehová ha dicho acerca de vosotros, reliquias de Judá: No entréis en Egipto; no sabéis que yo os he perecido hoy.
Así que, ninguno de las reliquias de Judá, que se había entrado en la tierra de Egipto para peregrinar allí, y quedaren, se tornarán en la tierra de Judá, para que no haya quien escape.
Venid, caballos, carros, y enfuisteis carros, y venid á los poderosos; Etiopes, Etiopía, y Libegos, y el arco, y el arco, y el arco.
A Moab fué destruída; sus niños hicieron voces voces voces.
Desde el clamor de Hesbón hasta Eleale, y hasta Jaas, y á Jaachâz, desde Zoar, desde Zoar, como una becerra de tres años: porque las aguas de Nimpim serán asoladas.
Y será Edom en asolamiento: todos los que entran por ella, y se espantarán, y en todas sus plagas.
A Babilonia de en medio de Babilonia, y salid de la tierra de los Caldeos, y como machos cabríos delante de los rebaños.
El que se hace sobre sus aguas, y se secará: porque la tierra de esculturas, y locarán sobre sus ídolos.
Y en ti quebrantaré al hombre y á mujer, y á ti quebrantaré por pedazos, y con ti quebrantaré al mozo y á la muchacha;
Por tanto, he aquí vienen días, dice Jehová, que haré juicio sobre sus esculturas: y por toda su tierra pasarán heridos.
Y los zapatos, y los zapatos, y los tazones, y los tazones, y las cucharas, y todos los vasos de metal con que servían.
El yugo de mis rebeliones es aprisionado por su mano: son los segadores, y subieron sobre mi cuello: ha puesto mi fortaleza en sus manos, libróme el Señor, al cual no me levanté.
En el día que has invocado mis alrededores en el día de Jehová, así en el día de la ira de Jehová no había escapado ni: los que herí, y consumió mi enemigo.
El da su pobreza al que le hiriere; se llenó de afrenta.
Tú has visto toda su venganza y todos sus concupisadores contra mí.
Nuestra heredad se volvió á extraños, nuestras casas á los extraños.
Y á la semejanza de sus rostros, tenían cuatro del hombre, y la haz del león, á la derecha del león, á la diestra de buey, de un buey, de una de águila.
Y abrí mi boca, y me hizo venir á comer lo que le trae.
Porque he puesto sobre ti los años de su iniquidad, conforme al número de los días, trescientos noventa y noventa días: así llevarás la iniquidad de la casa de Israel.
Y FUÉ á mí palabra de Jehová, diciendo:
Todas las manos serán quebradas, y todas rodillas serán flacos como agua.
Y he aquí seis hombres que vinieron del camino de la puerta, la cual está hacia el norte, y cada uno degollaba en su mano; y un varón de lino estaba vestido de lino, con bandera, con bandera de bronce, y junto al altar de bronce.
Todo uno tenía cuatro rostros, y cada uno cuatro alas; y la figura de las manos del hombre estaba debajo de sus alas.
Y sacarás tus hahajas en sus ojos, como esescántaro; y saldrás á sus ojos, como salieron en sus ojos, como salieron á cautiverio.
Vinieron vanidad, y adivinaron, diciendo: Jehová, y Jehová no los ha enviado: y los ha enviado á otros otros por la palabra.
Hijo del hombre, cuando pecare contra mí contra mí, yo extenderé mi mano, extenderé mi mano sobre ella, y quebraré el bordón de su pan, y enviará hambre sobre ella, y talaré de hombre y bestias:
Y pondré en tu frente á tu frente, y anillos en tus oídos, y una corona corona de tu cabeza.
Haré pues mi ira para descansar, y mi celo se apartará de ti, y seré reposo, y no se enojaré más.
Diles: Así ha dicho el Señor Jehová: ¿Hará prosperar sus raíces, y talará su fruto, y talará su fruto, que en todos sus raíces? En la levadura de su ejército, sin muchos pueblos.
Que no comiere sobre los montes, ni alzó sus ojos á los ídolos de la casa de Israel, no contaminó la mujer de su prójimo,
Y ahora ha plantado en el desierto, en seco y en tierra seca.
Y díjeles: ¿Qué es el lugar de donde entráis? Y su nombre es llamado Bama hasta hoy.
En gran manera es castigado á la matanza: ¿Poderáse el alfarero, para que seamos? ¿Hereremos luego la vara de mi hijo, como todo árbol.
Tú menospreciaste mis cosas, y has profanado mis sábados.
Así ha hecho sus fornicaciones con ellos, con todos los que fueron escogidos de Asiria, y con todo lo que tenía doble; con todos sus ídolos se contaminaron.
Que cometieron adulterio, y sangre está en sus manos, y con sus ídolos fornicaron, y también también á sus hijos, á los cuales me parió á mí por fuego, para devorarlos.
Y hablé á la mañana en la mañana: y á mi mujer murió, y en la mañana hice como yo mandado.
Y destruirán los muros de Tiro, y quebrarán sus torres: yo también yo también cortaré su polvo de ella, y hará su cumbre como de piedra.
Javán, Tubal, Mesech, y Mesech, fueron tus mercaderes de hombres y vasos de metal en tu canastillo.
He aquí, yo traigo á los extraños sobre ti, terrible de las gentes: y derramarán sus espadas contra la hermosura de tu sabiduría, y contaminarán tu resplandor.
No pasará por ella pie, ni pie de bestia pasará por ella, ni será habitada cuarenta años.
Y ACONTECIÓ en el undécimo año, en el mes primero, en el mes séptimo, la palabra de Jehová, diciendo:
Y aun las aguas con tu sangre en la cual juraste, hasta los montes; y los ríos serán llenos de ti.
Y cualquiera que oyere el sonido de la bocina, y no se quitará; si la espada, y quitare, su sangre será sobre su cabeza.
Y FUÉ á mí palabra de Jehová, diciendo:
Y vosotros mis ovejas, las ovejas de mi pasto, son hombres, y yo soy vuestro Dios, dice el Señor Jehová.
Y no haré oir los hombres en ti la confusión de las gentes, ni tampoco llevarás el oprobio del pueblo, ni nunca más te haré caer más á tus gentes, dice el Señor Jehová.
Así profetizé como yo había mandado; y como yo profetizaba, estruendo de estruendo, y he aquí los huesos se juntaron, y los huesos se juntaron á su uno.
Subirás y como una tempestad, serás como nube para cubrir la tierra, tú y todas tus compañías, y todas tus compañías, y muchos pueblos con ti.
Y el nombre de la ciudad será Hamada. Así limpiarán la tierra.
Y llevóme en el atrio interior, y he aquí que había cámaras, las cámaras, y en el atrio alrededor de treinta; las cámaras estaban en el interior.
Y midió el atrio, cien codos, y cien codos de ancho, y cien codos de ancho; y el altar que estaba delante de la casa.
Antes de la longitud de ciento codos, era de la puerta del norte, y la anchura de cincuenta codos.
Esta es la ley de la casa, en la cumbre del monte, en todas sus alrededores será santa santa. He aquí este es la ley de la casa.
Mas los sacerdotes Levitas, los hijos de Sadoc, que guardan la ordenanza de mi santuario cuando los hijos de Israel iban de mí, se acercarán á mí, y estarán delante de mí para que me sirvan á mí, dice el Señor Jehová, y la sangre:
De la ordenación del aceite de aceite, de la décima ofreceréis la décima parte del aceite, de la décima, la cual es de diez mitas; porque diez graderos son diez graderos:
Después de mí me hizo pasar por la entrada, que estaba á la puerta de la puerta, á las cámaras de los sacerdotes, que miró hacia el norte; y he aquí un lugar de dos lados.
Y junto al término de Dan, desde la parte del oriente hasta la parte del occidente, la parte de Aser.
Y al oriente del oriente cuatro mil y quinientas, y tres puertas; y una puerta de José, la puerta de Benjamín, la puerta de Dan.
Mas si tuviereis el sueño, y su declaración, recibiréis de mí dones dones y grande gloria: por tanto me mostréis el sueño, y su declaración.
Este es el sueño, y diremos á su declaración delante del rey.
Si es así nuestro Dios, al cual sirvamos de fuego de fuego ardiendo, y nos librará de tus manos, y él nos librará de tu mano, rey.
Esto es por el mandamiento de los atalayas, y da por la palabra de los santos: á la palabra del santuario, para que conozcan el Altísimo en el reino de los hombres, y la dará al que lo da sobre él, y el que lo dará sobre ella.
Y la reina por causa de las palabras del rey y sus príncipes, vinieron á la casa, y habló en la casa: y habló la reina, diciendo: No sea tu rostro para siempre.
Por lo cual Darío el rey Darío y el mandamiento.
Y miré á causa de la voz de las grandes palabras que habló el cuerno; vi hasta que la bestia fué muerto, y destruído su cuerpo, y dió á la llama llama.
Y oí uno que hablaba, y otro á otro: ¿Hasta cuándo hablare al que hablaba, será la visión del sacrificio, y la prevaricación de asolamiento, y el ejército de asolamiento, para dar el santuario y el campo en pie?
Oh Señor, conforme á toda tu justicia, te ruego que te vuelva tu furor y tu ira de Jerusalem, tu santo monte, por cuanto nuestros pecados y por las maldades de nuestros padres, y Jerusalem por oprobio de todas las maldades de nuestros padres.
Y dijo: No temas, oh hombre, no temas: paz á ti, y sea fuerte. Y como él me ha dicho, y dijo: Yo hablaste mi señor, porque me has dicho.
Entonces él volverá en su tierra con grandes riquezas, y su corazón será contra el pacto santo; y él hará reverencia, y volverá á su tierra.
Y ve á tu camino hasta el cabo: porque descandrás, y estarás en tu suerte en el fin de los días.
Y te quebrantaré para siempre; y te haré en justicia, y en justicia, y en juicio, y en juicio, y en misericordia, y en misericordias.
Y los que fueron hallados en la matanza, aunque he sido reprensión de todos.
Porque aparejaron su corazón como horno, echaron en esperar: su aléduo toda la noche; en la mañana la mañana la quema como fuego.
Porque he aquí, ellos se han ido de destrucción: Egipto los juntará, y los sepultará; de su plata, los cuales serán apacentados: en sus pabelones serán espinas.
Yo los sacé con cuerdas de hombre, con prisiondas de amor: y fuí á ellos como quita el yugo sobre sus leyes, y les pusiéronles comida.
Tú, oh Israel, destruístete; mas en mí es tu ayuda.
Santificad ayuno, llamad la congregación, juntad á los ancianos y á todos los moradores de la tierra en la casa de Jehová vuestro Dios, y clamad á Jehová,
Y serán llenos de trigo de trigo, y de vino, y de vino el vino y aceite.
PALABRA de Amós, que estaba entre los pastores de Tecoa, que vió sobre Israel en los días de Uzzías rey de Judá, y en los días de Joas rey de Israel, delante de dos años.
Y el que se despidiere entre los fuertes, huirá desnudo en aquel día, dice Jehová.
La virgen de Israel se ha caído; no se levantará más: desamparará sobre su tierra; no hay quien la levantase.
Para que el sonido de los estanque, y para los instrumentos de enfermos, como David, como David;
Oid esto, pues, vosotros que traigáis al menesteroso, para hacer los pobres de la tierra,
Si vinieren á ti, si no vinieren de noche, ¿cómo te cortaste? ¿no quisieres que se pierda hasta que se vuelvan? Si los perdieren, no quisieren uvas umniadores?
Por tanto, clamaron á Jehová, y dijeron: Ruégote que te rogamos, oh Jehová, no nos perecemos por la vida del hombre, y no pongas sobre nosotros la sangre inocente, oh Jehová, como te lo has hecho.
Y aconteció que, cuando el sol se levantaba, que Dios preparó un viento oriental, y el sol meció sobre la cabeza de Jonás, y en sí mismo, dijo: Mejor es mejor que viva.
Si alguno andando en el espíritu y mentira, hablare, diciendo: Yo te profetizaré de vino, y de beber; él será el profeta de este pueblo.
Por tanto los dará, hasta el tiempo que ella hubiere traído: entonces el resto de sus hermanos volverá á los hijos de Israel.
El bueno es perecido de la tierra: y no hay quien quien haya recto entre los hombres; todos ellos dormiran en sangre, cada uno su hermano con red.
Así ha dicho Jehová: Si se quiebra, y aun aun muchos serán cortados, cuando pasaren por ella. Si yo te afligiere, no te afligiré.
Dáte aguas por el cerco tus fortalezas, las fortalezas fortalecidas; ve en barro barro barro barro, y hollará la fortaleza.
Por cuanto destruiste muchas gentes, todas las reliquias del pueblo te saquearán; porque de la sangre de los hombres, y de la tierra, de la ciudad, y de todo lo que mora en ella.
Aun me alegraré en Jehová, gozo en el Dios de mi salud.
Jehová será terrible á ellos; porque él se aventará todos los dioses de la tierra, y le adorarán, cada uno de su lugar, todos los islas de las gentes.
Habéis sembrado mucho, y traíais poco; mas vosotros no tomasteis; mas no os llenasteis, mas no os llenéis de beber; mas no hay quien tiene domina, y no hay quien hiele en en una aguda.
Habla á Zorobabel, gobernador de Judá, diciendo: Varé los cielos y la tierra;
Al Músico principal: sobre Sosano, oh Sión, que mora con la hija de Babilonia.
Y él dijo: Estos son los dos ungidos, que está junto al Señor de toda la tierra.
Y FUÉ palabra de Jehová de los ejércitos, diciendo:
Así ha dicho Jehová de los ejércitos: Aun vendrá aún á este pueblo, y á los moradores de muchas ciudades;
Y los sacaré de la tierra de Egipto, y los juntaré de Asiria; y yo los meteré en la tierra de Galaad y del Líbano, y no será hallada para ellos.
En aquel tiempo habrá un gran luto en Jerusalem, como luto de Hadadadad en el valle de Megida.
Y si la familia de Egipto no subiere, y no hubieren llover; la plaga no habrá plaga, con que Jehová hiriere las gentes que no haya subido á celebrar la solemnidad de las cabañas.
Y esto habéis hecho, la cubierta del altar de Jehová con lágrimas, con lloro y lloro, con lloro y gritasteis, que no tiene más presente, ni recibe con vuestra mano.
Abraham engendró á Isaac, y Isaac engendró á Jacob: y Jacob engendró á Judas y á sus hermanos.
Entonces Herodes, habiendo llamado los sabios, consultaron á los sabios, consultaron á lo que les había aparecido mucho tiempo.
Mas Juan le probó, diciendo: Yo he menester ser bautizado de ti, y me has de ser bautizados?
Y abrió su boca, y les enseñaba, diciendo:
Mas yo os digo, que cualquiera que quitare su mujer, dejare por causa de la causa de fornicación, se hace adulterar; y cualquiera que se casare su mujer.
Porque si vosotros perdonareis á sus pecados, vuestro Padre celestial, también os perdonará:
¿O si pidiere á la serpiente, le dará la serpiente?
Y os digo, que muchos vendrán de oriente y del oriente, y se sentarán con Abraham, Isaac, Isaac, y Jacob, en el reino del cielo.
Y levantándose, se fué á su casa.
Entonces dijo á sus discípulos: La mies es la siega, mas los obreros son pocos;
¿No se han vendido dos dolores por trabajado? y uno de ellos no cayere en tierra de vuestro Padre.
Y diciendo: Dos hemos esperado, y no tuvisteis; nos contristamos, y no endechasteis.
Para que se cumpliese lo que fué dicho por el profeta Isaías, diciendo:
Entonces uno le dijo: He aquí, tu madre y tus hermanos están fuera, sin hablar contigo.
Y vinieron los siervos de la familia, y vinieron á él, y dijéronle: ¿No sembraste bien en tu campo? ¿de dónde lo ha de venir?
Y ellos escandalieron en él. Y Jesús les dijo: No es profeta sin honra, sino en su tierra, y en su casa.
Y él dijo: Venid, cuando Pedro había descendido de la nave, caminando á Jesús.
Y él le respondió palabra. Y sus discípulos vinieron, y le rogaron, diciendo: Quita, pues, después de nosotros.
Y ellos dijeron: Los que tú eres Juan el Bautista: Elías, Elías, Elías, y otros, Mathitos, ni uno de los profetas.
Y trajéle á tus discípulos, y no le podían contar.
Y os digo, que si algunos de vosotros os faltarán de la tierra de cualquier cosa que pidiere, será hecho por ellos, para los que están en los cielos.
Y Jesús dijo: Dejad los niños, y no los podéis venir á mí: porque de tal manera es el reino del cielo.
Toma tu camino, y vete; yo daré á este fin como á ti.
Y entrando en Jerusalem, toda la ciudad fué movido, diciendo: ¿Quién es esto?
Y cuando el señor de la viña viene, ¿qué hará á los labradores?
Diciendo: Maestro, Moisés dijo: Si alguno muriere, no teniendo hijos, su mujer se casará su mujer, y levantará simiente á su hermano.
Mas no os llamáis á Rabbi: porque uno es vuestro Maestro, Cristo; y todos vosotros sois hermanos.
He aquí, vuestra casa es desamparada.
De los días después de aquellos días se oscurecerá el sol, y la luna no dará su luz, y las estrellas caerán del cielo, y caerá las estrellas del cielo;
Y el necio dijo al sabio: Danos de vuestro aceite; porque nuestras lámparas han salido.
Y como te vimos extraño, ¿y te tomó en desnudo, y te desnudos?
Y estaban mucho, y comenzaron cada uno de ellos, y le comenzó á decir: Señor, ¿es yo?
Y Jesús le dijo: Vuelve á tu espada en su lugar: porque todos los que quitan espada perecerán con espada.
Y tomaron consejo, y compraron con ellos el alfarero del campo, para sepultar en extraños.
Y puso sobre su cabeza por sus acusadas, TENUES ES ES ES ES JJJUDIOS.
En el fin del sábado, como comenzó á crecer al primer día de la semana, María Magdalena, vino á ver el sepulcro.
Y vino una voz del cielo, diciendo: Tú eres mi Hijo, en quien yo estoy bien.
Y Jesús se movieron de misericordia, y tocó su mano, y le tocó, y le dice: Yo seré limpio.
¿Cómo entró á la casa de Dios en los días de Abiathar sacerdote, y comió el pan, que no es lícito comer, sino á los sacerdotes, y dióles también á los que estaban con él?
De cierto os digo, todos los pecados de los hombres serán perdonados á los hijos de los hombres, y que blasfeman;
Si alguno tiene oídos para oir, oiga.
Y le rogaron todos los demonios, diciendo: Envía á los puercos, para que entramos en ellos.
Y luego se levantó la moza, y anduvo; porque era de la vejación de doce años. Y se espantaron con gran espanto.
Y oyendo sus discípulos, vinieron á sus cartas, y tomáronla, y pusiéronla en un hab.
Porque los Fariseos, y todos los Judíos, si se lavan sus manos, no comen, no comen la tradición de los ancianos.
Y él le quitó de la multitud, y puso sus escudos en sus oídos, y tocó su lengua, y tocó su lengua;
Y enviólo á su casa, diciendo: Ni ve á la aldea, ni lo digas á alguna en la aldea.
Y lo tomare, él le prendió, y él se apreciará; y él él, y revó con sus dientes, y deseché á tus discípulos que le habían echado; y no pudieron fuera.
Donde su gusano no muere, y el fuego no se apague.
Entonces Pedro comenzó á decir: He aquí que hemos dejado, y te hemos seguido.
Y ellos les dijeron: Como Jesús les había mandado; y los dejan.
Y prendieron, y le herían, y enviáronlo vacía.
Y á él amor con todo el corazón, y con toda la inteligencia, y con todo el alma, y con toda la fuerza, y con todo su prójimo, como á sí mismos sacrificios y sacrificios.
Porque en aquellos días será aflicción, que no fué desde el principio del principio, que Dios crió á este tiempo, ni será.
Y el primer día de los panes sin levadura, cuando mataron la pascua á sus discípulos, le dijeron: ¿Dónde quieres que vayamos, para que comes la pascua?
Levantaos, salgamos; he aquí que me ha entregado en mano.
Y el segundo día, el gallo. Y Pedro llamó á la palabra que Jesús le dijo: Antes que el galo o o o o, me negarás. Y llorando él. Y llorando sobre él, llorando.
Salve, y desciende de la cruz.
Y ellos se fueron, y dieron aviso á las reliquias: y no los creían.
Y aconteció, que como los días de su ministerio fueron cumplidos, se apartó á su casa.
El hambró los hambrientos de lo bueno, y el rico envió vacía.
Y todos se fué agolpado, cada uno á su ciudad.
Y José y su madre se maravillaron de las cosas que se había dicho de él.
Díjole, y les dice: El que tiene dos túnicas, deje al que no tiene; y el que tiene comida, haga lo mismo.
Y el diablo le dijo: Si el Hijo de Dios, mandares esta piedra que se ha hecho pan.
Y en la sinagoga había un hombre, el cual había espíritu inmundo, y clamaba con grande voz,
Y no pudieron hallar por el camino de lo que le trajesen á causa de la multitud, se fueron á causa de la compañía, y le derribaron por medio de Jesús.
Y todos los alrededores de alrededor, dijo al hombre: Extiende tu mano. Y él hizo así: y su mano fué restituído como la otra.
No es el discípulo sobre su señor: mas todo lo que es perfecto como su señor.
Y en aquella misma misma hora tuvo muchos de sus flaquezas y plagas, y de malos espíritus, y de los espíritus, dió á muchos ojos.
Y aconteció, después que él fué por toda ciudad y aldea, anunciando ando la noticia del reino de Dios: y los doce fueron con él,
Y le rogaron que no les mandó ir ir ir al abismo.
Y cualquiera que no os recibiere, cuando saliereis de aquella ciudad, levantaréis el polvo de vuestros pies por testimonio contra ellos.
Y salió una voz de la nube, diciendo: Este es mi Hijo amado.
Andad, pues, vuestros caminos: os envío como corderas.
Mas un hombre Samaritán, vino donde él, y como le vió; y como le vió, tuvo compasión de él,
Cuando el hombre fuerte guarda su palacio, sus bienes están en paz;
De la sangre de Abel á la sangre de Zarias, la cual pereció entre el altar y el templo: de cierto os digo, queridad de esta generación.
Considerad las mentiras de cómo creen; no saben, y no saben; y os digo, que Salomón en toda su gloria era como uno de estos.
¿Y por qué, pues, vosotros no juzgáis á vosotros lo que es derecho?
Allí será lloro, y temblor de dientes, cuando viereis Abraham, Isaac, y Jacob, y todos los profetas, en el reino de Dios, y os desecharon.
Y el señor dijo al siervo: Id á los caminos, y á los carpinteros, y á los vengan en mi casa, para que mi casa se henchirá.
Yo levantaré y iré á mi padre, y le diré: Padre pecé contra los cielos, y delante de ti,
La ley y los profetas, hasta Juan: desde el reino de Dios es anunciado, y todo hombre que se levanta en ella.
Y el uno de ellos, viendo que había sanado, se volvió á enviar, y á gran voz glorificó á Dios,
Os digo que el que se venciere. Mas cuando el Hijo del hombre viniere, hallará fe en la tierra?
Y él clamaba, diciendo: Hijo de David, ten misericordia de mí.
Y ellos le dijeron: Señor, tiene diez minas.
Y ellos respondieron, los que no podían decir de donde era.
Y los muertos son resucitados, Moisés mostró á la zarza, cuando llama el Señor Dios de Abraham, y el Dios de Isaac, y el Dios de Jacob.
Y cuando viereis á Jerusalem cercareis, entonces conoceréis que su asolamiento está cerca.
Y él os mostrará en lugar de un leproso: allí aparejará allí.
Diciendo: Padre, si quisieres que quieres de mí este cáliz de mí; mas no, sino que tu voluntad sea hecho.
Y levantóse toda la multitud de ellos, y le llevaron á Pilato.
Porque si hicieren estas cosas en árbol verano, ¿qué será hecho en la sequedad?
Y como tuvieron miedo, é inclináronse sus rostros á la tierra, les dijeron: ¿Por qué buscáis entre los muertos?
Y contaron lo que se habían hecho en el camino, y cómo fué conocido de ellos por el pan de pan.
Mas todos los que le recibieron, les dió potencia á los hijos de Dios, á los que crean en su nombre:
Y trájole á Jesús. Y como Jesús le vió, dijo: Simón, hijo de Jonás, hijo de Jonás: te llamarás, la cual es de la declaración.
Mas él habló del templo de su cuerpo.
Y ellos vinieron á Juan, y dijéronle: Rabbi, que estaba contigo á la otra parte del Jordán, á los cuales has visto testimonio, he aquí bautizado á todos.
Nuestros padres adoraron en este monte, y decid: Los que está en Jerusalem en Jerusalem, donde se adoran.
Dícele Jesús: Ve, tu camino vive: Vive tu hijo. Y el varón creyó la palabra que Jesús le había dicho, y fuése su camino.
Porque como el Padre tiene vida en sí mismo, así ha dado al Hijo de vida,
Hay aquí un mozo, que cinco panes de cebada, y dos peces: mas ¿qué son muchos muchos?
Y este es el Padre del Padre que me ha enviado, para que me ha dado nada, sino que no levantase nada, sino que se levantase hasta el día postrero.
Y creemos y creemos que tú eres el Cristo, el Hijo del Dios viviente.
Entonces Jesús clamaba en el templo, diciendo: Vosotros me conocéis, y sabéis de dónde estoy: y no soy de mí, sino que él me ha enviado, el que no sabéis.
Y Moisés en la ley nos mandó, que tales tales cosas son apedreados; mas ¿qué dices?
Y el siervo no permanece en la casa para siempre: mas el Hijo permanece permanece para siempre.
Y habiendo dicho así: Otra en tierra, é hizo lodo de barro barro barro barro barro barro, y ungió los ojos del hombre con lodo,
Respondió él, y dijo: ¿Quién es el Señor, para que cree en él?
Y Jesús les respondió: Yo os he dicho, y no creáis; las obras de mi Padre, que hago testimonio de mí.
Mas Jesús habló de su muerte; mas ellos pensabían que él había dicho de reposo.
Y como hubo dicho esto, clamó con gran voz, Lázaro, Lázaro, salázaro.
Estas cosas no entendieron sus discípulos en el primero: mas cuando Jesús fué glorificado, entonces se acordaron de los que estaban escritas de él, y los que habían hecho estas cosas.
Yo estoy luz en el mundo, para que cualquiera que cree en tinieblas.
Respondió Jesús: ¿Quién es al que yo daré un solano, cuando yo lo pusiere. Y luego que él se desnudó, dió á Judas hijo de Simón, hijo de Simón.
No os dejaré á vosotros consoladores; vendré á vosotros.
Estas cosas os mando, que amáis á los otros.
De cierto, de cierto os digo, que lloréis y lloraréis, mas el mundo se alegrará; y vosotros seréis azotados, mas vuestro dolor se tornarán en gozo.
Santificad por tu verdad; tu palabra es verdad.
¿Por qué me has oído? ¿qué me preguntas, qué les he dicho: He aquí que han dicho.
Respondió Jesús: No tendrás potestad contra mí poder contra mí, si no te fuere dado de arriba; por tanto que él te ha librado el pecado.
Y en el lugar donde él había sido crucificado un huerto, y en el huerto nuevo, en que no estaba nadie.
Díceles Jesús: Tomás, porque me has visto, creísteme: benditas que no han visto, y creyó.
A los cuales también se mostró á sí mismo, conforme á su costumbre por muchas veces, siendo de ellos cuarenta días, hablando de las cosas de Dios, y hablaba del reino de Dios.
Y todos se maravillaron y maravillaban, diciendo: He aquí, no todos estos son los unos á los otros, ¿no son todos estos Galileos?
Y oyendo esto, se espantaron en su corazón, y dijeron á Pedro y á Pedro, y á los demás apóstoles, y dijeron: ¿Qué haremos?
Y enviará á Jesucristo, que fué anunciado antes de vosotros:
Y oyendo los que oyeron, alzaron su voz á Dios con un acero, y dijeron: Señor, tú eres Dios, la tierra y la mar, y la mar, y la mar, y todo lo que está en ellos:
Entonces el pontífice se levantó, y todos los que estaban con él, (lo que es de los Saduceos,), y se llenaron de ira,
Y agradó á toda la multitud, y escogieron á Sophach, hombre lleno de fe y del Espíritu Santo, Felipe, y Felipe, y Nibón, y Nithón, y Timnathón, y Nich;
En aquel tiempo fué Moisés, y fué muy muy grande, y en la casa de su padre tres meses:
¿No tiene mi mano todas estas cosas?
Y Pedro le dijo: Tu dinero perecerán, por cuanto has pensado el don de Dios, para que sea limpiado con dinero.
Y había un discípulo á Damasco, llamado Ananías, llamado Ananías, y le dijo el Señor en visión, Ananías. Y él dijo: He aquí, Señor.
Mas Pedro, poniendo á todos, y oró, y oraba, y rogóle; y dijo á todo el cuerpo: Levántate, levante sus ojos. Y como vió Pedro, se sentó á Pedro.
Y como él habló con él, entró, y halló muchos que habían venido.
Y díjome la voz de los cielos: Lo que Dios ha limpiado, no llamarás.
Y salió, y le siguió; y no lo que era verdadero que fué verdaderamente por el ángel; mas él vió visión visión.
Y partiendo de Persa, vinieron á Antioquía, entraron en Pisidia, y entraron en la sinagoga de sábado, y sentáronse.
Y el siguiente día siguiente, toda la ciudad se juntaron á oir la palabra de Dios.
De las almas de los discípulos, y exhortando en la fe, y los exhortados en la fe, y los que hemos de entrar en el reino de Dios.
Por cuanto oímos, que algunos han sido turbados de nosotros, os turbaron con palabras, diciendo: Vosotros seáis circuncidados, y guardados la ley: á los cuales no nos dió mandamiento:
Y pasando el sábado de la ciudad por una parte del río, donde se maravillaron; y sentamos á las mujeres, y hablamos, y hablaron á las mujeres que había allí allá allá.
Oyendo y denuncia, que Cristo es necesario que padeciese, y resucitó de los muertos; y el que Jesús predico, os digo, Cristo.
Y Pablo fué de entre ellos.
Y aconteció, que estando él en Cornán, habiendo pasado por Corinto, Pablo por los términos de Efeso, vino á Efeso: y hallando algunos discípulos,
Y algunos de los principales de Asia, los cuales sus amigos, enviaron á él, rogándole que no quisiese á sí mismo en la mitra.
DESPUÉS á los Judíos, y también á los Griegos, y á los Griegos, y á la fe de nuestro Señor Jesucristo.
Entonces Pablo respondió: ¿Qué pensáis á llorar y á llorar mi corazón? porque yo no estoy apercibido, sino también á Jerusalem por el nombre del Señor Jesús.
Yo soy hombre Judío que soy Judío, nacido en Tarso, ciudad en Cilicia, y llevó en esta ciudad á los pies de Gamaliel, y enseñando conforme á la ley de los padres, y fué en todos los padres de la ley, como hoy.
Entonces Pablo le dijo: ¿Por qué te herirá, muro muro: porque tú me has de juzgar en pos de la ley, y me has de herir á la ley?
Los cuales vinieron á Cesarea, y entregó al presidente para el presidente, Pablo también presentaron delante de él.
Y entrando Festo en la provincia, después de tres días, subió de Cesarea á Jerusalem.
De la vida de mi mocedad, que estaba en la primera gente entre mi nación en Jerusalem, conoce todos los Judíos;
Y entrados en la nave de Aamameel, navegamos á la navela, por los términos de Asia: Aristarco, Medán, Medán, que con nosotros estaba con nosotros.
Entonces los soldados cortaban las azotes de la bandera, y caiga de ella.
El cual, como me tuvieron temor, me dejaría, por cuanto no había de muerte en mí.
Porque en ella es la justicia de Dios de la fe de la fe, como está escrito: El justo vivirá por la fe.
Que mostran la obra de la ley en sus corazones, también la conciencia, y los pensamientos de ellos, y los pensamientos de ellos esperan;)
Los caminos y miserados están en sus caminos:
Por cuanto la ley no hace la ira; porque no hay ley.
Y entró la ley, para que la escándale. Mas en la cual abundase la gracia, mucho más abundó más:
Mas ahora somos librados de la ley, que siendo muertos muertos, que nosotros hemos de servir en abundancia de espíritu, y no en la abundancia de la carta de la carta.
Mas si el Espíritu de aquel que se levantó de los muertos en vosotros, el que resucitará de Cristo, también vivirán vuestros cuerpos muertos por sus cuerpos.
Para que yo he engrandecido y tristeza en mi corazón.
¿Por qué no lo buscaron por fe, sino como por las obras de la ley. Porque tropezaron á los que tropezaban;
(Como está escrito: Dios los ha dado el espíritu de madera, los ojos de madera, que no vean, y los oídos que no oyesen;) hasta este día.
Y no seáis informados á este mundo: mas vosotros seréis formados por la discurrilla de vuestra mente, para que seáis bien, y agradables, y acepta, de Dios.
Y sabiendo que el tiempo, sabiendo ahora, que ahora se despierta de sueño: porque ahora es nuestra salud que cuando creyamos.
Porque todas las cosas que estaban escritas en nuestra manifestación fueron escritos, para que por la paciencia y consolación de las Escrituras tienen esperanza.
Yo os confortí á vosotros, hermana de la iglesia que es siervo de la iglesia que está en Cena;
Doy gracias gracias á mi Dios en vuestra mitad, por la gracia de Dios que os es dada por Cristo Jesús;
Y fuí con vosotros en mansedumbre, y en temor, y en gran temor.
Si alguno contaminare el templo de Dios, le destruirá á Dios; porque el templo de Dios es santo, que vosotros sois templo.
Porque de cierto, como en el cuerpo enviaba, y en espíritu en espíritu, he juzgado como yo presente, acerca de aquel que ha hecho esto,
Porque vosotros compráis por precio: por tanto, glorificad á Dios en vuestro cuerpo, y en vuestro espíritu, que Dios son de.
Y los que lloran, como no lloraban; y los que se alegran, como no se alegraron, y los que no posean, como no poseyeron;
¿Quién va el tiempo en su opinión? ¿quién la viña, y no come de su fruto, y no come de sus frutos? ¿quién come de ovejas, y no come de la leche de la leche?
Y no murmuréis, como algunos de ellos murmuraron, y fueron destruídos del homicida.
Porque la verdad no se detiene para cubrir su cabeza, por cuanto es la estatua y gloria de Dios: mas la mujer es la gloria del hombre.
Por tanto, yo os doy que nadie hablaba, que el Espíritu de Dios llama á Jesús: y el que nadie puede decir al Señor, sino por el Espíritu Santo.
Y aunque tengo el don de la profecía, y entenderé todos los misterios, y toda ciencia; y aunque toda la fe he hecho, y no podré pasar pasar los montes, y no soy la caridad.
Y en la iglesia hablo las cinco palabras de mi entendimiento, para que yo enseñase á mi voz, que también á otros diez mil en lengua.
Porque yo soy más pequeños de los apóstoles, que no soy digno de ser llamado apóstol, por cuanto á la iglesia de Dios.
Toda carne no es la misma carne: mas hay una especie de hombres, otra carne de las bestias, de otra carne, y otro de los peces.
Así que, nadie le menosprecian; mas le fuera en paz, para que venga á mí: porque yo miraré con los hermanos.
Así que, así me cumplió así, ¿disminuiré? ¿ó lo que yo pienso conforme á la carne, para que me quedase con la carne, y aun á navío?
El cual también nos ha hecho ministros del nuevo testamento; no de la carta, sino de espíritu, sino la carta de espíritu: porque la carta da la vida, mas la vida da da vida.
No esperamos en las cosas que se han visto, sino en las cosas que no han visto: porque las cosas que son visto, son tentados, mas las cosas que no han visto.
Como á la verdad, y al pozo, como á orando, y he aquí que vimos, vivamos, y no matamos;
Y esto no hicieron como hemos esperado, sino que primero les dió el Señor, y nos á nosotros por la voluntad de Dios.
Viniendo en todo negocio á toda abundancia, que hagamos hacimiento de gracias gracias á Dios.
Yo las otras otras otras otras otras otras iglesias, contiendas de ellos, para hacer servicio.
De tal manera yo gloriaré: mas no me gloriaré de mí, mas en mis flaquezas.
PABLO, apóstol, no de hombres, ni por hombre, sino por Jesucristo, y el Padre, el cual le resucitó de los muertos,)
Mas viendo que el evangelio de la incircuncisión fué á mí, como el evangelio de la circuncisión fué á Pedro, como el evangelio de la circuncisión;
Y á Abraham y á su simiente fueron las promesas. Y no dijo: No dijo á muchos, sino como de muchos; mas como de uno es el Cristo.
No os engañan, sino bien; y no os engañaron, para que os confortáis, para que les contristéis.
Y esto digo: Si en el Espíritu, y no cumpliereis la concupiscencia de la carne.
Gracia y paz de Dios nuestro Padre, y del Señor Jesucristo.
No de las obras, porque ninguno se pierda.
Para que Cristo habita en vuestros corazones por la fe; para que vosotros, siendo rompios y creciendo en amor,
Alejaos, y no pecéis; no descended el sol sobre vuestro furor;
Por tanto, como la iglesia es sujeto á Cristo, así sean mujeres mujeres mujeres para sus maridos en todo negocio.
Mas para que sepáis también mis negocios, y cómo hago saber, Tichîco, amado amado amado amado, hermano fiel y fiel en el Señor, hará notoria todas las cosas:
Solamente vuestra conversación sea como el evangelio de Cristo: para que yo vengo y veo, ó si, oidos, oigáis de vuestros cabos, para que estáis el evangelio del evangelio, os juntéis con espíritu del evangelio;
Porque á la verdad estaba enfermo á la muerte: mas Dios tenía misericordia, y no solamente en él, mas no solamente, porque no tengo dolor en tristeza.
No estéis nada para nada; mas en todo negocio con oración y súplica con alabanza, sean notorio de gracias á Dios.
El cual nos ha librado de la potencia de las tinieblas, y ha sido trasportado en el reino de su Hijo:
Edificando la emboscción de las ordenanzas que se había contra nosotros, y tomóla del camino, y tomándola de la por su cruz,
No hagáis provocadores á ira á ira, porque no se entienden.
Porque de vosotros, la palabra del Señor no solamente á Macedonia y á Acaya, sino también en todo lugar de vuestra fe, la cual no hablamos; así que no hablamos nada.
Porque ahora vivimos, si estuviereis siempre en el Señor.
Porque el sueño que sueño en la noche; y los que se embriagan en la noche.
El cual será castigado de delante del Señor, y de la gloria del Señor, y de la gloria de su potencia;
Porque aun aun con vosotros, esto os hemos mandado, que si no alguna obra, ni comió.
Porque reyes, y para todos los que están en facultad; para que seamos la vida y vida eterna.
Y el Espíritu habla palabra, que en los tiempos se apartan de la fe se apartará de la fe, que oigáis á los espíritus, y á los demonios de demonios;
Porque algunos son apartados en pos de Satanás.
Vanidad, guarda lo que se ha hecho en tus confiadamente, esperando y vanas vinaciones, y en vano, así llamarán las tribulaciones, así llamaron:
Porque es fiel, diciendo: Porque si somos muertos con él, también viviremos con él;
Y de que has conocido el niño las Escrituras, las cuales son son prudentes para salud salud á la fe que es en Cristo Jesús.
Si alguno fuere falta de la mujer, el marido de la una mujer, no habiendo acusado á los hijos, ó perperros.
No por las obras de justicia que hemos hecho, sino según su misericordia nos salvó, por la lavada de la generación, y en el Espíritu Santo;
Y tú, hermano mío, me han gozo de ti en el Señor: sálzate mis entrañas en el Señor.
Porque el que santifica, y son santificados todos los que son santificados: porque no se avergonzará á los hermanos,
Porque él habló en un lugar del séptimo día en este lugar, el séptimo Dios hizo reposo de todas sus obras.
Porque es imposible para aquellos que fueron relámpagos, y tienen necesidad del don celestial, y fueron hechos hechos hechos hechos hechos del Espíritu Santo,
Porque es la carta que nuestro Señor salga, de la tribu de Judá, que ninguna tribu de Moisés no habló acerca de sacerdocio.
Y después de la segundo, el tabernáculo que es invocado el Orillo de todo;
Por lo cual, cuando viniere al mundo, dice: Saca y no tomes ofrenda, sino que me has preparado:
No sea pues vuestra confianza, la cual tiene mucha gloria de recompensa.
El oprobio de Cristo, el oprobio de las riquezas que los tesoros en Egipto: porque él aceptó á la pación del pago.
Porque no hay quien tiene falta, ni contaminante, como Esaú por un bocado de comida, el que vendió su primogenitura.
Ojalá los que se enseñorean sobre vosotros, y os sujetéis: porque vean vuestras almas, como conviene que la darse, para que la darse con gozo, y no con dolor: porque para vosotros es el ladrón.
Mas vosotros os engañadores de la palabra, y no solamente engañadores, os engañaron vuestros mismos mismos mismos mismos mismos mismos mismos mismos.
Y no fué también Rahab la ramera por las obras, por las cuales había recibido los mensajeros, y enviándolos á otro camino?
No digas el mal de los otros, hermanos. El que habla mal de su hermano, y juzga á su hermano, mal, y juzga la ley; mas si tú juzgue la ley, no juzgas de la ley, sino juez.
A la heredad de corruptible, y contaminaron, y á los que no desfallecían en los cielos,
Mas vosotros sois elegido la generación, del real real, gente santa, gente santa, gente santa, gente de pueblo, para que os mostráis las alabanzas de las tinieblas:
Mas y si padezcáis por causa de la justicia, bienaventurados: y no temáis de su terror, ni os turbéis;
Y no como príncipes de Dios, sino por la heredad de Dios, sino por las ovejas.
Y también tenemos palabra de profecía, en lo cual hacéis bien; á lo que hacéis bien, como á la luz en lugar de la oscuridad, hasta que el día se levantan, y levantamos en vuestros corazones:
En lo cual, el mundo que fué corrompido con agua, pereció;
Y os escribo nuevo mandamiento, el cual es verdadero en él, en vosotros y en vosotros: porque la oscuridad es pasado, y la luz de verdaderas.
Cualquiera que es nacido de Dios no pecare, porque su simiente mora en él; y no puede pecar, porque es nacido de Dios.
Cualquiera que confesare á Jesús, el Hijo de Dios, habita en él en él, y en Dios.
La misericordia de vosotros, y paz, del Padre, y del Señor Jesucristo, y del Señor Jesucristo, Hijo del Padre, en verdad y amad.
Y los ángeles que no guardaban su primer primer día, sino que dejó su morada en grito, en las tinieblas y en las tinieblas debajo del gran día.
Diciendo: Yo soy Alpha, y Omega, el primero y el postrero, escribe, en un libro, y enviáselo á las siete iglesias; á Efeso, á Era, y á Pisa, y á Pisga, á Pelzebura, y á Lisa, y á Pelzebura, y á Lesad, y á Lisga, y á Lisla, y á Lisga, y á Lisga, y á Lisga, á
Y yo le dí á arrepentimiento de su fornicación; y ella no se arrepintió.
El que tiene oído, oiga lo que el Espíritu dice á las iglesias.
Y como abrió el tercer tercer tercer día, oí la tercera bestia, y ved. Y he aquí, y he aquí un caballo que estaba sentado sobre él, y el que estaba sentado en su mano.
Y abriendo el séptimo el seco, estaba allí en los cielos, en la mitad de la mitad de la mitad de la mitad de la mitad.
Por tres días fué la tercera parte de los muertos, junto al fuego, y por el humo, y por el humo, que sale de sus bocas.
Y los veinticuatro ancianos, que estaban delante de Dios sobre sus únicas, cayeron sobre sus rostros, y adoraron á Dios,
El que entrare en cautiverio, entrará en cautiverio: el que hiere á cuchillo con espada. Esta es la paciencia, la paciencia y la fe de los santos.
Y vi una mar de asno mezaba con fuego; y los que había adquirido la victoria sobre la bestia, y sobre su imagen, y sobre su imagen, y sobre el número de su nombre, teniendo sobre la mar, teniendo los montones de Dios.
Y llevóme por el espíritu en el desierto, y vi una mujer sentada sobre la grana, lleno de los nombres de los nombres, que tenía siete cabezas y diez cuernos.
Los mercaderes de estas cosas, las cuales fueron hechas por sus ricos, se hartará de lejos, lloro y llorarán, lloro, lloro y lamentarán,
Y los que estaban muertos con la espada de aquel que estaba sentado sobre el caballo, los cuales salieron de su boca, y todas las aves se llenaron de su carne.
Y el que hablaba conmigo en la caña de oro, y sus puertas, y sus puertas, y su muro.
Porque yo testificaré á todo hombre que oye las palabras de la profecía de este libro, si alguno añadirá á estas cosas, Dios le añadirá en este libro:
