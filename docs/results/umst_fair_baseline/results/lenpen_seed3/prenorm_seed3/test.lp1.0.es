EN el principio Dios crió los cielos y la tierra.
Y vió Dios todo lo que había hecho, y he aquí, era muy buena. Y la tarde y la tarde era de la tarde.
Porque Dios sabe que en el día comeréis, entonces vuestros ojos serán abiertos, y vosotros seréis como dioses ajenos, sabiendo bien.
Ahora pues, maldieres de la tierra, que la abrió su boca de tu hermano, de la sangre de tu mano;
Y vivió Mahalaleel y sesenta y cinco años, y engendró á Jared.
Y dijo Dios á Noé: El fin de toda carne ha venido delante de mí; porque la tierra está llena de violencia por ellos, y he aquí que yo los destruiré con la tierra.
Y murió toda carne que se movieron sobre la tierra, de aves, y de bestias, y de todo reptil que anda arrastrando sobre la tierra, y todo hombre:
Y ciertamente la sangre de vuestras vivas; en la mano de toda bestia la bestia la daré, y en la mano del hombre; en la mano de cada uno de la mano del hombre.
Y los hijos de Ham: Cuán, y Mizpa, y Phuim, y Canaán.
Y ellos dijeron: Ve, y edifiquemos una ciudad y torre, y la torre, y la cumbre del cielo; y haznos un nombre, porque no sea esparcidos sobre la haz de toda la tierra.
Y te pondré en gran gente, y te bendeciré, y te bendeciré tu nombre.
Abram asentó en la tierra de Canaán, y habitó Lot en las ciudades de la llanura, y asentaron su tienda hacia Sodoma hacia Sodoma.
Saulo que los mancebos se comieron, y la parte de los hombres que se fueron conmigo, Aner, y Mamre, y Mamre; tomarálos su parte.
Y el ángel de Jehová le dijo: Vuélvete á tu mirar, y sujete debajo de sus manos.
Y tomó Abraham á Ismael su hijo, y todos los que nacieron en su casa, y todos los que compraban con su dinero, cada uno de la casa de Abraham, y circuncidó la carne de su casa en aquel día, como Dios le había dicho.
Y dijo Jehová: Si hallé en Sodoma en cincuenta justos dentro de la ciudad, yo perdonaré todo el lugar de ellos.
El sol se ha resucitado sobre la tierra cuando Lot entró en Zoar.
Y dijo Abimelech: He aquí, mi tierra está delante de ti: donde quiera que te agradan.
Y tomó Abraham ovejas y bueyes, y diólos á Abimelech; y así de ellos hizo pacto.
Y á Bethuel engendró á Rebeca: ocho y á Nachôr, hermano de Abraham.
Y el siervo puso su mano debajo del muslo de Abraham su señor, y juró acerca de aquel negocio.
Y dije á mi señor: No me seguiré la mujer.
Y parió á Joán, y á Joán, y á Madián, y á Isbac, y á Isbac.
Y dijo Esaú: He aquí, yo soy al que muera; y ¿qué aprovechará esto?
Y ellos dijeron: Nosotros hemos visto que Jehová estaba contigo; y nosotros somos juramento entre nosotros, y nos hemos de juramento entre nosotros, y nosotros, y te haremos alianza entre nosotros;
Y no le declaró, porque sus manos eran de Esaú, como la mano de Esaú su hermano.
Y oyó Jacob su padre y su madre, y fué á Padan-aram;
Y Labán dijo á Jacob: Por cuanto tú eres mi hermano, para que me sirvas por causa de mí? ¿qué diré?
Y Zilpa la moza de Lea, parió un hijo á Jacob.
E hizo Jacob los corderos, y puso los rostros de los rebaños de las ovejas hacia el ganado de Labán, y todo el ganado de Labán; y él puso sus ganados en sí, y no los puso sus ganados.
¿Por qué huiste tú, y hurtes de mí; y no me declaraste, para que yo te he enviado con grillos, y con higos, y con arpa, y con arpa?
Y viendo Jacob, les dijo: Este es el espíritu de Dios: y llamó el nombre del lugar que Mahanaim.
Por tanto, los hijos de Israel no comen el pollino que está sobre el pezuelo, que está sobre el pezuelo, hasta el día de Jacob: porque él tocó el pollino de Jacob, y el muslo que se junta.
Y habitaréis con nosotros, y la tierra será delante de vosotros; y habitaréis en ella, y os posaréis en ella.
Y volvió á Jacob, cuando saliese de Padan-aram, y le bendijo.
Estos son los nombres de Esaú, los hijos de Esaú, hijo de Ada, mujer de Esaú, hijo de Basemath, mujer de Esaú.
Y estos son los nombres de los duques que vinieron de Esaú, conforme á sus familias, por sus nombres, por sus nombres, el duque Alabababah, el duque Jephonth,
Venid, y vengamos á los Ismaelielitas, y no sea nuestra mano sobre él; porque es nuestro hermano y nuestra carne. Y sus hermanos eran contentos.
Entonces preguntó á los hombres de aquel lugar, diciendo: ¿Dónde está la ramera, que se opele por el camino? Y ellos dijeron: No hay ramera en este lugar.
Mas Jehová fué con José, y le mostró misericordia, y le dió gracia delante de los ojos de la cárcel.
Y durmió, y soñó la segunda vez: y he aquí siete espigas de trigo vino sobre un terremoto, y el bien.
Y juntar todos los panes de los buenos años que vendrán, y pongan grano debajo de la mano de Faraón, y guardan pan en las ciudades.
Y conoció José á sus hermanos, mas no le conocían.
Y él dijo: No descenderá con vosotros; porque su hermano es muerto, y él es dejada: si el mal le cayere, por el camino que pasareis, llevaréis mi sepulcros á la sepultura.
E hizo venir José, porque sus entrañas hizo color sobre su hermano: y buscó donde lloraba, y entró en su cámara, y lloraba.
Y nosotros dijeron: No podemos descender; si nuestro hermano era era con nosotros, entonces descendemos: porque no veamos el rostro del hombre, si nuestro menor no puede ver con nosotros.
Para que todos se didisten cada uno de vestidos; mas á Benjamín dió trescientos piezas de plata, y cinco mudas de vestidos de vestidos.
Y los hijos de Nephtalí: Jahel, y Guni, y Jezer.
Y compró José toda la tierra de Egipto para Faraón, porque los Egipcios vendían cada uno su campo, porque el hambre prevalecieron sobre ellos: así la tierra fué la tierra de Faraón.
Y su padre no quiso, y dijo: Yo sé, hijo mío, yo lo sé; y también será grande pueblo, y él será mayor: mas su menor más mayor que él, y su simiente será mayor que él.
Benjamín pagará como la lana: en la mañana devorará la presa, y la noche se apartará la presa.
Y dijo José á sus hermanos: Yo moraré; y ciertamente ciertamente os visitaré, y traedos de esta tierra á Abraham, Isaac, á Jacob, y á Jacob.
Y como ella había abierto, vió al niño: y he aquí que el niño lloró. Y ella tenía misericordia de él, dijo: Este es uno de los Hebreos.
Y dijo Moisés á Dios: ¿Quién soy yo, para ir á Faraón, y á lo que yo saqué los hijos de Israel de Egipto?
Y Jehová dijo á Moisés en Madián: Ve, vuélvete á Egipto; porque todos los hombres son muertos que han buscado tu vida.
Ahora pues, ahora, y obra; porque no os entregará la paja de pezuelo.
Y Eleazar, hijo de Aarón, tomó una mujer de las hijas de Pusiel, y le parió Phinees: estos son las cabezas de familias de los padres de los Levitas conforme á sus familias.
Y siete días fueron cumplidos, después que Jehová había herido el río.
Y salió Moisés de Faraón, y oró á Jehová.
En Jehová (porque no hay más fuerte), que no haya más fuerte y granizo; y yo os iré, y no seguiréis.
No vieron los unos á los otros, ni se levantaron de su lugar por tres días: mas todos los hijos de Israel tenían luz en sus moradas.
Y este día os será por memoria; y la haréis fiesta á Jehová por vuestras generaciones; la haréis por estatuto perpetuo por estatuto para siempre.
Mas el siervo de cada siervo que compró por dinero, cuando le circuncidó, entonces comerá.
Y HABLÓ Jehová á Moisés, diciendo:
Y vió Israel aquella grande obra que Jehová hizo sobre los Egipcios; y el pueblo temió á Jehová, y creyó á su siervo.
Y los hijos de Israel les dijeron: Llamamos á Dios, ya murió por mano de Jehová en la tierra de Egipto, cuando se sentamos junto á la carne de los mansos, y comíamos de comer pan; porque nos habéis traído en este desierto, para matarnos.
Y dijo Moisés á Aarón: Toma un pollino de maná ella, y poned en ella delante de Jehová, para que sean guardados por vuestras generaciones.
Y sé que Jehová es mayor que todos los dioses: porque en lo que todos los dioses de lo que hicieron.
Y Moisés descendió del monte al pueblo, y santificaron el pueblo; y lavaron sus vestidos.
Y dijeron á Moisés: Di con nosotros, y oiremos; mas no hablaremos á Dios con nosotros, porque no muramos.
Y si alguna persona dejares, la entregarás por vida,
Si su padre no lo dejare á darle, pagará conforme á la paloma de vírgenes.
Y la fiesta de la siega, las primicias de tus labores, que sembraste en el campo: y la solemnidad de la fiesta de la cocoganza, cuando se juntaste en tus trabajos del campo.
Y Moisés se levantó, y su ministro; y Moisés subió al monte de Dios.
Y tú lo harás de mano de un ancho, y harás una corona de oro en derredor.
Y harás tablas para las tablas del tabernáculo de madera de Sittim.
Delante de las tablas lo harás: como él te mostrará en el monte, así lo hará.
Y pondrás en ella las piedras de piedras, cuatro órdenes de piedras: el primer orden nos será un torbellino, y el carpecho, y una tuncunda: esto será primero.
Y Aarón y sus hijos llevarás á la puerta del tabernáculo del testimonio, y los lavarás con agua.
Y si la carne de las consagraciones de las consagraciones, ó del pan á la mañana, entonces quemarás con fuego: no se comerá, porque es santa.
Y harás un lagar de metal, y su pie de metal, para lagar: y tú la pondrás entre el tabernáculo y el altar, y el altar, y pondrás agua en ella.
Y las vestimentas del servicio, y las vestiduras para el sacerdote Aarón, y las vestimentas de sus hijos, para ministrar en el sacerdocio,
Y dijo Aarón: No es el furor de mi señor; tú sabes el pueblo que está puesto sobre mal.
Y dijo Jehová á Moisés: Yo haré esto que has hablado: porque has hallado gracia en mis ojos, y te conozco por nombre.
Porque yo desecharé las gentes delante de ti, y ensancharé tus términos: ni el hombre codiciarás tu tierra, cuando subes delante de Jehová tu Dios en el año.
Las vestimentas del servicio, para hacer servicio en el santuario, las vestiduras de Aarón sacerdote, y las vestimentas de sus hijos, para ministrar en el sacerdocio.
Hizo asimismo cortinas de machos de cabrío por el tabernáculo, las cuales las hizo.
Hizo también la cubierta de oro puro: dos codos y la mitad de su longitud, y un codo y medio de su anchura.
Y puso las varas en los anillos á los lados del altar, para llevarlo las tablas del altar.
E hicieron piedras de vestimentas de oro, de oro, de talla, como de granadas, con los nombres de los hijos de Israel.
La mesa, y todos sus vasos, y la proposición de pan,
Y puso el pan en orden delante de Jehová, como Jehová había mandado á Moisés.
Y el sacerdote lo llevará al altar, y lo extiende su cabeza, y lo quemará sobre el altar; y su sangre será descubierto de la parte del altar:
Y si su ofrenda fuere macho cabrío, ofrecerá delante de Jehová.
Y tomará el sacerdote de la sangre del pecado con su dedo, y pondrá sobre los cuernos del altar del holocausto, y derramará su sangre al pie del holocausto.
Y HABLÓ Jehová á Moisés, diciendo:
De esta ley es la ley de la expiación: es cosa santísima.
Y el sacerdote quemará el sebo sobre el altar: mas el pecho de Aarón y de sus hijos.
Y degollólo, y tomó Moisés de la sangre de la sangre de Aarón, y púsola sobre la ternilla de Aarón, y sobre el pulgar de su mano derecha, y sobre el pulgar de su pie derecho.
Y llevólo el presente, y tomó un puño, y quemólo sobre el altar, junto al holocausto de la mañana.
Todo lo que tiene pezuelo, y es vestimentera de pezuelo, y de las bestias, que comeréis.
Y todo vaso, en lo que hay en alguna de ellos, todo lo que estuviere en ella, será inmundo; y quebraréis.
Y si el sacerdote viere, que he aquí la extiende en la piel, el sacerdote le dará por inmundo: lepra es lepra.
Y si alguno ó mujer ó mujer en la piel de su carne, mancha blanca, blanca blancas;
Mas será el séptimo día, y lavará todos sus cabellos su cabeza y su barba, y su barba, y todos sus cabello; y él lavará sus cabellos, y lavará sus vestidos, y lavará también sus vestidos, y lavará en agua, y será limpio.
Y vendrá el sacerdote al séptimo día, y mirará: y si la plaga se hubiere extendido en los muros de la casa de la casa;
Y el vaso de la tierra, el que tocare el flujo de la tierra, será quebrada; y todo vaso de madera de madera será mudado en agua.
Y ofrecerán el macho cabrío sobre la suerte de Jehová, y le ofrecerán por expiación.
Para que los hijos de Israel traigan sus sacrificios, los cuales sacrificarán en el campo, para que los trajesen á Jehová, á la puerta del tabernáculo del testimonio, á la puerta del tabernáculo del testimonio, y los ofreceren las paces á Jehová.
Y no se allegará á la mujer para cubrir su desnudez, como ella se puso por su inmundicia.
Guardad mis estatutos. No guardarás tu bestia: no sembrarás tu campo: no sembrarás tu heredad con simiente, ni vestirás de lino.
Y si alguno tuviere ayuntamiento con su nuera, así de ellos será para muerte; su sangre será firme sobre ellos.
Y no profanará su simiente entre su pueblo; porque yo le santificaré.
Y cualquiera que ofreciere sacrificio de paces á Jehová, para cumplir sus votos, ó ofrenda voluntarias, ó ovejas, será acepto, para ser aceptos, no haya falta en ella.
Y ofreceréis con el pan siete corderos de un año sin defecto, y un becerro, y dos carneros: serán para holocausto á Jehová, con su presente, y sus libaciones, y sus libaciones, y sus libaciones, ofrenda encendida de olor suave á Jehová.
El relámparará sobre el candelero limpio delante de Jehová.
El jubileo, que os allega á vosotros: no sembraréis, ni sembraréis lo que siembra de ella, ni cogéis en ella la vid de tu vid.
Y entonces se apartará de ti, y á sus hijos con él, y volverá á su familia, y á la posesión de sus padres volverá.
Y yo os haré esto, y pondré sobre vosotros espanto, y alterremoción, y el ardor ardor, y el dolor de corazón: y sembraréis vuestra simiente en vano, y sembraréis en vano, para vuestros enemigos.
Estas son los estatutos y derechos que Jehová le hizo entre él y los hijos de Israel en el monte de Sinaí, por mano de Moisés.
Y toda la tierra de la tierra, si de la simiente de la tierra, ó del fruto de la árbol, es de Jehová: santo es á Jehová.
De los hijos de Judá, por sus generaciones, por sus familias, por las casas de sus padres, conforme á la cuenta de los nombres, de veinte años arriba, todos los que podían salir á la guerra;
Cada uno de los hijos de Israel asentará junto á su bandera, con la señal de su padre: lejos se alejarán el tabernáculo del testimonio de la congregación.
Estos son los contados de los hijos de Israel por la casa de sus padres: todos los contados de los ejércitos fueron seiscientos y tres mil y quinientos.
En el número de todos los varones de un mes arriba, ochocientos y seis mil y seiscientos, que guardasen la guarda del santuario.
Y sobre la mesa del pan se extenderán un paño de jacinto, y púsose sobre los peces, y los cucharas, y las copas, y las colores para cubrir.
Estos fueron los contados de las familias de Coath, todos los que hacen servicio en el tabernáculo del testimonio, que Moisés y Aarón hizo conforme al mandamiento de Jehová por mano de Moisés.
Y el sacerdote pondrá la mujer delante de Jehová, y cubrirá la cabeza de su cabeza, y pondrá la ofrenda de ella en sus manos, que es la ofrenda de celo: y el sacerdote hará el agua que hace la maldición:
Y ofrecerá el carnero para sacrificio de paces á Jehová, con el canastillo de los panes sin levadura: el sacerdote ofrecerán su presente, y su libación.
Una cuchara de oro de diez siclos, llena de perfume;
Una cuchara de oro de diez siclos, llena de perfume;
Una cuchara de oro de diez siclos, llena de perfume;
Y los Levitas eran purificado, y lavaron sus vestidos, y ofrecieron Aarón como ofrenda delante de Jehová; y Aarón hizo expiación por ellos.
Hazte dos bocinas de plata, de toda suerte harás; para que los podrás para la enseñanza de la congregación, y por las partidas de las partidas de los montones.
Y será que, si entrares con nosotros, y será lo que Jehová nos hará con nosotros.
Y quedó dos de los hombres en el campo, el nombre del uno era Eldad, y el nombre de Medad; y el espíritu de Medad se sobre ellos; y el espíritu de los que estaban escritas, mas no salieron al tabernáculo; y ellos profetizaban en el campo.
De la tribu de Judá, Caleb hijo de Jephone.
¿Y por qué nos ha traído Jehová á esta tierra, á cuchillo, para que nuestras mujeres y á nuestros niños y á nuestros hijos? ¿no nos ha de volver á Egipto?
Y vuestros hijos llevarán en el desierto cuarenta años, y llevarán vuestros fornicaciones, hasta que vuestros cuerpos sean asolados en el desierto.
Habla á los hijos de Israel, y diles: Cuando hubiereis entrado en la tierra donde os traje,
Y puso fuego en ella, y puso perfume delante de Jehová á mañana; y será que el varón de Jehová escogiere, él será santa: tomad mucho sobre vosotros, hijos de Leví.
Habla á Eleazar hijo de Aarón el sacerdote, que tomare el incensario de arder, y esparcirás el fuego, porque son santificados.
Y te juntarán á ti, y guardarán la guarda del tabernáculo del testimonio, porque todo el servicio del tabernáculo no se allegará á vosotros.
Esta es la ordenanza de la ley que Jehová ha mandado, diciendo: Di á los hijos de Israel, que te traen una cabra sin defecto, en que no haya haya falta, ni en el yugo;
Y juntóse Moisés y Aarón la congregación delante de la peña, y díjoles: Oid ahora, pues, nos ha menester que os tomamos agua de esta piedra?
Y partidos de Oboth, asentaron en Iarim, en el desierto que está delante de Moab, hacia el nacimiento del sol.
Ahora pues, ahora, te ruego que me maldijeren este pueblo; porque son fuertes por mí: quizá los vendré, y los que heriremos, y los que los echare de la tierra: porque yo heriré, y á los que maldieres, y á los que maldieres.
Y como Balac oyó que había venido á recibir á la ciudad de Moab, el término de Arnón, que está en el término de Arnón, que está en el término de Arnón.
Y dijo Balac á Balaam: Ni maldiólos en toda maldición, ni bendiga á todos.
Y Balaam se levantó, y fuése á su lugar, y fuése á su camino.
Los hijos de Simeón, por sus familias: de Nemuel, la familia de los Nethineos: de Jamelitas en la familia de los Nethineos, la familia de Jachîn, la familia de Jachîn:
Estos son los hijos de Dan por sus familias: de Shuham, la familia de los Shuyan. Estas son las familias de Dan por sus familias.
Las hijas de Zopheth hablaban: de cierto los dará posesión entre sus hermanos, y harás la heredad de sus hermanos; y la harás la heredad de su padre.
Y beberán sus presentes, un carnero de vino á un carnero, y la tercera parte de un hin de un carnero, y una cuarta parte de un hin á cordero: esto es el holocausto de cada mes en los meses de cada año.
Y ofreceréis holocausto, sacrificio de olor de olor suave á Jehová, de olor suave á Jehová; catorce corderos de un año, dos carneros, y catorce corderos de un año, sin defecto;
Y su padre la oyere, y su sierva con que ella hubiere ligado su alma, y su padre callará en ella: todo lo que hubiere ligado sus votos, y todo lo que hubiere ligado su alma.
Mas á todas las mujeres, que no conocen á hombre con él, guardaos por vida.
Y los oficiales que estaban sobre los millares del ejército, los tribunos y centuriones, vinieron á Moisés:
Cántico gradual, á vuestras ciudades, y á vuestras ovejas, y á las ovejas de vuestra boca.
Y partidos del desierto de Sin, asentaron en Dopheth.
Y partidos de Zera, asentaron en Punón.
Y HABLÓ Jehová á Moisés, diciendo:
Y si le hiriere con ira, con que muera, y muriere, y muriere, es homicida; el homicida morirá.
Estas son los mandamientos y derechos que Jehová había mandado por mano de Moisés á los hijos de Israel en los campos de Moab, junto al Jordán de Jericó.
Jehová vuestro Dios que va delante de vosotros, él peleará por vosotros, conforme á todas las cosas que os hizo delante de vuestros ojos;
Y los que venían de Cades-barnea, hasta que vinimos sobre el torrente de Zered, treinta y ocho años; hasta la generación de los hombres de guerra, todos los hombres de guerra, como Jehová les juró.
Mas todos los animales, y los despojos de las ciudades, tomamos á nosotros por presa.
¿Y qué nación grande, que tiene estatutos y derechos como toda esta ley, que yo pongo hoy delante de vosotros hoy?
A las gentes de delante de ti y más fuerte que tú, para que te has de dar, para que te dé su tierra por heredad, como hoy es hoy.
Y no hurtarás.
No tentaréis á Jehová vuestro Dios, como tentaréis en Massa.
No serás prosperado: porque Jehová tu Dios es entre vosotros, Dios fuerte y terrible.
No por tu justicia, ó por la rectitud de tu corazón, para que entres á poseer su tierra; porque la impiedad de estas gentes los echó de delante de ti, y él los desechó la palabra que juró Jehová á tus padres, y á Isaac, y á Jacob, y á Jacob.
Y los hijos de Israel tomaron de ellos de Beeroth, de los hijos de Jahán; allí murió Aarón, y allí murió: Eleazar, y Eleazar su hijo en el sacerdocio.
Que os daré la lluvia de vuestra tierra en su tiempo, el primero y la lluvia, y la lluvia lluvia, y tu vino, y tu vino, y tu aceite.
Y os alegraréis delante de Jehová vuestro Dios, y vuestros hijos, y vuestras hijas, y vuestros siervos, y vuestras siervas, y el Levita que está dentro de vuestras puertas; porque no tiene parte ni heredad con vosotros.
Y lo apedrearás con piedras, el que muera; porque él te ha buscado de Jehová tu Dios, que te sacó de la tierra de Egipto, de la casa de servidumbre.
A la verdad todo el fruto de tu simiente, que el tercer año saca por el año.
Empero no comerás la sangre de ella; derramarás sobre la tierra como agua.
Si se levantare un negocio en juicio, entre sangre y sangre, entre sangre y la sangre, y entre lo que Jehová te hubiere puesto, y entre tus puertas de dentro de tus puertas: levántate, y levántate, y te levantarás en el lugar que Jehová tu Dios escogiere, y te escogiere en el lugar de tu Dios.
Yo los levantaré de entre sus hermanos, como á ti, y pondré mis palabras en su boca; y él hablará á todos los que yo le mandaré.
Y los gobernadores hablarán al pueblo, diciendo: ¿Qué es aquel hombre que edificó una casa, y no ha dedicado? vuélvase, y vuélvase á su casa, porque no muera en la batalla, y la dedica.
Si alguno tuviere dos mujeres, un amado, y los otros aborrecían, y le han nacido hijos, y la aborrecida; y si el primogénito es el hijo de los que eran aborrecidos;
Si alguno se hallare con mujer mujer á marido, entonces morirán de ellos, ambos serán de la mujer, y la mujer: así quitarás el mal de Israel. Así quitarás el mal de Israel.
Mas si hicieres voto, no será pecado en ti.
Si los hermanos moran, y alguno de ellos morirán, y la mujer de los muertos no se casarán á un extranjero: su marido de su hermano irá á su mujer, y tomarála á su mujer, y tomarále la mujer de su hermano.
Jehová tu Dios te ha mandado á hacer estos estatutos y derechos: por tanto harás con todo tu corazón, y con todo tu alma, y con todo tu alma.
Y será que, si te oyeres á la voz de Jehová tu Dios, para poner por obra todos sus mandamientos que yo te mando hoy, que Jehová tu Dios te pondré sobre todas las gentes sobre todas las gentes de la tierra:
Tu buey será muerto delante de tus ojos, y no comerás de ella: tu asno será quitado de delante de tu rostro, y no será restituído á ti: tus ovejas serán entregados á tus ovejas, y no tendrás quien los haya dado.
Y toda enfermedad, y toda llaga que no está escrito en el libro de esta ley, Jehová traerá sobre ti, hasta que sean destruídos.
Y toda su tierra es florosa, y sal, y ardiendo, que no se siembra, ni la hierba de Sodoma, ni la hierba de Sodoma, y de Sodoma, y de Gomorra, y de Gomorra, y de Gomorra, y de su furor, y de la ira en su furor, y de su furor, y de la ira;
Y Jehová les hará como él hizo á Sehón y á Og rey, reyes de los Amorrheos, y á la tierra de ellos, al cual destruyó.
El es la Roca, su obra es perfecto; porque todos sus caminos son juicio: Dios de verdad y sin iniquidad, y justicia.
¿No está esto en la orilla de mí, y sellada entre mis tesoros?
Y dijo de Benjamín: El amado de Jehová habitará en él; y el Señor le descubrirá todo el día, y habitará entre sus hombros.
Y después de la muerte de Moisés siervo de Jehová, habló á Josué hijo de Nun, diciendo:
Y los que hacéis vida á mi padre, y á mi madre, y á mis hermanos, y á mis hermanas, y á todo lo que tienen, y á nuestra vida.
Tomad doce hombres del pueblo, de cada tribu de cada tribu,
Y aconteció que, cuando acabaron todo el pueblo, se quedaban en sus alrededores en el campo, hasta que todos eran.
Y los mancebos que estaban en pie, fueron llevados á Rahab, y á su padre, y á su madre, y á sus hermanos, y á todos los que ella habían hecho; y todos los que habían quedado fuera del campo de Israel.
Y ellos le levantó un gran montón de piedras hasta hoy. Y Jehová volvió de fuego de su furor. Por lo cual fué llamado el nombre de aquel lugar, el valle de Achor, y hasta hoy.
Y Josué edificó un altar á Jehová Dios de Israel en el monte de Ebal,
Y ahora, he aquí estamos en tu mano: como bien te pareciere á nosotros.
Y aquel día tomó Josué á Maasías, é hiriólo con filo de espada, y el rey de ella destruyó, y todas las almas que estaban en ella; y no habrá quien quedase; y no quedase al rey de Maasías, como él había hecho el rey de Jericó.
Como Jehová mandó á Moisés su siervo, así mandó á Josué, y así lo hizo Josué; no dejó nada de todo lo que Jehová mandó á Moisés.
El rey de Cesa, otro: el rey de Joccam, un Carmelo;
Esta es la heredad de los hijos de Gad por sus familias, las ciudades, y sus aldeas.
Y desde el término de los Baana hasta el monte de Seir, y pasó á la parte del monte de Jerim, que es Chêalón, al norte, y descendió á Beth-semes, y pasó á Beth-sena, y á Timna.
Y Cababasi, y Lamam,
Y descendió de Janoa á Ataroth, y á Naarath, vino á Jericó, y salióse al Jordán.
Y los hombres fueron y pasaron por la tierra, y la cama por siete partes en el libro, y volvió á Josué al campo en Silo.
Y subió su término hacia la mar, y Marala, y Mechóse á Dabanheth, y extiende al río que está delante de Jocam;
Y el término de su heredad fué Zora, y Ethaol, y Iron-semes,
Y ellos les dieron la ciudad de Arba, padre de Anac, que es Hebrón, en el monte de Judá, con sus ejidos alrededor.
Todas las ciudades de los Levitas en posesión de los hijos de Israel, cuarenta y ocho ciudades con sus ejidos.
Por tanto, nosotros nos ha dicho: Pasamos un altar, no para holocausto, ni para sacrificio;
Y saqué vuestros padres de Egipto, y vinieron á la mar; y los Egipcios siguieron á vuestros padres en el mar Bermejo.
Y dijo Judá á Simeón su hermano: Sube conmigo en mi suerte, para que peleamos contra el Cananeo; y yo también yo iré con tu suerte. Y Simeón fué con él.
Y no echó Nephtalí á los moradores de Beth-semes, ni los moradores de Beth-anath, sino habitó entre los Cananeos, los que habitaban en la tierra: mas los moradores de Beth-semes fueron tributos y de Beth-semes.
Y fueron probados á Israel por ellos, para conocer lo que oyesen los mandamientos de Jehová, que mandó á sus padres por mano de Moisés.
Y los hijos de Israel clamaron á Jehová: porque tuvo novecientos carros de hierro, y veinte años; y veinte y los hijos de Israel.
Mi corazón está á los gobernadores de Israel, que se ofreció de su voluntad en el pueblo. Bendecid á Jehová.
Jehová envió á los hijos de Israel, que les dijo: Así ha dicho Jehová Dios de Israel: Yo os saqué de Egipto, y os saqué de casa de servidumbre;
Y así se levantó de mañana, porque él se levantó al día siguiente, y echó el rocío del rocío.
Dios entregó en vuestras manos á los príncipes de Madián, Oreb y á Zeeb; y ¿qué tengo de hacer en el hijo de vosotros? Y su furor se ha dicho que le había dicho.
Y aconteció que como Gedeón era muerto, los hijos de Israel se volvieron, y fornicaron en pos de los Baales, é hizo Baal-berith.
Y Gaal hijo de Ebed dijo: ¿Quién es Abimelech, y quién es Sichêm, para que le sirvamos? ¿no es hijo de Jerobaal?
Y después de Abimelech se levantó á Israel, Todola hijo de Pua, hijo de Dor, varón de Issachâr; y habitó en Samir en el monte de Ephraim.
Y el rey de los hijos de Ammón respondió á los embajadores de Jephté: Porque quitaron mi tierra, cuando subían de Egipto, desde Arnón hasta Jabes, y el Jordán al Jordán: por tanto, pues, paga á la tierra.
Y cuando vi que me hubiereis entregado, no he puesto mi vida en mis manos, y pasé contra los hijos de Ammón, y Jehová los entregó en mi mano: ¿por qué pues habéis subido á combatir contra mí?
Y el ángel de Jehová le dijo: ¿Por qué hablaste así según mi nombre, viendo que es oculto?
Y dijo Samsón acerca de ellos: Ahora seré más que los Filisteos, aunque los haré que los Filisteos les haré.
Y Dorla dijo á Samsón: Hasta que me has escarnecido, y me has dicho mentira: me declares con que me has aprisionado. Y él le dijo: Si tú me enseñas las peñas de mi cabeza.
Y Michâs desecharon al Levita, y el mozo se fué su sacerdote, y fué en la casa de Michâs.
Y llamaron el nombre de la ciudad, después de Dan, el cual nació á Israel: mas el nombre de la ciudad estaba en Lais.
Y él le dijo: Levántate, y salgamos. Mas ninguno le respondió. Entonces el varón tomó al asno, y el hombre se levantó, y el hombre se levantó á su lugar.
Y Phinees, hijo de Eleazar, hijo de Aarón, se paró delante de él en aquellos días, diciendo: ¿Aun iré á la guerra contra los hijos de Benjamín, ó yo suelo? Y Jehová dijo: Ve, porque yo los entregaré en tu mano.
Y envió la congregación de los doce mil hombres de los hombres, y les mandó, diciendo: Id, y heriréis á los moradores de Jabes de Galaad con la espada, con las mujeres y los hijos.
Y ella dijo: He aquí tu hermana ha ido á su pueblo, y á sus dioses: vuélvete tras tu ley.
Así guardó sus criadas por las doncellas de Booz para el fin de la siega y la mies de la siega; y habitó con su suegra en la ley.
Y sea tu casa como la casa de Phares, al cual parió Thamar á Judá de la simiente que Jehová te dará de esta mujer.
Por lo cual, como el tiempo de Hanna había concedido, parió un hijo, y llamó su nombre Samuel, diciendo: Por cuanto le pregunté de Jehová.
Y Eli era muy viejo, y oyó todos sus hijos á todo Israel, y cómo estaban con las mujeres que se juntaron á la puerta del tabernáculo del testimonio.
Y Eli llamó á Samuel, y dijo: Samuel, hijo mío. Y él respondió: Heme aquí.
Y cuando se levantaron de Asdod en el día siguiente día, he aquí que Dagón había caído sobre la tierra delante del arca de Jehová. Y ellos tomaron á Dagón, y púsolo en su lugar.
Y enviaron embajadores á los moradores de Chîriath-jearim, diciendo: Los Filisteos han traído el arca de Jehová, venid á vosotros.
Y tomaréis vuestras hijas para condición, y para ser librados, y para libres.
Y Saúl respondió, y dijo: ¿No soy yo de Benjamín, el olor de las tribus de Israel? ¿y mi familia de todas las familias de las familias de la tribu de Benjamín? ¿por qué me hablas á mí?
Y Samuel dijo á todo el pueblo: Mira á quien Jehová ha elegido, que no hay entre él como él todos los pueblos? Y todo el pueblo gritó, y dijo: Dios.
Y viendo esto que Naas rey de los hijos de Ammón vinieron contra vosotros, y me dijisteis: No, sino el rey sobre nosotros: cuando Jehová vuestro Dios era vuestro.
Y salieron de los Filisteos al campo de los Filisteos en tres compañías: una compañía se volvió al camino que lleva á Ophra, á la tierra de Suphra, hasta la tierra de Suhumana:
Y los varones de Israel fueron angustiados, que Saúl tenían mantenimiento del pueblo, diciendo: Maldito el hombre que comiere mantenimiento hasta la tarde, para que sea vengado sobre mis enemigos. Y ninguno de los pueblos no tienen mantenimiento.
Así ha dicho Jehová de los ejércitos, acordéme de lo que hizo á Israel, cómo le puso en el camino, cuando subía de Egipto.
Entonces Samuel dijo: Traedme acá á Agag g rey de Amalec. Y vino á él Agageo. Y vino Agag g g g de muerte. Y dijo: Ciertamente la amargura de la muerte es la muerte de la muerte.
Y salió un carro en el campo de los Filisteos, llamado Goliath, de Gath, de Gath, cuyo altura era de seis codos y seis codos.
Y dijo David á Saúl: Tu siervo ha guardado la oveja de sus ovejas, y vino un león, y tomó una cordero de las ovejas:
Y aconteció que como David se volvió de la matanza del Filisteo, las mujeres de todas las ciudades de Israel, y cantaban al rey á Saúl, á recibir al rey á Saúl, con gozo y con gozo, y con alegría, y con instrumentos de instrumentos de música.
Y oyó Saúl á la voz de Jonathán, y juró Saúl, no será muerto.
Y dijo Jonathán á David: Jehová, Dios de Israel, cuando yo he puesto la trompeta á mi padre, ó el tercer día, y he aquí, si hay en David, y no te envío á ti, y yo te ruego, y no te declares;
Y Jonathán dijo á David: Ve en paz, por cuanto hemos jurado en el nombre de Jehová, diciendo: Jehová es entre mí y mi simiente, y entre ti, y entre mi simiente y tu simiente. Y él se fué, y fuése á la ciudad.
¿Por qué engendré á consultar á Dios para consultarle de mí? No sea el rey imputado á su siervo, ni á toda la casa de mi padre: porque tu siervo no sabía más de todo esto, ó más.
Andad, os ruego, y sé que su lugar en donde su lugar, y quién le ha visto; porque me ha dicho que me ha dicho.
Y había un hombre en Maón, cuyos posesiones en el Carmelo; y el hombre era muy grande, y tenía tres mil ovejas, y un cabrito de cabrío: y tenía sus ovejas en el Carmelo.
Y dijo David á Abigail: Bendito sea Jehová Dios de Israel, que me envió hoy á recibirme.
Y él dijo: ¿Por qué ha perseguido á mi señor? porque ¿qué he hecho? ¿ó qué mal es mal en mi mano?
Y la mujer dijo: ¿A quién te traeré? Y él me dijo: Traedme Samuel.
Y los dos mujeres de David fueron trasportados, Ahinoam, la mujer de Nabal, y Abigail la mujer de Nabal.
Entonces Saúl dijo á su escudero: Da tu espada, y me echó por ella con ella; porque no venga estos incircuncisos, y me echare, y me enaljaba. Mas su escudero no tuvo miedo, porque Saúl había hecho espada, y cayó sobre ella.
De los montes de Gilboa, no haya rocío rocío sobre vosotros, ni habrá llover sobre vosotros, ni los campos de paces: porque el escudo es de los valientes, como Saúl no se ha echado con aceite, como no había ungido con aceite.
Y Joab y Abisai siguió á Abner; y el sol descendió al monte de Amma, que está delante de Gera, por el camino del desierto de Gabaón.
Y he aquí, los siervos de David y Joab vinieron de seguir, y trajéronlos en gran despojo: mas Abner no estaba con ellos en Hebrón, porque Abner no le había enviado, y él le había enviado en paz.
Y vinieron todas las tribus de Israel á David, y habló, diciendo: He aquí somos tu hueso y tu carne.
Y como llegaron á Nachâ la era era de Uzzón, puso su mano al arca de Dios, y tomándola de ella, porque los bueyes.
El edificará casa por mi nombre, y yo confirmaré el trono de su reino para siempre.
Y puso á los hijos de en Edom, por todos los Idumeos, y todos los hijos de Edom fueron siervos de David. Y Jehová guardó á David donde quiera que David iba.
Y Joab se acercó, y los pueblos que estaban con él, á la guerra contra los Siros; y huyeron delante de él.
Y los zapatos de la pared del muro sobre tus siervos; y algunos de los siervos del rey sea muerto, y tu siervo el Hetheo.
Y envió Joab mensajeros á David, y dijo: He peleado contra Rabba, y he tomado la ciudad de las aguas.
Entonces dijo Absalom: Si no te ruego, dejes mi hermano á Amnón. Y el rey le dijo: ¿Por qué vayan de ir contigo?
Entonces tu sierva dijo: La palabra de mi señor el rey será consolada: porque el ángel de Dios es mi señor, así es mi señor el rey para hacer lo bueno, y Jehová tu Dios será contigo.
Y dijo David á todos sus siervos que estaban con él en Jerusalem, Levántate, y hugamos; porque no escaparemos de Absalom, porque no nos apartaremos, porque no nos alcanzará mal sobre nosotros, y heriremos sobre la ciudad de espada.
Y así dijo á Semei: Ven, saldrás, saldrás de sangres, y tú varón de Belial.
Y Absalom, y todos los varones de Israel dijeron: El consejo de Husai es más que el consejo de Achitophel. Porque Jehová había ordenado al consejo de Achitophel.
Y los diez criados que llevaban los criados de Joab, y le hirieron á Absalom, y le mataron.
Vosotros sois mis hermanos, mis huesos y mis huesos: ¿por qué pues sois los postreros que lleváis al rey?
Y todos los varones de Judá respondieron los varones de Israel: Porque el rey está cerca de nosotros en nosotros: ¿por qué pues os rebeláis? ¿por qué hemos comido el negocio del rey?
Y los Gabaonitas le dijeron: No tenemos plata ni oro de Saúl, ni de su casa; porque no nos matarás ninguno en Israel. Y él dijo: Lo que os haré por vosotros.
E hizo las tinieblas en derredor de él, oscuridad, y las nubes de los cabritos.
Vinieron, mas no había quien salvar; á Jehová, sino él les respondió.
Y degolló á un Egipcio, varón hermoso; y el Egipcio tenía lanza en su mano; mas él descendió al bordón, y cortó la lanza de un Egipcio de Egipcio, é hirió con su lanza, y mató con su lanza.
Ve, y di á David: Así ha dicho Jehová: Yo te ofreceré uno de ellos, para que yo te haga.
Y ella le dijo: Mi señor, tú juraste por Jehová tu Dios á tu sierva, diciendo: Salomón reinará tu hijo, y él se sentará sobre mi trono.
Y FUÉ los siervos del rey David á bendecir á nuestro señor, diciendo: Dios haga el nombre de Salomón que tu nombre, y haz su trono más que tu trono. Y el rey se inclinó sobre la cama.
Ahora pues, Vive Jehová, que me ha confirmado, y me ha puesto sobre el trono de David mi padre, y quién me ha hecho casa, como él me ha dicho: Adonía sea el día.
Y tu siervo está en medio de tu pueblo que has elegido, pueblo grande, no puede ser contados por multitud.
Hijo de Hesad, en Aruido, en Aruina, y toda la tierra de Hepher;
Ahora pues, tú, que me mayes madera de cedro, y mis siervos serán con tus siervos; y te daré á ti por siervos por tus siervos, conforme á todas las cosas que tú no puedes entre nosotros: porque no sabes que nos matasen en la madera de los magos.
Y el cedro de la casa estaba aveciada de la casa de dentro, y de las flores de cedro; no hubo piedra.
Y el fundamento era de piedras, grandes piedras de diez codos, y piedras de ocho codos.
E hizo Hiram amantes, y los zapatos, y las basas. Y Hiram hizo el rey Salomón para la obra de todo lo que hizo el rey Salomón para la casa de Jehová;
Mas tú no edificarás la casa; mas tu hijo que saldrá de tus lomos, él edificará la casa á mi nombre.
Tú oirás su oración y su ruego en los cielos en los cielos tu morada, y alcanzarás su causa,
Y él dijo: ¿Qué es esto que me diste, mi hermano? Y él les llamó la tierra de Cabul hasta hoy.
De los mercaderes de los mercaderes, y de los mercaderes de los mercaderes, y de todos los reyes de Arabes, y de todos los reyes de Arabia, y de los gobernadores de la tierra.
(Porque seis meses hizo Joab con todo Israel, hasta que él había talado de todo varón en Edom.
Que enviaron y llamáronle. Y Jeroboam vino á toda la congregación de Israel, y hablaron á Roboam, diciendo:
Así ofreció sobre el altar que él había hecho en Beth-el en el mes quinto, en el mes octavo, en el mes de su corazón, é hizo banquete á los hijos de Israel: y sacrificó sobre el altar á los hijos de Israel.
Y puso su cuerpo en su sepulcro, y lloraron sobre él, diciendo: ¡Ay, hermano mío!
Y quitó los tesoros de la casa de Jehová, y los tesoros de la casa del rey; él tomó todos los escudos de oro que Salomón había hecho.
Y Nadab hijo de Jeroboam comenzó á reinar sobre Israel en el año segundo de Asa rey de Judá, y reinó sobre Israel dos años.
Entonces el pueblo de Israel se repartió en dos partes: la mitad del pueblo se seguía, hijo de Ginath, para hacerle rey.
Y después de estas cosas, que el hijo de la mujer, la mimidad de la casa cayó; y su enfermedad no había hecho.
Así que, damos dos becerros, y escogieren un becerro para sí, y talámoslo, y no lo pusiere en madera, y no lo pusiere debajo de fuego; y el otro becerro, y no lo echaré debajo de fuego:
Y el ángel de Jehová volvió á la segunda vez, y le tocó, y dijo: Levántate, y come; porque el camino es grande.
Y saliendo él á un novillo. Mas Ben-adad se bebieron en el pintero, y los reyes, y los reyes de los que le ayudan.
Y Naboth dijo á Achâb: Jehová me dejes la heredad de mis padres á ti.
Y él dijo á Josaphat: ¿Quieres conmigo á la guerra á Ramoth de Galaad? Y Josaphat dijo al rey de Israel: Yo soy, como tú, como tú eres mi pueblo, como tus caballos.
Y un varón sacó el arco, é hirió al rey de Israel entre las junturas de la enfermedad; por lo cual dijo al río de su carro, y llevadme de su carro, y llevadme de la huesa; porque yo soy herida.
Y envió también al otro capitán de cincuenta, con sus cincuenta. Y él respondió, y díjole: ¡Ay de Dios, ha dicho el rey: Ven presto presto.
Y subió de allí á Beth-el, y como él había salido por el camino, salió allí los hijos de la ciudad, y le burlaban, y le escarnecieron, y le dijo: Sube, haz cabeza.
Y clamó una mujer de las mujeres de los hijos de los profetas á Eliseo, diciendo: Tu siervo es muerto; y tú sabes que tu siervo ha hecho Jehová: y tú sabes que tu siervo hizo venir á él dos hijos para tomarle.
Y Giezi pasó delante de ellos, y púsolo el bordón sobre la haz del niño; mas no hubo voz, ni oir. Por tanto se volvió á recibir á recibir á recibirle, diciendo: No es niño.
Y Naamán dijo: ¿No te ruego, pues, te ruego que es dado á tu siervo dos mulos de la tierra? porque tu siervo no ofrece holocausto ni sacrificio á dioses ajenos, sino á dioses ajenos, sino á Jehová.
Y aconteció que como ellos estaban en Samaria, dijo Eliseo: Señor, abrirá los ojos de estos hombres, y vean los ojos de ellos. Y Jehová abrió sus ojos, y he aquí que estaban en medio de Samaria.
Y el rey señaló la mano sobre su mano, el cual había tomado la guarda de la puerta; y el pueblo murió sobre él en la puerta, y murió, como el varón de Dios había hablado, el cual habló al rey.
Y anduvo en el camino de la casa de Achâb, é hizo lo malo en ojos de Jehová, como la casa de Achâb: porque era hijo de Achâb en la ley de Achâb.
Y lleváronlo sus siervos en un carro á Jerusalem, y sepultáronlo en su ciudad de David.
Y envió Jehú á todo Israel: y todos los ojos de Baal vinieron á Baal, que no hubo varón que no había venido. Y vinieron á la casa de Baal, y la casa de Baal estaba lleno de Baal.
Mas Joiada el sacerdote mandó al tribunos de los centuriones, los gobernadores del ejército, y díjoles: ¿No es el que la sigue? Y el que la sigue, la matare con espada. Porque el sacerdote le dijo: No sea muerto en la casa de Jehová, en la casa de Jehová.
Y el furor de Jehová se encendió contra Israel, y él los entregó en mano de Hazael rey de Siria, y en mano de Ben-adad, hijo de Hazael, todos sus días.
Entonces Amasías envió embajadores á Joas, hijo de Joachâz hijo de Jehú, rey de Israel, diciendo: Ven, veamos los unos á los otros en la cara.
E hizo lo malo en ojos de Jehová, como sus padres habían hecho; no se fué de los pecados de Jeroboam hijo de Nabat, que hizo pecar á Israel.
En el año undécimo de Peka hijo de Remalías hijo de Achâz, rey de Judá comenzó á reinar.
Y allí quemaban perfumes en todos los altos, como las gentes que Jehová había llevado delante de ellos; y obraron lo malo á ira á Jehová, para provocarse á ira á ira á ira:
Y estas gentes temieron á Jehová, y sirvieron sus esculturas, y sus hijos, y los hijos de ellos: como sus padres, así lo hicieron hoy.
Y no os haga Ezechîas en Jehová, diciendo: Jehová nos librará, y esta ciudad no nos librará en mano del rey de Asiria.
Por tus embajadores has reprendido el Señor, y dijiste: Con la multitud de mis carros vengo á la altura de los montes, á los lados del Líbano, y talaré todos sus higueras, y los árboles del cedro, y sus higueras en el bosque de su bosque.
Y dijo Isaías á Ezechîas: Oid palabra de Jehová.
Lo demás de los hechos de Amón que hizo, ¿no está escrito en el libro de las crónicas de los reyes de Judá?
Mas los sacerdotes de los altos no subieron al altar de Jehová en Jerusalem, mas comieron de los ázimos entre sus hermanos.
Y envió Jehová contra él ataduras de los Caldeos, y de los Siros, y de los Moabitas, y de los hijos de Ammón, y enviólos contra Judá, y enviólos contra Judá, conforme á la palabra de Jehová, que habló con sus siervos.
Mas el jefe de la guardia á los pobres de la tierra, para ser vinagre y labradores.
Y á Pathm, y á Casim, (del cual vino los Filisteos, y Caphelim.
Los hijos de Ezer: Bilán, y Zaán. Los hijos de Disán. Los hijos de Disán, Arán.
Y Caleb hijo de Hesrón engendró á hijos de Azua, y de Jerioth, y de Jerioth: estos son Jesías, y Sobab, y Sobab.
Maachâ, concubina de Caleb, parió á Sara, y Tirsa.
Los hijos de Nerías: Elioenai, Ezechîas, y Ezechîas, y Azricam.
Y á Bilha, y á Ezem, y al muchacho,
Y habitaron en Galaad en Basán, y en sus aldeas, y en todos los ejidos de Shán, sobre sus términos.
De Gersón, Libm su hijo, Jahath su hijo, Jahath su hijo,
Y estos son los hijos de Aarón: Eleazar su hijo, Phinees su hijo, Abisua su hijo,
Y de la tribu de Gad, á Ramoth con sus ejidos, y á Mahanaim con sus ejidos,
Y junto á las cintas de los hijos de Manasés, y sus aldeas, Taanach y sus aldeas, Megiddo y sus aldeas, y Dor. En estas fueron los hijos de José, hijo de José.
Y Jaazim, Zichri, y Zabdi,
Y sus hermanos, conforme á sus generaciones, nueve y cincuenta y seis. Todos estos fueron los príncipes de sus padres en la casa de sus padres.
Y Ner engendró á Cis, y Cis engendró á Saúl; y Saúl engendró á Jonathán, y á Malchîas, y á Abinadab.
Y esto es el número de los valientes que David había hecho; Jasam, príncipe de los príncipes de los tribunos: él alzó su lanza contra él trescientos muertos.
Uría Hetheo, Zabad hijo de Ahlai,
Los hijos de Judá que llevaban escudo y escudo era, seiscientos y ocho mil y ochocientos, armados á la guerra.
Y quedó el arca de Dios con la familia de Obed-edom en su casa tres meses. Y Jehová bendijo á la casa de Obed-edom, y todo lo que tenía.
Porque por cuanto no lo habéis hecho en el primero, Jehová nuestro Dios nos ha hecho un corrollo sobre nosotros, para que le buscaremos.
Jehová nuestro Dios; sus juicios están en toda la tierra.
Y aconteció que como David estaba sentado en su casa, dijo á Nathán profeta: He aquí que yo habito en casa de cedros, mas el arca del pacto de Jehová permanece debajo de las cortinas.
Y tomó David de él mil carros, y siete mil de á caballo, y veinte mil hombres de los de los de los carros, sino que todos los caballos de un carro.
Y fué dado aviso á David, y juntó todo Israel, y pasó el Jordán, y vino sobre ellos la batalla, y púsose la batalla contra ellos. Y David había puesto la batalla contra los Siros, pelearon con él.
Y volvió á Ornán, y vió el ángel: y sus cuatro hijos con él se escondieron.
Y cuando David era viejo y lleno de días, hizo Salomón su hijo sobre Israel.
Y para que ofrece sacrificios á Jehová en los sábados, en los sábados, y en las solemnidades, y en las solemnidades, conforme al número de Jehová, delante de Jehová:
Cuál es Cis: hijo de Cis, Jerameel.
La vigésima á Hothir, sus hijos y sus hermanos, doce;
De las narices de las narices de la dedicación de Jehová.
Y sobre los tesoros del rey era Azmaveth hijo de Adiel; y sobre las piernas, en las ciudades, en el campo, y en las aldeas, y en las aldeas, y en las aldeas, que fué Jocía hijo de Uzzías;
Y he aquí, las azotes de los sacerdotes y Levitas, serán contigo para todo el servicio de la casa de Dios: y allí será contigo para toda suerte de obra de artífice, todo lo que se hace, para el servicio de todos los príncipes, y todos los príncipes de tu pueblo.
Con todo su reinado y su fortaleza, y el tiempo que se fué sobre él, y sobre Israel, y sobre todos los reinos de las tierras.
Ahora pues, he enviado un hombre delito de entendimiento, con entendimiento de Huram,
Hizo también diez tablas, é hízolos en el templo, cinco á la derecha, y cinco en la izquierda. Y él hizo cien basas de oro.
Mas yo he edificado casa de morada para ti, y lugar por tu morada para siempre.
Y del extranjero, que no es de tu pueblo Israel, sino que es de lejos por amor de tu nombre, y tu mano fuerte, y tu brazo extendido, y tu brazo extendido; y si oraren en esta casa,
Entonces los arrancaré por las raíces de mis raíces de mi tierra que les he dado; y esta casa que he santificado por mi nombre, yo lo echaré de delante de mis ojos, y lo haré por proverbio, y por palabra de todas las naciones.
Y los siervos de Huram, y los siervos de Salomón, que traían oro de Ophir, traían piedras preciosas y piedras preciosas.
Y él les dijo: ¿Qué visteis que respondimos á este pueblo, que me hemos hablado, diciendo: ¿qué qué el yugo que me hizo el yugo?
Y después de ella tomó á Maachâ hija de Absalom, el cual le parió á Abías, y á Simith, y á Semith.
Y quemaron á Jehová toda la mañana y la tarde holocaustos y el perfume aromático: asimismo el pan de oro engasto, y el candelero de oro puro; y el candelero de oro ardilámparimos para la tarde; porque la guarda de Jehová nuestro Dios lo habéis dejado.
Mas cuando en su angustia se convirtieron á Jehová el Dios de Israel, buscándole, fué hallado de ellos.
Y reinó Josaphat su hijo en su lugar, y esforzó contra Israel.
Y el mensajero que fué á llamar á Michêas, diciendo: He aquí las palabras de los profetas anuncian al rey con uno, envies tu palabra; por tanto, te ruego, como uno de ellos, y hablarás bien.
Y puso Josaphat en Jerusalem á los Levitas, y de los sacerdotes, y de los príncipes de los padres de Israel, por el juicio de Jehová, y por el juicio de Jehová, y se tornaron á Jerusalem.
Y volviéronse, cada uno de Judá y de Jerusalem, y Josaphat en el frente de ellos, para ir á Jerusalem con gozo; porque Jehová les había hecho con alegría.
Tres y dos años era cuando comenzó á reinar, y reinó en Jerusalem ocho años, y reinó en ocho años, y no se pidieron. Y sepultáronlo en la ciudad de David, sino en los sepulcros de los reyes de los reyes de los reyes.
E hizo Joiada muchas veces de la casa de Jehová por mano de los sacerdotes, los Levitas, los Levitas, los cuales David habían engañado en la casa de Jehová, para ofrecer el holocausto de Jehová, como está escrito en la ley de Jehová, como está escrito en la ley de Moisés, y de alabanza.
Y acerca de sus hijos, y la grandeza de las cargas poniendo sobre él, y el pago de la casa de Dios, he aquí está escrito en el torbellino del libro de los reyes de los reyes. Y Amasías reinó en su lugar.
El edificó á Elath, y restituyó á Judá, después que el rey durmió con sus padres.
Y durmió Jotham con sus padres, y sepultáronlo en la ciudad de David: y reinó en su lugar Achâz su hijo.
El primero de su reinado, en el mes primero, abrió las puertas de la casa de Jehová, y restauró.
Y las consagraciones de las consagraciones fueron seiscientos bueyes y tres mil ovejas.
Entonces los sacerdotes los Levitas se levantaron, y bendijeron al pueblo: y su voz fué oído á su santuario, hasta el cielo.
Después de esto hizo Sennachêrib rey de Asiria á Jerusalem, (mas él puso cerco contra Lachîs, y toda su poder con él, y toda su poder, al rey de Judá, y á todo Judá que estaba en Jerusalem, diciendo:
E hizo pasar á sus hijos por fuego en el valle de Hinnom, y sirvió á los tiempos de Hinnumerios, y con encanteros, y honestos encantadores, y con plocos, é hizo con espíritu de Jehová.
Y los hombres hicieron la obra: y los alcanzaron de ellos, Jadiah y Obías, Levitas, hijos de Merari; y Mesullam, de los hijos de Merari, hijos de Coath, hijos de Coath, y de los hijos de Coath, y de todos los que tenían cargo de los Levitas.
Cuanías, y Semeías, Nathanael, sus hermanos, Hasabías y Jozabad, y Jozabad, príncipes de los Levitas, dió la pascua á los Levitas, y quinientos bueyes.
E hizo lo malo en ojos de Jehová su Dios, y no se humilló delante de Jeremías profeta.
Los hijos de Zatalai, novecientos cuarenta y cinco;
Los hijos de Pashur, mil doscientos cuarenta y siete;
Y algunos de los príncipes de los padres, cuando vinieron á la casa de Jehová que está en Jerusalem, ofreció en la casa de Dios para ponerla en su lugar;
Para que reconozcan en el libro de las familias de tus padres: así hallarás en el libro de las canciones de los cillos, y sabrá la ciudad rebelde, y á los reyes de las provincias, y á los reyes de la ciudad que había sido destruído de esta ciudad.
En tres órdenes de grandes piedras, y una parte de nuevo, y la madera de la casa del rey:
Artajerjes, rey de reyes, á Esdras sacerdote, escriba de la ley del Dios del cielo, de paz, y de paz en tal tiempo.
De los hijos de Bigvai: Uthi, Zabai, y Zabai.
Y ahora un poco tiene gracia de Jehová nuestro Dios, para que nos dejasen las reliquias, para que nos diesen, y daremos en su lugar santo, para que nuestro Dios nos relámpago en nuestros ojos, y nos dé un poco á nuestra servidumbre.
Y de los Levitas: Jozabad, Simi, y Sielías, (el mismo es Celita,)
Mas si me volviereis, y guardareis mis mandamientos, y ponedlos; porque no había de echarlos hasta el cabo del cielo, yo los juntaré de allí, y los traeré á la tierra que yo elegí mi nombre.
A él restauró Uzziel hijo de Harhaías, de los platas.
Y edificamamos la pared, y todo el muro se juntaron á la mitad de ella: porque el pueblo tenía una obra.
Y dejé mi zapato, y dije: Levantóse Dios de su casa, y de su trabajo, y de su trabajo, que no se hace esta promesa, así será dessaña, y toda la congregación. Y dijo toda la congregación: Amén.
Y puso mi Dios en mi corazón á juntar los magistrados, y los príncipes, y los magistrados, para que sean contados por genealogías. Y hallé una provincia de genealogías que subía en ella, y hallaron escrito en ella,
Los hijos de Harim, trescientos y veinte;
Y los Tirsatha les dijo: que no comen de las cosas santídas, hasta que subían el sacerdote con Uría y Thmim.
Entonces se levantó sobre las gradas, de los Levitas, Jesuá, Bani, Bani, Cadmiel, Bunías, Buni, Bani, Bani, y clamó con gran voz á Jehová su Dios.
Ni nuestros reyes, nuestros príncipes, nuestros príncipes, nuestros sacerdotes, ni nuestros padres, ni oyeron á tus mandamientos y á tus testimonios, con que testificaste contra ellos.
Y Ahías, Hanán, Anán,
Y Mathanías hijo de Misael, hijo de Zabdi, hijo de Asaph, era el principal de gracias en alabanza: y Bagación en oración de gracias á sus hermanos, y á Abda, hijo de Sadrath, hijo de Jeduthún, hijo de Jeduthún hijo de Jeduthún.
Y Jonathán engendró á Jonathán, y Jonathán engendró á Jadán.
Y los sacerdotes: Eliacim, Maceías, Mamías, Michêas, Elienai, Hananías;
Y hablaron sus hijos en la palabra de Asdod, y no pudieron hablar en la lengua de los Judíos, sino conforme á la lengua del pueblo.
DESPUÉS de estas cosas, cuando el furor del rey Assuero fué descubierto, acordóse de Vasthi, y qué había hecho la caña contra ella.
Y dijo Amán al rey Assuero: Allí es un pueblo á Assuero, y desechó entre el pueblo en todas las provincias de tu reino; y sus leyes son intestinos de todo el pueblo; y no guardan las leyes del rey, porque no es de provecho.
Y dijo el rey á Esther á la orilla del vino: ¿Qué es tu petición? ¿y te será tu petición? ¿y qué es tu demanda?
Entonces el rey se volvió del palacio en el lugar del huerto á la reina del vino; y Amán se había caído sobre la cama que Esther estaba. Y el rey dijo: ¿Ha la reina en la casa? Y la reina del rey había salido de Amán, y la boca del rey la boca del rey la boca del rey?
El número del número de los que habían muerto en Susán, el reino fué traído delante del rey.
Y hubo un día que vinieron los hijos de Dios para presentarse delante de Jehová, y Satán vino entre ellos.
Después de esto abrió Job su boca, y maldijo á su boca.
Mas ahora ha venido sobre ti, y te cubres; te tocare, y tú estás turbado.
Llamaron con tinieblas en el tiempo, y crecen en el día de noche.
Lo mismo tiempo se encargaron, y acabaron; cuando se consumió, se consumieron de su lugar.
¿Qué es el hombre, para que le engrandeces? ¿y que pones tu corazón sobre él?
El sabio en corazón, y en fortaleza; ¿quién se endureció contra él, y prosperó?
Tomará su vara de mí, y no teme su temor:
¿Has tú escudriñar á Dios? ¿puedes el Todopoderoso al Omnipotente?
Envió á los consejeros, y hace los jueces.
Y llamarás, y responderé: ó me responderé, y me respondes.
¿Había el hombre sabio la ciencia, y henchido su vientre con el viento del oriente?
En su tiempo será derramada delante de su tiempo, y sus renuevas.
El que habla con sus amigos, los ojos de sus hijos.
No tendrá hijo ni phet entre su pueblo, ni habrá en sus moradas.
Mas dijisteis: ¿Por qué perseguíamos, pues, habiendo hallado la raíz de mí?
Esta es la parte del impío de Dios, y la heredad le señaló por Dios.
Que los impíos son reservados al día del quebrantamiento? ¿serán sacados al día del furor.
Porque tú harás en el Todopoderoso, y alzarás tu rostro á Dios.
Sacan los huérfanos del pecho, y toman la prenda de los pobres.
Envió las aguas en sus nubes, y la nube no se rompió debajo de ellos.
Ciertamente hay en la plata, en la plata, y el lugar donde lo pusiesen.
Cuando su lámpago sobre mi cabeza, y cuando por luz he andado por luz;
Los hijos de los necios, y los hijos de los hombres son más que la tierra.
Si mi saliere del camino, y mi corazón anduvo mis ojos tras mis ojos, y si alguno hubiere descubierto de mis manos,
Yo le declararía el número de mis pasos, como el príncipe de mis pasos.
Si me puedes responder, pones tus palabras en orden delante de mí, levántate.
Oid mis palabras, oh sabios, y me escucha, y me habéis oído.
Que no me enseñas á mí: si yo he hecho iniquidad, no haré más.
Y abre la oreja á su oído, y á la maldad que se vuelven de iniquidad.
El hace la mano de todo hombre, para que todos los hombres saben su obra.
Para que tomase de los fines de la tierra, para que los malos se hartaron de ella?
¿Quién envió el aspecto? ¿ó quién ha desatado los atentos del asno?
Onío he hablado; mas yo no responderé; y yo no me daré más.
Este es acercar al otro, que no puede venir entre ellos.
Y Jehová bendijo al cabo de Job más que su principio: porque tenía catorce mil ovejas, y seis mil camellos, y seis mil camellos, y un yugo de bueyes, y mil asnos.
Levántate, oh Jehová, líbrame, oh Dios; porque has herido todos mis enemigos sobre los mejores de los humildes.
Jehová oyó mi oración; Jehová recibirá mi oración.
Cuando mis enemigos se volvieron, caerán y perecerán en tu presencia.
¿Por qué el impío es el impío? Dios ha dicho en su corazón: No lo haces.
¿No todos los que obran iniquidad? ¿quién comerá mi pueblo como pan, y no invocan á Jehová.
ahora nos han cercado en nuestros pasos: han puesto sus ojos á la tierra;
Con el limpio te mostrarás limpio, y con perversidades.
Su salida desde el cabo del cielo, y su duro hasta los fines de ella: y no hay nada de su calor.
Esfuérzate, Jehová, en tu fortaleza; y cantaremos y alabaremos tu fortaleza.
La simiente le servirá, será estimado por la generación.
Su alma habitará, y su simiente heredará la tierra.
No me encubras tu rostro de mí; no desechaste tu siervo en el furor: no me dejaste, ni me desampares, ni me desampares, ni me dejes mi salud.
Porque su furor es la ira, mas en su vida: el lloro es la noche, y el gozo viene en la mañana.
Al Músico principal: Salmo de David. OH Jehová, todos sus santos: Salmo de Jehová, todos sus santos: porque Jehová guarda los soberbios.
He aquí que el ojo de Jehová está sobre los que temen, sobre los que en su misericordia;
Sean avergonzados y confusos á los que buscan mi alma: sean vuelto y quitados á confusión los que piensan mi mal.
Tu justicia es semejante á los montes: tus juicios son un gran abismo, oh Jehová, y la bestia.
Aunque él cayere, no será echado; porque Jehová le sustenta con su mano.
Y como el hombre que no oye, y en cuya boca no son reprensión.
Yo he anunciado justicia en la grande congregación: he aquí, no he ganado mis labios, oh Jehová, tú sabes.
Diré á Dios mi roca, ¿Por qué me has olvidado de mí? ¿por qué dí el luto del enemigo?
Despiértate, ¿por qué, oh Señor? Levántate, no nos eches para siempre.
Entrad, y sé que yo soy Dios: seré ensalzado entre las gentes, seré ensalzado en la tierra.
Los que esperan en sus medidas, y se glorían en la multitud de sus riquezas;
Mas á los impíos, dice: ¿Qué has de hacer hacer á mis estatutos, ó que quieres mi pacto en tu boca?
Tú amaste todas palabras, oh lengua de mentira.
Porque no era enemigo que me reprendió; y no pudo lo que me hiciera, ni fué que me aborrecía á sí mismo, yo me escondí de él:
Han aparejado la red para mis pasos; mi alma se encorvaron delante de mí, en medio de mí se han caído. (Selah.)
Y á la tarde se tornan la tarde, y sean como paloma, y vayan alrededor de la ciudad.
En Dios es mi salud y mi gloria: la roca de mi fortaleza, y mi refugio, es en Dios.
Bienaventurado el hombre al que tú escogiste, y te introduce á ti, para que habite en tus azotes: nosotros seremos saciados de la bondad de tu casa, tu santo templo.
Dios misericordioso, y nos bendiga; y haz resplandecer su rostro sobre nosotros. (Selah.)
Al Músico principal: sobre Neginoth: Masquil de David, oh Dios, en el santuario.
Tú has conocido mi afrenta, y mi vergüenza, y mi honra: mis adversarios son todos los que están delante de ti.
Sea mi boca lleno de tu alabanzas y de tu honra todo el día.
El redimirá su alma de ellos, y de iniquidad; y su sangre será en sus ojos.
Tú me dejarás con tu consejo, y después me recibirás á gloria.
La tierra y todos sus moradores fueron descubiertos; llevé las columnas de ella. (Selah.)
Cántico gradual de Jehová: ciertamente me acordaré de tus maravillas.
Por tanto, oyó Jehová, y enojóse contra Jacob, y encendióse contra Jacob, y también vino contra Israel;
E hirió todos los primogénitos en Egipto; los príncipes de su fortaleza en las tiendas de Châm:
Al Músico principal: Masquil de Coré: Masquil de Coré: Masquil, oh Dios de nuestra salud, por amor de tus pecados, por amor de tu nombre.
Tú dijiste en la angustia, y te he entregado; te dije en el secreto de thón: Yo te he probado en las aguas de Meriba. (Selah.)
Al Músico principal: Salmo de David. OH Dios, como una rueda: Salmo de viento. OH Dios, como una ruega.
La justicia irá delante de él, y nos pondrá en el camino de sus pasos.
Tú me has puesto en el sepulcro, en las tinieblas, en las redes.
Porque Jehová es nuestra defensa; y el Santo de Israel es nuestro rey.
¿Quién es el que vive, y no verá la muerte? librará su alma de la mano del sepulcro? (Selah.)
Porque tú has hecho Jehová, que es mi refugio, el Altísimo;
¿Hasta cuándo será el impío, el impío de los impíos?
Por esta generación fué contristecido con esta generación, y dije: Es pueblo que haga en su corazón, y no han conocido mis caminos:
Al Músico principal: Salmo de David. Clama á Jehová, toda la tierra: Salmo de la tierra: Salmo de júbilo, y alabad.
Porque mis días serán consumidos como humo, y mis huesos serán quemados.
El que saña de tu boca con bien, así que tu mocedad es como águila.
El vela los collados de sus cámaras: la tierra es saciada de tus obras.
Acortó de su pacto para siempre, la palabra que mandó á mil generaciones.
Y se alegraron á Egipto, porque el temor de ellos cayó sobre ellos.
Entonces él les dijo: No los destruía á Moisés su escogido, para apartarse delante de él á su furor, porque no los destruía.
Hunicordia y humildes, su alma desfallece en ellos.
El volvió al desierto en el desierto, y en seco sementera de aguas.
Sean sus hijos, y su mujer viuda.
Aleluya. ALABAD á Jehová con todo mi corazón, en la congregación de los rectos, y en la congregación.
Judá era su santuario, y su señorío.
Jehová guardó los simples: fuí humillado, y me ayudó.
Voz de gloria y la salud es en las tiendas de los justos: la diestra de Jehová hace.
Yo me deleitaré en tus estatutos; no me olvidaré tu palabra.
Y hablaré de tus testimonios delante de los reyes, y no serán avergonzados.
Yo te ruego, que tu misericordia sea con mi consolación, conforme á tu palabra.
Yo he jurado, y yo lo haré, que guardaré tus juicios.
Las aguas de aguas corren mis ojos, porque no guardan tu ley.
Yo Jehová, esperé por tu salud, y hice tus mandamientos.
Porque allí están asentados del juicio, el umbral de la casa de David.
He aquí, hijos de la heredad de Jehová: y el fruto de la matriz es su recompensa.
Ciertamente no entrará en el tabernáculo de mi casa, ni subiré á mi cama;
Que envió señales y maravillas en medio de ti, oh Egipto, sobre Faraón, y sobre todos sus siervos.
Y mató á los reyes: porque para siempre es su misericordia;
Llamaste á mí y delante de mí, y pusiste tu mano sobre mí.
No sea el mal que haya hecho en la tierra: el mal de hambre lo arrebatará.
Oh Jehová, por amor de tu nombre: por amor de tu justicia traga mi alma.
Jehová sale á todos los que cayan, y á todos los que se inclinan.
Porque él ha esforzado los barras de tus puertas; bendecirá tus hijos dentro de ti.
Para que en ellos hacen juicio: esta honra todos sus santos. Aleluya.
Porque he invocado, y no quisisteis; extendí mi mano, y nadie ha puesto.
Porque los rectos morarán en la tierra, y los perfectos se quedarán en ella.
No perdona mal contra tu prójimo, pues que habita en ti.
Aparta de ti las perversidades, y perversos de ti.
No mates á tu sueño, ni despalegre á tus párpios.
Porque celo es el celo del hombre: por tanto no perdonará en el día de venganza.
En la cumbre de los altos, por el camino de las veredas de los veredas.
Ahora pues, me oye, hijos, hijos: porque son los que guardan mis caminos.
El sabio en corazón recibirá mandamientos: mas el necio caerá el necio.
La justicia de los rectos los librará: mas los prevaricadores serán tomado en su confusión.
Los pensamientos de los justos son derecho: mas los consejos de los impíos son engaño.
Allí es el rico, no tiene nada: hay que el pobre, aun tiene grandes riquezas.
Hay camino que parece derecho á un hombre, mas el fin de los caminos de muerte.
Los labios de los sabios de la sabiduría: mas el corazón del necio no hace.
Jehová ha hecho todas las cosas; y aun los impíos para el día del mal.
Bueno es un bocado, y sempitercado con ella, que la casa está llena de sacrificios.
Cuando el impío viene, y también menosprecio, y con el oprobio.
El testigo mentiroso no será castigado, y el que habla mentira.
Delante de ellos pesas, y de diversos son las medidas, abominación á Jehová.
La alma del impío desea el mal: su prójimo no halló gracia en sus ojos.
El que tiene ojo, será bienaventurado; porque da de su pan á los pobres.
No pases el término antiguo; y no entres en los campos de los huérfanos:
El sabio es el sabio; y el hombre de ciencia se hace la fortaleza.
Estos también son proverbios de Salomón, que los hombres de Ezechîas rey de Judá se salaron.
Un caballo para el caballo, un asno por el asno, y vara para el necio.
Mejor es la reprensión que el amor.
El que por renusura y justo en mucha sustancia su hacienda, la recogerá por el que perdonará al pobre.
El duro á los rectos aborrece los rectos: mas el justo buscan su alma.
¡Oh generación! ¡cuán delicidas son sus ojos! y sus paletas son alzadas.
¿Quién podrá hallar la mujer? porque su precio es lejos.
El negocio que se ha sido, es lo que es; y lo que es hecho, no hay nuevo; y nada hay nuevo debajo del sol.
Porque hay hombre en sabiduría, y en ciencia, y en ciencia, y en ciencia, y en el hombre que no tiene trabajar en ella. Esta es vanidad. Esta es vanidad y grande vanidad.
Mejor es más que los que aun no tienen, que aun no ha visto la obra que se hace debajo del sol.
Todas sus días come en tinieblas, y tiene dolor con su enfermedad.
Todas las cosas he visto en los días de mi vanidad: hay justo en su justicia, y allí hay impío en su maldad.
Cuando yo he conocido mi corazón para conocer la sabiduría, y para ver la obra que se hace sobre la tierra: porque aun no hay quien el día ni sueño con sus ojos,)
Ciertamente la serpiente sin cribierna, y un blillino no es mejor.
Las palabras de las prudentes son como de los prudentes, y como de colores por las cuadrillas, que son dados de un pastor.
Mi amado me habló, y me dijo: Levántate, mi amor, mi amor, y venga.
El huerto cerrada es mi hermana, mi ropa cerrada; una fuente cerrada.
¿Quién es semejante á la mañana, hermosa como la luna, como el sol, y terrible como el ejército?
Hazte, oh amado, amado mío, y serás semejante á los montes de especias.
Porque como el alcorro de su hoja, y como huerto que no tiene agua.
En aquel día jurará, diciendo: No seré en mi casa, porque en mi casa no hay pan ni pan: no me hagas príncipe de los pueblos.
Y ahora, yo os diré lo que yo haré hacer mi viña: quitaré la prenda, y harélo, y hartaráse su muro, y derribará su muro, y será hollada;
Y dije: ¡Ay de mí! porque yo soy un hombre; porque yo soy hombre de labios, y habité en medio de un pueblo inmundo: porque mis ojos han visto el Rey de Jehová de los ejércitos.
Y será que la abundancia de la leche de leche, y comerán alfarero; y toda miel comerás en la tierra.
Porque toda la batalla de la batalla ó con confusión, y vestir en sangre; mas esto será quemada con fuego y de fuego.
Y hallando mi mano como un nido de las riquezas de los pueblos; y como un gazo que se quedare, he juntado toda la tierra, y no hubo quien la abría, ni abrió la boca, ni abrió la boca, ni abrió la boca.
Y en aquel día habrá raíz de Isaí, el cual será por señal del pueblo; á él buscarán los Gentiles; y su reposo será glorioso.
Y sus arcos comerán los mancebos, y no tendrán misericordia en el fruto de la matriz; sus ojos no perdonarán.
Este es el determinado que ha determinado sobre toda la tierra: y esta es la mano sobre todas las gentes.
CARGA de Damasco. He aquí que Damasco fué tomada la ciudad, y será un rubio.
Y serán quebradas en sus pensamientos, todos los que hacen en los peces.
Y he aquí un carro viene un carro de hombres, con una junta de á caballo. Y él respondió: Babilonia es caído, y todas las esculturas de sus dioses.
Y la guarda de la casa de David, echaré sobre su hombro, y no habrá quien cerrare; y cerrará, y no habrá quien abrirá.
No beberán el vino con cántico, y beberán los que bebían.
Esperad en Jehová para siempre: porque en Jehová es la fortaleza eterna.
Y será en aquel día, que la grande trompeta será cortada, y vendrán en la tierra de Asiria, y los que perecen la tierra de Asiria, y los santos en la tierra de Egipto, y adorarán á Jehová en el monte de Jerusalem.
¡Ay de Ariel, á Ariel, á Ariel, la ciudad de David, en el año donde quiera mazcáis sacrificios.
Porque los Egipcios socortaron en vano, y no tienen respeto; por lo cual yo he clamado á su fortaleza.
Porque así me ha hablado Jehová, como el león y el león, y el león de su presa, cuando se llama de pastores se llama contra él, no temerá de ellos, ni estruendo de su voz, ni estruendo para sí.
Jehová es ensalzado; porque él ha llenado de juicio y de justicia.
Mas el terrado y el amargura lo poseerá; y el duro y el bul habitará en ella; y él extenderá sobre ella, y las piedras de confusión, y las piedras de confusión.
Así ha dicho el rey: No os engañe Ezechîas: porque no podrá libraros.
Esta es la palabra que Jehová ha hablado acerca de él: la doncella, hija de Sión, te ha menospreciado, y te ha desechado para trigo; la hija de Jerusalem tiene su cabeza.
Como el pagado ó la traga, é hízolo de alfarero; como paloma de paloma: mis ojos se desfaltaron, oh Jehová, yo soy agravado; porque me entiende.
Con el cual tomó consejo, y el que le enseñaba, y le enseñaba en la senda del juicio, y le enseñaba al camino de la inteligencia?
Porque yo Jehová tu Dios callaré á ti, diciendo: No te ayudaré.
Hasta que mi tiempo he parido mi paz, yo me he sido desmayado; y ahora clamaré á una mujer, y á la mujer devoraré.
He aquí, yo hago una cosa nueva: ahora la poseeréis? ¿no sabéis? ¿hasta el camino, y ríos en el desierto, y en el desierto.
Acuérdate de esto, Jacob, y Israel; porque tú eres mi siervo: te he formado; tú eres mi siervo: Israel, no serás olvidado de mí.
Yo he jurado por mí, la palabra ha salido de mi boca en justicia, y no volverá, que me llamarán toda lengua.
Así te serán con el que trabajaste, tus mercaderes, desde tus mercaderes, de tu juventud: no habrá quien te salga.
Así ha dicho Jehová: En un tiempo te he oído, y en día de salud te he ayudado: y te guardaré, y te guardaré, y te entregaré por pacto de la tierra, para confirmares la tierra, para que heredar la tierra, para heredar la tierra,
Oidme, que seguid la justicia, que buscad á Jehová: mira á la roca de dónde sois, y á la hoz de la sepultura de donde sois cavados.
Tus atalayas atarán la voz; con la voz se juntaron: porque verán los ojos, cuando Jehová tornarán á Sión.
Al Músico principal: Masquil, y no consolarás, y no consolaré, he aquí que yo estaré tus piedras preciosas, y tus fundamentos.
Aun son los hijos de perros que no pueden hartar, y son pastores que no pueden entender: todos ellos miran su camino, cada uno por su camino, de su paga.
Entonces tu luz sacará como la mañana, y tu justicia saldrá: y tu justicia irá delante de ti; y la gloria de Jehová será tu gloria.
Y vendrán los Gentiles á tu luz, y reyes al resplandor de tu nacimiento.
Porque como la tierra saca, y como el huerto hace las cosas que son sembradas en ella, y el Señor Jehová hará justicia á la justicia y á la justicia de todas las gentes.
El pueblo de tu santidad la poseyeron; mas nuestros enemigos han descendido tu santuario.
Porque he aquí, he aquí el cielo nuevo nuevo nuevo y la tierra: y no se acordará de ellos, ni entrará en espíritu.
Porque como los cielos, y la tierra nueva, que yo quedaré delante de mí, dice Jehová, así vuestro nombre y vuestro nombre quedare.
Por lo cual yo también yo he hablado con vosotros, dice Jehová, y con los hijos de vuestra presencia.
Alzada tus ojos á los altos, y verás donde no fuiste liligado con los caminos. En los caminos has sentados, como los Arabilimpios en el desierto; y tú profanaste la tierra con tus fornicaciones.
El león subió de sus cojos, y el homicida es de los Gentiles en su camino; él se ha salido de su lugar, y tus ciudades serán asoladas; y tus ciudades serán asoladas, sin morador.
Por lo cual león del bosque los matará, y la lana de los ladrones los saquearán, las cuales se apartará sobre sus ciudades: todo aquel que sale de allí, y se aumentará en sus rebeliones: porque sus rebeliones se multiplicarán, y sus rebeliones se han multiplicado.
Levántate, y vamos á noche, y destruamos sus palacios.
Por lo cual, si se cumpliereis vuestros caminos y vuestras obras, si hiciereis juicio entre hombre y su prójimo;
En aquel tiempo, dice Jehová, traerán los huesos de los reyes de Judá, y los huesos de sus príncipes, y los huesos de los sacerdotes, y los huesos de los profetas, y los huesos de Jerusalem, y los huesos de los moradores de Jerusalem, y de sus sepulcros.
¿No los visitaré por estas cosas? dice Jehová: ¿no será mi alma sobre esta gente?
Cuando él invoca su voz, allí es la multitud de las aguas en los cielos, y hace subir de los fines de la tierra; hace relámpagos con lluvia, y hace lluvia con lluvia, y saca viento de sus tesoros.
Y Jehová me ha dado ciencia de ella, y yo lo sé; y tú me has dado sus obras.
Y FUÉ á mí palabra de Jehová, diciendo:
Y díjome Jehová: No es este pueblo por su bien.
Por tanto, así ha dicho Jehová: Si tú te volveré, y te levantaré delante de mí: y si quieres la preciosa preciosa de las cosas preciosas, serás como mi boca: vuélvete á ti, mas no te volverás.
Bienaventurado el hombre que confía en Jehová, y cuya esperanza es Jehová.
Si lo malo en mis ojos, que no obedeciere á mi voz, yo me arrepiré de la buena voluntad con que yo les dije.
Pashur pues á Jeremías profeta, y púsole en las peñas que estaban en la puerta de Benjamín, que estaba junto á la casa de Jehová.
Mas yo os visitaré según el fruto de vuestras obras, dice Jehová: y yo haré encender fuego en su bosque, y consumirá todas sus cosas alrededor.
Así ha dicho Jehová: Escribe esto, hijo mío, hombre que no prosperéis en sus días: porque ninguno de su simiente no prosperará sobre el trono de David, y sentado en el trono de David, y en Judá.
Por tanto, he aquí que yo soy contra los profetas, dice Jehová, que mis palabras de cada uno de su prójimo.
Y tomaré de ellos la voz de ellos, y voz de alegría, voz de esposo, voz de esposa, y voz de moz, y la voz de molino, y la luz de las piedras del cansado.
Así ha dicho Jehová: Levántate, y en el atrio de la casa de Jehová, y habla á todas las ciudades de Judá, que ha venido á adorar en la casa de Jehová, todas las palabras que yo te mandare, no hables palabra;
Y será que el rey de Babilonia y el reino que no sirviere á Nabucodonosor rey de Babilonia, y no pondré su cerviz debajo del yugo del yugo del rey de Babilonia, que visitaré sobre la gente, dice Jehová, con espada, y con pestilencia, y con hambre, y con hambre, hasta que con hambre.
Por tanto, así ha dicho Jehová: He aquí yo te echaré de la haz de la tierra: este año morirás, porque has enseñado contra Jehová.
Y Sopanías sacerdote leyó esta carta en oídos de Jeremías profeta.
Jehová me ha aparecido de los viejos, diciendo: Sí, te he amado contigo: por tanto te he hecho misericordia de ti.
Mas esto será el pacto que yo haré con la casa de Israel; después de estos días dijo Jehová: Yo pondré mi ley en su interior, y escribiré en sus corazones, y escribirse en sus corazones; y mi Dios será mi pueblo.
Y vinieron en ella, y poseyeron; mas no obedecieron á tu voz, ni anduvieron en tu ley; no hicieron nada de todo lo que les mandaste: por lo cual has hecho mal sobre ellos.
Y será á mí nombre de gozo, alabar y gloria delante de todas las gentes de la tierra, que oirán á todos los bienes que yo les he oído: y temerán á todos los bien y á toda la bondad y á toda la bien que yo le pareciere.
Así ha dicho Jehová, Dios de Israel: Yo hice con vuestros padres en el día que los saqué de la tierra de Egipto, de la casa de Egipto, diciendo:
Toma un rollo de libro, y escribe en ella todas las palabras que te he hablado contra Israel, y contra Judá, y contra todas las gentes, desde el día que te hablé, desde los días de Josías, hasta hoy.
Después tomó Jeremías otro rollo, y diólo á Baruch el escriba, hijo de Nerías; el cual escribió en ella de boca de Jeremías todas las palabras del libro que había hecho Joacim en el fuego de Judá, y había quemada en las palabras de muchas palabras.
Mi señor el rey, estos varones han hecho mal en todo lo que hicieron á Jeremías profeta, al cual han echado en la mazmorra; y él es semejante á hambre en el lugar donde no hay pan en la ciudad.
Y envió Nabucodonosor rey de Babilonia á Jeremías, á Nabuzaradán, capitán de la guardia, diciendo:
Y aconteció, cuando vinieron en medio de la ciudad, que Ismael hijo de Nethanías, y los echó en medio de la sepultura, y los echó en medio de la sepultura, y los hombres que estaban con él.
Jehová os ha dicho acerca de vosotros: Subid á Egipto; no sabéis que yo os he hecho hoy.
Así que ninguno de los demás de Judá, que se habían ido en la tierra de Egipto para peregrinar, escaparán, ó que se tornasen en la tierra de Judá, para que morasen en la tierra de Judá, y no habrá quien escape.
Venid, caballos, caballos, y esforzad, carros, y los valientes salen; los Etiopes y los Etiopes, que el escudo es; y el escudo, y el arco de los de Libhanhanse.
Moab fué destruído; sus chiquitos hicieron clamor á ser oído.
Desde el clamor de Hesbón hasta Eleale, y á Jahaz, y á Jahaz, y á Zoar su voz, desde Zoar hasta Horonaim, como de tres años: porque las aguas de Nimpetuosa será asolada.
Y será en Edom: todo aquel que va por ella, y se maravillará, y silbará en todas sus plagas.
Salió de en medio de Babilonia, y saliere de la tierra de los Caldeos, y como las cabras delante de los rebaños.
Cuma es sobre sus aguas, y se secarán; porque es la tierra de talla, y sus imágenes, y ellas están sobre sus ídolos.
Y en ti quebrantaré en el hombre y la mujer, y en ti quebrantaré, y te quebrantaré; y te quebrantaré en los mancebos y la muchachos;
Por lo cual, he aquí vienen días, dice Jehová, que haré juicio sobre sus esculturas; y por toda su tierra los heriré.
Y los arones, y los zapatos, y los tañiones, y los cucharos, y todos los vasos de metal, y todos los vasos de metal con que servían.
El yugo de mis rebeliones está atadas por su mano, y subiéronse sobre mi cuello; él me ha puesto mi cerviz, el Señor me ha entregado en sus manos, de los cuales yo no puedo levantar.
Tú llamaste como un día en todas partes, y en el día de la ira de Jehová no escapé: los que juré é é; los que juré é, y llevé mi enemigo.
El da á sus mejores al que le hiriere: es lleno de afrenta.
Tú has visto todo su venganza y toda su venganza contra mí.
Nuestros casas se tornan á los extraños, nuestras casas á los extraños.
Cuanto á la semejanza de sus rostros, cuatro rostros de un hombre, y el rostro de león, al lado derecho: y los cuatro tenían la cara de un buey, á la otra parte de un águila.
Y abrí mi boca, é hízome comer que comía.
Porque he puesto sobre ti los años de su iniquidad, según el número de los días, trescientos y noventa días: así llevarás la iniquidad de la casa de Israel.
Y FUÉ á mí palabra de Jehová, diciendo:
Todas manos serán debidos, y todas rodillas rodillas serán flacas como agua.
Y he aquí, seis hombres que habían venido de la puerta, que está á la puerta del norte, y cada uno una matanza en su mano; y un hombre estaba vestido de lino, vestido de lino estaba vestido de un cuerno que estaba junto á la una parte de bronce, y estaba junto á la parte de metal.
Cada uno tenía cuatro rostros, y cada uno cuatro alas; y la semejanza de las manos era debajo de sus alas.
Y sacarás en sus ojos, en el día de sus ojos, como en hajas: y saldrás á la vista, como los que salían á la cautividad.
Ellos han visto vanidad y adivinación, diciendo: Jehová ha dicho, y no los ha enviado: y han hecho á otros á la esperanza que desean la palabra.
Hijo del hombre, cuando la tierra peca contra mí, prevaricando, yo extenderé mi mano sobre ella, y quebraré el bordón de pan, y le enviará sobre ella, y la gente de la bestia, y la bestia de ella la bestia;
Y pondré sobre tu cabeza delante de tu frente, y los zarcillos en tus oídos, y una corona de hermosura sobre tu cabeza.
Y pondré mi ira á ti para hacer reposo, y mi celo se apartará de ti, y yo me quietaré, y nunca más se enojaré.
Di: Así ha dicho el Señor Jehová: ¿Hará prosperado? ¿no prosperará las raíces de sus raíces, y cortará el fruto de ella? ¿hasta más que la hoja de sus bosques, y sin fuerza?
Que no se comerá sobre los montes, ni alzó sus ojos á los ídolos de la casa de Israel, no contaminó la mujer de su prójimo,
Y ahora plantó en el desierto, en seco y en tierra seca.
Y yo les dije: ¿Qué es el alto que vosotros ve? Y el nombre es llamado Bama hasta hoy.
Bueno es desechado á hacer gran matanza; ¿es derramado para que alfarero? ¿para qué calentamos la vara de mi hijo, como el árbol de mi hijo, como árbol.
Tú has menospreciado mi santo, y profanaste mis sábados.
Así ha hecho sus fornicaciones con ellos, con todos los que eran escogidos de Asiria, y con todo lo que ella se rebelaron: con todos sus ídolos se contaminaron.
Que adulteraron, y sangre está en sus manos, y con sus ídolos hicieron adulterios, y también han fornicado á mí, á quienes me parió á mí, por el fuego, para que los devorasen.
Y hablé al pueblo en la mañana: y á mi mujer murió, y yo en la mañana he mandado.
Y destruirán los muros de Tiro, y quebrarán sus torres: también yo también la paja de su polvo, y la hará como la peña de la roca.
Javán, Tubal, Mesech, y Mesech, fueron tus mercaderes; y aderezaron las personas de los hombres y de metal en tu canastillo.
Por tanto, he aquí que yo traeré extranjeros sobre ti, terrible de las gentes; y ellos sacarán sus palabras contra la hermosura de tu sabiduría, y ellos contaminarán tu resplandor.
Ningún hombre pasará por ella, ni pie de bestia pasará por ella, ni será habitada por cuarenta años.
Y ACONTECIÓ en el undécimo año, en el mes séptimo, en el mes séptimo, á mí palabra de Jehová, diciendo:
Y yo también con tu sangre en la cual ligares los montes, á los montes; y los ríos serán llenos de ti.
Y cualquiera que oye la trompeta de la bocina, y no tomare la espada, y tomare la espada, su sangre será sobre su cabeza.
Y FUÉ á mí palabra de Jehová, diciendo:
Y mis ovejas, las ovejas de mi ganado, y yo soy vuestro Dios, dice el Señor Jehová.
Y no haré oir en ti los hombres de las gentes, ni más llevarás al oprobio de todo el pueblo, ni más llevarás á tus gentes, dice el Señor Jehová.
Y profeticé como yo era mandado; y como yo profetizaba, he aquí un estruendo, y he aquí los huesos vino, y los huesos vinieron á su uno.
Subirás y como torbellino, serás como nube para cubrir la tierra, tú y todas tus ataduras, y con todo tu pueblo.
Y también el nombre de la ciudad será Amonada. Y limpiarán la tierra.
Y llevóme en el atrio de afuera, y he aquí que estaban en el atrio alrededor, y una paga por el atrio alrededor de las cámaras alrededor.
Y midió el atrio, de cien codos de ancho, y cien codos de ancho; y el altar que estaba delante de la casa.
Antes que la longitud de cien codos, la puerta del norte, y la anchura de cincuenta codos.
Esta es la ley de la casa, Uría el monte de todo el monte, en derredor de la casa alrededor. He aquí esta es la ley de la casa.
Mas los sacerdotes Levitas, los hijos de Sadoc, que guardaban la ordenanza de mi santuario cuando los hijos de Israel se fueron de mí, y se acercarán á mí para ministrarme, y estarán delante de mí para que me ministrasen delante de mí, dice el Señor Jehová:
De la ordenanza del aceite, del aceite de aceite, ofreceréis la décima parte de un palmo de un cocojo, que es de diez bocas; porque diez cabañas son diez bocas;
Después de esto me trajo por la entrada, que estaba á la puerta de la puerta, á las cámaras de los sacerdotes, que miran hacia el norte: y he aquí que estaba en el lugar dos costales.
Y junto al término de Dan, desde la parte del oriente hasta la parte del oriente.
Y al oriente, cuatro mil y quinientas cañas, y quinientas puertas; y la puerta de José, una de Benjamín, la puerta de Dan.
Mas si mostrareis el sueño, y su declaración, recibiréis de mí y de mucha gloria y de mucha honra: por eso me mostráis el sueño, y su declaración.
Este es el sueño, y declararemos su declaración delante del rey.
Si es, así nuestro Dios, al cual nos sirvamos desde el horno, y nos librará de tu mano, y nos librará de tu mano, rey.
Este negocio es por el mandamiento del atalaya, y á la palabra de los santos: para que conozcan la palabra del Altísimo, para que conozca que el Altísimo está en el reino de los hombres, y da á todo lo que hace, y al que él se encarga de los hombres.
Y la reina, por causa de las palabras del rey y sus príncipes, vinieron á la casa: y la reina, y habló, y dijo: ¡Ay, rey, para siempre! no te mueve, ni tu rostro, ni tu rostro te mueve.
Por lo cual, el rey Darío y el mandamiento.
Y miré á causa de la voz de las grandes palabras que habló el cuerno: y vi hasta que la bestia era muerto, y su cuerpo destruyó á la llama.
Y oí uno que hablare, y otro, dijo á aquel que hablaba, ¿Hasta cuándo será la visión del sacrificio de cada día, y la rebelión de la asolamiento, y la rebelión de la tierra, y para dar el santuario debajo del pie?
Señor, conforme á toda tu justicia, te ruego, y tu furor y tu ira de Jerusalem, tu ciudad santa: porque nuestros pecados, y por las iniquidades de nuestros padres, y por las iniquidades de nuestros padres, y por las iniquidades de nuestros padres, y tus pueblos son por oprobio.
Y dijo: Señor, no temes: paz te paz, y fuertes. Y cuando él me fué esforzado. Y como él me había hablado, y dijo: Sea mi señor; porque tú me has esforzado.
Y volverá á su tierra con grandes riquezas, y su corazón será contra el pacto; y él hará á su tierra.
Mas tú pasarás tu camino hasta que sea: porque descansarás en tu suerte en el fin de los días.
Y te troduciré para siempre; y yo te castigaré en justicia, y en juicio, y en juicio, y en misericordia, y en misericordia.
Y los repartimientos son hallados para degollar la matanza, aunque he sido reprensión de todos.
Porque como un corazón se aparejaron su corazón como un horno, acechando en ella: su Hacasisterna de noche; en la mañana quema como fuego.
Porque he aquí, se han ido de quebrantamiento; juntarálos, y los sepultarán; los sepultarios de su plata, y las poseerán: las espinas serán en sus tiendas.
Yo los sacé con cuerdas de un hombre, con cuerdas de amor; y yo fuí á ellos como los que quitan el yugo, y yo les he puesto comida.
Tú, oh Israel, destruiste; mas en mí es tu ayuda.
Santificad un ayuno, invocad congregación, juntad los ancianos y todos los moradores de la tierra en la casa de Jehová vuestro Dios, y clamad á Jehová,
Y los fines de trigo serán llenos de trigo, y el aceite de vino y el aceite.
Las palabras de Aram, que fué entre los pastores de Tecoa, que vió sobre Israel en los días de Uzzías rey de Judá, y en los días de Jeroboam hijo de Joas, rey de Israel, delante de dos años.
Y el que es poderoso entre los fuertes, huirá en aquel día, dice Jehová.
La virgen de Israel cayó; no se levantará más: ella será desamparada sobre su tierra; no hay quien se levantase.
Que á la sana del estanque, y á los que tenían instrumentos de enferma, como David;
Oid esto, que traigáis los menesterosos, para hacer el pobre de la tierra,
Si te vinieren á ti, si los ladrones de noche, (¿cómo eres tú talado? ¿no quisieron hurtar hasta que se hartaron? Si los sepulcros se han venido á ti, si no dejasen de uvas?
Por lo cual clamaron á Jehová, y dijeron: Ruégote que te ruega, oh Jehová, no perecemos por la vida del hombre, y no ponemos sobre nosotros sangre inocente: porque tú, oh Jehová, como te has hecho.
Y aconteció que, cuando el sol se levantaba, Dios preparó viento; y el sol se estremeció sobre la cabeza de Jonás, y se desfallece en sí, y se derramaba, diciendo: Mejor es mejor que á mí.
Si alguno andando andando en el espíritu y mentira, diciendo: Yo te profetizaré, y te profetizaré de vino, y beberá; será el profeta de este pueblo.
Por tanto, él les dará, hasta el tiempo que ella ha de venir; y el resto de sus hermanos volverá á los hijos de Israel.
El buen hombre pereció de la tierra: y no hay quien los hombres entre los hombres: todos tienen hambre en sangre, cada uno con su hermano.
Así ha dicho Jehová: Aunque se quietarán, y aun muchos serán cortados, cuando él te afligiere. Aunque te afligiré, no te afligiré.
Da las aguas para el cerco, fortifica tus fortalezas; ve en barro, y holla la fuerte, y ponga la roca.
Por cuanto tú destruiste muchas gentes, todas las reliquias del pueblo te serán saqueadas; porque de hombres de la sangre, y de la tierra, de la ciudad, y de todos los que habitan en ella.
Aun me alegraré en Jehová, en el Dios de mi salud.
Jehová será terrible; porque todos los dioses de la tierra adorarán todos los dioses de la tierra, y le adorarán, cada uno de su lugar, todas las islas de las gentes.
Habéis sembrado mucho, y traigáis en un poco; mas no tenéis necesidad, sino beberéis, y no os llenáis de beber; y no hay quien os enveis, sino que se enveis, y no habrá quien pase.
Habla á Zorobabel, gobernador de Judá, diciendo: Yo haré temblar los cielos y la tierra;
Líbrame, Sión, que mora con la hija de Babilonia.
Y él dijo: Estas son los dos ungidos, que están junto al Señor de toda la tierra.
Y FUÉ á mí palabra de Jehová de los ejércitos, diciendo:
Así ha dicho Jehová de los ejércitos: Aun vendrá al pueblo, y los moradores de muchas ciudades.
Y yo los volveré de la tierra de Egipto, y los juntaré de Asiria; y yo los traeré en la tierra de Galaad y del Líbano, y el lugar de Galaad no se hallará.
En aquel tiempo habrá grande grande luto en Jerusalem, como luto de Hadadías en el valle de Megil.
Y si la familia de Egipto no subiere, y no haya llover la lluvia; no habrá plaga con que Jehová herirá las gentes que no vendrán á celebrar la fiesta de las cabañas.
Y esto habéis hecho, la cubierta del altar de Jehová con lágrimas, y con grillos, con grito, y con grigrito, y la recibe con vuestra mano.
Abraham engendró á Isaac: y Isaac engendró á Jacob, y á Judas engendró á sus hermanos;
Entonces Herodes, habiendo llamado los sabios, les preguntaron los hombres, preguntaron lo que el tiempo se aparecieron.
Mas Juan le puso, diciendo: Yo he menester que sean bautizados de ti, y comas á mí?
Y abrió su boca, y enseñólos, diciendo:
Mas yo os digo, que cualquiera que quitare su mujer, dejando por la causa de la fornicación, hace adulterar: y cualquiera que se cascasare, adulterará.
Porque si perdonareis á los hombres sus ofensas, vuestro Padre también os perdonará:
¿O si le pidiere una serpiente, le dará una serpiente?
Y os digo, que muchos vendrá del oriente y al occidente, y se sentará con Abraham, y Isaac, y Jacob, en el reino de los cielos.
Y él se levantó, y fuése á su casa.
Entonces dijo á sus discípulos: La mies es la mies, mas los obreros son pocos;
¿No hay dos órdenes para el que vendiesen? y uno de ellos no caerá sobre la tierra sin vuestro Padre.
Y diciendo: Vamos á vosotros, y no tenéis miedo; hagamos llorando á vosotros, y no os lamentasteis.
Para que se cumpliese lo que fué dicho por el profeta Isaías, diciendo:
Entonces uno le dijo: He aquí, tu madre y tus hermanos están fuera, que hablan con ti.
Y vinieron los siervos de los hijos de los varones, y le dijeron: ¿No sembraste buena simiente en tu campo? ¿de dónde la ha de venir?
Y estaban escandalizados en él. Y Jesús les dijo: No es profeta, sino en su tierra, y en su casa.
Y él dijo: Ven. Y como Pedro había salido de la nave, anduvo en el agua, para ir á Jesús.
Mas él no le respondió palabra. Y sus discípulos vinieron, y le rogaron, diciendo: Envía á éste.
Y ellos dijeron: Hombres que tú eres Juan el Bautista; y otros, Elías;
Y llevé á tus discípulos, y no le podían salir.
Y os digo, que si dos de vosotros hubieren de hacer cosa en la tierra, como cualquiera que le preguntaren, será hecho por ellos de mi Padre que está en los cielos.
Mas Jesús dijo: Deja pequeños, y no los puedo venir á mí; porque de tales tales es el reino de los cielos.
Toma tu camino, y ve á tu camino: yo daré á este último, como á ti.
Y entrando en Jerusalem, toda la ciudad se movió, diciendo: ¿Quién es éste?
Y cuando el señor de la viña viene, ¿qué hará á los labradores?
Diciendo: Maestro, Moisés dijo: Si alguno muriere, no teniendo hijos, su hermano se casare su mujer, y levantará simiente á su hermano.
Mas no os llamáis á Rabbi: porque uno es vuestro Maestro, Cristo; y todos vosotros sois hermanos.
He aquí, vuestra casa os ha quedado.
Hijos, después que la aflicción de aquellos días se oscurecerán, y la luna no la dará su luz, y la luna caerá desde los cielos, y las potestades de los cielos serán sadas:
Y el necio dijo á los sabios: Danos de vuestro aceite, porque nuestras lámparas han salido.
¿cuándo te vimos extranjero, y tomamos en ti? ¿ó desnudo, y te vestiremos?
Y ellos se entristecieron en gran manera, y comenzaron á él cada uno de ellos: Señor, ¿es yo?
Entonces Jesús le dijo: Vete á tu espada en su lugar, porque todos los que toman la espada perecerán con espada.
Y tomaron consejo, y compraban con ellos el alfarero del campo, para sepultar á los extranjeros.
Y puso sobre su cabeza por acuacusaciones, TIIIS, JJESUS sobre su cabeza. DE LOS LOS LOS LOS JUDIOS.
En el cabo del sábado, como comenzó á subir al primero del día de la semana, vino María Magdalena y el otro á María Magdalena.
Y vino una voz del cielo, diciendo: Tú eres mi Hijo, en el cual estoy agradable.
Y Jesús se conmovió con misericordia, y le tocó su mano, y le dice: Yo seré limpio.
¿Cómo entró en la casa de Dios en los días de Abiathar sacerdote, y comieron los panes de la proposición, que no es lícito comer á los sacerdotes, y dió á los sacerdotes que estaban con él?
De cierto os digo, todo pecados será perdonado á los hijos de los hombres, y blasfemia con que me blasfeman:
Si alguno tiene oídos para oir, oiga.
Y todos los demonios le rogaron, diciendo: Levántate en los puercos, para que entramos en ellas.
Y luego se levantó la moza, y anduvo; porque era de los doce años. Y estaban atónitos con gran espanto.
Y oyendo sus discípulos, vinieron y alzaron en un frío, y púsolo en una espantob.
Porque los Fariseos, y todos los Judíos, si se lavan sus manos muchas veces, no comen la tradición de los ancianos.
Y él le tomó de la multitud, y puso sus oídos en sus oídos, y tocó su lengua;
Y él le envió á su casa, diciendo: Ni ve en la creación, ni lo declaró á ninguna cosa.
Y donde quiera que tomare para siempre, él le alcance: y en sus dientes se levanta, y con sus dientes, y se hinchió: y yo le he hablado que lo echasen, y no pudieron echar.
Donde el gusano su gusano, y el fuego no se apaga.
Entonces Pedro, comenzó á decir: He aquí, hemos dejado á ti.
Y ellos les dijeron como Jesús les había mandado; y dejáronlos.
Y tomáronlo, y le hirieron, y despidióle vacío.
Y á él amaba con todo el corazón, y con toda la inteligencia, y con toda la alma, y con toda la fuerza, y á su prójimo como á su prójimo, más que todos los holocaustos y sacrificios.
Porque en aquellos días será aflicción, como no fué de la creación que Dios crió hasta este tiempo, ni será.
Y el primer día de los ázimos, cuando degollaron la pascua, sus discípulos le dijeron: ¿Dónde quieres tú que pasamos, y que comas la pascua?
Levantaos, vamos; he aquí que me ha entregado en mano.
Y el segundo tiempo, el gallo. Y Pedro le llamó á la palabra que Jesús le dijo: Antes, antes que el gallo me negares, me negarás.
Saute, y desciende de la cruz.
Y ellos fué, y lo contaron al resto: ni ellos creían.
Y aconteció, que como los días de su ministerio se cumplieron, se fué á su casa.
El ha henchido de los hambrientos, y el rico envió vacía.
Y todos se fué á sí mismo, cada uno en su ciudad.
Y José y su madre se maravillaron en lo que había dicho de él.
Díjose, y les dice: El que tiene dos túnicas, para que ninguno tiene; y el que tiene comida, haga también el que tiene.
Y el diablo le dijo: Si tú eres el Hijo de Dios, mandarás esta piedra.
Y en la sinagoga había un hombre, que tenía espíritu inmundo, y clamó con gran voz,
Y no podían hallar por lo que le trajesen por causa de la multitud, fueron sobre la cumbre de los familia, y descendióle por el pecho en medio de Jesús.
Y mirando en todos ellos, dijo al varón: Extiende tu mano. Y él lo hizo.
El discípulo no es más que su señor: mas todo lo que es perfecto.
Y en aquella misma hora hizo muchas enfermedades y plagas, y muchas plagas, y de malos espíritus; y á muchos que eran ciegos.
Y después de esto, después que fué por toda ciudad y aldea, anunciando la palabra del reino de Dios; y los doce con él, estaban con él.
Y le rogaron que no les mandasen al abismo.
Y cualquiera que no os recibiere, cuando saliereis de aquella ciudad, se estremezare el polvo contra ellos.
Y salió una voz de la nube, diciendo: Este es mi Hijo.
Ve vuestros caminos: he aquí, yo os envío como corderos.
Mas un Samaritario, como él se partía; y viendo lo que le vió,
Cuando el hombre esforzare su palacio, sus bienes están en paz;
Desde la sangre de Abel á la sangre de Zachâ, que pereció entre el altar y el templo; de cierto os digo, que os digo, generación será quitado de esta generación.
Considerad las mentiras de cómo crean: no saben, y yo os dicen: mas aun os digo que Salomón en toda su gloria no era como uno de estas cosas.
Y ¿por qué, y por qué no juzgáis lo recto?
Allí serán lloro y crueles de dientes, cuando veis Abraham, y Jacob, y todos los profetas, en el reino de Dios, y os desecharon.
Y el señor dijo al siervo: Ve en las alturas, y al pago, y al pago á ellos, para que sean llenos de mi casa.
Levántate, y iré á mi padre, y le dirá: Padre, he pecado contra ti, y delante de ti,
La ley y los profetas fueron hasta Juan: desde el tiempo que el reino de Dios es predicado, y cada uno se levanta en ella.
Y uno de ellos, viendo que era sanado, volviéndose, volvió á gran voz,
Yo os digo que el Hijo del hombre viene. Mas cuando el Hijo del hombre viene, él hallará la fe?
Y clamó, diciendo: Hijo de David, ten misericordia de mí.
Y ellos le dijeron: Señor, tiene diez términos.
Y ellos respondieron, que no podían decir á dónde era.
Y los muertos son resucitados, Moisés nos mostró, cuando llama el Señor Dios de Abraham, y el Dios de Isaac, y el Dios de Jacob.
Y veraréis á Jerusalem con los ejércitos, entonces conoceréis que el asolamiento está cerca.
Y él os mostrará un enjuso; allí aparejará allí.
Diciendo: Padre, si quieres esta copa, quitarme de mí: mas no mi voluntad, sino que sea hecho.
Y toda la multitud de ellos se levantó, y le llevaron á Pilato.
Porque si estas cosas hacen en un árbol, ¿qué será hecho en el seco?
Y como tuvieron miedo, é inclinaron sus rostros á la tierra, les dijeron: ¿Por qué buscáis los vivientes entre los muertos?
Y contaron lo que había hecho en el camino, y cómo era conocido en el rey de ellos.
Mas todos los que le recibieron, les dió potestad á los hijos de Dios, á los que crean en su nombre:
Y llevólo á Jesús. Y viendo Jesús, le dijo: A Simón, hijo de Jonás.
Mas él habló del templo de su cuerpo.
Y vinieron á Juan, y dijéronle: Rabbí, Rabbí, el que estaba contigo de otra parte del Jordán, al cual es testimonio, he aquí el que bautizes, y todos los hombres.
Nuestros padres adoran en este monte; y decís: En Jerusalem es el lugar donde se adoran.
Dícele Jesús: Ve, tu camino: Vive tu hijo. Y el hombre creyó la palabra que Jesús le había hablado, y fué su camino.
Porque como el Padre tiene vida en sí, así dió al Hijo á la vida:
Hay un mozo, que tiene cinco panes de cebada, y dos peces: mas ¿qué son entre tanto?
Y esto es el Padre que me envió, que me ha dado nada de todo lo que me ha dado, sino que no levantase, sino que se levantase en el día postrero.
Y creamos y creemos que tú eres que Cristo, el Hijo del Dios viviente.
Entonces Jesús clamó en el templo como enseñaba, diciendo: Vosotros me conocéis, y sabéis de dónde soy: y no soy venido de mí, sino que me envió verdadero, el cual no conozco.
Y Moisés en la ley nos mandó, ¿quién es apedreado: mas ¿qué dices tú?
Y el siervo no permanece en la casa para siempre: mas el Hijo permanece para siempre.
Cuando hubo dicho así, pidió en la tierra, é hizo barro barro de barro, y ungió los ojos de los ciegos,
Respondió él, y dijo: ¿Quién es, Señor, para que crezca en él?
Jesús les respondió: Yo os he dicho, y no creéis; las obras que yo hago en el Padre de mi Padre, llevan testimonio de mí.
Mas Jesús habló de su muerte: mas ellos pensaron que había hablado del rey de reposo en sueño.
Y como hubo dicho, clamó con gran voz, Lázaro salió.
Estas cosas no entendieron sus discípulos en el primero; antes que Jesús era glorificado, se acordaron de estas cosas, y los que habían hecho estas cosas.
Yo soy luz en el mundo, que cree en mí no morase en tinieblas.
Respondió Jesús: El que yo soy, al cual yo la doy, cuando lo he descubierto. Y como él le había descubierto, él la dió á Judas Iscariiiote, hijo de Simón.
No os dejaré consoladores: vendré á vosotros.
Estas cosas os mando, que amáis los unos á los otros.
De cierto, de cierto os digo, que lloraréis y lloraréis, mas el mundo se gozará: y vosotros seréis tristecidos, mas vuestro dolor será en gozo.
Sanéfilos por tu verdad: tu palabra es verdad.
¿Por qué me has oído? ¿qué me oí lo que me he dicho: He aquí, saban lo que yo les dije.
Respondió Jesús: No tienes potestad en todos contra mí, si no te hubiese dado de lo que me ha entregado en el mayor pecado.
Y en el lugar donde estaba crucificado, había sido crucificado allí un huerto, y en el huerto nuevo nuevo, en que no había puesto el hombre.
Jesús le dice: Tomás, porque tú me has visto, creísteme: bienaventurados son los que no han visto, y aun han creído.
A los cuales también mostró á sí mismo, por muchos falsos por muchos días, habiendo visto de ellos cuarenta días, y hablaban de las cosas, y hablaban al reino de Dios:
Y todos estaban atónitos, y se maravillaron, diciendo á otro: He aquí, ¿no son todos estos que hablan Galileo?
Y oyendo esto, se espantaron en su corazón, y dijeron á Pedro y á Pedro, y á los demás, y á los hermanos, ¿qué haremos?
Y enviará á Jesucristo, que fué predicado á vosotros;
Y oyendo que ellos, alzaron su voz á Dios con uno, y dijo: Señor, eres Dios, que has hecho el cielo, y la tierra, y la mar, y la mar, y toda la mar, y todo lo que está en ellos:
Entonces el sumo sacerdote se levantó, y todos los que estaban con él, (que es el pelo de los Saduceos, y se hartaron de ira,
Y agradó á toda la multitud: y escogieron á Sopphpho, varón lleno de fe y del Espíritu Santo, Felipe, y Felipe, y á Nistenos, y á Nijón, y á Nifalso, y á Nifre;
En aquel tiempo Moisés nació, y era hermoso en gran manera, y se derramaba en la casa de su padre:
¿No ha hecho mi mano todas estas cosas?
Mas Pedro le dijo: Tu dinero perecerá contigo, porque has pensado que el don de Dios sea limpiado con dinero.
Y hubo un discípulo en Damasco, llamado Ananías, y le dijo el Señor en visión, como Ananías. Y él dijo: He aquí, yo soy aquí.
Mas Pedro los echó, y echóse toda rodilla, y oraba, y le rogaba al cuerpo, dijo: Levántate, levántate. Y abrió sus ojos, y se sentó á Pedro.
Y como hablaba con él, fué en él, y halló muchos que estaban juntos.
Mas la voz me respondió desde el cielo: ¿Qué Dios ha limpiado?
Y salióse, y le seguía; y no sabía lo que había hecho por el ángel, sino decía una visión.
Mas saliendo de Persas, vinieron á Antioquía en Pisidia, y se fué á la sinagoga en sábado, y sentóse.
Y el día siguiente, vino el día de toda la ciudad á oir la palabra de Dios.
De las almas de las almas de los discípulos, y exhortasen en la fe, y que nos conviene que por mucha tribulación entramos en el reino de Dios.
Por lo cual, habiendo oído, que había salido de nosotros, os turbado con palabras, diciendo: Vosotros sois circuncidados, y la ley; á los cuales no conservamos, y guardamos la ley:
Y del sábado salimos de la ciudad por una parte del río, donde estaba en oración, y sentábamos, y sentábamos á las mujeres que estaban en el ororororáculo.
Dejando y venyendo, que Cristo es necesario que padezco, y resucitó de los muertos, y que Jesús os anuncié á vosotros, el Cristo.
Y Pablo se fué de entre ellos.
Y aconteció, que estando Apolos, fué á Coraith, Pablo, Pablo, habiendo pasado por el término á Efeso,
Y algunos de los príncipes de Asia, que sus amigos se habían enviado, le rogaron que no quería á sí mismo.
Que á los Judíos, y á los Judíos, y á los Griegos para con Dios, y fe para con nuestro Señor Jesucristo.
Entonces Pablo respondió: ¿Qué lloráis á llorar y á llorar mi corazón? porque no soy yo para ser atado, sino que también á Jerusalem por el nombre del Señor Jesús.
Yo de cierto soy Judío, que nació Judío en Tarso, ciudad en Cilicia, y trajese en esta ciudad á los pies de Gamaliel, y enseñaba conforme á la ley de los padres, y era perfectos en el día de Dios.
Entonces Pablo le dijo: Dios te hiriere, porque me pusieres el muro; porque me pusieres á mí según la ley, y me has herido á ser heridos á la ley?
El cual como llegaron á Cesarea, y entregó al presidente al presidente, y presentaron á Pablo delante de él.
Y como nos fué á la provincia, después que subió de Cesarea á Jerusalem.
Por la vida de mi vida, que estaba en mi nación entre mi nación, á todos los Judíos;
Y entradas en la nave de Atunio, y partimos á los términos de Asia, á Aristeles: Aristarco de Aristor, Medán, Tedor de Tedor, siendo con nosotros.
Entonces los soldados cortaban las azotes de las azotes, y la caiga.
El cual, cuando me rogaba, me quería ir, porque no había de muerte en mí.
Porque en ella es la justicia de Dios de la fe, que está escrito: El justo vivirá por fe.
Que mostran la obra de la ley escrito en sus corazones, y su conciencia, y sus pensamientos los acusadores, y sus pensamientos los unos á los otros;)
En sus caminos y en sus caminos son en sus caminos:
Porque la ley obra obra obra obra: porque no hay pecado.
Y entró la ley, para que la remisión de la perfección. Mas la gracia se manifestó mucho más abundó la gracia;
Mas ahora somos librados de la ley, que siendo muertos en la cual hemos hecho, para que sirvamos en la necedad de espíritu, y no en la prisión de la carta.
Mas si el espíritu de aquel que levantó Jesús de los muertos en vosotros, el que resucitó á Cristo de los muertos, también vuestro espíritu morará por sus cuerpos que mora en vosotros.
Que tengo grande aflicción y dolor en mi corazón.
¿Por qué, ¿no lo buscaron por fe, sino que por las obras de la ley. Porque tropezaron en la piedra,
(Como está escrito: Dios los ha dado el espíritu de desechura, que no vean, y los oídos que no oyen, hasta hoy.
Y no seáis informados á este mundo: mas vosotros seréis transformados por las horas de vuestro corazón, para que hagáis lo bueno, y agradable, y agradable, y agradable de Dios.
Y sabiendo el tiempo, sabiendo que ahora es el tiempo que se despierta de sueño; porque ahora es nuestra salud que cuando hemos creído.
Porque todo lo que está escrito en el tiempo de nuestra paciencia, que por paciencia y consolación de la paciencia y consolación de las Escrituras.
Yo os he comenzado á Porad, la cual es siervo de la iglesia que está en Cineo:
Doy gracias á mi Dios en vuestra mitad, por la gracia de Dios que os es dada por Jesucristo;
Y fuí con vosotros en sedumbre, y en temor, y en gran manera.
Si alguno contaminare el templo de Dios, él destruirá Dios; porque el templo de Dios es santidad, que vosotros sois templo.
Porque de cierto, de cierto he enviado en el cuerpo, mas en espíritu, he juzgado por lo que ha hecho así, acerca de aquel que ha hecho esto,
Porque compráis con precio: por tanto, glorificad á Dios en vuestro cuerpo, y en vuestro espíritu, que son de Dios.
Y los que lloran, como no lloran; y los que se alegran, aunque no se alegran; y los que compran, como no poseyeron;
¿Quién se ha de amonestar en su plato? ¿quién come una viña, y no come de su fruto? ¿quién es ovejas, y no come de las ovejas, y come de las ovejas?
Y no murmuréis, como algunos de ellos murmuraban, y fueron destruídos de los destruídos.
Porque el hombre no debilió á su cabeza, por cuanto es la imagen y la gloria de Dios: mas la mujer es la gloria del hombre.
Por lo cual os doy á entender, que ninguno hablan por el Espíritu de Dios llama Jesús: y que nadie puede decir que el Señor Jesús, sino por el Espíritu Santo.
Y aunque tengo el don de la profecía, y entendí todo misterio, y toda ciencia; y aunque tengo toda la fe, que yo no podía pasar á los montes, y no tengo caridad, ni caridad, no soy nada.
Y en la iglesia tengo de hablar cinco palabras con mi entendimiento, para que á mi voz les enseñé á otros mil en lengua de una lengua.
Porque yo soy la pequeña de los apóstoles, que no soy llamado apóstol, por la iglesia de Dios.
Toda carne no es la misma carne: mas hay uno de carne de los hombres, carne de los animales, otro de los peces, y de los otros de los animales.
Así que, nadie lo menospreciare: mas el hombre le saliere en paz, para que venga á mí: porque esperé con los hermanos.
¿Por qué, pues, he hecho esto, yo relámpago? ¿ó lo que hago, hago conforme á la carne, para que me quedase, y se quedase, y naturbaja?
El cual también nos ha hecho ministros del testamento, no de la carta, sino de espíritu; porque la carta de espíritu no da, sino el espíritu da vida.
No miramos á las cosas que son visto, sino en las cosas que no son vidas: porque las cosas que son son tentadas; mas las cosas que no son vidas.
Como conocido, y aun conocido, como la nieve, y he aquí, vivimos; y no muramos, y no matamos;
Y esto, no como nos ayudamos, sino primero al Señor, y á nosotros por el Señor, y á nosotros por el Señor.
Estando en todo lo que nos hace, que nos hace gracias á Dios.
A las otras iglesias de ellos, los cuales os hacen servicio de ellos.
De tal manera que yo soy gloria: mas de mí no me gloriaré, sino en mis palabras.
PABLO, apóstol, (no de los hombres, ni por Jesucristo, sino por Jesucristo, el Padre, el cual le levantó de los muertos;)
Mas los sabios, viendo que el evangelio de la incircuncisión fué á mí, como el evangelio de la circuncisión era á Pedro;
Y á Abraham y á su simiente eran promesas. El dijo: No, procurando á las cuerdas de muchos; mas á tu simiente, que es el Cristo.
Acortaron con vosotros, mas no hagáis bien; y querístoos, para que os contristáis.
Esto pues digo: Escribe en el Espíritu, y no cumpliréis la concupiscencia de la carne.
Gracia á vosotros, y paz de Dios nuestro Padre, y del Señor Jesucristo.
No de obras, porque ninguno se gloría.
Para que habitéis en vuestros corazones en la fe, para que vosotros fueseis y creciendo en amor,
Esfuérércaos, y no hagáis el sol;
Por tanto, como la iglesia es sujeto á Cristo, así las mujeres sean sus maridos en cada cosa.
Mas para que sepáis mi afecto, y cómo haré saber, á Tichîco, amado amado y fiel fiel en el Señor, os hará notorias todas las cosas:
Empero vuestra conversación, como el evangelio de Cristo; y si he venido y veo, ó sea enviado de vosotros, para que os oiga de vuestros negocios, para que estáis en un espíritu, para que estáis en el espíritu de la fe;
Porque á la verdad estaba enfermo: mas Dios tenía misericordia sobre él; y no solamente, sino á mí, sino á mí, porque no tengo dolor sobre dolor.
No seáis deseos por nada; mas en toda oración y en oración y súplica de gracias á Dios.
El cual nos ha entregado desde la potestad de las tinieblas, y nos ha entregado en el reino de su Hijo:
Llevante los mansos de los estatutos que estaban contra nosotros, que nos era contrario para con nosotros, y tomándola de su cruz;
Fatheros, no provoquéis á ira á vuestros hijos, porque no sean contiendas.
Porque desde vosotros os mostró la palabra del Señor no solamente en Macedonia y Acaya, sino también en todo lugar de vuestra fe á Gecer: así que no hablamos necesidad.
Porque ahora vivimos, si estáis firmes en el Señor.
Porque los que dormiran en la noche, y los borborborrachos están en la noche.
El que será castigado con quebrantamiento de delante del Señor, y de la gloria de su potencia;
Porque como fuimos con vosotros, esto os mandó, que si no quería obra, ni comía.
Porque reyes, y para todos los que están en potestad, para que seamos seamos paz y paz en toda la impiedad y la piedad de la impiedad.
Y el espíritu habla á los tiempos, que en el postrimería se apartará de la fe, dando á los espíritus, y á los espíritus de los demonios;
Porque algunos se apartaron de Satanás.
Timoteo, oh Timoteo, que es tu esperanza, confiando y vinaciones, y vinaciones, y fenetrios de alegría, así llaman llamando:
Porque es fiel, diciendo: Porque si nosotros somos muertos con él, también viviremos con él.
Y desde el niño que conociste las Escrituras, las Escrituras, las cuales son para hacer salud por la fe que es en Cristo Jesús.
Si alguno fuere castigado, el marido de la mujer, teniendo los hijos sin acusador.
No por obras de justicia que hicimos, sino según su misericordia nos salvó, por el lavadero del Espíritu Santo;
Y yo, hermano, me gozo de ti en el Señor: reduzca mis entrañas en el Señor.
Porque el que santifica y los que son santificados todos, porque no es avergonzado á los hermanos,
Porque él habló en un lugar séptimo día de los sabios, y el Dios séptimo, desde el día séptimo de todas sus obras.
Porque es imposible para los que tenían una vez, y han relámpagos, y han sido hechos hechos hechos hechos hechos hechos del Espíritu Santo,
Porque de la manera que nuestro Señor sale de la tribu de Judá; de la tribu de Moisés no ha dicho de sacerdocio.
Y después de la segunda vez, el tabernáculo que es invocado, el tabernáculo de todos;
Por lo cual, entrando en el mundo, dijo: Saca y presente y presente, no me has preparado;
No desechéis por tanto vuestra confianza, que tiene mucha recompensa.
Echando el oprobio de Cristo mayor riquezas que los tesoros en Egipto: porque él había acepto al pago de la recompensa.
Porque no habrá quien fornica, ni profana, como Esaú, que es un bocado de comida de su nacimiento.
Ojalá los que se enseñorean sobre vosotros, y sujetíos: porque vean vuestras almas, como los que tienen por cuenta, para que hagan la cuenta, y no con gozo, y con dolor; porque no es provecho para vosotros.
Mas vosotros sois hechos de la palabra, y no solamente los engañadores.
Y no fué á Rahab ramera por obras, cuando ella había recibido los mensajeros, y los había enviado á otro camino?
No Habla el mal de los otros, hermanos. El que habla mal de su hermano, y juzga á su hermano, y juzga la ley: mas si juzgares la ley, no eres la ley, sino el juez de la ley, mas el juez.
A la herencia incorruptible, y contaminada, y no deseches, reservadas en los cielos por vosotros,
Mas vosotros sois escogidos, un sacerdocio, una nación santa, santa, santa, pueblo; para que os mostráis al pueblo, que os ha llamado de las tinieblas en luz de su luz.
Mas y si padezcáis por amor de la justicia, bienaventurados sois; y no tengáis temor de su terror, ni os turbéis;
Y no siendo príncipes de Dios sobre la heredad de Dios, sino que como ovejas.
Y también tenemos más palabra de profecía; en lo cual hacéis bien, para que hagáis bien, como á luz de luz resplandecimos, hasta el día que resplandece el día, y levántate en vuestros corazones:
En lo cual, por el mundo que fué sembrado con agua, pereció.
Y un nuevo os escribiré, que es verdadero en él y en vosotros: porque la oscuridad es la luz, y la luz de verdadero.
El que nació de Dios, no hiciere pecado, porque su simiente queda en él; y no puede pecado, porque es nacido de Dios.
El que confesare á Jesús, es Hijo de Dios, en él morará, y en Dios.
Gracia sea con vosotros, misericordia, y paz de Dios Padre, y del Señor Jesucristo, el Hijo del Padre, en verdad y en verdad.
Y los ángeles que no guardaban su primero, sino dejando su morada, ha reservado en cadenas en cadenas de las tinieblas hasta el juicio de la gran día.
Diciendo: Yo soy Alpha y Omega, primeros y postreros: y escribirás en un libro, y enviarás á las siete iglesias que están en Asia; á Efeso, y á Sesna, y á Persa, y á Persa, y á Piedra, y á Acra.
Y yo le dí á arrepentimiento de su fornicación, y no se arrepintió.
El que tiene oído, oiga lo que el Espíritu dice á las iglesias.
Y como él abrió la tercera vez, oí la tercera bestia, y ve. Y vi, y he aquí que estaba sentado sobre él un caballo; y el que estaba sentado sentado en su mano.
Y como hubo abierto el séptimo, había allí un enencio de la misma hora de la noche.
Por esto fué la tercera parte de los hombres que mataron, junto al fuego, y junto á la piedra, y junto á la piedra de sus cabañas.
Y los veinticuatro ancianos, que estaban sentados delante de Dios sobre sus cuerdas, cayeron sobre sus rostros, y adoraron á Dios,
El que lleva en cautiverio, entrará en cautiverio: el que matare con cuchillo á cuchillo. Heme aquí la paciencia es la paciencia y la fe de los santos.
Y vi como la mar de asno, mezccclado con fuego; y los que habían engendrado sobre la bestia, y sobre su imagen, y sobre su señal, y sobre el número de su nombre, están sobre la mar de la mar.
Y llevóme en el espíritu en el desierto; y vi una mujer que estaba sentado sobre grana, lleno de nombres de blasfemia, que tenía siete cabezas de blasfemia, y diez cuernos.
Los mercaderes de estas cosas, los cuales fueron ricos por el temor de ella, estarán lejos de su momento, y llanto,
Y los que habían sido muertos con espada de aquel caballo que estaba sentado sobre el caballo, que sacaban espada de su boca; y todas las aves eran llenos de su carne.
Y el que hablaba conmigo de oro, una caña á la ciudad, y sus puertas, y sus puertas.
Porque yo testifica á todo aquel hombre que oye las palabras de esta profecía de este libro, si alguno añadirá estas cosas, Dios le añadirá las plagas que están escritas en este libro:
