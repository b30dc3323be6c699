En el principio al Dios crió los cielos y la tierra.
Y vió Dios todo lo que había hecho, y he aquí que era bueno. Y la tarde y la tarde fué el sexto día.
Porque Dios entenderá que en el día comeréis, y vuestros ojos serán abiertos, y seréis como dioses.
Ahora pues eres de la tierra, que la abrió su boca para recibir á tu hermano de tu mano;
Y vivió Mahalaleel y cinco años, y engendró á Jared:
Y dijo Dios á Noé: El fin de toda carne ha venido delante de mí; porque la tierra está llena de violencia, y he aquí que yo los destruiré con la tierra.
Y murió toda carne que se mueve sobre la tierra, y de aves, y de animales, y de animales, y de animal que anda arrastrando sobre la tierra, y cada uno;
Y la sangre de vuestra vida dejaré; en la mano de todo animal lo reduciré, y en la mano del hombre; en la mano de cada uno le demandaré la vida del hombre.
Y los hijos de Châm: Cuán, y Mizpa, y Phuhuhuel, y Canaán.
Y dijeron: Andad á nosotros, edifiquemos una ciudad y torre, cuyo cumbre al cielo hasta el cielo; y haznos nombre, porque no sean esparcidos sobre la haz de toda la tierra.
Y pondré de ti gente, y te bendeciré, y te bendeciré, y te serás bendición; y serás bendición.
Abram en la tierra de Canaán, y asentó Lot en las ciudades de la campiña, y asentaron su tienda hacia Sodoma.
El solo que los mancebos comieron los mancebos, y la parte de los hombres que iban conmigo, Anda, Anda, y Mamre; tomad su porción.
Y el ángel de Jehová le dijo: Vuélvete á tu fortaleza, y te sujeta debajo de sus manos.
Y tomó Abraham á Ismael su hijo, y todos los que nacieron en su casa, y todos los que habían comprado con su dinero, cada uno de los varones de Abraham, y circuncidó la carne de ellos en el mismo día, como le había dicho.
Y Jehová dijo: Si he hallado en Sodoma cincuenta justos en la ciudad, yo perdonaré todo el lugar de ellos.
El sol se levantó sobre la tierra cuando Lot entró en Zoar.
Y dijo Abimelech: He aquí mi tierra está delante de ti: donde te pareciere.
Y tomó Abraham ovejas y bueyes, y dióles á Abimelech; y así de ellos hizo pacto.
Y Bethuel engendró á Rebeca: Ophna hizo á Nachôr, hermano de Abraham.
Y el siervo puso su mano debajo de Abraham su señor Abraham, y le juró acerca de aquel negocio.
Y dije á mi señor: Quizá la mujer no me seguirá.
Y ella le parió á llamar á Joathán, y á Medán, y á Madián, á Isbac, y á Sila.
Y dijo Esaú: He aquí yo soy al que muera: y ¿qué aprovechará á mí esto?
Y dijeron: Hemos visto que Jehová era contigo; y nosotros dijeron: Ahora pues, ahora ha dicho entre nosotros, y pondremos alianza entre nosotros y ti pacto, y haznos alianza contigo pacto;
Y no le declaró, porque sus manos eran como la mano de Esaú su hermano Esaú: así lo bendijo.
Y oyó Jacob que su padre y á su madre, y fué á Padan-aram;
Y Labán dijo á Jacob: Por cuanto tú eres mi hermano, ¿por qué me has de hacer? ¿qué me ha de hacer?
Y Zilpa de Lea, sierva de Lea.
Y aparecieron Jacob los corderos, y pusiéronse los rostros de los rebaños, y de todas las ovejas en el rebaño de Labán, y puso sus ovejas por sí, y no los ponían á las bestias de Labán.
¿Por qué te huiste, y quiste de mí de mí, y no me has dicho, para que yo te he enviado con azotes, y con arpa, y con arpa, y con arpa?
Y viendo Jacob, les dijo: Este es el ejército de Dios: y llamó el nombre de aquel lugar de Mahanaim.
Por tanto, los hijos de Israel no comieron los hijos de Israel, que está sobre la hoja, hasta hoy el día del mudo, hasta hoy; porque el muslo de Jacob.
Y moraréis con nosotros; y la tierra será delante de vosotros; y habitad en ella, y os salid en ella.
Y apareció Dios á Jacob, cuando salió de Param, y le bendijo.
Estos son los nombres de los hijos de Esaú: Eliphaz hijo de Ada, la mujer de Esaú, hijo de Baseth.
Y estos son los nombres de los duques de Esaú, conforme á sus familias, conforme á sus nombres, por sus nombres; el duque Timna, el duque Jepth,
Venid, y vengamos á los Ismaelitas, y no sea nuestra mano sobre él; porque es nuestro hermano y nuestra carne. Y sus hermanos fueron perdidos.
Y preguntó á los hombres de aquel lugar, diciendo: ¿Dónde está la ramera, que fué hecha por el camino? Y ellos dijeron: No había ramera en este lugar.
Y fué Jehová con José, y le mostró misericordia, y le dió gracia en ojos de la cárcel.
Y durmió, y el segundo día segundo: y he aquí siete espigas de trigo sobre un grano, y bien.
Y junten todos los alimentos de los buenos años, y pongan trigo debajo de la mano de Faraón, y los guarden en las ciudades.
Y conoció José sus hermanos, mas no le conocían.
Y él dijo: Mi hijo no descenderá con vosotros; porque su hermano es muerto, y el que le dejareis: si se dejareis por el camino que habéis descendido, llevaréis mis cabellos al sepulcro.
Y llamó José á sus entrañas, porque hacía repudiar sobre su hermano; y buscó á llorar; y entrando en su cámara, lloró allí.
Y nosotros respondieron: No podremos: si nuestro hermano menor sea con nosotros, entonces descendremos: porque no veemos el rostro del hombre, si nuestro hermano menor sea con nosotros.
A todos los de ellos dió cada uno á cada uno de vestidos; mas á Benjamín dió tres piezas de plata, y cinco mudas de vestidos.
Y los hijos de Nephtalí: Jahel, y Guni, y Jezer, y Sisam.
Y compró José toda la tierra de Egipto por Faraón; porque los Egipcios vendían cada uno á su campo, porque el hambre se apartó de ellos.
Y su padre no quiso, y dijo: Yo conozco mi hijo, yo sé; y él también será pueblo, y él también será mayor que su hermano menor, y su simiente será más que él, y su simiente será más que él.
De Benjamín, como un plomo: en la mañana devorará la presa, y repartirá la presa.
Y dijo José á sus hermanos: Yo os visitaré, y os visitaré á vosotros de esta tierra que juró á Abraham, á Isaac, y á Jacob.
Y como ella se abrió, vió al niño; y he aquí que lloraba. Y ella tenía misericordia de él, y dijo: Este es uno de los Hebreos.
Y dijo Moisés á Dios: ¿Quién soy, para que ir á Faraón, y para que los hijos de Israel sacaré á los hijos de Israel?
Y Jehová dijo á Moisés: Ve, vuélvete á Egipto; porque todos los hombres que buscan tu vida.
Ve, pues ahora, y obra; porque no os será dado, mas vosotros os entregaréis el talento de pinterior.
Y tomando el hijo de Aarón, tomóle uno de las hijas de Puriel; y le parió Phinees: estos son las cabezas de los padres de los Levitas conforme á sus familias.
Y fueron cumplidos siete días, después que Jehová había herido el río.
Y salió Moisés de Faraón, y oró á Jehová.
Entrad á Jehová (porque no hay más fuerte que no hay más fuertes y granizo; y os iré, y no os habitará.
No vieron otro uno á su lugar, ni ninguno de su lugar por tres días: mas todos los hijos de Israel tenían luz en sus moradas.
Y os será hoy para memoria de vosotros, y la guardaréis fiesta á Jehová por vuestras generaciones; guardaréis solemnidad por estatuto perpetuo por estatuto perpetuo.
Mas el siervo que es comprado por dinero, cuando le circuncidó, entonces comerá.
Y HABLÓ Jehová á Moisés, diciendo:
Y vió Israel aquel grande obra que Jehová hizo sobre los Egipcios: y temió el pueblo á Jehová, y creyó á Moisés y á su siervo.
Y los hijos de Israel les dijeron: Decid á Dios por mano de Jehová en la tierra de Egipto en la tierra de Egipto, cuando estuvimos con la carne, y comimos el pan, para que comimos en este desierto, para matarnos en este desierto.
Y dijo Moisés á Aarón: Toma un pollano, y poned en ella en ella en ella, y ponlo delante de Jehová, para que sean guardados vuestras generaciones.
Y conozco que Jehová es mayor que todos los dioses: porque en el negocio de ellos había hecho sobre ellos.
Y Moisés descendió del monte al pueblo, y santificaron al pueblo; y lavaron sus vestidos.
Y dijeron á Moisés: Habla á nosotros con nosotros, y oiremos: mas no hablaremos á Dios, porque no muramos.
Y si algún mal sigue, darás vida por vida,
Si su padre no quiso darle dar, le pagará por dinero, conforme á la perdición de las vírgenes.
Y la fiesta de la siega, las primicias de tus trabajos, que tú sembraste en el campo: y la fiesta de la fiesta de los que están en el año, cuando hubieres juntado en tus trabajos.
Y Moisés se levantó, y sus sacerdotes, y subió Moisés al monte de Dios.
Y harás este término en derredor de mano alrededor, y harás una corona de oro en derredor de oro en derredor.
Y harás tablas para el tabernáculo de madera de Sittim.
Con las tablas de las tablas harás: como tú se ha mostrado en el monte, así lo harán.
Y pusieres en ella piedras de piedras, cuatro órdenes de piedras: el primer orden se levantará el primero.
Y Aarón y sus hijos llevarás á la puerta del tabernáculo del testimonio, y los lavarás con agua.
Y si la carne de las consagraciones, ó de las consagraciones, se quedare á la mañana, entonces quemarás al fuego: no se comerá, porque es santo.
Y harás un lagar de metal, y su pie de metal, para lavarse; y pondrás entre el tabernáculo del testimonio y el altar, y pondrás en él agua.
Y las vestimentas del servicio, y las vestiduras para Aarón el sacerdote, y las vestiduras de sus hijos, para ministrar en el sacerdocio,
Y dijo Aarón: No se encienda el furor de mi señor el fuego: tú conoces el pueblo que están sobre mal.
Y Jehová dijo á Moisés: Yo haré esto que has dicho: porque tú has hallado gracia en mis ojos, y te conozco por nombre.
Porque yo arrojaré las gentes delante de ti, y ensancharé tus términos: ni alguno quitare tu tierra cuando entrares delante de Jehová tu Dios en el año.
Las vestimentas del servicio, para hacer servicio en el santuario, las vestiduras vestiduras para Aarón el sacerdote, y las vestiduras de sus hijos, para ministrar en el sacerdocio.
Hizo también cortinas de cabras para el tabernáculo del cabello sobre el tabernáculo: las cortinas les hizo.
Hizo también la cubierta de oro puro: su longitud de dos codos y medio de su longitud, y un codo y medio de codo.
Y puso las varas en los anillos del altar, para que llevase el altar, para llevar el altar con tablas.
Y obraron piedras de oro, y de oro, y de oro, como de ardichas, con los nombres de los hijos de Israel.
La mesa, y todos sus vasos, y el pan,
Y puso el pan en orden delante de Jehová, como Jehová había mandado á Moisés.
Y el sacerdote lo ofrecerá al altar, y desechará su cabeza, y hará arder sobre el altar; y su sangre será desechado al lado del altar;
Y si su ofrenda fuere macho cabrío, ofrecerá delante de Jehová.
Y el sacerdote tomará de la sangre de la expiación con su dedo, y pondrá sobre los cuernos del altar del holocausto, y derramará su sangre al pie del altar.
Y HABLÓ Jehová á Moisés, diciendo:
Asimismo esta ley es la ley de la expiación: es el santísimo.
Y el sacerdote hará arder el sebo sobre el altar: mas el pecho de Aarón será de sus hijos.
Y mató á Moisés, y tomó de la sangre de ella, y púsola sobre la ternilla de Aarón, y sobre la oreja derecha de su mano derecha, y sobre el pulgar de su pie derecho.
Y llevó la ofrenda, y tomó un puñado, y quemólo sobre el altar, además del holocausto.
Todo lo que arrebatare, y es de pezuñas, y de las bestias, y de las bestias, que comeréis.
Y todo vaso de barro, en medio de ellos, todo lo que está en ella, será inmundo; y lo quebraréis.
Y si el sacerdote viere, he aquí que la teja en la piel, el sacerdote lo dará por inmundo: lepra es lepra.
Si el hombre ó mujer ó mujer en la piel de sus carnes, blanco blancas blancas;
Y será el séptimo día, el que pondrá toda su cabeza y su barba, y su barba y su barba, y todos sus cabellos se lavará; y lavará sus vestidos, y lavará sus vestidos, y lavará sus vestidos, y lavará sus vestidos, y lavará en agua en agua.
Y el sacerdote tornará el séptimo día, y mirará; y si la llaga se hubiere extendido en las paredes de la casa;
Y el vaso de la tierra, que tocare al flujo, será quebrantado; y todo vaso de leña será trastornado en agua.
Y traerá Aarón el macho cabrío sobre la suerte de Jehová sobre la suerte de la suerte, y le ofrecerá por expiación.
Para que el fin de los hijos de Israel traigan sus sacrificios, que ofrecen el campo, para que los traen á Jehová, á la puerta del tabernáculo del testimonio, al sacerdote, y les ofrecerá por paces á Jehová.
Y no se allegarás á mujer á cubrir su desnudez, como ella se ha de quitar su inmundicia.
Guardaréis mis estatutos. No guardarás tus ganados. No sembrarás con mantenimiento: no sembrarás tu campo, ni tendrás vestida de lino; ni vendrá sobre ti.
Y si alguno durmiere con su nuera, así de cierto morirá: su sangre será puesta sobre ellos.
Y no profanará su simiente entre su pueblo: porque yo Jehová lo santificaré.
Y cualquiera que ofreciere sacrificio de paces á Jehová, para que cumpliese su voto, ó ofrenda á Jehová, será acepto, no será acepto para ser acepto; no habrá quien le falta.
Y ofreceréis con el pan siete corderos, sin defecto de un año, y un becerro, y dos carneros: porque serán para holocausto á Jehová, con su presente y sus libaciones, y sus libaciones, y sus libaciones, é hicieron fuego á Jehová.
El orden hará las lámparas sobre el candelero delante de Jehová.
El jubileo será el jubileo: no sembraréis, ni lo sembraréis, ni lo segará en ella, ni los uevos de tu vid.
Y se apartará de ti, ambos con él y con sus hijos, y volverá á su familia, y á la posesión de sus padres se volverá.
Y yo os haré esto, y pondré sobre vosotros espanto, y desarraigan, y arruinará los ojos de corazón, y los ojos de corazón sembraréis en vano, y sembraréis vuestra simiente en vano.
Estos son los estatutos y derechos, que Jehová había hecho entre él y los hijos de Israel en el monte de Sinaí, por mano de Moisés.
Y toda la tierra de la tierra, si de la simiente de la tierra, ó del fruto de la tierra, es de Jehová.
De los hijos de Judá, por sus generaciones, por sus familias, por las casas de sus padres, conforme al número de los nombres, de veinte años arriba, todos los que podían salir á la guerra;
Todo hombre de los hijos de Israel asentará por su bandera, con la señal de la casa de su padre: lejos de la casa del tabernáculo del testimonio.
Estos son los contados de los hijos de Israel por la casa de sus padres: todos los contados de las camas, seiscientos y cincuenta.
En el número de todos los varones varones de un mes arriba, ocho mil y seiscientos, la guarda del santuario.
Y sobre la mesa de pan se extenderán el paño de cárdeno, y vistieron los peces, y los cucharos, y los tazones, y el pan para cubrir: y el pan será sobre él.
Estos fueron contados de las familias de las familias de Coath, todos los que hacen servicio en el tabernáculo del testimonio, que Moisés y Aarón hicieron conforme al mandamiento de Jehová por mano de Moisés.
Y el sacerdote puso la mujer delante de Jehová, y cubrirá la mujer de la mujer, y puso la libación de la memoria en sus manos, el sacerdote el sacerdote: y el sacerdote tendrá las aguas amargas;
Y ofrecerá el carnero para sacrificio de paces á Jehová, con el canastillo de los panes sin levadura: el sacerdote hará su presente, y su libación.
Una cuchara de oro de diez siclos, llena de perfume;
Una cuchara de oro de diez siclos, llena de perfume;
Una cuchara de oro de diez siclos, llena de perfume;
Y los Levitas fueron purificado, y laváronse sus vestidos, y ofrecieron á Aarón como ofrenda delante de Jehová; y Aarón les hizo expiación por ellos.
Hazte dos trompetas de plata; de toda suerte harás: para que los tocas; para que los uvas de la congregación, y para la partidas de las camas.
Y será, si con nosotros entrares, y será, que Jehová nos hará con nosotros.
Y quedó dos de los hombres en el campo, el nombre de la una, Eldad, y el nombre de la otra: y el espíritu se puso sobre ellos, y fueron los que estaban escritas, mas no salieron al tabernáculo.
De la tribu de Judá, Caleb hijo de Jephone.
¿Y por qué Jehová nos sacó á esta tierra, para que caiga á cuchillo, para que nuestras mujeres y nuestros hijos, para que no nos vuelva á Egipto?
Y vuestros hijos irán en el desierto cuarenta años, y llevad vuestras fornicaciones, hasta que vuestros cuerpos serán asolados en el desierto.
Habla á los hijos de Israel, y diles: Cuando hubiereis entrado en la tierra donde os traeré,
Y puso fuego, y puso sahumerio delante de Jehová á mañana: y el que Jehová escogiere al hombre que Jehová escogiere, será santo: tomad mucho, hijos de Leví.
Habla á Eleazar hijo de Aarón el sacerdote, que tomare el incendio del fuego, y esparcístete el fuego, porque son santificados.
Y te juntarán á ti, y guardarán la guarda del tabernáculo del testimonio, por todo el servicio del tabernáculo: y el extranjero no llegará á vosotros.
Esta es la ordenanza de la ley que Jehová mandó, diciendo: Habla á los hijos de Israel, que te traigan sin mancha, en que no hay otro yugo;
Y Moisés y Aarón juntó la congregación delante de la peña, y díjoles: Oid ahora, pues, para que podremos agua de esta peña?
Y partidos de Oboth, asentaron en Isi-garim, en el desierto que está delante de Moab, hacia el sol.
Ahora pues, ahora, ruégote que me maldeciré á este pueblo; porque me son fuertes; quizá los vendré, para que los heriremos, y echaré de la tierra.
Y como oyó Balac que Balaam era, salió á recibir á la ciudad de Moab, que está en el término de Arnón, que está en el término de Arnón.
Y dijo Balac á Balaam: Ni maldecidles á todos, ni bendijesen á todos.
Y levantóse Balaam, y se volvió á su lugar; y levantóse Balac su camino.
Los hijos de Simeón, conforme á sus familias: de Nemuel, la familia de Neelitas: de Jamín, la familia de los Nethineos: de Jachîn, la familia de los Jachachachachachachachêritas;
Estos son los hijos de Dan por sus familias: de Shaham, la familia de los Shahahatas. Estas son las familias de Dan por sus familias.
Las hijas de Salphaad hablar derecho: de cierto les darás posesión entre los hermanos de su padre en medio de ellos; y harás la heredad de su padre á ellos.
Y sus libaciones, un epha de vino á un becerro, y la tercera parte de un hin á un carnero, y la cuarta parte de un hin hasta el holocausto: es el holocausto de cada mes por los meses.
Y ofreceréis holocausto, ofrenda encendida de olor suave á Jehová, de olor suave á Jehová: diez becerros, dos carneros, dos carneros, y catorce corderos de un año, sin defecto:
Y su padre oyere su voto, y su alma con que ella hubiere ligado su alma, y su padre callará: y todos sus votos serán firmes, y todos sus votos con que hubiere ligado su alma.
Mas todos los hijos de las mujeres, que no han conocido al hombre con él, guardaos vida por vosotros.
Y los oficiales que estaban sobre los millares del ejército, los capitanes de millares, y centuriones, llegáronse á Moisés;
Edificaos por vuestras ciudades, y por vuestras ovejas para vuestras ovejas; y lo que ha salido de vuestra boca.
Y tomaron el camino del desierto de Sin Sin, y asentaron en Dopa.
Y partidos de Zalthita, asentaron en Punón.
Y HABLÓ Jehová á Moisés, diciendo:
Y si le hiriere con una piedra con que muera, y muriere, es, homicida: el homicida morirá.
Estos son los mandamientos y derechos, que Jehová mandó por mano de Moisés á los hijos de Israel en los campos de Moab, por el Jordán de Jericó.
Jehová vuestro Dios que va delante de vosotros, él peleará por vosotros, conforme á todo lo que os hizo en Egipto delante de vuestros ojos;
Y el resto que vinimos de Ces-barnea, hasta que fuimos pasar el torrente de Zered, era de treinta y ocho años; hasta que todos los hombres de guerra fueron destruídos, como Jehová juró á ellos.
Mas todos los animales, y los despojos de las ciudades, tomamos por presa.
¿Y qué nación es grande, que tiene estatutos y derechos como toda esta ley, que yo pongo hoy hoy delante de vosotros?
A ti las gentes delante de ti y de los más más que tú eres, para que te dé la tierra por heredad, como hoy es hoy.
No hurtarás.
No tentéis á Jehová vuestro Dios, como le tentasteis en Massa.
No te olvidarás de ellos: porque Jehová tu Dios es entre vosotros, Dios fuerte y terrible.
No por tu justicia, ó por la rectitud de tu corazón, tú, para poseerla tierra: mas por la impiedad de estas gentes los echó de delante de ti, y que juró Jehová tu Dios, y enigó la palabra que juró á tus padres, Isaac y á tus padres, y á tus padres.
Y los hijos de Israel tomaron el camino de Beeroth de los hijos de Jair á Moloch; allí murió Aarón, y fué sepultado en su lugar, y servía su hijo en su lugar.
Que os daré la lluvia de vuestra tierra en su tiempo, el primero y la lluvia la lluvia, para que sepas en tu grano, y tu vino, y tu aceite.
Y os alegraréis delante de Jehová vuestro Dios, y vosotros hijos, y vuestras hijas, y vuestras hijas, y vuestras siervas, y el Levita que está dentro de vuestras puertas; porque no tiene parte ni parte ni parte ni heredad con vosotros.
Y le apedrearás con piedras, para que muera; porque te ha procurado de Jehová tu Dios, que te sacó de la tierra de Egipto, desde la casa de servidumbre.
La verdad harás todos los frutos de tu simiente, que el campo lleva año año por año.
Solamente no comerás su sangre; derramarás sobre la tierra como agua.
Cuando se levlevlevante á ti en el juicio, entre la sangre y sangre, entre la nieve y la prenda y la llaga, y se levantare en tus puertas: levarás, y levantarás al lugar que Jehová tu Dios escogiere en el lugar que Jehová tu Dios escogiere,
Yo los levantaré de entre sus hermanos, como á ti, y pondré mis palabras en su boca; y hablará á todos los que le mandaré.
Y los oficiales hablarán al pueblo, diciendo: ¿Qué es el hombre que edificó casa nueva, y no lo dedicó á su casa, y vuélvase á su casa, porque no muera.
Si alguno tuviere dos mujeres, uno amado, y aborrecieron á otro, y á los hijos le nacieron hijos, el amado y la aborrecida; y si los que eran aborrecidos;
Si alguno fuere hallado hallado con mujer á marido, morirá el marido de ellos, y el hombre que estaba con la mujer, y la mujer: y quitarás el mal de Israel.
Mas si hicieres voto, no será pecado en ti.
Si se juntare hermanos, y uno de ellos morirá, y no tenga hijo de los muertos, ni la mujer de los muertos á su hermano: el hermano de su hermano saldrá, y tomarla á su mujer, y á su marido, y á su marido.
Este día Jehová tu Dios te ha mandado á hacer estas ordenanzas y derechos: por tanto los guardes y harás con todo tu corazón, y con toda tu alma.
Y será que, si obedecieres á la voz de Jehová tu Dios, para que guardes y hacer todos sus mandamientos que yo te mando hoy, que Jehová tu Dios te pondrá sobre todas las gentes sobre todas las gentes.
Tu buey será muerto delante de tus ojos, y no comerás de ella: tu asno será quitada de delante de tu rostro, y no será restituído á ti tus ovejas, y tus ovejas serán entregados á tus enemigos, y no les entregarás á tus enemigos.
Y toda enfermedad, y toda plaga que no está escrito en el libro de esta ley, Jehová te traeré, hasta que seas destruída.
Y el que toda su tierra es apedreado, y sal, y arrumada, que no es sembrado, ni la hierba se hace, ni la hierba de Sodoma, y Zeboma, y Zeboim, y Zeboim, y Zeboim, y Zeboim, y Zeboim, y Zebomas á su ira en su ira en su furor, y á su furor,
Y hará Jehová á ellos como hizo á Sehón y á Og, reyes de los Amorrheos, y á la tierra de los Amorrheos, que destruyó.
El Roma es perfecto, su obra es perfecto: porque todos sus caminos son juicio: Dios de verdad y sin iniquidad, y justo es justo.
¿No es este puesto conmigo, y sele entre mis tesoros?
Y de Benjamín dijo: El amado de Jehová habitará en él; y el Señor le cubrirá todos los días, y el Señor le cubrirá, y habitará entre sus hombros.
Y después de la muerte de Moisés siervo de Jehová, que habló á Josué hijo de Nun, diciendo:
Y á mi padre salvará á mi madre, y á mis hermanos, y á mis hermanas, y á todos los que tienen la muerte.
Tomad doce hombres del pueblo, de cada tribu de cada uno,
Y como hubieron acabado de circuncidar á todo el pueblo, los que habitaban en sus habitaciones, hasta que todos ellos estaban.
Y los criados que estaban atónitos, fueron á Rahab, y á su padre, y á su madre, y á todos sus hermanos, y á todos los que le habían quedado, y dejáronlos fuera del real.
Y se levantó sobre él un gran majano de piedras hasta hoy. Y Jehová se apartó de la ira de su furor. Por lo cual se llamó el nombre del lugar de Achbor, hasta hoy.
Y edificó Josué altar á Jehová Dios de Israel en el monte Ebal,
Ahora pues, he aquí nosotros somos en tu mano: como bien te parece bien y recto á ti.
Y el día que Josué tomó á Maceda, é hirió á filo de espada, y el rey de la espada destruyó, y todas las almas que estaban en ella; y no quedó otro: y él hizo al rey de Maceda, como hizo al rey de Jericó.
Como Jehová mandó á Moisés su siervo, así mandó á Josué y á Josué, y á todo lo que Jehová había mandado á Moisés.
El rey de Cedes, otro: el rey de Jocel, otro:
Esta es la heredad de los hijos de Gad por sus familias, las ciudades, y sus aldeas.
Y el término de los Baales desde los Baales hasta el monte de Seir, y pasa á la parte del monte de Jalim, que está á la parte del norte, y descendió á Beth-semes, y á Beth-semes.
Y á Lachîm, y á Lamam, y á Kisam,
Y descendió de Janoa á Agrita, y á Naarath, y salió á Jericó, y salía al Jordán.
Y los hombres fueron, y pasaron por la tierra, y por las ciudades en el libro, y tornáronse á Josué al ejército en Silo.
Y subió su término hacia la mar, y Marah, y Machîn á Dopheth, y al río que está delante de Jocam;
Y fué el término de su heredad á Zora, y á Ethaol, y á Isemes,
Y les dieron la ciudad de Arba, padre de Anac, que es Hebrón en el monte de Judá, con sus ejidos alrededor.
Todas las ciudades de los Levitas en posesión de los hijos de Israel fueron cuarenta y ocho ciudades con sus ejidos.
Por tanto, dijmos: Ahora nos edifiquemos ahora un altar, no para holocausto, ni para sacrificio;
Y llevé vuestros padres de Egipto: y llegasteis á la mar; y los Egipcios siguió á vuestros padres con carros y á caballo al mar Bermejo.
Y Judá dijo á Simeón su hermano: Sube conmigo á mi suerte, para que peleamos contra el Cananeo; y también yo iré contigo á tu suerte. Y fué Simeón con él.
Y no echó Nephtalí á los moradores de Beth-semes, ni á los moradores de Beth-anath; mas habitó entre los Cananeos, los moradores de la tierra: y los moradores de Beth-semes se fueron trasportados.
Y fueron á Israel por ellos por ellos, para conocer si los mandamientos de Jehová que él había mandado á sus padres por mano de Moisés.
Y los hijos de Israel dieron voces á Jehová: porque tuvo carros de hierro, veinte años de hierro; y veinte años afligidos los hijos de Israel.
Mi corazón es á los gobernadores de Israel, que se ofreció á su voluntad en el pueblo. Bendecid á Jehová.
Jehová envió profeta á los hijos de Israel, que les dijo: Así ha dicho Jehová Dios de Israel: Yo os saqué de Egipto, y os saqué de la casa de servidumbre;
Y fué así: porque se levantó de mañana el día siguiente, y echó el rocío del rocío, y ensanó el rocío del lago, un jarro de agua.
Dios ha entregado en vuestras manos á los príncipes de Madián, á Oreb y á Zeeb; y ¿qué podré de hacer hacer misericordia de vosotros, cuando él le había dicho.
Y aconteció que como Gedeón era muerto, se volvieron á los hijos de Israel, y fornicaron tras los Baales, é hicieron á Baal-ith su dios.
Y Gaal hijo de Ebed dijo: ¿Quién es Abimelech y quién es á Sichêm, para que le sirvamos? ¿no es el hijo de Jerobaal? ¿por qué le sirvamos á los hombres de Hamor de Hamor? porque por qué le sirvamos á él le sirvamos?
Y después que Abimelech se levantó para librar á Israel, hijo de Puso, hijo de Dodo, varón de Idumea; y habitó en Samir en el monte de Ephraim.
Y el rey de los hijos de Ammón respondió á los mensajeros de Jephté: Por cuanto tomó á Israel mi tierra, cuando subieron de Egipto, desde Arnón hasta Jaboc, y tornad las tierras hasta el Jordán.
Y como yo me vi que no me disteis, puse mi vida en mis manos, y pasé contra los hijos de Ammón, y Jehová los entregó en mi mano: ¿por qué pues habéis levantado contra mí hoy?
Y el ángel de Jehová le dijo: ¿Por qué hablaste así así según mi nombre, porque es escondido?
Y dijo Samsón acerca de ellos: Ahora seré más más más que los Filisteos, aunque los haga bien.
Y Dalila dijo á Samsón: Ruégote que me has engañado, y me has dicho mentido mentiras. Y él le dijo: Si te atarás siete gumbres de la cabeza de mi cabeza.
Y Michâs consagrado el Levita, y el mancebo se fué, y en la casa de Michâs.
Y llamaron el nombre de la ciudad, según el nombre de Dan su padre, el cual nació á Israel: mas el nombre de la ciudad estaba en el primero.
Y él le dijo: Levántate, y no nos deje. Mas el hombre le respondió. Y el varón tomó un asno, y el varón se levantó, y subió á su lugar.
Y Phinees, hijo de Eleazar, hijo de Aarón, se paró delante de él en aquellos días, diciendo: ¿Aun volveré á la guerra contra los hijos de Benjamín mi hermano, ó Jehová? Y él respondió: Ve, porque yo los entregaré en tu mano.
Y envió la congregación á los doce mil hombres de los intestinos, y les mandó, diciendo: Id, y herid á los moradores de Jabes, con las mujeres y á los hijos.
Y ella dijo: He aquí tu hermana se volvió á ella á su pueblo, y á sus dioses: vuélvete tras tu hermana.
Y ella guardó por las doncellas de Booz á las criadas de la siega, y de la siega de trigo, y habitó con su madre en la ley.
Y sea tu casa como la casa de Phares, al cual parió Thamar á Judá, de la simiente que Jehová te dará de esta mujer.
Por lo cual, como hubo acabado el tiempo de Hanna, parió un hijo, y llamó su nombre Samuel, diciendo: Por cuanto le preguntaba de Jehová.
Y Eli era viejo, y oyó todo lo que sus hijos hizo á todos los hijos de Israel; y cómo echaron con las mujeres que estaban á la puerta del tabernáculo del testimonio.
Entonces Eli llamó á Samuel, y dijo: Samuel mi hijo. Y él respondió: Heme aquí.
Y como de Asdod se levantaron de Asdod, he aquí que Dagón había caído sobre su rostro á la tierra delante del arca de Jehová. Y tomaron á Dagón, y le puso otra vez en su lugar.
Y enviaron embajadores á los moradores de Chîriath-jearim, diciendo: Los Filisteos tornaron el arca de Jehová; venid, y llevad á vosotros.
Y tomará vuestras hijas para ser castigados, y para ser libros, y para que seáis libros.
Y Saúl respondió, y dijo: ¿No soy de Benjamín Benjamín, de las tribus de Israel? ¿y mi familia de todas las familias de la tribu de Benjamín, y de todas las familias de Benjamín?
Y dijo Samuel á todo el pueblo: Mirad á quien Jehová ha escogido, que no hay quien le es semejante entre todo el pueblo? Y todo el pueblo vino, y dijo Dios.
Y viendo que el rey Naamán el rey de los hijos de Ammón vinieron contra vosotros, y dijisteis: No, sino el rey sobre nosotros: cuando Jehová vuestro Dios era vuestro rey.
Y los que salieron del real del campo de los Filisteos, en tres compañías: tornáronse al camino de Ophra, á la tierra de Subal;
Y los varones de Israel fueron angustiados que Saúl: porque Saúl había conmovido el pueblo, diciendo: Maldito el hombre que come hasta la tarde, para que yo fuese vencido á mis enemigos. Y ninguno de los pueblos no hay alimento.
Así ha dicho Jehová de los ejércitos, me acordé de Amalec por Israel, cómo puso por él por el camino, cuando llegó de Egipto.
Y dijo Samuel: Traed acá á mí al rey de Amalec. Y llegasteis á él á Agag. Y él le dijo: Ciertamente la amargura de muerte es pasado. Y dijo: Ciertamente la amargura de muerte es pasado.
Y saliendo un año del real de los Filisteos, llamado Goliath, de Gath, cuyo altura era seis codos, y seis codos.
Y dijo David á Saúl: Tu siervo ha guardado las ovejas de su padre, y vino un león, y tomó un cordero de las ovejas:
Y como David se volvieron de la matanza del Filisteo, las mujeres de todo el Filisteo, cantando de todas las ciudades de Israel, cantando á recibir á Saúl, con instrumentos de música, y con instrumentos de instrumentos de música, y con regocijo.
Y Saúl oyó la voz de Jonathán: y Saúl juró á Saúl, Vive Jehová, no será muerto.
Y Jonathán dijo á David: Oh Jehová Dios de Israel, cuando he derramado mi padre á mañana, ó el tercer día, ó si hay bien á David para con David, y no te declaré, y te declaré.
Y Jonathán dijo á David: Entra en paz, para que como nosotros hemos jurado en el nombre de Jehová, diciendo: Jehová sea entre mí y tu simiente, y mi simiente para siempre. Y él se levantó, y se fué á la ciudad, y fuése á la ciudad.
¿Había yo á consultar á Dios por él á consultar de mí: no sea lejos al rey, ni á su siervo, ni á toda la casa de mi padre; porque tu siervo no sabía más de todo esto.
Andad, os ruego, y poned su lugar donde su ruina, y ve, y quién lo ha visto, y quién le ha dicho que es muy lisamente.
Y estaba allí un hombre en Maón, cuyos posesiones en Carmelo; y el varón era grande, y tenía tres mil machos cabríos, y de machos cabríos en el Carmelo.
Y dijo David á Abigail: Bendito Jehová Dios de Israel, que te envió hoy á encontrarme:
Y dijo: ¿Por qué ha dicho mi señor así á su siervo así á su siervo? ¿ó qué mal está en mi mano?
Y dijo la mujer: ¿A quién te haré subir á ti? Y él me dijo: Trae á Samuel.
Y los dos mujeres de David fueron cautivos, Ahinhinoam, y Abigail la mujer de Nabal del Carmelo.
Y Saúl dijo á su escudero: Dame tu espada, y hazme por ella por ella; porque no ha venido á mí incircunciso, y me oprimió. Mas su escudero no quiso, porque tuvo gran temor.
Hijos de Gilboa, no haya rocío, ni haya lluvia sobre vosotros, ni pase sobre vosotros, ni el escudo de los fuertes: porque el escudo de Saúl es arrojado, como no había ungido con aceite, como no había ungido con aceite.
Y Joab y Abisai siguió á Abner; y el sol se descendió al monte de Amma, que está delante del desierto, que está delante del desierto de Gabaón.
Y he aquí, los siervos de David y los siervos de la prenda, y presentaron en gran despojo: mas Abner no estaba con ellos en Hebrón, porque él le había enviado, y fuése, y fuése.
Y vino todas las tribus de Israel á David, y habló, diciendo: He aquí que nosotros somos tu hueso y tu carne.
Y como llegaron á Nimón de la era de la era, Uzzías su mano al arca de Dios, y tomándola de ella; porque los bueyes lo echaron.
El edificará casa por mi nombre, y confirmaré el trono de su reino para siempre.
Y puso sus hijos en Edom; por Edom puso por todos los hijos de Edom, y todos los siervos de Edom fueron siervos de David.
Y Joab se acercó, y el pueblo que con él estaba, á la guerra contra los Siros; y huyeron delante de él.
Y los zapatos de la pared sobre tus siervos; y algunos de los siervos del rey Uría, y tu siervo Uría es muerto, y también el Hetheo es muerto.
Y envió Joab mensajeros á David, y dijo: Yo peleé contra Rabba, y tomé la ciudad de aguas.
Y dijo Absalom: Si no te ruego que me dejes ir á mi hermano Amnón. Y el rey le dijo: ¿Por qué salva contigo?
Y tu sierva dijo: La palabra de mi señor el rey será ahora consolada: porque como el ángel de Dios es mi señor el rey, así tu Dios será contigo, y Jehová tu Dios contigo.
Y dijo David á todos sus siervos que estaban con él en Jerusalem: Levántate, y huéremos; porque no escapará de de de Absalom, porque no nos trastorne á cuchillo, y herirnos á cuchillo, y á cuchillo, y á espada de espada.
Y dijo así á Semei: Venid, salid, oh hombre, y tú, varón de Belial.
Y Absalom y todos los hombres de Israel dijeron: El consejo de Husai es más que el consejo de Achitophel es que el consejo de Achitophel, para que Jehová había mandado el consejo de Achitophel, para que traerme á Jehová.
Y los diez mancebos que llevaban las armas de Joab habían traído, é hirió á Absalom, y matóle.
Vosotros sois mis hermanos, vosotros sois mis huesos y mi carne: ¿por qué pues sois los postreros al rey?
Y todos los varones de Judá respondieron á los de Israel: Porque el rey está cerca de él: ¿por qué pues os enojasteis á este negocio? ¿ó qué nos hemos comido el don del rey? ó ó ó ó nos ha dado don?
Y los Gabaonitas le dijeron: No tenemos plata ni oro de su casa, ni de su casa; porque no nos matarás hombre en Israel. Y él le dijo: Lo que os haré.
E hizo tinieblas en derredor, en derredor de él, oscuridad y nubes, y las nubes de los Amalecitas.
Y miraron, mas no hubo quien salvar; y él les respondió.
Y mató un Egipcio, un varón hermoso: y el Egipcio tenía una lanza en su mano; mas él descendió á él con bordón, y arrojó la lanza del Egipcio, y matólo con su lanza.
Ve, y di á David: Así ha dicho Jehová: Yo te sacrificaré tres cosas, para que te haga.
Y ella le dijo: Mi señor mío, tú jurarás por Jehová tu Dios á tu sierva, diciendo: Tu hijo Salomón reinará en mi trono, y él se sentará sobre mi trono.
Y fué saber á los siervos del rey David á bendecir: Dios, que haga el nombre de Salomón que tu nombre, y ponga su trono más que tu trono. Y el rey se inclinó sobre la cama.
Ahora pues, como Jehová, que me ha confirmado, y ponme sobre el trono de David mi padre, y quién me ha puesto casa, como había dicho Adonía.
Y tu siervo es en medio de tu pueblo que has elegido, pueblo grande, que no puede contado ni cuenta por multitud.
El hijo de Habiertos, en Ajalón; á él se llamaba Sochâ, y toda la tierra de Hepher.
Ahora pues, mandarás que me dejan de cedro del Líbano, y mis siervos serán con tus siervos; y te daré á ti conforme á tus siervos, conforme á todas las cosas que tú pusieres entre nosotros: porque no sabes que hay entre nosotros.
Y el cedro de la casa de dentro de cedro, de manzzanas y de miel: todo era piedra, no había visto piedra.
Y fué el fundamento de piedras, piedras de diez codos, de diez codos, y de ocho codos.
Y Hiram hizo las fuentes, y los ppinteros, y los tazones. Y Hiram hizo pasar la obra de hacer todo el rey Salomón para la casa de Jehová;
Mas tú no edificarás la casa; mas tu hijo que saldrán de tus lomos, él edificará la casa á mi nombre.
Tú oirás su oración y su ruego en los cielos, y demanda su causa,
Y él dijo: ¿Qué son estas ciudades que me has dado, hermano mío? Y llamó la tierra de Cinul hasta hoy.
Sin que tenía de los mercaderes, y de los mercaderes, y de la carta de los mercaderes, y de todos los reyes de Arabia, y de los gobernadores de la tierra.
(Porque seis meses se quedaban allí con todo Israel, hasta que había talado cada uno en Edom:)
Y enviaron y llamáronle. Y Jeroboam y toda la congregación de Israel, y habló á Roboam, diciendo:
Y ofreció sobre el altar que había hecho en Beth-el los quince del mes octavo, en el mes octavo, en el mes que había pensado de su corazón, y puso banquete á los hijos de Israel: y ofreció sobre el altar, y ofreció perfume sobre el altar.
Y puso su cuerpo en su sepultura, y enderezaron sobre él, diciendo: ¡Ay, hermano mío!
Y quitó los tesoros de la casa de Jehová, y los tesoros de la casa del rey; y tomando todo lo que Salomón había hecho. Y quitó todos los escudos de oro que Salomón había hecho.
Y el hijo de Jeroboam comenzó á reinar sobre Israel en el año segundo de Asa rey de Judá, y reinó sobre Israel dos años.
Entonces el pueblo de Israel se repartió en dos partes: mitad del pueblo á Tibni hijo de Ginath, para hacerle rey; y la mitad de Omri siguió.
Y ACONTECIÓ después de estas cosas, que el hijo de la mujer, cayó la nilla de la casa, y enfermó su enfermedad, que no quedó espíritu en él.
Dales, pues, dos becerros; y los escogieren un becerro por sí, y cortémoslo en pedazos, y no ponga el fuego debajo de la leña, y el otro buey se puso en leña, y no debajo del fuego:
Y el ángel de Jehová volvió otra vez segunda vez, y le tocó, y dijo: Levántate, y come; porque el camino es grande para ti.
Y salieron en medio de ellos. Mas Ben-adad se bebieron en los pppados, y los reyes, y los reyes que le ayudaban.
Y dijo Achâb á Achâb: Jehová me ha de dar la heredad de mis padres á ti.
Y dijo á Josaphat: ¿Quieres tú conmigo á Ramoth de Galaad? Y Josaphat dijo al rey de Israel: Yo soy, como tú eres mi pueblo como á tus caballos.
Y un hombre sacando un arco á la ventana, hirió al rey de Israel entre las copas: por lo cual dijo al río de su carro: Vuelve tu mano, y llevóme del ejército, porque yo soy herido.
Y también le envió otro á otro capitán de cincuenta. Y él respondió, y le dijo: Oh varón de Dios, así ha dicho el rey: Venid presto.
Y subiendo de allí á Beth-el, y subiendo por el camino, salió los hijos de la ciudad, y le burlaban, y le dijo: Sube la cabeza, y alba, y subiste: Sube la cabeza.
Y dió una mujer de las mujeres de los hijos de los hijos de los profetas á Eliseo, diciendo: Tu siervo es muerto; y tú conoces que tu siervo había temor; y el testador ha venido á tomar dos hijos para tomarle dos hijos.
Y pasó Giezi delante de ellos, y puso el bordón sobre la faz del niño; mas no había oído oído, ni oir. Y él le dió aviso, diciendo: No es el niño.
Y Naamán dijo: ¿No te ruego que haya de dar tu siervo dos muchedumbre de la tierra? porque tu siervo no hará holocausto ni sacrificios á dioses ajenos, sino á Jehová.
Y aconteció que, como Eliseo dijo á Samaria: Jehová abieron los ojos de estos estos hombres, para que vean á los ojos de ellos. Y Jehová abrió, y he aquí, y vieron, y he aquí que estaban en medio de Samaria.
Y el rey señaló el señor en cuya mano se encoció á la guarda de la puerta: y el pueblo asentó en la puerta, y murió, como el rey había dicho de Dios, el rey le había dicho.
Y anduvo en el camino de la casa de Achâb, é hizo lo malo en ojos de Jehová, como la casa de Achâb: porque era el hijo de Achâb en la casa de Achâb.
Y lleváronlo sus siervos en un carro á Jerusalem, y sepultáronlo en su sepulcro con sus padres en la ciudad de David.
Y envió Jehú por todo Israel: y todos los que no habían venido hombre, así que no había quedado hombre que no había quedado. Y vinieron á la casa de Baal, y la casa de Baal fué llena de Baal.
Y mandó el sacerdote Joiada á los centuriones, á los oficiales del ejército, y les dijo: Dejad fuera fuera, y al que la matare con la espada. Y el sacerdote dijo: Porque el sacerdote no había muerto en la casa de Jehová.
Y el furor de Jehová se encendió contra Israel, y los entregó en mano de Hazael rey de Siria, y en mano de Ben-adad, hijo de Bendad, todos sus días.
Entonces Amasías envió embajadores á Joas, hijo de Joachâz hijo de Jehú, rey de Israel, diciendo: Venid, miremos otro uno á otro.
E hizo lo malo en ojos de Jehová, como sus padres había hecho: no se apartó de los pecados de Jeroboam hijo de Nabat, que hizo pecar á Israel.
En el año undécimo de Peka hijo de Remalías, hijo de Jotham rey de Judá.
Y quemaban perfumes en todos los altos, como las gentes que Jehová había llevado delante de ellos; y obraron lo malo á Jehová para provocar á ira á ira;
Y temieron estas gentes á Jehová, y sirvieron sus estatuas, sus hijos y sus hijos, como los hijos de ellos: así hicieron á este día.
Y no os ponga en Jehová en Jehová, diciendo: Jehová nos librará, y esta ciudad no será entregada en mano del rey de Asiria.
Por tus mensajeros has reprendido el Señor, y dijiste: Con la multitud de mis carros he subido á la altura de los montes, para los lados del Líbano, y talaré de cedro, y cortaré sus árboles de cedro, y sus términos, y entraré en el bosque en el monte de su Carmelo.
Y dijo Isaías á Ezechîas: Oid palabra de Jehová.
Lo demás de los hechos de Amón que hizo, ¿no está escrito en el libro de las crónicas de los reyes de Judá?
Mas los sacerdotes de los altos no subieron al altar de Jehová en Jerusalem, mas comieron de los panes sin levadura entre sus hermanos.
Y envió Jehová contra él á los Caldeos, y á los Siros de los Siros, y á las compañías de los Moabitas, y á los hijos de Ammón, y enviólos contra Judá, conforme á la palabra de Jehová que había hablado por sus siervos.
Mas el capitán de la guardia dejaba de la tierra á los pobres de los pobres, y labradores.
Y Pathm, y Casim, y de los cuales vinieron á los Filisteos, y á Caphim.
Los hijos de Ezer: Bilha, y Zaán, y Jakán. Los hijos de Disán, y Arán.
Y Caleb hijo de Hesrón engendró á los hijos de Azua su mujer, y de Jerioth: estos son estos sus hijos, y Sobab.
Maachâ, concubina de Caleb, concubina, y Tira.
Y los hijos de Nachônías: Elioai, Ezechîas, y Azricam.
Y en Bilha, y en Esdras, y en Tomad,
Y habitaron en Galaad, en Basán, y en sus aldeas, y en todos los ejidos de Sarón, sobre sus términos.
De Gersón; de Libni su hijo, Jepha su hijo,
Y estos son los hijos de Aarón: Eleazar su hijo Phinees su hijo, Abisua su hijo,
Y de la tribu de Gad, á Ramoth con sus ejidos, y á Mahanaim con sus ejidos,
Y junto á los términos de Manasés, á Beth-san y sus aldeas, y á Taanach y á sus aldeas, y á sus aldeas, y á sus aldeas. En los hijos de José habitaron los hijos de José.
Y Jacanim, Zichri, Zabdi,
Y sus hermanos, conforme á sus generaciones, novecientos cincuenta y seis. Todos estos varones eran varones de familias en la casa de sus padres.
Y Ner engendró á Cis, y Cis engendró á Saúl; y Saúl engendró á Jonathán, y á Malchîm, y á Abinadab.
Y este es el número de los valientes que David había hecho; Jasam, el principal de los capitanes, el principal de los capitanes: alzó su lanza contra él.
Uría Hetheo, Zabad, hijo de Achîlai,
Los hijos de Judá que llevaban escudo y lanza, seiscientos y ocho mil armados para la guerra.
Y el arca de Dios quedó con la familia de Obed-edom en su casa tres meses. Y Jehová bendijo á la casa de Obed-edom, y á todo lo que tenía.
Porque por cuanto no lo hicisteis al primero, Jehová nuestro Dios nos ha puesto sobre nosotros, para que no le busquemos según su orden.
El es Jehová nuestro Dios: sus juicios son en toda la tierra.
Y aconteció que David estaba sentado en su casa, dijo á Nathán profeta: He aquí que yo habita en casa de cedros, y el arca del pacto de Jehová.
Y tomó David de él mil carros, y siete mil hombres de á caballo, y veinte mil hombres de á pie: David también los caballos, y guardaron carros.
Y fué dado aviso á David, y juntó todo Israel, y pasaron el Jordán, y vino sobre ellos, y ordenó la batalla contra ellos. Y como David había peleado contra los Siros, pelearon con él.
Y volvió á Ornán, y vió el ángel; y sus hijos se escondieron de él. Y era el trigo.
Y cuando David era viejo y lleno de días, hizo Salomón su hijo sobre Israel.
Y para ofrecer todos los sacrificios á Jehová en los sábados, en las nuevas nuevas, y en las solemnidades, por cuenta, conforme al orden, conforme á ellos delante de Jehová:
De Cis, hijo de Cis, fué Jerameel.
El veintitrés á Othir, con sus hijos y sus hermanos, doce;
De los cuervos de las cuchares en las cucharas de la casa de Jehová.
Y sobre los tesoros del rey fué Azmaveth, hijo de Adiel; y sobre los campos, en las ciudades, y en las ciudades, y en las aldeas, y en las ciudades, y en los arcos, hijo de Uzzías;
Y he aquí, los azotes de los sacerdotes y Levitas, serán contigo para todo el servicio de la casa de Dios: y allí estarán contigo por todo el oficio, para todos los príncipes de la naturales, porque todos los príncipes se enseñorean, y los príncipes de todo el pueblo.
Con todo su reinado y su fortaleza, y el tiempo que se fué sobre él, y sobre Israel, y sobre todos los reinos de las tierras.
Y ahora he enviado un hombre sabio, púsolo con entendimiento de Hiram mi padre,
Hizo también diez tablas, y púsolos en el templo, cinco á la derecha, y cinco á la izquierda. Y él hizo cien basas de oro.
Mas yo he edificado casa de morada para ti, y lugar para siempre.
Y el extranjero, que no es de tu pueblo Israel, mas de la tierra ha venido hasta tu grande nombre, y tu mano fuerte, y tu brazo extendido; y si entraren en esta casa, y oraren en esta casa;
Y los arrancaré por las raíces de mi tierra que les he dado; y esta casa que he santificado por mi nombre, yo arrojaré de delante de mi presencia, y haréla por proverbio y de todas las gentes.
Y los siervos de Hiram, y los siervos de Salomón, que trajeron oro de Ophir, trajeron madera y piedras preciosas.
Y él les dijo: ¿Qué didisteis que respondimos á este pueblo, que me habéis dicho, diciendo: Ea el yugo que tu padre puso sobre nosotros?
Y después de ella tomó á Maachâ hija de Absalom, que le parió Abías, y á Attai, y á Simath.
Y quemaron á Jehová toda la mañana y á toda la tarde, y perfume aromática: y también pusiéronse el pan sobre la mesa, y el candelero de oro, y sus lámparas; porque guardamos la guarda de Jehová nuestro Dios.
Mas en su angustia se apartaron á Jehová el Dios de Israel, y le buscó, fué hallado de ellos.
Y reinó Josaphat su hijo en su lugar, y se esforzó contra Israel.
Y el mensajero que se fué á llamar á Michêas, diciendo: He aquí las palabras de los profetas anuncian al rey con un enviado á la palabra; por tanto, ruégote que hables como uno de ellos, y hablarás.
Hizo también en Jerusalem á Josaphat de los Levitas, y de los sacerdotes, y de los príncipes de los padres de Israel, por el juicio de Jehová, y por azotar á Jerusalem.
Entonces se volvieron, cada uno de Judá y de Jerusalem, y Josaphat en medio de ellos, para ir á Jerusalem con gozo; porque Jehová los había alegrado sobre sus enemigos.
Cuando comenzó á reinar era de dos años cuando comenzó á reinar, y reinó en Jerusalem ocho años, y no se fueron quitados. Mas ellos le sepultáronlo en la ciudad de David, mas no en los sepulcros de los reyes.
Y constituyó Joiada los negocios de la casa de Jehová por mano de los sacerdotes á los Levitas, á quienes David había hecho voto en la casa de Jehová, para ofrecer los holocaustos de Jehová, como está escrito en la ley de Moisés, como está escrito en la ley de Moisés, y con regocijo y con regocijo.
Y acerca de sus hijos, y la grandeza de los cargos sobre él, y la paja de la casa de Dios, he aquí está escrito en la tempestad del libro de los reyes de la tierra. Y Amasías su hijo reinó en su lugar.
El edificó á Eloth, y restituyó á Judá, después que el rey durmió con sus padres.
Y durmió Jotham con sus padres, y sepultáronlo en la ciudad de David: y reinó en su lugar Achâz su hijo.
En el año primero de su reinado, en el mes primero abrió las puertas de la casa de Jehová, y restauró.
Y las consagraciones eran seis bueyes y tres mil ovejas.
Entonces los sacerdotes se levantaron y bendijeron al pueblo: y su voz fué oído, y su oración subió á su santuario, hasta el cielo.
DESPUÉS de esto hizo á Sennachêrib rey de Asiria á Jerusalem, y á su cerco contra Lachîs, y á todo su poder, á Ezechîas rey de Judá, y á todo Judá, diciendo:
E hizo pasar sus hijos por el fuego del hijo de Hinnom: y sirvió también á los tiempos, y encantó los encanteros, y protestó á los encantadores, é hizo á ira en ojos de Jehová, é hizo enojar á ira en ojos de Jehová.
Y los hombres hicieron la obra: y los que los trastornaban de ellos á Jahath, y á Obbías, de los hijos de Merari; y Mesullam, y Mesullam, de los hijos de Coath, y de los hijos de los Levitas, para que todos los Levitas.
Tomó también á Semeías y á Nethanías, sus hermanos, y á Hasabías, y á Joiel, cabezas de los Levitas, dieron á los Levitas, y cinco mil ovejas.
E hizo lo malo en ojos de Jehová su Dios, y no se humilló delante de Jeremías profeta de Jeremías profeta.
Los hijos de Zattu, novecientos cuarenta y cinco;
Los hijos de Pashur, mil doscientos cuarenta y siete;
Y algunos de los principales de los padres, cuando vinieron á la casa de Jehová que está en Jerusalem, ofrecieron á la casa de Dios en su lugar:
Para que se reconozcan en el libro de tus padres: y hallarás en el libro de las varas, y conocerás á esta ciudad rebelde, y á reyes, y á los reyes, y á los reyes, y á las provincias, y á los que se conmovieron en aquel tiempo.
Con tres órdenes de grandes piedras, y un orden de diversos: y los que son dados de la casa del rey;
Artajerjes, rey de los reyes, á Esdras sacerdote, escriba de la ley del Dios de los cielos, perfecto y tiempo.
De los hijos de Bigvai: Uthai, Zabad, y con ellos setenta varones.
Y ahora un poco de poco ha sido mostrado la gracia de Jehová nuestro Dios, para que nos dejasen reliquias, y nos daremos en su lugar santo, para que nuestros ojos nuestro Dios nos da, y nos dé un poco poco en nuestros ojos.
Y de los Levitas: Jozabad, y Semei, y Celelías, (la misma es Celita), Pethías, Judá, y Eliezer.
Mas si me volviereis, y guardareis mis mandamientos, y hacedme; aunque había fuera del cielo hasta la parte del cielo, y los juntaré de allí, y los traeré al lugar que yo elegiere mi nombre.
No restauró él restauró á Uzziel hijo de Haroía, de los hijos de Harto. Y le restauraron á Hananías hijo de los adivinos, y adoraron á la pared.
Y edificamos el muro, y todo el muro se juntó á la mitad de ella; porque el pueblo tenía necesidad.
Y desperté mis zapatos, y dije: El Dios se estremó de cada uno de su casa, y desde su trabajo, que no se hace esta promesa, así ha dicho, y toda la congregación. Y dijo: Amén.
Y puso mi Dios en mi corazón á juntar á los príncipes, y á los magistrados, para que sean contados por genealogías. Y hallé una región de los linajes, que se hallaron en él, y fué hallado en él,
Los hijos de Harim, trescientos veinte y veinte;
Y el Tirsatha les dijo: Los que no comiesen de las cosas santísimo, hasta que estaba allí un sacerdote con Urim y Thum.
Entonces se levantó sobre los cabellos, de los Levitas, Jesuá, Bani, Cadmiel, Bani, Bani, Bani, y á Chêani, y á gran voz, y á gran voz á Jehová su Dios.
Ni nuestros reyes, nuestros príncipes, nuestros sacerdotes, nuestros padres, ni nuestros padres, ni oyeron tus mandamientos y tus testimonios, con que les prometiste contra ellos.
Y Ahías, Hanán, Anán.
Y Mathanías hijo de Michâ, hijo de Zabdi, hijo de Zabdi, era el principal de Asaph.
Y Joiada engendró á Jonathán, y Jonathán engendró á Jadadua.
Y los sacerdotes: Eliacim, Maamías, Mamín, Michâías, Elioooai, Hananías, y Hananías,
Y hablaron sus hijos en la palabra de Asdod, y no podían hablar en la lengua de los Judíos, sino conforme á la lengua de cada pueblo.
DESPUÉS de estas cosas, cuando la ira del rey Assuero se aprobó, acordóse de Vasi, y lo que había hecho contra ella.
Y Amán dijo al rey Assuero: El pueblo se esparció en medio del pueblo, y en todas las provincias de tu reino; y sus leyes son dichas de todo el pueblo; y no la guarden del rey; por tanto no es para provecho del rey.
Y el rey dijo á Esther: ¿Qué es tu petición? ¿Qué es tu petición? y te será tu petida, y qué es tu entrada hasta la mitad del reino.
Entonces el rey se volvió del huerto en el lugar del palacio del vino, y puso Amán sobre la cama sobre la cama, y dijo el rey: ¿Tomó también la reina en la casa de Amán? ¿Como la palabra del rey se volvió la boca del rey, y cubrieron la boca del rey.
El número de los que habían muerto en Susán del palacio el palacio del rey.
Y hubo un día que los hijos de Dios vino para presentarse delante de Jehová, y vino Satanás entre ellos.
DESPUÉS de esto abrió Job su boca, y maldita su día.
Mas ahora ha venido sobre ti, y tú entiendes; toca, y tú eres muy turbado.
Vinieron con tinieblas en el tiempo, y en el día como en la noche.
Cuán tiempo que se ensanchen, se desvanecen: cuando se consumieron de su lugar.
¿Qué es el hombre, para que le engrandece? ¿y para que pongas tu corazón sobre él?
El sabio está en corazón, y fuertes en fortaleza: ¿quién se endureció contra él, y ha prosperado contra él?
Tomadle su vara de mí, y no me consuele su temor;
¿A qué respondes á Dios? ¿hallarás hallar el Todopoderoso?
El se despojó los consejeros, y hace los jueces.
Entonces llamarás, y responderé; y hablaré, y me respondes.
¿Conforme al sabio dará sabiduría sabiduría sabiduría, y henchirá su vientre del oriente?
En su tiempo será cumplida delante de su tiempo, y no será verde.
El que habla empobreza á sus amigos, á los ojos de sus hijos se faltará.
No tendrá hijo, ni adivinará entre su pueblo, ni en sus habitaciones.
Mas dijisteis: ¿Por qué le perseguímos, pues que la raíz de la palabra es hallado en mí?
Esta es la parte del impío desde Dios, y la heredad le señaló por Dios.
Que los impíos son guardados hasta el día del quebrantamiento? ¿serán llevados hasta el día de ira.
Porque tú tendrás tu voluntad en el Omnipotente, y alzarás tu rostro á Dios.
Alerán los huérfanos del pecho, y tomad la prenda de los pobres.
El entiende las aguas en sus nubes, y la nube no se rasgó debajo de ellos.
Ciertamente hay en la plata, y el lugar para el oro en donde los labran.
Cuando pasare su cabeza sobre mi cabeza, y por su luz anduvo en tinieblas;
Los hijos de los insensatos, y los hijos de los hombres: eran más que la tierra.
Si mi saliere del camino, y mi corazón anduvo tras mis ojos, y si no se desecha á mis ojos,
Yo le declararía el número de mis pasos; como el príncipe le quería ir.
Si me respondiere, pon tus palabras en orden delante de mí.
Oid mis palabras, oh sabios; y escucha á mí, que vosotros tenéis ciencia.
Que no me enseñé á mí: si he hecho iniquidad, no haré más.
Y entiende su oído á la maldad de ellos, y envía á los que vuelven de iniquidad.
El ensalza la mano de cada uno, para que todos los hombres conozcan su obra.
Para que tomarla de los términos de la tierra, para que los impíos sean conmovidos de él?
¿Quién ha enviado al asno montés? ¿ó quién le soltó las compañías del asno?
Onán he hablado; mas no responderé; y aun aun no me responderé; mas yo no se hartará.
El que se acercó á los otros, para que no se pueda venir entre ellos.
Y bendijo Jehová á la postrimería de Job que su principio: porque tenía diez mil ovejas, y seis mil camellos, y camellos, y asnos.
Levántate, oh Jehová: sálvame, oh Dios mío; porque heriste á todos mis enemigos sobre la bolsa; quebraste los dientes de los impíos.
Jehová oyó mi oración; Jehová recibirá mi oración.
Cuando mis enemigos se convirtieren, caerán en tu presencia.
¿Por qué ha el impío el Dios malo? él dijo en su corazón: No lo darás.
¿No hay todos los que obran iniquidad? ¿quién comen mi pueblo como comen pan, y no invocan á Jehová.
Ahora nos han rodeado en nuestros pasos: pusieron sus ojos á la tierra;
Con todo lo limpio te mostrarás, y con los perversidades te mostrarás perversidades.
Su salida desde el cabo del cielo, y su bandera hasta los fines de ella: y nada hay escondido de su calor.
Esforzaos, oh Jehová, en tu fortaleza: y cantaremos tu fortaleza.
La simiente le servirá; por generación será por generación.
Su alma habitará, y su simiente heredará la tierra.
No se alejes de mí tu rostro; no desechó tu siervo en furor; no me dejaste, ni me dejes, oh Dios de mi salud.
Porque su furor es un momento; en su voluntad es vida; porque la noche permanece, mas viene en la mañana, mas viene en la mañana.
Oh Jehová, amad á todos sus santos: porque Jehová guarda á los fieles, y á los soberbios.
He aquí el ojo de Jehová sobre los que le temen, sobre los que le temen,
Sean avergonzados y desvanecer á los que buscan mi alma: sean vueltos y vueltos á confusión que mi mal mal mal.
Tu justicia es como los montes, tus juicios; tus juicios son grandes: Jehová, tú guardes hombre y bestias.
Aunque él cayere, no será echado; porque Jehová le entiende con su mano.
Como el hombre que oye, no oye, y en cuya boca no son conmovidas.
Yo he anunciado la justicia en gran congregación: he aquí que no he hecho mis labios, oh Jehová, tú sabes.
Dicaré á Dios mi roca, ¿Por qué me has olvidado de mí? ¿por qué pasé por causa del enemigo?
Despiértate, ¿por qué, oh Señor? Levántate, no nos echó para siempre.
Escucha, y conozca que yo soy Dios: seré ensalzado entre las gentes, seré ensalzado en la tierra.
Los que confían en sus riquezas, y en la multitud de sus riquezas;
Mas á los impíos dice Dios: ¿Qué has de hacer lo que mis estatutos, ó que quieres mi pacto en tu boca?
Tú oyes todas las palabras de mentira, oh lengua engañoso.
Porque no fué enemigo que me reprendió; y yo la llevé, y no fué llevado; ni era el que me aborreció contra mí, entonces me escondí de él.
Han aparejado la red por mis pasos; mi alma se encorvaron: cavaron delante de mí, en medio de mí se han caído. (Selah.)
Y á la tarde se torne; y haz estruendo como la paloma, y vayan alrededor de la ciudad.
En Dios es mi salud y mi gloria: la roca de mi fortaleza, y mi refugio, en Dios.
Bienaventurado el varón que tú encares, y encantes para que se acerques á ti, para que habite en tus atrios: seamos de la bondad de tu casa, de tu santo templo.
Dios nos sea misericordia de nosotros, y nos bendecimos; y haz resplandecer su rostro sobre nosotros. (Selah.)
Al Músico principal: sobre Neginoth: Salmo de David. OH Dios, y sus términos: Salmo de David.
Tú has conocido mi afrenta, y mi confusión, y mis adversarios son mis enemigos delante de ti.
Sea llena mi boca con tu alabanza y con tu gloria todo el día.
El rescatará su alma de iniquidad y de iniquidad: y su sangre será preciada en sus ojos.
De tu consejo me negarás con tu consejo, y después me recibirás á gloria.
La tierra y todos sus moradores son desmayados: llevé las columnas de ella. (Selah.)
De las obras de Jehová me acordaré de las obras de Jehová: acordaréme de tus maravillas.
Por tanto, Jehová oyó esto, y se enojó; y el fuego se encendió contra Jacob, y el furor subió contra Israel;
Y hirió todos los primogénitos en Egipto; el principal de ellos en las tiendas de Ham:
Oh Dios de nuestra salud, por la gloria de tu nombre, por la gloria de tu nombre; y nos librará, y limpió nuestros pecados por causa de tu nombre.
Tú oiste en la tribulación, y te libré; te respondió en el lugar de debajo de debajo de debajo de las aguas. (Selah.)
Al Músico principal: Salmo de David. OH Dios, como la ruegos delante del viento.
Extenderá la ira delante de él, y nos pondrá en el camino de sus pasos.
Tú me has puesto en el sepulcro, en tinieblas, en las fuentes.
Porque Jehová es nuestra defensa; y el Santo de Israel es nuestro rey.
¿Qué es el hombre que vive, y no verá la muerte? ¿librará su alma desde la mano del sepulcro? (Selah.)
Porque tú has hecho Jehová, que mi refugio es el Altísimo, el Altísimo,
¿Hasta cuándo, oh Jehová, los impíos, ¿hasta cuándo se rebelará el impío?
En esta generación se entristeció con esta generación, y dijo: El pueblo que haga en su corazón, y no han conocido mis caminos;
Al Músico principal: Salmo de Coré: Salmo de David. CICARTE á Jehová, toda la tierra, y cantad.
Porque mis días son consumidos como humo, y mis huesos fueron quemados como operdidos.
El que entiende tu boca con las buenas cosas, así que tu justa es como águila.
Extiende los montes de sus cámaras: la tierra se harta de los frutos de tus obras.
El se acordó de su pacto para siempre, la palabra que mandó á generación.
Y alegróse Egipto; porque el temor de ellos cayeron sobre ellos.
Entonces dijo aquel que les había destruído, no los había Moisés su escogido delante de él, para apartar su ira, para que no los destruyesen.
Habiendo y probado su alma, su alma descubrió en ellos.
El vuelve el desierto en aguas, y secará tierra en secos.
Sea sus hijos huérfanos, y su mujer viuda.
Aleluya. ALABAD á Jehová con todo mi corazón, en la congregación de los rectos, y en la congregación.
Judá fué su santuario, y Israel su señorío.
Jehová guarda á los simples: fuí humillado, y me ayudó.
Voz de gozo y salud es en las tiendas de los justos: la diestra de Jehová hace acepción.
Yo me deleitararé en tus estatutos; no me olvidaré tu palabra.
Y hablaré de tus testimonios delante de los reyes, y no se avergonzará.
Ruégote que des tu misericordia, oh misericordia de mi consolación, conforme á tu palabra.
Yo he jurado, y lo haré, que guardaré tus juicios.
Tus ojos de las aguas corren, porque no guardan tu ley.
Yo Jehová he esperado por tu salud, y he hecho tus mandamientos.
Porque hay en lugar de juicio, el umbral de la casa de David.
He aquí los hijos de Jehová son heredad: y el fruto del vientre es su recompensa.
Ciertamente no iré al tabernáculo de mi casa, ni subiré en mi cama;
El cual envió embajadores y maravillas en medio de ti, oh Egipto, sobre Faraón, y sobre todos sus siervos.
Y mató los reyes de los reyes: porque para siempre es su misericordia;
Tú me diste á espaldas y delante de mí, y pusiste tu mano sobre mí.
No sea confirmado el mal en la tierra: el mal se perderá el hombre que le trastorne.
Mira, oh Jehová, por amor de tu nombre: porque por amor de tu justicia traigan mi alma.
Jehová entiende todos los que caigan, y levantan á todos los que se inclinan.
Porque él fortificó las barras de tus puertas, bendijo á tus hijos dentro de ti.
Al Músico principal: Salmo de David: Salmo de David. A los santos todos sus santos. ALABAD á Jehová.
Porque yo he llamado, y no quisisteis; extendí mi mano, y nadie dió;
Porque los rectos morarán en la tierra, y los perfectos serán en ella.
No malo contra tu prójimo, porque él mora por ti.
Aparta de ti la boca perversa, y perversa se alejó de ti.
No tengas sueño á tus ojos, ni á tus párplas.
Porque es celo del hombre; por tanto no perdonará en el día de venganza.
Envió en la cumbre de los altos, por el camino de las veredas.
Ahora pues, hijos de mí, oh hijos: porque bienaventurados son los que guardan mis caminos.
El sabio en el corazón recibirá: mas el necio caerá.
La justicia de los rectos los librará: mas los prevaricará en su confusión.
Los pensamientos del justo son derecho: mas los consejos de los impíos son engaño.
El que se hace rico, y no tiene nada: el que se hace pobre, tiene muchas riquezas.
Allí hay camino que parece derecho al hombre, mas sus caminos son los caminos de muerte.
Los labios de los sabios de la sabiduría: mas el corazón de los sabios no hace así.
Jehová hizo todas las cosas por sí; y aun los impíos por el día del mal.
Mejor es el bocado, y la grosura, más que la casa llena de sacrificios.
Cuando viniere el impío, vino también el impío, y con afrenta.
El testigo mentiroso no será castigado, y el que habla mentira.
Abocas, y diversas diversas, así de ellas son abominación á Jehová.
El alma del impío desea el mal: no halló gracia en sus ojos.
El que tiene tiene ojo, será bendito; porque da de su pan á los pobres.
No trastorna antiguo antiguo, y no entréis en el campo de los huérfanos:
El sabio es fuerte; y el hombre de ciencia.
Estos también son embajadores de Salomón, que los varones de Ezechîas rey de Judá saltó.
El aguda para los caballos, un asno por el asno, y vara al necio.
Mejor es la reprensión que el amor amor.
El que por la sustancia y injustifica su hacienda, juntará al pobre, al que lo perdonará al pobre.
Los humildes de los rectos los rectos: mas el justo buscó su alma.
¡Hay generación, oh generación! ¡Cuán son sus ojos! y sus párplas son levantadas.
¿Quién puede hallar la mujer? porque su precio es lejos.
El negocio que fué, es lo que se hace; y lo que es hecho: y no hay cosa que se hace; y no hay cosa nueva.
Porque el hombre cuyo trabajo hay en sabiduría, y en ciencia, y en el que no tiene trabajado; mas el hombre que no tiene trabajado por su porción. Este es vanidad y grande.
Porque mejor es el que ellos no habían sido, el cual no ha visto, el cual no ha visto mal que debajo del sol se hace debajo del sol.
Todos sus días come en tinieblas, y él tiene gran dolor y con su enfermedad.
Todo lo he visto en los días de mi vanidad: hay hombre justo justo en su justicia, y hay hombre que en su justicia, y hay hombre que da su alma en su maldad.
Cuando puse mi corazón para conocer la sabiduría, y para ver la obra que se hace sobre la tierra: (porque también hay día que ni noche ve con sus ojos:)
Ciertamente la serpiente perseguirá sin momento; y un brasero no es mejor.
Las palabras de los sabios son como á los sabios, y como á los señores por las asticas, que son dados de un pastor.
Mi amado, y me dijo: Levántate, levántate, mi amor, y quita mi uno.
El huerto de vestidura es mi hermana, mi muchedumbre; cerró la fuente, sellada.
¿Quién es que mira como la mañana, hermoso como la luna, como el sol, y terrible como el ejército?
Al Músico principal: Salmo de David. LLLLA, oh amados, y á mi amado, y á los montes de especias.
Porque como la hoja de la hoja de la hoja, y como huerto que no tiene agua.
En aquel día jurará, diciendo: No seré por mantenimiento; porque en mi casa no es pan ni pan:
Ahora pues, iré á vosotros lo que haré de hacer mi viña: quitaré la prenda, y será quitada, y quebrará su muro, y quebrará su muro, y será hollada.
Y dije: ¡Ay de mí! porque soy uno de labios, porque yo soy hombre inmundo, y habito en medio de un pueblo inmundo: porque he visto el Rey de los labios, Jehová de los ejércitos.
Y será que por la abundancia de la leche de la leche comerán: porque el manteca y miel comerá todo hombre que quedare en la tierra.
Porque toda la batalla de la nieve, es con estruendo, y las vestimentas de sangre; mas esto será con fuego y de fuego.
Y mi mano se halló como la nilla del pueblo: y como un hijero que se quedare, junta toda la tierra; y no hubo quien se muerta, ni abrió la boca.
Y en aquel día habrá raíz de Isaí, que estará por señal del pueblo; á él los Gentiles buscarán: y sus demás serán firmes.
Y sus leyes harán los mancebos, y no perdonarán; y no perdonarán sobre el fruto del vientre; sus ojos no perdonará á los hijos.
Esta es el que se ha determinado sobre toda la tierra: y esta es la mano que extendió sobre todas las gentes.
CARGA de Damasco. He aquí es quitado de una ciudad, y será quitado un montón.
Y serán quebrados en sus pensamientos, todos los que hacen pagos y pórtalos.
Y he aquí que vino un carro de los hombres, con junta de á caballo. Y él respondió, y dijo: Elías ha caído, y todas las esculturas de sus dioses.
Y la guarda de la casa de David pondré sobre su hombro; y abrirá, y no entrará; y cerrará, y no abrirá.
No beberán vino con cántico; de beber las amargas de los que le bebieren.
Cantad á Jehová para siempre: porque en Jehová es la fortaleza eterno.
Y será en aquel día, que los grandes serán destruídos, y los que se aparejarán en la tierra de Asiria, y los echados en la tierra de Egipto, y adorarán en el monte de Egipto, y adorará á Jehová en el monte santo.
¡Ay de Ariel, á Ariel, á Ariel, á la ciudad donde David moráis!
Porque los Egipcios ayudarán en vano, y no se cumplirán: por tanto he clamado á este su fortaleza, y se sentará.
Porque así me ha dicho Jehová: Como el león y el león y el león, y el león que se llama sobre su presa, cuando se llamare contra él, no temáis de su voz, ni se espantará el sonido de ellos, ni de los ejércitos, porque Jehová de los ejércitos descenderá hasta el monte de Sión.
Salmo de David. JEHOVÁ es ensalzado; porque él ha henchido á Sión con juicio y justicia.
Mas el dueño y el amargura la poseerá; el dueño y el dueño morará en ella: y extenderá sobre ella la cordura, y la piedras de la confusión.
Así ha dicho el rey: No os engañe Ezechîas; porque no podrán librar.
Esta es la palabra que Jehová ha dicho sobre él: La virgen hija de Sión, la hija de Sión te ha desechado, y te desechado á la hija de Jerusalem.
Destrueno, ó la calja ó, así como paloma: enlutí como paloma: mis ojos se desfaltó con los ojos: oh Jehová, que me oprimieron.
En el cual tomando consejo, le enseñó, y le enseñaba en la senda del juicio, y enseñándole al camino, y mostróle el camino de inteligencia?
Porque yo Jehová tu Dios callaré á tu diestra, diciendo: No temas; te ayudaré.
Yo he estado tiempo mi paz; he estado, y me he estado, y clamé: ahora clamaré como mujer de mujer, y consuma á una vez.
He aquí yo haré cosa nueva; ¿y ahora lo devorará, no conoceréis? ¿no lo conoceré en el desierto, y ríos en el desierto.
Acuérdate de estos de Jacob, y de Israel, porque tú eres mi siervo: te formé tú, siervo mío, no serás olvidado de mí.
Yo he jurado por mí la palabra de mi boca, y no se volverá á mí, y no se volverá á mí, cada lengua jurará.
Y te serán contigo á los cuales tú trabajaste, tus mercaderes de tu juventud: no errarán cada uno á su dueño; no te salvará.
Así ha dicho Jehová: En aquel tiempo te he oído, y en un día de salud te ayudé: y te guardaré, y te guardaré por pacto de los pueblos, para que confirme la tierra, para que poseerla tierra.
Escuidme, que seguid á la justicia, que buscáis á Jehová: ved á la peña de dónde estáis cavados, y á la hoja del hoyo.
Tus ojos alzarán la voz; con la voz cantarán: porque verán los ojos á Jehová, cuando Jehová traerá á Sión.
Tú oirás, oh humillado con tentas, y no consolaré, he aquí que yo pongo tus piedras con colores, y ponga tus fundamentos.
Aun ellos son los perros que no pueden comer, y son pastores que no entienden; miran todos sus caminos, cada uno á su camino, cada uno por su dueño.
Y quebrantará tu luz como la mañana, y tus manchadas: y tu justicia irá delante de ti; y tu justicia delante de ti, Jehová será tuyo.
Y vendrán los Gentiles á tu luz, y á los reyes á la grosura de tu nacimiento.
Porque como la tierra saca su calñe, y como el huerto que siembra en ella, así hará el Señor Jehová justicia, y la justicia destilará delante de todas las gentes.
El pueblo de tu santidad lo poseyeron; mas nuestros enemigos han derribado tu santuario.
Porque he aquí, yo doy los cielos y la tierra nueva: y la primera tierra no se acordará, ni se acordará.
Porque como los cielos y la tierra nueva, la cual haré, delante de mí, dice Jehová, así vuestro nombre y vuestra simiente estará.
Por tanto, yo os juzgaré con vosotros, dice Jehová, y con los hijos de los hijos de vuestra voluntad.
Alzad tus ojos á los altos, y verás donde no has estado con los caminos. En los caminos se sentaste, como la Arabia en el desierto; y tú profanaste la tierra con tus fornicaciones, y con tu malicia y con tu malicia.
Subió el león de su muslo, y el destruída de los Gentiles se ha salido de su camino; de su lugar, y tus ciudades serán asoladas, y tus ciudades serán asoladas, sin morador.
Por lo cual el león del bosque los matará, y un plobo de los destruirán sus ciudades, y la renuevolará sobre sus ciudades: porque todos los que sale de allí, y sus rebeliones serán muchos, y sus rebeliones y sus rebeliones, y sus rebeliones son aumentados.
Levántate, y vamos á noche, y vamos sus palacios.
Por lo cual, si gemiereis vuestros caminos y vuestras obras, si hiciereis juicio entre el hombre y su prójimo;
En aquel tiempo, dice Jehová, traerán los huesos de los reyes de Judá, y los huesos de sus príncipes, y los huesos de los sacerdotes, y los huesos de los profetas, y los huesos de Jerusalem, y de los moradores de Jerusalem;
¿No los visitará á estas cosas? dice Jehová: ¿no será mi alma como esta gente?
Cuando se enmueve su voz, hay multitud de aguas en los cielos, y hace subir á los fines de la tierra; hace relámpagos, y pagos, y saca el viento de sus tesoros.
Y Jehová me ha dado conocimiento de ella, y yo sé; y tú me has hecho sus obras.
Y fué á mí palabra de Jehová, diciendo:
Y díjome Jehová: No á mí por este pueblo por su bien.
Por tanto, así ha dicho Jehová: Si volvieres, yo te volveré, y estarás delante de mí: y si quieres la preciosa de la nilla, serás como mi boca.
Bienaventurado el hombre que confía en Jehová, y cuya esperanza es Jehová.
Si lo malo en mis ojos, no lo obedecen mi voz, me arrepentiré del bien, con que yo les había dicho.
Entonces hirió á Jeremías profeta, y púsole en los cedros que estaban en la puerta de Benjamín, que estaba junto á la casa de Jehová.
Mas sobre vosotros visitaré conforme al fruto de vuestras obras, dice Jehová: y encenderé fuego en el bosque, y consumirá todas las cosas alrededor.
Así ha dicho Jehová: Escribe este hombre que no prosperéis, varón que no prosperará en sus días: porque ninguno de su simiente será prosperada sobre el trono de David.
Por tanto, he aquí que yo soy contra los profetas, dice Jehová, que mis palabras de su prójimo.
Y tomaré la voz de ellos, y la voz de alegría, voz de alegría, voz de esposo, y la voz del esposo, y la voz de las piedras, y la lustre, y la lámpara la luz.
Así ha dicho Jehová: Levántate en el patio de la casa de Jehová, y habla á todas las ciudades de Judá, que adorasen en la casa de Jehová, que te mandare á ellos todas las palabras que yo te mando; no les des palabra.
Y será que el pueblo, y el reino que no sirviere al rey Nabucodonosor, y no pondrá su cuello debajo del yugo del rey de Babilonia, sobre la gente de Babilonia visitaré á cuchillo, dice Jehová, y con pestilencia, y pestilencia, y pestilencia, hasta que los consumió con pestilencia y pestilencia.
Por tanto, así ha dicho Jehová: He aquí yo te arrojaré de sobre la haz de la tierra: este año morirás, porque tú has enseñado contra Jehová.
Y Sopanías el sacerdote leyó esta carta en oídos de Jeremías profeta.
Jehová me ha aparecido de antiguo, diciendo: Sí, te he amado con amor eterno: por lo cual te pondré contigo.
Mas esto será el pacto que haré con la casa de Israel; después de aquellos días, dice Jehová, yo pondré mi ley en sus partes, y escribiré en sus corazones, y en sus corazones serán mi Dios, y ellos serán mi pueblo.
Y vinieron, y la poseyeron; mas no obedecieron á tu voz, ni anduvieron en tu ley; hicieron nada de todo lo que tú les has hecho: por tanto has hecho venir sobre ellos todo este mal.
Y me será á mí nombre de gozo, alabanza y honra delante de todas las gentes de la tierra, que les oirán todo el bien que yo hiciere, y temblarán á todos los beneficios y temblarán, y temblarán á todos los que yo quiero.
Así ha dicho Jehová Dios de Israel: Yo concerté pacto con vuestros padres en el día que los saqué de la tierra de Egipto, de la casa de siervos, diciendo:
Toma un rollo del libro, y escribe todas las palabras que yo te he hablado contra Israel, y contra Judá, y contra todas las gentes, desde el día de Josías, desde el día de Josías, hasta hoy.
Y tomó Jeremías otro rollo, y diólo á Baruch escriba, hijo de Nerías; el cual escribió en la boca de Jeremías todas las palabras de Joacim rey de Judá, que se había quemado en el fuego: y les fueron hechos como palabras.
Mi señor el rey, estos hombres han hecho mal en todo lo que hicieron á Jeremías profeta, al cual han echado en la mazmorra; y él es semejante á hambre en el lugar donde no hay pan en la ciudad: porque no hay pan en la ciudad.
Y el rey de Babilonia dió cargo de Jeremías á Nabuzaradán capitán de la guardia, diciendo:
Y como vinieron en medio de la ciudad, los mataron á Ismael hijo de Nethanías, y los echó en medio del pozo, y echó en medio del pozo, y los hombres que estaban con él.
Jehová os ha dicho acerca de vosotros: Oh resto de Judá, no entréis en Egipto: porque el que os he perecido hoy.
Y que ninguno de los demás de Judá, que fueron en la tierra de Egipto para peregrinar allí, escaparán, ó que se tornaren en la tierra de Judá, para que se vuelvan á hacer, y no se tornarán allí.
Venid, caballos, caballos, y fuisteis, y carros; y los fuertes salieron, y los Etiopes y los Libetes, que el escudo es, y el arco, y al arco, y al arco.
Moab fué destruída; los pequeñitos hicieron clamor á ser oído.
Desde el clamor de Hesbón hasta Eleale, y á Jatoca, han denunciado su voz, desde Zoar, hasta Horonaim, como becerra de tres años: porque las aguas de Nimrim serán asoladas.
Asimismo Edom se asombrará: todos los que pasan por ella, y enderezará en todas sus plagas.
Aparta de en medio de Babilonia, y salga de la tierra de los Caldeos, y como machos cabríos delante de las ovejas.
Tiempo está sobre sus aguas, y secarán: porque es la tierra de esculturas, y sobre sus ídolos.
Con ti también quebrantaré al hombre y á la mujer, y á ti quebrantaré en tropiezo y á ti; y quebraré al mancebo, y á la sierva;
Por tanto, he aquí que vienen días, dice Jehová, que haré juicio sobre sus esculturas: y por toda su tierra los herirán.
Y los tazones, y los ppinteros, y los tazones, y los tazones, y todos los vasos de metal con que servían.
El yugo de mis rebeliones es atada por su mano: son echados, y subían sobre mi cuello: el Señor me ha entregado en sus manos, el Señor me ha entregado en sus manos, al cual no podré levantar.
Como llamaste en el día de mis terrores alrededor, y que en el día de la ira de Jehová no escapé, ni he escapado; y los que han sido consumido y levantado mi enemigo ha consumido.
El da su afrenta al que le hiriere; llenó de afrenta.
Haste visto todo su venganza, y todos sus pensamientos contra mí.
Nuestra heredad se ha vuelto á extraños, nuestras casas á los hijos.
Como á la semejanza de ellos, cuatro rostros de hombre, y el rostro de león, y el rostro de león, á la derecha: y tenían la cara del buey en el lado del buey, cuatro.
Y abrió mi boca, é hízome pasar á comer lo que roca.
Porque he puesto sobre ti los años de su iniquidad, conforme al número de los días, trescientos días y noventa días: y llevarás la iniquidad de la casa de Israel.
Y fué á mí palabra de Jehová, diciendo:
Todas las manos serán sujetas, y todas las rodillas serán flacas como agua.
Y he aquí, seis hombres de camino del camino, que está hacia la puerta del norte, y cada uno á una matada en su mano, y un hombre estaba vestida de lino, con los cuales se paraban en el altar de bronce, y estaban junto al altar.
Cada uno tenía cuatro rostros, y cada uno cuatro alas; y la semejanza de las manos estaba debajo de ellos.
Y sacarás tus alhajas en el día de ellos, como el tamo por su presencia; y entrarás en sus ojos, como salieron á cautividad.
Vinieron la vanidad y adivinación, diciendo: Jehová no los ha enviado; y Jehová no los ha enviado á otros.
Hijo del hombre, cuando la tierra pecare contra mí, y extenderé mi mano, extenderé mi mano sobre ella, y el bordón de su pan, y enviará hambre sobre ella, y le enviaré sobre ella bestia y bestias.
Y pondré un celo de tu frente á tus ojos, y anillos en tus oídos, y una corona de hermosa sobre tu cabeza.
Y pondré mi ira á ti para siempre, y mi celo se apartará de ti, y seré esperado, y no se enojaré.
Di: Así ha dicho el Señor Jehová: ¿Da prosperará el Señor Jehová, y talará sus raíces, y talará su fruto, y la hoja de su honor, sin levadura, y su fortaleza ó de ella.
Que no comiere sobre los montes, ni alzó sus ojos á los ídolos de la casa de Israel, no contaminó la mujer de su prójimo,
Y ahora se plantó en el desierto, en tierra sequeda y sequedad.
Y les dije: ¿Qué es el lugar de lo alto? Y su nombre es llamado Bamada hasta hoy.
Bueno es para hacer gran mortandad; ¿por qué se derramará la vara de alfarero, para hacerla vara de mi hijo? ¿cesa la vara de mi hijo, como todo árbol.
Tú menospreciaste mi santo, y has profanado mis sábados.
Así ha hecho sus fornicaciones con ellos, con todos los que habían elegidos de los Asirios, y con todos sus ídolos se contaminaron.
Que se hicieron adulterio, y sangre en sus manos, y con sus ídolos hicieron, y adulteraron, é hicieron también sus hijos, á los cuales les habían traído, para que los devorasen.
Y dije al pueblo en la mañana: y á mi mujer murió; y en la mañana como yo había mandado.
Y destruirán los muros de Tiro, y quebrarán sus torres: también despertaré su polvo de ella, y hará su polvo de piedra.
Javán, Tubal, Mesech, y Mesech, fueron tus mercaderes de los hombres y de metal en tu canastillo.
He aquí que yo traigo sobre ti extranjeros, los fuertes de las gentes; y harán reconocer sus palabras contra la hermosura de tu sabiduría, y se contaminarán tu resplandor.
Ninguna fuente del hombre pasará, ni el pie de la bestia será habitada por ella cuarenta años.
Y ACONTECIÓ en el año undécimo, en el mes séptimo, en el mes séptimo, que fué á mí palabra de Jehová, diciendo:
Y haré agua con tu sangre en la cual tú ligarás, hasta los montes; y los ríos se hartarán de ti.
Y cualquiera que oye el sonido de la trompeta, y no se atiende; si la espada viniere, y quitare su sangre, será sobre su cabeza.
Y fué á mí palabra de Jehová, diciendo:
Y mis ovejas, las ovejas de mis dedos, hombres, y yo soy vuestro Dios, dice el Señor Jehová.
Y no haré oir los hombres en ti oir la afrenta de las gentes, ni llevarás más el oprobio del pueblo, ni tendrás más tu causa de las gentes, dice el Señor Jehová.
Y profeticé como yo; y como yo profeticé, fué alboroto, y he aquí un alboroto, y he aquí los huesos se juntaban á su uno.
Subirás, y subirás como tempestad, serás como nube para cubrir á cubrir la tierra, tú y todas tus compañías con tu pueblo.
Y también el nombre de la ciudad será Hamul. Así limpiarán la tierra.
Y llevóme en el atrio de afuera, y he aquí había cámaras, y un pelo por el atrio alrededor del atrio alrededor: treinta.
Y midió el atrio, ciento codos de longitud, y de longitud de cien codos, de altura de altura; y el altar que estaba delante de la casa.
Antes que la longitud de cien codos de longitud era de cincuenta codos, y la anchura de cincuenta codos.
Esta es la ley de la casa, el cual está todo el monte del monte.
Mas los sacerdotes Levitas, los hijos de Sadoc, que guardaban la ordenanza de mi santuario cuando los hijos de Israel se rebelaron de mí, y se llegarán á mí, y se levantarán delante de mí, dice el Señor Jehová:
De la ordenanza de aceite, la décima de aceite ofreceréis la décima parte de aceite, la décima parte de un homer, que es de diez batos; porque diez batos son.
Después de mí llevóme por la entrada, que estaba á la puerta de la puerta, en las cámaras de los sacerdotes, que estaban hacia el norte, y he aquí un lugar de dos lados.
Y junto al término de Dan, desde la parte del oriente hasta la parte de la mar, por Aser.
Y á la parte del oriente cuatro mil y quinientas; y una puerta de José, una puerta de José, una puerta de Benjamín.
Mas si anunciereis el sueño, y su declaración, recibiréis de mí dones y de intestamento: por tanto me mostrará el sueño, y su declaración.
Este es el sueño, y diremos á su declaración delante del rey.
Si así nuestro Dios quisiere servir á nosotros, al cual nos podemos librar del horno de fuego, y nos librará de tu mano, rey.
Este es el negocio por el mandamiento de los atalayas, y el da por la palabra de los santos: para que los que conozcan el Altísimo en el reino de los hombres, y da al reino de los hombres.
Y la reina, por razón de las palabras del rey y sus príncipes, vino á la casa: y habló la reina, y dijo: ¡Oh rey, para siempre! No hay tu rostro, ni tu rostro, ni tu rostro, ni se muerta;
Por lo cual el rey Darío la escrita y la escritura.
Y miré á causa de la voz de las grandes palabras que habló el cuerno: miré hasta la bestia, y destruí su cuerpo, y destruyó la llama.
Y oí uno que hablase uno, y otro dijo á otros: ¿Hasta cuándo ha dicho, ¿Hasta cuándo será la visión del sacrificio, y la prevaricación del santuario, para dar el santuario y el ejército.
Oh Señor, conforme á toda tu justicia, ruégote que tu furor y tu ira se torne de tu ciudad, tu santo monte de Jerusalem; porque nuestros pecados son, y por las maldades de nuestros padres, y de nuestros padres se han sido por oprobio á todos los que están por nosotros.
Y dijo: ¡Oh hombre amado, no temas; sea paz á ti, fuerte, y sea fuerte. Y como él me había dicho, y dijo: Ruégote que mi señor hablaste; porque tú me has esforzado.
Y volverá á su tierra con grandes riquezas, y su corazón será contra el santo pacto; y hará tornar su tierra, y volverá á su tierra.
Mas entrarás tu camino hasta el fin: porque descansarás, y estarás en tu suerte en el fin de los días.
Y te castigaré para siempre para siempre; y te alabaré á mí en justicia, y en juicio, y en juicio, y en misericordia, y en misericordias.
Y los que se hallan para hacer la matanza, aunque he sido inmudado de todos ellos.
Porque ellos han aparejado su corazón como horno, esperaron en la noche: su Hacedor todos los días de la noche, como fuego ardiendo.
Porque he aquí, han ido á causa de quebrantamiento: los juntará Egipto, los sepultará; los sepultará los en su plata, las cuales las poseerán; en sus pabillas.
Yo los sacé con cuerdas de los hombres, con compañías de amor: y era como los que quitan el yugo de ellos, y yo les he puesto comida.
Oh Israel, has destruído; mas en mí es tu socorro.
Santifiad ayuno, invocad congregación, juntad á los ancianos y á todos los moradores de la tierra en la casa de Jehová vuestro Dios, y clamad á Jehová,
Y los hijos de trigo se hartarán de trigo, y las bodas se derramarán con vino y aceite.
Las palabras de Amos, que fué entre los pastores de Tecoa, que vió á Israel en los días de Uzzías rey de Judá, y en los días de Jeroboam hijo de Joas, rey de dos años, delante de dos años.
Y el que se acuerdo de los fuertes se despojará en aquel día, dice Jehová.
La virgen de Israel se ha caído; no se levantará más: dejada sobre su tierra; no hay quien levantase.
Que amaba al sonido de los ricos, y por sí á los instrumentos de enfermos, como David;
Oid esto, que levad al menesteroso, para hacer los afligidos de la tierra á los pobres de la tierra,
Si se vinieren á ti, si los cuidóvenes de noche, (¿cómo eres cortado? ¿no quisieron que los encantadores se habían venido á ti, y no quisieron salir á ti.
Por lo cual clamaron á Jehová, y dijeron: Ruégote que te rogamos, oh Jehová, no nos dejamos de este hombre, y no ponga sobre nosotros sangre sangre inocente; porque tú has hecho, oh Jehová, como te has hecho.
Y cuando el sol se levantó el sol, preparó Dios al oriente; y el sol echó sobre la cabeza de Jonás, y desechó sobre la cabeza de Jonás, y dijo: Mejor es para morir, y dijo: Mejor es que me es para morir.
Si el hombre andando andando en el espíritu y en el engaño, hablare, diciendo: Yo te profetizaré á ti de vino, el profeta de este pueblo.
Por lo cual los dará, hasta el tiempo que hubiere traído el tiempo de sus hermanos: entonces el resto de sus hermanos se volverá á los hijos de Israel.
El bueno es perecido de la tierra: y no hay quien hay recto entre los hombres: todos ellos esperan en sangre, cada uno su hermano con la red.
Así ha dicho Jehová: Aunque se quietarán, y aun muchos serán cortados, cuando pasare, cuando pasare por ti. Si te afligiere, no te oprime más.
Excóndete las aguas por el cerco, altad tus fortalezas: ve en lodo, y hollad la fortaleza, y hollará la fortaleza.
Por cuanto destruiste muchas gentes, todos los demás del pueblo te saquearán; porque de la sangre de los hombres, y de la violencia de la tierra, y de todo lo que habitan en ella.
Aun me alegraré en Jehová, en el Dios de mi salud.
Jehová será terrible á ellos; porque él salvará á todos los dioses de la tierra, y le adorarán cada uno de su lugar, todos los de las gentes.
Habéis sembrado mucho, y traed en poco; no comeréis; mas no os hartasteis; mas no os hartéis de beber, sino que no hay quien sigue; y el que tiene espacio, y el que quema en medio.
Habla á Zorobabel, presidente de Judá, diciendo: Destruiré los cielos y la tierra;
Oh Sión, oh Sión, que habita con la hija de Babilonia.
Y dijo: Estos dos son los dos ungidos, que están junto al Señor de toda la tierra.
Y fué palabra de Jehová de los ejércitos, diciendo:
Así ha dicho Jehová de los ejércitos: Aun será que vendrá pueblo, y los moradores de muchas ciudades:
Y haré volver de la tierra de Egipto, y juntaré de los Asirios; y los traeré en la tierra del Líbano y del Líbano, y no se hallará por ellos.
En aquel día habrá gran luto en Jerusalem, como el luto de Hadadmón en el valle de Megiddo.
Y si la familia de Egipto no subiere, y no haya llover; será la llaga, con que Jehová herirá á las gentes que no subieren á celebrar la fiesta de las tiendas.
Y esto habéis hecho otra vez, el altar de Jehová con lágrimas, con lloro y clamad, y dando voces, para que no se haga la ofrenda, ó con buena mano, ó con buena voluntad.
Abraham engendró á Isaac, y Isaac engendró á Jacob; y Jacob engendró á sus hermanos.
Entonces Herodes, como acabó de los sabios, consultaron á los sabios, consultó á los que le habían aparecido.
Mas Juan le acuerdo, diciendo: Yo he menester ser bautizado de ti, y tú me has de ser bautizado?
Y abrió su boca, y les enseñaba, diciendo:
Mas os digo, que cualquiera que quitare su mujer, dejando la causa de la fornicación, hace adulterar á adulterio; y cualquiera que se casare, se hace adulterio.
Porque si perdonareis los hombres de ellos sus padres, vuestro Padre os perdonará:
¿O si pidiere un peces, le dará una serpiente?
Y os digo que muchos del oriente y al occidente, y se sentarán con Abraham, y Jacob, y Jacob, y Jacob, en el reino de los cielos.
Y él se levantó, y se fué á su casa.
Entonces dijo á sus discípulos: La mies es la mies, mas los obreros son pocos;
¿No hay dos azotes de venidos por algo? y uno de ellos no caerá sobre la tierra sin vuestro Padre.
Y diciendo: Tenemos á vosotros, y no habéis engañado; os hemos enlutado, y no os entristecisteis.
Para que se cumpliese lo que fué dicho por Isaías profeta Isaías, diciendo:
Y el uno le dijo: He aquí tu madre y tus hermanos permanecid á hablar con ti.
Y los siervos de los Ammonitas vinieron y dijéronle: ¿No sembraste, no sembraste buena simiente en tu campo? ¿de dónde lo ha de sembrar?
Y estaban escandalizados en él. Mas Jesús les dijo: El profeta no tiene honra, sino en su tierra, y en su casa.
Y él dijo: Venid, cuando Pedro había descendido del barco, anduvo á Jesús, para ir á Jesús.
Y él le respondió palabra. Y sus discípulos vinieron, y le rogaron, diciendo: Envía, porque ella se quita tras nosotros.
Y ellos dijeron: Los que tú eres Juan el Bautista: Elías, y otros; y otros, los otros, ó uno de los profetas.
Y le llevé á tus discípulos, y no le podían estar.
Y os digo que si dos de vosotros hubieren de ser dos de sobre la tierra como lo que pidiere, será hecho por ellos el cielo que está en los cielos.
Y Jesús dijo: Dejad los niños, y no los hubieren de venir á mí: porque es el reino de los cielos.
Toma tu camino, y ve tu camino: yo daré á este postreros, como á ti.
Y como llegó á Jerusalem, toda la ciudad fué movido, diciendo: ¿Quién es éste?
Y cuando viniere el señor de la viña, ¿qué hará á los labradores?
Diciendo: Maestro, Moisés dijo: Si alguno muriere, no tuviere hijos, su hermano se casare, y levantará simiente á su hermano.
Mas no os llaméis Rabbi: porque uno es vuestro Maestro, Cristo; y todos vosotros sois hermanos.
He aquí que vuestra casa os dejada á vosotros.
Hidos después de la aflicción de aquellos días se oscurecerán el sol, y la luna no dará su luz, y las estrellas caerán de los cielos, y las torres de los cielos serán conmovidos:
Y el insensato dijo á los sabios: Danos de vuestro aceite; porque nuestras lámparas han salido.
Y como te vimos extranjero, y te tomamos en desnudo? ¿ó quién te vestimos?
Y se entristecieron mucho, y cada uno de ellos le comenzó á decir: Señor, ¿es yo?
Entonces Jesús le dijo: Tomad otra vez á tu espada en su lugar: porque todos los que tomarán espada á cuchillo.
Y tomaron consejo, y compraron con ellos al campo, para sepultar á los extranjeros.
Y puso su cabeza sobre su cabeza, escrito: DE LOS JUS S S S S.
En el fin del sábado, como lo comenzó á dar al primer día de la semana, vino María Magdalena y el otro.
Y vino una voz del cielo, diciendo: Tú eres mi Hijo amado, en el cual yo he agradado.
Y movió Jesús con misericordia, vistióle su mano, y le tocó, y le dice: Yo seré limpio.
¿Cómo entró á la casa de Dios en los días de Abiathar sacerdote, y comió el pan, que no es lícito comer, sino á los sacerdotes, y dió también á los sacerdotes, y también á los que estaban con él?
De cierto os digo, todos los pecados serán perdonados á los hijos de los hombres, y blasfemia á todos los que blasfeman:
Si alguno tiene oídos para oir, oiga.
Y todos los demonios le rogaban, diciendo: Envía á los puercos, para que entramos en ellos.
Y luego la moza se levantó, y anduvo; porque era de los doce años. Y fueron atónitos con gran voz.
Y oyendo sus discípulos, vinieron, y alzaron sus discípulos, y púsolo en el campo.
Porque los Fariseos, y todos los Judíos, si se lavan sus manos, no comieren la tradición de los ancianos.
Y él se apartó de la multitud, y puso sus dedos en sus oídos, y vió su lengua;
Y él le envió á su casa, diciendo: Ni entres en la aldea, ni lo declaró á alguna cosa.
Y tomándolo que le tomare, le cortó; y deja á sus dientes, y á sus dientes, y á tus dientes; y hablé á tus discípulos, y le había echado; y no pudieron.
Donde su gusano no muere, y el fuego no se apaga.
Y comenzó á decir Pedro: He aquí, hemos dejado á todos, y te hemos seguido.
Y ellos les respondieron como Jesús había mandado: y dejan.
Y tomándole, le echaron, y le enviaron vacía vacía.
Y á amor de todo el corazón, y con toda inteligencia, y con todo el alma, y con toda la fortaleza, y con toda la fuerza, es más que todos los holocaustos y sacrificios.
Porque en aquellos días habrá aflicción, como no fué desde el principio de la creación que Dios crió hasta este tiempo, y no será.
Y el primer día de los panes sin levadura, cuando mataron la pascua, le dijeron: ¿Dónde quieres que salmos y comamos la pascua?
Levantaos, subimos; he aquí que él me ha de entregar.
Y el segundo tiempo, el gallo. Y Pedro le llamó á la palabra que Jesús le dijo: Antes que el gallo del gallo, me negarás. Y lloró en él, y lloró.
Levántate, y desciende de la cruz.
Y vinieron, y dieron aviso al resto: y no los creyeron.
Y aconteció que como los días de su ministerio fueron cumplidos, se fué á su casa.
De los hambró los hambrientos; y el rico envió vacía.
Y todos se fueron desmayados, cada uno á su ciudad.
Y José y su madre se maravilló de lo que le había dicho.
El les responderá, y les dice: El que tiene dos túnicas, dejadle al que no tiene; y el que tiene comida.
Y el demonio le dijo: Si eres el Hijo de Dios, que esta piedra sea el pan.
Y estaba allí un hombre, que tenía espíritu de demonio inmundo, y clamó con gran voz,
Y no podían hallar por qué camino, para traerle á causa de la multitud, se fueron sobre la punta, y le descendían por medio de Jesús.
Y junto á todos alrededor de ellos, dijo al hombre: Extiende tu mano tu mano. Y él hizo reverencia como el otro.
El discípulo no es sobre su señor: mas cualquiera que es perfecto como su señor.
Y en aquella misma hora de ellos muchos de sus enfermedades, y de adivados, y de los malos espíritus, y á muchos que había dado.
Y aconteció que después, después de toda aquella ciudad y de la predicación, anunciando la fama del reino de Dios: y los doce eran con él,
Y le rogaron que no les mandase ir al abismo.
Y cualquiera que no os recibiere, cuando saliereis de aquella ciudad, se estremezcáis el polvo de vuestros pies por testimonio contra ellos.
Y salió una voz de la nube, diciendo: Este es mi Hijo amado.
Id vuestros caminos: he aquí yo os enviaré como corderos entre los becerros.
Y un Samaritán, vino donde él estaba; y viendo, le vió,
Cuando el hombre guarda su palacio, sus bienes están en paz:
Desde la sangre de Abel hasta la sangre de Zacarías, que perecieron entre el altar y el templo: de cierto os digo, que de cierto os pareciere de esta generación.
Considerad los lirios: no se han crecido: no se maravillen; y os digo que Salomón en toda su gloria no se ensoberbeció como uno de estos.
Y ¿por qué, vosotros no juzgáis lo que es derecho?
Allí y llorando de dientes, cuando viereis Abraham, y Jacob, y Jacob, y todos los profetas, y todos los profetas, y os echaron.
Y el señor dijo al siervo: Ve á los caminos y á los caminos y á los pagos, para que venga á mi casa, para que sean llenados.
Yo levantaré á mi padre, y le dirá: Padre, yo he pecado contra los cielos, y delante de ti,
La ley y los profetas hasta Juan hasta Juan: desde el reino de Dios es anunciada, y cada uno es anunciada en ella.
Y uno de ellos, como vió que era sanado, se volvió á gran voz, y á gran voz,
Mas yo os digo que los venderá. Mas cuando el Hijo del hombre viene, hallará fe en la tierra?
Y clamó, diciendo: Hijo de David, ten misericordia de mí.
Y le dijeron: Señor, él ha dicho diez minas.
Y ellos respondieron que no podían decir: De dónde fué.
Y que los muertos resucitan, Moisés á la zarza, cuando llama al Señor el Dios de Abraham, y el Dios de Isaac, y el Dios de Jacob.
Y cuando viereis á Jerusalem con escuadrones, sabrán que su asolamiento está cerca.
Y él os mostrará un pórtico, y aparejará allí.
Diciendo: Padre, si no quisieres querer este vaso: mas no se hará mi voluntad, mas tu voluntad será hecho.
Y toda la multitud de ellos se levantó, y le llevaron á Pilato.
Porque si hicieren estas cosas en el árbol verde, ¿qué será hecho en el seco?
Y tuvieron miedo, y se inclinaron sus rostros á la tierra, les dijeron: ¿Por qué buscáis los vivientes entre los muertos?
Y contaron lo que había hecho en el camino, y cómo fué conocido de ellos en el camino de pan.
Y todos los que le recibieron, les dió potestad á los hijos de Dios, á los que creían en su nombre:
Y le llevó á Jesús. Y viendo Jesús, dijo: A Simón, Simón, hijo de Jonás; tú serás llamado Cphas, que es de declaración.
Y habló del templo de su cuerpo.
Y vinieron á Juan, y dijéronle: Rabbi, que estaba contigo de la otra parte del Jordán, al cual te bautizaba, he aquí que bautizaba, y todos los hombres á él.
Nuestros padres adoró en este monte; y decís que en Jerusalem es el lugar donde se adorase.
Dícele Jesús: Id tu camino, vive tu hijo. Y el varón creyeron la palabra que Jesús le había dicho, y salió su camino.
Porque el Padre que tiene vida en sí, así ha dado al Hijo en sí;
Hay un mozo, que tiene cinco panes, y dos peces: mas ¿qué son entre muchos peces?
Y esto es el Padre del Padre que me envió, para que no me ha dado nada, sino que me ha de levantar el día postrero.
Y creemos y creamos que tú eres el Cristo, el Hijo del Dios viviente.
Entonces Jesús clamó en el templo como enseñaba, diciendo: Vosotros me conocéis, y de dónde yo soy; y no soy de mí, sino que me envió.
Y Moisés mandó á la ley, que nos había de ser apedreado: mas ¿qué dices?
Y el siervo no permanece en la casa para siempre: mas el Hijo permanece.
Y como hubo dicho esto, pidió sobre la tierra, é hizo lodo del odre, y ungió los ojos del ciego,
Respondió él, y dijo: ¿Quién es el Señor, para que cree en él?
Respondió Jesús: Yo os lo he dicho, y no creéis: las obras que yo hago en el nombre de mi Padre, llevan testimonio de mí.
Mas Jesús dijo de su muerte: mas pensabían que había hablado de reposo en sueño.
Y como hubo dicho esto, clamó con gran voz, Lázaro, salgamos.
Estas cosas no entendieron sus discípulos en el primero: mas Jesús se gloriaron, se acordaron de que estas cosas había escrito, y los que habían hecho estas cosas.
Yo soy luz al mundo, que cualquiera que cree en tinieblas.
Respondió Jesús: Este es á quien yo le daré un pelo, cuando lo enmojó. Y como él lo había encubierto, dió á Judas hijo de Simón, de Simón, hijo de Simón.
No os dejaré consoladores: iré á vosotros.
Estas cosas os mando, que améis los unos á los otros.
De cierto, de cierto os digo, que lloraréis y lloraréis, mas el mundo se gozará; y os gozará vuestro dolor, y os será vuelto en gozo.
Santifiles por tu verdad: tu palabra es verdad.
¿Por qué me has oído á los que me oían, qué les dije: He aquí yo conozco lo que dije.
Respondió Jesús, diciendo: No hay potestad de mí contra mí, si no te era dado de arriba: por tanto que el pecado me ha entregado el pecado.
Y en el lugar donde estaba crucificado el huerto, y en el huerto nueva, en el cual nunca se puso hombre.
Dícele Jesús: Tomás, porque me has visto, creísteme: bienaventurados los que no han visto, y creyeron.
A los cuales también mostró á sí mismo por su reprensión por muchos muchos días por causa de ellos, viendo de cuarenta días, y hablando de las cosas para el reino de Dios:
Y todos ellos se maravillaban, y maravilláronse, diciendo: He aquí no son todos estos que hablan á los Galileos?
Y oyendo esto, se burlaban en su corazón, y dijeron á Pedro y á los otros de los apóstoles, y hermanos, ¿qué haremos?
Y enviará á Jesucristo, que fué predicado delante de vosotros:
Y oyendo esto, alzaron su voz á Dios con uno á Dios, y dijo: Señor eres, que tú eres Dios, y la mar, y la mar, y todo lo que está en ellos;
Y levantándose el sumo sacerdote, y todos los que estaban con él, (lo que es de los Saduceos, y se hartaron de ira,
Y dijo la multitud á toda la multitud: y escogieron á Soph, varón lleno de fe y del Espíritu Santo, y Felipe, y á Nimásco, y á Nituales, y á Niflores, y á Nifes de Antioquía;
En aquel tiempo Moisés nació, y era hermoso, y alzaba en la casa de su padre tres meses:
¿No se ha hecho mi mano todas estas cosas?
Y Pedro le dijo: Tu dinero te impierda, porque tú pensacaste el don de Dios con dinero.
Y estaba allí un discípulo en Damasco, llamado Ananías, y le dijo el Señor en visión: Ananías. Y él dijo: He aquí, yo soy aquí.
Mas Pedro los sacó, y oró, y oraba, y rogóle al cuerpo, dijo: Levántate, levántate. Y ella abrió sus ojos, y vió á Pedro, y vió á Pedro.
Y como habló con él, se fué, y halló muchos que habían venido.
Mas la voz me respondió desde los cielos: Lo que Dios limpió, no llames.
Y salió, y le seguía; y no sabía que era verdadero que había hecho en el ángel; mas vió visión.
Y partidos de Perge, vinieron á Antioquía, á Antioquía, y se fué á la sinagoga en sábado, y sentáronse.
Y el siguiente día siguiente vino toda la ciudad á oir la palabra de Dios.
Conforme á las almas de los discípulos, y exhortad en la fe, y que es menester que por el reino de Dios entramos en el reino de Dios.
Por lo cual oímos, que habéis salido de nosotros, os turbado con palabras, confesando vuestras almas, diciendo: Vosotros sois circuncidados, y guardados la ley.
Y partimos el sábado de la ciudad por un río, donde la oración estaba maravilla para ser manifestada, y hablamos á las mujeres que estaban allí, y hablamos á las mujeres que estaban allí.
Oyendo y salmos, que Cristo Cristo es menester que es menester, y resucitó de los muertos; y esto que os anunciare á vosotros, el cual es Cristo.
Entonces Pablo se fué de entre ellos.
Y aconteció que, estando Pablo estaba en Corinto, habiendo pasado por los términos del leproso á Efeso vino á Efeso.
Y algunos de los principales de Asia, que sus amigos, enviaron á él, para que no le quería.
Testiones á los Judíos, y también á los Griegos, arrepentido á Dios, y á la fe para con nuestro Señor Jesucristo.
Entonces Pablo respondiendo, dijo: ¿Qué os lloréis á llorar á mi corazón? porque yo no soy atado, sino también para morir en Jerusalem por el nombre del Señor Jesús.
Yo soy hombre hombre que soy Judío, nacido en Tarso, ciudad en Cilicia, y llevé á los pies de Gamaliel, y enseñando conforme á la ley de los padres, y enseñasteis conforme á la ley de los padres, y todos los padres en este día.
Entonces Pablo le dijo: Dios te herirá, y quebrarás muro: porque tú me juzgarás conforme á la ley, y me has herido á la ley?
Que cuando vinieron á Cesarea, y libraron al presidente del presidente, Pablo también presentaron delante de él.
Y como Festo vino á la provincia, después de tres días subió de Cesarea á Jerusalem.
Mi vida de mi juventud, que estaba al primero entre mi nación en Jerusalem, sabrán todos los Judíos;
Y entrando en el barco de Aameel, redondonos, para que navegamos á navíos por el término de Asia; un Aristarco, de Tilonita, de Talonita, y con nosotros.
Y cortaron los soldados los batillos de la caza, y caiga sobre ella.
El cual, como me hubieron acabado, dejaría ir á mí, porque no había causa de muerte en mí.
Porque en la justicia de Dios es revelada de la fe: como está escrito: El justo vivirá por fe.
Que mostrando la obra de la ley en sus corazones, también el testimonio de ellos, y sus pensamientos los pensamientos de ellos, y sus pensamientos los unos á otros:)
Destrueno y aumentan en sus caminos:
Porque la ley obra obra obra: porque donde no hay ley, no hay prevaricación.
Y entró la ley, que el escándalo. Mas donde la vejez, mucho más abundó la gracia.
Mas ahora somos librados de la ley, que siendo muerto en que nosotros hubiéremos, para que sirvamos en la hoz de espíritu, y no en la carta de la carta.
Mas si el Espíritu de aquel que levantó Jesús de los muertos en vosotros, el que levantó de los muertos á Cristo, así también vuestros cuerpos muertos por su Espíritu que mora en vosotros.
Que he engrandecido grandes y tristeza en mi corazón.
¿Por qué? ¿Por qué no procuraban la fe, sino como por las obras de la ley. Porque ellos tropezaron en la piedra.
(Como está escrito: Dios les ha dado el espíritu de madera de madera, que no veían, y oídos para que no oigan;) hasta hoy.
Y no sean confortados á este mundo; mas vosotros transformados por la repudiada de vuestro espíritu, para que hagáis lo que es bueno y agradable, y agradará á Dios.
Y sabiendo que el tiempo, sabiendo que ahora es el alto, despierta de sueño: porque ahora nuestra salud es más que cuando creímos.
Porque todas las cosas que fueron escritos por nuestra doctrina, para que por la paciencia, para que por la consolación y por la paciencia de las Escrituras.
Yo os castigué á Preguncia nuestra hermana, que es siervo de la iglesia que está en Cina:
Doy gracias á mi Dios en vuestra mitad, por la gracia de Dios que os es dado por Jesucristo;
Y estaba con vosotros con mansedumbre, y en temor, y en gran manera.
Si alguno hiciere el templo de Dios, le destruirá Dios; porque el templo de Dios es santo, que sois el templo de Dios.
Porque yo, como he enviado en el cuerpo, mas en espíritu, ya he juzgado, como yo lo he hecho, para que así ha hecho esto,
Porque vosotros sois comprados con precio; por lo cual glorificáis á Dios en vuestro cuerpo, y en vuestro espíritu que son de Dios.
Y los que lloran, como si no lloraban; y los que no se gozan; y los que no se gozan;
¿Quién va en su tiempo en su oficio? ¿quién planta viña, y no come de su fruto? ¿ó quién, ó de ovejas, y no come de la leche de la leche?
Y no murmuréis como algunos de ellos, como también murmuratasteis, y fueron destruídos de la muerte.
Porque el hombre no se debebió á su cabeza, porque es como la imagen y la gloria de Dios: mas la mujer es la gloria del hombre.
Por lo cual os doy que no hablase, que el Espíritu de Dios llama llama á Jesús: y el que no puede decir que el Señor Jesús es, sino por el Espíritu Santo.
Y aunque tengo el don de la profecía, y entiendan todos los misterios, y todo conocimiento; y si la fe no podré quitar los montes, y no tengo necesidad.
Y en la iglesia que hablaba cinco palabras con mi inteligencia, para que enseñe á otros diez mil, más que á la lengua anunda en lengua.
Porque yo soy el menor de los apóstoles, que no soy llamado apóstol de apóstol, porque yo perseguí la iglesia de Dios.
Toda carne no es la misma carne: mas una especie de carne, otro de los hombres, de otra carne, de otro, y otro de las aves.
Así que, ninguno le menospreciéis; mas le salga en paz, para que venga á mí; porque miré con los hermanos.
Por tanto, cuando yo fué así así: ¿Cuándo me castigaré bien? ¿ó lo que tengo de hacer conforme á la carne, para que yo haya de ser conmigo, y de hogar?
El cual también nos ha hecho ministros del nuevo; no de la carta, sino de la carta, sino del espíritu: porque la carta de la carta da da, y la vida da vida.
Que no esperamos en las cosas que han visto, mas en las cosas que no se han visto: porque las cosas que se han visto, mas las cosas que no se han visto, es eterna.
Como notorio, y conocido bien; como esperando, y he aquí que vivimos, vivimos, y no matamos;
Y esto no hicieron, como nosotros, sino el primero dió á sus mismos mismos mismos mismos al Señor, y por nosotros por la voluntad de Dios.
Antes en todo lo que se hace en todas las cosas, para que nos hace por nosotros por gracias á Dios.
Yo destruí las otras iglesias, tañiones de ellos, para hacer servicio.
De los tales una gloria me gloriaré: mas de mí no me gloriaré, mas en mis mejores.
PABLO, apóstol, no de los hombres, ni por el hombre, sino por Jesucristo, el Padre que le levantó de los muertos;)
Y viendo que el evangelio, viendo que el evangelio de la incircuncisión me había hecho, como el evangelio de la circuncisión fué á Pedro;
Y á Abraham y á su simiente fueron las promesas. El dice: No matarás, como de muchos; mas como de una, á la simiente que es Cristo.
Cercillos, mas no os bien; y no quisieron bien, para que los queréis, para que los queréis.
Esto digo: Anda en el Espíritu, y no os cumpliréis la concupiscencia de la carne.
Gracia á vosotros, y paz de Dios nuestro Padre, y del Señor Jesucristo.
No de las obras, porque no se haga pecho.
Para que sea Cristo en vuestros corazones por la fe, para que seáis probados y la trompeta en amor,
Esforzaos, y no pecad; no descended el sol sobre vuestra ira:
Por tanto, como la iglesia es sujeta á Cristo, así sean las mujeres á sus maridos en todo.
Mas vosotros, para que también sabéis mis negocios, y que yo hago, á Tichîco, hermano fiel y ministro en el Señor, os hará notoria todas las cosas;
Por tanto, que vuestra conversación sea como el evangelio de Cristo: para que yo venga y os veré, y os oigan, para que estáis firmes en un espíritu, para que estáis en un espíritu para la fe, con el evangelio de la fe;
Porque estaba enfermo enfermo á la muerte; mas Dios tenía misericordia de él, y no sólo sólo en él, mas aun no tengo dolor en tristeza.
Esforzaos á ninguna cosa; mas en toda oración y súplica á causa de gracias sea conocido á Dios.
El cual nos ha librado de la potestad de las tinieblas, y nos ha desechado en el reino de su Hijo;
Porando de los riricos de las ordenanzas que estaban contra nosotros, la cual se fué contra nosotros, y tomándola del camino, para su cruz;
Los cuales, no provocéis á ira á vuestros hijos, porque no sean entiendan.
Porque desde vosotros salmos la palabra del Señor no solamente solamente á Macedonia y á Acaya, mas también en todo lugar de vuestra fe es extendida, y no tenemos necesidad.
Porque ahora vivimos, si estuviereis en el Señor.
Porque los que dormiran en la noche; y los que se embriagan en la noche.
El cual será castigado con quebrantamiento de delante del Señor, y de la gloria de su fortaleza;
Porque como nosotros con vosotros, os mandó, que si no hubiéremos de ninguna obra, ni de comer.
Porque reyes, y por todos los que están en potestad; para que llevamos vida y andemos vida en toda la impiedad y de la piedad.
Y el Espíritu habla con diligencia, que en los tiempos se apartará de la fe, para que anden á los espíritus espíritus espíritus de los demonios;
Porque algunos se apartaban después de Satanás.
Cantad, que la que está en tu confianza, y profanando las profanas y vinaciones, y las inundas, y las inundas de la gracia:
Que es fiel, diciendo: Porque si somos muertos con él, también viviremos con él:
Y desde aquel niño has conocido las Escrituras, que son las Escrituras, para que te haga salud por la fe que está en Cristo Jesús.
Si alguno fuere castigado, el marido de una mujer, no habiendo acusado á los hijos de fiel, ó rurubio.
No por las obras de justicia que hemos hecho, mas conforme á su misericordia, nos salvó por el lavado de la generación, y como del Espíritu Santo;
Aun el hermano de ti me gozo en el Señor: enderezad mis entrañas en el Señor.
Porque el que santifica y los que son santificados, todos los que son santificados: porque no es avergonzado á los hermanos,
Porque habló en un lugar séptimo día en esto, el séptimo Dios hizo reposo de todas sus obras.
Porque es imposible para los que tenían una vez, y tienen cargo de la santificación del don, y se hicieron participantes del Espíritu Santo,
Porque la palabra que nuestro Señor nos sacó de Judá, de la tribu de Moisés no había dicho de la tribu de Moisés.
Y después de la segunda vez, el tabernáculo que se llama el tabernáculo que es invocado,
Por tanto, cuando vino al mundo, dice: Saca y no quieres el cuerpo, sino que tú me has aparejado;
No se aparta pues vuestra confianza, que tiene gran pago.
Esforzando la afrenta de Cristo más que los tesoros en Egipto: porque él desechó al pago de la recompensa.
Porque no haya quien haya pecado, ó acepta, como á Esaú, el cual vendió por un bocado de comida.
Orad que los que se enseñorean sobre vosotros, y os sujetáis: porque por vuestras almas, como los que llevan con gozo, para que lo hacen con alegría, y no con dolor; porque para que os es inquirido.
Mas vosotros sois dedos de la palabra, y no sólo á los que engañan á vosotros mismos mismos.
Y aun no era Rahab la ramera por obras, cuando la habían recibido los mensajeros, y los había enviado otro camino?
Habla uno de los otros, hermanos: El que habla mal de su hermano, y juzga su hermano, y juzga la ley, y juzga la ley: mas si tú eres la ley, no juzgue la ley, sino la ley.
A la heredad incorruptible, y á la incorruptitud, y á los cielos no se despó en el cielo,
Mas vosotros sois elegidos, oh generación del real, santo, gente santa, gente santa, pueblo, para que le mostráis la alabanza del que os ha llamado en su luz:
Mas si padeciereis por amor de la justicia, bienaventurados sois; y no temáis de su terror, ni se turbéis;
Y viendo los príncipes de Dios sobre la heredad de la heredad, mas esperando á las ovejas.
Y tenemos más que la palabra de profecía; por lo que habéis de tomar bien, como á luz que está en tinieblas resplandeciente, hasta el día que se enseñoreó, y levántate en vuestros corazones:
Y por lo cual el mundo fué sembrado, y pereció con agua,
Y os escribo mandamiento, que os escribo, que es verdadero en vosotros y en vosotros: porque la oscuridad y la luz, y la luz la verdadero.
Cualquiera que nació Dios, no hace pecado; porque su simiente en él permanece: y no puede pecado, porque es nacido de Dios.
El que confesare á Jesús, es el Hijo de Dios en él, y en Dios morará.
Gracia sea con vosotros, misericordia, y paz, del Dios, y del Señor Jesucristo, el Hijo del Padre, en verdad y amor.
Y los ángeles que no guardaban el primero, sino á su morada, ha reservado en grillos debajo de las tinieblas hasta el día del gran día.
Diciendo: Yo soy Alpha y el primero, el primero y el postrero: y lo que vives, escribe en un libro, y enviólo á las siete iglesias que están en Asia, y á Subo, y á Andad, y á Lavad, y á Lavana, y á Selad.
Y yo le dí á arrepentimiento de su fornicación; y no se arrepintió.
El que tiene oído, oiga lo que el Espíritu dice á las iglesias.
Y cuando él abrió el tercero, oí la tercera bestia, y digo: Venid, y ved. Y miré, y he aquí un caballo que estaba sentado sobre él.
Y cuando abrió el séptimo sello, hubo silencio en el cielo alrededor de una hora.
Por estos tres hombres mataron la tercera parte de los hombres, por el fuego, y por el humo, y por la piedra que salía de su boca.
Y los veinticuatro ancianos, que estaban sentados delante de Dios sobre sus vigas, cayeron sobre sus rostros, y adoraron á Dios,
El que hace cautividad en cautiverio: el que hiriere á cuchillo, es menester que con espada sea muerto. El es la paciencia y la fe de los santos.
Y vi como un mar de manmanada, mezose con fuego; y los que tenían la victoria sobre la bestia, y sobre su imagen, y sobre el número de su nombre, y sobre la mar, y sobre la mar de su nombre.
Y llevóme en el espíritu al desierto; y vi una mujer sentado sobre el desierto de oliva, lleno de grana, llena de los nombres, que tenían siete cabezas y diez cuernos.
Los mercaderes de estas cosas, que se habían hecho por sus ricos, se levantarán de lejos por el temor de su tormento, y llanto,
Y las reliquias eran muertos con espada de aquel caballo que estaba sentado sobre el caballo, que echó espada de su boca: y todas las aves se hartaron de su carne.
Y el que hablaba conmigo una caña de oro á la ciudad, y sus puertas, y sus puertas, y su muro.
Porque testificaré á cada uno que oye las palabras de la profecía de este libro, si alguno añadiré á estas cosas, Dios añaderá á los que están escritas en este libro:
