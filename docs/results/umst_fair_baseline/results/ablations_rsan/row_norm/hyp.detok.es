En el principio cricribió Dios al cielo y la tierra.
Y vió Dios que había hecho, y he aquí, y he aquí que era bueno. Y la tarde fué la tarde y la mañana el sexto día.
Porque el Dios que en el día que comeréis, y vuestros ojos serán abiertos, y seréis como dioses.
Ahora pues, maldieres de la tierra, que abrió su boca á recibir la sangre de tu mano de tu mano;
Y vivió Mahalaleel y cinco años, y engendró á Jared:
Y dijo Dios á Noé: El fin de toda carne está delante de mí; porque la tierra se llenó de violencia; y he aquí que yo los destruiré con la tierra.
Y murió toda carne que se estrella sobre la tierra, así de las aves, y de animales, y de animales, y de todo reptil que anda arrastrando sobre la tierra;
Y de la sangre de vuestras almas lo declararé; en la mano de cada animal lo declararé, y en la mano del hombre; á la mano de cada uno le mostraré la vida del hombre.
Y los hijos de Ham: Cus, Mizpa, y Phuim, y Canaán.
Y ellos dijeron: Id á nosotros una ciudad nos edifica ciudad y una torre, cuya cumbre es hasta el cielo; y ponemos nombre sobre la haz de toda la tierra.
Y pondré de ti gran gente, y te bendeciré, y te bendeciré tu nombre; y serás bendición.
Abram habitó en la tierra de Canaán, y habitó Lot en las ciudades de la llanura, y asentaron su tienda hacia Sodoma.
El que sólo los mancebos que comieron los mancebos, y la parte de los hombres que se habían ido con mí, Ana, y Mamre; tomad su parte.
Y el ángel de Jehová le dijo: Vuelve á tu señora, y te sujetó debajo de sus manos.
Y tomó Abraham á Ismael su hijo, y todo lo que nacieron en su casa, y todos los que compraban con su dinero, cada uno entre los hombres de la casa de Abraham; y circuncidó la carne en el mismo día que Dios le había dicho.
Y Jehová dijo: Si hallaré en Sodoma cincuenta justos dentro de la ciudad, yo perdonaré todo el lugar por causa de ellos.
El sol se levantó sobre la tierra cuando Lot entró á Zoar.
Y dijo Abimelech: He aquí mi tierra está delante de ti: en donde te espera.
Y tomó Abraham ovejas y bueyes, les dió á Abimelech; y así de ellos hizo pacto.
Y Bethuel engendró á Rebeca: estos ocho; fueron á Nachôr, hermano de Abraham.
Y el siervo puso su mano debajo del muslo de Abraham su señor, y juró acerca de aquel negocio.
Y dije á mi señor: No me seguirá la mujer.
Y ella le parió á Jephté, y á Joadán, y á Medán, y á Madián, y á Isbaa.
Y dijo Esaú: He aquí, yo soy yo en que muera: y ¿qué aprovecha esto?
Y dijeron: Hemos visto que Jehová era contigo: y nosotros nosotros dijeron: Ruégote que ahora hay juramento entre nosotros, entre nosotros y entre nosotros, pongamos alianza entre nosotros y haz alianza;
Y él no le declaró, porque sus manos fueron atados, como las manos de su hermano Esaú: así le bendijo.
Y que Jacob envió á su padre y á su madre, y fué á Padan-aram;
Y Labán dijo á Jacob: ¿Por qué me has de servir á mi hermano? ¿por qué me dieres, ¿qué me será tu salva?
Y Zilpa de Lea parió á Jacob un hijo.
Y aparecieron Jacob los corderos, y puso los rostros hacia los rebaños de las ovejas, y todos los mandres en el rebaño de Labán; y puso sus ganados, y no los ponían á Labán.
¿Por qué te huiste, y hurtaste de mí, y no me dijste, para que yo te he enviado á ti con arpa, y con arpa, y con arpa, y con arpa?
Y viendo Jacob, les dijo: Este es el ejército del Dios: y llamó el nombre de aquel lugar Mahanaim.
Por tanto, los hijos de Israel no comerán de los hijos de Israel, que está sobre el redaño del muslo, hasta hoy: porque se tocó la estrella de Jacob, porque se tocó la muchedumbre de los que se vuelven.
Y habitaréis con nosotros: y la tierra será delante de vosotros; y habitaréis en ella, y os dejaréis en ella.
Y apareció Dios á Jacob, cuando salió de Padan-aram, y le bendijo.
Estos son los nombres de los hijos de Esaú: Eliphaz hijo de Ada, mujer de Esaú, hijo de Baseth, mujer de Baseth.
Y estos son los nombres de los duques de Esaú, conforme á sus familias, por sus lugares, por sus nombres, el duque Timna, el duque Jether,
Venid, y vengamos á los Ismaelitas, y no sea nuestra mano sobre él; porque es nuestro hermano y nuestra carne. Y sus hermanos fueron contados.
Y preguntó á los de aquel lugar, diciendo: ¿Dónde está la ramera, que fué ramera por el camino? Y ellos dijeron: No fué ramera en este lugar.
Y fué Jehová con José, y le mostró misericordia, y le dió gracia en ojos de la cárcel.
Y durmió él y soñó el segundo tiempo: y he aquí siete espigas de trigo vino sobre un mosto, y bueno.
Y los junta todos los mantenidos de los buenos años, y ponga debajo de la mano de Faraón, y los guarden pan en las ciudades.
Y conoció José á sus hermanos, mas no le conocían.
Y él dijo: Mi hijo no descenderá con vosotros; porque su hermano es muerto, y vive: si se cayere por el camino en el camino que habéis de descender, y llevaréis mi dolor con dolor á la sepultura.
Y apresuróse José, porque sus entrañas se puso sobre su hermano: y buscaba donde lloraba á llorar; y entrando en su cámara, lloró.
Y nosotros dijeron: No podremos; si nuestro hermano menor sea con nosotros, entonces descendremos: porque no veamos el rostro del hombre, si nuestro hermano menor no sea con nosotros.
A todos los de ellos dió cada uno mudo de vestidos; mas á Benjamín dió tres piezas de plata, y cinco mudas de vestidos.
Y los hijos de Nephtalí: Jahel, Gunel, y Guni, y Simim.
Y compró José toda la tierra de Egipto á Faraón; porque los Egipcios vendían á cada uno su campo, porque el hambre prevalecieron sobre ellos: así se fué la tierra de Faraón.
Y su padre no quiso, y dijo: Yo conozco, hijo mío, que yo sé; y será pueblo, y él también será grande: mas la verdad será más que él, y su simiente será más que él, y será su simiente.
De Benjamín será como una hoja; en la mañana devorará la presa, y sobre la noche se repartirá la presa.
Y dijo José á sus hermanos: Yo morirás; y Dios os visitaré, y os sacaré de esta tierra á Abraham que juró á Abraham, y á Jacob.
Y como le abrió abrió, vió el niño; y he aquí que lloraba. Y ella tenía misericordia, y dijo: Este es uno de los Hebreos.
Y dijo Moisés á Dios: ¿Quién soy, para que vaya á Faraón, y que llevase á los hijos de Israel de Egipto?
Y Jehová dijo á Moisés en Madián: Ve, vuélvete á Egipto: porque todos los hombres que buscaban tu vida.
Ahora pues, ahora, y obra; porque no os dará estrella, mas vosotros libraréis de pinteros.
Y Eleazar el hijo de Aarón le tomó uno de las hijas de Pusiel; y le parió Phinees: estas son las cabezas de los padres de los Levitas conforme á sus familias.
Y fueron cumplidos siete días, que Jehová había herido al río.
Y salió Moisés de Faraón, y oró á Jehová.
Alabando á Jehová (porque no hay más fuerte que no hay más fuertes y granizo; y yo os visitaré, y no os apoyáis.
No vieron otro otro otro, ni se levantaron de su lugar por tres días: mas todos los hijos de Israel tenían luz en sus habitaciones.
Y este día os será por memoria, y la guardaréis fiesta á Jehová por vuestras generaciones: la celebraréis solemnidad por estatuto perpetuo.
Mas cada uno del siervo que compró por dinero, cuando le circuncidó, comerá.
Y HABLÓ Jehová á Moisés, diciendo:
Y vió Israel que grande obra que Jehová hizo sobre los Egipcios; y temió el pueblo á Jehová, y creyó á Moisés y á su siervo.
Y los hijos de Israel les dijeron: Decid á Dios en la mano de Jehová, en la tierra de Egipto, cuando se sentamos junto á la carne, y cuando comamos comer pan; porque os habéis traído á la mesa en este desierto, para matarnos.
Y Moisés dijo á Aarón: Tomad un omer, y puso un omer lleno de maná, y ponlo delante de Jehová, para que se guardasen vuestras generaciones.
Yo conozco que Jehová es mayor que todos los dioses: porque en la cosa en que se hiciesen.
Y descendió Moisés del monte hasta el pueblo, y santificó el pueblo; y lavaron sus vestidos.
Y ellos dijeron á Moisés: Habla con nosotros, y oiremos: mas Dios no hablaremos con nosotros, porque no muramos.
Y si se sigue á la vida, darás vida por vida,
Si su padre no quisiere darle darle, pagará el dinero según la paloma de vírgenes.
Y la fiesta de la siega, las primicias de tu trabajo, que sembraste en el campo: y la solemnidad de la fiesta de la fiesta que está en el fin del año, cuando has juntado en tu trabajo.
Y se levantó Moisés, y sirvió á Josué: y subió Moisés al monte de Dios.
Y le harás término de la mano de un palmo alrededor, y harás una corona de oro en derredor.
Y harás tablas para el tabernáculo de madera de Sittim.
Las tablas de las tablas lo harás: como te fué mostrada en el monte, así lo harán.
Y pondrás en ella piedras de piedras de piedras, cuatro órdenes de piedras: el primer pavinagre, un eunuco, y un tacero, y el primero será el primero.
Y Aarón y sus hijos llevarás á la puerta del tabernáculo del testimonio, y los lavarás con agua.
Y si de la carne de las consagraciones, ó de las consagraciones, hasta la mañana, la quemarás al fuego: no se comerá, porque es santo.
Asimismo harás un lagar de metal, y su pie de metal, para lavarse: y pondrás entre el tabernáculo del testimonio y el altar, y pondrás en ella agua.
Y las vestimentas del servicio, y las vestiduras de Aarón el sacerdote, y las vestiduras de sus hijos, para ministrar en el sacerdocio,
Y dijo Aarón: No se encienda el furor de mi señor el pueblo: tú conoces al pueblo que están sobre mal.
Y Jehová dijo á Moisés: Yo haré esto que tú has dicho: porque has hallado gracia en mis ojos, y te conozco por nombre.
Porque arrojaré las gentes delante de ti, y tus términos: ni habrá quien tu tierra deseare, cuando subieres delante de Jehová tu Dios en el año.
Las vestimentas del servicio, para hacer servicio en el santuario, las vestiduras vestiduras para Aarón el sacerdote, y las vestiduras de sus hijos, para ministrar en el ministerio del sacerdote.
E hizo las cortinas de cabras para la tienda sobre el tabernáculo, las cortinas de las cabras.
E hizo la cubierta de oro puro, de dos codos y medio de su longitud, y un codo y medio de su anchura.
Y puso las varas á los anillos á los lados del altar, para llevarla; hizo el altar con tablas.
Y hicieron piedras de oro arcos de oro, esculturas de oro, como las cuales son esculturas, con los nombres de los nombres de los hijos de Israel.
La mesa, y todos sus vasos, y el pan,
Y puso el pan en orden delante de Jehová; como Jehová había mandado á Moisés.
Y el sacerdote hará el altar al altar, y la encubrirá su cabeza, y la quemará sobre el altar; y su sangre será descubierto del altar:
Y si su ofrenda fuere macho cabrío, ofrecerá delante de Jehová.
Y tomará el sacerdote de la sangre de la expiación con su dedo, y pondrá sobre los cuernos del altar del holocausto, y derramará su sangre al pie del altar del holocausto.
Y HABLÓ Jehová á Moisés, diciendo:
Y esto es la ley de la expiación: es santísima.
Y el sacerdote hará arder el sebo sobre el altar: mas el pecho de Aarón y de sus hijos.
Y mató á Moisés, y tomó de la sangre de ella, y púsola sobre la campiña de Aarón, y sobre el pulgar de su mano derecha, y sobre el pulgar de su pie derecho derecho.
Y presentó el presente, y tomó un puñado, y quemólo sobre el altar, además del holocausto.
Todo lo que hubiere de vestir, y de peñas, y de la caza, comeréis las bestias, que comeréis.
Y todo vaso de barro, en lo que se cayere, todo lo que está en ella, será inmundo; y quebraréis.
Y si el sacerdote viere que vió, he aquí la hinchazón en la piel, el sacerdote lo dará por inmundo: es lepra.
Si alguno ó mujer ó mujer ó mujer en la piel de su carne, blancas blancas blancas;
Y será en el séptimo día, y su pelo será limpio, y su barba su cabeza y su barba, y su cabello lavará, y lavará sus vestidos; y lavará sus vestidos, y lavará sus vestidos, y será limpio en agua, y será limpio.
Y el sacerdote hará otra vez el séptimo día, y mirará; y si la plaga hubiere extendido en los muros de la casa,
Y el vaso de la tierra, el que tocare el flujo de la tierra, será quebrantado: y todo vaso de madera será en agua.
Y hará llegar Aarón el macho cabrío sobre la suerte de Jehová, y lo ofrecerá por expiación.
Para que los hijos de Israel traigan sus sacrificios, los cuales ofrecían en el campo, para que los trajesen á Jehová, á la puerta del tabernáculo del testimonio, y los ofrecerán al sacerdote, y los ofrecerá á Jehová.
Y no se allegarás á mujer á cubrir su desnudez, como ella se puso por su inmundicia.
Haréis mis estatutos. No guardarás tus ganados. No podrás con mantenimiento: no sembrarás tu heredad de lino torcido, ni vestirá de lino; ni vendrá sobre ti, y vendrá sobre ti.
Y si alguno durmiere con su nuera, así de ellos morirá: confusión de ellos; y su sangre será sobre ellos.
Ni profanará su simiente entre su pueblo: porque yo Jehová lo santificaré.
Y cualquiera que ofreciere sacrificio de paces á Jehová para cumplir su voto, ó ofrenda voluntaria, será perfecto en las ovejas, y no será acepto.
Y ofreceréis con el pan siete corderos sin defecto, y un becerro de un año, y dos carneros: porque serán para holocausto á Jehová, con su presente y sus libaciones, y sus libaciones, y sus libaciones, y sus ofrendas encendidas á Jehová.
El hizo orden sobre el candelero limpio delante de Jehová.
El jubileo os será á vosotros: no sembraréis, ni segaréis, ni siedréis que se allegue de sí, ni juntaréis en ella uvas de tu vid.
Y se apartará de ti, y él sus hijos con él, y volverá á su familia, y á la posesión de sus padres se volverá.
Yo también haré esto á vosotros, yo pondré sobre vosotros espanto, y arruinará los ojos, y consumirá los ojos de corazón, y hollaréis vuestros enemigos: y sembraréis vuestra simiente en vano, y comeréis.
Estos son los estatutos y derechos, que Jehová había hecho entre él y los hijos de Israel en el monte de Sinaí, por mano de Moisés.
Y toda la tierra de la tierra, si de la simiente de la tierra, ó del fruto del árbol, es Jehová.
De los hijos de Judá, por sus generaciones, por sus familias, por las casas de sus padres, conforme á la cuenta de los nombres, de veinte años arriba, todos los que podían salir á la guerra;
Todo hombre de los hijos de Israel asentará por su bandera, con la señal de la casa de su padre: lejos se alejarán del tabernáculo del testimonio.
Estos son los contados de los hijos de Israel por la casa de sus padres: todos los contados por sus ejércitos, seiscientos y cincuenta mil y cincuenta.
En el número de todos los varones de un mes arriba, desde el mes arriba, ocho mil y seiscientos, guardando la guarda del santuario.
Y sobre la mesa del pan se extenderán un paño de cárdeno, y sobre los peces, y las cucharas, y los tazones, y los tazones de comer:
Estos fueron contados de las familias de las familias de Coath, todos los que hacen servicio en el tabernáculo del testimonio, que Moisés y Aarón hicieron conforme al mandamiento de Jehová por mano de Moisés.
Y pondrá el sacerdote la mujer delante de Jehová, y cubrirá la cabeza de la cabeza, y la ofrenda de la memoria en sus manos, que es el sacerdote: y el sacerdote hará la maldición que hace la maldición;
Y ofrecerá el carnero para sacrificio de paces á Jehová, con el canastillo de los panes sin levadura: el sacerdote hará su presente, y su libación.
Una cuchara de oro de diez siclos, llena de perfume;
Una cuchara de oro de diez siclos, llena de perfume;
Una cuchara de oro de diez siclos, llena de perfume;
Y los Levitas se purificaron, y lavaron sus vestidos; y Aarón los ofrecían como ofrenda delante de Jehová; y Aarón hicieron expiación por ellos.
Hazte dos trompetas de plata: de toda suerte los harás: para que seas para la vocación de la congregación, y para la partidas de las camas.
Y será que, si entrares con nosotros, y será que Jehová nos hará bien á nosotros.
Y quedó dos de los hombres en el real, el nombre de Eldad fué Eldad, y el nombre de la otro: y el espíritu asentó sobre ellos; y fueron escritos á los que estaban escritas, mas no salieron al tabernáculo.
De la tribu de Judá, Caleb hijo de Jephone.
Y por lo cual Jehová nos sacó á esta tierra, para que caiga á cuchillo, para que nuestras mujeres y nuestros hijos no se tornasen en Egipto?
Y vuestros hijos irán irán en el desierto cuarenta años, y llevad vuestras fornicaciones, hasta que vuestros cuerpos sean asolados en el desierto.
Habla á los hijos de Israel, y diles: Cuando hubiereis entrado en la tierra á la cual os traeré,
Y puso fuego en ellos, y puso sahumerios delante de Jehová: y lo que el hombre escogiere á quien Jehová escogiere, será santo: vosotros sois hijos de Leví sobre vosotros.
Habla á Eleazar hijo de Aarón el sacerdote, que tomare la bandera del fuego, y esparcirás el fuego: porque son santificados.
Y te juntará á ti, y guardarán la guarda del tabernáculo del testimonio, por todo el servicio del tabernáculo: y el extranjero no llegará á vosotros.
Esta es la ordenanza de la ley que Jehová había mandado, diciendo: Habla á los hijos de Israel, que te traen una becerra sin mancha, en que no es yugo;
Y Moisés y Aarón juntó la congregación delante de la peña, y les dijo: Oid ahora ahora, ¿podremos subir de esta peña?
Y partidos de Oboth, asentaron en Iz-gasi, en el desierto que está delante de Moab, hacia el nacimiento.
Ahora pues, ahora, ruégote que me maldicen á este pueblo; porque ellos me son más fuertes: quizá vendré, para que los heriremos, y los echó de la tierra; porque yo los perdona á quien tú beneves, y á quien tú bendijeres.
Y como Balac oyó que Balaam había venido á recibir á la ciudad de Moab, que está en el término de Arnón, que está en el término de Arnón.
Y Balac dijo á Balaam: Ni á todos ellos maldieron, ni bendice á todos.
Y levantóse Balaam, y fuése á su lugar; y fuése Balac su camino.
Los hijos de Simeón por sus familias: de Nemuel, la familia de los Negelitas: de Jamín, la familia de los de Jachîn; de Jachîn, la familia de los Jachachachachâ:
Estos son los hijos de Dan por sus familias: de Seth, la familia de los Slethitas. Estas son las familias de Dan por sus familias.
Las hijas de Sopopheth hablarás: de cierto los darás posesión de herencia entre los hermanos de su padre; y harás la heredad de sus hermanos á ellos.
Y sus libaciones serán la mitad de un hin á un becerro, y la tercera parte de un carnero á un carnero, y un cuarto parte de un cordero: éste es el holocausto de cada mes en el año de cada mes.
Y ofreceréis un holocausto, ofrenda encendida de olor suave á Jehová, dos becerros de olor suave á Jehová; dos becerros, dos carneros, y catorce corderos de los primeros;
Y su padre oyere su voto, y su bondad con que ella hubiere ligado su alma, y su padre se vestirá: y todos sus votos serán firmes, y todos sus votos serán atados.
Mas todos los hijos, que no conocen á hombre con él, guardaos vivos por vosotros.
Y los oficiales que estaban sobre millares del ejército, los capitanes de los tribunos y centuriones, llegaron á Moisés:
Buscaos ciudades por vuestros niños, y majestad por vuestras ovejas; y lo que ha salido de vuestra boca.
Y tomaron su camino del desierto de Sin, y asentaron en Dopa.
Y partidos de Smona, asentaron en Punón.
Y HABLÓ Jehová á Moisés, diciendo:
Y si le hiriere con piedra, para que muera, y muriere, es, homicida es; el homicida morirá: el homicida morirá.
Estos son los mandamientos y derechos, que Jehová había mandado por mano de Moisés á los hijos de Israel en los campos de Moab, cerca del Jordán.
Jehová vuestro Dios que va delante de vosotros, él peleará por vosotros, conforme á todo lo que os hizo en Egipto delante de vuestros ojos;
Y el tiempo que vinimos de Ces-barnea, hasta que fuimos sobre el torrente de Zered, treinta y ocho años; todos los de guerra fueron destruídos de entre los hombres de guerra, como Jehová les había jurado.
Y todos los animales, y los despojos de las ciudades, tomamos presa á nosotros.
¿Y qué gente es grande, que tiene estatutos y derechos como toda esta ley, que yo he puesto hoy delante de vosotros?
A ti echó las gentes delante de ti y más fuerte que tú, para que te dares, para que te dares su tierra por heredad, como este día.
Ni hurtarás.
No tentaréis á Jehová vuestro Dios, como tentáis en Massa.
No se ha desechado en ellos: porque Jehová tu Dios está entre vosotros, Dios fuerte y terrible.
No por tu justicia, ni por la rectitud de tu corazón, tú entrarás á poseer su tierra: porque la impiedad de estas gentes los echó de delante de ti, y que Jehová tu Dios juró á tus padres que juró á tus padres, y á tus padres, y á Isaac.
Y los hijos de Israel tomaron de ellos desde Beeroth de los hijos de Jaán á Mosán: allí murió Aarón, y Eleazar su hijo; y Eleazar fué sepultado en el sacerdocio de su lugar.
Que os daré lluvia de vuestra tierra en su tiempo, el primer día y la lluvia lluvia, para que junte en tu grano, y tu vino, y tu aceite.
Y os alegraréis delante de Jehová vuestro Dios, y vuestros hijos, y vuestras hijas, y vuestros siervos, y vuestros siervos, y el Levita que está dentro de vuestras puertas; porque no tiene parte ni heredad con vosotros.
Y le apedrearás con piedras, para que muera; porque él te ha procurado de Jehová tu Dios, que te sacó de la tierra de Egipto, de la casa de servidumbre.
A la verdad creerás todo el fruto de tu simiente, y el campo sacarás el año.
Empero tú no comerás su sangre; derramarás sobre la tierra como agua.
Cuando se levantare el negocio á ti en juicio, entre la sangre y la sangre, entre la cual la prenda y la llaga, y entre las piernas, levantarás en tus puertas, y subirás al lugar que Jehová tu Dios escogiere en el lugar de tu Dios;
Yo les levantaré un phet de entre sus hermanos, como á ti, y pondré mis palabras en su boca; y hablará á todos los que le mandaren.
Y hablarán los oficiales al pueblo, diciendo: ¿Qué es el hombre que edificó casa nueva, y no lo había dedicado? ¿y vuélvase á su casa, porque no muera en la batalla, y otro hombre.
Si alguno tuviere dos mujeres, uno á otro amado, y á otro, y á los hijos le nacieron, el amado y el amado; y si el hijo es aborrecido:
Si alguno fuere hallado con mujer mujer que se casare á marido, morirán ambos de ellos, así morirá el hombre con la mujer y la mujer: así quitarás el mal de Israel.
Mas si quieres al voto, no será pecado en ti.
Si morare hermanos, y uno de ellos morirá, y no tuviere hijo de muerto, la mujer de los muertos no se casare á su marido: el hermano de su marido irá á ella, y tomarla á su mujer, y le pagará á su hermano.
Este día Jehová tu Dios te ha mandado á hacer estas ordenanzas y derechos: por lo cual guardarás y harás con todo tu corazón, y con toda tu alma.
Y será que, si oyeres la voz de Jehová tu Dios, para guardar y hacerte todos sus mandamientos que yo te prescribo hoy, que Jehová tu Dios te pondrá sobre todas las gentes sobre todas las gentes de la tierra:
En tu buey será muerto delante de tus ojos, y no comerás: tu asno será quitado de delante de tu rostro, y no será restituído á ti: tus ovejas serán entregados á tus enemigos, y no serás entregada á tus enemigos.
Y toda hoz, y toda llaga que no está escrito en el libro de esta ley, Jehová te traerá á ti, hasta que seas destruída.
Y el que toda su tierra es florosa, y sal, y sal, y no siembra, ni la hierba, ni la hierba, como el trastorna de Sodoma, y Adma, y Zeboim, y Zeboim, y Zeboim,
Y hará Jehová á ellos como hizo á Sehón y á Og, reyes de los Amorrheos, á la tierra de ellos, á los cuales destruyó.
El que es la Roma, es perfecto: porque todos sus caminos son el juicio: Dios de verdad y sin iniquidad, y justo es justo.
¿No es esto en casa conmigo, y sele entre mis tesoros?
Y de Benjamín dijo: El amado de Jehová habitará en la bolsa; y el Señor le cubrirá todos los días, y habitará entre sus hombros.
Y después de la muerte de Moisés siervo de Jehová, que habló á Josué hijo de Nun, diciendo:
Y que guardaréis vida á mi padre, y á mis hermanos, y á mis hermanas, y á mis hermanas, y á causa de la muerte.
Tomad á los doce hombres del pueblo, de cada tribu,
Y como hubieron acabado de circuncidar á todo el pueblo, se quedaron en sus habitaciones en el campo, hasta que todos fueron.
Y saliendo los mancebos que eran espías, trajeron á Rahab, y á su padre, y á su madre, y á todos sus hermanos, y á todos los que tenían su parto, y los dejó fuera del real.
Y se levantó sobre él un gran montón de piedras hasta hoy. Y Jehová se apartó de su furor. Por lo cual el nombre de aquel lugar fué llamado, el valle de Achor hasta hoy.
Y edificó Josué altar á Jehová Dios de Israel en el monte de Ebal,
Y ahora, he aquí nosotros somos en tu mano: como lo bueno y recto á ti para que nos haga.
Y Josué tomó á Maceda, é hirió á filo de espada, é hirió á cuchillo, y destruyó á todas las personas que estaban en ella, y no haya quedado: y no quedó como el rey de Maceda, como hizo al rey de Jericó.
Como Jehová mandó á Moisés su siervo, así mandó á Josué, y así lo hizo á Josué; nada dejó de todo lo que Jehová había mandado á Moisés.
El rey de Cec, otro: el rey de Jocel, otro:
Esta es la heredad de los hijos de Gad por sus familias, las ciudades y sus aldeas.
Y rodeó el término de los Baales hasta el monte de Seir, y pasaron hacia el lado del monte de Jorim, que es Casim, y descendió á Beth-semes, y pasó á Beth-semes.
Y á Cabbón, y á Lavm, y á Kithaim,
Y descendió de Jachâ á Ataroth, y á Naath, y salió á Jericó, y salía al Jordán.
Y los hombres salieron, y pasaron por la tierra, y las ciudades por siete partes en el libro, y volvieron á Josué al campo en Silo.
Y subió su término hacia la mar, y Marta, y Maresa, y vió á Dababías, y al río que está delante de Joachâz;
Y el término de su heredad fué Sora, y Ethaol, y Ise-semes,
Y les dieron la ciudad de Arba, padre de Anac, que es Hebrón en el monte de Judá, con sus ejidos alrededor.
Todas las ciudades de los Levitas en posesión de los hijos de Israel fueron cuarenta y ocho ciudades con sus ejidos.
Por tanto, nosotros dijeron: Ruégote que nos edificaremos altar, no para holocausto, ni sacrificio,
Y saqué á vuestros padres de Egipto, y habéis venido á la mar; y los Egipcios siguió á vuestros padres con carros y á caballo al mar Bermejo.
Y dijo Judá á Simeón su hermano: Sube conmigo á mi suerte, para que peleamos contra el Cananeo; y yo iré contigo en tu suerte. Y Simeón se fué con él.
Y no echó Nephtalí los moradores de Beth-semes, ni los moradores de Beth-anath; mas habitó entre los Cananeos, los moradores de la tierra: y los moradores de Beth-semes fueron tributos á los moradores de Beth-semes.
Y fueron á Israel por ellos, para que conozcan á los mandamientos de Jehová, que él mandó á sus padres por mano de Moisés.
Y los hijos de Israel dieron voces á Jehová: porque había nombrado los carros de hierro, veinte años; y veinte años los hijos de Israel.
Mi corazón está hacia los capitanes de Israel, y ofrecieron á su voluntad en el pueblo. Bendecid á Jehová.
Que Jehová envió profeta á los hijos de Israel, que les dijo: Así ha dicho Jehová Dios de Israel: Yo os saqué de Egipto, y os sacó de la casa de servidumbre;
Y fué: porque él se levantó de mañana el día siguiente, y echó la bandera del vellón, y desecha el rocío del vellón.
Dios ha entregado en vuestras manos á los príncipes de Madián, Oreb y á Zeeb: ¿y qué tengo de hacer en casión de vosotros? Y el furor de ellos se había dicho, cuando él había dicho.
Y aconteció que como Gedeón fué muerto, los hijos de Israel tornaron otra vez, y fornicó á los Baales, é hizo Baal-pachêrith su dios.
Y Gaal hijo de Ebed dijo: ¿Quién es Abimelech, y quién es á Sichêm, para que le sirvamos? ¿No es el hijo de Jerobaal? ¿por qué sirve á los de Sichêm? ¿por qué sirvamos á él?
Y Abimelech se levantó para librar á Israel á Tola, hijo de Pur, hijo de Dodo, y habitó en Samir al monte de Ephraim.
Y el rey de los hijos de Ammón respondió á los embajadores de Jephté: Porque Israel tomó mi tierra de Egipto, desde Arnón hasta Lisón, y ahora torna la tierra hasta el Jordán: por tanto, pues ahora tornan las tierras.
Y viendo que yo no me entregasteis, pondré mi vida en mis manos, y pasaron contra los hijos de Ammón, y Jehová los entregó en mi mano: ¿Por qué pues habéis subido contra mí para combatir?
Y el ángel de Jehová le dijo: ¿Por qué has de ser así según mi nombre?
Y Samsón dijo á ellos: Ahora seré más más más que los Filisteos, aunque los hago contar.
Y Dalila dijo á Samsón: ¡Ay de mí, me has engañado, y me has dicho mentiras: con que me seas atado. Y él le dijo: Si quieres de mi cabeza con las siete peñas de mi cabeza.
Y Michâs Michâs el Levita, y el joven su sacerdote, y fué en la casa de Michâs.
Y llamaron el nombre de la ciudad Dan, después que el nombre de su padre, el cual nació á Israel: mas el nombre de la ciudad estaba en el primero.
Y él le dijo: Levántate, y vamos. Y ninguno respondió. Y el varón le respondió: El hombre tomóla sobre un asno, y se levantó, y apartóse á su lugar.
Y Phinees, hijo de Eleazar, hijo de Aarón, estaban delante de él en aquellos días), diciendo: ¿Aun yo voy á pelear contra los hijos de Benjamín mi hermano, ó yo Jehová? Y él respondió: Ve, porque yo los entregaré en tu mano.
Y envió la congregación á los doce mil hombres de las paredes, y les mandó, diciendo: Ve, y herid á los moradores de Jabes de la espada, con las mujeres y los hijos.
Y ella dijo: He aquí tu ley se ha ido á su pueblo, y á sus dioses: vuélvete tras tu hermana.
Y guardó por las doncellas de Booz á fin de la siega de la siega, y de la siega de la siega, y habitó con su suegra.
Y sea tu casa como la casa de Phares, al cual parió Thamar á Judá, de la simiente que Jehová te dará de esta mujer.
Por lo cual, como fué oído á Hanna después que concibió, parió un hijo, y llamó su nombre Samuel, diciendo: Por cuanto le preguntaba de Jehová.
Y Eli era viejo viejo, y oyó todos sus hijos á todo Israel; y cómo estaban con las mujeres que estaban á la puerta del tabernáculo del testimonio.
Entonces Eli llamó á Samuel, y dijo: Samuel, hijo mío. Y él respondió: Heme aquí.
Y cuando se levantó de mañana mañana, he aquí que Dagón se había caído sobre su rostro á la tierra delante del arca de Jehová. Y ellos tomaron á Dagón.
Y enviaron embajadores á los moradores de Chîriath-jearim, diciendo: Los Filisteos tornaron el arca de Jehová; venid, y llevad á vosotros.
Y tomará vuestras hijas para saciar, y para que sean librados, y para ser librados.
Y respondió Saúl, y dijo: ¿No me dije: ¡Ay de las tribus de las tribus de Israel? ¿y mi familia de todas las familias de la tribu de Benjamín? ¿por qué pues me hablaste?
Y dijo Samuel á todo el pueblo: Mirad al que Jehová escogió, que no hay como él en él todo el pueblo? Y todo el pueblo respondió, y dijo Dios.
Y viendo que viereis que Naas rey de los hijos de Ammón vinieron contra vosotros, diciendo: No, sino el rey sobre nosotros: mas Jehová vuestro Dios fué vuestro rey.
Y saliendo los cuchares del real de los Filisteos en tres escuadrones: una compañía se volvió á Ophra, á la tierra de Sopra, á la tierra de Sal:
Y los varones de Israel fueron angustiados: porque Saúl había enjurado el pueblo, diciendo: Maldito el hombre que come hasta la tarde, para que no haya vengado á mis enemigos. Y ninguno de los pueblos no haya vencido pan.
Así ha dicho Jehová de los ejércitos, me acordé de Amalec que hizo á Israel, cómo le esperaba por el camino, cuando subiese de Egipto.
Y Samuel dijo: Traed acá á mí al rey de Amalec. Y vino contra él Agag. Y vino á él la sierva de la muerte, y dijo: Ciertamente la amargura de muerte es pasado.
Y salió un medio del campo de los Filisteos, llamado Goliath, de Gath, de Gath, cuyo altura era de seis codos y de un palmo.
Y dijo David á Saúl: Tu siervo guardó las ovejas de su padre, y vino un león, y tomó un cordero de ovejas.
Y aconteció que cuando David se volvió de la degollar del Filisteo, los que salieron de todas las ciudades de Israel, cantaban, y cantando á recibir al rey Saúl, y con alegría, y con alegría, y con instrumentos de música, y con regocijo.
Y Saúl oyó la voz de Jonathán: y Saúl juró, Vive Jehová, que no será muerto.
Y Jonathán dijo á David: Jehová Dios de Israel, cuando he derramado mi padre al día siguiente, ó el tercer día, y he aquí que si hay bien en David, y no te enviare;
Y Jonathán dijo á David: Ve en paz, porque como nosotros hemos jurado en el nombre de Jehová, diciendo: Jehová sea entre mí y mi simiente, y entre mí y tu simiente. Y él se levantó, y fuése á la ciudad.
¿Por qué pues comenzaba á consultar á Dios por él? No se aleje de mí: no sea el rey á su siervo, ni á toda la casa de mi padre: porque tu siervo no sabía de todo esto, ni más menos.
Ve ahora, y poned su lugar, y conoce su lugar donde está su paja, y quién le vió: porque lo ha dicho que es menester que.
Y había un hombre en Maón, cuyos posesiones en el Carmelo; y el hombre era muy grande, y tenía mil ovejas, y machos cabrían sus ovejas.
Y dijo David á Abigail: Bendito sea Jehová Dios de Israel, que te envió hoy á encontrarme:
Y él dijo: ¿Por qué ha de venir á mi señor así? porque ¿qué he hecho? ¿ó qué mal en mi mano?
Y la mujer dijo: ¿A quién te traeré? Y él respondió: Trae á Samuel.
Y los dos mujeres de los dos mujeres fueron trasportados, Ahinchiam la mujer de Nabal, y Abigail la mujer de Nabal.
Y Saúl dijo á su escudero: Saca á tu espada, y me echó por ella con ella ella ella; porque porque no vengue á mí, y no quiso su escudero; porque él no quiso, porque había miedo.
Los montes de Gilboa, no hay rocío, ni lluvia sobre vosotros, ni lluvia sobre vosotros, ni el escudo de los fuertes: porque el escudo de Saúl es arrojado, el escudo de Saúl, como no había ungido con aceite.
Y siguió Joab y Abisai después de Abner: y el sol descendió al monte de Amma, que está delante del desierto, que está delante del desierto de Gabaón.
Y he aquí los siervos de David y de Joab vinieron de la fosa, y trajeron una grande despojo con ellos: mas Abner no estaba con ellos en Hebrón, porque él le había enviado, y se fué, y fué en paz.
Y vino todas las tribus de Israel á David, y habló, diciendo: He aquí que nosotros somos tu hueso y tu carne.
Y como llegaron á Nachón de la era de la era, Uzza su mano al arca de Dios, y tomándola de ella los bueyes, y tomaron los bueyes.
El edificará casa por mi nombre, y confirmaré el trono de su reino para siempre.
Y puso á los hijos en Edom, y puso por todos los hijos de Edom, y todos los siervos de Edom fueron siervos de David. Y Jehová guardó á todo lo que fué.
Y acercóse Joab, y el pueblo que estaba con él, hasta la batalla contra los Siros; y huyeron delante de él.
Y los zapatos del muro de la pared sobre tus siervos; y algunos de los siervos del rey sea muerto, y tu siervo Uría Hetheo es muerto.
Y envió Joab mensajeros á David, y dijo: He peleado contra Rabba, y tomé la ciudad de las aguas.
Y dijo Absalom: Si no te ruego que vaya á mi hermano Amnón con nosotros. Y el rey le dijo: ¿Por qué salva contigo?
Entonces tu sierva dijo: La palabra de mi señor el rey ahora será consolada: porque como el ángel de Dios, así es mi señor el rey á saber y á tu Dios te será Jehová.
Y dijo David á todos sus siervos que estaban con él en Jerusalem: Levántate, y huéremos; porque no escaparemos de Absalom, porque no nos vendréis de repente, y herirnos á cuchillo, y herirnos á cuchillo, y á espada de espada.
Y dijo Semei cuando maldijo: Venid, salid, oh hombre de sangres, y hombre de Belial;
Y Absalom y todos los varones de Israel dijeron: El consejo de Husai es el consejo de Achitophel que el consejo de Achitophel. Porque Jehová había ordenado al consejo de Achitophel, para que traía mal sobre Absalom.
Y diez mozos que llevaban los criados de Joab, cercó á Absalom, y matólo á Absalom.
Vosotros sois mis hermanos míos, sois mis huesos y mi carne: ¿por qué pues sois los postreros al rey?
Y todos los varones de Judá respondieron á los varones de Israel: Porque el rey se acercó á nosotros: ¿por qué pues os enojáis este negocio? ¿ó nosotros el presente del rey? ¿ó él nos ha dado el presente?
Y los Gabaonitas le dijeron: No tenemos plata ni oro de Saúl, ni de su casa; ni nos matarás á alguno en Israel. Y él dijo: Cuál os haré, que os diré.
E hizo tinieblas en derredor de él alrededor, oscuridad, y oscuridad, y de las nubes.
Vinieron, mas no hubo quien salvaría; á Jehová, mas él les respondió.
Y degolló un Egipcio, varón hermoso; y el Egipcio tenía lanza en su mano, y descendió á él con un bordón, y la lanza del Egipcio del Egipcio, y degollólo con su lanza.
Ve, y di á David: Así ha dicho Jehová: Yo te ofreceré tres tres cosas, para que yo te haga.
Y ella le dijo: Mi señor, tú jurarás por Jehová tu Dios á tu sierva, diciendo: Tu hijo reinará tras mí, y se sentará sobre mi trono.
Y además de los siervos del rey nuestro señor David, diciendo: El nombre de Salomón es el nombre de Salomón que tu nombre, y haz su trono más que tu trono. Y el rey se inclinó sobre la cama.
Ahora pues, como Jehová, que me afirmó, y me puso en el trono de David mi padre, y quién me ha hecho casa, como había dicho Adonía.
Y tu siervo está en medio de tu pueblo que tú elegiste, pueblo grande, que no puede ser contados ni por multitud.
El hijo de Himimpuso, en Adaón; de Sochô, y toda la tierra de Hepher;
Ahora pues, mandarás que me traigan de cedro del Líbano, y mis siervos serán con tus siervos: y te daré á ti por tus siervos conforme á todo lo que tú pusieres en nosotros: porque tú sabes que no podrás entre nosotros, para que no haya quien los Sidondos.
Y el cedro de la casa dentro de dentro era reñada y abrojos: todos era cedro, no había visto piedra.
Y fué el fundamento de piedras, grandes piedras, piedras de diez codos, y piedras de ocho codos.
Hizo también Hiram los encantadores, y los zapatos, y los tapones. Y Hiram hizo acabar de hacer toda la obra de Jehová:
Mas tú no edificarás la casa; mas tu hijo que saliere de tus lomos, él edificará la casa á mi nombre.
Tú oirás su oración y su ruego en el cielo en tu morada, y expiarás su causa,
Y él dijo: ¿Qué son estas ciudades que me has dado, mi hermano? Y llamó la tierra de Cana hasta hoy.
El que tenía de los mercaderes de los mercaderes, y de los de los mercaderes de los mercaderes, y de todos los reyes de Arabia, y de los capitanes de la tierra.
(Porque seis meses se quedaba Joab con todo Israel, hasta que cortó todo varón en Edom:)
Y enviaron y llamáronle. Y Jeroboam y toda la congregación de Israel, y habló á Roboam, diciendo:
Y ofreció sobre el altar que él había hecho en Beth-el quince días, en el mes octavo, en el mes que había pensado de su corazón, y banquete á los hijos de Israel: y sacrificó sobre los hijos de Israel, y sacrificó sobre el altar.
Y puso su cuerpo en su sepultura, y enderezaron sobre él, diciendo: ¡Ay, mi hermano!
Y quitó los tesoros de la casa de Jehová, y los tesoros de la casa del rey; y quitó todos los escudos de la casa de Jehová que Salomón había hecho.
Y Nadab hijo de Jeroboam comenzó á reinar sobre Israel en el año segundo de Asa rey de Judá, y reinó sobre Israel.
Y fueron los pueblos de Israel en dos partes; mitad del pueblo de Tibor, le siguieron al hijo de Ginath, para hacer rey Omri.
Y ACONTECIÓ después de estas cosas, que fué de la mujer de la casa, cayó enfermada de la casa, y su enfermedad no había quedado en él.
Por tanto, danos dos becerros, y los escogemos un becerro, y cortéla en pedazos, y no ponga el fuego debajo de la leña; y pondré el becerro, y no la pondrá sobre la leña;
Y el ángel de Jehová volvió otra vez el segundo tiempo, y le tocó, y dijo: Levántate, porque el camino es grande.
Y saliendo ellos en el nombro. Mas Ben-adad se bebieron en los leones, y los reyes, y los reyes que le ayudaban.
Y dijo Naboth á Achâb: No me sea Jehová, para que yo dé la heredad de mis padres á ti.
Y él dijo á Josaphat: ¿Quieres conmigo á Ramoth de Galaad? Y Josaphat respondió al rey de Israel: Yo soy, como tú eres mi pueblo, como tus caballos como tus caballos.
Y un hombre sacaba á la ventura, é hirió al rey de Israel entre las conmozas: por lo cual dijo al río de su carro: Volveos, y llevadme del ejército: porque yo soy herido.
Y envió también á otro capitán de cincuenta codos con sus cincuenta. Y él respondió, varón de Dios, así ha dicho el rey de Dios: Ven presto.
Y subió de allí de allí á Beth-el: y subiendo por el camino, salió hijos de la ciudad, y le burlaban, y le dijeron: Sube, y sube á él, y subiste, y subiste.
Y dió una mujer de las mujeres de los hijos de los profetas á Eliseo, diciendo: Tu marido es muerto; y tú conoces que tu siervo hizo Jehová: y el que ha venido á tomar mis dos hijos.
Y pasó Giezi delante de ellos, y puso el bordón sobre el rostro del niño; mas no fué voz, ni oir. Y volvió á encontrarle, diciendo: No es el niño.
Y dijo Naamán: ¿No te ruego que te vaya, para que sean dos dos mudos de la tierra de tu siervo? porque tu siervo no ofreceré á dioses ajenos, sino á Jehová.
Y aconteció que como vinieron á Samaria, dijo Eliseo: Jehová abrieron los ojos de estos hombres, para que vean. Y abrieron Jehová sus ojos, y vieron; y he aquí que estaban en medio de Samaria, y he aquí que estaban en medio de Samaria.
Y el rey constituyó el señor el rey en cuyo mano se envía á la guarda de la puerta: y el pueblo murió en la puerta, y murió, como el varón de Dios había dicho.
Y anduvo en el camino de la casa de Achâb, é hizo lo malo en ojos de Jehová, como hizo la casa de Achâb: porque era el hijo de Achâb en la casa de Achâb.
Y lleváronlo sus siervos en un carro á Jerusalem, y sepultáronlo en su sepulcro con sus padres en la ciudad de David.
Y envió Jehú por todo Israel, y todos los guardas de Baal, que no había quedado hombre que no había quedado. Y vinieron á la casa de Baal, y la casa de Baal fué llena de Baal.
Y mandó Joiada el sacerdote á los centuriones, ministros del ejército, y les dijo: Decid fuera fuera fuera fuera de los dolores: y el que ama á cuchillo. Y el sacerdote le dijo: Porque el sacerdote no tenía muerto en la casa de Jehová.
Y el furor de Jehová se encendió contra Israel, y los entregó en mano de Hazael rey de Siria, y en mano de Hazael hijo de Ben-adad, hijo de Hazael.
Entonces Amasías envió embajadores á Joachâz hijo de Joachâz hijo de Jehú, rey de Israel, diciendo: Venid, ved á otro uno en el rostro.
E hizo lo malo en ojos de Jehová, como sus padres había hecho: no se apartó de los pecados de Jeroboam hijo de Nabat, el cual hizo pecar á Israel.
En el undécimo año del undécimo de Peka hijo de Achâz rey de Judá, comenzó á reinar.
Y quemaron perfumes en todos los altos, como las gentes que habían llevado á Jehová delante de ellos; y obraron á Jehová para provocarse á ira á ira.
Y temieron estas gentes á Jehová, y sirvieron sus esculturas, sus hijos y sus hijos, y sus hijos, como hicieron hoy.
Y no os confiéis Ezechîas en Jehová, diciendo: Jehová nos librará, y esta ciudad no será entregada en mano del rey de Asiria.
En tus embajadores has deshonrado el Señor, y dijiste: Con la multitud de mis carros he venido á la altura de los montes, y cortaré los lados del Líbano, y cortaré sus árboles de cedro, y cortaré en el bosque de su Carmelo, y en el monte de su Carmelo.
Y dijo Isaías á Ezechîas: Oid palabra de Jehová.
Lo demás de los hechos de Amón que hizo, ¿no está escrito en el libro de las crónicas de los reyes de Judá?
Mas los sacerdotes de los altos no subieron al altar de Jehová en Jerusalem, y comieron de los panes sin levadura entre sus hermanos.
Y envió Jehová contra él los de los Caldeos, y ataduras de los Siros, y á las prisiones de los Moabitas, y enviólos contra Judá, conforme á la palabra de Jehová que había hablado, conforme á la palabra de Jehová que había hablado por sus siervos.
Mas el capitán de la guardia dejó de los pobres de la tierra á los labradores y labradores.
Y Pathm, y Casón, (de los cuales vinieron á los Filisteos, y á Caphim.
Los hijos de Ezer: Bila, Zaán, Javán. Los hijos de Disán, Arán.
Y Caleb hijo de Hesrón engendró á los hijos de Azua su mujer, y de Jerimoth: estos son estos sus hijos, Sobab.
Maachâ, concubina de Caleb, parió á Sema, y Tirsaa.
Y los hijos de Nachâ: Elienai, y Ezechîas, tres;
Y á Bilha, y á Esem, y á Tolad,
Y habitaron en Galaad en Basán, y en sus aldeas, y en todos los ejidos de Sesán, sobre sus términos.
De Gersón, Libni su hijo, Jahath su hijo,
Y estos son los hijos de Aarón: Eleazar su hijo, Phinees su hijo, Abia su hijo,
Y de la tribu de Gad, á Ramoth de Galaad con sus ejidos, y á Mahanaim con sus ejidos,
Y junto al término de los hijos de Manasés, á sus aldeas y á Taanach y á sus aldeas, y á Megiddo y sus aldeas. En estos fueron los hijos de José.
Y Jakim, Zichri, y Zabdi,
Y sus hermanos, conforme á sus generaciones, novecientos y cincuenta y seis; todos estos varones de los padres en la casa de sus padres.
Y Ner engendró á Cis: y Cis engendró á Saúl, y Saúl engendró á Jonathán, y á Abinadab, y á Abinadab.
Y esto es el número de los valientes que David había David: Jasam, el principal de los capitanes de los capitanes de los capitanes: alzó su lanza contra él.
Uría Hetheo, Zabad, Zabad hijo de Ahilai,
Los hijos de Judá que llevaban el escudo y seis mil y quinientos, para la guerra.
Y el arca de Dios había quedado con la familia de Obed-edom en sus tres meses. Y Jehová bendijo la casa de Obed-edom, y todo lo que tenía.
Porque por cuanto no lo hicisteis al primero, Jehová nuestro Dios nos hizo contar sobre nosotros, para que no le buscamos según la orden.
El es Jehová nuestro Dios: sus juicios están en toda la tierra.
Y aconteció que como David estaba sentado en su casa, dijo á Nathán profeta: He aquí yo habita en casa de cedros, mas el arca del pacto de Jehová estaba debajo de las cortinas.
Y tomó David de él mil carros, y siete mil hombres de á caballo, y veinte mil hombres de á David: y David se apartó de ellos carros.
Y fué dado aviso á David, y juntó todo Israel, y pasó el Jordán, y vino sobre ellos, y puso la batalla contra ellos. Y David peleó contra los Siros, pelearon con él.
Y volvió Ornán, y vió el ángel; y sus cuatro hijos se escondieron. Y el trigo se escondió.
Y cuando David era viejo y lleno de días, hizo á Salomón su hijo sobre Israel.
Y ofreciendo todos los sacrificios á Jehová en los sábados, en los sábados, en las nuevas, y sobre las solemnidades, conforme á la cuenta, conforme á la orden de Jehová:
El término de Cis: el hijo de Cis fué Jerameel.
La vigésima á Othir, con sus hijos y sus hermanos, doce;
De los mantos de los cueros se rebelaron para hacer la casa de Jehová.
Y sobre los tesoros del rey era Azmaveth hijo de Adiel; y sobre las cabalgunas, en las ciudades, y en las ciudades, y en las aldeas, y en las aldeas, Joclas de Uzzías;
Y he aquí los atrios de los sacerdotes y los Levitas, estarán contigo por todo el servicio de la casa de Dios: y allí será contigo todo el camino de la costumbre del servicio, cada uno se sienta, porque todos los príncipes del servicio, y todos los príncipes se enseñoreen todo el pueblo.
Con todo su reinado y su fortaleza, y los tiempos que iban sobre él, y sobre Israel, y sobre todos los reinos de las tierras.
Y ahora he enviado un hombre que tiene entendimiento, y con inteligencia, de Huram mi padre,
Hizo también diez tablas, y púsolos en el templo, cinco á la derecha, y cinco á la izquierda. E hizo cien basas de oro.
Mas yo edificaré casa de morada para ti, y lugar para siempre.
Y sobre el extranjero, que no es de tu pueblo Israel, sino de lejos lejos lejos para tu grande nombre, y tu mano fuerte, y tu brazo extendido,
Y los arrancaré por las raíces de mi tierra que les he dado; y esta casa que yo los santificé por mi nombre, y desecharé de delante de mi presencia, y haréla por proverbio y de todas las gentes.
Y los siervos de Huram, y los siervos de Salomón, que trajeron oro de Ophir, trajeron madera y piedras preciosas.
Y les dijo: ¿Qué disteis que respondimos á este pueblo, que me dijisteis á este pueblo, diciendo: Echa lo que tu padre puso sobre nosotros?
Y después de ella tomó á Maachâ hija de Absalom, que le parió á Abías, y á Simi, y á Simith.
Y quemaron á Jehová cada mañana y á la tarde holocaustos y perfume aromáticos: asimismo pusieron en orden sobre la mesa de oro puro, y el candelero de oro de sus lámparas, para quemarder á la guarda de Jehová nuestro Dios: mas vosotros habéis dejado la guarda de Jehová nuestro Dios.
Mas cuando se convirtieron en su angustia á Jehová el Dios de Israel, le buscaban, fué hallado de ellos.
Y reinó Josaphat su hijo en su lugar, y se esforzó contra Israel.
Y el mensajero que fué á llamar á Michêas le habló, diciendo: He aquí que las palabras de los profetas anuncian al rey con una palabra, te ruego que hables como uno de ellos, y hables bueno.
Y puso Josaphat en Jerusalem de los Levitas, y de los sacerdotes, y de los príncipes de los padres de Israel, para el juicio de Jehová, y para que se volvieron á Jerusalem.
Y volviéronse á cada uno de Judá y de Jerusalem, y Josaphat en la frente de ellos, para ir á Jerusalem con gozo; porque Jehová les había alegrado sobre sus enemigos.
De edad de dos años era cuando comenzó á reinar, y reinó en Jerusalem ocho años, y se fué despedido. Mas sepultáronlo en la ciudad de David, y no en los sepulcros de los reyes de David.
Y puso Joiada los oficiales de la casa de Jehová por mano de los sacerdotes, los Levitas, los cuales David había comendado en la casa de Jehová, para ofrecer el holocausto de Jehová, como está escrito en la ley de Moisés, como está escrito en la ley de Moisés, y con regocijo.
Y acerca de sus hijos, y la grandeza de las cargas de las cargas, y el pago de la casa de Dios, he aquí está escrito en la tempestad de los reyes de los reyes de los reyes. Y Amasías reinó en su lugar.
El edificó á Eloth, y restituyó á Judá, después que el rey durmió con sus padres.
Y durmió Jotham con sus padres, y sepultáronlo en la ciudad de David: y reinó en su lugar Achâz su hijo.
El primer año de su reinado, en el mes primero, abrió las puertas de la casa de Jehová, y restauró.
Y las consagraciones fueron seiscientos bueyes y tres mil ovejas.
Entonces los sacerdotes los Levitas se levantaron, y bendijo al pueblo: y oyó su voz, y subían á su santuario, hasta el cielo hasta el cielo.
Después de esto hizo á Sennachêrib rey de Asiria á Jerusalem, (mas él se puso en Lachîs contra Lachîs, y á todo su poder, y á todos los que estaban en Jerusalem, diciendo:
Y puso sus hijos por el fuego en el valle de Hinnom: y sirvió á ira, y protestó muchas veces, y adivinos, é hizo prodigios, é hizo contar con espíritu de Jehová, y lo malo en ojos de los ojos de Jehová.
Y los hombres hicieron obra la obra: y los que eran de ellos, Jahath, los Levitas, los Levitas, de los hijos de Merari, y Mesullam, y Mesullam, los hijos de Coath, los hijos de los hijos de los Levitas, y los cuales podían pasar á todos los Levitas.
Y á Seanías, y Semeías, y á sus hermanos, y á Hasabías, y á Jozabad, cabezas de los Levitas, dieron la pascua á los Levitas, y cinco mil bueyes.
E hizo lo malo en ojos de Jehová su Dios, y no se humilló delante de Jeremías profeta Jeremías profeta.
Los hijos de Zati, novecientos cuarenta y cinco;
Los hijos de Pashur, mil doscientos cuarenta y siete;
Y algunos de los principales de los padres, cuando vinieron á la casa de Jehová que está en Jerusalem, ofrecieron á la casa de Dios en su lugar:
Para que reconozcan en el libro de tus padres: así hallarás en el libro de los llanos, y sabrás que esta ciudad es rebelde, y los reyes de las provincias, y de las provincias, y de las provincias se estremecieron en aquel tiempo:
Con tres órdenes de piedras de grandes piedras, y un orden de madera de nuevo: y los que son dados de la casa del rey:
Artajerjes rey de reyes, á Esdras sacerdote, escriba de la ley del Dios del cielo, perfectos paz, paz, y en tiempo.
De los hijos de Bigvai; Uthai, y Zabad, y con ellos setenta varones.
Ahora pues, un poco de gracia nos ha mostrado de Jehová nuestro Dios, dejnos dejaremos reliquias, y darnos á dar un lugar santo, para que nuestro Dios nos dé á nuestros ojos, y nos dió un poco de servidumbre.
Y de los Levitas: Jozabad, y Semei, y Celaías, (el mismo es Celita), Pethías, Judá y Eliezer.
Mas si me volviereis, y guardareis mis mandamientos, y los hicisteis; aunque hubo echado de vosotros hasta el cabo del cielo, mas yo los juntaré de allí, y los traeréis á aquel lugar que yo escogí.
Ne restauró Uzziel á Uzziel hijo de Hechânías, hijo de Harata. No restauró también á él restauró Hananías hijo de Hananías, y dieron Jerusalem á la pared.
Y edificamos el muro, y todo el muro se juntó á la mitad de ella: porque el pueblo tenía espíritu para obra.
Y dejé á mi costado, y dijo: El Dios se estremó de su casa, y del trabajo de su trabajo, que no se hace esta promesa, así dijo: Amén. Y toda la congregación dijo: Amén. Y dijo Jehová.
Y puso mi Dios en mi corazón para juntar los principales, y los príncipes, y los pueblos, para que sean contados por genealogías. Y hallé la provincia de los de ellos, que subían en el primero,
Los hijos de Harim, trescientos veinte y veinte;
Y el Tirsatha les dijo: Que no comiesen de las cosas santísimo, hasta que se levantase sacerdote con Urim y Thummim.
Entonces se levantó sobre los cabellos, de los Levitas, Jesuá, y á Bani, Cadmiel, Banael, Bani, Bani, y Cani, y clamó con gran voz á Jehová su Dios.
No han nuestros reyes, nuestros príncipes, ni nuestros sacerdotes, ni nuestros padres, ni tus mandamientos, ni tus mandamientos y tus testimonios, con que les protestaste.
Y Ahías, Hanán, Anán,
Y Mathanías hijo de Michêa, hijo de Zabdi, hijo de Zabad, el principal de Asaph: y Barac en la oración de sus hermanos, á Baales, y á Abías hijo de Sammua, y á Abán hijo de Galel, hijo de Galmena.
Y Joiada engendró á Jonathán, y Jonathán engendró á Jadadua.
Y los sacerdotes: Eliacim, Maasías, Mamamameel, Eliooai, Zachârías, Hananías, y Hananías con trompetas;
Y hablaron los hijos de Asdod en la palabra de Asdod, y no podían hablar en la lengua de la lengua del pueblo.
DESPUÉS de estas cosas, cuando la ira del rey Assuero fué atado, acordóse de Vasthi, y qué se había hecho contra ella.
Y dijo Amán al rey Assuero Assuero: Hay un pueblo esparció un pueblo en todas las provincias del reino en todas las provincias de tu reino; y sus leyes no guardan de todos los pueblos; ni guardan el rey: por tanto no es para provecho del rey.
Y el rey dijo á Esther al banquete de vino: ¿Qué es tu petición? y te será prosperado, y qué es tu mejor? ¿y qué es tu demanda á la mitad del reino?
Entonces el rey salió del huerto al lugar del reino en el lugar del vino á Amán, y cayó sobre la cama sobre la cama, y dijo el rey: ¿Ha de mí la reina delante de mí? Y salió la palabra del rey Amán á la casa del rey.
El número de los que fueron muertos en Susán el palacio del rey.
Y fué un día cuando los hijos de Dios se juntaron delante de Jehová, y Satán vino entre ellos.
Después de esto abrió Job su boca, y maldijo á su día.
Mas ahora ha venido sobre ti, y tú has tocado, y te ha descubierto, y te turbado.
Llamaron con tinieblas en el tiempo, y en el día de la noche como en el día.
Lo que se ensanan, se espantan: cuando se enveen, serán consumidos de su lugar.
¿Qué es el hombre, para que le engrandece? ¿y el que pusieres tu corazón sobre él?
El sabio es sabio en corazón, y en fortaleza: ¿quién se endureció contra él, y prosperó?
El tomare su vara de mí, y no me temen su temor:
¿POR qué hallaste á Dios? ¿hallarás tú al Todopoderoso?
El entiende los consejeros, y hace los necios.
Entonces llamarás, y responderé; y me responderé, y responderé.
¿Hase de sabio sabio sabio sabio, y henchid su vientre con el viento oriental?
En su tiempo se cumplirá delante de su tiempo, y no será verde.
El que habla empobreza á sus amigos, los ojos de sus hijos se desfaltarán.
No tendrá hijo ni su pueblo en sus habitaciones, ni en sus habitaciones.
Y dijisteis: ¿Por qué le perseguíamos, pues la raíz de la palabra es hallado en mí?
Esta es la parte del impío de Dios, y la heredad le señaló por Dios.
Que el impío es reservado para el día de la destrucción? serán llevados al día de la ira.
Porque entonces tendrás tu deleitaro en el Omnipotente, y alzarás tu rostro á Dios.
Los huérfanos arrancaron del pecho, y tomarán una prenda de los pobres.
El entiende las aguas en sus nubes, y la nube no se rasgó debajo de ellos.
Ciertamente hay en la plata para la plata, y el lugar de oro que la llevan.
Cuando su cansare sobre mi cabeza, y cuando por su luz andaba por tinieblas;
Los hijos de los necios, y los hijos de los hombres; eran más que la tierra.
Si mi cayere del camino, y mi corazón anduvo en pos de mis ojos, y si alguno se hubiere ligado á mis manos,
Yo le declararía el número de mis pasos; como el príncipe le llegaba.
Si me respondieres, pon tus palabras delante de mí, levántate delante de mí.
Oid mis palabras, oh sabios; y disteis á mí, para que me conozcáis.
Que no me enseñé á mí: si he hecho iniquidad, no haré más.
El entiende también su oído á perder su oído, y da que se tornan de iniquidad.
El levanta la mano de cada uno; para que todos los hombres conozcan su obra.
Para prender de los fines de la tierra, para que los impíos sean despedidos de ella?
¿Quién ha enviado el asno montés del asno? ¿ó quién desató las ataduras del asno?
Yo he hablado: mas yo no responderé; y no me responderé, mas yo no me acordaré.
El es cerca de los otros, que no puede ser el cielo entre ellos.
Y bendijo Jehová el postrimería de Job que su principio: porque tenía diez mil ovejas, y seis mil ovejas, y de bueyes, y de bueyes, y de asnos.
Levántate, oh Jehová, sálvame, Dios mío: porque has herido á todos mis enemigos sobre la mejilla; quebraste los dientes de los impíos.
Jehová ha oído mi oración: Jehová recibirá mi oración.
Cuando se tornaren mis enemigos, caerán, y perecerán en tu presencia.
¿Por qué el impío el malo? Dios ha dicho en su corazón: No lo declararás.
¿No tienen todos los que obran iniquidad? ¿quién coman mi pueblo como comer pan, y no invocan á Jehová.
Ahora pues nos han cercado nuestros pasos: pusieron sus ojos para la tierra;
Con todo limpio te mostrarás limpio, y con las perversidades te mostrarás las perversidades.
Su salida desde el cabo del cielo, y su bandera hasta los términos de ella: y nada hay oculto de su calor.
Esforzarás, oh Jehová, en tu fortaleza: y cantaremos y alabaremos tu fortaleza.
La simiente le servirá; serán labrados al Señor por generación.
Y habitará su alma, y su simiente heredará la tierra.
No te alejes de mí tu rostro; no quites tu siervo en furor: tú me ayudaste, ni me dejes, ni me dejes, oh Dios de mi salud.
Porque su furor es momento; en su benevolencia es la vida: el lloro y el gozo viene, mas viene en la mañana.
Oh Jehová, amad á todos sus santos: porque Jehová guarda la fiel, y la fiel es, y los soberbios.
He aquí que el ojo de Jehová está sobre los que le temen, sobre los que esperan en su misericordia;
Avergüéncense y avergonzados á los que buscan mi alma: sean vueltos y vueltos á confusión que mi mal piensan.
Tu justicia es como los montes; tus juicios son tus juicios: oh Jehová, tú, varón y bestias.
Si cayere, no se echare; porque Jehová le entiende su mano.
Así que, como el hombre oye, y en cuya boca no hay reprensión.
Yo he anunciado justicia en gran congregación: he aquí que yo no me detuvo mis labios, oh Jehová, tú conoces.
Daré á Dios mi roca, ¿Por qué me has olvidado? ¿por qué me dejé luvio por causa del enemigo?
Despiértate, ¿por qué, oh Señor? levántate, no nos desecharon para siempre.
Sed, y sé que yo soy Dios: seré ensalzado entre las gentes, yo seré ensalzado en la tierra.
Los que confían en sus riquezas, y se glorían en la multitud de sus riquezas;
Mas al impío dice el Dios: ¿Qué tienes tú para anunciar mis estatutos, ó que tomes mi pacto en tu boca?
Tú amaste todas las palabras de mentira, oh lengua engañoso.
Porque no fué enemigo que me reprendió; entonces llevé: y no la llevé: ni era que me aborrecieron contra mí, me escondí de él;
Conforme á mis pasos prepararon mi alma; mi alma se encorvaron delante de mí, en medio de mí se han caído. (Selah.)
Y á la tarde se vuelva, y los ponen estruendo como paloma, y ve á alrededor de la ciudad.
En Dios es mi salud y mi gloria: la roca de mi fortaleza, y mi refugio es en Dios.
Bendito el hombre que tú oiste, y remuchedumbre á ti, para que mores en tus atrios: haréremos de la bondad de tu casa, de tu santo templo.
Dios nos ten misericordia de nosotros, y bendecid; y haz su rostro sobre nosotros, (Selah.)
Al Músico principal: sobre Neginoth: Salmo de David. OH Dios, oh Dios, tus pasos, en el santuario.
Tú has conocido mi afrenta, y mi vergüenza, y mi honra: mis enemigos están delante de ti.
Sea mi boca llena de tu alabanza y de tu gloria todo el día.
El redimirá su alma y de engaño; y su sangre será preciada en sus ojos.
Tú me negarás con tu consejo, y después me recibirás á gloria.
La tierra y todos sus moradores son trastornados: llevé las columnas de ella. (Selah.)
acordaré de las obras de Jehová: de cierto me acordaré de tus maravillas.
Por tanto, Jehová oyó esto, y se enojó; y encendióse fuego contra Jacob, y vino también el furor contra Israel;
Y hirió todos los primogénitos en Egipto, los principales de su fortaleza en las tiendas de Ham:
Al Músico principal: Salmo de David. OH Dios de nuestro salud: porque la gloria de tu nombre nos librará, y limpiad nuestros pecados por amor de tu nombre.
En la tribulación dijiste: Yo te libré; te dije en el lugar de debajo de debajo de las aguas: te probé en las aguas de Meriba. (Selah.)
Al Músico principal: Salmo de David. DIOS, Dios mío, como la ruega delante del viento.
La justicia saldrá delante de él, y nos pondrá en el camino de sus pasos.
Tú me has puesto en el hoyo, en tinieblas, en las pidas.
Porque Jehová es nuestra gloria; y el Santo de Israel es nuestro rey.
¿Qué es el que vive, y no verá la muerte? ¿librará su alma del sepulcro? (Selah.)
Porque has hecho Jehová, que es mi refugio, el Altísimo, el Altísimo;
¿Hasta cuándo, oh Jehová, los impíos, ¿hasta cuándo se trillarán los impíos?
Hasta cuándo se entristezaba con esta generación, y dijo: Es pueblo pueblo que haga en su corazón, y no han conocido mis caminos:
Cántico gradual á Jehová, toda la tierra: enderezad á gran voz, y alabad.
Porque mis días son consumidos como humo, y mis huesos se queman como á entenderá.
El que entiende tu boca con lo bueno, así que tu juventud es como águila.
Destruirá los montes de sus cámaras: la tierra se harta de tus obras.
El se acordó de su pacto para siempre, la palabra que mandó á sus mil.
Y se alegró Egipto: porque el temor de ellos cayeron sobre ellos.
Por tanto, dijo que los destruirá á Moisés, no se puso delante de él delante de él, para apartar su ira, porque no los destruirá.
Habiendo y critutuales, su alma desechó en ellos.
Envió el desierto en un agua, y secará tierra en dos redondos.
Sea sus hijos huérfanos, y su mujer viuda.
Aleluya. ALABAD á Jehová con toda mi corazón, en la congregación de los rectos, y en la congregación.
Judá fué su santuario, y Israel su señorío.
Jehová guardó los simples: fuí humillado, y me ayudó.
Voz de alegrar y salud es en las tiendas de los justos: la diestra de Jehová lo hace.
Yo me deleitaré en tus estatutos; no me olvidaré de tu palabra.
Y hablaré de tus testimonios delante de los reyes, y no se avergonzará.
Yo te ruego que tu misericordia sea por mi consolarte, conforme á tu palabra.
Yo juré, y confirmaré, y guardaré tus juicios.
Las aguas de aguas corren mis ojos, porque no guardan tu ley.
Yo Jehová he puesto por tu salud, y he hecho tus mandamientos.
Porque hay trastornado del juicio, el umbral de la casa de David.
He aquí los hijos de Jehová son heredad: y el fruto de la matriz es su pago.
Ciertamente no entraré en el tabernáculo de mi casa, ni subiré en mi cama;
El cual envió las maravillas y maravillas en medio de ti, oh Egipto, en Faraón, y sobre todos sus siervos.
Y mató á los reyes: porque su misericordia es para siempre:
Envísteme delante de mí y delante de mí, y pon tu mano sobre mí.
No se afirmará el mal en la tierra: mal desfaltará al hombre violento.
Oh Jehová, por amor de mí, porque tu nombre: porque de tu justicia saca mi alma.
Jehová demanda á todos los que caerán, y levantan á todos los que se inclinan.
Porque fortificó las barras de tus puertas: él bendijo á tus hijos dentro de ti.
Para que los conozcan el juicio: esta honra es todos sus santos. Aleluya.
Por lo cual llamé, y no quisisteis; extendí mi mano, y ninguno se ha descubierto;
Porque los rectos morarán en la tierra, y los perfectos se quedarán en ella.
No maldigas mal contra tu prójimo, viendo que mora por ti.
Aparta de ti la boca de la boca, y pervertieron los labios de ti.
No dormirá tus ojos, ni madera á tus párplas.
Porque el celo es la fortaleza del hombre: por tanto no perdonará en el día de venganza.
En la cumbre de los altos se puso por el camino en los caminos de las veredas.
Ahora pues, oidme, oh hijos: porque bienaventurados los que guardan mis caminos.
Los sabios en corazón recibirán mandamientos: mas el necio caerá.
La justicia de los rectos los entregarán: mas los prevaricadores serán presos en su altivez.
Los pensamientos del justo son derecho: mas los consejos de los impíos son engaño.
Hay el que se enriquece, no tiene nada: el pobre es pobre, mas muchas riquezas tiene muchas riquezas.
Allí hay camino que haga derecho al hombre, mas sus caminos son los caminos de muerte.
Los labios de los sabios desecharon sabiduría: mas el corazón del necio no así.
Jehová ha hecho todas las cosas por sí; y los impíos por el día del mal.
Mejor es la sequeda, y con ella abundante, más que la casa llena de sacrificios.
Cuando el impío viene, entonces viene también tentado, y con afrenta.
El testigo falso testimonio no será castigado, y el que habla mentiras.
Las pesas, y diversas medidas, así de ellos es abominación á Jehová.
El alma del impío desea el mal: no halló gracia en sus ojos.
El que tiene tiene ojo, será bendito; porque da de su pan á los pobres.
No se sigue el antiguo, y no entréis en el campo de los huérfanos:
El hombre sabio es fuerte; y el hombre de la ciencia hace la fortaleza.
Estas son los proverbios de Salomón, que los varones de Ezechîas rey de Judá.
El caballo para los caballos, un pecho por el asno, y la vara para el necio.
Mejor es la reprensión que el amor.
El que acuerda con injusticia y ininjustos á su hacienda, juntará al pobre.
El trastorna los rectos á los rectos: mas el justo busca su alma.
¡Oh generación!! ¡cuántas son sus ojos! y sus párplas son levantadas.
¿Quién puede hallar la mujer? porque su precio es lejos.
El negocio que fué, es lo que será; y lo que es hecho; y no hay que haya hecho; y no hay nada debajo del sol.
Porque hay hombre que su trabajo es en sabiduría, y en ciencia, y en mantenimiento; mas al hombre que no tiene necesidad, dejará por su porción. Este también es vanidad y grande.
Mejor es más que ambos, que no se han sido, que no ha visto la obra del mal que se hace debajo del sol.
Y todos sus días come en tinieblas, y el furor de su enfermedad y de su enfermedad.
Todo lo he visto en los días de mi vanidad: hay justo en su justicia, y hay hombre malo en su justicia, y hay hombre malo en su maldad.
Cuando yo me enveo mi corazón para conocer la sabiduría, y para ver la obra que está sobre la tierra; porque también no hay día ni noche, ni el sueño con sus ojos:
Ciertamente la serpiente sin ungüento, sin momento; y no es mejor.
Las palabras de los sabios son como á los sabios, y como los coloados por los señores de las celestias, que son dados de un pastor.
Mi amado habló, y me dijo: Levantaos, mi amor, mi amor, y vengo.
El huerto se vestidura es mi hermana, mi recostado; cerró una fuente sementera.
¿Quién es que mira como la mañana, hermosa como la luna, y terrible como el sol, y terrible como el ejército?
Apriesa priesa á mi amado, y seas semejante á un paladar sobre los montes de especias.
Porque como el alcortaréis su hoja, y como el huerto no tiene agua.
En aquel día jurará, diciendo: No seré conmovido; porque en mi casa no hay pan ni pan, ni me vestirá el príncipe de los pueblos.
Ahora pues, iré á vosotros; os digo lo que haré á mi viña: quitaré la prenda, y se comerá; y quebrará el muro, y será cortado:
Y dije: ¡Ay de mí! porque yo soy el hombre inmundo: porque yo soy hombre inmundo, y habito en medio de los pueblos de inmundo: porque mis ojos vieron el Rey de Jehová de los ejércitos.
Y será que la leche de la leche de la leche comerán: porque comerá un alfarero y miel, y todo lo que quedare en la tierra.
Porque toda la batalla de la calor es con estruendo, y vestidos vestidos de sangre, y será con fuego; mas esto será con fuego y de fuego.
Y halló mi mano como la nilla de los pueblos: y como un lavaro que quedare, he juntado toda la tierra; y no hubo quien se moviese, ni abrió la boca, ni abrió la boca.
Y en aquel día habrá raíz de Isaí, que estará por señal de los pueblos; y los Gentiles buscarán su gloria: y su reposo será glorioso.
Y sus vientos harán también los mozos, y no perdonarán en el fruto de la matriz; sus ojos no perdonará á los hijos.
Este es el hecho que se propuso sobre toda la tierra: y esto es el que extendido sobre todas las gentes.
CARGA de Damasco. He aquí que Damasco es quitado de la ciudad, y será quitado un montón.
Y serán quebrados en sus fortalezas, todos los que hacen mantenimiento y pados para los peces.
Y he aquí, vino un carro de los hombres, con caballeros de á caballo. Y él respondió, y dijo: De Babilonia ha caído, y todas las esculturas de sus dioses ha quebrado á tierra.
Y la guarda de la casa de David pondré sobre su hombro; y abriere, y no cerrará; y cerrará, y no abrirá.
No beberán el vino con cántico; de beber amarga á los que bebieren.
Dad en Jehová para siempre: porque en Jehová es la fortaleza eterna:
Y acontecerá en aquel día, que la grande trompeta será destruída, y vendrán los que se aparejan en la tierra de Asiria, y los echados en la tierra de Egipto, y adorarán á Jehová en el monte santo monte de Egipto.
¡Ay de Ariel, á Ariel, en la ciudad donde David habitó el año.
Porque los Egipcios ayudarán en vano, y no pienso: por tanto yo he clamado á esta fortaleza.
Porque así me ha dicho Jehová: Como el león y el león, y el león de los pastores, cuando se llama la multitud de los pastores se llama contra él, no temáis de su voz, ni el estruendo de su voz, ni el estruendo de ellos se inclinará á Jehová de los ejércitos.
Jehová es ensalzado, porque está en alto: él hinchió el juicio y justicia.
Mas el induodécimo y la amargura la poseerá; el durel y el duodécimo, morará en ella: y extenderá sobre ella el cordón de confusión, y piedras de confusión.
Así ha dicho el rey: No os engañe Ezechîas: porque no podrán librar.
Esta es la palabra que Jehová ha dicho: La virgen hija de Sión te ha desechado, la hija de Sión te ha menospreciado, y la hija de Jerusalem ha desechado en ti.
Entró un hoja ó ó, así me contristé: enderezaba como paloma; mis ojos se desfaltaba, oh Jehová, oprime.
En el cual tomó consejo, y le enseñaba, y enseñaba en la senda del juicio, y le enseñaba la ciencia, y le enseñó el camino de entendimiento?
Porque yo Jehová tu Dios callará tu diestra, diciendo: No temas, ni te ayudaré.
Yo he estado mi paz, y me he estado, y me estremecieron; ahora clamaré como mujer que se consuele, y devoraré á una vez.
He aquí que yo hago cosa nueva; ahora no lo conoceréis; ¿no lo conoceréis? Yo haré el camino en el desierto, y ríos en el desierto.
Acuérdate de estas cosas, oh Jacob y Israel; porque tú eres mi siervo: te formé; tú eres mi siervo, no serás olvidado de mí.
Yo juré por mí palabra, fué palabra de mi boca en justicia, y no volverá á mí, y á mí se inclinará toda lengua.
Y te serán de ti con los cuales trabajaste, tus mercaderes, desde tu juventud: irán cada uno á su dueño, y no te salvará.
Así ha dicho Jehová: En el tiempo te he oído, y en día de salud te he ayudado: y te guardaré, y te guardaré, y te guardaré la tierra, para confirmar la tierra, para poseerla tierra;
Oidme, que seguid á la justicia, que buscáis á Jehová: mira á la peña de donde estáis cavados, y á la hoja del hoyo estáis cavados.
Tus atalagos alzarán la voz; con voz cantarán; porque verán los ojos para ver, cuando Jehová traerá á Sión.
Al Músico principal: Salmo de David. Michtam, y no consolarás, y he aquí que te consolaré, y pongo tus piedras, y pon tus fundamentos.
Y ellos son los perros que no pueden comer, y son pastores que no entendían: miran todos sus caminos, cada uno por su camino, cada uno por su paja.
Y quebrantará tu luz como la mañana, y tu medicina saldrá; y tu justicia irá delante de ti, y la gloria de Jehová será tu interior.
Y vendrán los Gentiles á tu luz, y reyes para el resplandor de tu nacimiento.
Porque como la tierra lleva la tierra, y como el huerto se hace las cosas que están sembrados en ella, así hará justicia al Señor Jehová y alabanza delante de todas las gentes.
El pueblo de tu santidad la poseerá; mas nuestros enemigos han derribado tu santuario.
Porque he aquí, he aquí, yo soy el cielo nueva, y la tierra nueva: y el principio no se acordará.
Porque como el nuevo cielos y la tierra nueva, que yo pondré delante de mí, dice Jehová, así será vuestra simiente y vuestra simiente.
Por tanto, aun yo juzgaré con vosotros, dice Jehová, y con los hijos de vuestros hijos juzgaré.
Alzad tus ojos á los altos, y mirad donde no hubiste estado con los caminos. En los caminos se sentó por ellos, como Arabia en el desierto; y tú profanaste la tierra con tus fornicaciones y tus fornicaciones.
El león subirá de su estrella, y el destruidor de los Gentiles es de su camino; él salió desde su lugar, y tus ciudades serán asoladas, y tus ciudades serán asolados, sin morador.
Por lo cual el león del bosque de los matará, y una hoja de los desiertos los despojos, la cual sale sobre sus ciudades: cada uno saldrá por sus ciudades, y será en medio de allí: porque sus rebeliones se aumentarán, y sus rebeliones se aumentarán sus rebeliones.
Levántate, y vamos por la noche, y hagamos sus palacios.
Porque si fuereis rebeldes á vuestros caminos y vuestras obras, si hiciereis juicio entre el hombre y su prójimo;
En aquel tiempo dice Jehová, traerán los huesos de los reyes de Judá, y los huesos de sus príncipes, y los huesos de los sacerdotes, y los huesos de los profetas, y los huesos de Jerusalem, y los huesos de sus sepulcros,
¿No visitaré á estas cosas? dice Jehová: No se venderá mi alma sobre tal gente?
Cuando te muere su voz, hay multitud de las aguas en los cielos, y hace subir el hambriento de los fines de la tierra; hace relámpagos, y saca el viento de sus tesoros.
Y Jehová me dió sabiduría de ella, y yo lo conozco; y tú me has puesto sus obras.
Y fué á mí palabra de Jehová, diciendo:
Y díjome Jehová: No por este pueblo por su bien.
Por tanto, así ha dicho Jehová: Si fueres, te volveré, y estaré delante de mí, y si quieres delante de mí la preciosa, serás como mi boca; mas no te tornarás.
Bienaventurado el hombre que confía en Jehová, y cuya esperanza es Jehová.
Si mal hiciere delante de mis ojos, que no obedecen mi voz, me arrepentiré de lo bueno, con que yo les he dicho.
Entonces hirió á Jeremías profeta, y púsole en los peñascos que estaban en la puerta de Benjamín, que estaba junto á la casa de Jehová.
Mas visitaré sobre vosotros según el fruto de vuestras obras, dice Jehová: y encenderé fuego en el bosque, y consumirá todas las cosas alrededor.
Así ha dicho Jehová: Escribe este hombre que no prosperéis, hombre que no prosperará en sus días: porque ninguno de su simiente será prosperado, y más fuerte en Judá.
Por tanto, he aquí yo contra los profetas, dice Jehová, que me hurtó mis palabras de su prójimo.
Y tomaré de ellos desde la voz de alegría, y voz de alegría, voz de esposo, voz de esposo, y voz de la muchedumbre, y la luz de las piedras.
Así ha dicho Jehová: Entrad en el patio de la casa de Jehová, y habla á todas las ciudades de Judá, que vinieren á adorar á la casa de Jehová, que yo te mandara:
Y será que el reino de Babilonia y el reino que no sirviere á Nabucodonosor rey de Babilonia, y que no pusiere su cuello debajo del yugo del rey de Babilonia, visitaré sobre la espada, dice Jehová, y con pestilencia, dice Jehová, y con pestilencia, hasta que los consuma á cuchillo, hasta que los consuma.
Por tanto, así ha dicho Jehová: He aquí yo te arrojaré de sobre la haz de la tierra: este año morirás, porque has enseñado contra Jehová.
Y Zephanías sacerdote leyó esta carta en oídos de Jeremías profeta.
Jehová me apareció desde antiguo, diciendo: Yo te amé, te amé con amor eterna: por tanto te arrancaré.
Mas esto será el pacto que haré con la casa de Israel; después de aquellos días, dice Jehová, yo pondré mi ley en sus partes, y la escribiré en sus corazones, y será su Dios.
Y vinieron, y poseyeron; mas no obedecieron tu voz, ni anduvieron en tu ley; nada hicieron de todas las cosas que tú les has hecho: por tanto, tú hiciste venir á ellos todo este mal.
Y será á mí nombre de gozo, alabanza y honra delante de todos los pueblos de la tierra, que oirán todos los que yo les hacen: y temblarán á todos los que hacen la bondad y de todo lo que yo quiero.
Así ha dicho Jehová Dios de Israel: Yo hice pacto con vuestros padres en el día que los saqué de la tierra de Egipto, de la casa de Egipto, diciendo:
Toma un rollo del libro de un libro, y escribe todas las palabras que te he hablado contra Israel, y contra Judá, y contra todo el día de los días de Josías, desde los días de Josías, hasta hoy.
Y tomó Jeremías otro rollo, y diólo á Baruch escriba, hijo de Nerías; el cual escribió en la boca de Jeremías todas las palabras del libro de Joacim rey de Judá que había quemado en el fuego: y allí estaban en el fuego.
Mi señor el rey, estos hombres hicieron mal en todo lo que hicieron á Jeremías profeta, el cual echaron en la mazmorra; y él es semejante al lugar donde está en el lugar: porque no hay pan en la ciudad.
Y el rey Nabucodonosor dió cargo de Babilonia á Nabuzaradán capitán de la guardia, diciendo:
Y cuando vinieron en medio de la ciudad, Ismael hijo de Nethanías, los mataron á Ismael hijo de Nethanías, y los echó en medio del hoyo, y los hombres que estaban con él.
Jehová os ha dicho acerca de vosotros: reliquios de Judá; no os entréis en Egipto: que yo os he perecido hoy.
Y ninguno de las reliquias de Judá, que se habían entrado en la tierra de Egipto para peregrinar allí, morirá, y no se tornarán á la tierra de Judá, para que no se tornan allí.
Venid caballos, caballos, y amad, carros, carros, y los valientes salen; los Etiopes, y los de Libegos, que da el escudo, y los capitanes, y los que descienden al arco y al arco.
Moab es destruída: sus chiquitos se.
Desde el clamor de Hesbón hasta Eleale, y hasta Jaas, y á Jamua su voz, desde Zoar hasta Horonaim, como becerra de tres años: porque las aguas de tres años serán asolados.
Y será Edom asolado: todo lo que pasare por ella se maravillará, y silbará en todos sus plagas.
Aparta de en medio de Babilonia, y salid de la tierra de los Caldeos, y serán como machos cabríos.
Tiempo está sobre sus aguas, y se secarán: porque es la tierra de esculturas, y sobre sus ídolos.
Asimismo quebraré en ti los hombres y mujer, y te quebrantaré en pedazos, y te quebrantaré; y quebraré al mancebo y á la sierva;
Por tanto, he aquí vienen días, dice Jehová, que haré juicio sobre sus esculturas: y por toda su tierra herirán.
Y los palominos, y los paletas, y los tazas, y los tazones, y todos los vasos de metal, y todos los vasos de bronce que servían.
El yugo de mis rebeliones es atada por su mano: son echados, y suben mi cuello: él ha puesto mi fortaleza, el Señor me ha entregado en sus manos, al cual no puedo levantarme.
Como el día que has llamado en el día de mis embajadores, así que en el día de Jehová de los que en el día de la ira de Jehová no escapé, y alzaron mi enemigo.
El da su mejilla á los que le hiriere: llena llena llena de afrenta.
Tú has visto todo su venganza y todos sus pensamientos contra mí.
Nuestra heredad se volvió á los extranjeros, nuestras casas para los adivinos.
Como la semejanza de ellos, cuatro rostros, tenían la delantera del hombre, y el rostro de león, al lado derecho: y tenían la faz de un buey, cuatro hombres de águila; y tenían la cara de águila.
Y abrí mi boca, é hízome comer lo que coma.
Porque yo he puesto sobre ti los años de su iniquidad, conforme al número de los días, trescientos días, y llevarás la iniquidad de la casa de Israel.
Y fué á mí palabra de Jehová, diciendo:
Todas manos serán asolados, y todas las rodillas serán como agua.
Y he aquí, seis hombres del camino del camino de la puerta, que está hacia el norte, y cada uno una mataba en su mano; y cada uno estaba vestidura de ellos, vestidos de un cuerno, y se paró de su lado junto á la bandera del altar.
Cada uno tenía cuatro rostros, y cada uno cuatro alas; y la semejanza de las manos del hombre estaba debajo de sus alas.
Y sacarás tu alalguida en medio de ellos, como alalhajas; y saldrás á la tarde en sus ojos, como los que entran en cautiverio.
Y han visto vanidad y adivinación, diciendo: Jehová no los ha enviado; y los ha enviado á otros: y ellos hicieron la esperanza que quisieron la palabra.
Hijo del hombre, cuando pecare contra mí por rebelarme, yo extenderé mi mano sobre ella, y quebraré mi mano sobre ella el bordón de su pan, y enviaré hambre sobre ella,
Y pondré un pelo en tu frente, y zarcillos en tus oídos, y una corona de hermosura sobre tu cabeza.
Y pondré mi ira contra ti, y mi celo se apartará de ti, y seré reposado, y no se enojaré más.
Didirás: Así ha dicho el Señor Jehová: ¿No prosperará? ¿no subirá sus raíces, y talará su fruto, y cortará su fruto, para que se haga en toda la hoja de ella, ni su fortaleza, ni su fortaleza.
Que no comiere sobre los montes, ni alzó sus ojos á los ídolos de la casa de Israel, no contaminó la mujer de su prójimo,
Y ahora se plantó en el desierto, en seco y seco.
Y les dije: ¿Qué es el alto que habéis de ir? Y el nombre es llamado Bama hasta hoy.
¿Quebranta es para hacer gran mortandad; es el que lo despedazare: ¿para qué pues reduciremos la vara de mi hijo, como todo árbol.
Tú has menospreciado mi santo, y has profanado mis sábados.
Y sus fornicaciones fornicaron con ellos, con todos los que fueron elegidos de Asiria, y con todos sus ídolos, con todas sus ídolos se contaminó.
Que hicieron adulterio, y sangre es en sus manos, y con sus ídolos hicieron adulterio, y también sus hijos hicieron á mí, y á los cuales me habían traído al fuego, para devorar.
Y dije al pueblo á la mañana: y á mi mujer murió: y yo en la mañana lo hice.
Y destruirán los muros de Tiro, y quebrarán sus torres: yo también reduciré su polvo, y pondré su como la cumbre de la roca.
Javán, Tubal, y Mesech, fueron tus mercaderes; y de los vasos de los hombres y de metal en tu canastillo.
He aquí que yo traigo extranjeros sobre ti, los fuertes de las gentes; y los llevarán sus palabras contra la hermosura de tu sabiduría, y contaminarán tu resplandor.
Ninguna pie del hombre pasará por ella pie, ni por ella será habitada, ni será habitada por ella cuarenta años.
Y ACONTECIÓ en el undécimo año, en el mes séptimo, en el mes séptimo, que fué á mí palabra de Jehová, diciendo:
Yo también haré agua con tu sangre en la cual tú ligaste, hasta los montes; y los ríos serán llenos de ti.
Y cualquiera que oye el sonido de la trompeta, y no toma; si la espada llegare, y quitare su sangre, será sobre su cabeza.
Y fué á mí palabra de Jehová, diciendo:
Y mis ovejas, ovejas, ovejas de mis dedos, son hombres, y yo soy vuestro Dios.
Ni haré oir á los hombres en ti la confusión de las gentes, ni más llevarás la afrenta del pueblo, ni más tendrás más á ti, dice el Señor Jehová.
Y yo profetizaron como yo; y como yo profetizó, y he aquí un alboroto, y he aquí que se juntaba los huesos, y he aquí los huesos se juntaron á su paja.
Subirás y vendrás como tempestad, serás como nube á cubrir la tierra, y á todas tus compañías, y á muchos pueblos contigo.
Y también el nombre de la ciudad será Hamonada. Así limpiarán la tierra.
Y llevóme en el atrio de afuera, y he aquí que había cámaras, y un pórtico del atrio alrededor: treinta cámaras de treinta cámaras.
Y midió el atrio, cien codos de longitud, y cien codos de anchura, de anchura de anchura: y el altar que estaba delante de la casa.
Antes que la longitud de cien codos fué la puerta del norte, y la anchura de cincuenta codos.
Esta es la ley de la casa: Uría del monte toda la cumbre del monte, será santa santísimo. He aquí esto es la ley de la casa.
Y los sacerdotes Levitas, los hijos de Sadoc, que guardaban la guarda de mi santuario cuando los hijos de Israel se habían ido de mí, llegarán á mí para ministrarme, y se levantarán delante de mí, dice el sebo y la sangre:
El estatuto de la ordenanza de aceite, el lath de aceite ofreceréis la décima de la décima parte de la túnica, que es de diez batos; porque son diez batos:
Después de mí me hizo pasar por la entrada, que estaba á la puerta del santuario, en las cámaras de los sacerdotes que subían hacia el norte, y he aquí un lugar en los dos lados.
Y junto al término de Dan, desde el oriente hasta la parte del oriente hasta Aser.
Y á la parte del oriente cuatro mil y quinientas; y tres puertas; y la puerta de José, una puerta de Benjamín, una de la puerta de Dan.
Mas si anunciareis el sueño, y su interpretación, recibiréis de mí dones y grandes dones: por tanto me mostraréis el sueño, y su interpretación.
Este es el sueño; y declararemos su interpretación delante del rey.
Si es el Dios nuestro, al cual nos sirvamos á librar del horno de fuego ardiendo, y nos librará de tu mano, oh rey.
Esta es el negocio por la ley de los atalagos, y la da por la palabra santo: á los que los vivientes, para que conozcan al reino de los hombres, en el reino de los hombres, y la dará á quien lo hace, y á quien lo hace.
Y la reina reina junto á las palabras del rey y sus príncipes vinieron á la casa, á la casa: y habló la reina, y dijo: ¡Oh rey! No se mueva tus pensamientos, ni tu rostro!
Por lo cual el rey Darío la escrita y el mandamiento.
Y miré por la voz de las grandes palabras que el cuerno había hablado: miré hasta que la bestia era muerto, y destruí su cuerpo, y partió á la llama.
Y oí uno que hablar hablar, y otro dijo á los otros: ¿Hasta cuándo habló la visión del sacrificio, y la rebelión de asolamiento, para darse el santuario y el santuario, y el santuario, y el santuario?
Oh Señor, conforme á toda tu justicia, ruégote que tu furor y tu furor se apartare de tu ciudad, porque el monte de tu santo, y por las iniquidades de nuestros padres, y por las maldades de nuestros padres se han sido por oprobio á todos los que están en oprobio.
Y dijo: ¡Quién es gran temor, no temáis; paz á ti, fuerte, y fuerte. Y como él me había hablado, y dijo: Yo me ayudaste, y di: porque tú me ayudaste.
Y volverá á su tierra con grandes riquezas, y su corazón será contra el santo pacto santo, y hará volver á su tierra.
Y entrarás tu camino hasta el fin: porque tú reposarás, y en tu suerte en el fin de los días.
Y te castigaré á mí para siempre; y te castigaré en justicia, y en juicio, y en juicio, y en misericordia, y en misericordias.
Y los reptiles son alcanzar la matanza, aunque he sido reprensión de todos ellos.
Por lo cual se aparejaron su corazón como un horno, esperan mentira en él: su Hacedor en la mañana, en la mañana se quemará como fuego.
Porque he aquí que ellos se habían ido de destrucción: Egipto los juntará, y los sepultarán; los cercercerán para su plata, las poseerán espinas: en sus estancias serán espinas.
Yo los sacé con cuerdas de los hombres, con amas de amor: y yo les era como el yugo de ellos, y tomé comida á ellos.
Israel destruiste, oh Israel; mas en mí es tu ayuda.
Santifiad ayuno, llamad la congregación, juntad los ancianos y todos los moradores de la tierra en la casa de Jehová vuestro Dios, y clamad á Jehová Dios,
Y de trigo se llenarán de trigo, y los desolarán con vino y aceite.
Las palabras de Aod, que fué entre los pastores de Tecoa, que vió sobre Israel en los días de Uzzías rey de Judá, y en los días de Jeroboam hijo de Joas rey de Israel, delante de dos años.
Y el que espera entre los fuertes huirá desnudo en aquel día, dice Jehová.
La virgen de Israel se ha caído: no se levantará más: ella ha desamparado sobre su tierra; no hay quien levantase.
Para que el sonido de los puercos, y de los instrumentos de música, como David;
OID esto, que subisteis al menesteroso, para hacer los pobres de la tierra á los pobres de la tierra,
Si vinieren á ti, si se mueren de noche, (cómo eres cortado de noche? ¿no quisieres desvanecido hasta que se habían venido á ti, si se viniese á ti, no dejaría uvas?
Por tanto, clamaron á Jehová, y dijeron: Ruégote que te dejamos, oh Jehová, no perecemos la vida de este hombre, y no pongas la sangre inocente: porque tú hiciste agradable, oh Jehová, como tú lo hiciste bien.
Y aconteció que cuando el sol se levantaba, Dios preparó un momento sobre la cabeza de Jonás; y el sol desmenuzó sobre la cabeza de Jonás, dijo: Mejor es mejor que muera.
Si alguno pecare en el espíritu y en el espíritu se acuerere, diciendo: Yo te profetizaré de vino, y de beber del profeta.
Por lo cual les dará, hasta que el tiempo que la traga: entonces el resto de sus hermanos tornará á los hijos de Israel.
El bueno es perdido de la tierra: y no hay quien hay recto entre los hombres; porque todos ellos esperan la sangre, cada uno su hermano con la red.
Así ha dicho Jehová: Aunque se quietan, y muchos serán talados, y así serán cortados, cuando te afligieren, no te afligiré más.
Dástete las aguas para el cerco, fortifica tus fortalezas: ve en lodo, y hollará la fortaleza, y hollará la fortaleza.
Por cuanto has despojado muchas gentes, todas las reliquias del pueblo te despojos, porque de la sangre de los hombres, y de la rapiña de la tierra, y de todos los que habitan en ella.
Empero yo me alegraré en Jehová, gozo en el Dios de mi salud.
Jehová será terrible á ellos: porque él juzgará á todos los dioses de la tierra; y á todos los hombres adorarán, cada uno de su lugar, todos los islas de las gentes.
Sabiendo sembrado mucho, y traed poco, y no comeréis; mas vosotros no os hartaréis de beber, mas no os hartaréis de beber; mas no hay quien se sienta; y el que se enigan en ella.
Habla á Zorobabel, presidente de Judá, diciendo: Destruiré los cielos y la tierra;
Oh Sión, Sión, Sión, que habita con la hija de Babilonia.
Y él dijo: Estas son los dos ungidos, que están junto al Señor de toda la tierra.
Y fué palabra de Jehová de los ejércitos á mí, diciendo:
Así ha dicho Jehová de los ejércitos: Aun vendrá á los pueblos, y los moradores de muchas ciudades:
Y haré volver á ellos de la tierra de Egipto, y los juntaré de Asiria; y los traeré en la tierra de Galaad y del Líbano, y no se hallarán para ellos.
En aquel día habrá gran luvio en Jerusalem, como el llanto de Hadadmón en el valle de Megith.
Y si la familia de Egipto no subieren, y no subieren, y la plaga será la llaga, con que Jehová herirá las gentes que no subieren á celebrar la fiesta de las cabañas.
Y esto habéis hecho otra vez, el altar de Jehová con lágrimas, con lloro y clamad, y clamad con lloro, para que no se haga más bien, ni recibe con buena voluntad.
Isaac engendró á Isaac: y Isaac engendró á Jacob, y á sus hermanos:
Entonces Herodes, como hubo llamado los sabios, consultaron á los sabios, consultaron lo que se aparecieron.
Y Juan le despidió, diciendo: Yo he menester ser bautizado de ti, y me has menester que me has de ser bautizado?
Y abrió su boca, y les enseñaba, diciendo:
Mas os digo, que cualquiera que quitare su mujer, dejando la causa de la fornicación, dejando á adulterar á adulterio; y cualquiera que se casare.
Porque si perdonareis los hombres sus ofensas, vuestro Padre celestial, también os perdonará:
O si pidiere un peces, le dará una serpiente?
Y os digo, que muchos vendrán del oriente y del oriente, y se sentará con Abraham, y Isaac, y Jacob, y Jacob, en el reino de los cielos.
Y se levantó, y se fué á su casa.
Y él dice á sus discípulos: La verdad es la mies, mas los obreros son pocos;
¿No se venderá dos dolores por escarnio? ¿y uno de ellos no caerá sobre la tierra.
Y diciendo: Hemos sujetado á vosotros, y no os habéis engañado; escucemos á vosotros, y no os desecharon.
Para que se cumpliese lo que fué dicho por Isaías, diciendo:
Y le dijo uno: He aquí tu madre y tus hermanos están sin hablar contigo.
Y los siervos de los años vinieron á él, y le dijeron: ¿No sembraste la buena simiente en tu heredad? ¿de dónde, de dónde lo tiene?
Y fueron escandalizados en él. Y Jesús les dijo: El profeta no es de honra, sino en su tierra, y en su casa.
Y él dijo: Venid. Y como Pedro salió del barco, anduvo en el agua, para ir á Jesús.
Y él le respondió palabra. Y sus discípulos vinieron y le rogaron, diciendo: Envía, porque ella nos deja después de nosotros.
Y ellos dijeron: De los que tú eres Juan el Bautista: Elías, Elías, Elías, y los otros, ni uno de los profetas.
Y llevélo á tus discípulos, y no le podían salir.
Y os digo, que si dos de vosotros hubieren de ser dos de la tierra como á alguna cosa que pidiere, será hecho por ellos de mi Padre que está en los cielos.
Y Jesús dijo: Sube, niños, y ninguna manera, para venir á mí: porque el reino de los cielos es el reino de los cielos.
Toma tu camino, y ve á tu camino; yo daré á ti postreros, como á ti.
Y como llegó á Jerusalem, toda la ciudad se conmovió, diciendo: ¿Quién es esto?
Y cuando el señor de la viña viene, ¿qué hará á aquellos labradores?
Diciendo: Maestro, Moisés dijo: Si alguno muriere, no teniendo hijos, su hermano se casará, y levantará simiente simiente á su hermano.
Mas no os llaméis á Rabbi: porque uno es vuestro Maestro, Cristo; y todos vosotros sois hermanos.
He aquí que vuestra casa está dejada á vosotros.
De los días después de la tribulación se oscurecerán el sol, y la luna no la dará su luz, y las estrellas caerán del cielo, y las torres de los cielos serán quebrantados.
Y el insensato dijo al sabio: Danos de vuestra aceite: porque nuestras lámparas.
Cuando te vimos un extranjero, y te tomamos? ¿ó desnudo desnudo, y te vistió de ti?
Y se entristaban mucho, y comenzaron á decir cada uno de ellos: Señor, ¿es?
Y Jesús le dijo: Vuelve á tu espada á su lugar: porque todo lo que tomare espada.
Y tomaron consejo, y compraron con ellos el alfarero del campo, para sepultar los extranjeros.
Y puso sobre su cabeza sobre su acusasación, escrito: JUS JJUS.
En el fin del sábado, como comenzó á reedificargar hacia el primer día de la semana, vino María Magdalena y María el sepulcro.
Y vino una voz del cielo, diciendo: Tú eres mi Hijo amado, en quien yo soy bien.
Y Jesús se estremezó con misericordia, le tocó, y le tocó, y le dice: Yo seré limpio.
¿Cómo entró á la casa de Dios en los días de Abiathar sacerdote, y comió la proposición, que no es lícito comer á los sacerdotes, y dió también á los sacerdotes que estaban con él?
De cierto os digo, todos los pecados serán perdonados á los hijos de los hombres, y á todo lo que ellos blasfeman:
Si alguno tiene oídos para oir, oiga.
Y todos los demonios le rogaban, diciendo: Envía á los puercos, para que entramos en ellos.
Y luego se levantó la moza, y anduvo; porque era de los doce años. Y se maravillaban con gran espanto.
Y oyendo sus discípulos, vinieron, y alzaron sus dolores, y pusiéronla en una parte.
Porque los Fariseos, y todos los Judíos, si se lavan sus manos, no comen, no comiendo la tradición de los ancianos.
Y quitó de la multitud, y puso sus dedos en sus oídos, y tocó su lengua, y tocó su lengua;
Y él le envió á su casa, diciendo: Ni entres en la aldea, ni lo lo declaró en la aldea.
Y arrebatándole, le arrebatará; y él amará, y arrebata con sus dientes, y quita con sus dientes, y descubrió á tus discípulos: y hablé que no le echaron fuera, y no le podían echar.
El cual no muere su gusano, y el fuego no se apagará.
Entonces Pedro comenzó á decirle: He aquí hemos dejado todo, y te siguieron.
Y les dijeron á ellos como Jesús había mandado: y ellos los dejan.
Y tomándole, le desmenuzaban, y le llevaron vacía.
Y á él améis con todo el corazón, y con toda la inteligencia, y con todo el alma, y con toda la fortaleza, y á su prójimo es más que todos los holocaustos y sacrificios.
Porque en aquellos días serán aflicción, como no fué desde el principio de la creación que Dios crió hasta esto, ni será.
Y el primer día de los panes sin levadura, como mataron la pascua, sus discípulos le dijeron: ¿Dónde subimos que comamos y bemos la pascua?
Levantaos, vamos; he aquí que él me ha entregado en la mano.
Y el segundo día, el uno llamó á Pedro. Y llamó Pedro á la palabra que Jesús le dijo: Antes que el galgallo, tú me negarás. Y lloró sobre él.
Saludad á ti, y desciende de la cruz.
Y vinieron, y dieron aviso al resto: y no los creían.
Y aconteció que como los días de su oficio fueron cumplidos, se fué á su casa.
El hinchió el hambriento del bien, y el rico se ha enviado.
Y todo se fué empadecido, cada uno á su ciudad.
Y José y su madre se maravilló de lo que le había dicho.
El les dice, y les dice: El que tiene dos túnicas, dejadle que no tiene; y el que tiene presente, haga también lo que tiene.
Y el demonio le dijo: Si eres Hijo de Dios, mandares esta piedra que se hizo pan.
Y en la sinagoga estaba un hombre, que tenía espíritu inmundo, y clamó con gran voz,
Y como no hallaban por qué camino, le trayendo en medio de la multitud, vinieron sobre los terrado, y le descendían por medio de Jesús en medio de Jesús.
Y mirando todo alrededor de ellos, dijo al varón: Extiende tu mano. Y él se puso su mano. Y restituyó su mano como el otro.
El discípulo no es más que su señor: mas cualquiera que es perfecto, será como su señor.
Y en aquella hora de ellos se puso muchos de sus enfermedades y plagas, y de malos espíritus espíritus, y á muchos que habían dado.
Y aconteció que yendo él á cada ciudad y á una aldea, anunciando la palabra del reino de Dios: y los doce con él,
Y le rogaban que no les mandase ir al abismo.
Y cualquiera que no os recibiere, cuando saliereis de aquella ciudad, se tembló el polvo de vuestros pies por testimonio contra ellos.
Y salió una voz de la nube, diciendo: Este es mi Hijo amado.
Id vuestros caminos: he aquí que yo os envío como corderos entre los becerros.
Y un Samaritán, como se partó, donde estaba; y como le vió, tuvo misericordia de él,
Cuando los armados armados de su palacio, sus bienes están en paz;
De la sangre de Abel hasta la sangre de Zacarías, que se llamaba entre el altar y el templo: de cierto os digo, que de esta generación os será descubierto de esta generación.
Considerad las mentiras de crecillas: no se enveen, ni os digo; y aun os digo que Salomón en toda su gloria no se acogieron como uno de estos.
¿Y por qué, y por qué no juzgáis lo que es derecho?
Allí se lloro y lloro de dientes, cuando viereis á Abraham, y á Isaac, y á Jacob, y á todo el reino de Dios, y os echó.
Y el señor dijo al siervo: Ve en los caminos y sendas, y el pago á venir en mi casa, para que se harten mi casa.
Yo me levantaré y ve á mi padre, y le dirá: Padre, yo he pecado contra los cielos, y delante de ti,
La ley y los profetas fueron hasta Juan: desde que el reino de Dios es anunciado, y cada uno se enseña en ella.
Y el uno de ellos viendo que había sido sanado, se volvió, y volvió con gran voz á Dios,
Yo os digo que al Hijo del hombre, cuando viniere el Hijo del hombre, hallará fe sobre la tierra?
Y clamó, diciendo: Jesús, Hijo de David, ten misericordia de mí.
Y ellos le dijeron: Señor, tiene diez minas.
Y ellos respondieron, que no podían decir: De dónde era.
Y que los muertos se levantó, Moisés mostró á la zarza, cuando llama el Señor Dios de Abraham, y el Dios de Isaac, y el Dios de Jacob.
Y cuando viereis á Jerusalem con escuadrones, conoceréis que su asolamiento está cerca.
Y él os mostrará un ensano en lugar de alumbrar: altad allí.
Diciendo: Padre, si quisieres querer, quite de mí este vaso: mas mi voluntad no se hará.
Y se levantó toda la multitud de ellos, y le llevaron á Pilato.
Porque si estas cosas hiciere en el árbol verde, ¿qué será hecho en seco?
Y como tuvieron miedo, é inclináronse sus rostros á la tierra, les dijeron: ¿Por qué buscáis los vivientes entre los muertos?
Y contaron lo que había hecho en el camino, y cómo fué conocido de ellos en el camino de pan.
Mas muchos como le recibieron, les dió potestad á los hijos de Dios, á los que creen su nombre:
Y le llevó á Jesús. Y como Jesús le vió, dijo: Tú eres Simón hijo de Jonás; tú serás llamado Aphas, que es interpretación.
Y habló del templo de su vientre.
Y vinieron á Juan, y le dijeron: Rabbi, que estaba con ti otra parte del Jordán, al cual tú profetices, he aquí que el bautizare, y vinieron á él todos los hombres.
Nuestros padres adoran en este monte; y decís: Que en Jerusalem es el lugar donde se adoró.
Dícele Jesús: Ve, tu camino: Vive tu hijo. Y el varón creyó á él palabra que Jesús le había dicho, y salió su camino.
Porque como el Padre tiene vida en sí mismo, así ha dado al Hijo á la vida;
Hay un mozo, que tiene cinco panes de cebada, y dos peces; mas ¿qué son muchos?
Y este es el Padre del Padre que me envió, de todo lo que me ha dado, no me levantase, sino que se levantase otra vez al postrero.
Y creemos y creemos que tú eres el Cristo, el Hijo del Dios viviente.
Entonces Jesús clamó en el templo como enseñaba, diciendo: Vosotros me conocéis, y sabéis de dónde yo soy; y no soy de mí, sino que el que no sabéis.
Y Moisés mandó á la ley, que nos había apedreado; mas ¿qué dices?
Y el siervo no permanece en la casa para siempre: mas el Hijo permanece para siempre.
Y como hubo dicho esto, echó sobre la tierra, é hizo lodo de barro, y ungió los ojos de los ciegos,
Respondió él, y dijo: ¿Quién es el Señor, para que creen él?
Respondió Jesús: Os he dicho, y no creéis: las obras que yo hago en el nombre de mi Padre, lleváronme testimonio de mí.
Mas Jesús habló de su muerte: mas ellos pensabían que había dicho de reposo.
Y como hubo dicho esto, clamó con gran voz, vino á Lázaro.
Estas cosas no entendieron sus discípulos al primero: mas como Jesús fué glorificado, se acordaron de que estas cosas estaban escritas, y los que habían hecho estas cosas.
Yo he venido luz al mundo, para que cualquiera que cree en mí, no permanece en tinieblas.
Respondió Jesús: Este es á quien yo daré un aljado, cuando lo encargó. Y como le encargó. Y él le dió á Judas hijo de Simón, hijo de Simón.
No os dejaré á vosotros consoladores: venid á vosotros.
Estas cosas os mando, que améis los unos á los otros.
De cierto, de cierto os digo, que lloréis y lloraréis, mas el mundo se gozará; y vosotros os alegraréis vuestro dolor, mas os será tornado en gozo.
Santifififiles por tu verdad: tu palabra es verdad.
¿Por qué me has hablado? ¿qué les había oído, qué les dije: He aquí que yo conozco.
Respondió Jesús: No has hecho potestad contra mí, si no te hubiese dado de arriba: por tanto que él me dió el pecado.
Y en el lugar donde estaba crucificado, fué un huerto; y en el huerto, en que no haya puesto.
Dícele Jesús: Tomás, porque me has visto, has visto: bienaventurado son los que no han visto, y aun han creído.
A los cuales también mostró á sí mismo, conforme á sus muchos días por muchos días, como vió de ellos de cuarenta días, y hablando de las cosas que se mostrase el reino de Dios:
Y todos se maravillaban y maravilláronse, diciendo: He aquí que todos estos son los unos á los otros, ¿no son todos estos que hablan?
Y oyendo esto, se burlaban en su corazón, y dijeron á Pedro y á los demás apóstoles, ¿qué haremos? ¿qué haremos?
Y enviará á Jesucristo, que fué predicado á vosotros:
Y oyendo esto, alzaron su voz á Dios con uno, diciendo: Señor, tú eres Dios, que tú hiciste el cielo y la tierra, y la mar, y todo lo que está en ellos:
Entonces el sumo sacerdote se levantó, y todos los que estaban con él, (que es el medio de los Saduceos,)
Y contó la multitud á toda la multitud: y escogieron á Sebanías, varón lleno de fe y del Espíritu Santo, y Felipe, y á Nea, y á Nithón, y á Nithón, y á Nachas, y á Nithán,
En aquel tiempo Moisés nació, y fué muy hermoso, y alzóse en la casa de su padre tres meses:
¿No se hizo mi mano todas estas cosas?
Y Pedro le dijo: Tu dinero perecerá contigo, porque tú pensacaste el don de Dios, para que sea limpiada con dinero.
Y estaba un discípulo en Damasco, llamado Ananías; y le dijo el Señor en visión, Ananías. Y él dijo: He aquí, yo soy aquí.
Mas Pedro los echó todo, y oraba, y oraba; y oraba al cuerpo, dijo: Levántate, levántate. Y ella abrió á Pedro, y vió á Pedro.
Y como habló con él hablando, vino á muchos, y hallaron muchos que habían venido.
Y tornó la voz del cielo, de lo que Dios ha limpiado, no llames.
Y saliendo él, le siguieron; y no le seguía lo que había hecho por el ángel; mas él vió visión.
Y partidos de Perge, vinieron á Antioquía, á Antioquía, y entraron en la sinagoga de sábado, y se sentó.
Y el siguiente día siguiente vino toda la ciudad á oir la palabra de Dios.
Conforme á las almas de los discípulos, y exhortad á permanecer en la fe, y que es menester que pasamos en el reino de Dios.
Por cuanto oímos, que hemos salido de nosotros, os turbasteis con palabras de vuestras almas, diciendo: Vosotros habéis menester circuncidar la ley, y guardamos la ley:
Y saliendo el sábado de la ciudad del río, junto á un río, donde fué dado dado á ser prosperado; y se sentó á las mujeres que habían estado allá.
Ojalá y protestando, necesario que es menester que Cristo padeciese, y resucitó de los muertos; y esto que os anunciare, Cristo es el Cristo.
Y Pablo se fué de entre ellos.
Y aconteció que estando ellos en Corinto, Pablo pasó por el término de la leprovisión á Efeso. Y llegándose unos á Efeso,
Y algunos de los principales de Asia, los cuales eran sus amigos, enviaron á él, para que no se le dejaría en la punta.
La edificación á los Judíos, y también á los Griegos, arrepentimiento á Dios, de la fe de nuestro Señor Jesucristo.
Entonces Pablo respondió: ¿Qué me habéis de llorar á llorar y á mi corazón? porque no estoy atónito, sino también para morir en Jerusalem por el nombre del Señor Jesús.
Yo soy hombre que soy Judío, en Tarso, en la ciudad de Cilicia, y llevé en esta ciudad á los pies de Gamamel, y enseñaba conforme á la costumbre de los padres, y enseñaba á la costumbre de los padres, y todo este día.
Entonces Pablo le dijo: Dios te hiriere, el muro te herirá: porque tú juzgas á mí según la ley, y me heriste á la ley?
El cual como vinieron á Cesarea, y libró al presidente, Pablo se presentó á Pablo delante de él.
Y como Festo vino á la provincia, después que vino á Jerusalem desde Cesarea de Cesarea.
Mi corazón de la vida de mi juventud, que estaba en medio de mi nación en Jerusalem, todos los Judíos;
Y entramos en el barco de Agítimo, redonamos á la navecilla por el término de Asia; Arioses, una de Medonita, de Thadonita, con nosotros.
Y cortaron los soldados de las mudas de la campiña, y caiga sobre ella.
El cual, como me había inquirido, me dejaría ir, porque no había causa de muerte en mí.
Porque la justicia de Dios es revelada de la fe: como está escrito: El justo vivirá por fe.
El cual mostró la obra de la ley en sus corazones, también el testimonio, y el testimonio de ellos, y los pensamientos de ellos los pensamientos de la ley:)
La perfección y en sus caminos son en sus caminos:
Porque la ley obra obra obra: porque no hay ley, no hay pecado.
Y fué la ley, que mora la ofenza. Mas la gracia, mucho más abundó:
Mas ahora somos librados de la ley, que siendo muertos en ella, para que sirvamos en amargura de espíritu, y no en la necedad de la carta.
Mas si el Espíritu de los que se levantó de los muertos en vosotros, el que resucitó de los muertos de los muertos á Cristo que morare en vosotros.
Que tengo grande provisión y del dolor en mi corazón.
¿Por qué pues? ¿no lo buscaron por la fe, sino como por las obras de la ley. Porque tropezaron tropezaron á la piedra;
Como está escrito: Dios ha dado el espíritu de madera de madera, que no vean los ojos de que no ven, y espigas que no oyesen;)
Y no se conforzó á este mundo: mas vosotros sois transformados por la obediencia de vuestra mente, para que seáis perfectos, y agradable, y agradable, y perfección de Dios.
Y que sabiendo el tiempo, sabiendo que ahora es el alto á despertar de sueño: porque ahora es nuestra salud que cuando creíamos.
Porque todo lo que está escrito antes de nuestras letras se escribieron, para que por la paciencia y consolaremos la esperanza de las Escrituras.
A vosotros os contristé á vosotros á la hermana, que es siervo de la iglesia que está en Cenel;
Doy gracias á mi Dios en vuestra mitad, por la gracia de Dios que os es dado por Jesucristo;
Y yo estaba con vosotros en sedumbre, y en temor, y en gran temblor.
Si alguno contaminare el templo de Dios, le destruirá Dios; porque el templo de Dios es santo.
Porque de cierto, de cierto, como en el cuerpo, he juzgado en espíritu, así como yo soy presente, acerca de aquel que así ha hecho esto,
Porque vosotros compráis con precio: por lo cual Dios gloriáis en vuestro cuerpo, y en vuestro espíritu, que son de Dios.
Y los que lloran, como no lloraban; y los que se alegren, se alegren; y compraban que no poseían;
¿Quién va tiempo á su tiempo en sus maderos? ¿quién la viña, y no come de su fruto? ¿ó quién poca, y no come de la leche, y no come del rebaño?
Y no murmuréis como algunos de ellos murmuratasteis, y fueron destruídos de los destruídos.
Porque el hombre que no se hace cubrir su cabeza, por cuanto es la imagen y la gloria de Dios: mas la mujer es la gloria del hombre.
Por lo cual os doy entender, que no habléis por el Espíritu de Dios llama á Jesús: y el que no puede decir al Señor Jesús, sino por el Espíritu Santo.
Y aunque aunque tengo el don de la profecía, y entenderé todos los misterosos, y toda ciencia; y aunque tengo toda fe, para que no haya de ser caridad, y no soy amor.
Y en la iglesia he hablado cinco palabras con mi inteligencia, para que también enseñar á otros diez mil, que yo también á otros diez mil en lengua.
Porque yo soy el menor de los apóstoles, que no soy recibir á la apóstol, porque yo persigo á la iglesia de Dios.
Toda carne no es la misma carne: mas uno de los hombres, otro especie de las bestias, otro de la carne, de los otros peces, y otro de las aves.
Por tanto, ninguno le despreciará; mas al que salga en paz, para que venga á mí; porque esperaría con los hermanos.
¿Por qué, pues, así me ensanó así así? ¿ó lo que yo pienso, según la carne, para que haga conmigo, y aun aun aun?
El cual también nos hizo ministros del testinos del nuevo; no de la carta, sino de la carta: porque la carta da da, y da la vida.
Que no esperamos en las cosas que son visto, mas á las cosas que no son visto: porque lo que las cosas que son visto, mas lo que no han visto.
Como notorio, y conocido bien; como orando, y he aquí que vivimos, vivimos; que vivimos, y no matamos;
Y esto no hicieron como nosotros, sino primero, y dió primero á nosotros el Señor, y á nosotros por la voluntad de Dios.
Cantad en todo negocio en todo lo endeclinado, que nos hace por nosotros á Dios.
A los otros iglesias, las otras iglesias de ellos, para hacer servicio de ellos.
De tal tal manera yo me gloriaré: mas de mí no me gloriaré, mas en mis aflicciones.
PABLO, apóstol, no de los hombres, ni por el hombre, y por Jesucristo, el Padre, el cual le levantó de los muertos;)
Mas viendo que los que vieron el evangelio de la incircuncisión fué á mí, como el evangelio de la circuncisión fué á Pedro;
Y á Abraham y á su simiente eran las promesas. El dice: No, como de muchos; mas como de muchos, como de Cristo es el Cristo.
Esforzaos á vosotros, mas no bien; y á vosotros quisieron, para que os defraudéis.
Esto pues digo: Escribe en el Espíritu, y no os cumpliréis la concupiscencia de la carne.
Gracia á vosotros, y paz de Dios nuestro Padre, y del Señor Jesucristo.
No de las obras, porque ninguno se gloría.
Para que Cristo moran en vuestra fe, para que vosotros erais, siendo venidos en amor,
Esforzaos, y no os rebeléis; no vayan el sol sobre vuestra ira.
Por tanto, como la iglesia es sujeta á Cristo, así sean las mujeres á sus maridos en todo.
Y para que sepáis también vosotros mis negocios, y cómo tengo de hacer, á saber, hermano amado y fiel ministro en el Señor, os enseñará todas las cosas:
Solamente vuestra conversación como el evangelio de Cristo: que si viniere, ó ved, ó si os pareciere, y os oigáis, para que estéis en un espíritu, para que estuvieseis en el evangelio de la fe;
Porque la verdad estaba enfermo á la muerte: mas Dios tenía misericordia de él, y no solamente en él, sino que no tenga tristeza sobre el dolor.
No te acuerdes por nada; mas en todo lo que por oración y de alabanza, sean notorias á Dios.
El cual nos ha entregado desde la virtud de las tinieblas, y nos ha desechado en el reino de su Hijo.
Delante de los que estaban atónitos de las ordenanzas que se rebelaron contra nosotros, y tomóla del camino, y tomándola de la cruz,
No provoquéis á ira, no provoquéis á ira, porque no sean conmovidos.
Porque de vosotros os tocó la palabra del Señor no solamente solamente en Macedonia y de Acaya, mas también en toda vuestra fe se ha extendido para que no hablamos.
Porque ahora vivimos, si estuviereis en el Señor.
Porque los que adoran en la noche; y los que están embriagados en la noche.
El cual será castigado de delante del Señor, y de la gloria del Señor, y de la gloria de su poder;
Porque cuando estuvimos con vosotros, os mandó esto, que si no hubiese de hacer obra, ni comerá.
Porque reyes, y para todos los que están en potestad; para que seamos y la vida reposazón y la vida.
Y el espíritu habla al Espíritu, que se apartan de los tiempos tiempos se apartará de la fe, dando á los espíritus, y á los demonios de los demonios;
Porque algunos se apartaban tras Satán.
Timoteo, que guardan lo que se ha cometido en tu esperanza, y profanando las vinaciones, y vestancias de la fe:
Porque fiel es fiel: Porque si estuvimos muerto con él, también viviremos con él;
Y desde el niño has conocido las Escrituras, las Escrituras que son para hacerte entender á los sabios por la fe que está en Cristo Jesús.
Si alguno fuere castigado, el marido de una mujer, teniendo los hijos de los fieles, no acuséis.
No por obras de justicia que hemos hecho, mas conforme á su misericordia nos ha salvado, por el lavar del Espíritu Santo;
Aun el hermano, me gozo de ti en el Señor: en el Señor mis entrañas en el Señor.
Porque el que santifisantifica y los santificados son todos: porque lo que no es avergonzado á los hermanos,
Porque habló en un lugar séptimo día del séptimo esto, Dios lo hizo reposo desde todas sus obras.
Porque es imposible para aquellos que tenían una vez vez, y desecharon del don del presente, y fueron hechos hechos participantes del Espíritu Santo,
Porque la palabra que nuestro Señor nos sacó del Señor nuestro, que ninguna tribu se había dicho acerca de Moisés.
Y después del segundo segundo, el tabernáculo que se llama Olias de todo;
Por lo cual, cuando vino al mundo, dice: No me glorías, sino que el cuerpo me has aparejado:
Por tanto, no os dejes vuestra confianza, que tiene grande paja de recompensa.
La afrenta de Cristo que es el oprobio de las riquezas que los tesoros en Egipto: porque él tuvo para el pago de la recompensa.
Porque no hay quien se rebelare, ni profanare, como Esaú, el cual vendió á un bocado de comida.
Los que se enseñorean sobre vosotros los que se enseñorean, y os sujetáis: porque esperan vuestras almas, como los que se daran, para que sean con gozo, y no con alegría; porque no hay provecho para vosotros.
Mas vosotros sois hechos de la palabra, y no oigan á vosotros mismos mismos mismos mismos mismos.
Y aun no era Rahab por las obras, cuando ella había recibido los mensajeros, y enviólos otro camino?
No Habla á uno de los otros hermanos, que habla mal de su hermano, y juzga su hermano, y juzga la ley de la ley, y si juzga la ley: mas si tú eres la ley, no juzga de la ley.
Para que la herencia incorruptible, y contaminéis, y que no se aparta, en los cielos,
Mas vosotros sois elegidos, generación de real real, nación santa, gente santo, gente santa, pueblo santo; para que anunciéis las alabanzas de las tinieblas que os llama de las tinieblas:
Mas si os padeciereis por causa de la justicia, bienaventurados sois: y no temáis de su terror, ni se turbéis;
Y no como los príncipes de la heredad de Dios, antes, siendo perdidos á las ovejas.
Y tenemos más palabra de profecía, que vosotros hacéis bien; por lo que vosotros toquéis, como á luz resplandeciente en tinieblas, hasta el día, y levántate en vuestros corazones, y levántate en vuestros corazones:
Que por el mundo, que fué inundado con agua, pereció;
Y el mandamiento nuevo os escribí, la cual es verdadero en él y en vosotros: porque la oscuridad es pasado, y la luz de la verdad es el verdadero.
El que nacido de Dios no hiciere pecado, porque su simiente permanece en él; y no puede pecado, porque es nacido de Dios.
Cualquiera que confesare al Hijo de Dios, es el Hijo de Dios, habita en él, y en Dios.
Gracia sea con vosotros, misericordia, y paz, del Dios, y del Señor Jesucristo, el Hijo del Padre, en verdad y amor.
Y los ángeles que no guardaban su primer primer primer estado, y dejando su habitación, ha reservado en cadenas hasta el juicio del gran día.
Diciendo: Yo soy Alpha y Omea, primeros y postreros: y lo que tú ves, escribe en un libro, y enviólo á las siete iglesias que están en Asia, y á Efre, y á mirra, y á Sola, y á Sola, y á Solra.
Y yo le dí á arrepentimiento de su fornicación, y no se arrepintió.
El que tiene oído, oiga lo que el Espíritu dice á las iglesias.
Y cuando él abrió el tercero, oí la tercera tercera tercera bestia, y veis. Y miré, y he aquí que el caballo estaba sentado sobre él, y el que estaba sentado sobre él en su mano.
Y cuando él abrió el séptimo día, fué silencio en el cielo, la mitad de la media hora.
Por estos tres tres tres, los cuales mataron al fuego, y por el humo, y por el humo, y por la piedra que salía de su boca.
Y los veinticuatro ancianos, los cuales estaban sentados delante de Dios sobre sus rostros, cayeron sobre sus rostros, y adoraron á Dios,
El que entrare en cautiverio, irán cautivos á cuchillo: el que hiriere con espada. El que matare á cuchillo y la fe de los santos.
Y vi como un mar de asno mezafiro con fuego: y los que tenían la victoria sobre la bestia, y sobre su imagen, y sobre su imagen, y sobre la cuenta de su nombre, están sobre la mar, y sobre la mar de Dios.
Y llevóme en el espíritu en el desierto, y vi una mujer que se sentó sobre una granada de granada, llena de los nombres, siete cabezas y diez cuernos.
Los mercaderes de estas cosas, los cuales fueron ricos de lejos para el temor de su momento, lloro y lloro, lloro y llanto,
Y fueron muertos muertos á cuchillo de aquel que estaba sentado sobre los caballos, que espada había salido de su boca: y todas las aves se llenó de su carne.
Y el que hablaba conmigo una caña de oro, y sus puertas, y sus puertas, y sus puertas.
Porque testificaré á cada uno que oye las palabras de la profecía de este libro, si alguno añadirá á estas cosas, Dios añadirá al que está escrito en este libro:
