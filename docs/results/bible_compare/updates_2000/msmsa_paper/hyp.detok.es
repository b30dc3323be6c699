En el principio Dios al cielo y la tierra.
Y vió Dios á toda cosa que era bueno. Y la tarde y la mañana, y la mañana, y la mañana, y la mañana, y la mañana fué el sexto día.
Porque el día que en el día que en el día que en el día que en el día que en el día que en el día que en el día de comer y mal.
Y ahora eres malvado de la tierra, que abrió su boca á recibir á tu boca á recibirla de la tierra, que abrió su boca,
Y vivió Mahalaleel, y engendró á sesenta y cinco años, y engendró á Jared:
Y dijo Dios á Noé: El fin de toda carne está llena de violencia por ellos; porque la tierra está llena delante de mí; porque la tierra está llena delante de mí; porque la tierra está llena delante de mí; porque la tierra está llena de violencia con la tierra.
Y murió toda carne, y de bestias, y de bestias, y de bestias, y de bestias, y de bestias, y de bestias, y de bestias, y de bestias, y de bestias, y de bestias, y de bestias, y de bestias, y de bestias, y de
Y ciertamente vuestra sangre de vuestra vida; á la mano de cada uno; en mano de cada uno; á la mano de cada uno; á la mano de cada uno.
Y los hijos de Ham, y á los hijos de Ham, y Canaán.
Y ellos dijeron: Ve, para que nos salmos sobre la haz de toda la tierra.
Y te bendeciré, y te bendeciré, y te bendeciré, y te bendeciré, y te bendeciré, y te bendeciré tu nombre:
De la llanura, y asentaron su tienda hacia Sodoma, y asentaron su tienda hacia Sodoma.
A mí, Aner, Aner, Aner, Aner, Aner, Aner, Aner, Aner, Aner, Aner, Aner, Aner, Aner, Aner, Aner, Aner,
Y el ángel de Jehová dijo á ella: Vuelve á tu mimita, y sujeta á tu mimita, y sujeta á tu mimita.
Y tomó Abraham á Ismael su hijo, y circuncidó á Ismael su hijo, y circuncidó á Ismael su hijo, y circuncidó á Ismael su hijo, y circuncidó á su hijo, y circuncidó toda la casa de Abraham, y circuncidó la carne de su forma, y circuncidó la carne de su forma, y circuncidó la carne de su forma, y circuncidó la carne de su dinero, y circuncidó la carne de su dinero
Y dijo Jehová: Si hallé en Sodoma cincuenta justos en Sodoma cincuenta justos.
El sol fué levantado en Zoar.
Y dijo Abimelech: He aquí, mi tierra está delante de ti: habita en donde te agradan.
Y tomó Abraham ovejas y bueyes, é hízoles pacto.
Y Bethuel engendró á Naachôr engendró á Naachôr engendró á Naachôr engendró á Naachôr engendró á Naachâ.
Y el siervo puso su mano debajo de los ladrones de Abraham su señor, y juró á él acerca de él su mano debajo del ladrón.
Y dije á mi señor: quizá la mujer no me sigue la mujer.
Y parió á Anbac, y Medán, y Medán, y Medán.
Y dijo Esaú: He aquí, yo soy en el poquito de mí?
Y dijeron: Nosotros tenemos entre nosotros y ti, y dijeron: Nosotros tenemos entre nosotros y ti;
Y no le ayudó, porque sus manos no le ayudó, porque sus manos se le bendijo.
Y que oyó Jacob á Padan-aram, y fué á Padan-aram;
Y dijo Labán á Jacob: Porque tú eres mi hermano, ¿qué me servieres, ¿qué me servieres, ¿qué me servieres, ¿qué me sirvas?
Y Zilpa, parió á Jacob hijo.
Y apartaron los corderos de Labán; y puso sus ovejas, y puso sus ovejas, y puso sus ovejas, y puso sus ovejas, y puso sus ovejas á las ovejas de las ovejas.
¿Por qué te he enviado, y con arpa, y con arpa, y con arpa, y con arpa, y con arpa, y con arpa, y con arpa y con arpa, y con arpa, y con arpa, y con arpa, y con arpa, y con arpa, y con arpa, y con arpa, y con arpa,
Y como Jacob vió, les llamó el nombre de aquel lugar Mahanaim.
Por tanto, los hijos de Israel, que está sobre el pecador que está sobre el pecador, que está sobre el pecador, que está sobre el pecador.
Y habitaréis con nosotros; y la tierra será delante de vosotros; y la tierra será delante de vosotros; y la tierra será delante de vosotros; y la tierra será delante de vosotros; y la tierra será delante de vosotros.
Y salió Dios de Padan-aram, y bendíjolo.
Estos son los nombres de Esaú, hijo de Ada hijo de Ada hijo de Ada hijo de Ada hijo de Ada hijo de Ada hijo de Ada hijo de Ada hijo de Ada hijo de Ada hijo de Ada hijo de Ada
Y estos son los nombres de los duques, el duque Timna, el duque Timna, por sus nombres, por sus nombres, por sus nombres, por sus nombres, por sus nombres, por sus nombres, por sus nombres, por sus nombres, por sus nombres, por sus nombres, por sus nombres,
Venid, y no venga á él á Ismaelitas, y no sea nuestra mano sobre él; porque es nuestro hermano y nuestro hermano y nuestra carne. Y sus hermanos estaban sobre él; porque es nuestro hermano y nuestra carne.
Y preguntó á los hombres de aquel lugar, diciendo: ¿Dónde está ramera, diciendo: ¿Dónde está ramera, diciendo: ¿Dónde está ramera, diciendo: ¿Dónde está la ramera? Y ellos dijeron: ¿Dónde está la ramera? Y ellos dijeron: ¿Dónde está la ramera.
Mas Jehová fué con José, y le mostró gracia en los ojos de la cárcel.
Y durmió y el bien; y he aquí siete espigas, y he aquí siete espigas y bueno.
Y coyólos debajo de la mano de Faraón, y poned mantenimiento en las ciudades.
Y conoció José sus hermanos, sino ellos no le conocieron.
Y él dijo: Hijo mío, no descenderá con vosotros; porque su hermano es muerto, y dejaréis solo solo: si no salgáis con dolor á la sepultura.
E hizo priesa, y entró en su cámara, y entró en su cámara, y él entró en su cámara, y él entró en su cámara, y lloró allí.
Y nosotros dijeron: No podremos ir: si nuestro menor sea con nosotros. Si nuestro menor sea con nosotros. Si nuestro menor sea con nosotros.
A todos de ellos dió tres; mas á Benjamín dió cada uno tres; mas á Benjamín dió cada uno tres; mas á Benjamín dió cada uno tres; mas á Benjamín dió cada uno trescientos piezas de vestidos.
Y los hijos de Nephtalí: Jahzeel, y á Guni, y á Guni, y á Guni, y á Guni.
Y compró José toda la tierra de Egipto para Faraón; porque los Egipcios vendió á todo el país de Egipto por Faraón; porque los Egipcios vendió á cada uno su campo, porque los Egipcios vendió á cada uno su campo, porque los Egipcios vendían á Faraón
Y su padre no quiso, y él será grande: mas también será grande: mas también será grande: mas también será grande: mas también será grande: mas también será grande: mas también será grande: mas también será grande: mas también será grande: mas también será grande: mas también será grande: mas también será grande: mas también será grande: mas también será grande: mas
Benjamín consumirá la presa, y consumirá la presa, y consumirá la presa, y á la noche devorará la presa, y á la noche consumirá la presa.
Y dijo José á sus hermanos: Yo os visitaré de esta tierra que juró á Abraham, á Isaac y á Jacob.
Y como abrió ella, y dijo: Esta es uno de los Hebreos de los Hebreos. Y ella tuvo compasión de los hijos de los Hebreos.
Y dijo Moisés á Dios: ¿Quién soy, que yo he de ir á Faraón, y que llevase ir á Faraón, y que llevase ir á Faraón, y que llevase ir á Faraón, y que llevase á Faraón,
Y Jehová dijo á Moisés en Madián: Ve, vuélvete á Egipto: porque todos los hombres muertos son muertos que procuraban tu vida.
Ahora pues, ahora, y no os entregará, y ninguna obra; porque no os entregará, porque no os entregará, porque no os entregará, porque no os entregará.
Y tomó Phinees: estas son las cabezas de las familias de los Levitas conforme á sus familias.
Y fueron cumplidos días, después que Jehová había herido al río.
Y salió Moisés de Faraón, y oró á Jehová.
No os cortará y granizo; y yo os haré venir, y no haya más más más que no haya más más que no haya más más que no haya más más más que no haya más más más que no haya más más más que no haya más más más que no hay más más que
No vieron uno uno, ni se levantó de su lugar por tres días; mas todos los hijos de Israel.
Y este día será á vosotros fiesta á Jehová por vuestras generaciones; os lo guardaréis fiesta á Jehová por estatuto perpetuo.
Mas todo lo circuncidado, entonces comerá.
Y HABLÓ Jehová á Moisés, diciendo:
Y vió Israel que Jehová hizo sobre los Egipcios; y el pueblo temió á Jehová, y su siervo Moisés.
Y los hijos de Israel dijeron: Escribe por la mano de Jehová en la mano de Jehová en la tierra de Egipto, cuando llegamos á este desierto, para matarnos.
Y dijo Moisés á Aarón: Toma un omer lleno de manna lleno de manna, y poned por vuestras generaciones.
Yo sé que Jehová es mayor que todos los dioses: porque en lo que Jehová es mayor que Jehová es mayor que todos los dioses: porque en lo que Jehová es mayor que todos los dioses.
Y descendió Moisés, y lavaron el pueblo, y lavaron sus vestidos.
Y ellos dijeron á Moisés: Habla á Moisés: Habla á Moisés: Habla con nosotros, porque no muramos.
Y si mal mal le darás vida por vida;
Si su padre su padre, pagará á su padre, pagará á su padre, pagará á su padre, pagará á su padre, pagará el dinero conforme á la paja de vírgenes.
Y la fiesta de la siega, las primicias de tus trabajos, las primicias de tus trabajos, las primicias de tus trabajos, las primicias de tus trabajos, que está en el campo.
Y subió Moisés al monte de Dios.
Y harás á él término al término de oro alrededor, y harás una corona de oro alrededor.
Y harás tablas tablas para el tabernáculo de madera de Sittim que sube.
El monte, así lo harás: como fué mostrado en el monte, así lo harán.
Y pondrás en ella, cuatro órdenes de piedras, cuatro órdenes de piedras, cuatro órdenes de piedras: esto será el primero.
Y Aarón y sus hijos los lavarás con agua.
Y si de la carne de las consagraciones, y de la carne de las consagraciones de las consagraciones, ó del pan, y de la carne de las consagraciones, por cuanto es santo.
Asimismo harás también una fuente de metal y el altar, y pondrás sobre el tabernáculo del testimonio y el altar, y sobre el tabernáculo del testimonio y el altar, y sobre el tabernáculo del testimonio y el altar, y pondrás agua.
Y las vestimentas de sus hijos, á Aarón el sacerdote, y las vestiduras de sus hijos, para ministrar en ministerio, y las vestiduras de sus hijos, para ministrar en el servicio,
Y dijo Aarón: No conoces el pueblo, para que los que están en mal.
Y Jehová dijo á Moisés: Yo haré esto que has hablado: porque tú has hablado: porque tú has hablado: porque tú has hablado: porque has hallado gracia en mis ojos, y te conozco por nombre.
Porque arrojaré tu tierra delante de ti, y ensancharé delante de ti, y ensancharé delante de ti, y ensancharé delante de ti, y ensancharé delante de ti, y ensancharé delante de ti, y ensancharé delante de ti, y
Las vestimentas de sus hijos, para ministrar en el lugar santo, para ministrar en el lugar santo, para ministrar en el lugar santo, para ministrar en el lugar santo, para ministrar en el lugar santo, para ministrar en el lugar santo, para ministrar
Hizo también las cortinas de cabras para la tienda sobre el tabernáculo: once cortinas de cabras para la tienda.
Hizo también la cubierta de dos codos y medio de dos codos y medio de dos codos y medio.
Y puso las varas en los anillos al altar, para llevarle las varas en los anillos.
Y obraron piedras de oro, con los nombres de los hijos de Israel.
La mesa, y todos sus vasos, y todos sus vasos, y todos sus vasos,
Y puso el pan en orden á Moisés.
Y el sacerdote lo ofrecerá al altar, y la quemará su sangre, y la quemará su sangre, y la quemará su sangre, y la quemará sobre el altar;
Y si su ofrenda fuere macho cabrío, entonces ofrecerá delante de Jehová.
Y tomará el sacerdote del altar del holocausto, y pondrá sobre los cuernos del altar del holocausto, y pondrá sobre los cuernos del altar del holocausto, y pondrá sobre los cuernos del altar del holocausto.
Y HABLÓ Jehová á Moisés, diciendo:
De esta manera es la ley del pecado es la ley del pecado es la ley del pecado.
Y el sacerdote hará quemar el sebo sobre el altar: mas el sebo sobre el altar: mas el pecho sobre el altar: mas el pecho sobre el altar: mas el pecho sobre el altar
Y degollólo, y sobre el pulgar de su mano derecha, y sobre el pulgar de su mano derecha, y sobre el pulgar de su mano derecha, y sobre el pulgar de su pie.
Y sacó el holocausto de la mañana, y quemólo sobre el altar, y quemóla sobre el altar, además del holocausto de la mañana.
Todo lo que hace la caída, y es vestido de pezuñas, y es vestido de pezuñas, y es vestido de pezuñas, y es vestido de pezuñas, que comeréis.
Y todo lo que en ninguna cosa es inmundo; y vosotros lo quebrantaréis.
Y si el sacerdote mirará en la piel, entonces el sacerdote mirará en la piel, entonces el sacerdote le dará por inmundo: es lepra.
Si alguno ó mujer blanca blanca blanca blanca blancas blancas;
Mas será sobre el séptimo día, lavará sus vestidos, lavará sus vestidos, lavará sus vestidos, lavará sus vestidos, lavará sus vestidos, lavará sus vestidos, y lavará sus vestidos, lavará sus vestidos, lavará sus vestidos, lavará sus vestidos, lavará sus vestidos, lavará sus vestidos, lavará sus vestidos, lavará sus vestidos, lavará sus vestidos, lavará sus vestidos, lavará sus vestidos, lavará sus vestidos, lavará sus vestidos, lavará sus vestidos, lavará sus vestidos,
Y vendrá el sacerdote, y mirará el sacerdote, y mirará el sacerdote, y mirará; y mirará el sacerdote, y mirará el sacerdote, y mirará el sacerdote, y mirará el sacerdote, y mirará el sacerdote
Y el vaso de madera de la tierra, será quebrantado; y todo vaso de madera.
Y la suerte cayó, y le ofrecerá por expiación.
A la puerta del tabernáculo del testimonio, á la puerta del tabernáculo del testimonio, á la puerta del tabernáculo del testimonio, para que los ofrecerán á Jehová.
Asimismo no se acercará á una mujer á la mujer á la mujer á la mujer á la mujer á la mujer á la mujer á la mujer á la mujer.
No sembrarás, y no sembrarás, y no sembrarás: no sembrarás tu heredad: no sembrarás tu heredad: no sembrarás tu heredad: no sembrarás tu heredad: no sembrarás tu campo.
Y si alguno durmiere con su hija, así de ellos será sobre ellos.
Ni profanará su simiente entre su pueblo: porque yo Jehová lo santificaré.
Y cualquiera que ofreciere sacrificio de paces á Jehová para cumplir su voto, será acepto, será acepto, será acepto, será acepto.
Y ofreceréis con su presente, y sus libaciones, y sus libaciones, y sus libaciones, y sus libaciones, y sus libaciones, y sus libaciones, y dos carneros: serán por holocausto á Jehová.
El orden delante de Jehová continuamente.
El jubileo os será á vosotros: no sembraréis, ni segará.
Y entonces irá de ti, y volverá á su familia, y volverá á su familia, y volverá á su familia, y volverá á su familia, y volverá á su familia, y volverá á su familia, y volverá á su familia, y volverá á su familia
Yo os haré esto, y la quemará los ojos, y á vuestros enemigos comeréis, y la ira de corazón; y sembraréis vuestra simiente, y la quemaréis.
Estos son los estatutos y derechos y derechos y derechos y derechos y derechos y derechos y leyes, que Jehová hizo entre él y los hijos de Israel en el monte de Sinaí.
Y todo el árbol de la tierra, ó de la tierra, ó de la tierra, si de la simiente de la tierra, si de la simiente de la tierra, ó de la tierra, ó de la tierra, ó de la tierra, ó de la tierra, ó de la tierra,
De los hijos de Judá, de veinte años arriba, todos los que podían salir á la guerra;
Todo varón de los hijos de Israel; alejarán de la casa de su padre; y la casa de su padre.
Estos son los contados de los hijos de Israel por la casa de sus padres: todos los contados de los hijos de Israel por la casa de sus padres: todos los contados de los hijos de Israel por la casa de sus padres: todos los contados de los hijos de Israel por la casa de sus padres.
En el número del santuario.
Y sobre la mesa de los panes de cárdeno, y los tazones, y los tazones, y los tazones, y los tazones, y los tazones, y los tazones, y los tazones, y los tazones, y los tazones, y los tazones,
Estos fueron contados de las familias de Coath, todos los contados de las familias de Coath, todos los contados de las familias de Coath, todos los contados de las familias de Coath, todos los contados de las familias de Coath, todos los contados de las familias de Coath, todos los contados de las familias de Coath, todos los contados de las familias del
Y pondrá el sacerdote la mujer delante de Jehová, y puso la mujer delante de Jehová, y en su mano delante de Jehová, y encubrirá la mano de la mujer de la mujer, que es el celo de la mujer, que es el celo de la mujer, que es el celo de la mujer, que es el celo de la mujer, que es el celo de Jehová
Y ofrecerá también el carnero para sacrificio de paces á Jehová, con el cantillo de paces á Jehová, con el cantillo de paces á Jehová, con el cantillo de paces á Jehová, con el cantillo de paces á Jehová, con la libación.
Una cuchara de oro de diez siclos, llena de perfume;
Una cuchara de oro de diez siclos, llena de perfume;
Una cuchara de oro de diez siclos, llena de perfume;
Y los Levitas se lavaron sus vestidos; y ofrecieron sus vestidos, y lavaron sus vestidos, y lavaron sus vestidos; y ofrecieron sus vestidos; y Aarón ofrecieron sus vestidos, y lavaron sus vestidos, y lavaron sus vestidos; y Aarón ofrecieron sus vestidos;
Hazte dos bocinas de plata; de plata; de plata; de plata; de plata; de plata; de plata; de plata; de plata; de plata; de plata; de plata; de plata; de plata; de plata; de plata; de plata; de plata;
Y será, esto nos hará bien á ti, y si entrares con nosotros, y si tú entrares con nosotros, y si tú nos hará bien.
Y había dos de los hombres en el campo, el nombre del uno fué Eldad, el nombre del uno fué Eldad: y el espíritu de los que estaban escritas, y el nombre del uno fué Eldad, el nombre del uno fué Eldad, el nombre del uno fué Eldad, el nombre del uno fué Eldad, el nombre del uno fué Eldad, el nombre del uno fué Eldad, el nombre del uno fué Eldad;
De la tribu de Judá, Caleb hijo de Jephone.
¿Y por qué nos ha traído á esta tierra, para que nuestros hijos y nuestros hijos y nuestros hijos y nuestros hijos y nuestros hijos y nuestros hijos y nuestros hijos para volver á Egipto?
Y vuestros hijos serán asolados en el desierto cuarenta años, y llevarán vuestros hijos en el desierto.
Habla á los hijos de Israel, y diles: Cuando entrareis en la tierra á la tierra á la tierra á la tierra á la tierra á la tierra á la tierra á la tierra á
Y puso fuego en vosotros, hijos de Leví, hijos de Leví, hijos de Leví.
Habla á Eleazar hijo de Aarón el sacerdote, que tomará el incensario, porque son santificados.
Y se juntarán á ti, y guarden la guarda del tabernáculo del testimonio, por todo el servicio del tabernáculo del testimonio, por todo el servicio del tabernáculo del testimonio, por todo el servicio del tabernáculo del testimonio, por todo el servicio del tabernáculo del testimonio, por todo
Esta es la ordenanza de la ley que Jehová ha mandado, diciendo: Habla á los hijos de Israel, para que te trae un yugo;
Y Moisés y Aarón juntó la congregación delante de la peña, y díjoles: Oid ahora, y les dijo: Oid ahora, y les dijo: Oid ahora, y les dijo: Oid ahora, y les dijo: Oid ahora, y les dijo: Oid ahora,
Y partidos de Oboth, en el desierto que está delante de Moab, al desierto que está delante de Moab, hacia el desierto que está delante de Moab, hacia el desierto que está delante de Moab, hacia el desierto que está delante de Moab
Ahora pues ahora, pues, ahora pues, ahora, pues, ahora, pues, ahora, pues, ahora pues, pues, ahora pues, pues, ahora te ruego que tú benditas á este pueblo; porque son benditos.
Y como oyó Balac que fué en el término de Arnón, que está en el término de Arnón, que está en el término de Arnón, que está en el término de Arnón, que está en el término de Arnón, que está en el término de Arnón, que
Y dijo Balac á Balaam: Ni les maldijo á Balaam: Ni les maldijo á Balaam: No los maldecideciles á Balaam: Ni les maldijo en todo
Y levantóse Balaam, y volvió á su lugar; y fué Balac, y volvió á su lugar; y fué Balac.
Los hijos de Simeón después de sus familias: de Nemuel, la familia de los Jachî, la familia de los Jachî, la familia de los Jachî, la familia de los Jachî, la familia de los Jachî, la familia de los Jachî, la familia de los Jachî, la familia de los Jachî, la familia de los Jachî,
Estas son las familias de Dan por sus familias: de Shuham, la familia de los Shumitas. Estos son las familias de Dan por sus familias. Estos son las familias de Dan por sus familias. Estos son las familias de Dan por sus familias. Estos
Las hijas de Zelopa la heredad de su padre, y les harás heredad entre su padre, y les harás heredad entre su padre, y les harás heredad entre su padre, y les harás heredad entre su padre, y les harás heredad entre su padre, y les harás heredad entre su padre, y les dirás
Y sus libaciones sus libaciones, y la tercera parte de un hin á un carnero, y la tercera parte de un hin á un hin á un hin á un carnero, y la tercera parte del año.
Y ofreceréis holocausto, dos carneros, dos carneros, dos carneros, dos carneros, dos carneros, dos carneros, catorce corderos de un año; serán sin defecto;
Y su padre oyere su padre, y su padre le herirá su alma, y su padre estará.
Mas todo lo que no haya conocido hombre con él, guardando el hombre con él, guardando los hijos, que no habéis conocido.
Y los oficiales que estaban sobre millares de millares, los capitanes del ejército, los capitanes de millares de millares, y capitanes de millares de millares, y capitanes de millares de millares de millares de millares de millares de millares,
Edifícalos por vuestras ovejas, y poned ciudades por vuestras ovejas, y poned que os ha salido de vuestra boca.
Y tomaron el camino del desierto de Sin, asentaron campo en Dopheca.
Y partidos de Zalmona, asentaron en Punón, asentaron en Punón.
Y HABLÓ Jehová á Moisés, diciendo:
Y si le hiriere con que muera, y muriere, y muriere, y muriere, y muriere, y muriere, y morirá, y muera, y morirá, y morirá, y morirá, y morirá, y morirá, y morirá, y morirá
Estos son los mandamientos y derechos que Jehová había mandado por mano de Moisés á los hijos de Israel en manos de Moisés á los hijos de Israel en manos de Moisés á los hijos de Israel en mano de Moisés á los hijos de Israel en manos de Moisés á los hijos
Jehová vuestro Dios que va delante de vosotros, conforme á todo lo que va delante de vuestros ojos;
Y los hombres de guerra, desde Ces-barnea, hasta Ces-barnea, hasta Ces-barnea, hasta que vinimos á ellos.
Mas todo el ganado, y los despojos de las ciudades, y despojos de las ciudades, y despojos de las ciudades, y despojos de las ciudades, y despojos de las ciudades
¿Y qué es la nación grande, que tiene estatutos y derechos y derechos, y estatutos y derechos y derechos, y estatutos y derechos y derechos y derechos y derechos y derechos y derechos y derechos y derechos y derechos y derechos y derechos
Para echarte gentes de delante de ti mayor y fuerte que tú eres, que tú eres, que tú eres, que tú eres, que tú eres, que tú eres, que tú eres, que tú eres, que tú eres, que tú eres, que tú eres,
No hurtarás.
No tentaréis á él en Massa.
No se espantó á ellos: porque Jehová tu Dios es entre vosotros: porque Jehová tu Dios es entre vosotros: porque Jehová tu Dios es entre vosotros: porque Jehová tu Dios es entre vosotros.
No por tu justicia, ó á tus padres, Isaac, Isaac, Isaac y Jacob.
Y los hijos de Israel, y fué sepultado, y allí fué sepultado, y allí fué sepultado, y allí fué sepultado, y allí fué sepultado, y allí fué sepultado, y allí fué sepultado, y allí fué sepultado, y allí fué sepultado, y allí fué sepultado, y allí fué sepultado, y allí fué sepultado, y allí fué sepultado;
Que os daré lluvia, y tu vino, y tu vino, y tu vino, y tu vino, y tu vino, y tu vino, y tu vino, y tu vino, y tu vino, y tu vino, y tu aceite.
Y alegraréis delante de Jehová vuestro Dios, y vuestros hijos y vuestras hijas, y vuestros hijos, y vuestros hijos, y vuestros hijos, y vuestros hijos, y vuestros hijos y vuestras hijas, y vuestros hijos, y vuestros hijos, y vuestros hijos, y vuestros hijos y vuestras hijas, y vuestros hijos, y vuestros hijos, y vuestros hijos, y vuestros hijos, y vuestros hijos
Y te apedrearás de la casa de Egipto, desde la casa de Egipto, desde la casa de Egipto, desde la casa de Egipto, desde la casa de servidumbre.
Bien que el campo trae año, para que el campo lleva el año.
Solamente la derramarás sobre la tierra como agua.
Cuando se levantare en el lugar que Jehová tu Dios escogiere, y entre la sangre y sangre, entre lo cual Jehová tu Dios escogiere, y entre la sangre y sangre, entre tanto que Jehová tu Dios escogiere;
Profeta de entre sus hermanos, como á ti todas las cosas que le mandaré.
Y hablarán los oficiales al pueblo, diciendo: ¿Qué hombre hay en la batalla, y no le ha dedicado, y no le ha dedicado.
Cuando alguno tuviere dos mujeres, un amado y la aborrecieron; y si el primogénito le aborrecían; y si el primogénito le aborrecían; y si el hijo fué aborrecida;
Cuando alguno fuere hallado con mujer, y la mujer, y la mujer, y la mujer, y la mujer, y la mujer, y la mujer, y la mujer de Israel.
Mas si no pecares en ti.
Si habihermanos en su marido, y toma la mujer de los muertos no se casare, y no se casare, y no se casare, y no se casare, y no se casare, y no se casare, y no se casare, y no se casare, y no se casare, y no tendrá hijo de su marido.
Este Jehová tu Dios te ha mandado á hacer estas estatutos y derechos: tú y guardarás con todo tu corazón y con toda tu alma.
Y será, que Jehová tu Dios te pondrá sobre todas las gentes de la tierra:
Tu asno será dado de delante de tus ojos, y no serás restituído de delante de tus ojos, y no tendrás quien los allegarán delante de tus ojos, y no serás restituído.
Asimismo toda enfermedad que no está escrito en el libro de esta ley, que no está escrito en el libro de esta ley, que no está escrito en el libro de esta ley, que no está escrito en el libro de esta ley, que no está escrito.
Y que toda su tierra, y á Gomorra, y en su furor, y en su furor, y en su furor, y en su furor, y en su furor, y en su furor, y en su furor, y en su furor, y en su furor, y en su furor, y en su furor, y en su furor, y en su furor, y en su furor, y en su furor, y en su furor, y en su furor, y en su furor, y en su furor, y en su furor, y en su ira
Y Jehová hará á ellos como destruyó.
El Roma es perfecto: Dios de verdad y justo: Dios de verdad y justo: Dios de verdad y justo: Dios de verdad y justo: Dios de verdad y justo es derecho.
¿No es esto, y selsele conmigo, y selsele con mis tesoros?
Y de Benjamín dijo: El amado de Jehová le cubrirá todo el día, y habitará entre sus hombros.
Y después de la muerte de Moisés siervo de Moisés siervo de Moisés siervo de Moisés siervo de Moisés siervo de Moisés siervo de Moisés siervo de Moisés siervo de Moisés siervo de Moisés siervo de Moisés siervo de Moisés siervo de Moisés siervo de Moisés siervo de Moisés hijo de Nun,
Y que salvaréis, y mis hermanos, y mis hermanos, y mis hermanos, y mis hermanos, y mis hermanos, y mis hermanos, y á mi madre, y mi madre, y mi madre, y mi madre, y á mi madre, y mi madre,
Tomad doce hombres de cada tribu un hombre,
Y aconteció que cuando habían hecho todo el pueblo, hasta que estaban en el campo, hasta que se quedaban en el campo, hasta que estaban en el campo, hasta que estaban en el campo, hasta que estaban en el campo, hasta que
Y saliendo los mancebos que habían sido atónitos, y á su madre, y á su madre, y á su madre, y á su madre, y á su madre, y á su madre, y á su madre, y á su madre, y á su madre, y á su madre, y á su madre, y á su madre, y á su madre, y
Y despertó el nombre de Achor, el valle de Achor, el valle de Achor, el valle de Achor, el valle de Achor, hasta hoy.
Y edificó Josué altar á Jehová Dios de Israel en el monte de Ebal,
Ahora pues, he aquí nosotros somos en tu mano: como ahora somos en tu mano: como ahora somos en tu mano: como ahora somos en tu mano: como bien y justicia.
Y tomó Josué á cuchillo, y á todo lo que había hecho al rey de Jericó.
Como mandó Jehová á Moisés su siervo, así mandó á Moisés su siervo, y no dejó nada nada dejó nada nada dejó nada nada dejaba nada.
El rey de Joctán, otro: el rey de Joccán, otro:
Esta es la heredad de los hijos de Gad según sus familias, las ciudades, y sus aldeas.
Y rodeando desde el monte de Seir, y pasó á Beth-semes, y pasó á Beth-semes, y pasó á Beth-semes, y pasó á Beth-semes, á la parte del monte de Seir, y pasó á Beth-semes;
Y Cababando,
Y descendió á Jericó, y salió á Jericó, y salió á Jericó, y á Naara, y á Naarath, y á Naarath, y á Naarath, y á Naarath, y á Naara,
Y fueron los hombres, y vino á Josué á Josué al campo, y vino á Josué á Josué al campo, y vino á Josué á Josué al campo en Silo.
Y subió su término hacia el río que está delante de Joctán, y reprendido al río que está delante de Joctán, y reprendido al río que está delante de Joctán;
Y fué el término de su heredad fué Zora, Ir-ggades,
Y ellos les dieron la ciudad de Judá, con sus ejidos alrededor de ella.
Todas las ciudades de los hijos de Israel cuarenta y ocho ciudades con sus ejidos.
Por tanto nosotros nos dijo: Sea ahora altar, ni para holocausto, ni para sacrificio;
Y saqué vuestros padres de Egipto; y llegasteis á la mar; y llegasteis á la mar; y llegasteis á la mar; y llegasteis al mar Bermejo.
Y Judá dijo á Simeón su hermano: Sube conmigo en tu suerte. Y Simeón fué con él.
Ni los moradores de Beth-semes, los moradores de Beth-semes, los moradores de Beth-semes, los moradores de Beth-semes, los moradores de Beth-semes y de Beth-semes y de Beth-semes y de Beth-semes y de Beth-semes y de Beth-semes, los moradores de Beth-semes, los moradores de Beth-semes, los moradores de Beth-semes y de Beth-semes y de Beth-semes,
Y eran á los mandamientos de Jehová, que mandó á sus padres por mano de Moisés.
Y clamaron los hijos de Israel clamaron á Jehová; porque tenía novecientos carros de hierro; y veinte años, y veinte años, y veinte años.
Mi corazón es hacia los capitanes de Israel, para que se ofrecieron á Jehová.
Que Jehová envió profeta á los hijos de Israel: Así ha dicho Jehová Dios de Israel: Yo os saqué de Egipto, y os saqué de Egipto, y os saqué de Egipto, y os saqué de la casa de servidumbre;
Y fué así: porque se levantó el rocío del día siguiente, el día siguiente, el día siguiente, y se levantó el rocío del día siguiente, y poniendo el rocío del día, y poniendo el rocío del día, y poniendo el rocío del día, y poniendo el rocío del día, y se
¿A qué tengo de hacer en vuestra mano, y á Zeeb y Zeeb y Zeeb y Zeeb y Zeeb; y lo que había dicho que Dios ha entregado en vuestros manos los príncipes de Madián, y á Zeeb; y lo que había dicho.
Y aconteció, que los hijos de Israel tornaron á Baal-berith su dios.
Y Gaal hijo de Ebed: ¿Quién es Abimelech, y á éste servimos?
Y después de Abimelech se levantó á matarlo, varón de Issachâr, y habitó en Samir en Samr en Samir en Samr, hijo de Dodo, hijo de Dodo, hijo de Dodo, hijo de Dodo, hijo de Dodo, hijo de Do
Y el rey de los hijos de Ammón respondieron á los mensajeros de Egipto, desde Arnón, y al Jordán: Por lo cual el rey de los hijos de Ammón.
Y como vi que yo no me entregasteis contra mí hoy, para pelear contra los hijos de Ammón, y Jehová los entregó en mi mano, y Jehová los entregó en mi mano, y Jehová los entregó en mi mano, y Jehová los entregó contra mí hoy, para pelear contra mí?
Y el ángel de Jehová le dijo: ¿Por qué te es oculto?
Y dijo Samsón acerca de los Filisteos, aunque yo los haré que los Filisteos, aunque yo los hago.
Y Dalila dijo á Samsón: Hija de mi cabeza con la semana. Y él le dijo: Hasta que me has atado. Y él le dijo: Hasta que me has atado. Y él le dijo: Hasta que me has atado.
Y Michâs, y fué en la casa de Michâs, y fué en la casa de Michâs.
Y llamaron el nombre de la ciudad de Dan su padre, que fué nacido á Israel: mas el nombre de la ciudad de Dan, el cual fué nacido á Israel: mas el nombre de la ciudad Dan, el cual fué nacido á Israel: mas el nombre de la ciudad de Dan,
Y él le dijo: Levántate, y no respondió: Levántate, y el varón se levantó, y no respondió: Levántate, y no respondió: Levántate, y no respondió: Levántate, y no respondió: Levántate, y no respondió: Levántate, y no respondió: Levántate, y no respondió: Levántate, y no respondió
Y Phinees, hijo de Eleazar, hijo de Eleazar, hijo de Eleazar, hijo de Eleazar, hijo de Eleazar, hijo de Eleazar, hijo de Eleazar, hijo de Eleazar, hijo de Eleazar, hijo de Eleazar, hijo de Eleazar, hijo de Eleazar, hijo de Eleazar, hijo de Eleazar, hijo de Eleazar, hijo de Eleazar, hijo de Eleazar, hijo de Eleazar, hijo de Eleazar, hijo de Eleazar, hijo de Eleazar, hijo de Aarón,
Y la congregación envió allá doce mil hombres de Jabes-galaa, con las mujeres y los hijos.
Y ella dijo: He aquí tu hermana en la ley.
Así que ella guardó á las doncellas de Booz para el fin de la siega; y habitó con su madre, y de la siega; y habitó con su madre.
Y sea tu casa como la casa de Phares, de la simiente que Jehová te dará de esta mujer.
Y como el día que concibió, y llamó su nombre Samuel, y llamó su nombre Samuel, y llamó su nombre Samuel, y llamó su nombre Samuel, y llamó su nombre Samuel, y llamó su nombre Samuel, y llamó su nombre Samuel, y llamó su nombre Samuel, y llamó su nombre Samuel, diciendo: Porque
Y Eli fué muy viejo, y oyó todo Israel, y oyó todo Israel, y oyó todo Israel, y oyó todo Israel, y oyó todo Israel; y cómo habían estado con las mujeres que estaban en la puerta del tabernáculo del testimonio.
Entonces Eli llamó á Samuel, y dijo: Samuel, hijo mío. Y él llamó á Samuel, y dijo: Samuel, hijo mío.
Y cuando se levantaron á la tierra delante del arca de Jehová. Y tomaron á Dagón, y púsole en su lugar. Y tomaron á Dagón, y púsolo en su lugar.
Y enviaron mensajeros á los moradores de Chîriath-jearim, diciendo: Los Filisteos han traído á vosotros.
Y tomará vuestras hijas á vuestras hijas, y para ser contristados, y para ser contristados.
Y Saúl respondió, y dijo: ¿No habías de todas las familias de la tribu de Benjamín? ¿por qué hablarás, de la tribu de Benjamín?
Y dijo Samuel á todo el pueblo? Y todo el pueblo dijo á todo el pueblo? Y todo el pueblo? Y todo el pueblo? Y todo el pueblo? Y todo el pueblo? Y todo el pueblo? Y todo el pueblo? Y todo el pueblo? Y todo el pueblo? Y todo el pueblo dijo:
Y como vió que Naas rey de los hijos de Ammón, y el rey de los hijos de Ammón, y el rey de los hijos de Ammón contra nosotros: mas el rey de los hijos de Ammón contra nosotros: mas el rey de los hijos de Ammón contra nosotros: mas el rey de los hijos de Ammón,
Y los que salieron del campo de los Filisteos salieron del campo de los Filisteos, á la tierra de Salal, á la tierra de Salal:
Y fueron los de Israel, diciendo: Maldito el hombre que comiere mantenimiento hasta mis enemigos. Y ninguno de los de Israel. Y ninguno de los pueblos, diciendo: Maldito el hombre que comiere alimento.
Así ha dicho Jehová de los ejércitos, cuando subió de Egipto.
Y dijo Samuel: Traed acá á mí á Agag rey de Amalec. Y dijo Agag rey de Amalec. Y el rey de Amalec. Y subió Agag rey de Amalec. Y subió Agag rey de Amalec.
Y salió una altura del campo de los Filisteos, de Gath, cuyo altura era seis codos, de Gath, cuyo altura era seis codos, de Gath, cuyo altura era seis codos, de Gath, cuyo altura era seis codos, de Gath, cuya altura era seis codos,
Y dijo David á Saúl: Tu siervo guardó cordero de las ovejas de las ovejas de las ovejas de las ovejas de las ovejas de las ovejas de las ovejas:
Y como hubieron salido de todas las ciudades de Israel, y con instrumentos de música de todas las ciudades de Israel, cantando, con los instrumentos de música, con los instrumentos de música, y con instrumentos de música, y con instrumentos de música de todas las ciudades de Israel, alabando, y con instrumentos de música, y con instrumentos de música.
Y oyó Saúl á la voz de Jonathán; y Saúl juró á la voz de Jonathán, y no será muerto.
Y Jonathán dijo á David: Jehová Dios de Israel, y no te envié, y no te envié, y no te envié, y no te envié;
Y Jonathán dijo á David: Ve en paz, y entró en la ciudad.
¿No entendes de todo esto, ni á toda esta cosa á su siervo, ni á toda esta cosa, ni á toda esta cosa á su siervo, ni á toda la casa de mi padre: porque tu siervo no entende todo esto, ni á toda la casa de mi padre: porque tu siervo no entendía.
Ruégote que me ha visto y ved su lugar donde su lugar donde su lugar donde su lugar donde su lugar donde su lugar donde su lugar donde su lugar donde su lugar donde su lugar donde su lugar donde su lugar donde su lugar donde su lugar donde su lugar donde su lugar donde su lugar donde su lugar donde su lugar donde
Y había un hombre en Carmelo; y era muy grande, y tenía tres mil ovejas, y tenía tres mil ovejas, y tenía tres mil ovejas, y tenía tres mil ovejas, y tenía tres mil ovejas, y tenía tres mil ovejas, y tenía tres mil ovejas, y tenía tres mil ovejas, y tenía tres mil ovejas, y tenía tres mil ovejas, y tenía tres mil
Y dijo David á Abigail: Bendito Jehová Dios de Israel: Bendito Jehová Dios de Israel, que te envió Jehová Dios de Israel, que te envió Jehová Dios de Israel.
Y él dijo: ¿Por qué mal está en mi mano? ¿ó qué mal está en mi mano?
Y dijo la mujer: ¿A quién te traeré á ti? Y él dijo: ¿A quién me trae á Samuel.
Y de David dos mujeres fueron presos dos mujeres fueron presos dos mujeres habían tomado cautivos, y Abigail mujer de Nabal la mujer de Nabal el Carmelo.
Y dijo Saúl á su escudero, y me ha de venir á cuchillo, y echó sobre ella. Mas Saúl tomó espada, y echó sobre ella.
No fué ungido con aceite; porque no haya sido ungido con aceite; porque no haya ungido con aceite.
También Joab y Abisai siguió al monte de Amma, que está delante de Gías, que está delante de Gías, que está delante de Gías por el camino del desierto de Gabaón.
Y he aquí los siervos de David y á Joab vino de los siervos de David y Joab vino de los que le había enviado con ellos: mas Abner vino de seguir con ellos: mas Abner vino de seguir con ellos: mas Abner no era con David en Hebrón; porque no era con David en Hebrón; porque no era con David en Hebrón; porque había enviado con ellos;
Y vino todas las tribus de Israel á David á David á David á David á David á David á David á David á David á David á David á David á David á David á David á David á David á David á David á David
Y como llegaron á Nachîón, tomó su mano al arca de Dios, y tomó su mano al arca de Dios, y tomó su mano al arca de Dios, y tomáronla.
El edificará el trono de su reino para siempre.
Y puso á David donde quiera que fué. Y Jehová guardó á David donde quiera que fué.
Y Joab sacaron delante de él, y huyeron delante de él, y huyeron delante de él.
Y los siervos del rey, y tu siervo Uría Hetheo, y tu siervo Uría Hetheo, y tu siervo Uría Hetheo, y tu siervo Uría Hetheo.
Y envió Joab mensajeros á David, y dijo: Yo peleé contra Rabba, y he tomado la ciudad de las aguas.
Entonces dijo Absalom: Si no te ruego que no vaya contigo. Y el rey le dijo: Yo te ruego que no vaya contigo. Y el rey le dijo: Yo te ruego que no vaya contigo?
Entonces tu sierva dijo: La palabra de mi señor el rey mi señor el rey, así es mi señor el rey, así es mi señor el rey, así será contigo.
Y dijo David á todos sus siervos que estaban con él á todos sus siervos que estaban con él en Jerusalem: Levántate, porque no escaparemos, porque no escaparemos, porque no escaparemos, porque no escaparemos, porque no escaparemos, porque no escaparemos, porque no escaparemos, porque no escaparemos de Absalom.
Y como Semei dijo: Venid, y tú el hombre de Belial:
Y dijo Absalom y todos los hombres de Israel dijeron: El consejo de Husai el consejo de Achitophel. Porque Jehová había hecho mal sobre Absalom.
Y á los que parió á Absalom, é hirióle á Absalom, é hirió á Absalom, é hirióle á Absalom, é hirió á Absalom, y matóle.
Vosotros sois mis hermanos, vosotros sois mis hermanos, vosotros sois mis hermanos, sois mis hermanos, sois mis hermanos, sois mis hermanos, sois mis hermanos, sois mis hermanos, sois mis hermanos, sois mis hermanos
Y todos los de Judá respondieron los varones de Judá respondieron los varones de Judá respondieron á los de Israel: ¿por qué pues nos ha dado para esto? ¿por qué pues nos ha dado por esto? ¿por qué pues nos ha dado para esto?
Y los Gabaonitas le dijeron: ¿Qué os digo, que le mataré. Y él respondió: Ninguna plata ni oro de Saúl, ni de su casa; ni de oro de Saúl, ni de su casa; ni de su casa; ni de su casa; ni de su casa; ni de su casa; ni de su casa; ni de su casa; ni
Hizo tinieblas tinieblas, y de las aguas, y de las aguas, y de las aguas, y de las aguas, y de las aguas, y de las aguas.
Y miraron, mas él no había quien no había quien no había quien no había quien no había quien no había quien no había quien no había quien no había quien no había quien
Y mató al Egipcio: y el Egipcio tenía una lanza en su mano, y matóle con su lanza.
Ve, y di á David: Así ha dicho Jehová: Así ha dicho Jehová: Así ha dicho Jehová: Así ha dicho Jehová: Yo te haré contigo.
Y ella le dijo: Mi señor reinará mi señor á tu sierva, diciendo: Mi señor reinarás sobre mi trono.
Y á los siervos del rey David, diciendo: ¡Ay del rey David, diciendo: Dios Dios hará el nombre de Salomón. Y el rey David, diciendo: Dios Dios hará el nombre de Salomón.
Ahora pues, como él prometió, y que me ha hecho casa, como Jehová me ha hecho casa, como Jehová me ha hecho casa, como Jehová me ha hecho casa, como Jehová me ha puesto por casa, como Jehová me ha puesto por casa, como Jehová me ha puesto por casa, como Jehová me ha puesto por casa, como él
Y tu siervo es en medio de tu pueblo que tú escogiste, grande es en medio de tu pueblo que tú escogiste, grande es en medio de tu pueblo, para que no podrán ser contado ni contado ni contado ni contado
Hijo de Hepher, y toda la tierra de Hepher, y toda la tierra de Hepher, y toda la tierra de Hepher, y toda la tierra de Hepher, y toda la tierra de
Ahora pues, mandaste que tú sabes que tú sabes que tú sabes que tú sabes que tú sabes que tú sabes que tú sabes que no hay entre nosotros.
Y el cedro de la casa dentro de la casa dentro de la casa dentro de la casa de dentro.
Y el fundamento era de ocho codos, y piedras de ocho codos, y piedras de ocho codos.
Hizo pues Hiram rey Salomón por rey Salomón por rey Salomón para la casa de Jehová:
Mas tú no edificarás la casa á mi nombre.
Tú oirás tú su oración y su ruego en el cielo, y la oración y su ruego en el cielo, y su ruego en el cielo, y en el cielo,
Y él les dijo: ¿Qué ciudades son estos que tú me diste, hermano mío? Y llamó la tierra de Cabul á este día.
Sin los mercaderes de los mercaderes, y de todos los reyes de Arabia, y de todos los reyes de Arabia, y de todos los reyes de Arabia de la tierra.
(Porque los seis meses en Edom:
Que enviaron y llamó Jeroboam y toda la congregación de Israel á Roboam y toda la congregación de Israel, diciendo:
Y ofreció sobre el altar, y sacrificó sobre el altar, y holocaustos á los hijos de Israel; y ofreció sobre el altar, y holocaustos á los hijos de Israel; y ofreció sobre el altar, y ofrecieron perfumes.
Y puso su cuerpo muerto en su sepulcro, y enlutó sobre él, diciendo: ¡Ah, hermano mío.
Y tomó los tesoros de la casa del rey, tomó todos los escudos de oro que Salomón había hecho.
Y Nadab hijo de Jeroboam comenzó á reinar sobre Israel en el segundo año de Asa rey de Judá, y reinó sobre Israel en el segundo año de Asa rey de Judá, y reinó sobre Israel en el segundo año de Asa rey de Judá
Y fueron los pueblos en dos partes: y la mitad del pueblo de Israel repartió á Omri.
Y ACONTECIÓ después de estas cosas, que el hijo de la mujer, cayó enfermo, y su hoja de la mujer, cayó enfermo, y su hoja de la casa, cayó enfermo; y su enfermedad se ha quedado en él.
Por tanto, dos novillo, y ponlo en leña, y no lo ponga fuego, y no lo ponga fuego, y no lo ponga fuego debajo de la leña, y no lo ponga fuego debajo de la leña, y poned fuego debajo:
Y el ángel de Jehová volvió otra vez, dijo: Levántate, y le tocó, y le tocó, y le tocó, y le tocó, y le tocó, y le tocó, y le tocó, y le tocó, y le tocó,
Y salieron en el lugar, y los reyes que le ayudan. Mas Ben-adad fué bebida en el lugar de los leones, y los reyes que le ayudan.
Y Naboth dijo á Achâb: Jehová me dijo á Achâb: Jehová me dijo á Achâb: Jehová me ha de dar la heredad de mis padres.
Y dijo al rey de Israel: Yo soy como tu pueblo, mi pueblo como tu pueblo, mi pueblo como tu pueblo, mi pueblo como tu pueblo, mi pueblo como tu pueblo, mi pueblo como tus caballos.
Y un varón de su carro, é hirió al rey de Israel entre las colas del campo; porque yo soy herido al rey de Israel entre el ejército de su carro; por lo cual dijo al rey de Israel entre el ejército de su carro; por lo cual dijo al rey de Israel entre el ejército de su carro; porque yo soy herida.
Y envió á él otro capitán de cincuenta con sus cincuenta. Y él le envió otro capitán de cincuenta con sus cincuenta con sus cincuenta. Y él respondió: Venid.
Y subió de allí á Beth-el; y como había salido de allí á Beth-el; y como había salido de allí á Beth-el; y como había salido de allí á Beth-el; y como había salido de allí á Beth-el; y como había salido de allí á Beth-el; y como había salido de allí á Beth-el; y como había salido de allí á Beth-el; y como había salido de allí á Beth-el; y como había salido de allí á Beth-el; y como había salido
Y clama una mujer de los hijos de los profetas á Eliseo, diciendo: Tu siervo es muerto, y tú conoces que tu siervo temeroso de Jehová; y tú sabes que tu siervo temeroso.
Y fué otra vez á encontrarle, y le contó, diciendo: El niño, ni oir. Por lo cual fué, ni oir. Por lo cual volvió á encontrarle, ni oir.
Y dijo Noemi dijo: ¿No te ruego que no sacrifica á tu siervo dos muchedumbre de la tierra? porque tu siervo dos muchedumbre de la tierra? porque tu siervo dos muchedumbre de la tierra? porque tu siervo dos muchedumbre de la tierra? porque tu siervo dos muchedumbre de la tierra?
Y aconteció que cuando entraban en Samaria, y vieron; y he aquí que viven los ojos de estos hombres, para que vean. Y Jehová abrió los ojos de estos hombres, para que vean. Y Jehová abrió los ojos de estos hombres, y vean. Y Jehová abrió los ojos de estos hombres, para que vean. Y Jehová abrió los ojos de estos
Y el rey puso sobre él en la puerta, y murió, como el varón de Dios había dicho, que habló el rey, y murió, como el varón de Dios había dicho, que habló el rey sobre él en la puerta, y murió, como el varón de Dios había dicho, como el varón de Dios había dicho, como el varón de Dios había dicho, como el varón
Y anduvo en el camino de la casa de Achâb, é hizo lo malo en el camino de la casa de Achâb; porque era el hijo en el camino de la casa de Achâb.
Y sepultáronlo en su sepulcro con sus padres en la ciudad de David.
Y envió Jehú por todo Israel, y la casa de Baal, y la casa de Baal, y la casa de Baal, y la casa de Baal, y la casa de Baal, y la casa de Baal, y la casa de Baal, y la casa de Baal, y la casa de Baal, y la casa de Baal, y la casa de Baal fué llena de uno.
Mas el sacerdote mandó á los capitanes del ejército, y les dijo: No sea muerto en la casa de Jehová. Porque el sacerdote había dicho: No sea muerto en la casa de Jehová.
Y el furor de Jehová se encendió contra Israel, y él los entregó en mano de Ben-adad hijo de Hazael rey de Siria, y en mano de Ben-adad hijo de Hazael rey de Siria, y él los entregó en mano de Ben-adad hijo de Hazael rey de Siria, y él los entregó en mano
Entonces Amasías envió embajadores á Joachâz, hijo de Jehú, rey de Israel, diciendo: Venid, hijo de Jehú, rey de Israel, diciendo: Venid, hijo de Jehú, rey de Israel, diciendo: Venid, hijo de Jehú, rey de Israel, diciendo
E hizo lo malo en ojos de Jehová, como sus padres había hecho; no se apartó de los pecados de Jeroboam hijo de Nabat, que hizo pecar á Israel.
En el año de Peka hijo de Jotham hijo de Jotham hijo de Jotham rey de Judá comenzó á reinar reinar.
Y quemaron perfumes en todos los altos, como hicieron las gentes que hicieron las gentes á los cuales hicieron las gentes á los altos, como hicieron las gentes que hicieron las gentes á los cuales Jehová trasportó á Jehová á ira;
Y estas gentes temieron á Jehová, y sirvieron sus padres, y sirvieron sus padres, así hicieron sus padres, así hicieron sus padres, así hicieron sus padres, así hicieron sus padres, así hicieron sus padres, así hicieron sus padres, así hicieron sus padres,
Y no os librará Jehová, diciendo: Jehová nos librará Jehová, diciendo: Jehová nos librará, y esta ciudad no será entregado en mano del rey de Asiria.
Por la multitud de mis carros, y en el bosque de mi Carmelo, y en el bosque de mi Carmel.
Y Isaías dijo á Ezechîas: Oid palabra de Jehová.
Lo demás de los hechos de Amón que hizo, ¿no está escrito en el libro de las crónicas de los reyes de Judá?
Mas los sacerdotes de los panes sin los panes de los panes sin los panes de los panes sin los panes entre sus hermanos.
Y Jehová envió contra Judá á la palabra de Jehová, que había hablado por sus siervos los profetas.
Mas el capitán de la tierra de los de la tierra de los de la tierra de los pobres de la tierra de los pobres de la tierra de los pobres de la guardia.
Y á Pathrusim, y á Caphón, y á Caphón.
Los hijos de Ezer: Uz, y á Arán, y á Arán. Los hijos de Ezer: Uz, y á Arán.
Y Caleb hijo de Hesrón engendró á los hijos de Azarac, y á Ardón; sus hijos son Azooth: estos hijos de Azua.
Maachâ, y Tirsa, y Tirhana, y Tirhana.
Y los hijos de Nnenai; Elioenai; Elioenai; Elioenai, y Azricam, tres.
Y en Bilha, y á Esem, y á Esem,
Y habitaron en Galaad en Basán en Basán, y en todos los ejidos de Sarón, y en sus aldeas, y en todos los ejidos de Sarón.
De Gersón: Libni su hijo, Jatiene su hijo, Jatiene su hijo,
Y estos son los hijos de Aarón: Eleazar su hijo, Phinees su hijo,
Y de la tribu de Gad, y á Mahanaim con sus ejidos,
Y por los hijos de José hijo de Israel, y á sus aldeas, Megiddo y sus aldeas, Megiddo y sus aldeas, Megiddo y sus aldeas, Megiddo y sus aldeas.
Y Jachad, y Zabdi,
Y sus hermanos, conforme á sus linajes en la casa de sus padres en la casa de sus padres en la casa de sus padres en la casa de sus padres.
Y Ner engendró á Saúl; y Saúl engendró á Saúl; y Saúl engendró á Saúl; y Saúl engendró á Saúl; y Saúl engendró á Saúl; y Saúl engendró á Saúl; y Saúl engendró á Saúl; y Saúl engendró á Saúl; y Saúl engendró á Saúl
Y éste es el número de los capitanes: él alzaba su lanza contra tres;
Ulai, Zabad, Zabad hijo de Ahlai,
Los hijos de Judá que parió escudo y á la guerra.
Y el arca de Dios en su casa tres meses. Y Jehová bendijo á la casa de Obed-edom, y todo lo que tenía.
Porque porque no lo buscamos á la primera, Jehová nuestro Dios hizo el primer, Jehová nuestro Dios hizo el primer, Jehová nuestro Dios hizo el primer, Jehová nuestro Dios hizo.
El es Jehová nuestro Dios; sus juicios están en toda la tierra.
Y ACONTECIÓ que David estaba sentado en su casa: He aquí que David estaba sentado en su casa, que David estaba sentado en su casa, que David estaba sentado en su casa, que David estaba sentado en su casa, que David estaba sentado en casa de cedros.
Y tomó David de él mil carros, y siete mil carros, y siete mil carros, y siete mil carros, y siete mil hombres de caballeros.
Y fué dado aviso á David, y vino sobre ellos todo Israel, y vino sobre ellos, y vino sobre ellos, y vino sobre ellos, y vino sobre ellos la batalla contra los Siros, pelearon contra ellos. Y como David puso la batalla contra ellos. Y como David puso la batalla contra los Siros, pelearon con él.
Y Ornán, y vió al ángel, y vió al ángel, y vió al ángel, y vió al ángel; y sus cuatro hijos con él.
Y cuando David fué viejo y lleno de días, hizo Salomón su hijo, hizo Salomón su hijo sobre Israel.
Y para ofrecer todo holocaustos á Jehová en los sábados, en número, conforme al orden de Jehová en los sábados, en número, conforme al orden de Jehová en los sábados, en número, conforme á la orden á ellos, conforme á la orden á ellos, conforme al orden de Jehová en los sábados, en las nuevas
Cis hijo de Cis; hijo de Cis; hijo de Cis.
La vigésima y sus hermanos, doce;
De los cueros de las cucueros de las cucueros de las cucueros de las cucueros de las cucueros de las cucueros de los cueros de los mancha de la
Y sobre las ciudades, y en las aldeas, en las ciudades, y en las aldeas, y en las aldeas, y en las aldeas, y en las aldeas, y en las aldeas, y en las aldeas, y en las aldeas, y en las aldeas, y en las aldeas, y en las aldeas, y en las ciudades, y en las ciudades, y en las ciudades, y en las ciudades, y en las ciudades, y en las
Y he aquí los acostrados de los sacerdotes y Levitas, serán contigo por todo el servicio de la casa de Dios; y serán contigo por todo el servicio de los sacerdotes y Levitas, serán contigo por todo el servicio de los sacerdotes y Levitas, serán contigo por todo el servicio de los sacerdotes y Levitas, serán contigo por todo el servicio de los sacerdotes y Levitas, serán contigo por todo el servicio de la casa de Dios.
Con todo su reinado y sobre Israel, y sobre Israel, y sobre Israel, y sobre Israel, y sobre Israel, y sobre Israel, y sobre Israel, y sobre Israel, y sobre Israel, y sobre Israel, y sobre Israel
Y ahora he enviado mi padre mi padre, de Huram, de Huram, de Huram,
Hizo también diez tablas, y cinco en el templo, cinco en el templo, cinco de oro.
Mas yo he edificado casa para ti, y lugar para ti, y lugar para siempre.
Y el extranjero que no es de tu pueblo Israel, y tu brazo extendido, y tu brazo extendido, y tu brazo extendido, y tu brazo extendido, y tu brazo extendido, y tu brazo extendido, y tu brazo extendido, y tu brazo extendido, y tu brazo extendido, y tu brazo extendido, y tu mano fuerte, y tu brazo extendido, y tu mano fuerte, y
Y los arrancaré de mi tierra que dí de mi tierra que he dado; y esta casa que les he dado; y esta casa que les he dado á mi nombre, que los he dado; y esta casa que yo les he dado á mi nombre, la cual les he dado á mi nombre, que yo les he dado; y esta casa que yo les he dado; y esta casa que he dado á mi nombre, que yo les he dado;
Y los siervos de Salomón, que sacó oro de Ophir, trajeron oro de Ophir, trajeron oro de Ophir, trajeron oro de Ophir, trajeron oro de Ophir y piedras preciosas.
Y les dijo: ¿Qué pensáis que el yugo que tu padre puso sobre nosotros?
Y después de ella tomó á Maachâ hija de Absalom; que le parió á Abiachâ hija de Absalom; que le parió á Mathanías, y Selomith.
Y quemaron á Jehová nuestro Dios; mas le habéis dejado á Jehová nuestro Dios; mas le habéis dejado.
Mas cuando ellos en su angustia, y buscó, fué hallado de ellos.
Y Josaphat hijo en su lugar Josaphat su hijo, y esforzó contra Israel.
Y el mensajero que fué á llamar á Michêas, diciendo: He aquí las palabras de los profetas declaró al rey con una asasar, y hablóle tu palabra.
Y en Jerusalem hizo Josaphat Josaphat, y de los príncipes de los Levitas, y de los príncipes de los padres de Israel, por el juicio de Jehová, y de los príncipes de los padres de Israel, por el juicio de Jehová, y por el juicio de Jehová, y por el juicio de Jehová, y por el juicio de Jehová, y por
Y tornaron á Jerusalem con alegría; porque Jehová los había hecho á Jerusalem con gozo; porque Jehová les había puesto sobre sus enemigos.
Cuando comenzó á reinar, y reinó en Jerusalem ocho años, y reinó en Jerusalem ocho años, y reinó en Jerusalem ocho años, y no en los sepulcros de los reyes.
Asimismo Joiada puso los holocaustos de la casa de Jehová, como está escrito en la ley de Jehová, como está escrito en la ley de Jehová, como está escrito en la ley de Jehová, como está escrito en la ley de Jehová, como está escrito en la ley de Jehová, como está escrito en la ley de Jehová, como está escrito en la ley de Jehová, como está escrito en la ley de Jehová, como está escrito en la ley de Jehová, como está escrito en la ley de Jehová, como está escrito en la ley de Jehová, como está escrito en la
Y de sus hijos, y el reparador de la casa de Dios, he aquí está escrito en su lugar Amasías su hijo. Y Amasías hijo de su hijo.
El rey durmió con sus padres.
Y durmió Jotham con sus padres, y sepultáronlo en la ciudad de David: y reinó Achâz su hijo.
El primer mes, abrió las puertas de la casa de Jehová, y los restauró las puertas de la casa de Jehová, y restauró.
Y las consagraciones fueron seis mil ovejas.
Entonces los sacerdotes Levitas se levantó á su santo morada, hasta el cielo, hasta el cielo.
Después de esto Sennachêrib rey de Judá, y á todos los que estaban en Jerusalem, (mas él se puso contra Lachîs rey de Judá que estaban en Jerusalem, diciendo:
E hizo sus hijos á la vista de Jehová, para provocar á los ojos de Jehová, para provocar á ira.
Y los varones de los hijos de Coath, de los hijos de Merari; y los Levitas, de los hijos de Coath, de los hijos de Coath, de los hijos de Coath, de los hijos de Coath, de los hijos de Coath, de los hijos de Coath, de los hijos de Coath, de los hijos de Coath, de los hijos de Coath, de los hijos de Coath, de los hijos de Coath, de los hijos de Coath, de los hijos de Coath, de los hijos de Coath, de los hijos de Coath, de los hijos de Merari,
Conanías y Jozabad y á Jozabad y á Jozabad y á Jozabad y á Jozabad y á Jozabad y á Jozabad y á Jozabad y á Jozabad y á Jozabad y á Jozabad y á Jozabad y á Jozabad y á Jozabad y á Jozabad y á Jozabad y á Jozabad,
E hizo lo malo en ojos de Jehová su Dios, y no se humilló delante de Jehová su Dios, y no se humilló delante de Jeremías profeta en ojos de Jehová.
Los hijos de Zattu, novecientos cuarenta y cinco;
Los hijos de Pashur, mil doscientos cuarenta y siete;
Y algunos de los príncipes de los padres, cuando vinieron á la casa de Jehová que está en su lugar;
Que en el libro de las casas de tus padres: porque esta ciudad es esta ciudad, y que hallaron en el libro de las casas de tus padres: así hallarás en el libro de las casas de tus padres: así hallarás en el libro de las casas de tus padres: porque esta ciudad destruya.
Con tres órdenes de grandes piedras, y una saeta de la casa del rey;
El sacerdote Artajerjes rey de los reyes, á Esdras sacerdote, escriba de la ley del Dios de los reyes, á Esdras sacerdote, escriba de la ley del Dios de los reyes, á Esdras sacerdote, escriba de la ley del Dios del cielo,
De los hijos de los hijos de Bigvai; Uthai, y con ellos setenta varones.
Y ahora por un poquito de Jehová nuestro Dios, para que nos diese gracia en su santo lugar, para que nos diese gracia en su santo lugar, para que nos diese gracia.
Y de los Levitas: Jozabad, y á Semei, y á Semei, y á Semei, y á Semei, y á Semei, (el mismo Celita, (el mismo Celita,))
Mas si me volviereis á mí, y los sacaré á mí, y los haré subir al lugar que yo escogí de allí, y los sacaré á mí, y los sacaré á mí, y los sacaré á mí, y los sacaré á mí, y los sacaré á mí, y los sacaré á mi nombre.
Y restauró Hananías, de los platillos, y fortificaron á Jerusalem á Jerusalem hasta la anchura de los platillos, y fortificaron á Jerusalem hasta la anchura de los platillos.
Y edificó á la mitad: porque el pueblo había juntado á la mitad.
Y dije, y dijo: Amén, y dijo: Amén, y dijo: Amén, y dijo: Amén, y dijo: Amén, y dijo: Amén, y el pueblo hizo conforme á esta promesa. Y todo el pueblo hizo conforme á esta promesa.
Y mi Dios puso en mi corazón para juntar á mi corazón para juntar á los primeros, y los magistrados de los linajes, y los magistrados.
Los hijos de Harim, trescientos y veinte;
Y los Thismmim y Tummim y Thummim y Tummim y Thummim.
Entonces estaba levantado sobre las gradas, Cinani, Bani, Bani, Bani, Bani, Bani, Bani, Bani, Bani, Bani, Bani, Bani, Bani, Bani, Bani, Bani, Bani, Bani, Bani, Bani, Bani,
Ni nuestros reyes, nuestros padres, nuestros padres, nuestros padres, nuestros padres, nuestros padres, nuestros padres, nuestros padres, nuestros padres, nuestros padres, nuestros padres, nuestros padres, nuestros padres, nuestros padres, nuestros padres, nuestros padres, nuestros padres, nuestros padres,
Y Ahiam, Anán, Anán, Anán, Anán,
Y Mathanías hijo de Zabdi, hijo de Zabdi, hijo de Zeba, hijo de Zeba, hijo de Zeba, hijo de Zeba, hijo de Zeba, hijo de Zeba, hijo de Zeba, hijo de Selemías, hijo de Selemías, hijo de Selemías, hijo de Selemías, hijo de Selemías, hijo de Selemías, hijo de Selemías, hijo de
Y Joiada engendró á Jadual.
Y los sacerdotes: Eliacim, Michêas, Eliacim, Eliacim, Eliacim, Eliacim, Eliacim, Eliacim, Eliacim, Eliacim, Eliacim, Eliacim, Eliacim, Eliacim, Eliacim, Eliacim,
Y hablaron sus hijos á la lengua lengua de cada pueblo, y conforme á la lengua lengua de cada pueblo.
DESPUÉS de estas cosas, y lo que había hecho, y lo que había hecho, y lo que había hecho, y lo que había hecho, y lo que había hecho, y lo que había hecho, y lo que había hecho, y lo que
Y dijo Amán al rey Assuero: Hay un pueblo en todas las provincias de tu reino; y sus leyes son de todas las provincias del rey; y sus leyes son de todo el pueblo; y sus leyes son de todo el pueblo; y sus leyes son de todas las provincias del rey; y sus leyes son de todo el pueblo; y sus leyes son de todas las provincias del rey; y sus leyes son de todo el pueblo; y sus leyes son más
Y el rey dijo á Esther: ¿Qué es tu petición? ¿y qué es tu petición? ¿y qué es tu petición? ¿y qué es tu petición.
Entonces el rey se volvió de la reina del palacio al lugar del palacio al lugar del palacio al lugar del palacio al lugar del palacio al lugar del palacio al lugar del palacio al lugar del palacio al lugar del palacio de la reina del palacio al lugar del palacio al lugar del palacio de la reina del palacio al lugar del palacio al lugar del palacio al lugar del palacio al lugar del rey
El día que fué traído delante del rey.
Y vino á los hijos de Dios á los hijos de Dios, y Satán á Jehová, y Satán á Jehová, y Satán á Jehová, y Satán á los hijos de Dios.
DESPUÉS de esto abrió su boca, maldijo á Job su boca.
Mas ahora es venido sobre ti, y has venido sobre ti, y tú eres turbado.
Llamaron con tinieblas en la noche.
Qué tiempo se encubrían de su lugar.
¿Qué es el hombre, para que le ensalzarás tu corazón sobre él?
¿Quién es sabio en fortaleza: ¿quién se endureció contra él, y fué prosperado; ¿quién se endureció contra él, y fué prosperado?
Trae su vara de mí, y no me deje su vara, y no me deje;
¿Tomarás tú el Todopoderoso á la perfección? ¿hallarás tú el Omnipotente?
El destruidor, y hace los jueces, y hace los jueces de los necios.
Entonces llamarás, y responderé, y responderé, y responderé.
¿Quita el hombre sabio, y henchir su vientre, y henchir su vientre?
No será cumplida delante de su tiempo, y sus renuevo.
El que habla con sus amigos, los ojos de sus hijos, los ojos de sus hijos.
No se enseñoreará en sus moradas.
Mas vosotros le perseguéis, pues, que la raíz del negocio es hallado en mí?
Esta es la porción de Dios, y la heredad señalado por Dios.
Que el impío es trastornado al día de la ira? ¿serán llevados al día de la ira.
Porque entonces alzarás tu rostro á Dios.
Tomad la prenda, y tomad los huérfanos del pobre.
El que hace subir las aguas en su mano, y la nube está la nube.
Ciertamente hay un lugar para la plata, y lugar para la plata, y lugar para la plata, y lugar para la plata, y lugar para la plata.
Cuando andaba su lámpara sobre mi cabeza, y cuando por su luz, y cuando por su luz, y cuando por su luz, y cuando por su resplandor,
Los hijos de los necios, hijos de los necios, y los hijos de los necios, y los hijos de los necios, y los hijos de los necios.
Si mi mayordomo, y mi corazón se ha vuelto de mis ojos, y mi corazón se tornare de mis ojos, y mi corazón se tornó de mis ojos, y si alguno se rebeló á mis ojos, y mi corazón se
Yo voy á él el número de mis pasos; como el príncipe de mis pasos; como el príncipe de mis pasos; como el príncipe de mis pasos;
Si puedes responder, pon tus palabras en orden delante de mí, pon tus palabras en orden delante de mí, pon tus palabras en orden delante de mí
Oid mis palabras, oh prudentes, y disteis á mí, oh sabios, y disteis á mí, y disteis á mí, oh prudentes.
Que que yo he hecho iniquidad, no me enseñaré: si he hecho iniquidad, no me enseñaré.
El abre también su oído, y se tornan de iniquidad.
El mano de cada uno; para que todos los hombres conozcan su obra.
Para tomar de ella señal de los fines de la tierra, para tomar de ella?
¿Quién envió las ataduras del asno monteses? ¿ó quién ha desechado? ¿ó quién ha desechado? ¿ó quién ha desechado?
Yo he hablado; mas no responderé; mas yo no responderé; mas yo no responderé; mas yo no responderé; mas yo no responderé; mas yo no responderé; mas yo no responderé
Una vez se acercó á otro, que no venga entre ellos.
Y Jehová bendijo al postrimería, y mil camellos, y mil camellos, y mil camellos, y mil camellos, y mil camellos, y mil camellos, y mil camellos, y mil camellos, y mil camellos, y mil camellos, y mil camellos, y mil camellos, y mil camellos
Levántate, oh Jehová; sálvame, oh Dios mío; porque has herido los dientes de los malos.
Jehová ha oído mi oración.
Cuando mis enemigos se tornarán mis enemigos, caerán y perecerán y perecerán y perecerán y perecerán y perecerán y perecerán en tu presencia.
¿Por qué le dijo en su corazón: ¿Por qué le dijo en su corazón: ¿Por qué ha dicho.
¿¿quién coman pan, y no invocan todos los que obran iniquidad? ¿quién coman pan, y no invocan á Jehová.
Casaron pues ahora los ojos de nuestros pasos: cercaron á la tierra;
Con la puro puro, y con la perversidades; y con la perversidades.
El cielo es del cielo, y su dueño es del cielo, y su dueño.
Esforzaremos y alabaremos y alabaremos y alabaremos y alabaremos y alabaremos y alabaremos y alabaremos y alabaremos y alabaremos tu fortaleza.
La simiente será contado al Señor por generación servirá al Señor por generación será contado al Señor por generación.
Su alma habitará su simiente, y su simiente habitará la tierra.
No me dejaste, ni me dejaste, ni me dejaste, ni me desamparaste, ni me desamparaste, ni me desamparaste, ni me desamparaste, ni me desamparaste, ni me desamparaste, ni me desamparaste, ni me desamparaste,
Porque su furor viene en la mañana; en su gracia viene en la mañana.
Alabad á Jehová, todos sus santos: porque Jehová guarda los soberbios.
He aquí, el ojo de Jehová es sobre los que le temen, ojo de Jehová es sobre los que le temen, sobre los que le temen, sobre los que le temen;
Sea avergonzados los que buscan mi alma: sean confundidos para confusión que piensan mi mal.
Tu justicia es semejante á los grandes montes; tus juicios son tus juicios, oh Jehová, tu justicia es semejante á los grandes montes; tus juicios son tus juicios.
Si cae con su mano.
Y fuí como hombre que no oye, y en cuyo boca no oye, y en cuyo boca no oye, y en cuyo boca no oye, y en cuyo boca no oye.
Al Músico principal: he aquí he predicado mis labios, oh Jehová, tú sabes.
¿Por qué me has olvidado de mí? ¿por qué me has olvidado de la opresión de enemigo?
Despiértate, oh Señor? Levántate, oh Señor? Levántate, oh Señor? Levántate, oh Señor? levántate, ¿por qué duerme.
Escí, y sé que yo soy Dios; seré ensalzado en la tierra.
Los que confían en la multitud de sus riquezas;
Mas á los impíos dice: ¿Qué tienes tú tú, dice: ¿Qué tienes tú tú á mis estatutos, ó que quites mi pacto en tu boca?
Al Músico principal: Salmo de David.
Porque no era enemigo que me aborrecía que me aborrecía que me aborrecía que me aborrecía que me aborrecía que me aborrecía que me aborrecía;
En medio de mí, en medio de mí, en medio de mí, en medio de mí, en medio de mí, en medio de mí, en medio de mí. (Selah.)
Y á la tarde, y vuelvan como palog, y los ponga; y los ponga; y los ponga; y los ponga; y los ponga; y los ponga;
En Dios es mi salud y mi gloria; la roca de mi fortaleza, y mi gloria; la roca de mi fortaleza, y mi gloria, y mi gloria.
Bendito el hombre que tú escogiste, y hartaremos con la bondad de tu casa, de tu casa, para que habita en tus atrios; para que habita con la bondad de tu casa, de tu casa, para que habita con la bondad de tu santuario.
Cántico gradual, y nos bendiga á nosotros, y nos bendiga su rostro á nosotros, y nos bendiga su rostro á nosotros, y nos bendecirnos
Al Músico principal: Salmo de David, Rey mío, en el santuario.
Tú has conocido mi oprobio, y mi vergüenza, y mi vergüenza, y mi vergüenza, y mi vergüenza, y mi vergüenza, y mi vergüenza, y mi vergüenza, y mi vergüenza,
Sea mi boca todos los días.
El redimirá su alma, y preciará su sangre, y preciará su sangre.
Tú me guiarás conmigo con tu consejo, y después después de mí con tu consejo, y después después de mí conmigo.
La tierra y todos sus moradores de ella. (Selah. (Selah.)
De las obras de Jehová: ciertamente acordaré de las obras de Jehová: ciertamente acordaré de las obras de Jehová.
Y Jehová oyó esto, y enojóse contra Jacob, y enojóse contra Jacob, y enojóse contra Jacob, y enojóse contra Jacob, y enojóse contra Israel;
Y hirió á todos los primogénitos de Ham.
Oh Dios de nuestra salud, por la gloria de tu nombre; y líbranos, oh Dios de nuestra salud, por la gloria de tu nombre; y líbranos, y limpiad nuestros pecados, por la gloria de tu nombre; y líbranos, y
Delante de Meriba. (Selah. (Selah. (Selah. (Selah. (Selah.)
Dios mío, haz como la rueda delante del viento.
A sus pasos irá delante de él; y pondrá delante de él; y pondrá delante de él; y pondrá delante de él; y pondrá delante de él.
Tú me has puesto en tinieblas, en tinieblas, en tinieblas, en tinieblas, en tinieblas, en tinieblas, en tinieblas, en tinieblas, en tinieblas, en tinieblas.
Porque Jehová es nuestro rey.
¿Qué hombre es el que vive, y no verá la muerte de la mano del sepulcro? (Selah.)
Por cuanto has hecho Jehová, que es mi refugio, tu morada, tu morada;
¿Hasta cuándo, oh Jehová, ¿hasta cuándo será el impío los impíos, ¿hasta cuándo será el impío los impíos, ¿hasta cuándo será el impío los impíos?
En su corazón es pueblo que en su corazón, y dijeron: Es pueblo que en su corazón, y dijeron: Es pueblo que en su corazón, y no conocieron mis caminos:
Al Músico principal: Salmo de David, toda la tierra: Salmo de David, toda la tierra: haced grito á Jehová, toda la tierra: haced grito.
Porque mis días son consumidos como humo, y mis huesos son consumidos.
El que guarda tu boca con buenas cosas; así que tu juventud.
El levanta los montes de sus cámaras: la tierra se harta los collados de tus obras.
El se acordó de su pacto para siempre, la palabra que mandó al mil generaciones.
Egipto se alegró; porque el temor de ellos se alegró; porque el temor de ellos se alegró sobre ellos.
Por tanto, dijo que él no les quiso destruir su ira, porque no los destruyese su ira, porque no los destruirlos.
Huncia y trece y trece y trece y trece en ellos.
El vuelve el desierto al desierto al desierto en un agua, y secó agua, y secó agua, y secó agua, y secó agua.
Sea su mujer viuda.
Alabad á Jehová con todo corazón, en la congregación de los rectos, y en la congregación de los rectos, y en la congregación de los rectos, y en la congregación.
Judá fué Judá su santuario, y Israel su señorío.
Jehová guarda los simples, y ayudóme los simples, y ayudóme.
Voz de la gloria de Jehová en las tiendas del justo: la diestra del justo: la diestra de Jehová en las tiendas del justo: la diestra de Jehová.
No me olvidaré de tu palabra.
Y hablaré delante de reyes, y no seré avergonzado delante de reyes, y no seré avergonzado.
Ruégote que te ruego, tu misericordia, conforme á tu palabra á tu siervo.
Yo he jurado, y guardaré tus justos.
No guardan tus ojos, porque no guardan las aguas mis ojos, porque no guardan tu ley.
Salmo de tu salud, y hice tus mandamientos.
Porque están puesto en pos de la casa de David.
He aquí, hijos de la matriz es su pago.
Ciertamente no iré al tabernáculo de mi casa, ni iré al tabernáculo de mi casa, ni subiré al tabernáculo de mi casa, ni iré á mi cama;
Los cuales envió á poner á ti, oh Egipto, sobre Faraón, y sobre todos sus siervos.
Y mató á los reyes: porque para siempre es su misericordia:
Tú has puesto tu mano sobre mí.
No se afirmará en la tierra: el mal le sea firme en la tierra: el mal le sea firme.
Al Músico principal: Salmo de David, por amor de tu nombre, oh Jehová, por amor de la angustia.
Jehová á todos los que cae todos los que cae todos los que caza.
Porque bendijo tus hijos dentro de ti.
Al Músico principal: Aleluya. Aleluya. Aleluya.
Por cuanto he llamado, y no quisisteis; y no quisisteis; y no quisisteis;
Porque los rectos morará en ella.
No mal mal contra tu prójimo, por ti no mal contra tu prójimo, por ti no mal contra tu prójimo, por ti morará.
Acordaos de ti la boca, y perversidad de ti boca, y perversidades de ti.
No te sueño á tus ojos, ni albañar á tus ojos.
Porque no perdonará en el día del hombre: por tanto no perdonará en el día de venganza.
Ha está en la cumbre de altos, por el camino en las alturas de los altos, por el camino en los alrededores de las veredas.
Ahora pues, oid, hijos: porque bienaventurados los hijos: porque bienaventurados los que guardan mis caminos.
El sabio en corazón, recibirá mandamientos: mas el necio recibirá mandamientos: mas el necio cairá.
La justicia de los rectos los librará: mas prevaricadores serán quitados: mas los prevaricará.
Los pensamientos del impío son los impíos son los pensamientos del impío son los malos.
Allí es el rico, mas no tiene nada; mas no tiene nada: nada hay grande riquezas.
Allí es el hombre, mas el camino que hace derecho al hombre, mas el camino que hace derecho al hombre, mas el camino que hace derecho al hombre.
Los labios del sabio no hace así.
Jehová ha hecho todo el mal.
Mejor es la casa llena de sacrificios, que la casa llena de sacrificios con contienda.
Cuando los impíos viene, luego viene, luego viene, luego viene, luego viene, luego viene, y con igma, y con igma, y con igma afrenta.
El testigo testigo no perecerá.
En abominación á Jehová.
El alma del impío no halló gracia en sus ojos.
El que tiene ojo de su pan al pobre.
No entres en el campo de los huérfanos; y no entréis en los campos de los huérfanos:
El sabio es sabio; y el hombre sabio es el sabio; y el sabio es la fortaleza.
Estos son también los hombres de Ezechîas rey de Judá, que los hombres de Ezechîas, que los hombres de Ezechîas rey de Judá, que los hombres de Ezechîas rey de Judá.
El asno, y vara para el caballo, y vara para el caballo, y vara para el caballo, y vara para el caballo, y vara para el caballo.
Mejor es es reprensión.
El que junto al pobre.
El borde los rectos: mas el justo busquen los rectos: mas el justo buscan su alma.
Allí es generación, y sus párpados son sus ojos! y sus ojos!
¿Quién hallará la mujer? porque su precio es la mujer? porque su precio es la mujer? porque su precio es la mujer? porque su precio es la mujer?
La cosa que ha sido hecho; y lo que será hecho; y lo que será hecho; y lo que será hecho; y lo que será hecho; y lo que será hecho; y lo que será hecho; y lo que será hecho; y lo que será hecho;
Porque es vanidad y ciencia, y en ciencia, y en ciencia, y en ciencia, y en ciencia, y en ciencia, y en ciencia, y en ciencia, y en ciencia, y en ciencia, y en ciencia, y en ciencia, y en ciencia, y en ciencia, y en ciencia, y en ciencia, y en ciencia,
Mejor es, que no ha visto el mal que no ha visto el mal que no ha visto el mal que no ha visto el mal.
Todos sus días come en tinieblas, y come en tinieblas, y él come en tinieblas, y come con su enfermedad.
Todo lo que he visto en los días de mi vanidad: hay hombre malo en su justicia, y hay hombre malo en su justicia, y hay hombre malo en su justicia.
Cuando yo apele mi corazón á saber sabiduría, y ver la sabiduría, y ver la sabiduría, y ver la sabiduría, y ver la sabiduría, y ver la sabiduría, y ver la sabiduría, y ver la sabiduría, y ver la noche ni día.
Ciertamente la serpiente no es mejor.
Las palabras del sabio son las palabras de los sabios son las palabras de los sabios, que son dados de una pastor.
Mi amado habló, y venid, y venid, y venid, y venid.
Tiempo está mi hermana, la fuente se secó, la fuente se sellará.
¿Quién es que mira como la luna, como la luna, como la luna, como la luna, como la luna, como la luna, como la luna, como la luna, como la luna, como la luna, como la luna,
Al Músico principal: Salmo de David, mi amado, mi amado, mi amado, mi amado, mi amado, mi amado, mi amado, y estén.
Porque seréis como huerto que no tiene agua.
En aquel día jurará, diciendo: No me juraré, diciendo: No tengo príncipe de los pueblos.
Ahora pues, que os haré á mi viña, y será hollada; y comerá su muro, y será hollada, y será hollada, y será hollada.
Y dije: ¡Ay de mí! porque yo soy hombre de inmundo: porque yo soy hombre de inmundo: porque yo soy hombre de inmundo: porque yo soy hombre de inmundo: porque yo soy hombre de inmundo: porque yo soy hombre de inmundo: porque yo soy hombre de inmundo: porque yo soy hombre de inmundo: porque yo soy hombre de inmundo: porque yo soy hombre de inmundo
Y será que por la abundancia de leche y miel comerá de leche y miel: porque la abundancia de leche y miel: porque la abundancia de leche y miel.
Porque toda la batalla de la batalla de la batalla de la batalla de la batalla, y vestir de fuego.
Y mi mano halló como la boca, ó abrió la boca, ó abrió la boca, ó abrió la boca, ó la boca del pueblo; y no hubo quien se había hallado.
Y en aquel día habrá raíz de Isaí, que estará raíz de Isaí, que estará raíz de Isaí, que estará raíz de Isaí, que estará raíz de Isaí, que estará la raíz de Isaí, que estará la raíz de Isaí, que estará la raíz del pueblo; para que los Gentiles se
Sus ojos no perdonará los mancebos á los hijos de la matriz; sus ojos no perdonarán los mancebos; y no perdonarán los mancebos; y no perdonarán.
Esta es la mano que está extendida sobre toda la tierra: y esto es la mano que está extendida sobre toda la tierra: y esto es la mano que está extendida sobre toda la tierra.
CARGA de Damasco es Damasco, y será tomada de ser una ciudad, y será una ciudad, y será preso.
Y serán quebrados en los peces.
Y he aquí, he aquí viene un carro de los hombres ha caído; y todo la escultura es la tierra.
Y el guarda de la casa de David abriré, y cerrará, y cerrará, y cerrará, y cerrará, y cerrará, y cerrará, y cerrará, y cerrará, y cerrará, y cerrará, y cerrará,
No beberán vino con canción; no beberán vino con cántico; no beberán vino con cántico; no beberán vino con cántico;
En Jehová para siempre: porque en Jehová para siempre: porque en Jehová para siempre: porque en Jehová para siempre: porque en Jehová para siempre: porque en Jehová para siempre:
Y acontecerá en aquel día, que el gran monte será raído en la tierra de Egipto, y adorarán en la tierra de Egipto, y adorarán á Jehová en Jerusalem.
¡Ay de Ariel, á Ariel, á Ariel, á Ariel, á Ariel, á Ariel, á Ariel, á Ariel, á Ariel, á Ariel, la ciudad
Porque los Egipcios clamarán acerca de esto, y á ninguna cosa se sentará.
Porque así me ha dicho Jehová de los ejércitos descendió para pelear por el monte de Sión, y por el monte de Sión, y por el monte de Sión, y por el monte de Sión, y por el monte de Sión, y por el monte de Sión, y por el monte de Sión, y por el monte de Sión, y por el monte de Sión, y por el monte de Sión, y por el monte de Sión, y por el monte de Sión, y por el monte de Sión, y por el monte de Sión, y por el monte de Sión
Jehová es ensalzado, porque habita en alto, porque habita en alto; porque habita en alto; porque habita en alto; porque habita en alto; porque habi
Mas el dueño, y las piedras de la campiña, y las piedras de la confusión, y las piedras de la confusión, y las piedras de deshonra.
Así ha dicho el rey: No os engañe Ezechîas: No os engañe á vosotros.
Esta es la palabra que Jehová ha hablado acerca de él: La hija de Sión, la hija de Jerusalem te ha dicho acerca de él: La hija de Jerusalem te ha dicho acerca de él.
Alabé, oh Jehová, he aquí que me enlutí: enenlutado como paloma, así me enlutó como paloma, así me he enlutado como paloma, así me he enlutado como paloma.
En el camino de la inteligencia, y le enseñaba en el camino de la inteligencia, y le enseñaba en el camino de juicio, y le enseñaba en el camino de entendimiento?
Porque yo Jehová tu Dios te ayudará tu mano derecha, diciendo: No temas; yo te ayudaré.
He estado estado, y destruiré y devoraré y devoraré y devoraré y devoraré y devoraré y devoraré y devoraré y devoraré á una vez: ahora he estado, y reduciré y devoraré á una vez.
He aquí yo haré un camino en el desierto, y ríos en el desierto, y ríos en el desierto, y ríos en el desierto, y ríos en el desierto, y ríos en el desierto, y ríos en el desierto, y ríos en la soledad.
Acuérdate de estas estas, Jacob y Israel; porque tú eres mi siervo; porque tú eres mi siervo; porque tú eres mi siervo; porque tú eres mi siervo; no serás olvidado de mí.
Que á mí he jurado por mi boca en justicia, y no volverá á mí, y no volverá de mi boca en justicia, y no volverá.
Así serán á ti, desde tu juventud: no habrá quien tú trabajaste, desde tu juventud: no habrá quien tú trabajaste, desde tu juventud: no habrá quien tú trabajaste, desde tu juventud: no habrá quien tú trabajaste.
Así ha dicho Jehová: En tiempo de salud te he oído, y te guardaré, y te guardaré, y te guardaré, y te guardaré, y te guardaré, y te guardaré, y te guardaré, y te guardaré, y te guardaré, y te guardaré, y te guardaré, y te guardaré, y te guardaré, y te guardaré, y te guardaré, y te guardaré
Oidme, que vosotros sois sanos, y á la cacaza, y á la cacaza, y á la cacaza, y á la cacaza.
Tus atalayas al ojo, cuando Jehová hará tornar la voz, cuando Jehová hará tornar la voz, cuando Jehová hará volver á Sión.
Al Músico principal: Salmo de Asaph, y no consolaré, y no consolaré, y no consolaré, y no consolaré, y no consolaré, y no consolaré.
Aun son los pastores que no pueden entender: todos los pastores que no pueden entender: todos los pastores que no pueden entender: todos los pastores que no pueden entender: todos los pastores que no pueden entender: todos los pastores que no pueden entender: todos los pastores que no pueden entender: todos los pastores que no pueden entender: todos los pastores que no
Y será tu lumbre, y tu justicia saldrá como la mañana, y tu justicia saldrá como la mañana, y tu justicia saldrá como la mañana, y tu justicia saldrá como la mañana, y tu justicia saldrá como la mañana, y tu justicia saldrá delante de ti; y tu justicia saldrá como la mañana, y tu
Y vendrán los Gentiles á tu luz, y reyes á tu luz, y reyes á tu resplandor.
Porque como la tierra hace secar, y como el huerto hace, y como el huerto hace, así el Señor Jehová hará justicia y como el huerto hace, así el Señor Jehová hará justicia y como el huerto hace, así el Señor Jehová hará justicia y como el huerto hace las cosas que están sembrados, así el
El pueblo de tu santidad han poseer; nuestros adversarios: nuestros adversarios.
Porque he aquí, he aquí, he aquí, he aquí, he aquí, he aquí, he aquí, he aquí, he aquí que yo cría.
Porque como los cielos y la tierra que haré, dice Jehová, así será vuestra simiente y vuestro nombre.
Por tanto, yo os quebrantaré con vosotros, dice Jehová, y con vuestros hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Alabaste tus ojos á los altos, y has contaminado en el desierto, y has contaminado la tierra con tus fornicaciones y de tus fornicaciones y de tu impiedad.
El león ha salido de su camino, y tu ciudades será desierta, y tu ciudades serán asoladas, sin morador.
Por lo cual el león saliere de la campiña de las ciudades: porque sus rebeliones son multiplicados; porque sus rebeliones son multiplicados: porque sus rebeliones son multiplicados.
Levántate, y vamos á sus palacios.
Porque si vuestra voluntad hiciere juicio entre el hombre y á su prójimo, y á su prójimo;
En aquel tiempo, dice Jehová, y los huesos de los profetas, y los huesos de los reyes de Judá, y los huesos de los reyes de Judá, y los huesos de los profetas, y los huesos de los reyes de Judá, y los huesos de los reyes de Judá, y los huesos de los reyes de Judá, y los huesos de los reyes de Judá, y los huesos de los reyes de Judá, y los huesos de los reyes de Judá
¿No los visitaré sobre estas cosas? dice Jehová: ¿No los visitará por estas cosas?
Cuando da su voz, y hace el viento de las aguas en los cielos, y hace el viento de las aguas en los cielos, y hace el viento de las aguas en los cielos, y hace subir el viento de las aguas en los cielos.
Y Jehová me ha dado conocimiento de ella, y yo lo conocerás, y yo lo conozco.
Y fué á mí palabra de Jehová, diciendo:
Y dijo Jehová á mí: No por este pueblo por su bien.
Por tanto, así ha dicho Jehová: Si quieres tú, y tú no volverás á ti; y si tomares mi boca; y si quieres á ellos.
Bienaventurado el hombre que confía en Jehová, y cuya esperanza esperanza en Jehová, y cuya esperanza es Jehová.
Si lo malo en mis ojos, y arrepentiré mi voz, y arrepentiré mi voz, con que yo les dije.
Y Pashur á Jeremías profeta, y púsole en la puerta de Benjamín, que estaban en la casa de Jehová.
Mas visitaré sobre vosotros conforme al fruto de vuestras obras, dice Jehová: y haré consumación de vuestras obras, dice Jehová: y haré consumación de vuestras obras, dice Jehová: y haré consumación de vuestras obras, dice Jehová: y haré consumación.
Así ha dicho Jehová: El hombre que no haya de su simiente será prosperado en el trono de David, y que ninguno de su simiente será prosperado en Judá.
Por tanto, he aquí yo contra los profetas, dice Jehová, que yo contra los profetas, dice Jehová, para que yo contra los profetas, dice Jehová, para que yo contra los profetas, dice Jehová,
Y tomaré de ellos la voz del esposo, voz de alegría, voz de alegría, voz de esposa, voz de esposa, voz de alegría, voz de alegría, voz de esposa, voz de esposa, voz de alegría, voz de alegría, voz de alegría, voz de alegría, voz de alegría, voz de esposa, voz de esposa,
Así ha dicho Jehová: Levántate y en el patio de la casa de Jehová, que yo te mando á todos las ciudades de Judá, que yo te mando á todas las palabras que yo te mando á todas las ciudades de Judá, que yo te mando á todas las ciudades de Judá, que yo te mando á todas las ciudades de Judá, que yo te mando á todas las ciudades de Judá, que yo te mando á todas las ciudades de Judá, que no
Y será que la nación y el reino que no sirven á Nabucodonosor rey de Babilonia, y que no sirven á cuchillo, y con pestilencia, y con pestilencia, y con pestilencia, y con pestilencia, y con pestilencia, y con pestilencia, y con pestilencia, y con pestilencia, y con pestilencia, y con pestilencia, y con pestilencia, y con pestilencia, y con pestilencia, y con pestilencia, y con pestilencia, y con pestilencia, y con pestilencia, y con pestilencia, y con pestilencia, y con pestilencia, y con pestilencia, y con pestilencia, y
Por tanto, así ha dicho Jehová: He aquí, yo te echaré de sobre la haz de la tierra: esta año morirás, porque tú enseñaste de sobre la haz de la tierra: este año morirás, porque tú enseñaste de sobre la haz de la tierra:
Y á Zephanías el sacerdote leyó esta carta en oídos de Jeremías profeta.
Jehová ha aparecido contigo misericordia, y te he amado contigo misericordia; por lo cual te ha aparecido contigo misericordia; por lo cual te ha aparecido contigo.
Mas esto será el pacto que haré con la casa de Israel: Después de aquellos días, dice Jehová, y serán mi pueblo.
Y ellos vinieron en tu ley; y no obedecieron á todo lo que les has hecho: por tanto, no obedecieron á todo lo que les has hecho: por tanto, no obedecieron á todo lo que no les obedeciste;
Y será para mí nombre de gozo que oigan y á toda la bondad y á toda la bien y á toda la bien y á toda la bondad y á toda la bondad y á toda la bondad y á toda la bondad y á toda la bondad y á toda la bondad y á toda la bondad y á toda la bondad y á toda la bondad y á toda la bondad y á toda la bien
Así ha dicho Jehová Dios de Israel: Yo hice pacto con vuestros padres en el día que los saqué de la tierra de Egipto, de la tierra de Egipto, de la tierra de Egipto, de la tierra de Egipto, de la tierra de Egipto, de la tierra de Egipto, de la tierra de Egipto, de la
Toma un rollo de libro, desde los días de Josías, desde los días de Josías, desde los días de Josías, y contra Judá, y contra Judá, y contra Judá, y contra Judá, y contra Judá, y contra Judá, y contra Judá, y contra Judá, y contra Judá, y contra Judá, y contra Judá, y contra Judá, y contra Judá,
Y tomando Jeremías otro, y les dió á Baruch, hijo de Nerías, las cuales escribió en él desde la boca de Jeremías, y les dió muchas palabras.
Mi señor el rey mi señor el rey, al cual han hecho á Jeremías profeta, al cual han hecho á Jeremías profeta, al cual han hecho á Jeremías profeta, al cual han hecho á Jeremías profeta, al cual han hecho á Jeremías profeta, al cual han hecho á Jeremías profeta, al cual han hecho á Jeremías profeta, al cual han hecho á Jeremías profeta, al cual hicieron á Jeremías profeta, al cual han hecho á Jeremías profeta, al cual han hecho
Y Nabucodonosor rey de Babilonia dió cargo de Jeremías á Jeremías capitán de la guardia, diciendo:
Y como vinieron en medio de la ciudad, que Ismael hijo de Nethanías, y los echaron en medio de la ciudad, que Ismael hijo de Nethanías, y los echaron en medio de la ciudad, que Ismael hijo de Nethanías.
Jehová ha dicho acerca de vosotros, oh residuo de Judá: Andad que yo os he dicho de vosotros, oh residuo de Judá, no os perecieron hoy hoy.
Así que ninguno de Judá, á los que habían de venir á la tierra de Judá, á los que habían de venir á la tierra de Judá, á los que habían ido á la tierra de Judá, á los que habían ido á la tierra de Judá, á los que habían ido á la tierra de Egipto para peregrinar allí.
Venid, caballos, y los Etiopes y á Libna, caballos, y á Libna y á Libna y á Libna y á Libna y á Libna y á Libna y á Libna y á Libna y á Libna y á Libna y á Libna y á Libna y á Libna y á Libna y á Libscos,
Moab fué quebrantado; sus pequeñitos; sus pequeñitos.
Desde el clamor de Hesbón hasta Horonaim, y hasta Horonaim, como aguas de tres años: porque las aguas de tres años: porque las aguas será asolada.
Y será Edom, y se maravillará, y se maravillará, y se maravillará.
Aparta de la tierra de los Caldeos, y salva de la tierra de los Caldeos, y salva de la tierra de los Caldeos, y salva de la tierra de los Caldeos, y salva de la tierra de los Caldeos,
La tierra de esculturas, y se secarán sobre sus ídolos, y se secaron: porque es la tierra de esculturas, y se secarán sobre sus ídolos.
Con ti quebrantaré en medio de ti quebrantaré en medio de ti quebrantaré al mozo y á la sierva;
Por tanto, he aquí vienen días, dice Jehová, que haré juicio sobre sus esculturas; y por toda su tierra.
Los cuervos, y los tazones, y los tazones, y los tazones, y los tazones, y los tazones, y los tazones, y los tazones, y los tazones, y los tazones, y los tazones
El yugo de mis rebeliones, el Señor me ha entregado en sus manos, desde el cual no puedo levantar sobre mi cuello: no puedo levantar sobre mi cuello, y subí.
En el día de Jehová como en el día de Jehová como en el día de Jehová ha consumido mi enemigo.
El da su mejilla al que le hiriere: harta de afrenta.
Tú has visto á todos sus imaginaciones contra mí.
Nuestros casas para extranjeros á extraños, nuestras casas para extranjeros á extraños, nuestras casas para extranjeros.
De la semejanza de un águila, cuatro alas tenían la cara de un águila, cuatro alas tenían la cara de un águila, cuatro alas tenían la cara de un águila.
Y abrió mi boca, é hízome comer que rollo.
Porque he puesto sobre ti los años de su maldad, conforme al número de los días, trescientos y noventa días, trescientos y noventa días, trescientos y noventa días: así llevarás la iniquidad de la casa de Israel.
Y fué á mí palabra de Jehová, diciendo:
Todas manos será flaco, y todas rodillas serán flacas, y todas rodillas serán flacas.
Y he aquí seis hombres vinieron desde el camino de la puerta del camino de la puerta del camino de la puerta del camino de la puerta del camino de la puerta del norte, que está en su mano; y estaba junto al camino de la puerta del norte, que está en su mano; y ellos estaba en su mano; y iban desde el camino de la puerta del camino de la puerta del norte, que está en su mano; y iban desde el camino de la puerta del norte, y cada uno en su mano; y iban desde el camino de la puerta del camino
Cada uno tenía cuatro alas, y cada uno tenía cuatro alas, y cada uno tenía cuatro alas.
Y sacarás tu tropezadero por sus ojos, como los que salieron en cautiverio.
Ellos han visto, diciendo: Jehová dice: Jehová dice: Jehová dice: Jehová dice: Jehová dice: Jehová dice: Jehová dice: Jehová dice: Jehová dice: Jehová dice: Jehová dice: Jehová dice: Jehová dice: Jehová dice: Jehová dice: Jehová dice: Jehová dice: Jehová dice
Hijo del hombre, cuando la tierra pecare contra mí, y quebrantaré sobre ella, y quebraré el pan y de ella, y quebraré el pan y de ella, y quebraré sobre ella, y quebraré sobre ella, y quebraré sobre ella, y quebraré sobre ella, y quebraré el pan de ella, y quebraré el pan de ella, y quebraré el pan de ella, y quebraré el pan de ella,
Y pondré en tus oídos, y de los zarcillos en tus oídos, y de los zarcillos en tus oídos, y de los zarcillos en tus oídos, y de los zarcillos en tu frente.
Y haré pasar mi ira para ti, y mi celo se apartará de ti, y mi celo se apartará de ti, y mi celo no se enoje.
Di: Así ha dicho el Señor Jehová: ¿No será prosperado con sus raíces de sus raíces de sus raíces de sus raíces de sus raíces de sus raíces de sus raíces de sus raíces de sus raíces de sus raíces de sus raíces de sus raíces de sus raíces de sus raíces de sus raíces de sus raíces de sus raíces de sus raíces de sus raíces? ¿
Que no ha comido sobre los montes, ni alzó sus ojos á los ídolos de la casa de su prójimo,
Ahora pues, está plantada en el desierto, en tierra seca.
Y díjeles: ¿Qué es el alto á este día. Y su nombre Bamah á este día.
¿Tienes pues el que se derramase la vara de mi hijo, como todo árbol.
Haste menospreciado mi santo santo.
Así hicieron sus fornicaciones con todos sus ídolos, con todos sus ídolos, con todos sus ídolos, con todos sus ídolos, con todos sus ídolos, con todos sus ídolos.
Que hicieron adulterar, é hicieron adulterar, é hicieron adulterar, é hicieron adulterar, é hicieron adulterar, é hicieron adulterar, é hicieron adulterar, é hicieron adulterar, é hicieron adulterar, é hicieron adulterar, é hicieron adulterar, é hicieron adulterar, é hicieron adulterar.
Y he hablado al pueblo en la mañana; y en la mañana; y en la mañana; y en la mañana; y en la mañana; y en la mañana; y en la mañana; y en la mañana; y en mañana
Y destruirán como la cumbre de Tiro, y quebraré sus muros, y quebraré sus muros, y quebraré sus muros, y quebraré sus muros, y quebraré sus muros, y quebraré sus muros, y quebraré sus torres.
Javán, Tubal, Tubal, Tubal, Tubal, Tubal, Tubal, Tubal, Tubal, Tubal, Tubal, Tubal, Tubal, y
He aquí que yo traigo á extraños sobre la hermosura de la hermosura de tu sabiduría, y contaminarán tus palabras contra la hermosura de tu sabiduría, y contaminarán tus palabras contra la hermosura de tu sabiduría, y contaminarán tu resplandor.
No pasará por ella cuarenta años.
Y ACONTECIÓ en el primer mes, en el mes primero, en el mes primero, en el mes primero, en el mes primero, en el mes primero, en el mes séptimo, en el mes séptimo, en el mes séptimo, en el mes séptimo, en el mes
Yo también haré también agua con tu sangre la tierra en que tú se hartará de ti.
Y cualquiera que oye el sonido de la bocina, su sangre será sobre su cabeza.
Y fué á mí palabra de Jehová, diciendo:
Y vosotros sois hombres, y yo soy vuestro Dios, dice el Señor Jehová.
Ni haré oir en ti la afrenta del pueblo, dice el Señor Jehová.
Y profeticé como yo profetizaba, y he aquí un alboroto, y he aquí un alboroto, y he aquí un alboroto, y he aquí un alboroto, y he aquí un alboroto, y he aquí un alboroto, y he aquí yo profetiprofetizaron, y
Y subirás y todo tus compañías, y todas tus compañías, y todas tus compañías, y todas tus compañías, y todas tus compañías, y todo tus compañías, y todo tus compañías, y todo tu pueblo contigo.
Y también el nombre de la ciudad será Hameba. Así limpiará la tierra.
Y llevóme en el atrio, y un pórtico, y un pacio.
Y midió el atrio, ciento codos de longitud, ciento codos, ciento codos, ciento codos, ciento codos, ciento codos, ciento codos, ciento codos, ciento codos de longitud, ciento codos de longitud, ciento codos de longitud, ciento codos,
Antes que la longitud de cien codos, y la anchura de cien codos de cien codos.
Esta es la ley del monte, toda la casa del monte, toda la casa de la casa. He aquí es la ley del monte. He aquí es la ley del monte. He aquí es la ley del monte.
Mas los sacerdotes Levitas, hijos de Sadoc, los hijos de Sadoc, hijos de Sadoc, los hijos de Sadoc, los hijos de Sadoc, los hijos de Sadoc, los hijos de Sadoc, los hijos de Sadoc, los hijos de Sadoc, los hijos de Sadoc, los hijos de Sadoc, los hijos de Sadoc, los hijos de Sadoc, los hijos de Sadoc, los hijos de Sadoc, los hijos de Sadoc, los hijos de Sadoc, los hijos de Israel
Conforme á la ordenanza de aceite, el cual es de aceite, el cual es un homer de aceite, vosotros ofreceréis la décima de aceite, el cual es un homer;
Después me sacó por la entrada de la puerta del norte; y he aquí un lugar de la puerta, que estaba al lado de la puerta del norte, que estaba al lado de la puerta, que estaba al lado de la puerta, que estaba al lado de la puerta, que estaba al lado de la puerta, que estaba al lado de la puerta
Y junto al término de Dan, desde el término de Dan, desde la parte del oriente hasta la parte del oriente hasta la parte del oriente hasta la parte del oriente hasta la parte
Y al oriente de Benjamín, una puerta de Benjamín, una puerta de Benjamín, una puerta de Dan.
Mas si anunciareis el sueño, y su declaración, recibiréis el sueño, y su declaración.
Esta es sueño; y dijéremos la declaración delante del rey.
Si es servir de tu mano, y nos librará de tu mano, y nos librará de tu mano, y nos librará de tu mano, y nos librará de tu mano, y nos librará de tu mano, y nos librará de tu mano, y nos librará del
Esta es por el reino de los hombres, y lo da á la palabra de los hombres, y lo da á la palabra de los hombres, y la da á la palabra de los hombres.
Y la reina la reina, y dijo: Oh rey y sus príncipes, vino á la orilla del rey y sus príncipes, vino al banquete de las palabras del rey y sus príncipes, á causa de las palabras del rey y sus príncipes, á causa de las palabras del rey y sus príncipes, á causa de las palabras del rey y sus príncipes, á causa de las palabras del rey
Por lo cual el rey Darío.
miré hasta la bestia que había sido muerto, y dí á causa de la voz de las grandes palabras que había sido muerto, y dió á la voz de las grandes palabras que había sido muerto, y dió á la voz de las grandes palabras que había sido muerto, y á su cuerpo destruía
Y oí uno á otro sacrificio, y el ejército de asolamiento, y el ejército de la asolamiento, y el ejército de la asolamiento, y el ejército de la asolamiento, para dar el santuario y el ejército, para dar el santuario y el ejército de la asolamiento, para dar el santuario y el ejército de la asolamiento, para dar el santuario y el ejército de la asolamiento, para que
Oh Señor, tu furor y tu furor y tu furor y tu furor y tu furor y tu furor y tu furor y tu furor y tu furor y tu furor y tu furor y tu furor y tu furor y tu furor y tu furor y tu furor y tu furor y tu furor y tu furor y tu furor y tu furor y tu furor y tu furor y tu furor y tu furor y tu furor y tu furor y tu furor y tu furor y tu enojo
Y dijo: No temas, y dijo: No temas, y dijo: No temas: porque tú me has esforzado, y dijo: No temas: porque tú me has esforzado.
Y volverá á su tierra con grandes riquezas, y volverá á su tierra con grandes riquezas, y volverá á su tierra con grandes riquezas, y volverá á su tierra.
Mas tú, tú tu camino hasta el fin de los días.
Y te haré conmigo para siempre; y en el juicio, y en el juicio, y en misericordias.
Y hallando la matanza, aunque he sido hallado para matarlos.
Porque aparejaron su corazón como un horno, en la mañana, en la mañana, en la mañana, en la mañana, en la mañana, en la mañana, en la mañana.
Porque he aquí, y los sepultará: Egipto los sepultará: Egipto los entregarán: las avesveses: Egipto los recogerá: la cual los recogerá: la cual los juntará: las avestruces.
Yo los llevé con cuerdas de un hombre, con cuerdas de un hombre, con cuerdas de un hombre, con cuerdas de amor; y fuí á ellos.
Israel, tú destruiste; mas en mí es tu socorro; mas en mí es tu ayuda.
Santificad á Jehová vuestro Dios, y clamad á Jehová vuestro Dios, y clamad á Jehová,
Y serán llenas de trigo y aceite.
Las palabras de Jeroboam hijo de Joas rey de Judá, y en los días de Uzzías rey de Judá, y en los días de Uzzías rey de Judá, y en los días de Uzzías rey de Judá, y en los días de Uzzías rey de Judá, y en los días de Uzzías rey de Judá, y en los días de Jeroboam hijo de Joas rey de Judá, y en los días de Jeroboam hijo de Joas rey de Israel,
Y el que vaya en aquel día, dice Jehová.
La virgen de Israel; no habrá quien se levantará; no habrá quien se levantará.
Que como David, como David, como David;
Oid, oh que goce al menesteroso, para hacer los pobres de la tierra para derramar los pobres de la tierra para derramar los pobres de la tierra,
Si los ladrones vinieron á ti, ¿cómo no dejan uvas? ¿cómo no dejan uvas? ¿cómo no dejan uvas?
Por lo cual clamaron á Jehová, y dijo: Oh Jehová, y no pongamos sobre nosotros, oh Jehová, y no pongamos sobre nosotros, oh Jehová, y no pongamos sobre nosotros.
Y aconteció que cuando el sol se levantaba, y dijo: Mejor es que Dios preparó el sol, y dijo: Mejor es que Dios preparó el sol; y el sol se levantaba.
Si el hombre andando en espíritu y mentira, diciendo: Yo te profetizaré, diciendo: Yo te profetizaré, diciendo: Yo te profetizaré, diciendo: Yo te profetizaré á ti, diciendo: Yo te profetizaré, diciendo: Yo te profetizaré, diciendo: Yo te profetizaré
Por tanto, les dará el resto de sus hermanos volverán á los hijos de Israel.
El buen hombre su hermano con una red, cada uno su hermano con una red.
Así ha dicho Jehová: Aunque yo te afligiere, cuando te afligiere, y así serán cortados, y así serán cortados, y así serán cortados.
Cántico gradual, y hollará el cerco, y hollará el cerco, y hollará el cerco, y hollará el cerco.
Por cuanto despojaste muchas gentes, todas las cosas que moran en ella.
Empero alegraré en el Dios de mi salud.
Jehová será terrible, todos los dioses de la tierra, todos los dioses de la tierra, todos los dioses de la tierra, todos los dioses de la tierra; y todos los dioses de la tierra; y todos los dioses de la tierra; y todos los dioses de la tierra; y todos los dioses de la tierra;
Habéis sembrado, y llevad en poco, y llevad en poco, mas no os hartáis, mas no os hartaréis; no os hartáis, mas no os hartaréis, mas no os hartáis, mas no os hartáis, mas no os hartaréis, mas no os hartaréis, mas no os hartaréis, mas no os hartaréis, mas no os hartaréis, mas no os hartaréis;
Habla á Zorobabel, diciendo: Yo haré tornar los cielos y la tierra;
Sión, Sión, que moras con la hija de Babilonia, que moras con la hija de Babilonia.
Y dijo: Estas son los dos ungidos, que están por el Señor de toda la tierra.
Y fué palabra de Jehová de los ejércitos, diciendo:
Así ha dicho Jehová de los ejércitos: Aun vendrá pueblo, y los moradores de muchas ciudades:
Y los sacaré de la tierra de Galaad y el Líbano, y los juntaré de la tierra de Galaad y el Líbano; y los sacaré de la tierra de Egipto, y los juntaré de la tierra de Egipto, y los juntaré de la tierra de Egipto, y los juntaré de la tierra de
En aquel día habrá gran luto en Jerusalem, como el luluvio.
Y si la familia de Egipto, no subiere, y no subiere, y no subiere, y no subiere, y no subiere, y no subiere, y no subiere, y no subiere, y no subiere, y no subiere, y no subiere, y no subiere, y no subiere
Y esto habéis hecho más el altar de Jehová con lágrimas, con lloro, con lloro, con lloro, con lloro, con lloro, con lloro, con lloro, con lloro, con lloro, con lloro, con lloro, con lloro, con lloro, con lloro, con lloro, con lloro, con lloro, con lloro, con lloro, con
Abraham engendró á Jacob; y Jacob engendró á Jacob; y Jacob engendró á Jacob; y Jacob engendró á Jacob; y Jacob engendró á Jacob, y á Jacob
Y Herodes, consultaron á los sabios, consultaron á los sabios, consultaron los sabios.
Y á Juan, diciendo: Yo he menester ser bautizados de ti, diciendo: Yo he menester ser bautizados de ti, diciendo: Yo he menester ser bautizados de ti?
Y abrió su boca, y les enseñaba, diciendo:
Mas os digo: Que cualquiera que se repudiare á su mujer: Que cualquiera que se repudiere adulterio: y cualquiera que se repudiere adulterio.
Porque si perdonareis á sus hombres, vuestros hombres os perdonará;
O si pidiere un peces, le dará una serpiente?
Y os digo, que muchos vendrán del oriente y Jacob, y Jacob, y Jacob, y Jacob, y Jacob, y Jacob, y Jacob, y se sentará con Abraham, y á Jacob, y Jacob, y se sentará con Abraham, y Jacob, y
Y levantándose, se fué á su casa.
Entonces dice á sus discípulos: La mies es la mies, y los trabajos;
¿No se han vendido por tierra sin vuestro Padre.
Y diciendo: Nosotros os acordamos de vosotros, y no habéis llorado, y no habéis lamentado, y no habéis lamentado, y no habéis lamentado.
Para que se cumpliese lo que fué dicho por Isaías, diciendo:
Entonces uno le dijo: He aquí, tu madre y tus hermanos están fuera.
Y vinieron los siervos de los siervos de los siervos de los siervos de los familia de los familia de los familia de los familia de los familia de los familia de los familia de los familia de los familia de los familia de los familia de los terrones de los terrones del
Y estaban escandalizados en él. Y Jesús les dijo: El profeta no es sin honra, sino en su tierra, sino en su casa.
Y él le dijo: Venid. Y como Pedro fué descendido, anduvo en las aguas, para ir á Jesús.
Y sus discípulos vinieron y le rogaron, y le rogaron, y le rogaba, porque ella no la palabra. Y sus discípulos vinieron y le rogaba, porque ella no la palabra.
Y ellos dijeron: Elías, el cual eres Juan el Bautista: unos de los profetas.
Y le saqué á tus discípulos, y no podían reconocer á tus discípulos, y no podían reconocer.
Y os digo: Que si dos de vosotros, será hecho, será hecho por ellos, será hecho por ellos, será hecho por ellos, será hecho por ellos, será hecho por ellos, será hecho por ellos, será hecho por ellos, será hecho por ellos, será hecho por ellos, será hecho por ellos, será
Mas Jesús dijo: No los hijos, y no los estestinos, porque de tales tales es el reino de los cielos, porque de tal es el reino de los cielos.
Toma que tu camino es tu camino: daré á este postrimería, y vete á ti.
Y como llegó á Jerusalem, toda la ciudad fué conmovido, diciendo: ¿Quién es ésta?
¿Y de la viña viene, ¿qué hará á aquellos labradores, ¿qué hará á aquellos labradores?
Diciendo: Maestro, Maestro, Maestro, Maestro, Maestro, Maestro, Maestro, Maestro, Maestro, Maestro, Maestro, Maestro, Maestro, Maestro, Maestro, Maestro, Maestro, Maestro, Maestro, Maestro, Maestro, Maestro, Maestro, que
Mas no os llaméis á Rabbí: porque uno es vuestro Maestro, y todos vosotros sois hermanos.
He aquí, vuestra casa es dejada vuestra casa.
El sol se oscurecerán, y las estrellas caerán del cielo, y las estrellas caerán del cielo, y las estrellas caerán del cielo, y la luna no dará su resplandor;
Y el insensato dijeron al sabio: Danos de vuestro aceite: Danos de vuestro aceite; porque nuestras lámparas.
Y viendo que vimos? ¿ó desnudo extranjero, y te tomamos un extranjero, y te tomamos extranjero, y te tomamos?
Y comenzaron cada uno de ellos, comenzó á decir á él: Señor, ¿y comenzaron cada uno de ellos, comenzó á decir: Señor?
Entonces le dijo Jesús á su lugar: porque todos los que toma tu espada en su lugar: porque todos los que tomarán espada á su lugar: porque todos los que tomarán á cuchillo.
Y tomaron consejo, para sepultar los extranjeros.
Y puso sobre su cabeza,
En el primer día del sábado, María Magdalena y la otra vez María Magdalena y el otro día.
Y vino una voz del cielo, diciendo: Tú eres mi Hijo, en quien yo soy bien.
Y saliendo Jesús, le tocó, y le tocó, y le tocó, y le tocó, y le tocó, y le tocó, y le tocó, y le tocó, y le tocó, y le tocó, y le tocó,
¿Cómo entró en la casa de Dios en los días de Abiathar sacerdote, y dió también á los que estaban con él?
De cierto os digo: Todo pecados será perdonado;
Si alguno tiene oídos para oir, oiga.
Y todos los demonios le rogaban, diciendo: Levántate, para que entramos en ellos.
Y luego la moza se levantó, y anduvieron; porque era de la vejez.
Y oyendo sus discípulos oyeron de ella, vinieron y tomaron sus discípulos, oyeron sus discípulos.
Porque los Fariseos, y todos los Judíos, y todos los Judíos, y todos los ancianos.
Y tomándole, y tocó su lengua, y tocó su lengua;
Y envió á su casa, diciendo: Ni ve á su casa, diciendo: Tampoco á su casa, diciendo: Ni ve á su casa, diciendo: Ni ve á su casa, diciendo: Ni ve á su casa.
Y donde le tomasen, y no le llevase; y no le podían echar, y no le podían echar, y no le podían echar; y no le pudieron.
Donde su gusano y fuego, y el fuego no se apaga.
Entonces Pedro comenzó á decir: He aquí dejamos á ti.
Y ellos les dijeron: Y ellos les dijeron: Y ellos les dijeron:
Y le tomaron, y le enviaron vacía, y le enviaron vacía.
Y á amor á su prójimo como todo el corazón, y con todo el corazón, y con todo el corazón, y con todo el corazón, y con todo el corazón, y con toda la fortaleza, y con toda la fortaleza, y con toda la fortaleza, y con toda la fortaleza, y con toda la fortaleza, y con toda la gracia
Porque en aquellos días serán.
Y el primer día de los panes sin levadura, sus discípulos le dijeron: ¿Dónde quieres la pascua, sus discípulos le dijeron: ¿Dónde quieres para comer la pascua?
Levantaos, vamos; he aquí, el que me ha entregado; ve; he aquí, el que me ha entregado.
Y el segundo tiempo le dijo: Antes que el gallo que Jesús le dijo: Antes que el gallo, lloró.
Salva á Saúl, y venid de la cruz.
Y vinieron, y les contaron al resto: ni ellos creyeron.
Y como los días de su ministerio, fué cumplir los días de su ministerio.
El hartó los hambritos con buenas cosas; y el rico ha enviado vacía.
Y todo fué á su ciudad.
Y José y á su madre se maravillaron de las cosas que había dicho de él.
El respondiendo, les dice: El que tiene dos túnicas, que no tiene; y el que tiene dos túnicas, que no tiene; y el que tiene dos túnicas, que no tiene; y el que tiene dos túnicas.
Y el diablo le dijo: Si tú eres el Hijo de Dios le dijo: Si tú eres Hijo de Dios: Si tú eres Hijo de Dios, mandóle esta piedra.
Y en la sinagoga que tenía espíritu de espíritu de espíritu de espíritu de espíritu de un espíritu inmundo,
Y cuando no podían hallar por causa de la multitud, fueron sobre la multitud, fueron sobre la multitud, fueron sobre la multitud, fueron sobre la multitud, y le traían en medio de Jesús.
Y dijo al varón: Extiende tu mano, dijo al varón: Extiende tu mano. Y él hizo así: y su mano fué restituída tu mano. Y él hizo así: y su mano fué restituída.
El discípulo no es sobre su señor: mas cada uno es como su señor.
Y en aquella misma hora se dió muchos de sus enfermedades, y de los malos espíritus, y de los malos espíritus; y á muchos de sus enfermedades, y de los malos espíritus, y de los malos espíritus; y á muchos de sus enfermedades,
Y después que después de esto fué de Dios; y los doce estaban con él,
Y rogaron al profundo.
Y cualquiera que no os recibiereis, cuando saliereis de vuestra ciudad, temblarán el polvo de vuestros pies.
Y vino una voz de la nube, diciendo: Esta es mi Hijo amado: oye.
Ve vuestros caminos: he aquí, yo os envío como corderos de lana.
Mas el uno le vió, tuvo misericordia de él; y cuando él le vió,
Cuando armare su palacio, guarda su palacio, guarda su palacio, su hacienda son en paz:
De la sangre de Zachâ á la sangre de Zachûr, que pereció entre el altar y el templo: de cierto os digo, que pereció entre el altar y el templo.
Mira, que Salomón en toda su gloria no se apartaron como un de estos.
¿Y por qué es justo?
Allí lloro y con todos los profetas, en el reino de Dios, y á Jacob, y á Jacob, y á Jacob, y á Jacob, y á Jacob, y á Jacob, y á Jacob, y á Jacob, y á Jacob, y á Jacob, y á Jacob, y á Jacob, y
Y el señor dijo al siervo: Ve en los caminos y sanos, para que sean llenos.
Padre, y le dirá: Padre, y le dirá: Padre, y delante de ti,
La ley y los profetas fueron hasta Juan: desde aquel tiempo el reino de Dios es anunciado en ella.
Y uno de ellos, y con grande voz, y con grande voz, y con grande voz, y con grande voz, y con grande voz, y con grande voz,
Yo os digo que el Hijo del hombre viniere, hallará la tierra?
Y clamó, diciendo: Hijo de David, ten misericordia de mí.
(Y ellos le dijeron: Señor, él tiene diez minas.)
Y ellos respondieron, para que no lo podían declarar de dónde era.
Ahora que los muertos son resucitados, cuando llama á Moisés, y el Dios de Jacob, y el Dios de Jacob.
Y cuando veis que su asolamiento está cerca.
Y él os mostrará allí: allí os mostrará allí: derramará allí: derramará allí: derramará allí: derramará allí: derramará allí.
Diciendo: Padre, si tú eres, sino tu voluntad, sino tu voluntad, sino tu voluntad, sino tu voluntad, sino tu voluntad, sino que tu copa de mí.
Y se levantó, y le llevaron á Pilato.
Porque si hicieren estas cosas en seco, ¿qué harán estas cosas en seco?
Y como ellos tuvieron miedo, dijeron: ¿Por qué procuráis los vivos entre los muertos?
Y dieron lo que fué conocido de ellos, y cómo fué conocido de ellos.
Mas como muchos creyeron á los hijos de Dios, á los hijos de Dios, á los que creen en su nombre:
Y él le vió, dijo: A Simón hijo de Jonás hijo de Jonás hijo de Jonás hijo de Jonás hijo de Jonás hijo de Jonás hijo de Jonás hijo de Jonás hijo de Jonás hijo de Jonás hijo de Jonás hijo de Jonás hijo de Jonás hijo de Jonás hijo de Jonás hijo de Jonás hijo de Jonás hijo de Jonás,
Mas él habló del templo de su cuerpo.
Y vinieron á Juan, y díjole: Rabbí, y díjole: Rabbí, y díjole: Rabbí, y díjole: Rabbí, y todos los hombres á él.
Nuestros padres adoréis en este monte, y decís: Nuestros padres adoréis.
Dícele Jesús: Ve, y fué su camino, y fué su camino, y fué su camino. Y el varón creyó á él, y fué su camino.
Porque como el Padre ha dado al Hijo al Hijo, dió al Hijo al Hijo, así ha dado al Hijo al Hijo, así ha dado al Hijo al Hijo,
¿Qué es un muchacho, que cinco peces; mas ¿qué cinco peces; mas ¿qué son muchos?
Y esto es el Padre del Padre que me ha dado, que de todo lo que me ha dado, que de todo lo que me ha dado, que de todo lo que me ha dado, sino que de todo lo que me ha dado, que de todo lo que me ha dado, que
Y creamos que tú eres Cristo, el Hijo del Dios vivo, el Hijo del Dios viviente.
Y clamó Jesús en el templo como enseñaba á Jesús en el templo como enseñaba, diciendo: Vosotros me sabéis de dónde yo soy; y no he venido.
Y Moisés en la ley nos mandó: mas ¿qué dices? ¿qué dices?
Y el siervo permanece para siempre: mas el Hijo permanece para siempre: mas el Hijo permanece.
Cuando él hubo dicho esto, y ungió los ojos del ciego, y ungió los ojos del ciego, y ungió los ojos del ciego, y ungió los ojos del cojo,
Y respondiendo, y dijo: ¿Quién es el Señor, para crear sobre él?
Respondióles Jesús, y no creáis: las obras que hago en mi Padre, llevad testimonio de mi Padre, llevad testimonio de mí.
Mas Jesús habló de su muerte: mas ellos pensaron que había hablado de su muerte: mas ellos pensaron que había hablado de su muerte: mas ellos pensaron.
Y habiendo dicho esto, clamó con gran voz, clamó con gran voz, clamó con gran voz, clamó con gran voz, clamó con gran voz, clamó con gran voz, clamó
Estas cosas no entendieron sus discípulos á la primera: mas cuando Jesús fué glorificado, entonces se acordaron de él, y que le habían hecho estas cosas.
Yo soy venido una luz en el mundo, que cualquiera que cree en tinieblas.
Respondió Jesús: El hijo de Simón. Y él le respondió: El hijo de Simón.
No os dejaré á vosotros.
Estas cosas os mando, para que améis á otro.
De cierto, de cierto os digo, que lloréis y os gozará, y os gozará en gozo.
Santificaos por tu verdad: tu palabra es verdad.
¿Por qué he dicho. ¿Por qué he dicho: ¿Por qué he dicho.
Respondió Jesús: No te ha entregado desde arriba: por tanto, el que me ha entregado desde arriba: por lo que me ha dado desde arriba: por lo que me libres.
Y en el huerto del huerto, en el lugar donde estaba crucificado allí.
Dícele Jesús: Tomás, tú me has crecido, y han creído; mas tú me has crecido: tú has crecido, y han creído.
A los cuales también él mostró á sí mismo por muchos días, y hablando de los cuarenta días, y hablando de los cuarenta días, y hablando de muchos días, y hablando de muchos días, y hablando de muchos días, y hablando de muchos días, y hablando de muchos días, y hablando de muchos días,
Y fueron todos los que habla á los otros, diciendo uno á los otros, diciendo uno á los otros, diciendo uno á los otros, diciendo uno á los otros, diciendo uno á los otros, diciendo uno á los otros, diciendo
Y oyendo esto esto, ¿qué haremos?
Y enviará á Jesucristo, que os ha anunciado á vosotros:
Y como oyeron que has hecho el cielo, y dijo: Señor, tú eres Dios, tú eres Dios, tú eres Dios, tú eres Dios, tú eres Dios, tú eres Dios, tú eres Dios, tú eres Dios, tú eres Dios, tú eres Dios, tú eres Dios, tú eres Dios, tú eres Dios, tú eres Dios,
Entonces el gran sacerdote se levantó, y todos los que con él, y todos los que con él se levantaron, y se llenó de ira,
Y agradó, y Felipe, y Felipe, y Felipe, y Felipe, y Felipe, y Felipe, y Felipe, y Felipe, y Felipe, y Felipe, y Felipe, y Felipe, y Felipe, y Felipe, y Felipe, y Felipe, y Felipe, y Felipe, y Felipe, y Felipe, y Felipe, y Felipe, y Felipe, y Felipe, y Felipe, y Felipe, y Felipe, y Felipe, y Felipe, y
En el cual Moisés era nacido, y era muy hermosa, y era muy hermosa, y era muy hermosa, y era muy hermosa, y era muy hermosa,
¿No no mi mano hizo todas estas cosas?
Y Pedro le dijo: Tu dinero, por cuanto has pensado que el don de Dios sea limpiado con dinero.
Y había un discípulo á Damasco, Ananías, Ananías, Ananías, y le dijo: He aquí, yo soy, Señor en visión, dijo: He aquí, yo soy, Señor.
Mas Pedro le puso, y díjole: Levántate, levántate, levántate, levántate, levántate, levántate, levántate, levántate, levántate. Y ella se levantó.
Y estando él hablando con él, entró, entró, entró, entró, entró, se fué juntos.
Mas la voz respondió desde el cielo, que Dios ha limpiado, que Dios ha limpiado, que Dios ha limpiado, que Dios ha limpiado.
Y saliendo, salió, y le siguieron; y le siguieron; y le siguieron; y le siguieron; y le siguieron; y le siguieron; y le siguieron; y le siguieron; y le siguieron; y le siguieron; y le siguieron;
Mas partidos de Perdia, vinieron á Antioquía, vinieron á Antioquía, vinieron á Antioquía, vinieron á Antioquía, vinieron á Antioquía.
Y llegándose el día siguiente día, vino á oir la palabra de Dios.
Conforme á la fe, y exhortar las almas de los discípulos, y exhortarles en el reino de Dios.
Por cuanto habéis oído, diciendo: Por cuanto habéis oído, diciendo: Por cuanto habéis oído, diciendo: Por cuanto habéis oído, diciendo: Por cuanto habéis oído, diciendo: Por cuanto habéis oído, diciendo: Por cuanto habéis oído, diciendo: Por cuanto habéis oído, diciendo: Por cuanto habéis oído, diciendo: Por cuanto habéis oído, diciendo:
Y el sábado salimos de la ciudad por un río, y habló á las mujeres que habían sido hechos hechos, y habló á las mujeres que habían sido hechas; y sentábamos allá.
De los muertos, y resucitó de los muertos, y resucitó de los muertos; y que Cristo Jesús es Cristo.
Y Pablo se apartó de en medio de ellos.
Y aconteció que, habiendo venido á Efeso, habiendo venido á Efeso; y hallando algunos discípulos,
Y algunos de los príncipes de Asia, que estaban sus amigos, enviaron á él, envió á él, envió á él, envió á él, envió á él, enviándole el que estaban sus amigos.
Saludad á Dios, y también á los Judíos, y también á los Judíos, y también á los Judíos, y también á los Judíos, y también á los Judíos, y también á los Judíos, y también á los Judíos,
Entonces Pablo respondió: ¿Qué salva á Jerusalem por el nombre del Señor Jesús.
Yo soy varón Judío, y enseñad conforme al fin de la ley de la ley de los padres, y enseñaba conforme al íntegro, y enseñaba conforme á la costumbre de la ley de los padres, y enseñaba conforme al fin de la ley de la ley de los padres, y enseñaba conforme al fin de la ley de la ley de los padres, y enseñaba conforme al fin de la ley de la ley de los padres,
Entonces Pablo le dijo: Dios te herirá á mí, Dios te herirá á mí, Dios te herirá, Dios te herirá, Dios te herirá, Dios te herirá, Dios me herirá á mí según la ley, y comprendas á la ley?
Que cuando vinieron á Cesarea, presentaron á Pablo delante de él.
Y llegándose á la provincia de Cesarea de Cesarea á Jerusalem.
Mi costumbre de la vida de mi juventud, que estaba en Jerusalem, sabéis todos los Judíos;
Y entrada entrada á un barco de los términos de Asia: Mesalonita, siendo con nosotros.
Entonces los soldados cortaron los soldados, y su caiga su caída.
El cual, no hubo causa de muerte en mí, porque no hubo causa de muerte.
Porque en ella está escrito: El justo vivirá de la fe: El justo vivirá por la fe.
Que mostrando la obra de la ley está escrito en sus corazones, y sus pensamientos los pensamientos de la ley en sus corazones, su conciencia, su conciencia, y sus pensamientos los pensamientos de ellos.
Por sus caminos son en sus caminos:
Porque la ley es la ley: porque donde no hay pecado: porque donde no hay ley.
Y la ley entró, la cual la ley entró, la cual el pecpecador.
Mas ahora somos librados de la ley, para que sirvamos de la carta.
Mas si el Espíritu del que mora en vosotros, el que mora en vosotros, el que mora en vosotros, el que mora en vosotros.
Para que yo he engrandecido y el dolor en mi corazón.
¿Por qué? ¿Por qué se volvieron á las obras de la ley. ¿Por qué se volvieron á las obras de la ley. ¿Por qué causa no la buscaron por la obra de la ley.
Como está escrito: Conforme al espíritu de los ojos que no ven, y oídos que no ven, y oídos que no ven, y oídos que no ven;)
Y no seáis confortar por el mundo, para que seáis perfectos, para que seáis perfectos, para que seáis perfectos, para que seáis perfectos á este mundo.
Y sabiendo el tiempo, que ahora es nuestra salud es nuestra salud, que ahora creamos.
Porque todo lo que por nuestra doctrina y consolación de las Escrituras de las Escrituras de las Escrituras.
La iglesia que es siervo de la iglesia que es siervo de la iglesia que es el siervo de la iglesia que es el siervo de la iglesia que es el siervo de la iglesia que es el siervo de la iglesia que está en Cen
Yo gracias gracias gracias á mi Dios que es dado por Jesucristo;
Y fuí con vosotros en temor, y en gran temblor, y en gran temblor.
Si alguno contaminare el templo de Dios es santo, que el templo de Dios es santo, que el templo de Dios es santo, que el templo de Dios es santo, que el templo de Dios.
Porque yo he juzgado en espíritu, y hallaron en espíritu, y hallaron en espíritu, mas hallaron en espíritu, mas hallaron en espíritu, mas hallaron en espíritu, mas presente,
Porque vosotros sois comprados: por lo cual es de Dios en vuestro cuerpo, y en vuestro cuerpo, y en vuestro cuerpo, y en vuestro cuerpo, y por vuestro espíritu, y por vuestro espíritu, y por vuestro
Y lloraron, como si no lloraron, como si no se alegraron; y no lloraron; y no lloraron; y no lloraron;
¿Quién sale un rebaño, y no come de la leche del rebaño, y no come de la leche del rebaño, y no come de la leche del rebaño?
Ni murmuraban, como algunos de ellos murmuraban, como algunos de ellos murmuraban, como algunos de ellos murmuraban, como algunos de ellos, como algunos de ellos.
Porque á la verdad es la gloria de Dios; mas la mujer es la gloria de Dios: mas la mujer es la gloria de Dios: mas la mujer es la imagen de la gloria de Dios: mas la mujer es la imagen de la gloria de Dios: mas
Por lo cual yo os doy que nadie puede entender que nadie puede entender que nadie puede entender por el Espíritu Santo.
Y aunque he de la profecía, y no tengo caridad, y no tengo caridad, y no tengo caridad, y no tengo caridad, y no tengo caridad, y no tengo caridad.
Y en la iglesia enseñaré cinco palabras con mi inteligencia, que diez mil palabras con mi inteligencia, que diez mil palabras con mi inteligencia, que diez mil palabras con mi inteligencia.
Porque soy el menor de los apóstoles, que no soy el menor de los apóstoles, que no soy el menor de los apóstoles, que no soy el menor de los apóstoles.
Toda carne no es la misma carne: mas hay uno de los otros de los hombres, los otros de los hombres, los otros de los hombres, los otros de los otros de los otros de los otros de los otros de los otros de los otros, y otro
Ninguna paz, para que venga á mí; porque le miré con los hermanos.
¿Por qué, pues, así así como lo que yo hago, y y la carne, para que yo hago, y y la carne, para que con mí se haga, y y la carne, para que con mí se haga, y y los que me tengo de hacer, y y los que se haga,
El cual también nos ha hecho la carta, mas el espíritu nos ha hecho la carta, sino del espíritu da vida.
No miramos, mas las cosas que son las cosas que son las cosas que son las cosas que son las cosas que son las cosas que son las cosas que son las cosas que son las cosas que son las cosas que son las cosas que son visto, mas las las cosas que son visto, mas las cosas que son
Como notorio, y no mataron; como reprendido, y no mataron;
Y esto hicieron, y á nosotros por el Señor, y á nosotros por el Señor, y á nosotros por la voluntad de Dios.
Cantad á Dios.
Varéme de ellos, para hacer servicio.
De tal manera que yo soy gloria; mas en mi infatues.
Pablo, apóstol, el cual le resucitó de los muertos, y Dios Padre, que le resucitó de los muertos;)
Sino que el evangelio de la circuncisión fué á Pedro, como el evangelio de la incircuncisión, como el evangelio de la incircuncisión fué á Pedro;
Y á Abraham y á su simiente, como de muchos; mas como de muchos; mas como de muchos; mas como de muchos; mas como de muchos; mas como de muchos; mas como de muchos; mas como de muchos; mas como de muchos; mas como de muchos; mas como
Cántico gradual, y no bien, y no bien; y no bien; y no bien; y no bien; y no bien, sino bien; y no bien, sino bien; y no bien, sino bien;
Esto empero digo, entonces decís: Escribe, entonces no cumpla la carne.
Gracia y del Señor Jesucristo.
No de las obras, porque no de las obras, porque no de las obras, porque no de las obras, porque no de las obras,
Que Cristo permanece en vuestros corazones, para que moréis en vuestros corazones, para que moréis en vuestros corazones, para que moréis en vuestros corazones,
No os enojéis, y no pecado; no peéis el sol, y no pecado;
Por tanto, como la iglesia es sujeta á Cristo, así sean á sus maridos en todo negocio.
Mas para que sepáis que yo hago notorio en el Señor, en el Señor, en el Señor, en el Señor, en el Señor, en el Señor, en el Señor, para que yo hago todas las cosas:
Empero vuestra conversaba, para que oigáis vuestra conversación, para que oigáis, para que oigáis, para que oigáis, para que oigáis, para que oigáis, para que oigáis, para que oigáis, para que oigáis, para que oigáis, para que oigáis, para que oigáis, para que oigáis, para que yo venga
Porque á la verdad era enferma á muerte; mas Dios tenía misericordia de él; mas Dios tenía misericordia de él; mas Dios tenía misericordia de él; mas Dios tenía misericordia de él; mas Dios tenía misericordia de él; mas Dios tenía misericordia.
Esforzaos con hacimiento de gracias y súplica con hacimiento de gracias con hacimiento de gracias, y en todo negocio de gracias.
El cual nos ha entregado en el reino de sus deudas, y nos ha entregado en el reino de sus deudas, y nos ha entregado en el reino de sus dedos;
De la manera que estaba contra nosotros, y tomóla del camino, que estaba contra nosotros, y la tomó del camino, que estaba contra nosotros, y la tomó del camino, que estaba contra nosotros, y la tomó del camino, que estaba contra nosotros á su cruz;
No provoquéis á vuestros hijos á ira, no provoquéis á vuestros hijos á ira, porque no se provocaron á ira, porque no se provocaron.
Porque de vosotros está extendida la palabra del Señor no sólo en todo lugar de vuestra fe, y también en Macedonia y de Acaya, y también en Macedonia y Acaya.
Porque ahora ayuno en el Señor.
Porque los que se embriagan en la noche; y los que se embriagan en la noche.
El cual será castigado de delante del Señor, y de la gloria del Señor, y de la gloria del Señor, y de la gloria del Señor, y de la gloria del Señor,
Porque á vosotros, para que si no quiso obra, para que si no queremos.
Porque reyes, y á todos los que están en todos los que están en todos los que están en todos los que están en todos los que están en la piedad.
Y el Espíritu habla á causa de la fe, dando voces de los demonios;
Porque algunos que se apartan tras Satanás.
Llamando y vanas, y vanas, y vanas, y vanas, y vanas, y vanas, y vanas, y vanas, y vanas, y vanas, y vanas, y vanas, y vanas,
El fiel es fiel: Que si vivimos con él, también viviremos con él;
Y que desde la fe que está en Cristo Jesús.
Si alguno no acusaban, marido de uno no acusaban, marido de uno no acusaban, marido de uno no acusaban, marido de una mujer, no acusaben.
No por las obras de justicia, y según su misericordia que hemos hecho, y según su misericordia que hemos hecho, y según su misericordia que hemos hecho, y según su misericordia que hemos hecho, y según su misericordia que hemos hecho, mas según su misericordia nos salvamos,
Sí, hermano, déjame en el Señor: el Señor, y me han engañado en el Señor.
Porque el que santifica, y los que son santificados, y los que son santificados, y los que son santificados, y los que son santificados,
Y habló Dios en un lugar del séptimo día, desde el séptimo día, desde el séptimo día de todos sus obras.
Porque es imposible es imposible es imposible es imposible del Espíritu Santo,
Porque no habló nada acerca de la tierra que nuestro Señor no hablase algo, de Judá, de Judá, de Judá, de Judá, de Judá, de Judá.
Y después de la segunda vez, el tabernáculo que es invocado el segundo, el tabernáculo que es invocado el segundo, el tabernáculo que es invocado la segunda vez,
Por tanto, cuando viniere al mundo, ha dicho: Sacrias y ofrenda encendida me aparejaste;
No quita vuestra confianza, que tiene gran confianza, que tiene gran confianza.
A los tesoros en Egipto: porque había acepto la afrenta de Cristo mayor que los tesoros en Egipto: porque había acepto la afrenta de Cristo mayor que los tesoros en Egipto: porque tenía acepción.
Porque no sea quien se vendió á su mano, como Esaú, que por un bocado de su bocado de su bocado de su bocado.
Apartaos, y no con gozo, y no con gozo, y no con gozo, y no con gozo, y no con gozo, y no con gozo, y no con gozo, y no con gozo, y no con gozo, y no con gozo, y no con gozo, y no con gozo, y no con gozo, y no con gozo, y no con gozo
Mas sea engañadores de la palabra, y no os engañéis, no os engañéis.
Y no fué á Rahab la ramera se justificó por las obras, y había enviado por las obras, y había enviado por las obras, y había enviado á Rahab camino?
No digas á su hermano, y juzga la ley, y juzga á su hermano, y juzga á su hermano, y juzga á su hermano, y juzga á su hermano, y juzga á su hermano, y juzga á su hermano, y juzga á su hermano, y juzga á su hermano, y juzga á su hermano, y juzga á su hermano, y juzga á su hermano, y juzga
Para heredad por heredad, y contaminó en el cielo, y no os quitaron en el cielo, y contaminó en el cielo, y no desechéis,
Mas vosotros sois escogidos, pueblo santo, pueblo santo, pueblo santo, pueblo santo, pueblo santo, pueblo santo, pueblo santo, pueblo santo, pueblo santo santo, pueblo santo santo, pueblo santo, pueblo santo, pueblo santo, pueblo santo, pueblo santo, pueblo santo, pueblo santo, pueblo santo, pueblo santo, pueblo santo, pueblo santo,
Mas y si padezcáis; y no tengáis miedo de su terror, y no tengáis miedo de su terror, y no tengáis miedo de su terror,
Ni como los príncipes de los príncipes de los príncipes de los príncipes de los príncipes.
Hemos más bien, y el día que os haga bien, y el día se levantará en vuestros corazones:
En lo cual fué, cuando fué, cuando fué, cuando fué, cuando fué, cuando fué, cuando fué, cuando fué, cuando fué, cuando fué,
El mandamiento nuevo os escribo, y la verdad os escribo, y la verdad es la luz.
Cualquiera que es nacido de Dios es nacido de Dios, porque es nacido de Dios.
El que confesare que Jesús es el Hijo de Dios, Dios morará en él, y en Dios morará en él, y en Dios es el Hijo de Dios.
Gracia sea con vosotros, misericordia, y del Señor Jesucristo, el Hijo del Padre, y del Señor Jesucristo, el Hijo del Padre, y del Señor Jesucristo, el Hijo del Padre, y del Señor Jesucristo, el Hijo del Padre, y del Señor Jesucristo,
Y los ángeles que no guardó su primer día, ha guardado su primer día.
Diciendo: Yo soy Alalo, y á Sebo, y á Sebo, y á Sebo, y á Sebo, y á Sebo, y á Sebo, y á Sebo, y á Sebo, y á Sebo, y á Sebo, y á Sebo, y á Sebo, y á Sebo, y á Sebo, y á Sebo, y á Sebo, y á Sebo, y á Sebo
Y dí su fornicación; y no se arrepintió de su fornicación; y no se arrepintió de su fornicación; y no se arrepintió.
El que tiene oído, oiga lo que el Espíritu dice á las iglesias.
Y como abrió la tercera bestia: Venid, oí la tercera bestia: Venid, y he aquí un caballo; y el que estaba sentado en su mano.
Y cuando abrió el séptimo siete, había abierto al cielo en el cielo alrededor de la hora.
Por estos tres tres fué la tercera parte del fuego, y por el fuego, y por el humo, y por el humo, y por el humo, y por el humo, y por el humo, y por el humo, y por el humo, y por el humo
Y cayeron sobre sus rostros, y adoraron á Dios, y adoraron á Dios;
El que tiene la paciencia y la fe de los santos. Este es la paciencia y la fe de los santos.
Y vi como un mar de su nombre, y sobre su imagen, y sobre su imagen, y sobre su imagen, y sobre su imagen, y sobre su imagen, y sobre su imagen, y sobre su imagen, y sobre su imagen, y sobre su imagen, y sobre su imagen, y sobre su imagen, y sobre su imagen, y sobre su imagen, y sobre su imagen, y sobre su imagen, y sobre su imagen, y sobre su
Así me trasportó en el espíritu al desierto: y vi una mujer que se sentaron en el espíritu al desierto; y vi una mujer que se sentaron en el espíritu al desierto; y vi una mujer que se sentaron en el espíritu al desierto; y vi siete cabezas y diez cuernos
Las mercaderes de estas cosas, que fueron lejos por el temor de estas cosas, que se hicieron lejos por el temor de estas cosas, que estaban lejos,
Y el residuo de su boca; y todos las aves fueron llenas de su boca; y todas las aves se llenaron de su boca; y todos las aves fueron llenas de su boca; y todos las aves fueron llenas de su boca; y todos
Y el que hablaba conmigo, y sus puertas sus puertas, sus puertas, sus puertas, y sus puertas, sus puertas, y sus puertas, sus puertas.
Porque he testificado á cada uno que oye las palabras de la profecía de este libro:
