En el principio crió Dios al cielo y la tierra.
Y vió Dios que había hecho todo lo que había hecho, y he aquí era bueno. Y la tarde y la mañana el sexto día.
Porque en el día que en el día comeréis, vuestros ojos serán abiertos, y seréis como dioses ajenos.
Y ahora maldita de la tierra, que abrió su boca para recibir á la sangre de tu mano de tu mano;
Y vivió Mahalaleel y cinco años, y engendró á Jared;
Y dijo Dios á Noé: El fin de toda carne es venido delante de mí; porque la tierra está llena de violencia; y he aquí que yo los destruiré con la tierra.
Y murió toda carne que se movieron sobre la tierra, y de aves, y de animales, y de todo reptil que anda arrastrando sobre la tierra, y cada uno:
Y de cierto vuestra sangre demandaré; en la mano de todo animal lo que yo le pidiere, y á la mano de cada uno; á la mano de todo hombre.
Y los hijos de Ham: Cush, y Mizpa, y Phuelim, y Canaán.
Y dijeron: Id á la ciudad y edifiquemos una torre, y una torre, cuyo nombre nos encienda al cielo; y hagamos nombre sobre la haz de toda la tierra.
Y pondré de ti gente, y te bendeciré, y te bendeciré, y te bendeciré, y serás bendición:
Entró Abram en la tierra de Canaán, y habiéndolos Lot en las ciudades de la llanura, y asentaron su tienda hacia Sodoma.
Salva solamente que los mancebos que comían, y la porción de los hombres que iban conmigo, á Anac, á Anac, y á Mamre; tomad su parte.
Y el ángel de Jehová le dijo: Vuelve á tu fortaleza, y te sujeta debajo de sus manos.
Y tomó Abraham á Ismael su hijo, y todo lo que nacieron en su casa, y todo lo que había comprado con su dinero, cada uno de la casa de Abraham; y circuncidó la carne de ellos en aquel día, como le dijo Dios le había dicho.
Y dijo Jehová: Si hallare en Sodoma cincuenta justos dentro de la ciudad, perdonaré todo el lugar de ellos.
El sol se levantó sobre la tierra cuando Lot entró en Zoar.
Y dijo Abimelech: He aquí mi tierra está delante de ti: en la cual te agradó.
Y tomó Abraham ovejas y bueyes, y dióles á Abimelech; y así de ellos hicieron alianza.
Y Bethuel engendró á Rebeca: estos ocho; llevaban á Nachôr, hermano de Abraham.
Y el siervo puso debajo del muslo de Abraham su señor, y le juró acerca de aquel negocio.
Y dije á mi señor: Quizá la mujer no me seguirá.
Y ella le parió á Masquil, y á Joathán, y á Madián, y á Isbac, y á Sedah.
Y dijo Esaú: He aquí yo soy de morir: ¿y qué provecho me aprovechará esto?
Y ellos dijeron: Hemos visto que Jehová era contigo: y nosotros hemos dicho: Sea ahora entre nosotros ahora un juramento entre nosotros y ti, y ponemos alianza con ti, y nos ponemos alianza.
Y no le conocía, porque sus manos eran como su hermano Esaú, como la mano de Esaú.
Y que Jacob oyó su padre y su madre, y fué á Padan-aram;
Y Labán respondió á Jacob: Porque tú eres mi hermano, ¿por qué me sirves á mí? ¿por qué me ha de ser tu salva?
Y Zilpa la sierva de Lea parió un hijo á Jacob.
Y aparecieron Jacob los corderos, y puso los rostros de los rebaños de las ovejas, y todo el pintero en las ovejas de Labán; y puso sus ganados, y no los ponían por sí ganado de Labán.
¿Por qué huiste de mí, y hurte de mí, y no me hablaste, para que yo te he enviado con lolocos, y con címbalos, y con arpa?
Y viendo Jacob, les dijo: Este es el ejército del Dios: y llamó el nombre de aquel lugar de Mahanaim.
Por lo cual los hijos de Israel no comían de la paja que está sobre el terremoto, hasta hoy: porque tocó el alfolí, porque tocó la tez de Jacob.
Y habitaréis con nosotros: y la tierra habitará delante de vosotros; y habitaréis en ella posesiones.
Y apareció Dios á Jacob, cuando salió de Padan-aram, y le bendijo.
Estos son los nombres de Esaú: Eliphaz hijo de Ada, mujer de Esaú, mujer de Reuel, hijo de Basemath, mujer de Esaú.
Y estos son los nombres de los duques de Esaú, conforme á sus familias, por sus nombres, por sus nombres, por sus nombres, el duque Alabama,
Venid, y vendremos á los Ismaelitas, y no sea nuestra mano sobre él; porque nuestro hermano es y nuestra carne. Y sus hermanos eran.
Entonces preguntó á los de aquel lugar, diciendo: ¿Dónde es la ramera, que fué ramera por el camino? Y ellos dijeron: No fué ramera en este lugar.
Mas Jehová fué con José, y le mostró misericordia, y le dió gracia en ojos de la cárcel.
Y durmió, y soñó el segundo tiempo: y he aquí siete espigas de grano subían sobre una parte, y bueno.
Y cogen todos los días del bien que vienen, y ponga debajo de la mano de Faraón, y los guarden las ciudades.
Y conoció José á sus hermanos, mas no le conocían.
Y él dijo: Mi hijo no descenderá con vosotros; porque su hermano es muerto, y es solo solo. Si le cayere por el camino que entrareis, traeréis á mi sepultura.
Entonces José se apresuró; porque sus entrañas se apresuró sobre su hermano; y buscó á llorar en su cámara, y lloró.
Y nosotros dijeron: No podemos descender: si nuestro hermano menor sea con nosotros, vamos: porque no veremos; porque no veemos el rostro del hombre, si nuestro hermano menor no sea con nosotros.
A todos ellos de ellos dió cada uno á los cueros de vestidos; mas á Benjamín dió tres piezas de plata, y cinco mulos de vestidos.
Y los hijos de Nephtalí: Jahel, y Guni, y Jezabel, y Simi.
Y compró José toda la tierra de Egipto por Faraón; porque los Egipcios vendían cada uno su campo, por causa de ellos la tierra por causa de Faraón.
Y su padre no quiso, y dijo: Yo lo conozco, hijo mío, yo lo conocerá: y él también será pueblo, y también su simiente será mayor mayor mayor que él, y su simiente será mayor, y su simiente será mayor.
Y de Benjamín raerá como lana: en la mañana devorará la presa, y de noche se apartará la presa.
Y dijo José á sus hermanos: Yo os visitaré; y os visitaré de esta tierra á la tierra que juró á Abraham, á Isaac, y á Jacob.
Y como la abrió, vió al niño; y he aquí que el niño lloró. Y ella tuvo compasión de él, y dijo: Este es uno de los Hebreos.
Y dijo Moisés á Dios: ¿Quién soy, que yo voy á Faraón, y que yo sacaré á los hijos de Israel de Egipto?
Y Jehová dijo á Moisés: Ve, vuélvete á Egipto: porque todos los hombres son muertos que buscaban tu vida.
Ahora pues, y obra; porque no os dará paja, y no os librará el talento de las peñas.
Y el hijo de Eleazar le tomó uno de las hijas de las hijas de Pusiel, y le parió Phinees: estas son las cabezas de los padres de los Levitas conforme á sus familias.
Y fueron cumplidos siete días, después que Jehová había herido el río.
Y salió Moisés de Faraón, y oró á Jehová.
Induro á Jehová (porque no hay más fuerte que no haya más fuerte y granizo; y os dejaré, y os dejará ir, y no podréis más.
No vieron otro uno á otro, ni se levantaron de su lugar por tres días: mas todos los hijos de Israel tenían luz en sus moradas.
Y este día os será por memoria; y vosotros lo guardaréis fiesta á Jehová por vuestras generaciones; y lo haréis fiesta por estatuto perpetuo.
Mas el criado del hombre que comprare por dinero, cuando le circuncidaría, lo comerá.
Y habló Jehová á Moisés, diciendo:
Y vió Israel grande obra que Jehová hizo sobre los Egipcios: y el pueblo temió á Jehová, y creyeron á Jehová, y á su siervo Moisés.
Y los hijos de Israel les dijeron: Escribe á Dios por mano de Jehová en la tierra de Egipto, en la tierra de Egipto, cuando se sentamos junto á la campiña, y cuando comemos pan á este desierto, porque nos habéis traído en este desierto.
Y dijo Moisés á Aarón: Tomad un omer, y púsolo un omer en ella, y ponlo delante de Jehová, para que sean guardados por vuestras generaciones.
Y conozco que Jehová es mayor que todos los dioses: porque en lo que ellos habían hecho.
Y Moisés descendió del monte hasta el pueblo, y santificaron el pueblo; y lavaron sus vestidos.
Y ellos respondieron á Moisés: Habla con nosotros, y oiremos: mas no hablaremos Dios con nosotros, porque no muramos.
Y si alguno sigue mal, darás vida por vida,
Si su padre no quisieron dar á él, pagará el dinero conforme á la perdición de las vírgenes.
Y la fiesta de la siega, las primicias de tus labores, que sembraste en el campo: y la fiesta de los lagares que está en el cabo del año, cuando pusiste en el tiempo del campo.
Entonces Moisés se levantó, y sus ministro: y subió Moisés al monte de Dios.
Y harás este término á un término de mano en derredor, y harás una corona de oro en derredor.
Y harás tablas tablas para el tabernáculo de madera de Sittim.
A fin de las tablas lo harás: como tú te mostrará en el monte, así lo harán.
Y pondrás en ella candiciones de piedras, cuatro órdenes de piedras: el primero será sardio, y un palmo será: esto será el primero.
Y harás llegar Aarón y sus hijos á la puerta del tabernáculo del testimonio, y los lavarás con agua.
Y si algo de las consagraciones de las consagraciones, ó del pan hasta la mañana, la mañana quemarás á la mañana con fuego: no se comerá, porque es santo.
Harás también una fuente de metal, y también su pie de metal, para lavar con ella: y lo pondrás entre el tabernáculo del testimonio y el altar, y pondrás agua.
Y las vestimentas del servicio, y las vestimentas de Aarón el sacerdote, y las vestiduras de sus hijos, para ministrar en el sacerdocio,
Y dijo Aarón: No se encienda el furor de mi señor: conoces el pueblo que están en mal.
Y Jehová dijo á Moisés: Yo haré esto que tú has hablado: porque has hallado gracia en mis ojos, y te conozco por nombre.
Porque echaré á las gentes delante de ti, y ensancharé tu término: y ninguno deseará tu tierra, cuando subirás delante de Jehová tu Dios en el año.
Las vestimentas del servicio, para ministrar en el santuario, las vestiduras para Aarón el sacerdote, y las vestiduras de sus hijos, para ministrar en el sacerdocio.
Hizo asimismo cortinas de cabras para la tienda de la tienda, sobre el tabernáculo: las cortinas les hizo.
Hizo también la silla de oro puro: su longitud era de dos codos, y de codo, y medio de codo y medio de su anchura.
Y puso las varas á los anillos en los lados del altar, para llevarlo el altar, é hizo el altar con tablas.
Y hicieron piedras piedras de oro en arcos, de oro, de talla, de las cuales son las esculturas, con los nombres de los hijos de Israel.
La mesa, y todos sus vasos, y el pan,
Y puso el pan delante de Jehová, como Jehová había mandado á Moisés.
Y el sacerdote lo ofrecerá al altar, y hará tornar su cabeza, y la hará arder sobre el altar; y su sangre será castigado al lado del altar:
Y si su ofrenda fuere macho cabrío, ofrecerá delante de Jehová.
Y tomará el sacerdote de la sangre del pecado con su dedo, y pondrá sobre los cuernos del altar del holocausto, y derramará su sangre al pie del holocausto.
Y habló Jehová á Moisés, diciendo:
Asimismo esta ley es la ley del pecado: es cosa santísima.
Y el sacerdote hará arder el sebo sobre el altar: mas el pecho de Aarón y de sus hijos.
Y degollólo; y tomó Moisés de la sangre de ella, y púsola sobre la ternilla de Aarón, y sobre el pulgar de su mano derecha, y sobre el pulgar de su pie derecho.
Y metió el presente, y tomó un puñado, y quemólo sobre el altar, junto al holocausto de la mañana.
Todo lo que tiene, y tiene vestir, y tiene pezuñas, y tiene cuidado de las bestias, que comeréis.
Y todo vaso de barro, en que se cayere de ellos, todo lo que estuviere en ella será inmundo; y lo quebrantaréis.
Y si el sacerdote veare, he aquí la extiende en la piel, el sacerdote le dará por inmundo: es lepra.
Y si alguno ó mujer ó mujer en la piel de su carne ó mancha blancas, mancha blancas;
Mas al séptimo día será el día, el limpio de todos sus cabellos, y su barba, y sus arcos, todo su cabello será limpio: y lavará sus vestidos, y lavará sus vestidos, y lavará sus vestidos, y lavará sus vestidos, y será limpio en agua.
Y el sacerdote hará volver al séptimo día, y mirará: y si la plaga se hubiere extendido en los muros de la casa,
Y el vaso de la tierra, que tocare el flujo, será quebrantado: y todo vaso de madera de madera se vestirá en agua.
Y hará llegar Aarón el macho cabrío sobre la suerte de Jehová, y le ofrecerá por expiación.
Para que el fin de los hijos de Israel traen el campo, los cuales ofrecerán en el campo, para que los traen la puerta del tabernáculo del testimonio, á la puerta del tabernáculo del testimonio, á Jehová.
Y no se allegarás á la mujer para cubrir su desnudez, hasta el tiempo de su inmundicia.
En mis ordenanzas guardaréis mis ordenanzas. No dejaréis tu ganado: no sembrarás tu campo: no sembrarás tu heredad con mancha, ni vestido de lililidad dad dad dad vendrá sobre ti.
Y el hombre que durmiere con su nuera en la ley, así de cierto morirá: confusión de ellos, y su sangre será sobre ellos.
Y no profanará su simiente entre su pueblo: porque yo Jehová lo santificaré.
Y cualquiera que ofreciere sacrificio de paces á Jehová, para cumplir su voto, ó la ofrenda de las ovejas ó de las ovejas, ó de ser acepto; no habrá falta.
Y ofreceréis con el pan siete corderas sin defecto de un año, y un becerro, y dos carneros: serán por holocausto á Jehová, con sus libaciones, y sus libaciones, y sus libaciones, y sus libaciones, ofrenda encendida á Jehová.
Extenderá las lámparas limpio delante de Jehová.
El jubileo será á vosotros: no sembraréis, ni sembraréis, que no siembra en ella, ni recogisteis las uvas de tu vid.
Y él se apartará de ti, y á sus hijos, y volverá á su familia, y volverá á la posesión de sus padres, y á la posesión de sus padres.
Y os haré esto, y pondré sobre vosotros los ojos de espanto, y hará arder la ardilla, que consumirá los ojos, y hará dolor de corazón: y sembraréis en vano vuestros enemigos.
Estas son las ordenanzas y derechos, que Jehová hizo entre él y los hijos de Israel en el monte de Sinaí, por mano de Moisés.
Y toda la tierra de la tierra, ó de la simiente de la tierra, ó del fruto de la tierra, es de Jehová.
De los hijos de Judá, por sus generaciones, por sus familias, por las casas de sus padres, conforme á la cuenta de los nombres, de veinte años arriba, todos los que podían salir á la guerra;
Todo hombre de los hijos de Israel acamparán por su bandera, con la señal de su padre: lejos se alejarán de la casa del tabernáculo del testimonio.
Estos son los contados de los hijos de Israel por la casa de sus padres: todos los contados de las camas por sus escuadrones, seiscientos cincuenta y tres mil y trescientos.
En el número de todos los varones de un mes arriba arriba, de ocho mil y seiscientos, guardando la guarda del santuario.
Y sobre la mesa del pan extenderán un paño de cárdeno, y sobre las peces, y sobre las cucharas, y las cucharas, y los tazones, y para cubrirse el pan:
Estos fueron los contados de las familias de Coath en el tabernáculo del testimonio, para hacer servicio en el tabernáculo del testimonio, que Moisés y Aarón hicieron conforme al mandamiento de Jehová.
Y pondrá el sacerdote delante de Jehová, y cubrirá la cabeza de la mujer, y pondrá la ofrenda de memoria en sus manos, que es celo el sacerdote: y el sacerdote tendrá su mano amarga amarga:
Y ofrecerá el carnero en sacrificio de paces á Jehová, con el canastillo de los panes sin levadura: también el sacerdote hará su presente, y su libación.
Una cuchara de oro de diez siclos, llena de perfume;
Una cuchara de oro de diez siclos, llena de perfume;
Una cuchara de oro de diez siclos, llena de perfume;
Y los Levitas eran purificados, y lavaron sus vestidos; y ofrecieron Aarón como ofrenda delante de Jehová; y Aarón hizo expiación por ellos.
Hazte dos trompetas de plata, de toda medida los harás: para que los cogarás por la vocación de la congregación, y por las partidas de los arones.
Y será que, si entrares con nosotros, y será lo que Jehová nos hará.
Y quedaron allí dos de los hombres en el campo, el nombre del uno era Eldad, y el nombre de Medad: y el espíritu de la otra se puso sobre ellos; y fueron escritos de ellos, y no salieron al tabernáculo: y profetizaron en el campo.
De la tribu de Judá, Caleb hijo de Jephone.
¿Y por qué nos ha traído Jehová á esta tierra, para que cayamos á cuchillo, para que nuestras mujeres y nuestros hijos? ¿no nos es de volver á Egipto?
Y vuestros hijos irán en el desierto cuarenta años, y llevaréis vuestras fornicaciones, hasta que vuestros cuerpos sean asolados en el desierto.
Habla á los hijos de Israel, y diles: Cuando hubiereis entrado en la tierra á la cual os sacaré,
Y puso fuego en ellos, y puso sahumerio delante de Jehová á mañana: y el que Jehová escogiere, será santo, será santo, hijos de Leví.
Habla á Eleazar hijo de Aarón el sacerdote, el que sube de fuego, y esparcirás el fuego, y esparcirás el fuego, porque son santificados.
Y te juntarán á ti, y guardarán la guarda del tabernáculo del testimonio, para todo el servicio del tabernáculo: y el extranjero no os llegará.
Esta es la ordenanza de la ley que Jehová ha mandado, diciendo: Habla á los hijos de Israel, que te traen una becerra sin mancha, y no hay sobre que no vino;
Y Moisés y Aarón juntó la congregación delante de la peña, y díjoles: Oid ahora, ahora ahora ahora ahora ahora, que os seamos agua de esta peña?
Y partidos de Oboth, asentaron en Ich-garim, en el desierto que está delante de Moab, hacia el sol.
Ahora pues, yo te ruego que me maldice este pueblo, porque son más fuertes: quizá los vendraremos, para que los heriremos, y los echó de la tierra: porque yo bendije de la tierra: porque es bienaventurado el que tú bendice, y al que tú bendice.
Y oyendo Balac que Balaam era Balaam, salió á recibir á la ciudad de Moab, que está en el término de Arnón, que está en el término de Arnón.
Y dijo Balac á Balaam: No los malditas, ni los bendecid á todos.
Y levantándose Balaam, se fué, y se volvió á su lugar: y también Balac se fué su camino.
Los hijos de Simeón por sus familias: de Nemuel, la familia de Nemuel: de Jamín, la familia de los Jameritas; de Jachîn, la familia de los Jaceos:
Estos son los hijos de Dan por sus familias: de Sasum, la familia de los Sophatas. Estas son las familias de Dan por sus familias.
Las hijas de Zelelelelita habla habla: de cierto los darás posesión de su padre entre los hermanos de su padre; y harás la heredad de sus hermanos.
Y sus libaciones serán de un hin de vino á un becerro, y la tercera parte de un hin á un carnero, y la cuarta parte de un hin: este es el holocausto de cada mes por los meses.
Y ofreceréis en holocausto, ofrenda encendida de olor suave á Jehová, en olor de suavidad á Jehová; catorce corderos, dos carneros, y catorce corderos de un año; sin defecto serán:
Y su padre oyere su voto, y con que ella hubiere ligado su alma, y su padre callará: entonces todos sus votos estarán sus votos, y todas sus votos serán firmes.
Mas todos los hijos de las mujeres, que no han conocido varón con él, guardaos por vosotros.
Y los oficiales que estaban sobre millares del ejército, los capitanes de millares, y los capitanes de ciento y centuriones, llegaron á Moisés;
Edificad ciudades para vuestros chiquitos, y fuentes por vuestras ovejas; y haced lo que ha salido de vuestra boca.
Y partidos del desierto de Sin el desierto de Sin, asentaron en Dopa.
Y partidos de Salmona, asentaron en Punununón.
Y habló Jehová á Moisés, diciendo:
Y si le hiriere una piedra con una piedra, con que muera, y muera, homicida: el homicida morirá.
Estos son los mandamientos y derechos, que mandó Jehová por mano de Moisés á los hijos de Israel en los campos de Moab, junto al Jordán de Jericó.
Jehová vuestro Dios que va delante de vosotros, él peleará por vosotros, conforme á todo lo que os hizo por vosotros en Egipto delante de vuestros ojos;
Y el espacio que vinimos de Ceseseses-barnea, hasta que pasamos el arroyo de Zered treinta y ocho años; hasta que toda la generación de guerra había sido asolados de ellos, como Jehová les juró.
Mas todos los animales, y la presa de las ciudades, tomamos por presa á nosotros.
¿Y qué gente hay grande, que tiene estatutos y derechos como toda esta ley, que yo puse hoy delante de vosotros hoy?
Para arrojar las gentes delante de ti y más más fuerte que tú, para que te darte, para dar su tierra por heredad, como hoy es hoy.
No hurtarás.
No tentaréis á Jehová vuestro Dios, como le tentasteis en Massa.
No serás descubierto de ellos: porque Jehová tu Dios es entre vosotros, poderoso y terrible.
No por tu justicia, ni por rectitud de tu corazón, tú entrarás para poseer su tierra: mas por la impiedad de estas gentes Jehová tu Dios los echó de delante de ti, y secará la palabra que juró Jehová á tus padres Abraham y á tus padres, Isaac.
Y tomaron los hijos de Israel de Beeroth de los hijos de Jaacaca á Mosera: allí murió, y fué sepultado; y fué sepultado en lugar de su hijo.
Que os daré la lluvia de vuestra tierra en su tiempo, á su tiempo, el primero y la lluvia, para que cogen tu grano, y tu vino, y tu aceite.
Y os alegraréis delante de Jehová vuestro Dios, vosotros y vuestras hijas, y vuestros siervos, y vuestros siervos, y vuestros siervos, y el Levita que está dentro de vuestras puertas; porque no tiene parte ni heredad.
Y le apedrearás con piedras, que muera; porque él te ha procurado de descarcarte de Jehová tu Dios, que te sacó de la tierra de servidumbre.
A la verdad harás todos los frutos de tu simiente, que el año hace el campo.
Mas no comerás la sangre de ella; derramarás sobre la tierra como agua.
Si se levantare el negocio á ti en el juicio, entre la sangre y sangre, entre la cual se encubrirá, y se encubrirá entre tus puertas, y te levantarás en tus puertas: levántate, y levantarás al lugar que Jehová tu Dios escogiere en el lugar.
Alabélos de entre sus hermanos, como á ti, como á ti, y pondré mis palabras en su boca; y hablará á todos los que le mandaré.
Y los oficiales hablarán al pueblo, diciendo: ¿Qué es hombre que edificó una casa nueva, y no lo hubiere dedicado, y vuélvase á su casa, porque no muera en la batalla, y la dedica.
Si alguno tuviere dos mujeres, otro amado, y otro aborrece, y le nacieron hijos, ambos fueron hijos y aborrecidos; y si el primogénito fué aborrecida;
Si alguno fuere hallado con mujer con mujer con mujer mujer, así morirán de ellos, así el hombre que estaba con la mujer, y la mujer: así quitarás el mal de Israel.
Mas si hubieres de hacer voto, no será pecado en ti.
Si morare hermanos, y uno de ellos no muriere, y no tendrá hijo, no se casará fuera de los muertos: el hermano de su marido irá, y le tomará mujer, y quitarla por mujer de su hermano.
El día de Jehová tu Dios te ha mandado para hacer estas ordenanzas y derechos: por lo cual los guardarás y harás con todo tu corazón, y con toda tu alma.
Y será que, si obedecieres á la voz de Jehová tu Dios, para poner por obra todos sus mandamientos que yo te mando hoy, que Jehová tu Dios te pondré sobre todas las naciones de la tierra.
Tu buey será muerto delante de tus ojos, y no comerás: tu asno será quitado de tu rostro delante de tu rostro, y no será descubierto de ti: tus ovejas serán entregadas á tus enemigos, y no les serás dado.
Y toda enfermedad, y toda plaga que no está escrito en el libro de esta ley, Jehová te hará destruir, hasta que seas destruído.
Y la que toda su tierra es fuerte, y sal, que no es sembrado, ni la hierba que está en ella, ni la hierba se hace, como el trastorna de Sodoma, y á Gomorra, y á Gomoroim, y á su furor, y á su ira,
Y hará Jehová á ellos como hizo á Sehón y á Og, reyes de los Amorrheos, y á la tierra de ellos, á quien destruyó.
El es Roca, su obra es perfecto: porque todos sus caminos son juicio: porque Dios es el juicio de verdad y sin iniquidad, y es justo.
¿No es esto que me ha puesto conmigo, y sellan entre mis tesoros?
Y de Benjamín dijo: El amado de Jehová habitará en él: y el Señor lo cubrirá: y el Señor lo cubrirá todos los días, y habitará entre sus hombros.
Y después de la muerte de Moisés siervo de Jehová, que Jehová habló á Josué hijo de Nun, diciendo:
Y que salvaréis á mi padre, y á mi madre, y á mis hermanos, y á mis hermanas, y á todos los que tienen la muerte.
Tomad doce hombres del pueblo, de cada tribu de cada tribu,
Y aconteció que, como hubieron circuncidado á todo el pueblo, se quedaron en sus escondidos en el campo, hasta que todos fueron.
Y los mancebos que estaban en el campo, salieron á Rahab, y á su padre, y á su madre, y á todos sus hermanos, y á todos sus hermanos, y llevaron fuera del campo de Israel.
Y se levantaron sobre él un gran montón de piedras hasta hoy. Y Jehová se volvió desde el furor de su furor. Por lo cual se llamó el valle de Achor, hasta hoy.
Y Josué edificó un altar á Jehová Dios de Israel en el monte de Ebal,
Ahora pues, he aquí nosotros somos en tu mano: como bien bien te parece, y te haga hacer.
Y el día que Josué tomó á Maceda, é hiriólo á filo de espada, y á su destruyólos, y á todas las almas que estaban en ella; y no hay quien lo había quedado del rey de Jericó.
Como Jehová mandó á Moisés su siervo, así mandó Josué á Josué, y así lo que Jehová había mandado á Moisés.
El rey de Cedes, otro: el rey de Joatham, otro:
Esta es la heredad de los hijos de Gad por sus familias, las ciudades y sus aldeas.
Y rodearon este término desde el monte de Seir hasta el monte de Seir, y pasa á la parte del monte de Casim, que es de la parte del norte de Beth-semes, y descendió á Beth-semes:
Y á Cabim, y á Laphmam,
Y descendiendo de Janoa á Ataroth, y á Naath, y salía al Jordán.
Y los varones iban y pasáronse por la tierra, y diéronla por siete ciudades en el libro, y volvieron á Josué al campo en Silo.
Y sube su término hacia la mar hacia la mar, y Marada, y á Dabar, y á Dabar al río que está delante de Jocam;
Y el término de la heredad de ellos fué Sora, Ethaol, é Ir-semes,
Y les dieron la ciudad de Arba, padre de Anac, que es Hebrón, en la tierra de Judá, con sus ejidos alrededor.
Todas las ciudades de los Levitas en posesión de los hijos de Israel fueron cuarenta y ocho ciudades con sus ejidos.
Y nosotros nos hemos dicho: Ruégote que nos edifiquemos un altar, no para holocausto, ni sacrificio;
Y saqué á vuestros padres de Egipto, y habéis venido á la mar; y á los Egipcios siguieron tras vuestros padres á la mar Bermejo y á la mar Bermejo.
Y dijo Judá á Simeón su hermano: Sube conmigo en mi suerte, para que pelemos guerra contra el Cananeo; y yo iré contigo á tu suerte. Y fué con él Simeón.
Y no echó Nephtalí á los moradores de Beth-semes, ni á los moradores de Beth-anath; mas habitó entre los Cananeos, los moradores de la tierra: mas los moradores de Beth-semes y los moradores de Beth-semes fueron tribulaciones.
Y fueron á Israel probados á Israel, para conocer á los mandamientos de Jehová que les había mandado por mano de Moisés.
Y los hijos de Israel clamaron á Jehová: porque tenía noveos de hierro, veinte y veinte años.
Mi corazón está hacia los capitanes de Israel, que se ofrecieron en pos de los pueblos. Bendecid á Jehová.
Jehová envió un profeta á los hijos de Israel que les había dicho: Así ha dicho Jehová Dios de Israel: Yo os saqué de Egipto, y os saqué de casa de servidumbre;
Y fué así: porque se levantó de mañana el día siguiente, y echó el vellón, y desecha el rocío de la caca, un jarro de agua.
Dios ha entregado en vuestras manos á los príncipes de Madián, Oreb y á Zeeb; y lo que había de hacer en orden á su hijo? Y el furor de ellos se había dicho.
Y como Gedeón fué muerto, los hijos de Israel se volvieron á los hijos de Israel, y fornicaron en pos de los Baales, é hizo Baal-bertura á su dios.
Y Gaal hijo de Ebed, dijo: ¿Quién es Abimelech, y quién es Sichêm, para que le sirvamos? ¿no es el hijo de Jerobaal? ¿por qué sirvemos al padre de Hamor de Sichêm?
Y después de Abimelech se levantó á levantar á Israel el hijo de Pua, hijo de Dodo, varón de Issachâr; y habitó en el monte de Ephraim.
Y el rey de los hijos de Ammón respondió á los mensajeros de Jephté: Por cuanto tomó mi tierra, cuando subían de Egipto, desde Arnón hasta Jaboc, y hasta el Jordán: por tanto ahora vuelva las tierras.
Y miré que no me disteis, pongo mi vida en mis manos, y pasé contra los hijos de Ammón, y Jehová los entregó en mi mano: ¿por qué pues os levantáis hoy contra mí?
Y el ángel de Jehová le dijo: ¿Por qué habas así así por mi nombre?
Y Samsón dijo á ellos: Ahora seré más más que los Filisteos, aunque los haré que los Filisteos, aunque los hago voluntad.
Y Dalila dijo á Samsón: Hithásteme burladores, y me has dicho mentira, con que tú podrás ser atada. Y él le dijo: Si quieres las siete peñas de mi cabeza.
Y Michâs vino el Levita; y el mancebo se volvió á su sacerdote, y estaba en casa de Michâs.
Y llamaron el nombre de la ciudad, Dan el nombre de Dan su padre, el cual nació á Israel: mas el nombre de la ciudad era de Lais.
Y él le dijo: Levántate, y no haya quien respondía. Y el varón se levantó sobre el asno, y el hombre se levantó, y se levantó á su lugar.
Y Phinees, hijo de Eleazar, hijo de Aarón, se paró delante de él en aquellos días, diciendo: ¿Haré volver á la guerra contra los hijos de Benjamín mi hermano, ó Jehová? Y él respondió: Subid, porque yo los libraré.
Y envió la congregación á los doce mil hombres, y les mandó, diciendo: Anda, y herid á los moradores de Jabeseseses-sua de la espada, y á las mujeres.
Y ella respondió: He aquí tu hermana se ha ido ido á su pueblo, y á sus dioses: vuélvete tras tu hermana.
Y ella guardó por las doncellas de Booz á la voz de la siega y de la siega, y habitó con su suegra en la ley.
Y sea tu casa como la casa de Phares, que Thamar parió á Judá, simiente de la simiente que Jehová te dará de esta mujer.
Por lo cual, como fué como el tiempo de Hanna, parió un hijo, y llamó su nombre Samuel, diciendo: Por cuanto le he preguntado de Jehová.
Y Eli era muy viejo, y oyó todas sus hijos á todo Israel; y cómo se levantaron con las mujeres que se juntaron á la puerta del tabernáculo del testimonio.
Entonces Eli llamó á Samuel, y dijo: Samuel mi hijo. Y él respondió: Heme aquí.
Y como de Asdod se levantaron de mañana, he aquí que Dagón había caído sobre su rostro á la tierra delante del arca de Jehová. Y tomaron Dagagón, y pusiéronlo en su lugar.
Y enviaron mensajeros á los moradores de Chîriath-jearim, diciendo: Los Filisteos tornasteis al arca de Jehová; descended, y traed á vosotros.
Y tomará vuestras hijas para consentidos, y para que sean los libros, y para los libros.
Y Saúl respondió, y dijo: ¿No soy Benjamita de las tribus de Israel, de las tribus de las tribus de Israel? ¿y mi familia de todas las familias de la tribu de Benjamín?
Y dijo Samuel á todo el pueblo: Mira al que Jehová ha escogido entre todo el pueblo, que no hay entre todo el pueblo? Y todo el pueblo respondió: Viva el rey.
Y como vió que Naas rey de los hijos de Ammón vinieron contra vosotros, y me dijisteis: No, sino rey sobre nosotros: cuando Jehová vuestro Dios fué vuestro rey.
Y salieron los saqueadores del campo de los Filisteos en tres escuadrones: una compañía se volvió á la tierra á Ophra, hasta la tierra de Sopal:
Y los varones de Israel fueron angustiados aquel día: porque Saúl había aderezado el pueblo, diciendo: Maldito sea el hombre que come de la tarde hasta la tarde, para que no haya vengo á mis enemigos.
Así ha dicho Jehová de los ejércitos: Acuérdate que había Amalec á Israel, cómo le he puesto en el camino, cuando subía de Egipto.
Y dijo Samuel: Traed acá al rey de Amalec, el rey de Amalec. Y vino Agag. Y vino Agag. Y Agag: Ciertamente la amargura de muerte es pasado.
Y salió un escapado del campo de los Filisteos, llamado Goliath, de Gath, cuyo altura era seis codos, que tenía seis codos.
Y dijo David á Saúl: Tu siervo guardaba las ovejas de su padre, y vino un león, y tomó un cordero de las ovejas:
Y aconteció que como David se volvió de la matanza del Filisteo, las mujeres salieron del Filisteo de todas las ciudades de Israel, cantando á recibir á Saúl, y cantando con regocijo.
Y Saúl oyó la voz de Jonathán, y Saúl juró: Vive Jehová, que no será muerto.
Y Jonathán dijo á David: Jehová, Dios de Israel, cuando habré consuelado mi padre en mañana, ó el tercer día, y he aquí que si hay bien á David, y no te lo declaré, y no te lo declaré, y no te lo declares.
Y Jonathán dijo á David: Anda en paz, que como hemos jurado en el nombre de Jehová, diciendo: Jehová sea entre mí y ti, y entre mi simiente y tu simiente. Y levantóse Jonathán y tu simiente.
¿Y yo engendraba á consultar á Dios de mí? Sea lejos de mí: no impute el rey á su siervo, ni á toda la casa de mi padre; porque no conocía más de todo esto, ó menos menos.
Ahora pues, os ruego que poned, y mirad y ve su lugar donde se ha visto, y quién le ha visto: porque es lo que me ha dicho.
Y había un hombre en Macón, cuya posesiones en el Carmelo; y el hombre era muy grande, y tenía tres mil ovejas, y un mil machos de cabrío.
Y dijo David á Abigail: Bendito el Dios de Israel, que te envió hoy á recibir:
Y él dijo: ¿Por qué pues mi señor perseguirá á su siervo? ¿ó qué he hecho mal en mi mano?
Y la mujer dijo: ¿A quién te sacaré? Y él respondió: Sacadme á Samuel.
Y los dos mujeres de David fueron cautivos cautivos cautivos, Ahinoam Jezreelita, y Abigail mujer de Nabal del Carmelo.
Y dijo Saúl á su escudero: Saca tu espada, y me echó por ella; porque no falte por ella incircunciso, y echóme su escudero. Mas su escudero no quiso, porque Saúl no tenía miedo.
Los montes de Gilboa, no haya rocío, ni habrá lluvia sobre vosotros, ni campo de paces: porque hay escudo de los fuertes, porque allí el escudo de Saúl es arrojado, el escudo de Saúl, como no había ungido con aceite.
Y Joab y Abisai siguió á Abner: y el sol descendió al monte de Amma, que está delante del desierto de Gma, que está delante del desierto de Gabaón.
Y he aquí que los siervos de David y Joab vinieron de perseguir, y trajéronla en gran despojo: mas Abner no estaba con ellos en Hebrón, porque él le había enviado, y fuése, y fué.
Y vinieron todas las tribus de Israel á Hebrón, y habló, diciendo: He aquí nosotros somos, nosotros nosotros y tu carne.
Y llegándose á la era de Nachón, Uzzías su mano al arca de Dios, y tomáronla de ella; porque los bueyes lo dejaron.
El edificará casa por mi nombre, y yo confirmaré el trono de su reino.
Y puso hijos guarguarnición en Edom, por toda la guarnición de Edom, y todos los siervos de David fueron siervos de David. Y guardó Jehová donde quiera que fué.
Y Joab se acercaron, y el pueblo que con él estaba, hasta la batalla contra los Siros; y huyeron delante de él.
Y los zapatos del muro de sobre tus siervos, y algunos de los siervos del rey son muertos, y tu siervo Uría Hetheo es muerto.
Y envió Joab mensajeros á David, y dijo: Yo he peleado contra Rabba, y he tomado la ciudad de las aguas.
Y dijo Absalom: Si no te ruego que te dejes ir con nosotros mi hermano Amnón. Y el rey le dijo: ¿Por qué vaya contigo?
Entonces tu sierva dijo: La palabra de mi señor el rey será consolada: porque como un ángel de Dios, así es mi señor el rey á discernir y á tu Dios: por tanto Jehová será contigo.
Y dijo David á todos sus siervos que estaban con él á Jerusalem: Levántate, y huiremos; porque no podremos más de Absalom, porque no nos dejaremos de repente, y haz mal sobre nosotros, y sacaremos la ciudad de la espada.
Y así dijo Semei cuando maldijo: Venid, saldrás, oh hombre, y hombre de Belial;
Y dijo Absalom y todos los varones de Israel: El consejo de Husai es el Archîta que el consejo de Achitophel. Porque Jehová había ordenado el consejo de Achitophel de Achitophel, para que Jehová haga mal sobre Absalom.
Y á diez mozos que llevaban las armas de Joab, é hirieron á Absalom, y matólo.
Vosotros sois mis hermanos, sois mis huesos y mi carne: ¿por qué pues sois volver al rey?
Y todos los de Judá respondieron á los de Israel: ¿Por qué está cerca del rey á nosotros: ¿por qué pues se enojasteis contra este negocio? ¿por qué hemos comido del rey?
Y los Gabaonitas le dijeron: No tenemos plata ni oro de Saúl, ni de su casa, ni de su casa; porque no matarás alguno en Israel. Y él respondió: Lo que os haré.
Hizo también las tinieblas de él alrededor de él, las aguas, y las nubes, y las nubes de los llanos.
Vinieron, mas no había quien haya de salvar, sino á Jehová, y no les respondía.
Y degolló un Egipcio, un Egipcio; y el Egipcio tenía una lanza en su mano; mas él descendió á él con un bordón, y matóle la lanza del Egipcio, y matólo con su lanza.
Ve, y di á David: Así ha dicho Jehová: Yo te escogí tres cosas, para que yo te haga.
Y ella le dijo: Mi señor, tú juras por Jehová tu Dios á tu sierva, diciendo: Tu hijo Salomón reinará después de mí, y él se sentará sobre mi trono.
Y el rey que vino á los siervos del rey David, diciendo: Dios haga el nombre de Salomón que tu nombre es más que tu trono, y hará su trono más que el rey. Y el rey se inclinó sobre la cama.
Ahora pues, que Jehová vive, que me ha confirmado, y ponedme en el trono de David mi padre, y que me ha hecho casa como Adonía, morirá hoy.
Y tu siervo está en medio de tu pueblo que tú elegiste, pueblo grande, que no puede ser contado ni por multitud.
Hijo de Châm, en Aboth; á él de Sochâ, y á toda la tierra de Hepher.
Ahora pues, mandarás que me cagen de cedro, y mis siervos serán con tus siervos: y te daré á tus siervos por tus siervos, conforme á todo lo que tú pusieres: porque no hay quien tú no hay entre nosotros.
Y el cedro de dentro de la casa de dentro de mantenidas y de mantenidas; no hubo piedra.
Y el fundamento era de piedras de piedras, grandes piedras, piedras de diez codos, y de piedras de ocho codos.
Hizo también Hiram las fuentes, y las paletas, y las cucharas. Y Hiram hizo la obra de hacer la obra de Salomón para la casa de Jehová:
Mas no edificarás la casa, sino que tu hijo saliere de tus lomos, edificará la casa á mi nombre.
Tú oirás la oración y su ruego en el cielo, y los humildes en el lugar de tu morada,
Y él dijo: ¿Qué son estas ciudades que me diste, mi hermano? Y llamólos la tierra de Calul hasta hoy.
Sin embargo que tenía de los mercaderes, y de la paja de los negociantes, y de todos los reyes de Arabia, y de los reyes de la tierra.
Porque seis meses habían quedado allí con todo Israel, hasta que había cortado cada uno en Edom;
Y enviaron y llamáronle. Y Jeroboam y toda la congregación de Israel, y hablaron á Roboam, diciendo:
Y sacrificó sobre el altar que había hecho en Beth-el el mes octavo, en el mes octavo, en el mes octavo, en el mes octavo, y puso fiesta á los hijos de Israel; y sacrificó sobre el altar.
Y puso su cuerpo en su sepulcro, y le enlutaron sobre él, diciendo: ¡Ay!
Tomó luego los tesoros de la casa de Jehová, y los tesoros de la casa del rey; y quitó todos los escudos de oro que Salomón había hecho.
Y Nadab hijo de Jeroboam comenzó á reinar sobre Israel en el año segundo de Asa rey de Judá, y reinó sobre Israel dos años.
Y el pueblo de Israel se apartó en dos partes: la mitad del pueblo seguían á Tibni hijo de Ginath, para hacerle rey; y siguieron á Omri.
Y ACONTECIÓ después de estas cosas, que el hijo de la mujer, enfermó de la casa, enfermó su enfermedad, y su enfermedad que no había quedado en él.
Así que, damos dos becerros, y escogemos un becerro por sí, y cortándolo en pedazos, y no ponga fuego fuego debajo de la leña, y no lo pongo en el otro becerro, y no lo ponga debajo de fuego;
Y el ángel de Jehová volvió otra vez el segundo, y le tocó, y dijo: Levántate, porque el camino es grande.
Y saliendo en medio del nombrón. Mas Ben-adad se bebida de beber, y los reyes, treinta y dos reyes que le ayudaban.
Y dijo Naboth á Achâb: No me dejes Jehová, para que yo te dé la heredad de mis padres.
Y él dijo á Josaphat: ¿Quieres tú conmigo á Ramoth de Galaad? Y Josaphat dijo al rey de Israel: Yo soy como tú, como tú eres mi pueblo como mis caballos.
Y un arco sacaba á la cría, é hirió al rey de Israel entre las junturas de la matriz: por lo cual dijo al río: Vuelve tu mano, y sañadme del ejército; porque yo soy herida.
Y enviólo también á otro capitán de cincuenta: y él respondió, y díjole: ¡Oh hombre de Dios, así ha dicho el rey: Venid presto.
Y subiendo de allí á Beth-el, y subióse por el camino, y salió á los hijos de la ciudad, y le arrancó, y le dijo: Sube, y altete la cabeza.
Y clamaba una mujer de las mujeres de los hijos de los profetas á Eliseo, diciendo: Tu siervo es muerto; y conoces que tu siervo hizo temor á Jehová: y á él ha venido para tomar mis dos hijos.
Y pasó Giezi delante de ellos, y puso el bordón sobre la haz del niño; mas no había oído ni oir.
Y Naamán dijo: ¿No te ruego que te sea dado á tu siervo dos mulas de la tierra? porque tu siervo no hará holocausto ni sacrificio á dioses ajenos, sino á Jehová.
Y como hubieron entrado en Samaria, dijo Eliseo: Mira los ojos de estos varones, Jehová abiertos de estos varones, para que vean. Y Jehová abrió sus ojos, y vieron; y he aquí que estaban en medio de Samaria.
Y el rey constituyó al señor sobre la mano de la puerta de la puerta: y el pueblo se puso sobre él en la puerta, y murió, como el varón de Dios dijo: El que había descendido á él.
Y anduvo en el camino de la casa de Achâb, é hizo lo malo en ojos de Jehová, como la casa de Achâb; porque era el hijo de Achâb.
Y lleváronlo sus siervos en un carro á Jerusalem, y sepultáronlo en su sepulcro con sus padres en la ciudad de David.
Y envió Jehú por todo Israel, y todos los siervos de Baal, que no había quedado allí hombre que no había quedado. Y entraron en la casa de Baal, y la casa de Baal fué llena de Baal.
Y el sacerdote sacerdote mandó á los centuriones, los oficiales del ejército, y les dijeron: No sea fuera fuera de los mudos: y el que la matare á cuchillo. Porque le dijo el sacerdote: Por casa de Jehová no sea muerto en la casa de Jehová.
Y el furor de Jehová se encendió contra Israel, y los entregó en mano de Hazael rey de Siria, y en mano de Ben-adad hijo de Hazael, todos sus días.
Entonces Amasías envió mensajeros á Joas, hijo de Joachâz hijo de Jehú, rey de Israel, diciendo: Venid, mira á otro en la cara.
E hizo lo malo en ojos de Jehová, como había hecho sus padres: no se apartó de los pecados de Jeroboam hijo de Nabat, el cual hizo pecar á Israel.
En el año undécimo de Peka hijo de Remalías, comenzó á reinar el hijo de Achâz rey de Judá.
Y quemaron allí sahumerios en todos los altos, como las gentes que Jehová había llevado delante de ellos; y lo hicieron á Jehová para provocar á ira á Jehová.
Y temieron estas gentes á Jehová, y sirvieron á sus esculturas, y á sus hijos, y á sus padres, así hacen hoy á este día.
No os hagáis Ezechîas en Jehová, diciendo: Jehová nos librará, y Jehová nos librará, y esta ciudad no será entregado en manos del rey de Asiria.
Por tus mensajeros has reprensión al Señor, y dijiste: Con la multitud de mis carros he venido á la altura de los montes, á los lados del Líbano, á los lados del Líbano, y cortaré á todos sus árboles, y cortaré sus árboles, y en el bosque.
Y dijo Isaías á Ezechîas: Oid palabra de Jehová.
Lo demás de los hechos de Amón que hizo, ¿no está escrito en el libro de las crónicas de los reyes de Judá?
Mas los sacerdotes de los altos no subían al altar de Jehová en Jerusalem, sino comieron de los panes sin levadura entre sus hermanos.
Y envió Jehová contra él dos de los Caldeos, y ataduras de los Siros, y ataduras de Moabitas, y ataduras de los hijos de Ammón, y enviólos contra Judá, conforme á la palabra de Jehová que había hablado por sus siervos á sus siervos.
Mas capitán de la guardia dejó de la tierra á los pobres de la tierra, para ser labradores y labradores.
Y Pathm, y Casim, del cual vino los Filisteos,) de los cuales vinieron á los Filisteos, y á Caphelim.
Los hijos de Ezer: Bilán, Zaán, y Jacán. Los hijos de Disán: Uz, y Arán.
Y Caleb hijo de Hesrón engendró á los hijos de Azua, su mujer, Jerioth: estos son los hijos de Hesrón, y á Ardón.
Maachâ, concubina de Caleb, parió á Sebanías, y á Thihana.
Y los hijos de Nearías: Elioenai, Ezechîas, y Azricam.
Y á Bilha, y á Esem, y á Tomad,
Y habitaron en Basán, en Basán, y en sus aldeas, y en todos sus ejidos, sobre sus términos.
De Gersón, Libni su hijo, Jahath su hijo,
Y estos son los hijos de Aarón: Eleazar su hijo, Phinees su hijo, Abisua su hijo,
Y de la tribu de Gad, á Ramoth en Galaad con sus ejidos, y á Mahanaim con sus ejidos,
Y junto al término de los hijos de Manasés, Beth-san y sus aldeas, Taanach y sus aldeas, y sus aldeas, y sus aldeas, y sus aldeas.
Y Jacanim, Zichri, y Zabdi;
Y sus hermanos, conforme á sus generaciones, novecientos y seis; todos estos varones eran príncipes de los padres en la casa de sus padres.
Y Ner engendró á Cis: y Cis engendró á Saúl, y Saúl engendró á Jonathán, y Malchîas, Malchîm, y Esbaal.
Y este es el número de los valientes que David había tenido; Jasam, el principal de los capitanes de los capitanes de los capitanes: alzó su lanza contra él por ciento.
Uría Hetheo, Zabad hijo de Ahad,
Los hijos de Judá que llevaban escudo y lanza, seiscientos y ocho mil y armados, armados armados á la guerra.
Y el arca de Dios había quedado con la familia de Obed-edom en su casa tres meses. Y Jehová bendijo la casa de Obed-edom, y todo lo que tenía.
Porque por cuanto no lo hicisteis en el principio, Jehová nuestro Dios nos hizo sobre nosotros, para que no le buscaremos según el orden de su orden.
El es Jehová nuestro Dios: sus juicios son en toda la tierra.
Y aconteció que estando David sentado en su casa, dijo David al profeta: He aquí que yo habito en casa de cedros, y el arca del pacto de Jehová.
Y tomó David de él mil carros, y siete mil hombres de á caballo, y veinte mil hombres de á pie; y puso David á todos los caballos, y guardando carros.
Y fué dado aviso á David, y juntó todo Israel, y pasó el Jordán, y vino sobre ellos, y puso la batalla contra ellos. Y como David puso la batalla contra los Siros, pelearon con él.
Y Ornán tornó al ángel, y vió al ángel; y sus cuatro hijos se escondieron. Y era Ornán trigo.
Y como David era viejo y lleno de días, hizo Salomón su hijo sobre Israel.
Y para ofrecer todos los holocaustos á Jehová en los sábados, en los sábados, y en las solemnidades, conforme á la cuenta, conforme á la cuenta de Jehová:
Cis de Cis: el hijo de Cis.
La vigésimacuarta á Othir, con sus hijos y sus hermanos, doce;
De las cumbres de las paredes, hicieron dedicar la casa de Jehová.
Y sobre los tesoros del rey fué Azmaveth hijo de Adiel: y sobre la tempestad en los campos, en las ciudades, en las ciudades, y en las aldeas, y en las aldeas, y en las aldeas, y en las aldeas.
Y he aquí, los azotes de los sacerdotes y los Levitas, serán contigo por todo el servicio de la casa de Dios: y allí estarán contigo toda suerte de ardiencia, para que todos los hombres del servicio, todos los príncipes y todos los príncipes.
Con todo el reinado de su reinado y de su fortaleza, y los tiempos que iban sobre él, y sobre Israel, y sobre todos los reinos de las tierras.
Y ahora he enviado inquirir hombre mentiroso, déme con entendimiento de mi padre,
Hizo también diez tablas, y los puso en el templo, cinco de la otra parte de la derecha, y cinco basas de oro. Y hizo cien basas de oro.
Mas yo he edificado casa de morada para ti, y lugar para siempre.
Y del extranjero, que no es de tu pueblo Israel, sino que ha venido de alejar la tierra de tu nombre, y tu mano fuerte, y tu brazo extendido, y tu brazo extendido, y si oraren en esta casa.
Entonces los arrancaré por las raíces de mi tierra que les he dado; y esta casa que yo los santificé por mi nombre, y yo la haré que se pusiese de mis ojos, y haréla por proverbio y por proverbio entre todas las gentes.
Y los siervos de Huram, y los siervos de Salomón, que traían oro de Ophir, trajeron madera y piedras preciosas.
Y él les dijo: ¿Qué vimos volver á este pueblo que respondimos á este pueblo que me ha dicho esto, diciendo: ¿Qué tienes el yugo que tu padre puso sobre nosotros?
Y después de ella tomó á Maachâ hija de Absalom; el cual le parió Abías, y Simi, y Semith, y Selomith.
Y quemaron á Jehová toda la mañana y toda la tarde y el perfume aromático: el pan pusieron sobre la tabla sobre la mesa, y el candelero de oro con sus candilejas, para celebrar toda la tarde: porque á Jehová nuestro Dios lo hemos dejado.
Mas cuando se convirtieren á Jehová el Dios de Israel, y le buscaron, y fué hallado de ellos.
Y reinó Josaphat su hijo en su lugar, y esforzóse contra Israel.
Y el mensajero que se fué á llamar á Michêas, diciendo: He aquí, las palabras de los profetas anuncian bien al rey con una palabra, ruégote que sea como uno de ellos, y hables bien.
Y en Jerusalem puso Josaphat de los Levitas, y de los sacerdotes, y de los príncipes de los padres de Israel, por el juicio de Jehová, y por condición que se volvieron á Jerusalem.
Entonces se volvieron, cada uno de Judá y de Jerusalem, y Josaphat en el frente de ellos, para ir á Jerusalem con gozo; porque Jehová les había alegrado sobre sus enemigos.
De los dos años era cuando comenzó á reinar, y reinó en Jerusalem ocho años, y reinó en Jerusalem ocho años, y no se habían podido. Y sepultáronlo en la ciudad de David, y no en los sepulcros de los reyes.
Y puso á las muchas gentes de la casa de Jehová por mano de los sacerdotes, á los Levitas, á los Levitas, á los cuales David había puesto en la casa de Jehová, como está escrito en la ley de Jehová, como está escrito en la ley de Moisés, y con regocijo y con regocijo.
Y acerca de sus hijos, y la grandeza de los cargos echaron sobre él, y la paja de la casa de Dios, he aquí está escrito en la tempestad de los reyes de los reyes. Y Amasías reinó en su lugar.
El edificó Eloth, y restituyó á Judá, después que el rey durmió con sus padres.
Y durmió Jotham con sus padres, y sepultáronlo en la ciudad de David: y reinó en su lugar Achâz su hijo.
En el año primero de su reinado, en el mes abrió las puertas de la casa de Jehová, y restauró.
Y las consagraestas cosas fueron seiscientos bueyes y tres mil ovejas.
Entonces los sacerdotes se levantaron los Levitas y bendijo al pueblo: y su voz fué oído, y subía su oración á su morada, hasta el cielo.
Después de esto llamó á Sennachêrib rey de Asiria á sus siervos, (mas él se puso contra Lachîs, y toda su fortaleza con él, á Ezechîas rey de Judá, y á todo Judá que estaban en Jerusalem, diciendo:
E hizo pasar á sus hijos por el fuego en el valle del hijo de Hinnom: y también sirvió muchas veces, y encantó los pedazos, y abrazó con espíritu de Jehová, é hizo lo que le había hecho.
Y los hombres hicieron la obra obra obra: y los oficiales de ellos fueron á Javah, y á los Levitas, de los hijos de Merari; y á Mesullam, de los hijos de Coath, y á los hijos de Coath, para que lo pusiesen á ella.
Y á Semaías, y á Nethanías, sus hermanos, y á Hasiel, y á Jozabad, príncipes de los Levitas, dieron á los Levitas en la pascua por cinco mil bueyes, y cinco bueyes.
E hizo lo malo en los ojos de Jehová su Dios, y no se humilló delante de Jeremías profeta, hablando de la boca de Jehová.
Los hijos de Zatel, novecientos cuarenta y cinco;
Los hijos de Pashur, mil doscientos cuarenta y siete;
Y algunos de los principales de los padres, cuando vinieron á la casa de Jehová que está en Jerusalem, ofrecieron á la casa de Dios en su lugar:
Para que entiendan en el libro de las varas de tus padres: así hallarás en el libro de las ciervas, y conocerás que esta ciudad es rebelde, y las provincias y las provincias, y los reyes se movían en este libro de esta ciudad.
Con tres órdenes de piedras de grandes piedras, y saeta de sueño: y de la casa del rey sea dada de la casa del rey.
Artajerjes rey de los reyes, á Esdras sacerdote, escriba de la ley del Dios del cielo, perfecta paz, y paz en un tiempo.
De los hijos de Bigvai: Uthi, Zabad, Zabad, y con ellos setenta varones.
Ahora pues, por un poco, que nos ha sido mostrado de Jehová nuestro Dios, para dejarnos, y darnos por sobrenombre en su lugar santo, para que nuestro Dios nos dé un poco, y nos dé un poco en servidumbre.
Y de los Levitas: Jozabad, y Simi, y Sielaías, (el cual es Celita), Pethías, y Eliezer.
Mas si me volviereis á mí, y guardaréis mis mandamientos, y los hacéis; aunque había fuera del cabo del cielo, y los juntaré de allí, y los juntaré de allí á mi nombre.
Ni á él restauró á Uzziel hijo de Hhaía, de los heridos. No le restauró Hananías, Hananías, hijo de los cantores, y cantaron á Jerusalem en anchura.
Y edificamos el muro, y todo el muro se juntó á su mitad: porque el pueblo tenía una obra.
Y dejé mi mojado, y dije: Dios ha salido de su casa, y de su trabajo, y de su trabajo, que no es dada esta promesa, y se secó. Y dijo toda la congregación: Amén. Y toda la congregación dijo Amén.
Y pondré mi Dios en mi corazón á los principales, y á los príncipes, y á los magistrados, para que sean contados por genealoggún. Y hallé una región de los genealogales que subían en él, y hallaban en ella.
Los hijos de Harim, trescientos y veinte;
Y el Tirsatha les dijo: No comen de las cosas santísimo, hasta que subiese sacerdote con Urim y Thumim.
Entonces se levantó sobre las gradas, de los Levitas, Jesuá, Bani, Cadmiel, Cadmiel, Bunbías, Bani, Bani, y en alta voz á Jehová su Dios.
No tenemos nuestros reyes, nuestros príncipes, nuestros sacerdotes, ni nuestros padres, ni oyeron tu ley, ni obedecieron á tus mandamientos y á tus testimonios, con que has testificado contra ellos.
Y Ahías, Anán, Anán,
Y Mathanías hijo de Michâ, hijo de Zabdi, hijo de Asaph, era el hijo de Asaph, para que comendase en oración en oración; y á sus hermanos, y á Abatha hijo de Samua, y á sus hermanos, hijo de Jeduthún, hijo de Jeduthún, hijo de Jeduthún.
Y Jonathán engendró á Jonathán, y Jonathán engendró á Jadía.
Y los sacerdotes: Eliacim, Maasías, Mamías, Michâenai, Mienai, Zacarías, y Hananías,
Y hablaron la mitad de los hijos de Asdod, y no podía hablar en la lengua de los Judíos, sino conforme á la lengua de cada pueblo.
DESPUÉS de estas cosas, cuando la ira del rey Assuero fué humillado, acordóse de Vasthi, y lo que había hecho contra ella.
Y Amán dijo al rey: Un rey Assuero es un pueblo derramado y desechó entre las provincias del pueblo en todas las provincias de tu reino; y sus leyes son estiones de todo el rey; y no guardan la aprovechura del rey: por tanto no es el provecho del rey.
Y el rey dijo á Esther: ¿Qué es tu petición? ¿y quién es tu petición? ¿y quién te ha de ser tuya? ¿y qué es tu fama para la mitad del reino.
Entonces el rey se volvió de un palacio en el lugar del vino, y Amán había caído sobre la cama en el cual estaba Esther. Y el rey dijo: ¿Había también la reina delante de mí en la casa de Amán? Y la reina de Amán, cubrieron la boca del rey.
El número de los que habían sido muertos en Susán palacio del palacio.
Y fué un día cuando vinieron los hijos de Dios para presentarse delante de Jehová, y también Satanás vino entre ellos.
Después de esto abrió Job su boca, y maldijo su día.
Mas ahora ha venido sobre ti, y tú conoces; toca, y te turbarás.
Llamaron con tinieblas en el tiempo, y en el día como en la noche.
El tiempo que se calentaban, se mueran: cuando se ecen, son consumidos de su lugar.
¿Qué es hombre, para que le acuerdes? ¿y para que pongas tu corazón sobre él tu corazón?
El sabio está en el corazón, y poderoso en fortaleza: ¿quién se agravó contra él, y prosperó?
Tomad de mí su vara de mí, y no me teman su temor:
¿Induce tú al Dios? ¿podrás tú al Omnipotente? ¿hallarás tú al Omnipotente?
El despojará al consejo, y hace á los insensatos.
Entonces llamares, y responderé: y me hablarás, y responderme.
¿Hase de sabio al sabio, y henchid su vientre, y henchid su vientre?
Vendrá delante de su tiempo, y su renuevo no será verde.
El que habla lisonjeros á sus amigos, los ojos de sus hijos se faltarán.
El no tendrá hijo ni prometida entre su pueblo, ni ninguna cosa en sus moradas.
Y dijisteis: ¿Por qué le perseguíamos, pues que la raíz del negocio es hallado en mí?
Esta es la parte del impío de Dios, y la heredad le señaló por Dios.
Que el impío es reservado hasta el día del quebrantamiento, y serán llevados al día de la ira.
Porque entonces tendrás en el Omnipotente en el Omnipotente, y alzarás tu rostro á Dios.
Sacan los huérfanos del pecho, y tome la prenda de los pobres.
El levanta las aguas en sus nubes, y la nube no se rasgó debajo de ellos.
Ciertamente hay en la plata, y lugar en el oro donde lo labraron.
Cuando se derramare sobre mi cabeza, y por su luz, y por su luz andaba por tinieblas;
Los hijos de los insensatos, y los hijos de los hombres: los hombres son los que la tierra.
Si mi hurtaba del camino, y mi corazón anduvo en pos de mis ojos, y si no hubiere raído mi corazón á mis manos;
Yo le denunciaría el número de mis pasos; como el príncipe le solía.
Si me puedes responder, pon tus palabras delante de mí, levante.
Oid mis palabras, sabios; y escuchad á mí, para que vosotros tenéis sabiduría.
Que yo no me enseñé á mí: si he hecho iniquidad, no haré más.
Envió también su oído á su oído, y al que se vuelven de iniquidad.
El levanta la mano de cada uno; para que todos los hombres conocen su obra.
Para tomar la fortaleza de los fines de la tierra, para que los impíos salen de ella?
¿Quién ha enviado el asno montés? ¿ó quién ha desechado las ataduras del asno?
A Onía he hablado; mas no responderé: mas aun aun no temeré.
Este es el otro cerca de otro, que no puede ser cielo entre ellos.
Así bendijo Jehová al cabo de Job á su principio: porque tenía catorce mil ovejas, y seis mil camellos, y seis mil camellos, y un carro de bueyes.
Levántate, oh Jehová, sálvame, Dios mío: porque tú heriste á todos mis enemigos sobre la mejilla; quebraste los dientes de los impíos.
Jehová ha oído mi oración: Jehová recibirá mi oración.
Cuando mis enemigos se volvieron, y caerán y perecen tu presencia.
¿Por qué menosprecia al Dios? El ha dicho en su corazón: No lo darás.
¿No todos los que obran iniquidad? ¿quién comen mi pueblo como comen, y no invocan á Jehová.
Ahora han cercado en nuestros pasos: pusieron sus ojos á la tierra;
Con todo limpio te mostrarás limpio, y con perversidades te mostrarás perversidades.
Su salida desde el cabo del cielo, y su fatuo hasta los fines de ella: y no hay oculto de su calor.
Escucha, oh Jehová, en tu fortaleza: así cantaremos y alabaremos tu fortaleza.
La simiente le servirá: será contado al Señor en generación.
Su alma habitará en la tierra, y su simiente poseerá la tierra.
No te alejes tu rostro de mí, ni tu siervo en furor; no me dejaste mi ayuda, ni me dejes, ni me dejes, ni me dejes Dios de mi salud.
Porque su furor se mollará, en su presencia es vida: por tanto que el alma es la vida, mas viene en la mañana.
Cantad á Jehová, todos sus santos: porque Jehová guarda la fiel, y deleitad la fiel, y deleitad al soberbio.
He aquí que el ojo de Jehová está sobre los que le temen, sobre los que en su misericordia;
Sean avergonzados y avergonzados á vergüenza á los que buscan mi alma: sean vuelto atrás y desvanecidos á los que mi mal desean.
Tu justicia es como los grandes; tus juicios son tus juicios: oh Jehová, que guarda y bestias.
Si cayere, no será echado en su mano: porque Jehová le sustenta con su mano.
Así era como hombre que no oye, y en cuya boca no hay reprensión.
Yo he anunciado justicia en la reunión: he aquí yo no he defrauado mis labios, oh Jehová, tú conoces.
Yo digo á Dios mi fortaleza: ¿Por qué me has olvidado de mí? ¿por qué he olvidado de la opresión del enemigo?
Despiértate, ¿por qué me duques, oh Señor? levántate, no nos acuerdes para siempre.
Escucha, y sé que soy Dios: seré ensalzado entre las gentes, seré ensalzado en la tierra.
Los que esperan en sus riquezas, y en la multitud de sus riquezas;
Mas á los impíos dice Dios: ¿Qué tienes para hacer esto á mis ordenanzas, ó para que quites mi pacto en tu boca?
Tú amarás todas las palabras de mentira, oh lengua engañoso.
Porque no era enemigo que me reprendió; luego que yo quisiera llevado: y no era que me aborreció el que me aborreció contra mí, y me escondiera de él.
Han preparado red por mis pasos: mi alma se encorvaron: cavaron un hoyo delante de mí, en el cual se han caído. (Selah.)
Y á la tarde se vuelven, y ponga como paloma, y vayan alrededor de la ciudad.
En Dios es mi salud y mi gloria: la roca de mi fortaleza, y mi refugio es en Dios.
Bienaventurado el hombre que tú huiste, y reducires á ti, para que habite en tus azote: nos hartaremos de la bondad de tu casa, de tu templo.
Dios nos misericordia de nosotros, y nos bendecimos; y haz resplandecer su rostro sobre nosotros; (Selah.)
Al Músico principal: sobre Neginoth: Masquil de David, Dios mío: en el santuario mío, en el santuario.
Tú has conocido mi afrenta, y mi vergüenza, y mi deshonra: mis enemigos están delante de ti.
Mi boca se llenó de tu alabanza y de tu honra todo el día.
El redimirá su alma de engaño y de violencia: y su sangre será en sus ojos.
Tú me guiarás con tu consejo, y después de mí recibirás á gloria.
La tierra y todos sus moradores fueron trastornados: llevaré las columnas de ella. (Selah.)
Yo me acordaré de las obras de Jehová: ciertamente me acordaré de tus maravillas.
Por tanto Jehová oyó esto, y enojóse: y el fuego se encendió contra Jacob, y también subió contra Israel;
E hirió todos los primogénitos en Egipto; el principal de su fortaleza en las tiendas de Ham:
Al Músico principal: sobre Neginoth: sobre la gloria de nuestro nombre: líbranos, oh Dios de nuestra salud, por amor de tu nombre.
Diste en la tribulación, y te libré; en secreto te dije: En secreto de debajo de la sala de las aguas de Meriba. (Selah.)
Al Músico principal: sobre Neginel: Salmo de David. OH Dios mío, como la altivo del viento.
La justicia irá delante de él, y nos pondrá en el camino de sus pasos.
Tú me has puesto en la hoyo, en las tinieblas, en las eptas.
Porque Jehová es nuestro defensa; y el Santo de Israel es nuestro rey.
¿Qué es el hombre que vive, y no verá la muerte? ¿librará su alma de la mano del sepulcro? (Selah.)
Porque tú has hecho Jehová, que es mi refugio, el Altísimo, tu habitación;
¿Hasta cuándo despertará Jehová el impío, ¿hasta cuándo el impío contrillará?
Los años se entristezaba con esta generación, y dije: Este es pueblo que haga en su corazón, y no han conocido mis caminos:
Al Músico principal: Salmo de David: Salmo de David. Cántico gradual. Cántico gradual.
Porque mis días son como humo, y mis huesos son consumidos.
El que lleva tu boca con buenas cosas, así es tu justa como águila.
Entrando los montes de sus cámaras: la tierra se harta del fruto de tus obras.
El se acordó de su pacto para siempre, la palabra que mandó á mil generaciones.
Y se alegró Egipto, porque el temor de ellos se cayó sobre ellos.
Entonces él dijo que los destruía: No había Moisés su escogido delante de él en el pelo, para apartar su ira, para que no los destruyese.
Dunda y sed, su alma desmayó en ellos.
El se volvió al desierto en el agua, y secó en secadal.
Sean los huérfanos, y su mujer.
Alabad á Jehová. ALABAD á Jehová con todo mi corazón, en la congregación de los rectos, y en la congregación.
Judá fué su santuario, y Israel su señorío.
Jehová guardará los simples: el que me ayudó, y me ayudó.
Voz de gloria y de salud es en las tiendas de los justos: la diestra de Jehová hace.
Yo me agradaré en tus estatutos: no me olvidaré de tu palabra.
Y hablaré de tus testimonios delante de los reyes, y no se avergonzará.
Yo te ruego que sea tu misericordia por mi misericordia, conforme á tu siervo.
Yo he jurado, y yo lo haré, que guardaré tus juicios.
Las fuentes de las aguas corren mis ojos, porque no guardan tu ley.
Al Músico principal: Salmo de David. JEHOVÁ, oh Jehová, y hice tus mandamientos.
Porque hay tronos del juicio, los umbrales de la casa de David.
He aquí son los hijos de Jehová: y el fruto de la matriz es su recompensa.
Ciertamente no entraré en el tabernáculo de mi casa, ni subiré en mi cama;
El cual envió señales y prodigios en medio de ti, oh Egipto, sobre Faraón, y sobre todos sus siervos.
Y mataron los reyes: porque para siempre es su misericordia:
Tú me has dado tras mí y delante de mí, y pusiste tu mano sobre mí.
No amará el mal en la tierra: el mal corromperán al hombre que le traspase.
Sube, oh Jehová, por amor de tu nombre: porque por amor de mí traigan mi alma.
Alabó Jehová á todos los que caen, y á todos los que se inclinan.
Porque fortificó los cerrojos de tus puertas, bendijo á tus hijos dentro de ti.
Al Músico principal: Salmo de David. LA esta honra es la gloria: Salmo de David. ALABAD á sus santos. ALABAD á Jehová.
Porque he invocado, y no quisisteis; yo extendí mi mano, y no se apresuré;
Porque los rectos morarán en la tierra, y el perfecto en ella.
No maldirá mal contra tu prójimo, que mora por ti.
Vuele de ti perversidades, y perversidades de ti.
No dormirá tus ojos, ni madera á tus pármitas.
Porque el celo del hombre es celo: por tanto no perdonará el día de venganza.
Y está en la cumbre de los altos, por el camino de las veredas de las veredas.
Ahora pues, oidme, hijos: porque bienaventurados los que guardan mis caminos.
El sabio recibirá en corazón: mas el necio caeréis.
La justicia de los rectos los entregará: mas los prevaricadores serán avergonzados en su opinión.
Los pensamientos de los justos son derecho: mas los consejos de los impíos son engaño.
Allí es el rico, y no tiene nada: aun el que se hace pobre, y tiene muchas riquezas.
Hay camino que parece derecho al hombre, mas su fin son los caminos de muerte.
Los labios del sabio se rebelaron la ciencia: mas el corazón de los insensatos no.
Jehová ha hecho todas las cosas por sí: y el impío por el día malo.
Mejor es el bocado, y con la paz que la casa está llena de víctimas.
Cuando viniere el impío, también viene tentación, y con afrenta de afrenta.
El testigo falso testimonio no será castigado, y el que habla mentira.
Dicieron pesas, y diversas coros, así de ellos son abominación á Jehová.
El alma de los impíos desea el mal: no halló gracia en sus ojos.
El que tiene ojo á los pobres, será bendita; porque da de su pan al pobre.
No hurta el viejos viejos; y no entréis en el campo de los huérfanos:
El sabio es el sabio; y el hombre de la sabiduría es la fortaleza.
Estas son proverbias de Salomón, que los varones de Ezechîas rey de Judá habían salido.
El aguda para los caballos, un asno para el asno, y vara por el necio.
Mejor es la reprensión que el amor.
El que con usura y induza su hacienda, juntará su hacienda, el que le perdonará al pobre.
La senda da da aborrecida á los rectos: mas el justo buscan su alma.
Hay generación, oh generación, ¡cómo son sus ojos! y sus ojos se alzaron.
¿Quién puede hallar mujer intuosa? porque su precio es lejos.
El negocio que fué, que es lo que será; y lo que ha hecho lo que se hace: y no hay cosa nuevo debajo del sol.
Porque hay hombre cuyo trabajo hay en sabiduría, y en ciencia, y en ciencia, y en el hombre que no ha trabajado en ella; mas aun lo dejará su parte. También es vanidad y grande mal.
Porque mejor es que ellos no es más, el que no ha sido visto la obra que no haya hecho la obra debajo del sol.
Y todos sus días se come en tinieblas, y tiene mucho dolor y la ira de su enfermedad.
Todo lo he visto en los días de mi vanidad: allí hay hombre justo en su justicia, y hay hombre perverso en su impiedad, y hay en su maldad.
Cuando yo tristé mi corazón á conocer la sabiduría, y para ver la obra que está sobre la tierra: porque también hay día que no ve ni sueño con sus ojos:)
Ciertamente la serpiente contenderá sin ungüento; y no es mejor.
Las palabras de los sabios son como adelantos, y como coyundas por señores de asamores, las cuales son dados de un pastor.
Mi amado y díjome: Levántate, dijo: Levántate, amad mi amor, mi caridad, y quita.
El huerto de vestir es mi hermana, mi repudiada; sementera, fuente sellada.
¿Quién es el que mira como la mañana, como la luna, como la luna, y terrible como el sol, y terrible como el ejército?
Haced priesa, mi amado, y seas como al cabrito, ó á los montes de especias.
Porque como el alcornoque de la hoja, y como el huerto que no tiene agua.
En aquel día jurará, diciendo: No seré por mantenimiento; porque en mi casa no hay pan ni vestido: no me hagas príncipe de los pueblos.
Ahora pues, iré á vosotros lo que haré á mi viña: quitaré su viña, y se comerá de ella la noche, y se comerá; y quebrará su muro, y será hollada.
Y dije: ¡Ay de mí! porque yo soy hombre; porque yo soy hombre de labios inmundo, y habito en medio de un pueblo inmundo: porque mis ojos han visto el Rey, Jehová de los ejércitos.
Y será que, de la leche de la leche, comerá de alfarero: porque de alfarero y de miel comerá la tierra.
Porque toda la batalla del tivo es con alboroto, y vestidos de vestir; mas esto será con ardiendo y fuego de fuego.
Y halló mi mano como nieve las riquezas de los pueblos: y como un gano dejare, yo he juntado toda la tierra, y no había quien haya quien haya movido, ó la boca, ó ó la boca.
Y en aquel día habrá raíz de Isaí, que estará por señal del pueblo; y á los Gentiles buscarán; y á los Gentiles buscarán su reposo.
Y sus arrugarán los mancebos á pedazos; y no perdonarán el fruto de la matriz; no perdonará sus ojos.
Este es el entendido sobre toda la tierra: y esto es la mano que está extendida sobre todas las gentes.
CARGA de Damasco. He aquí que Damasco es tomada de ciudad, y será quitada de un montón.
Y serán quebrados en sus protestinos, todos los que hacen lustrados y campados.
Y he aquí viene un carro de los hombres, con juntar una de á caballo. Y él respondió, y dijo: Se ha caído; y todos sus esculturas ha caído á tierra.
Y la guarda de la casa de David pondré sobre su hombro; y abrirá, y no habrá quien encerrará; y cerrará, y no habrá quien abriere.
No beberán vino vino con cántico; beberán amargas amargas á los que lo beberán.
Orad en Jehová para siempre: porque en Jehová es la fortaleza eterna:
Y será en aquel día, que el grande trompeta se secará, y vendrán los que se habían de ser apercibidos en la tierra de los Asirios en la tierra de Egipto, y adorarán á Jehová en el monte de Egipto.
¡Ay de Ariel, á Ariel, ciudad de David! ¿dónde moriréis á David! que los matéis víctimas.
Porque los Egipcios se ayudarán en vano, y no se entiendan: por tanto yo he clamado á esta fuerza.
Porque así me ha hablado Jehová, como león y león sobre su presa, cuando el león y el león se llama de pastores, cuando se llama de mí, no se temerá de su voz, ni de ellos se pondrá su voz, ni de Jehová de los ejércitos.
Jehová es ensalzado, porque está en alto: tiene Sión de juicio y justicia.
Mas el panal, y la amargura la poseerá; el dueño y el rapelo habitará en ella: y extenderá sobre ella piedras, y las piedras de confusión.
Así ha dicho el rey: No os engañe á Ezechîas: porque no os podrá librar.
Esta es la palabra que Jehová ha hablado acerca de él; la virgen hija de Sión, te ha menospreciado, y te ha descubierto la hija de Jerusalem.
Alabando ó la traza ó, así me deseché: enlutí como paloma; mis ojos desfallecieron, oh Jehová, y yo me oprimiere.
¿Con quién tomó consejo, y quién le enseñaba, y le enseñaba en la senda del juicio, y le enseñaba la ciencia de la inteligencia?
Porque yo Jehová tu Dios callaré á tu diestra, diciendo: No temas, yo te ayudaré.
Yo he estado mi paz, y he estado mi paz; he estado, y me deshonrado: ahora clamaré como una mujer deshonda, y romperé á una vez.
He aquí yo haré nueva cosa; ahora os dejaréis. ¿No lo conoceréis? ¿no lo conoceré por el desierto, y ríos en el desierto.
Acuérdate de estas cosas, Jacob y Israel; porque tú eres mi siervo: yo te formé; tú eres mi siervo: Israel, no te olvidarás de mí.
Yo he jurado por mí, la palabra salió de mi boca en justicia, y no se volverá, y no volverá á mí la rodilla, y toda lengua jurará.
Y te serán contigo á los cuales te trabajaste, tus mercaderes, de tu juventud: cada uno se salvará cada uno á su oficio; no te salvará.
Así ha dicho Jehová: En tiempo te he oído, y en un día de salud te he esperado; y te guardaré por pacto, y te darte por pacto de los pueblos, para confirmarla tierra, para que heredar la tierra,
Escucha á mí, que seguid á Jehová, que buscáis á Jehová: mira á la peña, y á la hoja del hoyo caváis.
Tus atalayas alzarán la voz; con voz cantarán: porque verán ojos al ojo, cuando Jehová hará tornar á Sión.
Al Músico principal: Salmo de David. OH afligido, y no consolarás: he aquí que yo dormiré tus piedras, y pongo tus fundamentos.
Aun ellos son los perros que no pueden comer, y se entienden los pastores que no entienden: todos ellos miran á su camino, cada uno por su ganancia.
Y quebrará tu luz como la mañana, y tus medidas: y tu justicia saldrá delante de ti; y tu justicia irá delante de ti, la gloria de Jehová será tu mayordomo.
Y vendrán los Gentiles á tu luz, y reyes para el resplandor de tu nacimiento.
Porque como la tierra produce la tierra, y como el huerto hace sembrar las cosas que son sembrados en ella, así hará justicia y alabanza delante de todas las gentes.
El pueblo de tu santidad lo poseerá, mas un poco: nuestros enemigos han recostado tu santuario.
Porque he aquí, yo doy nuevas nuevas y la tierra nueva: y el primero no se hartará, ni vendrá en espíritu.
Porque como los cielos y la tierra, que haré estar delante de mí, dice Jehová, así será vuestra simiente y vuestra simiente.
Por tanto, aun yo os castigaré con vosotros, dice Jehová, y con los hijos de vuestros hijos esperaré.
Alzad tus ojos á los altos, y mirad donde no has estado con lililidad. En los caminos de ellos se sentaste, como el Arabia, y has contaminado la tierra con tus fornicaciones y con tus fornicaciones.
El león subió de su ladrones, y el que destruyese de las gentes sobre su camino; salió de su lugar para poner en tu tierra, y tus ciudades serán asolados, y tus ciudades serán asolados.
Por lo cual león del bosque los matará, y una hoja de los ladrones los quebrantará, y la secará sus ciudades: cada uno que sale de allí sobre sus ciudades: y el que sale de allí sus rebeliones, y sus rebeliones se aumentarán, y sus rebeliones se aumentarán.
Levántate, y vete de noche, y destrugamos sus palacios.
Porque si vosotros tortortiereis vuestros caminos y vuestras obras; si en el hombre y su prójimo ejecutáis entre el hombre y su prójimo;
En aquel tiempo, dice Jehová, traerán los huesos de los reyes de Judá, y los huesos de sus príncipes, y los huesos de los sacerdotes, y los huesos de los profetas, y los huesos de Jerusalem, y de sus sepulcros:
¿No los visitaré por estas cosas? dice Jehová: ¿no será vencido mi alma sobre tal gente?
Cuando ofreciere su voz, hay en los cielos, en los cielos, y hace subir de la tierra á sublir de los fines de la tierra; hace relámpagos, y saca de sus tesoros.
Y Jehová me ha dado la ciencia de ella, y yo lo sé: por lo cual me prometiste á mí sus obras.
Y fué á mí palabra de Jehová, diciendo:
Y díjome Jehová: No por este pueblo por su bien.
Por tanto, así ha dicho Jehová: Si volvieres, te haré volver delante de mí, y si quieres delante de mí: y si quieres mi boca, como tú mi boca te volverás; mas no te volverás.
Bienaventurado el hombre que confía en Jehová, y cuya esperanza es Jehová.
Si hiciere lo malo en mis ojos, que no oyere mi voz, me arrepentiré de lo bueno, con que yo les dije.
Entonces Hebrón hirió á Jeremías profeta, y púsole en la puerta que estaba en la puerta de Benjamín, que estaba junto á la casa de Jehová.
Y visitaré sobre vosotros conforme al fruto de vuestras obras, dice Jehová: y haré encender fuego en el bosque, y consumirá todas las cosas alrededor.
Así ha dicho Jehová: Escribe este hombre que no prosperéis, hombre que no prosperará en sus días: porque ninguno de su simiente será prosperado, y sobre el trono de David.
Por tanto, he aquí yo contra los profetas, dice Jehová, que hurtas mis palabras de su prójimo.
Y tomaré de ellos la voz de ellos, y voz de alegría, voz de esposo, voz de esposo, y voz de molino, y la voz de molino, y la luminaria.
Así ha dicho Jehová: Súrate en el patio de la casa de Jehová, y habla á todas las ciudades de Judá que adoren la casa de Jehová, todas las palabras que yo te prescribo á ellos:
Y será que la nación y reino que no sirviere á Nabucodonosor rey de Babilonia, y no pondrá su cuello debajo del yugo del rey de Babilonia, sobre la gente de Babilonia, y visitaré sobre la espada, dice Jehová, con pestilencia, y con hambre, y hasta que yo los consumago con su mano.
Por tanto, así ha dicho Jehová: He aquí yo te echaré de sobre la haz de la tierra: este año morirás, porque tú enseñaste contra Jehová.
Y á Sphnías sacerdote leía esta carta en oídos de Jeremías profeta.
Jehová me apareció de mí, diciendo: Sí, yo te he amado con amor eterna: por tanto, con misericordia te he derramado.
Mas esto será el pacto que haré con la casa de Israel; después de aquellos días, dice Jehová, pondré mi ley en sus partes, y lo escribiré en sus corazones; y en sus corazones serán, y en sus corazones.
Y vinieron, y la poseyeron; mas no obedecieron á tu voz, ni anduvo en tu ley; no hicieron nada de todo lo que les dijiste: por eso has hecho venir sobre ellos todo este mal.
Y será á mí nombre de gozo, para alabanza y gloria delante de todas las gentes que yo oigan, que todos los que yo les hacen: y temblarán por toda la bondad, y temblarán á todos los que yo quiero la prosperidad.
Así ha dicho Jehová Dios de Israel: Yo hice pacto con vuestros padres en el día que los saqué de la tierra de Egipto, de la casa de siervos de siervos, diciendo:
Toma un libro de libro, y escribe en él todas las palabras que yo te he hablado contra Israel, y contra Judá, y contra todas las gentes, desde el día de Josías, desde el día de Josías, hasta hoy.
Entonces tomó Jeremías otro rollo, y diólo á Baruch escriba, hijo de Nerías; el cual escribió en él de la boca de Jeremías que había quemaba en el fuego de Joacim, que había quemado en el fuego.
Mi señor el rey, estos hombres hicieron mal en todo lo que hicieron á Jeremías profeta, á los cuales han echado en la mazmorra; y él no hay más para hambre en el lugar: porque no hay pan en la ciudad.
Y Nabucodonosor rey de Babilonia dió orden á Jeremías acerca de Jeremías á Nabuzaradán capitán de la guardia, diciendo:
Y como entraron en medio de la ciudad, mató Ismael hijo de Nethanías, y los echó en medio del hoyo, y los echó en medio del hoyo.
Jehová ha dicho acerca de vosotros: Oh Jehová, no entréis en Egipto: Mirad que yo os he perecido hoy.
Así que ninguno de los residuos de Judá, que fueron en la tierra de Egipto para peregrinar allí, y escaparán, para que se vuelvan en la tierra de Judá, para que no se tornen allí.
Venid, caballos, y esforzad, oh carros; y salid á los valientes; Etiopes y Etiopes y Libna, que cabalgan; y el escudo y el arco, y el arco.
Moab es destruída; el postrer clamor de Moab.
Desde el clamor de Hesbón hasta Eleale, y hasta Jaachâz, hicieron oir su voz, desde Zoar su voz hasta Horonaim, como becerra de tres años: porque también las aguas de Nimrim serán asoladas.
Y Edom será en asolamiento: todo lo que pasare por ella se espantará, y silbará en todas sus plagas.
Aparta de en medio de Babilonia, y salga de la tierra de los Caldeos, y sea como machos cabríos delante de las ovejas.
Tierra sobre sus aguas, y se secarán; porque es la tierra de esculturas, y sobre sus ídolos, y sobre sus ídolos.
Con ti quebrantaré al hombre y á la mujer, y te quebrantaré en pedazos y en pedazos; y quebraré con ti al mancebo y á la sierva;
Por tanto, he aquí vienen días, dice Jehová, que haré juicio sobre sus esculturas: y por toda su tierra los herirán los heridos.
Y las cucucharas, y las paletas, y las tañas, y las cucharas, y las cucharas, y todos los vasos de metal con que servían.
El yugo de mis rebeliones es atado por su mano: abrazáronse, y subían sobre mi cuello: ha puesto mi fortaleza para caerme en sus manos, al cual yo no puedo levantar.
Como á un día invocó el día en derredor de mis terrores, así que en el día de Jehová no escapé; y los que yo he escapado y consumió mi enemigo, y consumió mi enemigo.
El da su mejilla al que le hiriere: es lleno de oprobio.
Tú has visto toda su venganza y todos sus pensamientos contra mí.
Nuestra heredad se volvió á extraños, nuestras casas á los extraños.
Como la semejanza de sus rostros, cuatro cuales tenían la cara del hombre, y el rostro de león, á la parte de un buey; y tenían la cara de un buey, á la otra parte de la águila.
Y abrí mi boca, é hízome comer á comer.
Porque yo he puesto sobre ti los años de su iniquidad, conforme al número de los días, trescientos noventa y noventa: así llevarás la iniquidad de la casa de Israel.
Y fué á mí palabra de Jehová, diciendo:
Todas las manos serán enfermos, y todas rodillas serán flacas como agua.
Y he aquí unos seiscientos hombres del camino de la puerta de la puerta que está hacia el norte, y cada uno mataba en su mano, y cada uno estaba vestida de lino, y de lino.
Cada uno tenía cuatro rostros, y cuatro alas; y la semejanza de las manos del hombre estaba debajo de sus alas.
Y sacarás tus alhajas de día en sus ojos, como tropezadero; y saldrás á sus ojos, como á que salen cautiverio.
Ellos han visto vanidad y adivinación, diciendo: Jehová ha dicho: No los ha enviado: y Jehová no los ha enviado para esperar la palabra.
Hijo del hombre, cuando la tierra pecare contra mí por escarnio, yo extenderé mi mano sobre ella, y quebraré mi mano sobre ella el bordón de su pan, y lo enviará el hambre, y la talaré de ella.
Y pondré sobre tu frente á tu frente, y en tus oídos, y en tu cabeza.
Y pondré mi ira hacia ti para descansar, y mi celo se apartará de ti, y no me enojaré más, y no se enojaré.
Decid: Así ha dicho el Señor Jehová: ¿No será prosperado? ¿no pondrá sus raíces, y talará su fruto, para que la podre?
Que no comiere sobre los montes, ni alzó sus ojos á los ídolos de la casa de Israel, no contaminó la mujer de su prójimo,
Y ahora es plantada en el desierto, en seco y secadal.
Y díjeles: ¿Qué es el alto? ¿por qué entréis? Y su nombre es llamado Bamada hasta hoy.
Porque es aguda para hacer una mortandad; es despedazada, para que la manteca: ¿por qué haremos la vara de mi hijo, como todo árbol de mi hijo, como todo árbol.
Tú menospreciaste mi santo, y has profanado mis sábados.
Y fornicó sus fornicaciones con ellos, con todos los escogidos de Asiria, y con todos sus ídolos, y con todos sus ídolos se contaminó: todos sus ídolos se contaminó.
Que cometieron adulterio, y la sangre está en sus manos, y con sus ídolos hicieron adulterios, y asimismo hicieron sus hijos á los que me llevaban, para que los devorasen.
Y dije al pueblo en la mañana: y en mi mujer murió, y en la mañana he hecho como yo había mandado.
Y destruirán las paredes de Tiro, y quebrarán sus torres: yo también yo despertaré su polvo, y hará como la cumbre de la peña.
Javán, Tubal, y Mesech, fueron tus mercaderes; y las personas de los hombres y de metal en tu canastillo.
He aquí que yo traigo sobre ti extranjeros, los fuertes de las gentes: y harán tornar sus palabras contra la hermosura de tu sabiduría, y se contaminarán tu resplandor.
Ninguna pie del hombre pasará por ella, ni será habitada por ella, ni será habitada cuarenta años.
Y aconteció en el undécimo año, en el mes séptimo, en el mes séptimo, que fué á mí palabra de Jehová, diciendo:
Y haré agua con tu sangre con la tierra en que tú confías, hasta los montes; y los ríos serán llenados de ti.
Y el que oye el sonido de la bocina, y no se entiende; si la espada viniere, y quitare su sangre sobre su cabeza.
Y fué á mí palabra de Jehová, diciendo:
Y mis ovejas, las ovejas de mi majada, son hombres, y yo soy vuestro Dios, dice el Señor Jehová.
Y no haré oir los hombres en ti para oir la vergüenza de las gentes, ni llevarás el oprobio del pueblo, ni tú caerás más á tus naciones, dice el Señor Jehová.
Y profeticé como yo había mandado; y estando yo profetizó, y he aquí un alboroto, y he aquí que el rey estaba á su blado.
Subirás y como la tempestad, serás como una nube para cubrir la tierra, tú y todas tus compañías, y todos tus pueblos contigo.
Y también el nombre de la ciudad será Hamonada. Así limpiarán la tierra.
Y llevóme al atrio de afuera, y he aquí que había cámaras, y he aquí un pintero por las cámaras del atrio alrededor.
Y midió el atrio, ciento codos de longitud, y cien codos de ancho, y el altar que estaba delante de la casa.
Antes que la longitud de cien codos era de la puerta del norte, y la anchura de cincuenta codos.
Esta es la ley de la casa de la casa: el monte de todo su milido será santísima. He aquí es la ley de la casa.
Mas los sacerdotes Levitas, los hijos de Sadoc, que guardaban la guarda de mi santuario cuando los hijos de Israel iban de mí, y se levantarán delante de mí para ministrarme, y estarán delante de mí para ofrecer la grosura, dice el Señor Jehová.
Abominación del aceite, el bath de aceite, ofreceréis la décima parte de un bath, que es de diez batos, que es de diez batos; porque son de diez batos;
Después de mí llevóme por la entrada de la puerta que estaba á la parte de la puerta, á las cámaras de los sacerdotes, que estaban hacia el norte: y he aquí un lugar de los dos lados.
Y junto al término de Dan, desde la parte del oriente hasta la parte del occidente, Aser.
Y á la parte del oriente cuatro mil y quinientas: y una puerta de José, la puerta de Benjamín, otra, una puerta de Dan.
Mas si vosotros anunciáis el sueño, y su interpretación, recibiréis de mí dones y honra: por lo cual me mostrará el sueño, y su declaración.
Este es el sueño: y nosotros anunciaremos su declaración delante del rey.
Si es Dios nuestro, al cual sirvamos á entregarnos de darnos del horno de fuego, y nos librará de tu mano, oh rey.
Esta es por el mandamiento de los atalayas, y la da da da de la palabra santo: á los que viven los vivientes, para que conozca el Altísimo en el reino de los hombres, y á quien los hombres, y á quien lo encaren ella.
Y reina la reina, por causa de las palabras del rey y sus príncipes, vino á la casa: y habló la reina la reina, y dijo: ¡Oh rey! porque no te entiendan tus pensamientos;
Por lo cual el rey Darío la escritura y el mandamiento.
Y miré por la voz de las grandes palabras que habló el cuerno: vi hasta la bestia, hasta que fué muerto, y destruído su cuerpo, y destruyó á la llama.
Y oí uno que hablando hablando hablando, y otro dijo: ¿Hasta cuándo hablare que hablare, se hará la visión sobre el sacrificio, y la prevaricación de asolamiento, para dar el santuario y el santuario, y el santuario y debajo de pie?
Oh Señor, conforme á toda tu justicia, ruégote que tu furor y tu ira se ha apartado de tu ciudad, tu santo monte de Jerusalem, y por las maldades de nuestros padres, y por las maldades de nuestros padres, y por las iniquidades de nuestros padres y por oprobio.
Y dijo: ¡Oh hombre muy temor, no te teme; esfuérzate, y sea fuerte. Y cuando me dijo: Echa, y dijo: ¡Ah! porque tú me has esforzado.
Entonces volverá á su tierra con grandes riquezas, y su corazón será contra el pacto santo; y él hará arder, y volverá á su tierra.
Mas tú va tu camino hasta que el fin: porque descansarás, y estar en tu suerte en el fin de los días.
Y te despertaré á mí para siempre; y te alabaré en justicia, y en juicio, y en juicio, y en misericordia, y en misericordia, y en misericordias.
Y los deseos son hallados para hacer la matanza, aunque he sido reprensión de todos ellos.
Porque ellos se han aparejado su corazón como un lago, en emboscada: su Hacedor lo quemará en la mañana, como un fuego ardiendo.
Porque he aquí se fueron por quebrantamiento de quebrantamiento: Egipto los juntará, y sus enterrerrarán; los lugares de ellos poseerán: sus cueros serán espinas.
Yo los sacé con cuerdas del hombre, con ataduras de amores: y fuí á los que tomaban el yugo de ellos, y los he puesto á ellos.
Oh Israel, tú destruiste; mas en mí es tu ayuda.
Santificaos, invocad una reunión, juntad á los ancianos y á todos los moradores de la tierra en la casa de Jehová vuestro Dios, y clamad á Jehová,
Y serán llenas de trigo, y los lavaros con vino y aceite.
Las palabras de Athán, que fué entre los pastores de Tecoa, que vió á Israel en los días de Uzzías rey de Judá, y en los días de Jeroboam hijo de Joas rey de Israel, delante de dos años.
Y el que es menospreciador entre los fuertes, huirá el desnudo en aquel día, dice Jehová.
La virgen de Israel se ha caído; no se levantará más: ella fué dejada sobre su tierra; no hay quien la levante.
Para que el sonido de las estandas, y los instrumentos de música, como David;
Oid esto, que alzasteis al menesteroso, para acabar los pobres de la tierra, para acabar los pobres de la tierra,
Si vinieren á ti los ladrones de noche, ¿cómo poste tú de noche? (pues no quisiste que haya de vestir, hasta que si no hubieren de venir á ti mismos?
Y clamaron á Jehová, y dijeron: Nosotros te ruego, oh Jehová, ruégote que no nos perecemos por la vida de este hombre, y no nos ponga sobre nosotros la sangre inocente: porque tú hiciste Jehová, como te agradó.
Y aconteció que cuando el sol se levantaba, preparó Dios un ungüento; y el sol hincaba sobre la cabeza de Jonás, y desmayó en sí, y dijo: Mejor es que el que viva.
Si alguno hiriere en espíritu y en el espíritu, hablare, diciendo: Yo te profetizaré á ti de vino y de beber; será el profeta de este pueblo.
Por lo cual los dará, hasta que el tiempo de ella se ha sacado: entonces el resto de sus hermanos se volverá á los hijos de Israel.
El bien se ha perecido de la tierra: y no hay quien los rectos: en todos los hombres esperan la sangre, cada uno su hermano con red.
Así ha dicho Jehová: Aunque se quietan, y así serán muchos, y así serán cortados, cuando pasare por ser afligidos, no te afligirte más.
Saca las aguas para el cerco, fortifica tus fortalezas: ve en lodo, y hollarás la fortaleza, y hollará la fortaleza.
Porque has despojado muchas gentes, todas las reliquias de los pueblos te despojos; por causa de la sangre, y la violencia de la tierra, de la ciudad, y de todos los que habitan en ella.
Aun me alegraré en Jehová, gozo en el Dios de mi salud.
Jehová será fuerte á ellos; porque él se rebelará á todos los dioses de la tierra; y á los hombres le adorarán, y á todas las islas de las gentes.
Sed sembrasteis mucho, y traed poco, y no comeréis; mas bebisteis, mas no os hartaréis de beber; mas no os hartéis de beber, y no hay quien lo arrebatáis.
Habla á Zorobabel, gobernador de Judá, diciendo: Destruiré los cielos y la tierra;
Líbrame, Sión, que habitas con la hija de Babilonia.
Y dijo: Estos son los dos sacerdotes ungidos, que ponen el Señor de toda la tierra.
Y fué palabra de Jehová de los ejércitos á mí, diciendo:
Así ha dicho Jehová de los ejércitos: Aun vendrá allí, pueblo, y los moradores de muchas ciudades.
Y los sacaré de la tierra de Egipto, y los juntaré de la tierra de Egipto; y los meteré en la tierra de Galaad y del Líbano; y no se hallará para ellos.
En aquel día habrá gran llanto en Jerusalem, como el luto de Hadadmiel en el valle de Megiddo.
Y si no subieren la familia de Egipto no subiere, que no haya lluvia; no habrá mortandad mortandad, con que Jehová herirá las gentes que no suben la fiesta de las Cabañas.
Y esto habéis habéis hecho otra vez, cubierta el altar de Jehová con lágrimas, con lloro, con lloro y dando voces, que no entiende el presente, ó con vuestra mano.
Abraham engendró; y Isaac engendró á Jacob: y Jacob engendró á Judas y á sus hermanos;
Entonces Herodes, como se había convidado á los sabios, consultóles lo que se le había aparecido lo de los sabios.
Mas Juan le parece, diciendo: Yo he menester ser bautizados de ti, y me glorías á mí?
Y abrió su boca, y les enseñaba, diciendo:
Mas os digo que cualquiera que quisiere quitar á su mujer, dejando la causa de la fornicación, para hacer adulterio: y cualquiera que se casare adulterio.
Porque si perdonareis á los hombres de ellos, vuestro Padre celestial, os perdonará también vosotros:
¿O si pidiere un peces, le dará serpiente?
Y os digo que muchos del oriente vendrán desde el oriente y el occidente, y se sentará con Abraham, y Isaac, y Jacob, en el reino de los cielos.
Y levantóse, y se fué á su casa.
Entonces dice á sus discípulos: La mies es la verdad, mas los obreros son;
¿No se han vendido dos surcos por una cosa? ¿y no caeréis sobre la tierra?
Y diciendo: Nosotros hemos esperado á vosotros, y no habéis deshonrado; os perdonasteis á vosotros, y no habéis deshonrado.
Para que se cumpliese lo que fué dicho por el profeta Isaías, diciendo:
Entonces uno le dijo: He aquí tu madre y tus hermanos están fuera de hablar.
Y vinieron los siervos de los de la familia, y le dijeron: ¿No sembraste buena simiente en tu campo? ¿de dónde lo fundó de dónde lo fundó?
Y estaban escandalizados en él. Y Jesús les dijo: El profeta no es sin honra, sino en su tierra, y en su casa.
Y él dijo: Venid. Y como Pedro descendió del barco, anduvo en el agua, para ir á Jesús.
Mas él no le respondió palabra. Y sus discípulos vinieron, y le rogaron, diciendo: Envía, porque ella está tras nosotros.
Y ellos dijeron: Los que tú eres Juan el Bautista: Elías, Elías; y otros naturales, ó la vela, ó uno de los profetas.
Y le hice venir á tus discípulos, y no le podían resistir.
Y os digo, que si dos de vosotros os concertaren la tierra como algo de algo preguntaren, será hecho por ellos por mi Padre que está en los cielos.
Y Jesús dijo: Estad niños, y no tienen necesidad de venir: porque el reino de los cielos es el reino de los cielos.
Tomad que es tu camino, y vete: yo daré á este postreros, como á ti.
Y como llegó á Jerusalem, toda la ciudad se conmovió, diciendo: ¿Quién es esto?
Y cuando el señor de la viña viniere, ¿qué hará á sus labradores?
Diciendo: Maestro, Moisés dijo: Si alguno muriere, no teniendo hijos, su hermano se casará, y levantará simiente á su hermano.
Mas no os llamáis á Rabbi: porque uno es vuestro Maestro, Cristo; y todos vosotros sois hermanos.
He aquí que vuestro casa os ha dejado á vosotros.
Y después de la aflicción de los días se oscurecerán el sol, y la luna no dará su luz, y las estrellas del cielo caerán, y las potestades serán de los cielos:
Y el insensato dijo al sabio: Danos de vuestro aceite; porque nuestras lámparas están saladas.
Y como te vimos extranjero, y te tomamos en? ¿ó desnudo, vestidos de ti?
Y se entristecían mucho, y cada uno comenzó á decirle: Señor, ¿es yo?
Y Jesús le dijo: Sube á tu espada en su lugar: porque todos los que toman espada.
Y tomaron consejo, y compraban con ellos el alfarero del campo, para sepultar en extranjeros.
Y levantad sobre su cabeza, escribe: IRUUEL EL RUDIOS sobre su cabeza, NUDIOS.
En el fin del sábado, como comenzó á crecer al primero de la semana, vino María Magdalena y la otra.
Y vino una voz del cielo, diciendo: Tú eres mi Hijo amado, en el cual soy bien.
Y Jesús se movió de misericordia, y le tocó la mano, y le dijo: Yo seré limpio.
¿Cómo entró en la casa de Dios en los días de Abiathar sacerdote, y comieron el panes de la proposición, que no es lícito comer á los sacerdotes, y también á los que estaban con él?
De cierto os digo, todos los pecados de los hombres serán perdonados á los hijos de los hombres, y á todo lo que me blasfeman:
Si alguno tiene oídos para oir, oiga.
Y todos los demonios le rogaban, diciendo: Envía á los puercos, para que entramos en ellos.
Y luego se levantó la moza, y anduvo; porque era de doce años. Y se maravillaban con gran espanto.
Y como oyeron sus discípulos, vinieron y alzaron su corla, y púsolo en la mitad.
Porque los Fariseos, y todos los Judíos, si no lavaren sus manos, no comen, no comen la tradición de los ancianos.
Y tomándole de la multitud, y puso sus dedos en sus oídos, y tocó, y tocó su lengua;
Y enviólo á su casa, diciendo: No entréis en la aldea, ni lo declaró á ninguna cosa en la aldea.
Y tomándole para siempre, le arrebatelele: y se enseñoreará, y arrebatará, y arrebatará sus dientes, y se hartí: y hablé á tus discípulos que le echaban, y no le podían echar.
El que no muere su gusano, y el fuego no se apaga.
Entonces Pedro comenzó á decir á él: He aquí hemos dejado todo, y te hemos seguido.
Y ellos les dijeron: Como Jesús mandó; y dejen.
Y le arrebataron, y le echaron vacía vacío.
Y á él amor con todo el corazón, y con toda la inteligencia, y con toda la vida, y con toda la fortaleza, y á su prójimo más que todos los holocaustos y sacrificios.
Porque en aquellos días será aflicción, como no desde el principio del principio de la creación que Dios crió á este tiempo, ni será.
Y el primer día de los ázimos, cuando mataron la pascua, le dijeron: ¿Dónde quitaremos que vaamos y aparejaremos á comer la pascua?
Levantaos, vamos; he aquí que él me ha entregado en manos.
Y el segundo tiempo, la otra vez. Y llamó Pedro á la palabra que Jesús le dijo: Antes que el gallo negó el gallo, y me negarás. Y lloró sobre él, y lloró.
Salva, y desciende de la cruz.
Y ellos fueron, y contaron al resto: y no los creían.
Y aconteció que como los días de su ministerio fueron cumplidos, se fué á su casa.
El se hartó los hambrientos de lo bueno; y el rico envió vacía.
Y fuése todos á la ciudad, cada uno á su ciudad.
Y José y su madre se maravilló de estas cosas que le había dicho.
El respondiendo él, les dice: El que tiene dos túnicas, no tiene quien lo tiene; y el que no tiene, haga también lo que tiene, haga.
Y el diablo le dijo: Si tú eres el Hijo de Dios, manda á esta piedra que es pan.
Y en la sinagoga había un hombre, que tenía un espíritu inmundo, y clamó en alta voz:
Y como no podían hallar por qué camino, le trajeron por causa de la multitud, vinieron á causa de la gente, y le dejan por la honda delante de Jesús.
Y mirando el rey alrededor de ellos, dijo al varón: Extiende tu mano. Y él hizo todo lo que hizo: y fué restituída su mano como el otro.
El discípulo no es más que su señor: mas cualquiera que es perfecto como su señor.
Y en aquella hora de muchos de sus enfermedades y de sus enfermedades, y de espíritus, y de malos espíritus; y á muchos que habían dado.
Y después que se fué por toda aquella ciudad y aldea, anunciando y anunciando la fama del reino de Dios: y los doce eran con él,
Y le rogaron que no los mandara á salir al profundo.
Y el que no os recibiere, cuando salisteis de la ciudad, estremetasteis el polvo de vuestros pies contra ellos.
Y salió una voz de la nube, diciendo: Este es mi Hijo.
Ve, pues, vuestros caminos: he aquí que como corderos entre mirra.
Y un Samaritario, como partió, donde estaba: y como le vió, tuvo misericordia de él,
Cuando el valiente guarda su palacio, sus bienes están en paz:
De la sangre de Abel Abel hasta la sangre de Salarias, que pereció entre el altar y el templo: de cierto os digo que os pidiere de esta generación.
Considerad las mentiras cómo creían: no veen, ni os maltratan; y os digo que Salomón en toda su gloria no era de hacer como uno de estos.
Aun ¿por qué pues, y de vosotros no juzgáis lo que es derecha?
Allí se lloro y crujeles de dientes, cuando viereis Abraham, y Jacob, y Jacob, y todos los profetas, en el reino de Dios, y os echasteis.
Y el señor dijo al siervo: Anda en las alturas y en los caminos, y los paváis á mi casa, para que sea henchido mi casa.
Levantaré y iré á mi padre, y le dirá: Padre, yo pecé contra el cielo, y delante de ti, y delante de ti,
La ley y los profetas eran hasta Juan: desde aquel tiempo es anunciado el reino de Dios, y cada uno es anunciado en ella.
Y viendo uno de ellos, viendo que había sanado, se volvió á la voz de Dios,
Os digo que el que los vendre. Mas cuando el Hijo del hombre viniere, ¿hallará fe en la tierra?
Y clamó, diciendo: Jesús, Hijo de David, ten misericordia de mí.
Y ellos le dijeron: Señor, tiene diez minas.
Y ellos respondieron, que no lo habían de comer.
Y los muertos son los muertos, anunciaron Moisés á la zarza, cuando llama el Señor Dios de Abraham, y el Dios de Isaac, y el Dios de Jacob.
Y cuando viereis á Jerusalem cerco con los ejércitos, sabrán que su asolamiento está cerca.
Y os mostrará un ensano en anchura: allí preparará allí.
Diciendo: Padre, si te pudieres, quita este vaso de mí: mas no mi voluntad, sino que sea hecho.
Y toda la multitud de ellos se levantó, y le llevaron á Pilato.
Porque si hicieren estas cosas en un árbol verde, ¿qué será hecho en el seco?
Y como tuvieron miedo, é inclináronse sus rostros á la tierra, les dijeron: ¿Por qué buscáis los vivientes entre los vivos?
Y contaron lo que había hecho en el camino, y cómo fué conocido de ellos en quebranto de pan.
Mas muchos que le recibieron, les dió potestad á los hijos de Dios, á los que creen su nombre:
Y le presentó á Jesús. Y como Jesús le vió, dijo: Simón, eres el hijo de Jonás: tú llamarás á Cphas, que es la declaración.
Mas él habló del templo de su cuerpo.
Y vinieron á Juan, y dijéronle: Rabbí, el cual estaba contigo de la otra parte del Jordán, al cual tú bautizarás, y he aquí todos los hombres.
Nuestros padres adoraron en este monte; y decís que en Jerusalem es lugar en el lugar donde adoráis.
Dícele Jesús: Ve, tu camino: Vive tu hijo. Y el hombre creyó la palabra que Jesús le había dicho, y fuése.
Porque como el Padre tiene vida en sí: así dió al Hijo para vida en sí mismo,
Hay un mozo aquí que tiene cinco panes, y dos peces: mas ¿qué son entre muchos? ¿y qué son entre muchos?
Y esto es el Padre del Padre que me ha enviado, que todo lo que me ha dado, no lo levantaré, sino levantarála hasta el postrero.
Y creemos y dimos que tú eres el Cristo, el Hijo del Dios viviente.
Y clamó Jesús en el templo como enseñaba, diciendo: Vosotros me sabéis, y sabéis de dónde soy: y no soy yo de mí, sino el que me envió, que no sabéis.
Ahora pues, Moisés mandó á la ley, para que sean apedreados; mas ¿qué dices?
Y el siervo no permanece en la casa para siempre: mas el Hijo permanece.
Y habiendo dicho esto, como había hablado sobre la tierra, é hizo lodo de lodo, y ungió los ojos del ciego con lodo,
Respondió él, y dijo: ¿Quién es el Señor, para que creáis en él?
Respondióles Jesús: Os digo, y no creéis: las obras que yo hago en el nombre de mi Padre, llevan testimonio de mí.
Empero Jesús habló de su muerte: mas ellos pensaron que había dicho de reposo.
Y como hubo dicho esto, clamó á gran voz, á Lázaro, á Lázaro.
Estas cosas no entendían á sus discípulos al primero: mas Jesús se acordaron de esto, se acordaron de estas cosas, y las que le habían hecho estas cosas.
Yo soy la luz en el mundo, que el que cree en mí, no permanece en tinieblas.
Respondió Jesús: El que yo doy, al cual yo daré una moja, cuando la tomé. Y cuando se mojaba, dió á Judas Iscarioote, hijo de Simón.
No os dejaré á vosotros consoladores: venid á vosotros.
Estas cosas os mando, que amáis los unos á los otros.
De cierto, de cierto os digo que lloréis y llorad, mas el mundo se gozará, mas el mundo se regocijaréis, mas vuestro dolor será vuelto en gozo.
Santificad por tu verdad: tu palabra es verdad.
¿Por qué me hablaste? ¿qué me preguntare, qué les he dicho: he aquí que lo he dicho.
Respondió Jesús: No tienes tienes potestad contra mí, si no te es dado de sobre mí: por lo cual me libró el pecado.
Y en el lugar donde estaba crucificado un huerto; y en el huerto nuevo, en que no era hombre.
Dícele Jesús: Tomás, que me has visto, porque tú me has visto: bienaventurados los que no han visto, y aun han creído.
A los cuales también mostró á sí mismo, por muchos días por muchos días, como vieron de ellos cuarenta días, y hablando de las cosas de Dios.
Y fueron todos atónitos y maravillados, diciendo: He aquí no son todos éstos que hablan á los Galileos?
Y oyendo esto, se burlaban en su corazón, y dijeron á Pedro y á Pedro, y á los demás de los apóstoles, y á sus hermanos, ¿qué haremos?
Y enviará á Jesucristo que os ha sido anunciado:
Y como oyeron que alzaban, alzaron su voz á Dios con un cántico, y dijeron: Señor, tú eres Dios que has hecho, y la mar, y la mar, y la mar, y todos los que está en ellos:
Entonces el sumo sacerdote se levantó, y todos los que estaban con él, (el cual es el gallo de los Saduceos,)
Y la palabra agradó á toda la multitud: y escogieron el varón lleno de la fe y del Espíritu Santo, Felipe, y Felipe, y Profeo, y Nión, y Nión, y Nión, y Nión, y Nithón,
En aquel tiempo se nació Moisés, y era hermoso, y en la casa de su padre tres meses.
¿No ha hecho todas estas cosas?
Y Pedro le dijo: Tu dinero se perece, porque tú pensaste que el don de Dios sea limpiado con dinero.
Y había un discípulo discípulo discípulo en Damasco, llamado Ananías; y le dijo el Señor en visión, en visión de Ananías. Y él dijo: Heme aquí, Señor.
Mas Pedro, extendiendo todos, y echó la rodilla, y orando; y volvía al cuerpo, dijo: Levántate, levántate. Y abriendo sus ojos, y vió á Pedro.
Y como habló con él, vino á él, y halló muchas que estaban juntos.
Y díjome la voz del cielo: Lo que Dios ha limpiado, no lo llamas.
Y salió, y le siguió; y no sabía que era verdad que por el ángel que había sido sido sido sido sido por visión.
Y partidos de Persa, vinieron á Antioquía, vinieron á Antioquía, y entráronse en la sinagoga, y se sentaron.
Y el siguiente día siguiente día vino toda la ciudad, para oir la palabra de Dios.
Conforme á las almas de los discípulos, y exhortáronlos en la fe, y que nosotros hemos de entrar en el reino de Dios.
Por cuanto oímos, que algunos que habían salido de nosotros, os hemos conturbado con palabras, anunciando vuestras almas, diciendo: Vosotros es menester que no seamos, y guardamos la ley:
Y de la ciudad salimos de la ciudad, junto al río de una parte de la ciudad, donde había estado estado con las mujeres, y hablamos á las mujeres que se habían reconocido allá.
Ojalá y humildes, que Cristo es menester menester que el Cristo padeció, y resucitó de los muertos; y el que os predico á vosotros, Cristo es Cristo.
Y Pablo se fué de entre ellos.
Y aconteció que estando allí Apolis, Pablo pasó á Corinto, Pablo por el término á Efeso á Efeso: y á otros otros otros discípulos,
Y algunos de los principales de Asia, los cuales eran sus amigos, enviaron á él, para que no se pudiera á sí en la mitra.
A los Judíos á los Judíos, y también á los Griegos, á Dios y á la fe, y á nuestro Señor Jesucristo.
Entonces Pablo respondió: ¿Qué metéis á llorar y á llorar mi corazón? porque yo no estoy atado para que muera, sino también para morir el nombre del Señor Jesús.
Yo soy hombre Judío que soy Judío, nacido en Tarso, ciudad en Cilicia, que subiese en Cilicia, y enseñaba conforme á los pies de la ley de los padres, y enseñando conforme á la ley de los padres, y como hoy estáis apercibidos.
Entonces Pablo le dijo: Dios te herirá á ti: porque tú me has guardado para juzgar la ley según la ley, y me atarás á la ley?
Los cuales vinieron á Cesarea, y entregaron al presidente, Pablo también á Pablo delante de él.
Y como Festo vino á la provincia, subió de tres días á Cesarea.
Mi costumbre fué desde mi juventud, que en el principio de mi nación en Jerusalem, conocen todos los Judíos;
Y entramos en el barco de Aamamores, nos revemos á navegar por el término de Asia; Aristarco, Aristarco de Tesalónica.
Entonces los soldados cortaron las azotes de los azotes, y caiga sobre ella.
El cual, como me hubieron inquirido, me dejaría que no había de morir en mí.
Porque la justicia de Dios es manifestada de la fe á la fe: como está escrito: El justo vivirá por fe.
Los cuales anuncian la obra de la ley en sus corazones, la conciencia de ellos, y sus pensamientos pensamientos, y sus pensamientos por la misma manera que se ocasen,)
Destrueno y miseraciones son en sus caminos;
Porque la ley obra obra: porque no hay ley, no hay pecado.
Y entró la ley, para que abunden la obediencia. Mas donde el pecado abundó la gracia, mucho más abundó la gracia:
Mas ahora somos librados de la ley, que en que hemos sido muerto; para que sirvamos en locura de espíritu, y no en locura de la carta.
Mas si el Espíritu de aquel que resucitó Jesús de los muertos en vosotros, el que resucitó de los muertos de los muertos por su Espíritu, por su Espíritu que mora en vosotros.
Para que tengo gran contristeza y trabajo en mi corazón.
Porque ¿por qué no lo buscaban por la fe, sino como por las obras de la ley. Porque tropezaron en tropezadero;
Conforme á lo que está escrito: Dios los ha dado el espíritu de la madera, para que no vean, y para que no oyesen; hasta hoy hasta hoy.
Y no sea conforformado á este mundo: mas vosotros sois formados por la obediencia de vuestro corazón, para que seáis perfectos, y agradable, y agradable de Dios.
Y sabiendo que el tiempo, sabiendo que ahora es alto á despertar de sueño: porque ahora es nuestra salud que cuando creemos.
Porque todas las cosas que estaban escritas escritas por nuestra doctrina y por la paciencia, por la paciencia y consolación de las Escrituras.
Os probé á vosotros á Pheredades, la cual es siervo de la iglesia que está en Cinchara:
Doy gracias á mi Dios siempre siempre, por la gracia de Dios que os es dada por Jesucristo;
Y estaba con vosotros en sesedumbre, y en temor, y en temblor.
Si alguno contaminare el templo de Dios, le destruirá Dios; porque el templo de Dios es santo, que sois templo.
Porque de cierto, como á enviar en cuerpo, mas en espíritu, he juzgado, como si he estado presente, acerca del que ha hecho esto,
Porque sois comprados con precio: por lo cual Dios en vuestro cuerpo, y en vuestro espíritu, que son Dios.
Y los que lloraban como no lloraban; y los que se alegraban, como si no se gozaban; y compraban á los que no poseían;
¿Quién va el tiempo de su tiempo? ¿quién planta viña? ¿quién come, y no come del fruto de su fruto? ¿ó quién come, y no come de la leche?
Y no murmuréis, como algunos de ellos murmuraron, y fueron destruídas.
Porque el hombre á la verdad no perdonó su cabeza, por cuanto es la imagen y gloria de Dios: mas la mujer es la gloria del hombre.
Por lo cual os doy á entender, que ningún hombre hablando hablando por el Espíritu de Dios, llama á Jesús: y no puede decir que Jesús es el Señor, sino por el Espíritu Santo.
Y si el don de la profecía de la profecía, y entiendan todo misterios, y todo conocimiento; y si yo quiero, y no tengo caridad, y no tengo caridad.
Aun en la iglesia yo hablo cinco palabras con mi inteligencia, para enseñar también á otros diez mil, que yo también enseñé á otros diez mil en lengua.
Porque yo soy el menor de los apóstoles, que no me es llamado apóstol, porque yo perseguía á la iglesia de Dios.
Toda carne no es la misma carne: mas hay uno de los hombres hombres, otro de los hombres, de los demás peces, y otro de las aves.
Así que, ninguno le desecha; mas él le arrebatare en paz, para que venga á mí: porque espera á los hermanos.
Por lo cual, pues, así me enojé: ¿ó lo que yo pienso, para hacer conforme á la carne, para que me haya de hacer, y no se halla?
El cual también nos hizo los ministros del nuevo; no de la carta, sino de la carta, sino de la carta: porque la carta da da da da da da, y el espíritu da.
Aun no miramos á las cosas que están visto, sino á las cosas que no ven: porque las cosas que son son tentados, mas las cosas que no son eterna.
Como conocido, y aun á la verdad, como á la verdad, he aquí que vimos, y vivimos; como no matamos;
Y esto hicieron como nosotros, no como nosotros ayudamos, sino primero de ellos á su voluntad, y á nosotros por la voluntad de Dios.
Cantando en todas las cosas á todas las cosas, que nos hace gracias á Dios por gracias á Dios.
Alabé á otras iglesias, oh rey de ellos, para hacer servicio.
De tal manera que yo soy gloria: mas no me gloriaré, sino en mi flaqueza.
PABLO, apóstol, (no de hombres, ni por el hombre, sino por Jesucristo, que le resucitó de los muertos;)
Mas á los sabios, viendo que el evangelio de la incircuncisión me fué hecha, como el evangelio de la circuncisión fué á Pedro;
Y á Abraham y á su simiente eran las promesas. Y no dice: No, como de muchos; mas como de una simiente, que es Cristo.
Tiemplemente os engañaron, mas no bien; y ellos os consintieron, para que los coméis.
Este digo: Escribe en el Espíritu, y no cumplisteis la concupiscencia de la carne.
Gracia á vosotros, y paz de Dios nuestro Padre, y del Señor Jesucristo.
No de las obras, porque ninguno se gloría.
Para que Cristo moréis en vuestros corazones, por la fe; para que vosotros, siendo lilimpios en amor,
Entrad contra ti, y no os pecado: no os venga el sol sobre vuestra ira.
Por tanto, como la iglesia es sujeto á Cristo, así las mujeres á sus maridos en todas sus maridos.
Mas para que también vosotros sabéis mi fatulo, y cómo hago, á saber, á Tichîco, amado y fiel y ministro en el Señor, os hará saber todas las cosas:
Solamente vuestra conversación sea como el evangelio de Cristo: que yo venga y veo, ó mirad, ó oigáis, para que estad estad firmes en un espíritu, para que estad estad firmes en un espíritu, para que os juntáis la fe del evangelio;
Porque á la verdad estaba enfermo á la muerte: mas Dios tenía misericordia de él; y no solamente en él solamente, sino que no tengo dolor.
No seáis por nada; mas en todo lo que por la oración y ruego que con alabanza y con alabanza sea conocido á Dios.
El cual nos ha entregado de la potestad de las tinieblas, y nos ha desechado en el reino de su Hijo;
Bábanos del lagar de las ordenanzas que nos era contra nosotros, que nos era contrario, y tomóla del camino, á su cruz;
No provocéis á vuestros hijos á ira, porque no se entiendan.
Porque de vosotros la trompeta no sólo la palabra del Señor no solamente en Macedonia y de Acaya, sino también en toda vuestra fe á Góóófilo; que no tenemos necesidad.
Porque ahora vivimos, si estáis firmes en el Señor.
Porque los que durmieron en la noche, y se embriagen la noche.
El cual será castigado con quebrantamiento del Señor, y de la gloria de la gloria de su poder;
Porque como os hemos sido con vosotros, os mandó que si ninguna obra, no comíase.
Porque reyes, y para todos los que están en potestad; para que hagamos reposar y paz en toda la piedad y en toda la piedad.
Y el Espíritu habla á los otros, que en los tiempos se apartará de la fe, que se apartará de la fe, y de los demonios;
Porque algunos se han apartado de Satanás.
A Timoteo, guardando lo que es en tu confianza, enflaqueda y vanos vasientos, y ahojarros, y acuerdo de la gracia de la prueba:
Porque es fiel: Que si somos muertos con él, también viviremos con él:
Y que del niño te has conocido las Escrituras, las cuales están para hacerte sabio en salud, por la fe que es en Cristo Jesús.
Si fuere amancillada, el marido de una mujer, no teniendo hijos fiel, ó no acusamente.
No por las obras de justicia que hemos hecho, sino conforme á su misericordia, por lavos, por el lavar del Espíritu Santo;
Y el hermano, me ha gozo de ti en el Señor: revolvolved mis entrañas en el Señor.
Porque el que santifica y santifica á todos los que son santificados: porque la causa no es avergonzado á los hermanos,
Porque habló en un lugar séptimo día del séptimo, el Dios reposó Dios desde el séptimo día séptimo de todas sus obras.
Porque es imposible para los que estaban en una vez vez vez, y tienen necesidad del Espíritu celestial, y fueron participados del Espíritu Santo,
Porque es la carta que nuestro Señor nos ha salido de Judá; de la tribu de Judá, que no habló acerca de prisión.
Y después de la segunda segunda segunda, el tabernáculo que es llamado Olililia de todos;
Por lo cual, cuando viniere al mundo, dice: Saca y tú no has de venir, mas cuerpo de mí me has aparejado:
Por tanto, no os os echéis vuestro confianza, que tiene el pago de recompensa.
El oprobio de las riquezas creciendo de las riquezas que los tesoros en Egipto: porque no tenía acepción al pago de la recompensa.
Porque no haya de fornicar, ó de muerte, como Esaú, el cual se vendió por un bocado de comida.
Los que se enseñorean de vosotros, y os sujetaban á vosotros: porque vean á vuestras almas, como á que es menester que dar con gozo, y no con gozo, y no con dolor: porque es provecho.
Mas vosotros sois hombres hombres de la palabra, y no sólo á los que os engañaban.
¿No fué también Rahab la ramera por las obras, por las obras que había recibido los mensajeros, y los había enviado otro camino?
No Habla el mal de otro, hermanos. El que habla mal habla de su hermano, y juzga á su hermano, y habla la ley: mas si juzgas la ley, no eres la ley, no juzgo de la ley, mas tú juzgo.
A la heredad incorruptible, y no deshonrar, y que no os apartéis en los cielos,
Mas vosotros sois elegidos, y un real real real, gente santa, santo, pueblo santo, que os ha de mostrar las alabanzas de las tinieblas, que os llamó de las tinieblas:
Mas si vosotros padezcáis por causa de la justicia, bienaventurados vosotros: y no temáis de miedo de ellos, ni se turbéis;
Y no como los príncipes de Dios sobre la heredad de la heredad, sino que de las ovejas.
Nosotros también tenemos palabra firme de profecía; por lo cual vosotros hacéis bien, para que vosotros toquéis como la luz que está en el lugar desierta, hasta que el día se levante, y se levantéis en vuestros corazones:
En lo cual, como el mundo fué ininundado con agua, perecieron;
Y un mandamiento nuevo os escribo, que es verdadero en él y en vosotros: porque la oscuridad es pasado, y la luz es la luz.
El que nacido de Dios no hace pecado, porque su simiente está en él: y no puede pecado, porque es nacido de Dios.
Cualquiera que confesare á Jesús el Hijo de Dios, morará en él, y en Dios.
Gracia sea con vosotros, misericordia de Dios, y paz, del Señor Jesucristo, y del Señor Jesucristo, el Hijo del Padre, en verdad y amor.
Y los ángeles que no guardaban sus primeros, mas dejando su habitación, ha reservado en grillos debajo de las tinieblas hasta el gran día.
Diciendo: Yo soy Alpha y Omega, primero y el postrero: y lo escribe, escribe en un libro, y enviólo á las siete iglesias que están en Asia; y á Efeso, y á Tómate, y á Talmunna, y á Tómata, y á Tómate, y á Tele, y á Tellón, y á Tellón, y á Tellón, y á Tellón, y á Tellón, y á Tesas
Y yo le dí á arrepentimiento de su fornicación; y no se arrepintió.
El que tiene oído, oiga lo que el Espíritu dice á las iglesias.
Y como abrió el tercer sello, oí la tercera bestia, y veía. Y miré, y he aquí un caballo, y he aquí que estaba sentado sobre él en sus manos.
Y cuando abrió el séptimo sello, fué silencio en el cielo alrededor de la hora de una hora.
Por estos tres varones fué la tercera parte de los mataron, junto al fuego, y por el humo, y por la piedra que sacaba de su boca.
Y los veinticuatro ancianos, los cuales estaban sentados delante de Dios en sus vidas, cayeron sobre sus rostros, y adoraron á Dios,
El que lleva la cautividad en cautiverio: el que hiriere á cuchillo: el que hiriere á cuchillo. Bienaventurado es la paciencia y la fe de los santos.
Y vi como un mar de ascuo de astillo: y los que habían engendrado la victoria sobre la bestia, y sobre su imagen, y sobre el número de su nombre, y sobre la mar de su nombre, y sobre la mar de Dios.
Y llevóme en el espíritu al desierto: y vi una mujer de granada sobre un taló de grana, llenóse de los nombres de mi blasfemia, y diez cuernos.
Los mercaderes de estas cosas, que fueron enricos de lejos, estarán de lejos el temor de su tormento, lloro y llanto,
Y los que habían sido muertos con espada de aquel que estaba sentado sobre los caballos, que espada había salido de su boca: y todas las aves se llenaron de su carne.
Y el que hablaba conmigo á una caña de oro, y sus puertas, y sus puertas, y su muro.
Porque yo testificaré al hombre que oye las palabras de la profecía de este libro, si alguno añadirá á estas cosas, Dios le añadirá las plagas que están escritas en este libro:
