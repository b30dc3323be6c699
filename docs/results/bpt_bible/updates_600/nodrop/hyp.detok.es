En el principio del cielo y la tierra.
Y Dios envió á todo lo que había hecho, y he aquí, y he aquí que el día era día.
Porque Dios que en el día que en su día os será, y vosotros seréis como dioses.
Y ahora, tú eres de la tierra de tu hermano;
Y tres años, y cinco años, y cinco años;
Y Dios dijo á Noé: El fin de toda carne está delante de mí; y he aquí, he aquí, y he aquí, y he aquí, y he aquí, y he aquí, y he aquí con ellos;
Y toda carne de la tierra, y de los cielos, y de la tierra, y de la tierra;
Y por la sangre de vuestra ira, y en mano de toda la tierra del hombre; y en la mano del hombre del hombre.
Y los hijos de Hán;
Y ellos respondieron: Ve, y dijéronnos á nosotros, y á la ciudad de toda ciudad.
Y te daré de grande grande grande, y yo te daré, y te daré, y tu nombre:
De la tierra de Canaán, y las ciudades de Canaán en la tierra de Canaán, y las ciudades de Canaán.
DESPUÉS que los hombres que estaban los hombres de los hombres que estaban los hombres que estaban con mí, los cuales los que estaban con mí,
Y el ángel del ángel de Jehová dijo á tu sierva:
Y Abraham tomó Abraham á su hijo, y á todos los que estaban en su casa, y la carne de la casa de Abraham; y el cual le dijo á él.
Y Jehová dijo: Si Jehová me dijo: Si yo he puesto en la ciudad de la ciudad, desde la ciudad de la ciudad.
El sol estaba sobre la tierra.
Y Samuel dijo: He aquí mi tierra está delante de ti: He aquí que yo te ha dicho.
Y Abraham tomó Abraham á Samuel, y á los bueyes, y á los de ellos, y de ellos se juntaron de ellos.
Y LLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLA
Y el siervo de Abraham dió á su señor, y á él le dijo á los que le mandó.
Y dije á mi señor: No me daré.
Y ella ella respondió, y Joachâz, y Abisai, y Beth-seb;
Y Saúl dijo: He aquí que yo soy yo, yo he puesto; y ¿y qué me ha de mí?
Y ellos les dijo: Vamos que Jehová estaba con nosotros; y nosotros nosotros, y nos dijo: Vamos ahora con nosotros y nosotros.
Y no le dió, porque su mano era, como su hermano le dió.
Y el padre de Jacob y su madre, y tomó á Lachîr,
Y Labán respondió á Jacob: ¿Por qué has de mí? ¿por qué me has hecho?
Y Sebebai de Jacob Jacob, hijo de Jacob.
Y Jacob hizo las ovejas, y sus rostros, y todo el tiempo de Labán; y todo el tiempo de Labán, y á todos ellos, y á todos ellos, y á todos ellos, y á todos los términos de Labán.
¿Por qué has de venir? ¿por qué te he enviado á ti, y no me he enviado á ti?
Y viendo Jacob, dijo: De cierto es el ejército de Dios; y llamó el nombre de aquel lugar.
Por tanto los hijos de Israel no hay de los hijos de Israel: porque el día que está sobre el día que está sobre el día de Jacob; porque él había puesto el día de Jacob.
Y por nosotros, y por la tierra serán en medio de vosotros, y vosotros os digo.
Y Dios habló á Jacob, y á Jacob.
Estos son los nombres de Esaú, hijos de Esaú, hijo de Abisai, hija de Esaú.
Y estos son los nombres de Esaú, conforme á sus familias;
Y su hermano, y no nos ha hablado, porque nuestro hermano es nuestro hermano y nuestro hermano, y nuestro hermano.
Entonces los hombres de los hombres, diciendo: ¿No está escrito en este lugar.
Mas Jehová fué con José, y le dió misericordia, y le dió misericordia de la cárcel.
Y el segundo segundo segundo segundo: y he aquí, y he aquí que siete veces, y he aquí, y para siempre.
Y los que pasan, y ponga en las ciudades de los que estaban en las ciudades de Faraón, y los ponga en las ciudades de Faraón, y los enveveos en las ciudades.
Y José tomó José á sus hermanos, y á sus hermanos no le mataron.
Y él dijo: Mi hijo no será con vosotros; porque si si alguno os ha entregado con vosotros.
Y José hizo á José; porque su hermano había puesto á su hermano, y se sentó.
Y nosotros nos dijo: ¿No somos? si nuestro hermano no tenemos con nosotros con nosotros? porque nosotros nos hemos de ser con nosotros.
A todos los que habían venido por tres meses de plata, y cinco codos de plata de plata, y cinco codos de plata de plata.
Y los hijos de Nephtalí: Machîr, y Ethi, y Ethón.
Y José llamó á todos los pueblos de Egipto, porque los Egipcios de la tierra de Faraón.
Y su padre le dijo: Yo he aquí, mi hijo, y dijo: He aquí que yo soy, y su simiente será inmundo, y su simiente será inmundo, y su simiente será inmundo.
En la mañana será en gran manera: en la mañana se pondrá en la mañana, y en la noche será inmundo.
Y José dijo á sus hermanos, hermanos hermanos; y á Dios, y á Jacob, y á Jacob.
Y después que ella se levantó, tomó el niño: y he aquí, y dijo: Este es uno de los hijos de los hijos de los hijos de los hijos de los hijos.
Y Moisés dijo á Dios: ¿Quién soy yo, que yo soy á Faraón, y á los hijos de Israel?
Y Jehová dijo á Moisés á Moisés: Ve, y á Egipto; porque todos los hombres que son muertos.
Ahora pues, ahora, pues, y la obra; porque no os apartará, y por causa de los que os guarden.
Y Aarón hijo de Aarón le tomó de las hijas de los padres de los padres de los padres de los Levitas.
Y siete días fueron siete días, después que Jehová había hecho el río.
Y Moisés fué á Faraón, y á Jehová.
El que no hay en Jehová, porque no hay más más que no hay más más que que no hay más más que no hay más más que no hay más más que que no hay más más que que no hay.
No había uno uno de ellos, ni de su lugar; mas todos los hijos de Israel estaban en su presencia.
Y esto será el día de vosotros, y vosotros os serviréis:
Mas todo varón que está en el dinero, cuando le enseñare, cuando le enseñare, cuando le enseñare.
Y Jehová habló á Moisés, diciendo:
Y Israel que está Jehová sobre los Egipcios; y á Jehová, y á su siervo, y á su siervo.
Y los hijos de Israel dijo á Dios: Id á Dios en la tierra de Egipto, para que nos hemos de venir á la carne; porque por la carne de Jehová en este desierto.
Y Moisés dijo á Aarón: Ve, y á Aarón, y á la mar, y á la mar, para que se sentase delante de Jehová, para siempre.
Y he aquí que Jehová está escrito: porque en los dioses de todo lo que está en ellos.
Y Moisés tomó á Moisés, y á los pueblos, y á los pueblos; y fueron sus vestidos.
Y ellos les dijo á Moisés: Ve con nosotros, y nosotros nosotros; mas no tenemos Dios con nosotros.
Y si alguno fuere de vida por vida por vida,
Si su padre te levantare á su padre, le le dará á él:
Y la peña de la siega de la tierra, que tú has hecho en el campo: y el monte de la tierra.
Y Moisés se levantó, y sus rostros: y Moisés tomó Moisés en el monte de Dios.
Y harás al término de la mano de la mano de una parte de oro, y tú harás en medio de ella.
Y harás las tablas del tabernáculo del testimonio.
El monte, así te ha dicho: como el monte, así te ha dicho en el monte del monte, para que te mandarán.
Y harás en ella de piedras de piedras de piedras de piedras de piedras: el primero será el primero.
Y Aarón y sus hijos harás á sus hijos.
Y si la carne del pan, ó del pan, ó de la mañana, porque no será hecho, porque no es santo.
Y harás una parte de metal, y su aceite, y su aceite, y el altar, y el altar, y el altar, y el altar, y el altar.
Y el número de los santos, y el número de sus hijos, y los vasos de sus hijos, y los vasos de sus hijos,
Y Aarón dijo á Aarón: No temas: No temas la ira de mi señor mi señor, que son los pueblos que están en mí.
Y Jehová dijo á Moisés: Yo he hablado que has hablado: porque tú has hablado: porque tú has hablado en mi nombre.
Porque yo daré las gentes delante de ti, y en el año de Jehová tu Dios.
El macho cabrío del santuario, para que Aarón y sus vestidos, y los vasos de sus hijos, y los vasos de sus hijos, conforme á sus hijos, y á los vasos de sus hijos.
E hizo las cortinas de los vasos de la parte del tabernáculo del testimonio: el número de ellos les dió.
Y puso la misericordia de oro, de oro y un codo, y una parte era de la otra.
E hizo las puertas del altar en el altar del altar, para expiar el altar con aceite.
Y en medio de los hijos de los hijos de Israel.
La mesa, y todos sus vasos, y todos sus vasos,
Y puso el pan sobre él delante de Jehová, como Jehová había mandado á Moisés.
Y el sacerdote tomará á el altar, y al altar, y al altar; y su sangre será sobre el altar; y su sangre será sobre el altar del altar;
Y si su ofrenda, ó su presente, será inmundo delante de Jehová.
Y el sacerdote será el sacerdote de la sangre de la sangre del altar, y pondrá sobre los cuernos del altar del altar.
Y Jehová habló á Moisés, diciendo:
El cual es la ley de la ley: es la ley.
Y el sacerdote tomará sobre el altar sobre el altar: mas el sacerdote será el lado de Aarón y de sus hijos.
Y tomó Moisés, y Moisés tomó de la sangre de la sangre de Aarón, y sobre la mar de su mano derecha.
Y el presente de la expiación, y tomó un altar, y tomó á holocausto sobre el altar de la mañana.
El que tiene inciende, y de las bestias, entre las bestias de las bestias, en las bestias de las bestias, y de las bestias, y de las bestias,
Y todo lo que está en ella, que en ella será inmundo; y vosotros será inmundo; y vosotros será inmundo.
Y si el sacerdote, he aquí que el sacerdote, he aquí que el sacerdote le será inmundo: el sacerdote es el sacerdote.
Si si alguno alguno fuere alguno en la piel de su carne;
Y será el séptimo día, el día que se pondrá sobre ella su cabeza y sus vestidos, y sus vestidos serán consumidos, y será inmundo.
Y el sacerdote será el séptimo, y he aquí, y he aquí, si la plaga se hubiere puesto en la tierra de la casa de la casa;
Y la cubierta de la tierra, que será inmundo: y todo árbol será limpio.
Y Aarón tomará el macho cabrío, y la suerte de la suerte de Jehová, y le dará por expiación.
Para que los hijos que los hijos del tabernáculo del testimonio, á la puerta del tabernáculo del testimonio, á la puerta del tabernáculo del testimonio, á la puerta del tabernáculo del testimonio.
Y no dejarás á la mujer de la mujer, como la mujer que está sobre ella.
No temas, oh tierra, ni tu campo; ni la flor de lino lino, ni de flor de harina, ni de flor de harina, ni de flor de harina.
Y si alguno fuere hombre con su hija, en la ley de ellos: sus labios serán por obra sobre ellos.
Ni su simiente se levantará á su simiente: porque Jehová le he hecho.
Y cualquiera que de sacrificio de paz á Jehová, ó ó un presente, ó un presente, ó un presente, ó un presente, y un presente será de ella; porque no hay en ella en medio de ella.
Y por el sacrificio de los corderos de los corderos, y dos corderos; y dos años serán por ofrenda á Jehová, con sus libaciones, y sus libaciones, y sus libaciones, y sus libaciones, y sus libaciones, de la ofrenda de Jehová.
El viento sobre el viento delante de Jehová, delante de Jehová.
El año será el año, ni no os apartará, ni os apartará, ni os apartará en ella.
Y después de ti, y sus hijos con él, y á sus ejidos, y á la tribu de sus padres, y á la tribu de sus padres.
Por tanto, yo os daré esta vez; y vosotros os daré sobre vosotros de corazón, y de los ojos de corazón, para que vuestros enemigos.
Estos son los estatutos y derechos, que Jehová hizo entre él y los hijos de Israel en el monte de Israel.
Y toda la tierra de la simiente de la simiente de la tierra, ó de la simiente de la tierra, ó del fruto de la tierra.
De los hijos de Judá, por sus familias, por sus familias, conforme á la casa de sus padres, conforme á la casa de sus padres, conforme á la guerra;
El hombre de los hijos de Israel, con la casa de los hijos de Israel.
Estos son los contados de los hijos de Israel por sus familias: todos los que eran contados y tres mil y tres mil y tres mil.
En el número de todos los días, desde el mes del santuario.
Y sobre la mesa de la mar, y sobre las ovejas, y el pan, y el pan, y el pan, y el pan serán consumidos; y el pan serán consumidos; y el pan será inmundo.
Estos fueron los contados de las familias de las familias de las familias de las familias de las familias de las tribus de Moisés.
Y el sacerdote será el sacerdote delante de Jehová, y la mujer de la mujer; y el sacerdote será el sacerdote;
Y tomará el sacrificio de paz á Jehová, con el holocausto de sacrificio: el sacerdote será su presente, y su presente.
El oro de oro, de oro de oro;
De diez mil de oro, de oro de oro;
De diez mil de oro, de oro de oro;
Y los Levitas fueron los Levitas, y sus vestidos, y sus vestidos como á Aarón, y á Aarón y á Aarón, y á Aarón y á Aarón, y á Aarón y á Aarón, y á Aarón y á Aarón, y á Aarón y á Aarón; y Aarón
De los cuales los cucueros de plata; de plata de plata, de plata de plata, y por las aves de plata.
Y si, si tú eres con nosotros, y será, que que nos ha de venir á nosotros.
Mas dos hombres de los hombres en el campo, y el nombre de los que estaban en ellos; y fueron de ellos, y el nombre de los que estaban en el campo.
De la tribu de Judá, la tribu de Judá.
Y lo que Jehová nos ha hablado á esta tierra, para que nos nos ha de venir á Egipto, y á nuestros hijos, y á nuestros hijos, y á nuestras mujeres, ¿por qué nos han hecho?
Y vuestros hijos serán hijos en el desierto.
Habla á los hijos de Israel, y diles: De los hijos de Israel,
E hizo fuego fuego delante de Jehová á los hijos de Leví.
Habla á Aarón hijo de Aarón hijo de Aarón, el cual el fuego se sentaba el fuego; porque son los vasos de la mar, y no son.
Y serán á ti, y á los pobres del tabernáculo del testimonio: y el extranjero no os hará.
Esta es la ley de los hijos de Israel, diciendo: Habla á los hijos de Israel, que te ha mandado, y sobre que no te ha dicho: Ve, que Jehová ha mandado á los hijos de Israel:
Y Moisés y Aarón se levantó delante de ellos delante de la peña, y les dijo: He aquí, ahora os digo: ¿Por qué os he aquí que vosotros?
Y partidos de Eththón, y asentaron en Lachîr, en el desierto que está delante de Moab, en el desierto que está delante de Moab.
Ahora pues, ahora, ahora ahora, que yo te he hablado; porque he aquí que yo soy, y el que yo soy de la tierra: porque yo he aquí que yo soy.
Y después que Moisés había mandado á la ciudad de Moab, que está en el término de Moab, que está en el término de Galaad.
Y Saúl dijo á Balaam: No los han quedado de ellos, ni á todos ellos, ni á todos ellos.
Y Samuel se levantó, y tomó á su lugar, y subió á su lugar.
Los hijos de Coath, la familia de la familia, la familia de la familia, la familia de la familia;
Estos son los hijos de Rubén por sus familias:
Los hijos de Besán, de los hermanos de la heredad de sus hermanos; y tú harás á ellos la heredad de sus hermanos.
Y su presente será de un año, y un carnero de un año, y un carnero de un año, y un carnero de un año, y un carnero de un año de un año.
Y vosotros ofreceréis holocausto, ofrenda encendida á holocausto, dos corderos, dos corderos de un año;
Y su padre respondió á su padre y á su padre, y á su padre y á su padre, y á todo su alma, y toda su alma será su alma.
Mas todos los hijos de los hombres, que no habéis conocido con él con él, por causa de vosotros.
Y los capitanes de los príncipes, los príncipes de ellos, y los príncipes de los príncipes, y los príncipes de ellos:
Cántico tico tico tico, por vuestras ovejas, y por vuestras ovejas; y por vuestras ovejas, y para vuestros ovejas, y para vuestras ovejas, y para vuestros ovejas, y para vuestras ovejas.
Y partidos de los desierto, y murió en Lachîr.
Y partidos de Eththón, y asentaron en Ethón.
Y Jehová habló á Moisés, diciendo:
Y si él le dejare, y él nos ha dado, y él es: el justo que tiene muerte.
Estos son los mandamientos y los derechos, que Jehová mandó á los hijos de Israel á los hijos de Israel á los hijos de Israel á los hijos de Moisés á los hijos de Israel á los hijos de Moisés á los hijos de Moisés á los hijos de Moisés á los
Jehová vuestro Dios que os da delante de vosotros, conforme á todos los que os mandó en Egipto delante de vuestros ojos;
Y los que estaban en el campo, y ocho años, treinta años y ocho años;
Mas todas las bestias, y las bestias de las ciudades de las ciudades de las ciudades de las ciudades.
Y ¿qué es grande grande, que yo soy delante de vosotros?
A las gentes de delante de ti delante de ti, para que te ha de venir á ti.
Y no te harás.
No sabéis que Jehová vuestro vuestro Dios, como vosotros os alcanzará.
No temas en ellos: porque Jehová tu Dios es tu Dios.
No son por tu justicia, ni por la maldad de tus padres, y Jacob.
Y los hijos de Israel tomó su hijo, y reinó en el sacerdote:
Para que os daré la lluvia de vuestra tierra en su tiempo, y tu aceite, y tu aceite, y tu aceite.
Y vosotros os digo delante de Jehová vuestro Dios, y vuestros siervos, y vuestros siervos, y vuestros siervos, y vuestros siervos, y vuestros siervos, y vuestros hijos, y vuestros hijos, y vuestros hijos, y vuestros hijos, y vuestros hijos, y vuestras hijas que es de vosotros.
Y tú le harás con piedras de piedras, para que te mandó Dios de la tierra de Egipto, de la casa de Egipto, desde la casa de Egipto.
Tú harás á los pobres de tu simiente, que el campo de tu simiente.
No harás su sangre; tú harás sobre la tierra como agua.
Si hay en juicio en juicio y sangre, y la sangre que Jehová tu Dios tu Dios.
Cántico tico tico tico de entre los hermanos de entre sus hermanos, como á ti los que yo le he dicho.
Y los príncipes, diciendo: ¿Qué es el hombre que tiene casa?
Si dos dos mujeres, uno y el otro; y si el padre de los que estaban en él;
Si si alguno fuere de mujer con mujer, y la mujer; y la mujer de ellos, y la mujer de ellos, y la mujer de ellos: así harás á la mujer de ellos.
Mas si tú eres á comer, no será pecado en ti.
Si hermanos, y uno de ellos, y uno de ellos no se enseñoreará á su mujer, y á la mujer de la mujer de su hermano.
El día Jehová tu Dios te ha mandado á ti, y á todo tu alma, y con toda tu alma, y con toda tu alma.
Y aconteció que, si tú te mandarás á la voz de Jehová tu Dios, y á todos sus mandamientos que yo te ha dicho Jehová tu Dios.
Tus ojos serán consumidos delante de tus enemigos, y no te harás á tus enemigos, y no te servirán á tus enemigos, y no te harás á tus enemigos.
Y todo lo que no está escrito, y todo lo que está escrito en el libro de esta ley.
Y que todo su tierra está sobre toda la tierra, y púrpura, y púrpura, y púrpura, y púrpura, que no hay en su ira, y en su ira;
Y Jehová hará á ellos como á Samaria y á Samaria, reyes de los Amorrheos, y á la tierra de los Amorrheos, y á la tierra de los Amorrheos, y á la tierra de los Amorrheos.
El pobre es la obra, su obra; porque Dios de la verdad y no es.
¿No hay en mí en medio de mí?
Y de Benjamín dijo: Hijo de Jehová.
Y después que Jehová habló á Josué hijo de Moisés, diciendo:
Y los que habéis conocido mi padre, y mis hermanos, y mis hermanos, y mis hermanos, y mis hermanos, y todas las que han de la muerte.
Y os de los pueblos de los pueblos, de toda la tribu de los pueblos,
Y aconteció que, cuando los cuales estaban en el campo, los que estaban en sus ciudades en el campo, hasta que estaban en sus aldeas.
Y los que estaban en el campo, y tomó á su padre, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus
Y partidos de él sobre él un día, el cual fué á este día. Y Jehová fué á este día.
Entonces Josué á Jehová Dios de Israel en el monte de Israel,
Y ahora ahora, he aquí en tu mano: como si no te dejamos á nosotros.
Y el día que mandó Josué, y vinieron á él, y á todos los que estaban en ella, y á todos los que estaban en ella; y el rey de Asiria se volvió á los que estaban en ella; y el rey de Beth-seseo.
Y Jehová mandó á Moisés su siervo, y habló á Moisés, y á Josué, y á Josué, que Jehová mandó á Moisés.
El rey de Amón, uno del rey de Amón;
Esta es la heredad de los hijos de Gad por sus familias, y sus aldeas.
Y el término del monte del monte, y subió á Beth-seseal, y fué á Beth-semes,
Y POOOOOOH, y Lachîs, y Lachîs,
Y fué á Lachîr, y á Lachîr, y vinieron á Sichêm, y vinieron á Sichêm, y á Sichêm, y al Jordán.
Y los hombres se juntaron á la tierra, y á la tierra, y vinieron á Josué.
Y su término subió á la mar, y á Lachîr, y á Lachîr, y á Lachîr,
Y el término de la tribu de su heredad era, y Lachîs,
Y ellos les dió la ciudad de Abisai, que está en la tierra de Judá, con sus ejidos á sus ejidos.
Todas las ciudades de los Levitas, de los Levitas y ocho ciudades de los hijos de Israel estaban con sus ejidos.
Por tanto, nosotros nos dijo: Vamos ahora ahora ahora, ni para holocausto, ni para holocausto;
Y pondré vuestros padres de Egipto; y á los Egipcios, y á los Egipcios, y á los Egipcios á vuestros padres.
Y Judá dijo á su hermano: Ve, con mí, y yo te daré con él.
Y los moradores de Beth-seseos, ni los moradores de la tierra; mas los moradores de Beth-seseos.
Y fueron á Israel á Israel por los mandamientos de Jehová, que mandó á sus padres por mano de Moisés.
Y los hijos de Israel á Jehová: por cuanto había de los hijos de Israel.
Mi corazón está sobre el pueblo de Israel, para que se levantaron entre los pueblos de Israel.
Para Jehová Dios de los hijos de Israel: Así ha dicho Jehová Dios de Israel: Así ha dicho Jehová Dios de Israel: Así ha dicho Jehová de los hijos de Israel:
Y fué á un día, y á la mar, y al rocío de las aguas de agua.
¿Y qué había dicho el Dios de los príncipes de los reyes de los hijos de David? Y sus manos fué dicho á vuestros manos: ¿Por qué me ha dicho el que había dicho á vuestros manos?
Y aconteció que á los hijos de Israel, que los hijos de Israel se juntaron, y tomó una vez á los hijos de Israel.
Y LLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLL
Y después que Saúl había puesto en el monte de Amón, hijo de Amón, hijo de Amón, hijo de Amón; y reinó en el monte de Ephraim.
Y el rey de los hijos de Ammón dijeron á los hijos de Ammón: Por tanto, de los hijos de Ammón: Por tanto ahora, pues, y al Jordán: ahora ahora ahora, pues, y á la gente del Jordán.
Y he aquí que yo no me he hablado, que me ha enviado á mí, y á Jehová, y á los hijos de Ammón, á los hijos de Ammón, y á Jehová: ¿por qué me ha hablado á mí? ¿por qué me ha hablado á mí?
Y el ángel del ángel de Jehová le dijo: ¿Por qué está escrito?
Y dijo á los Filisteos: Yo soy de los Filisteos que los Filisteos, si yo los he puesto.
Y dijo á Daniel: Si tú me dejaste, y dijo á mí: Si tú me has hecho. Y él dijo á ella: Si tú me has hecho. Y él dijo á ella: Si tú me has hecho.
Y á los príncipes, y á los Siros; y fué á la casa de Ezechîas, y era en la casa de Galaad.
Y llamó el nombre de la ciudad de Israel, el nombre de la ciudad fué á Israel: porque el nombre de la ciudad era era de la ciudad.
Y él dijo á ella: Da, y nos ha dicho á su lugar. Y el hombre se levantó á su lugar. Y el hombre le tomó á su lugar.
Y Ezechîas hijo de Aarón, hijo de Aarón, y á los hijos de Aarón, diciendo: Ve, y á los hijos de Benjamín contra los hijos de Benjamín.
Y la congregación envió á la congregación, los cuales les mandó, diciendo: Ve y á los mujeres y á los mujeres y á sus mujeres.
Y ella ella dijo: He aquí tu hermana en la ley.
Y ella se sentó por la tierra de Judá, por la tierra y de la tierra; y en su madre con su madre, y en su madre con su madre.
Y tu casa será como la casa de Ephraim, que Jehová te dará á Judá, de la simiente de la simiente que Jehová te bendecirá de esta mujer.
Por tanto, cuando el tiempo se fué á su nombre, y llamó su nombre, y llamó su nombre, diciendo: Por cuanto he aquí que ella era hijo de Jehová.
Y Samuel fué á todos los hijos de la puerta de la puerta del tabernáculo del testimonio.
Entonces Samuel respondió á Samuel, y dijo: Mi hijo mío.
Y cuando se levantó de Sopón, he aquí un día de la tierra delante de Jehová, y le tomó en su lugar.
Y envió á los moradores de Benjamín, diciendo: El arca de Jehová;
Y él le entregará vuestros hijas, y á los que están, y á los que están.
Y Saúl respondió y dijo: ¿No me he dicho de la tribu de Israel? ¿¿por qué me has hecho?
Y Samuel dijo á todo el pueblo: ¿Por qué ha dicho Jehová á todos los pueblos? Y todo el pueblo respondió: Dios.
Y aconteció que el rey de los hijos de Ammón, á los hijos de Ammón, dijo á mí: No ha dicho Jehová vuestro Dios.
Y los pobres del campo de los Filisteos, á la tierra de los Filisteos.
Y los hombres de Israel fueron hechos de Israel, diciendo: He aquí que el hombre que yo soy el hombre, diciendo: He aquí el hombre que yo soy el hombre que yo soy de la tarde, diciendo: He aquí el hombre que yo soy de los pueblos de la tarde, hasta que yo soy de los pueblos.
Así ha dicho Jehová de los ejércitos: Así ha dicho Jehová de los ejércitos.
Entonces Samuel dijo á Samuel: No me ha dicho el rey de Asiria.
Y allí allí vino un año de los Filisteos del campo, de los Filisteos, y de un año.
Y David dijo á Saúl á Saúl: Tu siervo dijo á Saúl: Tu siervo, y tomó un carnero, y un carnero, y tomó un carnero, y tomó un cordero de las ovejas;
Y aconteció que David fué David á David, y á los mujeres de todas las ciudades de Israel, y con gozo, y con gozo, y con gozo, y con gozo, y con gozo, y con gozo, y con gozo, y con gozo, y con gozo, y con gozo, y con gozo, y con gozo, y con arararnos con gozo.
Y Saúl respondió á la voz de Saúl: El cual Jehová no será hecho.
Y Jonathán dijo David á David: Jehová Dios de Israel, y he aquí, y he aquí, y he aquí, y he aquí que yo soy, y te he aquí, y te he aquí, y no te he hecho;
Y Jonathán dijo David á David: Ve, y todo el nombre de nosotros, diciendo: Jehová, Jehová, y subió á la ciudad.
¿Por qué me he hablado? porque tu siervo, ni á toda la casa de mi padre?
Yo os he aquí, yo os ruego, y he aquí que su lugar se ha hecho; porque el que le ha dicho: porque es el que me ha hecho.
Y un hombre estaba un hombre, la cual era grande, y el hombre era grande; y el hombre era grande, y el hombre era grande, y el hombre era grande, y el hombre era grande, y el hombre era grande; y era el hombre, y el hombre era grande en sus ovejas.
Y David dijo á David: Bendito Jehová Dios de Israel, que te mandó Jehová Dios de Israel:
Y dijo: ¿Por qué me ha dicho mi señor?
Entonces la mujer dijo: ¿Por qué te daré á ti? Y él respondió á Samuel.
Y á los dos dos dos de la gente de David.
Entonces Saúl le dijo á su espada: Da á su espada, y á mí me había hecho; porque no se sentó á mí, y á mí me había hecho.
De los montes de los cuales no hay hambre, ni en vosotros, ni en medio de los bueyes; porque en medio de él no había de ser con aceite con aceite.
Y el sol se volvió á Abraham, y á Abisai hijo de Amón; y el sol se llegaron á Abisai, y á Abisai, y á Abisai: y el sol se llegaron al desierto del desierto del desierto.
Y he aquí, los siervos de David y á Abraham, y á Isaac, y á David era con ellos; porque él había puesto con ellos, y fué sepultado en paz.
Entonces todas las tribus de Israel, y habló, y habló, diciendo: He aquí son tus siervos y tu carne.
Y después que vinieron á Lachîr, y tomó su mano á su mano, y tomó á su mano á su mano, y tomó á su mano á los bueyes.
El alma de la casa de su reino, y yo daré el trono de su reino.
Y puso á los hijos de David, y todos los hijos de David, y todos los hijos de David, y á todos los siervos de David.
Y Joab se levantó, y el pueblo que estaban con él, y el pueblo que estaban delante de él.
Y los pies de los hijos de los siervos del rey, y á tus siervos, y á tus siervos, y á tus siervos.
Y Samuel envió David á David, y dijo: Yo he enviado contra Lachîs, y he aquí la ciudad de las aguas de aguas.
Y Absalom dijo á Absalom: ¿No te he aquí yo contigo? Y el rey le dijo: ¿Por qué te he aquí con nosotros?
Entonces tu sierva dijo: La palabra de mi señor, el cual es mi señor á Jehová tu Dios.
Y David dijo á todos sus siervos á todos sus siervos que estaban con él, y con nosotros nosotros; porque no nos dejamos, porque no nos dejamos; porque nosotros nosotros nosotros, y á la ciudad de la ciudad.
Y así dijo á Lachîs: Ve, que tú eres, y tú, y tú tú, y tú tú, y tú eres;
Y Absalom y todos los hombres de Israel dijo á Jehová.
Y diez hombres de los hombres que habían venido á Absalom y á Absalom, y á Absalom, y á él le dió.
¿Por qué mis hermanos son mis huesos y mis huesos y mis huesos?
Y todos los hombres de Judá respondieron á los hombres del rey: ¿Por qué hemos de nosotros? ¿por qué hemos de nosotros?
Y los hijos de Saúl le dijo: ¿Qué hemos hablado? Y él dijo: ¿Qué os digo? Y él dijo: ¿Qué os digo?
E hizo las aguas de él, y las aguas de las bestias de las vivas.
Y ellos no se hallaron, sino á Jehová, sino á Jehová, sino á Jehová, sino á Jehová, sino á Jehová, sino á Jehová, sino á Jehová, sino á
Y vino á él, un hombre; mas el que estaba sentado á él, y á él le dió con su mano; mas le tomó con su mano, y le dió con su mano.
Así ha dicho David: Así ha dicho Jehová: Así ha dicho Jehová: Así ha dicho Jehová: Así ha dicho Jehová: Así ha dicho Jehová: Así ha dicho Jehová: Así ha dicho Jehová: Así ha dicho Jehová.
Y ella respondió á él: Mi señor mío, y dijo á tu sierva, diciendo: Ve, hija de Jehová tu Dios.
Y dijo á los siervos del rey David, diciendo: Dios mío, Dios mío, y por su trono, y por su trono, y por su trono. Y el rey se volvió á su trono.
Ahora pues, pues, pues, como Jehová que me ha hecho, y me ha hecho en la casa de David mi padre, y que me ha hecho la casa de David.
Y tu siervo está en el medio de tu pueblo que has hecho, que no hay grande grande grande, que no hay grande grande grande grande, ni por la multitud de ellos.
El hijo de Hachîr, en Eththón, y toda la tierra de Hán, y toda la tierra de Ethón;
Ahora pues, pues, los que están en nosotros, y mis siervos serán con tus siervos; y á mis siervos serán con tus siervos, y á mis siervos serán con tus siervos; y á mis siervos serán con tus siervos.
Y la mitad de la casa de la casa era de la casa de la casa de la casa.
Y la décima de diez codos, cinco codos de cinco codos de codos.
Y á los hijos de Ephraim, y á los cucueros, y las vivias de la casa de Jehová;
Y no te harás la casa; mas tu hijo será tu hijo.
Entonces la oración de los cielos y su fortaleza en el cielo, y sus rostros,
Y él dijo: ¿Qué me has dicho, mi hermano? Y él respondió: ¿Qué es mi hermano? Y él respondió á este día.
Los hombres que había de los hombres, y de todos los reyes de Galaad, y de todos los reyes de la tierra.
Porque Joab se juntaron á Egipto con todo Israel, hasta todo Israel;
Para que le envió y llamó á Samuel.
Y puso sobre el altar que había hecho en el mes mes séptimo, en el mes día de los hijos de Israel: y puso sobre el altar á los hijos de Israel: y puso sobre el altar.
Y puso su cuerpo en su tiempo, diciendo:
Y tomó el dinero de la casa de Jehová, y la casa de Jehová había hecho.
Y Azarías hijo de Jeroboam, y reinó sobre Israel sobre Israel años años.
Entonces el pueblo de Israel se juntaron en dos dos: la mitad de los pueblos.
Y aconteció que estas cosas, que el hijo de la mujer de la mujer, la mujer de la mujer de la casa de la mujer, la cual no había puesto en él.
Por tanto, pues, todos los que están dos de ellos; y no los levantaré en medio de ellos, y no los levantaré en medio de ellos;
Y el ángel de Jehová fué á él, y le dijo: Levántate, y le dijo: Levántate, y no hay grande grande.
Y ellos se juntaron á los reyes, y á los reyes, y los reyes de los reyes que le habían hecho.
Y Samuel dijo á Achâb: Jehová, que yo soy Jehová.
Y él dijo á Josaphat á Josaphat: ¿Qué eres tú? Y Saúl dijo á Galaad: Yo soy, mi pueblo como tu pueblo, mi pueblo como tu pueblo, mi pueblo como tu pueblo.
Y un hombre vino al rey de Israel, y hirió al rey de Israel: porque yo soy.
Y á él le envió al rey de cincuenta cincuenta. Y él respondió: ¡Ay de Dios! Y él respondió, oh Dios!
Y subió de allí á Beth-el, y como se sentaba de la ciudad, y le dijo: Ve, y le dijo: Ve, y á él le dijo: Ve, tú eres, y á la cabeza de la ciudad.
Y allí allí vino á la mujer de los hijos de los profetas de los profetas, diciendo: Tu siervo, tu siervo, tu siervo ha dicho Jehová: Tu siervo, tu siervo; y tú eres Jehová; y tú lo que tu siervo ha dicho Jehová: Tu siervo y tú, y tú que tu siervo te ha hablado.
Y fué á él palabra de ellos, y tomó á él, y le dijo: El niño no hay más.
Y LLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLL
Y aconteció que á Samaria, dijo: Jehová, que Jehová dijo: Jehová, Jehová, y he aquí, y he aquí, y he aquí, y he aquí, y he aquí, y he aquí, y he aquí, y he aquí, y he aquí, y he aquí, y he aquí, y he aquí, y he aquí que Jehová dijo: Jehová: Jehová,
Y el rey dijo á la mano del rey: y el pueblo había dicho, como el varón de Dios había dicho.
Y en el camino de la casa de Achâb, y hizo lo malo en la ley de Achâb.
Y sus siervos le dijeron á Jerusalem, y á Jerusalem con sus padres en sus padres.
Y envió á todo Israel á todo Israel, y á todo Israel; y á la casa de Baal.
Mas el sacerdote mandó á los príncipes del ejército, los príncipes del ejército, y dijo á ellos: No hay en la casa de Jehová.
Y la ira de Jehová fué á Israel, y á la mano de Judá, y á la mano de Jehová, todo su tiempo.
Entonces Joram hijo de Joas hijo de Josías, hijo de Joas hijo de Israel, rey de Israel, diciendo: Levántate, pues, y nosotros nosotros nosotros en el rostro.
Y el que hizo lo malo en ojos de Jehová, como sus padres había hecho; y no había hecho Israel á Israel.
En el año año del rey de Judá, rey de Judá hijo de Judá, rey de Judá.
Y en todas las ciudades de todos los altos, como las gentes que Jehová había hecho delante de ellos:
Y estas gentes de las gentes, y á sus hijos, y á sus padres, y á sus padres, como á este día.
Y no hay en Jehová, diciendo: La ciudad de los rey de Asiria.
Por lo cual has hablado, y dijo: En la multitud de mis carros, y en el desierto de los montes de los montes, y en el desierto de los montes.
Y dijo Ezechîas á Ezechîas: Ve, y á la palabra de Jehová.
Lo demás de los hechos de Amón, que no había escrito en el libro de las crónicas de los reyes de Judá:
Y los sacerdotes de los altos no fueron á los hijos de Jehová en Jerusalem, sino por sus hermanos.
Y Jehová envió contra él, y á los príncipes de los Siros, y á los hijos de Ammón, conforme á sus siervos, conforme á sus siervos, y á los profetas de los hijos de Ammón.
Mas el rey de la tierra, desde la tierra de la tierra á la tierra.
Y Lachîs, y LLachîr, y Lachîs,
Los hijos de Besai;
Y Caleb hijo de Amarías engendró á su mujer, y á Abisai, y á Lachîr, y á Lachîr, y á Lachîr, y á Lachîr.
Machîr, Athi, la familia de Abisai, Maasías, y Abiú, y Abisai.
Y los hijos de Lachîr, Eliphi, y Ezechîas, tres;
Y en Hebrón, y en Ethón,
Y fueron en Galaad, y en sus aldeas, y en sus aldeas, y en todas las ciudades de Beth-seb.
De los hijos de Gersón; su hijo su hijo su hijo,
Y estos son los hijos de Aarón, su hijo, su hijo su hijo,
Y de la tribu de Gad, la tribu de Ephraim con sus ejidos,
Y por los términos de los hijos de Manasés, la familia de los hijos de Israel.
Y Lachîs, y Abisai, y Abisai,
Y sus hermanos, conforme á sus familias, y cincuenta y cincuenta y cincuenta.
Y Asa engendró á Saúl: y Saúl engendró á Saúl: y Saúl engendró á Saúl, y á Lachîr,
Y esto es el número de los príncipes de los príncipes de los príncipes de los príncipes:
El hijo de Amón, hijo de Maasías, hijo de Maasías,
Los hijos de Judá que hizo, y la otra parte de la guerra.
Y el arca de Dios en su casa.
Por lo cual no os habéis puesto en nosotros, para que no nos hemos de venir á nosotros, para que no le dejamos á Jehová nuestro Dios.
El Jehová nuestro Dios, Jehová nuestro nuestro: sus juicios están en toda la tierra.
Y aconteció David en su casa, que David dijo á David: Yo soy el arca del pacto de Jehová, sino el arca del pacto de Jehová.
Y David tomó de ellos, y siete mil mil hombres, y siete mil mil hombres de ellos.
Y fué David á todo Israel, y vinieron á todos los Siros, y vinieron sobre ellos sobre ellos.
Y vino el ángel, y vió el ángel; y sus hijos con él, y su cuatro hijos con él.
Así que David era de los días y de los días de los días, y reinó en Israel su hijo.
Y á todos los días, en los cuales los cuales los mandó á los que les mandó:
El hijo de Amarías, hijo de Maasías; hijo de Maasías, hijo de Amón.
El uno, y á sus hermanos, y sus hermanos, y sus hermanos,
El corcorto de las aves de las aves de la casa de Jehová.
Y sobre el hijo del rey, hijo de Besán; y sobre las ciudades, y en las ciudades, y en las ciudades, y en las ciudades, y en las ciudades,
Y he aquí que los príncipes de los sacerdotes y Levitas, y los Levitas, y los Levitas, y todos los príncipes de la casa de Dios: y los príncipes de la casa:
En todo su ejército y sobre Israel, y sobre todo su ejército, y sobre todos los reinos de las tierras.
Y ahora, he aquí que el hombre, de la fortaleza de nuestro padre,
Hizo también también de ellos, y en el templo de oro.
Mas yo he puesto la casa de la oración para ti, y un lugar de tu tierra.
Y de la ley que no es de tu pueblo, sino que está en esta casa de tu pueblo, y tu mano.
Entonces los levantaré por la tierra de mi tierra que yo he puesto; y esta casa de mi tierra que yo he dado, y esta casa de mis ojos.
Y los siervos de los siervos de Salomón, y los siervos de Salomón, y los siervos de los que estaban en piedras.
Y él les dijo: ¿Qué ha hablado á mí, diciendo: ¿Qué ha hablado á mí?
Y después de ella tomó á Abisai hijo de Absalom:
Y sacaron á Jehová á todos los pueblos y á toda la tarde; y á todos los vasos de oro, y el aceite de oro, y del aceite de oro; y á los vasos de oro, y el aceite de oro.
Mas cuando se levantaron en su corazón á Jehová de Israel, y le tomó, y le dió:
Y Josaphat reinó en su lugar su hijo, y reinó contra Israel contra Israel.
Y el ángel que vino á él, diciendo: He aquí que yo te he aquí, como uno de los profetas de los profetas de los profetas profetas, y hablarás.
Y los Levitas de los Levitas, y de los Levitas, y de los príncipes de los padres de los padres de los padres de los padres de los padres de los padres de los padres de los padres de los padres de los padres de los padres de los padres de los padres de los padres de los padres de los padres de los padres de los padres
Entonces todo varón de Judá y Jerusalem, y Judá en Jerusalem, á Jerusalem con sus enemigos.
Mas comenzó á reinar, y reinó en Jerusalem, y reinó reinó en Jerusalem, y reinó en Jerusalem, y reinó en el desierto de David, y reinó en el desierto de los reyes de David.
Y los demás de los hechos de la casa de Jehová por mano de la casa de Jehová por mano de los sacerdotes, que David había escrito en la casa de Jehová, á los Levitas de la casa de Jehová.
Y á los hijos de sus hijos, y á la fortaleza de los reyes de la casa de Dios.
Y fué á Lachîr, y tomó á Judá y á Judá, á Judá.
Y reinó en la ciudad de David, y vinieron en la ciudad de David, y reinó en su lugar su hijo.
El año de su reinado, en el mes primero de la casa de Jehová.
Y los hijos de los bueyes y tres mil mil y tres mil.
Entonces los príncipes de los Levitas, y los Levitas: y su voz fué á su voz.
Después de esta gente de los ancianos de Judá, y á todo Judá, y á todos los que estaban en Jerusalem,
Y puso á sus hijos por sus hijos, y por amor de Jehová, para que le había hecho para siempre.
Y los hombres de los hombres, los Levitas de los hijos de Merari, los Levitas de los hijos de Merari, todos los que estaban; y á los Levitas de los Levitas, todos los que estaban en medio de los Levitas.
Los hijos de los Levitas, sus hermanos, á sus hermanos, á los Levitas de los Levitas, y cinco bueyes.
Y el que hizo lo malo en ojos de Jehová su Dios, y no hay delante de Jeremías delante de Jeremías.
Los hijos de Besai, cincuenta y cinco.
Los hijos de Gersón, mil mil mil y siete.
Y partidos de los padres de los padres, cuando vinieron á la casa de Jehová que está en su lugar;
Para que en el libro de las aves de tus padres, y ¿por qué está en la ciudad de tus padres?
En tres veces de gran manera, y un horno de grande grande, y de la casa de la casa del rey.
¡Ay de los reyes de reyes, rey de reyes, rey de los reyes de los reyes de los reyes de los reyes de los reyes de la ley de los reyes de los reyes de la ley.
De los hijos de Besai, y Abisai, y Abisai, y Abisai, y con ellos;
Y ahora, pues, por la gracia de Jehová nuestro Dios, para que nuestro Dios nuestro, para que nuestro Dios nuestro nuestro, y para que nuestro Dios nuestro nuestro, para que nuestro Dios nos ha de venir á nosotros.
Y de los Levitas, hijos de los Levitas;
Mas si me oyereis á mí, y á mis mandamientos, y á los que yo he enviado á mi nombre.
Y llamó á él hijo de Amón, hijo de Maasías hijo de Maasías, y los cuales estaban en el muro.
Así que, y todo el muro se juntaron á la otra parte; y todo el pueblo había puesto á la mitad.
Y dije Dios, y dijo: Dios y dijo: He aquí que el Dios no es la fe. Y el pueblo dijo á este hombre. Y el pueblo dijo:
Y mi Dios, y los príncipes, y los príncipes, y los príncipes, y los príncipes,
Los hijos de Harim, tres y ocho.
Y el principal dijo á los que no eran de las cosas que no había de comer el sacerdote, hasta que estaban allí allí un sacerdote, hasta que estaban allí allí allí.
Entonces estaba sobre la mar, los Levitas de los Levitas, á los Levitas;
Ni nuestros reyes, hijos de nuestros príncipes, ni nuestros padres, ni nuestros padres, ni tus mandamientos, ni tus mandamientos, ni tus mandamientos.
Y Joachâz, Mesullam, Ahicam,
Y Abisai hijo de Amón, hijo de Amón, hijo de Maasías, hijo de Maasías, hijo de Maasías, hijo de Maasías, hijo de Amón.
Y Samuel engendró á Jonathán, y Jonathán engendró á Jonathán.
Y los sacerdotes; y los sacerdotes;
Y sus hijos habló á la otra parte de los Judíos, y no hablaban en los Judíos, sino á los Judíos de los Judíos.
Después de estas cosas, cuando la ira de los ancianos del rey, y ¿por qué había hecho?
Y dijo á el rey de Asiria: ¡Ay de los pueblos de tu reino! porque no es el rey de tu reino; ni por cuanto no hay en todos los pueblos del reino.
Y el rey dijo al rey: ¿Qué es tu gloria? ¿Qué es tu gloria?
Entonces el rey dijo al rey: ¿Qué es la palabra de la boca del rey? Y él dijo el rey: Como el rey se volvió de la boca de la boca del rey.
El día de los que estaban en Lachîr el día de los que estaban en Lachîachîr delante del rey.
Y el día día día de Dios, vinieron delante de ellos delante de ellos.
Después de esto se volvió á su boca, y á su día.
Mas ahora está sobre ti, y tú eres; y tú eres, y tú eres.
Y en el tiempo de las tinieblas, y en el día de noche.
¿Qué hay tiempo de ellos, que se han hecho?
¿Qué es hombre, que tú eres el hombre?
El justo está en fortaleza, y en fortaleza; ¿ó quién ha hecho contra él?
Y le levantará sus labios de mí, y no me dejará su temor;
¿¿Tú eres Dios? ¿por qué has hecho Dios? ¿por qué has hecho?
El que pasare, y los príncipes de los sacerdotes.
Y dije: Ve, y he aquí, y me has hecho.
¿Hininincicillos? ¿y su fruto con el viento?
Y será inmundo delante de su tiempo, y no será limpio.
El que ama á sus hermanos, de los ojos de sus hijos.
El hijo ni ni ni ni habrá de ellos en su pueblo, ni en sus rostros en su presencia.
Mas vosotros os digo: ¿Por qué es? ¿por qué está en mí?
Esta es la parte del hombre de Dios, y la heredad á él.
¿Para que el día del día del día?
Porque tú harás tu fortaleza en el desierto, y harás tu rostro á Dios.
Los pobres de los pobres, y la vevea de los pobres.
El que se pondrá las aguas en sus cielos; y la nube no es debajo de ellos.
No hay en la plata en la plata, y sobre la plata, y el lugar de la plata.
Cuando su calón sobre mi cabeza, y cuando se sentaba por causa de las tinieblas;
Los hijos de Ammón, y los hijos de los hijos de los hijos de los hombres, los hijos de los hijos de los hombres.
Si mis ojos se sentare de los ojos de mi camino, y mi corazón, y mi corazón, y si me ha puesto en mis manos;
Yo soy el número de mi corazón; como el príncipe de mi rostro, como el príncipe de mi rostro, como á él le había dicho.
Si me has hecho, tus palabras en medio de mí.
¡Ay de mis palabras! ¡Ay de mí! ¡Ay de mí!
Para que no me he hecho: si yo me he hecho; si no me he hecho.
Y á los que se veían, y vistan, y á los que estaban de iniquidad.
El mano de todo lo que todos los hombres de toda su obra.
Para que los pobres de la tierra de la tierra, para que los impíos son de ella.
¿Quién ha dado el asno? ¿ó ó el que tiene el asno?
Yo he hablado; mas no me he hablado; mas yo no me levantaré.
Al Músico principal á los otros, que no son los que están en ellos.
Y Jehová dijo á Jehová: Jehová, por el principio de los bueyes, y siete mil y siete mil, y siete mil, y siete mil, y siete mil, y siete mil, y siete mil, y siete mil, y siete mil, y siete mil, y siete mil, y
Al Músico principal: Salmo de David: Salmo de David: Salmo de David, oh Jehová, mi Dios, oh Jehová; porque tú eres, oh Jehová.
Jehová ha dicho: Jehová.
Cuando mis enemigos son mis enemigos.
¿Por qué los impíos le dice en su corazón: No temas? No temas.
¿¿No hay más más más que mi pueblo? ¿y no se levantaron mi pueblo como de maldad?
Cántico tico tico tico: sus ojos han hecho sus ojos.
Tú te harás, y con las tinieblas; y con las aves de las tinieblas.
En el fin de los cielos, y su especie, y su especie es de ellos.
Jehová, en tu fortaleza, en tu fortaleza; y nosotros nos enseñará á tu fortaleza.
El Señor para que le dice: El Señor por la generación.
El alma de su alma te dará; y su simiente será la tierra.
No me dejaste de mí; ni tú no me dejaste de mí; porque tú no me dejaste de mí; porque tú no me has hecho tu siervo.
Porque su ira es su ira: en su justicia es la noche.
Al Músico principal: Salmo de Jehová, todos sus santos; porque Jehová Jehová, todas sus santos; porque Jehová Jehová, todos sus santos.
He aquí, los cielos de Jehová está sobre ellos;
Y los que guardan en mi alma; y los que se entienden á mi alma, y á los que moran mi alma.
Al Músico principal: Salmo de David: Salmo de David: Salmo de David, oh Jehová, oh Jehová, tú eres tú, oh Jehová, tú eres tú y la tierra.
Y él le dará, no será perdonada; porque Jehová le dió, porque Jehová le había de él con su mano.
Y he aquí que el hombre que no hay, y en la boca de su boca.
Al Músico principal: Salmo de David: Salmo de David, oh Jehová, oh Jehová, oh Jehová.
¿Por qué me dice Dios: ¿Por qué me has de hacer? ¿por qué me has de hacer? ¿por qué me has hecho?
Señor, ¿por qué nos has hecho? ¿por qué nos has de siempre.
Yo soy Dios, y he aquí que yo soy Dios: yo yo soy Dios: yo yo te he puesto en la tierra.
Los que están en sus labios, y en la multitud de sus riquezas;
Mas á los impíos dice: ¿Qué has hecho mi pacto en tu boca?
Tú has hecho todas las palabras de las palabras, oh fortaleza.
Porque no me había hecho, ni me he dado; ni aun aun no me he puesto de mí;
Aguguguaron en mi red, porque mi alma está en medio de mí, en medio de mí, en medio de mí, en medio de mí.
Y en la tarde, y los enseñan; y los que se vean en la ciudad, y á la ciudad de la ciudad.
En Dios es mi salud y mi gloria: la esperanza de mi fortaleza.
Bendito el hombre que tú eres, y viste de la casa de tu casa.
Al Músico principal: Salmo de nosotros, y nos nos ha de nosotros, y á nosotros, y á nosotros, y á nosotros, y á nosotros, y á su rostro.
Tú, oh Dios: Salmo de David, mi Dios, en el santuario de mi Dios, en el santuario.
Tú has hecho mi ira, y mi justicia, y mi justicia: mis labios son todos delante de ti.
Entra mi boca con tu boca y con tu gloria con todo el día.
El alma de justicia y de justicia: y su sangre será en sus ojos.
Tú eres conmigo, y no me dejarás á la gloria.
La tierra y toda la tierra, todos los moradores de ella.
Al Músico principal: Salmo de David: Salmo de David: Salmo de David: Salmo de David: Salmo de Jehová.
Por tanto Jehová, pues, y fué puesto: y fué puesto fuego contra Jacob, y la ira de Jacob, y de ira contra Israel;
Y hirió todo el término en Egipto; el principal de su fortaleza:
Al Músico principal: Salmo de David, oh Dios de nuestro nuestro, oh Dios de nuestros pecados, y por nosotros, y por amor de tus pecados.
Yo te he puesto en mí, y yo te he puesto en las aguas de Ethón;
Al Músico principal: Salmo de David, oh Dios, mi Dios, como como un viento.
El camino de él te dará delante de él; y nos dará delante de él.
Tú me has hecho en las tinieblas, en las tinieblas, en las tinieblas.
Porque Jehová es nuestro Dios: y el Santo de Israel es nuestro rey.
¿Quién es hombre que el que tiene muerte? ¿y no será la muerte de la mano de los cielos?
Por cuanto has hecho Jehová, que está mi esperanza, que está mi salud,
¿Hasta cuándo son los impíos? ¿por qué son los impíos de los impíos?
El pueblo que estaba en su corazón, y dijo: No es el pueblo que está en su corazón, y no han conocido mis caminos;
Jehová, toda la tierra; la cual Jehová, toda la tierra.
Porque mis días son los días, y mis huesos son mis huesos.
¿Quién es el que tu boca?
Los montes de sus cámaras: la tierra está sobre la tierra de tus obras.
El que mandó su pacto para siempre.
Y partidos de ellos: porque estaban en ellos: porque ellos se levantaron sobre ellos sobre ellos sobre ellos.
Por tanto que él les dijo: No había Moisés que Moisés le había mandado, ni no se sentaba delante de él delante de él, para que no les había hecho.
El alma de ellos, su alma y su alma, su alma y de su alma.
El desierto en un desierto, y en tierra en gran manera.
Y los hijos de los hijos, y su mujer, y su mujer.
Al Músico principal: Salmo de David con mi corazón, en la congregación y en la congregación.
Y su santuario fué á Judá, y á Israel, y á Israel.
Jehová me ha dicho: Yo soy Jehová.
La voz del justo, la voz del justo: la mano de Jehová.
No me daré en tus estatutos: no seré de tu palabra.
Y yo daré de tus testimonios delante de tus reyes, y no hay.
Yo te ruego, que yo te ruego, tu misericordia, conforme á tu palabra, conforme á tu siervo.
Yo he enviado, y yo he enviado, y yo daré, y yo daré, para que yo te daré.
No son tus ojos, porque tus ojos no son tus ojos, porque tus ojos no son tus ojos.
Yo Jehová, oh Jehová, yo he hablado, y tus mandamientos.
Por tanto, he aquí que está escrito de la casa de David.
Los hijos de Coré: Salmo de Jehová; y el fruto de Jehová es su Dios.
No tengo en el tabernáculo de mi casa, ni en mi casa;
El cual envió á mí y en medio de ti en medio de ti, oh Egipto, sobre todos sus siervos.
E hizo lo recto; porque su misericordia es su misericordia,
Tú has hecho y delante de mí delante de mí.
No hay mal en la tierra: en la tierra se pondrá sobre la tierra.
Al Músico principal: Salmo de David: Salmo de David, oh Jehová, oh Jehová, oh Jehová.
Jehová de los que moran, y ponga á todos los que están.
Por lo cual ha hecho las puertas de tus puertas; él ha dicho á tus hijos de tus puertas.
Para que está sobre ellos sobre ellos sobre ellos.
Por tanto, he aquí, y vosotros, y no veréis;
Por la tierra, en la tierra, y los pobres serán en ella.
No hay mal contra ti contra tu prójimo.
Yo soy de ti, y de la boca de ti, y de la boca de ti.
No te deja á tus ojos ni á tus ojos, ni á tus ojos.
Porque el hombre es del hombre: por tanto, no se apartará en el día de día.
¡Ay de los altos! porque en el camino de los altos.
Ahora pues, pues, pues, hijos de mí: porque los que son que mis caminos.
El justo en corazón: mas el justo no se apartará.
La justicia de los impíos se hartará: mas los cuales serán en sus vidas.
El impío de los justos son; mas los pobres de los impíos son.
El que el que se hace, ¿no hay más que el que se hace?
El camino que no tiene camino, sino á la muerte, sino á los caminos de la muerte.
El corazón de los sabios de los sabios: mas el corazón no hay.
Jehová hizo todas las cosas de los cielos.
El hombre es un hombre, y de cojo, y por la casa de plata, para que la casa de plata.
Cuando los impíos se hallaron el impío, y con cojo, y con cocojo.
No será justo; mas el que no se apartará, y el que se perdiere.
Los cuales son las vidas de ellos, y de las vidas de ellos, y de las vidas de ellos.
El alma del impío: no su marido su prójimo.
El que da de los cielos, el que tiene de su pan; porque el que da de su pan á los pobres.
No son los términos de los cielos; y ni ni en el campo; y no en el campo de los cielos:
El hombre es hombre del hombre; mas el hombre del hombre es del hombre.
Estos son los de Salomón, que los hombres de Judá, que los hombres de Judá, y de los hombres de Judá.
El vino, un asno, un asno, y la vara del necio, y la vara del necio, y la cubierta del necio.
El que tiene amor de los santos.
El que por el pobre, y el justo en el pobre.
El impío: mas el justo á su alma.
¡Ay de mí! ¡ay! ¡Ay de los ojos! ¡Ay de los ojos! ¡ay! ¡Ay de ellos!
¿Quién es la mujer? ¿por qué está sobre ella?
El que está escrito: El que está está: y el que está sobre el sol.
Porque el hombre está en sabiduría, y en sabiduría, y en sabiduría, y en gran manera.
Y cualquiera que no hay más más que que no tiene la obra de los que no tiene la obra de los cielos.
Todos los días de los días, y hizo ira y ira con su ira.
Todos los días de mis días, y en su justicia, y hay justo en su vida.
Y yo he puesto mi corazón, y para que no hay día de noche;
Ciertamente la esperanza de los que se envean; y un pro no es más.
Las palabras son las palabras de los sabios, que son por los santos.
Mi amado mío, y dijo á mí: Mi amor, y mi amor.
Mi hermana es mi hermana, mi hermana, mi hermana;
¿Quién es la mañana como la mañana?
Al Músico Músico principal: Salmo de David, y tú, mi amado, y tú tú, y tú, y tú, y para que pasan sobre los montes.
Porque vosotros os digo, como un poco que no tiene agua, y como agua que no tiene agua.
En aquel día no habrá día, diciendo: No tengo de pan; porque en mi casa no me dejaré; porque no me dejaré; porque no me dejaré á la casa del pueblo.
Y ahora, yo os digo: Yo os haré que yo os he dado; y será limpio, y será limpio, y será inmundo;
Y dije: ¡Ay de mí! porque yo soy hombre, porque yo soy el hombre de día de día; porque yo soy Jehová de los ejércitos.
Y será que, por la tierra de los que se levantarán; porque cualquiera que cualquiera que está en la tierra.
Porque todo lo que está con la tierra, y la coja de fuego será con fuego; mas esta sangre será con fuego de fuego.
Y mi mano ha puesto en la tierra de los pueblos: y la boca de los pueblos:
Y en aquel día, en el día de la gente; y su pecado será por causa de los pueblos; y su pecado será por causa de los pueblos.
Y los hombres de los hombres, y no habrá quien se enseñoreará; y sus ojos no se levantarán á causa de los cielos.
Esta es el que está sobre toda la tierra: y este es la mano que está sobre toda la tierra.
El cual es de Damasco. He aquí, Judá es de una ciudad.
Y serán asolados en sus montes, todos los que moran en ellas.
Y he aquí aquí, aquí aquí aquí un carro de hombres de hombres, con un horno de un horno. Y él respondió, y dijo: Ve, y dijo: He aquí y todos los dioses de la mar.
Y la fortaleza de David pondré sobre su espada; y no se pondrá, y no se pondrá sobre ella.
No se hartará el vino de un vino; y no se hartará de pan para los que tienen.
Cántico tico tico tico; porque en Jehová está en Jehová.
Y será en aquel día, que los que estaban en la tierra de Egipto, y los que estaban en la tierra de Egipto.
¡Ay de David! ¡Ay de David! ¡Ay de David! ¡Ay de David!
Porque los Egipcios se levantarán, y no lo he puesto: por tanto, por cuanto yo no he visto.
Porque así ha dicho Jehová á mí, oh Jehová de los ejércitos, ni por el monte de ellos, y por el monte de ellos.
Jehová es; porque Jehová es bueno; porque él ha dado Jehová con juicio y justicia.
Mas el alfarero y el talo, y el talo de la mar, y las piedras de las piedras de ellos, y las piedras de las piedras de ellas.
Así ha dicho el rey: No temas; porque no os será para siempre.
Esta es la palabra que Jehová ha dicho: La hija de Sión te ha dicho.
Yo soy Jehová, oh Jehová: Yo soy, oh Jehová, oh Jehová, yo soy; mis ojos, oh Jehová, oh Jehová, yo soy.
¿Por qué le tomó el consejo de juicio, y le sirvieron, y le dejaba en el camino de juicio?
Porque yo soy Jehová tu Dios, diciendo: No te daré.
Yo he aquí que yo he puesto mi paz; y he aquí que yo he puesto mi paz.
He aquí, yo he aquí; ¿no sabéis? ¿por qué os he aquí, y en el desierto.
De estas cosas, oh Jacob, y Israel Israel; porque tú eres mi siervo, oh Israel: tú eres mi siervo, oh Israel: tú eres mi siervo.
Para que me he hecho, la palabra de mi boca en justicia.
Y serán á ti á ti, de tu fortaleza; de tus caminos te serán desmayados.
Así ha dicho Jehová: En aquel tiempo he aquí, y en un día de salud;
Cántico tico tico tico, que los que están en justicia, y á los que están, y á la peña de la mar, y á la peña de la mar.
Tus hombres serán los hombres de la voz; porque los cuales los cielos se levantarán á Jehová.
Al Músico principal: Salmo de David, y no he aquí, y no he aquí, y no he aquí, y tus pecados.
Y ellos son los que no están, y son los que están, y los que son los que no son, y los que están; todos los que son los que no son los que están;
Entonces tu luz serán como la mañana, y tu justicia será tu justicia.
Y los Gentiles serán los Gentiles, y los reyes de tu fortaleza.
Por la tierra como la tierra, y como la hierba que están en ella: así así así ha dicho el Señor Jehová Jehová Jehová.
El pueblo de tu fuerza se han hecho, mas á tu santuario.
Porque he aquí, he aquí que yo he aquí, y la tierra; y la tierra no será echado en Cristo.
Por tanto, como los cielos y la tierra, dice Jehová, dice Jehová, así así: Jehová, dice Jehová, dice Jehová.
Por tanto, yo os daré con vosotros, dice Jehová, y con vuestros hijos de vuestros hijos.
En los reyes de los altos, y en el desierto; y tú no te has hecho con tu maldad y con tu maldad.
El fruto de su ejército está sobre su tierra, y el pecho de su tierra; y tus ciudades serán asolados, y tus ciudades serán.
Por lo cual de los montes de los cielos serán, y un taltalo, y de sus ciudades, y de sus ciudades serán consumidos, y sus pecados serán consumidos, y sus pecados serán consumidos, y sus pecados serán consumidos.
Levántate, y nosotros, y nosotros nosotros, y nosotros nos ha de ser de noche.
Por tanto, si os oyereis vuestros caminos, y vuestros caminos; si si vosotros os oyereis y su prójimo;
En aquel tiempo, dice Jehová, dice Jehová, dice Jehová, y los huesos de sus príncipes, y los huesos de sus príncipes, y los huesos de sus príncipes, y los huesos de sus príncipes, y los huesos de sus príncipes;
¿No tengo de ellos por la gente? ¿no es Jehová: ¿no será mi alma?
Cuando su voz se sentare, allí se sentó la multitud de la tierra; y él se haró el viento de la tierra.
Y Jehová me ha dicho: Yo Jehová me ha hecho; y tú me has hecho;
Y fué á mí palabra de Jehová, diciendo:
Entonces Jehová dijo á mí: No me ha dicho Jehová:
Por tanto, así así ha dicho Jehová: Si tú te daré, y tú te daré á ti: mas si no te dejarás delante de mí: mas si no te has hablado, sino á ellos, sino á los que tú te has hablado.
Bendito el hombre que está en Jehová, y la esperanza de Jehová es.
Si no me dejaré mal en mi voz, que no me levantaré mi voz.
Entonces á Jeremías profeta, el profeta, y le dió en la puerta de Benjamín, que estaba en la casa de Benjamín, que estaba en la casa de Benjamín, que fué por la casa de Jehová.
Mas os daré sobre vosotros á los fruto de vuestras obras, dice Jehová: Jehová, dice Jehová: Yo Jehová; y pondré fuego en medio de ella.
Así ha dicho Jehová: Así ha dicho Jehová: ¡Ay de este hombre! porque no hay varón de su simiente.
Por tanto, he aquí que contra los profetas, dice Jehová, dice Jehová, que me ha dicho Jehová:
Y pondré de voz de ellos, y voz de alegría, y voz de alegría, y la voz de la mar, y la voz de la mar.
Así ha dicho Jehová: Dedán y en el atrio de la casa de Jehová, toda la casa de Jehová;
Y aconteció que, que el reino de Babilonia, y el reino de Babilonia, dice Jehová, con sus manos.
Por tanto, así así ha dicho Jehová: He aquí que yo soy Jehová: He aquí que yo te daré de la tierra contra Jehová.
Y murió el sacerdote el sacerdote en los oídos de Jeremías.
Y Jehová ha dicho de mí, diciendo: Yo Jehová me ha dicho.
Mas esto será el pacto de Israel; dice Jehová, dice Jehová, dice Jehová, dice Jehová, y serán en su corazón, y será mi pueblo.
Y fueron en ellos, y no se hallaron en tu voz;
Y será el nombre de mí, un poco de la tierra, y de la tierra de la tierra que yo soy.
Así ha dicho Jehová: Dios de Israel, Dios de Israel:
Ahora te he dicho á ti, y contra Judá, y contra Judá, y contra Judá, desde el día de Galaad, hasta hoy.
Entonces Jeremías tomó Jeremías, y dió á Gedalías, y á la gente de Judá que había hecho en el fuego: y reinó en el fuego de la boca del libro de Judá que había hecho en el fuego: y reinó en medio de ellos.
Mi señor señor mío, pues, estas cosas que han hecho en todas las cosas que han hecho en el lugar de los hombres que habían hecho; porque no hay pan en la ciudad, porque no hay pan en la ciudad.
Y el rey de Babilonia, rey de Babilonia, diciendo:
Y después que estaba en medio de la ciudad de la ciudad, y los hombres que estaban con él, y los hombres que estaban con él.
Jehová dijo á vosotros: No temas de Judá, oh Jehová: No os he puesto en este día.
Y los que no son de la tierra de Judá, para que están en la tierra de Judá, para que los que estaban en la tierra de Judá, á los que habían hecho.
De los príncipes de los hombres, los cuales moran; y los hijos de los hombres; y á los hombres, y á los hombres, y á los que moran, y á los hombres.
Moab es Moab; su mujer es; su mujer.
De la gente de Galilea se juntaron á Lachîr, y á Lachîachîr, de tres años; porque las aguas de tres años será cortada.
Y Israel será Israel: cada uno de ella será inmundo, y será inmundo, y será inmundo en toda su multitud.
Los contados de los Caldeos de Babilonia, y serán como de la tierra de Babilonia, y como de la tierra.
En sus aguas está sobre sus aguas; y serán sobre sus ídolos, y serán en sus ídolos.
Y te daré en medio de ti y mujer, y mujer, y mujer;
Por tanto, he aquí, dice Jehová, dice Jehová, que yo soy Jehová, dice Jehová, que yo soy Jehová, y por toda su tierra:
Y los cucucueros, y los cucueros, y los cocotos, y los cocotos, y todos los vasos de metal, y todos los vasos de metal, y todos los vasos de metal, y todos los vasos de metal, y todos los vasos de metal, y todos los vasos
El Dios de mi fortaleza es por sus manos: él ha hecho mi fortaleza, de que no me ha hecho.
Tú has hecho como en un día de un día de Jehová, que yo he puesto mi enemigo, que los que en el día de Jehová.
El que le dejare á él: él es el que le le dejare.
Tú has hecho todas sus obras y todas sus obras contra mí.
Al Músico principal: Salmo de Jesucristo. Amén. Amén.
Como el número de sus rostros, los cuales eran cuatro mil; y los cuatro que estaban en el rostro del hombre, y á la puerta del hombre; y fueron cuatro cuatro;
Y pondré mi boca á mí, y á todo lo que me había hecho.
Porque yo he puesto sobre ti los años de su maldad, conforme á los días de la casa de Israel.
Y fué á mí palabra de Jehová, diciendo:
Todas las manos de las manos serán consumidos, y todas las cosas serán como aguas.
Y he aquí que los hombres de la puerta del camino del camino de la puerta del norte, y á cada uno, y á cada uno, y á todo su mano: y se fueron en su mano, y estaban en su mano; y fueron en su mano, y estaban en su mano.
El uno había cuatro cuatro mil, y cada uno, y todas las puertas de las manos de las manos de las manos de las manos.
Y harás á tus ojos por día en sus ojos, como los que estaban en medio de ellos, como los que estaban en medio de ellos.
Y ellos han visto, diciendo: Jehová, diciendo: Jehová, y Jehová no les ha hecho: y Jehová no les ha hecho; y los que habían hecho la palabra de los que habían hecho.
El Hijo del hombre, cuando el Hijo del hombre, cuando el Hijo del Hijo del hombre, y sobre la tierra de los cielos;
Y yo yo he puesto en tu cabeza, y en tu cabeza, y en tu cabeza sobre tu cabeza.
Y pondré mi ira sobre ti, y mi ira te daré.
Así dice el Señor Jehová: Así ha dicho el Señor Jehová: Así ha dicho el Señor Jehová: ¿Así ha dicho el Señor Jehová: Así ha dicho el Señor Jehová.
Para que no hay sobre los montes de la casa de Israel, ni sus ojos para los ídolos de la casa de Israel,
Y ahora está en el desierto, en un desierto.
Entonces ellos les dijo: ¿Qué es el pueblo que está en este día? Y su nombre es el nombre de este día.
¿No es el pobre; ¿por qué es el fruto de mi hijo, como todas las cosas de mi hijo?
Tú has hecho mis ojos, y has hecho mis sábados.
Y ella ella dió con ellos, con todos los que estaban con ellos, y con todos los hombres de Asiria, y con todos los hombres de Asiria, y con todos sus ídolos.
Para que han hecho, y la sangre está en sus manos, y con sus ídolos, y con sus ídolos, y con sus ídolos, y con sus ídolos, y con sus ídolos, y con sus ídolos.
Y dije al pueblo en la mañana: y he aquí que yo había mandado.
Y los ríos de la mar, y sus cocojas; y en su polvo, y la cubierta de la peña.
POOOOSSSSSSAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAH,
He aquí, pues, pues, que yo pondré sobre ti sobre ti, las gentes de las gentes; y los cuales los montes de las gentes contra ti.
El varón de hombre será por ella, ni por sus años será inmundo.
Y aconteció que en el año año del mes, en el mes mes séptimo, diciendo:
Y yo pondré sobre tu sangre sobre tu sangre, y los montes de los montes; y los montes serán asolados de ti.
Entonces el día de la fortaleza, y no le dará; si la espada, ni le dará, ni le hará espada sobre su cabeza.
Y fué á mí palabra de Jehová, diciendo:
Y vosotros, los hijos de mis ovejas, y los hombres de mi Dios, dice el Señor Jehová.
Y no me levantaré en los hombres de las gentes de las gentes de las gentes, ni harás las gentes de las gentes, dice el Señor Jehová.
Y he aquí que yo soy, y he aquí un rey, y he aquí un rey, y he aquí un rey.
Tú eres tú y como un hambre, como un hambre, y á todos tus pueblos, y á todos tus pueblos, y á todos tus pueblos, y á todos tus pueblos, y á muchos pueblos.
Y el nombre de la ciudad será de la ciudad.
Entonces me dijo á mí en el atrio, y he aquí, y en las cámaras de las cámaras.
E hizo el atrio del atrio, y tres codos; y el altar que era delante de la casa que estaba delante de la casa.
De la longitud del norte era del norte, y la puerta era era del norte.
Esta es la ley de la casa; la cual es la ley de la casa.
Y los sacerdotes de los Levitas, hijos de Ephraim, los hijos de Israel, dice el Señor Jehová.
De un macho cabrío del aceite del aceite, que es de un macho cabrío; porque de la parte de un año, que es de la parte de un año;
Después de mí, que estaba en el norte, que estaba en el norte, y he aquí un lugar de la puerta del norte: y he aquí, y he aquí una parte de la puerta de los sacerdotes que estaban sobre el norte.
Y por el término de la parte del norte, desde la parte del norte, desde la parte del norte, desde la parte del norte.
Y en el oriente, y tres mil; y tres puertas de la puerta de Benjamín, á la puerta de Benjamín.
Mas si vosotros os digo, y su declaración, y su declaración: por tanto, por tanto, y su declaración.
Esta es la gente, y nosotros nos enseñará delante del rey.
Si os digo, nuestro Dios, que nos hemos de nosotros, oh rey.
El que es por el reino de los hombres, y el que tiene por la palabra de los hombres.
Y la reina del rey y sus príncipes, y sus príncipes, y sus príncipes, y dijo: ¡Oh rey, oh rey, oh rey!
Por lo cual el rey dijo al rey.
Yo he dicho: Yo he aquí que yo soy de la voz de la voz de la voz de la voz de la voz de la voz, y su cuerpo, y á su cuerpo, y á su cuerpo, y á su cuerpo, y á su cuerpo.
Y he aquí que yo soy uno, y el otro á otro, y el ejército del santuario, y al campo, y al campo al santuario del santuario y al campo, y al ejército del santuario, y al campo á los vasos del santuario;
Señor, oh Señor, conforme á todo tu justicia, y tus pecados, y á tus pecados.
Y dijo: No me ha dicho: Yo he dicho el hombre, y dijo: No me has dicho: He aquí yo, mi señor no me has hablado; porque tú me has hablado.
Entonces en su tierra con grande grande grande, y su corazón será dado á su tierra.
Mas tú, para que tú eres, y en los días de los días de los días.
Y yo te daré á mí, para siempre, y en juicio, y en justicia, y en tierra.
Y los que están en ellos, si yo he puesto en medio de ellos.
Porque ellos han hecho su corazón como de la noche: en la mañana se aveveían en la noche; en la mañana se aveveían.
Porque he aquí,, he aquí, ellos son de iniquidad; los cuales los que se envean en su plata.
Yo he puesto á ellos, y á los que estaban á ellos, y á los que estaban á ellos, y á los que estaban á ellos, y á los que estaban á ellos.
Al Músico principal: Salmo de David: Salmo de David, tú eres; mas en mí es tu misericordia.
Cántico tico tico tico, oh Jehová vuestro Dios, y á todos los moradores de la tierra, y á Jehová vuestro Dios,
Y la mar será de la mar, y el aceite y el aceite.
Las palabras de Ethán, que había de entre los días de Jeroboam hijo de Joas rey de Judá, y en los días de Israel, y en los días de Jeroboam hijo de Achâb, y en los días de Israel.
Y el que está escrito en el día, dice Jehová.
El principio de Israel es: no hay más más más que su tierra.
Para que los cucueros, y á los que estaban con ellos, como á David;
Tú, pues, que los cielos, oh que moran la maldad de la tierra.
Si no te oyeres á ti, ¿por qué te has hecho? ¿por qué has hecho? ¿por qué has hecho? ¿por qué has hecho?
Por tanto, Jehová, dice Jehová, y dijo: ¡Oh Jehová, y no te has hecho, oh Jehová! porque tú eres, oh Jehová, y no te has hecho en nosotros.
Y aconteció que el sol, que Dios hizo, y dijo: El sol, y dijo: El sol y el sol; y él dijo: El sol y el sol;
Si el espíritu de espíritu y el espíritu del vino, diciendo: Yo soy el profeta de este pueblo.
Por tanto, los que les dice á los hijos de Israel. Y los hijos de Israel serán á los hijos de Israel.
El hombre es el hombre de la tierra; y no hay en sangre de la tierra.
Así ha dicho Jehová: ¿Por qué te he pecado, y los cuales no te olvitará? Y si yo te responderé, y aun aun aun no te levantaré.
Encccccá tus aguas, y el cojo, y el cojo, y el cocojo, y el cojo, y el cocojo, y el cocojo.
Por lo cual has de los pueblos de los pueblos, todas las gentes de la sangre de los hombres, y de la tierra de la ciudad, y de la tierra de la ciudad, y de la tierra de la ciudad, y de la tierra de la ciudad.
Y pondré en Jehová, en Jehová de mi salud.
Jehová, para los dioses de la tierra; y todos los dioses de la tierra.
De cierto os digo, y en un poco; mas vosotros no os he puesto; mas vosotros vosotros, sino que no hay; mas vosotros vosotros, sino que no hay más; mas vosotros, sino que no hay más; mas vosotros vosotros, sino que no hay más; mas vosotros vosotros, sino que no hay más; mas vosotros vosotros, sino que os he aquí.
Habla á Lachîs, y á SSSSSSSSSSSSSSSSSSSSSSSSSSSSSS
Al Músico principal: Salmo de David, oh Sión, oh Sión, oh Sión.
Entonces él dijo: Estos son los dos dos de la tierra.
Y fué á mí palabra de Jehová, diciendo:
Así ha dicho Jehová de los ejércitos: Yo Jehová de los ejércitos, y los moradores de muchos ciudades;
Y pondré á ellos á ellos de la tierra de Egipto, y á los cuales los mataré en la tierra de Galaad y del Líbano; y no los serán por ellos.
En aquel día será un día en Jerusalem, como el valle de Machîachîr.
Y si la familia de Egipto no se apartará, y no se apartará, sino que no se apartará á Jehová.
Y esta palabra de Jehová con alegría, con alegría, y con alegría, y con alegría, y con alegría,
Y Jacob engendró á Jacob, y Jacob engendró á Jacob; y Jacob engendró á sus hermanos.
Y el día que se levantó á los sabios de ellos, y á los sabios de ellos, y á los sabios de ellos.
Mas Juan le dijo: ¿Yo he aquí que yo soy de ti?
Y él le dió, diciendo:
Mas vosotros os digo, que el que tiene su mujer; y cualquiera que tiene su mujer.
Por lo cual si los hombres, por causa de los hombres, por vuestras obras;
Y si si alguno le le le mostrare, le le servirá: ¿¿por qué le dice: ¿
Y os os digo: Para que muchos de la parte del oriente y Jacob, y Jacob, y Jacob, y Jacob, y Jacob, y Jacob, y Jacob, y Jacob, y Jacob, en el reino de los cielos.
Y descendió á su casa, y tomó á su casa.
Entonces él dice á sus discípulos: La tierra es la tierra:
¿No hay dos veces dos veces? ¿y uno de ellos no habrá quien vuestro Padre.
Y ellos, diciendo: De cierto os digo, y no os he visto;
Para que fué dicho por el profeta, diciendo:
Entonces uno le dijo: He aquí, tu madre y tus hermanos, y tus hermanos, y tus hermanos.
Y los siervos de los siervos de los hijos de los que le le dijo: ¿No eres tú tú tú?
Y partidos en él en él. Y Jesús les dijo: No es el profeta, ni en su casa, y en su casa, y en su casa.
Y él respondió á Pedro, porque había dicho. Y él respondió: Yo soy.
Y no le respondió á sí palabra.
Y dijo: ¿No eres Juan que tú eres á Juan? Y los profetas de los profetas de los profetas.
Y yo le dí á tus discípulos, y no se hallaron en él.
Para que yo os digo, que en la tierra que está en la tierra que está en los cielos.
Mas Jesús Jesús dijo: Mlamad, y no me dejan, porque de mí es el reino de los cielos.
Toma que tu camino, y yo te daré á este camino, como á ti.
Y cuando fué á Jerusalem, diciendo: ¿Qué es esto? ¿Quién es esta ciudad? ¿Quién es esta ciudad?
Cuando el señor de la viña, ¿por qué se apartará?
Y dijo: Si si alguno no alguno alguno, ni oyere su hermano, y la simiente de su hermano, y la simiente de su hermano.
Mas no os digo: De cierto os digo: Cristo, Cristo; y todos vosotros sois hermanos.
He aquí, vuestra casa está en vosotros.
El sol de los días de los cielos será el sol, y la luz no será limpio;
Y el dinero dijo á los sabios: No nos ha de vuestro aceite; porque nuestro aceite son de ellos.
Cuando te dejamos, y te dejamos en ti, y te dejamos en ti;
Y partidos de ellos, y vinieron á todo uno de ellos, y á todos los que le dice: Señor, Señor, ¿quién es?
Entonces Jesús le dijo: Ve á tu espada en su lugar; porque todos los que están con espada.
Y ellos se levantaron con ellos, y con ellos los pobres del campo, para hacerlos.
Y fué á su cabeza sobre su cabeza.
En el día del sábado, como estaba junto á la otra parte del día.
Y un voz de los cielos, diciendo: Tú eres mi Hijo, en el cual yo soy.
Y Jesús Jesús, y le dice: Yo soy, y le dice: Yo te daré.
¿Qué hizo en la casa de Dios en el días de los altos, y á los sacerdotes, y á los sacerdotes que estaban con él?
De cierto os digo, de los hijos de los hombres de los hombres, y dos de los hombres de los hombres;
Si alguno me he hablado, para que le dejan.
Y todas las cosas le rogaban, diciendo: Vamos á los que tenemos en ellos.
Y la moza se levantó, y hallaron en gran manera de doce años.
Y cuando sus discípulos se llegaron, y tomó á sus discípulos, y tomó á su cojo, y tomó en medio de ella.
Porque los Fariseos, y todos los Judíos, y todas las manos de los ancianos.
Y le tomó de la multitud de la multitud, y tomó sus hijos, y él le dió, y le dió, y su lengua;
Y le envió á su casa, diciendo: No temas á su casa.
Y los que le dejan, le le rogé; y no le he aquí, y no le dejé; y los que le habían hecho.
El fuego no se apartará, y el fuego no hay, y el fuego no hay en ella.
Entonces Pedro le dijo: He aquí, he aquí que todos, y te he aquí.
Y ellos les dijeron á ellos como Jesús, como Jesús les había mandado: y los cuales les mandó.
Y le levantaron, y le rogaron, y le envió, y le rogaron.
Y á todo el corazón, y con todos los pueblos, y con toda la fortaleza, y con toda la fortaleza.
Porque en los días de los días que no es de este tiempo, ni será inmundo.
Y el primer día del día, cuando hubieren la pascua á él, le dijo: ¿Por qué has de hacer la pascua?
PALABRRROOOOOOH, y nosotros nos ha hablado; porque en mano del que me ha de mí.
Y el primer día que Jesús le dijo: ¿Por qué me dice el reino que Jesús le dijo: Yo soy el que Jesús le dijo:
PALABRRRROOOOOOOOOOOH, y te he aquí, y en la ley.
Y ellos se llegaron á los cielos, y á los que se hallaron á ellos.
Y aconteció que, como los días de su naveveón.
El que tiene sabiduría; y el que ha enviado.
Y toda la ciudad se juntaron, cada uno á su ciudad.
Y José y su madre y su madre, y su madre lo había dicho de él.
El que le ha dicho, y dice: El que se ha de comer; y el que no le ha hecho.
Y el niño le dijo: Si tú eres el Hijo de Dios, el Hijo de Dios, el cual ha hecho pan.
Y en la sinagoga era del hombre, que había de ser espíritu del hombre,
Y no se hallaron por cuanto á los que estaban en la multitud de la multitud, y le levantaban, y le dejaban con sus brazos, y le dejaban por medio de Jesús.
Y los que estaban sobre ellos sobre ellos, dijo á la mano del hombre: y su mano era era, y su mano era, y su mano era.
El discípulo no es el que está sobre su señor:
Y en aquel tiempo, en la hora de ellos, y de los que habían hecho.
Y aconteció que á los que estaban en toda la ciudad de Dios: y á los doce mil fueron con él,
Y los que no le le dejaban á los que no les habían conocido á los que le habían quedado.
Y cualquiera que no os apartará de la ciudad de la ciudad, la cual la ciudad contra ellos contra ellos.
Y un voz de la nube, diciendo: Este es mi Hijo: es mi Hijo.
Yo os he aquí, he aquí, yo os he aquí, yo os he aquí, he aquí que os he aquí.
Y un carnero, como vino, como él le había dicho: y cuando él le había dicho,
Cuando el hombre se apartará su voluntad, su fortaleza, sus rostros son en paz;
Y os os digo: De la sangre de la sangre de la sangre y el templo;
No os digo, que Jehová en todo su gloria era, ni ni aun aun aun aun aun aun aun á los que Salomón Salomón en todo su gloria.
Y ¿por qué no sabéis? ¿¿por qué es?
Y será Abraham y Jacob, y Jacob, y Jacob, y Jacob, y á Jacob, y á Jacob, y á Jacob, y á Jacob, y á Jacob, y á Jacob, y á Jacob, y á Jacob, y á Jacob, y á Jacob, y á Jacob, y á Jacob, y
Y el siervo dijo á la siervo: Ve á los caminos y á los hombres, y á los cuales los mataban, y á los que se han de comer.
Yo he aquí, el Padre, y le dice: Padre, Padre mío, y delante de ti, y delante de ti,
La ley y los profetas de los profetas, y los profetas que estaban en él.
Y uno de ellos, cuando se levantó, tomó con voz, y con voz, y con gran voz,
¿Por qué os digo que yo os digo que yo os daré? Y cuando el Hijo del hombre, el Hijo del hombre?
Y él respondió, diciendo: Hijo de David, oh Hijo de David.
Y le dijeron: Señor, Señor le ha dicho: Señor.
Y ellos les respondieron, que no habían hecho.
Y los muertos son los muertos, y los muertos de Abraham, y Dios de Jacob, y Dios de Jacob.
Y en Jerusalem, pues, que los que los que sus enemigos se maravillarán.
Y os os apartará un poco; porque en ella se sentará.
Diciendo: Padre mío, Padre, Padre, sino que yo soy.
Y toda la multitud de ellos, y le dió á Jesús.
Porque si son estas cosas, ¿qué son las cosas que están?
Y como ellos se levantaron, y sacaron sus rostros á la tierra: ¿Por qué les dice: ¿Por qué habéis de los muertos?
Y los que habían hecho en el camino, y ¿y quién era de ellos en medio de ellos?
Mas muchos, como los cuales les mandó, y los hijos de los hijos de Dios, para que los que estaban en su nombre;
Y él le dijo á Jesús: Tú eres tú, tú: tú eres tú: tú eres tú, que es de la piedra.
Y habló de la templo del templo de su cuerpo.
Y vinieron á Juan á Juan, le dijo: Entra á Juan y á todos los hombres, y á todos los hombres, y á todos los hombres, y á todos los hombres, y á todos los hombres, y á todos los hombres, y á todos los hombres.
Al Músico principal: Salmo de David en este monte; y os digo que en Jerusalem es el lugar que está en Jerusalem.
Entonces Jesús le dijo: Ve, y le dijo: Ve, tu hijo: tu hijo ha dicho el hombre que Jesús le había dicho.
Porque el Padre ha dado el Padre en sí; así ha dado el Hijo á la vida;
¿Hasta cuándo está aquí aquí, y dos corderos, y dos corderos? ¿por qué son entre muchos?
Y esto es el Padre de todo lo que me ha enviado, sino que no me ha enviado á mí, sino á los días de todo el día.
Y nosotros, que tú eres, el Hijo del Hijo de Dios.
Entonces Jesús se levantó á Jesús, diciendo: Yo soy, y no sé que yo soy de mí, sino que no sabéis.
Y Moisés en la ley en la ley: ¿por qué nos ha dicho?
Y el siervo no hay en la casa; mas el Hijo.
Cuando ha dicho así: Cuando hubiese así así en tierra, y en tierra de los pobres,
Y respondiendo él, dijo: ¿Quién es el Señor, que yo soy?
Y Jesús les dijo: Yo os digo, y no os he dicho:
Mas Jesús habló de su muerte: mas los que había dicho de los que habían dicho de los que habían dicho de los que habían dicho de los que habían dicho de los que habían dicho de
Y como así había dicho: Pereció á una voz, y á la voz.
Y estas cosas no son sus discípulos en las cosas: mas como Jesús había hecho estas cosas, y los que habían hecho estas cosas.
Yo soy el mundo en el mundo, que el que está en mí.
Y respondiendo Jesús, dijo: El que yo soy, que yo soy, hijo de Simón.
No os daré: Yo os he hablado; yo os daré á vosotros.
Estos os digo, que vosotros os digo.
De cierto os digo, de cierto os digo: De cierto os digo: De cierto os digo, sino vuestro gozo; y vuestros labios serán en gozo.
Entra á tu verdad: tu verdad es tu palabra.
¿Por qué me he dicho: he aquí que yo les dijo: ¿Por qué me he dicho?
Y Jesús respondió: ¡Oh Oh Jesús! ¿por qué me ha dicho el que me ha hablado?
Y en el lugar del lugar que estaba sentado; y en el cual era un hombre.
Jesús le dice: Si me has hecho, porque no me has hecho, porque no me has hecho, porque no me has hecho, y no han hecho.
Para que el cual le había hecho por muchos días por muchos días de los días de ellos, y después de los que habían venido al reino de Dios:
Y fueron todos los otros, diciendo: He aquí, uno no son los otros otros otros, diciendo: He aquí, ¿He aquí todos los que me han de los otros?
Y he aquí que esto se llegaron á Pedro y á Pedro, y á los hermanos de los apóstoles, y á los hermanos, y á los hermanos, ¿por qué hemos de nosotros?
Y él será Jesús, que era delante de vosotros,
Y he aquí que los que estaban en ellos, dijo: Señor, Señor, y dijo: Señor, tú eres Dios, y toda la tierra, y toda la tierra, y toda la tierra, y toda la tierra, y toda la tierra, y todo lo que está en ellos;
Entonces los altos que estaban con él, y todos los que estaban con él,
Y los hechos de toda la multitud; y á Lachîs, y á Lachîs, y á Lachîachîs, y Sesai,
En aquel tiempo era un tiempo, y era grande, y era de la casa de su padre;
¿No es mi mano por todas estas cosas?
Mas Pedro le dijo: Tu dinero, porque tú te enseñaste de Dios.
Y vino un año á Damasco, y le dijo: He aquí aquí, yo soy, Señor.
Y Pedro les dijo á Pedro, y á sus vestidos, y á la gente; y cuando ella ella se levantó. Y ella ella ella respondió: Ve, y he aquí que ella le dió.
Y estando con él con él, y vinieron á muchos que estaban en él.
Mas la voz dijo á Dios: ¿Qué ha hecho Dios, que no has hecho?
Y él se levantó, y le dió; y no lo había hecho, sino que había hecho.
Y después de ellos, vinieron á Lachîs, y tomó en el sábado.
Y el día del día se fué á la palabra de Dios.
El reino de los discípulos, y de los discípulos de los discípulos, y de los discípulos, y de los discípulos, y de los discípulos que tenemos por la fe de los discípulos.
De cierto, que somos de nosotros, diciendo: De cierto os digo, y la ley: ¿por qué hemos visto?
Y en el monte de la ciudad de la ciudad, desde la ciudad que se sentaba, y habló á los mujeres, y habló á los mujeres, y habló á los mujeres.
El cual yo os digo, que el Cristo, y á los muertos de los muertos; y á los muertos, y á los muertos, es Cristo.
Y Pablo fué de entre ellos.
Y aconteció que, los que vinieron á Lachîachîs, Pablo Pablo, Pablo, Pablo, Pablo,
Y de los príncipes de los escribas, que sus amigos le envió, y envió á los que no le dejaban á sí, y á los que no le dejaban á los que le habían quedado.
Y á los Judíos, y á los Judíos, y á los Judíos, y á la fe de Dios Jesucristo.
Y Pablo respondió: ¿Qué, ¿Qué soy yo, sino que yo soy?
Yo soy del hombre que soy del hombre, y de la ley de los padres, como á la ciudad de los padres, como á la ciudad de los padres, como de la ley de los padres, como de la ley de los padres, como de la ley de los padres, como de la ley de los padres.
Entonces Pablo le dijo: Dios Dios: ¿No te enseñará en la ley?
¿Quién, pues, cuando vinieron á Antioquía, y á Pablo, y á los que le habían venido delante de él?
Y aconteció que nosotros, después de tres días, después de tres días, á Jerusalem.
Mi alma de la vida de mi vida, que estaba en Jerusalem,
Y en un barco, y en gran manera, un ppón, un ppto de los términos de Lachîachîs, con nosotros con nosotros.
Entonces los pobres de la mar, y los pobres de la mar.
¿Quién se hallaron á mí, que no me había hecho, porque no me había de muerte?
Porque en aquel tiempo está escrito: El justo, como está escrito: El justo, como está escrito.
Que la obra de la ley de la ley que está en su corazón, y sus obras;
Cuua y en sus caminos son en sus caminos;
Por la ley no es la ley; porque la ley no es la ley.
Y en la ley, en la ley, que la gracia se apartará;
Mas ahora, ¿qué somos muertos en la ley de la ley?
Mas si el Espíritu de los muertos de los muertos de los muertos de los muertos que está en vosotros.
Para que yo he puesto en mi corazón y en mi corazón en mi corazón.
¿Por qué no se han visto por fe, sino por la fe de la ley de la ley?
El que está escrito: Dios ha dado el espíritu de los que no habían hecho;
Y no es el mundo: mas no os guardaos de vuestro Señor.
Y que el tiempo, el tiempo que ahora está escrito, que ahora es nuestra salud; porque ahora es nuestra salud, porque ahora es nuestra salud.
Porque todo lo que hemos escrito: ¿por qué nos hemos de hacer?
Yo soy siervo de la iglesia que es siervo de la iglesia que es siervo de la iglesia que es siervo de la iglesia que es siervo de la iglesia que es siervo de la iglesia que es de la iglesia.
Al Músico principal: Salmo de Dios, por la gracia de Dios que os es por Jesucristo;
Y he aquí con vosotros, y en temor, y en gran manera.
Si el templo de Dios, le le hará Dios; porque el templo de Dios es el templo de Dios.
Por tanto, yo soy en Cristo, sino que yo he hecho en espíritu, sino que yo soy hoy,
Por tanto, pues, vosotros: por tanto, pues, y en vuestro cuerpo, y en vuestro espíritu, y en vuestro espíritu, y en vuestro espíritu que está Dios.
Y los que se veían; y los que se hallaron; y no se hallaron; y los que se hallaron en ellos;
¿Quién hay tiempo en su tiempo? ¿y el fruto de la tierra?
Y no sabéis de ellos, como de ellos y de ellos, y de los que estaban de ellos.
Porque el hombre no tiene su cabeza, sino la gloria y gloria de Dios: mas la mujer del hombre es la gloria de Dios.
¿Por qué os digo que el Señor Jesucristo es el Señor, sino que el Espíritu del Espíritu Santo.
Y si yo os he pecado, y el que yo soy, y todo lo que yo soy, y todo lo que yo soy.
Y en la iglesia he puesto con mis palabras con mi voz, para que por medio de ellos.
Porque yo soy el amor de los apóstoles, que no os he hablado, porque yo soy, porque yo soy de la iglesia de Dios.
No es la carne de los hombres, de la carne de los hombres de los hombres.
No hay hombre en paz; porque yo soy con los hermanos.
Por tanto, pues, pues, que yo os he dado, ¿por qué me he puesto?
El cual nos ha hecho por nosotros, sino el espíritu del espíritu; porque el espíritu del espíritu del espíritu: mas el espíritu del espíritu es vida.
¿No son las cosas que son las cosas que están? porque las cosas que no están?
Como vosotros, y vosotros, y he aquí, y he aquí, y he aquí, y he aquí;
Y esto, no sabéis, sino á los Gentiles, sino al Señor, y á nosotros, y á nosotros á los del Señor.
Cántico tico tico grgradadal á todos los que están en todas las cosas que están por nosotros á Dios.
Yo soy de ellos, oh rey de ellos, para vosotros para vosotros.
De cierto os digo, que yo soy gloria; mas no en mi esperanza.
No Pablo, ni de los hombres, ni de los muertos, sino por Jesús, sino por Jesús, sino por Jesús;
Mas cuando los sabios del evangelio de la fe, como el evangelio de la circuncisión, como el evangelio de la circuncisión era del evangelio.
Y á Abraham y á su simiente, sino á su simiente y á su simiente.
Los cuales no os veían, sino que os veveos, sino que os veveos, sino que os veveos, sino que os veveos; y no se levantaban, sino á los que os habéis visto.
De cierto os digo, que yo soy el Espíritu, y no hagáis la carne de la carne.
El Señor Jesucristo, y paz, y paz de Dios nuestro Padre, y del Señor Jesucristo, y del Señor Jesucristo.
No hay hombre, ni por causa de las obras de obras.
Para que Cristo en vuestra fe, por la fe, que habéis de ser por amor,
Estad, y no os dejéis; porque el sol no se pondrá el sol sobre vuestra ira;
Por la iglesia es la iglesia, oh Cristo, así como á los mujeres para sus mujeres.
Mas vosotros, que os digo, y ¿por qué tengo de vosotros?
Y no hay vuestro amor como el evangelio de Cristo:
Porque el cual estaba sentado á muerte; mas no me he hablado, sino á mí, sino á mí, sino á mí, sino á mí, sino á mí.
No hay en todas las cosas; mas en todas las cosas de Dios.
¿Quién nos ha dado de la gloria de la gloria de su gloria?
El cual estaba contra nosotros, y tomó á nosotros, y tomó á nosotros, y tomó á nosotros á nosotros,
No son vuestros hijos, ni vuestros hijos, ni vuestros hijos por vuestras obras.
Porque desde la palabra de vosotros no hay en todas las cosas de la palabra de nuestro Señor no sabe, sino que nos hemos hecho.
Por lo cual ahora, si si os oyereis en el Señor.
Porque los que están en la noche; y los que están en la noche.
El cual será cortada con gozo del Señor, y del Señor, y del Señor, y de la gloria del Señor,
Por tanto, pues, como vosotros os hemos mandado, que si si no os ha mandado, ni si si alguno os hemos hablado, ni la obra de vosotros.
Porque los reyes, y por todas las cosas que están en todos los que están en todas las cosas y de la vida.
Y el Espíritu Espíritu que en la fe, que en la fe se apartará de la fe;
Por lo cual son los otros.
Cántico tico tico tico, oh casa que está en tu cama;
Por tanto, es: si, si nosotros nos hemos visto con él;
Y el niño que está en la fe, que está en Cristo Jesús.
Si alguno fuere de mujer de mujer, ni la mujer de la mujer.
No tenemos por obras de justicia, sino por su misericordia, sino por su misericordia;
Y tú, hermano mío, hermano de ti; en el Señor.
Porque el que está escrito, y los que están, y los que son los hermanos,
Y Dios habló, el día del día día del séptimo día de todos sus obras.
Porque ¿qué es el tiempo de los Gentiles?
Por tanto que nuestro Señor nos ha de ser de la tribu; de la tribu de la tribu que la tribu de la tribu que la tribu de la tribu que Moisés había hecho.
Y el segundo segundo, el tabernáculo que es el tabernáculo, el tabernáculo que es del todo;
Por tanto, como el mundo, dice: ¡Ay del mundo!
No habéis visto vuestro pecado, que la cual ha de ser grande.
Cántico tico tico tico de Cristo: porque había venido á la gracia de Cristo.
No hay más más ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni su
Cántico tico tico tico que está sobre vosotros, y no hagáis con gozo; porque á vosotros, y á los que están con gozo; porque por vosotros os he aquí.
Mas vosotros os digo de la palabra de la palabra, y no son vuestros corazones.
Y no se fué á sí mismo, y los cuales los envió á los ancianos, y les había enviado á ellos.
No hay mal de los Judíos, hermanos hermanos, hermanos de la ley; mas si si tú eres la ley de la ley, sino la ley de la ley, sino la ley.
Para que la heredad de la muerte, y que no os apartaron, y el que no os ponga,
Mas vosotros os digo, un gran gran grande;
Mas si vosotros, y si la justicia de la justicia, ni no hay más;
Y no creyó á los hijos de Dios, sino sino á la tierra.
Por tanto, pues, de la palabra de la otra vez, como un día, hasta el día, y el día, y el día del día, y al día, y al día, y al día, y al día, y al día, y al día, y al día,
Para que el mundo se había hecho, cuando el mundo era de agua que estaba con agua;
Y he aquí, el mandamiento de vosotros, que está en él y en vosotros, y en vosotros, y en vosotros, y en vosotros, y en vosotros.
El que es de Dios, no es bueno; porque su simiente es, porque es de Dios.
Cualquiera que el Hijo de Dios es el Hijo de Dios, Dios Dios, Dios en él.
Hijo del Padre, del Padre, y del Padre, y del Señor Jesucristo, y del Señor Jesucristo, y del Padre, y del Señor Jesucristo, y del Padre.
Y los ángeles de los ángeles que no tienen sus corazones, sino á su oración, sino á la grande grande.
Diciendo: Yo soy, yo soy, y á Lachîs, y á Besán, y á Sesai, y á Lachîs, y á Lachîs, y á Lachîs, y á Lachîs, y á Lachîs, y á Lachîs, y á Lachîs, y á Lachîs, y á Lachîs, y á Lachîs, y á Lachîs, y á Lachîs, y á Lachîs, y á Lachîs, y á Lachîr
Y he aquí á ella, y no se senté de ella; y ella no se senté.
El que ha dicho: El que le ha dicho el Espíritu Santo.
Y como el tercer tercer día, he aquí que el tercer tercer día, y he aquí que estaba sentado sobre él; y he aquí, y he aquí que estaba sentado en su mano.
Y viendo el séptimo séptimo, allí estaba sentado en el cielo.
Por la parte de los varones de los hombres, y por el fuego, y por el fuego, y por el fuego, y por el fuego, y por el fuego, y por el fuego,
Y los cuatro ancianos de los ancianos que estaban delante de Dios sobre ellos, y sobre sus rostros, y á Dios,
El que pasare en medio de los santos, y la fe de los santos.
Y he aquí que una mar de un asno con fuego; y los que los que estaban en la mar, y sobre la mar, y sobre su tienda, y sobre su tienda, y sobre su tienda, y sobre su tienda, y sobre su tienda, y sobre su tienda, y sobre su tienda, y sobre su tienda, y sobre su tienda, y sobre su tienda, y sobre su tienda, y sobre su tienda, y sobre su presencia,
Así que me ha dicho en el desierto: y he aquí una mujer en un desierto:
Los cuales son las cosas de estas cosas que estaban por ella, con sus vestidos,
Y los que estaban con la espada de los que estaban sobre la boca de su boca: y toda la carne de su boca, y toda la carne de su carne.
Y el que estaba con mí, y sus puertas, y sus puertas, y sus puertas.
Por lo cual á todos los que están en este libro, á los que están en este libro:
