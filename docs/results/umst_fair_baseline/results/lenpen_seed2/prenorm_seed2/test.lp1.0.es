En el principio crió Dios al cielo y la tierra.
Y vió Dios todo lo que había hecho, y he aquí, era muy bueno. Y la tarde y la mañana era el sexto día.
Porque Dios conoce aquel día en el día de comer, entonces vuestros ojos serán abiertos, y vosotros seréis como dioses, sabiendo bien y mal.
Ahora pues, maldieres de la tierra, que abrió su boca para recibir la sangre de tu hermano;
Y vivió Mahalaleel, y cinco años, y engendró á Jared:
Y dijo Dios á Noé: El fin de toda carne ha venido delante de mí, porque la tierra está llena de violencia; y he aquí que yo los destruiré con la tierra.
Y murió toda carne que tembló sobre la tierra, así de aves, y de animales, y de animales, y de todo reptil que anda arrastrando sobre la tierra, y todo hombre:
Y ciertamente vuestra sangre de vuestras almas daré; á la mano de cada animal, y á la mano del hombre, y á la mano de cada uno; al hermano de todo el hermano de la vida.
Y los hijos de Ham: Cus, Mizpa, y Praim, y Canaán.
Y ellos dijeron: Id, edifiquemos una ciudad y torre, cuya cumbre hasta el cielo; y hagamos nombre, y pongamos nombre sobre la haz de toda la haz de toda la tierra.
Y pondré en gran gente grande, y te bendeciré, y te bendecirá tu nombre; y serás bendición bendición;
Y edificó Abram en la tierra de Canaán, y moraron en las ciudades de la llanura, y asentaron su tienda hacia Sodoma.
solamente que los criados comieron los criados, y la porción de los hombres que iban conmigo, Aner, Era, y Mamre, y Mamre.
Y el ángel de Jehová le dijo: Vuélvete á tu midad, y te sujetas debajo de sus manos.
Y tomó Abraham á Ismael su hijo, y á todo lo que nacieron en su casa, y á todo lo que con su dinero, cada uno de la casa de Abraham, y circuncidó la carne de su prepucio en aquel día, como le había dicho.
Y Jehová dijo: Si he hallado en Sodoma en cincuenta justos dentro de la ciudad, yo perdonaré todo el lugar de ellos.
El sol se levantó sobre la tierra cuando Lot entró en Zoar.
Y dijo Abimelech: He aquí mi tierra está delante de ti: donde te morare.
Y tomó Abraham ovejas y bueyes, y dióles á Abimelech; y así de ellos hicieron alianza.
Y Bethuel engendró á Rebeca: estos engendró á Milca: Milca, hermano de Abraham, hermano de Abraham.
Y el criado puso su mano debajo de Abraham su señor, y juró á él acerca de lo que le había de hacer.
Y dije á mi señor: Quizá me seguiré la mujer.
Y ella le parió á Joathán, y á Joedán, y á Medán, y á Isbac, y á Sopa.
Y dijo Esaú: He aquí, yo estoy en el postrer: ¿y qué aprovecha esta primogenitura á mí?
Y dijeron: Pecemos que Jehová estaba contigo; y nosotros dijeron: Vamos ahora un juramento entre nosotros entre nosotros, entre nosotros, entre nosotros, entre nosotros, y pongamos pacto contigo,
Y no le reprendió, porque sus manos fueron pujadas, como las manos de Esaú su hermano, así le bendijo.
Y obedecieron á Jacob su padre y á su madre, y fué á Padan-aram;
Y Labán respondió á Jacob: Por cuanto tú eres mi hermano, para que me sirvan por nada, ¿qué se ha de sufrir?
Y Zilpa la sierva de Lea parió á Jacob un hijo.
Y apartaron Jacob los corderos, y puso los rostros de las ovejas para los rebaños, y todas las ovejas en las ovejas de Labán; y puso sus ovejas por sí, y no pusieron á Labán las bestias de Labán.
¿Por qué huiste á ocultamente, y hurtarás de mí, y no me digas, para que yo te he enviado con alegría, y con címbalos, con arpa, y con arpa, y con arpa?
Y viendo Jacob, les dijo: Este es el ejército de Dios: y llamó el nombre de aquel lugar Mahanaim.
Por tanto, los hijos de Israel no coman de la pecador, que está sobre la hoja de los ladrones, hasta hoy: porque él tocó el hoja de Jacob, porque tocaba el pecador.
Y habitaréis con nosotros: y la tierra será delante de vosotros; y habitaréis en ella, y os posesiones.
Y apareció Dios á Jacob, cuando salió de Padan-aram, y le bendijo.
Estos son los nombres de Esaú, hijos de Esaú: Eliphaz hijo de Ada, mujer de Reuel, hijo de Baseth, mujer de Esaú.
Y estos son los nombres de los duques de Esaú, conforme á sus familias, por sus nombres, por sus nombres, por sus nombres; el duque Tima, el duque Jetheo,
Ven, y vengamos á los Ismaelitas, y no sea nuestra mano sobre él; porque nuestro hermano es nuestro hermano y carne. Y sus hermanos fueron contados.
Y preguntó á los hombres de aquel lugar, diciendo: ¿Dónde está la ramera, que estaba junto al camino de la otra parte? Y ellos dijeron: No había ramera en este lugar.
Mas Jehová era con José, y mostróle misericordia, y dióle gracia delante de los ojos de la cárcel.
Y durmiendo él y soñó el segundo tiempo: y he aquí siete espigas de un grano, vino, y bueno.
Y junten todos los mantenimientos de aquellos años, y ponga trigo debajo de la mano de Faraón, y los guardan mantenimiento en las ciudades.
Y conoció José á sus hermanos, y no le conocieron.
Y él dijo: No descenderá con vosotros; porque su hermano es muerto, y él es desamparado: si alguno cayere por el camino en el camino que entrareis, entonces sacaréis mi tristeza con dolor á la sepultura.
E hizo José apresura; porque sus entrañas hacía sobre su hermano: y buscó donde lloraba á llorar, y lloró allí en su cámara, y lloró.
Y nosotros hemos dicho: No descendemos; si nuestro hermano menor con nosotros, descendiremos: porque no veamos al varón de nuestro hermano, si no fuere menor con nosotros.
A todos ellos de ellos dió cada uno de vestidos; mas á Benjamín dió tres piezas de plata, y cinco pedazos de vestidos.
Y los hijos de Nephtalí: Japhel, y Guni, y Juni, y Siem.
Y compró José toda la tierra de Egipto por Faraón, porque los Egipcios vendían cada uno su heredad, por cuanto el hambre sobre ellos fué la tierra de Faraón.
Y su padre no quiso, y dijo: Yo lo sé, hijo mío, yo lo sé; también será pueblo, y también su menor será mayor: mas su hermano mayor mayor mayor mayor mayor, y su simiente será mayor de gentes.
Benjamín borerá en la mañana: en la mañana devorará á la mañana, y á la noche quitará el despojo.
Y dijo José á sus hermanos: Yo moraré; y Dios de cierto os visitaré de esta tierra á la tierra que juró á Abraham, Isaac, y á Jacob.
Y como ella abrió el niño, vió al niño; y he aquí que lloraba. Y ella tuvo compasión de él, y dijo: Esta es uno de los Hebreos.
Y dijo Moisés á Dios: ¿Quién soy yo, para que vaya á Faraón, y que yo saqué los hijos de Israel de Egipto?
Y Jehová dijo á Moisés en Madián: Id, vuélvete á Egipto: porque todos los hombres son muertos que procuraban tu vida.
Ahora pues, ahora, y obra; porque no os dará paja, y os libraréis el talento de las guerras.
Y Eleazar el hijo de Aarón tomó uno de las hijas de Puriel, y le parió Phinees: estos son las cabezas de los padres de los Levitas conforme á sus familias.
Y fueron cumplidos siete días, después que Jehová había herido el río.
Y salió Moisés de Faraón, y oró á Jehová.
Y en Jehová (porque no hay más fuerte), que no haya más fuertes y granizo; y yo os estaré, y no os estéis.
No vieron uno de su lugar, ni se levantaron de su lugar por tres días: mas todos los hijos de Israel tenían lutos.
Y este día os será por memoria de memoria; y lo celebraréis fiesta á Jehová por vuestras generaciones, la haréis fiesta por estatuto perpetuo.
Mas todo el siervo del hombre es comprado por dinero, cuando le has circuncidado, entonces entonces comerá.
Y habló Jehová á Moisés, diciendo:
Y vió Israel aquella grande obra que Jehová había hecho sobre los Egipcios; y el pueblo temió á Jehová, y á su siervo Moisés.
Y los hijos de Israel les dijeron: Vamos á Dios por mano de Jehová en la mano de Jehová en la tierra de Egipto, cuando estaba sentado en la carne, y cuando comimos pan para comer el pan; porque habéis traído á la congregación, para matarnos en este desierto.
Y Moisés dijo á Aarón: Toma una corta, y poned un omer de ella, y ponga delante de Jehová, para que sea guardado por vuestras generaciones.
Y sé que Jehová es mayor que todos los dioses: porque en la cosa en lo que habían hecho.
Y Moisés descendió del monte al pueblo, y santificaron al pueblo; y lavaron sus vestidos.
Y dijeron á Moisés: Habla tú con nosotros, y oiremos; mas no hablaremos Dios con nosotros, porque no muramos.
Y si alguno alguna cosa alguna, daréis vida por vida,
Si su padre no quisieres dar dar á su padre, pagará el dinero conforme á las bodas de las vírgenes.
Y la fiesta de la mies, las primicias de tus trabajos, que sembraste en el campo; y la fiesta de la solemnidad, que está en el cabo de la tierra, cuando has juntado en tus trabajos del campo.
Y Moisés se levantó, y sus ministraron á Josué: y Moisés subió al monte de Dios.
Y harás término á ella término de mano de alrededor, y harás una cordón de oro en derredor.
Y harás tablas para el tabernáculo de Sittim.
En las tablas harás harás; como te fué mostrado en el monte, así lo hará.
Y pondrás en ella las piedras de piedras, cuatro órdenes de piedras: el primero nos será un sardio, un sardio, y un carlo: este es el primero.
Y Aarón y sus hijos llevarás á la puerta del tabernáculo del testimonio, y los lavarás con agua.
Y si de las consagraciones de las consagraciones, ó del pan, quedarás á la mañana, entonces quemarás al fuego: no se comerá, porque es santo.
Y harás un lagar de metal, y su pie de metal, para lavar; y lo pondrás entre el tabernáculo del testimonio y el altar, y pondrás agua en ella.
Y las vestimentas del servicio, y las vestimentas de Aarón sacerdote, y las vestimentas de sus hijos, para ministrar en el sacerdocio,
Y dijo Aarón: No se encienda el furor de mi señor: tú sabes el pueblo, que están en mal.
Y Jehová dijo á Moisés: Yo haré esto también lo que has hablado; porque has hallado gracia en mis ojos, y yo te conozco por nombre.
Porque arrojaré las gentes delante de ti, y ensanaré tus términos: ni nadie podrá apartar tu tierra, cuando te apartares delante de Jehová tu Dios en el año.
Las vestimentas del servicio, para ministrar en el santuario, las vestimentas de Aarón sacerdote, y las vestimentas de sus hijos, para ministrar en el sacerdocio.
E hizo las cortinas de cabras para la tienda del tabernáculo: las cortinas hizo.
Hizo también la cubierta de oro puro: y su longitud era de dos codos, y un codo su anchura, y un codo su anchura.
Y puso las varas á los anillos en los lados del altar, para llevar el altar, é hízolo el altar con tablas.
Y obraron piedras preciosas, como piedras de oro, y de oro, como cortes, con los nombres de los hijos de Israel.
La mesa, y todos sus vasos, y todos sus vasos,
Y puso el pan en orden delante de Jehová; como Jehová había mandado á Moisés.
Y el sacerdote lo traerá al altar, y extiende su cabeza, y la hará arder sobre el altar; y su sangre será extiende al altar:
Y si su ofrenda fuere macho cabrío, lo ofrecerá delante de Jehová.
Y tomará el sacerdote de la sangre de la expiación con su dedo, y púsola sobre los cuernos del altar del holocausto, y derramará su sangre al pie del altar del holocausto.
Y habló Jehová á Moisés, diciendo:
De esta manera es la ley de la culpa: es cosa santísima.
Y el sacerdote hará arder el sebo sobre el altar: mas el pecho de Aarón y de sus hijos.
Y degollólo; y Moisés tomó de la sangre de ella, y púsola sobre la molilla de Aarón, y sobre el pulgar de su mano derecha, y sobre el pulgar de su pie.
Y presentó el presente, y tomó un puño, y quemóla sobre el altar, además del holocausto.
Todo lo que alza de la hoja, y se ahoja, y el que siembra, entre las bestias, comeréis.
Y todo vaso de vaso, en lo que se cae, todo lo que estuviere en ella, será inmundo.
Y si el sacerdote veare, he aquí que el bandera en la piel, entonces el sacerdote lo dará por inmundo: lepra es lepra.
Y si el hombre ó mujer en la piel de su carne, mancha blancas, mancha blancas;
Y será en el séptimo día, que él tendrá todos sus cabellos su cabeza y su barba y su barba, todos sus cabellos, todos sus cabellos, lavará sus vestidos, y lavará sus vestidos, lavará también en su carne, y será limpio en agua.
Y vendrá el sacerdote, y el séptimo día, y mirará; y si la plaga hubiere extendido en los muros de la casa de la casa;
Y el vaso de la tierra, el que tocare el flujo, será quebrantado; y todo vaso de madera de leña será por agua.
Y Aarón traerá la suerte de Jehová sobre la suerte de Jehová, y lo ofrecerá por expiación.
Para que el fin de los hijos de Israel traigan sus sacrificios, los cuales sacrificarán en el campo, para que los trajesen á Jehová, á la puerta del tabernáculo del testimonio, y para las paces á Jehová.
Y no se allegará á mujer para cubrir su desnudez, como ella se ha apartado de su inmundicia.
No guardaréis mis estatutos. No te guardarás tus ganados, y tus bestias tosos: no sembrarás tu campo con simiente; ni vestido de lino se mezarán de lino, y de lino vendrá sobre ti.
Y si alguno durmiere con su nuera, así de ellos será muerto á muerte: ellos hicieron confusión, su sangre será sobre ellos.
Ni profanará su simiente entre su pueblo; porque yo Jehová lo santifico.
Y cualquiera que ofreciere sacrificio de paces á Jehová, para cumplir su voto, ó ofrenda voluntarias, ó ovejas, ó rebaños, será acepto en ella.
Y ofreceréis con el pan siete corderos de un año sin defecto, y un becerro, y dos carneros: serán para holocausto á Jehová, con su presente, y sus libaciones, y sus libaciones, en olor de olor suave á Jehová.
El orden orden á las lámparas de continuo delante de Jehová.
El jubileo que os será á vosotros: no sembraréis, ni segaréis lo que siembra de sí en ella, ni juntará la uvas en ella.
Y entonces se apartará de ti, así con él y sus hijos con él, y volveránse á su familia, y á la posesión de sus padres.
Yo también os haré esto, y yo os señalaré por espanto, y consumidor, y arruinará los ojos, y hará cesar los ojos de corazón: y sembraréis vuestra simiente en vano, porque la comerá de vuestros enemigos.
Estos son los estatutos y derechos y derechos, que Jehová hizo entre él y los hijos de Israel en el monte de Sinaí, por mano de Moisés.
Y toda la tierra de la tierra, si de la simiente de la tierra, ó del fruto de la tierra, es santo de Jehová.
De los hijos de Judá, por sus generaciones, por sus familias, por las casas de sus padres, conforme á la cuenta de los nombres, de veinte años arriba, todos los que podían salir á la guerra;
Todo varón de los hijos de Israel, el cántaro, con la bandera, con la señal de su padre: lejos se alejarán el tabernáculo del testimonio.
Estos son los contados de los hijos de Israel por la casa de sus padres: todos los contados de los hijos de ellos, seiscientos tres mil y quinientos.
En el número de todos los varones, desde el mes arriba, fueron ocho mil y seiscientos, guardando la ordenanza del santuario.
Y sobre la mesa de pan se extenderán un paño de cárdeno, y pusieron sobre él los peces, y las cucharas, y las cucharas, y cubrirán el pan: y el pan será sobre él.
Estos fueron los contados de las familias de Coath, todos los que ministraban en el tabernáculo del testimonio, que Moisés y Aarón hicieron conforme á la ley de Jehová por mano de Moisés.
Y el sacerdote pondrá la mujer delante de Jehová, y cubrirá la mujer de la mujer, y pondrás la ofrenda de memoria en sus manos, la cual está el celo en su mano: y el sacerdote la maldición que hace maldición:
Y ofrecerá el carnero por sacrificio de paces á Jehová, con el canastillo de los ázimos: también el sacerdote ofrecerá su presente, y su libación.
Una cuchara de oro de diez siclos, llena de perfume;
Una cuchara de oro de diez siclos, llena de perfume;
Una cuchara de oro de diez siclos, llena de perfume;
Y los Levitas estaban purificados, y lavaron sus vestidos, y ofrecieron á Aarón como ofrenda delante de Jehová; y Aarón hizo expiación por ellos para limpiarlos.
Hazte dos bocinas de plata, de toda suerte de plata; para que las udes; para que para la vocación de la congregación, y para las partipartipartidas de los arones.
Y será que, si entrares con nosotros, y será lo que Jehová nos hará bien, lo que hará Jehová á ti.
Mas allí había dos de los hombres en el campo, el nombre de la una Eldad era, y el nombre de Medad: y el espíritu de los que estaban escritas, mas no salieron de los que estaban escritas en el tabernáculo.
De la tribu de Judá, Caleb hijo de Jephone.
¿Y por qué nos ha traído á esta tierra, para caer á cuchillo, para que nuestras mujeres y nuestros hijos serán por presa? ¿no nos es mejor para volvernos á Egipto?
Y vuestros hijos andarán en el desierto cuarenta años, y llevarán vuestras fornicaciones, hasta que vuestros cuerpos sean asolados en el desierto.
Habla á los hijos de Israel, y diles: Cuando entrareis en la tierra donde os saqué,
Y puso fuego, y poned sahumerio delante de Jehová mañana: y será aquel varón que Jehová escogiere, será santo: vosotros seréis santos, hijos de Leví.
Habla á Eleazar hijo de Aarón el sacerdote, que tomará el incensario, y esparcirás al fuego, y esparcirás el fuego, porque son santificados.
Y te allegará á ti, y guarden la guarda del tabernáculo del testimonio, por todo el servicio del tabernáculo: y el extranjero no vendrá á vosotros.
Esta es la ordenanza de la ley que Jehová ha mandado, diciendo: Habla á los hijos de Israel, que te trajeren una vaca, en que no hay tacha, y no sobre el yugo:
Y Moisés y Aarón juntó la congregación delante de la peña, y él les dijo: Oid ahora: ¿Haced ahora agua de esta peña?
Y partieron de Oboth, asentaron en Ije-emarim, en el desierto que está delante de Moab, hacia el sol.
Ahora pues, ahora, yo te ruego que me maldicen, porque son valientes: quizá los heriré, y herimos, y herrámoslo, y echaré de la tierra; porque yo herí, y herí á los que tú bendijeres, y á los que malditas.
Y como Balac había venido á Balaam, salió á recibirle á una ciudad de Moab, que está en el término de Arnón, que está en el término de Arnón.
Y dijo Balac á Balaam: Ni maldigas á todos, ni los bendecirá en todo.
Y levantóse Balaam, y se volvió á su lugar; y Balac se volvió á su camino.
Los hijos de Simeón por sus familias: de Nemuel, la familia de Nemuel; de Jamín, la familia de los Jamtas: de Jachîn, la familia de los Jachêtas;
Estos son los hijos de Dan por sus familias: de Suham, la familia de los Sophatas. Estos son las familias de Dan por sus familias.
Las hijas de Salphaad hablarás; de cierto les darás posesión de su padre entre sus hermanos, y tú harás la heredad de sus hermanos, y les harás pasar la heredad de su padre.
Y beberá sus ofrendas de un hin de vino al becerro, y la tercera parte de un hin, y la cuarta parte de un hin de un hin: este es el holocausto de cada mes en los meses de cada año.
Y ofreceréis holocausto, holocausto, sacrificio de olor suave á Jehová, en olor de suavidad á Jehová; catorce becerros, dos carneros, catorce corderos de un año; sin defecto;
Y su padre oye su voto, y su sierva con con que ella hubiere ligado su alma, y su padre callará: todos sus votos estarán atentos, y toda su alma con que hubiere ligado á su alma.
Mas todas las mujeres, que no conocen al hombre con él, guardéis vida por vosotros.
Y los oficiales que estaban sobre millares del ejército, los capitanes de millares, y centuriones, vinieron á Moisés:
Edifíos las ciudades por vuestros niños, y las varas para vuestros ovejas; y haced lo que ha salido de vuestra boca.
Y partidos del desierto de Sin, asentaron en Dopa.
Y partidos de Salmona, asentaron en Punón.
Y habló Jehová á Moisés, diciendo:
Y si hiriere con legganta, con que muera, y muriere, homicida es homicida; el homicida morirá.
Estos son los mandamientos y los juicios, que mandó Jehová por mano de Moisés á los hijos de Israel en los campos de Moab, junto al Jordán de Jericó.
Jehová vuestro Dios que va delante de vosotros, peleará por vosotros, conforme á todas las cosas que hizo por vosotros en Egipto delante de vuestros ojos;
Y el arroyo que vinimos de Cades-barnea, hasta que vinimos sobre el arroyo de Zered, y ocho años; toda la generación de guerra fueron asolados de guerra en medio del ejército, como Jehová les juró.
Mas todos los animales, y los despojos de las ciudades, tomamos por presa.
¿Y qué gente hay así grande, que tiene estatutos y derechos como toda esta ley, que yo pongo delante de vosotros hoy?
A las gentes de delante de ti, y más fuertes que tú, para traer á ti en la tierra, para dar su tierra por heredad, como este día.
Ni hurtarás.
No tentaréis á Jehová vuestro Dios, como tentasteis en Massa.
No seáis ensanados en ellos: porque Jehová tu Dios está entre vosotros, poderoso y terrible.
No por tu justicia, ni por integridad de tu corazón, tú entres para poseer su tierra: mas la maldad de estas gentes Jehová tu Dios los echó de delante de ti, y para que cumpliese la palabra que Jehová juró á tus padres, Isaac y Jacob.
Y los hijos de Israel tomó su camino de Beeroth de los hijos de Jaacán: Aarón murió allí, y murió allí; y Eleazar su hijo servía en el sacerdocio.
Para que yo os daré la lluvia de vuestra tierra en su tiempo, el primero y la lluvia, para que juntas en tu grano, y tu vino, y tu aceite.
Y os alegraréis delante de Jehová vuestro Dios, y vosotros, y vuestros hijos, y vuestras hijas, y vuestros siervos, y vuestros siervos, y el Levita que está en vuestras puertas; porque no tiene heredad ni heredad con vosotros.
Y apedrearás con piedras, que muera; porque él buscó á ti de Jehová tu Dios, que te sacó de la tierra de Egipto, de la casa de servidumbre de la casa de servidumbre.
La verdad harás todo el fruto de tu simiente, que el campo saca en el año.
Solamente no comerás su sangre, la derramarás sobre la tierra como agua.
Si te levantare en juicio, entre la sangre, entre la sangre y la sangre, entre la prenda, entre las cuales se levantaren, entre tus puertas, levantarás dentro de tus ciudades; y levantarás en el lugar que Jehová tu Dios te escogiere, en el lugar que escogiere;
Yo los levantaré de en medio de sus hermanos, como ti, y pondré mis palabras en su boca; y él hablará á todos los que yo le mandare.
Y los oficiales hablarán al pueblo, diciendo: ¿Qué hombre que edificó una casa nuevo, y no la dedicó? vuélvase, y vuélvase á su casa, porque no muera en la batalla, y otro hombre.
Si alguno tiene dos mujeres, un amado, un amado, y aborrecieren los hijos, al amado, el amado y el primogénito; y si el primogénito fué aborrecida;
Si alguno fuere hallada con mujer casarse con mujer, entonces morirán de ellos, ambos ambos, el hombre que durmiere con la mujer, y la mujer: así quitarás el mal de Israel.
Mas si hicieres voto, no será pecado en ti.
Si los hermanos moraren, y uno de ellos mueren, y no muriere la mujer de los muertos, no se casare á su hermano, y tomare á su mujer, y tomarla para hacerla por mujer, y hacerla por mujer de su hermano.
Este día Jehová tu Dios te ha mandado para hacer estos estatutos y derechos: por tanto, tú, y harás con todo tu corazón, y con toda tu alma.
Y será que, si obedecieres á la voz de Jehová tu Dios, para guardar y ponerte todos sus mandamientos que yo te prescribo hoy, Jehová tu Dios te pondré sobre todas las gentes de la tierra:
Tu buey será muertos delante de tus ojos, y no comerás su asno: será quitada de tu rostro delante de tu rostro, y no será restituído á ti tus ovejas, y á tus enemigos serán entregados á tus enemigos, y no los perdonarás.
Y toda enfermedad, y toda plaga que no está escrito en el libro de esta ley, los hará Jehová sobre ti, hasta que seas destruído.
Y toda aquella tierra es su azufre, y sal, y arma, que no es sembrada, ni hierba, ni hierba, como la hierba de Sodoma, y de Gomorra, y Zeboim, y Zeboim, y Zeboim, y en su furor;
Y Jehová hará á ellos como hizo á Sehón y á Og, reyes de los Amorrheos, y á la tierra de ellos, á los cuales destruyó.
El es la Roma, su obra es perfecto: porque todos sus caminos son juicio: Dios de verdad y de iniquidad, y justo es justo.
¿No me ha puesto en estrechas de mí, y selo entre mis tesoros?
Y de Benjamín dijo: El amado de Jehová habitará en él; y el Señor lo cubrirá todos los días, y habitará todo el día, y morará entre sus hombros.
Y FUÉ á la muerte de Moisés siervo de Jehová, que Jehová habló á Josué hijo de Nun, diciendo:
Y lo que salvareis á mi padre, y á mi madre, y á mis hermanos, y á mis hermanas, y á todo lo que tienen, y á nuestras almas de muerte.
Tomad doce hombres del pueblo, de cada tribu de cada tribu,
Y como hubieron acabado de circuncidar á todo el pueblo, se quedó en sus lugares en el campo, hasta que todos se habían quedado.
Y los criados que estaban en espías, salieron á Rahab, y á su padre, y á su madre, y á sus hermanos, y á todo lo que tenía; y sacaron á todo su parentero, y á la tierra de Israel.
Y le resucitaron sobre un gran montón de piedras hasta este día. Y Jehová se apartó de la ira de su furor. Por lo cual fué llamado el nombre de aquel lugar, de Achôr, hasta hoy.
Entonces Josué edificó un altar á Jehová Dios de Israel en el monte de Ebal,
Ahora pues, he aquí estamos en tu mano: como bien te pareciere, y haz bien á ti para hacer.
Y el día que Josué tomó á Maceda, é hirió á filo de espada, y destruyó á su rey, y á todo lo que en ella había vivo, no quedar quien en ella; y él dejó al rey de Jericó.
Como Jehová mandó á Moisés su siervo, así mandó Moisés á Josué, y así mandó Josué; nada dejó nada de todo lo que Jehová había mandado á Moisés.
El rey de Ceh, otro: el rey de Joatham, otro:
Esta es la heredad de los hijos de Gad por sus familias, las ciudades, y sus aldeas.
Y rodearon el término de los Baales hasta el monte de Seir, y pasó á la otra parte del monte de Jalim, que está en el norte, y descendió á Beth-semes, y pasó á Timna;
Y á Cabbón, y á Lamam, y á Kimam,
Y descendió de Janoa á Ataroth, y á Naaroth, y vino á Jericó, y salióse al Jordán.
Y los hombres pasaron por la tierra, y por la cama, y por siete partes en un libro, y volvieron á Josué al campo, al campo en Silo.
Y subió su término á la mar, y á Marara, y á Marcos, y á Demoth, y al río que está delante de Joatham;
Y el término de su heredad fué Sora, y Ethaol, y Iron-semes,
Y les dió la ciudad de Arba, padre de Anac, que ciudad es Hebrón, en el monte de Judá, con sus ejidos alrededor.
Todas las ciudades de los Levitas en posesión de los hijos de Israel fueron cuarenta y ocho ciudades con sus ejidos.
Por tanto, nosotros dijo: Vamos ahora edificar un altar, no para holocausto, ni para sacrificio;
Y llevé á vuestros padres de Egipto, y habéis venido á la mar; y los Egipcios siguió á vuestros carros y á caballo en el mar Bermejo.
Y dijo Judá á Simeón su hermano: Sube conmigo en mi suerte, para que peleamos contra el Cananeo, y yo también contigo en tu suerte. Así fué Simeón con él.
Y no echó Nephtalí á los moradores de Beth-semes, ni á los moradores de Beth-anath; mas habitó entre los Cananeos, los moradores de la tierra: mas los moradores de Beth-sesem y de Beth-sem fueron tributarios á ellos.
Y fueron probados á Israel por mano de ellos, para saber á los mandamientos de Jehová, que había mandado á sus padres por mano de Moisés.
Y clamaron los hijos de Israel á Jehová: porque él había novecientos carros de hierro; y veinte años oprimidas á los hijos de Israel.
Mi corazón está hacia los gobernadores de Israel, que se ofrecieron en medio de los pueblos. Bendecid á Jehová.
Y envió Jehová profeta á los hijos de Israel, que les dijo: Así ha dicho Jehová el Dios de Israel: Yo os saqué de Egipto, y os saqué de la casa de servidumbre;
Y así se levantó, porque él se levantó de mañana, y echó el rocío de las aguas, y desechada el rocío del rocío de aguas.
Dios entregó en vuestras manos á vuestros príncipes, y á Oreb y á Zeeb: ¿y qué podré hacer en ella hijo de vosotros? Y su furor le había dicho, cuando le había dicho.
Y aconteció que como Gedeón era muerto, volviendo los hijos de Israel, tornaron á los Baales, y fornicó á Baales, y á Baal-ith su dios.
Y Gaal hijo de Ebed dijo: ¿Quién es Abimelech, y quién es Sichêm, para que le sirvamos? ¿no es hijo de Jerobaal? Y Zebul l l l servirá á los hombres de Sichêm? ¿por qué sirvamos á él?
Y después de Abimelech se levantó á Israel, á Tola hijo de Pua, hijo de Dodo, varón de Issachâr; y habitaron en el monte de Ephraim.
Y el rey de los hijos de Ammón respondió á los mensajeros de Jephté: Por cuanto habían subido á mi tierra, de Arnón, desde Arnón hasta Jabín, y al Jordán: ahora restituyó estas tierras á paz.
Y viendo que yo no me ha librado, pongo mi vida en mis manos, y pasó delante de los hijos de Ammón, y Jehová los entregó en mi mano; ¿por qué habéis subido á mí hoy contra mí?
Y el ángel de Jehová le dijo: ¿Por qué te has de hacer así según mi nombre, pues es oculto?
Y Samsón dijo á ellos: Ahora seré más ligada más que los Filisteos, aunque los he de hacer la voluntad.
Y Dalila dijo á Samsón: A ahora me has engañado, y me has dicho mentiras: ¿Qué pues, tú me has atado? Y él le dijo: Si has de dar las siete veces de mi cabeza con la cabeza.
Y Michâs hicieron el Levita, y el mozo se fué su sacerdote, y estaba en la casa de Michâs.
Y llamaron el nombre de la ciudad, según el nombre de Dan su padre, el cual nació á Israel: mas el nombre de la ciudad estaba en el primero.
Y él le dijo: Levántate, y dejémonos. Y nadie respondió. Y el varón tomó un asno, y el hombre se levantó, y se levantaron á su lugar.
Y Phinees, hijo de Eleazar, hijo de Aarón, estaba delante de ella en aquellos días, diciendo: ¿No saldré á la batalla contra los hijos de Benjamín mi hermano, y cesaré? Y Jehová respondió: Subiré á tu mano.
Y envió la congregación á los doce mil hombres de las familias de los cuales mandó, diciendo: Id, y herid á los moradores de Jabes-gebes de espada, con las mujeres y los hijos.
Y ella dijo: He aquí tu hermana se ha vuelto á su pueblo, y á sus dioses: vuélvete según tu hermana.
Y ella guardó por las doncellas de Booz hasta el fin de la siega, y de la mies de trigo; y habitaron con su suegra.
Y sea tu casa como la casa de Phares, al cual parió Thamar á Judá, de la simiente que Jehová te dará de esta mujer.
Por tanto, como el tiempo se concibió en pos de Hanna, que parió un hijo, y llamó su nombre Samuel, diciendo: Por cuanto le he preguntado de Jehová.
Y Eli era muy viejo, y oyó todo lo que sus hijos hizo á todo Israel; y cómo ponían con las mujeres que se juntaron en la puerta del tabernáculo del testimonio.
Entonces Eli llamó á Samuel, y dijo: Samuel mi hijo. Y él respondió: Heme aquí.
Y cuando se levantaron de la mañana el siguiente, he aquí Dagón había caído sobre su rostro á la tierra delante del arca de Jehová. Y tomaron Dagón, y púsole en su lugar.
Y enviaron mensajeros á los moradores de Chîriath-jearim, diciendo: Los Filisteos tornaron el arca de Jehová; venid, y llevad á vosotros.
Y tomará vuestras hijas á las doncellas, y á los libros, y á los libros, y á los que sean hechos.
Y Saúl respondió, y dijo: ¿No tengo yo á Bendita, del olor de las tribus de Israel? Y mi familia de todas las familias de la tribu de Benjamín? ¿por qué pues me has hecho así?
Y dijo Samuel á todo el pueblo: Mira que Jehová ha elegido, que no hay como él entre todo el pueblo? Y todo el pueblo se gritaba, y dijo: El rey.
Y cuando viereis á Nas rey de los hijos de Ammón, vinieron contra vosotros, y díjome: No, sino rey sobre nosotros: cuando Jehová vuestro Dios fué vuestro rey.
Y salieron los cuadores del campo de los Filisteos en tres escuadrones: cada una compañía torna al camino que lleva á Ophra, á la tierra de Shuel.
Y los varones de Israel fueron angustiados en aquel día: porque Saúl se habían recostado el pueblo, diciendo: Maldito el hombre que come de la tarde, para que sea vengado á mis enemigos. Y ninguno de los pueblos no se acordaron de mi pueblo.
Así ha dicho Jehová de los ejércitos: Yo te acordé de Amalec, que él echó por él por el camino, cuando subió de Egipto.
Y Samuel dijo: Traedme acá á Agag rey de Amalec. Y el rey de Amalec le vino á él, y le dijo: Ciertamente la amargura de la muerte de la muerte está antes.
Y salió un plato del campo de los Filisteos, llamado Goliath, la altura de Gath, de la altura de seis codos, y tenía seis codos.
Y David dijo á Saúl: Tu siervo guardó las ovejas de su padre, y vino un león, y tomó un cordero de las ovejas:
Y aconteció que, volviendo David de la matanza del Filisteo, que las mujeres salieron de todas las ciudades de Israel, cantando y cantando á encontrar, con címbalos, con alegría, con instrumentos de música, con instrumentos de música.
Y Saúl oyó la voz de Jonathán: y Saúl juró á Saúl, que Jehová vive, no será muerto.
Y Jonathán dijo á David: Oh Jehová Dios de Israel, cuando yo hiciere fiesta á mi padre, ó el tercer día, ó el tercer día, y he aquí, si hay bien á David, y yo te lo enviare, y no te lo envies;
Y Jonathán dijo á David: Id en paz, por cuanto hemos jurado de nosotros en el nombre de Jehová, diciendo: Jehová sea entre mí y ti, y mi simiente para siempre. Y él se levantó, y él se apartó á la ciudad.
¿Y qué engendré á consultar á Dios por él? ¿no sea lejos de mí: no sea el rey á su siervo, ni á toda la casa de mi padre; porque tu siervo no sabía más de todas las cosas, ni más de esta cosa.
Id, pues, poned ahora, y conoce su lugar donde su lugar, y el que le ha visto, y el que me ha sido dicho: porque el que me ha sido desmayado.
Y había un hombre en Maón, cuya posesiones fueron en el Carmelo; y el hombre era grande, y tenía tres mil ovejas, y mil machos de cabrío: y él tenía sus ovejas en el Carmelo.
Y David dijo á Abigail: Bendito sea Jehová Dios de Israel, que te envió hoy á recibir:
Y él dijo: ¿Por qué ha de seguir á su siervo? ¿qué he hecho? ¿y qué mal está en mi mano?
Y la mujer dijo: ¿A quién te haré subir? Y él respondió: Trae Samuel.
Y los dos mujeres fueron presos presos, Ahinoam, Ahinoam, y Abigail la mujer de Nabal.
Y Saúl dijo á su escudero: Saca á tu espada, y me echó por ella; porque no vengan estos incircuncisos, y me echaron. Mas su escudero no quiso ver; pues no tuvo temor sobre ella espada. Entonces Saúl tomó espada, y sobre ella.
Los montes de Gilboa, no estéis rocío, ni habrá lluvia sobre vosotros, ni de las ofrendas: porque el escudo de los fuertes de Saúl es desechado, como el escudo de Saúl, aunque no había ungido con aceite.
Y Joab y Abisai siguió á Abner, y descendió el sol al monte de Amma, que está delante de Gma, que está delante del desierto de Gabaón.
Y he aquí los siervos de David y de Joab vinieron del que salga, y trajesen en gran despojo, y no estaba con ellos en Hebrón; mas Abner no le había enviado, y fué paz en paz.
Y vinieron todas las tribus de Israel á Hebrón, y habló, diciendo: He aquí, nosotros somos tus carnes y tu carne.
Y como llegaron á Nachîón, la era, Uzzla era, puso su mano al arca de Dios, y tomóla de él; porque los bueyes lo dejó.
El edificará casa para mi nombre, y confirmaré el trono de su reino para siempre.
Y puso á los hijos en Edom, por todos los Idumeos, por toda la guarnición de David fueron siervos de los siervos de David. Y Jehová guardó á todo lo que iba.
Y Joab se acercó, y el pueblo que con él estaba, á la batalla contra los Siros; y huyeron delante de él.
Y los calentadores de sobre el muro, sobre tus siervos; y algunos de los siervos del rey, y á tu siervo Uría Hetheo, y á Uría Hetheo.
Y envió Joab mensajeros á David, y dijo: Yo peleé contra Rabba, y he tomado la ciudad de aguas.
Y dijo Absalom: Si no te ruego, dejes ir á mi hermano Amnón. Y el rey le dijo: ¿Por qué ha de ir contigo?
Y dijo tu sierva: El rey de mi señor el rey será consolada: porque el ángel de Dios, así es mi señor el rey, y el bien que Jehová tu Dios te será contigo.
Y David dijo á todos sus siervos que estaban con él en Jerusalem: Levántate, y huiremos, porque no escaparemos de Absalom; porque no nos alcanzamos, porque no nos alcanzó de repente, y traignos sobre la ciudad de espada.
Y así dijo Semei: Venid, saldrás, saldrás, corrobo, varón de Belial;
Y Absalom y todos los de Israel dijeron: El consejo de Husai Arachîta es mejor que el consejo de Achitophel. Porque Jehová había ordenado el consejo de Ahitophel, para que traigan á Jehová el mal sobre Absalom.
Y diez mancebos que parió á Joab de armas de nuestras armas, é hirió á Absalom, y matólo.
Vosotros sois mis hermanos, vosotros sois mis huesos y mis huesos: ¿por qué pues habéis de traer al rey?
Y todos los de Judá respondieron á los hombres de Israel: Porque el rey está cerca del rey en nosotros: ¿por qué pues habéis airado contra todo el negocio del rey? ¿y nos ha dado don?
Y los Gabaonitas le dijeron: No tenemos plata ni oro de Saúl, ni de su casa, ni de su casa; ni matarás alguno en Israel. Y él respondió: Lo que haré que os hago.
E hizo tinieblas de leones alrededor de él, oscuridad oscuridad, y espadas de las nubes.
Y miraron, y no había quien salvarse; á Jehová, sino él les respondió.
Y degolló un Egipcio, un hombre hermoso: y el Egipcio tenía lanza en su mano; mas él descendió á él con bordón, y arrancó la lanza de la mano de un Egipcio, y matólo con su lanza.
Ve, y di á David: Así ha dicho Jehová: Yo te sacrificaré tres cosas, que yo te escogí.
Y ella le dijo: Mi señor, que juras por Jehová tu Dios á tu sierva, diciendo: Tu hijo Salomón reinará después de mí, y él se sentará sobre mi trono.
Y vino los siervos del rey á bendecir á nuestro señor el rey David, diciendo: Dios hará el nombre de Salomón que tu nombre, y ponga su trono más que tu trono. Y el rey se inclinó sobre la cama.
Ahora pues, Vive Jehová, que me ha confirmado, y me puso en el trono de David mi padre, y quién me ha hecho casa, como ha dicho Adonía.
Y tu siervo está en medio de tu pueblo que has elegido, grande pueblo, que no puede ser contados, ni por multitud.
El hijo de Hasum, en Arugada; de él, y toda la tierra de Heph,
Ahora pues, mandarás á mí que me mates de cedro, y mis siervos serán con tus siervos: y yo te daré por siervos por tus siervos, conforme á todas las cosas que tú pusieres entre nosotros: porque tú sabes que no hay en medio de Sión.
Y el cedro de la casa de dentro estaba en manzanas y abría las torres; no hubo piedra piedra.
Y fué el fundamento de piedras, piedras preciosas, piedras de diez codos, y piedras de ocho codos.
Y Hiram hizo los amantes, y los zapatos, y las basas. Y Hiram hizo fin de todo lo que hizo al rey Salomón para la casa de Jehová:
Mas tú no edificarás la casa; mas tu hijo que saldrá de tus lomos, él edificará la casa á mi nombre.
Tú oirás su oración y su ruego en el cielo, y en tu morada, y en tu causa,
Y él dijo: ¿Qué son estas ciudades que me has dado, hermano mío? Y llamólos á la tierra de Cabul á este día.
Sin lo que tenía de los mercaderes, y de los mercaderes, y de todos los reyes de Arabios, y de todos los reyes de Arabibia, y de los gobernadores de la tierra.
Porque seis meses hicieron Joab con todo Israel, hasta que él había cortado todo varón en Edom:)
Y enviaron, y llamáronle á Jeroboam y á toda la congregación de Israel, y hablaron á Roboam, diciendo:
Y ofreció sobre el altar que había hecho en Beth-el quince días del mes, en el mes octavo, en el mes octavo, en el mes de su corazón; y ofreció banquete á los hijos de Israel, y ofreció sobre el altar.
Y puso su cuerpo en su sepulcro, y enojaron sobre él, diciendo: ¡Ay, hermano mío!
Y quitó los tesoros de la casa de Jehová, y los tesoros de la casa del rey; él tomó á toda la casa de Salomón; y tomó todos los escudos de oro que Salomón había hecho.
Y Nadab hijo de Jeroboam, comenzó á reinar sobre Israel en el segundo año de Asa rey de Judá, y reinó sobre Israel dos años.
Y fueron divididos los pueblos de Israel en dos partes: la mitad de los pueblos siguieron á Tibni hijo de Ginath, para hacerlo rey; y la mitad de Omri.
Y ACONTECIÓ después de estas cosas, que el hijo de la mujer, la mitra de la casa, cayeron su enfermedad, y su enfermedad que no había quedado en él.
Dejad, pues, dos becerros, y escogiere un becerro por sí, y las cortaron en pedazos, y no poniendo fuego debajo del fuego: y pondré el otro becerro, y sobre la leña, y sobre el fuego:
Y el ángel de Jehová volvió á la segunda vez, y le tocó, y díjole: Levántate, porque el camino es muy grande.
Y salieron al medio de él. Mas BenBen-adad se bebieron en los leones, él y los reyes, treinta y dos reyes que le ayudaron.
Y dijo Naboth á Achâb: Nunca me lo había de dar la heredad de mis padres á ti.
Y él dijo á Josaphat: ¿Quieres tú conmigo á la guerra á Ramoth de Galaad? Y Josaphat dijo al rey de Israel: Yo soy, como tú, mi pueblo mío, como tus caballos.
Y un hombre que sacaba el arco, é hirió al rey de Israel entre las juntas de las junturas: por lo cual dijo al río de su carro, Vuelve tu mano, y saques del ejército.
Y envió á enviarle al otro capitán de cincuenta con sus cincuenta. Y él respondió, y díjole: El varón de Dios, así ha dicho el rey: Venid presto.
Y subió de allí á Beth-el; y como él había salido por el camino, salió un poco de los hijos de la ciudad, y le arrancó, y le dijo: Sube, sástete una cabeza.
Y clamaba una mujer de mujeres de los hijos de los profetas á Eliseo, diciendo: Tu siervo es muerto, y tú sabes que tu siervo hizo Jehová; y el que tu siervo ha venido á tomar dos hijos á mi siervo.
Y pasó Giezi delante de ellos, y puso el bordón sobre la haz del niño; mas no hubo voz, ni oir. Y él se volvió á recibir, diciendo: El niño no se despertó.
Y dijo Naamán: ¿No te ruego que te sea dado á tu siervo dos muchedumbre de la tierra? porque tu siervo ofreciere, ni sacrificio á dioses ajenos, sino á Jehová.
Y como ellos vinieron á Samaria, dijo Eliseo: Jehová abrió los ojos de estos hombres, para que vean. Y abrió Jehová sus ojos, y vieron; y he aquí que estaban en medio de Samaria.
Y el rey señaló al señor que había rebuscado á la guarda de la puerta; y el pueblo le puso en la puerta, y murió, como el varón de Dios le había dicho.
Y anduvo en el camino de la casa de Achâb, é hizo lo malo en ojos de Jehová, como la casa de Achâb; porque él era hijo de Achâb.
Y lleváronlo sus siervos en un carro á Jerusalem, y sepultáronlo en su sepulcro con sus padres en la ciudad de David.
Y envió Jehú á todo Israel, y á todos los adoros de Baal, y no había quedado hombre que no había quedado. Y vinieron á la casa de Baal, y la casa de Baal; y la casa de Baal estaba llena de otro fin.
Y mandó Joiada el sacerdote los capitanes de los centuriones, los oficiales del ejército, y díjoles: ¿No salgas fuera fuera fuera fuera la hogura; y el sacerdote le mataron en la casa de Jehová. Porque el sacerdote le dijo: No sea muerto en la casa de Jehová.
Y el furor de Jehová se encendió contra Israel, y los entregó en mano de Hazael rey de Siria, y en mano de Ben-adad, hijo de Hazael, todos sus días.
Entonces Amasías envió mensajeros á Joas, hijo de Joachâz, hijo de Jehú, rey de Israel, diciendo: Ven, vegamos otro otro en el rostro.
E hizo lo malo en ojos de Jehová, como sus padres habían hecho: no se apartó de los pecados de Jeroboam hijo de Nabat, el cual hizo pecar á Israel.
En el año undécimo de Peka hijo de Remalías, hijo de Jotham, comenzó á reinar Achâz rey de Judá.
Y allí quemaron perfumes en todos los altos, como las gentes que Jehová había trasportado delante de ellos; y hicieron lo malo á ira á Jehová.
Y temieron estas gentes á Jehová, y sirvieron sus estatuas, así sus hijos, y los hijos de sus hijos; como sus padres, así hicieron á este día.
Y no os confiará Ezechîas en Jehová, diciendo: Jehová nos librará, y esta ciudad no será entregado en mano del rey de Asiria.
Por tanto, tus mensajeros has engañado al Señor, y dijiste: Con la multitud de mis carros estoy á la altura de los montes, á los lados del Líbano, y talaré los árboles del Líbano, y talaré en sus términos, y en su término.
Y dijo Isaías á Ezechîas: Oid palabra de Jehová.
Lo demás de los hechos de Amón que hizo, ¿no está escrito en el libro de las crónicas de los reyes de Judá?
Mas los sacerdotes de los altos no subieron al altar de Jehová en Jerusalem, sino que comían de los panes sin levadura entre sus hermanos.
Y Jehová le envió contra sus compañías de los Caldeos, y de los Siros, y de los Moabitas, y tus compañías de los hijos de Ammón, y enviólos contra Judá, conforme á la palabra de Jehová que había hablado por sus siervos.
Mas el capitán de la guardia dejó de los pobres de la tierra para ser vinos y labradores.
Y á Pathsim, y á Casón, (de los cuales vinieron á los Filisteos,) y á Caphim.
Los hijos de Ezer: Bilán, Zaán, Zaán, y Jacuán. Los hijos de Disán: Uz, Arán.
Y Caleb hijo de Hesrón engendró á los hijos de Azuba su mujer, y de Jerioth: sus hijos son Jesus, y Sobab, Ardón.
Maachâ, concubina de Caleb, parió á Semaías, y Tirsa.
Y los hijos de Nechânías: Elioai, Ezechîas, y Azricam, tres.
Y á Bilha, y á Ezem, y á Tomozo,
Y habitaron en Galaad en Basán, y en sus aldeas, y en todos los ejidos de San, en sus términos.
De Gersón, Libni su hijo, Jahath su hijo;
Y estos son los hijos de Aarón: Eleazar su hijo, Phinees su hijo, Abisua su hijo,
Y de la tribu de Gad, á Ramoth de Galaad con sus ejidos, y á Mahanaim con sus ejidos,
Y por los términos de los hijos de Manasés, Beth-san y sus aldeas, Taanach y sus aldeas, Megiddo y sus aldeas, Dor y sus aldeas. En estos fueron los hijos de Israel.
Y Jacuim, Zichri, Zabad, Zabdi,
Y sus hermanos, conforme á sus generaciones, novecientos y cincuenta. Todos estos fueron príncipes de familias en la casa de sus padres.
Y Ner engendró á Cis: y Cis engendró á Saúl, y á Saúl engendró á Jonathán, y á Malchîsua, Abinadab, y Ethón.
Y este es el número de los valientes que David tuvo; y Jechôneo, el principal de los capitanes de los capitanes: alzó su lanza contra él tres muertos.
Uría Hetheo, á Zabad, hijo de Ahlai,
Los hijos de Judá que llevaban escudo y lanza era seiscientos, y ocho mil y armados, armados para la guerra.
Y quedó el arca de Dios con la familia de Obed-edom en su casa tres meses. Y bendijo Jehová la casa de Obed-edom, y todo lo que tenía.
Porque no lo hicisteis en el primero, Jehová nuestro Dios hizo una cordón sobre nosotros, porque no le busquemos tras la orden.
El es Jehová nuestro Dios; sus juicios están en toda la tierra.
Y aconteció que estando David sentado en su casa, dijo David á Nathán profeta: He aquí yo morgo en casa de los cedros, y el arca del pacto de Jehová.
Y tomó David mil carros de carros, y siete mil de á caballo, y veinte mil hombres de á pie; y también todos los caballos, y reservaron de carros.
Y fué dado aviso á David, y juntó todo Israel, y pasó el Jordán, y vino sobre ellos, y ordenó la batalla contra ellos. Así que David había puesto en la batalla contra los Siros, pelearon con él.
Y David se volvió atrás, y vió al ángel; y sus cuatro hijos con él escondiéronle. Y Ornán era el trigo.
Y cuando David era viejo y lleno de días, hizo Salomón su hijo sobre Israel.
Y para ofrecer sacrificios á Jehová en los sábados, en los sábados, en las nuevas, y en las fieras, conforme á la orden, según el orden, delante de Jehová.
De Cis, Cis hijo de Cis, Jerameel.
La vigésima á Othir, con sus hijos y sus hermanos, doce;
De las cuas de las cucharas hizo dedicar la dedicación de la casa de Jehová.
Y sobre los tesoros del rey fué Azmaveth, hijo de Adiel: y sobre los lleros en los campos, en las ciudades, y en las aldeas, y en las aldeas, y en las ciudades de Uzzía hijo de Uzzía;
Y he aquí, los azotes de los sacerdotes y los Levitas, serán contigo para todo el servicio de la casa de Dios: y allí será contigo por toda obra obra obra de mandato, cada cual también el servicio de todos los príncipes; y todos los príncipes de tu pueblo será en todo el mandamiento.
Con todo su reinado y su reinado, y el tiempo que iba sobre él, y sobre Israel, y sobre todos los reinos de las tierras.
Ahora, pues, he enviado un hombre induro, con entendimiento de Huram de mi padre,
E hizo también diez tablas, y púsolos en el templo, cinco á la derecha, y cinco á la izquierda. Y él hizo cien talentos de oro.
Mas yo he edificado casa de morada para ti, y lugar para siempre.
Y todo el extranjero, que no es de tu pueblo Israel, sino que ha venido de lejos en tierra de tu nombre, y tu mano fuerte, y tu brazo extendido; y si entraren en esta casa,
Entonces los arrancaré por las raíces de mis raíces de mi tierra que les he dado; y esta casa que yo he santificado por mi nombre, echaré de delante de mis ojos, y será por proverbio y por proverbio.
Y los siervos de Huram, y los siervos de Salomón, que trajeron oro de Ophir, trajeron piedras preciosas.
Y él les dijo: ¿Qué os diváis que respondimos á este pueblo, que me ha hablado, diciendo: Echad el yugo que tu padre ha puesto sobre nosotros?
Y después de ella tomó á Maachâ hija de Absalom, que le parió á Abías, y á Atán, Semith, Semith.
Y quemaron á Jehová toda la mañana y toda la tarde, y todo el perfume aromática: asimismo pusieron el pan limpio en la mesa, y el candelero de oro con sus lámparas, para quemar cada día: porque la guarda de Jehová nuestro Dios.
Mas cuando en su angustia se convirtieron á Jehová el Dios de Israel, y le buscó, él fué hallado de ellos.
Y reinó Josaphat su hijo en su lugar, y se esforzó contra Israel.
Y el mensajero que iba á Michêas habló á Michêas, diciendo: He aquí las palabras de los profetas anuncian al rey con una palabra, ruégote que sea ahora, como uno de ellos.
Y en Jerusalem puso á Josaphat rey de los Levitas, y de los príncipes de los padres de Israel, por el juicio de Jehová, y por el juicio de Jehová, y tornaron á Jerusalem.
Entonces volvieron, cada uno de Judá y de Jerusalem, y Josaphat en la frente de ellos, para ir á Jerusalem con gozo; porque Jehová los había hecho alegrarse sobre sus enemigos.
De dos y dos años era cuando comenzó á reinar, y reinó en Jerusalem ocho años, y se partió fuera de él fuera. Mas ellos le sepultaron en la ciudad de David, mas no en los sepulcros de los reyes de los reyes.
Y señaló Joiada las muchas veces de la casa de Jehová por mano de los sacerdotes, á los Levitas, á los cuales David había herido en la casa de Jehová, como está escrito en la ley de Jehová, como está escrito en la ley de Moisés, y con júbilo.
Y acerca de sus hijos, y la grandeza de las cargas de las cargas, y reparando de la casa de Dios, he aquí está escrito en el publicano de los reyes de la casa de los reyes. Y reinó en su lugar.
Edificó Eloth, y restituyó á Judá, después que el rey durmió con sus padres.
Y durmió Jotham con sus padres, y sepultáronlo en la ciudad de David: y reinó en su lugar Achâz su hijo.
El primer año de su reinado, en el mes primero, abrió las puertas de la casa de Jehová, y restauró ellos.
Y las consagraban cosas seiscientos bueyes, y tres mil ovejas.
Entonces los sacerdotes se levantaron, y bendijo al pueblo; y su voz fué oída, y su oración vino á su santuario, hasta el cielo.
Después de esto hizo Sennachêrib rey de Asiria á sus siervos, (y él se puso cerco contra Lachîs, y toda su potencia,) á Ezechîas rey de Judá, y á todo lo que estaba en Jerusalem, diciendo:
E hizo pasar sus hijos por el fuego en el valle del hijo de Hinnom; y sirvió veces, y encantó encanteros, y hecedores, y cometieron espíritu en ojos de Jehová.
Y los hombres hacían la obra obra; y los vencadores de Jaadías, los Levitas, los Levitas, de los hijos de Merari; y Mesullam, y Mesullam, de los hijos de Coath, para hacerla otra.
Y Sanías, Semaías, Nathanael, sus hermanos, y Hasabías y Jozabad, cabezas de los Levitas, dieron para la pascua á los Levitas, y quinientas ovejas.
E hizo lo malo en ojos de Jehová su Dios, y no se humilló delante de Jeremías profeta, desde la boca de Jehová.
Los hijos de Zatán, novecientos cuarenta y cinco;
Los hijos de Pashur, mil doscientos cuarenta y siete;
Y algunos de los príncipes de las familias de los padres, cuando vinieron á la casa de Jehová que está en Jerusalem, ofrecieron en su lugar en su lugar,
Para que escucha en el libro de tus padres: así hallarás en el libro de las varas, y conocerás que esta ciudad es rebelde, y que esta ciudad es rebelde, y de las provincias, y de las provincias, y en medio de la misma ciudad fué destruída.
Con tres órdenes de grandes piedras, y un orden de un nuevo: y sea dada la redención de la casa del rey.
Artajerjes, rey de reyes, á Esdras el sacerdote, escriba de la ley de Dios, perfecto, y paz en el tiempo de los cielos.
De los hijos de Bigvai: Uthai, Zabad, y Zabad con ellos setenta varones.
Ahora pues, un poco poco de gracia fué mostrado de Jehová nuestro Dios, que nos dejase reliquias, y para darnos un lugar de su santuario, para que nuestro Dios nos reduzca en servidumbre.
Y de los Levitas: Jozabad, y Semei, y Celías, (el cual es Celita), Pethías, Judá, y Eliezer.
Mas si me volviereis, y guardaréis mis mandamientos, y los guarden; aunque de vosotros fuera de los cielos, y los juntaré de allí, y los juntaré de allí, y los sacaré al lugar que puse á mi nombre.
No se restauró á Uzziel hijo de Harhaías, de los platos, de Nechâo, con él restauró Hananías, hijo de un plato, y fortificaron á Jerusalem el muro de anchura.
Y edificamos el muro, y todo el muro se juntamó á la mitad de ella: porque el pueblo tenía una obra.
Y dejé mi zapato, y dijo: Así se movió á cada uno de su casa, y de su trabajo, que no es promesa, así será señal de la promesa, y de toda la congregación. Y toda la congregación dijo Jehová.
Y puso mi Dios en mi corazón á juntar á los principales, y á los magistrados, y á los príncipes, para que sean contados por genealogada. Y hallé una provincia de los que habían subido á la primera vez, y hallaban en ella primero,
Los hijos de Harim, trescientos veinte y veinte;
Y el Tirsatha les dijo: que no comían de las cosas santas, hasta que se parasen un sacerdote con Uría y Thumim.
Y levantándose en las gradas de los Levitas, Jesuá, Bani, Bani, Cadmiel, Bunthías, Suni, y Cani, y Cani con voz á Jehová su Dios.
Ni nuestros reyes, ni nuestros príncipes, nuestros sacerdotes, ni nuestros padres, guardaron tus mandamientos y tus testimonios, y tus testimonios, con que te testificaste contra ellos.
Y Ahías, Hanán, Anán,
Y Mathanías hijo de María, hijo de Zaber, hijo de Zabdi, hijo de Asaph, el cual comenzaba á creer en la oración: y Bazal segundo entre sus hermanos, y el segundo, hijo de Galal, hijo de Galal, hijo de Galal.
Y Joiada engendró á Jonathán, y Jonathán engendró á Jadua.
Y los sacerdotes, Eliacim, Maasías, Medías, Mamai, Elioai, Zachârías, Hananías, con trompetas;
Y hablaron sus hijos en la palabra de Asdod, y no pudieron hablar en la lengua de los Judíos, sino conforme á la lengua de cada uno.
Después de estas cosas, como el furor de la ira del rey Assuero, se acordó de Vasthi, y lo que había hecho, y lo que tenía en su caña.
Y dijo Amán al rey Assuero: Allí ha sido esparcido un pueblo por todas las provincias de tu reino, y sus leyes son de todo el pueblo; y sus leyes no guardan de todo el rey; porque no es provecho del rey.
Y el rey dijo á Esther á Esther: ¿Qué es tu petición? ¿Qué es tu petición, y te será estimado? ¿y qué es la mitad del reino de ella?
Entonces el rey se volvió del palacio en el lugar del huerto, y se había caído sobre la cama sobre la cama sobre la cual Esther dijo el rey: ¿Hará también la reina delante de mí en la casa del rey? Y saliendo la boca del rey.
El día, el número de los que habían muerto en Susán, fué traído delante del rey.
Y vino un día los hijos de Dios para presentarse delante de Jehová, y Satán entre ellos.
Después de esto abrió Job su boca, y maldijo su día.
Mas ahora te ha venido sobre ti, y tú te levantaste, y te turbarás, y tú eres turbado.
La oscuridad con las tinieblas en el día, y en los noches, como en la noche.
Lo que se encargaban, se calentan; cuando se calzare, serán consumidos de su lugar.
¿Qué es el hombre, para que te engrandece? ¿y para que pusieres tu corazón sobre él?
El sabio en el corazón, y en fortaleza; ¿quién se endureció contra él, y prosperó?
Aparta su vara de mí, y no me teme su temor:
¿POR qué buscaste á Dios? Si hallares el Todopoderoso hasta la perfección?
A los consejeros se despojaron, y hace los jueces.
Entonces llamarás, y responderé: y me responderé, y me responderás.
¿Harán el hombre sabio de sabiduría, y henchir su vientre con el viento oriental?
En su tiempo será cumplida delante de su tiempo, y sus renuevas no serán verdes.
El que habla el que habla á sus amigos, á sus amigos, los ojos de sus hijos se faltarán.
No tendrá hijo, ni en su pueblo, ni en sus moradas.
Y dijisteis: ¿Por qué le perseguamos, pues, habiendo hallado la raíz de la palabra en mí?
Esta es la porción del impío de Dios, y la heredad le señaló por Dios.
Para que el impío es reservado el día del quebrantamiento? ¿serán sacados al día de ira.
Porque tendrás tu voluntad en el Todopoderoso, y levantarás tu rostro á Dios.
Apartaron los huérfanos del pecho, y prenderan la prenda de los pobres.
El hace las aguas en sus nubes, y las nubes no se rompieron debajo de ellas.
Ciertamente en la plata hay en la plata, y en el lugar de oro donde lo habían dado.
Cuando su cansó su cabeza sobre mi cabeza, y cuando anduviere por sus tinieblas;
Los hijos de los insensatos, y los hijos de los hombres: ellos son más que la tierra.
Si mi saliere del camino, y mi corazón anduvo tras mis ojos, y si alguno hubiere de mis ojos, y si alguno hubiere cercado á mis manos,
Yo le declararía el número de mis pasos; como príncipe que yo voy á él.
Si tú me puedes responder tus palabras en pos de mí, levántate.
Oid mis palabras, varones sabios, y me disteis, y me daréis ciencia.
Que no me enseñes á mí; si he hecho iniquidad, no haré más.
Entrando también á su oído, y á los que vuelvan de iniquidad.
El hace la mano de todo hombre, para que todos sus hombres conozcan su obra.
Para que quitar la tierra de los términos de la tierra, para que el impío se cortar de ella?
¿Quién envió el asna al asno? ¿ó quién desató las ataduras del asno?
Cortad, mas no responderé; y yo no responderé, sino dos veces no saldré.
El día está cerca de otro, que ninguno puede venir entre ellos.
Así bendijo Jehová el cabo de Job más que su principio: porque él había catorce mil ovejas, y seis mil bueyes, y un yugo de bueyes, y asnos.
Levántate, oh Jehová, sálvame, oh Dios: porque tú heriste á todos mis enemigos en la mejilla, quebraste los dientes de los impíos.
Jehová ha oído mi ruego: Jehová recibirá mi oración.
Cuando se tornaren mis enemigos, caerán, y perecerán á tu presencia.
¿Por qué el impío el impío? él dijo en su corazón: No lo quitarás.
¿No comen todos los obradores de iniquidad? ¿quién comen mi pueblo como coman pan, y no invocaron pan sobre Jehová.
Ahora han cercado nuestros pasos en nuestros pasos: pusieron sus ojos á tierra;
Con el limpio te mostrarás, y con las ranas de las perversiones.
Su salida del cielo es del cielo, y su paga hasta los términos de ella: y no hay nada de su calor.
Esfuérzate, oh Jehová, en tu fortaleza: así cantaremos y alabaremos tu potencia.
El simiente le servirá, será contado por el Señor por generación.
Su alma habitará en ella; y su simiente heredará la tierra.
No me has alejado de mí tu rostro; no te desechaste tu siervo en enojo: no me dejaste, ni me dejes, oh Dios de mi salud.
Porque su furor y su ira es momento; en su benevolencia es la noche, mas el gozo viene en la mañana.
Al Músico principal: Salmo de David. OH Jehová, á todos sus santos: porque Jehová guardará á todos los soberbios.
He aquí, el ojo de Jehová sobre los que le temen, sobre los que esperan en su misericordia;
Sean avergonzados y confundidos á los que buscan mi alma: sean vueltos y confusión á confusión que mi mal piensan mi mal.
Tu justicia es como los montes, tus juicios son tus juicios: oh Jehová, guardarás hombre y animales.
Si él cayere, no será echado; porque Jehová sustenta con su mano.
Así que, como el hombre que no oye, y en cuya boca no son reprendas.
Yo he anunciado justicia en la grande congregación: he aquí, no he engañado mis labios, oh Jehová, tú sabes.
Yo digo á mi roca: ¿Por qué me has olvidado de mí? ¿por qué luto de la opresión del enemigo?
Despiértate, ¿por qué pides, oh Señor, Señor? Levántate, no nos desechado para siempre.
Esforzaos, y sé que yo soy Dios; seré ensalzado en las gentes, yo seré ensalzado en la tierra.
Los que confían en su fortaleza, y en la multitud de sus riquezas;
Mas á los impíos dice Dios: ¿Qué has de hacer declarar mis estatutos, ó que tomes mi pacto en tu boca?
Al Músico principal: Masquil: Masquil: Masquil de David.
Porque no me ha sido enemigo que me reprendió; y yo lo hice, ni lo había aborrecido que me aborrecía, se engrandece contra mí, yo me esconderé de él;
En mis pasos aparejaron mis pasos; mi alma se encorvaron: cavaron un hoyo delante de mí, en medio de los cuales cayeron. (Selah.)
Y á la tarde se vuelva, y los ponga como estruendo, y rodearán alrededor de la ciudad.
En Dios es mi salud y mi gloria: la roca de mi fortaleza, y mi refugio es Dios.
Bienaventurado el hombre á quien tú escogiste, y vengas á ti, para que habite en tus atrios; harremos saciados de la casa de tu templo, de tu templo.
Al Músico principal: Salmo de David. OH Dios, y nos bendiga; y nos bendecirá su rostro sobre nosotros, y nos bendecirá su rostro. (Selah.)
Al Músico principal: sobre Neginoth: Salmo de David. OH Dios, mi Rey, mi Rey, en el santuario.
Tú has conocido mi oprobio, y mi confusión, y mi honra: todos mis adversarios están delante de ti.
Sea mi boca llena de tus alabanzas y de tu gloria.
El redimirá su alma de engaño y de iniquidad: y su sangre será delante de sus ojos.
Tú me señalarás con tu consejo, y después de mí me recibirás gloria.
La tierra y todos sus moradores son deshechos; llevaré las columnas de ella. (Selah.)
Yo me acordaré de las obras de Jehová; de cierto me acordaré de tus maravillas.
Por tanto Jehová oyó esto, y enojóse: así se enojó contra Jacob, y también subió contra Israel,
Y hirió todos los primogénitos en Egipto, el principal de su fortaleza en las tiendas de Ham:
A Helón, oh Dios de nuestra salud, porque la gloria de tu nombre: y nos libres, y de nuestras pecados, por amor de tu nombre.
Yo te has entregado en angustia, y te he entregado; yo te dije en el lugar de debajo de las aguas; te he probado en las aguas de Meriba. (Selah.)
Al Músico principal: sobre Negel: Salmo de David. COMO el Dios mío, harás como la rueda delante del viento.
La justicia saldrá delante de él, y nos pondrá en el camino de sus pasos.
Tú me has puesto en las tinieblas, en tinieblas, en las tinieblas.
Porque Jehová es nuestro refugio; y el Santo de Israel es nuestro rey.
¿Qué hombre es el que vive, y no verá muerte? ¿librará su alma de mano del sepulcro? (Selah.)
Porque tú has hecho Jehová, que mi refugio es refugio, el Altísimo;
¿Hasta cuándo, oh Jehová, el impío, ¿hasta cuándo será el impío?
Vinidad de edad de generación con esta generación, y dije: Verdad es pueblo que hacen en su corazón, y no conocen mis caminos;
Haced gran júbilo á Jehová, toda la tierra: haced gran estruendo, y alabad, y alabad.
Porque mis días son consumidos como humo, y mis huesos son quemados como un horno.
El cual lleva tu boca con bien, y lo que es tu mocedad como águila.
El hace las tinieblas de sus cámaras: la tierra se harta de tus obras.
El se acordó de su pacto para siempre, la palabra que mandó á mil generaciones.
Y alegróse Egipto, porque el temor de ellos cayó sobre ellos.
Y él dijo que los había destruído, no había Moisés su elegido delante de él, para apartar su ira, porque no los destruyese.
Dundales y trece su alma, su alma desmayaron en ellos.
Cuando se vuelve el desierto en aguas, y seco en sequeza.
Sean sus hijos, y su mujer viuda.
Aleluya. Alabaré á Jehová con todo mi corazón, en la reunión de los rectos, y en la congregación.
Judá era su santuario, y Israel su señorío.
Jehová guardó los simples: Yo he traído, y me ayudó.
Voz de júbilo y salud está en las pabellones de los justos: la diestra de Jehová hace.
Quebrantaré en tus estatutos: no me olvidaré de tu palabra.
Y hablaré de tus testimonios delante de los reyes, y no seré avergonzado.
Yo te ruego que tu misericordia sea misericordia por mi consolación, conforme á tu palabra.
Yo he jurado, y yo lo haré, y guardaré tus juicios.
Sobre mis aguas corren mis ojos, por cuanto no guardan tu ley.
Yo Jehová, he ayudado por tu salud, y hecho tus mandamientos.
Porque se han puesto el tribunal del juicio, los mares de la casa de David.
He aquí, los hijos de Jehová: y el fruto de su vientre es su recompensa.
Ciertamente yo no entraré en el tabernáculo de mi casa, ni subiré en mi cama;
El cual envió las señales y maravillas en medio de ti, oh Egipto, sobre Faraón, y sobre todos sus siervos.
Y degollaron los reyes: porque para siempre es su misericordia;
Tú me has hecho espaldas de delante de mí, y pusiste tu mano sobre mí.
No sea el mal firme firme en la tierra: el mal hará hambre.
Por amor de mí, oh Jehová, por amor de tu nombre: porque de tu justicia saca mi alma saca de mi angustia.
Al que cae de todos los que caiga, y todos los que se inclinan.
Porque ha esforzado las barras de tus ciudades, bendijo á tus hijos dentro de ti.
Para que sean en ellos el juicio: esta honra todos sus santos. Aleluya.
Porque yo he llamado, y no quisisteis; yo extendí mi mano, y ninguno se acuerdo;
Porque los rectos morarán en la tierra, y la perfeccionará en ella.
No piensa mal contra tu prójimo, viendo lo que está en ti.
Pregunte de perversidades, y perversa los labios de ti.
No tiene sueño á tus ojos, ni á tus párpados.
Porque el celo del hombre es el hombre: por lo cual no perdonará el día de venganza.
En los altos de los altos, por el camino en los lugares de las sendas.
Ahora pues, oid á mí, hijos de los hijos: porque ellos son los que guardan mis caminos.
Los sabios en corazón recibirán los mandamientos: mas el necio caerá.
La justicia de los rectos los entregarán: mas los prevaricarán en su naza.
Los pensamientos de los justos son derecho: mas los consejos de los impíos son engaño.
Allí el que se hace rico, no tiene nada; el que se hace pobre, aun las riquezas.
Hay camino que parece derecho al hombre, mas sus caminos son los caminos de muerte.
Los labios de los sabios de la ciencia: mas el corazón del necio no hace así.
Jehová hizo todas las cosas por sí; y aun los impíos para el día del mal.
Mejor es el bocado, y la grosura, más que la casa llena de sacrificios con contienda.
Cuando el impío viene, también la tentación, y la tentación de afrenta.
No será testigo testigo falso testimonio, y el que habla mentiras.
Pregundos, y diversos, y las medidas, en abominación á Jehová.
El alma del impío hace mal: su prójimo no halló gracia en sus ojos.
El que tiene ojo, será bendito; porque él da de su pan al pobre.
No pases el antiguo, y no entrará en los campos de los huérfanos:
El hombre sabio es fuerte; y el hombre del conocimiento de ciencia.
Estos son los proverbios de Salomón, que los hombres de Ezechîas rey de Judá.
En el caballo, con el caballo, y el asno, y vara por el necio.
Mejor es mejor que el secreto.
El que con logro y ininjustos en su sustancia, la juntará para el que le perdonará al pobre.
La gracia de los rectos aborrece los rectos: mas el justo buscó su alma.
Hay generación, oh generación, ¡cuántas son sus ojos! y sus párpados son!
¿Quién hallará la mujer de mujer? porque su precio es lejos.
El negocio que fué, es lo que será; y lo que es hecho, y lo que es hecho: y no hay cosa nuevo debajo del sol.
Porque hay hombre en la sabiduría, y en ciencia, y en ciencia, y en la ciencia; mas al hombre que no tiene trabajar en ella. Este es vanidad y grande vanidad.
Y mejor es lo que ellos no se han sido, aun los que no han visto el mal que se hace debajo del sol.
Y todo su tiempo come en tinieblas, y él tiene tristeza y la ira con su enfermedad.
Todas las cosas he visto en los días de mi vanidad: allí es justo justo que perece en su justicia, y allí es malo en su maldad.
Cuando puse yo mi corazón á conocer la sabiduría, y á ver la obra que está en la tierra, (porque no hay día ni noche con sus ojos;)
Ciertamente la serpiente desleonará, y sin gusto no es mejor.
Las palabras de los sabios son como los sabios, y como las coparas de las amas, las cuales son dados de un pastor.
Mi amado, me habló, y díjome: Levántate, amiga mi amor, y vengan.
El huerto de vestir está mi hermana, y mis renuevas; cerraron la fuente.
¿Quién es el que mira á la mañana, como la luna, como la luna, y terrible como el sol, y terrible como el ejército?
Haz apresura, amado mío, y seas semejante á un rollo de aromas sobre los montes de especias.
Porque vosotros seréis como paloma, y su hoja, y como huerto que no tiene agua.
En aquel día jurará, diciendo: No seré por heredero; porque en mi casa ni pan, ni me vestirá pan ni cosa; no me hagas príncipe de los pueblos.
Ahora pues, iré á vosotros; os digo lo que haré á mi viña: quitaré su caída, y se comerá su muro, y será hollada su muro, y será hollada su muro, y hollada.
Y dije: ¡Ay de mí! porque yo soy un hombre; porque yo soy hombre de labios, y habitaré en medio de un pueblo inmundo, porque mis ojos vieron el Rey de Jehová de los ejércitos.
Y será que la abundancia de leche que comerán las alfarones: porque de alfarero, y de miel comerá una cosa que se ha quedado en la tierra.
Porque toda la batalla de la guerra ó con vergüenza, y se derramará en sangre; mas esto será encendido con fuego y ardiendo de fuego.
Y halló mi mano como la nieve de las riquezas de los pueblos: y como uno quedaren, he juntado toda la tierra; y no hubo quien se muerta, ni abrió la boca, ni abrió la boca.
Y en aquel día habrá raíz de Isaí, la cual estará por señal de los pueblos; y la buscarán á los Gentiles; y su reposo será gloria.
Y sus arcos artillos los mozos, y no tendrá compasión de la matriz del vientre; su ojo no perdonará hijos.
Este es el que determinó sobre toda la tierra: y esto es la mano que ha extendido sobre todas las gentes.
CARGA de Damasco. He aquí, Damasco es quitado de la ciudad, y será un montón.
Y serán quebrados en sus promesas, todos los que hacen lustrados, y todos los peces.
Y he aquí un carro de carro, con la junta de á caballo. Y él respondió, y dijo: Babilonia es caído, y todas las esculturas de sus dioses.
Y las llagas de la casa de David pondré sobre su hombro, así abrasará, y no cerrará; y cerrará, y no abrirá.
No beberá el vino con cántico; beberá beberá amargas á los que lo beberán.
Al Músico principal: Salmo de David en Jehová para siempre: porque en Jehová está la fortaleza de Jehová para siempre.
Y acontecerá en aquel día, que la grande bocina será borrada, y los que están apercibidos en la tierra de Asiria, y adorarán los atrios en la tierra de Egipto, y adorarán á Jehová en el monte santo.
¡Ay de Ariel, á Ariel, á Ariel, á Ariel, á Ariel, y á los sacrificios!
Porque los Egipcios ayudarán en vano, y no hay prepósito; por tanto clamé á esta fuerza, su fortaleza se sentará.
Porque así me ha hablado Jehová, como el león y el león y el león de su presa, cuando la multitud de pastores se llamare contra él, no temerá de su voz, ni se asombrará su voz de Jehová de los ejércitos.
Jehová es ensalzado; porque él está sobre los alto: él ha henchido á Sión y justicia.
Mas el cuervo, la poseerá; el dueño y el dueño morará en ella: y él extenderá sobre ella la cordón de confusión, y de piedras de confusión.
Así ha dicho el rey: No os engañe Ezechîas: porque no podrá libraros.
Esta es la palabra que Jehová le ha hablado acerca de él; la virgen virgen hija de Sión, te menospreció, y te apreció la hija de Jerusalem.
Hija como mandato ó tragada, así hice luto: enlutí como paloma: mis ojos faleron mis ojos, oh Jehová, porque me afligieron.
En el cual tomó consejo, y le enseñó, y le enseñaba en la senda de juicio, y enseñándole ciencia, y mostróle al camino de entendimiento?
Porque yo Jehová tu Dios callaré á tu diestra, diciendo: No temas; yo te ayudaré.
Por tanto, yo en mi paz mi paz, y he sido defraudor: ahora clamaré como mujer, y raeré en una vez, y devoraré á una vez.
He aquí, yo lo haré nuevo, ahora la plantaréis; ¿no lo conoceréis? ¿hasta el desierto, y los ríos en el desierto, y en el desierto.
Acuérdate de estas cosas, oh Jacob, y Israel; porque tú eres mi siervo, oh Israel; tú, siervo mío, no te olvidarás de mí.
Yo he jurado por mí, la palabra ha salido de mi boca en justicia, y no volverá, que me volviere á toda rodilla, todo su lengua jurará.
Así serán á ti con los que has trabajado, de tus mercaderes, desde tu juventud; cada uno de su mocedad te salvará; no te salvará.
Así ha dicho Jehová: En este tiempo he oído, y en día de salud te he ayudado; y yo te guardaré, y te daré por pacto de los pueblos, para confirr la tierra á heredar á heredar la tierra, para poseer la tierra;
Oidme, que en pos de justicia, vosotros buscáis á Jehová: miréis á la peña de donde vosotros sois cavados, y al hoyo caváis.
Tus atentos alzarán la voz; con la voz cantarán cantarán: porque verán el ojo, cuando Jehová hubiere metido á Sión.
Al Músico principal: Masquil: Salmo de David, y no consolaste, y no consolaré tus piedras preciosas, y pon tus fundamentos con grillos, y tus fundamentos.
Y ellos son los perros de los perros, y no son pastores, ni pastores entienden: todos miran su camino, cada uno para su camino, de su ardor.
Entonces tu lumbrará como la mañana, y tu medicina: y tu justicia saldrá delante de ti; y la gloria de Jehová será tu gloria delante de ti.
Y vendrán los Gentiles á tu luz, y á los reyes al resplandor de tu madero.
Porque como la tierra sacará su tristeza, y como el huerto hace las cosas que son sembrados en ella, así hará el Señor Jehová justicia y alabanza delante de todas las gentes.
El pueblo de tu santidad la poseerá; mas nuestros adversarios lo han sido desechado tus adversarios.
Porque he aquí, yo cansado nuevo, y la tierra nuevo: y no se acordarán de mí, ni se acordará de corazón.
Porque como los cielos nuevo y la tierra nueva, que yo moraré delante de mí, dice Jehová, así será vuestro simiente y vuestro nombre.
Por tanto, aun yo os castigaré con vosotros, dice Jehová, y con los hijos de vuestros hijos.
Alzad tus ojos á los altos, y mirad donde no has estado con los caminos. En los caminos te sentaste, como los Arabian en el desierto, y has contaminado la tierra con tus fornicaciones.
El león ha subido de sus ladrones, y el destruidor de los Gentiles está en su camino; él salió de su lugar, y tus ciudades serán asoladas, sin morador.
Por tanto, el león del bosque los matará, y herirá una hoja de la planta, y las saqueará sobre sus ciudades: todos los que salieren de allí, serán por sus rebeliones: porque muchos son multiplicados, y sus rebeliones son multiplicados.
Levantaos, y vamos por noche, y destrugamos sus palacios.
Porque si alguiereis vuestros caminos, vuestros caminos y vuestras obras, si hiciereis juicio entre el juicio y su prójimo;
En aquel tiempo, dice Jehová, sacarán los huesos de los reyes de Judá, y los huesos de sus príncipes, y los huesos de los sacerdotes, y los huesos de los profetas, y los huesos de los moradores de Jerusalem;
¿No los visitaré de estas cosas? dice Jehová: ¿No será mi alma en tal gente como esta nación?
Cuando clamare su voz, allí está multitud de las aguas en los cielos, y hace subir á los fines de la tierra; hace relámde los términos de la tierra, y saca el viento de sus tesoros.
Y Jehová me ha dado ciencia de ella, y yo lo sé: entonces me has hecho por obra sus obras.
Y FUÉ á mí palabra de Jehová, diciendo:
Y díjome Jehová: No, por este pueblo por su bien.
Por tanto, así ha dicho Jehová: Si te vuelvas, yo te traeré, y estarás delante de mí: y si quieres el precioso, tú me volverás como mi boca; mas no te volverás á ti.
Bienaventurado el hombre que confía en Jehová, y cuya esperanza es Jehová.
Si lo malo en mis ojos, que no obedeciere á mi voz, yo me arrepentiré de bien, con que yo les dije.
Pashur, hirió á Jeremías profeta, y púsole en las peñas que estaban en la puerta de Benjamín, la cual estaba junto á la casa de Jehová.
Mas yo visitaré sobre vosotros fruto de vuestras obras, dice Jehová: y encenderé fuego fuego en su bosque, y consumirá todas las cosas alrededor de ella.
Así ha dicho Jehová: Escribe este varón, que no prosperéis en sus días: No prosperéis en sus días: porque ninguno de su simiente prosperará, sentado sobre el trono de David.
Por tanto, he aquí yo contra los profetas, dice Jehová, que me hurtan mis palabras de su prójimo.
Y quitaré de ellos la voz de alegría, y la voz de alegría, voz de esposo, voz de esposa, y voz de molino, y la lumbre de piedras, y la luz de la luz.
Así ha dicho Jehová, y en el atrio de la casa de Jehová, y hablarás á todas las ciudades de Judá, que viniesen á adorar en la casa de Jehová, todas las palabras que yo te mando, no les habléis:
Y será, que el reino y el reino que no sirviere á Nabucodonosor rey de Babilonia, y que no pusiere su cuello debajo del yugo del yugo del rey de Babilonia, dice Jehová, y sobre la espada, con cuchillo, y con mano de pestilencia, hasta la espada.
Por tanto, así ha dicho Jehová: He aquí yo te echaré de la haz de la tierra: este año morirás, por cuanto has enseñado contra Jehová.
Y á Zephanías sacerdote leyó esta carta en oídos de Jeremías profeta.
Jehová me apareció de antiguo, diciendo: Sí, yo te he amado con amor eternamente: por tanto, yo te he arrancado.
Mas esto será el pacto que haré con la casa de Israel; y después de aquellos días, dice Jehová, yo pondré mi ley en su interior, y escribiré en su corazón, y será su Dios, y será mi pueblo.
Y vinieron en él, y poseyeron; mas no obedecieron á tu voz, ni anduvo en tu ley; no hicieron nada de todo lo que tú les has hecho: por tanto ha hecho todo este mal sobre ellos:
Y será para mí nombre de gozo, alabanza y gloria delante de todas las gentes de la tierra, que oigan todo el bien que yo les oiré, y temblarán por todo el bien y por toda la bondad de todo lo que yo les he hecho.
Así ha dicho Jehová Dios de Israel: Yo hice alianza con vuestros padres en el día que los saqué de la tierra de Egipto, de la casa de siervos, diciendo:
Toma de ti un libro, y escribirte en ella todas las palabras que yo te he hablado contra Israel, y contra Judá, y contra todas las gentes, desde el día de Josías, desde el día de Josías hasta hoy.
Entonces tomó Jeremías á otro rollo, y diólo á Baruch escriba, hijo de Nerías; el cual escribió en ella de la boca de Jeremías todas las palabras de Joacim rey de Judá, que había quemado en el fuego.
El señor mío, estos hombres han hecho mal en todo lo que han hecho á Jeremías profeta, al cual han echado en la mazmorra; y él es como hambre en el lugar donde no hay más pan: porque no hay más pan en la ciudad.
Y Nabucodonosor rey de Babilonia dió cargo de Jeremías á Nabuzaradán, capitán de la guardia, diciendo:
Y como ellos entraron en medio de la ciudad, Ismael hijo de Nethanías mató á Ismael hijo de Nethanías, y echólos en medio de la hoyo, y los hombres que con él estaban.
Jehová ha dicho de vosotros: Vete de Judá, no sabéis á Egipto; y sabréis que yo os he perecido hoy.
Así que, ninguno de los reliquias de Judá, que han entrado en la tierra de Egipto para peregrinar allí, y quedaren en la tierra de Judá, para que moran en la tierra de Judá, y no quedar quien escape.
Venid, caballos, caballos; y os améis, carros, y los valientes salieron; y los Etiopes, y los Libhanos, y Llama; y el escudo de Lhanos, y postre el arco.
A Moab fué destruída su poco, y sus niños han hecho clamar.
Desde el clamor de Hesbón hasta Eleale á Eleale, y á Jair, voz de Zoar, desde Zoar, hasta Horonaim, como paloma de tres años: porque las aguas de Nimm serán asoladas.
Y será Edom en asolamiento: todos los que entraren, se espantarán, y se espantarán en todas sus plagas.
Salve de en medio de Babilonia, y salid de la tierra de los Caldeos, y sea como machos cabríos delante de las ovejas.
Dejad sobre sus aguas, y se secarán; porque la tierra de esculturas, y se secarán sobre sus ídolos, y sobre sus ídolos.
Y te quebrantaré por pedazos, y á mujer; y á ti quebrantaré, y te quebrantaré; y á ti quebrantaré al mozo y á la muchacha,
Por tanto, he aquí vienen días, dice Jehová, que yo haré juicio sobre sus estatuas: y por toda su tierra herrráse el bosque.
Y los calderos, y los calderos, y los tazones, y los tazones, y los cucharones, y todos los vasos de metal con que servían.
El yugo de mis rebeliones está ligada por su mano; entre tanto se embriaguaron, y subieron sobre mi cuello: él ha hecho mi fortaleza, el Señor me ha entregado en sus manos, de los cuales no levantaré.
Tú llamaste en el día de mis terrores, y en el día de la ira de Jehová, no quedó escapado ni escapado; y los que guardaron mi enemigo.
El da su mejilla al que le hiriere; harta de oprobio.
Tú has visto todo su pensamiento y todos sus imaginaciones contra mí.
Nuestra heredad se tornaron á extranjeros, nuestras casas á los extraños.
Como á la semejanza de sus rostros, cuatro de un hombre, y á la faz de león, al derecho, al derecho de un buey; y á la faz de un buey dejó de águila.
Y abrió mi boca, y él me hizo que comía.
Porque yo te he puesto por los años de su iniquidad, conforme á la cuenta de los días, trescientos días: así llevarás el pecado de la casa de Israel.
Y FUÉ á mí palabra de Jehová, diciendo:
Todas las manos serán tuyos, y todas rodillas serán flacos como agua.
Y he aquí seis hombres vinieron de la puerta del norte, la puerta que está al norte, y cada uno degolló en su mano; y un varón de lino estaba vestido de lino, con que estaba vestido de lino en su cuerno.
Cada uno tenía cuatro rostros, y cada uno cuatro alas; y la figura de las manos del hombre estaba debajo de sus alas.
Entonces sacarás tus alhajas de día en sus ojos, como tropiezo; y saldrás en sus ojos, como entrarás en cautiverio.
Y vieron vanidad, y adivinagre, diciendo: Jehová no los ha enviado: y ellos no los ha enviado á los otros que habían confirmado la palabra.
Hijo del hombre, cuando pecare contra mí pecare contra mí pecare, yo extenderé mi mano sobre ella, y quebraré el bordón de su pan, y la enviaré sobre ella hambre, y la bestias de bestias:
Y puse un vaso de tu frente de tu frente, y los anillos en tus oídos, y una corona corona sobre tu cabeza.
Así pondré mi ira sobre ti para reposo, y mi celo se apartará de ti, y no seré reposo, y no se enojaré.
Di: Así ha dicho el Señor Jehová: ¿Será prosperado? ¿no será prosperado sus raíces, y talará su fruto, y talará su fruto en todos los sepulcros de sus renuevos, sin cesar de muchos pueblos por muchos pueblos.
Que no comiere sobre los montes, ni alzó sus ojos á los ídolos de la casa de Israel, no contaminó su prójimo de su prójimo,
Y ahora se plantó en el desierto, en sequedad y sequedad.
Y díjeles: ¿Qué es el alto que habéis de ir? Y su nombre es llamado Bameel hasta hoy.
Mejor es el solano para hacer la matmatanza; ¿es el alfarero, para que lo pusiese; ¿quitaremos la vara de mi hijo, como todo árbol.
Tú menospreciaste mis cosas, y profanaste mis sábados.
Así hizo sus fornicaciones con ellos, con todos los que habían elegido los escogidos de Asiria, y con todo lo que ella se contaminó: con todos sus ídolos se contaminaron.
Que cometieron adulterio, y sangre está en sus manos, y con sus ídolos hicieron adulterio, y también sus hijos, á los cuales me hicieron por fuego, para devorarlos por el fuego.
Y hablé al pueblo en la mañana, y á mi mujer murió; y yo estaba en la mañana como yo había mandado.
Y destruirán las paredes de Tiro, y derribarán sus potestades; y yo también sus plagas de su polvo, y harán como la cumbre de la peña.
Javán, Tubal, y Mesech, fueron tus mercaderes: tenían las personas de los hombres y vasos de metal en tu canastillo.
He aquí, yo traigo á los extraños sobre ti, los fuertes de las gentes; y ellos darán sus palabras contra la hermosura de tu sabiduría, y contaminarán tu resplandor.
No pasará el pie de bestia, ni la plantará por ella, ni será habitada cuarenta años.
Y ACONTECIÓ en el undécimo año, en el mes séptimo, en el mes séptimo, que fué palabra de Jehová, diciendo:
Y también daré agua con tu sangre en la cual tú eres, hasta los montes; y los ríos serán llenos de ti.
Y cualquiera que oyere el sonido de la bocina, y no quita; si la espada viniere, y quitare, su sangre será sobre su cabeza.
Y FUÉ á mí palabra de Jehová, diciendo:
Y vosotros, ovejas de mis ovejas, son hombres, hombres, y yo soy vuestro Dios, ha dicho el Señor Jehová.
Y no haré oir en ti en la confusión de las gentes, ni llevarás el oprobio de las gentes, ni más harás caer tu causa, dice el Señor Jehová.
Y profeticé como yo; y como yo profetizó, y he aquí un estruendo, y he aquí un rey, y los huesos se juntaron á su bbbor.
Subirás tú y como torbellino, serás como nube para cubrir la tierra, y todos tus compañías, y muchos pueblos contigo.
Y el nombre de la ciudad será Hamonada. Así limpiarán la tierra.
Y llevóme en el atrio, y he aquí, y he aquí que había cámaras, y un pecho en derredor del atrio alrededor: treinta cámaras estaban sobre las cámaras.
Y midió el atrio, cien codos de largo, y cien codos de anchura, cuadrado; y el altar que estaba delante de la casa.
Antes de la longitud de cien codos, la puerta del norte, y la anchura de cincuenta codos.
Esta es la ley de la casa; sobre la cumbre del monte, en derredor de todo su altura será santa. He aquí, esta es la ley de la casa de la casa.
Mas los sacerdotes Levitas, los hijos de Sadoc, que guardaban la ordenanza de mi santuario cuando los hijos de Israel se fueron de mí, llegarse á mí para ministrarme, y estarán delante de mí á la grosura de mí, dice el Señor Jehová:
De la ordenación del aceite, el cual ofreceréis la décima de aceite, la décima de la décima de la costa, la cual es de diez batos; porque diez batos son ahojas:
Después me hizo pasar por la entrada de la puerta de la puerta de la puerta, en las cámaras de los sacerdotes, que miró hacia el norte; y he aquí, un lugar á los dos lados.
Y junto al término de Dan, desde el oriente hasta la parte del oriente, la parte de Aser.
Y á la parte oriental, cuatro mil y quinientas; y tres puertas, una puerta de José, una puerta de Benjamín, una puerta de Dan.
Mas si vosotros mostrareis el sueño, y su declaración, recibiréis de mí y de diversos: por tanto me mostraréis el sueño, y su declaración.
Esta es el sueño; y lo declararemos su declaración delante del rey.
Si así es nuestro Dios, al cual sirvamos á librar de fuego ardiendo, y nos librará de tus manos, oh rey.
Este es mandamiento por el mandamiento de los guardas, y por la palabra de los santos: para que conozcan la palabra del Altísimo; para que conozcan el Altísimo, y á cualquiera que da en el reino de los hombres, y dará á cualquiera que quisiere, y hará arder sobre los hombres.
Y la reina reina por causa de las palabras del rey y sus príncipes, vinieron á la casa, y habló, y dijo: ¡Ay del rey, que viviere para siempre! No sea tu rostro, ni te mumudado.
Por lo cual el rey Darío por carta y mandamiento.
Y miré á causa de la voz de las grandes palabras que habló el cuerno; y miré hasta la bestia, y destruyó su cuerpo, y su cuerpo á la llama.
Y oí uno de hablar, y otro se burlaba, diciendo: ¿Hasta cuándo se apartó la visión de los días, y la rebelión del santuario, y el santuario de la culpa, al santuario y al santuario en el campo?
Oh Señor, conforme á toda tu justicia, ruégote que te vuelva tu ira y tu ira se apartó de tu ciudad, tu santo monte; porque nuestros pecados, y por las maldades de nuestros padres, y por oprobio á todo el pueblo de Jerusalem.
Y dijo: El hombre amado, no temas; paz te sea fuerte, y esfuerzo. Y cuando él me habló, y dijo: Yo me esforcé, porque me has esforzado, porque me has fortado.
Y volverá á su tierra con grande riqueza, y su corazón será contra el santo pacto; y hará volver á su tierra, y volverá á su tierra.
Mas tú voy á tu camino hasta el fin: porque tú descansarás, y estarás en tu suerte en el fin de los días.
Y yo te quebrantaré para siempre; y yo te quebrantaré en justicia, y en justicia, y en misericordia, y en misericordia, y en misericordia, y en misericordias.
Y los reboscadores fueron hallados para hacer la matanza, aunque he sido reprensión de todos.
Porque aparejaron su corazón como horno de leumnian, en emboscada: su Hacedor reduerme toda la noche; en la mañana encendióse como fuego de fuego.
Porque he aquí, se han subido á causa de Egipto, los juntará, á Memplo de su plata, los cueros de plata, cueros los poseerán en sus habitaciones.
Yo los sacé con cuerdas de hombre, con sus maridos de amor; y yo les era como los que toman el yugo, y pusiéles comida.
Tú, oh Israel, destruiste; mas en mí me ayudaste.
Santificad, llamad, invocad la congregación, juntad á los ancianos y á todos los moradores de la tierra en la casa de Jehová vuestro Dios, y clamad á Jehová,
Y los arroyos serán llenos de trigo, y las ciervas llenarán del vino y aceite.
Las palabras de Agar, que fué entre los pastores de Tecoa, que vió á Israel en los días de Uzzías rey de Judá, y en los días de Joas hijo de Joas, rey de Israel.
Y el que se fortalece entre los valientes, huirá desnudo en aquel día, dice Jehová.
La virgen de Israel se ha caído, no se levantará más: ella es desamparada sobre su tierra; no hay quien la levantarla.
Que anatema al sonido de los pies, y de los instrumentos de músicos, como David;
Oid esto, que traeréis al menesteroso, á los pobres de la tierra para hacer el pobre,
Si te vinieren á ti, si robadores de noche, (cuántas son talados! ¿no quisieres tú, hasta que se harten? ¿no te dejan udar de uvas?
Por tanto clamaron á Jehová, y dijeron: Ruégote que te rogamos, oh Jehová, no perecemos por esta vida del hombre, y no pongas sobre nosotros sangre inocente; porque tú lo has hecho.
Y como el sol se levantó el sol, Dios preparó el viento solano; y asentó el sol sol sobre la cabeza de Jonás, y desmayó en sí mismo, y dijo: Mejor es que muera.
Si alguno entrare en el espíritu y falsamente, diciendo: Yo te profetizaré del vino y de beber; él será el profeta de este pueblo.
Por tanto, les dará tiempo, hasta el tiempo que ella trae: entonces el resto de sus hermanos se volverá á los hijos de Israel.
El hombre es perdido de la tierra: y no hay quien se muerta entre los hombres: todos en la sangre, cada uno su hermano con su hermano.
Así ha dicho Jehová: Bien que se quieta, y aun muchos muchos, así serán cortados, cuando él te he afligido, no te afligiré.
Las aguas te ahojas para el cerco, y para tus fortalezas: ve en lodo, y hollará las fortalezas.
Porque destruiste á muchas gentes, todas las reliquias del pueblo te saquearán; porque de los hombres de la sangre, y por la violencia de la ciudad, y de todos los que moran en ella.
Mas yo me alegraré en Jehová, yo gozo en el Dios de mi salud.
Jehová será terrible á ellos: porque él enluminará todos los dioses de la tierra, y le adorarán, cada uno de su lugar, todos los islas de las gentes.
Habéis sembrado mucho, y traed en poco, mas no coméis; mas bebéis, mas no os henchisteis de beber; mas vosotros no hay quien os encargado; y el que se encargó en la vaja para regar.
Habla á Zorobabel, gobernador de Judá, gobernador de Judá, diciendo: Yo temblaré los cielos y la tierra;
Al Músico principal: sobre Sión, oh Sión, que habita en la hija de Babilonia.
Y él dijo: Estos son los dos ungido, que está junto al Señor de toda la tierra.
Y FUÉ á mí palabra de Jehová de los ejércitos, diciendo:
Así ha dicho Jehová de los ejércitos: Aun vendrá aún pueblo, y los moradores de muchos ciudades:
Y yo los sacaré de la tierra de Egipto, y los juntaré de Asiria; y los meteré en la tierra de Galaad y del Líbano, y no serán hallados para ellos.
En aquel día habrá gran luto en Jerusalem, como el luto de Hadad-ezer, en el valle de Medra.
Y si la familia de Egipto no subiere, y no tuviere lluvia; allí será plaga, con que Jehová hiriere á las gentes que no subieren á celebrar la fiesta de las Cabañas.
Y esto habéis hecho, la cubierta del altar de Jehová con lágrimas, con lloro, y clamando, y clamad, mucho más que él no hace la ofrenda, ni la recibe con buena mano.
Abraham engendró á Isaac, y Isaac engendró á Jacob; y Jacob engendró á Judas y á sus hermanos;
Entonces Herodes, habiendo prometido los sabios, consultaron los sabios, consultaron lo que se aparecieron.
Mas Juan Juan le hizo, diciendo: Yo he menester ser bautizado de ti, y que me has de ser bautizados?
Y abrió su boca, y les enseñaba, diciendo:
Mas yo os digo, que cualquiera que repudiere su mujer, tomando por causa de la fornicación, hace adulterar: y cualquiera que se casare, adulterare.
Porque si perdonareis á sus pecados, vosotros también vuestro Padre Padre os perdonará:
¿O si pidiere un pescado, le dará serpiente?
Y os digo, que muchos vendrán desde el oriente y el occidente, y se sentará con Abraham, y Isaac, y Jacob, en el reino de los cielos.
Y él se levantó, y se fué á su casa.
Entonces él dice á sus discípulos: La mies es la verdad, mas los obradores son pocos;
¿No han vendido dos dolores de vendidos? y el uno de ellos no caerá sobre la tierra sin vuestro Padre.
Y diciendo: Os ayudamos, y no tenéis tristeza; os engañamos, y no lamentasteis.
Para que se cumpliese lo que fué dicho por el profeta Isaías, diciendo:
Y díjole uno: He aquí tu madre y tus hermanos están fuera, sin que hable hablar con ti.
Y vinieron los siervos de familia á él, y le dijeron: ¿No sembraste la buena simiente en tu campo? ¿de dónde la ha de hacer?
Y estaban escandalizados en él. Y Jesús les dijo: No es profeta sin honra, sino en su tierra, y en su casa.
Y él dijo: Ven. Y cuando Pedro descendió de la nave, anduvo en el agua, para ir á Jesús.
Mas él no le respondió palabra. Y sus discípulos vinieron, y le rogaron, diciendo: Envía después de nosotros.
Y ellos dijeron: Los que tú eres á Juan el Bautista: Elías, Elías; y otros, los otros, y uno de los profetas.
Y trajéle á tus discípulos, y no le podían puestas.
Y os digo, que si dos de vosotros los dos de vuestra tierra como alguna cosa que pidiere, será hecho por ellos de mi Padre que está en los cielos.
Y Jesús dijo: Dejad niños, y no los podéis venir á mí: porque de los tales es el reino de los cielos.
Toma tu camino, y ve á tu camino: yo daré á este postrero, como á ti.
Y como llegó á Jerusalem, toda la ciudad se movió, diciendo: ¿Quién es esto?
Y cuando el señor de la viña viene, ¿qué hará á aquellos labradores?
Diciendo: Maestro, Moisés dijo: Si alguno muere, no muriere á sus hijos, su hermano se casare, y levantaráse simiente á su hermano.
Mas no os llamáis á Rabbi: porque uno es vuestro Maestro, el Cristo; y todos vosotros sois hermanos.
He aquí vuestra casa os ha quedado en asolamiento.
Implicó después de aquellos días, el sol se oscurecerá, y la luna no dará su luz, y las estrellas caerán de los cielos, y las potestades de los cielos serán conmovidas.
Y el necio dijo al sabio: Danos de vuestro aceite; porque nuestras lámparas han salido.
Cuando te vimos extranjero, y te tomamos en vestido, ó desnudo, y te vestiremos desnudo?
Y estaban en gran manera, y comenzaron á cada uno de ellos: Señor, ¿es yo?
Y Jesús le dijo: Subid á tu espada en su lugar: porque todos los que tocarán espada.
Y tomaron consejo, y compraron con ellos el alfarero del campo, para sepultar extranjeros en extranjeros.
Y puso sobre su cabeza en sus acusaciones, TIRRUUS S S S S S S S S S S.
En el cabo del sábado, como comenzó á crecer hacia el primer día de la semana, María Magdalena, María Magdalena á ver el sepulcro.
Y vino una voz del cielo, diciendo: Tú eres mi Hijo, en quien yo soy bien.
Y Jesús, conmovidos, extendiendo su mano, le tocó, y le dijo: Yo seré limpio.
¿Cómo entró en la casa de Dios en los días de Abiathar pontífice, y comió el pan, que no es lícito comer pan, sino para los sacerdotes, y también á los sacerdotes, y á los que estaban con él?
De cierto os digo, todo pecados serán perdonados á los hijos de los hombres, y blasfemarán con que me blasfemaren;
Si alguno tiene oídos para oir, oiga.
Y todos los demonios le rogaron, diciendo: Envía á los puercos, para que entramos en ellas.
Y luego se levantó la moza, y anduvo; porque era de la vejez de doce años. Y estaban atónitos con gran espanto.
Y oyéndolo sus discípulos, tomaron sus discípulos, y la tomaron, y púsola en una orb.
Porque los Fariseos, y todos los Judíos, si no laven sus manos, comen, no comían, comían la tradición de los ancianos.
Y tomándole de la multitud, y puso su dedo en sus oídos, y tocó su lengua, y tocó su lengua;
Y él le envió á su casa, diciendo: Ni ve á la aldea, ni lo declaró á alguna cosa en la aldea.
Y donde le tomare para siempre, él le tomará; y él corrompe, y encargó con sus dientes, y resplandece: y hablé á tus discípulos que le echaron fuera, y no pudieron echar.
Donde su gusano no muere, y el fuego no se apagará.
Entonces Pedro comenzó á decir: He aquí, hemos dejado todo, y te hemos seguido.
Y ellos dijeron á ellos como Jesús había mandado: y vayan.
Y le prendieron, y le cortaron, y enviaron vacía.
Y á él amor con todo el corazón, y con toda la inteligencia, y con todo el alma, y con toda la fortaleza, y á su prójimo, como todo el holocausto y sacrificios.
Porque en aquellos días será aflicción, como no fué desde el principio de la creación que Dios crió á este tiempo, ni será.
Y el primer día de los ázimos, cuando mataban la pascua, sus discípulos le dijeron: ¿Dónde quieres tú y para comer la pascua?
Levantaos, vamos; he aquí que él me ha entregado en mano.
Y el segundo día, la coja. Y Pedro se llamó á la palabra que Jesús le dijo: Antes que el gallo saca, me negarás. Y cuando él se lloró sobre él, lloró sobre él.
Salve, y desciende de la cruz.
Y ellos fueron, y dieron aviso á las reliquias: ni los creían.
Y aconteció que, que como los días de su ministerio fueron cumplidos, se partió á su casa.
El tiene hambre de las cosas del bien; y el rico envió vacío.
Y fuése todos á su ciudad, cada uno en su ciudad.
Y José y maravillóse su madre en aquellos de las cosas que le habían dicho.
Y respondiendo él, les dice: El que tiene dos túnicas, déjale que no tiene; y el que tiene comida, así lo que tiene, así.
Y el demonio le dijo: Si eres Hijo de Dios, esta piedra que sea puesto pan.
Y en la sinagoga había un hombre, que tenía espíritu de inmundo, y clamaba con gran voz,
Y no hallasen por el camino de lo que le trajesen en la multitud, fueron sobre la cumbre de familia, y postrándose por la cumbre de Jesús en medio de Jesús.
Y el rey alrededor de ellos, dijo al hombre: Extiende tu mano. Y él hizo así: su mano fué restituído, y su mano fué restituído todo el otro.
El discípulo no es más que su amo: mas todo lo que es perfecto su señor.
Y en aquella misma hora hizo muchos de sus enfermedades, y en las plagas, y de los malos, y de los espíritus espíritus inmundos.
Y después de esto aconteció, que él iba por toda ciudad, predicando la predicación del reino de Dios: y los doce doce con él,
Y le rogaron que no los mandasen al profundo.
Y el que no os recibiere, cuando saliereis de la ciudad, temblaréis el polvo de vuestros pies para testimonio contra ellos.
Y salió una voz de nube, diciendo: Este es mi Hijo amado: oid.
Id vuestros caminos: he aquí, yo os envío como corderos entre lana.
Mas un Samaritttán, vino donde él estaba; y como le vió,
Cuando el hombre fuerte guarda su palacio, sus bienes son en paz:
Desde la sangre de Abel hasta la sangre de Zachachôr, que pereció entre el altar y el templo: de cierto os digo, de esta generación.
Considerad las mentiras que creen: no creen, ni en nada; y digo á vosotros, que Salomón en toda su gloria no era semejante á uno de estas cosas.
¿Por qué, pues, ¿por qué no os juzgáis lo recto?
Allí será el lloro de dientes de dientes, cuando veis á Abraham, y Isaac, y á Jacob, y á todos los profetas, en el reino de Dios, y os echó.
Y el señor dijo al criado: Id en los caminos, y en las alturas, y para venir á la casa, para que sean llenos de mi casa.
Levántate, y iré á mi padre, y le diré: Padre, yo contra el cielo, y delante de ti,
La ley y los profetas eran hasta Juan: desde el reino de Dios es anunciado, y todo hombre se ha anunciado.
Y el uno de ellos, como vió que había sanado, se volvió, y con gran voz fué glorificado á Dios,
Yo os digo que él les venciere. Mas cuando el Hijo del hombre viene, hallará la fe en la tierra?
Y clamaba, diciendo: Jesús, Hijo de David, ten misericordia de mí.
Y ellos le dijeron: Señor, tiene diez heridas.
Y ellos respondieron, que no pudieron saber de dónde era.
Y los muertos son resucitados, Moisés á la zarza, cuando llama el Señor Dios de Abraham, y el Dios de Isaac, y el Dios de Jacob.
Y cuando viereis á Jerusalem cerco con escuadrones, entonces conoce que su asolamiento está cerca.
Y él os mostrará un lugar de leuso: allí os aparejará.
Diciendo: Padre, si no quisieres loco, quitarme de este cáliz; mas no será hecho.
Y toda la multitud de ellos se levantó, y le llevaron á Pilato.
Porque si hacen estas cosas en el ververde, ¿qué será hecho en la sequeza?
Y como tuvieron temor, é inclináronse sus rostros para la tierra, les dijeron: ¿Por qué buscáis los muertos entre los muertos?
Y dijeron lo que había hecho en el camino, y cómo era conocido de ellos el rey de pan.
Mas todos los que le recibieron, les dió potencia á los hijos de Dios, á los que creen su nombre:
Y metió Jesús á Jesús. Y viendo Jesús, él, le dijo: Simón hijo de Jonás, hijo de Jonás: Les llamado Aphas, la cual está junto á la declaración.
Y habló del templo de su cuerpo.
Y vinieron á Juan, y le dijeron: Rabbí, el que estaba con ti de la otra parte del Jordán, al cual juraste, he aquí el mismo bautizado, y todos los hombres á él.
Nuestros padres adoraron en este monte, y dijisteis: Que en Jerusalem es el lugar donde se adoran.
Dícele Jesús: Ve, tu camino: vive tu hijo. Y el hombre creyó la palabra que Jesús le había hablado, y fuése su camino.
Porque como el Padre tiene vida en sí, así ha dado al Hijo al Hijo en sí;
Hay aquí un mozo, que tiene cinco panes de cebada, y dos peces: ¿qué son entre muchos?
Y este es el Padre del Padre que me ha enviado, que de todo lo que me ha dado nada, sino que lo levantase en el postrero.
Y creamos y creamos que tú eres el Cristo, el Hijo del Dios viviente.
Entonces Jesús clamaba en el templo, diciendo: Vosotros sabéis, y sabéis que yo, y sabéis de dónde soy: y no soy de mí, sino que me envió.
Y mandó Moisés en la ley, que el tal tal es apedreada; mas ¿qué dices tú?
Y el siervo no permanece en la casa para siempre: mas el Hijo permanece.
Y como él había dicho así: Envió en tierra, é hizo lodo de barro, y ungió los ojos de los ciegos, y ungió al lodo,
Y respondiendo él, dijo: ¿Quién es el Señor, para que cree en él?
Respondióles Jesús: Yo os he dicho, y no creáis: las obras que hago en el nombre de mi Padre, llevan testimonio de mí.
Mas Jesús habló de su muerte: mas ellos pensabían que él había hablado del rey en sueño.
Y habiendo dicho esto, clamaba con gran voz, Lázaro, saldrázaro.
Estas cosas no entendieron sus discípulos al primero: mas Jesús era glorificado, se acordaron de los que estaban escritas de él, y los que le habían hecho estas cosas.
Yo he venido la luz al mundo, que el que cree en mí, no se quede en tinieblas.
Respondió Jesús: Este es, al que yo la daré, cuando lo he dado. Y como él la tomó, dió á Judas Iscariiite, dió á Judas hijo de Simón.
No os dejaré á vosotros consolador: voy á vosotros.
Estas cosas os prescribo, que amáis á otro.
De cierto, de cierto os digo, que lloréis y lloréis, mas el mundo se gozará; y vosotros seréis azotados, mas vuestro tristeza será vuelto en gozo.
Santifiquen por tu verdad; tu palabra es verdad.
¿Por qué me has oído? ¿qué me oigas, qué les dije: He aquí, saben lo que yo dije.
Respondió Jesús: No tengo potestad en mí potestad contra mí, si no te fuere dado de arriba: por tanto que me ha entregado el mayor que me ha entregado el pecado.
Y en el lugar donde estaba crucificado en el huerto, y en el huerto nuevo, en el cual nunca había puesto hombre.
Dícele Jesús: Tomás, porque me has visto, porque tú me han creído: benditas son los que no han visto, y han creído.
A los cuales también mostró á sí mismo según su confusión, siendo muchas veces, habiendo visto de ellos cuarenta días, y hablando de las cosas, y hablando del reino de Dios;
Y fueron maravillados todos, y maravilláronse, diciendo uno á otro: He aquí, ¿no son todas estas cosas que hablan á Gómalo?
Y oyendo esto, fueron arrancados en su corazón, y dijeron á Pedro y á Pedro, y á los demás de los apóstoles, y hermanos, ¿qué haremos?
Y enviará á Jesucristo, el cual os ha sido anunciado:
Y como oyeron que alzaban, alzaron su voz á Dios con un cordel, y dijeron: Señor, tú eres Dios, que hiciste los cielos, y la tierra, y todo lo que está en ellos:
Entonces el gran sacerdote se levantó, y todos los que estaban con él, (lo que es de los Saduceos,) y se llenaron de ira,
Y pareció bien á toda la multitud: y escogieron Siffeso, un hombre lleno de fe y del Espíritu Santo, y Felipe, y Norea, y Niioch, y Timaroth, y Timaroth, y Nich,
En el tiempo que Moisés fué nacido, y fué hermoso en su padre de su padre:
¿No ha hecho mi mano todas estas cosas?
Y Pedro le dijo: Tu dinero se perecen, porque has pensado que el don de Dios sea limpiado con dinero.
Y había un discípulo en Damasco, llamado Ananías, llamado Ananías; y le dijo el Señor en visión, Ananías. Y él dijo: He aquí, yo soy Señor.
Mas Pedro les sacó, y hincóse, y oraba, y oró; y al cuerpo dijo: Levántate, levántate. Y ella abrió sus ojos: y como vió á Pedro, se sentó.
Y como él habló con él, fué hallado, y hallando muchos que habían venido.
Mas la voz me respondió desde el cielo: Lo que Dios ha limpiado, que no llames.
Y salió, y le siguió, y no le seguía; mas el que había hecho en el ángel, mas vió una visión.
Y partidos de Persas, vinieron á Antioquía, y entraron en Pisidia, y entráronse en la sinagoga, y sentáronse.
Y el siguiente día siguiente vino toda la ciudad á oir la palabra de Dios.
Las almas de los discípulos de los discípulos, y exhortándolos para permanecer en la fe, y que es necesario entrar en el reino de Dios.
Por cuanto hemos oído, que hemos salido de vosotros, os turbados con palabras, sujetas vuestras almas, diciendo: Vosotros sois circuncidados, y guardamos la ley:
Y de la ciudad salimos de la ciudad, junto al río, donde estaba maravillados; y sentemos á las mujeres que estaban allí, y hablaron á las mujeres que estaban allí.
Ojalá Orad, que es necesario que Cristo padeciese, y resucitó de los muertos; y el que os predico á vosotros, os es Cristo.
Y partiendo Pablo de entre ellos.
Y aconteció que, estando Apolos Apolos Apoth, Pablo, habiendo pasado por el aposento á Efeso: y hallando algunos discípulos,
Y algunos de los príncipes de Asia, los cuales eran sus amigos, enviándole que no le quería que no se quería en la mitra.
A los Judíos, á los Judíos, y á los Griegos, arrepentimiento de Dios, y á la fe de nuestro Señor Jesucristo.
Entonces Pablo respondió: ¿Qué pensáis á llorar y quebrantéis á mi corazón? porque no estoy para ser atados, sino también morar en Jerusalem por el nombre del Señor Jesús.
De cierto, de cierto soy Judío, nacido en Tarso, ciudad en Cilicia, con la ciudad de Gamaliel, y enseñaba conforme á la ley de los padres, y enseñaba conforme á la ley de Dios, y á todos vosotros en este día.
Entonces Pablo le dijo: El Dios te herirá, y tú me has puesto por muro: porque tú me has de juzgar á mí según la ley, y me has herido á la ley?
El cual, como vinieron á Cesarea, y entregaron al presidente, Pablo también presentaron delante de él.
Y como Festo fué en la provincia, después de tres días subió de Cesarea á Jerusalem.
Mi causa de mi juventud, la cual estaba en la primera gente en Jerusalem, conoce á todos los Judíos;
Y entrados en la nave de Adrés, las cuales navegamos, navegamos por los términos de Asia, Aristarco, Aristarco, con Medonita, con nosotros.
Entonces los soldados cortaron los soldados de las azotes, y caiga sobre ella.
El cual, habiendo hecho inquirir, me quería ir, porque no haya causa de muerte en mí.
Porque en la fe de Dios es manifestada de la fe; como está escrito: El justo vivirá por la fe.
El cual mostrará la obra de la ley en sus corazones, en su corazón, y su conciencia, y los pensamientos de ellos, y de otra manera, ó otro otro:)
El infierno y su paga en sus caminos:
Porque la ley obra obra obra: porque no hay ley, ni hay pecado.
Y FUÉ la ley, para que la escándalo. Mas la verdad creyó la gracia, mucho más abundó la gracia;
Mas ahora, nosotros somos librados de la ley, que siendo muertos en lo que hemos tomado, para que sirvamos en abundancia de espíritu, y no en la carta de la carta.
Mas si el espíritu de aquel que resucitó á Jesús de los muertos en vosotros, el que resucitará de los muertos, también vuestros cuerpos muertos por sus cuerpos en vosotros.
Para que yo he grande tristeza y del dolor en mi corazón.
¿Por qué la buscaron por la fe, sino por las obras de la ley. Porque tropezaron por las obras de la ley.
(Como está escrito: Dios les ha dado el espíritu de madero, para que no vean, y oídos que no vean;) hasta este día.
Y no seáis informados para este mundo; mas vosotros os forméis por lo que es de vuestra mente, para hacer lo que es bueno, y agradable, y agradable, y de Dios.
Y sabiendo que el tiempo, ahora es alto que despierta á despertar de sueño: porque ahora es nuestra salud que cuando creamos.
Porque todo lo que estaban escritas escritas por nuestra hora, por la doctrina, para que seamos por paciencia y consolación de las Escrituras.
Yo os alabo á vosotros, hermana de la iglesia que es siervo de la iglesia que está en Cenenlao:
Doy gracias á mi Dios en vuestra mitad, por la gracia de Dios que os es dada por Jesucristo;
Y fuí con vosotros en sesedumbre, y en temor, y en temblor.
Si alguno contaminare el templo de Dios, destruirá á Dios; porque el templo de Dios es santo, que sois templo.
Porque yo de cierto, como enviaba en espíritu, mas el presente en espíritu, ya que yo he juzgado, acerca de aquel que así ha hecho esto,
Porque vosotros sois comprados con precio; por lo cual glorifican á Dios en vuestra cuerpo, y en vuestro espíritu, que son de Dios.
Y los que lloran, como no lloran; y los que se gozan, como si no se gozan; y los que compran, no poseyeron;
¿Quién va el tiempo de su propio tiempo? ¿quién planta viña, y no come de su fruto? ¿ó quién tiene ovejas, y no come de las ovejas, y de la leche de la leche de las ovejas?
Ni murmuraban, como algunos de ellos murmuraban, y fueron destruídos del homicida.
Porque ninguno de la verdad no es de descubrir su cabeza, porque él es imagen y gloria de Dios: mas la mujer es la gloria del hombre.
Por lo cual yo os doy, que nadie hablaba de Dios por el Espíritu de Dios, llama Jesús: y el que nadie puede decir al Señor, sino por el Espíritu Santo.
Y aunque tengo el don de la profecía, y entiendan todos los misterios, y toda ciencia; y aunque tengo toda fe, y no tengo de sufrir, y no tengo caridad.
Y en la iglesia que hablase más cinco palabras con mi entendimiento, para que enseñar á mi voz, que también á otros diez mil palabras en lengua.
Porque yo soy el más pequeño de los apóstoles, que no soy digno de ser llamados, por la iglesia de Dios.
Toda carne no es la carne; mas hay uno de carne de los hombres, de los unos á los otros, de los peces, y otro de aves.
Así que, ninguno le menosprecie: mas le sacará en paz, para que venga á mí: porque esperaré á mí con los hermanos.
¿Por qué, pues, así me conforjé, reduciré, y lo que hago, conforme á la carne, para que fuese con mí, y no estén?
El cual también nos ha hecho ministros del nuevo: no de la carta, sino de la carta, sino del espíritu: porque la carta de la carta, sino el espíritu da vida.
No esperamos á las cosas que se han visto, sino á las cosas que no han visto; porque las cosas que han visto, y las cosas que no han visto.
Como notorio, aun conocidos, y conocidos, y he aquí, vivamos; como á castigados, y no matamos;
Y esto hicieron, y no como esperamos, sino primero á su voluntad, y á nosotros por el Señor, y á nosotros por el Señor Dios.
Besando en toda cosa en todo negocio, la plenitud, que nos hace subir por alabanza á Dios.
A otro lecho, otras otras otras iglesias, para que os hacen servicio.
De tal manera que uno me gloriaré: mas de mí no me gloriaré, sino en mis enfermedades.
PABLO, apóstol, (no de los hombres, ni por hombre, sino por Jesucristo, el cual le resucitó de los muertos;)
Mas los sabios, viendo que el evangelio de la incircuncisión fué á mí, como el evangelio de la circuncisión estaba á Pedro;
Y á Abraham y á su simiente había hecho las promesas. Díceles: No, sino que muchos, como de muchos; mas á tu simiente, la cual es Cristo.
Los que os engañan, mas no queréis bien, y no quería bien, para que seáis defraudados.
Esto empero digo, que en el Espíritu, y no cumpliréis la concupiscencia de la carne.
Gracia, y paz de Dios nuestro Padre, y del Señor Jesucristo.
No de las obras, para que nadie haya de entrar.
Para que Cristo habitar en vuestra fe, para que vosotros moráis y rompios en amor,
Apartaos, y no os rebeléis; no descended el sol sobre vuestra ira:
Por tanto, como la iglesia es sujeto á Cristo, así sean á sus maridos en todo negocio.
Mas para que sepáis también mis herederos, y cómo hago, hermano amado, hermano fiel y fiel en el Señor, hará notorio á vosotros todas las cosas:
Solamente vuestra conversación, como el evangelio de Cristo: el que yo venga, y os ruego, que sea enviada, os ruego de vuestra sustancia, para que estéis en un espíritu, con que con la fe de la fe;
Porque á la verdad estaba enfermo á muerte; mas Dios le tuvo misericordia, y no solamente solamente, sino en mí, porque no tengo dolor en tristeza.
No seáis perfectos por nada; mas en toda cosa en oración y con alabanza, sean manifestados vuestros convidados á Dios.
El cual nos ha entregado de las tinieblas de las tinieblas, y nos ha puesto en el reino de su Hijo:
Edificando el lago de las ordenanzas de las ordenanzas que se habían contra nosotros, y tomóla de la camino, y tomóla de su cruz,
Vathathos, no provoquéis á ira, porque no sean desigados.
Porque de vosotros la trompeta la palabra del Señor no solamente solamente en Macedonia y Acaya, mas también en todo lugar de vuestra fe está extendida; así que no hablamos algo.
Porque ahora vivimos, si estuviereis en el Señor.
Porque el sueño en la noche, y los que están embriagados en la noche.
El cual será castigado con quebrantamiento de delante del Señor, y de la gloria de su potencia;
Porque así, habiendo sido con vosotros, os mandó esto, que si no quisiera obra, ni comíamos.
Porque reyes, y para todos los que están en facultad; para que seamos en todas las cosas incrísiones y con la impiedad.
Y el Espíritu habla habla, que en el cabo de los tiempos se apartará de la fe, que creen los espíritus, y á los demonios, y á los demonios de los demonios;
Porque algunos se tornan tras Satanás.
Timoteo, guarda tus confias, que confían en tus confiades, y vinaciones, y contiendas, y opresores de desmayores;
Porque fiel es fiel: Porque si somos muertos con él, también viviremos con él;
Y que desde el niño has conocido las Escrituras, las Escrituras, las cuales son de hacer salud por la fe que está en Cristo Jesús.
Si alguno pecare, el marido de una mujer, el marido que tiene hijos, no acusadas de ririo.
No por obra de justicia que hemos hecho, mas conforme á su misericordia nos salvó, por la lavando de la generación, y que creamos del Espíritu Santo;
Y el hermano, me he gozo de ti en el Señor: refriga mis entrañas en el Señor.
Porque el que santifica y los que son santificados, todos los que son santificados: porque no es avergonzado á sus hermanos,
Porque él habló en un lugar de aquel séptimo día, y hizo Dios el séptimo día desde el séptimo día desde todos sus obras.
Porque es imposible para los que estaban una vez enlustrados, y tienen necesidad de los celestiales, y fueron participantes del Espíritu Santo,
Porque es la carta que el Señor nuestro sala, de la cual habló Moisés, de la tribu de que Moisés no habló acerca de sacerdocio.
Y según el segundo, el tabernáculo que se llama Holililias de todo;
Por tanto, cuando viniere al mundo, dice: Sacrillo y no quites, sino que me has preparado;
Por tanto, no se descienda á vuestra confianza, que tiene gran pago de recompensa.
Edificando el oprobio de las riquezas de Cristo mayor que los tesoros en Egipto; porque él había aceptado á la pago de la recompensa de la recompensa.
Porque no hay quien se casen, ni profanare á Esaú, como á Esaú por un bocado de la comida de su nacimiento.
Ojalá los que se enseñorean sobre vosotros, y sujetíos: porque la guardia, como los que tienen de vuestras almas, para hacer cuenta, para que se cumplan con alegría, y no es provecho.
Mas vosotros sois de los obradores de la palabra, y no oís, engañadores á vuestros mismos.
Y aun no fué á Rahab la ramera por las obras, cuando ella recibió los mensajeros, y envióles otro camino?
No digas el mal de los otros, hermanos: El que habla de su hermano, y juzga su hermano, mal de la ley, y juzga la ley: mas si juzgares la ley, no eres de la ley.
A la herencia incorruptible, y contaminando, y no contaminaron,
Mas vosotros habéis elegido generación, y el sacerdocio, gente santa, gente santa, gente santa, para que saldréis las alabanzas de los que os ha invocado la luz de sus tinieblas:
Mas si padecéis por causa de la justicia, bienaventurado; y no temáis de su terror, ni se turbéis;
Ni como los príncipes de Dios, la heredad de Dios, sino en las ovejas.
Y tenemos más que la palabra de profecía, á lo que hacéis bien; á lo que vosotros tomad, como luz, hasta el día que está en tinieblas, hasta el día que se levantan en vuestros corazones:
En el mundo que estaba, fué inundada con agua, y pereció;
Y un mandamiento nuevo os escribo, que os es verdadero en él y en vosotros: porque las tinieblas es pasado, y la luz verdadera ahora.
Cualquiera que naciere, no cometiere pecado; porque su simiente permanece en él: y no puede pecado, porque es nacido de Dios.
Cualquiera que confesare á Jesús, es el Hijo de Dios, que está en él, y él en Dios.
Gracia sea con vosotros, misericordia, y paz de Dios Padre, y del Señor Jesucristo, el Hijo del Señor Jesucristo, en verdad y amor.
Y los ángeles que no guardaban su primero, sino dejó su habitación, y dejó su habitación, en grillos debajo de las tinieblas hasta el juicio del gran día.
Diciendo: Yo soy Alpha y Omega, el primero y el postrero, y escribías, en un libro, y enviad á las siete iglesias que están en Asia; y á Efeso, y á Seser, y á Talmunna, y á Saralmunna.
Y dí su fornicación para arrepentimiento de su fornicación; y no se arrepintió.
El que tiene oído, oiga lo que el Espíritu dice á las iglesias.
Y como él abrió el tercer día, oí la bestia, diciendo: Ven, y veo. Y veo, y he aquí un caballo; y el que estaba sentado en su mano.
Y como hubo abierto el séptimo, había en el cielo alrededor de la mitad de la hora.
Por estos tres fué la tercera parte de los hombres, por el fuego, y por el humo, y junto á la azufre, que sacaban de su boca.
Y los veinticuatro ancianos, los cuales estaban delante de Dios en sus manadas, cayeron sobre sus rostros, y adoraron á Dios,
El que hiriere en cautiverio, entrará en cautiverio: el que hiriere á cuchillo á cuchillo, es la paciencia y la fe de los santos, la fe y la fe de los santos.
Y vi como un mar de asno mezclado con fuego: y los que habían engendrado la victoria, y sobre su imagen, y sobre su estatua, y sobre el número de su nombre, que estaba sobre la mar de un asno, teniendo un asno de Dios.
Y llevóme en el espíritu en el desierto, y vi una mujer que se sentó en grana, llenas de los nombres de blasfemia, que tenía siete cabezas y diez cuernos.
Los mercaderes de estas cosas, los cuales fueron ricos por sus ricos, estarán lejos de sus tormento, llorando, llorando, llorando,
Y los que estaban muertos con cuchillo de la espada de los que estaban sentados sobre el caballo, los cuales salaban de su boca; y todas las aves fueron llenos de su carne.
Y habló que conmigo una caña de oro en medida, y sus puertas, y sus puertas, y su muro.
Porque yo testificaré á todo hombre que oye las palabras de la profecía de este libro, si alguno añadiere estas cosas, añadirá á él las cosas que está escrito en este libro:
