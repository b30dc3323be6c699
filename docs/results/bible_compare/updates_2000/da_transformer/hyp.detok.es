En el principio de Dios crió los cielos y la tierra.
Y vió Dios todo lo que él había hecho, y he aquí que era bueno. Y la tarde y la tarde y la tarde.
Porque Dios conoce que el día comeréis, vuestros ojos serán abiertos, y seréis abiertos, y vosotros serán como dioses, sabiendo bien y mal.
Y ahora te maldieres de la tierra, que abrió su boca á recibir la sangre de tu hermano;
Y vivió Mahalaleel sesenta y cinco años, y engendró á Jared.
Y dijo Dios á Noé: El fin de toda carne ha venido delante de mí, porque la tierra está llena de violencia; y he aquí, yo los destruiré con la tierra.
Y murió toda carne que moviese sobre la tierra, así de aves, y de animales, y de bestias, y de todo reptil que anda arrastrando sobre la tierra, y cada uno.
Y ciertamente vuestra sangre de vuestra vida demandaré; á la mano de todas las bestias la demandaré, y á la mano del hombre; á la mano del hermano de cada uno.
Y los hijos de Ham: Cuán, y Mizpa, y Phuim, y Canaán.
Y ellos dijeron: Ve, que nos edificaremos una ciudad y torre, cuyo entra hasta el cielo; y haznos nombre, porque no nos sean esparcidos sobre la haz de toda la tierra.
Y pondré de ti grande gente, y te bendeciré, y pondré tu nombre, y serás bendición.
Tornó Abram en la tierra de Canaán, y Lot habitó en las ciudades de la campiña, y asentaron su tienda hacia Sodoma.
sólo lo que los mancebos comieron, y la parte de los hombres que iban conmigo, Andría, Esamre, y Mamre, y Mamre, y Mamre su parte.
Y el ángel de Jehová le dijo: Vuelve á tu mimimimidad, y te has sujetado debajo de sus manos.
Y tomó Abraham á Ismael su hijo, y á todo lo que nacieron en su casa, y á todos los que compraban con su dinero, cada uno entre los varones de Abraham, y circuncidados á su hijo, como Dios le había dicho.
Y dijo Jehová: Si hallare en Sodoma cincuenta justos en la ciudad, yo perdonaré todo el lugar de ellos.
El sol se levantó sobre la tierra cuando Lot entró en Zoar.
Y dijo Abimelech: He aquí mi tierra está delante de ti: habita donde te agradare.
Y tomó Abraham ovejas y bueyes, y dióles á Abimelech; y ambos hicieron pacto.
Y Bethuel engendró á Rebeca: estos ocho tantos llevaban á Nachôr, hermano de Abraham.
Y el siervo puso su mano debajo de la muslo de Abraham su señor, y le juró acerca de aquel negocio.
Y dije á mi señor: Quizá la mujer no me sigue.
Y ella le parió á Redán, y á Joathán, y á Madián, y á Isbac, y á Isbac.
Y Esaú dijo: He aquí, yo soy de la muerte: ¿y qué provecho hará conmigo?
Y ellos dijeron: Vamos que Jehová era contigo; y dijeron: Sea ahora juramento entre nosotros, entre nosotros y ti también entre nosotros y ti, y haznos alianza contigo.
Y él no le perdonó, porque sus manos estaban atónitos, como la mano de Esaú su hermano: así le bendijo.
Y Jacob oyó á su padre y á su madre, y fuése á Padan-aram;
Y Labán dijo á Jacob: Porque tú eres mi hermano, para que me sirvas.
Y Zilpa la sierva de Lea parió á Jacob un hijo.
Y Jacob apartaron los corderos, y puso los rostros de las ovejas hacia el mediodía, y todas las piernas de Labán; y puso sus ovejas por las ovejas de Labán; y puso sus ganados por sí, y no los pongas de Labán.
Por lo cual huiste de mí, y te hurtaste de mí, y no me has dicho, para que te envié con alegría, y con higos, con higos, y con arpa?
Y viendo Jacob, dijo: Este es el ejército de Dios: y llamó el nombre de aquel lugar de Mahanaim.
Por tanto, los hijos de Israel no comen de los arrastrados, que está sobre la hoja del muslo, hasta hoy; porque tocó la hoja de los hijos de Jacob.
Y habitaréis con nosotros; y la tierra será delante de vosotros, y habitaréis en ella, y entraréis en ella.
Y aparecióse Dios á Jacob, cuando salió de Padanan-aram, y le bendijo.
Estos son los nombres de Esaú, hijos de Esaú, Eliphaz hijo de Ada, mujer de Esaú, Reuel hijo de Basemamath la mujer de Esaú.
Y estos son los nombres de los duques que vinieron de Esaú, conforme á sus familias, por sus nombres, por sus nombres; el duque Timna, el duque Alabama, el duque Jethrna, el duque Jethón,
Venid, y vendiéronle á los Ismaelitas, y no sea sobre él nuestra mano; porque es nuestro hermano y nuestra carne. Y sus hermanos fueron contados.
Y preguntó á los hombres de aquel lugar, diciendo: ¿Dónde está la ramera, que estaba en el camino? Y ellos dijeron: No había ramera en este lugar.
Mas Jehová fué con José, y mostróle misericordia, y dióle gracia delante de los ojos de la cárcel.
Y durmió él, y soñó la segunda vez: y he aquí, siete espigas de trigo que subía, y de buena parte.
Y cogen todo el mantenimiento de aquellos buenos años que vienen, y poniendo trigo debajo de la mano de Faraón, y los guarden en las ciudades.
Y conoció José á sus hermanos, mas no le conocieron.
Y dijo: No descenderá mi hijo con vosotros, porque su hermano muerto es muerto, y él está dejada: si el mal le cayere por el camino en que entrareis, entonces llevaréis mi cansado con dolor á la sepultura.
Y apresuró José, porque sus entrañas justó sobre su hermano; y buscando dónde llorar, y entró en su cámara, y lloró allí.
Y dijimos: No iremos; si nuestro hermano menor sea con nosotros, entonces descenderemos; porque no veamos el rostro del hombre, si nuestro hermano menor está con nosotros.
A todos ellos dió cada uno de vestidos de vestidos; mas á Benjamín dió trescientos piezas de plata, y cinco de vestidos de vestidos.
Y los hijos de Nephtalí: Jahzeel, y Guni, y Jezer, y Sisam.
Y compró José toda la tierra de Egipto á Faraón, porque los Egipcios vendían cada uno su campo, por cuanto el campo de su tierra prevalecieron: así fué la tierra de Faraón.
Y su padre no quiso, y dijo: Yo conozco, hijo mío, yo lo sé: él también será pueblo, y también será grande; mas su hermano menor será que él, y su simiente será más que él, y su simiente será grande.
Benjamín tornará á la mañana, y á la mañana devorará la presa, y á la noche repartirá la presa.
Y dijo José á sus hermanos: Yo moraré; y Dios os visitará, y os visitará de esta tierra que juró á Abraham, á Isaac, á Isaac, á Isaac y á Jacob.
Y cuando la abrió, vió al niño; y he aquí que el niño lloró. Y ella lloró, y dijo: Este es de los Hebreos de los Hebreos.
Y dijo Moisés á Dios: ¿Quién soy, para que yo voy á Faraón, y que yo había de traer á los hijos de Israel?
Y Jehová dijo á Moisés en Madián: Ve, vuélvete á Egipto; porque todos los hombres son muertos que desean tu vida.
Ve, pues, y obrad; porque no os pagará paja, y os entregará la senda de entre los animales.
Y tomó Eleazar hijo de Aarón el hijo de las hijas de Pusiel, y parió á Phinees: éstos son las cabezas de los padres de los Levitas, conforme á sus familias.
Y fueron cumplidas siete días, después que Jehová había herido el río.
Y salió Moisés de con Faraón, y oró á Jehová.
En Jehová (porque se trabaja) y granizo, y granizo; y os dejaré, y os iré, y no os arrepentiréis.
No vieron los unos á los otros, ni se levantaron de su lugar por tres días; mas todos los hijos de Israel tenían luz en sus moradas.
Y este día os será por memoria; y guardaréis fiesta á Jehová por vuestras generaciones; la guardaréis por estatuto perpetuo.
Mas el siervo del hombre comprado por dinero, cuando lo circuncidares, comerá de ella.
Y habló Jehová á Moisés, diciendo:
Y vió Israel aquella grande obra que hizo Jehová sobre los Egipcios; y temió el pueblo á Jehová, y creyeron á Jehová, y á su siervo Moisés.
Y los hijos de Israel les dijeron: Varemos á Dios por mano de Jehová en la tierra de Egipto, cuando habíamos sentado junto á la carne de la carne de Egipto, y cuando comamos pan á este desierto, para que nos habéis traído pan á este desierto, para matarnos.
Y dijo Moisés á Aarón: Toma una bola, y pon un omer de maná, y ponlo delante de Jehová, para que sean guardados por vuestras generaciones.
Ahora pues, sé que Jehová es mayor que todos los dioses; porque en aquello en que ellos hicieron bien.
Y descendió Moisés del monte al pueblo, y santificó al pueblo; y lavaron sus vestidos.
Y ellos dijeron á Moisés: Di con nosotros, y oímos: mas no hablaremos á Dios con nosotros, porque no muramos.
Y si se sigue la maldad, tú darás vida por la vida,
Si su padre no lo dejare para darle, pagará dinero conforme á la muela de vírgenes.
Y la fiesta de la siega, las primicias de tus trabajos, que sembraste en el campo; y la fiesta de la costa, que está en el fin del año, cuando recogiste en tus trabajos de la tierra.
Entonces Moisés se levantó, y su ministro: y Moisés subió al monte de Dios.
Y harás á ella término de ancho alrededor, y harás una corona de ancho alrededor.
Y harás tablas para el tabernáculo de madera de Sittim, de madera de Sittim.
Abozarás con tablas de tablas: como te fué mostrada en el monte, así lo harán.
Y pondrás en ella las piedras de piedras, cuatro órdenes de piedras: el primer orden, un sarsartío, y un sarttío; ésta será el primer orden.
Y Aarón y sus hijos llevarás á la puerta del tabernáculo del testimonio, y lavarás con agua.
Y si algo de la carne de las consagraciones, ó del pan, quedarás hasta la mañana, entonces quemarás el fuego: no se comerá, porque es santo.
Y harás una fuente de metal, y su pie de metal, para lavar: y lo pondrás entre el tabernáculo del testimonio y el altar del testimonio, y pondrás agua.
Y las vestimentas del servicio, y las vestiduras sagradas para Aarón el sacerdote, y las vestiduras de sus hijos, para ministrar en el sacerdocio,
Y dijo Aarón: No se encienda el furor de mi señor: tú conoces al pueblo, que están sobre el mal.
Y Jehová dijo á Moisés: Yo haré esto que has hablado; porque has hallado gracia en mis ojos, y yo te conozco por nombre.
Porque arrojaré las gentes delante de ti, y ensanaré tus términos: y ninguno deseará tu tierra, cuando subieres delante de Jehová tu Dios en el año.
Las vestimentas del servicio, para hacer servicio en el santuario, las vestiduras sagradas para Aarón el sacerdote, y las vestimentas de sus hijos, para ministrar en el sacerdocio.
Hizo también cortinas de cabrío para la tienda del tabernáculo: once cortinas los hizo.
Hizo también la cubierta de oro puro: dos codos y la mitad de su longitud, y un codo y su anchura.
Y puso las varas á los zarcillos en los lados del altar, para que llevase: hizo el altar de las tablas con tablas.
E hicieron piedras de oro, de oro de oro, esculturas, de oro, de esculturas, con los nombres de los hijos de Israel.
La mesa, y todos sus vasos, y su pan,
Y puso el pan en orden delante de Jehová, como Jehová había mandado á Moisés.
Y el sacerdote lo ofrecerá al altar, y descubrió su cabeza, y hará arder sobre el altar; y su sangre será deshonrado al lado del altar.
Y si su ofrenda fuere macho cabrío, ofrecerá delante de Jehová.
Y tomará el sacerdote de la sangre de la expiación de la expiación con su dedo, y pondrá sobre los cuernos del altar del holocausto, y derramará su sangre al pie del altar del holocausto.
Y habló Jehová á Moisés, diciendo:
De esta es la ley de la expiación: es cosa santísima.
Y el sacerdote hará arder el sebo sobre el altar: mas el pecho de Aarón será de sus hijos.
Y mató, y tomó Moisés de la sangre de la sangre de ella, y púsola sobre la ternición de Aarón, y sobre el pulgar de su diestra, y sobre el pulgar de su pie derecho.
Y llevó la ofrenda, y tomó un pudo de fuego, y quemólo sobre el altar, además del holocausto de la mañana.
Todo lo que anda, y de peñas de pezuña, y rumia entre las bestias, que comeréis.
Y todo vaso de barro, que en cualquier lugar de ellos, será inmundo; y lo quebrantaréis.
Y el sacerdote mirará, y he aquí que la tez extiende en la piel, entonces el sacerdote lo dará por inmundo: es lepra.
Cuando el hombre ó la mujer tuviere en la piel de su carne, mancha de mancha blanca;
Y será el séptimo día, el que tenga toda su cabeza y su barba, todos sus cabellos, y su barba, y su barba, todos sus cabellos; y lavará sus vestidos, lavará también su carne en agua, y será limpio.
Y el sacerdote volverá al séptimo día, y mirará: y he aquí que si la plaga fuere extendida en los muros de la casa;
Y el vaso de la tierra, que tocare al que tuviere flujo, será quebrantado; y todo vaso de madera será hecho en agua.
Y ofrecerá Aarón el macho cabrío sobre el cual cayó la suerte de Jehová, y ofrecerá por expiación.
Para que los hijos de Israel traigan sus sacrificios, los cuales ofrecerán en la haz del campo, para que los traigan á Jehová, á la puerta del tabernáculo del testimonio, y los ofrecerá á Jehová.
Y no se acercarás á la mujer para cubrir su desnudez, como ella se ha descubierto por su inmundicia.
Guardad mis estatutos. No guardarás tu ganado con mantenimiento: no sembrarás tu tierra con mollera de lino y de lino, no sembrarás sobre ti.
Y el hombre que durmiere con su nuera, así de ellos morirá: su sangre ha obrado, su sangre será sobre ellos.
Y no profanará su simiente entre su pueblo; porque yo Jehová lo santificaré.
Y cualquiera que ofreciere sacrificio de paces á Jehová, ó voto su voto, ó ofrenda voluntaria en ella, ó ovejas ó ovejas, será perfecto para ser acepto; no habrá en ella falta.
Y ofreceréis con el pan siete corderos sin tacha de ofrecerse de un año, y dos carneros: serán para holocausto á Jehová, con sus libaciones, con sus libaciones, y sus libaciones, ofrenda encendida de olor suave á Jehová.
Llamará las lámparas sobre el candelero limpio limpio delante de Jehová.
El jubileo tendréis á vosotros: no sembraréis, ni sembraréis, ni segará lo que está en ella, ni coge las uvas en ella de tu vid.
Y entonces se apartará de ti, él y sus hijos con él, y volverá á su familia, y á la posesión de sus padres volverá.
Y yo os haré esto; pondré sobre vosotros espanto, y el fuego ardiente, y el fuego ardiente, que consumirá los ojos, y hará dolor de corazón: y vosotros sembraréis vuestra simiente en vano, porque vuestros enemigos comerán.
Estas son las ordenanzas y derechos, que Jehová hizo entre él y los hijos de Israel en el monte de Sinaí.
Y toda la tierra de la tierra, si de la simiente de la tierra, ó del fruto del árbol del árbol de Jehová.
De los hijos de Judá, por sus generaciones, por sus familias, por las casas de sus padres, conforme á la cuenta de los nombres, de veinte años arriba, todos los que podían salir á la guerra;
Cada uno de los hijos de Israel asentarán junto á su bandera, con la bandera de la casa de su padre: alejarán á la casa del tabernáculo del testimonio.
Estos son los contados de los hijos de Israel por la casa de sus padres: todos los contados de los contados por sus ejércitos, seiscientos y tres mil y quinientos y cincuenta.
En el número de todos los varones de un mes arriba, ocho mil y seiscientos, ocho mil y seiscientos, guardando la guarda del santuario.
Y sobre la mesa de la mesa extenderán un paño de jacinto, y sobre él pondrán los peces, y los cuevas, y los tazones, y los tazones, y los tazones, y los tazones;
Estos fueron los contados de las familias de Coath, todos los que hacen servicio en el tabernáculo del testimonio, que Moisés y Aarón y Aarón y Aarón, conforme al mandamiento de Jehová por mano de Moisés.
Y pondrá el sacerdote delante de Jehová delante de Jehová, y cubrirá la cabeza de la mujer de la mujer, y pondrá la ofrenda de memoria en sus manos, que es el sacerdote de celo:
Y ofrecerá el carnero por sacrificio de paces á Jehová, con el canastillo de los ázimos: el sacerdote ofrecerá también su presente, y su libación.
Una cuchara de oro de diez siclos, llena de perfume;
Una cuchara de oro de diez siclos, llena de perfume;
Una cuchara de oro de diez siclos, llena de perfume;
Y los Levitas fueron purificados, y lavaron sus vestidos; y los ofrecieron Aarón como ofrenda delante de Jehová, é hizo expiación por ellos.
Hazte dos trompetas de plata, de todas las piezas de plata; para que los tomes de la congregación, y por las partidas de la congregación, y por las partidas de los campados.
Y será, si tú entrares con nosotros, y será, que el bien que Jehová hará contigo.
Mas quedaron dos de los hombres en el campo, el nombre del uno era Eldad, y el nombre del otro: y reposó el espíritu de Medad sobre ellos, y fueron de los que estaban escritas, mas no salieron al tabernáculo: y profetizaron en el campo.
De la tribu de Judá, Caleb hijo de Jephone.
¿Y por qué nos ha traído Jehová á esta tierra, á cuchillo, para que nuestros mujeres y nuestros hijos sean presa? ¿No nos ha vuelto á Egipto?
Y vuestros hijos irán en el desierto cuarenta años, y llevarán vuestras fornicaciones, hasta que vuestros cuerpos sean asolados en el desierto.
Habla á los hijos de Israel, y diles: Cuando entrareis en la tierra á la cual yo os doy,
Y puso en ella fuego, y puso perfume delante de Jehová delante de ellos: y será aquel varón que Jehová escogiere, será santo: tomad, hijos de Leví.
Habla á Eleazar hijo de Aarón el sacerdote, que tomará el incensario de la quema, y esparcirás el fuego, y esparcirás el fuego.
Y ellos se juntarán á ti, y guardarán la guarda del tabernáculo del testimonio, para todo el servicio del tabernáculo: y el natural del tabernáculo no os llegará á vosotros.
Esta es la ordenanza de la ley que Jehová mandó, diciendo: Di á los hijos de Israel, que te traigan una becerra sin mancha, en que no haya falta, y sobre la cual nunca más se fué yugo.
Entonces Moisés y Aarón juntó la congregación delante de la peña, y díjoles: Oid ahora, vosotros, habéis de tomar agua de esta peña?
Y partieron de Oboth, y asentaron en Ije-alarim, en el desierto que está delante de Moab, hacia la hinchazón.
Venid pues ahora, que me maldeciente este pueblo, porque me son más fuertes; quizá me condenaré, para que los destruyas, y los herimos de la tierra; porque yo lo he bendecido, y el que tú benigas.
Y como Balac oyó que Balaam era, salió á recibirle, ciudad de Moab, que está en el término de Arnón, que está en el término de Arnón.
Y dijo Balac á Balaam: No les maldijesen, ni bendijesen á todos.
Y levantóse Balaam, y fuése á su lugar; y también Balac se fué su camino.
Los hijos de Simeón por sus familias: de Nemuel, la familia de los Nemuelitas; de Jamín, la familia de los Jamanos; de Jachîn, la familia de los Jachûr.
Estos son los hijos de Dan por sus familias: de Sham, la familia de los Shuthitas. Estas son las familias de Dan por sus familias.
Las hijas de Zelán hablan á derecho: de cierto les darás posesión de herencia entre los hermanos de su padre; y tú harás la heredad de su padre.
Y sus libaciones serán mitad de un hin de vino á un becerro, y la tercera parte de un hin, y una cuarta parte de un hin á cada uno de un hin: éste es el holocausto de cada mes por los meses de cada mes.
Y ofreceréis holocausto, ofrenda encendida de olor suave á Jehová, dos becerros, dos carneros, dos carneros, dos carneros, dos corderos de un año;
Y oyere su padre, y su sierva con que hubiere ligada su alma, y su padre callará en ella: entonces todos sus votos serán firmes, y todas sus votos con que ligó su alma.
Mas todos los hijos, que no conocen á hombre de mentira con él, guardaos por vosotros.
Y los oficiales que estaban sobre millares del ejército, los capitanes de millares y capitanes de ciento, llegándose á Moisés.
Edilaos ciudades por vuestros niños, y por vuestros ovejas, y por vuestras ovejas; y haz lo que ha salido de vuestra boca.
Y partidos del desierto de Sin, asentaron en Dopa.
Y partidos de Zalala, asentaron en Punón.
Y habló Jehová á Moisés, diciendo:
Y si con ella le hiriere una piedra que muera, y morirá, homicida; el homicida morirá.
Estas son los mandamientos y los derechos que mandó Jehová por mano de Moisés á los hijos de Israel en los campos de Moab.
Jehová vuestro Dios que va delante de vosotros, peleará por vosotros, conforme á todas las cosas que hizo en Egipto delante de vuestros ojos;
Y cuando vinimos de Cades-barnea, hasta que pasamos el torrente de Sered, treinta y ocho años; hasta que toda la generación de los hombres de guerra, como Jehová les juró.
Mas todos los animales, y los despojos de las ciudades, tomamos por presa á nosotros.
¿Y qué nación hay grande, que tiene estatutos y derechos como toda esta ley, que yo os puse hoy delante de vosotros?
Para echar las gentes de delante de ti mayor y poderoso que tú eres, para que te dé su tierra, como hoy.
No hurtarás.
No tentaréis á Jehová vuestro Dios, como le tentáis en Massa.
No te espantarás de ellos: porque Jehová tu Dios es entre vosotros, fuerte y terrible.
No por tu justicia, ni por la rectitud de tu corazón, tú entres para poseerla su tierra; mas por la maldad de estas gentes Jehová tu Dios los echó de delante de ti, y que hace la palabra que Jehová juró á tus padres, Isaac y Jacob.
Y los hijos de Israel tomó su camino de Beeroth de los hijos de Jaacán: allí murió, y murió á Aarón, y fué sepultado, y Eleazar su hijo servía en lugar de su lugar.
Yo os daré la lluvia de vuestra tierra en su tiempo, la primera lluvia y la postrera de tu tiempo, para que juntas en tu grano, y tu vino, y tu aceite.
Y os alegraréis delante de Jehová vuestro Dios, y vuestros hijos, y vuestras hijas, y vuestros siervos, y vuestros siervos, y vuestros siervos, y vuestro Levita que está dentro de vuestras puertas; porque no tiene parte ni heredad con vosotros.
Y le apedrearás con piedras, para que muera; porque te ha buscado de Jehová tu Dios, que te sacó de la tierra de Egipto, de la casa de Egipto, de la casa de Egipto.
La verdad con todo el fruto de tu simiente, que el campo lleva por año por año.
Mas no comerás su sangre, derramarás sobre la tierra como agua.
Cuando se levantare negocio para ti en juicio, entre la sangre y la sangre, entre tanto que Jehová tu Dios hubiere echado entre tus puertas, y entre tus puertas te levantarás, y te levantarás en el lugar que Jehová tu Dios escogiere,
Yo los levantaré de entre sus hermanos, como tú, y pondré mis palabras en su boca; y él hablará á todos los que le mandaré.
Y los oficiales hablarán al pueblo, diciendo: ¿Qué es aquel hombre que edificó casa nueva, y no ha dedicado? Vase y vuélvete á su casa, porque no muera en la batalla, y otro hombre que la dedica.
Cuando alguno tuviere dos mujeres, uno amada, y otro aborreció, y le nacieron hijos, así el amado y la aborrecida; y si el primogénito era aborrecida;
Cuando fuere hallado hombre que se hallare con mujer que se casare, entonces serán ambos de ellos, así morirá el hombre que estaba con la mujer, y la mujer; así quitarás de Israel el mal de Israel.
Mas si llevares á voto, no será pecado en ti.
Cuando morare hermanos, y uno de ellos morirá, y no tendrá hijo de los muertos:
Este día Jehová tu Dios te ha mandado para hacer estas ordenanzas y derechos; por tanto, tú los guardes y con todo tu corazón, y con toda tu alma.
Y será que, si oyeres la voz de Jehová tu Dios, para guardar y hacer todos sus mandamientos que yo te mando hoy, que Jehová tu Dios te pondré sobre todas las gentes de la tierra.
Tu buey será muerto delante de tus ojos, y no comerás de ella: tu asno será arrebatado de delante de tu rostro, y no te será restituído á tus ovejas: tus ovejas te serán dados á tus enemigos, y no tendrás quien los consuma.
Y toda enfermedad, y toda llaga que no está escrito en el libro de esta ley, ellos los pondrá Jehová sobre ti, hasta que seas destruída.
Y toda su tierra es imimimposible, y sal, y quema, que no siembra, ni lleva hierba, como la hierba de Sodoma, como la hierba de Sodoma y de Gomorra, Adma, y en su furor, y en su furor, y en su furor;
Y hará Jehová como hizo á Og y á Og reyes de los Amorrheos, reyes de los Amorrheos, y á la tierra de ellos.
El es la Roca, su obra es perfecta; porque todos sus caminos son juicio: Dios de verdad y sin maldad, justo y sin maldad.
¿No me ha puesto en escarnio conmigo, y selló entre mis tesoros?
Y de Benjamín dijo: El amado de Jehová morará en él; y el Señor le cubrirá todo el día, y habitará entre sus hombros.
Y después de la muerte de Moisés siervo de Jehová, que Jehová habló á Josué hijo de Nun, diciendo:
Y á mi padre, y á mi madre y á mi madre, y á mis hermanos, y á todos los que tienen, y á todos los que tienen, y á la vida de la muerte.
Tomad doce varones de los pueblos, de cada tribu un hombre,
Y aconteció, que, habiendo circuncidado todo el pueblo, que se quedaron en sus escondidos en el campo, hasta que estaban todos.
Y subieron los mancebos que estaban en pie, y trajeron á Rahab, y á su padre, y á su madre, y á su madre, y á todos sus hermanos, y lleváronla toda su parentela, y los dejó fuera del campo de Israel.
Y levantáronse sobre él un gran montón de piedras hasta hoy. Así se apartó Jehová de la ira de su furor.
Y edificó Josué altar á Jehová Dios de Israel en el monte de Ebal,
Y ahora, he aquí nosotros estamos en tu mano: como bien te pareciere, y te dé.
Y aquel día tomó Josué á Macda, y metióla con espada de espada, y destruyó su rey, y su rey los destruyó, y todas las almas que en ella había vivo; y él hizo al rey de Macda, como hizo al rey de Jericó.
Como Jehová mandó á Moisés su siervo, así lo hizo Moisés, y así lo mandó á Josué, y no dejó nada de todo lo que Jehová había mandado á Moisés.
El rey de Ceva, otro: el rey de Jocam, el rey de Jocel, otro;
Esta es la heredad de los hijos de Gad por sus familias, las ciudades y sus aldeas.
Y rodeó el término de los Baales hasta el monte de Seir, y pasa hasta la parte del monte de Jatim, que es Cinón, de la parte del norte, y descendió á Beth-semes, y pasó á Timna.
Y á Cabbón, y á Lamamam, y á Kithán,
Y descendió de Janoa á Astaroth, y á Naarath, y vinieron á Jericó, y salió al Jordán.
Y fueron los hombres, y pasaron por la tierra, y desecharon por las ciudades por siete partes en un libro, y volvió á Josué á Josué al ejército en Silo.
Y subió su término hacia la mar, y Marala, y revachâ, y revaban, y desecharon al río que está delante de Jocam;
Y el término de su heredad fué Sora, y Eseol, Irsemes,
Y dióles la ciudad de Arba padre de Ana, que es Hebrón, en el monte de Judá, con sus ejidos alrededor de ella.
Todas las ciudades de los Levitas dentro de la posesión de los hijos de Israel, cuarenta y ocho ciudades con sus ejidos.
Por tanto, dijimos: Vamos ahora ahora un altar, no para holocausto, ni para sacrificio;
Y llevé vuestros padres de Egipto de Egipto; y llegasteis á la mar, y siguiendo á vuestros padres con carros y gente de á caballo.
Y Judá dijo á Simeón su hermano Simeón: Sube conmigo en mi suerte, para que combatimos contra el Cananeo; y yo también yo entraré contigo en tu suerte. Y Simeón fué Simeón con él.
Ni echó Nephtalí á los moradores de Beth-semes, ni á los moradores de Beth-anath; mas habitó entre los Cananeos, los moradores de la tierra: mas los moradores de Beth-semes y de Beth-semes fueron tributarios á ellos.
Y ellos fueron para probarlos á Israel por ellos, para que conozcan los mandamientos de Jehová, que él mandó á sus padres por mano de Moisés.
Y clamaron los hijos de Israel á Jehová: porque tuvo novecientos carros de hierro, y veinte años los hijos de Israel.
Mi corazón está hacia los gobernadores de Israel, que se ofreció de su voluntad entre el pueblo.
Jehová el Dios de Israel envió á los hijos de Israel, que les dijo: Así ha dicho Jehová Dios de Israel: Yo os saqué de Egipto, y os saqué de casa de siervos;
Y se levantó de mañana, porque él se levantó de mañana, y echó el vellón, y descubrió el rocío del rocío.
Dios ha entregado en vuestras manos los príncipes de Madián, Oreb y de Zeeb; ¿y qué podré hacer en la carta de vosotros?
Y aconteció que como Gedeón era muerto, los hijos de Israel se volvieron, y fornicaron en pos de los Baales, é hizo á Baal-berith su dios.
Y Gaal hijo de Ebed dijo: ¿Quién es Abimelech, y quién es Sichêm, para que le sirvamos? ¿No es el hijo de Jerobaal?
Y después de Abimelech se levantó á Israel á Tola, hijo de Pua, hijo de Doa, varón de Issachâr; y habitó en Samir, en el monte de Ephraim.
Y el rey de los hijos de Ammón respondieron á los mensajeros de Jephté: Por cuanto Israel quitaron mi tierra, de Arnón, desde Arnón hasta Jabín, y al Jordán: ahora, pues, restituid la tierra de la tierra.
Y como yo vi que no me entregó, yo pondré mi vida en mis manos, y pasó contra los hijos de Ammón, y Jehová los entregó en mi mano: ¿por qué pues, vosotros me habéis subido á mí?
Y el ángel de Jehová le dijo: ¿Por qué te has hecho así según mi nombre?
Y Samsón dijo de ellos: Ahora seré más fuerte que los Filisteos, aunque los Filisteos los hice.
Y Dalila dijo á Samsón: Volvides de aquí que me has engañado, y me has dicho mentiras. Y él le dijo: Si tú dejares los siete costados de mi cabeza.
Y Michâs consagrado el Levita, y el mozo se fué su sacerdote, y era en la casa de Michâs.
Y llamaron el nombre de la ciudad de Dan, después que el nombre de Dan su padre, el cual nació á Israel: mas el nombre de la ciudad fué Lais.
Y él le dijo: Levántate, y no nos dejamos. Y el hombre se levantó sobre un asno, y el hombre se levantó, y el hombre se levantó, y el hombre se levantó, y subió á su lugar.
Y Phinees, hijo de Eleazar, hijo de Aarón, estaba delante de él en aquellos días, diciendo: ¿Varé aún á la guerra contra los hijos de Benjamín mi hermano, ó mi hermano, Jehová ha dicho: Ve, porque mañana los libraré en tus manos.
Y envió la congregación allá doce mil hombres de fuertes, y les mandó, diciendo: Id, y herid á los moradores de Jabes-geseth de espada, con las mujeres y niños.
Y ella dijo: He aquí, tu hermana se volvió á su pueblo, y á sus dioses: vuélvete tras tu hermana.
Así que, guardó por las doncellas de Booz á la orilla de la siega de la siega de la siega y de la siega; y habitó con su suegra.
Y tu casa sea como la casa de Phares, que Thamar le parió á Judá, de la simiente que Jehová te dará de esta mujer.
Y aconteció que como llegó el tiempo después de Hanna, parió un hijo, y llamó su nombre Samuel, diciendo: Por cuanto le he preguntado de Jehová.
Y era Eli viejo, y oyeron todos los que hicieron sus hijos á todo Israel; y cómo pusieron con las mujeres que se juntaron á la puerta del tabernáculo del testimonio.
Y llamó Eli á Samuel, y dijo: Samuel, hijo mío. Y él respondió: Heme aquí.
Y cuando se levantó de Asdod de mañana el día siguiente, he aquí Dagón había caído sobre su rostro delante del arca de Jehová. Y ellos tomaron á Dagón, y pusiéronle en su lugar.
Y enviaron mensajeros á los que habitaban en Chîriath-jearim, diciendo: Los Filisteos han tornado el arca de Jehová; venid, y lleváronla á vosotros.
Y tomará vuestras hijas para contar vuestras hijas, y para ser los libros, y para ser participados.
Y Saúl respondió, y dijo: ¿No soy yo hijo de Benjamín, de las tribus de Israel? ¿y mi familia de todas las familias de la tribu de Benjamín? ¿por qué pues me hablarás á mí?
Y Samuel dijo á todo el pueblo: Mira al que Jehová escogió, que no hay en todo el pueblo? Y todo el pueblo dijo, y dijo: ¡Viva al rey!
Y cuando viereis el rey de los hijos de Ammón contra vosotros, dijeron: No, sino que el rey de los hijos de Ammón: cuando Jehová vuestro Dios fué vuestro rey.
Y salieron los destruidores del campo de los Filisteos en tres compañías: uno se volvió á Ophra, á Ophra, á la tierra de Shura;
Y los varones de Israel fueron angustiados aquel día; porque Saúl había agraviado el pueblo, diciendo: Maldito sea el hombre que come de la tarde hasta que haya de ser vendido á mis enemigos. Y ninguno de los pueblos no se maravillaron.
Así ha dicho Jehová de los ejércitos, me acordé que Amalec que hizo á Israel, cómo le guardaba en el camino, cuando subía de Egipto.
Y dijo Samuel: Traedme acá á Agag rey de los Amalecitas. Y vino á él Agag g g. Y Agag dijo Agag: Ciertamente amargura de muerte me es antes.
Y salió del campo de los Filisteos, llamado Goliath, de Gath, cuyo altura era seis codos y seis codos.
Y David dijo á Saúl: Tu siervo ha guardado las ovejas de su padre, y vino un león, y un cordero de las ovejas:
Y aconteció que como David se apartaron de la matanza del Filisteo, que las mujeres de Israel salieron de todas las ciudades de Israel, para recibir á recibir al rey Saúl, con pinterior, y con instrumentos de música.
Y oyó Saúl la voz de Jonathán, y juró Saúl, Vive Jehová, que no será muerto.
Y Jonathán dijo á David: Jehová Dios de Israel, cuando he vivido la trompeta mi padre, ó el tercer día, ó el tercer día, y he aquí que si hay bien para David, y yo no te enviaré,
Y Jonathán dijo á David: Anda en paz, pues que nosotros hemos jurado en nombre de Jehová, diciendo: Jehová sea entre mí y ti, y entre mi simiente, y entre mi simiente para siempre. Y él se fué á la ciudad.
¿Por qué, pues, comenzando á consultar á Dios por él? ¿no me alejes al rey su siervo, ni á toda la casa de mi padre; porque tu siervo, ni á toda la casa de mi padre.
Ve, pues, entra y mirad su lugar donde su lugar donde está, y el que le ha visto; porque allí me ha visto que me ha dicho que me ha dicho que el que me ha dado.
Y había allí un hombre en Maón, cuyos posesiones estaban en Carmelo; y el hombre era grande, y tenía tres mil ovejas, y un hombre de cabras, y un hombre de Carmelo en su oveja.
Y David dijo á Abigail: Bendito sea Jehová Dios de Israel, que te envió hoy hoy á recibirme;
Y él dijo: ¿Por qué es mi señor así? porque ¿qué he hecho?
Y dijo la mujer: ¿Quién te traeré á ti? Y él respondió: Traedme á Samuel.
Y fueron presos las dos mujeres de David, Ahinoam Jezreelita, y Abigail la mujer de Nabal el Carmelo.
Y Saúl dijo á su escudero: Saca á tu espada, y me echó por ella; porque no vengan éstos incircuncisos, y me metieron por mí. Mas su escudero no quiso, porque tuvo gran temor.
De Gilboa os de Gilboa, y no haya lluvia sobre vosotros, ni campo de paces: porque allí es el escudo de los valientes, el escudo de Saúl, el escudo de Saúl, como si no fué ungido con aceite.
Y Joab y Abisai siguió á Abner, y descendió el sol cuando habían descendido al monte de Amma, que está delante del desierto de Judea, por el camino del desierto de Gabaón.
Y he aquí que los siervos de David y de Joab, he aquí que se quedaban, y trayendo en gran despojo con ellos: mas Abner no estaba con David en Hebrón, porque él le envió, y él se fué en paz.
Y vino todas las tribus de Israel á David á Hebrón, y hablaron, diciendo: He aquí, nosotros y tu carne somos.
Y como llegaron á Nachón de la era de la era de Uzza, Uzzía su mano al arca de Dios, y tomándola de ella.
El edificará casa para mi nombre, y confirmaré el trono de su reino para siempre.
Y puso guarnición á los hijos de Edom; por todo Edom puso toda Idumea, y todos los siervos de David se fueron los siervos de David.
Y Joab se acercó, y el pueblo que estaba con él, á la guerra contra los Siros; y huyeron delante de él.
Y los zapatos de los zapatos de la pared sobre tus siervos; y algunos de los siervos del rey, y tu siervo Uría Hetheo.
Y envió Joab mensajeros á David, y dijo: He peleado contra Rabba, y he tomado la ciudad de las aguas.
Y dijo Absalom: Ruégote que no te dejes ir ir á Amnón mi hermano Amnón. Y el rey le dijo: ¿Por qué ha de ir contigo?
Y tu sierva dijo: La palabra de mi señor el rey será consolada: porque como un ángel de Dios mi señor el rey, así es mi Dios: por tanto, Jehová tu Dios será contigo.
Y dijo David á todos sus siervos que con él estaban con él en Jerusalem: Levántate, y huyan; porque no escaparemos de Absalom de Absalom.
Y así dijo Simi cuando maldijo, salid, saldrás, y el hombre de Belial:
Y dijo Absalom y todos los hombres de Israel: El consejo de Husai Archîta es que el consejo de Achitophel. Porque Jehová había puesto el consejo de Achitophel.
Y diez mancebos que llevaban las armas de Joab, y hirió á Absalom, y matólo.
Vosotros sois mis hermanos, vosotros sois mis huesos y mi carne: ¿por qué pues sois los postreros para volver al rey?
Y todos los hombres de Judá respondieron á los de Israel: Porque el rey está cerca de nosotros: ¿por qué, pues, vosotros os enojaron por este negocio?
Y los Gabaonitas le dijeron: Nosotros no tenemos plata ni oro de Saúl, ni de su casa, ni de su casa, ni de su casa. Y él dijo: Lo que os haré por vosotros.
Hizo también las tinieblas alrededor de él, las aguas de alrededor de él, y de las nubes de los llanos.
Vinieron, mas no había quien salva; hasta Jehová, sino él no les respondió.
Y mató á un Egipcio, varón bueno; y el Egipcio tenía una lanza en su mano; mas él descendió á él con bordón, y arrancó la lanza del Egipcio, y matólo con su lanza.
Ve, y di á David: Así ha dicho Jehová: Yo te ofreceré tres cosas, para que te haga.
Y ella le dijo: Mi señor, tú me has hablado por Jehová tu Dios á tu sierva, diciendo: Tu hijo Salomón tu hijo después de mí, y él se sentará sobre mi trono.
Y dió los siervos del rey nuestro señor el rey David, diciendo: El nombre de Salomón es que tu nombre, y hará su nombre mayor que tu trono. Y el rey se inclinó sobre la cama.
Ahora pues, oh Jehová, que me ha confirmado, y me puso en el trono de David mi padre, y quién me ha hecho casa, como ha dicho: Adonía morirá á Adonía.
Y tu siervo es en medio de tu pueblo que tú elegiste, grande pueblo grande, que no puede ser contado ni contado por pueblo.
Hijo de Hesor, en Aruina; á él, y á toda la tierra de Hepher;
Ahora pues, mandarás que me traigan de cedro cedro del Líbano, y mis siervos serán con tus siervos: y á ti te daré por tus siervos conforme á todo lo que tú pusieres: porque tú sabes que no hay entre nosotros madera de ti.
Y el cedro de la casa era de dentro de dentro de dentro de la casa de cedro: todas las flores no había visto piedra.
Y el fundamento era de piedras de piedras, piedras de diez codos, y piedras de ocho codos.
Y Hiram hizo los enamadores, y los zapatos, y los tazones. Y Hiram hizo acabar toda la obra que hizo el rey Salomón por la casa de Jehová.
Mas no edificarás la casa, sino que tu hijo saldrá de tus lomos, edificará la casa á mi nombre.
Tú oirás su oración y su ruego en los cielos tu morada, y en el lugar de tu morada,
Y él dijo: ¿Qué son las ciudades que me diste, hermano mío? Y él les llamó la tierra de Cul hasta hoy.
Sin los mercaderes de los mercaderes, y de los mercaderes de los mercaderes, y de todos los reyes de Arabia, y de todos los reyes de Arabia, y de los gobernadores de la tierra.
((Porque seis meses tuvo Joab con todo Israel, hasta que cortó allí á todo varón en Edom;
Y enviaron, y llamáronle. Y Jeroboam y toda la congregación de Israel vino, y hablaron á Roboam, diciendo:
Y ofreció sobre el altar que él había hecho en Beth-el el décimo del mes octavo, en el mes que él pienso de su corazón; y constituyó banquete á los hijos de Israel: y ofreció sobre el altar, y quemó sobre el altar.
Y puso su cuerpo en su lugar, y endecharon sobre él, diciendo: ¡Ay, hermano mío!
Y quitó los tesoros de la casa de Jehová, y los tesoros de la casa del rey; y tomó todos los escudos de oro que Salomón había hecho.
Y reinó Nadab hijo de Jeroboam sobre Israel en el segundo año de Asa rey de Judá, y reinó sobre Israel dos años.
Y fueron los pueblos de Israel en dos partes: la mitad del pueblo seguido á Tibni hijo de Ginath, para hacerle rey; y siguieron á Omri.
Y ACONTECIÓ después de estas cosas, que el hijo de la mujer, cayó enfermo; y su enfermedad fué hecha en él.
Por tanto, nos darás dos becerros, y escogieron un becerro por sí, y cortáronla en pedazos, y poniendo sobre él madera, y no puso fuego debajo de él; y yo pondré sobre él el otro becerro, y no puso fuego debajo de él.
Y el ángel de Jehová volvió á otra vez, y le tocó, y díjole: Levántate, y comed; porque el camino es grande por ti.
Y salieron al medio de la tierra. Y bebióse Ben-adad, y bebieron los leones, él y los reyes, los reyes que le ayudaban.
Y dijo Naboth á Achâb: Nunca más me ha de dar la heredad de mis padres á ti.
Y dijo á Josaphat: ¿Quieres tú conmigo á Ramoth de Galaad? Y Josaphat dijo al rey de Israel: Yo soy como tú, pueblo mío, como tú eres, pueblo mío, como tus caballos.
Y un hombre se aventó de la ventura, é hirió al rey de Israel entre las fieras: por lo cual dijo al río de su carro: Vuélvete, y me sacó tu mano, y llevóme del ejército; porque yo soy herido.
Y envió también á otro capitán de cincuenta con sus cincuenta. Y él respondió, oh hombre de Dios, así ha dicho: Sube presto.
Y subiendo de allí á Beth-el, subió de allí á Beth-el; y yendo él por el camino, salieron de la ciudad, y se burló, y díjole: Ve, y haz cabeza.
Y clamó allí una mujer de las mujeres de los hijos de los profetas á Eliseo, diciendo: Tu siervo mi siervo mi siervo mi siervo; y tú sabes que tu siervo ha hecho á Jehová: y el alma de los dos hijos para tomarle mis dos hijos.
Y pasó Giezi delante de ellos, y puso el bordón sobre la faz del niño; mas no hubo voz, ni oir. Y volvió á recibirle, diciendo: No es niño.
Y dijo Naamán: ¿No, pues, ahora no te ruego que sea dada á tu siervo dos muchedumbre de la tierra? porque tu siervo no hará holocausto ni sacrificio á dioses ajenos, sino á Jehová.
Y aconteció que como ellos vinieron á Samaria, dijo Eliseo, que abrieron los ojos de estos hombres, para que vean. Y Jehová abrió á sus ojos, y vieron; y he aquí que estaban en medio de Samaria.
Y el rey señaló al señor de cuya mano, y revoló á la puerta de la puerta; y el pueblo le sacó en él á la puerta, y murió, como el hombre de Dios había dicho, el cual habló el rey.
Y anduvo en el camino de la casa de Achâb, é hizo lo malo en ojos de Jehová, como la casa de Achâb: porque era hijo de Achâb.
Y lleváronlo sus siervos en un carro á Jerusalem, y sepultáronlo en su sepulcro con sus padres en la ciudad de David.
Y envió Jehú á todo Israel por todo Israel; y todos los que habían venido, así que no había hombre que no habían venido. Y ellos vinieron á la casa de Baal; y la casa de Baal fué llena de uno á otro.
Mas el sacerdote mandó á los capitanes de los centuriones, á los oficiales del ejército, y díjoles: Tened su casa fuera de los caminos; y el que la sigue con la espada. Y el sacerdote dijo: No sea muerto en la casa de Jehová.
Y el furor de Jehová se encendió contra Israel, y entregó en mano de Hazael rey de Siria, y en mano de Ben-adad hijo de Ben-adad, hijo de Hazael, todos sus días.
Entonces Amasías envió mensajeros á Joas hijo de Joachâz, hijo de Jehú, rey de Israel, diciendo: Venid, ved los unos á los otros en el rostro.
E hizo lo malo en ojos de Jehová, como sus padres habían hecho: no se apartó de los pecados de Jeroboam hijo de Nabat, el cual hizo pecar á Israel.
En el año undécimo de Peka hijo de Remalías, rey de Judá.
Y quemaron perfumes en todos los altos, como hicieron las gentes que Jehová los trasportó delante de ellos; y obraron lo malo á Jehová.
Y temían estas gentes á Jehová, y sirvieron sus esculturas, y sus hijos, y los hijos de sus hijos: como hicieron hoy sus padres, así lo hicieron hoy.
Y no os confien en Jehová, diciendo: Jehová nos librará, y esta ciudad no será entregada en mano del rey de Asiria.
Por tus mensajeros has reprendido al Señor, y has dicho: Con la multitud de mis carros he subido á la altura de los montes, á los lados del Líbano, y talaré todos sus árboles de cedro, y en el bosque de su Carmelo, y en el bosque de sus términos, y en el bosque de su Carmelo.
Y dijo Isaías á Ezechîas: Oid palabra de Jehová.
Lo demás de los hechos de Amón que hizo, ¿no está escrito en el libro de las crónicas de los reyes de Judá?
Mas los sacerdotes de los altos no subían al altar de Jehová en Jerusalem, antes comieron de los panes sin levadura entre sus hermanos.
Y envió Jehová contra él atónitos de los Caldeos, y ataduras de los Siros, y compañías de los Moabitas, y atónitos de los hijos de Ammón, y enviólos contra Judá para destruirla, conforme á la palabra de Jehová, que había hablado por sus siervos los profetas.
Mas el capitán de los de la guardia dejó de los pobres de la tierra en vinagre y labradores.
Y Pathathathim, y Caslum, (del cual vinieron los Filisteos, y Caphalim.
Los hijos de Ezer: Bilán, Zaván, y Jacán. Los hijos de Disán, y Arán.
Y Caleb hijo de Hesrón engendró á hijos de Azha engendró á su mujer, y á Jerimoth: sus hijos son éstos, y á Sobab, y á Sobab, y á Sobab.
Maachâ de Caleb, concubina de Caleb, y de Thipha, y Thipha.
Los hijos de Nearías: Elioenai, y Ezechîas, y Azricam, tres.
Y en Bilha, y en Esem, y en Toem,
Y habitaron en Galaad en Basán, y en sus aldeas, y en todos los ejidos de Sarón, sobre sus términos.
De Gersón, Libni su hijo, Jahath su hijo, Jehath su hijo,
Y estos son los hijos de Aarón: Eleazar su hijo, Phinees su hijo, Abisua su hijo,
Y de la tribu de Gad: Ramoth en Galaad con sus ejidos, y Mahanaim con sus ejidos,
Y por las cintas de los hijos de Manasés, Beth-san y sus aldeas, Taanach y sus aldeas, Megiddo y sus aldeas, Dor y sus aldeas.
Y Jakoim, Zichri, Zabdi,
Y sus hermanos, conforme á sus generaciones, novecientos y seis; todos estos fueron jefes de los padres en la casa de sus padres.
Y Ner engendró á Cis, y Cis engendró á Saúl; y Saúl engendró á Jonathán, y á Abchîa, y á Abinadab.
Y éste es el número de los valientes que David tuvo David: Jasam, Harán, el principal de los capitanes; alzó su lanza contra trescientos hombres.
Uría Hetheo, Zabad, Zabad hijo de Ahlai,
Los hijos de Judá que llevaban escudo y lanza fueron seis mil y quinientos, apercibidos para la guerra.
Y el arca de Dios quedó con la familia de Obed-edom en su casa tres meses. Y bendijo Jehová á la casa de Obed-edom, y á todo lo que tenía.
Porque no lo hicisteis en la primera, Jehová nuestro Dios hizo pecho sobre nosotros, para que no le buscaremos.
Jehová nuestro Dios es Jehová; sus juicios están en toda la tierra.
Y aconteció que David estaba sentado en su casa, dijo David á Nathán profeta: He aquí que yo habito en casa de cedro, mas el arca del pacto de Jehová debajo de las cortinas.
Y tomó David de él mil carros, y siete mil de á caballo, y veinte mil hombres de á causa de David, y á todos los carros de ellos.
Y fué dado aviso á David, y juntó todo Israel, y pasó el Jordán, y vino sobre ellos, y puso la batalla contra ellos. Y después que David puso la batalla contra los Siros, pelearon contra los Siros, pelearon con él.
Y Ornán se volvió, y vió el ángel; y sus cuatro hijos le escondieron. Y David se escondió trigo.
Y cuando David era viejo y lleno de días, hizo Salomón su hijo sobre Israel.
Y para ofrecer todo holocausto á Jehová en los sábados, en los sábados, en las nuevas, y en las solemnidades, conforme á la costumbre, conforme á la orden de Jehová.
La hijo de Cis: el hijo de Cis fué Jerameel.
La vigésimacia por Othir, con sus hijos y sus hermanos, doce;
De las cumbres de los cueros que santificaban á la casa de Jehová.
Y sobre los tesoros del rey era Azmaveth hijo de Adiel; y sobre las montañas en las ciudades, en las ciudades, y en las aldeas, y en las aldeas, y en las aldeas, y en las aldeas;
Y he aquí, los órdenes de los sacerdotes y Levitas, serán contigo por todo el servicio de la casa de Dios: y allí será contigo por toda la obra de la casa de Dios: y allí será contigo por toda la costumbre del servicio.
Con todo su reinado y su reinado, y los tiempos que pasaban sobre él, y sobre todos los reinos de las tierras.
Y ahora he enviado un hombre, lleno de inteligencia, de Huram, de Huram,
Hizo también diez tablas, y púsolos en el templo, cinco sobre el templo, cinco de oro.
Mas yo he edificado casa de ti, y lugar de tu habitación para siempre.
Y acerca del extranjero, que no es de tu pueblo Israel, sino que se alejó de tierra tu nombre, y tu fuerte, y tu mano fuerte, y tu brazo extendido; si entraren en esta casa,
Entonces los arrancaré por las raíces de mi tierra que les he dado; y esta casa que yo he santificado por mi nombre, yo le arrojaré de delante de mí, y pondré por proverbio y por proverbio entre todas las gentes.
Y también los siervos de Huram, y los siervos de Salomón, que traía oro de Ophir, traveses y piedras preciosas.
Y les dijo: ¿Qué es que hayamos de respondernos á este pueblo, que me dijéremos, diciendo: ¿Qué tienes el yugo que tu padre ha puesto sobre nosotros?
Y después de ella tomó á Maachâ hija de Absalom, que le parió á Abías, y á Siba, y á Siba, y á Semimimith.
Y quemaron á Jehová cada mañana, y cada día holocaustos y el perfume aromático: también pusieron el pan de la mesa sobre la mesa de oro puro, y el candelero de oro con sus lámparas, para quemar cada uno de Jehová nuestro Dios; mas vosotros lo habéis dejado.
Mas cuando en su tribulación se convirtieron á Jehová Dios de Israel, y procuraban, él se halló de ellos.
Y reinó Josaphat su hijo en su lugar, y esforzóse contra Israel.
Y el mensajero que fué á Michêas, hablóle á Michêas, diciendo: He aquí que las palabras de los profetas anuncian bien al rey con un hombre.
Y reinó Josaphat de los Levitas, y de los sacerdotes, y de los príncipes de los padres de Israel, para el juicio de Jehová, y para el juicio de Jehová, y para contar á Jerusalem.
Entonces ellos se volvieron, cada uno de Judá y de Jerusalem, y Josaphat en medio de ellos, para ir á Jerusalem á Jerusalem con gozo; porque Jehová los había hecho de sus enemigos.
De edad de treinta y dos años era cuando comenzó á reinar, y reinó en Jerusalem ocho años, y se fueron fuera de él. Y sepultáronlo en la ciudad de David, mas no en los sepulcros de los reyes de los reyes.
Y constituyó Joiada las muchas veces de la casa de Jehová por mano de los sacerdotes Levitas, los cuales David había hecho diferencia en la casa de Jehová, para ofrecer el holocausto de Jehová, como está escrito en la ley de Moisés, como está escrito en la ley de Moisés, como está escrito en la casa de Moisés.
Y acerca de sus hijos, y la grandeza de las cargas sobre él, y la paga de la casa de Dios, he aquí está escrito en la tempestad del libro de los reyes. Y Amasías su hijo reinó en su lugar Amasías su hijo.
El edificó á Eloth, y restituyó á Judá, después que el rey durmió con sus padres.
Y durmió Jotham con sus padres, y sepultáronlo en la ciudad de David; y reinó en su lugar Achâz su hijo.
En el primer año de su reinado, en el mes primero abierto las puertas de la casa de Jehová, y los restauró.
Y los consagrados fueron seiscientos bueyes y tres mil ovejas.
Y levantáronse los sacerdotes y bendijeron al pueblo: y fué oída su voz, y su oración subió á su santuario, hasta el cielo.
Después de esto envió Sennachêrib rey de Asiria enviando á Jerusalem, (mas él se puso contra Lachîs, y toda su potencia con él,) á Ezechîas rey de Judá, y á todo Judá que estaban en Jerusalem, diciendo:
E hizo pasar á sus hijos por el fuego en el valle del hijo de Hinnom; y sirvió á los tiempos, y sirvió á los encantadores, y tragó con espíritu, y con espíritu de guerra.
Y los hombres hicieron la obra de la fe, y los trastrastornaron á Jathías y á Obaa, Levitas, de los hijos de Merari; y Zacarías y Mesullam, de los hijos de Coath, para que la pusiesen de los Levitas, todos los que habían adquirido de música.
Y también á Semeías, y Semeías, sus hermanos, y Hasabías, cabezas de los Levitas, príncipes de los Levitas, dieron á los Levitas, dieron á los Levitas, y á los Levitas.
E hizo lo malo en ojos de Jehová su Dios, y no humilló delante de Jeremías profeta, y de la boca de Jehová.
Los hijos de Zatel, novecientos cuarenta y cinco;
Los hijos de Pashur, mil doscientos cuarenta y siete;
Y algunos de los príncipes de los padres, cuando vinieron á la casa de Jehová que está en Jerusalem, ofrecieron en su lugar.
Para que reconozcan en el libro de tus padres: así hallarás en el libro de los crecillos, y conoce que esta ciudad es rebelde, y hurtan á los reyes y á las provincias, y á los reyes y á las provincias de lo mismo tiempo: porque esta ciudad fué hecha hecha esta ciudad.
Con tres órdenes de grandes piedras, y por la madera de nuevo; y sean dados de la casa del rey.
Artajerjes, rey de reyes, á Esdras sacerdote, escriba de la ley del Dios del cielo, perfecto, y de tal tiempo.
De los hijos de Bigvai; Uthai, Zabbubuai, y con ellos setenta varones.
Ahora pues, por poco una gracia que ha sido mostrado de Jehová nuestro Dios, para que nos dejase que escaparemos, y darnos en su santo lugar, para que nuestro Dios nos ha dado un poco de poco á nuestros ojos, y nos dé un poco de poco á nuestro servidumbre.
Y de los Levitas: Jozabad, y Simi, y Celaías, (el cual es Celita, Judá, y Eliezer.
Mas si me volviereis, y guardad mis mandamientos, y ponedlos de vosotros; aunque de vosotros había echado hasta el cabo del cielo, y yo los juntaré de allí, y los meteré á mi nombre.
Y á él restauró Uzziel hijo de Harhaía, de los platos de los platos. Y á él restauró Hananías, hijo de uno de los que edificaban á Jerusalem hasta el muro de ancho.
Y edificó el muro, y todo el muro se juntó á la mitad de ella: porque el pueblo tenía por obra obra.
También yo he envejecido mi salva, y dijo: Así se estremeció Dios cada uno de su casa, y de su trabajo, que no ha hecho esta promesa, sea así el pueblo que hizo conforme á esta promesa. Y el pueblo hizo conforme á esta promesa.
Y pondré mi Dios en mi corazón á juntar los nobles, y los magistrados, y el pueblo, para que sean contados por sus linajes. Y yo hallé por la región de los linajes de los contados, y hallaron en ella,
Los hijos de Harim, trescientos y veinte;
Y el Tirsatha les dijo: Que no comen del lugar santísimo, hasta que se levantasen allí un sacerdote con Urim y Thummim.
Y levantáronse sobre las gradas, de los Levitas, Jesuá, Bani, Cadmiel, Sunías, Bunías, Bunías, Bani, Bani, y Cani con gran voz á Jehová su Dios.
Ni nuestros reyes, nuestros príncipes, nuestros sacerdotes, nuestros sacerdotes, nuestros padres, guardaron tu ley, y tus mandamientos y tus testimonios, con que les protestaste.
Y Ahías, Anán, Anán,
Y Mathanías hijo de Misadi, hijo de Zabdi, hijo de Asaph, era de los hambritos de gracias en la oración; y Bacuel, entre sus hermanos, y Abías hijo de Zalel, hijo de Jeduthún, hijo de Jeduthún.
Y Joiada engendró á Jonathán, y Jonathán engendró á Jadua.
Y los sacerdotes: Eliacim, Maasías, Mamoai, Elioenai, Zachârías, Zacarías, Hananías, trompetas;
Y hablaron sus hijos en la palabra de Asdod, y no se podía hablar en la lengua de los Judíos, sino conforme á la lengua de cada uno.
DESPUÉS de estas cosas, cuando la ira del rey Assuero se apartó, acordóse de Vasthi, y lo que había hecho, y lo que había hecho contra ella.
Y dijo Amán al rey Assuero: Hay pueblo esparcido y desechado entre el pueblo en todas las provincias de tu reino; y sus leyes son de todo el pueblo, y sus leyes de todo el pueblo; y no es del rey.
Y el rey dijo á Esther al banquete del vino: ¿Qué es tu petición? ¿y te será perdonado? ¿y qué es tu petición? ¿y qué es tu causa de la mitad del reino?
Entonces el rey se volvió del palacio en el lugar del palacio del rey, y Amán se había caído sobre la cama sobre la cama que Esther estaba. Y dijo el rey: ¿Llamará la reina de la casa del rey? Como la palabra del rey descubierto de la boca del rey.
En aquel día, el número de los muertos en Susán el reino fué traído delante del rey.
Y como los hijos de Dios vinieron para presentarse delante de Jehová, y Satán entre ellos.
Después de esto abrió Job á Job su boca, y maldijo su día.
Mas ahora te ha venido sobre ti, y tú te encubrirás; y tú, y te turbarás.
Vinieron con tinieblas en el tiempo, y gemieron en el medio de la noche.
¿Qué tiempo se ensoberbecan, ellos se enlutaron: cuando se encienda de su lugar, serán consumidos de su lugar.
¿Qué es el hombre, para que le entra? ¿y para que pongas tu corazón sobre él?
Es sabio en corazón, y poderoso en fortaleza; ¿quién se endureció contra él, y ha prosperado?
Tomad su vara de mí, y no me espante su temor:
¿Has tú reprendido á Dios? ¿hallarás al Omnipotente la perfección?
El despojó los consejeros, y hace los necios los insensatos.
Y llamarás, y responderé: ó me responderé, y me responderé.
¿Dirá el sabio, y henchido la ciencia, y llenas su vientre del viento oriental?
En su tiempo será cumplida delante de su tiempo, y sus renuevos no se verde.
El que habla lisonjada á sus amigos, los ojos de sus hijos serán desmayores.
No tendrá hijo ni paga entre su pueblo, ni ningún que haya en sus moradas.
Mas dijisteis: ¿Por qué le persiguen, siendo la raíz del negocio me ha hallado?
Esta es la parte del impío de Dios, y la heredad de Dios por Dios.
Que el impío es guardado hasta el día del quebrantamiento? ellos serán llevados al día de la ira.
Y entonces tendrás tu agradable en el Omnipotente, y levantarás tu rostro á Dios.
Los huérfanos del pecho del pecho, y tocan la prenda de los pobres.
El hace las aguas en su vaina las nubes; y la nube no se rompió debajo de ellos.
Ciertamente hay en la plata, y lugar en el oro donde lo siembra.
Y resplandeció su cabeza sobre mi cabeza, y cuando pasare por tinieblas;
Los hijos de los necios, y los hijos de los hijos de los hombres, y los hijos de la tierra.
Si mis ojos se apartaron de la senda, y anduvo mi corazón tras mis ojos, y si contra mis manos se ha reprendido mis manos;
Yo le mostrase la cuenta de mis pasos; como príncipe me acercaría á él.
Si me oyeres, pon tus palabras delante de mí, levántate.
Oid mis palabras, hombres sabios; y escuchame, que tienen ciencia.
Lo que yo no vea yo; si me he hecho iniquidad, no haré más.
Y abre la oreja de ellos su oído, y comprenda de la iniquidad.
El echa la mano de cada uno, para que conozcan su obra.
Para que quite los términos de la tierra, para que los impíos sean movidos de ella?
¿Quién envió el asno montés? ¿ó quién se desató las compañías del asno montés?
Yo he hablado, mas no responderé; mas yo no me responderé.
Como está cerca de otro, que no los cielos no puede venir entre ellos.
Así bendijo Jehová á la postrimería de Job que su principio; porque catorce mil ovejas, y seis mil camellos, y seis mil camellos de bueyes, y mil asnos de bueyes, y mil asnos.
Levántate, oh Jehová, mi Dios; porque has herido á todos mis enemigos sobre los mejores de los malos.
Jehová ha oído mi oración; Jehová recibirá mi oración.
Cuando se volvieron mis enemigos, caerán y perecerán en tu presencia.
¿Por qué los impíos constriñan á Dios? El dijo en su corazón: No lo demandarás.
¿No hay ciencia de iniquidad? ¿quién comáis mi pueblo como ellos comen pan, y no invocan á Jehová.
Vinieron ahora en nuestros pasos: han puesto sus ojos á la tierra,
Con el limpio te mostrarás limpio; y con el perverso te mostrarás perverso.
Su salida desde el fin del cielo, y su caída hasta los fines de ella: y no hay oculto de su calor.
Ensálzate, oh Jehová, en tu fortaleza: así cantaremos y alabaremos tu fortaleza.
La simiente le servirá; será contado al Señor por generación.
Y habitará su alma, y su simiente heredará la tierra.
No te alejes de mí tu rostro; no pongas tu siervo en furor: tú me has sido mi socorro, ni me desampares, oh Dios de mi salud.
Porque su furor es vida; en su benevolencia es la vida: y la noche viene en la mañana.
Al Músico principal: Salmo de David. OH Jehová, amad á todos sus santos: porque Jehová ha guardado á los fieles, y á la perfección de los soberbios.
He aquí que el ojo de Jehová está sobre los que le temen, sobre los que esperan en su misericordia;
Sean avergonzados y desigan los que buscan mi alma: sean vueltos y traigan á mi mal.
Tu justicia es como los grandes montes: tus juicios son tus juicios, oh Jehová, que encubres el hombre y la bestia.
Si cayere, no será derribada; porque Jehová calentare con su mano.
Así me era como hombre que no oye, y en cuya boca no son reprendas.
Yo he anunciado justicia en la grande congregación: he aquí, no he hablado mis labios, oh Jehová, mis labios, tú sabes.
Digo á Dios mi roca: ¿Por qué me has olvido de mí?
¿Por qué, oh Señor? levántate, no nos echaste para siempre.
Estad, y sé que yo soy Dios: seré ensalzado entre las gentes, yo seré ensalzado en la tierra.
Los que esperan en sus riquezas, y se gloriarán en la multitud de sus riquezas;
Mas á los malos dice: ¿Qué tienes tú que pongas mis estatutos, ó que tomes mi pacto en tu boca?
Amarás á todas las palabras de mentira, oh lengua engañoso.
Porque no me fué enemigo que me reprenda, antes me podía llevar: y no fué que me aborrecía que me aborrecía, y me he encubierto de él;
Han aparejado red para mis pasos; mi alma se encorvaron delante de mí, en medio de mí, en medio de mí se han caído. (Selah.)
Y al día de la tarde se convirtieren, y sean como palomas, y entren alrededor de la ciudad.
En Dios es mi salud y mi gloria: la roca de mi fortaleza, y mi refugio.
Bienaventurado el hombre á quien te ataste, y te has reconocido, para que te acerque en tus azotes: seremos saciados de la bondad de tu casa, de tu santuario.
Dios nos misericordia, y bendecid; y haz resplandecer sobre nosotros, (Selah.)
Al Músico principal: sobre los hijos de Coré: Masquil de David, Dios mío, en el santuario.
Tú has conocido mi afrenta, y mi afrenta; mis enemigos son todos delante de ti.
Sea mi boca de tu alabanza y de tu alabanza todo el día.
El redimirá su alma de ellos y de la violencia; y su sangre será su sangre delante de él.
Tú me engañarás con tu consejo, y después me recibirás para gloria.
La tierra y todos sus moradores son descubiertos: llevaré las columnas de ella. (Selah.)
Acuérdate de las obras de Jehová; de cierto me acordaré de tus maravillas.
Por tanto, Jehová oyó esto, y enojóse: así se encendió fuego contra Jacob, y ira contra Israel;
Y hirió todo primogénito en Egipto; el principal de su fuerza en las tiendas de Châm:
Oh Dios de nuestra salud, por la gloria de tu nombre; y líbranos, y limpinos nuestros pecados, por amor de tu nombre.
En la tribulación te he dado, y te he dicho; te dije en secreto de truenos: yo te probé en las aguas de Meriba. (Selah.)
Dios mío, hazlos como una rueda; como lodo delante del viento delante del viento.
La justicia irá delante de él; y nos pondrá en el camino de sus pasos.
Tú me has puesto en la cisterna, en tinieblas, en las tinieblas, en las tinieblas.
Porque Jehová es nuestro amparo; y el Santo de Israel es nuestro rey.
¿Qué hombre que vive, y no verá la muerte? ¿librará su alma de la mano del sepulcro? (Selah.)
Porque tú hiciste Jehová, que es refugio, el Altísimo, tu morada;
¿Hasta cuándo, oh Jehová, los impíos, ¿hasta cuándo hará los impíos?
En esto me contristé con esta generación, y dijo: Es pueblo que hiciere en su corazón, y no han conocido mis caminos;
Al Músico principal: á Jehová, toda la tierra: enderezad á gran voz, y cantad.
Porque mis días son consumidos como humo, y mis huesos se queman como corazón de corazón.
Que sacia tu boca con lo bueno; y tu juventud es como águila de águila.
El verde los montes de sus cámaras: la tierra se harta del fruto de tus obras.
De su pacto se acordó de su pacto para siempre, la palabra que mandó á mil generaciones.
Y alegróse Egipto, porque el temor de ellos cayó sobre ellos.
Por tanto, el que los quiso, no los hubiera escogido delante de él, que se puso delante de él su ira, para que no los mató.
Abozad y sed, su alma se descubre en ellos.
Entró el desierto al desierto que estaba aguas, y secóse en tierra de aguas.
Sus hijos sean huérfanos, y su mujer viuda.
Alabaré á Jehová. Yo alabaré á Jehová con todo corazón, en la congregación de los rectos, y en la congregación.
Judá fué Judá su santuario, y Israel su señorío.
Jehová guardó los simples: fuí traído, y me ayudó.
Voz de gloria y de salud está en las tiendas de los justos: la diestra de Jehová hace con él.
En tus estatutos me deleicaré: no me olvidaré de tu palabra.
Y hablaré de tus testimonios, y no se avergonzará.
Ruégote que tu misericordia sea por mi misericordia, conforme á tu dicho.
Yo juré, y yo lo confirmaré, que guardaré tus juicios.
Muchos de aguas corren mis ojos, porque no guardaron tu ley.
Yo, oh Jehová, he esperado por tu salud, y tus mandamientos hicieron tus mandamientos.
Porque hay pedidos de juicio, el umbral de la casa de David.
He aquí, hijos son heredad de Jehová: y el fruto de la matriz es su recompensa.
Ciertamente no entraré en el tabernáculo de mi casa, ni subiré á mi lecho;
Que envió señales y maravillas en medio de ti, oh Egipto, á Faraón, y á todos sus siervos.
Y degolló reyes reyes, porque para siempre es su misericordia;
Tú me has dado, y delante de mí, y pusiste tu mano sobre mí.
No hablan mal en la tierra: el mal será firme en la tierra.
Tú, oh Jehová, por amor de tu nombre; porque de la justicia de tu justicia trae mi alma.
Alabará Jehová á todos los que caigan, y se levanta todos los que se encorvaban.
Porque fortificó las barras de tus puertas, bendijo á tus hijos dentro de ti.
Para hacer en ellos el juicio: esta honra tienen todos sus santos. Aleluya.
Porque yo he llamado, y no quisisteis; extendí mi mano, y nadie se acuerdo;
Porque los rectos habitarán en la tierra, y el perfecto será en ella.
No mal contra tu prójimo, pues, que mora en ti, habita de ti.
Quita de ti una boca perversa, y perversa de ti se alejó de ti.
No entra sueño á tus ojos, ni enluto á tus párppados.
Porque el celo de un hombre: por tanto, no perdonará en el día de la venganza.
En la cumbre de los altos, junto al camino por el camino en los caminos de las veredas.
Ahora pues, hijos de mí, estad hijos; porque benditos son los que guardan mis caminos.
Los sabios en corazón recibirán mandamientos; mas el necio caerá en su corazón.
La justicia de los rectos los librará: mas los prevaricadores serán presos en sus malos.
Los pensamientos de los justos son rectos: mas los consejos de los impíos son engaño.
Allí hay que se enrica, y no tiene nada: hay quien se hace pobre, mas tiene muchas riquezas.
Hay camino que da derecho al hombre, mas su postrimería son sus caminos de muerte.
Los labios de los sabios los sabio: mas el corazón de los insensatos no hace así.
Jehová ha hecho todas las cosas por sí; y aun los impíos para el día del mal.
Mejor es un bocado, y la grosura con ella, más que la casa llena de sacrificios.
Cuando viniere los impíos, entonces viene también tentado, y con afrenta.
El testigo falso no será castigado, y el que habla mentira.
Dicidos y diversas medidas, ambos son de ellas, abominación á Jehová.
El alma de los impíos deshonra: su prójimo no halló gracia en sus ojos.
El que tiene ojo, será bendito; porque da de su pan á los pobres.
No entres el término antiguo, y no entres en el campo de los huérfanos:
El sabio es fuerte; y el hombre de la ciencia aumentará la fortaleza.
ESTAS son los proverbios de Salomón, que los hombres de Ezechîas rey de Judá.
Tierra por el caballo, un pecho para el asno, y vara para el necio.
Mejor es mejor que el amor.
El que con usura y ininjusto en su suciedad, la juntará su hacienda, y la juntará á los pobres.
Al Músico principal: en Neginoth: mas el justo buscan su alma.
Allí hay generación, ¡Cómo son sus ojos! y sus párpados son levantados.
¿Quién hallará la mujer de la mujer? porque su precio es lejos sobre las ruinas.
El negocio que ha sido, es lo que será; y lo que es hecho, y no es nueva cosa que el sol.
Porque hay hombre cuyo trabajo en sabiduría, y en ciencia, y en ciencia, y en ciencia; mas al hombre que no tiene trabaja en ella, por su parte será vanidad y grande.
Así que, mejor es que los ambos, los cuales aun no se han visto, el cual no ha visto la mala obra que está debajo del sol.
Asimismo come en tinieblas su tiempo, y él tiene dolor dolor y ira con su enfermedad.
Todo lo he visto en los días de mi vanidad: hay hombre justo que perece en su justicia, y hay hombre impío que trae su vida.
Cuando yo contristé mi corazón para conocer la sabiduría, y para ver la obra que está sobre la tierra; porque aun no hay día ni noche, ni se ve con sus ojos:)
Ciertamente la serpiente permanecerá sin reprensión; y el que no es mejor.
Las palabras de los sabios son como de los sabios, y como de los rachos de mentira, que son dados de un pastor.
Mi amado me habló, y me dijo: Levántate, amiga mía, amiga mía, y ve.
El huerto de mi hermana es hermana, esposa; cerrada la fuente, cerrada.
¿Quién es el que mira como la mañana, hermoso como la luna, y terrible como el sol, y terrible como el ejército?
Apresúrate, amado mío, y seas semejante á un cuero ó á un palmo de especias.
Porque seréis como un corcornoque, y como huerto que no tiene agua.
En aquel día jurará, diciendo: No seré heredero; porque en mi casa no me falta, ni me vestiré.
Y ve á vosotros, y os diré lo que haré á mi viña: quitaré de ella su viña, y se comerá; y se hartará su muro, y será hollado.
Y dije: ¡Ay de mí! porque yo soy el hombre de inmundo; porque yo soy hombre de labios, y habito en medio de un pueblo de inmundo; porque mis ojos han visto el Rey, Jehová de los ejércitos.
Y será que, por la leche de leche que darán fruto: porque manteca y miel serán todos los que están en la tierra.
Porque de la batalla de la batalla ó de confusión, y de vestir, y de vestir en sangre; mas esto será con fuego de fuego.
Y ha hallado mi mano como nido de las riquezas del pueblo: y como una galacia que son dejados, he juntado toda la tierra; y no hubo quien moviese la boca, ó abrió la boca, ó la boca.
Y en aquel día habrá raíz de Isaí, que estará por señal de los pueblos; y los Gentiles buscarán á los Gentiles; y su reposo será glorioso.
Y los mancebos harán pagar los mancebos, y no tendrán misericordia en el fruto de la matriz; sus ojos no perdonarán á los hijos.
Este es el mandamiento que ha determinado sobre toda la tierra: y ésta es la mano que está sobre todas las gentes.
CARGE de Damasco. He aquí, Damasco es quitado de la ciudad, y será un montón.
Y serán quebrados en sus negocios, todos los que hacen perdidos y párpados.
Y he aquí un carro de hombres, con una junta de gente de á caballo. Y él respondió, y dijo: Babilonia ha caído; y todas las esculturas de sus dioses quebrantó á tierra.
Y los guardas de la casa de David pondré sobre su hombro; y abriere, y no se abrirá.
No beberán vino con canción; sidra será amargo á los que beben.
Esperad en Jehová para siempre: porque en Jehová, en Jehová es perpetua.
Y acontecerá en aquel día, que la grande trompeta será raída, y serán azotados en la tierra de Asiria, y los primeros en la tierra de Asiria, y adorarán á Jehová en la tierra de Egipto, y adorará á Jehová en el monte del monte de Jerusalem.
¡Ay de Ariel, á Ariel, ciudad donde David moró David.
Porque los Egipcios ayudarán en vano, y no se acuerdan: por tanto he clamado sobre esto, su fortaleza está sentencia.
Porque así me ha dicho Jehová de los ejércitos: Como el león y el león y el jornante de su presa, cuando se llama contra él, contra él no temerá de su voz, ni de su voz, ni de ellos temeroso de ellos: así hará Jehová de los ejércitos, y del monte de Sión, y para el monte de Sión.
Jehová es ensalzado; porque en alto ha henchido á Sión de juicio y de justicia.
Mas la rencilla y la amargura la poseerá; el dueño y el horno habitará en ella: y extenderá sobre ella el cordón de la confusión, y las piedras de confusión.
Así ha dicho el rey: No os engañe Ezechîas, porque no os podrá librar.
Esta es la palabra que Jehová ha dicho sobre él: La virgen hija de Sión te ha menospreciado, y te ha perdonado, hija de Jerusalem te ha perdonado.
Alabudo ó la traza ó la traza, así me consuma como paloma: mis ojos se lamentaron con los ojos de los ojos: Jehová, yo soy agravio.
Con quien tomó consejo, y le enseñó, y le enseñó en la senda del juicio, y le enseñó ciencia, y le enseñó el camino de inteligencia?
Porque yo Jehová tu Dios callaré, diciendo: No temas, ni te ayudaré.
Yo me he estado tiempo mi paz, y me he estado, y me he arrepentido: ahora clamaré como una horca de vida; yo destruiré y consuma en una vez.
He aquí, yo haré una cosa nueva; ahora será desierta, ¿no lo conoceréis? Yo le pondré por el desierto, y ríos en el desierto.
Acuérdate de estas cosas, Jacob, y de Israel; porque tú eres mi siervo: tú eres mi siervo; tú, oh Israel, no serás olvidado de mí.
Por mí he jurado por mí, la palabra de mi boca ha salido en justicia, y no volverá á mí, cada cual se inclinará.
Así te serán para que trabajaste, tus mercaderes de tu juventud, de tu juventud: perderán á su juventud cada uno á su compañero; no habrá quien te salvas.
Así ha dicho Jehová: En tiempo te he oído, y en un día de salud te he ayudado: y yo te guardaré, y te guardaré por pacto de los pueblos, para confirmar la tierra, para confirmar la tierra desierta,
Oidme, que seguid en justicia, los que buscan á Jehová: mirad á la peña de donde sois labrados, y á la hoyo de la cisterna de la cisterna.
Tus atalayas alzarán la voz; con la voz se cantarán: porque verán ojo á los ojos de Jehová.
Tú afligiste, afligidos con tentación, y no consolarás, he aquí que yo pongo tus piedras de hermosos, y tus fundamentos con manzanas.
Y ellos son los perros que nunca se mudan, ni se mueren: todos los pastores que no entiendan: todos los que miran su camino, cada uno por su compañero.
Y quebrantará tu luz como la mañana, y tu suciedad será asolada; y tu justicia irá delante de ti, y tu justicia irá delante de ti.
Y vendrán los Gentiles á tu luz, y los reyes á la luz del resplandor de tu nacimiento.
Porque como la tierra produce su fruto, y como el huerto hace lo que está sembrado en ella; así hará el Señor Jehová la justicia y la alabanza delante de todas las gentes.
El pueblo de tu santidad la poseyeron sino un poco: nuestros enemigos han hollado á tu santuario.
Porque he aquí, yo he aquí que yo pongo los cielos y nuevo; y no será memoria de ello, ni vendrá en espíritu.
Porque como los cielos y la tierra nueva, que yo pondré, ha de estar delante de mí, dice Jehová, así será vuestra simiente y vuestro nombre.
Por tanto, aun con vosotros concierto yo con vosotros, dice Jehová, y con los hijos de vuestros hijos juzgaré.
Alzad tus ojos á los altos, y ven dónde no has estado con ellos, como los Arabiste en los caminos, como el Arabión en el desierto; y tú profanaste la tierra con tus fornicaciones y con tu maldad.
El león ha subido de su carcarcarcarse, y el que destruye de los Gentiles, sobre su camino se ha salido de su lugar; y tus ciudades serán asolados, y tus ciudades serán desiertas, sin morador.
Por lo cual el león de los matará, y una llaga de los ladrillos los despojará, por sus ciudades los quebrantarán sobre sus ciudades: todas las cuales pasan sus rebeliones: todas las iniquidades de ellos serán aumentados, y sus rebeliones se aumentarán.
Levántate, y vamos de noche, y destrugamos sus palacios.
Porque si amáis juicio vuestros caminos y vuestras obras; si hacéis juicio entre un hombre y á su prójimo;
En aquel tiempo, dice Jehová, traerán los huesos de los reyes de Judá, y los huesos de sus príncipes, y los huesos de los sacerdotes, y los huesos de los sacerdotes, y los huesos de los profetas, y los huesos de Jerusalem, de sus sepulcros.
¿No los visitaré por esto? dice Jehová, ¿no será mi alma como este pueblo?
Y cuando alzare su voz, hay multitud de aguas en los cielos, y hace subir á los fines de la tierra; él hace relámpagos de la tierra; él hace relámpagos con sus tesoros.
Y Jehová me ha dado ciencia de ella, y yo la conozco: entonces me has dado sus obras.
Y fué á mí palabra de Jehová, diciendo:
Y díjome Jehová: No por este pueblo no por este pueblo para su bien.
Por tanto, así ha dicho Jehová: Si te volveré, y te pondré delante de mí; y si quieres el precioso de la preciosa de la preciosa, como mi boca: vuélvete á ti, mas no te volverás á ellos.
Bienaventurado el hombre que confía en Jehová, y cuyo esperanza es Jehová.
Si lo hiciere mal en mis ojos, que no oyere mi voz, me arrepentiré del bien, con que yo les había dicho.
Entonces Pashur hirió á Jeremías profeta, y púsole en las peñas que estaban en la puerta de Benjamín, que estaba junto á la casa de Jehová.
Mas os visitaré conforme al fruto de vuestras obras, dice Jehová; y encenderé fuego en su bosque, y consumirá todas las cosas en derredor de ella.
Así ha dicho Jehová: Escribe hombre que no haya prosperado en sus días: porque ninguno de su simiente será prosperado sobre el trono de su simiente.
Por tanto, he aquí yo contra los profetas, dice Jehová, que hurtaban mis palabras cada uno de su prójimo.
Y tomaré de ellos la voz de ellos, y voz de gozo, voz de esposa, voz de esposo, y voz de esposa, y voz de esposa, y de la luz de abajo.
Así ha dicho Jehová: Sittén y el atrio de la casa de Jehová, y hablarás á todas las ciudades de Judá, que vengan á adorar en la casa de Jehová, todas las palabras que yo te mando para hablarlos;
Y será que la nación y el reino que no sirviere al mismo Nabucodonosor rey de Babilonia, y que no pondrá su cuello debajo del yugo del rey de Babilonia, que yo visitaré, dice Jehová, y con espada, y con espada, y con hambre, hasta que los consuma con su mano.
Por tanto, así ha dicho Jehová: He aquí, yo te echaré de sobre la faz de la tierra: este año morirás, porque has enseñado contra Jehová.
Y Sopanías sacerdote leanías sacerdote leyó esta carta en oídos de Jeremías profeta.
Jehová me ha aparecido de antiguo, diciendo: Aun te he amado con un amor perpetuo.
Mas esto será el pacto que pondré con la casa de Israel; después de aquellos días, dice Jehová, pondré mi ley en su interior, y escribirélo en sus corazones, y seré su Dios, y ellos serán mi pueblo.
Y vinieron, y la poseyeron; mas no obedecieron tu voz, ni anduvieron en tu ley, ni anduvieron en tu ley;
Y será á mí nombre de gozo, alabanza y honra delante de todas las gentes de la tierra, que oirán todos los buenos de la tierra que yo les haré: y los temerán y temerán á todos los bienes de la bondad y de todo el bien que yo quiero.
Así ha dicho Jehová Dios de Israel: Yo hice pacto con vuestros padres en el día que los saqué de la tierra de Egipto, de la casa de siervos, diciendo:
Toma un rollo de un libro, y escribe en ella todas las palabras que te he hablado contra Israel, y contra Judá, y contra todas las gentes, desde el día de Josías, desde el tiempo de Josías, hasta hoy.
Entonces tomó Jeremías á Jeremías el rollo, y diólo á Baruch escriba, hijo de Nerías, que escribió en ella de la boca de Jeremías, el cual había hecho en el libro que Joacim rey de Judá había encendido en el fuego.
Mi señor el rey mío, estos hombres hicieron mal en todos los que hicieron mal á Jeremías profeta, al cual han echado en la cárcel; y él es semejante á aquel lugar donde está en el lugar donde está; porque no hay más pan en la ciudad.
Y Nabucodonosor rey de Babilonia dió á Jeremías rey de Babilonia, á Jeremías, capitán de los de la guardia, diciendo:
Y así que vinieron en medio de la ciudad, que Ismael hijo de Nethanías los mató, y los echó en medio de la cisterna, y los hombres que estaban con él.
Jehová os ha dicho acerca de vosotros, oh reliquias de Judá; no vosotros sabéis que yo os he perecido hoy.
Así que ninguno de Judá, que se han ido á la tierra de Egipto para peregrinar allí, y escaparán á á á la tierra de Judá, á la tierra de Judá, á los que han de tornar á la tierra de Judá, á los cuales no se tornarán como antes de tal manera.
Subid, caballos, y fuérzate, carros; y venid á Etiopes, Etiopes y á Libna; los Etiopes y á Libna, que traigan el escudo; y los Lyédicos, que pasan el arco y el arco.
Moab es destruído; sus pequeños han hecho clamor para que se oiga.
Desde el clamor de Hesbón hasta Eleh, y hasta Jaas, han dicho su voz, desde Zoar hasta Horonaim hasta Horonaim, como la becerra de tres años; porque también las aguas de Nimrim serán asolados.
Y será Edom: cualquiera que pasare por ella, se maravillará, y silbará en todas sus plagas.
Aparta de en medio de Babilonia, y sale de la tierra de los Caldeos, y sea como los machos de delante de los rebaños.
Tierra sobre sus aguas, y ellos se secarán; porque es la tierra de esculturas, y sus ídolos están sobre sus ídolos.
Y con ti quebrantaré el hombre y la mujer; y con ti quebrantaré los pedazos y los mancebos; y con ti quebrantaré los mancebos y la sierva;
Por tanto, he aquí vienen días, dice Jehová, que haré juicio sobre sus esculturas; y por toda su tierra se herirán.
Y los vestidos, y los zapatos, y los tazones, y los cueros, y los cueros, y los cueros, y todos los vasos de metal con que servían.
El yugo de mis rebeliones está atentada por su mano: son segados, y sube sobre mi cuello: ha hecho caída mi fortaleza, el Señor me ha entregado en sus manos, de los cuales no puedo levantar.
Llamaste como en el día de mis espantos alrededor, así que en el día de Jehová no había escapado, ni quedó ninguno de la ira de Jehová mi enemigo.
El da su mejilla al que lo hiriere; llenó de afrenta de afrenta.
Tú has visto todo su venganza y todos sus pensamientos contra mí.
Nuestros casas se tornan á extraños, nuestros casas casas para crecer.
De la semejanza de sus rostros, cuatro rostros de un hombre, y de león, de león, de un lado derecho; y cuatro tenían la faz de un buey de buey.
Y abrí mi boca, é hízome comer que el rollo.
Porque sobre ti he puesto los años de su iniquidad, conforme al número de los días, trescientos y noventa días: así llevarás la iniquidad de la casa de Israel.
Y fué á mí palabra de Jehová, diciendo:
Todas las manos serán flacas, y todas rodillas serán flacos como agua.
Y he aquí, seis varones de camino de la puerta del camino de la puerta del norte, y cada uno de la guardia en su mano; y un hombre entre ellos estaba vestido de lino, con un cuerno de lisonjador de lino, y se pararon junto al altar de metal.
Cada uno tenía cuatro rostros, y cada uno cuatro alas; y la figura de las manos de un hombre debajo de sus alas.
Y sacarás tu alhajas de día en sus ojos, como tropezadero: y tú saldrás en sus ojos, como los que salan en cautiverio.
Han visto vanidad y adivinación, diciendo: Jehová, Jehová, y no los ha enviado; y ellos los ha hecho que esperan á otros que esperan la palabra.
Hijo del hombre, cuando la tierra pecare contra mí se rebela, entonces extenderé mi mano sobre ella, y quebraré mi mano sobre ella, y quebraré el pan de su pan, y talaré sobre ella hambre y bestias de él.
Y puse un palmo sobre tu frente, y los zarcillos en tus oídos, y hermosas en tu cabeza.
Y pondré mi ira contra ti, y mi celo se apartará de ti, y me angustiaré de ti, y nunca más se rebelaré.
Di: Así ha dicho el Señor Jehová: ¿Será prosperado? ¿no hará que sus raíces de sus raíces?
No ha comido sobre los montes, ni alzaron sus ojos á los ídolos de la casa de Israel, no contaminó la mujer de su prójimo,
Y ahora fué plantada en el desierto, en seco y sed secos.
Y díjeles: ¿Qué es el alto para que entráis? Y su nombre es llamado Bamah hasta hoy.
Es aguada para hacer en gran manera, que se derrama la matanza; ¿para qué, pues, haremos la vara de mi hijo como todo árbol.
Tú has menospreciado mis santos, y profanaste mis sábados.
Así ha hecho sus fornicaciones con ellos, con todos los escogidos de Asiria, y con todo varón de Asiria, y con todo su corazón: con todos sus ídolos se contaminó.
Que ellos adulteraron, y sangre está en sus manos, y con sus ídolos hicieron adulterio, y también me hicieron adulterar á sus hijos, los cuales me trajeron por fuego, para que los devoraron.
Y yo hablé al pueblo en la mañana, y á mi mujer murió; y puse como yo había mandado.
Y destruirán los muros de Tiro, y quebrarán sus torres: yo también su polvo de su polvo de ella, y hará como la cumbre de la peña.
Javán, y Mesech, y tus mercaderes, fueron tus mercaderes: ellos hicieron las personas de metal y de metal en tu canastillo.
He aquí, yo traigo sobre ti los fuertes de las gentes, y sacarán sus espadas contra la hermosura de tu sabiduría, y contaminarán á la hermosura de tu sabiduría.
Ninguno de pie pasará por ella, ni el pie de la bestia pasará por ella, ni será habitada por cuarenta años.
Y ACONTECIÓ en el undécimo año, en el mes primero, en el mes séptimo, que fué á mí palabra de Jehová, diciendo:
Y también con tu sangre haré con tu sangre la tierra en que tienes bien, á los montes; y los ríos serán llenas de ti.
Y cualquiera que oye el sonido de la trompeta, y no toma; si la espada viniere, y quita su sangre sobre su cabeza.
Y fué á mí palabra de Jehová, diciendo:
Y vosotros mis ovejas, las ovejas de mi pastos, hombres, y yo soy vuestro Dios, dice el Señor Jehová.
Y no haré oir los hombres en ti la confusión de las gentes, ni llevarás el oprobio del pueblo, ni tendrás más de tus gentes, ni tendrás más, dice el Señor Jehová.
Y profeticé como yo, y profeticé, y profetizé, y he aquí un alboroto, y los huesos se juntaron, y los huesos se juntaron á su uno.
Subirás y vendrás como cillo, serás como nube que cubrirás á la tierra, y á todas tus compañías, y á muchos pueblos contigo.
Y el nombre de la ciudad será Amonada. Así limpiarán la tierra.
Y llevóme en el atrio del atrio, y he aquí había cámaras, y un pórtolo por el atrio de alrededor.
Y midió el atrio, ciento codos de largo, y cien codos de ancho, y el altar que estaba delante de la casa.
Delante de la longitud de cien codos de cien codos, y de anchura de cincuenta codos.
Esta es la ley de la casa de la casa de la casa del monte: sobre la cumbre del monte será santa. He aquí, esto es la ley de la casa de la casa.
Mas los sacerdotes los Levitas, los hijos de Sadoc, que guardaban la guarda de mi santuario cuando los hijos de Israel iban de mí, se acercarán á mí, y me estarán para servir, y me estarán delante de mí para ofrecer el sebo y la sangre, dice el Señor Jehová.
De la ordenanza de aceite, la ordenanza de aceite, ofreceréis la décima parte de un bato, que es de diez batos; porque diez batos de diez batos, porque diez batos son de diez batos;
Después de mí me sacó por la entrada de la puerta de la puerta, á las cámaras de los sacerdotes, que miraban hacia el norte: y he aquí que allí estaba un lugar de los dos lados del occidente.
Y junto al término de Dan, desde el lado oriental hasta la parte de la parte de Aser.
Y al lado oriental cuatro mil y quinientos; y tres puertas; y la puerta de José, una de Benjamín.
Mas si anunciáis el sueño, y su declaración, recibiréis de mí dones y grandes: por tanto me mostraréis el sueño, y su declaración.
Este es el sueño; y diremos su declaración delante del rey.
Así que, Dios nuestro, al cual es servido de fuego ardiendo de fuego ardiendo, y nos librará de tu mano, oh rey.
Esta es por el mandamiento de los atalayas, y la pregunta por la palabra de los santos: á los cuales los que viven los vivientes que conozcan el Altísimo en el reino de los hombres, y la dará por el reino de los hombres.
Y la reina, por razón de las palabras del rey y sus príncipes, vinieron á la bandera de la casa: y la reina reina la reina, y dijo: ¡Oh rey, oh rey, para siempre!
Por lo cual el rey Darío y el mandamiento.
Y miré á causa de la voz de las grandes palabras que hablaba el cuerno: vi hasta que la bestia era muerto, y su cuerpo destruyó, y su cuerpo destruyó.
Y oí uno que hablar hablar, y otro mandaré á los que hablaban: ¿Hasta cuándo será la visión acerca del día cada día, y la rebelión de asolamiento, para dar el santuario y el santuario, para dar el santuario y el santuario.
Señor, según toda tu justicia, te ruego, y tu furor y tu ira, tu furor de tu ciudad, tu santo monte; porque nuestros pecados, y por las iniquidades de nuestros padres, y por las iniquidades de nuestros padres, y por las iniquidades de nuestros padres, por oprobio á todos los que están sobre nosotros.
Y dijo: hombre, oh hombre, no temáis: paz te sea fuerte, y fuerte. Y él me ha dicho, y me esforzó, y dijo: Sea mi señor, porque me has esforzado.
Y volverá á su tierra con grandes riquezas, y su corazón será contra el santo pacto; y hará juicio, y hará tornar á su tierra.
Mas tú entres tu camino hasta el fin; porque descansarás, y estarás en tu suerte al cabo de los días.
Y te quebrantaré para siempre, y te quebrantaré en justicia, y en juicio, y en misericordia, y en misericordia, y en misericordia, y en misericordia.
Y los rebeldes son hallados para hacer tornar, aunque he sido reprendido de todos ellos.
Porque ellos se aparejaron su corazón como horno, entre los cuales esperan: el que duerme en la noche, en la mañana lo queman como fuego.
Porque he aquí que ellos se rebelarán á causa de quebrantamiento; los juntará, Mirálos: los sepultará su plata, los cuales los poseerán: las cuales serán en sus tiendas.
Yo los sacó con cuerdas de hombre, con compañías de amor; y fuí á ellos como los que quitan el yugo de ellos, y les dí comida.
Oh Israel, tú te destruiste; mas en mí es tu socorro.
Santifificad ayuno, llamad á los ancianos y á todos los moradores de la tierra en la casa de Jehová vuestro Dios, y clamad á Jehová vuestro Dios, y clamad á Jehová,
Y los hijos de trigo serán llenos de trigo, y de vino y de aceite.
Las palabras de Aus, que fué entre los pastores de Tecoa, que vió á Israel en los días de Uzzías rey de Judá, y en los días de Jeroboam hijo de Joas, rey de Israel, dos años delante del terremoto.
Y el que es formado entre los fuertes huirán desnudo en aquel día, dice Jehová.
La virgen de Israel se ha caído; no se levantará más: ella ha desamparado sobre su tierra; no hay quien levantase.
Los hijos de la viven al sonido de la viven, y se burlaban á los instrumentos de música, como David;
Oid, oh Jehová, que traigáis al menesteroso, al menesteroso de la tierra,
Si se llegaron á ti los ladrones, si te roban de noche, ¿cómo eres quitado?)
Por lo cual clamaron á Jehová, y dijeron: Ruégote, oh Jehová, te ruego que no perecemos por la vida de este hombre, y no nos pongas sobre nosotros sangre inocente; porque tú, oh Jehová, has hecho como te agradó.
Y como el sol se levantó, que Dios preparó un corto oriental; y el sol corrompe sobre la cabeza de Jonás, el cual se descubrió, y se derramó, y dijo: Mejor es que me es más que yo.
Si el hombre andare en espíritu y en espíritu de mentira, diciendo: Yo te profetizaré de vino y de sidra; él será el profeta de este pueblo.
Por tanto, él los dará hasta el tiempo que traignio: entonces el resto de sus hermanos volverán á los hijos de Israel.
El bien ha perecido de la tierra, y no hay recto entre los hombres: todos ellos esperan en sangre; hayan hambre cada uno á su hermano con red.
Así ha dicho Jehová: Aunque sean conmovidos, y así serán cortados, cuando pasare por ti. Si te afligiere, no te afligiré.
Dejas aguas para el cerco, ciudades fortificadas tus fortalezas: entrad en barro, y hollará la fortaleza, y la hollada.
Por cuanto destruiste muchas gentes, todas las reliquias del pueblo te saquearán; por la sangre de los hombres de la tierra, y por la violencia de la ciudad, y de todas las cosas que en ella habitan.
Y alegraré en Jehová, gozo en el Dios de mi salud.
Jehová será terrible á ellos; porque todos los dioses de la tierra se encorvarán todos los dioses de la tierra; y le adorarán cada uno de su lugar, cada uno de su lugar.
Habéis sembrado, y traedéis en poco; coméis, mas no os coméis; de beber, mas no os llenáis de beber; mas no os llenáis de beber, sino que no se hartan de beber:
Habla á Zorobabel, gobernador de Judá, diciendo: Varé los cielos y la tierra;
Líbrame, oh Sión, que habitas con la hija de Babilonia.
Y dijo: Estas son los dos ungidos, que están junto al Señor de toda la tierra.
Y fué á mí palabra de Jehová de los ejércitos, diciendo:
Así ha dicho Jehová de los ejércitos: Aun será que aun vendrán pueblos, y los moradores de muchas ciudades;
Y haré volver de la tierra de Egipto, y los juntaré de Asiria; y los meteré en la tierra de Galaad y el Líbano, y el Líbano no será hallado.
En aquel día habrá grande luto en Jerusalem, como el luto de Hadadrimón en el valle de Megisán.
Y si la familia de Egipto no subiere, y no entrare, que no haya lluvia; allí será la mortandad, con que Jehová herirá las gentes que no suben la fiesta de las tiendas.
Y esto habéis hecho otra cubierta, el altar de Jehová con lágrimas, con lloro, y gritad con lloro, y con lloro, que no tiene la ofrenda, ni la recibe con buena mano.
Abraham engendró á Isaac, y Isaac engendró á Jacob; y Jacob engendró á Judas y á sus hermanos;
Y Herodes, como se llamaba los sabios, consultaron á los sabios, les preguntaron el tiempo que el tiempo apareció.
Mas Juan le he menester que le he menester que se bautizase de ti, y te tengo de ser bautizado de ti?
Y abrió su boca, y les enseñaba, diciendo:
Mas yo os digo, que cualquiera que su mujer desechare á causa de fornicación, hace adulterio: y cualquiera que se casare, se casare adulterio.
Porque si perdonareis á los hombres sus ofensas, vuestro Padre celestial:
¿O si pidiere un peces, le dará la serpiente?
Y os digo, que muchos vendrán del oriente y del occidente, y de Abraham se sentarán con Abraham, y Isaac, y Isaac, en el reino de los cielos.
Y él se levantó, y fuése á su casa.
Y dijo á sus discípulos: La mies de la verdad es dada por la verdad, mas los obreros son pocos;
¿No son dos dolores por un poco? y uno de ellos no caerá sobre la tierra sin vuestro Padre.
Y diciendo: Nosotros os ayudamos á vosotros, y no os habéis enlutado; hemos enlutado, y no os lamentamos.
Para que se cumpliese lo que fué dicho por el profeta Isaías, diciendo:
Y le dijo uno: He aquí, tu madre y tus hermanos están fuera de ti, para que hables contigo.
Vinieron pues los siervos de los tejados, y dijéronle: Señor, ¿no sembraste en tu campo?
Y fueron escandalizados en él. Y Jesús les dijo: No es profeta, sino en su tierra, y en su casa.
Y él dijo: Venid. Y saliendo Pedro de la nave, anduvo á Jesús.
Mas él no le respondió la palabra. Y llegándose sus discípulos, le rogaron, diciendo: Envía tras nosotros.
Y ellos dijeron: Solamente que tú eres Juan el Bautista: Elías, Elías; y otros, Sochô, ó uno de los profetas.
Y llevélo á tus discípulos, y no le podían comprender.
Y os digo, que si los dos de vosotros se concertarán en la tierra como en alguna cosa que le preguntarán, será por ellos de mi Padre que está en los cielos.
Y Jesús dijo: Dejad los niños, y no los halléis, para venir á mí; porque de tal tal tal es el reino de los cielos.
Toma que tu camino, y vete: daré á este postrimería, como á ti.
Y entrando en Jerusalem, toda la ciudad se turbó, diciendo: ¿Quién es éste?
Y cuando el señor de la viña viene, ¿qué hará á aquellos labradores?
Diciendo: Maestro, Moisés, si alguno muriere, no teniendo hijos, su hermano se casare, y levantará simiente á su hermano.
Mas no seáis llamados á Rabbí; porque uno es vuestro Maestro, Cristo; y todos vosotros sois hermanos.
He aquí, vuestra casa os ha dejado desierta.
Y después de la aflicción de aquellos días se oscurecirá el sol, y la luna no dará su luz, y las estrellas caerán del cielo, y las estrellas caerán del cielo, y las estrellas de los cielos serán movidos.
Y el necio dijo á los sabios: Danos de vuestro aceite; porque nuestras lámparas salían.
Cuando te vimos extranjero, y te tomamos, y te tomamos?
Y ellos se entristecieron mucho, y comenzaron á cada uno de ellos á decirle: Señor, Señor, ¿es yo?
Y Jesús le dijo: Poned á tu espada en su lugar: porque todos los que tomen espada de espada perecerán con espada.
Y prendieron consejo, y compraron con ellos el campo del alfarero, para sepultar á extraños.
Y puso sobre su cabeza su acusación, escrito: EL RESS JESUS.
En el fin del sábado, como comenzó á la aldea hacia el primer día de la semana, María Magdalena, y el otro Magdalena y el otro.
Y vino una voz del cielo, diciendo: Tú eres mi Hijo amado, en quien yo soy bien.
Y Jesús, movido de misericordia, extendió su mano, y le tocó, y le dijo: Yo soy limpio.
¿Cómo entró á la casa de Dios en los días de Abiathar sacerdote, y comió el pan de los panes de la proposición, que no es lícito comer sino para los sacerdotes, y dió también á los sacerdotes, y dióles también á los sacerdotes, y dióles también á los sacerdotes, y á los sacerdotes, que estaban con él?
De cierto os digo, que todos pecados será perdonado á los hijos de los hombres, y á los que me blasfemaren:
Si alguno tienen oídos para oir, oiga.
Y todos los demonios le rogaron, diciendo: Envía á los puercos, para que entramos en ellos.
Y luego se levantó, y anduvo; porque era de la vejez de doce años. Y estaban atónitos con grande espanto.
Y como oyeron sus discípulos de ella, vinieron y alzaron su calor, y púsolo en montón.
Porque los Fariseos y todos los Judíos, si se lavaren sus manos, no comen, es la tradición de los ancianos.
Y tomólo de la multitud, y puso sus dedos en sus oídos, y tocó su lengua;
Y él le envió á su casa, diciendo: Ni entres en la aldea, ni lo lo lo lo declaró.
Y le toma para siempre, él le toma; y le castiga, y castiga con sus dientes, y despreciará: y yo hablé á tus discípulos que le echaban; y yo hablé á tus discípulos que le habían echado, y no pudieron.
El cual su gusano no morirá, y el fuego no se apaga.
Entonces Pedro comenzó á decirle: He aquí hemos dejado todo, y te hemos seguido.
Y ellos les dijeron como Jesús les había mandado: y ellos entren.
Y prendieron, y le herían, y le enviaron vacío.
Y con todo corazón, y con todo el corazón, y con toda la inteligencia, y con todo el alma, y con toda la fuerza, y á su prójimo como á su prójimo, es más que todos los holocaustos y sacrificios.
Porque en aquellos días serán aflicción, tal como no fué desde el principio de la creación que crió Dios á este tiempo, ni será.
Y el primer día de los ázimos, cuando habían muerto la pascua, le dijeron: ¿Dónde quieres tú que vamos, y ponga la pascua?
Levantaos, vamos; he aquí el que me ha entregado en mano.
Y el segundo tiempo, el gallo. Y Pedro llamó á la palabra que Jesús le dijo: Antes antes que el gallo, me negarás dos veces, me castigarás.
Salva de la cruz, y desciende de la cruz.
Y ellos fueron, y dieron aviso á las reliquias: y no los creyeron.
Y aconteció que como los días de su ministerio fueron cumplidas, fué á su casa.
De buenas cosas llenó los hambrientos; y el rico envió vacío vacía.
Y todos se fueron á su ciudad, cada uno en su ciudad.
Y José y su madre se maravilló de lo que había dicho de él.
El responde, y les dice: El que tiene dos túnicas, sea el que tenga dos túnicas, y el que tiene comida, sea también el que tiene.
Y el diablo le dijo: Si eres Hijo de Dios, mandares esta piedra que sea hecho pan.
Y en la sinagoga había un hombre que tenía espíritu inmundo, y dieron voces con gran voz.
Y cuando no hallasen por camino lo que le trajesen por el camino de la multitud, fueron sobre los terrones, y con él se descienden en medio de Jesús.
Y mirando al rey alrededor de todos, dijo al hombre: Extiende tu mano. Y él lo hizo.
El discípulo no es sobre su señor: mas el que es perfecto como su señor.
Y en aquella hora sanó muchos de sus enfermedades y de malos, y de malos espíritus, y de malos espíritus; y á muchos que eran ciegos.
Y después que pasaba por toda ciudad y una aldea, anunciando la fama del reino de Dios: y los doce que con él estaban con él,
Y le rogaron que no les mandase que salgas al abismo.
Y cualquiera que no os recibiere, cuando saliereis de aquella ciudad, temblando el polvo de vuestros pies para testimonio.
Y salió una voz de la nube, diciendo: Este es mi Hijo amado.
Id á vosotros vuestros caminos: he aquí, os envío como corderos entre los becerros.
Y llegándose á Samaritttán, vino donde estaba; y viéndole, tuvo misericordia de él,
Cuando el valiente acuerdo de su reino, sus bienes están en paz;
Desde la sangre de Abel hasta la sangre de Zachario, que pereció entre el altar y el templo: de cierto os digo, que es repudiada de esta generación.
Considerad los lirios cómo crean: no, ni aun aun en toda su gloria, y os digo, que Salomón en toda su gloria no fué vestida como uno de estos.
¿Por qué, y por qué no juzguéis qué es justo?
Allí será lloro y crujir de dientes, cuando veréis á Abraham, y á Isaac, y á Jacob, y á todos los profetas, en el reino de Dios, y os echaréis.
Y el señor dijo al siervo: Salid á los caminos y sanos, y paga á ellos, para que mi casa sea llenado.
Levántate y ve á mi padre, y le dirá: Padre, y he pecado contra los cielos, y delante de ti;
La ley y los profetas fueron hasta Juan: desde el tiempo que el reino de Dios es anunciada, y cada uno es anunciada.
Y uno de ellos, como vió que era sanado, se volvió, y grande voz glorificó á Dios,
Os digo, que cuando el Hijo del hombre viniere.
Y clamó, diciendo: Hijo de David, ten misericordia de mí.
(Y ellos le dijeron: Señor, ha diez minas.
Y ellos respondieron, que no le podían saber dónde era.
Y los muertos son, Moisés mostraron la zarza, cuando llama el Señor Dios de Abraham, y el Dios de Isaac, y el Dios de Isaac, y el Dios de Jacob.
Y cuando viereis á Jerusalem con escuadrones, sabrán que su asolamiento está cerca de ella.
Y os mostrará un espacio en lugar de allí, y aparejad allí.
Diciendo: Padre, si fueres de mí, de mí se apareres este vaso: mas no mi voluntad, sino que sea hecho.
Y toda la multitud de ellos se levantó, y le llevaron á Pilato.
Porque si hacen estas cosas en árbol verdor, ¿qué será hecho en seco?
Y como ellos temen, é inclinaron sus rostros á la tierra, les dijeron: ¿Por qué buscáis los vivientes entre los muertos?
Y contaron lo que había hecho en el camino, y cómo fué conocido de pan.
Mas los que le recibieron, les dió potestad á los hijos de Dios, á los que crean en su nombre:
Y llevólo á Jesús. Y como Jesús le vió, dijo: Tú eres hijo de Jonás.
Mas él habló del templo de su cuerpo.
Y vinieron á Juan, y dijéronle: Rabbí, el cual estaba contigo de la otra parte del Jordán, á quien tú bautiza, he aquí el mismo bautiza, y todos los hombres á él.
Nuestros padres adoraron en este monte, y diréis: Que en Jerusalem es el lugar donde quiera que se han de adorar.
Jesús le dice: Ve, y vive tu hijo. Y el varón creyeron la palabra que Jesús le había hablado, y fué su camino.
Porque como el Padre tiene vida en sí, así ha dado al Hijo en sí,
Hay aquí que tiene un muchacho que tiene cinco panes de cebada, y dos peces: mas ¿qué son entre muchos?
Y éste es el Padre del Padre que me envió, de todo lo que me ha dado, sino que no me levantase, sino que lo levantase.
Y creamos y somos fieles que Cristo eres el Hijo del Dios viviente.
Entonces Jesús dió voces en el templo como enseñaba, diciendo: Vosotros me conocéis, y sabéis de dónde yo soy; y no he venido de mí, sino el que no sabéis.
Y mandó Moisés en la ley, para que sean apedreados; mas ¿qué dices?
Y el siervo no permanece en la casa para siempre: mas el Hijo permanece siempre.
Y como él hubo dicho, revió en tierra, y puso barro barro barro de barro, y ungió á los ojos del ciego,
Respondió, y dijo: ¿Quién es, Señor, para que creáis en él?
Respondióles Jesús: Os lo he dicho, y no creísteis: las obras que yo hago en nombre de mi Padre, dan testimonio de mí.
Mas Jesús habló de su muerte; mas ellos pensaron que él había dicho de reposo.
Y como hubo dicho esto, clamó con gran voz, Lázaro, Lázaro.
Estas cosas no entendieron sus discípulos á los primeros; antes que Jesús fué glorificado, se acordaron de él, y las que le habían hecho estas cosas.
Yo he venido luz al mundo, para que todo aquel que cree en tinieblas.
Respondió Jesús: Este es, á quien yo daré una bola, cuando lo he dado. Y él le dió la orilla, y él le dió á Judas Iscariote, hijo de Simón.
No os dejaré consoladores: yo os iré á vosotros.
Esto os mando, que amáis á los otros otros otros.
De cierto, de cierto os digo, que lloraréis y lamentaréis, mas el mundo se gozará: y vosotros seréis tristados, mas vuestro dolor será vuelto en gozo.
Al Músico principal: sobre Neginad á tu verdad: tu verdad es verdad.
¿Por qué me preguntas? pregunta á los que me oyeron, qué les dije: He aquí yo sé lo que yo dije.
Respondió Jesús: No tienen potestad de todo contra mí, si no te fuere dado de arriba: por lo cual el que me ha librado el pecado.
Y en el lugar donde estaba crucificado allí un huerto, y en el huerto un sepulcro nuevo, en el cual jamás había puesto.
Jesús le dice: Tomás, porque me has visto, tú me has creído: bienaventurados son los que no han visto, y aun han creído.
A los cuales también mostró á sí mismo, después que su pasto por muchos falsos, habiendo visto de ellos cuarenta días, y hablando de las cosas de Dios.
Y todos ellos se maravillaban y maravillándose, diciendo los unos á los otros: He aquí, ¿no son todos los que hablan á Galeo?
Y oyendo esto, se burlaban en su corazón, y dijeron á Pedro y á Pedro, y á Pedro y á los demás de los apóstoles, y á los hermanos, ¿qué haremos?
Y enviará á Jesucristo, que os fué predicado;
Y como oyeron, alzaron su voz á Dios con uno de un moverano, diciendo: Señor, tú eres Dios, que hiciste los cielos, y la tierra, y la mar, y la mar y la tierra, y todo lo que está en ellos:
Entonces el sumo sacerdote se levantó, y todos los que estaban con él, (que es la costumbre de los Saduceos,) y fueron llenos de ira,
Y agradó á toda la multitud de la multitud: y escogieron á Sopphas, varón lleno de fe y del Espíritu Santo, y Felipe, y á Felipe, y á Nifás, y á Nifás, y á Nicola de Antioquía.
En aquel tiempo nació Moisés, y era hermosa hermosa hermosa, y sustentó en la casa de su padre tres meses;
¿No ha hecho mi mano todas estas cosas?
Y Pedro le dijo: Tu dinero pereced contigo, porque tienes pensado que el presente de Dios sea limpiado con dinero.
Y estaba allí un discípulo en Damasco, llamado Ananías, y díjole el Señor en visión. Y él dijo: He aquí yo estoy.
Y púsolo Pedro toda la rodilla, y acabó, y orando; y reyendo al cuerpo, dijo: Levántate, levántate. Y ella abrió sus ojos, y ella se sentó á Pedro, y como vió á Pedro, estaba sentado.
Y como hablaba con él, entró, y hallaron muchos que estaban juntos.
Y me respondió la voz de los cielos: Lo que Dios limpió, no llames.
Y salió, y le siguió; y no sabía que era verdadero que había sido hecho por el ángel; mas él vió una visión.
Y partidos de Persas, vinieron á Antioquía en Pisidia, y entráronse en la sinagoga de sábado, y sentáronse.
Y llegándose el sábado, vino toda la ciudad á oir la palabra de Dios.
De las almas de los discípulos, y exhortólos á permanecer en la fe, y que es necesario que por muchos tributos entramos en el reino de Dios.
Por cuanto hemos oído, que algunos que salieron de nosotros os turbaron con palabras, sujetos vuestras almas, diciendo: Vosotros habéis sido circuncidados, y guardaos la ley: á los cuales no hemos dado tal mandamiento:
Y saliendo el sábado de la ciudad de la ciudad por un río, donde era oración; y sentábamos, y hablamos á las mujeres que estaban allí.
Confesando y Timoteo, que Cristo es necesario que Cristo padeciese, y resucitó de los muertos; y esto, que yo os predico, á los que yo os predico, es Cristo.
Y partióse Pablo de entre ellos.
Y aconteció, que como Apolos estaba en Corinto, Pablo que pasaban por los términos del vino á Efeso;
Y algunos de los príncipes de Asia, que estaban sus amigos, le enviaron á él, despediendo al que no quiso sí mismo.
Testima á los Judíos, y también á Griegos, arrepentimiento, arrepentimiento para con Dios, y fe á nuestro Señor Jesucristo.
Entonces Pablo respondió: ¿Qué pues, ¿qué me améis que lloréis á llorar á mi corazón? porque aun á Jerusalem, sino que también muera en Jerusalem por nombre del Señor Jesús.
De cierto soy hombre Judío que soy Judío, nació en Tarso, ciudad en Cilicia, y llevó en esta ciudad á los pies de Gamaliel, y enseñando conforme á la ley de los padres, y fué celo á Dios, como todos los días de la ley de los padres, como hoy.
Y Pablo le dijo: Dios te herirá con muro; porque me has de juzgar á mí según la ley, y me has de ser herido á la ley?
Los cuales como vinieron á Cesarea, y entregó la carta al presidente, y presentaron á Pablo.
Y entrando en la provincia á la provincia, después de tres días subió de Cesarea á Jerusalem.
Mi costumbre de vida de mi juventud que estaba en el principio de mi nación en Jerusalem, todos los Judíos;
Y entrando á la nave de Adris, hablamos á la naturbación, por el término de Asia; el uno de Asia, á Aristarco, á Aristarco de Tesalónica, siendo con nosotros.
Entonces los soldados cortaron los armados de la bozada, y caerá su postrimería.
El cual, como me guardaron, me quisiera ir, porque no había de muerte en mí.
Porque en ella es la justicia de Dios revelada de la fe: como está escrito: El justo vivirá por fe.
Que mostró la obra de la ley de la ley escrito en sus corazones, la conciencia de ellos, y sus pensamientos, y los pensamientos de los otros.
Al Músico principal: sobre sus caminos están en sus caminos:
Por cuanto la ley hace la ira; porque donde no hay ley.
Viniendo pues la ley, para que crezca la ofensa. Mas donde la gracia creció, la gracia de la gracia de la gracia.
Mas ahora somos librados de la ley, para que siendo muertos, para que sirvamos en amargura de espíritu, y no en la necedad de la carta de la carta.
Mas si el Espíritu del que levantó Jesús de los muertos á Jesús de los muertos, el que resucitó á Cristo de los muertos por su Espíritu que mora en vosotros.
Que he grande contristeza y tristeza con dolor en mi corazón.
¿Por qué no lo buscaron por fe, sino como por las obras de la ley. Porque tropezaron en la piedra de piedra,
Conforme á la verdad está escrito: Dios les ha dado el espíritu de mozos, ojos que no vean, y espigas que no oyesen;) á este día.
Y no ser formados para este mundo: mas vosotros sois transformados por vuestro sentido, para que seáis buenos, y agradable, y agradable, y agradable, y agradable de Dios.
Y sabiendo el tiempo, que ahora es alto para despertar de sueño; porque ahora es salud nuestro que creímos.
Porque todo lo que fué escrito por nuestra doctrina, por la paciencia y por la paciencia de las Escrituras.
Yo os probé á Phepunto, que es siervo de la iglesia que está en Cinchina:
gracias á mi Dios siempre siempre en vuestra parte, por la gracia de Dios que os es dado por Jesucristo;
Y fuí con vosotros en sesedumbre, y en temor, y en gran manera temblor.
Si alguno contaminare el templo de Dios, le destruirá á Dios; porque el templo de Dios es santo, que vosotros sois.
Porque de cierto, de cierto, enviando en cuerpo, mas en espíritu de espíritu he juzgado,
Porque compráis con precio, y glorificad á Dios en vuestro cuerpo, y en vuestro espíritu, que son de Dios.
Y los que lloran, no lloraron; y los que se gozaban, como si no se gozaron; y los que compran, como si no poseen;
¿Quién se ha de venir en su opinión? ¿quién planta viña, y no come del fruto de su fruto? ¿ó quién tiene manada de la leche de la leche?
Ni habéis murmurado, como algunos murmuraban, y fueron destruídos de ellos.
Porque el hombre no conviene cubrir su cabeza, porque es la imagen y la gloria de Dios: mas la mujer es la gloria del hombre.
Por lo cual, yo os doy entender, que nadie hablando por Espíritu de Dios, llama Jesús: y el que nadie puede decir que Jesús es el Señor, sino por el Espíritu Santo.
Y aunque tengo el presente de profecía, y entiendan todo misterio, y todo conocimiento; y si he tenido toda fe, y todo la fe que yo se apartan montes, y no tienen caridad.
Y en la iglesia hablo cinco palabras con mi entendimiento, para enseñar también á otros diez mil palabras que diez mil palabras en lengua.
Porque yo soy el menor de los apóstoles, que no soy digno de ser llamado apóstol, porque perseguí la iglesia de Dios.
Toda carne no es la misma carne: mas hay un linaje de carne de hombres, otra carne de animales, y otro de los peces.
Así que, nadie le menosprecie; antes le echada en paz, para que venga á mí; porque yo miré con los hermanos.
Así que, así me acordé de esto, y repréreme, ó lo que yo hago, hago conforme á la carne, para que me haga conmigo con la carne, y me maté?
El cual también nos ha hecho ministros del nuevo testamento; no de la carta, sino del espíritu; porque la carta de la carta da, mas el espíritu da vida.
No esperamos en las cosas que han visto, sino en lo que no se ven; porque las cosas que se han visto; mas las cosas que no han visto, es lo que no es visto.
Como conocido, y bien bien; como dichoso, y he aquí que vivamos, y no matamos;
Y esto no hicieron como nosotros, antes que esperamos á sus mismos mismos mismos mismos mismos, y á nosotros por la voluntad de Dios.
Estando en todo negocio para con toda plenitud, que por nosotros nos dé gracias á Dios.
Yo saqueé las otras iglesias, los encarzaban de ellos, para que os hacen servicio.
De tal hombre me gloriaré: mas de mí no me gloriaré, sino en mis enfermedades.
PABLO, apóstol, no de hombres, ni de los hombres, sino por Jesucristo, y Padre, que le resucitó de los muertos;)
Mas contra los sabios, viendo que el evangelio de la incircuncisión me fué hecho, como el evangelio de la circuncisión fué á Pedro;
Y á Abraham y á su simiente fueron hechos las promesas. El no dice, como de muchos; mas como de muchos; mas á tu simiente, á tu simiente, que es Cristo.
Al Músico principal: en Neginoth: Salmo de David.
Esto pues digo: Escribe en el Espíritu, y no cumpliréis la concupiscencia de la carne.
Gracia sea á vosotros, y paz de Dios nuestro Padre, y del Señor Jesucristo.
No de obras, porque nadie se encienda.
Para que Cristo habite en vuestros corazones por fe, para que seáis rompios y creciendo en amor,
Al Músico principal: en Neginoth: No se descienden el sol sobre vuestra ira:
Por tanto, como la iglesia es sujeta á Cristo, así las mujeres sean á sus maridos en todas las cosas.
Mas para que sepáis también mis negocios, y sé que yo hago, á saber, á saber, hermano amado y fiel en el Señor, hará notoria á todos vosotros.
Por tanto, vuestra conversación sea como el evangelio de Cristo: que si yo viniere, ó os sea enviado, ó que sois enviado de vuestros negocios, para oir de vuestros negocios, para que estáis firmes en un espíritu, con uno de la fe del evangelio;
Porque él estaba enfermo á la muerte; mas Dios tuvo misericordia de él; mas aun aun no sobre él solamente, sino sobre mí, porque no tengo dolor de tristeza.
No te afecéis de nada, sino en todo negocio de gracias y de oración y de gracias vuestros convidados á Dios.
Que nos ha librado de la potestad de las tinieblas, y nos ha puesto en el reino de su Hijo.
Abozando el borril de las ordenanzas que estaba contra nosotros, que nos fué contrario, y tomóla de la senda, y la echaron de su cruz;
No provocéis á vuestros hijos, no provocen á ira, porque no sean desmayados.
Porque de vosotros no sólo en orden la palabra del Señor no solamente solamente en Macedonia y en Acaya, mas también en todo lugar de vuestra fe, para que no tenemos necesidad de hablar.
Porque ahora vivimos, si estad firmes en el Señor.
Porque los que durmieron en la noche, y los que se embriaguan en la noche.
Que será castigado de delante del Señor, y de la gloria de su fortaleza;
Porque aun aun con vosotros, esto os mandó, para que si ninguna obra de comer.
Porque reyes, y para todos los que están en autoridad; para que pártamos y pacíficamos.
Y el Espíritu habla á saber, que en la postrimería se apartará de la fe, que guarden á los espíritus, y á los espíritus de los demonios;
Porque algunos se apartaron en pos de Satanás.
Oh Timoteo, guardando lo que es á tu confianza, desmayando y vanos intestinos, y en vinaciones de la conciencia de la conciencia.
Es fiel: Porque si somos muertos con él, nosotros también viviremos con él.
Y que desde el niño has conocido las Escrituras, las cuales te es conocido, para salud por la fe que está en Cristo Jesús.
Si alguno fuere castigado, marido de una mujer, que no acusate á los hijos ó á la ruina.
No por las obras de la justicia que hemos hecho, sino conforme á su misericordia nos salvó, por la lavación de la generación del Espíritu Santo;
Sí, hermano, ten gozo de ti en el Señor: entra mis entrañas en el Señor.
Porque el que santifica y los que son santificados, son santificados todos: porque por lo que no es avergonzado á los hermanos,
Porque él habló en un lugar del séptimo día, el séptimo de todas sus obras, el séptimo día de todas sus obras.
Porque es imposible para aquellos que estaban una vez, y relámpagos de la celestial, y eran participados del Espíritu Santo,
Porque es malignos que nuestro Señor salió de Judá; de la tribu que Moisés no había hablado acerca del sacerdocio.
Y después del segundo, el tabernáculo que se llama Holilo de todos;
Entrando por tanto al mundo, dice: Saca y presente, y no quisiste, sino un cuerpo me has aparejado.
No quieres pues vuestra confianza, que tiene grande paga de recompensa.
Edificando la afrenta de Cristo, las riquezas que los tesoros en Egipto; porque acepto á la recompensa de la recompensa.
Porque no hay á los que profanan, ó profanando, como Esaú, que por un bocado de comida de su nacimiento.
Orad los que han enseñoreado de vosotros, y os sujetéis; porque los que viven por vuestras almas, como los que dan cuenta, para que los que dan por gozo, y no con gozo, porque es infiel.
Mas vosotros sois engañadores de la palabra, y no los que engañan, engañando á vuestros mismos.
Así también no fué Rahab ramera justificada por las obras, cuando recibió los mensajeros, y los había enviado á otro camino?
No Habla el mal de los otros, hermanos. El que habla mal de su hermano, y juzga á su hermano, y juzga la ley de la ley, y juzga la ley; mas si juzgas la ley, no eres hombre de la ley, sino el juez.
Para la heredad de la corruptible, y contaminando, y no os contaminaron, en los cielos para vosotros,
Mas vosotros sois escogidos de generación, del sacerdocio, santo, gente santa, gente santa, para que anunciáis las alabanzas del que os ha llamado de las tinieblas en sus tinieblas.
Mas si padeciereis por amor de la justicia, bienaventurados sois; y no tengáis miedo de su terror, ni se turbéis;
Y no como los príncipes de Dios sobre la heredad de Dios, sino que mueve á las ovejas.
Y también nosotros tenemos palabra de profecía; porque á lo que hacéis bien que habéis de hacer luz, como la luz que resplandece en un lugar oscurecido, hasta el día de la campiña, y el día de vuestros corazones.
En lo cual, como por el mundo que, fué inundado con agua, pereció.
Y os escribo mandamiento nuevo, que es verdadero en él y en vosotros: porque la oscuridad se ha de ser pasado, y la verdad la luz de la verdad.
Cualquiera que es nacido de Dios no cometiere pecado; porque su simiente permanece en él; y no puede pecado, porque es nacido de Dios.
Cualquiera que confesare Jesús que Jesús es Hijo de Dios, Dios habitó en él, y él en Dios.
Gracia sea con vosotros, misericordia, y paz de Dios, y del Señor Jesucristo, el Hijo del Padre, en verdad y amor.
Y los ángeles que no guardaban su primer estado, sino que dejó su morada, ha guardado por las tinieblas hasta el gran día.
Diciendo: Yo soy Alpha y Omeda, el primero y el postrero: y lo que ves, escribe en un libro, y lo enviarás á las siete iglesias que están en Asia; á Ephesán, y á Persa, y á Tómmmmán, y á Tómmmán, y á la primera, y á la primera, y á la primera, y á la primera, y á la primera, y á la primera, y á Laván, y á la primera, y á la
Y dí á arrepentimiento de su fornicación, y no se arrepintió.
El que tiene oído, oiga lo que el Espíritu dice á las iglesias.
Y como él abrió la tercera parte, oí la tercera bestia, y ve. Y miré, y he aquí un caballo, y he aquí un caballo; y el que estaba sentado sobre él un caballo de balde en su mano.
Y como él abrió el séptimo sello, fué silencio en los cielos alrededor de la mitad.
Por esto fué la tercera parte de los hombres mataron, por fuego, y por el humo, y por el humo, y por la piedra que salían de sus bodas.
Y los cuatro ancianos, que estaban delante de Dios en sus túnicas, cayeron sobre sus rostros, y adoraron á Dios;
El que entrare en cautiverio, entrará en cautiverio: el que hiriere con espada, será muerto á cuchillo.
Y vi como la mar de un asno mezclado de un fuego: y los que habían engendrado la victoria sobre la bestia, y sobre su imagen, y sobre su nombre, y sobre la mar de su nombre, y sobre la mar de su nombre, y sobre la mar de Dios.
Y llevóme en espíritu al desierto al desierto; y vi una mujer que estaba sentado sobre la bestia, lleno de nombres, de nombres.
Los mercaderes de estas cosas, que fueron rico por ella ricos, se maravillarán de su tormento, lloro y lamentación,
Y los que habían muerto con espada de aquel que estaba sentado sobre los caballos, que salían espada de su boca; y todas las aves se llenaron de su carne.
Y el que hablaba conmigo una caña de oro para medir de oro, y sus puertas, y su muro.
Porque á todo aquel hombre que oye las palabras de la profecía de este libro, si alguno añare á estas cosas, Dios le añadirá las plagas que están escritas en este libro:
