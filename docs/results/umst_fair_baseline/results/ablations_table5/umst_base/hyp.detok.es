En el principio que crió Dios los cielos y la tierra.
Y vió Dios todo lo que había hecho, y he aquí era bueno. Y la tarde y la tarde fué la tarde y el sexto día.
Porque Dios conoce que en el día que comeréis, y vuestros ojos serán abiertos, y seréis como dioses.
Y ahora eres maldito de la tierra, que abrió su boca á recibirla de tu mano de tu mano;
Y vivió Mahalaleel y cinco años, y engendró á Jared.
Y dijo Dios á Noé: El fin de toda carne está delante de mí; porque la tierra está llena de violencia, y he aquí que yo los destrueré con la tierra.
Y murió toda carne que se movió sobre la tierra, y de bestias, y de bestias, y de todo reptil que anda arrastrando sobre la tierra, y cada uno.
Y ciertamente de vuestra sangre le declararé; en la mano de todo animal, lo demandaré, y en la mano del hombre; en la mano de cada uno oiré la vida de cada uno.
Y los hijos de Ham: Cuán, y Mizpa, y Phuim, y Canaán.
Y ellos dijeron: Anda á nosotros una ciudad y una torre, cuya cumbre al cielo; y hagamos nombre hasta el cielo; y pondremos sobre la haz de toda la tierra.
Y te pondré de ti gran gente, y te bendeciré, y bendeciré tu nombre; y serás bendición.
Abram en la tierra de Canaán, y en las ciudades de la campiña de la campiña, y asentó su tienda hacia Sodoma.
El solamente solamente que los criados comieron los mancebos, y la parte de los hombres que iban conmigo, Ana, y Mamre, y Mamre; tomarán su parte.
Y el ángel de Jehová le dijo: Vuélvete á tu fortaleza, y te sujeta debajo de sus manos.
Y tomó Abraham á Ismael su hijo, y todo lo que nacieron en su casa, y todos los que habían comprado con su dinero, cada uno de los de la casa de Abraham; y circuncidó la carne de ellos en aquel día, como Dios le había dicho.
Y Jehová dijo: Si hallare en Sodoma cincuenta justos dentro de la ciudad, yo perdonaré todo el lugar de ellos.
El sol se levantó sobre la tierra cuando Lot entró en Zoar.
Y dijo Abimelech: He aquí que mi tierra está delante de ti: ¿dónde te habitará.
Y tomó Abraham ovejas y bueyes, les dió á Abimelech; y así de ellos hizo pacto.
Y Bethuel engendró á Rebeca: ochocientos y á Nachôr, hermano de Abraham.
Y el siervo puso su mano debajo del muslo de Abraham su señor, y le juró acerca de aquel negocio.
Y dije á mi señor: Quizá me seguirá la mujer.
Y ella le parió á decir: Joathán, y á Medán, y á Madián, Isbac, y á Silla.
Y dijo Esaú: He aquí que yo soy para morir: ¿y qué aprovaprovaprovechará á mí esta primogenitura?
Y ellos dijeron: Hemos visto que Jehová era contigo: y dijmos allí: Ahora pues ha dicho: Hemos ahora un juramento entre nosotros y nosotros, y haznos alianza contigo;
Y él no le conocía, porque sus manos eran sus manos, como la mano de Esaú: así le bendijo.
Y oyó Jacob á su padre y á su madre, y fué á Padan-aram;
Y Labán dijo á Jacob: Por cuanto tú eres mi hermano, ¿por qué me has de hacer? Díjome, ¿qué será tu salario?
Y Zilpa la sierva de Lea parió á Jacob un hijo.
Y aparecieron Jacob los corderos, y puso los rostros de las ovejas hacia el pórtico, y todos los rebaños en las ovejas de Labán; y puso sus ganados, y no los echaron á Labán.
¿Por qué te huiste, y hurtó de mí, y no me has dicho, para que yo te he enviado con alegría, y con arpa, y con arpa, y con arpa?
Y viendo Jacob, les dijo: Este es el ejército de Dios: y llamó el nombre de aquel lugar de Mahanaim.
Por lo cual los hijos de Israel no comieron de los hijos de Israel, que está sobre la muchedumbre del muslo, hasta hoy: porque él tocó la costilla de Jacob en el muslo de Jacob, á los que se burlaban.
Y habitaréis con nosotros: y la tierra será delante de vosotros; y habitaréis en ella, y os id por heredad.
Y apareció Dios á Jacob, cuando saliese de Padan-aram, y le bendijo.
Estos son los nombres de los hijos de Esaú: Eliphaz hijo de Ada, mujer de Esaú, Reuel hijo de Basmath.
Y estos son los nombres de los duques de Esaú, conforme á sus familias, por sus términos, por sus nombres; el duque Timna, el duque Jepth,
Venid, y vengamos á los Ismaelitas, y no sea nuestra mano sobre él; porque es nuestro hermano y nuestra carne. Y sus hermanos fueron contentos.
Y preguntó á los de aquel lugar, diciendo: ¿Dónde está la ramera, que fué ramera por el camino? Y ellos respondieron: No fué ramera en este lugar.
Mas Jehová fué con José, y le mostró misericordia, y le dió gracia en ojos de la cárcel.
Y durmió, y durmió el segundo tiempo; y he aquí, siete espigas de trigo vino sobre uno, y bueno.
Y los junten todos los mantenimiento de los que habían venido, y ponga debajo de la mano de Faraón, y los guarden las ciudades.
Y conoció José á sus hermanos, mas no le conocían.
Y él dijo: Mi hijo no descenderá con vosotros; porque su hermano es muerto, y él se quedare por el camino que entrareis con el camino que entrareis, llevaréis mi pagar con dolor á la sepultura.
Y José se apresuró, porque sus entrañas se puso sobre su hermano; y buscó á llorar; y entrando en su cámara, lloró allí.
Y nosotros dijeron: No podremos ir: si nuestro hermano menor sea con nosotros, entonces descendremos: porque no veremos la faz del hombre, si nuestro hermano menor con nosotros.
A todos ellos de ellos dió el hombre cada uno de vestidos; mas á Benjamín dió trescientos piezas de plata, y cinco cabañas de vestidos.
Y los hijos de Nephtalí: Jahel, y Guni, Jezabel, y Simim.
Y compró José toda la tierra de Egipto por Faraón; porque los Egipcios vendían á cada uno su campo, porque el hambre se hizo sobre ellos: así fué la tierra de Faraón.
Y su padre no quiso, y dijo: Yo conozco, hijo mío, yo lo sé; y él será pueblo, y será mayor que su hermano menor; mas su simiente será mayor mayor que él, y su simiente será.
Sin embargo como una blanca: en la mañana devorará la presa, y partirá la presa.
Y dijo José á sus hermanos: Yo muera; y os visitaré de esta tierra que os había jurado á Abraham, á Isaac, y á Jacob, y á Jacob.
Y cuando abrió ella abierto, vió el niño; y he aquí que lloraba. Y ella tuvo misericordia de él, y dijo: Este es uno de los Hebreos.
Y dijo Moisés á Dios: ¿Quién soy yo ir á Faraón, y que traje á Faraón los hijos de Israel de Egipto?
Y Jehová dijo á Moisés en Madián: Ve, vuélvete á Egipto; porque todos los hombres que habían buscado tu vida.
Ahora pues, ahora, y obra; porque no os será dado, mas no os entregaréis la paja de los cedros.
Y el hijo de Aarón le tomó uno de las hijas de Pusiel, y le parió Phinees: estos son las cabezas de los padres de los Levitas conforme á sus familias.
Y fueron cumplidos siete días, después que Jehová había herido al río.
Y salió Moisés de Faraón, y oró á Jehová.
Dad á Jehová (porque es menester que no hay más fuerte y granizo; y os haré ir, y no os defenderá.
No vieron otro otro, ni se levantaron de su lugar por tres días: mas todos los hijos de Israel tenían luz en sus habitaciones.
Y hoy os será por memoria de memoria, y la haréis fiesta á Jehová por vuestras generaciones; guardaréis la solemnidad por estatuto perpetuo.
Mas todo varón del siervo que es comprado por dinero, cuando le circuncidó, comerá.
Y habló Jehová á Moisés, diciendo:
Y vió Israel que grande obra que Jehová había hecho sobre los Egipcios; y temió el pueblo á Jehová, y creyó á Moisés y á Moisés su siervo.
Y los hijos de Israel les dijeron: Decid á Dios por mano de Jehová en la tierra de Egipto, en la tierra de Egipto, cuando estuvimos por la carne, y cuando comamos pan, y comunicaros á este pan; porque habéis traído á este desierto, para matarnos.
Y dijo Moisés á Aarón: Toma un pollino, y pon un omer de maná en ella, y ponlo delante de Jehová, para que sean guardados vuestras generaciones.
Ahora conozco que Jehová es mayor que todos los dioses; porque en lo que hicieron lo que les había hecho.
Y descendió Moisés del monte hasta el pueblo, y santificó el pueblo; y lavaron sus vestidos.
Y ellos dijeron á Moisés: Habla con nosotros, y oiremos; mas no oigamos á Dios con nosotros, porque no muramos.
Y si alguna cosa sigue, darás vida por la vida,
Si su padre no quiso dar dar dar á él, pagará el dinero conforme á la doncella.
Y la fiesta de la siega de la siega, las primicias de tus trabajos, que tú sembraste en el campo: y la fiesta de los vendificados del año, cuando hubieres juntado en tus trabajos.
Y levantóse Moisés, y sirvió á Josué: y Moisés subió al monte de Dios.
Y harás un término de anchura alrededor de la mano alrededor, y harás un término de oro en derredor.
Y harás tablas para el tabernáculo de madera de Sittim.
En las tablas de las tablas lo harás: como te ha manifestado en el monte, así lo hará.
Y pondrás en ella piedras de piedras de piedras, cuatro órdenes de piedras: el primer orden, un nombro, una tórtola, y un tórtola: este primero será el primero.
Y Aarón y sus hijos meterás á la puerta del tabernáculo del testimonio, y los lavarás con agua.
Y si algo de la carne de las consagraciones, ó de la mañana, quedarás hasta la mañana, y quemarás con fuego: no se comerá, porque es santo.
Harás también un lagar de metal, y también su pie de metal, para lavarse: y lo pondrás entre el tabernáculo del testimonio y pondrás en él agua.
Y las vestimentas del ministerio, y las vestiduras de Aarón sacerdote, y las vestiduras de sus hijos, para ministrar en el sacerdote,
Y dijo Aarón: No se encienda el furor de mi señor: tú conoces el pueblo que están sobre mal.
Y Jehová dijo á Moisés: Yo también haré esto que has hablado: porque has hallado gracia en mis ojos, y yo te conozco por nombre.
Porque arrojaré las gentes delante de ti, y ensancharé tu término; y no haya de parar tu tierra, cuando subieres delante de Jehová tu Dios en el año.
Las vestimentas del servicio, para hacer servicio en el lugar santo sacerdote, los vestidos de Aarón el sacerdote, y las vestiduras de sus hijos, para ministrar en el sacerdocio.
Hizo también las cortinas de las cabras para la tienda sobre el tabernáculo: las cortinas les hizo.
Hizo también la cubierta cubierta de oro puro, de dos codos y medio de su longitud, y un codo y medio de su anchura.
Y puso las varas en los anillos á los lados del altar, para llevarlo; hizo el altar con tablas.
Y hicieron piedras piedras de oro en arcos de oro, como esculpiones de oro, con los nombres, con los nombres de los hijos de Israel.
La mesa, y todos sus vasos, y la proposición,
Y puso el pan en orden delante de Jehová; como Jehová había mandado á Moisés.
Y el sacerdote lo traerá al altar, y le desechó su cabeza, y la hará arder sobre el altar; y su sangre será descubierto al lado del altar:
Y si su ofrenda fuere macho cabrío, lo ofrecerá delante de Jehová.
Y el sacerdote tomará de la sangre de la expiación con su dedo, y pondrá sobre los cuernos del altar del holocausto, y derramará su sangre al pie del altar del holocausto.
Y habló Jehová á Moisés, diciendo:
Asimismo esto es la ley de la expiación: es cosa santísima.
Y el sacerdote hará arder el sebo sobre el altar: mas el pecho de Aarón y de sus hijos.
Y degollólo; y Moisés tomó de la sangre de ella, y púsolo sobre la ternilla de Aarón, y sobre el pulgar de su mano derecha, y sobre el pulgar de su pie derecho.
Y llevó la ofrenda, y tomó un puñado, y quemólo sobre el altar, además del holocausto.
Todo lo que tiene pezuñas, y es de pinterior, y de las bestias, que comeréis.
Y todo vaso de barro, en lo que se cayere, todo lo que está en ella será inmundo; y quebraréis.
Y si el sacerdote veo, he aquí la calla en la piel, el sacerdote lo dará por inmundo: es lepra.
Y si alguno ó mujer ó mujer en la piel de su carne es blancas, blanco blanco, blanco de mancha;
Y será en el séptimo día, el cual hará todo su cabello y su barba, y su barbarba y su paladar, todos sus cabellos, y lavará sus vestidos; y lavará sus vestidos, y lavará sus vestidos, y lavará sus vestidos, y será limpio en agua.
Y el sacerdote hará otra vez el día séptimo, y mirará; y si la llaga hubiere extendido en las paredes de la casa,
Y el vaso de la tierra que tocare el flujo de la tierra, será quebrantado; y todo vaso de madera de madera será descubierto en agua.
Y hará llegar Aarón el macho cabrío sobre la suerte de Jehová, y le ofrecerá por expiación.
Para que los hijos de Israel traen sus sacrificios, para que ofrecen la haz del campo, para que los trajesen á Jehová, á la puerta del tabernáculo del testimonio, al sacerdote, y los ofrecerán por las paces á Jehová.
Y no llegarás á una mujer para cubrir su desnudez, como ella se puso por su inmundicia.
Mis estatutos guardaréis mis estatutos. No dejarás tu ganado de repente: no sembrarás tu heredad con lejada, ni lino segará de lino; ni vendrá sobre ti.
Y si alguno durmiere con su nuera, así de ellos morirá: su sangre será quebrantado sobre ellos.
Y no profanará su simiente entre su pueblo; porque yo Jehová lo santificaré.
Y cualquiera que ofreciere sacrificio de paces á Jehová para cumplir su voto, ó ofrenda voluntaria en las ovejas ó de las ovejas, será acepto; no habrá acepto.
Y ofreceréis con el pan siete corderos sin defecto sin defecto, y un becerro, y dos carneros: porque ellos serán para holocausto á Jehová, con su presente y sus libaciones, y sus libaciones, é hizo ofrenda encendida de olor suave á Jehová.
El relámpagará las lámparas limpio delante de Jehová.
El jubileo será el jubileo: no sembraréis, ni sembraréis, ni siedréis que se secará en ella, ni juntará la uvas de tu vid.
Y entonces se apartará de ti, y con él sus hijos, y volverá á su familia, y á la posesión de sus padres volverá.
Y os haré también esto; yo os señalaré sobre vosotros espanto, y ararruinará, y el dolor de corazón consumirá los ojos, y el dolor de corazón: y sembraréis vuestra simiente, y comeréis.
Estas son los estatutos y derechos, que Jehová hizo entre él y los hijos de Israel en el monte de Sinaí.
Y toda la tierra de la tierra, si de la simiente de la tierra, ó del fruto del fruto, es Jehová.
De los hijos de Judá, por sus generaciones, por sus familias, por las casas de sus padres, conforme á la cuenta de los nombres, de veinte años arriba, todos los que podían salir á la guerra;
Todo el varón de los hijos de Israel asentará por su bandera, con la señal de la casa de su padre: alejarán desde el tabernáculo del testimonio.
Estas son los contados de los hijos de Israel por la casa de sus padres: todos los contados de los campados por sus ejércitos, seiscientos cincuenta y cincuenta.
En el número de todos los varones, desde el mes arriba, ocho mil y seiscientos, observían la guarda del santuario.
Y sobre la mesa de pan, extenderán un paño de cárdeno, y vistieron sobre él los peces, y los tazones, y los tazones, y el pan se cubrirán sobre él.
Estos contados de las familias de las familias de Coath, todos los que hacen servicio en el tabernáculo del testimonio, que Moisés y Aarón, conforme al mandamiento de Jehová por mano de Moisés.
Y el sacerdote pondrá la mujer delante de Jehová, y cubrirá la cabeza de la mujer, y puso la libación de la memoria en sus manos, que es el sacerdote: y el sacerdote mirará la maldición que hace amargas;
Y ofrecerá el carnero en sacrificio de paces á Jehová, con el canastillo de los ázimos: el sacerdote hará su presente y su libación.
Una cuchara de oro de diez siclos, llena de perfume;
Una cuchara de oro de diez siclos, llena de perfume;
Una cuchara de oro de diez siclos, llena de perfume;
Y los Levitas se purificaron, y lavaron sus vestidos, y ofrecieron á Aarón como ofrenda delante de Jehová; y Aarón hizo expiación por ellos.
Hazte dos trompetas de plata, de toda suerte de plata los harás: para que los pocas para la vocación de la congregación, y para las partidas de los montones.
Y será que, si tú entrares con nosotros, y será lo que Jehová nos hará á nosotros.
Mas había dos de los hombres en el campo, el nombre de la una Ella, y el nombre de la otra: y el espíritu de la otra estaba asentado sobre ellos; y fueron escritos del tabernáculo, y no fueron escritos en el campo: y ellos profetizaron en el campo.
De la tribu de Judá, Caleb hijo de Jephone.
Y por lo cual Jehová nos sacó á esta tierra, para que caiga á cuchillo, que nuestras mujeres y nuestros hijos, ¿no nos ha sido para volvernos á Egipto?
Y vuestros hijos harán andar en el desierto cuarenta años, y llevad vuestras fornicaciones, hasta que vuestros cuerpos sean desiertos en el desierto.
Habla á los hijos de Israel, y diles: Cuando hubiereis entrado en la tierra á la cual os saqué,
Y puso fuego en ellos, y puso perfume delante de Jehová para mañana: y el que Jehová escogiere á quien Jehová escogiere, será santificado sobre vosotros, hijos de Leví.
Habla á Eleazar el hijo de Aarón el sacerdote, que tomará las incendias de ardiendo, y esparcirás el fuego, porque son consagrados.
Y te juntará á ti, y guardarán la guarda del tabernáculo del testimonio, por todo el servicio del tabernáculo: y no os llegaréis á vosotros.
Esta es la ley de la ley que Jehová ha mandado, diciendo: Habla á los hijos de Israel, que te traen una becerra de mancha, en que no haya falta;
Y Moisés y Aarón juntó la congregación delante de la peña, y les dijo: Oid ahora ahora, ¿os habéis menester que llevemos agua de esta peña?
Y partieron de Oboth, asentaron en Itón, en el desierto que está delante de Moab, hacia el nacimiento de Moab, hacia el sol.
Ahora pues, ruégote que me dejes este pueblo, porque son valientes; porque yo me ayudarán, para que los heriremos, y los echaré de la tierra; porque yo soy el que bendito de la tierra; porque á quien tú bendiga, y á quien tú benevolaste.
Y oyó Balac que Balaam había venido á recibir, salió al encuentro á la ciudad de Moab, que está en el término de Arnón, que está en el término de Arnón.
Y dijo Balac á Balaam: Ni les maldijesen á todos:
Y levantóse Balaam, y fuése á su lugar; y fuése Balac su camino.
Los hijos de Simeón por sus familias: de Nemuel, la familia de los Nemuelitas; de Jamín, la familia de los Nethachîs:
Estos son los hijos de Dan por sus familias: de Sem, la familia de los Sophatas. Estas son las familias de Dan por sus familias.
Las hijas de Sopheth hablaban: de cierto les darás posesión de heredad entre sus hermanos; y harás la heredad de sus hermanos, y harás pasar la heredad de su padre.
Y sus presentes serán la mitad de un hin á un becerro, y la tercera parte de un carnero á un carnero, y la cuarta parte de un cordero hasta el año: este es el holocausto de cada mes por el año de cada mes.
Y ofreceréis un holocausto, ofrenda encendida de olor suave á Jehová, de olor suave á Jehová, dos becerros, dos carneros, y catorce corderos de un año, sin defecto;
Y su padre oyere su voto, y con que ella hubiere ligado su alma, y su padre le herirá en ella; y todos sus votos serán firmes, y todos sus votos, y todos sus votos se avesará su alma.
Mas todos los hijos, que no conocen á hombre con él, guardéis vida por vosotros.
Y los oficiales que estaban sobre millares del ejército, los capitanes de millares, los centuriones, se llegaron á Moisés;
Edificad ciudades en vuestros niños, y pinteros por vuestras ovejas; y haced lo que ha salido de vuestra boca.
Y partidos del desierto de Sin, asentaron campo en Dopa.
Y partidos de Zalarea, asentaron en Porón.
Y habló Jehová á Moisés, diciendo:
Y si le hiriere con piedra, con que muera, y morirá, es homicida: el homicida morirá: el homicida morirá.
Estos son los mandamientos y derechos, que Jehová mandó por mano de Moisés á los hijos de Israel en los campos de Moab, junto al Jordán de Jericó.
Jehová vuestro Dios que va delante de vosotros, él peleará por vosotros, conforme á todo lo que os hizo en Egipto delante de vuestros ojos;
Y el parparparparto en los que habían venido de Ces-barnea, hasta el torrente de Zered, de treinta y ocho años; hasta que todos los hombres de guerra eran destruídos, como Jehová les había jurado.
Mas todos los animales, y los despojos de las ciudades, tomamos por presa á nosotros.
¿Y qué gente es grande, que tiene estatutos y derechos como todo esto, que yo puse hoy delante de vosotros?
A las gentes echó de delante de ti, y más fuerte que tú eres, para que te dé en su tierra, como hoy es hoy.
Ni hurtarás.
No tentaréis á Jehová vuestro Dios, como le tentasteis en Massa.
No te has desechado en ellos: porque Jehová tu Dios es entre vosotros, Dios fuerte y terrible.
No por tu justicia, ni por la rectitud de tu corazón, tú á poseer su tierra; mas por la impiedad de estas gentes los echó de delante de ti, para que Jehová tu Dios había jurado, y ponga la palabra que juró á tus padres, Isaac y á tus padres, Isaac.
Y los hijos de Israel tomaron de ellos de Beeroth de los hijos de Javán á Moloar: allí murió Aarón, y servía su hijo en el sacerdocio.
Que os daré la lluvia de vuestra tierra en su tiempo, la lluvia y la lluvia, para que juntares en tu grano, y tu vino, y tu aceite.
Y os alegraréis delante de Jehová vuestro Dios, y vuestros hijos, y vuestras hijas, y vuestras hijas, y vuestras siervas, y el Levita que está dentro de vuestras puertas; como no tiene parte ni heredad con vosotros.
Y le apedrearás con piedras, para que muera; porque te ha procurado de Jehová tu Dios, que te sacó de la tierra de Egipto, de la casa de servidumbre de servidumbre.
La verdad harás todo el fruto de tu simiente, que el campo sacarás por año.
Empero tú no comerás su sangre; derramarás sobre la tierra como agua.
Cuando se levantare cosa que te pareciere en juicio, entre la sangre y sangre, entre la cual hubiere escogido y entre sí, y entre tanto que se hubiere ligado entre tus puertas, y tú levantarás en el lugar que Jehová tu Dios escogiere en el lugar que escogiere,
Yo los levantaré de entre sus hermanos, como á ti te levantaré, y pondré mis palabras en su boca; y hablará á todos los que le mandare.
Y hablarán los oficiales á los pueblos, diciendo: ¿Qué es el hombre que edificó casa, y no lo ha dedicado? Deja, y vuélvase á su casa, porque no muera en la batalla, y otro otro á la batalla.
Si el hombre tuviere dos mujeres, uno aborrecían, y otro le aborrecían, y le han nacido, el amado y el amado; y si el primogénito es aborrecido que era aborrecida;
Si alguno fuere hallado con mujer de casarse á marido, entonces morirán de ellos, así morirá el hombre con la mujer, y la mujer quitarás: así quitarás el mal de Israel.
Mas si tomares á voto, no será pecado en ti.
Si algunos hermanos moraren, y uno de ellos morirá, y no se casare la mujer de los muertos hasta el extranjero: el hermano de su marido irá á ella, y le tomarán á mujer, y tomarla á su hermano.
El día que Jehová tu Dios te ha mandado que hiciesen estas ordenanzas y derechos; y guardarás con todo tu corazón, y con todo tu alma.
Y será que, si obedecieres á la voz de Jehová tu Dios, para guardar y para poner todas sus mandamientos que yo te mando hoy, que Jehová tu Dios te pusiere sobre todas las gentes de la tierra;
En tu buey será muerto delante de tus ojos, y no comerás: tu asno será quitada de delante de tu rostro, y no será restituído á ti; tus ovejas serán entregados á tus enemigos, y no les serás dado.
Y toda enfermedad, y toda llaga, que no está escrito en el libro de esta ley, Jehová te traerá á ti hasta que seas destruído.
Y el que toda su tierra es apedreado, y sal, y fuego ardiendo, que no es sembrado, ni la hierba de Sodoma, como la hierba de Sodoma, Adma, y Adma de Gomorra, y Zeboim, y Zeboim, que Jehová había echado en su furor,
Y hará Jehová á ellos como él hizo á Sehón y á Og, reyes de los Amorrheos, y á la tierra de ellos, que destruyó.
El Roma es perfecto, su obra: porque todos sus caminos son el juicio: Dios de verdad y sin iniquidad, y justo es justo.
¿No hay esto en casa conmigo, y selo entre mis tesoros?
Y de Benjamín dijo: El amado de Jehová, habitará por él; y el Señor le cubrirá todo el día, y habitará entre sus hombros.
Y después de la muerte de Moisés siervo de Jehová, fué á Josué hijo de Nun, diciendo:
Y que salvaréis á mi padre, y á mi madre, y á mis hermanos, y á mis hermanas, y á todos los que han de muerte.
Tomad doce varones del pueblo, de cada tribu, de cada uno,
Y aconteció que como hubieron acabado de circuncidar todo el pueblo, se quedaron en sus habitaciones, hasta que todos estaban.
Y saliendo los mancebos que estaban atónitos, trajeron á Rahab, y á su padre, y á su madre, y á todos sus hermanos, y lleváronlos, y dejáronlos fuera fuera del campo.
Y despertaron sobre él un gran montón de piedras hasta hoy. Y Jehová volvió de la ira de su furor. Por lo cual se llamó el nombre de aquel lugar, hasta hoy.
Entonces Josué edificó altar á Jehová Dios de Israel en el monte de Ebal,
Ahora pues, he aquí nosotros somos en tu mano: como bien te pareciere, haznos á nosotros.
Y aquel día Josué tomó á Maceda, é hirió á filo de espada, y el rey destruyó, y á todas las personas que estaban en ella; y no quedó.
Como Jehová mandó á Moisés su siervo, así lo mandó á Josué, y á Josué, no dejó nada de todo lo que Jehová había mandado á Moisés.
El rey de Cedes, otro: el rey de Jocam, otro:
Esta es la heredad de los hijos de Gad por sus familias, las ciudades, y sus aldeas.
Y rodeó el término de los Baales al monte de Seir, y pasa por la parte del monte de Jorim, que es Calim, al norte, y descendió á Beth-semes, y pasó á Beth-semes;
Y á Cabar, y á Lamam, y á Kimath,
Y descendiendo de Jachâ á Ataroth, y á Naath, y salió á Jericó, y salióse al Jordán.
Y saliendo los hombres, pasaron por la tierra, y por siete ciudades en un libro, y volvió á Josué al campo.
Y sube su término hacia la mar, y á Marna, y á Dora, y á Dora, y á la orilla del río que está delante de Joatham;
Y fué el término de su heredad á Sora, y á Ethaol, y á Isemes,
Y ellos les dieron la ciudad de Arba, padre de Anac, que es Hebrón en el monte de Judá, con sus ejidos alrededor.
Todas las ciudades de los Levitas en posesión de los hijos de Israel fueron cuarenta y ocho ciudades con sus ejidos.
Por tanto, dijeron: Ruégote que nos edificaremos un altar, no para holocausto, ni sacrificio:
Y llevé vuestros padres de Egipto; y llegasteis á la mar; y los Egipcios siguió á vuestros padres con carros y á caballo.
Y dijo Judá á Simeón su hermano: Sube conmigo á mi suerte, para que peleamos contra el Cananeo; y también yo iré contigo en tu suerte. Y Simeón.
Y no echó Nephtalí los moradores de Beth-semes, ni los moradores de Beth-anath; mas habitó entre los Cananeos, los moradores de la tierra: mas los moradores de Beth-semes y de Beth-Beth-semes se fueron tributos.
Y fueron introducidos á Israel por ellos, para que conozcan á los mandamientos de Jehová que había mandado á sus padres por mano de Moisés.
Y los hijos de Israel dieron voces á Jehová: porque tuvo carros carros de hierro, veinte años de hierro.
Mi corazón es para los príncipes de Israel, que se rebelaron entre el pueblo. BINO, Jehová.
Jehová envió profeta á los hijos de Israel, que les dijo: Así ha dicho Jehová Dios de Israel: Yo os saqué de Egipto, y os sacó de la casa de servidumbre;
Y fué así: porque se levantó de mañana el día siguiente, y arrebató el vellón, y despedazó el rocío del vellón, lleno de agua.
Dios entregó en vuestras manos á los príncipes de Madián, Oreb y á Zeeb: ¿y qué tengo de hacer en el hijo de vosotros? Y su furor se volvió para con él, cuando había dicho.
Y aconteció que como Gedeón era muerto, volvieron á los hijos de Israel, y fornicó á los Baales tras los Baales, é hizo Baal-meth su dios.
Y Gaal hijo de Ebed dijo: ¿Quién es Abimelech, y quién es á Sichêm, para que le sirvamos? ¿no es el hijo de Jerobaal? ¿por qué sirve á los de Sichêm?
Y después que Abimelech se levantó á decir á Israel: Tola hijo de Puso, hijo de Dodo, varón de Issachâr; y habitó en Samir en el monte de Ephraim.
Y el rey de los hijos de Ammón respondió á los mensajeros de Jephté: Por cuanto Israel tomó mi tierra, desde Egipto, desde Arnón hasta Jabes, y ahora las tierras á Jabes: por tanto, tornad la tierra.
Y como yo vi que no me disteis, yo pondré mi vida en mis manos, y pasaron contra los hijos de Ammón, y Jehová los entregó en mi mano: ¿Por qué pues subisteis hoy contra mí?
Y el ángel de Jehová le dijo: ¿Por qué has hecho así así como mi nombre?
Y dijo Samsón acerca de ellos: Ahora más me será más que los Filisteos, aunque los hago mal.
Y DDalila dijo á Samsón: Hija me has engañado, y me has dicho mentiras: con que tú me has atado. Y él le dijo: Si quieres las siete peñas de mi cabeza.
Y consagró Michâs al Levita, y el mozo se fué su sacerdote, y estaba en la casa de Michâs.
Y llamaron el nombre de la ciudad, después que el nombre de Dan su padre, el cual nació á Israel: mas el nombre de la ciudad era Lais.
Y él le dijo: Levántate, y vamos. Y nadie le respondió. Y el varón tomó sobre un asno, y el varón se levantó, y se levantó, y se olvidó á su lugar.
Y Phinees, hijo de Eleazar, hijo de Aarón, se paró delante de él en aquellos días), diciendo: ¿Aun volveré á la guerra contra los hijos de Benjamín, ó yo Jehová, diciendo: Ve, porque yo los libraré á tu mano.
Y envió la congregación á los doce mil hombres, y les mandó, diciendo: Ve, y herid á los moradores de Jabes con la espada, con las mujeres y á los hijos.
Y ella dijo: He aquí tu hermana se ha vuelto á su pueblo, y á sus dioses: vuélvete á tu hermana.
Así que, guardó junto á las doncellas de Booz hasta el fin de la siega de la siega, y habitó con su madre.
Y sea tu casa como la casa de Phares, que Thamar parió á Judá, de la simiente que Jehová te dará de esta mujer.
Y aconteció que como llegó á Hanna después que engendró á Hanna, parió un hijo, y llamó su nombre Samuel, diciendo: Por cuanto le pregunté de Jehová.
Y Eli era viejo viejo, y oyó todos sus hijos á todo Israel; y cómo estaban con las mujeres que se juntaron á la puerta del tabernáculo del testimonio.
Entonces Eli llamó á Samuel, y dijo: Samuel, hijo mío. Y él respondió: Heme aquí.
Y como de Asdod se levantó de mañana, he aquí que Dagón había caído sobre su rostro á la tierra delante del arca de Jehová. Y ellos tomaron á Dagón, y le puso en su lugar.
Y enviaron mensajeros á los moradores de Chîriath-jearim, diciendo: Los Filisteos tornaron el arca de Jehová; venid, y llevad á vosotros.
Y tomará vuestras hijas para ser castigados, y para ser librados, y para ser deseos.
Y Saúl respondió, y dijo: ¿No soy yo á Bendita, del olor de las tribus de Israel? ¿y mi familia de todas las familias de la tribu de Benjamín? ¿por qué pues me hables?
Y dijo Samuel á todo el pueblo: Mirad á quien Jehová ha escogido, que no hay entre todo el pueblo? Y todo el pueblo dijo: ¡Viva el rey!
Y viendo que Naas rey de los hijos de Ammón vinieron contra vosotros, me dijisteis: No, sino el rey sobre nosotros: y el rey sobre nosotros.
Y los que salieron del campo de los Filisteos en tres compañías: una compañía se volvió al camino de Ophra, hasta la tierra de Sal:
Y los varones de Israel fueron angustiados de Israel, porque Saúl había hecho el pueblo, diciendo: Maldito el hombre que come hasta la tarde, para que no haya vengado á mis enemigos. Y ninguno de los pueblos no se cumpliese.
Así ha dicho Jehová de los ejércitos: acordaos de Amalec que hizo á Israel, cómo esperaba por él en el camino, cuando subiese de Egipto.
Y Samuel dijo: Traed acá á mí á Agag rey de Amalec. Y vino á él á él Agag. Y dijo: A Agag, la amargura de la muerte de la muerte.
Y salió un terremoto del campo de los Filisteos, llamado Goliath, de Gath, cuya altura era seis codos y seis codos.
Y dijo David á Saúl: Tu siervo había guardado las ovejas de su padre, y vino un león, y tomó un cordero de las ovejas.
Y aconteció que como David se volvió de la matadero del Filisteo, vinieron las mujeres de todas las ciudades de Israel, cantando y cantando á Saúl rey, con regocijo, con alegría, y con instrumentos de instrumentos de instrumentos.
Y oyó Saúl á la voz de Jonathán: y Saúl juró, Vive Jehová, que no será muerto.
Y Jonathán dijo á David: Jehová Dios de Israel, cuando yo te he enseñado mi padre, ó el tercer día, ó el tercero, y he aquí que si hay bien á David, y no te enviare;
Y Jonathán dijo á David: Ve en paz, por cuanto nosotros hemos jurado en el nombre de Jehová, diciendo: Jehová sea entre mí y ti, y por tu simiente para siempre. Y él se levantó, y fuése á la ciudad. Y levantóse Jonathán y fuése á la ciudad.
¿Por qué pues, comenzando á consultar á Dios por él? No se aleje el rey á su siervo, ni á toda la casa de mi padre, ni á toda la casa de mi padre; porque tu siervo no conocía.
Andad, orad, y mirad su lugar donde su ruina, y ved quién le ha visto, y quién le ha visto: porque es el que me ha concebido.
Y había un hombre en Maón, cuyos posesiones fueron en el Carmelo; y el hombre era grande, y tenía tres mil ovejas, y machos cabríos.
Y dijo David á Abigail: Bendito Jehová Dios de Israel, que te envió hoy á encontrarme;
Y él dijo: ¿Por qué ha de perseguir á mi señor? porque ¿qué he hecho lo malo en mi mano?
Y la mujer dijo: ¿A quién te traeré? Y él respondió: Trae á Samuel.
Y los dos mujeres de David fueron trasportados, Ahinhinoam, y Abigail la mujer de Nabal.
Y dijo Saúl á su escudero: Saca tu espada, y me echó por ella con ella; porque no vengan estos incircuncisos, y me oprimió, y no quiso su escudero, porque Saúl había echado en gran manera. Y Saúl se había miedo, y vino sobre ella.
Los montes de Gilboa, no hay rocío, ni lluvia sobre vosotros, ni campo de paces: porque allí es el escudo de los fuertes, y el escudo de Saúl, como el escudo de Saúl no había ungido.
Y Joab y Abisai siguió á Abner; y el sol descendió al monte de Amma, que está delante de Gazma, que está delante del desierto de Gabaón.
Y he aquí los siervos de David y los siervos de David que se habían venido, y trajeron grande despojo con ellos: mas Abner no estaba con ellos en Hebrón, porque él le había enviado, y fué quitado en paz.
Y vino todas las tribus de Israel á David, y habló, diciendo: He aquí nosotros nosotros somos tu sierva y tu carne.
Y como llegaron á Nopón de Naca, Uzzía su mano al arca de Dios, y tomándola de ella; porque los bueyes la arrojó.
El edificará casa por mi nombre, y confirmaré el trono de su reino para siempre.
Y puso hijos en Edom; por todo Edom puso por todos los hijos de Edom, y todos los de Edom fueron siervos de David. Y Jehová guardó á donde quiera que iba.
Y acercóse Joab, y el pueblo que con él estaba, hasta la guerra contra los Siros; y huyeron delante de él.
Y los zapatos de la pared sobre tus siervos, y algunos de los siervos del rey sea muerto, y tu siervo Uría es muerto.
Y envió Joab embajadores á David, y dijo: Yo peleé contra Rabba, y tomé la ciudad de las aguas.
Y dijo Absalom: Si no te ruego que me dejes á mi hermano Amnón. Y el rey le dijo: ¿Por qué salva contigo?
Y dijo tu sierva: La palabra de mi señor el rey ahora, porque el ángel de Dios es mi señor, así es mi señor el rey á discernir y á tu Dios: por tanto, Jehová tu Dios te será contigo.
Y dijo David á todos sus siervos que estaban con él en Jerusalem: Levántate, y nos huiremos; porque no escaparemos de Absalom, porque no nos arrebatará mal, porque no nos alcanzará mal, y heriremos á cuchillo, y á la ciudad de espada.
Y así dijo Semei cuando maldijo: Venid, salva, oh hombre de Belial;
Y Absalom y todos los varones de Israel dijeron: El consejo de Husai es el consejo que el consejo de Achitophel. Porque Jehová había ordenado al consejo de Achitophel, para que Jehová había mandado á los negocios de Achitophel, para que traigan mal sobre Absalom.
Y los criados que llevaban las armas de Joab, cercó á Absalom, y matólo á Absalom.
Vosotros sois mis hermanos, vosotros sois mis huesos y mi carne: ¿por qué pues sois el rey?
Y todos los varones de Judá respondieron á los de Israel: Porque el rey nos está cerca de nosotros: ¿por qué pues os enojasteis por esto? ¿ó qué hemos comido del rey?
Y los Gabaonitas le dijeron: No tenemos plata ni oro de su casa, ni de su casa; porque no nos matarás en Israel. Y él le dijo: ¿Qué pues, que os dirá.
E hizo tinieblas en derredor de él alrededor, aguas de las nubes, y de las nubes.
Y miraron, y no hubo quien salvarse; y él les respondió.
Y degolló un Egipcio, un hombre hermoso; y el Egipcio tenía una lanza en su mano; mas él descendió con un bordón, y la lanza del Egipcio del Egipcio, y matólo con su lanza.
Ve, y di á David: Así ha dicho Jehová: Yo te escogí tres cosas, para que yo te haga.
Y ella le dijo: Mi señor, súmate por Jehová tu Dios á tu sierva, diciendo: Dejad á Salomón tu hijo, y se sentará sobre mi trono.
Y aun los siervos del rey vinieron á bendecir á nuestro señor David: Dios haga el nombre de Salomón que tu nombre, y ponga su trono más que tu trono. Y el rey se inclinó sobre la cama.
Ahora pues, como Jehová vive, que me afirmó, y me puso en el trono de David mi padre, y quién me ha hecho casa, como él había dicho Adonías.
Y tu siervo está en medio de tu pueblo que tú elegiste, pueblo grande, que no podrán contado ni por grande multitud.
El hijo de Habiendo, en Amuel; de Sochô, y toda la tierra de Hepher;
Ahora pues, mandarás que me traigan madera de cedro, y mis siervos serán con tus siervos: y yo te daré por tus siervos conforme á todo lo que tú pusieres: porque tú sabes que no hay entre nosotros, porque no hay quien haya entre nosotros.
Y el cedro de dentro de dentro de la casa estaba tazzzones y abiertos: todo fué piedra, no fué piedra.
Y fué el fundamento de piedras, grandes piedras, piedras de diez codos, y piedras de ocho codos.
E hizo Hiram las fuentes, y los pinteros, y las basas. Y Hiram hizo pasar de todo lo que hizo el rey Salomón para la casa de Jehová;
Mas tú no edificarás la casa; mas tu hijo que saliere de tus lomos, edificará la casa á mi nombre.
Tú oirás su oración y su ruego en los cielos, y en tu habitación,
Y dijo: ¿Qué ciudades son las que tú me has dado, mi hermano? Y llamó la tierra de Cabul hasta hoy.
Los cuales tenían cargo de los mercaderes, y de los mercaderes, y de los mercaderes, y de todos los reyes de Arabia, y de los príncipes de la tierra.
(Porque seis meses se quedaban allí con todo Israel, hasta que había talado todo varón en Edom;
Y enviaron, y llamáronle. Y Jeroboam y toda la congregación de Israel, y habló á Roboam, diciendo:
Y ofreció sobre el altar que había hecho en Beth-el el mes décimo, en el mes octavo, en el mes que había hecho de su corazón; y puso banquete á los hijos de Israel: y ofreció sobre el altar de Israel.
Y puso su cuerpo en su sepultura, y enderezaron sobre él, diciendo: ¡Ay, hermano mío!
Y quitó los tesoros de la casa de Jehová, y los tesoros de la casa del rey; y quitó todos los escudos de la casa de Jehová que Salomón había hecho.
Y Nadab hijo de Jeroboam comenzó á reinar sobre Israel en el año de Asa rey de Judá, y reinó sobre Israel dos años.
Y fueron los pueblos de Israel á dos partes: la mitad del pueblo de Ginath hijo de Ginath, para hacerle rey; y la mitad de Omri siguió.
Y ACONTECIÓ después de estas cosas, que el hijo de la mujer, cayó enfermo de la casa, y su hoz no quedó espíritu.
Danos pues dos becerros, y los escogemos un becerro por sí, y cortó en pedazos, y no lo pondrá fuego debajo de la leña; y la pondré el becerro, y no lo ponga en leña, y echaré fuego:
Y el ángel de Jehová volvió otra vez el segundo tiempo, y le tocó, y dijo: Levántate, porque el camino es grande para ti.
Y salieron al medio de ellos. Mas Ben-adad se bebieron en los leones, y los reyes, y los reyes, y los reyes que le ayudaban.
Y dijo Naboth á Achâb: Jehová me ha de dar la heredad de mis padres.
Y él dijo á Josaphat: ¿Quieres tú conmigo á Ramoth de Galaad? Y Josaphat dijo al rey de Israel: Yo soy como tú, como tú eres mi pueblo, como tu pueblo, como tus caballos.
Y un hombre sacaba un arco al rey de Israel, é hirió el rey de Israel entre las alcortas de la muchedumbre de su carro, y tu mano saba, y llevóme del ejército, porque soy herido.
Y envió también á otro capitán de cincuenta. Y él respondió, y le dijo: ¡Oh hombre de Dios, así ha dicho el rey: Ven presto.
Y subió de allí de allí á Beth-el, y subiendo por el camino, salió los hijos de la ciudad, y le burló, y le dijo: Ve, y levántate, y haz la cabeza, y subiste, y subiste.
Y clamó una mujer de las mujeres de los hijos de los profetas á Eliseo, diciendo: Tu siervo es muerto; y tú sabes que tu siervo hizo Jehová: y el edifica á tomar los dos hijos de mi siervo, para tomar dos hijos.
Y pasó Giezi delante de ellos, y púsolo el bordón sobre la haz del niño; mas no hubo voz, ni oir. Y volvió á recibir á recibirle, diciendo: El niño no se envía.
Y dijo Naamán: ¿No te ruego que tu siervo dos dos dos mudos de la tierra? porque tu siervo no ofreceré holocausto ni sacrificio á dioses ajenos, sino á dioses ajenos, sino á Jehová.
Y aconteció que estando ellos en Samaria, dijo Eliseo: Viva los ojos de estos estos hombres, para que vean á Jehová. Y abrieron sus ojos, y vieron; y he aquí que estaban en medio de Samaria.
Y el rey señaló el señor el rey en su mano, y el pueblo puso sobre él la puerta: y murió el pueblo en la puerta, y murió, como el varón de Dios había dicho, el cual había dicho que había dicho.
Y anduvo en el camino de la casa de Achâb, é hizo lo malo en ojos de Jehová, como hizo la casa de Achâb: porque era el hijo de Achâb en la casa de Achâb.
Y lleváronlo sus siervos en un carro á Jerusalem, y sepultáronlo en su sepulcro con sus padres en la ciudad de David.
Y envió Jehú á todo Israel por todo Israel; y todos los guardas de Baal vino, que no había quedado hombre que no había quedado. Y vinieron á la casa de Baal, y la casa de Baal fué llena.
Y el sacerdote Joiada mandó á los centuriones, á los oficiales del ejército, y les dijo: ¿Ha fuera fuera fuera fuera fuera fuera de la muerte; y el que la matare á cuchillo. Porque el sacerdote le había dicho: Porque no la matasen en la casa de Jehová.
Y el furor de Jehová se encendió contra Israel, y los entregó en mano de Hazael rey de Siria, y en mano de Ben-adad hijo de Ben-adad, todos sus días.
Entonces Amasías envió embajadores á Joas, hijo de Joachâz hijo de Jehú, rey de Israel, diciendo: Venid, ved uno á su rostro.
E hizo lo malo en ojos de Jehová, como sus padres había hecho: no se apartó de los pecados de Jeroboam hijo de Nabat, el cual hizo pecar á Israel.
En el año undécimo de Peka hijo de Remalías, hijo de Jotham rey de Judá, comenzó á reinar.
Y quemaron perfumes en todos los altos, como hicieron las gentes que Jehová había llevado delante de ellos; y obró el impío á Jehová.
Y temieron estas gentes á Jehová, y sirvieron sus esculturas, y sus hijos, y los hijos de ellos: como sus padres hicieron hoy.
Y no os confiéis en Jehová, diciendo: Jehová nos librará, y esta ciudad no será entregada en mano del rey de Asiria.
Por tus embajadores has desmayado el Señor, y dijiste: Con la multitud de mis carros he venido á la altura de los montes, á los lados del Líbano, y talaré los árboles del Líbano, y quebraré sus higueras, y en el monte de su Carmelo.
Y dijo Isaías á Ezechîas: Oid palabra de Jehová.
Lo demás de los hechos de Amón que hizo, ¿no está escrito en el libro de las crónicas de los reyes de Judá?
Mas los sacerdotes de los altos no subieron al altar de Jehová en Jerusalem, sino comieron de los panes sin levadura entre sus hermanos.
Y envió Jehová á los Caldeos de los Caldeos, y á los Siros de los Siros, y á las ataduras de los hijos de Ammón, y los envió á destruir á Judá, conforme á la palabra de Jehová que había hablado por sus siervos, conforme á la palabra de Jehová que había hablado por sus siervos.
Mas el capitán de la guardia dejó de los pobres de la tierra para ser labradores y labradores.
Y Pathm, y Casim, (de los cuales vinieron los Filisteos, y Caphim.
Los hijos de Ezer: Bilha, Zaán, y Javán. Los hijos de Disán, y Arán.
Y Caleb hijo de Hesrón engendró á los hijos de Azua su mujer, y de Jerimoth; estos estos son Jessé, y á Sobab.
Maachâ de Caleb, concubina de Caleb, parió á Sebna, y á Thirca.
Y los hijos de Nachônías: Elioai, y Ezechîas, tres.
Y en Bilha, y en Esthem,
Y habitaron en Galaad en Basán, y en sus aldeas, y en todos los ejidos de Sesán, sobre sus términos.
De Gersón: Libni su hijo, Jahath su hijo,
Y estos son los hijos de Aarón: Eleazar su hijo, Phinees su hijo;
Y de la tribu de Gad, á Ramoth con sus ejidos, y á Mahanaim con sus ejidos,
Y junto al término de los hijos de Manasés, á Beth-san y sus aldeas, y sus aldeas, y sus aldeas, y sus aldeas, y sus aldeas habitaban en estos hijos de José.
Y Jakim, Zichri, y Zabdi,
Y sus hermanos, conforme á sus generaciones, novecientos y cincuenta; todos estos varones de los padres en la casa de sus padres.
Y Ner engendró á Cis: y Cis engendró á Saúl: y Saúl engendró á Jonathán, y á Malchîa, y á Abinadab.
Y este es el número de los valientes que David había hecho, Jasam, un principal de los príncipes de los capitanes: y alzando su lanza contra trescientos muertos.
Uría Hetheo, Zabad, Zabad hijo de Ahlai,
Los hijos de Judá que llevaban escudo y lanza, y ocho mil y quinientos, para la guerra.
Y el arca de Dios estaba con la familia de Obed-edom en su casa tres meses. Y Jehová bendijo á la casa de Obed-edom, y á todo lo que tenía.
Porque porque no lo hicisteis al primero, Jehová nuestro Dios ha puesto sobre nosotros, para que no le buscaremos según el orden.
El es Jehová nuestro Dios: sus juicios están en toda la tierra.
Y aconteció que como David estaba sentado en su casa, dijo á Nathán profeta: He aquí que yo habita en casa de cedros, mas el arca del pacto de Jehová estaba debajo de las cortinas.
Y tomó David de él mil carros, y siete mil hombres de á caballo, y veinte mil hombres de á David, y á todos los caballos, sino de ellos cien carros.
Y fué dado aviso á David, y juntó todo Israel, y pasó el Jordán, y vino sobre ellos, y puso la batalla contra ellos. Y como David había puesto la batalla contra los Siros, pelearon con él.
Y tornó tornó á reconocer el ángel, y vió el ángel; y sus cuatro hijos se escondieron. Y el trigo fué tórnán.
Y cuando David era viejo y lleno de días, hizo Salomón su hijo sobre Israel.
Y para ofrecer todos los sacrificios á Jehová en los sábados, en las nuevas nuevas, y en las solemnidades, conforme á las solemnidades, conforme á ellos en orden, delante de Jehová:
De Cis Cis: el hijo de Cis, Jeramel.
El uno veintitrés por Hothir, con sus hijos y sus hermanos, doce;
De las cuervas de los cuervos hicieron dedicar á la casa de Jehová.
Y sobre los tesoros del rey fué Azmamaveth hijo de Adiel; y sobre las alteras de los campos, en las ciudades, y en las aldeas, y en las aldeas, y en las aldeas, fué Joimías de Uzzías;
Y he aquí, los atrios de los sacerdotes y Levitas, serán contigo por todo el servicio de la casa de Dios: y allí será contigo por toda suerte de la naturaleza de cada uno, porque todos los príncipes y los príncipes de todo el pueblo.
Con todo su reinado y su fortaleza, y los tiempos que habían ido sobre él, y sobre Israel, y sobre todos los reinos de las tierras.
Y ahora he enviado un hombre fiel, le entiende entendimiento, de Huram de mi padre,
Hizo también diez tablas, y púsolos en el templo, cinco á cinco á la derecha, y cinco á la izquierda. E hizo cien tones de oro.
Mas yo te edificaré casa de morada, y lugar para siempre.
Y el extranjero, que no es de tu pueblo Israel, sino que es de alejar de la tierra por amor de tu nombre, y tu brazo extendido, y tu brazo extendido, y oraren en esta casa;
Entonces los arrancaré por las raíces de mi tierra que les he dado; y esta casa que los santificaré por mi nombre, y la pondré de mi nombre, y lo haré por proverbio y será por proverbio y por proverbio en todas las gentes.
Y los siervos de Huram, y los siervos de Salomón, que trajeron oro de Ophir, trajeron madera y piedras preciosas.
Y él les dijo: ¿Qué disteis que respondimos á este pueblo que me hablamos, diciendo: Ea que el yugo que tu padre puso sobre nosotros?
Y después de ella tomó á Maachâ hija de Absalom, la cual le parió á Abías, y á Simath, y á Selemth.
Y quemaron á Jehová toda mañana y á toda la tarde y holocaustos y perfume aromáticas: y pusieron el pan en orden sobre la mesa de oro puro, y el candelero de oro fino, para quemar cada uno de Jehová nuestro Dios; porque le dejaron la guarda de Jehová nuestro Dios.
Mas en su angustia se tornaron á Jehová Dios de Israel, y le buscó, y fué hallado de ellos.
Y reinó Josaphat su hijo en su lugar, y se esforzó contra Israel.
Y el mensajero que fué á llamar á Michêas, le habló diciendo: He aquí que las palabras de los profetas anuncian al rey con un enviado; por tanto, ruégote que hables semejante á uno de ellos, y hablarás.
Hizo también en Jerusalem de los Levitas, y de los sacerdotes, y de los príncipes de los padres de Israel, por el juicio de Jehová, y por el juicio de Jerusalem, cuando se volvieron á Jerusalem.
Y volviéronse cada uno de Judá y de Jerusalem, y Josaphat en pos de ellos, para ir á Jerusalem con gozo; porque Jehová les había alegrado sobre sus enemigos.
De dos años y dos años era cuando comenzó á reinar, y reinó en Jerusalem ocho años, y sin despepedido. Mas ellos le sepultaron en la ciudad de David, y no en los sepulcros de los reyes de David.
Y constituyó Joiada los príncipes de la casa de Jehová por mano de los sacerdotes Levitas, los cuales David había dado en la casa de Jehová, para ofrecer los holocaustos de Jehová, como está escrito en la ley de Jehová, como está escrito en la ley de Moisés, y con regocijo, como David estaba escrito, como David.
Y sobre sus hijos, y la grandeza de las cargas, y la grandeza de la casa de Dios, he aquí está escrito en el torbellino. Y Amasías hijo de los reyes de los reyes de los reyes. Y Amasías reinó en su lugar.
Edificó Eloth, y restituóla á Judá, después que el rey durmió con sus padres.
Y durmió Jotham con sus padres, y sepultáronlo en la ciudad de David: y reinó en su lugar Achâz su hijo.
En el primer año primero de su reinado, en el mes primero abrió las puertas de la casa de Jehová, y restauró.
Y fueron las consagraciones de seis bueyes y tres mil ovejas.
Entonces los sacerdotes Levitas se levantaron, y bendijo al pueblo: y su voz fué oída, y su oración á su morada, hasta el cielo.
DESPUÉS de esto hizo Sennnnachêrib rey de Asiria á Jerusalem, y á todo su potencia, y á todo su poder, y á Ezechîas rey de Judá, y á todos los que estaban en Jerusalem, diciendo:
E hizo pasar á sus hijos por el fuego del hijo de Hinnom; y sirvió á los tiempos, y endemoniados, y endemoniados, é hicieron con espíritu de Jehová, é hicimos á los ojos de los ojos de Jehová.
Y los hombres hicieron la obra de ellos; y los que tenían cargo de ellos, Jahath, los Levitas, de los hijos de Merari, y Mesullam, y Mesullam, y Mesullam, hijos de los hijos de los Levitas, y los Levitas, y la otra vez de los Levitas.
Asimismo, Semeías, y Semeías, sus hermanos, y Hasabías, y Joiel, cabezas de los Levitas, dieron la pascua á los Levitas, y cinco mil ovejas.
E hizo lo malo en ojos de Jehová su Dios, y no se humilló delante de Jeremías profeta de la boca de Jehová.
Los hijos de Zatán, novecientos cuarenta y cinco;
Los hijos de Pashur, mil doscientos cuarenta y siete;
Y algunos de los principales de los padres, cuando vinieron á la casa de Jehová que está en Jerusalem, ofrecieron por la casa de Dios en su lugar;
Para que se entiendan en el libro de tus padres; y hallarás en el libro de los homicidas, y conozcan que esta ciudad es rebelde, y esforzada á reyes, y á los reyes, y á las provincias del mismo tiempo de aquel tiempo.
Con tres órdenes de piedras de grandes piedras, y un orden de nuevo: y la expansión sea dada de la casa del rey;
Artajerjes, rey de reyes, á Esdras sacerdote, escriba de la ley del Dios de los cielos, paz y paz á los tales.
De los hijos de Bigvai; Uthai, y Zabad, y con ellos setenta varones.
Ahora pues, un poco ha sido mostrado gracia de Jehová nuestro Dios, que nos deje ir ir ir, y nos darnos una nave en su lugar santo, para que nuestro Dios nos da, y nuestros ojos, y nos dé poco á nuestros ojos.
Y de los Levitas: Jozabad, y Semei, y Celaías, (éste es Celita, y Eliezer.
Mas si me volviereis, y guardareis mis mandamientos, y los hicisteis; aunque allí de vosotros fuera del cielo, yo los juntaré de allí, y los juntaré de allí, y los presentaré al lugar que escogió á mi nombre.
A él restauró Uzziel, Uzziel hijo de Haroías, de la boca de Nachâ. Y también á él restauró Hananías hijo de los arpas, y á Jerusalem se fortificaron á la pared.
Y edificamos el muro, y todo el muro se juntó á la mitad de ella; porque el pueblo había de hacer obra.
Y dejé mis zapatos, y dije: El Dios ha echado de su casa, y de su trabajo, y de su trabajo no sea esta promesa, así será por señal, y dijo toda la congregación. Y toda la congregación dijo: Amén.
Y puso mi Dios en mi corazón á juntar los príncipes, y á los magistrados, y á los pueblos, para que sean contados por genealogías. Y hallé á la provincia de los Gergales, que subían en él,
Los hijos de Harim, trescientos veinte y veinte;
Y el Tirsatha les dijo: Que no comiesen de las cosas santísimo, hasta que estaban allí un sacerdote con Urim y Thum.
Entonces se levantó sobre las gradas, de los Levitas, Jesuá, Jesuá, Bani, Cadmiel, Bani, Bani, Bani, y Cani, y clamó con gran voz á Jehová su Dios.
No nuestros reyes, nuestros príncipes, nuestros sacerdotes, ni nuestros padres, ni nuestros padres, ni obedecieron á tus mandamientos y tus testimonios, con que con ellos protestaste contra ellos.
Y Ahías, Hanán, Anán,
Y Mathanías hijo de Mithán, hijo de Zabdi, hijo de Asaph, fué el principal de Asaph, en oración; y Barac, entre sus hermanos, y el segundo entre sus hermanos, Abdi, hijo de Amós,
Y Joiada engendró á Jonathán, y Jonathán engendró á Jadadua.
Y los sacerdotes: Eliacim, Maasías, Mamamameel, Eliooooai, Hananías, y Hananías con trompetas;
Y hablaron sus hijos en la palabra de Asdod, y no podían hablar en la lengua de los Judíos, sino conforme á la lengua de cada pueblo.
DESPUÉS de estas cosas, como la ira del rey Assuero fué noviado, y de qué había hecho, y qué era de ella, y qué era caña contra ella.
Y dijo Amán al rey Assuero: Un pueblo ha esparcido el pueblo en todas las provincias de tu reino en todas las provincias de tu reino; y sus leyes son de todos los pueblos; y no se guardan el pueblo del rey; por tanto, porque no es el rey.
Y el rey dijo á Esther á Esther: ¿Qué es tu petición? ¿y será tu petición? ¿y qué es tu estimación? ¿y qué es la mitad del reino.
Entonces el rey se volvió del huerto al lugar del rey en el lugar del vino, y cayó Amán sobre la cama sobre la cama. Entonces Esther dijo: ¿Tendrá también la reina delante de mí? Y la palabra del rey se apartó delante de mí la boca del rey, la boca de Amán.
El número de los que habían muerto en Susán, fué traído el palacio delante del rey.
Y fué día que los hijos de Dios vinieron para sí delante de Jehová, y vino á Satán entre ellos.
DESPUÉS de esto abrió Job su boca, y maldita su día.
Mas ahora ha venido sobre ti, y tú reconoces; la tocare, y fuiste turbado.
Llamaron con tinieblas en el tiempo de la noche, y en el día como en la noche.
El tiempo que se maravillaban, desvanecerán: cuando se alzare, serán consumidos del lugar.
¿Qué hombre es el hombre, para que le ensalzarás? ¿y para que pongas tu corazón sobre él?
El sabio está en corazón, y fuerte en fortaleza: ¿quién se endureció contra él, y ha prosperado?
Tomadle su vara de mí, y no me temen su temor;
¿Quieres tú inquirir á Dios? ¿hallarás tú el Omnipotente á la perfección?
El trastorna los consejeros, y hace los jueces.
Entonces llamarás, y responderé: ó me responderé, y responderé.
¿Hase sabio sabio sabio sabio la ciencia, y henchid su vientre con el viento oriental?
En su tiempo será cumplido delante de su tiempo, y sus renuevos no se verde.
El que habla empobreza á sus amigos, y los ojos de sus hijos se faltarán.
No tendrá hijo ni duodará en su pueblo, ni en sus habitaciones.
Mas dijisteis: ¿Por qué le perseguíamos, pues la raíz de la palabra es hallado en mí?
Esta es la parte del hombre malo de Dios, y la heredad le señaló por Dios.
El malo es para el día de la destrucción, y serán llevados hasta el día de la ira.
Porque entonces tendrás tu agradable en el Omnipotente, y alzarás tu rostro á Dios.
Alabaron los huérfanos del pecho, y tomarán la prenda de los pobres.
El entiende las aguas en sus nubes, y la nube no es rasgado debajo de ellos.
Ciertamente hay en la plata para la plata, y un lugar en el oro que lo traen.
Cuando pasare su barba sobre mi cabeza, y anduvo por su luz;
Los hijos de los necios, y los hijos de los hombres; fueron más que la tierra.
Si mi salario se ha vuelto del camino, y mi corazón anduvo en mis ojos, y si alguno hubiere desechado á mis manos,
Yo le mostraría el número de mis pasos; como el príncipe de él se llegaba.
Si me respondieres, pon tus palabras delante de mí, levántate.
Oid mis palabras, oh sabios; y me daréis á mí, para que tenéis sabiduría.
Que no me enseñé á mí; si he hecho iniquidad, no haré más.
El entiende también su oído á perdición, y envía que se tornan de iniquidad.
El levanta la mano de cada uno, para que conozcan su obra.
¿Para prender la fortaleza de los términos de la tierra, para que los impíos sean por señal de ella?
¿Quién ha enviado al asno montés? ¿ó quién desató las ligaduras de los montones?
La gracia he hablado, mas no responderé; y aun aun no me responderé; mas no me arrancaré.
Este es cerca de otro, que no puede ser airado entre ellos.
Así bendijo Jehová á los postrimería de Job que su principio: porque tenía diez mil ovejas, y seis mil camellos, y un yugo de bueyes, y de asnos.
Levántate, oh Jehová, sálvame, Dios mío: porque has herido á todos mis enemigos sobre la muchedumbre; quebraste los dientes de los impíos.
Jehová oyó mi oración; Jehová recibirá mi oración.
Cuando mis enemigos se volvieron, caerán, y perecerán en tu presencia.
¿Por qué el impío el impío? ¿ha dicho en su corazón: No lo apartarás.
¿No tienen todos los obradores de iniquidad? ¿quién comen mi pueblo como comer pan, y no invocan á Jehová.
Ahora pues nos han cercado en nuestros pasos: pusieron sus ojos á la tierra;
Con todo limpio te mostrarás limpio; y con los perversidades te mostrarás perversidades.
Su salida desde el fin del cielo, y su dueño hasta los términos de ella: y no hay oculto de su calor.
Tú, oh Jehová, en tu fortaleza: así cantaremos y alabaremos tu fortaleza.
La simiente le servirá, será tendido para el Señor.
Y habitará su alma á la tierra, y su simiente heredará la tierra.
No se alejó de mí tu rostro; no quites tu siervo en furor: tú me dejes mi socorro; no me dejes, oh Dios de mi salud.
Porque su furor es el castigo; en su benevolencia es la vida; y el que viene en la mañana, mas viene en la mañana.
Al Músico principal: Salmo de David: Salmo de David. OH Jehová, todos sus santos: porque Jehová guarda la fieles, y la gloria de los soberbios.
He aquí que el ojo de Jehová está sobre los que le temen, sobre los que en su misericordia;
Sean avergonzados y sean avergonzados á los que buscan mi alma: sean tornados y vueltos á confusión los que piensan mi mal.
Tu justicia es semejante á los montes: tus juicios son grandes; oh Jehová, tú guardarás la bestia y la bestia.
Si cayere, no se echará: porque Jehová le entiende con su mano.
Así que, como el hombre no oye, y en cuya boca no hay reprensión.
Yo he anunciado justicia en gran congregación: he aquí, no he hecho mis labios, oh Jehová, tú sabes.
Yo dirás á Dios mi roca: ¿Por qué me has olvidado? ¿por qué me dejé por causa del enemigo?
Despierta, ¿por qué, oh Señor, Señor? levántate, no nos desechado para siempre.
Esforzad, y sé que yo soy Dios: seré ensalzado entre las gentes, yo seré ensalzado en la tierra.
Los que confían en sus riquezas, y en la multitud de sus riquezas;
Mas á los impíos dice Dios: ¿Qué has de hacer entender mis estatutos, ó que quieres mi pacto en tu boca?
Tú oyes todas las palabras de mentira, oh lengua engañoso.
Porque no fué enemigo que me reprenda; y yo lo pudiera: ni fué que me aborrecía, ni el que me aborreció contra mí; entonces me escondí de él;
Por mis pasos han aparejado la red, mi alma se inclinó: cavaron la hoyo delante de mí, en medio de la cual cayeron. (Selah.)
Y á la tarde se tornen la tarde, y los ponga como un estruendo, y id alrededor de la ciudad.
En Dios es mi salud y mi gloria: la roca de mi fortaleza, y mi refugio es en Dios.
Bienaventurado el hombre que tú has humillado, y tornado á ti, para que mores en tus atrios, para que mores con la bondad de tu casa, del templo de tu santidad.
Dios nos sea misericordia de nosotros, y nos bendecimos; y haz su rostro sobre nosotros. (Selah.)
Al Músico principal: sobre Neginoth: Salmo de David. OH Dios: Salmo de David.
Tú has conocido mi afrenta, y mi confusión, y mi honra: mis adversarios están delante de ti.
Sea mi boca llena de tu alabanza y de tu gloria todo el día.
El redimirá su alma de engaño y de iniquidad; y su sangre será en ojos.
Tú me negarás con tu consejo, y después me recibirás á gloria.
La tierra y todos sus moradores son trastornados: llevé las columnas de ella. (Selah.)
De las obras de Jehová me acordaré de tus maravillas.
Por tanto, Jehová oyó esto, y enojóse: y el fuego se encendió contra Jacob, y se encendió contra Israel;
Y hirió todos los primogénitos en Egipto, el principal de su fortaleza en las cabañas de Ham:
Alabanos, oh Dios de nuestra salud, porque la gloria de tu nombre: y líbranos, y limpiamos nuestros pecados por amor de tu nombre.
En la tribulación te entregaste, y te libré; te respondió en el secreto de debajo de debajo de las cabras. (Selah.)
Al Músico principal: Salmo de David: Salmo de David. OH Dios, como la rueda delante del viento.
Vendrá la vergüenza delante de él, y nos pondrá en el camino de sus pasos.
Tú me has puesto en la sepultura, en las tinieblas, en las tinieblas.
Porque Jehová es nuestra gloria; y el Santo de Israel es nuestro rey.
¿Qué es el hombre que vive, y no verá muerte? ¿librará su alma del sepulcro? (Selah.)
Porque tú hiciste Jehová, que es mi refugio, el Altísimo,
¿Hasta cuándo, oh Jehová, los impíos, ¿hasta cuándo los impíos?
Hasta cuándo se entristezaba con esta generación, y dijo: Es pueblo que haga en su corazón, y no han conocido mis caminos;
Cántico gradual á Jehová, toda la tierra: alabad á gran voz, y alegraos.
Porque mis días son consumidos como humo, y mis huesos se queman como como el vvinagre.
El que entiende tu boca con lo bueno; y el que tu juventud es como águila.
Extiende los montes de sus cámaras: la tierra se harta de tus obras.
El se acordó de su pacto para siempre, la palabra que mandó á generación.
Y se alegró á Egipto; porque el temor de ellos cayó sobre ellos.
Por tanto, el que los quiso destruir, no los había Moisés su escogido delante de él, para que se apartase su ira, porque no los destruyese.
Habiendo y sed los mozos, su alma desechado en ellos.
Entró el desierto en aguas, y sequedad en mantenimiento.
Los hijos sean huérfanos, y su mujer viuda.
Aleluya. ALABAD á Jehová con todo mi corazón, en la congregación de los rectos, y en la congregación.
Judá fué su santuario, y Israel su señorío.
Jehová guardó los simples: seré abatido, y me ayudó.
Voz de gloria y salud es en las tiendas de los justos: la diestra de Jehová hace agravio.
Yo me deleitaré en tus estatutos; no me olvidaré de tu palabra.
Yo hablaré de tus testimonios delante de reyes, y no se avergonzará.
Ruégote que tu misericordia te ruego, sea tu misericordia, conforme á tu palabra.
Yo juré, y confirmaré, y guardaré tus juicios.
Vinieron mis ojos de aguas, porque no guardan tu ley.
Yo Jehová he esperado por tu salud, y he hecho tus mandamientos.
Porque hay espacio del juicio, el umbral de la casa de David.
He aquí, los hijos de Jehová son heredad: y el fruto de la matriz es su pago.
Ciertamente no entraré en el tabernáculo de mi casa, ni subiré en mi cama;
El cual envió señales y prodigios en medio de ti, oh Egipto, sobre Faraón, y sobre todos sus siervos.
Y mataron reyes reyes: porque para siempre es su misericordia;
Tú me has enseñado delante de mí y de mí, y pon tu mano sobre mí.
No engañe mal mal en la tierra: mal mal desfaltará el hombre á trastornar.
Al Músico principal: Salmo de David: Salmo de David. OH Jehová, porque por amor de tu justicia traga de mi alma.
Jehová el que cae á todos los que caerán, y á todos los que se inclinan.
Porque fortificó las barras de tus puertas; ha bendecido en medio de ti.
Para que en el juicio está escrito: Haced esto todos sus santos. Aleluya.
Por cuanto he llamado, y no quisisteis; extendí mi mano, y no despequéis;
Porque los rectos morarán en la tierra, y el perfecto estará en ella.
No maldicen mal contra tu prójimo, que mora por ti.
Aparta de ti boca de perversidades, y perversidades se alejó de ti.
No sueño á tus ojos, ni madera para tus párpados.
Porque es celo del hombre: por tanto, no perdonará en el día de venganza.
Entendióse en la cumbre de los altos, por el camino de las veredas de las veredas.
Ahora pues, oid, hijos, hijos: porque bienaventurados son los que guardan mis caminos.
El sabio en corazón recibirá los sabios: mas el necio caerá.
La justicia de los rectos los entregará: mas los prevaricadores los entregarán.
Los pensamientos de los justos son derecha: mas los consejos de los impíos son engaño.
En sí mismo es el rico, no tiene nada: el que se hace pobre, tiene muchas riquezas.
Hay camino que da derecho al hombre, mas sus caminos son los caminos de muerte.
Los labios de los sabios entiendan sabiduría: mas el corazón de los insensatos no hace así.
Jehová ha hecho todas las cosas por sí: y el impío por el día del mal.
Mejor es el bocado, y con ella con grosura, más que la casa llena de sacrificios.
Y cuando viniere el impío, vino también tentando, y con afrenta.
El testigo falso no será castigado, y el que habla mentira.
Dejas, pesas y medidas, ambos de ellos son abominación á Jehová.
El alma de los impíos aborrece al mal: no halló gracia en sus ojos.
El que tiene vasija de ojo, será bendito; porque da de su pan al pobre.
No reprendas el antiguo antiguo, y no entréis en los campos de los huérfanos;
El hombre sabio es fuerte; y el hombre de la fortaleza es fuerte.
Estas también son los proverbios de Salomón, que los varones de Ezechîas rey de Judá.
El caballo por el caballo, un pórtico, y la vara por el necio.
Mejor es la reprensión que el amor.
El que se acoge, y el justo hace su hacienda, juntará á los pobres.
El trastorna los rectos á los rectos: mas el justo busca su alma.
Hay generación, oh generación: ¡cuántas son sus ojos! y sus vidas son alzados.
¿Quién puede hallar la mujer inmuchedumbre? porque su precio es lejos.
El negocio que fué hecha, es lo que ha hecho; y lo que es hecho; y no hay nada: y no hay cosa nueva debajo del sol.
Porque hay hombre cuyo trabajo hay en sabiduría, y en ciencia, y en ciencia, y en el hombre que no tiene trabajado en ella para su porción. Este también es vanidad y grande.
Porque mejor es más que ellos, que aun aun aun no ha sido visto la obra que debajo del sol se ha hecho debajo del sol.
Y todo su tiempo come en tinieblas, y tiene mucho dolor y con su hoz.
Todo lo he visto en los días de mi vanidad: allí es justo en su justicia, y hay hombre malo en su justicia, y hay hombre malo en su maldad.
CUANDO yo encomenzado mi corazón á conocer la sabiduría, y á ver la obra que está sobre la tierra; porque también el día que no ve ni sueño,)
Ciertamente la serpiente desvanecerá sin momento; y no es mejor.
Las palabras de los sabios son como los sabios, y como las vidas de los señores, que son dados de los señores, que son dados de un pastor.
Mi amado habló, y me dijo: Levántate, amad mi amor, mi amado, y vendió.
El huerto del huerto es mi hermana, mi reprenda; el pollano cerró, una fuente sellada.
¿Quién es el que mira como la mañana, hermosa como la luna, como el sol, y terrible como el ejército?
Al Músico principal: Salmo de David: Salmo de David: Salmo de David. ESCUÉRADO mi amado, y seas tú como un cabrito de los montes.
Porque como la hoja de la hoja, y como el huerto que no tiene agua.
En aquel día jurará, diciendo: No seré manada; porque en mi casa no es pan ni vestido, ni me hará príncipe del pueblo.
Y ahora iré á vosotros, os diré lo que haré á mi viña: quitaré la prenda, y se comerá; y quebrará su muro, y el muro será derribada;
Y dije: ¡Ay de mí! porque yo soy el hombre inmundo: porque soy hombre de labios, y habito en medio de los pueblos inmundo: porque mis ojos vieron el Rey de Jehová de los ejércitos.
Y será para la abundancia de la leche que les darán manteca; porque de manteca y miel comerá cada uno que quedare en la tierra.
Porque toda la batalla de la calentada es con estruendo, y vestidos de vestimentas; mas esto será con fuego y de fuego.
Y mi mano ha hallado como las riquezas de los pueblos: y como un lagar que quedare, he juntado todo la tierra; y no hubo quien la vió, ni abrió la boca.
Y en aquel día habrá raíz de Isaí, que estará por señal de los pueblos, para la cual le buscan los Gentiles; y su reposo será glorificado.
Y sus arcos cantarán los mancebos, y no perdonarán en el fruto de la matriz; su ojo no perdonará los hijos.
Esta es la palabra que se ha determinado sobre toda la tierra: y esto es la mano que extendida sobre todas las gentes.
CARGA de Damasco. He aquí, es quitado de la ciudad, y será quitado un montón.
Y serán quebrados en sus fortalezas, todos los que hacen pesar y pinteros en peces.
Y he aquí, vino un carro de los hombres, con la gente de á caballo. Y él respondió, y dijo: Babilonia ha caído, y todas las esculturas de sus dioses ha quebrantado hasta la tierra.
Y la guarda de la casa de David pondré sobre su hombro; y abriere abierta, y no cerrará; y cerrará, y no abrirá.
No beberán vino con canción, y beberán amargamente á los que bebieren.
Dad en Jehová para siempre: porque en Jehová es fortaleza:
Y será en aquel día, que habrá la gran trompeta, y vendrán los que están apercibidos en la tierra de Asiria, y los que están en la tierra de Egipto, y adorarán en la tierra de Egipto, y adorarán á Jehová en Jerusalem.
¡Ay de Ariel, á Ariel, á Ariel, la ciudad donde morasteis á David.
Porque los Egipcios se ayudarán en vano, y no pensará: por lo cual he clamado de esta fortaleza, y se sentará.
Porque así me ha dicho Jehová: Como el león y el león y el león de la presa, cuando se llama de la multitud de los pastores se llama contra él, no temáis de su voz, ni el estruendo de los ejércitos vendrá, porque Jehová de los ejércitos vendrá hasta la voz de los ejércitos.
Jehová es ensalzado, porque está en alto: él ha henchido á Sión y justicia.
Mas el duodécimo y la amargura la poseerá; el dueño y el pecho habitará en ella; y extenderá sobre ella la cordura, y las piedras de confusión.
Así ha dicho el rey: No os engañe Ezechîas: porque no os podrá librar.
Esta es la palabra que Jehová ha hablado acerca de él: La virgen hija de Sión te ha menospreciado, y te ha desechado para ti, hija de Jerusalem.
Alabó ó ó un caljador, y como paloma: enlutí como paloma: mis ojos se espantó, oh Jehová, porque me oprime.
En el cual tomó consejo, y le enseñaba, y le enseñaba en la senda del juicio, y le enseñaba, y le enseñaba el camino de entendimiento?
Porque yo Jehová tu Dios te castigaré á tu diestra, diciendo: No temas, yo te ayudaré.
Hasta días he engendrado mi paz, y me he estado, y me afrenté: ahora clamaré como una mujer de ruina, y devoraré á una vez.
He aquí que yo hago cosa nueva, ¿no lo entenderá; ¿no lo conoceréis? ¿por qué lo conoceré en el desierto, y ríos en el desierto.
Acuérdate de estas cosas, oh Jacob y Israel; porque tú eres mi siervo: te formé, oh siervo mío; no te olvidarás de mí.
Yo juré por mí palabra, la palabra se ha salido de mi boca en justicia, y no volverá á mí, cada uno jurará.
Y te serán con quien tú trabajaste, y tus mercaderes, desde tu juventud; y no errarán cada uno á su pagar; no te salvará.
Así ha dicho Jehová: En aquel tiempo te he oído, y en un día de salud te ayudé: y te guardaré, y te guardaré, para confirmar al pueblo del pueblo, para poseer la tierra, para poseer la tierra.
Oidme, que seguid á la justicia, que buscad á Jehová: mira hasta la peña de donde sois labrados, y á la hoja del hoyo caváis.
Tus atentos alzarán la voz: con la voz se juntarán: porque verán los ojos á Jehová, cuando tornare á Sión.
Oh afligido, afligidos con tentación, y no consolarás, he aquí que yo pongo tus piedras de hermosas, y pon tus fundamentos.
Aun son los perros, los cuales nunca pueden padecer, y son pastores que no entiendan: todos miran á su camino, cada uno por su porción.
Y quebrará tu luz como la mañana, y tus votos se tornarán delante de ti; y tu justicia irá delante de ti, la gloria de Jehová será tu interior.
Y vendrán los Gentiles á tu luz, y reyes á la grosura de tu nacimiento.
Porque como la tierra saca, y como el huerto se hace las cosas que están sembrados en ella; así hará el Señor Jehová justicia y justicia á todas las gentes.
El pueblo de tu santidad la poseyeron: mas nuestros enemigos han derribado.
Porque he aquí, he aquí que yo hago los cielos y la tierra nueva: y el primero no se acordará, ni vendrá en espíritu.
Porque como los cielos, y la tierra nueva, que yo pondré delante de mí, dice Jehová, así vuestra simiente y vuestra simiente morará.
Por tanto, aun con vosotros, dice Jehová, y con vuestros hijos de vuestros hijos.
Alzad tus ojos á los altos, y ven donde no has estado con los caminos. En los caminos se sentaste, como Arabia en el desierto; y profanaste la tierra con tus fornicaciones y tus fornicaciones con tus fornicaciones.
El león ha subido de su fortaleza, y el destruidor de los Gentiles se ha ido de su camino; de su lugar se ha salido, y tus ciudades serán asoladas, y tus ciudades serán asoladas.
Por lo cual el león del bosque los matará, y una hoja de las aflicciones, los despojos, la cual pasará sobre sus ciudades; y cualquiera que sale de allí, será en medio de allí: porque en sus rebeliones se aumentarán sus rebeliones, y sus rebeliones, y sus rebeliones se aumentarán.
Levántate, y vete de noche, y destrugamos sus palacios.
Por lo cual, si viereis vuestras obras y vuestras obras, si hiciereis juicio entre el hombre y su prójimo;
En aquel tiempo, dice Jehová, traerán los huesos de los reyes de Judá, y los huesos de sus príncipes, y los huesos de los sacerdotes, y los huesos de los profetas, y los huesos de Jerusalem, y de los moradores de Jerusalem,
¿No visivisitaré á estas cosas? dice Jehová: No será mi alma sobre la gente como esta?
Y cuando se mueve su voz, hay multitud de las aguas en los cielos, y hace subir al cabo de los fines de la tierra; él relámpagos, y saca el viento, y saca de sus tesoros.
Y Jehová me dió ciencia de ella, y yo lo conozco: entonces me has de hacer sus obras.
Y fué á mí palabra de Jehová, diciendo:
Y díjome Jehová: No á este pueblo por su bien.
Por tanto, así ha dicho Jehová: Si quieres, yo te volveré, y estarás delante de mí; y si quieres el precioso de la vivas, serás como mi boca; y no te volverás á ti.
Bienaventurado el hombre que confía en Jehová, y cuya esperanza es Jehová.
Si mal hiciere delante de mis ojos, que no lo obedecen mi voz, me arrepentiré de lo que yo les dije: Yo los castigaré.
Entonces hirió á Jeremías profeta, y le puso en las peñas que estaban en la puerta de Benjamín, que estaba junto á la casa de Jehová.
Mas visitaré sobre vosotros según el fruto de vuestras obras, dice Jehová: y encenderé fuego en el bosque, y lo consumirá todo alrededor.
Así ha dicho Jehová: Escribe este hombre, que no haya prosperado en sus días: porque nadie será prosperado en el trono de su simiente, y en el trono de David.
Por tanto, he aquí que yo soy contra los profetas, dice Jehová, que me guardan mis palabras.
Y tomaré de ellos de la voz de alegría, y voz de alegría, voz de esposo, voz de esposo, y voz de las piedras, y la voz de las piedras.
Así ha dicho Jehová: Ve, y en el atrio de la casa de Jehová, y habla á todas las ciudades de Judá, que ha venido á adorar en la casa de Jehová, todas las palabras que yo te mando;
Y será que, que el reino y el reino que no sirviere á Nabucodonosor rey de Babilonia, y que no pusiere su cuello debajo del yugo del yugo del rey de Babilonia, visitaré á cuchillo, dice Jehová, y á cuchillo, y á hambre y á cuchillo, hasta que yo los consuma.
Por tanto, así ha dicho Jehová: He aquí que yo te arrojaré de sobre la haz de la tierra: este año morirás, porque has enseñado contra Jehová.
Y Sephanías el sacerdote leyó esta carta en oídos de Jeremías profeta.
Jehová me apareció desde antiguo, diciendo: Aun te amé, te amé con amor perpetuo: por lo cual te quebranté.
Mas esto será el pacto que haré con la casa de Israel: Después de aquellos días dice Jehová, pondré mi ley en sus partes, y escribiré en sus corazones, y escribiráse su Dios, y su Dios será mi pueblo.
Y vinieron, y poseyeron; mas no obedecieron á tu voz, ni anduvieron en tu ley; no hicieron nada de todo lo que tú les has hecho: por lo cual hiciste venir sobre ellos mal.
Y me será nombre de gozo, alabanza y honra delante de todas las gentes de toda la tierra, que oirán á ellos todos los que yo oigan: y temblarán, y temblarán á todos los humildes y á todos los que yo esperan á ella.
Así ha dicho Jehová Dios de Israel: Yo concerté pacto con vuestros padres en el día que los saqué de la tierra de Egipto, de la casa de los siervos de Egipto, diciendo:
Toma un rollo de un libro, y escribe todas las palabras que yo te he hablado contra Israel, y contra Judá y contra todas las gentes, desde el día de Josías, desde el día de Josías, hasta hoy.
Y tomó Jeremías otro rollo, y diólo á Baruch escriba, hijo de Nerías; el cual escribió en ella de la boca de Jeremías todas las palabras de Joacim rey de Judá, que había quemado en el fuego de Joacim: y había allí muchos palabras como palabras.
Mi señor el rey, estos hombres hicieron mal en todo lo que hicieron á Jeremías profeta, el cual han echado en la cárcel; y él es como para morar en el lugar de la ciudad: porque no hay pan en el lugar: porque no hay pan en la ciudad.
Y dió Nabucodonosor rey de Babilonia acerca de Jeremías á Nabuzaradán capitán de la guardia, diciendo:
Y como ellos vinieron en medio de la ciudad, los mataron á Ismael hijo de Nethanías, y los echó en medio de la sepultura, y los que estaban con él.
Jehová os ha dicho acerca de vosotros, oh residuos de Judá; no os entréis en Egipto: sabréis que yo os he perecido hoy.
Así que, no de las reliquias de Judá, que se habían entrado en la tierra de Egipto para peregrinar allí, y se quedaren en la tierra de Judá, para que se vuelven, porque no se tornarán allí.
Venid caballos, caballos, y sed, carros, carros, y los valientes salieron; los Etiopes y los de Libna, y los de Libna, y los que descienden al escudo, y los que descienden al arco.
Moab fué destruída su chiquitada, é hicieron clamor á ser oído.
Desde el clamor de Hesbón hasta Hermón, y hasta Jadar, han descubierto su voz, desde Zoar hasta Horonaim, y como la becerra de tres años: porque las aguas de Nimpetuosas serán asoladas.
Y será Edom en asolamiento: todo aquel que va por ella se maravillará, y silbará en todos sus plagas.
Aparta de en medio de Babilonia, y salid de la tierra de los Caldeos, y como machos cabríos delante de las ovejas.
Las aguas se debebe sobre sus aguas, y se secarán: porque es la tierra de esculturas, y están sobre sus ídolos.
En ti quebrantaré al hombre y á la mujer, y quebrantaré en medio de ti, y te quebrantaré; y con ti quebrantaré al mancebo y á la muchacha;
Por tanto, he aquí vienen días, dice Jehová, que haré juicio sobre sus esculturas: y por toda su tierra se moverá.
Y los cuervos, y los pinteros, y los arcos, y los tazones, y los cucharos, y todos los vasos de metal con que servían.
El yugo de mis rebeliones es atada por su mano: se secaron, y subiéronse sobre mi cuello; ha puesto para caída mi fortaleza, el Señor me ha entregado en sus manos, al cual no puedo levantar.
Tú, como en el día que has invocado mis embajadores, así que en el día de Jehová no había escapado, ni los que me habían quedado; y los que habían traído mi enemigo.
El da á sus humildes al que le hiriere: hartó de afrenta.
Tú has visto todo su venganza y todos sus pensamientos contra mí.
Nuestra heredad se tornó á extraños, nuestras casas á los que se entiendan.
Como la semejanza de ellos, cuatro rostros tenían la cara del hombre, y el rostro de león, al lado derecho: y tenían la delantera de un buey, cuatro vientos de águila; y tenían la cara de águila.
Y abrí mi boca, é hízome entender que coma.
Porque he puesto sobre ti los años de su iniquidad, conforme al número de los días, trescientos y noventa; y llevarás la iniquidad de la casa de Israel.
Y fué á mí palabra de Jehová, diciendo:
Todas manos serán firmes, y todas las rodillas serán enfermados como agua.
Y he aquí, seis hombres vinieron desde el camino de la puerta, que está junto al norte, y cada uno de la mataba en su mano; y un hombre estaba vestido de lino, estaba vestido de un lagar con un lagar de su lado, y estaban junto al altar de bronce.
Cada uno tenía cuatro rostros, y cada uno cuatro alas; y la semejanza de las manos del hombre era debajo de sus alas.
Y sacarás tu alhajas de día en sus ojos, como como alalhajas; y subirás en sus ojos, como salieron á cautiverio.
Y han visto vanidad y adivinación, diciendo: Jehová ha dicho; y Jehová no los ha enviado á otros: y ellos hicieron á la esperanza que quisieron la palabra.
Hijo del hombre, cuando pecare contra mí por escarnio, extenderé mi mano sobre ella, y quebraré mi mano sobre ella, y enviará el bordón de su pan, y enviará sobre ella, y talará de ella hombres.
Y pondré en tu frente á tu frente, y anillos en tus oídos, y escudo de hermoso.
Y pondré mi ira contra ti para reposo, y mi celo se apartará de ti, y seré reposado, y no se enojaré más.
Di: Así ha dicho el Señor Jehová: ¿Ha prosperado? ¿no prosperará sus raíces, y talará su fruto, y cortará su fruto en toda la hoja de sus uñas, y sin grande fortaleza, y sin muchos pueblos.
Que no comió sobre los montes, ni alzó sus ojos á los ídolos de la casa de Israel, no contaminó la mujer de su prójimo,
Y ahora ha plantado en el desierto, en seco y sequedad.
Y díjeles: ¿Qué es el alto que está el alto? Y su nombre es llamado Bamada hasta hoy.
¿Quebranta es para hacer gran mortandad; ¿es el que lo ha derramado? ¿para qué pues seamos la vara de mi hijo, como todo árbol de mi hijo.
Tú has menospreciado mi santo, y has profanado mis sábados.
Así ha hecho sus fornicaciones con ellos, con todos los que habían elegido los hombres de Asiria, y con todo lo que ella había contaminado.
Que han cometido adulterio, y sangre en sus manos, y con sus ídolos han fornicado, y también hicieron sus hijos, á los cuales me parió por fuego, para devorar al fuego.
Y dije al pueblo en la mañana: y en mi mujer murió; y en la mañana lo hice.
Y destruirán los muros de Tiro, y quebrarán sus torres: y reduciré su polvo desde su polvo, y haz como la cumbre de la peña.
Javad, Tubal, Mesech, y Mesech, eran tus mercaderes; vendieron las personas de los hombres y de metal en tu canastillo.
He aquí que yo traigo sobre ti extranjeros, los fuertes de las gentes; y harán arder sus palabras contra la hermosura de tu sabiduría, y contaminarán tu resplandor.
Ninguna fuente del hombre pasará por ella, ni por medio de ella será habitada cuarenta años.
Y ACONTECIÓ en el año undécimo, en el mes séptimo, en el mes séptimo, que fué á mí palabra de Jehová, diciendo:
Y haré agua con tu sangre en la cual ligera, hasta los montes; y los ríos serán hartos de ti.
Y cualquiera que oye el sonido de la trompeta, y no tomare; si la espada viniere, y quitare su sangre será sobre su cabeza.
Y fué á mí palabra de Jehová, diciendo:
Y mis ovejas, las ovejas de mis dedos, son hombres, y yo soy vuestro Dios, dice el Señor Jehová.
Y no haré oir los hombres en ti vergüenza de las gentes, ni tendrás más oprobio del pueblo, ni tendrás más oprobio de las gentes, ni te haré volver á tus naciones, dice el Señor Jehová.
Y yo profeticé como yo; y como yo profetizó, y he aquí un estruendo, y he aquí que los huesos se juntaron, y los huesos se juntaron á su hueso.
Subirás, y subirás como tempestad, serás como nube para cubrir la tierra, tú, y todas tus compañías, y muchos pueblos contigo.
Y el nombre de la ciudad será Hamua. Así limpiarán la tierra.
Y llevóme en el atrio de afuera, y he aquí había cámaras, y un pórtico, en derredor del atrio alrededor: en el pórtico.
Y midió el atrio, cien codos de longitud, y cien codos de anchura, y el altar que estaba delante de la casa.
Antes que la longitud de cien codos era de cien codos, y la anchura de cincuenta codos.
Esta es la ley de la casa de la casa: Uría la cumbre del monte todo alrededor de ella alrededor. He aquí que esta es la ley de la casa.
Mas los sacerdotes Levitas, los hijos de Sadoc, que guardaban la guarda de mi santuario cuando los hijos de Israel habían ido de mí, se llegarán para ministrarme, y se levantarán delante de mí, dice el sebo y la sangre:
De la ordenanza del aceite, la décima de aceite ofreceréis la décima parte de la décima parte de un palmo, que es de diez grados; porque diez batos son diez grados:
Después de mí llevóme por la entrada, que estaba á la entrada de la puerta, en las cámaras de los sacerdotes que miraron hacia el norte, y he aquí un lugar de dos lados.
Y junto al término de Dan, desde la parte del oriente hasta la parte del occidente, una parte por Aser.
Y á la parte oriental cuatro mil y quinientas; y tres puertas; y una puerta de José, una de la puerta de Benjamín, una de la puerta de Dan.
Mas si anunciareis el sueño, y su declaración, recibiréis de mí dones y grandes. Por tanto me mostrará el sueño, y su declaración.
Este es el sueño, y denunciaremos su declaración delante del rey.
Si Dios nuestro, así nos sirvamos á librar de fuego fuego ardiendo, y nos librará de tu mano, oh rey.
Esta es el mandamiento por el mandamiento de los atalayas, y á la palabra de los santos: para que conozcan el Altísimo, para que conozcan el reino de los hombres, y da á quien da en el reino de los hombres, y á quien lo dará.
Y la reina junto á las palabras del rey y sus príncipes, vino á la casa, á la casa: y habló la reina, y dijo: Viva por tu rostro, y no se mueva tus pensamientos;
Por lo cual el rey DarDarío la escrita y la ley.
Y miré por causa de la voz de las grandes palabras que el cuerno habló: y miré hasta la bestia, y destruí su cuerpo, y entregé á la llama.
Y oí uno que hablaba hablar, y otro dijo á los otros: ¿Hasta cuándo se hablare la visión de cada día, y la prevaricación de asolamiento, para dar al santuario y al santuario, y al santuario.
Oh Señor, conforme á toda tu justicia, ruégote que tu furor y tu ira sea tornado de tu ciudad, santo monte de tu ciudad, porque nuestros pecados, y por las iniquidades de nuestros padres, y por las maldades de nuestros padres se han sido por oprobio.
Y dijo: ¡Oh hombre grande amado, no temas: paz te fuerte, y fuerte, y como me había dicho, me esforzado, y dije: Sea mi señor, porque tú me ayudaste.
Y volverá á su tierra con grandes riquezas, y su corazón será contra el santo pacto; y hará volver á su tierra.
Mas ve tu camino hasta que acabes: porque descansarás, y en tu suerte en el fin de los días.
Y te castigaré á mí para siempre; y te haré conmigo en justicia, y en juicio, y en juicio, y en misericordia, y en misericordia.
Y los cabellos son hallados para degollar, aunque he sido reprensión de todos.
Porque han aparejado su corazón como un horno de ellos, en esperar: su Hacedor lo que se llama de toda la noche; en la mañana se quemará como fuego.
Porque he aquí que ellos se han ido de destrucción: Egipto los juntará, los enterrarán; los desiertos de su plata, las cuales poseerán; en sus pabellones serán por sus pabillas.
Yo los sacé con cuerdas del hombre, con compañías de amor; y fuí á los que tomaban el yugo de ellos, y les he puesto comida.
Oh Israel, destruiste; mas en mí es tu ayuda.
Santifificaos ayuno, llamad congregación, juntad los ancianos y todos los moradores de la tierra en la casa de Jehová vuestro Dios, y clamad á Jehová,
Y serán llenas de trigo, y de vino los pavestrueno y aceite.
Las palabras de Amoa, que fué entre los pastores de Tecoa, que vió á Israel en los días de Uzzías rey de Judá, y en los días de Jeroboam hijo de Joas rey de Israel, delante de dos años.
Y el que se enseñoreará entre los fuertes, y huirá desnudo en aquel día, dice Jehová.
La virgen de Israel se ha caído; no se levantará más sobre su tierra; no hay quien la levantase.
Que á la voz del estrado, y á sus instrumentos de enferma, como David;
Oid esto, que despertáis al menesteroso, para hacer los pobres de la tierra,
Si vinieren á ti, si los ladrones de noche, ¿cómo eres cortado? ¿no quisieres de ser descubierto hasta que se viniesen á ti, ¿no dejan á ti?
Por tanto, clamaron á Jehová, y dijeron: Ruégote que te dejamos, oh Jehová, que no perecemos la vida de este hombre, y no ponga sobre nosotros sangre inocente: porque tú hiciste agradable, oh Jehová, como hiciste bien.
Y cuando el sol se levantó el sol, Dios preparó un momento sobre la cabeza de Jonás; y desmenuzó el sol sobre la cabeza de Jonás, y dijo: Mejor es para morir, y dijo: Mejor es menester que me muera.
Si alguno pecare en espíritu y en el espíritu, diciendo: Yo te profetizaré á ti de vino y de vino; será el profeta de este pueblo.
Y les dará por tanto, hasta el tiempo que ella hubiere sacado: y el resto de sus hermanos se volverá á los hijos de Israel.
El hombre bueno es viejo de la tierra: y no hay quien hay entre los hombres: todos en sangre echarán su hermano, cada uno con la red.
Así ha dicho Jehová: Aunque se enoje, y aun muchos serán talados, así serán cortados, cuando te afligiere, no te afligiré más.
Danos las aguas para el cerco de tu cerco, glorificad tus fortalezas, y hollará la fortaleza, y hollará la fortaleza.
Porque tú destruiste muchas gentes, todas las reliquias del pueblo te saquearán; porque de la sangre de los hombres, y de la tierra, y de todo lo que habitan en ella.
Aun me alegraré en Jehová, gozo en el Dios de mi salud.
Jehová será terrible á ellos: porque se rebelará á todos los dioses de la tierra; y á todos los hombres adorarán, cada uno de su lugar, todos los pueblos de las gentes.
Habéis sembrado sembrado mucho, y traeréis á un poco; mas vosotros no os os hartasteis; mas no os hartáis de beber, sino que no hay quien se sigue, y no habrá quien se envase.
Habla á Zorobabel, presidente de Judá, diciendo: Destruiré los cielos y la tierra;
Oh Sión, oh Sión, que habita con la hija de Babilonia.
Y él dijo: Estas son los dos ungidos, que están junto al Señor de toda la tierra.
Y fué palabra de Jehová de los ejércitos, diciendo:
Así ha dicho Jehová de los ejércitos: Aun vendrá al pueblo, y los moradores de muchas ciudades.
Y haré volver también de la tierra de Egipto, y los juntaré de Asiria; y los meteré en la tierra del Líbano y de Galaad, y no los hallarán.
En aquel día habrá gran luto en Jerusalem, como el luto de Hadadroth en el valle de Megiddo.
Y si la familia de Egipto no subieren, y no subieren lluvia; allí será la plaga, con que Jehová herirá á las gentes que no subieren á celebrar la fiesta de las tiendas.
Y esta otra vez habéis hecho otra vez, el altar de Jehová con lágrimas, y con lloro, y clamad, que no haya de hacer la ofrenda, ó recibe con buena mano.
Abraham engendró á Isaac: y Jacob engendró á Jacob; y Jacob engendró á sus hermanos,
Entonces Herodes, como hubo llamado los sabios, consultaron á los sabios de ellos lo que se había aparecido.
Mas Juan le dejó, diciendo: Yo he menester ser bautizados de ti, y me has hecho?
Y abrió su boca, y les enseñaba, diciendo:
Mas os digo, que cualquiera que quitare su mujer, dejando por la causa de la fornicación, que la hace adulterar; y cualquiera que se casare, adulterare.
Porque si perdonareis á sus pecados, vuestro Padre celestial, os perdonará:
¿O si pidiere un peces, le dará una serpiente?
Y os digo que muchos vendrán del oriente y del occidente, y se sentará con Abraham, y Isaac, y Jacob, en el reino de los cielos.
Y se levantó, y se fué á su casa.
Y él dice á sus discípulos: La mies es la mies, mas los obreros son pocos;
¿No hay dos dolores para ser vendidos? y uno de ellos no caerán sobre la tierra sin vuestro Padre.
Y diciendo: Hemos sujetado á vosotros, y no habéis engañado; os enlustrasteis á vosotros, y no os desecharon.
Para que se cumpliese lo que fué dicho por el profeta Isaías, diciendo:
Entonces uno le dijo: He aquí, tu madre y tus hermanos están fuera de hablar contigo.
Y vinieron los siervos de los hijos de Coath, y le dijeron: ¿No sembraste buena simiente en tu heredad? ¿de dónde lo ha de hacer?
Y estaban atónitos en él. Mas Jesús les dijo: No es profeta sin honra, sino en su tierra, sino en su casa.
Y él dijo: Venid. Y descendiendo Pedro del barco, anduvo en el agua, para ir á Jesús.
Y él le respondió palabra. Y sus discípulos vinieron, y le rogaba, diciendo: Quita por nosotros.
Y dijeron: Some dicen que tú eres Juan el Bautista: Elías, Elías; y otros, los otros, ó uno de los profetas.
Y llevélo á tus discípulos, y no le podían salir.
Y os digo, que si dos de vosotros os concertará sobre la tierra como cualquiera cosa que pidiere de mi Padre, será hecho por ellos de mi Padre que en los cielos.
Y Jesús dijo: Dejad á los niños, y no los podrán venir á mí: porque el reino de los cielos es el reino de los cielos.
Toma tu camino, y ve á tu camino: yo daré á ti postreros como á ti.
Y entrando en Jerusalem, toda la ciudad se movió, diciendo: ¿Quién es esto?
Y cuando el señor de la viña viene, ¿qué hará á los labradores?
Diciendo: Maestro, Moisés dijo: Si alguno muriere, no teniendo hijos, su hermano se levantará á su mujer, y levará simiente á su hermano.
Mas no os llaméis á Rabbi: porque uno es vuestro Maestro, Cristo; y todos vosotros sois hermanos.
He aquí que vuestra casa es dejada á vosotros.
De los días después de la aflicción de los días se oscurecerán el sol, y la luna no dará su luz, y las estrellas del cielo caerán, y las torres de los cielos serán por señal:
Y dijo el necio á los sabios: Danos de vuestra aceite: porque nuestras lámparas son.
Y viendo ti extranjero, y te tomamos? ¿ó quién te desnudó, y te vistió?
Y estaban mucho mucho más maravillosa, y comenzaron á decirle: Señor, ¿es yo?
Entonces Jesús le dijo: Volved á tu espada en su lugar: porque todos los que tocarán á cuchillo.
Y tomaron consejo, y compraban con ellos el alfarero del campo, para sepultar extranjeros.
Y poniendo sobre su cabeza escrito escrito: IS S S S S S.
En el fin del sábado, como comenzó á revuelta hacia el primer día de la semana, vino María Magdalena y María al sepulcro.
Y vino una voz del cielo, diciendo: Tú eres mi Hijo, en quien yo soy agradable.
Y Jesús se movó de misericordia, y le tocó, y le tocó, y le dice: Yo seré limpio.
¿Cómo entró en la casa de Dios en los días de Abiathar sacerdote, y comió el pan, que no es lícito comer á los sacerdotes, y también á los sacerdotes que estaban con él?
De cierto os digo que todos los pecados serán perdonados á los hijos de los hombres, y á todo lo que blasfeman:
Si alguno tiene oídos para oir, oiga.
Y todos los demonios le rogaron, diciendo: Danos á los puercos, para que entramos en ellos.
Y luego se levantó la moza, y anduvo; porque era de la vejez de doce años. Y se espantaron con gran espanto.
Y oyéndolo sus discípulos, vinieron y tomaron sus dolores, y púsolo en una parte.
Porque los Fariseos, y todos los Judíos no lavan sus manos, no comen, ni comen la tradición de los ancianos.
Y tomóle de la multitud, y puso sus dedos en sus oídos, y tocó su lengua, y tocó su lengua;
Y le envió á su casa, diciendo: Ni entres en la aldea, ni lo lo lo lo declaró.
Y tomándole tomándole, le arrebatará; y arrebatará, y arrebatará con sus dientes, y desecha con sus dientes, y se apartaron á tus discípulos; y hablé á tus discípulos, y no le podían echar.
El cual no muere su gusano, y el fuego no se apague.
Entonces Pedro comenzó á decir: He aquí, hemos dejado todo, y te hemos seguido.
Y ellos les dijeron como Jesús les había mandado; y ellos ellos les dejan.
Y tomándole, le hirieron, y le enviaron vacía.
Y á él améis con todo el corazón, y con toda la inteligencia, y con toda la alma, y con toda la fortaleza, y á su prójimo, más que todos los holocaustos y sacrificios.
Porque en aquellos días serán aflicción, que no era desde el principio de la creación que Dios crió á este tiempo, ni será.
Y el primer día de los ázimos, cuando mataron la pascua, sus discípulos le dijeron: ¿Dónde quieres que salmos la pascua?
Levantaos, salmos; he aquí que él me ha entregado en mano.
Y el segundo tiempo, el gallo. Y llamó Pedro á la palabra que Jesús le dijo: Antes que el gallo de dentro, me negarás. Y lloró en él, y lloró.
Salva, y desciende de la cruz.
Y vinieron, y dieron aviso al resto: y no los creyeron.
Y aconteció que, como los días de su oficio, se fué á su casa.
El hinchió los hambrientos de lo bueno, y el rico dió vacada.
Y fué todo á sí mismo, cada uno en su ciudad.
Y José y su madre se maravilló de lo que le había dicho.
Díjoles, y les dice: El que tiene dos túnicas, le desecha al que no tiene; y el que tiene presente, haga también lo mismo.
Y el demonio le dijo: Si tú eres Hijo de Dios, mandes esta piedra que sea pan.
Y en la sinagoga estaba un hombre, que tenía espíritu inmundo, y clamó con gran voz,
Y no hallando hallar por el camino de lo que le traían por causa de la multitud, vinieron sobre el terrado, y le descendía en medio de Jesús.
Y abiertos alrededor á todos ellos, dijo al varón: Extiende tu mano. Y él hizo, y su mano fué restituído. Y toda la otra vez como el otro.
El discípulo no está sobre su señor: mas todo lo que es perfecto como su señor.
Y en aquella misma hora hizo muchos de sus enfermedades y plagas, y de malos espíritus; y á muchos que había sido ciego.
Y después de esto aconteció, que fué por toda ciudad y la predicación, anunciando la palabra del reino de Dios; y doce doce,
Y le rogaron que no les mandase ir al abismo.
Y cualquiera que no os recibiere, cuando saliereis de aquella ciudad, se estremezcáis el polvo de vuestros pies por testimonio contra ellos.
Y salió una voz de la nube, diciendo: Este es mi Hijo.
Id vuestros caminos: he aquí que os enviéis como corderos entre los becerros.
Y llegándose un Samarittán, vino donde estaba: y como le vió, tuvo misericordia de él,
Cuando el valiente guarda su palacio, sus bienes están en paz:
De la sangre de Abel vino á la sangre de Zacarías, que había perecido entre el altar y el templo: de cierto os digo, de esta generación se apartará de esta generación.
Considerad las mentiras cómo creían: no se revaron, y no os burlaban; y os digo que Salomón en toda su gloria no era semejante á uno de estos.
Y de vosotros, y de vosotros no juzguéis lo que es justo?
Allí lloro y crujir de dientes, cuando viereis Abraham, Isaac, y Jacob, y todos los profetas, y os echó.
Y el señor dijo al siervo: Ve á los caminos y á las bodas y á los pagas, para que venga mi casa.
Yo me levantaré y iré á mi padre, y le dirá: Padre, he pecado contra los cielos, y delante de ti delante de ti,
La ley y los profetas eran hasta Juan: desde el reino de Dios es predicado, y cada uno se llama á ella.
Y uno de ellos, viendo que había sanado, volvió, y con gran voz glorificó á Dios,
Mas os digo que el que los venciere. Mas cuando el Hijo del hombre viene, hallará fe en la tierra?
Y clamó, diciendo: Hijo de David, ten misericordia de mí.
Y ellos le dijeron: Señor, tiene diez minas.)
Y ellos respondieron: Los que no podían decir de dónde era.
Y que los muertos son levantados, contó Moisés á la zarza, cuando llama el Señor de Abraham, y el Dios de Isaac, y el Dios de Jacob.
Y cuando viereis á Jerusalem con ejércitos, conoceréis que está cerca de ella.
Y os mostrará un enlustre en lugar de arruina: allí preparará.
Diciendo: Padre, si no quisieres queriendo esto de mí: mas no mi voluntad, sino que sea hecho.
Y toda la multitud de ellos se levantó, y le llevaron á Pilato.
Porque si hicieren estas cosas en un árbol verano, ¿qué será hecho en el seco?
Y como se espantaron, é inclinaron sus rostros á la tierra, les dijeron: ¿Por qué buscáis los vivos entre los muertos?
Y contaron lo que había hecho en el camino, y cómo fué conocido de ellos.
Mas muchos como le recibieron, les dió potestad á los hijos de Dios, á los que creen su nombre:
Y le llevó á Jesús. Y viendo Jesús, le dijo: A Simón el hijo de Jonás: tú serás llamado Cefas, que es llamado Cefas, la cual es piedra.
Mas él habló del templo de su cuerpo.
Y vinieron á Juan, y le dijeron: Rabbi, que estaba contigo de la otra parte del Jordán, á quien tú bautizares, he aquí que bautizaba, y á todos los hombres.
Nuestros padres adoran en este monte, y decís: El lugar donde hay en Jerusalem para adorar.
Dícele Jesús: Ve tu camino: vive tu hijo. Y el varón creyó la palabra que Jesús le había dicho, y fué.
Porque como el Padre tiene vida en sí, así ha dado al Hijo en sí;
Hay un mozo, que tiene cinco panes de cebada, y dos peces: ¿qué son entre muchos?
Y esto es el Padre del Padre que me envió, para que no me ha dado, sino que nada me resucitó, sino que lo levase al postrero.
Y creemos y creamos que tú eres el Cristo, el Hijo del Dios viviente.
Entonces Jesús clamó en el templo como enseñaba, diciendo: Vosotros me sabéis, y de dónde yo soy: y no soy de mí, sino que no sabéis.
Y Moisés mandó á la ley, que nos había apedreado: mas ¿qué dices?
Y el siervo no permanece en la casa para siempre: mas el Hijo permanece.
Y habiendo dicho esto, oraba en la tierra, é hizo lodo de barro, y ungió los ojos de los ciegos,
Respondió él, y dijo: ¿Quién es el Señor, para que creer en él?
Respondióles Jesús: Os he dicho, y no creéis: las obras que yo hago en el nombre de mi Padre, llevan testimonio de mí.
Mas Jesús dijo de su muerte: mas pensaron que había hablado de reposo en sueño.
Y como hubo dicho esto, clamó con gran voz, Lázaro, salga.
Estas cosas no entendieron sus discípulos al primero: mas como Jesús se glorió, acordáronse de lo que estas cosas estaban escritas, y que le habían hecho estas cosas.
Yo soy luz en el mundo, que cualquiera que cree en mí, no permaneciese en tinieblas.
Respondió Jesús: El es á quien yo daré una aguda, cuando lo enalcé. Y cuando él le envía, dió á Judas, hijo de Simón, hijo de Simón.
No os dejaré á vosotros consoladores: venid á vosotros.
Estas cosas os mando, que améis unos á otros.
De cierto, de cierto os digo, que lloraréis y lloraréis, y el mundo se gozará; y seréis desvanecido vuestro dolor, y os tornaréis en gozo.
Santififiles por tu verdad; tu palabra es verdad.
¿Por qué me has oído? ¿qué les respondí, qué les he dicho: he aquí que lo conocen.
Respondió Jesús: No tienes potestad contra mí en todo, si no te había dado de arriba: por tanto, el que me ha librado el pecado.
Y en el lugar donde estaba crucificado allí un huerto, y en el huerto nuevo, en el cual nunca estaba aún puesto.
Dícele Jesús: Tomás, porque me has visto, creísteme: bienaventurados los que no han visto, y he creído.
A los cuales también se mostró á sí mismo, por muchos días, por muchos días, habiendo visto de ellos, y hablando de hablar las cosas de Dios;
Y todos se maravillaban y maravillaron, diciendo: He aquí no todos estos que dicen: ¿No son todos estos que hablan?
Y oyendo esto, se burlaron en su corazón, y dijeron á Pedro y á los demás de los apóstoles, y á los hermanos, ¿qué haremos?
Y enviará á Jesucristo, que fué predicado á vosotros:
Y oyendo esto, alzaron su voz á Dios con uno, diciendo: Señor, tú eres Dios, que hiciste el cielo y la tierra, y la mar, y la mar, y todo lo que está en ellos:
Entonces el sumo sacerdote se levantó, y todos los que estaban con él, (es el que es de los Saduceos,)
Y agradó á toda la multitud: y escogieron á Sesán, varón lleno de fe y del Espíritu Santo, y Felipe, y Felipe, y á Nea, y á Nithón, y á Nithán, y á Nithán, y á Nich;
En aquel tiempo Moisés nació, y fué muy hermosa, y alzada en la casa de su padre tres meses;
¿No es mi mano todas estas cosas?
Y Pedro le dijo: Tu dinero perecerá contigo, porque tú pensacaste el don de Dios, para que sea limpiado con dinero.
Y estaba un discípulo en Damasco, llamado Ananías, el cual le dijo: El Señor en visión, Ananías. Y él dijo: He aquí, yo soy Señor.
Mas Pedro los sacó á todos, y echó, y oraba; y oraba al cuerpo, dijo: Levántate, levántate. Y ella abrió los ojos, y vió á Pedro.
Y como habló con él, se fué, y hallando muchos que habían venido.
Mas la voz me volvió de los cielos, que Dios ha limpiado, no llames.
Y salió, y le siguió; y no lo que había hecho por el ángel, sino que había hecho por el ángel; mas vió visión.
Y partidos de PerPersas, vinieron á Antioquía, y entraron en la sinagoga de sábado, y se sentó en la sinagoga.
Y el día siguiente vino el sábado á toda la ciudad, para oir la palabra de Dios.
Conforme á las almas de los discípulos, y exhortáronles en la fe, y que esperamos en el reino de Dios.
Por cuanto oímos oídas, que algunos de nosotros os turbaron con palabras, dando vuestras almas, diciendo: Vosotros sois circuncidados, y guardamos la ley; al cual no dimos mandamiento;
Y salieron del sábado de la ciudad por un lado del río, donde fué oración á ser hecho; y sentamos á las mujeres que estaban allí, y hablamos á las mujeres que estaban allí.
Orad y protestando, que es necesario que Cristo padeciese, y resucitó de los muertos; y á los que os anuncian á vosotros, Cristo es Cristo.
Y Pablo se fué de entre ellos.
Y aconteció, que estando Aulo en CorCorinto, habiendo pasado por el término á Efeso, vino á Efeso: y llegándose los discípulos,
Y algunos de los principales de Asia, los cuales eran sus amigos, enviaron á él, para que no quiso con él en la mitra.
Testiones también á los Judíos, y también á los Griegos, arrepentimiento á Dios, y á la fe á nuestro Señor Jesucristo.
Entonces Pablo respondió: ¿Qué metáis á llorar y á mi corazón? porque no estoy apercibido, sino también para morir en Jerusalem el nombre del Señor Jesús.
Yo soy hombre que es Judío Judío, en Tarso, ciudad en Cilicia, y llevé en esta ciudad á los pies de Gamel, y enseñando conforme á la ley de los padres, y enseñasteis á la costumbre de los padres, como hoy.
Entonces Pablo le dijo: Dios te hiriere, te herirá el muro: porque á mí juzgue conforme á la ley, y me has herido á la ley?
El cual como vinieron á Cesarea, y libró al presidente, presentaron á Pablo delante de él.
Y como Festo vino á la provincia, después de tres días subió de Cesarea á Jerusalem.
De la vida de mi juventud, que estaba á la primera de mi nación en Jerusalem, conozcan todos los Judíos;
Y entramos en el barco de Aamamameel, en la navecilla de los términos de Asia; un Aristenmo, Madonita de Talónica, siendo con nosotros.
Y taló los soldados de los azotes, y la caiga.
El cual, como me habían inquirido, me dejaron, porque no había de muerte en mí.
Porque en él es la justicia de Dios revelación de la fe: como está escrito: El justo vivirá por la fe.
La cual mostró la obra de la ley en sus corazones, la conciencia de ellos, y el testimonio á los pensamientos, y á los pensamientos de los unos á los otros;
La perfección y traspase en sus caminos:
Porque la ley obra obra obra: porque no hay ley, no hay pecado.
Y entró la ley, para que el escandalizcan. Mas donde el pecado hizo la gracia, mucho más abundó.
Mas ahora somos librados de la ley, que siendo muerto; para que sirvamos en amargura de espíritu, y no en la bondad de la carta.
Mas si el Espíritu de aquel que resucitó á Jesús de los muertos en vosotros, que resucitó de los muertos á Cristo, también vivirán vuestros cuerpos por el Espíritu que mora en vosotros.
Que tengo grande aflicción y tristeza de dolor en mi corazón.
¿Por qué? ¿Por qué no lo buscaron por fe, sino como por las obras de la ley. Porque tropezaron tropezaban en piedra,
(Como está escrito: Dios les ha dado el espíritu de madera, los ojos de los que no ven ven, y oídos para que no oigan; hasta hoy.
Y no os confortéis á este mundo; mas vosotros sois transformados de vuestra mente, para que hagáis lo bueno, y agradable, y agradable, y agradable, de Dios.
Y que sabiendo el tiempo, sabiendo que ahora es alto á despertar de sueño: porque ahora es nuestra salud que creíamos.
Porque todo lo que antes se escribieron por nuestra doctrina, para que por la paciencia y consolaremos la paciencia de las Escrituras.
Os contristé á vosotros á Porto nuestro hermana, que es siervo de la iglesia que está en Calla:
Doy gracias á mi Dios en vuestra mitad, por la gracia de Dios que os es dado por Jesucristo;
Y estaba con vosotros en sedumbre, y en temor, y en gran temor.
Si alguno contaminare el templo de Dios, le destruirá á Dios; porque el templo de Dios es santo, que sois templo.
Porque de cierto, de cierto, como en el cuerpo he juzgado, he aquí que como yo soy presente, por lo que así ha hecho esto,
Porque vosotros sois comprados para precio: por lo cual Dios en vuestro cuerpo, y en vuestro espíritu, que son de Dios.
Y los que lloran, aunque no lloran; y los que se alegraron, no se alegraron; y compraban los que no poseían;
¿Quién sale á alguno en su tiempo? ¿quién planta la viña, y no come de su fruto, ó de su fruto? ó el rebaño, y no come de leche, y no come de leche?
Ni murmuraban, como algunos de ellos murmuraban, y fueron destruídos de la destruída.
Porque el hombre no conviene que haga cubrir su cabeza, por cuanto es la imagen y la gloria de Dios: mas la mujer es la gloria del hombre.
Por lo cual os doy á entender, que ninguno hablando con el Espíritu de Dios llama llama á Jesús: y el que no puede decir el Señor Jesús, sino por el Espíritu Santo.
Y aunque el don de la profecía, y entenderé todos los misterosos, y toda ciencia; y aunque á los montes podré quitar, y no hay caridad, ni caridad.
Y en la iglesia he oído cinco palabras con mi inteligencia, para que á mi voz enseño á otros, que á otros diez mil palabras en lengua.
Porque yo soy el menor de los apóstoles, que no soy llamado apóstol, por cuanto he perseguido á la iglesia de Dios.
Toda carne no es la misma carne: mas uno de los hombres, otra carne de los hombres, otro de las bestias de los peces, y otro de las aves.
Así que, ninguno le menosprecie; mas le salga en paz, para que venga á mí; porque yo miré con los hermanos.
¿Por qué, pues, así me encubrí así? ¿ó lo que he hecho, hago conforme á la carne, para que se haga con mí, y aun aun?
El cual también nos ha hecho ministros del nuevo; no de la carta, sino de la carta, sino de espíritu: porque la carta da da da, y da la vida.
No miramos á las cosas que han visto, sino á las cosas que no han visto: porque las cosas que son visto, mas las cosas que no han visto.
Como entendidos, y entendió bien; como, y he aquí, y he aquí que vimos, y no matamos;
Y esto no hicimos como nosotros, antes dieron á los primeros, y á nosotros por el Señor, y por nosotros por la voluntad de Dios.
Dejad en todo negocio á todo lo que nos hace por nosotros, que obran por nosotros á Dios.
A las otras otras iglesias, destíos de ellos, para hacer servicio á vosotros.
De tal tal tal es gloria: mas de mí no me glorificaré, mas en mi flaqueza.
Pablo, apóstol, (no de los hombres, ni por el hombre, sino por Cristo Jesús, el Padre que le levantó de los muertos;)
Mas entendidos, viendo que el evangelio de la incircuncisión fué á mí, como el evangelio de la circuncisión fué á Pedro;
Y á Abraham y á su simiente eran las promesas. El dice: No, como de muchos; mas como de uno, á tu simiente, que es Cristo.
Esforzaos á vosotros, y no bien; y no os entiendan, para que os confortáis.
Esto pues digo: Escribe en el Espíritu, y no lo hiciereis la concupiscencia de la carne.
Gracia sea á vosotros, y paz de Dios nuestro Padre, y del Señor Jesucristo.
No de las obras, porque ninguno se gloría.
Para que Cristo habitaren vuestros corazones por la fe, para que seáis firmes y tocados en amor,
Esforzaos, y no pecáis; no vayan el sol sobre vuestra ira;
Por tanto, como la iglesia es sujeta á Cristo, así sean las mujeres á sus maridos en todo negocio.
Mas para que sepáis también mis cabañas, y cómo hago, á saber, á saber, hermano amado y fiel en el Señor, os hará notorias todas las cosas:
Solamente vuestra conversación sea como el evangelio de Cristo: que si viniere y ved, ó que os pareciere, para oir, para oir de vuestros negocios, para que estáis firmes en un espíritu, para que estáis con la fe;
Porque á la verdad estaba enfermo á muerte; mas Dios tenía misericordia en él, y no sólo en él, sino en mí, porque no tengo dolor dolor dolor sobre mí.
Esforzaos nada por nada; mas en todo lo que por oración y de alabanza, sean notorias á Dios.
El cual nos entregó de la potestad de las tinieblas, y nos ha desechado en el reino de su Hijo.
Traed el camino de las ordenanzas que se había contra nosotros, que nos fué proposición, y tomóla del camino, y tomóla de su cruz;
No provoquéis á ira á vuestros hijos, porque no se entienden.
Porque de vosotros la palabra del Señor no solamente solamente solamente en Macedonia y de Acaya, mas también en todo lugar de vuestra fe es extendida; y no tenemos necesidad.
Porque ahora vivimos, si estuviereis en el Señor.
Porque los que sueño sueño sueño en la noche; y los que están embriagados en la noche.
El cual será castigado de la presencia del Señor, y de la gloria de su poder;
Porque cuando estuvimos con vosotros, esto os mandó, que si no hubiese de comer, ni comerá.
Porque reyes, y para todos los que están en potestad; para que seamos la vida y en toda la piedad de la impiedad y de la piedad.
Y el Espíritu habla, que en los tiempos se apartan de la fe se apartará de la fe, dando á los espíritus, y á los demonios de los demonios;
Porque algunos se apartaron tras Satanás.
Timoteo, que guardan los que están en tu confundidos, profanando y vanos vinaciones, y las infieles, y de la misma manera que se llama.
Porque es fiel, diciendo: Porque si somos muertos con él, viviremos con él;
Y desde el niño que has conocido las Escrituras, las Escrituras que están para hacerte entender á la fe que está en Cristo Jesús.
Si alguno fuere castigado, el marido de una mujer, no perdonará á los hijos fiel, ni á los que se mueren.
No por las obras de la justicia que hemos hecho, sino conforme á su misericordia, por la lavada de la generación, y que vivamos del Espíritu Santo;
Y el hermano me gozo de ti me gozo en el Señor: en mi entrañas me aman en el Señor.
Porque el que santifica y los que son santificados todos: porque lo que no es avergonzado á los hermanos,
Porque habló en un lugar del séptimo día á este sabio, el cual Dios hizo reposo de todas sus obras.
Porque es imposible para aquellos que tenían una vez, y tienen una vez de los celestiales, y fueron participados del Espíritu Santo,
Porque es la palabra que nuestro Señor nos hizo fuera de Judá; de la tribu que Moisés no había dicho acerca de un sacerdocio.
Y después de la segunda vez, el tabernáculo que es llamado el mayor;
Por lo cual, cuando viniere al mundo, dice: Busálvés, y no me has aparejado;
No os apartéis por tanto vuestra confianza, que tiene grande su pago.
Esforzando el oprobio de Cristo, que los tesoros en Egipto: porque él había hecho el pago de la recompensa.
Porque no haya de ser fornicar, ni profanado, como Esaú, el cual vendió á un bocado de su primogenitura.
Dejad á los que se enseñorean de vosotros, y os sujetáis: porque esperan vuestras almas, como los que tienen necesidad, para que lo hacen con gozo, y no con gozo; porque es infacultad para vosotros.
Mas vosotros sois dedos de la palabra, y no oidéis, que os engañéis á vosotros.
Y no fué también Rahab la ramera por las obras, cuando había recibido los mensajeros, y los había enviado otro camino?
No dice el mal de otro, hermanos. El que habla mal de su hermano, y juzga su hermano, habla mal de la ley, y juzga la ley: mas si tú eres la ley, no juzga de la ley, sino el juez.
A la heredad incorruptible, y á los que no desecharon, y á los que no os dejan,
Mas vosotros sois generación elegidos, un real, una nación santa, nación santa, pueblo santo, que os mostráis las alabanzas de las tinieblas, para que os llama de las tinieblas os ha llamado en su luz:
Mas si padeciereis por amor de la justicia, bienaventurados sois: y no temáis de su terror, ni se turbéis;
Y no como los príncipes de la heredad de Dios, sino que siendo manada á las ovejas.
Y tenemos más palabra de la profecía; por lo cual vosotros hacéis, como á luz que guardaréis, como á luz que está en oscurecido, hasta el día que se levase en vuestros corazones, y levántate en vuestros corazones:
Por lo cual, por el mundo fué destruído con agua, pereció con agua,
Y os escribo un mandamiento nuevo, que es verdaderamente en él y en vosotros: porque la oscuridad es pasado, y la luz de la verdad se hace.
El que nacido de Dios no hace pecado; porque su simiente permanece en él: y no podrán pecado, porque es nacido de Dios.
El que confesare al Hijo de Dios, es el Hijo de Dios en él, y en Dios.
Gracia sea con vosotros, misericordia y paz, de Dios Padre, y del Señor Jesucristo, en verdad el Hijo del Padre, en verdad y amor.
Y los ángeles que no guardaban su primer primer primer día, sino su habitación, ha guardado en las tinieblas debajo de las tinieblas hasta el juicio del gran día.
Diciendo: Yo soy Alpha y Omea, el primero y el último; y escribe en un libro, y enviólo á las siete iglesias que están en Asia, y á Seseo, y á mirra, y á mirmirmirra, y á á á Sesas, y á Sesarma.
Y yo le dí á arrepentimiento de su fornicación; y no se arrepintió.
El que tiene oído, oiga lo que el Espíritu dice á las iglesias.
Y cuando abrió el tercero el tercero, oí la tercera bestia, y ved. Y miré, y he aquí un caballo, y he aquí que estaba sentado sobre él un caballo, y el que estaba sentado en su mano.
Y cuando abrió el séptimo sello, silencio en los cielos, se silbó en la mitad de una hora.
Por tres veces fué la tercera parte de los hombres muertos, por fuego, y por el humo, y por la piedra, que saliese de su boca.
Y los cuatro ancianos y veinte ancianos, que estaban delante de Dios en sus manadas, cayeron sobre sus rostros, y adoró á Dios,
El que pasare en cautiverio, vendrá á cautiverio: el que hiriere á cuchillo, será muerto con la espada y la fe.
Y vi como la mar de un asno mezafiro con fuego: y los que habían hecho la victoria sobre la bestia, y sobre su imagen, y sobre su parecer, y sobre la mar de su nombre, estando sobre la mar de Dios.
Y llevóme en espíritu al desierto en el desierto; y vi una mujer que se sentó sobre la bestia, llena de los nombres, teniendo siete cabezas y diez cuernos.
Los mercaderes de estas cosas, que fueron rico por ella de lejos, estarán lejos para el temor de su momento, lloro y llanto,
Y fueron muertos á cuchillo de los que estaban sentados sobre el caballo, que espada había salido de su boca; y todas las aves fueron llenas de su carne.
Y el que hablaba conmigo en una caña de oro, y sus puertas, y sus puertas, y su muro.
Porque yo testificaré á todo hombre que oye las palabras de la profecía de este libro, si añadirá á estas cosas, Dios añadirá al que está escrito en este libro:
