En el principio crió Dios al cielo y á la tierra.
Y vió Dios todo lo que había hecho, y he aquí era bueno. Y la tarde y la mañana fué el sexto día.
Porque Dios sabéis que en el día comeréis, y vuestros ojos serán abiertos, y seréis como los dioses, sabiendo bueno y mal.
Ahora pues, maldita de la tierra, que abrió su boca para recibir la sangre de tu hermano;
Y vivió Mahalaleel sesenta y cinco años, y engendró á Jared;
Y dijo Dios á Noé: El fin de venir delante de mí, porque la tierra está llena de violencia; y he aquí que yo los destruiré de la tierra.
Y toda carne murió sobre la tierra, así de aves, y de bestias, y de animal, y de todo reptil que anda arrastrando sobre la tierra, y cada uno:
Y de vuestra sangre demandaré vuestra vida; á la mano de cada bestia lo haré, y á la mano de cada uno; á la mano del hermano de cada uno dejaré la vida del hombre.
Y los hijos de Ham: Cush, y Mizpa, y Phuim, y Canaán.
Y ellos dijeron: Id á edificar ciudad y una torre y una torre, cuyo entiende al cielo; y pongamos nombre, porque no nos derramamos esparcidos sobre la haz de toda la tierra.
Y pondré de ti una nación, y te bendeciré, y harás tu nombre grande; y serás bendición:
Dó Abram en la tierra de Canaán, y moró Lot en las ciudades de la campiña, y asentó su tienda hacia Sodoma.
Yo solo los mancebos que han comido los mancebos, y la parte de los hombres que iban conmigo, Andrés, Eamre, y Mamre su parte.
Y el ángel de Jehová le dijo: Vuélvete á tu señora, y á tu defensa debajo de sus manos.
Y tomó Abraham á Ismael su hijo, y á todos los que nacieron en su casa, y á todos los que habían comprado con su dinero, cada uno á la casa de Abraham; y circuncidó la carne de ellos en aquel día, como le había dicho.
Y Jehová dijo: Si hallare cincuenta justos en la ciudad, yo perdonaré todo el lugar por causa de ellos.
El sol se levantó sobre la tierra cuando Lot entró en Zoar.
Y dijo Abimelech: He aquí mi tierra está delante de ti: donde te agradó.
Y tomó Abraham ovejas y bueyes, y dióles á Abimelech; y así lo hizo pacto.
Y Beuel engendró á Rebeca: estos ocho varones llevaban á Nachôr, hermano de Abraham.
Y el siervo puso su mano debajo de Abraham su señor Abraham, y le juró acerca de aquel que negocio.
Y dije á mi señor: Quizá me seguirá la mujer.
Y ella le parió á Redán, y á Jocán, y á Medán, y á Isbac, y á Sara.
Y dijo Esaú: He aquí, yo soy de morir: ¿y qué aprovechará esto á mí?
Y ellos dijeron: Hemos visto que Jehová era contigo: y dijimos: Deja ahora por juramento entre nosotros, dos y pondremos pacto contigo, y hazte pacto contigo;
Y no lo preguntó, porque sus manos se habían acordado, como las manos de Esaú su hermano: así lo bendijo.
Y oyó Jacob á su padre y á su madre, y fué á Padan-aram;
Y Labán dijo á Jacob: ¿Por qué eres mi hermano, para que me sirve? ¿por qué me ha de decir: ¿por qué se entienda?
Y Zilpa la sierva de Lea parió á Jacob un hijo.
E hizo Jacob el apartar los corderos, y puso los rostros de los rebaños, y todas las ovejas en las ovejas de Labán; y puso sus ganados por sí, y no los puso las bestias de Labán.
¿Por qué huiste el secreto, y hurtado de mí, y no me lo declaraste, para que yo te he enviado á enviar con piernas, y con arpa, con arpa, y con arpa?
Y como Jacob los vió, dijo: Este es el ejército de Dios: y llamó el nombre de aquel lugar Mahanaim.
Por lo cual los hijos de Israel no comieron los hijos de Israel, que está sobre las uñas, hasta hoy: porque tocó el día de Jacob, porque tocó el muslo.
Y habitaréis con nosotros: y la tierra estará delante de vosotros, y moraréis en ella, y os entraréis en ella.
Y apareció Dios á Jacob, cuando salió de Padan-aram, y bendíjolo.
Estos son los nombres de Esaú los hijos de Esaú: Eliphaz hijo de Amda, mujer de Esaú, hijo de Baseth.
Y estos son los nombres de los duques de Esaú, conforme á sus familias, por sus nombres: el duque Timna, el duque Ela, el duque Jetheth,
Venid, y vendremos á los Ismaelitas, y no sea nuestra mano sobre él; porque es nuestro hermano y nuestra carne. Y sus hermanos eran contados.
Y preguntó á los varones de aquel lugar, diciendo: ¿Dónde está la ramera por el camino? Y ellos dijeron: No hay ramera en este lugar.
Mas Jehová fué con José, y le mostró misericordia, y le dió gracia en ojos de la cárcel.
Y durmió, y soñó el segundo día segundo: y he aquí siete espigas de grano subió sobre una sada, y bueno.
Y juntarálos todos los buenos años de los que vienen, y alzarán debajo de la mano de Faraón, y guardarán mantenimiento en las ciudades.
Y conoció José á sus hermanos, mas no le conocían.
Y él dijo: Mi hijo no descenderá con vosotros; porque su hermano es muerto, y él solo está dejada: si cayere por el camino que pasareis, llevaréis mis cabañas.
Y José se apresuró; porque sus entrañas había puesto sobre su hermano; y buscó dónde lloraba á llorar, y lloró allí á su cámara, y lloró allí.
Y dijimos: No podemos descender: si nuestro hermano menor con nosotros, nos derribará; porque no veamos la cara del hombre, si no fuéremos con nosotros.
A todos ellos dió cada uno de vestidos; mas á Benjamín dió trescientos piezas de plata, y cinco vestidos de vestidos.
Y los hijos de Nephtalí: Jahel, Guni, y Jezer, y Sisam.
Y José compró toda la tierra de Egipto por Faraón, porque los Egipcios vendió cada uno su heredad, porque el hambre prevaleció: así fué la tierra de Faraón.
Y su padre no quiso, y dijo: Yo lo sé, hijo mío, yo también un pueblo, y también será grande más que él, y su hermano menor será mayor que él, y su simiente será más que él.
Benjamín, como la hoja devorará: en la mañana consumirá la presa, y de noche la presa.
Y dijo José á sus hermanos: Yo muera: y visitará Dios, y os sacaré de esta tierra que juró á Abraham, á Isaac y á Jacob.
Y como ella abrió el niño: y he aquí que lloraba. Y ella tenía misericordia, y dijo: Este es uno de los Hebreos.
Y dijo Moisés á Dios: ¿Quién soy yo, para que yo voy á Faraón, y para que yo saqué los hijos de Israel de Egipto?
Y Jehová dijo á Moisés en Madián: Ve, vuélvete á Egipto; porque todos los muertos que buscaron tu vida.
Ve pues ahora, y obra; porque no os será dado, mas vosotros libraréis del pecho.
Y Eleazar hijo de Aarón le tomó uno de las hijas de Pueel, y le parió á Phinees: las cabezas de los padres de los Levitas, conforme á sus familias.
Y cumplieron siete días, después que Jehová había herido al río.
Y salió Moisés de Faraón, y oró á Jehová.
A Jehová (porque no hay más poderoso) que no haya más valiente y granizo; y yo os iré, y no podréis más.
No vieron el uno á otro, ni se levantaron de su lugar tres días: mas todos los hijos de Israel tenían luz en sus moradas.
Y hoy os será por memoria; y la guardaréis fiesta á Jehová por vuestras generaciones; haréis fiesta por estatuto perpetuo.
Mas el siervo del varón que compró por dinero, cuando le circuncidiere, comerá.
Y HABLÓ Jehová á Moisés, diciendo:
Y vió Israel aquella grande obra que Jehová había hecho sobre los Egipcios; y el pueblo temió á Jehová, y creyó á su siervo.
Y los hijos de Israel les dijeron: Escrita á Dios en la mano de Jehová en la tierra de Egipto, cuando nos sentamos junto á la carne, y comimos el pan, y nosotros nos habéis traído á nosotros en este desierto.
Y dijo Moisés á Aarón: Toma un omer, y puso un omer llena de ella, y la ponga delante de Jehová, para que sea guardado por vuestras generaciones.
Yo sé que Jehová es mayor que todos los dioses: porque en lo que hicieron, sobre ellos estaba sobre ellos.
Y Moisés descendió del monte al pueblo, y santificó el pueblo; y lavaron sus vestidos.
Y dijeron á Moisés: Habla con nosotros, y oiremos: mas no hablaremos á Dios, porque no muramos.
Y si alguno seguirás, darás la vida por vida,
Si su padre no quiso darle dar, pagará el dinero según la muchedumbre de las vírgenes.
Y la fiesta de la siega, las primicias de tus trabajos, que sembraste en el campo: y la fiesta de las copas que está en el fin de la tierra, cuando hubieres reunido en tu labio del campo.
Y Moisés se levantó, y sirvió á Josué: y Moisés subió al monte de Dios.
Y harás este término de la mano alrededor, y harás una corona de oro en derredor.
Y harás tablas para el tabernáculo de madera de Sittim.
Cántico gradual de tablas lo harás: como él te mostrará en el monte, así lo hará.
Y pondrás en ella las cortinas de piedras, cuatro órdenes de piedras: el primero nos hará un sartón, y un tío; esto será el primero.
Y harás llegar Aarón y sus hijos á la puerta del tabernáculo del testimonio, y los lavarás con agua.
Y si de la carne de las consagraciones de las consagraciones, ó del pan, á la mañana quemarás al fuego: no se comerá, porque es santo.
Y harás una fuente de metal, y su pie de metal, para lavar: y pondrás entre el tabernáculo del testimonio y el altar, y harás agua.
Y las vestimentas del servicio, y las vestimentas de Aarón el sacerdote, y las vestiduras de sus hijos, para ministrar en el sacerdote,
Y dijo Aarón: No se encienda el furor de mi señor: tú conoces el pueblo que están en mal.
Y Jehová dijo á Moisés: Yo haré esto que has dicho: porque has hallado gracia en mi presencia, y te conozco por nombre.
Porque arrojaré las gentes delante de ti, y ensancharé tus términos: no codiciará tu tierra cuando subieres delante de Jehová tu Dios en el año.
Las vestimentas del servicio, para ministrar en el santuario, las vestiduras para Aarón sacerdote, y las vestiduras de sus hijos, para ministrar en el sacerdote.
Hizo asimismo cortinas de cabras sobre el tabernáculo del tabernáculo: las cortinas las hizo.
Hizo también la cubierta de oro puro: dos codos de longitud era su longitud, y un codo y su anchura.
Y puso las varas á los anillos á los anillos del altar, para llevarla: él hizo el altar con tablas.
Y ellos hicieron cortar piedras de piedras de oro, de oro, de esculpias, como de talla, con los nombres de los hijos de Israel.
La mesa, y todos sus vasos, y el pan de pan,
Y puso el pan en él delante de Jehová; como Jehová había mandado á Moisés.
Y el sacerdote lo traerá al altar, y descubierto su cabeza, y lo quemará sobre el altar; y su sangre será acepto al lado del altar:
Y si su ofrenda fuere macho cabrío, entonces lo ofrecerá delante de Jehová.
Y tomará el sacerdote de la sangre del pecado con su dedo, y pondrá sobre los cuernos del altar del holocausto, y derramará su sangre al pie del holocausto.
Y HABLÓ Jehová á Moisés, diciendo:
Asimismo esto es la ley de la expiación: es cosa santísima.
Y el sacerdote hará arder el sebo sobre el altar: mas el pecho de Aarón y de sus hijos.
Y degollólo; y tomó Moisés de la sangre de ella, y púsolo sobre la ternilla de Aarón, y sobre el pulgar de su mano derecha, y sobre el derecho de su pie.
Y metió el presente, y tomó un puño de ello, y holocausto sobre el altar, además del holocausto.
Todo lo que siembra la hoja, y es de pezuñas, y de las bestias, que comeréis.
Y todo un vaso de barro, en el cual se cae, será inmundo; y quebraréis.
Y si el sacerdote viere que he aquí que el sacerdote extiende en la piel, el sacerdote lo dará por inmundo: lepra es.
Y si alguno ó mujer en la piel de su carne, mancha blancas, blanco;
Y el séptimo día, el que hubiere de arder toda su cabeza y su barba y su barba, y todas sus cabellos serán cortadas: y lavará sus vestidos, y lavará sus vestidos, y lavará sus vestidos, y lavará sus vestidos.
Y el sacerdote hará volver al séptimo día, y mirará: y si la llaga se extenderá en las paredes de la casa;
Y el vaso de la tierra, que tocare que el flujo, será quebrantado: y todo vaso de madera de leña será echado en agua.
Y hará Aarón el macho cabrío sobre la suerte de Jehová, y le ofrecerá expiación por expiación.
A fin que los hijos de Israel traigan sus sacrificios, los cuales ofrecen el campo, para que los traen á Jehová, á la puerta del tabernáculo del testimonio, á fin del sacerdote, á Jehová.
Y no allegarás á mujer para descubrir su desnudez, como ella está echado por su inmundicia.
Guardad mis estatutos. No guardaréis tus bestias. No sembrarás tus bestias: no sembrarás tu heredad: no sembrarás tu simiente, ni vestido de lino y de lana, vendrá sobre ti.
Y el hombre que durmiere con su hija, así de ellos será muerto: por su sangre será sobre ellos.
Ni profanará su simiente entre su pueblo: porque yo Jehová lo santificaré.
Y cualquiera que ofreciere sacrificio de paces á Jehová, para cumplir su voto, ó ofrenda de las ovejas ó de las ovejas, será perfecto; no habrá en ella acepto.
Y ofreceréis con el pan siete corderos, sin defecto de un año, y un becerro, y dos carneros: por holocausto á Jehová, con sus presentes, y sus libaciones, ofrenda encendida á Jehová.
El orden á las lámparas limpio delante de Jehová continuamente.
El jubileo os será quince de un año: no sembraréis, ni segaréis que se hace en él, ni juntaréis en él la vid de tu vid.
Y de ti se apartará de ti, y sus hijos con él, y volverá á su familia, y á la posesión de sus padres volverá.
Y os haré esto, y os pondré sobre vosotros espanto, y arruinará, y quemará los ojos, y el dolor de corazón: y sembraréis vuestra simiente en vano, y comeréis vuestra simiente.
Estos son los estatutos y derechos, que Jehová lo había hecho entre él y los hijos de Israel en el monte de Sinaí.
Y toda la tierra de la tierra, si de la simiente de la tierra, ó del fruto del árbol, es de Jehová: santo es á Jehová.
De los hijos de Judá, por sus generaciones, por sus familias, por las casas de sus padres, conforme á la cuenta de los nombres, de veinte años arriba arriba, todos los que podían salir á la guerra;
Todo hombre de los hijos de Israel asentará á su bandera, con la señal de su padre: lejos de la casa del tabernáculo del testimonio.
Estos son los contados de los hijos de Israel por la casa de sus padres: todos los contados de los cuales fueron seiscientos seiscientos seiscientos seiscientos cincuenta y cincuenta.
En el número de todos los varones, desde el mes arriba arriba arriba, fueron ocho mil y seiscientos, guardando la guarda del santuario.
Y sobre la mesa de pan extenderán un paño de cárdeno, y pondrá sobre los peces, y las cucharas, y los tazones, y los tazones, y los que están sobre ella:
Estos fueron los contados de las familias de Coath, todos los que hacen servicio en el tabernáculo del testimonio, que Moisés y Aarón hicieron conforme al mandamiento de Jehová por mano de Moisés.
Y pondrá el sacerdote la mujer delante de Jehová, y descubrirá la cabeza de la mujer, y pondrá la ofrenda de ella, que es celo: y el sacerdote tendrá su mano amargas amargas amargas amargas las maldivas:
Y hará el carnero por sacrificio de paces á Jehová, con el canastillo de los panes sin levadura: el sacerdote hará también su presente, y su libación.
Una cuchara de oro de diez siclos, llena de perfume;
Una cuchara de oro de diez siclos, llena de perfume;
Una cuchara de oro de diez siclos, llena de perfume;
Y los Levitas fueron purificados, y lavaron sus vestidos; y Aarón como ofrenda delante de Jehová; y Aarón hizo expiación por ellos.
Hazte dos dos trompetas de plata; de toda la tierra les harás: para que les uvas por la vocación de la congregación, y para las partidas de los copas.
Y será que si anduvieres con nosotros, y será lo que Jehová nos hará á nosotros.
Y quedó allí dos de los hombres en el real, el nombre del uno era Eldad, y el nombre de Medad: y el espíritu de los que estaban escrito, mas no salieron al tabernáculo.
De la tribu de Judá, Caleb hijo de Jephone.
¿Y por qué nos ha traído Jehová á esta tierra, para caer á cuchillo, para que nuestras mujeres y nuestros hijos sean presa? ¿no es mejor para volvernos á Egipto?
Y vuestros hijos irán en el desierto cuarenta años, y llevaréis vuestras fornicaciones, hasta que seáis asolados en el desierto.
Habla á los hijos de Israel, y diles: Cuando hubiereis entrado en la tierra á vosotros,
Y puso fuego, y puso perfume delante de Jehová á mañana: y será aquel hombre que Jehová escogiere, será santo: tomad mucho sobre vosotros, hijos de Leví.
Habla á Eleazar el hijo de Aarón el sacerdote, el cual tome las incensarios, y esparcirás el fuego, porque son santificados.
Y te juntarán á ti, y guardarán la guarda del tabernáculo del testimonio, por todo el servicio del tabernáculo: y el extranjero no llegará á vosotros.
Esta es la ordenanza de la ley que Jehová ha mandado, diciendo: Habla á los hijos de Israel, que te traen una becerra sin tacha, y sobre la cual no vino yugo:
Y Moisés y Aarón juntó la congregación delante de la peña, y él les dijo: Oid, pues que os traigamos agua de esta piedra?
Y partidos de Oboth, asentaron en Im-garim, en el desierto que está delante de Moab hacia el sol.
Ahora pues, yo te ruego que me maldecirás á este pueblo, porque ellos son fuertes; quizá vendré, y los heriré, y los que los desecha de la tierra: porque á los que bendijeres, y á quien tú benditas es bendito y á quien tú bendito.
Y como Balac oyó que vino á Balaam, salió á recibir á él una ciudad de Moab, que está en el término de Arnón, que está en el término del término.
Y dijo Balac á Balaam: Ni los maldecid en todo.
Y levantándose Balaam, se volvió á su lugar; y fuése Balac y fuése á su camino.
Los hijos de Simeón por sus familias: de Nemuel, la familia de los Nemutas: de Jamelitas en la familia de los Jamín: de Jachîn, la familia de los Jachôtas;
Estos son los hijos de Dan por sus familias: de Supham, la familia de los Shamitas. Estas son las familias de Dan por sus familias.
Las hijas de Salphaad hablarlos: de cierto les darás posesión de heredad entre los hermanos de su padre; y harás la heredad de su padre á ellos.
Y sus libaciones serán la mitad de un hin de vino á un becerro, y la tercera parte de un carnero á cada carnero, y la cuarta parte de un cordero: este es el holocausto de cada año por los meses.
Y ofreceréis holocausto, ofrenda encendida de olor suave á Jehová; catorce becerros, dos carneros, dos carneros, dos carneros, dos corderos, catorce corderos; sin defecto:
Y su padre la oirá, y su sierva con que su alma hubiere atada, y su padre callará en ella; y todo lo votos será su alma.
Mas todas las mujeres que no han conocido al hombre con él, guardad vivos.
Y los oficiales que estaban sobre los millares del ejército, capitanes de millares, y centuriones, llegáronse á Moisés:
Edificaos ciudades por vuestros niños, y por vuestras ovejas para vuestras ovejas; y lo que sale de vuestra boca.
Y partidos del desierto de Sin, asentaron en Dopa.
Y partidos de Zala, asentaron en Punón.
Y HABLÓ Jehová á Moisés, diciendo:
Y si le hiriere con trabando una piedra con que muera, y morirá: el homicida morirá.
Estos son los mandamientos y los derechos que mandó Jehová por mano de Moisés á los hijos de Israel en los campos de Moab, cerca del Jordán.
Jehová vuestro Dios que va delante de vosotros, él peleará por vosotros, conforme á todo lo que hizo por vosotros en Egipto delante de vuestros ojos;
Y el anatema en la cual vinimos de Ces-barnea, hasta que pasamos el torrente de Zered, treinta y ocho años; hasta que toda la generación de la guerra les había mandado Jehová.
Mas todas las bestias, y las despojos de las ciudades, tomamos presa á nosotros.
¿Y qué gente hay así grande, que tiene estatutos y derechos como todo esto, que yo puso hoy delante de vosotros?
A las gentes echadas de delante de ti y más poderoso que tú eres, para que te dares su tierra por heredad, como hoy.
No hurtarás.
No tentaréis á Jehová vuestro Dios, como tentasteis en Massa.
No serás desechado en ellos; porque Jehová tu Dios está en medio de ti, poderoso y terrible.
No por tu justicia, ni por la rectitud de tu corazón, y para poseerla á su tierra: mas por la impiedad de estas gentes los echó de delante de ti, y para que él juró la palabra que Jehová había jurado á tus padres.
Y los hijos de Israel tomaron de Beeroth de Beeroth, de los hijos de Jathán: allí murió Aarón, y fué sepultado en lugar de su hijo.
Que os daré la lluvia de vuestra tierra en su tiempo, la lluvia y la lluvia, para que juntares en tu grano, y tu vino, y tu aceite.
Y os alegraréis delante de Jehová vuestro Dios, y vuestros hijos, y vuestras hijas, y vuestras siervas, y vuestros siervos, y el Levita que está dentro de vuestras puertas; porque no tiene parte ni heredad con vosotros.
Y le apedrearás con piedras, para que muera; porque él de Jehová tu Dios, que te sacó de la tierra de Egipto, de la casa de servidumbre.
A verdad todos los frutos de tu simiente, que el año lleva el año por el año.
Tú empero no comerás su sangre; derramarás sobre la tierra como agua.
Si se levantare cosa difícil á ti en el juicio, entre la sangre y la sangre, entre la cual se alteció, y cocerás entre tus puertas: levántate pues, y te levantarás en tus ciudades que Jehová tu Dios escogiere,
Yo los levantaré de entre sus hermanos, como tú, y pondré mis palabras en su boca; y hablará á todos los que le mandaré.
Y los oficiales hablarán al pueblo, diciendo: ¿Qué es aquel hombre que edificó casa nueva, y no la ha dedicado? Deja ir á su casa, porque no muera en la batalla, y otro á la dedica.
Si alguno tiene dos mujeres, otro amado, y otro á otro, y le han parido hijos, así el amado y la aborrecida; y si el primogénito fué aborrecidos;
Si alguno fuere hallado con mentira á marido, entonces morirán de ellos, así el hombre que estaba con la mujer, y la mujer: así quitarás el mal de Israel.
Mas si quitares á voto, no será pecado en ti.
Si los hermanos moraren, y uno de ellos morare, y no tienen hijo de los muertos, no se casará á su marido: el hermano de su marido entrará en ella, y tomarla á su mujer.
Este día te ha mandado Jehová tu Dios te ha mandado para hacer estas estatutos y derechos: por lo cual guardes y con todo tu corazón, y con toda tu alma.
Y será que, si obedecieres á la voz de Jehová tu Dios, para guardar y hacer todas sus mandamientos que yo te mando hoy, Jehová tu Dios te pondrá sobre todas las gentes de la tierra:
Tu buey será muerto delante de tus ojos, y no comerás: tu asno será quitada de delante de tu rostro, y no se te hará volver á tus ovejas: tus ovejas serán entregados á tus enemigos, y no los has dado.
Y toda enfermedad, y toda llaga que no está escrito en el libro de esta ley, los cuales Jehová traerá sobre ti, hasta que seas destruído.
Y toda su tierra es la piedra de ellos, y sal, que no siembra, ni lleva hierba, ni la hierba de Sodoma, como el trastornador de Sodoma, y de Gomorra, y de Gomorra, y de Gomorra, y de Gomorra,
Y hará Jehová como él hizo á Sehón y á Og, reyes de los Amorrheos, y á la tierra de ellos, á los cuales destruyó.
El es la Roca, y su obra es perfecta: porque todos sus caminos son juicio: Dios de verdad y sin justo y justo.
¿No ha puesto esto conmigo, y sellada entre mis tesoros?
Y de Benjamín dijo: El amado de Jehová morará en pos de él; y el Señor lo cubrirá todo el día, y habitará entre sus hombros.
Y después de la muerte de Moisés siervo de Jehová, que habló Jehová á Josué hijo de Nun, diciendo:
Y vosotros salvaréis á mi padre, y á mis hermanos, y á mis hermanas, y á todos los que hicieron, y á nuestra muerte.
Tomad doce hombres del pueblo, de cada tribu,
Y cuando hubieron hecho circuncidar todo el pueblo, se juntaron en sus lugares en el campo, hasta que todos ellos estaban.
Y los mancebos que eran espías, salieron á Rahab, y su padre, y á su madre, y á sus hermanos, y á todo lo que ella había traído, y no los dejaron fuera fuera fuera fuera del campo de Israel.
Y se levantó sobre él un gran montón de piedras hasta hoy. Y volvió Jehová de fuego de su furor. Por lo cual el nombre de aquel lugar se llamó, el valle de Achor, hasta hoy.
Y Josué edificó altar á Jehová el Dios de Israel en el monte de Ebal,
Ahora pues, he aquí estamos en tu mano: como bien te pareciere, para que nos haga.
Y aquel día Josué tomó á Makda, é hirió á filo de espada, y á su rey destruyó, y á todas las personas que estaban en ella; y no haya quedado.
Como Jehová había mandado á Moisés su siervo, así lo había mandado á Josué, y así lo había dejado á Josué; no dejando uno de todo lo que Jehová había mandado á Moisés.
El rey de Cesada, otro: el rey de Joccccccla de Carmelo, otro:
Esta es la heredad de los hijos de Gad por sus familias, las ciudades, y sus aldeas.
Y rodeó el término de los Baales al monte de Seir, y pasa á la parte del monte de Jalim, que es Cesón, y descendió á Beth-semes, y pasó á Timna.
Y á Calbón, y á Laim, y á Cethththón;
Y descendiendo de Janoa á Ataroth, y á Naarath, vino á Jericó, y salió al Jordán.
Y vinieron los hombres, y pasáronse por la tierra, y por siete ciudades en un libro, y volvieron á Josué al campo en Silo.
Y sube el término de ellos hacia la mar, y Maralah, y Marpachâ, y poniéndola al río que está delante de Joci;
Y fué el término de su heredad Sora, y Ethaol, y Ir-sesemes,
Y les dieron la ciudad de Arba padre de Anac, que es Hebrón, en la tierra de Judá, con sus ejidos alrededor.
Todas las ciudades de los Levitas en la posesión de los hijos de Israel fueron cuarenta y ocho ciudades con sus ejidos.
Por tanto, dijimos: Deja ahora un altar para edificar, no para holocausto, ni para sacrificio:
Y saqué á vuestros padres de Egipto; y habéis venido á la mar, y á los Egipcios siguieron á vuestros carros y á caballo en el mar Bermejo.
Y Judá dijo á Simeón su hermano: Sube conmigo á mi suerte, para que peleemos contra el Cananeo; y yo también iré contigo á tu suerte.
Y no echó Nephtalí los de Beth-lehem de Beth-semes, ni los moradores de Beth-anath; mas habitó entre los Cananeos, los moradores de la tierra: mas los moradores de Beth-semes y de Beth-semes se fueron á ellos.
Y fueron á Israel por ellos por ellos, para que si quisiesen oir á los mandamientos de Jehová que mandó por mano de Moisés por mano de Moisés.
Y clamaron los hijos de Israel á Jehová: porque tuvo nueve carros de hierro, y veinte años de los hijos de Israel.
Mi corazón está hacia los gobernadores de Israel, que se ofrecen entre el pueblo. Bendecid á Jehová.
Jehová Dios envió profeta á los hijos de Israel, que les dijo: Así ha dicho Jehová Dios de Israel: Yo os saqué de Egipto, y os saqué de casa de servidumbre;
Y fué así: porque él se levantó de mañana, y llevábanse, y el rocío de la hinchió del rocío, un jarro de agua.
Dios ha entregado en vuestras manos á los príncipes de Madián, Oreb y á Zeeb: ¿y qué podré yo hacer en el hijo de vosotros? Y su furor estaba echado sobre él, cuando le había dicho.
Y como Gedeón fué muerto, los hijos de Israel se volvieron, y fornicaron tras los Baales, é hizo pasar á Baal-ith su dios.
Y Gaal hijo de Ebed dijo: ¿Quién es Abimelech, y quién es, para que le sirvamos? ¿no es el hijo de Jerobaal? ¿no es el hijo de Sichêm?
Y después de Abimelech se levantó á refugio á Israel, hijo de Pueblo, hijo de Dodo, varón de Issachâr; y habitó en el monte de Ephraim.
Y el rey de los hijos de Ammón respondió á los mensajeros de Jephté: Por cuanto subieron á mi tierra, cuando subían de Egipto desde Arnón hasta Jabón, y hasta el Jordán: por tanto, rerevolved las tierras.
Y como yo me vi que no me dijisteis, pongo mi vida en mis manos, y pasé contra los hijos de Ammón, y los libré á mí mi mano: ¿por qué habéis venido hoy?
Y el ángel de Jehová le dijo: ¿Por qué pues tú, pues, ya es oculta?
Y Samsón les dijo: Ahora me será más que los Filisteos, aunque los haré.
Y Dalila dijo á Samsón: Ha de aquí que tú me has desechado, y me declararás á mí mentiras. Y él le dijo: Si tú dieres las siete peñas de mi cabeza.
Y Michâs sacó al Levita, y el joven su sacerdote, y fué en la casa de Michâs.
Y llamaron el nombre de la ciudad, después de Dan su padre, que fué nacido á Israel: mas el nombre de la ciudad fué Lais en el principio.
Y él le dijo: Levántate, y vete. Y ninguno le respondió. Y el hombre tomó un asno, y el hombre se levantó, y se levantó á su lugar.
Y Phinees, hijo de Eleazar, hijo de Aarón, se paró delante de él en aquellos días, diciendo: ¿Aun volveré á la guerra contra los hijos de Benjamín, ó yo Jehová?
Y la congregación envió allí á los doce mil hombres de guerra, y les mandó, diciendo: Ve, y herid á los moradores de Jabes á cuchillo, á las mujeres y á los hijos.
Y ella dijo: He aquí tu hermana se volvió á su pueblo, y á sus dioses: vuélvete tras tu ley.
Y ella ayunó por las criadas de Booz á fin de la siega de la siega y de la siega; y habitó con ella su suegra.
Y sea tu casa como la casa de Phares, que Thamar parió á Judá, de la simiente que te dará Jehová de esta mujer.
Por lo cual, cuando el tiempo era pasado, concibió un hijo, y llamó su nombre Samuel, diciendo: Por cuanto le pregunté, diciendo: Por cuanto le pregunté de Jehová.
Y Eli era viejo, y oyó todo lo que sus hijos hicieron á todo Israel; y cómo se echó con las mujeres que estaban á la puerta del tabernáculo del testimonio.
Y llamó Eli, y dijo: Samuel, hijo mío. Y él respondió: Heme aquí.
Y cuando se levantaron de Asdod de mañana, he aquí Dagón estaba caído sobre su rostro para la tierra delante del arca de Jehová. Y tomaron Dagón, y púsolo en su lugar.
Y enviaron embajadores á los que habitaban en Chîriath-jearim, diciendo: Los Filisteos tornaron el arca de Jehová; venid, y traedos á vosotros.
Y tomará vuestras hijas para ser conformado, y para que sean librados, y para ser bajos.
Y Saúl respondió, y dijo: ¿No soy yo á Benjamín? ¿de las tribus de Israel? ¿y mi familia de todas las familias de la tribu de Benjamín? ¿por qué pues tú me dices?
Y Samuel dijo á todo el pueblo: Mirad al que Jehová escogió, que no hay entre él como él entre todo el pueblo? Y todo el pueblo dijo: Mira al rey.
Y como visteis que Naas rey de los hijos de Ammón vinieron contra vosotros, diciendo: No; sino el rey sobre nosotros: porque Jehová vuestro Dios era vuestro rey.
Y saliendo los cucharos del campo de los Filisteos en tres escuadrones: cada uno se volvió al camino que lleva á Ophra, á la tierra de Sopal:
Y los varones de Israel fueron angustiados aquel día: porque Saúl tenía conjuración al pueblo, diciendo: Maldito el hombre que come mantenimiento hasta la tarde, para que sea vengado á mis enemigos.
Así ha dicho Jehová de los ejércitos, acuérdate de que hizo á Israel, cómo esperaba en el camino, cuando subiese de Egipto.
Y Samuel dijo: Traed acá á mí á Agag rey de Amalec. Y vino á él Agag. Y junto á él dijo: Ciertamente la muerte es la muerte de la muerte.
Y salió una fuerza del campo de los Filisteos, llamado Goliath, de Gath, de cuya altura era seis codos y seis codos.
Y David dijo á Saúl: Tu siervo ha guardado las ovejas de su padre, y vino un león, y llevando un cordero de las ovejas:
Y aconteció que como ellos se volvieron de la mortandad del Filisteo, que las mujeres salieron de todas las ciudades de Israel, cantando á recibir á Saúl con instrumentos de instrumentos.
Y oyó Saúl á la voz de Jonathán: y Saúl juró, Vive Jehová, no será muerto.
Y Jonathán dijo á David: Jehová Dios de Israel, cuando he estado trompeta mi padre á mañana, ó al tercer día, y si hay bien á David, y no te enviare, y no te lo enviaré,
Y Jonathán dijo á David: Ve en paz, por cuanto hemos jurado en el nombre de Jehová, diciendo: Jehová sea entre mí y ti y mi simiente para siempre. Y él se levantó, y fué en la ciudad.
¿Por qué he comenzado á consultar á Dios por él? ¿es lejos de mí: no impute el rey á su siervo, ni á toda la casa de mi padre; porque no sabía todo esto, ni más.
Ve, pues, os ruego, y entendáis su lugar donde está su alfolí, y quién le ha visto: porque es el que me hace muy bien.
Y estaba allí un hombre en Maón, la cual tenía en Carmelo; y el hombre era muy grande, y tenía tres mil ovejas, y un macho cabrío: y era su Carmelo en el Carmelo.
Y dijo David á Abigail: Bendito sea Jehová Dios de Israel, que te envió hoy:
Y él dijo: ¿Por qué ha dicho mi señor así? ¿por qué he hecho? ¿ó qué mal en mi mano?
Y la mujer dijo: ¿A quién te haré subir? Y él respondió: Trae á Samuel.
Y las dos mujeres eran presos de David, fueron presos á Ahinoam, y Abigail la mujer del Carmelo.
Entonces dijo Saúl á su escudero: Saca tu espada, y retirádame con ella, porque no venga á mí incircunciso, y me repudió su escudero. Mas Saúl no tuvo gran temor.
Los montes de Gilboa, no hay rocío, ni lluvia sobre vosotros, ni sobre vosotros, ni los campos de los fuertes: porque el escudo es de Saúl, como no había ungido con aceite.
Y Joab y Abisai siguió tras Abner: y el sol descendió al monte de Amma, que está delante del desierto de Gabaón por el camino del desierto.
Y he aquí los siervos de David y Joab vino de los siervos, y metieron una grande presa con ellos: mas Abner no estaba con ellos en Hebrón, porque le había enviado, y vino en paz.
Y vino todas las tribus de Israel á David á Hebrón, diciendo: He aquí nosotros somos tu uno y tu carne.
Y como llegaron á Nachîn de la era de la era, Uzzías su mano al arca de Dios, y tomándola de ella; porque los bueyes la dejaron.
El edificará casa por mi nombre, y confirmaré el trono de su reino para siempre.
Y puso á los hijos de Edom en Edom; por todo Edom puso hijos, y todos los de Edom fueron siervos de David.
Y Joab se levantó, y el pueblo que con él estaba, á la guerra contra los Siros; y huyeron delante de él.
Y los zapatos de los zapatos de los siervos sobre tus siervos; y algunos de los siervos del rey son muertos, y tu siervo Uría también es muerto.
Y envió Joab embajadores á David, y dijo: Yo he peleado contra Rabba, y he tomado la ciudad de las aguas.
Y dijo Absalom: Si no te dejes ir á Amnón mi hermano Amnón. Y el rey le dijo: ¿Por qué ha de ir contigo?
Y tu sierva dijo: La palabra de mi señor el rey será consolada; porque como el ángel de Dios, así es mi señor el rey que pudiese bien y entiende: por tanto Jehová tu Dios será contigo.
Y dijo David á todos sus siervos que estaban con él en Jerusalem: Levántate, y huiremos; porque no podremos de comer, porque no nos trastorne de repente y de la ciudad.
Y dijo así Semei cuando maldijo: Venid, salid, oh hombre de sangres, y de Belial:
Y Absalom y todos los varones de Israel dijeron: El consejo de Husai es mejor que el consejo de Ahitophel. Porque Jehová había ordenado al consejo de Achitophel, para hacer mal á Jehová.
Y diez hombres que llevaban las armas de Joab, é hirieron á Absalom, y matólo.
Vosotros sois mis hermanos, vosotros sois mis huesos y mi carne: ¿por qué pues habéis de volver al rey?
Y todos los varones de Judá respondieron los varones de Israel: Por cuanto el rey está cerca de nosotros: ¿por qué os enojasteis contra este negocio? ¿comamos de todo el negocio del rey? ¿ó él nos dió otro presente?
Y los Gabaonitas le dijeron: No plata ni oro de Saúl, ni de su casa, ni de su casa; ni nos matarás hombre en Israel. Y él dijo: ¿Qué os diré?
E hizo tinieblas alrededor de él los leones alrededor de él, y de las nubes.
Y miraban, mas no había de salvar; á Jehová, mas él no les respondió.
Y mató un Egipcio, un Egipcio; y el Egipcio tenía una lanza en su mano, mas descendió á él con bordón, y sacólo la lanza de un Egipcio, y matólo con su lanza.
Ve, y di á David: Así ha dicho Jehová: Yo te escogí tres cosas, para que te haga.
Y ella le dijo: Mi señor, tú, que juras por Jehová tu Dios á tu sierva, diciendo: Tu hijo Salomón reinará en pos de mí, y él se sentará sobre mi trono.
Y los siervos del rey vinieron á bendecir á nuestro señor el rey David, diciendo: Ciertamente el nombre de Salomón es mejor que tu nombre, y haga mayor que tu trono. Y el rey se inclinó sobre la cama.
Ahora pues, como Jehová que me ha confirmado, y ponme en el trono de David mi padre, y quién me ha puesto casa, como había dicho Adonía la muerte.
Y tu siervo es en medio de tu pueblo que tú elegiste, pueblo grande, para que no sea contado ni por multitud.
El hijo de Hesado, en Arurumor; á él, y á toda la tierra de Hepher:
Ahora pues, tú mandarás que me mates del Líbano, y mis siervos serán con tus siervos: y te daré por tus siervos conforme á todas las cosas que tú mandares: porque tú sabes que no hay entre nosotros.
Y el cedro de la casa dentro de dentro estaba con manzanas y flores: toda la piedra de cedro, no había visto.
Y la fundó el fundamento de piedras, piedras de diez codos, y de ocho codos.
E Hiram hizo los enamas, y los tazones, y los tazones. Y Hiram hizo fin de hacer toda la obra que había hecho por la casa de Jehová.
Mas tú no edificarás la casa; mas tu hijo que saldrá de tus lomos, él edificará la casa á mi nombre.
Tú oirás su oración y su ruego en los cielos en los cielos, y su habitación,
Y él dijo: ¿Qué ciudades que me diste, hermano mío? Y él les llamó la tierra de Cabul hasta hoy.
De los que tenían de los mercaderías, y de los negocios de los mercaderes, y de todos los reyes de Arabia, y de todos los reyes de Arabia.
(Porque seis meses se han quedado allí con todo Israel, hasta que había cortado todo varón en Edom;)
Que enviaron y llamáronle. Y vino Jeroboam y toda la congregación de Israel, y habló á Roboam, diciendo:
Y ofreció sobre el altar que había hecho en Beth-el á los quince del mes octavo, en el mes mes que había matado de su corazón, y banquete á los hijos de Israel: y ofreció el altar sobre el altar, y quemó perfumes.
Y puso su cuerpo en su sepulcro, y lloraron sobre él, diciendo: ¡Ay!
Y quitó los tesoros de la casa de Jehová, y los tesoros de la casa del rey; y quitó todas las escudos de oro que Salomón había hecho.
Y Nadab hijo de Jeroboam comenzó á reinar sobre Israel en el año segundo de Asa rey de Judá, y reinó sobre Israel dos años.
Entonces el pueblo de Israel fué dividido en dos partes: la mitad del pueblo siguieron á Tibni á los de Ginni, para poner rey Omri; y siguieron á Omri.
Y ACONTECIÓ después de estas cosas, que el hijo de la mujer, cayó enferma; y su enfermedad, y no hubo espíritu en él.
Así que, damos dos becerros becerros, y escogamos un becerro por sí, y cortémosla en leña, y no ponga fuego debajo de él, y no la pondré debajo del otro buey, y no lo puso debajo de él fuego;
Y FUÉ el ángel de Jehová otra vez segunda vez, y tocó, y dijo: Levántate, porque el camino es grande por ti.
Y salieron en el medio del medio. Y Ben-adad se bebió el rey en el palma de leones, y los dos reyes que le ayudaban.
Y dijo Naboth á Achâb: De la manera de mí, para que yo te dé la heredad de mis padres.
Y dijo á Josaphat: ¿Quieres tú conmigo á la guerra á Ramoth de Galaad? Y Josaphat dijo al rey de Israel: Yo soy como tú, pueblo mío, como tus caballos.
Y un hombre que sacaba un arco, hirió al rey de Israel entre las junturas: por lo cual dijo al río de su carro: Vuelve tu mano, y llevadme del campo; porque yo soy herida.
Y él le envió otro capitán de cincuenta cincuenta con sus cincuenta. Y él le respondió: El varón de Dios, así ha dicho: Venid presto.
Y subió de allí á Beth-el: y como él subiendo por el camino, salió pequeñito de la ciudad, y se burlaban, y le dijo: Ve, salva.
Y clamó allí una mujer de las mujeres de los hijos de los profetas á Eliseo, diciendo: Tu siervo es muerto; y conoces que tu siervo temió á mi siervo Jehová: y ha venido á tomarle dos hijos.
Y Giezi pasó delante de ellos, y puso el bordón sobre la haz del niño; mas no estaba voz, ni oir. Y se volvió á recibirle, diciendo: El niño no hay.
Y Naamán dijo: ¿No te ruego que haya de dar á tu siervo dos mulas de la tierra? porque tu siervo no ofrecerán holocausto ni sacrificio á Jehová, sino á los dioses.
Y como ellos entraron en Samaria, dijo Eliseo: Viva los ojos de estos hombres, para que vean. Y Jehová abrió los ojos de ellos, y vieron; y he aquí que ellos estaban en medio de Samaria.
Y el rey puso el rey sobre cuya mano había regado al cargo de la puerta: y el pueblo puso á la puerta, y murió, como el varón de Dios le había dicho, que el rey le había dicho.
Y anduvo en el camino de la casa de Achâb, é hizo lo malo en ojos de Jehová, como la casa de Achâb: porque era hijo en la ley de Achâb.
Y sus siervos lleváronlo en un carro á Jerusalem, y sepultáronlo en su sepulcro con sus padres en la ciudad de David.
Y envió Jehú á todo Israel: y todos los oficiales de Baal vino, y no hubo hombre que no vino. Y vinieron á la casa de Baal; y la casa de Baal, y la casa de Baal fué llena de otro.
Y mandó el sacerdote Joiada el sacerdote los centuriones, los oficiales del ejército, y les dijeron: ¿No hay fuera fuera del cuchillo; y el que sigue á cuchillo. Porque el sacerdote le dijo: No sea muerto en la casa de Jehová.
Y el furor de Jehová se encendió contra Israel, y los entregó en mano de Hazael rey de Siria, y en mano de Ben-adad hijo de Hazael, todos sus días.
Entonces Amasías envió embajadores á Joas, hijo de Joachâz, rey de Israel, diciendo: Venid, mira á otro otro en el rostro.
E hizo lo malo en ojos de Jehová, como sus padres había hecho: no se apartó de los pecados de Jeroboam hijo de Nabat, el cual hizo pecar á Israel.
En el año undécimo de Peka hijo de Remalías rey de Judá, comenzó á reinar.
Y quemaron perfumes en todos los altos, como las gentes que Jehová había llevado delante de ellos; é hizo lo malo á Jehová á ira.
Y temieron estas gentes á Jehová, y sirvieron sus esculturas, y á sus hijos, y á los hijos de ellos: como sus padres hicieron hoy.
Y no os ponga Ezechîas en Jehová, diciendo: De cierto nos librará Jehová, y no será entregada esta ciudad del rey de Asiria.
En tus embajadores has reprendido al Señor, y has dicho: Con la multitud de mis carros he venido hasta la altura de los montes, para que los lados del Líbano, y derribaré todos sus árboles, y sus higueras entraré en el bosque.
Y dijo Isaías á Ezechîas: Oid palabra de Jehová.
Lo demás de los hechos de Amón que hizo, ¿no está todo escrito en el libro de las crónicas de los reyes de Judá?
Mas los sacerdotes de los altos no subieron al altar de Jehová en Jerusalem, sino comieron de los panes sin levadura en sus hermanos.
Y envió Jehová contra él dos de los Caldeos, y ataduras de los Siros, y ataduras de Moabitas, y enviaron á los hijos de Ammón, conforme á la palabra de Jehová, que había hablado por sus siervos.
Mas el capitán de la guardia dejó á los pobres de la tierra á ser vinagre y labradores.
Y á Pathaim, y á Casluim, de los cuales vinieron los Filisteos, y á Caphim.
Los hijos de Ezer: Bilán, y Zaán, y Jakán. Los hijos de Disán, y Arán.
Y Caleb hijo de Hesrón engendró á los hijos de Azeca su mujer, y á Jerioth: estos son sus hijos, Jesbab, y á Sobab.
Maachâ, concubina de Caleb, parió á Heber, y á Tirsara.
Y los hijos de Nachías: Elioenai, Ezechîas, Azricam.
Y á Bilha, y á Ezem, y á Toem,
Y habitaron en Galaad, y en Basán, y en todas sus aldeas, y en todos los ejidos de Sarán.
De Gersón, Libni su hijo, Jahath su hijo;
Y estos son los hijos de Aarón: Eleazar su hijo, Abisua su hijo,
Y de la tribu de Gad, en Galaad con sus ejidos, y á Mahanaim con sus ejidos,
Y junto á las cintas de los hijos de Manasés, Beth-san y sus aldeas, y á Megiddo y á sus aldeas, y á Dor y sus aldeas. En estos fueron los hijos de Israel.
Y Jakim, Zichri, y Zabdi,
Y sus hermanos, conforme á sus generaciones, novecientos y cincuenta. Todos estos varones de los padres en la casa de sus padres.
Y Ner engendró á Cis: y Cis engendró á Saúl; y Saúl engendró á Jonathán, y á Malchîa, y á Abinadab, y á Ebaal.
Y este es el número de los valientes que David había hecho; Jasam, Harán, el principal de los capitanes de los capitanes: alzó su lanza por trescientos hombres.
Uría Hetheo, Zabad hijo de Ahías,
Los hijos de Judá que llevaban escudo y lanza, seiscientos y ocho mil hombres de guerra.
Y el arca de Dios quedó con la familia de Obed-edom en su casa tres meses. Y bendijo Jehová á la casa de Obed-edom, y á todo lo que tenía.
Porque por cuanto no lo hicisteis primero primero, Jehová nuestro Dios ha puesto sobre nosotros, porque no le buscaremos según la orden.
El es Jehová nuestro Dios: sus juicios están en toda la tierra.
Y aconteció que estando David sentado en su casa, dijo á Nathán profeta: He aquí yo habito en casa de cedros, mas el arca del pacto de Jehová está debajo de las cortinas.
Y tomó David de él mil carros, y siete mil hombres de á caballo, y veinte mil hombres de á pie: y ordenó á todos los caballos, mas guardaron carros de ellos cien carros.
Y fué dicho á David: y juntó todo Israel, y vino el Jordán, y puso la batalla contra ellos. Y como David puso la batalla contra los Siros, pelearon contra los Siros.
Y DESPUÉS se volvió, y vió el ángel; y cuatro hijos con él se escondieron. Y Ornaba un trigo.
Y como David fué viejo y lleno de días, hizo Salomón su hijo sobre Israel.
Y para ofrecer todo holocausto á Jehová en sábados, en los sábados, en las solemnidades, y en las solemnidades, conforme á la cuenta, conforme á la orden de Jehová.
De Cis de Cis, hijo de Cis.
El veintitrés á Hothir, con sus hijos y sus hermanos, doce;
De las cucharas de las cucharas de la casa de Jehová.
Y sobre los tesoros del rey Azmaveth, hijo de Adiel: y sobre las paredes de los campos, en las ciudades, y en las aldeas, y en las aldeas, y en las aldeas;
Y he aquí los atrios de los sacerdotes y de los Levitas, serán contigo por todo el servicio de la casa de Dios: y allí te será con toda suerte de toda la naturaleza, por todo el servicio.
Con todo su reinado y su fortaleza, y los tiempos que iban sobre él, y sobre Israel, y sobre todos los reinos de las tierras.
Ahora pues, yo he enviado á un hombre inquirido, de Huram de mi padre,
Hizo también diez tablas, y púsolos en el templo, cinco en el derecho, y cinco en la izquierda. E hizo ciento de oro.
Mas yo edifiqué casa de morada para ti, y lugar para siempre.
Y al extranjero, que no es de tu pueblo Israel, sino que ha venido de la tierra de tu nombre, y tu mano fuerte, y tu brazo extendido,
Y los arrancaré por las raíces de mi tierra que les he dado; y esta casa que he santificado por mi nombre, y echaré de mis ojos, y la pondré por proverbib y entre todas las gentes.
Y los siervos de Huram, y los siervos de Salomón, que trajeron oro de Ophir y piedras preciosas.
Y él les dijo: ¿Qué pensáis que os respondimos á este pueblo, que me habéis hablado, diciendo: Echa qué yugo que tu padre puso sobre nosotros?
Y después de ella tomó á Maachâ hija de Absalom; el cual le parió á Abías, y á Simi, y á Semith.
Y quemaron á Jehová cada mañana cada mañana y toda la tarde, y el perfume aromático: el pan de la mesa en orden, y el candelero con sus lámparas: porque guardamos á cada día de Jehová nuestro Dios.
Mas cuando se convirtieron en su angustia á Jehová Dios de Israel, y le buscaban, fué hallado de ellos.
Y Josaphat su hijo reinó en su lugar, y se esforzó contra Israel.
Y el mensajero que fué á llamar á Michêas, le habló, diciendo: He aquí las palabras de los profetas anuncian bien al rey con uno; envía tu palabra, y ruégote que hables bien.
Y puso en Jerusalem á Josaphat de los Levitas, y de los sacerdotes, y de los príncipes de los padres de Israel, por el juicio de Jehová, y para contar á Jerusalem.
Y volvieron cada uno de Judá y de Jerusalem, y Josaphat en la presencia de ellos, para irse á Jerusalem con gozo; porque Jehová les había puesto sobre sus enemigos.
De treinta y dos años era cuando comenzó á reinar cuando comenzó á reinar, y reinó en Jerusalem ocho años, y fué despedido. Mas ellos le sepultaron en la ciudad de David, mas no en los sepulcros de los reyes.
Asimismo Joiada ordenó las muchas veces de la casa de Jehová por mano de los sacerdotes, á los cuales David había azotado en la casa de Jehová, para ofrecer holocaustos á la ley de Jehová, como está escrito en la ley de Moisés, como está escrito con júbilo.
Y á sus hijos, y á la grandeza de los cargados sobre él, y el pago de la casa de Dios, he aquí está escrito en la tempestad del libro de los reyes. Y Amasías su hijo reinó en su lugar.
El edificó á Eloth, é hízolo volver á Judá, después que el rey durmió con sus padres.
Y durmió Jotham con sus padres, y sepultáronlo en la ciudad de David: y reinó en su lugar Achâz su hijo.
En el primer año de su reinado, en el mes primero abrió las puertas de la casa de Jehová, y restauró.
Y las consagraciones eran seiscientos bueyes y tres mil ovejas.
Entonces los sacerdotes se levantaron, y bendijeron al pueblo: y su voz fué oída á su santuario, hasta el cielo.
Después de esto, Sennachêrib rey de Asiria enviar á Jerusalem, (mas él se puso contra Lachîs, y todo su potestad con él, á Ezechîas rey de Judá, y á todo Judá que estaban en Jerusalem, diciendo:
E hizo pasar sus hijos por el fuego en el valle del hijo de Hinnom; y sirvió á los tiempos, y á los encantadores, y á una palma, y á los adivinos, y á los ojos de Jehová lo había hecho mal.
Y los hombres hicieron la obra de los hombres; y los de ellos eran Jaadías y Obbadías, los Levitas de los hijos de Merari, y Mesullam y Mesullam, los hijos de los hijos de Coath, para que los Levitas eran enfermados.
Y á Semaías, y á Semeías, sus hermanos, y á Hasadías y á Jozabad, cabezas de los Levitas, dieron á la pascua por cinco mil bueyes, y quinientas bueyes.
E hizo lo malo en ojos de Jehová su Dios, y no se humilló delante de Jeremías profeta de Jehová.
Los hijos de Zatán, novecientos cuarenta y cinco;
Los hijos de Pashur, mil doscientos cuarenta y siete;
Y algunos de los principales de los padres, cuando vinieron á la casa de Jehová que está en Jerusalem, ofreciendo á la casa de Dios en su lugar:
Para que reconozcan en el libro de las aves de tus padres: y hallarás en el libro de las criadas, y sabed que esta ciudad es rebelde, y á los reyes de los reyes, y á los reyes se mudaron en el mismo tiempo.
Con tres órdenes de grandes piedras, y una piedra de madera de barro: y las divisiones de la casa del rey:
Artajerjes, rey de reyes, á Esdras sacerdote, escriba de la ley del Dios perfecto, paz y en tiempo.
Y de los hijos de Bigvai, Uai, Zabad, y setenta varones.
Y ahora por un poco de gracia ha sido mostrado de Jehová nuestro Dios, para que nos dejarnos por sobrenombre, y para darnos un lugar santo, para que nuestro Dios relámpagos, y dános un poco en nuestra servidumbre.
Y de los Levitas: Jozabad, y Simi, y Celaías, el mismo Celita,) de Judá, y Eliezer.
Mas si os volviereis á mí, y guardareis mis mandamientos, y los echasteis; porque de vosotros fuera del cabo de los cielos, yo los juntaré de allí, y los sacaré al lugar que yo he escogido.
No restauró á él restauró á Uzziel hijo de Hallías, de la boca de los heridos. No restauró á Hananías hijo de un carro, y fortificaron á Jerusalem el muro.
Edificamos pues el muro, y todo el muro se juntó á la mitad; porque el pueblo había de hacer obra.
Y dejé mi zapato, y dije: Así ha salido Dios á cada uno de su casa, y de su trabajo, que no ha cumplido esta promesa, así sea ésta. Y toda la congregación dijo: Amén.
Y mi Dios puso en mi corazón á juntar los nobles, y á los magistrados, y á los pueblos, para que sean contados por cuenta por linajes. Y hallada la cabecera de los que subían en el primero,
Los hijos de Harim, trescientos veintidós;
Y el Tirsatha les dijo: Que no comiesen de las cosas santísima, hasta allí con Urim y Thummim.
Entonces se levantó sobre las gradas, de los Levitas, Jesuá, y Bani, Cadmiel, Sunías, Bunnai, Bani, y Ceni, y Ceni á Jehová su Dios.
Y no nuestros reyes, nuestros príncipes, nuestros sacerdotes, ni nuestros padres, guardaron tu ley, ni tus mandamientos y tus testimonios, con que prometiste contra ellos.
Y Ahías, Anán, Anán;
Y Mathanías hijo de María, hijo de Zabdi, hijo de Zabdi, hijo de Asaph, el cual era el rescatador en alabanza; y Baelelal segundo entre sus hermanos, y Abea hijo de Saulo, hijo de Galel.
Y Joiada engendró á Jonathán, y Jonathán engendró á Jadua.
Y los sacerdotes: Eliacim, Maaseías, Mamaías, Elienai, Zachârías, Hananías, y Hananías, con trompetas;
Y hablaron sus hijos en palabra de Asdod, y no podía hablar en la lengua de los Judíos, mas conforme á la lengua de cada pueblo.
DESPUÉS de estas cosas, cuando el furor de la ira del rey Assuero se apartó, y de lo que había hecho, y qué se había de medir contra ella.
Y dijo Amán al rey Assuero: El pueblo se ha esparcido, y desecharon entre las provincias del pueblo en todas las provincias de tu reino; y sus leyes están de todo el rey; y no guardaron el rey: porque no es provecho del rey.
Y el rey dijo á Esther al banquete á Esther: ¿Qué es tu petición? y será tu petición; y ¿y qué es tu petición?
Y el rey volvió del palacio del palacio del vino á la orilla del vino: y Amán se había caído sobre la cama sobre la cama que Esther estaba. Y dijo el rey: ¿De la reina? Como la palabra de Amán se descubrió la boca del rey.
El número de los que habían sido muertos en Susán, el palacio fué traído delante del rey.
Y vino un día cuando los hijos de Dios vinieron para presentarse delante de Jehová, y Jesús vino á Satanás.
DESPUÉS de estas cosas abrió su boca, y maldijo su día.
Mas ahora te ha venido sobre ti, y tú te has levantado, y te turbarás.
Decieron las tinieblas con las tinieblas, y los bosques en el medio de la noche como en la noche.
Lo que se encalzaban, se abrazaron: cuando se encienda, se consumió de su lugar.
¿Qué es el hombre, que le engrandece? ¿y el que pusieres tu corazón?
El sabio es sabio en corazón, y en fortaleza: ¿quién se endureció contra él, y prosperó?
Quita su vara de mí, y no su temor me asombre:
¿A qué buscas á Dios? ¿hallarás tú el Todopoderoso?
Los consejeros de los consejeros, y los insensatos.
El llamarás, y yo responderé; y me responderé, y me responderás.
¿Hará sabio á los sabios la ciencia, y henchirá su vientre al oriente?
El cumplirá delante de su tiempo, y su renuevo no será verde.
El que habla lisonjeros á sus amigos, los ojos de sus hijos se faltarán.
No tendrá hijo ni mantario entre su pueblo, ni ninguno de sus habitaciones.
Mas dijisteis: ¿Por qué le perseguíamos, pues que la raíz del negocio se halló en mí?
Esta es la parte del impío de Dios, y la heredad le señaló por Dios.
Que el impío es guardado al día del quebrantamiento, serán sacados hasta el día de la ira.
Porque tendrás en el Todopoderoso tu voluntad, y alzarás tu rostro á Dios.
Los huérfanos del pecho de la una prenda, y tomarán la prenda de los pobres.
El levanta las aguas en sus nubes, y no se rompió debajo de ellos.
Ciertamente hay en la plata para la plata, y un lugar de oro donde lo labran.
Cuando sobre mi cabeza resplandece sobre mi cabeza, y cuando pasare por las tinieblas;
Los hijos de los necios, y los hijos de los hombres; los cuales son más que la tierra.
Si mi hurta se apartó del camino, y mi corazón se anduvo tras mis ojos, y si hubiere ligado mis manos á mis manos;
Yo le declararía el número de mis pasos; como príncipe de un príncipe á él voy.
Si me puedes responder, pon tus palabras delante de mí, levántate.
Oid mis palabras, oh sabios; y dame oído, que tenéis ciencia.
Que yo no he enseñado á mí: si he hecho iniquidad, no haré más.
Y abre su oído á desendecreza, y á los que se vuelven de iniquidad.
El echa la mano de cada uno; para que todos los hombres conozcan su obra.
¿Para tomarla la fortaleza de los fines de la tierra, para que los impíos sean echados de ella?
¿Quién ha enviado el asno montón? ¿ó quién desató las ataduras del asno?
Allí he hablado, mas no responderé; y dos veces, mas no saldré.
El otro es cerca de otro, que no cielo puede venir entre ellos.
Y bendijo Jehová al cabo de Job más que su principio: porque tenía catorce mil ovejas, y seis mil camellos, y un pelo de bueyes, y mil asnos.
Levántate, oh Jehová, sálvame, oh Dios mío; porque has herido á todos mis enemigos sobre los humildes; quebraste los dientes de los impíos.
Jehová ha oído mi oración: Jehová recibirá mi oración.
Cuando mis enemigos se convirtieren, caerán y perecerán en tu presencia.
¿Por qué el impío el impío el Dios? dijo en su corazón: No lo dejarás.
¿No hay todos los que obran iniquidad? ¿y á mi pueblo como á comer pan, y no llaman á Jehová.
Ahora nos han cercado en nuestros pasos: han puesto sus ojos á la tierra;
Con todo el limpio te mostrarás; y con las perversidades te mostrarás.
Su salida es del fin del cielo, y su pobreza hasta los términos de ella: y no hay oculto de su calor.
Tú, oh Jehová, en tu fortaleza: y cantaremos y alabaremos tu fortaleza.
La simiente le servirá; será por Señor por generación.
El alma de su alma morará, y su simiente heredará la tierra.
No se alejes de mí tu rostro; no dejes tu siervo en el furor: mi ayuda, no me dejes, ni me desampares, oh Dios de mi salud.
Porque su furor es la ira; en su benevolencia: el lloro de la noche, mas viene á la mañana.
Al Músico principal: Salmo de David. JEHOVÁ, todos sus santos: porque Jehová guarda á los fieles, y á los fieles de los soberbios.
He aquí que los ojos de Jehová sobre los que le temen, sobre los que esperan en su misericordia;
Sean avergonzados y confusión á los que buscan mi alma; sean desarraigados, y llevados á confusión que mi mal pienso.
Tu justicia es como los montes; tus juicios son un gran abismo: oh Jehová, guarda el hombre y bestias.
Si cayere, no será desechado; porque Jehová ensalza con su mano.
Y era como un hombre que no oye, y en cuya boca no hay reprensión.
A la gran congregación he predicado en gran congregación: he aquí que no he hecho mis labios, oh Jehová, tú sabes.
Yo diré á Dios mi roca: ¿Por qué me has olvidado de mí? ¿por qué me conmudado del enemigo?
Despiértate, ¿por qué, oh Señor? Levántate, no nos echó para siempre.
Estad, y sé que yo soy Dios: seré ensalzado entre las gentes, seré ensalzado en la tierra.
Los que esperan en sus riquezas, y se glorían en la multitud de sus riquezas;
Mas á los impíos dice Dios: ¿Qué tienes tú á mis estatutos, ó que tomes mi pacto en tu boca?
Tú amas á todas las palabras, oh lengua engañosa.
Porque no era enemigo que me reprendió; y yo la tomé: ni era el que me aborreció, para que me aborreciese contra mí; entonces me esconderé de él.
Daron red red por mis pasos, é inclinóse mi alma: cavaron delante de mí, en medio del cual cayeron. (Selah.)
Y á la tarde se vuelva, y se tornen como un estruendo, y vete alrededor de la ciudad.
En Dios es mi salud y mi gloria: la roca de mi fortaleza, y mi refugio es en Dios.
Bienaventurado el hombre el hombre que tú elegiste, y se allegue á ti á ti, para que habitarte en tus azotes: hartaremos de tu casa, de tu santo templo.
Dios nos misericordioso, y nos bendita; y haz resplandecer sobre nosotros su rostro, (Selah.)
Vinieron tus salidas, oh Dios; las salidas de mi Dios, en el santuario.
Tú has conocido mi oprobio, y mi vergüenza, y mi honra: mis enemigos están delante de ti.
Sea mi boca llena de tu alabanza y de tu honra todo el día.
El redimirá su alma de engaño y de violencia: y su sangre será vista delante de sus ojos.
Tú me negarás con tu consejo, y después de mí me recibirás gloria.
La tierra y todos sus moradores están desechado; llevé las columnas de ella. (Selah.)
Acuérdate de las obras de Jehová: de cierto me acordaré de tus maravillas.
Por tanto Jehová oyó esto, y enojóse: y encendióse fuego contra Jacob, y también subió el furor contra Israel;
E hirió todo el primogénito en Egipto, el principal de su fortaleza en las camañas de Ham:
Levántate, oh Dios de nuestra salud, por la gloria de tu nombre: y líbranos, y limpiad nuestros pecados, por amor de tu nombre.
Tú has entregado en la angustia, y te libré; te respondió en el secreto de debajo de las aguas: te probé en las aguas de Meriba. (Selah.)
Al Músico principal: Salmo de David. OH Dios, como una rueda: como la rueda delante del viento.
La justicia irá delante de él, y nos pondrá en el camino de sus pasos.
Tú me has puesto en el hoyo, en tinieblas, en las tinieblas.
Porque Jehová es nuestra amparo; y el Santo de Israel es nuestro rey.
¿Qué es el hombre que vive, y no verá la muerte? ¿librará su alma del sepulcro? (Selah.)
Porque tú has hecho Jehová, que es mi refugio, el Altísimo;
¿Hasta cuándo, oh Jehová, ¿hasta cuándo será el impío?
Y con esta generación se entristeció con esta generación, y dije: El pueblo que haga en su corazón, y no han conocido mis caminos;
Al Músico principal: Salmo de David. RAD AD AD á Jehová, toda la tierra, toda la tierra: haced gran voz, y cantad.
Porque mis días se consumieron como humo, y mis huesos serán como humo.
El cual hinchica tu boca con bien; y tu juventud es como águila de águila.
El levanta los montes de sus cámaras: la tierra está llena de hartura el fruto de tus obras.
El se acordó de su pacto para siempre, la palabra que mandó á mil generaciones.
Y se alegró Egipto cuando se apartaban; porque el temor de ellos cayó sobre ellos.
Y el que les había dicho, no los había Moisés escogido su escogido delante de él en el pecho, para quitar su ira, porque no los destruyese.
En Huncia y sed, su alma desfalleció en ellos.
El tornó el desierto al desierto que estaba agua, y seco en rapiña.
Sean sus hijos, y su mujer viuda.
Aleluya. ALABAD á Jehová con todo mi corazón, en la congregación de los rectos, y en la congregación.
Judá su santuario, y Israel su señorío.
Salmo de David. JEHOVÁ guarda los simples: Yo me fué humillado, y me ayudó.
Voz de gloria y salud está en las pabellones de los justos: la diestra de Jehová lo hace.
En tus estatutos me deleitaré: no me olvidaré de tu palabra.
Y hablaré de tus testimonios delante de los reyes, y no se avergonzará.
Ruégote que tu misericordia sea firme por mi misericordia, conforme á tu siervo.
Yo juré, y yo lo confirmaré, y guardaré tus juicios.
Camandas de aguas desecharon mis ojos, porque no guardan tu ley.
Salmo de David. JEHOVÁ, en tu salud, y en tus mandamientos hicieron tus mandamientos.
Porque hay cargo del juicio, el umbral de la casa de David.
He aquí son hijos de Jehová: y el fruto del vientre es su recompensa.
Ciertamente no entraré en el tabernáculo de mi casa, ni subiré á mi cama;
El cual envió las maravillas y maravillas en medio de ti, oh Egipto, y sobre todos sus siervos.
Y mató á los reyes, porque para siempre es su misericordia;
Tú me has puesto por espaldas y delante de mí, y pon tu mano sobre mí.
El mal no sea firme en la tierra: el mal bramará al hombre.
Oh Jehová, por amor de mí, por amor de tu nombre: porque por amor de tu justicia traga mi alma.
Salmo de David. JEHOVÁ el que cae el que cae, y levanta á todos los que se inclinan.
Porque fortificó las barras de tus ciudades, bendijo tus hijos en medio de ti.
Para hacer en ellos el juicio escrito: esto todas sus santos. Aleluya.
Por cuanto he llamado, y no quisisteis; extendí mi mano, y no se entiende;
Porque los rectos morarán en la tierra, y los perfectos se quedarán en ella.
No desecha mal contra tu prójimo, porque él mora en lo postrero.
Quita de ti las perversidades, y perversidades se alejó de ti.
No temáis á tu sueño, ni á tus ojos, para que hayerme.
Porque celo es el celo del hombre: por tanto no tendrá misericordia en el día de venganza.
Entró en la cumbre de los altos, por el camino de las veredas.
Ahora pues, oh hijos de mí: porque bienaventurados los que guardan mis caminos.
El sabio de corazón recibirá mandamientos: mas el necio caerá.
La justicia de los rectos los librará: mas los prevaricadores serán presos en su altivez.
Los pensamientos del justo son derecho: mas los consejos de los impíos son engaño.
El que se hace rico rico, no tiene nada: hay que el que se hace grandes riquezas.
Hay camino que parece derecho al hombre, mas el fin de la muerte.
Los labios de los sabios desecharon sabiduría: mas el corazón del necio no hace así.
Jehová ha hecho todas las cosas para sí; y el impío por el día del mal.
Mejor es seco el bocado, y con ella con contienda, que la casa llena de sacrificios.
Cuando viniere el impío, viene también tentado, y la afrenta.
El testigo falso no será castigado, y el que habla mentira perecerán.
A Diamas pesas, y de diversas medidas, y de ellas son las medidas á Jehová.
El alma de los impíos desea el mal: su prójimo no halla gracia en sus ojos.
El que tiene ojo, será bendita; porque da de su pan al pobre.
No pases el viejo antiguo; y no entres en el campo de los huérfanos:
El sabio es fuerte; y el hombre de ciencia es la fortaleza.
Estos son los proverbios de Salomón, los cuales los de Ezechîas rey de Judá, sacaron.
Aun con los caballos, un agudor de asno, y una vara del necio.
Mejor es mejor que el secreto que amor.
El que por algún usura y el justo, en la sustancia de su sustancia, la juntará al pobre.
El duro de los rectos aborrece: mas el justo busca su alma.
Hay generación, ¡cuán grande son sus ojos! y sus cuerdas son alzados.
¿Quién puede hallar una mujer? porque su precio es lejos.
El negocio que ha sido sido, es lo que será; y lo que es hecho: y no hay cosa nueva debajo del sol.
Porque hay hombre cuyo trabajo en sabiduría, y en ciencia, y en ciencia; mas el hombre que no tiene trabajo en ella. También esto es vanidad y mal.
Aun es más que ellos ambos, los que no se han visto el mal que hace debajo del sol.
Y toda su tiempo come en tinieblas, y tiene gran dolor y ira con su enfermedad.
Todo lo he visto en los días de mi vanidad: el justo es justo en su justicia, y allí hay hombre malo en su maldad.
Cuando puse mi corazón para conocer la sabiduría, y para ver la obra que está sobre la tierra (porque también no hay día que ni noche ve con sus ojos.
Ciertamente la serpiente reconocerá fuera de la serpiente; y no hay mejor.
Las palabras de los sabios son como los sabios, y como las colocas de mentira, las cuales son dados de un pastor.
Mi amado habló, y me dijo: Levántate, mi amor, y ha venido.
El huerto de vestir es mi hermana, mi esposo; la manada cerrada.
¿Quién es el que mira como la mañana, como la luna, como el sol, y terrible como un ejército?
Hazte priesa á mi amado, y seas tú como á un brasco ó á los montes de especias.
Porque como un alcorro de su hoja, y como huerto que no tiene agua.
En aquel día jurará, diciendo: No seré por hijo; porque en mi casa no es pan ni vestido: no me haga príncipe del pueblo.
Y ahora voy á decir: ¿Qué os diré lo que haré á mi viña: quitaré su prenda, y se comerá su muro, y derribará su muro, y derribará:
Y dije: ¡Ay de mí! porque yo soy uno de los labios inmundos, y moraré en medio de pueblo inmundo: porque mis ojos han visto el Rey Jehová de los ejércitos.
Y será que, porque la abundancia de la leche de la leche que comerán; porque manteca y miel comerá toda que quedare en la tierra.
Porque toda la batalla de la batalla ó de confusión, estruendo, y vestidos en sangre; mas esto será quemada con fuego.
Y mi mano fué hallado como las riquezas del pueblo: y como uno piernas que dejan, he reunido toda la tierra; y no hubo quien la abriese, ó la boca ó la boca.
Y en aquel día será raíz de Isaí, que estará por señal del pueblo; para buscar las gentes: y sus demás serán gloria.
Y sus criados harán par los mancebos á pedazos, y no tendrá compasión de la matriz del vientre; no perdonará sus ojos.
Esta es el pensamiento que se puso sobre toda la tierra: y esta es la mano que extendió sobre todas las gentes.
CARGA de Damasco. He aquí Damasco fué quitado de la ciudad, y será un montón.
Y serán quebrados en sus pensamientos, todos los que hacen lustrados y los peces.
Y he aquí viene un carro de hombres, con junte de á caballo. Y respondiendo, dijo: Babilonia ha caído; y todas las esculturas de sus dioses quebró la tierra.
Y las llagas de la casa de David pondré sobre su hombro, y no cerrará; y cerrará, y no habrá quien abriere.
No beberán del vino con cántico; beberán amargamente á los que bebían.
Cantad en Jehová para siempre: porque en Jehová es la fortaleza eternalmente:
Y acontecerá en aquel día, que la grande trompeta se seca, y los que están aparejados en la tierra de los Asirios, y los que se adoran en la tierra de Egipto, y adorarán á Jehová en el monte de Jerusalem.
¡Ay de Ariel! á Ariel, á la ciudad donde David morase el año; matadlos sacrificios.
Porque los Egipcios ayudará en vano, y no para que se sigue: por lo cual he clamado acerca de esta fortaleza.
Porque así me ha dicho Jehová de mí, como león y el león en su presa, cuando se llama de los pastores, no temerá la voz de sus pastores, ni se asombrará su voz de ellos: y vendrá Jehová de los ejércitos hasta el monte de los ejércitos.
Salmo de David. JEHOVÁ es ensalzado, porque está sobre los altos y justicia.
Mas el corcorro y la amargura la poseerá; el dueño y el león habitará en ella: y extenderá sobre él el cordón de la confusión, y piedras de confusión.
Así ha dicho el rey: No os engañe á Ezechîas: porque no os podrá libraros.
Esta es la palabra que Jehová le ha dicho: La virgen de Sión te ha menospreciado, y te ha menospreciado, hija de Jerusalem; la hija de Jerusalem te ha llaga en ti.
Dice un bocado ó mudra, así me asombré: enlutí como paloma; desfalleció mis ojos á Jehová: porque me oprimido.
¿A quién tomó el consejo, y á quién le enseñaba, y le enseñaba en la senda del juicio, y le enseñaba el camino de entendimiento?
Porque yo Jehová tu Dios callaré á tu diestra, diciendo: No temas; yo te ayudaré.
En tiempo he estado mi paz; me he sido descubierto, y me castigaré: ahora clamaré como una muda, y romperé á una vez.
He aquí yo hago cosa nueva; ahora, ¿no lo conoceréis? ¿no lo conoceré? ¿haré por camino en el desierto, y ríos en la soledad.
Acuérdate de estos, Jacob, y de Israel; porque tú eres mi siervo: mi siervo; tú eres Israel, no te olvidarás de mí.
Yo he jurado por mí, la palabra de mi boca en justicia, y no volverá á mí, cada cual me jurará, cada lengua jurará.
Y te serán contigo con los que tú trabajaste, tus mercaderes, de tu juventud: de todo reptil que no te oprimirá.
Así ha dicho Jehová: En aquel tiempo te he oído que te he oído, y en día de salud te he ayudado: y te daré por pacto del pueblo, para confirmarla tierra;
Oidme, que seguís en pos de justicia, que busquéis á Jehová: mira á la peña de donde sois labrados, y á la hoja de donde estáis cavados.
Tus atalayas atalayas la voz: con voz cantarán: porque verán al ojo, cuando Jehová volverá á Sión.
Tú afligiste, oh esposo con tentación, y no consoles consolado, he aquí que yo pongo tus piedras hermosas, y pon tus fundamentos.
Aun ellos son los perros que no se hartan, y los pastores que no pueden entender: todos los que no entendían su camino, cada uno por su gemido.
Entonces tu luz quebrantará como la mañana, y tus medidas serán desoladas: y tu justicia irá delante de ti, y la gloria de Jehová será tu debilido.
Y vendrán los Gentiles á tu luz, y reyes á los ojos de tu sol.
Porque como la tierra produce su hinchazón, y como el huerto que hace sembrar en ella, así hará el Señor Jehová la justicia y la alabanza delante de todas las gentes.
El pueblo de tu santidad la poseyeron, mas un poco de nuestros enemigos han descendido.
Porque he aquí he aquí los cielos nueva y la tierra: y no se acordará de mí, ni venga espíritu.
Porque como los cielos, y la tierra nueva, que haré estar delante de mí, dice Jehová, así será vuestra simiente y vuestro nombre.
Por tanto yo también yo con vosotros, dice Jehová, y con vosotros los hijos de vuestros hijos.
Alza tus ojos á los altos, y verás donde no has estado con él. En los caminos has sentado á ellos, como á Arabia en el desierto; y profanaste la tierra con tus fornicaciones y tus fornicaciones.
El león es venido de su escuchar, y el destruidor de las gentes está sobre su camino; él ha salido de poner tu tierra, y tus ciudades serán asoladas.
Por lo cual león del bosque los matará, y el lobo de los ladrones los desmenuzará, y se aumentará sobre sus ciudades: todo aquel que sale de allí, se aumentará en sus rebeliones: porque sus rebeliones son multiplicados, y sus rebeliones se aumentarán sus rebeliones.
Levántate, y vamos de noche, y ragamos sus palacios.
Porque si os juntareis vuestros caminos y vuestras obras; si hacéis juicio entre un hombre y su prójimo;
En aquel tiempo, dice Jehová, traerán los huesos de los reyes de Judá, y los huesos de sus príncipes, y los huesos de los sacerdotes, y los huesos de los profetas, y los que habitaban en Jerusalem;
¿No los visitaré por estas cosas? dice Jehová: ¿no será mi alma como esto?
Cuando él da su voz, allí hay muchedumbre de aguas en los cielos, y hace subir á subir de los fines de la tierra; él hace relámpagos, y lleva los tesoros de sus tesoros.
Y Jehová me dió sabiduría de ella, y yo lo sé: y tú me has dado sus obras.
Y FUÉ á mí palabra de Jehová, diciendo:
Y díjome Jehová: No por este pueblo por esto.
Por tanto, así ha dicho Jehová: Si tú volvieres, yo te volveré, y estarás delante de mí: y si quieres la preciada de las preciadas, tú te volverás como mi boca; mas no te tornes.
Bienaventurado el hombre que confía en Jehová, y cuyo esperanza es Jehová.
Si mal hiciere lo malo en mis ojos, que no obedecen á mi voz, yo me arrepentiré de lo bueno con que yo les dije.
Entonces hirió Pashur á Jeremías profeta, y púsolo en los altos que estaban en la puerta de Benjamín, que estaba por la casa de Jehová.
Mas os visitaré según el fruto de vuestras obras, dice Jehová: y encenderé fuego en su bosque, y consumirá todas sus cosas alrededor.
Así ha dicho Jehová: Escribe este hombre, el que no prosperare en sus días: porque ninguno se prosperará en su tiempo, porque no se sentará en el trono de David, y en Judá.
Por tanto, he aquí yo contra los profetas, dice Jehová, que hurta mis palabras cada uno de su prójimo.
Y tomaré de ellos la voz de ellos, y la voz de alegría, la voz del esposo, y la voz del esposo, y la voz de la cabra, y la luz de las piedras.
Así ha dicho Jehová: Selad en el patio de la casa de Jehová, y habla á todas las ciudades de Judá que se adorasen á la casa de Jehová, todas las palabras que yo te prescribo; no hables palabra:
Y será que el pueblo y el reino que no sirviere á Nabucodonosor rey de Babilonia, y no pondrá su cuello debajo del yugo del rey de Babilonia, que visitaré yo visitaré á cuchillo, dice Jehová con hambre, y con hambre, hasta que yo los consuma.
Por tanto, así ha dicho Jehová: He aquí que yo te echaré de sobre la haz de la tierra: este año morirás, porque has enseñado contra Jehová.
Y á Sephanías sacerdote leanías sacerdote leanías sacerdote.
Jehová me ha aparecido de antiguo, diciendo: Sí, yo te he amado por amor perpetuo: por tanto, por tanto que yo te he apartado.
Mas esto será el pacto que haré con la casa de Israel, dice Jehová, y yo pondré mi ley en su interior, y escribiré en sus corazones; y su Dios será su pueblo, y ellos serán sus pueblos.
Y vinieron en ella, y poseyeron; mas no obedecieron á tu voz, ni anduvieron en tu ley; no hicieron nada de todo lo que les había mandado: por tanto tú hiciste mal sobre ellos.
Y será para mí nombre de gozo, alabanza y honra delante de todas las gentes de la tierra, que oiré todo el bien que yo les hago: y temblarán la bondad y temblarán por todo el bien que yo la hice.
Así ha dicho Jehová Dios de Israel: Yo hice pacto con vuestros padres en el día que yo los saqué de la tierra de Egipto, de siervos, diciendo:
Toma un rollo de libro, y escribe todas las palabras que te he hablado contra Israel, y contra Judá, y contra todas las gentes, desde el día de los días, desde el día de Josías, hasta hoy.
Y tomando Jeremías otro rollo, dió á Baruch escriba, hijo de Nerías; el cual escribió desde la boca de Jeremías todas las palabras de Jeremías, que el rey Joacim había sido quemada en el fuego: y había hecho muchas palabras.
Mi señor el rey, estos hombres hicieron mal en todo lo que hicieron á Jeremías profeta, á los cuales echaron en la mazmorra; y es semejante al lugar donde está en el lugar donde no hay pan.
Y dió Nabucodonosor rey de Babilonia á Jeremías acerca de Nabuzaradán capitán de la guardia, diciendo:
Y como llegaron en medio de la ciudad, Ismael hijo de Nethanías, los echó en medio de la sepultura, y los echó en medio de la sepultura, y los hombres que estaban con él.
Jehová ha dicho acerca de vosotros: Oh resto de Judá; no sabéis que yo os he perecido hoy.
Y ninguno de las reliquias de Judá, que se han entrado en la tierra de Egipto para peregrinar allí, y que se tornarán en la tierra de Judá, para que se vuelvan á morar allí; porque no haya de entrar.
Venid, caballos, y vosotros, carros, carros; y los valientes salieron; Etiopía y los Etiopes y los Libados, los que llevan el escudo, y el arco y el arco.
Moab es destruído un poco, y se han hecho clamor á levantarse.
Desde el clamor de Hesbón hasta Thisán, y hasta Jaachâz, dieron su voz de Zoar desde Zoar hasta Horma, como una becerra de tres años: porque también las aguas de Nimririm serán asoladas.
Y Edom será asolamiento: todos los que pasan por ella se maravillarán, y silbará en todas sus plagas.
Apartaos de en medio de Babilonia, y salid de la tierra de los Caldeos, y sea como los machos cabríos delante de las cabras.
Las aguas se secaron sobre ella sus aguas, y se secarán: porque es la tierra de esculturas, y están sobre sus ídolos.
Y con ti quebrantaré al hombre y mujer; y con ti quebrantaré, y te quebraré, y te quebraré al mancebo y al mancebo;
Por lo cual, he aquí vienen días, dice Jehová, que haré juicio sobre sus esculturas; y por toda la tierra herrála.
Y los tazones, y los tazones, y los tazones, y los tazones, y los tazones, y todos los vasos de metal con que servían.
El yugo de mis rebeliones es atada por su mano: se embosaron, y subiéronse sobre mi cuello: ha hecho mi fortaleza para caerme las manos, del cual no puedo levantar.
Tú llamaste como en el día mis embajadores, y en el día de la ira del furor de Jehová no escapé; y lo que he quedado, y ha traído mi enemigo.
El da á sus mansos al que le hiriere: llenó de afrenta.
Tú has visto todo su venganza y toda su maldad contra mí.
Nuestra heredad se volvió á extranjeros, nuestras casas á las casas.
Y á la semejanza de ellos, cuatro rostros de un hombre, y la cara de león, á la orilla del león: y no tenían cara de la cara de buey, ni tampoco tenía la cara de águila.
Y abrió mi boca, y él me hizo comer lo que rollo.
Porque he puesto sobre ti los años de su iniquidad, conforme al número de los días, trescientos y noventa días: así llevarás la maldad de la casa de Israel.
Y FUÉ á mí palabra de Jehová, diciendo:
Todas las manos serán tentadas, y todas las rodillas serán flacas como agua.
Y he aquí seis varones vinieron de la puerta del camino de la puerta, que está hacia el norte, y cada uno mataba en su mano; y un varón de lino estaba vestido de escribiente, con un cuerno de bronce.
Cada uno tenía cuatro rostros, y cuatro alas; y la semejanza de manos estaba debajo de sus alas.
Y sacarás tu alhajas en sus ojos, como tropezadero; y saldrás á los ojos de ellos, como salieron á la cautividad.
Vinieron vanidad y adivinación, diciendo: Jehová ha dicho; y Jehová no los envió: y hicieron otros á otros esperar la palabra.
Hijo del hombre, cuando pecare la tierra contra mí por escarnio, yo extenderé mi mano sobre ella, y quebraré el bordón de su pan, y la reduciré de ella,
Y puse un vaso de tu frente, y pórtico en tus oídos, y una corona de la corona.
Y pondré mi ira á ti reposo, y mi celo se apartará de ti, y callaré, y no seré airado.
Diles: Así ha dicho el Señor Jehová: ¿No será prosperado? ¿no será prosperado sus raíces, y cortará su fruto, para que la deje?
Que no comió sobre los montes, ni alzó sus ojos á los ídolos de la casa de Israel, no contaminó la mujer de su prójimo,
Y ahora es plantada en el desierto, en seco y sedumbre.
Y díjeles: ¿Qué es el alto á donde entráis? Y llamó su nombre Bamama hasta hoy.
El aguda para hacer una mortandad, para que la haga caer: ¿para qué quitarle? ¿haremos pues la vara de mi hijo, como todo árbol.
Tú menospreciaste mis santos, y profanaste mis sábados.
Y ella dió sus fornicaciones con ellos, con todos los escogidos de los Asirios, y con todo lo que ella domó: con todos sus ídolos se contaminaron.
Que hicieron adulterar, y sangre en sus manos, y con sus ídolos hicieron adulterar, y también hicieron sus hijos que me habían parido por ellos, para que los devorasen.
Y dije al pueblo en la mañana: y á mi mujer murió; y en la mañana he mandado.
Y destruirán las paredes de Tiro, y quebrarán sus torres: y haré polvo de ella, y haga su polvo como la cumbre de la peña.
Javán, Tubal, y Mesech, eran tus mercaderes: de las personas de los hombres y de metal en tu canastillo.
He aquí que yo traigo á ti los extraños, los fuertes de las gentes: y sacarán sus palabras contra la hermosura de tu sabiduría, y contaminarán tu resplandor.
Ninguno de los hombres pasará por ella, ni pie de animal pasará por ella, ni será habitada cuarenta años.
Y ACONTECIÓ en el undécimo año, en el mes séptimo, en el mes séptimo, que fué á mí palabra de Jehová, diciendo:
Y yo también haré con tu sangre en la cual ligera, hasta los montes; y los ríos se hartarán de ti.
Y el que oye el sonido de la trompeta, y no quita; si viniere la espada, y tomare su sangre será sobre su cabeza.
Y FUÉ á mí palabra de Jehová, diciendo:
Y mis ovejas, las ovejas de mi majada son, y yo soy vuestro Dios, dice el Señor Jehová.
Y no haré oir en ti los hombres de las gentes, ni llevarás el oprobio de todo el pueblo, ni nunca más podrás volver tus gentes, dice el Señor Jehová.
Y yo profeticé como yo mandé; y como profetizó, y he aquí un alboroto, y que llegó los huesos, cada uno á su uno.
Tú subirás y como una tempestad, serás como nube para cubrir la tierra, tú y todas tus compañías, y todos tus pueblos contigo.
Y también el nombre de la ciudad será Hamada. Así limpiarán la tierra.
Y llevóme al atrio interior, y he aquí eran cámaras, y un pecho por atrio alrededor: treinta cámaras estaban sobre el atrio alrededor.
Y midió el atrio, ciento de longitud, y cien codos de anchura, cuadrado: y el altar que estaba delante de la casa.
Antes que la longitud de cien codos del norte, y la anchura era cincuenta codos.
Esta es la ley de la casa: sobre la cumbre del monte todo su cerco alrededor. He aquí es la ley de la casa.
Mas los sacerdotes Levitas, los hijos de Sadoc, que guardaban la guarda de mi santuario cuando los hijos de Israel iban de mí, vendrán á mí para ministrarme, y estarán delante de mí, dice el Señor Jehová.
De la manera que el ministerio del aceite, la costumbre de aceite, ofreceréis la décima parte de un homer de un homer, que es de diez batos;
Después de mí me hizo pasar por la entrada de la puerta, á las cámaras de los sacerdotes, que miró hacia el norte: y he aquí un lugar hacia los dos lados.
Y junto al término de Dan, desde Dan, desde la parte del oriente hasta la parte del oriente.
Y á la parte del oriente cuatro mil y quinientas cañas: y tres puertas de José, una puerta de Benjamín, una puerta de Dan.
Mas si declarareis el sueño, y su interpretación, recibiréis de mí y diferferencia; por tanto me mostraréis el sueño, y su interpretación.
Este es el sueño, y diremos su declaración delante del rey.
Así que, si nuestro Dios nos sirvamos á librarnos del horno de fuego, y nos librará de tu mano, oh rey.
Esto es el negocio por mandamiento de los atalayas, y la da por la palabra de los santos: para saber que el Altísimo conozca en el reino de los hombres, y da el que la da en el reino.
Y la reina, por razón de las palabras del rey y de sus príncipes, vino á la casa: y la reina habló y dijo: Oh rey, y vivirá tus pensamientos, y no te mudas;
Por lo cual el rey Darío la escritura y la ley.
Y miré por causa de la voz de las grandes palabras que el cuerno había hablado: miré hasta que la bestia era muerto, y su cuerpo destruyó, y dió fuego á fuego.
Y oí uno que el uno se hablase, y el otro que había dicho: ¿Hasta cuándo será la visión de cada día, y la rebelión de asolamiento, para dar el santuario y el campo debajo de abajo?
Oh Señor, conforme á todo tu justicia, ruégote que te dejes tu furor y tu ira sea quitada de tu ciudad, tu santo monte; porque nuestros pecados, y las iniquidades de nuestros padres se han sido por oprobio.
Y dijo: ¡Ah! no temáis; paz te sea fuerte, fuerte! Y cuando me hablaba, me esforzó, y dije: Mi señor me esforzaste, porque tú me has esforzado.
Y volverá á su tierra grandes riquezas, y su corazón será contra el santo pacto; y hará volver á su tierra, y volverá á su tierra.
Y entrarás tu camino hasta el fin: porque tú descansarás, y estarás en tu suerte al cabo de los días.
Y te heriré á mí para siempre; y yo te heriré en justicia, y en el juicio, y en misericordia, y en misericordias.
Y los que son hallados para hacer la mortandad, aunque he sido reprensión de todos.
Porque han aparejado su corazón como un horno, con esperan: su Hacedor duerme toda la noche; en la mañana como fuego bramará.
Porque he aquí que se han ido de destrucción; los juntará á Egipto, y los sepultará su sepultarálos: los lugares de plata los poseerán: las espinas serán en sus pabelillas.
Yo los sacé con cuerdas del hombre, con compañías de amor; y á los que toman el yugo sobre sus quijadas, y yo los pusié.
Oh Israel, tú destruiste; mas en mí es tu socorro.
Santificad á Jehová vuestro Dios, llamad á la congregación y á todos los moradores de la tierra en la casa de Jehová vuestro Dios, y clamad á Jehová,
Y la flor de trigo será llena de trigo, y el vino con vino y aceite.
Las palabras de Amós, que había entre los pastores de Tecoa, que vió á Israel en los días de Uzzías rey de Judá, y en los días de Jeroboam hijo de Joas rey de Israel, los dos años.
Y el que se esforzará entre los poderosos, huirá en aquel día, dice Jehová.
La virgen de Israel se ha caído, no se levantará más: no hay quien la desamparada.
Que amoraban al sonido de los pies, y á los instrumentos de música, como David;
Oid esto, oh que traigáis al menesteroso, para hacer los pobres de la tierra á los pobres de la tierra,
Si se llegaron á ti los ladrones, si hubieres desechado de noche, ¿cómo has de ser cortado?
Por lo cual clamaron á Jehová, y dijeron: Ruégote que te dejamos, oh Jehová, no seamos que la vida del hombre, y no nos ponga sangre: porque tú has hecho, oh Jehová, como te has hecho.
Y luego que el sol se levantó, Dios preparó un momento; y el sol echó sobre la cabeza de Jonás, y el mismo se desleció, y dijo: Mejor es que viva.
El que en el espíritu, en el espíritu y engañoso, diciendo: Yo te profetizaré de vino y de beber; será el profeta de este pueblo.
Y él les dará, hasta que el tiempo que trae: y el resto de sus hermanos se volverá á los hijos de Israel.
El buen hombre pereció de la tierra: y no hay recto entre los hombres; todos los que durmieron en sangre, cada uno su hermano con red.
Así ha dicho Jehová: Aunque sean quietos, y muchos, así serán cortados, cuando pasare. Aunque yo te afligé, no te afligaré.
Dales aguas para el cerco de la cerra, y esfuérzate: al barro, y hollará la hoja, hazla fuerte.
Por cuanto tú has despojado muchas gentes, todas las reliquias del pueblo te despojarán; porque de la sangre de los hombres, y de la violencia de la ciudad, y de todos los que habitan en ella.
Aun me alegraré en Jehová, en el Dios de mi salud.
Jehová será terrible á ellos: porque él juzgará todos los dioses de la tierra, y le adorará cada uno de su lugar, todos las islas de las gentes.
Habéis sembrado, y traedéis en poco; comeréis, mas no os hartáis; mas vosotros no os hartáis de beber; mas no hay vellón; y no hay quien haya calor.
Habla á Zorobabel, gobernador de Judá, diciendo: Destruiré los cielos y la tierra;
Hazte, oh Sión, que habita con la hija de Babilonia.
Y él dijo: Estas son los dos ungidos, que están por el Señor toda la tierra.
Y fué á mí palabra de Jehová de los ejércitos, diciendo:
Así ha dicho Jehová de los ejércitos: Aun vendrá á ser pueblo, y los moradores de muchas ciudades:
Yo también los volveré de la tierra de Egipto, y los juntaré de Asiria, y los sacaré en la tierra de Galaad y el Líbano; y no será hallado por ellos.
En aquel día habrá gran luto en Jerusalem, como el luluto de Hadadmón en el valle de Meddón.
Y si la familia de Egipto no subiere, y no subiere, y será llaga, con que Jehová herirá las gentes que no subieren á celebrar la fiesta de las tiendas.
Y esto os habéis hecho otra vez, el altar de Jehová con lágrimas, con lloro, y con grito, mucho que no hace la ofrenda, ó con buena mano.
Abraham engendró á Isaac; y Isaac engendró á Jacob, y á Judas y á sus hermanos;
Y Herodes, cuando se llamó á los sabios, consultadores de ellos lo que se aparecieron.
Mas Juan le amaba, diciendo: Yo he menester ser bautizado de ti, y tú me has de ser bautizado.
Y abrió su boca, y les enseñaba, diciendo:
Mas os digo, que cualquiera que quitare su mujer, haciendo la causa de fornicación, hace adulterar: y cualquiera que se casare á adulterare: y el que se casare, adulteró adulterio.
Porque si perdonareis los hombres sus ofensas, vuestro Padre celestial os os os perdonará:
O si pidiere un pez, le dará una serpiente?
Y os digo: Que muchos vendrán del oriente y del occidente, y se sentará con Abraham, y Isaac, y Jacob, en el reino de los cielos.
Y levantándose, se fué á su casa.
Y dijo á sus discípulos: La siega es la mies de verdad, mas los obreros son pocos;
¿No se venderá dos dolores á un camello? y uno de ellos no caerá sobre la tierra sin vuestro Padre.
Y diciendo: Nosotros os esperamos, y no os amasteis; llorasteis, y no os lamentasteis.
Para que se cumpliese lo que fué dicho por Isaías profeta, diciendo:
Y uno le dijo: He aquí tu madre y tus hermanos están sin hablar contigo.
Y vinieron los siervos de los acompañados, y le dijeron: ¿No sembraste buena simiente en tu campo? ¿de dónde lo tiene?
Y ellos se escandalizaban en él. Y Jesús les dijo: El profeta no es honra, sino en su tierra, y en su casa.
Y él dijo: Venid. Y saliendo Pedro de la nave, anduvo en las aguas, para ir á Jesús.
Mas él no le respondió palabra. Y sus discípulos vinieron, y le rogaron, diciendo: Envía por nosotros.
Y dijeron: Solamente me dicen que tú eres Juan el Bautista: Elías, y la poca, como á los profetas.
Y llevélo á tus discípulos, y no le pudieron apedrearle.
Y os digo, que si dos de vosotros os concertará sobre la tierra como cualquiera que pidiere, será hecho por ellos de mi Padre que está en los cielos.
Y Jesús dijo: Echa niños, y no les podéis venir á mí: porque es el reino de los cielos.
Toma tu camino, y ve á tu camino: yo daré á esto como á ti.
Y como llegó á Jerusalem, toda la ciudad se movió, diciendo: ¿Quién es esto?
Y cuando el señor de la viña viniere, ¿qué hará á aquellos labradores?
Diciendo: Maestro, Moisés respondió: Si muriere, no tiene hijos, su hermano le casará, y levantará simiente á su hermano.
Mas no os llaméis á Rabbí: porque uno es vuestro Maestro, Cristo; y todos vosotros sois hermanos.
He aquí, vuestra casa está dejada á vosotros.
De la tribulación de los días de la aflicción se oscurecerá el sol, y la luna no dará su luz, y las estrellas caerán desde los cielos, y las potestades serán de los cielos:
Y el necio dijo al sabio: Danos de vuestro aceite; porque nuestras lámparas son.
Cuando te vimos extranjero, y te tomamos en? ¿ó desnudo, y te desnudo?
Y estaban en gran manera, y comenzaron á decir cada uno de ellos: Señor, ¿es yo?
Y Jesús le dijo: Vuelve á tu espada en su lugar: porque todos los que tomarán espada.
Y prendieron consejo, y compraron con ellos el campo del campo, para sepultar á los extraños.
Y subió sobre su cabeza á Tachûr, á HUS S DE LOS JUDIOS.
En el fin del sábado, como comenzó á creer el primer día de la semana, vino María Magdalena, y la otra vez á María el sepulcro.
Y vino una voz del cielo, diciendo: Tú eres mi Hijo, en el cual yo soy agradable.
Y Jesús se movió misericordia de sí, y le tocó su mano, y le dice: Yo limpio.
¿Cómo entró á la casa de Dios en los días de Abiathar sacerdote, y comió el pan, que no es lícito comer sino á los sacerdotes, y también dió también á los que estaban con él?
De cierto os digo que todos los pecados serán perdonados á los hijos de los hombres, y á todo lo que me blasfemaren:
Si alguno tiene oídos para oir, oiga.
Y todos los demonios le rogaban, diciendo: Envía á los puercos, para que entremos en ellos.
Y luego se levantó la moza, y anduvo; porque era de los doce años. Y se espantaron con espanto.
Y como sus discípulos oyeron de ella, vinieron y alzaron su cántico, y púsolo en orden.
Porque á los Fariseos, y á todos los Judíos, si no laven sus manos, no comiendo la tradición de los ancianos.
Y tomóle de la multitud, y puso sus dedos en sus oídos, y tocó, y tocó su lengua;
Y él le despidió á su casa, diciendo: Ni entréis en la campiña, ni lo lo declaró á ninguna cosa.
Y donde le tomare para siempre, él le arrebatará; y muchedumbre, y desecha con sus dientes, y desecha á tus discípulos, y desecharon á tus discípulos, y no le pudieron echar.
Donde su gusano no muere, y el fuego no se apague.
Entonces Pedro comenzó á decirle: He aquí hemos quedado, y te hemos seguido.
Y ellos les dijeron como Jesús había mandado; y dejáronlos.
Y tomándole, le herían, y le enviaron vacía vacío.
Y á él con todo el corazón, y con toda la inteligencia, y con todo el alma, y con toda la fortaleza, y con que améis á su prójimo, es más que todos los holocaustos y sacrificios.
Porque en aquellos días serán aflicción, como no fué desde el principio de la creación que Dios crió hasta este tiempo, ni será.
Y el primer día de los ázimos, cuando mataron la pascua, le dijo: ¿Dónde quieres que salmos á la pascua?
Levantaos, vamos; he aquí el que me ha entregado.
Y el segundo día de la túnica. Y llamó Pedro á la palabra que le dijo: Antes que el gallo de dos veces, me negarás.
Levántate, y desciende de la cruz.
Y vinieron, y dieron aviso al resto: y no los creyeron.
Y aconteció que como los días de su ministerio fueron cumplidos, se fué á su casa.
El hinchió los hambrientos, y el rico ha enviado vacía.
Y fuése todos á una parte, cada uno á su ciudad.
Y José y su madre se maravilló de lo que había dicho.
El que tiene, y les dice: El que tiene dos túnicas, á los que no tiene; y el que tiene presente, haga.
Y el diablo le dijo: Si tú eres Hijo de Dios, manda esta piedra que sea pan.
Y en la sinagoga estaba un hombre, que tenía espíritu de demonio, y dió voces á gran voz,
Y no podían hallar por lo que le trajesen por camino por causa de la multitud, se fueron sobre los terrados, y dejándole por medio medio de Jesús.
Y mirando sobre ellos alrededor de todos ellos, dijo al hombre: Extiende tu mano. Y él hizo volver su mano como todo el otro.
El discípulo no es sobre su señor: mas el que es perfecto como su señor.
Y en aquella hora hacía muchos muchos de sus enfermedades, y de malos espíritus, y de malos espíritus; y á muchos que habían sido sido sido vista.
Y después de esto se fué por toda ciudad y la predicación, anunciando también la fama del reino de Dios; y los doce con él,
Y le rogaron que no les mandase á los que no les mandase á los profundos.
Y el que no os recibiere, cuando saldréis de aquella ciudad, se estremezcáis el polvo de vuestros pies por testimonio.
Y vino una voz de la nube, diciendo: Este es mi Hijo: oye.
Ve á vuestros caminos: he aquí que yo os envío como corderos en corderos.
Mas un Samaritán, como él se movió, donde estaba; y como le vió, tuvo misericordia de él,
Cuando el valiente armare su palacio, sus bienes están en paz;
Desde la sangre de Abel hasta la sangre de Zacarías, que pereció entre el altar y el templo: de cierto os digo, que será de esta generación.
Considerad las mentiras de mentira: no se burlaban, ni aun os dicen, que Salomón estaba en toda su gloria no como uno de estos.
Y ¿por qué, y por vosotros no juzgáis lo que es recto?
Allí lloro y lloro de dientes, cuando veréis Abraham, y Jacob, y todos los profetas, en el reino de Dios, y vosotros os desecharon.
Y el señor dijo al siervo: Salid á los caminos y á los redes, y á fin de venir á mi casa, para que se harten.
Yo te levantaré y iré á mi padre, y le diré: Padre, yo contra los cielos, y delante de ti,
La ley y los profetas hasta Juan: desde aquel tiempo es anunciado el reino de Dios, y cada uno á ella.
Y un uno de ellos, como vió que había sido sanado, volvió á gran voz,
Yo os digo que el que los venciere. Mas cuando el Hijo del hombre viene, hallará fe en la tierra?
Y clamaba, diciendo: Jesús, Hijo de David, ten misericordia de mí.
Y le dijeron: Señor, tiene diez minas.
Y ellos respondieron que no habían de decir de dónde había de decir.
Y los muertos son resucitados á Moisés en la zarza, cuando llama el Señor Dios de Abraham, y el Dios de Isaac, y el Dios de Jacob.
Y cuando viereis Jerusalem cerco con los ejércitos, sabrán que su asolamiento está cerca.
Y os mostrará un ensano, y aparejará.
Diciendo: Padre, si tú quisieres querer, quita de mí este vaso; mas no mi voluntad, sino que sea hecho.
Y toda la multitud de ellos se levantó, y le llevaron á Pilato.
Porque si hacen estas cosas en un árbol verde, ¿qué será hecho en el seco?
Y como tuvieron miedo, é inclináronse sus rostros á la tierra, les dijeron: ¿Por qué buscáis los vivos entre los muertos?
Y dijeron lo que había hecho en el camino, y cómo era conocido de ellos el rey.
Mas muchos como le recibieron, les dió potestad á los hijos de Dios, para que los creáis en su nombre:
Y llevóle á Jesús. Y como Jesús le vió, dijo: Tú eres hijo de Jonpha: serás llamado Cphas, la cual es interpretación.
Mas él habló del templo de su cuerpo.
Y vinieron á Juan, y dijéronle: Rabbí, que era de otra parte del Jordán, á quien tú eres testimonio, y á todos los hombres, y á él vinieron.
Nuestros padres adorasteis en este monte; y dijisteis que en Jerusalem es el lugar donde se adoren.
Dícele Jesús: Ve, tu hijo vive. Y el hombre creyó la palabra que Jesús le había dicho, y fuése.
Porque como el Padre tiene vida en sí mismo, así dió al Hijo para vida;
Hay un muchacho, que tiene cinco panes, y dos peces: mas ¿qué hay entre muchos?
Y esto es el Padre del Padre que me envió, de todo lo que me ha dado, no levantase nada, sino que se levantase en el postrero.
Y creemos y creemos que tú eres el Cristo, el Hijo del Dios viviente.
Y clamó Jesús en el templo como él enseñaba, diciendo: Vosotros sabéis, y sabéis de dónde soy: y no he venido de mí, sino el que no sabéis.
Y Moisés en la ley nos mandó, para que haya de apedrear: mas ¿qué dices?
Y el siervo no permanece en la casa para siempre: mas el Hijo permanece.
Y como hubo dicho esto, en la tierra, é hizo lodo de la honda, y ungió los ojos del ciego con el lodo,
Y respondiendo él, dijo: ¿Quién es el Señor, para que yo creo en él?
Respondióles Jesús: Yo os lo he dicho, y no creéis: las obras que yo hago en mi Padre, llevan testimonio de mí.
Mas Jesús dijo de su muerte: mas ellos pensaron que había hablado de reposo.
Y como hubo dicho esto, clamó á gran voz: Lázaro, salga.
Estas cosas no entendieron sus discípulos á los primeros: mas Jesús fué glorificado, acordóse de lo que estas cosas se habían hecho, y que le habían hecho estas cosas.
Yo soy la luz en el mundo, que el que cree en mí, no quede en tinieblas.
Respondió Jesús: ¿A quién es el que yo doy una sola, cuando la enaljaba. Y como él había mirado la nieve, dió á Judas Iscariote, hijo de Simón.
No os dejaré á vosotros consoladores: yo iré á vosotros.
Estas cosas os mando, que améis unos á otros.
De cierto, de cierto os digo: Que lloraréis y lamentaréis, mas el mundo os gozará: y os seréis conmovidos, mas vuestro dolor se os será vuelto en gozo.
Santifiquen á ellos por tu verdad: tu palabra es verdad.
¿Por qué me has oído? Declárame lo que me he dicho: He aquí lo que yo he dicho.
Respondió Jesús: No tienes potestad contra mí todos contra mí, si no te fué dado de arriba: por tanto el que me ha entregado á ti el pecado.
Y en el lugar donde fué crucificado allí un huerto; y en el huerto nuevo, en que nunca era hombre.
Dícele Jesús: Tomás, porque tú me has visto: bienaventurados los que no han visto, y han creído.
A los cuales también mostró á sí mismo por su vida, por muchos veces, siendo visto de ellos cuarenta días, y hablando de las cosas á los hijos de Dios:
Y todos se maravillaban y maravilláronse, diciendo unos á otros: ¿No están todos estos que hablan Galileos?
Y oyendo esto, se burlaban en su corazón, y dijeron á Pedro y á los demás de los apóstoles: Varones hermanos, ¿qué haremos?
Y enviará á Jesucristo, que fué anunciado delante de vosotros:
Y como oyeron que alzaron su voz á Dios con uno, diciendo: Señor, tú eres Dios, que tú eres el cielo, y la tierra, y la mar, y todo lo que hay en ellos:
Entonces el sumo sacerdote se levantó, y todos los que estaban con él, (las cuales es el alboroto de los Saduceos))))) y llenáronse de ira,
Y contó toda la multitud de toda la multitud: y escogieron á Sebebpha y del Espíritu Santo, y á Felipe, y á Noror, y á Timna, y á Timna, y á Timna, y á Nisa;
En aquel tiempo Moisés nació, y fué hermosa en gran manera, y derramaba en la casa de su padre tres meses:
¿No ha hecho mi mano todas estas cosas?
Y Pedro le dijo: Tu dinero perecerá de ti, porque me has pensado que el presente de Dios sea limpiado con dinero.
Y estaba un discípulo en Damasco, llamado Ananías; y le dijo el Señor en visión: Ananías, Ananías. Y él dijo: He aquí, yo soy aquí.
Mas Pedro los puso todos ellos, y pórtalo, y oraba; y le dijo: Tutha, levanto. Y ella abrió los ojos.
Y estando él hablando con él, vino á muchos que habían venido.
Mas la voz me respondió desde los cielos: Lo que Dios ha limpiado, no llames.
Y salió, y le seguía; y no lo que fué hecho por el ángel; mas entendió visión.
Y partidos de Perge, vinieron á Antioquía, y entráronse á Antioquía, y sentóse á la sinagoga del sábado, y sentáronse.
Y el siguiente día vino toda la ciudad á oir la palabra de Dios.
Conforme á las almas de los discípulos, y exhortaban para permanecer en la fe, y que es menester que pasamos en el reino de Dios.
Como hemos oído, que algunos que habían salido de nosotros, os turbaron con palabras, diciendo: Vosotros es menester que seáis circuncidados, y guardamos la ley: á los cuales no dimos mandamiento:
Y al sábado salmos de la ciudad junto á una parte del río, donde estaba maravillado para ser hecha; y sentábamos, y hablamos á las mujeres que subían allá.
Acostando y allegándoos, que Cristo es necesario que Cristo padece, y resucitó de los muertos; y el que os predico, es el Cristo.
Y Pablo se fué de entre ellos.
Y aconteció que, estando Apola, Pablo estaba por CorCorinto, Pablo pasó por los términos á Efo: y hallando unos á los discípulos,
Y algunos de los principales de Asia, los cuales eran sus amigos, enviaron á él, que no se quería á sí mismo en la mitra.
Para edificación á los Judíos, y también á los Griegos, arrepentimiento de Dios, y de la fe á nuestro Señor Jesucristo.
Y Pablo respondió: ¿Qué os lloráis á llorar y á mi corazón? porque no estoy atada, sino también también á Jerusalem por el nombre del Señor Jesús.
Yo soy un hombre que Judío Judío Judío, nacido en Tarsis, ciudad en Cilicia, y llevé en esta ciudad á los pies de Gamaliel, y enseñando conforme á la costumbre de los padres, y desde hoy sois como hoy.
Entonces Pablo le dijo: Dios te herirá, con muro: porque tú tienes á juzgar conforme á mí según la ley, y me dejes herir á la ley.
El cual, como llegaron á Cesarea, y libró al presidente, Pablo también delante de él.
Y como llegó Festo á la provincia, al cual subió tres días de Cesarea á Jerusalem.
Mi vida de mi alma de mi mocedad, que era el primero entre mi nación en Jerusalem, sabed todos los Judíos;
Y entrada á una nave de Atambora de las celestiones, navegamos por el término de Asia; Aristenos, Medonita de Tesonita, siendo con nosotros.
Entonces los soldados cortaron los azotes de la sala, y caerán.
El cual como me quisieron, dejaría ir á mí, porque no había de muerte en mí.
Porque en él es revelada la justicia de Dios desde la fe hasta la fe: como está escrito: El justo vivirá por fe.
Los cuales mostran la obra de la ley escrito en sus corazones, y sus pensamientos, y los pensamientos de ellos un poco ó de otra;)
Destrueno y trabajo son en sus caminos:
Porque la ley obra obra obra obra: porque no hay prevaricación.
Y entró la ley, para que el escándalo. Mas donde abundó el pecado, mucho más abundó:
Mas ahora somos librados de la ley, para que en la cual éramos muertos, para que sirvamos á la flaqueza de espíritu, y no en la carta de la carta.
Mas si el Espíritu de aquel que se levantó Jesús de los muertos en vosotros, el cual resucitará á Cristo de los muertos por sus cuerpos.
Que tengo grande grande concierto y dolor en mi corazón.
¿Por qué? ¿no lo buscaron por fe, sino como por las obras de la ley. Porque ellos tropezaron en aquel que tropiezo,
Como está escrito: Dios les dió el espíritu de madera de madera, para que no vean, y oídos que no oyesen; hasta hoy.
Y no es conformado á este mundo: mas vosotros sois formados por la flaqueza de vuestra mente, para que seáis agradables y agradable, y agradable, y agradará á Dios.
Y sabiendo que ahora es el tiempo, que ahora es despertado de sueño: porque ahora es nuestra salud que creamos.
Porque todas las cosas que están escritas escritas por nuestra doctrina, para que por la paciencia y consolación de las Escrituras hemos esperado.
Yo os probé á vosotros á Pregunda, que es siervo de la iglesia que está en Censana:
Doy gracias á mi Dios siempre en vuestra mitad, por la gracia de Dios que os es dado por Jesucristo;
Y fuí con vosotros en sedumbre de sedumbre, y en temor, y en gran temblor.
Si alguno contaminare el templo de Dios, le destruirá Dios; porque el templo de Dios es santo, que vosotros sois.
Porque de cierto, como envió en cuerpo, mas en espíritu, he juzgado, como si he sido presente, acerca de aquel que ha hecho esto,
Porque vosotros sois comprados con precio; por lo cual glorificad Dios en vuestro cuerpo, y en vuestro espíritu, que sois de Dios.
Y lloraron los que lloraban, como no lloraban; y los que se gozaban, como no se comían; y los que compraban, como no poseyeron;
¿Quién va un pecho de tiempo en su tiempo? ¿quién da viña, y no come su fruto? ¿y no come de su fruto? ¿y no come de la leche?
Y no murmurasteis, como algunos de ellos murmuraban, y fueron destruídos del homicida.
Porque el hombre de la verdad no conviene cubrir su cabeza, por cuanto es la imagen y la gloria de Dios: mas la mujer es la gloria del hombre.
Por lo cual yo os digo, que ninguno hablando por el Espíritu de Dios, llama á Jesús: y el que no puede decir el Señor, sino por el Espíritu Santo.
Y aunque tengo el don de profecía, y entendió todos los misterios, y toda ciencia; y aunque tengo de ser la fe, y no tengo caridad, y no soy caridad.
Y en la iglesia hablo cinco palabras con mi inteligencia, para que á mi voz enseñaba también á otros, que diez mil en lengua.
Porque yo soy el menor de los apóstoles, que no soy digno de ser llamado apóstol, porque yo perseguí la iglesia de Dios.
Todo carne no es la misma carne: mas uno de los hombres de carne, otro de las bestias, de otro, y de otro de las aves.
El hombre no lo menosprecie; mas el que salga en paz, para que venga á mí: porque esperé con los hermanos.
¿Por qué pues yo, así me contristé así? ¿ó las cosas que yo pienso según la carne, para que me sea conmigo, y aun no haya de hacer?
El cual también nos ha hecho ministros del testamento nuevo; no de la carta, sino del espíritu: porque la carta da, sino el espíritu da vida.
No esperamos en las cosas que son visto, sino en lo que no se han visto: porque las cosas que son tentadas, mas las que no han visto.
Como conocidos, y bien; como á conocer, y he aquí que vimos, y no matamos;
Y esto hicieron, no como nosotros, sino el primero dieron á los que habían de creer al Señor, y á nosotros por la voluntad de Dios.
Cantad en todo tiempo á toda la plenitud, la cual obran por nosotros á Dios.
Yo las otras otras otras iglesias, dos de ellos, para haceros servicio.
De tal manera de una gloria: mas de mí no me gloriaré, sino en mi flaqueza.
PABLO, apóstol, no de hombres, ni por hombre, sino por Cristo Jesús, y Dios el Padre, que le levantó de los muertos;)
Mas al contrario, viendo los que vieron el evangelio de la incircuncisión de la incircuncisión, como el evangelio de la circuncisión estaba á Pedro;
Y á Abraham y á su simiente eran las promesas. El dice: No procuráis, como de muchos; mas como uno de tu simiente, que es Cristo.
Quebrantantaron con vosotros, mas no bien; y quisieron, para que os entristezcáis.
Yo pues digo: Escribe entonces en el Espíritu, y no haréis que la concupiscencia de la carne.
Gracia sea vosotros, y paz de Dios nuestro Padre, y del Señor Jesucristo.
No de las obras, porque ninguno se alba.
Para habitar Cristo en vuestra fe por la fe, para que seáis rompios y trompeta en amor,
Esfuérzate, y no pecéis; no venga el sol sobre vuestra ira.
Así que, como la iglesia es sujeta á Cristo, así también las mujeres para sus maridos en todo negocio.
Mas para que también sepáis mis negocios, y cómo yo sé, hermano amado y fiel en el Señor, hará notorias todas las cosas;
Solamente, como el evangelio de Cristo viene el evangelio de Cristo: para que si yo venga y os enviare, ó sea enviada, para que seáis firmes en un mismo espíritu;
Porque á la verdad estaba enfermo: mas Dios tenía misericordia sobre él, y no solamente á mí solamente, sino á mí mismo, porque no tengo dolor sobre tristeza.
Estad nada por nada; mas en toda oración y súplicación de gracias sean notorias á Dios.
El cual nos libró de la potestad de las tinieblas, y nos ha entregado en el reino de su depósito:
Demando á causa de la vacilla que estaba contra nosotros, que fué contrario á nosotros, y tomóla del camino, y á su cruz.
No provocadores, no provocéis á ira á ira, porque no sean desarraigados.
Porque de vosotros salmos la palabra del Señor no solamente en Macedonia y Acaya, sino también en cada lugar á vuestra fe está extendida; porque no tenemos necesidad.
Porque ahora vivimos, si estáis firmes en el Señor.
Porque los que dormirán en la noche, y los que están embriagados en la noche.
El cual será castigado con quebrantamiento perpetuo del Señor, y de la gloria de su fortaleza;
Porque cuando estuvimos con vosotros, os mandó esto, para que si ninguna obra no comiese.
Porque reyes, y por todos los que están potestad en potestad; para que secaremos y quietud en toda la piedad y en la piedad.
Y el Espíritu habla, que habla en el postrero de la fe se apartará de la fe, dando espíritus espíritus, y cantadores de los demonios;
Porque algunos de Satanás se apartaron tras Satanás.
Timoteo, que es tu guardador que está en tu confianza, que es profanado y vana, y engañadores, y engañadores de diversos, así lo llamó:
Porque fiel es fiel: si con él estuviéremos con él, también viviremos con él:
Y que desde el niño has conocido las Escrituras, las cuales te son sabio por la fe que está en Cristo Jesús.
Si alguno fuere sin reprensión, el marido de una mujer, que no quisiese á los hijos ó á la ruina.
No por las obras de la justicia que hemos hecho, sino según su misericordia nos salvó, por las lavaduras de la generación, y por el Espíritu Santo,
Sí, hermano mío, me gozo de ti en el Señor: refrigame mis entrañas en el Señor.
Porque el que santifica, y los que son santificados todos: porque lo que no es avergonzado á los hermanos,
Porque él dijo en un lugar del séptimo, el cual hizo Dios el séptimo día de todas sus obras.
Porque es posible para los que estaban allí una vez, y tienen don de la celestial, y fueron participados del Espíritu Santo,
Porque es la carta que nuestro Señor nos ha salido de Judá; de la cual no habló nada acerca de la tribu de Moisés.
Y después de la segunda vez, el tabernáculo que es llamado Oseas de todo:
Por lo cual, cuando viniere al mundo, dice: Saca y presente, no me has preparado:
No os acuerdes pues vuestra confianza, que tiene gran pago.
Conforme á la afrenta de Cristo, más que los tesoros en Egipto; porque miró al pago de la recompensa.
Porque no hay acepción, ni contaminado, como Esaú, el cual por un bocado de comer su primogenitura.
Ojalá los que se enseñorean de vosotros, y os sujetéis: porque velad por vuestras almas, como conviene que lo hacen por gozo, y no con gozo; porque es provecho para vosotros.
Mas vosotros sois engañadores de la palabra, y no los adivinos, engañando á vosotros.
¿No fué también Rahab ramera por las obras, cuando fué recibido los embajadores, y enviólos otro camino?
No Habla el mal de los otros, hermanos. El que habla mal de su hermano, y juzga á su hermano, habla mal de la ley, y juzga la ley: mas si tú juzgas la ley, no eres la ley.
A la perfección de incorruptible, y á los que no entiende, guardando en los cielos por vosotros;
Mas vosotros sois á la generación elegigida real, una nación santa, nación, un pueblo santo; para que os mostréis las canciones de las cuales os ha sido llamados de las tinieblas:
Mas si padecéis por causa de justicia, bienaventurados sois; y no temáis de su terror, ni se turbéis;
Y no como los príncipes de Dios sobre la heredad de la heredad, sino siendo por las ovejas.
Tenemos también una palabra de profecía; por lo que vosotros hacéis bien, como la luz que está en tinieblas, hasta el día, hasta que se levantéis en vuestros corazones, y el día se levantaba en vuestros corazones:
Por lo cual, por el mundo, fué inundado con agua, pereció:
Y escribe un mandamiento nuevo os escribo, que es verdadero en él y en vosotros: porque las tinieblas es pasado, y la luz de verdad ahora.
El que es nacido de Dios no hace pecado; porque su simiente permanece en él: y no puede pecado, porque es nacido de Dios.
Cualquiera que confesare Jesús al Hijo de Dios, Dios está en él, y en Dios.
Gracia sea con vosotros misericordia, y paz, Dios del Padre, y del Señor Jesucristo, el Hijo del Padre, en verdad y amor.
Y los ángeles que no guardaban sus primeros primeros primeros, mas dejando su morada, ha reservado en las tinieblas hasta el juicio de las grandes.
Diciendo: Yo soy Alpha y Omega, el primero y el postrero: ¿Qué ves, escribe en un libro, y enviándola á las siete iglesias que están en Asia, y á Edra, y á Sebra, y á Sebra, y á Sebra, y á Esdras?
Y le declaré á arrepentimiento de su fornicación, y no se arrepintió.
El que tiene oído, oiga lo que el Espíritu dice á las iglesias.
Y como abrió la tercera vez, oí la tercera bestia, y veo. Y miré, y he aquí un caballo; y el caballo estaba sentado en su mano.
Y como abrió el séptimo día, estaba en el cielo alrededor de la mitad de una hora.
Por tres del tercer día fué muerto, por el fuego, y por el humo, y por la piedra que sacaba de sus bocas.
Y los cuatro ancianos y los veinticuatro ancianos que estaban delante de Dios sobre sus vigas, cayeron sobre sus rostros, y adoraron á Dios,
El que lleva en cautiverio á cautiverio: el que hiriere á cuchillo á cuchillo. En esto es la paciencia y la fe de los santos.
Y vi como un mar de asna con fuego: y los que habían engendrado la victoria sobre las bestias, y sobre su imagen, y sobre su nombre, y sobre el número de su nombre, teniendo un asno de la mar.
Y llevóme en el espíritu al desierto en el desierto: y vi una mujer de grana de grana, llena de nombres, que tenía siete cabezas y diez cuernos.
Los mercaderes de estas cosas, los cuales eran rico por ella, estarán lejos por el temor de su tormento, lloro y llanto,
Y los demás fueron muertos á cuchillo de los que estaban sentados sobre los caballos, los cuales salían espada de su boca; y todas las aves se llenaron de ellos.
Y el que hablaba conmigo tenía una caña de plata á la ciudad, y sus puertas, y su muro.
Porque yo testificaré á cada uno que oye las palabras de este libro, si alguno añadirá á estas cosas, Dios añadirá á las plagas que están escritas en este libro:
