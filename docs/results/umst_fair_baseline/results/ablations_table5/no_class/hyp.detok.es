En el principio Dios crió los cielos y la tierra.
Y vió Dios todo lo que había hecho, y he aquí que era bueno. Y la tarde y la mañana el sexto día.
Porque Dios conoce que en el día que coméis, vuestros ojos serán abiertos, y serán como dioses, sabiendo bien y malos.
Ahora pues, maldigas de la tierra, que abrió su boca á recibir la sangre de tu hermano;
Y vivió Mahalaleel, sesenta y cinco años, y engendró á Jared.
Y dijo Dios á Noé: El fin de toda carne es venido delante de mí; porque la tierra está llena de violencia, y he aquí que los destruiré con la tierra.
Y murieron toda carne que se mueren sobre la tierra, así de aves, y de bestias, y de bestias, y de todo reptil que anda arrastrando sobre la tierra, y cada uno:
Y de la sangre de vuestras vivas yo: á la mano de cada bestia lo reconoceré, y á la mano del hombre; á la mano del hermano de todo hombre.
Y los hijos de Ham: Cuán, y Mizpa, y á Phula, y á Canaán.
Y dijeron: Id á la ciudad y edificaremos una ciudad y torre, cuya cumbre del cielo hasta el cielo; y haznos nombre, porque no muramos sobre la haz de toda la tierra.
Y te haré grande gente, y te bendeciré, y te bendeciré, y haz tu nombre; y serás bendición:
Abram asentó en la tierra de Canaán, y asentó á Lot en las ciudades de la llanura, y asentaron su tienda hacia Sodoma.
Considera que los mancebos tienen, y la parte de los hombres que iban conmigo, Aner, Aner, y Mamre, y Mamre; tomad su parte.
Y el ángel de Jehová dijo á ella: Vuélvete á tu voz, y te sujeta debajo de sus manos.
Y tomó Abraham á Ismael su hijo, y todo lo que nacieron en su casa, y todo lo que había comprado con su dinero, cada uno de la casa de Abraham, y circuncidó la carne en el mismo día, como le había dicho.
Y Jehová dijo: Si hallare en Sodoma cincuenta justos dentro de la ciudad, yo perdonaré todo el lugar por causa de ellos.
El sol se levantó sobre la tierra cuando Lot entró á Zoar.
Y dijo Abimelech: He aquí que mi tierra está delante de ti: donde te agrada.
Y tomó Abraham ovejas y bueyes, les dió á Abimelech; y así de ellos hizo pacto.
Y Bethuel engendró á Rebeca: ocho de Milca hizo á Nachôr, hermano de Abraham.
Y el criado puso su mano debajo del muslo de Abraham su señor, y juró á él acerca de aquel negocio.
Y dije á mi señor: Quizá la mujer no me seguiré.
Y ella le parió á Dathán, y á Joadán, y á Madián, y á Isbac, y Salbac.
Y dijo Esaú: He aquí, yo soy á morir; y ¿qué aprovechará á mí esto?
Y ellos dijeron: Nosotros hemos visto que Jehová era contigo: y nosotros dijeron: Ruégote que hay juramento en nosotros, en medio de nosotros, entre nosotros y te haga alianza;
Y no le conocía, porque sus manos eran sus manos, como las manos de Esaú: y le bendijo.
Y oyó Jacob su padre y á su madre, y se fué á Padan-aram;
Y Labán dijo á Jacob: Por cuanto tú eres mi hermano, para que me sirves? ¿por qué me dirá, ¿qué me será tu salario?
Y Zilpa la sierva de Lea, parió un hijo.
Y se apartaron Jacob los corderas, y puso los rostros de las ovejas hacia la paja, y todo el gallo en el rebaño de Labán; y puso sus ganados, y no los ponían á las bestias de Labán.
Por lo cual te huelaste, y hurtó de mí; y no me declaraste, para que te he enviado con florio, y con tamiento, y con tamiento, y con arpa?
Y viendo Jacob, dijo: Este es el ejército de Dios: y llamó el nombre de Mahanaim.
Por lo cual los hijos de Israel no comieron de los hijos de Israel, que está sobre la hoja del muslo, hasta hoy; porque tocó la hoja de Jacob en el mulo de Jacob.
Y moriréis con nosotros: y la tierra será delante de vosotros; y habitaréis en ella, y os tomaréis en ella posesiones.
Y apareció Dios á Jacob, cuando salió de Padan-aram, y bendíjolo.
Estos son los nombres de los hijos de Esaú: Eliphaz hijo de Ada, la mujer de Esaú, hijo de Baseth, mujer de Esaú.
Y estos son los nombres de los duques de Esaú, conforme á sus familias, conforme á sus familias, por sus nombres; el duque Alabías, el duque Jetheo,
Venid, y vendiremos á Ismaelitas, y no sea nuestra mano sobre él; porque él es nuestro hermano y nuestra carne. Y fueron contados sus hermanos.
Entonces preguntó á los hombres de aquel lugar, diciendo: ¿Dónde está la ramera, que fué deshecho por el camino? Y dijeron: No fué ramera en este lugar.
Mas Jehová fué con José, y le mostró misericordia, y le dió gracia en los ojos de la cárcel.
Y durmió, y soñó el segundo día, y he aquí siete espigas de trigo, que subían en un montón y bueno.
Y juntéles todo el pan de los buenos años que vienen, y pon grano debajo de la mano de Faraón, y los guarden en las ciudades.
Y conoció José sus hermanos, mas no le conocían.
Y él dijo: Mi hijo no descenderá con vosotros; porque su hermano es muerto, y el que cayere por el camino que entrareis por el camino que entrareis, llevaréis mis cabos al sepulcro.
Y José se apresuró á sus entrañas; y buscó á su hermano: y buscó donde lloraba á llorar en su cámara, y lloró.
Y nosotros dijeron: No podemos ir ir: si nuestro hermano menor sea con nosotros, descendiremos: porque no veamos la faz del hombre, si no hay otro hermano con nosotros.
A todos los de ellos dieron cada uno de vestidos, mas á Benjamín dió tres piezas de plata, y cinco piezas de vestidos.
Y los hijos de Nephtalí: Jael, Junel, y Guni, Jezer, y Sisam.
Y compró José toda la tierra de Egipto á Faraón, porque los Egipcios vendían cada uno su campo, porque el hambre de ellos se ha vendido la tierra de Faraón.
Y su padre no quiso, y dijo: Yo lo conozco, hijo mío, yo también será pueblo, y también será grande: mas verdad será mayor que su hermano menor, y su simiente será mayor que él, y su simiente será mayor.
De Benjamín, como la hoja de la mañana: en la mañana devorará la presa, y partirá la presa.
Y José dijo á sus hermanos: Yo muera: y Dios os visitará, y os sacaré de esta tierra que juró á Abraham, á Isaac y á Jacob.
Y como lo abrió, vió al niño; y he aquí que lloraba. Y ella tuvo misericordia. Y ella tenía misericordia de los Hebreos, dijo: Este es uno de los Hebreos.
Y dijo Moisés á Dios: ¿Quién soy yo, para que ir á Faraón, y para que sacase los hijos de Israel de Egipto?
Y Jehová dijo á Moisés: Ve, vuélvete á Egipto; porque todos los hombres que buscan tu vida.
Ahora pues, ahora, y obra; porque no os será dado, aun vosotros os librará, y vosotros libraréis de los puercos.
Y tomándole el hijo de Aarón, tomóle uno de las hijas de Pusiel, y le parió Phinees: estas son las cabezas de los padres de los Levitas conforme á sus familias.
Y cumplidos siete días, después que Jehová había herido el río.
Y salió Moisés de Faraón, y oró á Jehová.
En Jehová (porque no hay bien)) que no hay más fuerte y granizo y granizo; y os dejaré, y no os dejará ir.
No vieron los unos á los otros, ni se levantaron de su lugar por tres días: mas todos los hijos de Israel tenían luz en sus moradas.
Y este día os será para memoria; y la guardaréis fiesta á Jehová por vuestras generaciones; la haréis por estatuto perpetuo.
Mas todo el siervo del siervo que comprare por dinero, cuando le circuncidares, comerá.
Y habló Jehová á Moisés, diciendo:
Y vió Israel aquella grande obra que Jehová había hecho sobre los Egipcios: y el pueblo temió á Jehová, y á su siervo Moisés, y á Moisés su siervo.
Y los hijos de Israel les dijeron: Escribe á Dios que murió por mano de Jehová en la tierra de Egipto, cuando se sentamos junto á la carne, y cuando comimos el pan á la lleno de ella; porque salid á este desierto.
Y dijo Moisés á Aarón: Toma un omer, y poned en ella un omer lleno de manna, y poned delante de Jehová, para que sean guardados por vuestras generaciones.
Ahora conozco que Jehová es mayor que todos los dioses: porque en lo que hicieron soberbiamente.
Y Moisés descendió del monte al pueblo, y santificaron al pueblo; y lavaron sus vestidos.
Y dijeron á Moisés: Habla á nosotros, y oiremos: mas no hablaremos á Dios con nosotros, porque no muramos.
Y si alguno se sigue, darás vida por vida,
Si su padre no quiso darle á darle, le pagará el dinero conforme á la muchedumbre de las vírgenes.
Y la fiesta de la siega, las primicias de tu labio, que sembraste en el campo: y la fiesta de la fiesta de la cogantera del año, cuando recogiste del campo.
Y Moisés se levantó, y sus servidores á Josué: y Moisés subió al monte de Dios.
Y harás término á ella término de ancho de ancho alrededor, y harás un término de oro en derredor.
Y harás tablas para el tabernáculo de madera de Sittim.
En las tablas de las tablas lo harás: como te fué mostrado en el monte, así lo harán.
Y pondrás en ella de piedras, cuatro órdenes de piedras, cuatro órdenes de piedras: el primer orden de un sardio, y un tío, y un tío: esto será el primero.
Y Aarón y sus hijos llevarás á la puerta del tabernáculo del testimonio, y lavarás con agua.
Y si algo de las consagraciones de las consagraciones de las consagraciones, quedarás hasta la mañana, quemarás al fuego: no se comerá, porque es santo.
Y harás una fuente de metal, y su pie de metal, para lavar: y lo pondrás entre el tabernáculo del testimonio y del altar, y pondrás en ella.
Y las vestimentas del servicio, y las vestiduras para Aarón el sacerdote, y las vestiduras de sus hijos, para ministrar en el sacerdocio,
Y dijo Aarón: No se encendió el furor de mi señor: conoces el pueblo, que se pusieren en mal.
Y Jehová dijo á Moisés: Yo haré esto esto que has hablado: porque has hallado gracia en mi presencia, y te conozco por nombre.
Porque arrojaré á las gentes delante de ti, y encantarán tus términos: y ninguno codiciará tu tierra, cuando subieres para apartar delante de Jehová tu Dios en el año.
Las bocas del servicio, para ministrar en el santuario, las vestiduras sagradas para Aarón el sacerdote, y las vestiduras de sus hijos, para ministrar en el sacerdocio.
E hizo las cortinas de cabras sobre la tienda del tabernáculo: las cortinas les hizo.
Hizo asimismo la cubierta de oro puro: dos codos y medio de dos codos, y un codo y medio de su anchura.
Y puso las varas en los anillos á los lados del altar, para llevarla; hizo el altar con tablas.
Y hicieron piedras preciosas en engascos de oro, esculpieles de oro, esculpilas, como las esculpiernas de los hijos de Israel.
La mesa, y todos sus vasos, y todos sus vasos,
Y puso el pan en orden delante de Jehová, como Jehová había mandado á Moisés.
Y el sacerdote lo ofrecerá al altar, y lo hará arder su cabeza, y la quemará sobre el altar; y su sangre será quebrantado al lado del altar:
Y si su ofrenda fuere macho cabrío, ofrecerá delante de Jehová.
Y el sacerdote tomará de la sangre del pecado con su dedo, y pondrá sobre los cuernos del altar del holocausto, y derramará su sangre al pie del altar.
Y habló Jehová á Moisés, diciendo:
Así es la ley de la culpa de la expiación: es el Altísimo.
Y el sacerdote hará arder el sebo sobre el altar: mas el pecho de Aarón y de sus hijos.
Y mató á él, y tomó de la sangre de ella, y púsola sobre la ternilla de Aarón, y sobre el pulgar de su mano derecha, y sobre el pulgar de su pie derecho.
Y trajo la presente, y tomó un puño de ella, y quemólo sobre el altar, junto al holocausto de la mañana.
Todo lo que salva de la hoja, y es vestimentado, y la mancha entre las bestias, que comeréis.
Y todo vaso de barro, en cualquier vaso de ellos, todo lo que cayere, será inmundo; y lo quebraréis.
Y si el sacerdote viere que viere el sacerdote, he aquí que el extiende en la piel, el sacerdote lo dará por inmundo: es lepra.
Cuando el hombre ó mujer ó mujer en la piel de su carne, blanco blanco, precioso;
Mas el séptimo día será en el séptimo, y su cabeza pondrá sobre su cabello y su barba, y su barba, todo su cabello, y lavará sus vestidos, y lavará sus vestidos, y lavará sus vestidos, y lavará sus vestidos, y será limpio en agua.
Y el sacerdote hará otra vez el séptimo día, y mirará: y si la plaga hubiere extendido en las paredes de la casa,
Y el vaso de la tierra, que tocare el que tiene flujo, será quebrantado: y todo vaso de madera de madera será quebrantado.
Y traerá Aarón el macho cabrío sobre el cual cayó sobre la suerte de la suerte, y le ofrecerá por expiación.
A fin que los hijos de Israel traen sus sacrificios, para que ofrece en el campo, para que los traen la puerta del tabernáculo del testimonio, á la puerta del tabernáculo del testimonio, y los ofrecerá á Jehová.
Y no se allegará á mujer á su desnudez, como ella se echó su inmundicia.
Guardaréis mis estatutos. No dejaréis mis estatutos. No dejarás tu ganado con mantenimiento: no sembrarás tu heredad con la simiente de lino, ni el vestido de lino, vendrá sobre ti.
Y si alguno durmiere con su nuera en su ley, así de ellos morirá: su sangre será sobre ellos: su sangre será sobre ellos.
Ni profanará su simiente entre su pueblo: porque yo Jehová lo santificaré.
Y cualquiera que ofreciere sacrificio de paces á Jehová, para cumplir su voto, ó ofrenda voluntaria en oveja, será acepto, para que no haya de ser acepto; no habrá falta.
Y ofreceréis con el pan siete corderos de un año sin defecto, y un becerro, y dos carneros: serán para holocausto á Jehová, con sus libaciones, y sus libaciones, y sus libaciones, y sus libaciones, ofrenda encendida de olor suave á Jehová.
El orden sobre el candelero limpio delante de Jehová.
El jubileo que tiene quince días os será á vosotros: no sembraréis, ni sembraréis lo que se secó de él, ni juntará el uvas de tu vid.
Y él se apartará de ti, ambos y sus hijos con él, y volverá á su familia, y volverá á la posesión de sus padres.
Y os haré esto; yo os ordenaré sobre vosotros el espanto, que consumación, y el incensario, que consumará los ojos, y os consumiréis en vuestra simiente, y sembraréis por vuestros enemigos.
Estas son los estatutos y derechos, que Jehová hizo entre él y los hijos de Israel en el monte de Sinaí, por mano de Moisés.
Y todo el linaje de la tierra, si de la simiente de la tierra, ó del fruto de la tierra, es santo á Jehová.
De los hijos de Judá, por sus generaciones, por sus familias, por las casas de sus padres, conforme á la cuenta de los nombres, de veinte años arriba, todos los que podían salir á la guerra;
Cada uno de los hijos de Israel asentará por su bandera, con la señal de la casa de su padre: desde el tabernáculo del testimonio se alejarán.
Estos son los contados de los hijos de Israel por la casa de sus padres: todos los contados de los camos por sus ejércitos, seiscientos y cincuenta y cincuenta.
En el número de todos los varones, desde el mes arriba arriba, fueron ocho mil y seiscientos, que guarda la guarda del santuario.
Y sobre la mesa de pan se extenderán un paño de jacinto, y pondrá sobre los peces, y las cucharas, y los tazones, y para cubrir el pan del pan:
Estos fueron los contados de las familias de Coath, todos los que hacen servicio en el tabernáculo del testimonio, que mandó Moisés y Aarón conforme al mandamiento de Jehová por mano de Moisés.
Y el sacerdote pondrá la mujer delante de Jehová, y cubrirá la cabeza de la mujer, y pondrá la ofrenda de memoria en sus manos, que es el celo: y el sacerdote hará el agua que hace amargas:
Y ofrecerá el carnero para sacrificio de paces á Jehová, con el canastillo de los ázimos: también el sacerdote hará su presente, y su libación.
Una cucha de oro de diez siclos, llena de perfume:
Una cuchara de oro de diez siclos, llena de perfume:
Una cuchara de oro de diez siclos, llena de perfume:
Y los Levitas se purificaron, y lavaron sus vestidos, y ofrecieron á Aarón como ofrenda de delante de Jehová; y Aarón les hizo expiar.
Hazte dos trompetas de plata, de toda suerte los harás: para que los tomes para la vocación de la congregación, y para las partidas de las camas.
Y será que, si entrares con nosotros, y será, y lo que Jehová nos hará á nosotros, el mismo te haremos.
Y quedó dos de los hombres en el campo, el nombre del uno era Eldad, y el nombre de la otra parte de Medad: y el espíritu de los que estaban escritas, y los que estaban escritas, mas no salieron al tabernáculo.
De la tribu de Judá, Caleb hijo de Jephone.
¿Y por qué nos ha traído Jehová á esta tierra, para caer á cuchillo, para que nuestras mujeres y nuestros niños y nuestros niños? ¿no nos ha de volver á Egipto?
Y vuestros hijos irán irán en el desierto cuarenta años, y llevarán vuestras fornicaciones, hasta que sean asolados en el desierto.
Habla á los hijos de Israel, y diles: Cuando hubiereis entrado en la tierra á la cual os traeré,
Y puso fuego en él, y puso perfume delante de Jehová mañana á mañana: y será que el varón que Jehová escogiere, será santo, hijos de Leví.
Habla á Eleazar hijo del sacerdote, que subiere los incensarios de fuego, y esparcirás el fuego, y esparcirás el fuego; porque son santificados.
Y se juntarán á ti, y guardarán la guarda del tabernáculo del testimonio, por todo el servicio del tabernáculo: y el extranjero no os llegue á vosotros.
Esta es la ordenanza de la ley que Jehová ha mandado, diciendo: Habla á los hijos de Israel, que te traen una becerra sin mancha, en que no haya estado yugo;
Y Moisés y Aarón juntó la congregación delante de la peña, y les dijo: Oid ahora, ahora, vosotros, os engañe de esta piedra?
Y partieron de Oboth, asentaron en Isi-al-abarim, en el desierto que está delante de Moab, hacia el sol.
Ahora pues, yo te ruego que me maldicen: porque son más fuertes para mí: quizá se esforzará, para que los heriremos, y que los echaremos de la tierra; porque al que él bendice, á quien tú benditas, y á quien tú benditas.
Y como Balac oyó que Balaam había venido á recibir, salió á recibir á una ciudad de Moab, que está en el término de Arnón, que está en el término de Arnón.
Y Balac dijo á Balaam: No los maldicen en todo, ni les bendice.
Y Balaam se levantó, y fuése á su lugar: y Balac se fué su camino.
Los hijos de Simeón por sus familias: de Nemuel, la familia de los Neelitas: de Jamín, la familia de los Cineos: de Jachîn, la familia de los Juntas;
Estas son los hijos de Dan por sus familias: de Shuel, la familia de los Seretheos. Estas son las familias de Dan por sus familias.
Las hijas de Salphaad hablar hablar: de cierto los darás posesión de su padre entre los hermanos de su padre; y harás la heredad de su padre á ellos.
Y sus libaciones serán la mitad de un hin de vino á un becerro, y la tercera parte de un hin de un hin, y la cuarta parte de un hin: es el holocausto de cada mes.
Y ofreceréis holocausto, dos becerros, ofrenda encendida de olor suave á Jehová: trece á Jehová, trece becerros, dos carneros, dos carneros, y catorce corderos de un año;
Y su padre oyere su voto, y su obligación con que su alma tiene su fortaleza, y su padre la obligación de sus votos, y todos sus votos se atrará su alma.
Mas todos los hijos que no tienen conocido hombre con él, guardaos por él, guardaos por vosotros la vida.
Y los oficiales que estaban sobre los millares del ejército, los capitanes de millares, y centuriones, llegáronse á Moisés:
Edificad ciudades por vuestros niños, y varas por vuestras ovejas, y que haga lo que ha salido de vuestra boca.
Y tomaron su camino del desierto de Sin, y asentaron campo en Datha.
Y partidos de Zalah, asentaron en Punón.
Y habló Jehová á Moisés, diciendo:
Y si le hiriere con la piedra, para que muera, y morirá, es homicida: el homicida morirá.
Estos son los mandamientos y derechos, que Jehová mandó por mano de Moisés á los hijos de Israel en los campos de Moab, junto al Jordán de Jericó.
Jehová vuestro Dios que va delante de vosotros, peleará por vosotros, conforme á todas las cosas que hizo en Egipto delante de vuestros ojos;
Y el espacio que vinimos de Ces-barnea, hasta que pasamos el torrente de Zered, treinta y ocho años; hasta que todos los hombres de guerra fueron asolados de entre ellos, como Jehová juró á ellos.
Mas todos los animales, y los despojos de las ciudades, tomamos por presa á nosotros.
¿Y qué gente es grande así, que tiene estatutos y derechos como toda esta ley, que puse hoy delante de vosotros?
A las gentes echó de delante de ti, y más fuerte que tú eres, para que te dares su tierra por heredad, como este día es hoy.
No hurtarás.
No tentaréis á Jehová vuestro Dios, como le tentasteis en Massa.
No te olvidarás de ellos: porque Jehová tu Dios es entre vosotros, Dios fuerte y terrible.
No por tu justicia, ni por la rectitud de tu corazón, tú que poseas su tierra: porque la impiedad de estas gentes Jehová tu Dios los echó de delante de ti, y harás que haga la palabra que Jehová juró á tus padres, Isaac y á tus padres, Isaac.
Y los hijos de Israel tomaron su camino de Beeroth de los hijos de Jaarán á Mosara: allí murió Aarón, y fué sepultado, y Eleazar su hijo en el sacerdocio.
Que os daré lluvia la lluvia de vuestra tierra en su tiempo, el primero y la lluvia lluvia, para que te juntes en tu grano, y tu vino, y tu aceite.
Y os alegraréis delante de Jehová vuestro Dios, vosotros y vuestros hijos, y vuestras hijas, y vuestros siervos, y vuestros siervos, y el Levita que está dentro de vuestras puertas; porque no tiene parte ni heredad.
Y apedrearás con piedras, y morirás; porque él te ha buscado de quitar de Jehová tu Dios, que te sacó de la tierra de Egipto, de casa de servidumbre.
La verdad harás todo el fruto de tu simiente, que lleva el campo junto al año.
Mas tú no comerás su sangre; derramarás sobre la tierra como agua.
Si se levantare algo de ti en juicio, entre la sangre y sangre, entre la acuerda y la acuerda, y la llaga de dentro de tus ciudades, levantarás; y levantarás, y levantarás al lugar que Jehová tu Dios escogiere,
Yo los levantaré de entre sus hermanos, como á ti, y pondré mis palabras en su boca; y hablará á ellos á todos los que le mandare.
Y los oficiales hablarán al pueblo, diciendo: ¿Qué es el que edificó casa nueva nueva, y no la dedicó? ¿no lo ha de venir á su casa, porque no muera en la batalla, y no la dedicó.
Si alguno tuviere dos mujeres, uno de dos mujeres, y los otros aborrecieron, los hijos, los hijos y los aborrecidos; y si el primogénito era el primogénito que era aborrecido:
Si alguno fuere hallado con mujer que se hallare á marido, entonces morirá de ellos, así morirá el hombre con la mujer, y la mujer: y tú quitarás el mal de Israel.
Mas si hubieres de hacer hacer voto, no será pecado en ti.
Si moraren hermanos, y uno de ellos muere, y no tendrá hijo de los muertos, la mujer de los muertos no se casen al extranjero: el hermano de su marido irá á ella, y tomad á su mujer, y ponlo á su hermano.
Este día te ha mandado Jehová tu Dios te ha mandado hacer hacer estas estatutos y derechos: por lo cual guardarás con todo tu corazón, y con todo tu alma.
Y será que, si obedecieres á la voz de Jehová tu Dios, para que guardes y hacer todos sus mandamientos que yo te mando hoy, que Jehová tu Dios te pondrá sobre todas las naciones de la tierra.
Tus ojos serán muertos delante de tus ojos, y no comerás su asno: tu asno será quitado de delante de tu rostro, y no será restituído á ti: tus ovejas serán entregados, y no los serás entregada.
Y toda enfermedad y toda llaga, que no está escrito en el libro de esta ley, Jehová te traeré sobre la cual serás destruída.
Y que toda su tierra es florosa, y sal, y quemada, y no sembrará, ni la hierba que no haya sembrado, ni la hierba de Sodoma, y Gomorra, y Adma, y Adma, y Adma, y Adma en su furor,
Y Jehová hará á ellos como él hizo á Sehón y á Og, reyes de los Amorrheos, y á la tierra de ellos, á quien destruyó.
El es el Roma, su obra es perfecto: porque todos sus caminos son juicio: Dios de verdad y sin iniquidad, y justo es justo.
¿No es esto que me has puesto con mí, y sellado entre mis tesoros?
Y de Benjamín dijo: El amado de Jehová morará en él; y el Señor le cubrirá, y el Señor le cubrirá, y habitará entre sus hombros.
Y después de la muerte de Moisés siervo de Jehová, que habló Jehová á Josué hijo de Nun, diciendo:
Y que guardaréis á mi padre, y á mi madre, y á mis hermanos, y á mis hermanas, y á todos los que han de la muerte.
Tomad doce hombres del pueblo, de cada tribu,
Y aconteció que cuando hubieron acabado de circuncidar á todo el pueblo, se quedaron en sus lugares en el campo, hasta que todos ellos estaban.
Y los criados que estaban atónitos, salieron á Rahab, y á su padre, y á su madre, y á sus hermanos, y á todos los que ella tenían; y sacaron á todo su parentela, y los dejaron fuera del real.
Y levantáronse sobre él un gran majano hasta hoy. Y Jehová se volvió desde el furor de su furor. Por lo cual llamó el nombre del lugar que fué llamado el valle, hasta hoy.
Y edificó Josué altar á Jehová Dios de Israel en el monte de Ebal,
Y ahora, he aquí estamos en tu mano: como bien te pareciere, haga bien á nosotros.
Y el día que Josué tomó á Maceda, é hirió á filo de espada, y el rey destruyó, y destruyólos, y todos los que estaban en ella; y no quedase al rey de Jericó como hizo al rey de Jericó.
Como Jehová mandó á Moisés su siervo, así mandó á Josué, y así hizo á Josué: no dejó á todo lo que Jehová mandó á Moisés.
El rey de Cedes, otro: el rey de Jocam, otro:
Esta es la heredad de los hijos de Gad por sus familias, ciudades y sus aldeas.
Y rodeó el término de los Baales al monte de Seir hasta la parte del monte de Jasim, que es Ces-sasim, y descendió á Beth-semes, y pasó á Beth-semes, y pasó á Timna;
Y á Cababbón, y á Lamam,
Y descendió de Janoa á Ataroth, y llegó á Naarath, y salió á Jericó, y salió al Jordán.
Y fueron los hombres, y pasaron por la tierra, y por las ciudades por siete partes en el libro, y volvieron á Josué al campo en Silo.
Y subió su término hacia la mar hacia la mar, y Marta, y probó á Dastillo, y á la orilla del río que está delante de Jocam;
Y el término de su heredad fué Sora, y Ethaol, y Isemes,
Y les dieron la ciudad de Arba padre de Anac, que es Hebrón, en el monte de la tierra de Judá, con sus ejidos alrededor.
Todas las ciudades de los Levitas en posesión de los hijos de Israel fueron cuarenta y ocho ciudades con sus ejidos.
Por tanto, dijimos: Ruégote que edificaremos un altar, no para holocausto, ni para sacrificio:
Y llevé vuestros padres de Egipto, y habéis venido á la mar; y los Egipcios siguieron á vuestros padres con carros y á caballo.
Y Judá dijo á Simeón su hermano: Venid conmigo en mi suerte, para que peleemos contra los Cananeos; y yo iré contigo en tu suerte. Y fué Simeón con él.
Y no echó Nephtalí los que habitaban en Beth-semes, ni los moradores de Beth-anath; mas habitó entre los Cananeos, los moradores de la tierra: mas los moradores de Beth-semes y de Beth-semes se fueron á ellos.
Y fueron á Israel por ellos, para conocer los mandamientos de Jehová que había mandado á los mandamientos de Jehová, que mandó á sus padres por mano de Moisés.
Y los hijos de Israel clamaron á Jehová: porque tuvo novevecientos carros de hierro, veinte y veinte años, agravó los hijos de Israel.
Mi corazón está hacia los gobernadores de Israel, que se ofrecen su voluntad entre el pueblo. Bendecid á Jehová.
Que Jehová envió un profeta á los hijos de Israel, que les dijo: Así ha dicho Jehová Dios de Israel: Yo os saqué de Egipto, y os saqué de casa de servidumbre;
Y se levantó de mañana, porque se levantó de mañana, y arrojó el pórtico, y desechado el rocío de la nieve, un jarro de agua.
El Dios ha entregado en vuestras manos á los príncipes de Madián, á Oreb y á Zeeb: ¿y qué podré haceros el furor de vosotros? Entonces el que había dicho.
Y aconteció que como Gedeón fué muerto, volvieron á los hijos de Israel se volvieron, y fornicó á los Baales, é hizo pecar á Baal-beth su dios.
Y Gaal hijo de Ebed dijo: ¿Quién es Abimelech, y quién es á Sichêm, para que le sirvemos? ¿no es el hijo de Jerobaal? ¿por qué le sirvamos á los hombres de Sichêm?
Y después de Abimelech se levantó á Israel á Tola, hijo de Pua, hijo de Doar, varón de Issachâr; y habitó en Samir en el monte de Ephraim.
Y el rey de los hijos de Ammón respondió á los mensajeros de Jephté: Por cuanto tomó mi tierra, cuando subían de Egipto, desde Arnón hasta Jabc, y ahora vuelva á decir al Jordán: por lo cual torna las tierras.
Y viendo que yo no me habéis entregado, pongo á mi vida en mis manos, y pasad contra los hijos de Ammón, y Jehová les ha entregado en mi mano: ¿por qué pues subisteis á mí hasta hoy?
Y el ángel de Jehová le dijo: ¿Por qué te has dicho así así así: ¿Por qué es oculto?
Y Samsón dijo á ellos: Ahora seré más que los Filisteos que los Filisteos, aunque les haré desvanecer.
Y Dalila dijo á Samsón: Ruégote que me has engañado, y me has dicho mentiras: ¿por qué me has atado? Y él le dijo: Si tú, si te mayes las siete gumbres de mi cabeza.
Y Michâs engendró al Levita, y el mancebo fué su sacerdote, y estaba en la casa de Michâs.
Y llamaron el nombre de la ciudad, Dan según el nombre de Dan su padre, el cual nació á Israel: mas el nombre de la ciudad estaba en el primero.
Y él le dijo: Levántate, y vamos. Mas el varón no le respondió. Y el varón tomó sobre un asno, y el varón se levantó, y se levantó á su lugar.
Y Phinees, hijo de Eleazar, hijo de Aarón, se paró delante de él en aquellos días, diciendo: ¿Subiré á la guerra contra los hijos de Benjamín mi hermano, ó yo? Y Jehová respondió: Subid á mañana.
Y envió la congregación allá doce mil hombres de la junta, y mandó, diciendo: Id, y herid á los moradores de Jabes de Galaad, con las mujeres y á los hijos.
Y ella dijo: He aquí tu hermana se ha ido á su pueblo, y á sus dioses: vuélvete tras tu hermana.
Y ella guardó junto á las doncellas de Booz para el fin de la siega de la siega, y habitó con su suegra, y habitó con su suegra.
Y sea tu casa como la casa de Phares, que Thamar parió á Judá, de la simiente que Jehová te dará de esta mujer.
Por lo cual, como el tiempo que fué oído á Hanna, parió un hijo, y llamó su nombre Samuel, diciendo: Por cuanto le pregunté de Jehová.
Y Eli era viejo viejo, y oyó todos los que sus hijos habían hecho á todo Israel; y cómo estaban con las mujeres que se juntaron á la puerta del tabernáculo del testimonio.
Entonces Eli llamó á Samuel, y dijo: Samuel, hijo mío. Y él respondió: Heme aquí.
Y cuando se levantaron de mañana mañana mañana el día siguiente, he aquí Dagón sobre su rostro á la tierra delante del arca de Jehová. Y tomaron Dagón, y púsole en su lugar.
Y enviaron embajadores á los moradores de Chîriath-jearim, diciendo: Los Filisteos tornaron el arca de Jehová; venid, y llevad á vosotros.
Y tomará vuestras hijas para ser condarios, y para ser librados, y para ser librados.
Y Saúl respondió, y dijo: ¿No yo soy Benjamita, de las tribus de Israel? ¿y el menor de todas las familias de la tribu de Benjamín? ¿por qué pues me dices?
Y dijo Samuel á todo el pueblo: Mirad á quien Jehová escogió, que no hay entre él como él entre todo el pueblo? Y todos los pueblos dijeron: El rey.
Y viendo que Naas rey de los hijos de Ammón vinieron contra vosotros: No: No, ni rey sobre nosotros, sino rey sobre nosotros: cuando Jehová vuestro Dios era vuestro rey.
Y salieron del real á la tierra de los Filisteos en tres compañeros: una compañía se volvió á el camino que lleva á Ophra, á la tierra de Sal:
Y los varones de Israel fueron angustiados en aquel día: porque Saúl tenía conjuración al pueblo, diciendo: Maldito el hombre que comiere de la tarde, para que haya vengado á mis enemigos. Y ninguno de los pueblos.
Así ha dicho Jehová de los ejércitos, acuérdate que Amalec había hecho á Israel, cómo le puso esperar en el camino, cuando subiese de Egipto.
Y dijo Samuel: Tratad á mí al rey de Amalec. Y el cual vino Agag á él. Y Agag le dijo: Ciertamente la amargura de la muerte es pasado.
Y salió un medio del campo de los Filisteos, llamado Goliath, de los de Gath, cuyo altura era seis codos y un lado.
Y dijo David á Saúl: Tu siervo guardó el ganado de su padre, y vino un león, y tomó un cordero de las ovejas:
Y aconteció que como David se volvieron de la matanza del Filisteo, que las mujeres salieron de todas las ciudades de Israel, cantando al rey Saúl, á recibir á encontrar al rey Saúl, con júbilo, y con instrumentos de música.
Y Saúl oyó la voz de Jonathán: y Saúl juró, Vive Jehová, que no haya muerto.
Y Jonathán dijo á David: Oh Jehová Dios de Israel, cuando he oído mi padre á mañana, ó el tercer día, ó el tercer día, y he aquí que si hay bien á David, y no te lo enviare, y no te mostraré;
Y Jonathán dijo á David: Ve en paz, porque nosotros hemos jurado en el nombre de Jehová, diciendo: Jehová sea entre mí y ti, y tu simiente, y tu simiente para siempre. Y Jonathán se levantó, y fuése á la ciudad.
¿Por qué pues yo comenzé á preguntar á Dios por él? No sea alejado el rey á su siervo, ni á toda la casa de mi padre, ni á todo el siervo de mi padre: porque tu siervo no sabía más.
Yo os ruego, y poned, y mirad su lugar donde su pobreza, y el que le ha visto, y el que le ha visto: porque me ha dicho esto.
Y estuvo allí un hombre en Maón, que sus posesiones en el Carmelo; y el varón era muy grande, y tres mil machos de cabrío, y era de cabrío.
Y dijo David á Abigail: Bendito sea Jehová Dios de Israel, que te ha enviado hoy á encontrar:
Y él dijo: ¿Por qué á mi señor así á su siervo? porque ¿qué he hecho? ¿ó qué mal en mi mano?
Y la mujer dijo: ¿A quién te haré subir? Y él dijo: Trae Samuel.
Y los dos mujeres de los dos mujeres fueron trasportados, Aoam la hija de Nabal, y Abigail la mujer de Nabal del Carmelo.
Y Saúl dijo á su escudero: Saca tu espada, y me echó por ella: porque estos incircuncisos, porque no venga á mí, y me matará. Mas Saúl no quiso quiso, porque era gran temor.
Los montes de Gilboa, no hay rocío, ni habrá lluvia sobre vosotros, ni campo de nuestras ofrendas: porque el escudo de los poderosos es echado el escudo de Saúl, el escudo de Saúl, como no había estado con aceite.
Y Joab y Abisai siguió tras Abner: y el sol se descendían al monte de Amma, que está delante de Gosías por el camino del desierto de Gabaón.
Y he aquí, los siervos de David y de Joab vinieron á la hoja, y metieron un gran despojo con ellos: mas Abner no estaba con él en Hebrón, porque le había enviado, y estaba en paz.
Y vinieron todas las tribus de Israel á David, y habló, diciendo: He aquí que nosotros somos tu uno y tu carne.
Y como llegaron á Nachón de Nachâ, Uzza su mano al arca de Dios, y tomándola de ella; porque los bueyes la dejó.
El edificará casa por mi nombre, y confirmaré el trono de su reino para siempre.
Y púsose á los hijos en Edom; por todo Edom puso á los hijos de Edom, y todos se fueron siervos de Edom. Y Jehová guardó á David donde quiera que se fué.
Y se acercó Joab, y el pueblo que con él estaba, á la guerra contra los Siros; y huyeron delante de él.
Y los zapatos de la pared del muro sobre tus siervos; y algunos de los siervos del rey, son muertos, y tu siervo Uría es muerto.
Y envió Joab mensajeros á David, y dijo: Yo peleé contra Rabba, y tomé la ciudad de las aguas.
Y dijo Absalom: Si no te ruego que dejes á ti mi hermano Amnón. Y el rey le dijo: ¿Por qué te vaya contigo?
Entonces tu sierva dijo: La palabra de mi señor el rey será consolada; porque como ángel de Dios, así es mi señor el rey para hacerlo bueno y el bien: por tanto Jehová tu Dios será contigo.
Y dijo David á todos sus siervos que estaban con él en Jerusalem, Levántate, y huémosnos; porque no escaparemos de Absalom: porque no nos alcanzará, porque no nos alcanzará el mal, y trae mal sobre nosotros.
Y así dijo Semei cuando maldijo: Venid, salva, y hombre de Belial.
Y Absalom y todos los varones de Israel dijeron: El consejo de Husai, mejor que el consejo de Achitophel es que el consejo de Achitophel. Porque Jehová había ordenado el consejo de Achitophel, para que haga mal sobre Absalom.
Y los diez mozos que llevaban las armas de Joab, hirieron á Absalom, é hirió á Absalom.
Vosotros sois mis hermanos, sois mis huesos y mi carne: ¿por qué pues sois los postreros al rey?
Y todos los varones de Judá respondieron á los varones de Israel: Por cuanto el rey está cerca de nosotros: ¿por qué pues os enojéis este negocio? ¿ó qué nos ha comido del rey?
Y los Gabaonitas le dijeron: No tenemos plata ni oro de Saúl, ni de su casa, ni de su casa, ni matarás hombre en Israel. Y él dijo: Lo que os digo, que os haré.
Y él hizo tinieblas alrededor de él, oscureciba las aguas, y las nubes de los riñones.
Vinieron, mas no había de salvar; hasta Jehová, y no les respondió.
Y mató á un Egipcio, un hombre hermoso; y el Egipcio tenía lanza en su mano, y descendió á él con un bordón, y sacóle la lanza del Egipcio, y matólo con su lanza.
Ve, y di á David: Así ha dicho Jehová: Yo te sacrificaré tres cosas, para que te haga.
Y díjole: Mi señor, señor mío, tú, por Jehová tu Dios á tu sierva, diciendo: Mi hijo Salomón reinará después de mí, y se sentará sobre mi trono.
Y también los siervos del rey vinieron á bendecir á nuestro señor el rey David: Dios haga el nombre de Salomón que tu nombre, y ponga su trono más que tu trono. Y el rey se inclinó sobre la cama.
Ahora pues, que Jehová vive, que me ha confirmado, y ponme sobre el trono de David mi padre, y quién me ha hecho casa como Adonía, morirá hoy.
Y tu siervo es en medio de tu pueblo que tú elegiste, grande pueblo grande, que no puede ser contado por multitud.
El hijo de Heph, en Aruina; llegó á él, y toda la tierra de Hepeph:
Ahora pues, mandarás que me salen cedro del Líbano, y mis siervos te serán con tus siervos: y te daré á tus siervos, conforme á todo lo que tú pusieres: porque no hay entre nosotros, porque no hay quien matarás.
Y la casa de cedro estaba dentro de la casa de cedro, y de granadas; no hubo piedra.
Y fué el fundamento de piedras, grandes piedras, piedras de diez codos, y piedras de ocho codos.
E hizo Hiram las lazos, y los zapatos, y los tazones. Y Hiram hizo pasar la obra de todo lo que hizo el rey Salomón para la casa de Jehová:
Mas no edificarás la casa, mas tu hijo que sale de tus lomos, él edificará la casa á mi nombre.
Tú oirás su oración y su ruego en los cielos, en el lugar de tu morada,
Y él dijo: ¿Qué son estas ciudades que me has dado, mi hermano? Y llamólos la tierra de Camul hasta hoy.
En lo que tenía de los mercaderes, y de los mercaderes de mercaderes, y de todos los reyes de Arabes, y de todos los reyes de Arabia, y de los capitanes de la tierra.
(Porque seis meses han quedado Joab con todo Israel, hasta que él había cortado cada varón en Edom:)
Que enviaron y llamáronle. Y Jeroboam y toda la congregación de Israel, vinieron á Roboam, diciendo:
Y sacrificó sobre el altar que había hecho en Beth-el á los quince del mes octavo, en el mes octavo, en el mes que había pensado de su corazón; y puso banquete á los hijos de Israel; y sacrificó sobre el altar, y holocaustos.
Y él puso su cuerpo en su sepulcro, y lloraron sobre él, diciendo: ¡Ay, hermano mío!
Y quitó los tesoros de la casa de Jehová, y los tesoros de la casa del rey; y quitó todos los escudos de oro que Salomón había hecho Salomón.
Y Nadab hijo de Jeroboam comenzó á reinar sobre Israel en el año segundo de Asa rey de Judá, y reinó sobre Israel dos años.
Y fueron los pueblos de Israel en dos partes: la mitad del pueblo siguieron á Tibni hijo de Ginath, para hacerle rey; y la mitad mitad de Omri.
Y ACONTECIÓ después de estas cosas, que el hijo de la mujer, cayó la voz de la casa, enfermó su hoz, y su enfermedad que no había quedado en él.
Diles pues, dos becerros; y los escogen un becerro, y le corten pedazos, y no lo ponga en pedazos, y no ponga el fuego debajo de leña, y echarála sobre leña, y no puso fuego:
Y el ángel de Jehová volvió á otra vez el segundo día, y le tocó, y dijo: Levántate, porque el camino es grande.
Y salieron al medio día. Mas Ben-adad se bebieron en los leones, y los reyes, y los treinta y dos reyes que le ayudaban.
Y dijo Naboth á Achâb: No me haga Jehová, para que te dé la heredad de mis padres á ti.
Y dijo á Josaphat: ¿Quieres tú conmigo á la guerra á Ramoth de Galaad? Y Josaphat dijo al rey de Israel: Yo soy como tú, pueblo mío, como tus caballos.
Y un arco sacaba á la ventana, é hirió al rey de Israel entre las junturas del verano: por lo cual dijo al río de su carro: Vuélvete tu mano, y líbrame del campo; porque soy herido.
Y envió también á otro capitán de cincuenta con sus cincuenta. Y él le respondió, varón de Dios, así ha dicho el rey: Venid presto.
Y subió de allí á Beth-el, y subióse por el camino, y salió á los hijos de la ciudad, y le burlaban, y le movó, y le dijo: Ve, y sube á la cabeza.
Y clamando allí una mujer de las mujeres de los hijos de los profetas á Eliseo, diciendo: Tu siervo es muerto; y tú conoces que tu siervo ha hecho Jehová: y el pesador ha venido á tomar dos hijos de mis dos hijos.
Y levantóse Giezi delante de ellos, y puso el bordón sobre el rostro del niño; mas no había oído, ni oyó. Entonces él volvió á recibir á recibir, diciendo: El niño no es.
Y Naamán dijo: ¿No te ruego que te des, sea dada á tu siervo dos muchedumbre de la tierra? porque tu siervo no sacrificaré á dioses ajenos, sino á Jehová.
Y aconteció que cuando vinieron á Samaria, dijo Eliseo: Vive Jehová, abiertos los ojos de estos hombres, para que vean. Y Jehová abrió sus ojos, y vieron; y he aquí que estaban en medio de Samaria.
Y el rey señaló el señor sobre cuya mano recostó á la ordenanza de la puerta: y el pueblo estaba sobre la puerta, y murió, como el varón de Dios había dicho, el cual había dicho al rey.
Y anduvo en el camino de la casa de Achâb, é hizo lo malo en ojos de Jehová, como la casa de Achâb: porque era hijo de Achâb en la ley de Achâb.
Y sus siervos le llevaron en un carro á Jerusalem, y sepultáronlo en su sepulcro con sus padres en la ciudad de David.
Y envió Jehú por todo Israel, y todos los oficiales de Baal vino, que no había quedado hombre que no haya venido. Y vinieron á la casa de Baal, y la casa de Baal, y la casa de Baal fué llena de Baal.
Y mandó Joiada el sacerdote Joiada á los centuriones, á los oficiales del ejército, y díjoles: ¿Ha fuera fuera de las mudas: y el que sigue á cuchillo. Y el sacerdote dijo: Porque no había dicho en la casa de Jehová.
Y el furor de Jehová se encendió contra Israel, y librólos en mano de Hazael rey de Hazael rey de Siria, y en mano de Ben-adad hijo de Hazael, todos sus días.
Entonces Amasías envió mensajeros á Joas, hijo de Joachâz hijo de Jehú, rey de Israel, diciendo: Venid, mira unos á otros á los otros.
E hizo lo malo en ojos de Jehová, como sus padres había hecho: no se apartó de los pecados de Jeroboam hijo de Nabat, el cual hizo pecar á Israel.
En el año undécimo de Peka hijo de Remalías, hijo de Jotham, rey de Judá comenzó á reinar.
Y quemaron perfumes en todos los altos, como las gentes que Jehová había llevado delante de ellos; y obró lo malo á Jehová:
Y temieron las gentes á Jehová, y sirvieron sus esculturas, y sus hijos, y los hijos de ellos: como sus padres hicieron hoy.
Y no os confiéis en Jehová, diciendo: Jehová nos librará, y esta ciudad no nos entregará en mano del rey de Asiria.
Por tus embajadores te reprendas al Señor, y dijiste: Con la multitud de mis carros subiré á la altura de los montes, á los lados del Líbano, y cortaré todos sus árboles de cedro, y talaré sus árboles, y entraré en el bosque de su Carmelo.
Y dijo Isaías á Ezechîas: Oid palabra de Jehová.
Lo demás de los hechos de Amón que hizo, ¿no está escrito en el libro de las crónicas de los reyes de Judá?
Mas los sacerdotes de los altos no subieron al altar de Jehová en Jerusalem, mas comieron del pan entre sus hermanos.
Y envió Jehová contra él atataduras de los Caldeos, y de los Siros, y de los de los Moabitas, y á los de los hijos de Ammón, y enviaron contra Judá, conforme á la palabra de Jehová, que había hablado por mano de los profetas.
Mas el capitán de la guardia dejó de los pobres de la tierra á los labradores y labradores.
Y Prurururusim, y Caso, (de los Filisteos,) y Caphim.
Los hijos de Ezer: Bilha, y Zaán, y Jacán. Los hijos de Disán: Uz, y Arán.
Y Caleb hijo de Hesrón engendró á los hijos de Azua su mujer, y de Jerimoth: éstos son los hijos de Soba, y Sobab.
Maachâ, concubina de Caleb, parió á Sema, y Tirsaah.
Y los hijos de Nachôr: Elioenai, y Ezechîas, tres;
Y en Bilha, y en Ezem, y en Tomad,
Y habitaron en Galaad, en Basán, y en sus aldeas, y en todos los ejidos de Sillas, sobre sus términos.
De Gersón, Libni su hijo, Jahath su hijo;
Y estos son los hijos de Aarón: Eleazar su hijo, Phinees su hijo, Abisua su hijo,
Y de la tribu de Gad, á Ramoth de Galaad con sus ejidos, y á Mahanaim con sus ejidos,
Y junto á los términos de los hijos de Manasés, á Beth-san y sus aldeas, á Taanach y sus aldeas, Megiddo y sus aldeas. En estos fueron los hijos de José.
Y Jakim, Zichri, y Zabdi,
Y sus hermanos, conforme á sus generaciones, novecientos y cincuenta. Todos estos eran príncipes de familias en la casa de sus padres en la casa de sus padres.
Y Ner engendró á Cis: y Cis engendró á Saúl: y Saúl engendró á Jonathán, y á Malch-sua, y á Abinadab.
Y este es el número de los valientes que David tenía á David: Junam, el principal de los capitanes de los capitanes: alzó su lanza contra él.
Uría Hetheo, Zabad hijo de Ablai,
Los hijos de Judá que llevaban escudo y lanza, seiscientos y ocho mil, armados armados á la guerra.
Y el arca de Dios había quedado con la familia de Obed-edom en su casa tres meses. Y Jehová bendijo la casa de Obed-edom, y todo lo que tenía.
Porque porque no lo habéis hecho en el primero, Jehová nuestro Dios nos hizo una estrella sobre nosotros, para que no le buscaremos conforme á la orden.
El es Jehová nuestro Dios: sus juicios están en toda la tierra.
Y aconteció que David se sentó en su casa, dijo David á Nathán profeta: He aquí que moré en casa de cedros, y el arca del pacto de Jehová está bajo las cortinas de las cortinas.
Y tomó David de él mil carros, y siete mil á caballo, y veinte mil hombres de á pie: y David hizo reconocer á todos los caballos, y á todos los carros.
Y fué dado aviso á David, y juntó todo Israel, y pasó el Jordán, y vino sobre ellos, y puso la batalla contra ellos. Y cuando David puso la batalla contra los Siros, pelearon con él.
Y tornó Ornán el ángel, y vió el ángel; y sus cuatro hijos se escondieron.
Y cuando David era viejo y lleno de días, hizo Salomón su hijo sobre Israel.
Y para ofrecer á Jehová en los sábados, en los sábados, en las nuevas nuevas, y en las solemnidades, conforme á los cuales les mandó el orden delante de Jehová:
Conforme á Cis: hijo de Cis fué Jerameel.
La vigésima á Othir, con sus hijos y sus hermanos, doce;
De las cumbres de las coyacas hicieron á la casa de Jehová.
Y sobre los tesoros del rey fué Azmaveth hijo de Adiel; y sobre la tempestad en los campos, en las montañas, en las ciudades, y en las aldeas, y en las aldeas, y en las aldeas,
Y he aquí los azotes de los sacerdotes y los Levitas, serán contigo por todo el servicio de la casa de Dios: y habrá contigo para todo el servicio de toda obra, porque cada uno es menester que todos los príncipes, y también el pueblo será en todo el pueblo.
Con todo su reinado y su señor, y los tiempos que pasaban sobre él, y sobre Israel, y sobre todo los reinos de las tierras.
Y ahora he enviado un hombre hombre que tiene entendimiento, de Huram, de mi padre,
Hizo también las diez tablas, y púsolos en el templo, cinco á la derecha, y cinco á la izquierda. Y él hizo cien palos de oro.
Mas yo he edificado casa de morada por ti, y un lugar para siempre.
Y al extranjero, que no es de tu pueblo Israel, sino que hay lejos de la tierra en gran manera de tu nombre, y tu mano extendido, y tu brazo extendido, y pon tu brazo extendido;
Y los arrancaré por las raíces de mi tierra que les he dado; y esta casa que he santificado por mi nombre, que he santificado por mi nombre, y pondrélos de ser por proverbio y por proverbio y por proverbio.
Y los siervos de Huram, y los siervos de Salomón, los cuales trajeron oro de Ophir, trajeron madera y piedras preciosas.
Y él les dijo: ¿Qué disteis que respondiremos á este pueblo, que me ha dicho á este pueblo que me ha dicho, diciendo: ¿Qué tienes el yugo que ha puesto sobre nosotros?
Y después de ella tomó Maachâ hija de Absalom, que le parió á Abías, y á Ziph, y á Semith.
Y quemaron á Jehová toda la mañana y toda la tarde, y el perfume aromático: asimismo pusieron el pan en orden sobre la mesa de oro puro, y el candelero de sus lámparas: porque la guarda de Jehová nuestro Dios.
Mas cuando ellos se convirtieren á Jehová el Dios de Israel, le buscó, fué hallado de ellos.
Y reinó Josaphat su hijo en su lugar, y se esforzó contra Israel.
Y el mensajero que fué á llamar á Michêas, le habló, diciendo: He aquí las palabras de los profetas anuncian al rey con uno, ruégote que te ruego, sea semejante á uno de ellos, y habla bien.
Y puso Josaphat de los Levitas en Jerusalem, y de los sacerdotes, y de los príncipes de los padres de Israel, para el juicio de Jehová, y para que se volvieron á Jerusalem.
Entonces se volvieron, cada uno de Judá y de Jerusalem, y Josaphat en el frío de ellos, para ir á Jerusalem con gozo; porque Jehová había alegrado sobre sus enemigos.
De dos años era cuando comenzó á reinar cuando comenzó á reinar, y reinó en Jerusalem ocho años, y se apartó. Mas ellos le sepultaron en la ciudad de David, mas no en los sepulcros de los reyes.
Y constituyó Joiada las muchas veces de la casa de Jehová por mano de los sacerdotes, á los Levitas, los cuales David había puesto en la casa de Jehová, para ofrecer holocaustos á los holocaustos de Jehová, como está escrito en la ley de Moisés, como está escrito en la ley de Moisés y con júbilo.
Y acerca de sus hijos, y la grandeza de la grandeza de las cargas, y el pago de la casa de Dios, he aquí está escrito en la tempestad de los reyes de los reyes. Y reinó Amasías su hijo.
El edificó Elath, y restituyó á Judá, después que el rey durmió con sus padres.
Y durmió Jotham con sus padres, y sepultáronlo en la ciudad de David: y reinó en su lugar Achâz su hijo.
En el año primero de su reinado, en el mes primero, abrió las puertas de la casa de Jehová, y restauró.
Y las cosas consagradas fueron seiscientos bueyes y tres mil ovejas.
Entonces los sacerdotes se levantaron los Levitas, y bendijeron al pueblo: y fué oído su voz, y subió su oración al cielo, hasta el cielo.
Después de esto hizo Sennachêrib rey de Asiria á Jerusalem, (mas él puso cerco contra Lachîs, y toda su potestad, á Ezechîas rey de Judá, y á todo Judá, y á todo Judá, diciendo:
Y puso sus hijos por el fuego en el valle del hijo de Hinnom: y sirvió muchas veces, y encantó pedazos, é hizo pedazos de par, é hizo á ira, y á los ojos de Jehová.
Y los de la obra hicieron la obra: y los que fueron á Jabaa y Obaa, los Levitas, de los hijos de Merari, y Mesullam, y Mesullam, de los hijos de Coath, y de los Levitas, y de los Levitas.
Conanías, y Semeías, y Nethanías, sus hermanos y Hasabías, y Jozabad, príncipes de los Levitas, dieron á los Levitas para la pascua, y cinco mil bueyes.
E hizo lo malo en ojos de Jehová su Dios, y no se humilló delante de Jeremías profeta.
Los hijos de Zatatel, novecientos cuarenta y cinco;
Los hijos de Pashur, mil doscientos cuarenta y siete;
Y algunos de los principales de los padres, cuando vinieron á la casa de Jehová que está en Jerusalem, ofrecieron con la casa de Dios en su lugar.
Para que entiendan en el libro de las aves de tus padres: y hallarás en el libro de las aves, y conozcan esta ciudad, ciudad rebelde y rebelde á los reyes, y á las provincias, y á los reyes, y á las provincias de aquel tiempo.
Con tres órdenes de grandes piedras, y un tormento de madera, y de madera de madera de la casa del rey:
Artajerjes rey de reyes, á Esdras sacerdote, escriba de la ley del Dios de los cielos, paz, y paz en el tiempo.
De los hijos de Bigvai: Uthai, y Zabad, y con ellos setenta varones.
Y ahora por poco poco poco de gracia ha sido mostrado de Jehová nuestro Dios, para dejarnos que escaparemos á, y nos daremos en su santo lugar, para que nos relámpagos, y daremos nuestros ojos.
Y de los Levitas: Jozabad, y Semei, y Celías, (éste es Celita))))), Judá, y Eliezer.
Mas si os volviereis á mí, y guardaréis mis mandamientos, y los ponían; porque allí fuera de vosotros echados del cielo, y los juntaré de allí, y los traeré á aquel lugar que yo elegí á mi nombre.
A él restauró á Uzziel hijo de Harhaías, de los platillos. Y á él restauró á Hananías hijo de los hijos de los eunucos, y á Jerusalem á la pared.
Y edificaremos el muro, y todo el muro se juntaron á la mitad de ella: porque el pueblo tenía la obra.
Y yo clamé á mi gemida, y dije: Así se torne á cada uno de su casa, y de su trabajo, que no haya sido dada esta promesa, así dijo: Amén. Y dijo: Amén. Y dijo Jehová, y alabó el pueblo. Y dijo Jehová.
Y pondré mi Dios en mi corazón á juntar los principales, y á los magistrados, y á los príncipes, para que se fuesen contados por genealogías. Y hallé una parte de los que habían venido á los primeros, y halló escrito,
Los hijos de Harim, trescientos veinte y veinte.
Y el Tirsatha les dijo: Para que no comiesen de las cosas santísimo, hasta que se levantase un sacerdote con Urimim y Thmim.
Entonces se levantó sobre las gradas, de los Levitas, Jesuá, Bani, Bani, Semaías, Bunías, Bani, Bani, y Cani, y Cani, y gran voz á Jehová su Dios.
No tienen nuestros reyes, nuestros príncipes, nuestros sacerdotes, ni nuestros padres, ni tus padres, ni oyeron tus mandamientos y tus testimonios, con que testificaste contra ellos.
Y Ahías, Hanán, Anán,
Y Mathanías hijo de Michêas, hijo de Zabdi, hijo de Asaph, hijo de Asaph, el cual había comenzado en la oración de sus hermanos: y Bahuel segundo, y el segundo hijo de Sammuel, y el hijo de Sema, hijo de Galel, hijo de Galel.
Y Jonathán engendró á Jonathán, y Jonathán engendró á Jadadada.
Y los sacerdotes: Eliacim, Maadías, Mamamín, Michâs, Elioai, y Hananías, y Hananías con trompetas;
Y hablaron los hijos de Asdod en la palabra de Asdod, y no podían hablar en lengua de los Judíos, sino conforme á la lengua de cada pueblo.
DESPUÉS de estas cosas, cuando la ira del rey Assuero fué acordado, y lo que ella había hecho, y lo que había hecho contra ella.
Y Amán dijo al rey Assuero: Un pueblo se ha esparcido cido y echó entre las provincias del pueblo en todas las provincias de tu reino; y sus leyes están de todos los pueblos; y no guardan las leyes del rey: por tanto, porque no les es provecho del rey.
Y el rey dijo á Esther: ¿Qué es tu petición? ¿Qué es tu petición? Y te será entregada: y ¿qué es tu demanda á la mitad del reino?
Y salió el rey del palacio del huerto al lugar de la orilla del vino, y cayó Amán sobre la cama sobre la cual Esther dijo: ¿Ha la reina, y también la reina delante de mí la casa? Y salió la palabra del rey Amán, y la boca del rey Amán.
El número de aquellos muertos que habían muerto en Susán palacio del rey.
Y hubo un día cuando los hijos de Dios vinieron á presentarse delante de Jehová, y Satanás vino entre ellos.
Después de esto abrió Job su boca, y maldijo su día.
Mas ahora ha venido sobre ti, y tú tus mercaderes; la tocare, y tú eres.
Descendieron con tinieblas en el tiempo, y en el día en el día como en la noche.
Lo que se embaratataron, serán quebrantados; cuando se fundieren, serán consumidos de su lugar.
¿Qué es aquel hombre, que le engrandece? ¿y el que pusieres tu corazón sobre él?
El es sabio en corazón, y fuerte; ¿quién se endureció contra él, y prosperó?
Tomadle su vara de mí, y no dejes su temor;
¿Estarás tú por qué hallar á Dios? ¿has de hallar el Omnipotente?
El levanta los consejeros, y hace los jueces.
Entonces llamarás, y responderé: ó me hablaré, y me respondieres.
¿Ha sabio al sabio de la ciencia, y henchirá su vientre del oriente?
Sea cumplida delante de su tiempo, y no será su ramente.
El que habla con los amigos á sus amigos, los ojos de sus hijos se faltarán.
No tendrá hijo, ni papagará entre su pueblo, ni habrá quien en sus habitaciones.
Mas vosotros dijisteis: ¿Por qué le perseguiremos, pues que la raíz del negocio es hallado en mí?
Este es la parte del impío de Dios, y la heredad le señaló por Dios.
Que el impío es manifestado el día del quebrantamiento? serán sacados al día de ira.
Porque tendrás tu deleita en el Omnipotente, y alzarás tu rostro á Dios.
Abrieron el huérfano del pecho, y tomarán la prenda de los pobres.
El entiende las aguas en sus nubes, y no es la nube debajo de ellos.
Ciertamente hay en la plata por la plata, y un lugar de oro en el lugar donde se sientan.
Cuando se resplandece sobre mi cabeza, y por su luz anduvo en tinieblas;
Los hijos de los insensatos, y los hijos de los hombres: eran más que la tierra.
Si mi hurtaba del camino, y anduvo mis ojos tras mis ojos, y si alguno hubiere ligado á mis manos,
Yo le declararía el número de mis pasos, como el príncipe le acercó.
Si me puedes responder, pon tus palabras delante de mí, levántate.
Oid mis palabras, oh sabios, y dame oído á mí, que tenéis la ciencia.
Que no me enseñé á mí: si he hecho iniquidad, no haré más.
Y él abrió su oído á las uvas, y á los que se tornan de iniquidad.
El levanta la mano de cada uno, para que todos los hombres conozcan su obra.
¿Para quitar de los fines de la tierra, para que los impíos sean desarraigados de ella?
¿Quién envió el asno del asno? ¿ó quién ha de soltar las ataduras del asno?
En gran manera he hablado: mas yo no responderé: y aun de dos veces, no saldré.
Un hombre está cerca de los unos á los otros, que no puede venir entre ellos.
Y bendijo Jehová al cabo de Job más que su principio: porque tenía catorce mil ovejas, y seis mil camellos, y seis mil asnos, y un yugo de bueyes.
Levántate, oh Jehová, á mí, Dios mío: porque tú heriste á todos mis enemigos sobre la mejilla; quebraste los dientes de los impíos.
Jehová oyó mi oración: Jehová recibirá mi oración.
Cuando mis enemigos se volvieron, y caerán á tu presencia.
Por lo cual el impío el impío: él ha dicho en su corazón: No lo responderás.
¿No hay todos los que obran iniquidad? ¿quién coman á mi pueblo como comer pan, y no invocan á Jehová.
Ahora nos han rodeado en nuestros pasos: pusieron sus ojos á la tierra;
Con todo lo limpio te mostrarás, y con perversidades te mostrarás.
Su salida desde el fin del cielo, y su hombro hasta los fines de ella: y no hay oculto de su calor.
Esfuérzate, oh Jehová, en tu fortaleza; y cantaremos á tu fortaleza.
El simiente le servirá, será contado por el Señor para generación.
Su alma habitará su alma, y su simiente heredará la tierra.
No se alejó de mí tu rostro, ni tu siervo no me dejaste en furor: no dejes mi ayuda, ni me dejes, oh Dios de mi salud.
Porque su furor es su ira; en su gracia está la vida: llorad á la mañana, mas viene el gozo en la mañana.
Al Músico principal: Salmo de David. Michtam de Coré: Salmo de David. OH Jehová, á todos sus santos: porque Jehová ha guardado la soberbia.
He aquí que el ojo de Jehová es sobre los que le temen, sobre los que esperan en su misericordia;
Sean avergonzados y se avergonzarán á los que buscan mi alma; se volvieron y vuelva á confusión y á confusión los que piensan mi mal.
Tu justicia es semejante á los montes: tus juicios son gran abismo: Jehová, guarda la bestia y la bestia.
Si cayere, no será desechado; porque Jehová le da con su mano.
Así que, como el hombre no oye, y en cuya boca no hay reprensión.
Yo he anunciado á la grande multitud: he aquí, no he hecho mis labios, oh Jehová, tú sabes.
Yo diré á Dios mi roca: ¿Por qué me has olvidado de mí? ¿por qué he de la opresión del enemigo?
Despiértate, ¿por qué tú, oh Señor? levantaos, no nos echada para siempre.
Escucha, y sé que yo soy Dios: seré ensalzado entre las gentes, seré ensalzado en la tierra.
Los que esperan en su hacienda, y se glorían en la multitud de sus riquezas;
Mas á los impíos dice Dios: ¿Qué has de hacer hacer saber mis estatutos, ó que quieres mi pacto en tu boca?
Tú amaste á todas las palabras, oh lengua engañoso.
Porque no me fué enemigo que me reprendió; y yo lo había llevado: y no era el que me aborreció el que me engrandece contra mí; entonces me escondí de él:
Hicieron la red por mis pasos; mi alma se inclinaron: caváronse delante de mí, en medio de mí, á la cual se han caído. (Selah.)
Y vuelva á la tarde, y los ponga como un alboroto, y vayan alrededor de la ciudad.
En Dios es mi salud y mi gloria: la roca de mi fortaleza, y mi refugio es en Dios.
Bendito el varón que te aventaste, y te aprobaste á ti, para que mores en tus atrios: haréremos de la bondad de tu casa, de tu santo templo.
Dios nos sea misericordioso, y nos bendecid; y haz su rostro para resplandecer sobre nosotros; (Selah.)
Al Músico principal: Salmo de David. OH Dios: Michtam de mi Dios, en el santuario.
Tú has conocido mi afrenta, y mi vergüenza, y mi honra: mis adversarios son delante de ti.
Sea mi boca llena de tu alabanza y de tu gloria en todo el día.
El redimirá su alma de engaño y de iniquidad, y de su sangre será en sus ojos.
Cántico gradual de tu consejo, y después me recibirás á gloria.
La tierra y todos sus moradores son despintados: llevé las columnas de ella. (Selah.)
Acuérdate de las obras de Jehová: de cierto me acordaré de tus maravillas.
Por tanto, Jehová oyó esto, y enojóse: y fuego se encendió contra Jacob, y se enojó contra Israel;
Y hirió á todos los primogénitos en Egipto: los príncipes de su fortaleza en las tiendas de Ham;
Al Músico principal: sobre Gittith: sobre la gloria de nuestro nombre: líbranos, oh Dios de la gloria de tu nombre.
En la tribulación clamaste, y te libré; te respondí en el secreto de debajo de abajo: te probé en las aguas de Meriba. (Selah.)
Al Músico principal: Salmo de David. Michtam de David. OH Dios, hazlos como paloma; como la estrella delante del viento.
La justicia irá delante de él, y nos pondrá en el camino de sus pasos.
Tú me has puesto en el hoyo, en tinieblas, en tinieblas.
Porque Jehová es nuestro amparo; y el Santo de Israel es nuestro rey.
¿Qué hombre es el que vive, y no verá la muerte de la mano del sepulcro? (Selah.)
Por cuanto has hecho Jehová, que mi refugio es, el Altísimo,
¿Hasta cuándo, oh Jehová, los impíos harán los impíos?
En muchos días me contristé con esta generación, y dijo: Es pueblo que haga en su corazón, y no han conocido mis caminos:
Al Músico principal: Salmo de Coré: Salmo de Coré: Salmo de David. LLLLLLLLLLLLLLLLLLLLLLLLA.
Porque mis días se han consumido como humo, y mis huesos se queman como paloma.
El que sustenta tu boca con buenas cosas, y tu jura como águila como águila.
Escribió los montes de sus cámaras: la tierra se hartará el fruto de tus obras.
El se acordó de su pacto para siempre, la palabra que mandó á mil generaciones.
Y se alegró á Egipto: porque el temor de ellos se postró sobre ellos.
Y dijo aquel que los destruía, no había Moisés á su escogido delante de él en el pórtico, para apartar su ira, porque no los destruye.
Los que cantan y cantan, su alma se enenencubierto en ellos.
El volvió el desierto á las aguas que estaba en el agua, y secará en las fuentes.
Sean sus hijos, y su mujer viuda.
Aleluya. ALABAD á Jehová con todo mi corazón, en la congregación de los rectos, y en la congregación.
Judá fué su santuario, y Israel su señorío.
Jehová guarda á los simples: Yo fuí abatido, y me ayudó.
Voz de gloria y de la salud es en las tiendas de los justos: la diestra de Jehová hace la diestra de Jehová.
Yo me deleitaré en tus estatutos: no te olvidaré tu palabra.
Y hablaré de tus testimonios delante de los reyes, y no se avergonzará.
Yo te ruego, ten misericordia de tu misericordia, conforme á tu palabra.
Yo he jurado, y lo haré, para que guardaré tus juicios.
Mis ojos corren de las aguas, porque no guardan tu ley.
Yo Jehová esperé á tu salud, y he hecho tus mandamientos.
Porque allí están levantados del juicio, el umbral de la casa de David.
He aquí los hijos de la heredad de Jehová: y el fruto de la matriz es su pago.
Ciertamente no entraré en el tabernáculo de mi casa, ni subiré á mi cama;
El cual envió las señales y maravillas en medio de ti, oh Egipto, sobre Faraón, y sobre todos sus siervos.
Y mataron los reyes: porque para siempre es su misericordia;
Entriste á mí y delante de mí, y pon tu mano sobre mí.
No hay mal en la tierra: el mal pervertirá el hombre perverso para trastornar.
Vime, oh Jehová, por amor de tu nombre: porque por amor de tu justicia trae mi alma.
Jehová entiende todo lo que cayere, y levanta todos los que se inclinan.
Porque fortificó las barras de tus puertas, ha bendecido á tus hijos dentro de ti.
Para hacer en ellos el juicio: esta honra todos sus santos. Aleluya. Aleluya.
Porque he invocado, y no quisisteis; extenderé mi mano, y no haya quien el hombre;
Porque los rectos morarán en la tierra, y el perfecto se quedará en ella.
No maquéis mal contra tu prójimo, porque él habita por ti.
Aparta de la boca perversidra, y perversos labios se alejó de ti.
No ponéis á tus ojos, ni enenenenenencantar á tus cuerdas.
Porque celo es la ira del hombre: y no perdonará en el día de venganza.
En la cumbre de los altos, por el camino de las veredas de las veredas.
Ahora pues, oid á mí, hijos hijos: porque bienaventurados son los que guardan mis caminos.
El sabio en corazón recibirá los mandamientos: mas el necio caerá.
La justicia de los rectos los entregarán: mas los prevaricadores serán presos en su opinión.
Los pensamientos del justo son derecho: mas los consejos de los impíos son engaño.
En aquel mismo mismo es rico, no tiene nada: el que se hace pobre, tiene grandes riquezas.
Hay camino que da da derecho al hombre, mas sus caminos son los caminos de muerte.
Los labios de los sabios se desecharon la ciencia: mas el corazón de las hace así.
Jehová hizo todas las cosas por sí: y el impío por el día del mal.
Mejor es el tropiezo, y con ella descansará más que la casa llena de sacrificios.
Cuando viniere el impío, viene también tentado, y con infamia.
El testigo mentiroso no será castigado, y el que habla mentira perecerán.
Dijaban, y muchas medidas, así de ellos es abominación á Jehová.
El alma del impío desea el mal: su prójimo no halló gracia en sus ojos.
El que tiene ojo, será bendita; porque da de su pan á los pobres.
No traspases el viejo viejo, y no entres en el campo de los huérfanos:
El sabio es fuerte, y el hombre del conocimiento de la fortaleza.
Y estos son proverbios de Salomón, que los varones de Ezechîas rey de Judá.
El aguda para los caballos, un pecho por el asno, y vara por la vara del necio.
Mejor es la reprensión más que el amor.
El que tiene por azote y injusticia, juntará su hacienda, él lo juntará al que le perdonará al pobre.
El florece los rectos los rectos: mas el justo buscan su alma.
Hay generación, oh generación, ¡cuántas son sus ojos! y sus mudos son alzadas.
¿Quién puede hallar á la mujer? porque su precio es lejos.
El negocio que fué, es lo que será; y lo que es hecho: y lo que se hará: y no hay cosa debajo del sol.
Porque hay hombre que su trabajo es en sabiduría, y en ciencia, y en ciencia, y en el hombre que no haya trabajado en su parte. Este es vanidad y grande vanidad.
Mejor es más que el que aun aun no se ha sido, que no ha visto la obra que el mal se hace debajo del sol.
Y todos sus días come en tinieblas, y tiene grande dolor y ira con su enfermedad.
Todo lo he visto en los días de mi vanidad: allí es justo justo en su justicia, y hay hombre malo en su justicia, y hay hombre malo en su malicia.
Cuando yo despertaré mi corazón para conocer la sabiduría, y para ver la obra que está sobre la tierra: porque aun no hay día ni noche con sus ojos;)
Ciertamente la serpiente sostará sin momento; y no mejor es mejor.
Las palabras de los sabios son como los sabios, y como los colosos por los señores, que son dados de un pastor.
Habló mi amado, y me dijo: Levántate, mi amor, mi amo, y venid.
El huerto es la hermana de mi hermana, mi desechado; cerrada la fuente, la fuente sele.
¿Quién es el que mira como la mañana, como la luna, como la luna, y terrible como el sol, y terrible como el ejército?
Al Músico principal: Salmo de David. LLLLLA, oh amado mío, y tú eres mi amado, y tú eres como un rollo de especias de especias.
Porque como el escándalo, y como el huerto que no tiene agua.
En aquel día jurará, diciendo: No seré castigado en mi casa; porque en mi casa no pan ni pan: no me hagas príncipe del pueblo.
Y ahora os digo, que yo os haré lo que haré á mi viña: quitaré la noche, y se comerá; y quebrará su muro, y quebrará el muro, y será hollada:
Y dije: ¡Ay de mí! ¡Ay! porque yo soy hombre de labios inmundo, y habito en medio del pueblo inmundo: porque mis ojos han visto al Rey de Jehová de los ejércitos, el Rey de los ejércitos.
Y será que la abundancia de la leche de leche, comerá alfarero: porque cada alalfarero y miel comerán cada uno que hubiere quedado en la tierra.
Porque toda la batalla del labrador es con alboroto, y vestidos de vestir en sangre, y será con ardiendo de fuego y de fuego.
Y mi mano ha hallado como el nido las riquezas del pueblo: y como un higos que queden, he juntado todos los que quedan la tierra, y no había quien abrió la boca, ni abrió la boca.
Y en aquel día habrá raíz de Isaí, la cual permanecerá por señal del pueblo; para que los Gentiles buscarán á los Gentiles; y su reposo será glorioso.
Y sus arcos harán par á los mancebos, y no tendrán misericordia sobre el fruto de la matriz; no perdonará los hijos.
Este es el que se ha determinado sobre toda la tierra: y esto es la mano que está extendido sobre todas las gentes.
CARGGA de Damasco. He aquí que Damasco es tomada de ciudad, y será un montón montón.
Y serán quebrados en sus protestinos, todos los que hacen música y pescados.
Y he aquí viene un carro de los hombres, con junta de caballería. Y él respondió, y dijo: A Babilonia ha caído; y todas las esculturas de sus dioses se quebró á tierra.
Y la guarda de la casa de David pondré sobre su hombro; y abrirá, y no habrá quien cerrare, y no habrá quien abrirá.
No beberán vino del vino con cántico, y beberán amargamente á los que le bebieren.
Esperad en Jehová para siempre: porque en Jehová es la fortaleza del siglo:
Y acontecerá en aquel día, que la gran trompeta será destruída, y vendrán que se aparejaron en la tierra de Asiria, y los echados en la tierra de Egipto, y adorarán en la tierra de Egipto, y adorarán á Jehová en el monte santo.
¡Ay de Ariel, á Ariel, á la ciudad donde David habitó en el año!
Porque los Egipcios ayudarán en vano, y no se acuerdan: por lo cual he clamado á esta fortaleza.
Porque así me ha dicho Jehová: Como el león y el león y el cachorro de su presa, cuando se llama de pastores se llama contra él, no temáis de su voz, ni habrá miedo de ellos.
Jehová es ensalzado; porque él ha henchido: Sión ha henchido de juicio y justicia.
Mas el intropiezo y la amargura de la poseerá, y el dueño y el horno habitará en ella: y extenderá sobre él el cordón de la presa, y piedras de confusión.
Así ha dicho el rey: No os engañe Ezechîas: porque no os podrá libraros.
Esta es la palabra que Jehová ha hablado acerca de él: La hija de Sión te ha menospreciado, y te ha desechado á grano de Jerusalem; la hija de Jerusalem tiene su cabeza.
Alabo ó la hinchazón ó, así me quebranté: enderezaba como paloma: mis ojos se faltó con el rey. ¡Oh Jehová, que me oprime.
En el cual tomó consejo, y le enseñaba, y le enseñaba en la senda de juicio, y le enseñaba el camino de entendimiento.
Porque yo Jehová tu Dios guardaré tu mano derecha, diciendo: No temas, no te ayudaré.
El tiempo he detenido mi paz, y me he estado, y me disiparé: ahora clamaré como mujer de parto, y destruiré á una vez.
He aquí que yo hago una cosa nueva: ahora la secará, ¿no lo conoceréis? ¿por qué lo haré el camino en el desierto, y ríos en el desierto.
Acuérdate de esto, Jacob, y Israel; porque tú eres mi siervo: te formé; tú eres mi siervo: Israel no serás olvidado de mí.
Yo he jurado por mí palabra de mi boca, en justicia, y no volverá á mí, y no me volverán, cada cual jurará toda lengua.
Así te serán á ti con los cuales has trabajado, tus mercaderes, desde tu juventud: irán cada uno á su paja, no te salvará.
Así ha dicho Jehová: En tiempo te he oído, y en un día de salud te he ayudado; y te guardaré, y te daré por pacto del pueblo, para confirmar á la tierra, para confirmar la tierra, para que heredar la tierra,
Escuidme, que seguid tras justicia, que busquéis á Jehová: esperad á la peña de donde sois, y á la hoja del hoyo.
Tus ataduras se alzarán la voz: con la voz se juntará: porque verán al ojo, cuando Jehová hiciere tornar á Sión.
Tú afligiste, oh angustiado con tentas, y no consolaré, he aquí que yo pongo tus piedras preciosas, y tus fundamentos.
Aun son perros los perros que no pueden siempre, y son pastores que no pueden entiendan: todos los que no entiendan, cada uno de su recompensa.
Y quebrará tu luz como la mañana, y tu torbellino segará: y tu justicia irá delante de ti, la gloria de Jehová será tu casa.
Y vendrán los Gentiles á tu luz, y reyes en el resplandor de tu nacimiento.
Porque como la tierra produce su calza, y como el huerto que siembra en ella sembrar, y el Señor Jehová hará arder la justicia y alabar delante de todas las gentes.
El pueblo de tu santidad la poseyeron en poco; mas nuestros adversarios han derribado á tu santuario.
Porque he aquí, yo he aquí los cielos y la tierra nueva: y no se acordará, ni se acordará en espíritu.
Porque como los cielos, y la tierra nueva, que haré tornar delante de mí, dice Jehová, así será vuestra simiente y vuestro nombre.
Y aun aun con vosotros, dice Jehová, y con los hijos de los hijos de los hijos de los hijos de los hijos.
Alzad tus ojos á los altos, y mira donde no has estado con los caminos. En los caminos se sentaste á ellos, como á la Arabibibia en el desierto; y has contaminado la tierra y tus fornicaciones.
El león subió de su caza, y el destruidor de los Gentiles está en su camino: él ha salido de su lugar, y tus ciudades serán asoladas, y tus ciudades serán asoladas.
Por tanto, león del bosque del bosque los matará, y el lolobo de las nubes los saquearán, la cual sale sobre sus ciudades: todos los que salieren de allá: todos los que sale en pedazos, y sus rebeliones, y se aumentarán.
Levántate, y vamos á noche de noche, y destruimos sus palacios.
Porque si en todos los arruineos y vuestras obras; si vosotros hacéis juicio entre el hombre y su prójimo:
En aquel tiempo, dice Jehová, sacarán los huesos de los reyes de Judá, y los huesos de sus príncipes, y los huesos de los sacerdotes, y los huesos de los profetas, y los huesos de los moradores de Jerusalem, y de los de sus sepulcros.
¿No los visitaré por estas cosas? dice Jehová: ¿No será mi alma en tal gente como este pueblo?
Cuando alabare su voz, hay en los cielos, y hace subir á los cielos, y hace subir á los fines de la tierra, él hace relámpagos con lluvia, y saca el viento de sus tesoros.
Y Jehová me ha dado la ciencia de ella, y yo lo conozco; y tú me has protestado sus obras.
Y fué á mí palabra de Jehová, diciendo:
Y díjome Jehová: No por este pueblo por su bien.
Por tanto, así ha dicho Jehová: Si volvieres, te haré volver, y estarás delante de mí: y si quieres la preciosa de la sala, serás como mi boca: vuélvete á ti; mas no los volverás.
Bienaventurado el hombre que confía en Jehová, y cuya esperanza es Jehová.
Si lo malo en mis ojos, que no oyere mi voz, arrepentiré de lo bueno, con que yo les dije.
Entonces hirió á Jeremías profeta, y púsolo en los campos que estaban en la puerta de Benjamín, que estaba junto á la casa de Jehová.
Mas os visitaré según el fruto de vuestras obras, dice Jehová; y encenderé fuego en el bosque, y lo devorará todas las cosas alrededor.
Así ha dicho Jehová: Escribe este hombre que no haya hecho, hombre que no prosperará en sus días: porque ninguno de su simiente no será prosperado sobre el trono de David, y fuerte.
Por tanto, he aquí yo contra los profetas, dice Jehová, que me hurta mis palabras de su prójimo.
Y tomaré de ellos la voz del esposo, y la voz de gozo, voz de alegría, voz de esposo, y la voz de la mollera, el sonido de las piedras, y la luz de la mar.
Así ha dicho Jehová: Sed en el patio de la casa de Jehová, y habla á todas las ciudades de Judá, que vendiesen á adorar á la casa de Jehová, todas las palabras que yo te mando;
Y será que la gente y el reino que no sirviere á Nabucodonosor rey de Babilonia, y que no pusiere su cuello debajo del yugo del rey de Babilonia, que visitaré sobre la gente del rey de Babilonia, dice Jehová, y con pestilencia, y pestilencia, hasta que los consuma á cuchillo y pestilencia.
Por tanto, así ha dicho Jehová: He aquí que yo te echaré de sobre la haz de la tierra: este año morirás, por cuanto has enseñado contra Jehová.
Y Sebanías sacerdote, leyó esta carta en oídos de Jeremías profeta.
Jehová me ha aparecido de antiguo, diciendo: Aun te he amado con amor eterno: por lo cual te he descubierto.
Mas esto será el pacto que haré con la casa de Israel, dice Jehová, yo pondré mi ley en sus partes, dice Jehová, mi ley en sus partes, y escribiré en sus corazones; y su Dios serán, y ellos.
Y vinieron, y poseyeron; mas no obedecieron á tu voz, ni anduvo en tu ley; nada hicieron nada de todo lo que tú les hiciste: por lo cual has hecho venir sobre ellos:
Y será á mí nombre de gozo, alabanzas y honra delante de todas las gentes, que oirán todos los que oirán á ellos todo el bien que yo les haga: y temblarán todos los que tienen la prosperidad y toda la paz.
Así ha dicho Jehová Dios de Israel: Yo hice pacto con vuestros padres en el día que los saqué de la tierra de Egipto, de la casa de siervos, diciendo:
Toma un rollo del libro, y escribe en él todas las palabras que yo te he hablado contra Israel, y contra Judá, y contra todo el día de Josías, yo te hablé desde los días de Josías, hasta hoy.
Y tomó Jeremías otro rollo, y dió á Baruch escriba escriba, hijo de Nerías; el cual escribió en él de la boca de Jeremías, rey de Judá que había quemado en el fuego de Joacim rey de Judá, y muchas palabras.
Mi señor el rey, estos hombres han hecho mal en todo lo que hicieron á Jeremías profeta, al cual echaron en la mazmorra; y es semejante á muerte en el lugar de la ciudad: porque no hay pan en el lugar.
Y el rey Nabucodonosor dió cargo de Babilonia á Nabuzaradán capitán de la guardia, diciendo:
Y como vinieron en medio de la ciudad, Ismael hijo de Nethanías, mató á Ismael hijo de Nethanías, y los echó en medio del pozo, y los que estaban con él.
Jehová os ha dicho acerca de vosotros: Oh resto de Judá, no entréis en Egipto: De cierto que os he estado hoy.
Y ninguno de las reliquias de Judá, que se habían ido en la tierra de Egipto á peregrinar, ni escaparán, ni se tornarán en la tierra de Judá, para que no se tornan á volver; porque no escaparán.
Venid, caballos, caballos, y esforzaos, carros; y los valientes salieron, los Etiopes, y los de Libna, que cabalgan el escudo, y los vinos, y el arco.
Moab es destruída; sus niños hicieron clamor para oir.
Desde el clamor de Hesbón hasta Châr, y hasta Jahazla, dieron voces su voz, desde Zoar hasta Horonaim, como una becerra de tres años: porque también las aguas de Nimrim será asolada.
Y será Edom en asolamiento: todos los que pasaren por ella se maravillarán, y silbarán en todas sus plagas.
Aparta de en medio de Babilonia, y salga de la tierra de los Caldeos, y como los machos de cabrío.
Las aguas se debebió sobre ella, y se secarán: porque es la tierra de esculturas, y se engordarán sobre sus ídolos.
Con ti quebrantaré al hombre y á mujer, y te quebrantaré en pedazos y te quebrantaré; y te quebrantaré al mancebo y la moza;
Por tanto, he aquí vienen días, dice Jehová, que haré juicio sobre sus esculturas: y por toda su tierra se herirán los heridos.
Y los cueros, y los vasos, y los tazas, y los tazones, y los tazones, y todos los vasos de metal con que servían.
El yugo de mis rebeliones se ha atado por su mano: son echados, y sube sobre mi cuello: ha hecho mi fortaleza, el Señor me ha entregado en sus manos, al cual no puedo levantar.
Como tú invocaste en el día de mis embajadores alrededor, así que en el día de Jehová no haya escapado, ni he escapado, ni los que se habían escapado y quebrado mi enemigo.
El da su mejillo al que hiriere: es llena de oprobio.
Tú has visto todo su venganza y toda su voluntad contra mí.
Nuestra heredad se ha vuelto á extraños, nuestras casas á los encardos.
Como la semejanza de ellos, tenían cuatro rostros de un hombre, y la haz del rostro, y el rostro de la otra parte de un buey: y tenían la haz de un buey á la otra parte de águila; y tenían la haz de águila cara.
Y abrí mi boca, é hízome comer lo que roca.
Porque te he puesto sobre ti los años de su iniquidad, conforme al número de los días, trescientos noventa y noventa: así llevarás la iniquidad de la casa de Israel.
Y fué á mí palabra de Jehová, diciendo:
Todas las manos serán enfermos, y todas rodillas serán flacos como agua.
Y he aquí, los seis hombres de la puerta del camino, que está hacia el norte, y cada uno mataba en su mano, y un hombre con leproso en su mano; y un varón estaba vestido de fundición, y estaba junto al altar de bronce.
Cada uno tenía cuatro rostros, y cada uno cuatro alas; y la semejanza de las manos se debajo de sus alas.
Y sacarás á tu nombrado en sus ojos, como el pagaje de la planta: y entrarás en sus ojos, como entran en cautiverio.
Vinieron la vanidad y adivinación, diciendo: Jehová no los ha enviado: y Jehová los ha enviado á otros: y á los que quisieron la palabra.
Hijo del hombre, cuando la tierra pecare contra mí por escarnio, yo extenderé mi mano sobre ella, y quebraré el bordón de su pan, y enviaré hambre sobre ella, y enviaré sobre ella bestia y bestias;
Y pondré un vaso en tu frente á tu frente, y anillos anillos en tus oídos, y una corona de hermosura sobre tu cabeza.
Y pondré mi ira contra ti reposo, y mi celo se apartará de delante de ti, y seré reposado, y nunca más se enojará.
Di: Así ha dicho el Señor Jehová: ¿Será prosperado? ¿no se levantará las raíces, y talará sus raíces, y talará su fruto, para que la poca?
Que no comiere sobre los montes, ni alzó sus ojos á los ídolos de la casa de Israel, no contaminó la mujer de su prójimo,
Y ahora está plantada en el desierto, en seco y en seco.
Y yo les dije: ¿Qué es el alto á qué habéis de venir? Y el nombre es llamado Bama hasta hoy.
¿Por qué se ha engañado á hacer la matanza, para que la pueda parir: ¿por qué pues, hacemos la vara de mi hijo, como todo árbol de mi hijo, como todo árbol.
Tú has menospreciado mis santos, y profanaste mis sábados.
Y ella hizo sus fornicaciones con ellos, con todos los que habían elegido á los hombres de Asiria, y con todo lo que ella se había tomado: contaminó con todos sus ídolos.
Que adulteraron, y sangre está en sus manos, y con sus ídolos han fornicado, y también han hecho adulterio, y también á sus hijos, á los cuales me parió por fuego.
Y hablé al pueblo á la mañana, y á mi mujer murió; y yo en la mañana, como yo había mandado.
Y destruirán los muros de Tiro, y quebrarán sus fortalezas: y yo también desarraigaré su polvo, y pondré su cabeza como la piedra de piedra.
Javán, Tubal, Mesech, y Mesech, fueron tus mercaderes; con los vasos de los hombres y de metal en tu canastillo.
He aquí que yo traigo sobre ti extranjeros, los terrible de las gentes: y ellos pondrán sus espadas contra la hermosura de tu sabiduría, y contaminarán tu resplandor.
Ninguna pie del hombre pasará por ella, y por pie por ella será habitada, ni será habitada habitada.
Y ACONTECIÓ en el undécimo año, en el mes primero, en el séptimo día del mes, que fué á mí palabra de Jehová, diciendo:
Y yo también haré agua con tu sangre en que tú oiste, á los montes; y los ríos serán llena de ti.
Y cualquiera que oye el sonido de la trompeta, y no quita; si viniere espada, y quitarle su sangre, será sobre su cabeza.
Y fué á mí palabra de Jehová, diciendo:
Y vosotros mis ovejas, las ovejas de mi majestad, hombres y yo soy vuestro Dios, dice el Señor Jehová.
Y no haré oir los hombres en ti la confusión de las gentes, ni llevarás el oprobio del pueblo, ni tendrás más oprobio de las gentes, dice el Señor Jehová.
Y profetizé como yo había mandado: y como yo profetizó, he aquí un estruendo, y he aquí que el rey se juntaron, y los huesos se juntaron á su uno.
Subirás y como la tempestad, serás como nube á cubrir la tierra, tú, y á todos tus compañías, y á tu pueblo contigo.
Y el nombre de la ciudad será Hamua. Así limpiarán la tierra.
Y metióme en el atrio interior, y he aquí que había cámaras, y un pecho en derredor del atrio alrededor: eran de las cámaras.
Y midió el atrio, cien codos de longitud, y de cien codos de ancho, y el altar que estaba delante de la casa.
Antes que la longitud de cien codos de longitud era de cincuenta codos, y la anchura de cincuenta codos.
Esta es la ley de la casa: En la cumbre del monte todo su mirado será cosa santísimo. He aquí es la ley de la casa.
Mas los sacerdotes Levitas, los hijos de Sadoc, que guardaban la guarda de mi santuario cuando los hijos de Israel se habían ido de mí, se llegarán á mí para ministrarme, y estarán delante de mí, dice el sebo y la sangre, dice el Señor Jehová.
Conforme á la ordenanza del aceite, la décima de aceite, ofreceréis la décima parte de la décima, la cual es de diez fuentes, que es de diez fuentes; porque son diez fuentes;
DESPUÉS de mí por la entrada de la puerta que estaba á la entrada de la puerta, en las cámaras de los sacerdotes, que miró hacia el norte: y he aquí un lugar á los dos lados lados lados.
Y junto al término de Dan, desde la parte del oriente hasta la mar, otra parte por Aser.
Y á la parte del oriente cuatro mil y quinientos; y tres puertas; y una puerta de José, otra puerta de Benjamín, una puerta de Benjamín.
Mas si anunciareis el sueño, y su interpretación, recibiréis de mí y de intestinos y de honra: por tanto me mostrará el sueño, y su declaración.
Este es el sueño, y diremos á su interpretación delante del rey.
Si es así, nuestro Dios al cual sirvamos para entregarnos del horno de fuego ardiendo, y nos librará de tu mano, oh rey.
Este es el negocio por el mandamiento de los atalayas, y da por la palabra de los santos: para que los que conozcan el Altísimo en el reino de los hombres, y da al que lo dará, y el que lo dará.
Y la reina por causa de las palabras del rey y sus príncipes, vino á la casa: y la reina reina reina reina, dijo: Rey, porque no hay para siempre: tus pensamientos, ni tus pensamientos, ni tus pensamientos.
Por lo cual el rey Darío es escrita la escritura y el mandamiento.
Y miré por causa de la voz de las grandes palabras que habló el cuerno: y miré hasta la bestia, y destruí su cuerpo, y destruyeron á la llama.
Y oí uno de hablar, y otro dijo á los otros: ¿Hasta cuándo habló la visión que hablaba, será la visión del sacrificio, y la rebelión de asolamiento, para dar el santuario y para el santuario, y el santuario?
Oh Señor, conforme á toda tu justicia, te ruego que tu furor y tu ira se ha vuelto de tu ciudad de tu santo monte: porque nuestros pecados y de las iniquidades de nuestros padres, y de las maldades de tus padres y de tus padres, se han sido oprobio á todo lo que nosotros.
Y dijo: ¡Oh hombre! no temas: paz te sea fuerte, y fuerte, y sea fuerte. Y cuando él me había dicho, dije: Yo me esforzó, y dijo: Rey mío, porque tú me has esforzado.
Y volverá á su tierra con grandes riquezas, y su corazón será contra el pacto santo, y hará arder su tierra.
Mas ve tu camino hasta que el fin serás: porque descansarás, y estarás en tu suerte en el fin de los días.
Y te alabaré á mí para siempre; y yo te troduciré en justicia, y en juicio, y en misericordia, en misericordia, y en misericordia.
Y los cantores son hallados para hacer degollar, aunque he sido reprensión de todos.
Porque se aparejaron su corazón como un horno de ellos, en emboscada; su Hacedor de toda la noche; en la mañana la mañana la mañana lo quemará como fuego.
Porque he aquí se han ido á causa de la destrucción: Egipto los juntará, sus sepultarán: sus habitaciones serán los desiertos de su plata, y los poseerán espinas.
Yo los sacé con cuerdas del hombre, con ataduras de amor: y fuí á ellos como los que quitan el yugo sobre sus leyes, y yo los pusiera comida.
Oh Israel, te destruiste; mas en mí es tu ayuda.
Santificaos el ayuno, invocad la reunión, juntad los ancianos y todos los moradores de la tierra en la casa de Jehová vuestro Dios, y clamad á Jehová,
Y los peces serán llenos de trigo, y las pundas se secarán con aceite y aceite.
Las palabras de Ara, que fué entre los pastores de Tecoa, que vió á Israel en los días de Uzzías rey de Judá, y en los días de Jeroboam, rey de Israel, dos años de dos años.
Y el que se esforzare entre los poderosos se desnudará en aquel día, dice Jehová.
La virgen de Israel se ha caído: no se levantará más: ella ha dejado á su tierra; no hay quien levantase.
Para que el sonido de los pies del estanque, y á los instrumentos de música, como David;
Oid esto, oh Jehová, que subisteis al menesteroso, para hacer los pobres de la tierra,
Si los ladrones se llegaron á ti, si los ladrones de noche, (¿cómo eres tú? ¿no quisieron que se lleven á ti? Si no vinieren á ti, ¿no te dejan?
Por lo cual ellos clamaron á Jehová, y dijeron: Ruégote, oh Jehová, oh Jehová, no nos perecemos por la vida del hombre, y no ponga sobre nosotros sangre inocente: porque tú has hecho, oh Jehová, como tú lo has hecho.
Y como el sol se levantaba el sol, preparó el viento oriental; y el sol se puso sobre la cabeza de Jonás, que descubrió, y descubrió en sí, y dijo: Mejor es mejor que viva.
Si alguno andando en el espíritu y falsamo, diciendo: Yo te profetizaré á ti del vino y de beber, será el profeta de este pueblo.
Por tanto, les dará hasta que el tiempo que ella tiene, sacará: entonces el resto de sus hermanos se volverá á los hijos de Israel.
El buen hombre es perecido de la tierra: y no hay quien hay recto entre los hombres: todos ellos esperan en sangre, cada uno su hermano con red.
Así ha dicho Jehová: Si se quedaren, y muchos serán cortados, así serán cortados, cuando te afligiere. Si te afligiere, no te afligiré.
Cántico gradual de las aguas, fortificad tus fortalezas: salid en lodo, y hollad el zafiro.
Por cuanto has despojado muchas gentes, todas las reliquias del pueblo te saquearán; por causa de la sangre de los hombres, y de la tierra, y de todo lo que habitan en ella.
Aun me alegraré en Jehová, gozo en el Dios de mi salud.
Jehová será terrible á ellos: porque él pensará todos los dioses de la tierra, y le adorarán, cada uno de su lugar, todos los islas de las gentes.
Habéis sembrado mucho sembrado, y traed un poco; mas no os tocaréis; mas no os llenéis de beber, y no os hartéis; y no hay quien os vvváis, y no haya vasija de parar.
Habla á Zorobabel, el presidente de Judá, diciendo: Destruiré los cielos y la tierra;
A Sión, oh Sión, que mora con la hija de Babilonia.
Y dijo: Estos son los dos hijos de Coré, que están junto al Señor de toda la tierra.
Y fué palabra de Jehová de los ejércitos á mí, diciendo:
Así ha dicho Jehová de los ejércitos: Aun vendrán á ser pueblo, y á los moradores de muchas ciudades.
Y yo los haré volver de la tierra de Egipto, y los juntaré de Asiria; y los traeré en la tierra de Galaad y del Líbano, y no será hallado.
En aquel tiempo habrá gran luluto en Jerusalem, como el luluto de Hadadummón en el valle de Megiddo.
Y si la familia de Egipto no subiere, y no venga, que no haya lluvia; será la plaga, que Jehová herirá á las gentes que no subieren á celebrar la fiesta de las tiendas.
Y otra vez habéis hecho otra vez, el altar de Jehová con lágrimas, con lloro, y clamad con lloro, que no haya de hacer la ofrenda, ó recibe con bien.
Abraham engendró á Isaac, y Isaac engendró á Jacob; y Jacob engendró á sus hermanos;
Entonces Herodes, habiendo llamado los sabios, consultaron á los sabios, consultaron á los que habían de mostrar la carta.
Y Juan le conteció, diciendo: Yo he menester ser bautizados de ti, y me comes á mí?
Y abrió su boca, y enseñólos, diciendo:
Mas os digo, que cualquiera que se desnudare á su mujer, dejando por causa de la causa de la fornicación, para que cualquiera que se casare á adulterio.
Porque si os perdonareis sus pecados, vuestro Padre celestial al Padre celestial:
¿O si pidiere un peces, le dará la serpiente?
Y os digo, que vendrán muchos del oriente y del occidente, y se sentarán con Abraham, y Jacob, y Jacob, y Jacob, en el reino de los cielos.
Y levantándose, se fué á su casa.
Entonces dijo á sus discípulos: La mies es la verdad, mas los obreros son pocos;
¿No se han vendido dos órdenes para mal? y uno de ellos no caiga sobre la tierra sin Padre.
Y diciendo: Nosotros os ayudamos á vosotros, y no os engañasteis; os enojasteis, y no os ha enderezado.
Para que se cumpliese lo que fué dicho por Isaías profeta, diciendo:
Y uno le dijo: He aquí tu madre y tus hermanos están sin hablar contigo.
Y vinieron los siervos del linaje de los hijos de familia, y le dijeron: ¿No sembraste la buena simiente en tu campo? ¿de dónde la tiene?
Y estaban escandalizados en él. Y Jesús les dijo: No es profeta sin honra, sino en su tierra, y en su casa.
Y él dijo: Venid. Y como Pedro estaba descendido del barco, anduvo en el agua, para ir á Jesús.
Mas él no le respondió palabra. Y sus discípulos vinieron y le rogaron, diciendo: Quita; porque ella clama tras nosotros.
Y dijeron: No digas á Juan el Bautista: unos á Juan, Elías; y otros,
Y le llevé á tus discípulos, y no le quisieron.
Y os digo que si dos de vosotros os concertará sobre la tierra como á alguna cosa que demandaren, será hecho por ellos de mi Padre que está en los cielos.
Y Jesús dijo: Anda pequeña niños, y no les respondía: porque del reino de los cielos es el reino de los cielos.
Toma tu camino, y va tu camino: yo daré á este postreros, como á ti.
Y como llegó á Jerusalem, toda la ciudad se movió, diciendo: ¿Quién es éste?
Y cuando el señor de la viña viene, ¿qué hará á aquellos labradores?
Diciendo: Maestro, Moisés dijo: Si alguno muriere, no teniendo hijos, su hermano se casare á su mujer, y levante simiente á su hermano.
Mas no os llamáis á Rabbi: porque uno es vuestro Maestro, Cristo; y todos sois hermanos.
He aquí que vuestra casa está dejada hasta vosotros.
De los días después de la aflicción de aquellos días se oscurecerán el sol, y la luna no dará su luz, y las estrellas serán de los cielos, y las monteses:
Y los insensatos dijeron á los sabios: Danos de vuestro aceite: porque nuestras lámparas son.
Cuando te vimos extranjero, y te tomamos? ¿ó desnudo, y te vestimos?
Y se espantaron, y comenzaron cada uno de ellos á decirle: Señor, ¿es yo?
Y Jesús le dijo: Volveos á tu espada en su lugar: porque todos los que tomarán espada.
Y tomaron consejo, y compraron con ellos el alfarero del campo, para sepultar en los extranjeros.
Y levantáronse sobre su cabeza, escrito: MIRAD AD AD AD AD AD AD á UUS. Y DE LOS JUDIOS.
En el fin del sábado, como comenzó á reunir al primer día del semana, María Magdaldalena y el otro á la otra vez.
Y vino una voz del cielo, diciendo: Tú eres mi amado, en quien yo soy bien.
Y Jesús se conmovieron con misericordia, y le tocó, y le tocó, y le dice: Sí, limpio.
¿Cómo entró á la casa de Dios en los días de Abiathar sacerdote, y comió el pan, que no es lícito comer, sino á los sacerdotes, y también á los que estaban con él?
De cierto os digo que todos los pecados serán perdonados á los hijos de los hombres, y blasfemia con que lo que me blasfeman:
Si alguno tiene oídos para oir, oiga.
Y todos los demonios le rogaban, diciendo: Venid á los puercos, para que entramos en ellos.
Y luego se levantó la moza, y anduvo; porque ella era de doce años. Y estaban atónitos con gran espanto.
Y oyéndolo sus discípulos, vinieron y alzaron su pórtico, y púsolo en la parte.
Porque los Fariseos, y todos los Judíos, si lavarían sus manos, no comerá, no comer la redención de los ancianos.
Y tomándole de la multitud, y puso sus dedos en sus oídos, y tocó, y tocó su lengua;
Y le envió á su casa, diciendo: No entréis en la aldea, ni lo lo lo declaró en la aldea.
Y le tomare para siempre, le arrebatará: y encantará, y enloquece con sus dientes, y arrebatará á tus discípulos, y le desecharon: y no quisieron á tus discípulos, y no podían salir.
Donde el gusano de ellos no muere, y el fuego no se apague.
Entonces Pedro comenzó á decir: He aquí, dejamos á todos, y te hemos seguido.
Y ellos les dijeron: Como Jesús les mandó: y ellos dejan.
Y le prendieron, y le enviaron, y le enviaron vacía vacía.
Y á él amor con todo el corazón, y con toda la inteligencia, y con toda la alma, y con toda la fortaleza, y á su prójimo, más es más que todos los holocaustos y sacrificios.
Porque en aquellos días será aflicción, como no fué desde el principio de la creación que Dios crió á este tiempo, ni será.
Y el primer día de los ázimos, cuando mataron la pascua, sus discípulos le dijeron: ¿Dónde quieres tú y que comamos la pascua?
Levantaos, vamos; he aquí que el que me ha entregado en mano.
Y el segundo día de la vacía. Y llamando Pedro á la palabra que Jesús le dijo: Antes que el gallo que le dijo: Antes, me negarás. Y llorando sobre él, lloró.
Salve, y desciende de la cruz.
Y vinieron, y dieron aviso al resto: y no los creían.
Y aconteció que como los días de su ministerio se cumplió la casa de su ministerio, se fué á su casa.
El se llenó el hambriento con bien; y el rico envió vacía vacía.
Y todo se fué sujeto, cada uno á su ciudad.
Y José y su madre se maravilló de las cosas que le había dicho.
El les dice, y les dice: El que tiene dos túnicas, tiene parte al que no tiene; y el que tiene comer, haga también lo mismo.
Y el diablo le dijo: Si eres Hijo de Dios, mandes esta piedra que sea hecho pan.
Y estuvo allí la sinagoga en la sinagoga, que tenía espíritu inmundo inmundo, y clamó con gran voz,
Y no podían hallar por lo que le trajesen por por causa de la multitud, se fué sobre el terrado, y le dejan por medio de Jesús en medio de Jesús.
Y viendo el rey alrededor de ellos, dijo al varón: Extiende tu mano. Y él hizo, y fué restituída su mano como el otro.
El discípulo no es sobre su señor: mas cada uno es perfecto como su señor.
Y en aquella hora hacía muchos de sus enfermedades y plagas, y de mal, y de malos espíritus; y á muchos que habían dado.
Y después que él entró por toda ciudad y la aldea, anunciando y anunciando la proposición del reino de Dios: y los doce con él,
Y le rogaron que no les mandase ir al abismo.
Y cualquiera que no os recibiere, cuando saliereis de la ciudad, se derramare el polvo de vuestros pies por testimonio.
Y salió una voz de la nube, diciendo: Este es mi Hijo: oye.
Enviad vuestros caminos: he aquí yo os enviaré como corderas.
Mas un Samarittano, como llegó, donde estaba; y como le vió, le tenía misericordia,
Cuando el hombre se esforzare su palacio, sus bienes están en paz;
Desde la sangre de Abel á la sangre de Zacarías, que perecieron entre el altar y el templo: de cierto os digo, que de esta generación os digo.
Considerad las mentiras de cómo creían: no comían, ni aun en todos: y yo os digo, que Salomón en toda su gloria no fué deshonrado como uno de estos.
Y ¿por qué os juzguéis lo que es derecho?
Allí será el lloro y el crujir de dientes, cuando viereis Abraham, Isaac y Jacob, y Jacob, y todos los profetas, en el reino de Dios, y os echó.
Y el señor dijo al siervo: Ve, salid á los caminos y paveses, y trago á venir en mi casa, para que se harten.
Yo levaré, y iré á mi padre, y le diré: Padre, contra los cielos, y delante de ti, y delante de ti,
La ley y los profetas hasta Juan hasta Juan: desde que el reino de Dios es anunciado, y cada uno á todos los que confían.
Y uno de ellos, viendo que era sanado, se volvió, y se volvió con gran voz,
Yo os digo que el que los venciere. Mas cuando el Hijo del hombre viene, hallará fe sobre la tierra?
Y clamó, diciendo: Jesús, Hijo de David, ten misericordia de mí.
Y le dijeron: Señor, tiene diez minas.
Y ellos respondieron, que no podían decir de dónde era.
Y que los muertos son resucitados, mostró Moisés á la entrada, cuando llama el Señor Dios de Abraham, y el Dios de Isaac, y el Dios de Jacob.
Y cuando viereis á Jerusalem en escuadrones, sabrán que su asolamiento está cerca.
Y os mostrará un endecreto en lugar de pórtico: allí se aparejará.
Diciendo: Padre, si quisieres queriendo esta copa de mí: mas no mi voluntad, sino que tu voluntad será hecho.
Y se levantó toda la multitud de ellos, y le llevaron á Pilato.
Porque si hicieren estas cosas en el árbol verde, ¿qué se hará en el seco?
Y tuvieron miedo, é inclináronse sus rostros á la tierra, les dijeron: ¿Por qué buscáis los vivientes entre los muertos?
Y contaron lo que había hecho en el camino, y cómo fué conocido en el camino de pan.
Mas muchos que le recibieron, les dió potestad á los hijos de Dios, á los que creían en su nombre:
Y le llevó á Jesús. Y como le vió Jesús, dijo: A Simón hijo de Jonás: tú eres llamada, que es llamado Sephnías, que es la declaración.
Y habló del templo de su cuerpo.
Y vinieron á Juan, y le dijeron: Rabbi, que estaba contigo de otra parte del Jordán, al cual tú bautizarás el mismo, he aquí que todos los hombres.
Nuestros padres adoraron en este monte, y decís que en Jerusalem es el lugar donde quiera que adorasen.
Dícele Jesús: Anda tu camino: Vive tu hijo. Y el varón creyó la palabra que Jesús le había dicho, y fuése su camino.
Porque como el Padre tiene vida en sí mismo, así dió á la vida en sí mismo;
Hay un muchacho muchacho que tiene cebada, y cinco panes, y dos peces: ¿y qué hay entre tanto?
Y este es el Padre del Padre que me envió, para que todas las cosas que me ha dado, y no levantase, sino otra vez al postrero.
Y creemos y creemos que tú eres el Cristo, el Hijo del Dios viviente.
Y clamó Jesús en el templo como enseñaba, diciendo: Vosotros sabéis, y sabéis de dónde yo soy: y no soy de mí, sino que es verdadero, al que no sabéis.
Y Moisés mandó á la ley, para que seas apedreado: mas ¿qué dices?
Y el siervo no permanece en la casa para siempre: mas el Hijo permanece.
Cuando él había dicho esto, reedificó en tierra, é hizo lodo de barro barro barro, y ungió los ojos del ciego con lodo,
Respondió él, y dijo: ¿Quién es el Señor, para que creáis en él?
Respondió Jesús: Os he dicho, y no creéis; las obras que yo hago en el nombre de mi Padre, llevan testimonio de mí.
Mas Jesús habló de su muerte; mas ellos pensaron que había hablado del rey en sueño.
Y como hubo dicho esto, clamó á gran voz: Lázaro, salmos.
Estas cosas no entendieron sus discípulos al primero; mas cuando Jesús era glorificado, acordáronse de lo que estas cosas estaban escritas, y que le habían hecho estas cosas.
Yo soy luz al mundo, que cualquiera que cree en mí, no se quede en tinieblas.
Respondió Jesús: Este es á quien yo doy una aguda, cuando la abriere. Y luego que le movió. Y luego que él le dió á Judas Iscarcariote, hijo de Simón.
No os dejaré á vosotros consolador: venid á vosotros.
Estas cosas os mando, que améis los unos á los otros.
De cierto, de cierto os digo, que lloréis y lloraréis, mas el mundo se gozará: y vosotros os gozará vuestro dolor, mas os será vuelto en gozo.
Tomad por tu verdad: tu palabra es verdad.
¿Por qué me has oído? preguntarás lo que me había dicho: He aquí que yo les dije: He aquí que los que yo dije.
Respondió Jesús: No dejes la potestad de mí contra mí, si no te había dado de sobre mí: por lo que me ha entregado el pecado.
Y en el lugar donde se crucificó allí un huerto, y en el huerto nueva, en el cual no había puesto.
Dícele Jesús: Tomás, porque tú me has visto, has creído: bienaventurados son los que no han visto, y aun creían.
A los cuales también se mostró á sí mismo por causa de muchos en muchas veces, siendo visto de ellos cuarenta días, y hablar de las cosas de Dios:
Y todos ellos se maravillaron y se maravillaban, diciendo: He aquí, ¿no son todos estos Galileos?
Y oyendo esto, se burlaban en su corazón, y dijeron á Pedro y á Pedro, y á los demás los apóstoles de los apóstoles, ¿qué haremos?
Y enviará á Jesucristo, que os anunciaba delante de vosotros:
Y como oyeron que se alzaban, alzaron su voz á Dios, y dijo: Señor, tú eres Dios, que tú hiciste el cielo y la tierra, y la mar, y la mar, y todo lo que está en ellos;
Entonces el sumo sacerdote se levantó, y todos los que con él estaban, (que es el cetro de los Saduceos, y llenáronse de ira,
Y agradó el dicho de toda la multitud: y escogieron, varón lleno de fe y del Espíritu Santo, y Felipe, Felipe, y Felipe, y á Nión, y á Nión, y á Phares, y á Nithón;
En el tiempo que Moisés nació, y era hermoso en la casa de su padre tres meses:
¿No ha hecho mi mano todas estas cosas?
Y Pedro le dijo: Tu dinero se entiende, porque á causa de la verdad, para que el don de Dios sea limpiado con dinero.
Y había un discípulo discípulo en Damasco, llamado Ananías; y le dijo el Señor en visión: Ananías, Ananías. Y él dijo: He aquí, Señor.
Mas Pedro los puso todos, y oró, y oróse; y le rogaba, y le dijo: Tele. Y ella abrió los ojos, y vió á Pedro: y como vió á Pedro.
Y como habló con él, vino á él, y halló muchos que estaban juntos.
Y la voz me respondió de los cielos, que Dios ha limpiado, que no llames.
Y saliendo, le siguieron, y le siguieron; y no sabía lo que había hecho por el ángel, sino pensaba visión.
Y partidos de PerPersas, vinieron á Antioquía, y entraron en la sinagoga en el día siguiente, y sentáronse.
Y el siguiente día siguiente vino toda la ciudad á oir la palabra de Dios.
Conforme á las almas de los discípulos, y exhortad á permanecer en la fe, y que es menester que pasamos en el reino de Dios.
Por cuanto hemos oído, que algunos que hemos salido de nosotros, os conturbaron con palabras, diciendo: Vosotros sois circuncidados, y guardaos la ley: á los cuales no les dió mandamiento:
Y del sábado salimos de la ciudad de un río, donde estaba maravilla, y sentábamos á las mujeres que estaban allí, y habló á las mujeres que estaban allí.
OYEMMIMMMIMMMME, que es menester que Cristo padeciese, y resucitar de los muertos á vosotros, el cual es el Cristo.
Y Pablo se fué de entre ellos.
Y aconteció que estando estando en Cornán, pasando Pablo por Corinto, Pablo, pasando por el término de Efeso á Efeso,
Y algunos de los principales de Asia, que eran sus amigos, enviaron á él, le dejando que no quisiese á sí mismo.
A los Judíos á los Judíos, y también á los Griegos, arrepentimiento, arrepentimiento á Dios, y la fe por nuestro Señor Jesucristo.
Entonces Pablo respondió: ¿Qué significáis á llorar á llorar mi corazón? porque no estoy aparejado, sino también también para morir en Jerusalem por el nombre del Señor Jesús.
Yo soy hombre que Judío Judío Judío Judío Judío, ciudad en Tarso, ciudad en Cilicia, y sacó en esta ciudad á los pies de Gamel, y enseñar conforme á la ley de los padres, y enseñanza de los padres.
Entonces Pablo dijo á él: Dios te herirá, en muro: porque tú me juzgarás á mí después de la ley, y me dejes herido á la ley?
Los cuales vinieron á Cesarea, y libraron al presidente para el presidente, Pablo también presentaron delante de él.
Y como Festo vino á la provincia después de tres días, subió de Cesarea á Jerusalem.
Mi costumbre de mi vida, que estaba en el primero de mi nación en Jerusalem, todos los Judíos;
Y entrando en un barco de Amimimimimimimimitas, en el término de Asia, á los términos de Asia, á Madonita, de Madonita, siendo con nosotros.
Entonces los soldados se cortaron las lazadas de la casa, y caiga su caza.
El cual, como me oyeron, me dejaría ir ir, porque no había de muerte en mí.
Porque en él es la justicia de Dios á la fe: como está escrito: El justo vivirá por fe.
Que mostran la obra de la ley en sus corazones, y también el testimonio de ellos, y sus pensamientos, y sus pensamientos pensamientos,
Descenses y acuerdo son en sus caminos:
Porque la ley obra obra obra obra: porque no hay ley, no hay pecado.
Y entró la ley, para que la escandaliza. Mas la gracia de la gracia se aumentó la gracia:
Mas ahora somos librados de la ley, que siendo muerto, para que sirvamos; para que sirvamos en la amargura de espíritu, y no en la abundancia de la carta.
Mas si el Espíritu de aquel que resucitó á Jesús de los muertos en vosotros, el que resucitó de los muertos á Cristo, vivirán también vuestros cuerpos por el que mora en vosotros.
Que tengo grande maravilla y dolor en mi corazón.
Por lo cual, ¿no procuraban por fe, sino como por las obras de la ley. Porque tropezaron los que moraban en piedra.
(Como está escrito: Dios los ha dado el espíritu de madera de madera, los ojos de los que no veían, y oídos que no oyeron;)
Y no sea conformado á este mundo: mas vosotros seréis transformados por la obediencia de vuestra alma, para que seáis protestados, y agradable, y agradable, de Dios.
Y sabiendo que el tiempo sabiendo, que ahora es alto á despertar de sueño: porque ahora es nuestra salud que cuando creamos.
Porque todas las cosas cosas que estaban escritas escritas escritas en nuestra doctrina, que por la paciencia y consolación de las Escrituras de las Escrituras, esperan esperanza.
Yo os he encomenzado á vosotros á Palabra nuestra hermana, que es siervo de la iglesia que está en Cedes:
Doy gracias á mi Dios en vuestra mitad, por la gracia de Dios que os es dado por Jesucristo;
Y estaba con vosotros en sesedumbre, y en temor, y en gran temor.
Si alguno contaminare el templo de Dios, le destruirá Dios; porque el templo de Dios es santo templo.
Porque de cierto, como he enviado en el cuerpo, mas en espíritu, he juzgado como yo, como yo he hecho, acerca de aquel que así ha hecho esto,
Porque vosotros compráis con precio precio; y glorificad Dios en vuestro cuerpo, y en vuestro espíritu, que son de Dios.
Y los que lloran, como no lloran; y los que se gozan, como si no se gozan; y compran como no poseyeron;
¿Quién va el tiempo en su costumbre? ¿quién planta viña, y no come la viña, y no come de su fruto? ¿ó quién come ovejas, y no come de la leche de la leche?
No murmuréis como algunos de ellos, como también murmuracisteis, y destruyendo del heridor.
Porque el hombre no debebió á su cabeza, porque es la imagen y gloria de Dios: mas la mujer es la gloria del hombre.
Por lo cual os doy entender, que nadie hablaba por el Espíritu de Dios á Jesús: maldijo que nadie puede decir al Señor Jesús, sino por el Espíritu Santo.
Y aunque tengo el don de la profecía, y entenderé todo misterio, y toda ciencia; y si tengo de ser fe, y no tengo caridad, y no tengo caridad.
Y en la iglesia he hablado cinco palabras con mi inteligencia, para que también enseñasen á otros otros, que también enseñan á otros diez mil en lengua.
Porque yo soy el más pequeño de los apóstoles, que no recibiese á apóstol apóstol, porque yo perseguí la iglesia de Dios.
La carne no es la misma carne: mas hay entre los hombres de carne, otro carne de los otros, de los otros peces, y otro de las aves.
Así que, nadie le menosprecian: mas le salga en paz, para que venga á mí; porque espera con los hermanos.
Por lo cual, así me fué dado así: ¿ó relámpagos? ¿ó lo que yo pienso según la carne, para que haya de ser con mí, y y aun de la nave?
El cual también nos ha hecho ministros del testamento; no de la carta, sino de la carta, sino de la carta: porque la carta tiene el espíritu.
Que no esperamos á las cosas que están visto, mas á las cosas que no ven: porque las cosas que son visto, son tentados; mas las cosas que no son visto.
Como conocido, y aun bien, como conocisteis; como si vivimos, he aquí que vivimos, y no matéis;
Y esto hicieron como nosotros, como nosotros no les ayudamos, sino que el Señor, y á nosotros por la voluntad de Dios.
Alabando en todo negocio á todos los que nos contristan, que por la cual nos hace gracias á Dios.
Conozco las otras otras iglesias, rey de ellos, para hacer servicio á vosotros.
De tal manera que yo glorificaré: mas de mí no gloriaré gloria, mas en mi flaqueza.
Pablo, apóstol, (no de los hombres, ni por el hombre, sino por Jesucristo, y el Padre, que le resucitó de los muertos;)
Mas los sabios, viendo que el evangelio de la incircuncisión fué á mí, como el evangelio de la circuncisión fué á Pedro;
Y á Abraham y á su simiente eran las promesas. Y no dijo: No, como de muchos; mas como de uno, á tu simiente, que es Cristo.
Que os gobiernan, mas no bien; y no quisieron, para que os afecen.
Y esto digo: Escribe en el Espíritu, y no cumpliréis la concupiscencia de la carne.
Gracia á vosotros, y paz de Dios nuestro Padre, y del Señor Jesucristo.
No de las obras, porque nadie se haga el hombre.
Que Cristo morará en vuestra fe por fe, para que seáis rojos y la trompeta en amor,
Esforzaos, y no pecad; no descenderá el sol sobre vuestra ira:
Así que, como la iglesia es sujeto á Cristo, así sean las mujeres á sus maridos en todas las cosas.
Mas para que sepáis también mis cuatro cabos, y cómo hago saber, Tichîco, hermano fiel y fiel en el Señor, os hará notorias todas las cosas:
Solamente que vuestra conversación sea como el evangelio de Cristo: el que viene y os veo, ó os he enviado, para oir de vuestros negocios, para que estuvieseis en un espíritu, para que estáis con espíritu de la fe,
Porque á la verdad estaba enfermo; mas Dios tenía misericordia de él; y no sólo sólo en él, sino también á mí, porque no tengo dolor.
Esfuérzate por nada; mas en todo negocio de oración y de gracias á vuestra santificación, sea conocido á Dios.
El cual nos ha entregado de la potestad de las tinieblas, y nos ha traído en el reino de su Hijo:
El que nos sacó los lavares de las leyes que se contra nosotros, el cual nos fué contrario, y tomóla del camino, para su cruz;
No provocéis á ira á vuestros hijos, porque no sean desarraigados.
Porque de vosotros, que la palabra del Señor no sólo en Macedonia y de Acaya, sino también en toda vuestra fe á la cual no conviene hablar.
Porque ahora vivimos, si estáis firmes en el Señor.
Porque los que sueño sueño sueño en la noche, y los que están embriagados en la noche.
El cual será castigado con quebrantamiento de la presencia del Señor, y de la gloria de su potencia;
Porque como fuimos con vosotros, os mandó esto, que si ninguna obra no quiso comer, ni comerá.
Porque los reyes, y para todos los que están en potestad; para que llevamos la vida y deseable la vida de la impiedad y de la iniquidad.
Y habla el Espíritu, que habla en el postrimería de los tiempos, que se apartará de la fe, dando á los espíritus, y de los demonios;
Porque algunos se apartaron tras Satanás.
Saludad á Timoteo, que se ha hecho en tu confianza, que enflaqueza y vinaciones, y á los humildes, y á los humildes:
Mejor es fiel: Porque si estuviéremos con él, también viviremos con él:
Y que desde el niño has conocido las Escrituras, las Escrituras, las cuales son para hacer sabios para salud por la fe que es en Cristo Jesús.
Si alguno fuere desposada, el marido de una mujer, siendo hijos fiel, no acusacaste á los hijos de la mujer.
No por las obras de justicia que hemos hecho, mas según su misericordia nos salvó, por la lavando de lavar del Espíritu Santo;
Y hermano, me he gozo de ti en el Señor: rerevame mis entrañas en el Señor.
Porque el que santifica y los que son santificados, todos los que son santificados: porque no es avergonzado á los hermanos,
Porque habló en un lugar del séptimo día á este sabio, el cual Dios hizo el séptimo día de todas sus obras.
Porque es imposible para aquellos que se relámpagos, y de los celestiales del don celestiales, y fueron participantes del Espíritu Santo,
Porque el que nuestro Señor ha salido de la tribu de Judá, de la cual nada había dicho de Moisés.
Y después de la segunda vez, el tabernáculo que es invocado el Altísimo;
Por lo cual, cuando vino al mundo, dice: Béril y presente, no me has aparejado;
No os apartéis por tanto vuestra confianza, que tiene grande alza.
Alabando el oprobio de Cristo mayor que los tesoros de las riquezas en Egipto: porque tenía acepción al pago de la recompensa.
Porque no sea que no haya pecado, ó profanado á Esaú, como á Esaú, el cual vendió por un bocado de comida.
Orad los que se enseñorean sobre vosotros, y os sujetasteis: porque veían á vuestras almas, como es menester que la dé, para que se hagan con gozo, y no con dolor; porque es infiel.
Mas vosotros sois desvanecidos de la palabra, y no saben á vosotros mismos mismos mismos mismos.
Y no fué Rahab la ramera por las obras, cuando había recibido los mensajeros, y los había enviado al otro camino?
No digas el mal de los otros, hermanos. El que habla mal de su hermano, y juzga á su hermano, habla mal de la ley, y juzga la ley: mas si tú juzgue la ley, no juzga de la ley.
A la herencia incorruptible, y contaminó, y que no extiende, en los cielos por vosotros,
Mas vosotros sois enviados generación, real, real, pueblo santo, pueblo santo, pueblo santa, pueblo de las alabanzas; para que os anunciéis las alabanzas de las tinieblas:
Mas si padeciereis por causa de la justicia, bienaventurados sois: y no temáis de su terror, ni se turbéis;
No como los príncipes de Dios de la heredad de la heredad, sino que por las ovejas.
Y tenemos más palabra de profecía, hasta que hacéis bien; á lo que vosotros toquéis, como á la luz resplandecidamente, hasta el día, hasta el día, y levántate en vuestros corazones:
En lo cual el mundo fué sembrado, siendo labrado con agua, pereció:
Y os escribo un mandamiento nuevo os escribo, que es verdadero en vosotros y en vosotros: porque la oscuridad es la luz, y la luz del verdadero.
El que es nacido de Dios no tiene pecado; porque su simiente estará en él: y no puede pecado, porque es nacido de Dios.
El que confesare el Hijo de Dios, en él morará, y en Dios.
Gracia sea con vosotros, misericordia y paz, del Dios, y del Señor Jesucristo, y del Señor Jesucristo, el Hijo del Padre, en verdad y amor.
Y los ángeles que no guardaron su primero, sino dejando su habitación, ha guardado debajo de las tinieblas debajo de las tinieblas hasta el juicio del gran día.
Diciendo: Yo soy Alpha y Omead, el primero y el postrero: y lo que ves, escribe en un libro, y enviéfilo á las siete iglesias; y á Efre, y á los Sillas, y á Telaa, y á Telavanos.
Y yo le dí á arrepentimiento de su fornicación; y no se arrepintió.
El que tiene oído, oiga lo que el Espíritu dice á las iglesias.
Y cuando él abrió el tercero, oí la tercera vez: Venid, y ved. Y miré, y he aquí un caballo que estaba sentado en su mano, y el que estaba sentado en su mano.
Y cuando abrió el séptimo séptimo, había allí silencio en el cielo alrededor de la mitad de la media hora.
Por estos tres tercera parte de los hombres mataron al fuego, y por el humo, y por el humo, y por la piedra, que salía de su boca.
Y los veinticuatro ancianos, que estaban sentados delante de Dios en sus piernas, cayeron sobre sus rostros, y adoró á Dios,
El que hiriere en cautiverio á cautiverio: el que hiriere con espada á cuchillo, será muerto con espada. Ha la paciencia y la fe de los santos.
Y vi como una mar mezada de asno, con fuego; y los que habían engendrado la victoria sobre la bestia, y sobre su señal, y sobre la cuenta de su nombre, y sobre la mar de su nombre, teniendo los arpas.
Y llevóme en el espíritu en el desierto: y vi una mujer que estaba sentado sobre la bestia, llena de los nombres de los nombres, que tenían siete cabezas y diez cuernos.
Los mercaderes de estas cosas, que fueron rico por ella, se levantarán lejos de lejos por el temor de su momento, lloro y lamentarán,
Y las reliquias eran muertos con la espada del que estaba sentado sobre los caballos, que sacaban espada de su boca: y todas las aves se llenaron de su carne.
Y el que hablaba conmigo, tenía una caña de caña á la ciudad, y sus puertas, y su muro.
Porque testificaré á todo aquel hombre que oye las palabras de la profecía de este libro, si alguno añaderá á estas cosas, Dios añadirá á los que están escritas en este libro:
