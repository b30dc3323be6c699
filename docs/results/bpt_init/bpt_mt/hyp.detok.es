En el cielo el cielo y el cielo.
Y Dios hizo Dios, y he aquí que el día había hecho el día.
Porque Dios ha hablado Dios en el día que en el día, y os he aquí.
Y tú eres tú la tierra de tu hermano, y de la mano de tu hermano;
Y respondiendo Jesús, comenzó á reinar, y engendró engendró á Ana;
Y Dios dijo Dios á Dios, y he aquí que está sobre la tierra.
Y toda la tierra que estaba sobre la tierra, y de plata, y de plata, y de plata;
Y por causa de vuestros pecados, por causa del hombre, y en la mano del hombre.
Y los hijos de Coath, diciendo:
Y ellos les respondieron, y dijo: He aquí que nosotros nos ha de nosotros.
Y yo te daré, y te daré, y te has de ti;
De la tierra de Canaán, y en la tierra de Canaán, y en la tierra de Canaán.
De los hombres de los hombres, y los hombres de los hombres de los hombres.
Y el ángel de Jehová dijo á tu hermano, y á tus manos.
Y Abraham tomó á su hijo hijo, y á todo lo que le había mandado.
Y Jehová dijo Jehová: Si yo he puesto en el tiempo de la ciudad, y he aquí en su lugar.
El sol se levantaron sobre la tierra.
Y él respondió: He aquí tu tierra te ha dicho.
Y Abraham tomó Abraham á Abraham y á Jeremías, y á Jeremías, y á Jeremías.
Y engendró á Lachîs, diciendo: El hermano de Abraham, hija de Abraham.
Y el siervo de su señor, y á su señor, y á su señor.
Y dije á mi señor: No me ha dicho.
Y él le dió, y Lachîs, y Sopopa,
Y él respondió: ¿Qué es esto?
Y ellos les dijeron: He aquí que Jehová te ha dicho Jehová, y te te ha hablado con nosotros;
Y no le dejaba, sino á su hermano.
Y Jacob tomó Jacob su padre, y tomó su madre, y tomó á su madre,
Y él respondió á Jacob: ¿Qué eres tú tú tú?
Y á la hija de Jacob, y á su hijo hijo.
Y Jacob respondió Jacob á Jacob, y á todos los vasos del campo, y á todos los vasos de la mar.
Por tanto, dice Jehová.
Y él respondió á Jacob, y dijo: El nombre de Dios es el nombre.
Por tanto, los hijos de Israel no hay en este día; porque el día que está escrito.
Y os digo con vosotros, y de vosotros, y de vosotros, y de vosotros.
Y fué Dios á Jacob, diciendo:
Estos son son las familias de los hijos de Coath, hijo de Amón.
Y estos son son los nombres de los nombres de sus padres, y á sus ejidos, por sus familias;
Y á los hermanos, y á los hermanos, y á los hermanos, y á nuestro hermano.
Entonces los hombres de los hombres, diciendo: ¿Qué es el camino que está en este lugar?
Mas Jehová habló á Moisés y á Aarón y á él, y le dió en la casa de los cielos.
Y él le dió, y he aquí, y he aquí, y he aquí en un tiempo, y en medio de ella.
Y con todos los que estaban en la mano de Faraón, y los que estaban en la mano de Faraón.
Y David envió á sus hermanos, y no le dejaban.
Y él dijo: No hay en el camino, y no hay en el camino.
Y envió David á José á su hermano, y á su hermano, y á su hermano y á su hermano.
Y nosotros les dijo: No nos hemos de nosotros; porque no nos hemos de nosotros.
A todos los que estaban en él, y de plata, y de plata, y de plata.
Y de los hijos de Ephraim, y Eththán, y Abisai.
Y habló Jehová á la tierra de Egipto, y á la tierra de Egipto; y á la tierra de la tierra.
Y su padre y su padre, y dijo: Yo soy, y he aquí que el hermano se ha de ti.
El cual será en la tierra; y en la tierra será inmundo.
Y David respondió José á sus hermanos, y á Jacob, y á Jacob, y á Jacob, y á Jacob, y á Jacob.
Y aconteció que él le había hecho, y he aquí que él le había hecho.
Y Moisés dijo á Dios: ¿Por qué he hablado?
Y habló Jehová á Moisés, en Egipto;
Por tanto, pues, pues, ahora, y no os apartará; porque no hay más más de las aguas.
Y habló á Aarón hijo de Aarón, y á la mujer de los padres de los hijos de Ammón.
Y los días de los días de Jehová.
Y habló Jehová á Moisés y á Jehová.
Para que está en Jehová, y os he aquí que no hay en Jehová.
Y no se sentaban, ni se sentaban de sus hijos; y todos los hijos de Israel; y todos los hijos de Israel.
Y este día será aquel día; y os he aquí que Jehová ha hablado á vosotros para siempre.
Mas si la siervo del hombre es el que está en él.
Y Jehová habló á Moisés, diciendo:
Y Israel Israel hizo Israel Israel delante de Jehová, y habló á Moisés y á su siervo, y á Jehová, y á Moisés, y á su siervo, y á Moisés, y á Moisés y á Moisés.
Y los hijos de Israel dijo á Dios: He aquí que nosotros hemos hablado con nosotros.
Y Moisés respondió á Aarón, y á Aarón y á vuestros padres, y á vuestros enemigos, y á vuestros enemigos.
Y he aquí que Jehová está escrito en los cielos;
Y habló Jehová á Moisés, y á la gente, y á su pueblo.
Y ellos dijeron á Moisés, y á Dios, y no nos dejamos con nosotros.
Y si alguno eres, si tú eres la vida, oh vida,
Si su padre le apartará á su padre.
Y el término de la otra parte de tu tierra; y cuando tú está en el campo.
Y habló Moisés á Moisés y á Aarón y á Moisés, y á Moisés y á Moisés.
Y tú eres á la mano de la mano de la mano de la mar.
Y harás la puerta del tabernáculo del testimonio.
El monte del monte, en el monte, en el monte.
Y harás en medio de la mar, y de un codo, y un año;
Y habló á Aarón y á sus hijos y á la puerta del tabernáculo del testimonio.
Y si la obra de la verdad, ó de la fe, ó de la tierra; porque no es de la tierra.
Y harás un tabernáculo del testimonio, y de plata, y de plata, y de plata, y de metal.
Y el número de los montes, y el sacerdote, y á los hijos de sus hijos, y á los hijos de sus hijos;
Y él dijo á Aarón: He aquí que los que están en ella.
Y Jehová dijo Jehová á Moisés: He aquí que yo te he hablado, y yo te he dado en mi nombre, y yo te he hablado.
Porque yo te daré delante de Jehová tu Dios delante de Jehová tu Dios en el año.
El principio de los montes, y los hijos de sus hijos, y de los hijos de sus hijos, y de los hijos de sus hijos.
Y puso el tabernáculo del testimonio; y el tabernáculo del testimonio.
Y puso la sangre de oro, y un codo y un año, y cada uno de su anchura.
Y puso sobre la puerta del tabernáculo del testimonio, hasta el altar.
Y muchos de oro, de oro, como de oro, como de los hijos de Israel.
El sacerdote, y todos los vasos, y los vasos;
Y puso el fuego delante de Jehová, como Moisés había dicho Jehová á Moisés.
Y el sacerdote será el sacerdote sobre el altar, y el altar; y el altar será sobre el altar;
Y si su presente será expiación en Jehová.
Y el sacerdote será el sacerdote con su expiación, y sobre el altar de la expiación.
Y Jehová habló á Moisés, diciendo:
De esta ley es la ley de la ley: es la ley.
Y el sacerdote será el sacerdote sobre el altar; mas el altar de su padre y de sus hijos.
Y fué á Moisés y á Moisés, y á la sangre de Aarón, y sobre la mano de su mano derecha.
Y puso el holocausto, y tomó sobre el altar sobre el tabernáculo del testimonio.
El que tiene justo, y de plata, y de plata, y de metal.
Y todas las cosas que están en ella, será inmundo.
Y si el sacerdote, he aquí que el sacerdote será inmundo.
Y si si alguno se hubiere de su mujer en la carne de su carne;
Mas será que el día día, y su cabeza será sobre su cabeza.
Y el sacerdote será el sacerdote, y he aquí, y he aquí en la casa de la casa;
Y la tierra de la tierra, que está escrito en medio de ella;
Y habló á Aarón sobre la puerta de Jehová, y á la puerta de Jehová.
Para que los hijos de Israel estaban sobre los hijos de Israel.
Y no harás á la mujer, como la mujer de la mujer.
He aquí, yo te daré con tu simiente; ni tu simiente será tu simiente.
Y si la ley se hubiere de ellos en la ley, de los que están sobre ellos; y sobre ellos serán sobre ellos.
Y él será su simiente sobre su pueblo; porque yo soy Jehová.
Y el hombre que está escrito en el tiempo de Jehová, ó á Jehová, ó á su lugar, ó ó á Jehová.
Y os digo con aceite con aceite, y dos corderos, y dos años, y dos años, y dos años, y con su holocausto, y con sus aceite, y con toda ofrenda encendida á Jehová.
El sol será sobre el fuego.
El año que tiene el año de tu año, ni no hay en ella.
Y después de ti, y le será con sus padres, y á la tribu de sus padres, y á la tribu de sus padres.
Y he aquí que yo os he hablado, oh Jehová, y los ojos de mis ojos, y de la tierra, y de la boca de mi corazón.
Estos son los hijos de Israel y de los hijos de Israel, y los hijos de Israel en el monte de Moisés.
Y toda la tierra de la tierra, la cual es de Jehová.
De los hijos de Judá, los hijos de Judá, á la casa de sus padres;
El hombre de los hijos de Israel; y de la casa de su padre.
Estos son los contados de los hijos de Israel, los contados de la casa de sus padres.
En el año año de todos los días de todos los hombres, y cuatro mil y cuatro mil;
Y sobre la puerta de la mar, y de las bestias, y de las bestias;
Estos son los contados de las familias de las familias de las familias de Judá, y á Aarón, y á Aarón y á la mano de Jehová.
Y el sacerdote será el sacerdote delante de Jehová, y la mujer de la mujer de Jehová, y la mujer de la mujer;
Y será expiación á Jehová, y á su holocausto, y su holocausto, y su presente.
El oro de oro, de oro;
El oro de oro, de oro, de oro;
El oro de oro, de oro, de oro;
Y los Levitas fueron los Levitas y los Levitas, y los Levitas, y á Aarón y á Aarón y á Aarón y á Aarón y á Aarón y á Aarón y á Aarón y á Aarón y á Aarón y á Aarón y á Aarón y á Aarón.
De las ovejas de plata, y de plata; y por las bestias de las ovejas, y de las bestias de las aguas.
Y si tú eres con nosotros, oh Jehová.
Mas los hombres de los hombres en el tabernáculo del testimonio, y el nombre de los que estaban en el campo; y los que estaban en el campo, y en el campo, y en el campo.
De la tribu de Judá, rey de Judá.
Y Jehová ha hablado Jehová á este pueblo, y á los hijos de Israel, y á los hijos de Israel.
Y vuestros hijos serán vuestros hijos en el desierto.
Y habló á los hijos de Israel, y á los hijos de Israel, diciendo:
Y puso fuego sobre ellos, y sobre los hijos de Israel; y será que Jehová ha dicho Jehová, y de los hijos de Benjamín.
Y habló Jehová á Moisés hijo de Aarón, hijo de Aarón, y á la mar, y á la mar;
Y harás á ti y á la puerta del tabernáculo del testimonio; y el tabernáculo del testimonio; y el tabernáculo del testimonio.
De los hijos de Israel, diciendo:
Y Moisés habló á Aarón y á Aarón y á la congregación, diciendo: ¿Por qué os digo?
Y partidos de Ecrón, y en el desierto que está escrito en el desierto.
Por tanto, pues, yo te he hablado, y yo te he hablado; porque yo te he hablado, para que yo te he hablado.
Y aconteció que el monte de Ephraim, que está en el monte de Ephraim, que está en el desierto.
Y él dijo á Jeremías: No se sentó en todas las cosas, ni en todas las cosas.
Y fué á su lugar, y tomó á su lugar á su lugar.
Los hijos de los hijos de Ephraim;
Estos son las familias de los hijos de Coath:
Los contados de la tribu de Ephraim, y á los hermanos de sus hermanos, y á los hijos de sus hermanos.
Y sus ojos será su holocausto, y un año de un año, y un año de un año, y un año de un año.
Y os digo un año, un año de un año, y cinco codos, y cinco codos;
Y su padre tomó su padre, y toda su alma será su alma.
Mas todos los hijos de los hijos, que no os apartaron con él.
Y los que estaban sobre Moisés, y los príncipes de los príncipes de los Filisteos, diciendo:
En vuestras ciudades ciudades, y vuestras ciudades, y de vuestras manos, y de vuestro corazón.
Y fueron sus vestidos, y asentaron en el desierto.
Y partidos de Lachîs, y asentaron en el desierto.
Y Jehová habló á Moisés, diciendo:
Y si él le hubiere dado con él; y él es el que tiene de muerte.
Estos son los hijos de Israel y los hijos de Israel, que Jehová había mandado á Moisés.
Jehová Dios de Israel, para que Jehová vuestro Dios ha hablado en Egipto;
Y los que estaban en medio de ellos, y de los hombres de guerra, como Jehová.
Mas todas las ciudades de las ciudades, y las ciudades de las ciudades de las ciudades.
Y todo lo que está escrito en este día, y he aquí que está escrito en este día.
Para que tú te has de ti, y de la tierra que está en este día.
No te has hecho.
No hay Jehová vuestro Dios, como á Jehová vuestro Dios.
No hay en vosotros; porque Jehová tu Dios es tu Dios.
No temas, oh Jehová tu Dios, y á Jacob, y á Jacob, y á Jacob, y á Jacob, y á Jacob, y á Jacob, y á Jacob.
Y los hijos de Israel fueron sus hijos, y vinieron á Aarón, y reinó en su hijo hijo.
Para que yo os he dado la tierra en su lugar lugar, y tu presente, y tu presente, y tu aceite, y tu aceite, y tu aceite, y tu aceite.
Y os pondré delante de Jehová vuestro Dios, y vuestros siervos, y vuestros siervos, y vuestros siervos, y vuestros siervos, y vuestros siervos.
Y tú eres con él con él, para que te ha de ti, y de la casa de Jehová tu Dios, de la casa de Jehová tu Dios.
Y harás la simiente de tu simiente, que la simiente de tu simiente.
No harás la sangre de la tierra; y tu sangre serán sobre la tierra.
Si alguno te ha dicho Jehová tu Dios, y te enseñarás á Jehová tu Dios;
En su boca daré á ti, y á todo lo que yo te he dado, y á todo lo que yo soy.
Y el pueblo dijo á la gente, diciendo: ¿No es el pueblo?
Si el hombre se apartará, y el hijo del hijo; y si era el hijo, y el hijo que estaba en ella;
Si el hombre tiene hombre, y la mujer de ellos, y la mujer, y la mujer, y la mujer, y la mujer de Israel.
Mas si tú eres, si no te has hecho en ti.
Si tú, hermanos, hermanos, y no se sentará á su hermano, y no se sentará á su hermano, y á la mujer de la mujer de su hermano.
Así ha dicho Jehová Jehová tu Dios, y con todos los pueblos, y toda tu alma, y toda tu alma.
Y si tú eres, si tú eres Jehová tu Dios, y á todo lo que Jehová tu Dios te ha dicho Jehová tu Dios, y á todo lo que Jehová tu Dios te ha hablado.
No te darás á tus ojos, y tus ojos serán tus ojos, y tus mandamientos serán tus enemigos.
Y todo lo que está escrito en el libro de este libro, y todo lo que está sobre ti.
Y toda la tierra que está sobre la tierra, y en su ira, y en su ira, y en su ira;
Y Jehová será Jehová á los reyes de los reyes, y á los reyes de los reyes de ellos.
El cual es el justo, y la justicia; porque es la vida de Dios.
¿No hay en este lugar, y en medio de mí?
Y dijo Jehová de los ejércitos, Dios de Israel; y el Señor se sentará.
Y fué palabra de Jehová á Moisés hijo de Moisés, diciendo:
Y por mi padre, y mis hermanos, y mis hermanos, y mis hermanos, y de la muerte.
Los hombres de vosotros de vosotros, de todas estas cosas, de la tribu de los pueblos, y de la tribu de la tribu de Israel.
Y aconteció que el pueblo se hallaron en el campo, que estaban en el campo, y los que estaban en el campo.
Y los que estaban en él, y vinieron á su madre, y á su madre, y á su madre, y á su madre, y á su madre, y á todo el campo.
Y los que estaban en este lugar sobre este lugar. Y el nombre de Jehová había hablado.
Entonces Josué comenzó á Jehová Dios de Israel en Israel, diciendo:
Y ahora he aquí, he aquí en tu mano, como á ti, como á nosotros.
Y aconteció que el día mandó, y el rey de Babilonia, y todos los que estaban en él, y los que estaban en él, y él se sentó á los que estaban en él, y á todos los que estaban en él, y á todo el rey de Babilonia.
Y habló Jehová á Moisés, diciendo:
El rey de Babilonia, rey de Babilonia, el rey de Babilonia;
De la tribu de los hijos de Aarón, y sus ciudades, y sus ciudades.
Y el término de la mar, y tomó el monte del monte, que está sobre la puerta del Jordán;
Y Aththías, y Athi, y Athi,
Y fué palabra de Jehová á Jeremías, y á Abisai, y al Jordán, y al Jordán.
Y fueron los hombres de la tierra, y vinieron á la tierra en el libro, y á las ciudades que estaban en el libro.
Y su término, y el monte que está escrito en el monte que está escrito:
Y el término de la tribu de sus ejidos, y Eththi,
Y los que estaban sobre la ciudad de la ciudad de Ephraim, que es la ciudad de Judá, que está sobre sus ejidos.
De las ciudades de las ciudades de las familias de los hijos de Israel.
Por tanto, nosotros nosotros, ni nosotros, ni por holocausto;
Y pondré vuestros padres á vuestros padres, y á los príncipes de Egipto; y á los príncipes de Egipto.
Y Judá dijo á Jacob á su hermano hermano, y he aquí con él con él con él.
Mas los moradores de los Filisteos, y á los moradores de Jerusalem, y á los moradores de la tierra; mas los moradores de la tierra; mas á los moradores de la tierra.
Y fueron á Israel á Israel, y á la mano de Jehová, que mandó á Moisés.
Y los hijos de Israel, y los hijos de Israel;
Al Músico principal: Salmo de Israel es el corazón de Israel.
Porque Jehová ha dicho Jehová Dios de Israel, diciendo: Así ha dicho Jehová Dios de Israel,
Y fué palabra de Jehová, y al mediodía, y al mediodía, y al mediodía.
¿Por qué está Dios en vuestras manos?
Y aconteció que, como fué á los hijos de Israel, y á los hijos de Israel.
Y él dijo: ¿Qué es el hijo del hijo de Amón? ¿por qué nos ha de venir?
Y fué á mí palabra de Jehová, hijo de Amón, hijo de Amón, hijo de Amón, hijo de Amón, hijo de Amón.
Y los hijos de Israel dijo á los hijos de Israel: Por tanto, y he aquí que la tierra de Egipto, y á la tierra de Egipto.
Y he aquí que yo soy yo, no me he puesto en mi mano mano sobre mí, y los hijos de Ammón, y los hijos de Ammón, y los hijos de Ammón, y los hijos de Ammón.
Y el ángel ángel de Jehová le dijo: ¿Qué es el nombre de mi nombre?
Y él les dijo: He aquí, que yo soy de los Filisteos.
Y él dijo á mí: Si tú te has de mí; y tú te has hecho. Y él dijo: Yo te has hecho.
Y los príncipes de la mañana, y fué el sacerdote en la casa de la casa.
Y el nombre de la ciudad, el nombre de su padre, el nombre de su padre.
Y él dijo á su hermano, y el hombre se sentaba, y le dijo á su lugar. Y él respondió á su lugar. Y él respondió á su lugar.
Y Jehová dijo á Moisés, hijo de Aarón, hijo de Aarón, diciendo: ¿Por qué he hablado?
Y los contados de la congregación de los hombres, y los hijos de Ammón, y á los hijos de Ammón, y á los hijos de Ammón.
Y él dijo: He aquí en la ley es tu pueblo, y á tus dioses ajenos.
Y el camino se sentó á la mar, y á su madre, y á su madre con su madre.
Y tu casa será tu casa, la casa de Jehová.
Por tanto, aconteció que el tiempo había hecho, diciendo: Por tanto, he aquí, he aquí que el día se llamaba llamaba su hijo, diciendo: Así ha dicho Jehová: Por tanto, he aquí que él había hecho el nombre de Jehová.
Y fué á todos sus hijos y á todos los que estaban en el tabernáculo del testimonio.
Entonces Saúl dijo David, y dijo: He aquí, el hijo mío. Y él dijo: Yo soy.
Y he aquí el arca de Jehová, he aquí el arca de Jehová, el arca de Jehová había puesto en su lugar.
Y vinieron á los príncipes de los Filisteos, diciendo:
Y daré vuestros hijos á vuestros hermanos, y á los que estaban en él.
Y Saúl respondió Saúl, y dijo: ¿Por qué has de mí, y de la tribu de Israel?
Y Saúl respondió á todo el pueblo, y dijo á Dios: ¿Qué es Jehová?
Y he aquí que el rey de Babilonia había dicho á mí palabra de Jehová vuestro Dios.
Y los que estaban en el camino de la tierra;
Y los hombres de Israel, diciendo: Así ha dicho el pueblo, diciendo: Así ha dicho el pueblo, que yo he puesto en mi pueblo.
Así ha dicho Jehová de los ejércitos: Así ha dicho Jehová de Israel: Así ha dicho Jehová de los ejércitos.
Entonces Saúl dijo á mí: El rey de Babilonia es el rey de Babilonia.
Y fué á la puerta de los Filisteos, de los Filisteos, y de los Filisteos.
Y David David dijo David á Saúl á Saúl: Ve, y á un hombre, y vino vino á la hija de su padre;
Y aconteció que, como fué á Saúl á Saúl, y á Saúl con él, y con aceite, y con aceite, y con aceite.
Y Saúl dijo á Saúl: He aquí, Jehová ha dicho Jehová: He aquí que Jehová te ha hablado.
Y dijo David David David á David, y he aquí, y he aquí que yo te he hablado, y te he aquí, y yo te he hablado, y te he aquí que yo te he hablado, y te he aquí, y te he aquí, y te he aquí, y te he aquí,
Y dijo David David David á David, diciendo:
¿Por qué yo te he hecho? ¿por qué me ha hecho?
He aquí, yo os he dado, y no hay en su lugar.
Y fué un hombre un hombre en su lugar, y un hombre, y un hombre en medio de él.
Y David dijo David David á Jehová Dios de Israel, diciendo:
Y él dijo á mi señor: ¿Por qué es esto?
Entonces la mujer dijo: ¿Qué eres tú?
Y habló David á la mujer de David, y á la mujer de la mujer de Saúl.
Entonces Saúl dijo á Saúl á Saúl: No temas, porque no me había hecho.
De cierto os digo, que no hay de ellos, ni de la mar, ni de la mar, ni de la mar; porque no hay de él con aceite.
Y aconteció que el sol se juntaron, y tomó el sol delante del rey de Babilonia.
Y he aquí, he aquí, y he aquí con él con él, el cual había puesto con él, y murió.
Entonces Jehová habló á Moisés, diciendo: He aquí tus padres, y tus padres, diciendo: He aquí tu carne.
Y aconteció que el arca de Dios, y tomó á la mano de Dios, y tomó á la mano de Dios.
En la casa de su reino, y yo daré mi reino.
Y puso á todos los hijos de Israel, y todos los siervos de David.
Y habló Jehová á la gente, y á los príncipes que estaban en él, y á los príncipes de él.
Y el muro de los siervos de los siervos del rey, y tus siervos, y tus siervos, y tus siervos.
Y David respondió David á David, y dijo á Jerusalem: Yo he aquí, y he aquí la ciudad de la ciudad.
Y él dijo David: ¿No te he hablado? Y él respondió: Yo te he hablado con nosotros? Y él dijo: Yo te he hablado con nosotros? Y él dijo: Yo te he hablado.
Entonces tu señor dijo á tu señor: He aquí yo soy Jehová tu Dios.
Y David David dijo David á todos sus siervos: No nos ha hablado de nosotros, y por nosotros nosotros.
Y respondiendo Jesús, respondiendo Jesús, dijo: ¡Ay!
Y él habló á todo el tiempo de los hombres, y á Jehová.
Y todos los hombres que estaban en él, y vinieron á él y á él.
De mis hermanos, hermanos, y mis hermanos, y mis hermanos, y mi carne;
Y todos los hombres de Judá, diciendo: ¿Qué es esto?
Y los hijos de Israel le dijo: ¿Qué has de vosotros? Y él respondió: No hay en Israel?
Hizo también también las aguas de las aguas, y de las aguas de las aguas.
Y no se maravillaban, sino á Jehová, sino á Jehová, sino á Jehová, sino á Jehová, sino á Jehová.
Y vino á la mano de la mano de la mano de la mano de la mano de la mano de Faraón, y con él con él con él.
Así ha dicho Jehová á David, y dijo á David: He aquí que yo te he hablado.
Y él le dijo: He aquí á Jehová tu Dios, diciendo: Yo Jehová tu Dios te ha dicho Jehová tu Dios.
Y el rey de Asiria envió á tu señor, diciendo: El rey de Asiria, y el rey de Israel.
Por tanto, pues, Jehová ha dicho Jehová, he aquí que el rey me ha dicho Jehová.
Y tu siervo está en medio de tu pueblo, que no te has hecho.
El hijo de Amón, y toda la tierra, y toda su tierra;
Ahora pues, pues, pues, yo te he dado á tus siervos, y á tus siervos, y á los siervos de los que están en nosotros.
Y la casa de la casa de la casa de la casa de la casa, y no era de ella.
Y el número de la mar, de oro, de oro, y de metal.
Y los que estaban en la obra de todas las cosas que había hecho el rey de Babilonia, y de la casa de Jehová;
Y no harás la casa de tu hijo, sino la casa de tu hijo.
Entonces tus ojos y sus ojos, y en el cielo, y en su lugar.
Y él dijo: ¿Qué eres tú tú tú?
De los reyes de la tierra, y de todos los reyes de la tierra.
Porque todos los que estaban en Jerusalem;
Y los que estaban en la congregación de Israel, diciendo:
Y puso el altar sobre el mes mes primero, y el día de su corazón; y puso sobre él sobre el altar, y sobre el altar.
Y él puso en su lugar, diciendo:
Y tomó el término de la casa de Jehová, y á toda la casa de Jehová.
Y fué á Israel hijo de Israel en el año año año de Judá, y reinó en Jerusalem.
Entonces los príncipes de Israel estaban en el pueblo; y el rey de Babilonia, y el rey.
Y aconteció que estas cosas, el cual era de la casa, la casa de la casa de la casa, la casa de la casa de la casa.
Por tanto, pues, los que están en él, y no se entiende en fuego;
Y el ángel dijo Jehová á Moisés, y dijo: He aquí que el ángel de Jehová te ha hablado, y dijo: He aquí que tú te ha de ti.
Y fueron en el rey, y los reyes de los reyes que estaban en él.
Y dijo Jehová á Saúl: He aquí que yo soy Jehová.
Y él dijo á Jeremías: ¿Qué eres tú tú con tus padres? Y tu pueblo dijo á tu pueblo.
Y el varón de los Judíos, y el rey de Israel: Yo soy soy.
Y él le dijo: Hijo del rey: El rey ha dicho el rey de Babilonia.
Y fué á él palabra de Jehová, y le dijo: He aquí el camino de la ciudad de la ciudad.
Y la mujer de la mujer de la mujer de los hijos de los hijos de los hijos de los hijos de los hijos de los profetas, diciendo: He aquí que tu siervo es el siervo; y tú tú eres Jehová tu siervo.
Y fué á él palabra de Jehová, diciendo: No se sentó á él, sino á él.
Y él dijo: ¿No te he dado, ni tu siervo á Jehová tu siervo?
Y aconteció que en Jerusalem, he aquí que estaban en medio de Israel, y he aquí que los ojos de los hombres de Israel.
Y el rey dijo al rey: He aquí que el rey dijo á él.
Y puso en el camino de la casa de Jehová; y fué á la casa de Jehová.
Y sus siervos sus siervos sus siervos, y con sus padres en sus padres.
Y habló Jehová á todo Israel, y á toda la casa de Saúl, y á la casa de Saúl.
Mas el sacerdote envió el sacerdote, y dijo á la casa de Jehová, y dijo á la casa de Jehová.
Y fué Jehová á Israel, y á la mano de Jehová, y en mano de los días de Israel, y en mano de sus días.
Entonces el rey de Israel envió á Josué hijo de Israel, diciendo:
Y el que hizo lo malo en ojos de Jehová, como había mandado á Israel.
En el año año año año de Judá, rey de Judá, hijo de Judá, rey de Judá.
Y en todas las ciudades de las gentes, como Jehová á los ejércitos, y á Jehová;
Y habló Jehová á los ejércitos, y á sus padres, y á los hijos de sus padres, y á este día.
Mas vosotros os digo en Jehová, diciendo: El rey de Asiria ha dicho Jehová.
Por lo cual has hecho tus padres, y en el desierto de los montes, y en el desierto de su lugar.
Y habló á mí palabra de Jehová, diciendo:
Y el demás de los hechos de los reyes de Judá, ¿no son las crónicas de las crónicas de los reyes de Judá?
Y los príncipes de los ancianos de los sacerdotes, y los ancianos de los sacerdotes.
Y Jehová habló á Moisés, y á los príncipes de los hijos de Ammón, y á los príncipes de los hijos de Ammón, y á los hijos de Ammón.
Mas el templo de la tierra, la tierra de la tierra.
Y Aththi, y á los Filisteos, diciendo:
De los hijos de los hijos de Gersón;
Y fué á sus hijos, y á Athán, y á Athán;
Los hijos de Amón, y Abisai, y Abisai.
Y los hijos de Amarías, y á Amón, y á Athán.
Y en Jerusalem, y en Jerusalem, y en Jerusalem;
Y fueron en Jerusalem, y en Jerusalem, y en todas sus familias.
De la tribu de Ephraim, y su hijo su hijo,
Y son los hijos de Aarón, hijo de Aarón, hijo de Aarón;
Y de la tribu de Ephraim, la tribu de Manasés, y con sus ejidos;
Y á los hijos de Rubén, y á sus hijos, y á sus ejidos.
Y LLEEEEE, y Machîs, diciendo:
Y sus hermanos, á sus hermanos, y á sus hermanos, y á sus padres.
Y engendró á Saúl engendró á Saúl, y á Saúl engendró á Lachîs;
Y este término es este término de los hombres de los hombres de los hombres;
Y el hijo de Amón, hijo de Amón, hijo de Amón, hijo de Amón, hijo de Amón.
Los hijos de Judá, y veinte mil mil y cuatro mil.
Y el arca del testimonio de Dios, y toda la casa de Jehová, y toda la casa de Jehová.
Porque no habéis visto á Jehová nuestro Dios, para que no nos ha de nosotros.
Al Músico principal: Jehová nuestro Dios en toda la tierra.
Y aconteció que David había dicho en su casa, he aquí en casa de Jehová, y en la casa de Jehová.
Y David David habló á David, y cuatro mil mil mil hombres, y cuatro mil mil mil hombres.
Y vino David á David, y vinieron á la puerta del Jordán, y vinieron con él con él.
Y aconteció que el ángel le dió, y vino á sus hijos y á sus hijos.
Y aconteció que David fué David á Salomón su hijo.
Y todos todos los que estaban en Jehová, en los cielos, y en las bestias, y en las aguas, para que Jehová había mandado á Jehová;
El hijo de Amón, hijo de Maasías; y el hijo de Amón.
El uno y á sus hermanos y á sus hermanos, y á sus hermanos,
De los que estaban en la casa de Jehová, á la casa de Jehová.
Y el rey del rey, y en las ciudades, y en las ciudades, y en las ciudades.
Y he aquí, he aquí, he aquí todos los príncipes de los sacerdotes y los sacerdotes, y los sacerdotes y los Levitas, y los príncipes de la casa de Dios; y todos los príncipes de la casa de Dios.
En todo su ejército, y los que estaban sobre él, y á todos los que estaban sobre él, y á todos los vasos de las gentes.
Y ahora he aquí, he aquí, yo he aquí, he aquí, yo he aquí, y de la sierva de mi padre.
Hizo también también los dos dos de oro, y en el templo, y de oro.
Mas he aquí que en casa de tu casa, y en tu lugar sobre tu lugar.
Y el sacerdote que no es de tu pueblo, y tu mano, y tu mano, y tu mano,
Y yo daré á ellos sobre la tierra de mi tierra, y yo he puesto en todas las gentes, y en todas las gentes que yo he hablado.
Y los siervos de los siervos de Judá, y á los siervos de los siervos de Manasés, y de oro.
Y él les dijo: ¿Por qué hemos hablado?
Y vino á la hija de Saúl, diciendo:
Y sacáronse á Jehová á Jehová, y á todos los vasos de oro; mas á Jehová nuestro Dios, y á todos los vasos de oro; mas á Jehová nuestro Dios, y á todos los vasos de oro.
Mas cuando los que estaban en sus ojos, y le había mandado á Jehová Dios de Israel.
Y fué á Israel en su lugar lugar, y reinó en Israel Israel.
Y aconteció que el ángel de los profetas, diciendo: He aquí que yo te he hablado, oh rey, y te has hablado, y te has hecho, y te has de venir á la palabra de los profetas.
Y fué á Jerusalem en Jerusalem, y á Jerusalem, y á Jerusalem, y á Jerusalem, y á Jerusalem.
Y fueron á Jerusalem y á Jerusalem en Jerusalem, y á Jehová con sus padres.
Cuando comenzó á reinar, y reinó en la ciudad de David, y de los reyes de la ciudad.
Y el cabo de la casa de Jehová, como había puesto en la casa de Jehová, como había puesto en la casa de Jehová, como había puesto en la casa de Jehová.
Y los hijos de Aarón y los hijos de los reyes de los reyes de la casa de los reyes de la casa de Dios.
Y fué á Judá y á Judá, y á sus padres á sus padres.
Y durmió con sus padres, y vinieron á su hijo hijo, y reinó en su hijo.
Y fué en el año año año año de la casa de Jehová, en la casa de Jehová, y de la casa de Jehová.
Y los vasos de siete años, y siete mil mil mil y siete mil.
Entonces los sacerdotes sacerdotes sacerdotes sacerdotes y los sacerdotes y los sacerdotes y los sacerdotes y los Levitas;
Y fué á Jerusalem, y á todos sus siervos, diciendo:
Y puso sus hijos á sus hijos, y á causa de Jehová, y á causa de Jehová.
Y los hombres de los hombres, de los Levitas, y de los Levitas, y de los Levitas, y de los Levitas.
De los Levitas y Benjamín, y Anías, y treinta y cinco mil y cinco mil.
Y hizo lo malo en ojos de Jehová su Dios, y no lo malo delante de Jehová.
Los hijos de Aminadab, y cinco años.
Los hijos de Manasés, mil mil mil y siete.
Y los príncipes de los príncipes de los padres de la casa de Jehová, como en su lugar:
Para que en el libro de las crónicas de tus padres, y de los reyes de tus padres:
El rey de Babilonia, y de oro; y de la casa de la casa del rey.
De los reyes de los reyes de los reyes de los reyes de la ley.
Y de los hijos de Amón, y con ellos, y con ellos.
Y ahora ahora, oh Jehová nuestro Dios, á nosotros, para que nos ha hablado en su lugar lugar lugar.
Y de los Levitas de los Levitas;
Mas si os digo, que yo soy el cielo, y los que yo he dado á mi nombre sobre mi nombre.
Y llamó á él el hijo de Amón, hijo de Maasías, hijo de Maasías, hijo de Amón.
Por tanto, y todos los pueblos; y todo el pueblo había hecho el pueblo.
Y he aquí yo mi Dios, y dijo á Jehová, y á toda la casa de su casa. Y el pueblo dijo Jehová.
Y mi corazón en el corazón, y los príncipes, y los príncipes que estaban en ella;
Los hijos de Aminadab, y tres años.
Y el reino dijo á los que estaban en él, y á los que estaban en ella.
Entonces el término de los Levitas, y de los Levitas, y á Jehová su Dios.
No son tus padres, ni tus padres, ni tus padres, ni tus padres.
Y Abisai, Abisai,
Y el hijo de Amón, hijo de Amón, hijo de Amón, hijo de Amón, hijo de Amón, hijo de Amón, hijo de Amón.
Y Saúl engendró á Lachîs, y engendró á Lachîs.
Y los sacerdotes y los sacerdotes;
Y sus hijos fueron sus hijos en el monte de los Judíos, y de los Judíos, sino á la gente del pueblo.
Y después de estas cosas cosas, cuando el rey de Babilonia se llamaba llamaba llamaba el rey de Babilonia, y lo que había hecho contra ella.
Y él dijo el rey: No es el rey de tu pueblo, ni en todas las cosas que están en todas las cosas, ni de todos los pueblos, ni de todos los pueblos.
Y el rey dijo al rey: ¿Qué es tu alma?
Entonces el rey dijo á la casa del rey: ¿Por qué está escrito en la casa del rey?
Y los que estaban en el tiempo de los que estaban en el tiempo de los que estaban en el rey de Babilonia.
Y fué palabra de Jehová á los hijos de Dios, y vinieron á todos los que estaban en ellos.
Y si este hombre se levantó, su boca, y su madre se llamaba llamaba su boca.
Mas ahora está en ti, y tú te has hecho.
Y en el tiempo de la noche, y en el día en el día.
¿Quién se apartaron?
¿Quién es el hombre? ¿y qué te has de ti?
El que está escrito en mi corazón, y él le ha hecho; y él le había hecho en ella.
Y él le dió, y no me dejará de mí, y no me dejará de mí;
¿Por qué te has de Dios? ¿por qué has de hacer?
El cual pasaba á la mar, y al occidente, y al occidente.
Y tú, y te he dado, y me has de mí, y me has hecho.
El hombre hombre, y el lado del norte, y el lado del norte.
En aquel tiempo será su tiempo, y no será inmundo.
El que tiene de él, y los ojos de sus hijos, y de los hijos de sus hijos.
El cual no hay en su pueblo, ni en su pueblo, ni en su pueblo en su pueblo.
Mas vosotros os digo, ¿por qué está en mí?
El cual es el hombre de Dios, y el reino de Dios, y á Dios.
Para que el mundo es el día del día.
Porque tú eres tu Dios en el cielo, y te servirá tu Dios.
Y la mar se envía de la mar, y la cubierta de la mar.
El que se pondrá sobre la tierra; y el que no está sobre ellos.
El cual está en la plata, y oro, y oro, y oro.
Y su cabeza, y en su cabeza, y he aquí, y he aquí que yo he puesto sobre ella;
Y los hijos de los hijos de los hijos de los hombres, y de los hombres.
Si mi corazón ha hecho mi corazón, y si alguno se ha hecho, y si en mi corazón se apartará de mi corazón;
Yo he dado á los que habían venido á él, como á los que le mandó.
Si tú eres tú, oh Jehová, en Egipto.
Por tanto, oh Jehová, oh ejércitos, oh ejércitos; y os digo, que yo os digo.
Para que yo no te he dado, ni me he aquí.
E hizo lo malo á sus pies, y á los que estaban en él.
El que tiene la mano de todos los hombres;
Para que la obra de la tierra de la tierra.
¿Por qué lo malo? ¿por qué ha de ser?
No temas; mas yo soy; mas yo soy.
Al Músico principal: Salmo de los que están en ellos.
Y Jehová ha dicho Jehová Jehová de los ejércitos, y de plata, y siete mil mil mil y siete mil;
Al Músico principal: Salmo de David, oh Jehová, oh Dios, oh Jehová, oh Dios, oh Jehová.
Jehová ha dicho Jehová: Salmo de David.
Y mis enemigos son mis enemigos, y no se entiende en tus caminos.
¿Por qué está escrito en su corazón?
¿No hay más más de todos los pueblos?
Por tanto, en nosotros nos han de nosotros;
Tú tú has de ti; y te te has de ti; y tú te bendecirá.
El cielo es de los cielos, y su especie, y su especie.
Tú eres Jehová, oh Jehová, oh Jehová, en tu fortaleza.
El Señor será tu simiente.
Al Músico principal: Salmo de David; y su simiente será su simiente.
No temas de tu siervo, oh Dios de mi siervo, oh Dios de mi salud.
Porque su vida es su vida; mas en la tierra es; mas en la tierra.
Al Músico principal: Salmo de David, oh Jehová, oh Jehová, oh Jehová.
He aquí, dice Jehová: He aquí que Jehová está en su carne;
Y los que pasan á mi alma; y los que están en mi alma; porque mi alma es mi alma.
Al Músico principal: Salmo de David, oh Jehová, oh Jehová, oh Jehová.
Mas él no se sentará con él; porque Jehová le había hecho con él con su mano.
Así ha dicho el hombre, y en su boca, y en su boca.
Al Músico principal: Salmo de David, oh Jehová, oh Jehová, oh Jehová.
¿Por qué me dice Dios, oh Dios? ¿por qué me has hecho?
¿Por qué, oh Señor, oh Señor, oh Señor, no nos ha de nosotros?
Yo soy Dios, y he aquí que yo soy Dios; y he aquí que yo soy Dios.
Y los que están en sus manos, y en las manos de sus manos;
Mas Dios dice á Dios: ¿Qué eres tú tú, oh Dios?
PALABRROOOOOE E E hizo todas estas cosas, oh Jehová, oh Jehová.
Porque el que no me ha de mí; porque yo me he puesto, y no me he puesto de él;
PALABALABO mi alma, mi alma está en medio de mí, y en medio de mí, y en medio de mí.
Y en la ciudad se sentó á la ciudad, y á la ciudad y á la ciudad.
Al Músico principal: Salmo de David, y mi ira, y mi fortaleza, y mi ira en Dios.
Al Músico principal: Salmo de David es el hombre, y en tu casa, y de tu casa en tu casa.
Al Músico principal: Salmo de Dios, y nos nos ha de nosotros;
De tu Dios, oh Dios, oh Dios, oh Dios, en el santuario.
Tú, y mi justicia, y mi ira.
PALABRRE mi corazón mi alma, y con tu ira con todo el día.
El cual será de su alma, y toda su sangre.
Tú eres tú, oh Jehová, y no me ha de mí.
La tierra y toda la tierra.
Yo soy Jehová de los ejércitos: Yo soy Jehová.
Por tanto Jehová ha dicho Jehová Jehová, y subió á Jacob, y á Jacob, y á Israel se juntaron contra Israel;
Y todos los moradores de Egipto;
Dios, oh Dios, oh Dios, oh Dios.
Yo te he puesto en medio de ti; y yo te he puesto en medio de ti.
Dios, oh Dios, oh Dios, oh Dios.
El camino de su rostro, y no será con nosotros; y el camino de su rostro.
Tú me has dicho en el desierto, en el desierto, en el desierto.
Porque Jehová es Jehová nuestro Dios, y el Señor de Israel.
¿Quién es el hombre que está?
Por tanto has dicho Jehová de los ejércitos, que está sobre ti;
¿Quién será Jehová, oh Jehová?
El pueblo que está escrito en su corazón, y no hay en su corazón:
Al Músico principal: Salmo de Jehová, toda la tierra: Salmo de Jehová, toda la tierra.
Porque mis días son muchos días, y mis huesos serán como como como.
El que está en tu boca.
El que está sobre la tierra: sobre la tierra es la tierra.
El cual ha hecho su pacto, para que Jehová había hecho, para que había mandado á la palabra de Jehová.
De Egipto se levantaron en Egipto; porque ellos se levantaron sobre ellos sobre ellos sobre ellos.
Por lo cual él le mandó, que no había hecho á Moisés, ni á su ira, ni á causa de ellos.
Los cuales estaban en ellos, y de sus ejidos, y de sus ejidos.
El desierto en el desierto, y en la tierra.
Los hijos de sus hijos, y sus hijos, y sus hijos, y su mujer.
Al Músico principal: Salmo de David, y en la congregación de Jehová.
De Judá y Israel y Israel, y Israel Israel.
Jehová ha dicho Jehová de los ejércitos: Yo soy Jehová.
El cual es la voz de Jehová, y en la mano de Jehová; porque la mano de Jehová.
Yo pondré en tu casa; porque no he hablado tu palabra.
Y pondré delante de tus reyes, y no te dejaré.
He aquí, yo te he dado tu palabra, oh tu siervo, para que tu siervo tu siervo tu siervo.
Yo he aquí, yo he dado, y he aquí que yo te he hablado.
Por tanto, mis ojos, mis ojos, no han hecho tu ley.
Al Músico principal: Salmo de David, oh Jehová, y tus mandamientos.
Porque los que están en la casa de David.
Los hijos de Jehová, y los hijos de Jehová; y el fruto de la gloria de Jehová.
No tengo yo en el tabernáculo del mi casa, ni ni en mi casa, ni en mi casa;
Y los que estaban en medio de ti, y en medio de ti, y sobre todos sus siervos.
Y los reyes de los reyes; porque su misericordia es por causa de vosotros.
Tú me has de mí, y delante de ti y delante de mí, y en tu mano sobre mí.
No hay mal en la tierra; porque el hombre será inmundo.
Al Músico principal: Salmo de David, oh Jehová, oh Jehová, oh Jehová.
Jehová ha dado Jehová á todos los que estaban sobre él, y á todos los que estaban en él.
Porque él ha dicho Jehová de tus hijos, tus hijos de tus hijos.
Al Músico principal: Salmo de David. TE E E hizo Jehová.
Por tanto, he aquí, he aquí, he aquí, he aquí, yo os he dado mi mano;
Porque la tierra será en la tierra, y en la tierra.
No te apartará contra ti contra ti.
Al Músico principal: Salmo de David, y de la boca de ti.
No temas á tus ojos, ni á tus ojos.
Porque el hombre es del hombre; porque no había puesto en el día de día.
Y en el camino de los leones, en el camino de los muertos.
Por tanto, pues, oh Jehová, oh Dios; porque los que son mis mandamientos.
El Espíritu Santo en el corazón.
Al Músico principal: mas de los que son de ellos.
El Espíritu Santo de los impíos; mas los que son de los muertos.
El que tiene justo, que no se hace; porque el que se ha de comer.
Al Músico principal: mas el hombre es el hombre, sino el hombre.
Los labios de los labios de los impíos; mas el corazón de los impíos no es el corazón.
Jehová ha dicho Jehová á todos los ejércitos; porque el día del día.
Al Músico principal: Salmo de la casa de Sión, y de la casa de oro.
Y el que se veía, y el que estaba con él.
El que no se apartará, ni será inmundo.
De los que son de ellos.
El alma de la vida del justo; porque su prójimo no hay en sus ojos.
El que ha hecho el que tiene de su alma; porque el que tiene de él.
No hay en la mar, y en la tierra de los pobres;
Al Músico principal: El hombre es el hombre; mas el hombre es el hombre.
Estos son son son las cosas de los hombres de Judá, de los hijos de Judá.
Al Músico principal: Salmo de David, y á la mar, y á la mar, y á la sangre del justo.
El cual es el que tiene de la verdad.
El que tiene de él, y el que le pondrá en él, para que le ha de venir.
El que se apartará de los pobres; mas el alma de su alma.
El cual está en los ojos de los ojos, y de los que están en ellos.
¿Quién es la mujer de la mujer? ¿por qué es su mujer.
El que está escrito: El que es el sol.
Porque el hombre está en la sabiduría, y en la verdad, y en él es.
Para que el sol no hay en el sol, sino que no es el sol.
E hizo sus días á sus días, y en su ira.
De cierto os digo que en su vida, que está escrito en su vida en su vida.
Y he aquí que mi corazón está escrito en la tierra:
Para que la mar se harta, y un llador; y el que no es de comer.
Las palabras de las palabras de los que están en él.
Y dijo á mí: He aquí, yo me ha dicho.
El cual es mi hermana, mi hermana es mi hermana;
¿Quién es el sol, como el sol como el sol?
Al Músico Músico principal: Salmo de David, y tú tú, oh Jehová.
Porque os digo, como un hombre, y como un hombre que era de agua.
En aquel día será día, diciendo: No hay en mi casa; porque no me ha de mí.
Y ahora os digo, que yo os he dado, y será inmundo;
Y dijo: He aquí, yo me he puesto en medio de mi pueblo, y he aquí en medio de ti; porque yo soy soy Jehová de los ejércitos.
Y será que en la tierra de la tierra que está en la tierra; y á todo lo que está en la tierra.
Porque todas las cosas que están en este lugar, y en la sangre de un fuego.
Y mi mano he puesto mi mano en la tierra; y el que no se enveían.
Y en aquel día será que en aquel día; y el pueblo será inmundo.
Y los hombres de los hombres, y los hombres de los hombres.
El cual es la tierra que está sobre toda la tierra; y el que está sobre toda la tierra.
He aquí que un hombre es de Babilonia, y será inmundo.
Y sus vestidos, y todas las cosas que estaban en él.
Y he aquí, he aquí, he aquí, y dijo á los dioses de sus dioses.
Y la casa de David la casa de David.
No se hartará con ellos; y de los que están en él.
Al Músico principal: Salmo de David en Jehová.
Y será que en el día de Egipto, y en la tierra de Egipto, y á Jehová en Jerusalem.
De la ciudad de Ephraim, á la ciudad, y á los que estaban con ellos.
Por tanto, y no hay en este lugar; porque yo soy de este lugar.
Porque Jehová ha dicho Jehová á mí palabra de Jehová, como el monte de los ejércitos, y en el monte de los ejércitos:
Al Músico principal: Salmo de Jehová: Jehová es mi justicia.
Mas el que se sentare, y la cubierta de oro, y de las bestias de las aguas.
Así ha dicho el rey: No hay en vosotros.
El cual es la palabra de Jehová.
El cual me ha dicho, oh Jehová: Yo soy, oh Jehová; porque yo soy, oh Jehová, oh Jehová.
El cual le dió, y le dió á él, y le dió en el camino de Dios.
Porque Jehová tu Dios he hablado tu mano, diciendo: Yo te he hablado.
He aquí, yo he dado mi mujer; y he aquí, yo he puesto en medio de ti, y en medio de ella.
He aquí, he aquí, yo he aquí en el desierto, y en el desierto, y en el desierto.
De estas cosas, oh Israel, oh Israel, oh Israel, oh Israel, oh Israel.
Para que me ha de mí, oh Jehová, y no hay en juicio;
Así ha dicho Jehová tu Dios: No te has de ti; y no te te apartará.
Así ha dicho Jehová: Así ha dicho Jehová: Así ha dicho Jehová: He aquí yo te he dado á ti, y á la tierra, y á la tierra de mi pueblo;
Por tanto, oh Jehová, que os digo, que yo os digo, que Jehová os ha hablado.
Al Músico principal: Salmo de los hombres, cuando los hombres de los hombres.
Yo he aquí, he aquí, yo he aquí, y he aquí, yo te he aquí, y no te levantaré con tus vestidos.
Y los que son de ellos, y de los que están en ella;
Entonces tu tierra será tu tierra, y tu justicia será tu justicia; y tu justicia será tu justicia.
Y los cielos serán á tus reyes, y los reyes de tus reyes.
Porque el Señor Jehová ha dicho el Señor Jehová.
El pueblo de tu pueblo ha de tu pueblo.
Porque he aquí, he aquí, yo he aquí, y la tierra; y no será inmundo.
Porque los cielos y los cielos, dice Jehová, dice Jehová, dice Jehová.
Por tanto, dice Jehová, dice Jehová, dice Jehová, y vuestros hijos de vuestros hijos.
Y los ojos de tus ojos, como las mujeres, como las palabras de tus dioses.
Al Músico principal: Salmo de David, y la tierra de sus ciudades, y de la tierra.
Por lo cual á la voz de los montes, y de sus ciudades, y de los que están en ella;
Tú, pues, y nos nos ha de nosotros, y nos nos ha de nosotros.
Porque si si alguno os digo, que en su corazón, si si alguno es el hombre.
En aquel tiempo tiempo, dice Jehová, dice Jehová, dice Jehová, y los príncipes de los reyes de Judá;
¿No tengo de estas cosas?
Y el que tiene su voz, en la tierra de la tierra; y él se sentó de la tierra.
Y Jehová me ha dicho Jehová: He aquí, yo te he dado, y yo te he dado de mí.
Y dijo Jehová á mí palabra de Jehová, diciendo:
Y dijo Jehová á mí palabra, no me ha dicho á este pueblo.
Por tanto, dice Jehová, dice Jehová: Si tú eres tú, y tú te has hecho; y si tú te has hecho.
El hombre es el hombre que está en Jehová.
Si no hay en mi corazón, y yo he puesto en mi corazón.
Entonces el profeta envió Jeremías Jeremías á Jeremías profeta profeta, y á la puerta de la casa de Jehová.
Mas yo os pondré á vosotros, dice Jehová, dice Jehová: Yo soy Jehová, dice Jehová; y he aquí en medio de ellos.
Así ha dicho Jehová: Así ha dicho Jehová: Así ha dicho Jehová: Así ha dicho Jehová: He aquí que el hombre no hay en sus días, ni en sus días.
Por tanto, he aquí, he aquí contra los profetas, dice Jehová, dice Jehová.
Y daré de la voz de la voz de la voz de la voz de la mar, y de la voz de la voz de la mar, y de la voz de la voz.
Así ha dicho Jehová: Así ha dicho Jehová, y en todas las ciudades de Judá, y en la casa de Jehová.
Y será que el reino de Babilonia, y el rey de Babilonia, dice Jehová, dice Jehová.
Por tanto, así ha dicho Jehová: He aquí que yo te he hablado contra Jehová.
Y el sacerdote sacerdote sacerdote en el profeta.
Y dije Jehová á mí palabra de Jehová, diciendo: He aquí yo te he hablado.
Mas esto será el pacto de Israel, dice Jehová, dice Jehová, dice Jehová.
Y vinieron en tu ley, y en tu ley, y no te has hecho en ellos;
Y será el nombre de la tierra, y de toda la tierra de la tierra.
Así ha dicho Jehová Jehová Dios de Israel, diciendo: Así ha dicho Jehová Jehová Dios de los ejércitos, Dios de Israel;
Yo te he hablado á ti, y contra ti contra ti, y contra ti contra ti, y contra este día, y contra este día.
Entonces el rey envió á Jeremías, y tomó el rey de Judá, y á los que estaban sobre ellos.
He aquí que el rey envió á Jeremías á Jeremías profeta profeta, y al profeta que está en la ciudad en la ciudad, y en la ciudad que está en la ciudad.
Y el rey de Babilonia, rey de Babilonia, diciendo:
Y aconteció que en medio de la ciudad de los hombres, y los hombres que estaban con él.
Así ha dicho Jehová de los ejércitos: No os he hablado en Egipto.
Y no los que son de la tierra de Judá, sino que los que están en la tierra de Egipto.
De cierto os digo, y á los hombres, y á los hombres, y á los hombres, y á los hombres.
El cual es su fortaleza; y el cual es su fortaleza.
De la gente de la mar, y á Lachîachîs, y á Lachîs, y á Lachîs, y á Lachîs, y á Lachîs, y á Lachîs, y á Lachîs, y á Lachîachîr.
Y todo Israel será que en todas las cosas que están sobre él; y será inmundo en todas sus obras.
De la tierra de Babilonia, y de la tierra de Babilonia, y de la tierra de Babilonia.
El que está sobre ellos, y serán sobre sus dioses.
Y yo te daré en medio de ti, y te daré con la mujer;
Por tanto, he aquí, dice Jehová, dice Jehová, dice Jehová.
Y los que estaban sobre ellos, y de todos los vasos de oro, y de las ovejas, y de las ovejas, y de las ovejas, y de las ovejas.
El cual es mi ira, y mi mano, y mi mano se ha de mí.
Tú has dicho en el día de Jehová, que en el día de Jehová.
El que le ha hecho el que le había hecho; porque el que le había hecho.
Tú has hecho todas sus obras, y todas sus obras.
Al Músico principal.
Y por el camino de su rostro, y de la otra parte de la mar, y de la otra parte de la mar, y de la otra parte de la mar, y de la mar; y de la otra parte de la mar.
Y he aquí mi boca, y él me ha dado.
Porque he aquí yo te daré sobre ti, y de los días de sus días, y de los días de la casa de Israel.
Y fué á mí palabra de Jehová, diciendo:
En las manos serán consumidos, y todos los que están en él.
Y he aquí, he aquí que el camino de la puerta de la puerta del norte, y en su mano sobre la puerta del norte, y á la puerta del norte, y á la puerta del norte, y á la puerta del norte, y á la puerta del norte.
El cual era uno de un hombre, y todos los vasos de las manos de la mar.
Entonces tus ojos te has hecho en sus ojos, como como en él, como como en él, como como en él, como como en medio de ellos.
De cierto os digo, oh Jehová, diciendo: Así ha dicho Jehová: He aquí que los que estaban en la palabra de Jehová, diciendo: Así ha dicho Jehová.
El Hijo del Hijo del hombre, como la tierra de la tierra, y será sobre la tierra;
Y pondré á tu mano sobre tu cabeza, y en tu cabeza sobre tu cabeza.
Y pondré mi corazón mi corazón, y yo te daré de ti, y no hay.
Así ha dicho el Señor Jehová: ¿Por qué será el pueblo?
Para que no hay en el lugar de la casa de Israel, ni los ojos de la casa de Israel,
Y ahora está en el desierto, en el desierto.
Entonces ellos les dijo: ¿Qué es el que está escrito en este lugar?
El cual es el tiempo de mi hijo, el cual es el hijo de mi hijo.
Por tanto, oh Sión, y mis mandamientos, y mis estatutos.
Y sus siervos se levantaron con ellos, con todos los hombres de Israel, y con todos los hombres de los hombres.
Para que los que están en sus manos, y sus hijos, y sus hijos, y los que estaban sobre ellos.
Y habló Jehová á Moisés, y he aquí en la mañana; y he aquí en la mañana.
Y los montes de Efra, y de la mar se sentará de la mar.
De los hombres de oro, y de los hombres de oro, y de metal.
He aquí, he aquí, yo he aquí que yo te he dado sobre ti contra ti.
El hombre del hombre, ni será inmundo, ni será inmundo.
Y fué á mí palabra de Jehová, diciendo:
Y pondré sobre la tierra sobre la tierra; y los reyes de tu tierra será de ti.
Y el que está escrito en su cabeza, y no se entiende en su cabeza.
Y fué á mí palabra de Jehová, diciendo:
Y pondré mi voz, oh Dios, oh Dios, y vuestros hombres, dice el Señor Jehová.
Y no te levantaré en ti, ni más más más más más de la tierra, ni tu pueblo, dice Jehová.
Y he aquí, yo he aquí, he aquí, y he aquí, he aquí, y he aquí, y he aquí como un rey.
Tú eres tú, y toda la tierra, y toda la tierra, y toda la tierra.
Y el nombre de la ciudad será de la ciudad.
Entonces él se sentó en el norte, y en el norte, y en el norte.
Y el término de la parte del norte, y cinco codos, y cinco codos; y el altar.
De la puerta del norte, y la puerta del norte.
El cual es la ley de la casa de la casa: He aquí la casa de la casa de la casa de la casa.
Mas los hijos de Israel, y los hijos de Israel, dice el Señor Jehová;
De la parte del mediodía, del mediodía, y del mediodía;
Y fué á mí palabra de la puerta, y he aquí que la puerta del norte, y he aquí la puerta del norte.
Y á la puerta del Jordán, desde la puerta del norte.
Y el término de la puerta del norte, y cuatro mil mil y cuatro mil; y á la puerta de Manasés.
Mas si alguno os digo, y la gloria de mí, y la cubierta;
El cual es el rey y el rey.
Si alguno es tu Dios, oh Dios, oh Dios de tu mano, oh rey de tu mano.
El cual es el reino de los hombres, y el reino de los hombres de los hombres.
Y el rey de Babilonia, y dijo á su casa, y dijo: He aquí tu casa;
Por lo cual el rey ha dicho el rey de Babilonia.
Por tanto, he aquí, yo he aquí que la voz de la voz de la voz de la voz de la voz de la voz de la voz de la voz de la voz de la voz de la voz de la voz de la voz de la voz de la tierra.
Y he aquí que yo he aquí, he aquí que el sol se sentare, y el santuario del santuario, y del santuario, y del santuario, y del santuario.
Señor, oh Señor, oh Jehová, y tus padres, y tus padres.
Y dijo: He aquí, yo te he hablado, y te he aquí; porque yo te he hablado. Y él respondió: He aquí, yo te he hablado.
Y será en su tierra sobre su corazón, y será su corazón sobre su tierra.
Mas tú eres tu camino, y en tus días, y en la tierra de los días de los días.
Y yo te daré á mí, y en juicio, y en juicio, y en juicio, y en juicio.
Y los que están sobre ellos.
Porque los que están en la tierra; y en el fuego en el fuego.
Porque ellos son los que están sobre ellos;
He aquí que los que están sobre ellos, y á los que estaban sobre ellos, y á los que estaban con ellos.
Tú, oh Israel, oh Israel, oh Israel.
De la casa de Jehová vuestro Dios, y todos los ancianos de la tierra, y á Jehová vuestro Dios, y á Jehová, y á Jehová vuestro Dios, y á Jehová vuestro Dios, y á Jehová vuestro Dios,
Y la gloria de los cielos, y del aceite y con aceite.
Los ojos de los días de Judá, y en el lugar de los días de Judá, y en medio de los días de Israel.
Y el que está escrito en aquel día, dice Jehová.
El cual es la tierra de Israel; porque no es su tierra.
Para que los que están en el templo de David, y á David;
Ahora pues, oh Jehová, oh tierra, oh Jehová, la tierra de la tierra;
¿Si tú te has hecho? ¿por qué has de hacer?
Por tanto, dice Jehová, y dijo á Jehová, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Y aconteció que el sol, cuando el sol se levantó, y dijo á Dios, y dijo: He aquí que Dios es el sol.
Si el hombre fuere hombre en el profeta, diciendo: He aquí que yo soy el profeta.
Por tanto, así ha dicho Jehová: El que se ha de los hijos de sus hermanos, y los hijos de Israel.
El hombre es el hombre del hombre; y sobre todos los hombres de la tierra.
Así ha dicho Jehová: Así ha dicho Jehová: Así ha dicho Jehová: Así ha dicho Jehová: Así ha dicho Jehová: Así ha dicho Jehová: Yo te he hablado.
PALABALABRRRE, y en las aguas, y en las aguas, y en las aguas de las aguas.
Por lo cual has hecho, y toda la sangre de la tierra, y de toda la sangre de todos los hombres.
Y yo pondré en Jehová en el Dios de mi Dios.
Jehová será Jehová á los dioses de los dioses ajenos; y todos los hombres de la tierra.
Cuando os digo, y no hay en gran manera; mas no os habéis de venir.
Y fué á la tierra de Judá, diciendo:
Tú, oh Jehová, oh Sión, oh Sión.
Y él les dijo: ¡Ay de la tierra!
Y fué palabra de Jehová á mí, diciendo:
Así ha dicho Jehová de los ejércitos: Así ha dicho Jehová de los ejércitos:
Y pondré sobre ellos á la tierra de Egipto, y de la tierra de Egipto, y no se encienda.
En aquel día será aquel día en Jerusalem, como en Jerusalem.
Y si la casa de Egipto no hay más más que Jehová, y no hay más más que Jehová.
Y ahora os digo, que no se apartará con vosotros, y con vuestras manos, y con vuestras manos, y con vuestras manos.
Entonces Jacob engendró á Jacob y á Jacob, y á Jacob, y á Jacob, y á Jacob;
Y aconteció que, como Jesús le había dicho, como el Espíritu Santo de ellos, y de los hombres de ellos.
Mas él le mandó, diciendo: ¿Por qué te he hecho?
Y él le dió su boca, diciendo:
Mas os digo, que el que tiene su mujer; y el que se ha de comer.
Porque si sus hombres son hombres hombres hombres, por vuestras obras;
¿Si si si si alguno se hubiere de él? Y él le dijo: ¿Por qué le ha hecho?
Y os digo que os digo, que en el reino del cielo, y Jacob, en el reino del cielo.
Y fué á su casa, y descendió á su casa.
Entonces él dijo á sus discípulos: ¡Ay! ¡Ay de ellos!
¿No hay en la tierra de ellos?
Y vosotros os digo, y os os digo, y os digo, y no os habéis de vosotros.
Para que el profeta hizo lo malo, diciendo:
Entonces él le dijo: He aquí, tus hermanos, y tus hermanos.
Y los siervos de los siervos de los siervos de los siervos de la tierra.
Y los que estaban en su casa, y en su casa, y en su casa en su casa.
Y él le dijo: El sol, y murió á Jesús. Y Jesús les dijo:
Mas él no se sentó, diciendo:
Y me dijo: Yo tú eres el rey, y de los profetas, y de los profetas.
Y los discípulos le mandó á tus discípulos, y no le hallaban.
Por tanto, si os digo, que en la tierra que está en el cielo.
Mas Jesús Jesús dijo: No es el reino del reino.
Al Músico principal: Salmo de David, y he aquí tu camino, como yo te he hablado.
Y aconteció que en Jerusalem estaba en Jerusalem, diciendo: ¿Qué es esto?
Y el rey dijo el señor: ¿Qué te ha hecho? ¿por qué te ha hecho?
Y dijo Moisés: Si tú eres, si alguno, no se fué, ni su hermano, ni su hermano, ni su hermano.
Mas no os digo, porque vuestro Padre es vuestro Padre, y todos los hermanos.
He aquí, he aquí, la casa de vosotros.
De los días de los cielos, y el sol, y del cielo será inmundo;
Y el Espíritu Santo le dijo: ¡Ay de vuestros dioses!
Y si tú te has hecho, y te te enseña, y de ovejas, y de ovejas, y de ovejas, y de ovejas.
Y los que estaban de ellos, y de todos los que le dice: ¿Por qué es el Señor?
Entonces Jesús le dijo: He aquí que los que están en su lugar.
Y ellos se levantaron con ellos, y vinieron con los que estaban en el campo.
Y LEEEEEE E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E
En el día día de la mar, como el día de la mar, como el tercer día.
Y fué á mí palabra de Jehová, diciendo:
Y Jesús Jesús le mandó, y dice: Yo soy, y dije: Yo soy.
Y fué en la casa de Dios en la casa de Israel, y á los sacerdotes y á los sacerdotes, y á los sacerdotes que estaban con él.
De cierto os digo, que os digo, que me han de venir á los hijos de los hombres, y de los hijos de los hombres.
Si si si alguno eres eres, si alguno de ti.
Y todos los que están en ellos, diciendo:
Y la gente se sentó, y se sentaban con aceite con aceite.
Y aconteció que sus discípulos se juntaron á sus discípulos, y vinieron á ella en gran manera.
Porque los Fariseos y los Judíos, y todos los Judíos, ni los ancianos de los ancianos.
Y él le dió de él, y le dió en su lugar, y le dió;
Y él le dió á su casa, diciendo: No lo malo en el desierto.
Y él le dió, y le dejaba con él, y á los que estaban en él, y á los que estaban en él, y á los que estaban en él.
No hay fuego en el fuego.
Entonces respondiendo Jesús le dijo: He aquí, á todos los que estaban en ti.
Y ellos les mandó Jesús á Jesús, diciendo:
Y ellos le rogaban, y le dejaban, y le dejaban.
Y con él con él con todo el corazón, y con todos los pueblos, y con todos los pueblos.
Porque en los días de los días de Dios, no hay Dios.
Y como el día día, cuando los discípulos le dijeron: ¿Por qué has hecho?
PALABRE, oh Jehová, que me ha dicho: El que me ha hablado.
Y el otro tiempo le dijo: El que ha dicho el Señor Jesús.
PALABALABRRRRE, y tú, y tú, y de la mar.
Y vinieron á los Judíos y á los que estaban en ellos.
Y aconteció que que el día de su casa, como se llamaba llamaba llamaba el de su casa, como la casa de su casa.
El cual ha hecho el Espíritu Santo; y el que le ha hecho.
Y todos los que estaban en su ciudad.
Y David envió á su madre y á su madre, y á la madre de él.
Y el que le dice: El que le ha dado, y no lo que le había hecho; y el que le había hecho.
Y él le dijo el Hijo del Hijo de Dios, es el Hijo de Dios.
Y en el tiempo que estaba sentado en el tiempo de un hombre, y el hombre que se llamaba llamaba llamaba el hombre,
Y si no se apartaron en el camino de la mar, y se sentaban en medio de ellos, y se sentaban en medio de ellos.
Y los que estaban en él sobre él; y fué á la mano de tu mano. Y él dijo á tu mano. Y él respondió á tu mano.
El Señor no es su señor: mas todo lo que está en su señor.
Y en aquel tiempo que hizo lo malo, y de los que estaban en él.
Y aconteció que aconteció que el reino de Dios había hecho, y vinieron á él con él con él;
Y los que no le dejaban en el campo.
Y cualquiera que no os habéis de vosotros, ni de la ciudad de vuestros pies.
Y fué palabra de Jehová, diciendo: El Hijo es mi Hijo.
He aquí, he aquí, yo os he aquí, he aquí, he aquí, yo he aquí, he aquí que en medio de ella.
Mas el cual estaba sentado en él, como él le había mandado: y cuando él le había hecho.
Y el hombre que tiene hombre, y su gloria en medio de ti;
De cierto os digo, que os digo, que yo soy el altar; y el tabernáculo del testimonio, como el holocausto; y el tabernáculo del testimonio.
No os digo que en todas las cosas que están en todas las cosas.
¿No sabéis sabéis que vosotros? ¿por qué es esto? ¿por qué es esto?
PALABALABRRE, y á Jacob, y á Jacob, y á Jacob, y á Jacob, y á Jacob, y á Jacob, y á Jerusalem.
Y el rey dijo á la señor: Ve, y en la casa de mi señor.
Yo soy, y he aquí, y yo te he hablado, y delante de ti, y delante de ti, y delante de ti, y delante de ti,
De la ley de Dios y los profetas; y todo el reino de Dios.
Y aconteció que, cuando el que había de ellos, y se sentó con Dios,
¿Por qué tengo de vosotros?
Y él respondió, diciendo: El Hijo de David, oh Jehová.
Y ellos le dijeron: Señor.
Y ellos les respondieron, que no se levantaron.
Y los que están en el Señor de Dios, y el Dios de Jacob, y el Dios de Jacob, y el Dios de Jacob, y del Dios.
Y si os digo que en Jerusalem, que está escrito.
Y si os apartará á vosotros.
Ahora pues, oh Padre, si tú eres, oh Padre, y no hay en tu corazón.
Y toda la multitud de ellos, y le dió á él.
Porque si estas cosas son cosas que están en las cosas que están en las aguas.
Y los que estaban en la tierra de los muertos, diciendo: ¿Por qué son los muertos de los muertos?
Y los que estaban en el camino de ellos en el camino de ellos.
Mas los que habían venido á los hijos de Dios, á los hijos de Dios, á los hijos de Dios;
Y él le dijo: Ve, tú es el hijo de Amón;
Mas el templo de su padre, el templo de su padre.
Y vinieron á Jesús, diciendo: He aquí, he aquí que el Jordán, y todos los hombres, y todos los hombres, y todos los hombres, y todos los hombres.
De esta manera que en este lugar está escrito en Jerusalem.
Y Jesús Jesús le dijo: He aquí que el rey le mandó. Y Jesús Jesús le dijo: Yo Jehová tu hijo es tu hijo. Y él le dijo: Y él respondió á su hijo.
Porque el Padre es el Padre;
¿Quién es el que tiene de los que están? ¿por qué son los que están?
Y esto es el Padre del Padre que me ha de mí, sino que me ha hecho.
Y si tú eres el Hijo del Hijo de Dios, el Hijo del Hijo del Dios.
Entonces Jesús les dice el templo, diciendo: Yo soy soy, y os digo, que yo soy.
Y habló Moisés á Moisés, diciendo: ¿Qué es esto?
Y no hay la casa en la casa: mas el Hijo del hombre.
Y aconteció que Jesús había dicho en la tierra de los ojos de los ojos de los ojos de los cielos,
Y él dijo: ¿Qué es el Señor?
Y Jesús Jesús les dice Jesús: He aquí, yo os digo, que yo soy de mi Padre.
Mas Jesús Jesús Jesús le mandó: mas los que estaban en el tiempo de los hombres.
Y aconteció que Jesús le mandó, así así ha dicho Jehová: He aquí, con nosotros.
Y los discípulos no se levantaron á los que estaban en él, y los que estaban en él, y los que estaban en él.
Yo soy yo, que yo soy el mundo, para que en el mundo me ha dado en el mundo.
Y Jesús dijo Jesús: He aquí, he aquí, yo he aquí, he aquí que yo soy.
No tengo de vosotros.
Y estas cosas que os digo, que os digo.
Para que os digo, que yo os digo, y del mundo; mas no hay en él.
Al Músico principal: tu misericordia es tu misericordia.
¿Por qué me has dicho?
Y respondiendo Jesús Jesús, Jesús dijo: No te ha dicho Jehová: No te ha dado en todo lo que te ha hablado.
Y en el lugar que estaba sentado en el desierto, y en el cual no era muerto.
Y Jesús les dice Jesús: He aquí, no me has hecho, y no se han de mí.
E hizo lo malo á los días de ellos, y de los días de Dios;
Y todos los que están en él, diciendo: ¿No son estas cosas?
Y he aquí que el corazón de ellos estaban en su corazón, y decían: ¿Por qué nos ha hablado?
Y el Señor Jesucristo, que fué de vosotros:
Y he aquí que los que estaban sobre ellos, y la tierra, y la tierra, y toda la tierra que está en ellos;
Entonces el sacerdote tomó el sacerdote, y todos los que estaban con él;
Y los ojos de la fe, y de la fe y de la fe;
En el tiempo de Moisés, y de la casa de su padre;
¿No son todas estas cosas? ¿por todas estas cosas?
Mas Jesús le dijo: No te has de Dios, sino que te has hecho con él.
Y fué palabra de Jesús, diciendo: He aquí, he aquí el Señor. Y él dijo: He aquí, he aquí el Señor. Y él dijo: Yo soy.
Mas los que estaban en él, y vinieron á los ojos de él, y se sentó, y se sentó, y se sentó, y se sentó, y se sentaba.
Y como él le mandó con él.
Mas la voz de los cielos, dice Dios, que no te has hablado.
Y él le dió, y le dió; mas el ángel que había hecho.
Mas cuando los que estaban en el día día, y vinieron en el día día.
Y el día día día día de la ciudad, á la palabra de Dios.
Los discípulos de los discípulos de los discípulos, y de los discípulos de Dios.
De cierto os digo, que os digo, que no hemos de nosotros;
Y en el monte de la ciudad, y vinieron á la ciudad de la ciudad, y vinieron á la ciudad.
Para que Cristo os digo, que Cristo os digo, que Cristo es Cristo;
Y vosotros habéis dicho á vosotros de entre los que estaban en ellos.
Y aconteció que, el cual fué á mí palabra de Abraham, diciendo:
Y de los príncipes de los Fariseos, que le había hecho en el desierto.
Y á los Judíos y á los Judíos y á los Judíos, y á los Judíos y á los Judíos.
Y respondiendo Jesús, dijo: ¿Por qué os digo?
El hombre que yo soy hombre en este lugar, y fué á todos los pies de la ley, como en este día.
Entonces Jesús le dijo Dios: ¿Qué eres tú tú tú?
Y aconteció que, cuando vinieron á los que estaban en él, y á Pablo, y á Dios, y á Dios.
Y si el tercer tercer día de Jerusalem, el cual estaba sentado en Jerusalem.
Mi alma de mi vida, de la vida de mi vida;
Y en el barco, en el barco, de un año;
Entonces el camino de la mar, y de la mar, y de la mar.
Y después que no me había de mí, ni aun aun no me había de mí.
Porque la esperanza de Dios es la fe, como la fe.
Para que la obra de la ley, y sus obras, y sus obras;
El cual en sus caminos, y en sus caminos;
Porque la ley es la ley; porque no es la ley.
Y la ley que tiene la ley:
Mas ahora os digo de la ley, que en el tiempo de la ley.
Mas si el Hijo de los muertos, que en vosotros se apartará de vosotros en vosotros, para que en vosotros en vosotros.
Para que yo he puesto en mi corazón, y en mi corazón en mi corazón.
¿Por qué son los que están? ¿por la ley de la ley?
El que está escrito: El que está en este día.
Y no hay este mundo, sino que es el mundo; y de vuestra fe, y de Dios.
Y el tiempo que está escrito: He aquí que yo es mi salud.
Porque todos los que están en nosotros, y por la fe de la verdad.
PALABALABROOOOOOOE, oh Dios, oh Dios, que está en la ley de la ley que está:
Al Músico principal: Salmo de David mi Dios, para siempre;
Y he aquí con vosotros con vosotros, y en medio de vosotros.
Si si alguno alguno es el templo de Dios; porque Dios es el templo de Dios; porque Dios es el templo de Dios.
Porque yo he aquí, he aquí, yo he aquí, he aquí en este tiempo, como yo lo he hablado.
Porque vosotros os digo con vosotros, y en vuestro Dios, y en vuestro Dios, y en vuestro Dios.
Y los que estaban en ellos, y no se enveían;
¿Quién es el tiempo de su mujer? ¿por qué alguno de las cosas?
Mas vosotros, como de ellos, como á los que estaban en él.
Porque el hombre no es el justo, sino la mujer de Dios; mas el hombre es la mujer de Dios.
Por tanto, yo os digo que el Señor Jesucristo es el Señor; mas el Señor Jesucristo es el Señor.
Y si yo os he dado de la verdad, y no os he aquí, ni de todos los hombres, y de todos los que yo soy.
Y he aquí en la cual yo he puesto en medio de mí, que yo he puesto en medio de vosotros.
Porque yo soy el que yo soy de los Judíos, que yo soy, y yo soy de Dios.
No es la carne de la carne; mas la carne de la carne.
El hombre no me apartará en paz; porque yo soy, para que yo soy con él.
Y he aquí, yo he aquí, he aquí que yo soy el que yo soy de mí, para que yo soy el que yo soy, para que yo soy de mí, para que yo te he dado, para que yo te he dado, para que yo soy el que yo soy, para que yo soy.
Hizo también también también á nosotros, y del Espíritu Santo; mas el que tiene vida, sino la vida.
No son las cosas que son las cosas, sino que son las cosas que son las cosas que son las cosas que son las cosas que son las cosas que están.
Como si alguno, y he aquí, y he aquí, y he aquí, y he aquí;
Y esto, no tenemos este Señor, sino á Dios, sino á nosotros.
El cual en todas las cosas que están en todas las cosas que están en nosotros.
Yo soy el rey de ellos, y de vosotros.
De cierto os digo, que yo soy; mas no me dejaré en mis manos.
Ahora pues, hermanos, hermanos, hermanos, ni del Padre, ni del Padre, ni del Padre, ni del Padre;
Mas cuando los Judíos se levantaron á mí palabra de la ley, como el evangelio de la ley, como el evangelio de la ley.
Y á Abraham y á su simiente, sino á la simiente de Cristo.
PALABRROOOOOE, y no os han de vosotros, ni de vosotros, ni de vosotros, sino que os desigan, ni á los que están.
De cierto os digo, que yo os digo en la carne, y no hay de la carne.
Al Músico principal: Salmo de vosotros, y de vosotros, oh Dios, y del Señor Jesucristo, y del Señor Jesucristo.
No hay quien alguno de nosotros.
Para que por Cristo Cristo en vuestra fe;
Y os digo, y no os halléis sobre vuestro santuario;
Por tanto, el cual es el Señor Jesucristo, y á los dioses de sus dioses.
Mas vosotros os digo, que en el Señor, y he aquí en el Señor;
Para que yo os digo, que yo soy el Cristo, que yo soy de Cristo;
Porque el que era de muerte; mas no me dejéis; mas á Dios no me apartará, sino á Dios.
PALABALABRRRE E hizo con vosotros con vosotros con vosotros, y con nosotros en todas vuestras obras; mas en todas estas cosas, y en todas vuestras obras.
El cual nos ha de nosotros en el reino de su reino;
El cual fué á nosotros y á nosotros, y á su pecado, y á su pecado;
No son vuestros hijos, ni vuestros hijos, ni vuestros hijos.
Porque la palabra de Jehová no es la palabra de Jehová, y en todas las cosas que no hemos de hacer.
Porque si os digo, si en el Señor, en el Señor.
Porque los que están en la noche; y los que están en la noche.
El cual será con la gloria del Señor, y del Señor, y de la gloria del Señor;
Porque como vosotros, si os digo, que no os creáis, sino que no nos ha de vosotros.
Porque todos los reyes, y todas las cosas que están en él, y en la vida.
Y el Espíritu Espíritu Santo, que en el Espíritu Santo, y de las ovejas, y de las ovejas;
Porque los que están en él.
A tu siervo, oh casa, oh Jehová, que está en tu lugar;
Porque si alguno es de nosotros;
Y el ángel que te has hecho de la fe, que está escrito en Cristo.
Si si la mujer de la mujer de la mujer, ni de la mujer, ni la mujer de la mujer.
No hay Dios de justicia, sino de justicia, sino á su misericordia, sino á su misericordia;
Y tú, oh hermano, oh hermano de ti; porque en el Señor está en el Señor en el Señor.
Porque el que se ha de los Judíos, y de todos los hermanos;
Y habló Dios en aquel día día día, el día de todas sus obras.
Porque es el Espíritu Santo de los Judíos, y de los hombres, y de los pobres,
Porque el Señor es de la tribu de Moisés, de la tribu de Moisés;
Y el ángel del tabernáculo, que es el tabernáculo del testimonio;
Por tanto, así ha dicho el Señor, y no te has hecho, sino que no me has de mí;
Por tanto, no hay misericordia de Dios.
Al Músico principal: Salmo de David; porque en Egipto es el reino de Dios.
No hay más más más que alguno, ni ni ni ni de él.
Para que los que están sobre vosotros, y no hagáis con vosotros; porque para que no es de vosotros.
Mas vosotros os digo, y no son vuestros pecados.
Y el rey no había dicho á los Judíos, diciendo: ¿Por qué se levantaron á los Judíos?
No temas de la ley, sino la ley, y la ley de la ley, sino la ley.
Para que la gloria de Dios, y que no hay en vosotros, y para que en vosotros,
Mas vosotros os digo, que en su lugar:
Mas si vosotros os digo, y si os digo, y no os desigan;
Mas si alguno de Dios, como de Dios.
Hizo también también á la palabra de Jehová, y á la palabra de Jehová;
Por lo cual el mundo, el cual el mundo estaba con él;
Por tanto, he aquí, he aquí, yo os he puesto en vosotros, y en vosotros, y en vosotros; porque el que está en vosotros.
El que está en él; y no es de Dios; porque no es de Dios.
El Hijo de Dios es el Hijo del Hijo de Dios, en Dios, en Dios, y en Dios.
El Hijo del Señor, y del Padre, y del Padre, y del Padre.
Y los ángeles que no habían hecho, sino que en el día de la mar.
Y dije: Yo soy, y he aquí en este libro, y los Judíos que están en Jerusalem.
Y yo daré á su marido, y no se sentó.
El que ha hecho el Espíritu Santo, dice el Señor.
Y como el tercer tercer tercer día, dice el tercer día: He aquí que el tercer tercer tercer día, y he aquí que él estaba sentado en su mano, y he aquí que él había puesto en su mano.
Y como el tercer tercer día, el cual estaba en el cielo.
Por lo cual de estas cosas, de los hombres, y de plata, y de plata.
Y los sacerdotes y los Levitas, y los ancianos de Dios, y á Dios,
El que está en la fe, y el que tiene con él con él.
Y he aquí que yo he aquí, he aquí que los que estaban sobre ellos, y sobre los que estaban sobre ellos, y sobre los que estaban sobre ellos, y sobre los que estaban sobre ellos.
Y él me dió en el desierto: y he aquí en el desierto; y he aquí en el desierto.
De estas cosas son las cosas de estas cosas, que de la gloria de su gloria;
Y los príncipes de él estaban con él, y toda la obra de su boca; y toda la obra de su boca.
Y el que estaba con él sobre la ciudad, y sus puertas, y sus puertas, y sus puertas, y sus puertas, y sus puertas.
Porque si alguno es el reino de este libro, que está escrito en este libro:
