En el principio Dios crió los cielos y la tierra.
Y vió Dios que había hecho todo lo que había hecho, y he aquí era bueno. Y la tarde y la mañana fué el sexto día.
Porque Dios conoceréis que en el día comeréis, y vuestros ojos serán abiertos, y seréis como dioses ajenos, sabiendo bien y mal.
Y ahora eres maldecir de la tierra, que la abrió su boca á recibirla de tu hermano de tu hermano;
Y vivió Mahalaleel, sesenta y cinco años, y engendró á Jared;
Y dijo Dios á Noé: El fin de toda carne viene delante de mí; porque la tierra está llena de violencia; y he aquí que yo los destruiré con la tierra.
Y murió toda carne que se conmovió sobre la tierra, de aves, y de bestias, y de bestias, y de todo reptil que anda arrastrando sobre la tierra, y todo hombre;
Y ciertamente de vuestra sangre le pagaré; en la mano de todo animal lo que yo lo demandaré, y en la mano de cada uno lo pagaré el hermano de cada uno.
Y los hijos de Ham: Cuán, y Mizpa, y Phuth, y Canaán.
Y dijeron: Ve, para que nos edificaremos una ciudad y torre, y cuya cumbre hasta el cielo; y nosotros nos pongamos nombre nombre sobre la haz de toda la tierra.
Y pondré de ti grande gente, y te bendeciré, y te bendeciré, y tu nombre será bendición:
Deció Abram en la tierra de Canaán, y en las ciudades de la campiña, y asentaron su tienda hacia Sodoma.
He aquí que los criados que comieron los mancebos, y la parte de los hombres que iban con mí, Anac, y Mamre, y Mamre; tolen su parte.
Y el ángel de Jehová le dijo: Vuélvete á tu fortaleza, y te sujetó debajo de sus manos.
Y tomó Abraham á Ismael su hijo, y á todos los que nacieron en su casa, y todos los que habían comprado con su dinero, todos los varones de la casa de Abraham; y circuncidó la carne en aquel día, como Dios le había dicho.
Y Jehová dijo: Si hallare Sodoma en cincuenta justos dentro de la ciudad, yo perdonaré á todo el lugar por causa de ellos.
El sol se levantó sobre la tierra cuando Lot entró á Zoar.
Y dijo Abimelech: He aquí mi tierra está delante de ti: en qué te agrada.
Y tomó Abraham ovejas y bueyes, y dióles á Abimelech; y así de ellos hicieron pacto.
Y Bethuel engendró á Rebeca: estos ocho ocho; á Milca, hermano de Abraham.
Y el criado puso su mano debajo de Abraham su señor, y juró acerca de aquel negocio.
Y dije á mi señor: Quizá me seguiré.
Y ella le parió á Isaías, y á Joathán, y á Medán, y á Madián, y á Sadías.
Y dijo Esaú: He aquí yo soy yo para morir: ¿y qué aprovaprovechará esto á mí?
Y ellos dijeron: De cierto cierto cierto que Jehová te fué contigo; y dijeron: Vamos ahora un juramento entre nosotros, entre nosotros y te haga alianza entre nosotros y ti, y haznos pacto contigo;
Y no le conocía, porque sus manos eran hechas, como la mano de Esaú el hermano de Esaú: y le bendijo.
Y que Jacob oyó su padre y su madre, y fué á Padan-aram;
Y Labán dijo á Jacob: Por cuanto tú eres mi hermano, para que me sirvas á mí por lo que me ha de hacer?
Y Zilpa la sierva de Lea, parió á Jacob un hijo.
Y Jacob hizo apartar los corderos, y puso los rostros de las ovejas hacia el pinterior, y todo el ganado en las ovejas de Labán; y él puso por sí sus ganados, y no los ponían á Labán.
¿Por qué huiste á huir, y hurte de mí; y no me has dicho, para que yo te he enviado á ti, y con los perros, y con arpa?
Y como Jacob les vió, dijo: Este es el ejército de Dios: y llamó el nombre de aquel lugar de Mahanaim.
Por lo cual los hijos de Israel no comen de los hijos de Israel, que está sobre la llosa del muslo, hasta hoy; porque tocó el que tocaba la muda de Jacob, y el muslo que está cerca.
Y habitaréis con nosotros, y la tierra será delante de vosotros; y habitaréis en ella, y os tomaréis en ella.
Y tornó Dios á Jacob, cuando saliese de Pan-aram, y bendíjolo.
Estos son los nombres de Esaú, hijos de Eliphaz, Eliphaz hijo de Ada, Reuel, hijo de Baseth, mujer de Esaú.
Y estos son los nombres de los duques de Esaú, conforme á sus familias, por sus linajes, por sus nombres, por el duque Timna, el duque Jepalma,
Venid, y vengamos á los Ismaelitas, y no sea nuestra mano sobre él; porque es nuestro hermano y nuestro hermano. Y sus hermanos eran.
Y preguntó á los hombres de aquel lugar, diciendo: ¿Dónde está la ramera, que fué ramera por el camino? Y ellos dijeron: No fué ramera en este lugar.
Mas Jehová fué con José, y le mostró misericordia, y le dió gracia en ojos de la guarda de la cárcel.
Y durmió, y soñó el segundo tiempo: y he aquí siete espigas sobre un grano, vino sobre un plato, y bueno.
Y junta toda la mantenimiento de los años que vienen, y ponga trigo debajo de la mano de Faraón, y los guarden las ciudades.
Y conoció José á sus hermanos, mas no le conocían.
Y él dijo: Mi hijo no descenderá con vosotros; porque su hermano es muerto, y él es dejada: si el mal cayere por el camino que entrareis, entonces llevaréis mis cabañas.
Y José apresuró á sus entrañas, porque él buscó á su hermano: y buscó á llorar, y entrando en su cámara, y lloró allí.
Y nosotros dijeron: No podemos descendido; si nuestro hermano es con nosotros, entonces descendremos: porque nosotros no veremos la cara del hombre, si nuestro hermano es el menor con nosotros.
Y todo de ellos dió cada uno mudado de vestidos; mas á Benjamín dió tres piezas de plata, y cinco mudas de vestidos.
Y los hijos de Nephtalí: Jahel, y Guni, y Jezer, y Sisam.
Y compró José á toda la tierra de Egipto por Faraón, porque los Egipcios vendían cada uno á su campo, porque el hambre se venció sobre ellos.
Y su padre no quisieron, y dijo: Yo lo conozco, hijo mío, yo lo sé; y también será grande pueblo, y también será mayor que su hermano menor, y su simiente será mayor que él, y su simiente será mayor.
Benjamín en el lobo como llaga: en la mañana devorará la presa, y en la noche se desechará la presa.
Y José dijo á sus hermanos: Yo muriere; y Dios os visitaré, y os sacaré de esta tierra que juró á Abraham, á Isaac y á Jacob.
Y cuando la abrió, vió al niño; y he aquí que el niño lloró. Y ella tenía misericordia, y dijo: Este es uno de los Hebreos de los Hebreos.
Y dijo Moisés á Dios: ¿Quién soy yo, para que ir á Faraón, y que yo saba á los hijos de Israel?
Y Jehová dijo á Moisés en Madián: Vuelve á Egipto: porque todos los hombres que han procurado tu vida.
Ve pues ahora, y obra; porque no os será dada, y os entregará los costales.
Y tomó á Eleazar hijo de Aarón el uno de las hijas de las Pusiel, para que le parió Phinees: estas son las cabezas de los padres de los Levitas conforme á sus familias.
Y fueron cumplidos siete días, después que Jehová había herido el río.
Y Moisés salió de Faraón de Faraón, y oró á Jehová.
Manda á Jehová (porque no hay más fuerte)) y granizo y granizo; y os iré, y no os dejará ir.
No vieron uno á otro, ni se levantaron de su lugar por tres días: mas todos los hijos de Israel tenían luz en sus moradas.
Y este día os será por memoria; y la guardaréis fiesta á Jehová por vuestras generaciones; la guardaréis fiesta por estatuto perpetuo.
Mas el siervo de cada uno es comprado por dinero, cuando le circuncidiere, entonces comerá.
Y HABLÓ Jehová á Moisés, diciendo:
Y vió Israel grande obra que Jehová hizo sobre los Egipcios: y el pueblo temió á Jehová, y creyó á Jehová, y á su siervo Moisés.
Y los hijos de Israel les dijeron: Escribe á Dios por la mano de Jehová en la tierra de Egipto, cuando se sentamos junto á la carne de Egipto, y cuando comimos pan de comer pan; porque os habéis traído á este desierto, para matarnos en este desierto.
Y dijo Moisés á Aarón: Toma un poller, y ponga en ella un horno de manna, y ponla delante de Jehová, para que sean guardados por vuestras generaciones.
Y conozco que Jehová es mayor que todos los dioses: porque en lo que ellos habían hecho, fué sobre ellos.
Y Moisés descendió del monte al pueblo, y santificaron al pueblo; y lavaron sus vestidos.
Y dijeron á Moisés: Di tú con nosotros, y oímos: mas no hablamos Dios con nosotros, porque no muramos.
Y si algún mal te sigue la vida por vida,
Si su padre no lo quisiere, le dará por dinero, pagará conforme á la perdición de las vírgenes.
Y la fiesta de la siega, las primicias de tu labio, que sembraste en el campo: y la fiesta de la fiesta del año, cuando pusiste en el cabo del año, cuando pusiste en tu labio.
Entonces Moisés se levantó, y sus sacerdotes: y Moisés subió al monte de Dios.
Y harás este término de un ancho alrededor, y harás una corona de oro en derredor.
Y harás tablas tablas para el tabernáculo de madera de Sittim, y en el tabernáculo de madera de Sittim.
En las tablas de las tablas harás: como te fué mostrado en el monte, así lo harán.
Y pondrás en ella cueros de piedras, cuatro dolores de piedras: el primero, el primero nos hará un sardio, y una túnica: esto será el primero.
Y Aarón y sus hijos llevarás á la puerta del tabernáculo del testimonio, y lavarás con agua.
Y si algo de la carne de las consagraciones, ó de pan, hasta la mañana, quemarás la mañana al fuego: no se comerá, porque es santo.
Harás también un plato de metal, y también su pie de metal, para lavar: y pondrás entre el tabernáculo del testimonio y el altar, y pondrás agua.
Y las vestimentas del servicio, y las vestimentas de Aarón el sacerdote, y las vestimentas de sus hijos, para ministrar en el sacerdocio,
Y dijo Aarón: No se encienda el furor de mi señor; tú sabes al pueblo que están sobre mal.
Y Jehová dijo á Moisés: Yo haré esto esto que has hablado: porque has hallado gracia en mis ojos, y te conozco por nombre.
Porque arrojaré las gentes delante de ti, y ensancharán tus términos: ni alguno tu tierra, cuando subieres delante de Jehová tu Dios en el año.
Las vestimentas del servicio, para hacer servicio en el santuario, las vestiduras vestiduras para Aarón sacerdote, y las vestimentas de sus hijos, para ministrar en el sacerdocio.
E hizo las cortinas de cabras por la tienda de la tienda: las cortinas les hizo.
E hizo la cubierta de oro puro: y la mitad de dos codos, y la mitad de un codo y medio de su anchura.
Y puso las varas en los anillos al lado del altar, para llevarla: el altar hizo las tablas.
Y trabajaron piedras de oro, y las vestimentas de oro, como las dichas de las esculturas, y de los nombres de los hijos de Israel.
La mesa, y todos sus vasos, y el pan de pan,
Y puso el pan en orden á Jehová, como Jehová había mandado á Moisés.
Y el sacerdote lo traerá al altar, y descalzará su cabeza, y lo quemará sobre el altar; y su sangre será castigado á la parte del altar:
Y si su ofrenda fuere macho cabrío, lo ofrecerá delante de Jehová.
Y el sacerdote tomará de la sangre de la expiación con su dedo, y pondrá sobre los cuernos del altar del holocausto, y derramará su sangre al pie del altar del holocausto.
Y HABLÓ Jehová á Moisés, diciendo:
Asimismo esta es la ley de la expiación: es cosa santísimo.
Y el sacerdote hará arder el sebo sobre el altar: mas el pecho de Aarón y de sus hijos.
Y lo mató, y Moisés de la sangre de ella, y púsola sobre la haz de la oreja derecha de Aarón, y sobre el pulgar de su mano derecha, y sobre el pulgar de su pie.
Y presentó el presente, y tomó un puñado, y quemólo sobre el altar, junto al holocausto del holocausto.
Todo lo que tiene salva de la hoja, y de peñas, y de las bestias, entre las bestias que comeréis.
Y todo vaso de vaso, en que en alguna de ellos se cayere, será inmundo; y lo quebrantaréis.
Y si el sacerdote mirará, y he aquí que la extiende en la piel, el sacerdote lo dará por inmundo: es lepra.
Cuando alguno ó mujer ó mujer ó mujer en la piel de su carne, blancas blancas, blancas blancas;
Y será el séptimo día, el que se romperá toda su cabeza y su barba y su barba, y lavará sus arcos, y lavaráse su cabello; y lavará sus vestidos, y lavará sus vestidos, y lavará sus vestidos, y lavará su carne.
Y el sacerdote viniere al séptimo día, y mirarán: y si la plaga se hubiere tendido en los muros de la casa,
Y el vaso de la tierra, que tocare el que tiene flujo, será quebrantado: y todo vaso de madera será quebrantado en agua.
Y hará Aarón el macho cabrío sobre la suerte de Jehová, y lo ofrecerá por expiación.
Para que el fin de los hijos de Israel traen sus sacrificios, para que ofrecerlos en la haz del campo, para que los traen á Jehová, á la puerta del tabernáculo del testimonio, y los sacrifiquen á Jehová.
Y no se allegarás á mujer para cubrir su desnudez, como ella se ha puesto por su inmundicia.
Guardaréis mis estatutos. No dejarás tu ganado, y tu ganado con lejornal: no sembrarás tu heredad: no sembrarás tu ropa de lino, y venderá sobre ti.
Y si alguno durmiere con su hija en su nuera, así de cierto morirá: hicieron confusión: su sangre será sobre ellos.
Ni profanará su simiente entre su pueblo: porque yo Jehová lo santificaré.
Y cualquiera que ofreciere sacrificio de paces á Jehová á Jehová, para cumplir su voto, ó por ofrenda ó por las ovejas, será acepto; no será acepto.
Y ofreceréis con el pan siete corderos de un año sin defecto, y un becerro, y dos carneros: serán para holocausto á Jehová, con sus libaciones, y sus libaciones, y sus libaciones, y sus libaciones, y sus libaciones, ofrenda encendida de olor suave á Jehová.
El orden de las canas limpiará sobre el candelero limpio.
El jubileo os será á vosotros: no sembraréis, ni sembraréis lo que siembra en él, ni allegaréis en ella, ni junta en ella uvas de tu vid.
Y se apartará de ti, y sus hijos con él, y volverá á su familia, y á la posesión de sus padres, y á la posesión de sus padres volverá.
Yo os haré esto, y os pondré sobre vosotros espanto, y consumación de fortaleza, y quemará los ojos, y os consumiréis de corazón; y sembraréis vuestra simiente, y sembraréis vuestra simiente, y comeréis.
Estas son los estatutos y derechos y leyes, que Jehová hizo entre él y los hijos de Israel en el monte de Sinaí.
Y toda la tierra de la tierra, si de la simiente de la tierra, ó del fruto del árbol, es santo de Jehová: es santo á Jehová.
De los hijos de Judá, por sus generaciones, por sus familias, por las casas de sus padres, conforme á la cuenta de los nombres, de veinte años arriba, todos los que podían salir á la guerra;
Todo hombre de los hijos de Israel cántaráse por su bandera, con la señal de su padre: lejos lejos se alejarán de la casa del tabernáculo del testimonio.
Estos son los contados de los hijos de Israel por la casa de sus padres: todos los contados por sus contados: todos los contados por sus seis mil seiscientos y cincuenta mil y cincuenta.
En el número de todos los varones de un mes arriba, eran ocho mil y seiscientos, guarda la guarda del santuario.
Y sobre la mesa de la proposición, extenderán un paño de cárdeno, y sobre los peces, y las cucharas, y los tazones, y para cubrir el pan:
Estos fueron los contados de las familias de las familias de Coath, para hacer todo el servicio en el tabernáculo del testimonio, que Moisés y Aarón hicieron conforme al mandamiento de Jehová por mano de Moisés.
Y pondrá el sacerdote delante de Jehová, y cubrirá la mujer de la mujer, y pondrá la ofrenda de ella en sus manos, que es celo: y el sacerdote hará el sacerdote en su mano amargo que las amargas.
Y ofrecerá el carnero por sacrificio de paces á Jehová, con las canasasas de panes sin levadura: el sacerdote ofrecerá su presente, y su libación.
Una cuchara de oro de diez siclos, llena de perfume;
Una cuchara de oro de diez siclos, llena de perfume;
Una cuchara de oro de diez siclos, llena de perfume;
Y fueron purificados los Levitas, y lavaban sus vestidos; y Aarón los ofrecieron como ofrenda delante de Jehová; y Aarón hizo expiación por ellos.
Hazte dos bocinas de plata, de toda suerte de plata los harás: para que los reconozcas de la congregación, y para las partidas de la congregación.
Y será, si tú con nosotros, y será, y será, para que lo que Jehová nos hará, esto te haremos.
Mas quedó dos de los hombres en el campo, el nombre del uno era Eldad, y el nombre de la otra: y el espíritu de Medad estaba sobre ellos; y eran de los que estaban escritas, y no salieron al tabernáculo; y ellos profetizaron en el campo.
De la tribu de Judá, Caleb hijo de Jephone.
¿Por qué nos ha traído Jehová á esta tierra, para que caiga á cuchillo, para que nuestras mujeres y nuestros hijos y nuestros hijos, ¿no nos ha de volver á Egipto?
Y vuestros hijos harán andar en el desierto cuarenta años, y llevaréis vuestras fornicaciones, hasta que vuestros cuerpos desiertos serán asolados en el desierto.
Habla á los hijos de Israel, y diles: Cuando hubiereis entrado en la tierra donde yo os traeré,
Y pondrá en ella fuego, y pondrá perfume delante de Jehová para mañana: y el que Jehová escogiere al hombre que Jehová escogiere, será santo: vosotros quitáis sobre vosotros, hijos de Leví.
Habla á Eleazar hijo de Aarón el sacerdote, que tomará el incensario del ardio, y esparcirás el fuego, y esparcirás el fuego.
Y te juntarán á ti, y guardarán la guarda del tabernáculo del testimonio, para todo el servicio del tabernáculo: y el extranjero no os llegará.
Esta es la ordenanza de la ley que Jehová ha mandado, diciendo: Habla á los hijos de Israel, que te traen una becerra sin defecto, en que no hay yugo;
Y Moisés y Aarón juntó la congregación delante de la peña, y les dijo: Oid ahora, pues, os rebeléis agua de esta peña?
Y partidos de Oboth, asentaron en Ifarim, en el desierto que está delante de Moab, hacia el nacimiento del sol.
Ahora pues, yo te ruego que me maldijese á este pueblo; porque son más fuertes; quizá vendré, y los heriré, para que los heriré, y los echaré de la tierra; porque es bendecido á los que benigas y benevas, y á quien benigas.
Y como Balac oyó que Balaam había venido, salió á recibir á la ciudad de Moab, que está en el término de Arnón que está en el término de Arnón.
Y dijo Balac á Balaam: Ni maldeciente en todo, ni los bendecid á todos.
Y levantóse Balaam, y se volvió á su lugar: y Balac se fué á su camino.
Los hijos de Simeón, por sus familias: de Nemuel, la familia de los Nemuelitas: de Jamín, la familia de Jamín, la familia de Jachîn:
Estas son los hijos de Dan por sus familias: de Sham, la familia de Shamitas. Estos son las familias de Dan por sus familias.
Las hijas de Zopopheth hablarás: de cierto les darás heredad heredad entre sus hermanos, y harás la heredad de sus hermanos; y harás la heredad de su padre.
Y sus libaciones serán de un hin de vino á un becerro, y la tercera parte de un carnero á carnero, y una cuarta parte de un hin: este es el holocausto de cada mes en el año.
Y ofreceréis holocausto á Jehová, sacrificio de olor suave á Jehová, de olor suave á Jehová, dos carneros, dos carneros, dos carneros, catorce corderos de un año; sin defecto serán sin defecto;
Y su padre oyere, y su sierva con que ella hubiere ligado su alma, y su padre la dejará su paz: todos sus votos serán firmes, y todo lo que ella hubiere ligado su alma.
Mas todas las mujeres, que no conocisteis varón con él, guardaos vida con él, guardaos vida por vosotros.
Y los oficiales que estaban sobre los millares del ejército, capitanes de millares, y centuriones, llegaron á Moisés:
Edificad ciudades por vuestros chiquitos, y las ovejas para vuestros ovejas; y haga lo que ha salido de vuestra boca.
Y tomaron su camino del desierto de Sin, y asentaron en Dopca.
Y partidos de Zalmona, asentaron en Punón.
Y HABLÓ Jehová á Moisés, diciendo:
Y si le hiriere con azote, con que muera, y muriere, homicida es; el homicida morirá: el homicida morirá.
Estas son los mandamientos y los derechos, que Jehová mandó por mano de Moisés á los hijos de Israel en los campos de Moab, junto al Jordán de Jericó.
Jehová el Dios que va delante de vosotros, él peleará por vosotros, conforme á todo lo que os hizo en Egipto delante de vuestros ojos;
Y el espacio que vinimos de Cades-barnea, hasta que pasamos el torrente de Zered, treinta y ocho años; hasta la generación de los hombres hombres de guerra, como Jehová les había jurado.
Mas todos los animales, y los despojos de las ciudades, tomamos por presa.
¿Y qué gente hay grande, que tiene estatutos y derechos como toda esta ley, que yo puse delante de vosotros hoy delante de vosotros?
A las gentes echó de delante de ti, y más fuerte que tú, para que te darte en su tierra, como hoy es hoy.
No hurtarás.
No tentaréis á Jehová vuestro Dios, como tentasteis en Massa.
No te introducirás por ellos: porque Jehová tu Dios es entre vosotros, fuerte y terrible.
No por tu justicia, ni por rectitud de tu corazón, para poseerla á su tierra: mas por la impiedad de estas gentes Jehová tu Dios los echó de delante de ti, y para que haga la palabra que juró Jehová á tus padres, á Isaac y á tus padres, y á Isaac.
Y tomaron los hijos de Israel de Beeroth, de los hijos de Jaaca á Momán; allí murió Aarón, y fué sepultado en lugar de Eleazar el sacerdote.
Que os daré la lluvia de vuestra tierra en su tiempo, el primero y la lluvia lluvia, para que junta en tu grano, y tu vino, y tu vino, y tu vino.
Y os alegraréis delante de Jehová vuestro Dios, y vuestros hijos, y vuestros hijos, y vuestras hijas, y vuestros siervos, y el Levita que está dentro de vuestras puertas; porque no tiene parte ni heredad.
Y le apedrearás con piedras, para que muera; porque él buscó de Jehová tu Dios, que te sacó de la tierra de Egipto, de la casa de Egipto, de la casa de servidumbre.
La verdad harás todo el fruto de tu simiente, que el año saca por año.
Empero tú no comerás su sangre; derramarás sobre la tierra como agua.
Si alguno se levantare por juicio, entre la sangre y la sangre y la sangre, entre sí y un terterterterterterterterterrado, y entre tus puertas: levantarás tú en tu lugar, y te levantarás en el lugar que Jehová tu Dios escogiere.
Yo los levantaré de entre sus hermanos, como á ti, y pondré mis palabras en su boca; y hablará á todos los que yo le mandaré.
Y los oficiales hablarán al pueblo, diciendo: ¿Qué es el que edificó una casa nueva, y no lo ha dedicado, y vuélvase á su casa, porque no muera.
Si alguno tuviere dos mujeres, un amado, y otro á otros aborrecidos, y le mueren hijos, así el amado y la aborrecida; y si el primogénito es aborrecidos que fueron aborrecidos;
Si alguno se hallare con mujer mujer, entonces morirán á marido, y así morirán de ellos, así el varón que estaba con la mujer, y la mujer: así quitarás el mal de Israel.
Mas si tomares á voto, no será pecado en ti.
Si estuvieren juntos hermanos, y uno de ellos muriere, y no morirá por mujer de los muertos: no se casen á su marido: el hermano del hermano de su hermano irá, y tomarla á ella, y tomarla á su mujer, y quitarle por mujer de su hermano.
Y Jehová tu Dios te ha mandado á hacer estos estatutos y derechos: por lo cual guardarás y guardarás con todo tu corazón, y con toda tu alma.
Y será que, si oyeres atentamente á la voz de Jehová tu Dios, para que guardes hoy sobre todos sus mandamientos que yo te mando hoy, Jehová tu Dios te pondrá sobre todas las gentes;
Tu buey será muerto delante de tus ojos, y no comerás: tu asno será quitada de tu asno, y no será trastornado de tu rostro, y no se tornarán á ti á tus enemigos, y á tus enemigos serán entregados, y no habrá quien los hubieres dado.
Y toda enfermedad, y toda plaga, que no está escrito en el libro de esta ley, ellos traeré Jehová sobre ti, hasta que seas destruída.
Y el que toda su tierra es fuerte, y sal, que no siembra, ni arruina, ni la hierba de Sodoma, ni la hierba de Sodoma, como trastorna en ella, y Zeboma, y Zeboim, y Zeboim,
Y Jehová hará á ellos como él les hizo á Sehón y á Og, reyes de los Amorrheos, á la tierra de los cuales destruyó.
El es la Roca, su obra es perfecto: porque todos sus caminos son juicio: Dios de verdad y sin iniquidad, y justo.
¿No ha puesto esto en pleito conmigo, y sele entre mis tesoros?
Y de Benjamín dijo: El amado de Jehová habitará en él: y el Señor le cubrirá todos los días, y habitará todo el día, y habitará entre sus hombros.
Y después de la muerte de Moisés siervo de Jehová, que habló á Josué hijo de Nun, diciendo:
Y que salvaréis á mi padre, y á mi madre, y mis hermanos, y mis hermanas, y á todo lo que tienen, y á causa de nuestra muerte.
Tomad doce varones del pueblo, de cada tribu, de cada uno,
Y como hubieron acabado de circuncidar á todo el pueblo, que se quedaron en sus lugares en el campo, hasta que todos se habían sido.
Y los mancebos que estaban en espías, salieron á Rahab, y á su padre, y á su madre, y á todos sus hermanos, y á todo lo que ella había sacado, y á todo su parentela, y no los dejó fuera del campo de Israel.
Y despertaron sobre él un gran majano de piedras hasta hoy. Y Jehová se volvió del incensario de su furor. Por lo cual se llamó el valle de Achônor, y hasta hoy.
Entonces Josué edificó altar á Jehová Dios de Israel en el monte de Ebal,
Ahora pues, he aquí nosotros somos en tu mano: como bien te pareciere, y te haga bien.
Y el día que Josué tomó á Maada, é hirió á filo de espada, y á su rey destruyó, y á todos los que estaban en ella; y no quedó en ella: y él no quedó rey de Maceda como el rey de Jericó.
Como Jehová mandó á Moisés su siervo, así mandó Moisés á Josué, y así mandó á Josué: ninguna cosa quedó uno de todo lo que Jehová mandó á Moisés.
El rey de Cedes, otro: el rey de Jocel, otro:
Esta es la heredad de los hijos de Gad por sus familias, las ciudades, y sus aldeas.
Y torna este término desde los Baales al monte de Seir, y pasaron al lado del monte de Jasim, que es Calón, y descendió á Beth-semes, y descendió á Beth-semes:
Y á Cabbon, y á Laphmam, y á Cethón,
Y descendiendo de Janoa á Ataroth, y á Naarath, y salió á Jericó, y salió al Jordán.
Y fueron los hombres y pasaron por la tierra, y las las ciudades por siete partes en un libro, y vinieron á Josué á Josué en el ejército.
Y sube su término hacia la mar, y Marala, y Maralah, y Dababaca al río que está delante del río que está delante de Jocam;
Y el término de su heredad fué Sora, y Ethaol, y Ir-semes,
Y les dieron la ciudad de Arba padre de Anac, que es Hebrón, en el monte de la tierra de Judá, con sus ejidos alrededor.
Todas las ciudades de los Levitas en posesión de los hijos de Israel cuarenta y ocho ciudades con sus ejidos.
Por tanto, nosotros nos dijo: Vamos ahora un altar, no para holocausto, ni para sacrificio;
Y saqué vuestros padres de Egipto, y habéis venido á la mar; y los Egipcios siguieron á la mar con carros y á caballo á caballo.
Y Judá dijo á Simeón su hermano: Sube conmigo en mi suerte, para que peleamos contra el Cananeo; y yo también contigo en tu suerte. Y Simeón se fué con él.
Ni echó Nephtalí á los moradores de Beth-semes, ni á los moradores de Beth-anath; mas él habitó entre los Cananeos, los que habitaban en Beth-semes, y los moradores de Beth-semes.
Y fueron enviados á Israel por ellos, para saber si quisiesen oir los mandamientos de Jehová, que mandó á sus padres por mano de Moisés.
Y clamaron los hijos de Israel á Jehová: porque él nueve carros de hierro, y veinte años de hierro; y veinte años oprimió á los hijos de Israel.
Mi corazón está hacia los gobernadores de Israel, para que se ofreciesen de su voluntad. Bendecid á Jehová.
Que Jehová envió un profeta á los hijos de Israel, que les dijo: Así ha dicho Jehová el Dios de Israel: Yo os saqué de Egipto, y os saqué de la casa de servidumbre;
Y se levantó de mañana, porque se levantaron el día siguiente, y los que se juntaban, y ensanó el rocío del rocío de la nieve.
Dios entregó en vuestras manos á vuestros príncipes de Madián, Oreb y á Zeeb; y ¿qué era yo hacer en su hijo? Y el furor de vosotros le fué desechado hacia él, cuando le había dicho.
Y como Gedeón era muerto, los hijos de Israel volvieron los hijos de Israel, y fornicaron tras los Baales después de los Baales, é hicieron Baal-ith su dios.
Y Gaal hijo de Ebed dijo: ¿Quién es Abimelech, y quién es á Sichêm, para que le sirvamos? ¿no es el hijo de Jerobaal? ¿por qué sirvamos á los hombres de Sichêm? ¿por qué le sirvamos?
Y después de Abimelech se levantó á Israel á Thola, hijo de Pua, hijo de Doar; y habitó en el monte de Issachâr, y habitó en el monte de Ephraim.
Y el rey de los hijos de Ammón respondió á los mensajeros de Jephté: Por cuanto Israel tomó mi tierra, de Arnón, desde Arnón hasta Jaboc, y el Jordán: por tanto, y vuelvas á las tierras.
Y como yo vi que no me librasteis, pongo mi vida en mis manos, y pasé contra los hijos de Ammón, y Jehová los entregó en mi mano: ¿por qué pues sois hoy?
Y el ángel de Jehová le dijo: ¿Por qué pues has de hacer esto según mi nombre, pues que es secreto?
Y Samsón dijo acerca de ellos: Ahora seré más más de los Filisteos que los Filisteos, aunque los hago voluntad.
Y Dalila dijo á Samsón: Hija me has engañado, y me has dicho mentiras: Ruégote que me acuerdes. Y él le dijo: Si no lo amas las siete gumbres de mi cabeza.
Y Michâs consagrado al Levita, y el mancebo fué por sacerdote, y estaba en la casa de Michâs.
Y llamaron el nombre de la ciudad á Dan, conforme al nombre de Dan, el cual nació á Israel: mas el nombre de la ciudad fué Lais.
Y él le dijo: Levántate, y no nos quede. Y ninguno respondió. Entonces el hombre tomó sobre un asno, y el hombre se levantó, y el hombre se levantó, y se volvió á su lugar.
Y Phinees, hijo de Eleazar, hijo de Aarón, se paró delante de él en aquellos días), diciendo: ¿Haré ahora á la guerra contra los hijos de Benjamín, ó yo Jehová? Y él respondió: Ve, porque yo los libraré á tu mano.
Y envió la congregación á los doce mil hombres de los mares, y les mandó, diciendo: Ve, y herid á los moradores de Jabes de Galaad con las mujeres y á los hijos.
Y ella dijo: He aquí tu hermana se volvió á ella á su pueblo, y á sus dioses: vuélvete tras tu hermana.
Y ella guardó junto á las doncellas de Booz á fin de cebada y de la siega, y la mies de trigo; y habitó con su suegra.
Y sea tu casa como la casa de Phares, que Thamar parió á Judá, de la simiente que Jehová te dará de esta mujer.
Por lo cual, como el tiempo fué como Hanna, parió un hijo, y llamó su nombre Samuel, diciendo: Por cuanto le he preguntado de Jehová.
Y Eli era viejo viejo, y oyó todos sus hijos á todo Israel, y cómo estaban con las mujeres que se juntaron á la puerta del tabernáculo del testimonio.
Entonces Eli llamó á Samuel, y dijo: Samuel mi hijo. Y él respondió: Heme aquí.
Y levantándose de Asdod de mañana el día siguiente, he aquí Darío sobre su rostro á la tierra delante del arca de Jehová. Y ellos tomaron á Dagón, y púsolo en su lugar.
Y enviaron embajadores á los que habitaban en Chîriath-jearim, diciendo: Los Filisteos han traído al arca de Jehová; venid, y traed á vosotros.
Y tomará vuestras hijas para ser contristados, y para ser librados, y para ser deseos.
Y Saúl respondió, y dijo: ¿No he yo un hijo de Benjamín, de las tribus de Israel? ¿y mi familia de todas las familias de la tribu de Benjamín? ¿por qué pues me habías á mí?
Y Samuel dijo á todo el pueblo: Mirad al que Jehová ha escogido, para que no hay como él entre todo el pueblo? Y todo el pueblo se gritaba, y dijo Dios.
Y viendo esto que Nahas el rey de los hijos de Ammón vinieron contra vosotros, y díjome: No, sino rey sobre nosotros: porque Jehová vuestro Dios fué rey.
Y salieron del campo de los Filisteos al camino de los Filisteos en tres escuadrones: una compañía se volvió al camino que lleva á Ophra, hasta la tierra de Sal.
Y los varones de Israel fueron angustiados aquel día; porque Saúl había hecho el pueblo, diciendo: Maldito el hombre que come pan hasta la tarde, para que sea vengado á mis enemigos. Y ninguno de los enemigos.
Así ha dicho Jehová de los ejércitos: Yo te acordé de Amalec que hizo á Israel, cómo le esperaba en el camino, cuando subía de Egipto.
Y Samuel dijo: Traedme acá á Agag rey de Amalec. Y llegó á él á él, y le dijo: Ciertamente la amargura de la muerte. Y dijo: Ciertamente la amargura de la muerte.
Y salió una cabra del campo de los Filisteos, llamado Goliath, de Gath, cuyo altura era seis codos y seis codos.
Y David dijo á Saúl: Tu siervo ha guardado el ganado de su padre, y vino un león, y tomó un cordero de las ovejas:
Y aconteció que como David se volvió de la matanza del Filisteo, vinieron las mujeres de todas las ciudades de Israel, cantando y alabanzas, para recibir al rey Saúl, con instrumentos de júbilo, con gozo y con instrumentos.
Y Saúl oyó la voz de Jonathán: y Saúl juró, Vive Jehová, no será muerto.
Y Jonathán dijo á David: Jehová Dios de Israel, cuando me he enseñado la trompeta á mi padre, ó el tercer día, y he aquí que hay bien á David, y no te envié, y yo te declaré, y no te mostré;
Y Jonathán dijo á David: Ve en paz, que como hemos jurado en el nombre de nosotros en el nombre de Jehová, diciendo: Jehová sea entre mí y ti, y mi simiente y tu simiente. Y él se levantó, y fué á Jonathán y á Jonathán.
Yo entonces comenzando á preguntar á Dios por él? Sea lejos de mí: no impute al rey, ni á su siervo, ni á toda la casa de mi padre; porque no sabía más de todo esto, ni más.
Andad, os ruego, y sabéis, y ved su lugar donde se ha visto, y quién le ha visto, y quién le ha visto: porque es lo que me ha acontecido.
Y había un hombre en Maceón, y sus posesiones eran en el Carmelo; y el hombre tenía muchas ovejas, y tres mil machos de cabrío.
Y dijo David á Abigail: Bendito sea Jehová Dios de Israel, que te envió hoy á recibir:
Y él dijo: ¿Por qué ha de perseguir á su siervo? porque ¿qué he hecho mal en mi mano?
Y la mujer dijo: ¿A quién te haré subir? Y él dijo: Trae Samuel.
Y las dos mujeres de David fueron trasportados, Ahinoam Jezreelita, y Abigail la mujer de Nabal.
Entonces Saúl dijo á su escudero: Saca tu espada, y echóme por ella con ella: porque no vende mí incircunciso, y me puñó. Mas su escudero no quiso, porque Saúl había miedo.
Los montes de Gilboa, no hay rocío rocío, ni haya lluvia sobre vosotros, ni los campos de las ofrendas: porque allí es el escudo de los valientes; porque Saúl no había sido ungido de Saúl, como no había ungido.
Y Joab y Abisai siguió á Abner: y el sol descendió á la orilla del monte de Amma, que está delante del desierto de Gabaón.
Y he aquí los siervos de David y vino de Joab y de Joab, y trayendo una grande despojo: mas Abner no estaba con ellos en Hebrón, porque él le había enviado, porque él le había enviado, y fué en paz.
Y vino todas las tribus de Israel á David, y habló á Hebrón, diciendo: He aquí que nosotros nosotros somos y tu carne.
Y como llegaron á Nacón de la era, Uzza, Uzza su mano al arca de Dios, y tomándola de ella; porque los bueyes la dejaban.
El edificarán casa por mi nombre, y yo confirmaré el trono de su reino para siempre.
Y puso guarnición en Edom, por todos los hijos de Edom, y todos los siervos de Idumeos fueron los siervos de David. Y Jehová fué á David.
Y Joab se acercó, y el pueblo que estaban con él, á la guerra contra los Siros; y huyeron delante de él.
Y los zapatos de la pared sobre tus siervos; y algunos de los siervos del rey sean muertos, y también tu siervo Uría Hetheo, también el Hetheo es muerto.
Y envió Joab embajadores á David, y dijo: Yo peleé contra Rabba, y tomé la ciudad de las aguas.
Y dijo Absalom: Si no te ruego que pase á mi hermano Amnón Amnón con nosotros. Y el rey le dijo: ¿Por qué se vaya contigo?
Entonces tu sierva dijo: La palabra de mi señor el rey ahora será consolada: porque como un ángel de Dios, así es mi señor el rey en el bien y el bien: por tanto Jehová tu Dios sea contigo.
Y David dijo á todos sus siervos que estaban con él en Jerusalem: Levántate, y huiremos; porque no escaparemos de Absalom: porque no podremos á mí, porque no nos vendimos mal, y traiga sobre nosotros la ciudad de espada.
Y así dijo á Semei: Venid, salva, oh hombre, y al varón de Belial:
Y Absalom y todos los varones de Israel dijeron: El consejo de Husai es más que el consejo de Achitophel es que el consejo de Achitophel. Porque Jehová había ordenado el consejo de Achitophel, para hacerlo malo á Absalom.
Y diez hombres que llevaban las armas de Joab, y metiéronle á Absalom, y matólo.
Vosotros sois mis hermanos míos, vosotros sois mis huesos y mi carne: ¿por qué pues os postréis al rey?
Y todos los varones de Judá respondieron á los hombres de Israel: Por cuanto el rey está cerca de nosotros: ¿por qué pues, pues, os hemos comido en todo el negocio del rey?
Y los Gabaonitas le dijeron: No tenemos plata ni oro de Saúl, ni de su casa, ni de su casa, ni nos matarás. Y él respondió: Lo que os haré.
E hizo tinieblas en derredor de él, y oscuridad, y las nubes de las canas.
Vinieron, y no había de salvar; á Jehová les respondió: mas él no les respondió.
Y mató á un Egipcio, un hombre entendido; y el Egipcio tenía una lanza en su mano; mas él descendió á él con un bordón, y arrebatóle la lanza de la mano de un Egipcio, y matólo con su lanza.
Ve, y di á David: Así ha dicho Jehová: Yo te haga tres cosas, para que yo te haga.
Y ella le dijo: Mi señor, que jures por Jehová tu Dios á tu sierva, diciendo: Tu hijo Salomón reinará después de mí, y él se sentará sobre mi trono.
Y vinieron los siervos del rey David á bendecir á nuestro señor el rey David, diciendo: El nombre de mejor que tu nombre es más que tu trono. Y el rey se inclinó sobre la cama.
Ahora pues, como Jehová vive, que me ha confirmado, y me puso sobre el trono de David mi padre, y quién me ha hecho casa, como él ha dicho Adonía.
Y tu siervo es en medio de tu pueblo que tú elegiste, grande pueblo, que no podrán contados ni contado por multitud.
El hijo de Hesaba, en Aruga; y á él toda la tierra de Heph, y toda la tierra de Hepher;
Ahora pues, mandarás que me mates de cedro del Líbano, y mis siervos serán con tus siervos: y te daré por tus siervos, conforme á todas las cosas que tú pusieres, porque no hay entre todos los que nos matan.
Y el cedro de dentro de la casa fué probada con manzzanas, y abiertos de cedro: no había visto piedra.
Y fué el fundamento de piedras, piedras de diez codos, de diez codos, y de ocho codos.
E hizo Hiram las fuentes, y los zapatos, y las canas, y los tazones. Y Hiram hizo todo el rey Salomón para la casa de Jehová.
Mas tú no edificarás casa; mas tu hijo que saldrá de tus lomos, edificará la casa á mi nombre.
Tú oirás su oración y su ruego en el cielo, y en tu morada,
Y él dijo: ¿Qué son estas ciudades que me diste, mi hermano? Y llamó la tierra de Calul hasta hoy.
Sin lo que tenía de los negociosos, y de los negociosos de los mercaderes, y de todos los reyes de Arabia, y de los reyes de los reyes de la tierra.
Porque seis meses se quedó Joab con todo Israel, hasta que había cortado todo varón en Edom:)
Que enviaron y llamáronle. Y Jeroboam y toda la congregación de Israel, vinieron á Roboam, diciendo:
Y sacrificó sobre el altar que había hecho en Beth-el á los quince del mes octavo, en el mes octavo, en el mes que había pensado de su corazón; y puso banquete á los hijos de Israel.
Y puso su cuerpo en su sepulcro, y enlustraron sobre él, diciendo: ¡Ay, hermano mío!
Y quitó los tesoros de la casa de Jehová, y los tesoros de la casa del rey, quitó todos los escudos de la casa de Jehová; y tomó todo el escudos de oro que Salomón había hecho.
Y Nadab hijo de Jeroboam comenzó á reinar sobre Israel en el año segundo de Asa rey de Judá, y reinó sobre Israel dos años.
Entonces el pueblo de Israel se repartió dos partes: mitad del pueblo siguieron á Tibni hijo de Ginath, para hacerlo rey; y siguieron á Omri.
Y aconteció que después de estas cosas, que el hijo de la mujer, cayó la hoz de la casa, enfermó su hoz; y su hoz no se quedó espíritu.
Por tanto, danos dos becerros becerros, y los escogen un buey, y cortámoslo en pedazos, y no lo ponga debajo del fuego: y yo la otra parte del becerro, y no lo ponga debajo del fuego;
Y el ángel de Jehová volvió otra vez segunda vez, y le tocó, y dijo: Levántate, y come; porque el camino es grande.
Y salieron al medio de los leones. Y Ben-adad se embriagó en los leones, y los reyes, los treinta y dos reyes que ayudaban.
Y Naboth dijo á Achâb: Jehová me diese heredad, para que yo te dé la heredad de mis padres.
Y él dijo á Josaphat: ¿Quieres tú conmigo á Ramoth de Galaad? Y Josaphat dijo al rey de Israel: Yo soy como tú, como tú eres mi pueblo como tus caballos.
Y un hombre sacó arco á la ventana, é hirió al rey de Israel entre las junturas: por lo cual dijo al río de su carro, Vuelve tu mano, y llevóme del ejército; porque yo soy herido.
Y envió á él otro capitán de cincuenta cincuenta y cincuenta con sus cincuenta. Y él respondió, varón de Dios, ha dicho así: Venid presto presto.
Y subióse de allí á Beth-el, y como subiendo por el camino, salieron niños á los hijos de la ciudad, y le dijeron: Ve, y haz sobre él, y le dijo: Ve, y alalalteme.
Y clamó una mujer de las mujeres de los hijos de los profetas á Eliseo, diciendo: Tu siervo es muerto; y tú sabes que tu siervo ha hecho Jehová: y el alma es vencido á mí, para tomar dos hijos de mis hijos.
Y pasóse Giezi delante de ellos, y puso el bordón sobre la haz del niño; mas no había voz, ni oir. Y volvió á recibirle, y le dió aviso, diciendo: No es niño.
Y Naamán dijo: ¿No te ruego que te ruego que sea dada á tu siervo dos muchedumbre de la tierra? porque tu siervo ofreciere á dioses ajenos, y á dioses ajenos, sino á Jehová.
Y como ellos vinieron á Samaria, dijo Eliseo: Jehová abiertos los ojos de estos hombres, para que vean. Y Jehová abrió sus ojos, y vieron, y vieron; y he aquí que estaban en medio de Samaria.
Y el rey señaló el rey sobre cuya mano se recostó á la guarda de la puerta: y el pueblo murió sobre él, y murió, como el varón de Dios había dicho que el rey le había dicho.
Y anduvo en el camino de la casa de Achâb, é hizo lo malo en ojos de Jehová, como la casa de Achâb: porque fué en la ley de Achâb.
Y lleváronle sus siervos en un carro á Jerusalem, y sepultáronlo en su sepulcro con sus padres en la ciudad de David.
Y envió Jehú á todo Israel: y todos los siervos de Baal vino, y no hubo hombre que no había quedado. Y vinieron á la casa de Baal, y la casa de Baal, y la casa de Baal.
Y el sacerdote mandó Joiada á los centuriones, los oficiales del ejército, y les dijo: ¿No se acuerda fuera de las mudas: y el que la sigue con la espada. Y el sacerdote le dijo: No sea muerto en la casa de Jehová.
Y el furor de Jehová se encendió contra Israel, y los entregó en mano de Hazael rey de Siria, y en mano de Ben-adad, hijo de Hazael, todos sus días.
Entonces Amasías envió mensajeros á Joachâz, hijo de Joachâz hijo de Jehú, rey de Israel, diciendo: Venid, vamos á otro.
E hizo lo malo en ojos de Jehová, como sus padres había hecho: no se apartó de los pecados de Jeroboam hijo de Nabat, el cual hizo pecar á Israel.
En el undécimo año de Peka hijo de Remalías, rey de Achâz rey de Judá.
Y allí quemaron sahumerios en todos los altos, como las gentes que Jehová había llevado delante de ellos; y obró lo malo á ira á Jehová.
Y estas gentes temieron á Jehová, y sirvieron sus estatuas, ambos hijos y sus hijos, y los hijos de sus padres, así hicieron hoy.
Y no os haga Ezechîas confiadamente en Jehová, diciendo: Jehová nos librará, y esta ciudad no será entregado en mano del rey de Asiria.
Por tus embajadores has deshonrado el Señor, y dijo: Con la multitud de mis carros he subido á la altura de los montes, á los lados del Líbano, y talaré todos sus árboles de cedro, y los árboles de cedro; y en su bosque entraré, y en su bosque.
Y dijo Isaías á Ezechîas: Oid palabra de Jehová.
Lo demás de los hechos de Amón que hizo, ¿no está escrito en el libro de las crónicas de los reyes de Judá?
Mas los sacerdotes de los altos no subían al altar de Jehová en Jerusalem, y comieron de los panes sin levadura entre sus hermanos.
Y Jehová envió contra él á sus compañías de los Caldeos, y á las ataduras de los Siros, y á las ataduras de los hijos de Ammón, y enviólos contra Judá, conforme á la palabra de Jehová que había hablado por sus siervos.
Mas el capitán de la guardia dejó á los pobres de la tierra, para ser vinagre y labradores.
Y á Pathm, y á Casasim, (de los cuales vinieron los Filisteos, y á Caphelim.
Los hijos de Eser: Bilha, Zaán, y Javán. Los hijos de Disán: Uz, Arán.
Y Caleb hijo de Hesrón engendró hijos de Azua, y de Jerimoth su mujer: estos son los hijos de Jebab, Jesbab, y Sobab.
Maachâ, concubina de Caleb, parió á Sema, y Tirhana.
Y los hijos de Nearías: Elioai, y Ezechîas, y Azricam.
Y á Bilha, y á Ezem, y á Tomad,
Y habitaron en Galaad en Basán, y en sus aldeas, y en todos los ejidos de Sinán, sobre sus términos.
De Gersón, Libni su hijo, Jahath su hijo,
Y estos son los hijos de Aarón: Eleazar su hijo, Phinees su hijo, Abisua su hijo,
Y de la tribu de Gad, á Ramoth en Galaad con sus ejidos, y á Mahanaim con sus ejidos,
Y junto á las cintas de los hijos de Manasés, á Beth-san y sus aldeas, y sus aldeas, Megiddo y sus aldeas, y Dor. En estos fueron los hijos de Israel.
Y Jacim, Zichri, y Zabdi,
Y sus hermanos, conforme á sus generaciones, novecientos cincuenta y seis. Todos estos varones varones varones de familias en la casa de sus padres.
Y Ner engendró á Cis: y Cis engendró á Saúl, y Saúl engendró á Jonathán, y á Malchî-baal, y á Abinadab.
Y este es el número de los valientes que David David había sido; Jasam, el principal de los capitanes: él alzó su lanza contra trescientos muertos.
Uría Hetheo, Hetheo, Zabad hijo de Ahlai,
Los hijos de Judá que llevaban el escudo y lanza seiscientos y ocho mil y armados para la guerra.
Y el arca de Dios había quedado con la familia de Obed-edom en sus tres meses. Y bendijo Jehová la casa de Obed-edom, y todo lo que tenía.
Porque porque no lo hicisteis al primero, Jehová nuestro Dios ha hecho sobre nosotros, para que no le buscamos según la orden.
El es Jehová nuestro Dios: sus juicios están en toda la tierra.
Y aconteció que David se sentó en su casa, dijo á Nathán profeta: He aquí yo habito en casa de cedros, y el arca del pacto de Jehová debajo de las cortinas.
Y tomó David de él mil carros, y siete mil hombres de á caballo, y veinte mil hombres de á caballo: y de todo el carro, y guardaba de ellos carros.
Y fué dado aviso á David, y juntó todo Israel, y pasó el Jordán, y vino sobre ellos, y puso la batalla contra ellos. Y como David había puesto en la batalla contra los Siros, pelearon.
Y Ornán se volvió, y vió el ángel; y sus hijos con él se escondieron. Y el trigo era de trigo.
Y cuando David era viejo y lleno de días, hizo Salomón su hijo sobre Israel.
Y á todo holocausto á Jehová en los sábados, en los sábados, en las nuevas nuevas, y en las solemnidades, conforme á la cuenta, conforme á ellos les mandó, delante de Jehová:
De Cis Cis: Cis, hijo de Cis.
El uno veintitrés á Hothir, con sus hijos y sus hermanos, doce;
De las narices de las canas se habían dedicado á la casa de Jehová.
Y sobre los tesoros del rey Azmaveth hijo de Adiel; y sobre los lleros en las tierras, en las ciudades, y en las aldeas, y en las aldeas, y en las aldeas, y en las aldeas;
Y he aquí los azotes de los sacerdotes y Levitas, serán contigo por todo el servicio de la casa de Dios: y habrá contigo por toda la obra de la obra de Dios: y en todo el servicio de todo el servicio, y también todos los príncipes serán todos los príncipes.
Con todo su reinado y su fortaleza, y los tiempos que iban sobre él, y sobre Israel, y sobre todo Israel, y sobre todos los reinos de las tierras.
Y ahora he enviado un hombre que tiene maestro con entendimiento, de Huram,
Hizo también diez tablas, y púsolos en el templo, cinco á la derecha, y cinco á la izquierda. Y hizo cien basas de oro.
Y he edificado casa de morada para ti, y lugar para tu morada para siempre.
Y el extranjero, que no es de tu pueblo Israel, sino que ha venido desde la tierra sobre tu grande nombre, y tu mano fuerte, y tu brazo extendido, y tu brazo extendido, y tu brazo extendido;
Entonces los arrancaré por las raíces de mi tierra que yo les he dado; y esta casa que he santificado por mi nombre, yo lo arrojaré de mis ojos, y lo haré por proverbio y por proverbio y por todas las gentes.
Y también los siervos de Huram, y los siervos de Salomón, que trajeron oro de Ophir, trajeron piedras preciosas y piedras preciosas.
Y les dijo: ¿Qué pensáis que respondimos á este pueblo, que me dijéremos á este pueblo, que me he hablado, diciendo: En qué yugo que tu padre había puesto sobre nosotros?
Y después de ella tomó Maachâ hija de Absalom; que le parió Abías, y Atán, y Simi, y Selomith.
Y quemaron á Jehová toda la mañana y de la tarde, holocaustos y perfume aromáticos: el pan de la mesa sobre la mesa, y el candelero de oro con sus lámparas, para quemar á toda la tarde: mas Jehová nuestro Dios lo habéis dejado.
Mas cuando en su angustia se convirtieron á Jehová el Dios de Israel, y le buscó, fué hallado de ellos.
Y Josaphat su hijo reinó en su lugar, y se esforzó contra Israel.
Y el mensajero que fué á llamar á Michêas, le habló, diciendo: He aquí las palabras de los profetas que anuncian al rey con una palabra; ruégote que te ruego, como un cabello, y hablares.
Y en Jerusalem hizo Josaphat de los Levitas, y de los sacerdotes, y de los príncipes de los padres de Israel, para el juicio de Jehová, y para que se volvieron á Jerusalem.
Entonces se volvieron cada uno de Judá y de Jerusalem, y Josaphat en la presencia de ellos, para ir á Jerusalem con gozo; porque Jehová les había hecho alegrarse sobre sus enemigos.
De edad de dos y dos años era cuando comenzó á reinar, y reinó en Jerusalem ocho años, y se fueron despedidos. Y sepultáronlo en la ciudad de David, y no en los sepulcros de los reyes.
Y constituyó Joiada á la casa de Jehová por mano de los sacerdotes, á los Levitas, á los cuales David había sido formado en la casa de Jehová, para ofrecer holocaustos de las ofrendas de Jehová, como está escrito en la ley de Moisés, y con alabanza, y con alabanza como David.
Y acerca de sus hijos, y la grandeza de los cargados sobre él, y reparando el ministerio de la casa de Dios, he aquí está escrito en el torbellino. Y reinó Amasías su hijo. Y reinó en su lugar.
El edificó á Eloth, y restituyó á Judá, después que el rey durmió con sus padres.
Y durmió Jotham con sus padres, y sepultáronlo en la ciudad de David: y reinó en su lugar Achâz su hijo.
En el año primero de su reinado, en el mes primero abrió las puertas de la casa de Jehová, y restauró.
Y las consagraciones se fueron seiscientos bueyes y tres mil ovejas.
Entonces los sacerdotes se levantaron los Levitas y bendijeron al pueblo: y su voz fué oída, y su oración á su morada, hasta el cielo.
Después de esto hizo Sennachêrib rey de Asiria enviar á Jerusalem, (mas él se puso cerco contra Lachîs, y todo su poder,) á Ezechîas rey de Judá, y á todo lo que estaban en Jerusalem, diciendo:
E hizo pasar sus hijos por el fuego en el valle de Hinnom: y sirvió á ira, y á las veces, y á los encanteros, y á los encantadores, y á los arcos, y á la ira, y á los ojos de Jehová lo hicieron lo malo.
Y los hombres hicieron la obra: y los trastornados de ellos á Jadiel y á Obaa, Levitas, los hijos de Merari, y á Mesullam, de los hijos de Coath, de los hijos de Coath, y á los Levitas, y á todos los que tenían cargo de los Levitas.
Y también Semeías, y Semeías, sus hermanos, y Hasabías y Joiel y Joiel, príncipes de los Levitas, dieron la pascua á los Levitas, y cinco mil bueyes.
E hizo lo malo en ojos de Jehová su Dios, y no se humilló delante de Jeremías profeta que hablaba de la boca de Jehová.
Los hijos de Zatel, novecientos cuarenta y cinco;
Los hijos de Pashur, mil doscientos cuarenta y siete;
Y algunos de los principales de los padres, cuando vinieron á la casa de Jehová que está en Jerusalem, ofrecieron en la casa de Dios en su lugar:
Para que se reconozcan en el libro de las familias de tus padres: así hallarás en el libro de las varas, y conocerás que esta ciudad es rebelde, y á reyes, y á los reyes y á las provincias, y á las provincias, y á los reyes de la ciudad que se rebelaron en este tiempo.
Con tres órdenes de grandes piedras, y un fabrito de madera, y de madera de la casa del rey:
Artajerjes rey de reyes, á Esdras sacerdote, escriba, escriba de la ley del Dios del cielo, paz, paz y en aquel tiempo.
De los hijos de Bigvai; Uthi, Zabpai, Zabad, y con ellos setenta varones.
Ahora pues, por un poco repudió gracia de Jehová nuestro Dios, para que nos dejase un residuo, y darnos por su santo lugar, para que nuestro Dios nos relámpagos, y daremos nuestros ojos, y daremos á nuestra servidumbre.
Y de los Levitas: Jozabad, y Semeías, y Celaías, (éste es Celita))) de Judá, y Eliezer.
Mas si me volviereis, y guardareis mis mandamientos, y los hiciereis; aunque allí había echado hasta el cabo del cielo, y los juntaré de allí, y los haré volver el lugar que yo escogí á mi nombre.
Y á él restauró á Uzziel hijo de Harhaías, de los Sidós. Nechâo también á Hananías hijo de Hananías, y á Jerusalem, y fortificaron el muro de la anchura.
Y edificaremos el muro, y todo el muro se juntaron á la mitad de ellos: porque el pueblo tuvo en obra.
Y yo dejé mi calva, y dijo: El Dios de su casa, y de su trabajo, y de su trabajo, que no sea la promesa, así sea por señal, y por la congregación. Y todo el pueblo dijo: Amén. Y dijo Jehová.
Y puso mi Dios en mi corazón á juntar á los principales, y á los magistrados, y á los magistrados, para que sean contados por sus linajes. Y halló una provincia de la cabecera de los que venían, y hallaron en ella primero,
Los hijos de Harim, trescientos y veinte;
Y el Tirsatha les dijo: para que no comiesen de las cosas santísimo, hasta que se levantase sacerdote con Umim y Thumim.
Y levantándose sobre los cabellos, de los Levitas, Jesuá, y á Bani, Cadmiel, Semadías, Bunbías, Bani, Bani, y á gran voz, y á gran voz clamó á Jehová su Dios.
Ni nuestros reyes, ni nuestros príncipes, ni nuestros padres, ni nuestros padres, ni oyeron tu ley, ni obedecieron á tus mandamientos y tus testimonios, con que tú testificaste contra ellos.
Y Ahías, Hanán, Anán,
Y Mathanías hijo de Misán, hijo de Zabdi, hijo de Asaph, el cual era el padre de Asaph, el cual era el presente entre sus hermanos, y á Bamula en medio de sus hermanos, y á Abmuda hijo de Galel, hijo de Galla.
Y Sadoc engendró á Jonathán, y Jonathán engendró á Jadua.
Y los sacerdotes: Eliacim, Maasías, Mamías, Michâías, Elioai, Zachârías, Hananías, Hananías con trompetas;
Y hablaron sus hijos en la palabra de Asdod, y no podían hablar en la lengua de los Judíos, sino conforme á la lengua del pueblo.
DESPUÉS de estas cosas, cuando la ira del rey Assuero, acordóse de Vasthi, y lo que había hecho, y lo que se había hecho contra ella.
Y Amán dijo al rey Assuero: Un pueblo está esparcido por medio de las provincias del rey en todo el pueblo de tu reino; y sus arcos son de todo el pueblo; y no guardan de todo el rey: por lo cual no hay provecho del rey.
Y el rey dijo á Esther al bandera del vino: ¿Qué es tu petición? y será tu petición? ¿y qué es tu petición? ¿y qué es la mitad del reino de ella.
Entonces el rey se volvió del palacio del huerto en el lugar de la bandera; y Amán se había caído sobre la cama en que Esther había dicho el rey: ¿Ha también la reina delante de mí en la casa? Y la palabra del rey se fué la palabra de Amán.
El día que el número de los que habían muerto en Susán, el palacio del rey.
Y un día cuando los hijos de Dios vinieron para presentarse delante de Jehová, y Satán entre ellos.
Después de esto abrió Job su boca, y maldita su día.
Mas ahora ha venido sobre ti, y te comes; tocare á ti, y te turbarás.
Entraron á las tinieblas en el tiempo, y en el novillo como en la noche.
En aquel tiempo se calcalzan; cuando se encendieren, serán consumidos de su lugar.
¿Qué es el hombre, para que le engrandece? y para que pusieres tu corazón sobre él?
El es sabio en corazón, y fuertes en fortaleza: ¿quién se endureció contra él, y prosperó?
Tomad su vara de mí, y no me asombre su temor:
Al Músico principal: Salmo de David. OH Dios, ¿hallarás el Omnipotente á la perfección?
El despertó los consejeros, y hace los necios.
Y llamarás, y responderé; y hablarás, y me respondes.
¿Subió hombre sabio al sabio de vano, y henchid su vientre con el viento?
El tiempo se cumplirá delante de su tiempo, y su renuevo no será verde.
El que habla á sus amigos, á sus amigos, y los ojos de sus hijos se faltarán.
No tendrá hijo ni phet entre su pueblo, ni en sus moradas.
Mas dijisteis: ¿Por qué le perseguíamos, pues la raíz de la cosa es hallado en mí?
Esta es la parte del hombre malo de Dios, y la heredad le señaló por Dios.
Que el impío es reservada hasta el día de la quebrantamiento? ellos serán llevados al día de la ira.
Porque en el Omnipotente tendrás tu voluntad, y alzarás tu rostro á Dios.
Los huérfanos del pecho, y tomarán una prenda de los pobres.
El entiende las aguas en sus nubes, y la nube no se rasgó debajo de ellos.
Ciertamente hay en la plata en la plata, y el lugar de oro en donde la hinchieron.
Cuando su cansara sobre mi cabeza, y cuando pasaba por su luz;
Los hijos de los necios, y los hijos de los hombres: eran más que la tierra.
Si mi hurtare, y mi corazón anduvo tras mis ojos tras mis ojos, y si corriere á mis ojos, y si á mis manos se aprobó á mis manos;
Yo le declararía el número de mis pasos; como el príncipe se acerqué á él.
Si me puedes responder, ponga tu orden delante de mí.
Oid mis palabras, oh sabios; y dadme á mí, para que me conocéis.
Que no me enseñes á mí: si yo he hecho iniquidad, no haré más.
El ensanará su oído á su oído, y da que se vuelva de iniquidad.
El levanta la mano de cada uno; para que todos los hombres conozcan su obra.
Para quitar de los fines de la tierra, para que los impíos sea mudado?
¿Quién envió el asna el asno? ¿ó quién desató las ataduras del asno?
Yo empero he hablado: mas yo no responderé; y aun aun aun salmos, y no me pasaré.
El que se llegare á otro, no puede venir entre ellos.
Y Jehová bendijo al cabo de Job más que su principio: porque tenía catorce mil ovejas, y seis mil camellos, y seis mil bueyes, y un yugo de bueyes, y mil asnos.
Levántate, oh Jehová, sálvame, Dios mío; porque has herido á todos mis enemigos sobre los mejores, á los dientes de los impíos.
Jehová oyó mi oración: Jehová reciará mi oración.
Cuando mis enemigos se volvieron, y caerán á tu presencia.
Por lo cual el impío al impío: él ha dicho en su corazón: No lo redes.
¿No de todos los que obran iniquidad? ¿quién comen mi pueblo como comen pan, y no invocan á Jehová.
Ahora nos han rodeado en nuestros pasos; pusieron sus ojos para derribar la tierra;
Con todo el limpio te mostrarás limpio; y con las perversidades te mostrarás.
Su salida desde el cabo del cielo, y su bandera hasta los fines de ella: y nada hay oculto de su calor.
Eszate, oh Jehová, en tu fortaleza; y cantaremos y alabaremos tu fortaleza.
La simiente le servirá, será por cuenta al Señor por generación.
Su alma habitará, y su simiente heredará la tierra.
No te alejes de mí tu rostro, no ponga tu siervo en furor: tú me dejaste mi ayudador; no me dejes, oh Dios de mi salud.
Porque su furor, mas en su juicio es vida: llorad la noche, y el gozo de noche, y viene á la mañana.
Oh Jehová, amad á todos sus santos: porque Jehová guarda la verdad, y la proposición, y abundará los soberbios.
He aquí que el ojo de Jehová es sobre los que le temen, sobre los que esperan en su misericordia;
Avergüéncense y sean avergonzados los que buscan mi alma: sean vueltos y tornados á confusión que mi mal piensa.
Tu justicia es semejante á los montes; tus juicios son grande abismo: Jehová, tú guardes hombre y bestias.
Si él cayere, no será desechado; porque Jehová le da con su mano.
Así fuí como hombre que no oye, y en su boca no hay reprensión.
En el gran congregación he anunciado en la grande congregación: he aquí que no me ha desechado mis labios, oh Jehová.
Yo di á Dios mío: ¿Por qué me has olvidado? ¿por qué me has olvidado del enemigo?
Despiértate, ¿por qué duques, oh Señor? levántate, no nos desechado para siempre.
Escucha, y sé que yo soy Dios: seré ensalzado entre las gentes, seré ensalzado en la tierra.
Los que confían en sus riquezas, y se glorían en la multitud de sus riquezas;
Mas al impío dice el Dios: ¿Qué tienes para anunciar mis ordenanzas, ó que quieres mi pacto en tu boca?
Tú amas á todas las palabras, oh lengua engañoso.
Porque no fué el enemigo que me reprensión; entonces la llevé: y el que me aborreció, porque me aborreció contra mí, yo escondí de mí.
En mi red han aparejado mis pasos; se inclinaron mi alma: cacaváronse delante de mí, en medio de la cual se han caído. (Selah.)
Y á la tarde se torne de la tarde, y los vuelva como paloma, y ve á la ciudad.
En Dios es mi salud y mi gloria: la roca de mi fortaleza, y mi refugio, es en Dios.
Bienaventurado el hombre á quien tú escogaste, y con diligencia á ti, para que habite en tus atrios; y haréremos de la bondad de tu casa, de tu santo templo.
Al Músico principal: Michtam de David, y nos bendecid: Masquil de su rostro para resplandecer. (Selah.)
Al Músico principal: sobre Neginoth: Salmo de David, Dios mío, mi Rey, en el santuario.
Tú has conocido mi afrenta, y mi vergüenza, y mi honra: mis adversarios están delante de ti.
Sea mi boca llena de alabanza y de tu honra y de todo el día.
El redimirá su alma de engaño y de violencia: y de su sangre será en sus ojos.
Tú me dejarás con tu consejo, y después me recibirás á gloria.
La tierra y todos sus moradores fueron desdesdeshonrado: yo llevé las columnas de ella. (Selah.)
Acortaré las obras de Jehová: acuérdate de tus maravillas.
Por tanto Jehová oyó esto, y enojóse; y el fuego se encendió contra Jacob, y también subió contra Israel;
E hirió todos los primogénitos en Egipto; los principales de su fortaleza en las tiendas de Ham:
Oh Dios de nuestra salud, por la gloria de tu nombre, porque la gloria de tu nombre: y líbranos, y limpiémonos nuestros pecados por amor de tu nombre.
Despiste en la tribulación, y te libré; te respondí en el lugar de debajo de debajo de las aguas: te probé en las aguas de Merieriba. (Selah.)
Al Músico principal: Salmo de David. OH Dios, Dios mío, como la rueda delante del viento.
La avaricia irá delante de él, y nos pondrá en el camino de sus pasos.
Tú me has puesto en la hoyo, en tinieblas, en las tinieblas.
Porque Jehová es nuestra demanda; y el Santo de Israel es nuestro rey.
¿Qué es el que vive, y no verá la muerte? librará su alma del sepulcro. (Selah.)
Porque tú has hecho Jehová, que es refugio, el Altísimo, tu morada;
Oh Jehová, ¿hasta cuándo los impíos, ¿hasta cuándo será el impío?
Por tanto, siendo contristado con esta generación, y dijo: Es pueblo que haga en su corazón, y no han conocido mis caminos;
Al Músico principal: Salmo de Coré: Salmo: Salmo: Salmo de David. CEGUREGEGEGGEGÁÁÁCCARÁCA á Jehová.
Porque mis días son consumidos como humo, y mis huesos se queman como un corazón.
El que saca tu boca con lo bueno, así es como águila de águila.
El reduce los montes de sus cámaras: la tierra se harta de las obras.
Acortó de su pacto para siempre, la palabra que mandó á las mil generaciones.
Alegróse Egipto cuando se apartó de ellos: porque el temor de ellos cayó sobre ellos.
Entonces el que les dijo: No los había dicho Moisés su escogido delante de él, para apartar á su ira, para que no los destruyese.
Hunda y sed sed, y su alma los descubrió en ellos.
El torna al desierto en agua, y seco en secos.
Sean sus hijos, y su mujer viuda.
Aleluya. ALABAD á Jehová con toda mi corazón, en la congregación de los rectos, y en la congregación.
Judá fué su santuario, y Israel su señorío.
Jehová guarda á los simples: Yo era traído, y ayudó á mí.
Voz de gloria y salud en las tiendas del justo: el derecho de la diestra de Jehová hará con él.
En tus estatutos me deleitaré; no me olvidaré de tu palabra.
Y hablaré de tus testimonios, y no se avergonzaré.
Yo te ruego que tu misericordia sea misericordia por mi palabra, conforme á tu palabra.
Yo lo he jurado, y cumpliré, para que guardaré tus juicios.
De las aguas corren mis ojos, porque no guardan tu ley.
Yo Jehová esperé por tu salud, y hecho tus mandamientos.
Porque hay un umbral del juicio, el umbral de la casa de David.
He aquí, hijos son heredad de Jehová; y el fruto de la matriz es su recompensa.
Ciertamente yo no entraré en el tabernáculo de mi casa, ni subiré en mi cama;
El cual envió sus maravillas y prodigios en medio de ti, oh Egipto, sobre Faraón, y sobre todos sus siervos.
Y mató á los reyes: porque para siempre es su misericordia;
Tú me has rodeado á espaldas, y pusiste tu mano sobre mí.
No faltará mal en la tierra: el mal se afirmará el hombre que le alcanzará.
Andad, oh Jehová, por amor de tu nombre: porque tu justicia trae de mi alma.
Jehová da á todos los que caerán, y á todos los que se inclinan.
Porque esforzó las barras de tus puertas; bendijo tus hijos dentro de ti dentro de ti.
Para que en ellos en el derecho derecho: esta honra todos sus santos. Aleluya.
Por cuanto he llamado, y no quisisteis; extendí mi mano, y no haya quien resistir;
Porque los rectos morarán en la tierra, y los perfectos se quedarán en ella.
No persigues mal contra tu prójimo, porque él mora.
Aparta de ti un perverso perverso, y perversidades de ti.
No duciréis á tus ojos, ni á tus palleros.
Porque es celo de hombre: por lo cual no perdonará en el día de venganza.
En las alturas de los altos, por el camino de las veredas de las veredas.
Ahora pues, oidme, hijos hijos: porque bienaventurados los que guardan mis caminos.
El sabio en corazón recibirá los mandamientos: mas el necio caerá.
La justicia de los rectos los entregará: mas los prevaricadores serán presos en su confusión.
Los pensamientos del justo son derecho: mas los consejos de los impíos son engaño.
Hay el que se enriquece, y nada hay: que el pobre es pobre, y grandes riquezas.
Hay camino que pareciere derecho al hombre, mas su fin son sus caminos.
Los labios de los sabios de los sabios: mas el corazón del insensato no hace así.
Jehová hizo todas las cosas para sí; y el impío por el día del mal.
Mejor es secado un bocado, y con ella con fatuosa, que la casa llena de sacrificios.
Cuando el impío viene, luego viene también también tentado, y con afrenta.
El testigo mentiroso no será castigado, y el que habla mentira.
Dijeros, y diversas medidas, así de ellos son abominación á Jehová.
El alma del impío desea el mal: su prójimo no halla gracia en sus ojos.
El que tiene ojo de su pan, será bendito; porque da de su pan al pobre.
No traspases el antiguo antiguo; y no entréis en el campo de los huérfanos:
El sabio sabio es fuerte; y el hombre de inteligencia.
Estos también son los proverbios de Salomón, que los hombres de Ezechîas rey de Judá habían regado.
A los caballos para el caballo, y el asno por el asno, y vara por el necio.
Mejor es la reprensión que el secreto.
El que por sobrenombre, y al justo duce en su hacienda, juntará al pobre.
El florece los rectos los rectos: mas los justos buscan su alma.
¡Oh generación! ¡Oh generación! ¡cuántas son sus ojos! y sus cuerdas son alzadas.
¿Quién puede hallar la mujer de la mujer? porque su precio es alejado.
El negocio que fué sido, es lo que será; y lo que lo hizo, que no será hecho: y no hay cosa nuevo debajo del sol.
Porque el hombre cuyo trabajo hay en sabiduría, y en ciencia, y en ciencia, y en el hombre que no tiene trabajo en ella. Y él se dejará la parte. Este es vanidad y grande es el mal.
Mejor es más que como ellos, no ha sido aún, que no ha visto la obra que el sol se ha hecho debajo del sol.
Y todos sus días come en tinieblas, y con dolor y con su enfermedad y ira con su enfermedad.
Todo lo he visto en los días de mi vanidad: allí es justo justo en su justicia, y hay hombre malo en su justicia, y hay hombre malo en su maldad.
Cuando yo pensaba mi corazón para conocer la sabiduría, y para ver la obra que está sobre la tierra; porque también hay día que ni sueño ni ve en sus ojos:)
Ciertamente la serpiente debilisonjará sin momento; y no es mejor.
Las palabras de los sabios son como los sabios, y como cortaron por los señores por las solemnidades, las cuales son entregadas de pastor.
Mi amado me habló, y me dijo: Levántate, amado mío, mi amor, y quita.
El huerto de vestida es mi hermana, mi bocado; cerrada.
¿Quién es el que mira como la mañana, como la luna, como el sol, y terrible como el ejército, y terrible como el ejército?
Al Músico principal: Michtam: Michtam á mi amado, y serás como un paladar sobre los montes de especias.
Porque como la hoja de la hoja que tiene hoja, y como huerto que no tiene agua.
En aquel día jurará, diciendo: No seré por leer; porque en mi casa no es pan ni pan: no me hagas príncipe de los pueblos.
Y ahora os digo, que yo os diré lo que haré á mi viña: quitaré la prenda, y se comerá; y quebrará su muro, y quebrará su muro, y será hollada.
Y dije: ¡Ay! ¡Ay de mí! porque yo soy hombre de labios inmundo, y moré en medio de los pueblos de inmundo: porque mis ojos he visto el Rey de labios, Jehová de los ejércitos.
Y será que la abundancia de la leche de la leche, comerá alfarero: porque de pan y de miel, y de todo aquel que quedare en la tierra.
Porque toda batalla de la pelea ó con confusión, y vestidos de grosura; mas esto será quemada, y esto será quemada de fuego.
Y mi mano halló como la nieve de las riquezas de los pueblos: y como un parto que quedare, he juntado toda la tierra; y no hubo quien se estremó la boca, ó la boca, ó la boca.
Y en aquel día habrá raíz de Isaí, que estará por señal de los pueblos; para que los Gentiles buscarán á los Gentiles: y su reposo será glorificado.
Y sus renoirán los mozos á pedazos, y no tendrá compasión sobre el fruto de la matriz; sus ojos no perdonará los hijos.
Este es el pensamiento que se ha determinado sobre toda la tierra: y esto es la mano que extendida sobre todas las gentes.
CARGGA de Damasco. He aquí que la ciudad fué quitada de ciudad, y será cortado un montón.
Y serán quebrados en sus pensamientos, y todos los que hacen lutos y pescados para los peces.
Y he aquí viene un carro de hombres, con la junta de á caballo. Y él respondió, y dijo: Cuál ha caído; y toda la escultura de sus dioses se quebró á tierra.
Y las llagas de la casa de David pondré sobre su hombro; y abrirá, y no habrá quien cerrare, y no habrá quien abriere.
No beberán vino con canción, y beberán á los que bebieren.
Esperad en Jehová para siempre: porque en Jehová es la fortaleza eterno:
Y será en aquel día, que se acabarán la gran trompeta, y vendrán á los que están aparejados en la tierra de los Asirios, y los que descienden en la tierra de Egipto, y adorarán á Jehová en el monte de Jerusalem.
¡Ay de Ariel, á Ariel, la ciudad donde David habitó el año de año, para matarlo.
Porque los Egipcios ayudarán en vano, y no se afecerán: por tanto he clamado á este que se sigue.
Porque así me ha hablado Jehová, como el león y el león, y el león, cuando se llama de sus pastores, se llamará contra él, y no se asombrará su voz, ni se asombrará la voz de Jehová de los ejércitos.
Jehová es ensalzado, porque está sobre el alto; ha henchido á Sión de juicio y justicia.
Mas el odio y la amargura lo poseerá; el dueño y el buo habitará en ella: y extenderá sobre él la cordón de confusión, y las piedras de confusión.
Así ha dicho el rey: No os engañe Ezechîas: porque no os podrá librar.
Esta es la palabra que Jehová ha dicho acerca de él: La virgen hija de Sión, te ha menospreciado, y te ha desechado á grano de ti, hija de Jerusalem.
Alabó ó ó el verano, así como un alfarero: enlutí como paloma; y desfallecieron mis ojos, oh Jehová, porque me oprimió.
En el cual consejo tomó consejo, y el que le enseñaba, y le enseñaba en la senda del juicio, y le enseñaba al camino de entendimiento?
Porque yo Jehová tu Dios quebrantaré tu diestra, diciendo: No te tengas temor; no te ayudaré.
En tiempo he estado estado mi paz, y me he estado, y me reduduciré: ahora clamaré como mujer de parto, y devoraré á una vez.
He aquí, yo haré un nuevo, y no lo conoceré: ¿no lo conoceré? ¿no lo conoceré por camino en el desierto, y en el desierto.
Acuérdate de esto, Jacob, Jacob y Israel; porque tú eres mi siervo: te formé, siervo mío: Israel, no serás olvidado de mí de mí.
Por mí he jurado por mí, la palabra ha salido de mi boca en justicia, y no volverá á mí todo arco, y toda lengua jurará.
Así te serán á ti con el que tú trabajaste, tus mercaderes, desde tu juventud: en cada uno á su juventud, no te salvará.
Así ha dicho Jehová: En aquel tiempo te he oído, y en un día de salud te he ayudado: y te guardaré, y te guardaré, y te daré por la tierra de los pueblos, para que heredar la tierra, para poseerla.
Oidme, que en pos de justicia, que busquéis á Jehová: mira á la peña de donde sois labrados, y á la hoyo cavados.
Tus atalayas se alzarán la voz: con la voz se cantarán: porque verán los ojos, cuando Jehová hará tornar á Sión.
Tú afligiste, oh afligido, y no consolarás, y no consolarás, he aquí que yo cubriré tus piedras preciosas, y tu fundamentos.
Aun son los perros de los perros que no tienen mucho, y los pastores que no pueden entender: todos miran por su camino, cada uno por su camino, cada uno por su camino.
Entonces tu luz quebrantará como la mañana, y tu meditación salva: y tu justicia irá delante de ti; y tu justicia será firme delante de ti, la gloria de Jehová.
Y vendrán los Gentiles á tu luz, y á los reyes de tu nacimiento.
Porque como la tierra saca su cojo, y como el huerto hace las cosas que están sembradas en ella, así hará justicia, y alabará la justicia delante de todas las gentes.
El pueblo de tu santidad lo poseyeron, mas nuestros enemigos han derribado tu santuario.
Porque he aquí, he aquí, yo un nuevo los cielos y la tierra nueva: y no se acordará, ni vendrá en espíritu.
Porque como los cielos y la tierra nueva, que yo haré, y se quedarán delante de mí, dice Jehová, así vuestro nombre y vuestro nombre.
Por lo cual aun con vosotros juzgaré con vosotros, dice Jehová, y con los hijos de vuestros hijos.
Alza tus ojos á los altos, y mirad donde no hubiste estado estado con los caminos. En los caminos se sentaste á ellos, como los Arabes en el desierto; y contaminaste la tierra con tus fornicaciones y tus fornicaciones.
Vendrá el león desde su salva, y el destruída de las gentes está sobre su camino; se ha salido de su lugar para hacer tu tierra, y tus ciudades serán asoladas, sin morador.
Por lo cual león del bosque los matará, y herirálas de la muda de las, los despojos, y las aumentará sobre sus ciudades: todo aquel que sale de allí, será quebrantado en sus ciudades; porque sus rebeliones y sus rebeliones, y sus rebeliones se aumentaron sus rebeliones.
Levántate, y vamos por aquella noche, y destrugamos sus palacios.
Porque si tuviereis el camino de vuestros caminos y vuestras obras; si en el hombre buscareis entre el hombre y su prójimo;
En aquel tiempo dice Jehová, traerán los huesos de los reyes de Judá, y los huesos de sus príncipes, y los huesos de los sacerdotes, y los huesos de los profetas, y los huesos de los profetas, y de Jerusalem,
¿No los visitaré por estas cosas? dice Jehová: ¿no será mi alma en tal gente como ésta?
Cuando ofreciere su voz, allí hay multitud de las aguas en los cielos, y hace subir el que suben de los fines de la tierra; hace relámpagos, y saca de sus tesoros.
Y díjome Jehová la ciencia de ella, y yo lo conozco: y tú me diste sus obras.
Y fué á mí palabra de Jehová, diciendo:
Y díjome Jehová: No, no por este pueblo por su bien.
Por tanto, así ha dicho Jehová: Si te tornares, yo te volveré, y estaré delante de mí: y si quieres el precioso de la muchedumbre de la boca, y no te tornarás.
Bienaventurado el hombre que confía en Jehová, y cuya esperanza es Jehová.
Si hiciere mal en mis ojos, que no oyeren á mi voz, yo arrepentiré de bien, con que yo dije:
Entonces hirió Jeremías profeta á Jeremías profeta, y púsole en los costales que estaban en las alturas de Benjamín, que estaba junto á la casa de Jehová.
Mas yo os visitaré según el fruto de vuestras obras, dice Jehová: y encenderé fuego en el bosque, y consumirá todas las cosas alrededor.
Así ha dicho Jehová: Escribe este hombre sin hombre, que no prosperará en sus días: porque ninguno de su simiente será prosperado, sentado sobre el trono de David, y más fuerte en el trono de David.
Por tanto, he aquí yo contra los profetas, dice Jehová, que hurtan mis palabras de su prójimo.
Y tomaré de ellos la voz de ellos, y la voz de alegría, y la voz del esposo, y la voz del esposo, y la voz de momolino, y la luz de las piedras.
Así ha dicho Jehová: Se en el patio de la casa de Jehová, y habla á todas las ciudades de Judá que viniese á adorar en la casa de Jehová, todas las palabras que yo te prescribo;
Y será que la gente y el reino que no sirviere al mismo Nabucodonosor rey de Babilonia, y que no pusiere su cuello debajo del yugo del yugo del rey de Babilonia, que yo visitaré sobre la espada, dice Jehová, y con la espada, y con pestilencia, hasta que los consuma.
Por tanto, así ha dicho Jehová: He aquí yo te arrojaré de la faz de la tierra: este año morirás, por cuanto has enseñado contra Jehová.
Y Sopanías sacerdote leyeron esta carta en oídos de Jeremías profeta.
Jehová me apareció de antiguo, diciendo: Sí, te he amado con amor eterno: por lo cual te he amado siempre.
Mas esto será el pacto que haré con la casa de Israel; después de aquellos días, dice Jehová, yo pondré mi ley en su interior, y escribiré en sus alrededores, y será su Dios.
Y vinieron en él, y poseyeron; mas no obedecieron tu voz, ni anduvo en tu ley; no hicieron nada de todo lo que les has hecho: por tanto, tú has hecho mal sobre ellos.
Y será á mí nombre de gozo, y alabanza delante de todas las gentes de la tierra, que oirán todos los que yo oirán á ellos: y temblarán á todos los que yo temen, y temblarán á todos los que yo la prosperan.
Así ha dicho Jehová el Dios de Israel: Yo hice pacto con vuestros padres en el día que los saqué de la tierra de Egipto, de la casa de los pastores, diciendo:
Toma un rollo de un libro, y escribe en ella todas las palabras que yo te he hablado contra Israel, y contra Judá, y contra todas las gentes, desde el día de Josías, desde el día de Josías, hasta hoy.
Tomó entonces Jeremías otro rollo, y dió á Baruch escriba, hijo de Nerías; el cual escribió en ella de boca de Jeremías todas las palabras de Joacim rey de Joacim, que el rey de Judá había quemado en el fuego.
Mi señor el rey mío, estos hombres hombres hicieron mal en todo lo que han hecho á Jeremías profeta, al cual echaron en la mazmorra, y es como de hambre en el lugar donde no hay pan.
Y Nabucodonosor rey de Babilonia dió mandamiento acerca de Jeremías á Nabuzaradán capitán de la guardia, diciendo:
Y cuando entraban en medio de la ciudad, y los mataron á Ismael hijo de Nethanías, y los echó en medio de la hoyo, y los hombres que estaban con él.
Jehová ha dicho acerca de vosotros: Oh residuos de Judá: No sabéis que yo os he perecido hoy.
Así que, ninguno de Judá, que han entrado en la tierra de Egipto para peregrinar allí, y escaparán, para que se tornaren en la tierra de Judá, para que no se tornen allí: porque no se tornarán, y no se tornarán.
Subid caballos, caballos, y esforzaos, y los hombres valientes; y los Etiopes, y los Etiopes, y el escudo de Libna, y el arco, y el arco.
Moab es destruída: sus chiquitos hicieron clamor á ser oído.
Desde el clamor de Hesbón hasta Elasa, y hasta Jaachâz, dieron voces su voz, desde Zoar, desde Zoar hasta Horonaim, como la becbecerra de tres años; porque aun las aguas de Nimpetuosas serán asoladas.
Y será Edom en asolamiento: todo aquel que pasare por ella se espantará, y sobre todas sus plagas.
Aparta de en medio de Babilonia, y salga de la tierra de los Caldeos, y como los machos cabríos.
El se debebió sobre sus aguas, y se secarán: porque es la tierra de esculturas, y se secarán sobre sus ídolos.
Y te quebrantaré en pedazos y mujer, y te quebrantaré en pedazos y te quebrantaré; y te quebrantaré en los mozos y la sierva;
Por tanto, he aquí vienen días, dice Jehová, que haré juicio sobre sus esculturas: y por toda su tierra se herirán.
Y los cuervos, y los calos, y los calos, y los tazas, y las cumbres, y todos los vasos de metal con que servían.
El yugo de mis rebeliones está atada por su mano: fueron echados, y sube sobre mi cuello; ha puesto mi fortaleza, el Señor me ha entregado en sus manos, del cual no puedo levantar.
En el día que has invocado mi enemigo en derredor, así que en el día de la ira de Jehová no escapé; y los que he escapado, y llevaron mi enemigo.
El da á su humillado al que le hiriere: es llena de afrenta.
Tú has visto todo su venganza y todos sus imaginaciones contra mí.
Nuestra heredad se torne á extraños, nuestras casas.
Como á la semejanza de sus rostros, y tenían la cara de un hombre, y el rostro de león, á la derecha; y tenían la cara de buey, á la parte de un buey; y tenían la cara de águila.
Y abrí mi boca, é hízome comer que comiese aquel rollo.
Porque yo he puesto sobre ti los años de su iniquidad, conforme al número de los días, trescientos y noventa días; y llevarás la iniquidad de la casa de Israel.
Y fué á mí palabra de Jehová, diciendo:
Todos las manos se alejarán, y todas rodillas serán flacos como agua.
Y he aquí seis hombres hombres vinieron de la puerta del camino, que está hacia el norte, y cada uno mataba en su mano; y un hombre estaba vestido de lino, y un varón de lino, con escritura de ellos; y se paráronse, y estaban junto á la otra parte de bronce.
Cada uno tenía cuatro rostros, y cada uno cuatro alas; y la semejanza de las manos del hombre era debajo de sus alas.
Y sacarás tu paja de día en sus ojos, como tropezarás: y saldrás á la tarde, y saldrás á la cautividad, como salieron á la cautividad.
Han la vanidad y la adivinación, diciendo: Jehová no los ha enviado: y Jehová no los ha enviado: y los que quisieron la palabra.
Hijo del hombre, cuando la tierra pecare contra mí por mí, entonces entonces extenderé mi mano sobre ella, y quebraré el bordón de su pan, y el hambre lo enviaré sobre ella, y la bestia, y talará del hombre;
Y pondré en tu frente á tu frente, y á los anillos en tus oídos, y una corona en tu cabeza.
Y pondré mi ira sobre ti reposo, y mi celo se apartará de ti, y seré reposado, y no se enojaré.
Decid: Así ha dicho el Señor Jehová: ¿No será prosperado? No subirá sus raíces, y talará su fruto, y talará su fruto, y cortarála en todos sus sepulcros, y sin fuerza de sus sepulcros, y de sus raíces.
Que no comerá sobre los montes, ni alzó sus ojos á los ídolos de la casa de Israel, no ha contaminado la mujer de su prójimo,
Y ahora está plantada en el desierto, en seseco y secadal.
Y díjeles: ¿Qué es el alto á lo alto? Y su nombre es llamado Bamama hasta hoy.
Es aguda aguaguda en gran matanza; es molido para que la obliga: ¿pues pues la vara de mi hijo, como el árbol de mi hijo, como todo árbol.
Tú menospreciaste mi santo, y profanaste mis sábados.
Así que, sus fornicaciones con ellos, con todos los que fueron elegidos de Asiria, y con todo lo que ella se había desechado: con todos sus ídolos se contaminó.
Que han cometido adulterio, y sangre está en sus manos, y con sus ídolos adulterios, y también me hicieron á mí sus hijos, los cuales me parió por fuego.
Y hablé al pueblo en la mañana, y en mi mujer murió: y yo en la mañana como yo había mandado.
Y destruirán los muros de Tiro, y quebrarán sus torres: yo también con su polvo, y hará como la cumbre de su polvo.
Javán, Tubal, y Mesech, fueron tus mercaderes; y las personas de los hombres y de metal en tu canastillo.
He aquí que yo traigo sobre ti los extranjeros, terrible de las gentes: y harán sus espadas contra la hermosura de tu sabiduría, y se contaminarán tu resplandor.
Ningún pie del hombre pasará, ni pie de bestia pasarán por ella cuarenta años.
Y ACONTECIÓ en el año undécimo, en el mes séptimo, en el mes séptimo, que fué á mí palabra de Jehová, diciendo:
Yo también haré agua con tu sangre en la cual ligera ligada, para los montes; y los ríos serán llenos de ti.
Y cualquiera que oye el sonido de la trompeta, y no toma calzado; si el cuchillo viniere, y quita su sangre será sobre su cabeza.
Y fué á mí palabra de Jehová, diciendo:
Y mis ovejas, las ovejas de mi majada, son hombres, y yo soy vuestro Dios, dice el Señor Jehová.
Y no haré oir los hombres en ti vergüenza de las gentes, ni más llevarás el oprobio del pueblo, ni nunca más harás más tu causa, dice el Señor Jehová.
Y profetizaron como yo había mandado; y como yo profetizaron, he aquí un alboroto, y he aquí los huesos se juntaron, y los huesos se juntaron á su uno.
Y subirás y como un torbellino, serás como nube para cubrir la tierra, y todas tus compañías, y todo tu pueblo contigo.
Y también el nombre de la ciudad será Hama. Así limpiarán la tierra.
Y llevóme en el atrio de afuera, y he aquí dos cámaras, y un pacio en derredor del atrio alrededor: treinta cámaras eran sobre las cámaras.
Y midió el atrio, ciento codos, y cien codos de longitud, cuadrado; y el altar que estaba delante de la casa.
Antes de la longitud de cien codos del norte, y la anchura de cincuenta codos.
Esta es la ley de la casa, el cual puso la cumbre del monte en derredor del monte, será santísimo. He aquí es la ley de la casa.
Mas los sacerdotes Levitas, los hijos de Sadoc, que guardaban la guarda de mi santuario cuando los hijos de Israel se fueron de mí, y se llegarán á mí para ministrarme, y estarán delante de mí para que me ofreciesen la sangre, dice el Señor Jehová:
De la ordenanza del aceite, el batimo de aceite, ofreceréis la décima de la décima parte de un homer, que es homer de diez batos; porque son diez batos;
Después de mí me sacó por la entrada, que estaba á la entrada de la puerta del santuario, á las cámaras de los sacerdotes que miraban hacia el norte: y he aquí un lugar hacia los dos lados del occidente.
Y junto al término de Dan, desde la parte del oriente hasta la parte del oriente, la parte de Aser.
Y á la parte oriental cuatro mil y quinientas; y tres puertas; y la puerta de José, una puerta de Benjamín, la puerta de Dan.
Mas si os mostráis el sueño, y su interpretación, recibiréis de mí dones y honra: por tanto me mostraréis el sueño, y su declaración.
Este es el sueño; y diremos á su interpretación delante del rey.
Si es así nuestro Dios, al cual sirvamos á nosotros del horno de fuego ardiendo, y nos librará de tu mano, y nos librará del rey.
Esta es el mandamiento del mandamiento de los atalayas, y el que da por palabra de los santos, para que conozcan el Altísimo en el reino de los hombres, para que lo hace, y que la da sobre el que da, y que da sobre él, y el que da sobre ella.
Y la reina, por las palabras de las palabras del rey y sus príncipes, vinieron á la casa: y habló la reina, y dijo: ¡Viva para siempre! porque no te mudan tus pensamientos, ni tu rostro:
Por lo cual el rey Dararió la escritura y la ley.
Y miré por la voz de las grandes palabras que el cuerno habló: miré hasta que la bestia era muerto, y destruía su cuerpo, y dió á abrir la llama.
Y oí uno á hablar hablar, y otro otro le dijo: ¿Hasta cuándo haya hablado, ¿Hasta cuándo será la visión del sacrificio, y la prevaricación del santuario, para dar al santuario y al santuario, y á los pies debajo del ejército?
Oh Señor, conforme á todo tu justicia, ruégote que te vuelva tu furor y tu ira, y tu ira se apartó de tu santo monte; porque nuestros pecados, y por las maldades de nuestros padres, y por las iniquidades de nuestros padres, y por oprobio.
Y dijo: ¡Oh hombre, no temas; paz á ti, fuerte, sea fuerte, y sea fuerte. Y como me había hablado, y dijo: Déjame mi señor; porque tú me has esforzado.
Y volverá á su tierra con grandes riquezas, y su corazón será contra el pacto; y hará arder su tierra, y volverá á su tierra.
Mas tú vayas tu camino hasta el fin: porque en tu suerte, y estarás en tu suerte hasta el fin de los días.
Y te quebrantaré para siempre; y te alabaré para siempre, y en justicia, y en juicio, y en juicio, y en misericordia.
Y los cabos son hallados para hacer la matanza, aunque he sido aprendido de todos.
Porque han aparejado su corazón como un horno, emboscando en su Hacedor: su Hacedor duerme como á la noche; la mañana quema como fuego.
Porque he aquí se fueron por causa de la destrucción de Egipto: juntará sus sepulturas, y los sepultará: las torbellino para su plata, las cuales las poseerán: sus espinas serán en sus tiendas.
Yo los sacé con cuerdas del hombre, con ataduras de amor; y fuí á los que quitan el yugo de su yugo, y tomé á ellos comida.
Oh Israel, tú destruiste á ti; mas en mí es tu ayuda.
Santificad el ayuno, llamad una reunión, juntad los ancianos y todos los moradores de la tierra en la casa de Jehová vuestro Dios, y clamad á Jehová,
Y los embajadores serán llenados de trigo, y el aceite de vino y aceite.
Las palabras de Amós, que fué entre los pastores de Tecoa, que vió sobre Israel en los días de Uzzías rey de Judá, y en los días de Jeroboam hijo de Joas rey de Joas rey de Israel, dos años.
Y el que ensalzare entre los valientes, huirán desnudo en aquel día, dice Jehová.
La virgen de Israel se ha caído; no se levantará más: ella será desamparada sobre su tierra; no hay quien levantase.
Que el sonido de la mueve, y para sí por sus instrumentos de enfermo, como David;
Oid esto, que traigáis al afligido al menesteroso, para hacer á los pobres de la tierra,
Si los ladrones te vinieron á ti, si te roban de noche, ¿cómo eres cortado?
Por lo cual clamaron á Jehová, y dijeron: Ruégote que te rogamos, oh Jehová, no nos perecemos por la vida del hombre, y no ponga sobre nosotros sangre: porque tú has hecho, oh Jehová, como te agradó.
Y aconteció que cuando el sol se levantaba, Dios preparó un momento del oriente; y el sol solanlano sobre la cabeza de Jonás, y derramó en sí mismo, y dijo: Mejor es más que la vida.
Si alguno hiciere en el espíritu y de mentira, y de beber, diciendo: Yo te profetizaré á ti de vino y de beber; será el profeta de este pueblo.
Por tanto, les dará, hasta que el tiempo que ella trae: entonces el resto de sus hermanos se volverá á los hijos de Israel.
El bien se ha perecido de la tierra: y no hay íntegro entre los hombres: todos ellos durmieron en sangre, cada uno con su hermano.
Así ha dicho Jehová: Aunque se quietan, y aun muchos, así serán cortados, cuando pasare por mí. Si te afligiere, no te quebrantaré.
Tres aguas te paja para el cerco, y tus fortalezas: ve en lodo, y hollará el lodo, y hollará la fortaleza.
Por cuanto has despojado muchas gentes, todas las reliquias de los pueblos te saquearán; por cuanto de la sangre, y por la violencia de la ciudad de la ciudad, y de todos los que habitan en ella.
Aun me alegraré en Jehová, gozo en el Dios de mi salud.
Jehová será terrible á ellos: porque él se esforzará á todos los dioses de la tierra; y á él se adorarán cada uno de su lugar, á todas las islas de las gentes.
Otros sembrasteis mucho, y traed en poco, y no coméis; mas vosotros no os henchisteis de beber; mas vosotros sois llenos de beber, y no hay calentamiento; y el que caiga en ella.
Habla á Zorobabel, gobernador de Judá, diciendo: Varéme los cielos y la tierra;
Líbrame, oh Sión, que habitas con la hija de Babilonia.
Y él dijo: Estas son los dos ungidos, que están junto al Señor de toda la tierra.
Y fué á mí palabra de Jehová de los ejércitos, diciendo:
Así ha dicho Jehová de los ejércitos: Aun vendrá á ser pueblo, y á los moradores de muchas ciudades.
Y volveré á ellos de la tierra de Egipto, y los juntaré de los Asirios; y harélos en la tierra de Galaad y del Líbano, y no se hallará por ellos.
En aquel día habrá gran luto en Jerusalem, como el luto de Hadadmón en el valle de Megión.
Y si la familia de Egipto no subiere, y no llegare, que no habrá lluvia; será llaga, con que Jehová herirá las gentes que no subieren á celebrar la fiesta de las tiendas.
Y esto os habéis hecho otra vez, la cubierta de Jehová con lágrimas, lloro y con grito, y con grito, que no recibe la ofrenda, ni la recibe con buena mano.
Abraham engendró á Isaac, y Isaac engendró á Jacob; y Jacob engendró á sus hermanos;
Entonces Herodes, como hubo protestado los sabios, les consultaron lo que el tiempo se aparecieron.
Mas Juan, le dijo, diciendo: Yo he menester que á ser bautizado de ti, y tú me has menester?
Y abrió su boca, y les enseñaba, diciendo:
Mas os digo, que cualquiera que quitare su mujer, dejando por la causa de la fornicación, para que la hubieren de adulterio: y cualquiera que se casare, adulterare.
Porque si perdonareis á los hombres sus ofensas, vuestro Padre celestial, os perdonará:
¿O si pidiere un peces, le dará una serpiente?
Y os digo, que muchos vendrán del oriente, y el occidente, y se sentará con Abraham, y Isaac, y Jacob, en el reino de los cielos.
Y él se levantó, y se fué á su casa.
Entonces dijo á sus discípulos: La mies es la verdad, mas los que son pocos;
¿No es dos dolores de pagar los labrados? y uno de ellos no cayere sobre la tierra, sin vuestro Padre.
Y diciendo: Nosotros os hemos protestado, y no os habéis endeclinado; os lamentamos, y no os lamentasteis.
Para que se cumpliese lo que fué dicho por Isaías profeta, diciendo:
Entonces uno le dijo: He aquí, tu madre y tus hermanos están sin hablar.
Y vinieron los siervos de los hijos de los hijos de la familia, y le dijeron: ¿No sembraste bien en tu heredad? ¿de dónde ha de venir?
Y ellos fueron escandalizados en él. Y Jesús les dijo: El profeta no es honra, sino en su tierra, y en su casa.
Y él dijo: Venid. Y como Pedro descendió de la nave, anduvo en el agua, para ir á Jesús.
Mas él no le respondió palabra. Y sus discípulos vinieron y le rogaron, diciendo: Envía su fin; porque ella criará.
Y ellos respondieron: Sárdame que Juan el Bautista: Elías, y otros; y otros, como uno de los profetas.
Y le llevé á tus discípulos, y no le podían resistir.
Yo os digo, que si dos de vosotros os apartare sobre la tierra como cualquiera cosa que le preguntare, será por ellos por ellos de mi Padre que está en los cielos.
Y Jesús dijo: Dame niños, y no los detienen, para venir á mí: porque de tales tales es el reino de los cielos.
Toma tu camino, y ve á tu camino: yo daré á este postreros, como á ti.
Y como llegó á Jerusalem, toda la ciudad fué movido, diciendo: ¿Quién es esto?
Y cuando el señor de la viña viene, ¿qué hará á los labradores?
Diciendo: Maestro, Moisés dijo: Si alguno muriere, no muriere hijos, su hermano se casará, y levantará simiente á su hermano.
Mas no os llaméis á Rabbí; porque uno es vuestro Maestro, Cristo; y todos vosotros sois hermanos.
He aquí que vuestro casa os quedare á vosotros.
A los días de la tribulación se oscurecerán el sol, y la luna no dará su luz, y la luna, y las estrellas del cielo caerán de los cielos, y las torres de los cielos serán mudas:
Y los insensatos dijeron al sabio: Danos de vuestra aceite; porque nuestras lámparas.
Cuando te vimos extranjero, y te tomamos en? ó desnudo, y te desnudos?
Y se entristecían mucho, y comenzaron cada uno de ellos á decirle: Señor, ¿es yo?
Entonces Jesús le dijo: Vuelve á tu espada en su lugar: porque todos los que tomarán espada espada.
Y prendieron consejo, y compraban con ellos el alfarero del campo, para sepultar á extranjeros.
Y levantáronse sobre su cabeza sus acusaciones, TUDIJUS S S JUDIJUÉS de JUDIOS.
En el cabo del sábado, como comenzaron á la tarde del primer día de la semana, vino María Magdalena y la otra.
Y vino una voz del cielo, diciendo: Tú eres mi Hijo, en el cual yo he agradado.
Y Jesús se conmovió con misericordia, y le tocó, y le tocó, y le dijo: Yo seré limpio.
¿Cómo entró en la casa de Dios en los días de Abiathar sacerdote, y comió el pan, y comieron el pan, que no es lícito comer, y dió á los sacerdotes, y también á los sacerdotes que estaban con él?
De cierto os digo que todos los pecados de los hombres sean perdonados á los hijos de los hombres, y blasfeblasfemia:
Si alguno tiene oídos para oir, oiga.
Y todos los demonios le rogaron, diciendo: Envía á los puercos, para que entramos en ellos.
Y luego la moza se levantó, y anduvo; porque era de los doce años. Y ellos se espantaron con gran espanto.
Y oyendo sus discípulos de ella, vinieron y tomaron á sus discípulos, y púsolo en un talb.
Porque los Fariseos, y todos los Judíos, si se lavaren sus manos, no comen, no comcomcomún la tradición de los ancianos.
Y tomóle de la multitud, y puso sus dedos en sus oídos, y puso su lengua, y tocó su lengua;
Y le despidió á su casa, diciendo: Ni entres en la aldea, ni lo lo declaró.
Y donde le tomare para siempre, él le arrebatará; y él se estremó, y se deshonó con sus dientes, y se gloría; y hablé á tus discípulos que le habían echado, y no pudieron echar.
Donde su gusano no morirá, y el fuego no se apagará.
Entonces Pedro comenzó á decirle: He aquí, hemos dejado todo, y te hemos seguido.
Y ellos les dijeron como Jesús les había mandado: y vayan.
Y le prendieron, y le mataron, y despidióle vacío.
Y á él amor con todo el corazón, y con toda la inteligencia, y con toda la alma, y con toda la fortaleza, y á su prójimo como á todos los holocaustos y sacrificios.
Porque en aquellos días será aflicción, que no fué desde el principio del principio de la creación que Dios crió hasta este tiempo, ni será.
Y el primer día de los ázimos, cuando mataron la pascua, sus discípulos le dijeron: ¿Dónde quieres que salmos y que comemos la pascua?
Levantaos, vamos; he aquí que él me ha entregado en mano.
Y el segundo tiempo el galo. Y llamó Pedro á la palabra que Jesús le dijo: Antes que el gallo, tómalo, y me negarás. Y lloró sobre él, y lloró sobre él.
Despiéntate, y desciende de la cruz.
Y vinieron, y dieron aviso al resto: y no los creían.
Y aconteció que como los días de su ministerio fueron cumplidos, se cumplió á su casa.
El llenó los hambrientos de bien, y el rico ha enviado vacío.
Y todos se juntaron á su ciudad, cada uno á su ciudad.
Y José y su madre se maravilló en lo que había dicho de él.
Y responderá, y les dice: El que tiene dos túnicas, para que no haya de comer; y el que tiene comida, haga también lo que tiene.
Y el demonio le dijo: Si tú eres el Hijo de Dios, mandarás esta piedra.
Y estaba en la sinagoga de un hombre, que tenía espíritu de inmundo, y clamó con gran voz,
Y no podían hallar por lo que le trajesen por por causa de la multitud, se fueron sobre la cumbre, y le descendían por medio de Jesús.
Y el rey alrededor de ellos, dijo al hombre: Extiende tu mano. Y él hizo, y fué restituída su mano como otro.
El discípulo no es más que su señor: mas cada uno es perfecto como á su señor.
Y en aquella misma hora hizo á muchos de sus enfermedades, y de mal, y de malos espíritus; y á muchos que eran ciego.
Y después de esto aconteció que fué por toda la ciudad y la aldea, anunciando la predicación del reino de Dios: y los doce con él,
Y le rogaron que no les mandó ir ir á salir al abismo.
Y cualquiera que no os recibiere, cuando saliereis de aquella ciudad, se levantare el polvo de vuestros pies para testimonio contra ellos.
Y salió una voz de la nube, diciendo: Este es mi Hijo: oye.
Ve vuestros caminos: he aquí yo os enviaré como corderos entre becerros.
Mas un Samarittteca, vino donde él; y como le vió, tenía misericordia,
Cuando el hombre armare de su palacio, sus bienes están en paz:
Desde la sangre de Abel hasta la sangre de Zarión, que pereció entre el altar y el templo: de cierto os digo, de esta generación.
Considera las mentiras cómo creen: no vayan, ni envean en; y os digo, y os digo que Salomón no se engrandeció como uno de estas cosas.
¿Por qué, y por qué os juzgáis lo que es derecho?
Allí será lloro y crujir de dientes, cuando viereis Abraham, Isaac y Jacob, y Jacob, y todos los profetas, en el reino de Dios, y os echaréis.
Y el señor dijo al siervo: Ve á los caminos y á los caminos, y á los pago, para que se harten en mi casa, para que se harten.
Yo te levantaré á mi padre, y le dirá: Padre, contra el cielo, y delante de ti, y delante de ti,
La ley y los profetas hasta Juan hasta Juan: desde que el reino de Dios es anunciado, y todo hombre se levanta en ella.
Y viendo uno de ellos, viendo que había sanado, se volvió, y volvió con gran voz á Dios,
Yo os digo que él los vendréis. Mas cuando el Hijo del hombre viene, hallará fe sobre la tierra?
Y clamó, diciendo: Jesús, Hijo de David, ten misericordia de mí.
Y le dijeron: Señor, tiene diez minas.
Y ellos respondieron, que no podían decir á dónde era.
Y que los muertos son resucitados, Moisés á la zarza, cuando llama al Señor Dios de Abraham, y el Dios de Isaac, y el Dios de Jacob.
Y cuando viereis Jerusalem con los ejércitos, conoceréis que el asolamiento está cerca de ella.
Y os mostrará un ensansano: allí preparad.
Diciendo: Padre, si no quisieres, quita este vaso de mí; mas no mi voluntad, sino tu voluntad.
Y toda la multitud de ellos se levantó, y le llevaron á Pilato.
Porque si hacen estas cosas en árbol verano, ¿qué será hecho en seco?
Y como temieron, é inclináronse sus rostros á la tierra, les dijeron: ¿Por qué buscáis los vivientes entre los muertos?
Y contaron lo que había hecho en el camino, y cómo fué conocido del pan de pan.
Mas muchos como le recibieron, les dió potestad á los hijos de Dios, á los que creen en su nombre:
Y le llevó á Jesús. Y como le vió, le dijo: Simón, Simón, hijo de Jonás; serás llamado Cefas, como la interpretación.
Y habló del templo de su cuerpo.
Y vinieron á Juan, y le dijeron: Rabbí, el que estaba contigo de la otra parte del Jordán, al cual es el testimonio, he aquí que los bautizaban.
Nuestros padres adoran en este monte; y decís que en Jerusalem hay lugar donde quiera que adorasen á adorar.
Dícele Jesús: Ve, tu camino: Vive tu hijo. Y el hombre creyó á la palabra que Jesús le había dicho, y fuése su camino.
Porque como el Padre tiene vida en sí, así ha dado al Hijo para vida;
Hay un muchacho, que tiene cinco panes de cebada, y dos peces; mas ¿qué hay entre muchos?
Y esto es el Padre del Padre que me envió, para que todo lo que me ha dado, no lo levantase, sino que lo levantase en el postrero.
Y nosotros creemos y que tú eres el Cristo, el Hijo del Dios viviente.
Entonces Jesús clamó en el templo como enseñaba, diciendo: Vosotros me sabéis, y sabéis de dónde yo soy; y no he venido de mí, sino que me ha enviado.
Y Moisés mandó á la ley, para que seas apedreado; mas ¿qué dices?
Y el siervo no permanece en la casa para siempre: mas el Hijo permanece.
Y como hubo dicho esto, escudriñó en la tierra, é hizo lodo de barro, y ungió los ojos del hombre con lodo,
Y respondiendo, dijo: ¿Quién es, Señor, para que creen él?
Respondió Jesús: Os he dicho, y no creísteis; las obras que yo hago en mi Padre, llevan testimonio de mí.
Y habló Jesús de su muerte: mas ellos pensabían que había hablado del rey de reposo.
Y como hubo dicho esto, clamó con gran voz: Lázaro, salga.
Estas cosas no entendieron sus discípulos al primero: mas cuando Jesús fué glorificado, se acordaron que estas cosas estaban escritas de él, y que le habían hecho estas cosas.
Yo he venido luz al mundo, para que cualquiera que cree sobre mí en tinieblas.
Respondió Jesús: Este es á quien yo le daré una aguda, cuando la ensané. Y como él había endecreado, dió á Judas Iscarite, hijo de Simón.
No os dejaré á vosotros consoladores: yo iré á vosotros.
Estas cosas os mando, que améis los unos á los otros.
De cierto, de cierto os digo, que lloréis y lloraréis, mas el mundo se gozará: y os alegraréis, mas vuestro dolor será vuelto en gozo.
Santififiquen por tu verdad: tu palabra es verdad.
¿Por qué me preguntas? ¿qué me preguntas que me he dicho? He aquí que yo conozco.
Respondió Jesús: No tienes potestad contra mí todo, si no te es dado de arriba: por lo cual el que me ha entregado á ti el pecado.
Y en el lugar donde había sido crucificado allí un huerto, y en el huerto nuevo, en que no estaba hombre.
Dícele Jesús: Tomás, porque me has visto, tú me has visto: bendito son los que no han visto, y aun han creído.
A los cuales también mostró á sí vida por muchos, por muchas veces, siendo visto de cuarenta días, habiendo visto de cuarenta días, y hablando de las cosas de Dios:
Y todos se maravillaron, y se maravillaron, diciendo á otro: He aquí que no hablan todos estos que hablaban á Galonitas?
Y oyendo esto, fueron arrancados en su corazón, y dijo á Pedro y á los otros apóstoles de los apóstoles, y hermanos, ¿qué haremos?
Y enviará Jesús á Jesucristo, que os había anunciado;
Y como oyeron que alzaban, alzaron su voz á Dios con uno, y dijo: Señor eres Dios, que tú eres Dios, y la tierra, y la mar, y la mar, y todo lo que está en ellos;
Y levantándose el pontífice, se levantaron, y todos los que estaban con él, (el que es de los Saduceos de los Saduceos, y se llenó de ira,
Y agradó á toda la multitud: y escogió Seban, varón lleno de fe y del Espíritu Santo, y de Felipe, y de Felipe, y de Nior, y de Timna, y de Timna, y de Timnach, y de Antioquía;
En aquel tiempo fué nacido Moisés, y era muy hermoso, y florece en la casa de su padre;
¿No ha hecho mi mano todas estas cosas?
Y Pedro le dijo: Tu dinero perecerá contigo, por cuanto has pensado que el don de Dios sea limpiado con dinero.
Y estaba un discípulo discípulo en Damasco, llamado Ananías; y le dijo el Señor en visión, Ananías. Y él dijo: He aquí, Señor.
Mas Pedro los echó á todos, y oró, y oróle; y le rogóle el cuerpo, diciendo: levántate, levántate. Y abrió sus ojos: y abrió Pedro, y vió á Pedro.
Y como hablaba con él, se fué, y halló muchos que habían venido.
Y díjome la voz del cielo: Lo que Dios ha limpiado, que no llames Dios.
Y salió, y le siguieron; y no lo que era verdadero, sino que había hecho por el ángel; mas él vió visión.
Y partidos de Persa, vinieron á Antioquía en Pisisisidia, y entráronse en la sinagoga, y se sentó.
Y el sábado siguiente día llegó á oir toda la ciudad á oir la palabra de Dios.
Sabiendo las almas de los discípulos de los discípulos, y exhortóles en la fe, y que es menester que por mucho en el reino de Dios.
Por cuanto hemos oído, que algunos que salieron de nosotros de nosotros, os conturbaron con palabras, diciendo: Vosotros es menester que no nos circuncidemos, y la ley; al cual no nos dió mandamiento:
Y del sábado, salimos de la ciudad por un río, donde era oración á ser engrandecido; y se sentábamos, y hablamos á las mujeres que estaban allí.
OYa y pregonando, que Cristo es menester padecido, y resucitó de los muertos; y lo que os anuncié á vosotros, es Cristo.
Y Pablo se apartó de entre ellos.
Y aconteció que estando él en Corintith, Pablo Pablo Pablo, Pablo, habiendo pasado por los términos de Efeso: y hallando algunos algunos discípulos,
Y algunos de los principales de Asia, que eran sus amigos, enviaron á él, para que no quisiese á sí mismo con la mitra.
En edificación á los Judíos, y también á los Griegos, arrepentimiento á Dios, y fe por la fe á nuestro Señor Jesucristo.
Entonces Pablo respondió: ¿Qué metáis á llorar y quebrantar á mi corazón? porque yo no he apercibido ser atada, sino que también muera por el nombre del Señor Jesús.
Yo soy hombre que soy Judío, nacido en Tarso, en Tarso, ciudad en Cilicia, y presentad en esta ciudad á los pies de Gamamel, y enseñaba según la ley de los padres, y la celo de los padres, como vosotros sois hoy.
Entonces Pablo le dijo: Dios te herirá, tú con muro: porque en pos de mí juzgues á mí conforme á la ley, y me has herido á la ley?
Que cuando vinieron á Cesarea, y libró al presidente, para presentar al presidente, Pablo también á Pablo delante de él.
Y viniendo Festo á la provincia, después de tres días subió de Cesarea de Cesarea á Jerusalem.
Mi alma de mi juventud, que estaba en el primero entre mi nación en Jerusalem, conocerá todos los Judíos;
Y entrada á la nave de Aamamamamamas, que nos pasamos por el término de Asia; Aristarco, Aristarco, Medonita, de Tesalónica, con nosotros.
Entonces los soldados cortaron los soldados de los azotes, y caerán.
Que cuando me habían sido inquirido, me quisieron, porque no hubo causa de muerte en mí.
Porque la justicia de Dios es revelada de fe para fe; como está escrito: El justo vivirá por fe.
Los cuales anuncian la obra de la ley en sus corazones, también la conciencia de ellos, y sus pensamientos los pensamientos de ser acusado, ó otro otro:)
Destruz y deleites en sus caminos:
Porque la ley obra obra obra obra: porque donde no hay ley.
Y la ley entró, para que la escándalo. Mas donde abundó la gracia, más abundó más la gracia:
Mas ahora somos librados de la ley, que siendo muerto; para que sirvamos en ella, para que sirvamos en la dureza de espíritu, y no en la dureza de la carta.
Mas si el Espíritu de aquel que se levantó Jesús de los muertos en vosotros, el que levantó del muerto de los muertos, también por sus cuerpos por su Espíritu que está en vosotros.
Que tengo grande alboroto y el dolor en mi corazón.
¿Por qué? ¿no lo buscaron por fe, sino como por las obras de la ley. Porque ellos tropezaron en la piedra.
Como está escrito: Dios les ha dado el espíritu de la madera, para que no vean, y los oídos que no vean, y que no oyesen; hasta hoy.
Y no os informó este mundo: mas vosotros os transtranstranstranstranstransfiguras por la buena voluntad, para que seáis agradados y agradable, y agradable, y agradará, y os agradará, y os agradará.
Y sabiendo aquel tiempo, sabiendo que ahora es alto á despertar de sueño: porque ahora nuestra salud es más que cuando creíamos.
Porque todas las cosas que están escritas escritas por nuestra doctrina, para que por la paciencia y la consolación de las Escrituras y la consolación de las Escrituras.
A vosotros os acojo á Príncipe, que es siervo de la iglesia que está en Censano:
Doy gracias á mi Dios siempre siempre en vuestra mitad, por la gracia de Dios que os es dado por Jesucristo;
Y fuí con vosotros en sedumbre, y en temor, y en gran temor, y en gran temor.
Si alguno contaminare el templo de Dios, él destruirá á Dios; porque el templo de Dios es santo, que vosotros sois.
Porque de cierto, como yo envió en cuerpo, y presente en espíritu, he juzgado como yo he presente, acerca de aquel que ha hecho esto,
Porque vosotros sois comprados con precio: por tanto, glorificad á Dios en vuestro cuerpo, y en vuestro espíritu, que son de Dios.
Y los que lloran, como si no lloraban; y los que se gozan, como si no se gozaron; y los que no poseían;
¿Quién va calva contra su opinión? ¿y quién da viña, y no come del fruto? ¿y quién come de su fruto? ¿y no come de la leche, y no come de la leche?
Y no murmuréis como algunos de ellos murmuraban, y fueron destruídos de los destruidos.
Porque el hombre no detiene algo para cubrir su cabeza, por cuanto es la imagen y la gloria de Dios: mas la mujer es la gloria del hombre.
Por lo cual os doy saber, que nadie hablando hablando con el Espíritu de Dios llama llama á Jesús: y el que nadie puede decir que Jesús es el Señor, y por el Espíritu Santo.
Y aunque tengo el don de la profecía, y entenderá todo misterio, y toda ciencia; y si á todo lo que no pudiera podido, y no tengo caridad, y no tengo caridad.
Y en la iglesia que hablo cinco palabras con mi entendimiento, para que con mi voz enseñé á otros, más que las diez mil palabras.
Porque yo soy el menor de los apóstoles, que no recibiere á ser llamado apóstol, por cuanto he perseguido la iglesia de Dios.
La carne no es la misma carne: mas hay uno de los hombres, de la carne de los otros animales, y otro de las bestias, y otro de las aves.
Así que, no le menosprecie el hombre; antes le deja en paz, para que venga á mí; porque yo miré con los hermanos.
Por tanto, cuando yo fuí desvanecido así, y relámpagos? ¿ó lo que yo hago conforme á la carne, para que me haya estado, y si no se huele, y no,
El cual también nos ha hecho ministros del nuevo; no de la carta, sino de la carta, sino del espíritu; porque la carta es el espíritu.
No esperamos en las cosas que son visto, sino en las cosas que no han visto: porque las que son visto, son tentados; mas las cosas que no son visto.
Como conocida, y bien á conocidos; como á, y he aquí que vivimos; como á los que vivimos, y no matéis;
Y esto hicieron como nosotros, no hemos hecho como nosotros, sino primero á su Señor, y á nosotros por el Señor, y por la voluntad de Dios.
Binstado en todas las cosas para todo lo que nos hace, con hacimiento de gracias á Dios.
Yo otras iglesias, las otras iglesias de ellos, para haceros servicio.
De tal manera yo gloriaré la gloria: mas de mí no me gloriaré, mas en mi flaqueza.
PABLO, apóstol, no de hombres, ni por el hombre, sino por Jesucristo, y el Padre, el cual le levantó de los muertos;
Mas los sabios, como vieron que el evangelio de la incircuncisión fué á mí, como el evangelio de la circuncisión fué á Pedro;
Y á Abraham y á su simiente eran las promesas. El dice: No, como de muchos; mas como de muchos, y á tu simiente, que es Cristo.
Conociosos os engañan, mas no bien; y os quisieron bien, para que os queréis.
Esto empero digo: Escribe en el Espíritu, y no os cumpliréis la concupiscencia de la carne.
Gracia sea á vosotros, y paz, de Dios nuestro Padre, y del Señor Jesucristo.
No de las obras, porque nadie se haga.
Para que Cristo habita en vuestra fe por la fe; para que, siendo formado y la trompeta en amor,
Esfuérzate, y no pecado: no vayan el sol sobre vuestra ira:
Por tanto, como la iglesia es sujeta á Cristo, así las mujeres sean á sus maridos.
Mas para que también sepáis mi afecto, y cómo hago saber, oh oh hermano, amado amado amado y ministro en el Señor, hará notoria á vosotros todas las cosas:
Empero vuestra conversación sea como el evangelio de Cristo: para que si yo vengo y vosotros, ó vedlo, ó si os oyereis de vuestro pensamiento, para que estéis en un espíritu, para estar con la fe;
Porque él estaba cerca de la muerte; mas Dios tenía misericordia de él; y no sólo sólo Dios, sino que en mí no tengo dolor dolor.
Escucha por ninguna cosa; mas en todo lo que por oración y de gracias con hacimiento de gracias, sea notoria á Dios.
El cual nos ha entregado desde la potestad de las tinieblas, y nos ha llevado en el reino de su Hijo:
Sorando al redaño de las ordenanzas de las ordenanzas que estaban contra nosotros, que nos era contrario, y tomóla del camino, y tomóla á su cruz;
No provocadores, no provocéis á ira á ira, porque no sean encarados.
Porque desde vosotros la palabra del Señor no solamente solamente en Macedonia y Acaya, y también en todo lugar de vuestra fe á Gintentendremos, y no tenemos necesidad.
Porque ahora vivimos, si estuviereis ayuno en el Señor.
Porque los que durmieron en la noche; y los que están embriagados en la noche.
El cual será castigado con quebrantamiento perpetua de delante del Señor, y de la gloria de su poder;
Porque cuando estuvimos con vosotros, os mandó, que si no quisiese obra, ni comíamos.
Porque reyes, y para todos los que están en potestad; para que seamos en humildes y espante la vida en toda la piedad y la piedad.
Y el Espíritu habla á hablar, que en los tiempos se apartará de la fe, para que se apartan de la fe, y de los demonios;
Porque algunos de Satanás se apartaron tras Satanás.
A Timoteo, que guardan que tu confianza es á tu confianza, y loquece y vana vanos, y vinaciones de mentira, así llamó:
El fiel fiel es fiel: Que si somos muertos con él, viviremos con él:
Y que desde el niño conociste las Escrituras, las Escrituras que son para hacerte salud por la fe por la fe que está en Cristo Jesús.
Si alguno fuere negado, el marido de una mujer, teniendo los hijos no acusada de ser desvanamente.
No por las obras que nosotros hemos hecho, sino según su misericordia nos salvó, por el lavado de la generación, y por el Espíritu Santo;
Y mi hermano, me gozo de ti en el Señor; refriga mis entrañas en el Señor.
Porque el que santifica y los que son santificados y los que se santifican: porque lo que no es avergonzado á los hermanos,
Porque decía en un lugar del séptimo día á los sabios: y Dios hizo reposo desde el séptimo día de todas sus obras.
Porque es imposible para los que estaban en una vez, y relámpagos del celestial, y fueron participantes del Espíritu Santo,
Porque es la carta que nuestro Señor, ó de Judá; de la tribu que no habló de Moisés.
Y conforme al segundo, el tabernáculo que es llamado Holiz de todo;
Por lo cual, cuando vino al mundo, dice: Sacrificaos y no lo has aparejado, sino el cuerpo que me aparejaste:
Así que, no se acuerda vuestra confianza, la cual tiene grande recompensa.
En el oprobio de Cristo creyendo las riquezas que los tesoros en Egipto: porque acepta al pago de la recompensa.
Porque no haya de ser humillado, ó persona, como Esaú, el cual se vendió por un bocado de su nacimiento.
Como los que se enseñorean sobre vosotros, y os sujetéis: porque por la vigilidad de vuestras almas, como conviene que es menester que con gozo, y no con gozo, y no con gozo; porque es provecho de vosotros.
Mas vosotros sois deseos de la palabra, y no solamente á los que os engañan.
Y no fué también Rahab la ramera por las obras, cuando ella recibió los mensajeros, y los había enviado á otro camino?
No Habla el mal de los otros, hermanos. El que habla mal de su hermano, y juzga á su hermano, habla mal de la ley, y juzga la ley: mas si tú juzgas la ley, no juzgue la ley, sino la juzga.
A la heredad incorruptible, y contaminando, que no haya de ser desechado en los cielos por vosotros,
Mas vosotros sois elegida generación, rey rey real, gente santa, nación santo, que salmos al pueblo; para que os mostráis las alabanzas del que os ha invocado de ser en su luz:
Mas y si padeciereis justicia por amor de ellos, bienaventurados: y no tengáis miedo de su espanto, ni se turbéis;
No siendo príncipes de Dios sobre la heredad de Dios, y siendo despados para las ovejas.
Y tenemos más palabra de profecía de profecía; para que hacéis bien, como á la luz que toquéis, como á la luz que está en tinieblas, hasta el día siguiente, y el día se levantaréis en vuestros corazones:
En lo cual el mundo fué ininundada, desechado con agua, pereció.
Os escribo un mandamiento nuevo os escribo, que es verdadero en él y en vosotros: porque la oscuridad es la luz, y la luz de verdadero.
El que nació de Dios, no pecare pecado; porque su simiente se secará en él: y no puede pecado, porque es nacido de Dios.
El que confesará á Jesús, el Hijo de Dios, morará en él, y en Dios.
Gracia sea con vosotros misericordia, y paz, del Dios Padre, y del Señor Jesucristo, el Hijo del Padre, en verdad y amor.
Y los ángeles que no guardaron su primer estado, mas dejando su morada, tiene purificado en grillos hasta el juicio de la gran día.
Diciendo: Yo soy Alpha y Omea, primeros y postreros: y lo que tú eres, escribe en un libro, y enviarás á las siete iglesias que están en Asia: Efeso, y á Sesmra, y á Serra, y á Tellón, y á Sesán, y á Sesán, y á Sellana, y á Sesán, y á Tellana.
Y yo le dí á arrepentimiento de su fornicación; y no se arrepintió.
El que tiene oído, oiga lo que el Espíritu dice á las iglesias.
Y como él abrió el tercero tercero, oí la tercera bestia: Venid, y veo. Y miré, y he aquí un caballo, y el que estaba sentado sobre él.
Y como él abrió el séptimo sello, fué silencio en el cielo alrededor de la hora.
Por estos tres varones eran muertos, por el fuego, y por el humo, y por el humo, y con la piedra que salían de ellos de su boca.
Y los cuatro ancianos y veinticuatro ancianos que estaban delante de Dios sobre sus vidas, cayeron sobre sus rostros, y adoraron á Dios,
El que camina en cautiverio, irán en cautiverio: el que hiriere con la espada, será muerto con la espada. El es la paciencia y la fe de los santos.
Y vi como un asna de asno mezzzzzzzaba con fuego: y los que habían engendrado sobre la bestia, y sobre su imagen, y sobre su nombre, y sobre el número de su nombre, teniendo la mar de la mar.
Y llevóme en el espíritu en el desierto, y vi una mujer que se sienta sobre un grana de granada, lleno de la bestia, lleno de mí siete cabezas y diez cuernos.
Los mercaderes de estas cosas, que fueron ricos por ella, se enricarán de lejos para el temor de su tormento, y llanto,
Y los demás muertos eran muertos á cuchillo del que estaba sentado sobre los caballos, que salieron espada de su boca: y todas las aves se llenó de su carne.
Y el que hablaba conmigo una caña de oro para la ciudad, y sus puertas, y sus puertas, y su muro.
Porque testificaré á cada uno que oye las palabras de la profecía de este libro, si alguno le añadirá estas cosas, Dios le añadirá al que está escrito en este libro:
