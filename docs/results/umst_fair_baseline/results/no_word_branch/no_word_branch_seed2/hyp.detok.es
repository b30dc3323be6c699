En el principio de Dios crió los cielos y la tierra.
Y vió Dios todo lo que había hecho, y he aquí que era muy bueno. Y la tarde y la mañana era el sexto día.
Porque el día que conozcáis en aquel día comeréis, entonces vuestros ojos serán abiertos, y seréis abiertos como dioses, y mal.
Ahora pues, tú eres de la tierra, que abrió su boca á recibir la sangre de tu hermano, de la sangre de tu mano;
Y vivió Mahalaleel, y cinco años, y engendró á Jared.
Y dijo Dios á Noé: El fin de toda carne está delante de mí; porque la tierra está llena de violencia, y he aquí que yo destruiré con la tierra.
Y murió toda carne que se movió sobre la tierra, de aves, de bestias, y de bestias, y de todo reptil que anda arrastrando sobre la tierra, y cada uno:
Y ciertamente vuestra sangre de vuestra vuestra vida le daré; á la mano de toda bestia la bestia de cada uno, y á la mano del hombre; á la mano del hermano de cada uno de la vida.
Y los hijos de Ham: Chûs, Mizpa, Phereim, Pherezim, y Canaán.
Y ellos dijeron: Id, edifiquemos una ciudad y una torre, y cuya cumbre del cielo; y hagamos un nombre sobre la haz de toda la haz de toda la tierra.
Y te haré de gran gente, y te bendeciré, y te bendeciré, y serás bendición;
Y habiéndose Abram en la tierra de Canaán, y Lot en las ciudades de la llanura, y asentaron su tienda hacia Sodoma.
Está solamente que los mancebos comerán los criados, y la porción de los hombres que iban conmigo, Ana, y Mamre, y Mamre; quita su porción.
Y el ángel de Jehová le dijo: Vuélvete á tu depósito, y te sustenta debajo de sus manos.
Y tomó Abraham su hijo, y todo lo que nació en su casa, y todos los que compraron con su dinero, cada uno de los hombres de la casa de Abraham, y circuncidó su carne en aquel día, como Dios le había dicho.
Y JEHOVÁ dijo: Si he hallado en Sodoma cincuenta justos dentro de la ciudad, yo perdonaré todo el lugar de ellos.
El sol se ha levantado sobre la tierra cuando Lot entró á Zoar.
Y dijo Abimelech: He aquí mi tierra está delante de ti: donde te agrada.
Y tomó Abraham ovejas y bueyes, y dióles á Abimelech; y así de ellos hizo pacto.
Y Bethuel engendró á Rebeca: estos fueron oce á Nachôr, hermano de Abraham.
Y puso el siervo su mano debajo de Abraham su señor, y juró á su señor, y juró el negocio de aquel negocio.
Y dije á mi señor: quizá no me seguiré.
Y ella le parió á Joachâz, y á Jocán, y á Madián, y á Isbac, y á Seber.
Y dijo Esaú: He aquí yo estoy á morir; y ¿qué provecho me aprovechará esta esta recta para mí?
Y ellos dijeron: Así hemos visto que Jehová estaba contigo; y nosotros dijeron: Vamos ahora un juramento que nos quedemos hoy, y haznos alianza contigo, y haznos pacto con alianza;
Y no le declaró, porque sus manos eran sus manos, como el hermano de Esaú: así le bendijo.
Y el que oyó Jacob á su padre y á su madre, y fué á Padan-aram;
Y Labán dijo á Jacob: Porque tú eres mi hermano, ¿por qué me has de desmayar? ¿qué me declarará tu salario?
Y Zilpa de Lea, parió á Jacob un hijo de Jacob.
Y Jacob aparecieron los corderos, y puso los rostros de las ovejas hacia las peñas de Labán, y de todo el ganado de Labán; y puso sus ovejas por sí, y no puso á Labán Labán ganado de Labán.
¿Por qué huiste de mí, y quiste de mí; y no me declaraste, para que yo te envié contigo, y con logro, y con arpa, y con arpa, y con arpa?
Y viendo Jacob, les dijo: Este es el ejército de Dios: y llamó el nombre de aquel lugar de Mahanaim.
Por tanto, los hijos de Israel no comen del pecto, que está sobre la hoja de la cavera, hasta hoy: porque toca el día del muslo de Jacob en el muslo.
Y habitaréis con nosotros: y la tierra será delante de vosotros; y habitaréis en ella, y os saléis en ella.
Y apareció Dios á Jacob, cuando salió de Padan-aram, y bendijo.
Estos son los nombres de los hijos de Esaú: Eliphaz hijo de Ada, mujer de Esaú, Reuel hijo de Basmath.
Y estos son los nombres de los duques de Esaú, conforme á sus familias, por sus nombres, por sus nombres, el duque Timna, el duque Cora, el duque Jetheo,
Venid, y vengamos á los Ismaelitas, y no sea nuestra mano sobre él; porque nuestro hermano es nuestro nuestro y nuestra carne. Y sus hermanos fueron conmovidos.
Y preguntó á los hombres de aquel lugar, diciendo: ¿Dónde está ramera, que fué hecha por el camino de la otra parte? Y ellos dijeron: No había ramera en este lugar.
Mas Jehová fué con José, y mostróle misericordia, y dióle misericordia delante de los ojos de la cárcel.
Y durmió, y soñó el segundo tiempo: y he aquí siete oídos de trigo sobre un grano, vino, y buena.
Y los junten todo el mantenimiento de los años que vienen, y pongan el trigo debajo de la mano de Faraón, y los guarden en las ciudades.
Y conoció José á sus hermanos, mas no le conocieron.
Y él dijo: No descenderá mi hijo con vosotros; porque su hermano es muerto, y él está solo: si alguno le quedare por el camino que entrareis, descenderéis á mi sepulcro.
Entonces José se apresúrate, porque sus entrañas había puesto sobre su hermano: y buscó á donde lloraba, y entró en su cámara, y lloró.
Y nosotros dijeron: No descendemos; si nuestro hermano fuere hermano con nosotros, descendremos; porque no veamos; porque no veamos la faz de nuestro hermano, si no fuere hermano con nosotros.
A todos ellos dió cada uno cada uno de vestidos; mas á Benjamín dió trescientos piezas de plata, y cinco pedazos de vestidos.
Y los hijos de Nephtalí: Jael, Guni, y Guni, y Jezer.
Y compró José toda la tierra de Egipto por Faraón, porque los Egipcios vendían cada uno su campo, porque el hambre había herido sobre ellos: así fué la tierra de Faraón.
Y su padre no quiso, y dijo: Yo sé, hijo mío, yo lo sé: también será pueblo, y también será grande: mas su menor será mayor mayor mayor que su hermano, y su simiente será mayor.
Benjamín, como la hoja de la mañana: en la mañana devorará la presa, y en la noche se apartará.
Y dijo José á sus hermanos: Yo moraré; y Dios de cierto os visitaré, y os sacaré de esta tierra que juró á Abraham, Isaac y Jacob.
Y como hubo abierto, vió al niño; y he aquí que la lloraba. Y ella tuvo compasión de él, y dijo: Esta es uno de los Hebreos.
Y dijo Moisés á Dios: ¿Quién soy yo, para que vaya á Faraón, y para que trajese los hijos de Israel de Egipto?
Y Jehová dijo á Moisés en Madián: Id á Egipto, porque todos los muertos son muertos que buscan tu vida.
Ahora, pues, y obra; porque no os será dado, sino que aun os libraréis de las peñas.
Y Eleazar el hijo de Aarón le tomó una de las hijas de Puriel, y le parió á Phinees: estos son las cabezas de las familias de los Levitas conforme á sus familias.
Y fueron cumplidos siete días, después que Jehová había herido el río.
Y salió Moisés de Faraón, y oró á Jehová.
Pon, oh Jehová, (porque no hay más fuertes y fuertes; y os haré más fuertes y granizo, y no os quedaréis, y no os acordéis.
No vieron uno á otro, ni se levantaron de su lugar por tres días; mas todos los hijos de Israel había luz en sus moradas.
Y este día os será para memoria; y vosotros la guardaréis fiesta á Jehová por vuestras generaciones; vosotros haréis fiesta por estatuto perpetuo.
Mas el siervo del hombre que es comprado por dinero, cuando le circuncidó, entonces comerá.
Y habló Jehová á Moisés, diciendo:
Y vió Israel que la grande obra que hizo Jehová sobre los Egipcios: y el pueblo temió Jehová, y creyó Jehová, y su siervo Moisés.
Y los hijos de Israel les dijeron: Bien que Dios murió por la mano de Jehová en la tierra de Egipto, cuando sentamos en la carne de la carne de Egipto, y cuando comamos pan en el desierto, para matarnos en este desierto.
Y dijo Moisés á Aarón: Toma un omer, y poned en ella un omer, y ponga delante de Jehová, para que sean guardados por vuestras generaciones.
Y yo sé que Jehová es mayor que todos los dioses: porque en la cosa en lo que ellos había hecho.
Y descendió Moisés del monte hasta el pueblo, y santificaron al pueblo; y lavaron sus vestidos.
Y ellos dijeron á Moisés: Di con nosotros, y oiremos; mas no hablaremos Dios con nosotros, porque no muramos.
Y si alguna mal, seguirás tú para vida,
Si su padre no quisiere para darle el dinero, le pagará conforme á la paloma de las vírgenes.
Y la solemnidad de la siega, las primicias de tus trabajos, que sembraste en el campo: y la solemnidad de la solemnidad, que está en el fin de tus trabajos.
Y Moisés se levantó, y ministró á Josué: y Moisés subió al monte de Dios.
Y harás un término de la mano alrededor de la anchura alrededor, y harás una corona de oro en derredor.
Y harás las tablas para el tabernáculo de madera de Sittim.
Harás con tablas lo has hecho; como te mostrado en el monte, así lo hará.
Y pondrás en ella las piedras de piedras de piedras, cuatro órdenes de piedras: el primer taltalo será un denario, y un sartario: será el primero.
Y Aarón y sus hijos llevarás á la puerta del tabernáculo del testimonio, y lavarás con agua.
Y si de la carne de las consagraciones de las consagraciones, quedaren á la mañana, entonces quemarás á la mañana: no se comerá, porque es santo.
Y harás también un lago de metal, y su pie de metal, para lavar: y pondrás entre el tabernáculo del testimonio y el altar, y pondrás agua en ella aguas.
Y las vestimentas del servicio, y las vestimentas de Aarón el sacerdote, y las vestimentas de sus hijos para ministrar en el sacerdocio,
Y dijo Aarón: No se encienda el furor de mi señor: tú sabes el pueblo que está en mal.
Y Jehová dijo á Moisés: Yo también haré esto que has hablado: porque has hallado gracia en mis ojos, y yo te conozco por nombre.
Porque yo arrojaré las gentes delante de ti, y tus términos: ni ninguno hará nadie tu tierra, cuando subieres á apartar delante de Jehová tu Dios en el año.
Las vestimentas del servicio, para hacer servicio en el santuario, las vestimentas de Aarón el sacerdote, y las vestimentas de sus hijos, para ministrar en el sacerdocio.
E hizo las cortinas de las cabras para la tienda del tabernáculo: las cortinas hizo las cortinas.
Hizo también la cubierta de oro puro: dos codos de largo y medio de su longitud, y un codo y medio de su anchura.
Y puso las varas en los anillos á los lados del altar, para llevarlo; hizo el altar con tablas.
E hicieron piedras preciosas en sus artes de oro, en cueros de oro, como de los nombres, con los nombres de los hijos de Israel.
La mesa, y todos sus vasos, y sus vasos, y la proposición,
Y puso el pan en orden delante de Jehová; como Jehová había mandado á Moisés.
Y el sacerdote lo traerá al altar, y hará arder su cabeza, y la quemará sobre el altar; y su sangre será desechado al lado del altar:
Y si su ofrenda fuere macho cabrío, lo ofrecerá delante de Jehová.
Y tomará el sacerdote de la sangre del pecado con su dedo, y pondrá sobre los cuernos del altar del holocausto, y derramará su sangre al pie del altar.
Y habló Jehová á Moisés, diciendo:
De esta ley es la ley de la expiación: es santísima.
Y el sacerdote quemará el sebo sobre el altar: mas el pecho de Aarón y sus hijos.
Y degollólo, y tomó Moisés de la sangre de ella, y púsola sobre la ternilla de la oreja derecha de Aarón, y sobre el pulgar de su mano derecha, y sobre el pulgar de su pie derecha.
Y presentó el presente, y tomó un puño, y quemóla sobre el altar, además del holocausto, además del holocausto.
Todo lo que va de las peñas, y está vestimentas, y el que siembra entre las bestias, que comeréis.
Y todo vaso de ellos, en lo que alguno fuere en él, será inmundo; y lo quebrantaréis.
Y si el sacerdote veare, he aquí que la teme en la piel, entonces el sacerdote lo dará por inmundo: es lepra.
Y si alguno ó mujer, ó mujer en la piel de su carne mancha, blancas, blancas blancas,
Y será el séptimo día, que él tendrá toda su cabeza y su cabeza y su barba, y su barba su barba, toda su cabello; y lavará sus vestidos, y lavará sus vestidos, y lavará sus vestidos, y será limpio.
Y vendrá el sacerdote el séptimo día, y mirará; y si la plaga fuere extendido en las paredes de la casa,
Y el vaso de la tierra, que tocare el flujo de la tierra, será quebrantado; y todo vaso de madera será destruída en aguas.
Y Aarón traerá el macho cabrío sobre la suerte de Jehová, y le ofrecerán por expiación.
Para que el fin de los hijos de Israel traigan sus sacrificios, los cuales sacrifiquen en el campo, para que los trajesen á Jehová, á la puerta del tabernáculo del testimonio, y los sacrifiquen á Jehová.
Y no se allegarás á mujer para cubrir su desnudez, según su inmundicia, según su inmundicia.
No guardaréis mis estatutos. No dejarás tus ganados con un especie: no sembrarás tu campo, ni sembrarás en tu simiente: ni se vestirá vestido de lino, y vendrá sobre ti.
Y si alguno durmiere con su hija en la ley, de cierto de ellos será desechado para muerte; su sangre será sobre ellos.
Ni profanará su simiente entre su pueblo; porque yo Jehová lo santifico.
Y cualquiera que ofreciere sacrificio de paces á Jehová para cumplir su voto, ó ofrenda encendida, ó ovejas, ó ovejas, y las ovejas serán acepto; no habrá acepto en ella.
Y ofreceréis el pan con los siete corderos de un año sin defecto, y un becerro, y dos carneros: serán para holocausto á Jehová, y su presente con sus libaciones, y sus libaciones en olor de olor suave á Jehová.
El orden á las lámparas del candelero, delante de Jehová continuo.
El año del jubileo os será á vosotros: no sembraréis, ni segéis el que se purifica, ni recoja en ella, ni junta en tus uvas.
Y entonces se apartará de ti, él y sus hijos con él, y volverá á su familia, y á la posesión de sus padres, y volverá á la posesión de sus padres.
También os haré también esto, y pondré en espanto sobre vosotros, y hollaré los ojos, y encenderá los ojos, y hará arder los ojos de corazón: y sembraréis en vano.
Estos son los estatutos y derechos, que Jehová hizo entre él entre los hijos de Israel y los hijos de Israel en el monte de Moisés.
Y todo el fruto de la tierra, si de la simiente de la tierra, ó del fruto de la tierra, es santo á Jehová.
De los hijos de Judá, por sus generaciones, por sus familias, por las casas de sus padres, conforme á la cuenta de los nombres, de veinte años arriba, todos los que podían salir á la guerra;
Todo varón de los hijos de Israel arderá por su cántaro, con la señal de la casa de su padre: alejará el tabernáculo del testimonio.
Estos son los contados de los hijos de Israel por la casa de sus padres: todos los que fueron contados de los mares por sus escuadrones, seiscientos y cincuenta mil y cuatrocientos.
En el número de todos los varones varones de un mes viejo, de ocho mil y seiscientos, y seiscientos, guarda la guarda del santuario.
Y sobre la mesa de la mesa extenderán un paño de cárdeno, y pondrá sobre los peces, y las cucharas, y los taños, y cubrirán el pan:
Estos fueron los contados de las familias de Coath, todos los que hacen servicio en el tabernáculo del testimonio, que Moisés y Aarón el número de Jehová, conforme á la mano de Moisés.
Y el sacerdote hará la mujer delante de Jehová, y cubrirá la cabeza de la mujer, y pondrá la ofrenda de su memoria en sus manos, la cual es el sacerdote; y el sacerdote hará en su mano la maldición que maldijere:
Y ofrecerá el carnero para sacrificio de paces á Jehová, con el canastillo de los ázimos: el sacerdote también ofrecerá su presente, y su presente.
Una cuchara de oro de diez siclos, llena de perfume;
Una cuchara de oro de diez siclos, llena de perfume;
Una cuchara de oro de diez siclos, llena de perfume;
Y los Levitas se purificaron, y lavaron sus vestidos; y Aarón ofrecieron Aarón como ofrenda delante de Jehová; y Aarón hizo expiación por ellos para limpiarlos.
Hazte dos bocinas de plata; de toda suerte las cuales les harás; para que los hayan de la congregación, y por las estancias de los mares.
Y será, si tú entrares con nosotros, y será lo que Jehová nos hará bien, que nos hará Jehová, á ti mismo.
Mas allí quedó dos de los hombres en el campo, el nombre de Eldad fué Eldad, y el nombre de Medad: y el espíritu de los que estaban escritas, mas no salieron en el tabernáculo, sino en el campo: y no profetizaron en el campo.
De la tribu de Judá, Caleb hijo de Jephone.
¿Y por qué nos ha traído Jehová á esta tierra, para caiga á cuchillo, para que nuestros mujeres y nuestros hijos por presa? ¿No es mejor por nosotros á Egipto?
Y vuestros hijos partirán en el desierto cuarenta años, y llevarán vuestros fornicaciones, y vuestros fornicaciones hasta el desierto.
Habla á los hijos de Israel, y diles: Cuando entrareis en la tierra donde os doy,
Y pondrás fuego, y puso sahumerio delante de Jehová para mañana: y será aquel aquel varón que Jehová escogiere, él seréis santos: no podréis en vosotros, hijos de Leví.
Habla á Eleazar, hijo de Aarón el sacerdote, que tomará los incensarios, y esparcirás el fuego, y esparcirás el fuego, porque son santificados.
Y serán allegados á ti, y guarden la guarda del tabernáculo del testimonio, por todo el servicio del tabernáculo: y el extranjero no se llegare á vosotros.
Esta es la ley de la ley que Jehová ha mandado, diciendo: Di á los hijos de Israel, que te traigan una vaca sin mancha, en que no hay yugo;
Y Moisés y Aarón juntó la congregación delante de la peña, y dijo á ellos: Oid ahora, ¿podremos sufrir agua agua de esta peña?
Y partieron de Oboth, asentaron en Ic-jarim, en el desierto que está delante de Moab, hacia el sol.
Ahora pues, ahora, ruégote que me maldicen: porque son los fuertes que me son valientes: quizá vendraré, y los echaremos, y los echaré de la tierra: porque yo bendeciré á quien tú es maldio, y bendiga.
Y como Balac oyó que Balaam había venido á recibir á él á la ciudad de Moab, que está en el término de Arnón, que está en el término de Arnón.
Y dijo Balac á Balaam: Ni maldice á todos, ni los bendice á todos.
Y levantóse Balaam, y se volvió á su lugar, y volvióse Balac á su lugar.
Los hijos de Simeón, por sus familias: de Nemuel, la familia de los Nemutas; de Jamín, la familia de los Jamaitas; de Jachîn, la familia de los Jechôtas;
Estos son los hijos de Dan por sus familias: de Sham, la familia de los Saceos. Estos son las familias de Dan por sus familias.
Y las hijas de Zopheth hablarás: ciertamente los darás posesión de su padre entre sus hermanos, y harás la heredad de sus hermanos; y harás la heredad de su padre á ellos.
Y sus libaciones será la mitad del vino á un becerro, y la tercera parte de un hin de un carnero, y la cuarta parte de un cordero: este es el holocausto de cada año en el mes de los meses.
Y ofreceréis holocausto de olor de suavidad, sacrificio de olor suave á Jehová: diez becerros, dos carneros, dos carneros, catorce corderos, catorce corderos de un año sin defecto;
Y su padre lo oyere, y su sierva con que hubiere ligado su alma, y su padre la callará, y todos sus votos permanecerá, y todo lo que su alma será ligada.
Mas todas las mujeres, que no han sabido hombre con él, guarden vida para vosotros.
Y los oficiales que estaban sobre los millares del ejército, los capitanes de millares, y centuriones, llegaron á Moisés:
Edificad por vuestras ciudades, y siervas para vuestras ovejas, y para vuestras ovejas, y que ha salido de vuestra boca.
Y tomaron el camino del desierto de Sin, y asentaron en Dopopa.
Y partidos de Zalmona, asentaron en Punón.
Y habló Jehová á Moisés, diciendo:
Y si le hiriere con una piedra, con que muera, y morirá, homicida es homicida: el homicida morirá.
Estos son los mandamientos y los derechos que Jehová había mandado por mano de Moisés á los hijos de Israel en los campos de Moab, junto al Jordán de Jericó.
Jehová vuestro Dios que va delante de vosotros, él peleará por vosotros, conforme á todo lo que os hizo en Egipto delante de vuestros ojos;
Y los que habían venido de Cades-barnea, hasta que vinimos sobre el torrente de Zered, y ocho años: toda la generación de los hombres de guerra fueron destruídos á Jehová.
Mas todos los animales, y los despojos de las ciudades de las ciudades, tomamos por presa.
¿Y qué gente hay en gran manera, que tiene muchos estatutos y derechos como esta ley, que yo pongo hoy delante de vosotros?
Para que te eches de delante de ti, y más que tú eres, para que te darte en su tierra por heredad, como este día.
Ni hurtarás.
No tentaréis á Jehová vuestro Dios, como tentasteis en lesa.
No te espantarás en ellos: porque Jehová tu Dios está entre vosotros, fuerte y terrible.
No por tu justicia, ni por la rectitud de tu corazón, y tú entres para poseer su tierra: mas la maldad de Jehová tu Dios los echó de delante de ti, y para que juró á tus padres, Isaac y á tus padres, Isaac.
Y tomó los hijos de Israel el camino de Beeroth de los hijos de Jaacán: allí murió Aarón, y murió, y fué sepultado en lugar de Eleazar su hijo.
Para que os daré lluvia de vuestra tierra en su tiempo, á su tiempo, la lluvia y la lluvia lluvia, y tu vino, y tu vino, y tu aceite.
Y os alegraréis delante de Jehová vuestro Dios, y vuestros hijos, y vuestros hijos, y vuestras hijas, y vuestros siervos, y el Levita, y el Levita que está en vuestras puertas; porque no tiene heredad con vosotros.
Y la piedra de piedras, que muera; porque él buscó á ti de Jehová tu Dios, que te sacó de la tierra de Egipto, de la casa de servidumbre.
En verdad señalarás toda la simiente de tu simiente, el año que saca en el año.
Solamente no comerás su sangre; derramarás sobre la tierra como agua.
Si se levantare el negocio de ti en juicio, entre la sangre y sangre, entre las cuales se levantare, y entre las puertas, y en la llaga de dentro de tus puertas: entonces levantarás en el lugar de Jehová tu Dios, el cual escogiere en el lugar de tu Dios;
Yo los levantaré de entre sus hermanos, como á ti, y pondré mis palabras en su boca; y hablará á todos los que yo le mandare.
Y los oficiales hablarán al pueblo, diciendo: ¿Qué hay quien edificó casa nuevo, y no ha dedicado á su casa, y vuélvase á su casa, porque no muera en la batalla, y otro hombre.
Si alguno tiene dos mujeres, un amado, y los unos á los otros aborrecedores, y le han nacido, el amado y la aborrecida; y si el primogénito fué aborrecida,
Si alguno fuere hallado en mujer de mujer, entonces morirán á su marido, entonces morirán de ellos, y la mujer que durmiere con la mujer, así quitarás el mal de Israel.
Mas si no hubieres voto, no será pecado en ti pecado.
Si algunos hermanos moraren, y uno de ellos morirán, y no se casare, mujer de los muertos no se casen al extranjero; el marido de su hermano saldrá, y quitará á su mujer, y para hacerle la mujer de su hermano.
Este día Jehová tu Dios te ha mandado á hacer estos estatutos y derechos: tú guardarás y harás con todo tu corazón, y con toda tu alma.
Y será que, si obedecieres á la voz de Jehová tu Dios, para guardar todas sus mandamientos que yo te prescribo hoy, que yo Jehová tu Dios te pondré sobre ti sobre todas las gentes de la tierra.
Tu buey será muertos delante de tus ojos, y no comerás su asna: tu asno será quitada de delante de tu rostro, y no será trastornado á ti tus ovejas, y no habrá quien los han dado.
Y toda enfermedad, y toda plaga que no está escrito en el libro de esta ley, les hará Jehová sobre ti, hasta que perezcas.
Y toda la tierra de ella es piedra, y sal, y la sal, y que no se siembra, ni la hierba, ni la hierba de Sodoma, como de Gomorra, y Zeboim, y Zeboim, y Zeboim, que Jehová su ira en su furor;
Y Jehová hará con ellos á Sehón y á Og y á Og, reyes de los Amorrheos, y á la tierra de ellos, al cual destruyó.
Este es la Roma, su obra es perfecto: porque todos sus caminos son juicio: Dios de verdad y de verdad sin iniquidad, y justo.
¿No está esto en mí, y me ha levantado mis tesoros, y selllado entre mis tesoros?
Y dijo de Benjamín: El amado de Jehová habitará en él; y el Señor le cubrirá todos los días, y morará entre sus hombros.
Y después de la muerte de Moisés siervo de Jehová habló á Josué, que Jehová habló á Josué hijo de Nun, diciendo:
Y el que quisiere salvar mi padre, y mi madre, y mis hermanos, y mis hermanos, y todas las cosas que tienen, y libran nuestra muerte de muerte.
Toma doce hombres del pueblo, de cada tribu de cada tribu,
Y como hubieron hecho circuncidar á todo el pueblo, se quedaron en sus lugares en el campo, hasta que todos estaban todos.
Y fueron los criados que estaban en pie, y trajeron á Rahab, y á su padre, y á su madre, y á todos sus hermanos, y á todo lo que tenía; y dejó fuera fuera del campo de Israel.
Y levantáronse sobre él un gran montón de piedras hasta hoy. Y Jehová se volvió de la ira de su furor. Por lo cual fué llamado el nombre de Achôr, al valle de Achor, hasta hoy.
Y edificó Josué altar á Jehová Dios de Israel en el monte de Ebal,
Ahora pues, he aquí nosotros somos en tu mano: como bien te pareciere, y te hagas hacer.
Y el día que Josué tomó Mada, é hirió á filo de espada, y á su rey, y á su rey los destruyó, y todas las almas que estaban en ella; y no quedó quien quedase en el rey de Jericó.
Como Jehová mandó á Moisés su siervo, así mandó Moisés á Josué, y así hizo Josué; no dejó Josué nada de todo lo que Jehová había mandado á Moisés.
El rey de Cedrina, otro: el rey de Joccel, otro:
Esta es la heredad de los hijos de Gad por sus familias, las ciudades y sus aldeas.
Y rodearon el término de los Baales al monte de Seir, y pasóse á la parte del monte de Jalim, que es Calón, y descendió á Beth-semes, y á Timna;
Y Cadi, y Lamam, y á Kirim,
Y descendió de Janoa á Janoa, y á Naarath, y salió á Jericó, y salió al Jordán.
Y pasaron los hombres y pasados por la tierra, y la rogó por siete partes en un libro, y vinieron á Josué al campo.
Y subió su término hacia la mar, y Maralah, y Marala á Datham, y al río que está delante de Joatham;
Y el término de su heredad fué Sora, y Ethaol, y Ic-semes,
Y les dieron la ciudad de Arba, que es Hebrón, la cual es Hebrón, en el monte de Judá, con sus ejidos alrededor.
Todas las ciudades de los Levitas en la posesión de los hijos de Israel fueron cuarenta y ocho villas con sus ejidos.
Por tanto, nosotros hemos dicho ahora para edificarnos un altar, no para holocausto, ni para sacrificio;
Y llevé á vuestros padres de Egipto, y habéis venido á la mar; y los Egipcios siguió á vuestros padres y á caballo en la mar Bermejo.
Y Judá dijo á Simeón su hermano: Sube conmigo en mi suerte, para que peleamos contra el Cananeo; y también yo iré con él en suerte. Y fué Simeón con él.
Y no echó Nephtalí á los moradores de Beth-semes, ni á los moradores de Beth-anath; mas él habitó entre los Cananeos, los moradores de la tierra de Beth-semes, y los moradores de Beth-semes fueron á ellos.
Y ellos fueron probados á Israel por ellos, para conocer si oyesen á los mandamientos de Jehová, que él mandó á sus padres por mano de Moisés.
Y los hijos de Israel clamaron á Jehová: porque él había nueve carros de hierro; y veinte años hizo invalidar á los hijos de Israel.
Mi corazón está á los gobernadores de Israel, y ofrecieron de su voluntad en el pueblo. Bendecid á Jehová.
Y Jehová Dios envió á los hijos de Israel, que les dijo: Así ha dicho Jehová Dios de Israel: Yo os saqué de Egipto, y os saqué de la casa de servidumbre;
Y fué así: porque él se levantó de mañana, y echó el aljero, y descubrióse el rocío del vellón, lleno de aguas llenó de aguas.
Dios entregó en vuestras manos á los príncipes de Madián, Oreb y Zeeb: y ¿qué era yo que haga en ella su furor? Entonces su furor se enojó, cuando había dicho.
Y aconteció que como Gedeón había muerto, los hijos de Israel se volvieron, y fornicaron tras los Baales, é hicieron á Baal-bath su dios.
Y Gaal hijo de Ebed dijo: ¿Quién es Abimelech, y quién es Sichêm, para que le sirvamos? ¿No es hijo de Jerobaal? ¿y su eunuco á los hombres de Sichêm? ¿por qué serviremos á él?
Y después de Abimelech se levantó á Tola, Tola, hijo de Michâ, hijo de Dodo, varón de Issachâr; y habitó en Samir en el monte de Ephraim.
Y el rey de los hijos de Ammón respondió á los mensajeros de Jephté: Por cuanto tomó mi tierra, cuando subieron de Egipto, desde Arnón hasta el Jordán, y hasta el Jordán: por tanto, restituid ahora las tierras.
Y como vi que no me entregáis, yo pongo mi vida en mis manos, y pasé contra los hijos de Ammón, y Jehová los entregó en mi mano: ¿por qué habéis subido contra mí hoy?
Y el ángel de Jehová le dijo: ¿Por qué tienes así así conforme á mi nombre, pues que es oculto?
Y Samsón les dijo: Ahora yo seré más que los Filisteos que los Filisteos, aunque los hago.
Y Dalila dijo á Samsón: Hija me has engañado, y me has dicho mentiras con que me has sido atado. Y él le dijo: Si tú dieres siete cojos de mi cabeza con la cabeza.
Y Michâs, Levita Levita, y el mozo se volvió á su sacerdote, y fué en la casa de Michâs.
Y llamaron el nombre de la ciudad de Dan, según el nombre de su padre, el cual nació á Israel: mas el nombre de la ciudad fué abierta en el primero.
Y él le dijo: Levántate, y estámonos. Mas ninguno no respondió. Y el varón tomó sobre su asno, y levantóse el hombre, y se levantó á su lugar.
Y Phinees, hijo de Eleazar, hijo de Aarón, y púsose delante de él en aquellos días, diciendo: ¿Haré de ir á la batalla contra los hijos de Benjamín, y dije: Subiré en tus manos? Y Jehová los entregaré en tus manos.
Y envió la congregación á los doce mil hombres de los hombres, y les mandó, diciendo: Id, y herid á los moradores de Jabes con espada, y mujeres.
Y ella dijo: He aquí tu hermana se volvió á su pueblo, y á sus dioses: vuélvete tras ti á tu hermana.
Y ella guardó por las doncellas de Booz hasta el cabo de la siega de la siega y de trigo; y habitaron con su suegra en la ley.
Y tu casa sea como la casa de Phares, al cual Thamar le parió á Judá, de la simiente que Jehová te dará de esta mujer.
Y aconteció, que como el tiempo de Hanna, que ella parió un hijo, y llamó su nombre Samuel, diciendo: Por cuanto le pregunté de Jehová.
Y Eli era muy viejo, y oyó todo lo que sus hijos hizo á todo Israel; y cómo estaban con las mujeres que estaban en la puerta del tabernáculo del testimonio.
Entonces Eli llamó Samuel, y dijo: Samuel, hijo mío. Y él respondió: Heme aquí.
Y cuando se levantaban de Asdod, he aquí que Dagón había caído sobre su rostro á la tierra delante del arca de Jehová. Y tomaron á Dagón, y pusieron en su lugar.
Y enviaron mensajeros á los moradores de Chîriath-jearim, diciendo: Los Filisteos han traído el arca de Jehová: descended al arca de Jehová; descended á vosotros.
Y tomará vuestras hijas para ser azotes, y para los libros, y para ser azotes.
Y Saúl respondió, y dijo: ¿No tengo yo un Bendio de las tribus de Israel? ¿y mi familia, la familia de todas las familias de la tribu de Benjamín? ¿por qué me dices así?
Y Samuel dijo á todo el pueblo: Mira á quien Jehová ha elegido á quien Jehová ha elegido entre todo el pueblo? Y todo el pueblo dijo: ¿A el rey!
Y viendo que Naas el rey de los hijos de Ammón habían venido contra vosotros, me dijo: No, sino el rey sobre nosotros; mas el rey reinará vuestro rey.
Y salieron los despojos del campo de los Filisteos en tres escuadrones: una compañía se volvió á la compañía de los Ophra, á la tierra de Sulel.
Y los hombres de Israel fueron angustiados en aquel día: porque Saúl había hecho el pueblo, diciendo: Maldito el hombre que comiere pan hasta la tarde, para que yo sea vengado á mis enemigos. Y ninguno de alimentos.
Así ha dicho Jehová de los ejércitos, acordéme que Amalec había hecho á Israel, cómo le puso en el camino, cuando subió de Egipto.
Y Samuel dijo: Traedme acá á Agag rey de Amalec. Y descendió Agag. Y descendió Agag. Y Agag, dijo: Ciertamente la muerte de la muerte de la muerte.
Y salió un plato del campo de los Filisteos, llamado Goliath, de Gath, cuyo altura era seis codos y seis codos.
Y David dijo á Saúl: Tu siervo guardó las ovejas de su padre, y vino un león, y tomó un cordero de las ovejas:
Y aconteció que, como David se tornaron de la matanza del Filisteo, las mujeres que salieron de todas las ciudades de Israel, y cantando á encontrarse con gran lloro, y con instrumentos de gozo, y con instrumentos de gozo.
Y oyó Saúl á la voz de Jonathán, y juró Saúl: Vive Jehová, que no será muerto.
Y Jonathán dijo á David: Jehová Dios de Israel, cuando pusiere mi padre en el día de mañana, ó el tercer día, y he aquí, si estuviese bien á David, y no te envío á ti;
Y Jonathán dijo á David: Id en paz, porque nosotros hemos jurado de nosotros en el nombre de Jehová, diciendo: Jehová sea entre mí y mi simiente, y tu simiente para siempre. Y levantóse Jonathán, y fuése á la ciudad.
¿Haré pues á preguntar á consultar á Dios por él? ¿No sea alejar el rey á su siervo, ni á su casa, ni á toda la casa de mi siervo: porque no sabía más de este siervo, ni más.
Id, pues, poned, y conoce su lugar, y conoce su lugar donde está su propito, y el que le ha visto: porque me ha dicho esto.
Y había un hombre en Maón, cuyos posesiones fueron en el Carmelo; y el hombre era grande, y tenía tres mil ovejas, y machos de cabrío: y él estaba asentado sus ovejas en Carmelo.
Y David dijo á Abigail: Bendito sea Jehová Dios de Israel, que te ha enviado á este día;
Y él dijo: ¿Por qué ha dicho así á mi señor: ¿Por qué he hecho mal? ¿ó qué mal está en mi mano?
Y la mujer dijo: ¿A quién te haré subir á ti? Y él respondió: Trae Samuel.
Y las dos mujeres de David fueron cautivos, Ahinhinoam, y Abigail mujer de Nabal, y Abigail mujer de Nabal.
Y Saúl dijo á su escudero: Da tu espada, y cómame con ella; porque no venga estos incircuncisos, y me echasen su escudero, y no tenía temor; porque él había caído sobre la espada, y cayó sobre ella espada.
Los montes de Gilboa, no hay rocío ni lluvia, ni hay lluvia sobre vosotros, ni los campos de las ofrendas: porque el escudo de Saúl ha echado el escudo de Saúl, como no había ungido con aceite.
Y Joab y Abisai siguió tras Abner: y el sol se descendía al monte de Amma, que está delante de Gadías, que está delante del desierto de Gabaón.
Y he aquí, los siervos de David y vinieron de Joab, y vinieron en gran manera, y trájolos con ellos: mas Abner no estaba con Hebrón, porque había enviado á él, y él se volvió en paz.
Y vinieron todas las tribus de Israel á David, y habló, diciendo: He aquí nosotros somos tus carnes y tu carne.
Y como llegaron á Nimón de la era de la era de Uzzón, poniendo su mano al arca de Dios, y tomó de ella; porque los bueyes lo dejaban.
El edificará casa para mi nombre, y yo confirmaré el trono de su reino para siempre.
Y puso hijos en Edom, por Edom, por todos los hijos de Edom, y todos los de Edom se fueron siervos de David. Y Jehová guardó á David á donde iba.
Y Joab se acercó, y el pueblo que con él estaba, á la batalla contra los Siros; y huyeron delante de él.
Y los zapatos de la pared sobre tus siervos, y algunos de los siervos del rey, y de los siervos del rey, y á Uría Hetheo.
Y envió Joab mensajeros á David, y dijo: Yo peleé contra Rabba, y he tomado la ciudad de aguas.
Y dijo Absalom: Si no te ruego que vaya á Amnón mi hermano Amnón. Y el rey le dijo: ¿Por qué te va contigo?
Y dijo tu sierva: La palabra de mi señor el rey ahora será confirmado: porque el ángel de Dios, así es mi señor el rey, y Jehová tu Dios será contigo.
Y David dijo á todos sus siervos que estaban con él en Jerusalem: Levántate, y huiremos; porque no nos escaparemos de Absalom, porque no nos apartará de repente, y trae mal sobre nosotros, y herróselo de espada de espada.
Y así dijo Semei: Ven, saldrás, sal, y varón de Belial, y del hombre de Belial;
Y Absalom y todos los hombres de Israel dijeron: El consejo de Husai Arachîta es mejor que el consejo de Achitophel. Porque Jehová había señalado el consejo de Achitophel, para tratar el mal sobre Absalom.
Y diez criados que Joab parió á las armas de Joab, é hirió á Absalom, y matólo.
Vosotros sois mis hermanos, vosotros sois mis huesos y mi carne: ¿por qué pues habéis vuelto al rey?
Y todos los de Judá respondieron á los hombres de Israel: ¿Por qué el rey de nosotros está cerca de nosotros: ¿por qué pues os enojamos en este negocio de todos los días del rey? ¿y él nos dió don?
Y los Gabaonitas le dijeron: No tenemos plata ni oro de Saúl, ni de su casa, ni de su casa; ni matarás varón en Israel. Y él respondió: Qué diré, que yo hago.
E hizo las tinieblas alrededor de él, oscuridad, las aguas de las nubes, y de las nubes del Amalecitas.
Y miraron, y no hubo quien puede salvar; hasta Jehová, sino él les respondió.
Y mató un Egipcio, un hombre hermoso: y el Egipcio tenía lanza en su mano; mas él descendió con un bordón, y arrebató la lanza del Egipcio, y matólo con su lanza.
Ve, y di á David: Así ha dicho Jehová: Yo te escogí tres cosas, para hacerte uno de ellos.
Y ella le dijo: Mi señor, sástete por Jehová tu Dios á tu sierva, diciendo: Yo reinará tu hijo Salomón, y se sentará sobre mi trono.
Y FUÉ á los siervos del rey David para bendecir á nuestro señor: Dios hará el nombre de Salomón que el nombre de Salomón, y hará su trono que el rey se encorvó sobre el cama.
Ahora, pues, vive Jehová, que me ha confirmado, y me puesto sobre el trono de David mi padre, y que me ha hecho casa como Adonía, morirá el día.
Y tu siervo está en medio de tu pueblo que has elegido, pueblo grande, que no puede contar ni contar por multitud.
Y el hijo de Heph, en Amim; y todos los de Heph, y toda la tierra de Hepher;
Ahora pues, tú, que me rodean los árboles del Líbano, y mis siervos serán con tus siervos: y te daré á todos tus siervos por tus siervos, conforme á todo lo que no hay en medio de nosotros: porque tú sabes que no hay quien nos mates.
Y el cedro de la casa estaba en medio de la casa de cedro, y abrieron las flores, no había visto una piedra.
Y el fundamento de piedras, piedras preciosas, piedras de diez codos, de diez codos de ocho codos.
E hizo Hiram los amantes, y los zapatos, y las cucharas. Así hizo Hiram un cabo de todo lo que hizo el rey Salomón para la casa de Jehová.
Mas tú no edificarás la casa; mas tu hijo saldrá de tus lomos, él edificará casa á mi nombre.
Tú oirás su oración y su súplica en el cielo, y en tu morada,
Y él dijo: ¿Qué son las ciudades que me has dado, hermano mío? Y él les llamó la tierra de Camul hasta hoy.
A los mercaderes de los mercaderes, y de los mercaderes, y de los mercaderes, y de todos los reyes de Arabia, y de los príncipes de la tierra.
(Porque seis meses se quedaron allí á Joab con todo Israel, hasta que había cortado todo varón en Edom;)
Y enviaron y llamáronle. Y Jeroboam y toda la congregación de Israel, y hablaron á Roboam, diciendo:
Y ofreció sobre el altar que él había hecho en Beth-el quince del mes, en el mes octavo, en el mes octavo, en el mes de su corazón; y sacrificó en el altar de los hijos de Israel, y sacrificó sobre el altar.
Y puso su cuerpo en su sepulcro, y callaron sobre él, diciendo: ¡Ay, hermano mío!
Y quitó los tesoros de la casa de Jehová, y los tesoros de la casa del rey; y tomó todos los tesoros de la casa de Salomón, y tomó á todos los escudos de oro que Salomón había hecho.
Entonces Nadab hijo de Jeroboam comenzó á reinar sobre Israel en el segundo año de Asa rey de Judá, y reinó sobre Israel dos años.
Entonces el pueblo de Israel repartió á dos partes: la mitad de la gente de Tienath, hijo de Ginath, para hacerle rey, y siguió á Omri.
Y aconteció después después de estas cosas, que el hijo de la mujer, cayó enfermada de la casa, y estaba enfermo, y su enfermedad que no había quedado en él.
Por tanto, daremos dos becerros becerros, y los escogen un becerro, y talámoslo, y pondrás sobre ella madera, y no pondré debajo de fuego: y pondré debajo de la leña, y debajo de fuego, y no ponga debajo de fuego;
Y el ángel de Jehová volvió á la segunda vez, y le tocó, y dijo: Levántate, porque el camino es grande.
Y salieron al medio de ella. Mas Ben-adad se bebieron en los leones, él y los reyes, treinta y dos reyes que le ayudaron.
Y Naboth dijo á Achâb: Nunca me des, para que yo te doy la heredad de mis padres.
Y él dijo á Josaphat: ¿Quieres tú conmigo á la batalla á Ramoth de Galaad? Y Josaphat dijo al rey de Israel: Yo soy como mi pueblo, como mi pueblo, como tus caballos.
Y un hombre que sacó el arco, é hirió al rey de Israel entre la junta de la junta; por lo cual dijo al río de su carro: Vuélvete, y quitadme de tu mano, porque yo soy herido.
Y envió también á él otro capitán de cincuenta con sus cincuenta. Y él respondió, y díjole: Un varón de Dios, así ha dicho el rey: Ven presto.
Y subió de allí á Beth-el, y subió por el camino, y salió á los hijos de la ciudad, y le escarnecieron, y le dijo: Sube cabeza, sal.
Y clamaba una mujer de las mujeres de los hijos de los profetas de los profetas, diciendo: Tu marido es muerto, y tú sabes que tu siervo Jehová ha temido á mis dos hijos; y ha venido á él dos hijos.
Y Giezi pasó delante de ellos, y puso el bordón sobre la faz del niño; mas no hubo voz, ni oir. Y él se volvió á encontrarle, diciendo: El niño no está detenía.
Y Naamán dijo: ¿No te ruego ahora, que tu siervo sea dada á tu siervo dos mulas de la tierra? porque no ofrecerán holocausto ni á dioses ajenos, sino á Jehová.
Y aconteció que, que como hubo en Samaria, dijo Jehová: abrirá los ojos de estos hombres, para que vean. Y abrieron Jehová sus ojos, y vieron, y he aquí en medio de Samaria.
Y el rey señaló á la mano que tenía en la mano de la puerta de la puerta; y murió el pueblo en la puerta, y murió, como el varón de Dios había dicho, el cual había hablado al rey.
Y anduvo en el camino de la casa de Achâb, é hizo lo malo en ojos de Jehová, como la casa de Achâb; porque él estaba en la ley de Achâb hijo de Achâb.
Y lleváronlo sus siervos en carro á Jerusalem, y sepultáronlo en su sepulcro con sus padres en la ciudad de David.
Y envió Jehú á todo Israel, y á todos los que habían quedado de Baal, así no había quedado hombre que no había quedado. Y vinieron á la casa de Baal, y la casa de Baal fué llena de otro cabo.
Y Joiada el sacerdote mandó á los centuriones, centuriones, los oficiales del ejército, y les dijo: ¿No hay fuera fuera de la espada: y el que matare con la espada, dijo: No sea muerto en la casa de Jehová.
Y el furor de Jehová se encendió contra Israel, y él los entregó en mano de Hazael rey de Siria, y en mano de Ben-adad, hijo de Hazael, todos sus días.
Entonces Amasías envió mensajeros á Joachâz, hijo de Joachâz, hijo de Jehú, rey de Israel, diciendo: Ven, vamos á otro otro en la faz.
E hizo lo malo en ojos de Jehová, como sus padres había hecho: no se apartó de los pecados de Jeroboam hijo de Nabat, el cual hizo pecar á Israel.
En el año undécimo de Peka hijo de Remalías hijo de Remalías rey de Judá, comenzó á reinar reinar.
Y allí sacrificaron sahumerios en todos los altos, como las gentes que Jehová había traído delante de ellos; y obraron lo malo á ira á Jehová.
Y estas gentes temieron á Jehová, y sirvieron sus estatuas, y sus hijos, y los hijos de sus hijos; como sus padres, así hicieron á este día.
Y no os engañe Ezechîas en Jehová, diciendo: Jehová nos librará, y esta ciudad no será entregado en mano del rey de Asiria.
Por la multitud de tus mensajeros has visto el Señor, y has dicho: Con la multitud de mis carros subiré á la altura del Líbano, á los lados del Líbano, y talaré sus árboles de cedro, y en sus árboles de Carmelo, y en el monte de sus higuerjes.
Y Isaías dijo á Ezechîas: Oid palabra de Jehová.
Lo demás de los hechos de Amón que hizo, ¿no está escrito en el libro de las crónicas de los reyes de Judá?
Mas los sacerdotes de los altos no subieron al altar de Jehová en Jerusalem, sino que comieron de los ázimos de los ázimos entre sus hermanos.
Y envió Jehová contra él las prisiones de los Caldeos, y las prisiones de los Siros, y las compañías de los hijos de Ammón, y enviólos contra Judá, conforme á la palabra de Jehová, por sus siervos que él habló por sus siervos.
Mas el capitán de la guardia dejó á los pobres de la tierra, para ser vinos y labradores.
Y Pathaim, y Casthón, (de los cuales vinieron los Filisteos,) y Caphón.
Los hijos de Ezer: Bilha, y Zacán, y Jacán. Los hijos de Disán, y Arán.
Y Caleb hijo de Hesrón engendró á los hijos de Azua, y de Jerimoth: sus hijos son estos: Jesa, Jesad, y Ardón.
Maachâ, concubina de Caleb, parió á Seth, y Tirsa.
Y los hijos de Nechânías: Elienai, Ezechîas, y Ezechîas, y Azricam.
Y á Bilha, y á Esem, y á Tolad,
Y habitaron en Galaad, y en Basán, y en sus villas, y en todas sus ejidos, en sus términos.
De Gersón, su hijo, Jahath su hijo, Jahath su hijo.
Y estos son los hijos de Aarón: Eleazar su hijo, Phinees su hijo, Abia su hijo,
Y de la tribu de Gad, á Ramoth de Galaad con sus ejidos, y Mahanaim con sus ejidos,
Y junto al término de los hijos de Manasés, Beth-san y sus aldeas, Taanach y sus aldeas, y Megiddo, y sus aldeas. En estos habitaron los hijos de José, hijo de José.
Y Japhim, Zichri, Zabdi, y Zabdi,
Y sus hermanos, conforme á sus generaciones, nueve y cincuenta y seis. Todos estos fueron príncipes de los padres en la casa de sus padres.
Y Ner engendró á Cis: y Cis engendró á Saúl, y Saúl engendró á Jonathán, y á Malchîsua, Abinadab, Eth-baal.
Y este es el número de los valientes que David había David: Jechêta, el principal de los capitanes, el principal de los capitanes: alzó su lanza contra él tres muertos.
Uría Hetheo, Zabad, hijo de Ahlai,
Los hijos de Judá que llevaban el escudo y seis mil y ocho mil, aparejaron á la guerra.
Y quedó el arca de Dios con la familia de sus meses en su casa tres meses. Y Jehová bendijo á la casa de Obed-edom, y todo lo que tenía.
Porque por cuanto no lo habéis hecho en el primero, Jehová nuestro Dios ha puesto sobre nosotros, para que no le buscaremos conforme á la orden.
El es Jehová nuestro Dios; sus juicios en toda la tierra.
Y aconteció que David se sentó en su casa, que David dijo á Nathán profeta: He aquí yo moro en casa de cedros, sino el arca del pacto de Jehová debajo de las cortinas.
Y tomó David de él mil carros, y siete mil hombres de á caballo, y veinte mil hombres de á David: y también los carros de todos los carros de ellos.
Y fué dado aviso á David, y juntó todo Israel, y pasó el Jordán, y entraron en la batalla, y ordenó la batalla contra ellos. Y cuando David había puesto en la batalla contra los Siros, pelearon con él.
Y Ornán se volvió, y vió el ángel; y sus cuatro hijos con él escondió. Y Ornán era trigo.
Y cuando David era viejo y lleno de días, hizo Salomón su hijo sobre Israel.
Y sacrificar todos los sacrificios á Jehová en los sábados, en las nuevas nuevas, en las solemnidades, y en las solemnidades, conforme á la orden, delante de Jehová:
De Cis de Cis: hijo de Cis, Jerameel.
La vigésima á Othir, con sus hijos y sus hermanos, doce;
De las cucharas de las peñas en las peñas de la casa de Jehová.
Y sobre los tesoros del rey era Azmaveth de Adiel, hijo de Adiel: y sobre las albatas, en las ciudades, y en las aldeas, y en las aldeas de Uzzías hijo de Uzzías;
Y he aquí, los atrios de los sacerdotes y Levitas, serán contigo por todo el servicio de la casa de Dios: y allí estará contigo por toda la ley de todo hombre, para que se cumplen el servicio de todos los príncipes, y todos los príncipes de tus príncipes serán en el mandamiento.
Con todo su reinado y su reinado, y el tiempo que iba sobre él, y sobre Israel, y sobre todos los reinos de las tierras.
Y ahora he enviado un hombre prudente, con entendimiento de Huram,
Hizo también diez tablas, y púsolos en el templo, cinco á la derecha, y cinco á la izquierda. Y él hizo ciento ciento ciento cien basas de oro.
Mas yo he edificado casa de morada para ti, y lugar para siempre tu morada.
Y al extranjero, que no es de tu pueblo Israel, sino que está lejos de la tierra de lejos, y de tu mano fuerte, y de tu brazo extendido, y si entraren en esta casa;
Yo los arrancaré por las raíces de mi tierra que yo les he dado; y esta casa que yo he santificado para mi nombre, yo la echaré de mis ojos, y haréla por proverbio y por proverbio.
Y los siervos de Huram, y los siervos de Salomón, que traían oro de Ophir, y piedras preciosas preciosas preciosas.
Y él les dijo: ¿Qué disteis que hayamos de responder á este pueblo, que me han hablado, diciendo: Edifícame el yugo que tu padre había puesto sobre nosotros?
Y después de ella tomó Maachâ hija de Absalom: el cual le parió á Abías, y Sittai, Semith, Semith.
Y quemaron á Jehová toda la mañana y á todos los sacrificios y á todo sahumerios: asimismo el pan puro puro sobre la mesa, y el candelero de sus lámparas, para toda la tarde: porque la guarda de Jehová nuestro Dios.
Mas cuando en su angustia se convirtieron á Jehová Dios de Israel, y buscándole, fué hallado de ellos.
Y reinó Josaphat su hijo en su lugar, y se esforzó contra Israel.
Y el mensajero que se llamaba á Michêas, habló diciendo: He aquí las palabras de los profetas que anuncian al rey con uno con una palabra, ruégote que sea como uno de ellos, y hablarte.
E hizo también en Jerusalem de los Levitas, y de los sacerdotes, y de los príncipes de los padres de Israel, por el juicio de Jehová, y por los mares, cuando volvieron á Jerusalem.
Y volviéronse á todo varón de Judá y á Jerusalem, y á Josaphat en el libro de ellos, para ir á Jerusalem con gozo; porque Jehová había hecho sobre sus enemigos.
De cuarenta y dos años era cuando comenzó á reinar, y reinó en Jerusalem ocho años, y se apartó de ocho años, y se volvieron. Mas ellos sepultaron en la ciudad de David, mas no en los sepulcros de los reyes de los reyes de los reyes.
Y Joiada señaló las nuevas de la casa de Jehová por mano de los sacerdotes, á los Levitas, á los cuales David había visitado en la casa de Jehová, que está escrito en la ley de Moisés, como está escrito en la ley de Moisés, y en alabanza.
Y acerca de sus hijos, y la grandeza de la grandeza de las cargas, y de la casa de Dios, he aquí está escrito en el torbellino de los reyes de su hijo. Y reinó en lugar Amasías su hijo.
El edificó á Erith, y tornóla á Judá, después que el rey durmió con sus padres.
Y durmió Jotham con sus padres, y sepultáronlo en la ciudad de David: y reinó en su lugar Achâz su hijo.
El año primero de su reinado reinado, en el primero, abrió las puertas de la casa de Jehová, y restauró.
Y las consagratas cosas fueron seiscientos bueyes y tres mil ovejas.
Entonces los sacerdotes Levitas se levantaron y bendijeron al pueblo: y su voz fué oído, y su oración subió á su santuario, hasta el cielo.
Después de esto hizo Sennachêrib rey de Asiria á Jerusalem, (mas él se puso contra Lachîs, y toda su potencia con él,) á Ezechîas rey de Judá, y á todo Judá, diciendo:
E hizo pasar á sus hijos en el valle del hijo de Hinnom: y él también sirvió, y despedazó, y encanteros, y cercó con espíritu, y acompañías, y provocó á ira en ojos de Jehová.
E hicieron los hombres en la verdad: y los que eran de Jahath, y los Levitas, los Levitas, los Levitas, los hijos de Merari; y Mesullam, y Mesullam, de los hijos de Coath, y de todos los Levitas.
Y de esto, y Semaías, sus hermanos, y Hasabías y Jozabad, y Jozabad, de los Levitas, dieron á la pascua por cinco mil bueyes.
E hizo lo malo en ojos de Jehová su Dios, y no se humilló delante de Jeremías profeta de la boca de Jehová.
Los hijos de Zatel, novecientos cuarenta y cinco;
Los hijos de Pashur, mil doscientos cuarenta y siete;
Y algunos de los príncipes de los padres, cuando llegaron á la casa de Jehová que está en Jerusalem, ofrecieron en la casa de Dios á la casa de su lugar:
Para que se reconozcan en el libro de tus padres; así hallarás en el libro de los cancillos, y conoce que esta ciudad es rebelde, y que han sido destruídos á las provincias, y á los reyes de la misma ciudad; porque la tal manera que fué destruído en este tiempo.
Con tres órdenes de piedras preciosas, y un lomo nuevo: y sea dado el pago de la casa del rey;
Artajererjes, rey de reyes, á Esdras sacerdote, escriba de la ley de Dios, perfectos, paz, y paz en tiempo.
Y de los hijos de Bigvai: Uthai, Zabad, y Zabad, y con setenta varones varones.
Ahora pues, un poco de gracia ha sido mostrado de Jehová nuestro Dios, que nos dejase un residuo, y darnos en su lugar santo nuestro Dios, para que nos daremos nuestros ojos, y daremos nuestros ojos en servidumbre.
Y de los Levitas: Jozabad, y Semei, y Celaías, (Este Celita, Pethaía, Judá, y Eliezer.
Mas si me volviereis á mí, y guardaréis mis mandamientos, y los guarden; aunque algunos de vosotros han echado hasta la parte del cielo, aun los juntaré de allí, y traeré el lugar que allí escogí á mi nombre.
No le restauró á Uzziel hijo de Harhaías, hijo de Haraías, y á Neroth, restauró Hananías, hijo de Azooooomas, y á Jerusalem á la pared.
Así edificamos el muro, y toda la pared se junta á la mitad de ella: porque el pueblo tenía espíritu en la obra.
Y miré mi zapato, y dijo: Así tembló Dios toda su casa, y de su trabajo, y de su trabajo, que no sea así esta promesa, y toda la congregación. Y todo el pueblo dijo á la congregación: Amén. Y dijo Jehová.
Y puso mi Dios en mi corazón á juntar á los principales, y á los príncipes, y al pueblo, para que sean contados por sus genealogías. Y hallé en el primero de los que habían venido en ella, y hallaron en ella el primero,
Los hijos de Harim, trescientos veinte y veinte;
Y el Tirsatha les dijo: No comen de las cosas santísima, hasta que se levantase un sacerdote con Um y Tum.
Y levantáronse sobre las gradas, de los Levitas, Jesuá, y Bani, Cadmiel, Sebanías, Bani, Bani, y Cadi, y voces en alta voz á Jehová su Dios.
Ni nuestros reyes, nuestros príncipes, nuestros sacerdotes, nuestros sacerdotes, ni nuestros padres, guardaron tus mandamientos y tus testimonios, con que te testificaste contra ellos.
Y Ahán, Anán, Anán,
Y Mathanías hijo de Michêas, hijo de Zabdi, hijo de Asaph, fué de la alabanza en la oración: y á Baana entre sus hermanos, el segundo, y á Baana hijo de Abdón, hijo de Galthita, hijo de Galel, hijo de Galel.
Y Joiada engendró á Jonathán, y Jonathán engendró á Jadua.
Y los sacerdotes: Eliacim, Maasías, Mamías, Michâías, Elioai, Zachârías, Hananías, y Hananías;
Y hablaron los hijos de la media tribu de Asdod, y no pudieron hablar en la lengua de los Judíos, sino según la lengua de cada pueblo.
Después de estas cosas, cuando la ira del rey Assuero era de Assuero, se acordó, y lo que ella había hecho, y lo que era contra ella.
Y Amán dijo al rey Assuero: Un pueblo está esparcido y esparcido entre las provincias del pueblo en todas las provincias de tu reino; y sus leyes de todo el pueblo, ni guardan las leyes del rey; porque no es provecho para provecho del rey.
Y dijo el rey á Esther: ¿Qué hay del vino, y tu petición? ¿y será tu petición? ¿y qué es la mitad del reino?
Entonces el rey volvió del palacio al lugar del huerto, á la bandera del vino: y Amán estaba caído sobre la cama sobre la cama sobre la cama donde había dicho: ¿Hase también la reina de la reina de Amán? Y fuése la boca del rey de Amán.
El día, el número de los que estaban en Susán, fué traído el palacio del rey.
Y hubo día los hijos de Dios para presentarse delante de Jehová, y vino á Satanás entre ellos.
Después de esto abrió Job su boca, y maldijo su día.
Mas ahora ha venido sobre ti, y tú has engañado; y tú te turbarás, y te turbarás.
Vinieron en tinieblas con la oscuridad, y en el día de la noche, como en el día de noche.
¿Qué tiempo se ensoberbecieron, los cuales se abran, serán consumidos de su lugar.
¿Qué es hombre, para que le pusieres? ¿y para que pusieres tu corazón sobre él?
Este es sabio en corazón, y en fortaleza: ¿quién se endureció contra él, y prosperó?
Trae su vara de mí, y no me engañe su temor;
¿Harás tú en quien hallaste á Dios? ¿hallarás el Omnipotente hasta la perfección?
El consejará los consejeros, y hace los jueces.
Y llamarás, y responderé: ó yo hablaré, y me responderás.
¿A más sabio extiende la ciencia, y henchirá su vientre con el viento oriental?
En su tiempo se cumplirá delante de su tiempo, y sus renuevas no serán verdas.
El que habla acuerdo á sus amigos, los ojos de sus hijos serán falsos.
No tendrá hijo ni tropiezo entre sus pueblos, ni en sus moradas.
Mas vosotros dijisteis: ¿Por qué le preguntaremos, pues la raíz del negocio se ha hallado en mí?
Esta es la porción del impío, y la heredad de Dios le señalado por Dios.
Para que el impío es guardado el día del quebrantamiento? ¿serán sacados para el día de la ira del furor.
Porque también tendrás tu corazón en el Todopoderoso, y levantarás tu rostro á Dios.
Los huérfanos del pecho, y prenden la prenda de los pobres.
El levanta las aguas en sus nubes, y la nube no se rasgó debajo de ellos.
Ciertamente hay en la plata, y el lugar de oro en el lugar de la cual se enseñorean.
Cuando su oraba su cabeza sobre mi cabeza, y cuando anduviere por sus tinieblas,
Los hijos de los necios, y los hijos de los hombres: son más que la tierra.
Si mi saliere del camino, y mi corazón anduvo en pos de mis ojos, y si alguno hubiere aprobado mis manos,
Yo le declararía el número de mis pasos, como príncipe de un príncipe.
Si me puedes responder, pon tus palabras delante de mí en orden.
Oid mis palabras, sabios, oh sabio; y escuchad á mí, vosotros que tenéis la ciencia.
Para que yo no me enseñe: si he hecho iniquidad, no haré más.
Y ensanó su oído á la oreja, y á los que se convirtieren de iniquidad.
La mano del hombre toda la mano de cada uno, para que conozcan su obra.
Para tomar los fines de la tierra, para que los impíos se aparten de ella los impíos?
¿Quién ha enviado el asno montés? ¿ó quién desató las prisiones del asno?
Onéstre he hablado; mas yo no responderé: y no saldré, sino que no saldré.
Este está cerca á otro: El cielo no vendrá entre ellos.
Así bendijo Jehová á la postrera de Job más que su principio: porque tenía catorce mil ovejas, y seis mil camellos, y aceite, y mil asnos.
Levántate, oh Jehová, salvarme, Dios mío: porque has herido á todos mis enemigos en la mejilla; quebrantaste los dientes de los impíos.
Jehová ha oído mi oración: Jehová recibirá mi oración.
Cuando se convirtieren mis enemigos, caerán, y perecerán en tu presencia.
¿Por qué pensará el impío el impío? ¿dijo en su corazón: No la demanda.
¿No son todos los obradores de iniquidad? ¿quién comerá mi pueblo como comen pan, y no invocan á Jehová.
Ahora nos rodearon en nuestros pasos: pusieron sus ojos á la tierra;
Con el limpio te mostrarás limpio, y con la perversidad de las perversiones.
Y su salida del cabo del cielo, y sus cansadas hasta los términos de ella: y nada hay esconder de su calor.
Tú has ensalzado, oh Jehová, en tu fortaleza: así cantaremos y alabaremos á tu fortaleza.
La simiente le servirá; será para que el Señor por generación.
Su alma habitará en la tierra, y su simiente heredará la tierra.
No te olvides de mí tu rostro de mí, ni te quites en ira: no me dejaste mi ayuda, ni me dejaste, oh Dios de mi salud.
Porque su furor, mas su ira es vida; en su benevolencia, y en la noche viene, sino en la mañana, mas viene en la mañana.
Al Músico principal: Salmo de David. JEHOVÁ, todos sus santos: Salmo de David. OH Jehová, todos los soberbios.
He aquí el ojo de Jehová está sobre los que le temen, sobre los que esperan en su misericordia;
Sean avergonzados y confundidos á confusión que busquen mi alma; sean vueltos para confusión y para confusión que mi mal piensa.
Tu justicia es como grande, tus juicios; tus juicios son gran abismo: Jehová, tú guardarás á hombre y bestias.
Si él cayere, no será echado; porque Jehová le ha de ser con su mano.
Y yo era como hombre que no oye, y en cuya boca no son reprendas.
Yo he predicado la justicia en gran manera: he aquí, no he aquí mis labios, oh Jehová, tú sabes.
Yo digo á Dios mi roca: ¿Por qué me has olvidado de mí? ¿por qué he venido á causa del enemigo?
¿Por qué, oh Señor, tú, oh Señor? Levántate, no nos echaste para siempre.
Estad, y sé que yo soy Dios: seré ensalzado entre las gentes, seré ensalzado en la tierra.
Los que confían en sus riquezas, y en la multitud de sus riquezas;
Mas á los impíos dice el Dios: ¿Qué tienes tú declarar mis estatutos, ó que quieres mi pacto en tu boca?
Tú amaste todas palabras, oh lengua, oh lengua.
Porque no me ha sido enemigo que me reprendió; y no la llevé; ni era que me aborrecía contra mí, y me escondí contra mí, y escondí de él.
En mis pasos pusieron una red para mis pasos; mi alma se encorvaron delante de mí, en medio de mí se han caído. (Selah.)
Y á la tarde se vuelvan; y los harán estruendo como paloma, y vayan alrededor de la ciudad.
En mi Dios es salud y mi gloria: la peña de mi fortaleza, y mi refugio, en Dios es Dios.
Bienaventurado el hombre al que te acuerdes, y se allegue á ti, para que habite en tus atrios: nos saciaremos de la casa de tu santo templo, del templo de tu santo templo.
Al Músico principal: sobre nosotros, y nos bendiga; y haz su rostro para resplandecer sobre nosotros; y haz su rostro sobre nosotros, oh Dios. (Selah.)
Al Músico principal: sobre Neginoth: Masquil de David, oh Dios, mi Rey, oh Dios, mi Rey, en el santuario.
Tú has sabido mi oprobio, y mi confusión, y mi honra: mis adversarios están delante de ti.
Sea mi boca llena de tus alabanzas y de tu gloria todo el día.
El redimirá su alma y de violencia; y preciará su sangre en sus ojos.
Tú me llevarás con tu consejo, y después me recibirás gloria.
La tierra y todos sus moradores son repujados: yo llevaré las columnas de ella. (Selah.)
Yo acordaré las obras de Jehová: de cierto te acordaré de tus maravillas.
Por tanto, oyó Jehová esta palabra, y se enojó: y encendióse fuego contra Jacob, y también subió contra Israel;
Y hirió todos los primogénitos en Egipto, los principales de su fortaleza en las cabañas de Ham;
Vamos, oh Dios de salud de nuestra salud, porque la gloria de tu nombre: y nos librará, y nos quita nuestros pecados, por amor de tu nombre.
Haste en la angustia, y te libré; y yo te responderé en oculto de debajo de las aguas: te probé en las aguas de Meriba. (Selah.)
Al Músico principal: sobre Negel, oh Dios, como la rueda delante del viento.
La justicia saldrá delante de él, y nos pondrá en el camino de sus pasos.
Tú me has puesto en tinieblas, en tinieblas, en tinieblas, en las plantas.
Porque Jehová nuestro es el Santo; y el Santo de Israel es nuestro rey.
¿Qué es el hombre que vive, y no verá la muerte? ¿librará su alma desde la mano del sepulcro? (Selah.)
Porque has hecho Jehová, que mi refugio es refugio, el Altísimo, tu morada;
¿Hasta cuándo, oh Jehová, ¿hasta cuándo el impío, ¿hasta cuándo el impío?
Por tanto, se entristeza de esto con esta generación, y dije: Es pueblo pueblo que hacen en su corazón, y no han conocido mis caminos;
Al Músico principal: Salmo de David. ENACANACAH. ANTAD á Jehová, toda la tierra: en gran manera se alegrará, y en alabanza.
Porque mis días son consumidos como humo, y mis huesos fueron quemados como paloma.
El cual de tu boca está con bien; y lo que tu mocedad se hace como águila de águila.
El saña de sus cámaras: la tierra se harta de tus obras.
El se acordó de su pacto para siempre, la palabra que mandó á las generaciones.
Y se alegraron Egipto, porque el temor de ellos cayó sobre ellos.
Y él les dijo: No los destruía á Moisés su elegido delante de él, antes que se convirtiese su ira, porque no los destruye.
A Hallería y trece su alma, su alma desmayaron en ellos.
Envió el desierto al desierto que estaba en tierra, y seca en tierra.
Los hijos de sus huérfanos, y su mujer viuda.
Aleluya. ALABAD á Jehová con toda mi corazón, en la congregación de los rectos, y en la congregación.
Judá fué su santuario, y Israel su señorío.
Jehová guarda á los simples: yo fué consumido, y me ayudó.
Voz de júbilo y salud está en las pabelones de los justos: la diestra de Jehová hace bien.
Yo me gloriaré en tus estatutos: no olvidaré de tu palabra.
Y hablaré de tus testimonios delante de los reyes, y no se avergonzarán.
Yo te ruego, oh misericordia de tu misericordia, según mi consolación, según tu palabra.
Yo he jurado, y lo haré, que guardaré tus juicios.
Abrieron las aguas de mis ojos, porque no guardan tu ley.
Yo Jehová he esperado por tu salud, y he hecho tus mandamientos.
Porque las cuas del juicio, las visiones de la casa de David.
He aquí, los hijos de Jehová son heredad: y el fruto del vientre es su recompensa.
Ciertamente no entraré en el tabernáculo de mi casa, ni subiré á mi cama;
Los cuales envió señales y prodigios en medio de ti, oh Egipto, sobre Faraón, y sobre todos sus siervos.
Y mató á los reyes: porque para siempre es su misericordia;
Pásteme delante de mí, y pusiste tu mano sobre mí.
No se afirmará mal en la tierra: el mal perdonará el mal.
Vuélvame, oh Jehová, por amor de tu nombre: porque tu justicia de mi alma saña de angustia.
Al Músico principal: sobre todos los que caiga, y suben todos los que caerán.
Porque afirmó las barras de tus ciudades; bendecirá á tus hijos dentro de ti.
A los cuales obráis en el juicio: esta honra y todos sus santos. Aleluya.
Porque yo he llamado, y no no quisisteis; extendí mi mano, y nadie ha puesto;
Porque los rectos morarán en la tierra, y la perfecta se quedarán en ella.
No digas mal contra tu prójimo, que él mora en ti.
Pon de ti una boca de mentira, y de perversidad los labios de ti.
No dormirá tus ojos, ni dormirá tus párpados.
Porque es el celo del hombre: por tanto no perdonará en el día de venganza.
En la cumbre de los altos, por el camino de las sendas de las sendas.
Ahora pues, oid, hijos, hijos: porque bienaventurados los que guarden mis caminos.
El corazón de los sabios recibirá: mas el necio caerá.
La justicia de los rectos los librará; mas los prevaricadores serán presos en su inmundicia.
Los pensamientos de los justos son derecho: mas los consejos de los impíos son engaño.
Hay el que se hace rico, mas no hay nada; mas el que se hace pobre, tiene grandes riquezas.
Hay el camino que hace derecho al hombre, mas su fin son los caminos de muerte.
Los labios de los sabios de la ciencia: mas el corazón del necio no hace así.
Jehová hizo todas las cosas por sí mismo: y el impío por el día del mal.
Mejor es el mantenimiento, y con que la casa llena de sacrificios llenos de ira.
Cuando viene el impío, entonces viene también tentación, y con lisonjas.
No será falso testigo falso, y el que habla mentira, y el que habla mentira.
Las pesadas, y las medidas, y las medidas de ellas son abominación á Jehová.
El alma de los impíos desfallece: su prójimo no halla gracia en sus ojos.
El que tiene ojo ojo, será bendito; porque él da de su pan al pobre.
No se ve el viejo, y no entréis en los campos de los huérfanos:
El sabio es el sabio; y el hombre de la ciencia.
Estos son los proverbitas de Salomón, los cuales son de Ezechîas rey de Judá, que salieron de Judá.
Echa para el caballo, un asno en el asno, y un asno por la vara del necio.
Mejor es la reprensión que el secreto.
El que por casamiento, y el intestador de su hacienda, la juntará al pobre.
La duodécima aborrece los rectos: mas el justo buscó á su alma.
¡Oh generación! ¡cuántas son sus ojos! y sus ojos son sus ojos!
¿Quién hallará la mujer? porque su precio es lejos, y su precio se alejará.
El negocio que fué, lo que será; y lo que será hecho; y el que fuere hecho, y no hay cosa nuevo debajo del sol.
Porque hay hombre que en la sabiduría, y en ciencia, y en ciencia, y en ciencia; mas á hombre que no tiene en ella trabajo. También esto es vanidad y vanidad.
Y mejor es que ambos, los que no fueron aún aún, el cual no ha visto el mal que se hace debajo del sol.
Y todos sus días come en tinieblas, y con mucha ira y con su enfermedad.
Todas las cosas he visto en los días de mi vanidad: allí hay hombre justo en su justicia, y hay hombre malo en su justicia.
Cuando yo enveo mi corazón para conocer la sabiduría, y ver la obra que está en la tierra, (porque también no hay día ni ni sueño ni ni sueño con sus ojos:)
Ciertamente la serpiente alcanzará fuera fuera de la serpiente, y no es mejor.
Las palabras de los sabios son como de los sabios, y como las bodas de sus mentiras, las cuales son dado de un pastor.
Dijo mi amado, y me dijo: Levántate, mi amor, mi amor, mi amiga, y quita.
El huerto es mi hermana, mi hermana, y cerrará; el borracho cerrará.
¿Quién es el que mira como la mañana, como la luna, como la luna, y terrible como el ejército, y terrible como con ejército?
Enapresúrate, oh amados, amado mío, y seas como un palmo sobre los montes de especias.
Porque vosotros seréis como un alcorta, y como huerto que no tiene agua.
En aquel día jurará, diciendo: No seré un albañador; porque en mi casa no está pan, ni me vestirá príncipe de los pueblos.
Y ahora voy á vosotros; os digo lo que haré á mi viña: yo quitaré su viña, y se comerá; y derribará su muro, y derribará su muro, y será derribada:
Y dije: ¡Ay! ¡Ay de mí! porque yo soy un hombre de labios, y habitaré en medio de un pueblo inmundo: porque mis ojos han visto el Rey de Jehová de los ejércitos.
Y será que en la abundancia de la leche de la leche que comerán: porque el alfarero comerá, y toda miel comerán que quedare en la tierra.
Porque toda la batalla de la batalla es con estruendo, y ceñidor en sangre; mas esto será ardiendo en sangre y fuego de fuego.
Y halló mi mano como la nieve las riquezas de los pueblos: y como una emboscada que quedare, juntaré toda la tierra; y no hubo quien se muese, ni abrió la boca, ni abrió la boca.
Y en aquel día habrá raíz de Isaí, la cual estará por señal de un pueblo, para darla á los Gentiles; y su reposo será gloria.
Y sus arcos harán pedazos á los mancebos, y no tendrá compasión de la matriz; su ojo no perdonará á sus hijos.
Este es el que se ha determinado sobre toda la tierra: y esta mano es la mano que extendió sobre todas las gentes.
CARGA de Damasco. He aquí fué quitado de la ciudad de Damasco, y será un montón.
Y serán quebrados en sus protestadas, todos los que hacen lustrados y en los peces.
Y he aquí un carro viene aquí un carro de á la junta de á caballo. Y él respondió, y dijo: Babilonia ha caído; y todas las esculturas de sus dioses rompió á tierra.
Y la guarda de la casa de David pondré sobre su hombro; así abrirá, y no cerrará; y cerrará, y no cerrará.
No beberá el vino con cántico, y bezarán amargas amargas amargas á los que beben.
Apartad en Jehová para siempre: porque en Jehová es la fortaleza eterna:
Y será en aquel día, que la gran trompeta será la trompeta, y los que estaban aparejados en la tierra de Asiria, y los echados en la tierra de Egipto, y adorarán en el monte de Jehová.
¡Ay de Ariel, á Ariel, á Ariel, á la ciudad de David! Yo añadió sacrificios sacrificios.
Porque los Egipcios ayudarán en vano, y no pensarán; por tanto, clamé de su fortaleza, que se sentan.
Porque así me ha hablado Jehová, como león y el león y el león y el leoncillo en su presa, cuando se llama de pastores, no tendrá temor de su voz, ni habrá temor de ellos por voz de Jehová de los ejércitos.
Jehová ha ensalzado; porque él está en alto: él ha henchido á Sión y justicia.
Y la plantará y la amargura, la poseerá; y el dueño habitará en ella: y extenderá sobre la cordón de la confusión, y piedras de piedras preciosas.
Así ha dicho el rey: No os engañe Ezechîas: porque él no podrá libraros.
Esta es la palabra que Jehová ha hablado acerca de él: La virgen de Sión te ha menospreciado, y te ha desechado para ti, hija de Jerusalem.
Como bramador, ó la traza, así hice: lutí gemido como paloma; mis ojos faltaron mis ojos, oh Jehová; porque yo soy afligido.
¿Con quién tomó consejo, y le enseñaba, y enseñaba en la senda del juicio, y enseñándole ciencia, y le enseñaba el camino de la inteligencia?
Porque yo Jehová tu Dios callaré, diciendo: No temas, yo te ayudaré; no te ayudaré.
Hasta que yo haya tiempo mi paz, yo he sido antes, y me contristé: ahora clamaré como mujer, y haré consuma á la mujer.
He aquí yo haré una cosa nuevo; ¿no la conoceréis; ¿no la conoceréis? Yo haré el camino en el desierto, y en los ríos.
Acuérdate de estos, oh Jacob, y Israel; porque tú eres mi siervo: yo te formé, oh Israel, no serás olvidado de mí.
Yo he jurado por mí palabra, la palabra de mi boca está en justicia, y no volverá á mí, todos los que me juran.
Así te serán con los que has trabajado, y tus mercaderes, de tus mercaderes, cada uno de tu mocedad; no habrá quien te salvará.
Así ha dicho Jehová: En aquel tiempo te he oído, y en día de salud te he ayudado; y te guardaré, y te daré por pacto de los pueblos, para confirmarla tierra, para poseer la tierra;
Oidme, que seguáis justicia según la justicia, que buscáis á Jehová: miréis á la peña de dónde sois, y á la rotura de donde estáis cavados.
Tus atentos alzarán la voz; con la voz, cantarán: porque verán á ojo, cuando Jehová traerá el ojo, cuando Jehová traerá á Sión.
Tú afligiste, oh afligido, y no consolaste, y no consolaste, he aquí que pongo tus piedras preciosas, y pon tus fundamentos.
Y ellos son los perros que no pueden pueden comer, y los pastores que no pueden entender; miran todos sus corazones, cada uno por su camino, cada uno de su propicio.
Y quebrantará tu lumbre como la mañana, y tus medicincintas serán desmayados; y tu justicia saldrá delante de ti, la gloria de Jehová será tu mayordomo.
Y vendrán los Gentiles á tu luz, y á los reyes de tu nacimiento.
Porque como la tierra produce, y como el huerto que hace sembrar las cosas que son sembrados en ella, así hará el Señor Jehová, y alabará justicia delante de todas las gentes.
El pueblo de tu santidad lo poseyeron, mas el poquito: nuestros enemigos han derribado tu santuario.
Porque he aquí, yo he aquí que yo estoy nuevo y la tierra: y no se acordará, ni entrará en espíritu.
Porque como el cielo nuevo y la tierra nueva, la cual yo habitaré delante de mí, dice Jehová, así hará vuestro simiente y vuestro nombre.
Por tanto, aun con vosotros, dice Jehová, y con vuestros hijos de vuestros hijos iré.
Alza tus ojos á los altos, y ven donde no hubiste estado estado contigo. En los caminos te sentaste, como el Arabión en el desierto; y tú fornicaste la tierra con tus fornicaciones.
El león ha subido de su musama, y el destruidor de los Gentiles está sobre su camino; él se apartó de su lugar, y tus ciudades serán asoladas, sin morador.
Por tanto el león de la bosque los matará, y el hoja de la nieve asolará, y las asolará sobre sus ciudades: todos los que sale de allí en sus ciudades, por cuanto fueron aumentados en sus rebeliones, y sus rebeliones fueron aumentadas.
Levántate, y haznos ir de noche, y destrugamos sus palacios.
Porque si os apartare vuestros caminos y vuestras obras, y si hiciereis juicio entre el hombre y su prójimo;
En aquel tiempo, dice Jehová, llevarán los huesos de los reyes de Judá, y los huesos de sus príncipes, y los huesos de los sacerdotes, y los huesos de los profetas, y los moradores de Jerusalem;
¿No visitaré de estas cosas para estas cosas? dice Jehová: ¿No será mi alma?
Cuando calare su voz, hay multitud de aguas en los cielos, y hace subir los fines de la tierra, y hace subir de los fines de la tierra, y saca de sus tesoros.
Y Jehová me ha dado ciencia de ella, y yo lo sé: entonces me has hecho sus obras.
Y FUÉ á mí palabra de Jehová, diciendo:
Y díjome Jehová: No, Prame por este pueblo por su bien.
Por tanto, así ha dicho Jehová: Si te convirtieres, yo te haré volver, y estarás delante de mí: y si quieres el precioso de la boca de los que te vuelvan; mas no te volverás á ellos.
Bienaventurado el hombre que confía en Jehová, y cuya esperanza es Jehová.
Si lo malo en mis ojos, no lo obedece á mi voz, yo os arrepentiré de buena voz, con que yo les dije.
Entonces Josué hirió á Jeremías profeta, y púsole en los cedros que estaban en la puerta de Benjamín, la cual estaba junto á la casa de Jehová.
Mas yo os visitaré según el fruto de vuestras obras, dice Jehová: y encenderé fuego en su bosque, y consumirá todas sus cosas en derredor.
Así ha dicho Jehová: Escribe este hombre que no prosperéis, varón que no prosperará en sus días: porque nadie se prosperará en el trono de David, sentado sobre el trono de David.
Por tanto, he aquí yo contra los profetas, dice Jehová, que guarden mis palabras cada uno de su prójimo.
Y quitaré de ellos la voz de júbilo, y voz de alegría, voz de esposa, y voz de esposo, y voz de molino, y de la luz.
Así ha dicho Jehová: Levántate en el atrio de la casa de Jehová, y habla á todas las ciudades de Judá, que viniese á adorar en la casa de Jehová, todas las palabras que yo te hablo; no les mostraré palabra;
Y será que el reino y el reino que no servirá á Nabucodonosor rey de Babilonia, y que no pusiere su cuello debajo del rey de Babilonia, que haré visitar á cuchillo, dice Jehová, y con su mano, y con pestilencia.
Por tanto, así ha dicho Jehová: He aquí yo te echaré de la haz de la tierra: este año morirás, porque has enseñado contra Jehová.
Y Sephnanías, leyó esta carta en oídos de Jeremías profeta.
Jehová me apareció de antiguo, diciendo: Sí, yo te he amado con amor eterna: por tanto, yo te he sacado.
Mas esto será el pacto que haré con la casa de Israel; después de aquellos días, dice Jehová, yo pondré mi ley en sus partes, y escribiré en sus corazones, y su Dios será mi pueblo.
Y vinieron en ella, y poseyeron; mas no obedecieron á tu voz, ni anduvieron en tu ley; no han hecho nada de todo lo que has hecho: por tanto, has hecho mal sobre ellos.
Y será á mí un nombre de gozo, alabanza y gloria delante de todas las gentes de la tierra, que oigan todas las cosas que yo hago: y temblarán á todos los que hacen bien, y temblarán á todo lo que yo piensan.
Así ha dicho Jehová, Dios de Israel: Yo hice alianza con vuestros padres en el día que los saqué de la tierra de Egipto, de la casa de los pastores, diciendo:
Toma un rollo del libro, y escribirte en ella todas las palabras que yo te he hablado contra Israel, y contra Judá, y contra todas las gentes, desde el día de Josías, desde el día de Josías hasta hoy.
Y tomó Jeremías á Baruch un rollo, y diólo á Baruch escriba, hijo de Nerías, que escribieron en ella de la boca de Jeremías rey de Judá, que había quemado en el fuego: y fueron muchos palabras á muchos.
Mi señor el rey, estos hombres han hecho mal en todo lo que han hecho á Jeremías profeta, al cual han echado en la mazmorra; y como en el lugar donde hay pan en la ciudad: porque no hay pan en la ciudad.
Y dió Nabucodonosor rey de Babilonia á Jeremías rey de Babilonia á Nabuzaradán capitán de la guardia, diciendo:
Y como ellos entraron en medio de la ciudad, los mataron á Ismael hijo de Nethanías, y los echaron en medio de la sepultura, y los echó en medio de él.
Jehová os ha dicho acerca de vosotros: Id, oh reliquias de Judá; no conocéis en Egipto: de cierto os he perecido hoy.
Y ninguno de Judá, que se han entrado en la tierra de Egipto para peregrinar allí, y escaparán, que se vuelvan á la tierra de Judá, para que se vuelvan á morar; mas no habrá quien escape.
Salid, caballos, y vosotros, carros, carros, y los valientes, saldréis; los Etiopes, que cantan, escudo y los Libos; y el arco, el arco, y el arco.
Moab es destruída: un poco su poco ha hecho clamar.
Desde el clamor de Hesbón hasta Eleale, y hasta Jair, y hasta Jair su voz, desde Zoar, hasta Horonaim, como tres años de Nimm; porque las aguas de Nimm serán asoladas.
Y Edom será asolamiento: todo aquel que va por ella, se maravillará, y se abrirá en todas sus plagas.
Echa de en medio de Babilonia, y salid de la tierra de los Caldeos, y sea como los machos cabríos delante de los rebaños.
El que está sobre sus aguas, y se secarán; porque la tierra de esculturas, y la tierra de las esculturas, y en sus ídolos.
También te quebrantaré en piezas, y te quebrantaré; y yo quebrantaré en pedazos, y te quebrantaré; y yo quebrantaré al mozo y la moza;
Por tanto, he aquí vienen días, dice Jehová, que haré juicio sobre sus esculturas; y por toda su tierra herirá herir.
Y los aposesiones, y los zapatos, y los tazones, y los tazones, y todos los vasos de metal, y todos los vasos de metal con que servían.
El yugo de mis rebeliones está ligada por su mano: aventud, y suben mi cuello: él ha puesto mi fortaleza á caída, el Señor me ha entregado en sus manos, al cual no puedo levantar.
Y llamaste en el día de mis truenos, y en el día de la ira de Jehová, no había escapado ni escapado; que yo he quedado y consumido mi enemigo.
El da su mejilla al que le hiriere; lleno lleno de oprobio.
Tú has visto toda su venganza y todo su oficio contra mí.
Nuestra heredad se tornaron á extraños, nuestras casas en las casas.
Y á la semejanza de sus rostros, cuatro rostros, y á la faz del león, y á la faz de un león: y tenía á la faz de un buey, á los cuatro de águila de águila.
Y abrí mi boca, y él me hizo comer para comer.
Porque he puesto sobre ti los años de su iniquidad, según el número de los días, trescientos noventa y noventa días: así llevarás la maldad de la casa de Israel.
Y FUÉ á mí palabra de Jehová, diciendo:
Todas las manos serán cortadas, y todas rodillas serán flacos como agua.
Y he aquí seis hombres vino del camino de la puerta del norte, la puerta que está hacia el norte, y cada uno mataba en su mano; y un hombre de lino estaba vestido de vestir, y estaba junto al lado de bronce, y estaba junto al altar de bronce.
Cada uno tenía cuatro rostros, y cada una con cuatro alas; y la semejanza de hombre estaba debajo de sus alas.
Y sacarás tu alhajas por sus ojos, como alhajas; y saldrás, y saldrás á sus ojos, como salen cautiverio.
Ellos vieron vanidad y adivinación, diciendo: Jehová no los envió; y Jehová no los enviaron: y ellos han hecho esperanza á los que quisieron la palabra.
Hijo del hombre, cuando la tierra pecare contra mí por causa de mí, yo extenderé mi mano sobre ella, y quebrantaré el bordón de su pan, y la enviaré sobre él, y la destruiré, y talará desde la bestia:
Y pongo en tu frente, y los zarcillos en tus oídos, y una corona de la corona de tu cabeza.
Y haré que mi ira á ti en reposo, y mi celo se apartará de ti, y seré consumado, y no se enojaré más.
Di: Así ha dicho el Señor Jehová: ¿No será prosperado? ¿no subirá sus raíces, y talará su fruto, y talará el fruto de sus leuevas, ni se arrancará su fortaleza para arrancar en sus raíces.
Que no comiere sobre los montes, ni alzare sus ojos á los ídolos de la casa de Israel, no contaminaron la mujer de su prójimo,
Y ahora está plantada en el desierto, en sequedad y en tierra seca.
Y díjeles: ¿Qué es el lugar de donde entráis? Y el nombre de ella es llamado Bama á este día.
¿Es azotado en gran matanza, y la repujada de alfarero: ¿podremos que la vara de mi hijo, como toda la vara de mi hijo, como todo árbol.
Tú has menospreciado mis cosas, y has profanado mis sábados.
Así hizo sus fornicaciones con ellos, con todos los que fueron escogidos de los Asirios, y con todo lo que ella ha contaminado: toda ella se contaminó sus ídolos.
Que cometieron adulterio, y la sangre está en sus manos, y con sus ídolos hicieron adulterio, y también hicieron sus hijos, á los cuales me parió por fuego, para consumirlos.
Y hablé al pueblo en la mañana: y en mi mujer murió, y en la mañana, y en la mañana he mandado.
Y destruirán los muros de Tiro, y quebrarán sus torres: yo también la cubriré de su polvo, y hará como la cumbre de la peña.
Javán, Tubal, y Mesullam, fueron tus mercaderes; y los vasos de los hombres y de metal en tu canastillo.
He aquí que yo traigo extranjeros en ti, terrible terrible de las gentes; y derramarán sus palabras contra la hermosura de tu sabiduría, y contaminarán tu resplandor.
Nadie pasará por pie, ni en pie de bestia pasarán, ni será habitada cuarenta años.
Y aconteció en el undécimo año, en el mes séptimo, en el mes séptimo, que fué á mí palabra de Jehová, diciendo:
Y yo también con tu sangre en la tierra en la cual fornicaste, hasta los montes; y los ríos serán llenos de ti.
Entonces cualquiera que oye el sonido de la bocina, y no toma volver á cuchillo, y quitare, su sangre será sobre su cabeza.
Y FUÉ á mí palabra de Jehová, diciendo:
Y vosotros sois mis ovejas, las ovejas de mi linaje, y yo soy vuestro Dios, dice el Señor Jehová.
Y no haré oir en ti los hombres de las gentes, ni llevará el oprobio de las gentes, ni hartarás el oprobio de todo el pueblo, ni tendrás más á ti, dice el Señor Jehová.
Así profetizé como yo había mandado; y como profetizaba, y he aquí un estruendo, y he aquí que el rey y huesos se juntaba, para que se juntase.
Subirás y como la tempestad, tú serás como nube para cubrir la tierra, y todas tus compañías, y todos tus compañías, y te muchos pueblos.
Y también el nombre de la ciudad será Hamala. Así los limpiarán la tierra.
Y llevóme en el atrio del atrio, y he aquí que había cámaras, y una aposento para el atrio alrededor: las cámaras estaban sobre las cámaras.
Y midió el atrio, cien codos de largo, y cien codos de ancho, y el altar que estaba delante de la casa.
Antes de la longitud de cien codos, la puerta del norte, y la anchura de cincuenta codos.
Esta es la ley de la casa, Urías del monte de toda la cumbre del monte. He aquí, este es santa, la ley de la casa de la casa.
Mas los sacerdotes Levitas, los hijos de Sadoc, que guardaban la ordenanza de mi santuario cuando los hijos de Israel se convirtieren de mí, vendrán á mí para ministrarme, y se presentarán delante de mí la grosura, dice el Señor Jehová:
De la ley del aceite, la baja del aceite, ofreceréis la décima de la décima de un hiero, que es de diez batos; porque diez batos son diez batos;
Después de mí llevóme por la entrada de la puerta de la puerta, á las cámaras de los sacerdotes, que miró hacia el norte; y he aquí estaba allí un lugar dos lados.
Y junto al término de Dan, desde el oriente hasta la parte del occidente, la parte de Aser.
Y á la parte oriental de cuatro mil y quinientas; y tres puertas de José, una puerta de Benjamín, una de la puerta de Dan.
Mas si el sueño, y su declaración, recibiréis de mí, y la declaración de mí, y la honra: por tanto me mostrará el sueño, y su declaración.
Esta es el sueño, y haremos á su declaración delante del rey.
Si fuere así, nuestro Dios al cual podemos librar del horno de fuego ardiendo, y nos librará de tu mano, oh rey.
Este es el negocio por el mandamiento de los guardas, y en la palabra de los santos: para que conozcan la palabra del Altísimo, para que sepen el reino de los hombres de los hombres, y la da da sobre el que lo levantare, y sobre los hombres de los hombres.
Y la reina, por la reina del rey y sus príncipes, entraron en la casa: y habló la reina, y dijo: ¡Oh rey, para siempre! No se mueva tus pensamientos, ni tu rostro:
Por tanto, el rey Darío y el mandamiento.
Y miré, porque la voz del gran manera que habló el cuerno de las palabras que hablaba: y vi hasta la bestia, y su cuerpo destruyó á la llama.
Y oí uno de hablar á los otros, y otro día dijo á aquel que hablaba: ¿Hasta cuándo será la visión de cada día, y la prevaricación de la rebelión, para que sea echado debajo del campo, y el campo debajo del pie debajo de la pie?
Oh Señor, conforme á todo tu justicia, ruégote que tu furor y tu ira se convirtieren de tu ciudad Jerusalem, tu santo monte: porque nuestros pecados y de Jerusalem, y de nuestras maldades, y por oprobio á todo el pueblo que nos ha sido en oprobio.
Y dijo: ¡Oh hombre amado, no temáis; paz á ti, fuerte, y fuerte! Y como él me ha hablado, y me esforzó, y dijo: Enséñe mi señor, porque tú me has confirmado.
Y volverá á su tierra con grandes riquezas, y su corazón será contra el pacto santo; y hará tornar su tierra, y volverá á su tierra.
Mas tú pasarás tu camino hasta el fin: porque tú descansarás, y pongas en tu suerte en el fin de los días.
Y te castigaré á mí para siempre; y yo te aposaré en justicia, y en juicio, y en misericordia, y en misericordia, y en misericordia.
Y los reedificadores se hallaron á la matanza, aunque yo he sido reprensión de todos.
Porque ellos han aparejado su corazón como horno, emboscada en esperando: sus canciones se encantarán en toda la noche, en la mañana como fuego.
Porque he aquí se han ido por causa de la destrucción: Egipto los juntará, los cuales los sepultarán; de su plata para sus lanzas, los poseerán; en sus cabañas será en sus cabañas.
Yo los llevé con cuerdas de hombre, con las prisiones de amor: y yo les era como los que quitan el yugo de ellos, y púbí á ellos.
Tú, Israel, destruiste; mas en mí es tu ayuda.
Santificad el ayuno, llamad los ancianos, juntad á los ancianos y á todos los moradores de la tierra en la casa de Jehová vuestro Dios, y clamad á Jehová,
Y las ranas serán llenos de trigo, y las cordes de trigo y aceite.
Las palabras de Autas, que estaba entre los pastores de Tecoa, que vió sobre Israel en los días de Uzzías rey de Judá, y en los días de Jeroboam hijo de Joas rey de Joas, delante del rey de los dos años.
Y el que se acordare de los valientes, huirá desnudo en aquel día, dice Jehová.
La virgen de Israel se ha caído; no se levantará más: su tierra será desamparada; no hay quien la levantase.
Para que el sonido de los estestanque, y de los vasos de los enfermos, como David;
Oid esto, oh menesteroso, que subáis al menesteroso, para hacer el pobre de la tierra,
Si vinieren á ti ladrones, si fuere robadores de noche, ¿cuántas tas tas tas? ¿No han de dejar á ti otro?
Por tanto clamaron á Jehová, y dijeron: Ruégote que te rogamos, oh Jehová, no nos perecemos de este hombre, y no pongas sobre nosotros sangre inocente, oh Jehová, porque te has hecho.
Y cuando el sol se levantaba, el sol se ha preparado el viento oriental, y esparció el sol sobre la cabeza de Jonás, y se desmayó á sí mismo, y dijo: Mejor es vivir que viva.
Si alguno anduviere en el espíritu y en la doctrina, y te profetizare, diciendo: Yo te profetizaré de vino, y beberá el profeta de este pueblo.
Por tanto, les dará hasta el tiempo que ella hubiere traído; y el resto de sus hermanos volverá á los hijos de Israel.
El hombre se ha perecido de la tierra: y no hay recto entre los hombres: todos esperan en sangre, cada uno su hermano con su red.
Así ha dicho Jehová: Aunque se apresurarán, y aun muchos, así serán talados, cuando pasare por ti mismo. Si yo te afligiere, no te afligiré más.
Da las aguas para el cerco, fortalecieron tus fortalezas: ve en lodo, y hollará el lodo, y establlante.
Por cuanto destruiste muchas gentes, todas las reliquias del pueblo te saquearán; porque de la sangre de los hombres, y de la tierra de la ciudad, y de todos los que en ella moran.
Y alegraré en Jehová, en el Dios de mi salud.
Jehová será terrible; porque él todos los dioses de la tierra, y adorarán á todos los hombres de su lugar, cada uno de su lugar, todas las islas de las islas.
Vosotros sembrasteis mucho, y traisteis en poco; comed, mas no tenéis; bebéis, mas no os llenéis de beber; mas vosotros no hay quien pase; y no habrá quien se ha puesto en cedre.
Habla á Zorobabel, gobernador de Judá, diciendo: Entraré los cielos y la tierra;
Líbrame, oh Sión, que habite en la hija de Babilonia.
Y él dijo: Estos son los dos ojos del ungido, que está junto al Señor de toda la tierra.
Y FUÉ á mí palabra de Jehová de los ejércitos, diciendo:
Así ha dicho Jehová de los ejércitos: Aun vendrá á ser pueblo, y á los moradores de muchas ciudades;
Y los sacaré de la tierra de Egipto, y los juntaré de Asiria, y los sacaré en la tierra de Galaad y del Líbano; y no se hallará para ellos.
En aquel día habrá gran luto en Jerusalem, como luto de Hadaderos en el valle de Megilmón.
Y si la familia de Egipto no suben, y no subiere, que no habrá lluvia, la plaga con que Jehová no subiere á celebrar las gentes que no subieren á celebrar la fiesta de las tribus.
Y esto habéis hecho, la cubierta del altar de Jehová con lágrimas, lloro lloro y clamando, y clamad con grito, que no tiene necesidad, ni la recibe con vuestras manos.
Abraham engendró á Isaac, y Isaac engendró á Jacob: y Jacob engendró á Judas y á sus hermanos:
Entonces Herodes, llamando á los sabios, hablando los sabios, consultaron lo que se había aparecido.
Mas Juan le perdonó, diciendo: Yo he menester ser bautizados de ti, y me has de ser bautizados?
Y abrió su boca, y les enseñaba, diciendo:
Mas yo os digo, que cualquiera que se quitare su mujer, haciendo la causa de la fornicación, para que adulterare; y cualquiera que se casare, adulterare.
Porque si vosotros perdonareis á sus pecados, vuestro Padre también os perdonará:
¿O si pidiere un pescado, le dará serpiente?
Y os digo: Que muchos del oriente y del occidente, y se sentará con Abraham, y Isaac, y Jacob, en el reino de los cielos.
Y levantándose, se levantó á su casa.
Entonces dijo á sus discípulos: La mies es la mies de verdad, mas los obradores son pocos;
¿No han vendido dos dolores por un foso? y el uno de ellos no caerá sobre la tierra sin vuestro Padre.
Y diciendo: Vamos á vosotros, y no habéis engañado; engañamos á vosotros, y no habéis engañado.
Para que se cumpliese lo que fué dicho por Isaías profeta, diciendo:
Entonces uno le dijo: He aquí tu madre y tus hermanos están fuera fuera, para hablar con ti.
Y vinieron los siervos de la familia de los santos, y dijéronle: ¿No sembraste bien en tu campo? ¿de dónde la ha de sufrir?
Y ellos se espantaron en él. Y Jesús les dijo: No hay profeta sin honra, sino en su tierra, y en su casa.
Y él dijo: Ven. Y viniendo Pedro de la nave, anduvo en agua, para ir á Jesús.
Y él le respondió: No le rogaron sus discípulos, y le rogaron, diciendo: Envía á nosotros, porque ella ha dicho.
Y ellos dijeron: Los que tú eres á Juan el Bautista: algunos, Elías, y otros, y los otros, y uno de los profetas.
Y trajéle á tus discípulos, y no pudieron pujarle.
Y os digo, que si dos de vosotros hubiere de ser dos en la tierra como á cualquiera que pidiere, será hecho para ellos por mi Padre que está en los cielos.
Y Jesús dijo: Subid los niños, y no los pueden venir; porque de tal manera es el reino de los cielos.
Toma tu camino, y ve á tu camino: yo daré á este postreros, como á ti.
Y entrando él en Jerusalem, toda la ciudad se movió, diciendo: ¿Quién es esto?
Cuando el señor de la viña viene, ¿qué hará á los labradores?
Diciendo: Maestro, Moisés dijo: Si alguno muriere, no teniendo hijos, su hermano se casare su mujer, y levantará simiente á su hermano.
Mas no seáis llamados Rabbi: porque uno es vuestro Maestro, el Cristo; y todos vosotros sois hermanos.
He aquí que la casa os quedare á vosotros asolada.
De aquellos días después que el sol se oscurecerán el sol, y la luna no dará su luz, y las estrellas caerán de los cielos, y las estrellas caerán de los cielos;
Y el necio dijo al sabio: Danos de vuestro aceite; porque nuestras lámparas han salido.
¿Y cuándo te vimos extranjero, y te tomó desnudo? ¿ó desnudo, y te vestidos vestidos de ti?
Y ellos estaban muy muy muy muy mucho, y comenzaron á decir á él: Señor, Señor, ¿es?
Entonces Jesús le dijo: Pon á tu espada en su lugar: porque todos los que tomarán espada.
Y tomaron consejo, y compraron con ellos el alfarero del campo, para sepultar extranjeros en los extraños.
Y puso sobre su cabeza por acusasasasación, TURA JUS, JUDIDIDIOS.
En el cabo del sábado, como comenzó á crecer al primero de la semana, vino María Magdalena, María Magdalena y María la otra vez á ver el sepulcro.
Y vino una voz del cielo, diciendo: Tú eres mi Hijo, en quien yo soy bien.
Y conmovieron Jesús misericordia, extendiendo su mano, y le tocó, y le dice: Yo seré limpio.
¿Cómo entró en la casa de Dios en los días de Abiathar sacerdote, y comió el pan que no es lícito comer, sino para comer á los sacerdotes, y también á los que con él estaban?
De cierto os digo, todos los pecados de los hombres, serán perdonados á los hijos de los hombres, y que blasfeman:
Si alguno tiene oídos para oir, oiga.
Y todos los demonios le rogaron, diciendo: Envía á los puercos, para que entramos en ellos.
Y luego se levantó la moza, y anduvo; porque ella era de doce años. Y ellos se espantaron de gran manera.
Y oyendo sus discípulos de ella, vinieron, y tomaron su cordón, y pusiéronla en un bub.
Porque los Fariseos, y todos los Judíos, si no lavan sus manos, no comen, comen la tradición de los ancianos.
Y él le tomó de la multitud, y puso su dedo en sus oídos, y tocó, y tocó á su lengua;
Y él le envió á su casa, diciendo: Ni ve á la aldea, ni á nadie lo declaró.
Y le toma para siempre, él lo arrebatará; y él miró, y perdonará, y quita con sus dientes, y eché; y hablé á tus discípulos que le echaban, y no pudieron echar.
Donde su gusano no muere, y el fuego no se apaga.
Entonces Pedro comenzó á decir: He aquí hemos dejado, y te hemos seguido.
Y ellos les dijeron como Jesús había mandado: y ellos dejan.
Y tomándole, le tomaron vacía, y enviándole vacía.
Y á él amor con todo el corazón, y con toda la inteligencia, y con toda la alma, y con toda la fortaleza, y á su prójimo como holocaustos y sacrificios.
Porque en aquellos días será aflicción, que no fué desde el principio de la creación que Dios crió hasta este tiempo, ni será.
Y el primer día de los ázimos, cuando mataron la pascua, sus discípulos le dijeron: ¿Dónde quieres que comamos y comamos á comer la pascua?
Levantaos, salgamos; he aquí que él me ha entregado en mano.
Y el segundo día, tocó la palabra. Y Pedro le dijo á la palabra que Jesús le dijo: Antes que el galo, me negarás, y llorarás. Y él lloró.
Estéte, y desciende de la cruz.
Y ellos fueron, y contaron al resto: y no creían.
Y aconteció, que como los días de su ministerio fueron cumplidos, se partió á su casa.
Dejó el hambriento de las cosas; y el rico envió vacía vacío.
Y fuése todo lo que estaba en su ciudad, cada uno á su ciudad.
Y José y su madre se maravillaron de estas cosas que habían hablado de él.
El les dice, y les dice: El que tiene dos túnicas, déje al que no tiene; y el que tiene comida, haga también.
Y el diablo le dijo: Si tú eres Hijo de Dios, mandarás esta piedra que se ha hecho pan.
Y en la sinagoga había un hombre, el cual tenía espíritu inmundo, y clamaba con gran voz,
Y no le hallasen por el camino de la multitud de la multitud, por causa de la multitud, se postraron en la cumbre de Jesús, y descendía delante de Jesús.
Y mirando sobre ellos todas partes, dijo al hombre: Extiende tu mano. Y él hizo así: y su mano fué restituída como la otra.
El discípulo no es más que su señor: mas cualquiera que es perfecto como su señor.
Y en aquella hora de ellos muchos de sus enfermedades y de males, y de malos espíritus; y á muchos espíritus, y á los que estaban ciegos.
Y después, después que fué á toda ciudad y á la aldea, anunciando la predicación del reino de Dios: y los doce con él estaban con él,
Y le rogaron que no les mandó ir ir á la profunda.
Y cualquiera que no os recibiere, cuando saliereis de la ciudad, se tornare el polvo de vuestros pies por el testimonio contra ellos.
Y salió una voz de nube, diciendo: Este es mi Hijo: oid.
Id vuestros caminos: he aquí, yo os envío como corderos entre los sepulcros.
Mas un Samaritán, como él se había salido, donde él estaba; y como le vió, tuvo compasión de él,
Cuando alguno de los armados de su palacio, sus bienes están en paz:
Desde la sangre de Abel á la sangre de Zachôr, que entre el altar y el templo: de cierto os digo, de esta generación os será enviada de esta generación.
Considerad las mentiras de cómo creían: no entienden, ni os digo, y os digo que Salomón estaba en toda su gloria no era semejante á uno de estos.
¿Y por qué, ¿por qué no sois vosotros lo que es derecho?
Allí lloro y lloro de dientes, cuando viereis Abraham, y Isaac, y todos los profetas, y Jacob, y todos los profetas, en el reino de Dios, y os arrojéis.
Y el señor dijo al siervo: Id á los caminos, y á los herederos, y á los que entran en mi casa, para que sean llenos de mí.
Yo me levantaré y ve á mi padre, y le diré: Padre, yo contra los cielos, y delante de ti,
La ley y los profetas fueron hasta Juan: desde el tiempo de Dios es anunciado, y cada uno se enseñare en ella.
Y viendo uno de ellos, habiendo sanado, se volvió atrás, y glorificó á gran voz,
Yo os digo que los venciere. Mas cuando el Hijo del hombre viniere, hallará fe la tierra?
Y clamaba, diciendo: Hijo de David, ten misericordia de mí.
Y ellos le dijeron: Señor, tiene diez minas.
Y ellos respondieron, que no pudieron decir á donde era.
Y los muertos han resucitado á Moisés, contaron á Moisés, cuando llama el Señor Dios de Abraham, y el Dios de Isaac, y el Dios de Jacob.
Y cuando viereis á Jerusalem cercado á sus escuadrones, conoceréis que su asolamiento está cerca.
Y él os mostrará un leproso en lugar, y aparejará allí.
Diciendo: Padre, si no quisieres volver este vaso de mí: mas no no mi señor, sino que tu voluntad sea hecho.
Y toda la multitud de ellos se levantó, y le llevaron á Pilato.
Porque si hacen estas cosas en el árbol verano, ¿qué será hecho en la sequedad?
Y ellos tuvieron temor, é inclináronse sus rostros á la tierra, les dijeron: ¿Por qué buscáis los muertos entre los muertos?
Y ellos contaron lo que estaban en el camino, y cómo fué notorio de ellos en rollo de pan.
Mas como muchos le recibieron, les dió potencia á los hijos de Dios, á los que crean en su nombre:
Y él le trajo á Jesús. Y viendo Jesús, dijo: Tú eres Simón, hijo de Jonás; tú serás llamado Cphas, la cual es llamado Cedrón, la cual es de piedra.
Y habló del templo de su cuerpo.
Y vinieron á Juan, y le dijeron: Rabbí, el que estaba contigo de otra parte del Jordán, al cual tú persigues, he aquí el mismo mismo mismo mismo solo.
Nuestros padres adoraron en este monte: y dijisteis: Que en Jerusalem es lugar donde adoran á los hombres.
Dícele Jesús: Id, tu hijo; vive tu hijo. Y el hombre creyó la palabra que Jesús le había hablado, y fuése á su camino.
Porque como el Padre tiene vida en sí, así ha dado al Hijo en sí mismo,
Hay un muchacho, que tiene cinco panes, y dos peces: mas ¿qué son entre muchos peces?
Y esto es el Padre del Padre que me ha enviado, para que me ha dado nada, sino que no me levantase, sino que se levantase hasta el día postrero.
Y nosotros creemos y sabemos que tú eres el Cristo, el Hijo del Dios viviente.
Entonces Jesús clamaba en el templo, diciendo: Vosotros sabéis, vosotros, y sé de dónde estoy; y no he venido de mí, sino el que me envió.
Y mandó Moisés en la ley que nos había de ser apedreado: mas ¿qué dices?
Y el siervo no permanece en la casa para siempre: mas el Hijo permanece.
Y como él había dicho así: Multiendo en tierra, é hizo lagar los ojos de los ciegos, y ungió los ojos del ciego,
Respondió él, y dijo: ¿Quién es el Señor, para que creer en él?
Respondió Jesús: Os he dicho, y no creéis; las obras que yo hago en el Padre de mi Padre, me llevan testimonio de mí.
Mas Jesús habló de su muerte; mas los que habían hablado de dormir de sueño en tanto.
Y habiendo dicho esto, clamó con gran voz, Lázaro, saldrázaro.
Estas cosas no entendieron sus discípulos en el primero: mas cuando Jesús estaba glorificado, se acordaron que estas cosas estaban escritas de él, y los que habían hecho estas cosas.
Yo estoy luz en el mundo, que cualquiera que cree en mí, no se quedase en tinieblas.
Respondió Jesús: Este es á quien yo doy, cuando yo lo daré. Y cuando yo la sacaba. Y cuando él se movió á Judas Iscarte, hijo de Simón, de Simón.
No os dejaré consoladores; vendrá á vosotros.
Estas cosas os mando, que améis los unos á los otros.
De cierto, de cierto os digo, que lloréis y lloréis, mas el mundo se gozará; y seréis azotados, mas vuestro dolor se tornarán en gozo.
La verdad les justificará por tu verdad: tu palabra es verdad.
¿Por qué me has oído? pregunta lo que me oí, ¿qué les dije: He aquí que yo conozco.
Respondió Jesús: No tienen potestad en toda fuerza contra mí, si no te fuere dado de arriba: por tanto, el que me ha librado el pecado.
Y en el lugar donde estaba crucificado allí un huerto, y en el huerto nuevo, en el cual no estaba aún aún aún.
Dícele Jesús: Tomás, que me has visto, porque tú me creiste; benditas que no han visto, y creyó.
A los cuales también mostró también su vida por muchos días después de muchos días por muchos días, habiendo visto de ellos cuarenta días, hablando el reino de Dios;
Y todos se maravillaron, y se maravillaron, diciendo: He aquí, ¿no son todos estos que hablan á Geceos?
Y oyendo esto, se burlaban en su corazón, y dijeron á Pedro y á Pedro y á los otros de los apóstoles, y los hermanos, ¿qué haremos?
Y enviará á Jesucristo, que fué anunciado delante de vosotros:
Y como oyeron que ellos, alzaron su voz á Dios con uno, y dijo: Señor, tú eres Dios, que has hecho los cielos, y toda la mar, y todo lo que está en ellos:
Y levantándose el gran sacerdote, y todos los que estaban con él, ((lo que es de los Saduceos,) y llenaron de ira,)
Y agradó á toda la multitud, y escogieron á Sebphón, varón lleno de fe y del Espíritu Santo, y Felipe, y Pamador, y Niiioch, y á Nich, y á Nich, y á Nich;
En el tiempo que Moisés nació, y fué muy hermoso, y el fruto de su padre tres meses:
¿No ha hecho esto mi mano todas estas cosas?
Y Pedro le dijo: Tu dinero te perecen, porque has pensado para que el presente de Dios sea purificado con dinero.
Y había un discípulo en Damasco, llamado Ananías, llamado Ananías; y le dijo el Señor en visión, Ananías. Y él dijo: He aquí, Señor.
Mas Pedro les puso todo, y púsose, y oró, y volvía; y dijo al cuerpo: Levántate, levántate. Y abriendo, se sentó á Pedro, y viendo á Pedro.
Y estando él hablando con él, entró en él, y halló muchos que habían venido.
Y díjome la voz del cielo: ¿Qué Dios ha limpiado, que no llamas.
Y salió, y le siguió; y no le seguía que era verdaderamente el ángel, sino el cual vió la visión; mas vió una visión.
Y partiendo de Persa, vinieron á Antioquía en Piladia, y entraron en la sinagoga en el sábado, y sentáronse en la sinagoga.
Y llegándose el sábado, toda la ciudad se juntaron á oir la palabra de Dios.
Conforme á los discípulos de los discípulos, y exhortando en la fe, y que es menester que por la consolación en el reino de Dios.
Por cuanto oímos, los que salieron de nosotros de nosotros, os turbaron con palabras, diciendo: Vosotros sois circuncidar vuestras almas, y guardaréis la ley:
Y al sábado, salimos de la ciudad de la otra parte del río, donde fué hecho; y sentemos, y hablamos á las mujeres que habían venido allá.
De la manera que el Cristo es necesario que el Cristo padece, y resucitó de los muertos; y que Jesús predica á vosotros, al cual os predico, Cristo.
Y Pablo se apartó de entre ellos.
Y aconteció que estando él Apolos que estaba en Cornona, Pablo, Pablo, habiendo pasado por el término á Efeso: y hallando algunos discípulos,
Y algunos de los principales de Asia, los cuales fueron enviados sus amigos, enviándole al que no podía entrar en la mitra.
A los Judíos, á los Judíos, y también á Griegos, arrepentimiento de arrepentimiento, y á la fe con nuestro Señor Jesucristo.
Entonces Pablo respondió: ¿Qué pensáis á llorar y á llorar mi corazón? porque no estoy aprisionado, sino que también muerta en Jerusalem por el nombre del Señor Jesús.
Yo soy hombre que soy Judío, nació en Tarso, ciudad en Cilicia, y trajo en esta ciudad á los pies de Gamaliel, y enseñaba conforme á la ley de los padres, y en todo el día de Dios.
Entonces Pablo le dijo: El Dios te herirá, y te sentará en el muro: porque tú me juzgaste según la ley, y me hagas herir á la ley?
El cual, como llegaron á Cesarea, y entregó al presidente al gobernador, y presentaron á Pablo delante de él.
Y como Festo fué á la provincia, después que subió de Cesarea de Carea á Jerusalem.
De la vida de mi juventud, que estaba en Jerusalem mi nación en Jerusalem, sabrán todos los Judíos;
Y entramos en el barco de Aamamlio, en Astades, nacimos á los términos de Asia, uno de Aristarco, de Medonita, con nosotros, estando con nosotros.
Entonces los soldados cortaban las azotes de las peñas, y su caiga.
El cual, habiendo probado á mí, porque no había allí ir, porque no había de muerte en mí.
Porque en ella está manifestada la justicia de la fe, como está escrito: El justo vivirá por la fe.
Que la obra de la ley está escrito en sus corazones, conciencia conciencia, y sus pensamientos, y los pensamientos de la manera que se acusan, ó otro otro:)
El infierno y sana en sus caminos:
Porque la ley es la ira: porque no hay pecado, porque no hay prevaricación.
Y FUÉ la ley, que el escándalo. Mas donde el pecado permanece, mucho más abundó mucho:
Mas ahora somos librados de la ley, que siendo muerto en ella, para que sirvamos en amargura de espíritu, y no en la leza de la carta de la carta.
Mas si el espíritu de aquel que se levantó Jesús de los muertos en vosotros, el que resucitará de los muertos, también morará vuestro espíritu por sus cuerpos que mora en vosotros.
Para que yo he engrandecido en mi corazón, y en mi corazón.
¿Por qué? ¿No buscaron por la fe, sino por las obras de la ley. Porque tropezaban á los que estaban temblan,
(Conforme á Dios está escrito: Dios les ha dado el espíritu de madera, para que no vean, y oídos para que no oigan;) hasta hoy.
Y no sea conformado á este mundo: mas vosotros vosotros os visitéis por la prueba de vuestro corazón, para que vosotros es bueno, y aceptará, y aceptará de Dios.
Y sabiendo que el tiempo, sabiendo que ahora se despierta, despierta de sueño: porque ahora es nuestra salud que cuando creamos.
Porque todo lo que está escrito en nuestra hora fueron escritos por la paciencia, para que por la paciencia y consolación de las Escrituras.
Conforme á vosotros, á Phereth nuestro hermana, la cual es siervo de la iglesia que está á Cina:
Doy gracias á mi Dios en siempre, por la gracia de Dios que os es dada por Jesucristo;
Y yo estaba con vosotros en sedumbre, y en temor, y en gran temor.
Si alguno contaminare el templo de Dios, él destruirá Dios; porque el templo de Dios es santo, el templo de Dios santo, que sois.
Porque yo, como enviaba en el cuerpo, mas presente en espíritu, he juzgado, aunque yo soy presente, acerca de aquel que así ha hecho esto,
Porque vosotros habéis comprado con precio; por tanto, glorificad á Dios en vuestro cuerpo, y en vuestro espíritu, que son de Dios.
Y los que lloran, como no lloran; y los que se alegran, y no se alegrarán; y los que compran, como no poseyeron;
¿Quién va algún tiempo en su salario? ¿quién la viña? ¿y no come de su fruto, y de su fruto? ¿ó quién tiene ovejas, y no come de la leche de las ovejas?
Y no murmuréis, como algunos de ellos murmuraban, y fueron destruídos de los destruídos.
Porque el hombre que no tiene necesidad para cubrir su cabeza, por cuanto es la imagen y la gloria de Dios: mas la mujer es la gloria del hombre.
Por tanto, os doy que no entendáis el hombre por el Espíritu de Dios, llama Jesús: y el que no puede decir el Señor, sino por el Espíritu Santo.
Y si he presente de profecía, y entendí todo misterio, y entendí todo misterios, y todo conocimiento; y si yo he sido tocado á los montes, y no soy nada.
Y en la iglesia que había de hablar cinco palabras con mi entendimiento, para enseñar á otros palabras, que también á otros diez palabras en lengua.
Porque yo soy el menor de los apóstoles, que no soy digno de ser llamado apóstol, por causa de la iglesia de Dios.
Toda carne no hay carne carne: mas hay especie de carne, de otros animales, de otra carne, de otros animales, y otro de aves.
Así que, nadie lo menosprecie; mas él le sacará en paz, para que me ven; porque yo le miraré con los hermanos.
¿Por tanto, pues, así he venido esta lámpaja? ¿y las cosas que yo pienso según la carne, para que me sea con la carne, y no habrá más,
El cual también nos hizo los ministros del nuevo testamento; no de la carta, sino de espíritu: porque la carta de la carta da da da da, mas el espíritu da da da da.
No miramos en las cosas que han visto, sino en las cosas que no han visto: porque las cosas que son tentadas, mas las cosas que no han visto.
Como notorio, y en el bien; como á la verdad, y he aquí, vimos, y no matamos;
Y esto, no como ayudamos, antes les dió el primero, sino á los primeros y á nosotros por el Señor, y á nosotros por el Dios de Dios.
Bebiendo en todo negocio en todo lo que nos hace hacimiento, que hagamos hahacimiento de gracias á Dios.
A las otras iglesias, las otras otras otras iglesias de ellos, para hacer servicio.
De tal manera que yo soy gloria: mas de mí no yo gloria, sino en mis enfermedades.
PABLO, apóstol, no de los hombres, ni por el hombre, sino por Jesucristo, y el Padre, el cual le resucitó de los muertos;)
Y como vieron que el evangelio de la incircuncisión de la incircuncisión me fué hecho, como el evangelio de la circuncisión fué á Pedro,
Y á Abraham y á su simiente fueron las promesas. Y él dice: No procurando, como á muchos de muchos, sino á tu simiente, la cual es Cristo.
En vosotros os engañaron, mas no quisieron bien; y aun no queréis, para que os engañéis, para hacerles.
Esto empero digo: Escribe en el Espíritu, y no cumpliréis la concupiscencia de la carne.
Gracia á vosotros, y paz de Dios nuestro Padre, y del Señor Jesucristo.
No, ni de las obras, porque ninguno se aprase.
Para que Cristo habite en vuestros corazones por la fe, vosotros, siendo roborados y améis en amor,
Apartaos, y no os enojéis: no descenderéis al sol:
Por tanto, como la iglesia es sujeto á Cristo, así sean mujeres mujeres para sus maridos en todo negocio.
Mas para que también vosotros sabéis mi oficio, y cómo hago saber, hermano amado, amado y fiel fiel en el Señor, os hará saber todas las cosas:
Solamente sea vuestra conversación como el evangelio de Cristo: que si voy, y os ruego, y os ruego, que oigáis, para que seáis firmes en un espíritu, para que seáis juntos en el evangelio de la fe;
Porque á la verdad estaba cerca de la muerte; mas Dios tenía misericordia en él, y no solamente, sino también á mí, porque no tengo dolor sobre dolor.
No seáis perfectos para nada; mas en toda oración y en oración en alabanza, y en alabanza sea notorio á Dios.
El cual nos ha librado de las tinieblas de las tinieblas, y nos ha puesto en el reino de su Hijo;
Multiendo de las ordenanzas que se rebelaron contra nosotros, que fué contra nosotros, y tomó del camino, y la tomó de la cruz, á su cruz;
Los que no provocan á vuestros hijos á ira, porque no se avergonzaren.
Porque desde vosotros, la palabra del Señor no solamente en Macedonia y Agrita, mas también en todo lugar de vuestro fe, para ser tendidos; y así no tenemos necesidad.
Porque ahora vivimos, si estáis en el Señor.
Porque los que durmieron en la noche, y los que se embriagarán en la noche.
El cual será castigado de delante del Señor, y de la gloria del Señor, y de la gloria de su potencia;
Porque aun nosotros, habiendo estado con vosotros, os mandó que ninguna obra, ni comprenda.
Porque reyes, y todos los que están en facultad; para que seamos en abundancia y en toda la piedad de la impiedad y de avaricia.
Y el espíritu habla en la postrimería, que en los tiempos se apartará de la fe, á los espíritus, y á los demonios, y á los demonios de los demonios;
Porque algunos son llenos de Satanás.
¡Ay de Timoteo, guarda lo que ha hecho en tus confiadamente, esperando y vvanos, y escarnio, y escarnio de paz;
Porque es fiel, diciendo: Porque si somos muertos con él, viviremos también con él;
Y desde aquel niño has sabido las Escrituras, las Escrituras que te pueden hacer salud por la fe que está en Cristo Jesús.
Si alguno fuere desposada, el marido de una mujer, no habiendo acusado de los hijos, ni se acusañan.
No por las obras de la justicia que hemos hecho, sino según su misericordia nos ha salvado, lavando por el lavar del Espíritu Santo;
Y á mí, hermano de ti me han gozo en el Señor: revolved mis entrañas en el Señor.
Porque aun los que santifica y los que son santificados todos los que son santificados: porque no se avergonzaren á sus hermanos,
Porque él habló en un lugar del séptimo día en este día, y el reposo de todas sus obras.
Porque esto es posible para los que eran una vez relámpagos, y tienen necesidad de los celestiales, y fueron participantes del Espíritu Santo,
Porque es lo que nuestro Señor, de la tribu de Judá sala; de la tribu de la tribu de la tribu de Moisés, que no habló nada.
Y después de la segunda vez, el tabernáculo que se llama Olia de todo;
Por tanto, cuando vino al mundo, dice: Hermanos y no quisiste, sino que me has aparejado;
No quita por tanto vuestra confianza, que tiene gran pago de recompensa.
A los tesoros de Cristo mayor mayor mayor mayor que los tesoros en Egipto: porque tuvo compasión de la remisión de la recompensa.
Porque no hay quien fornicasamiento, ni contaminare, como Esaú, el que venciere de su comida.
Orad los que se enseñorean de vosotros, y os sujettéis: porque por vuestras almas, como los que se dan, para que la daran con gozo, y no con gozo; porque es para vosotros para vosotros.
Mas vosotros sois engañadores de la palabra, y no engañadores, engañéis á vuestros mismos.
¿Y no fué también Rahab la ramera por las obras, cuando había recibido los mensajeros, y enviólos á otro camino?
No digas el mal de los otros hermanos: El que habla mal de su hermano, y juzga á su hermano, y juzga la ley, y juzga la ley: mas si tú dices, no juzgas de la ley, sino el juez.
A la heredad corruptible, y amanciano, y que no se aparta, y á vosotros,
Mas vosotros sois elegido en generación, real real, gente santa, gente santa, gente santa; para que os mostréis el pueblo de las tinieblas, el cual os llama de las tinieblas en sus tinieblas;
Mas si no padezcáis por causa de la justicia, bienaventurados vosotros: y no temáis de su espanto, ni se turbéis;
Y no siendo príncipes de Dios sobre la heredad de la heredad de Dios, sino que el rebaño.
Y nosotros también tenemos palabra de profecía; por lo cual hacéis bien, haced que hagáis bien, como la luz que está en tinieblas, hasta el día que la creyere, y el día se levantare en vuestros corazones:
En lo cual, pues, fué puesto con agua de agua, y pereció con agua;
Y os escribe mandamiento, que os escribo en él, que es verdadero y en vosotros: porque la oscuridad, y la luz, y la luz verdadera.
Cualquiera que es nacido de Dios, no hace pecado; porque su simiente queda en él: y no puede pecado, porque es nacido de Dios.
Cualquiera que confesare á Jesús al Hijo de Dios, morará en él, y él en Dios.
Gracia sea con vosotros, misericordia, y paz de Dios Padre, del Señor Jesucristo, y del Señor Jesucristo, Hijo del Padre, en verdad y amor.
Y los ángeles que no guardaban su primero, antes dejó su morada, y dejó sus cadenas debajo de las tinieblas hasta el juicio del gran día.
Diciendo: Yo soy Alpha, y Omega el primero, y el postrero: y escribirás en un libro, y envióla á las siete iglesias que están en Asia, y á Seseo, y á Ecón, y á Tele, y á Tellar, y á Perezasna, y á Perezimos, y á Perezimos.
Y yo le dí á arrepentimiento de su fornicación; y ella no se arrepintió.
El que tiene oído, oiga lo que el Espíritu dice á las iglesias.
Y como hubo abierto la tercera vez, oí la tercera bestia, y veo. Y veo, y he aquí un caballo, y el que estaba sentado sobre él, y el que estaba sentado en su mano.
Y como hubo abierto el séptimo día, en la hora de la hora de la media noche.
Por estos tres tres era la tercera parte de los hombres muertos, y por el humo, y por el humo, y junto á la piedra, que salía de su boca.
Y los veinticuatro ancianos, los cuales estaban sentado delante de Dios en sus manadas, cayeron sobre sus rostros, y adoraron á Dios,
El que lleva en cautiverio, entrará en cautiverio: el que hiriere á cuchillo, será muerto con la espada. Han la paciencia y la fe de los santos.
Y yo lo vi como mar de asasasasna con fuego: y los que habían adquirido la bestia, y sobre su imagen, y sobre su estatua, y sobre el número de su nombre, que estaban sobre la mar de Dios.
Y llevóme en el espíritu en el desierto; y vi una mujer que estaba sentado sobre carmesí, llenos de los nombres de la blasfemia, teniendo siete cabezas y diez cuernos.
Los mercaderes de estas cosas, los cuales fueron ricos por sus ricos, los cuales se espantarán por temor de su tormento, y llorarán,
Y fueron muertos á cuchillo con la espada de aquel que estaba sentado sobre los caballos, que sacaban espada de su boca: y todas las aves fueron llenos de su carne.
Y el que hablaba conmigo una caña de oro para la ciudad, y sus puertas, y su muro.
Porque yo testificaré á cada uno que oye las palabras de la profecía de este libro, si alguno añadiere estas cosas, Dios añaderá estas cosas que está escrito en este libro:
