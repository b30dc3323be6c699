En el principio, crió los cielos y la tierra.
Y vió Dios todo lo que había hecho, y he aquí que era bueno. Y la tarde y la mañana era el sexto día.
Porque Dios sabe que en el día comeréis, vuestros ojos serán abiertos, y vosotros seréis como dioses, sabiendo bien y mal mal.
Ahora pues, maldigas de la tierra, que abrió su boca á recibir á tu hermano de tu mano de tu mano;
Y vivió Mahalaleel, sesenta y cinco años, y engendró á Jared.
Y dijo Dios á Noé: El cabo de toda carne ha venido delante de mí; porque la tierra está llena de violencia; y he aquí que yo los destruiré con la tierra.
Y toda carne que se movieron sobre la tierra, así de aves, y de bestias, y de todo reptil que anda arrastrando sobre la tierra, y todo reptil que anda arrastrando sobre la tierra;
Y ciertamente ciertamente vuestra sangre daré; en mano de todos los animales la bestia de cada animal lo haré, y en mano de cada uno la mano del hermano de cada uno.
Los hijos de Ham: Cus, y Mizpa, y Phuim, y Canaán.
Y ellos dijeron: Id, nos edifiquemos una ciudad y torre, cuya cumbre al cielo; y nos dejemos el nombre del cielo, porque no sea esparcidos sobre la haz de toda la tierra.
Y te haré grandes gente, y te bendeciré, y te bendeciré tu nombre; y serás bendición.
Abram en la tierra de Canaán, y habitó Lot en las ciudades de la llanura, y asentaron su tienda hacia Sodoma.
Da solamente que los mancebos tienen, y la parte de los hombres que se habían ido conmigo, Aner, y Mamre, y Mamre su parte.
Y el ángel de Jehová le dijo: Vuélvete á tu fortaleza, y te dejes debajo de sus manos.
Y tomó Abraham á Ismael su hijo, y todos los que nacieron en su casa, y todo lo que era comprado con su dinero, todos los varones de la casa de Abraham; y circuncidó la carne de ellos en el día que Dios le había dicho.
Y Jehová dijo: Si he hallado en Sodoma en la ciudad, yo perdonaré todo el lugar por causa de ellos.
El sol se levantó sobre la tierra cuando Lot entró en Zoar.
Y dijo Abimelech: He aquí que mi tierra está delante de ti: donde te agrada.
Y tomó Abraham ovejas y bueyes, y diólos á Abimelech; y así de ellos hizo alianza.
Y Bethuel engendró á Rebeca: ocho ocho hizo á Nachôr, hermano de Abraham.
Y el siervo puso su mano debajo de Abraham su señor, y le juró acerca de aquel negocio.
Y dije á mi señor: Quita la mujer no me seguiré.
Y ella le parió á Thamar, y á Joán, y á Medán, y á Isbac, y á Sechâ.
Y dijo Esaú: He aquí, yo estoy á morir; y ¿qué qué aprovechará esto á mí?
Y ellos dijeron: Vamos que Jehová te había estado contigo; y nosotros dijeron: Vamos allí ahora un juramento entre nosotros, entre nosotros, entre nosotros y ti, y nos hagan alianza,
Y él no le soltó, porque sus manos eran como las manos de Esaú, así le bendijo.
Y obedecieron á Jacob su padre y á su madre, y fué á Padan-aram;
Y dijo Labán á Jacob: ¿Por qué eres tú mi hermano, para que me sirvas? ¿qué me ha de beber?
Y Zilpa la sierva de Lea, parió un hijo á Jacob.
Y apartó Jacob los corderos, y pusieron los rostros de los rebaños de los rebaños, y todos los mansos en el rebaño de Labán; y puso sus ovejas á Labán, y no los poniendo á Labán á Labán las bestias de Labán.
¿Por qué te huiste, y hurtaste de mí, y no me has dicho que te he enviado con alegría, y con mantenimiento, y con arpa, con arpa, y con arpa?
Y viendo Jacob, les dijo: Este es el ejército de Dios: y llamó el nombre de aquel lugar.
Por tanto, los hijos de Israel no comen, que se oscurecieron, que está sobre la nilla de la muela, hasta hoy; porque tocó el pecho de Jacob.
Y habitaréis con nosotros: y la tierra morará delante de vosotros; y moriréis en ella, y os entraréis en ella.
Y aparecióse Dios á Jacob, cuando salió de Pad-aram, y le bendijo.
Estos son los nombres de los hijos de Esaú: Eliphaz hijo de Ada, mujer de Esaú, Reuel hijo de Basmath, mujer de Esaú.
Y estos son los nombres de los duques de Esaú, conforme á sus familias, por sus nombres, por sus nombres; el duque Timna, el duque Todol, el duque Jethri,
Venid, y vengamos á los Ismaelitas, y no sea nuestra mano sobre él; porque es nuestro hermano y nuestra carne.
Y preguntó á los hombres de aquel lugar, diciendo: ¿Dónde está la ramera, que se ope por el camino? Y ellos dijeron: No hay ramera en este lugar.
Mas Jehová fué con José, y le mostró misericordia, y le dió gracia en ojos de la cárcel.
Y durmiendo y soñó el segundo tiempo; y he aquí siete espigas, vino sobre un momento, y bueno.
Y los allegen todo el mantenimiento de los años de Faraón, y ponen la mano debajo de Faraón, y los guarden alimentos en las ciudades.
Y conoció José á sus hermanos, mas no le conocían.
Y él dijo: Hijo mío, no descenderá con vosotros; porque su hermano es muerto, y él es dejada solo por el camino que salgáis en el camino que vosotros salgáis, entonces llevaréis mis canciones al sepulcro.
E hizo José á sus entrañas, porque sus entrañas hicieron sobre su hermano; y buscó á llorar en su cámara, y llorando allí.
Y nosotros dijeron: No podemos; si nuestro hermano menor nos ha de venir con nosotros, entonces descenremos: porque no veamos el rostro del hombre nuestro hermano menor, si no sea con nosotros.
A todos los de ellos dió cada uno de vestidos, mas á Benjamín dió trescientos piezas de plata, y cinco paveses de plata.
Los hijos de Nephtalí: Jael, Guni, Guni, y Jezer.
Y compró José toda la tierra de Egipto por Faraón, porque los Egipcios vendían cada uno su campo, porque el hambre se ha vencido sobre ellos.
Y su padre no quiso, y dijo: Yo lo sé, hijo mío, yo lo sé: también será pueblo, y éste será mayor mayor mayor su hermano mayor mayor mayor mayor mayor mayor que él, y su simiente será mayor que él.
Benjamín, como una hoja como la hoja: en la mañana devorará la presa, y le repartirá la presa.
Y dijo José á sus hermanos: Yo moriré; y Dios os visitará, y os traeré de esta tierra que juró á Abraham, á Isaac y á Jacob.
Y cuando ella abrió, vió al niño; y he aquí que lloraba. Y ella tenía misericordia de él, le dijo: Este es uno de los Hebreos.
Y dijo Moisés á Dios: ¿Quién soy yo, que yo voy á Faraón, y que yo hago subir los hijos de Israel de Egipto?
Y Jehová dijo á Moisés en Madián: Ve á Egipto, porque todos los hombres son muertos.
Ve pues ahora, y obra; porque no os podrá contar, mas no os libraréis el talento de los costales.
Y tomó el hijo de Aarón un hijo de Pusiel, mujer de Pusiel, y le parió Phinees: estas son las cabezas de los Levitas conforme á sus familias.
Y cumplidos siete días, después que Jehová había herido el río.
Y salió Moisés de Faraón, y oró á Jehová.
Canta pues Jehová, porque no hay más fuerte que no haya más fuerte y granizo; y yo os dejaré, y no os estaré.
No vieron los unos á los otros, ni se levantaron de su lugar por tres días: mas todos los hijos de Israel tenían luz en sus habitaciones.
Y este día os será por memoria, y guardaréis la fiesta á Jehová por vuestras generaciones; haréis fiesta por estatuto perpetuo.
Mas cada uno de los hombres que compró por dinero, cuando le circuncidó, entonces comerá.
Y Jehová habló á Moisés, diciendo:
Y vió Israel grande obra que Jehová hizo sobre los Egipcios; y temieron al pueblo Jehová, y creyó á Moisés, y á su siervo Moisés.
Y los hijos de Israel les dijeron: Cuál es á Dios por mano de Jehová en la tierra de Egipto, cuando estaba sentado junto á la carne de Egipto, y cuando nos sentamos pan á la hartura, porque comíamos de comer pan á esta congregación, para matarnos en este desierto.
Y dijo Moisés á Aarón: Toma un pollino, y poned en ella en ella, y ponedlo delante de Jehová, para que sean guardados por vuestras generaciones.
Y conozco que Jehová es mayor que todos los dioses: porque en lo que ellos hicieron.
Y Moisés descendió del monte al pueblo, y santificaron al pueblo; y lavaron sus vestidos.
Y ellos dijeron á Moisés: Habla con nosotros, y oiremos; mas no hablamos á Dios, porque no muramos.
Y si alguna maldad te seguirás, la vida por vida,
Si su padre no lo quisiere para dar, él pagará el dinero de las vírgenes.
Y la fiesta de la siega, las primicias de tus lablabores, que sembraste en el campo; y la solemnidad de las copas, que está en el fin del año, cuando te juntaste en tus labores.
Entonces Moisés se levantó, y sirvió á Josué: y Moisés subió al monte de Dios.
Y lo harás un término de mano de un ancho alrededor, y harás una corona de oro alrededor.
Y harás tablas para el tabernáculo de madera de Sittim.
En las tablas de tablas lo harás; como te lo había hecho.
Y pondrás en ella las junturas de piedras, cuatro órdenes de piedras; un título de un medicino, y una túnico, y una túnico: esto será el primero.
Y Aarón y sus hijos llevarás á la puerta del tabernáculo del testimonio, y lavarás con agua.
Y si la carne de las consagraciones, ó del pan, quedare á la mañana, tú quemarás con fuego: no se comerá cosa santa, porque es santa.
Y harás una fuente de metal, y su pie de metal, para lavarse; y pondrás entre el tabernáculo del testimonio y el altar, y pondrás agua en ella.
Y las vestimentas del servicio, y las vestimentas de Aarón sacerdote, y las vestimentas de sus hijos, para ministrar en el sacerdocio,
Y dijo Aarón: No sea el furor de mi señor: tú sabes el pueblo que están en mal.
Y Jehová dijo á Moisés: Yo haré esto; porque tú has hallado gracia en mis ojos, y te conozco por nombre.
Porque yo desecharé las gentes delante de ti, y tus términos términos: ni alguno deseará tu tierra, cuando subieres á circuncidar delante de Jehová tu Dios en el año.
Las vestimentas del servicio, para hacer servicio en el santuario, las vestimentas de Aarón sacerdote, y las vestimentas de sus hijos, para ministrar en el ministerio del sacerdote.
Hizo también cortinas de machos cabríos por el tabernáculo sobre el tabernáculo: las cortinas los hizo.
Hizo también la cubierta de oro puro: de dos codos y medio de dos codos, y su anchura de codo y medio de su anchura.
Y puso las varas en los anillos á los lados del altar, para llevarlo; hizo el altar con tablas.
E hicieron las piedras de engastes de oro, y de oro, como lo que es de los nombres, con los nombres de los hijos de Israel.
La mesa, y todos sus vasos, y los panes,
Y puso el pan en orden delante de Jehová; como Jehová lo había mandado á Moisés.
Y el sacerdote lo llevará al altar, y rebuscarán su cabeza, y quemará sobre el altar; y su sangre se encubrirá de la parte del altar.
Y si su ofrenda fuere macho cabrío, ofrecerá delante de Jehová.
Y el sacerdote tomará de la sangre del pecado con su dedo, y pondrás sobre los cuernos del altar del holocausto, y derramará su sangre en el pie del altar del holocausto.
Y Jehová habló á Moisés, diciendo:
Esta es la ley de la expiación: es la santa.
Y el sacerdote quemará el sebo sobre el altar; mas el pecho de Aarón y de sus hijos.
Y degollólo á Moisés, y tomó de la sangre de él, y púsola sobre la nilla de Aarón, y sobre el pulgar de su mano derecha, y sobre el pulgar de su mano derecha.
Y llevólo la ofrenda, y tomó un pudo, y quemólo sobre el altar, junto al holocausto de la mañana.
Todo lo que respide, y se vestirán, y las aves, entre las bestias que comeréis.
Y todo vaso que cayere, todo lo que en alguna de ellos cayere, será inmundo; y quebraréis.
Y si el sacerdote viere el sacerdote, he aquí que la tez en la piel, el sacerdote lo dará por inmundo: lepra es lepra.
Y si alguno tiene mujer en la piel de su carne en la piel de su carne, blanco;
Y será el séptimo día, el que hinchió todos sus cabello, y su barras y su bandera, todos sus cabos, todos sus cabos: y lavará sus vestidos, y lavará sus vestidos, y lavará también lavará sus vestidos, y será limpio en agua.
Y el sacerdote volvió á otra vez el séptimo, y mirará; y si pareciere la plaga se extendiere en las paredes de la casa;
Y el vaso de la tierra, que tocare el que tocare el flujo, será quebrada: y todo vaso de madera de madera se derramará en agua.
Y llevará Aarón el macho cabrío sobre la suerte de Jehová, y le ofrecerán por expiación.
Para que los hijos de Israel traigan sus sacrificios, y los ofrecerán en el campo, para que los ofrecerse á Jehová, á la puerta del tabernáculo del testimonio, á la puerta del sacerdote, y á la paz á Jehová.
Y no descubrirás á una mujer para descubrir á su desnudez, como ella se ha puesto por su inmundicia.
Guardad mis estatutos. No dejarás tus bestias con especie: no sembrarás tu heredad con simiente. No sembrarás tu campo, ni te vestirás de lino.
Y si alguno tuviere ayuntamiento con su nuera, así de cierto morirá: su sangre será sobre ellos.
Y no profanará su simiente entre su pueblo: porque yo Jehová lo santificaré.
Y cualquiera que ofreciere sacrificio de paces á Jehová, á cumplir su voto, ó ofrenda de ovejas, ó de ovejas ó de ovejas, será perfectos para ser acepto; no habrá en ella.
Y ofreceréis con el pan siete corderos sin defecto de un año, y un carnero, y dos carneros; porque serán quemados á Jehová, con su presente y sus libaciones, y sus libaciones, y sus libaciones, ofrenda encendida á Jehová.
El orden sobre el candelero, y las lámparas delante de Jehová.
El jubileo, el jubileo os será á vosotros: no sembraréis, ni segaréis lo que se hace en él, ni los uvas de tu viña.
Y luego se apartará de ti, y sus hijos con él, y volverá á su familia, y á la posesión de sus padres.
Y yo os haré esto, y os haré sobre vosotros espanto, y quemaré las encendicias, y los ojos de corazón se consumarán, y hartaréis su simiente en vano; y sembraréis vuestra simiente en vano, en vano comeréis.
Estas son los estatutos y derechos, que Jehová hizo entre él entre él y los hijos de Israel en el monte de Sinaí, por mano de Moisés.
Y todo el fruto de la tierra, si de la simiente de la tierra, ó del fruto de la tierra, es Jehová.
De los hijos de Judá, por sus generaciones, por sus familias, por las casas de sus padres, conforme á la cuenta de los nombres, de veinte años arriba, todos los que podían salir á la guerra;
Todo varón de los hijos de Israel preguntará por su bandera, con la señal de su padre: lejos de la casa del tabernáculo del testimonio.
Estas son los contados de los hijos de Israel por la casa de sus padres: todos los contados de sus escuadrones, seiscientos y cinco mil y quinientos.
En el número de todos los varones de un mes arriba, desde el mes arriba, fueron ocho mil y seiscientos, guardando la guarda del santuario.
Y sobre la mesa de pan se extenderán un paje de jacinto, y pondrás los peces, y las copas, y las copas, y las copas que cubrían la cubrir: y sobre ella será el pan.
Estos son los contados de las familias de Coath, todos los que ministrasen en el tabernáculo del testimonio, que Moisés y Aarón, conforme á la palabra de Jehová.
Y el sacerdote pondrá delante de Jehová, y cubrirá la cabeza de la mujer, y pusiere la ofrenda de memoria en sus manos, que es el celo: y el sacerdote hará el sacerdote en sus manos amargas amargas que las maldiciones:
Y ofrecerá el carnero por sacrificio de paces á Jehová, con el canastillo de panes sin levadura: también el sacerdote ofrecerá su presente, y su libación.
Una cuchara de oro de diez siclos, llena de perfume;
Una cuchara de oro de diez siclos, llena de perfume;
Una cuchara de oro de diez siclos, llena de perfume;
Y los Levitas fueron purificados, y lavaban sus vestidos; y Aarón los ofreciólos como ofrenda delante de Jehová; y Aarón hizo expiación por ellos.
Hazlos dos bocinas de plata, de una medida; de todo lo que los tomares, y de la congregación, y por la partida de los montones.
Y será que, si entrares con nosotros, y será lo que Jehová hará á nosotros.
Y quedó dos de los hombres en el campo, el nombre de Eldad fué Eldad, y el nombre de los Medad: y el espíritu de los Megios, y los que estaban escritas en el tabernáculo; mas no salieron al tabernáculo, y no profetizaron en el campo.
De la tribu de Judá, Caleb hijo de Jephone.
¿Y por qué nos ha traído Jehová á esta tierra, para caer á cuchillo, para que nuestras mujeres y á nuestros niños? ¿no es para volvernos á Egipto?
Y vuestros hijos dejarán en el desierto cuarenta años, y llevarán vuestras fornicaciones, hasta que vuestros cuerpos sean asolados en el desierto.
Habla á los hijos de Israel, y diles: Cuando hubiereis entrado en la tierra á donde os saqué,
Y puso fuego en ellos, y puso perfumes delante de Jehová á mañana; y será que el varón que Jehová escogiere, será santa: mucho más que vosotros seréis hijos de Leví.
Habla á Eleazar hijo de Aarón el sacerdote, que tomará los incensarios del fuego, y esparcirás el fuego; porque son consagrados.
Y te allegarán, y guardarán la guarda del tabernáculo del testimonio, porque todo el servicio del tabernáculo: y el extraño no llegaros á vosotros.
Esta es la ordenanza de la ley que Jehová ha mandado, diciendo: Habla á los hijos de Israel, que te traigan una becerra sin tacha, y no hay yugo sobre el yugo;
Y Moisés y Aarón se juntó la congregación delante de la peña, y díjoles: Oid ahora, ¿os habéis de dar agua de esta peña?
Y partidos de Oboth, asentaron en Isisisim, en el desierto que está delante de Moab, hacia el nacimiento del sol.
Ahora pues, te ruego que me maldian á este pueblo, porque son fuertes; y yo lo fortalecerá, y los heriré, y los echaremos, y los echaré de la tierra; porque yo los he bendecido á quien tú benigas, y á quien tú maldieres.
Y como Balac oyó á Balaam, salió á recibir á una ciudad de Moab, que está en el término de Arnón, que está en el término de Arnón.
Y dijo Balac á Balaam: Ni los maldicen en todo, ni los bendecid á todo.
Y levantóse Balaam, y se volvió á su lugar; y también Balac se fué á su camino.
Los hijos de Simeón, por sus familias: de Nemuel, la familia de los Nethineos; de ellos, la familia de los Nethineos: de Jachîn, la familia de los Nethineos;
Estos son los hijos de Dan por sus familias: de Shuham, la familia de los Shuhuhuhuhum. Estas son las familias de Dan por sus familias.
Las hijas de Salphaad hablarás: de cierto los darás posesión de su padre en medio de sus hermanos; y harás la herencia á ellos.
Y sus libaciones serán la mitad del vino á un becerro, y la tercera parte de un carnero á un carnero, y la cuarta parte de un hin de un carnero en cada mes. Esta es el holocausto por los meses de cada mes.
Y ofreceréis holocausto, ofrenda encendida de olor suave á Jehová, de olor suave á Jehová; catorce becerros, dos carneros, dos carneros, y catorce corderos de un año; sin defecto serán sin defecto;
Y su padre escucha, y ella con que ella hubiere ligado su alma, y su padre se vestirá á su paz: entonces se vestirá todo su alma, y con que ella hubiere ligado su alma.
Mas todas las mujeres, que no tienen conocido el hombre con él, guardad vida por vosotros.
Y los oficiales que estaban sobre los millares del ejército, los capitanes de millares, y centuriones, llegaron á Moisés:
Edios ciudades para vuestros niños, y adivinos para vuestros ovejas; y haced lo que ha salido de vuestra boca.
Y partidos del desierto de Sin, asentaron en Doph.
Y partidos de Zalmona, asentaron en Prión.
Y Jehová habló á Moisés, diciendo:
Y si él hiriere con la piedra, con que muera, y muriere, es homicida: el homicida morirá.
Estas son los mandamientos y derechos, que Jehová mandó por mano de Moisés á los hijos de Israel en los campos de Moab.
Jehová vuestro Dios que va delante de vosotros, él peleará por vosotros, conforme á todas las cosas que él os hizo delante de vuestros ojos;
Y á saber en lo que vinimos de Ces-barnea, hasta que vinimos el arroyo de Zered, treinta y ocho años; hasta que toda la generación de los hombres fueron destruídos de en medio del campo, como Jehová les juró.
Mas todos los animales, y los despojos de las ciudades, tomamos para nosotros.
¿Y qué hay gran nación, que tiene estatutos y derechos como todas estas cosas, que yo pongo hoy delante de vosotros?
Al Músico principal: sobre Neginoth: Masquil de David, para que te dé, para que te dares la tierra, como este día.
Y no hurtarás.
No tentaréis á Jehová vuestro Dios, como tentasteis en Massa.
No te has engañado en ellos; porque Jehová tu Dios es entre vosotros, poderoso poderoso poderoso y terrible.
No por tu justicia, ni por la rectitud de tu corazón, para poseer la tierra: porque la impiedad de estas gentes los desecha de delante de ti, y él los echó de delante de ti la palabra que juró Jehová á Abraham, y á tus padres.
Y los hijos de Israel tomaron de Beeroth de los hijos de Javán, y murió allí; y murió allí, y fué sepultado su hijo en el sacerdocio, y servía su hijo en su lugar.
Que os daré la lluvia de vuestra tierra en su tiempo, la lluvia y el postrimería, para que copas en tu grano, y tu vino, y tu aceite.
Y os alegraréis delante de Jehová vuestro Dios, y vuestros hijos, y vuestras hijas, y vuestros siervos, y vuestros siervos, y vuestros siervos, y los Levita que están en vuestras puertas; porque no tiene heredad ni heredad ni heredad con vosotros.
Y lo apedrearás con piedras, que muera; porque él te ha buscado de Jehová tu Dios, que te sacó de la tierra de Egipto, desde la casa de servidumbre de servidumbre.
La verdad harás todo el fruto de tu simiente, que el campo produce por año.
Solamente no comerás la sangre; derramarás sobre la tierra como agua.
Si te levantare el negocio en juicio, entre la sangre y sangre, entre la sangre y sangre, entre tanto que se levantare, y se levantare entre tus puertas, y te levantarás en tus puertas; y tú subirás al lugar que Jehová tu Dios escogiere en el lugar que Jehová tu Dios escogiere;
Yo los levantaré de entre sus hermanos, como te mandaré, y pondré mis palabras en su boca; y hablará á todos los que le mandan.
Y los gobernadores hablarán al pueblo, diciendo: ¿Qué es aquel hombre que edificó casa nueva, y no lo ha dedicado? vuélvete, y vuélvase á su casa, porque no muera en la batalla, y otro á otro hombre.
Si alguno tuviere dos mujeres, un amado y otro, y aborrecieron, y le nacieron hijos y los aborrecidos; y si el primogénito son los primogénitos, el primogénito que era aborrecido;
Si alguno se hallare con mujer mujer mujer mujer á marido, entonces morirán de ellos, y la mujer que quedare con la mujer, y la mujer: así quitarás el mal de Israel.
Mas si tú llevares á voto, no será pecado en ti.
Si los hermanos moran, y alguno de ellos morare, y no tienen hijo de los muertos á la mujer de su marido; sin que su hermano tomare, y la tomare á su hermano, y á su marido tomarla, y le pagará al marido de su hermano.
Esto te ha mandado Jehová tu Dios para hacer mis estatutos y derechos: por lo cual guardarás con todo tu corazón, y con todo tu alma.
Y será que, si obedecieres á la voz de Jehová tu Dios, para guardar todos sus mandamientos que yo te mandaré hoy, que Jehová tu Dios te pondré sobre ti sobre las alturas de la tierra;
Tu buey será muerto delante de tus ojos, y no comerás de él: tu asno será quitado de delante de tu rostro, y no te volverá á ti.
Y toda enfermedad, y toda llaga que no está escrito en el libro de esta ley, Jehová los traerán sobre ti, hasta que serás destruído.
Y que toda su tierra es una piedra, y la sal, y la sal, que no es sembrada, ni la hierba, ni la hierba que está en ella, como el trastorna de Sodoma, Adma á Zeboim, y á Zeboim, y á la ira que Jehová desea en su furor, y á su furor;
Y Jehová hará á ellos como él hizo á Sehón y á Og, reyes de los Amorrheos, y á la tierra de los cuales destruyó.
Bueno es la Roca, su obra: porque todos sus caminos son juicio: Dios de verdad y sin iniquidad, y justo es justo.
¿No es esto conmigo conmigo conmigo, y sellado entre mis tesoros?
Y de Benjamín dijo: El amado de Jehová habitará en él; y el Señor le cubrirá todos los días, y habitará entre sus hombros.
Y después de la muerte de Moisés siervo de Jehová, habló á Josué hijo de Nun, diciendo:
Y los que viviereis vivos mi padre, y mi madre, y mis hermanos, y mis hermanas, y todos los que tienen, y líbran nuestras almas de muerte.
Tomad doce varones del pueblo, de cada tribu, de cada tribu,
Y aconteció que acabando todo el pueblo, que se hallaron en sus alrededores, hasta que todo el campo se quedasen.
Y los mancebos que estaban á Rahab, salieron á Rahab, y á su padre, y á su madre, y á todos sus hermanos, y á toda su parentela; y sacaron toda su parentela, y no los dejaban fuera del campo.
Y le levantó sobre él un gran montón de piedras hasta hoy. Y Jehová se volvió de la ira de su furor. Por lo cual se llamó el nombre de Achor, hasta el valle de Achor, hasta hoy.
Entonces Josué edificó un altar á Jehová el Dios de Israel en el monte de Ebal,
Y ahora, he aquí estamos en tu mano: como bien te pareciere.
Y tomó Josué á Maceda, é hirió á filo de espada, y á su rey destruyó, y á todos los que estaban en ella, y todas las almas que estaban en ella; y no habrá quien quedaba al rey de Maceda.
Como Jehová mandó á Moisés su siervo, así mandó Josué á Josué, y así hizo Josué á todo lo que Jehová había mandado á Moisés.
El rey de Cedes, uno; el rey de Jobab, otro;
Esta es la heredad de los hijos de Gad por sus familias, las ciudades y sus aldeas.
Y rodeando el término de Baala hasta la parte del monte de Seir, y pasa á la parte del monte de Jinim, que es Cesesón, y descendió á Beth-semes, y pasó á Timna, y pasó á Timnah.
Y á Cabarm, y á Lamam, y á Kirim,
Y descendiendo de Janoa á Ataroth, y á Naasath, y salió á Jericó, y salióse al Jordán.
Y los varones fueron y pasando por la tierra, la cual pasaba por siete ciudades en un libro, y volvió á Josué al campo en Silo.
Y subió su término hacia la mar, y Mara, y Marnachâ, y á Dababuntó al río que está delante de Jocacam;
Y el término de su heredad fué Sora, y Ethaol, y Isim,
Y les dieron la ciudad de Arba, padre de Anac, que es Hebrón en el monte de Judá, con sus ejidos alrededor.
Todas las ciudades de los Levitas en posesión de los hijos de Israel fueron cuarenta y ocho ciudades con sus ejidos.
Y nosotros dijeron: Ahora pues, para edificarnos un altar para holocausto, ni para sacrificio;
Y saqué vuestros padres de Egipto, y habéis venido á la mar; y los Egipcios siguieron á vuestros padres en el mar Bermejo.
Y Judá dijo á su hermano: Sube conmigo en mi suerte, para que peleamos contra el Cananeo, y yo iré contigo en tu suerte. Y Simeón se fué con él.
Y no echó á Nephtalí los que habitaban en Beth-semes, ni los moradores de Beth-anath, sino habitó entre los Cananeos, los moradores de Beth-semes: mas los que habitaban en Beth-semes y en Beth-semes.
Y ellos eran probados á Israel, para conocer los mandamientos de Jehová, que mandó á sus padres por la mano de Moisés.
Y clamaron los hijos de Israel á Jehová: porque había nombrado de carros carros de hierro, y veinte años desmayó á los hijos de Israel.
Mi corazón está á los gobernadores de Israel, que se ofrecían entre los pueblos. Bendecid á Jehová.
Que Jehová envió profeta á los hijos de Israel, que les dijo: Así ha dicho Jehová Dios de Israel: Yo os saqué de Egipto, y os saqué de casa de servidumbre;
Y él se levantó; porque el día siguiente se levantó, y el pórtico, y rebuscó el rocío del mantenimiento de las aguas, una lleno lleno de agua.
Dios entregó en vuestras manos los príncipes de Madián, Oreb y Zeeb; y ¿qué tengo de hacer hacer en lugar de vosotros? Y su furor se había dicho para con él, cuando le había dicho.
Y aconteció que como Gedeón era muerto, los hijos de Israel se volvió á volvieron, y fornicó á los Baales, y á Baal-berioth su dios.
Y Gaal hijo de Ebed dijo: ¿Quién es Abimelech, y quién es Sichêm, que le sirvamos? ¿no es hijo de Jerobaal? ¿No es hijo de Hamor? ¿por qué sirvamos á los hombres de Sichêm?
Y levantóse Abimelech á edificar á Tola, hijo de Pusa, hijo de Dodo, hijo de Dodo, varón de Issachâr; y habitó en Sammir en el monte de Ephraim.
Y el rey de los hijos de Ammón respondió á los mensajeros de Jephté: Por cuanto tomaron mi tierra, cuando subieron de Egipto, desde Arnón hasta Jabes, y á Jabes: por tanto ahora ahora ahora las tierras.
Y viendo que me habéis librado, no pongo mi vida en mis manos, y pasó delante de los hijos de Ammón, y Jehová los entregó en mi mano: ¿por qué habéis venido hoy hoy hoy hoy hoy contra mí?
Y el ángel de Jehová le dijo: ¿Por qué me has hecho así según mi nombre, pues es oculto?
Y Samsón dijo sobre ellos: Ahora pues seré más que los Filisteos, aunque los haré desagradar.
Y á Samsón dijo á Samsón: He aquí, tú me has engañado, y me declaraste mentira: con que tú me has atado. Y él le dijo: Si tú mirares las siete cabas de mi cabeza.
Y Michâs al Levita, y el mozo fué su sacerdote, y estaba en la casa de Michâs.
Y llamaron el nombre de la ciudad, después de Dan, el nombre de su padre, el cual nació á Israel: mas el nombre de la ciudad estaba en Lais.
Y él le dijo: Levántate, y no nos dejemos. Y el varón tomó sobre un asno, y el varón se levantó, y se levantó á su lugar.
Y Phinees, hijo de Eleazar, hijo de Aarón, paróse delante de él en aquellos días, diciendo: ¿A quién saldré á la guerra contra los hijos de Benjamín mi hermano, ó yo? Y Jehová dijo: Ve, porque yo los entregaré á mañana.
Y envió la congregación á los doce mil hombres de los puercos, y mandólos, diciendo: Ve, y herid á los moradores de Jabes de Galaad, con las mujeres y los niños.
Y ella dijo: He aquí que tu hermana se ha vuelto á su pueblo, y á sus dioses: vuélvete tras tu hermana.
Así que, guardó por las doncellas de Booz á la postrera de la siega y de la mies de la siega, y habitó con ella en su suegra.
Y tu casa será como la casa de Phares, que Thamar á Judá, de la simiente que Jehová te dará de esta mujer.
Por lo cual, como el tiempo que tenía después de Hanna, parió un hijo, y llamó su nombre Samuel, diciendo: Por cuanto le preguntaré de Jehová.
Y Eli era viejo, y oyó todas sus hijos á todo Israel; y cómo estaban con las mujeres que se juntaron á la puerta del tabernáculo del testimonio.
Entonces Eli llamó á Samuel, y dijo: Samuel hijo mío. Y él respondió: Heme aquí.
Y como ellos se levantaron de Asdod, he aquí que Dagón había caído sobre la tierra delante del arca de Jehová. Y ellos tomaron á Dagón, y volviéronse á Dagón en su lugar.
Y enviaron embajadores á los moradores de Chîriath-jearim, diciendo: Los Filisteos han traído el arca de Jehová; venid, y llevad á vosotros.
Y tomará vuestras hijas para siempre, y para ser rescatados, y para ser rescatados.
Y Saúl respondió, y dijo: ¿No soy yo Bendita, de la guarnición de las tribus de Israel? ¿y la familia de todas las familias de la tribu de Benjamín? ¿por qué pues tú me hablas á mí?
Y Samuel dijo á todo el pueblo: Mirad á quien Jehová escogió, que no hay como él entre todo el pueblo? Y todo el pueblo cantaba, y dijo: Dios.
Y viendo que Noemi rey de los hijos de Ammón vinieron contra vosotros, me dijisteis: No, rey sobre nosotros reinará; mas el rey sobre nosotros, cuando Jehová vuestro Dios era vuestro rey.
Y saliendo los cedros del campo de los Filisteos en tres escuadrones: una compañía se volvió á Ophra, á Ophra, á la tierra de Suthel;
Y los hombres de Israel fueron angustiados, porque Saúl había conspirado al pueblo, diciendo: Maldito el hombre que come la tarde hasta la tarde, para que la tarde sea vengado á la tarde del pueblo. Y ninguno de los pueblos no tienen mantenimiento.
Así ha dicho Jehová de los ejércitos, acuérdate de Amalec que habían hecho Amalec á Israel, cómo le puso por el camino, cuando subía de Egipto.
Y Samuel dijo: Traed acá á Agag rey de los Amalecitas. Y vino á él Agag. Y dijo Agag: Ciertamente es la amargura de la muerte de la muerte.
Y salió un cabo del campo de los Filisteos, llamado Goliath, de Gath, de Gath, cuya altura era seiscientos codos.
Y David dijo á Saúl: Tu siervo guardaba las ovejas de su padre, y vino un león, y tomó un carnero, y tomó un cordero de las ovejas.
Y aconteció que cuando David se volvió de la matanza del Filisteo, las mujeres de todo Israel salieron de todas las ciudades de Israel, y cantando á recibir al rey Saúl, á recibir con gozo, y con alegría, y con instrumentos de música.
Y oyó Saúl á la voz de Jonathán: y Saúl juró, Vive Jehová, que no sea muerto.
Y Jonathán dijo á David: Jehová Dios de Israel, cuando he clamado mi padre á mañana, ó el tercer día, ó si hay bien, y he aquí que si pareciere bien á David, y no te envies á ti, y te lo enviaré,
Y Jonathán dijo á David: Ve en paz, porque nosotros hemos jurado de nosotros en el nombre de Jehová, diciendo: Jehová sea entre mí y ti, y tu simiente entre ti y mi simiente. Y él se levantó, y fuése á la ciudad.
¿Haré pues á preguntar á consultar á Dios? porque no sea lejos el rey á su siervo, ni á toda la casa de mi padre, ni á toda la casa de mi padre.
Ve, pues, y sé, y mira su lugar donde está su nave, y el que le ha visto: porque él me ha dicho.
Y hubo un hombre en Maón, que tenía en el Carmelo; y el varón era grande, y tuvo tres mil ovejas, y machos de cabrío, y un mil machos de cabrío.
Y dijo David á Abigail: Bendito sea Jehová el Dios de Israel, que te envió hoy á recibir:
Y él dijo: ¿Por qué ha de seguir á su señor? porque ¿qué he hecho mal en mi mano?
Y dijo la mujer: ¿A quién te traeré? Y él respondió: Trae á Samuel.
Y los dos mujeres de David fueron trasportados, Ahinoam, y Abigail mujer de Nabal el Carmelo.
Entonces dijo Saúl á su escudero: Dquita tu espada, y me echó por ella con ella; porque no venga á mí incircunciso, y me dejaría su paje. Mas Saúl no quiso temer, porque Saúl no quiso miedo. Entonces Saúl tomó espada, y tomó espada sobre ella.
Hijitos de Gilboa, ni rocío sobre vosotros, ni habrá lluvia sobre vosotros, ni los campos de los fuertes: porque hay escudo de los fuertes, y el escudo de Saúl es desechado en el escudo de Saúl, aunque no había ungido con aceite.
Y Joab y Abisai siguió á Abner: y el sol descendió al monte de Amma, que está delante de Gera, que está delante del camino del desierto de Gabaón.
Y he aquí que los siervos de David y Joab vinieron de seguir, y trayendo una grande despojo con ellos; mas Abner no había enviado con David en Hebrón, porque él le había enviado en Hebrón, y él le había enviado en paz.
Y vinieron todas las tribus de Israel á David, y hablaron, diciendo: He aquí nosotros somos tus bodas y tu carne.
Y como llegaron á Nachâ de Nachâ, vistióse su mano al arca de Dios, y tomóla de él los bueyes, porque los bueyes lo dejan.
El edificarán casa por mi nombre, y yo confirmaré el trono de su reino para siempre.
Y puso los hijos en Edom, por todo Edom, y puso hijos de Edom, y todos los de Edom se fueron siervos de David. Y Jehová guardó á David.
Y Joab se acercó, y el pueblo que con él estaba, á la batalla contra los Siros; y huyeron delante de él.
Y los zapatos desde el muro sobre tus siervos; y algunos de los siervos del rey, sea muerto, y tu siervo Uría Hetheo.
Y envió Joab mensajeros á David, y dijo: Yo he peleado contra Rabba, y he tomado la ciudad de aguas.
Entonces Absalom dijo: Si no te ruego que vaya á Amnón mi hermano Amnón. Y el rey le dijo: ¿Por qué vaya contigo?
Entonces tu sierva dijo: La palabra de mi señor el rey ahora será consolada: porque como el ángel de Dios, así es mi señor el rey.
Y dijo David á todos sus siervos que estaban con él á Jerusalem: Levántate, y vamos; porque no escaparemos de Absalom, porque no nos vengan de Absalom, porque no nos vengan de repente, y de repente sobre nosotros, y de la ciudad de espada.
Y así dijo á Semei: Venid, salgas, vendrás al hombre, y tú de Belial:
Y Absalom y todos los varones de Israel dijeron: El consejo de Husai Arachîta es más que el consejo de Achitophel. Porque Jehová había ordenado al consejo de Achitophel, para hacer el consejo de Achitophel, para que trajesen á Jehová sobre Absalom.
Y los diez mancebos que llevaban de Joab, cercaban á Absalom, y matólo á Absalom.
¿Vosotros sois mis hermanos, sois mis huesos y mis huesos; ¿por qué pues sois llevados al rey?
Y todos los varones de Judá respondieron á los hombres de Israel: ¿Por qué es el rey de Israel? ¿por qué pues os enojamos? ¿por qué hemos comido de todo el negocio del rey nos ha dado?
Y díjole los Gabaonitas: No tenemos plata ni oro, ni de su casa, ni de su casa, ni nos matarás alguno en Israel. Y él dijo: Lo que yo os dijere.
E hizo las tinieblas en derredor de él, y oscuridad.
Y miraron, mas no hubo quien salvar; y él les respondió.
Y degolló á un Egipcio, un Egipcio: y el Egipcio tenía una lanza en su mano; mas él descendió á él con un bordón, y hería la lanza de la mano del Egipcio, y matólo con su lanza, y matólo con su lanza.
Ve, y di á David: Así ha dicho Jehová: Yo te escogí uno de ellos, para que te haga.
Y ella le dijo: Mi señor eres tú, tu sierva por Jehová tu Dios, diciendo: Señor Salomón reinará tu hijo después de mí, y él se sentará sobre mi trono.
Y los siervos del rey vinieron á bendecir á nuestro señor el rey David, diciendo: Dios haga el nombre de Salomón que tu nombre es más que tu trono. Y el rey se inclinó sobre la cama.
Ahora pues, que Jehová vive, que me ha confirmado, y púbame en el trono de David mi padre, y que me ha hecho casa, como él me ha dicho á muerte.
Y tu siervo en medio de tu pueblo que tú elegiste, pueblo grande multitud, que no puede ser contado ni contentamiento.
Hijo de Hesesad, en Aruboth; á Sochâ, y toda la tierra de Hepher.
Ahora pues, tú, que me vayan de cedro cedro del Líbano, y mis siervos serán con tus siervos; y te daré á ti por siervos por todas tus siervos; porque tú sabes que no podrás en ti.
Y el cedro de la casa de dentro había estado con manzzzzzzanas, y no había visto cedro.
Y fué el fundamento de piedras, grandes piedras, piedras de diez codos, y piedras de ocho codos.
E hizo Hiram las fuentes, y las calderos, y las basas. Y Hiram hizo de todas las cosas que hizo el rey Salomón para la casa de Jehová;
Mas no edificarás la casa, sino tu hijo que saldrá de tus lomos, edificará la casa á mi nombre.
Tú oirás su oración y su ruego en el cielo, en el lugar de tu morada;
Y él dijo: ¿Qué son estas ciudades que me diste, hermano mío? Y él les llamó la tierra de Cabul hasta hoy.
El que tenía de los mercaderes, y de los mercaderes de los mercaderes, y de todos los reyes de Arabia, y de todos los reyes de Arabia, y de los reyes de la tierra.
Y seis meses quedó allí Joab con todo Israel, hasta que había talado cada uno en Edom.
Que enviaron y llamáronle. Y vinieron Jeroboam y toda la congregación de Israel, y habló á Roboam, diciendo:
Y ofreció sobre el altar que había hecho en Beth-el, quince del mes, en el mes de su corazón, en el mes de su corazón, y puso banquete á los hijos de Israel; y ofreció sobre los hijos de Israel.
Y puso su cuerpo en su sepulcro, y endecháronse sobre él, diciendo: ¡Ay mío!
Y quitó los tesoros de la casa de Jehová, y los tesoros de la casa del rey; y quitó todos los escudos de oro que Salomón había hecho.
Y Nadab hijo de Jeroboam comenzó á reinar sobre Israel en el segundo año de Asa rey de Judá, y reinó sobre Israel dos años.
Entonces el pueblo de Israel se repartió en dos partes: la mitad del pueblo de Tibath hijo de Ginath, para hacerle rey.
Y aconteció, que después de estas cosas, hijo de la casa, se postró la nilla de la casa, y estaba en su enfermedad, que no había quedado en él.
Diles pues, dos becerros; y escogámonos un becerro por sí, y cortéla en piezas, y no la pondrás en la leña, y no la quemaré debajo de la leña, y echaré sobre la leña, y no poned fuego debajo de la leña;
Y FUÉ el ángel de Jehová, y tocó la segunda vez, y le tocó, y dijo: Levántate, porque el camino es grande.
Y salieron á Ben-adad. Mas Ben-adad se bebiendo en los leones, y los reyes, treinta y los reyes, treinta y dos reyes que le ayudaban.
Y dijo Naboth á Achâb: No me sea Jehová, para que te dé la heredad de mis padres.
Y él dijo á Josaphat: ¿Quieres tú conmigo á Ramoth de Galaad? Y Josaphat dijo al rey de Israel: Yo soy como mi pueblo, como tú eres mi pueblo, como tus caballos.
Y un arco se sacó en una ventana, é hirió al rey de Israel entre las junturas: por lo cual dijo al río de su carro, y vuélvete á mí tu mano, y me saques del campo, porque yo soy herido.
Y también le envió á otro capitán de cincuenta con sus cincuenta. Y él respondió, y le dijo: Subid al rey de Dios, así ha dicho el rey: Ven presto presto.
Y subiendo de allí á Beth-el; y subiendo por el camino, salió de la ciudad, y le dijo: Ve, y subid á él, y le dijo: Ve, y subiste la cabeza.
Y clamando una mujer de las mujeres de los hijos de los profetas á Eliseo, diciendo: Tu siervo es muerto; y tú sabes que tu siervo Jehová temía.
Y Giezi pasó delante de ellos, y puso el bordón sobre el rostro del niño; mas no hubo oído, ni se volvió á recibir, diciendo: No es niño, ni le dió aviso, diciendo: No es niño.
Y Naamán dijo: ¿No te ruego que yo te ruego que sean dado á tu siervo dos tórtolas de la tierra? porque tu siervo no ofrezca holocausto ni á dioses ajenos, sino á Jehová.
Y aconteció que, como ellos vinieron á Samaria, dijo Eliseo: Heme aquí los ojos de estos hombres, y miran sus ojos. Y miré, y vieron sus ojos, y he aquí que estaban en medio de Samaria.
Y el rey señaló el rey sobre el cual había rebuscado á la puerta de la puerta; y el pueblo se puso sobre él en la puerta, y murió, como el varón de Dios había dicho, que había hablado al rey.
Y anduvo en el camino de la casa de Achâb, é hizo lo malo en ojos de Jehová, como la casa de Achâb: porque era hijo de Achâb en la casa de Achâb.
Y lleváronlo sus siervos en un carro á Jerusalem, y sepultáronlo en su sepulcro con sus padres en la ciudad de David.
Y Jehú envió á todo Israel: y todos los negocios de Baal vinieron, y no hubo quien había quedado. Y vinieron á la casa de Baal, y vinieron á la casa de Baal, y la casa de Baal fué llena de Baal.
Y mandó Joiada el sacerdote los centuriones, y los gobernadores del ejército, y les dijo: ¿No es el que la matare con la espada, y el que la matare con la espada. Y el sacerdote le dijo: Porque el sacerdote no sea muerto en la casa de Jehová.
Y el furor de Jehová se encendió contra Israel, y los entregó en mano de Hazael rey de Siria, y en mano de Ben-adad hijo de Hazael, hijo de Hazael, todos sus días.
Entonces Amasías envió embajadores á Joas, hijo de Joachâz hijo de Jehú, rey de Israel, diciendo: Ven á otro uno en la cara.
E hizo lo malo en ojos de Jehová, como sus padres había hecho: no se apartó de los pecados de Jeroboam hijo de Nabat, que hizo pecar á Israel.
En el año undécimo de Peka hijo de Remalías, hijo de Joachâz, rey de Judá.
Y quemaron allí perfumes en todos los altos, como las gentes que Jehová había trasportado delante de ellos; y obraron lo malo á Jehová.
Y estas gentes temieron á Jehová, y sirvieron sus esculturas, y sus hijos, y sus hijos; como sus padres, así hicieron hasta hoy.
Y no os haga Ezechîas en Jehová, diciendo: Jehová nos librará, y esta ciudad no será entregada en mano del rey de Asiria.
Por tus embajadores has reprendido al Señor, y dijo: Con la multitud de mis carros he venido á la altura de los montes, á los lados del Líbano, y talaré sus higueras de cedro, y sus árboles de cedro.
Y dijo Isaías á Ezechîas: Oid palabra de Jehová.
Lo demás de los hechos de Amón que hizo, ¿no está escrito en el libro de las crónicas de los reyes de Judá?
Mas los sacerdotes de los altos no vinieron al altar de Jehová en Jerusalem, sino que comieron de los ázimos entre sus hermanos.
Y Jehová envió contra él las ataduras de los Caldeos, y ataduras de los Siros, y las ataduras de los hijos de Ammón, y enviólos contra Judá, conforme á la palabra de Jehová, conforme á la palabra de Jehová que había hablado por sus siervos.
Mas el jefe de los pobres de la tierra dejó para ser limpios y labradores.
Y Pathm, y Casasna, (de los cuales vinieron los Filisteos, y Caizim.
Los hijos de Ezer: Bilhán, Zera, y Javán. Los hijos de Disán; y Arán.
Y Caleb hijo de Hesrón engendró á hijos de Azua su mujer, y de Jerimoth: estos son los hijos de Hesrón.
Maachâ, concubina de Caleb, parió á Mosa, y Tirsa.
Los hijos de Nerías: Elienai, y Ezechîas, y Azricam.
Y á Bilha, y á Ezham, y á Todopoderoso,
Y habitaron en Basán, y en sus aldeas, y en todos los ejidos de Sán, sobre sus términos.
De Gersón, Libni su hijo, Jahath su hijo.
Estos son los hijos de Aarón: Eleazar su hijo, Phinees su hijo, Abisua su hijo,
Y de la tribu de Gad, á Ramoth con sus ejidos, y á Mahanaim con sus ejidos,
Y junto al término de los hijos de Manasés, Beth-san y sus aldeas, Taanach y sus aldeas, y sus aldeas, y sus aldeas, y sus aldeas. En estos habitaron los hijos de José.
Jaasim, Zichri, y Zabdi,
Y sus hermanos, conforme á sus generaciones, novecientos y cincuenta y seis. Todos estos fueron príncipes de familias en la casa de sus padres.
Y Ner engendró á Cis, y Cis engendró á Saúl; y Saúl engendró á Jonathán, Malchî-sua, Abinadab, y á Ebaal.
Y esto es el número de los valientes que David había hecho; Jasam, un número de los príncipes de los capitanes, el principal de los capitanes: alzó su lanza contra él.
Uría Hetheo, Zabad hijo de Ahlai,
Los hijos de Judá que parió escudo y lanza, seiscientos y ocho mil armados para la guerra.
Y quedó el arca de Dios con la familia de Obed-edom en su casa tres meses. Y Jehová bendijo á la casa de Obed-edom, y todo lo que tenía.
Porque porque no lo hicisteis en el primero, Jehová nuestro Dios hizo sobre nosotros, para que no le buscamos según el orden.
Bueno es Jehová nuestro Dios; sus juicios están en toda la tierra.
Y aconteció que David estaba sentado en su casa, dijo David á Nathán profeta: He aquí que yo habito en casa de cedros, mas el arca del pacto de Jehová permanece debajo de las cortinas.
Y tomó David de él mil carros, y siete mil hombres de á caballo, y veinte mil hombres de á pie: y David pagaba á todos los carros, mas de ellos los carros.
Y fué dado aviso á David, y juntó todo Israel, y pasó el Jordán, y vino sobre ellos la batalla contra ellos. Y cuando David puso la batalla contra los Siros, pelearon contra él.
Y Ornán se volvió, y vió el ángel; y sus cuatro hijos con él se escondieron. Y Ornán era de trigo.
Y cuando David era viejo y lleno de días, hizo Salomón su hijo sobre Israel.
Y para ofrecer todos los sacrificios á Jehová en los sábados, en las nuevas, y en las solemnidades, conforme á las solemnidades, conforme á la orden de Jehová:
Cades, hijo de Cis, fué Jeramameel.
La vigésima á Hombre, con sus hijos y sus hermanos, doce;
De las copas de las peñas de la casa de Jehová.
Y sobre los tesoros del rey era Azmaveth, hijo de Adiel; y sobre los ciervos en el campo, en las ciudades, y en las aldeas, y en las aldeas, hijo de Uzzías, hijo de Uzzías;
Y he aquí que los azotes de los sacerdotes y Levitas, serán contigo en todo el servicio de la casa de Dios: y allí te será contigo por toda naturbación de ardiciones; y todos los príncipes de la naturbación de su servicio, y todos los príncipes de todo el pueblo.
Con todo su reinado y su reinado, y el día que iba sobre él, y sobre Israel, y sobre todos los reinos de las tierras.
Ahora pues, yo he enviado un hombre para con entendimiento de mi padre,
Hizo también diez tablas, y púsolos en el templo, cinco á la derecha, y cinco á la izquierda.
Mas yo edifiqué casa de morada para ti, y lugar para siempre.
Y al extranjero, que no es de tu pueblo Israel, sino que ha venido de la tierra por amor de tu nombre, y tu mano fuerte, y tu brazo extendido;
Y los arrancaré por las raíces de mi tierra que les he dado; y esta casa que yo los he santificado por mi nombre, la cual yo echaré de delante de mis ojos, y haréla por proverbio y por proverbio y por proverbio.
Y los siervos de Hiram, y los siervos de Salomón, que traían oro de Ophir, trajeron madera y piedras preciosas.
Y les dijo: ¿Qué pensáis que me volvemos á este pueblo, que me hemos hablado, diciendo: Sí, ¿cuál el yugo que tu padre ha puesto sobre nosotros?
Y después de ella tomó á Maachâ hija de Absalom, el cual le parió á Abittai, y á Selomith.
Y quemaron á Jehová toda la mañana y toda la tarde, y el perfume aromático: asimismo los panes de la mesa, y el candelero de oro, y sus lámparas, para quemarlo toda la guarda de Jehová nuestro Dios; porque guardamos la guarda la guarda de Jehová nuestro Dios.
Mas cuando ellos se tornaron á Jehová el Dios de Israel, y buscaron, y él le buscó de ellos.
Y reinó Josaphat su hijo en su lugar, y se esforzó contra Israel.
Y el mensajero que se llama á Michêas, hablóle, diciendo: He aquí las palabras de los profetas anuncian bien con el rey, tu palabra te ruego, y te ruego que es semejante á uno de ellos, y habas bien.
Y puso Josaphat en Jerusalem de los Levitas, y de los sacerdotes, y de los príncipes de los padres de Israel, para el juicio de Jehová, y para el juicio de Jehová.
Y volviéronse, cada uno de Judá y de Jerusalem, y Josaphat en la presencia de ellos, para ir á Jerusalem, porque Jehová les había hecho alegrar sobre sus enemigos.
Cuando comenzó á reinar era de edad de dos años cuando comenzó á reinar, y reinó en Jerusalem ocho años, y fuéronse fuera. Mas ellos le sepultaron en la ciudad de David, mas no en los sepulcros de los reyes de David.
Y señaló Joiada el tiempo de la casa de Jehová por mano de los sacerdotes, los Levitas, los cuales David tuvieron división en la casa de Jehová, para ofrecer las ofrendas de Jehová, como está escrito en la ley de Moisés, como está escrito en la ley de Moisés, y con regocijado.
Y á sus hijos, y á la grandeza de las cargas que le pusiesen sobre él, y el pago de la casa de Dios, he aquí que están escritas en el terrado de los reyes de los reyes. Y reinó Amasías su hijo Amasías en su lugar.
El edificó Elath, y restituyó á Judá, después que el rey durmió con sus padres.
Y durmió Jotham con sus padres, y sepultáronlo en la ciudad de David: y reinó en su lugar Achâz su hijo.
En el año primero de su reinado, en el mes primero, abrió las puertas de la casa de Jehová, y los restauró.
Y las consagraciones fueron seiscientos bueyes y tres mil bueyes.
Entonces los sacerdotes se levantaron, y bendijo al pueblo: y su voz fué oído, y su oración subía á su santo lugar, hasta el cielo.
Después de esto hizo Sennachêrib rey de Asiria á Jerusalem, (mas él se puso contra Lachîs, y todo su poder con él,) á Ezechîas rey de Judá, y á todo Judá que está en Jerusalem, diciendo:
E hizo pasar á sus hijos por el fuego en el valle de Hinnom; y él sirvió á ira, y á los encanteros, y á los encanteros, y á los encantadores de espíritu, é hiciéronlo con cuerdas de Jehová.
Y los hombres hicieron la obra: y los alcanzaron de ellos, y á Obías, Levitas, de los hijos de Merari, de los hijos de Merari; y Zacarías, de los hijos de Coath, y Mesullam, para hacerlo.
Y Mesanías, Semaías y Nathanael, sus hermanos, y Hasabías, y á Jozabad, príncipes de los Levitas, de la pascua á los Levitas, cinco mil bueyes, y quinientos bueyes.
E hizo lo malo en ojos de Jehová su Dios, y no se humilló delante de Jeremías profeta de Jehová.
Los hijos de Zatalai, novecientos cuarenta y cinco;
Los hijos de Pashur, mil doscientos cuarenta y siete.
Y algunos de los príncipes de los padres, cuando vinieron á la casa de Jehová que está en Jerusalem, ofrecieron á la casa de Dios por la casa de Dios;
Para que entiendan en el libro de tus padres: así hallarás en el libro de tus padres, y sabrás que esta ciudad es ciudad rebelde, y que esta ciudad rebelde rebelde, y los reyes de los reyes, y en las provincias de este tiempo.
Con tres órdenes de grandes piedras, y un título, y una horca de madera de la casa del rey:
Artajerjes, rey de reyes, á Esdras sacerdote, escriba de la ley del Dios del cielo, perfecto y paz en tiempo.
Los hijos de Bigvai: Uthi, y Zabd, y setenta varones.
Ahora pues, ya nos ha mostrado la gracia de Jehová nuestro Dios, que nos deje las reliquias, y nos daremos en su santo lugar en su santo lugar, para que nos ha de dar un poco á nuestro Dios, y nos dé poco en nuestra servidumbre.
Y de los Levitas: Jozabad, y Semeías, y Celaías, (el mismo Celita), Pekaías, Judá.
Mas si me volviereis, y guardareis mis mandamientos, y haréles; si hay de vosotros hasta la parte del cielo, mas yo los juntaré de allí, y los juntaré de allí á aquel lugar que yo escogí á mi nombre.
Nadie se restauró á Uzziel, hijo de Haraías, de la naveza. Y á él restauró á Hananías hijo de uno, y á Hananías, y á Jerusalem ataron hasta la pared.
Y edificó el muro, y todo el muro se juntó á la mitad de ella; porque el pueblo tenía para obra.
Y dejé mi salva, y dijo: Saca á cada uno de su casa, y de su trabajo, y de su trabajo, que no sea la promesa, así se hará la congregación. Y dijo: Amén, y todo el pueblo.
Y puso mi Dios en mi corazón á juntar á los principales, y á los magistrados, y á los magistrados, para que sean contados por genealogías. Y hallé una región de los linajes, que subieron en ella, y hallaron en ella,
Los hijos de Harim, trescientos y veinte.
Y el Tirsatha les dijo: que no comiesen de las cosas santas, hasta que se levantasen con Uría sacerdote y Thumim.
Y paróse sobre las gradas, de los Levitas, Jesuá, y á Bani, Cadmiel, Bunni, Bani, y Chêanani, y Calbai, y clamad á la voz de Jehová su Dios.
Ni nuestros reyes, nuestros príncipes, nuestros sacerdotes, ni nuestros padres, tu ley, ni tus mandamientos y tus testimonios, con que testificaste contra ellos.
Y Ahías, Hanán, Anán,
Y Mathanías hijo de Mibel, hijo de Zabdi, hijo de Asaph, era el principal de David, que ministraba en la oración: y Bautista entre sus hermanos, y Abasda hijo de Sauel, hijo de Sauel, hijo de Galel, hijo de Galel, hijo de Galel, hijo de Galel.
Y Jonathán engendró á Jonathán, y á Jonathán engendró á Jadam.
Y los sacerdotes: Eliacim, Mamías, Mamamín, Michâenai, Hananai, Hananías, Hananías;
Y hablaron sus hijos en la palabra de Asdod, y no pudieron hablar en lengua de los Judíos, sino conforme á la lengua de cada pueblo.
DESPUÉS de estas cosas, cuando el furor del rey Assuero fué humillado, acordóse de Vasthi, y lo que había hecho contra ella.
Y dijo Amán al rey Assuero: En todo el pueblo se derramó entre las provincias del pueblo en todas las provincias de tu reino; y sus leyes son de todo el pueblo; y no guardan las leyes del rey, ni la guarden por obra del rey.
Y el rey dijo á Esther á Esther: ¿Qué es tu petición? ¿y será tu petición? ¿y qué es tu expansión? ¿qué es la mitad del reino?
Entonces el rey se volvió del huerto en el lugar del rey, y se había caído sobre la cama, y había caído sobre la cama. Y dijo el rey: ¿No es la reina Esther? Y la reina en la casa del rey. ¿Quién salió la palabra del rey? ¿Quién dió la boca del rey Amán?
El día del número de los que habían muerto en Susán, fué traído delante del rey.
Y hubo un día que los hijos de Dios vinieron á sí mismo presente delante de Jehová, y Satán vino entre ellos.
Después de esto abrió Job su boca, y maldijo su día.
Mas ahora ha venido sobre ti, y te extiende; te tocare, y te turbaste.
A la noche recibieron con las tinieblas, y en el día de la noche como de la noche.
Cuchillo que se espantan, se espantan: cuando se encendieren, serán consumidos de su lugar.
¿Qué es el hombre, para que le engrandezas? ¿y para que pongas tu corazón sobre él?
El sabio en corazón, y poderoso en fortaleza: ¿quién se ha endurecido contra él, y ha prosperado?
Aparta su vara de mí, y no me atema su temor;
¿Delante de Dios medicina hallar á Dios? ¿A quién hallarás el Omnipotente?
El menospreció los consejeros, y hace los jueces.
Y llamarás, y responderé: ó tú, y me respondes.
¿Ha sabio al sabio la sabiduría, y henchirá su vientre con el viento?
En su tiempo se cumplirá delante de su tiempo, y no se romperá.
El que habla á sus amigos, á sus amigos, los ojos de sus hijos se faltarán.
No tendrá hijo ni menosprecio entre su pueblo, ni en sus habitaciones.
Mas ¿Por qué decís: ¿Por qué le persimos, pues que la raíz del negocio es hallado en mí?
Esta es la parte del hombre impío de Dios, y la heredad le señaló por Dios.
Que el impío es guardada el día del quebrantamiento? ¿serán sacados al día de la ira.
Porque tú tendrás tu deleites en el Omnipotente, y alzarás tu rostro á Dios.
Acortaron los huérfanos del pelo, y toma la prenda de los pobres.
Extiende las aguas en sus nubes, y la nube no se rasgó debajo de ellos.
Ciertamente hay en el dinero para la plata, y en el lugar donde lo hicieron.
Cuando su paga sobre mi cabeza, y cuando pasaba por las tinieblas;
Los hijos de los necios, y los hijos de los hombres.
Si mi manto se ha vuelto del camino, y anduvo mis ojos después de mis ojos, y si alguno hubiere vuelto á mis manos;
Yo le mostraría al número de mis pasos, como príncipe de mis pasos.
Si me puedes responder, pon tus palabras en orden delante de mí.
Oid mis palabras, hombres sabios; y escuchad á mí, que tenéis ciencia.
Para que yo no me enseñes: si he hecho iniquidad, no haré más.
El abre su oído, y el que se vuelven de iniquidad.
El hace la mano de cada uno, para que todos los hombres conozcan su obra.
Para que tomase la fortaleza de los fines de la tierra, para que se conmoviese de ella?
¿Quién ha enviado el asna al asno? ¿ó quién desatará las ataduras del asno?
Onono he hablado; mas no responderé; y no tengo de ser azotado.
Este es el otro á otro, que ninguno puede venir entre ellos.
Y Jehová bendijo al cabo de Job que su principio: porque tuvo catorce mil ovejas, y seis mil camellos, y camellos, y un yugo de bueyes, y un yugo de bueyes, y ella mil asnos.
Levántate, oh Jehová, sálvame, oh Dios mío: porque has herido todos mis enemigos sobre los mejillas; tú quebraste los dientes de los malos.
Jehová ha oído mi oración; Jehová recibirá mi oración.
Cuando se volvieron mis enemigos, caerán y perecerán delante de tu rostro.
¿Por qué hizo el impío al impío? El dijo en su corazón: No lo declararás.
¿No hay todos los que obran iniquidad? ¿quién comerá mi pueblo como ellos pan, y no invoquen á Jehová.
Ahora pues nos cercaron en nuestros pasos: pusieron sus ojos á la tierra;
Con todo lo limpio te mostrarás, y con las perversidades te mostrarás.
Su salida desde el cabo del cielo, y su paga hasta los términos de ella; y no hay nada oculto de su calor.
Cántico gradual, oh Jehová, en tu fortaleza; y cantaremos tus alabanzas.
La simiente le servirá: será contada á la generación.
Y habitará su alma, y heredará su simiente la tierra.
No te alejes de mí tu rostro, ni tu siervo en ira: tú me dejaste, ni me dejes, ni me desampares, oh Dios de mi salud.
Porque su furor es un momento; en su benevolencia es la vida, y por la mañana viene, mas el gozo viene en la mañana.
Cántico gradual, oh Jehová, todos sus santos: porque Jehová guarda á los santos, y á los soberbios.
He aquí que el ojo de Jehová está sobre los que le temen, esperanza en su misericordia;
Sean avergonzados y confusos para vergüenza los que buscan mi alma; sean vueltos y vueltos á vergüenza que mi mal mal mal mal.
Tu justicia es semejante á los montes: tus juicios son grandes, oh Jehová, que enseñas y bestias.
Si no cayere, no será echado; porque Jehová le sale con su mano.
Así que, yo no era hombre que oye, ni en su boca no son perdonados.
Yo he predicado la justicia en la grande congregación: he aquí que yo no tengo mis labios, oh Jehová, tú sabes.
Yo digo á Dios mi roca: ¿Por qué me has olvidado? ¿por qué me has descubierto del enemigo?
¿Por qué, oh Señor, tú, Señor? Levántate, ¿no nos ha echado para siempre?
Estad, y sé que soy Dios: seré ensalzado entre las gentes, seré ensalzado en la tierra.
Los que confían en sus riquezas, y se espantan en la multitud de sus riquezas;
Mas á los impíos dice el Dios: ¿Qué tienes tú anunciar mis estatutos, ó que quieres mi pacto en tu boca?
Extendiste todas las palabras, oh lengua engañoso.
Porque no me fué enemigo que me reprendió; y yo lo podía llevarlo; ni era el que me aborrecía contra mí, yo lo escondí de él;
Abrieron sobre mis pasos, mi alma se encorvaron: cavaron un pozo delante de mí, en medio de mí se han caído. (Selah.)
Y á la tarde los volverse, y los hará estruendo como paloma, y vayan alrededor de la ciudad.
En Dios es mi salud y mi gloria: la roca de mi fortaleza, y mi refugio, es en Dios.
Bienaventurado el hombre á quien tú confías, y te rebusques á llegarte, para que habite en tus azotes: haréremos de la bondad de tu casa, de tu santo templo.
Dios misericordioso á nosotros, y nos bendiga; y haz resplandecer su rostro sobre nosotros. (Selah.)
Al Músico principal: sobre Neginoth: Masquil de David. OH Dios, en el santuario.
Tú conociste mi afrenta, y mi afrenta, y mi honra: mis enemigos están delante de ti.
Sea mi boca llena de tu alabanza y de tu honra todo el día.
El redimirá su alma de engaño y de iniquidad: y preciará su sangre en sus ojos.
Tú me negarás con tu consejo, y después me recibirás á gloria.
La tierra y todos sus moradores son deshechas; llevé las columnas de ella. (Selah.)
Te acordaré de las obras de Jehová: ciertamente me acordaré de tus maravillas.
Por tanto Jehová oyó esto, y enojóse; y encendióse fuego contra Jacob, y también subió contra Israel;
E hirió á todos los primogénitos en Egipto; el principal de ellos en las cabañas de Ham.
Levántate, oh Dios de nuestra salud, porque la gloria de tu nombre: líbranos, y nos limpian nuestros pecados, por amor de tu nombre.
No te has entregado en la angustia, y te he entregado en el lugar de debajo de las aguas. Yo te he probado en las aguas de Meriba. (Selah.)
Al Músico principal: Masquil: Salmo de David. OH Dios, como una ruega á la senda de los viento.
La justicia irá delante de él, y nos pondrá en el camino de sus pasos.
Tú me has puesto en la sepultura, en tinieblas, en tinieblas.
Porque Jehová es nuestra defensa; y el Santo de Israel es nuestro rey.
¿Quién es el que vive, y no verá la muerte? ¿librará su alma del sepulcro? (Selah.)
Porque tú has hecho Jehová, el Altísimo, el Altísimo, tu morada;
¿Hasta cuándo, oh Jehová, el impío, ¿hasta cuándo los malos pensamientos?
De esta generación me contristé con esta generación, y dijo: Es pueblo pueblo que hacen mal en su corazón, y no han conocido mis caminos:
Hazte el estruendo de júbilo á Jehová, toda la tierra: alabad, y alegrate.
Porque mis días serán consumidos como humo, y mis huesos se queman como corazón.
El que derrama tu boca con buenas cosas; así tu mocedad es como el águila.
Envió los collados de sus cámaras: la tierra se harta de tus obras.
PALABRA de su pacto para siempre, la palabra que mandó á las mil generaciones.
Y alegráronse de Egipto; porque el temor de ellos cayó sobre ellos.
Y él les dijo: No les había hecho Moisés su escogidos delante de él, para apartarse su ira, porque no los destruía.
El alma y la codicia, su alma desfallece en ellos.
Y torna al desierto en agua que estaba en aguas, y secen las aguas.
Sean sus hijos, y su mujer viuda.
Aleluya. ALABAD á Jehová con todo mi corazón, en la congregación de los rectos, y en la congregación.
Judá fué su santuario, y Israel su señorío.
Jehová guarda los simples: he traído, y me ayudó.
La voz de gozo y la salud es en las cabañas de los justos: la diestra de Jehová hace mucho.
Yo me agradaré en tus estatutos: no te olvidaré tu palabra.
Y hablaré de tus testimonios delante de los reyes, y no serán avergonzados.
Yo te ruego que tu misericordia sea tu misericordia, conforme á tu palabra.
Yo he jurado, y harélo, que guardaré tus juicios.
Muchos de aguas corren mis ojos, porque no guardan tu ley.
Jehová, yo he puesto por tu salud, y he hecho tus mandamientos.
Porque hay acogimiento del juicio, los ríos de la casa de David.
He aquí, hijos de Jehová: y el fruto del vientre es su recompensa.
Ciertamente no entraré en el tabernáculo de mi casa, ni subiré en mi cama;
El cual envió embajadores y maravillas en medio de ti, sobre Faraón, y sobre todos sus siervos.
Y mataron á los reyes: porque para siempre es su misericordia;
Llamaste delante de mí y delante de delante de mí, y pusiste tu mano sobre mí.
No sea firme el mal en la tierra: el mal se ha vencido al hombre que venciere.
Dame, oh Jehová, por amor de tu nombre; porque por amor de mi justicia saca mi alma.
Jehová entiende todos los que cayan, y suben todos los que se encorvan.
Porque ha formado las barras de tus puertas; ha bendecido tus hijos dentro de ti.
Al Músico principal: sobre ellos: Salmo de David. LA honra honra todos sus santos. ALABAD á Jehová.
Porque yo he invocado, y no quisisteis; extendí mi mano, y nadie se ha acordado;
Porque los rectos habitarán en la tierra, y los perfectos quedarán en ella.
No maquéis mal contra tu prójimo, pues que habita por ti.
Pon la boca de las perversidades, y los labios alejan de ti.
No detengas el sueño á tus ojos, ni á tus párpios.
Porque el celo es de hombre: por tanto no perdonará en el día de venganza.
Envió en la cumbre de los altos, por el camino de las veredas.
Ahora pues, oye, hijos, hijos: porque benditos son mis caminos.
Los sabios recibirán en el corazón: mas el necio cayere en el necio.
La justicia de los rectos los librará: mas los prevaricarán en su parecer.
Los pensamientos del justo son los pensamientos de los impíos: mas los consejos de los impíos son engaño.
Allí el que se hace rico, mas no tiene quien se hace pobre, mas hay grandes riquezas.
Hay camino que parece derecho al hombre, mas el cabo de muerte son sus caminos.
Los labios de los sabios de sabiduría: mas el corazón de los insensatos no hace así.
Jehová ha hecho todas las cosas; y el impío por el día del mal.
Mejor es el bocado, y el resplandor, que la casa lleno de sacrificios.
Cuando el impío viene, viene tentado, y con afrenta afrenta.
El testigo testigo no será castigado, y el que habla mentiras.
Dejas, y las medidas, así de ellas son abominación á Jehová.
El alma de los impíos demanda el mal: su prójimo halla gracia en sus ojos.
El que tiene ojo, será bendito; porque el que da de su pan.
No pases el antiguo, y no entres en los campos del huérfano;
El hombre sabio es fuerte; y el hombre de sabiduría es la sabiduría.
Estas son proverbios de Salomón, que los hombres de Ezechîas rey de Judá salían.
El cabalgador para el caballo, un asno para el asno, y la vara del necio.
Mejor es la reprensión que amor amor.
El que tiene cuidado de él y de injusticia, juntará su hacienda, él lo allegará al pobre.
Al Músico principal: Salmo de David. LA los rectos aborrecen al justo: mas el justo buscan su alma.
Hay generación, oh generación, ¡cuántas son sus ojos! y sus cuerdas se alzan.
¿Quién puede hallar la mujer? porque su precio se ha de lejos.
La cosa que se ha sido; y lo que se ha hecho; y lo que es hecho; y no hay cosa nueva debajo del sol.
Porque hay un hombre que tiene trabajo en sabiduría, y en ciencia, y en todo lo que no tiene trabajado en ella, dejará su porción. Esto también es vanidad y vanidad.
Mejor es más que aun aun no se han sido, que no ha visto el mal en la obra que se hace debajo del sol.
Todas sus días come come en tinieblas, y con su enfermedad.
Todas las cosas he visto en los días de mi vanidad: hay hombre justo en su justicia, y allí hay hombre impío en su vida.
Cuando yo me castigaré mi corazón para conocer la sabiduría, y ver la obra que se hace sobre la tierra; porque allí hay día ni noche, ni ve con sus ojos:)
Ciertamente la serpiente la serpiente sin mantenimiento; y no hay mejor.
Las palabras de los sabios son como de mantenimiento, y como las codillas de mentira, que son dados de un pastor.
Mi amado, y me dijo: Levántate, mi amor, y mi amor, y venga.
El huerto se vestirá mi hermana, hermana mía, y cerró una fuente, sellada.
¿Quién es que mira como la mañana, como la luna, como la luna, y terrible como el ejército, y terrible como el ejército?
Hazte, amado mío, y serás semejante á un rollo ó tacero sobre los montes de especias.
Porque como el alcorcorrompe, y como el huerto no tiene agua.
En aquel día jurará, diciendo: No seré mantenimiento; porque en mi casa no tiene pan ni pan ni pan: no me hagas príncipe del pueblo.
Y ahora, yo os digo lo que haré hacer mi viña: quitaré la prenda, y se comerá; y se comerá su muro, y su muro, y su muro, y se derribará;
Y dije: ¡Ay de mí! porque yo soy uno de labios, porque yo soy hombre de labios, y habito en medio de un pueblo inmundo: porque mis ojos han visto el Rey de los ejércitos.
Y será que, la multitud de leche comerán; porque comerá hojarasnas y miel; porque toda la tierra comerán que hubiere quedado en la tierra.
Porque toda la batalla de los valentados está con estruendo, y vestidos, y vestidos de sangre en sangre; mas esto será con fuego de fuego.
Y mi mano halló como un nido, las riquezas de los pueblos: y como un punto se deje, he juntado toda la tierra; y no hubo quien haya quien la consumate, ó la boca, ó la boca, ó la boca.
Y en aquel día habrá raíz de Isaí, la cual estará por señal del pueblo; y los Gentiles buscarán á los Gentiles; y su descanso será gloria.
Y sus paveses á los mancebos, y no tendrá compasión en el fruto del vientre; su ojo no perdonará hijos.
Este es el derecho que se ha determinado sobre toda la tierra: y esto es la mano que extendida sobre todas las gentes.
CARGA de Damasco. He aquí que fué quitado de una ciudad, y ella será un montón.
Y serán quebrados en sus promesas, todos los que obran y cabalgunas.
Y he aquí que viene un carro de los hombres, con una junta de á caballo. Y él respondió, y dijo: Ha caído; y todas las esculturas de sus dioses se quebró á tierra.
Y la guarda de la casa de David pondré sobre su hombro, así abrirá, y no cerrará; y cerrará, y no habrá quien abrirá.
No beberán vino con cántico, fuerte fuerte; y beberán á los que beba.
Esperad en Jehová para siempre: porque Jehová es el AH.
Y acontecerá en aquel día, que el gran trompeta se oscurecerán, y vendrán que se aparejasen en la tierra de Asiria, y las coyundas en la tierra de Egipto, y adorarán á Jehová en el monte de Jerusalem.
¡Ay de Ariel, á Ariel, á la ciudad donde David habitaba habitaba en el año, matad sacrificios.
Porque los Egipcios socortará en vano, y no en vano; por lo cual clamé á este fuerza.
Porque así me ha dicho Jehová: Como león y el león y el león, cuando se llama de sus pastores, cuando se llama contra él, no temerá de su voz, ni temerá de su voz, ni habrá temor de ellos por el monte de Jehová de los ejércitos.
Jehová es ensalzado; porque él mora en alto: ha henchido á Sión y justicia.
Mas la mora y la amargura la poseerá; el duro y el duro y el duro habitará en ella: y extenderá sobre ella la cordura cordura, y las piedras de la confusión.
Así ha dicho el rey: No os engañe Ezechîas: porque no podrá libraros.
Esta es la palabra que Jehová ha hablado acerca de él: La virgen hija de Sión te ha menospreciado, y te menospreció la hija de Jerusalem, hija de Jerusalem.
Como ruina ó ó ó caza, así me castigaré; como paloma de mis ojos se desfaltó, oh Jehová, entiende mis ojos; porque yo soy oprimido.
Con el cual tomó el consejo, y enseñándole, y le enseñaba en la senda del juicio, y le enseñaba en el camino de entendimiento.
Porque yo Jehová tu Dios callaré á tu diestra, diciendo: No te temeré.
Mucho he tiempo mi paz; he estado, y me rebuscaré; ahora, y yo clamaré como mujer de mujer; y destruiré una mujer.
He aquí, yo lo haré nuevo; ¿ahora no sabéis? ¿no conoceréis? Yo pondré en el desierto, y ríos en el desierto.
Acuérdate de éstos, Jacob y Israel; porque tú eres mi siervo: te formé; tú eres mi siervo. Israel, no te olvidarás de mí.
Yo he jurado por mí, la palabra de mi boca en justicia, y no me volveré á mí, que todo arco se encorvará, cada lengua jurará.
Así te serán contigo con el cual trabajaste, tus mercaderes, desde tu mocedad. Y ellos se perderán cada uno á su señora; ninguno te salvará.
Así ha dicho Jehová: En aquel tiempo te he oído, y en el día de salud te he ayudado; y te guardaré, y te daré por pacto de los pueblos, para confirmarte la tierra, para que heredar la tierra á heredar.
Oidme, que seguid á la justicia, que buscad á Jehová: mira á la piedra de donde vosotros, y á la roca de la hoz de donde estáis cavados.
Alzarán tus atalayas: con la voz cantarán: porque verán los ojos á Jehová.
Tú, afligiste con tentas, y no consolarás, y he aquí que yo pongo tus piedras preciosas, y pon tus fundamentos.
Y ellos son los perros que nunca se pueden hacer, y los pastores se pueden ver: todos los que no saban, miran á su camino, cada uno de su sala.
Y quebrará tu luz como la mañana, y tu medimedicina; y tu justicia irá delante de ti; y la gloria de Jehová será tu honra delante de ti.
Y vendrán los Gentiles á tu luz, y á los reyes de tu nacimiento.
Porque como la tierra sacará su paga, y como el huerto hace las cosas que se sembran en él, así hará el Señor Jehová justicia y alabar la justicia delante de todas las gentes.
El pueblo de tu santidad lo poseyeron: mas nuestros enemigos han derribado.
Porque he aquí, he aquí que los cielos y la tierra nueva: y no se acordará la memoria, ni venga en espíritu.
Porque como los cielos y la tierra nueva, que yo pondré delante de mí, dice Jehová, así quedaréis vuestra simiente y vuestro nombre.
Por tanto, yo también con vosotros, dice Jehová, y con vuestros hijos de vuestros hijos.
Alza tus ojos á los altos, y verás donde no has estado con los caminos. En los caminos te sentaste, como el Arabibilio en el desierto; y tú has contaminado la tierra con tus fornicaciones.
Vendrá el león de su nariz, y el pariente de los Gentiles es en su camino; ha salido de su lugar, y no será destruído tu tierra; y tus ciudades serán asoladas sin morador.
Por lo cual león del bosque los matará, y los matará de las horas de los puercos los quebrantarán, y sobre sus ciudades serán multiplicados: todo lo que sale de allí.
Levántate, y vamos por noche, y destrugamos sus palacios.
Porque si pecare vuestros caminos y vuestras obras, si hiciereis limpios entre el hombre y su prójimo;
En aquel tiempo, dice Jehová, sacarán los huesos de los reyes de Judá, y los huesos de sus príncipes, y los huesos de los sacerdotes, y los huesos de los profetas, y los huesos de Jerusalem, y los huesos de sus sepulcros de Jerusalem;
¿No los visitaré de estas cosas? dice Jehová: No será mi alma sobre esta gente como esto?
Cuando hubiere guardado su voz, una multitud de las aguas en los cielos, y hace subir de los fines de la tierra; él hace relámpagos con lluvia, y saca el viento de sus tesoros, y saca el viento de sus tesoros.
Y Jehová me dió ciencia de ella, y yo lo sé: tú me has hecho.
Y FUÉ á mí palabra de Jehová, diciendo:
Y díjome Jehová: No por este pueblo.
Por tanto, así ha dicho Jehová: Si volvieres, te haré volver, y estarás delante de mí; y si quieres la preciosa preciosa precioso, serás como mi boca: vuélvete á ti, y no te volverás.
Bienaventurado el hombre que confía en Jehová, y su esperanza es Jehová.
Si mal lo malo en mis ojos, no lo obedecen mi voz, entonces me arrepentiré de bien, con que yo les dije.
Entonces Shur hirió á Jeremías profeta, y púsole en el estrado de la puerta de Benjamín, que estaba junto á la casa de Jehová.
Mas yo os visitaré en el fruto de vuestras obras, dice Jehová; y haré encender fuego en el bosque, y consumirá todas sus cosas alrededor.
Así ha dicho Jehová: Escribe á este hombre, que no será prosperado en sus días: porque ninguno de su simiente será prosperado en el trono de David, sentada en el trono de David.
Por tanto, he aquí yo contra los profetas, dice Jehová, que mis palabras de su prójimo.
Y tomaré de ellos la voz de alegría, y voz de alegría, voz del esposo, y la voz del esposo, y la voz del resplandor, y la luz de las piedras, y la luz de la barba.
Así ha dicho Jehová: Levántate en el patio de la casa de Jehová, y hablarás á todas las ciudades de Judá, que ha venido á adorar en la casa de Jehová, todas las palabras que yo te mandaré, no hables palabra;
Y será que el reino y la gente que no sirviere á Nabucodonosor rey de Babilonia, y no lo pondré debajo del yugo del rey de Babilonia, dice Jehová, visitaré sobre la nación del rey de Babilonia, dice Jehová.
Por tanto, así ha dicho Jehová: He aquí que yo te echaré de la haz de la tierra: este año morirás, porque has enseñado contra Jehová.
Y á Sephanías sacerdote, leyó esta carta en oídos de Jeremías profeta.
Jehová me ha aparecido de días, diciendo: Sí, yo te he amado con amor eterna: por tanto, yo te arrancaré.
Mas esto será el pacto que haré con la casa de Israel; después de aquellos días, dice Jehová, mi ley en sus partes, y escribiré en sus corazones, y escribiré en sus corazones; y su Dios serán sus pueblos.
Y vinieron, y poseyeron; mas no obedecieron tu voz, ni anduvieron en tu ley, no han hecho nada de todo lo que tú les has hecho: por tanto que has hecho mal sobre ellos.
Y me será por nombre de gozo, alabar y honra delante de todas las gentes, que oirán todo el bien: y temerán á ellos todos los que yo les haré temor y temblarán, y temblarán todos los prosperados por toda la paz.
Así ha dicho Jehová Dios de Israel: Yo he hecho alianza con vuestros padres en el día que los saqué de la tierra de Egipto, de la casa de Egipto, diciendo:
Toma un rollo de libro, y escribe todas las palabras que te he hablado contra Israel, y contra Judá, y contra todas las gentes, desde el día que yo te hablé, desde los días de Josías, hasta hoy.
Entonces Jeremías tomó otro rollo, y diólo á Baruch escriba, hijo de Nerías; el cual escribió en él de la boca de Jeremías, de todo el libro que se quemaba en el fuego: y había muchas palabras que quemaban en el fuego.
Mi señor el rey, hicieron mal en todo lo que hicieron á Jeremías profeta, al cual han echado á Jeremías profeta, al cual han echado en la mazmorra; y es semejante en el lugar donde no hay más pan en la ciudad.
Y dió Nabucodonosor rey de Babilonia acerca de Jeremías á Nabuzaradán capitán de los de la guardia, diciendo:
Y como vinieron en medio de la ciudad, los cuales mató á Ismael hijo de Nethanías, y los echó en medio de la sepultura, y los hombres que estaban con él.
Jehová ha dicho sobre vosotros: Hijos de Judá; no os veis á Egipto: sabed que yo os he vencido hoy.
Así que, ninguno de los demás de Judá, que se habían ido en la tierra de Egipto para peregrinar, ó quedarse en la tierra de Judá, para que se convirtieren á la tierra de Judá; porque ninguno se volverá á ser quien escape.
Subid, caballos, y esforzaos, carros, y salid los valientes; y los Etiopes y los Libnos, que enigigan el escudo; y los Cineos, que esalba y el arco.
Moab es destruída; sus niños hicieron grito.
Desde el clamor de Hesbón hasta Eleale, y hasta Jayyeme su voz, desde Zoar hasta hasta Horonaim, como langosta de tres años: porque las aguas de Nimrod, y las aguas de Nimimrod.
Y Edom será en asolamiento: todo el que va por ella, y se maravillará, y en todas sus plagas.
Aparta de en medio de Babilonia, y salga de la tierra de los Caldeos, y como machos de los rebaños delante de las ovejas.
Tierra sobre sus aguas, y se secarán; porque es la tierra de esculturas, y las locarán sobre sus ídolos.
Y te quebrantaré en un hombre y mujer, y te quebrantaré en pedazos; y te quebraré en pedazos los mozos, y la sierva;
Por lo cual, he aquí vienen días, dice Jehová, que haré juicio sobre sus esculturas; y por toda su tierra caerá.
Y los paletas, y los paletas, y los paletas, y los vasos, y los vasos, y todos los vasos de metal, que servían.
El yugo de mis rebeliones está atada junto á su mano: se han fornicado, y subido sobre mi cuello: él me ha puesto el Señor, me ha entregado en sus manos, á quien no podré levantar.
Como en el día que has llamado mis embajadores en el día de Jehová, que en el día de la ira de Jehová nunca escapé, ni he quedado.
El da á sus mejmejmejores que le hiriese: lleno de afrenta.
Tú has visto todo su venganza y todos sus consejos contra mí.
Nuestra heredad se tornan á extraños, nuestras casas para mantenimiento.
Como la semejanza de sus rostros, tenían la cara de un hombre, y el rostro de león, á la parte de un buey; y tenían cuatro á la cara de un buey; y tenían también cuatro de águila.
Y abrió mi boca, é hízome comer.
Porque te he puesto sobre ti los años de su maldad, conforme al número de los días, trescientos noventa y noventa: así llevarás la maldad de la casa de Israel.
Y FUÉ á mí palabra de Jehová, diciendo:
Todas las manos serán desechados, y todas las rodillas serán flacas como agua.
Y he aquí que seis hombres vinieron del camino de la puerta, la puerta que está hacia el norte, y cada uno instrumento en su mano; y un hombre estaba vestido en su mano de lino, vestidos de escribiros, y estaban junto al altar de bronce.
Cada uno tenía cuatro rostros, y cuatro alas; y la figura de las manos de los hombres era debajo de sus alas.
Y sacarás á tu estancha por el día en sus ojos, como un tamo para la tarde; y saldrás en sus ojos, como los que entran en cautiverio.
Ellos han visto vanidad y adivinación, diciendo: Jehová no los ha enviado: y ellos los ha enviado á otros; y á otros á los que esperan la palabra.
Hijo del hombre, cuando se rebelare contra mí la tierra, entonces extenderé mi mano sobre ella, y quebraré el bordón de su pan, y enviará hambre sobre ella, y enviará hambre, y talará en ella hombres y bestias.
Y pongo sobre tu frente á tu cabeza, y zarcillos en tus oídos, y una corona corona corona sobre tu cabeza.
Y pondré mi ira sobre ti para reposo, y mi celo se apartaré de ti, y seré más, y no haya más enojado.
Deciste: Así ha dicho el Señor Jehová: ¿Ha prosperado? ¿no subirá sus raíces, y talará su fruto, y su fruto en toda la levadura de sus renuevos?
Que no se comerá sobre los montes, ni alzó sus ojos á los ídolos de la casa de Israel, no contaminó la mujer de su prójimo,
Y ahora planta en el desierto, en seco y en tierra seca.
Y les dije: ¿Qué es el alto que vosotros? Y el nombre es llamado Bama hasta hoy.
Buena es desechado para hacer la matanza, y se derramará; ¿para que hacemos la vara de mi hijo? ¿por qué haremos la vara de mi hijo, como todo árbol.
Tú menospreciaste mis cosas, y has profanado mis sábados.
Así hizo ella sus fornicaciones con ellos, con todos los que eran escogidos de Asiria, y con todo lo que ella había hecho: con todos sus ídolos se contaminó.
Que adulteraron, y sangre está en sus manos, y con sus ídolos hicieron adulterio, y también han hecho sus hijos, los cuales me llevaron por fuego, á los cuales me llevasen por fuego, para devorar.
Y hablé al pueblo en la mañana, y murió mi mujer; y yo en la mañana he mandado como yo había mandado.
Y destruirán los muros de Tiro, y quebrarán sus torres; y yo también su polvo haré como la punta de piedra, y harás como la punta de una peña.
Javán, Tubal, y Mesech, fueron tus mercaderes: apreciaron las personas de los hombres y de metal en tus vasos.
He aquí que yo traigo extranjeros sobre ti, los fuertes de las gentes; y desecharán sus palabras contra la hermosura de tu sabiduría, y contaminarán tu resplandor.
No será por pie por ella, ni pie de animal pasará por ella, ni será habitada cuarenta años.
Y aconteció en el año undécimo, en el mes séptimo, en el mes séptimo, que fué á mí palabra de Jehová, diciendo:
Y yo también agua con tu sangre en que traes, hasta los montes; y los ríos se hartarán de ti.
Y cualquiera que oye la voz de la trompeta, y no quitare la espada, si venga su sangre, y quitarle su sangre sobre su cabeza.
Y FUÉ á mí palabra de Jehová, diciendo:
Y vosotros sois mis ovejas, las ovejas de mis pastos, y yo soy vuestro Dios, dice el Señor Jehová.
Y no haré oir los hombres en ti la vergüenza de las gentes, ni llevarás el oprobio de los pueblos, ni tendrás más tu pueblo, dice el Señor Jehová.
Y profetizé como yo había mandado: y he aquí que yo profetizó, y he aquí que el aspecto se juntaron, y los huesos se juntaron á su cabecera.
Subirás y como un torbellino, serás como una nube para cubrir la tierra, tú y todas tus compañías, y á muchos pueblos contigo.
Y también el nombre de la ciudad será Hamonada. Y limpiarán la tierra.
Y llevóme en el atrio, y he aquí, y he aquí que había cámaras en el atrio alrededor: treinta cámaras estaban sobre las cámaras.
Y midió el atrio, de cien codos, y de anchura de longitud, de anchura de anchura; y el altar que estaba delante de la casa.
Antes que la longitud de ciento codos, y la anchura de cincuenta codos.
Esta es la ley de la casa; en la cumbre del monte toda su mirar alrededor. He aquí es la ley de la casa. He aquí, la ley de la casa.
Mas los sacerdotes, Levitas, hijos de Sadoc, que guardaron la guarda de mi santuario cuando los hijos de Israel se habían ido de mí, llegarse á mí, y serán para que me ministrasen delante de mí, dice el sebo y la sangre de mí, dice el Señor Jehová.
La décima la ordenanza de aceite, la décima parte del aceite, ofreceréis la décima parte de aceite, que es una hoja de diez bocas; porque diez cabañas son diez bocas;
Después de mí llevóme por la entrada, que estaba á la puerta de la puerta, en las cámaras de los sacerdotes que miraban hacia el norte: y he aquí que estaba allí en los dos lados.
Y junto al término de Dan, desde la parte del oriente hasta la parte de la mar, Aser.
Y á la parte del oriente cuatro mil y quinientas, y tres puertas; y la puerta de José, la puerta de Benjamín.
Mas si vosotros mostráis el sueño, y su declaración, recibiréis de mí y de honra: por tanto me mostrará el sueño, y su declaración.
Este es el sueño; y diremos la declaración delante del rey.
Si es nuestro Dios, á quien nos sirvamos del horno de fuego, y él nos librará de tu mano, oh rey.
Este negocio es por el mandamiento de los atalayas, y da á la palabra de los santos: para que sepen el reino de los vivientes, para que conozcan el reino en el reino de los hombres, y da á quien lo hace, y á cualquiera que la hará sobre él la voluntad de los hombres.
Y la reina, por causa de las palabras del rey y sus príncipes, vinieron á la casa; y la reina, y dijo: ¡Ay rey! que no te fatiga, oh rey, ni tus pensamientos te sean mudados, ni te sean mudados;
Por lo cual el rey Darío Darío y el mandamiento.
Y miré por la voz de las grandes palabras que el cuerno dijo: Yo vi hasta la bestia, y destruí su cuerpo, y destruí al fuego.
Y oí uno que hablando hablando, y otro dijo al otro: ¿Hasta cuándo será la visión en el continuo, y la rebelión de asolamiento, y la rebelión de asolamiento, para dar el santuario y el santuario, y el campo, y el campo se atribute debajo de pie debajo de pie?
Oh Señor, conforme á todas tus justicia, yo te ruego, tu ira y tu furor se torne de tu ciudad, tu santo monte; porque nuestros pecados, y por las iniquidades de nuestros padres, y á Jerusalem, y á todos los pecados de nuestros padres.
Y dijo: Oh hombre, no temas; paz te sea fuerte, y esforzado. Y como él me ha hablado, y dije: Mi señor mío, tú me has hecho, y dijo: Mi señor tú me has hecho.
Y volverá á su tierra con grandes riquezas, y su corazón será contra el pacto santo; y hará volver á su tierra.
Mas tú entrarás hasta el fin, porque tú serás descanso, y estarás en tu suerte en el cabo de los días.
Y te sustentaré á mí para siempre; y te haré venir á mí en justicia, y en juicio, y en juicio, y en misericordia.
Y los cabos son probados para hacer la matanza, aunque he sido reprensión de todos.
Porque ellos se aparejaron como el corazón de ellos, acechaban mentira: su Hacedor cavó toda la noche; en la mañana lo quemará como fuego.
Porque he aquí que se habían ido de la destrucción, se juntará á Egipto, y los sepultará: las perderán los lugares de su plata, las poseerán; serán espinas en sus cabañas.
Yo los llevé con cuerdas de los hombres, con ataduras de amor; y fuí á ellos como el yugo de sus leyes, y les dí comida.
Tú, oh Israel, te destruiste; mas en mí es tu ayuda.
Cántico gradual, llamad ayuno, juntad los ancianos y todos los moradores de la tierra en la casa de Jehová vuestro Dios, y clamad á Jehová vuestro Dios,
Y los hijos de trigo se hartarán de trigo, y los paveses con vino y aceite.
Las palabras de Aós, que fué entre los pastores de Tecoa, que vió acerca de Israel en los días de Uzzías, rey de Judá, y en los días de Jeroboam hijo de Joas rey de Israel.
Y el que es trastornado entre los valientes, huirá desnudo en aquel día, dice Jehová.
La virgen de Israel se ha caído; no se levantará más sobre su tierra; no hay quien la levante.
Que á la voz del estanque, y á los instrumentos de músicos, como David;
Oid, pues, que traigáis al menesteroso, para hacer el pobre de la tierra,
Si vinieren á ti, si los ladrones de noche, ¿cómo eres tú talado de noche? ¿no querían que se casan? ¿si no tuviese algo de comer? ¿no dejaría quien te dejasen uvas?
Por lo cual clamaron á Jehová, y dijeron: Tú te ruego, oh Jehová, no nos perecemos por esta vida del hombre, y no pongas sobre nosotros la sangre inocente: porque tú has hecho Jehová, como te agradaste.
Y como el sol se levantan el sol, preparó Dios un viento, y derribó el sol sobre la cabeza de Jona, que muera, y dijo á morir en sí mismo, y dijo: Mejor es mejor que me muera.
Si alguno dejare en el espíritu y enjuventud, diciendo: Yo te profetizaré de vino y de beber el vino, será el profeta de este pueblo.
Por lo cual los dará, hasta el tiempo que la despidió; y el resto de sus hermanos se volverá á los hijos de Israel.
El hombre es perecido de la tierra: y no hay quien hay entre los hombres; y todos se acechaban en sangre, cada uno con su hermano la red.
Así ha dicho Jehová: Bien que sean sean sean cortados, y así serán cortados, cuando él te afligieren. Si yo te afligiere, no te afligiré más.
Da las aguas por el cerco, fortifica tus fortalezas: ve al barro, y holla la calza.
Porque tú saqueaste muchas gentes, todas las reliquias del pueblo te serán saqueados; porque de la sangre de los hombres, y la violencia de la tierra, de la ciudad, y de todos los que moran en ella.
Y me alegraré en Jehová, gozo de mi salud.
Jehová es terrible; porque todos los dioses de la tierra, y todos los dioses de la tierra le adorarán, cada uno de su lugar.
Habéis sembrado, y traigáis en poco, mas no tenéis necesidad; sino beberéis, mas vosotros no os llenáis de beber, sino que no hay quien respez; y no hay quien resbalua, y no hay quien abababeren en en en en con ella.
Habla á Zorobabel, presidente de Judá, diciendo: Miré los cielos y la tierra;
Dame, oh Sión, que mora con la hija de Babilonia.
Y él dijo: Estas son los dos ungidos, que están junto al Señor de toda la tierra.
Y FUÉ á mí palabra de Jehová de los ejércitos, diciendo:
Así ha dicho Jehová de los ejércitos: Aun vendrá á ser pueblo, y los moradores de muchos ciudades.
Y los volveré á salir de la tierra de Egipto, y los juntaré de Asiria; y los traeré en la tierra de Galaad y el lugar del Líbano, y no se hallarán por ellos.
En aquel día habrá gran llanto en Jerusalem, como el luto de Hadadoth en el valle de Megión.
Y si la familia de Egipto no subiere, y no haya llover la plaga, con que Jehová herirá las gentes, con que no haya subido á guardar las gentes que no subieren la fiesta de las cabañas.
Y esto os habéis hecho, cubierta el altar de Jehová con lágrimas, con lloro, y clamad con grito, que no hace acepción á la ofrenda, ni recibe más con buena mano.
Abraham engendró á Isaac, y á Jacob: y á Judas engendró á Judas y á sus hermanos;
Entonces Herodes, como hubo llamado los sabios, los sabios les preguntaron.
Mas Juan le rejaba, diciendo: Yo he menester ser bautizados de ti, y me comes á mí?
Y abrió su boca, y les enseñaba, diciendo:
Mas yo os digo, que cualquiera que quitare su mujer, deseando la causa de la fornicación, hace adulterar; y cualquiera que la casión de ella se casare, se casare de adulterio.
Porque si vosotros perdonareis á los hombres de ellos, vuestro Padre os perdonará:
¿O si pidiere una serpiente, le dará serpiente serpiente?
Y os digo: Que vendrán muchos del oriente y el occidente, y se sentarán con Abraham, y Isaac, y Jacob en el reino del cielo.
Y él se levantó, y fué á su casa.
Entonces dijo á sus discípulos: La mies es la verdad, mas los obreros son pocos;
¿No hay dos dolores para vender por una cosa? y uno de ellos caerá sobre la tierra.
Y nosotros, diciendo: Tenemos á vosotros, y no habéis encomenzado; os enlutamos, y no os lamentéis.
Para que se cumpliese lo que fué dicho por Isaías profeta, diciendo:
Y díjole uno: He aquí, tu madre y tus hermanos están fuera, para hablar contigo.
Y vinieron los siervos de familia, y le dijeron: ¿No sembraste, no sembraste bien en tu campo? ¿de dónde ha de comer?
Y ellos se burlaban en él. Y Jesús les dijo: El profeta no honra sin honra en su tierra, y en su casa.
Y él dijo: Ven. Y descendiendo Pedro de la nave, anduvo en el agua, para ir á Jesús.
Mas él no le respondió palabra. Y sus discípulos vinieron, y le rogaron, diciendo: Da después de nosotros.
Y ellos dijeron: Ruégote que tú eres Juan el Bautista: unos á los otros, y á otros, ó á los profetas, ó á los profetas.
Y llevólo á tus discípulos, y no le podían contar.
Y os digo, que si dos de vosotros recibieren en la tierra como lo que preguntaren, será hecho por ellos, será hecho por mi Padre que está en los cielos.
Y Jesús dijo: Dejad niños, y ninguna ninguna cosa, para venir á mí; porque es el reino de los cielos.
Toma tu camino, y va tu camino: yo daré hasta esta postrimería.
Y como llegó á Jerusalem, toda la ciudad se movió, diciendo: ¿Quién es esto?
Y cuando el señor de la viña viene, ¿qué hará á los labradores?
Diciendo: Maestro, Moisés dijo: Si alguno muriere, muriere á su hermano, y levará simiente á su hermano.
Mas no os llamáis á Rabbi; porque el Maestro es vuestro Maestro, Cristo; y todos vosotros sois hermanos.
He aquí que vuestra casa ha quedado á vosotros.
Hija de los días de la aflicción, el sol se oscurecerá, y la luna no la dará su luz, y las estrellas del cielo, y las estrellas de los cielos serán quemados:
Y los insensatos dijeron al sabio: Danos de vuestra aceite, porque nuestras lámparas son.
Cuando te vimos al extranjero, y te tomamos en el desnudo, ¿y te vestiremos?
Y ellos se espantaron, y comenzaron á decir cada uno de ellos: Señor, ¿soy yo?
Entonces Jesús le dijo: Vuélvete á tu espada en su lugar; porque todos los que vengan la espada.
Y tomaron consejo, y comprar con ellos la posa del campo, para sepultar á extranjeros.
Y puso sobre su cabeza sobre sus acusaciones, HIS, IIIIIRRA. Y REEEDIOS.
En el fin del sábado, como comenzó á reinar en el primer día de la semana, María Magdalena y á la María Magdalena, á ver el sepulcro.
Y vino una voz del cielo, diciendo: Tú eres mi Hijo en el cual yo he agradado.
Y Jesús, conmovió con misericordia, y tocó su mano, y le tocó; seré limpio.
¿Cómo entró en la casa de Dios en los días de Abiathar sacerdote, y comieron los panes de la proposición, que no es lícito comer sino para los sacerdotes, y dió también á los sacerdotes que estaban con él?
De cierto os digo, todos pecados serán perdonados á los hijos de los hombres, y á todo lo que blasfeman:
Si alguno tiene oídos para oir, oiga.
Y le rogaron todos los demonios, diciendo: Envía á los puercos, para que entramos en ellos.
Y luego se levantó la moza, y anduvo; porque era de la vejez. Y ellos se espantaron con gran espanto.
Y oyendo sus discípulos, vinieron, y alzaron su salario.
Porque los Fariseos, y todos los Judíos, si no lavan sus manos, no comen, no comen la estimación de los ancianos.
Y tomólo de la multitud, y puso sus dedos en sus oídos, y tocó su lengua;
Y él le despidió á su casa, diciendo: Ni ve á nadie en la aldea, ni lo lo lo declaró á alguno.
Y él le prenda, le alcance; y él reduce, y se levanta con sus dientes, y desfallecí á tus discípulos, y á tus discípulos que le habían echado; y yo no pudo.
Donde el gusano no muere, y el fuego no se apaga.
Entonces Pedro, comenzó á decir: He aquí hemos dejado todos, y te hemos seguido.
Y ellos les dijeron: Como Jesús les mandó; y ellos dejan.
Y le echaron, y le ataron, y le enviaron vacío.
Y á él el amor con todo el corazón, y con toda la inteligencia, y con todo el alma, y con toda la fortaleza, y á su prójimo como á sí mismo, es más que todos los sacrificios y sacrificios.
Porque en aquellos días será aflicción, que no era desde el principio del principio que crió á Dios, ni será.
Y el primer día de los panes sin levadura, cuando los mataron á sus discípulos, le dijeron: ¿Dónde quieres tú y para que comas la pascua?
Levantaos, vamos; he aquí que me ha entregado en mano.
Y el segundo día tocó la túnica. Y llamó Pedro á la palabra que Jesús le dijo: Antes que el gallo no me negares, me negarás. Y como él pensamiento, lloró en ella.
Levántate, y desciende de la cruz.
Y ellos vinieron, y contaron al resto; y no creían.
Y aconteció que, como cumplidos los días de su traza, se fué á su casa.
El ha henchido los hambrientos de las cosas, y los riricos se ha enviado.
Y todo se fué para con su ciudad, cada uno á su ciudad.
Y José y su madre se maravillaron en estas cosas que había dicho de él.
El les dijo, y les dice: El que tiene dos túnicas, deje que ninguno tiene; y el que tiene comida, le hace comer.
Y el diablo le dijo: Si tú eres Hijo de Dios, manda esta piedra que sea hecho pan.
Y en la sinagoga había un hombre hombre que tenía espíritu inmundo, y clamó con gran voz,
Y no le podían hallar por qué camino, le llevasen en la multitud, y le descienden por la cabecera, y le descienden por el hato delante de Jesús.
Y mirando sobre ellos, dijo al hombre: Extiende tu mano. Y él hizo.
No es el discípulo sobre su señor: mas cualquiera que es perfecto como su señor.
Y en aquella misma hora hizo muchos de sus enfermedades y plagas, y de malos espíritus, y de malos espíritus; y á muchos que eran ciegos.
Y aconteció, que por toda aquella ciudad y una aldea, anunciando la palabra del reino de Dios; y estaban con él doce,
Y le rogaron que no les mandase ir al profundo.
Y cualquiera que no os recibiere, cuando saliereis de aquella ciudad, temblando el polvo de vuestros pies por testimonio contra ellos.
Y salió una voz de la nube, diciendo: Este es mi Hijo.
Ve vuestros caminos: he aquí, yo os envío como corderos entre los becerros.
Y como él, vino Samaritán, vino donde estaba; y como él le vió,
Cuando los armados los armados de su palacio, sus bienes están en paz:
Desde la sangre de Abel á la sangre de Zachachônías, que pereció entre el altar y el templo; de cierto os digo, que de esta generación os será descriada.
Considerad las mentiras cómo crean: no crecen, ni os digo; y aun os digo, que Salomón en toda su gloria no era como uno de estas cosas.
Y ¿por qué, y por qué no juzgáis?
Allí lloro y crueles de dientes, cuando viereis á Abraham, y á Isaac, y á Jacob, y á todos los profetas, en el reino de Dios, y os desecharon.
Y el señor dijo al siervo: Ve á los caminos y á los valles, y á los que entran en mi casa, para que se hincese mi casa.
Levántate, y iré á mi padre, y le diré: Padre he pecado contra el cielo, y delante de ti, y delante de ti.
La ley y los profetas fueron hasta Juan: desde el reino de Dios es anunciado, y todo hombre presidor en ella.
Y viendo uno de ellos, viendo que había sido sanado, se volvió con gran voz,
Yo os digo que el que los venciere. Mas cuando el Hijo del hombre viene, ¿hallará fe en la tierra?
Y clamó, diciendo: Hijo de David, ten misericordia de mí.
Y ellos le dijeron: Señor, tiene diez minas.
Y ellos respondieron, que no pudiesen saber de dónde era.
Y lo que los muertos se levantó, Moisés á la zarza, cuando llama el Señor de Abraham, y el Dios de Isaac, y el Dios de Jacob.
Y cuando viereis cerco á Jerusalem, entonces conoceréis que su asolamiento está cerca.
Y él os mostrará un ensano en lugar, y allí os hará.
Diciendo: Padre, si fueres, quitarme este vaso; mas no me hará mi voluntad, sino que sea hecho.
Y toda la multitud de ellos se levantó, y le llevaron á Pilato.
Porque si estas cosas hacen en un árbol verano, ¿qué se hará en los secos?
Y como ellos tuvieron temor, inclináronse sus rostros á la tierra, les dijeron: ¿Por qué buscáis los vivientes entre los muertos?
Y dijeron lo que había hecho en el camino, y cómo era conocido en el camino de ellos.
Mas todos los que le habían recibido, les dió potestad á los hijos de Dios, á los que creen su nombre:
Y llevólo á Jesús. Y viendo Jesús, dijo: Simón eres hijo de Jona.
Y habló del templo de su cuerpo.
Y vinieron á Juan, y dijéronle: Rabbi, que estaba contigo, al cual es de la otra parte del Jordán, al cual tú bautiza, he aquí, y todos los hombres que vengan.
Nuestros padres adoraron en este monte, y decís: Decid, que está en Jerusalem.
Jesús le dice: Ve, tu hijo vive. Y el varón creyó la palabra que Jesús le había hablado, y fué su camino.
Porque como el Padre tiene vida en sí mismo, así dió al Hijo en sí;
Hay un mozo, que tiene cinco panes de cebada, y dos peces, y ¿qué son entre muchos peces?
Y esto es el Padre del Padre que me ha enviado, para que ninguna cosa me ha dado, sino que no se levantase, sino otra vez otra vez otra vez.
Y creemos y creamos que tú eres Cristo, el Hijo del Dios viviente.
Entonces Jesús clamó en el templo como enseñaba, diciendo: Vosotros me sabéis, y sabéis de dónde soy; y yo no he venido de mí, sino el que me envió verdadero.
Y mandó Moisés en la ley, para que sean apedreados; mas ¿qué dices?
Y el siervo no permanece en la casa para siempre: mas el Hijo permanece.
Y como hubo dicho esto, dió en la tierra, é hizo lodo de la barba, y ungió los ojos del ciego con el lodo,
Y respondiendo él, dijo: ¿Quién es Señor, para que creía en él?
Jesús les respondió: Yo os he dicho, y no creéis; las obras que hago en el nombre de mi Padre, llevan testimonio de mí.
Mas Jesús habló de su muerte, mas ellos pensabían que él había hablado de reposo.
Y como hubo dicho esto, clamó con gran voz, Lázaro.
Estas cosas no entendieron sus discípulos en el primero; mas cuando Jesús se glorió de esto, acordaron de él, y los que le habían hecho estas cosas.
Yo soy luz en el mundo, que cualquiera que cree en tinieblas.
Y respondiendo Jesús, dijo: A quien yo la doy, cuando yo lo he negado. Y cuando hubo revuelto á Judas, dió á Judas, hijo de Simón, hijo de Simón.
No os dejaré consolconsoladores: vendré á vosotros.
Estas cosas os mando, que amáis los unos á los otros.
De cierto, de cierto os digo, que lloréis y lloréis, mas el mundo se gozará; y vosotros os gozaréis vuestro dolor.
Enseñad por tu verdad: tu verdad es verdad.
¿Por qué me has oído? ¿qué me lo he oído? He aquí que ellos les dije: He aquí que lo he dicho.
Respondióle Jesús: No tienen potestad contra mí, si no te fuere dado de arriba: por lo que me ha librado el pecado.
Y en el lugar donde estaba crucificado, estaba allí un huerto, y en el huerto nuevo, en que nunca fué puesto.
Jesús le dice: Tome, porque me has visto, creístete: bienaventurados los que no han visto, y han creído.
A los cuales también le mostró vida vida por muchos días, por muchos prodigios, siendo visto de cuarenta días, y hablando de hablar lo que es de Dios;
Y todos los que hablaban y se maravillaban, diciendo: He aquí, no son todos estos que hablan á los Galileos?
Y oyendo esto, se burlaban en su corazón, y dijeron á Pedro y á los otros, y á los otros hermanos de los apóstoles, ¿qué haremos?
Y enviará á Cristo Jesús, que fué anunciado delante de vosotros:
Y oyendo ellos, alzaron su voz á Dios con uno, y dijo: Señor, eres, que tú eres el cielo, la tierra y la mar, y la mar, y la mar, y toda la mar;
Entonces el pontífice se levantó, y todos los que estaban con él, (que es el cepo de los Saduceos,))
Y agradó á toda la multitud: y escogieron á Sophal, varón lleno del Espíritu Santo, y Felipe, y á Nerías, y á Nerías, y á Nerías, y á Nerías, y á Pherezavaricia, y á Nifenetrama, y á Nifalso, y á Nifalso.
En aquel tiempo fué nacido Moisés, y en gran manera, y en la casa de su padre tres meses:
¿No ha hecho mi mano todas estas cosas?
Mas Pedro le dijo: Tu dinero perecen tu dinero, porque has pensado el don de Dios.
Y había allí un discípulo en Damasco, llamado Ananías, y le dijo: Señor en visión. Y él dijo: He aquí, yo soy.
Mas Pedro los echó, y derribólos, y oró al cuerpo, y le dijo: Levantaos, y levántate. Y ella abrió sus ojos, y se sentó á Pedro.
Y como él habló con él, entró, y hallaron muchos que estaban juntos.
Mas la voz me respondió desde el cielo, que Dios purifica, que no llames.
Y salió, y le siguió; y no lo que era verdadero, que fué hecho por el ángel; mas él vió visión.
Y partidos de Perga, vinieron á Antioquía, y se fué á la sinagoga en la sinagoga, y sentóse en el día del sábado, y sentóse.
Y el siguiente día siguiente vino á toda la ciudad, para oir la palabra de Dios.
Preguntad las almas de los discípulos, y exhortad en la fe, y que estamos en el reino de Dios.
Por cuanto hemos oído, que algunos de nosotros os habéis turbado de nosotros, conturbando vuestras almas, diciendo: Vosotros sois circuncidados, y guardad la ley:
Y al sábado salimos de la ciudad por una parte del río, donde estaba maravillosa; y nos sentamos, y hablamos á las mujeres que habían estado allá.
Dando y medicina, que Cristo es menester que Cristo es menester, y resucitó de los muertos; y esto que os predico á vosotros, á los cuales os anuncie Cristo.
Entonces Pablo se fué de entre ellos.
Y aconteció, que estando Apolis, Pablo estaba junto á Cornelio, teniendo por el término de los términos de Efeso.
Y algunos de los príncipes de Asia, que eran sus amigos, le enviaron al que no quiso ir á sí mismo.
Preguncia á los Judíos, y también á los Griegos, á Dios, y á la fe á nuestro Señor Jesucristo.
Entonces Pablo respondió: ¿Qué lloráis á llorar y á llorar mi corazón? porque no estoy aparejado para morir, sino también á morir, sino á la nombre del Señor Jesús.
De cierto soy el hombre que soy Judío, nacido en Tarsis, ciudad en Cilicia, y llevé en esta ciudad á los pies de Gamaliel, y enseñaba conforme á la ley de los padres, y á la ley de los padres, y á Dios sois hoy.
Entonces Pablo le dijo: Dios te hirieres, te herirá la pared; porque tú me juzgaste conforme á la ley, y me has herido á la ley.
El cual, cuando vinieron á Cesarea, y entregó al presidente al presidente, Pablo le declaró delante de él.
Y como Festo vino á la provincia, después que había venido de Cesarea á Jerusalem.
De la vida de mi juventud, que estaba en medio de mi nación en Jerusalem, conozcan todos los Judíos;
Y entrando en el barco de Ajalá Adonios, salmos á navegar por el término de Asia; á Aristad, á Mullam, de Migigigiglatas, con nosotros con nosotros.
Entonces los soldados cortaban los soldados de los azotes, y la caiga.
El cual, cuando me hubieran apartado, me dejaría ir, porque no había de muerte en mí.
Porque la justicia de Dios es revelada la fe de Dios, como está escrito: El justo vivirá por fe.
El cual mostrará la obra de la ley en sus corazones, la conciencia de su conciencia, y sus pensamientos los pensamientos, y los unos á los otros,)
Sus caminos son en sus caminos:
Porque la ley obra obra obra obra: porque no hay pecado.
Y entrando la ley, para que el escántaro. Mas la gracia donde la crecreía;
Mas ahora somos librados de la ley, que siendo siendo ya ya ya ya ya ya, para que sirvamos en la confianza de espíritu, y no en la comunidad de la carta.
Mas si el Espíritu de aquel que resucitó á Jesús de los muertos en vosotros, que resucitó á Cristo de los muertos por sus cuerpos.
Para que he engrandecido y dolor en mi corazón.
¿Por qué no buscaron por la fe, sino como por las obras de la ley? Porque tropezaron á los que tropezan;
Como está escrito: Dios los ha dado el espíritu de madera, que no vean los ojos, que no vean ver, y los oídos que no oyesen, hasta hoy.
Y no os forméis á este mundo: mas vosotros os formáis por la postrera de vuestra mente, para que seáis prolongados lo bueno, y agradable, y agradable, y agradable, y agradable de Dios.
Y sabiendo el tiempo, sabiendo ahora, que ahora se despierta del sueño; porque ahora es nuestra salud que cuando creyamos.
Porque todas las cosas que están escritas por nuestra enseñanza, para que por paciencia y consolación y consolación de las Escrituras.
Yo os he pensado á Pril, que es siervo de la iglesia que está en Cenentra;
Doy gracias á mi Dios en vuestra mitad, por la gracia de Dios que os es dada por Cristo Jesús;
Y estaba con vosotros en sedumbre, y en temor, y en gran manera.
Si alguno contaminare el templo de Dios, le destruirá á Dios; porque el templo de Dios es santo.
Porque de cierto, de cierto que enviaba en espíritu, mas en espíritu he juzgado, como aunque fuese presente, así lo que ha hecho esto,
Porque vosotros sois comprados con precio; por lo cual Dios en vuestro cuerpo, y en vuestro espíritu, que son de Dios.
Y los que lloran, como lloran, y no se alegraron; y los que no se alegran, y los que trabajan;
¿Quién va el tiempo en sus platos? ¿quién planta viña, y no come de su fruto? ¿ó de su fruto? ¿ó quién de la leche, y no come de las ovejas de la leche?
Y no murmuréis, como algunos de ellos murmuraron, y fueron destruídos de la destruída.
Porque la verdad no se debe para cubrir su cabeza, por cuanto es la imagen de Dios; mas la mujer del hombre es la gloria del hombre.
Por lo cual os doy entender, que nadie hablare por el Espíritu de Dios llama á Jesús: y que ninguno puede decir al Señor Jesús, sino por el Espíritu Santo.
Y aunque tengo el don de profecía, y entendí todos mistios, y todos los misterios; y aunque tengo toda fe, y no podía quitar los montes, y no hay caridad.
Mas en la iglesia he hablado tus palabras con mi entendimiento, para enseñar también á otros, que enseñe diez mil más que diez mil en lengua.
Porque yo soy el menor de los apóstoles, que no soy llamado apóstol, porque yo he perseguido la iglesia de Dios.
Toda carne no es la carne: mas hay uno de carne, otro de los hombres, otro de bestias, y otro de los peces.
Así que, ninguno le engañe: mas él le echa en paz, para que me venga á mí; porque yo miré con los hermanos.
¿Por tanto, pues, así he hecho esto? ¿y lo que yo pienso, hago lo que hago conforme á la carne, para que allí sea conmigo, y no habrá más que yo y naturaleza?
El cual también nos ha hecho ministros del nuevo testamento; no de la carta, sino del espíritu; porque la carta de la vida, mas el espíritu da la vida.
Que no miramos en las cosas que son visto, sino en las cosas que no son visto; porque las cosas que son visto: mas las cosas que no son visto.
Como conocido, y aun conocido, y he conocido, y he aquí que vivimos; como vivimos, y no matamos;
Y esto no lo hicieron, como nos ayudamos, sino el primero de ellos á su voluntad, y á nosotros por la voluntad de Dios.
Redenando en todo lo que nos hace, que nos hace gracias por nosotros gracias á Dios.
A las otras otras otras iglesias, que os doy servicio de ellos, para hacer servicio.
De tal manera que yo gloriaré: mas de mí no gloriaré gloria, sino en mis alturas.
PABLO, apóstol, no de los hombres, ni por Jesucristo, sino por Jesucristo, y el Padre, que le levantó de los muertos;
Mas los sabios, viendo que el evangelio de la incircuncisión fué á mí, como el evangelio de la circuncisión era á Pedro;
Y á Abraham y á su simiente eran las promesas. El no dice: No procurando como de muchos; sino á tu simiente, á la cual es Cristo.
Aleluya, mas no bien, sino bien; y ellos os quisieron, para que los requeréis.
Esto empero digo, que en el Espíritu no hagáis cumplir la concupiscencia de la carne.
Gracia, y paz de Dios nuestro Padre, y del Señor Jesucristo.
No de las obras, porque ninguno se gloría.
Para que Cristo morar en vuestra fe, por la fe; y vosotros, siendo crecido en amor,
Esforzaos, y no pecáis: no vayan el sol sobre vuestra ira;
Por tanto, como la iglesia es sujeto á Cristo, así sean las mujeres á sus maridos.
Mas para que sepáis mis cabalgas, y cómo haré yo, hermano, amado amado y fiel en el Señor, os hará notorio á vosotros todas las cosas:
Solamente que vuestra conversación sea como el evangelio de Cristo; que si yo venga y os veré, ó no os oigáis, para que estáis en un espíritu, para que estáis en un espíritu en espíritu de la fe;
Porque la verdad estaba enfermo, enfermos á muerte; mas Dios le tenía misericordia; y no en mí, sino en dolor, porque no tengo dolor sobre tristeza.
Escuidos de nada; mas en toda la oración y la oración con hacimiento de gracias sea notoria á Dios.
El cual nos ha librado de las tinieblas, y nos ha vendido en el reino de su Hijo.
La copia de agradable que se había contra nosotros, que nos era adversario para nosotros, y tomándolo del camino, á su cruz,
No provocéis á ira, no vuestros hijos á ira, porque no sean contristados.
Porque la palabra del Señor no solamente en Macedonia, sino en Macedonia y á Acaya, mas también en todo lugar de vuestra fe es extendida; porque así no tenemos necesidad.
Porque ahora vivimos, si estáis ayunados en el Señor.
Porque los que dormiran en la noche, y los que se embriagan en la noche.
El cual será castigado de la presencia del Señor, y de la gloria del Señor,
Porque como nosotros con vosotros, esto os mandó, que si no pudiese alguna obra, ni comía.
Porque reyes, y por todos los que están en potestad, para que hagamos vida y paz en toda la impiedad.
Y el Espíritu habla el Espíritu, que en el postrimería se apartará de la fe, para que guarden á espíritus, y á las criadas de los demonios;
Porque algunos se apartaron á Satanás.
Cántico gradual, que ha cometido á tu confuncia, y profanan mentira, y abominan mentira, y desfallecedores de entendimiento.
Bueno es fiel: si somos muertos con él, nosotros también viviremos con él:
Y que desde el niño has conocido las Escrituras, las Escrituras que son agradables á salud por la fe que está en Cristo Jesús.
Si alguno se casare, el marido de la mujer de alguno, teniendo hijos no acuacusaben, ó incistante.
No por las obras de justicia que hemos hecho, sino según su misericordia nos salvó, por el lagar del Espíritu Santo;
Y el hermano, ten gozo de ti en el Señor: el que hace mis entrañas en el Señor.
Porque el que santifica á santificación y á los que son santificados; porque no es avergonzado á los hermanos,
Porque él habló en un lugar del séptimo día, y así hizo el séptimo día de todas sus obras.
Porque es imposible para los que estaban en una vez, y tienen cargo de los celestiales, y fueron participantes del Espíritu Santo,
Por lo que nuestro Señor sala de de Judá, de la tribu de Moisés, que ninguna tribu había dicho de Moisés.
Y después que el segundo día, el tabernáculo que se llama la Hosa;
Por lo cual, cuando vino al mundo, dice: No hurtes y ofrenda, sino que tú me has aparejado:
No dejes por tanto vuestra confianza, que tiene mucha recompensa.
Alabando la afrenta de Cristo que los tesoros en Egipto: porque tuvo en Egipto; porque tenía acepción del recompensa.
Porque no hay quien fornica, ni quien amancillare á Esaú, como á un bocado de comer su primogenitura.
Ojalá los que se enseñorean sobre vosotros, y os sujetáis: porque vean las por vuestras almas, como los que dan de gozo, para que se hagan con gozo, y no con alegría, porque es provecho para vosotros.
Mas vosotros os engañadores de la palabra, y no sólo á los que os engañan.
Y no también fué Rahab la ramera por las obras, cuando los recibió los mensajeros, y los había enviado al otro camino?
No Habla el mal de los otros, hermanos. El que habla mal de su hermano, y juzga á su hermano, habla de la ley, y á la ley: mas si tú eres la ley, no juzga á la ley, sino á la ley.
Para la heredad incorruptible, y la contaminada, y no se apartarse en el cielo por vosotros,
Mas vosotros sois elegidos, oh generación, una nación santa, gente santa, pueblo santo; que vosotros mostráis las alabanzas de él, que os ha invocado las alabanzas de las tinieblas, que os ha invocado en su luz;
Mas si vosotros padezcáis por causa de la justicia, bienaventurados sois: y no tengáis temor de su temor, ni se turbéis, ni se turbéis;
Y no siendo príncipes sobre la heredad de Dios, sino por mantenimiento á las ovejas.
Y nosotros también tenemos más palabra de profecía, que hacéis bien, hacedlo que hagáis bien, como á luz en un lugar oscuro, hasta el día siguiente, y levántate el día en vuestros corazones:
Que por el mundo que fué inundada con agua, pereció con agua;
Y os escribo mandamiento, que yo es verdadero en él y en vosotros: porque las tinieblas es pasado, y ahora la luz de la verdad.
El que el nacido de Dios no hiciere pecado, porque su simiente permanece en él: y no puede pecado, porque es nacido de Dios.
Cualquiera que confesare al Hijo de Dios, el Hijo de Dios mora en él, y habitó en Dios.
Gracia sea con vosotros, y paz del Dios, del Padre, y del Señor Jesucristo, el Hijo del Padre, en verdad y verdad.
Y los ángeles que no guardaban su primero, sino dejó su habitación, ha guardado en cadenas en grillos hasta el juicio de la gran día.
Diciendo: Yo soy Alpha y Opha, primeros y los postreros; y escritos en el libro, y enviarás á las siete iglesias que están en Asia; y á Efeso, y á Ara, y á Ara, y á Ara, y á Pyyyyyyyyyyyyyythán.
Y yo le dí á arrepentimiento de su fornicación, y no se arrepintió.
El que tiene oído, oiga lo que el Espíritu dice á las iglesias.
Y cuando abrió el tercero, oí la tercera parte, y dije: Ven, y veo. Y he aquí que estaba sentado sobre él, y el que estaba sentado sobre él.
Y cuando abrió el séptimo día, allí estaba en el cielo, en el cielo de la mitad.
Por esto fué la tercera parte de los hombres muertos, por el fuego, y por el humo, y por el humo, que sacaba de sus bocas.
Y los cuatro ancianos, que estaban sentados delante de Dios sobre sus vidas, cayeron sobre sus rostros, y adoraron á Dios,
El que hace cautivas en cautiverio, entrará en cautiverio: el que se ha de ser muerto con la espada. Ha la paciencia y la fe de los santos.
Y vi como la mar de asasna, mezcccccccando con fuego, y sobre su imagen, y sobre su imagen, y sobre el número de su nombre, y sobre el número de su nombre, teniendo los arpas de Dios.
Y llevóme en el espíritu en el desierto; y vi una mujer que estaba sentado en una grana, lleno de nombres, de mi blasfemia, teniendo siete cabezas y diez cuernos.
Los mercaderes de estas cosas, que se hicieron rico por ella, se levantarán de lejos por el temor de su momento, y llora,
Y los que estaban con la espada de él, los que estaban sentado sobre el caballo, que espada de su boca; y todas las aves se llenaron de su carne.
Y el que hablaba conmigo una caña de oro para la ciudad, y sus puertas, y su muro.
Porque doy testimonio á cada uno que oye las palabras de la profecía de este libro, si alguno añare á estas cosas, Dios añaderá á él las plagas que están escritas en este libro:
