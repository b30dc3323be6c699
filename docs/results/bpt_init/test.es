EN el principio crió Dios los cielos y la tierra.
Y vió Dios todo lo que había hecho, y he aquí que era bueno en gran manera. Y fué la tarde y la mañana el día sexto.
Mas sabe Dios que el día que comiereis de él, serán abiertos vuestros ojos, y seréis como dioses sabiendo el bien y el mal.
Ahora pues, maldito seas tú de la tierra que abrió su boca para recibir la sangre de tu hermano de tu mano:
Y vivió Mahalaleel sesenta y cinco años, y engendró á Jared.
Y dijo Dios á Noé: El fin de toda carne ha venido delante de mí; porque la tierra está llena de violencia á causa de ellos; y he aquí que yo los destruiré con la tierra.
Y murió toda carne que se mueve sobre la tierra, así de aves como de ganados, y de bestias, y de todo reptil que anda arrastrando sobre la tierra, y todo hombre:
Porque ciertamente demandaré la sangre de vuestras vidas; de mano de todo animal la demandaré, y de mano del hombre; de mano del varón su hermano demandaré la vida del hombre.
Los hijos de Châm: Cush, y Mizraim, y Phut, y Canaán.
Y dijeron: Vamos, edifiquémonos una ciudad y una torre, cuya cúspide llegue al cielo; y hagámonos un nombre, por si fuéremos esparcidos sobre la faz de toda la tierra.
Y haré de ti una nación grande, y bendecirte he, y engrandeceré tu nombre, y serás bendición:
Abram asentó en la tierra de Canaán, y Lot asentó en las ciudades de la llanura, y fué poniendo sus tiendas hasta Sodoma.
Sacando solamente lo que comieron los mancebos, y la porción de los varones que fueron conmigo, Aner, Eschôl, y Mamre; los cuales tomarán su parte.
Y díjole el ángel de Jehová: Vuélvete á tu señora, y ponte sumisa bajo de su mano.
Entonces tomó Abraham á Ismael su hijo, y á todos los siervos nacidos en su casa, y á todos los comprados por su dinero, á todo varón entre los domésticos de la casa de Abraham, y circuncidó la carne del prepucio de ellos en aquel mismo día, como Dios le había dicho.
Entonces respondió Jehová: Si hallare en Sodoma cincuenta justos dentro de la ciudad, perdonaré á todo este lugar por amor de ellos.
El sol salía sobre la tierra, cuando Lot llegó á Zoar.
Y dijo Abimelech: He aquí mi tierra está delante de ti, habita donde bien te pareciere.
Y tomó Abraham ovejas y vacas, y dió á Abimelech; é hicieron ambos alianza.
Y Bethuel engendró á Rebeca. Estos ocho parió Milca á Nachôr, hermano de Abraham.
Entonces el criado puso su mano debajo del muslo de Abraham su señor, y juróle sobre este negocio.
Y yo dije: Quizás la mujer no querrá seguirme.
La cual le parió á Zimram, y á Joksan, y á Medan, y á Midiam, y á Ishbak, y á Sua.
Entonces dijo Esaú: He aquí yo me voy á morir; ¿para qué, pues, me servirá la primogenitura?
Y ellos respondieron: Hemos visto que Jehová es contigo; y dijimos: Haya ahora juramento entre nosotros, entre nosotros y ti, y haremos alianza contigo:
Y no le conoció, porque sus manos eran vellosas como las manos de Esaú: y le bendijo.
Y que Jacob había obedecido á su padre y á su madre, y se había ido á Padan-aram.
Entonces dijo Labán á Jacob: ¿Por ser tú mi hermano, me has de servir de balde? declárame qué será tu salario.
Y Zilpa, sierva de Lea, parió á Jacob un hijo.
Y apartaba Jacob los corderos, y poníalos con su rebaño, los listados, y todo lo que era oscuro en el hato de Labán. Y ponía su hato aparte, y no lo ponía con las ovejas de Labán.
¿Por qué te escondiste para huir, y me hurtaste, y no me diste noticia, para que yo te enviara con alegría y con cantares, con tamborín y vihuela?
Y dijo Jacob cuando los vió: El campo de Dios es este: y llamó el nombre de aquel lugar Mahanaim.
Por esto no comen los hijos de Israel, hasta hoy día, del tendón que se contrajo, el cual está en el encaje del muslo: porque tocó á Jacob este sitio de su muslo en el tendón que se contrajo.
Y habitad con nosotros; porque la tierra estará delante de vosotros; morad y negociad en ella, y tomad en ella posesión.
Y aparecióse otra vez Dios á Jacob, cuando se había vuelto de Padan-aram, y bendíjole.
Estos son los nombres de los hijos de Esaú: Eliphaz, hijo de Ada, mujer de Esaú; Reuel, hijo de Basemath, mujer de Esaú.
Estos, pues, son los nombres de los duques de Esaú por sus linajes, por sus lugares, y sus nombres: el duque Timna, el duque Alva, el duque Jetheth,
Venid, y vendámosle á los Ismaelitas, y no sea nuestra mano sobre él; que nuestro hermano es nuestra carne. Y sus hermanos acordaron con él.
Y preguntó á los hombres de aquel lugar, diciendo: ¿Dónde está la ramera de las aguas junto al camino? Y ellos le dijeron: No ha estado aquí ramera.
Mas Jehová fué con José, y extendió á él su misericordia, y dióle gracia en ojos del principal de la casa de la cárcel.
Durmióse de nuevo, y soñó la segunda vez: Que siete espigas llenas y hermosas subían de una sola caña:
Y junten toda la provisión de estos buenos años que vienen, y alleguen el trigo bajo la mano de Faraón para mantenimiento de las ciudades; y guárdenlo.
José, pues, conoció á sus hermanos; pero ellos no le conocieron.
Y él dijo: No descenderá mi hijo con vosotros; que su hermano es muerto, y él solo ha quedado: y si le aconteciere algún desastre en el camino por donde vais, haréis descender mis canas con dolor á la sepultura.
Entonces José se apresuró, porque se conmovieron sus entrañas á causa de su hermano, y procuró donde llorar: y entróse en su cámara, y lloró allí.
Y nosotros respondimos: No podemos ir: si nuestro hermano fuere con nosotros, iremos; porque no podemos ver el rostro del varón, no estando con nosotros nuestro hermano el menor.
A cada uno de todos ellos dió mudas de vestidos, y á Benjamín dió trescientas piezas de plata, y cinco mudas de vestidos.
Y los hijos de Nephtalí: Jahzeel, y Guni, y Jezer, y Shillem.
Entonces compró José toda la tierra de Egipto para Faraón; pues los Egipcios vendieron cada uno sus tierras, porque se agravó el hambre sobre ellos: y la tierra vino á ser de Faraón.
Mas su padre no quiso, y dijo: Lo sé, hijo mío, lo sé: también él vendrá á ser un pueblo, y será también acrecentado; pero su hermano menor será más grande que él, y su simiente será plenitud de gentes.
Benjamín, lobo arrebatador: á la mañana comerá la presa, y á la tarde repartirá los despojos.
Y José dijo á sus hermanos: Yo me muero; mas Dios ciertamente os visitará, y os hará subir de aquesta tierra á la tierra que juró á Abraham, á Isaac, y á Jacob.
Y como la abrió, vió al niño; y he aquí que el niño lloraba. Y teniendo compasión de él, dijo: De los niños de los Hebreos es éste.
Entonces Moisés respondió á Dios: ¿Quién soy yo, para que vaya á Faraón, y saque de Egipto á los hijos de Israel?
Dijo también Jehová á Moisés en Madián: Ve, y vuélvete á Egipto, porque han muerto todos los que procuraban tu muerte.
Id pues ahora, y trabajad. No se os dará paja, y habéis de dar la tarea del ladrillo.
Y Eleazar, hijo de Aarón, tomó para sí mujer de las hijas de Phutiel, la cual le parió á Phinees: y estas son las cabezas de los padres de los Levitas por sus familias.
Y cumpliéronse siete días después que Jehová hirió el río.
Entonces Moisés salió de con Faraón, y oró á Jehová.
Orad á Jehová: y cesen los truenos de Dios y el granizo; y yo os dejaré ir, y no os detendréis más.
Ninguno vió á su prójimo, ni nadie se levantó de su lugar en tres días; mas todos los hijos de Israel tenían luz en sus habitaciones.
Y este día os ha de ser en memoria, y habéis de celebrarlo como solemne á Jehová durante vuestras generaciones: por estatuto perpetuo lo celebraréis.
Mas todo siervo humano comprado por dinero, comerá de ella después que lo hubieres circuncidado.
Y HABLÓ Jehová á Moisés, diciendo:
Y vió Israel aquel grande hecho que Jehová ejecutó contra los Egipcios: y el pueblo temió á Jehová, y creyeron á Jehová y á Moisés su siervo.
Y decíanles los hijos de Israel: Ojalá hubiéramos muerto por mano de Jehová en la tierra de Egipto, cuando nos sentábamos á las ollas de las carnes, cuando comíamos pan en hartura; pues nos habéis sacado á este desierto, para matar de hambre á toda esta multitud.
Y dijo Moisés á Aarón: Toma un vaso, y pon en él un gomer lleno de maná, y ponlo delante de Jehová, para que sea guardado para vuestros descendientes.
Ahora conozco que Jehová es grande más que todos los dioses; hasta en lo que se ensoberbecieron contra ellos.
Y descendió Moisés del monte al pueblo, y santificó al pueblo; y lavaron sus vestidos.
Y dijeron á Moisés: Habla tú con nosotros, que nosotros oiremos; mas no hable Dios con nosotros, porque no muramos.
Mas si hubiere muerte, entonces pagarás vida por vida,
Si su padre no quisiere dársela, él le pesará plata conforme al dote de las vírgenes.
También la fiesta de la siega, los primeros frutos de tus labores que hubieres sembrado en el campo; y la fiesta de la cosecha á la salida del año, cuando habrás recogido tus labores del campo.
Y levantóse Moisés, y Josué su ministro; y Moisés subió al monte de Dios.
Hacerle has también una moldura alrededor, del ancho de una mano, á la cual moldura harás una cornisa de oro en circunferencia.
Y harás para el tabernáculo tablas de madera de Sittim, que estén derechas.
De tablas lo harás, hueco: de la manera que te fué mostrado en el monte, así lo harás.
Y lo llenarás de pedrería con cuatro órdenes de piedras: un orden de una piedra sárdica, un topacio, y un carbunclo; será el primer orden;
Y harás llegar á Aarón y á sus hijos á la puerta del tabernáculo del testimonio, y los lavarás con agua.
Y si sobrare algo de la carne de las consagraciones y del pan hasta la mañana, quemarás al fuego lo que hubiere sobrado: no se comerá, porque es cosa santa.
Harás también una fuente de metal, con su basa de metal, para lavar; y la has de poner entre el tabernáculo del testimonio y el altar; y pondrás en ella agua.
Y los vestidos del servicio, y las santas vestiduras para Aarón el sacerdote, y las vestiduras de sus hijos, para que ejerzan el sacerdocio;
Y respondió Aarón: No se enoje mi señor; tú conoces el pueblo, que es inclinado á mal.
Y Jehová dijo á Moisés: También haré esto que has dicho, por cuanto has hallado gracia en mis ojos, y te he conocido por tu nombre.
Porque yo arrojaré las gentes de tu presencia, y ensancharé tu término: y ninguno codiciará tu tierra, cuando tú subieres para ser visto delante de Jehová tu Dios tres veces en el año.
Las vestiduras del servicio para ministrar en el santuario, las sagradas vestiduras de Aarón el sacerdote, y las vestiduras de sus hijos para servir en el sacerdocio.
Hizo asimismo cortinas de pelo de cabras para la tienda sobre el tabernáculo, é hízolas en número de once.
Hizo asimismo la cubierta de oro puro: su longitud de dos codos y medio, y su anchura de codo y medio.
Y metió las varas por los anillos á los lados del altar, para llevarlo con ellas: hueco lo hizo, de tablas.
Y labraron las piedras oniquinas cercadas de engastes de oro, grabadas de grabadura de sello con los nombres de los hijos de Israel:
La mesa, todos sus vasos, y el pan de la proposición;
Y sobre ella puso por orden los panes delante de Jehová, como Jehová había mandado á Moisés.
Y el sacerdote la ofrecerá sobre el altar, y ha de quitarle la cabeza, y hará que arda en el altar; y su sangre será exprimida sobre la pared del altar.
Y si fuere cabra su ofrenda ofrecerála delante de Jehová:
Y tomará el sacerdote con su dedo de la sangre de la expiación, y pondrá sobre los cuernos del altar del holocausto, y derramará la sangre al pie del altar del holocausto:
Y HABLÓ Jehová á Moisés, diciendo:
ASIMISMO esta es la ley de la expiación de la culpa: es cosa muy santa.
Y el sebo lo hará arder el sacerdote en el altar; mas el pecho será de Aarón y de sus hijos.
Y degollólo; y tomó Moisés de su sangre, y puso sobre la ternilla de la oreja derecha de Aarón, y sobre el dedo pulgar de su mano derecha, y sobre el dedo pulgar de su pie derecho.
Ofreció asimismo el presente, é hinchió de él su mano, y lo hizo quemar sobre el altar, además del holocausto de la mañana.
De entre los animales, todo el de pezuña, y que tiene las pezuñas hendidas, y que rumia, éste comeréis.
Y toda vasija de barro dentro de la cual cayere alguno de ellos, todo lo que estuviere en ella será inmundo, y quebraréis la vasija:
Y si reconociéndolo el sacerdote, ve que la postilla ha crecido en la piel, el sacerdote lo dará por inmundo: es lepra.
Asimismo el hombre ó mujer, cuando en la piel de su carne tuviere manchas, manchas blancas,
Y será, que al séptimo día raerá todos sus pelos, su cabeza, y su barba, y las cejas de sus ojos; finalmente, raerá todo su pelo, y lavará sus vestidos, y lavará su carne en aguas, y será limpio.
Y al séptimo día volverá el sacerdote, y mirará: y si la plaga hubiere crecido en las paredes de la casa,
Y la vasija de barro en que tocare el que tiene flujo, será quebrada; y toda vasija de madera será lavada con agua.
Y hará allegar Aarón el macho cabrío sobre el cual cayere la suerte por Jehová, y ofrecerálo en expiación.
A fin de que traigan los hijos de Israel sus sacrificios, los que sacrifican sobre la haz del campo, para que los traigan á Jehová á la puerta del tabernáculo del testimonio al sacerdote, y sacrifiquen ellos sacrificios de paces á Jehová.
Y no llegarás á la mujer en el apartamiento de su inmundicia, para descubrir su desnudez.
Mis estatutos guardaréis. A tu animal no harás ayuntar para misturas; tu haza no sembrarás con mistura de semillas, y no te pondrás vestidos con mezcla de diversas cosas.
Y cualquiera que durmiere con su nuera, ambos han de morir: hicieron confusión; su sangre será sobre ellos.
Y no amancillará su simiente en sus pueblos; porque yo Jehová soy el que los santifico.
Asimismo, cuando alguno ofreciere sacrificio de paces á Jehová para presentar voto, ú ofreciendo voluntariamente, sea de vacas ó de ovejas, sin tacha será acepto; no ha de haber en él falta.
Y ofreceréis con el pan siete corderos de un año sin defecto, y un becerro de la vacada y dos carneros: serán holocausto á Jehová, con su presente y sus libaciones; ofrenda encendida de suave olor á Jehová.
Sobre el candelero limpio pondrá siempre en orden las lámparas delante de Jehová.
El año de los cincuenta años os será jubileo: no sembraréis, ni segaréis lo que naciere de suyo en la tierra, ni vendimiaréis sus viñedos:
Entonces saldrá de contigo, él y sus hijos consigo, y volverá á su familia, y á la posesión de sus padres se restituirá.
Yo también haré con vosotros esto: enviaré sobre vosotros terror, extenuación y calentura, que consuman los ojos y atormenten el alma: y sembraréis en balde vuestra simiente, porque vuestros enemigos la comerán:
Estos son los decretos, derechos y leyes que estableció Jehová entre sí y los hijos de Israel en el monte de Sinaí por mano de Moisés.
Y todas las décimas de la tierra, así de la simiente de la tierra como del fruto de los árboles, de Jehová son: es cosa consagrada á Jehová.
De los hijos de Judá, por sus generaciones, por sus familias, por las casas de sus padres, conforme á la cuenta de los nombres, de veinte años arriba, todos los que podían salir á la guerra;
Los hijos de Israel acamparán cada uno junto á su bandera, según las enseñas de las casas de sus padres; alrededor del tabernáculo del testimonio acamparán.
Estos son los contados de los hijos de Israel, por las casas de sus padres: todos los contados por ejércitos, por sus escuadrones, seiscientos tres mil quinientos y cincuenta.
Por la cuenta de todos los varones de un mes arriba, eran ocho mil y seiscientos, que tenían la guarda del santuario.
Y sobre la mesa de la proposición extenderán el paño cárdeno, y pondrán sobre ella las escudillas, y las cucharas, y las copas, y los tazones para libar: y el pan continuo estará sobre ella.
Estos fueron los contados de las familias de Coath, todos los que ministran en el tabernáculo del testimonio, los cuales contaron Moisés y Aarón, como lo mandó Jehová por mano de Moisés.
Y hará el sacerdote estar en pie á la mujer delante de Jehová, y descubrirá la cabeza de la mujer, y pondrá sobre sus manos el presente de la recordación, que es el presente de celos: y el sacerdote tendrá en la mano las aguas amargas que acarrean maldición.
Y ofrecerá el carnero en sacrificio de paces á Jehová, con el canastillo de las cenceñas; ofrecerá asimismo el sacerdote su presente, y sus libaciones.
Una cuchara de oro de diez siclos, llena de perfume;
Una cuchara de oro de diez siclos, llena de perfume;
Una cuchara de oro de diez siclos, llena de perfume;
Y los Levitas se purificaron, y lavaron sus vestidos; y Aarón los ofreció en ofrenda delante de Jehová, é hizo Aarón expiación por ellos para purificarlos.
Hazte dos trompetas de plata; de obra de martillo las harás, las cuales te servirán para convocar la congregación, y para hacer mover el campo.
Y será, que si vinieres con nosotros, cuando tuviéremos el bien que Jehová nos ha de hacer, nosotros te haremos bien.
Y habían quedado en el campo dos varones, llamado el uno Eldad y el otro Medad, sobre los cuales también reposó el espíritu: estaban estos entre los escritos, mas no habían salido al tabernáculo; y profetizaron en el campo.
De la tribu de Simeón, Saphat hijo de Hurí.
¿Y por qué nos trae Jehová á esta tierra para caer á cuchillo, y que nuestras mujeres y nuestros chiquitos sean por presa? ¿no nos sería mejor volvernos á Egipto?
Y vuestros hijos andarán pastoreando en el desierto cuarenta años, y ellos llevarán vuestras fornicaciones, hasta que vuestros cuerpos sean consumidos en el desierto.
Habla á los hijos de Israel, y diles: Cuando hubiereis entrado en la tierra á la cual yo os llevo,
Y poned fuego en ellos, y poned en ellos sahumerio delante de Jehová mañana; y será que el varón á quien Jehová escogiere, aquél será el santo: básteos esto, hijos de Leví.
Di á Eleazar, hijo de Aarón sacerdote, que tome los incensarios de en medio del incendio, y derrame más allá el fuego; porque son santificados:
Se juntarán, pues, contigo, y tendrán el cargo del tabernáculo del testimonio en todo el servicio del tabernáculo; ningún extraño se ha de llegar á vosotros.
Esta es la ordenanza de la ley que Jehová ha prescrito, diciendo: Di á los hijos de Israel que te traigan una vaca bermeja, perfecta, en la cual no haya falta, sobre la cual no se haya puesto yugo:
Y juntaron Moisés y Aarón la congregación delante de la peña, y díjoles: Oid ahora, rebeldes: ¿os hemos de hacer salir aguas de esta peña?
Y partidos de Oboth, asentaron en Ije-abarim, en el desierto que está delante de Moab, al nacimiento del sol.
Ven pues ahora, te ruego, maldíceme este pueblo, porque es más fuerte que yo: quizá podré yo herirlo, y echarlo de la tierra: que yo sé que el que tú bendijeres, será bendito, y el que tú maldijeres, será maldito.
Y oyendo Balac que Balaam venía, salió á recibirlo á la ciudad de Moab, que está junto al término de Arnón, que es el cabo de los confines.
Entonces Balac dijo á Balaam: Ya que no lo maldices, ni tampoco lo bendigas.
Entonces se levantó Balaam, y se fué, y volvióse á su lugar: y también Balac se fué por su camino.
Los hijos de Simeón por sus familias: de Nemuel, la familia de los Nemuelitas; de Jamín, la familia de los Jaminitas; de Jachîn, la familia de los Jachînitas;
Estos son los hijos de Dan por sus familias: de Suham, la familia de los Suhamitas. Estas son las familias de Dan por sus familias.
Bien dicen las hijas de Salphaad: has de darles posesión de heredad entre los hermanos de su padre; y traspasarás la heredad de su padre á ellas.
Y sus libaciones de vino, medio hin con cada becerro, y el tercio de un hin con cada carnero, y la cuarta de un hin con cada cordero. Este es el holocausto de cada mes por todos los meses del año.
Y ofreceréis en holocausto, en ofrenda encendida á Jehová en olor de suavidad, trece becerros de la vacada, dos carneros, catorce corderos de un año: han de ser sin defecto;
Mas la mujer, cuando hiciere voto á Jehová, y se ligare con obligación en casa de su padre, en su mocedad;
Y todas las niñas entre las mujeres, que no hayan conocido ayuntamiento de varón, os reservaréis vivas.
Y llegaron á Moisés los jefes de los millares de aquel ejército, los tribunos y centuriones;
Edificaos ciudades para vuestros niños, y majadas para vuestras ovejas, y haced lo que ha salido de vuestra boca.
Y partidos del desierto de Sin, asentaron en Dophca.
Y partidos de Salmona, asentaron en Phunón.
Y habló Jehová á Moisés, diciendo:
Y si con piedra de mano, de que pueda morir, lo hiriere, y muriere, homicida es; el homicida morirá.
Estos son los mandamientos y los estatutos que mandó Jehová por mano de Moisés á los hijos de Israel en los campos de Moab, junto al Jordán de Jericó.
Jehová vuestro Dios, el cual va delante de vosotros, él peleará por vosotros, conforme á todas las cosas que hizo por vosotros en Egipto delante de vuestros ojos;
Y los días que anduvimos de Cades-barnea hasta que pasamos el arroyo de Zered, fueron treinta y ocho años; hasta que se acabó toda la generación de los hombres de guerra de en medio del campo, como Jehová les había jurado.
Y tomamos para nosotros todas las bestias, y los despojos de las ciudades.
Y ¿qué gente grande hay que tenga estatutos y derechos justos, como es toda esta ley que yo pongo hoy delante de vosotros?
Para echar de delante de ti gentes grandes y más fuertes que tú, y para introducirte, y darte su tierra por heredad, como hoy.
No hurtarás.
No tentaréis á Jehová vuestro Dios, como lo tentasteis en Massa.
No desmayes delante de ellos, que Jehová tu Dios está en medio de ti, Dios grande y terrible.
No por tu justicia, ni por la rectitud de tu corazón entras á poseer la tierra de ellos; mas por la impiedad de estas gentes Jehová tu Dios las echa de delante de ti, y por confirmar la palabra que Jehová juró á tus padres Abraham, Isaac, y Jacob.
(Después partieron los hijos de Israel de Beerot-bene-jacaam á Moserá: allí murió Aarón, y allí fué sepultado; y en lugar suyo tuvo el sacerdocio su hijo Eleazar.
Yo daré la lluvia de vuestra tierra en su tiempo, la temprana y la tardía; y cogerás tu grano, y tu vino, y tu aceite.
Y os alegraréis delante de Jehová vuestro Dios, vosotros, y vuestros hijos, y vuestras hijas, y vuestros siervos, y vuestras siervas, y el Levita que estuviere en vuestras poblaciones: por cuanto no tiene parte ni heredad con vosotros.
Y has de apedrearlo con piedras, y morirá; por cuanto procuró apartarte de Jehová tu Dios, que te sacó de tierra de Egipto, de casa de siervos:
Indispensablemente diezmarás todo el producto de tu simiente, que rindiere el campo cada un año.
Solamente que no comas su sangre: sobre la tierra la derramarás como agua.
Cuando alguna cosa te fuere oculta en juicio entre sangre y sangre, entre causa y causa, y entre llaga y llaga, en negocios de litigio en tus ciudades; entonces te levantarás y recurrirás al lugar que Jehová tu Dios escogiere;
Profeta les suscitaré de en medio de sus hermanos, como tú; y pondré mis palabras en su boca, y él les hablará todo lo que yo le mandare.
Y los oficiales hablarán al pueblo, diciendo: ¿Quién ha edificado casa nueva, y no la ha estrenado? Vaya, y vuélvase á su casa, porque quizá no muera en la batalla, y otro alguno la estrene.
Cuando un hombre tuviere dos mujeres, la una amada y la otra aborrecida, y la amada y la aborrecida le parieren hijos, y el hijo primogénito fuere de la aborrecida;
Cuando se sorprendiere alguno echado con mujer casada con marido, entrambos morirán, el hombre que se acostó con la mujer, y la mujer: así quitarás el mal de Israel.
Mas cuando te abstuvieres de prometer, no habrá en ti pecado.
Cuando hermanos estuvieren juntos, y muriere alguno de ellos, y no tuviere hijo, la mujer del muerto no se casará fuera con hombre extraño: su cuñado entrará á ella, y la tomará por su mujer, y hará con ella parentesco.
Jehová tu Dios te manda hoy que cumplas estos estatutos y derechos; cuida, pues, de ponerlos por obra con todo tu corazón, y con toda tu alma.
Y SERÁ que, si oyeres diligente la voz de Jehová tu Dios, para guardar, para poner por obra todos sus mandamientos que yo te prescribo hoy, también Jehová tu Dios te pondrá alto sobre todas las gentes de la tierra;
Tu buey será matado delante de tus ojos, y tú no comerás de él; tu asno será arrebatado de delante de ti, y no se te volverá; tus ovejas serán dadas á tus enemigos, y no tendrás quien te las rescate.
Asimismo toda enfermedad y toda plaga que no está escrita en el libro de esta ley, Jehová la enviará sobre ti, hasta que tú seas destruído.
(Azufre y sal, abrasada toda su tierra: no será sembrada, ni producirá, ni crecerá en ella hierba ninguna, como en la subversión de Sodoma y de Gomorra, de Adma y de Seboim, que Jehová subvirtió en su furor y en su ira:)
Y hará Jehová con ellos como hizo con Sehón y con Og, reyes de los Amorrheos, y con su tierra, que los destruyó.
El es la Roca, cuya obra es perfecta, porque todos sus caminos son rectitud: Dios de verdad, y ninguna iniquidad en él: es justo y recto.
¿No tengo yo esto guardado, sellado en mis tesoros?
Y á Benjamín dijo: El amado de Jehová habitará confiado cerca de él; cubrirálo siempre, y entre sus hombros morará.
Y ACONTECIÓ después de la muerte de Moisés siervo de Jehová, que Jehová habló á Josué hijo de Nun, ministro de Moisés, diciendo:
Y que salvaréis la vida á mi padre y á mi madre, y á mis hermanos y hermanas, y á todo lo que es suyo; y que libraréis nuestras vidas de la muerte.
Tomad del pueblo doce hombres, de cada tribu uno,
Y cuando hubieron acabado de circuncidar toda la gente, quedáronse en el mismo lugar en el campo, hasta que sanaron.
Y los mancebos espías entraron, y sacaron á Rahab, y á su padre, y á su madre, y á sus hermanos, y todo lo que era suyo; y también sacaron á toda su parentela, y pusiéronlos fuera del campo de Israel.
Y levantaron sobre él un gran montón de piedras, hasta hoy. Y Jehová se tornó de la ira de su furor. Y por esto fué llamado aquel lugar el Valle de Achôr, hasta hoy.
Entonces Josué edificó un altar á Jehová Dios de Israel en el monte de Ebal,
Ahora pues, henos aquí en tu mano: lo que te pareciere bueno y recto hacer de nosotros, hazlo.
En aquel mismo día tomó Josué á Maceda, y la puso á cuchillo, y mató á su rey; á ellos y á todo lo que en ella tenía vida, sin quedar nada: mas al rey de Maceda hizo como había hecho al rey de Jericó.
De la manera que Jehová lo había mandado á Moisés su siervo, así Moisés lo mandó á Josué: y así Josué lo hizo, sin quitar palabra de todo lo que Jehová había mandado á Moisés.
El rey de Chêdes, otro: el rey de Jocneam de Carmel, otro:
Esta es la herencia de los hijos de Gad, por sus familias, estas ciudades con sus villas.
Después torna este término desde Baala hacia el occidente al monte de Seir: y pasa al lado del monte de Jearim hacia el norte, esta es Chesalón, y desciende á Beth-semes, y pasa á Timna.
Y Cabón, y Lamas, y Chîtlis,
Y de Janoa desciende á Ataroth, y á Naaratha, y toca en Jericó, y sale al Jordán.
Fueron pues aquellos varones y pasearon la tierra, delineándola por ciudades en siete partes en un libro, y tornaron á Josué al campo en Silo.
Y su término sube hasta la mar y hasta Merala, y llega hasta Dabbe-seth, y de allí llega al arroyo que está delante de Jocneam;
Y fué el término de su heredad, Sora, y Estaol, é Ir-semes,
A los cuales dieron Chîriath-arba, del padre de Anac, la cual es Hebrón, en el monte de Judá, con sus ejidos en sus contornos.
Y todas la villas de los Levitas en medio de la posesión de los hijos de Israel, fueron cuarenta y ocho villas con sus ejidos.
Por esto dijimos: Hagamos ahora por edificarnos un altar, no para holocausto ni para sacrificio,
Y saqué á vuestros padres de Egipto: y como llegaron á la mar, los Egipcios siguieron á vuestros padres hasta el mar Bermejo con carros y caballería.
Y Judá dijo á Simeón su hermano: Sube conmigo á mi suerte, y peleemos contra el Cananeo, y yo también iré contigo á tu suerte. Y Simeón fué con él.
Tampoco Nephtalí echó á los que habitaban en Beth-semes, y á los que habitaban en Beth-anath, sino que moró entre los Cananeos que habitaban en la tierra; mas fuéronle tributarios los moradores de Beth-semes, y los moradores de Beth-anath.
Estos pues fueron para probar por ellos á Israel, para saber si obedecerían á los mandamientos de Jehová, que él había prescrito á sus padres por mano de Moisés.
Y los hijos de Israel clamaron á Jehová, porque aquél tenía nuevecientos carros herrados: y había afligido en gran manera á los hijos de Israel por veinte años.
Mi corazón está por los príncipes de Israel, los que con buena voluntad se ofrecieron entre el pueblo: load á Jehová.
Jehová envió un varón profeta á los hijos de Israel, el cual les dijo: Así ha dicho Jehová Dios de Israel: Yo os hice salir de Egipto, y os saqué de la casa de servidumbre:
Y aconteció así: porque como se levantó de mañana, exprimiendo el vellón sacó de él el rocío, un vaso lleno de agua.
Dios ha entregado en vuestras manos á Oreb y á Zeeb, príncipes de Madián: ¿y qué pude yo hacer como vosotros? Entonces el enojo de ellos contra él se aplacó, luego que él habló esta palabra.
Y aconteció que como murió Gedeón, los hijos de Israel tornaron, y fornicaron en pos de los Baales, y se pusieron por Dios á Baal-berith.
Y Gaal hijo de Ebed dijo: ¿Quién es Abimelech y qué es Sichêm, para que nosotros á él sirvamos? ¿no es hijo de Jerobaal? ¿y no es Zebul su asistente? Servid á los varones de Hemor padre de Sichêm: mas ¿por qué habíamos de servir á él?
Y DESPUÉS de Abimelech levantóse para librar á Israel, Tola hijo de Púa, hijo de Dodo, varón de Issachâr, el cual habitaba en Samir, en el monte de Ephraim.
Y el rey de los Ammonitas respondió á los embajadores de Jephté: Por cuanto Israel tomó mi tierra, cuando subió de Egipto, desde Arnón hasta Jaboc y el Jordán; por tanto, devuélvelas ahora en paz.
Viendo pues que no me defendíais, puse mi alma en mi palma, y pasé contra los hijos de Ammón, y Jehová los entregó en mi mano: ¿por qué pues habéis subido hoy contra mí para pelear conmigo?
Y el ángel de Jehová respondió: ¿Por qué preguntas por mi nombre, que es oculto?
Y Samsón les respondió: Yo seré sin culpa esta vez para con los Filisteos, si mal les hiciere.
Y Dalila dijo á Samsón: Hasta ahora me engañas, y tratas conmigo con mentiras. Descúbreme pues ahora cómo podrás ser atado. El entonces le dijo: Si tejieres siete guedejas de mi cabeza con la tela.
Y Michâs consagró al Levita, y aquel joven le servía de sacerdote, y estaba en casa de Michâs.
Y llamaron el nombre de aquella ciudad Dan, conforme al nombre de Dan su padre, hijo de Israel, bien que antes se llamaba la ciudad Lais.
Y él le dijo: Levántate, y vámonos. Mas ella no respondió. Entonces la levantó el varón, y echándola sobre su asno, levantóse y fuése á su lugar.
Y Phinees, hijo de Eleazar, hijo de Aarón, se presentaba delante de ella en aquellos días,) y dijeron: ¿Tornaré á salir en batalla contra los hijos de Benjamín mi hermano, ó estaréme quedo? Y Jehová dijo: Subid, que mañana yo lo entregaré en tu mano.
Entonces la congregación envió allá doce mil hombres de los más valientes, y mandáronles, diciendo: Id y poned á cuchillo á los moradores de Jabes-galaad, y las mujeres y niños.
Y Noemi dijo: He aquí tu cuñada se ha vuelto á su pueblo y á sus dioses; vuélvete tú tras ella.
Estuvo pues junta con las mozas de Booz espigando, hasta que la siega de las cebadas y la de los trigos fué acabada; mas con su suegra habitó.
Y de la simiente que Jehová te diere de aquesta moza, sea tu casa como la casa de Phares, al que parió Thamar á Judá.
Y fué que corrido el tiempo, después de haber concebido Anna, parió un hijo, y púsole por nombre Samuel, diciendo: Por cuanto lo demandé á Jehová.
Eli empero era muy viejo, y oyó todo lo que sus hijos hacían á todo Israel, y como dormían con las mujeres que velaban á la puerta del tabernáculo del testimonio.
Llamando pues Eli á Samuel, díjole: Hijo mío, Samuel. Y él respondió: Heme aquí.
Y el siguiente día los de Asdod se levantaron de mañana, y he aquí Dagón postrado en tierra delante del arca de Jehová: y tomaron á Dagón, y volviéronlo á su lugar.
Y enviaron mensajeros á los de Chîriath-jearim, diciendo: Los Filisteos han vuelto el arca de Jehová: descended pues, y llevadla á vosotros.
Tomará también vuestras hijas para que sean perfumadoras, cocineras, y amasadoras.
Y Saúl respondió, y dijo: ¿No soy yo hijo de Benjamín, de las más pequeñas tribus de Israel? Y mi familia ¿no es la más pequeña de todas las familias de la tribu de Benjamín? ¿por qué pues me has dicho cosa semejante?
Y Samuel dijo á todo el pueblo: ¿Habéis visto al que ha elegido Jehová, que no hay semejante á él en todo el pueblo? Entonces el pueblo clamó con alegría, diciendo: Viva el rey.
Y habiendo visto que Naas rey de lo hijos de Ammón venía contra vosotros, me dijisteis: No, sino rey reinará sobre nosotros; siendo vuestro rey Jehová vuestro Dios.
Y salieron del campo de los Filisteos en correría tres escuadrones. El un escuadrón tiró por el camino de Ophra hacia la tierra de Sual.
Pero los hombres de Israel fueron puestos en apuro aquel día; porque Saúl había conjurado al pueblo, diciendo: Cualquiera que comiere pan hasta la tarde, hasta que haya tomado venganza de mis enemigos, sea maldito. Y todo el pueblo no había gustado pan.
Así ha dicho Jehová de los ejércitos: Acuérdome de lo que hizo Amalec á Israel; que se le opuso en el camino, cuando subía de Egipto.
Después dijo Samuel: Traedme á Agag rey de Amalec. Y Agag vino á él delicadamente. Y dijo Agag: Ciertamente se pasó la amargura de la muerte.
Salió entonces un varón del campo de los Filisteos que se puso entre los dos campos, el cual se llamaba Goliath, de Gath, y tenía de altura seis codos y un palmo.
Y David respondió á Saúl: Tu siervo era pastor en las ovejas de su padre, y venía un león, ó un oso, y tomaba algún cordero de la manada,
Y aconteció que como volvían ellos, cuando David tornó de matar al Filisteo, salieron las mujeres de todas las ciudades de Israel cantando, y con danzas, con tamboriles, y con alegrías y sonajas, á recibir al rey Saúl.
Y oyendo Saúl la voz de Jonathán, juró: Vive Jehová, que no morirá.
Entonces dijo Jonathán á David: Oh Jehová Dios de Israel, cuando habré yo preguntado á mi padre mañana á esta hora, ó después de mañana, y él apareciere bien para con David, si entonces no enviare á ti, y te lo descubriere,
Y Jonathán dijo á David: Vete en paz, que ambos hemos jurado por el nombre de Jehová, diciendo: Jehová sea entre mí y ti, entre mi simiente y la simiente tuya, para siempre. Y él se levantó y fuése: y Jonathán se entró en la ciudad.
¿He comenzado yo desde hoy á consultar por él á Dios? lejos sea de mí: no impute el rey cosa alguna á su siervo, ni á toda la casa de mi padre; porque tu siervo ninguna cosa sabe de este negocio, grande ni chica.
Id pues ahora, apercibid aún, considerad y ved su lugar donde tiene el pie, y quién lo haya visto allí; porque se me ha dicho que él es en gran manera astuto.
Y en Maón había un hombre que tenía su hacienda en el Carmelo, el cual era muy rico, que tenía tres mil ovejas y mil cabras. Y aconteció hallarse esquilando sus ovejas en el Carmelo.
Y dijo David á Abigail: Bendito sea Jehová Dios de Israel, que te envió para que hoy me encontrases;
Y dijo: ¿Por qué persigue así mi señor á su siervo? ¿qué he hecho? ¿qué mal hay en mi mano?
La mujer entonces dijo: ¿A quién te haré venir? Y él respondió: Hazme venir á Samuel.
Las dos mujeres de David, Ahinoam Jezreelita y Abigail la que fué mujer de Nabal del Carmelo, también eran cautivas.
Entonces dijo Saúl á su escudero: Saca tu espada, y pásame con ella, porque no vengan estos incircuncisos, y me pasen, y me escarnezcan. Mas su escudero no quería, porque tenía gran temor. Entonces tomó Saúl la espada, y echóse sobre ella.
Montes de Gilboa, ni rocío ni lluvia caiga sobre vosotros, ni seáis tierras de ofrendas; porque allí fué desechado el escudo de los valientes, el escudo de Saúl, como si no hubiera sido ungido con aceite.
Mas Joab y Abisai siguieron á Abner; y púsoseles el sol cuando llegaron al collado de Amma, que está delante de Gía, junto al camino del desierto de Gabaón.
Y he aquí los siervos de David y Joab, que venían del campo, y traían consigo gran presa. Mas Abner no estaba con David en Hebrón, que ya lo había él despedido, y él se había ido en paz.
Y VINIERON todas las tribus de Israel á David en Hebrón, y hablaron, diciendo: He aquí nosotros somos tus huesos y tu carne.
Y cuando llegaron á la era de Nachôn, Uzza extendió la mano al arca de Dios, y túvola; porque los bueyes daban sacudidas.
El edificará casa á mi nombre, y yo afirmaré para siempre el trono de su reino.
Y puso guarnición en Edom, por toda Edom puso guarnición; y todos los Idumeos fueron siervos de David. Y Jehová guardó á David por donde quiera que fué.
Y acercóse Joab, y el pueblo que con él estaba, para pelear con los Siros; mas ellos huyeron delante de él.
Pero los flecheros tiraron contra tus siervos desde el muro, y murieron algunos de los siervos del rey; y murió también tu siervo Uría Hetheo.
Entonces envió Joab mensajeros á David, diciendo: Yo he peleado contra Rabba, y he tomado la ciudad de las aguas.
Entonces dijo Absalom: Si no, ruégote que venga con nosotros Amnón mi hermano. Y el rey le respondió: ¿Para qué ha de ir contigo?
Tu sierva pues dice: Que sea ahora la respuesta de mi señor el rey para descanso; pues que mi señor el rey es como un ángel de Dios para escuchar lo bueno y lo malo. Así Jehová tu Dios sea contigo.
Entonces David dijo á todos sus siervos que estaban con él en Jerusalem: Levantaos y huyamos, porque no podremos escapar delante de Absalom; daos priesa á partir, no sea que apresurándose él nos alcance, y arroje el mal sobre nosotros, y hiera la ciudad á filo de espada.
Y decía Semei, maldiciéndole: Sal, sal, varón de sangres, y hombre de Belial:
Entonces Absalom y todos los de Israel dijeron: El consejo de Husai Arachîta es mejor que el consejo de Achitophel. Porque había Jehová ordenado que el acertado consejo de Achitophel se frustrara, para que Jehová hiciese venir el mal sobre Absalom.
Cercándolo luego diez mancebos escuderos de Joab, hirieron á Absalom, y acabáronle.
Vosotros sois mis hermanos; mis huesos y mi carne sois: ¿por qué pues seréis vosotros los postreros en volver al rey?
Y todos los varones de Judá respondieron á todos los de Israel: Porque el rey es nuestro pariente. Mas ¿por qué os enojáis vosotros de eso? ¿hemos nosotros comido algo del rey? ¿hemos recibido de él algún don?
Y los Gabaonitas le respondieron: No tenemos nosotros querella sobre plata ni sobre oro con Saúl y con su casa: ni queremos que muera hombre de Israel. Y él les dijo: Lo que vosotros dijereis os haré.
Puso tinieblas alrededor de sí á modo de pabellones; aguas negras y espesas nubes.
Miraron, y no hubo quien los librase; á Jehová, mas no les respondió.
También hirió él á un Egipcio, hombre de grande estatura: y tenía el Egipcio una lanza en su mano; mas descendió á él con un palo, y arrebató al Egipcio la lanza de la mano, y matólo con su propia lanza.
Ve, y di á David: Así ha dicho Jehová: Tres cosas te ofrezco: tú te escogerás una de ellas, la cual yo haga.
Y ella le respondió: Señor mío, tú juraste á tu sierva por Jehová tu Dios, diciendo: Salomón tu hijo reinará después de mí, y él se sentará en mi trono;
Y aun los siervos del rey han venido á bendecir á nuestro señor el rey David, diciendo: Dios haga bueno el nombre de Salomón más que tu nombre, y haga mayor su trono que el tuyo. Y el rey adoró en la cama.
Ahora pues, vive Jehová, que me ha confirmado y me ha puesto sobre el trono de David mi padre, y que me ha hecho casa, como me había dicho, que Adonía morirá hoy.
Y tu siervo está en medio de tu pueblo al cual tú escogiste; un pueblo grande, que no se puede contar ni numerar por su multitud.
El hijo de Hesed, en Aruboth; éste tenía también á Sochô y toda la tierra de Ephet.
Manda pues ahora que me corten cedros del Líbano; y mis siervos estarán con los tuyos, y yo te daré por tus siervos el salario que tú dijeres: porque tú sabes bien que ninguno hay entre nosotros que sepa labrar la madera como los Sidonios.
Y la casa estaba cubierta de cedro por de dentro, y tenía entalladuras de calabazas silvestres y de botones de flores. Todo era cedro; ninguna piedra se veía.
El cimiento era de piedras de precio, de piedras grandes, de piedras de diez codos, y de piedras de ocho codos.
Asimismo hizo Hiram fuentes, y tenazas, y cuencos. Así acabó toda la obra que hizo á Salomón para la casa de Jehová:
Empero tú no edificarás la casa, sino tu hijo que saldrá de tus lomos, él edificará casa á mi nombre.
Tú oirás en los cielos, en la habitación de tu morada, su oración y su súplica, y les harás derecho;
Y dijo: ¿Qué ciudades son estas que me has dado, hermano? Y púsoles por nombre, la tierra de Cabul, hasta hoy.
Sin lo de los mercaderes, y de la contratación de especias, y de todos los reyes de Arabia, y de los principales de la tierra.
(Porque seis meses habitó allí Joab, y todo Israel, hasta que hubo acabado á todo el sexo masculino en Edom;)
Enviaron y llamáronle. Vino pues Jeroboam y toda la congregación de Israel, y hablaron á Roboam, diciendo:
Sacrificó pues sobre el altar que él había hecho en Beth-el, á los quince del mes octavo, el mes que él había inventado de su corazón; é hizo fiesta á los hijos de Israel, y subió al altar para quemar perfumes.
Y puso su cuerpo en su sepulcro; y endecháronle, diciendo: ¡Ay, hermano mío!
Y tomó los tesoros de la casa de Jehová, y los tesoros de la casa real, y saqueólo todo: llevóse también todos los escudos de oro que Salomón había hecho.
Y Nadab, hijo de Jeroboam, comenzó á reinar sobre Israel en el segundo año de Asa rey de Judá; y reinó sobre Israel dos años.
Entonces el pueblo de Israel fué dividido en dos partes: la mitad del pueblo seguía á Thibni hijo de Gineth, para hacerlo rey: y la otra mitad seguía á Omri.
Después de estas cosas aconteció que cayó enfermo el hijo del ama de la casa, y la enfermedad fué tan grave, que no quedó en él resuello.
Dénsenos pues dos bueyes, y escójanse ellos el uno, y córtenlo en pedazos, y pónganlo sobre leña, mas no pongan fuego debajo; y yo aprestaré el otro buey, y pondrélo sobre leña, y ningún fuego pondré debajo.
Y volviendo el ángel de Jehová la segunda vez, tocóle, diciendo: Levántate, come: porque gran camino te resta.
Y salieron á medio día. Y estaba Ben-adad bebiendo, borracho en las tiendas, él y los reyes, los treinta y dos reyes que habían venido en su ayuda.
Y Naboth respondió á Achâb: Guárdeme Jehová de que yo te dé á ti la heredad de mis padres.
Y dijo á Josaphat: ¿Quieres venir conmigo á pelear contra Ramoth de Galaad? Y Josaphat respondió al rey de Israel: Como yo, así tú; y como mi pueblo, así tu pueblo; y como mis caballos, tus caballos.
Y un hombre disparando su arco á la ventura, hirió al rey de Israel por entre las junturas de la armadura; por lo que dijo él á su carretero: Toma la vuelta, y sácame del campo, que estoy herido.
Volvió el rey á enviar á él otro capitán de cincuenta con sus cincuenta; y hablóle, y dijo: Varón de Dios, el rey ha dicho así: Desciende presto.
Después subió de allí á Beth-el; y subiendo por el camino, salieron los muchachos de la ciudad, y se burlaban de él, diciendo: ¡Calvo, sube! ¡calvo, sube!
UNA mujer, de las mujeres de los hijos de los profetas, clamó á Eliseo, diciendo: Tu siervo mi marido es muerto; y tú sabes que tu siervo era temeroso de Jehová: y ha venido el acreedor para tomarse dos hijos míos por siervos.
El entonces se levantó, y siguióla. Y Giezi había ido delante de ellos, y había puesto el bordón sobre el rostro del niño, mas ni tenía voz ni sentido; y así se había vuelto para encontrar á Eliseo; y declaróselo, diciendo: El mozo no despierta.
Entonces Naamán dijo: Ruégote pues, ¿no se dará á tu siervo una carga de un par de acémilas de aquesta tierra? porque de aquí adelante tu siervo no sacrificará holocausto ni sacrificio á otros dioses, sino á Jehová.
Y así que llegaron á Samaria, dijo Eliseo: Jehová, abre los ojos de éstos, para que vean. Y Jehová abrió sus ojos, y miraron, y halláronse en medio de Samaria.
Y el rey puso á la puerta á aquel príncipe sobre cuya mano él se apoyaba: y atropellóle el pueblo á la entrada, y murió, conforme á lo que había dicho el varón de Dios, lo que habló cuando el rey descendió á él.
Y anduvo en el camino de la casa de Achâb, é hizo lo malo en ojos de Jehová, como la casa de Achâb: porque era yerno de la casa de Achâb.
Y sus siervos le llevaron en un carro á Jerusalem, y allá le sepultaron con sus padres, en su sepulcro en la ciudad de David.
Y envió Jehú por todo Israel, y vinieron todos los siervos de Baal, que no faltó ninguno que no viniese. Y entraron en el templo de Baal, y el templo de Baal se llenó de cabo á cabo.
Mas el sacerdote Joiada mandó á los centuriones que gobernaban el ejército, y díjoles: Sacadla fuera del recinto del templo, y al que la siguiere, matadlo á cuchillo. (Porque el sacerdote dijo que no la matasen en el templo de Jehová.)
Y encendióse el furor de Jehová contra Israel, y entrególos en mano de Hazael rey de Siria, y en mano de Ben-adad hijo de Hazael, por largo tiempo.
Entonces Amasías envió embajadores á Joas, hijo de Joachâz hijo de Jehú, rey de Israel, diciendo: Ven, y veámonos de rostro.
E hizo lo malo en ojos de Jehová, como habían hecho sus padres: no se apartó de los pecados de Jeroboam hijo de Nabat, el que hizo pecar á Israel.
EN el año diecisiete de Peka hijo de Remalías, comenzó á reinar Achâz hijo de Jotham rey de Judá.
Y quemasen allí perfumes en todos los altos, á la manera de las gentes que había Jehová traspuesto delante de ellos, é hiciesen cosas muy malas para provocar á ira á Jehová,
Así temieron á Jehová aquellas gentes, y juntamente sirvieron á sus ídolos: y también sus hijos y sus nietos, según que hicieron sus padres, así hacen hasta hoy.
Y no os haga Ezechîas confiar en Jehová, diciendo: De cierto nos librará Jehová, y esta ciudad no será entregada en mano del rey de Asiria.
Por mano de tus mensajeros has proferido injuria contra el Señor, y has dicho: Con la multitud de mis carros he subido á las cumbres de los montes, á las cuestas del Líbano; y cortaré sus altos cedros, sus hayas escogidas; y entraré á la morada de su término, al monte de su Carmel.
Entonces Isaías dijo á Ezechîas: Oye palabra de Jehová:
Lo demás de los hechos de Amón, que efectuara, ¿no está todo escrito en el libro de las crónicas de los reyes de Judá?
Empero los sacerdotes de los altos no subían al altar de Jehová en Jerusalem, mas comían panes sin levadura entre sus hermanos.
Jehová empero envió contra él tropas de Caldeos, y tropas de Siros, y tropas de Moabitas, y tropas de Ammonitas; los cuales envió contra Judá para que la destruyesen, conforme á la palabra de Jehová que había hablado por sus siervos los profetas.
Mas de los pobres de la tierra dejó Nabuzaradán, capitán de los de la guardia, para que labrasen las viñas y las tierras.
Phetrusim y Casluim: de éstos salieron los Filisteos, y los Caphtoreos.
Los hijos de Eser: Bilham, Zaaván, y Jaacán. Los hijos de Disán: Hus y Arán.
Caleb hijo de Hesrón engendró á Jerioth de su mujer Azuba. Y los hijos de ella fueron Jeser, Sobad, y Ardón.
Maachâ, concubina de Caleb, le parió á Sebet, y á Thirana.
Los hijos de Nearías fueron estos tres: Elioenai, Ezechîas, y Azricam.
Y en Bala, y en Esem, y en Tholad,
Los cuales habitaron en Galaad, en Basán, y en sus aldeas, y en todos los ejidos de Sarón hasta salir de ellos.
Gersón: Libni su hijo, Joath su hijo, Zimma su hijo,
Y los hijos de Aarón son estos: Eleazar su hijo, Phinees su hijo, Abisua su hijo;
Y de la tribu de Gad, á Ramot en Galaad con sus ejidos, y á Mahanaim con sus ejidos,
Y á la parte de los hijos de Manasés, Beth-seán con sus aldeas, Thanach con sus aldeas, Megiddo con sus aldeas, Dor con sus aldeas. En estos lugares habitaron los hijos de José, hijo de Israel.
Y Jacim, Zichri, Zabdi;
Y sus hermanos por sus linajes fueron nuevecientos cincuenta y seis. Todos estos hombres fueron cabezas de familia en las casas de sus padres.
Y Ner engendró á Cis, y Cis engendró á Saúl, y Saúl engendró á Jonathán, Malchîsua, Abinadab, y Esbaal.
Y este es el número de los valientes que David tuvo: Jasobam hijo de Hachmoni, caudillo de los treinta, el cual blandió su lanza una vez contra trescientos, á los cuales mató.
Uría Hetheo, Zabad hijo de Ahli;
De los hijos de Judá que traían escudo y lanza, seis mil y ochocientos, á punto de guerra.
Y el arca de Dios estuvo en casa de Obed-edom, en su casa, tres meses: y bendijo Jehová la casa de Obed-edom, y todas las cosas que tenía.
Pues por nohaberlo hecho asívosotros la primera vez, Jehová nuestro Dios hizo en nosotros rotura, por cuanto no le buscamos según la ordenanza.
Jehová, él es nuestro Dios; sus juicios en toda la tierra.
Y ACONTECIÓ que morando David en su casa, dijo David al profeta Nathán: He aquí yo habito en casa de cedro, y el arca del pacto de Jehová debajo de cortinas.
Y tomóles David mil carros, y siete mil de á caballo, y veinte mil hombres de á pie: y desjarretó David los caballos de todos los carros, excepto los de cien carros que dejó.
Luego que fué dado aviso á David, juntó á todo Israel, y pasando el Jordán vino á ellos, y ordenó contra ellos su ejército. Y como David hubo ordenado su tropa contra ellos, pelearon con él los Siros.
Entonces David subió, conforme á la palabra de Gad que le había dicho en nombre de Jehová.
SIENDO pues David ya viejo y harto de días, hizo á Salomón su hijo rey sobre Israel.
Y para ofrecer todos los holocaustos á Jehová los sábados, nuevas lunas, y solemnidades, por la cuenta y forma que tenían, continuamente delante de Jehová.
Hijo de Cis, Jerameel.
La vigésimaprima á Othir, con sus hijos y sus hermanos, doce;
De lo que habían consagrado de las guerras y de los despojos, para reparar la casa de Jehová.
Y Azmaveth hijo de Adiel tenía cargo de los tesoros del rey; y de los tesoros de los campos, y de las ciudades, y de las aldeas y castillos, Jonathán hijo de Uzzías;
He aquí los órdenes de los sacerdotes y de los Levitas, para todo el ministerio de la casa de Dios, serán contigo en toda la obra: asimismo todos los voluntarios é inteligentes para cualquiera especie de industria; y los príncipes, y todo el pueblo para ejecutar todas tus órdenes.
Con todo lo relativo á su reinado, y su poder, y los tiempos que pasaron sobre él, y sobre Israel, y sobre todos los reinos de aquellas tierras.
Yo pues te he enviado un hombre hábil y entendido, que fué de Hiram mi padre,
Además hizo diez mesas y púsolas en el templo, cinco á la derecha, y cinco á la izquierda: igualmente hizo cien tazones de oro.
Yo pues he edificado una casa de morada para ti, y una habitación en que mores para siempre.
Y también al extranjero que no fuere de tu pueblo Israel, que hubiere venido de lejanas tierras á causa de tu grande nombre, y de tu mano fuerte, y de tu brazo extendido, si vinieren, y oraren en esta casa,
Yo los arrancaré de mi tierra que les he dado; y esta casa que he santificado á mi nombre, yo la echaré de delante de mí, y pondréla por proverbio y fábula en todos los pueblos.
También los siervos de Hiram y los siervos de Salomón, que habían traído el oro de Ophir, trajeron madera de Algummim, y piedras preciosas.
Y díjoles: ¿Qué aconsejáis vosotros que respondamos á este pueblo, que me ha hablado, diciendo: Alivia algo del yugo que tu padre puso sobre nosotros?
Después de ella tomó á Maachâ hija de Absalom, la cual le parió á Abías, á Athai, Ziza, y Selomith.
Los cuales queman á Jehová los holocaustos cada mañana y cada tarde, y los perfumes aromáticos; y ponen los panes sobre la mesa limpia, y el candelero de oro con sus candilejas para que ardan cada tarde: porque nosotros guardamos la ordenanza de Jehová nuestro Dios; mas vosotros le habéis dejado.
Mas cuando en su tribulación se convirtieron á Jehová Dios de Israel, y le buscaron, él fué hallado de ellos.
Y REINÓ en su lugar Josaphat su hijo, el cual prevaleció contra Israel.
Y el mensajero que había ido á llamar á Michêas, le habló, diciendo: He aquí las palabras de los profetas á una boca anuncian al rey bienes; yo pues te ruego que tu palabra sea como la de uno de ellos, que hables bien.
Y puso también Josaphat en Jerusalem algunos de los Levitas y sacerdotes, y de los padres de familias de Israel, para el juicio de Jehová y para las causas. Y volviéronse á Jerusalem.
Y todo Judá y los de Jerusalem, y Josaphat á la cabeza de ellos, volvieron para tornarse á Jerusalem con gozo, porque Jehová les había dado gozo de sus enemigos.
Cuando comenzó á reinar era de treinta y dos años, y reinó en Jerusalem ocho años; y fuése sin ser deseado. Y sepultáronlo en la ciudad de David, mas no en los sepulcros de los reyes.
Luego ordenó Joiada los oficios en la casa de Jehová bajo la mano de los sacerdotes y Levitas, según David los había distribuído en la casa de Jehová, para ofrecer á Jehová los holocaustos, como está escrito en la ley de Moisés, con gozo y cantares, conforme á la ordenación de David.
De sus hijos, y de la multiplicación que hizo de las rentas, y de la instauración de la casa de Jehová, he aquí está escrito en la historia del libro de los reyes. Y reinó en su lugar Amasías su hijo.
Edificó él á Eloth, y la restituyó á Judá después que el rey durmió con sus padres.
Y durmió Joatham con sus padres, y sepultáronlo en la ciudad de David; y reinó en su lugar Achâz su hijo.
En el primer año de su reinado, en el mes primero, abrió las puertas de la casa de Jehová, y las reparó.
Y las ofrendas fueron seiscientos bueyes, y tres mil ovejas.
Levantándose después los sacerdotes y Levitas, bendijeron al pueblo: y la voz de ellos fué oída, y su oración llegó á la habitación de su santuario, al cielo.
Después de esto Sennachêrib rey de los Asirios, estando él sobre Lachîs y con él toda su potencia, envió sus siervos á Jerusalem, para decir á Ezechîas rey de Judá, y á todos los de Judá que estaban en Jerusalem:
Y pasó sus hijos por fuego en el valle de los hijos de Hinnom; y miraba en los tiempos, miraba en agüeros, era dado á adivinaciones, y consultaba pythones y encantadores: subió de punto en hacer lo malo en ojos de Jehová, para irritarle.
Y estos hombres procedían con fidelidad en la obra: y eran sus gobernadores Jahath y Abdías, Levitas de los hijos de Merari; y Zachârías y Mesullam de los hijos de Coath, para que activasen la obra; y de los Levitas, todos los entendidos en instrumentos de música.
Asimismo Chônanías, y Semeías y Nathanael sus hermanos, y Hasabías, Jehiel, y Josabad, príncipes de los Levitas, dieron á los Levitas para los sacrificios de la pascua cinco mil ovejas, y quinientos bueyes.
E hizo lo malo en ojos de Jehová su Dios, y no se humilló delante de Jeremías profeta, que le hablabade parte de Jehová.
Los hijos de Zattu, novecientos cuarenta y cinco;
Los hijos de Pashur, mil doscientos cuarenta y siete;
Y algunos de los cabezas de los padres, cuando vinieron á la casa de Jehová la cual estaba en Jerusalem, ofrecieron voluntariamente para la casa de Dios, para levantarla en su asiento.
Para que busque en el libro de las historias de nuestros padres; y hallarás en el libro de las historias, y sabrás que esta ciudad es ciudad rebelde, y perjudicial á los reyes y á las provincias, y que de tiempo antiguo forman en medio de ella rebeliones; por lo que esta ciudad fué destruída.
Los órdenes, tres de piedra de mármol, y un orden de madera nueva: y que el gasto sea dado de la casa del rey.
Artajerjes, rey de los reyes, á Esdras sacerdote, escriba perfecto de la ley del Dios del cielo: Salud, etc.
Y de los hijos de Bigvai, Utai y Zabud, y con ellos sesenta varones.
Y ahora como por un breve momento fué la misericordia de Jehová nuestro Dios, para hacer que nos quedase un resto libre, y para darnos estaca en el lugar de su santuario, á fin de alumbrar nuestros ojos nuestro Dios, y darnos una poca de vida en nuestra servidumbre.
Y de los hijos de los Levitas: Jozabad, y Simi, Kelaía (este es Kelita), Pethaía, Judá y Eliezer.
Mas os volveréis á mí, y guardaréis mis mandamientos, y los pondréis por obra. Si fuere vuestro lanzamiento hasta el cabo de los cielos, de allí os juntaré; y traerlos he al lugar que escogí para hacer habitar allí mi nombre.
Y junto á ellos restauró Uzziel hijo de Harhaía, de los plateros; junto al cual restauró también Hananías, hijo de un perfumero. Así dejaron reparado á Jerusalem hasta el muro ancho.
Edificamos pues el muro, y toda la muralla fué junta hasta su mitad: y el pueblo tuvo ánimo para obrar.
Además sacudí mi vestido, y dije: Así sacuda Dios de su casa y de su trabajo á todo hombre que no cumpliere esto, y así sea sacudido y vacío. Y respondió toda la congregación: ¡Amén! Y alabaron á Jehová. Y el pueblo hizo conforme á esto.
Y puso Dios en mi corazón que juntase los principales, y los magistrados, y el pueblo, para que fuesen empadronados por el orden de sus linajes: y hallé el libro de la genealogía de los que habían subido antes, y encontré en él escrito:
Los hijos de Harim, trescientos y veinte;
Y díjoles el Tirsatha que no comiesen de las cosas más santas, hasta que hubiese sacerdote con Urim y Thummim.
Levantáronse luego sobre la grada de los Levitas, Jesuá y Bani, Cadmiel, Sebanías, Bunni, Serebías, Bani y Chênani, y clamaron en voz alta á Jehová su Dios.
Y nuestros reyes, nuestros príncipes, nuestros sacerdotes, y nuestros padres, no pusieron por obra tu ley, ni atendieron á tus mandamientos y á tus testimonios, con que les protestabas.
Y Ahijas, Hanán, Anan,
Y Mattanías hijo de Michâ, hijo de Zabdi, hijo de Asaph, el principal, el que empezaba las alabanzas y acción de gracias al tiempo de la oración; y Bacbucías el segundo de entre sus hermanos; y Abda hijo de Samua, hijo de Galal, hijo de Jeduthún.
Y Joiada engendró á Jonathán, y Jonathán engendró á Jaddua.
Y los sacerdotes, Eliacim, Maaseías, Miniamin, Michâías, Elioenai, Zacarías, y Hananías, con trompetas;
Y sus hijos la mitad hablaban asdod, y conforme á la lengua de cada pueblo; que no sabían hablar judaico.
PASADAS estas cosas, sosegada ya la ira del rey Assuero, acordóse de Vasthi, y de lo que hizo, y de lo que fué sentenciado contra ella.
Y dijo Amán al rey Assuero: Hay un pueblo esparcido y dividido entre los pueblos en todas las provincias de tu reino, y sus leyes son diferentes de las de todo pueblo, y no observan las leyes del rey; y al rey no viene provecho de dejarlos.
Y dijo el rey á Esther en el banquete del vino: ¿Cuál es tu petición, y te será otorgada? ¿Cuál es tu demanda? Aunque sea la mitad del reino, te será concedida.
Volvió después el rey del huerto del palacio al aposento del banquete del vino, y Amán había caído sobre el lecho en que estaba Esther. Entonces dijo el rey: ¿También para forzar la reina, estando conmigo en casa? Como esta palabra salió de la boca del rey, el rostro de Amán fué cubierto.
El mismo día vino la cuenta de los muertos en Susán residencia regia, delante del rey.
Y un día vinieron los hijos de Dios á presentarse delante de Jehová, entre los cuales vino también Satán.
DESPUÉS de esto abrió Job su boca, y maldijo su día.
Mas ahora que el mal sobre ti ha venido, te es duro; y cuando ha llegado hasta ti, te turbas.
De día se topan con tinieblas, y en mitad del día andan á tientas como de noche:
Que al tiempo del calor son deshechas, y en calentándose, desaparecen de su lugar;
¿Qué es el hombre, para que lo engrandezcas, y que pongas sobre él tu corazón,
El es sabio de corazón, y poderoso en fortaleza: ¿quién se endureció contra él, y quedó en paz?
Quite de sobre mí su vara, y su terror no me espante.
¿Alcanzarás tú el rastro de Dios? ¿llegarás tú á la perfección del Todopoderoso?
El hace andar á los consejeros desnudos de consejo, y hace enloquecer á los jueces.
Llama luego, y yo responderé; ó yo hablaré, y respóndeme tú.
¿Si proferirá el sabio vana sabiduría, y henchirá su vientre de viento solano?
El será cortado antes de su tiempo, y sus renuevos no reverdecerán.
El que denuncia lisonjas á sus prójimos, los ojos de sus hijos desfallezcan.
No tendrá hijo ni nieto en su pueblo, ni quien le suceda en sus moradas.
Mas debierais decir: ¿Por qué lo perseguimos? ya que la raíz del negocio en mí se halla.
Esta es la parte que Dios apareja al hombre impío, y la heredad que Dios le señala por su palabra.
Que el malo es reservado para el día de la destrucción? Presentados serán en el día de las iras.
Porque entonces te deleitarás en el Omnipotente, y alzarás á Dios tu rostro.
Quitan el pecho á los huérfanos, y de sobre el pobre toman la prenda.
Ata las aguas en sus nubes, y las nubes no se rompen debajo de ellas.
CIERTAMENTE la plata tiene sus veneros, y el oro lugardonde se forma.
Cuando hacía resplandecer su candela sobre mi cabeza, á la luz de la cual yo caminaba en la oscuridad;
Hijos de viles, y hombres sin nombre, más bajos que la misma tierra.
Si mis pasos se apartaron del camino, y si mi corazón se fué tras mis ojos, y si algo se apegó á mis manos,
Yo le contaría el número de mis pasos, y como príncipe me llegaría á él.
Si pudieres, respóndeme; dispón tus palabras, está delante de mí.
Oid, sabios, mis palabras; y vosotros, doctos, estadme atentos.
Enséñame tú lo que yo no veo: que si hice mal, no lo haré más.
Despierta además el oído de ellos para la corrección, y díceles que se conviertan de la iniquidad.
Así hace retirarse á todo hombre, para que los hombres todos reconozcan su obra.
Para que ocupe los fines de la tierra, y que sean sacudidos de ella los impíos?
¿Contaste tú los meses de su preñez, y sabes el tiempo cuando han de parir?
Atavíate ahora de majestad y de alteza: y vístete de honra y de hermosura.
El uno se junta con el otro, que viento no entra entre ellos.
Y bendijo Jehová la postrimería de Job más que su principio; porque tuvo catorce mil ovejas, y seis mil camellos, y mil yuntas de bueyes, y mil asnas.
Levántate, Jehová; sálvame, Dios mío: porque tú heriste á todos mis enemigos en la quijada; los dientes de los malos quebrantaste.
Jehová ha oído mi ruego; ha recibido Jehová mi oración.
Por haber sido mis enemigos vueltos atrás: caerán y perecerán delante de ti.
¿Por qué irrita el malo á Dios? En su corazón ha dicho que no lo inquirirás.
¿No tendrán conocimiento todos los que obran iniquidad, que devoran á mi pueblo como si pan comiesen, y á Jehová no invocaron?
Nuestros pasos nos han cercado ahora: puestos tienen sus ojos para echarnos por tierra.
Limpio te mostrarás para con el limpio, y severo serás para con el perverso.
Del un cabo de los cielos es su salida, y su giro hasta la extremidad de ellos: y no hay quien se esconda de su calor.
Ensálzate, oh Jehová, con tu fortaleza: cantaremos y alabaremos tu poderío.
La posteridad le servirá; será ella contada por una generación de Jehová.
Su alma reposará en el bien, y su simiente heredará la tierra.
No escondas tu rostro de mí, no apartes con ira á tu siervo: mi ayuda has sido; no me dejes y no me desampares, Dios de mi salud.
Porque un momento será su furor; mas en su voluntad está la vida: por la tarde durará el lloro, y á la mañana vendrá la alegría.
Amad á Jehová todos vosotros sus santos: á los fieles guarda Jehová, y paga abundantemente al que obra con soberbia.
He aquí, el ojo de Jehová sobre los que le temen, sobre los que esperan en su misericordia;
Avergüéncense y confúndanse los que buscan mi alma: vuelvan atrás, y sean avergonzados los que mi mal intentan.
Tu justicia como los montes de Dios, tus juicios abismo grande: oh Jehová, al hombre y al animal conservas.
Cuando cayere, no quedará postrado; porque Jehová sostiene su mano.
Fuí pues como un hombre que no oye, y que en su boca no tiene reprensiones.
Anunciado he justicia en grande congregación: he aquí no detuve mis labios, Jehová, tú lo sabes.
Diré á Dios: Roca mía, ¿por qué te has olvidado de mí? ¿Por qué andaré yo enlutado por la opresión del enemigo?
Despierta; ¿por qué duermes, Señor? Despierta, no te alejes para siempre.
Estad quietos, y conoced que yo soy Dios: ensalzado he de ser entre las gentes, ensalzado seré en la tierra.
Los que confían en sus haciendas, y en la muchedumbre de sus riquezas se jactan,
Pero al malo dijo Dios: ¿Qué tienes tú que enarrar mis leyes, y que tomar mi pacto en tu boca,
Has amado toda suerte de palabras perniciosas, engañosa lengua.
Porque no me afrentó un enemigo, lo cual habría soportado; ni se alzó contra mí el que me aborrecía, porque me hubiera ocultado de él:
Red han armado á mis pasos; hase abatido mi alma: hoyo han cavado delante de mí; en medio de él han caído. (Selah.)
Vuelvan pues á la tarde, y ladren como perros, y rodeen la ciudad.
En Dios está mi salvación y mi gloria: en Dios está la roca de mi fortaleza, y mi refugio.
Dichoso el que tú escogieres, é hicieres llegar á ti, para que habite en tus atrios: seremos saciados del bien de tu casa, de tu santo templo.
Al Músico principal: en Neginoth: Salmo: Cántico. DIOS tenga misericordia de nosotros, y nos bendiga; haga resplandecer su rostro sobre nosotros (Selah);
Vieron tus caminos, oh Dios; los caminos de mi Dios, de mi Rey, en el santuario.
Tú sabes mi afrenta, y mi confusión, y mi oprobio: delante de ti están todos mis enemigos.
Sea llena mi boca de tu alabanza, de tu gloria todo el día.
De engaño y de violencia redimirá sus almas; y la sangre de ellos será preciosa en sus ojos.
Hasme guiado según tu consejo, y después me recibirás en gloria.
Arruinábase la tierra y sus moradores: yo sostengo sus columnas. (Selah.)
Acordaréme de las obras de JAH: sí, haré yo memoria de tus maravillas antiguas.
Por tanto oyó Jehová, é indignóse: y encendióse el fuego contra Jacob, y el furor subió también contra Israel;
E hirió á todo primogénito en Egipto, las primicias de las fuerzas en las tiendas de Châm.
Ayúdanos, oh Dios, salud nuestra, por la gloria de tu nombre: y líbranos, y aplácate sobre nuestros pecados por amor de tu nombre.
En la calamidad clamaste, y yo te libré: te respondí en el secreto del trueno; te probé sobre las aguas de Meriba. (Selah.)
Dios mío, ponlos como á torbellinos; como á hojarascas delante del viento.
La justicia irá delante de él; y sus pasos pondrá en camino.
Hasme puesto en el hoyo profundo, en tinieblas, en honduras.
Porque Jehová es nuestro escudo; y nuestro rey es el Santo de Israel.
¿Qué hombre vivirá y no verá muerte? ¿librarás su vida del poder del sepulcro? (Selah.)
Porque tú has puesto á Jehová, que es mi esperanza, al Altísimo por tu habitación,
¿Hasta cuándo los impíos, hasta cuándo, oh Jehová, se gozarán los impíos?
Cuarenta años estuve disgustado con la nación, y dije: Pueblo es que divaga de corazón, y no han conocido mis caminos.
Cantad alegres á Jehová, toda la tierra; levantad la voz, y aplaudid, y salmead.
Porque mis días se han consumido como humo; y mis huesos cual tizón están quemados.
El que sacia de bien tu boca de modo que te rejuvenezcas como el águila.
El que riega los montes desde sus aposentos: del fruto de sus obras se sacia la tierra.
Acordóse para siempre de su alianza; de la palabra que mandó para mil generaciones,
Egipto se alegró de que salieran; porque su terror había caído sobre ellos.
Y trató de destruirlos, á no haberse puesto Moisés su escogido al portillo delante de él, á fin de apartar su ira, para que no los destruyese.
Hambrientos y sedientos, su alma desfallecía en ellos.
Vuelve el desierto en estanques de aguas, y la tierra seca en manantiales.
Sean sus hijos huérfanos, y su mujer viuda.
Aleluya. ALABARÉ á Jehová con todo el corazón, en la compañía y congregación de los rectos.
Judá fué su consagrada heredad, Israel su señorío.
Jehová guarda á los sinceros: estaba yo postrado, y salvóme.
Voz de júbilo y de salvación hay en las tiendas de los justos: la diestra de Jehová hace proezas.
Recrearéme en tus estatutos: no me olvidaré de tus palabras.
Y hablaré de tus testimonios delante de los reyes, y no me avergonzaré.
Sea ahora tu misericordia para consolarme, conforme á lo que has dicho á tu siervo.
Juré y ratifiqué el guardar los juicios de tu justicia.
Ríos de agua descendieron de mis ojos, porque no guardaban tu ley.
Tu salud he esperado, oh Jehová; y tus mandamientos he puesto por obra.
Porque allá están las sillas del juicio, las sillas de la casa de David.
He aquí, heredad de Jehová son los hijos: cosa de estima el fruto del vientre.
No entraré en la morada de mi casa, ni subiré sobre el lecho de mi estrado;
Envió señales y prodigios en medio de ti, oh Egipto, sobre Faraón, y sobre todos sus siervos.
Y mató reyes poderosos, porque para siempre es su misericordia;
Detrás y delante me guarneciste, y sobre mí pusiste tu mano.
El hombre deslenguado no será firme en la tierra: el mal cazará al hombre injusto para derribarle.
Por tu nombre, oh Jehová me vivificarás: por tu justicia, sacarás mi alma de angustia.
Sostiene Jehová á todos los que caen, y levanta á todos los oprimidos.
Porque fortificó los cerrojos de tus puertas; bendijo á tus hijos dentro de ti.
Para ejecutar en ellos el juicio escrito: gloria será esta para todos sus santos. Aleluya.
Por cuanto llamé, y no quisisteis; extendí mi mano, y no hubo quien escuchase;
Porque los rectos habitarán la tierra, y los perfectos permanecerán en ella;
No intentes mal contra tu prójimo, estando él confiado de ti.
Aparta de ti la perversidad de la boca, y aleja de ti la iniquidad de labios.
No des sueño á tus ojos, ni á tus párpados adormecimiento.
Porque los celos son el furor del hombre, y no perdonará en el día de la venganza.
En los altos cabezos, junto al camino, á las encrucijadas de las veredas se para;
Ahora pues, hijos, oidme; y bienaventurados los que guardaren mis caminos.
El sabio de corazón recibirá los mandamientos: mas el loco de labios caerá.
La justicia de los rectos los librará: mas los pecadores en su pecado serán presos.
Los pensamientos de los justos son rectitud; mas los consejos de los impíos, engaño.
Hay quienes se hacen ricos, y no tienen nada: y hay quienes se hacen pobres, y tienen muchas riquezas.
Hay camino que al hombre parece derecho; empero su fin son caminos de muerte.
Los labios de los sabios esparcen sabiduría: mas no así el corazón de los necios.
Todas las cosas ha hecho Jehová por sí mismo, y aun al impío para el día malo.
MEJOR es un bocado seco, y en paz, que la casa de contienda llena de víctimas.
Cuando viene el impío, viene también el menosprecio, y con el deshonrador la afrenta.
El testigo falso no quedará sin castigo; y el que habla mentiras, perecerá.
Doble pesa y doble medida, abominación son á Jehová ambas cosas.
El alma del impío desea mal: su prójimo no le parece bien.
El ojo misericordioso será bendito, porque dió de su pan al indigente.
No traspases el término antiguo, ni entres en la heredad de los huérfanos:
El hombre sabio es fuerte; y de pujante vigor el hombre docto.
TAMBIÉN estos son proverbios de Salomón, los cuales copiaron los varones de Ezechîas, rey de Judá.
El látigo para el caballo, y el cabestro para el asno, y la vara para la espalda del necio.
Mejor es reprensión manifiesta que amor oculto.
El que aumenta sus riquezas con usura y crecido interés, para que se dé á los pobres lo allega.
Los hombres sanguinarios aborrecen al perfecto: mas los rectos buscan su contentamiento.
Hay generación cuyos ojos son altivos, y cuyos párpados son alzados.
Mujer fuerte, ¿quién la hallará? porque su estima sobrepuja largamente á la de piedras preciosas.
¿Qué es lo que fué? Lo mismo que será. ¿Qué es lo que ha sido hecho? Lo mismo que se hará: y nada hay nuevo debajo del sol.
¡Que el hombre trabaje con sabiduría, y con ciencia, y con rectitud, y que haya de dar su hacienda á hombre que nunca trabajó en ello! También es esto vanidad y mal grande.
Y tuve por mejor que unos y otros al que no ha sido aún, que no ha visto las malas obras que debajo del sol se hacen.
Demás de esto, todos los días de su vida comerá en tinieblas, con mucho enojo y dolor y miseria.
Todo esto he visto en los días de mi vanidad. Justo hay que perece por su justicia, y hay impío que por su maldad alarga sus días.
Yo pues dí mi corazón á conocer sabiduría, y á ver la faena que se hace sobre la tierra; (porque hay quien ni de noche ni de día ve sueño en su ojos;)
Muerde la serpiente cuando no está encantada, y el lenguaraz no es mejor.
Las palabras de los sabios son como aguijones; y como clavos hincados, las de los maestros de las congregaciones, dadas por un Pastor.
Mi amado habló, y me dijo: Levántate, oh amiga mía, hermosa mía, y vente.
Huerto cerrado eres, mi hermana, esposa mía; fuente cerrada, fuente sellada.
¿Quién es ésta que se muestra como el alba, hermosa como la luna, esclarecida como el sol, imponente como ejércitos en orden?
Huye, amado mío; y sé semejante al gamo, ó al cervatillo, sobre las montañas de los aromas.
Porque seréis como el olmo que se le cae la hoja, y como huerto que le faltan las aguas.
El jurará aquel día, diciendo: No tomaré ese cuidado; porque en mi casa ni hay pan, ni qué vestir: no me hagáis príncipe del pueblo.
Os mostraré pues ahora lo que haré yo á mi viña: Quitaréle su vallado, y será para ser consumida; aportillaré su cerca, y será para ser hollada;
Entonces dije: ¡Ay de mí! que soy muerto; que siendo hombre inmundo de labios, y habitando en medio de pueblo que tiene labios inmundos, han visto mis ojos al Rey, Jehová de los ejércitos.
Y será que á causa de la abundancia de leche que darán, comerá manteca: cierto manteca y miel comerá el que quedare en medio de la tierra.
Porque toda batalla de quien pelea es con estruendo, y con revolcamiento de vestidura en sangre: mas esto será para quema, y pábulo del fuego.
Y halló mi mano como nido las riquezas de los pueblos; y como se cogen los huevos dejados, así me apoderé yo de toda la tierra; y no hubo quien moviese ala, ó abriese boca y graznase.
Y acontecerá en aquel tiempo que la raíz de Isaí, la cual estará puesta por pendón á los pueblos, será buscada de las gentes; y su holganza será gloria.
Y con arcos tirarán á los niños, y no tendrán misericordia de fruto de vientre, ni su ojo perdonará á hijos.
Este es el consejo que está acordado sobre toda la tierra; y ésta, la mano extendida sobre todas las gentes.
CARGA de Damasco. He aquí que Damasco dejó de ser ciudad, y será montón de ruina.
Porque todas sus redes serán rotas: y se entristecerán todos los que hacen viveros para peces.
Y he aquí este carro de hombres viene, un par de caballeros. Después habló, y dijo: Cayó, cayó Babilonia; y todos los ídolos de sus dioses quebrantó en tierra.
Y pondré la llave de la casa de David sobre su hombro; y abrirá, y nadie cerrará; cerrará, y nadie abrirá.
No beberán vino con cantar: la bebida será amarga á los que la bebieren.
Confiad en Jehová perpetuamente: porque en el Señor Jehová está la fortaleza de los siglos.
Acontecerá también en aquel día, que se tañerá con gran trompeta, y vendrán los que habían sido esparcidos en la tierra de Asiria, y los que habían sido echados en tierra de Egipto, y adorarán á Jehová en el monte santo, en Jerusalem.
¡AY de Ariel, ciudad donde habitó David! Añadid un año á otro, mátense víctimas.
Ciertamente Egipto en vano é inútilmente dará ayuda; por tanto yo le dí voces, que su fortaleza sería estarse quietos.
Porque Jehová me dijo á mí de esta manera: Como el león y el cachorro del león brama sobre su presa, y si se llega contra él cuadrilla de pastores, no temerá por sus voces, ni se acobardará por el tropel de ellos: así Jehová de los ejércitos descenderá á pelear por el monte de Sión, y por su collado.
Será ensalzado Jehová, el cual mora en las alturas: llenó á Sión de juicio y de justicia.
Y la poseerán el pelícano y el mochuelo, la lechuza y el cuervo morarán en ella: y extenderáse sobre ella cordel de destrucción, y niveles de asolamiento.
El rey dice así: No os engañe Ezechîas, porque no os podrá librar.
Esto es lo que Jehová habló de él: Hate menospreciado, y ha hecho escarnio de ti la virgen hija de Sión: meneó su cabeza á tus espaldas la hija de Jerusalem.
Como la grulla y como la golondrina me quejaba; gemía como la paloma: alzaba en alto mis ojos: Jehová, violencia padezco; confórtame.
¿A quién demandó consejo para ser avisado? ¿Quién le enseñó el camino del juicio, ó le enseñó ciencia, ó le mostró la senda de la prudencia?
Porque yo Jehová soy tu Dios, que te ase de tu mano derecha, y te dice: No temas, yo te ayudé.
Desde el siglo he callado, tenido he silencio, y heme detenido: daré voces como la que está de parto; asolaré y devoraré juntamente.
He aquí que yo hago cosa nueva: presto saldrá á luz: ¿no la sabréis? Otra vez pondré camino en el desierto, y ríos en la soledad.
Acuérdate de estas cosas, oh Jacob, é Israel, pues que tú mi siervo eres: Yo te formé; siervo mío eres tú: Israel, no me olvides.
Por mí hice juramento, de mi boca salió palabra en justicia, y no será revocada: Que á mí se doblará toda rodilla, jurará toda lengua.
Así te serán aquellos con quienes te fatigaste, tus negociantes desde tu niñez: cada uno echará por su camino, no habrá quien te salve.
Así dijo Jehová: En hora de contentamiento te oí, y en el día de salud te ayudé: y guardarte he, y te daré por alianza del pueblo, para que levantes la tierra, para que heredes asoladas heredades;
OIDME, los que seguís justicia, los que buscáis á Jehová: mirad á la piedra de donde fuisteis cortados, y á la caverna de la fosa de donde fuisteis arrancados.
¡Voz de tus atalayas! alzarán la voz, juntamente darán voces de júbilo; porque ojo á ojo verán que Jehová vuelve á traer á Sión.
Pobrecita, fatigada con tempestad, sin consuelo; he aquí que yo cimentaré tus piedras sobre carbunclo, y sobre zafiros te fundaré.
Y esos perros ansiosos no conocen hartura; y los mismos pastores no supieron entender: todos ellos miran á sus caminos, cada uno á su provecho, cada uno por su cabo.
Entonces nacerá tu luz como el alba, y tu salud se dejará ver presto; é irá tu justicia delante de ti, y la gloria de Jehová será tu retaguardia.
Y andarán las gentes á tu luz, y los reyes al resplandor de tu nacimiento.
Porque como la tierra produce su renuevo, y como el huerto hace brotar su simiente, así el Señor Jehová hará brotar justicia y alabanza delante de todas las gentes.
Por poco tiempo lo poseyó el pueblo de tu santidad: nuestros enemigos han hollado tu santuario.
Porque he aquí que yo crío nuevos cielos y nueva tierra: y de lo primero no habrá memoria, ni más vendrá al pensamiento.
Porque como los cielos nuevos y la nueva tierra, que yo hago, permanecen delante de mí, dice Jehová, así permanecerá vuestra simiente y vuestro nombre.
Por tanto entraré aún en juicio con vosotros, dijo Jehová, y con los hijos de vuestros hijos pleitearé.
Alza tus ojos á los altos, y ve en qué lugar no te hayas publicado: para ellos te sentabas en los caminos, como Arabe en el desierto; y con tus fornicaciones y con tu malicia has contaminado la tierra.
El león sube de su guarida, y el destruidor de gentes ha partido; salido ha de su asiento para poner tu tierra en soledad; tus ciudades serán asoladas, y sin morador.
Por tanto, león del monte los herirá, destruirálos lobo del desierto, tigre acechará sobre sus ciudades; cualquiera que de ellas saliere, será arrebatado: porque sus rebeliones se han multiplicado, hanse aumentado sus deslealtades.
Levantaos, y subamos de noche, y destruyamos sus palacios.
Mas si mejorareis cumplidamente vuestros caminos y vuestras obras; si con exactitud hiciereis derecho entre el hombre y su prójimo,
EN aquel tiempo, dice Jehová, sacarán los huesos de los reyes de Judá, y los huesos de sus príncipes, y los huesos de los sacerdotes, y los huesos de los profetas, y los huesos de los moradores de Jerusalem, fuera de sus sepulcros;
¿No los tengo de visitar sobre estas cosas? dice Jehová. ¿De tal gente no se vengará mi alma?
A su voz se da muchedumbre de aguas en el cielo, y hace subir las nubes de lo postrero de la tierra; hace los relámpagos con la lluvia, y saca el viento de sus depósitos.
Y Jehová me lo hizo saber, y conocílo: entonces me hiciste ver sus obras.
Y fué á mí palabra de Jehová, diciendo:
Y díjome Jehová: No ruegues por este pueblo para bien.
Por tanto así dijo Jehová: Si te convirtieres, yo te repondré, y delante de mí estarás; y si sacares lo precioso de lo vil, serás como mi boca. Conviértanse ellos á ti, y tú no te conviertas á ellos.
Bendito el varón que se fía en Jehová, y cuya confianza es Jehová.
Pero si hiciere lo malo delante de mis ojos, no oyendo mi voz, arrepentiréme del bien que había determinado hacerle.
E hirió Pashur á Jeremías profeta, y púsole en el cepo que estaba á la puerta de Benjamín en lo alto, la cualconducíaá la casa de Jehová.
Yo os visitaré conforme al fruto de vuestras obras, dice Jehová, y haré encender fuego en su breña, y consumirá todo lo que está alrededor de ella.
Así ha dicho Jehová: Escribid que será este hombre privado de generación, hombre á quien nada sucederá prósperamente en todos los días de su vida: porque ningún hombre de su simiente que se sentare sobre el trono de David, y que se enseñoreare sobre Judá, será jamás dichoso.
Por tanto, he aquí yo contra los profetas, dice Jehová, que hurtan mis palabras cada uno de su más cercano.
Y haré que perezca de entre ellos voz de gozo y voz de alegría, voz de desposado y voz de desposada, ruido de muelas, y luz de lámpara.
Así ha dicho Jehová: Ponte en el atrio de la casa de Jehová, y habla á todas las ciudades de Judá, que vienen para adorar en la casa de Jehová, todas las palabras que yo te mandé les hablases; no retengas palabra.
Y será, que la gente y el reino que no sirviere á Nabucodonosor rey de Babilonia, y que no pusiere su cuello debajo del yugo del rey de Babilonia, con espada y con hambre y con pestilencia visitaré á la tal gente, dice Jehová, hasta que los acabe yo por su mano.
Por tanto, así ha dicho Jehová: He aquí que yo te envío de sobre la haz de la tierra: morirás en este año, porque hablaste rebelión contra Jehová.
Y Sophonías sacerdote había leído esta carta á oídos de Jeremías profeta.
Jehová se manifestó á mí ya mucho tiempo há, diciendo: Con amor eterno te he amado; por tanto te soporté con misericordia.
Mas éste es el pacto que haré con la casa de Israel después de aquellos días, dice Jehová: Daré mi ley en sus entrañas, y escribiréla en sus corazones; y seré yo á ellos por Dios, y ellos me serán por pueblo.
Y entraron, y poseyéronla: mas no oyeron tu voz, ni anduvieron en tu ley; nada hicieron de lo que les mandaste hacer; por tanto has hecho venir sobre ellos todo este mal.
Y seráme á mí por nombre de gozo, de alabanza y de gloria, entre todas las gentes de la tierra, que habrán oído todo el bien que yo les hago; y temerán y temblarán de todo el bien y de toda la paz que yo les haré.
Así dice Jehová Dios de Israel: Yo hice pacto con vuestros padres el día que los saqué de tierra de Egipto, de casa de siervos, diciendo:
Tómate un rollo de libro, y escribe en él todas las palabras que te he hablado contra Israel y contra Judá, y contra todas las gentes, desde el día quecomencéá hablarte, desde los días de Josías hasta hoy.
Y tomó Jeremías otro rollo, y diólo á Baruch hijo de Nerías escriba; y escribió en él de boca de Jeremías todas las palabras del libro que quemó en el fuego Joacim rey de Judá; y aun fueron añadidas sobre ellas muchas otras palabras semejantes.
Mi señor el rey, mal hicieron estos varones en todo lo que han hecho con Jeremías profeta, al cual hicieron echar en la mazmorra; porque allí se morirá de hambre, pues no hay más pan en la ciudad.
Y Nabucodonosor había ordenado á Nabuzaradán capitán de la guardia, acerca de Jeremías, diciendo:
Y fué que cuando llegaron al medio de la ciudad, Ismael hijo de Nethanías los degolló, y echólos en medio de un aljibe, él y los hombres que con él estaban.
Jehová habló sobre vosotros, oh reliquias de Judá: No entréis en Egipto: sabed por cierto que os aviso hoy.
Y del resto de Judá que entraron en tierra de Egipto para morar allí, no habrá quien escape, ni quien quede vivo, para volver á la tierra de Judá, por la cual suspiran ellos por volver para habitar allí: porque no volverán sino los que escaparen.
Subid, caballos, y alborotaos, carros; y salgan los valientes: los de Cus y los de Phut que toman escudo, y los de Lut que toman y entesan arco.
Moab fué quebrantada; hicieron que se oyese el clamor de sus pequeños.
El clamor, desde Hesbón hasta Eleale; hasta Jaaz dieron su voz: desde Zoar hasta Horonaim, becerra de tres años: porque también las aguas de Nimrin serán destruídas.
Y será Edom en asolamiento: todo aquel que pasare por ella se espantará, y silbará sobre todas sus plagas.
Huid de en medio de Babilonia, y salid de la tierra de los Caldeos, y sed como los mansos delante del ganado.
Sequedad sobre sus aguas, y secaránse: porque tierra es de esculturas, y en ídolos enloquecen.
Asimismo por tu medio quebrantaré hombres y mujeres, y por medio de ti quebrantaré viejos y mozos, y por tu medio quebrantaré mancebos y vírgenes:
Por tanto, he aquí vienen días, dice Jehová, que yo visitaré sus esculturas, y en toda su tierra gemirán los heridos.
Lleváronse también los calderos, y los badiles, y los salterios, y las bacías, y los cazos, y todos los vasos de metal con que se servían.
El yugo de mis rebeliones está ligado por su mano, enlazadas han subido sobre mi cerviz: ha hecho caer mis fuerzas: hame entregado el Señor en sus manos, contra quienes no podré levantarme.
Has llamado, como á día de solemnidad, mis temores de todas partes; y en el día del furor de Jehová no hubo quien escapase ni quedase vivo: los que crié y mantuve, mi enemigo los acabó.
Dará la mejilla al que le hiriere; hartaráse de afrenta.
Tú has visto toda su venganza; todos sus pensamientos contra mí.
Nuestra heredad se ha vuelto á extraños, nuestras casas á forasteros.
Y la figura de sus rostros era rostro de hombre; y rostro de león á la parte derecha en los cuatro; y á la izquierda rostro de buey en los cuatro; asimismo había en los cuatro rostro de águila.
Y abrí mi boca, é hízome comer aquel rollo.
Yo te he dado los años de su maldad por el número de los días, trescientos y noventa días: y llevarás la maldad de la casa de Israel.
Y FUÉ á mí palabra de Jehová, diciendo:
Todas manos serán descoyuntadas, y declinarán como aguas todas rodillas.
Y he aquí que seis varones venían del camino de la puerta de arriba que está vuelta al aquilón, y cada unotraíaen su mano su instrumento para destruir. Y entre ellos había un varón vestido de lienzos, el cual traía á su cintura una escribanía de escribano; y entrados, paráronse junto al altar de bronce.
Cada uno tenía cuatro rostros, y cada uno cuatro alas, y figuras de manos humanas debajo de sus alas.
Y sacarás tus aparejos, como aparejos de partida, de día delante de sus ojos: mas tú saldrás por la tarde á vista de ellos, como quien sale para partirse.
Vieron vanidad y adivinación de mentira. Dicen: Ha dicho Jehová; y Jehová no los envió: y hacen esperar que se confirme la palabra.
Hijo del hombre, cuando la tierra pecare contra mí rebelándose pérfidamente, y extendiere yo mi mano sobre ella, y le quebrantare el arrimo del pan, y enviare en ella hambre, y talare de ella hombres y bestias;
Y puse joyas sobre tus narices, y zarcillos en tus orejas, y diadema de hermosura en tu cabeza.
Y haré reposar mi ira sobre ti, y apartaráse de ti mi celo, y descansaré de más enojarme.
Di: Así ha dicho el Señor Jehová: ¿Será prosperada? ¿No arrancará sus raíces, y destruirá su fruto, y secaráse? Todas las hojas de su lozanía secará, y no con gran brazo, ni con mucha gente, arrancándola de sus raíces.
No comiere sobre los montes, ni alzare sus ojos á los ídolos de la casa de Israel; la mujer de su prójimo no violare,
Y ahora está plantada en el desierto, en tierra de sequedad y de aridez.
Y yo les dije: ¿Qué es ese alto adonde vosotros vais? Y fué llamado su nombre Bamah hasta el día de hoy.
Para degollar víctimas está afilada, acicalada está para que relumbre. ¿Hemos de alegrarnos? A la vara de mi hijo viene menospreciando todo árbol.
Mis santuarios menospreciaste, y mis sábados has profanado.
Y puso sus fornicaciones con ellos, con todos los más escogidos de los hijos de los Asirios, y con todos aquellos de quienes se enamoró: contaminóse con todos los ídolos de ellos.
Porque han adulterado, y hay sangre en sus manos, y han fornicado con sus ídolos; y aun sus hijos que me habían engendrado, hicieron pasar por el fuego, quemándolos.
Y hablé al pueblo por la mañana, y á la tarde murió mi mujer: y á la mañana hice como me fué mandado.
Y demolerán los muros de Tiro, y derribarán sus torres: y raeré de ella su polvo, y la dejaré como una peña lisa.
Grecia, Tubal, y Mesec, tus mercaderes, con hombres y con vasos de metal, dieron en tus ferias.
Por tanto, he aquí yo traigo sobre ti extraños, los fuertes de las gentes, que desenvainarán su espadas contra la hermosura de tu sabiduría, y ensuciarán tu esplendor.
No pasará por ella pie de hombre, ni pie de bestia pasará por ella; ni será habitada por cuarenta años.
Y aconteció en el año undécimo, en el mes primero, á los siete del mes, que fué á mí palabra de Jehová, diciendo:
Y regaré de tu sangre la tierra donde nadas, hasta los montes; y los arroyos se henchirán de ti.
Cualquiera que oyere el sonido de la corneta, y no se apercibiere, y viniendo la espada lo tomare, su sangre será sobre su cabeza.
Y FUÉ á mí palabra de Jehová, diciendo:
Y vosotras, ovejas mías, ovejas de mi pasto, hombres sois, y yo vuestro Dios, dice el Señor Jehová.
Y nunca más te haré oir injuria de gentes, ni más llevarás denuestos de pueblos, ni harás más morir los hijos á tus gentes, dice el Señor Jehová.
Profeticé pues, como me fué mandado; y hubo un ruido mientras yo profetizaba, y he aquí un temblor, y los huesos se llegaron cada hueso á su hueso.
Y subirás tú, vendrás como tempestad; como nublado para cubrir la tierra serás tú, y todas tus compañías, y muchos pueblos contigo.
Y también el nombre de la ciudad será Hamonah: y limpiarán la tierra.
Llevóme luego al atrio exterior, y he aquí, había cámaras, y solado hecho al atrio en derredor: treinta cámaras había alrededor en aquel atrio.
Y midió el atrio, cien codos de longitud, y la anchura de cien codos cuadrados; y el altar estaba delante de la casa.
Por delante de la puerta del norte su longitud era de cien codos, y la anchura de cincuenta codos.
Esta es la ley de la casa: Sobre la cumbre del monte, todo su término alrededor será santísimo. He aquí que esta es la ley de la casa.
Mas los sacerdotes Levitas, hijos de Sadoc, que guardaron el ordenamiento de mi santuario, cuando los hijos de Israel se desviaron de mí, ellos serán allegados á mí para ministrarme, y delante de mí estarán para ofrecerme la grosura y la sangre, dice el Señor Jehová.
Y la ordenanza del aceite será que ofreceréis un bato de aceite, que es la décima parte de un coro: diez batos harán un homer; porque diez batos son un homer.
Metióme después por la entrada que estaba hacia la puerta, á las cámaras santas de los sacerdotes, las cuales miraban al norte, y había allí un lugar á los lados del occidente.
Y junto al término de Dan, desde la parte del oriente hasta la parte de la mar, Aser unaparte.
Y á la parte del oriente cuatro mil y quinientas cañas, y tres puertas: la puerta de José, una; la puerta de Benjamín, otra; la puerta de Dan, otra.
Y si mostrareis el sueño y su declaración, recibiréis de mí dones y mercedes y grande honra: por tanto, mostradme el sueño y su declaración.
Este es el sueño: la declaración de él diremos también en presencia del rey.
He aquí nuestro Dios á quien honramos, puede librarnos del horno de fuego ardiendo; y de tu mano, oh rey, nos librará.
La sentencia es por decreto de los vigilantes, y por dicho de los santos la demanda: para que conozcan los vivientes que el Altísimo se enseñorea del reino de los hombres, y que á quien él quiere lo da, y constituye sobre él al más bajo de los hombres.
La reina, por las palabras del rey y de sus príncipes, entró á la sala del banquete. Y habló la reina, y dijo: Rey, para siempre vive, no te asombren tus pensamientos, ni tus colores se demuden:
Firmó pues el rey Darío la escritura y el edicto.
Yo entonces miraba á causa de la voz de las grandes palabras que hablaba el cuerno; miraba hasta tanto que mataron la bestia, y su cuerpo fué deshecho, y entregado para ser quemado en el fuego.
Y oí un santo que hablaba; y otro de los santos dijo á aquél que hablaba: ¿Hasta cuándo durará la visión del continuo sacrificio, y la prevaricación asoladora que pone el santuario y el ejército para ser hollados?
Oh Señor, según todas tus justicias, apártese ahora tu ira y tu furor de sobre tu ciudad Jerusalem, tu santo monte: porque á causa de nuestros pecados, y por la maldad de nuestros padres, Jerusalem y tu pueblo dados son en oprobio á todos en derredor nuestro.
Y díjome: Varón de deseos, no temas: paz á ti; ten buen ánimo, y aliéntate. Y hablando él conmigo cobré yo vigor, y dije: Hable mi señor, porque me has fortalecido.
Y volveráse á su tierra con grande riqueza, y su corazón será contra el pacto santo: hará pues, y volveráse á su tierra.
Y tú irás al fin, y reposarás, y te levantarás en tu suerte al fin de los días.
Y te desposaré conmigo para siempre; desposarte he conmigo en justicia, y juicio, y misericordia, y miseraciones.
Y haciendo víctimas han bajado hasta el profundo: por tanto yo seré la corrección de todos ellos.
Porque aplicaron su corazón, semejante á un horno, á sus artificios: toda la noche duerme su hornero; á la mañana está encendido como llama de fuego.
Porque, he aquí se fueron ellos á causa de la destrucción: Egipto los recogerá, Memphis los enterrará: espino poseerá por heredad lo deseable de su plata, ortiga crecerá en sus moradas.
Con cuerdas humanas los traje, con cuerdas de amor: y fuí para ellos como los que alzan el yugo de sobre sus mejillas, y llegué hacia él la comida.
Te perdiste, oh Israel, mas en mí está tu ayuda.
Pregonad ayuno, llamad á congregación; congregad los ancianos y todos los moradores de la tierra en la casa de Jehová vuestro Dios, y clamad á Jehová.
Y las eras se henchirán de trigo, y los lagares rebosarán de vino y aceite.
LAS palabras de Amós, que fué entre los pastores de Tecoa, las cuales vió acerca de Israel en días de Uzzía rey de Judá, y en días de Jeroboam hijo de Joas rey de Israel, dos años antes del terremoto.
El esforzado entre esforzados huirá desnudo aquel día, dice Jehová.
Cayó la virgen de Israel, no más podrá levantarse; dejada fué sobre su tierra, no hay quien la levante.
Gorjean al son de la flauta, é inventan instrumentos músicos, como David;
Oid esto, los que tragáis á los menesterosos, y arruináis los pobres de la tierra,
Si ladrones vinieran á ti, ó robadores de noche (¡cómo has sido destruído!) ¿no hurtaran lo que les bastase? Pues si entraran á ti vendimiadores, aun dejaran algún rebusco.
Entonces clamaron á Jehová, y dijeron: Rogámoste ahora, Jehová, que no perezcamos nosotros por la vida de aqueste hombre, ni pongas sobre nosotros la sangre inocente: porque tú, Jehová, has hecho como has querido.
Y acaeció que al salir el sol, preparó Dios un recio viento solano; y el sol hirió á Jonás en la cabeza, y desmayábase, y se deseaba la muerte, diciendo: Mejor sería para mí la muerte que mi vida.
Si hubiere alguno que ande con el viento, y finja mentiras diciendo: Yo te profetizaré de vino y de sidra; este tal será profeta á este pueblo.
Empero los dejará hasta el tiempo que para la que ha de parir; y el resto de sus hermanos se tornará con los hijos de Israel.
Faltó el misericordioso de la tierra, y ninguno hay recto entre los hombres: todos acechan á la sangre; cada cual arma red á su hermano.
Así ha dicho Jehová: Aunque reposo tengan, y sean tantos, así serán talados, y él pasará. Bien que te he afligido, no más te afligiré.
Provéete de agua para el cerco, fortifica tus fortalezas; entra en el lodo, pisa el barro, fortifica el horno.
Porque tú has despojado muchas gentes, todos los otros pueblos te despojarán; á causa de las sangres humanas, y robos de la tierra, de las ciudades y de todos los que moraban en ellas.
Con todo, yo me alegraré en Jehová, y me gozaré en el Dios de mi salud.
Terrible será Jehová contra ellos, porque enervará á todos los dioses de la tierra; y cada uno desde su lugar se inclinará á él, todas las islas de las gentes.
Sembráis mucho, y encerráis poco; coméis, y no os hartáis; bebéis, y no os saciáis; os vestís, y no os calentáis; y el que anda á jornal recibe su jornal en trapo horadado.
Habla á Zorobabel, gobernador de Judá, diciendo: Yo haré temblar los cielos y la tierra;
Oh Sión, la que moras con la hija de Babilonia, escápate.
Y él dijo: Estos dos hijos de aceite son los que están delante del Señor de toda la tierra.
Fué pues á mí palabra de Jehová de los ejércitos, diciendo:
Así ha dicho Jehová de los ejércitos: Aun vendrán pueblos, y moradores de muchas ciudades;
Porque yo los tornaré de la tierra de Egipto, y los recogeré de la Asiria; y traerélos á la tierra de Galaad y del Líbano, y no les bastará.
En aquel día habrá gran llanto en Jerusalem, como el llanto de Adadrimón en el valle de Megiddo.
Y si la familia de Egipto no subiere, y no viniere, sobre ellos no habrá lluvia; vendrá la plaga con que Jehová herirá las gentes que no subieren á celebrar la fiesta de las Cabañas.
Y esta otra vez haréis cubrir el altar de Jehová de lágrimas, de llanto, y de clamor; así que no miraré más á presente, para aceptarlo con gusto de vuestra mano.
Abraham engendró á Isaac: é Isaac engendró á Jacob: y Jacob engendró á Judas y á sus hermanos:
Entonces Herodes, llamando en secreto á los magos, entendió de ellos diligentemente el tiempo del aparecimiento de la estrella;
Mas Juan lo resistía mucho, diciendo: Yo he menester ser bautizado de ti, ¿y tú vienes á mí?
Y abriendo su boca, les enseñaba, diciendo:
Mas yo os digo, que el que repudiare á su mujer, fuera de causa de fornicación, hace que ella adultere; y el que se casare con la repudiada, comete adulterio.
Porque si perdonareis á los hombres sus ofensas, os perdonará también á vosotros vuestro Padre celestial.
¿Y si le pidiere un pez, le dará una serpiente?
Y os digo que vendrán muchos del oriente y del occidente, y se sentarán con Abraham, é Isaac, y Jacob, en el reino de los cielos:
Entonces él se levantó y se fué á su casa.
Entonces dice á sus discípulos: A la verdad la mies es mucha, mas los obreros pocos.
¿No se venden dos pajarillos por un cuarto? Con todo, ni uno de ellos cae á tierra sin vuestro Padre.
Y dicen: Os tañimos flauta, y no bailasteis; os endechamos, y no lamentasteis.
Para que se cumpliese lo que estaba dicho por el profeta Isaías, que dijo:
Y le dijo uno: He aquí tu madre y tus hermanos están fuera, que te quieren hablar.
Y llegándose los siervos del padre de la familia, le dijeron: Señor, ¿no sembraste buena simiente en tu campo? ¿de dónde, pues, tiene cizaña?
Y se escandalizaban en él. Mas Jesús les dijo: No hay profeta sin honra sino en su tierra y en su casa.
Y él dijo: Ven. Y descendiendo Pedro del barco, andaba sobre las aguas para ir á Jesús.
Mas él no le respondió palabra. Entonces llegándose sus discípulos, le rogaron, diciendo: Despáchala, pues da voces tras nosotros.
Y ellos dijeron: Unos, Juan el Bautista; y otros, Elías; y otros, Jeremías, ó alguno de los profetas.
Y le he presentado á tus discípulos, y no le han podido sanar.
Otra vez os digo, que si dos de vosotros se convinieren en la tierra, de toda cosa que pidieren, les será hecho por mi Padre que está en los cielos.
Y Jesús dijo: Dejad á los niños, y no les impidáis de venir á mí; porque de los tales es el reino de los cielos.
Toma lo que es tuyo, y vete; mas quiero dar á este postrero, como á ti.
Y entrando él en Jerusalem, toda la ciudad se alborotó, diciendo: ¿Quién es éste?
Pues cuando viniere el señor de la viña, ¿qué hará á aquellos labradores?
Diciendo: Maestro, Moisés dijo: Si alguno muriere sin hijos, su hermano se casará con su mujer, y despertará simiente á su hermano.
Mas vosotros, no queráis ser llamados Rabbí; porque uno es vuestro Maestro, el Cristo; y todos vosotros sois hermanos.
He aquí vuestra casa os es dejada desierta.
Y luego después de la aflicción de aquellos días, el sol se obscurecerá, y la luna no dará su lumbre, y las estrellas caerán del cielo, y las virtudes de los cielos serán conmovidas.
Y las fatuas dijeron á las prudentes: Dadnos de vuestro aceite; porque nuestras lámparas se apagan.
¿Y cuándo te vimos huésped, y te recogimos? ¿ó desnudo, y te cubrimos?
Y entristecidos ellos en gran manera, comenzó cada uno de ellos á decirle: ¿Soy yo, Señor?
Entonces Jesús le dice: Vuelve tu espada á su lugar; porque todos los que tomaren espada, á espada perecerán.
Mas habido consejo, compraron con ellas el campo del alfarero, por sepultura para los extranjeros.
Y pusieron sobre su cabeza su causa escrita: ESTE ES JESUS EL REY DE LOS JUDIOS.
Y LA víspera de sábado, que amanece para el primer día de la semana, vino María Magdalena, y la otra María, á ver el sepulcro.
Y hubounavoz de los cielosque decía: Tú eres mi Hijo amado; en ti tomo contentamiento.
Y Jesús, teniendo misericordia de él, extendió su mano, y le tocó, y le dice: Quiero, sé limpio.
Cómo entró en la casa de Dios, siendo Abiathar sumo pontífice, y comió los panes de la proposición, de los cuales no es lícito comer sino á los sacerdotes, y aun dió á los que con él estaban?
De cierto os digo que todos los pecados serán perdonados á los hijos de los hombres, y las blasfemias cualesquiera con que blasfemaren;
Si alguno tiene oídos para oir, oiga.
Y le rogaron todos los demonios, diciendo: Envíanos á los puercos para que entremos en ellos.
Y luego la muchacha se levantó, y andaba; porque tenía doce años. Y se espantaron de grande espanto.
Y oyéndolo sus discípulos, vinieron y tomaron su cuerpo, y le pusieron en un sepulcro.
(Porque los Fariseos y todos los Judíos, teniendo la tradición de los ancianos, si muchas veces no se lavan las manos, no comen.
Y tomándole aparte de la gente, metió sus dedos en las orejas de él, y escupiendo, tocó su lengua;
Y envióle á su casa, diciendo: No entres en la aldea, ni lo digas á nadie en la aldea.
El cual, donde quiera que le toma, le despedaza; y echa espumarajos, y cruje los dientes, y se va secando: y dije á tus discípulos que le echasen fuera, y no pudieron.
Donde el gusano de ellos no muere, y el fuego nunca se apaga.
Entonces Pedro comenzó á decirle: He aquí, nosotros hemos dejado todas las cosas, y te hemos seguido.
Ellos entonces les dijeron como Jesús había mandado: y los dejaron.
Mas ellos, tomándole, le hirieron, y le enviaron vacío.
Y que amarle de todo corazón, y de todo entendimiento, y de toda el alma, y de todas las fuerzas, y amar al prójimo como á sí mismo, más es que todos los holocaustos y sacrificios.
Porque aquellos días serán de aflicción, cual nunca fué desde el principio de la creación que crió Dios, hasta este tiempo, ni será.
Y el primer día de los panes sin levadura, cuando sacrificaban la pascua, sus discípulos le dicen: ¿Dónde quieres que vayamos á disponer para que comas la pascua?
Levantaos, vamos: he aquí, el que me entrega está cerca.
Y el gallo cantó la segunda vez: y Pedro se acordó de las palabras que Jesús le había dicho: Antes que el gallo cante dos veces, me negarás tres veces. Y pensando en esto, lloraba.
Sálvate á ti mismo, y desciende de la cruz.
Y ellos fueron, y lo hicieron saber á los otros; y ni aun á ellos creyeron.
Y fué, que cumplidos los días de su oficio, se vino á su casa.
A los hambrientos hinchió de bienes; y á los ricos envió vacíos.
E iban todos para ser empadronados, cada uno á su ciudad.
Y José y su madre estaban maravillados de las cosas que se decían de él.
Y respondiendo, les dijo: El que tiene dos túnicas, dé al que no tiene; y el que tiene qué comer, haga lo mismo.
Entonces el diablo le dijo: Si eres Hijo de Dios, di á esta piedra que se haga pan.
Y estaba en la sinagoga un hombre que tenía un espíritu de un demonio inmundo, el cual exclamó á gran voz,
Y no hallando por donde meterle á causa de la multitud, subieron encima de la casa, y por el tejado le bajaron con el lecho en medio, delante de Jesús;
Y mirándolos á todos alrededor, dice al hombre: Extiende tu mano. Y él lo hizo así, y su mano fué restaurada.
El discípulo no es sobre su maestro; mas cualquiera que fuere como el maestro, será perfecto.
Y en la misma hora sanó á muchos de enfermedades y plagas, y de espíritus malos; y á muchos ciegos dió la vista.
Y ACONTECIÓ después, que él caminaba por todas las ciudades y aldeas, predicando y anunciando el evangelio del reino de Dios, y los doce con él,
Y le rogaban que no les mandase ir al abismo.
Y todos los que no os recibieren, saliéndoos de aquella ciudad, aun el polvo sacudid de vuestros pies en testimonio contra ellos.
Y vino una voz de la nube, que decía: Este es mi Hijo amado; á él oid.
Andad, he aquí yo os envío como corderos en medio de lobos.
Mas un Samaritano que transitaba, viniendo cerca de él, y viéndole, fué movido á misericordia;
Cuando el fuerte armado guarda su atrio, en paz está lo que posee.
Desde la sangre de Abel, hasta la sangre de Zacarías, que murió entre el altar y el templo: así os digo, será demandada de esta generación.
Considerad los lirios, cómo crecen: no labran, ni hilan; y os digo, que ni Salomón con toda su gloria se vistió como uno de ellos.
¿Y por qué aun de vosotros mismos no juzgáis lo que es justo?
Allí será el llanto y el crujir de dientes, cuando viereis á Abraham, y á Isaac, y á Jacob, y á todos los profetas en el reino de Dios, y vosotros excluídos.
Y dijo el señor al siervo: Ve por los caminos y por los vallados, y fuérzalos á entrar, para que se llene mi casa.
Me levantaré, é iré á mi padre, y le diré: Padre, he pecado contra el cielo, y contra ti;
La ley y los profetas hasta Juan: desde entonces el reino de Dios es anunciado, y quienquiera se esfuerza á entrar en él.
Entonces uno de ellos, como se vió que estaba limpio, volvió, glorificando á Dios á gran voz;
Os digo que los defenderá presto. Empero cuando el Hijo del hombre viniere, ¿hallará fe en la tierra?
Entonces dió voces, diciendo: Jesús, Hijo de David, ten misericordia de mí.
Y ellos le dijeron: Señor, tiene diez minas.
Y respondieron que no sabían de dónde.
Y que los muertos hayan de resucitar, aun Moisés lo enseñó en el pasaje de la zarza, cuando llama al Señor: Dios de Abraham, y Dios de Isaac, y Dios de Jacob.
Y cuando viereis á Jerusalem cercada de ejércitos, sabed entonces que su destrucción ha llegado.
Entonces él os mostrará un gran cenáculo aderezado; aparejad allí.
Diciendo: Padre, si quieres, pasa este vaso de mí; empero no se haga mi voluntad, sino la tuya.
LEVANTÁNDOSE entonces toda la multitud de ellos, lleváronle á Pilato.
Porque si en el árbol verde hacen estas cosas, ¿en el seco, qué se hará?
Y como tuviesen ellas temor, y bajasen el rostro á tierra, les dijeron: ¿Por qué buscáis entre los muertos al que vive?
Entonces ellos contaban las cosas que les habían acontecido en el camino, y cómo había sido conocido de ellos al partir el pan.
Mas á todos los que le recibieron, dióles potestad de ser hechos hijos de Dios, á los que creen en su nombre:
Y le trajo á Jesús. Y mirándole Jesús, dijo: Tú eres Simón, hijo de Jonás: tú serás llamado Cephas (que quiere decir, Piedra).
Mas él hablaba del templo de su cuerpo.
Y vinieron á Juan, y dijéronle: Rabbí, el que estaba contigo de la otra parte del Jordán, del cual tú diste testimonio, he aquí bautiza, y todos vienen á él.
Nuestros padres adoraron en este monte, y vosotros decís que en Jerusalem es el lugar donde es necesario adorar.
Dícele Jesús: Ve, tu hijo vive. Y el hombre creyó á la palabra que Jesús le dijo, y se fué.
Porque como el Padre tiene vida en sí mismo, así dió también al Hijo que tuviese vida en sí mismo:
Un muchacho está aquí que tiene cinco panes de cebada y dos pececillos; ¿mas qué es esto entre tantos?
Y esta es la voluntad del que me envió, del Padre: Que todo lo que me diere, no pierda de ello, sino que lo resucite en el día postrero.
Y nosotros creemos y conocemos que tú eres el Cristo, el Hijo de Dios viviente.
Entonces clamaba Jesús en el templo, enseñando y diciendo: Y á mí me conocéis, y sabéis de dónde soy; y no he venido de mí mismo; mas el que me envió es verdadero, al cual vosotros no conocéis.
Y en la ley Moisés nos mandó apedrear á las tales: tú pues, ¿qué dices?
Y el siervo no queda en casa para siempre: el hijo queda para siempre.
Esto dicho, escupió en tierra, é hizo lodo con la saliva, y untó con el lodo sobre los ojos del ciego,
Respondió él, y dijo: ¿Quién es, Señor, para que crea en él?
Respondióles Jesús: Os lo he dicho, y no creéis: las obras que yo hago en nombre de mi Padre, ellas dan testimonio de mí;
Mas esto decía Jesús de la muerte de él: y ellos pensaron que hablaba del reposar del sueño.
Y habiendo dicho estas cosas, clamó á gran voz: Lázaro, ven fuera.
Estas cosas no las entendieron sus discípulos de primero: empero cuando Jesús fué glorificado, entonces se acordaron de que estas cosas estaban escritas de él, y que le hicieron estas cosas.
Yo la luz he venido al mundo, para que todo aquel que cree en mí no permanezca en tinieblas.
Respondió Jesús: Aquél es, á quien yo diere el pan mojado. Y mojando el pan, diólo á Judas Iscariote, hijo de Simón.
No os dejaré huérfanos: vendré á vosotros.
Esto os mando: Que os améis los unos á los otros.
De cierto, de cierto os digo, que vosotros lloraréis y lamentaréis, y el mundo se alegrará: empero aunque vosotros estaréis tristes, vuestra tristeza se tornará en gozo.
Santifícalos en tu verdad: tu palabra es verdad.
¿Qué me preguntas á mí? Pregunta á los que han oído, qué les haya yo hablado: he aquí, ésos saben lo que yo he dicho.
Respondió Jesús: Ninguna potestad tendrías contra mí, si no te fuese dado de arriba: por tanto, el que á ti me ha entregado, mayor pecado tiene.
Y en aquel lugar donde había sido crucificado, había un huerto; y en el huerto un sepulcro nuevo, en el cual aun no había sido puesto ninguno.
Dícele Jesús: Porque me has visto, Tomás, creiste: bienaventurados los que no vieron y creyeron.
A los cuales, después de haber padecido, se presentó vivo con muchas pruebas indubitables, apareciéndoles por cuarenta días, y hablándoles del reino de Dios.
Y estaban atónitos y maravillados, diciendo: He aquí ¿no son Galileos todos estos que hablan?
Entonces oído esto, fueron compungidos de corazón, y dijeron á Pedro y á los otros apóstoles: Varones hermanos, ¿qué haremos?
Y enviará á Jesucristo, que os fué antes anunciado:
Y ellos, habiéndolo oído, alzaron unánimes la voz á Dios, y dijeron: Señor, tú eres el Dios que hiciste el cielo y la tierra, la mar, y todo lo que en ellos hay;
Entonces levantándose el príncipe de los sacerdotes, y todos los que estaban con él, que es la secta de los Saduceos, se llenaron de celo;
Y plugo el parecer á toda la multitud; y eligieron á Esteban, varón lleno de fe y de Espíritu Santo, y á Felipe, y á Prócoro, y á Nicanor, y á Timón, y á Parmenas, y á Nicolás, prosélito de Antioquía:
En aquel mismo tiempo nació Moisés, y fué agradable á Dios: y fué criado tres meses en casa de su padre.
¿No hizo mi mano todas estas cosas?
Entonces Pedro le dijo: Tu dinero perezca contigo, que piensas que el don de Dios se gane por dinero.
Había entonces un discípulo en Damasco llamado Ananías, al cual el Señor dijo en visión: Ananías. Y él respondió: Heme aquí, Señor.
Entonces echados fuera todos, Pedro puesto de rodillas, oró; y vuelto al cuerpo, dijo: Tabita, levántate. Y ella abrió los ojos, y viendo á Pedro, incorporóse.
Y hablando con él, entró, y halló á muchos que se habían juntado.
Entonces la voz me respondió del cielo segunda vez: Lo que Dios limpió, no lo llames tú común.
Y saliendo, le seguía; y no sabía que era verdad lo que hacía el ángel, mas pensaba que veía visión.
Y ellos pasando de Perge, llegaron á Antioquía de Pisidia, y entrando en la sinagoga un día de sábado, sentáronse.
Y el sábado siguiente se juntó casi toda la ciudad á oir la palabra de Dios.
Confirmando los ánimos de los discípulos, exhortándoles á que permaneciesen en la fe, y que es menester que por muchas tribulaciones entremos en el reino de Dios.
Por cuanto hemos oído que algunos que han salido de nosotros, os han inquietado con palabras, trastornando vuestras almas, mandando circuncidaros y guardar la ley, á los cuales no mandamos;
Y un día de sábado salimos de la puerta junto al río, donde solía ser la oración; y sentándonos, hablamos á las mujeres que se habían juntado.
Declarando y proponiendo, que convenía que el Cristo padeciese, y resucitase de los muertos; y que Jesús, el cual yo os anuncio, decía él, éste era el Cristo.
Y así Pablo se salió de en medio de ellos.
Y ACONTECIÓ que entre tanto que Apolos estaba en Corinto, Pablo, andadas las regiones superiores, vino á Efeso, y hallando ciertos discípulos,
También algunos de los principales de Asia, que eran sus amigos, enviaron á él rogando que no se presentase en el teatro.
Testificando á los Judíos y á los Gentiles arrepentimiento para con Dios, y la fe en nuestro Señor Jesucristo.
Entonces Pablo respondió: ¿Qué hacéis llorando y afligiéndome el corazón? porque yo no sólo estoy presto á ser atado, mas aun á morir en Jerusalem por el nombre del Señor Jesús.
Yo de cierto soy Judío, nacido en Tarso de Cilicia, mas criado en esta ciudad á los pies de Gamaliel, enseñado conforme á la verdad de la ley de la patria, celoso de Dios, como todos vosotros sois hoy.
Entonces Pablo le dijo: Herirte ha Dios, pared blanqueada: ¿y estás tú sentado para juzgarme conforme á la ley, y contra la ley me mandas herir?
Y como llegaron á Cesarea, y dieron la carta al gobernador, presentaron también á Pablo delante de él.
FESTO pues, entrado en la provincia, tres días después subió de Cesarea á Jerusalem.
Mi vida pues desde la mocedad, la cual desde el principio fué en mi nación, en Jerusalem, todos los Judíos la saben:
Así que, embarcándonos en una nave Adrumentina, partimos, estando con nosotros Aristarco, Macedonio de Tesalónica, para navegar junto á los lugares de Asia.
Entonces los soldados cortaron los cabos del esquife, y dejáronlo perder.
Los cuales, habiéndome examinado, me querían soltar, por no haber en mí ninguna causa de muerte.
Porque en él la justicia de Dios se descubre de fe en fe; como está escrito: Mas el justo vivirá por la fe.
Mostrando la obra de la ley escrita en sus corazones, dando testimonio juntamente sus conciencias, y acusándose y también excusándose sus pensamientos unos con otros;
Quebrantamiento y desventura hay en sus caminos;
Porque la ley obra ira; porque donde no hay ley, tampoco hay transgresión.
La ley empero entró para que el pecado creciese; mas cuando el pecado creció, sobrepujó la gracia;
Mas ahora estamos libres de la ley, habiendo muerto á aquella en la cual estábamos detenidos, para que sirvamos en novedad de espíritu, y no en vejez de letra.
Y si el Espíritu de aquel que levantó de los muertos á Jesús mora en vosotros, el que levantó á Cristo Jesús de los muertos, vivificará también vuestros cuerpos mortales por su Espíritu que mora en vosotros.
Que tengo gran tristeza y continuo dolor en mi corazón.
¿Por qué? Porque la seguían no por fe, mas como por las obras de la ley: por lo cual tropezaron en la piedra de tropiezo,
Como está escrito: Dióles Dios espíritu de remordimiento, ojos con que no vean, y oídos con que no oigan, hasta el día de hoy.
Y no os conforméis á este siglo; mas reformaos por la renovación de vuestro entendimiento, para que experimentéis cuál sea la buena voluntad de Dios, agradable y perfecta.
Y esto, conociendo el tiempo, que es ya hora de levantarnos del sueño; porque ahora nos está más cerca nuestra salud que cuando creímos.
Porque las cosas que antes fueron escritas, para nuestra enseñanza fueron escritas; para que por la paciencia, y por la consolación de las Escrituras, tengamos esperanza.
ENCOMIÉNDOOS empero á Febe nuestra hermana, la cual es diaconisa de la iglesia que está en Cencreas:
Gracias doy á mi Dios siempre por vosotros, por la gracia de Dios que os es dada en Cristo Jesús;
Y estuve yo con vosotros con flaqueza, y mucho temor y temblor;
Si alguno violare el templo de Dios, Dios destruirá al tal: porque el templo de Dios, el cual sois vosotros, santo es.
Y ciertamente, como ausente con el cuerpo, mas presente en espíritu, ya como presente he juzgado al que esto así ha cometido:
Porque comprados sois por precio: glorificad pues á Dios en vuestro cuerpo y en vuestro espíritu, los cuales son de Dios.
Y los que lloran, como los que no lloran; y los que se huelgan, como los que no se huelgan; y los que compran, como los que no poseen;
¿Quién jamás peleó á sus expensas? ¿quién planta viña, y no come de su fruto? ¿ó quién apacienta el ganado, y no come de la leche del ganado?
Ni murmuréis, como algunos de ellos murmuraron, y perecieron por el destructor.
Porque el varón no ha de cubrir la cabeza, porque es imagen y gloria de Dios: mas la mujer es gloria del varón.
Por tanto os hago saber, que nadie que hable por Espíritu de Dios, llama anatema á Jesús; y nadie puede llamar á Jesús Señor, sino por Espíritu Santo.
Y si tuviese profecía, y entendiese todos los misterios y toda ciencia; y si tuviese toda la fe, de tal manera que traspasase los montes, y no tengo caridad, nada soy.
Pero en la iglesia más quiero hablar cinco palabras con mi sentido, para que enseñe también á los otros, que diez mil palabras en lengua desconocida.
Porque yo soy el más pequeño de los apóstoles, que no soy digno de ser llamado apóstol, porque perseguí la iglesia de Dios.
Toda carne no es la misma carne; mas una carne ciertamente es la de los hombres, y otra carne la de los animales, y otra la de los peces, y otra la de las aves.
Por tanto, nadie le tenga en poco; antes, llevadlo en paz, para que venga á mí: porque lo espero con los hermanos.
Así que, pretendiendo esto, ¿usé quizá de liviandad? ó lo que pienso hacer, ¿piénsolo según la carne, para que haya en mí Sí y No?
El cual asimismo nos hizo ministros suficientes de un nuevo pacto: no de la letra, mas del espíritu; porque la letra mata, mas el espíritu vivifica.
No mirando nosotros á las cosas que se ven, sino á las que no se ven: porque las cosas que se ven son temporales, mas las que no se ven son eternas.
Como ignorados, mas conocidos; como muriendo, mas he aquí vivimos; como castigados, mas no muertos;
Y no comoloesperábamos, mas aun á sí mismos se dieron primeramente al Señor, y á nosotros por la voluntad de Dios.
Para que estéis enriquecidos en todo para toda bondad, la cual obra por nosotros hacimiento de gracias á Dios.
He despojado las otras iglesias, recibiendo salario para ministraros á vosotros.
De este tal me gloriaré, mas de mí mismo nada me gloriaré, sino en mis flaquezas.
PABLO, apóstol, (no de los hombres, ni por hombre, mas por Jesucristo y por Dios el Padre, que lo resucitó de los muertos),
Antes por el contrario, como vieron que el evangelio de la incircuncisión me era encargado, como á Pedro el de la circuncisión,
A Abraham fueron hechas las promesas, y á su simiente. No dice: Y á las simientes, como de muchos; sino como de uno: Y á tu simiente, la cual es Cristo.
Tienen celos de vosotros, pero no bien: antes os quieren echar fuera para que vosotros los celéis á ellos.
Digo pues: Andad en el Espíritu, y no satisfagáis la concupiscencia de la carne.
Graciaseaá vosotros, y paz de Dios Padre nuestro, y del Señor Jesucristo.
No por obras, para que nadie se gloríe.
Que habite Cristo por la fe en vuestros corazones; para que, arraigados y fundados en amor,
Airaos, y no pequéis; no se ponga el sol sobre vuestro enojo;
Así que, como la iglesia está sujeta á Cristo, así también las casadas lo estén á sus maridos en todo.
Mas para que también vosotros sepáis mis negocios, y cómo lo paso, todo os lo hará saber Tichîco, hermano amado y fiel ministro en el Señor:
Solamente que converséis como es digno del evangelio de Cristo; para que, ó sea que vaya á veros, ó que esté ausente, oiga de vosotros que estáis firmes en un mismo espíritu, unánimes combatiendo juntamente por la fe del evangelio,
Pues en verdad estuvo enfermo á la muerte: mas Dios tuvo misericordia de él; y no solamente de él, sino aun de mí, para que yo no tuviese tristeza sobre tristeza.
Por nada estéis afanosos; sino sean notorias vuestras peticiones delante de Dios en toda oración y ruego, con hacimiento de gracias.
Que nos ha librado de la potestad de las tinieblas, y trasladado al reino de su amado Hijo;
Rayendo la cédula de los ritos que nos era contraria, que era contra nosotros, quitándola de en medio y enclavándola en la cruz;
Padres, no irritéis á vuestros hijos, porque no se hagan de poco ánimo.
Porque de vosotros ha sido divulgada la palabra del Señor no sólo en Macedonia y en Acaya, mas aun en todo lugar vuestra fe en Dios se ha extendido; de modo que no tenemos necesidad de hablar nada.
Porque ahora vivimos, si vosotros estáis firmes en el Señor.
Porque los que duermen, de noche duermen; y los que están borrachos, de noche están borrachos.
Los cuales serán castigados de eterna perdición por la presencia del Señor, y por la gloria de su potencia,
Porque aun estando con vosotros, os denunciábamos esto: Que si alguno no quisiere trabajar, tampoco coma.
Por los reyes y por todos los que están en eminencia, para que vivamos quieta y reposadamente en toda piedad y honestidad.
EMPERO el Espíritu dice manifiestamente, que en los venideros tiempos algunos apostatarán de la fe, escuchando á espíritus de error y á doctrinas de demonios;
Porque ya algunas han vuelto atrás en pos de Satanás.
Oh Timoteo, guarda lo que se te ha encomendado, evitando las profanas pláticas de vanas cosas, y los argumentos de la falsamente llamada ciencia:
Es palabra fiel: Que si somos muertos con él, también viviremos con él:
Y que desde la niñez has sabido las Sagradas Escrituras, las cuales te pueden hacer sabio para la salud por la fe que es en Cristo Jesús.
El que fuere sin crimen, marido de una mujer, que tenga hijos fieles que no estén acusados de disolución, ó contumaces.
No por obras de justicia que nosotros habíamos hecho, mas por su misericordia nos salvó, por el lavacro de la regeneración, y de la renovación del Espíritu Santo;
Sí, hermano, góceme yo de ti en el Señor; recrea mis entrañas en el Señor.
Porque el que santifica y los que son santificados, de uno son todos: por lo cual no se avergüenza de llamarlos hermanos,
Porque en un cierto lugar dijo así del séptimo día: Y reposó Dios de todas sus obras en el séptimo día.
Porque es imposible que los que una vez fueron iluminados y gustaron el don celestial, y fueron hechos partícipes del Espíritu Santo,
Porque notorio es que el Señor nuestro nació de la tribu de Judá, sobre cuya tribu nada habló Moisés tocante al sacerdocio.
Tras el segundo veloestabael tabernáculo, que llaman el Lugar Santísimo;
Por lo cual, entrando en el mundo, dice: Sacrificio y presente no quisiste; mas me apropiaste cuerpo:
No perdáis pues vuestra confianza, que tiene grande remuneración de galardón:
Teniendo por mayores riquezas el vituperio de Cristo que los tesoros de los Egipcios; porque miraba á la remuneración.
Que ninguno sea fornicario, ó profano, como Esaú, que por una vianda vendió su primogenitura.
Obedeced á vuestros pastores, y sujetaos á ellos; porque ellos velan por vuestras almas, como aquellos que han de dar cuenta; para que lo hagan con alegría, y no gimiendo; porque esto no os es útil.
Mas sed hacedores de la palabra, y no tan solamente oidores, engañándoos á vosotros mismos.
Asimismo también Rahab la ramera, ¿no fué justificada por obras, cuando recibió los mensajeros, y los echó fuera por otro camino?
Hermanos, no murmuréis los unos de los otros. El que murmura del hermano, y juzga á su hermano, este tal murmura de la ley, y juzga á la ley; pero si tú juzgas á la ley, no eres guardador de la ley, sino juez.
Para una herencia incorruptible, y que no puede contaminarse, ni marchitarse, reservada en los cielos
Mas vosotros sois linaje escogido, real sacerdocio, gente santa, pueblo adquirido, para que anunciéis las virtudes de aquel que os ha llamado de las tinieblas á su luz admirable:
Mas también si alguna cosa padecéis por hacer bien, sois bienaventurados. Por tanto, no temáis por el temor de ellos, ni seáis turbados;
Y no como teniendo señorío sobre las heredades del Señor, sino siendo dechados de la grey.
Tenemos también la palabra profética más permanente, á la cual hacéis bien de estar atentos como á una antorcha que alumbra en lugar oscuro hasta que el día esclarezca, y el lucero de la mañana salga en vuestros corazones:
Por lo cual el mundo de entonces pereció anegado en agua:
Otra vez os escribo un mandamiento nuevo, que es verdadero en él y en vosotros; porque las tinieblas son pasadas, y la verdadera luz ya alumbra.
Cualquiera que es nacido de Dios, no hace pecado, porque su simiente está en él; y no puede pecar, porque es nacido de Dios.
Cualquiera que confesare que Jesús es el Hijo de Dios, Dios está en él, y él en Dios.
Sea con vosotros gracia, misericordia, y paz de Dios Padre, y del Señor Jesucristo, Hijo del Padre, en verdad y en amor.
Y á los ángeles que no guardaron su dignidad, mas dejaron su habitación, los ha reservado debajo de oscuridad en prisiones eternas hasta el juicio del gran día:
Que decía: Yo soy el Alpha y Omega, el primero y el último. Escribe en un libro lo que ves, y envíaloá las siete iglesias que están en Asia; á Efeso, y á Smirna, y á Pérgamo, y á Tiatira, y á Sardis, y á Filadelfia, y á Laodicea.
Y le he dado tiempo para que se arrepienta de la fornicación; y no se ha arrepentido.
El que tiene oído, oiga lo que el Espíritu dice á las iglesias.
Y cuando él abrió el tercer sello, oí al tercer animal, que decía: Ven y ve. Y miré, y he aquí un caballo negro: y el que estaba sentado encima de él, tenía un peso en su mano.
Y CUANDO él abrió el séptimo sello, fué hecho silencio en el cielo casi por media hora.
De estas tres plagas fué muerta la tercera parte de los hombres: del fuego, y del humo, y del azufre, que salían de la boca de ellos.
Y los veinticuatro ancianos que estaban sentados delante de Dios en sus sillas, se postraron sobre sus rostros, y adoraron á Dios,
El que lleva en cautividad, va en cautividad: el que á cuchillo matare, es necesario que á cuchillo sea muerto. Aquí está la paciencia y la fe de los santos.
Y vi así como un mar de vidrio mezclado con fuego; y los que habían alcanzado la victoria de la bestia, y de su imagen, y de su señal, y del número de su nombre, estar sobre el mar de vidrio, teniendo las arpas de Dios.
Y me llevó en Espíritu al desierto; y vi una mujer sentada sobre una bestia bermeja llena de nombres de blasfemia y que tenía siete cabezas y diez cuernos.
Los mercaderes de estas cosas, que se han enriquecido, se pondrán lejos de ella por el temor de su tormento, llorando y lamentando,
Y los otros fueron muertos con la espada que salía de la boca del que estaba sentado sobre el caballo, y todas las aves fueron hartas de las carnes de ellos.
Y el que hablaba conmigo, tenía una medida de una caña de oro para medir la ciudad, y sus puertas, y su muro.
Porque yo protesto á cualquiera que oye las palabras de la profecía de este libro: Si alguno añadiere á estas cosas, Dios pondrá sobre él las plagas que están escritas en este libro.
