En el principio crió Dios al cielo y la tierra.
Y vió Dios todo lo que había hecho, y he aquí, era muy bueno. Y la tarde y la mañana fué la mañana.
Porque Dios conoce el día que comáis en su comer, vuestros ojos serán abiertos, y vosotros seréis como dioses, sabiendo bien y bien.
Ahora pues, tú eres malditos de la tierra, que abrió su boca para tomar la sangre de tu mano de tu hermano;
Y vivió Mahalaleel treinta y cinco años, y engendró á Jared.
Y dijo Dios á Noé: El fin de toda carne ha venido delante de mí; porque la tierra está llena de violencia, y he aquí yo los destruiré con la tierra.
Y murió toda carne que se movieron sobre la tierra, de aves, y de bestias, y de todo reptil, y de todo reptil que anda sobre la tierra, y todo hombre:
Y ciertamente ciertamente de vuestra sangre reduciré; en mano de todas las bestias de cada bestia la voluntad del hombre, y en mano de todo varón de todo hombre de hombre.
Y los hijos de Ham: Cuán, y Mizpa, y Praim, y Canaán.
Y ellos dijeron: Id á nosotros edificaremos una ciudad y torre, cuya cumbre hasta el cielo; y hagamos gamos nombre sobre la haz de toda la tierra, porque no seamos esparcidos sobre la haz de toda la tierra.
Y pondré de ti gente grande, y te bendeciré, y te pondré tu nombre, y serás bendición;
Oyó Abram en la tierra de Canaán, y asentó Lot en las ciudades de la llanura, y asentó su tienda hacia Sodoma.
Y solamente que se han comido los mozos, y la porción de los hombres que habían venido conmigo, Andad, Eamad, y Mamre su porción.
Y el ángel de Jehová le dijo: Vuélvete á tu señora, y te perdones debajo de sus manos.
Y tomó Abraham su hijo Ismael, y todos los que nacieron en su casa, y todos los que habían comprado con su dinero, cada uno entre los hombres de la casa de Abraham; y circuncidados en aquel día, como Dios le había dicho.
Y Jehová dijo: Si hallé en Sodoma cincuenta justos dentro de la ciudad, yo perdonaré todo el lugar de ellos.
El sol se ha levantado sobre la tierra cuando Lot entró en Zoar.
Y dijo Abimelech: He aquí mi tierra está delante de ti: donde te pareciere.
Y tomó Abraham ovejas y bueyes, y diólos á Abimelech; y así hicieron alianza alianza.
Y Bethuel engendró á Rebeca: estas cosas declararon á Nachâ, hermano de Abraham, hermano de Abraham.
Y puso el criado á su mano debajo del muslo de Abraham su señor, y juró á él acerca de lo que.
Y dije á mi señor: Quizá me seguiré.
Y ella le parió Mandó, y á Joán, y á Medán, y á Isbac, y á Isbac.
Y dijo Esaú: He aquí yo estoy en la queridad de morir; y ¿qué aprovechará á mí esta primogenitura?
Y dijeron: Sabemos que Jehová era con ti; y nosotros hemos dicho: Vamos ahora un juramento entre entre nosotros entre nosotros, entre nosotros y ti, y nos hagas alianza alianza;
Y no le declaró, por cuanto sus manos fueron puestas, como las manos de Esaú su hermano Esaú le bendijo.
Y obedecieron á Jacob su padre y á su madre, y fué á Padan-aram;
Y Labán dijo á Jacob: Por cuanto tú eres á mi hermano, para que me sirvan? ¿qué me dirá: ¿qué será tu salario?
Y Zilpa de Lea, la sierva de Jacob.
Y Jacob aparecieron los corderos, y puso los rostros de los rebaños de las ovejas, y todas las cosas en las ovejas de Labán; y púsolas por sí sus ganados, y no las vestimentas de Labán.
¿Por qué huiste, y hurtaste de mí; y no me declaraste, para que yo te he enviado con alegría, y con címbalos, y con arpa, y con arpa, y con arpa?
Y viendo Jacob, dijo: Este es el ejército de Dios: y llamó el nombre de aquel lugar Mahanaim.
Por tanto, los hijos de Israel no comprenden el pecador que está en la coja del muslo, hasta hoy: porque él tocó la coja del muslo de Jacob.
Y habitaréis con nosotros: y la tierra será delante de vosotros; y habitaréis en ella, y os heriréis.
Y apareció Dios á Jacob, cuando salió de Padan-aram, y le bendijo.
Estos son los nombres de los hijos de Esaú: Eliphaz, hijo de Ada, la mujer de Esaú, hijo de Baseth, mujer de Esaú.
Y estos son los nombres de los duques de Esaú, conforme á sus familias, conforme á sus nombres, por sus nombres, el duque Alfea, el duque Jetheo,
Venid, y vengamos á los Ismaelitas, y no sea sobre él nuestras manos; porque él es nuestro hermano y su carne. Y sus hermanos fueron hechos hechos hechos.
Y preguntó á los hombres de aquel lugar, diciendo: ¿Dónde está la ramera, que estaba en el camino? Y dijeron: No había ramera ramera ramera en este lugar.
Mas Jehová fué con José, y le mostró misericordia, y le dió gracia en ojos de la cárcel.
Y durmió, y reposó el segundo tiempo; y he aquí siete espigas de trigo subió sobre un almenc, y bien.
Y junta todo el mantenimiento de aquellos años, y ponga trigo debajo de la mano de Faraón, y guardarlos pan en las ciudades de Faraón.
Y conoció José á sus hermanos, mas no le conocieron.
Y él dijo: Hijo mío, no descenderá con vosotros; porque su hermano es muerto, y él es muerto; si alguno cayere por el camino que entrareis, entonces sacareis mis cabos á la sepultura.
Y José se apresuraba por sus entrañas, porque había puesto sobre su hermano; y buscó donde lloraba, y entró en su cámara, y lloró allí.
Y nosotros dijeron: No podemos ir ir ir ir á nuestro hermano menor con nosotros, entonces subiremos: porque no podemos ver la faz del hombre, si el menor está con nosotros.
A todos de ellos dió cada uno de vestidos; mas á Benjamín dió tres piezas de plata, y cinco pedazos de vestidos.
Y los hijos de Nephtalí: Jahel, y Guni, Jesuni, Sisam, Sisam.
Y compró José toda la tierra de Egipto para Faraón, porque los Egipcios vendían su campo, porque el hambre se ha vencido; y la tierra de Faraón fué así de Faraón.
Y su padre no quiso, y dijo: Yo sé, hijo mío, sé también á un pueblo, y él también será grande á su hermano menor; mas su simiente será mayor mayor mayor que él, y su simiente será mayor.
Benjamín en la mañana devorará como la herida; en la mañana devorará la presa, y en noche repartirá la presa.
Y dijo José á sus hermanos: Yo moriré, y os visitaré de esta tierra á la tierra que juró á Abraham, Isaac, y á Jacob.
Y como ella había abierto, vió al niño; y he aquí que lloraba. Y ella tenía misericordia de él, y dijo: Este es uno de los Hebreos.
Y Moisés dijo á Dios: ¿Quién soy yo, para que yo vaya á Faraón, y que yo traigo á los hijos de Israel?
Y Jehová dijo á Moisés en Madián: Ve, vuélvete á Egipto; porque todos los hombres que han buscado tu vida.
Ahora, pues, ahora, y obra; porque no os será dada, mas os entregaréis los talos de ladricos.
Y tomando Eleazar hijo de Aarón, tomó una de las hijas de Pusiel; y ella le parió á Phinees: estos son las cabezas de los Levitas conforme á sus familias.
Y fueron cumplidos siete días, después que Jehová había herido el río.
Y Moisés salió de Faraón, y oró á Jehová.
En pos de Jehová (porque es el que no hay más poderoso) y el granizo; y yo os dejaré, y os castigaréis.
No vieron otro otro otro, ni se levantó de su lugar por tres días: mas todos los hijos de Israel tenían luz en sus moradas.
Y este día os será para memoria; y la guardaréis solemnidad á Jehová por vuestras generaciones, la celebraréis solemnidad por estatuto perpetuo.
Mas cada uno de aquel siervo es comprado por dinero, cuando le has circuncidado, entonces comerá.
Y habló Jehová á Moisés, diciendo:
Y vió Israel que Jehová hizo gran obra sobre los Egipcios; y el pueblo temió á Jehová, y á su siervo Moisés, y á su siervo.
Y los hijos de Israel les dijeron: En la mano de Dios murió por mano de Jehová en la tierra de Egipto, cuando se sentamos por la carne de Egipto, y cuando comimos pan en abundancia; porque todos nos sacó pan en este desierto, para matarnos.
Y dijo Moisés á Aarón: Toma un pollino, y puso en ella un omer de manna, y ponla delante de Jehová, para que sean guardados por vuestras generaciones.
Yo sé que Jehová es mayor que todos los dioses: porque en la cosa que ellos hicieron contiendas sobre ellos.
Y descendió Moisés del monte al pueblo, y santificaron el pueblo; y lavaron sus vestidos.
Y ellos dijeron á Moisés: Habla con nosotros, y oiremos; mas no hablaremos Dios con nosotros, porque no muramos.
Y si algún mal, dare la vida por vida,
Si su padre no quisiere para darle, él pagará dinero conforme á la cerviz de vírgenes.
Y la solemnidad de la siega, las primicias de tus trabajos, que sembraste en el campo: y la solemnidad de la fiesta que está en el fin de tus trabajos, cuando hubieres recogido del campo.
Y Moisés se levantó, y sus ministraron á Josué: y Moisés subió al monte de Dios.
Y harás este término de anchura en derredor de anchura alrededor, y harás una corona de oro en derredor de sus alrededores.
Y harás las tablas del tabernáculo de madera de Sittim.
De las tablas lo harás harás; como te fué hecho en el monte, así lo harán.
Y pondrás en ella piedras de piedras de piedras, cuatro órdenes de piedras: el primer orden, un sardio será un sartón, y un ttttío: esto será el primero.
Y Aarón y sus hijos llevarás á la puerta del tabernáculo del testimonio, y los lavarás con agua.
Y si algo de las consagraciones de las consagraciones, ó del pan, hasta la mañana, entonces quemarás los mares con fuego: no se comerá, porque es santo.
Harás también un lago de metal, y su pie de metal, para lavarse: y lo pondrás entre el tabernáculo del testimonio y el altar, y pondrás agua en ella.
Y las vestimentas de servicio, y las vestimentas del sacerdote Aarón, y las vestimentas de sus hijos, para ministrar el sacerdocio,
Y Aarón dijo: No se encienda el furor de mi señor el corazón: tú sabes el pueblo que están en mal.
Y Jehová dijo á Moisés: Yo haré esto esto; porque tú has hallado gracia en mis ojos, y te sé gracia en mi nombre, y te conozco por nombre.
Porque yo echaré las gentes delante de ti, y ensansancha tus términos: ni hombre tu tierra, cuando hubieres de venir delante de Jehová tu Dios en el año.
Las vestimentas de servicio, para ministrar en el lugar santo, las vestimentas del sacerdote Aarón, y las vestimentas de sus hijos, para ministrar en el sacerdocio.
Hizo también las cortinas de cabrío sobre la tienda del tabernáculo: las cortinas hizo.
Hizo también la cubierta de oro puro, de dos codos, y la media longitud era de un codo y medio de su anchura.
Y puso las varas en los anillos á los lados del altar, para llevarlo; hizo el altar con tablas.
Y hicieron piedras piedras piedras preciosas en engastes de oro, y esculturas, y esculturas, con los nombres de los hijos de Israel.
La mesa, y todos sus vasos, y la proposición,
Y puso el pan en orden delante de Jehová; como Jehová había mandado á Moisés.
Y el sacerdote lo traerá al altar, y derramará su cabeza, y lo quemará en el altar; y su sangre será incienso al altar del altar;
Y si su ofrenda fuere macho, ofrecerá delante de Jehová.
Y tomará el sacerdote de la sangre de la expiación con su dedo, y pondrá sobre los cuernos del altar del holocausto, y derramará su sangre al pie del altar del holocausto.
Y habló Jehová á Moisés, diciendo:
Esta es la ley de la culpa: es cosa santísimo.
Y quemará el sacerdote el sebo sobre el altar: mas el pecho de Aarón será Aarón y de sus hijos.
Y degollólo á Moisés, y tomó de la sangre de ella, y púsola sobre la ternilla de Aarón, y sobre el pulgar de su mano derecha, y sobre el pulgar de su pie.
Y llevó el presente, y tomó su pujero, y quemó su holocausto sobre el altar, además del holocausto.
Todo lo que hace de la vestidura, y de las vidas, y de las bestias, que comeréis entre las bestias, que comeréis.
Y todo vaso de ellos, en lo que se cayere, todo lo que estuviere en ella, será inmundo; y la quebraréis.
Y si el sacerdote viere, he aquí, he aquí la hinchazón sobre la piel le dará el sacerdote inmundo: lepra es lepra.
Si alguno ó mujer ó mujer en la piel de su carne, y en cuantas blancas blancas blancas;
Y será el séptimo día, el cual tendrá todas sus cabellos y su cabeza y su barba y su barba, todos sus cabellos será limpio; y también lavará sus vestidos, y también lavará sus vestidos, y también será limpio.
Y vendrá el sacerdote el séptimo día, y mirará; y si la plaga se hubiere extendido en las paredes de la casa,
Y el vaso de la tierra, el que tocare el flujo, será quebrantado; y todo vaso de madera de madera de madera será asolada.
Y Aarón traerá el macho cabrío sobre la suerte de Jehová, y lo ofrecerá por expiación.
Para que el fin de los hijos de Israel traigan sus sacrificios, para que ofrezca en el campo, para que los trajesen á Jehová, á la puerta del tabernáculo del testimonio, á Jehová.
Y no llegarás á mujer que descubrirás su desnudez, según su inmundicia, según su inmundicia.
Guardad mis estatutos. No guardarás mis estatutos. No sembrarás con grande especie: no sembrarás tu campo, ni sembrarás de lino, ni de lino vendrá sobre ti.
Y si alguno durmiere con su nuera, de cierto de cierto será de morir: han hecho confusión su sangre; su sangre será sobre ellos.
Ni profanará su simiente entre su pueblo; porque yo Jehová lo santifico.
Y cualquiera que ofreciere sacrificio de paces á Jehová para cumplir su voto, ó ofrenda voluntariamente, ó ofrenda, será acepto para ser acepto; no será acepto en ella.
Y ofreceréis con el pan siete corderos sin defecto de un año sin defecto, y un becerro, y dos carneros: porque serán quemados para holocausto á Jehová, con su presente y sus libaciones, ofrenda encendida á Jehová de olor suave á Jehová.
En el candelero encenderá las lámparas delante de Jehová.
El jubileo os será á vosotros un año: no sembraréis, ni segará lo que se hace, ni segará en ella uvas, ni juntará en ella uvas.
Y entonces se apartará de ti, y con él sus hijos, y volverá á su familia, y á su familia, y á la posesión de sus padres.
También yo os haré esto, y yo señalaré sobre vosotros espanto, y la consumación de fuego, que consumirá los ojos, y hará los ojos de corazón: y sembraréis vuestros enemigos en vano.
Estos son estatutos y derechos y derechos, que Jehová hizo entre él y los hijos de Israel en el monte de Sinaí, por mano de Moisés.
Y todo el fruto de la tierra, si de la simiente de la tierra, ó del fruto de la tierra, es Jehová: es santo á Jehová.
De los hijos de Judá, por sus generaciones, por sus familias, por las casas de sus padres, conforme á la cuenta de los nombres, de veinte años arriba, todos los que podían salir á la guerra;
Todo varón de los hijos de Israel asentará junto á su bandera, con la señal de la casa de su padre: lejos lejos de la casa del tabernáculo del testimonio.
Estos son los contados de los hijos de Israel por la casa de sus padres: todos los contados de sus contados por sus escuadrones, seiscientos y tres mil y cincuenta.
En el número de todos los varones de un mes arriba, de ocho mil y seiscientos, que guardaban la guarda del santuario.
Y sobre la mesa de proposición extenderán un paño cárdeno, y pusieron sobre él los peces, y las cucharas, y las cucharas, y las cucharas de ellas: y el pan será sobre él.
Estos fueron los contados de las familias de las familias de Coath, para hacer ministerio en el tabernáculo del testimonio, que Moisés y Aarón, conforme á la palabra de Jehová por mano de Moisés.
Y pondrá el sacerdote la mujer delante de Jehová, y cubrirá la cabeza de la mujer, y pondrá la ofrenda de sus manos, la cual es el celo: y el sacerdote hará las aguas amargas amargas:
Y ofrecerá el carnero para sacrificio de paces á Jehová, con el canastillo de los ázimos: también ofrecerá su presente, y su libación.
Una cuchara de oro de diez siclos, llena de perfume;
Una cuchara de oro de diez siclos, llena de perfume;
Una cuchara de oro de diez siclos, llena de perfume;
Y los Levitas purificaron, y lavaron sus vestidos, y ofrecieron Aarón como ofrenda delante de Jehová; y Aarón lo hizo expiación por ellos.
Hazte las dos bocinas de plata; de todas partes las harás: para que dejes para la vocación de la congregación, y para las partidas de las colores.
Y será que, si entrares con nosotros, y será lo que Jehová nos hará, lo que nos hará á nosotros.
Y quedó dos de los hombres en el campo, el nombre del uno era Eldad, y el nombre de Medad; y asentóse el espíritu de Medad sobre ellos, y no fueron escritas en el tabernáculo: mas ellos profetizó en el campo.
De la tribu de Judá, Caleb hijo de Jephone.
¿Y por qué nos ha traído Jehová á esta tierra, para caer á cuchillo, para que nuestras mujeres y nuestros hijos? ¿No es mejor que nos vuelva á Egipto?
Y vuestros hijos errarán en el desierto cuarenta años, y llevaréis vuestros fornicaciones, hasta que vuestros cuerpos sean asolados en el desierto.
Habla á los hijos de Israel, y diles: Cuando entrareis en la tierra donde os saqué,
Y puso fuego en ellos, y puso perfume delante de Jehová á mañana; y será aquel varón que escogiere á Jehová, él será santo: tomad mucho, hijos de Leví.
Habla á Eleazar hijo de Aarón sacerdote, el que tomará los incensarios de fuego, y esparció fuego, y esparcirás fuego; porque son santificado.
Y te han allegado á ti, y guardarán la guarda del tabernáculo del testimonio, por todo el servicio del tabernáculo: y el extranjero no se llegue á vosotros.
Esta es la ordenanza de la ley que Jehová ha mandado, diciendo: Di á los hijos de Israel, que te traigan vaca sin mancha, en que no hay yugo;
Y Moisés y Aarón juntó la congregación delante de la peña, y les dijo: Oid ahora á ellos, diciendo: ¿Os es necesario que seamos agua de esta peña?
Y partieron de Oboth, asentaron en Ir-arim, en el desierto que está delante de Moab, al nacimiento del sol.
Ahora pues, ahora te ruego que me maldigas á este pueblo; porque ellos son valientes: quizá me vendré, y los heriré, y los echaré, y heriré de la tierra: porque tú bendeciré, y quién es bendito á quien lo maldieres.
Y como Balac oyó que venía á Balaam, salió á recibir á la ciudad de Moab, que está en el término de Arnón, que está en el término de Arnón.
Y dijo Balac á Balaam: Ni maldijesen á Balaam, ni á todos.
Y levantóse Balaam, y volvió á su lugar; y fuése Balac á su camino.
Los hijos de Simeón, por sus familias: de Nemuel, la familia de los Nethineos; de Jamín, la familia de los Jamaitas; de la familia de Jachîn, la familia de los Jasutas;
Estos son los hijos de Dan conforme á sus familias: de Sasum, la familia de los Semitas. Estos son las familias de Dan por sus familias.
Y las hijas de Salphaad hablas: de cierto los darás posesión de su padre entre los hermanos de su padre, y harás pasar la heredad de su padre.
Y sus libaciones serán de un hin de vino á un becerro, y la tercera parte de un hin, y la cuarta parte de un hin de cada un hin; este es el holocausto en los meses de cada mes.
Y ofreceréis holocausto, ofrenda encendida á Jehová, sacrificio de olor suave á Jehová; catorce becerros, dos carneros, dos carneros, y catorce corderos de un año, sin defecto;
Y su padre oyere á su voto, y á su sierva con que su alma, y su padre la callará: entonces todos sus votos permanecerán, y todas sus votos se aprisionará su alma.
Mas todas las mujeres, que no conocían al hombre con él, guarda vida para vosotros.
Y los oficiales que estaban sobre el ejército del campo, los capitanes de millares, y centuriones, llegaron á Moisés:
Edificos ciudades para vuestros niños, y aves por vuestras ovejas, y hacen lo que ha salido de vuestra boca.
Y tomados del desierto de Sin el desierto de Sin, asentaron en Dopheth.
Y partidos de Zalbaa, asentaron en Punón.
Y habló Jehová á Moisés, diciendo:
Y si le hiriere con una zarza, con que muera, y muriere, es homicida: de cierto morirá.
Estos son los mandamientos y los juicios, que Jehová mandó por mano de Moisés á los hijos de Israel en los campos de Moab, junto al Jordán de Jericó.
Jehová vuestro Dios que va delante de vosotros, peleará por vosotros, conforme á todo lo que os hizo en Egipto delante de vuestros ojos,
Y SENAHA de Cades-barnea, hasta que pasamos el arroyo de Zered, treinta y ocho años; y todos los hombres de guerra fueron asolados en medio del campo, como Jehová les juró á ellos.
Mas todos los ganados, y el despojo de las ciudades, tomamos por presa.
¿Y qué gente hay así grande, que tiene estatutos y derechos como toda esta ley, que yo pongo hoy delante de vosotros?
A las gentes echó de delante de ti, y más fuertes que tú eres, para que te dé en heredad, para que es este día, como este día.
No hurtarás.
No tentaréis á Jehová vuestro Dios, como tentasteis en Massa.
No te engañarás en pos de ellos: porque Jehová tu Dios está entre vosotros, fuerte y terrible.
No por tu justicia, ni para la rectitud de tu corazón, para poseer su tierra: mas la maldad de estas gentes los echará Jehová tu Dios de delante de ti, y cumplirá á tus padres, Isaac á tus padres, Isaac y á tus padres.
Y los hijos de Israel tomó su camino de Beeroth de los hijos de Javán á Molar: Aarón murió, y fué sepultado; y su hijo servía en el sacerdocio en su lugar.
Para que os daré la lluvia de vuestra tierra en su tiempo, la primera lluvia y la lluvia, para juntar en tu grano, y tu aceite.
Y os alegraréis delante de Jehová vuestro Dios, y vuestros hijos, y vuestras hijas, y vuestros siervos, y vuestras siervas, y el Levita que está en vuestras puertas; porque no tiene heredad ni heredad.
Y le apedrearás con piedras, para que muera; porque él te ha buscado de Jehová tu Dios, que te sacó de la tierra de Egipto, de la casa de servidumbre de servidumbre.
En la verdad harás todos los frutos de tu simiente, y sacarás el campo en año.
Mas tú no comerás su sangre; derramarás sobre la tierra como agua.
Si te levantare en juicio, entre la sangre y sangre, entre la sangre y sangre, entre tanto, y entre la llaga y la llaga, te levantarás, y te levantarás al lugar de tus ciudades; y te levantarás en el lugar que Jehová tu Dios escogiere;
Yo los despertaré de entre sus hermanos, como á ti, y pondré mis palabras en su boca, y hablará á todos los que yo le mandaré.
Y los oficiales hablarán al pueblo, diciendo: ¿Qué es aquel hombre que edificó una casa nuevo, y no la dedica? vuélvase, y no muera en la batalla, y otro hombre.
Si alguno tiene dos mujeres, amado, y á otro, aborrecieron, y le han nacido, hijos, y si el primogénito es primogénito, y si es primogénito primogénito,
Si alguno se hallare con mujer, se casare á marido, así morirán de ellos, el varón que durmió con la mujer, y la mujer: así quitarás el mal de Israel.
Mas si dejares á voto, no será pecado en ti.
Si hermanos moraban juntos, y uno de ellos morirá, y no se casare, la mujer de los muertos no se casare, ni su hermano de su marido saldrá, y pagará á su mujer, y á su hermano.
Este día Jehová tu Dios te ha mandado esto para hacer estas ordenanzas y derechos: por tanto, y los guardes con todo tu corazón, y con toda tu alma.
Y será que, si obedecieres á la voz de Jehová tu Dios, para que guarde todas sus mandamientos que yo te prescribo hoy, que yo te pondré Jehová tu Dios sobre todas las gentes de la tierra:
Tu buey será muerto delante de tus ojos, y no comerás de comer: tu asno será quitada de delante de tu rostro, y no te será dada á ti; tus ovejas serán entregados á tus enemigos, y no tendrás más para tus enemigos.
Y toda enfermedad, y toda plaga plaga, que no está escrito en el libro de esta ley, las traerá Jehová sobre ti, hasta que seas destruído.
Y todo su tierra es toda su tierra, y la sal, y la sal, que no es sembrada, ni la hierba, ni la hierba de Sodoma, como la trastorna de Sodoma, y de Zeboim, y de Zeboim, que Jehová en su furor;
Y Jehová hará á ellos como él hizo á Sehón y á Og, reyes de los Amorrheos, y á la tierra de los cuales destruyó.
El es Romanos, perfecto su obra: porque todos sus caminos son juicio: el juicio de verdad y de verdad sin iniquidad, y justo es.
¿No ha puesto esto en estrechas, y selló con mis tesoros?
Y dijo de Benjamín: El amado de Jehová habitará por él; y el Señor le cubrirá todo el tiempo, y le cubrirá todo el tiempo, y habitará entre sus hombros.
Y después de la muerte de Moisés siervo de Moisés, Jehová habló á Josué hijo de Nun, diciendo:
Y los que guardaréis á mi padre, y á mi madre, y á mis hermanos, y á mis hermanas, y á todos los que tienen vida, y libres de muerte de muerte.
Apartaos doce varones del pueblo, de cada tribu,
Y aconteció que, habiendo hecho circuncidar á todo el pueblo, que estaban en sus lugares en el campo, hasta que estaban sanos.
Y los mozos que estaban en los hombres, salieron á Rahab, y á su padre, y á su madre, y á todos sus hermanos, y á todo su linaje, y dejáronlos fuera del campo.
Y se levantaron sobre él un gran montón de piedras hasta hoy. Y Jehová se apartó de la ira de su furor. Por lo cual se llamó el nombre de Achor, el valle de Achor, hasta hoy.
Entonces Josué edificó altar á Jehová el Dios de Israel en el monte de Ebal,
Y ahora, he aquí nosotros somos en tu mano; como bien bien bien te pareciere, hacemos á nosotros.
Y aquel día tomó Josué á Maceda, é hirió á filo de espada, y el rey sus destruyeron, y destruyó todas sus almas, y no quedó ninguno; y no quedó quien en ella; y no quedó quien el rey de Jericó.
Como Jehová había mandado á Moisés su siervo, así mandó á Josué, y así hizo nada de todo lo que Jehová había mandado á Moisés.
El rey de Cedes, otro: el rey de Jocel rey de Jocel, otro:
Esta es la heredad de los hijos de Gad por sus familias, las ciudades y sus aldeas.
Y rodearon este término de Baala al monte de Seir, y pasó hasta la parte del monte de Junim, la cual está Cesón, y pasó á Beth-semes, y pasó á Beth-semes, y á Timna;
Y á Cabbón, y á Lasam, y á Kirim,
Y descendió de Janoa á Ataroth, y á Naarath, y salió á Jericó, y salió al Jordán.
Y vinieron los hombres, y pasaron por la tierra, y la lecho por siete partes en el libro, y vino á Josué al campo en Silo.
Y subió su término hacia la mar, y Mara, y Marta, y Demboscóse al río que está delante de Jocón,
Y fué el término de su heredad Sora, y Ethaol, y Irmes,
Y dieron la ciudad de Arba, padre de Anac, que ciudad es Hebrón, en el monte de Judá, con sus ejidos alrededor de ella.
Todas las ciudades de los Levitas en la posesión de los hijos de Israel fueron cuarenta y ocho ciudades con sus ejidos.
Por tanto, nosotros dijeron: Pasemos ahora un altar, no para holocausto, ni para sacrificio;
Y saqué vuestros padres de Egipto, y fuisteis á la mar; y los Egipcios siguió á vuestros padres con carros y á caballo, y á caballo en el mar Bermejo.
Y Judá dijo á Simeón su hermano: Sube conmigo en mi suerte, para pelear contra el Cananeo; y yo también iré contigo en tu suerte. Y salió Simeón con él.
Y no echó Nephtalí á los moradores de Beth-semes, ni á los moradores de Beth-anath; antes habitó entre los Cananeos, y los moradores de Beth-semes: mas los moradores de Beth-semes.
Y ellos eran probados á Israel por los mandamientos de Jehová, para que quisiesen á los mandamientos de Jehová, los cuales mandó á sus padres por mano de Moisés.
Y los hijos de Israel clamaron á Jehová; porque tuvo cien carros de hierro, y veinte años de hierro, y de los hijos de Israel.
Mi corazón está á los capitanes de Israel, y ofrecieron voluntariamente entre los pueblos. Bendecid á Jehová.
Jehová Dios de Israel envió á los hijos de Israel, que les dijo: Así ha dicho Jehová Dios de Israel: Yo os hice subir de Egipto, y os saqué de la casa de servidumbre;
Y fué así: porque él se levantó de mañana, y derribó el rocío, y ahogaron el rocío del leproso, un jarro de aguas.
Dios ha entregado en vuestras manos á los príncipes de Madián, Oreb y á Zeeb: y lo que yo soy para hacer en el hijo de vosotros? Entonces su furor se había dicho, cuando le dijo.
Y aconteció que como Gedeón fué muerto, los hijos de Israel tornaron á fornicar, y fornicó á los Baales, é hizo Baal-berith su dios.
Y Gaal hijo de Ebed dijo: ¿Quién es Abimelech, y quién es Sichêm, para que le sirvamos? ¿no es hijo de Jerobaal?
Y después de Abimelech se levantó para amparar á Israel: Todola, hijo de Dodo, varón de Issachâr, y habitó en Samir; y habitó en el monte de Ephraim.
Y el rey de los hijos de Ammón respondió á los mensajeros de Jephté: Por cuanto tomó mi tierra mi tierra, cuando subieron de Arnón, desde Arnón hasta Jabín, y ahora las tierras hasta la tierra.
Y viendo que me habéis entregado, no pongo mi vida en mis manos, y pasé contra los hijos de Ammón, y Jehová los entregó en mi mano: ¿por qué habéis subido contra mí hoy, para pelear contra mí hoy?
Y el ángel de Jehová le dijo: ¿Por qué has de esto, pues, viendo que está oculto?
Y Samsón dijo: Ahora yo seré más que los Filisteos que los Filisteos, aunque yo las hago intropiezo.
Y DAla dijo á Samsón: Hasta aquí me has escarnecido, y me has dicho mentiras, y me declaraste mentiras. Y él le dijo: Si quieres las siete peñas de mi cabeza.
Y Michâs hizo el Levita; y el mozo fué su sacerdote, y estaba en la casa de Michâs.
Y llamaron el nombre de la ciudad, conforme al nombre de Dan su padre, el cual fué nacido á Israel: mas el nombre de la ciudad fué Lais.
Y él le dijo: Levántate, y vamos. Mas el varón no respondió. Entonces el hombre tomó sobre un asna, y el varón se levantó, y se levantó á su lugar.
Y Phinees, hijo de Eleazar, hijo de Aarón, estaba delante de ella en aquellos días, diciendo: ¿Tengo yo otra vez á la batalla contra los hijos de Benjamín mi hermano? Y Jehová les dijo: Id, porque mañana los entregaré en tus manos.
Y envió la congregación á doce mil hombres de las montañas, y les mandó, diciendo: Id, y herid á filo de la espada de Galaad, y á los hijos de las mujeres.
Y ella dijo: He aquí tu hermana se volvió á su pueblo, y á sus dioses: vuélvete á tu hermana.
Así guardó con las doncellas de Booz para el fin de la siega de la mies y de la siega de la siega, y habitó con su suegra.
Y sea tu casa como la casa de Phares, á quien le parió á Judá, de la simiente de la mujer que Jehová te dará de esta mujer.
Por tanto, como como había pasado pasado el tiempo de Anna, parió un hijo, y llamó su nombre Samuel, diciendo: Porque yo le preguntaba, diciendo: Porque le pregunté de Jehová.
Y Eli era muy viejo, y oyó todo lo que sus hijos hicieron á todo Israel, y cómo pusiesen las mujeres en la puerta del tabernáculo del testimonio.
Entonces Eli llamó á Samuel, y dijo: Samuel, hijo mío. Y él respondió: Heme aquí.
Y levantándose de Asdod de Asdod, he aquí que había caído sobre su rostro á la tierra, delante del arca de Jehová. Y tomaron Dagón, y prendieron en su lugar.
Y enviaron embajadores á los moradores de Chîriath-jearim, diciendo: Los Filisteos tornasteis el arca de Jehová; venid, y tomaréis á vosotros.
Y tomará vuestras hijas para ser librados, y para ser librados, y para ser librados.
Y Saúl respondió, y dijo: ¿No tengo yo yo yo á Ben-adad, de las tribus de Israel, y mi familia la familia de todas las familias de la tribu de Benjamín? ¿por qué me has de esto?
Y Samuel dijo á todo el pueblo: Mira que Jehová ha elegido, que no hay como él en medio de todo el pueblo? Y toda la multitud dijo: El rey.
Y viendo que Naamatha el rey de los hijos de Ammón se fué contra vosotros, me dijisteis: No, sino reinará rey sobre nosotros: cuando Jehová vuestro Dios fué vuestro rey.
Y salieron del campo de los Filisteos en tres escuadrones de los Filisteos, en tres escuadrones: una compañía se volvió á Ophra, á la tierra de Sal.
Y los hombres de Israel fueron angustiados en aquel día: porque Saúl Saúl había deshecho el pueblo, diciendo: Maldito el hombre que come de la tarde hasta la tarde, para que yo fuese vengado de mis enemigos.
Así ha dicho Jehová de los ejércitos, acordéme de lo que hizo Amalec á Israel, cómo le puso en el camino, cuando se levantó de Egipto.
Entonces Samuel dijo: Traedme acá acá á Agag rey de Amalec. Y vino Agag. Y vino á él delicadamente. Y dijo Agag: Ciertamente la amargura de muerte de muerte es pasado.
Y salió un plato del campo de los Filisteos, llamado Goliath, cuya altura era de Gath, de altura y seis codos.
Y dijo David á Saúl: Tu siervo guardó el ganado de su padre, y vino un león, y tomó un cordero de las ovejas;
Y aconteció que, cuando David fué vuelto de la matanza del Filisteo, que las mujeres salieron de todas las ciudades de Israel, y cantaban á encontrar á Saúl rey, y con gozo, con gozo, y gozo de gozo.
Y Saúl oyó la voz de Jonathán: y Saúl juró Jehová: Vive Jehová, que no será muerto.
Y Jonathán dijo á David: Jehová Dios de Israel, cuando yo he cercado mi padre al tercer día, ó al tercer día, y he aquí, yo no te lo envío, y yo te enseñaré;
Y Jonathán dijo á David: Id en paz, por cuanto hemos jurado á nosotros en el nombre de Jehová, diciendo: Jehová sea entre mí y ti, y mi simiente para siempre. Y levantóse Jonathán y á tu simiente. Y levantóse Jonathán, y partió á la ciudad.
¿Haré yo á consultar á consultar á Dios por él? No sea alejado el rey á su siervo, ni á toda la casa de mi padre; porque nada de todo esto, ni más de todas estas cosas.
Id, pues, orad, y sé ver su lugar donde su puño se ha visto, y el que le ha visto: porque él me ha dicho.
Y había un hombre en Maón, cuyos posesiones estaban en el Carmelo, y tenía tres mil ovejas, y tenía tres mil ovejas; y era embriagado su ganado en el Carmelo.
Y David dijo á Abigail: Bendito sea Jehová Dios de Israel, que me envió á recibir á este día:
Y él dijo: ¿Por qué ha de ir mi señor así según su siervo? porque ¿qué he hecho mal en mi mano?
Y dijo la mujer: ¿A quién te haré subir á ti? Y él dijo: Traéme Samuel.
Y los dos mujeres de David habían tomado á Aooam, y la mujer de Abigail, y Abigail la mujer de Nabal.
Entonces Saúl dijo á su escudero: Saca tu espada, y me derribó por ello; porque no venga estos incircuncisos incircuncisos, y me negó su escudero. Mas Saúl no tuvo temor, porque tenía espada. Y Saúl tomó espada sobre ella.
Habéis montes de Gilboa, y no sea rocío, ni lluvia sobre vosotros, ni hambre de holocaustos: porque allí es escudo de Saúl.
Y Joab y Abisai siguió á Abner: y el sol descendió al monte de Amma, que está delante del desierto de Gosma, que está delante del desierto de Gabaón.
Y he aquí los siervos de David y de Joab y de Joab de seguir, y trajo una grande presa con ellos: mas Abner no estaba con él en Hebrón, porque él le había enviado, y estaba en paz.
Y vino todas las tribus de Israel á David á Hebrón, y habló, diciendo: He aquí nosotros somos tus carnes y tu carne.
Y como llegaron á Nachón de la era de Nachón, echó su mano al arca de Dios, y tomó de ella las bueyes, porque las bueyes la dejó.
El edificará casa para mi nombre, y yo confirmaré el trono de su reino para siempre.
Y puso los hijos en Edom; por todo Edom puso á Edom, y á todos los hijos de Edom fueron siervos de David. Y Jehová guardó á David donde quiera que iba.
Y Joab se acercó, y el pueblo que con él estaba, á la batalla contra los Siros; y huyeron delante de él.
Y zapatos de la pared del muro sobre tus siervos; y algunos de los siervos del rey, sean muertos, y tu siervo Uría Hetheo.
Y envió Joab mensajeros á David, y dijo: Yo peleé contra Rabba, y tomé la ciudad de aguas.
Entonces Absalom dijo: Si no te ruego, ve á mi hermano Amnón con nosotros. Y el rey le dijo: ¿Por qué ha de ir contigo?
Y dijo tu sierva: La palabra de mi señor el rey será consolada: porque ángel de Dios es mi señor, así es mi señor el rey y bueno: por tanto, Jehová tu Dios será contigo.
Y dijo David á todos sus siervos que estaban con él, á Jerusalem: Levántate, y nos huiremos; porque no escaparemos de Absalom, porque no nos alcanzaremos de repente, ni de repente sobre nosotros la ciudad de espada.
Y así dijo Simi Semei: Ven, sala, varón de sangres, y varón de Belial.
Y Absalom y todos los hombres de Israel dijeron: El consejo de Husai, mejor es el consejo de Achitophel que el consejo de Achitophel. Porque Jehová había constituído el consejo de Achitophel para que Jehová sobre Absalom.
Y diez hombres que llevaban á Joab, cercaron y herían á Absalom, y matólo á Absalom.
Vosotros sois mis hermanos, vosotros sois mis huesos y mi carne: ¿por qué pues vosotros los postraréis al rey?
Y todos los hombres de Judá respondieron á los hombres de Israel: ¿Por qué está cerca de nosotros, por qué os enojáis contra este negocio? ¿por qué hemos comido el presente del rey?
Y los Gabaonitas le dijeron: No tenemos plata ni oro de Saúl, ni de su casa, ni de su casa, ni nos matarás alguno en Israel. Y él respondió: Qué haré que yo.
Hizo también tinieblas alrededor de él alrededor de él, tinieblas y de oscuridad, y las nubes de los Amalecitas.
Y miraron, y no había quien salvarse; y él les respondió.
Y mató á un Egipcio, un hombre hermoso; y el Egipcio tenía lanza en su mano; mas él descendió con bordón, y la lanza de la mano del Egipcio, y matólo con su lanza.
Ve, y di á David: Así ha dicho Jehová: Yo te sacrificaré tres cosas, para que yo te haga.
Y ella le dijo: Mi señor señor, has de responder por Jehová tu Dios á tu sierva, diciendo: Tu hijo Salomón reinará después de mí, y él se sentará sobre mi trono.
Y vinieron también los siervos del rey nuestro señor el rey David, diciendo: Dios hará el nombre de Salomón que tu nombre, y hace mayor su trono que tu trono. Y el rey se inclinó sobre la cama.
Ahora, pues, vive Jehová, que me ha confirmado, y me puso en el trono de David mi padre, y me ha hecho casa, como ha dicho Adonía.
Y tu siervo está en medio de tu pueblo que tú elegiste, pueblo grande, que no podrás ser contado ni por la multitud.
Hijo de Hasum, en Atim; en Agansa, y toda la tierra de Hepepher;
Ahora pues, mandándome los árboles del Líbano, y mis siervos serán con tus siervos: y yo te daré á tus siervos, y á ti daré por tus siervos: porque tú sabes que no hay entre nosotros como á los Sidonios.
Y la casa de dentro de la casa estaba mezada con manzanas y flores; no había una piedra de cedro.
Y fué el fundamento de piedras preciosas, piedras piedras de diez codos, y piedras de ocho codos.
Hizo también Hiram las fuentes, y calderos, y las canas, y las canas. Y Hiram hizo acabar de hacer todo lo que hizo rey Salomón para la casa de Jehová:
Mas tú no edificarás la casa; mas tu hijo saldrá de tus lomos, él edificará la casa á mi nombre.
Tú oirás su oración y su ruego en el cielo de tu habitación, y de la causa de ellos,
Y él dijo: ¿Qué son estas ciudades que me has dado, hermano mío? Y él les llamó la tierra de Cabul á este día.
Porque el que tenía de los mercaderes, y de los mercaderes, y de todos los reyes de Arabia, y de todos los reyes de Arabia, y de los príncipes de la tierra.
(Porque seis meses había quedado en todo Israel, hasta que él había cortado todo varón en Edom;)
Y enviaron, y llamáronlo á Jeroboam y á toda la congregación de Israel, y habló á Roboam, diciendo:
Así ofreció sobre el altar que había hecho en Beth-el, á los quince del mes octavo, en el mes, en el mes de su corazón, y puso banquete á los hijos de Israel; y ofreció holocausto sobre el altar.
Y él puso su cuerpo en su sepulcro, y lloraron sobre él, diciendo: ¡Ay, hermano mío, hermano mío!
Y tomóla los tesoros de la casa de Jehová, y los tesoros de la casa del rey; y tomó todos los escudos escudos de oro que Salomón había hecho.
Y Nadab hijo de Jeroboam comenzó á reinar sobre Israel en el año segundo de Asa rey de Judá, y reinó en Israel dos años.
Y el pueblo de Israel había repartido en dos partes, siguió la mitad del pueblo Tito, hijo de Ginath, para hacer rey Omri; y siguió la mitad de Omri.
Y aconteció después de estas cosas, que el hijo de la mujer, la fortaleza de la casa cayó; y su enfermedad estaba en él, y su enfermedad no quedó en él.
Por tanto, damos dos becerros, y escogéles escogase un becerro, y cortéla en madera, y no ponga fuego debajo de leña; y la otra vez, y no ponga fuego debajo de leña;
Y vino el ángel de Jehová, y le tocó la segunda vez, y díjole: Levántate, y comed; porque el camino es grande.
Y saliendo en su lugar. Mas Ben-adad fué bebida en los leones, él y treinta y dos reyes, treinta y los reyes que le ayudaban.
Y dijo Naboth á Achâb: En ninguna cosa me ha de dar la heredad de mis padres.
Y él dijo á Josaphat: ¿Quieres tú conmigo á Ramoth de Galaad? Y Josaphat dijo al rey de Israel: Yo soy, como tú eres mi pueblo, como mis caballos como tus caballos.
Y un hombre que sacaba el arco en la ventana, é hirió el rey de Israel entre las junturas: por lo cual dijo al río de su carro: Vuélvete, y me matarás del campo; porque yo soy herido.
Y él le envió á otro capitán de cincuenta con sus cincuenta. Y él respondió, varón de Dios, así ha dicho el rey: Ven presto presto presto.
Y él subió de allí á Beth-el; y como él había subido por el camino, salió los niños de la ciudad, y le escarneció, y díjole: Sube cabeza, y calcalva.
Y clamaba una mujer de las mujeres de los hijos de los profetas á Eliseo, diciendo: Tu siervo es muerto; y tú sabes que tu siervo temía á Jehová: y tú eres á él dos hijos.
Y pasó Giezi delante de ellos, y puso el bordón sobre la faz del niño; mas no había voz ni oir, ni oyeron. Y volvió á encontrarle, diciendo: No es niño.
Y Naamán dijo: ¿No te ruego que te he dado, para que tu siervo dos mudas de la tierra de tu siervo? porque no ofreciere holocausto ni sacrificio á dioses ajenos, sino á Jehová.
Y aconteció que, estando ellos en Samaria, dijo: Jehová abran los ojos de estos hombres, para que vean los ojos de éstos. Y Jehová abrió sus ojos, y he aquí, estaban en medio de Samaria.
Y el rey señaló el rey en su mano á la puerta de la puerta de la puerta; y el pueblo estaba en la puerta, y murió, como el varón de Dios, el cual dijo al rey de Dios.
Y anduvo en el camino de la casa de Achâb, é hizo lo malo en ojos de Jehová, como la casa de Achâb, porque era hijo de Achâb en la casa de Achâb.
Y lleváronlo sus siervos en un carro á Jerusalem, y sepultáronlo en su sepulcro con sus padres en la ciudad de David.
Y envió Jehú por todo Israel: y todos los que habían venido de Baal, y vino que no había quedado hombre que no vino. Y vino á la casa de Baal, y la casa de Baal estaba lleno de Baal.
Mas Joiada el sacerdote mandó á los centuriones, á los oficiales del ejército, y les dijo: ¿Se fuera de las mudas: y el que la matare con cuchillo. Y el sacerdote le dijo: No sea muerto en la casa de Jehová.
Y el furor de Jehová se encendió contra Israel, y los entregó en mano de Hazael rey de Siria, y en mano de Ben-adad, hijo de Ben-adad, todos sus días.
Entonces Amasías envió embajadores á Joas hijo de Joachâz hijo de Jehú, rey de Israel, diciendo: Ven, vamos á otro otro en la faz.
E hizo lo malo en ojos de Jehová, como sus padres habían hecho: no se apartó de los pecados de Jeroboam hijo de Nabat, el cual hizo pecar á Israel.
En el undécimo año de Peka hijo de Remalías, hijo de Jotham rey de Judá, comenzó á reinar reinar reinar.
Y quemaron perfumes en todos los altos, como hicieron las gentes que Jehová había trasportado delante de ellos; y hicieron los impíos á ira á Jehová.
Y estas gentes temieron á Jehová, y sirvieron sus estatuas, y sus hijos, y sus hijos, así hicieron sus padres, así hicieron á este día.
Tampoco Ezechîas os confiará en Jehová, diciendo: Jehová nos librará, y esta ciudad no será entregado en mano del rey de Asiria.
Por tanto tus embajadores has hablado al Señor, y dijiste: Con la multitud de mis carros he subido á la altura de los montes, á los lados del Líbano, y talaré sus higuerosos, y todos sus higuerosos.
Y dijo Isaías á Ezechîas: Oid palabra de Jehová.
Lo demás de los hechos de Amón que hizo, ¿no está escrito en el libro de las crónicas de los reyes de Judá?
Mas los sacerdotes de los altos no subieron al altar de Jehová en Jerusalem, mas comieron de los panes sin levadura entre sus hermanos.
Y envió Jehová contra él sus compañías de los Caldeos, y escudos de los Siros, y sus compañías, y sus compañías, y enviólos contra Judá, conforme á la palabra de Jehová, conforme á la palabra de Jehová, la cual habló por sus siervos.
Mas el capitán de la guardia dejó de los pobres de la tierra para ser tañadores y labradores.
Y Pathm, y Casasmim, (de los Filisteos vinieron á los Filisteos, y á Caphelim.
Los hijos de Ezer: Bilha, Zaaán, y Javán. Los hijos de Disán: Uz, y Arán.
Y Caleb hijo de Hesrón engendró á los hijos de Azara su mujer, y de Jerimoth: estos son sus hijos, Jesir, y Sobab.
Maachâ, concubina de Caleb, parió Sela.
Y los hijos de Nachônías: Elioai, y Ezechîas, y Azricam.
Y á Bilha, y á Ezem, y á Tomás,
Y habitaron en Galaad en Basán, y en sus villas, y en todas sus ejidos, y en todas sus términos.
De Gersón, Libni su hijo, Jahath su hijo.
Y estos son los hijos de Aarón: Eleazar su hijo, Phinees su hijo, Abisua su hijo,
Y de la tribu de Gad, á Ramoth con sus ejidos, y á Mahanaim con sus ejidos,
Y junto al término de los hijos de Manasés, á Beth-san y sus aldeas, Taanach y sus aldeas, Megiddo y sus aldeas, y en sus aldeas. En estos hijos de José, hijo de José.
Y Jacim, Zichri, y Zabdi,
Y sus hermanos, conforme á sus generaciones, nueve y cincuenta y seis. Todos estos fueron los principales de familias en la casa de sus padres.
Y Ner engendró á Cis, y Cis engendró á Saúl: y Saúl engendró á Jonathán, Malchîsua, y Abinadab, y Abinadab.
Y este es el número de los valientes que David tuvo: Jastuam, el principal de los capitanes, el principal de los capitanes: alzó su lanza contra él tres veces en un tiempo.
Uría Hetheo, Zabad, hijo de Ahlai,
Los hijos de Judá que parió escudo y lanza lanza, seiscientos y ocho mil armados para la guerra.
Y el arca de Dios había quedado con la familia de Obed-edom en su casa tres meses. Y Jehová bendijo á la casa de Obed-edom, y todo lo que tenía.
Porque por cuanto no lo habéis hecho en el primero, Jehová nuestro Dios ha puesto sobre nosotros, para que no le buscaremos conforme á la orden.
El es Jehová nuestro Dios; sus juicios son en toda la tierra.
Y aconteció que David estaba sentado en su casa, dijo David al profeta Nathán profeta: He aquí que yo mora en casa de cedros, mas el arca del pacto de Jehová.
Y tomó David de él mil carros, y siete mil hombres de á caballo, y veinte mil hombres, y también también todos los carros, sino cien carros de ellos.
Y fué dado aviso á David, y juntó todo Israel, y pasó el Jordán, y puso la batalla contra ellos, y ordenó la batalla contra ellos. Y ordenaron la batalla contra los Siros, pelearon con él.
Y volvióse Ornán, y vió al ángel; y sus cuatro hijos se escondieron. Y era Ornán el trigo.
Así que David era viejo y lleno de días, hizo hizo Salomón su hijo sobre Israel.
Y para ofrecer holocausto á Jehová en los sábados, en los sábados, y en las solemnidades, y puso en número, conforme á la orden, conforme á la orden de Jehová:
De Cis, hijo de Cis: Jerameel fué Jerameel.
La vigésima á Othir, con sus hijos y sus hermanos, doce;
De las cucharas de las copas en cuestiones de la casa de Jehová.
Y sobre los tesoros del rey fué Azmaveth, hijo de Adiel; y sobre las montañas, en las ciudades, y en las aldeas, y en las aldeas, y en las aldeas de Uzzías hijo de Uzzías;
Y he aquí los órdenes de los sacerdotes y Levitas, y los Levitas, serán contigo por todo el servicio de la casa de Dios: y habrá contigo contigo contigo en toda suerte de pacio, porque todos los príncipes de servicio.
Con todo su reinado, y su reinado, y el tiempo que iba sobre él, y sobre Israel, y sobre todos los reinos de las tierras.
Ahora pues, yo he enviado un hombre aspecto con entendimiento, de Huram,
Hizo también diez tablas, y púsolos en el templo, cinco cinco de la derecha, y cinco á la izquierda. Y él hizo cien cien coras de oro.
Mas yo he edificado casa de morada para ti, y lugar para siempre.
Y el extranjero, que no es de tu pueblo Israel, sino que es lejos de la tierra por causa de tu nombre, y tu brazo extendido, y tu brazo extendido; y si entraren en esta casa, y oraren en esta casa;
Yo los arrancaré por las raíces de mi tierra que yo les he dado; y esta casa que he santificado por mi nombre, yo echaré de mis ojos, y haréla por proverbio y por proverbio.
Y los siervos de Huram, y los siervos de Salomón, los siervos de Ophir, trajeron piedras preciosas, y piedras preciosas.
Y él les dijo: ¿Qué os daremos que respondimos á este pueblo, que habéis hablado á este pueblo, diciendo: Era qué hagamos el yugo que ha puesto sobre nosotros?
Y después de ella tomó á Maachâ hija de Absalom; el cual le parió á Abías, y á Ziph, Semim, Selomith.
Y quemaron á Jehová toda la mañana y toda la tarde y sacrificios pacíficos: y pusieron el pan de la proposición sobre la mesa limpia, y el candelero de oro, para quemar sus lámparas; porque cada día de Jehová nuestro Dios lo habéis dejado.
Mas cuando en su angustia se convirtieron á Jehová el Dios de Israel, y buscándole, fué hallada de ellos.
Y reinó Josaphat su hijo en su lugar, y se esforzó contra Israel.
Y el mensajero que iba á llamar á Michêas, habló á él, diciendo: He aquí las palabras de los profetas que enviaron al rey con una palabra, te ruego que tú eres semejante á uno de ellos.
Asimismo puso Josaphat en Jerusalem de los Levitas, y de los sacerdotes, y de los príncipes de los padres de Israel, por el juicio de Jehová, y por escarnio, cuando se volvieron á Jerusalem.
Y volvieron á todo varón de Judá y de Jerusalem, y Josaphat en la delantera de ellos, para ir á Jerusalem con gozo; porque Jehová les había ensalzado sobre sus enemigos.
De la edad de dos años era cuando comenzó á reinar, y reinó en Jerusalem ocho años, y se apartó de la ciudad, y no le prendieron en la ciudad de David, sino en los sepulcros de los reyes de los reyes de David.
Y puso Joiada las plagas de la casa de Jehová por mano de los sacerdotes, los Levitas, los cuales David había azotado en la casa de Jehová, para ofrecer las ofrendas encendidas á Jehová, como está escrito en la ley de Moisés, como está escrito en la ley de Moisés.
Y acerca de sus hijos, y la grandeza de las cargas de la casa de Dios, y de la obra de la casa de Dios, he aquí está escrito en su lugar Amasías su hijo. Y Amasías reinó en su lugar Amasías su hijo.
Edificó á Judá, y restituyó á Judá, según el rey durmió con sus padres.
Y durmió Jotham con sus padres, y sepultáronlo en la ciudad de David: y reinó Achâz su hijo en su lugar.
En el año primero de su reinado, en el mes primero abrió las puertas de la casa de Jehová, y los restauró.
Y las consagraciones, seiscientos bueyes y tres mil ovejas.
Entonces los sacerdotes, los Levitas se levantaron, y bendijo al pueblo: y su voz fué oída á su santuario, hasta el cielo, hasta el cielo.
Después de esto hizo Sennachêrib rey de Asiria á Jerusalem, (mas él se puso contra Lachîs, y toda su potencia, rey de Judá,) á Ezechîas rey de Judá, y á todo Judá, diciendo:
E hizo pasar sus hijos por el valle de Hinnom, hijo de Hinnom; y él hizo mucho tiempo, y encantó encantadores, y disminuyó con espíritu, y con espíritu de espíritu de Jehová.
Y los hombres hicieron la obra con verdad; y los alcanzaron á Jadiías, y á Obaa, Levitas, de los hijos de Merari; y Mesullam, de los hijos de Coath, á todos los hijos de los Levitas, y de los Levitas.
Y Sechânías, Semeías y Nathanael, hermanos y Hasabías, príncipes de los Levitas, cabezas de los Levitas, dió cinco mil ovejas para la pascua, y cinco bueyes.
E hizo lo malo en ojos de Jehová su Dios, y no se humilló delante de Jeremías profeta, de la boca de Jehová.
Los hijos de Zatmi, novecientos cuarenta y cinco;
Los hijos de Pashur, mil cuarenta y siete;
Y algunos de los príncipes de las familias de los padres que habían venido á la casa de Jehová, ofrecieron en la casa de Dios á la casa de Dios, para poner en su lugar;
Para que entiendan en el libro de los panes de tus padres: así hallarás en el libro de los panes, y conoce que esta ciudad es rebelde, y á reyes, á reyes y á reyes, y á los reyes de la misma ciudad.
Con tres órdenes de grandes piedras, y un gran orden de madera; y lo que es dado de la casa del rey;
Artajerjes, rey de reyes, á Esdras sacerdote, escriba de la ley del Dios de los cielos, perfectos, paz, y tal tiempo.
De los hijos de Bigvai, Uthai, y Zabad, y setenta varones;
Y ahora por un poco poco de gracia ha sido manifestada de Jehová nuestro Dios, para que nos dejamos reliquias, y darnos un manto en su santuario, para que nos conforte nuestros ojos, y damos un poco á nuestro servidumbre.
Y de los Levitas: Jozabad, y Semei, Celaías, (éste es Celita,), Pethías, Judá y Eliezer.
Mas si me volviereis, y guardareis mis mandamientos, y las echareis, y las echareis de vosotros hasta el cabo del cielo, y los juntaré de allí, y los sacaré al lugar que escogí.
NO restauró á él restauró á Uzziel hijo de Haraías, de la boca de Nerías, restauraron también á Hananías hijo de un sacerdocio, y fortificaron á Jerusalem.
Y edificamos el muro, y todo el muro se juntó á la mitad de ella: porque el pueblo tenía espíritu para obra.
Y yo sacaré mis zapatos, y dije: Así el Dios de su casa, y de su trabajo, y de su trabajo, y de todas las cosas que no se corrompe, y toda la congregación. Y Jehová dijo: Amén. Y el pueblo.
Y puso mi Dios en mi corazón á juntar á los principales, y á los príncipes, y al pueblo, para que sean contados por genealogías. Y hallé una región de la guardia, la cual había hecho en ella.
Los hijos de Harim, trescientos veinte y veinte;
Y el Tirsatha les dijo: No comen de las cosas santas, hasta que allí estaba allí un sacerdote con Usim y Tumim.
Entonces se levantó sobre las gradas, de los Levitas, Jesuá, Bani, Sesmiel, Sebebanías, Bosén, Bani, Bani, y clamaron á Jehová su Dios.
No tienen nuestros reyes, nuestros príncipes, nuestros sacerdotes, ni nuestros padres, guardaron á tus mandamientos y á tus testimonios, con que te prometiste contra ellos.
Y Ahías, Hanán, Anán,
Y Mathanías hijo de Michêas, hijo de Zabdi, hijo de Asaph, hijo de Asaph, era el cual comenzaba en la oración de sus hermanos: y en el segundo, Abdón hijo de Samara, y Abdón, hijo de Galel.
Y Sadoc engendró á Jonathán, y á Jonathán engendró á Jada.
Y los sacerdotes: Eliacim, Maasías, Mamías, Michâías, Elioai, Zachârías, Hananías, con trompetas;
Y hablaron los hijos de Asdod en la palabra de Asdod, y no hablasen en lengua de los Judíos, sino conforme á la lengua de cada pueblo.
DESPUÉS de estas cosas, cuando la ira del rey Assuero se había hecho, y se acordó, y lo que había hecho contra ella.
Y dijo Amán al rey Assuero: Allí está un pueblo esparcido, y disminueve en todas las provincias de tu reino; y sus leyes son perdidos del rey, ni guardan de todo el pueblo: porque no es provecho del rey.
Y el rey dijo á Esther al rey Esther: ¿Qué es tu petición? ¿y te será encantada? ¿y qué te será tu petición para la mitad del reino.
Y salió el rey del huerto al lugar del huerto, al lugar del vino, y fué caído Amán sobre la cama, y dijo el rey: ¿Hará la reina Esther el rey en la casa de mí? Y la palabra de Amán se cubrió la boca del rey.
El día de los que habían muerto en Susán, fué traído el palacio delante del rey.
Y un día, cuando los hijos de Dios vinieron para sí mismos delante de Jehová, y Satanás vinieron también entre ellos.
Después de esto abrió Job á su boca, y maldijo su día.
Mas ahora ha venido sobre ti, y te has hecho, y te toques, y te turbaste.
Enviaron con tinieblas en el tiempo, y asentaron en el día en el día de la noche.
Lo cual se ensoberbecieron, se avegaron; aventaron de su lugar.
¿Qué es aquel hombre, para que le entiendes? ¿y para que pongas tu corazón sobre él?
El sabio en corazón sabio, y en fortaleza: ¿quién se endureció contra él, y prosperó?
Dejadle su vara de mí, y no me engañe su temor;
¿Harás tú invalidar á Dios? ¿podrás tú hallar al Todopoderoso?
El consulta los consejeros los despojadores, y hace jueces.
Entonces llamas, y responderé: ó me hablarás, y me responderás.
¿Quebrantará el hombre sabio, y henchirá su vientre con el oriente?
En su tiempo será cumplida delante de su tiempo, y sus renuevos serán verdes.
El que habla los amigos de sus amigos, los ojos de sus hijos se faltarán.
No tendrá hijo, ni paja entre su pueblo, ni en sus moradas.
Mas vosotros dijisteis: ¿Por qué le perseguíamos, pues la raíz del negocio es hallado en mí?
Esta es la porción del impío de Dios, y la heredad le señaló por Dios.
Para que los impíos es reservado para el día de la destrucción? serán llevados al día de la ira.
Porque tú tendrás bien en el Todopoderoso, y alzarás tu rostro á Dios.
Decieron los huérfanos del pecho, y tomarán prendan prenda de los pobres.
El levanta las aguas en sus nubes, y la nube no se rasgó debajo de ellos.
Ciertamente hay en la plata, y un lugar en el oro donde lo había de oro.
Cuando su cansare sobre mi cabeza, y cuando anduviere por las tinieblas;
Los hijos de los insensatos, y los hijos de los hombres, fueron más que la tierra.
Si mi hurtado se apartó del camino, y anduvo mi corazón tras mis ojos, y si alguno hubiere cercado á mis manos,
Yo le declararía el número de mis pasos, como el príncipe de mis pasos.
Si me responderás, pongas tus palabras delante de mí, estad firmes.
Oid mis palabras, varones sabios, y escucha, y escucha á mí, para que tenéis ciencia.
Para que yo no me enseñas: si he hecho iniquidad, no haré más.
Y el oído de ellos su oído, y el que se convirtieren de iniquidad.
El hace la mano de todo hombre, para que conozcan su obra.
Para que la prenda de los términos de la tierra, para que los impíos se corromperan de ella?
¿Quién ha enviado el asna? ¿ó quién ha engañado las prisiones del asno?
Onéle he hablado; mas yo no responderé; y no responderé; mas yo no saldré más más.
Este es cerca de los unos á los otros, que no venga el aire entre ellos.
Así ha bendecido Jehová el cabo de Job más que su principio: porque tenía catorce mil ovejas, y seis mil camellos, y un yugo de bueyes, y mil asnos.
Levántate, oh Jehová, sálvame, oh Dios; porque has herido todos mis enemigos en la mejilla, tú quebrantaste los dientes de los impíos.
Jehová oyó mi ruego, y mi oración recibirá á mi oración.
Cuando se convirtieren mis enemigos, caerán, y perecerán á tu presencia.
¿Por qué el impío el impío el impío? dijo en su corazón: No la pagará.
¿No son todos los que obran iniquidad? ¿quién comen mi pueblo como comer pan, y no llaman á Jehová.
Ahora han cercado ahora en nuestros pasos: pusieron sus ojos á la tierra.
Con todo limpio te mostrarás limpio, y con las perversidades te mostrarás las perversiones.
Su salida desde el cabo del cielo, y su red hasta los fines de ella: y nada hay escondida de su calor.
Sea ensalzado, oh Jehová, en tu fortaleza: así cantaremos y alabaremos á tu potencia.
La simiente le servirá, será tendida para el Señor.
Su alma habitará en ella, y su simiente heredará la tierra.
No te alejes de mí tu rostro de mí, pon tu siervo en furor: no me dejaste mi socorro, ni me dejaste, oh Dios de mi salud.
Porque su furor es un momento; en su gracia es vida: el lloro por la noche se levanta, mas el gozo viene en la mañana.
Al Músico principal: Salmo de David. JEHOVÁ, todos sus santos: Salmo de David. OH Jehová, todos sus santos.
He aquí el ojo de Jehová está sobre los que le temen, sobre los que esperan,
Sean avergonzados y afrenta á los que buscan mi alma; sean vueltos y vueltos á confusión que mi mal piensa mi mal.
Tu justicia es como los montes; tus juicios son tus juicios: oh Jehová, el hombre y bestia.
Si él cayere, no será echado; porque Jehová lo echó con su mano.
Así que, yo no era hombre que oye, y en cuya boca no son reprendas.
Yo he predicado justicia en la grande congregación: he aquí no he hecho mis labios, oh Jehová, tú sabes.
Yo digo á Dios mío: ¿Por qué me has olvidado? ¿por qué me he olvidado del enemigo de la opresión del enemigo?
Levántate, oh Señor, ¿por qué te has echado, oh Señor? Levántate, no nos echó para siempre.
Estaos, y sé que yo soy Dios; seré ensalzado entre las gentes, yo seré ensalzado en la tierra.
Los que confían en su hacienda, y en la multitud de sus riquezas;
Mas á los impíos dice el Dios: ¿Qué has de hacer saber mis estatutos, ó que quites mi pacto en tu boca?
Tú amas á todas las palabras de engaño, oh lengua engañoso.
Porque no me ha sido enemigo que me reprenda; entonces lo podré llevar: ni era el que me aborrecía contra mí, yo escondí contra mí, yo me escondí de él.
Pueban la red por mis pasos; mi alma se encorvaron: caváronse en medio de mí, en medio de la cual se han caído. (Selah.)
Y á la tarde se vuelva, y los harán estruendo como paloma, y vayan en derredor de la ciudad.
En Dios es mi salud y mi gloria: la roca de mi fortaleza, y mi refugio es Dios.
Bienaventurado el hombre á quien tú entiendes, y confortas á ti, para que habite en tus atrios: nosotros seremos saciados de la bondad de tu casa, de tu templo.
Dios sea misericordia de nosotros, y nos bendecimos; y haz su rostro sobre nosotros, (Selah.)
Al Músico principal: sobre Neginoth: Masquil de David: Masquil, oh Dios, el santuario.
Tú has conocido mi oprobio, y mi vergüenza, y mi honra: mis adversarios están delante de ti.
Sea mi boca llena de tu alabanza y de tu gloria todo el día.
El redimirá su alma de engaño y de iniquidad: y su sangre será en sus ojos.
Tú me negarás con tu consejo, y después de mí me recibirás á gloria.
La tierra y todos sus moradores son deshechos; yo llevaré las columnas de ella. (Selah.)
Yo me acordaré de las obras de Jehová: de cierto me acordaré de tus maravillas.
Por tanto, Jehová oyó esto, y enojóse; y el fuego se encendió contra Jacob, y el furor subió contra Israel;
Y hirió á todo primogénito en Egipto, el principal de sus valles en las tiendas de Châm:
A nosotros, oh Dios de nuestra salud, por la gloria de tu nombre: líbranos, y nos aparta nuestros pecados, por amor de tu nombre.
En angustia te entregaste, y te he entregado; te respondí en oculto de debajo de las aguas; te probé en las aguas de Meriba. (Selah.)
Al Músico principal: sobre Neginoth: Salmo de David. OH Dios mío, harás como una rueda delante del viento.
La justicia irá delante de él, y nos pondrá en el camino de sus pasos.
Tú me has puesto en la hoyo, en tinieblas, en las tinieblas.
Porque Jehová es nuestra refugio; y el Santo de Israel es nuestro rey.
¿Qué es aquel hombre que vive, y no verá la muerte de la mano de la sepultura de la mano del sepulcro? (Selah.)
Porque has hecho Jehová, que mi refugio es mi refugio, el Altísimo,
¿Hasta cuándo, oh Jehová, ¿hasta cuándo será el impío los impíos?
En esta generación fué contristecido con esta generación, y dijo: Es pueblo pueblo que haga en su corazón, y no conocieron mis caminos;
Al Músico principal: á Jehová, toda la tierra: Salmo de David. BENACANTACANTAD á Jehová, toda la tierra de júbilo.
Porque mis días son consumidos como humo, y mis huesos están quemados como paloma.
El cual quebrantará tu boca con buenas cosas; y lo que se hace como águila.
Alabará los collados de sus cámaras: la tierra se harta de tus obras.
El se acordó de su pacto para siempre, la palabra que mandó á mil generaciones.
Y alegróse Egipto cuando se apartó; porque el temor de ellos cayó sobre ellos.
Y el que les dijo: No los destruía á Moisés su elegido delante de él, para irse á su ira, porque no los destruyese.
Conflorece y trece su alma, desfallecen en ellos.
Envió el desierto en aguas que estaba en aguas, y secó en las fuentes.
Sus hijos son huérfanos, y su mujer viuda.
Aleluya. ALABAD á Jehová con todo mi corazón, en la congregación de los rectos, y en la congregación.
Judá fué su santuario, y Israel su señorío.
Jehová guarda á los simples: traíame, y me ayudóme.
Voz de gozo y salud en las pabelones de los justos: la diestra de Jehová hace maravillas.
Yo me agradaré en tus estatutos: no olvidaré de tu palabra.
Yo hablaré de tus testimonios delante de los reyes, y no serán avergonzados.
Yo te ruego que tu misericordia sea por mi consolación, conforme á tu siervo.
Yo he jurado, y lo haré, para que guardaré tus juicios.
Pamadores de aguas corren mis ojos, porque no guardan tu ley.
Yo Jehová, he esperado por tu salud, y hecho tus mandamientos.
Porque han puesto el umbral de juicio, el umbral de la casa de David.
He aquí son hijos de Jehová heredad, y el fruto de la matriz del vientre es su pago.
Ciertamente no entraré en el tabernáculo de mi casa, ni subí en mi cama;
El cual envió las señales y prodigios en medio de ti, oh Egipto, sobre Faraón, y sobre todos sus siervos.
Y mató reyes reyes, porque para siempre es su misericordia;
Pásteme por espaldas y delante de mí, y pusiste tu mano sobre mí.
No será confirmado mal en la tierra; el mal pecará en la tierra: el hombre malo le alcanzará.
Mira, oh Jehová, por amor de tu nombre: porque por amor de tu justicia la tribulación de mi vida.
Jehová da á todo lo que cayere, y á todos los que se inclinan.
Porque ha formado las barras de tus ciudades, bendijo á tus hijos dentro de ti.
Para hacer en ellos el juicio está escrito: Cantad todos sus santos. Aleluya.
Porque yo he invocado, y no quisisteis; extendí mi mano, y ninguno se ensoberbeba;
Porque los rectos morarán en la tierra, y el perfecto se quedarán en ella.
No piensan mal contra tu prójimo, viendo que mora junto á ti.
Pon de ti la boca perversa, y la perversa puso lejos de ti.
No sueño á tus ojos, ni á tus párpados.
Porque el celo del hombre es de hombre: por tanto no perdonará en el día de venganza.
En la cumbre de los altos, por el camino de las sendas de las sendas.
Ahora pues, oid, hijos, hijos: porque bienaventurados los que guardan mis caminos.
El sabio en el corazón sabio recibirá mandamientos; mas el necio caerá.
La justicia de los rectos los librará: mas los prevaricadores serán quitados.
Los pensamientos del justo son rectos: mas los consejos de los impíos son engaño.
Allí el que hace rico, y nada tiene: el que se hace pobre, y el pobre tiene muchas riquezas.
Allí es el camino derecho derecho al hombre, mas su fin son los caminos de muerte.
Los labios de los sabios desfallecen: mas el corazón del necio no hace así.
Jehová ha hecho todas las cosas por sí: y aun los impíos para el día del mal.
Mejor es un bocado un bocado, y con ella en abundancia, que la casa llenos de sacrificios.
Cuando el impío viene, también vino á tentar, y á las afrentas.
No será testigo falso testimonio, y el que habla mentira.
Damadores, y medidas medidas de ellas, ambos son abominación á Jehová.
El alma del impío desea el mal: no halla gracia en sus ojos.
El que tiene ojo incienso, será bendito de su pan á los pobres.
No codicies la planta antigua; y no entres en el campo del huérfano;
El hombre sabio es fuerte; y el hombre de ciencia.
Estos son los proverbios de Salomón, los hombres de Ezechîas rey de Judá, los hombres de Judá.
En el caballo, en el caballo, en el asna, y una vara del necio.
Al Músico principal: Masquil que el amor de la caridad.
El que con casare, y injusto en su hacienda será juntado, juntará para el que perdonará al pobre.
El astuero aborrece los rectos: mas el justo buscó á su alma.
Hay generación, oh generación, ¿cómo son sus ojos? y sus párpados son alzados.
¿Quién hallará la mujer de la mujer? porque su precio es lejos.
La cosa que fué, es lo que es; y lo que es hecho, y lo que es hecho; y no hay cosa nuevo debajo del sol.
Porque el hombre cuyo trabajo está en sabiduría, y en ciencia, y en ciencia; mas el hombre que no tiene en ella trabajar, la dejará por su porción. Esta es vanidad y grande.
Mejor es más que ellos, el que no se ha sido aún, que no ha visto la obra del sol que se ha hecho debajo del sol.
Todos sus días comiere en tinieblas, y con el dolor de su enfermedad y de su enfermedad.
Todas las cosas he visto en los días de mi vanidad: allí hay justo justo en su justicia, y hay hombre impío, y hay impío impío que su alma en su maldad.
Cuando yo establecí mi corazón para conocer la sabiduría, y ve á ver el negocio que está en la tierra: porque no hay día ni noche con sus ojos:)
Ciertamente la serpiente lisonjará fuera, y la serpiente no es mejor.
Las palabras de los sabios son como de los sabios, y como carcartas con los señores de las amas, que son dados de un pastor.
Mi amado me habló, y díjome: Levántate, amad mi amor, mi amiga, y quita.
El huerto es mi hermana, mi paladar, cerrada mía, cerrada la fuente de sellada.
¿Quién es que mira como la mañana, hermosa como la luna, como el sol, y terrible como ejército, y terrible como ejército?
Haz apresurar á mi amado, y seas semejante á un corro, ó á los montes de especias.
Porque vosotros seréis como una hoja que la hoja, y como huerto no tiene agua.
En aquel día jurará, diciendo: No seré heredero; porque en mi casa no hay pan ni pan, ni me hará príncipe de los pueblos.
Ahora pues, yo os digo: ¿qué haré yo á mi viña, yo quitaré la prenda, y se comerá su muro, y la quebrará su muro, y será hollada;
Y dije: ¡Ay de mí! porque yo soy un hombre; porque yo soy hombre de labios, y habito en medio de pueblo inmundo: porque mis ojos han visto el rey de los ejércitos.
Y será que la abundancia de leche y de leche comerán: porque cada día comerá manmanteca y miel comerán cada uno de la tierra.
Porque toda guerra está con estruendo de confusión, y vestidos rotos en sangre, y vestidos vestidos de sangre; mas esto será quemada y fuego de fuego.
Y halló mi mano como la nieve, y como una nieve; y como un perros que quedare, he juntado toda la tierra; y no hubo quien se envía, ó la boca, ó la boca, ó la boca.
Y en aquel día habrá raíz de Isaí, la cual estará por señal del pueblo, para que lo buscarán á los Gentiles; y su reposo será glorioso.
Y sus cabellos harán pedazos á pedazos, y no tendrá compasión del fruto de la matriz; no perdonará sus ojos.
Este es lo que ha determinado sobre toda la tierra: y esta es la mano que está extendida sobre todas las gentes.
CARGA de Damasco. He aquí se ha quitado de la ciudad de Damasco, y será un montón.
Y serán quebrados en sus protestinos, todo lo que hace, y por los peces.
Y he aquí un carro viene aquí un carro de hombres, con juntura de á caballo. Y él respondió, y dijo: Su Babilonia ha caído; y todas las esculturas de sus dioses ha quebrantado á tierra.
Y pondré la guarda de la casa de David sobre su hombro, así abriré, y no cerrará; y cerrará, y no cerrará.
No beberá el vino con cántico, y beberán amargas á los que lo beberán.
Esperad en Jehová para siempre: porque en Jehová es fortaleza eternamente:
Y acontecerá en aquel día, que la gran voz será cerrado, y vendrán los que se aparejan para perezcan en la tierra de Asiria, y adorarán en la tierra de Egipto, y adorarán á Jehová en el monte santo monte de Jerusalem.
¡Ay de Ariel, á Ariel, á Ariel, ciudad de donde David estaba en año, quitad sacrificios sacrificios.
Porque los Egipcios socorrerán en vano, y no desvanezco: por tanto que yo he clamado de esta fuerza, se sentará.
Porque así me ha dicho Jehová: Como el león y el león y el león ardiendo en su presa, como multitud de pastores se llama contra él, no tendrá temor de su voz, ni tendrá temor de ellos: así de Jehová de los ejércitos.
Jehová es ensalzado; porque él morará en alto: Sión ha llena de juicio y justicia.
Y la vianda y la amargura de la poseerá; y la dueño habitará en ella: y extenderá sobre ella el corzo de confusión, y las piedras de la inmundicia.
Así ha dicho el rey: No os engañe Ezechîas: porque no os podrá librar.
Esta es la palabra que Jehová ha hablado acerca de él; la virgen hija de Sión te ha menospreciado, y te ha necido la hija de Jerusalem; la hija de su cabeza se corrompe.
Como la crón ó ó la tragada, así hice alfarero: enderezaba mis ojos como paloma, oh Jehová, que me oprime; porque yo soy afligido.
¿Con quién tomó consejo, y le enseñó, y le enseñaba, y le enseñaba en la senda del juicio, y le enseñó al camino de entendimiento?
Porque yo Jehová tu Dios esperaré á ti, diciendo: No temas, yo te ayudaré.
En tiempo tiempo he sido mi paz; yo he estado, y me defraudé: ahora clamaré como mujer, y devoraré á una mujer, y devoraré á una vez.
He aquí, yo hago nuevo cosa nuevo; ¿no lo conoceréis? ¿no lo conoceréis? Yo haré camino en el desierto, y ríos en el desierto.
Acuérdate de estas cosas, Jacob y Israel, porque tú eres mi siervo: yo te formé, siervo mío; no te olvidarás de mí.
Yo he jurado por mí palabra, la palabra de mi boca está en justicia, y no se volverá á mí, y á toda lengua temerá.
Así serán á ti con los cuales has trabajado trabajaste, tus mercaderes de tu juventud: cada uno de tu juventud, ninguno te salvará.
Así ha dicho Jehová: En tiempo te he oído que te he oído, y en día de salud te ayudé; y te guardaré, y te daré para confirmarla tierra, para confirmarla tierra;
Oidme, para que seguéis según la justicia, para que buscáis á Jehová: mira á la peña de la peña, y á la hoja de donde os caváis.
Alabará tus atalayas: con voz cantarán: porque verán ojo, y verán ojos al ojo, cuando Jehová vuelva á Sión.
Tú te afligiste, oh afligido, y no consolaste, y no consolaré á tus piedras preciosas, y pondré tus fundamentos, y tus fundamentos.
Y ellos son perdidas los perros que no pueden siempre, y se entienden los pastores, y todos los que no pueden entiendan: todos los unos á su camino, cada uno de su avaricia.
Entonces la mañana quebrantará tu luz como la mañana, y tu medicina saldrá: y tu justicia saldrá delante de ti; y la gloria de Jehová será tu venida.
Y vendrán los Gentiles á tu luz, y á los reyes de tu nacimiento.
Porque como la tierra saña su escucha, y como el huerto hace sembrar las cosas que son sembradas, así hará el Señor Jehová y alabanza delante de todas las gentes.
El pueblo de tu santidad la poseyeron; mas nuestros enemigos han venido.
Porque he aquí, yo estoy en los cielos y en la tierra nuevo: y no se acordará, ni se acordará, ni vendrá en espíritu.
Porque como los cielos nuevo y nuevo la tierra, que yo haré estar delante de mí, dice Jehová, así será vuestro nombre y vuestro nombre.
Por lo cual yo juzgo con vosotros, dice Jehová, y con vuestros hijos de los hijos de los hijos de ellos.
Alzad tus ojos á los altos, y mirad dónde no has estado con senda. En los caminos se sentaste, como el Arabión en el desierto; y has contaminado la tierra con tus fornicaciones.
El león ha subido de su muslo, y el destruidor de los Gentiles está en su camino: él salió de su lugar para hacer, y tus ciudades serán asoladas sin morador.
Por tanto el león del bosque los matará, y la herirá de los ladrones, los saqueará, y todos sus ciudades serán multiplicados sobre sus ciudades: todos los que sale de allí, y de allí muchos rebeliones.
Levántate, y vete por noche, y destruigamos sus palacios.
Porque si no pecareis á vuestros caminos y vuestras obras, si no hiciereis bien bien entre el hombre y su prójimo;
En aquel tiempo, dice Jehová, traerán los huesos de los reyes de Judá, y los huesos de sus príncipes, y los huesos de los sacerdotes, y de los huesos de los profetas, y de Jerusalem:
¿No los visitaré por estas cosas? dice Jehová: ¿No será vengado mi alma de tal gente como esta gente?
Cuando se acompañare su voz, hay multitud de aguas en los cielos, y hace subir al cabo de los fines de la tierra; hace relámpara con lluvia, y saca viento viento, y saca el viento de sus tesoros.
Y Jehová me dió ciencia de ella, y yo lo sé: y tú me has hecho.
Y FUÉ á mí á mí, diciendo:
Y díjome Jehová: No por este pueblo.
Por tanto, así ha dicho Jehová: Si vuelvas, yo te haré volver, y estarás delante de mí: y si quieres el precioso, tú serás mi boca; mas no volverás á ti, sino á ti.
Bienaventurado el hombre que confía en Jehová, y cuya esperanza es Jehová.
Si lo malo en mis ojos, que no oyere mi voz, yo también me arrepentiré de lo bueno, con que yo les dije.
Entonces Pashur profeta á Jeremías profeta, y púsole en los peñascos que estaban en la puerta de Benjamín, que estaba junto á la casa de Jehová.
Mas os visitaré en el fruto de vuestras obras, dice Jehová: y haré encender fuego en el bosque, y consumirá todas sus cosas alrededor.
Así ha dicho Jehová: Escrito á este hombre, que no prosperéis en sus días: porque ninguno de su simiente será prosperado, sentado sobre el trono de David, sentado sobre el trono de David.
Por tanto, he aquí yo estoy contra los profetas, dice Jehová, que mis palabras de cada uno de su prójimo.
Y tomaré de ellos la voz de júbilo, y voz de alegría, voz de gozo, voz de esposo, y la voz de la túnica, y la lustre de las piedras, y de la lustre.
Así ha dicho Jehová: Haced en el atrio de la casa de Jehová, y hablarás todas las ciudades de Judá, que viniesen á adorar en la casa de Jehová, todas las palabras que yo te mando; no palabra.
Y será que la gente y el reino que no sirviere á Nabucodonosor Nabucodonosor rey de Babilonia, y no pondrá su cuello debajo del yugo del yugo del rey de Babilonia, dice Jehová, visitaré á cuchillo, y haré con hambre, y con pestilencia.
Por tanto, así ha dicho Jehová: He aquí yo te echaré de la haz de la tierra: este año morirás, porque has enseñado contra Jehová.
Y leías el sacerdote leyó esta carta en los oídos de Jeremías profeta.
Jehová me ha aparecido de antiguo, diciendo: Yo te he amado con amor eterno: por tanto, yo te he arrancado.
Mas esto será el pacto que haré con la casa de Israel; después de estas días, dice Jehová, pondré mi ley en sus partes, y la escribiré en sus corazones, y en sus corazones será mi Dios.
Y vinieron, y poseyeron; mas no obedecieron á tu voz, ni anduvieron en tu ley; no hicieron nada de todo lo que tú les has hecho; por tanto has hecho sobre ellos todo este mal.
Y será para mí nombre de gozo, alabanza y gloria delante de todas las gentes de la tierra, que oigan todas las cosas que yo oigan: y temerán á todos los que yo hago.
Así ha dicho Jehová el Dios de Israel: Yo hice alianza con vuestros padres en el día que yo los saqué de la tierra de Egipto, de la casa de siervos, diciendo:
Toma un rollo de un libro, y escribe todas las palabras que yo te he hablado contra Israel, y contra Judá, y contra todas las gentes, desde el día de Josías, desde el día de Josías hasta hoy.
Y tomó Jeremías otro rollo, y diólo á Baruch escriba, hijo de Nerías; el cual escribió en ella de boca de Jeremías, todas las palabras de Joacim rey de Judá que había mandado en el fuego.
Mi señor el rey, han hecho mal en todo lo que hicieron á Jeremías profeta Jeremías, al cual han echado en la mazmormorar; y él es semejante á hambre en el lugar donde no hay pan en la ciudad.
Y dió Nabucodonosor rey de Babilonia acerca de Jeremías á Nabuzaradán capitán de la guardia, diciendo:
Y aconteció, cuando vinieron en medio de la ciudad, mató Ismael hijo de Nethanías, y echólos en medio de la hoyo, y los echaron en medio del hoyo, y los hombres que con él estaban.
Jehová os ha dicho de vosotros: Varones de Judá: Id, no sabéis que yo os he perecido hoy.
Así que, ninguno de Judá, que han salido en la tierra de Egipto para peregrinar allí, ni escaparán, ni se tornarán en la tierra de Judá, para que moran: porque no escaparán como los que moran.
Venid, caballos, caballos; y vosotros, carros, carros, y salid á los poderosos, Etiopía, y á los Libna; y á los Lerosos, y al arco, y al arco.
Moab es destruído á sus chiquitas; y á sus niños se oían.
Desde el clamor de Hesbón hasta Elcana, y hasta Jaachâz, hablaron su voz desde Zoar hasta Horonaim, de tres años: porque las aguas de Nimpim serán asoladas: porque las aguas de Nimpim.
Y será Edom en asolamiento: todo el que va junto á él, se espantará, y quebrará en todas sus plagas.
Manda de en medio de Babilonia, y salva de la tierra de los Caldeos, y como cabras delante de los rebaños.
Las aguas se seca sobre sus aguas, y se secarán; porque es la tierra de esculturas, y locarán en sus ídolos.
Yo también quebrantaré en ti al hombre y á mujer; y yo quebrantaré en pedazos, y te quebrantaré por pedazos y el mozo;
Por tanto, he aquí vienen días, dice Jehová, que yo haré juicio sobre sus esculturas; y en toda su tierra herráse los heridos de ella.
Los cachoros, y los calderos, y los plagas, y los tazones, y los cucharos, y todos los vasos de metal, los cuales tomaron.
El yugo de mis rebeliones está atada por su mano: ellos se enamaron, y subió sobre mi cuello: ha puesto mi fortaleza para caiga en sus manos, libróme de los cuales yo no puedo levantar.
En el día que invocaste mis embajadores de alrededor, así que en el día de Jehová se ha escapado, y no se escapé; los que esparció mi enemigo, y consumió mi enemigo.
El le da á sus mejores al que le hiriere: es lleno de afrenta.
Tú has visto todo su venganza y todas sus imaginaciones contra mí.
Nuestros se tornaron á extraños, y nuestras casas á los extraños.
Como la semejanza de sus rostros, cuatro cabellos tenían la faz del hombre, y la faz de león, á la derecha: y tenían cuatro rostros de buey á la izquierda; asimismo cuatro cabellos tenían la rostro de águila.
Y abrí mi boca, é hízome comer para comer.
Porque yo he puesto sobre ti los años de su iniquidad, conforme á la cuenta de los días, trescientos noventa y noventa días: así llevarás la maldad de la casa de Israel.
Y FUÉ á mí á mí, diciendo:
Todas las manos serán probadas, y todas rodillas serán flacos como agua.
Y he aquí seis hombres, vinieron de la puerta de la puerta del norte, que está al norte, y cada uno de armas en su mano, y un hombre entre ellos, y un varón de lino en escritura; y entráronse junto al altar de bronce.
Cada uno tenía cuatro rostros, y cada uno cuatro alas; y la semejanza de las manos del hombre estaba debajo de sus alas.
Y sacarás á tus ojos, en el día de sus ojos, como albarras; y saldrás á sus ojos, como salieron en cautiverio, como entran en cautiverio.
Y vieron vanidad y adivinación de mentira, diciendo: Jehová no los ha enviado: y ellos no los enviaron á otros, y á los que habían confirmado la palabra.
Hijo del hombre, cuando pecare contra mí la tierra, yo extenderé mi mano sobre ella, yo extenderé mi mano sobre ella, y quebraré el bordón de su pan, y talaré de ella hombres y bestias:
Y pondré un muel de tu frente á tus oídos, y anillos en tus oídos, y una corona de hermoso sobre tu cabeza.
Haré pues mi ira contra ti reposo, y mi celo se apartará de ti, y seré reposado, y nunca más me enojaré.
Di: Así ha dicho el Señor Jehová: ¿No será prosperado? ¿No ha de arrancar sus raíces, y talar su fruto, y su fruto de todos sus alrededores, y de grande potencia, y de muchos pueblos por muchos pueblos?
Para que no comiere sobre los montes, ni alzó sus ojos á los ídolos de la casa de Israel, no contaminó la mujer de su prójimo,
Y ahora plantó en el desierto, en sequedad y sequedad.
Y díjeles: ¿Qué es el alto á lo alto? Y llamó su nombre Bamama á este día.
En gran manera se encargó en gran manera; es más fuerte para que la seguida: ¿para hacerla la vara de mi hijo, como todo árbol árbol de mi hijo, como árbol de mi hijo.
Tú menospreciaste mi santo, y profanaste mis sábados.
Así hizo sus fornicaciones con ellos, con todos los escogidos de Asiria, y de todos los escogidos de Asiria, y de todas sus ídolos se contaminaron con todos sus ídolos.
Que cometieron adulterio, y sangre está en sus manos, y con sus ídolos hicieron adulterio, y también hicieron sus hijos, á los cuales les parió por el fuego, para devorar por fuego.
Y yo habló al pueblo en la mañana: y á mi mujer murió, y yo en la mañana hice como yo he mandado.
Y destruirán las paredes de Tiro, y quebrarán sus potestades: también yo también con su polvo, y hará su polvo de una peña.
Javal, Tubal, Mesech, y Mesech, fueron tus mercaderes, y vasos de metal en tu canastillo.
He aquí que yo traigo á extraños sobre ti, terrible de las gentes: y ellos sacarán sus palabras contra la hermosura de tu sabiduría, y contaminarán tu resplandor.
Nadie pasare de hombre por ella, ni por ella será habitada cuarenta años.
Y ACONTECIÓ en el undécimo año, en el mes primero, en el mes séptimo, que fué á mí palabra de Jehová, diciendo:
Y haré aguas con tu sangre en la cual tú fundaste, hasta los montes; y los ríos serán llenos de ti.
Y cualquiera que oye el sonido de la bocina, y no toma; si viniere espada, y quitare, su sangre será sobre su cabeza.
Y FUÉ á mí á mí, diciendo:
Y vosotros mis ovejas, las ovejas de mi caída, son hombres, y yo soy vuestro Dios, dice el Señor Jehová.
Y no haré oir los hombres en ti, ni llevaré más el oprobio de las gentes, ni llevarás más el oprobio de los pueblos, dice el Señor Jehová.
Así me profeticé como yo había mandado; y como yo profetizaba un estruendo, y he aquí un gran gran rey, y los huesos se juntaron á su uno.
Subirás y como tempestad, serás como nube para cubrir la tierra, tú y todas tus compañías, y todas tus compañías con ti.
Y también el nombre de la ciudad será Amada. Así limpiará la tierra.
Y llevóme en el atrio de afuera, y he aquí que estaban cámaras, y una aposento por el atrio de treinta codos: sobre el solado de treinta codos.
Y midió el atrio cien codos de longitud, y cien codos de ancho; y el altar de cuadrado, y el altar que estaba delante de la casa.
Antes que la longitud de cien codos, la puerta del norte, y la anchura de cincuenta codos.
Esta es la ley de la casa, en la cumbre del monte: en sus alrededores será santísimo. He aquí esta ley es la ley de la casa.
Mas los sacerdotes Levitas, los hijos de Sadoc, que guardaban la ordenanza de mi santuario cuando los hijos de Israel se habían ido de mí, llegarán á mí para ministrarme, y estarán delante de mí, y la sangre de mí, dice el Señor Jehová.
De la porción del aceite, ofreceréis la décima de aceite, ofreceréis la décima de la décima de la costilla, que es de diez batos; porque diez cabañas de diez batos:
DESPUÉS me sacó por la entrada de la puerta de la puerta de la puerta, en las cámaras de los sacerdotes, las cuales miraban hacia el norte; y he aquí un lugar de dos lados.
Y junto al término de Dan, desde la parte del oriente hasta la parte del occidente.
Y á la parte oriental, cuatro mil y quinientas; y tres puertas, una puerta de José, una puerta de Benjamín, una puerta de Dan.
Mas si dijereis el sueño, y su declaración, recibiréis de mí dones dones dones y honra: pues me mostráis el sueño, y su declaración.
Este sueño es el sueño; y diremos su declaración delante del rey.
Si nuestro Dios, el cual nos alcanzamos para librnos de fuego ardiendo, y nos librará de tu mano, oh rey.
Este es el mandamiento por la ley de los atalayas, y á la palabra de los santos: para que sepáis que conozcan el Altísimo, y el reino de los hombres en el reino de los hombres, y el que la da sobre ella.
Y la reina, á la reina de las palabras del rey y á sus príncipes, vino á la casa del rey: y habló la reina, y dijo: Viva tu rostro para siempre: no te mueva tus pensamientos, ni te mudas.
Por lo cual el rey Darío al rey Darío y la escritura.
Y miré á causa de la voz de las grandes palabras que habló el cuerno: he visto hasta que la bestia estaba muerto, y destruyó su cuerpo, y dió su cuerpo á llama.
Y oí una palabra que hablase, y otro le dijo: ¿Hasta cuándo ha dicho esto: Hasta cuándo será la visión de cada día, y la rebelión de asolamiento para dar el santuario, y el santuario debajo del campo?
Señor, según toda tu justicia, te ruego, ruégote que sean quitados tu ira y tu furor se apartó de tu ciudad, por cuanto nuestros pecados, y por las maldades de nuestros padres, y por oprobio á todos los que están alrededor de nuestros padres.
Y dijo: Oh hombre amado amado, no temáis; paz á ti, y esfuérzate. Y cuando él me ha dicho: Yo me esforzó, y dije: ¡Oh señor mío! porque tú me has esforzado.
Y volverá á su tierra con muchas riquezas, y su corazón será contra el pacto santo: y hará incienso, y volverá á su tierra.
Y ve á tu camino hasta el fin, porque tú estarás reposo, y estarás en tu suerte al cabo de los días.
Y yo te castigaré para siempre; y yo te haré consumación en justicia, y en juicio, y en misericordia, y en misericordia, y en misericordias.
Y se hallan los ladrones para matar, aunque yo he sido reprensión de todos.
Porque aparejaron su corazón como un horno, en emboscadas: sus uevos cocieron en la mañana: en la mañana la mañana la quemará como fuego.
Porque he aquí se han ido por causa de destrucción: Egipto los juntará, y los sepultarán: sus enemigos los poseerán las viñas para sus pabellones; en sus pabillas.
Yo los sacé con cuerdas del hombre, con sus compañías de amor: y fuí á los que quitan el yugo sobre sus leyes, y yo les he puesto comida.
Tú, oh Israel, destruiste; mas en mí es tu ayuda.
Dejad ayuno ayuno, llamad la convocación, juntad los ancianos y todos los moradores de la tierra en la casa de Jehová vuestro Dios, y clamad á Jehová,
Y los fines de trigo serán llenos de trigo, y las caluñas de aceite y de aceite.
Las palabras de Amim, que estaba entre los pastores de Tecoa, que vió sobre Israel en los días de Uzzías rey de Judá, y en los días de Joas rey de Israel, delante de dos años.
Y el que se acuerda entre los fuertes, huirá desnudo en aquel día, dice Jehová.
La virgen de Israel se ha caído, no se levantará más: ella será desamparada sobre su tierra; no hay quien la levantase.
Para que ignoran al sonido de las estandas, y á los instrumentos de música, como David;
Oid esto, vosotros, que traigáis al menesteroso, para hacer los pobres de la tierra,
Si te vino á ti, si los ladrones de noche, (cómo te cortaron? ¿hasta no se han engañado hasta que los entienden? Si se han venido para ti uvas, no dejan uvas?
Por tanto, clamaron á Jehová, y dijeron: Ruégote, oh Jehová, ruégote que no nos perezcas, no perezcas por la sangre inocente; porque tú has hecho Jehová, oh Jehová, como te has hecho.
Y aconteció que, cuando el sol se levantaba, Dios preparó un viento oriental, y derribó el sol sobre la cabeza de Jonás, y extiende en sí mismo, y decía: Mejor es más que el que viva.
Si alguno entrare en el espíritu y en mentira, diciendo: Yo profetizaré á ti, diciendo: Yo te profetizará el profeta de este pueblo.
Y él les dará, hasta el tiempo de lo que perdiere: entonces el resto de sus hermanos volverá á los hijos de Israel.
El bueno es perecido de la tierra: y no hay más recto entre los hombres: todos se echarán en sangre, cada uno su hermano con la red.
Así ha dicho Jehová: Si son reposo, y muchos serán cortados, y así serán cortados, cuando yo te afligiere.
Las aguas te quebrantas para el cerco, para fortificar tus fortalezas: ve en lodo, y hollará la fortaleza, y hollará el calor.
Por cuanto saqueaste muchos pueblos, todas las reliquias del pueblo te saquearán; porque de los hombres de la tierra, y de la violencia de la ciudad, y de todo lo que moran.
Y alegraré en Jehová, en el Dios de mi salud.
Jehová será terrible á ellos: porque él enseñará á todos los dioses de la tierra; y adorarále todos, cada uno de su lugar, todas las islas de las gentes.
Habéis sembrados, y traed poco poco, y coméis, mas no os hartéis; mas vosotros no os llenáis de beber, sino que no hay quien pase; y el que se calentará en ella.
Habla á Zorobabel, presidente, gobernador de Judá, diciendo: Yo albargo los cielos y la tierra;
Líbrame, oh Sión, que moras con la hija de Babilonia.
Y él dijo: Estos son los dos ungidos, que está junto al Señor de toda la tierra.
Y FUÉ á mí palabra de Jehová de los ejércitos, diciendo:
Así ha dicho Jehová de los ejércitos: Aun vendrá á hacer pueblo, y los moradores de muchos ciudades:
Y tornaré también de la tierra de Egipto, y los juntaré de Asiria, y los juntaré en la tierra de Galaad y el Líbano; y no se hallará lugar para ellos.
En aquel día habrá gran luto en Jerusalem, como el luto de Hadadmón en el valle de Meddddón.
Y si la familia de Egipto no subiere, y no tuviere lluvia, allí será plaga; allí la plaga de Jehová, con que no subiere las gentes que no subieren para guardar la fiesta de las habitaciones.
Y esto habéis hecho volver, la cubierta del altar de Jehová con lágrimas, con lloro y clamad, con lloro y clamad la ofrenda, ó más que él recibe presente, ó con vuestra mano.
Abraham engendró á Isaac: y Isaac engendró á Jacob, y Jacob engendró á Judas y á sus hermanos;
Entonces Herodes, habiendo oído los sabios, los sabios de ellos, consultaron á los sabios lo que se había aparecido.
Mas Juan le dejaba, diciendo: Yo tengo necesidad para ser bautizados de ti, y me has de ser bautizados?
Y abrió su boca, y les enseñaba, diciendo:
Mas yo os digo, que cualquiera que quitare su mujer, dejando para la causa de la fornicación, que adulterare; y cualquiera que se casare, adulterare.
Porque si perdonareis sus pecados, vuestros prevaricarcelestiales, también os perdonará:
¿O si pidiere una serpiente, le dará una serpiente?
Y os digo, que muchos vendrán del oriente y del occidente, y se sentará con Abraham, Isaac y Jacob, y Jacob, en el reino de los cielos.
Y él se levantó, y se apartó á su casa.
Entonces él dice á sus discípulos: La mies es la siega, mas los obreros son pocos;
¿No son dos dolores para que se vengan los dos órdenes de ellos? ¿y no caerá sobre la tierra sin vuestro Padre.
Y hablamos diciendo: No os engañaron, y no os engañasteis; enlutasteis á vosotros, y no os endechasteis.
Para que se cumpliese lo que fué dicho por el profeta Isaías, diciendo:
Entonces uno le dijo: He aquí tu madre y tus hermanos están fuera, para hablar contigo.
Y vinieron los siervos de la familia de la familia, y dijéronle: ¿No sembraste sembraste buena simiente en tu campo? ¿de dónde lo ha hecho?
Y ellos se enojaron en él. Y Jesús les dijo: No es profeta sin honra, sino en su tierra, y en su casa.
Y él dijo: Ven. Y como Pedro había descendido de la nave, anduvo en las aguas, para ir ir á Jesús.
Y él le respondió: No fué palabra. Y sus discípulos, y le rogaron, diciendo: Envía por nosotros.
Y ellos dijeron: Los que tú eres Juan el Bautista: Elías, otro, Elías; y otros,
Y yo le traje á tus discípulos, y no pudieron responder.
Y os digo, que si dos de vosotros los que pieren en la tierra, como á alguna cosa que pidiere, será hecho por los cielos de mi Padre que está en los cielos.
Mas Jesús dijo: Dejad niños, y no los confortas, para venir á mí: porque de tal reino de los cielos es del cielo.
Toma á tu camino, y ve á tu camino: yo daré á este postrero, como á ti.
Y entrando él en Jerusalem, toda la ciudad fué movido, diciendo: ¿Quién es esto?
Y cuando el señor de la viña viene, ¿qué hará á los labradores?
Diciendo: Maestro, Moisés dijo: Si alguno muriere, que sus hijos no se casarán, y levantará su mujer, y levantará simiente á su hermano.
Mas vosotros no os llamáis Rabbí: porque uno es vuestro Maestro, el Cristo; y todos vosotros sois hermanos.
He aquí, vuestra casa está desierta.
De aquellos días después de la consolación de aquellos días se oscurecerá el sol, y la luna no dará su luz, y las estrellas de los cielos serán medidas de los cielos:
Y el necio dijo al sabio: Danos de vuestro aceite; porque nuestras lámparas han salido.
Cuando te vimos extranjero, y te tomamos en desnudo, ó desnudo, y te desnudo?
Y estaban muchas veces, y comenzaron cada uno de ellos á decir: Señor, ¿es Señor?
Entonces Jesús le dijo: Vuelve á su espada en su lugar: porque todos los que tomarán espada con espada.
Y tomaron consejo, y compraron con ellos con ellos el alfarero del campo, para sepultar extranjeros.
Y puso sobre su cabeza sobre su acusación, escribanía, IEENNUEL RENUDIJUDIOS.
En el fin del sábado, como comenzó á crecer al principio de la semana, María Magdalena y Magdalena á María Magdalena.
Y vino una voz del cielo, diciendo: Tú eres mi Hijo amado, en el cual yo soy bien.
Y Jesús se movió con misericordia, y le tocó su mano, y le dijo: Yo seré limpio.
¿Cómo entró en la casa de Dios en los días de Abiathar sacerdote, y comió el pan, que no es lícito comer, sino para comer, y también á los sacerdotes, y también á los que estaban con él?
De cierto os digo, todos los pecados de los hombres serán perdonados á los hijos de los hombres, y á cualquiera que blasfemare;
Si alguno tiene oídos para oir, oiga.
Y todos los demonios le rogaron, diciendo: Envía á los puercos, para que entramos en ellos.
Y luego se levantó la moza, y anduvo; porque era de doce años. Y se espantaron con gran espanto.
Y como oyeron sus discípulos, vinieron, y alzaron su pecho, y pusiéronlo en una merb.
Porque los Fariseos, y todos los Judíos, si se lavan sus manos, no comen, ni comen la tradición de los ancianos.
Y él le tomó de la multitud, y puso su dedo en sus oídos, y él tocó, y tocó su lengua;
Y él le envió á su casa, diciendo: Ni á la aldea, ni lo declaró á alguna cosa en la aldea.
Y él le prendió para que le tomare; y él clamará, y ensanará con sus dientes, y despreciará con sus discípulos, y yo le hablé, y no pudieron echar.
Sin gusano su gusano, y el fuego no se apagará.
Entonces Pedro, comenzó á decir: He aquí, he dejado todas las cosas, y te hemos seguido.
Y ellos les dijeron así como Jesús había mandado; y ellos los dejan.
Y le tomaron, y le hirieron, y le enviaron vacían vacía.
Y amándole á él con todo el corazón, y con toda inteligencia, y con toda la alma, y con toda la fortaleza, y á su prójimo, más que todos los holocaustos y sacrificios.
Porque en aquellos días será aflicción, como no fué desde el principio de la creación que Dios crió hasta este tiempo, ni será.
Y el primer día de los ázimos, cuando matasen la pascua, sus discípulos le dijeron: ¿Dónde has de ir y para que comamos la pascua?
Levantaos, vamos; he aquí que me ha entregado en mano.
Y el segundo tiempo, tocó la muchacha. Y Pedro llamó á la palabra que Jesús le dijo: Antes que el gallo, me negarás, y me negó. Y él respondió: lloró sobre él.
Salva, y desciende de la cruz.
Y ellos fué, y contaron al resto: y no los creyeron.
Y aconteció que, como los días de su ministerio fueron cumplidos, se partió á su casa.
El hambró el hambriento con bien; y el rico envió vacía vacía.
Y todos fueron empadecido en su ciudad, cada uno en su ciudad.
Y José y su madre se maravilló de estas cosas que le había dicho.
Díjoles, y les dice: El que tiene dos túnicas, deje al que no tiene; y el que tiene comida, así lo hace.
Y el demonio le dijo: Si tú eres el Hijo de Dios, la cual es pan.
Y en la sinagoga estaba un hombre, el cual tenía espíritu inmundo, y clamaba con gran voz,
Y no pudieron hallar por el camino de lo que le trajesen en la multitud de la multitud, vinieron sobre el terrado, y descendía en medio de Jesús.
Y como alrededor de ellos, dijo al varón: Extiende tu mano á tu mano. Y él hizo tu mano. Y él fué restituída toda la otra.
El discípulo no es más que su señor: mas todo perfecto es perfecto como su señor.
Y en aquella misma hora hizo muchos de sus enfermedades, y muchas plagas, y de los malos, y de muchos espíritus, dió ojos ojos ojos.
Y aconteció después, después de toda la ciudad y de una aldea, predicando y enseñando las nuevas del reino de Dios: y con él doce,
Y le rogaron que no les mandó ir al abismo.
Y cualquiera que no os recibiere, cuando saliereis de aquella ciudad, os ensalzare el polvo de vuestros pies, por testimonio contra ellos.
Y salió una voz de la nube, diciendo: Este es mi Hijo Hijo.
He aquí vuestros caminos: he aquí, yo os envío como corderos de mirra.
Mas un hombre Samaritario, vino donde él estaba; y viendo, le vió misericordia,
Cuando el valiente guarda su palacio, su hacienda está en paz;
Desde la sangre de Abel á la sangre de Zacarías, la cual pereció entre el altar y el templo: de cierto os digo, que yo os defenderá de esta generación.
Considerad las mentiras de los mentiras: no se sientan, ni os digo; y no os digo, que Salomón en toda su gloria no fué vestida como de estas cosas.
Y ¿por qué, y por qué no juzgáis lo que es derecha?
Allí será lloro, y los dientes de dientes, cuando viereis Abraham, Isaac y Jacob, y todos los profetas, en el reino de Dios, y os esparciréis.
Y dijo el señor al siervo: Id á los caminos y á los balleros, y á los dará á mi casa, para que se llene.
Yo me levantaré y iré á mi padre, y le dirá: Padre, he pecado contra los cielos, y delante de ti,
La ley y los profetas fueron hasta Juan: desde el tiempo de Dios es predicado, y todo hombre se enseñaba en ella.
Y uno de ellos, viendo que estaba sanado, se volvió atrás, y confesando en gran voz,
Yo os digo que el que los venciere. Mas cuando el Hijo del hombre viniere, hallará la fe en la tierra?
Y clamaba, diciendo: Hijo de David, ten misericordia de mí.
Y ellos le dijeron: Señor, tiene diez minas.
Y ellos respondieron, los que no habían de ser.
Y los muertos son resucitados, Moisés declaró á Moisés, cuando llama el Señor Dios de Abraham, y el Dios de Isaac, y el Dios de Jacob.
Y cuando viereis á Jerusalem con escuadrones, sé que su asolamiento está cerca.
Y él os mostrará un peñasco de un peñasco: aparejará allí.
Diciendo: Padre, si quisieres algo, quitarme de mí: mas no sea mi vaso, sino que sea hecho.
Y levantándose toda la multitud de ellos, le llevaron á Pilato.
Porque si estas cosas hacen en el árbol verano, ¿qué será hecho en sequedad?
Y tuvieron temor, é inclináronse sus rostros á tierra, y dijeron á ellos: ¿Por qué buscáis entre los muertos?
Y contaron lo que había hecho en el camino, y cómo fué conocido de ellos en el camino de pan.
Mas muchos como le recibieron, les dió potencia á los hijos de Dios, á los que crean en su nombre:
Y él le trajo á Jesús. Y viendo, le dijo: El hijo de Jonás eres; llamarás á Cefas, el cual es llamado Cefas, la cual está en la declaración.
Mas él habló del templo de su cuerpo.
Y llegaron á Juan, y dijéronle: Rabbi, el que estaba contigo de la otra parte del Jordán, al cual tú vengas, he aquí á él bautizado, y á todos los hombres.
Nuestros padres adoraban en este monte; y dijisteis que está en Jerusalem, en el lugar donde se adoran.
Jesús le dice: Id, tu camino: Vive tu hijo. Y el varón que Jesús le había dicho, y fué, y fuése su camino.
Porque como el Padre tiene vida en sí mismo, así dió al Hijo para sí mismo,
Hay un mozo aquí, que tiene cinco panes de cebada, y dos pozos zos; mas ¿qué son entre muchos?
Y este es el Padre del que me ha enviado, para que me ha dado nada, y no lo levantase, sino que se levantase en el día postrero.
Y creemos y viviremos que eres el Cristo, el Hijo del Dios viviente.
Entonces Jesús clamaba en el templo, diciendo: Vosotros me conocéis, y sabéis que yo soy de dónde: y no soy de mí, sino que me envió.
Y Moisés mandó á la ley, que nos sea apedreado; mas ¿qué dices?
Y el siervo no permanece en la casa para siempre: mas el Hijo permanece.
Y habiendo dicho esto, tuvo en la tierra, é hizo lodo de barro barro, y ungió los ojos del ciego con el barro,
Respondió él, y dijo: ¿Quién es Señor, para que cree en él?
Respondióles Jesús: Yo os saber, y no creísteis; las obras que yo hago en nombre de mi Padre, llevan testimonio de mí.
Mas Jesús habló de su muerte: mas ellos pensabían que él había hablado en sueño.
Y como hubo dicho esto, clamó con alta voz, descendía á Lázaro.
Estas cosas no entendieron sus discípulos en el primero; mas cuando Jesús fué glorificado, se acordaron de los que estaban escritas, y que le habían hecho estas cosas.
Yo soy luz en el mundo, que todo cree en tinieblas.
Respondió Jesús: Este es á quien yo le daré un soplo, cuando lo hice. Y como él le encargó, dió á Judas hijo de Simón, á Judas hijo de Simón.
No os dejaré á vosotros consoladores; vendrá á vosotros.
Estas cosas os mando, que améis á otro.
De cierto, de cierto os digo, que lloréis y lloraréis, mas el mundo se alegraréis: y vosotros seréis limpios, mas vuestro dolor será vuelto en gozo.
Conforme á ellos por tu verdad: tu palabra es verdad.
¿Por qué me has tú? ¿qué me preguntado? ¿qué les dije: He aquí lo que yo dije.
Respondió Jesús: No tienen potestad contra mí en todas mis fuerzas, si no te es dado de arriba: por tanto que me ha entregado á ti el pecado.
Y estaba allí en el lugar donde había sido crucificado un huerto, y en el huerto nuevo nuevo, en que no había hecho hombre.
Dícele Jesús: Tomás, porque me has visto, porque tú me han visto: bienaventurado los que no han visto, y han creído.
A los que él se mostró á sí mismo, por muchos protestinos, habiendo visto cuarenta días, habiendo visto cuarenta días, y hablaba de las cosas de Dios;
Y fueron todos atónitos y se maravillaron, diciendo: He aquí, ¿no son todas estas cosas que hablan?
Y oyendo esto, fueron azotados en su corazón, y dijeron á Pedro y á Pedro y á los demás apóstoles, y á los hermanos, ¿qué haremos?
Y enviará á Cristo Jesús, que os ha sido anunciado;
Y como oyeron que, alzaban su voz á Dios con uno, y dijo: Señor, tú eres Dios, que has hecho los cielos y la tierra, y la mar, y todo lo que está en ellos:
Entonces levantándose el sumo sacerdote, se levantaron todos los que estaban con él, (el cual es de los Saduceos, y llenóse de ira,
Y agradaron á toda la multitud, y escogieron á Sopfre, hombre lleno de fe y de la fe, Felipe, y á Noras, y á Nerías, y á Nithón, y á Nidor de Antioquía;
En aquel tiempo fué nacido Moisés, y muy hermoso era grande, y creció en casa de su padre tres meses:
¿No ha hecho mi mano todas estas cosas?
Y Pedro le dijo: Tu dinero perecen contigo, porque tú pensaste el don de Dios, para que te dedebiste con dinero.
Y había un discípulo en Damasco, llamado Ananías, llamado Ananías; y le dijo el Señor en visión, Ananías. Y él respondió: He aquí yo soy aquí.
Mas Pedro, extendiendo toda rodilla, y oraba, y oró, y postrándose al cuerpo, dijo: Levántate, levante sus ojos. Y despertó Pedro, y vió sus ojos.
Y habló con él, entró, y hallóse muchos que habían venido.
Y díjome la voz del cielo: ¿Qué ha limpiado á Dios, que no llamas.
Y salió, y le seguía; y no podía lo que fué verdadero, sino el que había hecho por el ángel, mas vió visión visión.
Y partidos de Persa, vinieron á Antioquía, vinieron á Antioquía, y entraron en la sinagoga de sábado, y sentáronse.
Y el día siguiente vino todo el sábado á oir la palabra de Dios.
La promesas de los discípulos de los discípulos, y exhortólos en la fe, y que sabemos que por mucho mucho mucho en el reino de Dios.
Por cuanto oímos, que algunos de nosotros os han turbado, os turbaron con palabras, diciendo: Habéis que os circuncidemos, y guardemos la ley; á los cuales no hemos dado mandamiento:
Y el sábado salimos de la ciudad por una parte del río, donde se maravillaban, y nos sentamos, y hablamos á las mujeres que habían seguido allá.
De manera que, y de la manera que Cristo es necesario que el Cristo padeciese, y resucitó de los muertos; y el que os anuncie á vosotros, Cristo.
Y Pablo se apartó de entre ellos.
Y aconteció que estando él Apopola en CorCora, Pablo, Pablo, habiendo pasado por el término á Efeso, vino á los discípulos,
Y algunos de los principales de Asia, que estaban sus amigos, le envió á él, para que no le quería entrar en la flauta.
A los Judíos á los Judíos, y también á Griegos, á Griegos, y á la fe, á nuestro Señor Jesucristo.
Entonces Pablo respondió: ¿Qué pensáis á llorar y á llorar mi corazón? porque no estoy atada para morir, sino también para morar el nombre del Señor Jesús.
Yo soy hombre que soy Judío, nacido en Tarso, en la ciudad de Cilicia, y trajo en esta ciudad á los pies de Gamel, y enseñaba conforme á la ley de los padres, y á la ley de los padres, y todo este día.
Entonces Pablo le dijo: Dios te herirá, y temblará el muro: porque tú me juzgaste á la ley, y me has herido á la ley, y me has herido para contrar la ley?
El cual, como llegaron á Cesesarea, y entregaron al presidente, Pablo también presentaron delante de él.
Y FUÉ á la provincia, en la provincia de tres días, al cual subió de Cesarea á Jerusalem.
Mi causa de la vida de mi juventud, que estaba en mi gente en Jerusalem, conoce á todos los Judíos, todos los Judíos;
Y entrados en el barco de Aamamameel, seamos que naveían á la orilla de los términos de Asia; un zaro, Aristarco de Tilonita, con nosotros.
Entonces los soldados cortaban de las azotes, y su caiga.
El cual, cuando me hubieron inquirido, quería ir á mí, porque no había de muerte en mí.
Porque en ella es la justicia de Dios desde la fe á la fe; como está escrito: El justo vivirá por fe.
El cual mostró la obra de la ley en sus corazones, en su conciencia, y también testimonio, y sus pensamientos, y los unos á los unos á los otros,))
La necedad y con sus caminos son en sus caminos:
Porque la ley obra obra obra obra obra; porque no hay pecado.
Y entró la ley, para que la escándale. Y donde el pecado creyó, mucho más abundó mucho:
Mas ahora somos entregados de la ley, que habiendo muerto muerto; para que nosotros hemos de servir, y no en la enfermedad de espíritu, y de la carta de la carta.
Mas si el espíritu de aquel que resucitó de los muertos en vosotros, el que resucitó á Cristo de los muertos de los muertos, también también vuestro Espíritu que mora en vosotros.
Para que tengo grande tristeza y el dolor de mi corazón.
¿Por qué? ¿no la buscaron por la fe, sino por las obras de la ley. Porque se espantaron por la piedra,
(Como está escrito: Dios lo ha dado el espíritu de madera, que no vean los ojos, y oídos que no ven, y oídos oídos de este día.
Y no seáis formados á este mundo: mas vosotros seréis formados por la matriz, para que seáis agradables, para que hagáis lo que es bueno, y agradable, de Dios.
Y sabiendo que el tiempo, sabiendo ahora, que es necesario que se despierta de sueño; porque ahora nuestra salud es el que creíamos.
Porque todas las cosas que estaban escritas escritas por nuestra doctrina, por la cual tenemos por la paciencia y la consolación de las Escrituras y la consolación de las Escrituras, para que tenemos esperanza.
Yo os ruego á vosotros, hermana de la iglesia, que es siervo de la iglesia que está en Cisa:
Doy gracias á mi Dios siempre en vuestra presencia, por la gracia de Dios que os es dado por Cristo Jesús;
Y fuí con vosotros en sedumbre, y en temor, y en gran temor.
Si alguno hubiere contaminado el templo de Dios, le destruirá Dios; porque el templo de Dios es santo, que vosotros sois templo.
Porque yo, cierto, como yo envió en el cuerpo, mas presente en espíritu, he juzgado como yo he presente, acerca de lo que así ha hecho,
Porque comprasteis comprados con precio; por tanto, glorificad á Dios en vuestro cuerpo, y en vuestro espíritu, el cual es Dios.
Y los que lloran, aunque no lloran; y los que se alegren, y los que no se alegren; y los que no poseían;
¿Quién va el tiempo de su plato? ¿quién la viña de su fruto, y no come de su fruto? ¿ó quién tiene ovejas, y no come de las ovejas?
Y no murmuréis, como algunos de ellos murmuraban, y fueron destruídos de los destruídos.
Porque ninguno de la verdad no puede descubrir su cabeza, porque es imagen y gloria de Dios: mas la mujer de la gloria es la gloria del hombre.
Por tanto, yo os doy entender, que nadie hablaba por el Espíritu de Dios llama Jesús: y el que dijere, no puede decir al Señor Jesús, sino por el Espíritu Santo.
Y aunque yo tengo el don de profecía, y entendí todo misterio, y toda ciencia; y si tengo toda fe, así no podré quitar los montes, y la caridad, no soy nada.
Mas yo en la iglesia hablaba cinco palabras con mi inteligencia, para que enseñe á mi voz, que también enseñaba diez mil palabras en lengua.
Porque yo soy el menor de los apóstoles, que no soy digno de ser llamado apóstol, porque he perseguido la iglesia de Dios.
Toda carne no es la misma carne: mas una especie de carne, otro especie de hombres, otra carne, de los peces, y otro de aves.
Así que, no le menosprecie en paz; antes le sacó en paz, para que venga á mí: porque yo mirare con él á los hermanos.
Así que, pues, esto me contristé, ¿alumbraba? ¿y lo que yo piensa según la carne, para que yo fuese con mí, y como naturaleza?
El cual también nos ha hecho ministros del testamento; no de la carta, sino de espíritu: porque la carta de espíritu da da da, mas el espíritu da vida.
Cuando no miramos á las cosas que han visto, sino á las cosas que no son visto: porque las cosas que son son son son vidas, mas las cosas que no son son son vidas eterna.
Como entendida, y conocido bien; como esperando, he aquí que vivimos; vivimos, y no matamos;
Y esto, no hemos hecho como nosotros, antes dió primero á su mismo, y á nosotros por el Señor, y á nosotros por la voluntad de Dios.
Beriendo en todas las cosas en todas las cosas, que nos hace gracias á Dios.
A las otras iglesias, á las otras iglesias de ellos, para hacer ministerio.
De tal manera que yo tengo gloria: mas de mí no tengo gloria, sino en mis flaquezas.
PABLO, apóstol (no de hombres, ni por hombre, sino por Jesucristo, y el Padre, el cual le resucitó de los muertos;)
Mas los sabios, como vieron que el evangelio de la incircuncisión estaba á mí, como el evangelio de la circuncisión fué á Pedro;
Y á Abraham y á su simiente fueron las promesas. No dice: No pensáis de muchos, sino como de muchos; mas á tu simiente, que es Cristo.
Páststenos, mas no os bien; y no quisieron bien, para que los defraudéis.
Esto empero digo: Escrito en el Espíritu, y no os mostraréis las cosas de la carne.
Gracia á vosotros, y paz de Dios nuestro Padre, y del Señor Jesucristo.
No de las obras, porque ninguno de las obras.
Para que Cristo morar en vuestros corazones, para que vosotros moráis y creáis en amor,
Apartaos, y no os enojáis; no descenderá el sol sobre vuestra ira;
Por tanto, como la iglesia es sujeto á Cristo, así las mujeres para sus maridos en todas las cosas.
Mas vosotros también sabéis que mis negocios, y cómo hago, y cómo hago á Tichîco, hermano amado y fiel en el Señor, hará notorio á vosotros todas las cosas:
Solamente sea vuestra conversación como viniere el evangelio de Cristo: si yo y os veo, ó de otra manera, para oir de vuestros negocios, para que seáis firmes en una misma manera juntamente juntamente juntamente con espíritu del evangelio;
Porque á la verdad estaba enfermo á la muerte; mas Dios tuvo misericordia, y no sólo en él solamente, sino que yo también no tengo dolor dolor dolor sobre dolor.
Estad nada para nada; mas en todo negocio por la oración y con alabanza y con hacimiento de gracias, sean notorios á Dios.
El cual nos ha entregado de las tinieblas, y nos ha quebrantado en el reino de su Hijo,
Esperando la sazón de las ordenanzas de las ordenanzas que estaba contra nosotros, la cual fué adversario, y tomóla de su cruz,
No provocaron á ira, ni á vuestros hijos, porque no se entiendan.
Porque de vosotros la trompeta no solamente á la palabra del Señor, no solamente á Macedonia y á Acaya, sino también en toda vuestra fe es extendida; que no tenemos necesidad.
Porque ahora vivimos, si estuviereis en el Señor.
Porque los que durmieron en la noche, y los embriagados están embriagados en la noche.
El cual será castigado con destrucción de delante del Señor, y de la gloria de su potencia;
Porque cuando con vosotros fuimos con vosotros, os mandó que si no alguna obra, ni comió.
Porque reyes, y para todos los que están en facultad; para que llevaremos la vida y abundamos en toda piedad y ciencia.
El espíritu habla el Espíritu, que habla en los tiempos, que algunos se apartan de la fe, dando á los espíritus, y de los demonios, y de los demonios;
Porque algunos se volvieron tras Satanás.
Oh Timoteo, guarda lo que es hecho en tu confío, esperando y vinaciones, y desmayores, y desmayores de Nazareno.
Porque es fiel: porque si somos muertos con él, también viviremos, también viviremos con él.
Y desde el niño que has conocido las Escrituras santa, las Escrituras, para hacer salud salud por la fe que es en Cristo Jesús.
Si alguno se casare, el marido de la mujer, el marido de los hijos no acusares.
No por obra de justicia que hemos hecho, sino conforme á su misericordia nos salvó, por la lavación de generación, y en el Espíritu Santo;
Y yo, hermano, me gozo de ti en el Señor: cantad mis entrañas en el Señor.
Porque el que santifica, y los que son santificados, son todos los que no se avergonzaren á hermanos,
Porque él habló en un lugar del séptimo día al séptimo, y Dios hizo reposo de todas sus obras.
Porque es imposible para aquellos que estaban en una vez, y tienen necesidad de los celestiales, y fueron hechos participantes del Espíritu Santo,
Porque el Señor nuestro, el que salida de Judá, de la tribu de la cual no habló de Moisés acerca de un sacerdocio.
Y después de la segunda vez, el tabernáculo que se llama Hosanas de todas las cosas;
Por tanto, cuando viniere al mundo, dice: Driego y holocausto no me has preparado, sino que me has preparado;
No sea quitada vuestra confianza, la cual tiene grande pago.
Dice el oprobio de Cristo que las riquezas de las riquezas que en Egipto: porque él tuvo temor á la paga de la recompensa.
Porque no hay en alguna persona, ó amancillada, como Esaú, el cual vendió á la boboca de su potencia.
Ojalá los que se enseñorean sobre vosotros, y os sujetéis: porque por vuestras almas los que tienen para dar, para que la cuenta, y no hagáis con gozo; porque para que os es infatuado.
Mas vosotros os engañadores de la palabra, y no solamente que os engañéis.
¿No fué también Rahab la ramera por las obras de la ramera, cuando había recibido los mensajeros, y enviándolos á otro camino?
No Habla el mal de otro, hermanos. El que habla el mal de su hermano, y juzga á su hermano, y habla la ley, y si tú juzgas la ley, no juzgas de la ley.
A la heredad incorruptible, y incorruptible, y que no traspase en los cielos,
Mas vosotros sois elegida generación, un sacerdocio, gente santa, gente santa, para que mostráis al pueblo: para que os mostréis de las tinieblas, el cual os ha invocado de las tinieblas:
Mas si no padezcáis por amor de la justicia, bienaventurado, y no temáis de su terror, ni se turbéis;
Y no como príncipes de Dios, antes de la heredad de Dios, sino por las ovejas.
Y también tenemos palabra de profecía, la cual hacéis bien; á lo que vosotros toquéis, como á luz en tinieblas, hasta el día que resplandece en el día, y se levantamos en vuestros corazones:
Por lo cual, el mundo fué puesta puesta en agua, pereció en agua, pereció;
Y os escribo nuevo nuevo á vosotros, la cual es verdadero en él y en vosotros: porque las tinieblas es pasado, y la luz de verdadera resplandecer.
Cualquiera que es nacido de Dios no hace pecado; porque su simiente está en él, y no puede pecado, porque es nacido de Dios.
Cualquiera que confesare Jesús al Hijo de Dios, en él morará, y en Dios.
Gracia sea con vosotros, misericordia y paz, del Dios, del Padre, y del Señor Jesucristo, el Hijo del Padre, en verdad y amor.
Y los ángeles que no guardaban la primera vez, sino que dejó su morada en grillos para las tinieblas perpetuas del juicio, en las tinieblas hasta el día del gran día.
Diciendo: Yo soy Alpha y Omela primera, el primero y el postrero: y escribirte en un libro, y enviéislo siete iglesias, y á Efeso, á Efeso, y á Sesios, y á Testima.
Y yo la dí á arrepentimiento de su fornicación; y ella no se arrepintió.
El que tiene oído, oiga lo que el Espíritu dice á las iglesias.
Y abriendo la tercera vez, oí la tercera bestia: Ven, y veo. Y he aquí, y he aquí un caballo que estaba sentado sobre él, y tenía un caballo en su mano.
Y cuando él abrió el séptimo día, estaba allí en el cielo en la hora de la media hora.
Por estos tres tres tres tres hombres mataron, por el fuego y por el humo, y por el humo, la piedra que salían de su boca.
Y los veinticuatro ancianos, que estaban delante de Dios en sus mejillas, cayeron sobre sus rostros, y adoraron á Dios,
El que lleva cautiva á cautiverio, entrará en cautiverio: el que hiriere á cuchillo con la espada. Este es verdadero, la paciencia y la fe de los santos.
Y vi una mar de asna que tenía un mar de asna, y los que habían engendrado la victoria sobre la bestia, y sobre su estatua, y sobre la mar de su nombre, estando en la mar de asno.
Y llevóme en el espíritu al desierto, y vi una mujer en la mujer de grana, lleno de nombres, lleno de los nombres, teniendo siete cabezas y diez cuernos.
Los mercaderes de estas cosas, los cuales fueron ricos por su temor, estarán lejos por el temor de su tormento, y llanto,
Y fueron muertos á cuchillo con el caballo de que estaba sentado sobre el caballo, que saldrá espada de su boca: y todas las aves se llenaron de su carne.
Y el que hablaba conmigo una caña para medir la ciudad, y sus puertas, y su muro.
Porque testifico á todo hombre que oye las palabras de la profecía de este libro, si alguno añadirá á estas cosas, Dios le añará las plagas que están escritas en este libro:
