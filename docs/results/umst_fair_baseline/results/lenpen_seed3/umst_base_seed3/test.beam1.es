En el principio principio, cricricriada al cielo y la tierra.
Y vió Dios todo lo que había hecho, y he aquí que era buena. Y la tarde y la mañana era el sexto día.
Porque Dios conoce que en el día comeréis, vuestros ojos serán abiertos, y seréis como dioses, sabiendo bien y bien bien.
Y ahora, maldias de la tierra que abrió su boca á recibir á tu hermano de tu mano de tu mano;
Y vivió Mahalaleel, sesenta y cinco años, y engendró á Jared.
Y dijo Dios á Noé: La carne de toda carne es venido delante de mí; porque la tierra se hartará de violencia; y he aquí que yo los destruí con la tierra.
Y todos los que se movieron sobre la tierra, como de aves, y de bestias, y de todo reptil que anda arrastrando sobre la tierra, y cada uno de los hombres que anda arrastrando sobre la tierra, y cada uno de los animales que anda ar
Y ciertamente ciertamente vuestras almas, yo lo haré; en mano de todo animal de bestia lo que lo haré, y en mano de cada uno la mano del hermano de cada uno, yo lo pagaré la vida del hombre.
Los hijos de Ham: Cus, y Mizpa, y Phuim, y Canaán.
Y dijeron: Ve, que nos edifiquemos una ciudad y torre, y la torre, á los cielos nos envayan por nombre, porque no nos derramamos nombre sobre la haz de toda la tierra.
Y te haré grandes gente, y te bendeciré, y te bendeciré tu nombre; y serás bendición.
Abram en la tierra de Canaán, y mormoraban en las ciudades de la llanura, y asentaron su tienda hacia Sodoma.
A Saulo que los criados se habían comido, y la parte de los hombres que me habían ido conmigo, Aner, y Mamre, y á Mamre su parte.
Y el ángel de Jehová le dijo: Vuélvete á tu fortaleza, y te ensanches debajo de sus manos.
Y tomó Abraham á Ismael su hijo, y todo lo que nacieron en su casa, y todo lo que era comprado con su dinero, cada uno de los varones de la casa de Abraham, y circuncidó la carne de ellos en el día que Dios le había dicho.
Y Jehová dijo: Si hallare en Sodoma en la ciudad, yo perdonaré todo el lugar de ellos por causa de ellos.
El sol se levantó sobre la tierra cuando Lot entró en Zoar.
Y dijo Abimelech: He aquí que mi tierra está delante de ti: ¿dónde te agrada?
Y tomó Abraham ovejas y bueyes, y les dió un pacto.
Y Bethuel engendró á Rebeca: ocho ocho hizo á Nachôr, hermano de Abraham.
Y el siervo puso su mano debajo de Abraham su señor, y le juró por lo que le había de venir.
Y dije á mi señor: Quita la mujer no me seguiré.
Y ella le parió á Elnaim, y á Joedán, y á Châm, y á Sadadam, y á Silla.
Y Esaú dijo: He aquí yo soy al que muera; y ¿qué aprovechará esto me hará esto?
Y dijeron: Vamos que Jehová te había estado contigo; y nosotros dijeron: Vamos allí ahora un juramento entre nosotros, entre nosotros y te haremos alianza, y nos hagan alianza, y nos nos hagan alianza contigo alianza,
Y no le le le soltó, porque sus manos eran como las manos de Esaú, así le bendijo.
Y obedecieron á Jacob su padre y á su madre, y fué á Padan-aram;
Y Labán dijo á Jacob: ¿Por qué eres tú mi hermano, para que me sirvas? ¿qué me ha de ser tu vida?
Y Zilpa la la sierva de Lea, parió un hijo de Jacob.
Y apartó Jacob los corderos, y ponían los rostros de las ovejas hacia el ardor, y todos los mansos en el rebaño de Labán; y puso sus ovejas á Labán, y no las ponían á Labán á Labán las bestias de Labán.
¿Por qué te desmatarás el acojo, y no me has de ir, para que te despediste con alegría, y con arpa, con arpa, y con arpa, y con arpa?
Y como Jacob los vió, dijo: Este es el ejército de Dios: y llamó el nombre de aquel lugar.
Por tanto los hijos de Israel no comen de la tiña que se hace, que sobre la nieve de los ladrones, hasta hoy: porque el día que toca de Jacob se toca en el rerevolviere.
Y habitaréis con nosotros: y la tierra moriréis delante de vosotros; y habitaréis en ella, y os iréis en ella las posesiones.
Y apareció á Jacob, cuando saliese de Pad-aram, y le bendijo.
Estos son los nombres de los hijos de Esaú: Eliphaz, hijo de Ada, mujer de Esaú, Rehuhuel hijo de Basmath.
Y estos son los nombres de los duques de Esaú, conforme á sus familias, por sus nombres, por sus nombres, por sus nombres: el duque Timna, el duque Jepachâ,
Venid, y vengamos á los Ismaelitas, y no sea nuestra mano sobre él; porque nuestra hermano es nuestro. Y sus hermanos eran enriquecidos.
Y preguntó á los hombres de aquel lugar, diciendo: ¿Dónde está la ramera, que se oporea por el camino? Y ellos dijeron: No había ramera en este lugar.
Mas Jehová fué con José, y le mostró misericordia, y le dió gracia delante de la cárcel.
Y durmió, y soñó el segundo tiempo: y he aquí siete espigas de trigo, vino sobre un momento, y bueno.
Y los junta toda la mantenimiento de los años de Faraón, y pongan en la mano de Faraón, y los guarden alimentos en las ciudades.
Y conoció José á sus hermanos, mas no le conocían.
Y él dijo: Hijo mío, no descenderá con vosotros; porque su hermano es muerto, y él solo es dejado: si no lo llevare por el camino que os vaya, entonces llevaréis mis canciones á mi dolor.
Y JAAAAAAAAAAAAAANDE, porque él buscaba á llorar; y él lloraba en su cámara, y llorando allí.
Y nosotros dijeron: No podemos; si nuestro hermano menor nos ha de venir con nosotros, entonces descenremos: porque no veamos la la cara del hombre, si no nos podemos con nosotros.
A todos los de ellos dichos distan de vestidos, y á Benjamín dió trescientos piezas de plata, y cinco plagas de plata.
Los hijos de Nephtalí: Jael, Guni, Guni, y Jezer.
Y compró José toda la tierra de Egipto por Faraón, porque los Egipcios vendían cada uno su campo, porque el hambre se ha vencido sobre ellos: así la tierra de Faraón se fué la tierra de Faraón.
Y su padre no quiso, y dijo: Yo sé que mi hijo, yo lo sé: también será pueblo, y también será grande: mas la verdad su hermano menor será mayor mayor mayor mayor que él, y su simiente será mayor que él.
Benjamín, como la hoja de la túnica; de mañana consumirá la presa, y la presa.
Y dijo José á sus hermanos: Yo moriré; y Dios os visitaré, y os traeré de esta tierra que juró á Abraham, á Isaac y á Jacob.
Y cuando ella abrió, vió al niño; y he aquí que lloraba. Y ella tenía misericordia de él, le dijo: Este es uno de los Hebreos.
Y Moisés dijo á Dios: ¿Quién soy yo, que yo voy á Faraón, y que yo sacaré los hijos de Israel?
Y Jehová dijo á Moisés en Madián: Ve, porque todos los hombres son muertos que tus hombres procuraban tu vida.
Ahora pues, y obra, porque no os dará paja, mas no os librará el talento de los costales.
Y tomó el hijo de Aarón, un hijo de Pusiel, mujer de Pusiel; y ella le parió Phinees: estas son las cabezas de los Levitas conforme á sus familias.
Y cumplidos siete días, después que Jehová había herido el río.
Y salió Moisés de Faraón, y oró á Jehová.
Canta pues Jehová, porque no hay más fuerte que no haya más fuerte y granizo; y yo os dejaré, y no os pararé.
No vieron otro uno, ni se levantó de su lugar por tres días; mas todos los hijos de Israel tenían luz en sus moradas.
Y este día os será por memoria; y la haréis fiesta á Jehová por vuestras generaciones; y haréis fiesta por estatuto perpetuo.
Mas todo el siervo del hombre que compró por dinero, cuando le circuncidó, entonces comerá.
Y Jehová habló á Moisés, diciendo:
Y vió Israel que Jehová había hecho sobre los Egipcios; y temieron al pueblo Jehová, y creyó á Moisés, y á su siervo Moisés.
Y los hijos de Israel les dijeron: ¿Quién es el que murió por mano de Jehová en la tierra de Egipto, cuando estaba sentado junto á la carne de Egipto, y cuando comamos pan para comer pan, y comemos pan para nosotros, porque nos trajimos á esta congregación, nos sacaremos con hambre en este desierto.
Y dijo Moisés á Aarón: Toma un poca, y pon un omer de maná en ella, y ponedlo delante de Jehová para vuestras generaciones.
Y sé que Jehová es mayor que todos dioses: porque en lo que ellos hicieron lo que les había hecho.
Y Moisés descendió del monte al pueblo, y santificaron al pueblo; y lavaron sus vestidos.
Y ellos dijeron á Moisés: Habla con nosotros, y oiremos: mas no hablamos á Dios, porque no muramos.
Y si alguna maldad, tú darás la vida por vida,
Si su padre no le desdesecharon á él, pagará el dinero de las vírgenes.
Y la fiesta de la siega, las primicias de tus labores, que sembraste en el campo; y la solemnidad de la copia, que está en el fin del año, cuando hubieres juntado en tus labores, del campo.
Y levantóse Moisés, y sus servidores: y Moisés subió al monte de Dios.
Y harás á ella un término de mano de un ancho alrededor, y harás una corona de oro alrededor.
Y harás tablas para el tabernáculo de madera de Sittim, que está delante de madera de Sittim.
A las tablas de tablas lo harás: como te lo había hecho en el monte, así lo hará.
Y pondrás en ella las junturas de piedras, cuatro órdenes de piedras; un primer orden será un diseño, un tórtolo, y una túnico; esto será el primero.
Y llevarás á Aarón y á sus hijos á la puerta del tabernáculo del testimonio, y lavarás con agua.
Y si se debe de la carne de las consagraciones, ó de la mañana, tú lo quemarás con fuego: no se comerá cosa santa, porque es santa.
Y harás una fuente de metal, y su pie de metal, y su pie se lavarás; y pondrás entre el altar del testimonio y el agua, y pondrás agua en ella.
Y las vestimentas del servicio, y las vestimentas de Aarón sacerdote, y las vestimentas de sus hijos, para ministrar en el sacerdote,
Y dijo Aarón: No se envía la ira de mi señor, que tú sabes el pueblo que se pusiesen en mal.
Y Jehová dijo á Moisés: Yo haré esto; porque tú has hallado gracia en mis ojos, y te conozco por nombre.
Porque yo echaré las gentes delante de ti, y tus términos no se ensanará tu tierra, cuando subieres á circuncidar delante de Jehová tu Dios en el año.
Los vestimentas del servicio, para hacer servicio en el lugar santo, las vestiduras vestiduras para Aarón, y las vestimentas de sus hijos, para ministrar en el ministerio del sacerdote.
Hizo también cortinas de machos cabríos por el tabernáculo sobre el tabernáculo: las cortinas las hizo.
Hizo también la cubierta de oro puro: dos codos y medio de ella, y su longitud era de un codo y medio de su anchura.
Y puso las varas en los anillos á los lados del altar, para llevarlo; hizo el altar de las tablas.
E hicieron piedras de ploores, de oro, y de oro, como de que se hace las espadas, con los nombres de los hijos de Israel.
La mesa, y todos sus vasos, y los panes de la proposición,
Y puso el pan en orden á Jehová; como Jehová había mandado á Moisés.
Y el sacerdote lo hará, y la rebuscarán su cabeza, y quemará sobre el altar; y su sangre será rebuscado en el lado del altar.
Y si su ofrenda fuere macho cabrío, lo ofrecerá delante de Jehová.
Y el sacerdote tomará de la sangre de la sangre del pecado con su dedo, y pondrás sobre los cuernos del altar, y derramará su sangre en el pie del altar del holocausto.
Y Jehová habló á Moisés, diciendo:
Esta es la ley del pecado: es la santa.
Y el sacerdote quemará el sebo sobre el altar; mas el pecho de Aarón y los hijos de sus hijos.
Y degollólo, y tomó Moisés de sangre de él, y puso sobre la haz de Aarón, y sobre la oreja derecha de su mano derecha, y sobre el pulgar de su mano derecha, y sobre el pulgar de su pie derecho.
Y llevólo la ofrenda, y tomó un pudo, y quemólo sobre el altar, junto al holocausto de la mañana.
Todo lo que se acobre, y se vestirán, y el que se hace entre las bestias, que comeréis.
Y todo vaso que cayere, en cualquier vaso de ellos, todo lo que en ella hubiere de inmundo, y lo quebraréis.
Y si el sacerdote viere, he aquí que el pórtico, entonces el sacerdote dará por inmundo: lepra es.
Y si alguno tiene mujer en la piel de su carne, blanco, blancas, mancha blancas;
Mas el séptimo día será el séptimo, y todos sus cabos serán sus cabos y su barras, y sus cojos, todos sus cabos serán lavados; y lavará sus vestidos, y lavará sus vestidos, y lavará también lavará sus vestidos, y lavará también será limpio en agua.
Y el sacerdote volvió á otra vez, y mirará; y si pareciere la plaga se hubiere extendido en las paredes de la casa;
Y el vaso de la tierra, que tocare el que tocare, será quebrada: y todo vaso de madera de madera se derramará en agua.
Y Aarón traerá el macho cabrío sobre la suerte de Jehová, y le ofrecerán por expiación.
Para que los hijos de Israel traen sus sacrificios, y los hará en el campo, para que los ofreceren el campo de la congregación, á Jehová, á la puerta del tabernáculo del testimonio, y á los ofrecerás á Jehová.
Y no se allegará á mujer á la descubrir, como ella se ha puesto por su inmundicia.
No guardaréis mis estatutos. No dejarás tus bestias con especie: no sembrarás tu heredad con simiente, ni sembrarás tu simiente con simiente.
Y si alguno tuviere ayuniento con su nuera, así de ellos será para muerte; su sangre serán deshondos.
Y no profanará su simiente entre su pueblo; porque Jehová lo santificaré.
Y cualquiera que ofreciere sacrificio de paces á Jehová, á cumplir su voto, ó ofrenda de ovejas, ó de ovejas, ó de ovejas, será acepción para ser aceptos; no habrá en ella.
Y ofreceréis con el pan siete corderos sin defecto de un año, y un carnero, y dos carneros: porque serán quemados á Jehová, con su presente, y sus libaciones, y sus libaciones, ofrenda encendida á Jehová, ofrenda encendida de olor suave á Jehová, en olor suave á Jehová.
Delante de los puro sobre el candelero, y continuamente continuamente continuamente.
El jubileo que os quince años, no sembraréis, ni segaréis que se hace, ni segaréis en ella, ni cogen ella en ella la vid de tu vid.
Y luego se apartará de ti, y con él y sus hijos se volverá á su familia, y á la posesión de sus padres se volverá.
Y os haré esto; yo os haré sobre vosotros espanto, y la ardilla de fuego, y las encendicias, y los ojos de corazón se consumirán, y os sequéis vuestras almas en vano, y comeréis vuestra simiente.
Estas son los estatutos y derechos, que Jehová hizo entre él entre él y los hijos de Israel en el monte de Sinaí, por mano de Moisés.
Y todo el fruto de la tierra, si de la simiente de la tierra, ó de los frutos del fruto, Jehová es la santa: es á Jehová.
De los hijos de Judá, por sus generaciones, por sus familias, por las casas de sus padres, conforme á la cuenta de los nombres, de veinte años arriba, todos los que podían salir á la guerra;
Todo varón de los hijos de Israel preguntará por su bandera, con señal de su padre: lejos el tabernáculo del testimonio, el cántico de la congregación.
Estos son los contados de los hijos de Israel por la casa de sus padres: todos los contados de los ejércitos fueron contados por sus mil trescientos y cincuenta.
En el número de todos los varones de un mes arriba, desde el mes arriba, fueron ocho mil y seiscientos, guardando la guarda del santuario.
Y sobre la mesa de los panes de pan se extenderán un paje de jacinto, y pondrás los peces, y los copas, y los copas que cubrían la cubrir: y sobre él se hartará el pan.
Estos fueron contados de las familias de Coath, todos los que ministrasen en el tabernáculo del testimonio, que Moisés y Aarón, conforme á la palabra de Jehová.
Y el sacerdote pondrá delante de Jehová, y la mujer de la mujer, y la vestirá la cabeza de memoria en ella, que la ofrenda es la ofrenda; y el sacerdote tendrá el sacerdote en su mano amarga de las aguas que hace maldiciones:
Y ofrecerá el carnero por sacrificio de paces á Jehová, con el canastillo de los ázimos: también el sacerdote hará su presente, y su libación.
Una cuchara de oro de diez siclos, llena de perfume;
Una cuchara de oro, lleno de perfume;
Una cuchara de oro, lleno de perfume;
Y los Levitas se hicieron purificados, y lavaron sus vestidos; y Aarón los ofreció delante de Jehová; y Aarón hicieron expiación por ellos.
Hazlos dos trompetas de plata, de un corro de toda suerte; y los harás en la congregación, y por las partidas de las copas.
Y será que, si tú entrares con nosotros, y lo hará lo que Jehová nos hará, lo que te haremos.
Y quedó dos de los hombres en el campo, el nombre de Eldad era Eldad, y el nombre de los Medad: y el espíritu de los Megios, y se habían escrito en el tabernáculo, y no se salieron á la tienda.
De la tribu de Judá, Caleb hijo de Jephone.
¿Por qué nos ha traído Jehová á esta tierra, para caer por cuchillo, para que nuestras mujeres y nuestros hijos sean presa? ¿no es para volvernos á Egipto?
Y vuestros hijos heredarán en el desierto cuarenta años, y llevarán vuestros fornicaciones, hasta que vuestros cuerpos sean asolados en el desierto.
Habla á los hijos de Israel, y diles: Cuando hubiereis entrado en la tierra á donde os saqué,
Y puso fuego en ellos, y puso perfumes en ellos á mañana: y será que el hombre escogiere, será santo: tocaréis mucho más más que vosotros, hijos de Leví.
Habla á Eleazar hijo de Aarón sacerdote, que tomará los incensarios de fuego, y esparcirás el fuego, y esparcirás al fuego; porque son santificados.
Y te allegarán, y guardarán la guarda del tabernáculo del testimonio, porque todo el servicio del tabernáculo: y el extraño no llegaros á vosotros.
Esta es la ordenanza de la ley que Jehová ha mandado, diciendo: Habla á los hijos de Israel, que te traen una becerra sin tacha, y no hay yugo en que no haya falta yugo;
Y Moisés y Aarón juntó la congregación delante de la peña, y díjoles: Oid ahora, ¿os didimos de esta piedra? ¿os necesario que os salmos de esta peña?
Y partidos de Oboth, asentaron en Isisisim, en el desierto que está delante de Moab, hacia el nacimiento del sol.
Ahora pues, ahora, te ruego que me maldeciran á este pueblo, porque son valientes: y yo lo vendré, y los desearemos, y los echaré de la tierra; porque yo los dejes bendito que tú, y tú les bendiga á quien tú, y á quien tú maldieres.
Y como Balac oyó que Balaam se llamaba á recibir á una ciudad de Moab, que está en el término de Arnón, que está en el término de Arnón.
Y dijo Balac á Balaam: Ni los maldian, ni los bendecid á todo.
Y levantóse Balaam, y fué á su lugar; y también Balac se fué á su camino.
Los hijos de Simeón, por sus familias: de Nemuel, la familia de los Nethineos; de ellos, la familia de los Nethineos: de Jachîn, la familia de los Nethineos;
Estas son los hijos de Dan por sus familias: de Sham, la familia de los Shuhuhuhuhuhuhuhum. Estas son las familias de Dan.
Las hijas de Zopheth hablarás: de cierto los darás posesión de la heredad de sus hermanos; y tú los harás la herencia de su padre, para que los pases á ellos.
Y sus libaciones serán la mitad de un becerro á un carnero, y la tercera parte de un carnero á un carnero, y una parte de un hin de un hin de un carnero: esto es el holocausto por los meses del año.
Y ofreceréis holocausto, ofrenda encendida de olor suave á Jehová, de olor suave á Jehová; catorce corderos, dos carneros, dos corderos de un año, y catorce corderos de un año; sin defecto serán sin defecto;
Y su padre oidó su voto, y ella con que ella hubiere ligado su alma, y su padre la ha de caer: entonces serán sus votos, y con que todo lo que hubiere atado su alma.
Mas todos los hijos, que no tienen conocido el hombre por mentira, guardad vida por vosotros.
Y los gobernadores que estaban sobre los millares del ejército, los capitanes, y centuriones, vinieron á Moisés:
Os saludan ciudades por vuestros niños, y en vuestros ovejas; y haced lo que ha sido extiende de vuestra boca.
Y ellos, tomando el camino del desierto de Sin, asentaron en Dopca.
Y partidos de Zalmona, asentaron en Prión.
Y Jehová habló á Moisés, diciendo:
Y si él hiriere con manmantenimiento, con que muera, y muriere, es homicida: el homicida morirá.
Estas son los mandamientos y derechos, que Jehová mandó por mano de Moisés á los hijos de Israel en los campos de Moab, junto al Jordán de Moab.
Jehová vuestro Dios, que va delante de vosotros, él peleará por vosotros, conforme á todas las cosas que él os hizo delante de vuestros ojos;
Y á los de Cadadades-barnea, hasta que vinimos el arroyo de Zered, treinta y ocho años; hasta toda la generación de los hombres de guerra, hasta que se había destruído de en medio del campo, como Jehová les juró.
Mas todos los animales, y los despojos de las ciudades, tomamos para nosotros.
¿Y qué nación hay grande, que tiene estatutos y derechos derechos, como todas estas cosas que yo pongo hoy delante de vosotros?
Para que te echó las gentes delante de ti y más fuerte que tú eres, para que te dé en heredad, para que la tierra es de ellos, como hoy.
Y no hurtarás.
No tentaréis á Jehová vuestro Dios, como tentasteis en Massa.
No te has engañado en ellos; porque Jehová tu Dios es entre vosotros, poderoso poderoso poderoso.
No para que tu justicia, ni por la rectitud de tu corazón, para que poseas la tierra: porque la impiedad de estas gentes los desecha de delante de ti, y para que Jehová tu Dios los ha de ti, y para que juró á Abraham, á Isaac, á Isaac, y á Jacob.
Y los hijos de Israel tomaron de Beeroth de los hijos de Javán, y murió allí; y murió allí, y fué sepultado en su lugar; y fué sepultado en su lugar.
Que os daré la lluvia de vuestra tierra en su tiempo, la lluvia y la lluvia lluvia, para que copas en tu grano, y tu vino, y tu aceite.
Y os alegraréis delante de Jehová vuestro Dios, y vuestros hijos, y vuestras hijas, y vuestros siervos, y vuestros siervos, y vuestros siervos, y los que están en vuestros puertas; porque no tiene heredad ni heredad ni heredad ni heredad con vosotros.
Y tú lo apedrearás con piedras, que muera; porque él te ha buscado de Jehová tu Dios, que te sacó de la tierra de Egipto, de casa de servidumbre.
La verdad harás todo el fruto de tu simiente, que el campo produce por año.
Tú empero no comerás la sangre, la derramarás sobre la tierra.
Si te levantare cosa cosa alguna que te hubiere en juicio, entre la sangre y sangre, entre la ahoja y de la llaga, y de las repeticiones, y te levantarás en tus puertas; y tú subirás á tu Dios, y te levantarás en el lugar que Jehová tu Dios te ha de tus puertas;
Yo los levantaré de entre sus hermanos, como á ti te pondré, y las palabras en su boca; y hablará á todos los que le mandan.
Y hablarán los gobernadores al pueblo, diciendo: ¿Qué es aquel hombre que edificó casa nueva, y no lo ha dedicado? Venenencienda, y vuélvase á su casa, y no muera en la guerra.
Si alguno tuviere dos mujeres, uno amado, y otro, y le aborrecen hijos, y los aborrecieron, á los amado y á la aborrecida; y si el primogénito es primogénito que aborrecida;
Si alguno se hallare de mujer mujer mujer, entonces morirán de ellos, y morirán la mujer, y la mujer que se hubiere de parar, y la mujer: así quitarás el mal de Israel.
Mas si si tú llevares á voto, no se hubiere pecado en ti.
Si los hermanos, y los de ellos moran, y no tienen hijo de los muertos, no se casecerá de un extranjero: sin que la tomare, y su hermano tomare, y tomare á su mujer, y le traerán al marido de su hermano.
Esto te ha mandado Jehová tu Dios para hacer mis estatutos y derechos: por tanto guardes y con todo tu corazón, y con todo tu alma.
Y será que, si oyeres á la voz de Jehová tu Dios, para guardar todos sus mandamientos que yo te mandaré hoy, que te pondré sobre ti hoy sobre la tierra de todas las gentes que te mandaré sobre la tierra de las naciones.
Tu buey será muerto delante de tus ojos, y no comerás: tu asno se quitarán de delante de tu rostro, y no te será desdesdesdesdesechado á tus ovejas: y no te será dada á tus enemigos, y á tus enemigos no te tendrás quien los hubieres dado.
Y toda enfermedad, y toda llaga que no está escrito en el libro de esta ley, Jehová los traerán sobre ti hasta que tú te destruyas.
Y todo su tierra es la piedra, y la sal, y la sal, que no se va, ni la hierba, ni la hierba se hace hierba, ni la hierba de Sodoma, y Adma, y Adma, y Zeboim, que Jehová desea en su furor, y Zeboim, y Zeboim, y Zeboim, que no haya en su ira, y la ira, y la ira, y la ira, y la arma en su ira, y la ira, y Zeboma en su ira, y la
Y Jehová hará á ellos como él hizo á Sehón y á Og, reyes de los Amorrheos, y á la tierra de ellos, á quien él destruyó.
El es Roca, su obra: porque todos sus caminos son juicio; porque Dios de verdad y sin iniquidad, y justo es justo.
¿No es esto en tu repudiada conmigo, y sellada entre mis tesoros?
Y de Benjamín dijo: El amado de Jehová habitará en él; y el Señor lo cubrirá todos los días, y él habitará entre sus hombros.
Y después de la muerte de Moisés siervo de Jehová, que Jehová habló á Josué hijo de Nun, diciendo:
Y que vosotros salvareis á mi padre, y á mi madre, y mis hermanos, y mis hermanas, y todos los que tienen, y libran nuestras vivas de muerte.
Toma los doce varones del pueblo, de cada tribu,
Y aconteció que, cuando se circuncidó todo el pueblo, se quedó en sus lugares hasta que todo el campo se habían estado.
Y los mancebos que estaban en un plato, salieron á Rahab, y á su padre, y á su madre, y á todos los que ella habían estado; y sacaban toda su parentela, y no dejáronlos por el campo de Israel.
Y ellos le levantó un gran montón de piedras hasta hoy. Y Jehová se volvió de la ira de su furor. Por lo cual se llamó el nombre de Achor, hasta hoy.
Entonces Josué edificó un altar á Jehová Dios de Israel en el monte de Ebal,
Y ahora, he aquí estamos en tu mano: como bien te pareciere, nos haga.
Y tomó Josué á Maachâz, é hirió á cuchillo, y á su rey, y destruíílos, y á todo lo que en ella había vivo, y no queden ella; y no quedó quien él.
Como Jehová mandó á Moisés su siervo, así mandó á Josué, y así hizo Josué á todo lo que Jehová mandó á Moisés.
El rey de Cethâ, uno; el rey de Jobab, otro;
Esta es la heredad de los hijos de Gad por sus familias, las ciudades, y sus aldeas.
Y el término de los Baales, desde el monte de Seir, y pasa al lado del monte de Jesim, que es Cesesesón, y descendía á Beth-semes, y pasó á Beth-sesesesena, y pasó á Timna.
Y á Cababarm, y á Amam, y á Cethmath,
Y descendiendo de Janoa á Ataroth, y á Naasath, y salió á Jericó, y salióse al Jordán.
Y los hombres iban, y pasaron por la tierra, y la cual pasaba por siete ciudades en un libro, y volvió á Josué al campo en Silo.
Y subió su término hacia la mar, y Mara, y Marnnnnnnó á Dababunal río que está delante de Jocam;
Y el término de su heredad fué Sora, y Eththaol, y Irim,
Y les dieron la ciudad de Arba, padre de Anac, que es Hebrón en el monte de Judá, con sus ejidos alrededor.
Todas las ciudades de los Levitas en posesión de los hijos de Israel, cuarenta y ocho ciudades con sus ejidos.
Por tanto, nosotros, nos hacemos ahora para edificar un altar, y no para holocausto;
Y saqué vuestros padres de Egipto, y habéis venido á la mar; y los Egipcios siguieron á vuestros padres con los carros y á caballo.
Y Judá dijo á su hermano: Sube conmigo en mi suerte, para que peleamos contra el Cananeo; y yo también contigo en tu suerte. Y Simeón se fué con él.
Y no echó á Nephtalí los que habitaban en Beth-semes, ni los moradores de Beth-anath, sino habitó entre los Cananeos, los moradores de Beth-semes; mas los que habitaban en Beth-semes y de Beth-semes.
Y ellos eran probados á Israel, para conocer los mandamientos de Jehová, que él le mandó por mano de Jehová, que él mandó por mano de Moisés.
Y clamaron los hijos de Israel á Jehová: porque había nombrado de carros carros, y veinte años; y veinte años desmayó los hijos de Israel.
Mi corazón está á los gobernadores de Israel, y á los pueblos de Israel. Bendecid á Jehová.
Jehová envió á los hijos de Israel, que les dijo: Así ha dicho Jehová Dios de Israel: Yo os saqué de Egipto, y os saqué de casa de servidumbre;
Y como él se levantó, porque el día siguiente se levantó y el retrago, y el rocío rebuscó el rocío del recio, una harta de agua.
Dios ha entregado en vuestras manos de Madián, Oreb y Zeeb; y ¿qué tengo yo en lugar de hacer? Y su furor fué encubierto de vosotros, cuando él le había dicho.
Y aconteció que, como Gedeón era muerto, los hijos de Israel se volvieron á los Baales, y fornicó á Baal-perio, y á Baal-ithaim su dios.
Y Gaal hijo de Ebed dijo: ¿Quién es Abimelech, y quién es Sichêm, que le sirvamos? ¿no es hijo de Jerobaal? ¿No es hijo de Sichêm? ¿por qué sirvamos á los hombres de Sichêm, padre de Sichêm? ¿por qué le sirvamos á él?
Y levantóse Abimelech á edificar á Tola, hijo de Pusa, hijo de Dodo, hijo de Dodo, varón de Issachâr; y habitó en Sammir en el monte de Ephraim.
Y respondió el rey de los hijos de Ammón á los mensajeros de Jephté: Por cuanto tomaron mi tierra, cuando subieron de Egipto, desde Arnón hasta Jabes, y á Jabes, y ahora las tierras á las tierras.
Y viendo que me habéis librado, no pongo mi vida en mis manos, y pasó delante de los hijos de Ammón, y Jehová los entregó en mi mano: ¿por qué pues habéis venido hoy hoy hoy hoy hoy contra mí?
Y el ángel de Jehová le dijo: ¿Por qué me has hecho así así según mi nombre?
Y Samsón dijo: Ahora más será más que los Filisteos, aunque los haré desagradar.
Y díjole á Samsón: Ruégote que me has engañado, y me has dicho mentira: ¿A quién me has atado? Y él le dijo: Si tú eres tú que las siete copas de mi cabeza.
Y Michâs, Levita, y el mozo fué su sacerdote, y estaba en la casa de Michâs.
Y llamaron el nombre de la ciudad, después de Dan, el nombre de su padre, que nació á Israel; y el nombre de la ciudad estaba en Lais.
Y él le dijo: Levántate, y no nos ha salido. Y el varón tomó sobre un asno, y el varón se levantó, y se levantó al hombre, y se levantó á su lugar.
Y Phinees, hijo de Eleazar, hijo de Aarón, paróse en aquellos días, diciendo: ¿A dónde saldré yo? ¿iré yo á la guerra contra los hijos de Benjamín, ó yo, y Jehová dijo: Ve, porque yo los entregaré á mañana.
Y enviando la congregación á doce mil hombres de los puercos, y mandóles, diciendo: Ve, y herid los moradores de Jabes con fifios, con los hijos de Galaad.
Y ella dijo: He aquí que tu hermana se ha vuelto á su pueblo, y á sus dioses: vuélvete tras tu hermana.
Así que, guardó por las doncellas de Booz á la postrera de la siega y de la siega, y mora en su suegra.
Y tu casa será como la casa de Phares, á quien Thamar le parió á Judá, de la simiente que Jehová te dará de esta mujer.
Por lo cual, cuando el tiempo fué, después que tenía un hijo, le parió un nombre, y llamó su nombre Samuel, diciendo: Por cuanto le preguntaré de Jehová.
Y Eli era viejo, y oyó todo lo que sus hijos á todo Israel; y cómo se juntaban con las mujeres que se juntaron á la puerta del tabernáculo del testimonio.
Y Eli llamó á Samuel, y dijo: Samuel hijo mío. Y él respondió: Heme aquí.
Y como ellos se levantaron de Asdod, he aquí que Dagón cayó sobre la tierra delante del arca de Jehová. Y ellos tomaron á Dagón, y volviéronse á Dagón en su lugar.
Y enviaron embajadores á los que habitaban en Chîriath-jearim, diciendo: Los Filisteos han traído el arca de Jehová; y os levantasteis, y traedlo.
Y tomará vuestras hijas para ser ajustados, y para ser arroyos, y para ser participados.
Y Saúl respondió, y dijo: ¿No soy yo Bendita, de las tribus de Israel? ¿y mi familia de todas las familias de la tribu de Benjamín? ¿por qué pues tú me has tú tú que tú me hablas?
Y Samuel dijo á todo el pueblo: Mirad que Jehová ha escogido, que no hay como él entre todo el pueblo? Y todo el pueblo dijo: Dios, y sálvame, y Dios Dios Dios.
Y viendo que Nahath hath, rey de los hijos de Ammón, os habéis dicho: No, rey sobre nosotros reinará; mas el rey sobre nosotros, cuando Jehová vuestro Dios era vuestro rey.
Y saliendo los cedros del campo de los Filisteos en tres escuadrones, una compañía se volvió á Ophra, á Ophra, á la tierra de Suthel;
Y los hombres de Israel fueron angustiados, que Saúl había hecho el pueblo, diciendo: Maldito el hombre que comiere la tarde, hasta que comiere pan hasta la tarde, para que yo soy vengado á mi vida. Y ninguno de los pueblos de los pueblos no tienen mantenimiento.
Así ha dicho Jehová de los ejércitos: acuérdate que los Amalec habían hecho á Israel, cómo le puso por el camino, cuando subía de Egipto.
Y Samuel dijo: Traed acá á Agag rey de Amalec. Y vino á él en gran manera. Y vino Agag. Y dijo Agag: Ciertamente ya ya ya ya ya ya ya ya ya ya ya ya pasado.
Y salió un cabo del campo de los Filisteos, llamado Goliath, de Gath, de Gath, de Gath, de altura y de un palmo.
Y David dijo á Saúl: Tu siervo guardaba las ovejas de su padre, y vino un león, y tomó un carnero, y tomó un cordero de las ovejas.
Y aconteció que, cuando David se volvió de la matanza del Filisteo, las mujeres de todo Israel salieron de todas las ciudades, y cantando á recibir al rey Saúl, para recibir con gozo, y con gozo, y con gozo de instrumentos, y con alegría de música.
Y Saúl oyó la voz de Jonathán: y Saúl juró Jehová, que no sea muerto.
Y Jonathán dijo á David: Jehová, cuando he clamado á mi padre, y he aquí que el día siguiente, ó el tercer día, y si hay bien que te pareciere bien, y no te envies á ti, y te lo enviaré, y no te lo declares;
Y Jonathán dijo á David: Ve en paz, porque hemos jurado de nosotros en el nombre de Jehová, diciendo: Jehová sea entre mí y ti, y entre mi simiente y mi simiente. Y él se levantó, y fuése á la ciudad. Y levantóse y Jonathán, y fuése á la ciudad.
¿Y yo yo engendré á preguntar á Dios? porque no sea lejos el rey de mí, ni á su siervo, ni á toda la casa de mi padre: porque no sabía más de todo esto, ni tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco tampoco
Ve, y sé que aun su lugar, y mira donde su lugar donde está.
Y hubo un hombre en Maón, que tenía en el Carmelo; y el varón era grande, y tres mil ovejas, y un mil machos de cabrío, y un mil machos de cabrío.
Y dijo David á Abigail: Bendito sea Jehová Dios de Israel, que te ha enviado hoy á recibir á recibir:
Y dijo: ¿Por qué ha de ser mi señor así así así así así su siervo? ¿qué tengo mal en mi mano?
Y la mujer dijo: ¿A quién te traeré? Y él dijo: Trae á Samuel.
Y los dos mujeres de David fueron trasportados, Ahinhinam la mujer de los Idumeos, y Abigail mujer de Nabal el Carmelo.
Y Saúl dijo á su escudero: Dejad tu espada, y me echó por ella ella; porque no venga esto, y me echó por yacrejar su paje. Mas Saúl no quiso quiso temor, porque Saúl no quiso miedo.
Hijos de Gilboa, no sea que ni rocío sobre vosotros, ni habrá lluvia sobre vosotros, ni los campos de los fuertes: porque allí el escudo de los fuertes se desecharon el escudo de Saúl, como no tuvo ungido.
Y Joab y Abisai siguió á Abner: y el sol descendió al monte de Amma, que está delante de Gera, que está delante de Gara, por el camino del desierto de Gabaón.
Y he aquí los siervos de David y Joab vinieron de seguir, y trajéronlo en gran despojo: mas Abner no estaba con David en Hebrón, porque Abner no le había enviado con David, porque él le había enviado, y él le había venido en paz.
Y vinieron todas las tribus de Israel á David, y habló, diciendo: He aquí somos tus bodas y tu carne.
Y como llegaron á Nachôr, vistióse de la era de Uzzías, Uzzías su mano al arca de Dios, y tomóla de ella los bueyes.
El edificarán casa por mi nombre, y yo confirmaré el trono de su reino para siempre.
Y puso los hijos en Edom, por todo Edom, y puso hijos de Edom, y todos los de Edom se fueron siervos de David. Y Jehová guardó á David donde quiera que él había mandado.
Y Joab se acercaba, y el pueblo que con él estaba, á la batalla contra los Siros; y huyeron delante de él.
Y los zapatos de lejos del muro sobre tus siervos, y algunos de los siervos del rey, sean muertos, y tu siervo Uría Hetheo.
Y envió Joab mensajeros á David, y dijo: Yo he peleado contra Rabba, y he tomado la ciudad de aguas.
Y Absalom dijo: Si no te ruego que me dejes á Amnón, hermano mío. Y el rey le dijo: ¿Por qué vaya contigo?
Y dijo tu sierva: El rey de mi señor el rey ahora será consolada: porque como el ángel de Dios es mi señor el rey, para que el bien te enseña y bien: por tanto Jehová tu Dios será contigo.
Y dijo David á todos sus siervos que estaban con él, y á Jerusalem, y á nosotros huremos; porque no escaparemos de Absalom, porque no nos vengan de mañana, porque no nos vengan de repente, y nos vengan la ciudad de espada, y de espada á la espada.
Y así dijo á Semei: Venid, saldrás, salgas, y al hombre de Belial:
Y Absalom y todos los hombres de Israel dijeron: El consejo de Husai Arachîta es más que el consejo de Achîtophel. Porque Jehová había puesto el consejo de Achitophel, para que Jehová había puesto sobre Absalom el consejo, para que traigase mal mal mal mal sobre Absalom.
Y los diez mancebos que llevaban de Joab, cercaban y los que le habían parido, le mataron.
¿Vosotros sois mis hermanos, sois mis huesos y mis huesos; ¿por qué pues sois los postreros que lleváis al rey?
Y todos los varones de Judá respondieron á los hombres de Israel: ¿Por qué es el rey de Israel? ¿por qué pues os enojamos? ¿por qué comamos? ¿ó qué nos ha dado el don del rey?
Y dijéronle: No tenemos plata ni oro de Saúl, ni de su casa, ni de su casa; ni nos matarás ninguno en Israel. Y él dijo: ¿Qué diereis que yo os dijere, que yo haré yo haré.
Hizo también las tinieblas en derredor de él, y las nubes de los hijos de los panderos.
Y miraron, mas no hubo quien salvar; y él les respondió.
Y degolló á un Egipcio, un hombre que tiene una lanza, y el Egipcio tenía una lanza en su mano; mas él descendió á él, y los sacó de la lanza de la mano del Egipcio, y matólo con su lanza.
Ve, y di á David: Así ha dicho Jehová: Yo te haré que te escogí, para que te haga.
Y ella le dijo: Mi señor, tú has de dar por Jehová tu Dios á tu sierva, diciendo: Señor Salomón reinará tu hijo después de mí, y se sentará sobre mi trono.
Y los siervos del rey vinieron á bendecir á nuestro señor el rey David, diciendo: Dios haga el nombre de Salomón que tu nombre, y hace que su trono. Y el rey se inclinó sobre la cama.
Ahora pues, que Jehová vive, que me ha confirmado, y me sobre el trono de David mi padre, y que me ha hecho casa, como él me ha dicho, así morirá hoy.
Y tu siervo en medio de tu pueblo que tú elegiste, pueblo grande, que no puede ser contado ni se tendido por multitud.
Hijo de Hesesad, en Aruboth; á Sochâ, y toda la tierra de Hepher.
Ahora pues, tú, que me revan madera de cedro, y mis siervos serán con tus siervos; y te daré á ti por siervos por tus siervos, porque tú sabes que no te has puesto en ti; porque tú sabes que no hay quien te immate á los Sidonios.
Y el cedro de la casa de dentro estaba con manzzzzzzanas y tazones; no había visto cedro.
Y el fundamento de piedras, piedras piedras de diez codos, y piedras de ocho codos.
Hizo también Hiram las fuentes, y las calderos, y las basas. Y Hiram hizo de hacer toda la obra que Salomón hizo el rey Salomón para la casa de Jehová;
Mas no edificarás la casa, sino tu hijo que saldrá de tus lomos, edificará la casa á mi nombre.
Tú oirás su oración y su ruego en el cielo, y su habitación, y su causa desea,
Y él dijo: ¿Qué son estas ciudades que me diste, hermano mío? Y él les llamó la tierra de Cababul hasta hoy.
El que tenía de los mercaderes, y de los mercaderes, y de todos los reyes de los Arabios, y de todos los reyes de Arabia, y de los reyes de los gobernadores.
Porque seis meses quedó allí Joab con todo Israel, hasta que había talado cada uno en Edom.
Que enviaron á él y á él. Y Jeroboam vino y á toda la congregación de Israel, y hablaron á Roboam, diciendo:
Y sacrificó sobre el altar que había hecho en Beth-el, el día de los quince del mes, en el mes que había obrado de su corazón, y puso banquete á los hijos de Israel; y ofrecieron sobre los hijos de Israel, y ofrecieron perfumes perfumes perfumes perfumes perfumes perfumes perfumes perfumes perfumes perfumes perfumes sobre el altar.
Y puso su cuerpo en su sepulcro, y endecháronse sobre él, diciendo: ¡Ay mío!
Y quitó los tesoros de la casa de Jehová, y los tesoros del rey; y tomó todo lo que Salomón había hecho. Y él tomó todo el oro de oro que Salomón había hecho.
Y Nadab hijo de Jeroboam comenzó á reinar sobre Israel en el segundo año de Asa rey de Judá, y reinó sobre Israel dos años.
Y los pueblos de Israel fueron repartidas en dos partes: la mitad del pueblo de Tialath hijo de Ginath, para hacer rey Omri.
Y aconteció que después de estas cosas, hijo de la mujer, se postró la nilla de la casa, y se cayese su enfermedad, que no había quedado en él.
Diles pues, dos becerros; y escogámonos un becerro por sí, y cortéla en piezas, y no la pondrás en madera, y no la quemaré fuego; y la otra parte del becerro, y no la pondrás en madera, y no la quemaré debajo de la leña, y no la leña debajo de la leña;
Y FUÉ el ángel de Jehová, y tocó, y le tocó, y dijo: Levántate, porque el camino es grande.
Y saliendo á Giezón. Y Ben-adad se bebiendo en los leoncillos, y los reyes, treinta y dos reyes, los cuales le ayudaban.
Y dijo Naboth: Jehová me haga hacer la heredad de mis padres.
Y dijo á Josaphat: ¿Quieres tú conmigo á Ramoth de Galaad? Y Josaphat dijo al rey de Israel: Yo soy como tú, pueblo mío, como tú, pueblo mío, como tus caballos.
Y un arco sacando en una ventana, é hirió al rey de Israel entre las junturas de la dueja: por lo cual dijo al río: Vuélvete á tu mano, y á mí saba de la tierra; porque yo soy herido.
Y también le envió á otro capitán de cincuenta con sus cincuenta. Y él respondió, y díjole: Sube al rey de Dios, así ha dicho el rey: Ven presto presto.
Y subió de allí á Beth-el, y subiendo por el camino, y le salió á él hijos de la ciudad, y le dijo: Ve, y subid á él: Ve, y subiste la cabeza, y subiste, y subiste la calva.
Y clamando una mujer de las mujeres de los hijos de los profetas á Eliseo, diciendo: Tu siervo es muerto; y tú sabes que tu siervo Jehová ha hecho temor; y tú sabes que tu siervo ha venido á tomar á él.
Y Jepi pasó delante de ellos, y puso el bordón sobre la haz del niño; mas no había oído, ni se volvió á recibir, diciendo: No es niño, ni le dió aviso, diciendo: El niño no se acompañía.
Y Naamán dijo: ¿No te ruego que yo te ruego que te he dado á tu siervo dos tórtolas de la tierra? porque tu siervo no ofrece holocausto ni á dioses ajenos, sino á Jehová.
Y aconteció que, como ellos vinieron á Samaria, dijo Eliseo: VVVi los ojos de estos hombres, y miran sus ojos. Y miré, y he aquí que estaban en medio de Samaria.
Y el rey señaló el rey sobre el cual había hecho hecho la guarda de la puerta; y el pueblo se retragó en él en la puerta, y murió como el varón de Dios había dicho, que había dicho el rey de Dios.
Y anduvo en el camino de la casa de Achâb, é hizo lo malo en ojos de Jehová, como la casa de Achâb, porque fué hijo de Achâb en la casa de Achâb.
Y lleváronlo sus siervos en un carro á Jerusalem, y le sepultaron en su sepulcro con sus padres en la ciudad de David.
Y Jehú envió á todo Israel: y todos los que habían quedado de Baal, que no hubo quien había quedado. Y vinieron á la casa de Baal, y vinieron á la casa de Baal, y la casa de Baal se hartó de Baal.
Y mandó Joiada el sacerdote los centuriones, y los gobernadores del ejército, y díjoles: ¿No es el que la matare con los vasos del aposento, y el que la matare con espada, no le había muerto á la casa de Jehová.
Y el furor de Jehová se encendió contra Israel, y los entregó en mano de Hazael rey de Siria, y en mano de Ben-adad hijo de Hazael, hijo de Hazael, todos sus días.
Entonces Amasías envió embajadores á Joas, hijo de Joachâz, rey de Jehú, diciendo: Ven, ve otro uno en la cara.
E hizo lo malo en ojos de Jehová, como sus padres no habían hecho; no se apartó de los pecados de Jeroboam hijo de Nabat, que hizo pecar á Israel.
En el año diecisiete de Peka hijo de Remalías hijo de Achâz, rey de Judá, comenzó á reinar.
Y quemaron allí perfumes en todos los altos, como las gentes que Jehová había trasportado delante de ellos; y obraron lo malo á Jehová.
Y temieron las gentes, y sirvieron sus esculturas, y sus hijos, y sus hijos, y sus padres: así hicieron á hoy.
Y no os haga Ezechîas en Jehová, diciendo: Jehová nos librará, y esta ciudad no nos será entregada en mano del rey de Asiria.
Por tus mensajeros has reprendido al Señor, y dijo: Con la multitud de mis carros subiré á la altura del monte, á los lados del Líbano, y talaré sus árboles árboles, y talaré sus árboles cedro, y en el bosque de su Carmelo.
Y dijo Isaías á Ezechîas: Oid palabra de Jehová.
Lo demás de los hechos de Amón que hizo, ¿no está escrito en el libro de las crónicas de los reyes de Judá?
Mas los sacerdotes de los altos no vinieron al altar de Jehová en Jerusalem, sino que comieron de los ázimos entre sus hermanos.
Y Jehová envió á él ataduras de los Caldeos, y ataron las ataduras de los Siros, y ataduras de los hijos de Ammón, y enviólos contra Judá, conforme á la palabra de Jehová, conforme á la palabra de Jehová que había hablado por sus siervos.
Mas el jefe de los pobres de la tierra dejó á ser limpios y labradores.
Y Prim, y Casasna, (de los cuales vinieron los Filisteos, y Caizim.
Los hijos de Ezer: Bilha, y Zera, y Javán. Los hijos de Disán: Harán, y Arán.
Y Caleb hijo de Hesrón engendró hijos de Azua su mujer, y de Jerimoth: estos son los hijos de Acam, y Sochô.
Maachâ, concubina de Caleb, parió á Sebaa, y Thirsa.
Los hijos de Nerías: Elienai, y Ezechîas, y Azricam.
Y en Bilha, y en Ezem, y en Todopoderoso,
Y habitaron en Basán, y en sus aldeas, y en todas sus ejidos, y en todas las ejidos de Sán.
De Gersón, Libni su hijo, Jahath su hijo, Elma su hijo.
Y estos son los hijos de Aarón: Eleazar su hijo, Abiel, su hijo, Abisua su hijo,
Y de la tribu de Gad, á Ramoth de Galaad, y á Mahanaim con sus ejidos,
Y junto á los términos de Manasés, Beth-san y sus aldeas, Taanach y sus aldeas, y á Taanach y sus aldeas, y á Dor. En estos fueron los hijos de José.
Jaasim, Zichri, y Zabdi,
Y sus hermanos, conforme á sus generaciones, novecientos y cincuenta. Todos estos fueron los príncipes de sus padres en la casa de sus padres.
Y Ner engendró á Cis, y Cis engendró á Saúl, y á Saúl engendró á Jonathán, Malchî-sum, y á Aram.
Y esto es el número de los valientes que David había hecho; Jasam, un cabo de Hachôneo, el principal de los capitanes: alzó su lanza contra él, y su lanza á un tiempo.
Uría Hetheo, Zabad hijo de Ahlai,
Los hijos de Judá que llevaban escudo y lanza, seiscientos y ocho mil armados para la guerra.
Y el arca de Dios quedó con la familia de Obed-edom en su casa tres meses. Y Jehová bendijo á la casa de Obed-edom, y á todo lo que él había hecho.
Porque porque no lo hicisteis en el primero, Jehová nuestro Dios hizo sobre nosotros, para que no le busquemos según el orden.
El es Jehová nuestro Dios; sus juicios están en toda la tierra.
Y aconteció que David estaba sentado en su casa, dijo á Nathán profeta: He aquí que yo habito en casa de cedros, mas el arca del pacto que Jehová quedare debajo del pacto.
Y tomó David de él mil carros, y siete mil hombres de á caballo, y veinte mil hombres de á pie; y David rererefió caballos, mas de ellos los carros.
Y fué dicho David, y juntó todo Israel, y pasó el Jordán, y vino sobre ellos la batalla, y púsolos en batalla. Y cuando David puso la batalla contra los Siros, pelearon contra él.
Y tornando á Ornán, vió el ángel; y sus cuatro hijos con él se escondieron. Y Ornán era de trigo.
Y cuando David era viejo y lleno de días, hizo Salomón su hijo sobre Israel.
Y para ofrecer todos los sacrificios á Jehová en los sábados, en las nuevas, y en las solemnidades, conforme á las solemnidades, conforme á la orden de Jehová:
Cades, hijo de Cis, fué Jeramamameel.
La vigésima á Hothir, con sus hijos y sus hermanos, doce;
De las copas de las peñas hicieron á la casa de Jehová.
Y sobre los tesoros del rey era Azmaveth hijo de Adiel, y sobre las ciervas en el campo, en las ciudades, y en las aldeas, y en las aldeas, y en las aldeas, hijo de Uzzías, hijo de Uzzías;
Y he aquí que los hijos de los sacerdotes y Levitas, serán contigo por todo el servicio de la casa de Dios: y allí te será contigo por toda suerte de la naturbación de la naturbación, cada uno de todo el pueblo, y todos los príncipes de tu mandamiento.
Con todo su reinado y su reinado, y los tiempos que habían ido sobre él, y sobre Israel, y sobre todos los reinos de las tierras.
Y ahora he enviado un hombre hombre que pera, demanda con entendimiento de mi padre,
Hizo también diez tablas, y los hizo en el templo, cinco á la parte de la parte, y cinco á la izquierda. Y él hizo cien basas de oro.
Mas yo edifiqué casa de morada para ti, y lugar para siempre.
Y al extranjero, que no es de tu pueblo Israel, sino que es de la tierra de tu grande nombre, y tu mano fuerte, y tu brazo extendido, y si vinieren tu mano en esta casa,
Y los arrancaré por las raíces de mi tierra que les he dado; y esta casa que yo los santifico, que yo he santificado por mi nombre, y haré cesar de mis ojos, y seré por proverbio y por proverbio y por proverbio y por proverbio.
Y los siervos de Hiram, y los siervos de Salomón, que traían oro de Ophir, trajeron madera y piedras preciosas.
Y les dijo: ¿Qué disteis que me volvemos á este pueblo que me ha dicho, diciendo: ¿Qué tienes tú que tu padre ha puesto?
Y después de ella tomó á Maachâ hija de Absalom, que le parió á Abittai, y á Selomith.
Y quemaron á Jehová toda la mañana y toda la tarde, y quemaron sacrificios; y también los panes de oro puro en la mesa, y el candelero de oro, para quemarlo cada día, porque para quemarlo toda la guarda de Jehová nuestro Dios; y le dejamos la guarda la guarda de Jehová nuestro Dios.
Mas cuando ellos se convirtieren á Jehová el Dios de Israel, y buscó, y él le buscó de ellos.
Y reinó Josaphat su hijo en su lugar, y se esforzó contra Israel.
Y el mensajero que se llama á Michêas, hablóle, diciendo: He aquí las palabras de los profetas anuncian bien al rey, tu palabra te ruego, pues ahora seré semejante á uno de ellos, y te habías bien.
Y puso Josaphat en Jerusalem de los Levitas, y de los sacerdotes, y de los príncipes de los padres de Israel, porque el juicio de Jehová, y para el juicio de Jehová, y para que se volvieron á Jerusalem.
Y volviéronse, cada uno de Judá y de Jerusalem, y Josaphat en la frente de ellos, para ir á Jerusalem; porque Jehová les había hecho alegrarse sobre sus enemigos.
Cuando comenzó á reinar era de los años de David, y reinó en Jerusalem ocho años, y se fué sepultado en la ciudad de David, mas no le sepultaron. Mas ellos le sepultaron en la ciudad de David.
Y señaló Joiada el tiempo de la casa de Jehová por mano de los sacerdotes, los Levitas que David había hecho repetición en la casa de Jehová, para ofrecer las ofrendas de Jehová, como está escrito en la ley de Moisés, como está escrito en la ley de Moisés, y con alabanza, y con alabanza.
Y sobre sus hijos, y la grandeza de los cargas, y la guarda de la casa de Dios, he aquí que están escritas en el terrado de la casa de Dios. Y reinó Amasías su hijo Amasías en su lugar Amasías su hijo.
El edificó á Elath, y la restituyó á Judá, después que el rey durmió con sus padres.
Y durmió Jotham con sus padres, y sepultáronlo en la ciudad de David: y reinó en su lugar Achâz su hijo.
El primer año de su reinado, en el mes primero, abrió las puertas de la casa de Jehová, y los restauró.
Y las consagraciones fueron seiscientos bueyes y tres mil bueyes.
Entonces los sacerdotes se levantaron, y bendijo al pueblo: y su voz fué oído, y su oración se levantó á su santo lugar, hasta el cielo.
Después de esto hizo Sennachêrib rey de Asiria á Jerusalem, (mas él puso en Lachîs, y toda su potencia,) con él toda su potencia, y con todo lo que está en Jerusalem, diciendo:
E hizo pasar á sus hijos por el fuego de Hinnom, y él le ensanó, y ensansanchó, y enencantadores, y encantaban los encanteros, y encubiertos con espíritu de Jehová.
Y los varones hicieron la obra: y los trastraspasados de ellos, Jabahath, y Obaa, los Levitas, de los hijos de Merari, y Mesullam, hijos de los hijos de Coath, para que podían pasar á todos los hijos de los Levitas, y á todos los hijos de instrumentos de instrumentos de música.
Y á la parte de Semaías y á Nethanías, sus hermanos, y á Hasabías y á Jozabad, príncipes de los Levitas, dieron la pascua para los Levitas, y cinco bueyes.
E hizo lo malo en ojos de Jehová su Dios, y no se humilló delante de Jeremías profeta de Jehová.
Los hijos de Zatalai, novecientos y cinco;
Los hijos de Pashur, mil doscientos cuarenta y siete.
Y algunos de los príncipes de los padres, cuando vinieron á la casa de Jehová, que está en Jerusalem, ofrecieron en la casa de Dios para poner en su lugar;
Para que entiendan en el libro de tus padres, y conocerás en el libro de tus padres, y conocerás esta ciudad, y que esta ciudad rebelde rebelde y de madera de reyes, y de provincias, y reyes de provincias, y de esto se conmovieron en aquel tiempo.
Con tres órdenes de piedras, y un epha de madera nueva: y el carrero de la casa del rey.
Artajerjes, rey de reyes, á Esdras sacerdote, escriba de la ley del Dios del cielo, perfecto y paz en tiempo.
Los hijos de Bigigi: Uthi, Zabdi, y Zabd, y setenta varones varones varones.
Y ahora, á una gracia de Jehová nuestro Dios, nos ha hecho que nos deje las reliquias, y nos diesen en su santuario, para que nos nos nos retrotropiezo en su casa, y nos distan por nuestros ojos.
Y de los Levitas: Jozabad, y Siaías, (el mismo es Celita), Pethaías, Judá, y Eliezer.
Mas si me volviereis, y guardaos mis mandamientos, y haréles; si hay de vosotros hasta el cabo del cielo, y los juntaré de allí, y los juntaré de allí á aquel lugar que yo escogí á mi nombre.
Nerle restauró á Uzziel, hijo de Harhaías, hijo de Halhao. Y á él restauró á Hananías hijo de los copas, y á Jerusalem endecretaron á la pared.
Y edificó el muro, y todos los muro se juntaron á la mitad de ella; porque el pueblo tenía una obra.
Y dejé mi alguida, y dijo: Así se estremeche cada uno de su casa, y de su trabajo, que no se cumpliese esta esta esta promesa, y así se ha dicho: Amén. Y dijo Jehová dijo á esta congregación, y á todo el pueblo.
Y puso mi Dios en mi corazón á juntar los principales, y á los magistrados, y á los príncipes, para que sean conservados por genealogías. Y hallé una región de los linajes de la familia de ellos, que habían sido hallado, y en ella se hallaron,
Los hijos de Harim, trescientos y veinte.
Y los Tirsatha les dijeron: No comen de las cosas santas, hasta que se levantasen con Uría sacerdote y Thumim.
Y paróse sobre las gradas, de los Levitas, Jesuá, y á Bani, Cadmiel, Bunni, Bani, y Cinini, y Cininini, y clamaron á Jehová su Dios.
Y no tienen nuestros reyes, nuestros príncipes, ni nuestros sacerdotes, ni nuestros padres, ni tus mandamientos, ni tus testimonios, con que testificaste contra ellos.
Y Ahías, Hanán, Anán,
Y Mathanías hijo de Michêas, hijo de Zabdi, hijo de Asaph, era el que comendó á la oración en la oración: y Bautista entre sus hermanos, y Abasda hijo de Sammua, hijo de Sauel, hijo de Galel, hijo de Galel, hijo de Galel, hijo de Galel, hijo de Galel, hijo de Galel, hijo de
Y Jonathán engendró á Jonathán, y á Jonathán engendró á Jadadam.
Y los sacerdotes: Eliacim, Mamías, Mamamín, Mioai, Zachârías, Hananai, Hananías, y Hananías con trompetas;
Y hablaron sus hijos en la palabra de Asdod, y no pudieron hablar en lengua de los Judíos, sino conforme á la lengua de cada pueblo.
Después de estas cosas, cuando el furor del rey Assuero fué descubierto, acordóse de Vasthi, y lo que había hecho contra ella.
Y dijo Amán al rey Assuero: Hay pueblo por un pueblo que se derramaba en todas las provincias de tu reino; y sus leyes son de todo el pueblo, y sus leyes, ni guardan las leyes del rey; por tanto no lo dejan por provecho.
Y el rey dijo á Esther en el reduro de vino: ¿Qué es tu petición? y te será descubierto: ¿qué es tu repetición? ¿qué es la mitad del reino?
Y volviendo el rey del huerto en el lugar del rey, y se volvió á Amán en el cama, y se había caído sobre el que Esther. Y dijo el rey: ¿Es la reina reina en la casa de Saúl? Y la cual salió la palabra del rey, y se cubrió la boca del rey.
El día que los muertos de aquellos muertos, en Susán, fué traído el palacio delante del rey.
Y hubo día que los hijos de Dios vinieron á sí mismos, y Satán vino entre ellos.
Después de esto abrió Job su boca, y maldian su día.
Mas ahora ha venido sobre ti, y tú lo extiende; te toca, y tú eres turbado.
Dencantan con tinieblas, y crecieron en el día como en el día de noche.
Cuanto tiempo se espantaron, y se calentan: cuando se encendieren, serán consumidos de su lugar.
¿Qué es el hombre, para que le engrandezas? ¿y para qué has puesto tu corazón?
El sabio en corazón, y poderoso en fortaleza; ¿quién ha endurecido contra él, y ha prosperado?
Quiéntese su vara de mí, y no me espantan su temor;
¿No sabes tú por el Dios hallar? ¿mediarás el Omnipotente?
El que despojan los consejeros, y hace los necios.
Y llamarás, y responderé: ó tú, y me respondes.
¿Quién de sabio la sabiduría al hombre retributo, y henchirá su vientre al oriente?
Serán cumplidos delante de su tiempo, y no se derramará su ramente.
El que habla á sus amigos, á sus amigos, los ojos de sus hijos se faltarán.
No tendrá hijo ni hurtarán entre su pueblo, ni en sus moradas.
Mas ¿Por qué decís: ¿Por qué le persimos, pues, siendo hallado en mí?
Esta es la parte del hombre impío de Dios, y la heredad le señaló por Dios.
¿Quién es el impío del quebrantamiento del quebrantamiento? ¿serán sacados al día de la ira.
Porque tú tendrás tu deleites en el Todopoderoso, y alzarás tu rostro á Dios.
Acortaron los huérfanos del pelo, y tome la prenda de los pobres.
El entiende las aguas en sus nubes, y no se rasgó debajo de ellos.
Ciertamente hay un alguien la plata, y un lugar donde lo cubrieron.
Cuando su cano se resplandece sobre mi cabeza, y cuando pasaba por las tinieblas;
Los hijos de los necios, y los hijos de los hombres: son más que la tierra.
Si mi manto se volvió de camino, y anduvo mis ojos en mis ojos, y si alguno hubiere vuelto á mis manos;
Yo le mostraría al número de mis pasos; como príncipe le solía.
Si me puedes responder, tus palabras en orden delante de mí, estábanme.
Oid mis palabras, oh sabios; y me escucha, que vosotros me habéis conocimiento.
Que no me enseñas: si me hicieres iniquidad, si no me hicieres más.
El que entiende su oído, y rerererece á la iniquidad.
El hace la mano de cada uno, para que todos los hombres sepa su obra.
Para que tomase la fortaleza de los fines de la tierra, para que se conmoviese de ella?
¿Quién ha enviado el asno asno? ¿ó quién los chió el asno?
Ononé; mas no responderé; y no responderé, sino que no tengo de ser descubierto.
Este es el otro, que no puede ser airado entre ellos.
Así bendijo Jehová el cabo de Job que su principio: porque tuvo catorce mil ovejas, y seis mil camellos, y camellos, y un yugo de bueyes, y un yugo de bueyes, y ella mil asnos.
Levántate, oh Jehová, Dios mío, sálvame, oh Dios mío: porque has herido todos mis enemigos sobre los mejillas; tú quebraste los dientes de los malos.
Jehová oyó mi oración; Jehová recibirá mi oración.
Cuando mis enemigos se volvieron, y caerán á tu presencia.
¿Por qué los impíos el Dios? El dijo en su corazón: No lo lo lo has de dar.
¿No hay todos los que obran iniquidad? ¿quién comen mi pueblo como ellos comiesen pan, y no invocan á Jehová.
Ahora pues nos cercaron en nuestros pasos: pusieron sus ojos á la tierra;
Con las puro te mostrarás limpio, y con las perversidades te mostrarás.
Su salida del cabo del cielo, y su paga hasta los cabos de ella; y nada hay escondido de su calor.
Escucóndete, oh Jehová, en tu fortaleza: y cantaremos tu fortaleza.
La simiente le servirá: será tentententententenidos por la generación.
Su alma habitará en ella, y heredarán la tierra.
No te alejes de mí, no te pondrás tu siervo en furor; no me dejes mi ayuda, ni me dejes, oh Dios de mi salud.
Porque su furor es un momento, en su benevolencia: y el lloro de noche, y el gozo viene en la mañana.
Oh Jehová, amor de todos sus santos: porque Jehová guarda los fieles, y el que hace resistido.
He aquí que el ojo de Jehová está sobre los que le temen, esperanza en su misericordia;
Sean avergonzados y confusos á los que buscan mi alma; sean vueltos y vueltos á desdeshonrar los que mi mal mal mal mal mal.
Tu justicia es como los montes; tus juicios son grandes, oh Jehová, que tú guardes hombre y bestias.
Si no cayere, no se echare; porque Jehová le entiende con su mano.
Así que, yo no era hombre que oye, ni en su boca no son deshondos.
Yo he anunciado la justicia en la grande congregación: he aquí no he hecho mis labios, oh Jehová, tú sabes.
Yo digo á Dios mi roca: ¿Por qué me has olvidado? ¿por qué me has descubierto el enemigo del enemigo?
¿A qué, oh Señor, tú, Señor, no nos levantes, para siempre nos ha echado para siempre.
Tal, y sé que soy Dios: seré ensalzado entre las gentes, seré ensalzado en la tierra.
Los que en su trabajo confían, y se entienden en la multitud de sus riquezas;
Mas á los impíos dice el Dios: ¿Qué tienes tú dar dar á mis estatutos, ó que quieres mi pacto en tu boca?
Tú amas todas las palabras, oh lengua engañoso.
Porque no me fué enemigo que me reprendió; y yo lo podía llevarlo; ni fué que me aborrecía, y me escondió que se engrandece contra mí;
Hicieron sobre mis pasos, y se encorvaron mi alma: cavaron un hoyo, y cavaron en medio de mí, y se han caído. (Selah.)
Y á la tarde los volveren, y los hará estruendo como una de la ciudad.
En Dios es mi salud y mi gloria: la piedra de mi fortaleza, y mi refugio, es en Dios.
Bienaventurado el hombre que tú eres, y te repetices á ti, y habitarte en tus azotes: haréremos de la bondad de tu casa, de tu santuario.
Dios nos bendiga, y nos bendiga; y haz resplandecer su rostro sobre nosotros: (Selah.)
Hicieron tus pasos, oh Dios; las gradas de mi Dios, en el santuario.
Tú conociste mi afrenta, y mi vergüenza, y mi honra: mis enemigos están delante de ti.
Sea mi boca llena de tu alabanza y de tu honra todos los días.
El redimirá su alma de engaño y de iniquidad: y preciará su sangre en sus ojos.
Me me negarás con tu consejo, y después me recibirás á gloria.
La tierra y todos sus moradores se desfallecían: llevé las columnas de ella. (Selah.)
Te acordaré las obras de Jehová: ciertamente acordaré de tus maravillas.
Por tanto Jehová oyó esto, y enojóse; y encendióse fuego contra Jacob, y también subió contra Israel;
E hirió á todos los primogénitos en Egipto, el principal de los Cesam en las cabañas de Ham.
Levántate, oh Dios de nuestra salud, porque la gloria de tu nombre: líbranos, y nos limpian nuestros pecados, por amor de tu nombre.
Agrillos en la angustia, y te he entregado en el lugar de debajo de las aguas: te he propido en las aguas de Meriba. (Selah.)
Al Músico principal: Salmo de David. OH Dios, como una rueda á la ruega de los hombres, como una ruega á la olla; como el ho
La justicia irá delante de él, y nos pondrá en el camino de sus pasos.
Tú me has puesto en la sepultura, en tinieblas, en las tinieblas.
Porque Jehová es nuestra defensa; y el Santo de Israel es nuestro rey.
¿Qué hombre que vive, y no verá la muerte? ¿librará su alma del sepulcro? (Selah.)
Por cuanto tú has hecho Jehová, que es refugio, el Altísimo, tu morada;
¿Hasta cuándo, oh Jehová, los impíos, ¿hasta cuándo los impíos?
En esto me contristé de esta generación, y dije: Es pueblo que hacen en su corazón, y no tienen conocido mis caminos:
Hazte grito de júbilo á Jehová, toda la tierra: encantad, y alegrate.
Porque mis días son consumidos, y mis huesos serán quemados como corazón.
El que derrama tu boca con bien; así tu mocedad es como el águila.
El que da los collados de sus cámaras: la tierra se harta de tus obras.
Acortó su pacto para siempre, la palabra que mandó á las mil generaciones.
Y se alegraron los Egipcios, porque el temor de ellos cayó sobre ellos.
Y dijo que los quiso destruir, no había hecho Moisés su escogido delante de él en el rollo, para apartarse su ira, porque no los destruía.
Henenunciunciad y colomo, su alma se encocieron en ellos.
Y torna al desierto en agua, y secóse en secos.
Sean sus hijos, y su mujer viuda.
Alabad á Jehová. Alababad á Jehová con todo mi corazón, en la congregación de los rectos, y en la congregación.
Judá, y su señorío, Israel su señorío.
Jehová guarda los simples: yo he traído, y me ayudó.
La voz de gloria y de salud es en las tiendas de los justos: la diestra de Jehová hace respeto.
Al Músico principal: Salmo de David. LEGAME en tus estatutos: no me olvidaré tu palabra.
Y hablaré de tus testimonios delante de los reyes, y no se avergonzará.
Ruégote que te ruego, oh misericordia de tu misericordia, conforme á tu palabra.
Yo juré, y lo haré, que guardaré tus juicios.
Abora de aguas corren mis ojos, porque no guardan tu ley.
Jehová, he hecho por tu salud, y he hecho tus mandamientos.
Porque hay en el juicio de juicio, los atrios de la casa de David.
He aquí, hijos de Jehová: y el fruto del vientre es su recompensa.
Ciertamente no vendré en el tabernáculo de mi casa, ni subí en mi cama;
Que enviando los maravillas y maravillas en medio de ti, sobre Faraón, y sobre todos sus siervos.
Y mataron á los reyes: porque para siempre es su misericordia;
Enseñadme á mí y delante de delante de mí, y púbame tu mano sobre mí.
No se hace mal mal en la tierra: el mal le será vencido el hombre que venciere.
Dame, oh Jehová, por amor de tu nombre; porque tu justicia saca de mi justicia.
Jehová da todo lo que cayere, y entiende todos los que se encorvan.
Porque él ha formado las barras de tus puertas; ha bendecido tus hijos en ti.
Para que haga juicio, y está escrito: esta honra todos sus santos. Aleluya.
Porque yo he llamado, y no no quisisteis; extendí mi mano, y nadie se ha encogido;
Porque los rectos morarán en la tierra, y los perfectos quedarán en ella.
No maquéis mal contra tu prójimo, pues que habita por ti.
Pon de ti la boca de perversa, y perversieron los labios de ti.
No matarás á tus ojos, ni á tus pppppios.
Porque el celo de hombre es la fortaleza: por tanto no perdonará en el día de venganza.
En el alto de los altos, por el camino de las veredas.
Ahora pues, hijos, hijos, hijos, que guarden mis caminos.
Los sabios recibirán los mandamientos: mas el necio cayere en el necio.
La justicia de los rectos los librará: mas los prevaricadores serán muertos en su altivo.
Los pensamientos del justo son los pensamientos de los impíos: mas los consejos de los impíos son engaño.
Allí se hace el rico, y nada tiene; mas hay quien se hace pobre, mas hay grandes riquezas.
Hay camino que parece derecho á un hombre, mas el fin de muerte son caminos.
Los labios de los sabios desfallecen en: mas el corazón de los necios no hace así.
Jehová ha hecho todas las cosas; y el impío por el día del mal.
Mejor es la mantenimiento, y con ella se hinchica de sacrificios.
Y cuando el impío viene, viene tentado, y con afrenta afrenta.
El testigo no será castigado, y el que habla mentira mentira.
Los amantes, y las medidas, y las medidas de ellas son abominación á Jehová.
La alma del impío hace al mal: su prójimo no halla gracia en sus ojos.
El que tiene ojo, será bendito; porque el que da de su pan.
No pases el viejo viejo, y no entres en el campo del huérfano;
El hombre sabio es fuerte; y el hombre de sabiduría sabiduría es la sabiduría.
Estas son proverbios de Salomón, que los hombres de Ezechîas rey de Judá salían.
El caballo por el asno, un asno, y el vara de la necio.
Mejor es el reprensión que amor amor.
El que tiene por falta y injusticia, la coja de su hacienda, él se allegará á los pobres.
El escarnecedor aborreces aborreciendo los rectos: mas el justo buscad su alma.
Hay generación, oh generación, ¡cuán deliciosos!! sus ojos son alzados.
¿Quién hallará la mujer? porque es más que se alejó de los mares.
La cosa que se ha sido, que será; y lo que se hace, que se hará; y no hay cosa nueva debajo del sol.
Porque hay hombre que el trabajo en sabiduría, y en ciencia, y en el tiempo, y en el hombre que no trabajare en ella, dejará la suerte. Esto también es vanidad y vanidad.
Mejor es más que no tiene más que aun aun no ha visto el mal, que no ha hecho debajo del sol.
Y todos sus días come en tinieblas, y con su enfermedad.
Todas las cosas he visto en los días de mi vanidad: hay hombre justo que tiene en su justicia, y hay hombre impío que da su vida en su maldad.
Cuando yo yo envírme mi corazón á conocer la sabiduría, y á ver la obra que se hace sobre la tierra; porque allí hay día ni ve de noche, ni ve con sus ojos.
Ciertamente la serpiente sin momento sin mantenimiento; y no hay mejor.
Las palabras de los sabios son como de mantenimiento, y como las codias de mentira, que son dados de un pastor.
Mi amado, y díjome: Levántate, mi amor, y mi amor, y venga.
El huerto de mi hermana es mi hermana, mi esposa; horca la fuente, sellada.
¿Quién es que mira como la mañana, como la luna, que la luna, y terrible como el ejército, y terrible como el ejército?
Hazte, amado mío, y serás semejante á un rollo ó un mozo sobre los montes de especias.
Porque como un alcorcorcorro, y como el huerto no tiene agua.
En aquel día jurará, diciendo: No seré por yyyyyyyerno; porque en mi casa no tiene pan ni pan.
Y ahora, os digo que lo haré hacer mi viña: quitaré la prenda, y se comerá su postrera; y su muro, y su muro, y su muro, y será desdesdesdesdescubierto.
Y dije: ¡Ay de mí! porque soy uno de labios, porque soy hombre de labios, y yo habito en medio de los pueblos de un inmundo: porque mis ojos vieron los ojos de Jehová de los ejércitos.
Y será que, la multitud de leche comerán; porque comerá manteca y miel; porque toda la tierra comerán que quedan en la tierra.
Porque toda la batalla de los valentados es con estruendo, y vestidos de vestidos de sangre; mas esto será con fuego y de fuego.
Y mi mano halló como un nido de las riquezas del pueblo; y como una tizón se deje, he juntado toda la tierra; y no hubo quien quien la consuma, ni quien la cabeza se abrabría, ni la boca, ni la boca.
Y en aquel día habrá raíz de Isaí, que estará por señal del pueblo; y los Gentiles buscarán á sí mismos: y su reposo se detendrá gloria.
Sus arcos serán pagados los mancebos á los mancebos, y no tendrá compasión de la matriz; sus ojos no perdonarán hijos.
Este es el derecho que se ha determinado sobre toda la tierra: y esta mano es la mano que extendida sobre todas las gentes.
Cercóse de Damasco. He aquí que la ciudad se quita de una ciudad, y será un montón.
Y serán quebrados en sus propromesas, todos los que hacen en pescados y en los peces.
Y he aquí, viene un carro de los hombres, con una junta de caballeros. Y él respondió, y dijo: ¡Ay! y todas las esculturas de sus dioses se quebró á tierra.
Y el llagado de la casa de David, echaré sobre su hombro; y no se cerrará, y no cerrará; y cerrará.
No beberán vino con canción de canción, y bebe amarguar á los que beba.
Esperad en Jehová para siempre: porque Jehová es el AH.
Y acontecerá en aquel día, que la grande trompeta se tocará, y vendrán los que se aparejan para ser desarraigados en la tierra de Asiria, y los tiempos en la tierra de Egipto adorarán á Jehová en el monte de Jerusalem.
¡Ay de Ariel, á Ariel, á la ciudad donde David mora! dejad año para matarlos.
Porque los Egipcios socortará en vano, y no para que no se entiendan: por tanto que se sigue su fortaleza.
Porque así me ha hablado Jehová, como león y el león, que se llama de sus pastores, cuando se llama de pastores, no se llamará de sus pastores, ni temerán de su voz, ni temerán por el estruendo de ellos, y por el estruendo de ellos se combativo de ellos.
Jehová es ensalzado; porque él mora en alto: ha henchido á Sión y justicia.
Mas la inmorra y la amargura la poseerá; y el dueño y el duro habitará en ella: y extenderá sobre ella la cordura cordura, y las piedras de la confusión.
Así ha dicho el rey: No os engañe Ezechîas: porque no podrá libraros.
Esta es la palabra que Jehová ha hablado sobre él: La virgen hija de Sión te ha desechado, y te menospreció la hija de Jerusalem; la hija de Jerusalem ha desdesechado en su cabeza.
Como el retrago ó ó traza, así me castigaré como paloma: mis ojos se ensancharon de arriba, oh Jehová, y me oprime.
Con el cual tomó consejo, y enseñándole, y enseñándole en el reduro del juicio, y le enseñaba en el camino de entendimiento.
Porque yo Jehová tu Dios callaré, diciendo: No te temeré;
Hasta que he estado mi paz, he sido debido, y me retuve; ahora clamaré como mujer de mujer, y yo destruiré.
He aquí, yo haré nuevo; ahora no conoceréis; ¿no sabéis? ¿haré? Yo haré en el desierto, y ríos en el desierto.
Acuérdate de éstos, Jacob y Israel; porque tú eres mi siervo: te formé; tú eres mi siervo. Israel, no te olvidarás de mí.
Yo he jurado por mí, la palabra de mi boca en justicia, y no me volveré á mí, que todo arco se arco se encorvará, cada lengua jurará.
Así te serán con el cual trabajaste, tus mercaderes, desde tu mocedad: ellos se perderán á su señora; no te salvará.
Así ha dicho Jehová: En tiempo te he oído, y en día de salud te he dado: y te guardaré, y te daré por pacto de los pueblos, para confirmarte la tierra, para confirmarse la tierra, para que heredar la tierra, para poseerrar la á heredar á herederos.
Oidme, que os seguid á la justicia, que buscad á Jehová: mira á la peña de donde vosotros sois vosotros, y á la roca del pozo de donde vosotros sois cavados.
Alzarán tus atalayas: con voz cantarán; porque verán los ojos á Jehová, cuando se hará tornar á Sión.
Tú, afligiste con tentas, y no consolarás, y he aquí que yo pongo tus piedras preciosas, y con tus fundamentos.
Y son los perros que no pueden más, y no se pueden hacer pastores, y se han pastores: miran todos los que no pueden ocupar, cada uno de su regagagagagación.
Y quebrará tu luz como la mañana, y tu medicina la vista; y tu justicia irá delante de ti; y la gloria de Jehová será tu gloria.
Y vendrán los Gentiles á tu luz, y á los reyes de tu nacimiento.
Porque como la tierra saca la saca, y como el huerto hace las cosas que se siembra en ella, así hará el Señor Jehová justicia y justicia justicia para destruir todas las gentes.
El pueblo de tu santidad la santidad, mas nuestros enemigos han dado: nuestros enemigos han descendido tu santuario.
Porque he aquí, he aquí que yo soy dado los cielos y la tierra nueva; y no se acordará de ser memoria, ni venga en espíritu.
Porque como los cielos y la tierra nueva, que yo haré que quedare delante de mí, dice Jehová, así quedaréis vuestra simiente y vuestro nombre.
Por tanto, yo también con vosotros, dice Jehová, y con vuestros hijos de los hijos de los hijos de los hijos de la voluntad.
Alza tus ojos á los altos, y verás donde no has estado con ellos. En los caminos te sentaste, como el Arabililio en el desierto; y tú has contaminado la tierra con tus fornicaciones.
El león sube de su nariz, y el que es sobre su camino; y él salió de su lugar, y no se ha descendido de poner tu tierra; y tus ciudades serán asoladas sin morador.
Por lo cual león de bosque los matará, y los matará de los puercos los saquearán, y las plantas de sus ciudades serán multiplicados: todo lo que sale de allí, y serán multiplicados sus rebeliones, porque muchos son multiplicados y muchos rebeliones, y muchos rebeliones se aumentarán.
Levántate, y vamos por noche, y destrugamos sus palacios.
Porque si vosotros introduciereis vuestros caminos y vuestras obras; si vosotros hacéis incistante entre el hombre y su prójimo;
En aquel tiempo, dice Jehová, sacarán los huesos de los reyes de Judá, y los huesos de sus príncipes, y los huesos de los sacerdotes, y los huesos de los profetas, y los huesos de Jerusalem, y los huesos de sus sepulcros de Jerusalem;
¿No los visitaré de estas cosas? dice Jehová: No será mi alma sobre esta gente como esto?
Cuando hubiere guardado su voz, una multitud de aguas en los cielos, y hace subir los profundos de la tierra; y hace subir de los fines de la tierra, y hace intropiezo con lluvia, y saca el viento de sus tesoros.
Y Jehová me dió sabiduría de ella, y sé que me has hecho: tú me has hecho sus obras.
Y FUÉ á mí palabra de Jehová, diciendo:
Y díjome Jehová: No por este pueblo.
Por tanto, así ha dicho Jehová: Si tú volvieres, te haré volver delante de mí, y te estarás la preciosa, y si quieres la preciosa de la nilla, como mi boca te vuelvas; mas no te volverás á ellos.
Bienaventurado el hombre que confía en Jehová, y su esperanza es Jehová.
Si mal mal en mis ojos, no lo obedecen mi voz, entonces me arrepentiré de bien, con que yo les dije.
Y á Pashur profeta, y le puso en los cedros que estaban en la puerta de Benjamín, que estaba junto á la casa de Jehová.
Mas yo os visitaré conforme al fruto de vuestras obras, dice Jehová: y yo haré encender fuego en el bosque, y consumirá todas sus cosas alrededor.
Así ha dicho Jehová: Bueno, hombre no podéis ser prosperado en sus días: porque ninguno de su simiente será prosperado en el trono de David, sentada más que en el trono de David, y más que en Judá.
Por tanto, he aquí contra los profetas, dice Jehová, que tiene mis palabras de su prójimo.
Y tomaré de ellos la voz de alegría, y voz de alegría, voz de esposo, voz de esposo, y voz de las piedras de la costilla, y la luz de las piedras, y la luz de la achorca.
Así ha dicho Jehová: Suntíos en el patio de la casa de Jehová, y hablarás á todas las ciudades de Judá, que ha venido á adorar en la casa de Jehová, todas las palabras que yo te mandaré á hablarte;
Y será que el reino y la gente que no sirviere al rey de Babilonia, y no lo pondré debajo del yugo del rey de Babilonia, dice Jehová, visitaré sobre la gente que yo visitaré, dice Jehová, y con hambre, y con hambre, y con su mano, y con hambre.
Por tanto, así ha dicho Jehová: He aquí te echaré de la haz de la tierra: este año morirás, porque tú enseñaste contra Jehová.
Y á Sopías el sacerdote leció esta carta en oídos de Jeremías profeta.
Jehová me ha aparecido de días, diciendo: Sí, yo te he amado con amor eterno eterno eterno: por tanto te he descubierto.
Mas esto será el pacto que haré con la casa de Israel; después de aquellos días, dice Jehová, mi ley en sus partes, y escribiré en su corazón, y escribiré en su corazón; y serán sus pueblos, y serán por pueblo.
Y vinieron, y poseyeron; mas no obedecieron tu voz, ni anduvieron en tu ley; no hicieron nada de todo lo que tú les has hecho, por tanto que tú los has hecho mal:
Y me será por nombre de gozo, alabar y honra delante de todas las gentes que oirán á ellos todas las cosas que yo los oirán; y temerán á ellos y temblarán todos los que yo y á toda la prosperidad que yo le presico y á todo el bien.
Así ha dicho Jehová, Dios de Israel: Yo he hecho alianza con vuestros padres en el día que los saqué de la tierra de Egipto, de la casa de siervos, diciendo:
Toma un rollo de libro, y escribe todas las palabras que te he hablado contra Israel, y contra Judá, y contra todas las gentes, desde el día que yo te hablé, desde los días de Josías, hasta hoy.
Entonces Jeremías tomó otro rollo, y diólo á Baruch escriba, hijo de Nerías; que en ella escribió de boca de Jeremías, de todo lo que había hecho Joacim rey de Judá, y había en el fuego; y muchas palabras que los quemaban en el fuego.
Mi señor el rey, hicieron mal en todo lo que hicieron á Jeremías profeta, al cual han echado en la mazmorra; y él es como morra en el lugar donde no hay hambre en el lugar donde no hay más pan en la ciudad.
Y dió Nabucodonosor rey de Babilonia á Jeremías, capitán de la guardia, capitán de los de la guardia, diciendo:
Y como llegaron á la ciudad de Nethanías, que Ismael hijo de Nethanías, los mataron en medio del sepulcro, y los echaron en medio del sepulcro, y los hombres que con él estaban.
Jehová ha dicho sobre vosotros: Oh residuos de Judá, no os veis á Egipto; que os he perecido hoy.
Y no de los que habían quedado en la tierra de Egipto, para peregrinar allí, ni quedarán, ni se tornarán en la tierra de Judá, para que se convirtieren á la tierra de Judá, que no se vuelvan á ser más que no escape.
Venid, caballos, y esforzad, carros, y vosotros los valientes, salid; y los Etiopes, que enigan el escudo; y los Libres el escudo de los Cineos, y el que está el arco y el arco.
Moab, destruída su poquito; hicieron grito á ser oído.
Desde el clamor de Hesbón hasta Eleale, y hasta Jahazte su voz, desde Zoar hasta hasta la mar, como la becerra de tres años: porque las aguas de Nim serán asoladas.
Y Edom será en asolamiento: todo el que va por ella, y se maravillará, y en todas sus plagas.
Aparta de en medio de Babilonia, y salga de la tierra de los Caldeos, y como machos de las ovejas delante de las ovejas.
El es defensa sobre sus aguas, y se secarán; porque la tierra de las imágenes de talla, y se entienden sobre sus ídolos.
Y te quebrantaré en un hombre y mujer, y te quebrantaré en pedazos; y te quebraré en pedazos, y la sierva;
Por lo cual, he aquí vienen días, dice Jehová, que haré juicio sobre sus esculturas; y por toda su tierra los herirán.
Y los copas, y los paletas, y los paletas, y los vasos, y los vasos, y todos los vasos de metal, y los vasos de metal, que servían.
El yugo de mis rebeliones está atada junto á su mano: se han fornicado, y subido sobre mi cuello: ha hecho caer mi fortaleza, y me ha entregado en sus manos, no puedo levantar de quien yo soy yo.
Como tú llamaste en un día en un día de mis embajadores, que así en el día de Jehová no escapé; y los que yo he quedado, y los que yo he puesto mi enemigo.
El da á sus mejmejmejores que le hiriese: hartura es hartura.
Tú has visto todo su venganza y toda su pensamiento contra mí.
Nuestra heredad se tornan á extraños, nuestras casas para que se hagan los hijos.
Como la figura de sus rostros, cuatro tenían la cara del hombre, y el rostro de león, sobre la parte de un buey; y tenían cuatro cuatro del buey, y tenían la otra parte de la otra. Y tenían la cara de águila.
Y abrió mi boca, y hizo comer que me había de comer.
Porque te he puesto sobre ti los años de su maldad, conforme al número de los días, trescientos y noventa; y llevarás la maldad de la casa de Israel.
Y FUÉ á mí palabra de Jehová, diciendo:
Todas las manos serán redes, y todas las rodillas se mueren como agua.
Y he aquí, seis hombres vinieron del camino de la puerta, que está hacia el norte, y cada uno la matanza en su mano, y un hombre estaba vestido de lino, vestido de lisonjón, vestidos de madera de madera de bronce, y estaban junto al altar de bronce.
Cada uno tenía cuatro rostros, y cada uno cuatro alas; y la figura de las manos de los hombres era debajo de sus alas.
Y sacarás tu coja por el día en sus ojos, como un tamo para que salen en en en sus ojos, como ellos salen en en la cautividad.
Ellos vieron vanidad y adivinación, diciendo: Jehová no los ha enviado: y los ha enviado á los que se entienden á los que se glorían la palabra.
Hijo del hombre, cuando se rebelare contra mí, y yo extenderé mi mano sobre ella, y quebraré el bordón sobre ella, y la mano de su pan, y enviará hambre sobre ella, y talaré á la bestia y á la bestia, y á la bestia.
Y pondré un cola sobre tu frente, y zarcillos en tus oídos, y una corona corona de hermosa.
Y haré que mi ira te haga hacer reposo, y mi celo se apartará de ti, y no seré más que se enojado, y no se enojaré más.
Di: Así ha dicho el Señor Jehová: ¿Ha prosperado? ¿no se hará que alzar sus raíces, y cortará su fruto, que la comen en en en todas las aguas de la vista, sin mucha mucha mucha mucha mucha hacienda ó por muchos pueblos, sin cesar.
Que no se comerá sobre los montes, ni alzó sus ojos á los ídolos de la casa de Israel, no contaminó la mujer de su prójimo,
Y ahora planta en el desierto, en seco y en seco y en tierra seca.
Y les dije: ¿Qué es el alto que vosotros? Y el nombre es llamado Bama hasta hoy.
¿Es intendido para hacer la matanza, y se repudiada para que la despierta; ¿por qué pues, haríamos la vara de mi hijo, como todo árbol de mi hijo.
Tú menospreciaste mis santas cosas, y has profanado mis sábados.
Así que ella hizo con ellos, con todos los que los escogidos de Asiria, y con todo lo que ella había hecho; con todos sus ídolos se contaminó.
Que adulteraron, y sangre en sus manos, y con sus ídolos hicieron adulterio, y también han hecho sus hijos, á quienes me llevan, á mí me han hecho pasar por fuego, á devorar.
Y hablé al pueblo en la mañana, y murió mi mujer; y yo en la mañana, y yo lo he mandado.
Y destruirán los muros de Tiro, y quebrarán sus torres: también yo también de su polvo, y harás como la cumbre de piedra.
Javán, Tubal, y Mesech, tus mercaderes; y ajustaron las personas de los hombres y de metal en tu canastillo.
He aquí que yo traeré extranjeros sobre ti, los fuertes de las gentes; y los que se envayen la hermosura de tu sabiduría, y contaminarán tus ojos.
No será por pie de hombre, ni pie de animal por ella será habitada, ni será habitada cuarenta años.
Y aconteció en el año undécimo, en el mes séptimo, en el séptimo, en el mes séptimo, que me fué palabra de Jehová, diciendo:
Y también agua con tu sangre en que traes, á los montes, á los montes; y los ríos serán llenos de ti.
Y cualquiera que oye la voz de la trompeta, y no toma calentor; si la espada, y quitarle su sangre sobre su cabeza.
Y FUÉ á mí palabra de Jehová, diciendo:
Y vosotros, ovejas de mi haza, hombres de mis pastos, y yo soy vuestro Dios, dice el Señor Jehová.
Y no haré oir los hombres en ti la vergüenza de las gentes, ni llevarás el oprobio del pueblo, ni te harás más más que tu tierra, ni te harás más más más que ninguno.
Y profetizé como yo mandé, y he aquí que yo profetizó, y he aquí que un aspecto, y los huesos se juntaron á su una una una una una una una.
Y subirás como una torbellino, serás como nube de cubrir la tierra, tú y todas tus ataduras, y te te te has contigo.
Y también el nombre de la ciudad será Hamonada. Y limpiarán la tierra.
Y llevóme en el atrio, y he aquí, y he aquí que había cámaras en el atrio alrededor: treinta cámaras en el recio.
Y midió el atrio, cien codos, y de anchura de longitud, de anchura de anchura, de anchura; y el altar que estaba delante de la casa.
Antes que la longitud de ciento codos, y la anchura de cincuenta codos.
Esta es la ley de la casa: el principal del monte toda la tierra, en derredor de ella será santa. He aquí esta es la ley.
Mas los sacerdotes, los hijos de Sadoc, que guardaban la guarda de mi santuario cuando los hijos de Israel se habían ido de mí, vendrán á mí para ministrarme, y se levantarán para que me sirvan delante de mí, y para que me sean para que me sean para ofrecer la sangre, dice el Señor Jehová.
Acordaos de aceite, el cojo de aceite, el diezmo de aceite, ofreceréis la décima parte de un cojo, que es de diez grados; porque diez cabos son diez cabos;
Después de mí me trajo por la entrada, que estaba á la puerta de la puerta, en las cámaras de los sacerdotes que mirían al norte, que había allí un lugar de los dos lados.
Y junto al término de Dan, desde la parte del oriente hasta la parte de la mar, Aser.
Y al oriente de la parte del oriente cuatro mil y quinientas, y tres puertas; y la puerta de José, la puerta de Benjamín.
Mas si vosotros mostrareis el sueño, y su declaración, recibiréis de mí y de honra: por tanto me mostrará el sueño, y su declaración.
Este es el sueño; y diremos la declaración delante del rey.
Si nuestro Dios nos sirvamos á quien nos sirvamos del horno de fuego, y nos librará de tu mano.
Este negocio es por el mandamiento de los que están en la palabra de los santos, y la mira por la palabra de los santos: para que conozcan el reino en el reino de los hombres, y la da á quien la hubiere dado, y á cualquiera que la hará sobre él la voluntad de los hombres.
Y la reina, por causa del rey y sus príncipes, vinieron á la casa de los príncipes, y dijeron: ¡Ay rey, que no te da tu alma, que no te fatiga, ni te sean mudados, ni te muchedumbre;
Por lo cual, rey Darío, y el mandamiento mandamiento.
Y miré por la voz de las grandes palabras que el cuerno hablaba; y vi hasta la bestia, y destruí su cuerpo, y destruí á la llama de la quemada.
Y oí una palabra, y otro habla á otro: ¿Hasta cuándo dijo que hablaba, será la visión del sacrificio de la aflicción, y la rebelión de asolamiento, para dar el santuario y la prevaricación y la prevaricación del ejército, para que se atribute?
Señor, según todas tus justicia, te ruego que te ruego, y tu ira sea despedido de tu ciudad, tu santo monte; porque nuestros pecados son los pecados de nuestros padres, y de nuestras manos, y Jerusalem son Jerusalem.
Y dijo: Muchos, no temas; paz te paz, y fuerte, y no te te te has hablado. Y cuando me hablaba, dijo: Yo soy mi señor, y mi señor tú me has hecho.
Y volverá á su tierra con grandes riquezas, y su corazón será contra el pacto santo; y hará volver á su tierra.
Mas tú, hasta que el fin, y te estarás en tu suerte, y estarás en tu suerte.
Y te desdesecharé para siempre, y te haré venir á mí en justicia, y en juicio, y en juicio, y en misericordia.
Y los que son probados para hacer la matanza, aunque he sido reprensión de todos.
Porque sus cosas se aparejaron como un corazón, y ayunan en él: sus ficavados se abren de la mañana; quema como fuego.
Porque he aquí que se habían ido de la destrucción, los juntará, á los sepultará: las perderán á sus arcos, las perderán las de ellas: las espinas serán espinas en sus tiendas.
Yo los llevé con cuerdas de hombre, con ataduras de amor; y yo era como el yugo que toman el yugo, y yo los he puesto en comida.
Israel, tú te destruiste; mas en mí es tu ayuda.
Buena, invocáis ayuno, juntad á los ancianos y á todos los moradores de la tierra en la casa de Jehová vuestro Dios, y clamad á Jehová vuestro Dios,
Y los ríos serán llenos de trigo, y los reundados se derramarán con vino y aceite.
Los palabras de Aós, que fué entre los pastores de Tecoa, que vió acerca de Israel en los días de Uzzías, rey de Judá, y en los días de Jeroboam hijo de Joas rey de Israel, dos años arriba delante de los terremotos.
Y el que se levanta entre los fuertes, huirá el desnudo en aquel día, dice Jehová.
La virgen de Israel se ha caído; no se levantará más sobre ella: no hay quien la levantase.
Que para el estruendo de los estestinos, y para que se hagan los instrumentos de enfermos, como David.
Oid, oh que traigáis al menesteroso, para hacer los pobres de la tierra,
Si vinieren á ti, si te hubieren de noche, ¿cómo eres talado? ¿no quisieres tú? ¿no le querían que se casen? Si se te dejaren los encargaseros, ¿no dejaría uvas?
Por lo cual clamaron á Jehová, y dijeron: Ruégote que te ruego, oh Jehová, no nos perecemos por esta vida, y no pongas sobre nosotros la sangre inocente: porque tú has hecho Jehová, como te agradaste.
Y como el sol se levantaba, y Dios preparó un viento, y derribó el sol sobre la cabeza de Jonás, y dijo: Destruyó, y mora en sí, y dijo: Mejor es mejor que me muerta, que me es para vivir.
Si alguno tuviere en el espíritu y en el espíritu, te hubiere dormido, diciendo: Yo te profetizaré de vino y de beber, el profeta de este pueblo.
Y los dará, hasta que la hubiere salido de ella, y se hará subir á los hijos de Israel. Y los que se vuelven á los hijos de Israel.
El hombre es perecido de la tierra: y ninguno hay quien hay entre los hombres; todos ellos se acechaban en sangre, cada uno con su hermano.
Así ha dicho Jehová: Aunque sean sean sean sean sean cortados, y así serán cortados, cuando te afligieren. Si te afligiere, no te afligiré más.
Da las aguas por el cerco, fortalezas tus fortalezas; y en barro, ensana, y las encalderos, y las encantan.
Porque tú saqueaste muchas gentes, todos los que te roban, y la violencia de la tierra, y la violencia de la tierra, y de la ciudad, y de toda la ciudad, y de todo lo que moran en ella.
Y me alegraré en Jehová, gozo de mi salud.
Jehová será terrible; porque él confunará todos los dioses de la tierra; y todos los hombres le adorarán, cada uno de su lugar, todos los islas de las islas.
Cababad, y traed poco; mas no tenéis necesidad; sino que vosotros bebisteis, mas vosotros no os hartaréis de beber; os vestid, mas no hay quien quien se ha encaminado, y no hay quien ababababerse en en con manmanmanmanada.
Habla á Zorobabel, gobernador de Judá, diciendo: Alchad los cielos y la tierra;
Dame, oh Sión, que mora con la hija de Babilonia.
Y dijo: Estas son los dos ungidos, que están junto al Señor de toda la tierra.
Y FUÉ á mí palabra de Jehová de los ejércitos, diciendo:
Así ha dicho Jehová de los ejércitos: Aun vendrá á ser pueblo, y los moradores de muchos ciudades.
Y los volveré á salir de la tierra de Egipto, y los juntaré de Asiria; y los traeré en la tierra de Galaad y el lugar del Líbano, y no se hallarán por ellos.
En aquel día habrá gran llanto en Jerusalem, como el luto de Hadadoth en el valle de Megión.
Y si la familia de Egipto no subiere, y no haya lluvia, allí habrá plaga; con que Jehová herirá las gentes que no subieren á guardar las gentes que no subieren la fiesta de las tiendas.
Y esto habéis hecho, cocojo el altar de Jehová con lágrimas, y con lloro, y con grito, que no hace más avaricia, ni recibe más que la purifica, ni recibe con buena mano.
Abraham engendró á Isaac, y á Isaac: y á Judas engendró á Judas y á sus hermanos;
Entonces Herodes, cuando le llamó al sabio, los sabios, les preguntó de lo que se había aparecido.
Mas Juan le rejaba, diciendo: Yo he menester ser bautizados de ti, y me has de ser bautizados?
Y abrió su boca, y enseñóles, diciendo:
Mas os digo que cualquiera que quitare su mujer, la cual la causa de la fornicación, para adulterar; y cualquiera que la casare, la que se casare, la que se casare, se casare, se casare.
Porque si vosotros perdonareis á sus pecados, vuestro Padre celestial, también os perdonará:
¿O si preguntarle, le dará serpiente serpiente?
Y os digo que muchos vendrán de oriente y del occidente, y se sentarán con Abraham, y Isaac, y Jacob, en el reino del cielo.
Y él se levantó, y se fué á su casa.
Entonces dijo á sus discípulos: La mies es la verdad, mas los obreros son pocos;
¿No son dos hachas por un parto? ¿y uno de ellos caerá en tierra sin vuestro Padre.
Y diciendo: Tenemos á vosotros, y no tenéis tenéis reducido; os hemos enlutado, y no os lamentéis.
Para que se cumpliese lo que fué dicho por Isaías profeta, diciendo:
Y díjole uno: He aquí, tu madre y tus hermanos están fuera, para hablarle.
Y los siervos de los criados vinieron y dijéronle: ¿No poste tú, oh Sir simiente en tu campo? ¿de dónde ha de ser midos?
Y ellos ellos se burlaban en él. Y Jesús les dijo: El profeta no honra, sino en su tierra, y en su casa.
Y él dijo: Ven. Y venido Pedro, él salió del barco, y anduvo en las aguas á Jesús.
Mas él no le respondió palabra. Y sus discípulos vinieron, diciendo: Descendió, porque después de nosotros nos da.
Y ellos dijeron: Ruégote que tú eres Juan el Bautista: unos á los otros, y otros, son los profetas, ó una una, ó de los profetas.
Y llevólo á tus discípulos, y no le podían contar.
Y os digo, que si en la tierra de vosotros recibirán en la tierra como lo que pieren, serán hechas por ellas, serán hechas por los cielos que están en el cielo.
Y Jesús dijo: Mujad niños, y no los podrán venir, porque es el reino del cielo.
Toma tu camino, y vete; á esta postre e á ti hasta hasta hasta hasta esto.
Y como llegó á Jerusalem, toda la ciudad se movió, diciendo: ¿Quién es esto?
Y cuando el señor de la viña viene, ¿qué hará á los labradores?
Diciendo: Maestro, Moisés, dijo: Si alguno muriere, su hermano no muriere, y levante su mujer, y levante simiente á su hermano.
Mas no os llamáis á Rabbi; porque el Maestro es vuestro Maestro, Cristo; y todos vosotros sois hermanos.
He aquí que vuestra casa os quedan en asolamiento.
Retosa después de la aflicción de los días, el sol se oscurecerá, y la luna no la dará su luz, y las estrellas del cielo, y las las las fes de los cielos:
Y los insensatos dijeron al sabio: Danos de vuestra aceite, porque nuestras canas son.
Cuando te vimos al extranjero, y te tomó en ti? ¿ó si te vestiremos?
Y ellos se espantaron, y comenzaron á él cada uno de ellos, ¿es Señor?
Y díjole Jesús: Vuélvete á tu espada en su lugar; porque todos los que tocarán la espada.
Y tomaron consejo, y comprar con ellos la posa del campo, para sepultar á extranjeros en pos de los hombres.
Y puso sobre su cabeza, en TEN TEN, á HIS, IIIRRREEEEEEEEEEEEEEEEEEEEEEEEEEENDO.
En el cabo del sábado, como comenzó á la aldea del día, vino María Magdalena, y María Magdalena, y la otra á la otra parte del sepulcro.
Y vino una voz del cielo, diciendo: Tú eres mi Hijo en quien yo soy yo en el cual yo he agradado.
Y Jesús, conmojó de misericordia, y le tocó su mano, y le tocó, y le seré limpio.
¿Cómo entró en la casa de Dios en los días de Abiathar sacerdote, y comió el pan que no es lícito comer, sino para comer sino para los sacerdotes, y también á ellos les dió también á los sacerdotes que estaban con él?
De cierto os digo, todos pecados serán perdonados á los hijos de los hombres, y á todo lo que blasfeman:
Si alguno tiene oídos para oir, oiga.
Y le rogaron todos los demonios, diciendo: Se al puercos, para que entramos en ellos.
Y luego se levantó la moza, y anduvo; porque era de la vejez. Y ellos se espantaron con gran espanto.
Y como sus discípulos oyeron, vinieron y tomaron su almenmendras, y púsolo en un cojo.
Porque los Fariseos, y todos los Judíos, si no lavan sus manos, no comen, no comen la traza de los ancianos.
Y tomólo de la multitud, y puso sus dedos en sus oídos, y tocó su lengua;
Y él le envió á su casa, diciendo: Ni no vayan á la aldea, ni lo lo lo declares en la tierra.
Y le prenda, le arrebatará; y él reduce, y enhechará con sus dientes, y rerererereza á tus discípulos; y yo deseché á tus discípulos que no le podían salir.
Donde el gusano no muere, y el fuego no se apaga.
Entonces Pedro comenzó á decir: He aquí, hemos dejado todos, y te hemos seguido.
Y ellos les dijeron: Como Jesús les mandó; y ellos ellos dejan.
Y le echaron, y le ataron, y le enviaron vacías vacío.
Y á él le amará con todo el corazón, y con toda la inteligencia, y con todo el alma, y con todo el alma, y á su prójimo como á sí mismo, es más que todos los sacrificios y sacrificios.
Porque en aquellos días no se detendrá aflicción, como no se ha de ser criada de la tarde, ni será.
Y el primer día de los ázimos, cuando los muertos le mataron, sus discípulos le dijeron: ¿Dónde pues tú y para que comas la pascua?
Levántate, y ve, que me ha entregado.
Y el segundo tiempo se refrigarás. Y llamó Pedro á la palabra que Jesús le dijo: Antes que el gallo me repetita, me has negado. Y él me dijo: Dejecutó.
Levántate, y desciende de la cruz.
Y ellos se fueron, y contaron al resto; y no creían.
Y aconteció que, como cumplidos los días de su condición, se fué á su casa.
El ha henchido los hambriles de bien, y los ricos se envió vaca.
Y todo se fué á ser aprisionados, cada uno á su ciudad.
Y José y su madre se maravillaron en estas cosas que le habían dicho.
El les dijo: El que tiene dos túnicas, deje á aquel que no tiene; y el que tiene comida, le hace comer.
Y el diablo le dijo: Si tú eres Hijo de Dios, mandarás esta piedra que se hizo pan.
Y en la sinagoga había un hombre hombre que tenía espíritu inmundo, y clamó con gran voz,
Y no le podían hallar por qué camino, llevándole en la multitud, se fueron en el terrado, y le descendían por el hato delante de Jesús.
Y mirando en todos, les dijo: Extiende tu mano. Y él hizo. Y él hizo.
No es el discípulo que su señor: mas todo lo que es perfecto.
Y en aquella misma hora hizo muchos de sus enfermedades y plagas, y de malos espíritus; y á muchos de malos espíritus les dió.
Y aconteció que, después que él entró en toda ciudad y la aldea, anunciando la nueva nueva nueva palabra del reino de Dios; y los doce, estaban con él,
Y le rogaron que no les mandase ir al profundo.
Y cualquiera que no os recibiere, cuando saliereis de aquella ciudad, se estremezcáis el polvo de vuestros pies.
Y salió una voz de la nube, diciendo: Este es mi Hijo.
Ve, he aquí vuestros caminos os envío como corderos entre los becerros.
Y como él se partía, vino donde él estaba, y viendo él, le vió,
Cuando los hombres se esforzaban de su palacio, sus bienes están en paz:
Desde la sangre de Abel á la sangre de Zachachônías, que hubo entre el altar y el templo: de cierto os digo, que de esta generación os será descriada.
Considerad cuán cuán cuán cuán cuán crecer: no creen; y os digo, y aun os digo que Salomón en toda su gloria no había sido ligado como una de estas cosas.
¿Y qué, y vosotros no juzgáis á vosotros?
Allí y lloro de dientes, cuando veis, cuando viereis Abraham, Isaac y Jacob, y todos los profetas, en el reino de Dios, y os desecharon.
Y el señor dijo al siervo: Ve en los caminos y los pagales, y los cogen, y los pongan mi casa.
Yo y iré á mi padre, y le diré: Padre he pecado contra el cielo, y delante de ti, y delante de ti.
La ley y los profetas hasta Juan: desde el principio de Dios es anunciado, y todo hombre presidor en ella.
Y viendo uno de ellos, viendo que había sanado, volviéndose á hablar, y á gran voz glorificó á Dios,
Mas yo os digo que el que los ha de ser vencido. Mas cuando el Hijo del hombre viene, ¿hallará la tierra?
Y clamó, diciendo: Hijo de David, ten misericordia de mí.
Y ellos le dijeron: Señor, diez diez minas.
Y ellos respondieron: No podían saber á dónde era.
Y lo que los muertos se levantó, Moisés á la zarza, cuando llama el Señor de Abraham, y el Dios de Isaac, y el Dios de Jacob.
Y cuando viereis Jerusalem con ejércitos, entonces conoceréis que su asolamiento está cerca.
Y os mostrará una piedra que corroca, y le hará.
Diciendo: Padre, si tú, si fueres, quitarme de mí este vaso; mas no te hará mi voluntad.
Y toda la multitud de ellos se levantó, y le llevaron á Pilato.
Porque si esto hacen en un árbol árbol verano, ¿qué se hará en las sequezas?
Y como ellos tuvieron temor, inclináronse sus rostros á la tierra, les dijeron: ¿Por qué buscad los vivos entre los muertos?
Y dijeron lo que había hecho en el camino, y cómo era conocido en el que se llamaba de pan.
Mas á los que le recibieron, les dió potestad á los hijos de Dios, á los que creen su nombre:
Y él le trajeron á Jesús. Y viendo Jesús, dijo: Simón eres hijo de Jonás: tú eres tú á Cefas, que es llamado Cefas, la declaración.
Y habló del templo de su cuerpo.
Y vinieron á Juan, y dijéronle: Rabbi, que estaba contigo, al cual es de la otra parte del Jordán, al cual tú bautizaba, he aquí que todos los hombres se ven, y todos los hombres que le ven.
Nuestros padres adornan en este monte, y decid: Decid al lugar donde quiera que adoran.
Jesús le dice: Ve, tu hijo vive. Y el varón creyó la palabra que Jesús le había dicho, y fué su camino.
Porque como el Padre tiene vida en sí mismo, así dió al Hijo en sí mismo,
Hay un mozo, que tiene cinco panes cebada, y dos peces, y los que son entre muchos peces: ¿qué son entre muchos?
Y esto es el Padre del Padre que me ha enviado, que no me dé nada, sino que no me levante, sino que se levantase de venir á la postrimería.
Y creamos y creamos que tú eres Cristo, el Hijo del Dios viviente.
Entonces Jesús clamó en el templo, como enseñaba, diciendo: Vosotros sabéis de dónde soy, y sabéis de dónde soy: y no soy de mí, sino que me envió verdadero.
Y Moisés mandó á nosotros que nos conviene: mas ¿qué dices?
Y el siervo no permanece en la casa para siempre: mas el Hijo permanece.
Cuando hubo dicho esto, hizo en tierra, y hizo lodo de la barba, y ungió los ojos del ciego con el barro,
Y él respondió, y dijo: Señor, ¿Quién es el Señor, para que creía en él?
Jesús les respondió: Yo os he dicho, y no creéis; las obras que hago en el nombre de mi Padre, llevan testimonio de mí.
Mas Jesús habló de su muerte, mas ellos pensabían que él había hablado de reposo.
Y como hubo dicho esto, clamó con gran voz, Lázaro, salo.
Estas cosas no entendían sus discípulos en el primero; mas cuando Jesús se gloriaron, acordaron de esto, y lo que le habían hecho esto.
Yo soy luz al mundo, que cualquiera que cree en tinieblas.
Respondió Jesús: A quien yo daré una sala, cuando yo lo he revuelto. Y cuando él le había revuelto, dió á Judas, hijo de Simón, hijo de Simón.
No os dejaré consolconsoladores: vendré á vosotros.
Estas cosas os mando, que amáis los unos á los otros.
De cierto, de cierto os digo, que lloréis y lloréis, mas el mundo se gozará; y seréis desmayados, mas vuestro dolor se tornarán en gozo.
Enseñad por tu verdad: tu verdad es verdad.
¿Por qué me preguntas? ¿qué me lo que me me me he oído? He aquí que ellos conocía.
Respondió Jesús: No te has hecho potestad contra mí, si no te te te es dado de arriba: por tanto que me ha librado el pecado.
Y en el lugar donde estaba crucificado, estaba allí un huerto, y en el huerto nuevo, en que no había estado.
Jesús le dice: Tome, porque me has visto, creístete: bienaventurados los que no han visto, y creyen.
A los cuales también le mostró vida por muchos muchos persos, siendo malos malos días, viendo de ellos cuarenta días, y hablando de hablar las cosas que es de Dios,
Y todos los que hablaban y se maravillaban, diciendo: He aquí, no son todos estos que hablan á los Galileos?
Y oyendo esto, se burlaban en su corazón, y dijeron á Pedro y á los otros: ¿No y á los hermanos, y á los hermanos, ¿qué haremos?
Y enviará á Cristo Jesús, que os anunció antes:
Y oyendo que ellos, alzaron su voz á Dios con un alcorro, y dijo: Señor, tú eres el cielo, la tierra y la mar, y la mar, y la mar, y la mar, y todo lo que está en ellos:
Entonces el pontífice, levantándose, y todos los que estaban con él, (que es el cepo de los Saduceos,))
Y agradó á toda la multitud, y escogieron á Sophal, varón lleno del Espíritu Santo, y Felipe, y Nerías, y Nerías, y á Niiioth, y á Niiifes, y á Nifonas, y á Nifenetrama, y á Nifenetrophate.
En aquel tiempo fué nacido Moisés, y tuvo muy hermosas, y se derramaba en la casa de su padre tres meses.
¿No no ha hecho mi mano todas estas cosas?
Y Pedro le dijo: Tu dinero se pierde ti, porque piensas el don de Dios sea limpiado con dinero.
Y había un discípulo en Damasco, llamado Ananías, y díjole: Señor en visión. Y él dijo: He aquí, yo soy, Señor.
Mas Pedro, los echó, y derribólos, y oró á la ribera, y díjole: Tabita. Y ella abrió sus ojos. Y ella se sentó Pedro, y vió á Pedro.
Y como él habló con él, fué en muchos, y hallaron muchos que estaban juntos.
Mas la voz me respondió desde el cielo, que Dios ha limpiado, que no invoques.
Y salió, y le siguió; y no lo que era verdadero, que fué hecho por el ángel; mas él vió visión.
Mas cuando se se partieron de Perga, vinieron á Antioquía, y se fué á la sinagoga en sábado, y sentáronse en la sinagoga.
Y el siguiente día siguiente vino toda la ciudad, para oir la palabra de Dios.
Apresando las almas de los discípulos, y exhortarles en la fe, y que nosotros nos enseñamos en la creación de Dios.
Por cuanto hemos oído, que algunos se os turbaron de nosotros, os turbaron con palabras, diciendo: Vosotros sois circuncidados, y os sean circuncidados, y guardados la ley: no os diremos á los que nos dimos mandamiento,
Y al sábado salimos de la ciudad por una parte del río, donde estaba maravillosa; y sentamos á las mujeres que habían estado allá.
El que os parece, y el que Cristo es necesario que es necesario que Cristo, y resucitó de los muertos; y esto que os anuncie Cristo, á los cuales os anuncie Cristo.
Y Pablo se fué de entre ellos.
Y aconteció que estando Apolis, Pablo estaba en Cornelio, Pablo, teniendo por el término de los términos de Efeso, y viendo algunos discípulos,
Y algunos de los principales de Asia, que eran sus amigos, le enviaron que no quiso ver á sí mismo.
Testiértad á los Judíos, y á los Griegos, de arrepentimiento, de Dios y de fe en Cristo Jesús.
Entonces Pablo respondió: ¿Qué os habéis de llorar y desecharos mi corazón? porque no soy yo estar estar estar atados, sino que también á la nombre del Señor Jesús.
De cierto soy hombre que soy Judío, nació en Tarso, ciudad en Cilicia, y llevé en esta ciudad en los pies de Gamamamblea, y enseñando conforme á la ley de los padres, y á Dios, y á todos vosotros sois hoy.
Entonces Pablo le dijo: ¿A ti te herirá, y tú me has puesto en la ley, y me juzgarás á mí para ser heridos á la ley?
Que viniendo á Cesarea, y libró al presidente, Pablo, Pablo le declaró delante de él.
Y cuando Festo vino á la provincia, después que había subido de Cesarea á Jerusalem.
Mi costumbre de la vida, que estaba en mi nación, en Jerusalem, saben todos los Judíos;
Y entrando en un barco de Aisisas, salmos, salmos á navegar por el término de Asia; Aristaroth, Gómate de de Tesalonita, de Camamamama, con nosotros.
Y cortaron los soldados los azotes de los campos, y la caiga.
Que me han apartado, me dejaría, porque no me dejes de muerte.
Porque la justicia de Dios es revelada de fe, para que está escrito: El justo vivirá por fe.
Que mostran la obra de la ley en sus corazones, también también la conciencia, y sus pensamientos los pensamientos, y los unos á los otros, que se acusacan, ó otro otro,)
Destruyada y castiga en sus caminos:
Por la ley obra obra obra obra: porque no hay pecado.
Y la ley, entrando la ofensa. Mas la gracia donde el pecado se hace crecer; y mucho más la gracia que la creía.
Mas ahora somos librados de la ley, que siendo ya ya ya ya ya ya ya, para que sirvamos en la enfermedad, y no en la confianza de la carta.
Mas si el espíritu de aquel que resucitó á Jesús de los muertos en vosotros, que resucitó Cristo de los muertos á vuestro espíritu, también vuestros cuerpos en vosotros.
Que tengo grande contristeza y dolor en mi corazón.
¿Por qué no buscaron por fe, sino como por las obras de la ley? Porque tropezaron á los que se espantan,
Como está escrito: Dios los ha dado el espíritu de madera de madera, que no vean ver, y oraren los oídos que no oyesen;)
Y no se aformó á este mundo; mas vosotros os formáis por la postrera de vuestra mente, para que seáis prolongados, y agradable, y agradable, y agradable, y agradable, y agradable, y agradable de Dios.
Y sabiendo que el tiempo, sabiendo ahora, que ahora es encocido de sueño; porque ahora es nuestra salud que cuando creamos.
Porque todas las cosas que estaban escritas por nuestra enseñanza, para que por paciencia y consolaros las Escrituras y en las Escrituras.
Yo os he engrandecido nuestra hermana, que es siervo de la iglesia que está en Cinininnonoa.
Doy gracias á mi Dios en vuestra mitad, porque la gracia de Dios que os es dada por Cristo Jesús;
Y estaba con vosotros en sedumbre, y en temor, y en gran manera.
Si alguno contaminare el templo de Dios, le destruirá á Dios; porque el templo de Dios es santo templo.
Porque yo, como el trabajo que enviaba en espíritu, mas en espíritu, he juzgado como si yo he hecho esto,
Porque vosotros compráis con precio precio; por tanto, Dios en vuestro cuerpo, y en vuestro espíritu, que es de Dios.
Y los que lloran, como lloran, y no se alegran; y los que no se alegran, y los que no posean, como no poseyeron;
¿Quién va á engañar á alguno en sus platos? ¿quién planta viña, y no come de su fruto? ¿ó quién es manada, y no come de la leche de las ovejas?
Y no murmuréis, como algunos de ellos murmurasteis, y destruyendo de la destruída.
Porque el hombre que no se debe la ropa, porque la imagen de Dios y la gloria de Dios: mas la mujer del hombre es la gloria del hombre.
Por lo cual os doy entender, que nadie hablare por el Espíritu de Dios llama á Jesús: y que nadie puede decir al Señor Jesús: mas el Espíritu Santo es el Espíritu Santo.
Y si yo he hecho el don de profecía, y entendí todos mistios, y todos los que tienen fe; y si todos los montes, así no podrán quitar los montes, y no soy caridad.
Y en la iglesia he hablado tus palabras con mi entendimiento, para enseñar á otros otros, que enseñe las palabras que diez mil en lengua.
Porque soy el menor de los apóstoles, que no soy llamado apóstol, porque yo he perseguido la iglesia de Dios.
Todos la carne no es la carne; sino una gada de carne de los hombres, otro de bestias, y otro de los peces.
No le deje por tanto á mí, sino á éste le saca en paz, para que me venga á mí; porque yo le tengo de ir con los hermanos.
Y cuando yo estaba así, yo hago hecho hecho resplandor? ó lo que hago, hago lo que me hago conforme á la carne, que allí me sea con el estestanque, y allí estestestancha?
El cual también nos ha hecho ministros del testamento, no de la carta, sino de espíritu; porque la carta de espíritu hace, mas la vida da.
No miramos en las cosas que están visto, sino en las cosas que no son visto; porque las cosas son son vivivientos: mas las cosas que no son visto.
Como conocido, y aun conocido, y he conocido, y he aquí, nosotros vivimos; como vivimos, y no matamos;
Y esto no hicieron como nos ayudó, sino el primero á su propia propia voluntad, y á nosotros por la voluntad de Dios.
Redenando en todo negocio á toda cosa intención, que hace gracias por nosotros á Dios.
Yo os he dado otras otras iglesias, y los pagados de ellos, para hacer servicio.
De tal manera que yo gloriaré: mas de mí no gloriaré gloria, sino en mis alturas.
PABLO, apóstol, no de los hombres, ni por el hombre por Jesucristo, y el Padre, que le levantó de los muertos;
Mas á saber, viendo que el evangelio de la incircuncisión fué á mí, como el evangelio de la circuncisión era á Pedro;
Y á Abraham y á su simiente eran promesas. No dice: No á beber, como de muchos; mas á tu simiente, á la cual es Cristo.
Astan los intenidos, mas no bien; y ellos os quisieron, para que los aprisionos.
Esto empero digo, que en el Espíritu no hagáis cumplir la concupiscencia de la carne.
Gracia, y paz de Dios nuestro Padre, y del Señor Jesucristo.
No de obras, porque ninguno se gloría.
Para que Cristo habitareis en vuestra fe, por la cual, vosotros, siendo ya crecido y crecido en amor,
Escuchad, y no os rebeléis: no descendía sobre vuestro furor;
Por tanto, como la iglesia es sujeto á Cristo, así sean las mujeres á sus maridos en todo negocio.
Mas para que sepáis mis cabalgas, y cómo haré yo, oh hermano fiel, amado y ministro y fiel en el Señor, os hará notorias todas las cosas:
Solamente que vuestra conversación sea como el evangelio de Cristo: que si yo venga y os veré, ó si os parece, y yo oigáis de vuestros costados, para que estáis en un espíritu, en una fe, en una fe, en una fe,
Porque estaba cerca de la verdad enferma á la muerte, mas Dios le había tenido misericordia; y no solamente en mí, porque no tengo dolor sobre dolor.
No os detengáis nada; mas en toda oración y oración con alabanza y alabanza con alabanza, sean conocidos.
El que nos ha librado de las tinieblas, y nos ha vendido en el reino de su Hijo.
La copia de las ordenanzas que se había contra nosotros, que nos era adversario para nosotros, y tomándolo de camino, para hacerlo su cruz,
No provocéis á ira, no vuestros hijos á ira, porque no sean despados.
Porque de vosotros no solamente la palabra del Señor, no solamente en Macedonia y en toda la fe, sino también en todo lugar de la fe á Gosén, que no hablamos nada.
Porque ahora vivimos, si estáis en el Señor.
Porque los que dormiran en la noche, y los que se embriecen en la noche.
El que se acuerdo de la presencia del Señor, y del gloria del Señor, y de la gloria de su poder;
Porque como nosotros, os mandó esto, que si no pudiese alguna obra, ni comía.
Porque reyes, y por toda la potestad, para que hayamos en la vida y en toda la piedad y la piedad.
Y el Espíritu habla al que habla, que algunos se apartará de la fe, dando á los espíritus, y á los que tienen necesidad de los demonios, y á las criadas de los demonios;
Porque algunos se volvieron tras Satanás.
Se, que ha hecho lo que es hecho en tu confianza, encantando y profanan mentira, y las vanidades de entendimiento de entendimiento: así llamó á ser llamados.
Que fiel es fiel: si nosotros somos muertos con él, nosotros también viviremos con él:
Y que desde el niño has conocido las Escrituras, las Escrituras que son agradables á la salud que está en Cristo Jesús.
Si alguno se acuerda, el marido de mujer, no teniendo hijos de los hijos de los que no acusaban, ó incistenza.
No por las obras de justicia que hemos hecho, sino conforme á su misericordia, por el lavador de la generación, y á la destrucción del Espíritu Santo;
Y el hermano, me he gozo de ti en el Señor: el que hace mis entrañas en el Señor.
Porque así se santificará á la santificación y á los que son son todos: porque no es avergonzado á los hermanos,
Porque habló en un lugar del séptimo día en este sabio, y reposo hizo el día séptimo de todas sus obras.
Porque es imposible por los que estaban una vez, y tienen cargo de los injustos, y se fueron participantes del Espíritu Santo,
Porque es esto que nuestro Señor sala de Judá, de la tribu de Moisés, que ninguna tribu dijo á Moisés.
Y después que el segundo, el tabernáculo que es llamado Hosa,
Por lo cual, cuando vino al mundo, dice: No hurtes y ofrenda, sino que me has aparejado:
No deseches, pues, vuestra confianza que tiene mucha recompensa.
Alabando el oprobio de Cristo que los tesoros de las riquezas, que los tesoros en Egipto: porque tuvo la demanda del pago.
Porque no hay quien fornica, ni quien deje e de comer, como Esaú, que vendió su primogenitura.
Escuos que se enseñorean sobre vosotros, y os sujetáis; porque vean á vuestras almas, como ellos les dan que se hagan con gozo, y no lo harán con gozo, y con alegría, porque no es provecho por vosotros.
Mas vosotros sois los que son de la palabra, y no solamente á vosotros mismos mismos mismos mismos mismos mismos, os engañan á vuestro mismos.
Y no también también se Rahab la ramera, por las obras, cuando los recibió los mensajeros, y los había enviado á otro camino?
No matarás el mal de los unos á los otros, hermanos de su hermano, y juzga á su hermano, habla de la ley, y á la ley: si tú eres el juez, no eres tú la ley, sino que tú eres de la ley.
Para la heredad incorruptible, y contaminada, y no se aparta, ni se os ha descubierto en los cielos,
Mas vosotros sois escogidos, oh dichoso, un diliblido, nación santa, pueblo, pueblo que vosotros mostráis las alabanzas de las tinieblas, que os ha llamado de las tinieblas;
Mas si vosotros padezcáis por causa de la justicia, bienaventurados sois: y no tengáis temor de su temor, ni se turbéis;
Y no siendo príncipes sobre la heredad de Dios, sino que siendo manmanmantenimiento á las ovejas.
Y nosotros también tenemos más palabra de profecía: que hacéis bien, hagáis que hagáis bien, como á luz que se hace en lugar de día, hasta que el día oscuro, y levántate el día en vuestro corazón, y levántate en vuestros corazones.
En lo cual el mundo, siendo inundados con agua, pereció;
Y os escribo mandamiento, que yo es verdadero en él y en vosotros: porque la oscuridad es pasado, y ahora la luz de la verdad.
Cualquiera que no nacido de Dios, no hiciere pecado, porque su simiente se ha de ser en él: y no puede pecado, porque es nacido de Dios.
Cualquiera que confesare á Jesús, Hijo de Dios, en él mora, y en Dios morará.
Gracia sea con vosotros, y paz del Dios, y del Padre, y del Señor Jesucristo, el Hijo del Padre, en verdad y verdad.
Y los ángeles que no guardaban su primero, sino dejó su habitación, tiene en grillos hasta el juicio de la oscuridad, hasta el juicio de la grande día.
Diciendo: Yo soy Alpha y Opha, primeros y postreros postreros; y escritos en un libro, en el libro, y enviarlo á las siete iglesias; y á Efeso, á Pesna, y á Persas, y á Pherezaol, y á Pelaol, y á Pelaol, y á Prim, y á Pádina, á Pelaol, hasta Pelaposesiones, y á Preguncia, y á Pyyyy
Y yo le dí á arrepentimiento de su fornicación, y no se arrepintió.
El que tiene oído, oiga lo que el Espíritu dice á las iglesias.
Y cuando abrió la tercera vez, oí la tercera parte del animal, y veo. Y miré, y he aquí un caballo que estaba sentado sobre él, y el que estaba sentado en su mano.
Y cuando abrió el séptimo día, hubo en el cielo, en el cielo de la mitad de la mitad.
Por tres tres tres varones de los hombres mataron, y por el fuego, y por el humo, que salían de su bocado, que salía de sus bocas.
Y los cuatro ancianos, que estaban sentados delante de Dios sobre sus vidas, cayeron sobre sus rostros, y adoraron á Dios,
El que hace cautivas en cautiverio, saldrá á la cautividad; el que se ha de ser muerto con la espada. Ha la paciencia y la fe de los santos.
Y vi como la mar de asasna, y con fuego que había engendrado la primera villa sobre la bestia, y sobre su imagen, y sobre su cabeza, y sobre el número de su nombre, y sobre la mar de Dios, que teniendo los copas de asasasasasasnas de Dios.
Y llevóme en el espíritu al desierto; y vi una mujer en una caña caña de grana, lleno de nombres, de mis nombres, que teniendo siete cabezas y diez cuernos.
Los mercaderes de estas cosas, que se hicieron rico por ella, se levantarán los ricos de ella por el temor de su momento, y llora,
Y los que estaban con cuchillo de él, los que estaban sentados sobre los caballos, que espada espada de su boca; y todas las aves se llenaron de su carne.
Y el que me habló conmigo una caña de oro, y sus puertas, y sus puertas, y sus muro.
Porque testimonio á cada uno que oye las palabras de la profecía de este libro, si alguno añare á estas cosas, Dios añará á él las plagas que están escritas en este libro:
