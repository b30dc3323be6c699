En el principio Dios crió al cielo y la tierra.
Y vió Dios todo lo que había hecho, y he aquí era muy bueno. Y la tarde y la mañana el sexto día.
Porque Dios conoce que en el día comeréis, vuestros ojos serán abiertos, y seréis como dioses, sabiendo bien y mal.
Ahora pues, malditos de la tierra que abrió su boca para recibir la sangre de tu hermano;
Y vivió Mahalaleel y cinco años, y engendró á Jared:
Y dijo Dios á Noé: El fin de toda carne ha venido delante de mí, porque la tierra está llena de violencia; y he aquí que yo los destruiré con la tierra.
Y murió toda carne que se movió sobre la tierra, de aves, y de animales, y de animales, y de todo reptil que anda arrastrando sobre la tierra, y cada uno.
Y de cierto os demandaré vuestra sangre de vuestra vida; en la mano de cada uno le demandaré la vida del hombre.
Y los hijos de Ham: Chûs, Mizpa, Phulim, y Canaán.
Y ellos dijeron: Ve, y edifiquemos una ciudad y torre, cuyo cubierne hasta el cielo; y haznos nombre, porque no podremos derramar sobre la haz de toda la tierra.
Y haré de ti gran nación, y te bendeciré, y haz tu nombre grande; y serás bendición;
En la tierra de Canaán, y Lot habitó en las ciudades de la llanura, y asentaron campo su tienda hacia Sodoma.
Quita solamente lo que los criados comieron, y la parte de los hombres que iban conmigo, Aner, y Mamre, y Mamre, y Mamre; tomad su parte.
Y el ángel de Jehová le dijo: Vuélvete á tu mirar, y te sujeta debajo de sus manos.
Y tomó Abraham á Ismael su hijo, y todos los que nacieron en su casa, y todos los que compraban con su dinero, cada macho entre los de la casa de Abraham; y circuncidó la carne de su olvidador en aquel mismo día, como Dios le había dicho.
Y Jehová dijo: Si hallare en Sodoma cincuenta justos dentro de la ciudad, yo perdonaré á todo el lugar de ellos.
El sol se levantó sobre la tierra cuando Lot entró en Zoar.
Y dijo Abimelech: He aquí mi tierra está delante de ti: habita donde te agradare.
Y tomó Abraham ovejas y bueyes, y dióles á Abimelech; y así de ellos hizo pacto.
Y Bethuel engendró á Rebeca: estos ocho á Naachôr, hermano de Abraham.
Y el siervo puso su mano debajo del muslo de Abraham su señor, y le juró acerca de aquel negocio.
Y dije á mi señor: quizá la mujer no seguiré.
Y ella le parió á Abán, y á Medán, y á Isbac, y á Soba.
Y dijo Esaú: He aquí yo soy al postrer para morir: ¿y qué aprovecha esto?
Y ellos dijeron: Hemos visto que Jehová era contigo: y nosotros dijo: Sea ahora juramento entre nosotros y ti, y haznos alianza contigo;
Y no le conoció, porque sus manos eran mudos, como la mano de Esaú, así le bendijo.
Y llamó Jacob á su padre y á su madre, y fué ido á Padan-aram;
Y Labán dijo á Jacob: Porque tú eres mi hermano, ¿por qué me sirve? Dime, ¿qué será tu salva?
Y Zilpa la sierva de Lea parió un hijo.
Y aparecieron Jacob los corderos, y ponían los rostros de las ovejas hacia el alfarero, y todo el pelo en el rebaño de Labán; y puso sus ganados por sí, y no los pusiesen á Labán ganado.
Por lo cual huiste el secreto, y hurtado de mí; y no me declaraste, para que yo te he enviado con alegría, y con arpa.
Y viendo Jacob, les dijo: Este es del ejército de Dios: y llamó el nombre de aquel lugar Mahanaim.
Por lo cual los hijos de Israel no comen, que está sobre el hoyo, hasta hoy; porque tocó el muslo de Jacob, hasta hoy; porque tocó el alba de Jacob en el pecador.
Y habitaréis con nosotros; y la tierra será delante de vosotros; habitad y os traeréis heredad en ella, y os podréis heredades.
Y aparecióse Dios á Jacob, cuando salió de Padan-aram, y bendíjolo.
Estos son los nombres de Esaú: Eliphaz hijo de Ada, mujer de Esaú, Reuel hijo de Basemath la mujer de Esaú.
Y estos son los nombres de los duques que vinieron de Esaú, conforme á sus familias, por sus nombres; el duque Timna, el duque Jetheth,
Venid, y vengamos á los Ismaelitas, y no sea nuestra mano sobre él; porque nuestro hermano y nuestra carne. Y sus hermanos fueron contados.
Entonces preguntó á los hombres de aquel lugar, diciendo: ¿Dónde está la ramera, que estaba en el camino? Y ellos dijeron: No había ramera en este lugar.
Mas Jehová fué con José, y mostróle misericordia, y le dió gracia delante del guarda de la cárcel.
Y durmió y soñó el segundo tiempo: y he aquí siete espigas de trigo sobre una estrella, y el bueno.
Y junta todos los mansos de los buenos años que vengan, y alzan el trigo debajo de la mano de Faraón, y guardan mantenimiento en las ciudades.
Y conoció José á sus hermanos, mas no lo conocieron.
Y él dijo: Hijo mío, no descenderá con vosotros; porque su hermano es muerto, y él es dejado solo: si mal le ha de ir por el camino en el cual habéis de ir, llevaréis mi cansado con dolor al sepulcro.
Entonces José se apresuró, porque sus entrañas se apoyaban sobre su hermano: y buscó donde lloraba, y entró en su cámara, y lloró allí.
Y nosotros dijeron: No podremos descender: si nuestro hermano es con nosotros, y descendremos: porque no veamos el rostro del hombre con nosotros.
A todos ellos dió cada uno de ellos; mas á Benjamín dió trescientos piezas de plata, y cinco mudas de vestidos.
Y los hijos de Nephtalí: Jahzeel, y Guni, y Jezer.
Y compró José toda la tierra de Egipto por Faraón, porque los Egipcios vendían cada uno su campo, porque el hambre prevalecieron: y la tierra fué hecha de Faraón.
Y no quiso su padre, y dijo: Yo lo conozco, hijo mío, yo lo conozco; y él será por pueblo, y él también será grande: mas la verdad será mayor que él, y su simiente será mayor que él, y su simiente será mayor que él, y su simiente será mayor que él, y su simiente será mayor que él, y su simiente será mayor
Benjamín bramará como lana: en la mañana devorará la presa, y de noche repartirá la presa.
Y dijo José á sus hermanos: Yo muera: y Dios ciertamente os visitará, y os sacaré de esta tierra á la tierra que juró á Abraham, Isaac, y á Jacob.
Y cuando la abrió, vió al niño: y he aquí que el niño lloraba. Y ella tenía misericordia de él, y dijo: Este es de los Hebreos.
Y dijo Moisés á Dios: ¿Quién soy yo, para que yo voy á Faraón, y para que saques á los hijos de Israel de Egipto?
Y Jehová dijo á Moisés: Ve, vuélvete á Egipto; porque todos los hombres muertos que procuraban tu vida.
Ve pues ahora, y obra; porque no os pagará, mas vosotros libraréis el talo de ladrones.
Y el hijo de Aarón le tomó uno de las hijas de Pusiel á mujer; y ella le parió Phinees: estos son las cabezas de los padres de los Levitas conforme á sus familias.
Y fueron cumplidos días, después que Jehová había herido el río.
Y salió Moisés de Faraón, y oró á Jehová.
Conoce á Jehová (porque es menester que no hay más fuerte, que no haya más fuerte.
No vieron los unos á los otros, ni de su lugar por tres días: mas todos los hijos de Israel tenían luz en sus habitaciones.
Y este día os será por memoria, y la celebraréis fiesta á Jehová por vuestras generaciones; la haréis fiesta por estatuto perpetuo.
Mas el siervo de cada uno que es comprado por dinero, cuando le circuncidares, él comerá.
Y habló Jehová á Moisés, diciendo:
Y vió Israel aquel grande obra que Jehová hizo sobre los Egipcios: y el pueblo temió á Jehová, y creyó á Jehová, y á su siervo Moisés.
Y los hijos de Israel les dijeron: Escribe á Dios por mano de Jehová en la tierra de Egipto, cuando se sentamos junto á la carne de ellos, para matarnos á este desierto, para matar esta congregación con hambre.
Y dijo Moisés á Aarón: Toma, y poned un omer de manna en ella, y ponla delante de Jehová, para que sean guardados por vuestras generaciones.
Y conozco que Jehová es mayor que todos los dioses: porque en lo que ellos se ha hecho, sobre ellos fué sobre ellos.
Y descendió Moisés del monte al pueblo, y santificó al pueblo; y lavaron sus vestidos.
Y ellos dijeron á Moisés: Habla con nosotros, y oímos: mas no hablaremos Dios con nosotros, porque no muramos.
Y si algún mal sigue, darás vida por vida,
Si su padre no lo quiso darla, pagará conforme á la paloma de las vírgenes.
Y la fiesta de la siega, las primicias de tu labor, que has sembrado en el campo: y la fiesta de la fiesta, que está en el fin del año, cuando recogiste en tu labor del campo.
Y levantóse Moisés, y su ministro Josué: y Moisés subió al monte de Dios.
Y harás á ella un término de una mano alrededor, y harás una corona de oro alrededor.
Harás además tablas para el tabernáculo de madera de Sittim.
Cántico gradual: como te fué mostrado en el monte, así lo harán.
Y pondrás en ella las fuentes de piedras, cuatro órdenes de piedras, cuatro órdenes de piedras: el primer orden será el primero.
Y Aarón y sus hijos llevarás á la puerta del tabernáculo del testimonio, y lavarás con agua.
Y si algo de la carne de las consagraciones, ó del pan, dejarás á la mañana, quemarás al fuego: no se comerá, porque es santo.
Y harás un lagar de metal, y su pie de metal, para lavar; y lo pondrás entre el tabernáculo del testimonio y el altar, y pondrás agua en ella.
Y las vestimentas de Aarón el sacerdote, y las vestiduras de sus hijos, para ministrar el sacerdocio,
Y dijo Aarón: No se encienda el furor de mi señor: tú conoces al pueblo, que están sobre mal.
Y Jehová dijo á Moisés: Yo haré esto que has hablado: porque has hallado gracia delante de mis ojos, y te conozcas por nombre.
Porque arrojaré las gentes delante de ti, y ensancharé tu tierra, cuando subieres á manifestarse delante de Jehová tu Dios, cuando subieres á manifestarse delante de Jehová tu Dios, cuando subieres para manifestarse delante de Jehová tu Dios en el año.
Las vestimentas de servicio, para ministrar en el lugar santo, las vestiduras vestiduras para Aarón el sacerdote, y las vestiduras de sus hijos, para ministrar el sacerdocio.
Hizo asimismo cortinas de cabras por la tienda del tabernáculo: once cortinas les hizo.
Hizo asimismo la cubierta de oro puro: y la mitad de su longitud, y un codo y medio de su anchura.
Y puso las varas á los anillos del altar, para que la llevase; él hizo el altar con tablas.
Y obraron piedras de oro, como anillo de oro, como anillo de las esculturas, con los nombres de los hijos de Israel.
La mesa, y todos sus vasos, y el pan,
Y puso el pan en orden delante de Jehová, como Jehová había mandado á Moisés.
Y el sacerdote la traerá al altar, y descubierta su cabeza, y lo quemará sobre el altar; y su sangre será descubierto al lado del altar;
Y si su ofrenda fuere macho cabrío, lo ofrecerá delante de Jehová.
Y tomará el sacerdote de la sangre de la expiación con su dedo, y pondrá sobre los cuernos del altar del holocausto, y derramará su sangre al pie del pie del holocausto.
Y habló Jehová á Moisés, diciendo:
Esta es la ley de la expiación: es cosa santísima.
Y el sacerdote hará arder el sebo sobre el altar: mas el pecho será de Aarón y de sus hijos.
Y degollólo, y Moisés tomó de la sangre de ella, y púsola sobre la ternilla de la oreja derecha de Aarón, y sobre el pulgar de su mano derecha, y sobre el pulgar de su pie derecho.
Y llevó el presente, y tomóla un puñado, y quemóla sobre el altar, además del holocausto de mañana.
Todo lo que hace al hoyo, y rumia, y rumia, entre las bestias que comeréis.
Y todo vaso de barro, que en cualquiera de ellos cayere, será inmundo; y la quebraréis.
Y si el sacerdote vió, he aquí que la hierba extiende en la piel, entonces el sacerdote lo dará por inmundo: es lepra.
Y si el hombre ó mujer en la piel de su carne, blanco de mancha blancas;
Y será en el séptimo día, que tendrá todo su cabeza y su barba y su barba y su barba, y lavará sus vestidos, y lavará su carne en agua, y será limpio.
Y el sacerdote volverán al séptimo día, y mirará; y si la mortandad fuere extendida en las paredes de la casa;
Y el vaso de la tierra, que tocare el que tiene flujo, será quebrado: y todo vaso de madera será echada en agua.
Y hará Aarón el macho cabrío sobre la cual cayó la suerte de Jehová, y le ofrecerán por expiación.
Para que los hijos de Israel traen sus sacrificios, los cuales presentan en la haz del campo, para que los traigan á Jehová, á la puerta del tabernáculo del testimonio, hasta el sacerdote, y los ofrecerán por paz á Jehová.
Y no se allegarás á una mujer para descubrir su desnudez, como se puso por su inmundicia.
Guardad mis estatutos. No dejarás tu ganado con falso: no sembrarás tu campo con falso; ni vestirás de lino y de lino, y vendrá sobre ti.
Y si alguno durmiere con su nuera, así de ellos será muerto: por ellos hicieron confusión; su sangre será sobre ellos.
Y no profanará su simiente entre su pueblo: porque Jehová lo santifico.
Y cualquiera que ofreciere sacrificio de paces á Jehová para cumplir su voto, ó ofrenda voluntaria en bebión ó oveja, será perfecta para acepción; no hay en ella.
Y ofreceréis con el pan siete corderos sin defecto de un año, y un becerro, y dos carneros: serán para holocausto á Jehová, con su presente y sus libaciones, ofrenda encendida de olor suave á Jehová.
El orden las lámparas delante de Jehová continuamente.
El jubileo será á vosotros: no sembraréis, ni segará lo que se ha de estar en ella, ni juntará la uvas en ella de tu vid.
Y él se apartará de ti, y él y sus hijos, y volverá á su familia, y á la posesión de sus padres volverán.
Y haré esto á vosotros; yo también pondré sobre vosotros espanto, y el ardor de corazón: y sembraréis vuestra simiente en vano, por vuestros enemigos la comerá.
Estos son los estatutos y derechos, que Jehová había hecho entre él y los hijos de Israel en el monte de Sinaí por mano de Moisés.
Y todo el diezmo de la tierra, ó de la simiente de la tierra, ó del fruto del árbol, es de Jehová: santo á Jehová.
De los hijos de Judá, por sus generaciones, por las casas de sus padres, conforme á la cuenta de los nombres, de veinte años arriba, todos los que podían salir á la guerra;
Todo hombre de los hijos de Israel cántaro por su bandera, con la señal de la casa de su padre: alejados alrededor del tabernáculo del testimonio.
Estos son los contados de los hijos de Israel por las casas de sus padres: todos los contados de las camas por sus ejércitos fueron seiscientos mil y cincuenta.
En el número de todos los varones, desde el mes arriba, fueron ocho mil y seiscientos,
Y sobre la mesa de la proposición extenderán un paño de cárdeno, y sobre él los platos, y los tazones, y los tazones, y los tazones, y los tazones, para cubrir: y el pan continuo será sobre él.
Estos fueron los contados de las familias de Coath, todos los que ministrasen en el tabernáculo del testimonio, que Moisés y Aarón hicieron conforme al mandamiento de Jehová por mano de Moisés.
Y pondrá el sacerdote la mujer delante de Jehová, y cubrirá la cabeza de la mujer, y pondrá la ofrenda de sus manos, que es el celo: y el sacerdote tendrá en su mano amarga las amargas.
Y ofrecerá el carnero por sacrificio de paces á Jehová, con el canastillo de ázimos: el sacerdote hará también su presente, y su libación.
Una cuchara de oro de diez siclos, llena de perfume;
Una cuchara de oro de diez siclos, llena de perfume;
Una cuchara de oro de diez siclos, llena de perfume;
Y los Levitas se purificaron, y lavaron sus vestidos, y ofrecieron Aarón como ofrenda delante de Jehová; y Aarón hizo expiación por ellos para expiarlos.
Hazles dos trompetas de plata: de toda suerte harás toda suerte; para que los uevos de la congregación, y para las partidas de las camas.
Y será, si entrares con nosotros, y será, para que lo que haga bien Jehová á nosotros, esto haremos á ti.
Y quedó dos de los hombres en el campo, el nombre de la una Eldad, y el nombre del otro Medad: y los que estaban escritas, mas no salieron al tabernáculo: y profetizaron en el campo.
De la tribu de Judá, Caleb hijo de Jephone.
Y por lo cual nos sacó Jehová á esta tierra, para que caiga á cuchillo, para que nuestros mujeres y nuestros hijos sean presa? ¿no te parece que se vuelva á Egipto?
Y vuestros hijos irán en el desierto cuarenta años, y llevarán vuestras fornicaciones, hasta que vuestros cuerpos sean asolados en el desierto.
Habla á los hijos de Israel, y diles: Cuando entrareis á la tierra á la cual os traeré,
Y puso fuego en ellos, y púsolos perfume delante de Jehová: y será que el hombre que Jehová escogiere, será santo: tomad mucho sobre vosotros, hijos de Leví.
Habla á Eleazar hijo de Aarón el sacerdote, que subiere los incensarios del incensario, y esparcirás el fuego; porque son santificados.
Y se juntarán á ti, y guardarán la guarda del tabernáculo del testimonio, para todo el servicio del tabernáculo: y el extranjero no llegará á vosotros.
Esta es la ordenanza de la ley que Jehová ha mandado, diciendo: Habla á los hijos de Israel, que te traigan una becerra sin defecto, y sobre la cual no vino yugo:
Y Moisés y Aarón juntó la congregación delante de la peña, y les dijo: Oid ahora, rebeldes; ¿os hemos de dar agua de esta roca?
Y partieron de Oboth, asentaron en Iz-abarim, en el desierto que está delante de Moab, hacia el desierto que está delante de Moab, hacia el sol.
Ahora pues, ruégote que me maldijese á este pueblo; porque son más fuertes para mí: quizá prevaleciré, para que los heriremos, para que los heriremos de la tierra: porque yo soy el que tú benigas.
Y como oyó Balac que había venido á recibir á él á una ciudad de Moab, que está en el término de Arnón, que está en el término de Arnón, que está en el término de Arnón, que está en el término de Arnón.
Y dijo Balac á Balaam: No los maldecidles, ni los bendiga á todos.
Y levantóse Balaam, y volvió á su lugar: y Balac también fué su camino.
Los hijos de Simeón por sus familias: de Nemuel, la familia de los Nemuelitas: de Jamín, la familia de los Nemuelitas: de Jachîn, la familia de los Jachîn;
Estos son los hijos de Dan por sus familias: de Shum, la familia de los Shuhamitas. Estas son las familias de Dan por sus familias.
Las doncellas de Salphaad hablarás: ciertamente la posesión de ellos la herencia de su padre, y harás pasar la heredad de su padre entre ellos.
Y sus libaciones serán mitad de un hin, y la tercera parte de un hin á un carnero, y la cuarta parte de un hin á un carnero, y la cuarta parte de un hin á un carnero, y la cuarta parte de un hin á un carnero, y la cuarta parte de un hin á cada mes en los meses del año.
Y ofreceréis holocausto, ofrenda encendida de olor suave á Jehová: trece becerros, dos carneros, catorce corderos de un año, sin defecto;
Y oyólo su padre, y su sierva con que ella hubiere ligado su alma, y su padre le abre; entonces todos sus votos estará, y todos sus votos permanecerá.
Mas todas las mujeres, que no han conocido hombre con él, guardaos vivos por vosotros.
Y los oficiales que estaban sobre millares del ejército, los capitanes de millares, y centuriones, llegáronse á Moisés;
Edificaos ciudades por vuestros chiquitos, y poned por vuestras ovejas; y haced lo que sale de vuestra boca.
Y tomaron el camino del desierto de Sin, asentaron en Dopeca.
Y partidos de Zalmona, asentaron campo en Punón.
Y habló Jehová á Moisés, diciendo:
Y si le hiriere con garganta, con que muera, él es homicida; el homicida morirá.
Estos son los mandamientos y derechos que mandó Jehová por mano de Moisés á los hijos de Israel en los campos de Moab, junto al Jordán de Jericó.
Jehová vuestro Dios que va delante de vosotros, él peleará por vosotros, conforme á todo lo que os hizo en Egipto delante de vuestros ojos;
Y el espacio que vinimos de Cades-barnea, hasta que habíamos pasado el torrente de Zered, era treinta y ocho años; hasta que toda la generación de los hombres de guerra fueron asolados de entre el ejército, como Jehová les juró.
Mas todos los animales, y los despojos de las ciudades, tomamos para sí presa.
Y ¿qué gente hay tan grande, que tiene estatutos y derechos como toda esta ley que yo puse delante de vosotros hoy?
Para echar las gentes de delante de ti mayor y más fuerte que tú, para que te dares su tierra por heredad, como hoy.
No hurtarás.
No tentaréis á Jehová vuestro Dios, como le tentasteis en Massa.
No te espantarás: porque Jehová tu Dios está entre vosotros, fuerte Dios y terrible.
No por tu justicia, ni por la rectitud de tu corazón, tú vayas á poseer su tierra: mas por la impiedad de estas gentes Jehová tu Dios los echó de delante de ti, y que ponga la palabra que Jehová juró á tus padres Abraham, Isaac, y Jacob.
Y los hijos de Israel tomaron de Beeroth de Beeroth de los hijos de Jaacán á Moserán: allí murió Aarón, y allí fué sepultado; y Eleazar su hijo servía en su lugar.
Que os daré la lluvia de vuestra tierra, en su tiempo, la primera lluvia y la lluvia, para juntar en tu trigo, y tu vino, y tu vino, y tu vino, y tu vino, y tu vino, y tu aceite.
Y os alegraréis delante de Jehová vuestro Dios, y vuestros hijos, y vuestras hijas, y vuestros siervos, y vuestros siervos, y vuestros siervos, y vuestros siervos, y vuestros siervos, y vuestros siervos, y vuestros siervos, y vuestros siervos, y vuestro sierva, y el Levita que está dentro de vuestras puertas; porque no tiene parte ni heredad con vosotros.
Y le apedrearás de Jehová tu Dios, que te sacó de la tierra de Egipto, de la casa de servidumbre.
A verdad harás el fruto de tu simiente, para que el campo saca año por año.
Y no comerás su sangre; derramarás sobre la tierra como agua.
Cuando se levantare algo de ti en juicio, entre sangre y sangre, entre la sangre y la sangre, entre la llaga y la llaga, y levantarás al lugar que Jehová tu Dios escogiere;
Producirélos de entre sus hermanos, como tú, y pondré mis palabras en su boca; y él les hablará todos los que le mandaré.
Y hablarán los oficiales al pueblo, diciendo: ¿Qué hombre hay allí que edificó casa nueva, y no lo ha dedicado? vuélvase, y vuélvase á su casa, porque no muera en la batalla, y otro se dedica.
Si alguno tiene dos mujeres, otro amado, y otro aborrecieron, y le han nacido hijos, el amado y la aborrecida; y si el primogénito es los que fueron aborrecidos;
Si alguno fuere hallado con mujer, si se casare con la mujer, y la mujer: así quitarás el mal de Israel.
Mas si llevares á voto, no será pecado en ti.
Si los hermanos moran, y uno de ellos morirá, y no tienen niño, mujer de los muertos no se casen sin culpa: el hermano de su marido irá á ella, y tomad la duega del marido.
El día de Jehová tu Dios te ha mandado hacer estos estatutos y derechos: por tanto, y tú guardarás con todo tu corazón, y de toda tu alma.
Y será que, si oyeres la voz de Jehová tu Dios, para que guardes y hacer todos sus mandamientos que yo te mando hoy, para que Jehová tu Dios te puso sobre alto sobre todas las gentes de la tierra.
Tu buey será muerto delante de tus ojos, y no comerás de ella: tu asno será quitada de delante de tu rostro, y no habrá quien lo consuele.
Y toda enfermedad, y toda llaga que no está escrito en el libro de esta ley, á Jehová te traeré hasta que seas destruído.
Y la que toda la tierra está azada, y sal, y ardiendo, que no es sembrado, ni la hierba que el bosque en ella, como el trastornado de Sodoma, y de Gomorra, y de Gomorra, y de Gomorra, y de Gomorra, y de Gomorra, y de Gomorra, y de Gomorra, y de Gomorra, y de Gomorra, y de Gomorra, y de Gomorra, y de Gomorra, y de Gomorra, y de Gomorra, y de Gomorra,
Y hará Jehová á ellos como hizo á Sehón y á Og, reyes de los Amorrheos, y á la tierra de los cuales destruyó.
El es la Roca, su obra es perfecto: porque todos sus caminos son juicio: Dios de verdad y sin iniquidad, justo y justicia.
¿No está esto puesto en carta conmigo, y selló entre mis tesoros?
Y de Benjamín dijo: El amado de Jehová morará por él; y el Señor le cubrirá todo el día, y habitará entre sus hombros.
Y después de la muerte de Moisés siervo de Jehová, que habló á Josué hijo de Nun, diciendo:
Y que guardaréis á mi padre, y á mi madre, y mis hermanos, y mis hermanas, y á todos los que tienen, y libran nuestras vida.
Tomad doce varones del pueblo, de cada tribu,
Y como hubieron hecho circuncidar á todo el pueblo, que se quedaron en sus lugares en el campo, hasta que fueron todos.
Y los mancebos que estaban espías, salieron, y sacaron á Rahab, y á su madre, y á sus hermanos, y á todo lo que tenía; y sacaron toda su parentela, y dejáronlos fuera del campo de Israel.
Y levantáronse sobre él un gran montón de piedras hasta hoy. Y Jehová se apartó del furor de su furor. Por lo cual el nombre de aquel lugar fué llamado: El valle de Achor, hasta hoy.
Y edificó Josué altar á Jehová el Dios de Israel en el monte de Ebal,
Ahora pues, he aquí nosotros somos en tu mano: como bien bien y recto á ti para que nos haga.
Y aquel día Josué tomó á Macda, é hirióla á filo de espada, y el rey de ellos destruyó, y á todo lo que en ella había, no quedar: y él hizo al rey de Jericó.
Como Jehová mandó á Moisés su siervo, así lo hizo á Josué, y así lo hizo Josué; no dejó nada de todo lo que Jehová había mandado á Moisés.
El rey de Ceva, otro: el rey de Jocam, otro;
Esta es la heredad de los hijos de Gad por sus familias, las ciudades y sus aldeas.
Y el término de los Baara al monte de Seir, y pasó por el lado del monte de Jaraim, que está Cesalón, al norte, y descendió á Beth-semes;
Y Cabbón, y Lamamam,
Y descendió de Janoa á Ataroth, y á Naarath, y vino á Jericó, y salió al Jordán.
Y fueron los hombres, y pasaron por las ciudades en siete partes en el libro, y volvió á Josué al ejército en Silo.
Y subió su término hacia la mar, y Mara, y pegó al río que está delante de Jocam;
Y el término de su heredad fué Sora, y Esethaol,
Y dieron la ciudad de Arba padre de Anac, que ciudad es Hebrón, en la tierra de Judá, con sus ejidos alrededor de ella.
Todas las ciudades de los Levitas dentro de la posesión de los hijos de Israel cuarenta y ocho ciudades con sus ejidos.
Y nosotros dijeron: Edificamos ahora para edificar altar, no para holocausto, ni sacrificio;
Y saqué á vuestros padres de Egipto: y llegasteis á la mar; y los Egipcios siguió á vuestros padres con carros y á caballo al mar Bermejo.
Y Judá dijo á Simeón su hermano: Sube conmigo en mi suerte, para que peleemos contra el Cananeo; y yo también iré contigo á tu suerte. Y fué con él Simeón.
Y no echaron Nephtalí los moradores de Beth-semes, ni á los que habitaban en Beth-anath; mas habitó en medio del Cananeo, á los moradores de Beth-anath y de Beth-anath fueron tributos á ellas.
Y fueron para probar á los mandamientos de Jehová, que él había mandado á sus padres por mano de Moisés.
Y clamaron los hijos de Israel á Jehová: porque tenía novecientos carros de hierro, y veinte años aumentó á los hijos de Israel.
Mi corazón está hacia los gobernadores de Israel, que se ofrecieron de su voluntad entre los pueblos. Bendecid á Jehová.
Jehová envió profeta á los hijos de Israel, que les dijo: Así ha dicho Jehová el Dios de Israel: Yo os saqué de Egipto, y os saqué de la casa de servidumbre;
Y fué así: porque él se levantó de mañana, y arrebató el rocío de la cola, llena de agua.
Dios entregó en vuestras manos á los príncipes de Madián, Oreb y Zeeb: ¿y qué podré hacer en común hijo de vosotros? Y el furor de ellos fué deshonrado para con él, cuando hubo dicho.
Y como Gedeón fué muerto, que los hijos de Israel tornaron, y fornicaron tras los Baales, é hizo á Baal-berith su dios.
Y Gaal hijo de Ebed dijo: ¿Quién es Abimelech, y quién es Sichêm, para que le sirvamos? ¿No es el hijo de Jerobaal?
Y después de Abimelech se levantó á celebrar á Israel Tola hijo de Pua, hijo de Doa, varón de Issachâr; y habitó en Samir en el monte de Ephraim.
Y el rey de los hijos de Ammón respondieron á los mensajeros de Jephté: Por cuanto Israel tomó mi tierra, cuando subieron de Egipto, desde Arnón hasta Jabphc, y hasta el Jordán: por lo cual vuelva estas tierras.
Y viendo que no me libráis, he puesto mi vida en mis manos, y pasó delante de los hijos de Ammón, y Jehová los entregó en mi mano: ¿por qué pues subisteis á mí hoy, para pelear contra mí?
Y el ángel de Jehová le dijo: ¿Por qué te rogaste así como mi nombre?
Y Samsón dijo á ellos: Ahora me seré más más que los Filisteos, aunque los haré desagradar.
Y Dalila dijo á Samsón: Ruégote que me has encargado, y me has dicho mentiras: ¿con qué podrás ser atado? Y él le dijo: Si quieres las siete gumbres de mi cabeza con la sementera.
Y Michâs consagrado al Levita, y el mancebo fué hecho su sacerdote, y estuvo en la casa de Michâs.
Y llamaron el nombre de la ciudad, según el nombre de Dan su padre, el cual nació á Israel: mas el nombre de la ciudad fué Lais al primero.
Y él le dijo: Levántate, y vamos. Mas ninguno respondió. Y el hombre la tomó sobre un asno, y el hombre se levantó, y subióse á su lugar.
Y Phinees, hijo de Eleazar, hijo de Aarón, estaba delante de él en aquellos días,) diciendo: ¿Ha de volver á la guerra contra los hijos de Benjamín mi hermano, ó cesaré? Y Jehová respondió: Sube, porque mañana los libraré en tu mano.
Y la congregación envió allá doce mil hombres de los altos, y mandólos, diciendo: Ve, y herid á los de Jabes de Galaad á filo de espada, á las mujeres y á los hijos.
Y ella dijo: He aquí tu hermana se volvió á su pueblo, y á sus dioses: vuélvete conforme á tu hermana.
Y ella guardó con las doncellas de Booz hasta el fin de cebada y de trigo; y habitó con su suegra.
Y sea tu casa como la casa de Phares, al cual Thamar parió á Judá, de la simiente que Jehová te dará de esta mujer.
Y como el tiempo de Hanna concibió concibió, que parió un hijo, y llamó su nombre Samuel, diciendo: Por cuanto le pregunté de Jehová.
Y Eli era viejo, y oyó todas las cosas que sus hijos habían hecho á todo Israel; y cómo con las mujeres que se juntaron á la puerta del tabernáculo del testimonio.
Entonces Eli llamó á Samuel, y dijo: Samuel, hijo mío. Y él respondió: Heme aquí.
Y levantándose de mañana, he aquí Dagón estaba sobre su rostro á la tierra delante del arca de Jehová. Y tomaron á Dagón, y púsolo en su lugar.
Y enviaron mensajeros á los moradores de Chîriath-jearim, diciendo: Los Filisteos tornaron el arca de Jehová; venid, y tomad á vosotros.
Y tomará vuestras hijas para condición, y para ser librados, y para ser bañados.
Y Saúl respondió, y dijo: ¿No soy hijo de Benjamita, de las tribus de Israel? ¿y mi familia del menor de todas las familias de la tribu de Benjamín?
Y dijo Samuel á todo el pueblo: Mira al que Jehová ha escogido, que no hay como él entre todo el pueblo? Y todo el pueblo dió grito, y dijo: Dios va al rey.
Y viendo que Noemi al rey de los hijos de Ammón, dijisteis: No; mas el rey reinará sobre nosotros: porque Jehová vuestro Dios era vuestro rey.
Y salieron los despojos del campo de los Filisteos en tres compañeros: una reunión á la tierra de Shual:
Y los hombres de Israel fueron angustiados aquel día: porque Saúl había adherido al pueblo, diciendo: Maldito el hombre que come algo hasta la tarde, para que haya de vengar mis enemigos.
Así ha dicho Jehová de los ejércitos: acuérdate de lo que había hecho Amalec á Israel, cómo le esperó en el camino, cuando subiese de Egipto.
Y dijo Samuel: Traedme acá á Agag rey de Amalec. Y Agag dijo: Ciertamente la amargura de muerte es pasado.
Y salió un eunuco del campo de los Filisteos, llamado Goliath, de Gath, cuyo altura era de seis codos y de paladar.
Y dijo David á Saúl: Tu siervo guardó las ovejas de su padre, y vino un león, y llevaba un cordero del rebaño.
Y como David se volvió de la matanza del Filisteo, que las mujeres salieron de todas las ciudades de Israel, cantando y gozo, y con instrumentos de música.
Y Saúl oyó la voz de Jonathán: y Saúl juró: Vive Jehová, no será muerto.
Y Jonathán dijo á David: Jehová, Dios de Israel, cuando he aquí que si hay bien á David, y yo no envié á ti, y yo no enviaré á ti, y te mostraré;
Y Jonathán dijo á David: Ve en paz, pues que nosotros hemos jurado así en el nombre de Jehová, diciendo: Jehová sea entre mí y ti, y entre mi simiente y tu simiente para siempre. Y él se levantó, y fuése: y Jonathán fué á la ciudad.
Y yo comenzé á preguntar á Dios por él? ¿no se alejó el rey á su siervo, ni á toda la casa de mi padre, ni más.
Ve ahora ahora, y conoce y ved su lugar donde su muslo es, y quién le ha visto: porque es dicho que él hace bien.
Y estaba allí un hombre en Maón, sus posesiones eran en Carmel; y tenía tres mil ovejas, y mil machos cabríos: y fué traspasado sus ovejas en el Carmelo.
Y dijo David á Abigail: Bendito Jehová el Dios de Israel, que te envió hoy á recibir á mí:
Y él respondió: ¿Por qué ha de perseguir mi señor? ¿ó qué mal hay en mi mano?
Entonces la mujer dijo: ¿Quién te traeré á ti? Y él respondió: Traédame á Samuel.
Y los mujeres de David fueron trasportados, á Ahinoam Jezreelita, y Abigail la mujer de Nabal el Carmelo.
Y dijo Saúl á su escudero: Dejad tu espada, y echáme por ella; porque no vengan éstos incircuncisos, y me echó. Mas Saúl tomó espada, y cayó sobre ella.
Los montes de Gilboa, no haya rocío, ni os haya lluvia sobre vosotros, ni heredades; porque hay el escudo de Saúl, como si no fué ungido con aceite.
Y Joab y Abisai siguió á Abner: y el sol descendió cuando vinieron al monte de Amma, que está delante de Ganías por el camino del desierto de Gabaón.
Y he aquí los siervos de David y de Joab vino de seguir un gran despojo: mas Abner no estaba con David en Hebrón, porque le había enviado, y fué entrado en paz.
Y vino todas las tribus de Israel á Hebrón, y habló, diciendo: He aquí, nosotros somos tu ballería y tu carne.
Y como llegaron á Nachón de la era, Uzzama su mano al arca de Dios, y tomóla, porque los bueyes.
El edificará casa por mi nombre, y yo confirmaré el trono de su reino para siempre.
Y puso guarnición en Edom, por todo Edom puso en todos los Idumeos, y todos los de Edom fueron siervos de David. Y Jehová guardaba á David donde quiera que él iba.
Y acercóse Joab, y el pueblo que estaba con él, hasta la guerra contra los Siros; y huyeron delante de él.
Y los zapatos de sobre tus siervos; y algunos de los siervos del rey, y tu siervo Uría Hetheo es muerto.
Y envió Joab mensajeros á David, y dijo: He peleado contra Rabba, y tomé la ciudad de las aguas.
Y dijo Absalom: Si no te ruego, deje ir á mi hermano Amnón con nosotros. Y el rey le dijo: ¿Por qué ir contigo?
Entonces tu sierva dijo: La palabra de mi señor el rey, así ha de ser consolada: porque como el ángel de Dios, así es contigo.
Y dijo David á todos sus siervos que estaban con él en Jerusalem: Levántate, y huamos; porque no podremos de Absalom: apresurémonos, porque no nos alcanzamos, porque no nos alcanzamos de repente, y tomad mal sobre nosotros, y heramos la ciudad á cuchillo.
Y así dijo Semei cuando maldijere: Ven, salva, y tú hombre de Belial:
Y Absalom y todos los de Israel dijeron: El consejo de Husai es mejor que el consejo de Achitophel. Porque Jehová había puesto á hacer mal sobre Absalom.
Y diez mozos que parió á Joab, y matóle.
Vosotros sois mis hermanos, vosotros sois mis huesos y mi carne: por lo cual pues sois los postreros para traer al rey?
Y todos los de Judá respondieron á los hombres de Israel: Porque el rey está cerca de nosotros: ¿por qué pues, pues, vosotros os airado por esto? ¿por qué pues os rebelamos á todo negocio del rey? ¿ó qué nos ha dado don?
Y los Gabaonitas le dijeron: No tenemos plata ni oro de Saúl, ni de su casa; ni por nosotros matarás á alguno en Israel. Y él dijo: ¿Qué decís, que haré por vosotros.
Hizo también tinieblas en derredor de él, oscuridad, y de las nubes de las mudas.
Vinieron, mas no hubo quien haga sino á Jehová, mas no les respondió.
Y degolló un Egipcio, varón hermoso: y el Egipcio tenía una lanza en su mano; mas él descendió á él con bordón, y le mataron con su lanza.
Ve, y di á David: Así ha dicho Jehová: Yo te ofreceré tres cosas, para que yo te haga.
Y ella le dijo: Mi señor, tú juras por Jehová tu Dios á tu sierva, diciendo: Salomón reinará tras mí, y él se sentará sobre mi trono.
Y los siervos del rey vinieron á bendecir á nuestro señor, diciendo: Dios haga el nombre de Salomón mejor que tu nombre, y ponga su trono más que tu trono. Y el rey se inclinó sobre la cama.
Ahora pues, vive Jehová, que me ha confirmado, y me puso en el trono de David mi padre, y el que me ha hecho casa, como él había dicho, Adonía morirá hoy.
Y tu siervo está en medio de tu pueblo que tú elegiste, pueblo grande, que no puede contar ni por multitud.
Hijo de Hesado, en Aruboth; á él perdido, y toda la tierra de Hepher.
Ahora pues, mandarás que me traigan cedro del Líbano; y mis siervos serán con tus siervos, conforme á todo lo que tú pusieres: porque tú sabes que no haya de matar á hacer madera como á los Sidonios.
Y el cedro de la casa dentro estaba con manzanas y abiertos: todo era de cedro; no había piedra visto.
Y fué el fundador de piedras, piedras de diez codos, y piedras de ocho codos.
E hizo Hiram las canas, y los tazones, y los tazones. Hizo pues Hiram de hacer toda la obra que hizo rey Salomón por la casa de Jehová:
Mas tú no edificarás la casa; mas tu hijo que saldrá de tus lomos, edificará la casa á mi nombre.
Tú oirás su oración y su ruego en el cielo tu habitación, y matarás su causa,
Y él dijo: ¿Qué ciudades que me diste, hermano mío? Y llamándolos la tierra de Cabul hasta hoy.
Sin el que tenía de los mercaderes, y de los mercaderes, y de todos los reyes de Arabia, y de los capitanes de la tierra.
(Porque seis meses han quedado allí con todo Israel, hasta que había cortado todo varón en Edom;)
Y enviaron y llamáronle. Y Jeroboam y toda la congregación de Israel vino, y habló á Roboam, diciendo:
Y ofreció sobre el altar que había hecho en Beth-el, á los quince días del mes octavo, en el mes que había pegado de su corazón, é hizo banquete á los hijos de Israel: y ofrecieron sobre el altar, y quemó perfume.
Y puso su cuerpo en su sepulcro, y enderezaron sobre él, diciendo: ¡Ah, hermano mío!
Y quitó los tesoros de la casa de Jehová, y los tesoros de la casa del rey; y quitó todos los escudos de oro que Salomón había hecho.
Y reinó Nadab hijo de Jeroboam sobre Israel en el segundo año de Asa rey de Judá, y reinó sobre Israel dos años.
Y fueron los pueblos de Israel en dos partes: la mitad del pueblo siguió á Tibni hijo de Ginath, para hacerlo rey; y la mitad de Omri.
Y aconteció después de estas cosas, que el hijo de la mujer, cayó enfermo; y su enfermedad era así.
Por tanto, danos dos becerros; y escogádola, y no puso fuego debajo de la leña, y no puso fuego debajo de la leña, y no puso fuego debajo de la leña, y no puso fuego debajo de él: y haré arder el otro novillo, y no puso fuego debajo de;
Y el ángel de Jehová volvió al segundo tiempo, y le tocó, y dijo: Levántate, porque el camino es grande.
Y salieron en medio. Mas Ben-adad se bebieron en el pórtico, y los reyes, los treinta y dos reyes que le ayudaban.
Y dijo Naboth á Achâb: Jehová, que yo doy heredad de mis padres á ti.
Y dijo á Josaphat: ¿Quieres ir conmigo á la guerra á Ramoth de Galaad? Y Josaphat respondió al rey de Israel: Yo soy como tú, pueblo mío, como tus caballos.
Y sacó un arco en la ventura, é hirió al rey de Israel entre las junturas de la hartura: por lo cual él dijo al río de su carro: Vuélvete tu mano, y llevóme del ejército; porque yo soy muerto.
Y envióle á él otro capitán de cincuenta con sus cincuenta. Y él respondió, y díjole: Oh hombre de Dios, así ha dicho el rey: Sube presto.
Y subió de allí á Beth-el: y como subiendo por el camino, salió poco de hijos de la ciudad, y le movió, y le dijo: Sube, calva, y calabando.
Y clamó una mujer de las mujeres de los hijos de los profetas á Eliseo, diciendo: Tu siervo es muerto; y tú conoces que tu siervo temeroso de Jehová: y el crece que tu siervo temía á él á él dos hijos.
Y Giezi pasó delante de ellos, y puso el bordón sobre la haz del niño; mas no hubo voz, ni oído. Y otra vez volvió á encontrarle, y contóle, diciendo: El niño no se despertó.
Y dijo Naamán: ¿No te ruego que te des á tu siervo dos muchedumbre de la tierra? porque tu siervo no ofreceré holocausto ni sacrificio á dioses ajenos, sino á Jehová.
Y como vinieron á Samaria, dijo Eliseo: Jehová, abre los ojos de estos hombres, para que vean. Y Jehová abrió sus ojos, y vieron; y he aquí que estaban en medio de Samaria.
Y puso el rey el rey sobre cuyo mano, que él le repuso la guarda de la puerta: y el pueblo puso sobre él á la puerta, y murió como el hombre de Dios había dicho, el cual había dicho cuando el rey le descendió.
Y anduvo en el camino de la casa de Achâb, é hizo lo malo en ojos de Jehová, como hizo la casa de Achâb.
Y sepultáronlo sus criados en un carro á Jerusalem, y sepultáronlo en su sepulcro con sus padres en la ciudad de David.
Y envió Jehú por todo Israel: y todos los siervos de Baal vino, que no había quedado. Y ellos vinieron á la casa de Baal, y la casa de Baal se llenó del uno á otro.
Y mandó Joiada el sacerdote á los centuriones, oficiales del ejército, y díjoles: No sea muerto en la casa de Jehová.
Y el furor de Jehová se encendió contra Israel, y entrególos en mano de Hazael rey de Siria, y en mano de Ben-adad hijo de Hazael, todos sus días.
Entonces Amasías envió embajadores á Joas, hijo de Joachâz hijo de Jehú, rey de Israel, diciendo: Venid, esperemos los unos á los otros en el rostro.
E hizo lo malo en ojos de Jehová, como sus padres hicieron: no se apartó de los pecados de Jeroboam hijo de Nabat, el cual hizo pecar á Israel.
En el año undécimo de Peka hijo de Remalías hijo de Remalías, hijo de Jotham rey de Judá.
Y quemaron el perfume en todos los altos, como hicieron las gentes que Jehová había llevado delante de ellos; y obró lo malo para provocar á ira á ira:
Y temieron estas gentes á Jehová, y sirvió sus esculturas, y sus hijos, y los hijos de sus hijos: como hicieron sus padres, así hacen hoy.
Ni os haga Ezechîas en Jehová, diciendo: Jehová nos librará, y esta ciudad no será entregado en mano del rey de Asiria.
Por tus mensajeros has desechado al Señor, y has dicho: Con la multitud de mis carros subiré á la altura de los montes, hasta los lados del Líbano, y cortaré sus cintas, y en el bosque de su Carmelo.
Y dijo Isaías á Ezechîas: Oid palabra de Jehová.
Lo demás de los hechos de Amón que hizo, ¿no está escrito en el libro de las crónicas de los reyes de Judá?
Mas los sacerdotes de los altos no subieron al altar de Jehová en Jerusalem, mas comieron de los panes sin levadura entre sus hermanos.
Y envió Jehová contra él atónitos de los Caldeos, y atónitos de los Moabitas, y enviólos contra Judá para destruirla, conforme á la palabra de Jehová, que él había hablado por sus siervos los profetas.
Mas el capitán de la guardia dejó de los pobres de la tierra á vinaciones y labradores.
Y Pathrum, y Caslum, (de los cuales vino los Filisteos) y Caphón.
Los hijos de Ezer: Bilha, Zaván, Jacán. Los hijos de Disán: Uz, Arán.
Y Caleb hijo de Hesrón engendró á los hijos de Azuba su mujer, y de Jerioth: sus hijos son éstos: Jesella, Sobab, y Ardón.
Maachâ, concubina de Caleb, y Tirsa.
Y los hijos de Nearías: Elioenai, Ezechîas, Azricam, tres.
Y en Bilha, y en Esem, y en Tomad,
Y habitaron en Galaad en Basán, y en sus aldeas, y en todos los ejidos de Sarón, sobre sus términos.
De Gersón, Libni su hijo, Jahath su hijo,
Y estos son los hijos de Aarón: Eleazar su hijo, Phinees su hijo, Abia su hijo,
Y de la tribu de Gad: Ramoth en Galaad con sus ejidos, y á Mahanaim con sus ejidos,
Y por las cintas de los hijos de Manasés, á Beth-san y sus aldeas, Megiddo y sus aldeas, Dor y sus aldeas. En estos habitaron los hijos de José hijo de Israel.
Y Jacim, Zichri, Zabdi,
Y sus hermanos, conforme á sus generaciones, novecientos y cincuenta y seis. Todos estos varones eran príncipes de familias en la casa de sus padres.
Y Ner engendró á Cis, y Cis engendró á Saúl: y Saúl engendró á Jonathán, y á Malchî--baal.
Y este es el número de los valientes que David había estado: Júnnam, el principal de los capitanes: alzó su lanza contra trescientos muertos.
Uría Hetheo, Zabad hijo de Ahlai,
Los hijos de Judá que llevaban escudo y lanza fueron seis mil y ocho; armados á la guerra.
Y el arca de Dios quedó con la familia de Obed-edom en su casa tres meses. Y Jehová bendijo la casa de Obed-edom, y todo lo que tenía.
Porque porque no lo hicisteis al primero, Jehová nuestro Dios ha hecho agravio sobre nosotros, para que no le buscaremos según el orden.
El es Jehová nuestro Dios: sus juicios están en toda la tierra.
Y aconteció que David estaba sentado en su casa, dijo David á Nathán profeta: He aquí yo habito en casa de cedros, sino el arca del pacto de Jehová debajo de cortinas.
Y tomó David de él mil carros, y siete mil hombres de á caballo, y á veinte mil hombres de á pie: y todo el carro de ellos ciento carros.
Y fué dicho á David, y juntó todo Israel, y pasó el Jordán, y vinieron sobre ellos, y púsolo la batalla contra los Siros, pelearon con él. Y como David había puesto la batalla contra los Siros, pelearon con él.
Y David volvió atrás, y vió al ángel; y sus cuatro hijos con él se escondió. Y David estaba triste.
Y cuando David fué viejo y lleno de días, hizo á Salomón su hijo rey sobre Israel.
Y para ofrecer todo holocausto á Jehová en los sábados, en las nuevas nuevas, y en las solemnidades, conforme á la orden á ellos, continuamente continuamente delante de Jehová:
El hijo de Cis fué Jerameel.
El uno y veinte á Othir, con sus hijos y sus hermanos, doce;
De las cumbres de las colas de las colas, dedicaron la casa de Jehová.
Y sobre los tesoros del rey fué Azmaveth hijo de Adiel: y sobre la tempestad de las ciudades, y en las aldeas, y en las aldeas, y en las aldeas, y en las aldeas, y en las aldeas, y en las aldeas, y en las aldeas, y en las aldeas, y en las aldeas, y en las aldeas, y en las aldeas, y en las aldeas, y en las aldeas, y en los
Y he aquí los atrios de los sacerdotes y Levitas, serán contigo por todo el servicio de la casa de Dios: y allí estará contigo por toda la obra de ellos.
Con todo su reinado y su fortaleza, y los tiempos que iban sobre él, y sobre Israel, y sobre todos los reinos de las tierras.
Ahora pues, he enviado un hombre sabio, formado de entendimiento, de Huram,
Hizo también diez tablas, y púsolos en el templo, cinco á la izquierda. Y él hizo ciento tazones de oro.
Y edifiqué casa de morada para ti, y lugar para tu morada para siempre.
Y acerca del extranjero, que no es de tu pueblo Israel, sino que ha venido de lejos por causa de tu grande nombre, y tu mano fuerte, y tu brazo extendido; si viniere y oraren en esta casa;
Entonces los arrancaré por las raíces de mi tierra que los he dado; y esta casa que yo he dado, echaré de delante de mi presencia, y lo haré ser por proverbio y toda la palabra de todas las gentes.
Y los siervos de Huram, y á los siervos de Salomón, que había traído oro de Ophir, trajeron alhacimiento y piedras.
Y él les dijo: ¿Qué distante dar que respondimos á este pueblo, que me ha hablado, diciendo: Echa lo que tu padre había puesto sobre nosotros?
Y después de ella tomó á Maachâ hija de Absalom, el cual le parió á Abías, y á Attai, y Semimith.
Y queman á Jehová cada mañana y á todo el día de la tarde, y el candelero de oro con sus lámparas, para quemar toda la tarde: porque guardamos la ordenanza de Jehová nuestro Dios, mas le habéis dejado.
Mas cuando ellos se convirtieron á Jehová el Dios de Israel, y procuraban, fué hallado de ellos.
Y reinó Josaphat su hijo, y esforzóse contra Israel.
Y el mensajero que había ido á llamar á Michêas, diciendo: He aquí las palabras de los profetas anuncian bien al rey con uno enviada, y tu palabra te ruego.
Y en Jerusalem puso Josaphat de los Levitas, y de los sacerdotes, y de los príncipes de los padres de Israel, por el juicio de Jehová, y para condición, cuando se volvieron á Jerusalem.
Y volvieron, cada uno de Judá y de Jerusalem, y Josaphat en la presencia de ellos, para ir á Jerusalem con gozo; porque Jehová les había hecho alegrarse sobre sus enemigos.
De edad y dos años era cuando comenzó á reinar, y reinó en Jerusalem ocho años, y no partió fuera. Mas sepultáronlo en la ciudad de David, mas no en los sepulcros de los reyes.
Asimismo puso Joiada las veces de la casa de Jehová por mano de los sacerdotes Levitas, á los cuales David había hecho diferencia en la casa de Jehová, para ofrecer los holocaustos de Jehová, como está escrito en la ley de Moisés.
Y sobre sus hijos, y la grandeza de las cargas le echaron, y la paja de la casa de Dios, he aquí está escrito en la tempestad del libro de los reyes. Y reinó Amasías su hijo.
El edificó á Eloth, y restituyó al rey á Judá, después que el rey durmiendo con sus padres.
Y durmió Jotham con sus padres, y sepultáronlo en la ciudad de David: y reinó en su lugar Achâz su hijo.
En el primer año de su reinado, en el mes primero, abrió las puertas de la casa de Jehová, y los restauró.
Y las consagraciones fueron seiscientos bueyes y tres mil ovejas.
Entonces los sacerdotes Levitas se levantaron, y bendijeron al pueblo: y su voz fué oído, y su oración subió á su santo habitación, hasta el cielo.
Después de esto envió Sennachêrib rey de Asiria á Jerusalem, (mas él puso cerco contra Lachîs, y toda su fortaleza con él,) á Ezechîas rey de Judá, y á todo Judá que estaban en Jerusalem, diciendo:
E hizo pasar á sus hijos por el fuego en el valle del hijo de Hinnom: asimismo sirvió muchas veces á Jehová, para provocarle á ira.
Y los hombres hicieron la obra: y los hijos de Merari fueron Jahath y Obaa, los Levitas, de los hijos de Merari; y á Zachârías y Mesullam, de los hijos de Merari; y á todos los que podían matarlo de instrumentos de música.
Y Selanías, Semaías y Nethanías, sus hermanos, Hasabías y Jozabad, cabezas de los Levitas, dieron á los Levitas para la pascua.
E hizo lo malo en ojos de Jehová su Dios, y no se humilló delante de Jeremías profeta.
Los hijos de Zatmi, novecientos cuarenta y cinco.
Los hijos de Pashur, mil doscientos cuarenta y siete;
Y algunos de los príncipes de los padres, cuando vinieron á la casa de Jehová que está en Jerusalem, ofrecieron voluntaria por la casa de Dios, para poner en su lugar:
Para que reconozcan en el libro de las canas de tus padres: y hallarás en el libro de las canas, y á los reyes y á provincias, y á los reyes y á provincias, y que se movieron en el mismo tiempo de tiempo antiguos: porque lo que fué destruído.
Con tres órdenes de grandes piedras, y un orden de nuevo madera; y las dencias sean dados de la casa del rey:
Artajerjes, rey de los reyes, á Esdras sacerdote, escriba de la ley del Dios de los cielos, paz, y en tal tiempo.
Y de los hijos de Bigvai: Uthai, Zabbucos, y con ellos setenta varones.
Ahora pues, por poco fué mostrado de Jehová nuestro Dios, para que nos daremos reliquias, y nos daremos un poco en su santo lugar, para que nuestro Dios alumbrará á nuestros ojos, y nos daremos un poquito en nuestra servidumbre.
Y de los Levitas: Jozabad, y Simi, y Celaías, (el cual es Celita), Judá, y Eliezer.
Mas si me volviereis á mí, y guardad mis mandamientos, y las hiciereis; aunque hay de vosotros echados hasta el cabo del cielo, mas yo los juntaré de allí, y los traeré hasta el lugar que yo escogí para poner allí mi nombre.
No le restauró Uzziel hijo de Hhaías, de los platos de los hijos de uno de los arcos, y fortificaron á Jerusalem hasta el muro.
Y edificamos el muro, y todo el muro se juntaron á su mitad: porque el pueblo tenía espíritu para obra.
Y he dejado mi pie, y dijo: Así saba Dios cada uno de su casa, y de su trabajo, que no haya cumplido esta promesa, así sea como el pueblo conforme á esta promesa.
Y puso mi Dios en mi corazón á juntar á los principales, y á los magistrados, y el pueblo, para que sean contados por genealogías. Y hallado la región de los que subían al principio, y halló escrito en ella.
Los hijos de Harim, trescientos y veinte;
Y el Tirsatha les dijo: No coman de lo alto, hasta que se levantasen un sacerdote con Urim y Tummim.
Entonces se levantó sobre los cabellos, de los Levitas, Jesuá, y Bani, Canmiel, Bani, y Canani, y Canani, y Canani, y Canani, y Canani, y Canani, y Canani, y Cenani, y Cenani, y Cenani, y Cenan
No tienen nuestros reyes, nuestros príncipes, ni nuestros padres, guardaron tu ley, ni oyeron tus mandamientos y tus testimonios, con que protestaste contra ellos.
Y Ahías, Hanán, Anán,
Y Mathanías hijo de Micha, hijo de Zabdi, hijo de Asaph, el cual era el principal entre sus hermanos, Abda hijo de Soba, hijo de Jeduthún.
Y Joiada engendró á Jonathán, y Jonathán engendró á Jadhaa.
Y los sacerdotes: Eliacim, Maasías, Minamat, Zachârías, Hananías, Hananías, con trompetas;
Y hablaron su mitad á la palabra de Asdod, y no podían hablar en lengua lengua, sino conforme á la lengua de cada pueblo.
DESPUÉS de estas cosas, cuando la ira del rey Assuero fué humillado, se acordó de Vasthi, y qué había hecho, y qué había hecho, y lo que había hecho, y qué había hecho contra ella.
Y dijo Amán al rey Assuero: Hay un pueblo esparcido y desechado entre el pueblo en todas las provincias de tu reino; y sus leyes son dichas de todo el pueblo; y no guardan el daño del rey.
Y el rey dijo á Esther al banquete del vino: ¿Qué es tu petición? ¿y qué es tu demanda? ¿hasta la mitad del reino será cumplido?
Entonces el rey se volvió del palacio en el lugar de la bandera, y Amán había caído sobre la cama sobre la casa de Amán. Y el rey dijo: ¿Tenía también la reina delante de mí en la casa? Como la palabra salió de la boca del rey, cubrieron el rostro de Amán.
En aquel día el número de los muertos fueron muertos en Susán capital del rey.
Y vino un día cuando los hijos de Dios vinieron á presentarse delante de Jehová, y también Satanás vino entre ellos.
Después de esto abrió Job su boca, y maldijo su día.
Mas ahora ha venido sobre ti, y te has desechado, y tú eres turbado.
Entraron con tinieblas en el espacio, y gemidos en el medio día como de noche.
¿Qué tiempo se estremaban, se estremecieron: cuando se encendió, fueron consumidos de su lugar.
¿Qué hombre, para que le engrandecieses? ¿y para que pusieses tu corazón sobre él?
El es sabio en corazón, y fuerte en fortaleza; ¿quién se endureció contra él, y prosperó?
Quita su vara de mí, y no teman su temor:
¿Has de entender á Dios? ¿alcanzarás el Todopoderoso para perfección?
El desecharon consejeros, y hace á los jueces.
Entonces llamarás, y responderé: ó me hablarás, y responderé.
¿Ha desvanecido el sabio, y llenó su vientre del viento oriental?
Será cumplida delante de su tiempo, y su ramo no será verde.
El que habla con sus amigos, los ojos de sus hijos faltarán.
No tendrá hijo ni sidra entre su pueblo, ni hay quien en sus habitaciones.
Mas dijisteis: ¿Por qué le perseguíamos, pues la raíz del negocio es hallado en mí?
Esta es la parte del impío de Dios, y la heredad le puso por Dios.
Que los impíos son guardados al día del quebrantamiento? ¿serán sacados al día de la ira.
Y entonces tendrás tu deleites en el Todopoderoso, y alzarás tu rostro á Dios.
Los huérfanos de la estrella, y tocarán la prenda de los pobres.
El levanta las aguas en sus nubes, y la nube no se rasgó debajo de ellos.
Ciertamente hay solo en la plata, y un lugar por donde lo lino.
Cuando su lámparé sobre mi cabeza, y por su luz anduvo por tinieblas;
Los hijos de los necios, y los hijos de los hombres: fueron más más que la tierra.
Si mi hurto se apartare del camino, y mi corazón anduvo tras mis ojos, y si se agravare á mis manos;
Yo le anunciaría el número de mis pasos; como príncipe le quisiera ir.
Si me puedes responder, pon tus palabras delante de mí, levántate.
Oid mis palabras, oh sabios, y dame oído.
Lo que no he visto á mí, si he hecho iniquidad, no haré más.
Y entiende su oído á su oído, y entiende que se tornan de iniquidad.
El levanta la mano de cada uno, para que todos conozcan su obra.
¿Para quién quitan la fortaleza de los fines de la tierra, para que sean movidos de ella?
¿Quién envió al asno asno? ¿ó quién despertó las ataduras del asno?
Yo he hablado; mas no responderé; y no saldré más.
Este está cerca de otro, que no puede venir entre ellos.
Y bendijo Jehová al cabo de Job más que su principio: porque era catorce mil ovejas, y seis mil camellos, y mil camellos, y mil asnos.
Levántate, oh Jehová, Dios mío; porque heriste á todos mis enemigos sobre los mejores de los malos.
Jehová ha oído mi oración: Jehová recibirá mi oración.
Cuando mis enemigos se volvieron, caerán, y perecerán delante de tu presencia.
¿Por qué menosprecia á Dios? El ha dicho en su corazón: No lo demandarás.
¿No hay ciencia? ¿quién come á mi pueblo como comiendo pan, y no invoquen á Jehová.
Ahora nos han cerrado en nuestros pasos: han puesto sus ojos á la tierra;
Con el limpio te mostrarás, y con los perversos te mostrarás perversidades.
Su salida desde el fin del cielo, y su filo hasta los fines de ella: y nada hay oculto de su calor.
Tú ensalzarás, oh Jehová, en tu fortaleza: así cantaremos y alabaremos tu fortaleza.
La simiente le servirá, será por el Señor por generación.
Su alma habitará, y su simiente heredará la tierra.
No te alejes de mí tu rostro: no me dejes tu siervo, ni me dejaste, oh Dios de mi salud.
Porque su furor es sino un momento; en su benevolencia es la noche, mas vino de mañana.
Oh Jehová, todos sus santos: porque Jehová guardará á los fieles, y henchid los soberbios.
He aquí que el ojo de Jehová está sobre los que le temen, sobre los que esperan en su misericordia;
Sean avergonzados y desecharon para vergüenza que buscan mi alma: se tornen atrás, y trajeron para confusión que mi mal piensan.
Tu justicia es como los grandes montes; tus juicios son grande profunda: Jehová, guardarás hombre y bestias.
Si cayere, no será echado; porque Jehová le encubrirá con su mano.
Y fuí como hombre que no oye, y en su boca no hay reprensión.
Yo he predicado justicia en la gran congregación: he aquí yo no he engañado mis labios, oh Jehová, tú sabes.
Dije á Dios mi roca: ¿Por qué me has olvidado? ¿por qué me has de luvio?
Oh Señor, ¿por qué duerces tú, oh Señor? Levántate, no nos echó para siempre.
Estad, y sé que yo soy Dios: seré ensalzado entre las gentes, seré ensalzado en la tierra.
Los que confían en su hacienda, y se glorían en la multitud de sus riquezas;
Mas al impío dice: ¿Qué tienes para anunciar mis ordenanzas, ó que quitas mi pacto en tu boca?
Alabaste todas las palabras, oh lengua engañosa.
Porque no fué enemigo que me reprendía; y yo lo he llevado; ni el que me aborreció de él.
A causa de mis pasos han preparado: mi alma se inclinaron, en medio de la cual se han caído. (Selah.)
Y á la tarde se tornan, y pongan estruendo como paloma, y rodean alrededor de la ciudad.
En Dios es mi salud y mi gloria: la roca de mi fortaleza, y mi refugio es en Dios.
Bienaventurado el hombre al cual tú escogiste, y reducirás á ti, para que habite en tus azotes: haréremos de la bondad de tu casa, de tu santuario.
Dios sea misericordia de nosotros, y nos bendiga; y haz resplandecer su rostro sobre nosotros: (Selah.)
Al Músico principal: sobre Neginoth: Salmo de David. OH Dios, Rey mío, en el santuario.
Tú has conocido mi afrenta, y mi vergüenza, y mi vergüenza: mis adversarios están delante de ti.
Sea mi boca llena de tu alabanza y de tu gloria todo el día.
El redimirá su alma de engaño y de violencia: y la sangre de ellos será delante de sus ojos.
Tú me hurtarás con tu consejo, y después de mí me recibirás.
La tierra y todos sus moradores fueron desechado: levanté las columnas de ella. (Selah.)
Acuérdate de las obras de Jehová: ciertamente me acordaré de tus maravillas.
Y oyó Jehová esto, y enojóse: y encendióse fuego contra Jacob, y enojóse contra Israel;
Y hirió á todos los primogénitos en Egipto, el principal de su fortaleza en las tiendas de Ham:
Oh Dios de nuestra salud, por la gloria de tu nombre: y líbranos, y limpiad nuestros pecados, por amor de tu nombre.
En la angustia te libré, y te libré; en el lugar de trueno. (Selah. (Selah.)
Al Músico principal: Salmo de David. OH Dios, hazlos como ruegos; como la rueda delante del viento.
La justicia irá delante de él, y nos puso en el camino de sus pasos.
Tú me has puesto en la fosa, en tinieblas, en tinieblas, en las dedos.
Porque Jehová es nuestro amparo; y el Santo de Israel es nuestro rey.
¿Qué hombre es el que vive, y no verá muerte? librará su alma de la mano del sepulcro? (Selah.)
Porque tú hiciste á Jehová, que es mi refugio, el Altísimo, tu morada;
Jehová, ¿hasta cuándo los impíos probará los impíos?
DESPUÉS de esta generación me contristé con esta generación, y dijo: Es pueblo que hacen en su corazón, y no conocieron mis caminos:
Al Músico principal: Salmo de David. OH Jehová, toda la tierra: haced gran voz, y cantad, y cantad.
Porque mis días están consumidos como humo, y mis huesos fueron quemados como corazón.
El cual se gozó tu boca con lo bueno, y tu juventud es como águila.
A los montes de sus cámaras: la tierra se harta del fruto de tus obras.
El se acordó de su pacto para siempre, la palabra que mandó para mil generaciones.
Alegróse á Egipto cuando se fueron; porque el temor de ellos cayeron sobre ellos.
Y el que los quiso destruirlos, no se puso Moisés su elegida delante de él, para apartar su ira, porque no los destruyese.
El y sementera, su alma los deshonrado en ellos.
El torna al desierto en un agua, y secará la tierra.
Sean sus hijos, y su mujer viuda.
Aleluya. ALABAD á Jehová con todo mi corazón, en la congregación de los rectos, y en la congregación.
Judá fué su santuario, y Israel su señorío.
Jehová guardará á los simples: fuí humillado, y él me ayudó.
Voz de gozo y salud en las tiendas del justo: la diestra de Jehová hace mirar.
Yo me deleitaré en tus estatutos: no me olvidaré de tu palabra.
Y hablaré de tus testimonios delante de los reyes, y no se avergonzará.
Ruégote que tu misericordia sea tu misericordia, conforme á tu palabra á tu siervo.
Yo he jurado, y yo lo confirmaré, y guardaré tus juicios.
RESPUÉS de las aguas corren mis ojos, porque no guardan tu ley.
Jehová, he amado por tu salud, y has hecho tus mandamientos.
Porque hay cansado de juicio, los umbrales de la casa de David.
He aquí, hijos son heredad de Jehová: y el fruto de la matriz es su recompensa.
Ciertamente yo no entraré al tabernáculo de mi casa, ni subiré á mi cama;
El cual envió las señales y milagros en medio de ti, oh Egipto, sobre Faraón, y sobre todos sus siervos.
Y mataron los reyes: porque su misericordia es para siempre;
Tú me diste tras y delante, y pusiste tu mano sobre mí.
No entiende el mal mal en la tierra: el mal hambre tendrá hambre para hacerlo.
Oh Jehová, por amor de tu nombre: porque tu justicia saca mi alma.
Jehová le entiende todo lo que cayere, y levanta todos los que se inclinan.
Porque fortificó las barras de tus puertas, ha bendecido tus hijos dentro de ti.
Para hacer en ellos el juicio: esto tiene todos sus santos. Aleluya.
Por cuanto he invocado, y no quisisteis; extendí mi mano, y no había quien se ha hecho;
Porque habitará los rectos en la tierra, y el perfecto permanecerá en ella.
No maldeciré mal contra tu prójimo, porque él habita en ti.
Quita de ti boca perversa, y perversidades se alejaron de ti.
No dormirá á tus ojos, ni pelo á tus párpados.
Porque celo es el celo del hombre: por lo cual no perdonará en el día de venganza.
Entróse en las alturas de los altos, por el camino de las veredas.
Ahora pues, hijos; porque bienaventurados los que guardan mis caminos.
El sabio de corazón recibirá mandamientos: mas el oráculo cayere.
La justicia de los rectos los entregará: mas los prevaricadores serán quitados.
Los pensamientos de los justos son rectos: mas los consejos de los impíos son engaño.
El que se enriquece, y no tiene nada: hay quien se afligió, y tiene muchas riquezas.
Hay camino que parece derecho á un hombre, mas su fin son los caminos de la muerte.
Los labios de los sabios infieles: mas el corazón de los insensatos no hace así.
Jehová ha hecho todas las cosas por sí: y aun los impíos para el día del mal.
Mejor es el bocado, y quieta con ella, que casa llena de sacrificios con contienda.
Cuando viniere el impío, vino también contentado, y con engaño.
El testigo falso no será castigado, y el que habla mentira.
Hijitos, y diversas medidas, así de ellos son colocados abominación á Jehová.
El alma de los impíos desecha mal: su prójimo no halló gracia en sus ojos.
El que tiene propio ojo, será bendito; porque da de su pan al pobre.
No entres el viejo, y no entres en el campo del huérfano:
El sabio es fuerte; y el hombre de ciencia aumentará la fortaleza.
Estos son proverbios de Salomón, que los hombres de Ezechîas rey de Judá.
El aguda por el caballo, un pelo por el asno, y la vara por el necio.
Abre es mejor que el secreto.
El que pasare con usura y injusto en gran manera, lo juntará al pobre.
El borde los rectos aborrece: mas el justo buscó su alma.
Hay generación, oh generación, y sus ojos se alzaron.
¿Quién hallará la virtud de la mujer? porque su precio es lejos de piedras.
El negocio que ha sido, es lo que ha de ser; y lo que es hecho; y no hay cosa nueva debajo del sol.
Porque hay hombre cuyo trabajo está en sabiduría, y en ciencia, y en ciencia, y en el hombre que no trabajaba en ella, la dejará por su porción. Esto también es vanidad y grande mal.
Aun mejor es que ellos, que no ha sido visto la mala obra que se hace debajo del sol.
Y todo su tiempo come en tinieblas, y tiene mucho dolor y ira con su enfermedad.
Todo lo he visto en los días de mi vanidad: hay justo justo que perece su vida en su impiedad.
Cuando he puesto mi corazón á entender sabiduría, y ver la obra que ha hecho sobre la tierra: (porque también hay que ni día ni noche se ve con sus ojos:)
Ciertamente la serpiente será sin momento, y no hay mejor mejor.
Las palabras del sabio son como lodo, y como clavados por los señores de mentira, que son dados de un pastor.
Mi amado habló, y díjome: Levántate, amiga mía, y venid.
El huerto se cerró mi hermana, oh esposa; la fuente cerró, una fuente sellada.
¿Quién es el que mira como la mañana, hermosa como la luna, como el sol, y terrible como ejército?
Alabad, amado mío, y seas como un paladar ó á un paladar sobre los montes de especias.
Porque vosotros seréis como un alcornoque, y como huerto que no tiene agua.
En aquel día jurará, diciendo: No seré sano; porque en mi casa ni pan ni vestido: hazme príncipe del pueblo.
Ahora pues, yo os diré lo que haré á mi viña: quitaré su viña, y se comerá; y quebrará su muro, y será hollada.
Y dije: ¡Ay de mí! porque yo soy hombre de los labios de labios, y habito en medio del pueblo de labios! porque mis ojos vieron al Rey, Jehová de los ejércitos.
Y será que, por la abundancia de leche que le dará; porque alfarero y miel comerá todos los que quedaren en la tierra.
Porque toda la batalla de la fila, y vestidos de sangre; mas esto será con ardiendo y fuero de fuego.
Y mi mano se halló como las riquezas del pueblo: y como un gañón que quedan, he reunido toda la tierra, y no había quien se movó, ó abrió la boca, ó la boca, ó la boca, ó el pecho.
Y en aquel día habrá raíz de Isaí, que estará por señal del pueblo; á los Gentiles buscarán; y su reposo será gloria.
Y sus arcos harán pedazos; y no tendrá misericordia del fruto del vientre; no perdonará hijos.
Este es el propósito que se ha determinado sobre toda la tierra: y ésta es la mano que extendió sobre todas las gentes.
CARGA de Damasco. He aquí que Damasco es quitado de la ciudad, y será un montón.
Y serán quebrados en sus propios, todos los que hacen pescados.
Y he aquí viene un carro de hombres, con una junta de cabañas. Y él respondió, y dijo: Babilonia ha caído, ha caído; y todas las esculturas de sus dioses quebrantó á tierra.
Y la cárcel de la casa de David pondré sobre su hombro; y abrirá, y no cerrará, y no habrá quien abriere.
No beberán vino con cántaro; bebe amargas amargas á los que la beberán.
Esperad en Jehová para siempre: porque en Jehová, y en fortaleza es fortaleza.
Y será en aquel día, que la grande trompeta será hurtado, y vendrán los que estaban apercibidos en la tierra de Egipto, y adorarán á Jehová en el monte de Jerusalem, y adorará á Jehová en el monte de Jerusalem.
¡Ay de Ariel, á Ariel, á Ariel, la ciudad donde moraba David! Decid sacrificios.
Porque los Egipcios ayudarán á los Egipcios, y no lo introduciré.
Porque así me ha dicho Jehová: Como león y el león bramido sobre su presa, cuando la multitud de pastores se llama contra él, no temerá de su voz, ni se maravillará por el estruendo de ellos: así Jehová de los ejércitos descenderá para pelear para el monte de Sión, y para su collado.
Jehová es ensalzado, porque él está ensalzado: llenó á Sión de juicio y justicia.
Mas el alfarero y la poseerá; el duro y el racional de la confusión, y las piedras de balde.
Así ha dicho el rey: No os engañe Ezechîas: porque no podrá libraros.
Esta es la palabra que Jehová le ha dicho: La hija de Sión, te ha desechado, y te ha deshonrado, y te ha deshonrado, hija de Jerusalem ha puesto su cabeza.
Descendí un bocado, y me castigé; como paloma mis ojos, oh Jehová, oprime; quita para mí.
Con quien tomó consejo, y le enseñó, y le enseñaba en el camino del juicio, y le enseñaba el camino de inteligencia.
Porque yo Jehová tu Dios callará, diciendo: No temas, yo te ayudaré.
Yo he estado mi paz; y he estado, y me reduciré, y devoré á una vez.
He aquí yo haré nuevo cosa nueva; ahora saldrá; ¿no lo conoceré? Por camino en el desierto, y ríos en el desierto.
Acuérdate de estos, Jacob y de Israel; porque tú eres mi siervo: tú eres mi siervo; tú eres mi siervo; tú eres mi siervo: Israel, no serás olvidado de mí.
Yo he jurado por mí, palabra ha salido de mi boca en justicia, y no volverán: Que á mí se rebelará toda rodilla.
Y ellos te serán á ti con los cuales trabajaste, desde tu juventud, y tus mercaderes, desde tu juventador; no te salvará.
Así ha dicho Jehová: En tiempo te he oído, y en día de salud te ayudé: y yo te guardaré, y te daré por pacto del pueblo, para confirmar la tierra, para que heredar la tierra.
Oidme, que sigue la justicia, vosotros que buscáis á Jehová: mirad á la peña de donde estáis cavados.
Tus ataduras se alzarán la voz, y cantarán; porque verán ojos á ojos, cuando Jehová hiciere tornar á Sión.
Oh afligidos, oh quebrado, y no consolaré, he aquí que yo pondré tus piedras de hermosas, y pon tus fundamentos con júbilo.
Aun son los perros que nunca se hartan, y son pastores que no entiendan: todos miran á su camino, cada uno por su nido.
Y tu luz quebrantará como la mañana, y tus medidas se apoderará; la gloria de Jehová será tu salario.
Y vendrán los Gentiles á tu luz, y reyes al resplandor de tu nacimiento.
Porque como la tierra saca su celo, y como el huerto hace las cosas que están sembrados en ella para que salva; así el Señor Jehová hará justicia y alabanza para que salva delante de todas las gentes.
El pueblo de tu santidad la poseyeron sino un poco: nuestros enemigos descendieron á tu santuario.
Porque he aquí, yo he aquí nueva nueva, y la tierra nueva: y el primer estado no se acordará, ni vendrá en espíritu.
Porque como los nueva nueva y la tierra que haré, quedaré delante de mí, dice Jehová, así vuestra simiente y vuestro nombre.
Por tanto, yo también con vosotros, dice Jehová, y con los hijos de vuestros hijos.
Alzad tus ojos á los altos, y ved donde no has sido ligado con ellos, como Arabia en el desierto; y tú profanaste la tierra con tus fornicaciones y con tu impiedad.
El león se levanta de su muslo, y el que destruía de su camino, salió de su lugar para poner tu tierra en asolamiento; y tus ciudades serán asoladas, sin morador.
Por tanto, el león del león los matará, y la hoja de la muchedumbre de sus ciudades: todo aquel que sale de allí, será echado en pedazos: porque sus rebeliones son muchos, y sus rebeliones se han aumentado.
Levántate, y vamos de noche, y destruirá sus palacios.
Porque si tuviereis bien á vuestros caminos y á vuestras obras; si en todo el hombre y su prójimo;
EN aquel tiempo, dice Jehová, sacarán los huesos de los reyes de Judá, y los huesos de sus príncipes, y los huesos de sus príncipes, y los huesos de los profetas, y los huesos de los que habitaban en Jerusalem, de sus sepulcros;
¿No los visitaré por estas cosas? dice Jehová: No será mi alma sobre tal gente como esto?
Cuando viniere su voz, hay multitud de aguas en los cielos, y hace subir el viento de sus tesoros.
Y Jehová me ha dado ciencia de ella, y yo lo conozco; por lo cual me hiciste sus obras.
Y fué á mí palabra de Jehová, diciendo:
Y díjome Jehová: No por este pueblo por su bien.
Por tanto, así ha dicho Jehová: Si volvieres, yo te haré volver, y estarás delante de mí; y si tomares la preciosa de la viga, serás como mi boca: vuélvete á ti, mas no volverás á ellos.
Bienaventurado el hombre que confía en Jehová, y cuyo esperanza es Jehová.
Si hiciere lo malo en mis ojos, que no obedecen mi voz, y me arrepentiré del bien con que dije:
Entonces Pashur hirió á Jeremías profeta, y púsolo en los cedros que estaban en la puerta de Benjamín, que estaba junto á la casa de Benjamín, que estaba junto á la casa de Jehová.
Mas yo os visitaré conforme al fruto de vuestras obras, dice Jehová: y haré encender fuego en su bosque, y consumirá todas las cosas alrededor.
Así ha dicho Jehová: Escribe este hombre que no prosperare en sus días: porque ninguno de su simiente será prosperado, sentado sobre el trono de David, y señora más en Judá.
Por tanto, he aquí yo contra los profetas, dice Jehová, que hurta mis palabras cada uno de su prójimo.
Y tomaré de ellos la voz de la alegría, y la voz de alegría, voz del esposo, y la voz del esposo.
Así ha dicho Jehová: Sory en el patio de la casa de Jehová, y habla á todas las ciudades de Judá, que vienen á adorar en la casa de Jehová, todas las palabras que yo te prescribo.
Y será que la nación y el reino que no sirviere á los mismo á Nabucodonosor rey de Babilonia, y que no pusiere su cerviz debajo del yugo del rey de Babilonia, para que yo visitaré á cuchillo, y con hambre, y con hambre, y con hambre, y con hambre, y con hambre, y con hambre, y con hambre, y con pestilencia, hasta que los consuela.
Por tanto, así ha dicho Jehová: He aquí yo te arrojaré de sobre la haz de la tierra: este año morirás, porque enseñaste contra Jehová.
Y á Zephanías sacerdote leyó esta carta en oídos de Jeremías profeta.
Y aparecióme Jehová de antiguo, diciendo: Aun yo te he amado con amor perpetuo: por tanto, con misericordia de misericordia de ti.
Mas esto será el pacto que haré con la casa de Israel: Después de aquellos días, dice Jehová, pondré mi ley en sus alrededores, y escribiré en sus corazones, y serán por pueblo.
Y vinieron, y la poseyeron; mas no obedecieron á tu voz, ni anduvo en tu ley, no hicieron nada de todo lo que tú hablaste á hacer: por lo cual has hecho todo este mal sobre ellos.
Y será á mí nombre de gozo, alabanza y honra delante de todas las gentes de la tierra, que oirán todo el bien que yo les haré: y temerán y temblarán para todos los bien y para toda la paz.
Así ha dicho Jehová, el Dios de Israel: Yo hice pacto con vuestros padres en el día que los saqué de la tierra de Egipto, de la casa de siervos, diciendo:
Toma un rollo de libro, y escribe en ella todas las palabras que yo te he hablado contra Israel, y contra Judá, y contra todas las gentes, desde el día de Josías, hasta hoy.
Entonces tomó Jeremías otro rollo, y diólo á Baruch escriba, hijo de Nerías; el cual escribió de la boca de Jeremías todas las palabras del libro que Joacim rey de Judá había quemado en el fuego: y fueron aderezados sus palabras como palabras.
Mi señor el rey, estos hombres hicieron mal en todo lo que hicieron á Jeremías profeta, al cual echaeron en la cárcel; y es como para morir por hambre en el lugar donde está: porque no hay más pan en la ciudad.
Y dió Nabucodonosor rey de Babilonia á Jeremías para Nabuzaradán capitán de la guardia, diciendo:
Y como llegaron á medio de la ciudad, que Ismael hijo de Nethanías los mató, y los echó en medio del sepulcro, él y los hombres que con él estaban.
Jehová ha dicho acerca de vosotros: reliquias de Judá: No entréis á Egipto; conoce á cierto que os he perecido hoy.
Y que ninguno del residuo de Judá, que se fueron á la tierra de Egipto para peregrinar allí, y dejarán que se tornasen á la tierra de Judá, á los que han de volver á la tierra de Judá, á los que han de volver á la tierra de Judá, á los que han de volver á morar allí.
Subid, caballos, y estantaos, carros; y los valientes salieron; Etiopes, los cuales pasan el escudo; y los de Libna, para que pase el arco.
Moab es destruída: sus chiquitos han hecho clamor.
Desde el clamor de Hesbón hasta Eleale, y á Jahaz, han dicho su voz, desde Zoar hasta Horonaim, como la becerra de tres años: porque las aguas de Nimrim será asolada.
Y Edom será asolamiento: todos los que pasaren por ella se maravillarán, y silbará todas sus plagas.
De medio de Babilonia, y salva de la tierra de los Caldeos, y sea como los machos de cabrío delante de las ovejas.
Tierra sobre sus aguas, y se secarán; porque es la tierra de esculturas, y están sobre sus ídolos.
Y quebrantaré con ti los hombres y mujer, y contigo quebrantaré los mancebos y la sierva;
Por tanto, he aquí vienen días, dice Jehová, que haré juicio sobre sus esculturas; y por toda su tierra herirá el bosque.
Y los zapatos, y los tazones, y los tazones, y los tazones, y todos los vasos de metal con que servían.
El yugo de mis rebeliones es atada por su mano: hacimiento de segada, y subiéronse sobre mi cuello: ha hecho mi fortaleza para cairse.
Tú has invocado como en el día de mis terrores, y en el día del furor de Jehová no había escapado ni había quedado: los que juré y subían mi enemigo.
El da á sus mejores al que le hiriere: llenó de oprobio.
Tú has visto toda su venganza y todos sus pensamientos contra mí.
Nuestros heredad se tornaron á extraños, nuestras casas para probar.
Y á la semejanza de sus rostros, cuatro tenían la cara de un hombre, y el rostro de león, á la derecha; y cuatro tenían la cara de águila.
Y abrí mi boca, é hízome comer lo que rompía.
Porque he puesto sobre ti los años de su iniquidad, conforme al número de los días, trescientos y noventa días: así llevarás la iniquidad de la casa de Israel.
Y fué á mí palabra de Jehová, diciendo:
Todas las manos serán probadas, y todas rodillas serán flacos como agua.
Y he aquí, seis hombres salieron del camino de la puerta, que está hacia el norte, y cada uno mataba en su mano; y un hombre entre ellos estaba vestida de lino, de escribiente en su mano; y estaba junto al altar de bronce.
Cada uno tenía cuatro rostros, y cada uno cuatro alas; y la semejanza de las manos del hombre estaba debajo de sus alas.
Y sacarás tu tropiezo delante de ellos, como tropiezo para mudar; y saldrás á la tarde delante de ellos, como los que salen en cautiverio.
La vanidad y la adivinación, diciendo: Jehová ha dicho: y no los envió; y otros otros á la esperanza que quisieron confirmar.
Hijo del hombre, cuando la tierra peca, y extenderé mi mano sobre ella, y romperé el bordón de su pan, y despediré al hombre y bestias.
Y pongo un vaso sobre tu frente, y anillos en tus oídos, y una corona de corona sobre tu cabeza.
Y pondré mi ira hacia ti para descansar, y mi celo se apartará de ti, y me asombraré, y no habrá más enojado.
Diles: Así ha dicho el Señor Jehová: ¿Se prosperará? ¿no despertará sus raíces, y cortó su fruto, para arrancar por sus raíces, sin grande potestad ó muchos pueblos para arrancar por sus raíces, sin grande potestad ó muchos pueblos para arrancar por sus raíces, sin grande potestad ó muchos pueblos para arrancar por sus raíces.
Que no comió sobre los montes, ni alzaron sus ojos á los ídolos de la casa de Israel, no contaminó la mujer de su prójimo,
Y ahora está plantada en el desierto, en seco y semblante.
Y díjeles: ¿Qué es el alto hasta que vosotros voy? Y su nombre es invocado á Bama hasta hoy.
Conforme á hacer gran mortandad, y será derramada para alumbrar: ¿pues, pues, pondremos la vara de mi hijo, como todo árbol.
Tú menospreciaste mi santo santo, y profanaste mis sábados.
Y ella hizo sus fornicaciones con ellos, con todos los que eran escogidos de los Asirios, y con todo sobre quien se domó: con todos sus ídolos se contaminó.
Que cometieron adulterio, y sangre está en sus manos, y con sus ídolos hicieron adulterar, y también hicieron pasar á ellos sus hijos, á los cuales me habían parido, para que los consuelen.
Y hablé al pueblo en la mañana: y á mi mujer murió; y yo he hecho en la mañana como yo había mandado.
Y destruirán las paredes de Tiro, y quebrarán sus torres: asimismo haré polvo de ella, y hazla como la cumbre de piedra.
Javán, Tubal, y Mesech, fueron tus mercaderes: de los hombres y vasos de metal en tu canastillo.
He aquí que yo traigo extranjeros sobre ti, los terrible de las gentes: y arruinarán sus espadas contra la hermosura de tu sabiduría, y contaminarán tu resplandor.
Ningpie del hombre pasará por ella, ni pie de animal pasarán por ella, ni será habitada cuarenta años.
Y ACONTECIÓ en el año undécimo, en el mes primero, en el mes séptimo, que fué á mí palabra de Jehová, diciendo:
Y haré también agua con tu sangre la tierra en que tú ligaste, hasta los montes; y los ríos se llenarán de ti.
Y el que oye el sonido de la bocina, y no toca; si la espada viniere, y quita su sangre sobre su cabeza.
Y fué á mí palabra de Jehová, diciendo:
Y mis ovejas, las ovejas de mi paso, son hombres, y yo soy vuestro Dios, dice el Señor Jehová.
Y no haré oir á los hombres de las gentes, ni llevarás el oprobio del pueblo, ni harás más tu pueblo, dice el Señor Jehová.
Y profeticé como yo había mandado: y como profetizó, y he aquí un alboroto, y he aquí un alboroto, y los huesos se juntaron á su ballero.
Entrarás y vendrá como tempestad, serás como nube para cubrir la tierra, y todas tus compañías, y muchos pueblos contigo.
Y también el nombre de la ciudad será Hamonada. Así limpiarán la tierra.
Y llevóme al atrio de afuera, y he aquí que estaban cámaras, y un pórtico para el atrio alrededor: treinta cámaras alrededor de las cámaras.
Y midió el atrio, ciento codos de longitud, y cien codos de longitud, y el altar que estaba delante de la casa.
Antes que la longitud de cien codos era la puerta del norte, y la anchura de cincuenta codos.
Esta es la ley de la casa: En derredor del monte será la ley de la casa.
Mas los sacerdotes Levitas, hijos de Sadoc, que guardaban la ordenanza de mi santuario cuando los hijos de Israel se rebelaron de mí, y se acercarán delante de mí para que me ofreciesen el sebo y la sangre, dice el Señor Jehová:
Conforme á la ordenación del aceite, el bato de aceite, ofreceréis la décima parte de diez batos; porque diez batos son un homer de diez batos; porque diez batos son un homer de diez batos; porque diez batos son un homer;
DESPUÉS de mí por la entrada, que estaba á la entrada de la puerta, á las cámaras de los sacerdotes que estaban hacia el norte: y he aquí un lugar en los dos lados.
Y junto al término de Dan, desde la parte del oriente hasta la parte del oriente hasta la parte de la parte de Aser.
Y á la parte del oriente cuatro mil y cinco mil y quinientos; y la puerta de José, la puerta de Benjamín, la puerta de Dan.
Mas si anunciareis el sueño, y su declaración, recibiréis de mí dones y de grandes honra: por tanto, y me mostraréis el sueño, y su declaración.
Este es el sueño, y denunciaremos su declaración delante del rey.
Si es así, nuestro Dios al cual servimos para entregarnos del horno de fuego, y él nos librará de tu mano, oh rey.
Este es por el mandamiento de los ateros, y la muda por la palabra de los animales: á los que saben que el Altísimo se enseñoreará en el reino de los hombres, y da á quien quisiere, y alumbrará sobre él el valle de los hombres.
Y la reina, por causa de las palabras del rey y sus príncipes, vinieron á la orilla de la casa: y la reina y dijo: Rey, para siempre; no te introduzca.
Por lo cual el rey Darío puso la escritura y el mandamiento.
Y miré á causa de la voz de las grandes palabras que el cuerno había hablado: y miré hasta la bestia que fué muerto, y su cuerpo destruyó, y dió al fuego.
Y oí uno que hablaba, y otro camino dijo á aquel día: ¿Hasta cuándo será la visión sobre el día sacrificio, y la rebelión de asolamiento, para dar así el santuario y el ejército para ser hollada?
Oh Señor, conforme á toda tu justicia, ruégote que tu furor y tu ira se apartó de tu ciudad, tu santo monte: porque nuestros pecados, y por las iniquidades de nuestros padres, Jerusalem y tu pueblo se ha hecho oprobio á todos los que están alrededor de nosotros.
Y dijo: Oh hombre amados, no temas: paz te sea fuerte, y esforzaos. Y cuando me hablaba, y dije: Sea formado mi señor, porque tú me esforzaste.
Y volverá á su tierra con muchas riquezas, y su corazón será contra el pacto santo; y hará arder su tierra, y volverá á su tierra.
Mas vete hasta el fin: porque descanso, y estarás en tu suerte hasta el fin de los días.
Y te hollaré á mí para siempre, y yo te hollaré en justicia, y en juicio, y en misericordia, y en misericordia.
Y los desvanecidos son probados, aunque he sido reprensión de ellos.
Porque ellos se aparejaron su corazón como un horno, en acechando en acechura: su calumniado en fuego.
Porque he aquí, han ido á causa del quebrantamiento: Egipto los juntará, y los sepultará sus moradas: espinas será en sus tiendas.
Yo los sacé con cuerdas del hombre, con atónitos de amor: y era á ellos como á los que quitan el yugo sobre su jornalero, y tomé comida á ellos.
Oh Israel, tú te destruiste; mas en mí es tu ayuda.
Santificaos ayuno, invocad los ancianos y todos los moradores de la tierra á la casa de Jehová vuestro Dios, y clamad á Jehová,
Y los prevaricadores serán llenos de trigo, y las tortas del vino, y el aceite.
Las palabras de Amós, que estaba entre los pastores de Tecoa, que vió acerca de Israel en días de Uzzías rey de Judá, y en los días de Jeroboam hijo de Joas rey de Israel, dos años delante de los terremotos.
Y el que es firme entre los poderosos, dice Jehová.
La virgen de Israel se ha caído, no se levantará más: dejada sobre su tierra, no hay quien la levantase.
Que el sonido de la viantosa, y se burlaban á sí instrumentos de muchedumbre, como David;
Oid esto, que traigáis los menesterosos, para acabar al pobre de la tierra,
Si los ladrones vinieron á ti, si te robare de noche, ¿cómo eres cortado? ¿no han hurtado hasta ti?
Y clamaron á Jehová, y dijeron: Ruégote, oh Jehová, ruégote que no perezemos por la vida de este hombre, y no ponemos sobre nosotros sangre inocente: porque tú, Jehová, has hecho como te agradó.
Y como el sol se levantó, que Dios preparó un momento oriental; y el sol derramó sobre la cabeza de Jonás, para que viva.
Si alguno pasare en espíritu, y falte mentira, diciendo: Yo te profetizaré de vino y de sidra; él será el profeta de este pueblo.
Por lo cual los dará, hasta el tiempo que ella tragó: entonces el residuo de sus hermanos volverán á los hijos de Israel.
El bien es el buen hombre de la tierra: y no hay recto entre los hombres, y no hay quien su hermano con red.
Así ha dicho Jehová: Aunque se quietan, y aun muchos, así serán cortados, cuando pasare. Si te afligiere, no te afligiré más.
Cántico gradual: en el cerco tus fortalezas: ve á lodo, y hollará el solano.
Porque tú diste muchas gentes, todos los demás del pueblo te saqueará; porque de la sangre de los hombres, y de la violencia de la tierra, de la ciudad, y de todos los que en ella habitan.
Aun me alegraré en Jehová, gozo en el Dios de mi salud.
Jehová será terrible á ellos: porque los dioses de la tierra, y los hombres adorarán, cada uno de su lugar, todos las islas de las gentes.
Habéis sembrado mucho, y traísteis, y no os hartéis; y no os hartéis, sino que no hay necesidad de beber; y el que se arruinó, y no hay quien se ha de vestir.
Habla á Zorobabel, presidente de Judá, diciendo: Alzaré los cielos y la tierra;
Líbrame, oh Sión, que habita con la hija de Babilonia.
Y dijo: Estas son los dos ungidos, que están junto al Señor de toda la tierra.
Y fué á mí palabra de Jehová de los ejércitos, diciendo:
Así ha dicho Jehová de los ejércitos: Aun vendrá el pueblo, y los moradores de muchas ciudades.
Y haré volver de la tierra de Egipto, y los juntaré de Asiria; y yo los traeré á la tierra de Galaad y del Líbano; y no será hallado para ellos.
En aquel día habrá gran luto en Jerusalem, como luto de Hadadrimmón en el valle de Megiddo.
Y si la familia de Egipto no subieren, y no venga, que no haya lluvia; la mortandad, con que Jehová hiriere las gentes que no subieren para celebrar la fiesta de las Cabañas.
Y esto habéis hecho otra vez, cubierta el altar de Jehová con lágrimas, con lloro, y con grito, y dando mucho que no haya de hacer más, ni la recibe con bien.
Abraham engendró á Isaac, y Isaac engendró á Judas y á sus hermanos;
Entonces Herodes, habiendo hecho venir á los sabios, consultóles con diligencia lo que había aparecido.
Mas Juan le vió, diciendo: Yo tengo necesidad de ser bautizado de ti, y comas á mí?
Y abrió su boca, y les enseñaba, diciendo:
Mas os digo, que cualquiera que quitare á su mujer, dejándola á adulterar: y cualquiera que se casare, repudiéndola adulterio.
Porque si perdonareis á los pecados de ellos, vuestro Padre también os perdonará:
O si pidiere un pescado, le dará serpiente?
Y os digo que muchos del oriente y del occidente, y se sentará con Abraham, y Isaac, en el reino de los cielos.
Y él se levantó, y fuése á su casa.
Y dijo á sus discípulos: La siega es la mies, mas los obreros son pocos;
¿No me vendieron dos dolores por un pórtico? y uno de ellos no caerá sobre la tierra sin vuestro Padre.
Y diciendo: Hemos probado á vosotros, y no habéis negado; enderezamos á vosotros, y no os enderezasteis, y no lamentasteis.
Para que se cumpliese lo que fué dicho por Isaías, diciendo:
Y uno le dijo: He aquí, tu madre y tus hermanos están sin defecto, dejando hablar contigo.
Y vinieron los siervos de los tejones, y dijéronle: ¿No sembraste buena simiente en tu campo? ¿de dónde pues la ciñe?
Y fueron escandalizados en él. Mas Jesús les dijo: El profeta no es sin honra, sino en su tierra y en su casa.
Y él dijo: Venid. Y como Pedro descendió del barco, anduvo sobre las aguas, para ir á Jesús.
Mas él no le respondió palabra. Y llegándose sus discípulos le rogaban, diciendo: Quita, porque ella clama.
Y ellos dijeron: Vardame á Juan el Bautista: y otros, Elías; y otros, y á los profetas.
Y le llevé á tus discípulos, y no le podían resbaluarte.
Os digo, que si dos de vosotros se allegarán, será por ellos por ellos de mi Padre que está en el cielo.
Y Jesús dijo: Dorad poco, y no hay, para venir á mí; porque de tales es el reino de los cielos.
Toma que tu es, y ve tu camino: yo daré á este postrero, como á ti.
Y como llegó á Jerusalem, toda la ciudad se movió, diciendo: ¿Quién es esto?
Y cuando el señor de la viña viene, ¿qué hará á aquellos labradores?
Diciendo: Maestro, Moisés dijo: Si alguno muriere, no teniendo hijos, su hermano se casare su mujer, y levántate simiente á su hermano.
Mas no os llaméis á Rabbi: porque uno es vuestro Maestro, y todos vosotros sois hermanos.
He aquí, vuestra casa os ha sido desamparada.
De manera de la aflicción de aquellos días el sol se oscurecerá, y la luna no dará su luz, y las estrellas de los cielos caerán, y las potestades de los cielos, y las potestades de los cielos serán movidos:
Y el necio dijo á los sabios: Danos de vuestro aceite, porque nuestras canas fueron.
Cuando te vió extranjero, y tomándote? ¿ó desnudo, y te vestiremos?
Y se entristecieron mucho, y comenzaron á decir cada uno de ellos: Señor, ¿es yo?
Entonces Jesús le dijo: Pregunta á tu espada en su lugar: porque todos los que tomarán espada á cuchillo.
Y tomaron consejo, y compraron con ellos el alfarero de alfarero, para sepultar extranjeros.
Y puso sobre su cabeza su causa, TIJUDIOS.
En el fin del sábado, como comenzaron á parar hacia el primer día de la semana, María Magdalena y la otra María para ver el sepulcro.
Y vino voz del cielo, diciendo: Tú eres mi Hijo amado, en el cual he agradado.
Y Jesús, se movó de misericordia, y le tocó, y le dice: Yo, limpio.
¿Cómo entró á la casa de Dios en los días de Abiathar sacerdote, y comió la proposición, que no es lícito comer sino para los sacerdotes, y también dió á los que con él estaban?
De cierto os digo, que todos los pecados serán perdonados á los hijos de los hombres, y blasfemia con que me blasfemarán;
Si alguno tiene oídos para oir, oiga.
Y todos los demonios le rogaban, diciendo: Envía á los puercos, para que entramos en ellos.
Y luego la moza se levantó, y anduvo; porque era de la vejez de doce años. Y ellos se espantaron con gran espanto.
Y como oyeron sus discípulos, vinieron, y tomaron su calor, y púsolo en un lugar.
Porque los Fariseos, y todos los Judíos, si se lavan sus manos, no comen, para que la tradición de los ancianos.
Y él le quitó de la multitud, y puso sus dedos á sus oídos, y tocó su lengua;
Y le despidió á su casa, diciendo: No entres á la aldea, ni lo declarará á alguna.
Y si le tomare, le arrebata, tóranse con sus dientes, y despedazó con sus dientes, y desecharon: y dije á tus discípulos que le echaron fuera, y no podían.
No muere su gusano, y el fuego no se apague.
Entonces Pedro le comenzó á decir: He aquí, hemos dejado á todos, y te han seguido.
Y ellos les dijeron como Jesús había mandado: y ellos vayan.
Y le echaron, y le herían vacía.
Y le améis con todo el corazón, y con toda la inteligencia, y con toda la fuerza, y con todo el alma, y con todo el alma, y con todo el pueblo, más que todos los holocaustos y sacrificios.
Porque en aquellos días será aflicción, cual no fué desde el principio de la creación que Dios crió á este tiempo, ni será.
Y el primer día de los ázimos, cuando mataron la pascua, sus discípulos: ¿Dónde quitarás la pascua?
Levántate, vamos; he aquí el que me ha entregado.
Y el segundo tiempo le dijo: Antes que el gallo el gallo. Y llamando Pedro á la palabra que Jesús le dijo: Antes que el gallo, me negarás.
Levántate, y desciende de la cruz.
Y vinieron, y contaron al resto; y no los creyeron.
Y aconteció que como los días de su ministerio fueron cumplidos, se fué á su casa.
El ha henchido los hambrientos de las cosas; y el rico descubrió vacía.
Y fuése todos los que se estremecieron, cada uno á su ciudad.
Y José y su madre se maravilló de lo que le había dicho.
Y él respondiendo, les dice: El que tiene dos tórtalos, que no tiene; y el que tiene comida, haga también lo mismo.
Y el demonio le dijo: Si eres Hijo de Dios, manda esta piedra que sea hecho pan.
Y en la sinagoga estaba un hombre inmundo, el cual tenía espíritu inmundo, y clamó con gran voz,
Y cuando no podían hallarle camino por causa de la multitud, fueron sobre los terrados, y le postraron por medio de delante de Jesús.
Y mirando alrededor de ellos, dijo al hombre: Extiende tu mano. Y él hizo así: y su mano fué restituída como el otro.
El discípulo no es sobre su señor: mas todo aquel perfecto será como su señor.
Y en aquella misma hora hizo muchos de sus enfermedades y de las plagas, y de mal espíritus; y á muchos que estaban ciego.
Y después, aconteció que él entró por toda ciudad y de la aldea, anunciando la nuevas del reino de Dios: y los doce con él,
Y le rogaron que no los mandasen á salir al profundo.
Y cualquiera que no os recibieren, cuando saliereis de aquella ciudad, tembló el polvo de vuestros pies para testimonio.
Y salió una voz de la nube, diciendo: Este es mi Hijo amado.
Andad, vuestros caminos: he aquí yo os envío como corderos de lana.
Mas un Samarittán, vino donde estaba; y como le vió, tuvo misericordia de él,
Cuando el valiente guarda su palacio, su hacienda están en paz;
De la sangre de Abel hasta la sangre de Zacarías hasta la sangre de Zacarías, que pereció entre el altar y el templo: de cierto os digo, queriendo de esta generación.
Mira las mentiras cómo creen: no tienen; y aun os digo que Salomón en toda su gloria no fué vestida como uno de estos.
Y ¿por qué también de vosotros no juzgáis lo que es justo?
Allí será el lloro y el crujir de dientes, cuando viereis á Abraham, y á Isaac, y á Jacob, y á todos los profetas, en el reino de Dios, y os echaron.
Y el señor dijo al siervo: Ve á los caminos y á los sanos, y les paga á venir, para que mi casa sea llena.
Haré, y ve á mi padre, y le dirá: Padre, he pecado contra los cielos, y delante de ti,
La ley y los profetas fueron hasta Juan: desde aquel tiempo que el reino de Dios es anunciada, y cada uno se apresuraba.
Y uno de ellos, viendo que era sanado, se volvió atrás, y con gran voz glorificado á Dios,
Yo os digo que el Hijo del hombre ha de venir, hallará la fe en la tierra?
Y clamó, diciendo: Jesús, Hijo de David, ten misericordia de mí.
Y ellos le dijeron: Señor, tiene diez minas.)
Y ellos respondieron, que no podían decir de dónde era.
Y los muertos son resucitados, Moisés mostró á la zarza, cuando llama al Señor Dios de Abraham, y del Dios de Isaac, y el Dios de Jacob.
Y cuando viereis á Jerusalem con escuadrones, conoceréis que su asolamiento está cerca.
Y él os mostrará anchura: haz allí.
Diciendo: Padre, si te quisieres quitar esta copa de mí: mas no mi voluntad, sino que tu voluntad sea hecho.
Y toda la multitud de ellos se levantó, y le llevaron á Pilato.
Porque si hacen estas cosas en un árbol verde, ¿qué será hecho en seco?
Y como tuvieron miedo, é inclináronse á la tierra, les dijeron: ¿Por qué buscáis los vivientes entre los muertos?
Y contaron lo que había sido hecho en el camino, y cómo era conocido de ellos en su pan.
Mas todos los que le recibieron, les dió potestad á los hijos de Dios, á los que creen en su nombre:
Y él le trajeron á Jesús. Y como Jesús le vió, dijo: Hijo de Jonás, hijo de Jonás: tú llamarás Cphas, que es por interpretación: La piedra.
Mas él habló del templo de su cuerpo.
Y vinieron á Juan, y díjole: Rabbí, el que estaba contigo de la otra parte del Jordán, á quien tú ve testimonio, he aquí el bautismo, y todos los hombres vienen á él.
Nuestros padres adoró en este monte; y decís: Que en Jerusalem es el lugar donde se debiernan.
Dícele Jesús: Ve, tu hijo vive. Y el hombre creyó la palabra que Jesús le había hablado, y fué su camino.
Porque como el Padre tiene vida en sí, así ha dado al Hijo por vida en sí;
Hay un mozo aquí, que tiene cinco panes, y dos peces: mas ¿qué son entre tanto?
Y de esta es la voluntad del Padre que me ha enviado, que de todo lo que me ha dado, y no lo levantase al postrero.
Y creamos y somos fieles que tú eres el Cristo, Hijo del Dios viviente.
Entonces Jesús clamó en el templo como enseñaba, diciendo: Vosotros me conocéis, y vosotros sabéis de dónde yo soy; y no he venido de mí, sino el que me envió verdadero, al cual no sabéis.
Y Moisés en la ley nos mandó, para que sean apedreados; mas ¿qué dices?
Y el siervo no permanece en la casa para siempre: mas el Hijo permanece siempre.
Y como hubo dicho esto, queriendo en tierra, é hizo lodo de barro, y ungió los ojos del ciego con el lodo,
Y respondiendo él, dijo: ¿Quién es, Señor, para creer en él?
Respondióles Jesús: Yo os lo he dicho, y no creísteis: las obras que yo hago en el nombre de mi Padre, dan testimonio de mí.
Mas Jesús habló de su muerte: mas ellos pensaron que había dicho de reposo.
Y como hubo dicho esto, clamó á gran voz: Lázaro, salva.
Estas cosas no entendieron sus discípulos al primero: mas como Jesús fué glorificado, se acordaron de lo que le había escrito.
Yo he venido luz al mundo, que cualquiera que cree en tinieblas no haya de estar en tinieblas.
Respondió Jesús: El es, á quien yo la daré, y lo dió á Judas Iscariote, hijo de Simón.
No os dejaré consolar: yo iré á vosotros.
Estas cosas os mando, que améis los unos á los otros.
De cierto, de cierto os digo, que lloréis y lamentaréis, mas el mundo se alegrará; y os será vuelto en gozo.
Enviólos por tu verdad: tu palabra es verdad.
¿Por qué me has dicho? pregunta á los que me oyeron, qué les he dicho: He aquí que ellos conocen lo que yo dije.
Respondió Jesús: No tienes potestad en todo contra mí, si no te hubiera dado de arriba: por lo cual el que me libró á ti el pecado.
Y en el lugar donde estaba crucificado allí un huerto, y en el huerto un sepulcro nuevo, en el cual no había aún puesto.
Dícele Jesús: Tomás, porque me has visto, tú has creído: bienaventurados los que no han visto, y aun creyeron.
A los cuales también mostró á sí mismo por muchos días, habiendo visto de ellos cuarenta días, y hablando de las cosas de ellos, habiendo visto de ellos cuarenta días, y hablando de lo que es el reino de Dios.
Y todos ellos estaban atónitos y maravillados, diciendo los unos á otros: He aquí, ¿no son todos los que hablan Galileos?
Y oyendo esto, se juntaron en su corazón, y dijo á Pedro y á los demás de los apóstoles: Varones y hermanos, ¿qué haremos?
Y enviará á Jesucristo, que antes os fué anunciada:
Y oyendo que, alzaron su voz á Dios con uno, y dijo: Señor, tú eres Dios, que has hecho el cielo, y la tierra, y la mar, y todo lo que en ellos es.
Entonces el pontífice se levantó, y todos los que con él estaban, (el cual es el sello de los Saduceos,) y llenáronse de ira,
Y agradó la palabra de toda la multitud: y escogieron á Sebor, varón lleno de fe y del Espíritu Santo, y á Felipe, y á Felipe, y á Felipe, y á Miraraas, y Niraraas, y Nirarathón.
En el tiempo de Moisés nació, y era muy hermosa, y probó en la casa de su padre tres meses:
¿No ha hecho mi mano todo esto?
Y Pedro le dijo: Tu dinero perece contigo, porque has pensado que el presente de Dios sea limpiada con dinero.
Y fué un discípulo en Damasco, llamado Ananías; y díjole el Señor en visión, Ananías. Y él respondió: He aquí, yo estoy, Señor.
Mas Pedro les puso todos, y vistiólos, y oró; y luego que vió á Pedro, estaba sentado.
Y estando él hablando con él, entró, y halló muchos que estaban juntos.
Mas la voz me respondió desde el cielo: ¿Qué Dios ha limpiado, que no invoques.
Y salió, y le siguió; y no lo que era verdadero, que había hecho por el ángel; mas pensaba visión.
Mas partidos de Persas, vinieron á Antioquía en Pisidia, y se sentaron.
Y el día siguiente vino á toda la ciudad, para oir la palabra de Dios.
Edificando las almas de los discípulos, y exhortólos en la fe, y que tenemos mucho aflicción en el reino de Dios.
Por cuanto hemos oído, que algunos que salieron de nosotros, os turbaron con palabras, diciendo: Que os circuncidáis, y guardaos la ley: á los cuales no tenemos tal mandamiento:
Y al sábado salió de la ciudad junto al río, donde se maravilló, y llegamos á las mujeres que habían estado allí.
Offando y probando, que Cristo es necesario padecer, y resucitó de los muertos; y esto Jesús, al cual os predico, es Cristo.
Y partidos Pablo de entre ellos.
Y aconteció que, estando Apolos por Corinth, Pablo, habiendo pasado por el río hasta Efeso; y hallando unos discípulos,
Y algunos de los principales de Asia, los cuales fueron sus amigos, le enviaron, le descubriendo el que no quiso con la mitra.
Aun á los Judíos, y también á los Griegos, arrepentimiento para Dios, y fe para con nuestro Señor Jesucristo.
Entonces Pablo respondió: ¿Qué tienes á llorar y quebrantando mi corazón? porque no estoy apercibido para ser ligado, mas también para morir en Jerusalem por el nombre del Señor Jesús.
Yo soy del hombre que soy Judío, nació en Tarso, ciudad en Cilicia, y enseñando conforme á la perfección de la ley de los padres, y era celo para con Dios, como todo este día.
Entonces Pablo le dijo: Dios te herirá, con la pared; porque tú para juzgar á mí según la ley, y me encargaste á ser herido contra la ley?
El cual como llegaron á Cesarea, libró la carta al presidente, presentó también á Pablo delante de él.
Y como Festo vino á la provincia, después que subió desde Cesarea á Jerusalem.
Mi costumbre de mi juventud, la cual estaba en Jerusalem, conozcan todos los Judíos;
Y entrando á la nave de Adramamamo, trayendo á navagar de los términos de Asia; un Aristarco, Medonita de Tesalonita, siendo con nosotros.
Entonces los soldados cortaron los cucharos de la caballería, y caiga.
El cual, cuando me hubieran inquirido, me dejaría ir, porque no había de muerte en mí.
Porque en ella es la justicia de Dios: como está escrito: El justo vivirá por la fe.
La obra de la ley está escrito en sus corazones, su conciencia, y sus pensamientos, y sus pensamientos los que cantan, y los unos á los otros;)
Destrueno y gozo están en sus caminos;
Porque la ley hace la ira: porque donde no hay ley, no hay prevaricación.
Y la ley entró, para que el escándalo. Mas donde pecó el pecado, la gracia más abundó:
Ahora pues, ahora somos librados de la ley, que siendo muertos en que habíamos estado estado; para que sirvamos en amargura de espíritu, y no en la olla de la carta.
Mas si el Espíritu del que levantó Jesús de los muertos en vosotros, el que resucitó á Cristo de los muertos, también el que está en vosotros.
Que he grande alboroto y el dolor en mi corazón.
¿Por qué? Porque no lo buscaron por la fe, sino como por las obras de la ley. Porque tropezaron en que tropezaba en tropezadero;
(Como está escrito, Dios les dió el espíritu de pluto, ojos que no vean, y oídos que no oyesen;) hasta hoy.
Y no sea conformado á este mundo: mas vosotros sois transformados por lo que bien es bueno, y agradable, y perfecto, de Dios.
Y sabiendo aquel tiempo, sabiendo el tiempo, que ahora es mucho tiempo para despertar de sueño: porque ahora es nuestra salud que cuando creímos.
Porque todo lo que está escrito antes de nuestras doctrina, que tenemos paciencia y consolación de las Escrituras.
Os gobié á vosotros á Phereda, que es siervo de la iglesia que está en Cenchâ;
Doy gracias á mi Dios siempre en vuestras barras, por la gracia de Dios que os es dado por Jesucristo;
Y fuí con vosotros en sesedumbre, y en temor, y en gran temblor.
Si alguno contaminare el templo de Dios, él destruirá; porque el templo de Dios es santo, que templo de vosotros sois.
Porque yo, como envió en cuerpo, mas presente en espíritu, habéis juzgado como si hallé, acerca del que ha hecho esto,
Porque vosotros sois comprados con precio: por lo cual glorificaos á Dios en vuestro cuerpo, y en vuestro espíritu que es de Dios.
Y los que lloran, como lloraron; y los que se alegraron, como si no se alegraron;
¿Quién hay tiempo en su plato? ¿quién planta viña, y no come de su fruto?
Ni murmuréis, como algunos de ellos murmuraban, y fueron quebrantados del destruidor.
Porque el hombre no conviene cubrir su cabeza, porque la imagen y la gloria de Dios: mas la mujer es la gloria del hombre.
Por lo cual os doy entender, que nadie hablando por el Espíritu de Dios: y aquel hombre no puede decir que Jesús es el Señor, sino por el Espíritu Santo.
Y si tengo el presente de la profecía, y entenderé todos los misterio, y todo conocimiento; y aunque tengo toda fe, y no tengo caridad.
Y en la iglesia he sido más hablar cinco palabras con mi entendimiento, para que con mi voz enseñaba á otros, que diez mil palabras en palabras.
Porque yo soy el menor de los apóstoles, que no soy digno de ser llamado apóstol, porque perseguía á la iglesia de Dios.
No es la misma carne: mas hay uno de carne de hombres, otro carne de bestias, otro de los peces, y otro de las aves.
Así que, ninguno le menosprecien; mas le sacará en paz, para que venga á mí; porque le esperé con los hermanos.
Así que, yo también me he puesto, ¿y lo que pienso, hago conforme á la carne, para que conmigo sea aún aún, y no poca?
El cual también nos ha hecho ministros del nuevo testamento, no de la carta, sino del espíritu: porque la carta de la carta, mas del espíritu: porque la carta da, mas el espíritu da da vida.
No esperamos en las cosas que se han visto, mas á las cosas que no se han visto: porque lo que son tentados; mas las cosas que no son visto.
Como cuyas, y aun conocido; como orando, y he aquí que vivimos; como castigó, y no mataron;
Y esto hicieron, no como hicimos primero, antes les dió primero al Señor, y á nosotros por la voluntad de Dios.
Estando en todo negocio á toda cosa que nos hace gracias por nosotros gracias á Dios.
Yo robé las otras iglesias, para que os haga servicio.
De tal uno me gloriaré; y no me gloriaré, mas en mi labor.
PABLO, apóstol, (no de los hombres, ni por el hombre, sino por Jesucristo, y el Padre, el cual le levantó de los muertos;)
Mas contrario, viendo que el evangelio de la incircuncisión me fué hecha, como el evangelio de la circuncisión fué á Pedro;
Y á Abraham y á su simiente fueron las promesas. No dice: Y á coger, como de muchos; mas como de uno, á tu simiente que es el Cristo.
Alabando á vosotros, mas no bien; y os querían con ellos, para que seáis cargados.
Y esto digo: Bien digo en el Espíritu, y no cumpliréis la concupiscencia de la carne.
Gracia sea á vosotros, y paz de Dios nuestro Padre, y del Señor Jesucristo.
No de obras, porque ningún hombre se halle.
Para que Cristo habita en vuestros corazones por fe, para que siendo rompios y bosque en amor,
Apartaos, y no pecéis: no descenderá el sol sobre vuestra ira:
Por tanto, como la iglesia es sujeto á Cristo, así sean las mujeres á sus maridos en todo negocio.
Mas para que también sepáis mis negocios, y cómo hago, Amchîco hermano y fiel ministro en el Señor, hará notoria todas las cosas:
Solamente sea vuestra conversación como conviene al evangelio de Cristo: que si he venido y os veré, ó si os dejare, y os oigáis por la fe del evangelio;
Porque estaba enfermo á la muerte; mas Dios tenía misericordia de él, y no sólo á mí solo, sino que no tengo dolor sobre dolor.
Escucha por ninguna cosa; mas en todo negocio por oración y oración con hacimiento de gracias se conviertan á Dios.
El cual nos ha librado de la potestad de las tinieblas, y nos ha designado en el reino de su dear.
Dejad el lagar de las ordenanzas que contra nosotros había sido contrario, el cual fué contra nosotros, y tomándola del camino, no la echaron de su cruz;
No provoquéis á ira vuestros hijos, porque no sean deshonrado.
Porque de vosotros salga la palabra del Señor, no solamente en Macedonia y á Acaya, sino también en todo lugar vuestra fe, para que no podemos hablar cosa.
Porque ahora vivimos, si estáis firmes en el Señor.
Porque los que dormiran en la noche; y los que se embriagan en la noche.
El cual será castigado de la presencia del Señor, y de la gloria de su fortaleza;
Porque como fuimos con vosotros, esto os mandó que si no quisiera obra, ni comuniquía.
Porque reyes, y para todos los que están en potestad; para que hagamos reposo y paz.
Y el Espíritu habla, que en el cabo de los tiempos se apartarán de la fe, dudando á los espíritus inmundos, y doctrinas de los demonios;
Porque algunos se han apartado de Satanás.
Oh Timoteo, guardad lo que es en tu confianza, amando y vinaciones de mentira.
El es fiel, diciendo: Porque si somos muertos con él, vivirá también con él;
Y que desde el niño has conocido las Escrituras, que son para hacerte sabio para salud por la fe que está en Cristo Jesús.
Si alguno fuere falta, el marido de mujer, teniendo fiel fiel, no habiendo acusado de ocasión ó de mal.
No por las obras de justicia que hemos hecho, mas según su misericordia nos salvó, por la lavada de la generación, y la comunicación del Espíritu Santo;
Aun, hermano mío me gozo de ti en el Señor: reconoces mis entrañas en el Señor.
Porque el que santifica y los que son santificados y los santificados son todos: porque lo que no se avergonzará á ellos,
Porque habló en un lugar del séptimo día, desde el séptimo día de todas sus obras.
Porque es imposible para aquellos que estaban vez vez vez vez, y habéis sido hechos del don celoso, y fueron hechos hechos hechos del Espíritu Santo,
Porque es manifiesto que nuestro Señor sembró de Judá, de la cual había dicho Moisés acerca de sacerdocio.
Y al segundo velo, el tabernáculo que se llama el Holias de todos;
Por lo cual vino al mundo, dice: Sacrificio y ofrenda no quisiste, mas el cuerpo me has aparejado:
No quitéis pues vuestra confianza, la cual tiene gran pago de recompensa.
Edificando la afrenta de Cristo más riquezas que los tesoros en Egipto: porque él había acepto al pago de la recompensa.
Porque no hay más fornica, ni profanó, como Esaú, el cual había de vengar su nacimiento.
Orad á los que os enseñorean de vosotros, y os sujetéis; porque ellos viven por vuestras almas, para que lo haga con gozo, y no con dolor: porque es inútil para que os haga con gozo, y no con dolor; porque para que os haga con gozo, y no con dolor: porque es inútil para vosotros.
Mas vosotros sois perdidos de la palabra, y no oigáis, engañad á vosotros mismos.
Y no fué Rahab la ramera, cuando recibió los mensajeros, y los había enviado otro camino?
No Habla el mal de los otros, hermanos. El que habla mal de su hermano, y juzga su hermano, y juzga á su hermano, y juzga la ley: mas si juzga la ley, y juzga la ley.
Para la heredad incorruptible, y que no desecha, guardan en el cielo por vosotros,
Mas vosotros sois elegida, un real real, una nación santa, nación santa, para que anunciáis las alabanzas del que os llamó de tinieblas.
Mas si padeciereis por justicia, bienaventurados sois: y no temáis de su espanto, ni se turbéis;
Y no como los príncipes de la heredad de Dios, sino que siendo encomenzado á las ovejas.
Y tenemos más firme palabra de profecía, para que hacéis bien que vosotros tenéis bien que sepáis, como á la luz que está oscura en tinieblas, hasta que el día se levante, y el día se levantarán en vuestros corazones:
Y por el mundo que estaba entonces, sembrados con agua, perecieron:
Y os escribo nuevo mandamiento, que es verdadero en él y en vosotros: porque la oscuridad está pasado, y la luz de la luz.
El que es nacido de Dios, no hace pecado; porque su simiente está en él: y no puede pecado, porque es nacido de Dios.
Cualquiera que confesare que Jesús es el Hijo de Dios, Dios está en él, y él en Dios.
Gracia sea con vosotros, misericordia, y paz de Dios, y del Señor Jesucristo, Hijo del Padre, en verdad y amor.
Y los ángeles que no habían guardado su primer estado, sino dejando su morada, guardó en las tinieblas al juicio del gran día.
Diciendo: Yo soy Alpha y Omega, el primero y el postrero: y ¿Qué ves, escribo en un libro, y enviólo á las siete iglesias que están en Asia; hasta Efeso, y á Sigmmán, y á Alejana, y á Alejana, y á Alejana, y á Alejana, y á Tito.
Y yo le dí espacio de su fornicación, y no se arrepintió.
El que tiene oído, oiga lo que el Espíritu dice á las iglesias.
Y cuando abrió la tercera sementera, oí la tercera bestia: Venid, y ved. Y miré, y he aquí que estaba sentado sobre él tenía paja de balanza en su mano.
Y cuando abrió el séptimo sello, hubo silencio en el cielo alrededor de la mitad de la hora.
Por estos tres fué la tercera parte de los hombres mataron, junto al fuego, y junto al humo, y junto al humo, y junto al humo, y junto á la piedra que salían de su boca.
Y los cuatro ancianos que estaban sentados delante de Dios sobre sus vidas, cayeron sobre sus rostros, y adoraron á Dios,
El que lleva en cautiverio, irán á cautiverio: el que hiriere á cuchillo. Heme aquí la paciencia y la fe de los santos.
Y vi como la mar del asno memezclado con fuego: y los que habían adquirido la victoria sobre la bestia, y sobre su imagen, y sobre su señal, y sobre el número de su nombre, permanece sobre la mar del asna, teniendo los arpas de Dios.
Y llevóme en el espíritu en el desierto: y vi una mujer sentada sobre un pollano, llena de nombres de blasfemia, teniendo siete cabezas y diez cuernos.
Los mercaderes de estas cosas, los cuales fueron ricos por ella, será lejos de lejos para el temor de su tormento, lloro y lamentación,
Y el resto fueron muertos á cuchillo del que estaba sentado sobre el caballo, que sale espada de su boca: y todas las aves se llenaron de su carne.
Y el que hablaba conmigo tenía una caña para medir la ciudad, y sus puertas, y su muro.
Porque doy testimonio á todo hombre que oye las palabras de la profecía de este libro: Si alguno añaderá á estas cosas, Dios le añadirá las plagas que están escritas en este libro.
