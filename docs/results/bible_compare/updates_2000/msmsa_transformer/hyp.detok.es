El principio de Dios crió al cielo y á la tierra.
Y vió Dios todo lo que había hecho, y he aquí estaba muy bien. Y la tarde y la mañana el sexto día.
Porque el Dios conoce que en el día comeréis, y vuestros ojos serán abiertos, y seréis como dioses, sabiendo bien y mal.
Y ahora eres maldito de la tierra, que abrió su boca á recibir la sangre de tu hermano,
Y vivió Mahalaleel sesenta y cinco años, y engendró á Jared;
Y dijo Dios á Noé: El fin de toda carne ha venido delante de mí; porque la tierra está llena de violencia; y he aquí yo los destruiré con la tierra.
Y murió toda carne que se mueve sobre la tierra, así de aves, y de bestias, y de todo reptil que anda arrastrando sobre la tierra, y cada uno;
Y vuestra sangre demandaré la vida del hombre.
Y los hijos de Ham: Cus, y Mizpa, y Phuhuim, y Canaán.
Y dijeron: Ve, para que edificarnos una ciudad y torre, cuyo resplandor resplandece hasta el cielo; y haznos un nombre, porque no nos derramamos sobre la haz de toda la tierra.
Y haré contigo una grande nación, y yo te bendeciré, y te bendiga tu nombre; y serás bendición:
Abram habitó en la tierra de Canaán, y Lot habitó en las ciudades de la campiña, y asentaron su tienda hacia Sodoma.
Mirad lo que los mancebos comen, la parte de los hombres que iban conmigo, Anán, Escocol, y Mamre; quitad su porción.
Y el ángel de Jehová le dijo: Vuélvete á tu señora, y á tu mano.
Y tomó Abraham á Ismael su hijo, y á todos los que nacieron en su casa, y á todos los que compraban con su dinero, cada uno entre los hombres de Abraham, y circuncidó la carne de sus prepucio en el mismo día, como Dios le había dicho.
Y dijo Jehová: Si hallare en Sodoma cincuenta justos dentro de la ciudad, yo perdonaré á todo el lugar de ellos.
El sol se levantó sobre la tierra cuando Lot entró á Zoar.
Y dijo Abimelech: He aquí mi tierra está delante de ti: habita donde te agradó á ti.
Y tomó Abraham ovejas y bueyes, y les dió á Abimelech; y así lo hicieron alianza.
Y Bethuel engendró á Rebeca: estos ocho codos llevaron á Nachôr, hermano de Abraham.
Y el siervo puso su mano debajo del muslo de Abraham su señor, y le juró acerca de aquel negocio.
Y dije á mi señor: Quizá la mujer no me seguirá.
Y ella le parió á los ojos, y á José, y á Medán, y á Madián, Isbac.
Y dijo Esaú: He aquí yo soy á la muchedumbre de morir: ¿y qué aprovechará á mí este aves?
Y ellos dijeron: Hemos visto que Jehová era contigo; y nosotros dijeron: Sea ahora un juramento entre nosotros, nos ha comenzado por ti y á ti, y haz contigo alianza contigo;
Y él no le permitió, porque sus manos eran sendas, como la mano de Esaú: así le bendijo.
Y que Jacob obedeció á su padre y á su madre, y fué á Padan-aram;
Y Labán dijo á Jacob: Porque tú eres mi hermano, ¿por qué pues me has de servir por nada? Declárame, ¿qué será tu salario?
Y Zilpa la sierva de Lea parió á Jacob un hijo.
E hizo Jacob apartar los corderos, y puso los rostros de las ovejas hacia las bocas, y todo el ardo en las ovejas de Labán; y él puso sus ganados por sí, y no los puso por ganado de Labán.
¿Por qué huiste en secreto, y hurtas de mí, y no me has dicho, para que yo te he enviado con alegría, y con címbanos, con tamo, y con arpa?
Y como Jacob los vió, dijo: Esta es el ejército de Dios: y llamó el nombre de aquel lugar Mahanaim.
Por lo cual los hijos de Israel no comen de la asna, que es sobre el mudo del mudo, hasta hoy: porque tocó el muslo de Jacob en el muslo de Jacob.
Y habitaréis con nosotros: y la tierra estará delante de vosotros: habitad y os pasaréis en ella, y entraréis en ella.
Y apareció Dios á Jacob, cuando salió de Padan-aram, y le bendijo.
Estos son los nombres de Esaú: Eliphaz hijo de Ada, mujer de Esaú, Reuel hijo de Basemath, mujer de Esaú.
Y estos son los nombres de los duques que habían venido de Esaú, conforme á sus familias, por sus nombres: el duque Timna, el duque Sasa, el duque Jehurth,
Venid, y le vengamos á los Ismeelitas, y no sea nuestra mano sobre él; porque es nuestro hermano y nuestra carne. Y sus hermanos eran contados.
Entonces preguntó á los hombres de aquel lugar, diciendo: ¿Dónde está la ramera, que por el camino era? Y ellos dijeron: No había ramera en este lugar.
Mas Jehová fué con José, y le mostró misericordia, y le dió gracia delante de los ojos de la cárcel.
Y durmió, y soñó la segunda vez: y he aquí siete espigas de grano subían sobre una piedra.
Y junten todo el mantenimiento de estos años, y ponga trigo debajo de la mano de Faraón, y guarden las ciudades.
Y José conoció á sus hermanos, y no le conocieron.
Y él dijo: Padre mío, no descenderá con vosotros; porque su hermano es muerto, y él es dejada: si mal le cayere por el camino en el camino en el camino, llevaréis mis canas con dolor al sepulcro.
Y José apresuró; porque sus entrañas se apresuró sobre su hermano; y buscó donde lloraba; y entrando en su cámara, y lloró allí.
Y nosotros dijimos: No podemos descender: si nuestro hermano menor sea con nosotros, vamos; porque no veremos el rostro del hombre, si nuestro hermano menor sea con nosotros.
A todos ellos dió cada uno de los vestidos de vestidos; mas á Benjamín, trescientos pedazos de plata, y cinco basas de vestidos.
Y los hijos de Nephtalí: Jatoel, y Guni, y Sunm.
Y compró José toda la tierra de Egipto por Faraón, porque los Egipcios vendían cada uno su campo, por cuanto el hambre prevalecieron sobre ellos. Así fué la tierra de Faraón.
Y su padre no quiso, y dijo: Yo lo conozco, hijo mío, yo lo conozco: también será pueblo, y él también será grande: mas verdad su hermano menor será mayor que él, y su simiente será hecha multitud de naciones.
Benjamín en como lobo: á la mañana devorará la presa, y á la noche apartará la presa.
Y dijo José á sus hermanos: Yo muera; y Dios os visitará, y os sacará de esta tierra á la tierra que juró á Abraham, Isaac, y á Jacob.
Y como ella la abrió, vió al niño: y he aquí que el niño lloraba. Y ella tenía misericordia de él, y dijo: Este es uno de los Hebreos.
Y dijo Moisés á Dios: ¿Quién soy yo, para que yo vaya á Faraón, para que saque á los hijos de Israel de Egipto?
Y Jehová dijo á Moisés: Ve, vuélvete á Egipto; porque todos los hombres son muertos que procuraban tu vida.
Ve, pues, y obrad; porque no os dará paja, y libraréis el talo de los árboles.
Y el hijo de Aarón le tomó uno de las hijas de Pusiel por mujer; y ella le parió á Phinees: estos son las cabezas de los Levitas, conforme á sus familias.
Y cumpliéronse siete días, después que Jehová había herido al río.
Y salió Moisés de Faraón, y oró á Jehová.
Destruid á Jehová (porque no haya más más fuerte, que no haya más más fuerte y granizo; y os dejaré ir, y no os estaréis más.
No vieron otro otro otro, ni se levantaron de su lugar por tres días: mas todos los hijos de Israel tenían luz en sus habitaciones.
Y este día os será hoy por memoria; y haréis fiesta á Jehová por vuestras generaciones: haréis fiesta por estatuto perpetuo.
Y el siervo de cada uno que es comprado por dinero, cuando le circuncidares, comerá.
Y habló Jehová á Moisés, diciendo:
Y vió Israel que grande obra que Jehová había hecho sobre los Egipcios: y temió el pueblo á Jehová, y creyó á Jehová, y á su siervo Moisés.
Y los hijos de Israel les dijeron: Decid á Dios por la mano de Jehová en la tierra de Egipto, cuando se sentamos por la carne, y comimos pan para hartarnos en este desierto, para matarnos en este desierto, para matarnos á este desierto.
Y dijo Moisés á Aarón: Toma una olla, y poned un omer llena de maná en ella, y la ponga delante de Jehová, para que sean guardados por vuestras generaciones.
Ahora conozco que Jehová es mayor que todos los dioses: porque en el negocio en que ellos hicieron engaño.
Y Moisés descendió del monte al pueblo, y santificó al pueblo; y lavaron sus vestidos.
Y ellos dijeron á Moisés: Habla tú con nosotros, y oiremos: mas no hablaremos Dios con nosotros, porque no muramos.
Y si alguno sigue, darás vida por vida,
Si su padre lo desechaere para darle, pagará dinero conforme á la paloma de vírgenes.
Y la fiesta de la siega, las primicias de tus trabajos, que sembraste en el campo: y la fiesta de la tarde que está en el fin del año, cuando juntas tus trabajos del campo.
Y levantóse Moisés, y su ministro á Josué; y Moisés subió al monte de Dios.
Y harás un término de un lado alrededor, y harás una corona de oro en derredor.
Y harás tablas para el tabernáculo de madera de Sittim.
En tablas lo harás: como te fué mostrado en el monte, así lo harán.
Y pondrás en ella sello de piedras, cuatro órdenes de piedras: el primer orden será un sardio, un carito, y un cardo: esto será el primero.
Y Aarón y sus hijos llevarás á la puerta del tabernáculo del testimonio, y los lavarás con agua.
Y si algo de la carne de las consagraciones, ó del pan, quedarás hasta la mañana, entonces quemarás el fuego: no se comerá, porque es santo.
Y harás una fuente de metal, y su pie también de metal, para lavar; y lo pondrás entre el tabernáculo del testimonio y del altar, y pondrás agua en ella.
Y las vestimentas del ministerio, y las vestiduras sagradas para Aarón el sacerdote, y las vestimentas de sus hijos, para ministrar en el sacerdocio,
Y dijo Aarón: No se encienda el furor de mi señor: tú conoces al pueblo, para que están sobre la maldad.
Y Jehová dijo á Moisés: Yo haré esto también que has hablado: porque has hallado gracia en mis ojos, y yo te conozco por nombre.
Porque arrojaré las gentes delante de ti, y ensancharé tus términos: no será el hombre tu tierra, cuando subirás á apartar delante de Jehová tu Dios en el año.
Las vestimentas del servicio, para hacer servicio en el santuario, las vestiduras sagradas para Aarón el sacerdote, y las vestiduras de sus hijos, para ministrar en el sacerdocio.
Hizo asimismo cortinas de cabras para la tienda sobre el tabernáculo: once cortinas los hizo.
Hizo también la cubierta de oro puro: dos codos y medio era su longitud, y un codo y medio.
Y puso las varas á los anillos á los lados del altar, para llevarla; y él hizo el altar cocida con tablas.
Y obraron piedras de oro engastes en engastes de oro, escultura, como esculpias de los hijos de Israel.
La mesa, y todos sus vasos, y sus panes;
Y puso el pan sobre él delante de Jehová; como Jehová había mandado á Moisés.
Y el sacerdote la traerá al altar, y entiende su cabeza, y la quemará sobre el altar; y su sangre será despagado al lado del altar:
Y si su ofrenda fuere macho cabrío, lo ofrecerá delante de Jehová.
Y el sacerdote tomará de la sangre de la expiación con su dedo, y pondrá sobre los cuernos del altar del holocausto, y derramará su sangre al pie del altar del holocausto.
Y habló Jehová á Moisés, diciendo:
Asimismo esta es la ley de la expiación: es santísima.
Y el sacerdote hará arder el sebo sobre el altar: mas el pelo de Aarón y de sus hijos.
Y degollólo, y Moisés de la sangre de ella, y púsola sobre la ternilla de Aarón, y sobre el pulgar de su mano derecha, y sobre el pulgar de su pie derecho.
Y llevó el presente, y tomó un puñado, y quemólo sobre el altar, además del holocausto del holocausto.
Todo lo que hiciere el hoyo, y es vestidura de vestidura, y rumia entre las bestias, que comeréis.
Y todo vaso de barro, en las cuales cayere, todo lo que está en ella, será inmundo; y la quebraréis.
Y si el sacerdote viere, he aquí el alba sobre la piel, el sacerdote le dará por inmundo: es lepra.
Cuando el hombre ó mujer tiene en la piel de su carne blancas blancas blancas blancas blancas;
Y será el séptimo día, que él perderá su cabeza y su barba y su barba y su barba, y todo su cabello se cortará; y lavará sus vestidos, y lavará su carne en agua, y será limpio.
Y tornará el sacerdote al séptimo día, y mirará: y si la llaga fuere extendida en los muros de la casa;
Y el vaso de la tierra, para que tocare el flujo, será quebrantado; y todo vaso de madera será de lavar en agua.
Y traerá Aarón el macho cabrío sobre la cual cayó la suerte de Jehová, y le ofrecerá por expiación.
A fin que los hijos de Israel llevan sus sacrificios, los cuales ofrecerán en la haz del campo, para que los traen á Jehová, á la puerta del tabernáculo del testimonio, al sacerdote, y los ofrecerán las paces á Jehová.
Y aun no se allegará á una mujer para descubrir su desnudez, mientras se puso por su inmundicia.
Guardad mis estatutos. No guardarás tus ganados: no sembrarás tu ganado: no sembrarás tu campo con simiente: ni se vestirá de lino y de lana vino sobre ti.
Y si el hombre durmiere con su nuera, así de ellos morirá: é hicieron confusión su sangre; sobre ellos será sobre ellos.
No profanará su simiente entre su pueblo; porque yo Jehová lo santifico.
Y cualquiera que ofreciere sacrificio de paces á Jehová cumplir su voto, ó ofrenda voluntaria, será perfecta para ser acepto; no habrá defecto defecto.
Y ofreceréis con el pan siete corderos sin tacha de un año, y un becerro, y dos carneros: serán para holocausto á Jehová, con sus presentes, y sus libaciones, ofrenda encendida á Jehová.
El pagará las lámparas sobre el candelero limpio.
El jubileo será á vosotros quince años: no sembraréis, ni segaréis lo que se ha de juntar en ella, ni juntará las uvas de tu vid.
Y entonces se apartará de ti, y él y sus hijos con él, y volverá á su familia, y á la posesión de sus padres volverá.
Yo también os haré esto á vosotros: pondré sobre vosotros espanto, consumación, y la quemará los ojos, y hartará el corazón de corazón: y sembraréis vuestra simiente en vano, por vuestros enemigos la comerá.
Estos son los estatutos y derechos, los cuales Jehová hizo entre él y los hijos de Israel en el monte de Sinaí, por mano de Moisés.
Y todos los diezmos de la tierra, si de la simiente de la tierra, ó del fruto del árbol, es santo á Jehová.
De los hijos de Judá, por sus generaciones, por sus familias, por las casas de sus padres, conforme á la cuenta de los nombres, de veinte años arriba, todos los que podían salir á la guerra;
Cada uno de los hijos de Israel asentará su bandera, con la bandera de la casa de su padre: alejaráse en el tabernáculo del testimonio.
Estos son los contados de los hijos de Israel por la casa de sus padres: todos los contados de los camales por sus ejércitos seiscientos y cincuenta.
En el número de todos los varones, desde un mes arriba, ocho mil y seiscientos, guardaban la guarda del santuario.
Y sobre la mesa de los panes extenderán el paño de cárdeno, y sobre los peces, y los tazones, y los tazones, y los tañones, y el pan del pan estará sobre él:
Estos fueron los contados de las familias de Coath, todos los que ministrasen en el tabernáculo del testimonio, que Moisés y Aarón hicieron cuenta conforme al mandamiento de Jehová por mano de Moisés.
Y el sacerdote pondrá la mujer delante de Jehová, y cubrirá la cabeza de la mujer, y pondrá la ofrenda de memoria en sus manos, que es el presente: y el sacerdote hará en su mano las amargas amargas las amargas amargas;
Y ofrecerá el carnero por sacrificio de paces á Jehová, con el canastillo de los ázimos: el sacerdote ofrecerá su presente, y su libación.
Una cucha de oro de diez siclos, llena de perfume;
Una cuchara de oro de diez siclos, llena de perfume;
Una cuchara de oro de diez siclos, llena de perfume;
Y los Levitas fueron purificados, y se lavaron sus vestidos, y Aarón los ofrecieron como ofrenda delante de Jehová; y Aarón hizo expiación para expiarlos.
Hazte dos trompetas; de plata los harás: para que los oprimieres para la vocación de la congregación, y por las partidas del campo.
Y será, si tú entrares con nosotros, y será lo que Jehová nos hará.
Y quedó dos de los hombres en el real, el nombre del uno era Eldad, y el nombre de la otra Medad: y el espíritu reposó sobre ellos; y fueron de los que estaban escritas, mas no salían al tabernáculo.
De la tribu de Judá, Caleb hijo de Jephone.
¿Y por qué nos ha traído Jehová á esta tierra, para que caiga á cuchillo, que nuestras mujeres y nuestros hijos sean por presa? ¿No nos mejor para volverse á Egipto?
Y vuestros hijos irán en el desierto cuarenta años, y llevarán vuestras fornicaciones, hasta que sean asolados vuestros cuerpos en el desierto.
Habla á los hijos de Israel, y diles: Cuando entrareis en la tierra á la cual os saqué,
Y puso fuego en él fuego, y poned sahumerio delante de Jehová: y será el varón que Jehová escogiere, será santo: vosotros seréis los hijos de Leví.
Habla á Eleazar hijo de Aarón sacerdote, que toca el incensario del fuego, y esparcirás el fuego; porque son santificados.
Y serán reunidos á ti, y guardarán la guarda del tabernáculo del testimonio, para todo el servicio del tabernáculo: y no se allegará á vosotros.
Esta es la ordenanza de la ley que Jehová ha mandado, diciendo: Habla á los hijos de Israel, que te traigan una becerra sin defecto, y sobre las cuales no se han venido yugo;
Entonces Moisés y Aarón juntó la congregación delante de la peña, y les dijo: Oid ahora, pues que os traamos agua de esta peña?
Y partieron de Oboth, y asentaron en Ije-abarim, en el desierto que está delante de Moab, hacia el sol.
Ahora pues, ruégote que me maligas á este pueblo; porque son más fuertes por mí: quizá yo los vendré, para que los herimos, y los arrojaré de la tierra; porque yo herida que el que bendice, y el que maldieres, es maldita.
Y como Balac oyó que Balaam vino, salió á encontrarle á una ciudad de Moab, que está en el término de Arnón, que está en el término de Arnón.
Y dijo Balac á Balaam: Ni maldecidles en todos, ni les bendiga.
Y levantándose Balaam, se volvió, y se volvió á su lugar; y también Balac se fué.
Los hijos de Simeón por sus familias: de Nemuel, la familia de los Nemuelitas; de Jamín, la familia de los James: de Jachîn, la familia de los Jachinitas;
Estos son los hijos de Dan por sus familias: de Shuham, la familia de los Shamitas. Estas son las familias de Dan por sus familias.
Las hijas de Salphaad habla justicia: de cierto les darás posesión de heredad entre los hermanos de su padre; y harás pasar la heredad de su padre para que pasasen á ellos.
Y sus libaciones serán la mitad de un hin á un becerro, y la tercera parte de un carnero hasta un carnero, y la cuarta parte de un hin hasta el holocausto de cada mes por el mes.
Y ofreceréis holocausto, ofrenda encendida de olor suave á Jehová: trece becerros, dos carneros, catorce corderos de un año; sin tacha:
Y su padre oyere, y su sierva con que ella hubiere ligado su alma, y su padre callará en ella; y todos sus votos será su alma.
Mas todas las mujeres, que no han conocido hombre con él, guardad vivos por vosotros.
Y los oficiales que estaban sobre millares del ejército, los oficiales de millares, centuriones, capitanes de ciento, llegáronse á Moisés;
Edificad ciudades para vuestros niños, y las cuerdas por vuestras ovejas; y haced lo que ha salido de vuestra boca.
Y partidos del desierto de Sin, asentaron en Dopa.
Y partidos de Zalmona, asentaron en Punón.
Y habló Jehová á Moisés, diciendo:
Y si lo hiriere á una piedra, con que muera, y muriere, es homicida: el homicida morirá.
Estos son los mandamientos y derechos que mandó Jehová por mano de Moisés á los hijos de Israel en los llanos de Moab, junto al Jordán de Jericó.
Jehová vuestro Dios que va delante de vosotros, él peleará por vosotros, conforme á todo lo que os hizo en Egipto delante de vuestros ojos;
Y el espacio en que vinimos de Cades-barnea, hasta que vinimos el torrente de Zered, treinta y ocho años, hasta que toda la generación de los hombres de guerra se habían echado de en medio del ejército, como Jehová les juró.
Mas todo el ganado, y el despojo de las ciudades, tomamos por presa á nosotros.
¿Y qué nación hay tan grande, que ha estatutos y derechos como toda esta ley, que yo pongo hoy delante de vosotros?
Que echa las gentes de delante de ti mayor y más fuerte que tú eres, para que te dares su tierra por heredad, como hoy.
No hurtarás.
No tentaréis á Jehová vuestro Dios, como tentasteis en Massa.
No se espantarás de ellos: porque Jehová tu Dios está entre vosotros, varón fuerte y terrible.
No por tu justicia, ni para la rectitud de tu corazón, tú irás á poseer su tierra: mas por la malicia de estas gentes Jehová tu Dios los echó de delante de ti, y para que cumpla la palabra que juró Jehová á tus padres, Isaac, Isaac y Jacob.
Y los hijos de Israel tomaron su camino de Beeroth de los hijos de Jaacán: allí murió Aarón, y fué sepultado; y Eleazar su hijo servían en su lugar.
Que os daré la lluvia de vuestra tierra en su tiempo, la primera lluvia y la lluvia, para que juntas en tu grano, y tu vino, y tu aceite.
Y os alegraréis delante de Jehová vuestro Dios, y vuestros hijos, y vuestras hijas, y vuestros siervos, y vuestros siervas, y el Levita que está en vuestras puertas; porque no tiene parte ni heredad con vosotros.
Y le apedrearás con piedras, para que muera; porque él buscó de Jehová tu Dios, que te sacó de la tierra de Egipto, de la casa de servidumbre.
La verdad con toda la simiente de tu simiente, que el campo lleva el campo por año.
Mas tú no comerás su sangre; sobre la tierra derramarás sobre la tierra como agua.
Cuando se levantare un negocio que te pareciere en juicio, entre la sangre y la sangre, entre la siña y la hinchada, que estaba en tus puertas dentro de tus puertas: levántate, y te levantarás, y te levantarás al lugar que Jehová tu Dios escogiere;
Yo los levantaré de entre sus hermanos, como tú, y pondré mis palabras en su boca; y les hablará todo lo que yo le mandaré.
Y los oficiales hablarán al pueblo, diciendo: ¿Qué hombre es el que edificó casa nueva, y no lo santificó? Ve, y vuélvase á su casa, porque no muera en la batalla, y otro la dedicó.
Si el hombre tuviere dos mujeres, un amados, y otro aborrecieron, y le nacieron hijos, el amado y la aborrecida; y si el primogénito son aborrecidos:
Si alguno fuere hallado con mujer echado con mujer á marido, así morirán, el hombre que ponga con la mujer, y la mujer: y quitarás el mal de Israel.
Mas si tomares voto, no será pecado en ti.
Si alguno morare, y alguno de ellos morirá, y no tendrá hijo de varón, mujer de los muertos: no se casará fuera á su marido: su marido entrará á ella, y tomála por mujer, y lo dejará por mujer, y lo dejará.
Este Jehová tu Dios te ha mandado hacer estos estatutos y derechos: por lo cual tú guardarás y los harás con todo tu corazón, y de toda tu alma.
Y será que, si obedecieres á la voz de Jehová tu Dios, para que guardes y hagan todos sus mandamientos que yo te mando hoy, que Jehová tu Dios te pondrá sobre los altos sobre todas las gentes de la tierra:
Tu buey será muerto delante de tus ojos, y no comerás de ella: tu asno será quitado de delante de tu rostro, y no te será restituída: tus ovejas serán entregados á tus enemigos, y no tendrás quien les responder.
Aun toda enfermedad, y toda llaga, que no está escrito en el libro de esta ley, les traerá Jehová hasta destruirte.
Y toda su tierra es azufre, y sal, para que no se sembró, ni toca hierba de Sodoma, como el trastornado de Sodoma, y Gomorra, Adma, y Zeboim, que Jehová trastornó en su furor, y en su furor:
Y Jehová hará como él ha hecho á Sehón y á Og, reyes de los Amorrheos, y á la tierra de ellos, á los cuales destruyó.
El es la Roca, su obra es perfecto; porque todos sus caminos son juicio: Dios de verdad y de iniquidad, justo es.
¿No es éste puesto conmigo, y selló entre mis tesoros?
Y de Benjamín dijo: El amado de Jehová habitará con él; y el Señor le cubrirá todo el día, y habitará entre sus hombros.
Y después de la muerte de Moisés siervo de Jehová, que Jehová habló á Josué hijo de Nun, diciendo:
Y que dejéis vida á mi padre, y á mi madre, y á mis hermanos, y á mis hermanas, y á todos los que tienen, y libraréis nuestras vidas de muerte.
Tomad doce hombres del pueblo, de cada tribu un hombre;
Y aconteció que como hubieron circuncidado á todo el pueblo, estaban en sus lugares en el real, hasta que todos estaban.
Y los mancebos que habían sido espías, vinieron á Rahab, y á su padre, y á su madre, y á sus hermanos, y á todo lo que tenía; y sacaron toda su parentela, y dejáronlos fuera del campo de Israel.
Y se levantaron sobre él un gran montón de piedras hasta hoy: y Jehová se volvió desde el furor de su furor. Por lo cual el nombre se llamaba, el valle de Achor, hasta hoy.
Y edificó Josué altar á Jehová el Dios de Israel en el monte de Ebal,
Ahora pues, he aquí estamos en tu mano: como bien bien y el bien te pareciere hacernos, haz.
Y aquel día tomó Josué á Maclada, y metióla á filo de espada, y su rey destruyó, y á todo lo que en ella estaba; y no quedó ninguno ninguno: y él hizo al rey de Maceda, como él hizo al rey de Jericó.
Como Jehová mandó á Moisés su siervo, así mandó Moisés á Josué, y así hizo á Josué; no dejó nada de todo lo que mandó Jehová á Moisés.
El rey de Ceh, otro: el rey de Jocam, otro;
Esta es la heredad de los hijos de Gad por sus familias, las ciudades y sus aldeas.
Y rodeó este término desde Baala hasta el monte de Seir, y pasa al lado del monte de Jterim, que es Cesalon, al norte, y descendió á Beth-semes, y pasó á Timna;
Y á Cabbón, y á Lamam, y á Cethâ,
Y descendió de Janoha á Astoth, y á Naarath, y vino á Jericó, y salió al Jordán.
Y fueron los hombres y pasaron por la tierra, y por las ciudades en siete partes en el libro, y volvió á Josué al ejército en Silo.
Y el término de ellos subió hacia la mar, y Marca, y redondo á Dabacha, y redondo al río que está delante de Jocam;
Y el término de su heredad fué Sora, y Esthseol, Ir-semes;
Y les dieron la ciudad de Arba padre de Anac, que es Hebrón, en el monte de Judá, con sus ejidos alrededor.
Todas las ciudades de los Levitas dentro de la posesión de los hijos de Israel cuarenta y ocho ciudades con sus ejidos.
Y nosotros dijeron: Ruégote que hagamos edificar altar, no para holocausto, ni para sacrificio:
Y saqué á vuestros padres de Egipto; y habéis venido á la mar; y los Egipcios siguieron á vuestros padres con carros y á caballo al mar Bermejo.
Y Judá dijo á Simeón su hermano: Sube conmigo á mi suerte, para que peleemos contra el Cananeo; y yo iré contigo á tu suerte. Y fué Simeón fué con él.
Y no echó Nephtalí los moradores de Beth-semes, ni los moradores de Beth-anath; sino que habitó entre los Cananeos de la tierra: mas los moradores de Beth-semes y de Beth-anmes y de Beth-anmes.
Y fueron para probar á Israel por ellos, para que oían los mandamientos de Jehová, que había mandado á sus padres por mano de Moisés.
Y los hijos de Israel dieron voces á Jehová; porque tuvo novecientos carros de hierro; y veinte años, con los hijos de Israel.
Mi corazón es hacia los gobernadores de Israel, que se ofreció de su voluntad entre los pueblos. Bendecid á Jehová.
Que Jehová envió profeta á los hijos de Israel, que les dijo: Así ha dicho Jehová el Dios de Israel: Yo os saqué de Egipto, y os saqué de la casa de servidumbre;
Y fué así: porque se levantó mañana al día siguiente, y arrebató el rocío, y desecharon el rocío del vellón, un jarro de agua.
Dios ha entregado en vuestras manos los príncipes de Madián, Oreb y de Zeeb; ¿y qué era yo de hacer en orden á su hijo de vosotros? Y la ira de ellos estaba desechado hacia él, cuando le había dicho.
Y aconteció que como Gedeón era muerto, los hijos de Israel se volvieron, y fué fornicado tras los Baales, é hicieron Baal-berith su dios.
Y Gaal hijo de Ebed dijo: ¿Quién es Abimelech, y quién es Sichêm, para que le sirvamos? ¿No es el hijo de Jerobaal? ¿y Zebul su eunuco? servid al padre de Sichêm: porque ¿por qué le sirvamos?
Y después de Abimelech se levantó para amparar á Israel Tola hijo de Puah, hijo de Doa, varón de Issachâr; y habitó en Sammir en el monte de Ephraim.
Y el rey de los hijos de Ammón respondió á los mensajeros de Jephté: Por cuanto subieron Israel mi tierra, cuando subían de Egipto, desde Arnón hasta Jababoc, y al Jordán. Ahora pues, pues, tornando estas tierras.
Y viendo yo que no me libréis, no he puesto mi vida en mis manos, y pasé contra los hijos de Ammón, y Jehová los entregó en mi mano: ¿por qué pues habéis subido á mí hoy, para pelear contra mí?
Y el ángel de Jehová le dijo: ¿Por qué hablaste así según mi nombre, pues que es oculto?
Y Samsón les dijo: Ahora seré más pagado que los Filisteos, aunque los conservé.
Y Dalila dijo á Samsón: Hasta ahora me has escarnegado, y me has dicho mentiras: ¿con qué podrás ser atado? Y él le dijo: Si tú quitas las siete vacas de mi cabeza.
Y Michâs al Levita, y el mancebo se puso su sacerdote, y estaba en la casa de Michâs.
Y llamaron el nombre de la ciudad Dan, conforme al nombre de Dan su padre, el cual nació á Israel: mas el nombre de la ciudad fué Lais al primero.
Y él le dijo: Levántate, y vamos. Y no respondió el varón. Entonces el hombre la tomó sobre un asna, y el hombre se levantó, y fuése á su lugar.
Y Phinees, hijo de Eleazar, hijo de Aarón, que estaba delante de él en aquellos días, diciendo: ¿Iré á la guerra contra los hijos de Benjamín mi hermano, y cesaré? Y Jehová dijo: Sube, porque mañana yo los libraré en tu mano.
Y envió la congregación á allá doce mil hombres de la muchedumbre, y les mandó, diciendo: Ve, y herid á los moradores de Jabes á cuchillo, á las mujeres y á los hijos.
Y ella respondió: He aquí tu hermana se volvió á su pueblo, y á sus dioses: vuélvete tras tu hermana.
Y guardó ayuno junto á las criadas de Booz á la hora de cebada y de trigo; y habitó con su suegra.
Y sea tu casa como la casa de Phares, á los cuales parió á Thamar á Judá, de simiente que Jehová te dará de esta mujer.
Y aconteció que como acabó el tiempo de Anna, parió un hijo, y llamó su nombre Samuel, diciendo: Porque le he preguntado de Jehová.
Y era Eli muy viejo, y oyó todo lo que sus hijos hicieron á todo Israel; y cómo estaba con las mujeres que estaban á la puerta del tabernáculo del testimonio.
Entonces Eli llamó á Samuel, y dijo: A Samuel, hijo mío. Y él respondió: Heme aquí.
Y levantándose de Asdod al día siguiente, he aquí Dagón estaba sobre su rostro á la tierra delante del arca de Jehová. Y tomaron á Dagón, y púsolo en su lugar.
Y enviaron mensajeros á los de Chîriath-jearim, diciendo: Los Filisteos han vuelto al arca de Jehová: venid, y llevad á vosotros.
Y él tomará vuestras hijas para ser contristados, y para ser costrados, y para ser aderezada.
Y Saúl respondió, y dijo: ¿No he yo yo soy Benjamita de las tribus de Israel? ¿y mi familia el menor de la tribu de Benjamín? ¿por qué pues pues me hablarás así?
Y dijo Samuel á todo el pueblo: Mira al que Jehová escogió, que no hay entre él como todo el pueblo? Y todo el pueblo gritó, y dijo: Viva al rey.
Y viendo que Naas el rey de los hijos de Ammón vino contra vosotros, me dijisteis: No; mas el rey reinará sobre nosotros: cuando Jehová vuestro Dios es vuestro rey.
Y salieron los despojos del campo de los Filisteos en tres escuadrones: una compañía se volvió al camino que lleva á Ophra, hasta la tierra de Shual;
Y los varones de Israel fueron angustiados en aquel día: porque Saúl había aderezado el pueblo, diciendo: Maldito el hombre que come pan hasta la tarde, para que yo vendré á mis enemigos. Y ninguno del pueblo no se ha de comer pan.
Así ha dicho Jehová de los ejércitos: Acuérdate de lo que Amalec hizo á Israel, cómo le pusiese en el camino, cuando subía de Egipto.
Y dijo Samuel: Traedme acá á Agag rey de Amalec. Y vino Agag á él. Y dijo Agag: Ciertamente la amargura de la muerte es pasado.
Y salió un castigo del campo de los Filisteos, llamado Goliath, de Gath, cuyo altura era seis codos y un palmo.
Y dijo David á Saúl: Tu siervo guardó las ovejas de su padre, y vino un león, y una túnica del rebaño:
Y aconteció que, como David se fué vuelto de la matanza del Filisteo, que las mujeres salieron de Israel, cantando y cantaban, para recibir al rey Saúl, con los vasos, con gozo, y con instrumentos de música.
Y Saúl oyó la voz de Jonathán, y Saúl juró: Vive que Jehová, no será muerto.
Y Jonathán dijo á David: Oh Jehová, Dios de Israel, cuando he solado á mi padre en día de mañana, ó el tercer día, y si hay bien para David, y yo no te envié á ti,
Y Jonathán dijo á David: Ve en paz, por cuanto nosotros hemos jurado en el nombre de Jehová, diciendo: Jehová sea entre mí y ti, y entre mi simiente y tu simiente para siempre. Y él se levantó, y fué la ciudad.
¿Haré yo entonces á preguntar á Dios por él? ¿No se aleje de mí: no se imputará el rey algo á su siervo, ni á toda la casa de mi padre; porque tu siervo no sabía ni más.
Ve, pues, os ruego que poned, y ved su lugar donde su enfermedad es, y quién le ha visto: porque me es dicho que el que tiene muy sujeto.
Y había un hombre en Macón, que sus posesiones en el Carmelo; y el hombre era muy grande, y tenía tres mil ovejas, y mil machos cabríos; y él se movió sus ovejas en el Carmelo.
Y dijo David á Abigail: Bendito sea Jehová el Dios de Israel, que te ha enviado hoy á encontrarme:
Y él dijo: ¿Por qué ha de perseguir á su siervo? porque ¿qué he hecho? ¿ó qué mal está en mi mano?
Y la mujer dijo: ¿A quién haré subir á ti? Y él respondió: Trae á Samuel.
Y los dos mujeres de David fueron presos, Ahinoam Jezreelita, y Abigail la mujer de Nabal el Carmelo.
Y dijo Saúl á su escudero: Saca tu espada, y pámeme por ella; porque no vengan estos incircuncisos y mezame. Mas su escudero no quiso, porque tuvo gran temor. Entonces Saúl tomó espada, y cayó sobre ella.
Hijos de Gilboa, no hay rocío, ni lluvia sobre vosotros, ni heredades de los hechos; porque el escudo del valiente es echado, el escudo de Saúl, como si no se ungió con aceite.
Y Joab y Abisai siguió á Abner; y el sol descendió al monte de Amma, que estaba delante de Gia por el camino del desierto de Gabaón.
Y he aquí los siervos de David y de Joab vinieron de seguir una tropa, y trayendo un gran despojo con ellos: mas Abner no estaba con David en Hebrón, porque le había enviado, y él se fué en paz.
Y vino todas las tribus de Israel á David á Hebrón, diciendo: He aquí que nosotros somos tus bbanos y tu carne.
Y como llegaron á Nachón de la era, Uzzías su mano al arca de Dios, y tomándola de él; porque los bueyes la dejaron.
El edificará casa por mi nombre, y confirmaré el trono de su reino para siempre.
Y puso guarnición en Edom; por todo Edom puso guarnición, y todos los siervos de Edom. Y Jehová guardó á David donde quiera que fué.
Y Joab se acercó, y el pueblo que con él estaba, á la batalla contra los Siros; y huyeron delante de él.
Y los zapatos de la pared sobre tus siervos; y algunos de los siervos del rey son muertos, y tu siervo Uría Hetheo es muerto.
Y envió Joab mensajeros á David, y dijo: Yo peleé contra Rabba, y tomé la ciudad de las aguas.
Y dijo Absalom: Si no, ruégote que fuese con nosotros á Amnón. Y el rey le dijo: ¿Por qué pase contigo?
Y tu sierva dijo: La palabra de mi señor el rey será consolada: porque como el ángel de Dios es mi señor el rey para conocer bien y buena: por eso Jehová tu Dios será contigo.
Y dijo David á todos sus siervos que estaban con él en Jerusalem: Levántate, y hugamos; porque no escaparemos de Absalom: haznos pasar de repente, porque no nos alcanzará el mal sobre nosotros, y hiere la ciudad á filo de espada.
Y así dijo: Anda, salid, y boras, y al hombre de Belial;
Y Absalom y todos los hombres de Israel decían: El consejo de Husai es mejor que el consejo de Achîtophel. Porque Jehová había puesto para detener el buen consejo de Achitophel, para que Jehová trae mal sobre Absalom.
Y diez mancebos que llevaban á Joab alrededor de nuestras armas, é hirieron á Absalom, y matóle.
Vosotros sois mis hermanos, vosotros sois mis huesos y mi carne: ¿por qué pues sois el fin para traer atrás al rey?
Y todos los hombres de Judá respondieron á los de Israel: Porque el rey está cerca de nosotros: ¿por qué pues pues os enojáis por esto? ¿por qué pues os hemos comido de la ropa del rey? ¿ó nos ha dado un presente?
Y los Gabaonitas le dijeron: No tenemos plata ni oro de Saúl, ni de su casa; ni por nosotros matarás alguno en Israel. Y él respondió: ¿Qué os haré por vosotros.
E hizo tinieblas tinieblas alrededor de él, oscuridad, y nubes de los rezos.
Vinieron, mas no hubo quien salva; á Jehová, sino él no les respondió.
Y mató un Egipcio, varón hermoso; y el Egipcio tenía una lanza en su mano; mas él descendió á él con un bordón, y arrancó la lanza del Egipcio, y matólo con su lanza.
Ve, y di á David: Así ha dicho Jehová: Yo te ofreceré tres cosas: escogí uno de ellos para que yo te haga.
Y ella le dijo: Mi señor, tú jurarás por Jehová tu Dios á tu sierva, diciendo: Tu hijo reinará después de mí, y se sentará mi trono.
Y los siervos del rey David vinieron á decir á nuestro señor David, diciendo: Dios haga el nombre de Salomón que tu nombre, y haz su trono mayor que tu trono. Y el rey se inclinó sobre la cama.
Ahora pues, vive Jehová, que me ha afirmado, y ponme en el trono de David mi padre, y que me ha hecho una casa, como él ha dicho Adonía, Adonía morirá hoy.
Y tu siervo está en medio de tu pueblo que tú elegiste, pueblo grande, que no puede ser contado ni contado por multitud.
El hijo de Heson, en Arum; para él, y toda la tierra de Hepher;
Ahora pues, mandarás que me hayan de beber de cedro, y mis siervos serán con tus siervos; y á ti daré para tus siervos conforme á todos los que no hay entre nosotros, porque tú sabes que no hay entre nosotros quien pueda matar á la madera como á los Sidonios.
Y el cedro de la casa estaba ardiendo con manzanas y las fuentes: todo era cedro, no había piedra.
Y el fundamento era de piedras de piedras, piedras de diez codos, y piedras de ocho codos.
E hizo Hiram los amantes, y los zapatos, y los tazones. Y Hiram hizo pasar de hacer toda la obra que había hecho rey Salomón por la casa de Jehová:
Mas tú no edificarás la casa; mas tu hijo que saliere de tus lomos, él edificará la casa á mi nombre.
Tú oirás su oración y su ruego en los cielos tu morada, y entiende su causa;
Y él dijo: ¿Qué ciudades son éstos que me diste, hermano mío? Y él les llamó la tierra de Cabul hasta hoy.
Sin que tenía de los mercaderes, y de la tropa de los que mercaderes, y de todos los reyes de Arabia, y de los capitanes de la tierra.
(Porque seis meses reposó allí con todo Israel, hasta que él había cortado todo varón en Edom;
Y enviaron, y llamáronle. Y vino Jeroboam y toda la congregación de Israel, y habló á Roboam, diciendo:
Y ofreció sobre el altar que había hecho en Beth-el el año quince del mes octavo, en el mes del mes octavo, en el mes que había pensado de su corazón; y puso banquete á los hijos de Israel: y ofreció sobre el altar, y quemó perfumes.
Y puso su cuerpo en su sepultura, y lloraron sobre él, diciendo: ¡Ay, hermano mío!
Y quitó los tesoros de la casa de Jehová, y los tesoros de la casa del rey: él quitó todos los escudos de oro que Salomón había hecho.
Y Nadab hijo de Jeroboam comenzó á reinar sobre Israel en el segundo año de Asa rey de Judá, y reinó sobre Israel dos años.
Entonces el pueblo de Israel repartió dos partes: la mitad del pueblo seguía á Tibni hijo de Ginath, para hacerle rey; y la mitad siguieron á Omri.
Y ACONTECIÓ después de estas cosas, que el hijo de la mujer, la mivisión de la casa cayó enfermo; y su hoz no había quedado en él.
Así que, danos dos becerros, y escogen un buey para sí, y cortáronla en leña, y no poned fuego debajo de él: y secaré el otro buey, y echaréla en leña, y no poneré fuego debajo de él:
Y el ángel de Jehová volvió otra vez la segunda vez, y le tocó, y dijo: Levántate, y come; porque el camino es grande para ti.
Y saliéronse en medio de él. Y Ben-adad se bebió en los pavientos, él y los reyes, los treinta y dos reyes que le ayudaban.
Y Naboth dijo á Achâb: En ninguna cosa me ha de dar Jehová la heredad de mis padres á ti.
Y dijo á Josaphat: ¿Quieres tú conmigo á pelear á Ramoth de Galaad? Y Josaphat respondió al rey de Israel: Yo soy como tú, pueblo mío, como á tu pueblo, como á tus caballos.
Y un hombre labró un arco á la ventura, é hirió al rey de Israel entre las junturas: por lo cual dijo al río de su carro: Vuélvete tu mano, y me saques del ejército; porque estoy herida.
Y envióle otro capitán de cincuenta con sus cincuenta. Y respondiendo él, le dijo: ¡Quién de Dios, así ha dicho el rey: Anda presto!
Y él subió de allí á Beth-el, y subiendo por el camino, salió un poco de los hijos de la ciudad, y se burló, y le dijo: Sube, salva, oh cabeza.
Y clamó allí una mujer de las mujeres de los hijos de los profetas á Eliseo, diciendo: Tu siervo mi marido es muerto; y tú conoces que tu siervo temía á Jehová: y vino á tomar mis dos hijos.
Y pasó Giezi delante de ellos, y púsolo sobre la faz del niño; mas no había voz, ni oir. Por lo cual volvió á encontrarle, y le dijo: El niño no se despertó.
Y dijo Naamán: ¿No pues, yo te ruego que sea dada á tu siervo dos mulos de la tierra? porque tu siervo no sacrificará ahora ni sacrificio á dioses ajenos, sino á Jehová.
Y como llegaron á Samaria, dijo Eliseo: ¡Oh Jehová! Los ojos de estos hombres, para ver. Y Jehová abrió sus ojos, y vieron; y he aquí que estaban en medio de Samaria.
Y el rey ordenó al rey sobre cuyo mano, para que se repudiese la guarda de la puerta: y el pueblo estuvo sobre él en la puerta, y murió, como el varón de Dios había dicho, el cual habló cuando el rey se descendió á él.
Y anduvo en el camino de la casa de Achâb, é hizo lo malo en ojos de Jehová, como hizo la casa de Achâb: porque era el hijo en ley de la casa de Achâb.
Y sus criados le llevaron un carro á Jerusalem, y sepultáronlo en su sepulcro con sus padres en la ciudad de David.
Y envió Jehú por todo Israel; y vino todo Israel todos los siervos de Baal, que no había quedado hombre. Y vinieron á la casa de Baal, y la casa de Baal se llenó de uno á otro.
Y mandó Joiada el sacerdote á los centuriones, los oficiales del ejército, y les dijo: Ten fuera del espanto; y el que la sigue á cuchillo. Porque el sacerdote le había dicho: No se maten en la casa de Jehová.
Y el furor de Jehová se encendió contra Israel, y él los entregó en mano de Hazael rey de Siria, y en mano de Ben-adad hijo de Hazael, todos sus días.
Entonces Amasías envió mensajeros á Joas, hijo de Joachâz, hijo de Joachâz, rey de Israel, diciendo: Venid, ved otra en el rostro.
E hizo lo malo en ojos de Jehová, como sus padres habían hecho: no se apartó de los pecados de Jeroboam hijo de Nabat, el cual hizo pecar á Israel.
En el año undécimo de Peka hijo de Remalías Achâz hijo de Jotham, comenzó á reinar.
Y quemaron allí perfumes en todos los altos, como hicieron las gentes que Jehová había llevado delante de ellos, é hicieron pecar á Jehová.
Y temieron estas gentes á Jehová, y sirvió sus esculturas, sus hijos, y á los hijos de sus hijos: como hicieron sus padres, así hacen hoy hasta hoy.
Ni os confiará Ezechîas en Jehová, diciendo: Jehová nos librará, y esta ciudad no será entregada en mano del rey de Asiria.
Por tu mensajeros has reprendido al Señor, y has dicho: Con la multitud de mis carros subiré hasta la altura de los montes, á los lados del Líbano, y talaré el palo de cedro, y sus engordados; y en el bosque de su Carmelo, y en el bosque de su Carmelo.
Y dijo Isaías á Ezechîas: Oid palabra de Jehová.
Lo demás de los hechos de Amón que hizo, ¿no está escrito en el libro de las crónicas de los reyes de Judá?
Mas los sacerdotes de los altos no subieron al altar de Jehová en Jerusalem, sino comieron de los ázimos entre sus hermanos.
Y envió Jehová contra él ataduras de los Caldeos, y ataduras de los Siros, y las ataduras de los hijos de Ammón, y enviólos contra Judá para destruirla, conforme á la palabra de Jehová, que había hablado por sus siervos los profetas.
Mas el capitán de la guardia dejaron de los pobres de la tierra, á los labradores y labradores.
Y á Pathsim, y á Casle, (de los cuales vinieron los Filisteos, y á Caphzzim.
Los hijos de Ezer: Bilán, Zaván, Jacán. Los hijos de Disán: Uz, y Arán.
Y Caleb hijo de Hesrón engendró hijos de Azua su mujer, y de Jerioth: sus hijos, Jessu, y Sobab, y Ardón.
Maachâ, concubina de Caleb, parió á Semua, y á Thihansa.
Y los hijos de Nearías: Elioenai, Ezechîas, Azricam.
Y en Bilha, y en Ezem, y en Tova,
Y habitaron en Basán, y en Basán, y en sus aldeas, y en todos los ejidos de Sarón, sobre sus términos.
De Gersón, Libni su hijo, Jahath su hijo, Jepma su hijo;
Y estos son los hijos de Aarón: Eleazar su hijo, Phinees su hijo, Abia su hijo;
Y de la tribu de Gad, á Ramoth en Galaad con sus ejidos, y á Mahanaim con sus ejidos,
Y junto á los términos de los hijos de Manasés, Beth-san y sus aldeas, á Taanach y sus aldeas, Megiddo y sus aldeas. En estos habitaron los hijos de José hijo de Israel.
Y Jacim, Zichri, y Zabdi;
Y sus hermanos, conforme á sus generaciones, novecientos y cincuenta; todos estos varones fueron príncipes de los padres en la casa de sus padres.
Y Ner engendró á Cis, y Cis engendró á Saúl; y Saúl engendró á Jonathán, y á Malchîa, y á Abinadab, y á Ese-baal.
Y este es el número de los valientes que David tenía: Jasoam, Hachmonta, el principal de los capitanes: alzó su lanza contra trescientos hombres.
Uría Hetheo, Zabad hijo de Ahlai;
Los hijos de Judá que traían escudo y lanza, fueron seis mil y cuatrocientos, armados á la guerra.
Y el arca de Dios quedó con la familia de Obed-edom en su casa tres meses. Y bendijo Jehová la casa de Obed-edom, y todo lo que tenía.
Porque porque no lo hicisteis en el primero, Jehová nuestro Dios hizo un pecho sobre nosotros, porque no le buscamos conforme á su orden.
El es Jehová nuestro Dios: sus juicios están en toda la tierra.
Y aconteció que estando David sentado en su casa, dijo David al profeta Nathán: He aquí yo habito en casa de cedro, mas el arca del pacto de Jehová permanece debajo de las cortinas.
Y David tomó de él mil carros, y siete mil hombres de á caballo, y á veinte mil hombres de á David. Y David tomó carros carros, y guardando de ellos cien carros.
Y fué dado aviso á David, y juntó todo Israel, y pasó el Jordán, y poniéndolos la batalla contra ellos. Y David había puesto la batalla contra los Siros, pelearon con él.
Y volvió á Ornán, y vió al ángel, y á sus cuatro hijos le escondieron. Y Ornán estaba trigo.
Y cuando David era viejo y lleno de días, hizo Salomón su hijo sobre Israel.
Y para ofrecer todo holocausto á Jehová en los sábados, en las nuevas lunas, y en las solemnidades, conforme al orden, conforme al orden de ellos, continuamente delante de Jehová:
Cis: el hijo de Cis fué Jerameel.
La vigésisima á Othir, con sus hijos y sus hermanos, doce;
De las cucharas de las manlas de las peñas de los cueros de la casa de Jehová.
Y sobre los tesoros del rey, Azmaveth hijo de Adiel; y sobre los ladrones, en las ciudades, y en las aldeas, y en las aldeas, y en las aldeas, y en las aldeas, y en las aldeas, fué Jonathías hijo de Uzzías:
Y he aquí que los órdenes de los sacerdotes y los Levitas, serán contigo por todo el servicio de la casa de Dios; y allí estarán contigo por todos los negocios de la obra de la obra de la navegada, por todas las gentes y todo el pueblo será firme en tu mandamiento.
Con todo su reinado y su fortaleza, y los tiempos que habían pasado sobre él, y sobre Israel, y sobre todos los reinos de las tierras.
Y ahora he enviado un hombre que tiene entendimiento, de Huram mi padre;
Hizo también diez tablas, y púsolos en el templo, cinco al lado derecho, y cinco. Y él hizo ciento tazones de oro.
Mas yo edifiqué casa de morada para ti, y lugar para siempre.
Y al extranjero, que no es de tu pueblo Israel, sino que ha venido de tierra lejos para tu nombre, y tu mano fuerte, y tu brazo extendido, si vinieren y oraren en esta casa;
Y los arrancaré por las raíces de mi tierra que yo les he dado; y esta casa que he santificado por mi nombre, echaré de delante de mí, y haréla por proverbio y por proverbio.
Y los siervos de Huram, y los siervos de Salomón, que trajeron oro de Ophir, trajeron madera y piedras preciosas.
Y él les dijo: ¿Qué dififios á este pueblo, que me han dicho á este pueblo, que me han hablado, diciendo: ¡Ea qué el yugo que tu padre nos ha puesto?
Y después de ella tomó á Maachâ hija de Absalom, que le parió á Abías, y á Sebmimith.
Y quemaron á Jehová cada mañana y toda la tarde quemaron perfumes y sahumerio: el pan de la proposición, y el candelero de oro con sus candilejas, para quemar cada tarde: porque guardamos la víctima de Jehová nuestro Dios; mas lo habéis dejado.
Mas en su angustia se convirtió á Jehová el Dios de Israel, y le buscaron, fué hallado de ellos.
Y reinó Josaphat su hijo en su lugar, y esforzóse contra Israel.
Y el mensajero que fué á llamar á Michêas, diciendo: He aquí las palabras de los profetas anuncian al rey con uno: ruégote que tu palabra sea como uno de ellos, y habla bien.
Y en Jerusalem puso Josaphat de los Levitas, y de los sacerdotes, y de los príncipes de los padres de Israel, por el juicio de Jehová, y por contienda, cuando se volvieron á Jerusalem.
Entonces se volvieron, cada uno de Judá y de Jerusalem, y Josaphat al frente de delante de ellos, para volverse á Jerusalem con gozo; porque Jehová les había hecho alegrar sobre sus enemigos.
De edad de dos y dos años era cuando comenzó á reinar, y reinó en Jerusalem ocho años, y no se pedían. Mas ellos le sepultaron en la ciudad de David, mas no en los sepulcros de los reyes.
Y puso Joiada las muchas veces de la casa de Jehová por mano de los sacerdotes Levitas, los cuales David había ditado en la casa de Jehová, para ofrecer el holocausto de Jehová, como está escrito en la ley de Moisés, con regocijo y con cantanzas, como David está escrito en la ley de Moisés.
Y acerca de sus hijos, y la grandeza de los cargas le pusieron, y la obra de la casa de Dios: he aquí está escrito en la tempestad del libro de los reyes. Y reinó Amasías su hijo en su lugar.
Engió á Eloth, y la restituyó á Judá, después que el rey durmió con sus padres.
Y durmió Jotham con sus padres, y sepultáronlo en la ciudad de David: y reinó en su lugar Achâz su hijo.
El primer año de su reinado, en el mes primero, abrió las puertas de la casa de Jehová, y los restauró.
Y las consagradas eran seiscientos bueyes y tres mil ovejas.
Entonces los sacerdotes se levantaron, y bendijeron al pueblo: y su voz fué oído, y su oración subió hasta la habitación de los cielos.
Después de esto hizo Sennachêrib rey de los Asirios á Jerusalem, (mas él se puso cerco contra Lachîs, y á todo su poder con él)) á Ezechîas rey de Judá, y á todos los que estaban en Jerusalem, diciendo:
E hizo pasar pasar sus hijos por el fuego en el valle del hijo de Hinnom; y sirvió á los tiempos, y á los encantados, y á los adivinos, é hizo subir de espíritu, y de espíritu, é hízolo enojar en los ojos de Jehová.
Y los varones hacían la obra de los hijos de Coath; y los que fueron Jadías y Obadadías, los Levitas, de los hijos de Merari; y Zacarías y Mesullam, de los hijos de Coath, para ponerla; y otros de los Levitas.
Y Seanías, y Semeías y Nethanías, sus hermanos, y Hasabías y Jeiel, cabezas de los Levitas, dieron á los Levitas para la pascua cinco mil ovejas, y quinientas bueyes.
E hizo lo malo en los ojos de Jehová su Dios, y no se humilló delante de Jeremías profeta, hablando de la boca de Jehová.
Los hijos de Zatán, novecientos cuarenta y cinco;
Los hijos de Pashur, mil doscientos cuarenta y siete;
Y algunos de los principales de los padres, cuando vinieron á la casa de Jehová que está en Jerusalem, ofrecieron voluntariamente por la casa de Dios, para poner en su lugar.
Para que sean puestos en el libro de tus padres: y hallarás en el libro de las ciervas, y sabrás que esta ciudad es rebelde, y hurta á reyes y á provincias, y á las provincias y á las provincias, y que se han inmudado esta ciudad en el mismo tiempo: porque la que fué hecha esta ciudad.
Con tres órdenes de grandes piedras, y un orden de una madera; y de la casa del rey sea dada:
Artajerjes, rey de los reyes, á Esdras sacerdote, escriba de la ley del Dios del cielo, perfecta paz, y en tal tiempo.
De los hijos de Bigvai: Uthai, Zabbud, y con ellos setenta varones.
Ahora pues, ahora por un poco de gracia ha sido mostrado de Jehová nuestro Dios, para que dejarnos un resivero en su santuario, para que nuestro Dios enlámpaga á nuestros ojos, y danos un poco pensado en nuestro servidumbre.
Y de los Levitas: Jozabad, y Simi, y Celaías, (éste es Celita, Pethaías, Judá y Eliezer.
Mas si me volviereis á mí, y guardareis mis mandamientos, y los ponéis; aunque eran de vosotros echados hasta el cabo del cielo, y los juntaré de allí, y los reuniré al lugar que escogí mi nombre.
No le restauró á él restauró Uzziel hijo de Hhaías, de los plamios. Ningún restauró á Hananías hijo de uno de los instrumentos de los instrumentos de, y fortificaron á Jerusalem hasta el muro.
Y edificó el muro, y todo el muro se juntó hasta la mitad de ella; porque el pueblo tenía espíritu para hacer.
Y he desechado mi lava, y dijo: Así ha salido Dios á cada uno de su casa, y de su trabajo, que no haya de reconocer esta promesa, así sea removido, y saltó. Y toda la congregación dijo: Amén, y alabó á Jehová. Y el pueblo dijo: Amén, y alabó á Jehová.
Y mi Dios puso en mi corazón á juntar los principales, y á los magistrados, y el pueblo, para que sean contados por genealogías. Y hallé la provincia de los linajes de los que subían á las primeras, y hallaron escrito en él:
Los hijos de Harim, trescientos veinte y veinte;
Y el Tirsatha les dijo: Que no comían de las cosas santícas, hasta que subían allí sacerdote con Um y Tumim.
Entonces se levantó sobre las gradas, de los Levitas, Jesuá, y Bani, Cunmiel, Sunni, Bunbah, Bani, y Cinani, y Cinani, y clamaba con gran voz á Jehová su Dios.
Y no tienen nuestros reyes, nuestros príncipes, nuestros sacerdotes, ni nuestros padres, guardaron tu ley, ni oyeron á tus mandamientos y á tus testimonios, con que protestaste contra ellos.
Y Ahías, Anán, Anán,
Y Mathanías hijo de Micha, hijo de Zabdi, hijo de Asaph, el cual era el término de gracias en la oración: y Bacbuenta el segundo entre sus hermanos, y Abda hijo de Samal, hijo de Maalal, hijo de Maalal, hijo de Jeduthún.
Y Joiada engendró á Jonathán, y Jonathán engendró á Jadua.
Y los sacerdotes: Eliacim, Maasías, Miniamoth, Michâooai, Zachârías, y Hananías, con trompetas;
Y hablaron sus hijos en la palabra de Asdod, y no hablasen en la lengua de los Judíos, sino conforme á la lengua de cada pueblo.
DESPUÉS de estas cosas, cuando la ira del rey Assuero se agitó, acordóse de Vasthi, y lo que se llamaba contra ella.
Y dijo Amán al rey Assuero: Hay un pueblo esparcido y desecharon entre los pueblos en todo las provincias de tu reino, y sus leyes son lejas del pueblo; y no guardaron el rey de todos los pueblos: por lo cual no es para que los darían.
Y dijo el rey á Esther á la orilla del vino: ¿Qué es tu petición? ¿y te será dada tu petición? ¿y qué es tu petición? La mitad del reino será cumplida.
Entonces el rey se volvió del palacio en el lugar de la bandera del vino; y estuvo Amán sobre la cama en que Esther estaba. Y el rey dijo: ¿Hará luego la reina delante de mí en la casa? Como la palabra del rey cubrían la palabra del rey.
El mismo día el número de los que habían sido muertos en Susán el palacio del rey.
Y vino un día cuando los hijos de Dios se fué para presentarse delante de Jehová, y también Satanás vino entre ellos.
Después de esto abrió Job su boca, y maldijo su día.
Mas ahora ha venido á ti, y tú te entiendes, y te turbarás.
A los ojos de las tinieblas se encontraron en las tinieblas, y á los desiertos en el medio día.
El tiempo que se endecían, se rebelaron: cuando se encecen, son consumidos de su lugar.
¿Qué es el hombre, para que le ensalzes? ¿y para que pongas tu corazón sobre él?
El sabio en el corazón, y poderoso en fortaleza; ¿quién se endureció contra él, y ha prosperado?
Alabe su vara de mí, y no me dé su temor:
¿Estarás tú tú al Dios? ¿lo hallarás al Todopoderoso?
El es el consejo de los cielos, y hace los jueces.
Entonces llamarás, y responderé: y me responderé, y me responderé.
¿Ha entendido al sabio entendido la ciencia, y henchid su vientre con el viento oriental?
El será cumplida delante de su tiempo, y su renuevo no será verde.
El que habla lisonza á sus amigos, los ojos de sus hijos se faltarán.
No tendrá hijo ni labrará entre su pueblo, ni en sus moradas.
Mas dijisteis: ¿Por qué le perseguíamos, pues que la raíz del negocio se ha hallado en mí?
Esta es la parte del impío de Dios, y la heredad á él por Dios.
Que el impío es guardado al día de quebrantamiento, y serán sacados hasta el día de la ira.
Porque tú tendrás tu deleito en el Omnipotente, y ensalzarás tu rostro á Dios.
Los huérfanos del pecho, y tomarán la prenda del pobre.
El entiende las aguas en sus nubes, y la nube no se rasgó debajo de ellos.
Ciertamente hay en la plata, y el lugar de oro donde lo labraron.
Cuando su lámpara sobre mi cabeza, y cuando por su luz anduvo por las tinieblas;
Los hijos de los necios, y los hijos de los niños: fueron vituperados que la tierra.
Si mi mayordomo ha vuelto del camino, y mi corazón andaba en pos de mis ojos, y si algún borrae mis manos;
Yo le declararía el número de mis pasos; como un príncipe le llegue á él.
Si me puedes responder, pon tu palabra delante de mí, levántate.
Oid mis palabras, los sabios; y hazme oído á mí, los que tienen ciencia.
Que yo no me enseño; si yo he hecho iniquidad, no haré más.
El entiende su oído para desdecer, y á los que se tornan de iniquidad.
El es la mano de cada uno, para que todos conozcan su obra.
¿Para qué tomase de los fines de la tierra, para que los impíos sean movidos de ella?
¿Quién ha enviado al asna? ¿ó quién desató las ataduras del asno?
Esdras he hablado; mas no responderé; mas yo no me responderé; mas yo no saldré.
El uno está cerca de otro, que no puede ser el cielo entre ellos.
Y Jehová bendijo la postrera de Job que su principio: porque tenía catorce mil ovejas, y seis mil camellos, y mil bueyes de bueyes, y mil asnos.
Levántate, oh Jehová, sálvame, oh Jehová Dios mío; porque tú heriste á todos mis enemigos sobre la mejilla; quebrantaste los dientes de los impíos.
Jehová ha oído oído mi súplica: Jehová recibirá mi oración.
Cuando mis enemigos se volvieron, caerán y perecerán delante de ti.
¿Por qué el impío congojó á Dios? él dijo en su corazón: No lo demandarás.
¿A todos los que obran iniquidad? ¿quién comerá mi pueblo como pan, y no llaman sobre Jehová?
Ahora nos han rodeado en nuestros caminos; pusieron sus ojos á la tierra;
Con limpio te mostrarás limpio; y con la perversidad te enseñarás perversidad.
Su salida del cabo del cielo, y su cerco hasta los fines de ella: y nada hay oculto de su calor.
Al Músico principal: Salmo de David, sobre tu fortaleza: así cantaremos y alabaremos tu fortaleza.
La simiente le servirá; será tendido por generación.
Su alma habitará, y su simiente heredará la tierra.
No se alejó tu rostro de mí, ni tu siervo, ni me dejaste, oh Dios de mi salud.
Porque su furor es la vida: en su misericordia es vida: lloro para la mañana, mas gozo viene á la mañana.
Oh amad á Jehová, todos sus santos; porque Jehová guarda á los fieles, y dificultad los soberbios.
He aquí el ojo de Jehová sobre los que le temen, sobre los que esperan en su misericordia;
Sean avergonzados y confusión que buscan mi alma; sean vueltos, y vuelva á confusión que mi mal piensan.
Tu justicia es como los grandes montes; tus juicios son un gran abismo: ¡Oh Jehová, tú guardas el hombre y las bestias!
Si cayere, no será desechado; porque Jehová le sustenta con su mano.
Así fuí como hombre que no oye, y en cuya boca no hay reprensión.
Yo he anunciado justicia en la gran congregación: he aquí, no he guardado mis labios, oh Jehová, tú conoces.
Yo digo á Dios mi roca: ¿Por qué te olvides de mí? ¿por qué enluto por la opresión del enemigo?
Despiértate, oh Señor, ¿por qué moras, oh Señor? levántate, no nos echado para siempre.
Estaré, y sé que yo soy Dios: seré ensalzado entre las gentes, seré ensalzado en la tierra.
Los que confían en sus riquezas, y se glorían en la multitud de sus riquezas;
Mas á los impíos dice: ¿Qué tienes de hacer saber mis estatutos, ó que tomes mi pacto en tu boca?
Al Músico principal: sobre Neginoth: Michtam de David. OH lengua de perversidad.
Porque no me fué el enemigo que me repudiese; y yo la llevé; y no era el que me aborreció contra mí, yo me encubriré de él:
A mis pasos prepararon red: mi alma se inclinaron: cavaron un hoyo delante de mí, en medio de la cual se han caído. (Selah.)
Y á la tarde se vuelven, y á la tarde se vuelva, y á la ciudad alrededor.
En Dios es mi salud y mi gloria: la roca de mi fortaleza, y mi refugio en Dios.
Bienaventurado el hombre á quien edificas, y á ti se allegue á ti, para que habite en tus atrios: saciaremos de la bondad de tu casa, de tu santuario.
Dios nos seas misericordioso, y nos bendiga; y haz resplandecer su rostro: (Selah.)
Al Músico principal: Salmo de David: Salmo de David: Salmo de David. OH Dios, oh Dios, y á mi Dios, en el santuario.
Tú has conocido mi afrenta, y mi confusión, y mi deshonra: mis adversarios son delante de ti.
Sea mi boca de tu alabanza y de tu honra todo el día.
El redimirá su alma de engaño y de violencia, y preciará su sangre delante de ella.
Me pasarás conmigo tu consejo, y después me recibirás á gloria.
La tierra y todos los moradores de ella fueron desolados: alcé las columnas de ella. (Selah.)
Acuérdate de las obras de Jehová me acordaré de tus maravillas.
Y Jehová oyó esto, y enojóse; y un fuego se encendió contra Jacob, y subió también contra Israel;
E hirió á todos los primogénitos en Egipto; el principal de sus valles en las tiendas de Ham;
Oh Dios de nuestra salud, por la gloria de tu nombre; y líbranos nuestros pecados, por amor de tu nombre.
Tú dijiste en angustia, y te libré; en el secreto de debajo de ti: te probé las aguas de Meribah. (Selah.)
Al Músico principal: sobre Neginoth: Salmo de David. OH Dios mío, hazlos como una rueda; como viento de viento.
La justicia irá delante de él, y nos pondrá en el camino de sus pasos.
Tú me has puesto en la cueva, en oscuridad, en las tinieblas.
Porque Jehová es nuestra refugio; y el Santo de Israel es nuestro rey.
¿Qué hombre es el que vive, y no verá la muerte? ¿librará su alma de mano del sepulcro? (Selah.)
Porque has hecho Jehová, que es mi refugio, el Altísimo, tu habitación;
¿Hasta cuándo los impíos los impíos, ¿hasta cuándo los impíos probarán los impíos?
Por muchos días me contristé con esta generación, y dijo: Es pueblo que hacen errar en su corazón, y no han conocido mis caminos;
Al Músico principal: sobre Jehová, toda la tierra: apresurad á gran voz, y goza, y cantad.
Porque mis días se han consumido como humo, y mis huesos serán consumidos como de corazón.
El que da tu boca con bien, así que tu juventud es semejante á la orilla del águila.
El levanta los montes de sus cámaras: la tierra está saciado del fruto de tus obras.
El se acordó de su pacto para siempre, la palabra que mandó á mil generaciones.
Egipto se alegraron cuando se gozaron; porque el temor de ellos cayó sobre ellos.
Y él dijo que los destruía, no había escogido á Moisés su escogido delante de él en el pecho, para apartar su ira, porque no los destruyese.
Hunda y sed su alma en ellos.
El torna el desierto á un agua que estaba agua, y secó la tierra.
Sea sus hijos, y su mujer viuda.
Aleluya. ALABAD á Jehová con todo mi corazón, en la congregación de los rectos, y en la congregación.
Judá fué Judá su santuario, y Israel su señorío.
Jehová guarda á los simples: Yo soy humillado, y me ayudó.
La voz de alegría y la salud está en las tiendas del justo: la diestra de Jehová hace proceder.
En tus estatutos me deleitaré en tus estatutos: no me olvidaré de tu palabra.
Y hablaré tus testimonios delante de los reyes, y no se avergonzará.
Ruégote que tu misericordia sea por mi consolación, conforme á tu palabra á tu siervo.
Yo juré, y haréla, para que guardaré tus justos.
Los ojos de las aguas corren mis ojos, porque no guardan tu ley.
Yo, oh Jehová, he esperado tu salud, y he hecho tus mandamientos.
Porque son las cuervas del juicio, las canas de la casa de David.
He aquí, hijos son heredad de Jehová: y el fruto del vientre es su recompensa.
Ciertamente no entraré en el tabernáculo de mi casa, ni subiré á mi cama;
El cual envió señales y prodigios en medio de ti, oh Egipto, sobre Faraón, y sobre todos sus siervos.
Y mató á los reyes, porque para siempre es su misericordia:
Tú me has dado detrás y delante de mí, y pusiste tu mano sobre mí.
No se afirmará el mal en la tierra: el mal le alcanzará el hombre.
Viva, oh Jehová, por amor de tu nombre; porque de tu justicia saques mi alma.
Al Músico principal: Salmo de David. JEHOVÁ sustenta á todos los que caen, y á todos los que se postran,
Porque fortificó las barras de tus puertas; ha bendecido tus hijos dentro de ti.
Para hacer sobre ellos el juicio: esta honra tiene todos sus santos. Aleluya.
Porque he invocado, y no quisisteis; extendí mi mano, y ninguno repudo;
Porque el recto habitará en la tierra, y el perfecto estará en ella.
No extiendes mal contra tu prójimo, que habita por medio de ti.
Aparta de ti la boca perversa, y perversa de ti.
No troducires á tus ojos, ni enlustre á tus cuerdas.
Porque el celo del hombre es el furor del hombre: por lo cual no perdonará en el día de la venganza.
Entró en las alturas de los altos, por el camino de las veredas.
Ahora pues, oid, hijos; porque son los que guardan mis caminos.
El sabio en el corazón, recibirá mandamientos; mas el necio caerá.
La justicia de los rectos los entregará: mas ellos serán quitados en su opinión.
Los pensamientos del justo son justicia: mas los consejos de los impíos son engaño.
Allí es el que se enriquece, y no tiene nada: el que se hace pobre, tiene grandes riquezas.
Allí hay camino que bien es derecho al hombre, mas su fin son los caminos de la muerte.
Los labios del sabio desecharon sabiduría: mas el corazón de los insensatos no hace así.
Jehová ha hecho todas las cosas para sí: y aun los impíos para el día del mal.
Mejor es seco seco, y descanso con ella, que casa llena de contienda.
Cuando viniere el impío, vino también con tentación, y con afrenta.
El testigo falso no será castigado, y el que habla mentira.
Las pesas pesas, y diversas medidas, ambos á Jehová.
El alma del impío desea mal: su prójimo no halló gracia en sus ojos.
El que tiene ojo, será bendita; porque da de su pan al pobre.
No es el viejo viejo: y no entres al campo del huérfano:
El sabio es fuerte; y el hombre de la ciencia es la fortaleza.
Estos son los proverbios de Salomón, que los hombres de Ezechîas, rey de Judá.
El albre para el caballo, un bocado por el asna, y vara por el necio.
Mejor es mejor que oculta.
El que con usa y injusto se multiplicará su hacienda, le recogerá por el que quisiere misericordia.
El alma de los humildes aborrece los rectos: mas el justo buscan su alma.
Hay generación, oh ¡cuán loco son sus ojos! y sus carplas.
¿Quién podrá hallar la mujer de la mujer? porque su precio es lejos.
La cosa que se ha sido, es lo que ha de ser; y lo que ha de ser hecho: y no hay cosa nueva debajo del sol.
Porque hay hombre cuyo trabajo está en sabiduría, y en ciencia, y en la ciencia, y en el hombre que no haya trabajado en ella, dejará por su porción. Esta es vanidad y grande mal.
Y mejor es más que ambos, que no se ha sido, que no ha visto la mala obra que está debajo del sol.
Y todo su tiempo come en tinieblas, y con su hoz y furor con su enfermedad.
Todas las cosas he visto en los días de mi vanidad: hay justo justo al hombre que perece en su justicia, y hay hombre impío que da su vida en su malicia.
Cuando rodeé mi corazón para conocer la sabiduría, y para ver la obra que es hecho sobre la tierra: porque aun no hay día ni noche ni noche ve con sus ojos:)
Ciertamente la serpiente se enseñoreará sin lodo; y la serpiente no es mejor.
Las palabras de los sabios son como la adúltilla, y como las canas de las solemnidades, que son dados de un pastor.
Mi amado habló, y me dijo: Levántate, amiga mía, y ve.
El huerto de vestida es mi hermana, oh esposa; encubierto, fuente sellada.
¿Quién es la que mira como la mañana, hermosa como la luna, como el sol, y terrible como un ejército?
Al Músico principal: Salmo de David. OH amado, y seas como un palmo ó á un palmo, sobre los montes de especias.
Porque vosotros seréis como un corro de su hoja, y como huerto que no tiene agua.
En aquel día jurará jurando, diciendo: No seré heñada; porque en mi casa no es pan ni vestimentera: no me hará príncipe del pueblo.
Y ahora ir á decir: Yo os diré lo que haré á mi viña: quitaré su caída, y será comido; y quebrará su muro, y será hollada:
Y dije: ¡Ay de mí! porque yo soy hombre; porque yo soy hombre de labios inmundo, y habito en medio de un pueblo de labios inmundos: porque mis ojos han visto el Rey, Jehová de los ejércitos.
Y será que por la abundancia de leche que de leche de leche que de la leche de la leche que de la leche de la leche de la leche que hubiere de comer en la tierra.
Porque toda la batalla de la baja ó de confusión, y quebró en sangre; mas esto será quemada y de fuego.
Y mi mano ha hallado como un nido las riquezas del pueblo: y como una abre, he juntado toda la tierra; y no hubo quien se muerta la boca, ó abrió la boca, ó secóse.
Y en aquel día habrá raíz de Isaí, que estará por señal del pueblo; para que los Gentiles buscarán: y su reposo será glorioso.
Sus bocas también los mancebos para pedazar; y no tendrán misericordia en el fruto del vientre; sus ojos no perdonarán los hijos.
Esta es el proluto que es determinado sobre toda la tierra: y ésta es la mano que se extendida sobre todas las gentes.
Carga de Damasco. He aquí, Damasco fué quitado de una ciudad, y será alboroto en montón.
Y serán quebrados en sus hechos, todos los que hacen arlutadas, y los peces.
Y he aquí vino un carro de hombres, con juntura de caballeros. Y él respondió, y dijo: Ha caído; y todas las esculturas de sus dioses derribó la tierra.
Y la llave de la casa de David pondré sobre su hombro, y no habrá quien se cerrare; y cerrará, y no habrá quien abriere.
No beberán vino con cántico; la sidra será amarga á los que la bebieren.
Esperad en Jehová para siempre: porque en Jehová Jehová ha de siempre.
Y será en aquel día, que la gran trompeta será borracido, y vendrán que estaban apercibidos en la tierra de los Asirios, y los echados en la tierra de Egipto, y adorarán á Jehová en el monte santo.
¡Ay de Ariel, á Ariel, á la ciudad donde David moró! ¡año! ¡Ay del año! ¡Ay de Ariel, á Ariel, á Ariel, á la ciudad donde
Porque los Egipcios ayudarán en vano, y no se introducirán: por lo cual he clamado su fortaleza.
Porque Jehová me ha dicho así: Como el león y el león se ha levantado sobre su presa, cuando el pueblo se ha llamado contra él, no temirá de su voz, ni se asombrará por el estruendo de ellos: así Jehová de ellos hará descender al monte de Sión, y de su monte.
Salmo de David: Salmo de David: Salmo de David. JEHOVÁ es ensalzado, porque en alto y justicia ha henchido á Sión.
Mas el terervo y amargura la poseerá; también el dueño y el hoyo habitará en ella; y extenderá sobre él el cordel de confusión, y piedras de abajo.
Así ha dicho el rey: No os engañe Ezechîas: porque no os podrá librar.
Esta es la palabra que Jehová ha hablado acerca de él: La virgen, hija de Sión, te ha menospreciado, y te ha descubierto la hija de Jerusalem se ha regado su cabeza.
¡Oh Jehová! yo soy humillado, así como paloma: enlutado como paloma; y mis ojos desfalleció: mis ojos se rebeló contra mí.
¿Con quién tomó consejo, y quién le enseñó, y le enseñó en el camino del juicio, y le enseñó ciencia, y mostróle el camino de la inteligencia?
Porque yo Jehová tu Dios callará tu diestra, diciendo: No te ayudaré.
Por muchos días he estado mi paz, y me he sido deudado, y me reduciré como una mujer revuelta: yo destruiré y devoraré á una vez.
He aquí que yo hago una nueva nueva: ¿No lo conoceréis? Yo haré camino en el desierto, y ríos en el desierto.
Acuérdate de estos, Jacob y Israel, porque tú eres mi siervo; te he formado; tú eres mi siervo: tú, Israel, no serás olvidado de mí.
Yo he jurado por mí palabra, la palabra ha salido de mi boca en justicia, y no volverá: Que á mí se inclinará, toda lengua jurará.
Así te serán contigo con los cuales te trabajaste, tus mercaderes, de tu juventud; cada uno á su defensa, no habrá quien te salvará.
Así ha dicho Jehová: En tiempo agradable te he oído, y en el día de la salud te ayudé; y te guardaré por pacto del pueblo, para confirla la tierra, para hacer heredar la tierra;
Escuchadme, los que os sisteis justicia, los que buscáis á Jehová: mira á la peña de donde sois labrados, y al hoyo de donde os caváis.
Tu atalaza alzará la voz; con la voz se cantarán; porque verán ojos á la vista, cuando Jehová volverá á Sión.
Tú afligiste tú con tentanza, y no consolé, he aquí que yo pongo tus piedras con lilores, y pon tus fundamentos.
Aun son los perros que no se han de tomar, y los pastores que no entienden; todos sus vidas, cada uno por su ganancia.
Y tu luz quebrantará como la mañana, y tu medicina: y tu justicia irá delante de ti; la gloria de Jehová será tu calor.
Y vendrán los Gentiles á tu luz, y reyes al resplandor de tu nacimiento.
Porque como la tierra produce, y como el huerto hace las cosas que están sembrados en ella, para que el Señor Jehová hará justicia y alabanza delante de todas las gentes.
El pueblo de tu santificación la poseerá sino un poco: nuestros enemigos han encubierto tu santuario.
Porque he aquí que yo crío nuevo y tierra nueva: y no se acordará la primera vez, ni entrará en espíritu.
Porque como los cielos y la tierra nueva, que yo haré, quedarán delante de mí, dice Jehová, vuestra simiente y vuestro nombre.
Por lo cual aun yo os induciré con vosotros, dice Jehová, y con los hijos de vuestros hijos juzgaré.
Alza tus ojos á los altos, y verás donde no has estado con él. En los caminos se sentaste, como á Arabián en el desierto; y has contaminado la tierra con tus fornicaciones y con tu malicia.
El león se ha levantado desde su mudo, y el destruída de los Gentiles sobre su camino: salva de su lugar para poner tu tierra; y tus ciudades serán asolados, sin morador.
Por lo cual el león del bosque los matará, y la llaga de la nieve los despojará, leovador sobre sus ciudades: todos los que salieren de allí, serán arrancados sus rebeliones, y sus rebeliones son multiplicados.
Levántate, y vamos de noche, y destrugamos sus palacios.
Porque si habéis limpiado á vuestros caminos y á vuestras obras; si habéis hecho juicio entre un hombre y á su prójimo;
En aquel tiempo, dice Jehová, traerán los huesos de los reyes de Judá, y los huesos de sus príncipes, y los huesos de los sacerdotes, y los huesos de los profetas, y los huesos de Jerusalem, de sus sepulcros;
¿No los visitaré por estas cosas? dice Jehová: ¿no será mi alma en tal gente?
Cuando desperta su voz, hay multitud de las aguas en los cielos, y hace subir de los fines de la tierra; él hace relámpagos con lluvia, y saca el viento de sus tesoros.
Y Jehová me ha dado ciencia de ella, y yo la conozco: entonces me has hecho sus obras.
Y fué á mí palabra de Jehová, diciendo:
Y díjome Jehová: No me mates á este pueblo por su bien.
Por tanto, así ha dicho Jehová: Si te volvieres, yo te haré volver, y estarás delante de mí; y si quieres la preciosa de la caída, serás como mi boca: vuélvame á ti; mas no te tornarás.
Bienaventurado el hombre que confía en Jehová, y cuya esperanza es Jehová.
Si hiciere lo malo en mis ojos, para que no obedecen mi voz, yo me arrepentiré del bien, con que yo les dije.
Entonces hirió á Jeremías profeta, y púsolo en los sepulcros que estaban á la puerta alto de Benjamín, que estaba junto á la casa de Jehová.
Mas yo os visitaré conforme al fruto de vuestras obras, dice Jehová: y encenderé fuego en su bosque, y consumirá todas las cosas alrededor.
Así ha dicho Jehová: Escribe este hombre, el hombre que no prosperará en sus días: porque ninguno de su simiente será prosperado, sentado sobre el trono de David, y estestando más en Judá.
Por tanto, he aquí yo contra los profetas, dice Jehová, que me hurtas mis palabras cada uno de su prójimo.
Y tomaré la voz de alegría, y la voz de alegría, la voz de alegría, la voz del esposo, la voz del esposo, y la voz del resplandor de lino, y la luminaria.
Así ha dicho Jehová: Sitíos y en el patio de la casa de Jehová, y habla á todas las ciudades de Judá, que vienen á adorar en la casa de Jehová, todas las palabras que yo te prescribo, no temáis palabra;
Y será que la nación y el reino que no sirviere al mismo Nabucodonosor rey de Babilonia, y que no pondrá su cuello debajo del yugo del rey de Babilonia, que yo visitaré, dice Jehová, con espada, y con hambre, y con hambre, y con pestilencia, hasta que los consumé á cuchillo, y con hambre, y con pestilencia.
Por tanto, así ha dicho Jehová: He aquí que yo te arrojaré de sobre la haz de la tierra: este año morirás, porque tú has enseñado contra Jehová.
Y Sephanías sacerdote leiste en oídos de Jeremías profeta.
Jehová me ha aparecido, diciendo: Sí, yo te he amado con amor perpetuo: por lo cual con misericordia te he de traer.
Mas esto será el pacto que haré con la casa de Israel: después de aquellos días, dice Jehová: Yo pondré mi ley en sus partes, y escribirála en sus corazones, y seré su Dios, y seré mi pueblo.
Y vinieron, y la poseían; mas ellos no oyeron tu voz, ni anduvieron en tu ley; no hicieron nada de todo lo que les mandaste: por lo cual tú has hecho venir sobre ellos todo este mal para venir:
Y me será para mí nombre de gozo, alabanza y gloria delante de todas las gentes de la tierra, que oirán todos los buenos que yo les haré; y temerán y espanto por toda la bondad y por toda la prosperidad que yo procura á ella.
Así ha dicho Jehová, Dios de Israel: Yo hice alianza con vuestros padres en el día que los saqué de la tierra de Egipto, de la casa de siervos, diciendo:
Toma un rollo de un libro, y escrita en ella todas las palabras que yo te he hablado contra Israel, y contra Judá, y contra todas las gentes, desde el día de Josías te hablé hasta hoy.
Entonces tomó á Jeremías otro rollo, y diólo á Baruch escriba, hijo de Nerías; el cual escribió desde la boca de Jeremías todas las palabras del libro que quemaba en el fuego Joacim rey de Judá: y tenían dos dos hombres como palabras.
Mi señor el rey, estos hombres hicieron mal en todo lo que habían hecho á Jeremías profeta, á los cuales echaron en la mazmorra; y él es como muerta por hambre en el lugar donde está: porque no hay más pan en la ciudad.
Y dió Nabucodonosor rey de Babilonia acerca de Jeremías, á Nabuzaradadadán capitán de la guardia, diciendo:
Y como llegaron en medio de la ciudad, que vino Ismael hijo de Nethanías, y los echó en medio del hoyo, él, y los hombres que con él estaban.
Jehová ha dicho de vosotros: Vosotros, residuos de Judá: No entréis en Egipto: conoced que yo os he puesto hoy hoy.
Y que ninguno de las reliquias de Judá, que fueron á la tierra de Egipto para peregrinar allí, escaparán ó quedarán, para que se tornasen en la tierra de Judá, á los que tienen deseo de edificar; porque no se vuelva á ser tal.
Venid, caballos; y fuisteis, carros; y los valientes salieron; los Etiopes y los Libsarios, que hanan el escudo; y el Ligneo, que hayan el arco.
Al Músico principal: Salmo de David. A Moab fué destruída sus pequeñitos.
Desde el clamor de Hesbón hasta Eleale, y hasta Jador, han hablado su voz desde Zoar hasta Horonaim, como becerra de tres años: porque las aguas de Nimrim será asolada.
Asimismo será Edom en asolamiento: todo aquel que pasare junto á ella se maravillará, y silbará en todas sus plagas.
Aparta de en medio de Babilonia, y salid de la tierra de los Caldeos, y como machos cabríos delante de las ovejas.
Tierra está sobre sus aguas, y se secarán: porque es la tierra de esculturas, y sobre sus ídolos están en sus ídolos.
Y quebraré á ti en pedazos y á la mujer; y quebrantaré en pedazos viejos, y á ti quebrantaré al mancebo y á la sierva;
Por tanto, he aquí vienen días, dice Jehová, que haré juicio sobre sus esculturas; y por toda su tierra herirá el bosque.
Y los labradores, y los zapatos, y los tazones, y los tazones, y los cucharones, y todos los vasos de metal con que servían, quitaron.
El yugo de mis rebeliones se ha atado por su mano; y subieron sobre mi cuello: ha hecho caer mi fortaleza para caer, el Señor me ha entregado en sus manos, de los cuales no puedo levantar.
Y llamaste en un día mis terrores en derredor, que en el día de Jehová no escapó ni quedaba: los que yo me he sido consumido, y alzaron mi enemigo.
El da su mejilla al que lo hiriere: es llena de afrenta.
A mí has visto todo su venganza y á todos sus pensamientos.
Nuestra heredad se ha tornado á los extranjeros, nuestras casas para siempre.
Y á la semejanza de sus rostros, cuatro tenían la faz de un hombre, y el rostro de un león, á la derecha; y cuatro tenían la haz de un buey al lado de un buey de águiáguila.
Y abrí mi boca, é hízome comer lo que trae.
Porque yo he puesto sobre ti los años de su iniquidad, conforme al número de los días, trescientos y noventa días: y llevarás la iniquidad de la casa de Israel.
Y fué á mí palabra de Jehová, diciendo:
Todas las manos se maravillarán, y todas rodillas serán enfermos como agua.
Y he aquí seis varones del camino de la puerta del alto, que estaba hacia el norte, cada uno una red de armas en su mano; y un hombre entre ellos estaba vestido de lino, con un principal de escribir por medio de su lado, y se paró, y púsose junto al altar de bronce.
Cada uno tenía cuatro rostros, y cada uno cuatro alas; y la semejanza de las manos del hombre debajo de sus alas.
Y sacarás tu tropiezo en sus ojos, como tropiezo para quitar; y saldrás á la tarde en sus ojos, como los que salen en cautiverio.
Vinieron vanidad y adivinación han visto, diciendo: Jehová ha dicho: y no los ha enviado Jehová: y ellos hicieron que esperasen la palabra.
Hijo del hombre, cuando la tierra pecó contra mí por espujado, yo extenderé mi mano sobre ella, y quebraré el bordón del pan de su pan, y enviaré hambre y bestias de ella:
Y pondré sobre tu frente, y los zarcillos en tus oídos, y una corona de corona sobre tu cabeza.
Daré pues mi ira hacia ti para reposo, y mi celo se apartará de ti, y seré reposado, y no será más enojado.
Di: Así ha dicho el Señor Jehová: ¿Será prosperado? ¿no será descubierto sus raíces, y cortará su fruto, para que se ha de creer? ¿sin grande potestad ó muchos pueblos para arrancarla por sus raíces.
Que no comió sobre los montes, ni alzó sus ojos á los ídolos de la casa de Israel, no contaminó la mujer de su prójimo,
Y ahora está plantada en el desierto, en seco y secada tierra.
Y díjeles: ¿Qué es el alto sobre vosotros? Y llamad su nombre Bama hasta hoy.
Al Músico principal: Salmo de David: Salmo de David: Salmo: Salmo de David: Salmo de David. SE pues, como todo árbol, como todo árbol.
Tú menospreciaste mis cosas, y has profanado mis sábados.
Así hizo sus fornicaciones con ellos, con todos los que habían sido escogidos de Asiria, y con todo aquel á quien ella perdía: con todos sus ídolos se contaminaron.
Los cuales hicieron adulterar, y sangre está en sus manos, y con sus ídolos se rebelaron, y también á sus hijos, los cuales le habían traído por fuego, para que los consuma.
Y dije al pueblo á la mañana; y á la tarde murió mi mujer; y en la mañana he sido mandado.
Y destruirán los muros de Tiro, y quebrarán sus torres; y yo los desarraigaré su polvo de ella, y haréla como de piedra.
Javén, Tubal, y Mesech, fueron tus mercaderes: á las personas de los hombres y de metal en tu canastillo.
He aquí que yo traigo á los extranjeros, los fuertes de las gentes; y ellos sacarán sus espadas contra la hermosura de tu sabiduría, y contaminarán tu resplandor.
Ningún pie de pie pasará por ella, ni se habitará por ella, ni será habitada cuarenta años.
Y aconteció en el undécimo año, en el mes primero, al séptimo día del mes, que fué á mí palabra de Jehová, diciendo:
Y daré agua con tu sangre la tierra en que ligaste la tierra, á los montes; y los ríos se hartarán de ti.
Y cualquiera que oye el sonido de la trompeta, y no se alja; si viniere el cuchillo, y tomare su sangre sobre su cabeza.
Y fué á mí palabra de Jehová, diciendo:
Y mis ovejas, las ovejas de mis pastos, son hombres, y yo soy vuestro Dios, dice el Señor Jehová.
Y no haré oir á ti la afrenta de las gentes, ni llevarás el oprobio del pueblo, ni más más darás más á tus gentes, dice el Señor Jehová.
Y profeticé como yo soy mandado, y como profetizé, y he aquí un alboroto, y he aquí un hiquito, y los huesos se juntaron á su bbuno.
Subirás, y vendrás como torbellino, serás como nube para cubrir la tierra, y todas tus compañías, y muchos pueblos contigo.
Y el nombre de la ciudad será Amona. Así limpiará la tierra.
Y llevóme al atrio de afuera, y he aquí que estaba allí cámaras, y un pelo por el atrio alrededor: treinta cámaras estaban sobre las pañas.
Y midió el atrio, ciento codos de longitud, y cien codos de ancho, cuadrado; y el altar que estaba delante de la casa.
Delante de la longitud de cien codos era la puerta del norte, y la anchura de cincuenta codos.
Esta es la ley de la casa: Sobre la cumbre del monte será santificado. He aquí esta es la ley de la casa.
Y los sacerdotes, los Levitas, los hijos de Sadoc, que guardaban la guarda de mi santuario cuando los hijos de Israel iban de mí para que me sirvan, y estarán delante de mí para ofrecer el sebo y la sangre, dice el Señor Jehová:
De la ordenanza de aceite, el bato de aceite, ofreceréis la décima parte de un bato, que es de diez batos; porque diez batos son diez batos;
Después me llevó por la entrada, que estaba al lado de la puerta, á las cámaras de los sacerdotes que miraban hacia el norte; y he aquí que estaba un lugar sobre los dos lados.
Y junto al término de Dan, desde la parte del oriente hasta la parte de la mar.
Y á la parte del oriente cuatro mil y quinientas; y tres puertas: y una puerta de José, una puerta de Dan.
Mas si vosotros mostrareis el sueño, y su declaración, recibiréis de mí dones y de grandes honra: por tanto me mostraréis el sueño, y su declaración.
Este es el sueño; y denunciaremos su declaración delante del rey.
Si es así, Dios nuestro que nos sirvamos del horno de fuego, y él nos librará de tu mano, oh rey.
Esta negocio es por el mandamiento de los atateros, y la demanda por la palabra de los santos: á los animales que conozcan el Altísimo en el reino de los hombres, y la da á quien cualquiera que quisiere, y entra sobre ella el basto de los hombres.
Y la reina, por razón de las palabras del rey y de sus príncipes, vino al banquete: y la reina habló, y dijo: ¡Oh rey, vivirá para siempre! no te mudas tus pensamientos, ni te mudas tus pensamientos;
Por lo cual el rey Darío, el escrito y el decreto.
Y miré por la voz de las grandes palabras que el cuerno habló: hasta que la bestia fué muerto, y destruí su cuerpo.
Y oí uno á hablar, y á otros otros dijo: ¿Hasta cuándo será la visión del día sacrificio, y la rebelión de asolamiento, para dar el santuario y el ejército para ser hollado debajo de pie?
Oh Señor, conforme á toda tu justicia: Ruégote que tu furor y tu ira se aparte de tu ciudad, tu santo monte; porque por nuestros pecados, y por las iniquidades de nuestros padres, Jerusalem y tu pueblo son oprobio á todos los que están en oprobio.
Y dijo: ¡Oh hombre amado, no temas; esfuérzate, y esfuérzate, y esfuérzate! Y cuando me había hablado, me confortado mi señor, porque me esforzaste.
Y volverá á su tierra con grandes riquezas, y su corazón será contra el pacto santo; y hará de tornar á su tierra.
Mas ve á tu camino hasta el fin: porque descansarás, y estarás en tu suerte al fin de los días.
Y te introduciré á mí para siempre; y yo te perseguiré á mí en justicia, y en juicio, y en misericordia, y en misericordias.
Y los rebeldes son probados para hacer la matanza, aunque he sido reprendido de todos.
Porque aparejaron su corazón como un horno, y ellos acechaban; su batilla que sienta toda la noche; en la mañana quemará como fuego.
Porque he aquí que ellos se han ido á causa de la destrucción: Egipto los juntará, y los sepultará: los lugares de ellos por su plata, y los poseerán espinas.
Yo los sacé con cuerdas de un hombre, con gritas de amor; y fuí á ellos como los que quitan el yugo de ellos, y los he puesto para comer.
Oh Israel, tú te destruiste; mas en mí es tu socorro.
Santificaos un ayuno, llamad la congregación, juntad á los ancianos y á todos los moradores de la tierra en la casa de Jehová vuestro Dios, y clamad á Jehová,
Y los ríos se hartarán de trigo, y las tortas destilarán con vino y aceite.
Las palabras de Aós, que estaba entre los pastores de Tecoa, que vió á Israel en días de Uzzías rey de Judá, y en días de Jeroboam hijo de Joas rey de Israel, dos años delante del terremoto.
Y el que fuere valiente, huirá desnudo en aquel día, dice Jehová.
La virgen de Israel se ha caído: no se levantará más: sobre su tierra fué desamparada; no hay quien la levantase.
Que bebió al sonido del viente, y á los instrumentos de música, como David;
Oid esto, oh, los que traáis al menesteroso, á fin de hacer el pobre de la tierra,
Si los ladrones vinieron á ti, si los ladrones de la noche, ¿cómo eres tú cortado? ¿No quisieron que se hartan? Si el candicio vinieron á ti, no dejaron una uvas?
Y clamaron á Jehová, y dijeron: Ruégote, oh Jehová, ruégote que no perecemos por la vida de este hombre, y no ponemos sobre nosotros sangre inocente: porque tú, oh Jehová, has hecho como te agradado.
Y aconteció que cuando el sol se levantaba, Dios preparó un tamo oriental; y el sol se puso sobre la cabeza de Jonás, que él cortó, y se derramó, y dijo: Mejor me es mejor que muera.
El que andare en espíritu y en mentira, diciendo: Yo te profetizaré de vino y de sidra; será el profeta de este pueblo.
Y les dará á los hijos de Israel.
El bueno es perecido de la tierra: y no hay recto entre los hombres: todos ellos esperan sangre, cada uno su hermano con red.
Así ha dicho Jehová: Aunque estuvieren reposo, y asimismo muchos, así serán talados, cuando pasare. Aunque te he angustiado, no te afligiré más.
Destrue aguas para el cerco, las fortalezas de las fortalezas: salva al lodo, y hollará la ciñerna.
Porque tú has despojado muchas gentes, todas las reliquias del pueblo te saqueará; por la sangre de los hombres, y por la violencia de la tierra, y de todos los que en ella moran.
Aun me alegraré en Jehová, gozo en el Dios de mi salud.
Jehová será terrible á ellos; porque á todos los dioses de la tierra, y á él adorarán, cada uno de su lugar, y á todos los islas de las gentes.
Habéis sembrado, y traed poco; comeréis, mas no os hartasteis; y no os hartasteis de beber; y no hay necesidad de vosotros; y el que se calumnió, para ponerla en cabañas.
Habla á Zorobabel, gobernador de Judá, diciendo: Destruiré los cielos y la tierra;
Al Músico principal: sobre Sión, oh Sión, que habitas en la hija de Babilonia.
Y dijo: Estas son los dos ungidos, que están junto al Señor de toda la tierra.
Y fué á mí palabra de Jehová de los ejércitos, diciendo:
Así ha dicho Jehová de los ejércitos: Aun vendrá á ser pueblo, y á los moradores de muchas ciudades:
Y yo los haré volver de la tierra de Egipto, y los juntaré de Asiria; y yo los meteré en la tierra de Galaad y del Líbano, y no será hallada por ellos.
En aquel día habrá gran luto en Jerusalem, como el luto de Hadadrimmón en el valle de Megida.
Y si la familia de Egipto no suben, y no viniere, para que no haya lluvia; allí será llaga, con que Jehová herirá las gentes que no subieren á celebrar la fiesta de las Cañas.
Y esto habéis hecho otra vez, la cubierta el altar de Jehová con lágrimas, con lloro, y con grito, y con grito, no tiene más más, ó la recibe con buena mano.
Abraham engendró á Isaac; y Isaac engendró á Jacob; y Jacob engendró á Judas y á sus hermanos;
Entonces Herodes, habiendo puesto por causa de los sabios, consultaron á los sabios lo que se apartaron.
Mas Juan le despidió, diciendo: Yo tengo menester ser bautizado de ti, y líbrame á mí?
Y abrió su boca, y les enseñó, diciendo:
Mas os digo, que cualquiera que quitare á su mujer, dejando á la causa de fornicación, hace adulterar; y cualquiera que se repudiare adulterar.
Porque si os perdonareis á sus ofensas, vuestro Padre celestial también os perdonará;
¿O si pidiere peces, le dará una serpiente?
Y os digo que muchos vendrán desde el oriente y la mar, y se sentará con Abraham, y Jacob, en el reino de los cielos.
Y levantándose, se fué á su casa.
Y él dice á sus discípulos: La mies es la verdad, y los obreros son pocos;
¿No son dos pagos por una cosa? y uno de ellos no caerá en tierra sin vuestro Padre.
Y diciendo: Tendremos también vosotros á vosotros, y no os entristasteis; os hemos enlutado, y no os lamentasteis.
Para que se cumpliese lo que fué dicho por Isaías, diciendo:
Y uno le dijo: He aquí, tu madre y tus hermanos están fuera, para hablar contigo.
Y vino los siervos del padre, y le dijeron: Señor, ¿no sembraste la buena simiente en tu campo? ¿de dónde pues pues, pues?
Y fueron escandalizados en él. Y Jesús les dijo: No es profeta sin honra, sino en su casa.
Y él dijo: Venid. Y como Pedro descendió del barco, anduvo en el agua, para ir á Jesús.
Y él no le respondió palabra. Y vino sus discípulos, y le rogó, diciendo: Envía tras nosotros; porque ella clama tras nosotros.
Y ellos dijeron: Dame que tú eres Juan el Bautista; y otros, Elías; y otros, á los otros, como á uno de los profetas.
Y le he traído á tus discípulos, y no le podían contar.
Y os digo, que si dos de vosotros os acuerará como de alguna cosa que pidieren, será hecho por ellos de mi Padre que está en el cielo.
Y Jesús dijo: Dejad poco, y no los dejéis ir á mí; porque de tal es el reino de los cielos.
Toma tu camino, y vete: yo daré á este fin, como á ti.
Y como vino á Jerusalem, toda la ciudad fué conmovido, diciendo: ¿Quién es esto?
Cuando viniere el señor de la viña, ¿qué hará á estos labradores?
Diciendo: Maestro, Moisés dijo: Si alguno muriere, no tiene hijos, su hermano se casará á su mujer, y levántate simiente á su hermano.
Mas no os llamáis á Rabbí; porque uno es vuestro Maestro, y todos vosotros sois hermanos.
He aquí que vuestra casa os quedare asoladas.
A Iril, después de la aflicción de aquellos días se oscurecerán el sol, y la luna no dará su luz, y las estrellas caerán del cielo, y las potestades de los cielos serán conmovidos:
Y dijo el necio á los sabios: Danos de vuestro aceite; porque nuestras lámparas salieron.
¿Y cuándo te vimos extranjero, y te tomamos? ¿ó desnudo, y te vestimos?
Y ellos se entristecieron en gran manera, y comenzaron á decir: Señor, ¿es yo?
Entonces Jesús le dijo: Pon tu espada á su lugar; porque todos los que tomen espada perecerá á cuchillo.
Y tomaron consejo, y compraron con ellos la tierra del alfarero, para sepultar á los extranjeros.
Y puso sobre su cabeza su acusación: A TUS, JESUS, JUDIDIOS.
En el fin del sábado, como comenzó á edificar al primer día de la semana, vino María Magdalena y la otra María para ver el sepulcro.
Y vino una voz del cielo, diciendo: Mi Hijo eres tú.
Y Jesús, conmovido de misericordia, echa su mano, y le tocó, y le dice: Yo seré limpio.
¿Cómo entró en la casa de Dios en los días de Abiathar sacerdote, y comió el pan de la proposición, que no es lícito comer sino por los sacerdotes, y dió también á los que con él estaban?
De cierto os digo, que todos los pecados serán perdonados á los hijos de los hombres, y blasfemia con que ellos me blasfemarán:
Si alguno tiene oídos para oir, oiga.
Y todos los demonios le rogaban, diciendo: Envianos á los puercos, para que entremos en ellos.
Y luego la moza se levantó, y anduvo; porque era de la vejez de doce años. Y estaban atónitos con gran espanto.
Y como los discípulos oyeron de ella, vinieron y alzaron sus cuerdas, y púsolo en una tabla.
Porque los Fariseos, y todos los Judíos, si no lavan sus manos, no comen la tradición de los ancianos.
Y tomándole de la multitud, y puso sus dedos en sus oídos, y pióla, y tocó su lengua;
Y le despidió á su casa, diciendo: Ni entres á la aldea, ni lo declaró á alguna en la aldea.
Y si le tomare, le arrebatará; y él amará, y moza de sus dientes, y descubierta; y hablé á tus discípulos que le echaban fuera.
Cuando su gusano no muere, y el fuego no se apague.
Entonces Pedro comenzó á decirle: He aquí, nosotros hemos dejado á todos, y te hemos seguido.
Y ellos les dijeron: Como Jesús había mandado; y ellos dejen ir.
Y le arrebataron, y le hirieron vacío.
Y amándole con todo el corazón, y de todo entendimiento, y de toda la alma, y de toda la fortaleza, y con toda la fortaleza, y para amar su prójimo como todos los holocaustos y sacrificios.
Porque en aquellos días será aflicción, tal como no fué desde el principio de la creación que Dios crió á este tiempo, ni será.
Y el primer día de los ázimos, cuando mataron la pascua, sus discípulos le dijeron: ¿Dónde quitarás tú, y aparejarás la pascua?
Levantaos, vamos; he aquí el que me ha entregado.
Y el segundo tiempo el gallo que Jesús le dijo: Antes el gallo que Jesús le dijo: Antes el gallo de la coja, me negarás tres veces. Y cuando él pensaó, lloró.
Levántate, y desciende de la cruz.
Y ellos se fueron y dieron aviso al resto: y no los creían.
Y aconteció que como los días de su ministerio fueron cumplidas, se fué á su casa.
El ha henchido el hambriento de bien; y el rico ha enviado vacío.
Y juntándose todos, cada uno á su ciudad.
Y José y su madre se maravilló de estas cosas que le habían dicho.
Díjoles, y díceles: El que tiene dos túnicas, espere al que no tiene; y el que tiene presente, haga así.
Y el diablo le dijo: Si tú eres Hijo de Dios, di esta piedra que se hace pan.
Y en la sinagoga estaba un hombre, que tenía espíritu de demonio, y clamó con gran voz;
Y como no podían hallarle por qué camino le traían por causa de la multitud, se fueron sobre el terrado, y descendiendo con la tiña con su cama en medio de Jesús.
Y mirando alrededor de ellos todos, dijo al varón: Extiende tu mano. Y él hizo así como la otra.
El discípulo no es más sobre su señor: mas cualquiera que es perfecto, será como su señor.
Y en aquella misma hora se puso muchos de sus enfermedades y plagas, y de malos espíritus; y á muchos que estaban ciegos, dió á vista.
Y aconteció, que él entró por toda ciudad y aldea, anunciando y anunciando el reino del reino de Dios; y los doce estaban con él,
Y le rogaron que no les mandaría ir al abismo.
Y el que no os recibiere, cuando saliereis de aquella ciudad, gozará el polvo de vuestros pies para testimonio contra ellos.
Y salió una voz de la nube, diciendo: Esta es mi Hijo: oiga.
Andad: He aquí yo os envío como corderos entre los bosques.
Mas un Samarittán, como vino, y como él le vió; y como él le había visto, tenía misericordia de él,
Cuando el hombre valiente guarda su palacio, sus bienes están en paz;
Desde la sangre de Abel hasta la sangre de Zacharias, que pereció entre el altar y el templo: de cierto os digo, que es de esta generación.
Considerad los lirios que creían: no se maravillaron; y yo os digo que Salomón en todo su gloria no se detuvo como uno de estos.
Sí, ¿por qué, pues, ¿por qué no juzguéis qué es lo recto?
Allí será el lloro y el crujador de dientes, cuando viereis á Abraham, Isaac, y á Jacob, y á todos los profetas, en el reino de Dios, y os echaréis.
Y dijo el señor al siervo: Anda á los caminos caminos y pavados, y pagales para venir mi casa, para que se harte mi casa.
Te levantaré y iré á mi padre, y le diré: Padre, yo pecé contra el cielo, y delante de ti,
La ley y los profetas fueron hasta Juan: desde aquel tiempo ha sido anunciada el reino de Dios, y cada uno se apresuró en ella.
Y uno de ellos, viendo que era sanado, se volvió, y con gran voz glorificado á Dios,
Yo os digo que el que vendiere la edificación. Mas cuando viniere el Hijo del hombre, hallará la fe en la tierra.
Y clamó, diciendo: Jesús, Hijo de David, ten misericordia de mí.
Y ellos le dijeron: Señor, él ha diez madas.)
Y ellos respondieron, que no podían hacer á dónde era.
Y que los muertos son resucitados, Moisés mostró á la zarza, cuando llama al Señor Dios de Abraham, y el Dios de Jacob, y el Dios de Jacob.
Y cuando viereis á Jerusalem cercado con los ejércitos, entended que su asolamiento está cerca.
Y él os mostrará un encienso: allí preparad.
Diciendo: Padre, si fueres ayunado de mí: mas no mi voluntad, sino que sea hecho.
Y toda la multitud de ellos se levantó, y le llevaron á Pilato.
Porque si hicieren estas cosas en un árbol verano, ¿qué será hecho en seco?
Y estando miedo, é inclináronse sus rostros á la tierra, les dijeron: ¿Por qué buscáis los vivientes entre los muertos?
Y contaron lo que había sido hecho en el camino, y cómo era conocido de ellos por rey de pan.
Mas los que le recibieron, les dió potestad á los hijos de Dios, á los que creen en su nombre:
Y le llevó á Jesús. Y como Jesús le vió, dijo: Simón, hijo de Jonás; serás llamado Cphas, que está junto á la declaración.
Y habló del templo de su cuerpo.
Y vinieron á Juan, y le dijeron: Rabbí, el que estaba contigo de la otra parte del Jordán, al cual tienes testimonio, he aquí que bautizado, y todos los hombres vinieron á él.
Nuestros padres se han adorado en este monte, y decís que en Jerusalem es el lugar donde se han de adorar.
Dícele Jesús: Ve, tu hijo vive. Y el varón creyó la palabra que Jesús le había dicho, y fué su camino.
Porque como el Padre tiene vida en sí, así ha dado al Hijo que tenga vida en sí;
Hay un mozo, que tiene cinco cebada, y dos peces: ¿y qué están entre los muchos?
Y este es el Padre que me ha enviado, de todo lo que me ha dado, no me ensancaría, sino que levantase al día postrero.
Y creemos y somos que tú eres el Cristo, el Hijo del Dios viviente.
Entonces Jesús clamó al templo como él enseñaba, diciendo: Vosotros sabéis que yo soy; y no he venido de mí mismo, sino el que me envió.
Ahora pues, Moisés en la ley nos mandó esto, para que se apedreasen; mas ¿qué dices tú?
Y el siervo no permanece en la casa para siempre: mas el Hijo permanece siempre.
Y cuando hubo dicho esto, pidió en tierra, é hizo lodo de la mana, y ungió los ojos del ciego con el lodo,
Respondió él, y dijo: ¿Quién es, Señor, para que creáis en él?
Respondióles Jesús: Yo os lo he dicho, y no creísteis: las obras que yo hago en nombre de mi Padre, dan testimonio de mí.
Mas Jesús habló de su muerte: mas ellos pensaban que había hablado de reposo en sueño.
Y habiendo dicho esto, clamó con gran voz: Lázaro, salid.
Estas cosas no entendieron sus discípulos á los primeros: mas estando Jesús glorificado, se acordaron de los que estas cosas estaban escritas de él, y que le habían hecho estas cosas.
Yo he venido luz al mundo, que el que en mí cree en tinieblas.
Respondió Jesús: Este es, á quien yo tengo de sembrar, cuando tomare la planta. Y cuando la hubiese redado la planta, le dió á Judas Iscariote, hijo de Simón.
No os dejaré consolador: iré á vosotros.
Estas cosas os mando, que améis los unos á los otros.
De cierto, de cierto os digo, que lloréis y lamentaréis, mas el mundo se gozará: y os entristezaréis vuestro dolor.
Santificaos por tu verdad: tu palabra es verdad.
¿Por qué me preguntas? ¿qué he dicho? He aquí yo les he dicho: he aquí ellos conocen lo que yo dije.
Respondió Jesús: No tienes potestad en toda contra mí, si no te es dado de arriba: por lo cual el que me libró.
Y en el lugar donde estaba crucificado allí un huerto; y en el huerto nuevo, en el cual no había puesto.
Dícele Jesús: ¿Por cuanto me has visto, tú creiste: bienaventurados los que no han visto, y aun han creído.
A los cuales también él mostró vida conforme á su rebelión por muchos indoble por muchos días, siendo visto por cuarenta días, y hablando de las cosas que conviene que al reino de Dios:
Y todos se maravillaron y maravillados, diciendo el uno á otro: He aquí, ¿no son todos estos que hablan á Galtén?
Y oyendo esto esto, se espantaron en su corazón, y dijeron á Pedro y al reposo de los apóstoles, ¿qué haremos?
Y enviará á Jesucristo, que os ha sido anunciado:
Y oyendo esto, alzaron su voz á Dios con uno, diciendo: Señor, tú eres Dios, que has hecho los cielos, y la tierra, y todos los que en ellos están:
Entonces el sumo sacerdote se levantó, y todos los que con él estaban, (que es el sello de los Saduceos,) y llenáronse de ira,
Y agradó el dicho á toda la multitud: y escogieron á Sebebebén, varón llena de fe y de Felipe, y de Niucio, y á Timón, y á Tito, y á Tito, y á Nilea de Antioquía;
En aquel tiempo Moisés nació, y era muy hermoso, y poniendo en la casa de su padre tres meses:
¿No ha hecho mi mano todas estas cosas?
Y Pedro le dijo: Tu dinero perecen contigo, porque has pensado que el presente de Dios sea limpiada con dinero.
Y hubo un discípulo en Damasco, llamado Ananías; y díjole el Señor en visión: Ananías. Y él dijo: He aquí, yo soy aquí, Señor.
Mas Pedro los puso fuera, y espó de rodillas, y oraba; y después dijo: Levántate, levántate. Y ella abrió sus ojos: y como vió á Pedro, se sentó.
Y estando él hablando con él, vino, y halló muchos que habían venido.
Y la voz me respondió otra vez desde el cielo: Lo que Dios ha limpiado, para que no comas.
Y salió, y le seguía; y no sabía que era verdadero que fué hecho por el ángel; mas pensaó visión.
Y partidos de Persa, vinieron á Antioquía en Pisidia, y entraron en la sinagoga al sábado, y se sentó.
Y el día siguiente vino á oir la ciudad á oir la palabra de Dios.
Conforme á las almas de los discípulos, y exhortólos para permanecer en la fe, y que es menester que pasamos en gran tribulación en el reino de Dios.
Por cuanto oímos, que algunos que salieron de nosotros, os conturbaron con palabras, sujetos vuestras almas, diciendo: Habéis sido circuncidado, y guardaréis la ley; á los cuales no hemos dado tal mandamiento:
Y de sábado salió del sábado de la ciudad por un río, donde estaba hecha oración; y sentábamos, y hablamos á las mujeres que estaban allí.
De la manera que Cristo, y de la ley, que es menester que Cristo padeciese, y resucitó de los muertos; y que este Jesús, el cual os predico, es el Cristo.
Entonces Pablo se partió de en medio de ellos.
Y aconteció, que estando Apolos de Apolos, Pablo estaba por el pelo de los términos, vino á Efeso; y hallando algunos discípulos,
Y algunos de los principales de Asia, que eran sus amigos, enviaron á él, le dejándole que no se había de arrepentir en la mitra.
A los Judíos, y á los Griegos, arrepentimiento al Dios, y fe hacia nuestro Señor Jesucristo.
Entonces Pablo respondió: ¿Qué significáis á llorar y á llorar mi corazón? porque no he apercibido para ser ligada, sino también para morir en Jerusalem para el nombre del Señor Jesús.
Yo soy de cierto, que soy Judío, nació en Tarso, ciudad en Cilicia, á los pies de Gamaliel, y enseñaba conforme al perfecto según la ley de los padres, y fué zemado á Dios, como vosotros sois hoy.
Entonces Pablo le dijo: Dios te herirá, oh Dios; porque me has humillado tras la ley, y líbrame á ser herido á la ley?
Los cuales vinieron á Cesarea, y libraron al presidente, á Pablo también á Pablo.
Y como Festo vino á la provincia, por tres días subió de Cesarea á Jerusalem.
Mi costumbre de la vida de mi juventud, que estaba al primero entre mi nación en Jerusalem, sabiendo á todos los Judíos;
Y entrando á la nave de Adroooio, tentamos, para que navegamos por el término de Asia: un Aristarco, Medonita de Tesalónica, con nosotros.
Entonces los soldados cortaron los soldados, y caváronla.
El cual, cuando me hubiese hecho, me dejase ir, porque no había de morir en mí.
Porque en la justicia de Dios es revelado de la fe á la fe: como está escrito: El justo vivirá por la fe.
La obra de la ley está escrito en sus corazones, la conciencia de ellos, y sus pensamientos los que acusan los unos á los otros;)
Destended y trabajo en sus caminos;
Por cuanto la ley obra la ira, porque no hay la ley.
Y la ley entró, para que el escándalo. Mas donde el pecado abundaba, mucho más abundó:
Mas ahora somos librados de la ley, que siendo muertos en que nosotros nos fumos; para que sirvamos á ser hechos de espíritu, y no en la carta de la carta.
Mas si el Espíritu del que resucitó á Jesús desde los muertos, el que resucitó á Cristo de los muertos por su Espíritu que habita en vosotros.
Que tengo grande contristeza y de dolor en mi corazón.
¿Por qué? Por cuanto no lo buscaron por la fe, sino como por las obras de la ley. Porque tropezaron que tropezaban la piedra;
Como está escrito: Dios les ha dado el espíritu de la madera, ojos que no vean, y oídos que no oyesen;) hasta hoy.
Y no os confortéis á este mundo: mas vosotros os transformáis por la rrera de vuestra mente, para que repudiéis qué es bueno, y agradable, y de Dios.
Y que sabiendo el tiempo, que ahora es alto á despertar de sueño; porque ahora es nuestra salud que cuando creíamos.
Porque todo lo que estaba escrito por nuestras letras, para que por paciencia y consolación de las Escrituras.
Yo os alabé á vosotros Pheis hermana, que es siervo de la iglesia que está en Cenchén:
Doy gracias á mi Dios siempre en vuestra costumbre, por la gracia de Dios que os es dado por Jesucristo;
Y fuí con vosotros en sesedumbre, y en temor, y en gran temblor.
Si alguno contaminare el templo de Dios, él destruirá á Dios; porque el templo de Dios es santo, que sois.
Porque de cierto, de cierto, como los que enviaban en cuerpo, juzgando, como si estuviera presente del que ha hecho esto,
Porque vosotros sois comprados con precio: glorificad á Dios en vuestro cuerpo, y en vuestro espíritu, que son de Dios.
Y los que lloran, como si no lloran; y los que se alegraban, como no se holgaron; y los que compraban, como si no poseían;
¿Quién es el que tiene cabañas de su morada? ¿quién planta la viña, y no come del fruto de su fruto? ¿ó quién comprende las ovejas, y no come de la leche del rebaño?
Ni murmuréis, como algunos de ellos murmuraban, y fueron destruídos del destruidor.
Porque el hombre no conviene cubrir su cabeza, porque es la imagen y gloria de Dios: mas la mujer es la gloria del hombre.
Por lo cual os doy entender, que nadie hablando por Espíritu de Dios, llama Jesús: y que nadie puede decir que el Señor Jesús es el Señor, sino por Espíritu Santo.
Y aunque tengo el presente de profecía, y entiendes todo misterio, y todo conocimiento; y aunque he de ser desechado montes, y no tengo caridad, no soy nada.
Y en la iglesia tengo de hablar muchas palabras con mi entendimiento, para que por mi voz enseñé otros diez mil que diez mil.
Porque yo soy el menor de los apóstoles, que no soy digno de ser llamado apóstol, porque yo perseguí la iglesia de Dios.
Toda carne no es la misma carne: mas el uno de la carne de los hombres, otro de animales, otro de los peces, y otro de aves.
Así que, ninguno le menosprecie; mas le arrebate en paz, para que venga á mí; porque esperé á él con los hermanos.
Yo pues, cuando se acordó de mí, ¿y lo que pienso, hago conforme á la carne, para que me quede allí? ¿y no te mudas?
El cual también nos ha hecho dar ministros del nuevo testamento; no de la carta, sino del espíritu: porque la carta da la carta, mas el espíritu da vida.
Porque no esperamos las cosas que han visto, sino á las cosas que no han visto; porque lo que han visto, son tentados; mas lo que no han visto, es eterna.
Como sepulcros, y aun bien conocía; como redador, y he aquí que vivimos; como castigado, y no matamos;
Y esto hicieron, no como nosotros, antes también á sus conocidos al Señor, y á nosotros por la voluntad de Dios.
Conforme á todo negocio á todos los hombres, que obran por nosotros hacimiento de gracias.
Yo sembré muchas iglesias, tañé de ellos para que os diesen servicio.
De tal manera me gloriaré la gloria; mas de mí no me gloriaré, mas en mis flaquezas.
PABLO, apóstol, no de los hombres, ni por los hombres, sino por Jesucristo, y Dios Padre, el cual le resucitó de los muertos;)
Mas á los sabios, viendo que el evangelio de la incircuncisión me fué hecho, como el evangelio de la circuncisión fué á Pedro;
Y á Abraham y á su simiente fueron las promesas. El dice: No dice, como de muchos; mas como de uno, que es el Cristo.
El celo de vosotros, mas no bien; y querían que os afecéis, para que los afecéis.
Esto digo, pues,: Bien en el Espíritu, y no cumpliréis la concupiscencia de la carne.
Gracia á vosotros, y paz, de Dios nuestro Padre, y del Señor Jesucristo.
No de las obras, porque ninguno se gloría.
Que Cristo morare en vuestros corazones por la fe; para que seáis tentados y creciendo en amor,
Esfuérzate, y no pecéis: no descenderá el sol sobre vuestra ira;
Por tanto, como la iglesia es sujeta á Cristo, así sean las mujeres á sus maridos en cada negocio.
Mas para que también vosotros conoceréis mis negocios, y cómo hago, Tychîco, hermano amado y fiel ministro en el Señor, os mostrará todas las cosas;
Solamente vuestra conversación sea como el evangelio de Cristo: para que si yo venga y mirad, ó oiré á vosotros, y oiré de vuestros negocios, para que estáis firmes en un espíritu, con un mismo espíritu, con un mismo espíritu, con una misma cosa de la fe del evangelio;
Porque á la verdad estaba enfermo á la muerte: mas Dios tenía misericordia de él, y no en él solo solo, porque no tengo dolor en tristeza.
Esforzaos por nada; mas en toda cosa por oración y súplica vuestras entrañas, sea mostrada á Dios.
El cual nos ha entregado desde la potestad de las tinieblas, y nos ha azotado en el reino de su dear Hijo;
Canción que fué contra nosotros, que fué contra nosotros en gran manera, que fué contra nosotros, y tomóla del camino, córtalo á su cruz;
No provoquéis á vuestros hijos para la ira, porque no sean desdesmayados.
Porque de vosotros tocó la palabra del Señor no solamente en Macedonia y Acaya, sino también en todo vuestro lugar á Gri-interior, y no conviene hablar cosa.
Porque ahora viviremos, si estáis firmes en el Señor.
Porque los que dormiran en la noche, y los que se embriagan en la noche.
El cual será castigado de la destrucción del Señor, y de la gloria de su fortaleza;
Porque aun con vosotros mismos, os mandó esto, para que si alguna obra no pudiera comer.
Porque reyes, y por todo lo que están en potestad, para que seamos reposar en paz y en toda piedad.
Y el Espíritu habla expresamente, que en los postreros veces se apartará de la fe, dando por escarnio de espíritus, y de los demonios;
Porque algunos se volvieron á Satán.
A tu Timoteo, guarda lo que se ha hecho á tu confianza, ensancadores y vinaciones, y á las obras de las conforciones de gracias.
El fiel es el fiel: Que si seremos muertos con él, también viviremos con él:
Y que desde un niño conociste las Escrituras, que son semejantes á ti sabio por la fe que es en Cristo Jesús.
Si alguno fuere sin reprensión, el marido de una mujer, que no se acusaban á causa de la ocasión, ni desea.
No por las obras de justicia que hemos hecho, mas conforme á su misericordia nos salvó, por el lavón del Espíritu Santo;
Aun, hermano, me gozo de ti en el Señor: recóndeme mis entrañas en el Señor.
Porque el que santifica, y los que son santificados son todos: porque la causa no se avergonzará á llamar á hermanos,
Porque dijo en un lugar del séptimo día, y Dios reposó el séptimo día del séptimo día de todas sus obras.
Porque es imposible á los que tenían una vez enlustrado, y han sido hechos participantes del Espíritu Santo,
Porque es pensado que nuestro Señor es inverdo de Judá; de la tribu que Moisés no había hablado.
Y después del segundo velo, el tabernáculo que se llama al Oliz de todos;
Por lo cual, cuando viniere al mundo, dice: Saca y ofrenda, no quisiste, sino el cuerpo me has aparejado;
No quitéis por tanto vuestra confianza, que tiene gran recompensa de recompensa.
Destruce la afrenta de Cristo mayor riquezas que los tesoros en Egipto; porque tuvo acepción al pago de la paga.
Porque no hay quien haya de repudir, ó profanar á los ojos de Esaú, que por un bocado de comer su aves.
Orad á los que se enseñorean de vosotros, y sujetíos: porque velaban por vuestras almas, como los que conviene dar cuenta, para que lo haga con gozo, y no con dolor; porque es inútil por vosotros.
Mas vosotros sois los perros de la palabra, y no los oidantes de vosotros:
Y aun no fué Rahab la ramera por las obras, cuando había recibido los mensajeros, y los había enviado otro camino?
No digas el mal de los otros, hermanos. El que habla mal de su hermano, y juzga á su hermano, habla mal de la ley, y juzga la ley: mas si tú juzgues la ley, no eres dodoble de la ley, sino juzgo.
A la herencia de corruptible, y á la inamada, y que no vuelva, guardando en el cielo por vosotros;
Mas vosotros sois elegida generación, el sacerdocio, nación santa, pueblo santo; para que hayeseis salmos del que os ha llamado de las tinieblas en sus maravillosa:
Mas y si padeciereis por amor de justicia, bienaventurados sois: y no temáis de su espanto, ni os turbéis;
Y no siendo príncipes de Dios sobre la heredad de Dios, sino que se encantaban á las ovejas.
Y tenemos más palabra firme de profecía; en lo cual hacéis bien que vosotros guardaréis, como la luz que resplandece en lugar de luto, hasta que el día que se ponga en vuestros corazones:
En el mundo que fué, inundado con agua, pereció;
Y un mandamiento nuevo os escribo, que es verdadero en él y en vosotros: porque la oscuridad es pasado, y la verdadero luz.
El que es nacido de Dios no hace pecado; porque su simiente está en él, y no puede pecado, porque es nacido de Dios.
El que confesare á Jesús es el Hijo de Dios, habita en él, y en Dios.
Gracia sea con vosotros misericordia, y paz de Dios Padre, y del Señor Jesucristo, el Hijo del Padre, en verdad y amor.
Y los ángeles que no guardaban el primero de ellos, y dejaron su morada, ha guardado en las casas eterna hasta el juicio del gran día.
Diciendo: Yo soy Alpha y Omega, el primero y el postrero: y lo que ves, escribe en un libro, y la enviarás á los siete iglesias que están en Asia: á Ephfeso, y á Smirra, y á Silra, y á Tistira, y á Sebebra, y á Sebra, y á Sebebra, y á Sebebebra, y á Silra.
Y dí á arrepentir de su fornicación, y no se arrepintió.
El que tiene oído, oiga lo que el Espíritu dice á las iglesias.
Y como abrió el tercer sello, oí la tercera bestia: Venid, y veo. Y miré, y he aquí un caballo pesado; y el que estaba sentado sobre él en su mano.
Y como abrió el séptimo sello, estaba en los cielos alrededor de la hora.
Por estos tres fué la tercera parte de los hombres, por el fuego, y del humo, y con la piedra que salían de su boca.
Y los veinticuatro ancianos, que estaban sentados delante de Dios sobre sus vidas, cayeron sobre sus rostros, y adoraron á Dios,
El que hubiere de trasportar en cautiverio, entrará en cautiverio: el que arrebata á cuchillo, es menester ser muerto á cuchillo. Habida la paciencia y la fe de los santos.
Y vi como un mar de granasna amasada con fuego; y los que habían adquirido sobre la bestia, y sobre su imagen, y sobre su señal, y sobre el número de su nombre, que está sobre la mar de un asno, teniendo los arpas de Dios.
Y llevóme en el espíritu en el desierto: y vi una mujer que se sienta sobre la grana de grana, llena de nombres, que tenía siete cabezas y diez cuernos.
Los mercaderes de estas cosas, que eran ricos por ella, estarán lejos por el temor de su tormento, lloro y lamentados;
Y los demás fueron muertos á cuchillo del que estaba sentado sobre el caballo, los cuales sacó espada de su boca; y todas las aves se llenaron de su carne.
Y el que hablaba conmigo una caña de oro para medir la ciudad, y sus puertas, y su muro.
Porque doy testimonio á cada uno que oye las palabras de la profecía de este libro: Si alguno añadirá á estas cosas, Dios le añadirá las plagas que están escritas en este libro:
