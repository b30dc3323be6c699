En el principio crió Dios al cielo y la tierra.
Y vió Dios todo lo que había hecho, y he aquí que era bueno. Y la tarde y la tarde fué el sexto día.
Porque el Dios que en el día sabéis de comer, entonces vuestros ojos serán abiertos, y seréis como dioses, sabiendo que sabiendo bien y malos.
Ahora pues eres maldecir de la tierra, que abrió su boca para recibir la sangre de tu hermano;
Y vivió Mahalaleel y cinco años, y engendró á Jared.
Y dijo Dios á Noé: El fin de toda carne ha venido delante de mí, porque la tierra está llena de violencia; y he aquí que yo los destruiré con la tierra.
Y murió toda carne que murieron sobre la tierra, así de aves, y de bestias, y de animales, y de todo reptil que anda arrastrando sobre la tierra, y todo hombre:
Y de vuestra sangre haré reconocer; en la mano de cada animal lo demandaré, y en la mano del hombre; en la mano del hermano de cada uno pagaré la vida del hombre.
Y los hijos de Ham: Cush, y Mizpa, y Phuelim, y Canaán.
Y ellos dijeron: Anda, edifiquemos una ciudad y torre, cuyo alcorromperá los cielos; y haznos nombre, porque no nos esparzca sobre la haz de toda la tierra.
Y te haré grande nación, y te bendeciré, y te bendeciré, y te serás bendición:
Entró Abram en la tierra de Canaán, y en las ciudades de la llanura, y asentó su tienda hacia Sodoma.
Y solamente que los criados comieron los mancebos, y la parte de los hombres que iban con mí, Andrés, y Mamre, y Mamre su porción.
Y el ángel de Jehová le dijo: Vuélvete á tu fortaleza, y te sujete debajo de sus manos.
Y tomó Abraham á Ismael su hijo, y á todos los que nacieron en su casa, y todos los que nacieron con su dinero, cada uno entre los hombres de la casa de Abraham, y circuncidó la carne en aquel día, como Dios le había dicho.
Y dijo Jehová: Si hallare en Sodoma cincuenta justos dentro de la ciudad, yo perdonaré á todo el lugar de ellos.
El sol se ha levantado sobre la tierra cuando Lot entró en Zoar.
Y dijo Abimelech: He aquí mi tierra está delante de ti: en donde te agradare.
Y Abraham tomó ovejas y bueyes, les dió á Abimelech; y así de ellos hicieron alianza.
Y Bethuel engendró á Rebeca: ochocientos á Naachôr, hermano de Abraham, hermano de Abraham.
Y el siervo puso su mano debajo del muslo de Abraham su señor, y juró acerca de aquel negocio.
Y dije á mi señor: Quizá la mujer no me seguiré.
Y parió á él á Semaías, y á Joedán, y á Madián, y á Madián, y á Seba.
Y dijo Esaú: He aquí yo estoy á morir: ¿y qué aprovechará esto á mí?
Y ellos dijeron: De cierto que Jehová te ha sido contigo: y dijimos: Ruégote que ahora nos es juramento entre nosotros, entre nosotros y haznos pacto contigo, y haznos alianza contigo;
Y no le guardó, porque sus manos no eran como á Esaú hermano de Esaú su hermano: así lo bendijo.
Y oyó Jacob su padre y su madre, y fué á Padan-aram;
Y Labán dijo á Jacob: ¿Por qué eres mi hermano, para que me sirves? ¿Por qué me será tu enenenencubierto?
Y Zilpa de Lea, parió á Jacob un hijo.
Y Jacob apareció los corderos, y puso los rostros de los rebaños hacia los rebaños de Labán, y todo el ganado de Labán; y puso sus ganados por sí, y no los ponían.
¿Por qué huiste, y hurtaste de mí de mí; y no me declaraste, para que te he enviado á ti con higos, y con arpa, y con arpa, y con arpa?
Y como Jacob les vió, dijo: Este es el ejército de Dios: y llamó el nombre de aquel lugar á Mahanaim.
Por tanto los hijos de Israel no comen de la vacía, que es sobre el hoyo, que está sobre el muslo, hasta hoy: porque tocó el pagaje de Jacob en el muslo.
Y habitaréis con nosotros: y la tierra estará delante de vosotros; y habitaréis en ella, y os aposaréis en ella.
Y aparecióse Dios á Jacob, cuando salió de Padan-aram, y bendíjolo.
Estos son los nombres de Esaú, hijos de Eliphaz, hijo de Ada, mujer de Reuel, hijo de Basemath, mujer de Esaú.
Y estos son los nombres de los duques que venían de Esaú, conforme á sus familias, por sus nombres, por sus nombres: el duque Timna, el duque Jethán,
Venid, y vendiremos á los Ismaelitas, y no sea nuestra mano sobre él; porque es nuestro hermano y nuestra carne. Y sus hermanos fueron contentos.
Entonces preguntó á los hombres de aquel lugar, diciendo: ¿Dónde está la ramera por el camino? Y ellos dijeron: No hay ramera en este lugar.
Mas Jehová fué con José, y mostróle misericordia, y le dió gracia en ojos de la cárcel.
Y durmió, y soñó el segundo tiempo: y he aquí siete espigas de trigo subió sobre un cojo, y bueno.
Y junten todos los buenos de los buenos años que vienen, y ponga trigo debajo de la mano de Faraón, y los guarden las ciudades.
Y José conoció á sus hermanos, mas no le conocían.
Y él dijo: Mi hijo no descenderá con vosotros; porque su hermano es muerto, y él es solo: si cayere por el camino en el camino que entrareis, llevaréis mis cabellos.
Y José apresapresuró; porque sus entrañas se echó sobre su hermano: y buscó dónde lloraba á llorar en su cámara, y lloró allí.
Y dijimos: No podemos descender: si nuestro hermano menor con nosotros, descenderemos; porque no veremos: porque no veamos la cara del hombre, si nuestro hermano no es con nosotros.
A todos ellos dió cada uno de vestidos; mas á Benjamín dió tres piezas de plata, y cinco mudas de plata, y cinco mudas de vestidos.
Y los hijos de Nephtalí: Jahel, y Guni, y Jezer, y Sisam.
Y compró José toda la tierra de Egipto por Faraón; porque los Egipcios vendieron cada uno su campo, por cuanto el hambre prevaleció sobre ellos: y fué la tierra de Faraón.
Y su padre no quiso, y dije: Yo lo sé, hijo mío, yo lo sé; y será un pueblo grande: mas su menor será mayor que él, y su simiente será más que él, y su grande multitud de naciones.
De la hoja como la hoja: en la mañana devorará la presa, y por aquella noche se repartirá la presa.
Y dijo José á sus hermanos: Yo os visitaré, y os visitaré de esta tierra á la tierra que juró á Abraham, á Isaac, y á Jacob.
Y como ella le abrió, vió el niño; y he aquí el niño lloró. Y ella tuvo compasión de los Hebreos, y dijo: Este es uno de los Hebreos.
Y dijo Moisés á Dios: ¿Quién he de ir á Faraón, para que yo saba á los hijos de Israel?
Y Jehová dijo á Moisés en Madián: Anda á Egipto; porque todos los hombres son muertos que tu vida.
Ahora pues, y obra, no os será dada; porque no os entregará, y os entregaréis el talento de las guerras.
Y el hijo de Aarón le tomó uno de las hijas de Pusiel, para que le parió Phinees: estas son las cabezas de los padres de los Levitas conforme á sus familias.
Y fueron cumplidos días, después que Jehová había herido el río.
Y salió Moisés de Faraón, y oró á Jehová.
Tres á Jehová (porque hay más fuerte que no hay más fuertes y granizo; y os haré ir, y no os dejará ir.
No vieron á otro, ni se levantaron de su lugar por tres días; mas todos los hijos de Israel tenían luz en sus moradas.
Y este día os será por memoria; y vosotros la guardaréis fiesta á Jehová por vuestras generaciones; la celebraréis fiesta por estatuto perpetuo.
Mas el siervo del hombre que es comprado por dinero, cuando le circuncidieren, él comerá.
Y HABLÓ Jehová á Moisés, diciendo:
Y vió Israel aquel grande obra que hizo Jehová sobre los Egipcios: y el pueblo temió á Jehová, y creyeron á Jehová, y á su siervo Moisés.
Y los hijos de Israel les dijeron: Escribe á Dios en la mano de Jehová, en la tierra de Egipto, cuando se sentamos junto á la carne, y cuando comíamos pan para comer pan; porque hicisteis pan en este desierto.
Y dijo Moisés á Aarón: Toma un omer, y púsolo en ella en ella, y ponlo delante de Jehová, para que sean guardados por vuestras generaciones.
Y conozco que Jehová es mayor que todos los dioses: porque en lo que hicieron.
Y descendió Moisés del monte al pueblo, y santificaron el pueblo; y lavaron sus vestidos.
Y ellos respondieron á Moisés: Habla con nosotros, y oímos: mas Dios no hablamos con nosotros, porque no muramos.
Y si algún mal te seguirá la vida por la vida,
Cuando su padre no quiso dar dar á su padre, pagará el dinero según la perdición de vírgenes.
Y la fiesta de la mies, las primicias de tus labores, que sembraste en el campo: y la fiesta de la fiesta, cuando es recogido en el fin del año, cuando recogiste en tu sabiduría.
Y Moisés se levantó, y sus sacerdotes; y subió Moisés al monte de Dios.
Y harás á ella un término de mano de un ancho alrededor, y harás una corona de oro en derredor.
Y harás las tablas para el tabernáculo de madera de Sittim.
En tablas las tablas lo harás: como te fué mostrado en el monte, así lo hará.
Y pondrás en ella de piedras, cuatro órdenes de piedras, cuatro órdenes de piedras: el primero, y un plato de tío, y un túnico: esto será el primero.
Y Aarón y sus hijos meterás á la puerta del tabernáculo del testimonio, y les lavarás con agua.
Y si de la carne de las consagraciones de las consagraciones, ó de la mañana, hasta la mañana quemarás el fuego: no se comerá, porque es santo.
Y harás también un metal de metal, y su pie de metal, para lavar: y lo pondrás entre el tabernáculo del testimonio y el altar pondrás en ella.
Y las vestimentas de servicio, y las vestiduras para Aarón el sacerdote, y las vestiduras de sus hijos, para ministrar en el sacerdocio,
Y dijo Aarón: No se encienda el furor de mi señor: tú conoces el pueblo, que están sobre mal.
Y Jehová dijo á Moisés: Yo haré esto que has hablado: porque has hallado gracia en mis ojos, y te conozco por nombre.
Porque yo arrojaré las gentes delante de ti, y ensanará tu término: y ninguno hará tu tierra, cuando subieres delante de Jehová tu Dios en el año.
Las vestimentas de servicio, para ministrar en el lugar santo, las vestiduras de Aarón el sacerdote, y las vestiduras de sus hijos, para ministrar en el sacerdocio.
Hizo también cortinas de cabras para la tienda del tabernáculo: las cortinas de la tienda los hizo.
Hizo también la cubierta de oro puro: dos codos de longitud, y medio de su longitud, y un codo y medio de anchura.
Y puso las varas á los anillos de los lados del altar, para llevar al altar; hizo el altar con tablas.
E hicieron piedras de vestir las piedras preciosas en engascos de oro, de escultura, y de los nombres de los hijos de Israel.
La mesa, y todos sus vasos, y el pan,
Y puso el pan en orden delante de Jehová; como Jehová había mandado á Moisés.
Y el sacerdote lo traerá al altar, y quitarále su cabeza, y lo quemará sobre el altar; y su sangre será prosperado al altar del altar:
Y si su ofrenda fuere macho cabrío, ofrecerá delante de Jehová.
Y tomará el sacerdote de la sangre del pecado de la expiación con su dedo, y pondrá sobre los cuernos del altar del holocausto, y derramará su sangre al pie del altar.
Y HABLÓ Jehová á Moisés, diciendo:
Esta es la ley de la expiación: es cosa santísima.
Y el sacerdote hará arder el sebo sobre el altar: mas el pecho de Aarón y de sus hijos.
Y degollólo; y Moisés la tomó de la sangre de ella, y púsola sobre la ternilla de Aarón derecho, y sobre el pulgar de su mano derecha, y sobre el pulgar de su pie.
Y llevó el presente, y tomó un puño, y quemólo sobre el altar, junto al holocausto del sacrificio de la mañana.
Todo lo que tiene el hoz, y es de pezuñas, y de entre las bestias, que comeréis.
Y todo vaso de barro, en lo que estuviere, todo lo que está en ella, será inmunda; y lo quebrantaréis.
Y si el sacerdote viere, he aquí que la extiende en la piel, entonces el sacerdote lo dará por inmundo: es lepra.
Y el que tuviere mujer ó mujer en la piel de su carne, blancas blancas, blancas blancas;
Y será en el séptimo día, que pondrá su cabeza y su barba y su barba, y su barba lavará sus arcos, todo su cabello; y lavará sus vestidos, y lavará sus vestidos, y lavará sus vestidos, y lavará sus vestidos en agua, y será limpio.
Y será otra vez el sacerdote, y mirará; y si pareciere pareciere la plaga en los muros de la casa,
Y el vaso de la tierra, el que tocare el flujo, será quebrantado: y todo vaso de leña será quebrantado en agua.
Y hará llegar Aarón el macho cabrío sobre la suerte de Jehová, y le ofrecerá por expiación.
Para que los hijos de Israel llevan sus sacrificios sacrificios, los cuales ofrecen el campo, para que los trajesen á Jehová, á la puerta del tabernáculo del testimonio, para que los ofrecen paces á Jehová.
Y no se allegarás á la mujer para cubrir su desnudez, como ella se hubiere echado por ella.
Guardaréis mis estatutos. No dejaréis tu ganado: no sembrarás tu ganado: no sembrarás tu campo, ni mirarás de lino; ni una ropa de lino y de lana.
Y el que durmiere con su nuera, así de ellos morirá: é hicieron la muerte, y su sangre será sobre ellos.
Y no profanará su simiente entre su pueblo; porque yo Jehová lo santificaré.
Y el que ofreciere sacrificio de paces á Jehová, para cumplir su voto, ó por ofrenda voluntaria, ó ovejas, ó ovejas, será acepto; no habrá falta en ella.
Y ofreceréis con el pan siete corderos sin defecto de un año, y un becerro, y dos carneros: serán para holocausto á Jehová, con su presente y sus libaciones, y sus libaciones, é hicieron ofrenda encendida de olor suave á Jehová.
El contará las lámparas de limpio delante de Jehová.
El jubileo que á quince días os será para vosotros: no sembraréis, ni segará lo que siembra en él, ni recogeréis las uvas en tu vid.
Y se irá de ti de ti, y con él sus hijos, y volverá á su familia, y volverá á la posesión de sus padres, y á la posesión de sus padres volverá.
Yo también os haré á vosotros; yo pondré sobre vosotros el terror, y quemaré los ojos, y consumiréis los los ojos, y haré que sembraréis la simiente de corazón: y vosotros sembraréis en vano, porque comeréis.
Estas son los estatutos y derechos, los cuales Jehová hizo entre él y los hijos de Israel en el monte de Sinaí, por mano de Moisés.
Y toda la tierra de la tierra, y de la simiente de la tierra, ó del fruto de Jehová, es el fruto de Jehová: es santo á Jehová.
De los hijos de Judá, por sus generaciones, por sus familias, por las casas de sus padres, conforme á la cuenta de los nombres, de veinte años arriba, todos los que podían salir á la guerra;
Todo hombre de los hijos de Israel, por su bandera, con la bandera, con la señal de la casa de su padre: alejó del tabernáculo del testimonio.
Estos son los contados de los hijos de Israel por la casa de sus padres: todos los contados de ellos, fueron seiscientos seiscientos y cincuenta.
En el número de todos los varones, desde el mes arriba, fueron ocho mil y seiscientos, guarda la guarda del santuario.
Y sobre la mesa del pan, extenderán un paño de cárdeno, y pondrán sobre él los peces, y las cucharas, y las tazones, y los tazones para cubrir:
Estos fueron los contados de las familias de Coath, todos los que hacen servicio en el tabernáculo del testimonio, que Moisés y Aarón hicieron conforme al mandamiento de Jehová por mano de Moisés.
Y el sacerdote pondrá la mujer delante de Jehová, y cubrirá la cabeza de la mujer, y pondrá el presente de memoria en sus manos, que es celo en su mano: y el sacerdote hará amargar las amargas.
Y ofrecerá el carnero por sacrificio de paces á Jehová, con el canastillo de los ázimos: el sacerdote hará también su presente, y su libación.
Una cuchara de oro de diez siclos, llena de perfume;
Una cuchara de oro de diez siclos, llena de perfume;
Una cuchara de oro de diez siclos, llena de perfume;
Y los Levitas se purificaron, y lavaron sus vestidos; y ofrecieron Aarón como ofrenda delante de Jehová; y Aarón hizo expiación por ellos.
Hazte dos trompetas de plata, de toda una basta: para que los cortarás por la vocación de la congregación, y por las partidas de los montones.
Y será que, si entrares con nosotros, y será, para que Jehová nos hará bien á nosotros.
Mas quedaban dos de los hombres en el campo, el nombre del uno era Eldad, y el nombre de la otra parte de Medad: y el espíritu de los que estaban escritas, y no salieron del tabernáculo.
De la tribu de Judá, Caleb hijo de Jephone.
¿Y por qué nos ha traído Jehová á esta tierra, para que caiga por cuchillo, para que nuestras mujeres y nuestros hijos se han de volver á Egipto?
Y vuestros hijos irán en el desierto cuarenta años, y llevaréis vuestras fornicaciones, hasta que vuestros cuerpos serán asolados en el desierto.
Habla á los hijos de Israel, y diles: Cuando hubiereis entrado en la tierra á donde yo os traeré,
Y puso fuego en ellos, y puso perfume delante de Jehová á mañana: y será aquel varón que Jehová escogiere, será santo: vosotros, hijos de Leví.
Habla á Eleazar el sacerdote de Aarón el sacerdote, que tome el incensario de ardio, y esparcirás el fuego, porque son santificados.
Y se juntarán á ti, y guardarán la guarda del tabernáculo del testimonio, por todo el servicio del tabernáculo: y el extranjero no llegará á vosotros.
Esta es la ordenanza de la ley que mandó Jehová, diciendo: Habla á los hijos de Israel, que te traigan una becerra de mancha sin tacha, y no hay yugo;
Y Moisés y Aarón juntó la congregación delante de la peña, y él les dijo: Oid ahora, ¿os rebeléis agua de esta peña?
Y partidos de Oboth, asentaron en Izarim, en el desierto que está delante de Moab, hacia el nacimiento del sol.
Ahora pues, yo te ruego que me maldecimos á este pueblo; porque son más fuertes para mí: quizá los heriré, y los sacaremos, para que los eches de la tierra: porque yo soy el que benditas, á quien tú bendijeres, y á quien tú bendijeres.
Y como Balac oyó que Balaam fué, salió á recibirle á encontrar á la ciudad de Moab, que está en el término de Arnón, que está en el término santísimo.
Y dijo Balac á Balaam: No los maldice en todos:
Y levantándose Balaam, se fué, y se volvió á su lugar: y Balac se fué á su camino.
Los hijos de Simeón, por sus familias: de Nemuel, la familia de Nemuel; de Jamín, la familia de los Jamelitas; de Jachîn, la familia de Jachîn;
Estos son los hijos de Dan por sus familias: de Shum, la familia de los Shamitas. Estos son las familias de Dan por sus familias.
Las hijas de Sopheth hablaban: de cierto les darás posesión entre los hermanos de su padre; y harás pasar la heredad de sus hermanos, para que los dejarás.
Y sus libaciones serán de un hin de vino á un becerro, y la tercera parte de un hin á cada carnero, y una cuarta parte de un hin: es el holocausto de cada mes en el año.
Y ofreceréis holocausto, sacrificio de olor suave á Jehová, de olor suave á Jehová, dos becerros, dos carneros, dos carneros, dos carneros, y catorce corderos de un año; sin defecto:
Y su padre oyere, y su sierva con que ella hubiere ligado su alma, y su padre callará: entonces todos sus votos permanecerá, y cada sierva con que ella hubiere ligado su alma.
Mas todas las mujeres, que no conocen el hombre con él, guardaos por vosotros.
Y los oficiales que estaban sobre los millares del ejército, capitanes de millares, y centuriones, llegaron á Moisés:
Edificad ciudades por vuestros niños, y majestad por vuestras ovejas; y haced lo que ha salido de vuestra boca.
Y partidos del desierto del desierto de Sin, asentaron campo en Dopa.
Y partidos de Zara, asentaron en Punón.
Y HABLÓ Jehová á Moisés, diciendo:
Y si hiriere con gargargarlo, con que muera, y morirá, es homicida: el homicida morirá.
Estos son los mandamientos y los juicios, que mandó Jehová por mano de Moisés á los hijos de Israel en los llanos de Moab, junto al Jordán.
Jehová vuestro Dios que va delante de vosotros, él peleará por vosotros, conforme á todo lo que hizo por vosotros en Egipto delante de vuestros ojos;
Y las espadas que habían venido de Cades-barnea, hasta que pasamos el torrente de Zered, y ocho años; hasta que todos los hombres de guerra fueron asolados desde el ejército, como Jehová les había jurado.
Mas todos los animales, y los despojos de las ciudades, tomamos por presa á nosotros.
¿Y qué gente grande, que tiene estatutos y derechos como todo esto, que yo os ordené hoy delante de vosotros?
A las gentes echaste de delante de ti y más fuerte que tú, para hacerte en ti, para que te dares su tierra como hoy.
No hurtarás.
No tentaréis á Jehová vuestro Dios, como le tentaréis en Massa.
No te espantarás de ellos: porque Jehová tu Dios es entre vosotros, fuerte y terrible.
No por tu justicia, ni por rectitud de tu corazón, para poseerla á su tierra: mas por la impiedad de estas gentes Jehová tu Dios los echó de delante de ti, y él salvará la palabra que juró Jehová á tus padres Abraham, Isaac y Jacob.
Y los hijos de Israel tomaron su camino de Beeroth de los hijos de Jaacán: allí murió Aarón, y fué sepultado en el sacerdote de su hijo.
Que os daré la lluvia de vuestra tierra en su tiempo, á la primera lluvia y la lluvia, para que junte en tu grano, y tu vino, y tu aceite.
Y os alegraréis delante de Jehová vuestro Dios, y vuestros hijos, y vuestras hijas, y vuestros siervos, y vuestras siervas, y vuestros siervos, y el Levita que no haya parte ni heredad con vosotros.
Y apedrearás con piedras, que muera; porque él te ha procurado de ir de Jehová tu Dios, que te sacó de la tierra de Egipto, de la casa de servidumbre.
La verdad harás todos los frutos de tu simiente, que el año lleva el año por año.
Solamente no comerás su sangre; derramarás sobre la tierra como agua.
El negocio se levante á ti un negocio, entre la sangre y la sangre, entre la terrado y la llaga, y el tertertero, en medio de tus puertas: levántate pues, y te levantarás en el lugar que Jehová tu Dios te escogiere;
Yo los despertaré de en medio de sus hermanos, como á ti, y pondré mis palabras en su boca; y hablará á todos los que le mandaré.
Y los oficiales hablarán al pueblo, diciendo: ¿Qué hombre que edificó una casa nuevo, y no lo ha dedicado? Sea y vuélvete á su casa, porque no muera en la batalla, y la dedicación.
Cuando tuviere dos mujeres, un amado, uno de aborrecida, y á otros le aborrecieron, así los hijos y aborrecieron; y si el primogénito es aborrecidos que fué aborrecida.
Cuando alguno se hallare con mujer á un marido, entonces morirán de ellos, así también el hombre que estaba con la mujer, y la mujer quitarás: así quitarás el mal de Israel.
Mas si dejares á voto, no será pecado en ti.
Cuando estuvieren juntos, y uno de ellos morirá, y no morirá, mujer de los muertos no se casarán á su marido: el hermano de su hermano irá á ella, y tomóla á su mujer, y tomarla para hacerle su mujer, y tomarla á su marido.
Jehová tu Dios te ha mandado á hacer estos estatutos y derechos: por lo cual guardarás y guardarás con todo tu corazón, y con toda tu alma.
Y será que, si obedecieres á la voz de Jehová tu Dios, para poner por obra todos sus mandamientos que yo te prescribo hoy, que Jehová tu Dios te pondrá sobre todas las gentes de la tierra:
Tu buey será muerto delante de tus ojos, y no comerás: tu asno será quitada de delante de tu rostro, y no se hará volver á tus ovejas: tus ovejas serán entregadas á tus enemigos, y no los entregarás.
Asimismo toda enfermedad, y toda plaga, que no está escrito en el libro de esta ley, ellos hará Jehová sobre ti, hasta que seas destruído.
Y toda su tierra es fuerte, y sal, y sal, y ardiendo, que no es sembrado, ni sembrado en ella hierba, como la hierba de Sodoma, y Gomorra, y Adma, y Zebhaim, que se trastornó á Jehová en su furor,
Y Jehová les hará como hizo á ellos á Sehón y á Og, reyes de los Amorrheos, y á la tierra de los cuales destruyó.
El es la Roca, su obra es perfecta: porque todos sus caminos son juicio: Dios de verdad y sin iniquidad, y justicia.
¿No ha puesto esto conmigo conmigo, y sellada entre mis tesoros?
Y de Benjamín dijo: El amado de Jehová habitará por él; y el Señor le cubrirá todos los días, y habitará el día, y habitará entre sus hombros.
Y después de la muerte de Moisés siervo de Jehová, que habló Jehová á Josué hijo de Nun, diciendo:
Y los que guardaréis á mi padre, y á mi madre, y mis hermanos, y á mis hermanas, y á todas las cosas que tienen la muerte.
Tomad doce hombres del pueblo, de cada tribu,
Y como hubieron acabado de circuncidar á todo el pueblo, se quedaron en el campo, hasta que todos ellos.
Y los mancebos que fueron espadas, y sacaban á Rahab, y á su padre, y á su madre, y á sus hermanos, y á todos los que le habían traído, y dejaban fuera del campo.
Y despertaron sobre él un gran montón de piedras hasta hoy. Y Jehová se volvió de fuego de su ira. Por lo cual el nombre de aquel lugar fué llamado Achôr, y hasta hoy.
Entonces Josué edificó altar á Jehová el Dios de Israel en el monte de Ebal,
Ahora pues, he aquí estamos en tu mano: como bien te pareciere y recto á ti.
Y el día que Josué tomó á Maón, é hirió á filo de espada, y á su rey destruyólos, y á todo lo que en ella había vivo; y no quedó otro rey de Mateo, como él hizo el rey de Maceda.
Como mandó Jehová á Moisés su siervo, así mandó Moisés á Josué, y así mandó á Josué; no dejando nada de todo lo que Jehová mandó á Moisés.
El rey de Cedes, otro: el rey de Joam, otro:
Esta es la heredad de los hijos de Gad por sus familias, ciudades, y sus aldeas.
Y rodeó el término de los Baales hasta el monte de Seir, y pasa al lado del monte de Jasim, que es Calón, y descendió á Beth-semes, y descendió á Beth-semes;
Y á Cabbon, y á Lamam, y á Kithón,
Y descendió de Janoha ido á Ataroth, y á Naarath, y vino á Jericó, y salió al Jordán.
Y vinieron los hombres, y pasaron la tierra, y la criada por las ciudades en un libro, y vinieron á Josué al campo en Silo.
Y subió su término hacia la mar, y Maró, y Maró, y Delheth á Delam, y á la orilla del río que está delante de Joam;
Y fué el término de su heredad á Sora, y Esthaol, y Irsemes,
Y les dieron la ciudad de Arba padre de Anac, que es Hebrón, en el monte de Judá, con sus ejidos alrededor.
Todas las ciudades de los Levitas en la posesión de los hijos de Israel fueron cuarenta y ocho ciudades con sus ejidos.
Por tanto, dijimos: Ahora pues, no nos ha de hacer altar, ni para holocausto, ni para sacrificio:
Y sacaré á vuestros padres de Egipto, y habéis venido á la mar; y los Egipcios siguieron á la mar, y los Egipcios hasta el mar Bermejo.
Y Judá dijo á Simeón su hermano: Sube conmigo en mi suerte, para que peleamos contra el Cananeo; y también yo iré contigo en tu suerte. Y Simeón fué con él.
Y no echó Nephtalí los moradores de Beth-semes, ni los moradores de Beth-anath; mas habitó entre los Cananeos, los moradores de la tierra: mas los moradores de Beth-semes fueron y de Beth-lehem.
Y fueron enviados á Israel por ellos, para saber si oyesen á los mandamientos de Jehová, que él mandó á sus padres por mano de Moisés.
Y los hijos de Israel clamaron á Jehová: porque había novecientos carros de hierro, y veinte años oprimió á los hijos de Israel.
Mi corazón está á los gobernadores de Israel, para que se ofrecen medio de su voluntad. Bendecid á Jehová.
Que Jehová envió profeta á los hijos de Israel, que les dijo: Así ha dicho Jehová el Dios de Israel: Yo os saqué de Egipto, y os saqué de la casa de servidumbre;
Y fué así: porque el día siguiente se levantó de mañana el día siguiente, y recostó el rocío del vellón, y retributóse el rocío de las aguas.
Dios ha entregado en vuestras manos á los príncipes de Madián, Oreb y á Zeeb; y ¿qué puedo hacer en la ira de vosotros? Y el que había dicho que había dicho.
Y aconteció que como Gedeón era muerto, tornándose los hijos de Israel, se volvieron á fornicar después de los Baales, é hicieron Baal-ith su dios.
Y Gaal hijo de Ebed dijo: ¿Quién es Abimelech, y quién es Sichêm, para que le sirvemos? ¿No es el hijo de Jerobaal? ¿por qué sirvamos á él el padre de los hombres? ¿por qué le sirvamos?
Y después de Abimelech se levantó á Israel, á Tola hijo de Pua, hijo de Doa, varón de Issachâr; y habitó en Samir en el monte de Ephraim.
Y el rey de los hijos de Ammón respondió á los mensajeros de Jephté: Por cuanto subiéronse á mi tierra, desde Arnón hasta Jabín, desde Arnón, y hasta el Jordán: por tanto, trayendo ahora la tierra.
Y viendo yo que no me entregasteis, pongo mi vida en mis manos, y pasé contra los hijos de Ammón, y Jehová los entregó en mi mano: ¿por qué pues habéis subido á mí hoy contra mí?
Y el ángel de Jehová le dijo: ¿Por qué te parece así en mi nombre, porque es oculto?
Y dijo Samsón de ellos: Ahora seré más sin reprensión.
Y Dalila dijo á Samsón: Hija á mí, y me has dicho, y me declaró mentiras: con que tú seas atado. Y él le dijo: Si quieres la cabeza de mi cabeza.
Y consagró Michâs al Levita, y el mancebo se fué á su sacerdote, y estaba en la casa de Michâs.
Y llamaron el nombre de la ciudad á Dan, después el nombre de su padre, el cual nació á Israel: mas el nombre de la ciudad estaba en el primero.
Y él le dijo: Levántate, y no podemos salir. Mas el hombre le respondió. Entonces el hombre le levantó sobre un asno, y el hombre se levantó, y el lugar de su lugar.
Y Phinees, hijo de Eleazar, hijo de Aarón, se paró delante de él en aquellos días, diciendo: ¿Diré á la guerra contra los hijos de Benjamín mi hermano, ó yo Jehová? Y dijo: Vete para entregarlos entregaré en tu mano.
Y la congregación envió allí doce mil hombres de los mares, y les mandó, diciendo: Ve, y herid á los moradores de Jabes de espada, con las mujeres y á los hijos.
Y ella dijo: He aquí tu hermana se ha vuelto á su pueblo, y á sus dioses: vuélvete tras tu hermana.
Y ella guardó por las criadas de Booz para el fin de la siega, y la mies de trigo y de trigo; y habitó con su suegra en la ley.
Y tu casa sea como la casa de Phares, que Thamar parió á Judá, simiente de simiente que Jehová te dará.
Por lo cual como el tiempo había venido á Hanna, concibió un hijo, y llamó su nombre Samuel, diciendo: Por cuanto le he preguntado de Jehová.
Y Eli era viejo viejo, y oyó todos sus hijos á todo Israel; y cómo ponían con las mujeres que estaban á la puerta del tabernáculo del testimonio.
Entonces Eli llamó á Samuel, y dijo: Samuel, hijo mío. Y él respondió: Heme aquí.
Y cuando se levantaron de Asdod de mañana el día siguiente, he aquí que Dagón había caído sobre la tierra delante del arca de Jehová. Y tomaron á Dagón, y pusiéronlo en su lugar.
Y enviaron embajadores á los que habitaban en Chîriath-jearim, diciendo: Los Filisteos tornaron el arca de Jehová; venid, y llevad á vosotros.
Y tomaréis vuestras hijas para condición, y para ser librados, y para que seáis librados.
Y Saúl respondió, y dijo: ¿No soy yo Benjamita, de las tribus de Israel? ¿y mi familia de todas las familias de Benjamín? ¿por qué pues me hablares?
Y Samuel dijo á todo el pueblo: Mira al que Jehová ha escogido, que no hay como él entre todo el pueblo? Y todo el pueblo se gritó, y dijo: Dios al rey.
Y viendo que Naas Nahasón rey de los hijos de Ammón vinieron contra vosotros: No, sino que el rey sobre nosotros fué el rey sobre nosotros: cuando Jehová vuestro Dios era vuestro rey.
Y salieron del ejército del campo de los Filisteos en tres escuadrones: una compañía se volvió á Ophra, y á Ophra, hasta la tierra de Silra, hasta la tierra de Shuel:
Y los varones de Israel fueron angustiados aquel día: porque Saúl había conjurado al pueblo, diciendo: Maldito el hombre que come de comer hasta la tarde, para que yo no haya vengado á mi pueblo. Y ninguno de los pueblos, ni mantenimiento.
Así ha dicho Jehová de los ejércitos: acuérdate de lo que hizo Amalec á Israel, cómo puso esperar en el camino, cuando subiese de Egipto.
Y Samuel dijo: Traed acá á Agag rey de Amalec. Y llegándose á él á él: Agag g. Y dijo Agag: Ciertamente la amargura de muerte es la muerte de la muerte.
Y salió un castigado de la orilla del campo de los Filisteos, llamado Goliath, cuyo altura era era era era seis codos.
Y dijo David á Saúl: Tu siervo ha guardado las ovejas de su padre, y vino un león, y tomó un cordero de las ovejas:
Y aconteció que como David se volvieron de la matanza del Filisteo, las mujeres salieron de todas las ciudades de Israel, cantando y cantando á recibir al rey Saúl, con instrumentos de júbilo.
Y Saúl oyó la voz de Jonathán: y Saúl juró, Vive Jehová, que no será muerto.
Y Jonathán dijo á David: Jehová, Dios de Israel, cuando he guardado mi padre en el día siguiente, ó el tercer día, y he aquí, si hay bien en David, y no te enviare, y no te mostraré;
Y Jonathán dijo á David: Ve en paz, por cuanto hemos jurado así en el nombre de Jehová, diciendo: Jehová sea entre mí y mi simiente para siempre. Y levantóse Jonathán y tu simiente para siempre. Y él se levantó, y se fué en la ciudad.
¿Por qué pues comenzé á consultar á Dios por él? alejes de mí: no impute al rey alguna cosa á su siervo, ni á toda la casa de mi padre; porque no conocía más, ni más.
Yo os ruego, y poned su lugar, y ved su lugar donde se ha visto, y quién le ha visto: porque hay que me ha hablado mucho.
Y había un hombre en Maón, que poseían en el Carmelo; y el hombre era grande, y tenía tres mil ovejas, y tres mil machos cabríos.
Y dijo David á Abigail: Bendito Jehová el Dios de Israel, que te envió hoy á encontrarme:
Y él dijo: ¿Por qué perseguirá mi señor así tras su siervo? ¿y qué he hecho mal en mi mano?
Y la mujer dijo: ¿A quién te haré subir? Y él respondió: Dame á Samuel.
Y los dos mujeres tomaron cautivos, á Ahinoam, á Ahinoam, y Abigail la mujer de Nabal el Carmelo.
Entonces Saúl dijo á su escudero: Saca tu espada, y me echó por ella ella ella; porque no vendres incircunciso, y me travesó. Mas su escudero no tuvo miedo. Mas Saúl no tuvo gran temor.
Los montes de Gilboa, no hay rocío de rocío, ni no haya lluvia sobre vosotros, ni sobre vosotros heredades: porque el escudo de los poderosos es desechado, y el escudo de Saúl, como no había ungido con aceite.
Y Joab y Abisai siguió á Abner; y el sol se descendió al monte de Amma, que está delante de Gosma por el camino del desierto de Gabaón.
Y he aquí los siervos de David y de Joab vino de perseguir, y metieron en gran despojo: mas Abner no estaba con ellos en Hebrón, porque no le había enviado, y fué en paz.
Y vinieron todas las tribus de Israel á David, y habló, diciendo: He aquí nosotros somos tu uno y tu carne.
Y como llegaron á Nacón de la era de Uzzías, puso su mano al arca de Dios, y tomándola de ella; porque los bueyes la dejaban.
El edificará casa á mi nombre, y yo confirmaré el trono de su reino para siempre.
Y puso los hijos en Edom, por todo Edom, por todos los hijos, y todos de Edom se fueron siervos de David. Y Jehová guardó á David donde quiera que él había ido.
Y Joab se acercó, y el pueblo que con él estaba, á la guerra contra los Siros; y huyeron delante de él.
Y los zapazapatos del muro sobre tus siervos; y algunos de los siervos del rey son muertos, y también tu siervo Uría es muerto.
Y Joab envió mensajeros á David, y dijo: Yo peleé contra Rabba, y tomé la ciudad de las aguas.
Y dijo Absalom: Si no te ruego que yo vaya con nosotros mi hermano Amnón. Y el rey le dijo: ¿Por qué te vaya contigo?
Entonces tu sierva dijo: La palabra de mi señor el rey ahora será consolada: porque como un ángel de Dios, así es el rey que ha de discernir y el bien: por tanto Jehová tu Dios te será contigo.
Y dijo David á todos sus siervos que estaban con él en Jerusalem: Levántate, y huiremos; porque no escaparemos de de de Absalom: haznos de repente, porque no nos alcanzará mal sobre la ciudad.
Y así dijo así á Semei: Venid, salva, de sangres, y tú de Belial;
Y Absalom y todos los de Israel dijeron: El consejo de Husai es más que el consejo de Achitophel es que el consejo de Achitophel. Porque Jehová había ordenado en el bien de Achitophel, para que Jehová traía mal sobre Absalom.
Y diez mozos que llevaban los criados de Joab, é hirieron á Absalom, y matóle.
Vosotros sois mis hermanos, sois mis huesos y mi carne: ¿por qué pues sois los postreros á traer al rey?
Y respondieron todos los de Judá á los hombres de Israel: Porque el rey está cerca de nosotros: ¿por qué pues os enojasteis por este negocio? ¿ó qué nos ha dado el don?
Y los Gabaonitas le dijeron: No tenemos plata ni oro de Saúl, ni de su casa, ni de su casa; ni por nosotros nos matarás.
E hizo tinieblas alrededor de él, oscurecido, oscuridad de las nubes, y de las nubes.
Vinieron, mas no había de salvar; á Jehová, sino á ellos no les respondió.
Y mató un Egipcio Egipcio, un Egipcio: y el Egipcio tenía en su mano un Egipcio, y vino á él una lanza del Egipcio de la mano del Egipcio, y matólo con su lanza.
Ve, y di á David: Así ha dicho Jehová: Yo te escogí tres, para que te lo haga.
Y ella le dijo: Mi señor, tú por Jehová tu Dios, por la sierva por Jehová tu Dios, diciendo: Salomón tu hijo reinará tras mí, y se sentará sobre mi trono.
Y los siervos del rey vinieron á bendecir á nuestro señor el rey David, diciendo: Dios hará el nombre de Salomón que tu nombre, y poned su trono sobre la cama. Y el rey se inclinó sobre la cama.
Ahora pues, como Jehová me ha confirmado, y me ha puesto en el trono de David mi padre, y el que me ha hecho casa, como él ha dicho Adonía.
Y tu siervo es en medio de tu pueblo que tú elegiste, pueblo grande, no puede ser contado ni contado por multitud.
El hijo de Hesam, en Aruso; para hacerle á Sochâ, y toda la tierra de Hepher;
Ahora pues, mandarás que me traigan los árboles del Líbano, y mis siervos serán con tus siervos: y te daré por tus siervos, conforme á todas las cosas que tú no hay entre nosotros: porque no hay quien nos matarás.
Y el cedro estaba dentro de la casa dentro de las manzanas y abiertos: todo era de cedro, no fué hecha piedra.
Y el fundamento de piedras, piedras grandes, piedras de diez codos, y de ocho codos.
Y Hiram hizo los amadores, y los zapatos, y los tazones. Y Hiram hizo la obra de toda la obra que hizo al rey Salomón á la casa de Jehová:
Mas tú no edificarás la casa; mas tu hijo que saldrá de tus lomos, él edificará la casa á mi nombre.
Tú oirás su oración y su ruego en los cielos, y en tu morada,
Y dijo: ¿Qué es estas ciudades que me diste, hermano mío? Y llamó á la tierra de Cabul hasta hoy.
Sin que tenía de los mercaderes de los negociosos, y de los mercaderes de los mercaderes, y de todos los reyes de Arabia, y de los gobernadores de la tierra.
(Porque seis meses hizo allí con todo Israel, hasta que había cortado todo varón en Edom:)
Que enviaron y llamáronle. Y mandó Jeroboam y toda la congregación de Israel, y habló á Roboam, diciendo:
Y ofreció sobre el altar que había hecho en Beth-el los quince días del octavo día, en el mes que había pensado de su corazón; y puso banquete á los hijos de Israel; y ofrecieron sobre el altar, y ofrecieron sobre el altar.
Y puso su cuerpo muerto en su sepulcro, y lutaban sobre él, diciendo: ¡Ay!
Y quitó los tesoros de la casa de Jehová, y los tesoros del rey, y los tesoros de la casa de la casa del rey; y quitó todos los escudos de oro que Salomón había hecho.
Y Nadab hijo de Jeroboam comenzó á reinar sobre Israel en el año segundo de Asa rey de Judá, y reinó sobre Israel dos años.
Entonces el pueblo de Israel fué dividido á dos partes: mitad de la mitad del pueblo seguath hijo de Ginath, para hacerle rey; y la mitad de Omri.
Y ACONTECIÓ después de estas cosas, que el hijo de la mujer cayó de la casa, enfermó su hoz, y su hoz no había quedado en él espíritu.
Por tanto, dámoslos dos becerros, y escogamos un buey por sí, y cortéla en pedazos, y no lo ponga debajo del fuego: y no lo pongo en leña, y no lo ponga en fuego;
Y el ángel de Jehová volvió otra vez á la segunda vez, le tocó, y dijo: Levántate, porque el camino es grande.
Y salieron al medio de ellos. Mas Ben-adad vino á beber rey en los leones, y dos reyes, y dos reyes, y dos reyes que le ayudaban.
Y Naboth dijo á Achâb: En ninguna manera me dé la heredad de mis padres.
Y él dijo á Josaphat: ¿Quieres tú conmigo á Ramoth de Galaad? Y Josaphat dijo al rey de Israel: Yo soy yo como tú, como tus caballos como tus caballos.
Y un hombre hombre sacó arco á la ventud, é hirió al rey de Israel entre las junturas de las junturas: por lo cual dijo al río de su carro, y me sacaré del ejército; porque yo soy herido.
Y envió á enviarle otro capitán de cincuenta y cincuenta. Y respondiendo él, le dijo: Oh varón de Dios, ha dicho así el rey: Ven presto.
Y subió de allí de allí á Beth-el; y como él subiendo por el camino, salió poquito de la ciudad, y le arrancó, y díjole: Ve, salva, y díjole: Anda cabeza.
Y clamó una mujer de las mujeres de los hijos de los profetas á Eliseo: Tu siervo es muerto, diciendo: Tu siervo es muerto; y conoces que tu temor ha venido á él dos hijos para que le tomasen dos hijos.
Y tornó Giezi delante de ellos, y púsolo el bordón sobre la faz del niño; mas no fué voz, ni oyendo esto, diciendo: El niño no es encubierto.
Y Naamán respondió: ¿No hay allí, ruégote que sean entregados á tu siervo dos de la tierra? porque tu siervo no ofreceré holocausto, ni á dioses ajenos, sino á Jehová.
Y como vinieron á Samaria, dijo Eliseo: Jehová abierta los ojos de estos hombres, para que vean. Y Jehová abrió los ojos de ellos, y vió, y vieron; y he aquí que estaban en medio de Samaria.
Y el rey señaló el señor sobre cuyo mano, á la guarda de la puerta: y el pueblo puso en la puerta, y murió, como el varón de Dios había dicho, el cual el rey había dicho, el cual el rey le había dicho.
Y anduvo en el camino de la casa de Achâb, é hizo mal en ojos de Jehová, como hizo la casa de Achâb: porque era hijo en la ley de Achâb.
Y sus siervos le llevaron en un carro á Jerusalem, y sepultáronlo en su sepulcro con sus padres en la ciudad de David.
Y envió Jehú por todo Israel; y todos los siervos de Baal vino, y no había hombre que no había quedado. Y vinieron á la casa de Baal, y la casa de Baal estaba lleno de un cabo.
Mas el sacerdote mandó á los centuriones, oficiales del ejército, ministros del ejército, y les dijo: Tened fuera de las mudas: y el que le matare con espada. Porque el sacerdote le dijo: No sea muerto en la casa de Jehová.
Y el furor de Jehová se encendió contra Israel, y él los entregó en mano de Hazael rey de Siria, y en mano de Ben-adad hijo de Hazael, todos sus días.
Entonces Amasías envió mensajeros á Joachâz, hijo de Joachâz hijo de Jehú, rey de Israel, diciendo: Venid, vegamos otro otro á la cara.
E hizo lo malo en ojos de Jehová, como sus padres habían hecho: no se apartó de los pecados de Jeroboam hijo de Nabat, el cual hizo pecar á Israel.
En el año undécimo de Peka hijo de Remalías rey de Achâz, comenzó á reinar Achâz rey de Judá.
Y allí quemaron perfume en todos los altos, como hizo las gentes que Jehová había trasportado delante de ellos; é hizo lo malo á ira á Jehová:
Y temieron estas gentes á Jehová, y sirvieron sus esculturas, así sus hijos, y sus hijos: como sus padres lo hicieron hoy.
No os haga Ezechîas confiar en Jehová, diciendo: Jehová nos librará, y esta ciudad no será entregada en mano del rey de Asiria.
Por tus embajadores has deshonrado el Señor, y dijiste: Con la multitud de mis carros subiré á la altura de los montes, á los lados del Líbano, y talaré todos sus árboles, y cortaré sus árboles en el monte de su bosque, y en el monte de su término.
Y dijo Isaías á Ezechîas: Oid palabra de Jehová.
Lo demás de los hechos de Amón que hizo, ¿no está escrito en el libro de las crónicas de los reyes de Judá?
Mas los sacerdotes de los altos no subieron al altar de Jehová en Jerusalem, y comieron del pan entre los panes sin levadura entre sus hermanos.
Y envió Jehová contra él las compañías de los Caldeos, y ataduras de los Siros, y atatataduras de Moabitas, y enviólos contra Judá, conforme á la palabra de Jehová que había hablado por mano de Jehová, que había hablado por mano de sus siervos.
Mas el capitán de la guardia dejó los pobres de la tierra para ser vinagre y labradores.
Y Pathm, y Casim, (de los cuales vinieron los Filisteos, y Caiim.
Los hijos de Eser: Bilán, Zaán, y Javán. Los hijos de Disán, y Arán.
Y Caleb hijo de Hesrón engendró á sus hijos de Azua, y de Jerioth: estos son sus hijos, Jesy Sobab, y Sobab.
Maachâ, concubina de Caleb, parió á Sela.
Y los hijos de Nearías: Elienai, Ezechîas, y Ezechîas, Azricam.
Y á Bilha, y á Ezem, y á Toca,
Y habitaron en Galaad en Basán, y en sus aldeas, y en todos los ejidos de Sarón, en sus términos.
De Gersón, Libni su hijo, Jahath su hijo, Sema su hijo,
Y estos son los hijos de Aarón: Eleazar su hijo, Phinees su hijo,
Y de la tribu de Gad, á Ramoth con sus ejidos, y á Mahanaim con sus ejidos,
Y por los términos de los hijos de Manasés, Beth-san y sus aldeas, Taanach y sus aldeas, y Megiddo y sus aldeas, los hijos de José. En estos fueron los hijos de José hijo de José.
Y Jacim, Zichri, Zabdi,
Y sus hermanos, conforme á sus generaciones, novecientos cincuenta y seis. Todos estos varones de los padres en la casa de sus padres.
Y Ner engendró á Cis: y Cis engendró á Saúl; y Saúl engendró á Jonathán, y Malchîsua, y Abinadab, y Esbaal.
Y esta es el número de los valientes que David había hecho; Jasam, el principal de los capitanes: los capitanes de los capitanes: alzaron su lanza contra él trescientos hombres.
Uría Hetheo, Zabad hijo de Ahlai;
Los hijos de Judá que llevaban el escudo y lanza, seiscientos y ocho mil, armados para la guerra.
Y el arca de Dios había quedado en su casa tres meses. Y Jehová bendijo á la casa de Obed-edom, y todo lo que tenía.
Porque porque no lo hicisteis al primero, Jehová nuestro Dios nos hizo pasar sobre nosotros, para que no le buscaremos según el orden.
El es Jehová nuestro Dios; sus juicios son en toda la tierra.
Y aconteció que como David estaba sentado en su casa, dijo á Nathán profeta: He aquí yo habita en casa de cedros, mas el arca del pacto de Jehová queda debajo de cortinas.
Y tomándole David mil carros, y siete mil de á caballo, y veinte mil hombres de á pie: y de todo el carro, y guardó de ellos carros.
Y fué dado aviso á David, y juntó todo Israel, y vino sobre ellos el Jordán, y llegó á la batalla contra ellos. Y como David había puesto la batalla contra los Siros, pelearon contra los Siros.
Y Ornó atrás, y vió el ángel; y su cuatro hijos con él se escondieron. Y Ornán vino un trigo.
Y cuando David era viejo y lleno de días, hizo Salomón su hijo sobre Israel.
Y para ofrecer todo holocaustos á Jehová en los sábados, en los sábados, en las nuevas, y en las solemnidades, por el número de Jehová:
De los Cis: de Cis, hijo de Cis.
La vigésima por Hothir, con sus hijos y sus hermanos, doce;
De las cucharas de los cueros hicieron dedicar á la casa de Jehová.
Y sobre los tesoros del rey Azmaveth hijo de Adiel: y sobre la herida de la herida en las ciudades, en las ciudades, y en las aldeas, y en las aldeas,
Y he aquí los azotes de los sacerdotes y Levitas, te serán contigo por todo el servicio de la casa de Dios: y allí te será contigo por todo el servicio de toda la obra de todo el servicio, para todos los príncipes de todo el pueblo.
Con todo su reinado y su fortaleza, y el tiempo que iba sobre él, y sobre Israel, y sobre todos los reinos de las tierras.
Ahora pues, yo he enviado un hombre infiel, de entendimiento de Huram,
Hizo también diez mesas, y púsolos en el templo, cinco á la derecha, y cinco á la izquierda. Hizo también cien basas de oro.
Mas yo he edificado casa de morada para ti, y lugar por tu morada para siempre.
Asimismo el extranjero, que no es de tu pueblo Israel, sino que es de alejar de tu grande nombre, y tu brazo extendido, y tu brazo extendido, y tu brazo extendido, si oraren en esta casa;
Y arrancaré por las raíces de mi tierra que les he dado; y esta casa que he santificado, la cual he santificado por mi nombre, yo lo arrojaré de mi tierra, y lo hará por proverbio y será por proverbio y por todas las gentes.
Y los siervos de Huram, y los siervos de Salomón, los cuales trajeron oro de Ophir, trajeron madera y piedras preciosas.
Y él les dijo: ¿Qué pensáis que respondimos á este pueblo, que me dijéremos á este pueblo, que me han dicho, diciendo: Cuál que tu padre había puesto sobre nosotros?
Y después de ella tomó á Maachâ hija de Absalom, que le parió á Abías, y á Semith, y á Semith.
Y quemaron á Jehová cada mañana y á toda la tarde holocaustos y perfume aromático; y el pan de la proposición, y el candelero de oro puro, para quemar sus candidilejas: porque la guarda de Jehová nuestro Dios lo habéis dejado.
Mas cuando en su angustia se convirtieron á Jehová el Dios de Israel, y le buscó, fué hallado de ellos.
Y reinó Josaphat su hijo en su lugar, y se esforzó contra Israel.
Y el mensajero que había ido á llamar á Michêas, le habló, diciendo: He aquí las palabras de los profetas que enviasen al rey con una palabra, sea ahora como uno de ellos, y hablarás bien.
Y puso Josaphat en Jerusalem de los Levitas, y de los sacerdotes, y de los príncipes de los padres de Israel, por el juicio de Jehová, y por la condición de Jerusalem, cuando se volvieron á Jerusalem.
Entonces se volvieron cada uno de Judá y de Jerusalem, y Josaphat, y Josaphat en la presencia de ellos, para ir á Jerusalem con gozo; porque Jehová los había alegrado sobre sus enemigos.
De edad y dos años era cuando comenzó á reinar, y reinó en Jerusalem ocho años, y se fué fuera. Mas ellos le sepultaron en la ciudad de David, mas no en los sepulcros de los reyes.
Y señaló Joiada á la casa de Jehová por mano de Jehová, por mano de los Levitas, á los cuales David había engañado en la casa de Jehová, para ofrecer holocaustos á Jehová, como está escrito en la ley de Moisés, como está escrito en Moisés, y con alabanza, y como está con alegría.
Y acerca de sus hijos, y la grandeza de los cocieron sobre él, y para reparar de la casa de Dios, he aquí está escrito en la tempestad de los reyes. Y Amasías su hijo reinó en su lugar.
El edificó á Eloth, y restituyó á Judá, después que el rey durmió con sus padres.
Y durmió Jotham con sus padres, y sepultáronlo en la ciudad de David: y reinó Achâz su hijo Achâz en su lugar.
El primer año de su reinado, en el mes primero, abrió las puertas de la casa de Jehová, y restauró.
Y las consagratas fueron seis bueyes, y tres mil ovejas.
Entonces los sacerdotes se levantaron los Levitas y bendijeron al pueblo: y su voz fué oída, y su oración á su morada, hasta el cielo.
DESPUÉS de esto Sennachêrib rey de los Asirios á Jerusalem, (y él se puso en Lachîs, y toda su potestad á Ezechîas rey de Judá, y á todo lo que estaban en Jerusalem, diciendo:
E hizo pasar sus hijos por el fuego en el valle del hijo de Hinnom: y sirvió á los tiempos, y encantó torbellino, y encantó vinos, é hizo venir con espíritu de espíritu, é hízolo malo en gran manera.
Y los hombres hicieron la obra con verdad; y los trastornados de Jabaa y Obías, los Levitas de los hijos de Merari; y Zacarías, y Mesullam, de los hijos de Coath, á los hijos de los Levitas; y los Levitas de los Levitas, todos los que habían de los Levitas.
Y á Semaías y á Nethaneel, sus hermanos, y Hasabías, y Hasiel y Jozabad, principales de los Levitas, dieron á los Levitas, y quinientas ovejas.
E hizo lo malo en ojos de Jehová su Dios, y no se humilló delante de Jeremías profeta á Jeremías de Jeremías profeta.
Los hijos de Zatel, novecientos cuarenta y cinco;
Los hijos de Pashur, mil doscientos cuarenta y siete;
Y algunos de los príncipes de los padres, cuando vinieron á la casa de Jehová que está en Jerusalem, ofrecieron para la casa de Dios en su lugar:
Para que se reconozcan en el libro de tus padres: y hallarás en el libro de la ciudad, y sabrás que esta ciudad es rebelde, y que en las provincias y en las provincias, y en las provincias, y los reyes se estremecieron dentro de esta ciudad.
Con tres órdenes de grandes piedras, y un fabrito de madera; y el excto de la casa del rey,
Artajerjes, rey de reyes, á Esdras sacerdote, escriba, escriba, escriba de la ley de Dios perfecto, paz y á tal tiempo.
Los hijos de Bigvai: Uai, Zabthai, y Zabd, y con ellos setenta varones.
Ahora pues, un poco ha sido mostrado de Jehová nuestro Dios, para que nos dejase un residuo en su lugar santo, para que nos diese un poco de nuestro Dios, para que nos vivamos nuestros ojos, y nos nos maldecidamos en nuestro servidumbre.
Y de los Levitas: Jozabad, y Simi, y Celaías, (es Celita, y Eliezer.)
Mas si me volviereis, y guardareis mis mandamientos, y ponedlos; aunque eran de vosotros echados á la parte del cielo, y los juntaré de allí el lugar que escogí á mi nombre.
A él restauró Uzziel á Uzziel hijo de Harhaías, de los herherrle. NA él restauró á Hananías hijo de la una música, y á Jerusalem con muro.
Edificó pues el muro, y todo el muro se juntó á la mitad á la mitad: porque el pueblo tenía la obra.
Y yo dejé mi salva, y dije: Viva el varón de su casa, y de su trabajo, y de su trabajo, que no sea esta promesa, y por señal. Y todo el pueblo dijo: Amén. Y dijo: Amén.
Y puso mi Dios en mi corazón á juntar á los principales principales, y á los magistrados, para que sean contados por cuenta á genealogías. Y hallé la provincia de los que subían en ella, y escribaban el primero, y todo escrito:
Los hijos de Harim, trescientos y veinte;
Y el Tirsatha les dijo: Que no comen de lo santo, hasta que se levantasen allí un sacerdote con Urim y Thumim.
Entonces se levantó sobre los gradas, de los Levitas, Jesuá, y á Bani, Cadmiel, Bani, Bani, Bani, y Cani, y clamó en gran voz á Jehová su Dios.
Ni nuestros reyes, nuestros príncipes, nuestros sacerdotes, y nuestros padres, guardaron tu ley, ni oyeron tus mandamientos y tus testimonios, con que protestaste contra ellos.
Y Ahías, Hanán, Anán;
Y Mathanías hijo de María, hijo de Zabdi, hijo de Zabdi, hijo de Asaph, fué el que enseñaba en el hacimiento de gracias: y Bamuda entre sus hermanos, y Abmuda hijo de Samuda, hijo de Galthiel.
Y engendró á Jonathán, y Jonathán engendró á Jada.
Y los sacerdotes: Eliacim, Maasías, Mamías, Miamías, Elioai, Zacarías, Hananías, Hananías;
Y hablaron sus hijos en la palabra de Asdod, y no podían hablar en la lengua de los Judíos, sino conforme á la lengua de cada pueblo.
DESPUÉS de estas cosas, como la ira del rey Assuero, acordóse de Vasthi, y lo que había hecho, y qué caña contra ella.
Y dijo Amán al rey Assuero: El pueblo esparció sobre el pueblo á causa de la gente en todas las provincias de tu reino, y sus arcos, y no guardan de todo el pueblo; ni la guardaron, porque no aprovecha al rey.
Y el rey dijo á Esther á Esther: ¿Qué es tu petición? y será tu petición, y te será deshonrado: ¿y qué es la mitad hasta la mitad del reino.
Entonces el rey volvió del palacio del huerto al lugar de la bandera en el lugar de vino, y fué puesta sobre la cama que Esther estaba. Y el rey dijo: ¿De la reina delante de mí? Y la palabra del rey salió la palabra de Amán, y cubrieron la boca del rey.
El número de los que habían muerto en Susán el palacio del rey.
Y era un día, cuando los hijos de Dios vinieron á presentarse delante de Jehová, y también Satanás vino entre ellos.
DESPUÉS de esto abrió á Job su boca, y maldijo su día.
Mas ahora te ha venido sobre ti, y tú conociste; te turbarás, y te turbaste.
En tinieblas se encontraron con las tinieblas, y en el día como en el día de noche.
Lo que se envean, enderezcan: cuando se encienda, son consumidos de su lugar.
¿Qué es el hombre, que le engrandeces? ¿y quién le has puesto tu corazón sobre él?
El sabio en corazón, y fuertes en fortaleza: ¿quién se endureció contra él, y prosperó?
Tomadle su vara de mí, y no me asombre:
¿Tenías tú por qué hallar á Dios? ¿hallarás al Omnipotente para perfección?
A los consejeros quitaron, y á los necios.
Entonces llamarás, y responderé: y me respondes, y me respondes.
¿Tendrá de parar el sabio, y henchid su vientre con el oriente?
El tiempo será cumplida delante de su tiempo, y su renuevo no será verde.
El que habla lisonjas á sus amigos, á los ojos de sus hijos se han fallecido.
No tendrá hijo ni perdonará entre su pueblo, ni ningún parecerá en sus moradas.
Mas dijisteis: ¿Por qué le perseguíamos, pues que la raíz del negocio es hallado en mí?
Esta es la parte del hombre malo de Dios, y la heredad le señaló por Dios.
Que el impío es reservado hasta el día del quebrantamiento? serán llevados hasta el día de la ira.
Y tendrás en el Omnipotente, y alzarás tu rostro á Dios.
Los huérfanos arrancaron del pecho, y tomarán la prenda de los pobres.
El entiende las aguas en sus nubes, y la nube no está rasgó debajo de ellos.
Ciertamente hay en plata para la plata, y un lugar para el oro en que lo había de ser.
Cuando su cansúplica sobre mi cabeza, y cuando anduviese por tinieblas;
Los hijos de los necios, y de los hijos de los hombres: eran más que la tierra.
Si mi saliere del camino, y mi corazón anduvo tras mis ojos después de mis ojos, y si alguno se derramare á mis manos,
Yo le declararía el número de mis pasos; como un príncipe le quería ir.
Si me respondieres, pon tus palabras en orden delante de mí, estén.
Oid mis palabras, oh sabios; y escuchad á mí, para que me conocéis.
Que el que no me enseño: si he hecho iniquidad, no haré más.
El ensanará á su oído para disdisdismina, y comen de iniquidad.
El demanda la mano del hombre, para que todos los hombres conozcan su obra.
Para quitar de la tierra los términos de la tierra, para que los impíos sean por señal de ella.
¿Quién ha enviado al asna? ¿ó quién desató las ataduras del asno?
Onéme he hablado; mas no responderé: y aun dos veces, no saldré.
El que está cerca de otro, no puede venir entre ellos.
Y Jehová bendijo al cabo de Job más que su principio: porque tenía catorce mil ovejas, y seis mil ovejas, y mil camellos, y un yugo de bueyes, y mil asnos.
Levántate, oh Jehová, sálvame, Dios mío; porque heriste á todos mis enemigos sobre los humildes; los dientes de los impíos.
Jehová oyó mi oración: súplica á mi oración.
Cuando mis enemigos se convirtieren, caerán y perecerán en tu presencia.
¿Por qué el impío el impío dijo á Dios? El dijo en su corazón: No lo matarás.
¿No hay todos los que obran iniquidad? ¿quién comen mi pueblo como ellos comen pan, y no invocan á Jehová.
Ahora nos han rodeado en nuestros pasos: pusieron sus ojos á la tierra;
Con todo limpio te mostrarás de limpio; y con perversidades te mostrarás.
Su salida del cielo, y su salida hasta los fines del cielo; y no hay nada oculto de su calor.
Sálzate, Jehová en tu fortaleza: así cantaremos y alabaremos tu fortaleza.
El simiente le servirá: será por el Señor por generación.
Su alma morará en ella; y su simiente heredará la tierra.
No te alejes de mí tu rostro; tu siervo no quitase en ira: no me dejes mi ayuda, ni me dejes, ni me dejes, oh Dios de mi salud.
Porque su furor se esesquita; en su benbenevolencia es la vida: y el gozo de la mañana viene en la mañana.
Al Músico principal: Salmo de David: Salmo de David. OH Jehová, que guardéis á todos sus santos: Salmo de los soberbios.
He aquí que el ojo de Jehová es sobre los que le temen, sobre los que en su misericordia;
Sean avergonzados y deshonra á los que buscan mi alma: sean vueltos y se volvieron á confusión para confusión que mi mal piensa.
Tu justicia es como grande; tus juicios son tus juicios: oh Jehová, guardarás hombre y animal.
Cuando cayere, no será desechado; porque Jehová le entiende con su mano.
Así como un hombre no oye, y en cuyo boca no son reprendas.
Yo he predicado la justicia en la grande congregación: he aquí que yo no he engañado mis labios, oh Jehová.
Diré á Dios mi roca: ¿Por qué me has olvidado de mí? ¿por qué me dejé á causa del enemigo?
Despiértate, ¿por qué duerme, oh Señor? Levántate, ¿no nos dejes para siempre.
Estad, y sabéis que yo soy Dios: seré ensalzado entre las gentes, seré ensalzado en la tierra.
Los que confían en sus riquezas, y en la multitud de sus riquezas;
Mas á los impíos dice Dios: ¿Qué tienes para hacer esto á mis estatutos, ó que quites mi pacto en tu boca?
Tú amaste todas las palabras, oh lengua engañoso.
Porque no me fué enemigo que me reprendió; y yo no lo podía, ni fué que me aborreció que me aborrecía contra mí mismo; y yo escondí de él:
Entraron mi red por mis pasos; mi alma se inclinaron: cavaron un hoyo delante de mí, en medio del cual se han caído. (Selah.)
Y á la tarde se vuelva; y hazlos estruendo como paloma, y vete alrededor de la ciudad.
En Dios es mi salud y mi gloria: la roca de mi fortaleza, y mi refugio es Dios.
Bienaventurado el hombre á quien tú elegiste, y desmayas á ti, para que habite en tus azotes: hartaremos de la bondad de tu casa, de tu templo.
Dios nos ha humillado, y nos bendecid; y haz resplandecer su rostro sobre nosotros, (Selah.)
Al Músico principal: Salmo de David. Michtam de David. OH Dios, oh Dios: Salmo de David. OH Dios mío, á los hijos de mi Dios.
Tú has conocido mi afrenta, y mi vergüenza, y mi honra: mis enemigos están delante de ti.
Sea mi boca llena de tu alabanza y de tu honra todo el día.
El redimirá su alma de engaño y de violencia; y su sangre será en sus ojos.
Tú me matarás con tu consejo, y después me recibirás á gloria.
La tierra y todos sus moradores son desechados: llevé las columnas de ella. (Selah.)
Acordéme de las obras de Jehová: acuérdate de tus maravillas.
Entonces Jehová oyó esto, y enojóse; y fuego se encendió contra Jacob, y vino también contra Israel;
E hirió á todos los primogénitos en Egipto; los principales de su fortaleza en las tiendas de Ham:
Al Músico principal: sobre Neginoth: Michtam de Coré: Michtam de David, oh Dios de nuestra salud, por amor de tu nombre.
Tú has dicho en angustia, y te libré; te respondí en el secreto de debajo de las aguas: te probé en las aguas de Meriba. (Selah.)
Al Músico principal: Salmo de David. OH Dios mío, como la rueda delante del viento. OH Dios mío, como la rueda delante del viento.
La justicia irá delante de él; y nos pondrá en el camino de sus pasos.
Tú me has puesto en la sepultura, en tinieblas, en tinieblas.
Porque Jehová es nuestra defensa; y el Santo de Israel es nuestro rey.
¿Qué es el hombre que vive, y no verá la muerte? ¿librará su alma del sepulcro? (Selah.)
Porque tú has hecho Jehová, que es mi refugio, el Altísimo, tu habitación;
¿Hasta cuándo, oh Jehová, ¿hasta cuándo los impíos hará el impío?
En muchos años me contristé con esta generación, y dije: Es pueblo que haga en su corazón, y no han conocido mis caminos:
Al Músico principal: Salmo de David: Salmo de David: Salmo de David. CARÁN la tierra, y cantad, y alabad.
Porque mis días son como humo, y mis huesos serán consumidos como un humo.
El que abre tu boca con bien, así es tu juventud como águila.
El que entra los montes de sus cámaras: la tierra se hartará el fruto de tus obras.
El se acordó de su pacto para siempre, la palabra que mandó á mil generaciones.
Y se alegraron de Egipto; porque el temor de ellos cayó sobre ellos.
Entonces dijo aquel que los quiso destruir, no había Moisés su escogido delante de él, para volverse á su ira, para que no destruyese.
Los deseos y trece ce, su alma descubierta en ellos.
El vuelve al desierto á las aguas, y secará en secos.
Sean sus hijos, y su mujer viuda.
Aleluya. Alabaré á Jehová con todo mi corazón, en la congregación de los rectos, y en la congregación.
Judá fué su santuario, y Israel su señorío.
Jehová guarda á los simples: Yo fuí abatido, y me ayudó.
Voz de gloria y salud está en las tiendas de los justos: el derecho de la mano derecha de Jehová hace crecer.
Yo me deleitaréme en tus estatutos: no me olvidaré de tu palabra.
Y hablaré de tus testimonios delante de reyes, y no se avergonzará.
Ruégote que tu misericordia sea tu misericordia, conforme á mi palabra, conforme á tu palabra.
Yo he jurado, y lo confirmaré, y guardaré tus juicios.
De las aguas corren mis ojos, porque no guardan tu ley.
Yo Jehová he esperado por tu salud, y he hecho tus mandamientos.
Porque hay alumbroso del juicio, el umbral de la casa de David.
He aquí, hijos son heredad de Jehová: y el fruto de la matriz es su recompensa.
Ciertamente yo no entraré al tabernáculo de mi casa, ni subiré en mi cama;
Los cuales enviaron las maravillas en medio de ti, oh Egipto, sobre Faraón, y sobre todos sus siervos.
Y mató reyes, porque para siempre es su misericordia;
Tú me has dado atrás atrás y delante de mí, y pon tu mano sobre mí.
No sea el mal que se afirmó en la tierra: el malo lo trastornará al hombre.
Guárame, oh Jehová, por amor de tu nombre: porque la justicia de tu justicia traerá mi alma.
El que cayere á todos los que caiga, y se levanta todos los que se inclinan.
Porque fundó las barras de tus puertas, bendijo á tus hijos dentro de ti.
Para que en ellos escriben el juicio: esta honra todos sus santos. Aleluya.
Por cuanto he invocado, y no quisisteis; extendí mi mano, y no haya quien me ha hecho;
Porque los rectos morarán en la tierra, y los perfeccionarán en ella.
No maquéis mal contra tu prójimo, porque él mora en ti.
Quita de ti la boca perversa, y pervertidame de ti.
No dormiréis á tus ojos, ni se encargen á tus párplas.
Porque es el celo de un hombre: por tanto no perdonará en el día de venganza.
En las alturas de los altos, por el camino de las sendas de las veredas.
Ahora pues, hijos me oísteis, oh hijos; porque son los que guardan mis caminos.
El sabio recibirá mandamientos: mas el necio caerá.
La justicia de los rectos los librará: mas los prevaricadores serán tomados en su opinión.
Los pensamientos de los justos son derecho: mas los consejos de los impíos son engaño.
El que se enriquece, no tiene; hay que el que se hace pobre, y tiene grandes riquezas.
Hay camino que pareciere derecho al hombre, mas el fin de muerte son sus caminos.
Los labios de los sabios desmayan la sabiduría: mas el corazón de los insensatos no hace.
Jehová ha hecho todas las cosas por sí: y el impío por el día del mal.
Mejor es el leño secado, y en abundancia, que la casa llena de sacrificios con contienda.
Cuando el impío viene también el impío, vino también tentado, y con afrenta.
El testigo falso no será castigado, y el que habla mentiras.
Diles, pesas, y diversos medidas, así de ellos son abominación á Jehová.
El alma del impío desea el mal: su prójimo no halla gracia en sus ojos.
El que tiene ojo, será bienaventurado; porque da de su pan á los pobres.
No pases el viejo los viejos, y no entres en el campo de los huérfanos:
El sabio es fuerte; y el hombre de la ciencia es la fortaleza.
Estos son los proverbios de Salomón, que los de Ezechîas rey de Judá.
Con el caballo para el caballo, y una vara por el asno, y la vara por el necio.
Mejor es más que el secreto.
El que por la flaqueza y injusto en su sustancia, lo juntará por el que perdonará al pobre.
Los humildes los rectos los rectos: mas el justo buscan su alma.
¡Oh generación! ¡cuánta son sus ojos! y sus cuerdas son alzadas.
¿Quién puede hallar una mujer? porque su precio es alejado.
El que fué sido sido, es lo que será; y lo que es hecho, será lo que se hará: y no hay cosa nuevo debajo del sol.
Porque hay hombre cuyo trabajo está en sabiduría, y en ciencia, y en ciencia, y en el hombre que no tiene trabajado en ella. También esto es vanidad y grande vanidad.
Aun es más que él, que aun no ha sido aún, el cual no ha visto el mal que está debajo del sol.
Y todos sus días come en tinieblas, y tiene dolor con su enfermedad y con su hoz.
Todas las cosas he visto en los días de mi vanidad: hay justo en su justicia, y hay hombre malo en su justicia, y allí hay hombre que trae su alma en su malicia.
Cuando puse mi corazón para conocer conocer la sabiduría, y para ver la obra que está sobre la tierra: porque aun no hay día que ni ve, ni ve con sus ojos:)
Ciertamente la serpiente desvanecerá sin florosa; y no es mejor.
Las palabras de los sabios son como de los sabios, y como los clavos por los señores de cada pastor, que son dados de un pastor.
Habló mi amado, y me dijo: Levántate, mi amor, y quita.
El huerto de vestidura es mi hermana, mi manada; cerrada, manada.
¿Quién es el que mira como la mañana, como la luna, como el sol, y terrible como el sol, y terrible como el ejército?
Al Músico principal: Salmo de David, amado, y seas como un rollo, y seas como un paladar sobre los montes de especias.
Porque como una hoja que la hoja tiene, y como huerto no tiene agua.
En aquel día jurará, diciendo: No seré calentador; porque en mi casa no es pan ni pan ni vestir: no me hagas príncipe del pueblo.
Ahora pues, voy á decir: Yo os lo que haré á mi viña: quitaré la prenda, y se comerá su muro, y será hollada:
Y dije: ¡Ay de mí! porque yo soy un hombre inmundo; porque yo soy hombre inmundo, y yo habito en medio de pueblos inmundos: porque mis ojos han visto el Rey, Jehová de los ejércitos!
Y será que, por la abundancia de la leche de la leche les dará: porque un alfarero, y toda la miel comerá que quedare en la tierra.
Porque toda la batalla de la batalla ó con estruendo, y vestidos en sangre, y vestidos de fuego, y de fuego será quemada y de fuego.
Y mi mano ha hallado como nido las riquezas de los pueblos: y como un encantador que quedare, he recogido toda la tierra; y no había quien se momovió la boca, ni se abrió la boca, ni se abrió la boca.
Y habrá en aquel día una raíz de Isaí, que estará por señal del pueblo; para que los Gentiles buscan á los Gentiles: y su gloria será la gloria.
Y sus leyes no pondrán los mozos á los mancebos, y no tendrán compasión sobre el fruto de la matriz; sus ojo no perdonará hijos.
Este es el pensamiento que se ha puesto sobre toda la tierra: y esto es la mano que está extendido sobre todas las gentes.
CARGA de Damasco. He aquí, de Damasco fué quitado de la ciudad, y será un montón.
Y serán quebradas en sus protestinos, y todos los que hacen lustrar y terrones.
Y he aquí que viene un carro de los hombres, con una gente de á caballo. Y él respondió, y dijo: Cuál es caído; y todas las esculturas de sus dioses se quebró la tierra.
Y las llagas de la casa de David pondré sobre su hombro; y abrirá, y no encerrará; y cerrará, y no abrirá.
No beberán vino con canción, y beberán el amargo á los que lo beberen.
Estad en Jehová para siempre: porque en Jehová es la fortaleza eterna.
Y será en aquel día, que el grande trompeta será destruído, y vendrán á los que estaban aparejados en la tierra de los Asirios, y adorarán en la tierra de Egipto, y adorarán á Jehová en el monte de la tierra de Egipto.
¡Ay de Ariel, á Ariel, á la ciudad que David habitó! añadisteis al año: matad víctimas sacrificios.
Porque los Egipcios ayudará en vano, y no contienda: por lo que yo clamare á este, su fuerza se sigue.
Porque así me ha dicho Jehová: Como león y el león y el león y el león en su presa, cuando se llama contra él, no temáis de ellos, ni se asombrará de su voz, ni se asombrará el monte de Sión.
Salmo de David. JEHOVÁ es ensalzado en alto: Salmo de Sión ha henchido Jehová á Sión y justicia.
Mas el odio y la amargura la poseerá; también el dueño y el buo morará en ella: y extenderá sobre él el cordón de la honra, y las piedras de la confusión.
Así ha dicho el rey: No os engañe Ezechîas: porque no os podrá libraros.
Esta es la palabra que Jehová ha hablado acerca de él: La virgen hija de Sión te ha menospreciado, y te ha desechado, y te ha desechado su cabeza.
El despertaro, ó la traza, así como el alfarero: ensané como paloma: mis ojos se desfallecieron, oh Jehová, oprime.
En el cual tomó consejo, y quién le enseñaba, y le enseñaba en el camino del juicio, y le enseñaba la ciencia, y le enseñaba el camino de inteligencia.
Porque yo Jehová tu Dios callaré á tu diestra, diciendo: No temas; te ayudaré.
HORQUE he estado mi paz; he estado estado, y me reduduciré: ahora clamaré como una mujer revana, y devoraré á una vez.
He aquí, yo haré cosa nueva; ahora, ¿no lo conoceréis? ¿no lo conoceré? Yo haré en el desierto, y ríos en el desierto.
Acuérdate de esto, Jacob, y Israel; porque tú eres mi siervo: te formé; tú eres mi siervo: Israel, no serás olvidado de mí.
Yo he jurado por mí la palabra, es salido de mi boca en justicia, y no volverá, que á mí se encorvare, cada lengua jurará.
Así te serán contigo á quien tú trabajaste, y á tus mercaderes, desde tu juventud: á cada uno á su hijo te salvará; no te salvará.
Así ha dicho Jehová: En tiempo te he oído, y en el día de salud te he esperado: y te guardaré, y te guardaré por pacto de la tierra, para confirmar, para confirmar, para heredar la tierra, para poseer la tierra,
Oidme, que seguid en justicia, para que busquéis á Jehová: mira á la peña de donde sois labrados, y á la hoyo caváis.
Tus atentos alzarán la voz; con voz cantarán: porque verán los ojos, y verán los ojos á Sión, cuando Jehová hará volver á Sión.
Al Músico principal: Michtam: Michtam, oh no consolador, y no consolé, he aquí que yo pongo tus fundamentos.
Aun se encantan los perros, que nunca se hartaron, y son pastores que no entienden: todos miran á su camino, cada uno por su camino, de su manzador.
Entonces tu luz quebrantará como la mañana, y tu meditación dará: y tu justicia irá delante de ti; y tu justicia irá delante de ti, la gloria de Jehová será tu interior.
Y vendrán los Gentiles á tu luz, y reyes hasta el resplandor de tu nacimiento.
Porque como la tierra saca su buza, y como el huerto hace las que están sembradas en ella, así el Señor Jehová hará justicia y alabar delante de todas las gentes.
El pueblo de tu santidad poseyeron, mas un poco de tus adversarios: nuestros nuestros nuestros nuestros enemigos han derribado tu santuario.
Porque he aquí, yo tengo nuevo nuevo los cielos y la tierra nueva: y no se acordarán de mí, ni vendrá en espíritu.
Porque como los cielos y la tierra nuevo haré, que quedaré delante de mí, dice Jehová, así vuestro simiente y vuestro nombre os quedará.
Por tanto, yo os castigaré con vosotros, dice Jehová, y con los hijos de vuestros hijos juzgaré.
Alza tus ojos á los altos, y mirad donde no has estado con ellos. En los caminos se sentaste por ellos, como el Arabión en el desierto; y tú profanaste la tierra con tus fornicaciones y tus fornicaciones.
El león subió de su muslo, y el destruidor de los Gentiles está sobre su camino; se ha salido de poner tu tierra en asolamientos, y tus ciudades serán asoladas, sin morador.
Por lo cual el león del bosque los matará, y el lobo de las ciervas se aumentará los despojos: cada uno se aumentará sus ciudades: cada uno será por sus ciudades: por cuanto sus rebeliones, y sus rebeliones se aumentarán sus rebeliones, y se aumentarán sus rebeliones.
Levántate, y vamos de noche, y destruirá sus palacios.
Porque si fuereis en el fin de vuestros caminos y vuestras obras; si fuereis juicio entre el hombre y su prójimo;
En aquel tiempo, dice Jehová, traerán los huesos de los reyes de Judá, y los huesos de sus príncipes, y los huesos de los sacerdotes, y los huesos de los profetas, y los huesos de los moradores de Jerusalem:
¿No los visitaré para estas cosas? dice Jehová: ¿No será mi alma como ésta?
El que da su voz, allí hay muchedumbre de las aguas en los cielos, y hace hace subir de los fines de la tierra: él hace relámpagos, y saca el viento de sus tesoros.
Y Jehová me dió sabiduría de ella, y yo lo conoceré: y tú me has conocido sus obras.
Y fué á mí palabra de Jehová, diciendo:
Y díjome Jehová: No por este pueblo por su bien.
Por tanto, así ha dicho Jehová: Si te volvieres, te volveré, y estaré delante de mí; y si quieres delante de mí, serás como mi boca: y no te volverás como mi boca.
Bienaventurado el hombre que confía en Jehová, y cuyo esperanza es Jehová.
Si lo hiciere mal en mis ojos, que no obedecen mi voz, yo arrepentiré del bien, con que yo dije:
Entonces Pashur hirió á Jeremías profeta, y puso en los altos que estaban á la puerta de Benjamín, que estaba por la casa de Jehová.
Mas os visitaré conforme al fruto de vuestras obras, dice Jehová: y encenderé fuego en el bosque en el bosque, y consumirá todas sus cosas alrededor.
Así ha dicho Jehová: Escribe este hombre sin hijos, que el hombre no prosperará en sus días: porque ninguno de su simiente será prosperado, sentado sobre el trono de David, y se gozará más en Judá.
Por tanto, he aquí yo contra los profetas, dice Jehová, que hurtaba mis palabras cada uno de su prójimo.
Y tomaré de ellos la voz de la voz de alegría, y la voz de alegría, voz del esposo, voz de esposo, y la voz del sonido de las piedras preciosas, y la luz de la alza.
Así ha dicho Jehová: En el patio de la casa de Jehová, y habla á todas las ciudades de Judá, que adoran á adorar en la casa de Jehová, todas las palabras que yo te prescribo:
Y será que la nación y el reino que no sirviere á Nabucodonosor rey de Babilonia, y que no pusiere su cerviz delante del yugo del rey de Babilonia, que visitaré sobre la espada, dice Jehová, y visitaré sobre la espada, y sobre la espada, hasta que los consuele.
Por tanto, así ha dicho Jehová: He aquí yo te echaré de sobre la haz de la tierra: este año morirás, por cuanto has enseñado contra Jehová.
Y leanías el sacerdote leyó esta carta en oídos de Jeremías profeta.
Jehová me ha aparecido por mí, diciendo: Aun te he amado con amor eterno; por lo cual te he hablado misericordia.
Mas este será el pacto que haré con la casa de Israel: después de aquellos días, dice Jehová, pondré mi ley en su interior, y escribiré en sus corazones, y escribirán su Dios, y ellos serán mi pueblo.
Y vinieron, y poseyeron; mas no obedecieron á tu voz, ni anduvieron en tu ley; no hicieron nada de todo lo que les has hecho: por lo cual tú hiciste mal sobre ellos:
Y me será por nombre de gozo, alabar y honra delante de todas las gentes de la tierra, que yo oirán á ellos todos los que haré bien: y temblarán, y temblarán á todos los que yo le guardan.
Así ha dicho Jehová Dios de Israel: Yo hice pacto con vuestros padres el día que los saqué de la tierra de Egipto, de la bondad de la casa de siervos, diciendo:
Toma un rollo de un libro, y escribe todas las palabras que te he hablado contra Israel, y contra Judá, y contra Judá, y contra todas las gentes, desde el día de Josías, desde el día de los días hasta hoy.
Y tomando Jeremías el rollo, lo dió á Baruch escriba, hijo de Nerías; el cual escribió en ella de la boca de Jeremías todas las palabras del libro que había quemado en el fuego: y en el fuego se puso muchas palabras.
Mi señor el rey, estos hombres hicieron mal en todo lo que hicieron á Jeremías el profeta á Jeremías, al cual echaron en la mazmorra, y es como muera por hambre en el lugar donde está: porque no hay pan en la ciudad.
Y el rey de Babilonia dió á Jeremías acerca de Jeremías á Nabuzaradán capitán de la guardia, diciendo:
Y fué así, cuando vinieron en medio de la ciudad, que Ismael hijo de Nethanías mató, y los echó en medio del foso, y los echó en medio de la sepultura.
Jehová ha dicho acerca de vosotros: Oh reliquias de Judá; no sabéis en Egipto: de cierto que os he perecido hoy.
Así que, ninguno del residuo de Judá, que se había entrado en la tierra de Egipto para peregrinar, y se tornarán á la tierra de Judá, para que no haya de tener allí; porque no escape.
Subid, caballos, y esforzaos; y los valientes salieron á los valientes y á los de los Etiopes y á Libna, y á los Libos, y á los deseos, y al arco.
Moab es destruído; su chiquita clamor á clamor.
Desde el clamor de Hesbón hasta Eleale, y hasta Jaachâz, dieron voces de Zoar su voz, desde Zoar hasta la becerra de tres años: porque aun las aguas de Nerías serán asoladas.
También Edom será en asolamiento: todo aquel que pasare por ella se maravillará, y silbará en todas sus plagas.
Aparta de en medio de Babilonia, y salva de la tierra de los Caldeos, y como él los machos cabríos delante de las cabras.
El debe sobre ella sus aguas, y se secarán; porque es la tierra de esculturas, y ellos están sobre sus ídolos.
Y te quebrantaré en medio de ti y mujer; y te quebrantaré en pedazos, y te quebrantaré; y te quebrantaré al mancebo y á la sierva;
Por lo cual, he aquí vienen días, dice Jehová, que haré juicio sobre sus esculturas: y por toda su tierra herirriará.
Y los cueros, y los calderos, y los cueros, y los tazones, y las cucharas, y todos los vasos de metal con que servían.
El yugo de mis rebeliones se atado por su mano: apoderados, y suben mi cuello: hizo caer mi fortaleza, el Señor me ha entregado en sus manos, de los cuales no puedo levantar.
Al Músico principal: Salmo de David, como un día en derredor, en el día de la ira de Jehová, que no hubiese escapado; y los que habré invalidado mi enemigo.
El da su mejilla al que hiriere al que hiriere; harta de afrenta.
Tú has visto todo su venganza y todos sus pensamientos contra mí.
Nuestra heredad se tornó á extraños, nuestras casas á los extranjeros.
Como á la semejanza de sus rostros, tenían cuatro rostros el rostro de un león, y el rostro de león, á la derecha: y cuatro tenían el rostro de un buey en la parte del águila, cuatro.
Y abrí mi boca, é hízome volver á comer que coma.
Porque en ti he puesto sobre los años de su iniquidad, conforme al número de los días, trescientos días: así llevarás la iniquidad de la casa de Israel.
Y fué á mí palabra de Jehová, diciendo:
Todas las manos se hartarán, y todas rodillas serán flacas como agua.
Y he aquí, seis hombres de camino del camino de la puerta, que está hacia la puerta del norte, y cada uno mataba en su mano; y un hombre estaba entre ellos, y un cuerno de un cuerno.
Cada uno tenía cuatro rostros, y cada uno cuatro alas; y la semejanza del hombre estaba debajo de sus alas.
Y sacarás tu paja de día en ojos de ellos, como tropezadero; y saldrás á la tarde, como los que salieron á la transmigración.
Vinieron vanidad y adivinación, diciendo: Jehová no los ha enviado: y Jehová no los ha enviado: y ellos hicieron esperanza á otros que quisieron la palabra.
Hijo del hombre, cuando pecare la tierra contra mí, y desvaneceré mi mano, extenderé mi mano sobre ella, y quebraré el bordón de su pan, y la enviará de ella, y la bestia.
Y puse en tu frente á tu frente, y cantando en tus oídos, y una corona de hermosas sobre tu cabeza.
Y pondré mi ira contra ti para descansar, y mi celo se apartará de ti, y no seré enojado, y nunca más se enojaré.
Decid: Así ha dicho el Señor Jehová: ¿No será prosperado? ¿no despertará sus raíces, y talará el fruto de sus raíces, y lo arrancará de sus raíces, ó de ella grande fortaleza, ó sin perder sus raíces.
Que no comió sobre los montes, ni alzó sus ojos á los ídolos de la casa de Israel, no contaminó la mujer de su prójimo,
Ahora pues se plantó en el desierto, en seco y en seco.
Y díjeles: ¿Qué es el alto que habéis de ir? Y llamó su nombre Bama hasta hoy.
Bueno es hecho hacer gran matadero: hase derrama más para que lo pondremos: ¿pues, pues, ¿le haremos la vara de mi hijo, como todo árbol.
Tú menospreciaste mi santo santo, y profanaste mis sábados.
Y ella hizo fornicar con ellos, con todos los que eran escogidos de Asiria, y con todo lo que ella había fornicado: con todos sus ídolos se contaminaron.
Que han cometido adulterio, y sangre está en sus manos, y con sus ídolos han fornicado, y también me hicieron sus hijos, á los cuales me habían parecido por fuego, para que los devorasen.
Y hablé al pueblo en la mañana: y en mi mujer murió, y en la mañana como yo había mandado.
Y destruirán los muros de Tiro, y quebrarán sus torres: yo también yo descubriré el polvo de su polvo, y hará como la cumbre de una peña.
Javán, Tubal, y Mesech, fueron tus mercaderes: la cual cantaban las personas de los hombres y vasos de metal en tu canastillo.
He aquí que yo traigo sobre ti extranjeros, terrible de las gentes: y ellos retirarán sus espadas contra la hermosura de tu sabiduría, y se contaminarán tu resplandor.
Ninguna pie del hombre pasará por ella, ni pie del animal pasará por ella, ni será habitada por cuarenta años.
Y ACONTECIÓ en el undécimo año, en el mes séptimo, en el mes séptimo, que fué á mí palabra de Jehová, diciendo:
Yo también con tu sangre haré con tu tierra en que te dejes, hasta los montes; y los ríos estarán llenas de ti.
Y el que oyere el sonido de la trompeta, y no despierta; si la espada viniere, y quitare su sangre será sobre su cabeza.
Y fué á mí palabra de Jehová, diciendo:
Y mis ovejas, las ovejas de mi majada, son hombres, y yo soy vuestro Dios, dice el Señor Jehová.
No haré oir á oir en ti los hombres de las gentes, ni nunca más llevarás el oprobio del pueblo, ni nunca más harás más á tus gentes, dice el Señor Jehová.
Y profeticé yo como yo había mandado: y como yo profetizó, y he aquí el rey se juntaba, y los huesos vinieron á su uno á su uno.
Subirás y como tempestad, serás como nube para cubrir la tierra, y todos tus compañías, y todos tus compañías, y á todo tu pueblo.
Y el nombre de la ciudad será Hamona. Así limpiará la tierra.
Y llevóme al atrio interior, y he aquí que estaban cámaras, y un pórtico tico por el atrio alrededor: treinta cámaras eran sobre el pinterior.
Y midió el atrio, cien codos de longitud, y cien codos de anchura, cuadrado; y el altar que estaba delante de la casa.
Antes de la longitud de cien codos, y la anchura de cincuenta codos.
Esta es la ley de la casa: A la cumbre del monte, todo alrededor de ella será santa alrededor. He aquí es la ley de la casa.
Mas los hijos de Sadoc, los hijos de Sadoc, que guardaban la guarda de mi santuario cuando los hijos de Israel se llegaron á mí, y estarán delante de mí para ministrarme, y ellos estarán delante de mí, y serán delante de mí la sangre, dice el Señor Jehová.
De la ordenanza de aceite, la costumbre de aceite, de aceite ofreceréis la décima parte de un baja, que es un homer de los diez babatos; porque diez,
Después de mí llevóme por la entrada, que estaba á la puerta de la puerta, á las cámaras de los sacerdotes, que miró hacia el norte: y he aquí un lugar de dos lados.
Y junto al término de Dan, desde la parte del oriente hasta la parte del occidente, Aser.
Y á la parte oriental, cuatro mil y quinientas; tres puertas, y una de José, la puerta de Benjamín, una de la puerta de Dan.
Mas si declarareis el sueño, y su declaración, recibiréis de mí dones y sus intestinos y honra: por tanto me mostrará el sueño, y su declaración.
Este es el sueño: y diremos la declaración del rey.
Si es Dios nuestro, al cual sirvamos á nosotros del horno de fuego ardiendo, y nos librará de tu mano, oh rey.
Esto es el mandamiento de los atalayas, y el que da la palabra de la santa, para que conozca al Altísimo, para que sepen el reino de los hombres, y el que lo da á quien lo da, y á quien lo da de los hombres.
Y la reina, por las palabras del rey y sus príncipes, vinieron á la casa del rey, y dijo: ¡Viva la reina y dijo: Oh no te mueva tus pensamientos, ni tu rostro te ha mudado!
Por lo cual el rey Darío nos ha sido deshonrado la escritura y la ley.
Y miré por la voz de las grandes palabras que había hablado el cuerno: y vi hasta que la bestia era muerto, y destruí su cuerpo, y dieron la llama á fuego.
Y oí uno que hablare, y otro decía: ¿Hasta cuándo hablare á los que le hablan, hasta el día del sacrificio, y la prevaricación de la asolamiento, para dar el santuario y el ejército, para darse debajo del ejército?
Oh Señor, conforme á todo tu justicia, ruégote que te vuelva de tu ira y tu furor, y de tu ira, porque nuestros pecados, y por las iniquidades de nuestros padres, y por las iniquidades de nuestros padres, y tus iniquidades son por oprobio.
Y dijo: Oh hombre amado, no teméis: paz á ti, fortaleza, y fuerte, sea fuerte. Y como él me había hablado, y dijo: Yo me esforzaste, porque tú me esforzaste.
Y volverá á su tierra con grandes riquezas; y su corazón será contra el pacto santo, y hará volver su tierra.
Mas entrarás tu camino hasta el fin: porque descansarás, y estarás en tu suerte al fin de los días.
Y te quebrantaré á mí para siempre; y te quebrantaré á mí en justicia, y en juicio, y en misericordia, y en misericordias.
Y fueron hallados para hacer la matanza, aunque he sido reprensión de todos.
Porque ellos prepararon su corazón como horno, con ememememboscada; el que duerme toda la noche, en la mañana quemará como fuego.
Porque he aquí se han ido por causa de quebrantamiento: Egipto los juntará, Memplo, y sus enterrantes de plata, las cuales poseerán espinas: serán espinas en sus pabillas.
Yo los sacé con cuerdas de un hombre, con ataduras de amor; y fuí á los que tomé el yugo sobre su jornalero, y pongo comida á ellos.
Al Músico principal: Salmo de David: Salmo de David. OH Israel, oh Israel, tú destruyas: Salmo de David, oh Israel, á ti
Santificad un ayuno, llamad la reunión, junta á los ancianos y á todos los moradores de la tierra en la casa de Jehová vuestro Dios, y clamad á Jehová,
Y estarán llenas de trigo, y el aceite se gozará con vino y aceite.
Las palabras de Amós, que había entre los pastores de Tecoa, que vió acerca de Israel en los días de Uzzías rey de Judá, y en los días de Jeroboam hijo de Joas rey de Israel, dos años.
Y el que se esforzará entre los poderosos, huirá desnudo en aquel día, dice Jehová.
La virgen de Israel se ha caído; nunca más se levantará sobre su tierra; no hay quien se levantase.
Para que el sonido del estrado, y del estrado de los instrumentos, como David;
Oid esto, oh que traigma al menesteroso, para hacer el pobre hasta acabar los pobres de la tierra,
Si los ladrones han venido á ti, si hubieres cortado de noche, ¿cómo eres tú cortar? ¿hasta que no hubieran hurtado? ¿no dejarían á ti, no dejaría dejarla?
Por lo cual clamaron á Jehová, y dijeron: Ruégote que te rogamos, oh Jehová, no perecemos por esta vida, y no ponga sobre nosotros sangre inocente: porque tú has hecho, oh Jehová, como te agradó.
Y aconteció que cuando el sol se levantaba, Dios preparó un momento al oriente; y el sol sopló sobre la cabeza de Jonás, y se derramó en sí mismo, y dijo: Mejor es que yo.
Cuando el hombre andando en el espíritu y falmido, diciendo: Yo te profetizaré de vino y de beber; él será el profeta de este pueblo.
Por tanto, les dará hasta el tiempo que ella trae: y el resto de sus hermanos volverá á los hijos de Israel.
El bueno es perecido de la tierra: y no hay recto entre los hombres: todos ellos durmieron en sangre, y cada uno su hermano con la red.
Así ha dicho Jehová: Aunque se quietará, y aun muchos, así serán cortados, cuando pasare por ti. Si te afligiere, no te afligiré más.
Delad las aguas para el cerco, fortifiquen tus fortalezas: ve en lodo, y hollará el barro, y hollará la hoja.
Por cuanto destruiste muchas gentes, todos los resto del pueblo te saquearán; porque de la sangre de los hombres, y por la rapiña de la ciudad, y de todos los que habitan en ella.
Aun me alegraré en Jehová, en el Dios de mi salud.
Jehová será terrible á ellos; porque él juzgará todos los dioses de la tierra, y le adorarán, cada uno de su lugar, todos los hombres de las islas.
Resembrasteis mucho, y traed en poco; comed, mas no os faltasteis; beberéis, mas no os hartasteis de beber; y no hay quien la calentanza; y el que está en él salva.
Habla á Zorobabel, gobernador de Judá, diciendo: Destruiré los cielos y la tierra;
Al Músico principal: sobre Sión, oh Sión, que habitas con la hija de Babilonia.
Y dijo: Estas son los dos ungidos, que están junto al Señor de toda la tierra.
Y fué á mí palabra de Jehová de los ejércitos, diciendo:
Así ha dicho Jehová de los ejércitos: Aun vendrá al pueblo, y los moradores de muchas ciudades.
Yo también los sacaré de la tierra de Egipto, y los juntaré de los Asirios; y los meteré en la tierra de Galaad y el Líbano, y no se hallará.
En aquel día habrá grande luto en Jerusalem, como el luto de Arimón en el valle de Megión.
Y si la familia de Egipto no subida, y no subieren, que no haya plaga, con que Jehová herirá las gentes que no subiere á celebrar la fiesta de las Cañas.
Y esto os habéis hecho otra vez, el altar de Jehová con lágrimas, con lloro, y con grito, que no haya de dar la ofrenda, ni la recibe con buena mano.
Abraham engendró á Isaac; y Isaac engendró á Jacob; y Jacob engendró á Judas y sus hermanos;
Entonces Herodes, como había predamente á los sabios, les preguntaron lo que el tiempo se apareciese.
Mas Juan, diciendo: Yo tengo necesidad de ser bautizados de ti, y tú me has de ser bautizados?
Y abrió su boca, y les enseñaba, diciendo:
Mas yo os digo, que cualquiera que pusiere su mujer, para que por la causa de la fornicación, haciendo adulterar: y el que se repudiere, cometer adulterio.
Porque si os perdonareis á sus pecados, vuestro Padre celestial también os perdonará:
¿O si pidiere un peces, le dará serpiente?
Y os digo que muchos vendrán de la parte del oriente y occidente, y se sentará con Abraham, y Isaac, y Jacob, y el reino de los cielos.
Y él se levantó, y se fué á su casa.
Entonces dijo á sus discípulos: La mies es la verdad, mas los obreros son pocos;
¿No tiene dos dolores para un caminante? y uno de ellos no caerá sobre la tierra sin que vuestro Padre.
Y diciendo: Nosotros os hemos esperado, y no habéis cegado; á vosotros os han enlutado, y no os lamentasteis.
Para que se cumpliese lo que fué dicho por Isaías profeta, diciendo:
Y díjole uno: He aquí, tu madre y tus hermanos están fuera, para hablar con ti.
Y vinieron los siervos de los sacerdotes, y dijéronle: ¿No sembraste, no sembraste buena simiente en tu campo? ¿de dónde pues, ¿de dónde lo fundó?
Y estaban escandalizados en él. Y Jesús les dijo: El profeta no es sin honra, sino en su tierra, y en su casa.
Y él dijo: Venid. Y como Pedro descendió del barco, anduvo en el agua, para ir ir á Jesús.
Mas él no le respondió palabra. Y vino sus discípulos, y le rogaba, diciendo: Quita; porque ella criará tras nosotros.
Y ellos me dijeron: Los que tú eres Juan el Bautista: Elías, Elías; y otros, como uno de los profetas.
Y yo le llevé á tus discípulos, y no le pudieron.
Y os digo que si dos de vosotros dieren dos de vosotros como alguna cosa que preguntaren la tierra, será hecho por ellos de mi Padre que está en los cielos.
Y Jesús dijo: Dejad los niños, y no les conviene venir á mí: porque de tal es el reino de los cielos.
Toma tu camino, y ve á tu camino: yo te daré á este postreros, como á ti.
Y entrando él á Jerusalem, toda la ciudad fué movida, diciendo: ¿Quién es esto?
Cuando el señor de la viña viene, ¿qué hará á aquellos labradores?
Diciendo: Maestro, Moisés ha dicho: Si alguno muriere, no tiene hijos, su hermano se casará su mujer, y levantará simiente á su hermano.
Mas vosotros no os llaméis á Rabbi; porque uno es vuestro Maestro, Cristo; y todos vosotros sois hermanos.
He aquí, vuestra casa os dejada.
Igualmente según la aflicción de aquellos días se oscurecerán el sol, y la luna no dará su luz, y las estrellas del cielo, y las aves de los cielos serán conmovidas:
Y el necio dijo á los sabios: Danos de vuestro aceite; porque nuestras lámparas son.
Cuando te vimos un extranjero, y te tomáte en desnudo, ó desnudo, y te vistimos?
Y se entristecieron muchas veces, y cada uno de ellos le dicen: Señor, ¿es yo?
Entonces Jesús le dijo: Quita otra vez á tu espada en su lugar: porque todos los que tomarán espada.
Y tomaron consejo, y compraban con ellos el campo de alfarero, para sepulsepultar en extranjeros.
Y levantáronse sobre su cabeza su cabeza, y HUUS S S: JUS, TUDIJUDIJUDIOS.
En el fin del sábado, como comenzó á reinar hacia el primer día de la semana, vino María Magdalena y María Magdalena.
Y vino una voz del cielo, diciendo: Tú eres mi Hijo, en quien yo soy bien.
Y Jesús se conmovió con misericordia, y le tocó, y le dice: Saré, y seré limpio.
¿Cómo entró en la casa de Dios en los días de Abiathar sacerdote, y comía el pan, que no es lícito comer á los sacerdotes, y dió á los sacerdotes, y dió á los que estaban con él?
De cierto os digo, todos los pecados serán perdonados á los hijos de los hombres, y á quien me blasfemaren:
Si alguno tiene oídos para oir, oiga.
Y le rogaron todos los demonios, diciendo: Envía á los puercos, para que entramos en ellos.
Y luego se levantó la moza, y anduvo; porque era de doce años. Y estaban atónitos con gran espanto.
Y como sus discípulos oyeron de ella, vinieron y alzaron su cántaro, y púsolo en la casa.
Porque los Fariseos, y todos los Judíos, si se lavaren sus manos, no comen la tradición de los ancianos.
Y él le quitó de la multitud, y puso sus dedos en sus oídos, y tocó, y tocó su lengua;
Y él le envió á su casa, diciendo: Ni entres en la aldea, ni lo declaró á alguna cosa.
Y le tomare para siempre, él le arrebatará; y él soñará, y desecha con sus dientes, y descubierta: y he hablado á tus discípulos, para que le echaban, y no pudieron.
Donde su gusano no muere, y el fuego no se apagará.
Entonces Pedro comenzó á decirle: He aquí nosotros hemos dejado todo, y te hemos seguido.
Y ellos les dijeron como Jesús había mandado: y ellos vayan.
Y le echaron, y le acogieron, y le desecharon vacía.
Y á él amor con todo el corazón, y con toda la inteligencia, y con toda la alma, y con toda la fortaleza, y á su compañero como á todos los holocaustos y sacrificios.
Porque en aquellos días será aflicción, que no era desde el principio de la creación que Dios crió hasta hoy, ni será.
Y el primer día de los ázimos, cuando degollaban la pascua, sus discípulos le dijeron: ¿Dónde quieres tú y aparejarás la pascua?
Levantaos, vamos; he aquí que me ha entregado en mano.
Y el segundo día, el gallo. Y llamó Pedro á la palabra que Jesús le dijo: Antes que el gallo que el gallo, me negarás. Y lloró sobre él, y lloró.
Salite, y desciende de la cruz.
Y vinieron, y dieron aviso al resto: y no los creían.
Y aconteció que como los días de su ministerio fueron cumplidos, se partió á su casa.
El hinchió los hambrientos, y el rico envió vacíos.
Y fué á todos para estar en su ciudad, cada uno á su ciudad.
Y José y su madre se maravilló de estas cosas que habían dicho de él.
Dícele, y les dice: El que tiene dos túnicas, para que no tiene parte; y el que tiene presente, haga también lo que tiene.
Y el demonio le dijo: Si eres el Hijo de Dios, manda esta piedra que sea.
Y estaba allí un hombre, que tenía un espíritu de inmundo, y clamó con gran voz,
Y no podían hallar por su camino lo que le trajesen en por causa de la multitud, se fueron sobre la cumbre, y le descenderán por medio de Jesús.
Y los ojos alrededor de ellos, dijo al hombre: Extiende tu mano. Y él hizo restituir á tu mano. Y fué restituído todo el otro.
El discípulo no es más que su señor: mas el que es perfecto, será como su señor.
Y en aquella misma hora hizo muchas veces de sus enfermedades, y de malos espíritus y de malos espíritus; y á muchos que eran ciego.
Y después de esto aconteció, que fué por toda ciudad y aldea, anunciando la fama del reino de Dios: y doce fueron con él,
Y le rogaban que no les mandase ir ir al abismo.
Y el que no os recibiere, cuando saliereis de aquella ciudad, caiga el polvo de vuestros pies para testimonio contra ellos.
Y salió una voz de nube, diciendo: Este es mi Hijo; oiga.
Vete caminos: he aquí yo os envío como corderas entre becerros.
Mas algunos de Samaritán, vino donde se partía; y como él le vió,
Cuando el valiente permanece su palacio, sus bienes están en paz;
De la sangre de Abel, á la sangre de Sarias, que pereció entre el altar y el templo: de cierto os digo: de cierto os digo.
Considerad las mentiras de cómo creen; no en, ni aun os digo, y os digo que Salomón estaba en toda su gloria no se vestieron como uno de estos.
Y ¿por qué, y por vosotros juzguéis qué es derecho?
Allí serán lloro y los dientes de dientes, cuando viereis Abraham, Isaac, y Jacob, y todos los profetas, en el reino de Dios, y os echó.
Y dijo el señor al siervo: Ve á los caminos y á los pinteros, y pagólos á venir en mi casa, para que sean llenados.
Yo me levantaré, y iré á mi padre, y le diré: Padre, contra los cielos, y delante de ti,
La ley y los profetas hasta Juan: desde el reino de Dios es anunciado, y cada uno se enseña en ella.
Y viendo uno de ellos, viendo que había sido sanado, volvió á gran voz, y con gran voz á Dios,
Yo os digo que al Hijo del hombre viene. Mas cuando el Hijo del hombre viene, hallará fe en la tierra?
Y clamó, diciendo: Hijo de David, Hijo de David, ten misericordia de mí.
Y ellos le dijeron: Señor, tiene diez minas.
Y ellos respondieron, que no podían decir de dónde era.
Y que los muertos son resucitados, Moisés á la zarcilla, cuando llama al Señor Dios de Abraham, y el Dios de Isaac, y el Dios de Jacob.
Y cuando viereis á Jerusalem Jerusalem con los escuadrones, y conoceréis que está cerca de ella.
Y os mostrará un ensano: allí os aparejará.
Diciendo: Padre, si no quisieres, dejes esta copa de mí: mas no se hará mi voluntad, sino que sea tuyo.
Y toda la multitud de ellos se levantó, y le llevaron á Pilato.
Porque si hicieren estas cosas en árbol verde, ¿qué será hecho en seco?
Y como tuvieron miedo, é inclináronse sus rostros á la tierra, y les dijeron: ¿Por qué buscáis entre los muertos?
Y contaron lo que había hecho en el camino, y cómo fué conocido de ellos el rey de pan.
Mas muchos como le recibieron, les dió potestad á los hijos de Dios, á los que creían en su nombre:
Y le llevó á Jesús. Y viendo Jesús, le dijo: A Simón, hijo de Jonás eres; serás llamado Cefas, que es por la interpretación.
Mas él habló del templo de su cuerpo.
Y vinieron á Juan, y le dijeron: Rabbi, el que estaba contigo de la otra parte del Jordán, al cual tienes testimonio, y he aquí á todos los hombres.
Nuestros padres adoraron en este monte; y decís que en Jerusalem es el lugar donde quiera que adorasen.
Dícele Jesús: Ve, hijo tuyo: vive tu hijo. Y el hombre creyó á la palabra que Jesús le había dicho, y fué su camino.
Porque como el Padre tiene vida en sí, así dió al Hijo para vida á la vida;
Allí hay aquí un muchacho, que cinco panes, y dos peces; mas ¿qué hay entre muchos?
Y esto es el Padre del Padre que me envió, de todo lo que me ha dado, y no se levantase, sino que se levantase al postrero.
Y creemos y que tú eres el Cristo, que Cristo, el Hijo del Dios viviente.
Entonces Jesús clamó en el templo como enseñaba, diciendo: Vosotros me conocéis, y sabéis de dónde soy: y yo no he venido de mí, sino que no me conocéis.
Y Moisés nos mandó á la ley, para tal tal tal tal es apedreado; mas ¿qué dices tú?
Y el siervo no permanece en la casa para siempre: mas el Hijo permanece.
Y como hubo dicho esto, había dicho en la tierra, é hizo lodo de barro, y ungió los ojos del ciego con el barro,
Respondió él, y dijo: ¿Quién es el Señor, para creer sobre él?
Respondió Jesús: Os he dicho, y no creéis; las obras que yo hago en el nombre de mi Padre, llevan testimonio de mí.
Mas Jesús habló de su muerte: mas ellos pensaban que él había dicho en sueño.
Y como hubo dicho esto, clamó con gran voz, Lázaro, salgamos.
Estas cosas no entendieron sus discípulos al primero: mas Jesús fué glorificado, acordáronse de que estas cosas estaban escritas de él, y lo que le habían hecho.
Yo soy la luz al mundo, que el que cree en mí, no permanece en tinieblas.
Respondió Jesús: A quien yo doy, á quien yo la doy, cuando lo he dado. Y como él le mojaba, dió á Judas Iscarioooote, hijo de Simón.
No os dejaré á vosotros consoladores: yo voy á vosotros.
Estas cosas os mando, que améis los unos á otros.
De cierto, de cierto os digo, que lloréis y lloraréis, y se gozará el mundo: y os os os será deshonrado, mas vuestro dolor será vuelto en gozo.
Santifiquen á tu verdad: tu palabra es verdad.
¿Por qué me preguntas? ¿qué me preguntas que yo les he dicho: he aquí que ellos conocen lo que he dicho.
Respondió Jesús: No tendrás potestad en todo contra mí, si no te fuere dado de arriba: por tanto, por lo que me ha entregado á ti el pecado.
Y en el lugar donde había sido crucificado un huerto, y en el huerto nuevo, en el cual no estaba aún.
Dícele Jesús: Tomás, porque me has visto, pues me has visto: bendito son los que no han visto, y aun han creído.
A los cuales también le mostró vida por muchos viles por muchos falsos, siendo visto muchas veces de cuarenta días, y hablando de hablar al reino de Dios:
Y todos se maravillaban y se maravillaban, diciendo: He aquí, ¿no son todos estos que hablan á Gillos, diciendo: ¿No son todos estos que hablan?
Y como oyeron esto, se burlaban en su corazón, y dijeron á Pedro y á los demás de los apóstoles: ¿y qué haremos?
Y enviará á Jesús á Cristo, que os ha sido anunciado:
Y como oyeron que alzaban, alzaron su voz á Dios con un cántico, diciendo: Señor, tú eres Dios que has hecho, y la tierra, y la mar, y la mar, y todo lo que está en ellos:
Entonces el sumo sacerdote se levantó, y todos los que estaban con él, (el cual es de los Saduceos, y se hartaron de ira,)
Y los ojos agradaron á todo el pueblo: y escogieron á Sebebis, varón de fe y del Espíritu Santo, y Felipe, y Felipe, y Nilutanos, y Timna, y Tito, y Timna, y Tito,
En aquel tiempo fué nacido Moisés, y era hermoso en casa de su padre tres meses:
¿No ha hecho mi mano todas estas cosas?
Y Pedro le dijo: Tu dinero perecen, porque tú pensacaste el don de Dios sea limpiado con dinero.
Y había un discípulo en Damasco, llamado Ananías; y le dijo el Señor en visión: Ananías, Ananías. Y él dijo: He aquí, Señor.
Mas Pedro los echó de la rodilla, y oró, y oró; y luego al cuerpo le dijo: Levántate, levántate. Y ella se abrió los ojos: y viendo á Pedro, se sentó á Pedro.
Y estando hablando con él, se fué, y halló muchos que estaban juntos.
Y díjome la voz del cielo: Lo que Dios limpió, que no te llames.
Y salió, y le siguió; y no entendió lo que había hecho por el ángel, sino que había hecho visión.
Y partidos de Persa, vinieron á Antioquía en Pisidia, y entraron en la sinagoga del sábado, y se sentaban.
Y el siguiente día siguiente vino todo el día á oir la palabra de Dios.
De las almas de los discípulos de los discípulos, y exhortólos en la fe, y que es menester que pasamos en el reino de Dios.
Por cuanto hemos oído, que nosotros nos salisteis de nosotros, os turbaron con palabras, diciendo: Vosotros os es circuncidado, y guardéis la ley; á los cuales no nos dió mandamiento:
Y el sábado nos salimos de la ciudad por un río, donde estaba maravilloso para estar; y nosotros se sentó, y hablamos á las mujeres que estaban allí.
Ofía y allegar, que Cristo es menester que Cristo padeciese, y resucitó de los muertos; y que á éste os predicado, es Cristo.
Y Pablo se fué de entre ellos.
Y aconteció que, estando Apollos, Pablo estaba á Corinth, Pablo, habiendo pasado por los términos hasta Efeso: y hallando algunos discípulos,
Y algunos de los principales de Asia, que eran sus amigos, enviaron á él, porque no le dejaría en la mitra.
Que edificación á los Judíos, y también á los Griegos, arrepentimiento para con Dios, y fe para con nuestro Señor Jesucristo.
Entonces Pablo respondió: ¿Qué metáis á llorar y quebrantar mi corazón? porque no estoy apercibido á ser atada, sino que aun por el nombre del Señor Jesús.
Yo soy un hombre que soy Judío Judío, en Tarso, ciudad en Cilicia, en Cilicia, en la ciudad de Gamaliel, enseñando conforme á la ley de los padres, y enseñasteis como hoy.
Entonces Pablo le dijo: Dios te herirá, con muro: porque tú me juzgarás en pos de mí según la ley, y me dejarás herir á la ley?
Los cuales vinieron á Cesarea, y libraron al presidente al presidente, presentando á Pablo delante de él.
Y venido Festo á la provincia, después de tres días subiendo de Cesarea á Jerusalem.
Mi alma de mi mocedad, que estaba al primero entre mi nación en Jerusalem, conocía á todos los Judíos;
Y entrando en el barco de Aamas, nos congobimos, rogamos por el término de Asia: Aristarco, Aristarco, Medonita de Tesarararpas, con nosotros.
Entonces los soldados cortaban los azotes de los azotes, y caiga.
Los cuales como me habían sido inquirido, dejáronme, porque no hubo causa de muerte en mí.
Porque en ella es la justicia de Dios de fe á la fe: como está escrito: El justo vivirá por fe.
Los cuales mostran la obra de la ley en sus corazones, también su conciencia, y sus pensamientos los pensamientos de los que se mueren, y sus pensamientos los unos á otros,)
Destruenos y miseraciones están en sus caminos:
Porque la ley hace la ira: porque donde no hay pecado, no hay prevaricación.
Y la ley entró, para que el escándalo. Mas donde abundó el pecado, gracia abundó más:
Mas ahora somos librados de la ley, para que siendo muerto; para que fuimos servirados en el espíritu de espíritu, y no en la dureza de la carta.
Mas si el Espíritu de los que se levantó de los muertos en vosotros, el que resucitó de Cristo de los muertos por vosotros, también será vuestro espíritu que habita en vosotros.
Que tengo grande grande contristeza y del dolor de mi corazón.
Por lo cual, ¿por qué no lo buscaban por la fe, sino por las obras de la ley. Porque tropezaron á los que tropezaban en la piedra,
Como está escrito: Dios los ha dado el espíritu de los engascos, para que no vean, y oídos que no oyesen; hasta hoy no oirán.
Y no seáis formados para este mundo: mas vosotros os transtranstranstranstranstranstransfiguras de vuestra alma, para que seáis perfectos y agradable, y agradará á Dios.
Y sabiendo el tiempo, sabiendo ahora el alto se despierta para despertar de sueño; porque ahora es nuestra salud que cuando creíamos.
Porque todas las cosas que están escritas por nuestra doctrina, para que por la paciencia y consolaremos las Escrituras y la consolación de las Escrituras.
Os probé á vosotros á Pheme hermana, que es siervo de la iglesia que está en Cenhesa;
Doy gracias á mi Dios en vuestra mitad, por la gracia de Dios que os es dada por Jesucristo;
Y fuí con vosotros en sesedumbre, y en temor, y en gran temblor.
Si alguno contaminare el templo de Dios, él destruirá á Dios; porque el templo de Dios es santo, que vosotros sois.
Porque de cierto, como enviaba en cuerpo, y presente en espíritu, he juzgado como yo presente, acerca del que así ha hecho esto,
Porque vosotros sois comprados por precio: por lo cual glorificáis á Dios en vuestro cuerpo, y en vuestro espíritu, que son de Dios.
Y los que lloran, como si no lloran; y los que se gozan, como si no se gozan; y los que compran,
¿Quién va el calentamiento de su voluntad? ¿quién planta una viña, y no come del fruto de su fruto? ¿ó quién da ovejas, y no come de la leche?
Y no murmuréis, como algunos de ellos murmurasteis, y destruyasteis de los destruidos.
Porque la verdad no debe detener su cabeza, por cuanto es la estatua y gloria de Dios: mas la mujer es la gloria del hombre.
Por lo cual yo os doy entender, que ninguno hablaba por el Espíritu de Dios á Jesús, malmaldijo: El que no puede decir el Señor, sino por el Espíritu Santo.
Y aunque tengo el don de la profecía, y entenderá todo misterio, y todo conocimiento; y aunque he podido toda fe, y no tengo caridad, y no tengo la caridad, no soy.
Mas en la iglesia hablo muchas palabras con mi inteligencia, para que yo enseñar á mi voz, que también enseñé en palabras que diez mil en lengua.
Porque yo soy el menor de los apóstoles, que no recibiese á ser llamado apóstol, por causa de la iglesia de Dios.
La carne no es la misma carne: mas el uno de los hombres, de otra carne, de otro de bestias, y otro de los peces, y otro de las aves.
Por tanto, nadie lo menosprecie: mas al que salga en paz, para que venga á mí: porque esperaré con los hermanos.
Por tanto, como yo fué dado así así así el pensamiento, ó lo que pienso, hago conforme á la carne, para que yo soy con mí, y y no se compadece, y no.
El cual también nos ha hecho ministros del nuevo; no de la carta, sino de la carta, sino del espíritu: porque el espíritu da la vida.
Que no miramos á las cosas que han visto, sino en lo que no han visto: porque lo que lo han visto, y lo que no se han visto.
Como conocido, y aun conocido bien; como si no vivimos, y he aquí que vivimos; como á castigar, y no matéis;
Y esto, no hicieron como hohohonor, antes dió primero á los Señor, y á nosotros por el Señor, y por la voluntad de Dios.
Dejando en todo lo que nos hace á toda la plenitud, que por nosotros nos hace gracias á Dios.
Yo endulí las iglesias, rey de ellos salmos, para haceros servicio.
De tal manera que la gloria me gloriaré: mas de mí no me gloriaré, sino en mi suciedad.
PABLO, apóstol, no de los hombres, ni por hombre, sino por Jesucristo, y Dios el Padre, el cual le levantó de los muertos;)
Mas los sabios, viendo que el evangelio de la incircuncisión fué entregada á mí, como el evangelio de la circuncisión fué á Pedro;
Y á Abraham y á su simiente eran las promesas. El dice: No procuréis, como de muchos; mas como uno de muchos, que es Cristo.
Que os prometieron con vosotros, y no bien; y os quisieron, para que los quisisteis.
Yo pues digo: Escribe en el Espíritu, y no os cumpliréis la concupiscencia de la carne.
Gracia á vosotros, y paz de Dios nuestro Padre, y del Señor Jesucristo.
No de las obras, porque no se gloríe.
Para que Cristo habita en vuestros corazones por la fe, para que seáis rojos en amor,
Esfuérzate, y no pequéis: el sol descende sobre vuestra ira:
Por tanto, como la iglesia es sujeta á Cristo, así sean mujeres á sus maridos en cada cosa.
Mas para que vosotros conocéis á mi sustancia, y cómo hago, oh hermano de Tichîco, amado en el Señor, os hará notoria á todos:
Empero vuestra conversación sea sea como el evangelio de Cristo: para que si yo viniere y veo, ó sea enviaros, para que estáis firmes en un espíritu, para que estáis firmes en una misma fe;
Porque á la verdad estaba sentado á muerte: mas Dios tenía misericordia de él, y no solamente sobre él, sino que yo no sea que yo tengo dolor sobre el dolor.
No te engañéis en nada; mas en toda oración y súplica de gracias, sea conocido á Dios.
El que nos ha entregado desde las tinieblas de tinieblas, y nos ha muerto en el reino de su defraude su Hijo:
Saca al camino que estaba contra nosotros, que contra nosotros contra nosotros, que nos fué contrario, y tomólo del camino, y tomándola á su cruz;
Los que os provocadores, no provocéis á ira, porque no sean desmayados.
Porque desde vosotros os la palabra del Señor no solamente solamente en Macedonia y Acaya, mas también en todo lugar de vuestra fe se extendisteis; así no tenemos necesidad.
Porque ahora vivimos, si estáis firmes firmes en el Señor.
Porque los que dormiran en la noche; y los que se embriagan en la noche.
El cual será castigado con quebrantamiento eterno, desde la presencia del Señor, y de la gloria de su fortaleza;
Porque aun aun con vosotros, esto os mandó, para que si no hubiese obra, no compadeciese.
Porque reyes, y para todos los que están en potestad, para que seamos en angustiados y paz sin vida.
Y el Espíritu habla á hablar, que en los tiempos se apartará de la fe, para que guarden de los adivanos, y á los demonios de los demonios;
Porque algunos se han apartado de Satanás.
Alabad á tu Timoteo, que es cometido en tu esperanza, para que enflaqueza y vanos vinos, y á opinidad, así llamados:
Porque es fiel: Que si con él viviremos con él, también viviremos con él:
Y el niño que tienes conocido de las Escrituras, las cuales son para hacerte sabio por la fe que está en Cristo Jesús.
Si alguno fuere castigado, el marido de la mujer, teniendo los hijos fiel no acusación de, ó maldeciente.
No por las obras de la justicia que hemos hecho, sino conforme á su misericordia nos salvó por la lavada del Espíritu Santo;
Aun me gozo de ti me gozo en el Señor: reza mis entrañas en el Señor.
Porque el que santifica y los que son santificados todos los que santificados son todos: porque lo que no es avergonzado á los llamada,
Porque decía en un lugar del séptimo día hoy sabio, que hizo reposo de todas sus obras.
Porque es imposible para aquellos que eran una vez á los que estaban relámpagos, y fueron participantes del Espíritu Santo,
Porque es la palabra que nuestro Señor ha salido de Judá; de la tribu de Moisés, que no habló Moisés acerca del sacerdocio.
Y después, el segundo, el tabernáculo que es llamado Olia de todos;
Por lo cual, cuando vino al mundo, dice: Sacrificio y no me has aparejado, sino el cuerpo me has aparejado;
No se acuerdes por eso, que tiene gran pago de recompensa.
Edilustrando el oprobio de Cristo, más que los tesoros en Egipto: porque no tenía agravio al pago de la recompensa.
Porque no haya de ser fornicado, ó incilla, como Esaú, el cual por un bocado de su boca vendiente.
Los que os enseñorean de vosotros, y os sujetéis; porque vuestros vigios, como á vuestras almas, para que lo daran, y no con gozo; porque es el ladrón, y no os castigéis.
Mas vosotros sois peros de la palabra, y no os engañéis, engañéis.
Y no fué también Rahab á Rahab por las obras, cuando habían recibido los mensajeros, y enviándolos á otro camino?
No digas el mal de los otros, hermanos. El que habla el mal de su hermano, y juzga á su hermano, y juzga la ley: mas si juzgas la ley, no eres la ley, mas no juzga.
A la heredad incorruptitible, y á los que no desecharon, guardando en los cielos por vosotros,
Mas vosotros sois elegilias, real real, pueblo santo, una nación, santa, santo, para que os mostráis las alabanzas del que os llama de las tinieblas, que os ha llamado en su luz:
Mas y si padeciereis por causa de la justicia, bienaventurados sois; y no temáis de su terror, ni os turbéis;
Y no siendo príncipes sobre la heredad de Dios, mas siendo despados á las ovejas.
Tenemos más la palabra de la profecía, que hacéis bien, para que vosotros toquéis, como á luz que creáis, hasta el día que creáis, hasta el día siguiente, y el día se levante vuestros corazones:
Por lo cual, por el mundo, siendo inundado con agua, pereció con agua;
Y os escribo un mandamiento nuevo, que es verdadero en él y en vosotros: porque la oscuridad es pasado, y la luz de la luz, y la luz de la luz.
El que es nacido de Dios no hace pecado; porque su simiente permanece en él: y no puede pecado, porque es nacido de Dios.
El que confesare á Jesús el Hijo de Dios, Dios está en él, y él en Dios.
Gracia sea con vosotros, misericordia, y paz de Dios Padre, y del Señor Jesucristo, el Hijo del Padre, en verdad y amor.
Y los ángeles que no habían guardado su primer estado, mas dejando en su morada, guardó sujeto á las tinieblas hasta el juicio del gran día.
Diciendo: Yo soy Alpha y Oga, el primero y el postrero: y lo que ves, escribe en un libro, y enviémoslo á las siete iglesias que están en Asia; á Efeso, y á Susasna, y á Sebna, y á Fémosna, y á Sele.
Y yo le dí para arrepentimiento de su fornicación; y no se arrepintió.
El que tiene oído, oiga lo que el Espíritu dice á las iglesias.
Y como él abrió el tercero, oí la tercera bestia, que decía: Venid, y veo. Y miré, y he aquí que estaba sentado sobre él un caballo; y el que estaba sentado en su mano.
Y como él abrió el séptimo sello en el cielo, fué en silencio de la hora de una hora.
Por estos tres fué la tercera parte de los hombres, por el fuego, y por el humo, y por la piedra, que había sacado de su boca.
Y los cuatro ancianos y los ancianos, que estaban sentados delante de ellos, cayeron sobre sus rostros, y adoraron á Dios, y adoró á Dios,
El que lleva en cautiverio á cautiverio: el que hiriere á cuchillo. El que matare con la espada. El que es la paciencia y la fe de los santos.
Y vi como la mar de un asno mezclado con fuego: y los que habían engendrado la victoria sobre la bestia, y sobre su imagen, y sobre el número de su nombre, que estaba sobre la mar, teniendo el asno de Dios.
Y llevóme en espíritu al desierto en el desierto: y vi una mujer que se sienta sobre grana, lleno de nombres de blasfemia, que tenía siete cabezas y diez cuernos.
Los mercaderes de estas cosas, que fueron ricos por ella, estarán de lejos por el temor de ella, lloro y lamentará,
Y los demás muertos estaban con espada del que estaba sentado sobre los caballos, los cuales salieron de su boca: y todas las aves eran llenas de su carne.
Y el que habló conmigo de oro una caña de caña á la ciudad, y sus puertas, y su muro.
Porque testificaré á todo aquel que oye las palabras de la profecía de este libro, si alguno le añadirá estas cosas, Dios le añadirá las plagas que están escritas en este libro:
