En el principio de Dios crió los cielos y la tierra.
Y vió Dios todo lo que había hecho, y he aquí que era bueno. Y la tarde y la mañana era de la mañana.
Porque Dios sabe que en el día comeréis, vuestros ojos serán abiertos, y vosotros seréis como dioses, sabiendo lo bueno y mal.
Y ahora eres de la tierra, que abrió su boca para recibir la sangre de tu hermano;
Y vivió Mahalaleel y cinco años, y engendró á Jared.
Y dijo Dios á Noé: El cabo de toda carne es venido delante de mí; porque la tierra es llena de violencia; y he aquí que yo los destruiré con la tierra.
Y murió toda carne que se movió sobre la tierra, de aves, y de bestias, y de todo reptil que anda arrastrando sobre la tierra, y todo hombre que anda sobre la tierra;
Y ciertamente ciertamente la sangre de vuestras almas, en mano de todas las bestias de todas las bestias, y á la mano del hombre; en la mano de cada uno la mano del hombre.
Los hijos de Ham: Cuán, y Mizpa, y Phuim, y Canaán.
Y ellos dijeron: Ve, y edifiquemos una ciudad y torre, y una torre de la cumbre del cielo; y nosotros nos derramamos un nombre, porque no sea derramado sobre la faz de toda la tierra.
Y te pondré de grande nación, y te bendeciré, y te bendeciré tu nombre; y tú serás bendición.
Abram habitó en la tierra de Canaán, y Lot habitó en las ciudades de la llanura, y asentaron su tienda hacia Sodoma.
El solamente que los criados comieron los mancebos, y la parte de los hombres que fueron conmigo, Ecría, y Mamre, y Mamre, y los tomes su parte.
Y el ángel de Jehová le dijo: Vuélvete á tu reprensión, y te sujetes debajo de sus manos.
Y tomó Abraham á Ismael su hijo, y todos los que nacieron en su casa, y todos los que estaban con su dinero, macho entre los varones de la casa de Abraham; y circuncidó la carne de ellos en el mismo día de Dios, como le había dicho.
Y Jehová dijo: Si en Sodoma hallé en cincuenta justos de dentro de la ciudad, yo perdonaré todo el lugar por causa de ellos.
El sol se ha levantado sobre la tierra cuando Lot entró en Zoar.
Y Abimelech dijo: He aquí, mi tierra está delante de ti: donde quiera que te agradare.
Y tomó Abraham ovejas y bueyes, y dió á Abimelech; y ambos hizo pacto.
Y Bethuel engendró á Rebeca: á Milca hizo venir á Nachôr, hermano de Abraham.
Y el siervo puso su mano debajo del muslo de Abraham su señor, y le juró acerca de lo que.
Y dije á mi señor: No me seguiré la mujer.
Y ella le parió á Hiram, y á Joán, y á Madián, y á Isbac, y á Sbac.
Y dijo Esaú: He aquí, yo soy al encuentro: ¿y qué aprovechará esto?
Y ellos dijeron: De cierto, que Jehová era contigo; y nosotros hemos dicho: Demos ahora un juramento entre nosotros, y te haremos alianza contigo, y te haremos alianza con alianza;
Y no le dejaba, porque sus manos eran como de Esaú su hermano: así le bendijo.
Y envió Jacob á su padre y á su madre, y fué á Padan-aram;
Y Labán dijo á Jacob: Por cuanto tú eres mi hermano, para que me sirvas? ¿qué me enseñará?
Y Zilpa la sierva de Lea, parió á Jacob un hijo.
Y Jacob apartó los corderos, y puso los rostros de los rebaños de las ovejas, y todos los que estaban en las ovejas de Labán; y él los puso por sus ovejas, y no los pusiesen á Labán de Labán.
¿Por qué te dejaste oculto, y hurtes de mí, y no me declaraste, para que te he enviado con mantenimiento, y con higos, y con arpa, y con arpa?
Y viendo Jacob, les dijo: Este es el Dios de Dios: y llamó el nombre de aquel lugar Mahanaim.
Por tanto, los hijos de Israel no comen el hato que está sobre los hijos de Israel, que se ha tocado el día del muslo de Jacob: porque el que tocó el muslo de Jacob en el muslo de los hijos de Jacob.
Y habitaréis con nosotros: y la tierra será delante de vosotros; y la poseeréis en ella, y os saltaréis en ella.
Y aparecióse Dios á Jacob, cuando salió de Padan-aram, y le bendijo.
Estos son los nombres de Esaú, hijos de Esaú; Eliphaz hijo de Ada, mujer de Esaú, mujer de Basta, mujer de Esaú.
Y estos son los nombres de Esaú, que vinieron de Esaú, conforme á sus familias, por sus habitaciones: el duque Timnah, el duque Jedith, el duque Jedith, el duque Jether,
Venid, y venimos á los Iselielielitas, y no sea nuestra mano sobre él; porque es nuestro hermano y su carne. Y sus hermanos.
Y preguntó á los hombres de aquel lugar, diciendo: ¿Dónde está la ramera, que se opele por el camino? Y dijeron: No hubo ramera en este lugar.
Mas Jehová fué con José, y le mostró misericordia, y le dió gracia en los ojos de la cárcel.
Y durmió, y soñó el segundo tiempo: y he aquí siete espigas que subían sobre uno de grano, y bueno.
Y juntaren todos los mansos de los años de su mano, y ponen el trigo debajo de la mano de Faraón, y guardaren las en las ciudades.
Y conoció José á sus hermanos, mas no le conocían.
Y él dijo: Hijo mío, no descenderá con vosotros; porque su hermano es muerto, y él está en el camino que entrareis en el camino que entrareis en el camino que entrareis á mi sepultura.
Y José apresúrase, porque sus entrañas se aprisionaron sobre su hermano; y buscó en su cámara, y entró en su cámara, y lloró allí.
Y nosotros dijeron: No podemos descender; si nuestro hermano es con nosotros, entonces nos descendremos: porque no veamos el rostro de nuestro hermano, si el menor es el menor con nosotros.
Para que todos ellos diesen cada uno de sí mismo, sino á Benjamín tres piezas de plata, y cinco blancas.
Los hijos de Nephtalí: Jahi, Guni, Guni, Jezer.
Y compró José toda la tierra de Egipto por Faraón; porque los Egipcios vendían cada uno su campo, porque el hambre prevaleció; así se fué la tierra de Faraón.
Y su padre no quiso, y dijo: Yo conozco, hijo mío, yo sé; y él será grande grande, y él será mayor: mas la verdad será mayor que su hermano menor, y su multitud será mayor que su multitud.
Y de Benjamín como una hoja: en la mañana consumirá la mañana, y la noche se dividerá la presa.
Y José dijo á sus hermanos: Yo moraré; y Dios os visitaré de esta tierra que juró á Abraham, á Isaac, y á Jacob.
Y como ella abrió, vió al niño; y he aquí que el niño lloraba. Y ella tenía misericordia de los Hebreos, y dijo: Este es de los Hebreos.
Y dijo Moisés á Dios: ¿Quién soy, que yo voy á Faraón, y que yo saba á los hijos de Israel?
Y Jehová dijo á Moisés en Madián: Ve á Egipto: porque todos los muertos son los muertos que buscan tu vida.
Ahora pues, y la obra, porque no os será dado, mas vosotros seréis librados.
Y el hijo de Aarón le tomó uno de las hijas de Pusiel, y le parió Phinees: estas son las cabezas de los padres de los padres de los Levitas conforme á sus familias.
Y siete días fueron cumplidos, después que Jehová había herido el río.
Y salió Moisés de Faraón, y rogólo á Jehová.
Al Músico principal: Salmo de Jehová (porque no hay más poderoso poderoso poderoso poderoso poderoso poderoso poderoso y granizo; y yo os iré, y no os dejaréis.
No vieron otro otro, ni se levantó de su lugar para tres días; mas todos los hijos de Israel tenían luz en sus moradas.
Y este día os será por memoria; y haréis fiesta á Jehová por vuestras generaciones.
Mas el siervo del hombre compró por dinero, cuando le circuncidó, él comerá.
Y HABLÓ Jehová á Moisés, diciendo:
Y vió Israel grande obra que Jehová había hecho sobre los Egipcios; y el pueblo temió á Jehová, y creyó á Moisés su siervo.
Y los hijos de Israel les dijeron: Escribe á Dios por la mano de Jehová en la tierra de Egipto, cuando estuvimos junto á la carne de Jehová, y cuando comamos de comer pan, y comíamos de comer pan para que nos traigamos en este desierto.
Y dijo Moisés á Aarón: Toma un omer, y pon un omer de manna, y ponlo delante de Jehová, para que sean guardados por vuestras generaciones.
Y conozco que Jehová es mayor que todos los dioses: porque en lo que hicieron lo mejor.
Y descendió Moisés del monte hasta el pueblo, y santificaron al pueblo; y lavaron sus vestidos.
Y dijeron á Moisés: Habla con nosotros, y oímos: mas no hablamos á Dios con nosotros, porque no muramos.
Y si algún mal seguirás, y la vida por vida,
Si su padre no quiso darle á dar, él pagará conforme al dinero de las vírgenes.
Y la fiesta de la mies, las primicias de tu labor, que sembraste en el campo: y la fiesta de la semana, que está en el cabo del año, cuando recogiste en tu heredad.
Y Moisés se levantó, y su servido á Josué: y Moisés subió al monte de Dios.
Y harás un término de ancho de mano alrededor, y harás una corona de oro alrededor.
Y harás tablas para el tabernáculo de madera de Sittim.
Delante de las tablas harás: como te ha mostrado en el monte, así lo harás.
Y pondrás en ella las piedras de piedras, cuatro órdenes de piedras: el primero será el primero.
Y Aarón y sus hijos llevarás á la puerta del tabernáculo del testimonio, y lavarás con agua.
Y si la carne de las consagraciones de las consagraciones, ó de la mañana, quedarás al fuego, y el fuego lo quemarás: no se comerá, porque es santa.
Y harás una fuente de metal, y su pie de metal, para que lavarás: y pondrás entre el tabernáculo del testimonio y el altar, y pondrás las aguas.
Y las vestimentas del servicio, y las vestimentas de Aarón sacerdote, y las vestiduras de sus hijos, para ministrar en el sacerdocio,
Y dijo Aarón: No se apresuren el furor de mi señor: tú sabes los pueblos que están sobre mal.
Y Jehová dijo á Moisés: Yo haré esto que has dicho: porque has hallado gracia en mis ojos, y te conozco por nombre.
Porque yo echaré las gentes delante de ti, y tus términos: ni nadie te tocará tu tierra, cuando subieres delante de Jehová tu Dios en el año.
Las vestimentas del servicio, para hacer servicio en el santuario, las vestimentas de Aarón sacerdote, y las vestimentas de sus hijos, para ministrar en el sacerdocio.
Hizo también las cortinas de cabras para el tabernáculo sobre el tabernáculo: las cortinas de las cortinas.
Hizo también la cubierta de oro puro, de dos codos, y la mitad de su longitud, y un codo y medio de su anchura.
Y puso las varas en los anillos á los lados del altar, para que llevase el altar con tablas.
Y obraron piedras de oro, de oro, de oro, como de anillo de oro, con los nombres de los hijos de Israel.
La mesa, y todos sus vasos, y la proposición,
Y puso el pan en su orden delante de Jehová, como Jehová había mandado á Moisés.
Y el sacerdote lo sacará al altar, y lo hará arder su cabeza, y lo quemará sobre el altar; y su sangre será de la parte del altar:
Y si su ofrenda fuere macho cabrío, ofrecerá delante de Jehová.
Y tomará el sacerdote de la sangre del pecado con su dedo, y pondrá sobre los cuernos del altar del holocausto, y derramará su sangre al pie del altar.
Y HABLÓ Jehová á Moisés, diciendo:
Asimismo esta ley es la ley del pecado: es cosa santísima.
Y el sacerdote quemará el sebo sobre el altar: mas los hijos de Aarón y los hijos de Aarón.
Y mató á Moisés, y tomó de la sangre de la sangre de Aarón, y púsola sobre la bandera de Aarón, y sobre el pulgar de su mano derecha, y sobre el pulgar de su pie derecho.
Y llevólo el presente, y tomó un puño sobre el altar, y quemólo sobre el holocausto del holocausto.
Todo lo que hace, y es de vestimentera, y el que siembra entre las bestias, comeréis.
Y todo vaso de vaso, en que cayere de ellos, será inmundo; y quebraréis.
Y si el sacerdote viere, he aquí que la extiende en la piel, el sacerdote lo dará por inmundo: es lepra.
Y si alguno ó mujer en la piel de su carne, blanca blanca, y mancha blancas;
Mas el séptimo día será tendido todo su cabello, y su cabeza y su barba, y todos sus vestidos, y todas sus cabañas se lavarán: y lavará sus vestidos, y lavará sus vestidos, y lavará sus vestidos, y lavará en agua, y será limpio su carne.
Y el sacerdote entrará hasta el séptimo día, y mirará; y si la plaga fuere extendida en los muros de la casa;
Y el vaso de la tierra, el que tocare el flujo, será quebrado: y todo vaso de madera de madera será raído en agua.
Y llevará Aarón el macho cabrío sobre la suerte de Jehová, y lo ofrecerán por expiación.
Para que los hijos de Israel traigan sus sacrificios, para que los ofrecerán en el campo abiertos, para que los trajesen á Jehová, á la puerta del tabernáculo del testimonio, á la paz, y á la paz á Jehová.
Y no se allegará á mujer para cubrir su desnudez, como ella se vestirá por su inmundicia.
No guardaréis mis estatutos. No dejarás tu ganado con mantenimiento: no sembrarás tu heredad con mantenimiento: no sembrarás tu simiente, ni se hartará de lino.
Y si alguno durmiere con su nuera en su nuera, de cierto morirá: su sangre será para ellos.
Y no profanará su simiente entre su pueblo; porque Jehová lo santificaré.
Y cualquiera que ofreciere sacrificio de paces á Jehová para cumplir su voto, ó en ofrenda de ovejas, ó en ofrenda de ovejas, no será acepto.
Y ofreceréis con el pan siete corderos de un año sin defecto, y un becerro, y dos carneros: serán quemados al holocausto á Jehová, con su presente, y sus libaciones, y sus libaciones, y sus libaciones, ofrenda encendida de olor suave á Jehová.
El orden sobre el candelero de Jehová delante de continuo.
El jubileo os será quince años: no sembraréis, ni siembra que siembra de sí mismo, ni se juntará las uvas de tu vid, ni juntaréis en ella.
Y él se apartará de ti, y sus hijos con él, y volverá á su familia, y á la posesión de sus padres se volverá.
Yo también os haré esto; sobre vosotros os pondré en espanto, y encenderé sobre vuestros ojos, y encenderéis los ojos, y la causa de corazón: y sembraréis vuestra simiente en vano, vuestra simiente comeréis.
Estas son los estatutos y derechos, que Jehová lo hizo entre él y los hijos de Israel en el monte de Sinaí.
Y toda la tierra de la tierra, si de la simiente de la tierra, ó de fruto, es el fruto de Jehová: es santo á Jehová.
De los hijos de Judá, por sus generaciones, por sus familias, por las casas de sus padres, conforme á la cuenta de los nombres, de veinte años arriba, todos los que podían salir á la guerra;
Todo varón de los hijos de Israel asentará junto á su bandera, con la tabla de la casa de su padre: alejarán el tabernáculo del testimonio.
Estos son los contados de los hijos de Israel por la casa de sus padres: todos los contados de los hijos de ellos, seiscientos y cinco mil y quinientos.
En el número de todos los varones de un mes arriba, de ocho mil y seiscientos, la guarda del santuario.
Y sobre la mesa de pan extenderán un paño de jacinto, y pondrá sobre él los peces, y los tazones, y los tazones, y los tazones:
Estos fueron contados los contados de las familias de Coath, todos los que hacen servicio en el tabernáculo del testimonio, que Moisés y Aarón, conforme á la cuenta de Jehová.
Y el sacerdote pondrá la mujer delante de Jehová, y descubrirá la cabeza de la mujer, y pondrá la ofrenda de sus manos, que es el celo en sus manos: y el sacerdote hará en su mano amargas amargo la maldición que guarda la maldición.
Y ofrecerá el carnero para sacrificio de paces á Jehová, con el canastillo de los panes sin levadura: también el sacerdote ofrecerán su presente, y su libación.
Una cuchara de oro de diez siclos, llena de perfume;
Una cuchara de oro de diez siclos, llena de perfume;
Una cuchara de oro de diez siclos, llena de perfume;
Y los Levitas fueron purificados, y lavaron sus vestidos, y Aarón como ofrenda delante de Jehová; y Aarón hizo expiación por ellos.
Cántico gradual de plata de plata: toda medida los pondrás: para los que los juntes de la congregación, y para los participes de la congregación, y por las corrientes.
Y será que con nosotros, si con nosotros, y lo que Jehová nos hará, lo que Jehová nos hará.
Mas quedó dos de los hombres en el campo, el nombre del uno era Eldad, y el nombre de Medad; y el espíritu de Medad sobre ellos; y el espíritu de los que estaban escritas en el tabernáculo, y no salieron al campo.
De la tribu de Judá, Caleb hijo de Jephone.
¿Y por qué Jehová nos ha traído á esta tierra, á cuchillo, para que nuestras mujeres y nuestros hijos se habían de ser presa? ¿no para volvernos á Egipto?
Y vendrán vuestros hijos en el desierto cuarenta años, y llevarán vuestras fornicaciones, hasta que vuestros cuerpos serán asolados en el desierto.
Habla á los hijos de Israel, y diles: Cuando hubiereis entrado en la tierra donde os saqué,
Y puso fuego en ella, y púsolos en delante de Jehová á mañana, y será el que Jehová escogiere, será santa: vosotros, hijos de Leví, hijos de Leví.
Habla á Eleazar hijo de Aarón sacerdote, que tomará los incensarios de fuego, y esparcirás al fuego, y esparcirás al fuego; porque son santificados.
Y te serán reunidos, y guardarán la guarda del tabernáculo del testimonio, porque todo el servicio del tabernáculo: y el extraño no descenderá á vosotros.
Esta es la ordenanza de la ley que Jehová había mandado, diciendo: Habla á los hijos de Israel, que te han de hacer una cabra sin defecto, y no hay en que ningún yugo;
Y Moisés y Aarón juntó la congregación delante de la peña, y díjoles: Oid ahora, ¿os habéis de comer agua?
Y partiendo de Oboth, asentaron en Ibarim, en el desierto que está delante de Moab, hacia el sol.
Ahora pues, ahora me ruego, maldecirme á este pueblo; porque me son fuertes: quizá te fortalecemos, y heriremos, y que los eches de la tierra; porque yo los enseñaré de la planta que tú bendiga, y al que tú me bendiga.
Y oyó Balac que Balaam había salido, salió á recibir á una ciudad de Moab, que está en el término de Arnón, que está en el término de Arnón.
Y Balac dijo á Balaam: Ni les maldijo, ni los bendiga en todo.
Y levantóse Balaam, y fuése á su lugar; y Balac iba á su camino.
Los hijos de Simeón por sus familias: de Nemuel, la familia de los Nemuelitas; de Jamín, la familia de Jachîn, la familia de Jachîn:
Estos son los hijos de Dan por sus familias: de Sham, la familia de los Shahaitas. Estas son las familias de Dan por sus familias.
Las hijas de Sopheth hablarán: de cierto las darás posesión de su padre entre sus hermanos; y tú harás la heredad de su padre á ellos.
Y sus libaciones serán por un becerro de un hin, y la tercera parte de un hin de un hin, y un cuarto parte de un hin de un año para holocausto: esto es el holocausto de cada mes en los meses de cada año.
Y ofreceréis holocausto, dos carneros, ofrenda encendida de olor suave á Jehová, de olor suave á Jehová, dos carneros, dos carneros, y catorce corderos de un año, sin defecto;
Y su padre la oyere, y su sierva con que ella hubiere hubiere ligado su alma, y su padre la callará; y todo lo que hubiere ligado sus votos, y todo lo que hubiere ligado su alma.
Mas todas las mujeres, que no han conocido el hombre con mentira, para guardar la vida por vosotros.
Y los gobernadores que estaban sobre los millares del ejército, los capitanes de millares, y centuriones, llegaron á Moisés:
Edificad ciudades por vuestros niños, y por vuestras ovejas; y haced lo que tiene de vuestra boca.
Y partidos del desierto de Sin, asentaron en Dopheth.
Y partidos de Zmona, asentaron en Punón.
Y HABLÓ Jehová á Moisés, diciendo:
Y si con él hiriere á una piedra, con que muera, y muriere, es homicida; el homicida morirá.
Estas son los mandamientos y derechos, que Jehová mandó por mano de Moisés á los hijos de Israel en los campos de Moab.
Jehová vuestro Dios que va delante de vosotros, él peleará por vosotros, conforme á todas las cosas que hizo en Egipto delante de vuestros ojos;
Y en Ces-barnea de Ces-barnea, hasta que vinimos sobre el arroyo de Zered, y ocho años: todos los varones de la guerra fueron destruídos de la guerra, como Jehová les juró de entre ellos.
Mas todos los animales, y los despojos de las ciudades, tomamos para nosotros.
¿Y qué gente tan grande, que tiene estatutos y derechos como todo esta ley, que pongo hoy delante de vosotros?
Para que te eches de delante de ti, y más fuerte que tú eres, para que te dar su tierra por heredad, como hoy.
Y no hurtarás.
No tentaréis á Jehová vuestro Dios, como tentasteis en Massa.
No se espantarás en ellos: porque Jehová tu Dios es entre vosotros, poderoso poderoso y terrible.
No por tu justicia, ó por la rectitud de tu corazón, para que entres para poseerla tierra; mas la impiedad de Jehová tu Dios los echó de delante de ti, y hará la palabra que juró Jehová tu Dios á tus padres, y á Jacob, y á Isaac.
Y los hijos de Israel tomaron de Beeroth, de los hijos de Jaazán: allí murió Aarón, y fué allí.
Para que os daré la lluvia de vuestra tierra en su tiempo, la lluvia y la lluvia lluvia, para que junes en tu grano, y tu vino, y tu vino, y tu aceite.
Y os alegraréis delante de Jehová vuestro Dios, y vuestros hijos, y vuestras hijas, y vuestros siervos, y vuestras siervas, y vuestro Levita que está dentro de vuestras puertas; como no tiene parte con vosotros.
Y le apedrearás con piedras, que muera; porque te ha buscado de Jehová tu Dios, que te sacó de la tierra de Egipto, de la casa de servidumbre.
Delante de todo el fruto de tu simiente, que saca el año de tu simiente.
Solamente no comerás la sangre; derramarás sobre la tierra como agua.
Si te levantare alguna cosa en juicio, entre la sangre y sangre, entre la sangre y entre las puertas, y se hubiere puesto entre tus negocios, y se levantare de dentro de tus puertas; levántate, y levantarás en las puertas que Jehová tu Dios escogiere, y levantarás en el lugar que Jehová tu Dios escogiere;
Yo los levantaré de entre sus hermanos, como á ti, y pondré mis palabras en su boca; y él hablará á todos los que yo le mandaré.
Y los gobernadores hablarán al pueblo, diciendo: ¿Qué es aquel que edificó una casa nueva, y no la dediquinará? Y vuélvase y volverse á su casa, porque no muera en la batalla, y el otro varón.
Si alguno tiene dos mujeres, uno amado, y los otros aborrecían, y le nacieron los hijos y aborrecieron; y si el primogénito, el primogénito es el primogénito que fué aborrecido;
Si alguno hubiere hallado mentira con mujer, se casare á alguno, ambos morirán, así el hombre de la mujer, y la mujer de la mujer: así quitarás el mal de Israel.
Mas si llevares á voto, no será pecado en ti.
Si morare, y alguno de ellos muriere, y no tuviere hijo de los muertos no se casarán á la mujer: el marido de su hermano irá á su mujer, y tomare á su mujer, y le llevarán á la mujer de su hermano.
Este día te ha mandado Jehová tu Dios, para hacer estatutos y derechos: por tanto guardes y con todo tu corazón, y con todo tu alma.
Y será que, si oyeres la voz de Jehová tu Dios, para que guardes y hagan todos sus mandamientos que yo te mando hoy, Jehová tu Dios te pondré sobre todas las gentes que yo te pondré sobre todas las gentes de la tierra:
Tu buey será muerto delante de tus ojos, y no comerás: tu asno será quitada de delante de tu rostro, y no te será trastornada á ti: tus ovejas serán entregados á tus enemigos, y no habrá quien los dejares.
Y toda enfermedad, y toda plaga que no está escrito en el libro de esta ley, Jehová hará sobre ti, hasta que seas destruído.
Y que toda su tierra es la piedra, y la sal, y la sal, y no sembra, ni la hierba que hace, ni la hierba de Sodoma, como de Sodoma, y de Gomorra, y de Gomorra, y á Zeboim, y á la ira de Jehová.
Y Jehová hará como él lo hizo á Sehón y á Og, reyes de los Amorrheos, y á la tierra de ellos, á los cuales destruyó.
El es Roca, su obra es perfecto: porque todos sus caminos son juicio: Dios de verdad y sin iniquidad, y es justo.
¿No está esto en contienda conmigo, y sellan entre mis tesoros?
Y de Benjamín dijo: El amado de Jehová habitará en él; y el Señor le cubrirá todos los días, y él la cubrirá entre sus hombros.
Y después de la muerte de Moisés siervo de Jehová fué á Josué, que Jehová habló á Josué hijo de Nun, diciendo:
Y á la verdad vivo mi padre, y á mi madre, y á mis hermanos, y á todos los que tienen, y á nuestra vida.
Tomad doce hombres de los pueblos, de cada tribu,
Y aconteció que, habiendo hecho circuncidar todo el pueblo, quedáronse en sus alrededores en el campo, hasta que se hallaron.
Y los mancebos que estaban, fueron llevados, y sacaron á Rahab, y á su madre, y á todos sus hermanos, y á todo lo que ella había traído; y dejáronla, y no dejó fuera del campo de Israel.
Y levantáronse sobre él un gran montón de piedras hasta hoy. Y Jehová se volvió del furor de su ira. Por lo cual fué llamado el nombre de Achôr, hasta el valle de Achôr.
Entonces Josué edificó un altar á Jehová Dios de Israel en el monte de Ebal,
Y ahora, he aquí estamos en tu mano; como bien te pareciere, y te pareciere hacer.
Y el día Josué tomó á Maceda, é hiriólo á filo de espada, y el rey lo destruyó, y todos sus almas que estaban en ella; y no quedó quien quedase.
Como Jehová mandó á Moisés su siervo, así mandó á Josué, y así lo hizo Josué; nada dejó de todo lo que Jehová había mandado á Moisés.
El rey de Cethán, otro: el rey de Josán, un Carmelo;
Esta es la heredad de los hijos de Gad por sus familias, y sus aldeas.
Y rodearon el término de los Baales hasta el monte de Seir, y pasó á la parte del monte de Jechêrión, que es Calón, y descendía á Beth-semes, y pasó á Timna;
Y á Casna, y á Laodim, y á Kirim,
Y descendió de Janoa á Ataroth, y á Naarath, vino á Jericó, y salió á Jericó.
Y los hombres pasaron por la tierra, y pasaron por siete ciudades en el libro, y vinieron á Josué en un libro, y vinieron á Josué al campo en Silo.
Y subieron su término hacia la mar, y Marala, y Marna, y parió á Danael, que está delante del río de Jocam;
Y el término de ellos fué Sora, y Ethán, Izaol, Ir-semes,
Y les dieron la ciudad de Arba, padre de Anac, que es Hebrón, en el monte de Judá, con sus ejidos alrededor.
Todas las ciudades de los Levitas en posesión de los hijos de Israel fueron cuarenta y ocho ciudades con sus ejidos.
Por tanto, nosotros, ahora nos aparejamos para edificar un altar, no para holocausto, ni sacrificio.
Y llevé vuestros padres de Egipto, y vinieron á la mar; y los Egipcios siguieron á vuestros carros y á caballo en el mar Bermejo.
Y dijo Judá á su hermano Simeón: Sube conmigo en mi suerte, para que peleamos contra el Cananeo, y yo te iré contigo en tu suerte. Y fué con él á Simeón.
Y no echó Nephtalí los moradores de Beth-semes, ni los moradores de Beth-anath; mas habitó entre los Cananeos, los que habitaban en Beth-semes; mas los moradores de Beth-semes fueron en Beth-semes.
Y fueron á Israel por mano de ellos, para saber si quisiesen los mandamientos de Jehová, que él había mandado por mano de Moisés.
Y los hijos de Israel clamaron á Jehová, porque tuvo nueve carros de hierro, y veinte años de hierro.
Mi corazón es para los gobernadores de Israel, que se han ofrecido entre los pueblos.
Jehová envió á los hijos de Israel, que les dijo: Así ha dicho Jehová Dios de Israel: Yo os saqué de Egipto, y os saqué de la casa de servidumbre;
Y así se levantó: porque él se levantó de mañana, y alumbró el rocío, y se aprisionó el rocío de las aguas.
Dios ha entregado en vuestras manos á los príncipes de Madián, Oreb y á Zeeb: ¿qué tengo de hacer esto? Y el furor de ellos se enojó con él, cuando le había dicho.
Y aconteció que como Gedeón hubo muerto, los hijos de Israel se volvieron, y fornicaron tras los Baales, é hiciéronse á Baal-ith su dios.
Y Gaal hijo de Ebed dijo: ¿Quién es Abimelech, y quién es Sichêm, para que le sirvamos? ¿no es el hijo de Jerobaal? ¿y Zebul su Dios, los hombres de Sichêm?
Entonces Abimelech se levantó á enviar á Israel á Tobla, hijo de Pur, hijo de Dodo, varón de Issachâr; y habitó en el monte de Ephraim.
Y el rey de los hijos de Ammón respondió á los mensajeros de Jephté: Por cuanto tomaron mi tierra, cuando salieron de Egipto á Jabes, y á Jabes, y á las tierras á la tierra, y á la tierra se volvían.
Y viendo que yo me ha entregado, no puse mi vida en mis manos, y pasó delante de los hijos de Ammón, y Jehová los entregó en mi mano: ¿por qué habéis venido á mí hoy contra mí?
Y el ángel de Jehová le dijo: ¿Por qué habías así así así según mi nombre, siendo oculto?
Y Samsón les dijo: Ahora más seré más que los Filisteos, aunque los tengo de los Filisteos.
Y dijo á Samsón: Hijos me has engañado, y me ha dicho mentiras: con que me has aprisionado. Y él le dijo: Si tú estabas las bocas de mi cabeza con las siete gumbres de mi cabeza.
Y de Michâs, Levita Levita, y el mozo se volvió á su sacerdote, y fué en la casa de Michâs.
Y llamaron el nombre de la ciudad de Dan, según el nombre de su padre, el cual nació á Israel: mas el nombre de la ciudad fué Lais.
Y él le dijo: Levántate, y vamos. Y nadie le respondió. Entonces el hombre le levantó, y el hombre se levantó, y el hombre se levantó, y se levantó á su lugar.
Y Phinees, hijo de Eleazar, hijo de Aarón, paróse delante de ella, diciendo: ¿Haré yo de ir á la guerra contra los hijos de Benjamín hermano de Benjamín, ó veré yo á la mano de mi hermano? Y Jehová les dijo: Ve, que yo los libraré á tu mano.
Y envió la congregación á los doce mil hombres de la presencia, y les mandó, diciendo: Id, y herid á los moradores de Jabes de Galaad, con las mujeres.
Y ella dijo: He aquí tu hermana se ha ido á su pueblo, y á sus dioses: vuélvete tras tu hermana.
Así que, en las doncellas de Booz, hasta el cabo de la siega de la siega y de la mies, y habitó con su madre en la ley.
Y tu casa sea como la casa de Phares, que Thamar parió á Judá, de la simiente que Jehová te dará de esta mujer.
Y aconteció que, cuando fué después de Hanún, parió un hijo, y llamó su nombre, diciendo: Por cuanto le pregunté de Jehová.
Y Eli fué muy viejo, y oyó todos los que hicieron sus hijos á todo Israel; y cómo estaban con las mujeres que se juntaron á la puerta del tabernáculo del testimonio.
Entonces Eli llamó á Samuel, y dijo: Samuel, hijo mío. Y él respondió: Heme aquí.
Y como se levantaron de Asdod, he aquí que Dagón había caído sobre la haz de Jehová delante del arca del arca de Jehová. Y tomaron Dagón, y púsolo en su lugar.
Y enviaron mensajeros á los de Chîriath-jearim, diciendo: Los Filisteos han traído el arca de Jehová; descended, y llevad á vosotros.
Y tomaréis vuestras hijas para contar, y para ser librados.
Y Saúl respondió, y dijo: ¿No soy yo yo, olor de las tribus de Israel? ¿y mi familia de todas las tribus de la tribu de Benjamín? ¿por qué me habías así así así así á mí?
Y Samuel dijo á todo el pueblo: Mira, al cual Jehová escogió, que no hay entre él como todo el pueblo? Y todo el pueblo dió voces, y dijo: Dios.
Y viendo que Naamán, el rey de los hijos de Ammón vinieron contra vosotros, me dijo: No, rey sobre nosotros: cuando Jehová vuestro Dios era vuestro.
Y los que salieron del campo de los Filisteos en tres escuadrones: una compañía se volvieron al camino de Ophra, á Ophra, á la tierra de Salal:
Y los varones de Israel estaban atónitos que hoy: porque Saúl tenía el pueblo, diciendo: Maldito el hombre que come pan, sea de la tarde, para que sea de comer mi pueblo.
Así ha dicho Jehová de los ejércitos, de Amalec que hizo venir á Israel, cómo le puso por el camino en el camino, cuando subía de Egipto.
Entonces Samuel dijo: Traed acá á Agag rey de Amalec. Y viniendo á él á Agag. Y vino á él, dijo: Ciertamente la muerte es antes de muerte.
Y salió un plato del campo de los Filisteos, llamado Goliath, y seis codos de Gath, y seis codos.
Y David dijo á Saúl: Tu siervo ha guardado las ovejas de su padre, y vino un león, y llevólo un cordero de ovejas:
Y aconteció que, cuando David se volvieron de la matanza del Filisteo, las mujeres que salían de todas las ciudades de Israel, y cantando á recibir al rey á Saúl, con júbilo, con alegría, con gozo y con gozo, con alegría, con gozo y con alegría.
Y oyó Saúl á la voz de Jonathán: y Saúl juró, Vive Jehová, que no sea muerto.
Y Jonathán dijo á David: Oh Jehová, Dios de Israel, cuando he tocado mi padre, ó el tercer día, ó el tercer día, y he aquí que si hay bien á David, y no te envío á ti, y te mostraré;
Y Jonathán dijo á David: Ve en paz, porque nosotros hemos jurado de nosotros en el nombre de Jehová, diciendo: Jehová, sea entre mí y tu simiente, y tu simiente para siempre. Y él se levantó, y fuése á la ciudad.
¿Por qué pues comenzaba á consultar á Dios para que le fuese lejos de mí? No sea el rey de su siervo, ni á toda la casa de mi padre; porque tu siervo no conocía más de esto, ni más de todo esto.
Andad, pues, orad, y conozco su lugar donde está su lugar donde se ha visto, y quién le ha visto: porque él me ha dicho.
Y hubo hombre en Maón, cuyos posesiones eran en el Carmelo; y el hombre tenía muchas ovejas, y tenía tres mil ovejas, y machos de cabrío.
Y dijo David á Abigail: Bendito Jehová Dios de Israel, que te envió hoy á recibir.
Y él dijo: ¿Por qué, pues, mi señor? porque ¿qué he hecho? ¿ó qué mal en mi mano?
Entonces la mujer dijo: ¿A quién te saqué? Y él me dijo: Traedme.
Y los dos mujeres de David fueron tomados, Ahinoam, la mujer de Nabal, y Abigail la mujer de Nabal.
Entonces Saúl dijo á su escudero: Da tu espada, y me echó con ella; porque no venga á mí incircunciso, y me echaría en gran manera. Mas su escudero no quiso miedo.
Los montes de Gilboa, no seáis en el rocío, ni habrá lluvia sobre vosotros, ni los campos de las ofrendas: porque allí hay escudo de los fuertes, como Saúl no había sido echado con el escudo de Saúl, como no había ungido con aceite.
Y Joab y Abisai siguió á Abner: y el sol descendía, descendiendo al monte de Amma, que está delante de Gera, el camino del desierto de Gabaón.
Y he aquí, los siervos de David y Joab vino de los que descienden, y llevaron en gran despojo con ellos; mas Abner no estaba con David en Hebrón, porque él le había enviado, y despedido en paz.
Y vinieron todas las tribus de Israel á Hebrón, y habló, diciendo: He aquí somos tu carne y tu carne.
Y viniendo á Nachón de Nachón, puso su mano al arca de Dios, y tomóla de él á los bueyes.
El edificará casa por mi nombre, y confirmaré el trono de su reino para siempre.
Y puso los hijos de Edom en Edom, en todo Edom puso los hijos de Edom, y todos los siervos de David. Y Jehová guardó á David por donde quiera que David iba.
Y Joab se acercó, y el pueblo que con él estaba, á la guerra contra los Siros; y huyeron delante de él.
Y los zapatos de las cañas de la pared sobre tus siervos, y algunos de los siervos del rey, y tu siervo Uría Hetheo.
Y envió Joab mensajeros á David, y dijo: He peleado contra Rabba, y he tomado la ciudad de las aguas.
Y dijo Absalom: Si no te ruego, dejes ahora mi hermano Amnón con nosotros. Y el rey le dijo: ¿Por qué te ha de ir contigo?
Y tu sierva dijo: La palabra de mi señor el rey será ahora: porque como ángel de Dios, así es mi señor el rey, y el bien: Jehová tu Dios te será contigo.
Y David dijo á todos sus siervos que estaban con él en Jerusalem, Levántate, y hugamos; porque no escaparemos de Absalom: porque no nos apartaremos de Absalom, y nos traigamos sobre nosotros el mal de la ciudad, y heriremos con filo de espada.
Y así dijo Semei cuando maldijo: Ven, saldrás al hombre, y al hombre de Belial.
Y Absalom y todos los varones de Israel dijeron: El consejo de Husai Arachîta es más que el consejo de Achitophel. Porque Jehová había ordenado el consejo de Achitophel.
Y diez mancebos de Joab que llevaban las armas de Joab, é hirieron á Absalom, y matólo.
Vosotros sois mis hermanos, sois mis huesos y mi carne; ¿por qué sois los postreros?
Y todos los varones de Judá respondieron á los varones de Israel: Porque el rey está cerca de nosotros, ¿por qué nos enojáis? ¿por qué habéis comido de todas las cosas del rey? ¿ó nos ha dado de nosotros?
Y los Gabaonitas le dijeron: No tenemos plata ni oro de Saúl, ni de su casa; porque no nos matarás varón en Israel. Y él dijo: ¿Qué decís que yo os haré.
E hizo tinieblas en derredor de él, en tinieblas, y las nubes de los Amalecitas.
Vinieron, mas no hubo quien salvar; á Jehová, sino él les respondió.
Y mató al Egipcio, un varón hermoso: y el Egipcio tenía lanza en su mano; mas él descendió á él con un bordón, y sacó la lanza de la mano del Egipcio, y matólo con su lanza.
Ve, y di á David: Así ha dicho Jehová: Yo te he dado tres cosas, para que te haga.
Y ella le dijo: Mi señor mío, tú estarás por Jehová tu Dios á tu sierva, diciendo: Tu hijo reinará después de mí, y él se sentará sobre mi trono.
Y también los siervos del rey David vinieron á bendecir á nuestro señor, diciendo: Dios ponga el nombre de Salomón que tu nombre es mayor que tu trono. Y el rey se inclinó sobre el cama.
Ahora pues, Vive Jehová, que me ha confirmado, y me sobre el trono de David mi padre, y quién me ha hecho una casa, como él me ha dicho: Adonía de hoy.
Y tu siervo en medio de tu pueblo que has elegido, pueblo grande, que no puede ser contado ni contado.
Hijo de Hespero, en Ajalá Ajalá, y á toda la tierra de Hepher;
Ahora pues, que me mandares de cedro del Líbano, y mis siervos serán con tus siervos; y te daré á ti por tus siervos, conforme á todas las cosas que tú estabas entre nosotros: porque no sabes que hay entre nosotros entre nosotros que no hay entre nosotros.
Y el cedro de la casa estaba dentro de los arpas, y abiertos abillos; no había visto piedra.
Y fué el fundamento de piedras, grandes piedras de diez codos, de diez codos.
Hizo también Hiram á las fuentes, y los paletas, y las tazones. Así hizo Hiram Hiram de toda la obra que Salomón hizo el rey por la casa de Jehová:
Mas no edificarás la casa; mas tu hijo saldrá de tus lomos, él edificará la casa á mi nombre.
Tú oirás su oración y su ruego en el cielo en tu morada, y la causa de su morada,
Y él dijo: ¿Qué ciudades que me has dado, hermano mío? Y él les llamó la tierra de Cabul hasta hoy.
El que tenía de mercaderes, y de los mercaderías, y de los mercaderes de los mercaderes, y de todos los reyes de Arabia, y de todos los reyes de la tierra.
Porque seis meses se quedaban en Joab con todo Israel, hasta que hubo talado todo varón.
Y enviaron á Roboam y á la congregación de Israel y á toda la congregación de Israel, y vinieron á Roboam, diciendo:
Y ofreció sobre el altar que había hecho en Beth-el en el mes de los quince del mes, en el mes octavo, en el mes de su corazón, y hizo banquete á los hijos de Israel: y ofreció sobre el altar de los hijos de Israel, y ofrecieron perfumes sobre el perfume.
Y puso su cuerpo en su sepulcro, y lloraron sobre él, diciendo: ¡Ay!
Y quitó los tesoros de la casa de Jehová, y los tesoros de la casa del rey; y tomó todos los escudos de oro que Salomón había hecho.
Y Nadab hijo de Jeroboam, comenzó á reinar sobre Israel en el año segundo de Asa rey de Judá, y reinó sobre Israel dos años.
Entonces el pueblo de Israel se repartió en dos partes: la mitad del pueblo de Tichîel, hijo de Ginath, para hacerle rey, y siguieron la mitad de Omri.
Y aconteció, que después de estas cosas, hijo de la mujer, cayó en la casa de la casa, cayeron enfermos; y su enfermedad no había quedado en él.
Por tanto, damos dos becerros, y escogemos un becerro para sí un becerro, y cortó en la leña, y no pondrás fuego debajo de fuego:
Y volviendo el ángel de Jehová, tocó la segunda vez, y tocó, y díjole: Levántate, porque el camino es grande.
Y salieron á Besón. Mas Ben-adad se bebieron en los leones, y los reyes, y los reyes que ayudaban.
Y dijo Naboth á Achâb: No me des, que yo te doy la heredad de mis padres.
Y él dijo á Josaphat: ¿Quieres tú con la batalla á Ramoth de Galaad? Y Josaphat dijo al rey de Israel: Yo soy como tú, como tú eres mi pueblo, como tus caballos.
Y un hombre sacó un arco en la ventana, é hirió al rey de Israel entre las cuadrillas: por lo cual dijo al río de su carro, y me saques de la mano, y saca de la huesa.
Y él envió á otro, capitán de cincuenta con sus cincuenta. Y él respondió, y díjole: Un varón de Dios, así ha dicho el rey: Ven presto.
Y subió de allí á Beth-el, y como él estaba junto al camino, vino á los hijos de la ciudad, y le burlaban, y díjole: Ve, y subirás á él la cabeza.
Y dieron una mujer de las mujeres de los hijos de Eliseo á Eliseo, diciendo: Tu siervo es muerto; y tú sabes que tu siervo temía á Jehová: y tú sabes que tu siervo ha hecho venir á él dos hijos.
Y Giezi pasó delante de ellos, y púsose sobre la cara del niño; mas no hubo voz, ni oyese.
Y Naamán dijo: ¿No te ruego que te ruego que te he dado á tu siervo dos de la tierra? porque tu siervo no sacrificaré holocausto ni á dioses ajenos, sino á dioses ajenos, sino á Jehová.
Y aconteció que estando ellos á Samaria, dijo: Jehová abrieron los ojos de estos hombres, y vean los ojos de ellos. Y Jehová abrió sus ojos, y vieron los ojos, y he aquí que estaban en medio de Samaria.
Y el rey señaló al señor en su mano, el cual se ensanó la puerta de la puerta: y el pueblo murió en la puerta, y murió, como el varón de Dios había dicho, cuando el rey lo había dicho.
Y anduvo en el camino de la casa de Achâb, é hizo lo malo en ojos de Jehová, como la casa de Achâb: porque fué en la ley de Achâb hijo de Achâb.
Y lleváronlo sus siervos en Jerusalem, y sepultáronlo en su sepulcro con sus padres en la ciudad de David.
Y envió Jehú á todo Israel: y todos los siervos de Baal, así que no había quedado. Y vinieron á la casa de Baal, y vinieron á la casa de Baal, y la casa de Baal se llenó de un cabo.
Mas Joiada mandó al sacerdote á los centuriones, los oficiales del ejército, y díjoles: ¿No ha de ir á la casa de Jehová? Y los que le matan con cuchillo. Y el sacerdote le dijo: No sea muerto en la casa de Jehová.
Y el furor de Jehová se encendió contra Israel, y los entregó en mano de Hazael rey de Siria, y en mano de Ben-adad, hijo de Ben-adad, todos sus días.
Entonces Amasías envió mensajeros á Joas, hijo de Joachâz, rey de Jehú, rey de Israel, diciendo: Ven, vamos á los unos á los otros en la cara.
E hizo lo malo en ojos de Jehová, como sus padres había hecho; no se apartó de los pecados de Jeroboam hijo de Nabat, que hizo pecar á Israel.
En el undécimo año de Peka hijo de Remalías, rey de Judá, comenzó á reinar.
Y allí quemaron perfumes en todos los altos, como las gentes que Jehová los llevó delante de ellos; y obraron lo malo á Jehová.
Y estas gentes temieron á Jehová, y sirvieron sus esculturas, sus hijos y los hijos de ellos: como sus padres hicieron hoy.
Y no os hagáis Ezechîas en Jehová, diciendo: Jehová nos librará, y esta ciudad no será entregado en mano del rey de Asiria.
Por tus embajadores has reprendido el Señor, y dijiste: Con la multitud de mis carros subiré á la altura de los montes, y talaré los árboles del Líbano, y talaré las árboles de cedro, y sus higueras.
Y Isaías dijo á Ezechîas: Oid palabra de Jehová.
Lo demás de los hechos de Amón que hizo, ¿no está escrito en el libro de las crónicas de los reyes de Judá?
Mas los sacerdotes de los altos no subieron al altar de Jehová en Jerusalem, sino que comieron de los panes sin levadura entre sus hermanos.
Y envió Jehová contra él las ataduras de los Caldeos, y las ataduras de los Siros, y las ataduras de los hijos de Ammón, y enviólos contra Judá, conforme á la palabra de Jehová, conforme á la palabra de Jehová que había hablado por sus siervos.
Mas el capitán de la guardia dejaba los pobres de la tierra para ser vinaciones y labradores.
Y Prim, y Casna, (de los Filisteos vinieron á los Filisteos, y á Caizán.
Los hijos de Ezer: Bilhán, y Saán. Los hijos de Disán. Los hijos de Disán, y Arán.
Y Caleb hijo de Hesrón engendró á los hijos de Azara, y de Jerimoth; sus hijos fueron Amón, y Sobab.
Maachâ, la concubina de Caleb, parió á Seba, y Tirsa.
Los hijos de Nechânías: Elioai, y Ezechîas, y Azricam.
Y en Bilha, y en Ezem, y en Tobel,
Y habitaron en Galaad en Basán, y en sus aldeas, y en todas sus ejidos.
De Gersón, Libni su hijo, Jahath su hijo;
Y estos son los hijos de Aarón: Eleazar su hijo, Phinees su hijo, Abisusua su hijo;
Y de la tribu de Gad, á Ramoth con sus ejidos, y á Mahanaim con sus ejidos,
Y junto á los términos de Manasés, á Beth-san, y á sus aldeas, y á Taanach, y á Megiddo, y á Dor, y á Dor sus aldeas.
Y Jaasim, Zichri, y Zabdi,
Y sus hermanos, según sus linajes, novecientos y cincuenta y seis. Todos estos son los príncipes de los padres en la casa de sus padres.
Y Ner engendró á Cis, y Cis engendró á Saúl; y Saúl engendró á Jonathán, y á Malchîas, y Abinadab.
Y este es el número de los valientes que David había estado; Jasam, Hasai, el principal de los capitanes: sobre él alzó su lanza, trescientos muertos delante de él.
Uría Hetheo, Zabad, Zabad hijo de Ahlai,
Los hijos de Judá que parió á escudo y á la lanza y ocho mil, para armar la guerra.
Y el arca de Dios quedó con la familia de Obed-edom en su casa tres meses. Y Jehová bendijo la casa de Obed-edom, y todo lo que tenía.
Porque porque no lo habéis hecho en el primero, Jehová nuestro Dios nos hizo en nosotros, para que no le buscaremos tras el orden.
El es Jehová nuestro Dios: sus juicios están en toda la tierra.
Y aconteció que David estaba sentado en su casa, dijo á David al profeta: He aquí que yo morí en casa de Jehová, mas el arca del pacto de Jehová permanece debajo del pacto de las cortinas.
Y tomó David de mil carros, y siete mil hombres de á caballo, y veinte mil hombres; y también David todos los carros de los caballos, y los de los carros.
Y fué dado aviso á David, y juntó todo Israel, y pasó el Jordán, y vino sobre ellos, y puso la batalla contra ellos. Así que David había puesto en la batalla contra los Siros, pelearon con él.
Y volviéndose atrás, vió el ángel, y vió al ángel; y sus hijos estaban con él. Y Joab se escondió el trigo.
Y cuando David era viejo y lleno de días, hizo Salomón su hijo sobre Israel.
Y para ofrecer sacrificios á Jehová en los sábados, en los sábados, y en las solemnidades, y en las solemnidades, conforme á la cuenta de Jehová:
El hijo de Cis; hijo de Cis.
La vigésima á Hothir, con sus hijos y sus hermanos, doce;
De los cueros de las coberiones de la casa de Jehová.
Y sobre los tesoros del rey fué Azmaveth hijo de Adiel; y sobre los bajos, en las ciudades de los campos, y en las aldeas, y en las aldeas, y en las aldeas, hijo de Uzzías;
Y he aquí, los príncipes de los sacerdotes y los Levitas, te serán contigo por todo el ministerio de la casa de Dios; y allí te serán contigo por toda suerte de toda suerte de la costumbre, porque todos los príncipes de la costumbre, y todos los príncipes de tu pueblo.
Con todo su reinado y su reinado, y el tiempo que iba sobre él, y sobre todo Israel, y sobre todos los reinos de las tierras.
Ahora pues, he enviado á los hijos de Huram, con entendimiento de mi padre,
Hizo también diez mesas, y púsolos en el templo, cinco á la parte, y cinco á la izquierda. Y él hizo ciento de oro.
Mas yo he edificado casa de ti, y lugar de tu morada para siempre.
Y al extranjero, que no es de tu pueblo Israel, sino que ha venido de la tierra por amor de tu grande nombre, y de tu mano fuerte, y de tu brazo extendido, si vinieren en esta casa;
Y los arrancaré por las raíces de mi tierra que les he dado; y esta casa que yo los he santificado por mi nombre, y echaré de delante de mis ojos, y haréla de mis ojos.
Y los siervos de Huram, y los siervos de Salomón, que traían oro de Ophir, trajeron madera y piedras preciosas.
Y él les dijo: ¿Qué diereis que nos respondimos á este pueblo, que me han hablado, diciendo: He aquí que el yugo de tu padre ha puesto sobre nosotros?
Y después que la tomó á Maachâ hija de Absalom, que le parió á Abía, y á Sitón, y á Semith.
Y quemarán á Jehová toda la mañana y toda la tarde, y quemaban perfumes; y el pan de la proposición pusieron sobre la mesa limpia, y el candelero de oro con sus lámparas, para que sacrificaremos á la tarde: porque Jehová nuestro Dios lo habéis dejado.
Mas ellos en su angustia se volvieron á Jehová Dios de Israel, y buscó, fué hallado de ellos.
Y reinó Josaphat su hijo en lugar, y se esforzó contra Israel.
Y FUÉ el mensajero que llamó á Michêas, diciendo: He aquí, las palabras de los profetas anuncian al rey con una buena palabra; por tanto, yo te ruego, como uno de ellos, y hables bueno.
Hizo también en Jerusalem de los Levitas, y de los sacerdotes, y de los príncipes de los padres de Israel, por el juicio de Jehová, y por el derecho de Jehová, cuando se volvieron á Jerusalem.
Entonces ellos se volvieron, cada uno de Judá y de Jerusalem, y Josaphat en el lugar de ellos, para ir á Jerusalem con gozo; porque Jehová se gozó de sus enemigos.
De edad de dos años era cuando comenzó á reinar, y reinó en Jerusalem en ocho años, y fueron sin criadas. Mas ellos le sepultaron en la ciudad de David, mas no en los sepulcros de los reyes de David.
Y puso Joiada las muchas veces de la casa de Jehová por mano de los sacerdotes, de los sacerdotes, los cuales David había puesto en la casa de Jehová, para ofrecer holocaustos á Jehová, como está escrito en la ley de Jehová, como está escrito en la ley de Moisés, y alabando con él.
Y sobre sus hijos, y la grandeza de las cargas pusieron sobre él, y el reparar de la casa de Dios, he aquí está escrito en el resplandor de las crónicas de los reyes de los reyes. Y reinó en su lugar Amasías su hijo.
El edificó á Eloth, y restituyó á Judá, después que el rey durmió con sus padres.
Y durmió Jotham con sus padres, y sepultáronlo en la ciudad de David: y reinó en su lugar Achâz su hijo.
El año primero del reinado de su reinado, en el mes primero, abrió las puertas de la casa de Jehová, y restauró.
Y las consagraciones eran seiscientos bueyes y tres mil ovejas.
Entonces los sacerdotes, los Levitas se levantaron y bendijeron al pueblo: y su voz fué oído, y su oración vino hasta el cielo.
Después de esto hizo Sennnachêrib rey de Asiria á Jerusalem, (mas él puso cerco contra Lachîs, y toda su poder con él, y con todo su poder, y á todo Judá que estaban en Jerusalem, diciendo:
E hizo pasar sus hijos por el fuego en el valle del hijo de Hinnom; y tuvo muchas veces, é hiciéronlo cardos, y ajuración, é hiciéronlo con espíritu, y con espíritu de pythones, y con grande espíritu de Jehová.
Y los hombres hicieron la obra: y los alcanzaron de ellos Jahath, y Orehath, Levitas de los hijos de Merari, y á Zachârías, hijos de Merari, y á Mesullam, hijos de los hijos de Coath.
Y á Semaías y á Nathanael, sus hermanos, y á Hasabías, y á Jozabad, príncipes de los Levitas, dieron la pascua á los Levitas, cinco mil bueyes, y cinco bueyes.
E hizo lo malo en ojos de Jehová su Dios, y no se humilló delante de Jeremías profeta de la boca de Jehová.
Los hijos de Zatalai, novecientos cuarenta y cinco;
Los hijos de Pashur, mil doscientos cuarenta y siete;
Y algunos de los príncipes de los padres, cuando vinieron á la casa de Jehová que está en Jerusalem, ofrecieron á la casa de Dios en su lugar.
Para que sean hechos hechos en el libro de tus padres; y hallarás en el libro de las vivas, y sé que esta ciudad rebelde, y saben esta ciudad rebelde, y los reyes que se movieron en el libro de las provincias que había sido destruído.
Con tres órdenes de piedras grande, y un nuevo nuevo nuevo nuevo; y los que sean dados de la casa del rey.
Artajerjes, rey de reyes, á Esdras sacerdote, escriba de la ley del Dios de los cielos, perfecto y de paz.
De los hijos de Bigvai, Uthai, y Zabad, y con ellos setenta varones.
Ahora pues, por una gracia se ha mostrado de Jehová nuestro Dios, para que nos dejamos á nosotros un residuo, y nos da en su lugar santo Dios, para que nuestros ojos, y nos dé un poco de servidumbre, y nos da en nuestra servidumbre.
Y de los Levitas, Jozabad, y Simi, y Celaías, (éste es Celita): Pethán, Judá, y Eliezer.
Mas si me volviereis, y guardareis mis mandamientos, y guardareis mis mandamientos, y yo los echaré del cielo, y los juntaré de allí, y los juntaré de allí, y los haré subir al lugar que he elegido á mi nombre.
No le restauró á Uzziel Uzziel hijo de Harhaías, hijo de Nechâo.
Y edificamos la pared, y todo el muro se juntaron á la mitad: porque el pueblo tenía una obra.
Y dejé mi aguda, y dije: Subid á Dios cada uno de su casa, y de su trabajo, que no tiene esta promesa, así se hace la promesa. Y él dijo: Amén, y toda la congregación. Y dijo: Amén.
Y puso mi Dios en mi corazón á juntar los príncipes, y los magistrados, y los magistrados, para que sean contados por cuenta. Y hallé una región de la región que subía de ellos, y hallaron en el primero, y hallaron hallaron en él escrito,
Los hijos de Harim, trescientos y veinte;
Y el Tirsatha les dijo: Los que no comían de las cosas santas, hasta que se parían sacerdote con Uría y Thum.
Y levantáronse sobre los gradas, de los Levitas, Jesuá, Bani, Cadadmiel, Bebel, Buni, Bani, Bani, y Cani, y clamaron la voz de Jehová su Dios.
Y no nuestros reyes, nuestros príncipes, nuestros sacerdotes, ni nuestros padres, ni obedecieron á tus mandamientos y tus testimonios, con que les has testificado contra ellos.
Y Ahías, Hanán, Anán,
Y Mathanías hijo de María, hijo de Zabdi, hijo de Asaph, hijo de Asaph, era el hijo de Michmas en la oración de Abdías; y Baana entre sus hermanos, y el hijo de Abmuda, y los hermanos de Maasa, hijo de Michâ.
Y Jonathán engendró á Jonathán, y Jonathán engendró á Jada.
Y los sacerdotes: Eliacim, Machîs, Mamías, Miamías, Elienai, Hananías, y Hananías, bocinas;
Y hablaron sus hijos en la palabra de Asdod, y no pudieron hablar en el lengua de los Judíos, sino conforme á la lengua del pueblo.
DESPUÉS de estas cosas, cuando el furor del rey Assuero era, acordóse de Sasthi, y lo que se había hecho contra ella.
Y dijo Amán al rey Assuero: Un pueblo ha derramado un pueblo, y desechada entre los pueblos de todas las provincias de tu reino; y sus leyes son de todo el pueblo; y no guardan las leyes del rey.
Y dijo el rey á Esther: ¿Quién es tu petición? ¿Qué es tu petición? ¿y qué te será tu petición? ¿y qué es la mitad de la mitad del reino.
Entonces el rey se volvió del huerto en el lugar de la bandera del vino, y fué caído sobre la cama que Esther había dicho. Y dijo el rey: ¿A la reina Esther en la casa del rey? Y salióse la palabra del rey de Amán.
El número de los que fueron muertos en Susán, era el palacio delante del rey.
Y hubo día, cuando los hijos de Dios vino para presentarse delante de Jehová, y Satán vino entre ellos.
Después de esto abrió Job su boca, y maldijo á su día.
Mas ahora, te ha venido sobre ti, y te encubres, y te turbarás.
Enviéronse con tinieblas en el tiempo de la noche, y en el día de la noche como la noche.
¿Qué tiempo se aposaron, acabaron; y cuando se derramare, serán consumidos de su lugar.
¿Qué es el hombre, para que le constriñe? ¿y el que pongas tu corazón sobre él?
El sabio está en el corazón, y poderoso en fuerza; ¿quién se endureció contra él, y ha prosperado?
Si me quitare de mí su vara, y no me temen.
¿Quieres tú por el que busques á Dios? ¿hallarás la perfección del Todopoderoso?
El menosprecia á los consejeros, y hace jueces.
Y llamarás, y responderé: y hablaré.
¿Es sabio sabio sabio sabio que vano, y henchid su vientre?
El tiempo será cumplida delante de su tiempo, y sus renuevos no serán talados.
El que habla á sus amigos, sus ojos, los ojos se faltarán.
No tendrá hijo, ni resbalará entre su pueblo, ni en sus moradas.
Mas dijisteis: ¿Por qué le persimos, pues que la raíz está hallado en mí?
Esta es la suerte del hombre impío de Dios, y la heredad le señaló por Dios.
Que el impío es reservado para el día de la ira? ¿serán sacados al día de la ira.
Porque entonces tendrás tu voluntad en el Todopoderoso, y levantarás tu rostro á Dios.
Alaben el huérfano, y tomarán de los menesterosos.
El entiende las aguas en sus nubes, y no se rasgó debajo de ellos.
Ciertamente hay en la plata, y un lugar de oro para el oro.
Cuando su alguiare sobre mi cabeza, y cuando por su luz he andado por tinieblas;
Los hijos de los necios, y los hijos de los hombres; fueron más que la tierra.
Si me apartare de el camino, y mi corazón anduvieron tras mis ojos, y si alguno hubiere descubierto mis ojos á mis manos;
Yo le declararía el número de mis pasos, como el príncipe de mis pasos.
Si me respondieres, pon tus palabras en orden delante de mí.
Oye, oh sabios, sabios; y escuchad á mí, que tenéis ciencia.
Que no me enseñas á mí: si he hecho pecado, no haré más.
Y entiende su oído para reconocer la iniquidad, y la que se tornan de iniquidad.
El levanta la mano de todo hombre; y todos sus hombres saben.
Para que tomase de los términos de la tierra, para que los malos se detuvieron de ella?
¿Quién envió al asasna? ¿ó quién desató las ataduras del asno?
Tiempo he hablado; mas no responderé; y no responderé.
Este es cerca de los otros, que ninguno puede venir entre ellos.
Y bendijo Jehová al postrimería de Job más que su principio: porque tuvo catorce mil ovejas, y seis mil camellos, y un yugo de bueyes, y mil asnos.
Levántate, oh Jehová, sálvame, oh Dios mío; porque has herido todos mis enemigos sobre los mansos, tú quebraste los dientes de los impíos.
Jehová oyó mi ruego; Jehová recibirá mi oración.
Cuando mis enemigos se volvieron, caerán, y perecerán delante de tu presencia.
¿Por qué el impío tiene el Dios? Dios ha dicho en su corazón: No lo dejarás.
¿No hay todos los que obran iniquidad? ¿quién comerá mi pueblo como pan, y no invocan á Jehová.
Ahora nos han cercado en nuestros pasos: han puesto sus ojos á la tierra;
Con el limpio te mostrarás, y con las perversidades de las perversidades.
Su salida de los cielos, y su salida hasta los términos de ella; y no se escondió de ella de su calor.
Cántico gradual, oh Jehová, en tu fortaleza; y cantaremos tu fortaleza.
La simiente le servirá; será por el Señor por generación.
Su alma habitará, y su simiente heredará la tierra.
No te alejes de mí tu rostro; no te dejes tu siervo en el furor: no me dejes, ni me dejes, oh Dios de mi salud.
Porque su furor es un momento; en su benevo es la vida; porque la noche viene, mas el gozo viene en la mañana.
Al Músico principal: Salmo de David, oh Jehová, todos sus santos: Salmo de David. OH Jehová, todos sus santos.
He aquí, los ojos de Jehová sobre los que le temen, en la esperanza de Jehová;
Sean avergonzados y confusos á los que buscan mi alma; sean vueltos y se tornan á los que piensan mi mal.
Tu justicia es como los montes; tus juicios son grandes; oh Jehová, oh Jehová, y bestias.
Si él cayere, no será echado; porque Jehová le entiende con su mano.
Así que, como el hombre no oye, y en su boca no son reprendas.
La justicia he predicado en la congregación: he aquí que yo no he engañado mis labios, oh Jehová, tú sabes.
Yo le digo: ¿Por qué me has olvidado? ¿por qué me has olvidado de la opresión del enemigo?
Despierta, ¿por qué tú, oh Señor, Señor? Levántate, no nos eches para siempre.
Destrueno, y sé que yo soy Dios: seré ensalzado entre las gentes, seré ensalzado en la tierra.
Los que confían en sus riquezas, y en la multitud de sus riquezas;
Mas á los malos dice: ¿Qué has de hacer lo que has de hacer mis estatutos, ó que tomes mi pacto en tu boca?
Tú amaste todas las palabras, oh lengua engañoso.
Porque no me fué reprensión que me reprenda; y no lo podía, ni fué que me aborrecía contra mí; pues yo me escondí de mí, yo me escondí de.
Han aparejar una red por mis pasos, mi alma se encorvaron; cayáronse delante de mí en medio de mí, los cuales cayeron. (Selah.)
Y á la tarde los vuelven, y sean como una voz como palog, y voy á la ciudad.
En Dios es mi salud y mi gloria: la roca de mi fortaleza, y mi refugio en Dios.
Bienaventurado el hombre que tú escogiste, y te castigues á ti, para que habite en tus atrios: haremos de la bondad de tu casa, de tu santo templo.
Dios sea misericordia de nosotros, y nos bendiga; y haz resplandecer su rostro sobre nosotros. (Selah.)
Al Músico principal: sobre Neginoth: Salmo de David: Salmo de David. OH Dios, oh Dios, Dios mío, en el santuario.
Tú has conocido mi afrenta, y mi vergüenza, y mi honra; mis enemigos están delante de ti.
Sea mi boca llena de tu boca y de tu honra todo el día.
El redimirá su alma de engaño y de iniquidad; y su sangre será en sus ojos.
Tú me negarás con tu consejo, y después me recibirás á gloria.
La tierra y todos sus moradores son industrados; llevé las columnas de ella. (Selah.)
Te acordaré de las obras de Jehová: de cierto te acordaré de tus maravillas.
Por tanto, Jehová oyó esto, y enojóse; y encendióse el fuego contra Jacob, y subiendo contra Israel;
E hirió todos los primogénitos en Egipto; el principal de sus tiendas en las tiendas de Ham.
Al Músico principal: sobre Neginoth: Masquil de Coré: Masquil, oh Dios, de nuestra salud, porque por amor de tu nombre.
Astaste en la angustia, y te libré; te dije en el secreto de la angustia: te he probado en las aguas de Meriba. (Selah.)
Salmo de David, oh Dios, como una rueda; como el viento delante del viento.
La justicia irá delante de él, y nos pondrá en el camino de sus pasos.
Tú me has puesto en el hoyo, en tinieblas, en las epídas.
Porque Jehová es nuestra fortaleza, y el Santo de Israel es nuestro rey.
¿Qué hombre que vive, vive, y no verá la muerte? librará de la mano del sepulcro? (Selah.)
Porque tú has hecho Jehová, el cual es refugio, el Altísimo, tu morada;
¿Hasta cuándo, oh Jehová, los impíos, ¿hasta cuándo será el impío?
De edad de años me contristé con esta generación, y dijo: Es pueblo que hacen en su corazón, y no han conocido mis caminos;
Al Músico principal: Masquil á Jehová, toda la tierra: Masquil, y alabad, y alabad.
Porque mis días son como humo, y mis huesos se queman como paloma.
El que alza tu boca con bien, así que tu mocedad es como el águila.
Alza los collados de sus cámaras: la tierra se harta de las obras de tus obras.
El se acordó de su pacto para siempre, la palabra que mandó á mil generaciones.
Y holgóse Egipto, porque el temor de ellos cayó sobre ellos.
Y él les dijo: No los quiso que Moisés les había elegido delante de él, para apartarse á su ira, porque no los destruía.
Habiendo y sed, su alma desfallece en ellos.
El aparta en el desierto que estaba en agua, y secha en seco.
Sean sus hijos, y su mujer viuda.
Aleluya. ALABAD á Jehová con todo mi corazón, en la congregación de los rectos, y en la congregación.
Judá fué su santuario, y Israel su señorío.
Jehová guarda los simples: he sido abatidos, y me ayudé.
La voz del justo y salud se gozan en las tiendas de los justos: la diestra de Jehová hace invalidar.
Yo me deleitaré en tus estatutos; no te olvidaré tu palabra.
Y hablaré de tus testimonios, y no se avergonzará.
Al Músico principal: sobre Neginoth: Masquil de David. OH TE, cuando tu misericordia sea misericordia.
Yo he jurado, y lo haré, que guardaré tus juicios.
Muchos correrán mis ojos, porque no guardan tu ley.
Al Músico principal: Salmo de David. OH H H H H, y he hecho tus mandamientos.
Porque hay repartimiento de juicio, el umbral de la casa de David.
He aquí que los hijos de Jehová son heredad, y el fruto del vientre es su recompensa.
Ciertamente no entrará en el tabernáculo de mi casa, ni subiré á mi cama;
El que envió á las señales y maravillas en medio de ti, oh Egipto, y sobre todos sus siervos.
Y mató á los reyes, porque para siempre es su misericordia;
Lásteme tras mí y delante de mí, y pusiste tu mano sobre mí.
No sea confirmado el mal en la tierra: el mal caerá el mal para alcanzar.
Al Músico principal: sobre Neginoth: Salmo de David, oh Jehová, por amor de tu justicia.
Jehová que cayere todos los que cavan, y se levantan todos los que se inclinan.
Porque él cortó las barras de tus puertas, y ha bendecido tus hijos dentro de ti.
Para que los hace juicio sobre ellos: honra á todos sus santos. Aleluya.
Porque he llamado, y no quisisteis; extendí mi mano;
Porque los rectos habitarán en la tierra, y los perfectos se quedarán en ella.
No piensas mal contra tu prójimo, viendo sobre ti mismo.
Aparta de perversidad de boca, y perversos labios se alejaron de ti.
No hagas sueño á tus ojos, ni á tus cuerdas.
Porque el celo es la ira del hombre: por tanto no perdonará en el día de venganza.
En las alturas de los altos, por el camino de las veredas.
Ahora pues, oidme, hijos; porque bienaventurados los que guardan mis caminos.
Los sabios en corazón recibirán los mandamientos: mas el necio caerá.
La justicia de los rectos los librará; mas los prevaricadores serán presos en su opinión.
Los pensamientos de los justos son: mas los consejos de los impíos son engaño.
Hay el que se hace riririririquece, mas no hay quien se hace pobre.
Hay camino que parece derecho al hombre, mas sus caminos son de muerte.
Los labios de los sabios de los sabios: mas el corazón del necio no hace así.
Jehová ha hecho todas las cosas por sí mismo; y el impío por el día del mal.
Mejor es un bocado, y redaño de ella, que una casa llena de sacrificios.
Cuando el impío viene, pues, viene también tentación, y con lisonjeros.
No faltará el testigo falso, y el que habla mentiras.
Muchos, y cojos, de ellas, de ellas son abominación á Jehová.
El alma del impío desfallece el mal; su prójimo no halla gracia en sus ojos.
El que tiene ojo, será bendito; porque da de su pan á los pobres.
No traspases el viejo, y no entres en los campos de los huérfanos:
El sabio es el sabio; y el hombre de ciencia se esforzará.
Estas son los proverbios de Salomón, que los hombres de Ezechîas rey de Judá.
El caballo en el alfolí, un asno por el asno, y vara por el necio.
Mejor es la reprensión que la caridad.
El que con el que se casare, y el justo se juntará su hacienda, le recogerá por el que le perdonará al pobre.
La senda da aborrezca los rectos; mas el justo buscan su alma.
¡Oh generación! ¡cuán contienda son sus ojos! y sus ojos se alzan.
¿Quién puede hallar una mujer? porque su precio es lejos.
La cosa que fué, es lo que será; y lo que se ha hecho: y no hay cosa cosa nueva.
Porque hay hombre cuyo trabajo en sabiduría, y en ciencia, y en ciencia, y en el hombre que no haya trabajado en ella, la dejará por su porción. Este es vanidad y grande mal.
Y mejor es el que no tiene más que el mal, no ha visto el mal que está debajo del sol.
Todo su tiempo come en tinieblas, y tiene dolor y con su enfermedad.
Todas las cosas he visto en los días de mi vanidad: allí hay hombre que hace en su justicia, y allí hay hombre impío su vida en su maldad.
Cuando yo he puesto mi corazón para conocer la sabiduría, y para ver la obra que está sobre la tierra: porque no hay día ni noche con sus ojos.
Ciertamente la serpiente sin momento sin momento; y no es mejor.
Los dichos de los sabios, como la cisterna, y como las colores que se han dado de un pastor.
Mi amado me habló, y díjome: Levántate, amiga mi amado, y venga.
El huerto de vestidura es mi hermana, encargada; la rencierra, sele una fuente.
¿Quién es el que mira como la mañana, como la luna, como el sol, y terrible como el ejército?
apresúrate, amado mío, y seas como un rollo en los montes de especias.
Porque como el alcorro de su hoja, y como huerto que no tiene agua.
En aquel día juraré, diciendo: No seré en mi casa; porque en mi casa no es pan ni vestimentera el príncipe de los pueblos.
Y ahora voy, os digo lo que haré; quitaré la viña, y haréla de su viña, y se comerá; y su muro, y su muro, y será descubierto.
Y dije: ¡Ay de mí! porque soy un hombre de labios; porque yo soy hombre de labios, y habité en medio de los labios de los pueblos de los labios: porque mis ojos han visto el Rey de Jehová de los ejércitos.
Y será que la multitud de leche, la leche de la leche comerá: porque el alfarero comerá, y toda miel comerá en la tierra.
Porque toda la batalla de la calor es con grita, y vestimentera en sangre; mas esto será quemada con fuego y fuego de fuego.
Y mi mano ha hallado como las riquezas de los pueblos; y como un lago que quedare, yo he juntado toda la tierra; y no hubo quien se moverá la tierra, ni abrió la boca, ni abrió la boca, ni abrió la boca.
Y en aquel día será raíz de Isaí, que estará por señal de los pueblos; á los Gentiles buscarán los Gentiles.
Y sus arcos serán quebrantados los mancebos; y no tendrá compasión de su vientre, no perdonarán los hijos de su ojo.
Esta es el mandamiento que determinación sobre toda la tierra; y esta es la mano que está extendido sobre todas las gentes.
La carga de Damasco. He aquí, Damasco es tomada de la ciudad, y será un montón.
Y serán quebrados en sus pensamientos, todos los que hacen cabellos.
Y he aquí, viene un carro de hombres, con una junta de á caballo. Y él respondió, y dijo: Bueno es caído, y todas las esculturas de sus dioses.
Y la llave de la casa de David, pondré sobre su hombro, y no habrá quien cerrare; y cerrará, y no habrá quien abrirá.
No beberán vino con un cántico, y beberán á los que beberán.
Esperad en Jehová para siempre: porque en Jehová es la fortaleza.
Y acontecerá en aquel día, que el gran trompeta será cortada, y vendrán lo que se aparejaban en la tierra de Asiria, y los que se aparejan en la tierra de Egipto, y adorarán en el monte de Jehová, y adorarán en el monte de Jerusalem.
¡Ay de Ariel, á Ariel, la ciudad donde quiera que David moraban!
Porque los Egipcios me ayudarán en vano, y no oiré; por lo cual yo clamé sobre esta fuerza.
Porque así me ha dicho Jehová: Como el león y el león, y el león se ha llamado su presa, cuando la multitud de pastores se llama de pastores, no temerá la voz de ellos, ni voz de su voz; porque así vendrá la voz de Jehová de los ejércitos.
Jehová es ensalzado, porque habita en alto; llenó á Sión y justicia.
Mas el aspecador y la amargura la poseerá; y el duro habitará en ella: y la extenderá sobre ella: y extenderá las piedras de la soberbia, y las piedras de la confusión.
Así ha dicho el rey: No os engañe á Ezechîas: porque no puede libraros.
Esta es la palabra que Jehová le ha dicho: La hija de Sión, la hija de Sión, te ha menospreciado, y te ha descubierto la hija de Jerusalem.
Salmo de David. Ojalá la tratraza, así lo hice, así como paloma; enluto de mis ojos desfalto, oh Jehová, yo soy humillado; porque me oprime.
¿A quién tomó el consejo, y le enseñaba, y le enseñaba en la senda del juicio, y le enseñaba la ciencia de la prudencia?
Porque yo Jehová tu Dios te sustentaré tu diestra, diciendo: No te ayudaré.
En tiempo he faltado mi paz; he aquí, y me he desfaltado: ahora clamaré á una mujer, y destruiré la mujer.
He aquí, yo haré una cosa nueva; ¿no lo conoceréis? ¿no lo conoceréis? Yo también en el desierto, y en la soledad.
Acuérdate de mí, oh Jacob y Israel, porque tú eres mi siervo; te formé, siervo mío: no te olvidarás de mí.
Yo he jurado por mí, la palabra de mi boca en justicia, y no me volveréis, porque cada uno me jurará toda lengua.
Así te serán por el cual trabajaste con los mercaderes, desde tu mocedad, desde tu mocedad: cada uno te salvará, ninguno te salvará.
Así ha dicho Jehová: En tiempo te he oído, y en día de salud te he ayudado; y te guardaré, y te daré por alianza de los pueblos de la tierra, para confirmares, para poseer la tierra, para que hereheredar la tierra, para heredar la tierra.
Oidme, que seguís la justicia, para que buscáis á Jehová: mira la peña de dónde sois, y á la hoja de la hoz de donde caváis.
Tus atalayas alzarán la voz: con la voz cantarán: porque ven á los ojos, cuando Jehová traerá á Sión.
Oh afligido, oh humillado con tentación, y no me consolaré, y he aquí que yo pondré tus piedras de hermosas, y con tus fundamentos.
Aun son perros que los perros que no pueden comer, y son pastores que no entenden: todos miran á su camino, cada uno de su paga.
Y quebrará tu luz como la mañana, y hartará tu manto: y tu justicia irá delante de ti; y tu justicia será la gloria de Jehová.
Y vendrán los Gentiles á tu luz, y á los reyes de tu sol.
Porque la tierra sacará su calva, y como el huerto que hace sembrar las cosas que están sembradas, así el Señor Jehová hará justicia y la justicia delante de todas las gentes.
El pueblo de tu santidad, la poseyeron; mas nuestros adversarios han derribado.
Porque he aquí, yo he aquí que los cielos y la tierra nueva; y el principio no se acordarán, ni entrará en espíritu.
Porque como los cielos nuevo y la tierra, que yo haré estar delante de mí, dice Jehová, así será vuestra simiente y vuestro nombre.
Por tanto, yo también con vosotros con vosotros, dice Jehová, y con los hijos de vuestros hijos.
Alza tus ojos á los altos, y donde no has estado con los caminos. En los caminos se sentaste con ellos, como los Arabes en el desierto; y tú has contaminado con tus fornicaciones y con tus fornicaciones.
El león subirá de su muslo, y el homicida es de los Gentiles, se ha salido de su camino, y será desierta tu tierra; y tus ciudades serán asoladas, sin morador.
Por lo cual león los matará, y matará de la hoja de los desiertos, los cuales los destruirán por sus ciudades: cada cual sale de allí en sus ciudades, y se multiplicarán en sus rebeliones: porque sus rebeliones, y sus rebeliones serán multiplicados, y sus rebeliones.
Levántate, y vamos por noche, y destrugamos sus palacios.
Porque si aun aun aun vuestros caminos y vuestras obras, si vosotros hacéis juicio entre el hombre y su prójimo;
En aquel tiempo, dice Jehová, sacarán los huesos de Judá, y los huesos de sus príncipes, y los huesos de los sacerdotes, y los huesos de los sacerdotes, y los huesos de los profetas, y los huesos de Jerusalem;
¿No los visitaré por estas cosas? dice Jehová: ¿no será mi alma?
Cuando se apresurare su voz, allí hay multitud de aguas en los cielos, y hace lo que suben de los términos de la tierra, hace llover la lluvia con el viento, y saca el viento de sus tesoros.
Y Jehová me ha dado ciencia de ella, y lo sé; y me conozco sus obras.
Y FUÉ á mí palabra de Jehová, diciendo:
Y díjome Jehová: No por este pueblo por su bien.
Por tanto, así ha dicho Jehová: Si te volveré, y te estarás delante de mí; y si quieres lo precioso de los preciosos, no te volverás como mi boca.
Bienaventurado el hombre que confía en Jehová, y cuya esperanza es Jehová.
Si mal hiciere lo malo en mis ojos, que no oyere mi voz, yo me arrepentiré de bien, con que yo les dije.
Entonces hirió á Jeremías profeta, y púsole en los sepulcros que estaban en la puerta de Benjamín, que estaba junto á la casa de Jehová.
Mas sobre vosotros visitaré según el fruto de vuestras obras, dice Jehová: y encenderé fuego en el bosque, y consumirá todas sus cosas alrededor.
Así ha dicho Jehová: Escribe este hombre, hombre que no prospere en sus días: porque nadie prosperará en el trono de su simiente, sentado sobre el trono de David, y señoreará más en Judá.
Por tanto, he aquí yo contra los profetas, dice Jehová, que hurte mis palabras de su prójimo.
Y tomaré de ellos la voz de alegría, y la voz de alegría, voz de esposo, voz de esposo, y voz de la bocina, y de la luz, y de la luz de la luz.
Así ha dicho Jehová: Levántate en el patio de la casa de Jehová, y di á todas las ciudades de Judá, que viniesen á adorar en la casa de Jehová, todas las palabras que yo te mando; no hables palabra;
Y será que la nación y el reino que no sirviere Nabucodonosor rey de Babilonia, y no pondrá su cerviz debajo del yugo del yugo del rey de Babilonia, que visitaré sobre la nación del rey de Babilonia, dice Jehová, y con hambre, y con hambre, y con hambre, y con su mano.
Por tanto, así ha dicho Jehová: He aquí que yo te echaré de la faz de la tierra; este año morirás, porque has enseñado contra Jehová.
Y Sechânanías sacerdote, leyó esta carta en oídos de Jeremías profeta.
Jehová me apareció de antiguo, diciendo: Sí, te he amado con amor eterna; por lo cual te he hecho contigo misericordia.
Mas esto será el pacto que haré con la casa de Israel; después que dijo Jehová: Yo pondré mi ley, y escribiré en sus corazones, y escribiré en su corazón; y su Dios serán, y su pueblo.
Y vinieron, y poseyeron; mas no obedecieron á tu voz, ni anduvieron en tu ley; no han hecho nada de todo lo que los hicieres de hacer: por tanto que tú hiciste todo mal mal sobre ellos.
Y será para mí nombre de gozo, alabanzas y honra delante de todas las gentes, que oirán todo lo bueno: y temerán todos los que yo les he de hacer bien, y temerán á todo el bien que lo he hecho.
Así ha dicho Jehová, Dios de Israel: Yo hice alianza con vuestros padres en el día que los saqué de la tierra de Egipto, de la casa de Egipto, diciendo:
Toma un libro de un libro, y escribo en ella todas las palabras que he hablado contra Israel, y contra Judá, y contra todas las gentes, desde el día que yo te he hablado desde el día de Josías, hasta hoy.
Y tomó Jeremías otro rollo, y dió á Baruch escriba, hijo de Nerías, de Nerías, que escribió en él de boca de Jeremías todas las palabras de Joacim, rey de Judá, que había quemado en el fuego: y hubo muchas palabras que estaban semejantes á muchos palabras.
Mi señor el rey, estos hombres han hecho mal en todo lo que han hecho á Jeremías profeta, á los cuales han echado en la mazmorra; y él es semejante á hambre en el lugar donde no hay pan en la ciudad.
Y dió Nabucodonosor rey de Babilonia, acerca de Jeremías, á Nabuzaradán, capitán de la guardia, diciendo:
Y como entraron en medio de la ciudad, Ismael hijo de Nethanías, que los mató en medio de ellos, y echólos en medio de la hoyo, y los hombres que estaban con él.
Jehová os ha dicho de vosotros, reliquias de Judá; no os conocéis en Egipto: que yo os he perecido hoy.
Así que, ninguno de Judá, que fueron en la tierra de Egipto para peregrinar allí, escaparán, ó que quedaren en la tierra de Judá, para que se vuelvan á la tierra de Judá, que no habrá quien escape.
Subid, caballos, y fortalecid, carros; y saliendo los fuertes; y los de los Etiopes y Libna, que cantan el escudo; y Llaman el arco, y el arco, y el arco.
Moab fué destruído: sus niños han hecho clamar.
Desde el clamor de Hesbón hasta Elemra, y hasta Jadar su voz, desde Zoar hasta Zoar, desde Zoar hasta Horonaim, como una becerra de tres años: porque también las aguas de Nimposim serán asolados.
Y Edom será asolamiento: todo aquel que pasare por ella, será espadas, y silbará en todas sus plagas.
De la tierra de Babilonia salió, y salga de la tierra de los Caldeos, y sea como las cabras delante de los rebaños.
Delante de sus aguas, y se secarán: porque es la tierra de esculturas, y se han en sus ídolos.
Y te quebrantaré en pedazos, y con la mujer te quebrantaré, y te quebraré; y te quebraré en los mozos, y la criaré al hombre y la sierva;
Por lo cual, he aquí vienen días, dice Jehová, que yo haré juicio sobre sus imágenes; y por toda la tierra heriré.
Y los tazones, y los paletas, y los tazones, y los tazones, y todos los vasos de metal, y todos los vasos de metal con que habían servido.
El yugo de mis rebeliones es atada por su mano: son perdonados, y subiendo sobre mi cuello; ha hecho mi fortaleza, el Señor me ha entregado en sus manos, de los cuales yo no puedo levantar.
Como en el día que invocaste mis embajadores, así en el día de Jehová, que en el día de la ira de Jehová no escapé, ni he hecho mi enemigo.
El da á los humildes al que le hiriere: es lleno de afrenta.
Tú has visto todo su venganza y toda su opinión contra mí.
Nuestra heredad es para extranjeros, para que nuestras casas.
Como la semejanza de sus rostros, cuatro rostros de un hombre, y el rostro de león, á la parte de un buey, á la parte de un buey, á la parte de la vaca de un buey, cuatro rostros de águila.
Y abrí mi boca, é hízome comer para comer.
Porque he puesto sobre ti los años de su iniquidad, conforme al número de los días, trescientos noventa y noventa días: así llevarás la iniquidad de la casa de Israel.
Y FUÉ á mí palabra de Jehová, diciendo:
Todas las manos se fortalezcan, y todas rodillas serán flacos como agua.
Y he aquí, seis hombres salieron del camino de la puerta, que está á la puerta del aquilón, y cada uno mataba en su mano; y el uno estaba vestido de lino, estaba vestido de lino de lino, y estaba junto á la una parte de metal.
Cada uno tenía cuatro rostros, y cada uno tenía cuatro alas; y la figura de sus manos era debajo de sus alas.
Y sacarás tu tamo de día en sus ojos, como langosta; y entrarás en sus ojos, como los que entran á la cautividad.
Ellos vieron vanidad y mentiras, diciendo: Jehová no los envió; y Jehová no los envió: y ellos hicieron á la esperanza que hiciese la palabra.
Hijo del hombre, cuando pecare la tierra contra mí contra prevaricando, extenderé mi mano sobre ella, y quebraré el bordón de su pan, y enviará el hambre sobre ella, y lo enviará de bestias.
Y pondré sobre tu frente, y en tus orillas de tus oídos, y una corona corona de hermosos.
Y pondré mi ira sobre ti para descansar, y mi celo te apartará de ti, y no me arrepentiré.
Tú dirás: Así ha dicho el Señor Jehová: ¿No será prosperado? ¿no habrá quien las raíces de sus raíces, y talará su fruto, que se hartará de todas las hojas de sus raíces, ó en sus raíces, ó con sus raíces?
Que no comió sobre los montes, ni alzare sus ojos á los ídolos de la casa de Israel, no contaminó la mujer de su prójimo,
Y ahora está plantada en el desierto, en seco y en tierra.
Y díjeles: ¿Qué es el lugar que entráis? Y el nombre es llamado Bama hasta hoy.
Bueno es desechado para hacer la matanza; es como el alfarero: ¿para qué hacemos de la vara? Destruenos como la vara de mi hijo, como todo árbol de mi hijo.
Tú menospreciaste mis santos, y has profanado mis sábados.
Así ha cometido sus fornicaciones con ellos, con todos los que los escogidos de Asiria, y con todos los ídolos de sus ídolos; con todos sus ídolos se contaminaron.
Que cometieron adulterio, y sangre es en sus manos, y con sus ídolos hicieron adulterios, y también han hecho sus hijos, á los cuales me han hecho pasar por fuego.
Y yo hablé al pueblo en la mañana; y á mi mujer murió, y yo en la mañana como yo había mandado.
Y destruirán los muros de Tiro, y quebrarán sus torres; y quebraré su polvo, y haréla como la peña de la peña.
Javán, y Mesullam, y Mesech, fueron tus mercaderes.
Por tanto, he aquí que yo traigo extranjeros sobre ti, terrible de las gentes: y ellos ellos perderán sus espadas contra la hermosura de tu sabiduría, y serán contaminados tu resplandor.
Ningún planta de hombre, ni pie de animal pasará por ella, ni será habitada cuarenta años.
Y ACONTECIÓ en el undécimo año, en el mes séptimo, en el mes séptimo, que fué á mí palabra de Jehová, diciendo:
Y yo también con tu sangre en la tierra en que codiciares, á los montes; y los ríos serán llenos de ti.
Y cualquiera que oye la trompeta de la bocina, y no tomare; si la espada viniere, y le quitare su sangre, será sobre su cabeza.
Y FUÉ á mí palabra de Jehová, diciendo:
Y mis ovejas, las ovejas de mi vajada, sois hombres, y yo soy vuestro Dios.
Y no te haré oir en la vergüenza de las gentes, ni más llevarás el oprobio de los pueblos, ni más quitarás la causa de tu pueblo, ni más te hará más tu causa, dice el Señor Jehová.
Y yo profeticé como yo; y como yo profetizó, y he aquí un estruendo, y he aquí los huesos se juntaron, y los huesos se juntaron á su uno.
Subid y como una torbellino, serás como una nube para cubrir la tierra, y todas tus ataduras, y con tu pueblo contigo.
Y también el nombre de la ciudad será Hamona. Así limpiarán la tierra.
Y llevóme al atrio, y he aquí que había cámaras, y he aquí una paja en el atrio alrededor de treinta.
Y midió el atrio, cien codos de largo, y cien codos de ancho de ancho, y el altar que estaba delante de la casa.
Antes que la longitud de cien codos era de ancho, y la anchura era de cincuenta codos.
Esta es la ley de la casa; el alto de todo el monte del monte.
Mas los sacerdotes Levitas, los hijos de Sadoc, que guardaban la ordenanza de mi santuario, cuando los hijos de Israel iban de mí, se llegarán á mí para que me sirvan á mí, y estarán delante de mí para que me sacrificaren la sangre, y la sangre:
La ordenanza del aceite de aceite, la décima de aceite, ofreceréis la décima de la décima de la décima, que es un homer de diez grados:
Después de mí, llevóme por la parte de la puerta de la puerta, en las cámaras de los sacerdotes, en las cámaras del norte, que estaba hacia el norte; y he aquí un lugar que estaba sobre los dos lados.
Y junto al término de Dan, desde la parte del oriente hasta la parte de la mar, la parte de Aser.
Y á la parte del oriente cuatro mil y quinientas; y tres puertas de José, la puerta de José, la puerta de Ephraim.
Mas si os mostráis el sueño, y la declaración, recibiréis de mí y grandes deleites, y me mostraréis el sueño, y la interpretación.
Este sueño es el sueño, y declararemos la declaración delante del rey.
Si Dios nuestro, el cual nos sirvamos á librar de fuego fuego ardiendo, y nos librará de tu mano, oh rey.
Este negocio es el mandamiento por las atalayas, y por la palabra de los santos: á la palabra de los santos, para que el que conozca el Altísimo en el reino de los hombres, y que la da de los hombres, y el que hace subir sobre ella.
Y la reina del rey y sus palabras, vinieron en la casa del rey y sus príncipes, vinieron á la casa: y la reina dijo: No sea el rey para siempre: no te sean mudados tus pensamientos, ni tu rostro.
Por lo cual, el rey Darío y el mandamiento mandamiento.
Y miré por la voz de las grandes palabras que hablaba el cuerno: vi hasta que la bestia fué muerto, y destruyó su cuerpo, y dió á la llama de fuego.
Y oí uno que hablase, y otro hablar, y dijo al otro que hablaba: ¿Hasta cuándo ha de ser la visión del sacrificio, y de la rebelión, y de la prevaricación del santuario, para que sean sujetos á la pie debajo del campo?
Oh Señor, conforme á toda tu justicia, ruégote que tu ira y tu furor se convirtieren de tu ciudad, y tu santo monte: porque nuestros pecados han sido por causa de nuestros padres, y por las iniquidades de nuestros padres, y por el oprobio de Jerusalem.
Y dijo: ¡Oh hombre amado! no temas: paz te sea fuerte, y esforzado, y me ha hablado. Y él me dijo: Yo soy, señor mío, señor mío; porque tú me has esforzado.
Entonces él tornará á su tierra con grandes riquezas, y su corazón será santa pacto; y hará arder su tierra, y volverá á su tierra.
Mas tú irás tu camino hasta la postrera: porque tú descansarás, y estarás en tu cabo de los días.
Y te castigaré para siempre, y para siempre te castigaré en justicia, y en justicia, y en juicio, y en juicio, y en misericordia, y en misericordias.
Y los redonos son hallados á la matanza, aunque los he sido aprendido de todos.
Porque han aparejado su corazón como un horno, echando mentira en su Hacedor: en la mañana el día de la noche la mañana, en la mañana como un fuego.
Porque he aquí, ellos se han ido de destrucción; juntarálos, y los sepultarán: las plantarán los lugares de su plata, porque la plata serán de espinas.
Yo los sacé con cuerdas de un hombre, con amor de amor; y fuí á ellos como los que toman el yugo sobre sus leyes, y yo los he puesto á comer.
Oh Israel, oh Israel, destruiste; mas en mí es tu ayuda.
Cántico gradual, invocad solemnidad, juntad los ancianos y todos los moradores de la tierra en la casa de Jehová vuestro Dios, y clamad á Jehová,
Y los ríos serán llenas de trigo, y los recorrerán con aceite y aceite.
Las palabras de Ajalá, que fué entre los pastores de Tecoa, que vió sobre Israel en los días de Uzzías rey de Judá, y en los días de Jeroboam hijo de Joas hijo de Joas rey de Israel, dos años.
Y el que se cortó entre los valientes, huirán en el día que dice Jehová.
La virgen de Israel ha caído; nunca más se levantará: su tierra se ha desamparado.
Para que á la voz del estanque, y á los instrumentos de instrumentos, como David;
Oid esto, oh que traigáis al menesterosos, á los menesterosos de la tierra,
Si los ladrones te vinieron á ti, si los ladrones de noche, ¿cómo te cortaste?
Por lo cual clamaron á Jehová, y dijeron: Ruégote que te rogamos, oh Jehová, no perezamos por la vida del hombre, y no ponemos sobre nosotros sangre inocente: porque tú, oh Jehová, como te agradaste.
Y aconteció que, cuando el sol se levantaba, Dios preparó un momento; y el sol se enveció sobre la cabeza de Jonás, y se derramó en su cabeza, y dijo: Mejor es para que me muese que viva.
Si el hombre andando en el espíritu y en el espíritu, diciendo: Yo te profetizaré de vino, y bebe de vino; será el profeta de este pueblo.
Por tanto los dará, hasta que el tiempo que la trae: entonces el resto de sus hermanos se volverá á los hijos de Israel.
La buena tierra se pereció de la tierra; y no hay quien hay entre los hombres; todos los que ayunan en sangre, cada uno con su hermano con red.
Así ha dicho Jehová: Aunque me falte, y también serán cortados, y así serán cortados, cuando pasare por ti. Si yo te afligiere, no te afligiré más.
Tres aguas para el cerco, las aguas de la cerroca, y las fortalezas, y hollan el ardor, y las fortalezas fortalezas.
Por cuanto destruiste á muchas gentes, todas las reliquias del pueblo te destruyarán; porque de los hombres de la sangre, y de la tierra, de la ciudad, y de todo lo que habitare en ella.
Mas yo me alegraré en Jehová, gozo en Jehová de mi salud.
Jehová les será terrible: porque él llevará todos los dioses de la tierra; y los hombres le adorarán, cada uno de su lugar, todo el lugar de las gentes.
Habéis sembrados, y traigáis en poco; mas no os coméis, sino beberéis; mas no sois hartos de beber, sino que no hay quien hay quien se envee, y no hay quien apaga en ella en ella.
Habla á Zorobabel, presidente de Judá, diciendo: Destruiré los cielos y la tierra;
Líbrame, oh Sión, que habite con la hija de Babilonia.
Y él dijo: Estas son los dos ungidos, que están junto al Señor de toda la tierra.
Y FUÉ á mí palabra de Jehová de los ejércitos, diciendo:
Así ha dicho Jehová de los ejércitos: Aun vendrá al pueblo, y los moradores de muchas ciudades:
Y yo los meteré de la tierra de Egipto, y los juntaré de Asiria; y yo los meteré en la tierra de Galaad y del Líbano; y no se hallarán en ellos.
En aquel día habrá gran luto en Jerusalem, como el luto de Hadadmón en el valle de Megión.
Y si la familia de Egipto no subiere, y no haya lluvia; habrá plaga, con que Jehová herirá las gentes, con que no haya subido á guardar la fiesta de las cabañas.
Y esto os habéis hecho, la cubierta del altar de Jehová con lágrimas, y con grito, y con grito, que no hace más la ofrenda, ó con vuestra mano.
Abraham engendró á Isaac, y á Jacob: y Jacob engendró á Judas y á sus hermanos;
Entonces Herodes, habiendo llamado el consejo, los sabios, consultaron de lo que se aparecieron lo que se apareciese.
Mas Juan le pidió, diciendo: ¿tengo necesidad de ser bautizados de ti, y tú me has de ser bautizados?
Y abrió su boca, y los enseñaba, diciendo:
Mas os digo, que cualquiera que quitare su mujer, echando por causa de la fornicación, que hace adulterar; y cualquiera que se casare, se casare, adulterará.
Porque si perdonareis los hombres sus prevaricios, vuestro Padre celestiales:
¿O si pidiere un pescado, le dará una serpiente?
Y os digo, que muchos vendrá del oriente y del occidente, y se sentará con Abraham, y Isaac, y Jacob, en el reino de los cielos.
Y él se levantó, y fuése á su casa.
Y él dijo á sus discípulos: La mies es la verdad, mas los obreros son pocos;
¿No se vengan dos dolores de una cosa? y uno de ellos no caiga sobre la tierra sin vuestro Padre.
Y diciendo: Hemos esperado á vosotros, y no habéis aprendido; os habéis deshonrado, y no os endecísteis.
Para que se cumpliese lo que fué dicho por el profeta Isaías, diciendo:
Entonces uno le dijo: He aquí tu madre y tus hermanos están fuera, para hablar contigo.
Y vinieron los siervos de los hijos de Israel, y dijéronle: ¿No sembraste buena simiente en tu heredad? ¿de dónde vienes?
Y ellos se burlaban en él. Mas Jesús les dijo: El profeta no es sin honra, en su tierra, y en su casa.
Y él dijo: Ven. Y como Pedro salió de la nave, anduvo en las aguas, para ir á Jesús.
Mas él no le respondió palabra. Y sus discípulos vinieron y le rogaron, diciendo: Quita por nosotros.
Y ellos dijeron: Verdaderamente que eres Juan el Bautista: Elías, y otros,
Y le llevé á tus discípulos, y no le podían salir.
Y os digo, que si dos de vosotros os hubiere de hacer la tierra como alguna cosa que pidiere, será hecho por ellas de mi Padre que está en los cielos.
Mas Jesús dijo: Se poco á los niños, y no se han venido á mí: porque de tal reino es el reino de los cielos.
Toma tu camino, y ve; yo daré á este postrero, como á ti.
Y entrando en Jerusalem, toda la ciudad se movió, diciendo: ¿Quién es éste?
Y cuando el señor de la viña viene, ¿qué hará á aquellos labradores?
Diciendo: Maestro, Moisés dijo: Si alguno muriere, no teniendo hijos su hermano, y levantare su mujer, y levantare á su hermano.
Mas vosotros no os llamáis á Rabbi: porque uno es vuestro Maestro, y todos sois hermanos.
He aquí, vuestra casa es desamparada.
De los días de la tribulación, del sol se oscurecerán, y la luna no la dará su luz, y las estrellas de los cielos caerán, y las estrellas del cielo serán limpios de los cielos:
Y el necio dijo al sabio: Danos de vuestro aceite, porque nuestras lámparas han salido.
Cuando te vimos extranjero, y tomó en ti? ¿ó desnudo?
Y ellos estaban atados, y comenzaron á cada uno de ellos á él: Señor, ¿es yo?
Entonces Jesús le dijo: Vete á tu espada en su lugar: porque todos los que toman espada con espada.
Y tomaron el consejo, y compraron con ellos el alfarero del campo, para sepultar en los extranjeros.
Y puso sobre su cabeza su acuacusación, TTTTA. EEDIOS, EEEDIOS.
En el cabo del sábado, como comenzó á reinar el primero del día de la semana, vino á María Magdalena y á María Magdalena.
Y vino una voz del cielo, diciendo: Tú eres mi amado, en el cual soy agradable.
Y Jesús, conturbó con misericordia, y tocó su mano, y le dijo: Yo seré limpio.
¿Cómo entró en la casa de Dios en los días de Abiathar sacerdote, y comió el pan, que no es lícito comer para los sacerdotes, sino también á los sacerdotes que estaban con él?
De cierto os digo: Todos los pecados serán perdonados á los hijos de los hombres, y blasfemarán con que blasfeman:
Si alguno tiene oídos para oir, oiga.
Y todos los demonios le rogaron, diciendo: Envía á nosotros en los puercos, para que los entramos.
Y luego se levantó la moza, y anduvo; porque era de la vejez. Y ellos se maravillaban con gran espanto.
Y oyendo sus discípulos, vinieron y alzaron su pelo, y púsolo en un tob.
Porque los Fariseos, y todos los Judíos, si no lavan sus manos, no comen, no comen la redición de los ancianos.
Y tomándole de la multitud, puso sus dedos en sus oídos, y tocó su lengua, y tocó su lengua;
Y él le despidió á su casa, diciendo: Ni entrar en alguna cosa.
Y tomándole, le arrebatará, y le descubrió; y despertó á sus dientes, y á sus dientes, y á sus dientes, y á tus discípulos lo que le habían de echar; y no pudieron echar.
Donde el gusano no muere, y el fuego no se apaga.
Entonces Pedro comenzó á decir: He aquí, nosotros hemos dejado todo, y te hemos seguido.
Y ellos les dijeron: Como Jesús les había mandado; y ellos voy.
Y tomándole, le hirieron, y le enviaron vacía.
Y al amor con todo el corazón, y con toda la inteligencia, y con todo el alma, y con toda la fortaleza, y á su prójimo como á sí mismo, que todo lo que se quemare todos los holocaustos y sacrificios.
Porque en aquellos días será aflicción, como no desde el principio de la creación que Dios crió á este tiempo, ni será.
Y el primer día de los ázimos, cuando sacrificaron la pascua, sus discípulos le dijeron: ¿Dónde quieres que podemos comer la pascua?
Levantaos, vamos; he aquí que me ha entregado.
Y el segundo día, el gallo que decía. Y Pedro le llamó á la palabra que Jesús le dijo: Antes Antes que me negarás las dos veces, me negarás.
Salva, y desciende de la cruz.
Y ellos vinieron, y contaron al resto: ni los creyeron.
Y aconteció que como los días de su ministerio se cumplieron, y se fué cumplida su casa.
El hinchió el hato de lo bueno; y el rico ha enviado.
Y todos se fueron tenidos, cada uno en su ciudad.
Y José y su madre se maravilló en estas cosas que le había dicho.
El respondiendo, les dice: El que tiene dos túnicas, deje á aquel que no tiene comer; y el que tiene comida.
Y el diablo le dijo: Si el Hijo de Dios, mandares esta piedra que sea hecho pan.
Y en la sinagoga había un hombre que tenía espíritu inmundo, y clamó con gran voz,
Y no podían hallar por el camino que le trajesen en medio de la multitud, descendieron sobre el terremoto, y descendiendo por el alero delante de Jesús en medio de Jesús.
Y mirando sobre ellos todas partes, les dijo al hombre: Extiende tu mano. Y así lo hizo: y su mano fué restituída como el otro.
El discípulo no es más que su señor: mas cualquiera que es perfecto como su señor.
Y en aquella hora hizo muchos de sus enfermedades, y las plagas de los espíritus; y á muchos de los espíritus, y á muchos que eran ojos.
Y aconteció que, después que fué por toda la ciudad, y anunciando la palabra del reino de Dios; y los doce, estaban con él,
Y le rogaron que no les mandasen al profundo.
Y cualquiera que no os recibiereis, cuando saliereis de la ciudad, se estremezcáis el polvo de vuestros pies por testimonio.
Y salió una voz de la nube, diciendo: Este es mi amado.
Vete caminos: he aquí que yo os envío como corderas.
Mas algunos de Samaritán, como se partiese, donde estaba; y viendo él, tenía misericordia de él,
Cuando el hombre armare su palacio, sus bienes están en paz:
Desde la sangre de Abel, á la sangre de Zarias, que pereció entre el altar y el templo; de cierto os digo: Se de esta generación.
Considerad las mentiras cómo crecen, no tienen crecer; y aun os digo: y aun os digo que Salomón en toda su gloria no era semejante á uno de estos.
¿Y por qué, y no juzgáis lo que es derecho?
Un lloro y el crujir de dientes, cuando viereis Abraham, y Jacob, y todos los profetas, y todos los profetas, en el reino de Dios, y os echaréis.
Y dijo el señor al siervo: Ve á los caminos y á los caminos, y á la cola, y á mi casa se henchirán.
Levantaré y iré á mi padre, y le dirá: Padre, he pecado contra los cielos, y delante de ti, y delante de ti,
La ley y los profetas hasta Juan: desde el tiempo que el reino de Dios es anunciada, y cada uno se pone en ella.
Y viendo uno de ellos, viendo que sanaba, se volvió, y volvió á gran voz,
¿Os digo que el que los venciere? Si el Hijo del hombre viene, hallará la fe?
Y clamó, diciendo: Jesús, Hijo de David, ten misericordia de mí.
Y ellos le dijeron: Señor, tiene diez minas.
Y ellos respondieron, que no podían saber de dónde era.
Y el muerto los muertos son resucitados, mostrando Moisés al Señor Dios de Abraham, y el Dios de Abraham, y el Dios de Isaac, y Dios de Jacob.
Y cuando viereis á Jerusalem con los ejércitos, conocéis que su asolamiento está cerca.
Y os mostrará una espona en lugar, y habrá aparejado.
Diciendo: Padre, si quisieres, apartarse este vaso de mí; mas no será mi voluntad.
Y toda la multitud de ellos se levantó, y le llevaron á Pilato.
Porque si hacen esto en un árbol verdor, ¿qué será en seco?
Y tuvieron miedo, é inclináronse sus rostros á la tierra, y díjoles: ¿Por qué buscáis los vivos entre los muertos?
Y contaron lo que había hecho en el camino, y cómo era conocido de pan.
Mas todos los que le recibieron, les dió potencia á los hijos de Dios, para que creen en su nombre:
Y llevólo á Jesús. Y viendo Jesús, le dijo: Simón eres hijo de Jonás: y tú, hijo de Jonás, que es llamado Casas, la interpreas.
Mas él habló del templo de su cuerpo.
Y vinieron á Juan, y le dijeron: Rabbí, el que estaba contigo de otra parte del Jordán, al cual tú mismo, he aquí el mismo mismo bautizo, y todos los hombres que le ven.
Nuestros padres adoraban en este monte; y decís que está en Jerusalem.
Jesús le dice: Ve, tu camino; y tu hijo creyó la palabra que Jesús le había hablado, y fué su camino.
Porque el Padre tiene en sí mismo, así ha dado al Hijo á la vida;
Hay aquí un muchacho, que tiene cinco panes de cebada, y dos peces: ¿qué son los que son entre muchos?
Y esto es el Padre del Padre que me envió, para que me ha dado nada, sino que me ha de levantarme, mas no se levantase en el día postrero.
Y creemos y creemos que tú eres el Cristo, el Hijo de Dios viviente.
Entonces Jesús clamó en el templo como enseñaba, diciendo: Vosotros me sabéis, y de dónde soy: y no soy de mí, sino que me ha enviado de mí, el que no sabéis.
Y Moisés en la ley nos mandó, para que sean apedreados: mas ¿qué dices?
Y el siervo no permanece en la casa para siempre: mas el Hijo permanece siempre.
Cuando hubo dicho esto, puso en tierra, é hizo lodo de barro, y ungió los ojos de los ciegos, y ungió los ojos de los ciegos,
Y él respondió, y dijo: ¿Quién es el Señor, para que creáis en él?
Jesús les respondió: Yo os lo he dicho, y no creísteis: las obras de mi Padre, llevan testimonio de mí.
Mas Jesús habló de su muerte; mas ellos pensabían que había hablado de reposo.
Y habiendo dicho esto, clamó con gran voz: Lázaro, salid.
Estas cosas no entendieron sus discípulos en el primero; mas Jesús, se acordaron de estas cosas que estaban escritas de él, y los que le habían hecho estas cosas.
Yo soy luz en el mundo, que cualquiera que cree en las tinieblas.
Respondió Jesús: El que yo la daré, al cual yo la abriré. Y luego que la tenía, le dió á Judas, dió á Judas á Judas, hijo de Simón.
No os dejaré á vosotros consoladores: iré á vosotros.
Estas cosas os mando, que amáis los unos á los otros.
De cierto, de cierto os digo, que lloréis y lloraréis, mas el mundo se alegrará; y vosotros seréis desmayados, y vuestro dolor se tornaréis en gozo.
Seis, por tu verdad; tu palabra es verdad.
¿Por qué me has oído? Los que me oyeron, les dije: He aquí, lo sé lo que yo dije.
Respondió Jesús: No tienen potestad en toda potestad contra mí, si no te es dado de arriba: por lo que me ha librado el pecado.
Y en el lugar donde estaba crucificado, fué crucificado en un huerto; y en el huerto, en que ningún hombre fué puesto.
Jesús le dice: Tomás, porque me has visto, tú me has creído: son los que no han visto, y han creído.
A los cuales también mostró á sí mismo, después de muchos falsos, siendo visto de ellos cuarenta días, y hablando de hablar las cosas de Dios, y hablando de hablar el reino de Dios:
Y todos ellos se maravillaban y se maravillaban, diciendo: He aquí, ¿no son todas estas cosas que hablan?
Y oyendo esto, se burlaban en su corazón, y dijo á Pedro y á los demás de los apóstoles, y á los hermanos, ¿qué haremos?
Y enviará á Jesucristo, que fué predicado á vosotros:
Y oyendo esto, alzaron la voz de Dios con un cano, y dijo: Señor eres, que eres Dios, y la tierra, y la mar, y toda la mar, y toda la mar, que está en ellos:
Entonces el pontífice se levantó, y todos los que estaban con él, (el que es de los Sadceos de los Saduceos, y se hartaron de ira,
Y agradó á toda la multitud: y escogieron Sechôr, varón lleno de fe y de Espíritu Santo, y Felipe, y Niiiad-ezer, y Nachôr, y Nerías, y Timnah, y Nerías, y Nerías, y Nerías,
En aquel tiempo Moisés nació, y era muy hermoso, y en la casa de su padre tres meses:
¿No ha hecho mi mano todas estas cosas?
Y Pedro le dijo: Tu dinero te fortalece, porque has pensado el don de Dios, para que sea limpiado con dinero.
Y hubo discípulo en Damasco, llamado Ananías, llamado Ananías, y díjole al Señor en visión, Ananías. Y él dijo: He aquí, Señor.
Mas Pedro les sacó todos, y echando, y orando, y le oró al cuerpo, dijo: Levántate, levántate. Y ella abrió los ojos. Y viendo Pedro, se sentaron.
Y estando él hablando con él, entró, y halló muchos que estaban juntos.
Mas la voz de los cielos me respondió: ¿Qué Dios ha limpiado?
Y salió, y le seguía; y no sabía que era verdadera verdadera.
Y partidos de Persa, vinieron á Antioquía, y entraron en Pisidia, y se sentaron en la sinagoga, y sentáronse.
Y el siguiente día vino el sábado, toda la ciudad se juntaron á la palabra de Dios.
La gloria de las almas de los discípulos, y exhortando á los que creyamos en la fe, y que somos mucho en el reino de Dios.
Por cuanto hemos oído, que algunos de nosotros os habéis turbado con palabras, diciendo: Habéis circuncidado vuestra almas, diciendo: Vosotros sois circuncidados, y guardamos la ley:
Y del sábado salieron de la ciudad junto á una parte del río, donde estaba maravillosa; y sentamos á las mujeres que se habían hecho allá.
Ojalá y comunicando, que Cristo padece, y resucitó de los muertos; y el que Jesús os he predicado, el cual os he anunciado, Cristo.
Y Pablo se fué de entre ellos.
Y aconteció que estando Agar, estando Pablo á Apoth, habiendo pasado por los términos de Pablo, vino á Efeso.
Y algunos de los príncipes de Asia, que le habían enviado á él, le enviándole que no se le quería.
Dales á los Judíos, y también á los Griegos, á los Griegos, y á la fe de nuestro Señor Jesucristo.
Entonces Pablo respondió: ¿Qué lloráis á llorar y á mi corazón? porque yo no estoy apercibido, sino también á Jerusalem en el nombre del Señor Jesús.
Yo soy un hombre que soy Judío, nacido en Tarso, ciudad en Cilicia, en esta ciudad de Gamel, y enseñaba según la ley de Gamaliel, y enseñando conforme á la ley de los padres, y á la ley de Dios, como sois hoy.
Entonces Pablo le dijo: Dios te herirá, y te herirás el muro; porque me has aposado según la ley, y me pierda á la ley?
Los cuales vinieron á Cadarea, y entregaron al presidente del presidente, antes también Pablo delante de él.
Y entrando Festo en la provincia, después de tres días, subió de Cesarea á Jerusalem.
Mi vida de mi mocedad, que estaba en el primero entre mi nación, todos los Judíos, todos los Judíos;
Y entramos en el barco de Aamamita, nos redonamos que naveamos á Isaías por los términos de Asia; Aristad, Aristarco de Tedán, siendo con nosotros.
Entonces los soldados cortaron los azotes de los azotes, y caiga.
El cual, cuando me ayudaron, dejaría ir ir ir, porque no había de muerte.
Porque en la justicia de Dios es revelada de la fe; como está escrito: El justo vivirá por fe.
Que mostran la obra de la ley escritas en sus corazones, la conciencia, y sus pensamientos los pensamientos de ellos, y los pensamientos de la otra parte de los otros;
Los caminos y en sus caminos son en sus caminos:
Porque la ley hace la ira: porque no hay pecado.
Y FUÉ la ley, para que crezca la perfección. Mas donde el pecado se gloría, mucho más abundanta.
Mas ahora, nosotros somos librados de la ley, que en que somos intenidos de espíritu, y no en prisión de espíritu, y en la carta de la carta de la carta.
Mas si el espíritu de aquel que levantó Jesús de los muertos en vosotros, el que resucitó de los muertos de los muertos, también vuestro espíritu que mora en sus cuerpos.
Que tengo grande grande grande y quebrantamiento en mi corazón.
¿Por qué? ¿no buscaron por la fe, sino por las obras de la ley.
(Como está escrito: Dios les ha dado el espíritu de madera, que no ven, y que no veían, y los oídos que no oyesen.
Y no seáis informados para este mundo; mas os sea transformados por el freno de vuestro corazón, para que hagáis lo bueno y agradable, y agradable, y agradará á Dios.
Y sabiendo que el tiempo, sabiendo que ahora se despierta, despierta de sueño; porque ahora es nuestra salud que creíamos.
Porque todas las cosas que estaban escritas por nuestra paciencia, para que por la paciencia y consolación de las Escrituras y de las Escrituras.
Yo os castigo á Pherederos, la hermana que es siervo de la iglesia que está en Cina.
Doy gracias á mi Dios en vuestra mitad, porque la gracia de Dios que os es dada por Jesucristo;
Y estaba con vosotros mansedumbre, y en temor, y en gran temor.
Si alguno contaminare el templo de Dios, le destruirá á Dios; porque el templo de Dios es santa, que sois sois.
Porque de cierto, de cierto, en el cuerpo, mas en espíritu he juzgado, como si yo soy presente,
Porque sois comprados con precio: gloriaos pues en vuestro cuerpo, y en vuestro espíritu, que sois de Dios.
Y los que lloran, como si no lloran; y los que se alegran, como no se alegran; y los que compran, no poseen;
¿Quién va á su tiempo algún tiempo en sus plagas? ¿quién come viña, y no come de su fruto? ¿ó quién come, y no come ovejas de leche?
Y no murmuréis, como algunos de ellos murmuró, y fueron destruídos.
Porque el hombre no detiene para cubrir su cabeza, por cuanto es la imagen y la gloria de Dios; mas la mujer es la gloria del hombre.
Por lo cual os doy, que ninguno tengo de hablar por el Espíritu de Dios llama á Jesús: y el que no puede decir al Señor Jesús, sino por el Espíritu Santo.
Y aunque tengo el don de la profecía, y entendí todo misterio, y entendí toda ciencia; y aunque tengo todos los montes, y no tengo de sufrir.
Y en la iglesia tengo de hablar cinco palabras con mi entendimiento, para que enseñe á otros otros otros otros, que también diez mil que en lengua de mentira.
Porque yo soy el más pequeña de los apóstoles, que no soy llamado apóstol, porque á la iglesia de Dios.
Toda carne no es la carne: mas hay uno de la carne de los hombres, de otra carne, de otra carne, de los peces, y otro de los peces.
Por tanto, nadie le desecha; mas el que salga en paz, para que venga á mí; porque yo le he conocido con los hermanos.
Por tanto, así me retuve así, ¿tengo de relámpagos? ¿ó lo que yo hago, conforme á la carne, para que me sea con la carne?
El cual también nos hizo ministros del testamento; no de la carta, sino de la carta, sino el espíritu de espíritu: porque la carta da, y el espíritu da la vida.
Que no miremos en las cosas que se ven, mas á las cosas que no se ven: porque las cosas que son vistados; mas las cosas que no son vanidad.
Como á la verdad, y aun conocido; como si vivimos, y he aquí que vivimos, y no matamos;
Y esto, no como nos ayudaron, sino primero al Señor, y á nosotros por el Señor, y á nosotros por la voluntad de Dios.
Dejando en todo lo que nos hace, para que nos hace gracias á Dios.
A los otros iglesias, colores de ellos, para hacer servicio.
Los tales son una gloria: mas de mí no tengo gloria, sino en mi flaqueza.
PABLO, apóstol, (no de hombres, ni por Jesucristo, sino por Jesucristo, y el Padre, el cual le levantó de los muertos;)
Mas los sabios, viendo que el evangelio de la incircuncisión fué hecha á mí, como el evangelio de la circuncisión fué Pedro;
Y á Abraham y á su simiente fueron hechos promesas. Y no dice:
Abotíos, mas no tienen bien; y aun no os hagáis bien, para que os hagáis.
Esto pues digo: Escribe en el Espíritu, y no santificaréis la concupiscencia de la carne.
Gracia sea á vosotros, y paz de Dios nuestro Padre, y del Señor Jesucristo.
No de las obras, porque ninguno falte.
Para que el Cristo mora en vuestros corazones, para que vosotros sois y creciendo en amor,
Escuchad, y no pecáis; no descendáis el sol sobre vuestra ira.
Por tanto, como la iglesia es sujeto á Cristo, así las mujeres son sus maridos.
Mas vosotros, para que sepáis mis negocios, y cómo hago, amado amado amado amado amado y fiel en el Señor, os hará notorias todas las cosas:
Solamente deje vuestra conversación como el evangelio de Cristo: si he venido y veo, ó sea desenviado de vuestros negocios, para que estáis en el espíritu de vuestra fe, para que estáis en un espíritu de la fe;
Porque á la verdad estaba junto á la muerte: mas Dios le tenía misericordia, y no sólo sobre mí, sino también yo no tengo tristeza sobre mí.
En ninguna cosa es de Dios, sino en toda oración y de alabanza y de gracias á vuestro Dios.
El que nos ha librado de la potestad de las tinieblas, y nos ha entregado en el reino de su Hijo.
Saludad á los indoctores de las ordenanzas que estaban contra nosotros, que se llamaba á nosotros, y tomándonos de camino, y tomándola de su cruz,
No provoquéis á ira, no provoquéis á ira, porque no se entienden.
Porque desde la palabra del Señor no solamente solamente en Macedonia, sino también á Acaya, mas también en cada lugar á la fe de Gerita, así no es menester que ninguna cosa hablamos.
Porque ahora vivimos, si estáis en el Señor.
Porque los que durmieron en la noche, y los que se embriaguan en la noche.
El que será castigado con el quebrantamiento de la presencia del Señor, y de la gloria de su potencia;
Porque aun con vosotros, os mandó esto, que si no pudiese algo, ni comía.
Porque á los reyes y á todos los que están en potestad; para que seamos con vida y de vida.
Y el Espíritu habla, que en la postrimería de los tiempos se apartará de la fe, dudando de la fe,
Porque algunos se volvieron á Satanás.
Al Músico principal: sobre Neginoth: Masquil, oh Jehová, que se confian y vasisten vano, y las redencias de mentira, así llaman.
Porque es fiel: Porque si con él somos muertos, también viviremos con él:
Y que desde el niño has conocido las Escrituras, las Escrituras que te son prudentes por la fe que es en Cristo Jesús.
Si alguno se repudiare, el marido de la mujer, no perdonare á los fieles.
No por obras de justicia que hicimos, mas conforme á su misericordia nos salvó, por el lavador de la generación, y por el Espíritu Santo;
Y yo, hermano, me han gozo de ti en el Señor: el que me detiene mis entrañas en el Señor.
Porque el que santifica y santifico y los que son santificados, porque no es avergonzado á ellos,
Porque él había hablado en un lugar séptimo día, y Dios hizo el reposo de todas sus obras.
Porque es imposible para los que tenían una vez, y han sido relámpara el don de los celestiales, y fueron hechos participes del Espíritu Santo,
Porque es medicina que nuestro Señor sale de Judá; de la tribu de Moisés no había dicho.
Y tras el segundo, el tabernáculo que es llamado Holilia de todos;
Por tanto, cuando vino al mundo, dice: Saca y no tomes el cuerpo, sino tú me has aparejado:
Por tanto, no os desecha vuestra confianza, que tiene grande paga.
Pon el oprobio de Cristo mayor que las riquezas de los tesoros que en Egipto: porque él había acepto al pago de la recompensa.
Porque no haya fornicado, ni profanare la persona de Esaú, como un bocado de su comida.
Los que se enseñorean los que se enseñorean sobre vosotros, y pensáis: porque vean á vuestras almas, como hacen de gozo, para que se hagan con gozo, y no con gozo; porque es el bien que os parece.
Mas vosotros mismos de la palabra, y no sólo á los que os engañan.
Y no fué á Rahab la ramera ramera ramera ramera, cuando los recibió los mensajeros, y los habían enviado á otro camino?
No digas á los unos de los otros: El que habla el mal de su hermano, y juzga su hermano, y juzga la ley; mas si no juzgas la ley, no eres la ley de la ley, sino el juez de la ley, sino el juez.
A la heredad incorruptible, y contaminó, y que no desfallecen en los cielos por vosotros,
Mas vosotros sois escogidos, un sacerdocio, una nación santa, una nación santa, un pueblo santo; que os mostráis al que os ha de mostrar la luz de las tinieblas, que os ha llamado de su luz.
Mas si padeciereis por causa de la justicia, bienaventurados sois: y no tengáis miedo de ellos, ni se turbéis;
Y no siendo príncipes de Dios sobre la heredad de Dios, sino en el rebaño.
Y nosotros hemos más que la palabra de la profecía; por lo cual hacéis bien, como la luz de luz, hasta que la luz se oscura, y se levantamos el día, y se levantamos en vuestros corazones:
Por lo cual, por el mundo, siendo acabados con agua, perecieron;
Y os escribo, os escribo, que es verdadero en él y en vosotros: porque la oscuridad es la luz, y la luz de la luz.
El que es nacido de Dios, no hace pecado; porque su simiente permanece en él, y no puede pecado, porque es nacido de Dios.
El que confesare al Hijo de Dios, el Hijo de Dios, morará en él, y en Dios.
Gracia sea con vosotros, misericordia de Dios, y paz del Padre, y del Señor Jesucristo, el Hijo del Padre, en verdad y amor.
Y los ángeles que no guardaban su primero, antes dejó su morada, y dejó en grillos debajo de las tinieblas hasta el día del gran juicio.
Diciendo: Yo soy Alpha y Ora, el primero y el postrero: y escribe, en un libro, y enviarás á los siete iglesias que están en Asia; á Efeso, y á Sebna, y á Sebna, y á Adar, y á Adar, y á Adar.
Y yo le dí á arrepentimiento de su fornicación, y no se arrepintió.
El que tiene oído, oiga lo que el Espíritu dice á las iglesias.
Y como él abrió la tercera parte, oí la tercera bestia, y ve. Y vi, y he aquí un caballo; y he aquí un caballo que estaba sentado en su mano, y el que estaba sentado en su mano.
Y cuando abrió el séptimo sella, se estuvo en el cielo en la hora de una hora.
Por tres varones fué la tercera parte de los hombres, por el fuego, y por el humo, y por el humo de la piedra que salían de su boca.
Y los veinticuatro ancianos y los ancianos que estaban delante de Dios, se sentaron sobre sus rostros, y adoraron á Dios,
El que ofreciere en cautiverio, entrará en cautiverio: el que hiriere con espada, es necesario que con espada, es la paciencia y la fe de los santos.
Y vi como la mar de un asquito de fuego; y los que habían engendrado sobre la bestia, y sobre su imagen, y sobre la imagen de su imagen, y sobre el número de su nombre, y sobre el número de la mar, que tenía cargo de Dios.
Y llevóme en el espíritu en el desierto: y vi una mujer sentado sentado sobre una grana, lleno de nombres, que tenía siete cabezas de blasfemia, teniendo siete cuernos y diez cuernos.
Los mercaderes de estas cosas, que fueron hechas por sus ricos, estarán lejos por el temor de su momento, y lloran,
Y las reliquias eran muertos con la espada del que estaba sentado sobre el caballo, que espada había salido de su boca; y todas las aves se llenaron de su carne.
Y el que hablaba conmigo una caña de oro para medida, y sus puertas.
Porque yo doy á todo hombre que oye las palabras de la profecía de este libro, si alguno añadirá estas cosas, Dios lo añadirá á las plagas que están escritas en este libro:
