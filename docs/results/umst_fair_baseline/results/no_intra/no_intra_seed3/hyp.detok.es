En el principio de Dios crió al cielo y la tierra.
Y vió Dios todas las cosas que había hecho, y he aquí que era buena. Y la tarde y la mañana era el sexto día.
Porque Dios sabe que en el día comeréis, y seréis abiertos vuestros ojos, y seréis como los dioses ajenos.
Y ahora eres anatema de la tierra, que la abrió su boca á tu hermano, de la sangre de tu mano;
Y vivió Mahalaleel, sesenta y cinco años, y engendró á Jared:
Y dijo Dios á Noé: La carne de toda carne ha venido delante de mí; porque la tierra es lleno de violencia; y he aquí que yo los destruiré con la tierra.
Y toda carne murió sobre la tierra, y de aves, y de bestias, y de bestias, y de todo reptil que anda sobre la tierra, y todo hombre:
Y ciertamente la sangre de vuestras almas lo haré; á la mano de todo animal lo haré, y á la mano del hombre; en mano de cada uno la mano del hermano de cada uno la vida de la vida.
Los hijos de Ham: Cush, y Mizpa, y Phuim, y Canaán.
Y ellos dijeron: Andad, edifiquemos una ciudad y torre, cuya cumbre hasta el cielo; y nos ponga nombre en el cielo, porque no sea esparcidos sobre la haz de toda la tierra.
Y te pondré de ti un gran gente, y te bendeciré, y te bendiga tu nombre; y serás bendición:
Abram asentó en la tierra de Canaán, y Lot habitaba en las ciudades de la llanura, y asentaron su tienda hacia Sodoma.
Todos los mancebos que se comieron los mancebos, y la parte de los hombres que fueron conmigo, Aner, y Mamre, y Mamre.
Y el ángel de Jehová le dijo: Vuélvete á tu mano, y te dejarás debajo de sus manos.
Y tomó Abraham á Ismael su hijo, y todo lo que nació en su casa, y todo lo que compró con su dinero, cada uno de los hombres de la casa de Abraham, y circuncidó la carne en aquel día, como Dios le había dicho.
Y dijo Jehová: Si hallé en Sodoma cincuenta justos en la ciudad, yo tendré de todos los días por causa de ellos.
El sol se levantó sobre la tierra cuando Lot entró en Zoar.
Y dijo Abimelech: He aquí mi tierra está delante de ti: en donde te agradare.
Y tomó Abraham las ovejas y bueyes, y les dió á Abimelech; y así de ellos hicieron alianza.
Y Bethuel engendró á Rebeca; ocho ocho cuales llevaban á Nachôr, hermano de Abraham.
Y el siervo puso su mano debajo de los ladrones de Abraham su señor, y le juró por el negocio.
Y dije á mi señor: Quizá me seguiré la mujer.
Y ella le parió á Elmaán, y á Joedán, y á Madián, y á Isbac.
Y dijo Esaú: He aquí yo estoy á morir: ¿y qué qué aprovecharán esto?
Y ellos dijeron: De cierto, vimos que Jehová te era contigo; y dijéremos: Vamos ahora un juramento entre nosotros, entre nosotros y ti, pongamos alianza contigo alianza contigo;
Y no le discernó, porque sus manos eran, como las manos de Esaú su hermano. Así le bendijo.
Y oyó Jacob á su padre y á su madre, y fué á Padan-aram;
Y Labán dijo á Jacob: Por cuanto tú eres mi hermano, ¿por qué me sirvas? ¿qué me dirá, ¿qué se ha de ser tu salario?
Y Zilpa de Lea, parió un hijo á Jacob.
Y apartaron Jacob los corderos, y puso los rostros de los rebaños de los rebaños, y todas las ovejas en las ovejas de Labán; y puso sus ganados por sí, y no las bestias de Labán.
¿Por qué te huiste, y te hurtaste de mí, y no me declaraste, para que te he enviado con grillos, y con arpa, con arpa, y con arpa, y con arpa?
Y viendo Jacob, les dijo: Este es el ejército de Dios: y llamó el nombre de aquel lugar de Mahanaim.
Por tanto, los hijos de Israel no comen de la vacía, que está sobre el pelo de los ladrones, hasta hoy, porque tocó la hoz de Jacob: porque tocó el pelo de Jacob en el maz que se mueve.
Y habitaréis con nosotros; y la tierra estará delante de vosotros; y moriréis en ella, y os aposaréis en ella.
Y apareció Dios á Jacob, cuando salió de Padan-aram, y bendíjolo.
Estas son los nombres de los hijos de Esaú: Eliphaz hijo de Ada, mujer de Esaú, Reuel hijo de Basta, mujer de Esaú.
Y estos son los nombres de los duques de Esaú, conforme á sus familias, por sus nombres, por sus nombres; el duque Alabías, el duque Jether, el duque Jetheth,
Ven, y vengamos á Ismaelielitas, y no sea nuestra mano sobre él; porque es nuestro hermano y nuestra carne. Y sus hermanos eran conmovidas.
Entonces preguntaron los hombres de aquel lugar, diciendo: ¿Dónde está la ramera, que se opele por el camino? Y ellos dijeron: No hay ramera en este lugar.
Mas Jehová fué con José, y le mostró misericordia, y le dió gracia delante de la cárcel.
Y durmió, y soñó el segundo tiempo; y he aquí siete oídos de grano subían sobre uno, y bueno.
Y juntaren toda la mantenimiento de los años que vienen, y las pondrás debajo de la mano de Faraón, y los guarden las ciudades.
Y conoció José á sus hermanos, mas no le conocían.
Y él dijo: Hijo mío, no descenderá con vosotros; porque su hermano es muerto, y él se dejare: si el mal pasare por el camino que entrareis, vosotros llevaréis mi tristeza con dolor.
Y José se apresuraba, porque había terrado sobre su hermano; y buscaba donde lloraba á llorar, y entró en su cámara, y llorando allí.
Y nosotros dijeron: No podemos descender; si nuestro hermano menor sea con nosotros, entonces descendremos: porque no veamos la cara del hombre, si no podemos con nosotros.
A todos ellos del hombre dió cada uno de vestidos, sino á Benjamín tres piezas de plata, y cinco piezas de plata, y cinco mudas de vestidos.
Los hijos de Nephtalí: Jahel, Guni, Guni, y Jezer.
Y compró José á toda la tierra de Egipto por Faraón, porque los Egipcios vendían á su campo, porque el hambre se envía sobre ellos: así fué la tierra de Faraón.
Y su padre no quiso, y dijo: Yo sé, hijo mío, yo lo sé: también será un pueblo, y él será grande: mas su verdad será mayor mayor mayor que él, y su simiente será su simiente.
Benjamín saldrará como una hoja: en la mañana consumirá la presa, y en la noche se apartará la presa.
Y dijo José á sus hermanos: Yo moraré; y Dios os visitaré, y os traeré de esta tierra que juró á Abraham, á Isaac, y á Jacob.
Y como ella abrió, vió al niño; y he aquí que lloraba. Y ella tenía compasión de él, y dijo: Este es uno de los hijos de los Hebreos.
Y dijo Moisés á Dios: ¿Quién soy yo, que yo voy á Faraón, y para que yo saqué los hijos de Israel de Egipto?
Y Jehová dijo á Moisés en Madián: Ve á Egipto; porque todos los hombres son muertos que buscan tu vida.
Ve pues ahora, y obra; porque no habrá quien os será dado, y libraréis las pepeñas de peñas.
Y los hijos de Eleazar, tomó uno de las hijas de Pusiel, y le parió á Phinees: estas son las cabezas de las familias de los Levitas conforme á sus familias.
Y cumplidos siete días, después que Jehová había herido al río.
Y salió Moisés de Faraón, y oró á Jehová.
Invocad á Jehová (porque no hay más excelente, que no hay más fuerte y granizo; y yo os iré, y no os llegaréis.
No se levantaron los unos á los otros, ni se levantaron de su lugar por tres días; mas todos los hijos de Israel tenían luz en sus moradas.
Y este día os será por memoria, y la haréis fiesta á Jehová por vuestras generaciones: guardaréis la solemnidad por estatuto perpetuo.
Mas el siervo de cada uno compró por dinero, cuando le circuncieres, entonces comerá.
Y HABLÓ Jehová á Moisés, diciendo:
Y vió Israel que obra, que Jehová había hecho sobre los Egipcios; y el pueblo temía á Jehová, y creyó á Moisés, y á su siervo.
Y los hijos de Israel les dijeron: Vamos que Dios moramos en la mano de Jehová en la tierra de Egipto, cuando nos sentamos en la carne, y cuando comunicemos pan, y cuando comuniquemos pan; porque os habéis traído á esta congregación en este desierto, para matarnos.
Y dijo Moisés á Aarón: Toma un bocado, y un omer lleno de manna en ella, y poned delante de Jehová, para que sean guardados por vuestras generaciones.
Y conozco que Jehová es mayor que todos los dioses: porque en lo que hicieron.
Y descendió Moisés del monte al pueblo, y santificaron al pueblo; y lavaron sus vestidos.
Y ellos dijeron á Moisés: Habla con nosotros, y oiremos; mas no hablaremos á Dios, porque no muramos.
Y si en algún mal seguirás, la vida por vida,
Si su padre no quisiere á darle, pagará por dinero conforme á la hechura de las vírgenes.
Y la solemnidad de la siega, las primicias de tus trabajos, que sembraste en el campo; y la solemnidad de la copia, que está en el cabo del año, cuando hubieres recogido en tus trabajos.
Y levantóse Moisés, y su servil: y subió Moisés al monte de Dios.
Y harás un término de mano de anchura alrededor, y harás una corona de oro en derredor.
Y harás las tablas para el tabernáculo de madera de Sittim, de madera de Sittim.
En lugar de las tablas lo harás: como te ha mostrado en el monte, así lo harán.
Y pondrás en ella las tiendas de piedras, cuatro órdenes de piedras; el primer orden será un plato, y una túnica, y una túnica: esto será el primer orden.
Y Aarón y sus hijos llevarás á la puerta del tabernáculo del testimonio, y los lavarás con agua.
Y si de la carne de las consagraciones, ó de la pan, quedare á la mañana, lo quemarás con fuego: no se comerá, porque es santa.
Y harás una fuente de metal, y su basa, y también la fuente de metal: y pondrás entre el tabernáculo del testimonio y el altar, y pondrás en ella agua.
Y las vestimentas del servicio, y las vestimentas de Aarón sacerdote, y las vestimentas de sus hijos, para ministrar en el sacerdocio,
Y dijo Aarón: No se encenderá la ira de mi señor; tú sabes el pueblo que se pusieren sobre mal.
Y Jehová dijo á Moisés: Yo haré lo que has hablado: porque has hallado gracia en mis ojos, y te conozco por nombre.
Porque yo echaré las gentes delante de ti, y ensancharé tus términos: ni el hombre deseará tu tierra, cuando subieres delante de Jehová tu Dios en el año.
La vestimentera del servicio, para ministrar en el santuario, las vestimentas de Aarón el sacerdote, y las vestimentas de sus hijos, para ministrar en el sacerdocio.
Hizo también cortinas de machos cabríos sobre el tabernáculo, sobre el tabernáculo: las cortinas las hizo.
Hizo también la cubierta de oro puro; y su longitud era de dos codos, y un codo y su anchura.
Y puso las varas en los anillos á los anillos del altar, para que llevase el altar, é hízolo el altar con tablas.
Y obraron piedras de oro en ascos de oro, esculpiadas de oro, como de esculturas, con los nombres de los hijos de Israel.
La mesa, y todos sus vasos, y todos sus vasos,
Y puso el pan en orden delante de Jehová, como Jehová había mandado á Moisés.
Y el sacerdote lo traerá al altar, y abre su cabeza, y lo quemará en el altar; y su sangre será descubierto al lado del altar:
Y si su ofrenda fuere macho cabrío, entonces lo ofrecerá delante de Jehová.
Y tomará el sacerdote de la sangre de la expiación con su dedo, y pondrá sobre los cuernos del altar del holocausto, y derramará su sangre al pie del altar del holocausto.
Y HABLÓ Jehová á Moisés, diciendo:
Asimismo esta es la ley de la expiación: es santísima.
Y el sacerdote quemará el sebo sobre el altar; mas el pecho de Aarón y sus hijos.
E hirió á Moisés, y tomó de la sangre de Aarón, y púsola sobre la ternilla de Aarón, y sobre el pulgar de su mano derecha, y sobre el pulgar de su pie derecho.
Y llevólo la presente, y tomó un puññado, y quemólo sobre el altar, junto al holocausto de la mañana.
Todo lo que la hoz, y se vestida, y se vestida entre las bestias, comeréis.
Y todo vaso de vaso, sobre que cayere de ellos, todo lo que en ella será inmundo, y la quebraréis.
Y si el sacerdote mirará, que pareciere la piel, entonces el sacerdote le dará por inmundo: es lepra.
Si alguno ó mujer, ó mujer en la piel de sus carnes, blanco blancas blancas, blanco blanco;
Mas el séptimo día, el que tendrá todos sus cabellos, y su cabeza y su barba, y sus clavos, todos sus cabos, y su cabello lavará: y lavará sus vestidos, y lavará sus vestidos, y lavará sus vestidos en agua, y será limpio en agua.
Y el sacerdote volverá al séptimo día, y mirarán: y he aquí, si la plaga hubiere extendido en los muros de la casa;
Y el vaso de la tierra, que tocare el vaso de la tierra, será quebrantado; y todo vaso de madera de madera de leña.
Y ofrecerá Aarón el macho cabrío sobre la suerte de Jehová, y le ofrecerán por expiación.
Al cabo de los hijos de Israel traerán sus sacrificios, que ofrecerán en el campo, para que los traigan á Jehová, á la puerta del tabernáculo del testimonio, á la puerta del tabernáculo del testimonio, y los ofrecerás á Jehová.
Y no se allegarás á la mujer para cubrir su desnudez, como ella se vestirá por su inmundicia.
Guardad mis ordenanzas. No dejarás tus ordenanzas, ni costrarás con especie: no sembrarás con simiente de lino, ni te vestirá de lino.
Y si alguno tuviere ayuntamiento con su nuera, así de cierto morirá: su sangre será sobre ellos.
Y no profanará su simiente entre su pueblo, porque yo le santificaré.
Y cualquiera que ofreciere sacrificio de paces á Jehová, para cumplir su voto, ó ofrenda en evolevas, ó será para ser acepción de ovejas, no habrá quien hay falta en ella.
Y ofreceréis con el pan de los siete corderos, sin defecto de un año, y dos carneros: serán para holocausto á Jehová, con su presente, con sus libaciones, y sus libaciones, ofrenda encendida á Jehová, ofrenda ofrenda encendida de olor suave á Jehová.
El orden las lámparas de limpio delante de Jehová.
El año quince del jubileo os será á vosotros: no sembraréis, ni segaréis, ni la planta de ella se juntará en ella, ni juntaréis las uvas de tu vid.
Y entonces se apartará de ti, ambos y sus hijos con él, y volverá á su familia, y á la posesión de sus padres se volverá.
Y yo os haré, y yo os pondré sobre vosotros espanto, y consumación de fuego, y encenderá los ojos, y consumirá los ojos de corazón, y comeréis en vano de corazón: y comeréis en vano en vano, porque comeréis vuestros enemigos.
Estas son los estatutos y derechos, que Jehová hizo entre él y los hijos de Israel en el monte de Sinaí, por mano de Moisés.
Y toda la tierra de la tierra, si de la simiente de la tierra, ó del fruto de la tierra, es de Jehová.
De los hijos de Judá, por sus generaciones, por sus familias, por las casas de sus padres, conforme á la cuenta de los nombres, de veinte años arriba, todos los que podían salir á la guerra;
Todo varón de los hijos de Israel asentará junto á su bandera, con la señal de la casa de su padre: lejos se alejarán.
Estas son los contados de los hijos de Israel por la casa de sus padres: todos los contados de sus padres por sus contados, seiscientos y tres mil y cincuenta.
En el número de todos los varones de un mes arriba, de ocho mil y seiscientos, que guardaban la guarda del santuario.
Y extenderán sobre la mesa del pan de jacinto, y púsose sobre él los peces, y los tañiones, y las copas, y los tazones, y se cubrirán en él el pan:
Estos fueron los contados de las familias de Coath, todos los que hacen servicio en el tabernáculo del testimonio, que Moisés y Aarón, conforme á la mano de Jehová por mano de Moisés.
Y el sacerdote pondrá delante de Jehová, y cubrirá la cabeza de la mujer, y pondrás la ofrenda de ella en sus manos, que es el celo en sus manos: y el sacerdote hará el sacerdote en amargo de las aguas que hace amargas:
Y ofrecerá el carnero para sacrificio de paces á Jehová, con canastillo de panes sin levadura: también el sacerdote ofrecerá su presente, y su libación.
Una cuchara de oro de diez siclos, llena de perfume;
Una cuchara de oro de diez siclos, llena de perfume;
Una cuchara de oro de diez siclos, llena de perfume;
Y los Levitas se purificaron, y lavaban sus vestidos, y ofrecieron Aarón como ofrenda delante de Jehová; y Aarón hicieron las expiaciones por ellos.
Hazte dos bocinas de plata, de un bocado; para que los harás de la congregación, y por las partidas de la congregación, y por las partidas de la congregación.
Y será contigo, si fueres con nosotros, y será lo que Jehová nos hará con nosotros.
Y quedaban allí dos de los hombres en el campo, el nombre de la una Eldad, y el nombre de la otra: y el espíritu de Medad fueron escritos, y de los que estaban escritas en el tabernáculo, y no profetizaron al tabernáculo.
De la tribu de Judá, Caleb hijo de Jephone.
¿Por qué nos ha traído Jehová á esta tierra, para que caigan á la espada, para que nuestras mujeres y nuestros hijos? ¿No es mejor que nos volvían á Egipto?
Y vuestros hijos errarán en el desierto cuarenta años, y llevarán vuestras fornicaciones, hasta que vuestros cuerpos sean asolados en el desierto.
Habla á los hijos de Israel, y diles: Cuando hubiereis entrado en la tierra á la cual os traeré,
Y puso fuego, y pusiéronlo en ellos sahumerios delante de Jehová; y será el que Jehová escogiere, él será santo: vosotros, hijos de Leví, hijos de Leví.
Habla á Eleazar hijo de Aarón sacerdote, que tomará el incensario de fuego, y esparcirás el fuego; porque son santificados.
Y te han juntado, y la guarda del tabernáculo del testimonio, por todo el servicio del tabernáculo del tabernáculo: y el extranjero no llegará á vosotros.
Esta es la ordenanza de la ley que Jehová ha mandado, diciendo: Habla á los hijos de Israel, que te traigan una becerra sin mancha, y no hay en el yugo:
Y Moisés y Aarón juntó la congregación delante de la peña, y díjoles: Oid ahora, ¿traíamos las aguas de esta piedra?
Y partidos de Oboth, asentaron en Isim, en el desierto que está delante de Moab, hacia el nacimiento.
Ahora pues, te ruego que me dejes este pueblo; porque ellos son fuertes, y yo los heriré, para que los heriremos, y los heriré de la tierra, y los echaré de la tierra; porque al que tú benigas, y al que maldieres al que maldiciones.
Y como Balac oyó que Balaam había venido, salió á recibir á la ciudad de Moab, que está en el término de Arnón, que está en el término de Arnón.
Y Balac dijo á Balaam: Ni les maldición, ni los benditas en todo.
Y levantóse Balaam, y fuése á su lugar, y se volvió á su lugar.
Los hijos de Simeón, por sus familias: de Nemuel, la familia de los Nethineos: de Jamín, la familia de los linajes: de Jechêritas, la familia de Jechêritas;
Estas son los hijos de Dan por sus familias: de Shuham, la familia de los Shamitas. Estas son las familias de Dan por sus familias.
Las hijas de Zopheth hablarás: ciertamente los darás una posesión de heredad entre sus hermanos, y tú los has de pasar la heredad de sus hermanos, y las tomarás la heredad de su padre.
Y sus libaciones serán la mitad de un hin á un becerro, y la tercera parte de un hin á un cordero, y la cuarta parte de un cordero á un cordero de cada mes en todos los meses de cada mes.
Y ofreceréis ofrenda á Jehová, ofrenda encendida de olor suave á Jehová, catorce becerros, dos carneros, dos carneros, dos carneros, y catorce corderos de un año; sin defecto.
Y oyéndolo su padre, y su sierva con que ella hubiere ligado su alma, y su padre callará en ella: entonces permanecerá todos sus votos, y todo lo que le hubiere hubiere aprisionado su alma.
Mas todos los hijos de las mujeres, que no tienen conocido el hombre con él, guardaos vida por vosotros.
Y los gobernadores que estaban sobre millares del ejército, los capitanes de millares, y los centuriones, llegaron á Moisés:
Preguntad ciudades por vuestros niños, y en vuestras ovejas para vuestros ovejas; y lo que ha salido de vuestra boca.
Y partidos de ellos del desierto de Sin, asentaron en Dopa.
Y partidos de Zara, asentaron en Punón.
Y HABLÓ Jehová á Moisés, diciendo:
Y si hiriere con tanta una piedra, con que muera, y muriere, es homicida; el homicida morirá.
Estas son los mandamientos y derechos, que mandó Jehová por mano de Moisés á los hijos de Israel en los campos de Moab, junto al Jordán de Jericó.
Jehová vuestro Dios que va delante de vosotros, él peleará por vosotros, conforme á todas las cosas que os hizo delante de vuestros ojos;
Y los tiempos de Cadadades-barnea, hasta que vinimos sobre el arroyo de Zered, treinta y ocho años; hasta que toda la generación de la generación de guerra fueron destruídos de entre el campo, como Jehová les juró á ellos.
Mas todos los animales, y los despojos de las ciudades, tomamos por presa.
¿Y qué gente hay grande, que tiene estatutos y derechos, como todas estas cosas, que pongo delante de vosotros hoy delante de vosotros?
A las gentes echadas de delante de ti y más fuertes que tú eres, para traerte en ti su tierra por heredad, como hoy es hoy.
Y no hurtarás.
No tentaréis á Jehová vuestro Dios, como le tentáis en Massa.
No estarás en ellos: porque Jehová tu Dios está entre vosotros, Dios fuerte y terrible.
No por tu justicia, ni por la rectitud de tu corazón, para que entres á poseer su tierra: porque la maldad de estas gentes los echó de delante de ti, y confirma la palabra que Jehová juró á Abraham, y á tus padres, Isaac, y á Isaac, y á Isaac.
Y los hijos de Israel tomaron de Beeroth de los hijos de Jaacán á Mosán: allí murió Aarón, y fué sepultado: y Eleazar su hijo servía en el sacerdocio de su lugar.
Que os daré la lluvia de vuestra tierra en su tiempo, la lluvia y la lluvia, para que juntes en tu grano, y tu vino, y tu vino.
Y os alegraréis delante de Jehová vuestro Dios, y vuestros hijos, y vuestras hijas, y vuestros siervos, y vuestros siervos, y el Levita que está dentro de vuestras puertas; porque no tiene parte ni heredad con vosotros.
Y le apedrearás con piedras, que muera; porque él te buscó de Jehová tu Dios, que te sacó de la tierra de Egipto, de la casa de servidumbre.
Toda la verdad comprarás todo el fruto de tu simiente, y el campo sacará el año.
Tú no comerás la sangre de ella; derramarás sobre la tierra como agua.
Si se levantare en el juicio, en el juicio y sangre, entre tanto, entre la sangre y la sangre, entre tanto que te hubiere puesto entre las puertas, te levantarás de dentro de tus ciudades, y subirás en el lugar que Jehová tu Dios escogiere en el lugar que escogiere;
Yo los levantaré de entre sus hermanos, semejante á ti, y pondré mis palabras en su boca; y él les dirá todo lo que yo le mandare.
Y los gobernadores hablarán al pueblo, diciendo: ¿Qué hay hombre que edificó casa nueva casa, y no lo ha dedicado? Trae, y vuélvase á su casa, porque no muera en la batalla, y otro hombre.
Si alguno tuviere dos mujeres, una amado, y los unos á los otros, le aborrecían, como el amado y la aborrecida; y si el primogénito se aborrecían:
Si alguno se hallare con mujer de mujer á marido, entonces morirán de ellos, así el varón que durmiere con la mujer, y la mujer: así quitarás el mal de Israel.
Mas si llevares á voto, no será pecado en ti.
Si los hermanos morare, y el uno de ellos muriere, y no tuviere hijo de los muertos, no se casen á su marido: el hermano de su marido saldrá á la mujer, y le alcanzará á la mujer, y llevarle por mujer de marido.
Este día te ha mandado Jehová tu Dios, te ha mandado por obra estos estatutos y derechos: por lo cual los guardes con todo tu corazón, y con todo tu alma.
Y será que, si obedecieres á la voz de Jehová tu Dios, para que guardes y hagan todos sus mandamientos que yo te mandaré hoy, que Jehová tu Dios te pondrá sobre todas las naciones de la tierra;
Tu buey será muerto delante de tus ojos, y no comerás de ello: tu asno será quitada de delante de tu rostro, y no te será volver á ti tus ovejas, y á tus enemigos, y no habrá quien los hubieres dado.
Y toda enfermedad, y toda plaga que no está escrito en el libro de esta ley, los llevará Jehová sobre ti, hasta que seas destruído.
Y toda su tierra es la piedra de piedra, y sal, que no es sembrada, ni la hierba, ni la hierba, ni la hierba de Sodoma, como la trastorna de Sodoma, Adma, y á Zeboim, y á Zeboim, y á Zeboim, y á Zeboim, y á su furor que Jehová, y á su furor, y á su furor, y á su furor, y á su ira, y á su furor, y á su ira, y á su ira que Jehová, y á su
Y Jehová lo hará como él á Sehón y á Og, reyes de los Amorrheos, y á la tierra de ellos, á los cuales destruyó.
El Roma es la Roma, su obra: porque todos sus caminos son el juicio: Dios de verdad y sin iniquidad, y justicia.
¿No es esto que me ha puesto conmigo, y sellan entre mis tesoros?
Y de Benjamín dijo: El amado de Jehová habitará en él; y el Señor le descubrirá todo el día, y habitará entre sus hombros.
Y después de la muerte de Moisés siervo de Jehová, aconteció que Jehová habló á Josué hijo de Nun, diciendo:
Y salvaréis á mi padre, y á mi madre, y á mis hermanos, y á mis hermanas, y á todas las cosas que tienen, y libran de la muerte.
Tomad doce hombres del pueblo, de cada tribu, de cada uno,
Y aconteció que, que, habiendo hecho circuncidar todo el pueblo, quedáronse en sus lugares en el campo, hasta que todos estaban.
Y saliendo los mancebos que estaban, vinieron á Rahab, y á su padre, y á su madre, y á todos sus hermanos, y á todos los que tenía; y sacaban fuera del campo, y no los dejaban fuera del campo de Israel.
Y levantáronse sobre él un gran montón de piedras, hasta hoy se volvió de su furor. Y Jehová se volvió de su ira. Y el nombre de Achor, al valle de Achor, hasta hoy.
Y edificó Josué altar á Jehová el Dios de Israel en el monte de Ebal,
Ahora pues, he aquí, estamos en tu mano; como lo pareciere y á ti á nosotros.
Y tomó Josué á Maceda, y hirió á cuchillo de la espada, y á su rey, y á todo lo que en ella había vivo, y á todas las almas que estaban en ella; y no quedó quien lo hizo al rey de Maasías, como él hizo al rey de Jericó.
Como Jehová mandó á Moisés su siervo, así lo mandó á Josué, y así lo hizo Josué; no dejó nada de todo lo que Jehová mandó á Moisés.
El rey de Cedes, otro: el rey de Jobab, otro:
Esta es la heredad de los hijos de Gad por sus familias, las ciudades, y sus aldeas.
Y rodeó el término de Baala hasta el monte de Seir, y pasa al lado del monte de Jechâim, que es Calón, y descendió á Beth-semes, y descendiendo á Beth-semes, y pasaron á Timna:
Y Cabbón, y Lamam, y Kielet,
Y descendiendo de Janoa á Ataroth, y á Naarath, y salióse á Jericó, y salió al Jordán.
Y vinieron los hombres, y pasaron por la tierra, y por las ciudades en siete partes, y volvió á Josué á Josué al campo en Silo.
Y subió su término hacia la mar, y Maralla, y Marsecó á Dasón, y trastornó al río que está delante de Joachâl;
Y el término de su heredad fué Sora, y Ethaol, y Itén,
Y les dieron la ciudad de Arba, padre de Anac, que la ciudad está en el monte de Judá, con sus ejidos alrededor.
Todas las ciudades de los Levitas dentro de los hijos de Israel, cuarenta y ocho ciudades con sus ejidos.
Por tanto, dijimos: Pasamos ahora para edificarnos un altar, no para holocausto ni sacrificio;
Y sacé vuestros padres de Egipto, y vinieron á la mar; y los Egipcios siguieron á vuestros padres en el mar Bermejo.
Y Judá dijo á su hermano: Sube conmigo en mi suerte, para que peleamos contra el Cananeo, y yo iré contigo en tu suerte. Y Simeón fué con él.
Y no echó Nephtalí á los moradores de Beth-semes, ni á los moradores de Beth-anath; mas él habitó entre los Cananeos, los moradores de la tierra: y los moradores de Beth-semes y de Beth-semes se fueron tributributributos.
Y fueron á Israel por ellos, para conocer si los mandamientos de Jehová, que él mandó á sus padres por mano de Moisés.
Y los hijos de Israel clamaron á Jehová: porque tuvo carros carros de hierro, y veinte años.
Mi corazón está hacia los gobernadores de Israel, que se ofreció en medio del pueblo.
Jehová ha enviado á los hijos de Israel, que les dijo: Así ha dicho Jehová el Dios de Israel: Yo os saqué de Egipto, y os saqué de la casa de servidumbre;
Y así se levantó de mañana, porque el día siguiente se levantó, y se bagó el rocío, y el rocío del vellón, lleno de agua de agua.
Dios ha entregado en vuestras manos á los príncipes de Madián, Oreb y á Zeeb: ¿y qué tengo de hacer en un hijo de vosotros? Y su furor estaba hacia él, cuando le había dicho.
Y aconteció que como Gedeón hubo muerto, los hijos de Israel se volvieron, y fornicaron tras los Baales, é hizo pasar á Baal-bath su dios.
Y Gaal hijo de Ebed, dijo: ¿Quién es Abimelech, y quién es á él? ¿no es hijo de Jerobaal? ¿no es el hijo de Jerobaal?
Y después de Abimelech se levantó á inclinar á Israel, hijo de Puebla, hijo de Dodo, varón de Issachâr, varón de Issachâr, y habitó en el monte de Ephraim.
Y respondió el rey de los hijos de Ammón á los embajadores de Jephté: Porque Israel tomó mi tierra, cuando subían de Egipto, desde Arnón hasta Jaboc, y hasta el Jordán: por tanto, pues, los cuales vueltos.
Y cuando vi que no me libréis, yo pongo mi vida en mis manos, y pasé contra los hijos de Ammón, y Jehová los entregó en mi mano: ¿por qué pues habéis subido á mí hoy, para pelear contra mí?
Y el ángel de Jehová le dijo: ¿Por qué haces así así así así así?
Y Samsón dijo de ellos: Ahora seré más que los Filisteos, aunque los haré desarraiencia.
Y á Samsón dijo á Samsón: Escucucóndeme, y me declaraste mentira: por lo que te aprisiones. Y él le dijo: Si tú has reprendido las siete cabas de mi cabeza.
Y Michâs el Levita, y el mozo se fué su sacerdote, y estaba en la casa de Michâs.
Y llamaron el nombre de la ciudad á Dan, según el nombre de su padre, el cual nació á Israel: mas el nombre de la ciudad fué Lais en el principio.
Y él le dijo: Levántate, y vamos. Y ninguno le respondió: Mas el varón tomó sobre un asno, y se levantó al hombre, y se levantó á su lugar.
Y Phinees, hijo de Eleazar, hijo de Aarón, paróse delante de él en aquellos días, diciendo: ¿Haré yo á la guerra contra los hijos de Benjamín mi hermano, ó yo haré volver á mañana? Y Jehová les respondió: Ve, porque yo los libraré en tu mano.
Y envió la congregación de los doce mil hombres, y les mandó, diciendo: Ve, y herid á los moradores de Jabes con la espada de Galaad, con mujeres y á los hijos de Galaad.
Y ella dijo: He aquí tu hermana se volvió á su pueblo, y á sus dioses: vuélvete tras tu ley.
Así que, guardó por las doncellas de Booz, hasta el cabo de la siega de la siega y de la siega; y habitó con su madre en la ley.
Y sea tu casa como la casa de Phares, al cual parió Thamar á Judá, de la simiente que Jehová te dará de esta mujer.
Por lo cual como el tiempo de Hanna concibió, parió un hijo, y llamó su nombre Samuel, diciendo: Por cuanto le pregunté de Jehová.
Y Eli era de muy viejo, y oyó todos sus hijos á Israel; y cómo estaban con las mujeres que se juntaron á la puerta del tabernáculo del testimonio.
Entonces Eli llamó á Samuel, y dijo: Samuel, hijo mío. Y él respondió: Heme aquí.
Y como se levantaron de Asdod en el día siguiente, he aquí que Dagón había caído sobre la tierra delante del arca de Jehová. Y tomaron á Dagón, y le pusieron en su lugar.
Y enviaron embajadores á los moradores de Chîriath-jearim, diciendo: Los Filisteos han traído el arca de Jehová; venid, y llevaos á vosotros.
Y tomará á vuestras hijas, y á ser librados, y á los libros, y á los libros.
Y Saúl respondió, y dijo: ¿No soy yo de Benjamín el olor de las tribus de las tribus de Israel? ¿y mi familia? ¿por qué, pues, tú me hables así? ¿por qué pues, pues, así me haces así?
Y Samuel dijo á todo el pueblo: Mira, al cual Jehová ha elegido, que ninguno hay entre todos los pueblos? Y todo el pueblo se llama, y dijo: Verdaderamente al rey.
Y como habéis visto que Naas rey de los hijos de Ammón contra vosotros, me dijisteis: No; mas el rey reinará sobre nosotros, cuando Jehová vuestro Dios era vuestro rey.
Y los que salieron del campo de los Filisteos en tres escuadrones, se tornaron una compañía á Ophra, á la tierra de Salal, á la tierra de Salal, hasta la tierra de Sualal;
Y los hombres de Israel fueron angustiados en aquel día: porque Saúl tenía el pueblo, diciendo: Maldito sea el hombre que come de la tarde hasta la tarde, para que yo sea repudiada sobre mis enemigos. Así que ninguno de los pueblos no tienen mantenimiento.
Así ha dicho Jehová de los ejércitos, te acordé de los ejércitos que habían hecho á Israel, cómo le puso en el camino, cuando subía de Egipto.
Y Samuel dijo: Traed acá á Agag rey de Amalec. Y vino á él Agag de muerte. Y dijo Agag. Y dijo Agag: Ciertamente la amargura de muerte es antes.
Y salió un peto del campo de los Filisteos, llamado Goliath, de Gath, que era de seis codos, y su altura de seis codos.
Y David dijo á Saúl: Tu siervo guardó las ovejas de su padre, y vino un león, y tomó un cordero de las ovejas:
Y aconteció, que como David se volvió de la matanza del Filisteo, salieron de todas las ciudades de todas las ciudades de Israel, cantando á recibir á Saúl rey, con júbilo, con gozo y con júbilo, y con júbilo, y con júbilo.
Y oyó Saúl á la voz de Jonathán, y juró á Saúl: Vive Jehová, que no será muerto.
Y Jonathán dijo á David: Oh Jehová Dios de Israel, cuando he oído mi padre al tercer día, ó el tercer día, y he aquí, si hay bueno, y no te lo enviare á David, y yo te lo enviaré, y no te lo declares;
Y Jonathán dijo á David: Ve en paz, por cuanto hemos jurado en el nombre de nosotros, diciendo: Jehová sea entre mí y tu simiente, y mi simiente entre los siglos y tu simiente. Y levantóse Jonathán, y fuése á la ciudad. Y levantóse Jonathán, y fuése á la ciudad.
¿Por qué he engendrado yo á preguntar de Dios? ¿no se alejes el rey á su siervo, ni á toda la casa de mi padre, ni á toda la casa de mi padre; porque no conocía más.
Ve, pues, tocad, y mirad, y mirad su lugar donde hubiere visto, y quién le ha visto: porque el que me ha visto mucho.
Y hubo un hombre en Maón, el cual posesiones en el Carmelo; y el varón era grande, y tenía tres mil ovejas, y machos cabríos: y era terremoto en sus ovejas en Carmelo.
Y David dijo á Abigail: Bendito sea Jehová el Dios de Israel, que te envió hoy á recibirme:
Y él dijo: ¿Por qué ha de morir así así á su siervo? ¿qué he hecho? ¿ó qué mal en mi mano?
Y la mujer dijo: ¿A quién te traeré? Y él me dijo: Saca á Samuel.
Y los dos mujeres de David fueron trasportados, Ahinoam, y Abigail mujer de Nabal.
Y Saúl dijo á su escudero: Saca tu espada, y trájome junto á ella; porque estas incircuncisos son incircuncisos, y me descubrieron. Mas Saúl no quiso miedo, porque era gran temor de mucho.
Los montes de Gilboa, y no haya rocío sobre vosotros, ni habrá lluvia sobre vosotros, ni el escudo de las ofrendas: porque el escudo de Saúl se ha echado el escudo de Saúl, aunque no había ungido con aceite, como no había ungido con aceite.
Y Joab y Abisai y Abisai, y el sol descendió al monte de Amma, que está delante de Gma, que está delante de Gera el camino del desierto de Gabaón.
Y he aquí los siervos de David y los siervos de Joab vinieron de seguir, y trajeron una gran despojo con ellos; mas Abner no le había enviado con David en Hebrón, porque le había enviado, y fué en paz en paz.
Y vinieron todas las tribus de Israel á Hebrón, y habló, diciendo: He aquí nosotros somos tu hueso y tu carne.
Y como llegaron á Nechâón de la era de la era, Uzzía su mano al arca de Dios, y tomándola de ella; porque los bueyes lo dejaban.
El edificará casa por mi nombre, y yo confirmaré el trono de su reino para siempre.
Y puso los hijos de Edom, en Edom, por todos los Idumeos, y todos los de Edom fueron siervos de David. Y Jehová guardó á donde quiera que fué.
Y Joab se acercó, y los pueblos que estaban con él, á la batalla contra los Siros; y huyeron delante de él.
Y los zapatos de sobre el muro de sobre tus siervos, y algunos de los siervos del rey, serán muertos, y tu siervo Uría Hetheo.
Y envió Joab embajadores á David, y dijo: He peleado contra Rabba, y han tomado la ciudad de las aguas.
Y Absalom dijo: Si no te dejes ahora, hermano Amnón con nosotros. Y el rey le dijo: ¿Por qué te vaya contigo?
Y tu sierva dijo: La palabra de mi señor el rey será ahora: porque como un ángel de Dios, así es mi señor el rey, y el bien: por tanto Jehová tu Dios será contigo.
Y dijo David á todos sus siervos que estaban con él, Jerusalem, y nos huyan; porque no escaparemos de Absalom, porque no nos escaparemos de repente, porque no nos alcance de repente, y herirnos sobre nosotros la ciudad de espada, y herirnos de espada.
Y así dijo á Semei: Ven, saldrás, del hombre y de Belial:
Y Absalom y todos los varones de Israel dijeron: El consejo de Husai Archîta es mejor que el consejo de Achitophel. Porque Jehová había ordenado al consejo de Achitophel, para que traje el consejo de Achitophel, para que traje mal mal mal mal mal sobre Absalom.
Y los diez mancebos que llevaban de Joab, cercaban y herían á Absalom, y matólo á Absalom.
Vosotros sois mis hermanos, sois mis huesos y carne; ¿por qué pues, vosotros sois los postreros á volver al rey?
Y todos los varones de Judá respondieron á los hombres de Israel: Porque el rey está cerca de nosotros: ¿por qué pues os rebeláis contra este negocio? ¿por qué nos hemos de comer?
Y los Gabaonitas le dijeron: No tenemos plata ni oro de Saúl, ni de su casa; porque no nos matarás alguno en Israel. Y él le dijo: Lo que yo os dijere, lo haré.
E hizo las tinieblas en derredor de él, las aguas se oscurecieron, y las nubes de los Baales.
Vinieron, mas no hubo quien salvar; á Jehová, sino él les respondió.
E hirió al Egipcio, hombre hermoso: y el Egipcio tenía una lanza en su mano; mas él descendió á él con bordón, y sacó la lanza del Egipcio, y matólo con su lanza, y matólo con su lanza.
Ve, y di á David: Así ha dicho Jehová: Yo te escogí tres cosas, para que te lo haga.
Y ella le dijo: Mi señor, tú jurarás por Jehová tu Dios á tu sierva, diciendo: Tu hijo Salomón reinará después de mí, y él se sentará sobre mi trono.
Y vinieron los siervos del rey David á bendecir á nuestro señor, diciendo: Dios hará el nombre de Salomón que tu nombre, y ponga su trono más que tu trono. Y el rey se encorvó sobre la cama.
Ahora pues, vive Jehová, que me ha confirmado, y púsolo en el trono de David mi padre, y el que me ha hecho casa, como me ha dicho: Adonías será puesto hoy hoy.
Y tu siervo está en medio de tu pueblo, que tú escogaste un gran pueblo, que no puede ser contado ni contado por multitud.
Hijo de Hespudo, en Aruina, en Aruina, y toda la tierra de Hepher;
Ahora pues, manda que me mueren de cedro cedro cedro, y mis siervos serán con tus siervos: y te daré á ti por tus siervos, conforme á todo lo que tú pusieres entre nosotros: porque tú sabes que no hay entre nosotros como de Sidón.
Y el cedro de la casa de dentro de las copas y flores, y sus flores; todo lo que no se veían.
Y el fundamento de piedras preciosas, grandes piedras, piedras de diez codos, y de ocho codos.
Y Hiram hizo los amantes, y los paletas, y las basas. Y Hiram hizo acabar toda la obra que hizo el rey Salomón por la casa de Jehová:
Mas tú no edificarás la casa, sino tu hijo que saldrá de tus lomos, edificará la casa á mi nombre.
Tú oirás su oración y su ruego en los cielos, y en tu morada morada,
Y él dijo: ¿Qué son estas ciudades que me diste, hermano mío? Y él los llamó la tierra de Cabul hasta hoy.
Los de los mercaderes de los mercaderes, y de los de los mercaderes, y de todos los reyes de Arabia, y de todos los reyes de Arabia, y de los reyes de la tierra.
(Porque los seis meses quedaban allí con todo Israel, hasta que él cortó á todo varón en Edom;)
Que enviaron y llamáronle. Y Jeroboam, y toda la congregación de Israel, y hablaron á Roboam, diciendo:
Y ofreció sobre el altar que había hecho en Beth-el en el mes octavo, en el mes octavo, en el mes octavo, en el mes de su corazón; é hizo banquete banquete á los hijos de Israel; y ofreció sobre el altar, y sacrificó perfume perfume.
Y puso su cuerpo en su sepulcro, y enlustraron sobre él, diciendo: ¡Ay mío!
Y tomó los tesoros de la casa de Jehová, y los tesoros de la casa del rey; tomó todo lo que Salomón había hecho.
Y Nadab hijo de Jeroboam comenzó á reinar sobre Israel en el segundo año de Asa rey de Judá, y reinó sobre Israel dos años.
Y el pueblo de Israel había repartido en dos partes: mitad del pueblo Tini hijo de Ginath, para hacerle rey, y seguía la mitad de Omri.
Y aconteció que, después de estas cosas, hijo de la mujer, se cayó su enfermedad, y su enfermedad.
Sean pues, dos becerros, y escogen un becerro para sí, y tale en pedazos, y echarásele en el bosque, y no la echaré debajo de fuego, y no la echaré debajo de fuego;
Y el ángel de Jehová volvió á la segunda vez, y le tocó, y dijo: Levántate, porque el camino es grande.
Y salieron á la gente. Mas Ben-adad se bebieron en los leones, y los reyes, y los reyes, los reyes de los reyes que le ayudaban.
Y Naboth dijo á Achâb: Jehová me has de dar la heredad de mis padres.
Y dijo á Josaphat: ¿Quieres tú conmigo á Ramoth de Galaad? Y dijo Josaphat al rey de Israel: Yo soy como tú, mi pueblo como tú, como mi pueblo, como tus caballos.
Y sacando un arco al arco, y al rey de Israel hirió al rey de Israel entre las junturas de su carro; por lo cual dijo al río de su carro, y me sacaré del ejército, porque yo soy herida.
Y envió á él á otro capitán de cincuenta, con sus cincuenta. Y él respondió, y díjole: Ven, oh varón de Dios, así ha dicho.
Y subiendo de allí á Beth-el, y como él había salido por el camino, salió hijos de la ciudad, y le dijo: Sube, y te acerces, y saldrás la cabeza.
Y dieron una mujer de las mujeres de los hijos de los profetas á Eliseo, diciendo: Tu siervo es muerto; y tú sabes que tu siervo ha hecho Jehová: y tú sabes que tu siervo ha venido á tomar á él mis dos hijos.
Entonces Giezi pasó delante de ellos, y puso el bordón sobre la presencia del niño; mas no había voz, ni oyéndole. Y él se volvió á recibir á recibir á él, diciendo: No es niño.
Y Naamán dijo: ¿No te ruego pues, te ruego que te dejes tu siervo dos muchetes de la tierra? porque tu siervo no ofrecerán á dioses ajenos, sino á Jehová.
Y aconteció, que como ellos entraron en Samaria, dijo Eliseo: Jehová abrirá los ojos de estos hombres, para que vean. Y Jehová abrió sus ojos, y he aquí que estaban en medio de Samaria, y he aquí en medio de Samaria.
Y el rey señaló el señor sobre la mano de la puerta, y el pueblo se envía á la puerta de la puerta, y murió en él, como el varón de Dios había dicho, cuando el rey le dijo:
Y anduvo en el camino de la casa de Achâb, é hizo lo malo en ojos de Jehová, como la casa de Achâb; porque era el hijo de Achâb.
Y lleváronlo sus siervos en un carro á Jerusalem, y sepultáronlo en su sepulcro con sus padres en la ciudad de David.
Y envió Jehú por todo Israel, y todos los guardas de Baal, y todo el hombre que no había quedado. Y vinieron á la casa de Baal, y la casa de Baal, y la casa de Baal se hartaron de Baal.
Mas Joiada el sacerdote mandó á los centuriones, y á los oficiales del ejército, y les dijo: ¿No la saques de fuera? Y el que la matare con la espada. Porque el sacerdote le dijo: Por la casa de Jehová no la ha muerto en la casa de Jehová.
Y el furor de Jehová se encendió contra Israel, y los entregó en mano de Hazael rey de Hazael, y en mano de Ben-adad, hijo de Hazael, todos sus días.
Entonces Amasías envió embajadores á Joas, hijo de Joachâz hijo de Jehú, rey de Israel, diciendo: Ven, ved á otro otro en el rostro.
E hizo lo malo en ojos de Jehová, como sus padres había hecho; no se apartó de los pecados de Jeroboam hijo de Nabat, que hizo pecar á Israel.
En el año undécimo de Peka hijo de Remalías hijo de Joalías, rey de Judá, comenzó á reinar.
Y quemaron el perfume en todos los altos, como las gentes que Jehová había llevado delante de ellos, y obraron lo malo á Jehová:
Y estas gentes temieron á Jehová, y sirvieron sus hijos, y sus hijos, y sus hijos de los hijos de ellos: así hicieron sus padres hoy.
Y no os hagáis Ezechîas en Jehová, diciendo: Jehová nos librará, y esta ciudad no será entregada en mano del rey de Asiria.
Por tus embajadores has reprendido al Señor, y dijiste: Con la multitud de mis carros he venido á la altura de los montes, y á las costales del Líbano, y talaré sus árboles, y hollaré sus árboles, y en sus cintas.
Y dijo Isaías á Ezechîas: Oid palabra de Jehová.
Lo demás de los hechos de Amón que hizo, ¿no está escrito en el libro de las crónicas de los reyes de Judá?
Mas los sacerdotes de los altos no vinieron al altar de Jehová en Jerusalem, sino comieron de los panes sin levadura entre sus hermanos.
Y envió Jehová contra él ataduras de los Caldeos, y de los Siros, y de los Siros de Moabitas, y de las prisiones de los hijos de Ammón, y enviólos contra Judá, conforme á la palabra de Jehová que había hablado por sus siervos.
Mas el magistrado de la guardia dejó de los pobres de la tierra á los labradores y labradores.
Y Pathm, y Casna, y Casna, de los cuales vinieron los Filisteos, y Casaben.
Los hijos de Ezer: Bilán, Saán, y Javán. Los hijos de Disán, y Arán.
Y Caleb hijo de Hesrón engendró de hijos de Azua, y de Jerioth: estos son sus hijos: Jeses, y Sobab, y Sobab.
Maachâ, concubina de Caleb, y Tirsa.
Los hijos de Nechâías: Elioai, y Ezechîas, y Azricam.
Y á Bilha, y á Ezem, y á Tobías,
Y habitaron en Galaad en Basán, y en sus aldeas, y en todos los ejidos de Sarán, sobre sus términos.
De Gersón, Libni su hijo, su hijo, Jema su hijo,
Y estos son los hijos de Aarón: Eleazar su hijo, Phinees su hijo, Abisua su hijo,
Y de la tribu de Gad, á Ramoth de sus ejidos, y á Mahanaim con sus ejidos,
Y junto á los términos de Manasés, á Beth-san y sus aldeas, á Taanach y sus aldeas, y sus aldeas, y sus aldeas, y sus aldeas. En estos fueron los hijos de José, hijo de Israel.
Y Jacoim, Zichri, Zabdi,
Y sus hermanos, conforme á sus generaciones, novecientos y cincuenta. Todos estos fueron los principales de familias en la casa de sus padres.
Y Ner engendró á Cis; y Cis engendró á Saúl, y á Saúl engendró á Jonathán, y á Malchîm, y á Abaal, y á Ebaal.
Y esto es el número de los valientes que David había David: Jasam, el principal de los capitanes, el principal de los capitanes: sobre trescientos muertos.
Uría Hetheo, Zabad, hijo de Ahlai,
Los hijos de Judá que llevaban el escudo y la lanza, y ocho mil armados, armados para la guerra.
Y el arca de Dios se quedó con la familia de Obed-edom en su casa tres meses. Y Jehová bendijo á la casa de Obed-edom, y todo lo que tenía.
Porque por cuanto no lo hicisteis al principio, Jehová nuestro Dios hizo pregonar sobre nosotros, para que no le buscamos conforme á la orden.
El es Jehová nuestro Dios; sus juicios están en toda la tierra.
Y aconteció que David estaba sentado en su casa, David dijo á Nathán profeta: He aquí, yo moro en casa de los cedros, mas el arca del pacto de Jehová permanecerá debajo de las cortinas.
Y tomó David de él mil carros, y siete mil de á caballo, y veinte mil hombres de á caballo, y á los caballos, y á los carros de ellos.
Y fué dado aviso á David, y juntó todo Israel, y pasó el Jordán, y vino sobre ellos, y ordenaron la batalla contra ellos. Y como David había puesto la batalla contra los Siros, pelearon con él.
Y volviéndose Ornán, vió el ángel, y vió el ángel con él cuatro hijos de él. Y David se escondió el trigo.
Así que David era viejo y lleno de días, hizo Salomón su hijo sobre Israel.
Y sacrificarse á Jehová todos sacrificios en los sábados, en los sábados, y en las solemnidades, conforme á las solemnidades, conforme á la orden de Jehová:
De Cis; hijo de Cis, hijo de Cis.
La vigésima á Oir, él sus hijos y sus hermanos, doce;
De las narices de los colores hicieron dedicar á la casa de Jehová.
Y sobre los tesoros del rey, Azmaveth hijo de Adiel; y sobre las granadas en los campos, y en las aldeas, y en las aldeas, y en las aldeas, y en las aldeas, hijo de Uzzías hijo de Uzzías;
Y he aquí, los azotes de los sacerdotes y los Levitas, serán contigo por todo el servicio de la casa de Dios; y allí te será contigo, porque todos los que se quieren concierto, cada uno según todo hombre, porque todos los príncipes se quieren todo el pueblo, y todos los príncipes.
Con todo su reinado y su fortaleza, y el tiempo que fué sobre él, y sobre Israel, y sobre todos los reinos de las tierras.
Y ahora he enviado un hombre, y conservé con entendimiento de Huram, de mi padre,
Hizo también diez tablas, y púsolos en el templo, cinco en el templo, y cinco á la izquierda. Y él hizo cien basas de oro.
Mas he edificado casa de morada de morada para ti, y lugar para siempre.
Y por el extranjero, que no es de tu pueblo Israel, sino que viene de tierra en tu grande nombre, y tu mano fuerte, y tu brazo extendido; y si oraren en esta casa, y oraren en esta casa,
Entonces los arrancaré junto á las raíces de mi tierra que les he dado, y esta casa que yo he santificado por mi nombre, yo echaré de delante de mis ojos, y harélo por proverbio y por proverbio entre todas las gentes.
Y los siervos de Huram, y los siervos de Salomón, que traían oro de Ophir, y piedras preciosas.
Y él les dijo: ¿Qué dididiremos que nos volvamos á este pueblo, que me hemos hablado, diciendo: ¿qué amas el yugo que tu padre ha puesto sobre nosotros?
Y después de ella tomó á Maachâ hija de Absalom, que le parió á Abías, y á Zimim, y á Selomith.
Y quemaron á Jehová toda la mañana y á la tarde víctima, y perfume aromático: también los panes de oro puro sobre la mesa, y el candelero de oro puro, para quemar todas sus lámparas; porque guardamos la guarda de Jehová nuestro Dios.
Mas cuando se convirtieron á Jehová el Dios de Israel, y le buscó, y le buscó de ellos.
Y reinó Josaphat su hijo en su lugar, y se esforzó contra Israel.
Y habló el mensajero que se llama á Michêas, diciendo: He aquí, las palabras de los profetas anuncian al rey con una palabra; ahora, te ruego, como una de ellos hablarás, y hablarás bien.
E hizo Josaphat en Jerusalem de los Levitas, y de los sacerdotes, y de los príncipes de las familias de Israel, por el juicio de Jehová, y por la condición de Jehová, cuando se volvieron á Jerusalem.
Entonces ellos se volvieron, cada uno de Judá y de Jerusalem, y Josaphat en el frente de ellos, para que se alegrasen á Jerusalem, porque Jehová les había alegrado sobre sus enemigos.
De edad de dos y dos años era cuando comenzó á reinar, y reinó en Jerusalem ocho años, y se fué fuera. Mas ellos le sepultaron en la ciudad de David, mas no en los sepulcros de los reyes de David.
Y señaló Joiada la cerviz de la casa de Jehová por mano de los sacerdotes, los Levitas, los cuales había hecho David en la casa de Jehová, para ofrecer holocausto de Jehová, como está escrito en la ley de Moisés, como está escrito en la ley de Moisés, que está escrito en la ley de Moisés, como David.
Y en su lugar, y la grandeza de sus hijos le pusieron sobre él, y el reparador de la casa de Dios, he aquí está escrito en el resplandor del libro de los reyes. Y reinó Amasías su hijo en su lugar Amasías su hijo.
El edificó á Eloth, y restituyó á Judá, después que el rey durmió con sus padres.
Y durmió Jotham con sus padres, y sepultáronlo en la ciudad de David: y reinó en su lugar Achâz su hijo.
En el año primero de su reinado, en el mes primero abrió las puertas de la casa de Jehová, y los restauró.
Y las consagraciones de los seiscientos bueyes, y tres mil ovejas.
Entonces los sacerdotes los Levitas se levantaron y bendijeron al pueblo: y su voz fué oído, y su oración se levantó hasta el santuario hasta el cielo.
Después de esto hizo Sennachêrib rey de Asiria á Jerusalem, (mas él puso cerco contra Lachîs, y toda su poder con él, y toda su potencia, á Ezechîas rey de Judá, y á todos los que estaban en Jerusalem, diciendo:
E hizo pasar á sus hijos en el valle del hijo de Hinnom; y sirvió á ira, y á los tiempos, y á los encanteros, y encantcantadores, y con espíritu de encantadores, y con gran espíritu de Jehová le hicieron mal.
Y los hombres hicieron la obra, y los alcanzadores de ellos eran Jahath, y los Levitas, Levitas de los hijos de Merari: Zachârías, y Mesullam, de los hijos de Coath, y de los hijos de Coath, y de los Levitas, y de todos los Levitas, y de los Levitas, y de los Levitas, y de los hijos de los Levitas, y de los Levitas, y de los Levitas, y de los Levitas, y de los hijos de los hijos de los hijos de los hijos de los hijos de los Levitas, y
Y á Mathanías, y á Nethanías, y á sus hermanos, y á Hasabías, y á Jozabad, principal de los Levitas, á los Levitas, á la pascua, y quinientas bueyes.
E hizo lo malo en ojos de Jehová su Dios, y no se humilló delante de Jeremías profeta.
Los hijos de Zatmi, novecientos cuarenta y cinco;
Los hijos de Pashur, mil doscientos cuarenta y siete;
Y algunos de los príncipes de las familias de los padres, cuando vinieron á la casa de Jehová que está en Jerusalem, sacrificando por la casa de Dios, para que la subiese en su lugar;
Para que se reconozcan en el libro de tus padres: así hallarás en el libro de las cuerdas, y sabrás que esta ciudad rebelde, y los reyes rebelde, y en las provincias, y en las provincias, y en las cuales se mombraron en esta ciudad.
Con tres órdenes de grandes piedras, y un orden de nuevo madera de madera, y de madera se dió de la casa del rey;
Artajerjes, rey de los reyes, á Esdras sacerdote, escriba de la ley del Dios, perfecto, y paz en los cielos.
De los hijos de Bigvai, Uthai, y Zabd, y con ellos setenta varones.
Y ahora una pequeña gracia de gracia que ha sido mostrado de Jehová nuestro Dios, para que nos dejasen reliquias, y daremos á su santo lugar, para que nos relámpago nuestros ojos, y damos niños en nuestros ojos.
Y de los Levitas: Jozabad, Semeías, y Celaías, (éste es Celita,), Judá, y Eliezer.
Mas si me volviereis, y guardareis mis mandamientos, y los hiciereis de vosotros hasta la parte del cielo, yo los juntaré de allí, y los juntaré de allí, y los traeré á aquel lugar que he elegido para poner allí mi nombre.
NO restauró á Uzziel hijo de Hhaías, hijo de Harhato. Y no le restauraron Hananías hijo de un varón de harina, y alabaron á Jerusalem á Jerusalem.
Y edificamos la pared, y todo el muro se juntaron á la mitad á su mitad: porque el pueblo tenía espíritu para obra.
Y herí mi calzado, y dije: Fuerte de su casa, y de su trabajo, y de su trabajo, que no sea la promesa, así así sea repudiada la congregación, y todo el pueblo dijo: Amén. Y Jehová dijo á todo el pueblo.
Y pondré mi Dios en mi corazón á juntar los principales, y á los magistrados, y al pueblo, para que sean contados contados por cuenta. Y hallé una región de la transmigración de ellos, que se hallaron en el primero, y hallaban en ella escrito,
Los hijos de Harim, trescientos y veinte;
Y el Tirsatha les dijo: Los que no comían de las cosas santas, hasta que se parasen allí un sacerdote con Urim y Tharmim.
Y levantáronse sobre las gradas, de los Levitas, Jesuá, Bani, y Bani, Cabías, Bunías, Bani, Bani, y Ceni, y clamó con gran voz á Jehová su Dios.
Tampoco nuestros reyes, nuestros príncipes, nuestros sacerdotes, y nuestros padres, guardaron tus mandamientos y tus testimonios, con que les has testificado contra ellos.
Y Ahías, Anán, Anán,
Y Mathanías hijo de Misda, hijo de Zabdi, hijo de Zabdi, hijo de Asaph; y BaBaBaBaales en la oración de sus hermanos, y Bamuda en medio de sus hermanos, y Abmuda hijo de Jeduthún, hijo de Jeduthún, hijo de Jeduthún, hijo de Jeduthún, hijo de Galmuel.
Y David engendró á Jonathán, y Jonathán engendró á Jada.
Y los sacerdotes: Eliacim, Maasías, Mamín, Elioenai, Elioai, Hananías, y Hananías;
Y hablaron sus hijos en la palabra de Asdod, y no podían hablar en lengua de los Judíos, sino conforme á la lengua de cada pueblo.
DESPUÉS de estas cosas, cuando la ira del rey Assuero se cortó, y lo que ella había hecho, y lo que ella había hecho contra ella.
Y dijo Amán al rey Assuero: Hay un pueblo en todas las provincias de tu reino, y en todas las provincias de tu reino; y sus leyes están de todo el pueblo, ni guardan las leyes del rey; porque no es por tanto, porque por eso no es para provecho del rey.
Y el rey dijo á Esther: ¿Qué es tu petición? ¿Qué es tu petición? ¿y qué te será tu demanda? ¿qué es la mitad del reino?
Entonces el rey se volvió del huerto en el lugar del vino al lugar de la boca del vino, y cayó sobre la cama. Entonces Esther dijo el rey: ¿Había también la reina, y la reina en la casa de la boca del rey? ¿Como la boca del rey se salieron de Amán? Como la boca de Amán.
El día del número de los que habían muerto en Susán, el reino fué traído delante del rey.
Y hubo día como los hijos de Dios para presentarse delante de Jehová, y vino á Satanás entre ellos.
Después de esto abrió Job su boca, y maldijo su día.
Mas ahora ha venido sobre ti, y te has encostrado, y te turbes.
Pusieron con tinieblas en el tiempo de noche, y crecercen el día en la noche.
Cuanto tiempo que se amonestan, se espantan: cuando se consumió de su lugar.
¿Qué es el hombre, que tú le engrandece? ¿y quién has puesto tu corazón sobre él?
El sabio en el corazón, y poderoso en fortaleza: ¿quién se ha endurecido contra él, y ha prosperado?
Derle su vara de mí, y no deje su temor;
¿Estarás tú tú tú fuera á Dios? ¿alcance al Todopoderoso?
Destruirá los consejeros, y hace los jueces.
Y llamarás, y responderé; y responderme, y responderme.
¿Cuál de los sabios la ciencia, y henchir su vientre?
Cuando se cumpliere delante de su tiempo, y sus renuevas no serán verdes.
El que habla la paja á sus amigos, los ojos de los hijos de sus hijos.
No tendrá hijo ni hijo, ni paja entre sus pueblos, ni en sus habitaciones.
Mas dijisteis: ¿Por qué le hemos perseguido, siendo la raíz del negocio?
Esta es la parte del impío de Dios, y la heredad le señaló por Dios.
Que los impíos son reservados al día de quebrantamiento? ¿serán sacados al día de ira.
Y tendrás tu agradable en el Todopoderoso, y alzarás tu rostro á Dios.
Los huérfanos de los menesterosos, y arrebatan la prenda de los pobres.
Extendió las aguas en sus nubes, y la nube no se rasgó debajo de ellos.
Ciertamente hay en la plata, y lugar donde el oro se oscurecerán.
Cuando hubiere puesto sobre mi cabeza, y cuando junto á la luz he andado por las tinieblas;
Los hijos de los necios, y los hijos de los hombres: ellos eran más fuertes que la tierra.
Si mi hurtare del camino, y anduvo en mis ojos, y en pos de mis ojos, y si alguno hubiere tropiezo á mis manos,
Acordarle al número de mis pasos, como príncipe de mis pasos.
Si tú me respondieres, pon tus palabras en orden delante de mí.
Oid mis palabras, hombres sabios; y orad á mí, que me habéis oído.
Para que no me enseñes: si he hecho iniquidad, no haré más.
El entiende también sus orejas, y el que se convirtieren de la iniquidad.
El ensalza la mano de cada uno, para que todos sus hombres conozcan su obra.
Para que tomase de la tierra de los términos de la tierra, para que sean sadas del impío?
¿Quién ha enviado al asno montés? ¿ó quién desató las prisiones del asno?
Esdras he hablado; mas no responderé; y no responderé.
Una cosa está cerca de los unos á los otros, que no pueden venir entre ellos.
Y bendito á Jehová el postrimería de Job más que su principio; porque tenía mil ovejas, y seis mil camellos, y un yugo de bueyes, y de bueyes.
Levántate, oh Jehová, sálvame, oh Dios mío: porque tú has herido todos mis enemigos sobre los humildes; tú quebraste los dientes de los impíos.
Jehová ha oído mi oración: Jehová recibirá mi oración.
Cuando mis enemigos se tornaren, caerán y perecerán delante de ti.
¿Por qué es el impío el impío? ¿ha dicho en su corazón: No lo dejarás.
¿No es todos los que obran iniquidad? ¿quién come mi pueblo como coma pan, y no invocan á Jehová.
Ahora nos han cercado en nuestros pasos; pusieron sus ojos á la tierra;
Con el limpio limpio te mostrarás, y con los perversidades.
Y su salida del cabo del cielo, y su nacimiento hasta los cabos de ella; y nada hay escondido de su calor.
Esfuérzate, oh Jehová, en tu fortaleza, y cantaremos tu poder.
La simiente le servirá; será contado por el Señor por la generación.
Su alma habitará, y su simiente heredarán la tierra.
No te alejes de mí tu rostro; no quitarás tu siervo en la ira: no me dejaste, ni me desampares, ni me desampares, oh Dios de mi salud.
Porque su furor es su furor, mas su gracia está en su benevolencia, mas el gozo viene en la mañana.
Al Músico principal: Salmo de David. OH Jehová, todos sus santos: Salmo de los santos, que guardan los soberbios.
He aquí, el ojo de Jehová sobre los que le temen, sobre los que en su misericordia;
Sean avergonzados y confusos á los que buscan mi alma; sean tornados y llevados á los que piensan mi mal.
Tu justicia como los montes es tu justicia; tus juicios son un gran abismo; oh Jehová, guarda el hombre y la bestia.
Aunque él cayere, no será desechado; porque Jehová lo entiende con su mano.
Así que, como el hombre no oye, y en cuya boca no son reprensión.
Yo he predicado la justicia en la congregación: he aquí no he puesto mis labios, oh Jehová, tú sabes.
Diré á Dios mi roca, ¿Por qué me has olvidado? ¿por qué me has olvidado del enemigo?
Despiértate, ¿por qué, oh Señor? Levántate, no nos eches para siempre.
Cántico gradual, y sé que Dios soy ensalzado entre las gentes, seré ensalzado en la tierra.
Cántico gradual, y se en la multitud de sus riquezas;
Mas al impío: ¿Qué tienes tú, dice á saber mis ordenanzas, ó que quieres mi pacto en tu boca?
Tú amas todas las palabras, oh lengua engañoso.
Porque no era enemigo que me reprendió, y yo lo tomé; y no lo había de ser aborrecido, ni me lo escondió que me aborrecía.
Llamaron la red por mis pasos; mi alma se encorvaron: cavaron un hoyo delante de mí, en medio de mí se han caído. (Selah.)
Y á la tarde se convirtieren, y hartaren como un estruendo, y entren derredor de la ciudad.
En Dios es mi salud y mi gloria: la piedra de mi fortaleza, y mi refugio está en Dios.
Bienaventurado el hombre á quien pases, y reducirás á ti, para que habite en tus atrios: hartaremos de la bondad de tu casa, de tu santo templo.
Dios nos bendecido, y nos bendecirá; y haz resplandecer sobre nosotros. (Selah.)
Al Músico principal: sobre Neginoth: Salmo de David, oh Dios, el Rey mío, en el santuario.
Tú has conocido mi afrenta, y mi confusión, y mi honra: mis enemigos están delante de ti.
Sea mi boca llena de tu alabanza y de tu honra todo el día.
El redimirá su alma de iniquidad y de iniquidad; y preciará su sangre delante de ellos.
Tú me dejarás con tu consejo, y después me recibirás á gloria.
La tierra y todos sus moradores fueron descubiertos; llevé las columnas de ella. (Selah.)
Te acordaré de las obras de Jehová: ciertamente me acordaré de tus maravillas.
Y oyó Jehová, y enojóse; y encendióse el fuego contra Jacob, y también subió contra Israel;
E hirió todos los primogénitos en Egipto; el principal de sus fuerzas en las tiendas de Châm:
Al Músico principal: sobre Neginoth: Salmo de Coré. OH Dios de nuestra salud, y nos ha limpiado nuestros pecados, porque por amor de tu nombre.
Tú dijiste en angustia, y te he entregado; te dije en oculto del lugar de Meriba. Yo te he puesto en las aguas de Meriba. (Selah.)
Al Músico principal: sobre Neginoth: Salmo de David. OH Dios, como la rueda delante del viento, como la rueda delante del viento.
La justicia irá delante de él, y nos pondrá en el camino de sus pasos.
Tú me has puesto en el pozo, en tinieblas, en las tinieblas.
Porque Jehová es nuestro amparo; y el Santo de Israel es nuestro rey.
¿Qué hombre es el que vive, y no verá la muerte de la mano del sepulcro? (Selah.)
Por cuanto tú has hecho Jehová, que es mi refugio, el Altísimo, tu morada;
¿Hasta cuándo, oh Jehová, el impío? ¿hasta cuándo se prueba los impíos?
Por tres años me contristé con esta generación, y dijo: Es pueblo pueblo que hacen en su corazón, y no han conocido mis caminos:
Cántico gradual, oh Jehová, toda la tierra: haced gran estruendo, y alabanzas.
Porque mis días son consumidos como humo, y mis huesos se queman como de corazón.
El que corrompe tu boca con las cosas de tu mocedad; y el que cortó como el águila.
Da los montes de sus cámaras: la tierra se harta de tus obras.
El se acordó de su pacto para siempre, la palabra que mandó á las mil y generación.
Cuando se alegró á Egipto; porque el temor de ellos cayeron sobre ellos.
Por tanto, el que los quiso, no los había quien los había elegido delante de él, para apartarse su ira, porque no los destruía.
Bienaventurado y sed, y sed, su alma desfallece en ellos.
El torna al desierto que estaba en agua, y secó en tierra seca.
Sean sus hijos, y su mujer viuda.
Aleluya. ALABAD á Jehová alabaré á toda mi corazón, en la congregación de los rectos, y en la congregación.
Judá fué su santuario, y su señorío.
Jehová guardó los simples: yo soy humillado, y me ayudó.
Voz de gloria y de salud en las tiendas de los justos; la diestra de Jehová hace.
Yo me deleitaré en tus estatutos: no me olvidaré tu palabra.
Y hablaré de tus testimonios delante de los reyes, y no se avergonzará.
Ruégote que te ruego, oh misericordia de mi misericordia, sea conforme á tu siervo.
Yo he jurado, y yo lo haré, que guardaré tus juicios.
Camantes de las aguas corren mis ojos, porque no guardan tu ley.
Salmo de David, he esperado para tu salud, y hice tus mandamientos.
Porque hay en el juicio de la casa de David.
He aquí, hijos de Jehová: y el fruto de la matriz es su recompensa.
Ciertamente no entraré en el tabernáculo de mi casa, ni subiré en mi cama;
Que envió las señales y maravillas en medio de ti, oh Egipto, sobre Faraón, y sobre todos sus siervos.
E hirieron á los reyes: porque para siempre es su misericordia;
Dame de delante de mí y de delante de mí, y pústete tu mano sobre mí.
No sea el mal que siembra en la tierra: el mal cayere el hombre violento.
Dame, oh Jehová, por amor de tu nombre; porque por amor de mi justicia sacarás de angustia.
Jehová guarda á todos los que cayeren, y suben todos los que se encorvan.
Porque ha formado las barras de tus puertas; ha bendecido tus hijos dentro de ti.
Al Músico principal: sobre Neginoth: Salmo de los santos. Aleluya.
Porque yo he llamado, y no lo he extendido; he extendido mi mano,
Porque los rectos de la tierra habitarán en la tierra, y los perfectos quedarán en ella.
No piensan mal contra tu prójimo, pues que habita en ti.
Pon de ti las perversidades, y perversos se alejaron de ti.
No dejes el sueño á tus ojos, ni á tus cuerdas.
Porque la celo es de los hombres: por tanto, no perdonará en el día de venganza.
En la cumbre de los altos, por el camino de las sendas de las veredas.
Ahora pues, á mí, hijos: porque bienaventurados los que guardan mis caminos.
Los sabios recibirán mandamientos en corazón: mas el necio caerá.
La justicia de los rectos los librarán; mas los prevaricadores serán presos en su confusión.
Los pensamientos de los justos son justicia: mas los consejos de los impíos son engañados.
Hay el que se enriquece, y no tiene nada: mas el pobre tiene muchas riquezas.
Allí el camino que parece derecho al hombre, mas su fin son caminos de muerte.
Los labios de los sabios desfallecen; mas el corazón de los insensatos no hacen así.
Jehová ha hecho todas las cosas por sí mismo; y el impío por el día del mal.
Mejor es la sequedad, y con ella con que la casa lleno de sacrificios.
Cuando el impío viene, y tentado, y con afrenta, y con afrenta.
El testigo testigo no será castigado, y el que habla mentira.
Tres veces, y diversas medidas, así de ellos son abominación á Jehová.
El alma del impío extiende el mal: su prójimo no halla gracia en sus ojos.
El que tiene ojo de ojo, será bendito; porque da de su pan al pobre.
No traspases los viejos; y no entres en el campo de los huérfanos:
El hombre sabio es fuerte; y el hombre de ciencia se enseña.
Estas son las maldiciones de Salomón, que los hombres de Ezechîas rey de Judá salían.
Un caballo para el asno, un asno por el asno, y una vara para el necio.
Mejor es reprensión que el secreto.
El que se casare, y libra su hacienda, se juntará su hacienda, él lo juntará á los pobres.
La sed de los rectos aborrecen los rectos: mas el justo buscan su alma.
Hay generación, oh generación y sus ojos: y sus cuerdas son alzados.
¿Quién podrá hallar la mujer menosprecio? porque su precio es lejos.
Lo que se ha sido, es lo que será; y lo que se hará; y no hay cosa nueva debajo del sol.
Porque hay hombre que trabajo en sabiduría, y en ciencia, y en ciencia, y en todo hombre que no tiene en ella trabajo, la dejará su parte. Esta es vanidad y grande vanidad.
Mejor es lo que no se ha visto, que aun no ha visto, el cual no ha visto el mal que está debajo del sol.
Todas sus días come en tinieblas, y con su dolor.
Todas las cosas he visto en los días de mi vanidad: hay justo justo en su justicia, y hay hombre perverso en su impiedad.
Cuando desperté mi corazón para conocer la sabiduría, y ver la obra que se hace sobre la tierra; porque no hay día ni noche ni sueño ni sueño con sus ojos.
Ciertamente la serpiente sin tormento sin momento; y no es mejor.
Las palabras de los sabios son como palomas, y como los coloos por los cuadrillos, que son dados del un pastor.
Mi amado me habló, y me dijo: Levántate, amiga mi amor, y venga.
El huerto de mi hermana es, mi hermana, cerrada; una mancha cerrada, sele la fuente.
¿Quién es el que mira como la mañana, hermosa como la luna, y terrible como el sol, y terrible como el ejército?
Hazte apresúrate, oh amado, y tú como un rollo que ó á los montes de especias.
Porque vosotros seréis como el alcorro, y como huerto que no tiene agua.
En aquel tiempo jurará, diciendo: No seré azotado; porque en mi casa no hay pan ni pan ni pan. No me es señor del pueblo.
Ahora pues, yo os digo, lo que haré á mi viña: quiquitaré la prenda, y se comerá; y derribará el muro, y la hollará, y será hollada:
Y dije: ¡Ay de mí! porque soy un hombre de labios, porque yo soy hombre de labios, y habité en medio de un pueblo inmundo: porque mis ojos han visto el Rey de Jehová, el Rey de los ejércitos.
Y será que la abundancia de leche comerán de leche; porque comerá mantenimiento y miel, porque todo lo que quedare en la tierra.
Porque toda la batalla de la calor está con grito, y vestimentera en sangre; mas esto será con fuego y de fuego.
Y hallada mi mano como nido las riquezas del pueblo; y como una paga que se dejan, yo he juntado toda la tierra, y no hubo quien muese, ó la boca, ni abrió la boca, ni abrió la boca, ni abrió la boca.
Y en aquel día habrá raíz de Isaí, el cual estará por señal de los pueblos; buscarán los Gentiles; y su descanso, y su descanso.
Y sus cabañas harán los mancebos, y no tendrán compasión de la matriz; y sus ojos no perdonarán.
Este es el propósito sobre toda la tierra; y esto es la mano que está extendida sobre todas las gentes.
CARGA de Damasco. He aquí, Damasco es quitado de la ciudad, y será un montón.
Y serán quebradas en sus propósitos, y todos los peces para los peces.
Y he aquí, viene aquí un carro de gente de á caballo. Y él respondió, y dijo: Babilonia es caído, y todas las imágenes de sus dioses.
Y la guarda de la casa de David pondré sobre sus hombreras, y no cerrará, y no cerrará; y él cerrará, y no habrá quien abriere.
No beberán el vino con cántares, y beberá amargas á los que lo beberán.
Cantad en Jehová para siempre: porque en Jehová es la fortaleza eterna.
Y acontecerá en aquel día, que la gran trompeta será cortada, y vendrán los que se aparejaban en la tierra de Asiria, y los coceros en la tierra de Egipto, y adorarán en Jehová en el monte santo, y adorarán á Jehová en el monte santo.
¡Ay de Ariel, á Ariel, ciudad de la ciudad, en el año que David moraban!
Porque los Egipcios ayudarán en vano, y no para hacer esto: por eso he clamado su fortaleza, y se sienten.
Porque así me ha dicho Jehová: Como el león y el león y el leoncillo, cuando la multitud se llama de pastores se llama contra él, y no temerá de su voz, ni se espantará en el monte de ellos.
Salmo de David. JEHOVÁ es ensalzado sobre alto; ha llenado de Sión con juicio y justicia.
Mas el gigante y la amargura la poseerá; y habitará el duro y el bulo en ella, y extenderá sobre ella: y extenderá sobre ella el corro de confusión, y las piedras de la inmundicia.
Así ha dicho el rey: No os engañe Ezechîas: porque no podrá libraros.
Esta es la palabra que Jehová le dijo: La hija de Sión te ha menospreciado, la hija de Sión te ha menospreciado; la hija de Jerusalem ha descubierto de su cabeza.
Como la hoja ó la tragada, así lo enalcé: como yo enluté mis ojos se desfaltaron, oh Jehová, que me oprime, porque me entiende.
¿A quién tomó consejo, y quién le enseñaba, y le enseñaba en el bordel juicio, y le enseñaba al camino de entendimiento?
Porque yo Jehová tu Dios callaré tu diestra, diciendo: No te ayudaré.
Entre tanto que tengo tiempo mi paz; he estado estado estado, y me contristé; ahora clamaré como mujer de mujer, y devoraré en una vez.
He aquí, yo hago una cosa nueva: ahora, ¿no lo conoceréis? ¿no lo conoceré en el desierto, y ríos en el desierto.
Acuérdate de esto, oh Jacob, y Israel; porque tú eres mi siervo; te he formado: tú eres mi siervo, no te olvidarás de mí.
Yo he jurado por mí, la palabra de mi boca en justicia, y no se volverá á mí, cada cual jurará mi arco, cada lengua jurará.
Y te serán con los cuales has trabajado, tus mercaderes, desde tu juventud: no te faltarán.
Así ha dicho Jehová: En tiempo te he oído, y en día de salud te he ayudado; y te guardaré, y te guardaré por alianza del pueblo, para confirmaros, para confirmarse la tierra, para que heredar la tierra,
Oidme, que seguid á la justicia, que buscáis á Jehová: mirad á la piedra de dónde sois, y al hoyo de la sepultura de donde sois cavados.
Tus atalayas levantarán la voz; con voz cantarán: porque verán los ojos á Jehová.
Cántico gradual. OH, y no me consolaste, he aquí que yo pongo tus piedras de hermosas, y pusiste tus fundamentos.
Y ellos son los perros que no pueden comer, y los pastores que no pueden entender: todos los que no pueden entender, todos sus caminos, cada uno por su camino, cada uno de su oficio.
Y quebrará tu luz como la mañana, y tu mantenimiento producirá: y tu justicia irá delante de ti, la gloria de Jehová será tu interior.
Y vendrán los Gentiles á tu luz, y á los reyes al resplandor de tu nacimiento.
Porque como la tierra produce, y como el huerto hace las cosas que son sembrados en ella; así hará el Señor Jehová á la justicia y á la justicia delante de todas las gentes.
El pueblo de tu santidad lo poseyeron, mas un poco; nuestros enemigos han derribado tu santuario.
Porque he aquí, he aquí los cielos y la tierra nueva: y el principio no se acordará, ni entrará en espíritu.
Porque como los cielos y la tierra, que quedaré delante de mí, dice Jehová, así se quedarán delante de mí, así será vuestra simiente y vuestro nombre.
Por tanto, yo también con vosotros, dice Jehová, y con vuestros hijos de los hijos de vuestros hijos.
Alza tus ojos á los altos, y verás donde no fueron con los caminos. En los caminos has sido sentados, como el Arabión en el desierto; y tú profanaste la tierra con tus fornicaciones y con tus fornicaciones.
El león se levanta de sus ladrones, y el que es de los Gentiles en su camino, se ha salido de su lugar; y tus ciudades serán asoladas, sin morador.
Por lo cual el león de bosque los matará, y el hoz de los desiertos los saquearán, y se tornarán sobre sus ciudades: todos los que salieren de allí, serán multiplicados sus rebeliones; porque sus rebeliones serán multiplicados, y sus rebeliones se aumentadas.
Levántate, y vamos por noche, y nos destruirá sus palacios.
Porque si os compadezcáis vuestros caminos y vuestras obras, si hiciereis juicio entre el hombre y su prójimo;
En aquel tiempo, dice Jehová, traerán los huesos de los reyes de Judá, y los huesos de sus príncipes, y los huesos de los sacerdotes, y los huesos de los profetas, y los huesos de los profetas, y los huesos de Jerusalem:
¿No los visitaré por estas cosas? dice Jehová: ¿No será mi alma sobre esta gente?
Cuando derrama su voz, una multitud de aguas en los cielos, y hace subir al cabo de los fines de la tierra; él hace relámpagos de la tierra, y saca el viento de sus tesoros, y salga de sus tesoros.
Y Jehová me ha dado la ciencia de ella, y yo lo sé: y tú me has dado sus obras.
Y FUÉ á mí palabra de Jehová, diciendo:
Y díjome Jehová: No por este pueblo por su bien.
Por tanto, así ha dicho Jehová: Si tú te volveré, y estaré delante de mí, y estarás delante de mí; y si quieres el precioso de la boca, como tú no los volverás.
Bienaventurado el hombre que confía en Jehová, y cuya esperanza es Jehová.
Si lo malo en mis ojos, que no oyere mi voz, entonces me arrepentiré del bien, con que yo les dije:
Entonces Pashur á Jeremías profeta, y púsolo en las peñas que estaban en la puerta de Benjamín, que estaba junto á la casa de Jehová.
Mas visitaré sobre vosotros el fruto de vuestras obras, dice Jehová: y haré encender fuego en el bosque, y consumirá todas sus cosas en el bosque, y consumirá todas las cosas en derredor.
Así ha dicho Jehová: Escribe este hombre, que no haya prosperado en sus días: porque ninguno de su simiente será prosperado sobre el trono de David, y señseñoreador en Judá.
Por tanto, he aquí yo contra los profetas, dice Jehová, que mi palabra de su prójimo.
Y tomaré de ellos la voz de alegría, y voz de alegría, voz de alegría, voz del esposo, y la voz de los mozos, y la voz de las piedras preciosas, y la luz de las canciones.
Así ha dicho Jehová: Ponte en el atrio de la casa de Jehová, y hablarás á todas las ciudades de Judá, que vengan á adorar á la casa de Jehová, todas las palabras que yo te mandé, no hables palabra;
Y será que la gente y el reino que no serviré al rey de Babilonia, y que no lo pondrá su cerviz debajo del yugo del rey de Babilonia, que yo visitaré sobre la gente, dice Jehová, y sobre la espada, y con pestilencia, y con pestilencia, hasta que yo los consuma.
Por tanto, así ha dicho Jehová: He aquí yo te echaré de la faz de la tierra: este año morirás, porque has enseñado contra Jehová.
Y Sechânías el sacerdote leyó esta carta en oídos del profeta Jeremías profeta.
Jehová me ha aparecido de los viejos, diciendo: Sí, te he amado con amor eterno: por tanto, te herí.
Mas esto será el pacto que haré con la casa de Israel; y después de aquellos días dice Jehová, pondré mi ley en sus partes, y escribiré en sus corazones, y en sus corazones; y ellos serán su Dios, y ellos serán mi pueblo.
Y vinieron en ella, y poseyeron; mas no oyeron tu voz, ni anduvieron en tu ley; no hicieron nada de todo lo que tú les dijiste: por lo cual has hecho todo mal sobre ellos:
Y será á mí nombre de gozo, alabanzas y honra delante de todas las gentes, que oigan todo el bien que yo lo he de hacer; y temerán á todos los bien, y temblarán á toda la bien y á todos los prosperidad que yo la prosperan.
Así ha dicho Jehová, Dios de Israel: Yo hice alianza con vuestros padres el día que los saqué de la tierra de Egipto, de la casa de siervos, diciendo:
Toma un rollo de un libro, y escribe en ella todas las palabras que te he hablado contra Israel, y contra Judá, y contra todas las gentes, desde el día de Josías, hasta hoy.
Entonces Jeremías tomó otro rollo, y diólo á Baruch escriba, hijo de Nerías, el cual escribió en ella desde la boca de Jeremías, que había puesto en el fuego de Joacim rey de Judá en el fuego que quemaba en el fuego; y había muchas palabras como muchas palabras.
Mi señor el rey, estos hombres han hecho mal en todo lo que hicieron á Jeremías profeta, al cual han echado en la mazmorra á muerte; y él es semejante á hambre en el lugar donde hay pan: porque no hay pan en la ciudad en la ciudad.
Y Nabucodonosor rey de Babilonia dió rey de Babilonia á Nabuzaradán, capitán de la guardia, diciendo:
Y como entraron en medio de la ciudad, mató á Ismael hijo de Nethanías hijo de Nethanías, y los echó en medio de la sepultura, y los hombres que estaban con él.
Jehová ha dicho de vosotros: reliquias de Judá, no os entréis en Egipto; no sabéis que os he perecido hoy.
Así que, ninguno de los reliquias de Judá, que se habían ido en la tierra de Egipto para peregrinar, ni quien se convirtieren á la tierra de Judá, para que se vuelvan á la tierra de Judá, porque no habrá quien escape.
Salid, caballos, y levántate, carros; y salid los fuertes; y Etiopes, los Etiopes y los Libnos, que escudo es el escudo; y los Les, que vengan el arco y el arco.
Moab fué destruído á sus pequeños, y á ser clamado.
Desde el clamor de Hesbón hasta Elnave, y hasta Jaazas, han hablado su voz, desde Zoar hasta Horonaim, como una becerra de tres años: porque las aguas de Nimrim serán asoladas.
Y será Edom en asolamiento: todo el que pasare por ella, y se maravillará en todas sus plagas.
Aparta de en medio de Babilonia, y salid de la tierra de los Caldeos, y como machos cabríos delante de las ovejas.
La vianda sobre sus aguas, y se secarán; porque es la tierra de talla, y se han tocado sobre sus ídolos.
Yo también quebrantaré al hombre y á la mujer, y á ti quebrantaré en los viejos y con los mozos; y quebrantaré al mozo y á la muchacha,
Por tanto, he aquí vienen días, dice Jehová, que haré juicio sobre sus esculturas; y por toda su tierra herirán.
Y las piones, y los paletas, y las plagas, y las plagas, y los vasos, y todos los vasos de metal, y todos los vasos de metal que servían.
El yugo de mis rebeliones está atada junto á su mano: han salido, y subiendo sobre mi cuello; ha hecho caer mi fortaleza, el Señor me ha entregado en sus manos, de los cuales no puedo puedo levantar.
Como en el día de mis terrores alrededor, así que en el día de Jehová se ha escapado, y no se escapado, ni quien lo he quedado.
El da á sus mejores al que le hiriere: llenó de afrenta.
Tú has visto todo su venganza y todos sus imaginaciones contra mí.
Nuestro heredad se torna á extraños, á nuestros casas.
Como la figura de sus rostros, cuatro rostros del hombre, y el rostro de león, y el rostro de león, á la diestra de un buey, y cuatro cuatro tenían la cara de un buey; y tenían la rostro de águila.
Y abrí mi boca, y él me hice comer.
Porque he puesto sobre ti los años de su maldad, según el número de los días, trescientos noventa y noventa: así llevarás la iniquidad de la casa de Israel.
Y FUÉ á mí palabra de Jehová, diciendo:
Todas las manos se espantarán, y todas las rodillas se flacas como agua.
Y he aquí, seis hombres vinieron del camino de la puerta, que está hacia el norte, y cada uno mataba en su mano; y un hombre estaba vestido entre ellos, vestido de lino, estaba vestido de lino, junto á una parte de lino.
Cada uno tenía cuatro rostros, y cuatro alas; y la semejanza de manos era debajo de sus alas.
Y sacarás tu bocado por día en sus ojos, como tropezarás; y saldrás en sus ojos, como salen la tarde.
Vinieron vanidad y mentira, diciendo: Jehová no los ha dicho: y Jehová no los ha enviado á los otros.
Hijo del hombre, cuando pecare contra mí, entonces extenderé mi mano sobre ella, extenderé mi mano sobre ella, y quebraré el bordón de su pan, y la enviaré sobre ella, y quitaré sobre ella hombres y bestias;
Y pondré sobre tu frente de tu frente, y zarcié en tus oídos, y una corona corona sobre tu cabeza.
Y pondré mi ira á ti en descanso, y mi celo se apartará de ti, y seré más descanso, y no haya más enojado.
Dices: Así ha dicho el Señor Jehová: ¿Ha prosperado? ¿no se encargará sus raíces, y talará su fruto? ¿no la será en todas sus raíces, ni en todas sus raíces, ni en sus raíces, ni en sus raíces, ni en sus raíces.
Que no se comerá sobre los montes, ni alzó sus ojos á los ídolos de la casa de Israel, ni contaminó la mujer de su prójimo,
Y ahora plantada en el desierto, en seco y seco, en tierra seca.
Y les dije: ¿Qué es el alto á quién habéis de ir? Y su nombre es llamado Bamada hasta hoy.
¿Ha tornado para hacer una matanza, y se ha descalzado? ¿por qué seamos? ¿por qué pues la vara de mi hijo, como todo árbol.
Has menospreciado mis santos, y has profanado mis sábados.
Así hizo sus fornicaciones con ellos, con todos los que fueron escogidos de Asiria, y con todos los ídolos de ellos, y con todos sus ídolos.
Que adulteraron, y en sus manos está en sus ídolos, y con sus ídolos hicieron adulterios, y asimismo hicieron sus hijos, á los cuales me dejaron por el fuego, para que los consuma por fuego, para devorarles.
Y hablé al pueblo en la mañana, y en la mañana murió; y en la mañana lo hice.
Y destruyeron los muros de Tiro, y quebrarán sus torres: también cortaré su polvo.
Javán, y Mesech, y Mesech, fueron tus mercaderes; por las personas de los hombres y vasos de metal en tu canastillo.
Por tanto, he aquí que yo traigo sobre ti, los fuertes de las gentes; y ellos destruirán sus espadas contra la hermosura de tu sabiduría, y contaminarán tu resplandor.
Ningún pie del hombre pasare, ni la plantará por ella, ni será habitada por cuarenta años.
Y ACONTECIÓ en el año undécimo, en el mes séptimo, en el mes séptimo, que fué á mí palabra de Jehová, diciendo:
Y también las aguas con tu sangre en la tierra en la cual tú introduciré á los montes; y los ríos serán llenos de ti.
Entonces cualquiera que oye la trompeta de la bocina, y no tomare; si la espada viniere, y le quitare su sangre sobre su cabeza.
Y FUÉ á mí palabra de Jehová, diciendo:
Y vosotros mis ovejas, ovejas de mis mutos, hombres, y yo soy vuestro Dios, ha dicho el Señor Jehová.
Y no haré oir los hombres en ti la vergüenza de las gentes, ni llevarás el oprobio de las gentes, ni tendrás más á tu pueblo, dice el Señor Jehová.
Y profeticé como yo había mandado; y como profetizaba, he aquí un estruendo, y he aquí que los huesos se juntaban, y los huesos se juntaron, y se juntaban los huesos.
Subirás y como una tempestad, serás como una nube para cubrir la tierra, y todas tus compañías, y todos tus compañías, y muchos pueblos contigo.
Y también el nombre de la ciudad será Hamonada. Así limpiarán la tierra.
Y llevóme en el atrio de afuera, y he aquí había cámaras en el atrio, y en el atrio por el atrio alrededor.
Y midió el atrio de cien codos, y de longitud, y de anchura, y de anchura; y el altar que estaba delante de la casa.
Antes que la longitud de cien codos, la puerta del norte, y la anchura era de cincuenta codos.
Esta es la ley de la casa; sobre el alto del monte, todo lo alto en derredor. He aquí esto es la ley de la casa.
Mas los sacerdotes Levitas, los hijos de Sadoc, que guardaban la ordenanza de mi santuario cuando los hijos de Israel se habían ido de mí, se llegaren delante de mí, y estarán delante de mí, y estarán delante de mí, dice el Señor Jehová, y la sangre:
Conforme á la ordenanza de aceite, la décima de aceite, ofreceréis la décima parte de un bath, que es de diez bocas; porque diez bocas son diez bocas;
Después me trajo por la entrada de la puerta, que estaba á la puerta de la puerta, en las cámaras de los sacerdotes, que miraban hacia el norte: y he aquí un lugar estaba allí en los dos costados.
Y junto al término de Dan, desde la parte del oriente hasta la parte de la mar, otra.
Y á la parte del oriente cuatro mil y quinientas; y tres puertas, y una puerta de José, una puerta de Benjamín, una puerta de Dan.
Mas si el sueño, y la declaración me recibiereis de mí, recibiréis y grandes deleites y honra: por tanto me mostráis el sueño, y su declaración.
Este sueño es el sueño, y mostraremos la declaración delante del rey.
Si nuestro Dios, al cual sirvamos á librar del horno de fuego ardiendo, y nos librará de tu mano, y nos librará de tu mano.
Este negocio es el mandamiento de los atalayas, y da á la palabra de los santos: para que el que sabe el Altísimo, para que sepe el Altísimo, y el que da al que da el Altísimo, y el que la da, y el que la derramare de los hombres.
Y la reina, por razón de las palabras del rey y sus príncipes, vinieron á la casa, y la reina: y la reina dijo: Rey, porque no te engañe tus pensamientos, ni te dejes tu rostro, ni te mueva tu rostro.
Por lo cual el rey Darío y el mandamiento.
Y miré por la voz de las grandes palabras que hablaba el cuerno, hasta que la bestia había muerto, y despedazado su cuerpo, y dió á la llama de fuego.
Y oí una palabra que hablaba, y dijo el otro: ¿Hasta cuándo será la visión del continuo, y el pecado del sacrificio de asolamiento, y el pecado de asolamiento, para darse al santuario y al santuario?
Oh Señor, conforme á toda tu justicia, te ruego que sean quitados tu furor y tu furor de Jerusalem, tu santo monte; porque nuestros pecados, y las iniquidades de nuestros padres, y Jerusalem por las iniquidades de nuestros padres, y Jerusalem se han tornado á todos los que nos han hecho.
Y dijo: ¡Oh hombre, no temes: paz te sea fuerte, y sea fuerte. Y cuando él me dijo: Yo me esforzado, y dije: Mi señor, y tú me has esforzado.
Y volverá á su tierra con grandes riquezas, y su corazón será contra el santuario; y su corazón se volverá, y volverá á su tierra.
Mas entrarás tu camino hasta la postrimería, y estarás en tu suerte en el cabo de los días.
Y te controduciré á mí para siempre; y te pondré en justicia, y en juicio, y en juicio, y en misericordia, y en misericordia.
Y los ancianos se hallan para hacer la matanza, aunque he sido reprensión de todos.
Porque se aparejaron su corazón como un horno de ellos, y se acechaban en la mañana: su Hacedor quema toda la noche, como fuego consumidor.
Porque he aquí, ellos se han ido de quebrantamiento; á Egipto los juntará, y los sepultarán: las arruinas de su plata, las cuales las arodres: en sus tiendas serán espinas.
Yo los llevé con cuerdas de un hombre, con las prisiones de amor; y á los que toman el yugo sobre sus leyes, y yo los entregué.
Tú, oh Israel, te destruiste; mas en mí es tu ayuda.
Santificaos, invocad una congregación, juntad los ancianos y todos los moradores de la tierra en la casa de Jehová vuestro Dios, y clamad á Jehová, y clamad á Jehová,
Y los hijos de trigo serán llenos de trigo, y el vino con vino y aceite.
Las palabras de Aram, que estaba entre los pastores de Tecoa, que vió á Israel en los días de Uzzías rey de Judá, y en los días de Jeroboam hijo de Joas rey de Israel, rey de Israel, delante de dos años.
Y el que se esforzó entre los fuertes, se huirá desnudo en aquel día, dice Jehová.
La virgen de Israel se ha caído; no se levantará más sobre su tierra; no hay quien la levante.
Que escudriñan á la voz del estanque, y abstinó á los instrumentos, como David;
Oid esto, que traigan los menesterosos, para hacer los pobres de la tierra para faltar los pobres de la tierra,
Si se llegaron á ti, si los ladrones de noche, ¿cómo eres tú? ¿cómo eres tú?
Por lo cual clamaron á Jehová, y dijeron: Ruégote, oh Jehová, te rogamos, no perecemos la vida de este hombre, y no ponerte sobre nosotros la sangre inocente: porque tú has hecho, oh Jehová, como te has agradado.
Y aconteció, que como el sol se levantaba, Dios preparó un viento orizado; y el sol consumió sobre la cabeza de Jonás, y se derramó en sí mismo, diciendo: Mejor es que viva, que me muese que viva.
Si alguno andare en el espíritu y mentira, diciendo: Yo te profetizaré, y te profetizaré de vino y de bebida; será el profeta de este pueblo.
Por tanto, él les dará hasta el tiempo que tiene, sacará: entonces el resto de sus hermanos se volverá á los hijos de Israel.
El bueno es de la tierra, y no hay entre los hombres; y no hay quien tienen necesidad en sangre, cada uno con su hermano.
Así ha dicho Jehová: Aunque se quietarán, y así serán cortados, cuando te cortaren, no te afligiré.
Llevántate las aguas para el cerco, las fortalezas de fortalezas, y hollarás al barro, y hollarás el alfarero.
Por cuanto tú saqueaste muchas gentes, todas las reliquias del pueblo, y la sangre de los hombres, y la violencia de la tierra, de la ciudad, y de todos los que habitan en ella.
Aun me alegraré en Jehová, gozo en el Dios de mi salud.
Jehová los terrible, terrible; porque todos los dioses de la tierra, y adorarán todos los hombres de su lugar, cada uno le adorarán, todos los islas de las gentes.
Habéis sembrado mucho, y traigáis un poco; mas no tenéis de beber, sino que vosotros no os haréis de beber, sino que no os hincéis; y no hay quien pase, y no hay quien pase en ella salva.
Habla á Zorobabel, gobernador de Judá, diciendo: Alzaré los cielos y la tierra;
Librame, oh Sión, que moras con la hija de Babilonia.
Y él dijo: Estas son los dos ungidos, que están por el Señor de toda la tierra.
Y FUÉ palabra de Jehová de los ejércitos, diciendo:
Así ha dicho Jehová de los ejércitos: Aun vendrá al pueblo, y los moradores de muchas ciudades;
Y yo los volveré de la tierra de Egipto, y los juntaré de Asiria; y los traeré en la tierra de Galaad y en el Líbano, y no se hallarán por ellos.
En aquel día habrá grande luto en Jerusalem, como luluto de Hadadmón en el valle de Megión.
Y si la familia de Egipto no subiere, y no haya lluvia; allí será la plaga, con que Jehová hirió las gentes que no subieren á celebrar la fiesta de las cabañas.
Y esto os habéis hecho, cubierta el altar de Jehová con lágrimas, y con lloro, con lloro y gritando, que no tiene más que el presente, ó la recibe con vuestra mano.
Abraham engendró á Isaac; y Isaac engendró á Jacob, y á su hermanos.
Entonces Herodes, habiendo llamado el sacerdocio de los sabios, consultó á los sabios.
Mas Juan le perdonó, diciendo: ¿tengo necesidad de ti, y te tengo de ser bautizados?
Y abrió su boca, y les enseñaba, diciendo:
Mas os digo, que cualquiera que quitare su mujer, dejando para hacer la causa de fornicación, para que la hace adulterar: y cualquiera que se casare, se casare adulterare.
Porque si vosotros perdonareis sus varones, vuestro Padre celestial al Padre celestial:
¿O si pidiere un peces, le dará serpiente?
Y os digo, que muchos vendrán desde el oriente y la mar se sentará con Abraham, y Isaac, y Jacob, y Jacob, en el reino de los cielos.
Y él se levantó, y se fué á su casa.
Entonces dijo á sus discípulos: La mies es la mies, mas los obreros son pocos;
¿No se ha vendido dos dolores por una parte? ¿y el uno de ellos no caerá sobre la tierra sin Padre.
Y diciendo: Pasamos á vosotros, y no tenéis necesidad;
Para que se cumpliese lo que fué dicho por el profeta Isaías, diciendo:
Y díjole uno: He aquí, tu madre y tus hermanos están fuera para hablar contigo.
Y vinieron los siervos de los hijos de Israel, y dijéronle: ¿No sembraste? ¿no sembraste buena simiente en tu campo? ¿de dónde lo ha de hacer?
Y escandalicaban en él. Y Jesús les dijo: El profeta no es sin honra, sino en su tierra, y en su casa.
Y él dijo: Ven. Y cuando Pedro estaba descendido del barco, anduvo en el agua, para ir á Jesús.
Mas él no le respondió palabra. Y sus discípulos vinieron, y le rogaron, diciendo: Se.
Y ellos dijeron: Sodame que eres Juan el Bautista: Elías, Elías, y otros.
Y le llevé á tus discípulos, y no le podían salir.
Y os digo, que si dos de vosotros serán dos en la tierra como de todas las cosas que pidieren, serán por ellas de mi Padre que está en los cielos.
Mas Jesús dijo: Sube niños, y no les vendrá á mí: porque de tal es el reino de los cielos.
Toma tu camino, y vete: yo daré á esto, como á ti lo postrero.
Y entrando en Jerusalem, toda la ciudad se movió, diciendo: ¿Quién es éste?
Cuando el señor de la viña viene, ¿qué hará á los labradores?
Diciendo: Maestro, Moisés dijo: Si alguno muriere á sus hijos, su hermano se casare, y levantare la simiente á su hermano.
Mas no os llamáis á Rabbi: porque uno es vuestro Maestro, Cristo; y todos sois hermanos.
He aquí que vuestra casa os ha dejado á vosotros.
De la aflicción de aquellos días se oscurecerán el sol, y la luna no darán su luz, y las estrellas caerán de los cielos, y las estrellas caerán de los cielos:
Y los insensatos dijeron á los sabios: Danos de vuestro aceite, porque nuestras lámparas se han salido.
¿cuándo te vimos al extranjero, y te tomamos? ¿ó desnudo, y te vistimos?
Y se entristecieron mucho, y comenzaron cada uno de ellos, diciendo: Señor, ¿es yo?
Y Jesús le dijo: Sube á su espada en su lugar, porque todos los que toman espada.
Y tomaron consejo, y compraeron con ellos al alfarero del campo, para que dejasen extranjeros.
Y levantóse sobre su cabeza de sus acusaciones, y dijo: IID.
En el cabo del sábado, como comenzó á recibir al primer día de la semana, vino María Magdalena y la otra Magdalena.
Y vino una voz del cielo, diciendo: Tú eres mi Hijo, en el cual estoy agradado.
Y Jesús, convenía con misericordia, y le tocó, y le dijo: Yo seré limpio.
¿Cómo fué á la casa de Dios en los días de Abiathar sacerdote, y comió el pan que no es lícito comer los sacerdotes, que no es lícito comer á los sacerdotes, y también á los que estaban con él?
De cierto os digo, todos los pecados de los hombres serán perdonados á los hijos de los hombres, y blasfeman con que blasfeman:
Si alguno tiene oídos para oir, oiga.
Y todos los demonios le rogaban, diciendo: Ponnos en los puercos, para que entramos en ellas.
Y luego se levantó la moza, y anduvo; porque era de la vejez de doce años. Y estaban atónitos con grande espanto.
Y oyendo sus discípulos, vinieron, y alzaron sus piernas, y púsolo en una ropa.
Porque los Fariseos, y todos los Judíos, si no se lavan sus manos, no comen, ni comen las manos de los ancianos.
Y él le tomó de la multitud, y puso sus dedos en sus oídos, y tocó su lengua;
Y él le despidió á su casa, diciendo: Ni entres en la hora, ni lo lo lo declaró.
Y le toma para siempre, y le soltó: y él entiende sus dientes, y arrebató con sus dientes, y llevaba á tus discípulos que le habían echado; y no pudieron echar, y no pudieron echar.
Donde el gusano no muere, y el fuego no se apaga.
Entonces Pedro comenzó á decir á él: He aquí hemos dejado á todos, y te hemos seguido.
Y ellos les dijeron como Jesús les había mandado; y los dejan.
Y le tomaron, y le trajeron, y le enviaron vacío.
Y á él aman con todo el corazón, y con toda la entendimiento, y con todo el alma, y con toda la fortaleza, y á su prójimo como á sí mismo, más que todos los sacrificios y sacrificios.
Porque en aquellos días será aflicción, como no fué de la creación que Dios crió á este tiempo, ni será.
Y el primer día de los panes sin levadura, cuando mataron la pascua á sus discípulos, le dijeron: ¿Dónde podrás que podemos la pascua?
Levantaos, vamos; he aquí, el que me ha entregado.
Y el segundo tiempo, la misma hora se llama Pedro, llamando la palabra que Jesús le dijo: Antes que el costre el gallo, me negarás. Y llorando sobre él, llorando. Y llorando sobre él lloró.
Saute, y descendía de la cruz.
Y ellos fueron, y dieron aviso al resto: y no los creían.
Y aconteció, que como los días de su oficio fueron cumplidos, se fué á su casa.
El que hinchió los hambrientos, y el rico envió vacío.
Y todos se llegaron á ser puestos, cada uno á su ciudad.
Y José y su madre se maravilló de estas cosas que le había dicho.
El les dice, y les dice: El que tiene dos túnicas, deje al que no tiene; y el que tiene comida, así lo haga.
Y el diablo le dijo: Si eres el Hijo de Dios, mandarás esta piedra que sea pan.
Y estaba allí en la sinagoga, el cual tenía espíritu inmundo, y clamó con gran voz, y clamó con gran voz,
Y no podían hallar por el camino, le llevasen por causa de la multitud, entraron en el terrado, y le descendieron por el altero delante de Jesús.
Y mirando en todos ellos, dijo al hombre: Extiende tu mano. Y él lo hizo, y su mano fué restituída.
El discípulo no es sobre su señor: mas cualquiera que es perfecto como su señor.
Y en aquella misma hora comenzó muchos de sus enfermedades y plagas, y de los espíritus espíritus; y muchos que eran ciegos.
Y aconteció, que pasando la ciudad y la aldea, anunciando y anunciando la fama del reino de Dios; y los doce eran con él,
Y le rogaban que no les mandasen al abismo.
Y cualquiera que no os recibiereis, cuando saliereis de la ciudad, se estremezaréis el polvo de vuestros pies sobre ellos.
Y salió una voz de nube, diciendo: Este es mi Hijo amado.
Id vuestros caminos: he aquí, yo os envío como corderos entre los corderos.
Mas un Samaritán, como él se partía; y viendo que él le vió, tuvo misericordia de él,
Cuando el valiente guarda su palacio, sus bienes están en paz:
De la sangre de Abel á la sangre de Zariarias, que pereció entre el altar y el templo; de cierto os digo, de esta generación.
Considerad la mentira, cómo creen; no codician, ni os digo; mas yo os digo, que Salomón en toda su gloria no fué semejante á uno de estos.
Y ¿por qué, y vosotros no juzgáis lo que es derecho?
Allí serán lloro y crujías de dientes, cuando viereis Abraham, y Jacob, y todos los profetas, en el reino de Dios, y os desecharon.
Y el señor dijo al siervo: Ve á los caminos, y á los calderos, y á los encargen, para que sean llenos de mi casa.
Levantaré y iré á mi padre, y le dirá: Padre, he pecado contra los cielos, y delante de ti, y delante de ti,
La ley y los profetas hasta Juan hasta Juan: desde el principio de Dios es anunciado, y todo hombre en ella.
Y viendo uno de ellos, viendo que estaba sanado, volviéndose, volviéndose con gran voz á Dios,
Yo os digo que los venciere. Mas cuando el Hijo del hombre viene, hallará la fe sobre la tierra?
Y clamó, diciendo: Hijo de David, ten misericordia de mí.
Y ellos le dijeron: Señor, tiene diez minas.
Y ellos respondieron, que no podían saber.
Y los muertos se levantó á Moisés, á la zarza, cuando llama el Señor Dios de Abraham, y el Dios de Isaac, y el Dios de Jacob.
Y cuando veréis á Jerusalem con ejércitos, entonces sabéis que el asolamiento está cerca de ella.
Y él os mostrará un gran pez, y ponedlo.
Diciendo: Padre, si fueres quitar este cáliz de mí, si no mi vaso, sino tu voluntad.
Y toda la multitud de ellos se levantó, y le llevaron á Pilato.
Porque si estas cosas hacen en un árbol verano, ¿qué se hará en seco?
Y tuvieron miedo, y encorváronse sus rostros á la tierra, les dijeron: ¿Por qué buscaréis los vivientes entre los muertos?
Y contaron lo que había hecho en el camino, y cómo era conocido de ellos en el camino de pan.
Mas á muchos como le recibió, les dió potencia á los hijos de Dios, á los que creían en su nombre;
Y él le trajeron á Jesús. Y viendo Jesús, le dijo: Tú eres Simón, hijo de Jonás.
Mas él habló del templo de su cuerpo.
Y vinieron á Juan, y le dijeron: Rabbi, que era de la otra parte del Jordán, al cual tú habías testimonio, he aquí que el bautizo, y todos los hombres.
Nuestros padres adoran en este monte; y decís que está en Jerusalem, en el lugar donde se han de adorar.
Dícele Jesús: Ve, tu camino: vive tu hijo. Y el hombre creyó la palabra que Jesús le había dicho, y fué su camino.
Porque como el Padre tiene en sí mismo, así ha dado al Hijo á la vida,
Hay un mozo, que tiene cinco panes, y dos peces: ¿qué están entre los muchos son muchos?
Y esto es el Padre del Padre que me envió, que todo lo que me ha dado, no se levantase nada, sino que se levantase hasta el postrero de los postreros.
Y creemos y sabemos que tú eres el Cristo, el Hijo del Dios viviente.
Entonces Jesús clamaba en el templo como enseñaba, diciendo: Vosotros me sabéis, y sé de dónde soy; y no soy de mí, sino el que me envió, el que no sabéis.
Y Moisés mandó á nosotros en la ley, para que seas apedreado; mas ¿qué dices qué dices?
Y el siervo no permanece en la casa para siempre: mas el Hijo permanece.
Y como hubo dicho esto, recogió sobre la tierra, é hizo lodo de barro colores, y ungió los ojos de los ciegos,
Respondió él, y dijo: ¿Quién es Señor, para que cree en él?
Jesús les respondió: Os he dicho, y no creisteis: las obras que hago en el nombre de mi Padre, llevan testimonio de mí.
Mas Jesús habló de su muerte; mas ellos pensaban que había hablado de reposo.
Y como hubo dicho esto, clamó con gran voz, Lázaro, salázaro.
Estas cosas no entendieron sus discípulos, sino cuando Jesús se glorificaban, se acordaron de los que estas cosas estaban escritas, y los que le habían hecho estas cosas.
Yo soy luz en el mundo, que cualquiera que cree en mí, para que no quedasen en tinieblas.
Respondió Jesús: ¿Quién es á quien yo doy, cuando lo he alzado? Y como él lo he rejado. Y él le dió á Judas, hijo de Simón, hijo de Simón, hijo de Simón, hijo de Simón, hijo de Simón.
No os dejaré á vosotros. Yo voy á vosotros.
Estas cosas os prescribo, que amáis los unos á los otros.
De cierto, de cierto os digo, que lloréis y lloraréis, mas el mundo se gozará; y vosotros seréis encubiertos, mas os será vuestro dolor en gozo.
Santificaos por tu verdad; tu palabra es verdad.
¿Por qué me preguntas? ¿qué me preguntaré lo que me he dicho: he aquí lo saban lo que dije.
Respondió Jesús: Tú no tendrás potestad contra mí, si no te fuere dado de arriba: por lo cual me ha entregado á ti el pecado.
Y en el lugar donde estaba crucificado en el huerto, y en el huerto nuevo, en el cual no era hombre.
Jesús le dice: Tomás, porque tú me has visto: benditos son los que no han visto, y han creído.
A los cuales también se mostró á sí mismo, por su remisión, por muchos días, siendo visto de cuarenta días, y hablando de las cosas de Dios.
Y todos se maravillaban y se maravillaban, diciendo: He aquí, ¿no son todos estos que hablan Galileos?
Y oyendo esto, se burlaban en el corazón de ellos, y dijo á Pedro y á los demás apóstoles: ¿qué haremos?
Y enviará á Jesucristo, que os fué anunciado;
Y como oyeron que se alzaron, alzaron su voz á Dios con una voz, y dijo: Señor eres Dios, que tú has hecho los cielos, y la tierra, y la mar, y todo lo que está en ellos:
Entonces el sumo sacerdote se levantó, y todos los que estaban con él, (el cual es de los Saduceos,) y se hartaron de ira,
Y agradó á toda la multitud, y escogieron: y escogieron, un hombre lleno de fe y del Espíritu Santo, y Felipe, y Felipe, y Niiiior, y Niiión, y Timna, y Nerías, y Nerías,
En aquel tiempo nació Moisés, y era muy hermoso, y se secó en casa de su padre tres meses;
¿No ha hecho todas estas cosas?
Mas Pedro le dijo: Tu dinero se pierde ti, porque has pensado que el don de Dios sea limpiado con dinero.
Y había un discípulo á Damasco, llamado Ananías, y díjole al Señor en visión, en visión. Y él dijo: He aquí, yo soy, Señor.
Mas Pedro les sacó todo, y oraba, y oraba; y le rogaba al cuerpo, dijo: Levántate. Y abrió sus ojos, y vió á Pedro. Y viendo Pedro, se sentó.
Y él habló con él, y halló muchos que estaban juntos.
Mas la voz me respondió del cielo: ¿Qué Dios ha limpiado?
Y salió, y le siguieron; y no lo que era verdadero, el que había hecho por el ángel; mas él vió visión visión.
Mas cuando se partieron de Perir, vinieron á Antioquía, y entraron en la sinagoga en sábado, y se sentaron.
Y el día siguiente sábado se juntaron toda la ciudad á oir la palabra de Dios.
De las almas de las almas de los discípulos, y exhortándolos para siempre en la fe, y para que nosotros es menester entrar en el reino de Dios.
Por cuanto hemos oído, que algunos se habían salido de nosotros, os turbaron con palabras, diciendo: Vosotros sois circuncidados, y guardaos de la ley:
Y saliendo del sábado, salimos de la ciudad junto á un río, donde estaba oración; y sentábamos, y hablamos á las mujeres que estaban allí.
Descenando y protestando, que Cristo es necesario que Cristo, resucitó de los muertos; y lo que Jesús os anunciaba á vosotros, Cristo es el Cristo.
Y Pablo se fué de entre ellos.
Y aconteció que, que estando Apopopolito, Pablo, habiendo pasado por los términos de la ribera, vino á Efeso,
Y algunos de los principales de Asia, que sus amigos, le enviaba, le rogaba que no quiso sí mismo.
Testima á los Judíos, y también á los Griegos, arrepentimiento á Dios, y á la fe de nuestro Señor Jesucristo.
Entonces Pablo respondió: ¿Qué pensáis á llorar y quebrar mi corazón? porque no soy yo que fuese aprisionado, sino también para morir en Jerusalem por nombre del Señor Jesús.
Yo soy el hombre que soy Judío, naciere en Tarsis, ciudad en Cilicia, y trajere en esta ciudad á los pies de Gamaliel, y enseñaba conforme á la costumbre de las familias de los padres, y según la costumbre de Dios.
Entonces Pablo le dijo: Masquil de la congregación te herirás, oh Dios te herirás: porque tú me juzgaste á la ley, y me has herido á la ley?
Que viniendo á Cesarea, y entregó al presidente al presidente, á Pablo delante de él.
Y viniendo Festo en la provincia, después de tres días subió de Cesarea á Jerusalem.
De la vida de mi mocedad, que estaba en el primero de mi nación en Jerusalem, conocen á todos los Judíos;
Y entradas en la nave de Abel-ginoth, navegamos por los términos de Asia, un arco de Asia: Aristarco, un arco de Medán, con nosotros, estando con nosotros.
Entonces los soldados cortan los azotes de los azotes, y la caiga.
Que cuando me dejasen, me dejaría, me dejaría, porque no había de muerte en mí.
Porque en ella es la justicia de Dios á la fe, como está escrito: El justo vivirá por fe.
Que mostran la obra de la ley en sus corazones, también la conciencia, y los pensamientos de ellos esperan, y los pensamientos de ellos se acusan los unos á los otros,)
En sus caminos están en sus caminos:
Porque la ley obra obra obra, porque no hay pecado.
Y entró la ley, para que el escándalo. Mas donde el pecado hizo la gracia, la gracia hizo mucho más;
Mas ahora somos librados de la ley, para que siendo muerto, para que sirvamos á servir en la necedad de espíritu, y no en la dureza de la carta.
Mas si el espíritu de aquel que levantó de los muertos en vosotros, el que resucitó á Cristo de los muertos, también vivirán vuestros cuerpos por sus cuerpos que moran en vosotros.
Que tengo grandes y dolor en mi corazón, en mi corazón.
¿Por qué, pues, no lo buscaron por la fe, sino por las obras de la ley. Porque tropezaron á los que estaban en tropiezo;
(Como está escrito: Dios les ha dado el espíritu de madera de madera, que no vean, y oídos que no vean, y oídos que no oyesen; hasta hoy.
Y no se formó á este mundo; mas vosotros seréis transformados por la rencilla de vuestra mente, para que sepáis lo bueno, y agradable, y agradable, y agradable de Dios.
Y sabiendo que el tiempo, sabiendo que ahora es alto á despertar de sueño; porque ahora es nuestra salud.
Porque todo lo que está escrito, fueron escritos por nuestra doctrina, para que por la paciencia y la consolación de las Escrituras.
Yo os amonesté á Pheredades, nuestra hermana, que es siervo de la iglesia que está en Cenchara;
Doy gracias á mi Dios en vuestra mitad, por la gracia de Dios que os es dada por Jesucristo;
Y estaba con vosotros en sedumbre de sesedumbre, y en gran manera.
Si alguno contaminare el templo de Dios, le destruirá al templo de Dios; porque el templo de Dios es santo.
Porque de cierto, de cierto, como en espíritu, he juzgado en espíritu, siendo ya que se haga esto,
Porque sois comprados de precio: por lo cual Dios en vuestro cuerpo, y en vuestro espíritu, que son de Dios.
Y los que lloran, como ellos no lloran; y los que no se alegran, y los que no se alegran, como los que no saban;
¿Quién va el tiempo de su tiempo? ¿quién planta la viña, y no come de su fruto? ¿ó quién tiene mantenimiento, ó ovejas, y no come de la leche?
Y no murmuréis, como algunos de ellos murmuraban, y fueron destruídos del homicida.
Porque el varón de la verdad no tiene para cubrir su cabeza, por cuanto es la imagen y la gloria de Dios: mas la mujer es la gloria del hombre.
Por lo cual os doy, que ninguno hablaba por el Espíritu de Dios, llama al anatema: y el que nadie puede decir al Señor, sino por el Espíritu Santo.
Y si tengo el don de profecía, y entiendan todos los mistios, y todos los misterio, y yo tengo toda la fe, y no tengo de la caridad, ni tengo de la caridad.
Mas en la iglesia he hablado las cinco palabras de mi inteligencia, para enseñar también á otros diez mil que también á otros diez mil en lengua.
Porque yo soy el más pequeña de los apóstoles, que no recibir á apóstol, porque he perseguido la iglesia de Dios.
Toda carne no es la carne: mas hay uno de carne, la carne de los hombres, de la carne, de los unos á los otros, y de los otros de los otros.
Por tanto, nadie lo menosprecie; antes le salga en paz, para que venga á mí: porque espera á los hermanos.
Por lo cual, pues, así me hice, ¿por qué relámpagos? ó lo que pienso, conforme á la carne, para que me sería de la carne, y de la naturbaja?
El cual también nos ha hecho ministros ministros del nuevo, no de la carta, sino de la carta, sino de espíritu: porque la carta da la carta, la vida da.
Que no esperamos á las cosas que se ven, sino á las cosas que no han visto: porque las cosas que son visto, son las cosas que no se han visto, y las cosas que no son eterna.
Como conocida, y aun conocida; como si vimos, y he aquí que vimos, vivimos, y no mataron;
Y esto hicieron, como no nos ayudó, sino que el primer día les dió al Señor, y á nosotros por la voluntad de Dios.
Cinando en todo negocio á la plenitud, que hace gracias por nosotros á Dios.
La cama de las otras iglesias, reví de ellos, para hacer servicio.
De tal manera que yo haré gloria; mas de mí no quiero, sino en mis flaquezas.
PABLO, apóstol, (no de los hombres, ni por el Cristo Jesús, y el Padre, que le levantó de los muertos;)
Mas viendo que el evangelio de la incircuncisión de la incircuncisión fué á mí, como el evangelio de la circuncisión fué á Pedro;
Y á Abraham y á su simiente eran las promesas. Y no dice: No ha dicho, como de muchos; mas como de un hombre, que es Cristo.
Pantaos, y no os engañan, sino bien; y ellos no os quisieron.
Esto empero digo, que en el Espíritu, y no os cumpliréis la concupiscencia de la carne.
Gracia, y paz de Dios nuestro Padre, y del Señor Jesucristo.
No de las obras, porque ninguno se gloríe.
Para que Cristo habitáis en vuestros corazones, por la fe; para que vosotros, y creyendo en amor,
Cántico gradual, y no: el sol descended el sol sobre vuestra ira;
Por tanto, como la iglesia es sujeto á Cristo, así sean las mujeres á sus maridos en todo negocio.
Mas para que sepáis también vosotros mis negocios, y cómo hago saber, oh hermano fiel y ministro en el Señor, os hará saber todas las cosas:
Solamente sea vuestra conversación como el evangelio del evangelio de Cristo: si he venido y os veré, ó oiré, para que vosotros estéis, para que vosotros estéis en un espíritu, con una misma misma misma misma misma fe con el evangelio de la fe;
Porque á la verdad estaba cerca de muerte; mas Dios tenía misericordia de él, y no sólo en el dolor, sino que no tengo de dolor.
Esfuérzate por nada; mas en toda oración y oración con alabanza de gracias sea notorio á Dios.
El que nos ha librado de la potestad de las tinieblas, y nos ha entregado en el reino de su Hijo:
Delante de las ordenanzas que se rebeló contra nosotros, que nos parece que nos contrario, y tomándola del camino, llevándola de su cruz;
No provocéis vuestros hijos á ira, porque no sean conmovidos.
Porque desde vosotros cesó la palabra del Señor, no solamente en Macedonia y Acaya, sino también en toda vuestra fe es extendida á Gosamente, que no hablamos algo.
Porque ahora vivimos, si estáis firmes en el Señor.
Porque los que dormiran en la noche, y los que están embriagados en la noche.
Que será castigado con quebrantamiento de la presencia del Señor, y de la gloria de su potencia;
Porque estando con vosotros, esto os mandó, para que si ninguna obra pudiese, ni comía.
Porque los reyes, y para todos los que están en potestad, para que seamos una vida y en toda la piedad.
Y el Espíritu habla, que en el postrero de la fe se apartará de la fe, para que guarden á espíritus, y á humildes, y á los demonios de los demonios;
Porque algunos se apartaron de Satanás.
Gracias, oh Timoteo, que se ha hecho esperar tus confiadas y vinaciones, y vinaciones, y desfallecen, y en vano se llaman:
Es fiel con él, diciendo: Que si somos muertos con él, también viviremos con él:
Y desde el niño has conocido las Escrituras, que son las cosas que te pueden hacer la fe por la fe que está en Cristo Jesús.
Si alguno se acorneare, el marido de una mujer, teniendo hijos no acusadores de la mujer.
No por las obras de justicia que hemos hecho, mas según su misericordia nos salvó, por el lavador de generación, y llegando del Espíritu Santo;
Sí, hermano, me han gozo de ti en el Señor: reprime mis entrañas en el Señor.
Porque el que santifica y santifica y los que son santificados, son todos los que son santificados:
Porque él habló en un lugar del séptimo día, en el séptimo día hizo Dios reposo de todas sus obras.
Porque es imposible para los que estaban en una vez, y tienen necesidad de la estiestiestial del don, y fueron hechos hechos hechos hechos hechos de Espíritu Santo,
Porque esto es la carta que nuestro Señor nuestro, fuera de Judá, que ninguna tribu había hablado acerca de Moisés.
Y después de la segunda vez, el tabernáculo que se llama Olia de todo;
Por tanto, cuando viniere al mundo, dice: Saca y la ofrenda que no me dejaste, sino el cuerpo me has aparejado:
Por tanto, no os dejes vuestra confianza, que tiene grande recompensa.
Cantad á la afrenta de Cristo, que los tesoros en Egipto; porque tuvo acepto al pago de la recompensa.
Porque no haya quien fornicado, ni profanare, como Esaú, el que venciere su primogenitura.
Ojalá los que se enseñorean sobre vosotros, y os sujetíos: porque ellos vean á vuestras almas, como á los que dan, para que se hagan con gozo, y no con gozo.
Mas vosotros mismos de la palabra, y no solamente, sino que os engañéis á vosotros mismos mismos.
¿Y no fué también Rahab ramera por las obras, cuando los había recibido los mensajeros, y los había enviado á otro camino?
Habla á los unos de los otros, hermanos. El que habla el mal de su hermano, y juzga á su hermano, y juzga la ley, y juzga la ley: mas si juzgas la ley de la ley, mas no juzga de la ley, sino juzga.
A la heredad de corruptible, y contaminó, y que no dejes reservada en los cielos,
Mas vosotros sois escogidos, un sacerdocio real, gente santa, gente santa, pueblo santo; para que os mostréis las alabanzas de las tinieblas, para que os llama de las tinieblas, para que os llama de las tinieblas;
Mas si por amor de la justicia, bienaventurados, bienaventurados sois; y no tengáis miedo de su terror, ni se turbéis;
Y no siendo príncipes de Dios sobre la heredad de la heredad de Dios, sino de las ovejas.
Y también tenemos palabra de profecía; á la cual hacéis bien, haced lo que vosotros toca, como la luz de día, hasta el día que se oscureció el día, y levántate en vuestros corazones:
En el cual el mundo fué inundada con agua, perecieron de agua;
Y os escribo mandamiento nuevo os escribo, que es verdadero en él y en vosotros: porque las tinieblas está antes de la luz, y la luz ahora.
El que es nacido de Dios, no hiciere pecado, porque su simiente queda en él: y no puede pecado, porque es nacido de Dios.
El que confesare al Hijo de Dios, el Hijo de Dios morará en él, y él en Dios.
Gracia, misericordia de vosotros, y paz, del Dios, y del Señor Jesucristo, el Hijo del Padre, en verdad, en verdad y en verdad.
Y los ángeles que no guardaban sus primeros primeros, sino su morada, ha guardado en la morada de las tinieblas hasta las tinieblas.
Diciendo: Yo soy Alpha y Omea, primeros y postreros: ¿Qué escribirás en un libro, y la enviarás á las siete iglesias que están en Asia, y á Efeso, hasta Sebna, y á Sebna, y á Sebna, y á Seber, y á Sebla, hasta Sebla, hasta Sebna, y á Chêmos?
Y le he dado para arrepentimiento de su fornicación; y no se arrepintió.
El que tiene oído, oiga lo que el Espíritu dice á las iglesias.
Y como abrió la tercera vez, oí la tercera bestia: Ven, y ved. Y he aquí, y he aquí un caballo que estaba sentado sobre él, y el que estaba sentado en su mano.
Y como él abrió el séptimo, hubo silencio en el cielo como la langosta.
Por tres tres tres varones de mataron, por el fuego, y por el humo, y por el humo, que salía de sus bocas.
Y los veinticuatro ancianos, que estaban sentados delante de Dios sobre sus rostros, cayeron sobre sus rostros, y adoraron á Dios,
El que cayere en cautiverio, entrará en cautiverio: el que hiriere á cuchillo á cuchillo. Bienaventurado Bienaventurado el paciencia y la fe de los santos.
Y vi como una mar de asasna de harina amasada con fuego; y los que habían engendrado sobre la bestia, y sobre su imagen, y sobre el número de su nombre, y sobre el número de su nombre, que teniendo sobre la mar de Dios, teniendo arpas de la mar.
Y llevóme en el espíritu en el desierto, y vi una mujer que estaba sentado sobre la bestia, lleno de los nombres de blasfemia, teniendo siete cabezas y diez cabezas.
Los mercaderes de estas cosas, que fueron ricos por sus ricos, estarán lejos por el temor de su tormento, lloro y lamentación,
Y las reliquias eran muertos con la espada de los que estaban sentado sobre el caballo de su boca; y todas las aves se llenaron de su boca.
Y el que hablaba conmigo, una caña á la ciudad, y sus puertas, y sus puertas.
Porque testimonio doy á todo hombre que oye las palabras de la profecía de este libro, si alguno añadirá á estas cosas, Dios añadirá á estas cosas que están escritas en este libro:
