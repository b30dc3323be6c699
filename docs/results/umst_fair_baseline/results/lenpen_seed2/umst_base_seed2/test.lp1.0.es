EN el principio, criatura al cielo y la tierra.
Y vió Dios todo lo que había hecho, y he aquí, fué muy bueno. Y la tarde y la tarde fué el sexto día.
Porque Dios conoce que en el día de su comer, vuestros ojos serán abiertos, y seréis como dioses, sabiendo bien y malo.
Y ahora te maldigas de la tierra, que abrió su boca para recibir la sangre de la sangre de tu mano de tu mano;
Y vivió Mahalaleel y cinco años, y engendró á Jared.
Y dijo Dios á Noé: El fin de toda carne ha venido delante de mí; porque la tierra está llena de violencia, y he aquí que yo los destruiré con la tierra.
Y murió toda carne que se movió sobre la tierra, y de aves, y de animales, y de toda reptil que anda arrastrando sobre la tierra, y cada uno:
Y ciertamente ciertamente de vuestra sangre daré, á la mano de cada bestia de toda bestia, yo lo requeriré, y á la mano de cada uno, á la mano de cada uno.
Y los hijos de Ham: Cuán, y Mizpa, Pispa, y Canaán.
Y ellos dijeron: Id, para que nos edifiquemos una ciudad y torre, cuya cumbre hasta el cielo; y hagamos nombre, porque no podemos esparcidos sobre la haz de toda la tierra.
Y pondré en gente grande, y te bendeciré, y te bendeciré tu nombre; y serás bendición, y serás bendición.
Y moraban Abram en la tierra de Canaán, y habitaron en las ciudades de la llanura, y asentaron su tienda hacia Sodoma.
A los mozos que habían comido los mozos, y la parte de los hombres que habían ido conmigo, Aner, y Mamre, y Mamre su parte.
Y el ángel de Jehová le dijo: Vuélvete á tu fortaleza, y te mudaste debajo de sus manos.
Y tomó Abraham su hijo, y todos los que nacieron en su casa, y todos los que compraban con su dinero, todos los hombres de la casa de Abraham; y circuncidó la carne de su prepucio, como Dios le había dicho.
Y Jehová dijo: Si he hallado en Sodoma cincuenta justos en la ciudad de la ciudad, yo perdonaré todo el lugar de ellos.
El sol se ha levantado sobre la tierra cuando Lot entró en Zoar.
Y dijo Abimelech: He aquí mi tierra está delante de ti: donde te agrada.
Y tomó Abraham ovejas y bueyes, y dióles á Abimelech, y dióles pacto.
Y Bethuel engendró á Rebeca: estos engendró á Nachôr, hermano de Abraham.
Y el criado que puso su mano debajo de Abraham su señor, y juró acerca de aquel negocio.
Y dije á mi señor: Quizá la mujer no me seguiré.
Y ella le parió á Adonía, y á Joán, y á Medán, y á Isbac, y Sila.
Y dijo Esaú: He aquí yo estoy á morir; y ¿qué provecho á mí? ¿y qué provecho me hará esto?
Y dijeron: No hemos visto que Jehová estaba contigo; y dijéremos, y dijeron: Vamos ahora este juramento entre nosotros, entre nosotros y ti, y haznos alianza contigo, y haznos alianza con ti alianza;
Y no le contó, por cuanto sus manos fueron deshechos, como las manos de Esaú su hermano: así lo bendijo.
Y obedecieron á Jacob su padre y á su madre, y fué á Padan-aram;
Y Labán dijo á Jacob: Por cuanto tú eres mi hermano, ¿por qué me sirves? ¿qué me declarará, ¿qué serán?
Y Zilpa de la sierva parió á Jacob un hijo.
Y apartó Jacob los corderos de los rebaños, y puso los rostros de los rebaños, y todas las ovejas en las ovejas de Labán; y puso sus ovejas á sí, y no las puso en ganado de Labán.
¿Por qué te huiste, y te quitaste de mí, y no me has dicho, para que yo te envío con alegría, y con arpa, y con arpa, y con arpa, y con arpa?
Y viendo Jacob, les dijo: Este es el ejército de Dios: y llamó el nombre de aquel lugar Mahanaim.
Por tanto, los hijos de Israel no comen de la costria, que está sobre la coja del muslo, hasta el día de Jacob: porque tocó la coja de Jacob en el solano.
Y habitaréis con nosotros: y la tierra será delante de vosotros, y moriréis en ella, y os entraréis en ella.
Y apareció Dios á Jacob, cuando salió de Padan-aram, y bendíjolo.
Estos son los nombres de los hijos de Esaú: Eliphaz hijo de Ada, mujer de Esaú, Reuel hijo de Basta, mujer de Esaú.
Y estos son los nombres de los duques que habían venido de Esaú, conforme á sus familias, por sus nombres, por sus nombres, por sus nombres, el duque Alús,
Ven, y vengamos á Ismaelitas á Ismaelitas, y no sea nuestra mano; porque él es nuestro hermano y nuestra carne. Y sus hermanos fueron contentados.
Y preguntó á los hombres de aquel lugar, diciendo: ¿Dónde está la ramera, que estaba en el camino por el camino? Y ellos dijeron: No hubo ramera en este lugar.
Mas Jehová fué con José, y le mostró misericordia, y le dió gracia en ojos de la guarda de la cárcel.
Y durmió él, y vió la segunda vez; y he aquí siete espigas de trigo sobre un peñasco, y bueno.
Y junta toda la mantenimiento de aquellos años, y ponga trigo debajo de la mano de Faraón, y los guarden pan en las ciudades.
Y conoció José á sus hermanos, mas no le conocieron.
Y él dijo: Hijo mío no descenderá con vosotros; porque su hermano es muerto, y él es dejado mal: si cayere por el camino por el camino que entrareis, entonces descenderéis con dolor á la sepultura.
Y José se apresuró á sus entrañas, porque su hermano puso sobre su hermano: y buscó donde lloraba, y entró en su cámara, y lloró allí.
Y nosotros dijeron: No podemos descender; si nuestro hermano menor sea con nosotros, entonces descenderemos: porque no veamos la faz de nuestro hermano, si el menor no sea con nosotros.
A todos los de ellos dió cada uno un hombre zapatos de vestidos; mas á Benjamín dió trescientos piezas de plata, y cinco zapatos de vestidos.
Y los hijos de Nephtalí: Jahel, Guni, Guni, y Sisam.
Y compró José toda la tierra de Egipto por Faraón; porque los Egipcios vendían cada uno su campo, por cuanto el hambre había vencido de Faraón.
Y su padre no quiso, y dijo: Yo lo sé, hijo mío, yo lo sé á un pueblo, y también será grande menor: mas su hermano menor será mayor mayor mayor mayor, y su simiente será más que su simiente.
Benjamín tendrá hoja como la hoja: en la mañana consumirá la presa, y en la noche saqueará.
Y dijo José á sus hermanos: Yo moraré; y ciertamente ciertamente os visitaré, y os sacaré de esta tierra que juró á Abraham, Isaac, y á Jacob.
Y como ella había abierto, vió al niño; y he aquí que lloraba. Y tenía compasión de él, y dijo: Esta es uno de los Hebreos.
Y dijo Moisés á Dios: ¿Quién soy yo, para que yo voy á Faraón, y para que traje los hijos de Israel de Egipto?
Y Jehová dijo á Moisés en Madián: Id á Egipto, vuélvete á Egipto; porque todos los muertos han buscado tu vida.
Ve, pues, y la obra; porque no habrá quien os dará, mas vosotros libraréis de las guerras.
Entonces Eleazar, hijo de Aarón le tomó uno de las hijas de Pusiel; y ella le parió Phinees: estos son las cabezas de los padres de los Levitas conforme á sus familias.
Y fueron cumplidos siete días, después que Jehová había herido el río.
Y salió Moisés de Faraón, y oró á Jehová.
De manera que, Jehová es necesario que no hay más fuerte que no hay más fuertes y granizo; y yo os iré, y no os creeréis.
No vieron los unos á los otros, ni se levantaron de su lugar por tres días: mas todos los hijos de Israel tenían luz en sus moradas.
Y este día os será por memoria, y la guardaréis fiesta á Jehová por vuestras generaciones; la haréis fiesta por estatuto perpetuo.
Mas todo varón de aquel siervo que comprare por dinero, cuando le circuncidó, entonces comerá.
Y habló Jehová á Moisés, diciendo:
Y vió Israel la grande obra que Jehová había hecho sobre los Egipcios; y el pueblo temía á Jehová, y creyó á su siervo Moisés, y á su siervo Moisés.
Y los hijos de Israel les dijeron: En la mano de Jehová había muerto por mano de la tierra de Egipto en la tierra de Egipto, cuando hemos sentado á la carne, y comamos pan en el desierto, para matarnos en el desierto.
Y dijo Moisés á Aarón: Toma un poquito, y poned una coja de en ella, y ponedla delante de Jehová, para que sean guardados por vuestras generaciones.
Y sé que Jehová es mayor que todos los dioses: porque en la cosa en lo que se había hecho.
Y descendió Moisés del monte al pueblo, y santificaron el pueblo; y lavaron sus vestidos.
Y ellos dijeron á Moisés: Di con nosotros, y oiremos; mas no hablaremos á Dios, porque no muramos.
Y si alguno hubiere de seguir, darás vida por la vida,
Si su padre no pudiere á darle su padre, pagará el dinero conforme á las casas de las vírgenes.
Y la fiesta de la siega, las primicias de tus trabajos, las cuales sembraste en el campo: y la fiesta de la fiesta de la tierra, cuando hubieres recogido en el fin del campo.
Y Moisés se levantó, y sus ministraron; y Moisés subió al monte de Dios.
Y lo harás término de su mano alrededor, y harás una corona de oro hasta su término.
Y harás tablas para el tabernáculo de madera de Sittim.
Tú lo harás tablas con tablas; como te fué mostrado en el monte, así lo harán.
Y pondrás en ella cintas de piedras, cuatro órdenes de piedras: el primer orden será un sardio, un sardio, y una túnica: este primero será el primer orden.
Y Aarón y sus hijos llevarás á la puerta del tabernáculo del testimonio, y los lavarás con agua.
Y si algo de las consagraciones de las consagraciones, ó del pan, hasta la mañana, lo quemarás con fuego: no se comerá, porque es santo.
Y harás una fuente de metal, y su pie de metal, para lavar; y pondrás entre el tabernáculo del testimonio y sobre el altar del testimonio, y pondrás agua en ella.
Y las vestimentas del servicio, y las vestimentas del sacerdote, y las vestimentas de sus hijos, para ministrar en el sacerdote,
Y dijo Aarón: No se encubren el furor de mi señor: tú sabes el pueblo, que han puesto en mal.
Y Jehová dijo á Moisés: Yo también haré esto que has dicho: porque tú has hallado gracia en mis ojos, y yo te conozco por nombre.
Porque yo arrojaré las gentes delante de ti, y sanaré tus términos: ni hombre desmayará tu tierra, cuando te levantares delante de Jehová tu Dios en el año.
Las vestimentas del servicio, para ministrar en el santuario, las vestimentas del sacerdote Aarón, y las vestimentas de sus hijos, para ministrar en el sacerdocio.
Hizo también las cortinas de cabras para la tienda de la tienda, las cuales las hizo.
Hizo también la cubierta de oro puro: dos codos su longitud, y la mitad de su longitud, y un codo y medio de su anchura.
Y puso las varas en los anillos de los lados del altar, para que llevase el altar; hizo el altar con tablas.
Y obraron piedras piedras piedras de oro, y de oro, de talla, como pintadas, con los nombres de los hijos de Israel.
La mesa, y todos sus vasos, y la proposición,
Y puso el pan delante de Jehová; como Jehová había mandado á Moisés.
Y el sacerdote lo traerá al altar, y airará su cabeza, y lo quemará en el altar; y su sangre será desmayado al lado del altar:
Y si su ofrenda fuere macho cabrío, ofrecerá delante de Jehová.
Y tomará el sacerdote de la sangre de la expiación con su dedo, y pondrá sobre los cuernos del altar del holocausto, y derramará su sangre al pie del altar del holocausto.
Y habló Jehová á Moisés, diciendo:
De esta manera es la ley de la culpa: es santísima.
Y quemará el sacerdote sobre el altar; mas el pecho de Aarón y sus hijos.
Y degollólo, y tomó á Moisés de la sangre de ella, y púsola sobre la ternilla de Aarón, y sobre el pulgar de su diestra, y sobre el pulgar de su pie derecho.
Y sacó el presente, y tomó su puño, y quemólo sobre el altar, además del holocausto, además del holocausto.
Todo lo que lanzare, y es cuadrado, y el panadero, entre las bestias, que comeréis.
Y todo vaso, cada uno de ellos caiga en ella, todo lo que estuviere en ella, será inmundo; y quebraréis.
Y si el sacerdote veare, he aquí que la rasgó en la piel, entonces le dará el sacerdote inmundo: lepra es lepra.
Y si alguno ó mujer en la piel de la carne de su carne, blancas blancas;
Y será el séptimo día, que él tendrá todos sus cabellos y su cabeza y su barba, y su barba, todos sus cabellos, lavará sus vestidos, y lavará sus vestidos, y lavará también limpio en agua, y será limpio en agua.
Y el sacerdote vendrá hasta el séptimo día, y mirará: y si la plaga fuere extendido en las paredes de la casa de la casa;
Y el vaso de la tierra, que tocare el flujo, será quebrado: y todo vaso de madera de madera será azotado en agua.
Y traerá Aarón el macho de la suerte de Jehová sobre la suerte de Jehová, y lo ofrecerá por expiación.
A fin de que los hijos de Israel traigan sus sacrificios, para que sacrifiquen en el campo, para que los trajesen á Jehová, á la puerta del tabernáculo del testimonio, á Jehová.
Y no se allegarás á la mujer para descubrir su desnudez, como ella ha puesto por inmundicia.
Vosotros guardaréis mis estatutos. No guardarás tu ganado con especie: no sembraréis tu campo con simiente: ni sembrarás tu campo, ni se vestirá de lino.
Y si alguno durmiere con su nuera, así de cierto de ellos será para muerte; han obrado su sangre, su sangre será sobre ellos.
Ni profanará su simiente entre su pueblo: porque yo Jehová lo santifico.
Y cualquiera que ofreciere sacrificio de paces á Jehová para cumplir su voto, ó ofrenda voluntaria, ó ofrenda voluntarias, será acepto; no habrá acepto en ella.
Y ofreceréis con el pan siete corderos sin defecto, y un becerro, y un becerro, y dos carneros: porque queman holocausto á Jehová, con su presente y sus libaciones, ofrenda encendida á Jehová, ofrenda encendida de olor suave á Jehová.
El cansará las lámparas de Jehová delante de Jehová.
El jubileo os será á vosotros: no sembraréis, ni segaréis, ni segará lo que se llama de sí, ni juntará las uvas de tu vid.
Y entonces se apartará de ti, y sus hijos con él, y volverá á su familia, y á la posesión de sus padres, y volverá á la posesión de sus padres.
Y también os haré á vosotros, y pondré sobre vosotros espanto, y esparciré, y quemaré los ojos, y harán dolor de corazón: y sembraréis vuestro simiente en vano, y comeréis vuestra simiente.
Estos son los estatutos y derechos, que Jehová hizo entre él y los hijos de Israel en el monte de Sinaí, por mano de Moisés.
Y toda la tierra de la tierra, si de la simiente de la tierra, ó del fruto de los frutos del árbol, es Jehová: santo es á Jehová.
De los hijos de Judá, por sus generaciones, por sus familias, por las casas de sus padres, conforme á la cuenta de los nombres, de veinte años arriba, todos los que podían salir á la guerra;
Todo varón de los hijos de Israel se allegará por su bandera, con la señal de la casa de su padre: lejos se alejarán el tabernáculo del testimonio.
Estos son los contados de los hijos de Israel por la casa de sus padres; todos los contados de sus padres, todos los contados de sus ejércitos, seiscientos y cincuenta y cincuenta.
En el número de todos los varones de un mes arriba, de ocho mil y seiscientos, guardando la guarda del santuario.
Y sobre la mesa de la proposición extenderán un paño cárdeno, y pondrá sobre él los peces, y las cucharas, y los tazones, y los arcos: y el pan de pan será sobre él.
Estos fueron contados de las familias de las familias de Coath, para hacer servicio en el tabernáculo del testimonio, que Moisés y Aarón y Aarón, conforme á la mano de Jehová, por mano de Moisés.
Y pondrá el sacerdote la mujer delante de Jehová, y cubrirá la cabeza de la mujer, y pondrá la ofrenda de memoria en sus manos, que el celo es el sacerdote: y el sacerdote en su mano amargo:
Y ofrecerá el carnero para sacrificio de paces á Jehová, con canastillo de panes sin levadura: también el sacerdote ofrecerá su presente, y su libación.
Una cuchara de oro de diez siclos, llena de perfume;
Una cuchara de oro de diez siclos, llena de perfume;
Una cuchara de oro de diez siclos, llena de perfume;
Y fueron purificados los Levitas, y lavaron sus vestidos; y ofrecieron Aarón como ofrenda delante de Jehová; y Aarón hizo expiación por las expiaciones.
Hazte las dos bocinas de plata; de toda suerte las harás: para que los tomes para la vocación de la congregación, y para las partidas de los ardientes.
Y será que, si entrares con nosotros, y será lo que Jehová nos hará bien, lo que Jehová nos hará hacer.
Y quedó dos de los hombres en el campo, el nombre de Elcana, y el nombre de la otra, y el espíritu de Medad: y de los que estaban escritas en el campo, mas no salieron á la tienda.
De la tribu de Judá, Caleb hijo de Jephone.
¿Y por qué Jehová nos ha traído á esta tierra, para caiga á cuchillo, para que nuestras mujeres y nuestros niños y nuestros hijos, ¿no nos ha de volver á Egipto?
Y vuestros hijos errarán en el desierto cuarenta años, y llevarán vuestras fornicaciones, hasta que vuestros cuerpos sean asolados en el desierto.
Habla á los hijos de Israel, y diles: Cuando hubiereis entrado en la tierra donde os saqué,
Y puso fuego en ellos, y poned sahumerio delante de Jehová: y será el hombre que escogiere á Jehová, él será santo: vosotros, hijos de Leví, hijos de Leví.
Habla á Eleazar, hijo de Aarón sacerdote, que tomará los cojos de la quemadura, y derramaste el fuego, y derramaste el fuego; porque son consumidos.
Y se juntarán á ti, y guarden la guarda del tabernáculo del testimonio, por todo el servicio del tabernáculo; y el extranjero no vendrá á vosotros.
Esta es la ordenación de la ley que Jehová ha mandado, diciendo: Habla á los hijos de Israel, que te traigan una becerra sin tacha, y no hay yugo;
Y Moisés y Aarón juntó delante de la peña delante de la peña, y les dijo: Oid ahora, que os traigamos agua de esta peña?
Y partieron de Oboth, asentaron en I-sesem, en el desierto que está delante de Moab, al nacimiento de Moab.
Ahora pues, yo te ruego que me maligan este pueblo; porque ellos son fuertes, y herramos, para que los heramos, y para que los eches de la tierra: porque yo maldiga, al que tú maldice, al que es.
Y como Balac oyó que Balaam había venido á recibir, salió á recibir á la ciudad de Moab, que está en el término de Arnón, que está en el término de Arnón.
Y dijo Balac á Balaam: Ni los maldicen, ni los bendice á todos.
Y Balaam se levantó, y se volvió á su lugar; y también Balac iba á su camino.
Los hijos de Simeón por sus familias: de Nemuel, la familia de los Negelitas: de Jamonitas, la familia de Jachîn: de Jachîn, la familia de los Jachîtas;
Estos son los hijos de Dan por sus familias: de Suham, la familia de los Silonitas. Estos son las familias de Dan por sus familias.
Las hijas de Salphaad hablarás á la palabra: de cierto los darás posesión de su padre entre los hermanos de ellos; y harás la heredad de su padre.
Y sus libaciones será la mitad de un hin á un becerro, y la tercera parte de un hin á un hin, y la cuarta parte de un hin de cada mes. Esta es holocausto por los meses de cada mes.
Y ofreceréis holocausto, ofrenda encendida á Jehová, ofrenda encendida de olor suave á Jehová; catorce becerros, dos carneros, dos carneros, y catorce corderos de un año; sin defecto serán sin defecto;
Y su padre oye á su marido, y á su sierva con que ella hubiere atado su alma, y su padre callará: entonces todos sus votos permanecerá, y todas sus votos con que se acometiere su alma.
Mas todas las mujeres, que no han conocido al hombre con él, guardando vida por vosotros.
Y los oficiales que estaban sobre millares de millares, capitanes de millares, y capitanes de millares, vinieron á Moisés;
Edifíos ciudades para vuestros niños, y albarras para vuestras ovejas; y lo que ha salido de vuestra boca.
Y partieron de ellos el desierto de Sin, asentaron en Dopopa.
Y partidos de Zin, asentaron en Punón.
Y habló Jehová á Moisés, diciendo:
Y si él hiriere con piedra, con que muera, y muriere, y muriere, homicida es homicida; el homicida morirá.
Estos son los mandamientos y derechos, que Jehová mandó por mano de Moisés á los hijos de Israel en los campos de Moab, junto al Jordán de Jericó.
Jehová vuestro Dios que va delante de vosotros, él peleará por vosotros, conforme á todo lo que os hizo en Egipto delante de vuestros ojos;
Y luego que vinimos de Cades-barnea, hasta que vinimos el arroyo de Zered, treinta y ocho años; hasta toda la generación de guerra fueron asolados de guerra, como Jehová les había jurado.
Mas todos los animales, y el despojo de las ciudades, tomamos por presa.
¿Y qué gente hay entre tanto, que estatutos y derechos como toda esta ley, que yo pongo hoy delante de vosotros?
A las gentes echó de delante de ti y más fuertes que tú eres, para que te traigan en su tierra por heredad, como este día.
Y no hurtarás.
No tentéis á Jehová vuestro Dios, como tentasteis en Carga.
No te aventarás en ellos, porque Jehová tu Dios está entre vosotros, fuerte y terrible.
No por tu justicia, ni por la rectitud de tu corazón, para que entres para poseerla su tierra: mas la maldad de estas gentes los echó de delante de ti, y cumplirá la palabra que Jehová juró á tus padres, Isaac y á Jacob.
Y los hijos de Israel tomó su camino de Beeroth de los hijos de Jaacán: allí murió Aarón, y fué sepultado en el sacerdocio; y Eleazar su hijo en lugar de su lugar.
Para que os daré la lluvia de vuestra tierra en su tiempo, el primero lluvia y lluvia lluvia lluvia lluvia, para que juntes en tu grano, y tu vino, y tu aceite.
Y os alegraréis delante de Jehová vuestro Dios, y vuestros hijos, y vuestras hijas, y vuestras hijas, y vuestros siervos, y el Levita que está dentro de vuestras puertas; porque no tiene parte ni heredad.
Y apedrearás con piedras, que muera; porque él te ha buscado de Jehová tu Dios, que te sacó de la tierra de Egipto, de servidumbre.
La verdad harás todos los frutos de tu simiente, que saca el campo junto al año.
Solamente no comerás su sangre; sobre la tierra la derramarás como agua.
Si se levantare en el juicio, entre ti, entre sangre y sangre, entre la sangre y ahoja, entre tanto que se agolpó, de dentro de tus puertas te levantarás, y subieres en el lugar que Jehová tu Dios escogiere, en el lugar que Jehová tu Dios escogiere;
Yo los levantaré de entre sus hermanos, como á ti, y pondré mis palabras en su boca; y él hablará á todos los que le mandare.
Y los oficiales hablarán á los pueblos, diciendo: ¿Qué hombre que edificó una casa nueva, y no la dedicó? Deja, y vuélvase á su casa, porque no muera en la guerra.
Si alguno tiene dos mujeres, un amado, y aborrecieron á otro, y le nacieron hijos, el amado y el primogénito; y si el primogénito era primogénito, los que aborrecieron;
Si alguno fuere hallado con mujer de mujer á su marido, entonces morirán de ellos, y el hombre que estaba con la mujer, y la mujer: así quitarás el mal de Israel.
Mas si dejares á voto, no será pecado en ti.
Si quedaren hermanos, y uno de ellos moran, y no tuviere hijo de muertos, ni se casare sin extranjero; el hermano de su marido le volverá, y la hará con él, y le hará con mujer de su hermano.
Este día Jehová tu Dios te ha mandado para hacer estas estatutos y derechos: por tanto guardarás y harás con todo tu corazón, y con toda tu alma.
Y será que, si oyeres á la voz de Jehová tu Dios, para guardar y guardes todas sus mandamientos que yo te mando hoy, que Jehová tu Dios te hubiere puesto sobre todas las gentes de la tierra:
Tu buey será muerto delante de tus ojos, y no comerás su asno: tu asno será quitada de delante de tu rostro, y no se tornarán á ti: tus ovejas serán entregadas á tus enemigos, y no habrá quien los alcanzarás.
Y toda enfermedad que no está escrito en el libro de esta ley, que no está escrito en el libro de esta ley, hasta que perezcas.
Y el que toda su tierra está en la piedra, y sal, y ardón, y no es sembrado, ni la hierba de Sodoma, como la hierba de Sodoma, y á Zeboim, y á Zeboim, y á Jehová en su furor;
Y hará Jehová á ellos como hizo á Sehón y á Og, reyes de los Amorrheos, y á la tierra de los cuales destruyó.
Este es la Roma, su obra es perfecto: porque todos sus caminos son derechos: Dios de verdad y de verdad sin iniquidad, y justo.
¿No está esto en mí con grillos, y señalado entre mis tesoros?
Y de Benjamín dijo: El amado de Jehová habitará en integridad, y el Señor lo cubrirá todo el día de Jehová, y habitará entre sus hombros.
Y después de la muerte de Moisés siervo de Jehová, el siervo de Josué, que habló Jehová á Josué hijo de Nun, diciendo:
Y el que salvareis á mi padre, y á mi madre, y á mis hermanos, y á todos los que tienen, y á la muerte de la muerte.
Toma á vosotros doce hombres del pueblo, de cada tribu,
Y aconteció que, habiendo hecho circuncidar todo el pueblo, que se quedó en sus lugares en el campo, hasta que todos fueron todos.
Y los mancebos que estaban en pie, salieron á Rahab, y sacaron á Rahab, y á su madre, y á todos sus hermanos, y lleváronlos fuera del campo de Israel.
Y ellos se levantó un gran montón de piedras hasta este día. Y Jehová se volvió de la ira de su furor. Por lo cual fué llamado el nombre de Achôr, hasta hoy.
Entonces Josué edificó un altar á Jehová Dios de Israel en el monte de Ebal,
Y ahora, he aquí estamos en tu mano: como bien bien te pareciere, para hacernos lo.
Y el día de Josué tomó á Maka, é hirió á filo de espada, y el rey de su destruído, y todas las almas que en ella había en ella; y no quedó quien haya quedado en el rey de Jericó.
Como Jehová mandó á Moisés su siervo, así mandó á Josué, y así hizo Josué; nada dejó nada de todo lo que Jehová había mandado á Moisés.
El rey de Cedes, otro: el rey de Jocam, el rey de Joam, otro;
Esta es la heredad de los hijos de Gad por sus familias, las ciudades, y sus aldeas.
Y rodearon el término de los Baales al monte de Seir, y pasando á la parte del monte de Jerim, que es Ces-seón, y descendió á Beth-semes, y pasó á Timna.
Y Cababi, y Lamam, y haced saber,
Y descendió de Janoa á Ataroth, y á Naarath, y salió á Jericó, y salió al Jordán.
Y pasáronse los hombres, y pasaron por la tierra, y guardáronla por siete partes en un libro, y vino á Josué al campo en Silo.
Y el término de ellos subió á la mar, y Marada, y á Dasum, y enojóse al río que está delante de Joam;
Y el término de su herencia fué Sora, y Ethaol, y Irmes,
Y les dieron la ciudad de Arba, padre de Anac, que es Hebrón, en la tierra de Judá, con sus ejidos alrededor.
Todas las ciudades de los Levitas dentro de la posesión de los hijos de Israel fueron cuarenta y ocho ciudades con sus ejidos.
Por tanto, dijéremos ahora ahora para edificar altar, no para holocausto, ni para sacrificio;
Y yo saqué á vuestros padres de Egipto, y habéis venido á la mar; y los Egipcios siguió á vuestros padres y á caballo en el mar Bermejo.
Y Judá dijo á Simeón su hermano: Sube conmigo en mi suerte, para que peleamos contra el Cananeo; y también yo iré contigo en tu suerte. Y fué Simeón con él.
Ni echó Nephtalí á los moradores de Beth-semes, ni á los moradores de Beth-anath; mas él habitó entre los Cananeos, los moradores de Beth-semes, y los moradores de Beth-semes.
Y ellos fueron para probar á Israel por ellos, para que supiesen á los mandamientos de Jehová, que él había mandado á sus padres por mano de Moisés.
Y los hijos de Israel clamaron á Jehová: porque tuvo novecientos carros de hierro, y veinte años de hierro; y veinte años oprimieron los hijos de Israel.
Mi corazón está á los capitanes de Israel, que se ofrecieron voluntaria entre los pueblos. Bendecid á Jehová.
Y envió Jehová á los hijos de Israel, que les dijo: Así ha dicho Jehová Dios de Israel: Yo os saqué de Egipto, y os saqué de casa de servidumbre;
Y fué así: porque él se levantó el día siguiente, y echó el lagar, y aventó el rocío del leño, lleno de agua.
Dios entregó en vuestras manos á los príncipes de Madián, Orib y á Zeeb; y ¿qué era que haga en yerro de vosotros? Y su furor, cuando él había dicho.
Y aconteció que, como Gedeón fué muerto, se tornaron los hijos de Israel, y fornicó á los Baales, é hizo á Baal-zebuth su dios.
Y Gaal hijo de Ebed, dijo: ¿Quién es Abimelech, y quién es Sichêm, que le sirvamos? ¿No es hijo de Jerobaal? ¿por qué sirvió á los hombres de Sichêm? ¿por qué le serviremos?
Después de Abimelech se levantó á Israel, á Tola, hijo de Machîn, hijo de Dodo, varón de Issachâr; y habitó en Sauthar en el monte de Ephraim.
Y respondió el rey de los hijos de Ammón á los mensajeros de Jephté: Por cuanto tomaron mi tierra, cuando subieron de Egipto, desde Arnón hasta Saboc, hasta el Jordán: por tanto, tornad la tierra.
Y como vi que no me habéis librado, no pongo mi vida en mis manos, y pasé contra los hijos de Ammón, y Jehová los entregó en mi mano á mí: ¿por qué habéis subido contra mí?
Y el ángel de Jehová le dijo: ¿Por qué has hecho así así así así en mi nombre, pues que está oculto?
Y dijo Samsón acerca de ellos: Yo seré más que los Filisteos, aunque los haré inquirir.
Y Dalila dijo á Samsón: Mañana me has engañado, y me declaraste mentiras: con que tú me ataste. Y él le dijo: Si las siete guarias de mi cabeza.
Y las consagraciones, el Levita; y el mozo fué su sacerdote, y estaba en la casa de Michâ.
Y llamaron el nombre de la ciudad Dan, según el nombre de Dan su padre, el cual nació á Israel: mas el nombre de la ciudad fué Lais.
Y él le dijo: Levántate, y caiga. Mas ninguno le respondió. Y el varón tomó. Entonces la tomó, y levantóse el varón, y se levantó á su lugar.
Y Phinees, hijo de Eleazar, hijo de Aarón, púsose delante de él en aquellos días, diciendo: ¿Diré aún á la batalla contra los hijos de Benjamín mi hermano, ó yo Jehová, que yo los entregaré á tu mano.
Y envió la congregación á doce mil hombres, y les mandó, diciendo: Id, y herid á los moradores de Jabes con la espada de Galaad, con las mujeres y hijos.
Y ella dijo: He aquí tu hermana está vuelto á su pueblo, y á sus dioses, y á sus dioses: vuélvete tras tu hermana.
Y ella guardó por las doncellas de Booz, hasta el fin de la siega de la siega y de la siega; y habitaron con su suegra.
Y sea tu casa como la casa de Phares, al cual parió á Judá, de la simiente de la simiente que Jehová te da de esta mujer.
Y acaeció que, como había entrado en pos de Hanna, parió un hijo, y llamó su nombre Samuel, diciendo: Por cuanto le pregunté de Jehová.
Y Eli era viejo, y oyó todo lo que sus hijos hizo á todo Israel, y cómo ponían con las mujeres que se juntaron á la puerta del tabernáculo del testimonio.
Entonces Eli llamó Samuel, y dijo: Samuel, hijo mío. Y él respondió: Heme aquí.
Y cuando se levantaron de Asdod de Asdod, he aquí Dagón había caído sobre su rostro á la tierra delante del arca de Jehová. Y tomaron á Dagón, y le pusieron en su lugar.
Y enviaron embajadores á los moradores de Chîriath-jearim, diciendo: Los Filisteos tornaron el arca de Jehová; descended, y subid á vosotros.
Y tomará vuestras hijas para contar, y para ser librados, y para ser libros.
Y Saúl respondió, y dijo: ¿No tengo yo á Bendita, de las tribus de Israel? ¿y mi familia, y mi familia de todas las familias de la tribu de Benjamín? ¿por qué me has dicho así?
Y Samuel dijo á todo el pueblo: Mira que Jehová ha elegido, que no hay como él entre todo el pueblo? Y dijo todo el pueblo: ¡Viva el rey!
Y visteis que Naas rey de los hijos de Ammón vino contra vosotros, me habéis dicho: No, sino rey rey sobre nosotros; mas cuando Jehová vuestro Dios estaba vuestro rey.
Y los cuervos salieron del campo de los Filisteos en tres escuadrones: tornaron una compañía á Ophra, á Ophra, á la tierra de Sua;
Y los hombres de Israel fueron angustiados en aquel día; porque Saúl había herido al pueblo, diciendo: Maldito el hombre que comiere la tarde, para que la tarde fuere vengado á mis enemigos. Y ninguno de los pueblos no tienen pan.
Así ha dicho Jehová de los ejércitos, de lo que hizo Amalec á Israel, cómo él esperaba en el camino, cuando subía de Egipto.
Entonces Samuel dijo: Traedme acá acá al rey de Amalec, el rey de Amalec. Y salió Agag. Y Agag, dijo: Ciertamente la amargura de la muerte de la muerte.
Y salió un montón del campo de los Filisteos, llamado Goliath, de Gath, de la altura de seis codos, de una altura de seis codos.
Y dijo David á Saúl: Tu siervo guardó las ovejas de su padre, y vino un león, y llevando un cordero de las ovejas:
Y acaeció que, cuando David se volvió de la matanza del Filisteo, que las mujeres salieron de todas las ciudades de Israel, cantando á recibir á Saúl rey, á recibir con címbalos, y con alegría de música.
Y oyó Saúl á la voz de Jonathán: y Saúl juró, Vive Jehová, que no será muerto.
Y Jonathán dijo á David: Jehová, Dios de Israel, cuando he esperado mi padre en el día siguiente, ó el tercer día, y he aquí, si hay bien bien á David, y no te lo hago;
Y Jonathán dijo á David: Id en paz, por cuanto hemos jurado en el nombre de Jehová, diciendo: Jehová sea entre mí y ti, y entre ti, y entre mi simiente para siempre. Y él se levantó á la ciudad. Y él se fué á la ciudad.
¿Había pues, pues, yo á consultar á Dios por él? No sea alejado el rey á su siervo, ni á toda la casa de mi padre: porque no sabía más de todas estas cosas, ni más.
Andad, pues, poned aún, y conoce su lugar donde su lugar está, y quién lo ha visto, y el que le ha visto: porque el que se ha hecho mucho.
Y había un hombre en Maón, que las posesiones estaban en el Carmelo; y el hombre era grande, y tres mil ovejas, y era de machos de cabrío en el Carmelo.
Y dijo David á Abigail: Bendito sea Jehová el Dios de Israel, que te envió hoy á recibir:
Y él respondió: ¿Por qué ha de perseguir á mi señor? ¿qué he hecho lo malo en mi mano? ¿ó qué mal mal en mi mano?
Y dijo la mujer: ¿A quién te saqué? Y él dijo: Traedme á Samuel.
Y los dos de David fueron trasportados, Ahinoam, y Abigail la mujer de Nabal, y Abigail la mujer de Nabal.
Y Saúl dijo á su escudero: Saca tu espada, y trájome por ella; porque no vengan estos incircuncisos incircuncisos, y me rogó su escudero. Mas Saúl no tuvo temor. Entonces Saúl tomó una espada, y cayó sobre ella.
Los montes de Gilboa, no hay rocío, ni habrá lluvia sobre vosotros, ni habrá lluvia de holocaustos, ni de las ofrendas de los fuertes: porque el escudo de Saúl es descubierto, como el escudo de Saúl no había ungido.
Y Joab y Abisai siguió á Abner, y descendió el sol cuando viniesen al monte de Amma, que está delante de Gías, por el camino de Gabaón.
Y he aquí, los siervos de David y de Joab, vinieron de seguir, y trajéronlos en gran despojo: mas Abner no estaba con Hebrón, porque él había enviado á él, y él le había muerto en paz.
Y vinieron todas las tribus de Israel á Hebrón, y habló, diciendo: He aquí, nosotros somos tus carnes y tu carne.
Y como llegaron á Nachôr la era de Nachón, sacó su mano al arca de Dios, y tomó de ella bueyes; porque los bueyes lo había dejado.
El edificará casa por mi nombre, y confirmaré el trono de su reino para siempre.
Y puso á los hijos en Edom, por toda Edom, y puso á todos los hijos de Edom, y fueron siervos de David. Y Jehová guardó á todo lo que iba.
Y Joab se acercó, y el pueblo que con él estaba, á la batalla contra los Siros; y huyeron delante de él.
Y los zapatos de la pared de tus siervos sobre tus siervos, y algunos de los siervos del rey, y tu siervo Uría Hetheo.
Y envió Joab mensajeros á David, y dijo: He peleado contra Rabba, y he tomado la ciudad de aguas.
Entonces dijo Absalom: Si no te ruego, ruégote que me dejes ir á mi hermano Amnón. Y el rey le dijo: ¿Por qué te vaya contigo?
Y dijo tu sierva: La palabra de mi señor el rey ahora será consumación: porque como ángel de Dios, así es mi señor el rey para hacer bien y bien: por tanto Jehová tu Dios será contigo.
Y dijo David á todos sus siervos que estaban con él en Jerusalem: Levántate, y nos huiremos; porque no escaparemos de Absalom de Absalom: porque no nos alcanzó de repente, y haz mal sobre nosotros la ciudad.
Y así dijo Semei, cuando maldice: Venid, salas, hombre de Belial, y al hombre de Belial;
Y Absalom y todos los hombres de Israel dijeron: El consejo de Huta es mejor que el consejo de Achitotophel. Porque Jehová había puesto el consejo en el bien de Achitophel, para que traigan mal sobre Absalom.
Y los diez mancebos que llevaban á Joab, cercaron á Absalom, é hirió á Absalom, y matólo.
Vosotros sois mis hermanos, mis huesos y mis carnes: ¿por qué pues vosotros sois los postrimeros al rey?
Y todos los hombres de Judá respondieron á los de Israel: Porque el rey está cerca de nosotros: ¿por qué os enojáis por este negocio? ¿por qué comamos de todo el don del rey? ¿ó el don?
Y los Gabaonitas le dijeron: No tenemos plata ni oro de Saúl, ni oro de su casa; ni nos matarás alguno en Israel. Y él dijo: ¿Qué diré, que yo hago.
E hizo tinieblas tinieblas en derredor, en derredor de él las nubes, y las nubes de los Amalecitas.
Y miraron, mas no hubo quien salvarle; mas él les respondió, no les respondió.
Y mató á Egipcio, Egipcio, varón Egipcio: y el Egipcio tenía lanza en su mano; mas descendió á él con bordón, é hirió la lanza del Egipcio, y matólo con su lanza.
Ve, y di á David: Así ha dicho Jehová: Yo te sacrifico tres cosas, para que yo te haga.
Y ella le dijo: Mi señor, tú respondes por Jehová tu Dios á tu Dios, diciendo: Tu hijo Salomón reinará después de mí, y él se sentará sobre mi trono.
Y vino también los siervos del rey á bendecir á nuestro señor David, diciendo: Dios hará el nombre de Salomón que tu nombre, y ponga su trono más que tu trono. Y el rey se inclinó sobre la cama.
Ahora pues, como Jehová vive, que me ha confirmado, y me puso en el trono de David mi padre, y quién me ha hecho casa, como dijo Adonía á Adonía.
Y tu siervo está en medio de tu pueblo que has elegido, pueblo grande, que no puede ser contados ni por multitud.
Hijo de Heph, en Aadmiel, en Apoa, Siga, y toda la tierra de Hepher.
Ahora pues, mandaste que me despojaron de cedro del Líbano, y mis siervos serán con tus siervos; y á ti daré á ti por tus siervos, conforme á todo lo que pusieres entre nosotros: porque no hay entre nosotros como á los Sidonios.
Y el cedro de la casa de dentro de zzzanas, y abrases de cedro; no había piedra de cedro.
Y fué el fundamento de piedras de piedras, piedras de diez codos, y piedras de ocho codos.
Y Hiram hizo las fuentes, y los zapatos, y las canas, y las basas. Así hizo Hiram de hacer toda la obra que hizo el rey Salomón para la casa de Jehová.
Mas no edificarás la casa, sino que tu hijo saldrá de tus lomos, edificará la casa á mi nombre.
Tú oirás su oración y su ruego en el cielo, y de tu lugar, y perderás su causa,
Y él dijo: ¿Qué son las ciudades que me has dado, hermano mío? Y llamólos la tierra de Cabul hasta hoy.
De los negociadores de los mercaderes, y de los negocimientos de los mercaderes, y de todos los reyes de Arabia, y de los reyes de la tierra.
(Porque seis meses quedaban allí á Joab con todo Israel, hasta que acabase todo varón en Edom;)
Y enviaron, y llamáronle á Jeroboam y á toda la congregación de Israel, y hablaron á Roboam, diciendo:
Y ofreció en el altar que había hecho en Beth-el el mes décimo, en el mes octavo, en el mes octavo, en el mes de su corazón; y ofreció fiesta á los hijos de Israel, y sacrificaba perfumes sobre el altar.
Y puso su cuerpo en su sepultura, y lloraron sobre él, diciendo: ¡Ay, hermano mío!
Y quitó los tesoros de la casa de Jehová, y los tesoros de la casa de la casa del rey; y tomó todos los escudos de oro que Salomón había hecho.
Y Josué hijo de Jeroboam comenzó á reinar sobre Israel en el segundo año de Asa rey de Judá, y reinó sobre Israel dos años.
Y fueron repartidos al pueblo de Israel en dos partes: la mitad de los pueblos le siguió Tito, hijo de Ginath, para hacerle rey; y la mitad siguió á Omri.
Y aconteció después de estas cosas, que el hijo de la mujer, se postró la casa de la casa, enfermó; y su enfermedad no quedó en él.
Danos pues dos becerros; y los escogen un becerro, y talaremos en pedazos, y ponedlo en madera, y no puso fuego debajo del becerro; y yo la pondré debajo de la leña, y no la pondrá debajo de fuego:
Y FUÉ el ángel de Jehová á la segunda vez, y le tocó, y dijo: Levántate, porque el camino está más grande.
Y saliendo en el día, Ben-adad se bebieron á sí mismo, y á los reyes, y á los reyes, treinta y dos reyes que le ayudaban.
Y dijo Naboth á Achâb: No me la guarde mí, para que yo te la heredad de mis padres.
Y él dijo á Josaphat: ¿Harás conmigo á la batalla en Ramoth de Galaad? Y Josaphat dijo al rey de Israel: Yo soy como tú, pueblo mío, como tus caballos como tus caballos.
Y un hombre que sacaba el arco de la sepultura, hirió al rey de Israel entre las junturas de la locura: por lo cual dijo al río de su carro: Vuelve tu mano, y quitaré del campo. Yo soy herido.
Y envió también á otro capitán de cincuenta con sus cincuenta. Y él respondió, y le dijo: Oh varón de Dios, ha dicho así: Venid presto presto presto presto.
Y subió de allí á Beth-el, y subióse por el camino, y salió hijos de la ciudad, y le burlaban hijos de la ciudad, y le dijo: Sube la cabeza: SuSube, y subiste la cabeza.
Y clamó una mujer de las mujeres de los hijos de los profetas á Eliseo, diciendo: Tu siervo es muerto; y tú sabes que tu siervo Jehová temen á tu siervo: y vendrá á él dos hijos á él.
Y pasó Giezi delante de ellos, y puso el bordón sobre la haz del niño; mas no era voz, ni oyó. Por lo cual se volvió á recibir, diciendo: El niño no despertó.
Y Naamán dijo: ¿No te ruego que te ruego que sea dado á tu siervo dos muchedumbre de la tierra? porque tu siervo no ofreciere holocausto, sino sacrificar á Jehová.
Y como vinieron á Samaria en Samaria, dijo Eliseo: Jehová abrirá los ojos de estos hombres, para que vean. Y Jehová abrió sus ojos, y vieron sus ojos, y he aquí que estaban en medio de Samaria.
Y el rey señaló el rey sobre su mano, el cual puso la guarda de la puerta de la puerta: y el pueblo revuelta en la puerta, y murió, como el rey de Dios había dicho.
Y anduvo en el camino de la casa de Achâb, é hizo lo malo en ojos de Jehová, como la casa de Achâb; porque era hijo de la casa de Achâb.
Y lleváronlo sus siervos en un carro á Jerusalem, y sepultáronlo en su sepulcro con sus padres en la ciudad de David.
Y envió Jehú á todo Israel por todo Israel; y todos los adoradores de Baal, que no había quedado hombre que no había quedado. Y vinieron á la casa de Baal, y la casa de Baal.
Y mandó el sacerdote Joiada á los centuriones, y á los oficiales del ejército, y les dijo: No la sacuidera; y el que mataba á cuchillo. Porque el sacerdote le había dicho: No sea muerto en la casa de Jehová.
Y el furor de Jehová se encendió contra Israel, y los entregó en mano de Hazael rey de Hazael rey de Siria, y en mano de Ben-adad, hijo de Hazael.
Entonces Amasías envió mensajeros á Joas, hijo de Joachâz, hijo de Jehú, rey de Israel, diciendo: Ven, mirémonos otro en la faz.
E hizo lo malo en ojos de Jehová, como sus padres habían hecho; no se apartó de los pecados de Jeroboam hijo de Nabat, el cual hizo pecar á Israel.
En el año undécimo de Peka hijo de Remalías, hijo de Jotham rey de Judá, comenzó á reinar.
Y quemaron allí sahumerios en todos los altos, como las gentes que Jehová habían traído delante de ellos; y obraron lo malo á Jehová.
Y temieron estas gentes á Jehová, y sirvió á sus esculturas, y á sus hijos, y á sus hijos, así hicieron así á este día.
Tampoco Ezechîas en Jehová, diciendo: Jehová nos librará, y Jehová nos librará, y esta ciudad no será entregado en mano del rey de Asiria.
Por tus embajadores has propuesto el Señor, y dijiste: Con la multitud de mis carros he venido á la altura de los montes, á los lados del Líbano, y talaré sus maderos de cedro, y talaré sus árboles en el bosque.
Y dijo Isaías á Ezechîas: Oid palabra de Jehová.
Lo demás de los hechos de Amón que hizo, ¿no está escrito en el libro de las crónicas de los reyes de Judá?
Mas los sacerdotes de los altos no subieron al altar de Jehová en Jerusalem, sino comieron de pan entre sus hermanos.
Y Jehová envió contra él las prisiones de los Caldeos, y las ataduras de los Siros, y ataduras de los hijos de Ammón, y enviólos contra Judá, conforme á la palabra de Jehová, conforme á la palabra de sus siervos.
Mas el capitán de los de la guardia á los pobres de la tierra para ser vinaciones y labradores.
Y Prim, y Casasón, (de los cuales vinieron los Filisteos, y Caiim.
Los hijos de Ezer: Bilán, y Zacán, y Jacán. Los hijos de Disán, y Arán.
Y Caleb hijo de Hesrón engendró á los hijos de Asdod su mujer, y de Jerioth: Jesán, y Sobab, y Sobal.
Maachâ, concubina de Caleb, parió Semaías, y Tirsa.
Y los hijos de Nechânías: Elioai, Ezechîas, y Azricam.
Y en Bilha, y en Ezem, y en Toia,
Y habitaron en Galaad, y en sus aldeas, y en todas sus villas, y en todos los ejidos de Selemi.
De Gersón, Libni su hijo, Jahath su hijo;
Y estos son los hijos de Aarón: Eleazar su hijo, Phinees, Abisua su hijo,
Y de la tribu de Gad, á Ramoth con sus ejidos, y á Mahanaim con sus ejidos,
Y por las cintas de los hijos de Manasés, Beth-san y sus aldeas, Taanach y sus aldeas, y sus aldeas, y Dor, y sus aldeas. En estos fueron los hijos de José.
Y Jacim, Zichri, y Zabdi,
Y sus hermanos, conforme á sus generaciones, nueve y cincuenta y seis. Todos estos fueron príncipes de los padres en la casa de sus padres.
Y Ner engendró á Cis; y Cis engendró á Saúl, y á Saúl engendró á Jonathán, y á Abinadab, y á Abinadab.
Y este es el número de los valientes que David había mandado; Jasam, el principal de los capitanes de los capitanes: alzó su lanza contra tres.
Uría Hetheo, Zabad, hijo de Ahlai,
Los hijos de Judá que parió escudo y lanza era seiscientos y ocho mil armados á la guerra.
Y quedó el arca de Dios con la familia de Obed-edom en su casa tres meses. Y bendijo Jehová la casa de Obed-edom, y todo lo que tenía.
Porque por cuanto no lo hicisteis en el primero, Jehová nuestro Dios hizo pregonar, para que no le busquemos conforme á la orden.
El es Jehová nuestro Dios; sus juicios están en toda la tierra.
Y aconteció que estando David sentado en su casa, dijo á Nathán profeta: He aquí yo moro en casa de cedros, mas el arca del pacto de Jehová quedó debajo del pacto.
Y tomó David de él mil carros, y siete mil de á caballo, y veinte mil hombres: también David hizo á todos los caballos de carros, sino cien carros.
Y fué dado aviso á David, y juntó todo Israel, y pasó el Jordán, y vino sobre ellos, y ordenó la batalla contra ellos. Así que David había puesto en la batalla contra los Siros, pelearon con él.
Y volvióse á Ornán, y vió al ángel; y sus cuatro hijos estaban escondidas. Y Ornán fué trigo.
Así que David era viejo y lleno de días, hizo Salomón su hijo sobre Israel.
Y para ofrecer sacrificios á Jehová en los sábados, en las nuevas nuevas nuevas nuevas, y en las solemnidades, conforme á la orden, conforme á la orden de continuo delante de Jehová:
Y de Cis Cis; el hijo de Cis fué Jerameel.
La vigésima á Othir, con sus hijos y sus hermanos, doce;
De las cuchadas de los despojos en cubates, para alcanzar la casa de Jehová.
Y sobre los tesoros del rey fué Azmaveth, hijo de Adiel; y sobre las albajas en las montañas, en las ciudades, y en las aldeas, y en los aldeas, Joatham, hijo de Uzzías.
Y he aquí, los atrios de los sacerdotes y Levitas, serán contigo por todo el servicio de la casa de Dios: y allí será contigo por todo varón de trabajar, cada uno á todos los príncipes de servicio: porque también los príncipes de todo el pueblo será en tu mandamiento.
Con todo su reinado y su fortaleza, y el tiempo que iba sobre él, y sobre Israel, y sobre todos los reinos de las tierras.
Y ahora he enviado un hombre que trabajaba con inteligencia, de Hiram de mi padre,
Hizo también diez tablas de oro, y púsolas en el templo, cinco de la derecha, y cinco á la izquierda. Y hizo cien basas de oro.
Mas yo he edificado casa de morada para ti, y lugar para siempre.
Además, acerca de tu pueblo, que no es de tu pueblo Israel, sino que es lejos de la tierra de tu nombre, y tu mano fuerte, y tu brazo extendido; y si entraren en esta casa, y oraren en esta casa;
Y las arrancaré por las raíces de mi tierra que yo les he dado; y esta casa que he santificado por mi nombre, yo las cuales santificaré de delante de mis ojos, y harélos por proverbio entre todas las gentes.
Y los siervos de Hiram, y los siervos de Salomón, los cuales trajeron oro de Ophir, traían árboles y piedras preciosas.
Y él les dijo: ¿Qué pitad que hayamos de responder á este pueblo, que me ha dicho, diciendo: De cierto que tu padre ha puesto el yugo sobre nosotros?
Y después de ella tomó á Maachâ hija de Absalom, que le parió á Abiezer, y á Attai, Semith, y Semith.
Y quemaron á Jehová toda la mañana y á toda la tarde y el perfume aromático: y pusieron el pan en la mesa sobre la mesa limpio, y el candelero de oro con sus lámparas: porque guardamos la guarda de Jehová nuestro Dios.
Mas ellos, cuando se convirtieron á Jehová el Dios de Israel, y buscándole, él se halló de ellos.
Y reinó Josaphat su hijo en su lugar, y se esforzó contra Israel.
Y el mensajero que se llamaba á Michêas, le habló, diciendo: He aquí las palabras de los profetas anuncian al rey con el uno, ruégote que te ruego, yo te ruego, y hables bueno.
Y puso en Jerusalem á Josaphat de los Levitas, y de los sacerdotes, y de los príncipes de los padres de Israel, por el juicio de Jehová, y por escarnio, cuando volvieron á Jerusalem.
Y volvieron cada uno de Judá y de Jerusalem, y Josaphat en la frente de ellos, para ir á Jerusalem con gozo; porque Jehová les había hecho alegrarse sobre sus enemigos.
De edad de dos y dos años era cuando comenzó á reinar, y reinó en Jerusalem dieciocho años, y se fué sepultado en la ciudad de David, mas no le sepultaron en los sepulcros de David.
Y señaló las muchas veces de la casa de Jehová por mano de los sacerdotes, los Levitas, los Levitas, los cuales David habían azotado en la casa de Jehová, como está escrito en la ley de Moisés, como está escrito en la ley de Moisés.
Y acerca de sus hijos, y la grandeza de las cargas de las cargas, y el cargo de la casa de Dios, he aquí está escrito en la tempestad de los reyes. Y reinó en su lugar Amasías su hijo. Y reinó en su lugar.
El edificó á Eloth, y restituyó á Judá, después que el rey durmió con sus padres.
Y durmió Jotham con sus padres, y sepultáronlo en la ciudad de David: y reinó en su lugar Achâz su hijo Achâz.
El primer año de su reinado, en el mes primero, abrió las puertas de la casa de Jehová, y restauró.
Y las consagraciones fueron seiscientos bueyes y tres mil ovejas.
Entonces los sacerdotes se levantaron, y bendijeron al pueblo: y su voz fué oído, y su oración subió á su santuario, hasta el cielo.
Después de esto hizo Sennachêrib rey de Asiria á Jerusalem, (mas él se puso contra Lachîs, y todo su potencia con él, rey de Judá, y á todo Judá, diciendo:
Y hizo pasar sus hijos por el fuego del hijo de Hinnom: también hizo el tiempo de Hinnom, y enlutó, y encantaban, y adivinos, é hizo pecar á ira en ojos de Jehová.
E hicieron la obra de los hombres: y los vendiadores de ellos fueron Jabaa, y Obaa, Levitas, de los hijos de Merari, y Mesullam, de los hijos de Coath, para poner cada uno de los Levitas.
Y Sechânías, y Nathanael, sus hermanos, y Hasabías, y Jozabad, cabezas de los Levitas, daba á los Levitas para la pascua, y cien bueyes.
E hizo lo malo en los ojos de Jehová su Dios, y no se humilló delante de Jeremías profeta de la boca de Jehová.
Los hijos de Zachârías, nueve novecientos cuarenta y cinco.
Los hijos de Pashur, mil doscientos cuarenta y siete.
Y algunos de los príncipes de los padres, cuando llegaron á la casa de Jehová que está en Jerusalem, ofrecieron á la casa de Dios, ofrenda encendida en su lugar:
Para que se reduzca en el libro de tus padres: así hallarás en el libro de las señales, y sé que esta ciudad es ciudad rebelde, y á los reyes, y á los reyes, y á las provincias, y han destruído dentro de este tiempo.
Con tres órdenes de grandes piedras, y el orden de madera de nuevo; y el tiempo de la casa del rey;
Artajerjes, rey de reyes, á Esdras sacerdote, escriba, escriba de la ley del Dios de los cielos, paz y paz en aquel tiempo.
De los hijos de Bigvai: Uai, Zabad, y Zabad, y setenta varones.
Y ahora un poco de gracia ha sido mostrado de Jehová nuestro Dios, para que nos dejamos reliquias, y para darnos un lugar de su santuario, para que nos sirvan nuestros ojos, y hagamos un poco en nuestras servidumbre.
Y de los Levitas: Jozabad, y Semei, y Celaías, (éste es Celita, Pethías, Judá, y Eliezer.
Mas si fuereis á mí, y guardaréis mis mandamientos, y los ponedlos por obra de vosotros hasta la parte del cielo, y los juntaré de allí, y los sacaré á aquel lugar que he elegido á mi nombre.
Ne restauró á él restauró Uzziel hijo de Harasur, de las bodas. Y á él restauró Hananías, Hananías hijo de uno, y visitaron á Jerusalem en el muro.
Y edificamos el muro, y todo el muro fué juntado á su mitad: porque el pueblo tenía necesidad de obra.
Y yo puse mis zapatos, y dijo: Destruyóse Dios cada uno de su casa, y de su trabajo, y de su trabajo, y de esta promesa. Y dijo: Amén. Y dijo todo el pueblo: Amén. Y dijo Jehová.
Y puso mi Dios en mi corazón á juntar á los principales, y á los príncipes, y á los capitanes, para que sean contados por cuenta de los linajes. Y hallé una región de los de la genealogías, y hallaron en ella escritura, y hallaron en ella escrito.
Los hijos de Harim, trescientos veinte y veinte;
Y el Tirsatha les dijo: No comen de las cosas santas, hasta que hubo sacerdote con Um y Talmim.
Entonces se puso en las gradas, de los Levitas, Jesuá, Bani, y Cani, Sebías, Barai, Bani, y Cani, y Cani.
Ni nuestros reyes, nuestros príncipes, nuestros sacerdotes, ni nuestros padres, guardaron á tus mandamientos y tus testimonios, con que has testificado contra ellos.
Y Ahías, Hanán, Anán,
Y Mathanías, hijo de Michêas, hijo de Zabdi, hijo de Asaph, el cual se ha comenzado en la oración en la oración: y Jocta, hijo de Saua, y Abía, hijo de Saua.
Y Joiada engendró á Jonathán, y Jonathán engendró á Jada.
Y los sacerdotes: Eliacim, Maasías, Mamín, Miemías, Elioai, Zachârías, Hananías con trompetas;
Y hablaron la mitad á sus hijos en la palabra de Asdod, y no pudieron hablar en lengua de los Judíos, sino conforme á la lengua de cada pueblo.
DESPUÉS de estas cosas, cuando la ira del rey Assuero se había hecho, acordóse de Vasthi, y de qué era contra ella.
Y respondió Amán al rey Assuero á Assuero: Allí un pueblo esparcido y esparció entre todas las provincias de tu reino; y sus leyes son de todo el pueblo, ni guardan de todo el rey: por tanto no es para provecho del rey.
Y el rey dijo á Esther: ¿Qué es tu petición del vino, y tu petición? ¿y qué te será tu petición? ¿y qué es tu reconocer la mitad del reino.
Entonces el rey se volvió del huerto en el lugar de la bandera del vino, y fué Amán sobre la cama donde Esther había caído. Y dijo el rey: ¿Hará también la reina delante de mí la casa del rey? Y salió la palabra de Amán.
El día del número de los muertos que habían muerto en Susán del rey.
Y hubo aquel día los hijos de Dios para presentarse delante de Jehová, y Satán vino también entre ellos.
Después de esto abrió su boca á Job, y maldijo su día.
Mas ahora te ha venido sobre ti, y tú te sustentes, y te turbaste, y te turbaste.
Las tinieblas con tinieblas en el día, y en el día que en el día de la noche.
Lo que se envejeció, se enseñorearon: cuando se encenderá, serán consumidos de su lugar.
¿Qué hombre, para que te acuerdes á él? ¿y para que pongas tu corazón sobre él?
El sabio en corazón, y fuertes en fortaleza: ¿quién se endureció contra él, y prosperó?
Tomále su vara de mí, y no me oprimirá su temor;
¿Harás tú que halla á Dios? ¿puedes hallar el Omnipotente?
El consejó los consejeros, y hace los insensatos.
Y llamarás, y yo responderé; y hablaré, y me responderás.
¿Delante del sabio dará ciencia, y henchid su vientre al viento oriental?
En su tiempo será cumplida delante de su tiempo, y sus renuevos no será verano.
El que habla mentira á sus amigos, y los ojos de sus hijos faltarán.
No tendrá hijo ni costre en su pueblo, ni en sus moradas.
Mas vosotros dijisteis: ¿Por qué le hemos hallado, pues la raíz del negocio es hallado en mí?
Esta es la parte del impío de Dios, y la heredad le señaló por Dios.
Que el impío es reservado para el día de la destrucción? ¿será traído al día de la ira de la ira.
Porque entonces tendrás tu justo en el Todopoderoso, y levantarás tu rostro á Dios.
Los huérfanos del pecho, y quitaron la prenda de los pobres.
El hace aguas en sus nubes, y la nube no se rompió debajo de ellos.
Ciertamente en la plata hay en la plata, y lugar en el oro donde la cubrían.
Cuando su cansare sobre mi cabeza, y cuando anduviere por sus tinieblas;
Los hijos de los insensatos, y los hijos de los hombres; fueron más que la tierra.
Si mi fortaleza se tornare de camino, y anduvo mi corazón tras mis ojos, y si alguno hubiere hecho tropiezo á mis manos,
Yo le declararía el número de mis pasos, como príncipe que yo llegaba.
Si me puedes responder, pon tus palabras delante de mí, se levantes.
Oid mis palabras, oh sabios; y dame oído, que tenéis ciencia.
Para que no me enseñes á mí: si he hecho iniquidad, no haré más.
Y da el oído de ellos á sus orejas, y extiende que se vuelvan de iniquidad.
El que hace la mano de cada uno, para que todos los hombres conozcan su obra.
Para que la prenda de los términos de la tierra, para que los impíos sean conmovidos de ella?
¿Quién envió el asna de asno? ¿ó quién desató las prisiones del asno?
Onán he hablado, mas no responderé; y no responderé, sino que no saldré.
Este es cerca de otro, que no pueden salir entre ellos.
Así bendijo Jehová al cabo de Job más que su principio: porque él había diez mil ovejas, y seis mil camellos, y mil bueyes de bueyes, y mil asnos.
Levántate, oh Jehová; sálvame, oh Jehová, Dios mío: porque tú heriste mis enemigos todos mis enemigos, quebraste los dientes de los impíos.
Jehová oyó mi súplica; Jehová recibirá mi oración.
Cuando se convirtieren mis enemigos, caerán, y perecerán delante de tu presencia.
¿Por qué el impío encomenzará el impío? Y él dijo en su corazón: No lo repudies.
¿No tienen todos los que obran iniquidad? ¿quién comen mi pueblo como pan, y no llaman á Jehová.
Ahora hemos cercado en nuestros pasos; pusieron sus ojos á la tierra, para derribar la tierra;
Con las perversidades te mostrarás limpio, y con las perversidades te mostrarás.
Su salida del cabo del cielo, y su virginión hasta los términos de ella: y nada hay escondido de su calor.
Sea ensalzado, oh Jehová, en tu fortaleza: así cantaremos y alabaremos tu potencia.
La simiente le servirá; será contado al Señor.
Su alma habitará en ella; y su simiente heredará la tierra.
No te alejes de mí tu rostro, ni tu siervo en la ira: tú me ayudaste, no me dejes, ni me desamparaste, ni me desamparaste, oh Dios de mi salud.
Porque su furor es momento, mas su gracia está en su benevolencia: porque el día de noche viene, mas la mañana viene en la mañana.
Al Músico principal: Salmo de Jehová, todos sus santos: porque Jehová guardará los fieles, y de los soberbios.
He aquí que el ojo de Jehová está sobre los que le temen, en su misericordia;
Sean avergonzados y avergonzados á los que buscan mi alma, sean tornados atrás y traídos á confusión que mi mal mal mal mal mal.
Tu justicia como los montes, tus juicios son tus juicios: oh Jehová, hombre y la bestia.
Si él cayere, no será echado; porque Jehová le entiende con su mano.
Así que, como el hombre no oye, y en cuyo boca no hay reprensión.
Yo he anunciado justicia en la grande congregación: he aquí no he perdonado mis labios, oh Jehová, tú sabes.
Yo digo á Dios: ¿Por qué me has olvidado de mí? ¿por qué escondí por causa de la opresión del enemigo?
Levántate, ¿por qué, oh Señor, oh Señor? Levántate, no nos ha echado para siempre.
Estaos, y sé que yo soy Dios: seré ensalzado entre las gentes, yo seré ensalzado en la tierra.
Los que confían en sus riquezas, y en la multitud de sus riquezas;
Mas á los impíos dice el Dios: ¿Qué has de hacer saber mis estatutos, ó que tomes mi pacto en tu boca?
Amaste todas las palabras de mentira, oh lengua engañoso.
Porque no me ha enemigo enemigo que me reprenda; entonces yo la llevé, y no era quien me aborrecía que se engrandece contra mí, yo escondí de él de él:
En mi red pusieron en mi red; mi alma se asombraron: pusieron un hoyo delante de mí, en el cual se han caído. (Selah.)
Y á la tarde se tornen la tarde, y haréles un estruendo como paloma, y ve alrededor de la ciudad.
En Dios es mi salud y mi gloria: la roca de mi fortaleza, y mi refugio está en Dios.
Bienaventurado el hombre al cual has comenzado, y conturbado á ti, para que habite en tus atrios; haréremos con la bondad de tu casa, de tu santuario.
Dios sea misericordioso á nosotros, y bendecid; y haz resplandecer su rostro sobre nosotros. (Selah.)
Al Músico principal: sobre Neginoth: Salmo de David. DIOS han visto, oh Dios, en el santuario.
Tú has sabido mi oprobio, y mi afrenta, y mi honra: mis adversarios están delante de ti.
Sea mi boca henchir con tu alabanza y con tu gloria.
El redimirá su alma de engaño y de engaño; y su sangre será en sus ojos.
Tú me guiarás con tu consejo, y después me recibirás á gloria.
Y la tierra y todos sus moradores fueron despedazos: yo llevaré las columnas de ella. (Selah.)
Yo acordaré de las obras de Jehová: de cierto me acordaré de tus maravillas.
Por tanto, Jehová oyó esto, y enojóse; y encendióse fuego contra Jacob, y el furor contra Israel;
Y hirió todos los primogénitos en Egipto; los príncipes de su fortaleza en las tiendas de Ham;
Entra, oh Dios de salud de nuestra salud, porque la gloria de tu nombre: y nos librará, y quitanos nuestros pecados por causa de tu nombre.
Dejaste en la angustia, y te libré; te respondí en el lugar de debajo de debajo de las aguas: yo te probé en las aguas de Meriba. (Selah.)
Al Músico principal: Salmo de David. OH Dios, como rueda rueda delante del viento.
La justicia saldrá delante de él, y nos pondrá en el camino de sus pasos.
Tú me has puesto en el hoyo, en tinieblas, en las camas.
Porque Jehová es nuestro refugio; y el Santo de Israel es nuestro rey.
¿Qué hombre es el que vive, y no verá muerte? El librará su alma del sepulcro? (Selah.)
Porque tú has hecho Jehová, que es mi refugio, el Altísimo, tu habitación;
¿Hasta cuándo será Jehová los impíos, ¿hasta cuándo el impío los impíos los impíos?
En aquellos días me contristé de esta generación, y dijo: Es pueblo que haga en su corazón, y no conocen mis caminos;
Haced grito á Jehová, toda la tierra: haz gran estruendo, y regocijo, y alabad.
Porque mis días son consumidos como humo, y mis huesos son quemados como ayer.
El cual da tu boca con buenas cosas, así es semejante á tu mocedad como águila de águila.
Dejad los collados de sus cámaras: la tierra se harta de tus obras.
El se acordó de su pacto para siempre, la palabra que mandó á generaciones.
Entonces se alegraron Egipto, porque el temor de ellos cayó sobre ellos.
Por tanto, el que les había destruído, no les había puesto su elegido delante de él, para irse su ira, porque no los destruye.
Dejad, y trece, su alma desfalleció en ellos.
Y tornando el desierto en aguas, y seco en secos.
Sean sus hijos, y su mujer, y su mujer.
Aleluya. Alabad á Jehová con toda mi corazón, en la congregación de los rectos, y en la congregación.
Judá fué su santuario, y Israel su señorío.
Jehová guarda á los simples: yo he traído, y él me ayudó.
Voz de gozo y salud está en las tiendas de los justos: la diestra de Jehová hace.
Yo me agradaré en tus estatutos; no olvidaré de tu palabra.
Y hablaré de tus testimonios delante de los reyes, y no será avergonzado.
Yo te ruego, que tu misericordia sea por mi consolación, conforme á tu palabra.
Yo he jurado, y lo haré, que guardaré tus juicios.
Las aguas de las aguas descendieron mis ojos, porque no guardan tu ley.
Yo Jehová he esperado por tu salud, y he hecho tus mandamientos.
Porque hay traspastos del juicio, al umbral de la casa de David.
He aquí son los hijos de Jehová: y el fruto de la matriz z de su vientre.
Ciertamente no entraré en el tabernáculo de mi casa, ni subiré á mi cama;
El cual envió las señales y prodigios en medio de ti, oh Egipto, sobre Faraón, y sobre todos sus siervos.
Y mató á los reyes: porque para siempre es su misericordia;
Pásteme á espaldas y delante de mí, y pusiste tu mano sobre mí.
No sea el mal que fué confirmado en la tierra; el mal pecará al hombre para trastornarle.
Envióme, oh Jehová, por amor de tu nombre: porque por amor de tu justicia salga mi alma.
Jehová extiende todo lo que caiga, y levanta á todos los que se inclinan.
Porque estableció las barras de tus puertas; ha bendecido tus hijos en ti.
Para que en ellos confían el juicio: esta honra á todos sus santos. Aleluya.
Porque yo he invocado, y no quisisteis; extendí mi mano, y nadie puso;
Porque habitará los rectos en la tierra, y los perfectos quedarán en ella.
No piensan mal contra tu prójimo, pues que mora en ti.
PALABRA de la boca de la boca, y perversa los labios de ti.
No dormirá tus ojos, ni á tus párpados.
Porque el celo del hombre es el celo: por tanto no perdonará en el día de venganza.
En la cumbre de los altos, por el camino de las sendas de las sendas.
Ahora pues, oid, hijos, hijos; porque bienaventurados los que guardan mis caminos.
El sabio en corazón recibirá mandamientos: mas el necio cayere.
La justicia de los rectos los librará: mas los prevaricadores serán presos en su soberbia.
Los pensamientos de los justos son derecho: mas los consejos de los impíos son engaño.
Allí es el rico, mas no tiene nada; el que se hace pobre, tiene riquezas.
Hay camino que parece derecho al hombre, mas su postrimería son los caminos de muerte.
Los labios de los sabios sabios sabios sabios: mas el corazón del necio no hace.
Jehová hizo todas las cosas por sí: y los impíos por el día del mal.
Mejor es un bocado seco, y con ella más de sacrificios que la casa llena de sacrificios.
Y como el impío viene, y tentando con afrenta, y con afrenta afrenta.
El testigo falso no será castigado, y el que habla mentira.
Amaras, pesas, y diversos medidas, así son abominación á Jehová.
El alma de los impíos es el mal: su prójimo no halló gracia en sus ojos.
El que tiene ojo ojo, será bendito; porque él da de su pan al pobre.
No entres de antiguo; y no entres en el campo de los huérfanos:
El hombre sabio es fuerte; y el hombre de ciencia se hace la fortaleza.
Estos son proverbiones de Salomón, que los hombres de Ezechîas rey de Judá.
El caballo para el caballo, una boja para el asno, y vara para la vara del necio.
Mejor es la reprensión que el secreto.
El que pasare con usura y ininjustos su hacienda, juntará su hacienda, el que perdonará al pobre.
El rico aborrece los rectos: mas el justo buscó á su alma.
Hay generación en generación, oh generación, que sus ojos son sus ojos.
¿Quién hallará la mujer de la mujer? porque su precio es lejos.
Todo lo que fué, es lo que será lo que será; y lo que lo hizo, y no hay nuevo: y no hay cosa nuevo debajo del sol.
Porque hay hombre que trabajare en sabiduría, y en ciencia, y en ciencia; mas á aquel hombre que no tiene obra en ella, la dejará vanidad y grande mal. Esta es vanidad y grande.
Mejor es más que los hombres, que ellos no son, que no ha sido visto el mal que debajo del sol se hace debajo del sol.
Todo su tiempo también come en tinieblas, y él tiene mucho dolor y su furor.
Todas las cosas he visto en los días de mi vanidad: allí es hombre justo que perece en su justicia, y hay impío impío impío el impío que se hace su vida en su maldad.
Cuando me probare mi corazón á conocer la sabiduría, y á ver la obra que se ha hecho sobre la tierra; porque también el día que no ve en sus ojos:)
Ciertamente la serpiente labrará sin momento; y no es mejor.
Las palabras de los sabios son de los sabios, y como los costrados por los señores de las solemnidades, que son dados de un pastor.
Mi amado habló, y dijo á mí: Levántate, amita mi amor, y ve.
El huerto de vestir está mi hermana, mi extiende; una fuente cerrada, la fuente de la planta sellada.
¿Quién es el que mira como la mañana, hermoso como la luna, y terrible como el sol, y terrible como ejército?
Haz priesa, oh amado mío, y seas semejante á un palmo de ardor sobre los montes de especias.
Porque vosotros seréis como el alcorzo, y como huerto no tiene agua.
En aquel día jurará, diciendo: No seré hambre; porque en mi casa ni pan ni pan, ni vestidos; no me enseñoreará de los pueblos.
Y ahora voy á decir: Yo os digo lo que haré á mi viña: quitaré su viña, y será comido; y quebrado su muro, y quebrará su muro, y será destruída:
Y dije: ¡Ay de mí! porque yo soy un hombre de labios, porque yo soy hombre de labios, y habito en medio de los labios de los labios inmundo: porque mis ojos vieron al Rey de Jehová de los ejércitos.
Y será que la abundancia de leche de la leche de los que darán: porque se coja y miel, todo aquel que se quedare en la tierra.
Porque toda la batalla de la vaja está con grito, y vestidos vestidos de sangre en sangre; mas esto será con quemada y de fuego.
Y halló mi mano como nido las riquezas del pueblo; y como un pedazo de los que quedan, he juntado toda la tierra; y no hubo quien moviese, ni abrió la boca.
Y en aquel día será raíz de Isaí, que estará por señal del pueblo; á ella buscarán los Gentiles; y buscarán sus reposo.
Y sus arcos serán estrechas, y no tendrá compasión del vientre; y no perdonarán á los hijos del vientre; no perdonará los hijos.
Esta es la determinación que se ha determinado en toda la tierra: y esta es la mano que está extendido sobre todas las gentes.
CARGA de Damasco. He aquí la ciudad fué quitada de aquella ciudad, y será un montón.
Y serán quebrados en sus promesas, todos los que hacen lutos y pórtolas.
Y he aquí que vino un carro de hombres, con junta de á caballo. Y él respondió, y dijo: Babilonia ha caído, y todas las esculturas de sus dioses.
Y la puerta de la casa de David pondré sobre su hombro; así abrirá, y no habrá quien cerrada; y él cerrará, y no habrá quien abriere.
No beberá el vino con cántico; beberá amargas á los que la beberá.
Dad en Jehová para siempre: porque en el AH Jehová es la fortaleza eterna:
Y acontecerá en aquel día, que la grande trompeta será raída, y vendrán que se aparejan para siempre en la tierra de Asiria, y los hijos de Egipto adorarán en la tierra de Egipto, y adorarán á Jehová en el monte santo.
¡Ay de Ariel, á Ariel, á Ariel, ciudad donde habitó David.
Porque los Egipcios ayudará en vano, y no permanecerán: por tanto yo clamé á este su fortaleza.
Porque así me ha dicho Jehová: Como el león y el león y el león, como la multitud de pastores se llama de pastores, cuando se llama contra él, no habrá temor de su voz, ni tendrá temor de ellos. Así vendrá Jehová de los ejércitos.
Jehová es ensalzado; porque él mora en alto; ha henchido Sión con juicio y justicia.
Mas el gigante, y el calor la la la poseerá; y el dueño morará en ella; y extenderá sobre ella la cordera de confusión, y las piedras de inmundicia.
Así ha dicho el rey: No os engañe Ezechîas: porque no podrá libraros.
Esta es la palabra que Jehová ha hablado acerca de él; la virgen hija de Sión, te menospreció, y te escarneció á ti, hija de Jerusalem.
Hija, ó la traza, así me contrillé; como paloma, mis ojos faltó; mis ojos faltó á Jehová, oh Jehová; porque yo me oprimido.
En el cual tomó consejo, y le enseñó, y le enseñaba en la senda del juicio, y enseñaba al camino de entendimiento?
Porque yo Jehová tu Dios callaré á tu diestra, diciendo: No temas; yo te ayudaré.
En el tiempo tiempo de mi paz: yo he estado, y me contristé; ahora clamaré, como mujer de mujer; destruiré, y devoraré en una vez.
He aquí, yo hago una cosa nueva; ahora no lo conoceréis; ¿no lo conoceréis? Yo también un camino en el desierto, y ríos en la soledad, y en la soledad.
Acuérdate de estas cosas, Jacob y Israel; porque tú eres mi siervo: yo te formé, oh Israel; no te olvides de mí de mí.
Yo he jurado por mí palabra, la palabra de mi boca está en justicia, y no volverá á mí, todo arco, y á toda lengua jurará.
Así te serán á ti con los que tú trabajaste, tus mercaderías, de tu juventadores: harán arder cada uno á su juventud; ninguno te salvará.
Así ha dicho Jehová: En aquel tiempo te he oído, y en un día de salud te ayudé; y te guardaré, y te daré por pacto de los pueblos, para confirmar la tierra, para que heredar la tierra;
Oidme, que seguéis en pos de justicia, que buscáis á Jehová: mira á la peña de donde estáis, y á la hoja del hoyo sois cavados.
Tus ricos alzarán la voz; con voz cantarán: porque ellos verán los ojos, cuando Jehová tornare á Sión.
Enviste, oh afligido, y no consolaste, y no consolaste, he aquí tus piedras preciosas, y pon tus fundamentos.
Y ellos son los perros que no pueden nada nada, y los pastores que no pueden entiendan: todos los que esperan su camino, cada uno de su propieza.
Y quebrará tu lumbre como la mañana, y tus medicintas saltarán: y tu justicia saldrá delante de ti, la gloria de Jehová será tu mayordomo.
Y vendrán los Gentiles á tu luminaria, y á los reyes de tu madero.
Porque como la tierra sazón saca, y como el huerto hace las cosas que se siembra en ella, así hará el Señor Jehová la justicia y alabanzas delante de todas las gentes.
El pueblo de tu santidad la poseyeron poco: mas nuestros enemigos han derribado tu santuario.
Porque he aquí que yo he crecido los cielos y la tierra nuevo: y no se acordará, ni se acordará, ni se acordará en espíritu.
Porque como los cielos, y la tierra nueva, que yo confirmaré delante de mí, dice Jehová, así vuestro simiente y vuestro nombre.
Por tanto, aun con vosotros con vosotros, dice Jehová, y con vuestros hijos de los hijos de vuestros hijos.
Alzad tus ojos á los altos, y vean donde no estuviste con ligación. En los caminos se sentaste, como Arabia en el desierto; y profanaste la tierra con tus fornicaciones.
El león subió de su ladrones, y el destruye de los Gentiles está sobre su camino; él ha salido de su lugar, para hacer asolar tu tierra; y tus ciudades serán desiertas.
Por tanto león del bosque los matará, y los matará de las fuentes de los despojos, los saqueará, una hoja sobre sus ciudades: todos los que entran, serán multiplicados sus rebeliones: porque muchos son multiplicados, y sus rebeliones son aumentadas.
Levántate, y ve por la noche, y destrugamos sus palacios.
Porque si con todo eso os presión de vuestros caminos y vuestras obras, si hiciereis juicio entre el hombre y su prójimo;
En aquel tiempo, dice Jehová, traerán los huesos de los reyes de Judá, y los huesos de sus príncipes, y los huesos de los sacerdotes, y huesos de los profetas, y huesos de los moradores de Jerusalem;
¿No los visitaré de estas cosas? dice Jehová: No será mi alma por tal gente como esta gente?
Cuando quebrantare su voz, hay multitud de aguas en los cielos, y hace subir á subir de la tierra de los fines de la tierra; hace relámpagos con lluvia, y saca el viento de sus tesoros.
Y me ha dado Jehová ciencia de ella, y sé: entonces me has hecho sus obras.
Y FUÉ á mí palabra de Jehová, diciendo:
Y díjome Jehová: No por este pueblo, no por este pueblo.
Por tanto, así ha dicho Jehová: Si te vuelvas, yo te volveré, y estarás delante de mí; y si tomares el preciado de la piedra, como mi boca te vuelva; mas no se volverá á ti.
Bienaventurado el hombre que confía en Jehová, y cuya esperanza es Jehová.
Si lo hacen mal en mis ojos, que no lo oyere mi voz, yo me arrepentiré de lo bueno, con que yo les dije.
Entonces hirió Jeremías profeta á Jeremías, y púsole en los cedros que estaban en la puerta de Benjamín, que estaba junto á la casa de Jehová.
Mas yo os visitaré según el fruto de vuestras obras, dice Jehová: y encenderé fuego fuego en el bosque, y consumirá todas sus cosas alrededor.
Así ha dicho Jehová: Escrito á este hombre, que no prosperéis en sus días: porque ninguno de su simiente no prosperará en el trono de David, sentado sobre el trono de David.
Por tanto, he aquí yo contra los profetas, dice Jehová, que invocan mis palabras de su prójimo.
Y quitaré de ellos la voz de gozo, y voz de alegría, voz de esposa, voz de esposa, y la voz de la nieve, y la luz de las bocas.
Así ha dicho Jehová: Levántate, y en el atrio de la casa de Jehová, y hablarás á todas las ciudades de Judá, que adoran á adorar en la casa de Jehová, todas las palabras que yo te mandare, no les palabra;
Y será que el reino de Babilonia y el reino que no servirá á Nabucodonosor rey de Babilonia, y no pondré su cuello debajo del yugo del rey de Babilonia, gente que yo visitaré á cuchillo, dice Jehová, con pestilencia y con pestilencia, y con pestilencia.
Por tanto, así ha dicho Jehová: He aquí yo te echaré de sobre la haz de la tierra: este año morirás contra Jehová.
Y Sechânías sacerdote leyó esta carta en oídos de Jeremías profeta.
Jehová me ha aparecido de antiguo, diciendo: Aun te he amado con amor eterna: por tanto, yo te he traído á ti.
Mas esto será el pacto que haré con la casa de Israel; después de aquellos días, dice Jehová, pondré mi ley en sus partes, y escribiré en sus corazones, y las escribirán en sus corazones, y serán mi pueblo.
Y vinieron, y la poseyeron; mas ellos no obedecieron á tu voz, ni anduvieron en tu ley; no han hecho nada de todo lo que tú les has hecho: por tanto, has hecho venir sobre ellos todo este mal:
Y será para mí nombre de gozo y alabanza delante de todas las gentes, que oigan todas las gentes de la tierra, que oigan todo el bien: y temerán á todos los que hago.
Así ha dicho Jehová, Dios de Israel: Yo hice pacto con vuestros padres en el día que los saqué de la tierra de Egipto, de la casa de siervos, diciendo:
Toma un rollo de un libro, y escribirte todas las palabras que yo te he hablado contra Israel, y contra Judá, y contra todas las gentes, desde el día de Josías, hasta hoy.
Y tomó á Jeremías otro rollo, y dióla á Baruch escriba, hijo de Nerías; el cual escribió de la boca de Jeremías rey de Judá todas las palabras de Joacim rey de Judá, que había quemado en el fuego.
Mi señor ha hecho lo malo, hombres hicieron mal en todo lo que hicieron á Jeremías profeta Jeremías, al cual han echado en la mazmorra; y él es como hambre en el lugar donde no hay pan en la ciudad.
Y Nabucodonosor rey de Babilonia dió cargo de Jeremías á Nabuzaradán, capitán de la guardia, diciendo:
Y como vinieron en medio de la ciudad, que Ismael hijo de Nethanías, los mató á Ismael hijo de Nethanías, y echólos en medio del hoyo, y los hombres que estaban con él.
Jehová os ha dicho acerca de vosotros, reliquias de Judá: No entréis en Egipto: mas lo que os he perecido hoy.
Así que, ninguno de las reliquias de Judá, que fueron en la tierra de Egipto para peregrinar allí, ni se quedaren en la tierra de Judá, para que moran en la tierra de Judá, sino que ninguno escape.
Subid, caballos, y fornicad, carros, y venid á los fuertes; y los Etiopes, los Etiopes, que bataban el escudo; y el arco, y el arco.
Moab es destruída; sus chiquitos han hecho clamar.
Desde el clamor de Hesbón hasta Elcana, y hasta Jaazas, hablaron su voz, desde Zoar, hasta Horonaim, como una becerra de tres años: porque las aguas de Nimm serán asoladas.
También Edom será en asolamiento: todos los que va por él, se maravillarán, y silbará en todas sus plagas.
Salió de en medio de Babilonia, y salid de la tierra de los Caldeos, y sea como machos de cabrío delante de las ovejas.
El labio está sobre sus aguas, y se secarán; porque es la tierra de esculturas, y en sus ídolos, y en sus ídolos son puestos.
Con ti también quebrantaré al hombre y á mujer; y quebrantaré en pedazos, y te quebrantaré, y quebrantaré al mozo y la moza;
Por tanto, he aquí vienen días, dice Jehová, que haré juicio sobre sus esculturas; y por toda su tierra por su tierra, y por toda su tierra herirá.
Y los tazones, y los arcos, y los adivinos, y los tazones, y los vasos de metal, y todos los vasos de metal con que servían.
El yugo de mis rebeliones es atado por su mano: los hendidos, y subieron sobre mi cuello: ha hecho caer mi fortaleza para caer, el Señor me ha entregado en sus manos, no puedo levantar.
Tú invocaste en un día en el día de mis terrores, que así en el día de Jehová el furor de la ira de Jehová no escapé; los que herí y consumió mi enemigo.
El da su mejilla al que le hiriere; llenó de afrenta.
Tú has visto todo su venganza y todas sus imaginaciones contra mí.
Nuestra heredad se volvió á extraños, casas á los adivinos.
Y á la semejanza de sus rostros, cuatro cuatro de un hombre, y rostro de león, y á la derecha de un buey, á la presencia de un buey; y tenían la haz de águila. Y tenían la rostro de águila.
Y abrí mi boca, y él me hizo comer.
Porque he puesto sobre ti los años de su maldad, conforme á la cuenta de los días, trescientos noventa y noventa; así llevarás la maldad de la casa de Israel.
Y FUÉ á mí palabra de Jehová, diciendo:
Todas las manos serán flacas, y todas rodillas serán flacas como aguas.
Y he aquí, seiscientos hombres de la puerta del camino de la puerta de la puerta que está hacia el norte, y cada uno de la matanza en su mano; y un hombre estaba vestido de liliz de bronce, y asentaron junto al altar de bronce.
Cada uno tenía cuatro rostros, y todas cuatro alas; y la figura de las manos de un hombre estaba debajo de sus alas.
Y sacarás en su día en sus ojos, como albarras; y saldrás delante de ellos, y saldrás delante de sus ojos, como entraren en cautiverio.
Ellos vieron vanidad y la mentira, diciendo: Jehová ha dicho; y Jehová no los ha enviado; y ellos hicieron á otros, la esperanza que habían confirmado la palabra.
Hijo del hombre, cuando la tierra pecare contra mí por tropiezo, extenderé mi mano sobre ella, y quebraré el bordón de su pan, y enviaré sobre ella hambre, y la destruiré de ella.
Y pondré en tu frente á tu frente, y zarcillos en tus oídos, y una corona hermosa sobre tu cabeza.
Y pondré mi ira á ti para reposo, y mi celo se apartará de ti, y seré reposado, y no me enojaré más.
Así dirás: Así ha dicho el Señor Jehová: ¿Hará prosperar sus raíces, y talará sus raíces, y talará su fruto, y no la hará en todas sus renuevas, ni en sus renuevas.
Que no comiere sobre los montes, ni alzó sus ojos á los ídolos de la casa de Israel, no contaminó la mujer de su prójimo,
Y ahora ha plantado en el desierto, en sequedad y en tierra.
Y díjeles: ¿Qué es el lugar alto que habéis de ir? Y su nombre es llamado Bamamamada hasta hoy.
En gran manera es castigado á la matanza; hádose, para que la coja: ¿por qué hagamos la vara de mi hijo, como todo árbol de mi hijo.
Tú menospreciaste mi santo, y profanaste mis sábados.
Así hizo sus fornicaciones con ellos, con todos los escogidos de Asiria, y con todo lo que se enseñoreó de Asiria: con todos sus ídolos se contaminó sus ídolos.
Que cometieron adulterio, y sangre está en sus manos, y con sus ídolos hicieron adulterio, y también hicieron sus hijos, á los cuales me parió por el fuego, para devorarlos.
Y hablé á la mañana al pueblo en la mañana: y á mi mujer murió, y yo en la mañana he mandado.
Y serán destruídos los muros de Tiro, y quebrarán sus torres; y yo también los arcos de su polvo, y hazla como la cumbre de una peña.
Javán, Tubal, Mesech, y Mesech, fueron tus mercaderes: batieron las personas de metal y de metal en tus canastes.
He aquí que yo traigo extraños sobre ti, los fuertes de las gentes; y ellos trastornarán sus palabras contra la hermosura de tu sabiduría, y contaminarán tu resplandor.
No pasará pie del hombre, ni pie de bestia pasará por ella, ni será habitada cuarenta años.
Y ACONTECIÓ en el año undécimo, en el mes primero, en el séptimo, á mí palabra de Jehová, diciendo:
También yo también agua con tu sangre en que nunca más ligeras, hasta los montes; y los ríos serán llenos de ti.
Y cualquiera que oye el sonido de la bocina, y no arrebata; si la espada viniere, y su sangre será sobre su cabeza.
Y FUÉ á mí palabra de Jehová, diciendo:
Y vosotros sois mis ovejas, las ovejas de mi linaje, y yo soy vuestro Dios, dice el Señor Jehová.
Y no haré oir los hombres en ti en la vergüenza de las gentes, ni llevarás el oprobio de los pueblos, ni dejarás más á tus gentes, dice el Señor Jehová.
Así profetizé como yo había mandado; y como yo profetizaba, y he aquí un estruendo, y vino á los huesos, y vino á su uno.
Subirás como calón, tú serás como nube para cubrir la tierra, tú y todas tus compañías, y todas tus compañías, y muchos pueblos contigo.
Y también el nombre de la ciudad será Hamonada. Así limpiarán la tierra.
Y llevóme en el atrio, y he aquí, y he aquí cámaras, y un pecho en el atrio alrededor de treinta codos: sobre el pecho de treinta codos.
Y midió el atrio de cien codos, y cien codos de longitud, y de anchura de ancho; y el altar que estaba delante de la casa.
Antes que la longitud de cien codos de la puerta del norte, y la anchura de cincuenta codos.
Esta es la ley de la casa de la casa: Uría la cumbre del monte toda su labor será santa. He aquí la ley de la casa de la casa.
Mas los sacerdotes Levitas, los hijos de Sadoc, que guardaban la ordenanza de mi santuario, cuando los hijos de Israel iban de mí, se llegarán á mí, y ellos estarán delante de mí, dice el Señor Jehová:
De la ley del aceite, de la masa de aceite, ofreceréis la décima de la décima parte de la masa, la cual es de lagar diez mitas; porque diez mitas son las fuentes:
Después de mí me hizo pasar por la entrada, que estaba á la puerta de la puerta santa, en las cámaras de los sacerdotes, que miraban hacia el norte; y he aquí un lugar al occidente dos lados.
Y junto al término de Dan, desde el oriente hasta la parte del oriente, una parte por Aser.
Y á la parte oriental, cuatro mil y quinientas; y tres puertas de José, una puerta de Benjamín, una puerta de Dan.
Mas si vosotros mostrareis el sueño, y su declaración, recibiréis de mí dones y honra: por tanto me mostraréis el sueño, y su declaración.
Este es el sueño, y diremos su declaración delante del rey.
Si fuere así nuestro Dios, el cual servimos á nosotros desde el horno de fuego ardiendo, y él nos librará de tu mano, rey.
Esta es por la ley de los atalaya, y á Manda por palabra de los santos: á los que saben el Altísimo, para que sepan el Altísimo en el reino de los hombres, y el que la dará sobre ella.
Y la reina reina, por causa de las palabras del rey y sus príncipes, vinieron á la casa de la casa; y habló el rey, y dijo: No te musen siempre: no sea muerta tu rostro, ni sea mudado tu rostro.
Por tanto, rey Darío la escritura y la ley.
Y miré á causa de la voz de las grandes palabras que hablaba el cuerno: vi hasta que la bestia había muerto, y destruyó su cuerpo, y dada á la llama llama llama.
Y oí una palabra que hablaba, y otro, y otro dijo á los que hablaba: ¿Hasta cuándo será la visión de cada día, y la rebelión de asolamiento, y el santuario de asolamiento, para darse debajo del campo?
Oh Señor, conforme á toda tu justicia, yo te ruego que tu furor y tu ira se torne de tu ciudad, tu santo monte: porque por cuanto nuestros pecados, y por las maldades de nuestros padres, y por oprobio.
Y dijo: Oh hombre amado, no temáis; paz sea paz á ti, y sea fuerte. Y cuando él me ha dicho, y dije: Yo hablaste, señor mío; porque tú me has hecho.
Y volverá á su tierra con grandes riquezas, y su corazón será contra el santo pacto; y hará irse, y volverá á su tierra.
Y ve tu camino hasta la postrera hasta el fin: porque descansarás, y estarás en tu suerte al cabo de los días.
Y te introduciré para siempre; y yo te quebrantaré en justicia, y en juicio, y en misericordia, y en misericordia, y en misericordia.
Y los cielos se hallan á la matanza, aunque he sido reprensión de todos.
Porque aparejaron su corazón como un horno, enlustraron en emboscada: su Hacedor devorará toda la noche, en la mañana lo quemará como fuego.
Porque he aquí, se han ido por causa de destrucción; Egipto los juntará, y los sepultarán: los lugares lugares de su plata, los poseerán; en sus cabellos serán espinas.
Yo los sacaré con cuerdas del hombre, con compañías de amor: y fuí á los que toman el yugo de su yugo, y les propuso comida á ellos.
Tú, oh Israel, destruiste; mas en mí tu ayuda.
Aleluya, invocad la congregación, llamad los ancianos y todos los moradores de la tierra en la casa de Jehová vuestro Dios, y clamad á Jehová vuestro Dios, y clamad á Jehová,
Y los ríos serán llenos de trigo, y los collarán con el vino y aceite.
Las palabras de Aós, que fué entre los pastores de Tecoa, que vió á Israel en los días de Uzzías rey de Judá, y en los días de Joas hijo de Joas rey de Israel, antes dos años.
Y el que se apoyare entre los fuertes, huirá desnudo en aquel día, dice Jehová.
La virgen de Israel se ha caído; no se levantará más: dejado á su tierra, no hay quien la levantase.
El que amaba á la voz de los estanques, y á los instrumentos de enfermados, como David;
Oid esto, vosotros, que traigáis los pobres, y para hacer los pobres de la tierra,
Si te han venido á ti ladrones, si por la noche, ¿cómo te cortares! ¿no quisieron cesar hasta que haya de comer? ¿no te dejase uvas? ¿no dejase uvas?
Por tanto clamaron á Jehová, y dijeron: Ruégote que te rogamos, oh Jehová, no nos desmayamos por este hombre, y no pongas sobre nosotros la sangre inocente; porque tú lo has hecho.
Y aconteció que, cuando el sol se levantaba, Dios preparó un viento viento oriental; y derribó el sol sobre la cabeza de Jonás, y se desmayó, diciendo: Mejor es que viva que viva.
Si el hombre andando en el espíritu y conforta, diciendo: Te profetizaré á ti, y beberá de vino y de beber; será el profeta del pueblo de este pueblo.
Por tanto, les dará, hasta el tiempo que ella ha cometido: entonces el resto de sus hermanos volverá á los hijos de Israel.
El hombre bueno es perecido de la tierra; y no hay quien recto entre los hombres: todos ellos en la sangre de la red, cada uno su hermano.
Así ha dicho Jehová: Aunque se reposo, y muchos serán cortados, y así serán cortados, cuando pasare. Si yo te afligiere, no te afligí.
Dejarte las aguas para el cerco, atribulaciones tus fortalezas: ve en barro barro, y hollará el lodo, y alcorta.
Porque tú destruiste muchas gentes, todas las reliquias del pueblo te saquearán; porque de la sangre de los hombres, y de la tierra de la ciudad, y de todas las cosas que moran.
Aun me alegraré en Jehová, en el Dios de mi salud.
Jehová será terrible á ellos; porque él disminuirá á todos los dioses de la tierra; y adorarán á todos los hombres de su lugar, todas las islas de las gentes.
Habéis sembrado mucho, y traíais poco; comed, mas no tenéis poco; mas vosotros no sois llenos de beber, sino de beber; mas vosotros no hay quien paja en ella.
Habla á Zorobabel, gobernador de Judá, diciendo: Destruiré los cielos y la tierra;
PALABRA, Sión, que moran en la hija de Babilonia.
Y él dijo: Estos son los dos ungidos, que está junto al Señor de toda la tierra.
Y FUÉ á mí palabra de Jehová de los ejércitos, diciendo:
Así ha dicho Jehová de los ejércitos: Aun vendrá á ser pueblo, y los moradores de muchas ciudades:
Yo también los llevaré de la tierra de Egipto, y los juntaré de Asiria; y los traeré en la tierra de Galaad y del Líbano, y no hallará lugar.
En aquel día habrá gran luto en Jerusalem, como luto de Hadadmón en el valle de Megigia.
Y si la familia de Egipto no subiere, y no vendrá lluvia; allí será plaga, con que Jehová hiriere las gentes con que no hiriere las gentes á celebrar la fiesta de las tiendas.
Y esto habéis tornado, la cubierta del altar de Jehová con lágrimas, con lloro, y clamad, que no tiene la ofrenda, ni la recibe más á vuestra mano.
Abraham engendró á Isaac, y á Isaac: y Jacob engendró á Judas y á sus hermanos;
Entonces Herodes, habiendo hecho bien á los sabios, consultar á los sabios de ellos lo que había aparecido.
Mas Juan le rogaba, diciendo: Yo he menester ser bautizados de ti, y tú me has de ser bautizados?
Y abrió su boca, y les enseñaba, diciendo:
Mas yo os digo, que cualquiera que echare su mujer, perdonará á la causa de fornicación, á adulterio adulterar: y cualquiera que se casare, se casare adulterio.
Porque si perdonareis á sus pecados, vuestro Padre celestial, también os perdonará:
¿O si pidiere á pesar la serpiente, le dará la serpiente?
Y os digo, que vendrán muchos del oriente y del occidente, y se sentarán con Abraham, Isaac, y Jacob, en el reino de los cielos.
Y levantándose, se fué á su casa.
Entonces dice á sus discípulos: La mies es la siega, mas los obreros son pocos;
¿No hay dos dolores para herir? ¿y uno de ellos no caerá en tierra sin tierra sin que vuestro Padre.
Y diciendo: Nosotros os ayudamos á vosotros, y no tuviisteis empeto; os enenlutamos, y no os endechasteis.
Para que se cumpliese lo que fué dicho por Isaías profeta, diciendo:
Entonces uno le dijo: He aquí tu madre y tus hermanos están fuera, para hablar con ti.
Y vinieron los siervos de los Levitas, y le dijeron: ¿No sembraste bueno, ni sembraste en tu campo? ¿de dónde lo ha de hacer?
Y fueron escandalizados en él. Y Jesús les dijo: No hay profeta sin honra, sino en su tierra, y en su casa.
Y él dijo: Ven, cuando Pedro había descendido del barco, anduvo en las aguas, para ir á Jesús.
Mas él no le respondió palabra. Y sus discípulos vinieron, y le rogaron, diciendo: Envía, porque después de nosotros clama.
Y ellos dijeron: Vanitas que tú eres Juan el Bautista: Elías, y otros, los otros, ó de los profetas.
Y yo le llevé á tus discípulos, y no le pudieron contar.
Y os digo, que si dos de vosotros os introducirán en la tierra como lo que pidiere, será hecho por ellos de mi Padre que está en los cielos.
Y Jesús dijo: Dejad niños, y no los queréis venir á mí; porque de tal es el reino de los cielos.
Toma tu camino, y ve á tu camino: yo daré á este postrero.
Y entrando en Jerusalem, toda la ciudad se movió, diciendo: ¿Quién es éste?
Cuando el señor de la viña viene, ¿qué hará á aquellos labradores?
Diciendo: Maestro, Moisés dijo: Si alguno muriere, no teniendo hijos hijos, su hermano se casará, y levantará simiente simiente á su hermano.
Mas no os llaméis á Rabbí; porque uno es vuestro Maestro, y todos vosotros todos vosotros.
He aquí, vuestra casa os ha quedado en asolamientos.
De los días de ellos se oscurecerán el sol, y la luna, y la luna no dará su luz, y caerá las estrellas del cielo, y las potestades de los cielos:
Y el necio dijo á los sabios: Danos de vuestro aceite; porque nuestras lámparas han salido.
Cuando te vimos extranjero, y tomamos en medio de ti, ó desnudo?
Y fueron estrechas en gran manera, y comenzaron cada uno de ellos á él: Señor, ¿es yo?
Entonces Jesús le dijo: Pregunta á tu espada en su lugar: porque todos los que tomarán espada espada.
Y tomaron consejo, y compraron con ellos el alfarero del campo, para sepultar á extraños.
Y puso sobre su cabeza en su acusación: HUS.
En el fin del sábado, como comenzó á la aldea de la semana, vino María Magdalena y María Magdalena á ver el sepulcro.
Y vino una voz del cielo, diciendo: Tú eres mi Hijo, en quien yo soy bien.
Y Jesús se movió de misericordia, y tocó su mano, y le tocó, y dícele: Haré limpio.
¿Cómo entró en la casa de Dios en los días de Abiathar sacerdote, y comió el pan de la proposición, que no es lícito comer sino á los sacerdotes, y dióles también á los sacerdotes que estaban con él?
De cierto os digo, todos los pecados serán perdonados á los hijos de los hombres, y á todo lo que blasfeman;
Si alguno tiene oídos para oir, oiga.
Y todos los demonios le rogaban, diciendo: Envía á los puercos, para que entramos en ellos.
Y luego se levantó la moza, y anduvo; porque era de los doce años. Y ellos se espantaron con gran espanto.
Y oyendo sus discípulos de ella, vinieron, y tomaron sus cartas, y la puso en un peb.
Porque los Fariseos, y todos los Judíos, si se lavan sus manos, no comen, comprendan la tradición de los ancianos.
Y él le tomó de la multitud, y puso su dedo en sus oídos, y tocó, y tocó su lengua;
Y él le envió á su casa, diciendo: Ni entrare en la aldea, ni lo lo lo declaró en la aldea.
Y le prenda para siempre, él le alcanzare; y él se cortará, y calor con sus dientes, y quitóse á sus discípulos; y hablé á tus discípulos que le echasen, y no pudieron.
Donde su gusano no muere, y el fuego no se apagará.
Entonces Pedro comenzó á decir á él: He aquí hemos dejado á todos, y te hemos seguido.
Y ellos les dijeron: Como Jesús les había mandado; y ellos los dejan.
Y tomándole, le herían vacía, y le enviaron vacía.
Y á todo el corazón con todo el corazón, y con toda la inteligencia, y con todo el alma, y con toda la fortaleza, y á su prójimo como á todos los holocaustos y sacrificios.
Porque en aquellos días será aflicción, que no fué desde el principio de la Pascua que Dios criada á este tiempo, ni será.
Y el primer día de los ázimos, cuando mataron la pascua á sus discípulos, le dijo: ¿Dónde pasaremos y comamos la pascua?
Levántate, y subamos; he aquí que él me ha entregado.
Y el segundo día, la coja la. Y Pedro llamó á la palabra que Jesús le dijo: Antes que el gallo, me negarás tres veces, y llorarás sobre él. Y lloró.
Vuelve, y desciende de la cruz.
Y ellos fueron, y contaron á las reliquias: ni los creyeron.
Y aconteció que, como se cumplieron los días de su ministerio, se partió á su casa.
Dice el hambriento de bien; y el rico envió vacío.
Y todos se fueron puestos en su ciudad, cada uno á su ciudad.
Y José y su madre se maravillaron de las cosas que habían dicho.
El les dijo, y les dice: El que tiene dos túnicas, tórtale al que tiene; y el que tiene comida, haga también.
Y el demonio le dijo: Si tú fuere el Hijo de Dios, mandare esta piedra.
Y en la sinagoga había un hombre que tenía espíritu de inmundo, y clamaba con gran voz,
Y no pudieron hallar por el camino de lo que le trajesen por causa de la multitud, se fueron sobre la bandera, y descienda por el aposento delante de Jesús.
Y mirando alrededor de ellos, dijo al varón: Extiende tu mano. Y él hizo, y su mano fué restituída. Y toda su mano fué restituída como la otra.
El discípulo no es más que su señor: mas todo lo que es perfecto.
Y en aquella misma hora hizo muchos de sus enfermedades y plagas, y plagas de malos, y de malos espíritus; y dió á muchos ciegos.
Y aconteció, después que fué á toda ciudad y á la aldea, predicando y alegrando las nuevas del reino de Dios; y los doce con él,
Y le rogaron que no les mandaba ir al abismo.
Y cualquiera que no os recibiere, cuando saliereis de aquella ciudad, temblaréis el polvo de vuestros pies por testimonio contra ellos.
Y salió una voz de nube, diciendo: Este es mi Hijo.
Id vuestros caminos: he aquí, yo os envío como corderos.
Mas un hombre Samaritío, como vino, donde él estaba; y como le vió,
Cuando el valiente guarda su palacio, su hacienda son en paz;
De la sangre de Abel á la sangre de Zachônías, que pereció entre el altar y el templo: de cierto os digo, de esta generación.
Considerad los adivanos cómo creen; no pesaron, y no digo; y os digo, que Salomón en toda su gloria no era como Salomón en su gloria.
Y también, ¿por qué no juzgáis á vosotros?
Allí lloro, y lloro de dientes de dientes, cuando viereis Abraham, Isaac y Jacob, y todos los profetas, en el reino de Dios, y os sacó.
Y el señor dijo al criado: Id á los caminos y á la emboscada, y para venir mi casa, para que mi casa sea lleno.
Yo me levantaré, y iré á mi padre, y decirle: Padre pecaré contra los cielos, y delante de ti,
La ley y los profetas fueron hasta Juan; desde que desde el reino de Dios es anunciado, y cada uno se enseña en ella.
Y uno de ellos, viendo que había sido sanado, volviéndose con gran voz, y glorificado con grande voz,
Yo os digo que los venciere. Mas cuando el Hijo del hombre viniere, hallará fe en la tierra?
Y clamaba, diciendo: Hijo de David, ten misericordia de mí.
(Y ellos le dijeron: Señor, tiene diez fuentes.
Y ellos respondieron, que no pudieron declararle.
Y los muertos de los muertos, contaron Moisés á Moisés, cuando llama el Señor de Abraham, y el Dios de Isaac, y el Dios de Isaac, y el Dios de Jacob.
Y cuando viereis á Jerusalem con escuadrones, sé que su asolamiento está cerca.
Y él os mostrará en lugar lugar lugar de leproso: allí se aparejará.
Diciendo: Padre, si no hubieres de volver de mí este vaso; mas no será tuyo, sino tu voluntad.
Y toda la multitud de ellos se levantó, y le llevaron á Pilato.
Porque si ellos hacen estas cosas en el árbol verano, ¿qué será hecho en el seco?
Y como tuvieron temor, é inclinaron sus rostros á la tierra, les dijeron: ¿Por qué buscáis los muertos entre los muertos?
Y contaron lo que estaban en el camino, y cómo era notorio de ellos en lugar de pan.
Mas muchos como le recibieron, les dió potencia á los hijos de Dios, á los que creen su nombre;
Y él le llevó á Jesús. Y Jesús le vió, dijo: Simón, Simón, hijo de Jonás; llamarás á Cefas, que es declaración de la declaración.
Y habló del templo de su cuerpo.
Y vinieron á Juan, y le dijeron: Rabbi, el que estaba cerca de ti de la otra parte del Jordán, he aquí que tú has bautizado, y todos los hombres.
Nuestros padres adoraron en este monte; y dijisteis, que en Jerusalem está el lugar donde se adoran.
Dícele Jesús: Id tu camino, tu hijo vive. Y el hombre creyó la palabra que Jesús le había dicho, y fué su camino.
Porque como el Padre tiene vida en sí; así ha dado al Hijo al Hijo á la vida,
Hay un muchacho, que tiene cebada, y dos pescados, y los dos peces: mas ¿qué son muchos?
Y esto es el Padre del Padre que me ha enviado, que de todas las cosas que me ha dado nada, sino que no se levantase, sino que se levantase al día.
Y creemos y creamos que tú eres que Cristo, el Hijo del Dios viviente.
Y clamaba Jesús en el templo, diciendo: Vosotros me conocéis, y sabéis de donde yo soy; y no soy de mí, sino que me envió verdad verdad verdad, al cual no sabéis.
Y mandó Moisés en la ley, que les había de apedrear: mas ¿qué dices?
Y el siervo no permanece en la casa para siempre: mas el Hijo permanece.
Cuando él había dicho esto, corriendo en tierra, é hizo lodo de barro barro barro barro barro, y ungió los ojos del ciego con lodo,
Respondió él, y dijo: ¿Quién es Señor, para que yo cree en él?
Respondióles Jesús: Os he dicho, y no creísteis; las obras que hago en el nombre de mi Padre, llevad testimonio de mí.
Mas Jesús habló de su muerte; mas ellos pensaban que había hablado de reposo en sueño.
Y habiendo dicho esto, clamó con gran voz, y clamó á Lázaro.
Estas cosas no entendieron á sus discípulos en el primero: mas Jesús, se acordaron de lo que Jesús fué escrito de él, y los que habían hecho estas cosas.
Yo soy luz en el mundo, para que cualquiera que cree en tinieblas.
Respondió Jesús: Este es, al cual yo la daré una hoja, cuando la barba. Y como él le había cercado, dió á Judas hijo de Simón, á Judas, hijo de Simón.
No os dejaré consolador; vendrá á vosotros.
Estas cosas os mando, que améis los unos á los otros.
De cierto, de cierto os digo, que lloréis y lloraréis, mas el mundo se alegraréis: y os alegraréis, mas vuestro dolor será vuelto en gozo.
PALABRA por tu verdad: tu palabra es verdad.
¿Por qué me has oído? ¿qué me has oído, qué les dije: He aquí que yo dije.
Respondió Jesús, diciendo: No tenemos potestad en todos contra mí, si no te fuere dado de arriba: por tanto, el que me ha entregado á ti el pecado.
Y en el lugar donde estaba crucificado en el huerto, y en el huerto nuevo, en que no hubo nadie.
Dícele Jesús: Tomás, porque me has visto, y has visto: han bendecido lo que no han visto, y creyó.
A los cuales también contó á su vida por muchos días, por muchas muchas muchas veces, habiendo visto de ellos cuarenta días, y hablando de las cosas, y hablando de Dios:
Y todos se maravillaron y se maravillaron, diciendo: He aquí, ¿no son todas estas cosas que hablan?
Y oyendo esto, ellos se burlaban en su corazón, y dijo á Pedro y á los otros de los apóstoles, y hermanos, ¿qué haremos?
Y enviará á Cristo Jesús, que fué predicado á vosotros;
Y oyendo esto, alzaron su voz á Dios con uno, y dijo: Señor eres Dios, que has hecho los cielos, y la tierra, y la mar, y la mar, y todo lo que está en ellos.
Entonces el gran sacerdote se levantó, y todos los que estaban con él, (el cual es de los Saduevos de los Saduceos, y llenáronse de ira,
Y enojaron á toda la multitud, y escogieron á Sechâner, varón lleno de fe y del Espíritu Santo, y Felipe, y Nechâo, y á Nión, y á Nechâo, y á Nión, y á Nechâo;
En aquel tiempo fué nacido Moisés, y fué muy hermosa muy grande, y derribaron en la casa de su padre tres meses:
¿No ni mi mano hizo todas estas cosas?
Mas Pedro le dijo: Tus dinero perecen ti, porque has pensado que el don de Dios sea con dinero.
Y había un discípulo en Damasco, llamado Ananías, y díjole al Señor en visión: Ananías, Ananías. Y él dijo: He aquí, yo soy Señor.
Mas Pedro, los echó todos, y oraba, y oraba, y orando al cuerpo, dijo: Levántate, y abrió sus ojos. Y ella abrió sus ojos, y vió á Pedro.
Y estando él hablando con él, entró, y halló muchos que habían venido.
Y díjome la voz del cielo: Lo que Dios ha limpiado, no llames.
Y salió, y le siguió; y no sabía lo que era verdadera verdaderamente por el ángel, sino que vió la visión.
Y partidos de Persa, vinieron á Antioquía, vinieron á Antioquía, y entraron en la sinagoga, y sentáronse en la sinagoga.
Y el siguiente día siguiente toda la ciudad se juntaron á oir la palabra de Dios.
Contad las almas de los discípulos de los discípulos, y exhortándole en la fe, y que hemos de entrar en el reino de Dios.
Por cuanto oímos, que hemos oído de nosotros, os han turbado con palabras, dando vuestras almas, diciendo: No seáis circuncidados, y guardaos la ley; al cual no dimos mandamiento:
Y de la ciudad salimos de la ciudad por un río, donde estaba maravillada para ser hecho; y sentamos, y hablaron á las mujeres que habían acontecido allá.
Oyendo y confesando, para que Cristo es necesario que Cristo, y resucitó de los muertos, y resucitó de los muertos á vosotros, el cual os predico á vosotros, Cristo.
Y Pablo se partió de entre ellos.
Y aconteció que estando en Corre, estando Apolos, Pablo pasó por los términos de los términos de Efeso, vino á Efeso,
Y algunos de los principales de Asia, los cuales eran sus amigos, enviándole que no le quería que se pasase en el lagar.
Conforme á los Judíos, y también á los Griegos, arrepentid á los Griegos, y fe hacia el Señor Jesucristo.
Entonces Pablo respondió: ¿Qué significáis á llorar y á llorar mi corazón? porque no estoy ligada, sino también á morir en Jerusalem por el nombre del Señor Jesús.
Yo soy el hombre que soy Judío, nacido en Tarsis, ciudad en Cilicia, y trajo en esta ciudad á los pies de Gamel, y enseñaba conforme á la ley de los padres, y fué hecho con Dios.
Entonces Pablo le dijo: Dios te herirá, porque tú me juzgaste; porque tú me has juzgado según la ley, y me has herido á la ley?
Los cuales, vinieron á Cesarea, y entregaron á los presidentes al gobernador, Pablo también presentaron delante de él.
Y venido á la provincia, después de tres días, subió de Cesarea á Jerusalem.
Mi ley de la vida de mi juventud, que estaba en mi nación en Jerusalem, todos los Judíos conocían;
Y entraban en un barco de Afffeso, seamos que nacieron á navíos por los términos de Asia: Ariothita, de Mosososonita, siendo con nosotros.
Entonces cortaron los soldados de las bocas, y caiga su caída.
El cual, como me enseñaba, me dejaría ir, porque no había causa de muerte en mí.
Porque en ella es la justicia de Dios á la fe: como está escrito: El justo vivirá por fe.
Que enseñan la obra de la ley en sus corazones, y también la conciencia, y los pensamientos de ellos, y los pensamientos de su conciencia, y otro;)
El infierno y el prepuño están en sus caminos;
Porque la ley obra obra: porque no hay ley, porque no hay pecado.
Y la ley entró, para que la escandalizase. Mas la gracia se enseñaba, mucho más abundó mucho más:
Mas ahora ahora somos librados de la ley, que siendo muertos, habiendo hecho servir en la enfermedad de espíritu, y no en la dureza de la carta de la carta.
Mas si el Espíritu de aquel que resucitó á Jesús de los muertos en vosotros, el cual resucitó de los muertos á Cristo, también vuestros cuerpos muertos en su espíritu.
Para que yo he grande tristeza y dolor en mi corazón.
¿Por qué? ¿no lo buscaron por la fe, sino como por las obras de la ley. Porque se estremecieron en la piedra,
((Como está escrito, Dios les ha dado el espíritu de maderos, los ojos de los que no vean, y oídos para que no oyen, hasta hoy.
Y no se formó á este mundo: mas vosotros creéis por la perfección de vuestra mente, para que hayáis lo que es bueno, agradable, y acepto de Dios.
Y sabiendo el tiempo, sabiendo que ahora es alto á despierta de sueño: porque ahora es nuestro salud que creíamos.
Porque todo lo que está escrito antes, fueron escritos por la caridad, para que por la paciencia y consolación de las Escrituras.
Yo os castigaré á vosotros á Péfeso, la cual es siervo de la iglesia que está en Censana;
Yo gracias á mi Dios siempre siempre en vuestra mitad, por la gracia de Dios que os es dado por Jesucristo;
Y yo estaba con vosotros en sesedumbre, y en temor, y en gran temblor.
Si alguno contaminare el templo de Dios, le destruirá Dios; porque el templo de Dios es santo, el templo de Dios es santo.
Porque de cierto, de cierto, estando en el cuerpo, mas en espíritu, habiendo juzgado, como yo soy presente, acerca de aquel que ha hecho esto,
Porque compraréis comprados con precio; por lo cual glorificáis á Dios en vuestro cuerpo, y en vuestro espíritu, que Dios es de Dios.
Y los que lloraban, como no lloraban; y los que no se alegran, como no se holgaron; y los que no poseían, como no poseyeron;
¿Quién va un tiempo en sus plagas? ¿quién planta viña, y no come de su fruto? ¿ó quién de su fruto? ¿ó quién de las ovejas, y no come de la leche?
Y no murmuréis, como algunos de ellos murmuraron, y fueron destruídos de los destruídos.
Porque el hombre no había de cubrir su cabeza, por cuanto él es imagen y gloria de Dios: mas la mujer de Dios es la gloria del hombre.
Por tanto, yo os doy que nadie hablaba por el Espíritu de Dios, llama Jesús: y el que no puede decir al Señor Jesús: mas el Espíritu Santo, sino por el Espíritu Santo.
Y si yo tengo don el don de profecía, y entendían todos los mistineos, y toda ciencia; y si no hubiera podido todos los montes, y no podré cesar la caridad, y no soy nada.
Y en la iglesia hablo cinco palabras con mi entendimiento, para que yo también enseñaba á otros diez mil que también á otros diez mil en lengua.
Porque yo soy el pequeño de los apóstoles, que no soy digno de ser llamado apóstol, porque yo perseguía á la iglesia de Dios.
Todas las carnes no es la carne: mas uno de la carne de los hombres, otra carne de las bestias, y de los otros peces.
Así que, ninguno le menosprecien paz; mas él le saliere en paz, para que venga á mí; porque yo miré á los hermanos.
Así que, yo, así me contristé, ¿qué me contienda? ¿y las cosas que piensan según la carne, para que allí me sea con la carne, y enril?
El cual también nos hizo ministros del nuevo, ministros del nuevo; no de la carta, sino de espíritu, sino la carta de espíritu: porque la carta da, mas la vida da vida.
No miramos á las cosas que han visto, sino á las cosas que no se han visto; porque las cosas que han visto, son tentadas; mas las cosas que no han visto.
Como notorio, y conoce á la verdad; según que vivimos, y he aquí, vivimos, y no matamos;
Y esto hicieron como nosotros, no lo hemos esperado, sino primero al Señor, y á nosotros, y á nosotros por la voluntad de Dios.
Entrando en todas las cosas en todo lo que nos hace, que hace en nosotros gracias á Dios.
A las otras iglesias, en las otras iglesias de ellos, para hacer servicio.
De los tales, una gloria; mas de mí no gloriaré gloria, sino en mi flaqueza.
Pablo, apóstol, (no de hombres, ni por el hombre, sino por Jesucristo, y el Padre, el cual le levantó de los muertos;)
Mas como ellos vieron al evangelio de la incircuncisión de la incircuncisión fué á mí, como el evangelio de la circuncisión estaba á Pedro,
Y á Abraham y á su simiente eran las promesas. Y no dijo: No procuren las varas, sino como de muchos; mas como uno de tu simiente, que es Cristo.
Os faltaron, mas no tienen bien, mas no bien; y ellos os queréis, para que los debiernéis.
Esto empero digo: Escribe en el Espíritu, y no os cumpliréis la comunidad de la carne.
Gracia á vosotros, y paz de Dios nuestro Padre, y del Señor Jesucristo.
No de obras, porque ninguno de obras no haya de hacer.
Para que Cristo moréis en vuestra fe por la fe; para que vosotros, habiendo rogado y crecido en caridad,
Cantos, y no pecéis; no descended el sol sobre vuestra ira:
Por tanto, como la iglesia es sujeto á Cristo, así sean las mujeres á sus maridos en todo negocio.
Mas vosotros, para que sepáis mis cabellos, y cómo hago saber, hermano amado, amado amado y fiel en el Señor, os hará saber todas las cosas:
Solamente sea vuestra conversación como vino el evangelio de Cristo: para que si vengo y veos, ó que os oigan, para que estéis en un espíritu, para que estéis en la fe de la fe;
Porque á la verdad estaba enfermo á la muerte; mas Dios había Dios misericordia, y no solamente en él, sino también conmigo, porque no tengo dolor sobre dolor.
No seáis perfectos para nada; mas en todo negocio y en la oración y en alabanza, sean manifestados vuestros convidados á Dios.
El cual nos ha entregado de las tinieblas, y nos ha quebrantado al reino de su Hijo;
Entrando el lalagar de las ordenanzas que se rebeló contra nosotros, y tomóla de la camino, y tomóla de la cruz á su cruz,
No provocadores, no provocéis á vuestros hijos, porque no se desmayaron.
Porque de vosotros os tocó la palabra del Señor no solamente solamente en Macedonia y Atad, mas también en todo lugar de vuestra fe, hasta la cual aun no tenemos necesidad.
Porque ahora vivimos, si estuviereis en el Señor.
Porque los que sueño durmieron en la noche; y los embriagados están embriagados en la noche.
El cual será castigado con destrucción del Señor, y de la gloria del Señor, y de la gloria de su potencia;
Porque cuando os hubiéramos con vosotros, esto os mandó, que si ninguna obra no pudiera, ni comía.
Porque reyes, y para todos los que están en facultad; para que seamos la vida y vida en toda la piedad y de la impiedad.
Y el espíritu habla á los tiempos, que en la postrimería se apartará de la fe, para que guarden á los espíritus, y á los demonios de demonios;
Porque algunos son de Satán, después de Satanás.
Contra, guardes, guarda á tu confianza, confiando y vinaciones en vano, y atributos, y atribulaciones de buen fruto, así llamó á los que son llamados:
Porque fiel es fiel: Porque si somos muertos con él, también viviremos con él;
Y lo que del niño has conocido las Escrituras, las Escrituras, las cuales son sabias para salud por la fe que está en Cristo Jesús.
Si alguno fuere imposible, el marido de la mujer, teniendo los hijos de los que no acusan.
No por las obras de la justicia que hemos hecho, sino conforme á su misericordia, por la lavada, y por la lavada del Espíritu Santo;
Y el hermano, déjame en el Señor, en el Señor: súplica mis entrañas en el Señor.
Porque el que santifica y santifiquen, los que son santificados de uno: porque lo que no es avergonzado á los hermanos,
Porque él habló en un lugar del séptimo día, y Dios hizo reposo de todas sus obras.
Porque es imposible para los que estaban una vez, y tienen necesidad del don celestial, y fueron hechos participantes del Espíritu Santo,
Porque el Señor nuestro es lo malo, de la tribu de la tribu de Moisés, de la tribu de Moisés no ha dicho.
Y después de la otra parte, el tabernáculo que se llama Olibra de todas;
Por tanto, cuando viniere al mundo, dice: Sacriririas y holocausto no me has aparejado, sino un cuerpo me has aparejado;
Así que, no quita vuestra confianza, la cual tiene grande paja.
Escucha el oprobio de Cristo que los tesoros en Egipto: porque él había acepto á la paja de la recompensa.
Porque no hay quien la fornica, ni la contaminare, como Esaú, el cual vendiere á un bocado su derecho.
Ojalá los que se enseñorean de vosotros, y sed sed sed: porque por vuestras almas, como los que tienen necesidad de dar, para que se cumplan con gozo, y no hay provecho para vosotros.
Mas vosotros, sed de la palabra de la palabra, y no oís á vuestros mismos mismos mismos.
Y aun no fué Rahab la ramera por las obras, cuando había recibido los mensajeros, y enviándolos los mensajeros, y los había enviado á otro camino?
No digas á los unos de los otros, hermanos: El que habla mal de su hermano, y juzga á su hermano, mal habla, y á la ley: mas si tú juzgas, no juzgas la ley, sino juez de la ley.
A la herencia incorruptible, y amunda, y que no desfaltó, en los cielos,
Mas vosotros habéis elegido generación, generación del sacerdocio, gente santa, pueblo santo, para mostrar al pueblo; para que hayáis que os llama de él las tinieblas, os ha llamado en su luz:
Mas si padeciereis por causa de la justicia, bienaventurados: y no temáis de su terror, ni se turbéis de su terror, ni se turbéis;
Ni siendo príncipes de Dios sobre la heredad de la heredad de Dios, sino que los mandaban á las ovejas.
Y tenemos más que la profecía de la profecía, á la cual hacéis lo que tomáis, como la luz en tinieblas, hasta el día de la luz, hasta el día de la aldea, y levántate en vuestros corazones:
En lo cual, pues, el mundo fué inundado con agua, pereció;
También os escribo nuevo á vosotros, que es verdadero, que está en él y en medio de vosotros: porque la oscuridad es pasado, y la luz la luz.
Cualquiera que es nacido de Dios no hiciere pecado, porque su simiente quedare en él; y no puede pecado, porque es nacido de Dios.
Cualquiera que confesare á Jesús, el Hijo de Dios mora en él, y él en Dios.
Gracia sea con vosotros misericordia, y paz del Padre, y del Señor Jesucristo, y de la verdad, el Hijo del Padre, en verdad y amor.
Y los ángeles que no guardaban la primera vez, sino dejó su habitación, y dejó su habitación en grillos debajo del gran día en las tinieblas hasta el juicio del gran día.
Diciendo: Yo soy Alpha, y Omega, primeros y postreros: ¿Qué ves, escrita en un libro, y envióla á las siete iglesias que están en Asia; á Efeso, y á Perena, y á César.
Y yo le dí á arrepentimiento de su fornicación, y no se arrepintió.
El que tiene oído, oiga lo que el Espíritu dice á las iglesias.
Y como había abierto la tercera vez, oí la tercera bestia que decía: Ven, y veo. Y miré, y he aquí un caballo; y el que estaba sentado sobre él en su mano.
Y cuando él abrió el séptimo día, era silencio en el cielo en la hora de una hora.
Por estos tres, la tercera parte de los muertos, por el fuego, y por el humo, y por la piedra, que había salido de su boca.
Y los cuatro ancianos y los cuatro ancianos que estaban delante de Dios sobre sus canas, cayeron sobre sus rostros, y adoraron á Dios,
El que lleva cautivo en cautiverio, entrará en cautiverio; el que venciere con espada. El que es muerto con espada, la paciencia y la fe de los santos.
Y vi como un mar de asasasna con fuego: y los que habían engendrado la victoria sobre la bestia, y sobre su imagen, y sobre la multitud de su nombre, y sobre la mar, teniendo en la mar de Dios.
Y llevóme en el espíritu en el desierto; y vi una mujer que estaba sentado sobre un pollino, lleno de los nombres, lleno de blasfemia, y diez cuernos.
Los mercaderes de estas cosas, que fueron hechos hechos por ella, estarán sobre el temor de su momento, lloro, lloro lloro y lamentando,
Y las reliquias eran muertos á cuchillo de aquel que estaba sentado sobre el caballo, el cual había salido de su boca; y todas las aves fueron llenos de su carne.
Y el que hablaba conmigo una caña para medida de oro, y sus puertas, y sus puertas, y su muro.
Porque yo doy á cada uno que oye las palabras de la profecía de este libro, si alguno añadirá estas cosas, Dios añadirá á estas cosas que está escrito en este libro:
