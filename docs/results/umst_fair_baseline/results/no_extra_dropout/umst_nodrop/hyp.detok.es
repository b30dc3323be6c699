En el principio de Dios crió los cielos y la tierra.
Y vió Dios todo lo que había hecho, y he aquí que era bueno. Y la tarde y la mañana era el sexto día.
Porque el Dios que en el día que comeréis, entonces abiertos vuestros ojos, y vosotros seréis como dioses, sabiendo bien y mal.
Y ahora te maldieres de la tierra, que abrió su boca de tu mano;
Y vivió Mahalaleel y cinco años, y engendró á Jared:
Y dijo Dios á Noé: El fin de toda carne ha venido delante de mí; porque la tierra está llena de violencia, y he aquí que yo los destruído con la tierra.
Y murió toda carne que se movió sobre la tierra, y de bestias, y de animales, y de todo reptil que anda arrastrando sobre la tierra, y todo hombre;
Y de vuestra sangre os demandaré; en la mano de todo lo que yo lo demandaré, y á la mano del hombre; á la mano del hermano de cada uno le demandaré la vida del hermano de cada uno.
Y los hijos de Châm: Cush, y Mizpa, y Phuhumana, y Canaán.
Y dijeron: Id á la ciudad y edifiquemos una ciudad y una torre, cuya cumbre hasta el cielo; y hacémonos sobre la haz de toda la tierra.
Y te pondré de ti gran gente, y te bendeciré, y te bendiga tu nombre; y serás bendición.
Entró Abram en la tierra de Canaán, y edificó Lot en las ciudades de la campiña, y asentaron su tienda hacia Sodoma.
El solamente que los criados comieron á los mancebos, y la parte de los hombres que iban conmigo, Andre, Ethán, y Mamre; tomad su parte.
Y el ángel de Jehová le dijo: Vuélvete á tu señora, y te sujeta debajo de sus manos.
Y tomó Abraham á Ismael su hijo, y todo lo que nacieron en su casa, y todos los que compraban con su dinero, cada macho de la casa de Abraham; y circuncidó la carne de su fortaleza en el mismo día, como Dios le había dicho.
Y Jehová dijo: Si hallare en Sodoma cincuenta justos dentro de la ciudad, yo perdonaré todo el lugar por causa de ellos.
El sol se levantó sobre la tierra cuando Lot entró en Zoar.
Y dijo Abimelech: He aquí mi tierra está delante de ti: en que te agradó.
Y tomó Abraham ovejas y bueyes, y dióles á Abimelech; y así de ellos hicieron pacto.
Y Bethuel engendró á Rebeca: estos ocho años llevan á Nachôr, hermano de Abraham.
Y el siervo puso debajo del muslo de Abraham su señor, y juró acerca de aquel negocio.
Y dije á mi señor: Quizá la mujer no me seguirá.
Y ella le parió á Siha, y á Joadán, y á Madián, y á Sibac, y á Silel.
Y dijo Esaú: He aquí, yo soy á morir: ¿y qué aprovechará este derecho á mí?
Y dijeron: Hemos visto que Jehová era contigo: y nosotros hemos dicho: Hemos ahora por juramento entre nosotros, y entre nosotros, y te haga con nosotros alianza, y haznos alianza contigo;
Y no le agradó, porque sus manos eran sus manos como la mano de Esaú; y bendíjolo.
Y oyó Jacob que su padre y su madre, y fué á Padan-aram;
Y Labán dijo á Jacob: Porque tú eres mi hermano, ¿por qué me has de dejar? ¿me difícame, y qué será tu cabello?
Y Zilpa la sierva de Lea parió á Jacob un hijo.
Y apareció Jacob los corderos, y los rostros de las ovejas hacia la estrella de las ovejas, y de todas las ovejas en el rebaño de Labán; y puso sus ganados, y no los puso á Labán.
¿Por qué huiste de mí, y trastornaste de mí, y no me declaraste, para que te he enviado con arpa, y con címbalos, y con arpa, y con arpa.
Y viendo Jacob, les dijo: Este es el ejército de Dios: y llamó el nombre de aquel lugar Mahanaim.
Por lo cual los hijos de Israel no comen los hijos de Israel, que está sobre la estrella del muslo del muslo, porque tocó el día de Jacob, y el muslo de los hijos de Jacob en el gigantes.
Y habitaréis con nosotros: y la tierra habitará delante de vosotros, y habitaréis en ella, y os habéis de poseer en ella.
Y aparecióse Dios á Jacob, cuando salía de Padanan-aram, y bendíjolo.
Estos son los nombres de los hijos de Esaú: Eliphaz hijo de Ada, mujer de Esaú, hijo de Basemath, mujer de Baseth.
Y estos son los nombres de los duques que vinieron de Esaú, conforme á sus familias, por sus nombres, por sus nombres; el duque Timna, el duque Jegith,
Venid, y vendemos á los Ismaelitas, y no sea nuestra mano sobre él; porque él es nuestro hermano y su carne. Y sus hermanos eran engañados.
Y preguntó á los varones de aquel lugar, diciendo: ¿Dónde está la ramera, que fué prosperada por el camino? Y ellos dijeron: No hay ramera en este lugar.
Mas Jehová estaba con José, y le mostró misericordia, y le dió gracia en ojos de la cárcel.
Y durmió él, y soñó el segundo tiempo: y he aquí siete espigas de trigo sobre un momosto, con buena y bueno.
Y los junten todo el alimento de los buenos años, y ponga debajo de la mano de Faraón, y los guarden en las ciudades.
Y conoció José á sus hermanos, mas no le conocían.
Y él dijo: Mi hijo no descenderá con vosotros; porque su hermano es muerto, y es dejada: si le cayere por el camino que entrareis, entonces llevaréis mis cabañas con dolor á la sepultura.
Y José se apresuró, porque sus entrañas se rebeló sobre su hermano; y buscó á llorar, y lloró en su cámara, y lloró allí.
Y nosotros dijeron: No podemos descender: si nuestro hermano menor con nosotros, descenderemos: porque no veremos el rostro del hombre, si nuestro hermano menor no fuere con nosotros.
A todos los de ellos dió cada uno de vestidos: mas á Benjamín dió á Benjamín trescientos piezas de plata, y cinco mudas de vestidos.
Y los hijos de Nephtalí: Jahel, Guni, y Guni, y Sisam.
Y compró José toda la tierra de Egipto por Faraón; porque los Egipcios vendió á cada uno su campo, porque el hambre se prevaleció sobre ellos.
Y su padre no quiso, y dije: Yo sé, hijo mío, yo sé que él; y también será grande pueblo, y también será mayor mayor que su menor, y su simiente será más que él y su simiente.
Benjamín se desnudará como hoja; en la mañana devorará la presa, y la presa de la noche.
Y dijo José á sus hermanos: Yo moraré Dios, y os visitará, y os sacaré de esta tierra que juró á Abraham, y á Jacob.
Y como hubo abierto abierto, vió al niño; y he aquí que lloraba. Y ella tenía misericordia de él, y dijo: Este es de los Hebreos.
Y dijo Moisés á Dios: ¿Quién soy yo, para que voy á Faraón, y que sacaría á los hijos de Israel de Egipto?
Y Jehová dijo á Moisés en Madián: Ve, vuélvete á Egipto: porque todos los hombres que han procurado tu vida.
Ve pues ahora, y obra; porque no os será entregada, y os entregaréis el talento de los secos.
Y el hijo de Aarón le tomó uno uno de las hijas de Puriel; y ella le parió Phinees: estas son las cabezas de las familias de los Levitas por sus familias.
Y fueron cumplidos siete días después que Jehová había herido el río.
Y salió Moisés de Faraón, y oró á Jehová.
Cántico gradual. OH Jehová (porque no hay más fuerte y granizo; y os dejaré, y no moriréis.
No vieron unos unos unos á los otros, ni se levantaron de su lugar por tres días: mas todos los hijos de Israel tenían luz en sus moradas.
Y hoy os será por memoria, y guardaréis fiesta á Jehová por vuestras generaciones; guardaréis fiesta á Jehová por estatuto perpetuo por estatuto perpetuo.
Y todo el siervo de los que es comprado por dinero, cuando le circuncidó, comerá.
Y habló Jehová á Moisés, diciendo:
Y vió Israel que Jehová había hecho obra sobre los Egipcios; y temió el pueblo á Jehová, y creyeron á Moisés su siervo.
Y los hijos de Israel dijeron á ellos: Escribe á Dios en la mano de Jehová en la tierra de Egipto, cuando estuvimos junto á la carne de Egipto, y cuando comamos comer pan para hartaros: porque nos sacó de comer á esta tierra, para mataréis en este desierto.
Y dijo Moisés á Aarón: Tomad, y poned un omer lleno de ella, y ponlo delante de Jehová, para que la guardasen por vuestras generaciones.
Ahora conozco que Jehová es mayor que todos los dioses; porque en lo que ellos hicieron lo que los que ellos habían hecho.
Y descendió Moisés del monte al pueblo, y santificó el pueblo; y lavaron sus vestidos.
Y dijeron á Moisés: Habla tú con nosotros, y oímos: mas no hablamos Dios con nosotros, porque no muramos.
Y si alguna mal sigue, darás vida por vida,
Si su padre no quiso dar á darle, dará dinero conforme á la dulilla de las vírgenes.
Y la fiesta de la siega, las primicias de tus trabajos, que sembraste en el campo: y la fiesta de la fiesta que está en el fin del año, cuando recogiste en tus labores del campo.
Y Moisés se levantó, y sirvió á Josué: y subió Moisés al monte de Dios.
Y harás á ella término de anchura alrededor, y harás una corona de oro en derredor de oro en derredor.
Y harás tablas para el tabernáculo de madera de Sittim.
Delante de las tablas harás con las tablas: como te fué mostrado en el monte, así lo hará.
Y pusieres en ella las piedras de las piedras, cuatro órdenes de piedras: el primer orden, un sardio, y un taco, y un tórtico: esto será el primer orden.
Y Aarón y sus hijos meterás á la puerta del tabernáculo del testimonio, y lavarás con agua.
Y si algo de las consagraciones de las consagraciones, ó del pan, para la mañana quemarás al fuego: no se comerá, porque es santo.
Y harás también un lagar de metal, y también su pie de metal, para lavar: y pondrás sobre el tabernáculo del testimonio y del altar, y pondrás en ella agua.
Y las vestimentas del servicio, y las vestiduras para Aarón el sacerdote, y las vestimentas de sus hijos, para ministrar en el sacerdote,
Y dijo Aarón: No se encienda el furor de mi señor: tú conoces el pueblo que están sobre mal.
Y Jehová dijo á Moisés: Yo también haré esto que has hablado: porque tú has hallado gracia en mis ojos, y yo te conozco por nombre.
Porque arrojaré las gentes delante de ti, y ensancha tu término: y ninguno codiciará tu tierra cuando subiere delante de Jehová tu Dios en el año.
Las vestimentas del servicio, para hacer servicio en el santuario, las vestiduras para Aarón el sacerdote, y las vestimentas de sus hijos, para ministrar en el sacerdocio.
Hizo también las cortinas de cabras para la tienda sobre el tabernáculo: las cortinas hizo.
Hizo también la cubierta de oro puro, de dos codos y medio de la longitud, y de un codo y medio de su anchura.
Y puso las varas en los anillos á los lados del altar, para llevarlo: hizo el altar con tablas.
Y hicieron apedreados en arcos de oro, esculpidas de oro, como cargas, con los nombres de los hijos de Israel.
La mesa, y todos sus vasos, y la proposición,
Y puso el pan en orden en orden á Jehová; como Jehová había mandado á Moisés.
Y el sacerdote lo ofrecerá al altar, y encubrirá su cabeza, y quemará sobre el altar; y su sangre será desechado al lado del altar:
Y si su ofrenda fuere macho cabrío, ofrecerá delante de Jehová.
Y tomará el sacerdote de la sangre del pecado de la expiación con su dedo, y pondrá sobre los cuernos del altar del holocausto, y derramará su sangre al pie del altar del holocausto.
Y habló Jehová á Moisés, diciendo:
Asimismo esto es la ley de la expiación: es santísima.
Y el sacerdote hará arder el sebo sobre el altar: mas el pecho de Aarón y de sus hijos.
Y degollólo, y tomó Moisés de la sangre de ella, y puso sobre la ternilla de Aarón derecho, y sobre el pulgar de su mano derecha, y sobre el pulgar de su pie derecho.
Y llevó el presente, y tomó un puñado, y quemólo sobre el altar, al holocausto de la mañana.
Todo lo que ofreciere, y es vestida de pinterior, y de entre las bestias, que comeréis.
Y todo vaso de barro, en que cayere de ellos, todo lo que está en ella, será inmundo; y quebraréis.
Y si el sacerdote veare, he aquí que la teja en la piel, el sacerdote lo dará por inmundo: lepra es lepra.
Y si alguno ó mujer ó mujer en la piel de su carne, blanco blanco blanco, blanco blanco,
Y será en el séptimo día, el cual hará todos sus cabello y su cabeza, y su barba, todos sus cabello se apagará; y lavará sus vestidos, y lavará también sus vestidos, y lavará su carne en agua, y será limpio.
Y llegará el sacerdote el séptimo día, y mirará: y si la plaga hubiere extendido en las paredes de la casa,
Y el vaso de la tierra que tocare el que tiene flujo, será quebrantado: y todo vaso de madera de leña se hará arder en agua.
Y hará Aarón el macho cabrío sobre el cual cayó la suerte de Jehová, y le ofrecerán por expiación.
A fin que los hijos de Israel traen sus sacrificios, para que ofrecen el campo, para que los traen el campo, á la puerta del tabernáculo del testimonio, al sacerdote, y los ofrecerán por paces á Jehová.
Y no llegarás á una mujer para descubrir su desnudez, como ella se puso por su inmundicia.
Habéis guardado mis estatutos. No dejarás tus ganados con especie: no sembrarás tu heredad: no sembrarás con palo de lino y de lana; ni vendrá sobre ti ropa de lino y lino.
Y si alguno durmiere con su nuera, así de cierto morirá: su sangre será obrado en ellos; su sangre será sobre ellos.
Y no profanará su simiente entre su pueblo: porque yo Jehová lo santificaré.
Y cualquiera que ofreciere sacrificio de paces á Jehová, para cumplir su voto, ó una ofrenda voluntaria ó ovejas ó ó ovejas, no será acepto; allí no será acepto.
Y ofreceréis con el pan siete corderas de un año siete corderos, y un novillo, y dos carneros: porque serán para holocausto y sus libaciones, y sus libaciones, y sus libaciones, é hicieron ofrenda encendida de olor suave á Jehová.
El arlámpagará sobre el candelero limpio delante de Jehová.
El jubileo que quince días os será á vosotros: no sembraréis, ni lo que creyere en ella, ni junta de tu vid en ella, ni junta de tu vid.
Y él se apartará de ti, y sus hijos con él, y volverán á su familia, y á la posesión de sus padres volverá.
Yo también os haré á vosotros: yo pondré sobre vosotros espanto espanto, y arruinará los ojos, y os consumirán los ojos de corazón; y os sembraréis en vano, y comeréis á vuestros enemigos.
Estas son los estatutos y leyes, que Jehová hizo entre él y los hijos de Israel en el monte de Sinaí, por mano del monte de Moisés.
Y toda la tierra de la tierra, si de la simiente de la tierra, ó del fruto del árbol, es de Jehová: santo es á Jehová.
De los hijos de Judá, por sus generaciones, por sus familias, por las casas de sus padres, conforme á la cuenta de los nombres, de veinte años arriba, todos los que podían salir á la guerra;
Todo varón de los hijos de Israel asentará por su bandera, con la señal de la casa de su padre: lejos se alejarán del tabernáculo del testimonio.
Estos son los contados de los hijos de Israel por la casa de sus padres: todos los contados por sus contados, seiscientos y cincuenta mil y cincuenta.
En el número de todos los varones, desde el mes arriba, ocho mil y seiscientos,
Y sobre la mesa de pan extenderán un paño de cárdeno, y sobre los peces, y las cucharas, y las cucharas, y las copas de vestir: y el pan será sobre él.
Estos fueron los contados de las familias de Coath, todos los que hacen servicio en el tabernáculo del testimonio, conforme al mandamiento de la congregación, que servían conforme al mandamiento de Jehová por mano de Moisés.
Y pondrá el sacerdote la mujer delante de Jehová, y cubrirá la cabeza de la mujer, y puso la ofrenda de la memoria en sus manos, la cual es el sacerdote: y el sacerdote mirará el agua amarga amarga:
Y ofrecerá el carnero por sacrificio de paces á Jehová, con el canastillo de panes sin levadura: el sacerdote hará su presente y su libación.
Una cuchara de oro de diez siclos, llena de perfume;
Una cuchara de oro de diez siclos, llena de perfume;
Una cuchara de oro de diez siclos, llena de perfume;
Y los Levitas fueron purificados, y lavados sus vestidos; y Aarón los ofrecieron como ofrenda delante de Jehová; y Aarón hicieron expiación por ellos.
Hazte dos trompetas de plata, de toda suerte de plata los harás: para que los podrás de la vocación de la congregación, y para las partidas de las saladas.
Y será que, si con nosotros entrares, y será, que Jehová hará á nosotros.
Y quedáronse allí dos de los hombres en el campo, el nombre de Eldad, y el nombre de la otra Medad: y el espíritu de los que estaban escritas, y no eran de los que estaban escritas, y no salieron al tabernáculo.
De la tribu de Judá, Caleb hijo de Jephone.
¿Y por qué nos ha traído Jehová á esta tierra, para que caiga nuestras mujeres y nuestros hijos, para que nos vaya por presa? ¿no es mejor para volvernos á Egipto?
Y vuestros hijos irán por el desierto cuarenta años, y llevarán vuestras fornicaciones, hasta que serán asolados en el desierto.
Habla á los hijos de Israel, y diles: Cuando hubiereis entrado en la tierra á la cual yo os saqué,
Y puso fuego, y puso perfume en ellos delante de Jehová, mañana: y el que Jehová escogiere al que hubiere escogido, será sobre vosotros, sobre vosotros hijos de Leví.
Habla á Eleazar hijo de Aarón el sacerdote, el que subiese las incensarios del fuego, y esparcirás el fuego: porque son santificados.
Y te juntarán, y guarden la guarda del tabernáculo del testimonio, para todo el servicio del tabernáculo del testimonio: y no os llegará á vosotros.
Esta es la ordenanza de la ley que Jehová ha mandado, diciendo: Habla á los hijos de Israel, que te traen la becerra sin mancha, en que no haya haya venido;
Y Moisés y Aarón juntó la congregación delante de la roca, y díjoles: Oid ahora, oid: ¿Qué tomaremos agua de esta peña?
Y partieron de Oboth, y asentaron en Izarim, en el desierto que está delante de Moab, hacia el nacimiento del sol.
Ahora pues, yo te ruego que me maldecimos á este pueblo, porque me son valientes, para que los heriremos, y para que los desecharé de la tierra: porque yo bendije que él benigas, y al que benigas.
Y oyó Balac que había venido á recibir á él, salió á recibir á una ciudad de Moab, que está en el término de Arnón, que está en el término.
Y dijo Balac á Balaam: No los maldecirles todo, ni bendice todo.
Y levantóse Balaam, y fuése á su lugar; y fuése Balac á su camino.
Los hijos de Simeón por sus familias: de Nemuel, la familia de los Nemuelitas; de Jamín, la familia de los Nazareos; de Jachîn, la familia de los Jachûr;
Estos son los hijos de Dan por sus familias: de Shuham, la familia de los Sophatas. Estas son las familias de Dan por sus familias.
Las hijas de Salphaad hablarás: de cierto les darás posesión de herencia entre los hermanos de su padre; y harás la heredad de sus hermanos á ellos.
Y sus libaciones serán la mitad de un hin de un becerro, y la tercera parte de un carnero hasta un carnero, y una parte de un cordero: este es el holocausto de cada mes en los meses.
Y ofreceréis holocausto, ofrenda encendida de olor suave á Jehová, de olor suave á Jehová: dos becerros, dos becerros, dos carneros, y catorce corderos de un año;
Y su padre oyere, y su voto con que ella hubiere ligado su alma, y su padre callará: entonces todos sus votos serán firmes, y todo lo que ella hubiere ligado su alma, y con que ella hubiere ligado su alma.
Mas todos los hijos, que no han conocido al hombre de mentira, guardaos vida por él.
Y los oficiales que estaban sobre millares del ejército, los capitanes de millares y centuriones, llegaron á Moisés.
Aulululos ciudades para vuestros niños, y encantadores para vuestras ovejas; y haced lo que ha salido de vuestra boca.
Y partidos del desierto de Sin de Sin, asentaron en Dopopa.
Y partidos de Zalba, asentaron en Punón.
Y habló Jehová á Moisés, diciendo:
Y si con él hiriere con piedra, con que muera, y muriere, es homicida; el homicida morirá.
Estas son los mandamientos y derechos, que Jehová mandó por mano de Moisés á los hijos de Israel en los campos de Moab, junto al Jordán de Jericó.
Jehová vuestro Dios que va delante de vosotros, él peleará por vosotros, conforme á todo lo que os hizo por vosotros delante de vuestros ojos;
Y la carta que vinimos de Cades-barnea, hasta que pasamos el torrente de Zered, treinta y ocho años; toda la generación de la guerra fueron destruídos de entre los hombres, como Jehová les había jurado á ellos.
Mas todos los animales, y el despojo de las ciudades, tomamos presa á nosotros.
¿Y qué nación hay grande, que estatutos y derechos como toda esta ley, que yo pongo hoy delante de vosotros?
A las gentes echados de delante de ti, y más fuerte que tú eres, para traer en ti su tierra por heredad, como es hoy.
No hurtarás.
No tentaréis á Jehová vuestro Dios, como le tentasteis en Massa.
No serás desmayado en ellos: porque Jehová tu Dios es entre vosotros, Dios fuerte y terrible.
No por tu justicia, ó por la rectitud de tu corazón, para que podrás poseer la tierra: mas por la impiedad de estas gentes los echó delante de ti, y por la palabra que juró Jehová á tus padres Abraham, Isaac y Jacob.
Y los hijos de Israel tomaron los hijos de Beeroth de los hijos de Javán, á Moloch; y murió allí, y Eleazar su hijo.
Que os daré la lluvia de vuestra tierra en su tiempo, la primera lluvia y la lluvia, para juntar en tu grano, y tu vino, y tu aceite.
Y os alegraréis delante de Jehová vuestro Dios, y vuestros hijos, y vuestras hijas, y vuestros siervos, y vuestras siervas, y el Levita que está dentro de vuestras puertas; como no tiene heredad ni heredad con vosotros.
Y le apedrearás con piedras, que muera; porque él te ha procurado á Jehová tu Dios, que te sacó de la tierra de Egipto, de casa de servidumbre.
A la verdad harás todo el fruto de tu simiente, que el campo sacarás el campo por año.
Solamente no comerás su sangre; sobre la tierra la derramarás como agua.
Si se levantare un negocio en juicio en juicio, entre la sangre y la sangre, entre las cumbres y la llaga, y entre las pozas, de dentro de tus puertas, y te levantarás, y te levantarás en el lugar que Jehová tu Dios escogiere,
Yo los levantaré de entre sus hermanos, como á ti, y pondré mis palabras en su boca; y hablará á todos los que le mandaren.
Y los oficiales hablarán al pueblo, diciendo: ¿Qué es el hombre que edificó una casa nueva, y no lo ha dedicado?
Si alguno tuviere dos mujeres, otro amado, y los unos aborrecieron, y le han parido hijos, así el amado y la aborreció; y si el primogénito primogénito fué aborrecida:
Si alguno fuere hallado con mujer que se casare á marido, ellos morirá de ellos, y la mujer que estaba con la mujer, y la mujer: así quitarás el mal de Israel.
Mas si quisieres perdonar á voto, no será pecado en ti.
Si estuvieren juntos, y uno de ellos morirá, y no tienen hijo de muerto, ni el extranjero no se enseñoreará de su marido: el hermano de su marido irá, y tomarla á ella, y poned á ella mujer de marido.
Jehová tu Dios te ha mandado que te ha mandado que hiciesen estas ordenanzas y derechos: guardarás tú y harás con todo tu corazón, y con todo tu alma.
Y será que, si obedecieres á la voz de Jehová tu Dios, para que guarde todas sus mandamientos que yo te mando hoy, que Jehová tu Dios te pondrá sobre todas las gentes de la tierra:
El buey será muerto delante de tus ojos, y no comerás: tu asno será quitada de delante de tu rostro, y no será restituído á ti: tus ovejas te será dado, y no serás dado á tus enemigos, y no habrá quien los hubieres dado.
Asimismo toda enfermedad, y toda llaga que no está escrito en el libro de esta ley, Jehová te hará subir sobre ti hasta que perezcas.
Y que toda su tierra es ardor, y sal, y ardiendo, que no es sembrado, ni lleva la hierba, ni la hierba de Sodoma, y Adma, y Adma, y Zeboim, y Zeboim, y Jehová en su furor;
Y Jehová hará á ellos como él hizo á Sehón y á Og, reyes de los Amorrheos, y á la tierra de ellos destruirán.
El es Roma, su obra es perfecto: porque todos sus caminos son el juicio de verdad, y sin iniquidad, y justo es justo.
¿No es ésta en mí conmigo, y sele entre mis tesoros?
Y de Benjamín dijo: El amado de Jehová, morará por él: y el Señor le cubrirá todo el día, y habitará entre sus hombros.
Y después de la muerte de Moisés siervo de Jehová, que habló á Josué hijo de Nun, diciendo:
Y que guardaréis vida á mi padre y á mi madre, y á mis hermanos, y á mis hermanas, y á todos los que tienen vida de muerte.
Tomad doce hombres del pueblo, de cada tribu de cada tribu,
Y como hubieron hecho circuncidar á todo el pueblo, se quedaron en el campo, hasta que se quedaron.
Y los criados que estaban sentados, salieron á Rahab, y sacaron á Rahab, y á su padre y á sus hermanos, y á todo lo que ella tenía; y sacaron fuera del real, y dejáronlos fuera del real.
Y levantáronse sobre él un gran montón de piedras hasta hoy. Y Jehová se volvió del furor de su furor. Por lo llamó el valle de Achôr, al valle de Achôr, hasta hoy.
Entonces Josué edificó altar á Jehová el Dios de Israel en el monte de Ebal,
Y ahora, he aquí estamos en tu mano: como bien te pareciere.
Y aquel día tomó Josué á Maceda, é hirió con espada á filo de espada, y el rey lo destruyó, y todas las personas que estaban en ella, y no quedó como el rey de Jericó.
Como Jehová mandó á Moisés su siervo, así mandó á Josué, y á Josué, y no dejó nada de todo lo que Jehová mandó.
El rey de Cedes, otro: el rey de Jocam, otro:
Esta es la heredad de los hijos de Gad por sus familias, las ciudades y sus aldeas.
Y torna este término de los Baales al monte de Seir, y pasa hacia la parte del monte de Jasim, que es Calim, al norte, y descendió á Beth-semes, y á Timna, y pasando á Timna;
Y CARGÁS, y Lamamam,
Y descendieron de Janoa á Astaroth, y vino á Naarath, y salió al Jordán.
Y fueron los varones, y pasaron por la tierra, y pasáronla por siete partes en un libro, y volvían á Josué en el ejército de Silo.
Y sube su término hacia la mar hacia la mar, y Marchîas, y daba á Dabarte, y á la ribera del río que está delante de Jocam;
Y el término de la heredad de su heredad fué Sora, y Ethaol,
Y les dieron la ciudad de Arba, padre de Anac, que es Hebrón, en el monte de Judá, con sus ejidos alrededor.
Todas las ciudades de los Levitas en posesión de los hijos de Israel, cuarenta y ocho ciudades con sus ejidos.
Por tanto, dijo: Ruégote que nos haga edificar altar, no para sacrificio, ni para sacrificio:
Y saqué vuestros padres de Egipto, y llegasteis á la mar; y los Egipcios siguió á vuestros padres con carros y á la mar Bermejo.
Y dijo Judá á Simeón su hermano: Sube conmigo á mi suerte, para que peleemos contra el Cananeo; y también yo iré contigo en tu suerte. Y Simeón fué con él.
Y de Nephtalí echó á los que habitaban en Beth-semes, y los moradores de Beth-anath; mas habitó entre los Cananeos, los moradores de la tierra: mas los moradores de Beth-semes fueron tributadas á ellos y á los de Beth-semes.
Y fueron probados á Israel por ellos, para que conozcan los mandamientos de Jehová, que él mandó á sus padres por mano de Moisés.
Y los hijos de Israel clamaron á Jehová: porque tuvo novecientos carros de hierro, veinte años de hierro.
Mi corazón está hacia los gobernadores de Israel, que se rebeló de su voluntad entre el pueblo.
Jehová envió un profeta á los hijos de Israel que les dijeron: Así ha dicho Jehová Dios de Israel: Yo os saqué de Egipto, y os saqué de casa de servidumbre;
Y levantándose de mañana, porque se levantaron el día siguiente, é hizo subir el rocío, y ensanó el rocío del vellón, lleno lleno de agua.
Dios ha entregado en vuestras manos á los príncipes de Madián, Oreb y á Zeeb; ¿y qué había yo podido hacerse el furor de vosotros? Y cuando le había dicho.
Y aconteció que como Gedeón hubo muerto, volvieron los hijos de Israel, y fornicaron tras los Baales, é hicieron á Baal-cuth su dios.
Y Gaal hijo de Ebed dijo: ¿Quién es Abimelech, y quién es á Sichêm, para que le sirvamos? ¿No es el hijo de Jerobaal, y su eunuco? ¿por qué le sirvamos á los hombres de Sichêm?
Y Abimelech se levantó á consultar á Israel á Thola, hijo de Pua, hijo de Dodo, varón de Issachâr; y habitó en Sauel monte de Ephraim.
Y el rey de los hijos de Ammón respondió á los mensajeros de Jephté á causa de los hijos de Israel: Por lo cual subían de Egipto, desde Arnón hasta Jaboc, y volvean las tierras.
Y vi que no me librasteis, yo pongo mi vida en mis manos, y pasé contra los hijos de Ammón, y Jehová los entregó en mi mano: ¿por qué habéis subido hoy contra mí para pelear contra mí hoy?
Y el ángel de Jehová le dijo: ¿Por qué hables así así así en mi nombre, porque es secreto?
Y Samsón dijo á ellos: Ahora me seré más que los Filisteos los Filisteos, aunque yo los hago mal.
Y DESPONDIÓ á Samsón: Hija me has engañado, y me ha dicho mentiras: con qué me has atado. Y él le dijo: Si quieres la boca de mi cabeza de mi cabeza.
Y consagró Michâs al Levita, y el joven su sacerdote, y estaba en la casa de Michâs.
Y llamaron el nombre de la ciudad, después de Dan, el nombre de su padre, el cual nació á Israel: mas el nombre de la ciudad estaba en el primero.
Y él le dijo: Levántate, y vamos. Y el hombre le respondió. Entonces el varón tomóla, y el varón se levantó, y se levantó á su lugar.
Y Phinees, hijo de Eleazar, el hijo de Aarón, se paró delante de él en aquellos días), diciendo: ¿Haré de ir ir ir á los hijos de Benjamín mi hermano? Y Jehová dijo: Subirélos en tu mano.
Y envió la congregación de los doce mil hombres, y mandó á ellos, diciendo: Ve, y herid á los moradores de Jabes de Galaad, con las mujeres y los hijos.
Y ella dijo: He aquí tu hermana se ha vuelto á su pueblo, y á sus dioses: vuélvete á tu hermana.
Y ella guardó por las doncellas de Booz á fin de la siega de la siega de la siega, y habitó con su suegra.
Y sea tu casa como la casa de Phares, al cual parió Thamar á Judá, de la simiente que Jehová te diere de esta mujer.
Por lo cual, como como vino vino á Anna, que parió un hijo, y llamó su nombre Samuel, diciendo: Porque yo le preguntó de Jehová.
Y Eli era viejo viejo viejo, y oyó todo lo que hicieron á todos sus hijos; y cómo se juntaron con las mujeres que estaban á la puerta del tabernáculo del testimonio.
Entonces Eli llamó á Samuel, y dijo: Samuel, hijo mío. Y él respondió: Heme aquí.
Y como se levantaron de Asdod, he aquí el día siguiente se había caído sobre la tierra delante de Jehová delante del arca del arca de Jehová. Y tomaron á Dagón, y le asentaron en su lugar.
Y enviaron embajadores á los habitadores de Chîriath-jearim, diciendo: Los Filisteos tornaron el arca de Jehová; venid, y traedlo á vosotros.
Y tomará vuestras doncellas para ser conmovidos, y para ser libros, y para ser escritos.
Y Saúl respondió, y dijo: ¿No soy yo á Benjamita del olor de las tribus de Israel? ¿y mi linaje de todas las familias de Benjamín? ¿por qué pues me hables así así á mí?
Y dijo Samuel á todo el pueblo: Mirad á quien Jehová ha escogido, que no hay como él en medio de todo el pueblo? Y todo el pueblo dijo: ¡Viva al rey!
Y viendo que Naas rey de los hijos de Ammón contra vosotros los hijos de Ammón, dijisteis: No, sino el rey sobre nosotros: cuando Jehová vuestro Dios estaba sobre nosotros.
Y vinieron los destruidadores del campo de los Filisteos en tres compañías; y una compañía á Ophra, á Ophra, á la tierra de Sal.
Y los varones de Israel fueron angustiados de día: porque Saúl había agravado el pueblo, diciendo: Maldito el hombre que come hasta la tarde, para que se vuelva sobre mis enemigos. Y ninguno de los pueblos no hay comer pan.
Así ha dicho Jehová de los ejércitos, acuérdate que Amalec había hecho á Israel, cómo esperó en el camino, cuando subiese de Egipto.
Y dijo Samuel: Traedme á mí á Agag rey de Amalec. Y llegándose á él á él, dijo: Ciertamente la amargura de muerte es pasado. Y dijo: Ciertamente la amargura de la muerte es pasado.
Y salió un tropiezo del campo de los Filisteos, llamado Goliath, de Gath, cuyo altura de seis codos.
Y David dijo á Saúl: Tu siervo guardó las ovejas de su padre, y un león vino, y llevando un cordero de las ovejas:
Y aconteció que como vinieron de la matanza del Filisteo, las mujeres salieron del Filisteo, cantando de todas las ciudades de Israel, cantando al encuentro con regocijo, al rey Saúl, con regocijo, con regocijo, y con regocijo.
Y Saúl oyó la voz de Jonathán: y juró Saúl, Vive Jehová, que no será muerto.
Y Jonathán dijo á David: Oh Jehová, Dios de Israel, cuando he venido mañana á mi padre como el tercer día, ó el tercero, y pareciere que si hay bien con David, y yo te enviaré, y no te mostraré;
Y Jonathán dijo á David: Ve en paz, que como nosotros hemos jurado de nosotros en el nombre de Jehová, diciendo: Jehová sea entre mí y mi simiente para siempre. Y él se levantó y tu simiente para siempre.
¿Por qué pues comenzaba á preguntar á Dios por él? Sea lejos de mí: no se alejó el rey á su siervo, ni á toda la casa de mi padre; porque tu siervo no entendió más de todo esto.
Entrad ahora, y poned su lugar donde su vasija, y mirad quién le ha visto; porque el que me ha visto muy sujeto.
Y había un hombre en Maón, que habitaban en el Carmelo; y el varón era grande, y tenía tres mil ovejas, y machos cabríos: y era su ganado.
Y dijo David á Abigail: Bendito sea Jehová el Dios de Israel, que te envió hoy á encontrarme.
Y él dijo: ¿Por qué ha de perseguir á su siervo así? ¿ó qué he hecho mal en mi mano?
Y la mujer dijo: ¿A quién haré á ti? Y él respondió: Traedme á Samuel.
Y los dos mujeres de David fueron cautivos, Ahinoam Jezreelita, y Abigail mujer de Nabal del Carmelo.
Y Saúl dijo á su escudero: Saca tu espada, y mememememe por ella; porque no venga á mí incircunciso, y me oprimió. Mas su escudero no quiso, porque tuvo miedo.
Hijos de Gilboa, no haya rocío, ni sobre vosotros lluvia sobre vosotros, ni campo de paces: porque el escudo de los fuertes es echada de Saúl, el escudo de Saúl, como si no había sido ungido con aceite.
Y Joab y Abisai siguió á Abner: y el sol se descendían al monte de Amma, que está junto al camino del desierto del desierto de Gabaón.
Y he aquí los siervos de David y los siervos de la seguir, y trajeron un gran despojo con ellos: mas Abner no estaba con ellos en Hebrón, porque Abner le había enviado, y fué entrado en paz.
Y vinieron todas las tribus de Israel á David, y habló, diciendo: He aquí, nosotros somos tu uno y tu carne.
Y como vinieron á la era de Nachón, Uzzía su mano al arca de Dios, y tomándola del arca de Dios, y tomóla los bueyes.
El edificará casa por mi nombre, y confirmaré el trono de su reino para siempre.
Y puso los hijos de Edom en Edom, y puso todos los hijos de Edom, y todos de Edom fueron siervos de David. Y guardó Jehová á donde quiera que David iba iba.
Y acercóse Joab, y el pueblo que con él estaba, á la batalla contra los Siros; y huyeron delante de él.
Y los zapatos del muro sobre tus siervos, y algunos de los siervos del rey, y tu siervo es muerto, y también tu siervo Uría es muerto.
Y envió Joab embajadores á David, y dijo: Yo peleé contra Rabba, y tomé la ciudad de las aguas.
Y Absalom dijo: Ruégote que no te ruego que vaya á Amnón á Amnón hermano de Amnón. Y el rey le dijo: ¿Por qué te vaya contigo?
Y tu sierva dijo: La palabra de mi señor el rey será ahora; porque como el ángel de Dios es mi señor el rey, así es mi señor el rey, y Jehová tu Dios será contigo.
Y dijo David á todos sus siervos que estaban con él en Jerusalem: Levántate, y huiremos; porque no escaparemos de á á de Absalom, porque no nos alcanzará de repente y de repente sobre nosotros, y herirnos la ciudad.
Y dijo así á Semei: Venid, salid, oh hombre y del hombre, y tú de Belial.
Y Absalom y todos los de Israel dijeron: El consejo de Husai es el consejo de Husai que el consejo de Achitophel. Porque Jehová había ordenado el consejo de Achitophel para hacer el consejo de Achitophel, para que haga Jehová sobre Absalom.
Y diez mancebos que llevaban de Joab alrededor de Joab, trajeron á Absalom y á Absalom, y matólo.
Vosotros sois mis hermanos, vosotros sois mis huesos y mi carne: ¿por qué pues sois el postrimería al rey?
Y todos los varones de Judá respondieron á los de Israel: Porque el rey está cerca de nosotros: ¿por qué pues os enojasteis por este negocio del rey? ¿ó nosotros nos ha dado el presente del rey?
Y los Gabaonitas le dijeron: No tenemos plata ni oro de su casa, ni de su casa: ni nos matarás á alguno en Israel. Y él respondió: ¿Qué haré que os haré por vosotros.
Hizo también las tinieblas alrededor de él alrededor de él, oscuridad, y las nubes de los Amalecitas.
Vinieron, y no hubo quien salvaría; á Jehová, sino que no les respondió.
Y degolló un Egipcio, un hombre hermoso; y el Egipcio tenía lanza en su mano, y descendió á él con un bordón, y la lanza del Egipcio del Egipcio, y matólo con su lanza.
Ve, y di á David: Así ha dicho Jehová: Yo te escogé uno de ellos, para que te haga.
Y ella le dijo: Mi señor, tú jures por Jehová tu Dios á tu sierva, diciendo: Delante de mí reinará tu hijo Salomón, y se sentará sobre mi trono.
Y luego los siervos del rey David vinieron á bendecir á nuestro señor el rey David: Dios hará el nombre de Salomón que tu nombre, y ponga su trono más mayor que tu trono. Y el rey se inclinó sobre la cama.
Ahora pues, Jehová, vive, que me ha confirmado, y me puso sobre el trono de David mi padre, y quién me ha hecho casa, como él había dicho Adonía para muerte.
Y tu siervo en medio de tu pueblo que tú elegiste, pueblo grande, que no puede contar por multitud.
El hijo de Habiabierta, en Aulo; al cual llegó Soph, y toda la tierra de Hepher;
Ahora pues, tú mandarás que me maten madera de cedro, y mis siervos te serán con tus siervos: y te daré á todos tus siervos conforme á todas las cosas que tú habitarás: porque no sabes que hay quien hay entre nosotros, para que no haya quien quien haya de los Sidra.
Y era el cedro dentro de la casa dentro de la casa por manzadero: todo era de cedro; no fué piedra.
Y fué el fundamento de piedras, grandes, piedras de diez codos, y de piedras de ocho codos.
Hizo también Hiram las enamoras, y los zapatos, y los tazones. E hizo Hiram toda la obra que había hecho el rey Salomón para la casa de Jehová:
Mas no edificarás la casa, sino tu hijo que saldrán de tus lomos, edificará la casa á mi nombre.
Tú oirás su oración y su ruego en los cielos, y en tu habitación,
Y él dijo: ¿Qué hay estas ciudades que me diste, hermano mío? Y llamó á la tierra de Calul hasta hoy.
El que tenía de los mercaderes, y de los mercaderes, y de todos los reyes de Arabia, y de todos los reyes de Arabia, y de los gobernadores de la tierra.
(Porque seis meses se quedaron allí con todo Israel, hasta que había de talar á todo varón en Edom;
Y enviaron y llamáronle. Y Jeroboam y toda la congregación de Israel, y habló á Roboam, diciendo:
Y ofreció sobre el altar que había hecho en Beth-el á los quince del mes octavo, en el mes octavo, en el mes de su corazón; y sacrificó banquete á los hijos de Israel: y sacrificó sobre el altar, y sacrificó sobre el altar.
Y puso su cuerpo en su sepulcro, y enderezaron sobre él, diciendo: ¡Ay!!
Y quitó los tesoros de la casa de Jehová, y los tesoros de la casa del rey; y quitó todos los escudos de oro que había hecho Salomón.
Y Nadab hijo de Jeroboam comenzó á reinar sobre Israel en el año segundo de Asa rey de Judá, y reinó sobre Israel dos años.
Entonces el pueblo de Israel se repartió á dos partes: mitad del pueblo siguieron á Thibni hijo de Ginath, para hacerle rey; y siguieron la mitad de Omri.
Y después de estas cosas aconteció que el hijo de la mujer, la muchedumbre de la casa, se postró; y su enfermedad no fué dejada.
Vamos pues dos becerros, dos becerros; y los escogen el becerro, y cortéla en pedazos, y no la puso fuego debajo de la leña, y el otro.
Y el ángel de Jehová volvió otra vez el segundo tiempo, y le tocó, y dijo: Levántate, porque el camino es grande por ti.
Y saliendo ellos en medio de dentro, Ben-adad se bebió en los leones, y á los reyes, y á los reyes de los que le ayudaban.
Y dijo Naboth á Achâb: En ninguna cosa me la dé la heredad de mis padres.
Y dijo á Josaphat: ¿Quieres conmigo á la batalla de Galaad? Y Josaphat dijo al rey de Israel: Yo soy como tú, como tú eres mi pueblo como mis caballos.
Y un hombre sacó un arco á la ventana, é hirió al rey de Israel entre las junturas: por lo cual dijo al río de su carro: Vuélvete tu mano, y llevadme del ejército; porque soy herido.
Y envió también á otro capitán de cincuenta en sus cincuenta. Y él respondiendo, le dijo: ¡Oh hombre de Dios, así ha dicho el rey: Venid presto!
Y subióse de allí á Beth-el; y subiendo junto al camino, salió hijos de la ciudad, y le movió, y le dijo: Sube, y subirás cabeza, y subirás.
Y clamó una mujer de las mujeres de los hijos de los profetas de los profetas á Eliseo, diciendo: Tu siervo es muerto; y tú conoces que tu siervo hizo Jehová: y Jehová ha venido á mis dos hijos.
Y pasó Giezi delante de ellos, y puso el palo sobre la haz del niño; mas no había voz, ni oir. Y él volvió á recibirle, diciendo: El niño no es dado.
Y dijo Naamán: ¿No te ruego que yo te sea dada, dos muchedumbre de la tierra de tu siervo? porque no ofrecerá á dioses ajenos, ni á dioses ajenos, sino á Jehová.
Y como vinieron á Samaria, dijo Eliseo á Samaria: Jehová abrió los ojos de estos hombres, que vean. Y Jehová abrió los ojos de ellos, y vieron, y vieron; y he aquí que estaban en medio de Samaria.
Y el rey ordenó el señor en cuya mano envía á la guarda de la puerta: y el pueblo puso sobre él en la puerta, y murió, como el varón de Dios había dicho.
Y anduvo en el camino de la casa de Achâb, é hizo lo malo en ojos de Jehová, como la casa de Achâb: porque era hijo de la casa de Achâb.
Y lleváronle sus siervos en un carro á Jerusalem, y sepultáronlo en su sepulcro con sus padres en la ciudad de David.
Y envió Jehú á todo Israel: y todos los siervos de Baal vino, que no había quedado hombre. Y vinieron á la casa de Baal, y la casa de Baal fué llena de Baal, y la casa de Baal.
Y mandó el sacerdote Joiada á los centuriones, á los oficiales del ejército, y á ellos les dijo: Ten fuera fuera de los que se sigue á cuchillo. Porque el sacerdote le dijo: Porque no sea muerto en la casa de Jehová.
Y el furor de Jehová se encendió contra Israel, y él los entregó en mano de Hazael rey de Siria, y en mano de Ben-adad hijo de Hazael, todos sus días.
Entonces Amasías envió embajadores á Joas, hijo de Joachâz hijo de Jehú rey de Israel, diciendo: Venid, ved á otro: Ven, y mirámonos la cara.
E hizo lo malo en ojos de Jehová, como sus padres había hecho: no se apartó de los pecados de Jeroboam hijo de Nabat, el cual hizo pecar á Israel.
En el año undécimo de Peka hijo de Remalías rey Achâz hijo de Jotham comenzó á reinar.
Y quemaban perfumes en todos los altos, como las gentes que habían traído Jehová delante de ellos, y obró lo malo á Jehová.
Y temieron estas gentes á Jehová, y sirvieron sus esculturas, y sus hijos, y sus padres: como sus padres hicieron hoy.
Ni hagáis Ezechîas en Jehová, diciendo: Jehová nos librará, y no nos librará, y esta ciudad no será entregada en mano del rey de Asiria.
Por tus embajadores has inquirido el Señor, y dijiste: En la multitud de mis carros subiré á la altura de los montes, á los lados del Líbano, y cortaré sus árboles de cedro, y cortaré sus higueras, y entraré sus árboles en el monte de su Carmelo.
Y dijo Isaías á Ezechîas: Oid palabra de Jehová.
Lo demás de los hechos de Amón que hizo, ¿no está escrito en el libro de las crónicas de los reyes de Judá?
Mas los sacerdotes de los altos no subieron al altar de Jehová en Jerusalem, y comieron del pan entre sus hermanos.
Y Jehová envió contra él los Caldeos de los Caldeos, y atónitas de los Siros, y de las prisiones de los hijos de Ammón, y enviólos contra Judá, conforme á la palabra de Jehová que había hablado por sus siervos, conforme á sus siervos.
Mas el capitán de los pobres dejan de la tierra de los pobres, para ser labradores y labradores.
Y Pathm, y Clum, (de los cuales vinieron á los Filisteos, y á Caphim.
Los hijos de Ezer: Bilha, Zenán, y Javán. Los hijos de Disán: Uz, y á Arán.
Y Caleb hijo de Hesrón engendró á los hijos de Azua, y de Jerioth: estos son estos hijos; Jesla, y Sochô.
Maachâ de Caleb, concubina de Caleb, parió á Sema, y á Tirsa.
Y los hijos de Nachônías: Elienai, y Ezechîas,
Y á Bilha, y á Ezem, y á Tomad,
Y habitaron en Galaad, en Basán, y en sus aldeas, y en todos los ejidos de Sarón, sobre sus términos.
De Gersón, Libni su hijo, Jahath su hijo;
Y estos son los hijos de Aarón: Eleazar su hijo, Phinees, Abisua su hijo,
Y de la tribu de Gad, á Ramoth de Galaad con sus ejidos, y á Mahanaim con sus ejidos,
Y por los términos de los hijos de Manasés, Beth-san y sus aldeas, Taanach y sus aldeas, y sus aldeas, y sus aldeas, y sus aldeas. En estos habitaban los hijos de José.
Y Jakel, Zichri, y Zabdi,
Y sus hermanos, conforme á sus generaciones, novecientos cincuenta y seis. Todos estos fueron los principales de familias en la casa de sus padres.
Y Ner engendró á Cis: y Cis engendró á Saúl, y Saúl engendró á Jonathán, y á Abinadab, y á Aphec.
Y este es el número de los valientes que David había hecho: Jasam, un jefe de los príncipes, el principal de los capitanes: alzó su lanza contra él ciento.
Uría Hetheo, Zabad, Zabad hijo de Ablai,
Los hijos de Judá que llevaban escudo y lanza, y ocho mil, aparejados para la guerra.
Y el arca de Dios había quedado con la familia de Obed-edom en su casa tres meses. Y Jehová bendijo la casa de Obed-edom, y todo lo que tenía.
Porque porque no lo hicisteis en el primero, Jehová nuestro Dios nos hizo pasar sobre nosotros, para que no le buscamos según el orden.
El es Jehová nuestro Dios: sus juicios están en toda la tierra.
Y aconteció que estando David sentado en su casa, dijo David á Nathán profeta: He aquí yo en casa de cedros, mas el arca del pacto de Jehová está debajo de las cortinas.
Y David tomó de mil carros, y siete mil de á caballo, y veinte mil hombres de á caballo: y David despertó á todos los caballos de ellos ciento.
Y fué dicho á David, y juntó todo Israel, y pasó el Jordán, y vino sobre ellos, y puso la batalla contra ellos. Y como David había ordenado la batalla contra los Siros, pelearon con él.
Y tornó á Ornar, y vió el ángel; y sus cuatro hijos se escondieron. Y era un trigo.
Y cuando David era viejo y lleno de días, hizo á Salomón su hijo sobre Israel.
Y para ofrecer todos sacrificios á Jehová en los sábados, en las nuevas nuevas, y en las solemnidades, conforme á las solemnidades, conforme á la orden de continuo, delante de Jehová:
El hijo de Cis: el hijo de Cis.
El veintitrés por Othir, con sus hijos y sus hermanos, doce;
De las cucharas de las cucharas hicieron en la casa de Jehová.
Y sobre los tesoros del rey Azmaveth hijo de Adiel; y sobre los campos, en las ciudades, en las ciudades, y en las ciudades, y en las aldeas, y en las ciudades de Uzzías, era Joah hijo de Uzzías;
Y he aquí los azotes de los sacerdotes y los Levitas, estarán contigo por todo el servicio de la casa de Dios: y allí estarán contigo por toda suerte de la naturaleza de cada uno, porque todos los príncipes del servicio y de todo el pueblo será todo el pueblo.
Con todo su reinado y de su fortaleza, y sus tiempos sobre Israel, y sobre Israel, y sobre todos los reinos de las tierras.
Ahora pues, yo he enviado un hombre sabio, con entendimiento de Hiram mi padre,
Hizo también diez tablas, y púsolos en el templo, cinco á la derecha, y cinco á la izquierda. E hizo cien carones de oro.
Mas yo he edificado casa de morada para ti, y un lugar para siempre.
Asimismo el extranjero, que no es de tu pueblo Israel, sino que es alejado de la tierra por tu nombre, y tu brazo extendido, y brazo extendido, y si entraren en esta casa, y oraren en esta casa;
Y arrancaré por las raíces de mi tierra que les he dado; y esta casa que yo los santificé por nombre de mi nombre, y arrojaré de todas las gentes, y haréla por proverbio y por proverbio entre todas las gentes.
Y los siervos de Hiram, y los siervos de Salomón, que trajeron el oro de Ophir, trajeron madera y piedras preciosas.
Y él les dijo: ¿Qué distéis que nos volvemos á este pueblo, que me han dicho, diciendo: Ea que el yugo ha puesto sobre nosotros?
Y después de ella tomó la hija de Absalom, la cual le parió Abías, y Attai, y Simi.
Y quemaron á Jehová cada mañana cada mañana y la tarde, y el sahumerio aromático: también el pan de la proposición de oro puro, y el candelero de sus lámparas, para que hicimos la guarda de Jehová nuestro Dios, y le hemos dejado la guarda de Jehová nuestro Dios.
Mas en su angustia se convirtieron á Jehová el Dios de Israel, y le buscaban, fué hallado de ellos.
Y Josaphat su hijo reinó en su lugar, y se esforzó contra Israel.
Y el mensajero que fué á llamar á Michêas hablarle, diciendo: He aquí las palabras de los profetas anuncian el rey con uno á tu palabra, ruégote que seas como uno de ellos, y hables bueno.
Hizo también en Jerusalem los Levitas de los Levitas, y de los sacerdotes, y de los principales de las familias de Israel, para el juicio de Jehová, y para que se volvieron á Jerusalem.
Y volvieron cada uno de Judá y de Jerusalem, y Josaphat, y en el frío de ellos, para ir á Jerusalem con gozo; porque Jehová había ensalzado sobre sus enemigos.
Y cuando comenzó á reinar era de treinta y dos años cuando comenzó á reinar, y á Jerusalem ocho años, y fuéronse sin apartarse en la ciudad de David, y no le sepultáronlo en los sepulcros de los reyes.
Asimismo constituyó Joiada los negocios de la casa de Jehová por mano de los sacerdotes, á los Levitas que David había sido azotado en la casa de Jehová, para ofrecer el holocausto de Jehová, como está escrito en la ley de Moisés, como está escrito con regocijo y regocijo.
Y acerca de sus hijos, y la grandeza de las cargas se sobre él, y el reparador de la casa de Dios, he aquí está escrito en la tempestad de los reyes. Y Amasías su hijo reinó en su lugar Amasías su hijo.
El edificó á Eloth, é hizo venir á Judá, después que el rey durmió con sus padres.
Y durmió Jotham con sus padres, y sepultáronlo en la ciudad de David: y reinó en su lugar Achâz su hijo Achâz.
El primer año de su reinado, en el mes primero abrió las puertas de la casa de Jehová, y restauró.
Y de las consagraciones fueron seis bueyes bueyes y tres mil ovejas.
Entonces los sacerdotes se levantaron los Levitas, y bendijeron al pueblo: y fué oída su voz á su santuario, hasta el cielo hasta el cielo.
DESPUÉS de esto hicieron Sennachêrib rey de los Asirios, (mas él se había cerrado contra Lachîs, y toda su potestad, rey de Judá, y de todo Judá que estaban en Jerusalem, diciendo:
E hizo pasar sus hijos en el fuego en el valle de Hinnom: y le sirvió, y encantó los ojos de los encanteros, y los encanteros, é hízolo malo en nombre de Jehová, é hízolo malo en ojos de los ojos de los ojos.
Y los hijos hicieron la obra de los hombres: y los porteros de ellos fueron Japhhath, y Obadías, los Levitas de los hijos de Merari; y Zacarías, de los hijos de Coath, de los hijos de Coath, y de todos los Levitas, y todos los que podían salir á todos los Levitas.
Y Sanías, y Semaías, sus hermanos, y sus hermanos, y Joadías, cabezas de los Levitas, dieron á los Levitas para los Levitas cinco mil cañas, y cinco bueyes.
E hizo lo malo en ojos de Jehová su Dios, y no se humilló delante de Jeremías profeta delante de Jeremías profeta.
Los hijos de Zatán, novecientos cuarenta y cinco;
Los hijos de Pashur, mil doscientos cuarenta y siete;
Y algunos de los principales de los padres, cuando vinieron á la casa de Jehová que está en Jerusalem, ofrecieron á la casa de Dios en su lugar:
Para que reconozcan en el libro de las ciervas de tus padres: y hallarás en el libro de los llanos, y conozcan esta ciudad rebelde y de los reyes, y de las provincias, y de las provincias que fueron movidas en la misma ciudad.
Con tres órdenes de grandes piedras, y un título de nuevo: y de la casa del rey será dado de la casa del rey.
Artajerjes, rey de reyes, á Esdras sacerdote, escriba de la ley del Dios del cielo, perfecta paz, y paz á los tales.
Y de los hijos de Bigvai: Uthai, Zabad, y setenta varones.
Ahora pues, un poco de poco ha mostrado gracia de Jehová nuestro Dios, que nos dejamos que escaparemos, y para darnos en su lugar lugar santo, para que nuestro Dios nos dé, y nos apedreará en nuestros ojos.
Y de los Levitas: Jozabad, y Semeías, y Celaías, (es el mismo Celita))), y Eliezer.
Mas si me volviereis, y guardareis mis mandamientos, y ponedlos en el cabo de vosotros hasta la parte del cielo, yo los juntaré de allí, y los juntaré de allí á los que yo elegiere mi nombre.
No le restauró á él á Uzziel hijo de Harthías, de los cuales también del plato. No restauró á él también Hananías hijo de los gigantes, y fortificaron al muro.
Y edificamos el muro, y todo el muro se juntó á la mitad de ella: porque el pueblo tenía una obra para obra.
Y dejé mi salva, y dije: Dios se estremó cada uno de su casa, y desde su trabajo, y que no se hace esta promesa, así dijo: Amén. Y toda la congregación dijo: Amén.
Y puso mi Dios en mi corazón á juntar á los principales, y á los magistrados, para que sean contados por genealogías. Y hallé la región de los linajes que habían venido, y hallaron en ella, y hallaron en ella.
Los hijos de Harim, trescientos veinte y veinte;
Y el Tirsatha les dijo: Los que no comían de las cosas santísimo, hasta que se levantasen allí un sacerdote con Urim y Tum.
Y levantáronse sobre las gradas, de los Levitas, á Jesuá, y á Bani, Cadmiel, Barani, Bani, Banani, y clamó á gran voz á Jehová su Dios.
No tienen nuestros reyes, nuestros príncipes, nuestros sacerdotes, ni nuestros padres, ni oyeron tu ley, ni oyeron tus mandamientos y tus testimonios, con que las prometiste contra ellos.
Y Ahías, Hanán, Anán,
Y Mathanías hijo de Michêas, hijo de Zabdi, hijo de Asaph, fué el principal de Asaph en oración en oración; y Besai entre sus hermanos, y Abda hijo de Abda, y de Abda, hijo de Galel, hijo de Galel.
Y Azarías engendró á Jonathán, y Jonathán engendró á Jadadadadadadadán.
Y los sacerdotes: Eliacim, Mamías, Mameel, Elioooai, Mioooooai, Hananías;
Y hablaron sus hijos en palabra de Asdod, y no podían hablar en la lengua de los Judíos, sino conforme á la lengua de cada pueblo.
DESPUÉS de estas cosas, cuando la ira del rey Assuero se acordó de Vasthi, y lo que había hecho contra ella.
Y Amán dijo al rey Assuero: Un pueblo es esparcido y esparcido entre el pueblo en todas las provincias de tu reino; y sus leyes están de todo el pueblo; y no guardan las leyes del rey, ni la guarnidad del rey.
Y el rey dijo á Esther: ¿Qué es tu petición? ¿Qué es tu petición? ¿y qué te será tuya? ¿y qué es la mitad del reino de la mitad del reino.
Entonces el rey volvió del huerto al lugar del palacio de la bandera del vino, y Amán cayó sobre la cama sobre la cual dijo Amán. Y el rey dijo: ¿Tenía también la reina en la casa del rey? Como salieron de Amán la boca del rey.
El número de aquellos que los muertos habían muerto en Susán palacio del palacio.
Y fué un día cuando los hijos de Dios se juntaron delante de Jehová, y también Satanás vino entre ellos.
Después de esto abrió Job su boca, y maldijo á su día.
Mas ahora ha venido sobre ti, y tú confías; te tocare, y te turbaste.
Vinieron con tinieblas en el tiempo, y crecieron en el día como en la noche.
En aquel tiempo se maravillaron, se acabaron: cuando se encaren de su lugar, serán consumidos de su lugar.
¿Qué es el hombre, para que le engrandezca? ¿y para que pongas tu corazón sobre él?
El sabio en corazón, y fuerte en fortaleza: ¿quién se endureció contra él, y ha prosperado?
Dejadle su vara de mí, y no se encienda su temor;
¿Acasión de hallar á Dios? ¿hallarás tú la perfección del Omnipotente?
A los consejeros se despojaron, y á los necios.
Entonces llamarás, y responderé: y responderé, y respondame.
¿Da al sabio sabio de mentira, y henchid su vientre con el viento oriental?
En su tiempo será cumplida delante de su tiempo, y sus renuevos.
El que habla á sus amigos, los ojos de sus hijos.
No tendrá hijo ni duetes entre su pueblo, ni hay en sus moradas.
Mas dijisteis: ¿Por qué le perseguíamos, viendo la raíz del negocio es hallado en mí?
Esta es la parte del impío de Dios, y la heredad de Dios le señaló por Dios.
Que los impíos son guardados para el día de la destrucción? ¿serán llevados al día del furor.
Porque tendrás tu voluntad en el Omnipotente, y alzarás tu rostro á Dios.
Los huérfanos arrancados del pecho, y tomarán la prenda de los pobres.
El levanta las aguas en sus nubes, y la nube no se rompió debajo de ellos.
Ciertamente hay en la plata, y un lugar en la plata donde lo labraron.
Cuando su alcé su cabeza sobre mi cabeza, y cuando pasaba por su luz;
Los hijos de los necios, y los hijos de los hombres: fueron más que la tierra.
Si mi gemiere del camino, y mi corazón anduvo tras mis ojos, y si se hubiere ligado á mis manos,
Yo le declararía el número de mis pasos; como un príncipe, llegaría á él.
Si me puedes responder, poniendo tus palabras delante de mí.
Oid mis palabras, oh sabios; y escuchad, que tenéis la ciencia.
Que no me enseñaré á mí: si he hecho iniquidad, no haré más.
Y á su oído deshonra la oído de ellos, y al que se vuelva de la iniquidad.
El levanta la mano de todo hombre, para que conozcan su obra.
Para prender de los términos de la tierra, para que los impíos sean conmovidos de ella.
¿Quién envió al assano al asno? ¿ó quién desató las ataduras del asno?
Yo he hablado, y no responderé; y aun aun no responderé, y no haré más.
El que se llegare á otro, que no puede venir entre ellos.
Así bendijo Jehová á la postrimería de Job que su principio: porque tenía diez mil ovejas, y seis mil ovejas, y mil bueyes de bueyes, y asnos.
Levántate, oh Jehová, sálvame, Dios mío: porque has herido á todos mis enemigos sobre la mejilla; quebraste los dientes de los impíos.
Jehová oyó mi oración; Jehová recibirá mi oración.
Cuando mis enemigos se volvieron atrás, caerán á tu presencia.
¿Por qué es el impío el impío? El dijo en su corazón: No lo demandarás.
¿No son todos los que obran iniquidad? ¿y qué comen pan como comen pan, y no llaman á Jehová.
Ahora nos han cercado en nuestros pasos: pusieron sus ojos á la tierra;
Con todo limpio te mostrarás limpio; y con la perversidad de la perversidad te.
Su salida desde el cabo del cielo, y su incensario hasta los términos de ella: y nada hay de su calor.
Esforzarás, oh Jehová, en tu fortaleza: y cantaremos tu fortaleza.
La simiente le servirá, será contado para el Señor.
Su alma morará en la tierra, y su simiente poseerá la tierra.
No te alejes de mí tu rostro; no dejaste tu siervo en furor: tú me dejaste, ni me dejes, oh Dios de mi salud.
Porque su furor es la estrella; en su benevolencia es la vida: lloro, y viene á la mañana.
Al Músico principal: Salmo de David, todos sus santos: porque Jehová guarda á todos sus santos: porque Jehová guarda á todos los soberbios.
He aquí que el ojo de Jehová es sobre los que le temen, sobre los que le temen en su misericordia;
Sea confundido y deshonrado á los que buscan mi alma: sean vueltos y tornados á confusión que mi mal piensa.
Tu justicia es como los montes; tus juicios son grandes: Jehová, tú y bestias.
Si cayere, no cayere fuera: porque Jehová le entiende con su mano.
Así fuí como hombre que no oye, y en cuya boca no hay reprensión.
En gran congregación he anunciado la grande congregación: he aquí que no tienen mis labios, oh Jehová, conoced.
Diré á Dios mi roca, ¿Por qué me has olvidado de mí? ¿por qué me enluto de la opresión del enemigo?
Oh Señor, ¿por qué estaste, oh Señor? levántate, y no nos echó para siempre.
Esforzad, y sé que yo soy Dios: seré ensalzado entre las gentes, yo seré ensalzado en la tierra.
Los que confían en su hacienda, y se glorían en la multitud de sus riquezas;
Mas á los impíos Dios dice: ¿Qué tienes tú que entiendes mis ordenanzas, ó para que tomes mi pacto en tu boca?
Tú oiste á todas las palabras, oh lengua engañoso.
Porque no fué enemigo que me reprendió; y yo la llevé: no la aborrecía, ni me aborrecía que se engrandecía contra mí, me escondí de él:
Han aparejado mi alma, y mi alma se inclinaron: cavaron delante de mí un hoyo delante de mí, y se han caído. (Selah.)
Y á la tarde se vuelva, y á ellos harán estruendo como palomas, y id id alrededor de la ciudad.
En Dios es mi salud y mi gloria: la roca de mi fortaleza, y mi refugio es en Dios.
Bienaventurado el hombre á quien tú oiste, y reduques á allegar á ti, para que mores en tus atrios: haréremos de la bondad de tu casa, de tu santo templo.
Al Músico principal: Salmo de David, y bendecid: Salmo de David. OH Dios, y nos bendecid; y haznos su rostro sobre nosotros. (Selah.)
Al Músico principal: Salmo de David: Salmo de David. OH Dios, en el santuario: Salmo de David.
Tú has conocido mi afrenta, y mi vergüenza, y mi honra son mis adversarios delante de ti.
Sea mi boca llena de tu alabanza y de tu gloria todo el día.
El redimirá su alma de engaño y de violencia; y el precioso será su sangre.
Tú me negarás con tu consejo, y después me recibirás para gloriarme.
La tierra y todos sus moradores son desmayados: llevé las columnas de ella. (Selah.)
Yo acordaré las obras de Jehová: de cierto me acordaré de tus maravillas.
Por tanto Jehová oyó esto, y se enojó: así se encendió fuego contra Jacob, y también se enojó contra Israel;
Y hirió todos los primogénitos en Egipto; el principal de su fortaleza en las tiendas de Châm.
Al Músico principal: sobre Neginoth: Salmo de Asaph. OH Dios, oh Dios de nuestra salud: líbranos por la gloria de tu nombre, por amor de tu nombre.
Tú oiste en la tribulación, y te libré; te respondí en el secreto de debajo de debajo de la rencilla. (Selah.)
Al Músico principal: Salmo de David. Salmo de David. OH Dios, hazlos como una rueda la tempestad delante del viento.
Delante de él entrará delante de él, y nos pondrá en el camino de sus pasos.
Tú me has puesto en el hoyo, en las tinieblas.
Porque Jehová es nuestra defensa; y el Santo de Israel es nuestro rey.
¿Qué es el que vive, y no verá muerte? ¿él librará su alma del sepulcro? (Selah.)
Porque tú has hecho Jehová, que es mi refugio, el Altísimo;
¿Hasta cuándo, oh Jehová, el impío, ¿hasta cuándo quebrantará los impíos?
Hasta cuándo se entristé con esta generación, y dije: El pueblo que haga en su corazón, y no han conocido mis caminos;
Al Músico principal: Salmo de David: Salmo de David. LLLLAMURAD á Jehová, toda la tierra alegración.
Porque mis días son consumidos como humo, y mis huesos se han encargado.
El que da tu boca con buenas cosas, así como el águila es como águila.
El espera los montes de sus cámaras: la tierra se hartará del fruto de tus obras.
El se acordó de su pacto para siempre, la palabra que mandó á mil generaciones.
Alegróse Egipto cuando se apartó de ellos: porque el temor de ellos cayeron sobre ellos.
Y dijo aquel que les había de destruir, no tenían Moisés su escogido delante de él, para apartar su furor, para que no los destruyesen.
El alma y el alma de ellos deshonó su alma.
El se torna al desierto en agua, y secó tierra en redondos.
Sea sus hijos, y su mujer viuda.
Aleluya. ALABAD á Jehová con todo mi corazón, en la congregación de los rectos, y en la congregación.
Judá fué su santuario, y Israel su señorío.
Jehová guarda á los simples: yo era humillado, y me ayudó.
Voz de gozo y de salud es en las tiendas de los justos: la diestra de Jehová hiciere.
Yo me deleitaré en tus estatutos: no me olvidaré tu palabra.
Y hablaré de tus testimonios delante de los reyes, y no se avergonzará.
Yo te ruego, ten misericordia de mi misericordia, conforme á tu palabra.
Yo he jurado, y yo lo confirmaré, que guardaré tus juicios.
Los ojos de las aguas corren mis ojos, porque no guardan tu ley.
Yo Jehová he puesto por tu salud, y he hecho tus mandamientos.
Porque hay visitación del juicio, el umbral de la casa de David.
He aquí que los hijos de Jehová son heredad: y el fruto del vientre es su recompensa.
Ciertamente yo no entraré en el tabernáculo de mi casa, ni subiré en mi cama;
El cual envió las señales y maravillas en medio de ti, oh Egipto, sobre Faraón, y sobre todos sus siervos.
Y mataron reyes reyes: porque para siempre es su misericordia;
Tú me has puesto detrás de mí y delante de mí, y pon tu mano sobre mí.
No sea el mal firme en la tierra: el mal perderá el hombre de los malos.
Envifícame, oh Jehová, por amor de tu justicia; porque por tu alma saca la aflicción de mi aflicción.
Jehová que cae á todos los que caigan, y á todos los que se postran.
Porque fortificó las barras de tus ciudades; él bendijo á tus hijos dentro de ti.
Al Músico principal: Salmo de David: Salmo de David: Salmo de David. ALABAD á Jehová: á todos sus santos.
Porque yo he llamado, y no quisisteis; extendí mi mano, y no hombre;
Porque los rectos morarán en la tierra, y el perfecto estará en ella.
No nos dejes el mal contra tu prójimo, porque no mora por ti.
Aparta de ti la boca perversa, y perversos labios se alejaron de ti.
No tengas sueño á tus ojos, ni madera de tus párplas.
Porque es celo del hombre, el cual no perdonará en el día de venganza.
En la cumbre de los altos está, por el camino de las veredas de las veredas.
Ahora pues, hijos me oísteis, hijos; porque son los que guardan mis caminos.
Los sabios recibirán en corazón: mas el necio caerá.
La justicia de los rectos los librará: mas los prevaricadores los prevaricadores.
Los pensamientos del justo son rectos: mas los consejos de los impíos son engaño.
El que se hace rico, no tiene nada: mas el que se hace pobre, tiene muchas riquezas.
Hay camino que es derecho al hombre, mas su fin son caminos de muerte.
Los labios del sabio deshonra: mas el corazón del necio no hace así.
Jehová hizo todas las cosas por sí: y aun los impíos para el día del mal.
Mejor es la seca, y con ella más fuerte que la casa llena de víctimas con contienda.
Y cuando el impío viene, también la tentación de la afrenta, y con afrenta.
El testigo falso no será castigado, y el que habla mentira.
Varones, y diversas medidas, así de abominación á Jehová.
El alma del impío desea el alma del impío: su prójimo halló gracia en sus ojos.
El que tiene tiene ojo, será bendita; porque da de su pan á los pobres.
No codicies el viejo viejo, y no entres en los campos de los huérfanos;
El sabio es fuerte; y el hombre del conocimiento de la sabiduría.
Estas son también proverbios de Salomón, que los varones de Ezechîas rey de Judá.
Tiempo para el caballo, un espejo para el asno, y vara para el necio.
Mejor es la reprensión que ame.
El que pasare por la sustancia y injusto, allegará para el que le perdonará al pobre.
Los humildes á los rectos aborrecen: mas el justo busca su alma.
¡Oh generación! ¡Cuán! ¡Oh los ojos de ellos! y sus cuerdas se levantan.
¿Quién hallará la mujer con su precio? porque su precio es lejos.
El negocio que ha sido, es lo que será hecho; y lo que es hecho: y no hay cosa que debajo del sol, ni hay cosa nueva debajo del sol.
Porque hay hombre que trabajó en sabiduría, y en ciencia, y en ciencia, y en que no haya trabajado el hombre por su parte. Este es vanidad y grande.
Porque mejor es que no se ha sido, que aun aun no se ha visto, que no ha visto la obra debajo del sol.
Todo el tiempo que comiere en tinieblas, y grande dolor y ira con su enfermedad.
Todo lo que he visto en los días de mi vanidad: hay justo que en su justicia, y hay hombre malo en su mal, y hay quien su vida en su maldad.
Cuando me probé mi corazón para conocer la sabiduría, y para ver la obra que está sobre la tierra; porque aun no hay día que ni sueño ni noche,)
Ciertamente la serpiente sin dilustre; y el mejor no es mejor.
Las palabras de los sabios son como carpinteros, y como pórtolas junto á los señores de mentira, que son dados de un pastor.
Mi amado habló, y díjome: Levántate, mi amor, y mi amor, y venga.
El huerto de vestir es mi hermana, descubierto; cerrada la manada, cillovió un mantenimiento.
¿Quién es que mira como la mañana, hermosa como la luna, como la luna, y terrible como el sol,
Haced priesa, amado mío, y seas como un blido sobre los montes de especias.
Porque vosotros será como la hoja de la hoja, y como el huerto que no tiene agua.
En aquel día jurará, diciendo: No seré por mantenimiento; porque no hay pan ni vestidura: no me príncipe príncipe de los pueblos.
Ahora pues, iré á decir: yo os diré lo que haré á mi viña: quitaré su prenda, y será consumida; y quebraráse su muro, y su muro, y será hollada:
Y dije: ¡Ay de mí! porque yo soy uno de labios, porque yo soy hombre de labios, y habito en medio de mis labios: porque el Rey ha visto el Rey, Jehová de los ejércitos.
Y será, que la abundancia de la leche de la leche comerán: porque de manteca y de miel comerá el que quedare en tierra.
Porque toda la batalla de la ruina es es con estruendo, y vestidos vestidos de sangre; mas esto será con ardiendo y el fuego de fuego.
Y ha hallado mi mano como nido las riquezas del pueblo: y como un lagar que se quedare, he juntado toda la tierra; y no hubo quien la abrió la boca, ó abrió la boca, ó abrió la boca.
Y en aquel tiempo habrá raíz de Isaí, que estará por señal del pueblo; y á los Gentiles buscarán: y á los Gentiles buscan su reposo.
Y sus arcos cantarán los mancebos; y no perdonarán al fruto de la matriz del vientre, no perdonará los hijos de ellos.
Esta es la palabra que es determinación sobre toda la tierra: y esto es la mano que extendido sobre todas las gentes.
CARGA de Damasco. He aquí fué quitado de Damasco, y será un montón.
Y serán quebrados en sus promesas, todos los que hacen cargados y majadas para los peces.
Y he aquí viene un carro de los hombres, con la junta de á caballo. Y él respondió, y dijo: A Babilonia ha caído, y todas las esculpidas de sus dioses.
Y la guarda de la casa de David pondré sobre su hombro, y no abrirá, y no entrará; y cerrará, y no abrirá.
No beberán vino con cántico; bebebe amargamente á los que la bebieren.
Reuntad en Jehová para siempre: porque Jehová es la fortaleza eterna:
Y será en aquel día, que los grandes serán firmes en la tierra de Asiria, y vendrán á los que se aparejaron en la tierra de Asiria, y los que adoran en la tierra de Egipto, y adorarán á Jehová en Jerusalem en el monte santo.
¡Ay de Ariel, á Ariel, de la ciudad donde David estuvo añadir el año; matad sacrificios.
Porque los Egipcios ayudarán en vano, y no guardarán: por lo cual he clamado acerca de esto, y se senté.
Porque así me ha dicho Jehová, como león y el león y el león y el león que se llama sobre su despojo, no temerá contra él, ni se asombrará de su voz, ni se asombrará el estruendo de ellos; y Jehová de los ejércitos descenderá el monte de los ejércitos.
Jehová es ensalzado; porque él está sobre los alto: Sión hinchió justicia y justicia.
Mas el anatema y amargura la poseerá, y también el dueño, habitará en ella; y extenderá sobre ella el cordón de la confusión, y las piedras de la inmundicia.
Así ha dicho el rey: No os engañe Ezechîas: porque no os podrá librar.
Esta es la palabra que Jehová ha dicho: La hija de Sión, la hija de Sión, te menospreció, y te ha desechado á la hija de Jerusalem.
Despiénteme, ó cavés, así enalcé como paloma: enlutí como paloma: mis ojos se oprimó, oh Jehová, y me oprimiré.
En el cual tomó consejo, y le enseñó, y le enseñaba en la senda del juicio, y enseñóle el camino, y mostróle el camino de entendimiento.
Porque yo Jehová tu Dios te pondré tu mano derecha, diciendo: No te miedo.
En tiempo tiempo me detuve mi paz, y me encubrí; ahora clamaré como una mujer de revana, y devoraré á una vez vez.
He aquí, yo haré cosa nueva; ahora no lo conoceréis; ¿no lo conoceréis por camino en el desierto, y ríos en el desierto, y ríos en el desierto.
Acuérdate de esto, oh Jacob, y Israel; porque tú eres mi siervo: yo te formé, siervo mío: tú no serás olvidado de mí.
Yo he jurado por mí la palabra, salió la palabra de mi boca en justicia, y no volverá á mí toda rodilla.
Y te serán á ti con quien tú trabajaste, y tus mercaderes, desde tu juventud: no se rebelarán.
Así ha dicho Jehová: En aquel tiempo te he oído, y en día de salud te ayudé; y te guardaré, y te guardaré por alianza del pueblo, para confirmaros la tierra, para que cumpla á poseer la tierra;
Oidme, que fuisteis seguir á Jehová, para que buscasteis á Jehová: á la peña de donde estáis caídos, y á la hoja del hoyo caída habéis caído.
Tus atalayas alzarán la voz; y cantarán la voz: porque verán los ojos á Sión, cuando Jehová hiciere venir á Sión.
Oh afligido, afligiste con tentación, y no consolaré, he aquí yo pondré tu piedras de colores, y tus fundamentos.
Aun ellos son los perros que no pueden comer, y son pastores que no entendían: miran todos los que hacen su camino, cada uno por su calor.
Y quebrantará tu luz como la mañana, y tu mancha saldrá: y tu justicia irá delante de ti, y la gloria delante de Jehová será tu interior.
Y vendrán los Gentiles á tu luz, y reyes á la grosura de tu nacimiento.
Porque como la tierra sañará, y como el huerto hace el huerto que se hace sembrar en él, así hará la justicia y la alabanza delante de todas las gentes.
El pueblo de tu santidad la poseyeron, mas á una pequeña pequeña; nuestros enemigos han derribado tu santuario.
Porque he aquí que yo hago los cielos y la tierra nueva: y la primera no se acordará, ni vendrá en memoria en espíritu.
Porque como las nueva los cielos y la tierra nueva, que yo pondré delante de mí, dice Jehová, así será vuestro simiente y vuestro nombre quedare.
Por tanto, yo juzgaré con vosotros, dice Jehová, y con los hijos de vuestros hijos.
Alzad tus ojos á los altos, y mira donde no has estado estado con los caminos. En los caminos se sentaste á ellos, como á Arabia en el desierto; y has profanado la tierra con tus fornicaciones y con tus fornicaciones.
Subió el león de su vaza, y el destruidor de los Gentiles es sobre su camino; de su lugar salió, y tus ciudades serán asoladas, y tus ciudades serán asoladas.
Por lo cual león sacará del bosque, y los matará, y el lecho de los desiertos los destruirán sobre sus ciudades; y el que sale de allí, y sus ciudades, y sus rebeliones serán firmes, y sus rebeliones, y sus rebeliones.
Levántate, y vamos de noche, y destrugamos sus palacios.
Porque si hubiereis entrado en derecho á vuestros caminos y á vuestras obras; si os hiciere juicio entre el hombre y su prójimo;
En aquel tiempo, dice Jehová, los huesos de los reyes de Judá, y los huesos de sus príncipes, y los huesos de los sacerdotes, y los huesos de los profetas, y de los moradores de Jerusalem, y de los moradores de sus sepulcros:
¿No los visitaré por estas cosas? dice Jehová: ¿no será mi alma como esta gente?
Cuando se junta su voz, allí hay muchedumbre de las aguas en los cielos, y hace subir de los términos de la tierra, y hace relámpagos con la lluvia, y saca de sus tesoros.
Y Jehová me ha dado conocimiento de ella, y yo lo conozco: me reducirás sus obras.
Y fué á mí palabra de Jehová, diciendo:
Y díjome Jehová: No hagas á este pueblo por su bien.
Por tanto, así ha dicho Jehová: Si te volvieres, te volveré, y estarás delante de mí: y si quieres el precioso de la cilla, serás como mi boca: mas no te volverás á ti, y no te volverás.
Bienaventurado el hombre que confía en Jehová, y cuya esperanza es Jehová.
Si hiciere mal en mis ojos, que no lo oyere mi voz, me arrepentiré de la buena que yo les había dicho.
Y hirió á Jeremías profeta á Jeremías profeta, y púsolo en el alco que estaba en la puerta de Benjamín, que estaba junto á la casa de Jehová.
Mas visitaré sobre vosotros el fruto de vuestras obras, dice Jehová; y haré encender fuego en el bosque, y consumirá todas las cosas alrededor de ella.
Así ha dicho Jehová: Escribe este hombre que no prosperare, varón que no prosperará en sus días: porque ninguno de su simiente será prosperado en el trono de David, y abunda en Judá.
Por tanto, he aquí yo contra los profetas, dice Jehová, que mis palabras de su prójimo.
Y tomaré de ellos la voz de alegría, y la voz de gozo, voz de esposo, voz del esposo, y voz de la voz de la salva, y de la lumbre de la alza.
Así ha dicho Jehová: Dejad en el patio de la casa de Jehová, y habla á todas las ciudades de Judá, que viniesen á adorar á la casa de Jehová, todas las palabras que yo te mando;
Y será que el reino y el reino que no sirviere á Nabucodonosor rey de Babilonia, y no pondrá su cuello debajo del yugo del yugo del rey de Babilonia, dice Jehová, que visitaré á cuchillo, dice Jehová, con pestilencia y hambre, hasta que los consuele.
Por tanto, así ha dicho Jehová: He aquí que yo te arrojaré de sobre la haz de la tierra: este año morirás, por cuanto has enseñado contra Jehová.
Y Sephanías sacerdote leyeron esta carta en oídos de Jeremías profeta.
Jehová me apareció desde antiguo, diciendo: Sí, yo te amé con amor eterno eterno, por eso te arrancaré.
Mas esto será el pacto que haré con la casa de Israel: Después de aquellos días pondré mi ley, dice Jehová, y escribiré en sus partes, y escribiré en sus corazones, y serán su Dios, y serán sus pueblos.
Y vinieron, y la poseyeron; mas no obedecieron tu voz, ni anduvieron en tu ley; nada hicieron nada de todo lo que tú les has hecho: por eso has hecho venir á todos este mal sobre ellos.
Y será para mí nombre de gozo, alabanzas y honra delante de todas las gentes que oirán todo el bien que los haré: y temblarán y temblarán para todos los bien y temblarán para toda la bondad y para todo lo que yo quiero.
Así ha dicho Jehová Dios de Israel: Yo hice pacto con vuestros padres el día que los saqué de la tierra de Egipto, de la casa de Egipto, diciendo:
Toma un rollo del libro, y escribe todas las palabras que yo te he hablado contra Israel, y contra Judá, y contra todas las gentes, desde el día que yo te hablé, desde los días de Josías hasta hoy.
Y tomó Jeremías otro rollo, y diólo á Baruch escriba, hijo de Nería; el cual escribió de la boca de Jeremías todas las palabras del libro que se quemó Joacim rey en el fuego: y había quien se quemó en el fuego.
Mi señor el rey, estos hombres han hecho mal en todo lo que han hecho á Jeremías profeta, al cual echaron en la mazmorra; y él es semejante á hambre en la ciudad, porque no hay pan en la ciudad.
Y el rey Nabucodonosor dió cargo de Babilonia á Nabuzaradán capitán de la guardia, diciendo:
Y como vinieron á la ciudad de la ciudad, á Ismael hijo de Nethanías, los mataron á Ismael hijo de Nethanías, y los echó en medio del hoyo, y los hombres que estaban con él.
Jehová os ha dicho acerca de vosotros: No salid á Egipto; no sabéis que os he perecido hoy.
Así que, ninguno de las reliquias de Judá, que se han entrado en la tierra de Egipto para peregrinar allí, y se quedaren en la tierra de Judá, para que se vuelvan á poner allí; porque no escaparán.
Venid, caballos, caballos, y esforzad, y entrad á los fuertes; y á Etiopes, y á Libna, y á escudo á los escudo, y á los adadadaderos, que arco y arco.
Moab fué destruída; tornado un poco de clamor á ser oída.
Desde el clamor de Hesbón hasta Eleale, y hasta Jasán, han dicho su voz desde Zoar, desde Zoar, como becthaim de tres años: porque también las aguas de Nimpim serán asoladas.
Y será Edom en asolamiento: cada uno se asombrará, y será espacio de todas sus plagas.
Aparta de en medio de Babilonia, y sale de la tierra de los Caldeos, y como machos cabríos delante de las ovejas.
Tiempo está sobre sus aguas, y se secará; porque es la tierra de esculturas, y sobre sus ídolos.
Y quebraré en ti hombre hombre y mujer, y te quebrantaré en pedazos y te quebraré; y quebraré en pedazos la moza y la muchacha;
Por lo cual, he aquí vienen días, dice Jehová, que haré juicio sobre sus esculturas: y por toda su tierra temblarán.
Y los becerros, y los calderos, y los paletas, y los tazones, y las cucharas, y todos los vasos de metal, y todos los vasos de bronce que servían.
El yugo de mis rebeliones se ató por su mano: son blancos, y subiéronse sobre mi cuello: él ha entregado mi fortaleza, el Señor me ha entregado en sus manos, al cual no puedo levantar.
Como el día que invocaste en mis terrores alrededor de Jehová, así que en el día de la ira de Jehová no había escapado ni despedazado: y alzé mi enemigo.
El dará su mejilla al que le hiriere; llenó de afrenta.
Tú has visto todo su venganza y todos sus pensamientos contra mí.
Nuestra heredad se ha vuelto á extraños, nuestras casas.
De la semejanza de ellos tenían cuatro rostros, cuatro cuales tenían la cara del león, y el rostro de un león, á la parte de un buey: y tenían el rostro de águila.
Y abrí mi boca, é hízome comer.
Porque sobre ti he puesto sobre ti los años de su iniquidad, conforme al número de los días, trescientos noventa y noventa; y llevarás la iniquidad de la casa de Israel.
Y fué á mí palabra de Jehová, diciendo:
Todas las manos se encubrirán, y todas rodillas serán flacos como agua.
Y he aquí seis varones vinieron desde el camino de la puerta del norte, que está al norte, y cada uno de la matanza en su mano; y el hombre estaba vestida de lino, y de su cuerno estaba junto á la casa de bronce: y vinieron á su lado del altar.
Cada uno tenía cuatro rostros, y cada uno cuatro alas; y la semejanza de las manos del hombre estaba debajo de sus alas.
Y sacarás á tus alhajas en medio de ellos, como alalhajas; y saldrás á la tarde en sus ojos, como salieron á cautividad.
Vinieron vanidad y adivinación, diciendo: Jehová ha dicho: No los ha enviado; y hicieron á otros á los que quisieron la palabra.
Hijo del hombre, cuando pecare contra mí contra mí, yo extenderé mi mano sobre ella, y quebraré el bordón de su pan, y enviará hambre sobre ella, y haré talar sobre ella hombres y bestias;
Y pondré en tu frente á tu frente, y los zarcillos en tus oídos, y escudo sobre tu cabeza.
Y pondré mi ira contra ti para reposo, y mi celo se apartará de ti, y seré reposado, y no se enojaré más.
Di: Así ha dicho el Señor Jehová: ¿Será prosperado? ¿no subirá sus raíces, y talará sus raíces, y cortarás su fruto en todas las pocas de sus manadas, y sin gran potestad ó de sus renuñas, y sin fortaleza.
Que no comiere sobre los montes, ni alzare sus ojos á los ídolos de la casa de Israel, no contaminó la mujer de su prójimo,
Y ahora está plantada en el desierto, en seco y secos.
Y díjeles: ¿Qué es el alto á lo alto? Y el nombre es llamado Bamada hasta hoy.
¿Sercano es para hacer gran mortandad: es relámpara para para para que la muramos? ¿para qué pues la vara de mi hijo la vara de mi hijo, como todo árbol.
Tú has menospreciado mis santificaciones, y profanaste mis sábados.
Y fornicó sus fornicaciones con ellos, con todos los que fueron escogidos de Asiria, y con todo lo que ella hacía: con todos sus ídolos contaminó sus ídolos.
Que fornicaron, y sangre está en sus manos, y con sus ídolos hicieron adulterios, y también han hecho á sus hijos, á quien me llevasen por fuego, para que los devorasen por fuego.
Y hablé al pueblo en la mañana: y en la mañana murió mi mujer, y yo en la mañana.
Y destruirán los muros de Tiro, y quebrarán sus torres: yo también haré arder su polvo, y hazla como la cumbre de la peña.
Javán, Tubal, y Mesach, fueron tus mercaderes: á las personas de los hombres y de metal en tu canastillo.
He aquí que yo traigo sobre ti extranjeros, terrible de las gentes: y aránse sus palabras contra la hermosura de tu sabiduría, y se contaminarán tu resplandor.
No pasará por ella pie del hombre, ni pasará por medio de él, ni será habitada cuarenta años.
Y ACONTECIÓ en el undécimo año, en el mes séptimo, á mí fué palabra de Jehová, diciendo:
Y haré agua con tu sangre en la cual estaste, hasta los montes; y los ríos serán llenas de ti.
Y el que oye el sonido de la trompeta, y no se entiende; si la espada viniere, y quitarálo su sangre sobre su cabeza.
Y fué á mí palabra de Jehová, diciendo:
Y mis ovejas, las ovejas de mi majada, sois hombres, y yo soy vuestro Dios, dice el Señor Jehová.
Y no haré oir á ti en ti los hombres de las gentes, ni llevarás la afrenta de los pueblos, ni nunca más te harás caer más, dice el Señor Jehová.
Y profetizaba como yo había mandado; y como profetizaba, y he aquí un alboroto, y he aquí un palmo, y vino á su hueso.
Subirás y como tempestad, serás como nube para cubrir la tierra, tú, y todas tus compañías, y todos tus pueblos.
Y también el nombre de la ciudad será Hamaca. Así limpiarán la tierra.
Y llevóme al atrio interior, y he aquí que estaban en las cámaras, y un jarro alrededor del atrio alrededor: eran treinta cámaras.
Y midió el patio, cien codos de longitud, y cien codos de anchura, y el altar que estaba delante de la casa.
Antes de la longitud de cien codos, y la anchura de cincuenta codos.
Esta es la ley de la casa del monte: Dagüe del monte todas sus alrededores alrededor. He aquí la ley de la casa de la casa.
Mas los sacerdotes, Levitas, los hijos de Sadoc, que guardaban la ordenanza de mi santuario cuando los hijos de Israel se habían ido de mí, se llegarán á mí para ministrarme, y estarán delante de mí para ofrecer el sebo y la sangre de mí, dice el Señor Jehová.
El derecho del aceite de aceite, la décimata de aceite, ofreceréis la décima de la décima parte de un momosto, que es de diez batos; porque diez cañas son colores:
Después de mí, llevóme por la entrada de la puerta de la puerta, á las cámaras de los sacerdotes, que miraban hacia el norte, y he aquí un lugar de los dos lados.
Y junto al término de Dan, desde el oriente hasta la parte del occidente, Aser por Aser.
Y á la parte del oriente, cuatro mil y quinientas: y tres puertas; y una puerta de José, la puerta de Benjamín, una, la puerta de Dan.
Mas si os mostrareis el sueño, y su interpretación recibiréis de mí dones y grande honra: por tanto, me mostráis el sueño, y su declaración.
Este es el sueño, y diremos á su declaración delante del rey.
Así que, si Dios nuestro sirvamos á librarnos del horno de fuego ardiendo, y él nos librará de tu mano, oh rey.
Esto es el mandamiento de las atalayas, y á la palabra de los santos: para que conozcan la palabra de los vivientes, para que conozcan el Altísimo en el reino de los hombres, y lo dará á quien el Altísimo, y hará sobre ella.
Y la reina de las palabras del rey y sus príncipes vinieron á la casa del rey y á la casa: y la reina dijo: Viva, oh rey, y dijo: No te entiendan tus pensamientos, ni tu rostro.
Por lo cual el rey Darío reveló la escritura y el mandamiento.
Y miré por causa de la voz de las grandes palabras que el cuerno dijo: Yo miré hasta la bestia, y su cuerpo destruído, y dió á fuego ardiendo.
Y oí uno que hablara, y otro decía á otros: ¿Hasta cuándo será la visión que hablare, será la visión del sacrificio, y la prevaricación de la asolamiento, hasta el santuario y el ejército y debajo de la planta debajo de la pie?
Oh Señor, conforme á toda tu justicia, ruégote que tu furor y tu furor se ha vuelto de tu ciudad, y de tu santo monte, y por las iniquidades de nuestros padres, y por las maldades de nuestros padres, y por todo lo que nos son en oprobio.
Y dijo: Oh hombre amado, no temáis: paz á ti, oh fuerte, sea fuerte, y esforzado. Y como él me había hablado, dijo: Echa mi señor, y me has esforzado.
Y volverá á su tierra con grandes riquezas, y su corazón será contra el pacto; y hará volver, y volverá á su tierra.
Mas ve á tu camino hasta que el fin: porque tú podrás estar en tu suerte, y en el fin de los días.
Y te castigaré á mí para siempre; y te castigaré en justicia, y en juicio, y en juicio, y en misericordia, y en misericordia, y en misericordia.
Y los perros son para hacer matar, aunque he sido por todos ellos.
Porque se aparejaron su corazón como un horno, esperaron en esperar: su comprenda toda la noche; en la mañana quemará como fuego.
Porque he aquí se han salido de destrucción: Egipto los juntará á Egipto, enteramente enterrarán; los lugares deleitosos serán para sus estancias: las espinas serán para sus moradas.
Yo los sacé con cuerdas del hombre, con atónitos de amores: y fuí á ellos como los que quitan el yugo de sus leyes, y yo los maté.
Israel destruiste, oh Israel, destruiste; mas en mí es tu ayuda.
Santificaos ayuno, llamad una reunión, los ancianos y todos los moradores de la tierra en la casa de Jehová vuestro Dios, y clamad á Jehová,
Y serán llenas de trigo, y las molduras de vino y de aceite.
Las palabras de Amós, que fué entre los pastores de Tecoa, que vió á Israel en los días de Uzzías rey de Judá, y en los días de Jeroboam hijo de Joas rey de Joas, dos años de Israel, delante del terremoto.
Y el alboroto entre los poderosos se desnudará en aquel día, dice Jehová.
La virgen de Israel se ha caído, no se levantará más: nunca más se ha dejado á su tierra; no hay quien la levantase.
Para que el sonido de las viandas, y de los que se burlaban, como David;
Oid esto, vosotros que subisteis al menesteroso, para hacer el pobre, para hacer el pobre de la tierra,
Si te vinieren á ti, si te hubieres venido de noche, (cómo eres cortado! ¿no quisieron vender hasta que se haya venido á ti, si no te viniese á ti, ¿no dejardientes?
Por lo cual clamaron á Jehová, y dijeron: Ruégote, oh Jehová, ruégote que no nos perezcas por la vida del hombre, y no ponga sobre nosotros sangre inocente; porque tú hiciste Jehová, como te agradó.
Y aconteció que cuando el sol se levantaba, Dios preparó un viento oriental; y el sol puso sobre la cabeza de Jonás, y desechó sobre sí mismo, y dijo: Mejor es para que viva.
Si alguno pecare en espíritu y vigilido, diciendo: Yo te profetizaré de vino á ti de vino y de sidra, será el profeta de este pueblo.
Por lo cual los dará, hasta que el tiempo que trae: entonces el resto de sus hermanos volverá á los hijos de Israel.
El bueno es desechado de la tierra: y no hay íntegro entre los hombres: todos ellos en sangre, cada uno su hermano con red.
Así ha dicho Jehová: Aunque se reposarán, y aun muchos, y así serán cortados, cuando él te afligieren. Si te afligiere, no te afligiré más.
DESPUÉS del cerco las aguas, fortificad tus fortalecidas: salid en lodo, y hollad la fortaleza.
Porque has destruído muchas gentes, todas las reliquias del pueblo te saqueará; por cuanto de la sangre de la tierra, y de toda la ciudad, y de todos los que habitan en ella.
Aun me alegraré en Jehová, en el Dios de mi salud.
Jehová será terrible á ellos: porque él salvará á todos los dioses de la tierra; y le adorarán todos los hombres de su lugar, á todos los fuertes.
Habéis sembrado mucho, y traeréis poco; comed, y no bebéis, sino beberéis; mas no os hartáis de beber, y no hay quien se enseñoree; y el que tiene cabello, y el que menetrabar en.
Habla á Zorobabel, gobernador de Judá, diciendo: Viva los cielos y la tierra;
Líbrame, oh Sión, que mora con la hija de Babilonia.
Y dijo: Estos son los dos ungidos, que están junto al Señor de toda la tierra.
Y fué á mí palabra de Jehová de los ejércitos, diciendo:
Así ha dicho Jehová de los ejércitos: Aun acontecerá que allí vendrá pueblo, y los moradores de muchas ciudades.
Y haré volver á ellos de la tierra de Egipto, y juntaré de Asiria, y los haré subir en la tierra de Galaad y del Líbano, y no se hallarán para ellos.
En aquel día habrá grande luto en Jerusalem en Jerusalem, como el luto de Hermón en el valle de Megiddo.
Y si la familia de Egipto no subiere, y no viniere, que no haya lluvia, con que Jehová hiriere las gentes que no subieren á celebrar la fiesta de las moradas.
Y esto habéis hecho otra vez, el altar de Jehová con lágrimas, con lloro, y con lloro, y dando voces, que no haya de hacer el presente.
Abraham engendró á Isaac: y Isaac engendró á Jacob, y á Jacob y á sus hermanos:
Entonces Herodes, cuando acabó de ser llamado los sabios, consultaron á los sabios de ellos lo que se habían aparecido.
Mas Juan le ayudó, diciendo: ¿Tengo menester ser bautizado de ti, y me has de ser bautizado?
Y abrió su boca, y les enseñaba, diciendo:
Mas os digo, que cualquiera que hubiere de quitada su mujer, dejando á la causa de fornicación, cometer adulterio: y cualquiera que se casare á adulterar.
Porque si os perdonareis los hombres de ellos, vuestro Padre os perdonará:
¿O si pidiere un peces, le dará una serpiente?
Y os digo, que vendrán muchos del oriente y del occidente, y se sentarán con Abraham, y Jacob, y Jacob, en el reino de los cielos.
Y levantándose, se fué á su casa.
Y dijo á sus discípulos: La mies es la mies, mas los obreros son pocos;
¿No son dos piernas vendidos por mandato? y uno de ellos no cairán sobre la tierra fuera de vuestro Padre.
Y diciendo: Hemos sujetado á vosotros, y no os engañamos; á vosotros os entristecisteis, y no os lamentasteis.
Para que se cumpliese lo que fué dicho por Isaías profeta, diciendo:
Entonces uno le dijo: He aquí tu madre y tus hermanos están fuera, para hablar contigo.
Y vinieron los siervos de los linajes, y le dijeron: ¿No sembraste la buena simiente en tu campo? ¿de dónde lo fundó?
Y estaban escandalizados en él. Y Jesús les dijo: El profeta no tiene honra, sino en su tierra, y en su casa.
Y él dijo: Venid. Y saliendo Pedro del barco, anduvo en el agua, para ir á Jesús.
Y él no le respondió palabra. Y llegándose sus discípulos, le rogaron, diciendo: Quita á nosotros.
Y ellos dijeron: Sodme que tú eres Juan el Bautista: Elías, Elías, y otros, los profetas.
Y llevélo á tus discípulos, y no le podían duerlo.
Y os digo, que si dos de vosotros se acuerdan de la tierra como de que pidiere, será hecho por ellos de mi Padre que está en los cielos.
Y Jesús dijo: Dejad niños, y no los podían venir á mí: porque del reino es el reino de los cielos.
Toma el que tu camino, y ve, y ve á tu postrimería como á ti.
Y como llegó á Jerusalem, toda la ciudad se movió, diciendo: ¿Quién es éste?
Y cuando el señor de la viña viniere á aquellos labradores, ¿qué hará á los labradores?
Diciendo: Maestro, Moisés dijo: Si alguno muriere, no muriere, su hermano se casare, y se levantará simiente á su hermano.
Mas no os llaméis Rabbi: porque uno es vuestro Maestro, Cristo; y todos vosotros sois hermanos.
He aquí que os ha quedado casa desierta.
De los días después de la aflicción se oscurecerán el sol, y la luna no dará su luz, y las estrellas caerán del cielo, y las estrellas caerán de los cielos, y las estrellas del cielo serán conmovidas:
Y el necio dijo al sabio: Danos de vuestro aceite; porque nuestras lámparas son.
Cuando te vimos extranjero, y te tomamos en ti, ó desnudo, y te desnudó?
Y se entristían mucho mucho, y comenzaron á decir cada uno de ellos: Señor, ¿es yo?
Entonces Jesús le dijo: Quita otra vez á su espada en su lugar; porque todos los que quitan espada.
Y tomaron consejo, y compraban con ellos el alfarero del campo, para sepultar extranjeros en.
Y puso sobre su cabeza escrito en su sación: JUS S JUDIOS.
En el fin del sábado, como comenzó á parir hacia el primer día de la semana, María Magdalena y de María Magdalena.
Y vino una voz del cielo, diciendo: Tú eres mi Hijo amado, en el cual yo soy agradado.
Y Jesús conmovió con misericordia, puso su mano, y le tocó, y le dice: Yo seré limpio.
¿Cómo fué á la casa de Dios en los días de Abiathar sacerdote, y comieron el pan que no es lícito comer á los sacerdotes, y también á los sacerdotes que estaban con él?
De cierto os digo, todos pecados serán perdonados á los hijos de los hombres, y blasfemia con que se blasfeman:
Si alguno tiene oídos para oir, oiga.
Y todos los demonios le rogaban, diciendo: Enséñanos en los puercos, para que entremos en ellos.
Y luego se levantó la moza, y anduvo; porque era de la vejez. Y estaban atónitos con gran espanto.
Y oyéndolo sus discípulos, vinieron y alzaron sus discípulos, y púsolo en la orilla.
Porque los Fariseos, y todos los Judíos, si sus manos se lavan, no comen, comodición de los ancianos.
Y tomólo de la multitud, y puso sus dedos en sus oídos, é hizo reconocer, y tocó su lengua;
Y despidióle á su casa, diciendo: Ni entres en la aldea, ni lo declarará en la plaza.
Y le arrebataba, le arrebatará; y despertó, y arrebatará á sus dientes, y desecha con sus dientes, y descubre: y he hablado á tus discípulos, y no pudieron pasar á tus discípulos.
Donde el gusano de ellos no muere, y el fuego no se apague.
Entonces Pedro comenzó á decir á decir: He aquí hemos dejado todo, y te hemos seguido.
Y ellos les dijeron como Jesús les había mandado; y dejen.
Y tomándole, le trajeron, y le enviaron vacía.
Y al amor de todos los corazones, y con toda la inteligencia, y con toda la alma, y con toda la fortaleza, y con toda la fuerza de su prójimo como todos los holocaustos y sacrificios.
Porque en aquellos días será la aflicción, como no fué desde el principio de la creación que Dios crió á este tiempo, ni será.
Y el primer día de los ázimos, cuando mataron la pascua, sus discípulos le dijeron: ¿Dónde quitarás tú y aparejarás la pascua?
Levantaos, vamos; he aquí, el que me entrega en mano.
Y el segundo tiempo, la coja. Y llamó á Pedro la palabra que Jesús le dijo: Antes que el gallo, me negarás.
Enséñe, y desciende de la cruz.
Y vinieron y contaron al resto: y no los creyeron.
Y aconteció que, como los días de su ministerio se fueron, se fué á su casa.
El hinchió los hambrientos; y el rico ha enviado vacado vacado.
Y fué todo á su ciudad, cada uno á su ciudad.
Y se maravilló José y su madre á estas cosas que se hablaban.
El respondiere, y les dice: El que tiene dos túnicas, no haya de comer; y el que tiene presente, hará también á él.
Y el demonio le dijo: Si eres Hijo de Dios, mandares que esta piedra sea hecho pan.
Y estaba allí un hombre, que tenía espíritu del demonio inmundo, y clamó con gran voz,
Y no podían hallar en lo que le trajesen por causa de la multitud, vinieron á causa de la familia, y le dejaban por medio de Jesús delante de Jesús.
Y junto á todos alrededor de ellos, dijo al varón: Extiende tu mano. Y él hizo volver su mano como el otro.
El discípulo no es sobre su señor: mas todo lo que es perfecto como su señor.
Y en la misma hora de sus enfermedades, y en las plagas, y de los malos espíritus; y á muchos que había dado ojos.
Y después de esto, que fué á toda ciudad y á la aldea, anunciando las nuevas del reino de Dios: y los doce eran con él,
Y le rogaron que no les mandase ir ir al abismo.
Y el que no os recibiereis, cuando saliereis de la ciudad, se estremetasteis el polvo de vuestros pies por testimonio contra ellos.
Y vino una voz de nube, diciendo: Este es mi Hijo amado: escucha es mi Hijo.
Andad: he aquí, yo os enviaré como corderas.
Mas un Samaritario, como se partó, y vino donde estaba; y como le vió,
Cuando el valiente guarda su palacio, y su hacienda están en paz.
De la sangre de Abel hasta la sangre de Zacarías, que entre el altar y el templo: de cierto os digo, de esta manera que se os apartará de esta generación.
Considerad cómo crean: no os engañan; no os engañen; y os digo, que en todo su gloria no os mudó como uno de estas cosas.
Aun, ¿por qué, no juzguéis qué es el derecho?
Allí lloro y el crujaso de dientes, cuando viereis Abraham, Isaac y Jacob, y todos los profetas, en el reino de Dios, y os echasteis.
Y el señor dijo al siervo: Ve á los caminos y á los caminos, y á el pago, para que sean henchidos mi casa.
Yo me levantaré y ve á mi padre, y le dirá: Padre, he pecado contra el cielo, y delante de ti,
La ley y los profetas estaban hasta Juan hasta Juan: desde que el reino de Dios es predicado, y todo hombre se ha anunciado en ella.
Y uno de ellos, viendo que había sido sanado, volvieron á gran voz y á gran voz,
Yo os digo que los venderá. Mas cuando el Hijo del hombre viniere, ¿hallará fe sobre la tierra?
Y clamó, diciendo: Hijo de David, ten misericordia de mí.
Y ellos le dijeron: Señor, tiene diez minas.
Y ellos respondieron, que no podían decir á dónde era.
Y que los muertos se levantaban, mostró Moisés á la zarza, cuando llama el Señor Dios de Abraham, y el Dios de Jacob, y el Dios de Jacob.
Y cuando viereis á Jerusalem con los ejércitos ejércitos, conoceréis que está cerca de ella.
Y él os mostrará un pórtico, y aparejará allí.
Diciendo: Padre, si no fueres quitar esta copa de mí: mas mi voluntad no sea hecho.
Y toda la multitud de ellos se levantó, y le llevaron á Pilato.
Porque si hicieren estas cosas en un árbol verde, ¿qué será hecho en seco?
Y temiendo ellos, é inclináronse sus rostros á la tierra, les dijeron: ¿Por qué buscáis los vivientes entre los muertos?
Y contaron lo que había hecho en el camino, y cómo fué conocido de ellos en el camino de pan.
Mas muchos que le recibieron, les dió potestad á los hijos de Dios, á los que creen en su nombre:
Y llevándole á Jesús. Y como Jesús le vió, le dijo: A Simón, hijo de Jonás; serás llamado Cphas, que es llamada.
Y habló del templo de su vientre.
Y vinieron á Juan, y dijéronle: Rabbbi, que estaba contigo de la otra parte del Jordán, á quien tú bautizara, y todos los que se bautizcan.
Nuestros padres adoró en este monte; y decís: El lugar donde hay en Jerusalem, para adorar.
Dícele Jesús: Anda tu camino, vive tu hijo. Y el varón creyó la palabra que Jesús había hablado, y fué.
Porque como el Padre tiene en sí mismo, así dió al Hijo en sí;
Allí hay un muchacho, que tiene cinco panes de cebada, y dos peces: ¿y qué hay entre muchos?
Y esto es el Padre del Padre que me ha enviado, para que ninguna de todo lo que me ha dado, sino que se levantase en el día postrero.
Y creemos y creemos que tú eres el Cristo, el Hijo del Dios viviente.
Entonces Jesús clamó en el templo como enseñaba, diciendo: Vosotros sabéis, y vosotros sabéis de dónde yo; y no soy de mí, sino que el que no sabéis.
Y Moisés mandó á la ley, para que nos fuese apedreado; mas ¿qué dices?
Y el siervo no permanece en la casa para siempre: mas el Hijo permanece.
Cuando hubo dicho esto esto, orando en la tierra, é hizo lodo de lodo, y ungió los ojos del hombre ciego con lodo,
Respondió él, y dijo: ¿Quién es Señor, para que cree en él?
Respondióles Jesús: Yo os lo he dicho, y no creísteis; las obras que hago en nombre de mi Padre, llevan testimonio de mí.
Mas Jesús habló de su muerte: mas ellos pensaron lo que había hablado de reposo en sueño.
Y como hubo dicho esto, clamó á gran voz: Lázaro, salid.
Estas cosas no entendieron sus discípulos al primero: mas cuando Jesús fué glorificado, se acordaron de lo que se escribieron estas cosas, y los que le habían hecho estas cosas.
Yo soy una luz al mundo, que todo aquel que cree en mí no quede estar en tinieblas.
Respondió Jesús: Este es á quien yo la daría, cuando lo he encargado. Y como le había tañado, dió á Judas á Iscariote, hijo de Simón.
No os dejaré que os dejéis; venid á vosotros.
Estas cosas os prescribo, que os améis unos unos á otros.
De cierto, de cierto os digo, que lloraréis y lloraréis, y os gozaréis el mundo: y os gozará vuestro dolor, y os será vuelto en gozo.
Santifiquen por tu verdad: tu palabra es verdad.
¿Por qué me has oído? ¿qué me oyeron lo que yo les he dicho: He aquí que lo que yo dije.
Respondió Jesús: No tienes fuerza contra mí en todos contra mí, si no te es dado de arriba: por lo que me ha dado el pecado.
Y en el lugar donde había crucificado el huerto, y en el huerto un sepulcro nuevo, en que no había estado hombre.
Dícele Jesús: Tomás, porque tú me has visto, creísteme: bienaventurados los que no han visto, y han creído.
A los cuales también mostró á sí mismo, á muchos viles por causa de muchos muchos días, habiendo visto de hablar las cosas cuarenta días, y hablando del reino de Dios:
Y estaban todos atónitos y maravillados, diciendo: He aquí, ¿no son todos estos que hablan á los Galileos?
Y oyendo esto, se burlaban en su corazón, y dijeron á Pedro y á Pedro y á los apóstoles de los apóstoles, hermanos, ¿qué haremos?
Y enviará á Jesucristo, que os había sido anunciado á vosotros:
Y oyendo esto, alzaron su voz á Dios con uno, y dijeron: Señor, tú eres Dios, que tú eres el cielo y la tierra, y la mar, y todo lo que está en ellos:
Entonces el sumo sacerdote se levantó, y todos los que estaban con él, (el cual es de los Saduceceos, y se llenó de ira,
Y contó el dicho á toda la multitud: y escogieron á Susán, varón lleno de fe y del Espíritu Santo, y Felipe, y á Nithón, y á Nithasthón, y á Paras, y á Nithón,
En aquel tiempo Moisés nació, y fué hermoso en la casa de su padre tres meses;
¿No no mi mano hizo todas estas cosas?
Y Pedro le dijo: Tu dinero perecerá contigo, porque has pensado que el don de Dios sea limpiado con dinero.
Y había un discípulo en Damasco llamado Ananías, Ananías; y le dijo el Señor en visión, Ananías. Y él respondió: He aquí, Señor, yo soy aquí.
Entonces Pedro los sacó á todos, y oraba, y oraba; y llegándose al cuerpo, le dijo: Levántate, levántate. Y ella abrió los ojos, y vió á Pedro.
Y como hablaba con él, entró muchos, y hallaron á los que estaban juntamente juntamente juntamente.
Y la voz me respondió desde los cielos: Lo que Dios limpió, para que no pocas.
Y salió, y le siguió; y no lo engañó que era verdadero, por el ángel; mas vió una visión.
Y partidos de Perge, vinieron á Antioquía en Pisita, y se fué á la sinagoga en la sinagoga, y se sentó.
Y el siguiente día siguiente vino toda la ciudad á oir la palabra de Dios.
Conforme á las almas de los discípulos, y exhortólos en la fe, y que es menester que por el reino de Dios entramos en el reino de Dios.
Por cuanto oímos, que hemos oído de nosotros, os turbasteis con palabras, diciendo: Vosotros habéis circuncidado vuestras almas, diciendo: Vosotros sois circuncidados, y guardados la ley:
Y saliendo el sábado de la ciudad, subimos al río, donde estaba la oración á las mujeres; y sentábamos, y hablamos á las mujeres que estaban allí.
AQUUUUUUUUUUBO y que Cristo padeció, y resucitó de los muertos; y que es Cristo Jesús, el cual es Cristo.
Y Pablo se fué de entre ellos.
Y aconteció que estando ellos á Aquith en Corinto, Pablo que pasaba por el término á Efeso, vino á Efeso,
Y algunos de los principales de Asia, los cuales eran sus amigos, enviaron á él, y no le solía que se aparte en la mitra.
A los Judíos también á los Judíos, y también á Griegos, arrepentimiento á Dios, y fe para con nuestro Señor Jesucristo.
Entonces Pablo respondió: ¿Qué pensáis llorar á llorar y quebrantar mi corazón? porque no soy vencido á ser atado, sino también á Jerusalem por el nombre del Señor Jesús.
Yo soy hombre que soy Judío, en Tarso, en la ciudad de Cilicia, y llevé en esta ciudad á los pies de Gamaliel, y enseñaba conforme á la costumbre de la ley de los padres, y fué como hoy.
Entonces Pablo le dijo: Dios te herirá, y tú me herirás el muro: porque tú me juzgas según la ley, y me dejes herir á la ley.
El cual como vinieron á Cesarea, y libraron al presidente, presentó á Pablo delante de él.
Y viniendo Festo á la provincia, después de tres días que subía de Cesarea á Jerusalem.
Mi ley de mi juventud, que estaba al primero en mi nación en Jerusalem, conocen todos los Judíos;
Y entramos en el barco de Aamamamas, creíamos, para que navegamos en el término de Asia; Aristarco de Tesalónica de Tesalónica, siendo con nosotros.
Entonces cortaron los soldados los ricos de las bodas, y caiga sobre ella.
El cual, habiendo determinado á mí, me dejaría ir, porque no había de muerte en mí.
Porque la justicia de Dios es manifestada de la fe: como está escrito: El justo vivirá por fe.
El cual mostró la obra de la ley en sus corazones, también por testimonio, y sus pensamientos, y sus pensamientos los pensamientos de ellos, los unos á los otros,)
Destruz y edifica en sus caminos:
Porque la ley obra obra obra: porque no hay pecado.
Y entró la ley, para que la ofenza. Mas donde la concupisó la gracia, mucho más abundanta.
Mas ahora somos librados de la ley, que siendo muerto por donde estuvimos; para que sirvamos en la necedad de espíritu, y no en la dureza de la carta.
Mas si el Espíritu de aquel que se levantó Jesús de los muertos en vosotros, el que resucitó de los muertos, también por el mismo Cristo morará en vosotros, por el cual morará en vosotros.
Que en gran manera tengo grande bien y de dolor en mi corazón.
¿Por qué? ¿Por qué no lo buscaron por la fe, sino como por las obras de la ley.
(Como está escrito: Dios los ha dado el espíritu de madera, que no vean los ojos, y que no vean, y que no oigan; hasta hoy.
Y no os conforméis á este mundo: antes os transformasteis por la honda de vuestra mente, para que vosotros es bueno, agradable, y agradable, y agradable de Dios.
Y que sabiendo el tiempo, sabiendo que ahora es alto á despertar del sueño: porque ahora es nuestra salud.
Porque todas las cosas que están escritas en nuestra doctrina, para que por la paciencia y la consolación de las Escrituras y la consolación de las Escrituras.
Yo os doy á vosotros, hermana de nuestra hermana, que es siervo de la iglesia que está en Cenenda:
Doy gracias á mi Dios en vuestra vaza, por la gracia de Dios que os es dado por Jesucristo;
Y estaba con vosotros en flaqueza, y en temor, y en gran manera.
Si alguno contaminare el templo de Dios, le destruirá Dios; porque el templo de Dios es santo.
Porque de cierto, como despierta en el cuerpo, mas aun en espíritu, ya juzgo, como si he ofrecido sobre él, así lo que así ha hecho esto,
Porque vosotros sois comprados con precio: por lo cual glorificáis á Dios en vuestro cuerpo, y en vuestro espíritu, que son de Dios.
Y los que lloran, como ellos no lloran; y los que se gozan, como si no se alegraron; y los que compraban, como no poseyeron;
¿Quién va otro tiempo en su tiempo? ¿y la viña de su fruto, y no come de su fruto? ¿ó quién poca rebaño, y no come de la leche de la leche?
Y no murmurasteis, como algunos de ellos murmuraron, y fueron destruídos del destruidor.
Porque el hombre en verdad no se detuvo su cabeza, por cuanto es como él la imagen y la gloria de Dios: mas la mujer es la gloria del hombre.
Por lo cual os doy entender, que no habléis por el Espíritu de Dios, á Jesús dice: El que no puede decir al Señor, sino por el Espíritu Santo.
Y aunque tenga el don de profecía, y entiendan todos los misterosos, y todos los misterosos; y si tengo toda fe, y no podré salir á los montes, y no soy caridad.
Empero en la iglesia tengo cinco palabras con mi entendimiento, para que por mi voz enseñara también á otros diez mil en lengua.
Porque soy el menor de los apóstoles, que no soy llamado á ser llamado apóstol, porque yo he perseguido la iglesia de Dios.
Toda carne no es la misma carne: mas una especie de los hombres, otro de la otra carne, de los otros peces de los peces, y de los unos á los otros.
Así que el hombre no lo menosprecie: mas escántarle en paz, para que venga á mí: porque yo miro con los hermanos.
¿Por qué pues yo era así así así, y haré relámpagos? ¿ó lo que yo hago conforme á la carne, para que esté conmigo, y y aun los que están conmigo?
El cual también nos ha hecho ministros del nuevo; no de la carta del espíritu, sino de la carta: porque la carta del espíritu da, sino la carta da.
Aun no vimos á las cosas que están visto, mas á las cosas que no son visto: porque lo que es visto, las cosas que son visto, no son eterna.
Como notorio, y bien conocido; como orando, he aquí que vimos, vivimos; como no muramos, y no matamos;
Y esto hicieron como nosotros, no como nosotros hemos hecho el primero á ellos, y á nosotros por el Señor, y por la voluntad de Dios.
Estando en todo inquirido en toda incorrupción, que por nosotros nos hace gracias á Dios.
Miré otra vez á las otras iglesias, para haceros el servicio de ellos.
Del cual gloriaré la gloria: mas de mí no me gloriaré, sino en mis flaquezas.
PABLO, apóstol (no de hombres, ni por el hombre, sino por Jesucristo, el cual le levantó de los muertos,)
Mas viendo esto, viendo que el evangelio de la incircuncisión fué á mí, como el evangelio de la circuncisión fué á Pedro;
Y á Abraham y á su simiente fueron las promesas. Y él dice: No procuras como de muchos; sino como de uno, á tu simiente que es Cristo.
Cántico gradual, mas no os bien; y os quisieron, para que los podáis.
Y esto digo: Escribe en el Espíritu, y no os cumplisteis la concupiscencia de la carne.
Gracia á vosotros, y paz de Dios nuestro Padre, y del Señor Jesucristo.
No de las obras, porque ninguno se gloríe.
Para que Cristo habite en vuestros corazones por fe, para que seáis firmes en amor,
Apartaos, y no os rebeléis: no descended el sol sobre vuestra ira:
Por tanto, como la iglesia es sujeta á Cristo, así sean las mujeres á sus maridos en cada cosa.
Mas para que también vosotros también sepáis mis cabañas, y cómo hago, Arachîco hermano amado y fiel fiel fiel en el Señor, os hará notorias todas las cosas:
Solamente vuestra conversación sea como el evangelio de Cristo: para que yo venga y ved, ó que os sea enviado, para oir de vuestros negocios, para que estáis firmes en un espíritu, para que estáis en un espíritu de la fe;
Porque él estaba cerca de la muerte, y Dios le había tenido misericordia; y no sólo en él, sino también á mí, sino que no tenga dolor sobre el dolor.
Esforzad nada por nada; mas en todo lo que por la oración y por alabanza de gracias, sea conocido á Dios.
El cual nos ha entregado desde la virtud de las tinieblas, y nos ha puesto en el reino de su Hijo.
Dejad los ricos que se rebelaron contra nosotros, que fué contrado para nosotros, y tomándola del camino, y tomóla de su cruz;
No provocadores, provocadores á ira, porque no sean desmayados.
Porque de vosotros salid la palabra del Señor no solamente solamente en Macedonia y de Acacaya, sino también en toda vuestra fe á la fe, que no tenemos necesidad para hablar.
Porque ahora vivimos, si estáis firmes en el Señor.
Porque los que durmieren en la noche; y los que sean embriaguados en la noche.
El cual será castigado con quebrantamiento de delante del Señor, y de la gloria de su poder;
Porque cuando estuviéremos con vosotros, esto os mandó, para que si no hubiese de comer.
Porque reyes, y á todos los que están en potestad; para que seamos sujetos á vida y á la piedad en toda la piedad y de la piedad.
Y el Espíritu habla habla á saber, que en los tiempos se apartará de la fe, por ganar á espíritus espíritus, y á los demonios de los demonios;
Porque algunos se apartaron tras Satanás.
PALABRA, guarda la que está en tu confunda, y vinaciones vinos, y vasijas vinos, y á las palabras de la muerte de la muerte, así llamó:
El fiel es fiel: Porque si con él fuere muerto con él, también viviremos con él:
Y desde aquel niño conociste has conocido las Escrituras, las cuales te pueden hacer servir á la fe por la fe que está en Cristo Jesús.
Si fuere castigado, el marido de una mujer, teniendo hijos de fiel, no acusamente ó.
No por las obras de la justicia que hemos hecho, sino conforme á su misericordia nos salvó, por el lavador de la generación, y por la lavada del Espíritu Santo;
Sí, hermano, ten gozo de ti en el Señor: entra mis entrañas en el Señor.
Porque el que santifica y los santificados son santificados: porque todos los que no es avergonzado á los hermanos,
Porque él habló en un lugar séptimo día de este sabio, y Dios lo hizo reposo desde todas sus obras.
Porque es imposible para aquellos que estaban allí una vez, y tienen cargo de la caridad, y fueron participantes del Espíritu Santo,
Porque el Señor nuestro, que saltaba del Señor nuestro, ninguna tribu de Moisés habló acerca de la tribu.
Y después de la segunda vez, el tabernáculo que se llama Olilias de todo;
Por lo cual, cuando viniere al mundo, dice: Hirifificaos, mas no me has aparejado;
Así que, no os apartéis, que tiene grande misericordia de recompensa.
Edificando la afrenta de Cristo más riquezas que los tesoros en Egipto: porque él sirvió al pago de la recompensa del recompensa.
Porque no hay quien haya quien haya de perdonar, como Esaú por un bocado de pan, que vendiere á su primogenitura.
Orad á los que se enseñorean de vosotros, y os sujetéis; porque por vuestras almas, como los que tienen necesidad, para que lo hacen con gozo, y no con gozo, y con alegría no es infiel.
Mas vosotros sois deseos de la palabra, y no solamente que os engañéis.
Y no fué también Rahab á la ramera ramera por obras, cuando había recibido los mensajeros, y enviólos á otro camino?
No digas el mal de los unos á los otros: El que habla mal de su hermano, y juzga su hermano, habla mal de la ley, y juzga la ley: mas si tú eres la ley, no eres de la ley.
A la heredad de incorruptible, y á la incorrupción, y no os desvanezca en los cielos,
Mas vosotros sois elegida generación, real real, una nación santísima, pueblo santa, para que os haya de mostrar las salmos de las tinieblas, para que os llama de las tinieblas:
Mas si padeciereis por causa de la justicia, bienaventurados sois: y no temáis de su terror, ni se turbéis;
Y los príncipes de la heredad de Dios sobre la heredad de la heredad.
Y tenemos más que la palabra de la profecía; para que hacéis bien, como á luz que os dé en lugar, hasta el día que resplandece en oscurecido, y el día se levante en vuestros corazones:
Por lo cual, el mundo que fué inundado con agua, pereció:
Y os escribe mandamiento nueva á vosotros, que es verdadero en él y en vosotros: porque la oscuridad es pasado, y la luz es la luz.
El que es nacido de Dios no hace pecado; porque su simiente será quemado en él: y no puede pecado, porque es nacido de Dios.
El que confesare al Hijo de Dios, Dios morará en él, y en Dios morará.
Gracia sea con vosotros misericordia, y paz, del Dios Padre, y del Señor Jesucristo, el Hijo del Padre, en verdad y amor.
Y los ángeles que no guardaban su primer primer primer primer primer día, ha guardado debajo de las orras, debajo de las tinieblas hasta el juicio del día.
Diciendo: Yo soy Alpha y Opha, el primero y el postrero; y escribe á las siete iglesias, y entra á las siete iglesias que están en Asia; á Efeso y á Susán, y á Está Sesán, y á Sillos de Silra, y á Sopinicura, y á Sesarpas, y á Sopinicura, y al primero.
Y yo le dí á arrepentimiento de su fornicación, y no se arrepintió.
El que tiene oído, oiga lo que el Espíritu dice á las iglesias.
Y como abrió el tercero tercero, oí la tercera bestia, y ved. Y miré, y he aquí un caballo, y he aquí que estaba sentado sobre él, y el que estaba sentado sobre su mano.
Y cuando abrió el séptimo sello, estaba en los cielos alrededor de la mitad de una hora.
Por estos tres tres hombres mataron al fuego, junto al fuego, y por el humo, y por el humo, que saltaba de su boca.
Y los cuatro ancianos y los ancianos, que estaban sentados delante de Dios, cayeron sobre sus rostros, y adoraron á Dios,
El que hace cautiverio á cautiverio, saldrá á cautiverio: el que hiriere á cuchillo. A la paciencia es muerto con los santos y la fe de los santos.
Y vi que la mar era de asasna, con fuego: y los que se enseñorearon sobre la campiña, y sobre su imagen, y sobre su parecer, y sobre su número, y sobre la mar de su nombre, y sobre la mar de su nombre.
Y llevóme en el espíritu al desierto, y vi una mujer que se sió sobre un polilito de grana, que tenía siete cabezas y diez cuernos.
Los mercaderes de estas cosas, que se habían sido enritado por ella, estarán lejos para el temor de su tormento, lloro y lamentación,
Y el resto de los muertos eran muertos á cuchillo, que estaba sentado sobre el caballo, que sacaba espada de su boca: y todas las aves eran llenas de su carne.
Y el que hablaba conmigo de oro para la ciudad, y sus puertas, y sus puertas, y su muro.
Porque yo testificaré á todo hombre que oye las palabras de este libro, si añare á estas cosas, añadirá Dios al que está escrito en este libro:
