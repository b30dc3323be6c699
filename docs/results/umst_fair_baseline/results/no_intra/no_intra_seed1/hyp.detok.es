En el principio crió Dios al cielo y la tierra.
Y vió Dios que había hecho todo lo que había hecho, y he aquí que era bueno. Y la tarde y la mañana era del sexto día.
Porque Dios conoce al día que comeréis, vuestros ojos serán abiertos, y vosotros seréis abiertos como dioses, y vosotros seréis como bien y mal.
Y ahora eres maldita de la tierra, que abrió su boca para recibir á la sangre de tu hermano;
Y vivió Mahalaleel y cinco años, y engendró á Jared.
Y dijo Dios á Noé: El fin de toda carne es venido delante de mí; porque la tierra está llena de violencia, y he aquí que yo los destruiré con la tierra.
Y murió toda carne que se turbó sobre la tierra, así de aves, y de bestias, y de todo reptil que anda arrastrando sobre la tierra, y todo hombre:
Y de cierto, de vuestra sangre reconoceré; á la mano de cada bestia la bestia del hombre, y á la mano de cada uno; en la mano de cada hermano la voluntad de cada uno.
Y los hijos de Ham: Cush, Mizpa, y Mizpa, y Canaán.
Y dijeron: Anda á nosotros, edificamos una ciudad y torre, cuyo cumbre hasta el cielo; y haznos nombre, porque no nos derramemos sobre la haz de toda la tierra.
Y te haré de ti gran nación, y te bendeciré, y te bendeciré tu nombre; y serás bendición.
Abram en la tierra de Canaán, y en las ciudades de la campiña, y asentó su tienda hacia Sodoma.
A los criados que habían comido los mancebos, y la porción de los hombres que iban conmigo, y á Anamor, y á Mamre; tome su parte.
Y el ángel de Jehová le dijo: Vuelve á tu precia, y te sujeta debajo de sus manos.
Y tomó Abraham á Ismael su hijo, y todo lo que nacieron en su casa, y todo lo que compró con su dinero, cada uno entre los hombres de la casa de Abraham; y circuncidó la carne de ellos en aquel día, como Dios le había dicho.
Y Jehová dijo: Si he hallado en Sodoma cincuenta justos en la ciudad, yo perdonaré todo el lugar por causa de ellos.
El sol se levantó sobre la tierra cuando Lot entró en Zoar.
Y dijo Abimelech: He aquí mi tierra está delante de ti: donde te habita.
Y tomó Abraham ovejas y bueyes, y dióles á Abimelech; y así de ellos hizo alianza.
Y Bethuel engendró á Rebeca: ocho, Milca á Nachôr, hermano de Abraham.
Y puso su mano debajo del muslo de Abraham su señor, y juró á él acerca de lo que le había de hacer.
Y dije á mi señor: Quizá la mujer no me seguirá.
Y ella le parió á Thamar, y á Joadán, y á Madián, y á Isbac, y á Sbac.
Y Esaú dijo: He aquí yo soy á morir: ¿y qué aprovechará esto á mí?
Y dijeron: De cierto, vimos que Jehová era contigo; y dijimos: Hemos aquí ahora ahora ahora entre nosotros, entre nosotros y ti, y te haga alianza, y te haga alianza contigo;
Y no le declaró, porque sus manos se habían sido descubierto, como las manos de Esaú su hermano, así lo bendijo.
Y fué á Jacob su padre y á su madre, y fuése á Padan-aram;
Y Labán respondió á Jacob: ¿Por cuanto tú eres mi hermano, y tú me sirvas por eso? ¿qué pues, ¿qué será tu salva?
Y Zilpa de Lea, parió á Jacob un hijo.
Y apareció Jacob los corderos, y puso los rostros de las ovejas hacia el pelo, y todos los rebaños en el rebaño de Labán; y puso sus ganados, y no las echaron á Labán, y no los echaron á Labán.
¿Por qué huiste el secreto, y hurtaste de mí; y no me diste, para que yo te he enviado con mirra, y con higos, y con arpa, y con arpa, y con arpa?
Y viendo Jacob, les dijo: Este es el ejército de Dios: y llamó el nombre de aquel lugar Mahanaim.
Por lo cual, los hijos de Israel no comían de la sintija que está sobre el terremoto del muslo, hasta hoy; porque tocó el pecho de Jacob hasta el muslo en el muslo.
Y habitaréis con nosotros: y la tierra será delante de vosotros; y habitaréis en ella, y os iréis en ella posposesiones.
Y apareció Dios á Jacob, cuando salió de Padan-aram, y le bendijo.
Estos son los nombres de Esaú: Eliphaz hijo de Ada, mujer de Esaú, mujer de Esaú, Reuel hijo de Basmath.
Y estos son los nombres de los duques de Esaú, conforme á sus familias, por sus nombres, por sus nombres: el duque Alna, el duque Jasa,
Venid, y nos vengan á los Ismaelitas, y no sea nuestra mano sobre él; porque es nuestro hermano y nuestra carne. Y sus hermanos fueron sus hermanos.
Y preguntó á los hombres de aquel lugar, diciendo: ¿Dónde está la ramera, que por el camino? Y ellos dijeron: No había ramera ramera en este lugar.
Mas Jehová fué con José, y le mostró misericordia, y le dió gracia en ojos de la cárcel.
Y durmió, y soñó el segundo tiempo: y he aquí siete espigas de trigo sobre una vasija, y bueno.
Y allegen todos los mantenios de buenas años que habían venido, y ponga el trigo debajo de la mano de Faraón, y guarden las ciudades.
Y conoció José á sus hermanos, mas no le conocieron.
Y él dijo: Mi hijo no descenderá con vosotros; porque su hermano es muerto, y él está dejada: si mal le quedare por el camino que entrareis, llevaréis mis cabellos al sepulcro.
Y José se apresuró de sus entrañas; y buscó á su hermano; y buscó dónde á llorar, y lloró en su cámara, y lloró allí.
Y nosotros dijeron: No podremos ir; si nuestro hermano es con nosotros, descendremos: porque no veamos la cara del hombre, si nuestro hermano es con nosotros.
A todos los que les dió cada uno de vestidos; mas á Benjamín dió por tres piezas de plata, y cinco mudas de vestidos.
Y los hijos de Nephtalí: Jahel, Guni, y Jezer, y Silm.
Y compró José toda la tierra de Egipto por Faraón; porque los Egipcios vendían cada uno su campo, porque el hambre prevaleció sobre ellos: y la tierra se fué de Faraón.
Y su padre no quiso, y dijo: Yo conozco, hijo mío, yo sé; y él será más pueblo, y él será más grande: mas su hermano menor será más que él, y su simiente será más que su simiente.
De Benjamín, como la hoja de la mañana: á la mañana devorará la presa, y á la presa hará la presa.
Y dijo José á sus hermanos: Yo moraré; y os visitaré, y os sacaré de esta tierra que juró á Abraham, y á Jacob.
Y cuando abrió el niño, vió el niño; y he aquí que lloraba. Y ella lloró, y dijo: Este es uno de los Hebreos.
Y dijo Moisés á Dios: ¿Quién soy yo, para que vaya á Faraón, y para que sacarme á los hijos de Israel?
Y Jehová dijo á Moisés en Madián: Ve á Egipto: porque todos los hombres son muertos que procuraban tu vida.
Ahora pues, mira, y obra; porque no os será dado, y os entregaréis el talento de pepeñas.
Y tomándole el hijo de Aarón, le parió una mujer á la mujer: y le parió Phinees: estos son las cabezas de las familias de los Levitas conforme á sus familias.
Y fueron cumplidos siete días después que Jehová había herido al río.
Y salió Moisés de Faraón, y oró á Jehová.
Cántico gradual. A Jehová es menester que no hay más fuerte y granizo; y os haré ir, y no os podré.
No vieron otro otro otro uno, ni se levantaron de su lugar por tres días: mas todos los hijos de Israel tenían luz en sus habitaciones.
Y este día os será por memoria; y guardaréis la fiesta á Jehová por vuestras generaciones; haréis fiesta á Jehová por estatuto perpetuo.
Mas cada uno de aquel siervo que es comprado por dinero, cuando le circuncidiere.
Y HABLÓ Jehová á Moisés, diciendo:
Y vió Israel que hubo grande obra que Jehová hizo á los Egipcios; y temió el pueblo á Jehová, y á su siervo Moisés y á su siervo.
Y los hijos de Israel les dijeron: Deciecimos á Dios por mano de Jehová en la tierra de Egipto, cuando estuvimos sentado junto á la carne, y cuando comamos pan para hartarnos: porque vosotros habéis traído en este desierto, para matarnos.
Y dijo Moisés á Aarón: Toma un hojarro, y pon un omer de maná en ella, y púsola delante de Jehová, para que sean guardados por vuestras generaciones.
Yo conozco que Jehová es mayor que todos los dioses; porque en la cosa que ellos había hecho, fué sobre ellos.
Y Moisés descendió del monte hasta el pueblo, y santificaron el pueblo; y lavaron sus vestidos.
Y dijeron á Moisés: Habla con nosotros, y oímos: mas no hablaremos á Dios con nosotros, porque no muramos.
Y si alguno sigue, darás vida por vida,
Si su padre no quisiere darle dar, pagará el dinero conforme á la muchedumbre de las vírgenes.
Y la fiesta de la siega, las primicias de tu labio, que sembraste en el campo: y la fiesta de la fiesta de los que están en el año del año, cuando recogiste en tu labio.
Y levantóse Moisés, y sus servidores: y Moisés subió al monte de Dios.
Y harás término á ella término de la mano alrededor, y harás una corona de oro en derredor.
Y harás tablas para el tabernáculo de madera de Sittim.
En las tablas de las tablas harás: como te mostrará en el monte, así lo harán.
Y pondrás en ella muchas piedras de piedras, cuatro órdenes de piedras: el primer orden de un sardio, un jarro, y un jarasco, y un taco: esto será el primero.
Y Aarón y sus hijos meterás á la puerta del tabernáculo del testimonio, y lavarás con agua.
Y si algo de la carne de las consagraciones, ó del pan, hasta la mañana la mañana, quemarás el ardor con fuego: no se comerá, porque es santo.
Harás también un hígado de metal, y también su pie de metal, para lavar: y pondrás entre el tabernáculo del testimonio y el altar, y pondrás en ella agua.
Y las vestimentas de servicio, y las vestiduras para Aarón el sacerdote, y las vestimentas de sus hijos, para ministrar en el sacerdocio,
Y dijo Aarón: No se encienda el furor de mi señor: tú conoces el pueblo que están sobre mal.
Y Jehová dijo á Moisés: Yo haré esto que has hablado: porque tú has hallado gracia en mi presencia, y yo te conozco por nombre.
Porque arrojaré las gentes delante de ti, y tus cintas: ni quien deseare tu tierra, cuando subiste delante de Jehová tu Dios en el año.
Las cabañas del servicio, para hacer servicio en el santuario, las vestiduras vestiduras para Aarón el sacerdote, y las vestimentas de sus hijos, para ministrar en el sacerdocio.
E hizo cortinas de cabras para la tienda del tabernáculo; las cortinas les hizo.
Hizo también la cubierta de oro puro: dos codos de dos codos y medio de dos codos, y un codo y medio de su anchura.
Y puso las varas en los anillos á los lados del altar, para llevarle; hizo el altar con tablas.
Y obraron piedras piedras de oro, esculpidas de oro, como esculpidas de oro, esculturas, y de los nombres de los hijos de Israel.
La mesa, y todos sus vasos, y el pan de ellos,
Y puso el pan en orden delante de Jehová, como Jehová había mandado á Moisés.
Y el sacerdote lo traerá al altar, y hará su cabeza, y la hará arder sobre el altar; y su sangre será castigado á la parte del altar;
Y si su ofrenda fuere macho cabrío, ofrecerá delante de Jehová.
Y tomará el sacerdote de la sangre de la expiación con su dedo, y pondrá sobre los cuernos del altar del holocausto, y derramará su sangre al pie del altar.
Y HABLÓ Jehová á Moisés, diciendo:
De esta manera es la ley de la expiación: es cosa santísimo.
Y el sacerdote hará arder sobre el altar; mas el pecho de Aarón y de sus hijos.
Y degollólo, y tomó de Moisés la sangre de ella, y púsola sobre la ternilla de Aarón, y sobre el pulgar de su mano derecha, y sobre el pulgar de su pie derecho, y sobre el pulgar de su pie.
Y llevó el presente, y tomó un puñado, y quemólo sobre el altar, además del holocausto.
Todo lo que tuviere ciervo, y de lilidad, y la muchedumbre de las bestias, que comeréis.
Y todo vaso de vaso, en que se cae, todo lo que hay en ella, será inmundo; y quebraréis.
Y si el sacerdote viere viere, he aquí que la extiende en la piel, el sacerdote lo dará por inmundo: lepra es lepra.
Y si el varón ó mujer ó mujer en la piel de su carne, blancas, blancas;
Y será el séptimo día, el que hará todo su cabello sobre su cabeza y su barba y su barba, todos sus cabello, y lavará sus cabello: y lavará sus vestidos, y lavará su carne, y lavará sus vestidos, y será limpio.
Y el sacerdote viniere al séptimo día, y mirará: y si la llaga se hubiere extendido en los muros de la casa;
Y el vaso de la tierra, que tocare el que tiene flujo, será quebrantado: y todo vaso de madera de madera será en agua.
Y traerá Aarón el macho cabrío sobre la suerte que cayó la suerte de Jehová, y le ofrecerá por expiación.
Para que fin de los hijos de Israel traerán sus sacrificios, que ofrecerán en el campo sobre la haz del campo, para que los traen á Jehová, á la puerta del tabernáculo del testimonio, y los ofrecerá á Jehová.
Y no llegarás á mujer á cubrir su desnudez, como ella se ha puesto por su inmundicia.
Guardad mis ordenanzas guardaréis tus estatutos. No dejarás tu ganado con mantenimiento: no sembrarás tu campo con simiente de lino, ni de lino segada, ni de lino vendrés, vendrá sobre ti.
Y si alguno durmiere con su nunuera, así de ellos morirá: la sangre de ellos se endecerán; su sangre será sobre ellos.
Y no profanará su simiente entre su pueblo; porque yo Jehová lo santificaré.
Y cualquiera que ofreciere sacrificio de paces á Jehová para cumplir su voto, ó ofrenda de oveja, ó de ovejas ó de oveja, no será acepto; no habrá falta en ella.
Y ofreceréis con el pan siete corderos sin defecto, y un becerro, y un becerro, y dos carneros: porque serán por holocausto á Jehová, con sus presentes, y sus libaciones, y sus libaciones, y sus libaciones, por olor suave á Jehová.
Perezará las lámparas sobre el candelero limpio delante de Jehová.
El jubileo os será á vosotros: no sembraréis, ni segaréis, ni sedaréis lo que se sigue en ella, ni cogéis en ella uvas.
Y él se apartará de ti, y sus hijos con él, y volverá á su familia, y á la posesión de sus padres se volverá.
Yo también os haré á vosotros, y yo pondré sobre vosotros espanto, y hará arder los ojos de corazón, que se consumirán los ojos de corazón, y sembraréis de corazón: y sembraréis vuestra simiente por vuestros enemigos.
Estos son los estatutos y derechos y leyes, que Jehová hizo entre él y los hijos de Israel en el monte de Sinaí, por mano de Moisés.
Y toda la tierra de la tierra, si de la simiente de la tierra, ó del fruto del árbol, Jehová.
De los hijos de Judá, por sus generaciones, por sus familias, por las casas de sus padres, conforme á la cuenta de los nombres, de veinte años arriba, todos los que podían salir á la guerra;
Todo hombre de los hijos de Israel se amparará por su bandera, con la señal de su padre: lejos de la casa del tabernáculo del testimonio: alejarán.
Estas son los contados de los hijos de Israel por la casa de sus padres: todos los contados de los campinteros por sus ejércitos, seiscientos y tres mil y quinientos.
En el número de todos los varones, desde un mes de edad de ocho, ocho mil y seiscientos, la guarda del santuario.
Y sobre la mesa de los panes extenderán un paño de cárdeno, y pondrá sobre él los peces, y las cucharas, y los tazones, y los arcos: y el pan será sobre él.
Estos fueron los contados de las familias de Coath, todos los que hacen servicio en el tabernáculo del testimonio, que Moisés y Aarón y Aarón, conforme á la palabra de Jehová.
Y pondrá el sacerdote delante de Jehová, y cubrirá la cabeza de la mujer, y pondrá la ofrenda de memoria en sus manos, que es el celo: y el sacerdote lo que hace amargas:
Y ofrecerá el carnero por sacrificio de paces á Jehová, con el canastillo de panes sin levadura: el sacerdote hará su presente, y su libación.
Una cuchara de oro de diez siclos, llena de perfume;
Una cuchara de oro de diez siclos, llena de perfume;
Una cuchara de oro de diez siclos, llena de perfume;
Y los Levitas fueron purificados, y lavaron sus vestidos; y ofrecieron Aarón como ofrenda delante de Jehová; y Aarón les hizo expiar.
Hazte dos dos trompetas de plata, de toda suerte harás: para que los podrás con la vocación de la congregación, y por las partidas de las camas.
Y será, si entrares con nosotros, y será lo que Jehová nos hará, lo que nos hará.
Y quedáronse allí dos de los hombres en el campo, el nombre de Eldad, y el nombre de la otra parte de Medad: y el espíritu se asentaron sobre ellos, y no fueron escritos en el tabernáculo; y no profetizaron en el campo.
De la tribu de Judá, Caleb hijo de Jephone.
¿Y por qué Jehová nos ha traído á esta tierra, para caída á cuchillo, para que nuestras mujeres y nuestros hijos sean por presa? ¿no es de volvernos á Egipto?
Y vuestros hijos irán en el desierto cuarenta años, y llevarán vuestras fornicaciones, hasta que vuestros cuerpos sean asolados en el desierto.
Habla á los hijos de Israel, y diles: Cuando hubiereis entrado en la tierra á la cual os saqué,
Y puso fuego en ellos, y pondrá perfume delante de Jehová á mañana: y será que el varón que Jehová escogiere, será santo: tíos de vosotros, hijos de Leví.
Habla á Eleazar hijo de Aarón sacerdote, que tome las incensarios del fuego, y esparcirás el fuego, y esparcirás el fuego.
Y se juntarán á ti, y guardarán la ordenanza del tabernáculo del testimonio, por todo el servicio del tabernáculo: y el extranjero no os llegará.
Esta es la ordenanza de la ley que Jehová había mandado, diciendo: Habla á los hijos de Israel, que te traen una becerra sin taca, y no hay yugo.
Y Moisés y Aarón juntó la congregación delante de la peña, y les dijo: Oid ahora, ¿podremos de esta piedra?
Y partidos de Oboth, asentaron en Imon-arim, en el desierto que está delante de Moab, hacia el madrubio.
Ahora pues, ahora, ruégote que me maldecidame este pueblo; porque son fuertes, y vendremos, para que los dejaremos, y los eché, para que los dejes de la tierra; porque yo soy bienaventurado, y á quien los maldice, y á quien es benevo.
Y como Balac oyó que era Balaam, salió á recibir á la ciudad de Moab, que está en el término de Arnón, que está en el término de Arnón.
Y dijo Balac á Balaam: Ni los maldecidales, ni les bendiga en todo.
Y levantóse Balaam, y se fué, y se volvió á su lugar; y Balac fué su camino.
Los hijos de Simeón por sus familias: de Nemuel, la familia de los Nethineos: de Jamín, la familia de los Nethineos: de Jachîn, la familia de los Jaceos:
Estos son los hijos de Dan por sus familias: de Sham, la familia de los Shamitas. Estos son las familias de Dan por sus familias.
Las hijas de los Sopopheth hablarás: de cierto los darás posesión de su padre entre los hermanos de su padre; y harás la heredad de su padre á ellos.
Y sus libaciones serán la mitad del vino á un becerro, y la tercera parte de un hin á un carnero, y la cuarta parte de un hin hasta el año. Esta es el holocausto de cada mes por todos los meses.
Y ofreceréis un holocausto, ofrenda encendida de olor suave á Jehová, de olor suave á Jehová: trece becerros, dos becerros, dos carneros, catorce corderos de un año, sin defecto;
Y su padre oirá, y su voto con que ella hubiere ligado su alma, y su padre la callará en ella: y todos sus votos serán firmes, y todos sus votos con que están atado.
Mas todas las mujeres, que no conocen varón de mentira, guardad vida por vosotros.
Y los oficiales que estaban sobre millares del ejército, los capitanes de millares, y centuriones, llegáronse á Moisés:
Dos ciudades para vuestros chiquitos, y aves para vuestras ovejas; y lo que hubiere salido de vuestra boca.
Y tomaron su camino del desierto del desierto, y asentaron campo en Dophaa.
Y partidos de Zaltea, asentaron campo en Punón.
Y HABLÓ Jehová á Moisés, diciendo:
Y si le hiriere con una piedra, con que morirá, y morirá, y morirá, homicida: el homicida morirá.
Estos son los mandamientos y derechos que Jehová había mandado por mano de Moisés á los hijos de Israel en los campos de Moab, junto al Jordán de Jericó.
Jehová vuestro Dios que va delante de vosotros, peleará por vosotros, conforme á todo lo que os hizo en Egipto delante de vuestros ojos;
Y la tierra que vinimos en que vinimos de Ces-barnea, hasta que vinimos el arroyo de Zered, treinta y ocho años; hasta que toda la generación de guerra fueron asolados de entre los hombres, como Jehová les había jurado.
Mas todos los animales, y los despojos de las ciudades, tomamos por presa.
¿Y qué gente hay grande, que estatutos y juicios y derechos como esta ley, que yo pongo hoy delante de vosotros hoy?
A las gentes echó de delante de ti y de ti más que tú eres, para que te dares en heredad, para que te dé heredad por heredad, como este día.
No hurtarás.
No tentaréis á Jehová vuestro Dios, como le tentasteis en Massa.
No se revarás á ellos; porque Jehová tu Dios es entre vosotros, fuerte y terrible.
No por tu justicia, ni por rectitud de tu corazón, para ir á poseer su tierra: mas por la impiedad de estas gentes los echó de delante de ti, y los perdonará la palabra que Jehová juró á tus padres, y á tus padres, Isaac y Jacob.
Y los hijos de Israel tomaron su camino de Beeroth de los hijos de Jaaca á Mosera: allí murió Aarón, y fué sepultado; y Eleazar su hijo servía en su lugar.
Que os daré la lluvia de vuestra tierra en su tiempo su tiempo, la lluvia y la lluvia, para que juntas en tu grano, y tu vino, y tu aceite.
Y os gozaréis delante de Jehová vuestro Dios, y vuestros hijos, y vuestras hijas, y vuestros siervos, y vuestras siervas, y el Levita, y el Levita que no tiene parte ni heredad.
Y le apedrearás con piedras, que muera; por cuanto te buscará, porque te ha sacado de Jehová tu Dios que te sacó de la tierra de Egipto, de casa de servidumbre.
A la verdad creerás todo el fruto de tu simiente, que saca el campo en el año.
Empero tú no comerás su sangre; derramarás sobre la tierra como agua.
Si se levantare un negocio á ti en juicio, entre la sangre y sangre, entre la muchedumbre y llaga, entre tanto que se calentaba y de dentro de tus ciudades; y tú levantarás en el lugar que Jehová tu Dios escogiere, y subirán en el lugar que escogiere,
Yo los levantaré un poco de entre sus hermanos, como á ti, y pondré mis palabras en su boca; y hablará á todos los que yo le mandaré.
Y los oficiales hablarán al pueblo, diciendo: ¿Qué es aquel hombre que edificó casa nueva nueva nueva, y no lo ha dedicado? El que no muera en la batalla, y otro no morirá.
Si alguno tuviere dos mujeres, un amado amado y otro, le aborrecieron y le nacieron hijos, así el amado y la aborrecida; y si el primogénito es aborrecidos;
Si alguno fuere hallado hallado con mujer de mujer á marido, así morirán de ellos, así el hombre que estaba con la mujer, y la mujer: así quitarás de Israel.
Mas si dejares á voto, no será pecado en ti.
Si los hermanos moraren, y uno de ellos muriere, y no tendrá hijo de los muertos, no se cascasen á su marido: de su hermano irá, y tomarále á su mujer, y tomare á su marido.
El día que Jehová tu Dios te ha mandado á hacer estas ordenanzas y derechos: por lo cual guardarás y con todo tu corazón, y con toda tu alma.
Y será que, si oyeres la voz de Jehová tu Dios, para que guardes y hacer todas sus mandamientos que yo te mando hoy, que Jehová tu Dios te pondré sobre todas las naciones de la tierra.
El buey será muerto delante de tus ojos, y no comerás su asno: tu asno será quitada de delante de tu rostro, y no será desarraigada á ti: tus ovejas serán entregados, y no les serás entregada.
Y toda enfermedad, y toda llaga que no está escrito en el libro de esta ley, Jehová te hará volver hasta que perezcas.
Y el que toda su tierra es piedra, y sal, y quema, que no es sembrado, ni hierba se hace, ni la hierba de Sodoma, como el trastornador de los de Sodoma, y Adma, y Zeboim, y Zeboim, y Zeboim;
Y Jehová les hará como él hizo á Sehón y á Og, reyes de los Amorrheos, y á la tierra de ellos, á los cuales destruyó.
El es la Roca, su obra es perfecto: porque todos sus caminos son juicio: Dios de verdad y sin iniquidad, y justo es justo.
¿No es esto que me ha puesto conmigo, y sele entre mis tesoros?
Y de Benjamín dijo: El amado de Jehová habitará en él; y el Señor lo cubrirá todo el día, y habitará entre sus hombros.
Y después de la muerte de Moisés siervo de Jehová, que habló á Josué hijo de Nun, diciendo:
Y los que guardaréis vida á mi padre, y á mi madre, y á mis hermanos, y á mis hermanas, y á todos los que tienen la muerte.
Tomad doce hombres de los pueblos, de cada tribu,
Y como hubieron acabado de circuncidar á todo el pueblo, se quedaron en sus lugares en el campo, hasta que todos se quedaron.
Y saliendo los criados que estaban en Simi, trajeron á Rahab á Rahab, y á su padre, y á sus hermanos, y á todo lo que tenía; y sacaban fuera del real, y dejáronlos del real.
Y levantáronse sobre él un gran montón de piedras hasta hoy. Y Jehová se apartó de la ira del furor de su furor. El nombre de aquel lugar fué llamado, el valle de Achor hasta hoy.
Entonces Josué edificó altar á Jehová Dios de Israel en el monte de Ebal,
Ahora pues, he aquí estamos en tu mano: como bien te pareciere, para hacernos á hacer.
Y tomando Josué aquel día á Maceda, é hirió á filo de espada, y á su rey destruyó, y á todo lo que en ella había vivo; y no habrá quien en ella había vivo: y no haya quedado como él había hecho al rey de Jericó.
Como Jehová mandó á Moisés á su siervo, así mandó á Josué, y á Josué; no dejando nada de todo lo que Jehová había mandado á Moisés.
El rey de Cedes, otro: el rey de Jocam, otro:
Esta es la heredad de los hijos de Gad por sus familias, las ciudades y sus aldeas.
Y rodeando el término de los Baales hasta el monte de Seir, y pasad hasta la parte del monte de Jalim, que es Calón, y descendió á Beth-semes del norte, y á Timna.
Y á Cabea, y á Lamam, y á Kielta,
Y descendió de Janoa á AH, y á Naarath, y salió á Jericó, y salió al Jordán.
Y fueron los hombres y pasados por la tierra, y por las ciudades por siete partes en un libro, y volvieron á Josué al campo en Silo.
Y subió su término hacia la mar, y Marala, y á Dachâ, y á Dachâ el río que está delante de Jocam;
Y fué el término de su heredad hasta Sora, y Ethaol, y Isemes,
Y les dieron la ciudad de Arba padre de Anac, que ciudad es Hebrón, en el monte de la tierra de Judá, con sus ejidos alrededor.
Todas las ciudades de los Levitas en posesión de los hijos de Israel, cuarenta y ocho ciudades con sus ejidos.
Y nosotros nos dijo: Demos ahora edificar altar altar, no para holocausto, ni para sacrificio;
Y saqué vuestros padres de Egipto, y habéis venido á la mar; y los Egipcios siguieron á vuestros padres con carros y á caballo.
Y dijo Judá á Simeón su hermano: Venid conmigo á mi suerte, para que peleemos contra el Cananeo; y también yo iré con tu suerte. Y Simeón fué con él.
Y no echó Nephtalí los moradores de Beth-semes, ni los moradores de Beth-anath; mas habitó en medio de los Cananeos, los moradores de la tierra: mas los moradores de Beth-semes y de Beth-semes fueron tributos.
Y fueron enviados á Israel por ellos, para que conozcan á los mandamientos de Jehová que había mandado á sus padres por mano de Moisés.
Y los hijos de Israel dieron voces á Jehová: porque él había nueve carros de hierro; y veinte años afligió á los hijos de Israel.
Mi corazón está hacia los gobernadores de Israel, que se ofreció su corazón entre los pueblos. Bendecid á Jehová.
Jehová envió un profeta á los hijos de Israel, que les dijo: Así ha dicho Jehová Dios de Israel: Yo os saqué de Egipto, y os saqué de la casa de servidumbre;
Y levantóse de mañana, porque el día siguiente se levantó, y echó el pagado, y el rocío del vellón, lleno de la salza, lleno de agua.
Dios ha entregado en vuestras manos á los príncipes de Madián, Oreb y á Zeeb: ¿y qué podré yo con vosotros? Y su furor se fué dado hacia él, cuando lo había dicho.
Y como Gedeón era muerto, tornáronse los hijos de Israel, y fornicaron en pos de los Baales, y se fornicó á Baal-ith.
Y Gaal hijo de Ebed, dijo: ¿Quién es Abimelech, y quién es á Sichêm, para que le sirvamos? ¿no es el hijo de Jerobaal? ¿por qué sirve á los hombres de Hamor?
Y levantándose Abimelech á mi suscila á Israel, hijo de Puso, hijo de Doea, varón de Issachâr, y habitó en Sammir en el monte de Ephraim.
Y el rey de los hijos de Ammón respondió á los mensajeros de Jephté: Por cuanto á Israel tomó mi tierra cuando subiéronse de Egipto, desde Arnón hasta el Jordán, y hasta el Jordán: por tanto, tornad ahora las tierras.
Y viendo que yo no me libré, pondré mi vida en mis manos, y pasé contra los hijos de Ammón, y Jehová los entregó en mi mano: ¿por qué pues habéis subido á mí hoy?
Y el ángel de Jehová le dijo: ¿Por qué pues has dicho así después de mi nombre?
Y Samsón dijo á ellos: Yo seré más más que los Filisteos, aunque los hago.
Y Dalila dijo á Samsón: Hija me has engañado, y me dió aviso á mí mentiras: con que me has atado. Y él le dijo: Si quieres las siete candeleros de mi cabeza.
Y Michâ el Levita, y el mancebo fué su sacerdote, y en la casa de Michâs.
Y llamaron el nombre de la ciudad, por el nombre de Dan su padre, el cual nació á Israel: mas el nombre de la ciudad estaba en el primero.
Y él le dijo: Dame, y no nos dejemos. Y el hombre le respondió: El varón tomóla sobre un asno, y se levantó el hombre, y se levantóse á su lugar.
Y Phinees, hijo de Eleazar, hijo de Aarón, paráronse delante de él en aquellos días, diciendo: ¿Tengo yo salgo á la guerra contra los hijos de Benjamín mi hermano, y cesaré á mañana? Y Jehová respondió: Ve, porque yo los entregaré en tu mano.
Y envió la congregación á doce mil hombres de los sepulcros, y les mandó, diciendo: Ve, y á los moradores de Jabes de la espada, con las mujeres y mujeres.
Y ella dijo: He aquí tu hermana se ha vuelto á su pueblo, y á sus dioses: vuélvete tras tu ley en tu ley.
Y ella guardó por las siervas de Booz á fin de la siega de la siega, y de la siega de la mies, y habitó con su suegra.
Y sea tu casa como la casa de Phares, al cual parió Thamar á Judá, de la simiente que Jehová te dará de esta mujer.
Y aconteció que como el tiempo, después que concibió Hanna, parió un hijo, y llamó su nombre Samuel, diciendo: Por cuanto le he preguntado de Jehová.
Y Eli era viejo, y oyó todos sus hijos á todo Israel, y cómo estaban con las mujeres que estaban á la puerta del tabernáculo del testimonio.
Entonces Eli llamó á Samuel, y dijo: Samuel mi hijo. Y él respondió: Heme aquí.
Y levantándose de Asdod de Asdod sobre el día siguiente, he aquí que Dagón había caído sobre su rostro á la tierra delante del arca de Jehová. Y tomaron Dagón, y le volvió en su lugar.
Y enviaron embajadores á los moradores de Chîriath-jearim, diciendo: Los Filisteos han traído al arca de Jehová; venid, y tomad á vosotros.
Y tomará vuestras hijas para contributantos, y para ser libros, y para que seáis libros.
Y Saúl respondió, y dijo: ¿No tengo yo Bendita, de las tribus de Israel? ¿y mi familia menor menor menor de todas las familias de la tribu de Benjamín? ¿por qué pues pues me hablaste?
Y Samuel dijo á todo el pueblo: Mirad á quien Jehová ha escogido, que no hay semejante á él entre todo el pueblo? Y todo el pueblo clamó, y dijo: ¡Oh Dios!
Y viendo que Naas rey de los hijos de Ammón vinieron contra vosotros, diciendo: No, sino rey sobre nosotros; mas el rey reinará sobre nosotros: cuando Jehová vuestro Dios fué vuestro rey.
Y saliendo los cucharos del campo de los Filisteos en tres escuadrones: cada una compañía se volvió á los caminos de Ophra, hasta la tierra de Sal:
Y los varones de Israel fueron angustiados aquel día; porque Saúl había mirado rado al pueblo, diciendo: Maldito el hombre que come hasta la tarde, para que yo haya vengado á mis enemigos. Y ninguno de los pueblos.
Así ha dicho Jehová de los ejércitos, acuérdate de Amalec que hizo á Israel, cómo le esperaba en el camino, cuando subiese de Egipto.
Y Samuel dijo: Traed acá á Agag rey de Amalecita. Y vino á él Agag Agag. Y vino á él Agag: Ciertamente la amargura de la muerte es pasado.
Y salió un título del campo de los Filisteos, llamado Goliath, á Goliath, cuya altura era era era de seis codos y de tres codos.
Y dijo David á Saúl: Tu siervo ha guardado las ovejas de su padre, y vino un león, y tomó un cordero de las ovejas:
Y como David se volvieron de la matanza de la matanza del Filisteo, las mujeres salieron de todas las ciudades de Israel, cantando y cantando, para recibir á Saúl rey, con regocijones, y con regocijo de instrumentos de música.
Y oyó Saúl á la voz de Jonathán, y juró Jehová, y no será muerto.
Y Jonathán dijo á David: Oh Jehová Dios de Israel, cuando he visto la trompeta á mi padre, ó al tercer día, ó si hay bien, y he aquí que si hay bien á David, y no te enviare, y no te mostraré;
Y Jonathán dijo á David: Anda en paz, por cuanto nosotros nos hemos jurado en el nombre de Jehová, diciendo: Jehová sea entre mí y ti, y mi simiente para siempre. Y él se levantó, y fuése á la ciudad.
¿Por qué pues comenzé á preguntar á Dios por él? Sea lejos de mí: no sea que el rey imputa á su siervo, ni á toda la casa de mi padre: porque tu siervo no sabía más.
Ve, os ruego, y ved, y ved su lugar donde está su mal, y quién le vió: porque más me ha dicho: porque el que me ha dicho.
Y había un hombre en Maón, cuya posposposesiones; y el varón era grande, y tenía tres mil ovejas, y un mil machos de cabrío, y de cabrío.
Y dijo David á Abigail: Bendito sea Jehová Dios de Israel, que te envió hoy á recibir:
Y él dijo: ¿Por qué ha perseguido así á su siervo? ¿por qué he hecho lo malo en mi mano?
Y dijo la mujer: ¿A quién te levantaré? Y él respondió: Sacadme á Samuel.
Y las dos mujeres de David fueron cautivas, Ahinoam la mujer de Nabal.
Y Saúl dijo á su escudero: Dame tu espada, y llevóme por ella con ella; porque no vengan estos incircuncisos, y me oprimieron. Mas él no quiso miedo, porque Saúl había miedo.
Los montes de Gilboa, no hay rocío, ni sobre vosotros lluvia, ni sobre vosotros, ni del escudo de los fuertes: porque allí es echado el escudo de Saúl, como no había ungido.
Y Joab y Abisai siguió á Abner, y el sol se descendió, y descendía al monte de Amma, que está delante del desierto de Gabaón.
Y he aquí los siervos de David y de Joab y de los que entraban, y trajeron un gran despojo con ellos: mas Abner no estaba con David, porque él le había enviado, y fuése en paz.
Y vinieron todas las tribus de Israel á David á Hebrón, y habló, diciendo: He aquí nosotros nosotros nosotros somos tu uno y tu carne.
Y como llegaron á Nachîón de la era, Uzzía su mano al arca de Dios, y tomándola de ella, y tomóla de ella los bueyes.
El edificará casa por mi nombre, y confirmaré el trono de su reino para siempre.
Y puso sus hijos en Edom, por todas las Edom; y puso sus hijos, y todos de Edom. Y Jehová guardó á David por donde quiera que David se fué.
Y Joab se acercó, y el pueblo que con él estaba, hasta la guerra contra los Siros; y huyeron delante de él.
Y los zapatos del muro sobre tus siervos, y algunos de los siervos del rey son muertos, y tu siervo Uría Hetheo.
Y envió Joab mensajeros á David, y dijo: Yo peleé contra Rabba, y tomé la ciudad de las aguas.
Y dijo Absalom: Si no te ruego, dejes ir á Amnón mi hermano con nosotros. Y el rey le dijo: ¿Por qué salva contigo?
Y dijo tu sierva: La palabra de mi señor el rey ahora será consolada: porque como ángel de Dios, así es mi señor el rey para bien y para bien: por tanto Jehová tu Dios será contigo.
Y dijo David á todos sus siervos que estaban con él á Jerusalem: Levántate, y huiremos; porque no podremos de Absalom, porque no podremos volver, y traignos á cuchillo, y traed mal sobre nosotros, y herirnos á cuchillo.
Y así dijo Semei: Anda salida, saldrás, y hombre de Belial.
Y Absalom y todos los hombres de Israel dijeron: El consejo de Husai que es mejor que el consejo de Achitophel. Porque Jehová había puesto el consejo de Achitophel, para que el consejo de Achitophel, para hacer lo malo á Absalom.
Y los diez mancebos que llevaban de Joab, cercó á Absalom y á Absalom, é hirió á Absalom.
Vosotros sois mis hermanos, sois mis huesos y mi carne: ¿por qué pues sois los postreros al rey?
Y todos los varones de Judá respondieron á los hombres de Israel: ¿Por qué el rey está cerca de nosotros: ¿por qué pues os enojasteis por este negocio? ¿ó por qué nos ha dado don?
Y los Gabaonitas le dijeron: No tenemos plata ni oro de Saúl, ni de su casa, ni de su casa, ni de Israel matarás. Y él respondió: Lo que os haré.
E hizo las tinieblas alrededor de él alrededor, las aguas de las monteses.
Vinieron, mas no había de salvar; hasta Jehová, y no les respondió.
Y degolló un Egipcio, hermoso hermoso; y el Egipcio tenía lanza en su mano; mas él descendió á él con un bordón, y vistió la lanza del Egipcio del Egipcio, y matólo con su lanza.
Ve y di á David: Así ha dicho Jehová: Yo te sacrificaré tres cosas: te escogí uno de ellos, para que te haga.
Y ella le dijo: Mi señor, señor mío, tú por Jehová tu Dios á tu sierva, diciendo: El que Salomón reinará tras mí tu hijo después de mí, y se sentará sobre mi trono.
Y aun los siervos del rey vinieron á bendecir á nuestro señor el rey David, diciendo: Dios haga el nombre de Salomón que tu nombre, y haga su trono más que tu trono. Y el rey se inclinó sobre la cama.
Ahora pues, como Jehová vive, que me ha confirmado, y me puso sobre el trono de David mi padre, y quién me ha dicho, como él había dicho Adonía, morirá hoy.
Y tu siervo está en medio de tu pueblo que tú elegiste, pueblo grande, que no puede ser contados ni por multitud.
El hijo de Hatónita, en Aruboth; á él á Sochô, y toda la tierra de Hepher;
Ahora pues, mandarás que me dejan madera de cedro, y mis siervos serán con tus siervos: y á ti daré á todos tus siervos, conforme á todo lo que tú pusieres: porque tú sabes que no hay entre nosotros, para que no pocas.
Y el cedro de la casa de dentro era de manzanas y de manzanas; y toda piedra fué visto.
Y fué del fundamento de piedras, piedras de diez codos, y piedras de ocho codos.
Y Hiram hizo los encantadores, y los tazones, y las basas. Así hizo Hiram de toda la obra que había hecho el rey Salomón para la casa de Jehová.
Mas no edificarás la casa, sino tu hijo que saldrá de tus lomos, edificará la casa á mi nombre.
Tú oirás su oración y su ruego en el cielo, y su oración en el cielo,
Y él dijo: ¿Qué ciudades son los que me diste, mi hermano? Y llamó á la tierra de Cababababe hasta hoy.
El que tenía de los mercaderes, y de los mercaderes de los mercaderes, y de todos los reyes de Arabia, y de todos los reyes de Arabia, y de los gobernadores de la tierra.
(Porque seis meses fueron Joab con todo Israel, hasta que había cortado todo varón en Edom:)
Que enviaron y llamáronle. Y Jeroboam y toda la congregación de Israel vino, y habló á Roboam, diciendo:
Y ofreció sobre el altar que había hecho en Beth-el el mes octavo, en el mes octavo, en el mes octavo, en el mes de su corazón; y ofreció banquete á los hijos de Israel: y sacrificó sobre el altar.
Y puso su cuerpo en su sepulcro, y enderezaron sobre él, diciendo: ¡Ael hermano!
Y quitó los tesoros de la casa de Jehová, y los tesoros de la casa del rey; y quitó todo: y quitó todos los escudos de oro que Salomón había hecho.
Y Nadab hijo de Jeroboam comenzó á reinar sobre Israel en el año segundo de Asa rey de Judá, y reinó sobre Israel dos años.
Y fueron los pueblos de Israel en dos partes: la mitad del pueblo siguieron á Tibni hijo de Ginath, para hacer rey; y siguieron á Omri.
Y aconteció después de estas cosas, que el hijo de la mujer, estaba enfermo; y su enfermedad cayó en él.
Así que, les dé dos becerros, y los escogen un becerro, y cortó en pedazos, y no la pondrán fuego, y no pondré fuego; y haré que caiga sobre la leña, y no la pusiese fuego;
Y el ángel de Jehová volvió otra vez segunda vez, y le tocó, y dijo: Levántate, y come; porque el camino es grande para ti.
Y salieron al medio día. Mas Ben-adad se bebió en los leones, y los reyes, y los reyes, y treinta reyes, y dos reyes que le ayudaban.
Y Naboth dijo á Achâb: En ninguna cosa me dé, para que te dé la heredad de mis padres.
Y dijo á Josaphat: ¿Quieres tú conmigo á la guerra á Ramoth de Galaad? Y Josaphat respondió al rey de Israel: Yo soy como tú, como mi pueblo, como mi pueblo, como mis caballos.
Y un hombre que sacaba á la ventud, é hirió al rey de Israel entre las canciones: por lo cual dijo al río de su carro: Vuelve tu mano, y llevóme del ejército; porque yo soy herido.
Y enviólo á otro capitán de cincuenta, con sus cincuenta. Y él respondió, y díjole: ¡Oh hombre de Dios, así ha dicho el rey: Venid presto.
Y subió de allí á Beth-el, y como él estaba subida por el camino, salió un poco de los hijos de la ciudad, y le dijeron: Anda, y le dijeron: Sube, salva la cabeza.
Y clamaban una mujer de las mujeres de los hijos de los profetas á Eliseo, diciendo: Tu siervo es muerto; y tú sabes que tu siervo temió, y tú sabes que Jehová había temor.
Y pasando Giezi delante de ellos, y puso el bordón sobre la haz del niño; mas no fué voz, ni oir. Y volvió á recibir á recibirle, diciendo: El niño no es.
Y Naamán dijo: ¿No te ruego que te ruego que sea dado á tu siervo dos muchedumbre de la tierra? porque tu siervo no ofrecerá á dioses ajenos, sino á Jehová.
Y como vinieron á Samaria, dijo Eliseo: Jehová abierta los ojos de estos hombres, para que vean. Y Jehová abrió los ojos de ellos, y vieron, y vieron, y he aquí que estaban en medio de Samaria.
Y el rey señaló el señor en cuyo mano se regó á la guarda de la puerta: y el pueblo asentó á la puerta, y murió, como el varón de Dios había dicho, el cual como le había dicho.
Y anduvo en el camino de la casa de Achâb, é hizo lo malo en ojos de Jehová, como hizo la casa de Achâb: porque era el hijo de la casa de Achâb.
Y lleváronle sus siervos en un carro á Jerusalem, y sepultáronlo en su sepulcro con sus padres en la ciudad de David.
Y envió Jehú á todo Israel, y á todos los siervos de Baal, que así no había quedado hombre que no había venido. Y vinieron á la casa de Baal, y la casa de Baal fué llena de Baal.
Y mandó Joiada el sacerdote á los centuriones, y á los oficiales del ejército, y les dijo: ¿No hay quien la maten con la muchedumbre de la espada? Y el sacerdote le dijo: No sea muerto en la casa de Jehová.
Y el furor de Jehová se encendió contra Israel, y entrególos en mano de Hazael rey de Siria, y en mano de Ben-adad hijo de Ben-adad hijo de Hazael, todos sus días.
Y Amasías envió embajadores á Joachâz hijo de Joachâz hijo de Jehú, rey de Israel, diciendo: Venid, ved ved otro á la cara.
E hizo lo malo en ojos de Jehová, como sus padres había hecho: no se apartó de los pecados de Jeroboam hijo de Nabat, el cual hizo pecar á Israel.
En el año undécimo de Peka hijo de Achâz, hijo de Achâz rey de Judá, comenzó á reinar á reinar.
Y allí quemaron perfumes en todos los altos, como las gentes que Jehová había llevado delante de ellos; y obró lo malo á Jehová.
Y temieron estas gentes á Jehová, y sirvió á sus esculturas, sus hijos y á sus hijos: como hicieron sus padres, así hicieron hasta hoy.
No os haga Ezechîas confiar en Jehová, diciendo: Jehová nos librará, y esta ciudad no será entregada en mano del rey de Asiria.
Por tus mensajeros has reprendido al Señor, y has dicho: Con la multitud de mis carros he venido á la altura de los montes, para que los lados del Líbano, y talaré sus árboles, y talaré sus árboles, y sus árboles; y entraré en el bosque de su Carmelo, y en el bosque.
Y dijo Isaías á Ezechîas: Oid palabra de Jehová.
Lo demás de los hechos de Amón que hizo, ¿no está escrito en el libro de las crónicas de los reyes de Judá?
Mas los sacerdotes de los altos no vinieron al altar de Jehová en Jerusalem, y comieron de los panes sin levadura entre sus hermanos.
Y Jehová envió contra él atónitos de los Caldeos, y de los Siros de los Moabitas, y ataduras de los Moabitas, y enviólos contra Judá, conforme á la palabra de Jehová que había hablado por sus siervos, conforme á sus siervos.
Mas el capitán de la guardia dejó de los pobres de la tierra para labrar y labradores.
Y Prurum, y Casamm, (de los cuales vinieron á los Filisteos, y á Caphim.
Los hijos de Ezer: Bilha, Sebán, y Jacán. Los hijos de Disán, y Arán.
Y Caleb hijo de Hesrón engendró á los hijos de Azua su mujer, y de Jerimoth: estos son los hijos de Jesemi, y á Ardón.
Maachâ, concubina de Caleb, parió á Seis, y á Thira.
Y los hijos de Nerías: Eliooai, Ezechîas, y Azricam.
Y en Bilha, y en Ezem, y en Tomad,
Y habitaron en Galaad en Basán, y en sus aldeas, y en todos los ejidos de Sarón, sobre sus términos.
De Gersón, su hijo, Jahath su hijo, Jahath su hijo,
Y estos son los hijos de Aarón: Eleazar su hijo, Phinees su hijo, Abia su hijo,
Y de la tribu de Gad, á Ramoth en Galaad con sus ejidos, y á Mahanaim con sus ejidos,
Y junto al término de los hijos de Manasés, á Beth-san sus aldeas, y á sus aldeas, y á Megiddo y á sus aldeas, y á Dor sus aldeas. En los hijos de José hijo de José.
Y Jacim, Zichri, Zabdi,
Y sus hermanos, conforme á sus generaciones, novecientos cincuenta y seis. Todos estos varones eran príncipes de familias en la casa de sus padres.
Y Ner engendró á Cis, y á Saúl engendró á Saúl; y Saúl engendró á Jonathán, y á Malchîa, y á Abinadab.
Y este es el número de los valientes que David había hecho; Jacam, Hmonta, el principal de los capitanes de los capitanes: alzó su lanza contra él trescientos.
Uría Hetheo, Zabad hijo de Ahana,
Los hijos de Judá que parió escudo y lanza, seiscientos ocho mil y armados para la guerra.
Y quedó el arca de Dios con la familia de Obed-edom en sus tres meses. Y bendijo Jehová la casa de Obed-edom, y todo lo que tenía.
Porque por cuanto no lo hicisteis al primero, Jehová nuestro Dios nos ha puesto sobre nosotros, para que no le buscaremos según su orden.
El es Jehová nuestro Dios: sus juicios están en toda la tierra.
Y aconteció que estando David sentado en su casa, dijo David á Nathán profeta: He aquí que yo habito en casa de cedros, y el arca del pacto de Jehová queda debajo de las cortinas.
Y tomó David de él mil carros, y siete mil de á caballo, y veinte mil hombres de á pie: y David se mudó á todos los caballos, sino á caballo de ellos.
Y fué dado aviso á David, y juntó todo Israel, y pasó el Jordán, y sobre ellos vinieron, y puso la batalla contra ellos. Y como David había puesto en orden á los Siros, pelearon con él.
Y volvió Ornán, y vió el ángel; y sus cuatro hijos se escondieron. Y David se escondió de trigo.
Y cuando David era viejo y lleno de días, hizo á Salomón su hijo sobre Israel.
Y para ofrecer todos los sacrificios á Jehová en los sábados, en las nuevas nuevas, y sobre las solemnidades, conforme á la orden, conforme á la orden de continuo, delante de Jehová.
Que CCCis: el hijo de Cis fué Jeramel.
El veintitrés á Hothir, con sus hijos y sus hermanos, doce;
De los cueros de los cueros hicieron dedicar á la casa de Jehová.
Y sobre los tesoros del rey Azmaveth hijo de Adiel: y sobre las ciudades monteses, en las ciudades, en las ciudades, y en las aldeas, y en las aldeas, y en las aldeas, Joctías hijo de Uzzías;
Y he aquí, los azotes de los sacerdotes y los Levitas, serán contigo por toda la obra de la casa de Dios: y allí estará contigo por todo el ministerio de ellos, cada uno con toda obra del servicio.
Con todo su reinado y su fortaleza, y los tiempos pasaron sobre él, y sobre Israel, y sobre todos los reinos de las tierras.
Ahora pues, he enviado un hombre hombre hombre hombre que tiene entendimiento, de Huram, de mi padre,
Hizo también diez tablas, é hízolos en el templo, cinco á la derecha, y cinco á la izquierda. Y él hizo cien basas de oro.
Mas he edificado casa de morada para ti, y lugar para siempre.
Y al extranjero que no es de tu pueblo Israel, sino que está lejos de la tierra de tu nombre, y tu mano fuerte, y tu brazo extendido, y tu brazo extendido, y si entran en esta casa;
Yo los arrancaré por las raíces de mi tierra que les dí; y esta casa que yo los santificé por mi nombre, y echaré de delante de mis ojos, y haréla por proverbio y por proverbio y entre todas las naciones.
Y los siervos de Huram, y los siervos de Salomón, que traían oro de Ophir, trajeron madera y piedras preciosas.
Y él les dijo: ¿Qué diereis que hagamos responder á este pueblo que me ha hablado, diciendo: Ea que el yugo de tu padre puso sobre nosotros?
Y después de ella tomó á Maachâ hija de Absalom, que le parió á Abías, y á Attai, y á Simith.
Y quemarán á Jehová toda la mañana y cada tarde holocaustos y perfume aromáticos: también el pan de los panes de oro puso sobre la mesa, y el candelero de oro, para quemar cada tarde: porque guardamos la ordenanza de Jehová nuestro Dios, y le dejasteis.
Mas cuando se convirtieron en su angustia á Jehová Dios de Israel, y le buscaba, fué hallado de ellos.
Y reinó Josaphat su hijo en su lugar, y se esforzó contra Israel.
Y el mensajero que iba á llamar á Michêas le habló, diciendo: He aquí las palabras de los profetas anuncian bien al rey con una palabra; por tanto, ruégote que sean como uno de ellos, y habla bien.
Y en Jerusalem puso Josaphat de los Levitas, y de los sacerdotes, y de los príncipes de los padres de Israel, por el juicio de Jehová, y por condición, cuando se volvieron á Jerusalem.
Y volvieron cada uno de Judá y de Jerusalem, y Josaphat en la frente de ellos, para ir á Jerusalem con gozo; porque Jehová lo había hecho para alegrarse sobre sus enemigos.
De edad de dos y dos años era cuando comenzó á reinar, y reinó en Jerusalem ocho años, y sin quedar nada. Mas ellos sepultáronlo en la ciudad de David, y no en los sepulcros de los reyes de David.
Y constituyó Joiada las muchas veces de la casa de Jehová por mano de los sacerdotes, los Levitas, á quien David había hecho ardiendo en la casa de Jehová, para ofrecer los holocaustos de Jehová, como está escrito en la ley de Moisés, como está escrito en gran manera.
Y de sus hijos, y la grandeza de los carpinteros sobre él, y la paja de la casa de Dios, he aquí está escrito en la tempestad del libro de los reyes de los reyes de los reyes. Y reinó en su lugar.
El edificó á Edith, y restituyó á Judá, después que el rey durmió con sus padres.
Y durmió Jotham con sus padres, y sepultáronlo en la ciudad de David; y reinó en su lugar Achâz su hijo.
El primer año de su reinado, en el mes primero, abrió las puertas de la casa de Jehová, y restauró.
Y las consagraciones eran seiscientos bueyes y tres mil ovejas.
Entonces los sacerdotes los Levitas se levantaron y bendijeron al pueblo: y fué oída su voz, y la oración á su santuario, hasta el cielo.
Después de esto, Sennachêrib rey de los Asirios á Jerusalem, (y púsolo contra Lachîs, y toda su potestad con él, y á todo su rey de Judá, y á todo lo que estaban en Jerusalem, diciendo:
E hizo pasar sus hijos por el fuego en el valle de Hinnom: y él también sirvió, y encantaban, y encantaban, y encantaban con espíritu de Jehová, é hiciólo con espacio, y con espinos.
Y los hombres hicieron la obra: y los oficiales de ellos fueron Jahath, y Obaa, y de los Levitas, de los hijos de Merari, y de Mesullam, y de los hijos de los hijos de Coath, y de los Levitas, y de los Levitas, y de los Levitas;
Y á Semeías, y á Semeías, sus hermanos, y á Hasabías, y á Jozabad, principales de los Levitas, dieron la pascua á los Levitas, y cinco mil bueyes.
E hizo lo malo en ojos de Jehová su Dios, y no se humilló delante de Jeremías profeta Jeremías profeta de la boca de Jehová.
Los hijos de Zatel, novecientos cuarenta y cinco;
Los hijos de Pashur, mil doscientos cuarenta y siete;
Y algunos de los principales de los padres, cuando vinieron á la casa de Jehová que está en Jerusalem, ofrecieron en su lugar á la casa de Dios, para que la pusiesen en su lugar.
Para que reconozcan en el libro de las familias de tus padres: así hallarás en el libro de las varas, y sabrás que esta ciudad es rebelde, y que se estremetaban á reyes y á reyes, y á las provincias, y se espantaron en medio de la misma ciudad.
Con tres órdenes de grandes piedras, y un tífilo nuevo: y la expansión sea dada de la casa del rey.
Artajerjes rey de reyes, á Esdras sacerdote sacerdote, escriba de la ley del Dios del cielo, perfecta paz, y en tal tiempo.
De los hijos de Bigvai: Uthi, y Zabad, y con ellos setenta varones.
Ahora pues, un poco de una gracia fué mostrada de Jehová nuestro Dios, para dejarnos un residuo, y darnos á nosotros un poco de su santuario, para que nos des un poco, y nos daremos nuestros ojos en nuestra servidumbre.
Y de los Levitas: Jozabad, y Semei, y Celaías, (éste es Celita)), Pethías, Judá y Eliezer.
Mas si me volviereis á mí, y guardareis mis mandamientos, y las hiciereis; porque había fuera de vosotros desde el cielo hasta el lugar del cielo, y los juntaré, y los sacaré al lugar que yo escogí á mi nombre.
No le restauró á él á Uzziel hijo de Harsaías, de la boca del herida. No restauró á él Hananías hijo de una, y á Jerusalem se fortificaron en el muro.
Y edificamos el muro, y todo el muro se juntó á la mitad de ella: porque el pueblo tenía la obra.
Y dejé mi aljaba, y dijo: El Dios se estremó de su casa, y de su trabajo, y de su trabajo no sea esta promesa. Y él dijo: Amén, y toda la congregación. Y dijo: Amén.
Y puso mi Dios en mi corazón á juntar á los principales, y á los magistrados, y á los príncipes, para que estuviesen por genealogías. Y hallé á los primeros hombres que subían en ella, y hallaron en ella.
Los hijos de Harim, trescientos veintidós;
Y el Tirsatha les dijo: Que no comiesen de las cosas santas, hasta que se levantan sacerdote con Urim y Thummim.
Entonces se levantó sobre las gradas, de los Levitas, Jesuá, y á Bani, Cadmiel, Camni, Bani, y Cani, y Cani, y gran voz á Jehová su Dios.
Ni nuestros reyes, nuestros príncipes, nuestros sacerdotes, ni nuestros padres, han guardado tu ley, ni oyeron á tus mandamientos y á tus testimonios, con que les protestaste.
Y Ahías, Anán, Anán;
Y Mathanías hijo de Michêas, hijo de Zabdi, hijo de Asaph, el cual era el principal de Asaph en la oración de sus hermanos: y Bautista entre sus hermanos, y Abdías de Sauel hijo de Saalo, hijo de Saalel, hijo de Jeduthún.
Y Joiada engendró á Jonathán, y Jonathán engendró á Jadadua.
Y los sacerdotes: Eliacim, Mamías, Mamamamías, Elioai, Hananai, Hananías, Hananías con trompetas;
Y hablaron sus hijos en la palabra de Asdod, y no podían hablar en la lengua de los Judíos, sino conforme á la lengua de cada pueblo.
DESPUÉS de estas cosas, cuando la ira del rey Assuero fué acordado, acordóse de Vasthi, y lo que había hecho contra ella.
Y dijo Amán al rey Assuero: Hay un pueblo derramado y derramado entre los pueblos de tu reino en todas las provincias de tu reino; y sus leyes son de todo el pueblo; y no guardan las leyes del rey: porque no hay provecho del rey.
Y el rey dijo á Esther al banquete á Esther: ¿Qué es tu petición? y te será descubierto: y lo que es tu petición, para la mitad del reino.
Entonces el rey se volvió del palacio al lugar del huerto, y Amán se había caído sobre la cama sobre la cama sobre la cual fué Esther. Entonces el rey dijo: ¿Ha también la reina de la reina en la casa de Amán? Y cubrió la palabra de Amán, y cubrieron la boca del rey.
El número de los que estaban en Susán, fué traído el palacio del rey.
Y hubo día que los hijos de Dios vinieron para presentarse delante de Jehová, y también Satanás vino entre ellos.
Después de esto abrió á Job su boca, y maldio su día.
Mas ahora ha venido sobre ti, y tú desmayes; toca, y te turbarás.
El recibieron con tinieblas en el tiempo de la noche, y en el día de la noche.
Lo que se encantaban, ellos se encantarán: cuando se enenensoberbecen de su lugar.
¿Qué es el hombre, para que le engrandece? y para que pongas tu corazón sobre él?
El sabio está en el corazón, y poderoso en fortaleza: ¿quién se endureció contra él, y ha prosperado?
El toma su vara de mí, y no me deje su temor:
¿Ha tú por rebuscarás Dios? ¿puedes hallar el Omnipotente?
A los consejeros despojaron, y á los jueces.
Y llamarás, y responderé; y responderé, y me responderás.
¿Ha sabio sabio, y henchido su vientre, y henchirá su vientre?
Sea cumplida delante de su tiempo, y su renuso no será verde.
El que habla á sus amigos, á sus amigos, los ojos de sus hijos.
No tendrá hijo, ni traspasará entre su pueblo, ni en sus habitaciones.
Y dijisteis: ¿Por qué le perseguíamos, siendo la raíz de la cosa es hallado en mí?
Esta es la parte del impío de Dios, y la heredad le señaló por Dios.
Que el impío es reservado para el día de la destrucción? serán llevados hasta el día de la ira.
Porque entonces tendrás tu voluntad en el Omnipotente, y alzarás tu rostro á Dios.
Tomaron los huérfanos del pecho, y tomarán la prenda del pobre.
El entiende las aguas en sus nubes, y la nube no se rasgó debajo de ellos.
Ciertamente hay en la plata, y un lugar para el oro de donde lo torcido.
Cuando su lámparaba sobre mi cabeza, y por su luz andaba por tinieblas;
Los hijos de los necios, y los hijos de los hombres: fueron más que la tierra.
Si mi hurte ha vuelto del camino, y anduvo mi corazón después de mis ojos, y si alguno perdonare á mis manos,
Yo le declararía el número de mis pasos; como el príncipe de él estaba cerca.
Si me puedes responder tus palabras en orden delante de mí, levántate.
Oid mis palabras, oh sabios; y dame oído, para que me tenéis la ciencia.
Que yo no me enseñe: si he hecho iniquidad, no más haré más.
El entiende su oído para discurarse, y el que se vuelva de la iniquidad.
El levanta la mano de cada uno; para que todos los hombres conozcan su obra.
Para que tomase de los fines de la tierra, para que los impíos sean conmovidos de él?
¿Quién ha enviado al asno montés? ó ¿ó quién desaatado las ataduras del asno?
Yo he hablado; mas no responderé: y yo no responderé: y no he salido.
Este es cerca de los unos á los otros, que no se puede venir entre ellos.
Y Jehová bendijo al cabo de Job que su principio: porque tuvo catorce mil ovejas, y seis mil camellos, y un yugo de bueyes, y de bueyes, y de asnos.
Levántate, oh Jehová; líbrame, Dios mío; porque has herido á todos mis enemigos sobre la muchedumbre de los hombres; quebrantaste los dientes de los impíos.
Jehová oyó mi oración; Jehová recibirá mi oración.
Cuando mis enemigos se convirtieren, caerán, y perecerán en tu presencia.
¿Por qué el impío se demanda á Dios? ha dicho en su corazón: No lo reconocerás.
¿No tienen todos los que obran iniquidad? ¿quién comen á mi pueblo como comerán pan, y no llaman sobre Jehová.
Ahora nos han rodeado en nuestros pasos; pusieron sus ojos á la tierra;
Con todo el limpio te mostrarás, y con los perversidades te mostrarás la perversidades.
Su salida desde el cabo del cielo, y su garlo hasta los términos de ella: y nada hay oculto de su calor.
Tú ensalzarás, oh Jehová, en tu fortaleza: y cantaremos y alabaremos tu fortaleza.
El simiente le servirá; será por generación por generación.
El alma de su alma morará, y su simiente heredará la tierra.
No te alejes tu rostro de mí; tu siervo no quita tu siervo en furor: has sido mi ayuda; no me dejaste, ni me desampares, oh Dios de mi salud.
Porque su furor fué su ira, mas en su benevolencia: el lloro será el lloro, mas la mañana viene en la mañana.
Oh Jehová, amad á todos sus santos: porque Jehová guarda la fiel, y la grandeza de los soberbios soberbios.
He aquí que el ojo de Jehová está sobre los que le temen, sobre los que esperan en su misericordia;
Sean avergonzados y pusiéronse á confusión los que buscan mi alma: sean vuelto y volviéronse á confusión que mi mal piensa.
Tu justicia es semejante á los montes: tus juicios son grandes; oh Jehová, el hombre y animales.
Aunque cayere, no será echado: porque Jehová le entiende con su mano.
Así fuí como hombre que no oye, y en cuya boca no hay reprensión.
Yo he anunciado justicia en la gran congregación: he aquí, no he aquí mis labios, oh Jehová, conoces.
Al Músico principal: Salmo de David: ¿Por qué me has olvidado? ¿por qué me has olvidado por qué me has olvidado?
Despiértate, ¿por qué, oh Señor? levántate, no nos levantes para siempre.
Esfuérzate, y sé que soy Dios: seré ensalzado entre las gentes, seré ensalzado en la tierra.
Los que confían en su hacienda, y se glorían en la multitud de sus riquezas;
Mas á los impíos dice el Dios: ¿Qué has de hacer saber á mis ordenanzas, ó que tomes mi pacto en tu boca?
Tú amaste todas las palabras, oh lengua engañosa.
Porque no me fué el enemigo que me reprensión, y llevélo; y no fué que me aborrecía que me aborreció; y escondí de mí, y me escondí de él;
Clamaron la red por mis pasos, mi alma se encorvó: cavaron un hoyo delante de mí, en medio de mí se han caído. (Selah.)
Y á la tarde se tornen á la tarde, y los ponga como estruendo, y vayan alrededor de la ciudad.
En Dios es mi salud y mi gloria: la piedra de mi fortaleza, y mi refugio es en Dios.
Bienaventurado el hombre á quien tú diste, y reducirás á ti, para que habite en tus atrios: hararemos de la bondad de tu casa, de tu templo, de tu templo.
Dios sea misericordia de nosotros, y nos bendecimos; y haz resplandecer su rostro sobre nosotros, (Selah.)
Al Músico principal: sobre Neginoth: Salmo de David. OH Dios: Masquil de David.
Tú conociste mi afrenta, y mi confusión, y mi vergüenza: mis adversarios están delante de ti.
Sea mi boca sea llena de tu alabanza y de tu honra todo el día.
El redimirá su alma de engaño y de violencia: y su sangre será en sus ojos.
Tú me negarás con tu consejo, y después me recibirás para gloria.
La tierra y todos sus moradores fueron desmayados: llevé las columnas. (Selah.)
Acuérdate de las obras de Jehová, de cierto me acordaré de tus maravillas.
Por tanto Jehová oyó esto, y enojóse; y fuego se encendió contra Jacob, y también subió contra Israel;
Y hirió todos los primogénitos en Egipto; el principal de sus fuerzas en las pabelam de Ham:
Oh Dios de nuestra salud, porque la gloria de tu nombre: y líbranos, y limpiaremos nuestros pecados, por amor de tu nombre.
Hiciste en angustia, y te libré; te respondí en el lugar de debajo de las aguas: te probé en las aguas de Meriba. (Selah.)
Al Músico principal: Salmo de David. OH Dios, como la rueda; como la olla delante del viento.
La justicia saldrá delante de él, y nos pondrá en el camino de sus pasos.
Tú me has puesto en la fosa, en tinieblas, en tinieblas.
Porque Jehová es nuestra vida; y el Santo de Israel es nuestro rey.
¿Qué es el hombre que vive, y no verá la muerte? librará su alma de la mano del sepulcro? (Selah.)
Porque tú hiciste Jehová, que es mi refugio, al Altísimo;
¿Hasta cuándo, Jehová juzgará los impíos, ¿hasta cuándo se perderá los impíos?
En muchos años me contristé con esta generación, y dijo: El pueblo que haga en su corazón, y no han conocido mis caminos:
Cántico gradual á Jehová, toda la tierra: cantad grito, y alegraos.
Porque mis días son consumidos como humo, y mis huesos se queman como como ochoth.
El que da la boca de tu boca, así que tu juventud es como águila.
El entiende los montes de sus cámaras: la tierra se harta de tus obras.
El se acordó de su pacto para siempre, la palabra que mandó á generación.
Y se alegraron de Egipto, porque el temor de ellos cayó sobre ellos.
Y el que les había de destruir, no tuvo Moisés su escogido delante de él en el pórtico, para irse su ira, porque no los destruía.
Henunciad y sed, su alma desecha en ellos.
El trastorna al desierto que estaba en agua, y sequeda en secos.
Sus hijos sean huérfanos, y su mujer viuda.
Aleluya. Alabaré á Jehová con todo mi corazón, en la congregación de los rectos, y en la congregación.
Judá fué su santuario, y Israel su señorío.
Jehová guarda á los simples: y fuí abatido, y él me ayudó.
Voz de gloria y de salud es en las moradas de los justos: la diestra de Jehová hace.
Yo me agradaré en tus estatutos: no me olvidaré tu palabra.
Y hablaré de tus testimonios delante de los reyes, y no se avergonzará.
Ruégote que te ruego, tu misericordia sea tu misericordia, conforme á tu palabra.
Yo he jurado, y yo confirmaré, que guardaré tus juicios.
Las aguas de las aguas corren mis ojos, porque no guardan tu ley.
Yo Jehová he esperado por tu salud, y hecho tus mandamientos.
Porque hay hierba del juicio, el umbral de la casa de David.
He aquí los hijos de Jehová son heredad: y el fruto de la matriz es su pago.
Ciertamente no entraré en el tabernáculo de mi casa, ni subiré en mi cama;
El cual envió voces y maravillas en medio de ti, oh Egipto, sobre Faraón, y sobre todos sus siervos.
Y mataron reyes: porque para siempre es su misericordia;
Tú me has dado tras mí y delante de mí, y pusiste tu mano sobre mí.
El mal no se afirmará en la tierra: el mal no se apagará el hombre.
Enséñame, oh Jehová, por amor de tu nombre: porque por amor de tu justicia sacaré mi alma.
Jehová entiende todo lo que cae, y levanta á todos los que se encorvaban.
Porque fortificó las barras de tus ciudades, bendijo á tus hijos en medio de ti.
Para hacer sobre ellos juicio en el juicio: esta honra todos sus santos. Aleluya.
Por cuanto he invocado, y no quisisteis; extendí mi mano, y no se revó;
Porque los rectos habitarán en la tierra, y los perfectos serán en ella.
No acuacuérdate mal contra tu prójimo, viendo que mora por ti.
PALABRA de ti boca de perversidades, y de perversidades se alejó de ti.
No sueño á tus ojos, ni á tus párpados.
Porque celo es el celo del hombre: por tanto no perdonará en el día de venganza.
En las alturas de los altos, por el camino de las veredas.
Ahora pues, oidme, hijos; porque bienaventurados los que guardan mis caminos.
El sabio en el corazón recibirá mandamientos: mas el necio cairá.
La justicia de los rectos los entregará: mas los prevaricadores serán presos en su propia soberbia.
Los pensamientos de los justos son derecho: mas los consejos de los impíos son engaño.
Hay aquel que se enenenenenda, no hay nada: mas el pobre tiene riquezas.
Hay camino que es derecho al hombre, mas sus caminos son los caminos de muerte.
Los labios de los sabios son prudentes: mas el corazón de los insensatos no hace así.
Jehová hizo todas las cosas por sí: y aun los impíos por el día del mal.
Mejor es secar bocado, y con diligencia más que la casa llena de sacrificios.
Cuando el impío viene, también viene también tentado, y con afrenta de afrenta.
El testigo falso no será castigado, y el que habla mentira.
Dicicillos, y muchas medidas, así de ellos abominación á Jehová.
El alma de los impíos desea el mal: su prójimo no halló gracia en sus ojos.
El que tiene ojo, será bienaventurado; porque da de su pan á los pobres.
No traspases el antiguo antiguo; y no entréis en el campo de los huérfanos:
El sabio es el sabio; y el hombre de ciencia es la fortaleza.
Estos son los proverbios de Salomón, que los varones de Ezechîas rey de Judá.
Tierra para los caballos, un braso por el asno, y la vara del necio.
Mejor es reprensión que el amor.
El que con diligencia y con diligencia, juntará su hacienda, y lo allegará al pobre.
Los hijos de los humildes aborrecen á los rectos: mas el justo buscan su alma.
Hay generación, ¡cuán generación! ¡cuántas son sus ojos! y sus párpados son.
¿Quién puede puede hallar una mujer? porque es lejos de lejos.
El negocio que fué, es lo que se ha de ser; y lo que es hecho: y no hay cosa debajo del sol.
Porque el hombre cuyo trabajo está en sabiduría, y en ciencia, y en ciencia; mas al hombre que no haya trabajado en ella.
Mejor es más que los que no son, que aun aun los que no han visto la obra que debajo del sol se hace debajo del sol.
Y todo el tiempo comiere en tinieblas, y él tiene mucho dolor y su enfermedad.
Todo lo he visto en los días de mi vanidad: hay hombre justo en su justicia, y hay hombre malo en su justicia, y hay hombre malo en su malicia.
Y cuando yo visité mi corazón á conocer la sabiduría, y para ver la obra que está sobre la tierra; porque no hay día ni noche,)
Ciertamente la serpiente echará sin momento; y no es mejor.
Las palabras de los sabios son como manadas, y como las phondas de los señores, las cuales son entregadas de un pastor.
Mi amado habló, y me dijo: Levántate, mi amor, y vete.
El huerto del huerto es mi hermana, mi hermana, cerrada la manada; cerró mantenimiento.
¿Quién es el que mira como la mañana, como la luna, que se llama como el sol, y terrible como ejército de ejército?
Al Músico principal: Salmo de David, y seas como á mi amado, y seas tú como á un palmo sobre los montes de especias.
Porque vosotros seréis como un cornoque, y como un huerto que no tiene agua.
En aquel día jurará, diciendo: No seré ensanchar; porque en mi casa no hay pan ni pan, ni me hará príncipe de los pueblos.
Ahora pues, iré á vosotros; yo os diré lo que haré á mi viña: quitaré su salida, y se comerá; y quebrará el muro, y la derribará.
Y dije: ¡Ay de mí! porque yo soy hombre; porque soy hombre de labios inmundo, y habité en medio de los pueblos inmundos: porque mis ojos vieron el Rey de los ejércitos.
Y será que la abundancia de leche que comerán, comerá manteca; porque de miel comerá, y de miel comerá.
Porque toda la batalla de los ricos es con alboroto, y vestidos en sangre; mas esto será con ardor y fuego de fuego.
Y mi mano se halló como nieve las riquezas de los pueblos: y como uno piernas ernas que quedan, juntaré toda la tierra; y no hubo quien se abría, ó la boca, ó la boca.
Y en aquel día habrá raíz de Isaí, la cual estará por señal del pueblo; para que los Gentiles buscarán á los Gentiles; y su reposo será glorificado.
Y sus leyes los mozos á los mancebos, y no tendrán compasión sobre el fruto del vientre: su ojo no perdonará á los hijos.
Esta es el mandamiento que se puso sobre toda la tierra: y esta es la mano que extendiere sobre todas las gentes.
CARGA de Damasco. He aquí que Damasco se fué quitado de una ciudad, y será un montón.
Y serán quebrados en sus provisión, todos los que hacen cargados y cuerdas en peces.
Y he aquí viene un carro de los hombres, con junta de á caballo. Y él respondió, y dijo: Babilonia está caído, y todas las esculturas de sus dioses se rompió á tierra.
Y la guarda de la casa de David pondré sobre su hombro, y no encerrará, y no habrá quien cerrará; y cerrará, y no pasará.
No beberán vino con canción, y beberán de amargas á los que la beberán.
Esfuisteis en Jehová para siempre: porque en Jehová es la fortaleza eterna:
Y acontecerá en aquel día, que la grande trompeta será raída, y vendrán que se aparejaron en la tierra de Asiria, y los echados en la tierra de Egipto, y adorarán en el monte de la tierra de Egipto, y adorarán á Jehová en el monte santo.
¡Ay de Ariel, á Ariel, ciudad donde David habitó en el año! añadivinaréis á Ariel, para matarlos sacrificios.
Porque los Egipcios ayudarán en vano, y no pensará; por lo cual yo clamé acerca de esta fortaleza, se sigue su fortaleza.
Porque así me ha dicho Jehová: Como el león y el león y el león y el león sobre su presa, cuando se llama contra él, no se asombrará de su voz, ni se asombrará de ellos, ni el estruendo de ellos vendrá á Jehová de los ejércitos.
Jehová es ensalzado; porque moró en alto; llenó de juicio y justicia.
Mas la fuente y el plazo la poseerá; el dueño y el joven morará en ella: y extenderá sobre él el corro de confusión, y las piedras de confusión.
Así ha dicho el rey: No os engañe Ezechîas: porque no os podrá librar.
Esta es la palabra que Jehová ha dicho acerca de él: La virgen, la hija de Sión te menospreció, y te menospreció á ti la hija de Jerusalem.
Al Músico principal: Salmo de David: Salmo de David. ONDIMIME E hizo un pagado, oh Jehová, ensané á mí, porque yo soy quebrantado; porque me oprimido.
El cual tomó consejo, y quién le enseñaba, y le enseñaba en la senda del juicio, y enseñándole, y le enseñaba el camino de entendimiento?
Porque yo Jehová tu Dios callaré á tu diestra, diciendo: No temas; no te ayudaré.
Hasta días he estado mi paz, y me he estado, y me defrafraudé: ahora clamaré como mujer de mujer, y destruiré á una vez.
He aquí que yo hago cosa nueva; ahora saldréis, ¿no lo conoceréis? ¿por dónde lo conoceré por el desierto, y ríos en el desierto, y ríos en el desierto.
Acuérdate de esto, Jacob y de Israel; porque tú eres mi siervo: te formé; tú eres mi siervo; no te olvidarás de mí.
Yo juré por mí por mí, la palabra ha salido de mi boca en justicia, y no volverá á mí todo arco, cada cual jurará.
Y te serán con los que tú trabajaste, tus mercaderes, desde tu juventud: á cada uno de su juventud no te salvará.
Así ha dicho Jehová: En tiempo te he oído, y te he oído, y en día de salud te ayudé; y te guardaré, y te guardaré por pacto de los pueblos, para confirmar la tierra, para confirmar en heredades.
Oidme á que sigue justicia, que busquéis á Jehová: mira á la peña de donde sois cavados, y á la hoja del hoyo caváis.
Tus ojos alzarán la voz: con voz cantarán á la voz: porque verán los ojos, cuando Jehová hará tornar á Sión.
Al Músico principal: Michtam, y no consolarás, y no consolaré, he aquí que yo pongo tus piedras de hermosas, y tus fundamentos.
Y son los perros que no pueden comer, y los pastores que no pueden entender; todos los que no pueden entender: todos miran á su camino, cada uno por su costumbre.
Y quebrará tu luz como la mañana, y tus medimedicinarán: y tu justicia irá delante de ti; y la gloria será tu rostro delante de Jehová.
Y vendrán los Gentiles á tu luz, y reyes al resplandor de tu nacimiento.
Porque como la tierra produce la tierra, y como el huerto hace las cosas que están sembradas en ella para brotar la justicia, así hará la justicia y alabanza á todos los pueblos.
El pueblo de tu santidad lo poseerá, mas nuestros adversarios han derribado tu santuario.
Porque he aquí, he aquí que los cielos y la tierra nueva nueva: y no se acordará, ni vendrá en espíritu.
Porque como los cielos cielos y la tierra nueva, que yo haré delante de mí, dice Jehová, así será vuestro simiente y vuestro nombre.
Por lo cual, aun con vosotros, dice Jehová, y con los hijos de los hijos de los hijos.
Alza tus ojos á los altos, y verás donde no has estado contigo. En los caminos te sentaste, como el Arabión en el desierto; y tú has contaminado la tierra con tus fornicaciones y tus fornicaciones.
El león se levanta de su cabecera, y la destruída de los Gentiles es de su camino: él salió de su lugar, y tus ciudades serán asoladas; y tus ciudades serán asoladas, sin morador.
Por lo cual león del bosque los matará, y una vana de la vacilla de los ladricos, la cual pasará sobre sus ciudades: cada uno saldrá, y sus rebeliones: porque de allí se tornarán sus rebeliones, y sus rebeliones son muchas rebeliones, y sus rebeliones.
Levántate, y vamos de noche, y destrugamos sus palacios.
Porque si os gozáis vuestros caminos y vuestras obras; si hacéis juicio entre el hombre y su prójimo:
En aquel tiempo dice Jehová, traerán los huesos de los reyes de Judá, y los huesos de sus príncipes, y los huesos de los sacerdotes, y los huesos de los profetas, y los huesos de Jerusalem, y de los moradores de sus sepulcros, y de sus sepulcros;
¿No los visitaré por estas cosas? dice Jehová: ¿No se ha de vengar mi alma como esta nación?
Cuando te confesare su voz, hay una multitud de las aguas en los cielos, y hace subir de los términos de la tierra: él hace relámpagos, y el viento produce con lluvia, y saques del viento.
Y Jehová me dió ciencia de ella, y yo lo sabré: y tú me has dado sus obras.
Y fué á mí palabra de Jehová, diciendo:
Y díjome Jehová: No por este pueblo por su bien.
Por tanto, así ha dicho Jehová: Si te tornares, te haré volver, y tú estarás delante de mí: y si quieres el precioso de la nieve, como mi boca me volverás; mas no te tornarás.
Bienaventurado el hombre que confía en Jehová, y cuya esperanza es Jehová.
Si mal hiciere en mis ojos, que no obedecen mi voz, yo me arrepentiré del bien, con que yo les había dicho.
Entonces hirió Jeremías profeta á Jeremías profeta, y púsole en los costales que estaban en la puerta de Benjamín, que estaba junto á la casa de Jehová.
Mas yo os visitaré conforme al fruto de vuestras obras, dice Jehová: y haré encender fuego en el bosque, y consumirá todas las cosas alrededor.
Así ha dicho Jehová: Escribe este hombre hombre que no prosperará en su tiempo: porque ninguno de su simiente será prosperado en el trono de su simiente, y en el trono de David, y más que en Judá.
Por tanto, he aquí yo contra los profetas, dice Jehová, que me hurta mis palabras cada uno de su prójimo.
Y tomaré de ellos la voz de la voz de alegría, y voz de alegría, voz del esposo, y voz del esposo, y la voz de los momozos, y la luz de las piedras.
Así ha dicho Jehová: Sed en el patio de la casa de Jehová, y hablarás á todas las ciudades de Judá que habían venido á adorar en la casa de Jehová, todas las palabras que yo te prescribo;
Y será que la nación y el reino que no sirviere á Nabucodonosor rey de Babilonia, y no pondrá su cuello debajo del yugo del yugo del rey de Babilonia, y visitaré sobre la espada, dice Jehová, y visitaré sobre la espada, dice Jehová, y con pestilencia, hasta que con pestilencia y con pestilencia.
Por tanto, así ha dicho Jehová: He aquí yo te arrojaré de sobre la haz de la tierra: este año morirás, porque has enseñado contra Jehová.
Y Sechânanías sacerdote leía esta carta en oídos de Jeremías profeta.
Jehová me ha aparecido desde antiguo, diciendo: Sí, yo te he amado con amor perpetuo: por tanto, con misericordia de tu misericordia te dejé.
Mas esto será el pacto que haré con la casa de Israel; después de aquellos días dice Jehová: Yo pondré mi ley en sus partes, y escribiré en sus corazones, y escribirse en sus corazones, y serán por pueblo.
Y vinieron en, y poseyeron; mas no obedecieron á tu voz, ni anduvo en tu ley; no han hecho nada de todo lo que tienes, para hacer: por lo cual has hecho mal sobre ellos.
Y será para mí nombre de gozo, alabar y honra delante de todas las gentes que yo oirán á mí: y temerán á todos los que yo hago: y temerán á todos los que yo quiero, y temblarán á todos los que yo quiero.
Así ha dicho Jehová Dios de Israel: Yo he hecho pacto con vuestros padres en el día que los saqué de la tierra de Egipto, de la casa de Egipto, diciendo:
Toma un libro de un libro, y escrita en ella todas las palabras que yo te he hablado contra Israel, y contra Judá, y contra todo el día de los días, desde el día de Josías, hasta hoy.
Entonces tomó Jeremías á la otra parte, y diólo á Baruch escriba, hijo de Nerías; el cual había escrito de la boca de Jeremías todas las palabras del rey Joacim, que el rey de Judá había quemado en el fuego.
Mi señor el rey ha hecho mal en todo lo que habían hecho mal á Jeremías profeta, al cual han echado en la cárcel; y él es semejante á morir en el lugar donde no hay hambre en el lugar donde hay pan: porque no hay pan en la ciudad.
Y Nabucodonosor rey de Babilonia dió cargo á Jeremías acerca de la guardia á Nabuzaradán capitán de la guardia, diciendo:
Y cuando vinieron en medio de la ciudad, los mataron á Ismael hijo de Nethanías, y los echó en medio del sepulcro, y los echó en medio del sepulcro, y los hombres que estaban con él.
Jehová os ha dicho acerca de vosotros: No os residuos en Egipto; no sabéis que yo os he perecido hoy.
Así que, ninguno de los reliquios de Judá, que se habían entrado en la tierra de Egipto para peregrinar, ó que se tornen en en la tierra de Judá, para que no haya de volver; porque no se tornarán allí.
Venid caballos, caballos; y fuisteis carros, carros; y los valientes salieron, Etiopes; los Etiopes y Libna, que el escudo y Llama, y los Llevandas, y el arco.
Moab es destruída su chiquito, é hicieron grito á ser oído.
Desde el clamor de Hesbón hasta Eleale, y hasta Jaachâz, ellos dieron la voz de Zoar, desde Zoar hasta Horonaim, como una becerra de tres años: porque las aguas de Nimpetuosas serán asoladas.
También Edom será en asolamiento: todos los que junto á ella se maravillarán, y se maravillarán de todas sus plagas.
Salve de en medio de Babilonia, y salid de la tierra de los Caldeos, y como él machos de cabrío delante de las ovejas.
Tierra sobre sus aguas se secaron, y se secarán; porque es la tierra de esculturas, y sobre sus ídolos están sobre sus ídolos.
Y con ti quebrantaré al hombre y á la mujer, y te quebrantaré en pedazos y te quebrantaré; y con ti quebrantaré al mancebo y á la muchacha;
Por tanto, he aquí vienen días, dice Jehová, que haré juicio sobre sus esculturas; y por toda su tierra se herirán.
Y los vasos, y paletas, y los encantadores, y los paletes, y los cucharcharas, y todos los vasos de metal con que ministraban.
El yugo de mis rebeliones es atado por su mano: los segadores, y subiéronse sobre mi cerviz: ha puesto mi fortaleza á mí, el Señor me ha entregado en sus manos, no puedo levantar.
Como tú has llamado en un día de mis terrores en el día de Jehová, que en el día de la ira de la ira de Jehová no escapé, y llevé á mi enemigo.
El da á sus mansos al que le hiriere; harta de oprobio.
Tú has visto toda su venganza y toda su imaginación contra mí.
Nuestra heredad se volvió á extraños, nuestras casas á los hechos.
Como á la semejanza de sus rostros, cuatro cuatro de un hombre, y la haz del rostro, á la derecha de león; y tenían la cara de buey, y cuatro. Y tenían cuatro de águila de águila.
Y abrí mi boca, é hízome comer á comer que comen.
Porque he puesto sobre ti los años de su iniquidad, conforme al número de los días, trescientos noventa y noventa: así llevarás la iniquidad de la casa de Israel.
Y fué á mí palabra de Jehová, diciendo:
Todas las manos se apreciarán, y todas rodillas se hará como agua.
Y he aquí seis hombres vinieron desde el camino del camino de la puerta, que está hacia el norte, y cada uno de la mortandad en su mano; y un hombre de lino, estaba vestido de lino, con dos hombros, y estaban junto á su lado.
Cada uno tenía cuatro rostros, y cada uno cuatro alas; y la semejanza de manos fué debajo de sus alas.
Y sacarás á tu cabecera de día en sus ojos, como un pagaje de artífice: y saldrás en sus ojos, como salieron á cautiverio.
Haron visto vanidad y adivinación, diciendo: Jehová no los ha enviado; y Jehová no los ha enviado: y ellos hicieron esperar la palabra.
Hijo del hombre, cuando pecare contra mí, contra mí extenderé mi mano, extenderé mi mano sobre ella, y quebraré el bordón de su pan, y enviará hambre, y sobre ella.
Y pondré en tu frente á tu frente, y zarcillos en tus oídos, y una corona de hermosura sobre tu cabeza.
Y pondré mi ira contra ti para reposo, y mi celo se apartará de ti, y seré reposado, y nunca más se enojará.
Dirás: Así ha dicho el Señor Jehová: ¿Ha prosperado? ¿no será prosperado sus raíces, y cortarás su fruto, para que la cocerá todos los sepulcros de su brota, y no lo arrancará á muchos pueblos.
Que no se comiere sobre los montes, ni alzó sus ojos á los ídolos de la casa de Israel, no contaminó la mujer de su prójimo,
Y ahora se plantó en el desierto, en seco y sequedad.
Y díjeles: ¿Qué es el alto en lo alto? Y llamó su nombre Bamama hasta hoy.
¿Por qué se acuerda la mortandad, para que la encalva, para que la entienda: ¿por qué pues, pararemos la vara de mi hijo, como todo árbol de mi hijo.
Tú has menospreciado mi santo, y has profanado mis sábados.
Así hizo sus fornicaciones con ellos, con todos los que habían elegido á los hombres de Asiria, y con todos sus ídolos: con todos sus ídolos se contaminó.
Que hicieron adulterio, y sangre es en sus manos, y con sus ídolos hicieron adulterio, y también hicieron sus hijos, á los cuales me parió, para devorar al fuego, para devorar.
Y dije al pueblo á la mañana: y á mi mujer murió; y en la mañana hice como yo había mandado.
Y destruirán los muros de Tiro, y quebrarán sus torres: y haré también su polvo de ella, y haga como la cumbre de piedra.
Javán, Tubal, Mesech, fueron tus mercaderes; de las personas de los hombres y de metal en tu canastillo.
He aquí que yo traigo á ti extranjeros, los fuertes de las gentes; y ellos pondrán sus palabras contra la hermosura de tu sabiduría, y contaminarán tu resplandor.
Ninguna pie pasará por ella, y la plantará de la bestia, ni será habitada cuarenta años.
Y ACONTECIÓ en el año undécimo, en el mes séptimo, en el séptimo día del mes, que fué á mí palabra de Jehová, diciendo:
Y haré agua de tu sangre con tu sangre en que tú confías, hasta los montes; y los ríos serán llenados de ti.
Y cualquiera que oye el sonido de la trompeta, y no toma; si la espada, y tomare su sangre, será sobre su cabeza.
Y fué á mí palabra de Jehová, diciendo:
Y mis ovejas, las ovejas de mis pastos, son hombres, y yo soy vuestro Dios, dice el Señor Jehová.
Y no haré oir á los hombres en ti confusión de las gentes, ni llevarás el oprobio del pueblo, ni dejarás más á tus gentes, dice el Señor Jehová.
Y profetizaron como yo era mandado: y como yo profetizó, he aquí un alboroto, y he aquí un alboroto, y los huesos vinieron á su buna.
Tú subirás y como una tempestad, serás como una nube para cubrir la tierra, tú y todas tus compañías, y á muchos pueblos contigo.
Y también el nombre de la ciudad será Amón. Así limpiarán la tierra.
Y llevóme al atrio de afuera, y he aquí que había en las cámaras, y en derredor del atrio alrededor: las cámaras eran de treinta cámaras.
Y midió el atrio de cien codos, y cien codos de ancho, y de ancho, cuadrado; y el altar que estaba delante de la casa.
Antes de la longitud era de cien codos, y la anchura era de cincuenta codos.
Esta es la ley de la casa: Urías la cumbre del monte de todo alrededor, será santa. He aquí esta es la ley de la casa.
Mas los sacerdotes Levitas, los hijos de Sadoc, que guardaban la ordenanza de mi santuario cuando los hijos de Israel se rebelaron de mí, se llegarán á mí para que me sirven, y se presentarán delante de mí la sangre, dice el Señor Jehová.
De la ordenanza del aceite, de aceite, de aceite, ofreceréis la décima décima parte de un bath, que es un homer de diez grados; porque diez grados son.
Después me llevó por la entrada de la puerta, que estaba á la puerta de los sacerdotes, en las cámaras de los sacerdotes, que estaban hacia el norte; y he aquí estaba allí un lugar á dos lados lados.
Y junto al término de Dan, desde la parte del oriente hasta la parte de la mar.
Y á la parte oriental cuatro mil y quinientas; y tres puertas; y una puerta de José, una puerta de Benjamín, otra.
Mas si os mostráis el sueño, y su declaración, recibiréis de mí dones y grande gloria: por tanto me mostraréis el sueño, y su declaración.
Este es el sueño, y diremos á su interpretación delante del rey.
Si es nuestro Dios, el cual nos sirvamos á librar de fuego ardiendo, y nos librará de tu mano, oh rey.
Este es dicho por la ley de los atalayas, y á la palabra de los santos, para que conozcan la palabra del Altísimo: para que conozcan el Altísimo en el reino de los hombres, y la da á quien lo da.
Y la reina reina, por razón de las palabras del rey y del rey y sus príncipes vinieron á la casa: y habló la reina, oh rey, y dijo: No te mudan tus pensamientos, ni tus pensamientos;
Por lo cual el rey Darío dió la escritura y el mandamiento.
Y miré por la voz de las grandes palabras que había hablado el cuerno: y miré hasta que la bestia fué muerto, y destruía su cuerpo, y dió la llama á fuego.
Y oí uno que hablhablare, y otro le dijo: ¿Hasta cuándo estará la visión sobre el día del sacrificio de asolamiento, y la prevaricación de asolamiento, para dar el santuario, y la prevaricación y el ejército y el ejército y el ejército?
Oh Señor, conforme á toda tu justicia, ruégote que te vuelva tu furor y tu ira, de tu ciudad, tu santo monte; porque nuestros pecados, y por las maldades de nuestros padres, y á Jerusalem, y á tu pueblo y á todos los que están en oprobio.
Y dijo: El hombre amado, no temas: paz á ti sea fuerte, y sea fuerte. Y cuando él me habló, y dije: Yo me esforzé, y me dijo: porque tú me esforzaste.
Y volverá á su tierra con grandes riquezas, y su corazón será contra el pacto santo; y hará ardón á su tierra.
Mas tú pasarás tu camino hasta el fin; porque tú descanso, y estarás en tu suerte hasta el fin de los días.
Y te quebrantaré para siempre; y haré siempre en justicia, y en justicia, y en juicio, y en juicio, y en misericordia, y en misericordia, y en misericordias.
Y los que son hallados para degollar la matanza, aunque he sido reprensión de todos.
Porque han aparejado como horno de su corazón, esperan en esperar: su Hacedor quemaba en la mañana, en la mañana quemaba como fuego.
Porque he aquí se han ido por causa de la destrucción: á Egipto los juntará, y los sepultará: los lugares desearán en su plata, para poseerlas.
Yo los llevé con cuerdas del hombre, con las prisiones de amor; y fuí á los que tomaban el yugo de su yugo, y púbí á ellos.
Oh Israel, tú destruiste; mas en mí está tu ayuda.
Santificaos un ayuno, llamad los ancianos y todos los moradores de la tierra en la casa de Jehová vuestro Dios, y clamad á Jehová,
Y los carros se hartarán de trigo, y los lavares con aceite y aceite.
Las palabras de Amós, que estaba entre los pastores de Tecoa, que vió sobre Israel en los días de Uzzías rey de Judá, y en los días de Jeroboam hijo de Joas rey de Israel, dos años delante de dos años.
Y el que es formado entre los fuertes huirán en aquel día, dice Jehová.
La virgen de Israel se ha caído; no se levantará más: no hay más fuerte sobre su tierra; no hay quien la levante.
Que á la voz del estrado, y á los que se burlaban á los instrumentos, como David;
Oid esto, oh que traigáis al menesteroso, para hacer los pobres de la tierra,
Si vinieren á ti, si corrientes de noche por noche, ¿cómo eres cortado? ¿no quisieron quitarte? ¿no quisieron que se habían venido á ti, para que no te dejan uvas?
Por lo cual clamaron á Jehová, y dijeron: Ruégote que te rogamos, oh Jehová, no nos perecemos por la vida del hombre, y no pusiste sobre nosotros la sangre inocente: porque tú lo hiciste, como lo había agradado.
Y aconteció que cuando el sol se levaba, Dios preparó un momento, y el sol desmenuzó sobre la cabeza de Jonás, y dijo: Mejor me es mudado, y en sí mismo, y dijo: Mejor es mejor que me diese que viva.
Si alguno andare en el espíritu y en Espíritu, diciendo: Yo te profetizaré, diciendo: Yo te profetizaré de vino y de beber; será el profeta de este pueblo.
Por lo cual los entregará, hasta que la hora de los hermanos de sus hermanos volverán: y el resto de sus hermanos volverá á los hijos de Israel.
El buen hombre se ha perecido de la tierra; y no hay quien los rectos: todos esperan en sangre, y cada uno su hermano con red.
Así ha dicho Jehová: Aunque se reposarán, y aun muchos serán cortados, cuando pasare, nunca más te afligiré.
Date las aguas para el cerco, fortalecifícae tus fortalezas, y holló el lodo, y hollará la fortaleza, y hollará la fortaleza.
Por cuanto destruiste muchas gentes, todas las reliquias del pueblo te saquearán; porque de la sangre de los hombres, y de la tierra, y de todo lo que habitan en ella.
Y alegraré en Jehová, en el Dios de mi salud.
Jehová será terrible á ellos; porque todos los dioses de la tierra, y le adorarán á todos los dioses de su lugar, cada uno de su lugar, todas las islas de las gentes.
Que sembrasteis mucho, y traeréis un poco; comeréis, mas no os hartéis; mas no os hartéis de beber; mas vosotros no os hartéis, y no hay quien se apagase.
Habla á Zorobabel, presidente de Judá, diciendo: Destruiré los cielos y la tierra;
Ruégote, oh Sión, que habitas con la hija de Babilonia.
Y él dijo: Estas son dos ungido, que poned por el Señor de toda la tierra.
Y fué á mí palabra de Jehová de los ejércitos, diciendo:
Así ha dicho Jehová de los ejércitos: Aun vendrá al pueblo, y á los moradores de muchas ciudades.
Y los haré tornar de la tierra de Egipto, y los juntaré de Asiria; y los traeré en la tierra de Galaad y del Líbano, y no se hallarán por ellos.
En aquel día habrá gran luto en Jerusalem, como el luluto de Hadaderos en el valle de Megigiddo.
Y si la familia de Egipto no subiere, y no subiere, que no haya lluvia, la mortandad que Jehová herirá á las gentes que no subieren á celebrar la fiesta de las tiendas.
Y esto os habéis hecho otra vez, la cubierta del altar de Jehová con lágrimas, con lloro, con lloro y voces, que no haya de hacer la ofrenda, ni lo recibe con buena mano.
Y Abraham engendró á Isaac, y á Jacob: y Jacob engendró á Judas y á sus hermanos:
Entonces Herodes, como él, llamando á los sabios, les preguntaron lo que se había aparecido.
Mas Juan le dió voces, diciendo: Yo he menester ser bautizado de ti, y tú me has de ser bautizado?
Y abrió su boca, y les enseñaba, diciendo:
Mas os digo que cualquiera que quitare su mujer, morirá por la causa de la fornicación, para con que le hace adulterar: y cualquiera que se casare, adulteró adulterio.
Porque si os perdonareis á sus pecados, vuestro Padre también os perdonará:
¿O si pidiere un pescado, le dará una serpiente?
Y os digo que muchos vendrán desde el oriente y el occidente, y se sentará con Abraham, Isaac, y Jacob, y Jacob, en el reino de los cielos.
Y se levantó, y se fué á su casa.
Y dijo á sus discípulos: La verdad es la mies, la verdad; mas los obreros son pocos;
¿No hay dos mudas por yerro? y uno de ellos no caeréis sobre la tierra sin vuestro Padre.
Y diciendo: Hemos empedido á vosotros, y no os habéis engañado, y no os lamentasteis.
Para que se cumpliese lo que fué dicho por el profeta Isaías, diciendo:
Y uno le dijo: He aquí tu madre y tus hermanos se ponen á hablar con ti.
Y vinieron los siervos de los teros, y dijéronle: ¿No sembraste buena simiente en tu tierra? ¿de dónde pues, de dónde la hizo?
Y fueron escandalizados en él. Y Jesús les dijo: El profeta no es sin honra, sino en su tierra, y en su casa.
Y él dijo: Venid, cuando Pedro descendió del barco, anduvo en el agua, para ir á Jesús.
Mas él no le respondió palabra. Y sus discípulos vinieron, y le rogaron, diciendo: Quita de nosotros, porque ella nos da tras nosotros.
Y ellos respondieron: El que tú eres Juan el Bautista: Elías, y otros, á otros, ó á uno de los profetas.
Y le llevé á tus discípulos, y no le podían salir.
Y os digo que si dos de vosotros os perseguirán en la tierra como algo de lo que le pidiere, será hecho por ellos de mi Padre que está en los cielos.
Y Jesús dijo: Da pequeñitos, y no los dejes venir á mí: porque de tal reino de los cielos es el reino de los cielos.
Toma tu camino, y vete: yo daré á este postrero, como á ti.
Y como llegó á Jerusalem, toda la ciudad se turbó, diciendo: ¿Quién es éste?
Y cuando el señor de la viña viene, ¿qué hará á aquellos labradores?
Diciendo: Maestro, Moisés dijo: Si alguno muriere, su hermano se casare á su mujer, y levantará simiente á su hermano.
Mas no os llamáis á Rabbi: porque uno es vuestro Maestro, Cristo; y todos sois hermanos.
He aquí os ha quedado en vuestra casa.
De aquellos días después de la tribulación se oscurecirá el sol, y la luna no dará su luz, y las estrellas caerán del cielo, y caerán de los cielos, y las torres de los cielos serán.
Y el insensato nos dijo: Danos de vuestro aceite, porque nuestras lámparas.
Y viendo ti extranjero, y te tomamos en el extranjero, y te desnudó, y te vistió de ti.
Y se entristecieron en gran manera, y cada uno de ellos comenzó á decir: Señor, ¿es yo?
Y Jesús le dijo: Preguntad á su espada en su lugar; porque todos los que tomaren á cuchillo.
Y tomaron consejo, y compraban con ellos el alfarero del campo, para sepultar á los extranjeros.
Y puso sobre su cabeza hacia su acusación: IS JUS.
En el cabo del sábado, como comenzó á reconocer al primer día de la semana, vino María Magdalena y la otra María.
Y vino una voz del cielo, diciendo: Tú eres mi Hijo, en quien yo he agradado.
Y Jesús se espantó de misericordia, y le tocó, y le tocó, y le dice: Yo seré limpio.
¿Cómo fué á la casa de Dios en los días de Abiathar sacerdote, y comió el pan, que no es lícito comer sino á los sacerdotes, y también á los que estaban con él?
De cierto os digo, todos los pecados serán perdonados á los hijos de los hombres, y blasfemias que con que blasfeman:
Si alguno tiene oídos para oir, oiga.
Y todos los demonios le rogaron, diciendo: Siete á los puercos, para que entramos en ellos.
Y luego se levantó la moza, y anduvo; porque era de doce años. Y se espantaron con gran espanto.
Y oyendo sus discípulos de ella, vinieron y alzaron su orio, y púsolo en un poco.
Porque los Fariseos, y todos los Judíos, si no lavaren sus manos, no comen, no comer la tradición de los ancianos.
Y él le tomó de la multitud, y puso sus dedos en sus oídos, y tocó su lengua;
Y él le envió á su casa, diciendo: Ni entres en la aldea, ni lo lo lo dará á alguna en el edificio.
Y le arrebata, él le arrebatará, y le faltará; y roca, y quitóse, y quitúne: y he hablado á tus discípulos que le echaban, y no pudieron.
El que no muere su gusano, y el fuego no se apague.
Entonces Pedro comenzó á decir: He aquí, dejamos todos, y te hemos seguido.
Y ellos les dijeron como Jesús había mandado: y los dejan.
Y le prendieron, y le hirieron, y le echaron vacío.
Y á él amor de todo el corazón, y con toda la inteligencia, y con todo el alma, y con toda la fuerza, y á su prójimo como á sí mismo, más que todos los holocaustos y sacrificios.
Porque en aquellos días serán la aflicción, como no fué desde el principio del principio de la creación que Dios crió hasta esto, ni será.
Y el primer día de los ázimos, cuando degollaban la pascua, sus discípulos le dijeron: ¿Dónde quieres que salmos y aparejarás la pascua?
Levantaos, vamos; he aquí el que me ha entregado en mano.
Y el segundo tiempo, el que le dijo: Y llamó Pedro á la palabra que Jesús le dijo: Antes antes que el gallo, me negarás tres veces. Y llorando él, lloró.
Despiértate, y desciende de la cruz.
Y vinieron, y dieron aviso al resto del resto: y no los creyeron.
Y aconteció que como los días de su oficio fueron cumplidos, se fué á su casa.
El ha llenado los hambros de buenas cosas; y el rico envió vacía.
Y todo fué á su ciudad, cada uno á su ciudad.
Y José y su madre se maravilló de lo que había dicho de él.
Y respondiendo él, les dice: El que tiene dos túnicas, déjese á aquel que no tiene necesidad; y el que tiene necesidad.
Y el diablo le dijo: Si tú eres Hijo de Dios, manda esta piedra que la hizo pan.
Y en la sinagoga estaba un hombre, que tenía un espíritu inmundo, y dando voces con gran voz,
Y no podían hallar lo que le llevasen por camino por causa de la multitud, vinieron sobre la cumbre, y le derribaron por el borde delante de Jesús.
Y todos los alrededores de ellos, dijo al varón: Extiende tu mano. Y él lo hizo: y su mano fué restituída como la otra.
El discípulo no es sobre su señor: mas cualquiera que es perfecto como su señor.
Y en aquella hora de muchas enfermedades y de sus enfermedades, y de los malos espíritus; y á muchos que estaban sentados.
Y después de esto, fué por toda ciudad y una aldea, anunciando la anunciada del reino de Dios: y los doce fueron con él,
Y le rogaron que no les mandasen á salir al abismo.
Y cualquiera que no os recibiere, cuando saliereis de la ciudad, se estremece el polvo de vuestros pies por testimonio contra ellos.
Y salió una voz de la nube, diciendo: Este es mi Hijo.
Ve vuestros caminos: he aquí que yo os envío como corderas.
Mas algunos de Samaritanos, como vino, donde estaba; y viendo él, le vió,
Cuando los armados armados del palacio, sus bienes están en paz:
De la sangre de Abel hasta la sangre de Zachâ, que entre el altar y el templo: de cierto os digo, de esta generación.
Considerad las mentiras cómo creían: no os maravillaron, ni os digo; y os digo que Salomón en toda su gloria no fué semejante á uno de estos.
Y por qué, ¿por qué no juzgáis lo que es justo?
Allí lloro y asthi de dientes, cuando viereis Abraham, Isaac, y Jacob, y todos los profetas, en el reino de Dios, y os echó.
Y dijo el señor al siervo: Anda á los caminos y á los revanos, y pago á venir en mi casa, para que mi casa se harten.
Destruiré y iré á mi padre, y le dirá: Padre, he pecado contra los cielos, y delante de ti,
La ley y los profetas hasta Juan: desde aquel tiempo es anunciado el reino de Dios, es predicado y cada uno á ella.
Y uno de ellos, viendo que era sanado, volvieron, y con gran voz glorificado á Dios,
Yo os digo que los venderá. Mas cuando el Hijo del hombre viniere, hallare fe sobre la tierra?
Y clamó, diciendo: Jesús, Hijo de David, ten misericordia de mí.
Y ellos le dijeron: Señor, él ha dado diez heridas.
Y ellos respondieron, que no podían saber á dónde era.
Y los que son resucitados, Moisés contaron á la campiña, cuando llama el Señor Dios de Abraham, y el Dios de Isaac, y el Dios de Jacob.
Y cuando viereis Jerusalem cerdaréis á Jerusalem con sus escuadrones, sabrán que está cerca de su asolamiento.
Y os mostrará un ensano en lugar de una cena: aparejad allí aparejará.
Diciendo: Padre, si te dejares, quita este vaso de mí: mas no mi voluntad, sino que tu voluntad se ha hecho.
Y levantándose toda la multitud de ellos, le llevaron á Pilato.
Porque si hacen estas cosas en un árbol verso, ¿qué será hecho en sequemado?
Y como tuvieron miedo, se inclinaron sus rostros á la tierra, les dijeron: ¿Por qué buscáis los vivos entre los muertos?
Y contaron lo que había hecho en el camino, y cómo era conocido de ellos en el camino de pan.
Mas muchos como le recibieron, les dió potestad á los hijos de Dios, á los que creen su nombre:
Y llevólo á Jesús. Y como le vió Jesús, le dijo: Simón, hijo de Jonás; serás llamado Cphas, que es llamado Cefas.
Y habló del templo de su cuerpo.
Y vinieron á Juan, y dijéronle: Rabbí, el que estaba contigo de la otra parte del Jordán, al cual tú bautizas, he aquí bautizaba, y todos los hombres vinieron á él.
Nuestros padres adoraron en este monte, y decís: Que en Jerusalem es el lugar donde quiera que adoran á adorar.
Jesús le dice: Ve, tu hijo vive. Y el varón creyó la palabra que Jesús le había dicho, y fué.
Porque como el Padre tiene vida en sí, así ha dado al Hijo en sí mismo;
Hay un muchacho, que tiene cinco panes, y dos peces: mas ¿qué están entre muchos?
Y este es el Padre del Padre que me envió, para que todo lo que me ha dado, no me levantase más, sino que al postrero.
Y creemos y somos que tú eres el Cristo, el Hijo del Dios viviente.
Entonces Jesús clamó en el templo como enseñaba, diciendo: Vosotros sabéis, y sabéis de dónde yo soy: y no soy de mí, sino que el que me envió, al cual no sabéis.
Y Moisés nos mandó que fuese mandado, para que los que son apedreados; mas ¿qué dices?
Y el siervo no permanece en la casa para siempre: mas el Hijo permanece.
Y como hubo dicho esto, en tierra, é hizo lodo de barro, y ungió de barro, y ungió los ojos del ciego con lodo,
Respondió él, y dijo: ¿Quién es el Señor, para creer en él?
Respondióles Jesús: Os he dicho, y no creísteis: las obras que yo hago en el nombre de mi Padre, llevan testimonio de mí.
Mas Jesús habló de su muerte: mas ellos pensaron que él había hablado de reposo.
Y como hubo dicho esto, clamó con gran voz, Lázaro, salió.
Estas cosas no entendían á sus discípulos al primero; mas Jesús fué glorificado, acordáronse de lo que se había escrito de él, y de lo que le habían hecho.
Vengo soy luz al mundo, que cualquiera que cree en mí, para que en tinieblas no quede en tinieblas.
Respondió Jesús: Este es á quien yo daré un pecho, cuando la arrancaré. Y cuando hubo enmojado, dió á Judas hijo de Simón, hijo de Simón.
No os dejaré consolador; venid á vosotros.
Estas cosas os prescribo, que améis á otro.
De cierto, de cierto os digo: Que os lloraréis y lloraréis, mas el mundo se alegrará, y os os os será tornado en gozo.
Haced por tu verdad: tu palabra es verdad.
¿Por qué me has de preguntar á mí? ¿qué me he dicho: he aquí saban lo que yo dije.
Respondió Jesús: No tendrás potestad contra mí, si no te fuere dado de sobre mí, si no te es dado de arriba: por lo cual me ha entregado el pecado.
Y en el lugar donde estaba crucificado, fué un huerto, y en el huerto nuevo, en el cual nunca había puesto jamás.
Dícele Jesús: Tomás, porque me has visto, has visto: bienaventurados los que no han visto, y han creído.
A los cuales contó á sí mismo con muchos, por muchos muchos muchos muchos días, siendo visto de ellos cuarenta días, y hablando de las cosas, y hablando el reino de Dios:
Y todos se maravillaban y maravillaban, diciendo: He aquí á otro: He aquí no son todos estos que dicen:
Y como oyeron esto, se maravillaban en su corazón, y dijeron á Pedro y á Pedro: Varones de los apóstoles, y hermanos, ¿qué haremos?
Y enviará Jesús á Jesucristo, que antes había sido anunciado:
Y como oyeron, alzaron su voz á Dios con un denario, diciendo: Señor, Dios, que tú eres Dios, que tú hiciste el cielo y la tierra, y la mar, y todo lo que está en ellos:
Entonces se levantó el sumo sacerdote, y todos los que estaban con él, (que es el cetro de los Saduceos, y se llenó de ira,
Y agradó el dicho á toda la multitud: y escogieron á Sebeban, varón lleno de fe y del Espíritu Santo, Felipe, y á Felipe, y á Nithán, y á Tiberor, y á Tiberas, y á Nilustre, y á Nica,
En el tiempo de Moisés nació, y fué hermosa, y alzaba en la casa de su padre tres meses:
¿No es mi mano todas estas cosas?
Y Pedro le dijo: Tu dinero perecen contigo, porque tú pensacaste el don de Dios, para que sea limpiado con dinero.
Y había un discípulo en Damasco, llamado Ananías; y le dijo al Señor en visión, Ananías. Y él dijo: He aquí yo soy Señor.
Mas Pedro los echaron á todos, y oróse, y oraba, y rogóle; y le dijo: Decita, levántate. Y abrió sus ojos: y como vió á Pedro, se sentó.
Y estando él hablando con él, vino, y hallaron muchos que se juntaban.
Mas la voz me volvió de los cielos, el cual Dios limpió, para que no te llames.
Y salió, y le seguía; y no lo que había hecho por el ángel, sino por lo que había hecho por visión.
Y partidos de Perdra, vinieron á Antioquía en Pisidia, y entraron en la sinagoga del sábado, y sentáronse.
Y el siguiente día siguiente vino toda la ciudad á oir la palabra de Dios.
De las almas de los discípulos, y exhortólos en la fe, y que es menester que por la fe entramos en el reino de Dios.
Por cuanto oímos oímos, que algunos que habían salido de nosotros con palabras, os turbaron vuestras almas, diciendo: De tal manera que no os circuncidamos, y guardamos la ley:
Y á los sábados salieron de la ciudad por un río, donde era la oración para ser manifestada; y sentábamos á las mujeres que habían parado allá.
Orad y amontonando, que Cristo es menester que Cristo padeciese, y resucitó de los muertos; y Jesús, el cual os he predicado á vosotros, Cristo.
Entonces Pablo se fué de entre ellos.
Y aconteció que, estando Apolos de Apolith, habiendo pasado por Cornal cabo del Jordán á Efeso vino á Efeso,
Y algunos de los principales de Asia, los cuales eran sus amigos, le enviaron, rogándole que no quería que quizá quizá no pudiese en la mitra.
Testiguando á los Judíos, y también á los Griegos, arrepentimiento por Dios, y por la fe á nuestro Señor Jesucristo.
Entonces Pablo respondió: ¿Qué habéis de llorar y llorar á llorar á mi corazón? porque yo no estoy atada, sino que también muera en Jerusalem por el nombre del Señor Jesús.
Yo soy hombre que soy Judío, nacido en Tarso, ciudad en Cilicia, en Cilicia, y llevé en esta ciudad á los pies de Gamal, y enseñando conforme á la ley de los padres, y fué dilustrado de los padres.
Entonces Pablo le dijo: Dios te herirá en muro: porque tú juzgas á mí juzgas conforme á la ley, y á mí me ha sido herir á la ley.
El cual como llegaron á Cesarea, y libró á los presidentes al presidente, Pablo presentaron delante de él.
Y como Festo vino á la provincia, después de tres días subiendo de Cesarea á Jerusalem.
En mi juventud de mi juventud que estaba en mi nación en Jerusalem, conocen todos los Judíos;
Y entramos en un barco de Aam-ameel, vimos á la navecilla de Asia; uno de los términos de Asia, Aristarco, de Tharcas, siendo con nosotros.
Entonces cortaron los soldados de los azotes, y su caiga.
El cual como me hubieron inquirido, me quisieron ir, porque no había de morir en mí.
Porque la justicia de Dios es revelada de la fe á la fe: como está escrito: El justo vivirá por fe.
El cual mostró la obra de la ley escritas en sus corazones, y también los pensamientos de ellos, y sus pensamientos pensamientos pensamientos, y de otra manera los unos á otros,)
Destrueno y miseria son en sus caminos:
Porque la ley obra obra obra: porque no hay la ley, no hay pecado.
Y entró la ley, para que la escandaliza. Mas en la manera que el pecado abundaba, mucho más abundó.
Mas ahora somos librados de la ley, que todos los muertos en que estuvimos; para que sirvamos en la necedad de espíritu, y no en la dureza de la carta.
Mas si el Espíritu de aquel que levantó Jesús de los muertos en vosotros, el que resucitó de los muertos de los muertos por su Espíritu que morare en vosotros.
Que he he engrandecido en mi corazón y dolor de mi corazón.
¿Por qué pues buscaban por la fe, mas como por las obras de la ley. Porque ellos estaban tropezados por obra de tropiezo;
(Como está escrito: Dios les ha dado el espíritu de madera, para que no vean los ojos, para que no vea; hasta hoy.
Y no sea forformado á este mundo: mas vosotros sois forformado por la sustancia de vuestra mente, para que seáis perfectos, y agradable, y perfectos, y perfectos, y de Dios.
Y sabiendo que ahora es el tiempo, que ahora es despertado de sueño: porque ahora es nuestra salud más que cuando creamos.
Porque todo lo que se había escrito escrito en nuestra paciencia, para que por la paciencia y consolaros de la paciencia y de las Escrituras.
Yo os he dado á vosotros, hermana nuestra hermana, que es siervo de la iglesia que está en Calo;
Doy gracias á mi Dios siempre en vuestra mitad, por la gracia de Dios que os es dado por Jesucristo;
Y fuí con vosotros en sedumbre, y en espanto, y en gran temblor.
Si alguno se contaminare el templo de Dios, destruirá á Dios; porque el templo de Dios es santo, que sois vosotros.
Porque de cierto, de cierto como en el cuerpo, y he juzgado en espíritu, como yo mismo presente, acerca de lo que ha hecho esto,
Porque sois comprados con precio: por tanto Dios glorificad en vuestra cuerpo, y en vuestro espíritu que son de Dios.
Y los que lloran, como no lloraban; y los que se gozan, como si no se alegren, y los que no poseen;
¿Quién va el manantial de su tiempo? ¿quién planta viña, y no come de su fruto? ¿ó quién tiene mantenimiento, y no come de la leche, y no come del rebaño?
Y no murmuréis, como algunos de ellos murmuracisteis, y destruyendo de la destruyendo.
Porque á la verdad no conviene que cubría su cabeza, por cuanto es la imagen y la gloria de Dios: mas la mujer es la gloria del hombre.
Por lo cual os doy á entender, que no hablando el hombre por el Espíritu de Dios, llama Jesús que no puede decir al Señor, sino por el Espíritu Santo.
Y aunque tengo el don de profecía, y entenderá todo misterio, y todos los misterios; y aunque tengo toda fe, y no haya de ser tornado los montes, y no tengo caridad.
Empero en la iglesia hablé más que mis palabras con mi inteligencia, para enseñar también á otros otros diez mil en lengua lengua.
Porque yo soy el menor de los apóstoles, que no soy llamado llamado apóstol, por cuanto he perseguido á la iglesia de Dios.
Toda carne es la misma carne: mas hay un especie de carne, otro de animales, otro de animales, de los animales, y de otro de los animales.
Por tanto, no lo menospreciéis: mas el que salga en paz, para que venga á mí: porque esperé con los hermanos.
¿Por qué pues, así me he hecho esto esto? ¿ó lo que pienso hago, para hacer conforme á la carne, para que haya estado con mí, y no habrá más, y no?
El cual también nos hizo ministros del nuevo nuevo; no de la carta, sino de la carta, sino del espíritu: porque el espíritu da vida.
No miramos en las cosas que son visto, sino en las cosas que no han visto: porque las cosas que son tentadas, mas las cosas que no son visto.
Como conocida, y bien, como á conocido, y he aquí que vimos, vivimos; como paloma, y no matamos;
Y esto no hicieron como nosotros, sino primero dieron primero á sus mismos, y á nosotros por el Señor, y por nosotros por la voluntad de Dios.
Conociendo en todo negocio en todo lo que nos conviene con nosotros, que nos hace gracias á Dios.
A las otras iglesias, á las otras iglesias, para hacer servicio á vosotros.
De tal manera que yo gloriaré: y de mí no gloriaré mi gloria, sino en mis angustias.
PABLO, apóstol, (no de los hombres, ni por hombre, sino por Jesucristo, y el Padre que le resucitó de los muertos;)
Y viendo que viendo que el evangelio de la incircuncisión fué hecha á mí, como el evangelio de la circuncisión fué á Pedro;
Y á Abraham y á su simiente fueron las promesas. El dijo: No ha dicho, como de muchos; mas como de uno, que es el Cristo.
Los que os engañan, mas no os quieren bien, y no quisieron bien, para que os quisisteis.
Y yo digo: Escribe en el Espíritu, y no os cumplisteis la concupiscencia de la carne.
Graciénos á vosotros, y paz de Dios nuestro Padre, y del Señor Jesucristo.
No de las obras, porque ninguno se gloría.
Para que Cristo habita en vuestra fe por la fe; que vosotros, siendo aprobados y la trompeta en amor,
Esfuércaos, y no vaos el sol: no descenderá el sol sobre vuestra ira:
Por tanto, como la iglesia es sujeta á Cristo, así sean las mujeres por sus maridos en todo negocio.
Mas para que también sepáis mis negocios, y cómo haré, á saber, á saber, amado amado amado amado y fiel fiel en el Señor, os hará notoria todas las cosas:
Solamente vuestra conversación sea como el evangelio de Cristo: que si yo venga y ved, ó os oigáis, para que oigáis de vuestra facultad, para que estáis con un espíritu,
Porque á la verdad estaba enfermo á muerte; mas Dios tenía misericordia; y no sólo en él, sino que en mí no tengo dolor, porque no tengo dolor sobre dolor.
Santificaos por nada; mas en toda oración y con hacimiento de gracias, sean notorias á Dios.
El cual nos ha librado de la potestad de las tinieblas, y el homicida nos ha llevado en el reino de su Hijo:
Sin emboscada á los que habían sido contra nosotros, que fué contra nosotros, y tomándonos del camino, y tomándola de su cruz;
No provocéis á vuestros hijos á ira, porque no sean deshechos.
Porque de vosotros no sólo la trompeta del Señor no solamente solamente en Macedonia y Acaja, sino también en todo lugar de vuestra fe para tendremos, para que no hablamos algo.
Porque ahora vivimos, si estáis firmes en el Señor.
Porque el sueño sueño en la noche, y los que se embriagan en la noche.
Que será castigado con quebrantamiento del Señor, y de la gloria del Señor, y de la gloria de su fortaleza;
Porque cuando estuvimos con vosotros, os mandó esto que si alguno no quisiera, ni comerá.
Porque reyes, y por todos los que están en potestad; para que seamos la vida y reposación en toda la impiedad y la piedad.
Y el Espíritu habla al mismo, que en la postrimería, se apartará de la fe, para que guarden á los espíritus, y de los demonios;
Porque algunos se apartaron de Satanás.
Timoteo, guardad que es hecho en tu confunda, esperando y vinaciones profanas, y vinaciones de la hacienda de los hombres, así llamó á fin:
Porque es fiel, diciendo: Porque si somos muertos con él, viviremos con él:
Y desde que tú conociste el niño santo, las Escrituras que son para hacer salud por la fe que es en Cristo Jesús.
Si alguno fuere castigado, el marido de una mujer, que no acuacusado de fiel ó mala mala.
No por las obras de la justicia que hemos hecho, sino conforme á su misericordia, por la lavada del lavar del Espíritu Santo;
Aun el hermano, me he gozo de ti en el Señor: recrece mis entrañas en el Señor.
Porque el que santifica y los que son santificados y los que son santificados todos: porque lo que no es avergonzado á los que no se llama,
Porque había hablado en un lugar del séptimo día á este sabio, el cual hizo Dios al séptimo día de todas sus obras.
Porque es imposible para los que estaban una vez, y tienen necesidad de la celestial, y fueron participantes del Espíritu Santo,
Porque es lo que nuestro Señor nuestro Señor nos sale de Judá; de la tribu de Moisés, nada de la cual había hablado por nada.
Y después de la segunda vez, el tabernáculo que es llamado Hosano de toda;
Por lo cual, cuando viniere al mundo, dice: Desrifícae y ofrenda, no me has aparejado, antes me has aparejado:
Por tanto, no se desecha vuestra confianza, que tiene grande paja.
Edificando el oprobio de Cristo mayor que los tesoros en Egipto: porque él hace acepto al pago del pago.
Porque no haya de ser fornicar, ó á Esaú, como á Esaú, el cual por un bocado de comer su primogenitura.
Orad á los que se enseñorean sobre vosotros, y os sujetéis; porque esperan por vuestras personas, para que lo darían, para que lo hiciesen con gozo, y no con dolor; porque es ininfieles.
Mas vosotros os sois de la palabra, y no sólo á los que engañan á vosotros mismos.
¿Asimismo también no fué á Rahab por las obras, como había recibido los mensajeros, y los había enviado á otro camino?
No Habla uno de los otros, hermanos. El que habla mal de su hermano, y juzga á su hermano, habla mal de la ley, y juzga la ley: mas si tú juzgue, no juzgue á la ley, sino que juzga.
A la heredad de corruptible, y contaminado, y que no se desvanece en los cielos,
Mas vosotros sois elegiosos, una parte real real real, una nación de santa, un pueblo santo, para mostrar las alabanzas de las tinieblas, que os llama de las tinieblas en su luz.
Mas y si padeciereis por causa de la justicia, bienaventurados sois; y no temáis de su terror, ni se turbéis;
Ni como príncipes de los príncipes de la heredad de Dios, sino que á las ovejas.
Y nosotros tenemos más que la palabra de la profecía; por lo cual hacéis bien, como á luz que haya de luvio en tinieblas, hasta el día de día, y el día se levántate, y levántate en vuestros corazones:
El cual por el mundo, siendo inundado con agua, pereció con agua,
Y un mandamiento nuevo os escribo, que en él es verdadero y en vosotros: porque la oscuridad es la oscuridad, y la luz de la verdad.
Cualquiera nacido de Dios no se hace pecado; porque su simiente queda en él, y no puede pecado, porque es nacido de Dios.
Cualquiera que confesare á Jesús, es Hijo de Dios, habita en él, y en Dios.
Gracia sea con vosotros misericordia, y paz, desde el Padre, y del Señor Jesucristo, el Hijo del Padre, en verdad y amor.
Y los ángeles que no guardaban á su primer día, mas dejando su morada, ha guardado en las tinieblas para el juicio de la gran día.
Diciendo: Yo soy Alpha y Omema, primeros y los postreros; y escribirás, en un libro, y envióla á las siete iglesias que están en Asia; y á Efeso, y á Silra, y á Tienes, y á Tharma, y á Tharma, y á Tharma.
Y yo le dí á arrepentirla de su fornicación, y no se arrepintió.
El que tiene oído, oiga lo que el Espíritu dice á las iglesias.
Y como abrió el tercero tercero, oí la tercera bestia, diciendo: Venid, y ved. Y miré, y he aquí un caballo estaba sentado sobre él, y el que estaba sentado en su mano.
Y cuando abrió el séptimo día, allí era silencio en el cielo, en la mitad de la mitad.
Por estos tres tres de la tercera parte de los hombres mataron, por el fuego, y junto al humo, y junto al humo, que sale de su boca.
Y los cuatro ancianos, que estaban sentados delante de Dios sobre sus estancias, cayeron sobre sus rostros, y adoraron á Dios,
El que entrare en cautiverio, entrará en cautiverio: el que hiriere con espada á cuchillo. El es muerto con la espada y la fe de los santos.
Y vi como un mar de asna amasada con fuego: y los que habían adquirido sobre la bestia, y sobre su imagen, y sobre su estatua, y sobre la haz de su nombre, y sobre el número de su nombre, teniendo sobre la mar de Dios.
Y llevóme en el espíritu al desierto; y vi una mujer que estaba sentado sobre un color de la bestia, llenas de nombres, llenas siete cabezas y diez cuernos.
Los mercaderes de estas cosas, los cuales eran ricos, estarán lejos de su momento para el temor de su momento, lloro lloro y llanto,
Y fueron muertos con espada de la espada de aquel que estaba sentado sobre el caballo, que quebrantaba espada de su boca: y todas las aves eran llenos de su carne.
Y el que hablaba conmigo una caña de oro, para una ciudad, y sus puertas, y su muro.
Porque testificaré á cada uno que oye las palabras de esta profecía de este libro, si alguno añadiré á estas cosas, Dios añadirá al que está escrito en este libro:
