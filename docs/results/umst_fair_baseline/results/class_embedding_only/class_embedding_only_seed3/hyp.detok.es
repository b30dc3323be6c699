En el principio Dios crió los cielos y la tierra.
Y vió Dios todo lo que había hecho, y he aquí era muy bueno. Y la tarde y la mañana era el día de la mañana.
Porque Dios sabéis que en el día que comeréis, vuestros ojos se abrirán, y seréis como dioses, sabiendo el bien y el mal.
Ahora pues, libres de la tierra, que abrió su boca de tu hermano, para recibirla sangre de tu mano;
Y vivió Mahalaleel y cinco años, y engendró á Jared.
Y dijo Dios á Noé: El cabo de toda carne ha venido delante de mí; porque la tierra está llena de violencia; y he aquí, yo los destruiré con la tierra.
Y murió toda carne que se movió sobre la tierra, y de aves, y de bestias, y de todo reptil que anda arrastrando sobre la tierra, y todo hombre.
Y ciertamente vuestra sangre de vuestras vivas; en la mano de cada bestia lo haré, y en mano del hombre, en mano del hombre, en mano de cada uno la mano del hombre.
Los hijos de Ham: Cuán, y Mizpa, y Phuim, y Canaán.
Y ellos dijeron: Ve, ciudad nos edifiquemos una ciudad y torre, y su cumbre hasta el cielo; y haznos un nombre, porque no nos esparcimos sobre la faz de toda la tierra.
Y te pondré de una gente grande, y te bendeciré, y te bendiga tu nombre; y serás bendición.
A Abram moró en la tierra de Canaán, y á Lot en las ciudades de la llanura, y asentaron su tienda hacia Sodoma.
Así que, sólo los mancebos comieron los mancebos, y la parte de los hombres que fueron conmigo, Era, Mamre, y Mamre, y Mamre.
Y el ángel de Jehová le dijo: Vuélvete á tu fortaleza, y te sujete debajo de sus manos.
Y tomó Abraham á Ismael su hijo, y todo lo que nació en su casa, y todos los que compraban con su dinero, todos los varones de la casa de Abraham, y circuncidó la carne de su preputo en el mismo día, como le había dicho Dios.
Y Jehová dijo: Si he hallado en Sodoma en cincuenta justos dentro de la ciudad, yo perdonaré todo el lugar de ellos.
El sol se levantó sobre la tierra cuando Lot entró en Zoar.
Y dijo Abimelech: He aquí mi tierra está delante de ti; en donde te agradare.
Y tomó Abraham ovejas y bueyes, y les dió á Abimelech; y á los hizo alianza.
Y Bethuel engendró á Rebeca: ocho años llevaba á Nachôr, hermano de Abraham.
Y el siervo puso su mano debajo de Abraham su señor, y le juró acerca de aquel negocio.
Y dije á mi señor: Quizá me seguiré.
Y ella le parió á Elán, y á Joedán, y á Madián, y á Isbac, y á Seth.
Y dijo Esaú: He aquí, yo soy de morir; y ¿qué aprovechará esto á mí?
Y ellos dijeron: Hemos de cierto que Jehová era con ti; y nosotros nos dijeron: Hemos un juramento entre nosotros, y te haremos alianza con nosotros y con nosotros, y haz alianza con nosotros,
Y él no le mostró, porque sus manos eran como el hermano de Esaú, así le bendijo.
Y envió Jacob á su padre y á su madre, y fué á Padan-aram;
Y Labán dijo á Jacob: ¿Por qué eres tú mi hermano, para que me sirvas? ¿qué me declarará?
Y Zilpa de Lea engendró á Jacob, hijo de Lea.
Y apartó Jacob los corderos, y ponían los rostros de los rebaños de los rebaños, y todas las ovejas en las ovejas de Labán; y él puso sus ovejas, y no los ponían á Labán de Labán.
¿Por qué te has apartado, y hurtado de mí, y no me has dicho, para que te he enviado contigo, y con higos, y con arpa, y con arpa, y con arpa?
Y viendo Jacob, les dijo: Este es el ejército de Dios: y llamó el nombre de aquel lugar Mahanaim.
Por tanto, los hijos de Israel no comen la paja que está sobre la cabecera de los ladrones, hasta el día de Jacob, porque se tocó la tosa de Jacob en el muslo que se ha tocado.
Y habitaréis con nosotros: y la tierra será antes de vosotros; y habitaréis en ella, y os posaréis en ella.
Y apareció Dios á Jacob, cuando salió de Padan-aram, y le bendijo.
Estos son los nombres de Esaú, hijos de Eliphaz, hijo de Ada, mujer de Esaú, hijo de Baseth, mujer de Baseth.
Y estos son los nombres de los duques de Esaú, conforme á sus familias, conforme á sus nombres, por sus nombres: el duque Sidona, el duque Sidona,
Venid, y vengamos á los Ismaelitas, y no sea sobre él nuestra mano; porque es nuestro hermano y nuestra carne. Y sus hermanos fueron contados.
Y preguntó los hombres de aquel lugar, diciendo: ¿Dónde está la ramera, que fué ramera por el camino? Y ellos dijeron: No hay ramera en este lugar.
Mas Jehová fué con José, y le mostró misericordia, y le dió gracia en ojos de la cárcel.
Y durmió, y soñó el segundo tiempo; y he aquí siete espigas que subían sobre un hato, y bebió.
Y juntaren todos los bienes de los bienes, que vienen debajo de la mano de Faraón, y ponen mantenimiento en las ciudades.
Y conoció José á sus hermanos, mas no le conocían.
Y él dijo: Hijo mío no descenderá con vosotros; porque su hermano es muerto, y él se dejará. Si mal le dejareis por el camino en el camino que entrareis, y llevaréis mi alma con dolor con dolor.
E hizo priesa á José, porque sus entrañas se encantó sobre su hermano: y buscó á llorar, y entró en su cámara, y lloró allí.
Y nosotros dijeron: No podemos descendido: si nuestro hermano es con nosotros, descendiremos; porque no veamos la cara del hombre, si no podemos ver el menor con nosotros.
A todos les dió cada uno de vestidos; mas á Benjamín dió tres piezas de plata, y cinco piezas de plata, y cinco mudas.
Los hijos de Nephtalí: Jahi, Guni, y Jezer, y Simi.
Y compró José toda la tierra de Egipto á Faraón, porque los Egipcios vendían cada uno su campo, porque el hambre prevalecieron sobre ellos; y la tierra se fué de Faraón.
Y su padre no quiso, y dijo: Yo conozco, hijo mío, yo sé; y también será gran pueblo, y también será mayor mayor mayor que él, y será mayor que él, y su simiente será mayor que él.
Benjamín raerá como una caja: en la mañana devorará la presa, y en la noche dividirá las despojos.
Y dijo José á sus hermanos: Yo moraré; y Dios de cierto os visitaré, y os traeré de esta tierra que juró á Abraham, Isaac, y á Jacob.
Y como ella la abrió, vió al niño; y he aquí que lloraba. Y ella tenía misericordia, y dijo: Este es uno de los Hebreos.
Y dijo Moisés á Dios: ¿Quién soy yo, para que yo voy á Faraón, y que yo saqué los hijos de Israel de Egipto?
Y Jehová dijo á Moisés en Madián: Ve, vuélvete á Egipto; porque todos los hombres son muertos que procuraban tu vida.
Ahora pues, y la obra; porque no os paja, os entregará la cisterna de pezuelo.
Y tomó el hijo de Aarón, y tomó una de las hijas de Pusiel; y ella le parió á Phinees. Estos son las cabezas de familias de los Levitas conforme á sus familias.
Y fueron cumplidos siete días, después que Jehová había herido al río.
Y salió Moisés de Faraón, y oró á Jehová.
De Jehová (porque no hay más fuerte, que no hay más fuerte y granizo; y yo os dejaré, y no os seguiréis.
No vieron los unos á los otros, ni se levantaron de su lugar para tres días; mas todos los hijos de Israel tenían luz en sus moradas.
Y este día os será por memoria; y la haréis fiesta á Jehová por vuestras generaciones; y la haréis la solemnidad por estatuto perpetuo.
Mas el siervo del hombre que comprare por dinero, cuando le circuncidó, comerá.
Y HABLÓ Jehová á Moisés, diciendo:
Y vió Israel que hizo Jehová sobre los Egipcios; y el pueblo temía á Jehová, y creyó á Jehová, y á su siervo.
Y los hijos de Israel les dijeron: Escribe á Dios por mano de Jehová en la tierra de Egipto, cuando se sentamos á la carne de Egipto, cuando comimos la carne, y cuando comamos de comer pan, porque nos habéis traído á este desierto.
Y dijo Moisés á Aarón: Toma un omer, y pon un omer de ella en ella, y púsose delante de Jehová, para que sean guardados por vuestras generaciones.
Y yo sé que Jehová es mayor que todos los dioses; porque en lo que ellos hiciesen.
Y descendió Moisés desde el monte al pueblo, y santificaron al pueblo; y lavaron sus vestidos.
Y dijeron á Moisés: Di con nosotros, y oiremos; mas no hablaremos á Dios con nosotros, porque no muramos.
Y si alguno seguirás, tomarás vida para vida para vida,
Si su padre no dejare á darle, pagará conforme á la costumbre de las doncellas.
Y la fiesta de tu trabajo, las primicias de tus trabajos, que sembraste en el campo: y la fiesta de la fiesta de la cocodicia que está en el cabo del año, cuando recogiste de la tierra.
Y Moisés se levantó, y sirvió á Josué: y subió Moisés al monte de Dios.
Y harás un término de ancho en derredor, y harás una corona de oro en derredor.
Y harás tablas para el tabernáculo de madera de Sittim que suben.
Hija con tablas de tablas harás; y así te mostrarán en el monte, así lo harán.
Y pondrás en ella lisonjas de piedras, cuatro órdenes de piedras: el primer orden será un diseño, una tórtico, y un tórtico.
Y Aarón y sus hijos llevarás á la puerta del tabernáculo del testimonio, y lavarás con agua.
Y si la carne de las consagraciones de las consagraciones, ó de pan, dejarás á la mañana, quemarás con fuego: no se comerá, porque es santo.
Y harás un lagar de metal, y su pie de metal, para lavar: y pondrás entre el tabernáculo del testimonio y el altar, y pondrás en ella agua.
Y las vestimentas del servicio, y las vestimentas de Aarón sacerdote, y los vestidos de sus hijos, para ministrar en el sacerdocio,
Y dijo Aarón: No hagáis la ira de mi señor: tú sabes el pueblo que están sobre mal.
Y Jehová dijo á Moisés: Yo haré esto que has hablado; porque has hallado gracia en mis ojos, y te conozco por nombre.
Por lo cual echaré las gentes delante de ti, y tus términos: ni alguno deseo deseo de tu tierra, cuando subieres delante de Jehová tu Dios en el año.
Las vestimentas del servicio, para ministrar en el santuario, las vestimentas de Aarón el sacerdote, y los vestidos de sus hijos, para ministrar en el sacerdocio.
Hizo también cortinas de cabras por el tabernáculo sobre el tabernáculo: las cortinas hizo.
Hizo también la cubierta de oro puro: dos codos y la mitad de su longitud, y un codo y medio de su anchura.
Y puso las varas en los anillos á los lados del altar, para llevarla; hizo el altar con tablas.
Y obraron piedras de engastes de oro, de oro, de oro, de oro, que son esculturas, con los nombres de los hijos de Israel.
La mesa, y todos sus vasos, y los panes de pan,
Y puso el pan sobre él delante de Jehová, como Jehová había mandado á Moisés.
Y el sacerdote la traerá al altar, é hízolo su cabeza, y quemará sobre el altar; y la sangre será descubierto al lado del altar:
Y si su ofrenda fuere macho, ofrecerá delante de Jehová.
Y tomará el sacerdote de la sangre de la expiación con su dedo, y pondrá sobre los cuernos del altar del holocausto, y derramará su sangre al pie del altar del holocausto.
Y HABLÓ Jehová á Moisés, diciendo:
Asimismo esta es la ley de la expiación: es cosa santísima.
Y quemará el sacerdote el sebo sobre el altar; mas el pecho de Aarón y de sus hijos.
Y degollólo; y tomó Moisés de la sangre de la sangre de Aarón, y púsola sobre el oreja derecha de Aarón, y sobre el pulgar de su mano derecha, y sobre el pulgar de su pie derecho.
Y llevólo el presente, y tomó un plato, y quemólo sobre el altar, además del holocausto.
Todo lo que siembra, y es de pezuelo, y en las bestias, entre las bestias que comeréis.
Y todo lo que cayere, en cualquier vaso de ellos cayere, todo lo que está en ella, será inmundo.
Y si el sacerdote viere, he aquí que la teja en la piel, entonces el sacerdote dará por inmundo: es lepra.
Y si alguno tiene mujer ó mujer en la piel de su carne, mancha blancas, las manchas blancas;
Mas el séptimo día será en el mismo día, y todos sus cabellos su cabeza y su tabla y su barba, y todos sus cabellos se lavarán; y lavará sus vestidos, y lavará sus vestidos, y lavará sus vestidos, y lavará también su carne en agua.
Y el séptimo día vendrá el sacerdote, y mirará; y si la llaga se hubiere extendida en los muros de la casa;
Y el vaso de la tierra, que tocare el que tiene flujo, será quebrado; y todo vaso de madera serán echadas en agua.
Y Aarón traerá el macho cabrío sobre la suerte de Jehová, y lo ofrecerá por expiación.
Para que los hijos de Israel llevan sus sacrificios, los cuales ofrecerán en el campo, para que los llevan á Jehová, á la puerta del tabernáculo del testimonio, á la puerta del testimonio, y los sacrifiquen á Jehová.
Y no acercarás á la mujer para cubrir su desnudez, como se hubiere puesto por inmundicia.
Guardad mis estatutos. No dejaréis tus ganados. No sembrarás con especie: no sembrarás tu simiente con simiente; ni vestirá ropa de lino fino y de lana, y vendrá sobre ti.
Y si alguno durmiere con su nuera, ambos de ellos serán quitados; sus sangres serán sobre ellos.
Y no profanará su simiente entre su pueblo: porque yo Jehová le santificaré.
Y cualquiera que ofrece sacrificio de paces á Jehová, para cumplir su voto, ó el voto, ó el sacrificio de las ovejas, será acepto; no habrá falta falta falta falta en ella.
Y ofreceréis con el pan siete corderos de un año sin defecto, y un becerro, y dos carneros: serán por holocausto á Jehová, con su presente, y sus libaciones, y sus libaciones, y sus libaciones, ofrenda encendida de olor suave á Jehová.
El orden sobre las lámparas de delante de Jehová continuamente.
El año del jubileo os será á vosotros: no sembraréis, ni segaréis lo que es de ella en ella, ni cogéis las uvas en tu vid.
Y él se apartará de ti, y sus hijos con él, y volverá á su familia, y volverá á la posesión de sus padres.
Yo también os haré esto; yo os señalaré sobre vosotros espanto, y quemaré los ojos, y los quemados, y el dolor de corazón: y sembraréis vuestra simiente en vano, y sembraréis vuestra simiente en vano, para vuestros enemigos.
Estas son los estatutos y derechos y leyes, que Jehová hizo entre él y los hijos de Israel en el monte de Sinaí.
Y toda la tierra de la tierra, si de la simiente de la tierra, ó del fruto de la tierra, es de Jehová: santo es á Jehová.
De los hijos de Judá, por sus generaciones, por sus familias, por las casas de sus padres, conforme á la cuenta de los nombres, de veinte años arriba, todos los que podían salir á la guerra;
Todo varón de los hijos de Israel, cada tabla junto á su casa, con la señal de la casa de su padre: en derredor del tabernáculo del testimonio.
Estos son los contados de los hijos de Israel por la casa de sus padres: todos los contados por sus escuadrones, seiscientos y cinco mil y quinientos.
En el número de todos los varones arriba, desde el mes viejo y ocho mil y seiscientos, sin guarda la guarda del santuario.
Y sobre la mesa del pan se extenderán un paño cárdeno, y pondrás sobre él los peces, y las cucharas, y los tazones, y los tazones, y con que se cubren él;
Estos fueron los contados de las familias de Coath, y todos los que hacen servicio en el tabernáculo del testimonio, que Moisés y Aarón, conforme á el mandamiento de Jehová por mano de Moisés.
Y el sacerdote pondrá la mujer delante de Jehová, y cubrirá la cabeza de la mujer, y puso la ofrenda en sus manos, que es celo celo en sus manos, que es el sacerdote en su mano amargo las aguas que las maldieren.
Y ofrecerá el carnero por sacrificio de paces á Jehová, con el canastillo de pan sin levadura: el sacerdote ofrecerá su presente, y su libación.
Una cuchara de oro de diez siclos, llena de perfume;
Una cuchara de oro de diez siclos, llena de perfume;
Una cuchara de oro de diez siclos, llena de perfume;
Y los Levitas se purificaron, y lavaron sus vestidos; y Aarón los ofrecieron como ofrenda delante de Jehová; y Aarón hizo expiación por ellos.
Hazte dos bocinas de plata, y toda suerte harás: para que los dejes de la congregación, y por las partidas de la congregación, y por las partidas de los montones.
Y será, si tú entrares con nosotros, y será lo que Jehová nos hará.
Mas los dos de los hombres en el campo, el nombre del uno era Eldad, y el nombre de Medad; y el espíritu de Medad fueron escritos sobre ellos; y no fueron escritos al tabernáculo; y no salieron al tabernáculo.
De la tribu de Judá, hijo de Jephone.
¿Por qué nos ha traído Jehová á esta tierra, para caer á cuchillo, para que nuestras mujeres y nuestros hijos son presa? ¿no nos volvían á Egipto para volvernos á Egipto?
Y vuestros hijos irán en el desierto cuarenta años, y llevarán vuestras fornicaciones, hasta que vuestros cuerpos serán asoladas en el desierto.
Habla á los hijos de Israel, y diles: Cuando hubiereis entrado en la tierra á la cual os traje,
Y puso fuego en ellas, y puso perfume delante de Jehová á mañana; y será el que Jehová escogiere, será santo: tomad mucha voz sobre vosotros, hijos de Leví.
Habla á Eleazar, hijo de Aarón, el cual tomará el incensario del fuego, y esparcirás el fuego, y esparcirás el fuego, porque son santificados.
Y te juntarán, y guardarán la guarda del tabernáculo del testimonio, para todo el servicio del tabernáculo: y el extranjero no entrará á vosotros.
Esta es la ley de la ley que mandó Jehová, diciendo: Habla á los hijos de Israel, que te trajesen una becerra sin mancha, en que no haya falta falta falta falta, y no hay yugo;
Y Moisés y Aarón juntó la congregación delante de la peña, y les dijo: Oid ahora, ¿os conviene que de este agua?
Y partidos de Oboth, asentaron en Imor-haarim, en el desierto que está delante de Moab, hacia el madero.
Ahora pues, ahora, ruégote que me maldigas á este pueblo; porque me son valientes, y prevalecemos, y los heriré, y los echaré, y los echaré de la tierra; porque yo soy el que maldio, y maldio.
Y como Balac oyó esto, salió á encontrarle á una ciudad de Moab, que está en el término de Arnón, que está en el término de Arnón, que está en el término.
Y dijo Balac á Balaam: Ni los malditas en todos.
Y Balaam se levantó, y volvió á su lugar; y después se fué á su camino.
Los hijos de Simeón por sus familias: de Nemuel, la familia de los Nemuelitas; de Jamín, la familia de los Jamín, la familia de los Jachîn:
Estos son los hijos de Dan por sus familias: de Suham, la familia de los Shumitas. Estas son las familias de Dan por sus familias.
Las hijas de Salphaad habla justicia: ciertamente les darás posesión de su padre entre sus hermanos, y harás la heredad de sus hermanos; y pasarás la heredad de su padre á ellos.
Y sus libaciones será la mitad del vino á un becerro, y la tercera parte de un carnero en un carnero, y una cuarta parte de un hin en cada año: el holocausto es de cada mes en el año de cada año.
Y ofreceréis holocausto á Jehová, ofrenda encendida de olor suave á Jehová: catorce carneros, dos carneros, dos carneros, catorce corderos de un año, y catorce corderos de un año, sin defecto;
Y su padre oyere, y su voto con que ella hubiere ligado su alma, y su padre la callará: entonces todos sus votos estará con que hubiere ligado, y todo lo que hubiere ligado su alma.
Mas todas las mujeres, los hijos que no conocen con él, guardan vida por vosotros.
Y los gobernadores que estaban sobre millares del ejército, los tribunos y centuriones, vinieron á Moisés.
Edificad ciudades por vuestros niños, y por vuestras ovejas; y haced lo que tiene de vuestra boca.
Y partidos del desierto de Sin, asentaron en Dopheth.
Y partidos de Zeba, asentaron en Punón.
Y HABLÓ Jehová á Moisés, diciendo:
Y si hiriere con su garganta, y muriere, y muriere, homicida es; el homicida morirá.
Estas son los mandamientos y los derechos que mandó Jehová por mano de Moisés á los hijos de Israel en los campos de Moab, junto al Jordán de Jericó.
Jehová vuestro Dios que va delante de vosotros, él peleará por vosotros, conforme á todas las cosas que os hizo delante de vuestros ojos;
Y los que habían venido de Ces-barnea, hasta que vinimos sobre el arroyo de Zered, treinta y ocho años, hasta que toda la generación de guerra eran de la guerra de la guerra, como Jehová juró á ellos.
Mas todos los animales, y los despojos de las ciudades, tomamos presa á nosotros.
¿Y qué gente hay tan grande, que tiene estatutos y derechos como todas estas cosas, que yo he puesto delante de vosotros hoy?
A las gentes de delante de ti mayor y fuertes que tú eres, para que te trajeres en ti, para darte su tierra como hoy.
Y no hurtarás.
No tentaréis á Jehová vuestro Dios, como tentáis en Massa.
No serás entententado; porque Jehová tu Dios es entre vosotros, poderoso y terrible.
No por tu justicia, ni por la rectitud de tu corazón, para que entres á poseer la tierra: mas la impiedad de estas gentes Jehová tu Dios los echó de delante de ti, y la palabra que juró Jehová á tus padres, y á Isaac, y á Jacob.
Y los hijos de Israel tomaron de los hijos de Beerán, de los hijos de Jaacán: allí murió, y fué sepultado; y Eleazar su hijo servía en lugar de su sacerdote.
Que os daré la lluvia de vuestra tierra en su tiempo, la lluvia y la postrimería, para que junte en tu grano, y tu vino, y tu aceite.
Y os alegraréis delante de Jehová vuestro Dios, y vuestros hijos, y vuestras hijas, y vuestras hijas, y vuestros siervos, y el Levita que está dentro de vuestras puertas; porque no tiene parte ni heredad con vosotros.
Y tú lo apedrearás con piedras, y morirá; porque te ha buscado de Jehová tu Dios, que te sacó de la tierra de Egipto, de la casa de servidumbre.
En el fruto de tu simiente todo el fruto de tu simiente produce año por año.
Solamente no comerás la sangre; derramarás sobre la tierra como agua.
Si te levantare un negocio en juicio, entre la sangre y sangre, entre sí y sangre, entre sí mismo, y entre el terrado, y entre las puertas de tus puertas: entonces levantarás en tus puertas, y te levantarás en el lugar que Jehová tu Dios escogiere, y te escogiere;
Yo los levantaré de entre sus hermanos, como tú te levantaré, y pondré mis palabras en su boca; y él hablará á todos los que yo le mandaré.
Y los gobernadores hablarán al pueblo, diciendo: ¿Qué es aquel hombre que edificó casa nueva casa, y no ha dedicado? Deja ir, y vuélvase á su casa, porque no muera en la batalla, y el hombre que la dedica.
Si alguno tuviere dos mujeres, un amado, y el otro le aborrecía, y le nacieron hijos, el amado y la aborrecida; y si el primogénito se aborrecía,
Si alguno se hallare con mujer á marido, entonces morirán de ellos, así morirán de ellos, así quitarás el hombre que estaba con la mujer, y la mujer: así quitarás el mal de Israel.
Mas si hicieres voto, no será pecado en ti.
Si los hermanos moran, y alguno de ellos morirán, y no se casare, la mujer de los muertos no se casarán á un extraño: el marido de su hermano entrare á él, y tomare á su mujer, y á él la mujer de su hermano.
Este día Jehová tu Dios te ha mandado para hacer estos estatutos y derechos: y tú guardarás con todo tu corazón, y con todo tu alma.
Y será que, si oyeres á la voz de Jehová tu Dios, para que guardes todos sus mandamientos que yo te mandaré hoy, que Jehová tu Dios te pondré sobre todas las gentes de la tierra:
Tu buey será muerto delante de tus ojos, y no comerás: tu asno será quitado.
Y toda enfermedad, y toda la plaga que no está escrito en el libro de esta ley, Jehová los traerá sobre ti, hasta que seas destruído.
Y toda su tierra es espada, y sal, y sal, que no es sembrada, ni la hierba que se hace en ella, ni la hierba de Sodoma, y de Gomorra, y de Gomorra, y de Gomorra, y de Gomorra, que se hace la ira en su furor;
Y Jehová los hará como hizo á Sehón y á Og, reyes de los Amorrheos, y á la tierra de ellos, á los cuales destruyó.
El es la Roca, su obra perfecto; porque todos sus caminos son juicio: Dios de verdad y sin iniquidad, justo y justo es justo.
¿No es esto que me ha puesto en casa, y sellado entre mis tesoros?
Y dijo de Benjamín: El amado de Jehová habitará en él; y el Señor le cubrirá todo el día, y él habitará entre sus hombros.
Y después de la muerte de Moisés siervo de Jehová habló á Josué hijo de Nun, diciendo:
Y la vida eterna mi padre, y mi madre, y mis hermanos, y mis hermanos, y todos los que tienen, y entregarán nuestras vivas de muerte.
Toos, doce hombres del pueblo, de cada tribu,
Y aconteció que, que acabando todo el pueblo, quedáronse en sus lugares en el campo, hasta que todos eran.
Y los mancebos que habían salido en el desierto, sacaron á Rahab, y á su madre, y á sus hermanos, y á todos los que habían estado; y sacaron toda su parentela, y sacaron fuera fuera del campo de Israel.
Y se levantaron sobre él un gran montón de piedras hasta hoy. Y Jehová se volvió de fuego de su furor. El nombre de Achôr, el valle de Achor, hasta hoy.
Entonces Josué edificó altar á Jehová Dios de Israel en el monte de Ebal,
Ahora pues, he aquí, nosotros somos en tu mano; como bien te pareciere.
Y el día de Josué tomó á Maceda, é hirió á cuchillo, y á su rey, y á todos los que estaban en ella, y todas las almas que estaban en ella; y no quedare al rey de Maceda, como hizo al rey de Jericó.
Como Jehová mandó á Moisés su siervo, así mandó á Josué, y así lo hizo Josué; no dejó nada de todas las cosas que Jehová había mandado á Moisés.
El rey de Ceedes, otro: el rey de Joachîel, otro;
Esta es la heredad de los hijos de Gad por sus familias, las ciudades, y sus aldeas.
Y rodearon el término de Baala hasta el monte de Seir, y pasó á la parte del monte de Jesarim, que es Calón, al norte, y descendió á Beth-semes.
Y Cabbón, y Lapim, y Kirim,
Y descendió de Janoa á Ataroth, y á Naath, y salió á Jericó, y salió al Jordán.
Y los hombres iban y pasaban por la tierra, y pasaron por siete partes en un libro, y otra vez volvió á Josué al campo en Silo.
Y subió su término hacia la mar, y Marta, y Martó á Demi, y puso al arroyo que está delante del río,
Y el término de su heredad fué Sora, y Ethaol, y Ir-semes,
Y les dieron la ciudad de Arba, padre de Anac, que es Hebrón en el collado de Judá, con sus ejidos alrededor.
Todas las ciudades de los Levitas dentro de la posesión de los hijos de Israel fueron cuarenta y ocho ciudades con sus ejidos.
Por tanto, nosotros nos ha dicho para edificarnos un altar, no para holocausto, ni sacrificio;
Y llevé á vuestros padres de Egipto, y habéis venido á la mar; y los Egipcios siguieron á vuestros carros y á caballo en el mar Bermejo.
Y dijo Judá á Simeón: Sube conmigo en mi suerte, para que peleemos contra los Cananeos; y yo iré contigo en tu suerte. Y Simeón fué con él.
Y no echó Nephtalí á los moradores de Beth-semes, ni los moradores de Beth-anath; mas habitó entre los Cananeos, los que habitaban en la tierra; y los moradores de Beth-semes fueron hasta Beth-semes.
Y á Israel por ellos, para que supiesen á los mandamientos de Jehová, que él había mandado á sus padres por mano de Moisés.
Y los hijos de Israel clamaron á Jehová: porque él había nueve carros de hierro, y veinte años de hierro; y quemaba á los hijos de Israel.
Mi corazón está sobre los príncipes de Israel, que se ofreció á su voluntad en el pueblo.
Y Jehová envió á los hijos de Israel, que les dijo: Así ha dicho Jehová Dios de Israel: Yo os saqué de Egipto, y os saqué de la casa de servidumbre;
Y fué de mañana, porque se levantó de mañana, y el día siguiente, y se hace resbalar el rocío del rocío, lleno lleno de agua.
Dios entregó en vuestras manos á los príncipes de Madián, Oreb y á Zeeb; y ¿qué tengo de hacer? Y el furor de vosotros era el furor de ellos, cuando él había dicho.
Y aconteció que como Gedeón era muerto, los hijos de Israel tornaron, y fornicaron tras los Baales, é hiciéronse á Baal-berioth.
Y dijo Gaal hijo de Ebed: ¿Quién es Abimelech, y quién es Sichêm que le sirvamos? ¿no es hijo de Jerobaal? ¿y Zebul su hermano?
Y después de Abimelech se levantó á Israel á Tola hijo de Puah, hijo de Dodo, varón de Issachâr; y habitó en el monte de Ephraim.
Y respondió el rey de los hijos de Ammón á los embajadores de Jephté: Por cuanto tomaron mi tierra, cuando subían de Egipto, desde Arnón hasta Jaboc, y el Jordán á Jaboc, y á la tierra.
Y viendo que me habéis librado, ¿no he puesto mi vida en mis manos, y pasé contra los hijos de Ammón, y Jehová los entregó en mi mano; ¿por qué habéis subido hoy hoy hoy contra mí?
Y el ángel de Jehová le dijo: ¿Por qué haces así mi nombre?
Y Samsón les dijo: Ahora seré más que los Filisteos, aunque los haré que los Filisteos.
Y Dalila dijo á Samsón: Tú me has escarnecido, y me has dicho mentiras: Decáme con que has atado. Y él le dijo: Si tú la seguida de mis costales con la cabeza de mis costales.
Y Michâs, pues, Levita; y el mozo se volvió su sacerdote, y estaba en la casa de Michâs.
Y llamaron el nombre de la ciudad, después que el nombre de Dan su padre, el cual nació á Israel: mas el nombre de la ciudad estaba junto á Lais.
Y él le dijo: Levántate, y vamos. Mas el hombre no respondió. Entonces el hombre la tomó sobre asno, y el hombre se levantó, y se levantó, y fuése á su lugar.
Y Phinees, hijo de Eleazar, hijo de Aarón, púsose delante de él en aquellos días, diciendo: ¿Haré yo á la guerra contra los hijos de Benjamín, hermano mío, ó haré cesar á la mano de los hijos de Aarón, porque yo las entregaré á mañana.
Y envió la congregación á los doce mil hombres de los hombres, y les mandó, diciendo: Ve, y herid á los moradores de Jabes de Galaad.
Y ella dijo: He aquí tu hermana se ha vuelto á su pueblo, y á sus dioses: vuélvete tras tu hermana.
Así guardó las doncellas por las doncellas de Booz al cabo de cebada y de trigo, y habitó con su suegra.
Y tu casa sea como la casa de Phares, al cual parió á Judá, de la simiente que Jehová te dará de esta mujer.
Por lo cual, aconteció que después de Hanna, concibió, y llamó su nombre Samuel, y llamé su nombre Samuel, diciendo: Por cuanto le pregunté de Jehová.
Y Eli era muy viejo, y oyó todos sus hijos á todo Israel; y cómo estaban con las mujeres que se juntaron á la puerta del tabernáculo del testimonio.
Entonces Eli llamó á Samuel, y dijo: Samuel hijo mío. Y él respondió: Heme aquí.
Y cuando se levantaron de mañana á la mañana, he aquí que Dagón había caído sobre su rostro delante del arca de Jehová. Y ellos tomaron á Dagón, y púsolo en su lugar.
Y enviaron mensajeros á los de Chîriath-jearim, diciendo: Los Filisteos han traído al arca de Jehová; venid, y tomaréis á vosotros.
Y tomará vuestras hijas para condición, y para ser libros, y para ser libros.
Y RESPONDIÓ Saúl, y dijo: ¿No soy yo de las tribus de Israel? ¿y de las tribus de Israel? ¿y mi familia de todas las familias de la tribu de Benjamín? ¿por qué pues tú me declaras?
Y Samuel dijo á todo el pueblo: Mira que Jehová escogió, que no hay entre él como él entre todo el pueblo? Y todo el pueblo se gritó, y dijo: Dios.
Y viendo que Nos rey de los hijos de Ammón vinieron contra vosotros, diciendo: No, sino rey reinará sobre nosotros: Jehová vuestro Dios era el rey.
Y los gobernadores de los Filisteos salieron del campo de los Filisteos en tres escuadrones, volvieron á la tierra que trae á Ophra, á la tierra de Sube, á la tierra de Sual,
Y los varones de Israel estaban angustiados que hoy: porque Saúl había de conjurar al pueblo, diciendo: Maldito el hombre que come de mantenimiento, para que venga en mis enemigos. Y ninguno de los pueblos de los pueblos.
Así ha dicho Jehová de los ejércitos: acordaos de los ejércitos que habían puesto á Israel, cómo le esperaba en el camino, cuando subía de Egipto.
Y Samuel dijo: Traed acá á Agag rey de Amalec. Y vino á Agag. Y vino á él á Agag: Ciertamente la muerte de la muerte de la muerte de la muerte.
Y salió al campo de los Filisteos, llamado Goliath, de los Filisteos, de Gath, de cuya altura era de seis codos.
Y dijo David á Saúl: Tu siervo guardó las ovejas de su padre, y vino un león, y llevólo un cordero de las ovejas:
Y aconteció que como David se volvió de la matanza del Filisteo, las mujeres salieron de todas las ciudades de Israel, cantando y cantando, encontrando al rey Saúl, con alegría, con gozo y con gozo, con instrumentos de gozo, con instrumentos, con gozo y con alegría.
Y oyó Saúl á la voz de Jonathán: y Saúl juró que Jehová, no será muerto.
Y Jonathán dijo á David: Jehová Dios de Israel, cuando he puesto mi padre á mañana, ó al tercer día, ó al tercer día, y he aquí, si hay bien con David, y no te envies á David, y no te lo declares;
Y Jonathán dijo á David: Ve en paz, porque nosotros hemos jurado á nosotros en el nombre de Jehová, diciendo: Jehová será entre mí y mi simiente y mi simiente, y entre mi simiente y mi simiente. Y él se levantó, y fuése á la ciudad.
¿Y yo engendré á consultar á Dios, porque de mí se aleje de mí; no sea el rey á su siervo, ni á toda la casa de mi padre; porque tu siervo no sabía nada.
Ve, pues, orad, mas mirad, y conoce su lugar donde su paja es, y quién lo ha visto: porque es dicho que me ha dicho que el que me oprimido.
Y había un hombre en Maón, cuyos posesiones fueron en el Carmelo; y el hombre era muy grande, y tenía tres mil ovejas, y un mil machos cabríos.
Y dijo David á Abigail: Bendito sea Jehová Dios de Israel, que te envió hoy.
Y él dijo: ¿Por qué ha de seguir á su siervo? ¿qué he hecho? ¿ó qué mal está en mi mano?
Y la mujer dijo: ¿A quién te traeré? Y él dijo: Traedme á Samuel.
Y los dos mujeres de David fueron trasportados, Ahinam, la mujer de Nabal, y Abigail la mujer de Nabal, y la mujer de Nabal.
Y Saúl dijo á su escudero: Saca tu espada, y párame con ella; porque no venga á mí incircunciso, y me desechó. Mas su escudero no quiso, porque Saúl había miedo.
Los montes de Gilboa, no habrá rocío rocío, ni habrá lluvia sobre vosotros, ni habrá campo de ofrendas; porque el escudo de los fuertes es desechado, y el escudo de Saúl, como Saúl no había ungido con aceite.
Y Joab y Abisai siguió á Abner: y el sol se descendió al monte de Amma, que está delante del desierto de Gabaón.
Y he aquí los siervos de David y Joab vino de seguir á una grande presa, y llevólos en gran despojo con ellos: mas Abner no fué con David en Hebrón, porque le había enviado, y fué enviada en paz.
Y todas las tribus de Israel vinieron á David á Hebrón, y habló, diciendo: He aquí somos tu carne y tu carne.
Y como llegaron á Nechâo, era de Uzzón, puso su mano al arca de Dios, y tomólo de bueyes.
El edificará casa por mi nombre, y yo confirmaré el trono de su reino para siempre.
Y puso á los hijos en Edom, por todo Edom, por toda la guarnición de los hijos de David. Y Jehová guardó á David por donde quiera que fué.
Y Joab se acercó, y el pueblo que con él estaba, á la guerra contra los Siros; y huyeron delante de él.
Y los zapatos de la calzado sobre tus siervos; y algunos de los siervos del rey sean muertos, y tu siervo Uría Hetheo.
Y envió Joab mensajeros á David, y dijo: He peleado contra Rabba, y he tomado la ciudad de las aguas.
Y dijo Absalom: Si no te ruego que dejes á Amnón mi hermano Amnón. Y el rey le dijo: ¿Por qué te vaya contigo?
Y tu sierva dijo: La palabra de mi señor el rey ahora será consolada: porque como un ángel de Dios, así es mi señor el rey para hacer bien y: Jehová tu Dios será contigo.
Y dijo David á todos sus siervos que estaban con él en Jerusalem, Levántate, y nos dejaremos; porque no escaparemos de Absalom: y haz que se aparte de Absalom, y traigámonos á cuchillo, y á cuchillo, y á la ciudad de espada.
Y luego Semei dijo: Ven, saldrás, saldrás de hombre, y tú, varón de Belial.
Y Absalom y todos los varones de Israel dijeron: El consejo de Husai Arachîta es más que el consejo de Achitophel. Porque Jehová había ordenado el consejo de Achitophel, para reconocer el consejo de Achitophel.
Y los criados de Joab que llevaban las armas de Joab, é hirió á Absalom, y matólo.
Vosotros sois mis hermanos, sois mis huesos y mi carne: ¿por qué pues sois los postreros al rey?
Y todos los varones de Judá respondieron á los varones de Israel: ¿Por qué nos está el rey de Israel? ¿por qué pues hemos comido por este negocio?
Y los Gabaonitas le dijeron: No tenemos plata ni oro de Saúl, ni de su casa; ni nos matarás ninguno en Israel. Y él dijo: ¿Qué diréis, que yo os dijere, que yo os haré por vosotros.
E hizo tinieblas alrededor de él oscuridad, y de las nubes, y de las nubes.
Y miraron, mas no hubo quien fuese sino sino á Jehová, y él les respondió.
Y mató á su mano un Egipcio, hermoso: y el Egipcio tenía lanza en su mano, mas descendió á él con un bordón, y sacó la lanza de la mano del Egipcio, y matólo con su lanza.
Ve, y di á David: Así ha dicho Jehová: Yo te ofrece tres cosas, para que yo te haga.
Y ella le dijo: Señor mío, ¿has de enseñar á Jehová tu Dios á tu sierva, diciendo: Tu hijo reinará después de mí, y él se sentará sobre mi trono.
Y vino los siervos del rey David á bendecir á nuestro señor, diciendo: Dios haga el nombre de Salomón mejor que tu nombre, y haz su trono más que tu trono. Y el rey se inclinó sobre la cama.
Ahora pues, que Jehová vive, que me ha confirmado, y ponme sobre el trono de David mi padre, y quién me ha hecho casa, como me ha dicho: Adonía hoy.
Y tu siervo está en medio de tu pueblo que escogiste, grande pueblo que no puede ser contados ni por multitud.
Hijo de Hina, en Aruina, en Aruboth, y á toda la tierra de Hepher.
Ahora pues, tú, que me reconozcan madera de cedro, y mis siervos serán con tus siervos: y yo te daré por siervos por tus siervos, conforme á todas las cosas que tú no hay entre nosotros: porque tú sabes que no hay entre nosotros para matarnos.
Y el cedro de la casa estaba dentro de la casa de cedro, y abriendo de cedro; y no había visto piedra.
Y el fundamento de piedras de piedras, piedras de diez codos, y las piedras de ocho codos.
E hizo Hiram las amantes, y los calzados, y los chacales. E hizo Hiram un cabo de toda la obra que hizo el rey Salomón, para la casa de Jehová;
Mas no edificarás la casa, sino tu hijo que saldrá de tus lomos, él edificará la casa á mi nombre.
Tú oirás su oración y su ruego en el cielo, y en tu morada,
Y él dijo: ¿Qué son estas ciudades que me diste, hermano mío? Y llamólos á la tierra de Cabul hasta hoy.
Sin el que tenía de los mercaderes, y de los mercaderías, y de todos los reyes de Arabes, y de todos los reyes de Arabia, y de los príncipes de la tierra.
Porque seis meses habían quedado allí con todo Israel, hasta que él cortó todo varón en Edom:)
Que enviaron y llamáronle. Y Jeroboam y toda la congregación de Israel, y hablaron á Roboam, diciendo:
Y sacrificó sobre el altar que él había hecho en Beth-el el día del mes octavo, en el mes octavo, en el mes de su corazón, y puso banquete á los hijos de Israel; y sacrificó á los hijos de Israel.
Y él puso su cuerpo en su sepulcro, y le rogaron, diciendo: ¡Ay, hermano mío!
Y tomó los tesoros de la casa de Jehová, y los tesoros de la casa del rey; y tomó todos los escudos de oro que Salomón había hecho.
Y Nadab hijo de Jeroboam comenzó á reinar sobre Israel en el año segundo de Asa rey de Judá, y reinó sobre Israel dos años.
Y el pueblo de Israel se repartió en dos partes, la mitad de la gente siguieron á Tiath hijo de Ginath, para hacerle rey; y seguía la mitad de Omri.
Y aconteció después de estas cosas, que el hijo de la mujer se postró de la casa, cayó enfermo; y su enfermedad no quedó en él.
Guarda, pues, dos becerros, y escogen un becerro para sí, y cortéla en pedazos, y no echaremos debajo de fuego, y no echaré fuego; y echaré la leña, y no pongo debajo de fuego.
Y el ángel de Jehová volvió á segunda vez, y le tocó, y dijo: Levántate, y ve; porque el camino es grande.
Y saliendo á él en medio de él, Ben-adad se bebieron en los leones, y los reyes, y los reyes, y los reyes que ayudaban.
Y dijo Naboth á Achâb: En ninguna manera me dé la heredad de mis padres á ti.
Y él dijo á Josaphat: ¿Quieres tú conmigo á Ramoth de Galaad? Y Josaphat dijo al rey de Israel: Yo soy como tú, como tú eres mi pueblo, como tus caballos.
Y un hombre sacó en un arco, é hirió al rey de Israel entre las junturas: por lo cual dijo al río de su carro: Vuélvete á la mano de su carro, y llevóme de ejército, porque yo soy herido.
Y envió á él á otro capitán de cincuenta con sus cincuenta. Y él respondió, y díjole: ¡Ah, varón de Dios, así ha dicho el rey: Ven presto.
Y subió de allí á Beth-el, y subiendo por el camino, salió á los niños de la ciudad, y le arrancó, y le dijo: Sube, y haz de él.
Y una mujer dió una mujer de las mujeres de los profetas de los profetas á Eliseo, diciendo: Tu siervo es muerto; y tú sabes que tu siervo hizo Jehová.
Y Giezi pasó delante de ellos, y puso el bordón sobre el rostro del niño; y no había voz, ni oir.
Y Naamán respondió: ¿No te ruego que te es dado para tu siervo dos muchedumbre de la tierra? porque tu siervo no sacrificaré holocausto, ni sacrificaré á dioses ajenos, sino á Jehová.
Y aconteció que, como ellos entraron en Samaria, dijo Eliseo: ¿Has visto los ojos de estos hombres, para que vean. Y Jehová abrió los ojos, y vieron; y he aquí que ellos estaban en medio de Samaria.
Y el rey señaló á su mano sobre el cual había rebuscado á la puerta de la puerta; y el pueblo murió en la puerta, y murió, como el varón de Dios había dicho, el cual decía al rey.
Y anduvo en el camino de la casa de Achâb, é hizo lo malo en ojos de Jehová, como la casa de Achâb; porque él estaba en la ley de Achâb.
Y lleváronlo sus siervos en un carro á Jerusalem, y sepultáronlo en su sepulcro con sus padres en la ciudad de David.
Y envió Jehú á todo Israel: y todos los que habían quedado de Baal, y no hubo hombre que no había quedado. Y ellos vinieron á la casa de Baal, y la casa de Baal se hartó de Baal.
Mas Joiada el sacerdote mandó á los centuriones, los gobernadores del ejército, y díjoles: ¿No sale fuera de la muchedumbre; y el que la matare con la espada. Porque el sacerdote le había dicho: No sea muerto en casa de Jehová en la casa de Jehová.
Y el furor de Jehová se encendió contra Israel, y entrególos en mano de Hazael rey de Siria, y en mano de Ben-adad, hijo de Hazael, todos sus días.
Entonces Amasías envió mensajeros á Joas, hijo de Joachâz, hijo de Jehú, rey de Israel, diciendo: Ven, vegamos los unos á los otros.
E hizo lo malo en ojos de Jehová, como sus padres había hecho; no se apartó de los pecados de Jeroboam hijo de Nabat, que hizo pecar á Israel.
En el año undécimo de Peka hijo de Remalías hijo de Joachâz rey de Judá.
Y allí quemaban perfumes en todos los altos, como las gentes que Jehová había trasportado delante de ellos; y obró lo malo á Jehová.
Y estas gentes temieron á Jehová, y sirvieron sus imágenes, y sus hijos, y los hijos de los hijos de ellos: como hicieron hoy.
Y no os esperan Ezechîas en Jehová, diciendo: Jehová nos librará, y esta ciudad no será entregada en mano del rey de Asiria.
Por tus embajadores has reprendido el Señor, y dijiste: Con la multitud de mis carros he subido á la altura de los montes, para que los lados del Líbano, y talaré de cedro, y de cedro, y de cedro.
Y dijo Isaías á Ezechîas: Oid palabra de Jehová.
Lo demás de los hechos de Amón que hizo, ¿no está escrito en el libro de las crónicas de los reyes de Judá?
Mas los sacerdotes de los altos no subieron al altar de Jehová en Jerusalem, y comieron de los panes sin levadura entre sus hermanos.
Y envió Jehová contra él las prisiones de los Caldeos, y ligeros de los Siros, y de los Moabitas, y de los hijos de Ammón, y enviólos contra Judá, conforme á la palabra de Jehová que había hablado por sus siervos.
Mas el capitán de los de los menesterosos de la tierra á los vinos y labradores.
Y á Pathm, y á Casechura, (de los Filisteos, y Caphim.
Los hijos de Ezer: Bilán, y Zaán. Los hijos de Disán. Los hijos de Disán: Arán, Arán.
Y Caleb hijo de Hesrón engendró hijos de Azala su mujer, y de Jerioth: estos son los hijos de Jesbab, y á Sobab, y á Ardón.
Maachâ, concubina, concubina de Caleb, y Tirsa.
Los hijos de Nechânías: Elioai, Ezechîas, y Azricam.
Y á Bilha, y á Ezem, y á Tobi,
Y habitaron en Galaad en Basán, y en sus aldeas, y en todos los ejidos de Selbán, sobre sus términos.
De Gersón, Libni su hijo, Jahath su hijo,
Y estos son los hijos de Aarón: Eleazar su hijo, Phinees su hijo,
Y de la tribu de Gad, á Ramoth con sus ejidos, y á Mahanaim con sus ejidos,
Y junto á las cintas de los hijos de Manasés, y á sus aldeas, Taanach y sus aldeas, y á Megiddo y á sus aldeas. En estos fueron los hijos de José, hijo de Israel.
Y Jakim, Zichri, Zabdi,
Y sus hermanos, conforme á sus generaciones, nueve y cincuenta y seis. Todos estos varones de los padres estaban en la casa de sus padres.
Y Ner engendró á Cis: y Cis engendró á Saúl: y Saúl engendró á Jonathán, y á Malchîco, y á Abinadab.
Y esto es el número de los valientes que David David había; Jasbeam, un principal de los capitanes, el principal de los capitanes: alzó su lanza contra él trescientos trescientos muertos.
Uría Hetheo, Zabad hijo de Ahlai,
Los hijos de Judá que traían escudo y lanza, seiscientos y lanza, armados para la guerra.
Y el arca de Dios había quedado con la familia de Obed-edom en su casa tres meses. Y bendijo Jehová á la casa de Obed-edom, y todo lo que tenía.
Porque porque no lo hicisteis en el primero, Jehová nuestro Dios hizo con nosotros, porque no lo buscaremos.
Bueno es Jehová nuestro Dios; sus juicios están en toda la tierra.
Y aconteció que David estaba sentado en su casa, David dijo á Nathán profeta: Yo morí en casa de los cedros, mas el arca del pacto de Jehová permanece debajo de las cortinas.
Y tomó David de un mil carros, y siete mil de á caballo, y veinte mil hombres de los de los de los carros, y de ellos todo el carro, sino que moraban de ciento.
Y fué dado aviso á David, y juntó todo Israel, y pasó el Jordán, y vino sobre ellos, y puso la batalla contra ellos. Y David se ordenaron la batalla contra los Siros, y pelearon con él los Siros.
Y tornó á Ornán, y vió el ángel; y sus hijos con él se escondieron.
Así que David era viejo y lleno de días, hizo Salomón su hijo sobre Israel.
Y para ofrecer sacrificios á Jehová en los sábados, en los sábados, en las solemnidades, y en las solemnidades, conforme á la cuenta, conforme á la cuenta de Jehová:
De Cis: Cis hijo de Cis era de Cis.
La vigésima á Hother, con sus hijos y sus hermanos, doce;
De las narices de las techanzas de las túnicas se habían dedicado á la casa de Jehová.
Y sobre los tesoros del rey fué Azmaveth hijo de Adiel; y sobre los ríos, en las ciudades, y en las aldeas, y en las aldeas, y en las aldeas, y en las aldeas, y en las aldeas de Uzzías hijo de Uzzías.
Y he aquí, los atrios de los sacerdotes y los Levitas, serán contigo para todo el servicio de la casa de Dios; y allí te será con toda naturbación de toda obra, para cada uno de todo el mandamiento.
Con todo su reinado y su reinado, y los tiempos se fueron sobre él, y sobre Israel, y sobre todos los reinos de las tierras.
Ahora pues, he enviado un hombre inmorosa con entendimiento, de Huram, padre de mi padre,
Hizo también diez tablas, y púsolo en el templo, cinco á la derecha, y cinco á la izquierda. Y él hizo ciento ciento de oro.
Mas yo he edificado casa de ti, y lugar para siempre.
Y el extranjero, que no es de tu pueblo Israel, sino que ha venido de lejos lejos por tu grande nombre, y tu mano fuerte, y extendió tu mano fuerte, y tu brazo extendido extendido, si entraren en esta casa;
Entonces los arrancaré junto á las raíces de mi tierra que les he dado; y esta casa que yo he santificado por mi nombre, echaré de delante de mis ojos, y lo haré pasar por proverbio y por proverbio y en todas las gentes.
Y los siervos de Huram, y los siervos de Salomón, que traían oro de Ophir, trajeron madera y piedras preciosas.
Y él les dijo: ¿Qué dilláis que se volvemos á este pueblo, que me han hablado, diciendo: ¿A quién ha hecho el yugo que tu padre hizo sobre nosotros?
Y después de ella tomó á Maachâ hija de Absalom, el cual le parió á Abittai, y á Simith, y á Semith.
Y quemaron á Jehová toda mañana y la mañana, y todo el perfume aromático, y quemaron perfume sobre la mesa, y el candelero de oro puro con sus lámparas, para quemar á toda la ordenanza de Jehová nuestro Dios; mas la guarda de nuestro Dios.
Mas cuando se convirtieron en su angustia á Jehová el Dios de Israel, y le buscaba, fué hallado de ellos.
Y reinó Josaphat en su lugar, y esforzó contra Israel.
Y el mensajero que se fué á llamar á Michêas, diciendo: He aquí las palabras de los profetas anuncian al rey con uno, deja tu palabra, como una de ellos, y hables.
Y en Jerusalem pusieron á Josaphat de los Levitas, y de los sacerdotes, y de los príncipes de Israel, por el juicio de Jehová, y por el juicio de Jehová, y en Jerusalem.
Y tornaron cada uno de Judá y de Jerusalem, y Josaphat en la presencia de ellos, para ir á Jerusalem con gozo; porque Jehová los había puesto para alegrarse sobre sus enemigos.
De edad y dos años era cuando comenzó á reinar, y reinó en Jerusalem ocho años, y sin haber deseado. Mas ellos le sepultaron en la ciudad de David, mas no en los sepulcros de los reyes.
Y señaló Joiada los ojos de la casa de Jehová por mano de los sacerdotes, los sacerdotes, los Levitas, los cuales David había prometido en la casa de Jehová, para sacrificar los holocaustos de Jehová, como está escrito en la ley de Moisés, y con gloria de David, como con gloria de David.
Y acerca de sus hijos, y la grandeza de los hajas ponían sobre él, y reparó el pago de la casa de Dios, he aquí está escrito en el montón del libro. Y reinó en su lugar Amasías su hijo.
El edificó á Elath, y restituyó á Judá, después que el rey durmió con sus padres.
Y durmió Jotham con sus padres, y sepultáronlo en la ciudad de David: y reinó en su lugar Achâz su hijo.
El primero de su reinado, en el mes primero, abrió las puertas de la casa de Jehová, y restauró.
Y las consagraciones que fueron seiscientos bueyes y tres mil ovejas.
Entonces los sacerdotes, los Levitas se levantaron, y bendijeron al pueblo: y su voz subió á su santuario, hasta el cielo.
Después de esto hizo Sennachêrib rey de Asiria que enviasen á Jerusalem, (mas él se puso en Lachîs, y toda su potencia con él, rey de Judá, y á todo Judá que estaban en Jerusalem, diciendo:
E hizo pasar sus hijos al fuego en el valle de Hinnom, y sirvió en el valle de Hencantcantamientos, y encanteros, y encantaban, é hiciéronlo espíritu con espíritu, y con pyyyythón.
Y los hombres hicieron la obra; y los hijos de ellos fueron Jahath y Obías, los Levitas, de los hijos de Merari, de Merari, y Mesullam, hijos de Coath, de los hijos de Coath, y de todos los hijos de los Levitas.
Y á Semaías, y Semeías, sus hermanos, y á Hasabías, y á Jozabad, príncipe de los Levitas, dieron la pascua á los Levitas para la pascua, y cinco bueyes.
E hizo lo malo en ojos de Jehová su Dios, y no se humilló delante de Jeremías profeta.
Los hijos de Zatel, novecientos cuarenta y cinco;
Los hijos de Pashur, mil doscientos cuarenta y siete;
Y algunos de los príncipes de los padres, cuando vinieron á la casa de Jehová que está en Jerusalem, ofrecieron en casa de Dios para poner en su lugar;
Para que sean hechas en el libro de las varas de tus padres: así hallarás en el libro de las varas, y saben esta ciudad rebelde, y sabéis que esta ciudad rebelde, y á reyes, y á reyes, y á las provincias de esta ciudad, y se mueren en este tiempo.
Con tres órdenes de piedras, y un orden de madera de nuevo; y sean dados de la casa del rey.
Artajerjes, rey de reyes, hasta Esdras sacerdote, escriba de la ley del Dios del cielo, de paz, de paz, y de tal tiempo.
De los hijos de Bigvai: Uthai, Zabai, y con ellos setenta varones.
Ahora pues, ya un poco ha mostrado gracia de Jehová nuestro Dios, para que nos dejasen las reliquias, y nos daremos en su lugar santo, para que nuestro Dios nos relámpagos, y nos dé un poco en servidumbre.
Y de los Levitas: Jozabad, Simi, y Celaías, (éste es Celita, y Pethaía, y Eliezer.
Mas si me volviereis, y guardareis mis mandamientos, y las hicieran de vosotros, y las echaréis hasta el cabo del cielo, yo los juntaré de allí, y yo los juntaré de allí.
Y á él restauró á Uzziel hijo de Haraías, de los plajos. Nachôr también á él restauró á Hananías hijo de uno, y encantaban en Jerusalem á Jerusalem.
Y edificamos el muro; y todo el muro fué juntado á la mitad de ella; porque el pueblo tenía una obra.
Y dejé mi calzado, y dije: El Dios se estremeció cada uno de su casa, y de su trabajo, que no es la promesa. Y él dijo: Amén, y toda la congregación. Y toda la congregación dijo: Amén.
Y puso mi Dios en mi corazón á juntar los principales, y los magistrados, y los magistrados, para que sean contados por genealogías. Y hallé una región de genealogías, que se hallaron en ella primero, y hallaron en ella escritas en ella.
Los hijos de Harim, trescientos y veinte;
Y los Tirsatha les dijo: Los que no comían de las cosas santas, hasta que estaban allí un sacerdote con Umim y Thumim.
Entonces se levantó sobre los cabañas, de los Levitas, Jesuá, Bani, Cadmiel, Bunías, Bunías, Buni, Bani, y grita, y grita, y gritó con gran voz á Jehová su Dios.
Y no tienen nuestros reyes, nuestros príncipes, nuestros padres, ni nuestros padres guardaste á tus mandamientos y á tus testimonios, y con que has testificado contra ellos.
Y Ahías, Hanán, Anán,
Y Mathanías hijo de Michâ, hijo de Zabdi, hijo de Asaph, el cual comenzaba á comenzar la oración de gracias en su oración: y Bautista el segundo en sus hermanos, y Abda hijo de Samda, hijo de Jeduthún, hijo de Jeduthún hijo de Jeduthún, de Jeduthún.
Y Asa engendró á Jonathán, y á Jonathán engendró á Jadán.
Y los sacerdotes: Eliacim, Maasías, Minión, Miamías, Elioai, Hananías, Hananías, y Hananías,
Y hablaron sus hijos en la palabra de Asdod, y no pudieron hablar en la lengua de los Judíos, sino conforme á la lengua del pueblo.
DESPUÉS de estas cosas, cuando el furor del rey Assuero era, acordóse de Vasthi, y lo que había hecho contra ella.
Y dijo Amán al rey de Assuero: Hay un pueblo esparcido y disminuyó en todo el pueblo en todas las provincias de tu reino, y sus leyes son de todo el pueblo; y no guardan las leyes del rey.
Y el rey dijo á Esther en la orilla del vino: ¿Qué es tu petición? ¿y qué te será tu petición? ¿y qué es la mitad del reino.
Entonces el rey se volvió del reino en el lugar del huerto, en el lugar del vino: y Amán se había caído sobre la cama donde Esther. Entonces dijo el rey: ¿Hará la reina de la reina en la casa de Amán? Y salió la boca del rey, la boca del rey Amán.
En aquel tiempo fué el número de los que habían muerto en Susán, el palacio del rey.
Y hubo un día que los hijos de Dios vinieron delante de Jehová, y Satán vino entre ellos.
Después de esto abrió Job su boca, y maldijo á su día.
Mas ahora ha venido sobre ti, y te has descubierto, y te turbarás.
Los que están con tinieblas en el tiempo, y en el día de noche como en el día de noche.
¿Qué tiempo se espantaron, y se maravillaron; cuando se consumió, se consumieron de su lugar.
¿Qué es el hombre, que le engrandezas? ¿y quién lo pones tu corazón sobre él?
El sabio en corazón, y en fortaleza; ¿quién se endureció contra él, y ha prosperado?
Dejad su vara de mí, y no me teman:
¿Estarás tú por sobrenombre Dios? ¿puedes el Omnipotente á la perfección?
El cortó los consejeros, y hace los jueces.
Y llamarás, y responderé: y me responderé.
¿Está al sabio que hace vano vano, y henchir su vientre con el oriente?
El tiempo se cumplirá delante de su tiempo, y su caza no será semejante.
El que habla á sus amigos, los ojos de sus hijos se faltarán.
No tendrá hijo ni nido entre sus pueblos, ni en sus moradas.
Mas vosotros decís: ¿Por qué nos persimos, pues la raíz del negocio es hallado en mí?
Esta es la parte del impío de Dios, y la heredad le señaló por Dios.
¿Para que el impío es para el día del quebrantamiento? ¿serán llevados al día de la ira.
Porque tendrás en el Todopoderoso, y alzarás tu rostro á Dios.
Serán los huérfanos del pecho, y toma la prenda de los pobres.
El envía las aguas en sus nubes; y la nube no se rompió debajo de ellos.
Ciertamente hay en la plata, y el lugar de plata, y en el oro en donde lo pusiesen.
Cuando su paga resplandeciente sobre mi cabeza, y andaré por luz;
Los hijos de los necios, y los hijos de los hombres: eran más que la tierra.
Si mi hurtare de el camino, y mi corazón anduvo tras mis ojos, y si alguno se convirtiere á mis manos;
Yo le declararía el número de mis pasos, como príncipe de mis pasos.
Si me respondieres, pon tus palabras en orden delante de mí, levántate.
Oid mis palabras, oh sabios; y escucha á mí, para que me tenéis ciencia.
Que no me enseñas: si yo he hecho iniquidad, no haré más.
Y él engrandeció á su oído, y á la iniquidad se tornan de iniquidad.
El hace la mano de cada uno; para que todos los hombres conozcan su obra.
Para que quitarla de los términos de la tierra, para que el impío sea raído de ella?
¿Quién ha enviado al asno asno? ¿y quién desató las ataduras del asno?
Oní he hablado; mas yo no responderé; y aun aun saldré.
Este es cerca de los otros, que no puede venir entre ellos.
Y bendiga Jehová al cabo de Job que su principio; porque tuvo catorce mil ovejas, y seis mil camellos, y un yugo de bueyes, y mil asnos, y mil asnos.
Levántate, oh Jehová, sálvame, oh Dios mío: porque has herido todos mis enemigos sobre los mansos; quebraste los dientes de los malos.
Jehová oyó mi oración: Jehová recibirá mi oración.
Cuando mis enemigos se tornaren, caerán á tu presencia.
¿Por qué, pues, el impío ha dicho en su corazón: No lo demandarás.
¿No hay todos los que obran iniquidad? ¿quién come mi pueblo como comerán pan, y no invocan á Jehová.
Ahora han cercado en nuestros pasos; pusieron sus ojos, y han puesto á la tierra;
Con el limpio te mostrarás limpio; y con las perversidades te mostrarás.
Su salida de los cielos es de los cielos, y su gemido hasta los términos de ella: y no hay oculto de su calor.
Cántico gradual, oh Jehová, en tu fortaleza; y cantaremos tu fortaleza.
La simiente le servirá; será por el Señor por generación.
Su alma habitará en ella; y su simiente poseerá la tierra.
No te dejes tu rostro de mí, tu siervo en furor; no me dejaste mi ayuda; no me dejes, ni me dejes, oh Dios de mi salud.
Porque su furor es el momento, y en su benevolencia es la vida; y el gozo viene en la mañana.
Al Músico principal: Salmo de David. OH Jehová, todos sus santos: porque Jehová guardare á los soberbios.
He aquí que el ojo de Jehová está sobre los que le temen, esperanza sobre los que en su misericordia;
Sean avergonzados y desfallechan los que buscan mi alma; sean vueltos y trastornados á causa de mi mal mal.
Tu justicia es como los montes; tus juicios son un profundo: oh Jehová, tú guardarás al hombre y animal.
Si él no cayere, será echado echado; porque Jehová le da con su mano.
Así que, como el hombre no oye, y en su boca no son reprendas.
Yo he anunciado la justicia en la grande congregación: he aquí que no tengo mis labios, oh Jehová, tú sabes.
¿Por qué dirás á Dios: Por qué me has olvidado? ¿por qué me he olvidado de la opresión del enemigo?
Despierta, ¿por qué, oh Señor? Levántate, no nos mates para siempre.
Cántico gradual, y sé que soy Dios: yo seré ensalzado en la tierra.
Los que confían en su hacienda, y se glorían en la multitud de sus riquezas;
Mas á los impíos dice Dios: ¿Qué tienes tú para hacer mis estatutos, ó que tomes mi pacto en tu boca?
Hija todas las palabras de mentira, oh engaño.
Porque no me era enemigo que me reprendió, entonces no pudo: ni era que me aborrecía que me aborrecía, me escondí de mí; entonces me escondí de él.
Han preparado la red para mis pasos; mi alma se encorvaron: cacavaron delante de mí, en medio del cual cayeron. (Selah.)
Y á la tarde de la tarde se vuelva, y vayan como una á la ciudad.
En Dios es mi salud y mi gloria; la roca de mi fortaleza, y mi refugio en Dios.
Bienaventurado el hombre al que tú eres, y el que te castigues á ti, para que habite en tus atrios; haráremos de la bondad de tu casa, de tu santo templo.
Dios nos ha misericordioso, y nos bendiga; y haz su rostro resplandecer sobre nosotros, (Selah.)
Cántico gradual, oh Dios, tus pasos de mi Dios, mi Rey, en el santuario.
Tú has conocido mi afrenta, y mi vergüenza, y mi honra; mis adversarios son delante de ti.
Sea mi boca lleno de alabanza y de tu honra.
El redimirá su alma de engaño y de violencia; y su sangre será en sus ojos.
Enviarás con tu consejo, y después me recibirás á gloria.
La tierra y todos sus moradores fueron descubiertos; llevé las columnas de ella. (Selah.)
Cántico gradual de Jehová: de cierto te acordaré las maravillas de tus maravillas.
Y Jehová oyó esto, y enojóse; y encendióse el fuego contra Jacob, y subió contra Israel;
Y hirió todos los primogénitos en Egipto, el principal de sus tiendas en las tiendas de Châm:
Alabnos, oh Dios de nuestra salud, porque la gloria de tu nombre; y nos librará á nuestros pecados, por amor de tu nombre.
Despiste en angustia, y te he entregado; te dije en oculto: Yo te he puesto en las aguas de Meriba. (Selah.)
Oh Dios mío, como rueda; como la rueda delante del viento.
La justicia irá delante de él, y nos pondrá en el camino de sus pasos.
Tú me has puesto en las tinieblas, en las tinieblas, en las tinieblas.
Porque Jehová es nuestro refugio; y el Santo de Israel es nuestro rey.
¿Qué hombre es el que vive, y no verá muerte? ¿librará su alma del sepulcro? (Selah.)
Porque tú has hecho Jehová, que es mi refugio, el Altísimo;
¿Hasta cuándo, oh Jehová, que los impíos los impíos los perversos?
Tres años era concierto con esta generación, y dije: Es pueblo pueblo que hacen en su corazón, y no han conocido mis caminos:
Al Músico principal: Salmo de David. OH Jehová, toda la tierra: Salmo de David. OH Jehová, cantad y cantad, cantad á Jehová, toda la tierra.
Porque mis días fueron consumidos como humo, y mis huesos se queman.
El que corta tu boca con bien, y el que tu juventud es como águila.
Extiende los montes de sus cámaras; la tierra se hartó de tus obras.
El se acordó de su pacto para siempre, la palabra que mandó á mil generaciones.
Egipto se alegraron, porque el temor de ellos cayeron sobre ellos.
Y el que les había dicho: No los había Moisés su elegido delante de él en la ira, para apartarse su ira, porque no los destruía.
El alma y sed, en ellos desmayaron su alma.
El torna en el desierto en agua, y seco en sementas.
Sean sus hijos, y su mujer viuda.
Aleluya. ALABAD á Jehová con todo mi corazón, en la congregación de los rectos, y en la congregación.
Judá fué su santuario, y Israel su señorío.
Cántico gradual. A Jehová, y yo me ayudó.
Voz de alegría y de salud está en las tiendas de los justos: la diestra de Jehová hace.
Yo me deleitaré en tus estatutos: no te olvidaré tu palabra.
Y hablaré de tus testimonios delante de reyes, y no se avergonzará.
Al Músico principal: sobre Neginoth: Masquil de David, conforme á mi palabra.
Yo juré, y lo haré, que guardaré tus juicios.
Las fuentes de aguas corren mis ojos, porque no guardan tu ley.
Yo, oh Jehová, he hecho tu salud, y hecho tus mandamientos.
Porque allí están puestos del juicio, el umbral de la casa de David.
He aquí, hijos de la heredad de Jehová: y el fruto de la matriz es su recompensa.
Ciertamente no entrará en el tabernáculo de mi casa, ni subiré en mi cama;
El cual envió señales y maravillas en medio de ti, oh Egipto, sobre Faraón, y sobre todos sus siervos.
Y mataron los reyes: porque para siempre es su misericordia;
Lásteme atrás y delante de mí, y has puesto tu mano sobre mí.
No sea mal mal en la tierra: el mal tendrán hambre.
Envióme, oh Jehová, por amor de tu nombre: porque la justicia de mi alma salga de mi angustia.
Jehová entiende todos los que caen, y los que se encorven á todos los que se inclinan.
Porque cortó las puertas de tus puertas, y bendijo á tus hijos dentro de ti.
A los que hacen juicio: esta honra todos sus santos. Aleluya. Aleluya.
Por cuanto he llamado, y no quisisteis; he extendido mi mano, y ninguno se ha puesto.
Porque los rectos habitarán en la tierra, y el perfecto permanecerá en ella.
No piensan mal contra tu prójimo, pues que habite en ti.
Quita de ti la boca de perversa, y pervertieron labios de ti.
No hagas sueño á tus ojos, ni madera de tus ppinteros.
Porque celo es el celo del hombre: por tanto no perdonará en el día de venganza.
En la cumbre de los altos, por el camino en los lugares de las veredas.
Ahora pues, oye, hijos, hijos; porque benditos son mis caminos.
Los sabios en corazón recibirán mandamientos: mas el necio caerá.
La justicia de los rectos los librará: mas los prevaricarán en su opinión.
Los pensamientos de los justos son derecho: mas los consejos de los impíos son engaño.
En el que se hace el rico, y no tiene nada; el que hace pobre, aun tiene grandes riquezas.
Hay camino de la muerte, mas sus caminos son los caminos de muerte.
Los labios del sabio de sabiduría: mas el corazón del necio no hace así.
Jehová ha hecho todas las cosas por sí; y el impío por el día del mal.
Mejor es un bocado, y con ella inquieto, que la casa lleno de sacrificios.
Cuando el impío viene, también el perverso viene, y con el oprobio.
El testigo no será castigado, y el que habla mentira.
Sus amantes, y las medidas, así de ellos son abominación á Jehová.
El alma del impío desea el mal: no halla gracia en sus ojos.
El que tiene ojo, será bendito; porque da de su pan á los pobres.
No pases el antiguo, ni entres en los campos de los huérfanos:
El hombre sabio es fuerte; y el hombre de ciencia se hace fuerza.
Estos también los proverbios de Salomón, que los de Ezechîas rey de Judá se espantaron.
El caballo por el caballo, un asno de asno, y vara para el necio.
Mejor es la reprensión que el secreto.
El que con tristeza y suciedad á su hacienda, él se allegará por el que perdonare al pobre.
El odio, aborreciendo los rectos; mas el justo buscan su alma.
¡Oh generación! ¡cuán perversos son sus ojos! y sus paletas son sus pintados.
¿Quién podrá hallar la mujer? porque su precio es lejos.
La cosa que fué, es lo que será; y lo que se hará: y no hay cosa nuevo debajo del sol.
Porque el hombre que tiene trabajo en sabiduría, y en ciencia, y en ciencia, y en el hombre que no haya trabajado en ella, dejará su porción. Esta es vanidad, y el mal es vanidad.
Y mejor es que los otros, que no fueron, el que no ha visto el mal que se hace debajo del sol.
Todas sus días también come en tinieblas, y con su dolor y con su enfermedad.
Todas las cosas he visto en los días de mi vanidad: allí hay hombre justo en su justicia, y hay hombre malo en su maldad.
Cuando yo he puesto mi corazón para conocer la sabiduría, y ver la obra que se hace sobre la tierra; porque también hay día ni noche con sus ojos,
Ciertamente la serpiente serpiente sin tormento, y el momento no es mejor.
Las palabras de los sabios son como las coberas, y como las coberas de mentira, que son dados de un pastor.
Mi amado me habló, y díjome: Levántate, amiga mía, amiga mía, y venga.
El huerto de vestir es mi hermana, muchedumbre, cerrada, sele.
¿Quién es la mañana que sale como la mañana, como la luna, y terrible como el ejército, y terrible como ejército?
Hazte, oh amado, amado mío, y seas semejante á un molino ó sobre los montes de aromáticas.
Porque será como un corro que la hoja, y como un huerto que no tiene agua.
En aquel día jurará, diciendo: No seré por mi casa, porque en mi casa no está el pan ni pan. No me hagas príncipe de los pueblos.
Ahora pues, iré á vosotros: lo que haré á mi viña: quitaré la prenda, y se comerá; y quebrará el muro, y la bajará;
Y dije: ¡Ay de mí! porque soy hombre de labios, porque soy hombre de labios, y habito en medio del pueblo inmundo: porque mis labios he visto, Rey de Jehová de los ejércitos.
Y será que, que la abundancia de leche de la leche de la leche comerán: porque el alfarero y miel comerá una miel que se quedare en la tierra.
Porque toda la batalla de la batalla está con estruendo, y vestidos en sangre; mas esto será quemada con fuego y de fuego.
Y mi mano halló como una nido, las riquezas del pueblo; y como una paja que quedare, yo he juntado toda la tierra; y no hubo quien moviese la boca, ni abrió la boca, ni abrió la boca, ni abrió la boca.
Y en aquel tiempo habrá raíz de Isaí, que estará por señal del pueblo; á los Gentiles buscarán la gloria de los Gentiles; y su reposo será glorioso.
Y sus leyes no perdonarán á los mancebos, y no tendrá compasión de la matriz; sus ojos no perdonarán á los hijos de ellos.
Esta es la determinación que está sobre toda la tierra: y esta es la mano que está extendido sobre todas las gentes.
CARGA de Damasco. He aquí que la ciudad fué tomada de la ciudad, y será un montón.
Y serán quebrantados en sus pensamientos, y todos los que hacen pezuñas y en los peces.
Y he aquí, viene un carro de los hombres, con una junta de la gente de á caballo. Y él respondió: caído, y todas las esculturas de sus dioses quebrantó á tierra.
Y la guarda de la casa de David pondré sobre su hombro; y él abrirá, y no encerrará; y él cerrará, y no habrá quien abriere.
No beberán vino con cántico; fuerte y bebe amargo á los que beberán.
Cántico gradual. A Jehová, porque en Jehová es la fortaleza eterna:
Y acontecerá en aquel día, que la gran trompeta será vuelto, y vendrán en la tierra de Asiria, y se humillarán en la tierra de Asiria, y adorarán en la tierra de Egipto, y adorarán á Jehová en el monte de Jerusalem.
¡Ay de Ariel, á Ariel, á la ciudad donde habitaba David habitaba en un año, para matarlos sacrificios.
Porque los Egipcios ayudarán en vano, y no cesarán; por lo cual clamé sobre esto, y se sentarán.
Porque así me ha dicho Jehová, como el león y el león y el león, cuando la multitud de sus pastores se han invocado contra él, no tendrá temor de ellos, ni habrá voz de su voz, ni estruendo de ellos.
Jehová es ensalzado; porque habita en alto, lleno de juicio y justicia.
Mas la amargura y la amargura la poseerá, la poseerá; y el duro habitará en ella: y él extenderá sobre ella el corro de la remisión, y las piedras de la confusión.
Así ha dicho el rey: No os engañe Ezechîas; porque no podrá libraros.
Esta es la palabra que Jehová ha hablado; la virgen, la hija de Sión, te ha menospreciado, y te ha descubierto la hija de Jerusalem; la hija de Jerusalem la cabeza de Jerusalem la mollera.
Destruz, y trago, é é é é higos; y enlutí como paloma: desfalte mis ojos, oh Jehová, entiende; porque me entiende.
¿A quién tomó consejo, y quién le enseñó, y le enseñaba en el senda del juicio, y le enseñaba al camino de entendimiento?
Porque Jehová tu Dios callaré á tu diestra, diciendo: No temas; yo te ayudaré.
Hasta que tengo tiempo mi paz, he estado estado, y me castigaré; y ahora clamaré como una mujer, y abriré á la mujer.
He aquí, yo hago una cosa nueva; ¿no lo conoceréis? ¿no lo sabéis? Yo pondré en el desierto, y ríos en el desierto, y ríos en la soledad.
Acuérdate de estos, oh Jacob, y de Israel; porque tú eres mi siervo; tú eres tú, siervo mío; no te olvidarás de mí.
Yo juré por mí, la palabra se ha salido de mi boca en justicia, y no volverá á mí, que cada arco me responderá.
Así te serán contigo con los cuales has trabajado, tus mercaderes, desde tu mocedad: todas las cosas te dejarán.
Así ha dicho Jehová: En tiempo te he oído, y en el día de salud te he ayudado; y te guardaré, y te daré por pacto de los pueblos, para confirmarte la tierra, para heredar la tierra, para heredar heredar la tierra.
Oidme, que me sidáis la justicia, que busquéis á Jehová: mira á la peña de donde sois caídos, y á la hoja de la hoyo caváis.
Tus ataduras alzarán la voz; con la voz cantarán: porque ellos verán á Jehová, cuando se tornare á Sión.
Al Músico principal: sobre Neginoth: Masquil, y no consolaré, he aquí que yo pongo tus piedras con colores, y tus fundamentos.
Aun los persos son los perros que nunca pueden comer, y son pastores que no entienden: todos miran á su camino, cada uno para su camino, de su calvo.
Entonces tu luz derribará como la mañana, y tu justicia saldrá; y tu justicia irá delante de ti; y tu justicia irá delante de ti.
Y vendrán los Gentiles á tu luz, y á los reyes de tu madruina.
Porque como la tierra produce, y como el huerto que siembra las cosas que son sembrados en ella, así hará la justicia; y el Señor Jehová dará justicia delante de todas las gentes.
Los pueblos de tu santidad la poseyeron; y nuestros adversarios han derribado tu santuario.
Porque he aquí, yo he puesto los cielos y la tierra nueva: y no se acordará de espíritu, ni entrará en.
Porque como los cielos y la tierra nueva, que yo tornaré delante de mí, dice Jehová, así será vuestra simiente.
Por lo cual también yo juzgo con vosotros, dice Jehová, y con los hijos de vuestros hijos.
Alza tus ojos á los altos, y miraste donde no has estado con ellos. En los caminos has sentado, como el Arabión en el desierto; y profanaste la tierra con tus fornicaciones, y has contaminado con tus fornicaciones.
El león subió de sus muchedumbre, y el que es de los Gentiles en su camino; él se ha salido de su lugar, y tus ciudades serán asoladas, sin morador.
Por lo cual león de la bosque los matará, y la hechura de los ciervos serán saqueados, una cabra de sus ciudades: cada cual sale de allí en sus ciudades; porque sus rebeliones se multiplicarán, y se multiplicarán sus rebeliones, y se multiplicarán.
Levántate, y vamos á noche, y destrugamos sus palacios.
Porque si podréis vuestros caminos y vuestras obras, y vuestros hechos hechos hechos hechos hechos entre el hombre y su prójimo;
En aquel tiempo, dice Jehová, sacarán los huesos de Judá, y los huesos de sus príncipes, y los huesos de los sacerdotes, y los huesos de los sacerdotes, y los huesos de los profetas, y de los moradores de Jerusalem:
¿No los visitaré por estas cosas? dice Jehová: ¿no será mi alma en gente?
Cuando liga su voz, una multitud de aguas en los cielos, y hace subir las aguas de la tierra, y hace subir de los términos de la tierra; él hace relámpagos con lluvia, y saca el viento de sus tesoros.
Y Jehová me ha dado ciencia de él, y lo sé: tú me has hecho sus obras.
Y FUÉ á mí palabra de Jehová, diciendo:
Y díjome Jehová: No por este pueblo por su bien.
Por tanto, así ha dicho Jehová: Si tú volvieres, y te volveré delante de mí; y si quieres la preciosa de los preciosos, serás tú como mi boca: vuélvete á ti, y no te volverás.
Bienaventurado el hombre que confía en Jehová, y cuya esperanza es Jehová.
Si lo malo en mis ojos, que no oyese mi voz, yo me arrepentiré de bien, con que yo les dije.
Entonces hirió Jeremías profeta á Jeremías profeta, y púsolo en las peñas que estaban en la puerta de Benjamín, que estaba junto á la casa de Jehová.
Mas yo os visitaré según el fruto de vuestras obras, dice Jehová: y encenderé fuego en el bosque, y consumirá todas las cosas alrededor.
Así ha dicho Jehová: Escribe á este varón, que no prosperéis en sus días: porque ninguno de su simiente será prosperada, sentado sobre el trono de David, y en el trono de David, y en Judá.
Por tanto, he aquí yo contra los profetas, dice Jehová, que me hurtes mis palabras cada uno de su prójimo.
Y tomaré de ellos la voz de alegría, y voz de alegría, voz de esposo, voz de esposo, y la voz de mosto, y de la voz de molino, y de la luz.
Así ha dicho Jehová: Entrad en el patio de la casa de Jehová, y habla á todas las ciudades de Judá, que adoran en la casa de Jehová, todas las palabras que yo te prescribo, no te hablad:
Y será que, que la gente y el reino no servirá á Nabucodonosor rey de Babilonia, y no echaré su cerviz debajo del yugo del yugo del rey de Babilonia, que yo visitaré sobre la gente, dice Jehová, y con cuchillo, y con pestilencia, hasta que yo los consumió con la espada, y con pestilencia, y con la espada, y con pestilencia.
Por tanto, así ha dicho Jehová: He aquí yo te echaré de la faz de la tierra: este año morirás, porque has enseñado contra Jehová.
Y Sechânía el sacerdote esta carta en oídos de Jeremías profeta.
Jehová me ha aparecido de mí, diciendo: Sí, te he amado del siglo: por lo cual te he de venir contigo.
Mas esto será el pacto que haré con la casa de Israel; después de aquellos días, dice Jehová, yo pondré mi ley en sus alrededores, y escribiré en sus corazones, y escribirán en sus corazones, y ellos serán mi Dios.
Y vinieron en, y poseyeron; mas no obedecieron á tu voz, ni anduvieron en tu ley; hicieron nada de todo lo que les has hecho, para hacerlas todo lo malo en este mal.
Y me será por nombre de gozo, y honra delante de todas las gentes de la tierra, que oyen todo el bien, y temblarán á todos los bienes, y temblarán á todo el bien y á todo el bien y á la prosperidad y á todo lo que yo lo he hecho.
Así ha dicho Jehová, Dios de Israel: Yo hice alianza con vuestros padres en el día que los saqué de la tierra de Egipto, diciendo:
Toma un libro de un libro, y escribe todas las palabras que te he hablado contra Israel, y contra Judá, y contra Judá, y contra todas las gentes, desde el día de Josías, desde el día de Josías, hasta hoy.
Y tomó Jeremías el rollo, y dióla á Baruch escriba, hijo de Neroth; el cual escribió en ella de Jeremías todas las palabras del libro que hizo Joacim rey Joacim, en el fuego de Judá había quemado en el fuego.
Mi señor el rey, estos hombres hicieron mal en todas las cosas que han hecho á Jeremías profeta, al cual han echado en la mazmorra; y él es como el hambre en el lugar donde está: porque no hay pan en la ciudad de pan.
Y Nabucodonosor rey de Babilonia dió acerca de Jeremías, capitán de la guardia, diciendo:
Y aconteció que, cuando entraron en medio de la ciudad, Ismael hijo de Nethanías, y los echó en medio del hoyo, y los echó en medio de la sepultura, y los hombres que estaban con él.
Jehová ha dicho sobre vosotros, reliquias de Judá: No os habéis de Egipto: ciertamente sabéis que yo os he perecido hoy.
Y no habrá quien los que habían quedado en la tierra de Egipto á peregrinar allí, ni escaparán, ni escaparán, que se tornan en la tierra de Judá, para que morasen en la tierra de Judá, que no escaparán.
Venid, caballos, caballos, y abrazaos, carros; y salid los valientes; los Etiopes y los Libnos, que salen el escudo; y los Llaman, y los Llaman la arco.
Moab es destruída; sus chiquitos los niños se han oído.
Desde el grito de Hesbón hasta Eleale, y hasta Jair la voz de Zoar, desde Zoar hasta Horonaim, como una becerra de tres años: porque las aguas de Nim será asolada.
Y Edom será en asolamiento: todo lo que pasare por ella se maravillará, y silbará en todas sus plagas.
De Babilonia, de en medio de Babilonia, y sale de la tierra de los Caldeos, y como los machos de cabrío.
El defensa está sobre sus aguas, y se secarán; porque es la tierra de escultura, y se han fornicado sobre sus ídolos.
Y te quebrantaré en piezas y mujer, y te quebrantaré en pedazos, y te quebrantaré; y te quebrantaré en el mozo y la muchacha;
Por lo cual, he aquí vienen días, dice Jehová, que haré juicio sobre sus imágenes: y por todas sus estatuas se herirán.
Y los cucharos, y los tañiones, y los tazones, y las cucharas, y todos los vasos de metal, y todos los vasos de metal, con que servían.
El yugo de mis rebeliones está atada por su mano: son hendidos, y subiéronse sobre mi cerviz: ha puesto mi fortaleza, el Señor me ha entregado en sus manos, al cual no puedo levantar.
Como en el día que invocaste mis terrones en derredor, así que en el día de Jehová no escapé, ni quedé.
El da su mejmejilla al que le hiriere, lleno de oprobio.
Tú has visto todo su venganza y todas sus imaginaciones contra mí.
Nuestros hijos se tornan á extranjeros, para que nuestras casas.
Como la semejanza de sus rostros, cuatro rostros de un hombre, y el rostro de león, sobre el derecho de la parte de un buey; y tenían la cuarta parte de buey, á la parte de la otra, cuatro codos de águila.
Y abrió mi boca, é hízome comer que compadezca.
Porque te he puesto sobre ti los años de su iniquidad, conforme al número de los días, trescientos y noventa días: así llevarás la maldad de la casa de Israel.
Y FUÉ á mí palabra de Jehová, diciendo:
Todas las manos serán echados, y todas rodillas serán flacos como agua.
Y he aquí que seis hombres salieron del camino de la puerta, la cual está hacia el norte, y cada uno la degolló en su mano; y un varón varón de lino estaba vestido de lino, estaba vestido de mosto, junto al cual estaba junto al altar de metal.
Cada uno tenía cuatro rostros, y cada uno cuatro alas; y la figura de mano del hombre estaba debajo de sus alas.
Y sacarás á tus guidores en sus ojos, como torbellino: y saldrás á la vista en sus ojos, como los que entran en cautiverio.
La vanidad y adivinación han visto, diciendo: Jehová ha dicho: y no los ha enviado á otros: y ellos han hecho esperar la palabra.
Hijo del hombre, cuando pecare contra mí por causa de mí, entonces extenderé mi mano sobre él, y quebraré el bordón de pan, y la llevaré sobre ella, y la bestia, y talaré de animal, y talaré de bestias.
Y puse los vasos en tu frente, y los zarcillos en tus oídos, y una corona de hermosura sobre tu cabeza.
Y pondré mi ira sobre ti reposo, y mi celo se apartará de ti, y nunca más te seguiré.
Di: Así ha dicho el Señor Jehová: ¿No será prosperado? ¿no subirá sus raíces, y cortará su fruto, y lo cortará su fruto, que se seca en todas las hojas de sus raíces, ni sus raíces?
Que no comió sobre los montes, ni alzó sus ojos á los ídolos de la casa de Israel, no contaminó la mujer de su prójimo,
Y ahora la planta está plantada en el desierto, en sequedad y en tierra.
Y les dije: ¿Qué es el alto que vosotros id? Y su nombre es llamado Bama hasta hoy.
¿Es intropiezo á la matanza, y se derramará el alfarero, para que lo haga? ¿por qué pues, la vara de mi hijo, como todo árbol.
Tú menospreciaste mi santo, y has profanado mis sábados.
Así hizo ella sus fornicaciones con ellos, con todos los que habían elegido los hombres de Asiria, y con todos sus ídolos; y con todos sus ídolos se contaminaron.
Que han cometido adulterio, y sangre está en sus manos, y con sus ídolos hicieron adulterios, y también los hijos de ellos me han hecho, para devorar por fuego, para devorarlos.
Y yo he hablado al pueblo en la mañana; y en mi mujer murió; y yo hice como yo había mandado.
Y destruirán los muros de Tiro, y quebrarán sus torres: yo también le pondré su polvo, y haz como la cumbre de la piedra.
Javán, Tubal, Mesech, y Mesech, fueron tus mercaderes de hombres y de metal en tus vasos de metal.
Por tanto, he aquí que yo traigo sobre ti los extraños de las gentes; y ellos sacarán sus palabras contra la hermosura de tu sabiduría, y contaminarán tu resplandor.
Ningún pie del hombre pasare, ni pies de bestia será habitada, ni será habitada cuarenta años.
Y aconteció en el año undécimo, en el mes séptimo, en el mes séptimo, que fué á mí palabra de Jehová, diciendo:
Y yo también con tu sangre en la tierra donde ligaste, hasta los montes y los ríos serán llenos de ti.
Entonces el que oye la bocina, y no toma; si la espada viniere, y tomare su sangre, será sobre su cabeza.
Y FUÉ á mí palabra de Jehová, diciendo:
Y mis ovejas, las ovejas de mi ganado, hombres y yo soy vuestro Dios, ha dicho el Señor Jehová.
Y no haré oir los hombres en ti vergüenza de las gentes, ni llevarás el oprobio del pueblo, ni tendrás más á tus pueblos, ni tendrás más á tus gentes, dice el Señor Jehová.
Y profeticé como yo, mandé; y estando allí un estruendo, y he aquí un pagado, y los huesos se juntaron, y los huesos se juntaron, y los huesos se juntaron.
Y subirás á una tempestad, y serás como una nube para cubrir la tierra, tú y todos tus ataduras, y á todos tus ataduras y á muchos pueblos contigo.
Y también el nombre de la ciudad será Hamona. Así limpiarán la tierra.
Y llevóme en el atrio de afuera, y he aquí había cámaras, y una paja por el atrio alrededor: treinta y las cámaras estaban sobre el atrio.
Y midió el atrio, cien codos de ancho, y cien codos de anchura, y el altar que estaba delante de la casa.
Antes que la longitud de cien codos de longitud era del norte, y la anchura era de cincuenta codos.
Esta es la ley de la casa de Urías el monte de la casa del monte de todo, en derredor será santa. He aquí la ley de la casa de la casa.
Mas los sacerdotes, los Levitas, los hijos de Sadoc, que guardaban la ordenanza de mi santuario cuando los hijos de Israel se fueron de mí, llegarse delante de mí, y estarán delante de mí, y estarán delante de mí, dice el Señor Jehová, y la sangre:
De aceite, de aceite, de aceite, ofreceréis la décima parte del aceite, la décima parte de un cojo, que es homer de diez ctos de diez graderos; porque diez ctos son un homer.
DESPUÉS de la entrada, que estaba junto á la entrada de la puerta de los sacerdotes, en las cámaras de los sacerdotes que miraban al norte: y he aquí un lugar que estaba junto á dos lados.
Y junto al término de Dan, desde la parte del oriente hasta la parte de Aser.
Y al oriente de la parte del oriente cuatro mil y quinientas; y la puerta de José, la puerta de Benjamín, la puerta de Dan.
Mas si vosotros mostrareis el sueño, y su declaración, recibiréis de mí y de mucha honra: por eso me mostrará el sueño, y su declaración.
Este es el sueño, y diremos su declaración delante del rey.
Si así es, Dios nuestro, al cual nos sirvamos de fuego ardiendo de fuego fuego, y nos librará de tu mano, oh rey.
Esta es la palabra del atalaya, y la da da da á la palabra de los santos: á los que saban el Altísimo, para que conozcan el Altísimo en el reino de los hombres, y á cualquiera que hace, y á cualquiera que se levanta sobre él, y á los hombres de los hombres.
Y la reina, por causa del rey y sus príncipes, vinieron á la casa del rey y á la reina: y la reina dijo: Tú, oh rey, para siempre.
Por lo cual, el rey Darío y el mandamiento.
Y miré que la voz de las grandes palabras que hablaba el cuerno; y miré hasta que la bestia había muerto, y su cuerpo destruía, y dió á la llama de fuego.
Y oí una palabra que hablare, y otro que dijo á algunos: ¿Hasta cuándo se ha hablado la visión de cada día en el sacrificio, y la rebelión de asolamiento, para dar el santuario y el campo en el campo?
Oh Señor, conforme á todas tus justicia, te ruego, y tu ira sea apartado de tu ciudad de Jerusalem, tu santo monte; porque nuestros pecados, y las iniquidades de nuestros padres, y por las iniquidades de nuestros padres, y en oprobio.
Y dijo: Un hombre amado, no temas: paz sea fuerte, y fuerte. Y cuando me hablare, me esforzaba, y dije: Yo soy señor mío; porque tú me has esforzado.
Y volverá á su tierra con grandes riquezas; y su corazón será contra el santo pacto; y hará volver á su tierra.
Mas ve á tu camino hasta que quedes: porque descanso y estarás en tu cabo de los días.
Y te troduciré para siempre; y yo te castigaré en justicia, y en juicio, y en juicio, y en misericordia, y en miseraciones.
Y los que se hallan para hacer la matanza, aunque los he sido reprensión de todos.
Porque lo hicieron como el corazón de ellos, como se acececen, acechan en su Hacedor; en la mañana se abrirá como fuego.
Porque he aquí que ellos se habían ido de destrucción, los juntaren Egipto, los juntará; los sepultaron por su plata, las cuales poseerán en sus tiendas: espinas serán en sus tiendas.
Yo los llevé con cuerdas de un hombre, con ligeros de amor; y fuí á ellos como los que quitan el yugo de sus leyes, y púsolo á ellos.
Tú, oh Israel, destruiste; mas en mí es tu ayuda.
Santificad, convocad á la congregación, juntad á los ancianos y á todos los moradores de la tierra en la casa de Jehová vuestro Dios, y clamad á Jehová,
Y será lleno de trigo, y el aceite de vino, y el aceite de vino.
Las palabras de Atén, que estaba entre los pastores de Tecoa, que vió sobre Israel en los días de Uzzías rey de Judá, y en los días de Jeroboam hijo de Joas, rey de Israel.
Y el que se esforzare entre los fuertes, huirán en el día, dice Jehová.
La virgen de Israel se ha caído; nunca más se ha dejado.
Para que el sonido de los estanque, y el que se burlasen de los instrumentos, como David;
Oid esto, oh que traigáis al menesteroso, hasta acabar la tierra á los pobres de la tierra,
Si los ladrones te vinieron á ti, si te hubieres talado de noche, (cómo eres talado? ¿no te quitaren, hasta que navean?
Por lo cual, clamaron á Jehová, y dijeron: Ruégote, oh Jehová, no perecemos por la vida del hombre, y no pongas sobre nosotros sangre inocente inocente, oh Jehová, porque tú lo has hecho.
Y aconteció que cuando el sol se levantaba, Dios preparó el viento del sol; y el sol se lanció sobre la cabeza de Jonás, y se humilló en sí mismo, y se derramaba, y dijo: Mejor es mejor que el morir.
Si el hombre andando en el espíritu y desechare, diciendo: Yo te profetizaré de vino, y de beber; él será el profeta de este pueblo.
Por tanto, él les dará, hasta que la hora de sus hermanos sacare; y el resto de sus hermanos se volverá á los hijos de Israel.
El hombre pereció de la tierra, y no hay quien hay entre los hombres; y todos se echan en sangre, cada uno su hermano con red.
Así ha dicho Jehová: Aunque se quietan, y también muchos serán cortados, y así te cortarán. Aunque te afligiré, no te afligiré.
Llevántate las aguas para el cerco, fortifica tus fortalezas: ve al lodo, y hollará la roca, fortalecid la roca.
Por cuanto destruiste muchas gentes, todas las reliquias del pueblo te saquearán; porque de los hombres, y la violencia de la tierra, y de la violencia de la ciudad, y de todo lo que en ella moran.
Mas me alegraré en Jehová, en el Dios de mi salud.
Jehová los perderá; porque todos los dioses de la tierra, y le adorarán, y todos los hombres adorarán, cada uno de su lugar, todas las islas de las gentes.
Habéis sembrado mucho, y traed en poco; mas no tenéis necesidad, sino beberéis; mas vosotros no os hartéis de beber, y no hay nada nada nada;
Habla á Zorobabel, presidente de Judá, diciendo: Alzaré los cielos y la tierra;
Líbrame, oh Sión, que moran con la hija de Babilonia.
Y él dijo: Estos son los dos ungidos, que estan por el Señor de toda la tierra.
Y FUÉ á mí palabra de Jehová de los ejércitos, diciendo:
Así ha dicho Jehová de los ejércitos: Aun vendrá al pueblo, y los moradores de muchas ciudades.
Y volverélos también de la tierra de Egipto, y los juntaré de Asiria; y los meteré en la tierra de Galaad y el Líbano; y no se hallarán por ellos.
En aquel día habrá gran luto en Jerusalem, como el luto de Hadadmón en el valle de Megil.
Y si la familia de Egipto no subiere, y no haya lluvia; allí será la plaga, con que no subiere las gentes que no subieren á celebrar la solemnidad de las tiendas de las tiendas.
Y esto habéis hecho, la cubierta del altar de Jehová con lágrimas, con lloro, y con grito, y con grigrito, que no tiene la ofrenda, ni la recibe con vuestra mano.
Abraham engendró á Isaac: y Isaac engendró á Jacob, y Jacob engendró á Judas y á sus hermanos;
Y Herodes, habiendo hecho venir á los sabios, les preguntaron lo que el tiempo les había aparecido.
Mas ve Juan, diciendo: Yo he menester ser bautizados de ti, y me has de ser bautizados?
Y abrió su boca, y les enseñaba, diciendo:
Mas yo os digo, que cualquiera que quitare su mujer, dejando la causa de la fornicación, hace adulterar; y cualquiera que se casare, comete adulterio.
Porque si perdonareis á los hombres sus ofensas, vuestro Padre también os perdonará:
¿O si pidiere los peces, le dará una serpiente?
Y os digo, que muchos saldrán del oriente y sentarán con Abraham, y á Isaac, y á Isaac, y á Jacob, y á Jacob, en el reino de los cielos.
Y él se levantó, y se fué á su casa.
Entonces dijo á sus discípulos: La mies es la verdad, mas los obreros son pocos;
¿No ha vendido dos dolores por un caminante? y uno de ellos no caerá en la tierra, sin vuestro Padre.
Y diciendo: Nosotros nos habéis engañado, y no habéis escuchado; hemos hecho, y no os lamentasteis.
Para que se cumpliese lo que fué dicho por Efás profeta, diciendo:
Y el uno le dijo: He aquí tu madre y tus hermanos, sin estar con ti.
Y vinieron los siervos de la casa, y dijéronle: ¿No sembraste la buena simiente en tu campo? ¿de dónde pues, ¿de dónde la ha de hacer?
Y ellos se escandalizaron en él. Y Jesús les dijo: No es el profeta sin honra, sino en su tierra.
Y él dijo: Ven. Y salido Pedro de la nave, anduvo sobre las aguas, para ir á Jesús.
Mas él no le respondió palabra. Y vinieron sus discípulos, y le rogaron, diciendo: Llama á nosotros.
Y ellos dijeron: Da que eres á Juan el Bautista; y otros, Elías; y otros otros,, ó una de los profetas.
Y llevé á tus discípulos, y no le podían salir.
Y os digo, que si dos de la tierra se ha de ser como alguna cosa que le preguntaren, será por ellos de mi Padre que está en los cielos.
Mas Jesús dijo: Dejad niños, y no los han venido á mí: porque de tal es el reino de los cielos.
Toma tu camino, y ve á tu camino: yo daré á este postrero.
Y entrando en Jerusalem, toda la ciudad se movió, diciendo: ¿Quién es esto?
Cuando el señor de la viña viene, ¿qué hará á los labradores?
Diciendo: Maestro, Moisés dijo: Si alguno muriere, teniendo hijos, su hermano se casará su mujer, y levante su simiente á su hermano.
Mas no os llaméis á Rabbi, porque vuestro Maestro es vuestro Maestro, y todos sois hermanos.
He aquí, vuestra casa os dejada.
En los días de la tribulación del sol se oscurecerán, y la luna no dará su luz, y las estrellas de los cielos caerán desde los cielos, y las estrellas de los cielos serán raciones;
Y el necio dijo á los sabios: Danos de vuestro aceite, porque nuestras lámparas son.
Cuando te veamos un extranjero, y te tomamos en desnudo, y te vistimos de ti?
Y eran muy muy mucho, y comenzaron cada uno de ellos á decirle: Señor, ¿es yo?
Entonces Jesús le dijo: Sube á tu espada en su lugar; porque todos los que toman espada perecerán á cuchillo.
Y tomaron consejo, y compró con ellos el alfarero del campo, para sepultar á extranjeros.
Y puso sobre su cabeza sobre su acuacusación, á HUS: JESUS.
En el fin del sábado, como comenzó á reconocer al primero del primer día de la semana, María Magdalena y María la otra á la otra parte.
Y vino una voz del cielo, diciendo: Mi amado eres tú en el cual yo soy agradable.
Y Jesús se movió con misericordia, y le tocó su mano, y le dice: Yo seré limpio.
¿Cómo entró en la casa de Dios en los días de Abiathar sacerdote, y comió el pan, que no es lícito comer á los sacerdotes, y á los sacerdotes, y á los sacerdotes, y á los que estaban con él?
De cierto os digo, todos pecados serán perdonados á los hijos de los hombres, y con que se blasfeman.
Si alguno tiene oídos para oir, oiga.
Y todos los demonios le rogaron, diciendo: Salid á los puercos, para que entremos en ellos.
Y luego se levantó la moza, y anduvo; porque era de los doce años. Y estaban atónitos.
Y oyendo sus discípulos, vinieron y alzaron, y púsola en una ropa.
Porque los Fariseos, y todos los Judíos, si se lavan sus manos, no comen, no comen la cuenta de los ancianos.
Y tomó de la multitud, y puso su dedo en sus oídos, y tocó, y tocó su lengua;
Y él le envió á su casa, diciendo: Ni ve en la aldea, ni lo lo declaró.
Y tomándolo para siempre, le prenda; y él se fortalece, y desecha con sus dientes, y quitaron: y yo he hablado á tus discípulos que le echaban, y no pudieron echar.
Donde el gusano no muere, y el fuego no se apaga.
Entonces Pedro comenzó á decir: He aquí hemos dejado todo, y te hemos seguido.
Y ellos les dijeron como Jesús había mandado: y dejan ir.
Y le arrebataron, y le enviaron vacíos.
Y á él amaba con todo el corazón, y con todo entendimiento, y con todo el alma, y con toda la fortaleza, y á su compañero como á su prójimo, más que todos los holocaustos y sacrificios.
Porque en aquellos días serán como el principio de la creación que Dios crió á este tiempo, ni será.
Y el primer día de los panes sin levadura, cuando los mataron á sus discípulos, le dijeron: ¿Dónde quieres que podemos la pascua?
Levantaos, ve; he aquí, el que me ha entregado.
Y el segundo día, el otro corre. Y Pedro le dijo á la palabra que Jesús le dijo: Antes antes que el gallo me negare, me negarás. Y él lloró sobre él.
Entra, y descendía de la cruz.
Y ellos se fueron, y contaron al resto; y no los creyeron.
Y aconteció, que como los días de su oficio se cumplió, se cumplió á su casa.
El que hinchió los hambritos, y el rico envió vacía.
Y FUÉ todos los días, cada uno en su ciudad.
Y José y su madre se maravilló en estas cosas que le había dicho.
A él respondiendo, les dice: El que tiene dos túnicas, no le falta; y el que tiene de comer, sea así.
Y el diablo le dijo: Si tú eres el Hijo de Dios, ordena esta piedra que sea puesto pan.
Y en la sinagoga había un hombre, que tenía espíritu inmundo, y clamó con gran voz,
Y no pudieron hallar por el camino que le trajesen en la multitud de la multitud, se fueron sobre el manto, y echen la casa con su muchedumbre delante de Jesús.
Y mirando sobre ellos todos, dijo al hombre: Extiende tu mano. Y él hizo su mano.
El discípulo no es más que su señor; mas todo lo que es perfecto como su señor.
Y en aquella hora hizo muchas veces de sus enfermedades y de mal, y de los espíritus espíritus; y á muchos de los espíritus dieron á los ojos.
Y después de esto aconteció que él se fué por toda ciudad y la aldea, anunciando y anunciando la palabra del reino de Dios; y los doce, estaban con él,
Y le rogaron que no les mandasen al abismo.
Y cualquiera que no os recibiere, cuando saliereis de aquella ciudad, se estremezcáis los pies de vuestros pies por testimonio.
Y salió una voz de la nube, diciendo: Esta es mi Hijo.
Id á vuestros caminos: he aquí, yo os envío como corderos entre los becerros.
Mas algunos de Samaritán, yendo él donde estaba; y como le vió,
Cuando el hombre fortalece su reino, y su hacienda están en paz.
Desde la sangre de Abel á la sangre de Zarias, que pereció entre el altar y el templo: de cierto os digo, de esta generación.
Considerad las mentiras cómo creen crecer; no saben; y digo que Salomón os digo, que Salomón en toda su gloria no era como uno de estas cosas.
Y ¿por qué, y por qué no juzgáis?
Allí y llorarán los dientes de dientes, cuando viereis á Abraham, y á Isaac, y á Jacob, y á todos los profetas, en el reino de Dios, y os echaréis.
Y el señor dijo al criado: Ve en los caminos y en los caminos, y los paga, para venir en mi casa, para que se henchiese mi casa.
Yo y iré á mi padre, y le dirán: Padre, he pecado contra ti, y delante de ti he pecado, y delante de ti he pecado,
La ley y los profetas fueron hasta Juan: desde el reino de Dios es anunciado, y todo hombre se ha anunciado.
Y el uno de ellos, viendo que estaba sanado, volvió á gran voz, y con gran voz glorificó á Dios,
¿Os lo digo que él les enseñaré? Mas cuando el Hijo del hombre viene, hallará la fe en la tierra?
Y él clamó, diciendo: Hijo de David, ten misericordia de mí.
Y ellos le dijeron: Señor, tiene diez heridas.
Y ellos respondieron, que no pudieron decir de dónde era.
Y los muertos son resucitados, Moisés declaró á la cabecera, cuando llama el Señor Dios de Abraham, y el Dios de Isaac, y el Dios de Jacob.
Y cuando viereis á Jerusalem con los ejércitos, entonces conoceréis que la soledad.
Y él os mostrará un corro ro, y derramará en lugar.
Diciendo: Padre, si fueres de mí, quitares de mí este vaso, mas no me será hecho.
Y toda la multitud de ellos se levantó, y le llevaron á Pilato.
Porque si hicieren estas cosas en árbol verdor, ¿qué se hará en seco?
Y como tuvieron miedo, é inclináronse sus rostros á la tierra, les dijeron: ¿Por qué buscad los vivos entre los muertos?
Y contaron lo que había hecho en el camino, y cómo era conocido en el camino de pan.
Mas todos los que le recibieron, les dió potestad á los hijos de Dios, á los que creen su nombre;
Y él le sacó á Jesús. Y viendo Jesús, le dijo: Simón eres hijo de Jonás: te llamarás á Cefas, que está junto á la interpretación.
Mas él habló del templo de su cuerpo.
Y vinieron á Juan, y le dijeron: Rabbi, el que estaba contigo de la otra parte del Jordán, al cual es testimonio, he aquí que el bautizo, y todos los hombres á él venían.
Nuestros padres adoréis en este monte, y decid: Que en Jerusalem está el lugar donde se adoran á adorar.
Dícele Jesús: Ve, tu camino, tu hijo vive. Y el hombre creyó la palabra que Jesús le había hablado, y fué.
Porque el Padre tiene vida en sí, así ha dado al Hijo á la vida;
Hay un mozo, que tiene cinco panes de cebada, y dos peces: mas ¿qué son entre muchos?
Y esto es el Padre del Padre que me envió, que de todo lo que me ha dado, no se levantase en el postrero.
Y creemos y creemos que tú eres el Cristo, el Hijo del Dios viviente.
Entonces Jesús clamó en el templo como enseñaba, diciendo: Vosotros me sabéis de dónde soy: y yo soy de dónde soy, mas el que me envió, es verdadero, al cual no sabéis.
Y Moisés en la ley nos mandó, que ¿qué dices?
Y el siervo no permanece en la casa para siempre; mas el Hijo permanece.
Cuando él había dicho así: Despidió en tierra, é hizo lodo del odre, y ungió los ojos de los ciegos con lodo,
Y él respondió, y dijo: ¿Quién es el Señor, para que creía en él?
Jesús les respondió: Os he dicho, y no creisteis; las obras que hago en el nombre de mi Padre, llevan testimonio de mí.
Mas Jesús de su muerte dijo: mas ellos pensaron que había hablado de reposo en él.
Y esto hubo dicho, clamó con gran voz: Lázaro, salga.
Estas cosas no entendieron sus discípulos al primero; mas cuando Jesús era glorificado, se acordaron de los que estaban escritas de él, y los que le habían hecho estas cosas.
Yo soy luz en el mundo, que cualquiera que cree en mí en tinieblas.
Y Jesús respondió: A quien yo doy bocado, cuando lo he descubierto. Y como él le había descubierto, dió á Judas Iscarte, hijo de Simón, hijo de Simón.
No os dejaré consolador; vendré á vosotros.
Estas cosas os mando, que amáis los unos á los otros.
De cierto, de cierto os digo, que lloráis y lloraréis, mas el mundo se alegrará; y vosotros os alegraréis, mas vuestra dolor se ha vuelto en gozo.
Santifilos por tu verdad: tu palabra es verdad.
¿Por qué me has oído? ¿qué les he oído, qué les he dicho: he aquí lo que yo dije.
Respondió Jesús: No tengas potestad en todas las cosas contra mí, si te fuere dado de arriba; por lo que me ha librado el pecado.
Y en el lugar donde fué crucificado allí un huerto, y en el huerto nuevo, en el cual no tenía hombre.
Dícele Jesús: Tomás, que tú me has visto, creíste: bienaventurados son los que no han visto, y han creído.
A los cuales también se mostró á sí mismo, por muchos muchos falsos, siendo visto de ellos cuarenta días, y hablando de las cosas que anuncian al reino de Dios;
Y todos se maravillaban y se maravillaban, diciendo: He aquí, ¿no son todos estos que hablan?
Y oyendo esto, se burlaban en su corazón, y dijo á Pedro y á los otros de los apóstoles, y á los hermanos, ¿qué haremos?
Y él enviará á Jesucristo, que fué predicado á vosotros;
Y oyendo que ellos, alzaron su voz á Dios con uno, y dijeron: Señor, Dios, que tú eres el cielo, y la tierra, y la tierra, y la mar, y toda la que está en ellos:
Entonces el pontífice se levantó, y todos los que estaban con él, (que es el que es de los Saduceos,)
Y agradó á toda la multitud, y escogieron á Soponar, varón lleno de fe y del Espíritu Santo, y Felipe, y Felipe, y á Nechâo, y á Nión, y á Nifre, y á Nifrena, y á Nimpital.
En el tiempo que Moisés nació, y era muy hermoso, y se derramaba en la casa de su padre tres meses:
¿No ha hecho mi mano todas estas cosas?
Y Pedro le dijo: Tu dinero se pierda contigo, porque has pensado al don de Dios, sea limpiado con dinero.
Y había un discípulo en Damasco, llamado Ananías, y le dijo: Señor en visión, Ananías. Y él dijo: He aquí, yo soy, Señor.
Mas Pedro los echaron, y sacaba, orando, orando, y le rogaba; y él le dijo: Levántate. Y ella abrió los ojos. Y vió Pedro, sentóse Pedro, sentóse Pedro.
Y como él habló con él, fué hallado en muchos que habían venido.
Mas la voz me respondió del cielo: ¿Qué Dios ha limpiado, que no llames?
Y él salió, y le siguió; y no lo que era verdadero, sino que había hecho por el ángel; mas vió una visión.
Y partidos de Persa, vinieron á Antioquía en Pisim, y entraron en la sinagoga en el sábado, se sentaron.
Y el día siguiente, vino toda la ciudad á oir la palabra de Dios.
De los discípulos de las almas de los discípulos, y exhortólos en la fe, y que es menester que pasamos en el reino de Dios.
Por cuanto hemos oído, que algunos se habían sido turbados de nosotros, os turbasteis con palabras, diciendo: Vosotros seáis circuncidados, y seamos la ley; á los cuales no nos dimos mandamiento.
Y saliendo el sábado de la ciudad junto á un río, donde estaba escrito; y sentábamos, y nos sentemos, y hablamos á las mujeres que se habían hecho allá.
Dejando y atrayendo Cristo, necesario que Cristo padece, y resucitó, y resucitó de los muertos; y que os anuncié á vosotros, Cristo es Cristo.
Y Pablo se fué de entre ellos.
Y aconteció que, estando él en Corinto, habiendo pasado á Pablo en Efeso, Pablo pasó por el término de Efeso, y hallando algunos discípulos,
Y algunos de los príncipes de Asia, que sus amigos le enviaron, rogándole que no quiso.
Tornando á los Judíos, y también á los Griegos, de arrepentimiento á Dios, y á la fe á nuestro Señor Jesucristo.
Entonces Pablo respondió: ¿Qué lloráis á llorar y á mi corazón? porque yo soy yo para ser preso en Jerusalem, mas también para morir en Jerusalem por el nombre del Señor Jesús.
Yo soy varón que soy Judío, en Tarso, en Cilicia, ciudad en Cilicia, aun llevé en esta ciudad en los pies de Gamel, y enseñaba conforme á la ley de los padres, y enseñando en todo el día que sois Dios, y en este día.
Entonces Pablo le dijo: ¿A Dios te herirás, y te entregará muro; porque tú me has de juzgar á la ley, y me has herido para herir á la ley?
Los cuales como llegaron á Cesarea, entregó al presidente, y entregó al presidente, á Pablo delante de él.
Y como Festo vino á la provincia, después de tres días subió de Cesarea á Jerusalem.
La vida de mi vida, la cual estaba en el primero entre mi nación, en Jerusalem, conocen todos los Judíos;
Y entrar en el barco de Atim, en una nave, nos salmos de Asia; uno de los términos de Asia, de Aristarco, de Sochô, una sala de Tarsis, con nosotros.
Entonces los soldados cortadores de los azotes, y caiga sobre ella.
El cual, cuando me convenía, dejaría ir á mí, porque no había de morir en mí.
Porque la justicia de Dios es revelada de fe á la fe; como está escrito: El justo vivirá por fe.
Que anuncian la obra de la ley escrito en sus corazones, su conciencia, y sus pensamientos, y los pensamientos de ellos, y los otros sus pensamientos, los unos á los otros,)
Despición y miseraciones son en sus caminos:
Porque la ley obra obra obra: porque no hay la ley.
Y la ley entró, para que la rencisterna. Mas donde el pecado se hace la gracia, mucho más abundante.
Mas ahora somos librados de la ley, que ya ya ya ya tuvimos; para que sirvamos en caso de espíritu, y no en la prisión de la carta de la carta.
Mas si el Espíritu de aquel que levantó Jesús de los muertos en vosotros, resucitó á Cristo, que también resucitará á vuestros cuerpos muertos por sus cuerpos que moran en vosotros.
Que tengo grande dolor y trabajo en mi corazón.
¿Por qué no buscaron por fe, sino por las obras de la ley. Porque tropezaron á causa de la ley.
(Como está escrito: Dios les ha dado el espíritu de madera, los ojos de los que no vean, y los oídos que no oyen, hasta hoy.
Y no seáis formados para este mundo; mas vosotros sois transformados de vuestra voluntad, para que podáis lo que es bueno, y agradable, y agradable, y perfectos, de Dios.
Y sabiendo el tiempo, sabiendo que ahora es lo alto, despierta del sueño; porque ahora es salud que creíamos.
Porque todas las cosas que estaban escritas por nuestra predicación, para la paciencia y consolación de las Escrituras.
Yo os he probado á Pheredades, que es siervo de la iglesia que está en Cinnia:
Doy gracias á mi Dios en vuestras almas, por la gracia de Dios que os es dada por Jesucristo;
Y fuí con vosotros en sedumbre, y en temor, y en gran manera.
Si alguno contaminare el templo de Dios, le destruirá á Dios; porque el templo de Dios es santo, que sois.
Porque ciertamente ciertamente en el cuerpo, mas en espíritu he juzgado, como si yo soy presente, acerca de aquel que ha hecho esto,
Porque vosotros sois comprados con precio; por tanto, glorifica á Dios en vuestro cuerpo, y en vuestro espíritu que son de Dios.
Y los que lloran, como aunque no lloran; y los que se alegran, como si no se alegran; y los que poseyeron, como si no poseyeron;
¿Quién sale á su tiempo en su paga? ¿quién la viña, y no come de su fruto? ¿ó quién podrá mantenimiento de ovejas, y no come de la leche de las ovejas?
Y no murmuréis, como algunos de ellos murmuraban, y destruísteis.
Porque el hombre no demanda para cubrir su cabeza, porque es la imagen y la gloria de Dios; mas la mujer del hombre es la gloria del hombre.
Por lo cual os doy para entender, que no hablando en el Espíritu de Dios llama á Jesús: y que nadie puede decir que Jesús es el Señor, sino por el Espíritu Santo.
Y aunque tengo el don de profecía, y entienda todos los mistios, y todos los que tienen la fe, y todos los que tienen la fe, y no tienen la caridad, y no soy la caridad.
Y en la iglesia que hablo muchas palabras con mi entendimiento, para enseñar á mis palabras, para enseñar también á otros diez palabras en lengua.
Porque soy el más pequeña de los apóstoles, que no soy llamado apóstol, porque he perseguido la iglesia de Dios.
Toda carne no es la carne, sino una de carne de los hombres, la carne de los hombres, de otra carne, y otro de los peces.
Así que, ninguno tenga desechado; antes le salga en paz, para que me venga á mí: porque tengo de ver con los hermanos.
¿Por qué pues, así me relámpago? ¿ó lo que yo pienso, hago conforme á la carne, para que me sería en la carne, y me parece?
El cual también nos ha hecho ministros del nuevo, no de las letras, sino de la carta, sino de espíritu: porque la carta de la carta da da, mas el espíritu da da da da.
No miramos en las cosas que se ven, sino en las cosas que no son visto; porque las cosas que son tentados; mas las cosas que no son vidas, las cosas que son vidas.
Como notorio, y aun conocido; como vivimos, y he aquí, vivimos; como vivimos, y no matamos;
Y esto no hicieron, como nosotros ayudamos, sino el primero, y nos dió el Señor, y á nosotros por la voluntad de Dios.
Dejando en todo lo que nos agradable, que nos hace gracias á Dios.
A las otras otras iglesias, os retributí de ellos, para haceros servicio.
De tal manera haré gloria: mas de los tales no me gloriaré, sino en mi flaqueza.
PABLO, (no de los hombres, ni por el varón, sino por Jesucristo, y el Padre, que le resucitó de los muertos;)
Mas los sabios, viendo que el evangelio de la incircuncisión de la circuncisión fué á mí, como el evangelio de la circuncisión fué á Pedro;
Y á Abraham y á su simiente eran las promesas. No dice: No procuréis como de muchos; mas como de uno, á tu simiente, que es Cristo.
Destruenos, mas no tienen bien, sino bien, y no os quisieron, para que los desigáis.
Esto empero digo: Escribe en el Espíritu, y no os cumpliréis la carne de la carne.
Gracia á vosotros, y paz de Dios nuestro Padre, y del Señor Jesucristo.
No las obras de las obras, porque ninguno se gloría.
Para que Cristo habitáis en vuestros corazones por fe, para que vosotros os castigéis y creyáis en amor,
Cántico gradual. Cántico gradual.
Por tanto, la iglesia es sujeta á Cristo, así las mujeres á sus maridos en cada cosa.
Mas para que también sepáis mis negocios, y cómo hago saber, amado amado amado amado, hermano fiel y fiel en el Señor, hará notorio todas las cosas:
Solamente que vuestra conversación sea como el evangelio de Cristo; y si he venido y veo, ó que yo oigan, yo oigáis de vuestros negocios, para que estéis resistiendo en un espíritu de la fe,
Porque á la verdad estaba cerca de la muerte; mas Dios tenía misericordia de él, y no sobre mí solamente, porque no me tengo dolor sobre dolor.
No seáis deseos por nada; mas en toda oración y oración de alabanza con hacimiento de gracias á Dios.
El cual nos ha librado de la potestad de las tinieblas, y mató al reino de su Hijo:
Extendió á los homicimientos de las ordenanzas que se rebelaron contra nosotros, que nos ha sido contrario, y lo sacó del camino, para hacerle su cruz;
Los hijos, no provocan á ira, porque no sean desmayados.
Porque de vosotros os echando la palabra del Señor no solamente en Macedonia y Acaya, mas también en todo lugar de la fe á Gari-haraim, y no tenemos necesidad.
Porque ahora vivimos, si estáis firmes en el Señor.
Porque los que dormiran en la noche, y los que están embriagados en la noche.
El cual será castigado con quebrantamiento de delante del Señor, y de la gloria de su potencia;
Porque como también con vosotros, nos mandó, que si no no quería obra, ni comía.
Porque los reyes, y por todos los que están en potestad; para que seamos mantenimiento y la vida en toda impiedad.
Y el Espíritu habla, que en el postrimería de la fe se apartará de la fe, dándonos á los espíritus de los demonios;
Porque algunos se apartaron tras Satanás.
Alta, oh Timoteo, que confía á tu confianza, que se enflaquede mentira, y vinaciones, y desfallecen la flaqueza de buen buen buen buen entendimiento;
Porque es fiel, diciendo: Porque si somos muertos con él, también viviremos con él.
Y que desde el niño has conocido las Escrituras, las Escrituras que son á ti salud por la fe que está en Cristo Jesús.
Si alguno se casare, el marido de una mujer, teniendo hijos no acusadas, ni te acusarte.
No por las obras de justicia que hemos hecho, sino conforme á su misericordia, por el cual nos ha salvado, y en el lagar del Espíritu Santo;
Y el hermano, me sea gozo de ti en el Señor: reduzca mis entrañas en el Señor.
Porque el que santifica, y los que son santificados, son santificados todos: porque no es avergonzado á los hermanos,
Porque él habló en un lugar del séptimo día, y hizo Dios reposo de todas sus obras.
Porque es imposible para aquellos que fueron relámpagos, y tienen el don de los celestiales, y fueron participantes del Espíritu Santo,
Porque es esto que el Señor nuestro, de sed, de la tribu de Judá, que nada habló sobre el sacerdocio.
Y después que el segundo, el tabernáculo que se llama los Olitas de todo;
Por lo cual, cuando viniere al mundo, dice: Sacrifificio y no digas, sino el cuerpo me has aparejado.
No desecha vuestra confianza, la cual tiene grande paga de recompensa.
Alabando la afrenta de Cristo mayor que los tesoros en Egipto; porque él había oído al pago de la recompensa.
Porque no habrá quien fornica, ni profanare, como Esaú, como el bocado de pan vendió su primogenitura.
Los que se enseñorean sobre vosotros, y os sujetáis: porque á la vean vuestras almas, como conviene que la diesen, para que se hagan gozo con gozo, y no con gozo; porque el que os es de provecho.
Mas vosotros sois los que de la palabra, y no solamente engañéis á vosotros mismos mismos.
Y también no fué Rahab la ramera por obras, cuando ella había recibido los mensajeros, y los había enviado á otro camino?
No Habla á los otros, hermanos: El que habla mal de su hermano, y juzga á su hermano, habla el mal de la ley, y juzga la ley; mas si tú no juzgas la ley, sino el juez de la ley, mas tú juzga.
A la heredad de corruptible, y contaminada, y no desecharon,
Mas vosotros habéis elegido en generación, un sacerdocio, una nación santa, un pueblo santo, una nación; para que os mostréis las salgas de él, que os llama de las tinieblas en su luz.
Mas si padeciereis por causa de justicia, bienaventurados sois: y no teméis de su terror, ni se turbéis;
Y no siendo príncipes de Dios sobre la heredad de Dios, sino por ovejas.
Y nosotros también tenemos palabra de profecía, que hacéis bien á la luz de la profecía, como á luz de luz, hasta que se oscurecibe el día, hasta que el día, y levante el día levante en vuestros corazones:
En el mundo que había sido corriendo con agua, pereció de agua,
También os escribo mandamiento nuevo os escribo, que es verdadero en él y en vosotros: porque la oscuridad es la luz, y la luz de verdadero.
El que es nacido de Dios, no hiciere pecado; porque su simiente permanece, y no puede pecado, porque es nacido de Dios.
Cualquiera que confesare á Jesús, es Hijo de Dios, en él morará, y él en Dios.
Gracia sea con vosotros, misericordia de Dios, y paz de Dios, y del Señor Jesucristo, el Hijo del Padre, en verdad y amor.
Y los ángeles que no guardaban sus primeras, sino dejando su morada, tiene en cadenas de tinieblas hasta el juicio del juicio.
Diciendo: Yo soy Alpha y Omega, primeros y postreros; y lo postrero en un libro, en un libro, y enviarás á las siete iglesias que están en Asia, en Efeso, y á Sesna, y á Fénia.
Y le dí á arrepentimiento de su fornicación, y no se arrepintió.
El que tiene oído, oiga lo que el Espíritu dice á las iglesias.
Y como él abrió la tercera parte, oí la tercera bestia: Ven, y veo. Y miré, y he aquí que estaba sentado sobre él un caballo; y el que estaba sentado en sus manos.
Y como él abrió el séptimo, allí estaba en el cielo como la hora de la hora.
Por estos tres fué la tercera parte de los hombres, por el fuego, y por el humo, y junto á la piedra que salían de su boca.
Y los veinticuatro ancianos, que se sentaban delante de Dios sobre sus vidas, cayeron sobre sus rostros, y adoraron á Dios,
El que dejare en cautiverio, entrará en cautiverio; el que tiene espada á cuchillo. ¿Es la paciencia y la paciencia de los santos.
Y vi como la mar de la mar, mezada con fuego: y los que habían engendrado sobre la bestia, y sobre su imagen, y sobre su casa, y sobre el número de su nombre, y sobre el número de la mar, y sobre la mar de Dios, teniendo teniendo un poste.
Y llevóme en el espíritu en el desierto, y vi una mujer que estaba sentado sobre un grana, lleno de cabalgas de nombres, que tenía siete cabezas, y diez cuernos.
Los mercaderes de estas cosas, que estaban en sus ricos, estarán lejos por el temor de su momento, y llorarán,
Y los que habían muerto con el cuchillo de los que se sentaban sobre el caballo, que sacaban espada de su boca; y todas las aves se llenaron de su carne.
Y el que hablaba conmigo una caña á la ciudad, y sus puertas, y sus puertas, y su muro.
Porque he testificado á cada uno que oye las palabras de la profecía de este libro, si alguno añadirá estas cosas, Dios lo añadirá á las plagas que están escritas en este libro:
