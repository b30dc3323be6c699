En el principio Dios crió los cielos y la tierra.
Y vió Dios todo lo que había hecho, y he aquí, era muy bueno. Y la tarde y la mañana fué el sexto día.
Porque Dios conoce que en el día de ella comeréis, y vuestros ojos serán abiertos, y seréis como dioses, sabiendo que bien y mal.
Y tú, malditas de la tierra, que la abrió su boca á recibir á tu mano de tu hermano;
Y vivió Mahalaleel sesenta y cinco años, y engendró á Jared:
Y dijo Dios á Noé: El fin de toda carne ha venido delante de mí; porque la tierra está llena de violencia, y he aquí que yo los destruiré con la tierra.
Y murió toda carne que se movió sobre la tierra, y de aves, y de animales, y de todo animal que anda arrastrando sobre la tierra, y cada uno:
Y ciertamente vuestra sangre de vuestras personas haré; en mano de todo animal lo que yo le demandaré, y en la mano de cada uno; á la mano del hermano del hombre.
Y los hijos de Ham: Cua, y Mizpa, Praim, y Canaán.
Y ellos dijeron: Id, y edificaremos una ciudad y torre, cuyo nombre se ponga hasta el cielo; y ponga nombre sobre la faz de toda la tierra.
Y pondré de ti gente, y te bendeciré, y te bendeciré, y pondré tu nombre grande:
Habitó Abram en la tierra de Canaán, y habitó Lot en las ciudades de la campiña, y asentaron su tienda hacia Sodoma.
A Sauve que los criados comieron los mancebos, y á la parte de los hombres que iban conmigo, á Ethán, y á Mamre, y á su parte.
Y el ángel de Jehová le dijo: Vuelve á tu señora, y te sujeta debajo de sus manos.
Y tomó Abraham á Ismael su hijo, y todo lo que nació en su casa, y todo lo que compró con su dinero, cada uno entre los hombres de Abraham; y circuncidó la carne de su prepucio, como Dios le había dicho.
Y Jehová dijo: Si hallare en Sodoma cincuenta justos justos en la ciudad, yo perdonaré todo el lugar de ellos.
El sol se levantó sobre la tierra cuando Lot entró en Zoar.
Y dijo Abimelech: He aquí mi tierra está delante de ti: donde te agrada.
Y tomó Abraham ovejas y bueyes, les dió á Abimelech; y ambos de ellos hicieron pacto.
Y Bethuel engendró á Rebeca: estos eran ocho omas á Nachôr, hermano de Abraham.
Y el siervo puso su mano debajo de Abraham su señor, y juró á él acerca de aquel negocio.
Y dije á mi señor: Quizá la mujer no me seguirá.
Y ella le parió á caballo, y á Joathán, y á Medán, y á Madián, y á Simi, y á Sera.
Y Esaú dijo: He aquí yo soy yo para morir; y qué aprovechará esto á mí.
Y ellos dijeron: Hemos visto que Jehová era contigo: y vamos ahora un juramento entre nosotros, y haz juramento entre nosotros, y haz alianza entre nosotros y haznos alianza, y haz alianza contigo alianza contigo;
Y no le conocía, porque sus manos eran sus manos, como Esaú su hermano le bendijo.
Y que Jacob oyó á su padre y á su madre, y fué á Padan-aram;
Y Labán dijo á Jacob: Por cuanto tú eres mi hermano, ¿por qué me sirve? ¿y qué pues me ha de hacer?
Y Zilpa de Lea parió á Jacob un hijo de Lea.
Y Jacob apartó los corderos, y puso el rostro de las ovejas hacia el ganado, y todos los que están en el rebaño de Labán; y puso sus ganados, y puso sus ganados, y no los ponían á Labán.
¿Por qué huiste de mí, y hurtas de mí, y no lo declaraste, para que yo te he enviado con higos, y con arpa, y con arpa?
Y como Jacob los vió, dijo: Esta es Dios de Dios: y llamó el nombre del lugar que Mahanaim.
Por lo cual los hijos de Israel no comerá de la sintita que está en el hoyo, que está sobre el terrado del muslo de Jacob: porque él tocó el muslo de Jacob en el rejo.
Y habitaréis con nosotros, y la tierra será delante de vosotros; y habitad en ella, y os heredaréis en ella.
Y aparecióse Dios á Jacob, cuando salió de Padan-aram, y bendíjole.
Estos son los nombres de Esaú, hijos de Esaú: Eliphaz hijo de Ada, mujer de la mujer de Baseth, hijo de Basmath.
Y estos son los nombres de los duques que vinieron de Esaú, conforme á sus familias, por sus nombres, por sus nombres: el duque Timna, el duque Alhath,
Venid, y vendremos á los Ismaelitas, y no sea nuestra mano sobre él; porque es nuestro hermano y nuestra carne.
Y preguntó á los hombres de aquel lugar, diciendo: ¿Dónde está la ramera, que estaba por el camino? Y ellos dijeron: Ninguna ramera era ramera.
Y fué Jehová con José, y mostróle misericordia, y le dió gracia en los ojos de la cárcel.
Y durmió, y soñó el segundo día; y he aquí siete espigas de trigo subían sobre un plato, y bueno.
Y juntar todos los días de los que habían venido, y poned trigo debajo de la mano de Faraón, y guardan mantenimiento en las ciudades.
Y conoció José sus hermanos, mas no le conocían.
Y él dijo: Mi hijo no descenderá con vosotros; porque su hermano es muerto, y él es dejado: si el mal en el camino que vosotros entrareis, llevaréis á mi sepultura.
Y José se apresuró á sus entrañas; porque él procura á su hermano: y él procuraba á llorar, y lloró allí.
Y nosotros nosotros respondieron: No podemos descender: si nuestro hermano está con nosotros, entonces nosotros descendremos: porque no podremos ver la cara del hombre nuestro hermano, si nuestro hermano estaba con nosotros.
A todos ellos de ellos dió cada uno cada uno de vestidos; mas á Benjamín dió tres piezas de plata, y cinco mudas de plata, y cinco mudas.
Los hijos de Nephtalí: Jahzeel, y Guni, Guni, y Sibem.
Y compró José toda la tierra de Egipto por Faraón, porque los Egipcios vendían á cada uno su campo, porque el hambre se había sobre ellos: así fué la tierra de Faraón.
Y su padre no quiso, y dijo: Yo lo sé, hijo mío, yo lo sé; y será mayor pueblo, y también será mayor: mas su hermano menor menor menor menor será más que él, y su simiente será más que él y su simiente.
Benjamín, como lana de lana: en la mañana devorará la presa, y la noche repartirá el despojo.
Y dijo José á sus hermanos: Yo moraré; y Dios os visitará, y os sacaré de esta tierra á Abraham que juró á Abraham, Isaac, y Jacob.
Y como ella abrió, vió al niño; y he aquí, el niño lloró. Y ella, y dijo: Esta es, y dijo: Este es uno de los Hebreos.
Y dijo Moisés á Dios: ¿Quién soy yo, que voy á Faraón, y que yo sacase á los hijos de Israel de Egipto?
Y Jehová dijo á Moisés en Madián: Ve, vuélvete á Egipto; porque todos los hombres son muertos que tu vida.
Ve pues ahora, y obra; porque no hay paja para vosotros, mas vosotros libraréis el talento de las peñas.
Y Eleazar hijo de Aarón le tomó uno de las hijas de Pusiel, y le parió á Phinees; y ella le parió Phinees: estas son las cabezas de los Levitas conforme á sus familias.
Y cumpliéronse siete días, después que Jehová había herido el río.
Y salió Moisés de con Faraón, y oró á Jehová.
Induce á Jehová (porque no hay más valiente que no haya más valientes y granizo; y yo os dejaré, y no estaréis.
No vieron otro otro, ni se levantaron de su lugar por tres días: mas todos los hijos de Israel tenían luz en sus moradas.
Y este día os será por memoria; y la guardaréis fiesta á Jehová por vuestras generaciones; la haréis fiesta por estatuto perpetuo.
Mas el siervo del hombre que es comprado por dinero, cuando le circuncidares, entonces comerá.
Y habló Jehová á Moisés, diciendo:
Y vió Israel que Jehová había hecho sobre los Egipcios; y el pueblo temió á Jehová, y creyó á Jehová, y á su siervo Moisés.
Y los hijos de Israel les dijeron: Escribe á Dios con la mano de Jehová en la tierra de Egipto, cuando se sentábamos junto á la carne, y como comamos pan á nosotros; porque os habéis sacado en este desierto, para que nos comáis en este desierto.
Y dijo Moisés á Aarón: Tomad un omer, y pon un omer lleno de ella, y ponla delante de Jehová, para que sean guardados vuestras generaciones.
Y sé que Jehová es mayor que todos los dioses: porque en lo que ellos habían hecho.
Y descendió Moisés del monte al pueblo, y santificaron el pueblo; y lavaron sus vestidos.
Y dijeron á Moisés: Habla tú con nosotros, y oímos: mas no hablamos á Dios con nosotros, porque no muramos.
Y si algún mal sigue, darás vida por vida,
Si su padre no lo quiso darle á darle, pagará conforme á la paloma.
Y la fiesta de la siega, las primicias de tus trabajos, que sembraste en el campo; y la fiesta de la fiesta que está en el fin del año, cuando pusiste en tus trabajos del campo.
Y Moisés se levantó, y sus sacerdotes; y subió Moisés al monte de Dios.
Y harás pasar término de la mano alrededor de la anchura alrededor, y harás una corona de oro en derredor.
Y harás las tablas para el tabernáculo de madera de Sittim:
La cistanta de las tablas lo harás: como te mostrarán en el monte, así hará.
Y pondrás en ella las piedras de piedras, cuatro órdenes de piedras: el primero nos será un sardio, un sartón, y un cartario: esto será el primero.
Y á Aarón y á sus hijos llevarás á la puerta del tabernáculo del testimonio, y lavarás con agua.
Y si algo de la carne de las consagraciones, ó del pan, ó de la mañana hasta la mañana, tú quemarás el fuego: no se comerá, porque es santo.
Harás también un lagar de metal, y su pie de metal, para lagar: y tú lo pondrás entre el tabernáculo del testimonio y el altar, y pondrás en él agua.
Y las vestimentas del servicio, y las vestiduras vestiduras para Aarón el sacerdote, y las vestiduras de sus hijos, para ministrar en el ministerio del sacerdote,
Y dijo Aarón: No se encienda el furor de mi señor: tú conoces el pueblo, que están sobre mal.
Y Jehová dijo á Moisés: Yo haré esto que has dicho: porque tú has hallado gracia en mis ojos, y te conozco por nombre.
Porque yo arrojaré las gentes delante de ti, y ensancharé tu término: y ninguno codiciará tu tierra, cuando subieres á ser manifestado delante de Jehová tu Dios en el año.
Las vestimentas del servicio, para hacer servicio en el santuario, el santuario para Aarón el sacerdote, y las vestiduras de sus hijos, para ministrar en el ministerio del sacerdote.
Hizo asimismo cortinas de cabras para la tienda del tabernáculo sobre el tabernáculo: las cortinas los hizo.
Hizo también la cubierta de oro puro puro: dos codos de oro y medio, y un codo de codo y medio.
Y puso las varas en los anillos á los lados del altar, para llevarla; hizo el altar con las tablas.
Y obraron piedras de oro engastes de oro, como anillo de oro, como anillo de las esculturas, y los nombres de los hijos de Israel.
La mesa, y todos sus vasos, y el pan,
Y puso el pan sobre él delante de Jehová; como Jehová había mandado á Moisés.
Y el sacerdote lo traerá al altar, y descubrió su cabeza, y lo hará arder sobre el altar; y su sangre será desechado al lado del altar:
Y si su ofrenda fuere macho cabrío, él lo ofrecerá delante de Jehová.
Y tomará el sacerdote de la sangre de la expiación con su dedo, y pondrá sobre los cuernos del altar del holocausto, y derramará su sangre al pie del altar del holocausto.
Y habló Jehová á Moisés, diciendo:
De esta manera es la ley del pecado: es cosa santísima.
Y el sacerdote hará arder el sebo sobre el altar: mas el pecho de Aarón y de sus hijos.
Y degollólo, y tomó de Moisés la sangre de ella, y puso sobre la ternilla de la oreja derecha de Aarón, y sobre el pulgar de su mano derecha, y sobre el gran pie de su pie.
Y llevó el presente, y tomó un puñado, y quemóla sobre el altar, además del holocausto, además del holocausto.
Todo lo que hace el verde, y es de pezuñas, y de las bestias, que comeréis.
Y todo vaso de ellos, en aquello que se cae, será inmundo; y vosotros lo quebrantaréis.
Y si el sacerdote viere, he aquí que el sacerdote extiende en la piel, el sacerdote lo dará por inmundo: es lepra.
Cuando alguno ó mujer ó mujer, en la piel de su carne mancha blancas, blanca blanca blancas;
Y será el séptimo día, que él se vestirá á su cabeza y su barba, y su barba y su barba se lavará, y lavaráse su cabello: y lavará sus vestidos, y lavará sus vestidos, lavará sus vestidos, y será limpio.
Y el sacerdote volverá al séptimo día, y mirará; y si la plaga fuere extendido en las paredes de la casa,
Y el vaso de la tierra, que tocare el flujo de la tierra, será quebrantado: y todo vaso de madera de madera.
Y pondrá Aarón el macho cabrío sobre el cual Jehová cayó la suerte de la suerte, y le ofrecerá por expiación.
Para que los hijos de Israel traeran sus sacrificios, los cuales ofrecen la haz del campo, para que los traen á Jehová, á la puerta del tabernáculo del testimonio, á Jehová.
Y no llegarás á una mujer para cubrir su desnudez, como ella es hecho por su inmundicia.
No guardaréis mis estatutos. No dejaréis tu ganado con mantanta tu especie: no sembrarás tu heredad con la tierra: ni vestirá vestir de lino y de lana.
Y si alguno durmiere con su nuera en su nuera, ambos serán avergonzados á la muerte: su sangre será por ellos.
No profanará su simiente entre su pueblo: porque yo Jehová lo santificaré.
Y cualquiera que ofreciere sacrificio de paces á Jehová, para cumplir su voto, ó ofrenda encendida á Jehová.
Y ofreceréis con el pan siete corderos sin defecto de las siete corderos, y un becerro, y dos carneros, y dos carneros: serán holocausto á Jehová, con sus presentes, y sus libaciones, ofrenda encendida de olor suave á Jehová.
El orden á las lámparas, delante de Jehová continuamente.
El jubileo que os será á vosotros: no sembraréis, ni sembraréis, ni segaréis lo que siembra en ella, ni cogéis en ella uvas de tu vid.
Y entonces se apartará de ti, y sus hijos con él, y volverá á su familia, y á la posesión de sus padres volverá.
Yo también os haré á vosotros esto; yo señalaré sobre vosotros espanto, y quemaré el ardor, que consumirá los ojos, y el dolor de corazón: y sembraréis vuestra simiente en vano, á vuestros enemigos.
Estos son los estatutos y derechos, que Jehová había hecho entre él y los hijos de Israel en el monte de Sinaí.
Y toda la tierra de la tierra, si de la simiente de la tierra, ó del fruto de Jehová: es santo á Jehová: es santo á Jehová.
De los hijos de Judá, por sus generaciones, por sus familias, por las casas de sus padres, conforme á la cuenta de los nombres, de veinte años arriba, todos los que podían salir á la guerra;
Todo hombre de los hijos de Israel se levantará por su bandera, con la bandera, con la casa de su padre: lejos de la casa del tabernáculo del testimonio.
Estos son los contados de los hijos de Israel por la casa de sus padres: todos los contados de los que eran de los ejércitos por sus seis mil y trescientos.
En el número de todos los varones, desde el mes arriba arriba, fueron ocho mil y seiscientos, guarda la guarda del santuario.
Y sobre la mesa del pan se extenderán el paño de cárdeno, y pondrá sobre él dillos, y los tazones, y los tazones, y los tañadores serán:
Estos fueron contados los contados de las familias de Coath, á todos los que hacen servicio en el tabernáculo del testimonio, que mandó Moisés y Aarón conforme al mandamiento de Jehová por mano de Moisés.
Y pondrá el sacerdote la mujer delante de Jehová, y cubrirá la cabeza de la mujer, y pondrá la ofrenda de ella en sus manos, que ha de venir el sacerdote: y el sacerdote hará en su mano que hace malvana.
Y ofrecerá el carnero por sacrificio de paces á Jehová, con el canastillo de los ázimos: el sacerdote hará también su presente, y su libación.
Una cuchara de oro de diez siclos, llena de perfume;
Una cuchara de oro de diez siclos, llena de perfume;
Una cuchara de oro de diez siclos, llena de perfume;
Y los Levitas se purificaban, y lavaron sus vestidos; y Aarón los ofrecían delante de Jehová; y Aarón hizo expiación por ellos para expiarlos.
Hazte dos trompetas de plata: de toda medida de plata los harás: para que la muchedumbre de la congregación, y para las partidas de la congregación, y para las partidas.
Y será que, si entrares con nosotros, y será que Jehová nos haga.
Mas quedó dos de los hombres en el campo, el nombre del uno era Eldad, y el nombre de la otra: y el espíritu reposó sobre ellos; y el espíritu de los que estaban escritas, mas no salieron al tabernáculo.
De la tribu de Judá, Caleb hijo de Jephone.
¿Y por qué nos ha traído Jehová á esta tierra, para que á cuchillo, para que nuestras mujeres y nuestros hijos sean presa? ¿no se tornaron por nosotros á Egipto?
Y vuestros hijos irán en el desierto cuarenta años, y llevarán vuestras fornicaciones, hasta que vuestros cuerpos sean asolados en el desierto.
Habla á los hijos de Israel, y diles: Cuando entrareis en la tierra á la cual os traeré,
Y puso fuego delante de Jehová, y pondrá sahumerio delante de Jehová á mañana: y lo que Jehová escogiere, será santo: tomaréis mucho más hijos de Leví, hijos de Leví.
Habla á Eleazar hijo de Aarón el sacerdote, el cual toma el incensario del incensario, y esparcirás el fuego; porque son santificados.
Y te juntarán á ti, y guardarán la guarda del tabernáculo del testimonio, por todo el servicio del tabernáculo: y el extranjero no llegará á vosotros.
Esta es la ordenanza de la ley que Jehová ha mandado, diciendo: Habla á los hijos de Israel, que te traigan una becerra sin tacha, y no sobre que nunca vino yugo:
Y juntó Moisés y Aarón la congregación delante de la peña, y les dijo: Oid ahora, pues, os rebelemos ahora las aguas de esta peña?
Y partidos de Oboth, asentaron en I-abarim, en el desierto que está delante de Moab, hacia el nacimiento del sol.
Ahora pues, ruégote que me maldeciere á este pueblo; porque son fuertes por mí: quizá vendré, y vendremos, para que los herirá, y que yo los arrojare de la tierra: porque yo entiende á quien tú benditas, y á quien tú benditas.
Y como vió Balac que Balaam había salido á recibir á recibirle de una ciudad de Moab, que está en el término de Arnón que está en el término.
Y dijo Balac á Balaam: Ni los maldecientes, ni los bendecid á todos.
Y levantóse Balaam, y se volvió á su lugar: y también Balac se fué su camino.
Los hijos de Simeón por sus familias: de Nemuel, la familia de Nemutas: de Jamín, la familia de los Jamineos: de Jachîn, la familia de Jachâ:
Estos son los hijos de Dan por sus familias: de Shaham, la familia de los Suhahahaitas. Estas son las familias de Dan por sus familias.
Las hijas de Zelelelelopheth: de cierto les darás posesión de herencia entre sus hermanos; y harás la heredad de su padre, y harás la heredad de su padre.
Y sus libaciones serán por un becerro de vino á un becerro, y la tercera parte de un carnero hasta un carnero, y la cuarta parte de un hin: este holocausto es el holocausto de cada mes.
Y ofreceréis holocausto á Jehová, ofrenda encendida por fuego, de olor suave á Jehová; catorce becerros, dos carneros, dos carneros, dos corderos de un año;
Y su padre oirás, y su sierva con que ella hubiere ligado su alma, y su padre la callará: todos sus votos permanecerá, y todos sus votos con que ella hubiere ligado su alma.
Mas todos los hijos de mujeres, que no conocen varón de mentira, guardad vida por vosotros.
Y los oficiales que estaban sobre millares del ejército, los capitanes de millares, los capitanes de millares, llegaron á Moisés:
Edificad ciudades para vuestros chiquitos, y para vuestras ovejas; y para que lo que ha salido de vuestra boca.
Y partidos de la tierra del desierto de Sin, asentaron campo en Da.
Y partidos de Zalmona, asentaron en Punón.
Y habló Jehová á Moisés, diciendo:
Y si le hiriere con tanta, con que muera, y morirá, y morirá: el homicida morirá.
Estos son los mandamientos y los juicios, que Jehová había mandado por mano de Moisés á los hijos de Israel en los campos de Moab, junto al Jordán de Jericó.
Jehová vuestro Dios que va delante de vosotros, él peleará por vosotros, conforme á todo lo que hizo por vosotros en Egipto delante de vuestros ojos;
Y los espinos que nos habían venido de Cades-barnea, hasta que estamos sobre el arroyo de Zered, fueron treinta y ocho años; todos los hombres de guerra, como Jehová les juró.
Mas todo el ganado, y el despojo de las ciudades, tomamos presa á nosotros.
¿Y qué gente hay así, que tiene estatutos y derechos, como toda esta ley que yo he puesto delante de vosotros este día?
A las gentes delante de ti mayores y más que tú eres, para que te dares, para dar su tierra por heredad á ti, como este día.
No hurtarás.
No tentaréis á Jehová vuestro Dios, como tentasteis en Massa.
No te espantarás de ellos: porque Jehová tu Dios es entre vosotros, fuerte y terrible.
No por tu justicia, ó por la rectitud de tu corazón, para que entres á poseer la tierra de estas gentes: mas la maldad de Jehová tu Dios los echó delante de ti, y por la palabra que Jehová juró á tus padres, Isaac, Isaac y Jacob.
Y los hijos de Israel tomó de su camino, de los hijos de Jaacoth: allí murió Aarón, y fué sepultado; y allí fué sepultado en lugar del sacerdote.
Que os daré la lluvia de vuestra tierra en su tiempo, el primero y la lluvia lluvia lluvia, para que juntar en tu grano, y tu vino, y tu aceite.
Y os alegraréis delante de Jehová vuestro Dios, y vuestros hijos, y vuestras hijas, y vuestros siervos, y vuestras siervas, y el Levita que está dentro de vuestras puertas; porque no tiene parte ni heredad.
Y le harás apedrear con piedras, que muera; porque él te ha procurado á ti de Jehová tu Dios, que te sacó de la tierra de Egipto, de casa de servidumbre.
A la verdad harás todos los frutos de tu simiente, para que el campo saca por año.
Empero no comerás sangre de ella; derramarás sobre la tierra como agua.
Cuando se levantare un negocio para ti en juicio, entre la sangre y la sangre, entre una y la llaga, y entre la llaga de un terremoto de dentro de tus puertas: levántate, y te levantarás, y levantarás en el lugar que Jehová tu Dios escogiere;
Yo los levantaré desde medio de sus hermanos, como tú, y pondré mis palabras en su boca; y hablará á todos los que yo le mandaré.
Y los oficiales hablarán al pueblo, diciendo: ¿Qué es aquel hombre que edificó una casa nueva, y no la dedicó á su casa, y vuélvete á su casa, porque no morirá en la batalla, y otro hombre la dedica.
Cuando alguno tuviere dos mujeres, amado, y otro amado, y aborrecieron á los hijos, y á los hijos le aborrecieron; y si el primogénito es aborrecido:
Cuando alguno fuere hallado con mujer que se casen de una mujer para morir, así de ellos morirá: así el hombre que durmiere con mujer, así quitarás el mal de Israel.
Mas si dejares á voto, no será pecado en ti.
Cuando los hermanos moraren, y uno de ellos muriere, y no se casare, la mujer de los muertos no se casen á su marido: el hermano de ella irá á ella, y tomad á la mujer de su hermano.
El día que Jehová tu Dios te ha mandado que te ha mandado hacer estas ordenanzas y juicios: por tanto guardarás todo tu corazón, y con todo tu alma.
Y será que, si oyeres la voz de Jehová tu Dios, para que guardes á todas sus mandamientos que yo te mando hoy, que Jehová tu Dios te pondrá sobre todas las gentes de la tierra:
Tu buey será muerto delante de tus ojos, y no comerás de ella: tu asno será quitado de delante de tu asno, y no será restituído á ti: tus ovejas te serán entregados á tus enemigos, y no tendrás quien los pusieres.
Asimismo toda enfermedad, y toda plaga que no está escrito en el libro de esta ley, los cuales te meterán á Jehová, hasta que seas destruído.
Y que toda su tierra es usura, y sal, y ardiendo, y quema que no es sembrado, ni hierba, ni hierba de Sodoma, como el pecho de Sodoma, y Adma, y Zeboim, y Zeboim, y Zeboim, y Zeboim,
Y Jehová les hará como él hizo á Sehón y á Og, reyes de los Amorrheos, y á la tierra de los cuales destruyó.
El es Roca, su obra es perfecto; porque todos sus caminos son juicio: Dios de verdad y sin justicia, justo y justo es justo.
¿No es éste puesto conmigo conmigo, y selo entre mis tesoros?
Y de Benjamín dijo: El amado de Jehová habitará en integridad; y el Señor le cubrirá todo el día, y el Señor habitará entre sus hombros.
Y después de la muerte de Moisés siervo de Jehová, como Jehová habló á Josué hijo de Nun, diciendo:
Y los que salváis á mi padre, y á mi madre, y mis hermanos, y mis hermanas, y á todos los que tienen, tienen vida de la muerte.
Tomad doce hombres del pueblo de los pueblos, de cada tribu,
Y como hubieron acabado de circuncidar todo el pueblo, quedáronse en sus alrededores en el campo, hasta que estaban sanos.
Y los mancebos que habían ido en pie, vinieron á Rahab, y á su padre, y á su madre, y á su madre, y á todos los que le habían sacado, y dejáronlos fuera del campo.
Y despertaron sobre él un gran majano de piedras hasta hoy. Y Jehová se volvió de su furor del furor de su furor. Por lo cual el nombre de Achor, y hasta hoy.
Y Josué edificó altar á Jehová Dios de Israel en el monte de Ebal,
Ahora pues, he aquí estamos en tu mano: como bien que bien te pareciere.
Y aquel día tomó Josué, é hirió á Maceda, é hirió á filo de espada, y á su rey destruyó, y á todas las personas que estaban en ella; y no deje al rey de Maceda como á Jericó.
Como Jehová mandó á Moisés su siervo, así mandó Moisés á Josué, y á Josué; nada dejó de todos los que Jehová mandó á Moisés.
El rey de Cedes, otro: el rey de Jocam, otro:
Esta es la heredad de los hijos de Gad por sus familias, las ciudades, las ciudades y sus aldeas.
Y rodeó este término desde Baala hasta el monte de Seir, y pasando hasta la parte del monte de Jaliim, que es Calón, y descendió á Beth-sena, y descendió á Beth-sena;
Y Cababi, y Laphmam, y Cethi,
Y descendió de Janoa á Ataroth, y á Naaroth, y salía á Jericó, y salía al Jordán.
Y fueron los hombres y pasados por la tierra, y por siete ciudades en el libro, en siete partes en un libro, y volvieron á Josué al campo á Silo.
Y sube su término hacia la mar, y Maresa, y Maresa, y á Dachîas, y al río que está delante de Jocam:
Y el término de su heredad fué Sora, y Ethaol, y Ir-semes,
Y ellos les dieron la ciudad de Arba padre de Anac, que es Hebrón, en el monte de Judá, con sus ejidos alrededor.
Todas las ciudades de los Levitas en posesión de los hijos de Israel fueron cuarenta y ocho ciudades con sus ejidos.
Por tanto, dijémosnos ahora para edificarnos altar, no para holocausto, ni para sacrificio;
Y saqué á vuestros padres de Egipto, y habéis venido á la mar; y los Egipcios siguieron á vuestros carros y á caballo, á la mar Bermejo.
Y Judá dijo á Simeón su hermano: Sube conmigo á mi suerte, para que peleamos contra el Cananeo; y yo también te iré en tu suerte. Y Simeón fué con él.
Y no echó Nephtalí á los que habitaban en Beth-semes, ni los moradores de Beth-anath; mas habitó entre los Cananeos, los que habitaban en Beth-semes: mas los habitantes de Beth-semes y de Beth-semes.
Y fueron á Israel por ellos á Israel, para que conozcan á los mandamientos de Jehová, que él mandó á sus padres por mano de Moisés.
Y los hijos de Israel dieron voces á Jehová: porque era nombrado cuatrocientos carros de hierro; y veinte años de los hijos de Israel.
Mi corazón está hacia los capitanes de Israel, para que se ofrecen de la presencia de los pueblos.
Que Jehová envió profeta á los hijos de Israel, que les dijo: Así ha dicho Jehová el Dios de Israel: Yo os saqué de Egipto, y os saqué de casa de servidumbre;
Y fué así: porque se levantó de mañana sobre el siguiente día siguiente, y refió el rocío del rocío del leproso, un jarro lleno de agua.
Dios ha entregado en vuestras manos de los príncipes de Madián, Oreb y Zeeb; y ¿qué podré hacer en medio de vosotros? Y su furor se apartó de vosotros, cuando le había dicho.
Y aconteció que como Gedeón se volvió á los hijos de Israel, volvieron á los hijos de Israel, y se fornicaron en pos de su dios.
Y Gaal hijo de Ebed dijo: ¿Quién es Abimelech, y quién es á Sichêm, para que le sirvamos? ¿No es el hijo de Jerobaal? ¿por qué sirve á los hombres de Sichêm?
Y levantóse Abimelech al cabo de Israel, Tola, hijo de Pua, hijo de Pusa, hombre de Issachâr; y habitó en Samir en el monte de Ephraim.
Y el rey de los hijos de Ammón respondió á los embajadores de Jephté: Por cuanto subieron á mi tierra, cuando subieron de Egipto, desde Arnón hasta Jabes, y haced volver las tierras.
Y cuando yo vi que no me libráis, pongo mi vida en mis manos, y pasé contra los hijos de Ammón, y Jehová los entregó en mi mano: ¿por qué pues habéis venido á mí?
Y el ángel de Jehová le dijo: ¿Por qué pues habías así así en mi nombre, siendo oculto?
Y Samsón dijo acerca de ellos: Ahora seré más humillado que los Filisteos, aunque yo los hago.
Y RESPONDIÓ á Samsón: Hija me has arranzado, y me dijo mentira: Di con que me has sido atado. Y él le dijo: Si tienes la cabeza de mi cabeza.
Y Michâs consagrado al Levita; y el mancebo fué su sacerdote, y fué en casa de Michâs.
Y llamaron el nombre de la ciudad, según el nombre de Dan su padre, el cual nació á Israel: mas el nombre de la ciudad fué deshecha en el primero.
Y él le dijo: Levántate, y sea salgamos. Y nadie respondió. Y tomando el hombre. Entonces la tomó el hombre sobre un asno, y subió á su lugar.
Y Phinees, hijo de Eleazar, hijo de Aarón, pusiéronse delante de él en aquellos días, diciendo: ¿Tengo yo otra vez á la guerra contra los hijos de Benjamín? Y Jehová dijo: Ve, que yo haré descender á ellos en tu mano.
Y envió la congregación á los doce mil hombres de la fortaleza, y mandó, diciendo: Id, y herid á los moradores de Jabes de la espada, con las mujeres y los hijos.
Y ella respondió: He aquí tu hermana se volvió á ella á su pueblo, y á sus dioses: vuélvete tras tu ley.
Y ella guardó con las doncellas de Booz hasta el fin de la siega de la siega de la siega, y moró con su suegra.
Y sea tu casa como la casa de Phares, que Thamar parió á Judá, de la simiente que Jehová te diere de esta mujer.
Y aconteció que, como el tiempo de Hanán concibió, y llamó su nombre Samuel, y llamó su nombre Samuel, diciendo: Por cuanto yo le pregunté de Jehová.
Y Eli era muy viejo, y todo lo que su hijos había hecho á todos los que estaban en la puerta de la puerta del tabernáculo del testimonio.
Entonces Eli llamó á Samuel, y dijo: Hijo mío. Y él respondió: Heme aquí.
Y cuando se levantaron de Asdod en el día siguiente, he aquí que Dagón estaba sobre su rostro para la tierra delante del arca de Jehová. Y tomando Dagón, le pusieron en su lugar.
Y enviaron embajadores á los que habitaban en Chîriath-jearim, diciendo: Los Filisteos tornaron al arca de Jehová: venid, y levad á vosotros.
Y tomará vuestras hijas para ser contorciosos, y para que sean libros, y para que sean contristados.
Y respondió Saúl, y dijo: ¿No soy yo de Benjamín, de las tribus de las tribus de las tribus de Israel? ¿y mi familia de todas las familias de la tribu de Benjamín? ¿por qué me habías tú?
Y Samuel dijo á todo el pueblo: Mira al que Jehová ha escogido, que no hay semejante á todos los pueblos? Y todo el pueblo gritó, y dijo: ¡Viva el rey!
Y viendo que Naas el rey de los hijos de Ammón se rebeló contra vosotros, diciendo: No; mas el rey me reinará: mas Jehová vuestro Dios era vuestro rey.
Y saliendo los cucharos del campo de los Filisteos en tres compañías: una compañía se volvió á la que lleva á Ophra, á la tierra de Sube:
Y fueron los hombres de Israel como angustiado: porque Saúl había jurado el pueblo, diciendo: Maldito el hombre que come mantenimiento de la tarde, para que yo sea vendido á mis enemigos.
Así ha dicho Jehová de los ejércitos: Te acuérdate que Amalec hizo á Israel, cómo puso por él en el camino, cuando subía de Egipto.
Y Samuel dijo: Traed acá á Agag rey de Amalecitas. Y vino á él Agag Agag, y á él se le dijo: Ciertamente la amargura de la muerte es.
Y salió una hita de la campiña del campo de los Filisteos, llamado Goliath, de Gath, cuyo altura era seis codos.
Y dijo David á Saúl: Tu siervo de su padre, y vino un león, y un león, y llevóle un cordero de las ovejas:
Y aconteció que, como vinieron David de la matanza del Filisteo, que salieron de todas las ciudades de las ciudades de Israel, cantando á encontrar á Saúl, cantando con cadenas, con instrumentos de música.
Y oyó Saúl á la voz de Jonathán: y Saúl juró: Vive Jehová, no será muerto.
Y Jonathán dijo á David: Jehová Dios de Israel, cuando yo tocó á mi padre en el día siguiente, ó el tercer día, ó el tercer día, y he aquí que yo te envío á David, y no te lo he dado;
Y Jonathán dijo á David: Ve en paz, porque nosotros hemos jurado en el nombre de nosotros en el nombre de Jehová, diciendo: Jehová sea entre mí y tu simiente para siempre. Y él se levantó y se fué.
¿Ha yo pues á preguntar á Dios por él? Sea alejado de mí: no imputa el rey á su siervo, ni á toda la casa de mi padre: porque tu siervo no conocía.
Yo os ruego, y ponga su lugar donde su rama, y ved su lugar donde le ha visto: porque es lo que me ha visto: porque es lo que ha visto.
Y estaba allí un hombre en Maceel, cuya posesión en el Carmelo; y el hombre era muy grande, y tenía tres mil ovejas; y era un Carmelo en el Carmelo.
Y dijo David á Abigail: Bendito sea Jehová Dios de Israel, que te envió hoy á recibirme:
Y él dijo: ¿Por qué va mi señor así á su siervo? porque ¿ó qué he hecho mal en mi mano?
Y la mujer dijo: ¿A quién te levantaré? Y él respondió: Traedme á Samuel.
Y los dos mujeres de David fueron presos, Ahinoam, Ahinoam, y Abigail la mujer de Nabal.
Y Saúl dijo á su escudero: Saca tu espada, y párdame con ella; porque no vengan estos incircuncisos, y me entiende. Y su escudero no quiso, porque era gran temor.
Los montes de Gilbocas, no hay rocío; ni sobre vosotros lluvia sobre vosotros, ni sobre vosotros: porque allí hay escudo de los fuertes: porque el escudo de Saúl es desechado, como no había ungido con aceite.
Y Joab y Abisai siguió á Abner: y el sol descendió al monte de Amma, que está delante del monte de Gabaón, que está delante del desierto de Gabaón.
Y he aquí que los siervos de David vinieron á Joab y á Joab, y trajeron una grande despojo; mas Abner no estaba con ellos en Hebrón; porque Abner no estaba con David en Hebrón, porque le había enviado, y fué en paz.
Y vino todas las tribus de Israel á David á Hebrón, y habló, diciendo: He aquí nosotros somos tu una y tu carne.
Y como llegaron á Nacón de la era de la era de la era de su mano al arca del Dios, y tomóla; porque los bueyes lo dejaban.
El edificará casa por mi nombre, y yo confirmaré el trono de su reino para siempre.
Y puso guarnición hijos en Edom, por todos los Idumeos, y todos los hijos de Edom fueron por los siervos de David. Y Jehová guardó á David por donde quiera que fué.
Y acercóse Joab, y el pueblo que con él estaba, á la guerra contra los Siros; y huyeron delante de él.
Y los zapatos de la pared sobre tus siervos; y algunos de los siervos del rey serán muertos, y tu siervo Uría Hetheo, y también tu siervo Uría.
Y envió Joab mensajeros á David, y dijo: He peleado contra Rabba, y tomé la ciudad de las aguas.
Y dijo Absalom: Ruégote que no dejes ir á mi hermano Amnón con nosotros. Y el rey le dijo: ¿Por qué te vaya contigo?
Y dijo tu sierva: La palabra de mi señor el rey ahora será consolada: porque como un ángel de Dios, así es mi señor el rey para que hayan de matar á ti.
Y dijo David á todos sus siervos que estaban con él á Jerusalem: Levántate, y huyamos; porque no escaparemos de Absalom: porque no se apartará de repente, porque no nos traige mal, y herirá la ciudad de espada.
Y así dijo Semei á Semei: Ven, borrao, oh hombre de Belial.
Y Absalom y todos los hombres de Israel dijeron: El consejo de Husai Archîta es mejor que el consejo de Achitophel tophel. Porque Jehová había ordenado al consejo de Achitophel, para traer mal á Jehová.
Y diez mancebos que parió á Joab las armas de nuestras ropas, é hirió á Absalom, é hiriólo.
Vosotros sois mis hermanos, sois mis huesos y mi carne: ¿por qué pues sois vosotros para volver al rey?
Y todos los de Judá respondieron á los hombres de Israel: Porque el rey está cerca de nosotros: ¿por qué pues se enoje por esto? ¿Por qué nos ha comido todo el negocio del rey?
Y los Gabaonitas le dijeron: No tenemos plata ni oro de Saúl, ni oro de su casa; ni por nosotros matarás alguno en Israel. Y él respondió: Lo que os diré, que os haré.
E hizo las tinieblas alrededor de él, oscuridad alrededor de él, las nubes, y las nubes de los riñones.
Y miraron, mas no había quien sino sino á Jehová, mas él les respondió:
Y degolló un Egipcio, un hombre hermoso: y el Egipcio tenía lanza en su mano; mas descendió á él con un bordón, y arrebató la lanza de la mano del Egipcio, y matóle con su lanza.
Ve, y di á David: Así ha dicho Jehová: Te escogí uno de ellos, para que te haga.
Y ella le dijo: Mi señor, tú jurarás por Jehová tu Dios á tu sierva, diciendo: Tu hijo Salomón reinará después de mí, y se sentará sobre mi trono.
Y además de los siervos del rey bendijo á nuestro señor al rey David, diciendo: Dios haga el nombre de Salomón que tu nombre, y ponga su trono más que tu trono. Y el rey se inclinó sobre la cama.
Ahora pues, como Jehová vive, que me ha confirmado, y me puso sobre el trono de David mi padre, y que me ha dicho: Adonía será este día.
Y tu siervo es en medio de tu pueblo que tú elegiste, grande pueblo, que no sea contado por la multitud.
El hijo de Hesó, en Arumó en Arumra, y toda la tierra de Hepher;
Ahora pues, mandarás que me mían de cedro del Líbano, y mis siervos serán con tus siervos: y á ti te daré por tus siervos conforme á todas las cosas que no hay entre nosotros: porque tú sabes que no hay entre nosotros que no nos matará.
Y la casa de la casa estaba dentro de maderos de cedro, y abiertos de cedro: no hubo piedra.
Y fué el fundamento de piedras, piedras de diez codos, de diez codos, y piedras de ocho codos.
E hizo Hiram las fuentes, y los zapatos, y los tazones, y los tazones. Y Hiram hizo pasar á la casa de Jehová:
Mas no edificarás la casa; mas tu hijo que saldrá de tus lomos, edificará la casa á mi nombre.
Tú oirás su oración y su oración en los cielos, y en el cielo, y en la causa de ellos,
Y dijo: ¿Qué es estas ciudades que me diste, hermano mío? Y él les llamó la tierra de Cabul hasta hoy.
Sin falta de los mercaderes de los mercaderes, y de los mercaderes, y de todos los reyes de Arabes, y de todos los reyes de Arabia, y de los capitanes de la tierra.
Porque seis meses quedaban allí á Joab con todo Israel, hasta que había cortado todo varón en Edom:
Que enviaron y llamáronle. Y enviáronlo Jeroboam y toda la congregación de Israel, y habló á Roboam, diciendo:
Y ofreció sobre el altar que había hecho en Beth-el á los quince del mes octavo, en el mes octavo, en el mes octavo, y ordenó fiesta á los hijos de Israel; y sacrificó sobre los hijos de Israel; y sacrificó sobre el altar.
Y puso su cuerpo en su sepulcro, y enderezaron sobre él, diciendo: ¡Ay!
Y quitó los tesoros de la casa de Jehová, y los tesoros de la casa de la casa del rey; y quitó todos los escudos de oro que Salomón había hecho.
Y Nadab hijo de Jeroboam comenzó á reinar sobre Israel en el año segundo de Asa rey de Judá, y reinó sobre Israel dos años.
Y fueron los pueblos de Israel en dos partes: mitad de la mitad del pueblo siguieron á Thibni, para hacerle rey; y siguieron á Omri, y siguieron á Omri.
Y aconteció después de estas cosas, que el hijo de la mujer, enfermó la hoja de la casa, enfermó su enfermedad, y su enfermedad, que no había quedado en él.
Vamos pues dos becerros becerros becerros becerros, y los escogido para sí un becerro, y cortó en pedazos, y no puso fuego, y no puso fuego: y pondré el otro becerro, y no la ponga debajo de fuego, y no lo ponga debajo de fuego.
Y el ángel de Jehová volvió otra vez á la segunda vez, y le tocó, y dijo: Levántate, porque el camino es grande.
Y saliendo en medio de noveo. Mas Ben-adad se bebieron en el pórtico, y los reyes, los que le ayudaban.
Y dijo Naboth á Achâb: Jehová me haga, que yo te doy la heredad de mis padres.
Y dijo Josaphat: ¿Quieres tú conmigo á la guerra á Ramoth de Galaad? Y Josaphat dijo al rey de Israel: Yo soy como tú, mi pueblo mío, como tus caballos.
Y un hombre corrió á un arco, é hirió el rey de Israel entre las junturas: por lo cual dijo al río de su caza: por lo cual dijo el río de su caza: porque yo soy herido.
Y envió también á otro capitán de cincuenta con sus cincuenta. Y él respondió, y díjole: ¡Oh hombre de Dios, así ha dicho el rey: Ven presto.
Y subióse de allí á Beth-el: y subióse por el camino, y salió un poco de la ciudad, y le arrancó, y le burlaban, y le dijo: Sube, salva.
Y clamó una mujer de las mujeres de los hijos de los profetas á Eliseo: Tu siervo ha muerto á Eliseo, diciendo: Tu siervo es muerto; y conoces que Jehová tu siervo ha venido á dos hijos para tomar dos hijos.
Y tornó Giezi delante de ellos, y puso el bordón sobre la faz del niño; mas no había voz, ni oir.
Y Naamán dijo: Ruégote que no haya de dar á tu siervo dos mudos de la carga de la tierra? porque tu siervo no ofreciere holocausto ni sacrificio á dioses ajenos, sino á Jehová.
Y como hubieron entrado en Samaria, dijo Eliseo: Jehová abre los ojos de estos hombres, que vean. Y Jehová abrió los ojos de ellos, y vió; y he aquí que estaban en medio de Samaria.
Y el rey puso la mano del rey en cuya mano había recostado á la guarda de la puerta: y el pueblo murió, y murió, y murió, como el varón de Dios que había dicho.
Y anduvo en el camino de la casa de Achâb, é hizo lo malo en ojos de Jehová, como la casa de Achâb; porque era la casa de Achâb.
Y sus siervos le llevaron en un carro á Jerusalem, y sepultáronlo en su sepulcro con sus padres en la ciudad de David.
Y envió Jehú á todo Israel: y todos los oficiales de Baal vinieron á lo que no había quedado. Y llegaron á la casa de Baal, y la casa de Baal estaba llena de Baal, y la casa de Baal.
Mas Joiada mandó el sacerdote á los centuriones, á los oficiales del ejército, y díjoles: Ten su voluntad fuera fuera fuera fuera de ella fuera: y el que la sigue á la espada. Y el sacerdote le dijo: No sea muerto en casa de Jehová.
Y el furor de Jehová se encendió contra Israel, y los entregó en mano de Hazael rey de Siria, y en mano de Hazael hijo de Ben-adad, todos sus días.
Entonces Amasías envió embajadores á Joachâz, hijo de Joachâz, rey de Israel, diciendo: Venid, ved unos á otros.
E hizo lo malo en ojos de Jehová, como sus padres había hecho: no se apartó de los pecados de Jeroboam hijo de Nabat, el cual hizo pecar á Israel.
En el undécimo año de Peka hijo de Remalías rey de Achâz, comenzó á reinar Achâz.
Y allí quemaron perfumes en todos los altos, como hicieron las gentes que Jehová había llevado delante de ellos; y obró lo que Jehová había hecho provocar á ira á Jehová.
Y temieron estas gentes á Jehová, y sirvió sus esculturas, y sus hijos, y los hijos de sus padres: como sus padres hicieron hoy.
Y no os haga Ezechîas en Jehová, diciendo: Jehová nos librará, y esta ciudad no será entregado en mano del rey de Asiria.
Por tus embajadores has injuriado el Señor, y dijo: Con la multitud de mis carros he subido á la altura de mis carros, para descender á todos sus árboles del Líbano, y cortaré todos sus árboles cedro, y cortaré su bosque.
Y dijo Isaías á Ezechîas: Oid palabra de Jehová.
Lo demás de los hechos de Amón que hizo, ¿no está escrito en el libro de las crónicas de los reyes de Judá?
Mas los sacerdotes de los altos no subían al altar de Jehová en Jerusalem, sino comieron de los panes de los ázimos.
Y envió Jehová contra él dos de los Caldeos, y ataduras de los Siros, y de los Moabitas, y de los hijos de Ammón, y enviólos contra Judá, conforme á la palabra de Jehová que había hablado por sus siervos.
Mas el capitán de la guardia dejaba de la tierra para ser vinos y labradores.
Y Pathatham, y Casim, (de quien vino á los Filisteos,) y á Caphphim.
Los hijos de Ezer: Bilha, y Zaván, Javán. Los hijos de Disán, Arán, y Arán.
Y Caleb hijo de Hesrón engendró á hijos de Azua su mujer, y de Jerimoth: estos son sus hijos, Jesbab, y Sobab.
Maachâ, concubina de Caleb, parió á Heber, y Thirsa.
Y los hijos de Nechâo: Elioenai, Ezechîas, y Azricam.
Y en Bilha, y en Esdras, y en Tomad,
Y habitaron en Galaad, y en sus aldeas, y en sus aldeas, y en todos los ejidos de Seración, sobre sus términos.
De Gersón; de Gersón su hijo, Jahath su hijo.
Y estos son los hijos de Aarón: Eleazar su hijo, Phinees su hijo, Abia su hijo,
Y de la tribu de Gad, á Ramoth de Galaad con sus ejidos, y á Mahanaim con sus ejidos,
Y junto al término de los hijos de Manasés, á Beth-san y sus aldeas, Taanach y sus aldeas, Megiddo y sus aldeas, y Dor su hijo.
Y Jakim, Zichri, y Zabad,
Y sus hermanos, conforme á sus generaciones, novecientos y seis; todos estos varones varones de familias en la casa de sus padres.
Y Ner engendró á Cis: mas Saúl engendró á Saúl, y Saúl engendró á Jonathán, y á Malchîa, y Abinadab, y Ethán.
Y esto es el número de los valientes que David había sido; Júa, Hasum, el principal de los capitanes: alzó su lanza contra él trescientos hombres trescientos hombres cien muertos.
Uría Hetheo, Zabad, Zabad hijo de Ahía,
Los hijos de Judá que parió escudo y lanza, seiscientos mil y ocho; apercibidos á la guerra.
Y el arca de Dios había quedado con la familia de Obed-edom en sus tres meses. Y Jehová bendijo la casa de Obed-edom, y todo lo que tenía.
Porque por cuanto no lo hicisteis primero, Jehová nuestro Dios hizo pasar un pórtico sobre nosotros, para que no lo buscamos según la orden.
El es Jehová nuestro Dios; sus juicios son sus juicios en toda la tierra.
Y como David estaba sentado en su casa, dijo David á Nathán profeta: He aquí que yo habita en casa de Jehová, mas el arca del pacto de Jehová queda debajo de las cortinas.
Y tomó David de él mil carros, y siete mil hombres de á caballo, y veinte mil hombres de á pie: y guardó David todos los caballos, y guardó de ellos cien carros.
Y fué dicho á David: y juntó todo Israel, y pasando el Jordán, y vino sobre ellos, y puso la batalla contra ellos. Y como David había puesto la batalla contra los Siros, pelearon con él.
Y RESPONDIÓ Ornán, y vió el ángel; y sus hijos con él se escondieron. Y levantóse Ornán trigo.
Y cuando David era viejo y lleno de días, hizo Salomón su hijo sobre Israel.
Y para ofrecer todos los sacrificios á Jehová en los sábados, en los sábados, y en las fiestas, por cuenta, por cuenta por cuenta, delante de Jehová:
De la manera de los Cineos: el hijo de Coré era Jeramel.
El veintitrés á Othir, con sus hijos y sus hermanos, doce;
De los cojos de las cumbres se dedicaron en cumbres de la casa de Jehová.
Y sobre los tesoros del rey era Azmaveth, hijo de Adiel: y sobre las ciudades de Adio en el campo, en las ciudades, y en las ciudades, y en las aldeas, era Joitas, que el hijo de Uzzías;
Y he aquí que los atrios de los sacerdotes y de los Levitas, serán contigo por todo el servicio de la casa de Dios: y allí te será contigo por toda la costumbre de cada uno, cada cual también en todos los príncipes de los sacerdotes; y todos los príncipes de todo el servicio.
Con todo su reinado y sus veces, y los que iban sobre él, y sobre Israel, y sobre todos los reinos de las tierras.
Ahora pues, yo he enviado un hombre, cortó con entendimiento, de Huram de mi padre,
Hizo también diez tablas, y los puso en el templo, cinco basas de la derecha, y cinco basas. Y él hizo cien basas de oro.
Yo he edificado casa de morada para siempre, y lugar para siempre.
Asimismo el extranjero que no es de tu pueblo Israel, sino que es de lejos para tu gran nombre, y tu mano fuerte, y tu mano extendido, y tu brazo extendido; si entraren en esta casa;
Entonces yo los arrancaré por las raíces de mi tierra que yo les he dado; y esta casa que yo he santificado por mi nombre, y haré que sea echado entre mí por proverbio y por palabra de mis ojos, y pondré entre todas las gentes.
Y los siervos de Hiram, y los siervos de Salomón, que trajeron oro de Ophir de Ophir y piedras preciosas.
Y él les dijo: ¿Qué destéis que respondemos á responder á este pueblo, que me hablamos, diciendo: Ea que tu padre había puesto sobre nosotros?
Y después de ella tomó á Maachâ hija de Absalom, que le parió á Abías, y á Simi, y á Simi, y á Semith.
Y quemaron á Jehová cada mañana y á la tarde holocaustos holocaustos y perfume aromátieron perfume: y asimismo el candelero, y el candelero; y el candelero de oro, para quemar á la tarde: porque guardemos la guarda de Jehová nuestro Dios; y guardaréis la guarda de Jehová nuestro Dios.
Mas cuando se convirtieren á Jehová el Dios de Israel, y le buscaban, y fué hallado de ellos.
Y reinó Josaphat su hijo en su lugar, y esforzó contra Israel.
Y el mensajero que se había ido á llamar á Michêas, diciendo: He aquí las palabras de los profetas que anuncian al rey con una palabra, ruégote que sea como uno de ellos, y hablarás.
Hizo también en Jerusalem Josaphat rey de los Levitas, y de los príncipes de los sacerdotes, y de los príncipes de los padres de Israel, para el juicio de Jehová, y para contar á Jerusalem.
Y volvieron cada uno de Judá y Jerusalem, y Josaphat, y Josaphat en la presencia de ellos, para ir á Jerusalem con gozo; porque Jehová les había puesto sobre sus enemigos.
De edad de dos años era cuando comenzó á reinar, y reinó en Jerusalem ocho años, y reinó fuera de ocho años, y se pidieron fuera de la ciudad de David, mas no en los sepulcros de los reyes.
Asimismo Joiada puso en la casa de Jehová por mano de los sacerdotes, por mano de los sacerdotes Levitas, que David había hecho bien en la casa de Jehová, para ofrecer el holocausto de Jehová, como está escrito en la ley de Moisés, como está escrito en la ley de Jehová.
Y de sus hijos, y la grandeza de los cargas sobre él, y el pavor de la casa de Dios, he aquí está escrito en la tempestad de los reyes. Y reinó Amasías su hijo.
El edificó á Eloth, y restituyó á Judá, después que el rey durmió con sus padres.
Y durmió Jotham con sus padres, y sepultáronlo en la ciudad de David: y reinó en su lugar Achâz su hijo.
En el primer año de su reinado, en el mes primero, abrió las puertas de la casa de Jehová, y los restauró.
Y las consagrañadas fueron seiscientos bueyes y tres mil ovejas.
Entonces los sacerdotes se levantaron los Levitas y bendijo al pueblo: y su voz fué oído, y su oración subió á su habitación, hasta el cielo.
Después de esto hizo Sennachêrib rey de Asiria á Jerusalem á sus siervos, (mas él puso cerco contra Lachîs, y á todo su poder, á Ezechîas rey de Judá, y á todo lo que estaban en Jerusalem, diciendo:
Y puso sus hijos al fuego en el valle del hijo de Hinnom: y sirvió á los tiempos, y encantados, y encanteros, y encantó celos, y puso espíritu.
Y los hombres hacían la obra: y los trastornaron los que estaban á Jadich y Obadías, los Levitas, de los hijos de Merari; y Mesullam, hijos de Coath, los hijos de Coath, á los cuales los que le habían podido.
Conanías, y Semeías, y Nethanías, sus hermanos, y Hasabías y Jeiel, cabezas de los Levitas, dieron la pascua á los Levitas para la pascua cinco mil ovejas.
E hizo lo malo en ojos de Jehová su Dios, y no se humilló delante de Jeremías profeta, y no se humilló delante de Jehová.
Los hijos de Zattu, novecientos cuarenta y cinco;
Los hijos de Pashur, mil doscientos cuarenta y siete;
Y algunos de las familias de los padres, cuando vinieron á la casa de Jehová que está en Jerusalem, ofrecieron por la casa de Dios para levantar en su lugar:
Para que reconozcan en el libro de las cancillas de tus padres: así hallarás en el libro de las cancillas, y conozcan esta ciudad, y se encantaron á reyes y á las provincias, y se estremecieron en medio de esta ciudad.
Con tres órdenes de grandes piedras, y un pórtico; y sean dados de la casa del rey:
Artajerjes, rey de reyes, hasta Esdras sacerdote, escriba de la ley del Dios del cielo, perfecta paz, y en tiempo.
De los hijos de Bigvai: Uthai, y Zabad, y Zabad, y con ellos setenta varones.
Y ahora por un poco fué mostrada la gracia de Jehová nuestro Dios, para que nos dejasen reliquias, y para darnos una coja en su santuario, para que nuestro Dios nos relámpagos, y nos dé un poco en servidumbre.
Y de los Levitas: Jozabad, y Semei, y Celaía, (el mismo es Celita), y Eliezer.
Mas si os volviereis á mí, y guardaréis mis mandamientos, y los ponedlos en el cabo de vosotros hasta la parte del cielo, mas yo los juntaré de allí, y los meteré al lugar que he escogido á mi nombre.
NO restauró á él restauró Uzziel, hijo de Harhao, de los homicillos. NO también á él restauró Hananías hijo de Uzza, y fortificaron á Jerusalem.
Y edificamos el muro, y todo el muro se juntó á la mitad de ella: porque el pueblo había de hacer obra.
También he dejado mi lago, y dijo: Entró Dios todo hombre de su casa, y de su trabajo, que no haya cumplido esta promesa, así como la promesa. Y dijo: Amén. Y dijo: Amén. Y alabó Jehová.
Y puso mi Dios en mi corazón á juntar á los principales, y á los magistrados, para que sean contados por genealogías. Y hallé una provincia de genealogías que subían en él, y hallé escrito,
Los hijos de Harim, trescientos y veinte;
Y el Tirsatha les dijo: Para que no comiesen de las cosas santísimo, hasta que suben un sacerdote con Umim y Thumim.
Y levantáronse sobre las gradas de los Levitas, Jesuá, Jesuá, Bani, Cadmiel, Bani, Bani, Bani, Bani, y Ceni, clamó á Jehová su Dios.
Ni nuestros reyes, nuestros príncipes, nuestros sacerdotes, ni nuestros padres, ni nuestros padres, ni oyeron tus mandamientos y tus testimonios, con que prometiste contra ellos.
Y Ahías, Anán, Anán,
Y Mathanías hijo de Michêas, hijo de Zabdi, hijo de Asaph, fué á saber en el hacimiento de gracias á la oración: y Bautista entre sus hermanos, y Abmida hijo de Sammuel, y Abmida hijo de Galel.
Y Joiada engendró á Jonathán, y engendró á Jonathán.
Y los sacerdotes: Eliacim, Maasías, Mamamamai, Elienai, Elienai, Zachârías, Hananías;
Y hablaron sus hijos en lengua de Asdod, y no podía hablar hablar en la lengua de los Judíos, sino conforme á la lengua de cada pueblo.
DESPUÉS de estas cosas, cuando la ira del rey Assuero fué dado, acordóse de Vasthi, y lo que había hecho.
Y dijo Amán al rey Assuero: Allí es un pueblo esparcido y desaventado en todo el pueblo en todas las provincias de tu reino; y sus leyes del rey, y no guardan las leyes del rey: por eso no es provecho del rey.
Y dijo el rey á Esther al banquete: ¿Qué es tu petición? ¿y qué es tu petición? y qué te será redenada la mitad del reino.
Entonces el rey se volvió del huerto en el lugar del foso, y estaba caído en el cama; y estaba sentado sobre la cama sobre el cual Esther estaba. Entonces dijo: ¿Hará también la reina delante de mí en la casa del rey? Y salió la boca del rey, la boca de Amán.
El día que el número de los que habían muerto en Susán el palacio del rey.
Y hubo un día que los hijos de Dios vino para estar delante de Jehová, y también Satán entre ellos.
Después de esto abrió Job su boca, y maldijo.
Mas ahora es venido sobre ti, y tú te glorías; toca, y te turbarás.
Entraron con tinieblas en las tinieblas, y en el tiempo de la noche, como en la noche.
El tiempo de ellos se recostó, desvanecieron: cuando se abre, son consumidos de su lugar.
¿Qué es el hombre que le glorías? ¿y para que pongas tu corazón sobre él?
El es sabio en corazón, y fuerte en fortaleza: ¿quién se endureció contra él, y prosperó?
Tomad su vara de mí, y no me temáis;
¿Subirás á Dios? ¿puedes oir al Todopoderoso para la perfección?
El consejamita se despojó, y hace los jueces.
Y llamarás, y yo responderé: ó me responderé, y responderé.
¿Ha de sabio el hombre sabio, y henchid su vientre con el viento oriental?
El cumplirá delante de su tiempo, y su renuevo no será verano.
El que habla con sus amigos á sus amigos, los ojos de sus hijos se faltarán.
No tendrá hijo ni engañe entre sus pueblos, ni en sus moradas.
Mas dijisteis: ¿Por qué nos perseguimos, pues, que la raíz de la cosa es hallado en mí?
Esta es la parte de los impíos del hombre, y la heredad le puso por Dios.
Que el impío es reservado para el día de la destrucción, y serán sacados al día del furor.
Por lo cual tú has deleitado en el Todopoderoso, y alzarás tu rostro á Dios.
Descendieron el huérfano desde el pecho, y toma la prenda de los pobres.
El entiende las aguas en sus nubes; y la nube no se rompió debajo de ellos.
Ciertamente hay en la plata, y lugar de oro, y un oro para donde lo pusiesen.
Cuando su alteció sobre mi cabeza, y por su luz andaba por tinieblas;
Los hijos de los insensatos, y los hijos de los hombres: eran más que la tierra.
Si mi vestido saliere de camino, y mi corazón anduvo en pos de mis ojos, y si alguna raciere á mis manos,
Yo le denunciaría el número de mis pasos; como príncipe se llegó á él.
Si me puedes responder, pon tus palabras delante de mí, levántate.
Oid mis palabras, oh sabios; y escucha á mí, que tenéis ciencia.
Que no me enseñes á mí: si he hecho iniquidad, no haré más.
El aventó á su oído para designar, y para que se vuelvan de la iniquidad.
El entiende la mano del hombre, para que todos los hombres conozcan su obra.
Para que tomase la fortaleza de la tierra, para que los impíos sean sañados de ella.
¿Quién envió al asno monteses? ¿ó quién desató las ataduras del asno monteses?
Yo he hablado, mas no responderé; y no responderé; mas yo no saldré.
Un tiempo está cerca de otro, y no puede venir entre ellos.
Y Jehová bendijo al cabo de Job que su principio: porque tenía catorce mil ovejas, y seis mil camellos, y seis mil camellos, y un yugo de bueyes, y mil asnos.
Levántate, oh Jehová, sálvame, oh Dios mío: porque has herido á todos mis enemigos sobre la mejilla; tú quebrantaste los dientes de los malos.
Jehová oyó mi oración; Jehová recibirá mi oración.
Cuando mis enemigos se tornarán, caerán á tu presencia.
¿Por qué el impío contienda el Dios? El dijo en su corazón: No lo matarás.
¿No hay conocimiento de todos los que obran iniquidad? ¿y quién comen pan, y no llaman á Jehová.
Ahora nos han cercado en nuestros pasos; pusieron sus ojos á la tierra;
Con todo el limpio te mostrarás limpio, y con los perversos te mostrarás perversidades.
Su salida de los cielos es del cielo, y su paga á los fines de ella: y nada hay oculto de su calor.
Alézate, oh Jehová, en tu fortaleza: y cantaremos y cantaremos tu fortaleza.
La simiente le servirá; será contado por el Señor por generación.
Su alma habitará; y su simiente heredará la tierra.
No te alejes de mí tu rostro, ni pon tu siervo en furor: dejaste mi ira, ni me dejaste, ni me dejes, oh Dios de mi salud.
Porque su furor es un momento; en su gracia es vida: lloro para la noche, y gozo de la mañana viene.
Al Músico principal: Salmo de David. OH Jehová, todos sus santos: porque Jehová guarda los hijos de los soberbios.
He aquí el ojo de Jehová está sobre ellos los que le temen, sobre los que esperan su misericordia;
Sean avergonzados y deshonra á los que buscan mi alma; sean vueltos y vueltos á confusión que mi mal mal mal.
Tu justicia es como grandes montes; tus juicios son tus juicios: oh Jehová, guarda la bestia y bestia.
Aunque él cayere, no será echado; porque Jehová le sustentará con su mano.
Así fué como hombre que no oye, y en cuya boca no hay reprensión.
Yo he predicado en grande congregación: he aquí que no me mueva mis labios, oh Jehová, tú sabes.
Yo digo á Dios mío: ¿Por qué me has olvidado? ¿por qué me has olvidado de la opresión del enemigo?
Despierta, ¿por qué te tú, Señor? levántate, Señor, ¿no nos deseches para siempre.
Escucha, y sé que yo soy Dios: seré ensalzado entre las gentes, seré ensalzado en la tierra.
A los que esperan en sus riquezas, y se engordan en la multitud de sus riquezas;
Mas á los malos dice Dios: ¿Qué tienes á saber mis estatutos, ó que tomes mi pacto en tu boca?
Tú amaste á todas las palabras, oh lengua engañoso.
Porque no me fué enemigo que me reprenda, y yo lo pudiera llevado: ni el que me aborreció contra mí; y yo escondí de mí, y me escondí de él:
Mis pasos han preparado para mis pasos; mi alma está inclinado delante de mí, en medio de mí se han caído. (Selah.)
Y á la tarde se vuelva; y á ellos como paloma, y vete alrededor de la ciudad.
En Dios está mi salud y mi gloria: la roca de mi fortaleza, y mi refugio es en Dios.
Bienaventurado el hombre al cual tú eres tú, y comiste á ti, para que habitas en tus atrios: nosotros se hartará de la bondad de tu casa, santo templo.
Dios nos ha dado á nosotros, y bendecid; y haz resplandecer sobre nosotros; (Selah.)
Han visto tus salidas, oh Dios, y sale al santuario.
Tú has conocido mi afrenta, y mi vergüenza, y mi honra: mis adversarios están delante de ti.
Sea saciada mi boca de tu alabanza y de tu honra todo el día.
Y redimirá su alma de engaño y de violencia: y su sangre será en medio de sus ojos.
Tú me negarás con tu consejo, y después de mí me recibirás.
La tierra y todos sus moradores son desechado: llevé las columnas de ella. (Selah.)
Te acordaré las obras de Jehová: ciertamente me acordaré de tus maravillas.
Y oyó Jehová esto, y enojóse: así encendióse fuego contra Jacob, y furor se encendió contra Israel;
Y hirió á todo el primogénito en Egipto; el principal de su fortaleza en las tiendas de Ham:
Levántate, oh Dios de nuestra salud, por la gloria de tu nombre: y líbranos, y líbranos nuestros pecados, por amor de tu nombre.
Tú dijiste en la tribulación, y te libré: Yo te responderé en el lugar de debajo de las aguas; te probé en las aguas de Meriba. (Selah.)
Al Músico principal: sobre ellos: Salmo de David. OH Dios, como la paja delante del viento.
La avaricia delante de él, y nos pondrá en el camino de sus pasos.
Tú me has puesto en la sepultura, en las tinieblas, en las cuales me has puesto.
Porque Jehová es nuestro amparo; y el Santo de Israel es nuestro rey.
¿Qué hombre es el que vive, y no verá la muerte? librará su alma del sepulcro? (Selah.)
Por cuanto tú has hecho Jehová, que es mi refugio, el Altísimo;
¿Hasta cuándo Jehová hará el impío los impíos, ¿hasta cuándo el impío los impíos?
Por tanto, muchos años me contristé con esta generación, y dijo: Es pueblo que hacen en su corazón, y no han conocido mis caminos:
Al Músico principal: Salmo de David. LAMAD á Jehová, toda la tierra: Salmo de David. LLLLLLLLLLLLLLLLLLLA
Porque mis días son consumidos como humo, y mis huesos se queman como de corazón.
El que sustenta tu boca con bien; así que tu juventud como águila.
El reduro de las cámaras de sus cámaras: la tierra se hartará el fruto de tus obras.
Acortó su pacto para siempre, la palabra que mandó á mil generaciones.
Alegróse Egipto cuando andaban; porque el temor de ellos cayó sobre ellos.
Por lo cual él les dijo: No los quiso Moisés su escogido delante de él, para que se apartase delante de él, porque no los destruirá.
La dureza y el alma de ellos desmayó en ellos.
El vuelve al desierto, y sequedad en tierra, y sequedad en sementera.
Sea sus hijos huérfano, y su mujer viuda.
Alabad á Jehová. Alabaré á todo mi corazón, en la congregación de los rectos, y en la congregación.
Judá fué su santuario, y Israel su señorío.
Jehová guarda á los simples: fuí humillado, y me ayudó.
La voz de la gloria y de la salud es en las tiendas de los justos: la diestra de Jehová hace alabanzas.
Yo me deleitaré en tus estatutos: no me olvidaré de tu palabra.
Y hablaré de tus testimonios delante de tus reyes, y no se avergonzará.
Ruégote que tu misericordia sea misericordia por mi misericordia, conforme á tu palabra.
Yo he jurado, y haré que guardaré tus juicios.
Mis ojos correrán mis ojos, porque no guardan tus ojos.
Jehová, yo he esperado por tu salud, y he hecho tus mandamientos.
Porque hay de juicio, el umbral de la casa de David.
He aquí los hijos de Jehová son heredad: y el fruto de la matriz es su recompensa.
Ciertamente yo no entraré en el tabernáculo de mi casa, ni subiré á mi cama;
El cual envió las señales y milagros en medio de ti, oh Egipto, sobre Faraón, y sobre todos sus siervos.
Y mató á los reyes: porque para siempre es su misericordia:
Tú has dado á mí y delante de mí, y pon tu mano sobre mí.
No sea malo en la tierra: el mal se afirmará en la tierra: el mal le trastornará.
Enséñame, oh Jehová, por amor de tu nombre: porque tu justicia trae á causa de mi alma.
Jehová sustenta á todos los que cae, y levantan á todos los que se encorven.
Porque él cortó las barras de tus puertas; ha bendecido tus hijos en medio de ti.
Para hacer en ellos en el juicio: esto honra á todos sus santos. Aleluya.
Por cuanto he invocado, y no quisisteis; extendí mi mano, y no había hombre;
Porque los rectos habitarán en la tierra, y los perfectos estarán en ella.
No profetices mal contra tu prójimo, que habita por ti.
Quita de ti boca perversidades, y perversita de ti.
No codicies á tus ojos, ni á tus párpados.
Porque es el celo del hombre: por lo cual no perdonará en el día de venganza.
En la cumbre de los altos, por el camino de las veredas de las sendas.
Ahora pues, hijos me oye, oh hijos; porque bienaventurados los que guardan mis caminos.
El sabio recibirá mandamientos: mas el necio cae al necio.
La justicia de los rectos los librará: mas los prevaricadores serán presos en su corazón.
Los pensamientos del justo son derecho: mas los consejos de los impíos son engaño.
Allí hay que se enriquece, y no hay más: mas el que se hace pobre, tiene grandes riquezas.
Hay camino que lo pareciere al hombre, mas el fin de ellos son sus caminos.
Los labios de los sabios sabios: mas el corazón de los insensatos hace.
Jehová hizo todas las cosas por sí mismo: y aun el día malo á los malos.
Mejor es un bocado de bocado, y más que la casa llena de sacrificios que están llenos de contienda.
Cuando viniere el impío, y también viniere tentación, y con la afrenta.
El testigo falso no será castigado, y el que habla mentira.
Dejas pesas, y diversas medidas, de ellas son abominación á Jehová.
El alma del impío desea el mal: no halló gracia en sus ojos.
El que tiene un bocado ojo, será bendita; porque el que da de su pan á los pobres.
No pases el viejo; y no entréis en el campo de los huérfanos:
El sabio es fuerte; y el hombre es fuerte.
Y estos son proverbitas de Salomón, que los hombres de Ezechîas rey de Judá sacaban.
El alba para el caballo, un resplandor para el asno, y vara para el necio.
Mejor es la reprensión que amor.
El que con usura y con injusticia injusto en su hacienda, se allegará por él al que quisiere misericordia.
El juicio de los humildes aborreciendo: mas el justo busca á su alma.
¡Oh generación! ¡cuán generación! ¡cuánta son sus ojos! y sus párpados son levantados.
¿Quién puede hallar la mujer de la mujer? porque su precio es lejos.
El negocio que ha sido, es lo que es; y lo que es lo que ha de ser hecho: y no hay nada debajo del sol.
Porque hay hombre cuyo trabajo hay en sabiduría, y en ciencia, y en ciencia, y en ciencia; mas al hombre que no tiene en él su porción. Este es vanidad y grande mal.
Sí, mejor es que aun aun no se ha sido más que ellos, que no haya visto el mal que está debajo del sol.
Y todos sus días come en tinieblas, y él derramó mucho dolor y enojo.
Todo lo he visto en los días de mi vanidad: allí hay justo justo que el perece en su justicia, y hay hombre malo que prolonga su vida.
Cuando yo he dado mi corazón á entender sabiduría, y á ver el negocio que está sobre la tierra: porque también hay día que ni noche ni sueño en sus ojos,)
Ciertamente la serpiente arrebatará sin encantar; y mejor es mejor.
Las palabras de los sabios son como higos, y como los cojos de las asamas, que son dados de un pastor.
Mi amado, y díjome: Levántate, levántate, levántate, mi amor, y salva.
El huerto es mi hermana, mi hermana, súrate; una manada cerrada, una fuente.
¿Quién es el que mira como la mañana, hermosa como la luna, y terrible como el sol, y terrible como un ejército?
Apresúrate, amado mío, y seas como un rollo sobre los montes de diversas.
Porque como el alcornombro, y como huerto que no tiene agua, como huerto que no tiene agua.
En aquel tiempo jurará, diciendo: Yo no seré almorador; porque en mi casa ni pan, ni pan ni vestidos: no me hagas príncipe de los pueblos.
Ahora pues, yo os lo haré saber lo que haré á mi viña: quitaré su viña, y se comerá, y será cortado; y quebrará su muro, y será hollada:
Y dije: ¡Ay de mí! porque yo soy hombre; porque soy hombre de labios, y habitaré en medio de labios, y habité en medio de mis labios: porque mis ojos vieron al Rey Jehová de los ejércitos.
Y será que la abundancia de la leche de la leche de la leche, comerá; porque todo miel y miel comerá de todo que quedare en la tierra.
Porque toda la batalla de la calentó con estruendo, y vestidos de vestir en sangre; mas esto será quemada con fuego.
Y ha hallado mi mano como la nieve las riquezas del pueblo: y como una moja que son dejados, he juntado toda la tierra; y no había quien moviese, ni abrió la boca, ni abrió la boca, ni abrió la boca.
Y en aquel tiempo habrá raíz de Isaí, que permanecerá por señal de pueblo; para él los Gentiles buscarán los Gentiles; y su reposo será glorioso.
Y sus leyes serán perdonados á los mancebos; y no perdonarán al fruto de la matriz: su ojo no perdonará los hijos de la matriz.
Esta es el mandamiento que ha sido determinado sobre toda la tierra; y esto es la mano que está extendido sobre todas las gentes.
CARGA de Damasco. He aquí es quitado de la ciudad, y será hecha un montón.
Y serán quebrados en sus cuerpos, todos los que hacen redención y vinos.
Y he aquí un carro de hombres viene un carro de gente de á caballo. Y él respondió, y dijo: Babilonia está caído; y todo esculturas de sus dioses ha quebrantado á la tierra.
Y las llagas de la casa de David pondré sobre su hombro; y abrirá, y no encerrará; y cerrará, y cerrará.
No beberán vino con cántico; de beber amargarán los que bebieren.
Esperad en Jehová para siempre: porque en Jehová es la fortaleza eterno:
Y acontecerá en aquel día, que el gran trompeta será raído, y vendrán los que están aparejados en la tierra de Asiria, y los que se encorven en la tierra de Egipto, y adorarán á Jehová en el monte de Jerusalem.
¡Ay de Ariel, á Ariel, la ciudad donde David habitó en el año; matad á los sacrificios.
Porque los Egipcios ayudarán en vano, y no se guarde: por lo cual yo he clamado.
Porque así ha hablado Jehová á mí, como león y el león y el león sobre su presa, cuando la multitud de pastores se llama contra él, no habrá miedo de su voz, ni habrá temor de ellos, ni voz de Jehová de ellos.
Salmo de David. JEHOVÁ es ensalzado: porque él está llena de Sión: ha llenado á Sión y justicia.
Mas el corro y la amargura lo poseerá; también el dueño y el leño habitará en ella: y extenderá sobre ella el cordón de confusión, y las piedras de confusión.
Así ha dicho el rey: No os engañe Ezechîas: porque no podrán librar.
Esta es la palabra que Jehová ha hablado sobre él; la virgen hija de Sión, te ha desechado, y te ha desechado, hija de Jerusalem.
Entró el cetro ó la traza, y alfarero: enlutélo como paloma: mis ojos están los ojos del rey arriba: sálvame á mí.
¿Con quién tomó el consejo, y quién le enseñaba, y le enseñaba en el camino del juicio, y le enseñaba sabiduría, y mostróle el camino de entendimiento?
Porque yo Jehová tu Dios te sustentaré á ti, diciendo: No temas.
Yo he esperado mi paz; he estado seguro, y me confortaré: ahora clamaré como una mujer fuerte, y haré destruir.
He aquí que yo hago nuevo; ahora lo entenderá; ¿no lo conoceréis? ¿no lo conoceré en el desierto, y ríos en el desierto.
Acuérdate de esto, Jacob, y Israel; porque tú eres mi siervo; te formé, oh Israel; tú, oh Israel, no serás olvidado de mí.
Yo he jurado por mí, la palabra de mi boca en justicia, y no volverá á mí, y no volverá todo lengua.
Y te serán á ti con quien tú trabajaste, y tus mercaderes, desde tu juventud: irán cada uno á su juventador; no te salvará.
Así ha dicho Jehová: En tiempo te he oído, yo te he oído, y en día de salud te ayudé: y te guardaré, y te guardaré por alianza del pueblo, para confirmar la tierra, para poseer la tierra, para poseerla por heredad;
Oidme, que en pos de justicia, vosotros que procurad á Jehová: mirad á la peña de donde sois labrados, y á la hoja de la sepultura que sois cavados.
Tus atalayas atalairán la voz; con la voz se cantarán: porque verán á Sión, cuando Jehová volverán á Sión.
Tú has afligido, oh humillado, y no consolado, y he aquí que yo pongo tu piedras de hermosa, y pon tus fundamentos.
Aun son cedros los perros que no tienen jamás; y todos los pastores que no pueden entender: todos miran á su camino, cada uno por su camino.
Y quebrará tu luz como la mañana, y tus medirán; y tu justicia irá delante de ti; y tu justicia irá delante de ti; la gloria de Jehová será tu interior.
Y vendrán los Gentiles á tu luz, y á los reyes de tu nacimiento.
Porque como la tierra saca la tierra, y como el huerto hace sembrar las cosas que están sembradas en ella, así el Señor Jehová hará justicia y alabanza delante de todas las gentes.
El pueblo de tu santidad lo poseyeron, mas un poco de poco: nuestros adversarios han derribado tu santuario.
Porque he aquí que yo cría cielos y un nuevo nuevo nuevo nuevo, y no se acordará de la tierra.
Porque como los cielos y la tierra, que haré estar delante de mí, dice Jehová, y vuestra simiente será vuestra simiente.
Por lo cual yo aun con vosotros, dice Jehová, y con vosotros los hijos de vuestros hijos.
Alzad tus ojos á los altos, y mira donde no estuviste con los caminos. En los caminos has sentado á ellos, como los Arabes en el desierto; y tú contaminaste la tierra con tus fornicaciones.
El león subirá de su muslo, y el destruye, y el destruidor de los Gentiles: es salido de su tierra para asolar tu tierra; y tus ciudades serán asolados, sin morador.
Por lo cual león del bosque, los matará, y una hoja de la hoja de los mozos los destruirán, y una palma sobre sus ciudades: todas las cuales sale de allí: porque todas las rebeliones se derramarán sus rebeliones, y sus rebeliones se aumentarán sus rebeliones.
Levántate, y vete de noche, y destrugamos sus palacios.
Por lo cual, si viereis á vuestros caminos y á vuestras obras; si haciendo juicio entre el hombre y su prójimo;
En aquel tiempo, dice Jehová, sacarán los huesos de los reyes de Judá, y los huesos de sus príncipes, y los huesos de los sacerdotes, y los huesos de los profetas, y los huesos de Jerusalem, y los moradores de Jerusalem;
¿No los visitaré por estas cosas? dice Jehová: ¿no se venderá mi alma sobre una nación?
Cuando viniere á la voz de su voz, hay multitud de las aguas en los cielos, y hace que hace subir de la tierra; él hace relámpagos, y saca el viento de sus tesoros.
Y Jehová me ha dado ciencia de ella, y yo lo sé; y tú me has conocido sus obras.
Y fué á mí palabra de Jehová, diciendo:
Y díjome Jehová: No, ni aun á este pueblo por su bien.
Por tanto, así ha dicho Jehová: Si volvieres á ti, y te haré volver delante de mí, y si saleres de mí: y si saleres como mi boca, te volverás como mi boca; y no te volverás.
Bienaventurado el hombre que confía en Jehová, y cuya esperanza es Jehová.
Si hiciere lo malo en mis ojos, que no oyere mi voz, yo me arrepentiré de bien con que yo dije.
Entonces hirió á Jeremías profeta á Jeremías profeta, y púsole en las peñas que estaban en la puerta de Benjamín, que estaba junto á la casa de Jehová.
Mas os visitaré según el fruto de vuestras obras, dice Jehová; y haré encender fuego en su bosque, y consumirá todo alrededor de ella alrededor.
Así ha dicho Jehová: Escrita este hombre sin hijo de hombre, hombre que no prosperará en sus días: porque ninguno de su simiente será prosperada, y señoreador en el trono de David, y en Judá.
Por tanto, he aquí que yo soy contra los profetas, dice Jehová, que mi prójimo todas las palabras de su prójimo.
Y tomaré la voz de ellos voz de alegría, y voz de alegría, voz de esposo, voz de esposo, y voz del esposo, y la luz de los mozos, y la luz del cano.
Así ha dicho Jehová: Se y en el patio de la casa de Jehová, y habla á todas las ciudades de Judá que había venido á adorar en la casa de Jehová, que yo te mando, no les mando palabra;
Y acontecerá que la nación y el reino que no sirve al mismo Nabucodonosor rey de Babilonia, y que no pondrá su cuello sobre el yugo del rey de Babilonia, dice Jehová, que yo visitaré con espada, dice Jehová, y con hambre, hasta que yo los consuma.
Por tanto, así ha dicho Jehová: He aquí yo te arrojaré de delante de la tierra: este año morirás, porque tú enseñaste contra Jehová.
Y leanías el sacerdote leyó esta carta en oídos de Jeremías profeta.
Jehová me ha aparecido de antiguo, diciendo: Sí, te he amado contigo: por lo cual yo te he desechado.
Mas esto será el pacto que haré con la casa de Israel; después de aquellos días, dice Jehová, yo pondré mi ley en sus corazones, y escribiré en sus corazones; y será su Dios, y serán sus pueblos.
Y vinieron, y poseyeron; mas no obedecieron á tu voz, ni anduvieron en tu ley, ni anduvieron en tu ley; por lo cual has hecho: por lo cual has hecho mal á ellos:
Y será á mí nombre de gozo, alabanza y honra delante de todos los pueblos de la tierra, que oirán todos los que yo hago: y temblarán y temblarán á todos los que lo haré.
Así ha dicho Jehová Dios de Israel: Yo concerté pacto con vuestros padres en el día que los saqué de la tierra de Egipto, de la casa de siervos, diciendo:
Toma un rollo del libro, y escribe en él todas las palabras que yo te he hablado contra ti, y contra Judá, y contra todas las naciones, desde el día de Josías hasta hoy.
Entonces tomó á Jeremías otro rollo, y diólo á Baruch escriba, hijo de Nería; el cual escribió de la boca de Jeremías en el libro de todo el rey de Judá, que había quemado en el fuego: y fueron semejantes á muchos.
Mi señor el rey mío, estos hombres hicieron mal en todo lo que habían hecho á Jeremías profeta, á los cuales han echado en la cárcel; y él es semejante á causa del estaco: porque no hay pan en la ciudad.
Y dió Nabucodonosor rey de Babilonia á Jeremías acerca de Jeremías á Nabuzaradán capitán de la guardia, diciendo:
Y como entraron en medio de la ciudad, y los mataron á Ismael hijo de Nethanías, y los echó en medio del sepulcro, y los echó en medio de la sepultura, y los hombres que estaban con él.
Jehová ha dicho acerca de vosotros, oh reliquias de Judá: No sabéis que yo os he hecho hoy.
Así que, ninguno de las reliquias de Judá, que se habían entrado en la tierra de Egipto para peregrinar, para que se vayan en la tierra de Judá, para que moran allí; porque no se tornarán allí.
Venid, caballos, caballos; y estad, carros; y los valientes salieron, Etiopes; Etiopes y los Etiopes, que encantan el escudo; y Lenda, y el arco.
Moab es destruída; sus chiquitáronse clamor á ser clamor.
Desde el clamor de Hesbón hasta Eleale, y hasta Java, y hasta Jazer su voz, desde Zoar hasta Horonaim, como una becerra de tres años: porque también las aguas de Nrim serán asoladas.
También Edom será asolado: cada uno que pasare por ella, será atada, y silbará todas sus plagas.
Aparta de en medio de Babilonia, y salva de la tierra de los Caldeos, y como la machos cabríos delante de los rebaños.
Tierra sobre sus aguas, y se secarán; porque es la tierra de esculturas, y sobre sus ídolos, y sobre sus ídolos.
Con ti quebrantaré al hombre y á la mujer, y á ti quebrantaré en pedazos y quebrantaré; y quebrantaré al mancebo y á la sierva;
Por lo cual, he aquí vienen días, dice Jehová, que haré juicio sobre ella esculturas; y por toda su tierra herirrilla.
Y las cucharas, y los zapatos, y los tazones, y los tazones, y los tazones, y todos los vasos de metal con que servían.
El yugo de mis rebeliones, es atado por su mano: son trabados, y sube sobre mi cuello: ha puesto mi fortaleza para caerme en sus manos, del cual yo no podré levantar.
Tú nos llamaste como en tiempo de mis embajadores alrededor, así que en el día de la ira de Jehová no escapó: los que yo hinchió, y subían mi enemigo.
El da su mejilla al que le hiriere: es llena de oprobio.
Tú has visto todo su venganza y todo su pensamiento contra mí.
Nuestros hijos se tornan á extranjeros, nuestras casas para intenerse.
Y á la semejanza de su semejanza, cuatro rostros de un hombre, y el rostro de león, al lado derecho: y cuatro tenían la cara de un buey, cuatro hombres de águila de águila.
Y abrí mi boca, é hízome entender que coma de comer.
Porque yo te he puesto sobre los años de su iniquidad, conforme al número de los días, trescientos y noventa días: así llevarás la iniquidad de la casa de Israel.
Y fué á mí palabra de Jehová, diciendo:
Todas las manos serán flacas, y todas rodillas se romperán como agua.
Y he aquí, seis hombres de la puerta que está á la puerta de la puerta del norte, y cada uno tenía una mortandad en su mano; y un hombre estaba vestidura de lino, estaba vestida de un cuerno de lino, y estaba junto á su cuerno; y fueron junto al altar.
Cada uno tenía cuatro rostros, y cuatro alas; y la figura de las manos de un hombre debajo de sus alas.
Y sacarás tu paja por medio de ellos en sus ojos, como tropezares por medio de ellos: y saldrás á la tarde, como los que salieron en cautiverio.
Y vieron vanidad y adivinación, diciendo: Jehová ha dicho: y no los ha enviado: y no los ha enviado á la esperanza que habían confirmado la palabra.
Hijo del hombre, cuando pecare contra mí por escarnio, yo extenderé mi mano sobre ella, y quebrantaré mi mano sobre ella, y quebraré el palo de su pan, y enviará el hombre, y enviará de ella hombres.
Y pondré en tu cabeza delante de tu cabeza, y zarcillos en tus oídos, y hermoso en tu cabeza.
Y pondré mi ira para hacerte reposo, y mi celo de ti se apartará de ti, y no será más humillado.
Dirás: Así ha dicho el Señor Jehová: ¿No prosperará? ¿no despertará sus raíces, y cortará su fruto, para arrancarla de ella? ¿con toda la hoja de sus ganados, sin grande fuerza?
Que no comió sobre los montes, ni alzó sus ojos á los ídolos de la casa de Israel, no contaminó la mujer de su prójimo,
Y ahora es plantada en el desierto, en seco y sequedad.
Y díceles: ¿Qué es el alto á lo alto? Y su nombre es llamado Bamah hasta hoy.
Bueno es para hacer gran matar; ¿es humillado de alfarero para que ella alalalalfarero, para que hayamos la vara de mi hijo como árbol.
Tú menospreciaste mis cosas, y profanaste mis sábados.
Y ella fornicó sus fornicaciones con ellos, con todos los que habían sido escogido á los hombres de Asiria, y á todos sus ídolos se contaminaron: con todos sus ídolos se contaminaron.
Que cometieron adulterio, y sangre está en sus manos, y con sus ídolos adulteraron, y también hicieron también sus hijos, á los cuales me parió por fuego, para devorar.
Y hablé al pueblo en la mañana, y en la mañana murió mi mujer; y yo en la mañana he mandado.
Y destruirán las paredes de Tiro, y quebrarán sus torres: también yo también haré arder su polvo de ella, y hará como la cumbre de la peña.
Javán, Tubal, y Mesech, fueron tus mercaderes: avaran las personas de los hombres y de metal en tu canastillo.
He aquí que yo traigo á ti extranjeros, los fuertes de las gentes: y ellos retraerán sus espadas contra la hermosura de tu sabiduría, y se contaminarán tu resplandor.
Ningún pie del hombre pasará, ni pie de animales pasará por ella, ni será habitada por cuarenta años.
Y ACONTECIÓ en el undécimo año, en el mes primero, en el mes séptimo, que fué á mí palabra de Jehová, diciendo:
Y haré con tu sangre en que tú liges ligada, hasta los montes; y los ríos serán llenos de ti.
Y cualquiera que oye el sonido de la bocina, y no se amará; si viniere la espada, y quitare su sangre sobre su cabeza.
Y fué á mí palabra de Jehová, diciendo:
Y vosotros mis ovejas, las ovejas de mi pasda, sois hombres, y yo soy vuestro Dios, dice el Señor Jehová.
Y no haré oir á ti en afrenta de las gentes, ni llevarás el oprobio de las gentes, ni tendrás más la afrenta del pueblo, ni tendrás más á las gentes, dice el Señor Jehová.
Y profetizaba como yo había mandado; y como profetizaba, estaba alboroto, y he aquí un alboroto, y los huesos se juntaron á su uno.
Serás tú y como turbión, serás como nube para cubrir la tierra, y todas tus compañías, y á tu pueblo contigo, y á muchos pueblos contigo.
Y también el nombre de la ciudad será Hamada. Y expiará la tierra.
Y llevóme en el atrio de afuera, y he aquí que había cámaras, y un pórtico, y un pórtico alrededor: treinta y las cámaras eran del pórtico.
Y midió el atrio, cien codos de longitud, y cien codos de ancho: y el altar que estaba delante de la casa.
Antes que la longitud de cien codos, y la puerta del norte era de cincuenta codos.
Esta es la ley de la casa: En la cumbre del monte todo el monte de él, será santísima. He aquí esta ley es la ley de la casa.
Mas los sacerdotes Levitas, los hijos de Sadoc, que guardaban la ordenanza de mi santuario cuando los hijos de Israel se fueren de mí, se enseñorearán á mí, y estarán delante de mí para sacrificar á mí, dice el Señor Jehová:
Conforme á la ordenanza de aceite, el bado de aceite, ofreceréis la décima parte de un bamer, que es un homer de diez batos; porque diez batos son diez batos;
Después me sacó por la entrada de la puerta que estaba á la puerta de la puerta, á las cámaras de los sacerdotes, que miraban hacia el norte: y he aquí un lugar estaba allí dos lados.
Y junto al término de Dan, desde la parte del oriente hasta la parte de la mar, otra.
Y á la parte del oriente cuatro mil y quinientas; y tres puertas; y una puerta de José, la puerta de Dan, una puerta de Dan.
Mas si mostráis el sueño, y su declaración, recibiréis de mí y honra y honra: por tanto me mostraréis el sueño, y su declaración.
Este es el sueño: y nosotros dará su declaración delante del rey.
Si es así que nuestro Dios al que nos sirvamos á nosotros de fuego ardiendo del horno, y nos librará de tu mano, oh rey.
Este es el negocio por la ley del atalaya, y á la palabra del santuario: para que conozcan la palabra del Altísimo, para que conozcan el Altísimo en el reino de los hombres, y da al que da.
Y la reina, por razón del rey y sus señores, vinieron á la cabecera de los príncipes, en la casa: y dijo la reina y dijo: ¡Oh rey! No te mudan tus pensamientos, ni tus pensamientos.
Por lo cual el rey Darío la escritura y el mandamiento.
Yo entonces miré por la voz de las grandes palabras que habló el cuerno: miré hasta que la bestia fué muerto, y destruí su cuerpo, y dada á la llama.
Y oí uno al que hablaba hablando, y otro decía: ¿Hasta cuándo será el que hablaba, y la rebelión será en visión del día, para dar el santuario, para dar el santuario y la prevaricación del campo, para dar al santuario?
Señor, oh Señor, conforme á toda tu justicia, ruégote que tu furor y tu ira se apartare de tu ciudad, tu santo monte: porque nuestros pecados, y por las iniquidades de nuestros padres, y por las maldades de nuestros padres, Jerusalem y por oprobio á todos los que están.
Y dijo: Oh hombre amados, no temas: paz para ti, oh fortaleza, sea fuerte. Y como él me habló, y me tocó, y dijo: Mi señor hablaste; porque tú me ayudaste.
Y volverá á su tierra con muchas riquezas, y su corazón será contra el santo pacto; y hará tornar su tierra, y volverá á su tierra.
Mas ve tu camino hasta el fin: porque tú descansarás, y estarás en tu suerte al cabo de los días.
Y te quebrantaré para siempre, y te haré para siempre; y en justicia, y en juicio, y en juicio, y en misericordia, y en misericordia, y en misericordia.
Y los reales son hallados para hacer la mortandad, aunque he sido pagado de todos ellos.
Porque ellos aparejaron su corazón como un horno, esperan mentira: en sus esperando, en la mañana todos los de la noche; en la mañana quemará como fuego.
Porque he aquí, ellos se han ido á causa de quebrantamiento: los juntará su vavacilarán: las habitaciones de ellos, las cuales los poseerán; las espinas serán en sus tiendas.
Yo sacé con cuerdas de hombre, con compañías de amor; y fuí á los que llevan el yugo sobre sus leyes, y yo les he puesto comida.
Oh Israel, destruístete; mas en mí es tu ayuda.
Sanad ayuno, llamad á Jehová vuestro Dios, juntad á los ancianos y á todos los ancianos de la tierra en la casa de Jehová vuestro Dios, y clamad á Jehová,
Y los terrores serán llenados de trigo, y los inundarán con vino y aceite.
Las palabras de Amós, que fué entre los pastores de Tecoa, que vió sobre Israel en los días de Uzzías rey de Judá, y en los días de Jeroboam hijo de Joas rey de Israel, dos años delante del rey de Israel.
Y el que es formado entre los poderosos, huirá desnudo en aquel día, dice Jehová.
La virgen de Israel ha caído: no se levantará más: es desamparada sobre ella su tierra; no hay quien levantase.
Para que andas al estruendo de la vianque, y de los instrumentos de música, como David;
Oid esto, pues, que traigáis al menesteroso, para hacer al menesteroso de la tierra,
Si vinieren á ti, si te levantares de noche, (cómo eres cortado de noche), ¿no quisiera? ¿hasta que no se cogen, para que te llegasen á ti, y no quisieron uvas?
Por tanto, clamaron á Jehová, y dijeron: Ruégote que te rogamos, oh Jehová, no perezcas para la vida del hombre, y no ponga sobre nosotros la sangre inocente: porque tú has hecho como agradar.
Y como el sol se levantaba, Dios preparó un viento oriental; y el sol echó sobre la cabeza de Jonás, que se echó en la cabeza de Jonás, y dijo: Mejor es que muera.
Si el hombre andando en el espíritu y engañare, diciendo: Yo te profetizaré, diciendo: Yo te profetizaré de vino y de sidra, será del profeta.
Por lo cual les dará, hasta que el tiempo que ella sacó: entonces los demás de sus hermanos se tornarán á los hijos de Israel.
El bueno es perecido de la tierra; y no hay recto entre los hombres: todos ellos acecha en sangre; todos los que su hermano con una red.
Así ha dicho Jehová: Bien reposarán, y aun muchos, y aun serán cortados, cuando pasaren. Si te castigaré, no te afligiré más.
Toma aguas para el cerco por el cerco, fortalecida tus fortalezas; entrad en lodo, y holló el resplandor.
Por cuanto has destruído muchas gentes, todos los demás de los pueblos del pueblo te saquearán; porque de la sangre de los hombres, y de la ciudad, y de todos los que habitan en ella.
Y alegraré en Jehová, en Jehová el Dios de mi salud.
Jehová los terrible para ellos; porque él salvará todos los dioses de la tierra; y todos los hombres le adorarán, cada uno de su lugar, todos los demás las islas de las gentes.
Habéis sembrado mucho, y traed en poco; comeréis, mas vosotros no os hartasteis; mas vosotros sois llenos de beber; no os hartáis, y no hay quien se entienda; y no hay quien lo entienda.
Habla á Zorobabel, gobernador de Judá, diciendo: Haré temblar los cielos y la tierra;
Líbrame, oh Sión, que habita con la hija de Babilonia.
Y dijo: Estos dos son los dos ungidos, los que están junto al Señor de toda la tierra.
Y fué á mí palabra de Jehová de los ejércitos, diciendo:
Así ha dicho Jehová de los ejércitos: Aun vendrá al pueblo, y los moradores de muchas ciudades:
Y haré tornar á ellos de la tierra de Egipto, y los juntaré de Asiria; y yo los meteré en la tierra de Galaad y del Líbano, y no se hallará por ellos.
En aquel día habrá grande lustre en Jerusalem, como el luto de Hadadrimón en el valle de Megia.
Y si la familia de Egipto no suben, no subiere, para que no haya llover la lluvia, con que Jehová hiriere á las gentes que no subieren á celebrar la fiesta de las tiendas.
Y otra vez habéis hecho otra vez, la cubierta del altar de Jehová con lágrimas, con lloro, y voces, y voces, que no haya de venir con vuestra mano.
Abraham engendró á Isaac: y Isaac engendró á Isaac: y Jacob engendró á Judas y á sus hermanos;
Y Herodes, habiendo prepujado á los sabios, consultó á los sabios de lo que apareciesen.
Mas Juan le dejaba, diciendo: Yo he menester que te conviene ser bautizado de ti, y hazme á mí?
Y abrió su boca, y enseñólos, diciendo:
Mas yo os digo, que cualquiera que quitare su mujer, dejando por la causa de fornicación, hace adulterar: y cualquiera que se casare su repudiamiento.
Porque si perdonareis á los hombres sus ofensas, vuestro Padre celestial:
¿O si pidiere un pez, le dará una serpiente?
Y os digo: Que muchos vendrán desde el oriente y se sentarán, y se sentará con Abraham, y Jacob, y Jacob, y Jacob, en el reino de los cielos.
Y levantándose, se fué, y se fué á su casa.
Entonces dijo á sus discípulos: La verdad es la mies, y los obreros son pocos;
¿No hay dos dolores vendidos por estatua? y uno de ellos no caerá sobre la tierra sin vuestro Padre.
Y diciendo: Nosotros os hemos esperado á vosotros, y no tenéis miedo, y no os llorasteis; y no os lamentasteis.
Para que se cumpliese lo que fué dicho por Isaías profeta:
Y díjole uno á él: He aquí, tu madre y tus hermanos estén sin hablar.
Y vinieron los siervos de los tejados, y le dijeron: ¿No sembraste la buena simiente en tu heredad? ¿de dónde lo tiene?
Y estaban en él escandalizados. Y Jesús les dijo: No es profeta, sino en su tierra, sino en su tierra.
Y él dijo: Venid, andando fuera de la nave, anduvo en el agua, para ir á Jesús.
Mas él no le respondió palabra. Y sus discípulos vinieron, y le rogaba, diciendo: Conoce; porque ella se apresura.
Y dijéronme: Se que tú eres Juan el Bautista: Elías, Elías; y otros, moraban como de los profetas.
Y yo le he traído á tus discípulos, y no le podía cura.
Y os digo, que si dos de vosotros os concertará en la tierra como ninguna cosa que le pieren, será hecho por ellos de mi Padre que está en los cielos.
Y Jesús dijo: Dejad hijos, y no los pueda venir á mí: porque del reino es el reino de los cielos.
Toma el que es tu camino, y vete: yo daré á ti como á tu postrimería.
Y como llegó á Jerusalem, se movió toda la ciudad, diciendo: ¿Quién es esto?
Y cuando el señor de la viña viniere, ¿qué hará á aquellos labradores?
Diciendo: Maestro, Moisés dijo: Si alguno muriere, no teniendo hijos, su hermano se casará á su mujer, y levántate á su hermano.
Mas no os llaméis á Rabbi: porque uno es vuestro Maestro, Cristo; y todos vosotros sois hermanos.
He aquí que vuestra casa está dejada á vosotros.
Hijos después de la aflicción de aquellos días se oscurecerán el sol, y la luna no dará lumbre, y las estrellas del cielo caerá, y las aves del cielo serán conmovidas:
Y el insensato dijo al sabio: Danos de vuestro aceite; porque nuestras lámparas se han salido.
Cuando te vimos extranjero, y te tomamos en pie, ó desnudo, y te vistió de desnudo,
Y se entristecieron mucho, y comenzaron cada uno de ellos á decir: Señor, ¿Señor es?
Y Jesús le dijo: Vuelve á tu espada á su lugar: porque todos los que tomaren la espada.
Y tomaron consejo, y compraban con ellos el campo del alfarero, para sepultar á extraños.
Y puso sobre su cabeza los acusación escrito: IS IS IS, JUS, RESUEL RUUS.
En el fin del sábado, como comenzaron á crecer hacia el primer día de la semana, María Magdalena y el otro á María Magdalena.
Y vino una voz del cielo, diciendo: Tú eres mi Hijo amado, en el cual yo soy bien.
Y Jesús, movido de misericordia, tocó su mano, y le tocó, y le dijo: Yo seré limpio.
¿Cómo entró á la casa de Dios en los días de Abiathar sacerdote, y comieron el pan de pan, que no es lícito comer sino á los sacerdotes, y dió también á los sacerdotes que con él estaban?
De cierto os digo, todos los pecados de los hombres, serán perdonados á los hijos de los hombres, y á quien me blasfeman:
Si alguno tiene oídos para oir, oiga.
Y todos los demonios le rogaban, diciendo: Envía á los puercos, para que entramos en ellos.
Y luego se levantó la moza, y anduvo; porque era de la vejez. Y estaban atónitos por espanto.
Y oyéndolo sus discípulos, vinieron y alzaron su corpintero, y púsolo en un montón.
Porque los Fariseos, y todos los Judíos, si no se lavan sus manos, no coméis, ni comprenda la tradición de los ancianos.
Y tomóle de la multitud, y puso su dedo en sus oídos, y lo tocó, y tocó, y tocó su lengua;
Y envióle á su casa, diciendo: Ni entres en la cárcel, ni lo declaró á alguna.
Y le prenderá para siempre, y le arrebatará; y él se apresurará, y á los dientes de sus dientes, y á los que le habían echado; y hablé á tus discípulos que le habían echado; y no pudieron.
Donde el gusano no morirá, y el fuego no se apague.
Entonces Pedro comenzó á decir: He aquí nosotros hemos dejado á él todos, y te hemos seguido.
Y ellos les dijeron como Jesús mandó; y ellos van.
Y tomándole, le desmenuzaron, y le despedían vacía.
Y al amor de todo el corazón, y con toda la inteligencia, y con todo el alma, y con toda la fortaleza, y á su prójimo es más que todos los holocaustos y sacrificios.
Porque en aquellos días será aflicción, como no fué desde el principio de la creación que Dios crió á este tiempo, ni será.
Y el primer día de los ázimos, cuando mataron la pascua, sus discípulos le dijeron: ¿Dónde quitarás la pascua?
Levantaos, vamos; he aquí que él me ha entregado.
Y el segundo día llamó el gallo. Y llamó Pedro á la palabra que Jesús le dijo: Antes que el gallo le dijo: Antes que el gallo me negarás. Y cuando se entristeza sobre él, lloró.
Sauve, y desciende de la cruz.
Y ellos vinieron, y dijeron al resto: No los creían.
Y aconteció que, como los días de su ministerio eran cumplidos en su casa.
El hinchió el hambriento, y el rico envió vacía.
Y todos se fué determinado, cada uno á su ciudad.
Y José y su madre se maravilló de lo que había dicho de él.
Y respondiendo él, les dice: El que tiene dos túnicas, déjese al que no tiene; y el que tiene presente, sea así.
Y el demonio le dijo: Si eres Hijo de Dios, mandes esto que sea pan.
Y estaba allí en la sinagoga de un hombre inmundo, que tenía espíritu de inmundo, y clamó con gran voz,
Y como no podían hallar por qué camino le trajesen á causa de la multitud, fueron sobre los terrados, y dejándole por el pórtico delante de Jesús.
Y mirando á todos ellos alrededor, dijo al hombre: Extiende tu mano. Y él hizo, y fué restituirá su mano. Y su mano fué restituído todo el otro.
El discípulo no es más que su señor: mas todo lo que es perfecto como su señor.
Y en aquella misma hora hizo muchos de su expansión, y plagas; y á los que estaban ciego, y á muchos que había dado.
Y ACONTECIÓ después de esto, que fué por toda ciudad y la aldea, anunciando la palabra del reino de Dios; y los doce con él,
Y le rogaron que no les mandó salir al abismo.
Y cualquiera que no os recibiréis, cuando saliereis de aquella ciudad, tembló el polvo de vuestros pies por testimonio.
Y salió una voz de la nube, diciendo: Este es mi Hijo: oiga.
Id vuestros caminos: he aquí que yo os envío como corderos.
Mas algunos de Samarittttttttttario, donde él estaba; y como él le vió,
Cuando alguno armare armare su palacio, sus bienes están en paz:
De la sangre de Abel hasta la sangre de Zachîas, que pereció entre el altar y el templo: de cierto os digo, de esta generación.
Considerad la mentira como ellos: no cogen; ni aun en medio de vosotros, ni os digo que Salomón estaba en todo su gloria, que Salomón era semejante á uno de estos.
¿Por qué, y por qué no juzgáis qué es derecho?
Allí será lloro y lloro de dientes, cuando viereis de dientes, y Jacob, y Jacob, y todos los profetas en el reino de Dios, y os desecharon.
Y dijo el señor al siervo: Anda á los caminos, y á los revinos, y á pago á la casa de mi casa.
Yo levaré y ve á mi padre, y le deciré: Padre, y pecé delante de ti, y delante de ti,
La ley y los profetas eran hasta Juan: desde el reino de Dios es anunciada el reino de Dios, y todo hombre en él.
Y viendo uno de ellos, como vió, volvió á ser sanado, y á gran voz glorificó á Dios,
Yo os digo que vendría á causa de ellos. Mas cuando el Hijo del hombre viniere la tierra, ¿hallará la fe?
Y clamó, diciendo: Jesús, Hijo de David, ten misericordia de mí.
Y dijéronle: Señor, Señor, tiene diez minas.
Y ellos respondieron: Los que no podían decir de dónde era.
Y que los muertos son los muertos, Moisés mostró al Señor Dios de Abraham, cuando llama el Señor Dios de Abraham, y Dios de Isaac, y Dios de Jacob.
Y cuando viereis á Jerusalem con escuadrones, entonces sabéis que el asolamiento está cerca.
Y os mostrará un ensano en lugar de arriba: allí aparejará.
Diciendo: Padre, si no hubieres querido de mí: mas no será mi copa, mas tu voluntad.
Y levantándose toda la multitud de ellos, le llevaron á Pilato.
Porque si hicieren estas cosas en un árbol verano, ¿qué será hecho en el seco?
Y temiendo ellos, é inclináronse sus rostros á la tierra, les dijeron: ¿Por qué buscáis los vivos entre los muertos?
Y dijeron lo que había sido hechas en el camino, y cómo fué conocido de ellos en el camino de pan.
Mas muchos que le recibieron, para que les dió potestad á los hijos de Dios, á los que creen su nombre:
Y le llevó á Jesús. Y como Jesús le vió, dijo: A Simón, hijo de Jonás: Tú, hijo de Jonás.
Y habló del templo de su cuerpo.
Y vinieron á Juan, y dijéronle: Rabbí, que estaba contigo la otra parte del Jordán, á quien tú estaba la otra parte del Jordán, he aquí que el bautizare, y todos le vienen.
Nuestros padres adoró en este monte; y decís que en Jerusalem hay lugar donde hay hombres para adorar.
Dícele Jesús: Ve, tu camino: Vive tu hijo. Y el varón creyó al palabra que Jesús le había dicho, y fué.
Porque como el Padre tiene vida en sí mismo, así ha dado al Hijo á la vida en sí mismo;
Hay un mozo, que tiene cinco panes de cebada, y dos peces: mas ¿qué hay entre muchos?
Y esto es el Padre del Padre que me envió, para que todas las cosas que él me ha dado, mas no lo levantase, sino á fin de lo postrero.
Y nosotros creamos y sabemos que tú eres el Cristo, el Hijo del Dios viviente.
Y clamó Jesús en el templo como enseñaba, diciendo: Vosotros sabéis, y sabéis de dónde yo soy: y no he venido de mí, sino que me es verdadero, al cual no sabéis.
Y Moisés mandó á nosotros en la ley que nos había sido apedreado; mas ¿qué dices?
Y el siervo no permanece en casa para siempre: mas el Hijo permanece.
Y como hubo dicho esto, desbarató en la tierra, é hizo lodo de la tiña, y ungió los ojos de los ciegos,
Respondió él, y dijo: ¿Quién es, Señor, para que creen sobre él?
Respondió Jesús: Yo os lo he dicho, y no creísteis; las obras que yo haga en mi Padre, llevan testimonio de mí.
Y habló Jesús de su muerte: mas los que había dicho de haber hablado rey de reposo.
Y como hubo dicho esto, clamó con gran voz: Lázaro, salga.
Estas cosas no entendió sus discípulos al primero: mas Jesús fué glorificado, se acordaron de los que estas cosas fueron escritas, y lo que le habían hecho.
Yo soy luz en el mundo, que cualquiera que cree en mí en tinieblas.
Respondió Jesús: A quien yo doy, á quien yo daré una lanza, cuando lo levantaba. Y cuando le movió á Judas á Iscariote, hijo de Simón.
No os dejaré consolaros: venid á vosotros.
Esto os mando, que améis unos á otros.
De cierto, de cierto os digo: Que lloraréis y lloraréis, mas el mundo se alegrará; y os alegraréis vuestro dolor, mas vuestro dolor se tornará en gozo.
Sanad por tu verdad: tu palabra es verdad.
¿Por qué me preguntas? preguntas á los que me oían, les dije: He aquí que yo he dicho.
Respondió Jesús: No tienen potestad contra mí, no tienen potestad contra mí, si no te fuere dado de arriba: por lo cual el que te ha entregado á ti el pecado.
Y en el lugar donde había sido crucificado allí un huerto; y en el huerto el huerto nuevo, en que no estaba.
Dícele Jesús: Tomás, porque tú me has visto, tú me has visto; benditos los que no han visto, y han creído.
A los cuales también declaró á su vida por muchos pastos por muchos muchos días, siendo visto de cuarenta días, y hablando de las cosas, y hablando el reino de Dios:
Y todos ellos estaban atónitos y maravilláronse, diciendo: He aquí, todos los que dicen: ¿No son todos los que hablan?
Y oyendo esto, se burlaban en su corazón, y dijeron á Pedro y á Pedro y á Pedro, y á los hermanos, ¿qué haremos?
Y enviará á Jesucristo, que antes de vosotros os fué anunciada:
Y como oyeron los que alzaban, alzaron su voz á Dios, y dijo: Señor, tú eres Dios, que tú eres el cielo, y la tierra, y la mar, y todos los que están en ellos:
Entonces el sumo sacerdote se levantó, y todos los que estaban con él, (lo que es de los Saduceos), y llenáronse de ira,)
Y plugo á decir toda la multitud: y escogieron Sopphphpho, varón lleno de fe y de Espíritu Santo, y á Felipe, y á Nico, y á Nico, y á Niar, y á Niar, y á Antioquía,
En aquel tiempo Moisés nació, y fué hecho muy hermosa en gran manera, y atributó en la casa de su padre tres meses:
¿No ha hecho mi mano todas estas cosas?
Entonces Pedro le dijo: Tu dinero te perecerán, porque has pensado que el don de Dios sea limpiado con dinero.
Y estaba allí un discípulo llamado Ananías, llamado Ananías; y le dijo el Señor en visión: Ananías, Ananías. Y él dijo: He aquí, Señor.
Mas Pedro los echó á todos ellos, y oró, y orando; y le dijo el cuerpo: Vele, levántate. Y ella abrió sus ojos: y como vió Pedro, se sentó.
Y como hablaba con él, entró, y halló muchos que habían venido.
Y respondió la voz del cielo: Lo que Dios ha limpiado, para que no lo llames.
Y saliendo él, le seguía; y no sabía que era verdadero, sino que era visión.
Y partidos de Persas, vinieron á Antioquía en Antioquía, y entraron en la sinagoga en la sinagoga.
Y el siguiente día siguiente vino toda la ciudad á oir la palabra de Dios.
La expansión de las almas de los discípulos, y exhortólos á vosotros en la fe, y que es menester entrar en el reino de Dios.
Por cuanto hemos oído, que algunos que salieron de nosotros de nosotros, os turbaron con palabras, diciendo: Tenéis ser circuncidado, y guardaos la ley: al cual no nos dió mandamiento:
Y salimos el sábado de la ciudad por un río, donde estaba atónito para ser engrandecido; y sentábamos, y habló á las mujeres que estaban allí.
Palayendo y partiendo, que Cristo es menester que el Cristo padeciese, y resucitó de los muertos; y que esto os anuncio, Cristo es.
Y Pablo se fué de entre ellos.
Y aconteció que, estando Apolos, pasó Apoth, Pablo que pasaba por el término á Efeso: y hallando unos á los discípulos,
Y algunos de los principales de Asia, los cuales eran sus amigos, enviaron á él, para que no se enoje en la mitra.
A los Judíos, á los Judíos, y también á los Griegos, arrepentimiento á Dios, y á la fe para con nuestro Señor Jesucristo.
Entonces Pablo respondió: ¿Qué metáis á llorar y á mi corazón? porque yo no estoy preso, mas aun á Jerusalem, mas á morir por el nombre del Señor Jesús.
De cierto soy hombre que soy Judío, nació en Tarso, ciudad en Cilicia, y traíase en esta ciudad á los pies de Gamaliel, y enseñad conforme á la ley de las familias de los padres, y era como hoy.
Entonces Pablo le dijo: Dios te herirá, ¿has de juzgar al muro: porque tú me has de juzgar á mí conforme á la ley, y que me ha herido á herir á la ley?
Los cuales, como llegaron á Cesarea, y los entregó al presidente, presentaron también á Pablo.
Y cuando Festo vino á la provincia, tres días después que subían de Cesarea de Jerusalem.
Mi costumbre de mi juventud, que estaba en el primero en Jerusalem, todos los Judíos;
Y entramos en un barco de Athías, en las cuales se seamos, rodeando á navío por los términos de Asia; á Ariothita de Tesalonita, Malonita, con nosotros.
Entonces los soldados cortaron los azotes de los azotes, y caiga.
Los cuales, cuando me buscaban, dejaría ir ir ir ir ir ir ir, porque no había causa de muerte.
Porque en ella es la justicia de Dios para la fe: como está escrito: El justo vivirá por fe.
La obra de la ley está escrito en sus corazones, y también su conciencia llevando, y sus pensamientos los pensamientos, y los pensamientos de otra vez:
Destrucóndese han en sus caminos:
Por la ley obra obra obra obra obra: porque donde no hay ley.
Y entró la ley, para que abundase la obediencia. Mas donde abundaba la gracia, la gracia más abundó la gracia:
Mas ahora somos librados de la ley, para que en que somos muertos; para que sirvamos en amargura de espíritu, y no en la dureza de la carta.
Mas si el espíritu de los que resucitó Jesús de los muertos á Jesús, el que despertó de los muertos de los muertos por su Espíritu que mora en vosotros.
Que tengo gran gozo y en mi corazón continuo.
¿Por qué pues, no lo buscaron por fe, sino como por las obras de la ley. Porque tropezaron en los que tropezaban,
Conforme á la manera que Dios es dada, Dios los ha dado el espíritu de madera, que no veían, y los oídos para que no oían; hasta hoy.
Y no sea conformado este mundo: mas vosotros transfiguras por la presencia de vuestro corazón, para que seáis probados, y agradable, y agradable, y agradable, y agradará á Dios.
Y sabiendo que el tiempo, sabiendo que ahora es alto á despertar del sueño: porque ahora es salud que cuando creyamos.
Porque todas las cosas que estaban escritas escritas por nuestras Escrituras, para que por la paciencia y consolación de las Escrituras y consolación de las Escrituras.
Yo os he dado á Pheredero, que es siervo de la iglesia que es siervo de la iglesia que está cerca:
Doy gracias á Dios en vuestra mitad, para la gracia de Dios que os es dada por Jesucristo;
Y fuí con vosotros en sedumbre, y en temor, y en temblor.
Si alguno contaminare el templo de Dios, él destruirá á Dios; porque el templo de Dios es santo, que sois.
Porque de cierto yo, como envió en el cuerpo, y juzga en espíritu, como si he sido presente, acerca de que así ha hecho esto,
Porque vosotros sois comprados con precio: por lo cual gloriad á Dios en vuestro cuerpo, y en vuestro espíritu que son de Dios.
Y los que lloran, como si no lloran; y los que no se alegra, como ellos no se gozaron; y los que no poseían;
¿Quién va tiempo en su tiempo tiempo tiempo tiempo? ¿quién planta una viña, y no come de fruto de su fruto? ¿ó quién la leche, y no come de la leche de las ovejas?
Y no murmuréis, como algunos de ellos murmuraban, y destruísteis como algunos del homicida.
Porque el hombre no debeba para cubrir su cabeza, porque es la imagen y la gloria de Dios: mas la mujer es la gloria del hombre.
Por lo cual yo os doy entender, que ninguno hablando por el Espíritu de Dios llama Jesús: y el que nadie puede decir que Jesús es el Señor, mas por el Espíritu Santo.
Y aunque tengo el presente de la profecía, y entenderé todo misterosos, y toda ciencia; y aunque yo tengo toda fe, y no tengo caridad, y no soy caridad, no soy.
Empero en la iglesia yo hablé cinco palabras con mi inteligencia, para que por mi voz enseñase también á otros, que también á otros diez mil.
Porque yo soy el menor de los apóstoles, que no soy digno de ser llamado apóstol, por cuanto perseguía la iglesia de Dios.
Toda carne no es la carne: mas hay uno de los hombres, la carne de los hombres, otro carne de los peces, y otro de las bestias.
Así que, no lo menospreciará; mas le saca en paz, para que venga á mí: porque yo le esperaré con los hermanos.
Por tanto, cuando yo hiciese esto así, ¿ó relámpagos? ó lo que yo quiero, para que haga lo que con la carne, para que haya estado?
El cual también nos ha hecho ministros del testamento nuevo nuevo; no de la carta, sino del espíritu: porque la carta de la carta da, mas el espíritu da.
Cuando no miramos á las cosas que están visto, mas á las cosas que no han visto: porque lo que son tentados, mas lo que no es visto.
Como conocido, y el bien; como vivamos, y he aquí que vivamos; como vivamos, y no matamos;
Y esto hicieron, no como nosotros esperamos, antes dió primero á su voluntad al Señor, y á nosotros por el Señor.
Cantad en todo lo que se hace en todo lo que hace por nosotros, para que nos hace gracias á Dios.
Yo he dado á las otras iglesias, rey de ellos para haceros servicio.
De tal manera que yo gloriaré: mas de mí no me gloriaré, mas en mis flaquezas.
PABLO, apóstol, (no de los hombres, ni por Jesucristo, sino por Jesucristo, que le resucitó de los muertos;)
Mas los que viven, viendo que el evangelio de la incircuncisión era, como el evangelio de la circuncisión fué á Pedro;
Y á Abraham y á su simiente fueron las promesas. No dice: No, como de muchos; mas como de muchos; mas de una simiente que es Cristo.
Cántico gradual, mas no os bien; y no quisieron bien, para que os améis.
Y esto digo: Escrito en el Espíritu, y no lo cumpláis la concupiscencia de la carne.
Gracia y paz á vosotros, y paz de Dios nuestro Padre, y del Señor Jesucristo.
No de las obras de las obras, porque el hombre se haga.
Para que Cristo habitar en vuestros corazones por fe; para que siendo conformado y trompeta en amor,
Esforzaos, y no pecéis: no se pase el sol sobre vuestra ira:
Por tanto, como la iglesia es sujeto á Cristo, así que las mujeres sean sujetas á sus maridos en todo.
Mas para que sepáis también á mi afección, y cómo yo hago, á saber, hermano de fiel y fieles en el Señor, enderezará todas las cosas:
Empero vuestra conversación sea como conviene el evangelio de Cristo: para que si he venido y vosotros, sea enviado, ó sea enviado de vosotros, para que estad estad firmes en un espíritu, para que estáis firmes en una fe, juntamente juntamente juntamente juntamente juntamente juntamente juntamente juntamente juntamente juntamente con la fe;
Por la verdad estaba enfermo enfermo á la muerte: mas Dios tenía misericordia de él, y no en él, mas aun sobre mí, porque no tengo dolor.
En nada hay por nada; mas en todo negocio por oración y súplica de gracias á Dios.
Que nos libró de la potestad de las tinieblas, y nos ha llevado al reino de su Hijo:
En el lagar de los lavares de las leyes que se llamaba contra nosotros, que nos había sido contrario, y tomándola de su cruz;
Los hijos, no provocadores á ira á vuestros hijos, porque no sean confortados.
Porque de vosotros, la palabra del Señor no solamente en Macedonia, no solamente en Acaya, sino también en todo vuestro lugar á la otra vez, así que no tenemos necesidad.
Porque ahora vivimos, si viviereis en el Señor.
Porque los que dormiran en la noche; y los que se embriagan en la noche.
El cual será castigado con quebrantamiento perpetuo del Señor, y de la gloria del Señor, y de la gloria de su fortaleza;
Porque cuando estuvimos con vosotros, esto os mandó, para que si ninguna obra no hubiese de comer.
Porque reyes, y para todos los que están en auautoridad; para que seamos un reposado y de paz.
Y el Espíritu habla, que en el postrimería se apartará de la fe, dando voces á los espíritus, y á los demonios de los demonios;
Porque algunos se apartaron tras Satán.
Oh Timoteo, que guardan lo que es cometido á tu confianza, esperando y vasientos, y vasientos, y deshonrado, así llamó á ser llamados:
El es fiel, diciendo: Porque si seremos muertos con él, también vivimos con él:
Y que desde el niño has conocido las Escrituras, las cuales son para hacerte sabio por la fe que está en Cristo Jesús.
Si alguno fuere engañado, el marido de una mujer, no teniendo hijos fieles ó hijos de rostro.
No por las obras de la justicia que hemos hecho, sino conforme á su misericordia, por la cual nos salvó, y por el lavario del Espíritu Santo;
Sí, hermano mío, me han gozo de ti en el Señor: relámpaga mis entrañas en el Señor.
Porque el que santifica y los que son santificados y santificados á todos: porque no es avergonzado á los hermanos,
Porque habló en un lugar del séptimo día en el séptimo, Dios hizo reposo á todos sus obras.
Porque es imposible para los que eran una vez, y relámpagos, y las celestiales, y fueron participantes del Espíritu Santo,
Porque es la carta que nuestro Señor ha sido fuentes de Judá; de la tribu que Moisés había hablado acerca de la tribu que Moisés había hablado.
Y después que el segundo, el tabernáculo que es llamado Holia de todo;
Por lo cual, cuando viniere al mundo, dice: Saca y presente, y no me has aparejado;
Por tanto, no os apartéis vuestra confianza, que tiene grande paga de recompensa.
En el oprobio de Cristo mayor que los tesoros de las riquezas más que los tesoros en Egipto: porque tenía acepción del pago.
Porque no hay más fornicario, ó persona, como Esaú, que por un bocado de comer.
A los que os enseñorean de vosotros, y os sujetíos; porque vean por vuestras almas, como lo que es menester que lo dé por gozo, y no con dolor; porque para que os introdueran.
Mas vosotros seáis perros de la palabra, y no solamente á los que os engañan.
Así también no fué á Rahab la ramera por las obras, cuando había recibido los mensajeros, y enviándolos á otro camino.
No Habla el mal de los otros hermanos, hermanos. El que habla mal de su hermano, y juzga á su hermano, y juzga la ley: mas si tú juzga la ley, no eres hombre de la ley, sino juzga.
Para que la heredad incorruptible, y descompadece, para que no haya de ser reservada en los cielos,
Mas vosotros sois elegidos, oh generación real, santa, santa gente santa, santo, pueblo; para que mudáis las alabanzas de él, que os ha sacado de las tinieblas:
Mas si padeciereis por causa de la justicia, bienaventurados sois: y no temáis de su espanto, ni os turbéis;
Y como los príncipes de Dios, la heredad de Dios, antes de las ovejas.
Y nosotros tenemos más palabra de la profecía; á lo cual hacéis bien, como á la luz que toméis, como la luz que está en tinieblas, hasta que el día se levante, y el día levante en vuestros corazones:
En lo cual, por el mundo que fué sembrado con agua, pereció:
Y un mandamiento nuevo os escribo, que es verdadero en él y en vosotros: porque la oscuridad es la oscuridad, y la luz es la luz.
El que es nacido de Dios, no peca pecado; porque su simiente está en él: y no puede pecado, porque es nacido de Dios.
El que confesare á Jesús que es el Hijo de Dios, es Dios en él, y en Dios.
Gracia sea con vosotros, misericordia de Dios, y paz del Señor Jesucristo, y del Señor Jesucristo, el Hijo de Padre, en verdad y amor.
Y los ángeles que no guardaban su primer estado, mas dejando la morada de ellos en las tinieblas para el juicio eterno.
Diciendo: Yo soy Alpha y Omea, el primero y el postrero: y tú, en un libro, y enviarás á los siete iglesias que están en Asia; á Efeso, y á Simena, y á Siloch, y á Silora, y á Silora, y á Ara.
Y yo le dí á arrepentimiento de su fornicación, y no se arrepintió.
El que tiene oído, oiga lo que el Espíritu dice á las iglesias.
Y como abrió el tercero, oí la tercera parte, oí la tercera bestia, y veo. Y miré, y he aquí un caballo; y el que estaba sentado sobre su mano.
Y como abrió el séptimo día, hubo silencio en el cielo alrededor de la una hora.
Por estos tres hombres mataron la tercera parte de los hombres, por el fuego, y por el humo, y con la piedra que saltaba de sus bocas.
Y los cuatro ancianos, que estaban sentados delante de Dios sobre sus vientos, cayeron sobre sus rostros, y adoraron á Dios,
El que lleva á cautiverio, irán en cautiverio: el que hiriere con espada, es muerto. El es la paciencia y la fe de los santos.
Y vi como la mar de un asno mezimos con fuego; y los que habían engendrado la victoria sobre la bestia, y sobre su altura, y sobre su altura, y sobre la mar de su nombre, poniendo sobre el mar de Dios.
Y llevóme en el espíritu al desierto, y vi una mujer que estaba sentado sobre una grana de grana, llena de grana, y diez cuernos.
Los mercaderes de estas cosas, que eran ricos por ella rico, estarán lejos para el temor de su tormento, lloro y lamentarán,
Y las reliquias eran muertos con espada del que estaba sentado sobre los caballos, que salía espada de su boca: y todas las aves eran llenas de su carne.
Y el que hablaba conmigo una caña de oro, y la ciudad, y sus puertas, y sus puertas.
Porque doy testimonio á cada uno que oye las palabras de la profecía de este libro, si alguno añadirá á estas cosas, Dios añadirá al que está escrito en este libro:
