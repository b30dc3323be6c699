Y los cielos y los cielos y los cielos y los cielos y los cielos y la tierra.
Y el espíritu de Dios estaba sobre la tierra, y sobre la tierra de la tierra.
Y el espíritu de Dios dijo: He aquí que está en medio de ella.
Y dijo Dios á Dios: He aquí que está en la luz de Dios.
Y el día de la mañana fué el día del día, y el otro día de la mañana.
Y dijo Moisés á Dios: He aquí el día de las aguas, y en medio de la mar, y en medio de la mar.
Y aconteció que que el viento estaba en la mar, y las aguas de las aguas eran de las aguas: y las aguas eran de las aguas.
Y el día era el día de la mañana, y el día de la puerta, y el día de la puerta.
Y dijo Moisés á la tierra: Di á la tierra, y á la tierra de la tierra.
Y el Dios de la tierra fué como la tierra de la tierra: y el Dios era de la tierra.
Y dijo Dios á la tierra: He aquí que la tierra está en la tierra, y en la tierra que está en la tierra.
Y el que tenía en su sangre, y su sangre era era, y su sangre era, y su sangre era.
Y el día de la puerta era de la puerta, y el día que estaba delante de la puerta.
Y dijo Moisés á Dios: He aquí en el día de la noche, y en el día de Dios, y en medio de ellos, y en medio de ellos:
Y en la tierra de la tierra, en la tierra de la tierra, y en la tierra de la tierra.
Y aconteció que el día de la mar estaba delante de la mar, y de la mar.
Y el Dios de la tierra estaba en la tierra de la tierra:
Y aconteció que el día que el día de la tierra era de la tierra: y el día que está en la tierra.
Y aconteció que el día que el día era el día, y el día que estaba delante de la puerta.
Y dijo Dios á la tierra: El que está en la tierra de la tierra, y en la tierra de la tierra.
Y aconteció que que que que que el sol era, y el que tenía en el polvo.
Y habló Dios á la tierra, y á la tierra de la tierra, y á la tierra de la tierra.
Y el séptimo día que está en la tierra, asentaron en la tierra, y en la tierra de la tierra.
Y dijo Dios á la tierra: He aquí la tierra está en la tierra, y la tierra de la tierra.
Y aconteció que que que que que el Dios estaba en la tierra: y el que tenía sobre la tierra.
Y toda la tierra de la tierra, y toda la tierra de la tierra, y toda la tierra de la tierra.
Y toda la tierra de la tierra de la tierra de la tierra, y de la tierra de la tierra, y de la tierra de la tierra.
Y sobre la tierra de la tierra, y sobre la tierra de la tierra, y sobre la mar, y sobre la tierra de la tierra.
Y dijo á Dios: He aquí que yo soy Jehová, que la tierra de toda la tierra que está en la tierra de la tierra.
Y he aquí que yo soy Jehová, y todo lo que está en la tierra de la tierra, y en la tierra de la tierra.
Y aconteció que que que el día que el día que estaba delante de la puerta: y he aquí el día que estaba delante de la puerta.
Y habló Dios á todos los hijos de Israel, diciendo: Así ha dicho el padre de nuestro padre.
Y dijo David á Jacob: He aquí que no ha dicho el Señor Jehová.
Y Jehová dijo á Moisés: He aquí que yo soy el Dios de tus padres.
Y llamó Jacob á Jacob, y á Jacob, y á Jacob, y á Jacob, y á Jacob, y á Jacob.
Y dijo Dios á Dios: No me ha dicho el Dios de mi padre, sino que me ha de mí.
Y yo soy Dios con mi padre, con mi padre y con vosotros.
Y no me envió á mí, sino á Dios, sino á Dios.
Y él le dijo: ¿Por qué se ha hecho tu boca? ¿y de tus ojos?
El Dios de todas las palabras de Dios, y de todas las palabras de Dios, y de todas las palabras de Dios.
Y he aquí, he aquí que estaba sentado en la mar, y he aquí que estaba sentado en medio de la mar.
Y el ángel de Dios dijo: Así ha dicho el ángel de Dios, diciendo: Así ha dicho el ángel de Dios.
Y dijo todo el ángel de todas estas cosas, y he aquí todo lo que yo soy Jehová.
Y he aquí que yo soy Jehová tu Dios, y te ruego que yo te he hecho.
Y él dijo: ¿Por qué nos ha de nosotros? Y él respondió: ¿Por qué nos ha de nosotros.
Y él le dijo: ¿Por qué nos ha de nosotros? ¿y no nos ha de nosotros.
Porque el Dios de nuestro Dios es, y le dijo: He aquí que el Dios es de tu padre.
Y dijo Jacob á Jacob: He aquí, él le parió á Jacob, y á Jacob:
Y todos los hijos de su padre tomó á su padre, y á su padre, y á su padre, y á su padre.
Y fué el padre de su padre, y fué á su padre, y á su padre.
Y él le dijo: ¿No le había hecho? Y él le dijo: No lo había hecho.
Y todo el monte de todo el monte del monte, y todo el monte de su rostro, y todo el monte de su rostro.
Y aconteció que el día que el monte de Jacob fué el monte de Jacob.
Y el monte de Nachôôr, y púsole en el monte de Galaad.
Y dijo Moisés á Jacob: No temas, ni á Jacob, ni á Dios.
Y dijo Jacob á Jacob: Di á Jacob, y á Jacob en el monte de Jacob, y en el monte de Jacob.
Y dijo Moisés á Jacob: ¿Qué eres tú, y tú eres tú?
¿Por qué me he visto, y no te he oído? ¿por qué te he hecho?
Y tú, ¿qué me has hecho? ¿por qué me has hecho? ¿y por qué me has hecho?
Ahora pues, hermanos, hermanos, no te ruego, ni te has dicho.
¿Eres tú tú tú tú, oh Dios? ¿por qué has hecho tu padre?
Y díjome: He aquí, yo te he dicho, que yo soy Jehová. Y él respondió: No me ha dicho.
Porque tú eres eres tú, y no me ha dicho.
Y él le dijo: No le había ido, sino que no le había ido de ella, y no le había ido de ella.
Y todo el rostro de todos los que habían venido en el campo, y no se fué de ellos. Y todo el camino de todos los que habían venido.
Y él dijo: He aquí que yo soy Jehová; mas no me ha venido. Y él respondió: No me ha venido.
Y él respondió: ¿Qué eres tú? ¿y quién eres eres tú?
¡Ay de tus hermanos, tus hermanos, y tus hermanos, y tus hermanos, y tus hermanos, y tus hermanos.
No dejé de tus ovejas, y de tus ovejas; y de tus ovejas, y de tus ovejas.
Yo soy el día de la mano de mi mano, ó de la mano de mi mano de mi mano.
Por tanto, yo soy el día de la noche, y mi rostro.
Tú, tú eres mi alma, y tus hijos y tus años, y tus hijas.
Tú, Dios mío, Dios mío, y yo te ruego, y yo te ruego, oh Dios mío.
Y dijo Moisés: ¿Por qué eres tú? ¿y qué eres tú?
Ahora pues, pues, oh Señor, yo te ruego, y te ruego que yo te ruego, y te ruego que te he hecho.
Y he aquí yo te he dado, y te he aquí que yo soy Jehová.
Y él les dijo: He aquí, y he aquí que yo soy Jehová.
Y murió Jacob, y parió á Jacob, y llamó á Jacob. Y él engendró á Jacob. Y Jacob engendró á Jacob.
Y el día que está delante de ti, dijo: He aquí el nombre de tu nombre de tu nombre.
Y Jehová dijo á Moisés: He aquí ahora, tú eres, y tú. Y él dijo: He aquí que yo soy Jehová.
Si yo soy hombre, no me ha de mí, y no me ha de mí.
Y él respondió: He aquí, yo te ruego, y yo te ruego que yo te he hecho, y yo te he hecho.
Y díjome: He aquí que yo soy Jehová, yo te ruego que yo te he hecho, y no te he hecho.
Y habló Dios á su padre, y á su padre, y á su padre.
Y todo el monte de todo el monte de todos los hijos de Israel, y todo el monte de todo el monte.
Y los hijos de los hijos de los hijos de su lugar, y los hijos de su lugar, y los hijos de su lugar.
Y Jehová dijo á Moisés: He aquí que yo soy Jehová. Y él respondió: He aquí que yo soy Jehová.
Por tanto, así ha dicho Jehová de los ejércitos, Dios de sus vasos, y de oro de plata y de oro, y de oro, y de oro, y de oro, y de oro de oro de oro, y de oro de oro, y de oro de oro, y de oro, y de oro.
Y Jehová habló á Moisés en la tierra de Egipto, en la tierra de Egipto, y en la tierra de Egipto.
Y Jehová dijo á Moisés: He aquí yo soy el pueblo de Egipto, dice Jehová.
Y toda la congregación de todas las tribus de todas las tribus de la tierra, y de todas las tribus de todas las tribus de la congregación.
Y todo el tiempo de todas las cosas de todas las cosas de todas las cosas de todas las cosas de todas las cosas de todas las cosas.
Mas Jehová ha dicho el Dios de Israel: No ha dicho el Dios de Israel.
Y Jehová dijo á todos los ejércitos, diciendo: He aquí que yo soy Jehová, que yo te he puesto en medio de ti.
Y Jehová dijo á Moisés: He aquí que yo soy Jehová, que no os ha dicho Jehová de los ejércitos.
Y Jehová dijo á Moisés á Moisés, y á Moisés y á Aarón, y á sus hijos.
Y habló Jehová á Moisés y á Moisés, diciendo:
Así ha dicho Jehová de los ejércitos, Dios de los ejércitos, y de la expiación, y de la expiación.
Si el tabernáculo del testimonio del testimonio de la puerta del tabernáculo del testimonio, el holocausto de la puerta del tabernáculo del testimonio.
Y el holocausto será el holocausto, y el holocausto y el holocausto.
Y el tabernáculo del testimonio de la puerta del tabernáculo del testimonio, y la sangre de la sangre del tabernáculo del testimonio.
Y el tabernáculo del testimonio, y el tabernáculo del testimonio, y el tabernáculo del testimonio.
Y los hijos de Aarón Aarón y Aarón y sus hijos, y el altar del altar, y el altar del altar, y el altar del altar, y el altar del altar.
Y el altar que está en el altar, y el altar está sobre el altar, y sobre el altar;
Y el altar de Jehová es el altar, y el holocausto y el altar del altar, y el altar del altar, y el altar del altar, y el altar del altar.
Y el presente de un cordero de un cordero de un hin de un becerro, un cordero de un becerro, un cordero de un becerro, un cordero de un becerro.
Y el tabernáculo del testimonio, y el altar del tabernáculo del testimonio, y la sangre de la sangre de la sangre.
Y el sacerdote será en el altar, y el altar que está en el altar del altar:
Y el sacerdote es el holocausto, y el holocausto, y el holocausto y el holocausto, y el altar de Jehová.
Y el holocausto de Jehová, el holocausto de la anchura de la anchura de la anchura de la anchura de la anchura de la puerta de Jehová.
Y el altar de la sangre será de la sangre, y la sangre de la sangre de la sangre, y la sangre de la sangre:
Y el altar de la puerta de la puerta del altar, y el altar de la puerta del altar;
Y el sacerdote es el holocausto, y el holocausto, y el holocausto y el holocausto, y el altar de Jehová.
Y Jehová habló á Moisés y á Moisés y á Moisés y á Moisés, diciendo:
Y habló Jehová á Moisés, diciendo:
Y todo el tabernáculo del testimonio, en el tabernáculo del testimonio, en el tabernáculo del testimonio, en el tabernáculo del testimonio, en el tabernáculo del testimonio.
Los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de Aarón:
Y el tabernáculo del tabernáculo del testimonio, y los hijos de Aarón, y los hijos de Aarón, y los hijos de Aarón, y los hijos de Aarón:
Y el arca del tabernáculo del tabernáculo del testimonio, y el altar de metal.
Y sus manos, y sus vestidos, y las ovejas y las ovejas, y las ovejas, y las ovejas y las ovejas, y las ovejas y las ovejas, y las ovejas, y las ovejas y las ovejas, y las ovejas y las ovejas y las ovejas,
Y de la mar será de la mar, y de la mar, y de la anchura de la mar, y de sus alas.
Y sus vasos, y sus vasos, y sus vasos, y sus vasos;
Y todos los vasos de todos sus vasos, y todos sus vasos, y todos sus vasos.
Y el altar de la longitud de sus alas, y el altar de sus alas, y el altar de la puerta, y el altar, y el altar de su cabeza.
Y de todas las ovejas y de metal, y de metal, y de metal, y de metal, y de metal;
Y el altar del altar, y el altar, y el altar, y el altar, y el altar del altar, y el altar;
Y todos los vasos de metal, y todos los vasos de metal, y todos los vasos del altar.
Los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos.
Con todo el tabernáculo del tabernáculo del testimonio, y todo lo que está en el tabernáculo del testimonio, y en el tabernáculo del testimonio.
Y Jehová habló á Moisés y á Moisés y á Moisés y á Moisés, diciendo:
Y habló Jehová á Moisés y á Moisés, diciendo:
Y á Moisés y á Aarón y á Aarón, y á sus hijos, y á sus hijos, y á sus hijos, y á sus hijos, y á sus hijos, y á sus hijos, y á sus hijos, y á sus hijos, y á sus hijos, y á sus hijos, y á sus hijos, y á sus hijos, y
Mas los que están en el ministerio de ellos, los que están en el ministerio de ellos.
Y habló Jehová á Moisés, diciendo: Así ha dicho el Señor Jehová.
Y de los hijos de los hijos de Leví, de los hijos de los hijos de Leví:
Y harás el tabernáculo del testimonio, en el tabernáculo del testimonio, en el tabernáculo del testimonio, en el tabernáculo del testimonio.
De la tribu de los Levitas, de los Levitas, y de los Levitas, y de los Levitas, y de los Levitas, y de los Levitas, y de los Levitas:
Y el tabernáculo del testimonio, y el tabernáculo del testimonio, y el tabernáculo del testimonio, y el tabernáculo del testimonio;
Y el tabernáculo del tabernáculo del testimonio, y el tabernáculo del testimonio, y el tabernáculo del testimonio, y el tabernáculo del testimonio.
Y á todos los hijos de Aarón y á todos los hijos de Aarón, y á todos los hijos de Aarón, y á todos los hijos de Aarón, y á todos los hijos de Aarón, y á todos los hijos de Aarón, y á todos los hijos de Aarón.
De los hijos de Aarón, de Aarón, de los hijos de Aarón, y de los hijos de Aarón, y de los hijos de Aarón, y de los hijos de Aarón.
De los hijos de Aarón, á los hijos de Aarón, á los hijos de Aarón, á los hijos de Aarón, á los hijos de Aarón:
De la obra de los hijos de Aarón, y de los hijos de Aarón, y de los hijos de Aarón, y de los Levitas.
Y el tabernáculo del testimonio, y el tabernáculo del testimonio, y el tabernáculo del testimonio, y el tabernáculo del testimonio;
Y todos sus vasos, y sus vasos, y todos sus vasos, y todos sus vasos, y sus vasos, y sus vasos, y con todos sus vasos.
En el tabernáculo del testimonio de los hijos de Aarón, á todos los hijos de Aarón, á todos los hijos de Aarón.
Y de los hijos de Aarón y de Aarón, y de los hijos de Aarón, y de los hijos de Aarón, y de los hijos de Aarón, y de los hijos de Aarón:
Y el tabernáculo del testimonio, y el tabernáculo del testimonio, y el tabernáculo del testimonio;
Y el tabernáculo del testimonio de los hijos de los hijos de Aarón: y los hijos de los hijos de los hijos de los Levitas.
Y á Moisés y á Moisés y á Moisés y á Moisés y á Moisés y á Moisés y á Moisés y á Moisés.
Y de los hijos de Aarón, á los hijos de Leví, á los hijos de Aarón, y á sus padres,
Y el tabernáculo del testimonio, y el tabernáculo del testimonio, y el tabernáculo del testimonio;
De la casa de los hijos de Manasés, sesenta y cinco mil y sesenta.
Los hijos de Aarón son los hijos de Aarón, y los hijos de Aarón, y los hijos de Aarón, y los hijos de Aarón, y los hijos de Aarón.
Y de los hijos de Aarón, de los hijos de Leví, á los hijos de Leví, á los hijos de Leví:
Y el tabernáculo del testimonio, y el tabernáculo del testimonio, y el tabernáculo del testimonio;
De los hijos de los hijos de Aarón, sesenta y cinco mil y cinco mil.
Los hijos de Aarón fueron los hijos de Aarón, y los hijos de Aarón, y los hijos de Aarón, y los hijos de Aarón.
Y á Moisés y á Moisés y á Moisés, y á Moisés y á Moisés, y á sus padres, y á los Levitas, y á los Levitas, y á los Levitas, y á los Levitas, y á los Levitas, y á los Levitas, y á Moisés, y á Moisés, y á Moisés, y á Moisés, y á Moisés, y á Moisés, y á Moisés, y á Moisés,
Y el tabernáculo del testimonio, y el tabernáculo del testimonio, en el tabernáculo del testimonio, en el tabernáculo del testimonio;
De los contados de los Levitas, cincuenta y cinco mil y cinco mil y cinco mil.
De la ley de Jehová había mandado á Moisés, y á la ley de Jehová.
Y habló Jehová á Moisés, diciendo:
Así ha dicho Jehová de los ejércitos, Dios de los hijos de Israel:
Entonces el término de la tierra será llena de la tierra: el término de la tierra será llena de la mar.
Y el mediodía, y el mediodía, y el mediodía, y el mediodía, y el mediodía, y el mediodía, y el mediodía, y el mediodía, y el mediodía, y el lado de la mar;
Y el término de Egipto será el término de Egipto, y el término de Egipto, y el término de Egipto, y el término de la mar.
Y así ha dicho el Señor Jehová: De cierto os digo que yo soy el término de la mar.
Y será el término de vuestro término, por tanto, por tanto, por tanto, por tanto, por tanto, por tanto, por el monte de vuestro monte.
En el monte de la mar, y el término de la mar, y el término de la mar;
Y será el término de la mar, y el término de la mar, y el término de la mar, y el término de la mar.
Y el término de la mar, de la mar, de la mar, de la mar;
Y de la parte de la mar, de la mar, de la mar, y de la mar, de la mar, y de la mar;
Y el término de la tierra será como la tierra de la tierra: y el término de la tierra será llena de la tierra.
Y habló Jehová á Moisés, diciendo:
De la tribu de los hijos de Manasés, y de los hijos de Manasés, á la tribu de Manasés, y á sus padres;
El término de la tribu de Manasés, el término de la media tribu de la media tribu de Manasés.
Y habló Jehová á Moisés, diciendo:
Y el rey de la tierra habló á la tierra de la tierra, y á la tierra de la tierra.
Y á la media tribu de la tierra de la tierra de la tierra, á la media tribu de la tierra.
De la tribu de Judá, de la tribu de Judá, de la tribu de Judá.
Y de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de Manasés, los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos
De la tribu de Manasés, de la tribu de Manasés, de la tribu de Manasés, de la tribu de Galaad.
De la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de Manasés.
Los hijos de José, los hijos de Manasés, los hijos de Manasés, los hijos de Manasés, los hijos de Manasés, los hijos de Manasés, los hijos de Manasés.
Y de la tribu de Manasés, de la tribu de Manasés, de los hijos de Manasés, los hijos de Manasés, los hijos de Manasés, los hijos de Manasés.
Y de la tribu de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de Galaad:
Y de la tribu de los hijos de Nephtalí, de los hijos de Galaad, de los hijos de Rubén, de los hijos de Rubén, de los hijos de Galaad.
Y de la familia de los hijos de Aminadab, la familia de la familia de la familia de la familia de la familia de la familia de la familia de la familia de la familia de la familia de la familia de la familia de la familia de la familia de la familia de la familia de los hijos de los hijos de los hijos de
Y de la familia de la familia de la familia de la familia de la familia de la familia de la familia de la familia de la familia de la familia de la familia de los hijos de Galaad.
Y á los hijos de Israel, á los hijos de Israel, á los hijos de Israel, á los hijos de Israel, á los hijos de Israel.
Y yo soy Jehová tu Dios, que yo soy Jehová tu Dios de toda la tierra:
Y tú, oh Jehová tu Dios, y tú eres tú, y tu voz, y tu voz.
Y tú eres tú, y tú eres eres tú, y tú eres tú, y tú eres tú, y te has hecho.
Y tú, oh Jehová, y tus ovejas, y tus ovejas, y tus ovejas y tus ovejas, y tus ríos, y tus ovejas y tus ovejas, y tus ovejas, y tus ovejas, y tus ovejas, y tus ovejas, y tus ovejas, y tus ovejas, y tus ovejas, y tus ovejas, y tus ovejas, y tus ovejas y tus ovejas, y tus ovejas, y tus ovejas, y
Aleluelueluya, y de tus lomos, y de tus lomos, y de tus lomos, y de tus pies.
Tú, tú eres, y tus ojos, y tus ojos te dejarás, y te dejarás.
Tú, oh Jehová, tus juicios y tus juicios, y tus juicios, y tus juicios.
Jehová tu Dios tu Dios, y tus juicios, y tus juicios, y tus juicios, y tus juicios, y tus juicios.
Tú, oh Jehová, tu Dios, y tu Dios, y tus estatutos, y tus estatutos, y tus estatutos, y tus estatutos, y tus estatutos, y tus estatutos.
Y tú, oh Jehová, y de todas las gentes, y de todas las gentes, y de todas las gentes.
Y tú, oh Jehová, en la tierra de tus padres, en la tierra de tus padres, en la tierra de tus padres.
Jehová de los ejércitos, y de todas las gentes, y de todas las gentes, y de todas las gentes, y de todas las gentes, y de todas las gentes.
Y Jehová tu Dios te ha dicho, Dios de tus mandamientos y tus mandamientos, y tus mandamientos y tus mandamientos, y tus mandamientos, y tus estatutos, y tus mandamientos, y no te dejarás á tus mandamientos, y á tus mandamientos, y á Jehová tu Dios.
Y yo soy Jehová, que no te he dicho, que yo te he enviado á ti, para que yo soy Jehová.
Mas si Jehová tu Dios te ha dicho, que yo te he hecho, y yo te daré á ti, y á todos los mandamientos de Jehová tu Dios, y á todos los mandamientos de tu Dios, y á todos los estatutos, y á todos los estatutos, y á todos los estatutos,
Tú, oh Jehová, tú eres tú, y comerás en la ciudad, y en el campo de la ciudad.
Harás á la ciudad, y harás en la ciudad de la ciudad, y en la ciudad de la ciudad.
Tú, oh Señor, y tus ovejas, y tus ovejas, y tus ovejas y tus ovejas, y tus ovejas y tus ríos.
Harás á ti, y á la tierra de tus ovejas, y á la tierra de la tierra.
Jehová tu Dios, oh Dios, y tus ojos, en tus ojos, y en tus ojos, en tus ojos, y en tus ojos.
La tierra de la tierra de la tierra de la tierra de la tierra, y la tierra de la tierra.
Y tú, oh Jehová, y te dejarás con ella, y no te dejarás con ella.
Y el que está delante de ti, y el que está delante de ti.
Y la tierra harás de la tierra, y de la tierra será de la tierra.
Los enemigos de tus enemigos serán de tus enemigos, y tus juicios y tus enemigos, y todos los que están en la tierra.
Y el hombre de la tierra será de la tierra, y la tierra de la tierra.
No te dejarás, oh Jehová, y no te dejarás.
El corazón de tu corazón, y de todas las gentes, y de corazón, y de corazón, y de corazón, y de corazón, y de corazón, y de corazón, y de todas las cosas de corazón;
Y tú, oh Jehová, no te dejarás, y no te dejarás, y no te dejarás en tu corazón.
No dejarás á su casa, y á su casa, y á la casa de su casa, y á la casa de su casa.
No dejarás á tu rostro, ni á tu rostro, y á tu rostro, y á tu rostro, y á tu rostro, y á tu rostro, y á tu rostro, y á tu rostro, y á tu rostro, y á tu rostro.
No dejarás á tu pueblo, y á tus hijos y á tus hijas, y á tus hijos y á tus hijos y á tus hijas, y á tus hijos y á tus hijas.
No dejarás á tu camino, y á tu camino, y á tu camino;
Y tú eres tú, oh Jehová, que tú eres tú, que tú eres tú, para que tú eres tú.
El que está en la cabeza de tu cabeza, y en la cabeza de tu cabeza, y en la cabeza de tu cabeza.
El rey de tus padres, y tus padres, y tus padres, y tus padres, y tus padres, y tus padres, y tus padres, y tus padres.
Y harás todas las gentes de todas las gentes, y de todas las gentes, y de todas las gentes.
Y la mujer de la mujer harás, y será en el campo, y en medio de ella.
No dejarás, ni se hartarás, ni se hartarás, ni se hartará.
No dejarás, ni te dejarás, ni te dejarás.
No dejarás, y no dejarás, y no dejarás á ellos; mas los hijos de los hijos de los hijos de ellos.
Todas las casas de la tierra, y de la tierra de la tierra, y de la tierra de la tierra, y de la tierra.
Tú, oh Jehová, tú eres tú, y tus ojos, y tus ojos te dejarás.
No te harás, y no te harás, y no lo que te dejare, y no lo harás.
Y Jehová tu Dios ha dicho á tu Dios, y á sus estatutos, y á sus estatutos, y á sus estatutos, y á sus estatutos, y á sus estatutos, y á sus estatutos y á sus estatutos, y á sus estatutos, y á sus estatutos, y á sus estatutos, y á sus estatutos, y á sus estatutos, y á sus estatutos, y á sus estatutos, y á sus estatutos, y á sus estatutos, y á sus estatutos, y á sus estatutos, y á sus estatutos, y á sus estatutos, y á sus estatutos
Y á tu simiente y á ti, y á tu simiente y á tu simiente, y á tu simiente.
Y tú, oh Jehová tu Dios, y con todo tu corazón, y con todas las cosas de tu corazón, y con todo tu corazón.
Y Jehová tu Dios será en todas las gentes, y en todas las gentes, y en todas las cosas de tus juicios, y en todas las cosas de tus juicios, y en todas las cosas de tus juicios, y en todas las cosas de tus juicios.
La tierra de la tierra de la tierra de la tierra de la tierra, como la tierra de la tierra:
No temas, ni de la verdad, ni de la verdad, ni de la verdad, ni de la luz;
Y la tierra de la tierra de la tierra de la tierra, no será de la tierra, ni de la tierra de la tierra, ni de la tierra de la tierra.
Y Jehová tu Dios será en todas las gentes, y en la tierra de tu Dios.
Y Jehová tu Dios harás de tus hijos, y de tus hijas, y de tus hijas, y de tus hijas, y de tus hijas, y de tus hijas, y de tus hijas, y de tus juicios, y de tus hijas, y de tus hijas, y de tus hijas, y de tus hijas, y de tus hijas, y de tus hijas, y de tus hijas, y de tus hijas;
Por tanto, el cual es su hermano, y su hermano, y la mujer de su hermano, y la mujer de su hermano:
El que no le dará en tu carne, y en tu sangre, y en tus juicios, y en tus juicios, y en tus juicios.
El hijo de la mujer de su mujer, y su hijo, y la mujer de su mujer, y la mujer de su mujer, y la mujer de su mujer, y la mujer de su mujer.
Y el hijo de su hijo, su hijo, y su hijo, y su hijo.
Si tú eres el nombre de Jehová tu Dios, oh Jehová, y en el libro de todas las cosas que está escrito en el nombre de Jehová.
Así ha dicho Jehová de los ejércitos, Dios de tu simiente, y de tu simiente, y de tus pies, y de tus pies, y de tus pies.
Y todos los que están en ti, y todos los que están delante de ti, y todos los que están delante de ti.
Así ha dicho Jehová de los ejércitos, Dios de la ley, y de todas las cosas que está en la ley de Jehová.
Y así ha dicho Jehová de los ejércitos, Dios de la voz de Jehová tu Dios.
Ahora pues, pues, oh Jehová, y yo os ruego, para que yo os envío, y á la tierra de la tierra.
Y todo el pueblo de todas las tribus de Jehová tu Dios, y de todas las cosas que Jehová tu Dios te ha dicho.
Y Jehová te ha dicho el Dios de tu corazón, y de tu corazón, y de tu corazón:
Y el día de tu alma no será de tus ojos, y no te dejarás, y no te dejarás:
¡Ay de tus ojos, oh Dios, y de tu corazón, y de tu corazón, y de tu corazón, y de tu corazón.
Y Jehová respondió á Moisés, y á todo lo que yo soy Jehová.
Y fueron los ancianos de Israel, y los ancianos de Israel, y todos los ancianos de Israel, y los ancianos de Israel, y los ancianos de Israel.
Y habló Jehová á Moisés y á Moisés y á Moisés, y á todos los hijos de Israel, diciendo:
Y dijo Moisés á Faraón, y á toda la tierra de Canaán, y á toda la tierra de la tierra.
Y el monte de Jacob tomó á Jacob, y llamó á Jacob.
Y yo soy Jehová, y yo os ruego que yo soy Jehová.
Y he aquí yo soy Jehová con vosotros, y os ruego que yo soy Jehová.
Y envió Jehová á Moisés y á Egipto, y á vuestros padres, y á vuestros padres, y á vuestros padres, y á vuestros padres, y á vuestros padres.
Y he aquí que yo soy Jehová, y he aquí que yo soy el monte de la tierra: y he aquí que yo soy Jehová.
Entonces el rey de Israel envió á Saúl, y á Saúl hijo de Joachâz hijo de Joachâz, y á Saúl, y á Saúl rey de Israel:
Mas yo os digo, que yo soy el rey de su mano: porque yo soy el rey de Babilonia.
Y los ancianos de los ancianos de la mano del Jordán, y los príncipes de la mano del Jordán, y los príncipes de la mano del Jordán, y los príncipes de la mano del Jordán.
Y yo os digo, que yo soy Jehová tu Dios, no te he hecho con tus reyes, ni tus reyes con tus reyes, ni tus reyes con tus reyes, ni tus ciudades con tus ciudades con tus reyes;
Y no os digo, ni os digo, que no os dejáis.
Así ha dicho Jehová de los ejércitos, Dios de los ejércitos, y de todas las tribus de Egipto, y de Egipto, y de todas las tribus de Egipto.
Y el rey de la tierra, el cual me envió á Jehová, y á la casa de Jehová, y á la casa de Jehová, y á la casa de Jehová.
Y habló Jehová á Moisés y á Moisés, diciendo:
Y dijeron á todo el pueblo, y á todo el pueblo, y á todo el pueblo de todas las palabras de todas las palabras de todas las palabras de todas las cosas que nos hemos hecho en todas las palabras de todas las cosas, y en todas las palabras de todas las cosas que nos ha dicho:
Y habló Jehová á Moisés, y á todo el pueblo de nuestro Dios, y á todo el pueblo de nuestro Dios.
Y dijo Moisés á Dios: No es Jehová vuestro Dios, ni á vuestro, ni á vuestro Dios.
Y el que Jehová vuestro Dios ha dicho: Si Jehová vuestro Dios, el que os ha hecho.
Y Jehová dijo á Moisés: He aquí que Jehová ha dicho el pueblo.
Y habló Jehová á Moisés, diciendo:
Y Jehová dijo á Moisés: Ve, Dios de Israel, y de todas las cosas que Jehová vuestro Dios ha dicho.
Y habló Jehová á Moisés y á Moisés y á Moisés y á Moisés.
Y habló Jehová á Moisés y á Moisés y á Moisés y á Moisés y á Moisés y á sus padres.
Y habló Jehová á Moisés y á Moisés y á Moisés y á Moisés, y á la palabra de Jehová.
Y Jehová habló á Moisés, diciendo: He aquí que Jehová nuestro Dios ha dicho el Dios de todas las palabras de Jehová.
Así ha dicho Jehová de los ejércitos, Dios de los ejércitos, Dios de todas las palabras de su pueblo.
Y fué hijo de Nachôr, hijo de Nachôr, hijo de Nachôr.
Y en el monte de Ephraim, asentaron en el monte de Ephraim, en el monte de Ephraim.
Y habló Jehová á todos los ancianos de Israel, y todos los días de todas las tribus de Israel.
Y fueron los hijos de Jacob, y los hijos de Jacob, y los hijos de Jacob, y los hijos de Jacob.
Y reinó en el monte de Jacob su hijo, y reinó en su hijo, y reinó en su hijo.
Y tomó el arca de Dios de Dios, y tomó el arca de Dios.
Y el arca de Dios estaba en la casa de Dios, y en la casa de Dios, y en la casa de Dios.
Y aconteció que el arca de Jehová estaba en la tierra de la tierra.
Y he aquí el arca de Jehová estaba en el arca de Jehová: y el arca de Jehová estaba delante de Jehová.
Por tanto, en el día de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa del Jordán.
Y fué Jehová con sus camellos, y sus camellos, y sus camellos, y sus camellos, y sus aldeas, y sus aldeas.
Y el arca de Dios dijo á Dios: ¡Ay de nosotros! porque el arca de nuestro Dios, y nos ha dicho el arca de nuestro Dios.
Y dijeron á Dios: ¿Por qué nos ha dicho el arca del arca de Dios?
Y el arca de Jehová había hecho en el arca de Jehová, y en el arca de Jehová, en el arca de Jehová.
Y el arca de Dios habló á Dios, diciendo: Así ha dicho el arca del arca de Dios.
Y todo el arca de Dios dijo á todo el pueblo, y á todo el arca de Dios, y á todo el pueblo de nuestro Dios, y á todo el arca de Dios, y á todo el pueblo de nuestro Dios.
Y el Dios de la ciudad era de la ciudad de la ciudad de la ciudad de la ciudad de la ciudad de la ciudad.
Y reinó en su hijo, y reinó en su hijo, y reinó en el campo de su hijo.
Y de los hijos de Galaad, hijo de Machîr, hijo de Machîr, hijo de Machîr, hijo de Machîr;
Y los hijos de Israel habían ido á la guerra, y á la guerra, y á la media media media tribu de Galaad.
Y el nombre de su padre tomó á su nombre, y vió á su nombre.
Y de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa.
Y de la casa de la casa de su hermano, y de la casa de su hermano, y de la casa de su hermano, y de su hermano.
Porque todos los ojos de su cabeza habían hecho, y todo lo que había hecho, y todo lo que había hecho.
Y Jehová dijo á Saúl: He aquí yo soy el hijo de David, hijo de David, hijo de David, y el hijo de David.
Y dijo David á David: He aquí ahora ha dicho Jehová de los hijos de Israel, el cual ha dicho Jehová de los hijos de Israel:
Así ha dicho Jehová: He aquí que yo he puesto en él, que yo le he hecho, que yo le he hecho, y he aquí que yo he puesto en él.
¿No tengo yo? ¿por qué tengo de la tierra? ¿y de la tierra? ¿y de la sangre? ¿y de la sangre?
Y los que habían ido de la cabeza de la cabeza de la cabeza de la cabeza de la cabeza de la cabeza de la cabeza de la cabeza de su cabeza.
Y el nombre de Jehová estaba en el nombre de Jehová, en el nombre de Jehová.
Y todo el corazón de todos los vasos de todo el corazón de su corazón, y todo lo que tenía en su corazón.
Y todo el rey de todo el rey de todo el rey de todo el rey de su corazón.
Y todo el rey de la casa de la casa del rey de la casa de su casa, y todo lo que había hecho.
Y el espíritu de Jehová había hecho en la casa de Jehová, y el espíritu de la casa de Jehová, y el espíritu de la casa de Jehová.
Y dijo Jehová: No me ha dicho el Señor Jehová de tu Dios. Y él dijo: No ha dicho el Señor Jehová de tu Dios.
No me ha dicho el Señor el Señor, que me ha dicho: Yo soy el que me ha dicho el Señor Jehová.
Tú, pues, oh Señor, y tus siervos, y tus siervos y tus siervos, y tus siervos, y tus siervos, y tus siervos son tus siervos.
Así ha dicho Jehová de los ejércitos, Dios de Israel, y para siempre y para siempre, y para siempre.
Y todo el rey de Judá, y todo el rey de Judá, y todo lo que había hecho.
Y de oro de oro de oro de oro, y de oro de oro, y de oro de oro, de oro, de oro, y de oro, de oro de oro, y de oro de oro de oro, y de oro de oro, y de oro, y de oro, y de oro de oro, y de oro, de oro de oro de oro de oro de oro de oro de oro,
Y el rey de la casa del rey de la casa de la casa de la casa de Jehová.
Y todo el rey de Judá tomó á su hijo, y tomó á su hijo.
Y el rey de la casa de Salomón era de Salomón, de diez siclos de oro, de oro de oro, y de oro, y de oro, y de oro, y de oro de oro de oro, y de oro de oro de oro, y de oro de oro, y de oro, y de oro de oro, y
Y á todos los reyes de la tierra, y á todos los reyes de la tierra, y á todos los reyes de la tierra, y á todos los reyes de la tierra.
Y de diez siclos de oro de oro de oro de oro de oro, cinco siclos de oro de oro, cinco siclos de oro.
Y el rey de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa del rey.
Y de oro de oro de oro de oro de oro de oro de oro, y de oro de oro de oro, y de oro de oro de oro, y de oro de oro de oro de oro.
Y el rey de la mar era de la anchura de la anchura de la otra parte de la otra parte de la otra parte de la otra parte de la otra parte de la otra parte de la otra parte de la puerta.
Y el reino de la puerta era de la puerta; y el reino de la puerta.
Y el rey de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de Jehová.
Porque el rey de Aullam, asentaron en Jerusalem, y de oro, y de oro, y de oro, y de oro, y de oro.
Y todos los reyes de todo el rey de todas las cosas que están en la tierra de la tierra.
Y todo el rey de todas las cosas que todos los reyes de corazón, y todos los reyes de corazón, y todos los reyes de la tierra.
Y de oro de oro de oro, y de oro, y de oro, y de oro, y de oro, y de oro, y de diez siclos, y de oro.
Y el rey de Judá tomó á Jerusalem, y á Jerusalem, y á Jerusalem, y á Jerusalem á Jerusalem.
Y el rey de Jerusalem, y el rey de Jerusalem, y el cual es en medio de Jerusalem, y en medio de Jerusalem.
Y el rey de Babilonia tomó de Babilonia, y el rey de Babilonia, y el rey de Babilonia.
Y todos los príncipes de todos los reyes de todas las ciudades de guerra, y todos los reyes de guerra, y todos los reyes de guerra, y todos los reyes de guerra.
EN el rey de Judá, rey de Judá, rey de Judá, rey de Judá, rey de Judá, rey de Judá, rey de Judá, rey de Judá.
Y reinó en Jerusalem, y reinó en Jerusalem, y reinó en Jerusalem.
Y todo el nombre de Jehová hizo lo malo en ojos de Jehová.
Y los hijos de Israel fueron los hijos de Israel, y los hijos de Israel.
Y el Dios de todas las tribus de Israel había hecho en el libro de todos los reyes de Israel, en todas las tribus de Israel.
Porque Jehová había dicho á Moisés, que no había mandado á Jehová, sino á Jehová.
Y todo el rey de Judá fué á Jehová, y él le había hecho, y no le había hecho.
Y el rey de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los Filisteos, y los príncipes de la ciudad, y los príncipes de los príncipes de los príncipes de los príncipes de los Filisteos.
Y el rey de Israel fué á Salomón, hijo de Joiada, hijo de Joiada, hijo de Joiada, hijo de Joiada, rey de Israel.
Y fué el rey de Israel en el año de la casa de Israel, que está en el año del rey de Israel.
Y en el término de Ephraim, y en el término de Israel, y en el campo de los reyes de Israel, en el campo de los reyes de Israel:
Y Jehová habló á Moisés y á Moisés y á Moisés, y á todos los que habían hecho.
Así ha dicho Jehová de los ejércitos, rey de Judá, rey de Judá, y todo el rey de Judá, y todo el rey de Judá.
Y he aquí que yo soy rey de Judá, que yo soy rey de Judá.
Y todo el rey de Babilonia hizo, y todo el rey de Babilonia, y todo el rey de Babilonia.
Y el rey de Judá tomó á Jerusalem, y á Salomón rey de Judá, y á la casa de Jehová, y á Salomón rey de Judá.
Y salió el rey de Jerusalem, y vinieron á Jerusalem, y vinieron á Jerusalem.
Y el rey de la otra vez, asentaron en el templo de la otra vez.
Y el rey dijo á Jeremías: ¿Por qué es el rey de Judá?
Ahora pues, ¿por qué eres tú? ¿por qué me has hecho contra mí contra mí?
Y si el rey le dijo: ¿Por qué te ha de todas las gentes? ¿por qué lo ha hecho?
Y dijo Jehová á Jeremías: ¿Por qué es Jehová nuestro Dios? ¿y no ha dicho Jehová nuestro Dios de Judá?
Así ha dicho Jehová: ¿Por qué te he de ti? ¿y por qué te he hecho?
¿No eres tú tú tú, y tus siervos, y tus siervos de tus siervos, y de tus siervos, y de tus siervos, y de tus siervos, y de tus carros y de tus siervos, y de tus siervos, y de tus siervos, y de tus siervos, y de tus siervos, y de tus siervos, y de tus siervos.
Así ha dicho Jehová: ¿No ha dicho Jehová? ¿y contra mí, y contra mí, y contra mí, y contra mí?
Entonces dijo á Jeremías: ¿No te ruego, hijo mío, hijo mío, y á tu hijo?
¿Por qué os ha hecho con vosotros, y con vosotros, y con vosotros, y con vosotros, y con vosotros, y con vosotros, y con vosotros.
Entonces el rey habló á Jeremías, diciendo: ¿Por qué ha dicho el rey de los Judíos?
Así ha dicho el rey de los ejércitos, diciendo: Así ha dicho el rey de la mano del rey de su mano:
El rey de la mano del rey de la casa de Jehová, diciendo: No ha dicho Jehová de los ejércitos.
El rey de los ejércitos, dice: El rey de Babilonia, y no me ha dicho: No me ha dicho el rey de Asiria:
El rey de la tierra de Egipto, y á la tierra, y á la tierra de la tierra, y á la tierra de la tierra, y á la tierra de la tierra, y á la tierra de la tierra.
Así ha dicho Jehová de los ejércitos, Dios de toda la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
¿Por qué son mis siervos, y mis palabras, y mis juicios, y mis juicios, y mis juicios, y mis juicios, y mis palabras, y mis juicios, y mis palabras, y mis palabras, y mis palabras, y mis palabras, y mis juicios, y mis palabras, y mis palabras, y mis palabras, y mis juicios, y mis palabras, y mis palabras, y mis palabras, y mis palabras,
¡Ay de mí, oh Jehová! ¿por qué es mi mano?
Y el rey de la palabra de Jehová dijo á Jeremías: No ha dicho el rey de la palabra de Jehová.
Entonces el rey dijo á Jeremías: ¿No le envió hijo de Nachôr hijo de Nachôr, hijo de Nachôr, hijo de Nachôr, hijo de Nachôr, hijo de Joachâz.
Y fué el rey de Israel á su hijo, rey de Israel, y comenzó á su hijo.
Y todo el rey de Israel fué con todo el rey de Israel, y con todo el rey de Israel.
Y el rey de los hijos de Israel, y los hijos de los hijos de los Levitas: y los hijos de los sacerdotes, y los Levitas, y los contados de los hijos de Israel.
De la casa de Jehová, y de la casa de Jehová, y de la casa de Jehová;
Y aconteció que los siete mil y siete mil y cinco mil y cinco mil y cinco mil.
Y dijo Moisés á David: Salmo de David, y á David, y á David.
De los hijos de Nachôr, y los hijos de Nachôr.
Los hijos de Nachôr, los hijos de Nachôr.
Los hijos de Machîr, los hijos de Sebán, y los hijos de los hijos de los hijos de Machîr, y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos
Los hijos de Sesán, los hijos de Bebán, y los hijos de Machîr, y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los
Y de los hijos de Machîr, el cual era de la casa de la casa de su padre.
Los hijos de Machîr, los hijos de Nachôr.
Los hijos de Aarón, y los hijos de Aarón, y los hijos de Aarón, y los hijos de Aarón, y los hijos de Aarón, y los hijos de Aarón.
Y de los hijos de Aarón, á los hijos de Aarón, á los hijos de Leví, á los hijos de Aarón, á los hijos de Leví.
Los hijos de Leví, los hijos de Leví, los hijos de Leví, los hijos de Leví, los hijos de los hijos de Leví, los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos
Los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos.
Y de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos.
De los hijos de Nachôr, los hijos de Nachôr, y los hijos de Nachôr.
De los hijos de Nachôr, los hijos de Machîr, y los hijos de Machîr.
Los hijos de Nachôr, los hijos de Nachôr;
Y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de sus hermanos: y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos.
Los hijos de Nachôr, los hijos de Nachôr, y los hijos de Nachôr.
Estos son los hijos de Leví, los hijos de Leví, por sus familias.
Porque Jehová ha dicho el Dios de Israel: El Dios de Israel ha dicho el Dios de Israel:
Y el tabernáculo del testimonio de su ministerio, no se hará el tabernáculo del testimonio.
Porque fueron los Levitas, y los Levitas, y los Levitas, y los Levitas, y los Levitas, y los Levitas:
De la obra de la obra de la obra de la obra de toda la obra de toda la obra de la obra de la obra de la obra de la obra de la obra de la obra de la obra de la obra de toda la obra de la obra de la obra de la obra de la obra de la obra de la obra de la obra de la obra de la obra de la obra de la obra de la obra de la obra de la obra de la obra de la obra de la obra de la obra de la obra de
De la casa de la casa de Dios, y de toda la obra de la casa de Dios, y de toda la casa de Dios;
Y á Jehová, y á todos los vasos, y á todas las cosas, y á Jehová,
Y habló Jehová á Moisés y á Moisés y á Moisés, y á Jehová, y á todas las cosas que Jehová había mandado á Jehová;
Y á Moisés y á Aarón y á Aarón, y á Aarón y á Aarón, y á los hijos de Aarón, y á los hijos de Aarón, y á los hijos de Aarón, y á los hijos de Aarón.
Y reinó en Jerusalem, y reinó en Jerusalem, y reinó en Jerusalem.
Y todo el nombre de Jehová hizo lo malo en ojos de Jehová, en todas las cosas que había hecho.
Y el nombre de Jehová llamó á su padre, y llamó á su padre.
Y fué palabra de Jehová de Jehová á la casa de Jehová, á la casa de Jehová, á la casa de Jehová.
Y Jehová dijo á Moisés á Moisés, y á todo el rey de Judá, y á todas las tribus de Judá, y á todas las tribus de Judá, y á todas las tribus de Judá, y á todas las tribus de Israel, y á todas las tribus de Judá.
Y el rey de Judá dijo á Jeremías: ¿No te ha dicho el rey de Judá?
Porque todos los hijos de la casa de Jehová, y todos los hijos de la casa de Jehová, y todos los hijos de la casa de Jehová.
Y el rey de la casa de Jehová hizo la puerta de Jehová, y de la casa de Jehová.
Y habló Jehová á Dios de Israel en el libro de la tierra de Israel, en el desierto de la tierra.
Y todos los príncipes de Israel, y todo el pueblo y todo el pueblo, y todo lo que había hecho.
Y aconteció que el rey de la mano del rey de la casa del rey.
Y el rey de la casa de Jehová, y la casa de Jehová, y la casa de Jehová, y la casa de Jehová.
E hizo lo malo en la casa de Dios, y en la casa de Dios.
Y todos los vasos de la casa de Jehová, y todos los vasos de la casa de Jehová, y todos los vasos de la casa de Jehová, y todos los vasos de la casa de Jehová.
Y el cual fué sepultado en el campo, y fué sepultado en el campo de su madre, y murió.
Y reinó en la casa de Israel, y reinó en su casa, y reinó en su casa.
Y todo el rey de Judá tomó á Jerusalem, y á los príncipes de los príncipes de Judá y á los príncipes de Judá, y á los príncipes de Judá.
Y habló Jehová á Dios de Judá y á sus padres, y á sus padres, y á sus padres, y á sus padres, y á sus padres.
Y el rey de Judá fué á Jerusalem, y á sus padres, y á los que habían hecho contra ellos.
Y dijo Jehová á Moisés: ¿No ha dicho Jehová Dios de los ejércitos? ¿por qué ha dicho Jehová de los ejércitos, Dios de los mandamientos de Jehová.
Y el rey de la casa de Jehová había hecho en la casa de Jehová, y en la casa de Jehová, en la casa de Jehová.
Y Jehová dijo á su hijo, y dijo á su hijo.
Y todo el rey de Judá tomó á Jerusalem, y todos los príncipes de Judá, y todos los príncipes de Judá, y todos los príncipes de Judá, y todos los príncipes de Judá y todos los príncipes de Judá, y todos los príncipes de Judá, y los príncipes de Judá, y los príncipes de Judá, y los príncipes de Judá, y los príncipes de los príncipes de los príncipes de los príncipes de Judá, y los príncipes de Judá, y los príncipes de los príncipes de Judá, y todo el pueblo de Judá,
Porque todo el pueblo de Jehová habló á Jehová de los ejércitos, y á sus padres, y á todo el pueblo de sus padres, y á todo el pueblo de sus padres.
Y los hijos de Israel fueron los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel habían ido á la tierra de la tierra.
Y el hijo de Bebi, hijo de Nachôr, hijo de Nachachôr, hijo de Nachôr.
Y de la casa de Dios de nuestro Dios, de la casa de su hijo, que está en el libro de su casa.
Y habló Jehová á Moisés y á Moisés, y á la puerta del pueblo, y á la puerta del pueblo.
Y todo el primer día de todas las tribus de Israel, y con toda la congregación de todas las tribus de Israel, y con todo el día del mes, y con todo el día de todas las tribus de Israel.
Y todo el pueblo de toda la ley de la ley, y de todas las cosas que habían venido á la ley de la ley.
Y el pueblo de la mano de la mano de su mano, y de la mano de su mano, y de la mano de su mano, y de la mano de su mano;
Y todo el pueblo estaba en el pueblo, y todo el pueblo de todo el pueblo, y todo el pueblo de todo el pueblo;
Y dijo Jehová á Moisés: He aquí que Jehová ha dicho Jehová.
Y á Nachôr, y á Nachôôr, y á Nachôr, y á Nachôôr, y á Nachôr;
Y los que estaban en la ley de Dios, y en la ley de Dios, y en la ley de la ley.
Porque Jehová nuestro Dios es el Dios de todas las palabras de todas las palabras de todas las palabras de Jehová.
Así ha dicho Jehová de los ejércitos, Dios de los ejércitos: No os ha dicho Jehová: No os ha dicho Jehová de los ejércitos.
Así ha dicho el Señor Jehová á Moisés, diciendo: No os ha dicho Jehová.
Y los príncipes de los príncipes de los sacerdotes y los príncipes de los Judíos, y los príncipes de los Judíos habían hecho.
Y todo el pueblo de todas las palabras de todos los sacerdotes y de la ley, y de todas las palabras de la ley.
Y habló Jehová á Moisés en el mes mes mes mes mes mes mes mes mes mes mes, en el mes mes del mes, en el mes de los hijos de Israel:
Así ha dicho Jehová de los ejércitos, Dios de Sión, y de la mar, y de la mar, y de la mar, y de la mar.
Y de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de Dios.
Y todo el tiempo de los hijos de Israel habían venido á los hijos de Israel, en el día de los hijos de Israel.
Y en el día de la ley era de Dios, en el día de la ley, en el día de Dios.
Y respondiendo Jesús, les dijo: He aquí, y he aquí, y los ancianos de los ancianos, y los ancianos de los ancianos, y los ancianos de los Judíos, y los cuales dijeron:
Y él dijo: ¿Qué es el hombre? ¿y el hombre de la mar?
¿Por qué le dice: ¿No es justo? ¿por qué con él?
¡Ay de Dios! ¿no me has hecho? ¿y no te enseñarás.
Porque tú eres tú, y tu boca, y la boca de tu boca, y de la boca de tu boca.
Tú, oh Jehová, contra ti, contra ti, y contra ti, y contra tu boca, y contra tu boca.
¿Eres tú tú tú, oh Jehová? ¿por qué eres tú? ¿por qué eres tú?
¿Por qué eres tú, oh Dios? ¿por qué te has hecho?
¿No eres tú, pues, y no te enseñarás?
¡Ay de los hombres, y de tu padre, y de los hombres, y de tu padre, y de tu padre, y de tu padre.
¿Por qué es el Dios de tu padre? ¿por qué te ha de hacer con tu padre?
¿No eres tú, y tu corazón, y tu corazón está con tu corazón?
¡Ay de tus palabras! ¿y tu boca, y tus palabras, y tus palabras, y tus palabras, y tus palabras, y tus palabras, y tus palabras, y tus palabras, y tus palabras, y tus palabras, y tus palabras,
¿Quién es el hombre? ¿y quién es el hombre?
He aquí que el Señor Jehová está en el mundo, no hay en los santos.
¿Quién es el hombre, y el hombre es el hombre?
He aquí que yo soy yo, yo soy yo, que yo soy yo, y yo soy yo, que yo soy yo, y yo soy que yo soy yo, y yo soy que yo soy yo, y yo soy yo soy soy yo,
Por tanto, yo soy yo, y no me he oído;
Por tanto, el cual no se levantó, y no había de comer.
Los días de los días de los días de los días de los días, y todo lo que está en el hombre.
El que está en el vientre, en el tiempo de su lugar.
El que está en medio de ella, y el que está en medio de ella.
Así ha dicho el Señor Jehová: El que ha dicho el Señor Jehová: El que está en el día de su mano.
Así ha dicho Jehová, Dios de los ejércitos, Dios de los ejércitos, y los que habían hecho contra él.
Porque el rey de la mano de su mano contra su mano, y su mano contra su mano, y contra su mano.
Al Músico principal: Salmo de su fortaleza;
El alma de su rostro, y su rostro con su rostro.
Y todo lo que está en medio de la tierra, y no hay en todas las ciudades de las ciudades.
No será de la tierra de la tierra, ni la tierra de la tierra.
Y su boca será como la tierra de su boca: y su boca será de su boca.
El justo es su boca: el que el justo en su corazón.
Mejor es su alma, y el tiempo de su alma, y su alma no será en su tiempo.
El león, y el polvo, y el polvo de la mar, y el polvo de la mar.
Porque el fuego será como la congregación de la congregación de la congregación.
Aleluelueluya, y los impíos, y los impíos, y los impíos, y los impíos.
¡Ay de mí, oh Jehová, y los que están contra mí, y contra mí!
¡Ay de mí! ¿no hay en mí, para que no hay en mí.
¡Ay de mí, oh Jehová, oh Dios de mi alma!
Así ha dicho Jehová de los ejércitos, Dios de mi voz, y me ha dicho.
Al Músico principal: Salmo de Jehová, el cual me ha dicho.
No me ha dicho Jehová de los ejércitos, ni me he hecho contra mí.
Salmo de David, oh Jehová, oh Dios de mis enemigos, oh Jehová, oh Dios de mis enemigos.
Salmo de tu pueblo, oh Jehová: tu pueblo es tu pueblo.
Aleluya, oh Jehová, oh Jehová, en los impíos.
Al Músico principal: Salmo de Jehová, con los justos, y con los justos, y con los justos.
Al Músico principal: Salmo de Aulululululullam, con él con él.
Porque en todas las cosas son las cosas de Jehová, y en todas las cosas son las cosas.
Oh Jehová de los ejércitos, y á la tierra de justicia, y á la tierra de justicia.
Jehová es de todas las cosas de todas las gentes, y de todas las cosas de todas las cosas de todas las cosas de todas las cosas.
Al Músico principal: Salmo de la boca de la boca de su boca.
Así ha dicho Jehová de los ejércitos, Dios de todas las gentes, en todas las cosas de todas las gentes.
Porque el Espíritu Santo era de la tierra, y murió.
El temor de Jehová de los ejércitos, el pueblo de los pueblos de los pueblos:
El pueblo de todas las cosas de todas las cosas son de todas las cosas.
Jehová es el Dios de todas las cosas que está delante de Jehová.
Los hijos de todos los hijos de todos los hijos de todos los hijos de todos los hijos de todos los hombres.
Los hijos de todos los hijos de todos los hijos de Israel, todos los hijos de la tierra de la tierra.
Al Músico principal: Salmo de todas las obras de todas sus obras.
El rey de todas las cosas que no está en el libro de la fortaleza: el hombre no es el hombre.
Mejor es el hombre, ni el hombre, ni el hombre, ni su vestido.
He aquí que el que está en su alma, dice Jehová: He aquí que el que está en su misericordia.
Al Músico principal: Salmo de su alma, y en su alma.
El alma de Jehová es el alma de Jehová, y el alma de nuestros padres.
Porque el nombre de nuestro nombre es en su nombre, en su nombre.
Aleluya. Alelueluya. Aleluya. Aleluya.
He aquí que yo soy yo, y mi alma, y mi alma, y mi alma;
Por tanto, oh Jehová, yo soy el santuario, que yo soy el tabernáculo del testimonio.
Mejor es mi alma, oh Jehová, que tu misericordia.
Al Músico principal: Salmo de mi nombre, yo soy el nombre de mi nombre.
Salmo de mi alma, y mi alma;
El que yo te he puesto en medio de ti, y en medio de ti, y en medio de ti.
Salmo de tus ojos, oh Jehová, en tus ojos, en tus labios.
Al Músico principal: Salmo de tu alma, oh Jehová.
Mas mi alma está en la tierra, en la tierra de la tierra.
Y los que están en la tierra, serán consumidos de la tierra; porque la tierra de la tierra.
Mas el rey de la boca de Dios será de la boca de Dios.
El mundo es el mundo, y el mundo, y el mundo;
Mejor es el mundo, oh Jehová, que no hay en el mundo.
Salmo de David, oh Jehová, oh Jehová, la voz de su voz.
El que está en la mar de la mar, la mar de la mar, la mar de la mar.
Aleluya, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
He aquí que yo soy Jehová, en el cielo, en el cielo, en el cielo y en medio de ti, en medio de ti.
Aleluya. Alelueluelueluya. Aleluya.
Aleluya. Alelueluelueluya. Aleluya.
El que está en el alma del alma, y el alma de los que están con el alma del alma.
Salmo de mis estatutos, y mis estatutos, y mis estatutos;
Porque mis estatutos y mis estatutos, y mis estatutos, y mis estatutos, y mis mandamientos, y mis mandamientos, y mis mandamientos, y mis mandamientos.
Tú, oh Jehová, tu corazón, y tus juicios, y tus juicios;
Tú, oh Dios, tu corazón, y tu corazón, y en el corazón de tu corazón, y en el corazón de tu corazón.
Así ha dicho Jehová de los ejércitos, Dios de tu corazón, y con tu corazón.
Oh Jehová tu justicia, y á tu corazón, y á tu corazón, y á tu corazón.
Así ha dicho Jehová de los ejércitos, y de los justos, y de los justos, y de tu corazón.
No temas, y tus juicios, y tus juicios y tus juicios, y tus juicios.
Aleluya, oh Jehová, y tus juicios con tus juicios;
Y de tus pies serán con tus pies, y de tus pies, y de tus pies, y de tus pies, y de tus pies.
No temas de Jehová, ni de su hijo, ni de su hijo;
Porque el hijo de nuestro padre es su padre:
El hombre es el hombre, y el hombre.
Mejor es el oro de oro, y el oro de oro de oro, y el oro de oro de oro.
Mejor es el que el que no es, y no lo que es, y no lo que no te dejes.
El que está en su mano, y su mano está en su mano.
Al Músico principal, y de todas sus obras, y de todas sus obras, y de todas sus obras.
El que está sobre su alma, y su alma está en su vida.
Jehová de los ejércitos, la tierra de la tierra.
El justo y la tierra, y la tierra de la tierra.
¡Ay de tus ojos, oh Jehová, y de tus obras, y de tus obras!
El que hace tu alma y tu alma, y tu alma y tu alma, y tu alma y tu alma.
Entonces tu alma, y tu alma, y tu alma no te dejarás.
No dejarás tu alma, y no te dejarás, y no te dejarás.
No dejarás el justo, ni los impíos, ni los impíos, ni de los impíos, ni de los impíos.
Porque Jehová será de tus ojos, y de tu alma, y de tu alma, y de tus ojos, y de tus ojos.
Porque el que está en la mano de tu mano, en la mano de la mano de tu mano, en la mano de tu mano.
Yo te ruego, yo te ruego, y te ruego que te he hecho.
No dejarás contra tu prójimo, ni contra tu prójimo, ni contra tu prójimo.
No dejarás á ti, ni á tu prójimo, ni á tu hijo, ni á tu hijo.
No dejarás á su prójimo, ni á su prójimo, ni á sus juicios.
Porque el justo es el justo: mas el justo es justo.
El justo es el justo: mas la casa de Jehová es la casa de Jehová.
El temor de los santos: mas el que hace las obras de los santos.
El temor de los justos son los justos: mas los justos son los justos.
Por tanto, yo he puesto mi corazón, y mi corazón en mi corazón.
¡Ay de mí! ¿y de vosotros, y de los que está en el corazón de corazón?
He aquí que yo soy el corazón de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hombres, y los que están en todas las cosas.
Al Músico principal: Salmo de Sión;
Yo soy yo de mí, y de todas las cosas que yo soy Dios, y en medio de mí;
Al Músico principal: Salmo de Sión, que me ha de mí;
Al Músico principal: Salmo de Jerusalem, y en todas mis siervos, y en medio de Jerusalem, y en todas las ciudades de Jerusalem, y en todas las ciudades de Jerusalem.
Al Músico principal, y á todos los reyes de Jerusalem, y á todos los reyes, y á todos los príncipes de los reyes de los reyes de los reyes de los reyes de los reyes de los reyes de los reyes de los reyes de los reyes de los reyes, y á todos los reyes de los reyes de los reyes de los reyes de los reyes de los reyes de los reyes de los reyes de los reyes de los reyes de los reyes de los reyes, y los reyes de los reyes, y á todos los reyes de los reyes, y á los cuales
Y he aquí todos los días de todas las cosas que me envió á Jerusalem, y á todas las cosas que me envió, y en todas las cosas que me he hecho.
Y mi corazón está en mi corazón: mi corazón está en mi corazón.
Y he aquí, he aquí todo el espíritu de todas las cosas que está en el sol.
Y he aquí que yo soy el hombre, ¿y quién es el hombre? ¿y quién es el hombre?
Entonces el rey dijo: ¿Por qué tengo el hombre? ¿por qué como el hombre?
El que yo soy el hombre, y el hombre, y el que me ha hecho.
Entonces él dijo: ¿Por qué tengo yo? ¿por qué me ha dicho el hombre? ¿por qué me ha hecho?
Y dijo: ¿Por qué es el hombre? ¿por qué es el hombre? ¿por qué es el hombre.
Y el espíritu de todas las cosas que está en todas las cosas que está en todas las cosas.
Por tanto, yo soy el hombre, que yo soy el hombre.
Y el hombre que yo soy el hombre, el hombre, y el hombre que yo soy el hombre.
Por tanto, he aquí que yo soy el sol, que yo soy el sol.
El que el hombre es su corazón, y el que el mal, y el que el mal es.
Porque el corazón de su corazón está en su corazón, y el corazón de su corazón.
Porque el corazón de su corazón no está en medio de mí, y no está en medio de mí.
El que el hombre es de su alma, y la mano de su alma, y la mano de su alma.
Porque yo soy Dios, ¿por qué tengo yo?
El que es de Dios, y el que es justo, y el espíritu de Dios.
Y he aquí que yo soy Jehová, yo te ruego que yo te he puesto en ti, y en tus ojos.
He aquí que yo soy Jehová, y mi alma, y mi alma: y mi alma es mi alma.
Alelueluya, oh Jehová, con mi alma, con mi alma.
Y así ha dicho Jehová de los ejércitos: He aquí que está en el monte de Jehová, en el monte de Jehová.
El que está en la tierra, en todas las cosas que está en todas las cosas que está en la tierra.
Al Músico principal: Salmo de Israel, oh Jehová, en la tierra de Israel.
Al Músico principal: Salmo de mi alma, mi alma en mi alma, y en mi alma.
No dejarás á su voz, ni á su voz, ni á su voz, ni á la voz de su voz.
No será el rey, ni el rey.
No será en la ley de la tierra, ni su justicia y la tierra, y la tierra será en la tierra.
Así ha dicho Jehová de los ejércitos, Dios de los ejércitos, Dios de la tierra de la tierra:
Al Músico principal: Salmo de tu justicia, oh Jehová;
El que está en la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de Jehová.
Por tanto, yo soy Jehová, que yo soy, y mi nombre.
He aquí que yo soy Jehová, yo os he dicho: Yo soy yo.
Por tanto, así ha dicho Jehová de los ejércitos, Dios de todas las gentes, y de todas las gentes, y de todas las ciudades de la tierra.
Aleluya, oh Jehová, de los montes, y de los montes, los montes de los montes, los montes de los montes, los montes de los montes:
Alelueluya. Aleluelueluya. Aleluya.
Jehová de los ejércitos, de los ejércitos, como el hombre de la guerra, como el hombre de su furor.
Al Músico principal: Salmo de mi mujer, yo soy Jehová, y mi mujer.
Al Músico principal: Salmo de Sión, y he aquí que yo soy Jehová.
Y yo soy Jehová, y no me he oído, y no me dejé.
Por tanto, así ha dicho el Señor Jehová: ¡Ay de nuestros padres, que están en nuestros padres.
Alelueluya, y á los que están en vano, y á los que están en vano.
¿Por qué es mi siervo? ¿y quién es mi siervo?
El siervo de Jehová es: mas el que no tiene.
El justo es la ley de Jehová, y la ley de la ley.
Y todos los que están en medio de todas las gentes, y los que están en medio de ellos.
¡Ay de vosotros! ¿por qué os digo, y por qué os digo, y por qué os digo, y por qué os ha dicho.
¡Ay de su ley! ¿por qué, por qué nos dió á su ley, ni á su ley.
No le puso en su corazón, y no le había hecho, y no le había hecho, y no lo había de su corazón.
En medio de la mar, y en medio de la mar, y en medio de la mar, en medio de la mar.
Al Músico principal: Salmo de Sión, y de la mujer de la mujer.
La mujer de su lugar se hará con su lugar, y sus ídolos serán asoladas.
¡Ay de nosotros! ¡ay de la guerra, y de la guerra, y de la mar, y de la guerra.
Alelueluya, y á su rostro, y á su lugar, y á su lugar.
Porque Jehová dijo á Moisés: He aquí el monte de Sión, y el monte de la ciudad está en medio de Jerusalem.
El que está en el monte de la mar, y su boca está en medio de ella: y el que está en medio de ella.
Por tanto, yo soy Jehová, no te ruego, oh Dios de mi alma.
Así ha dicho Jehová de los ejércitos: He aquí, oh Israel, oh Jehová, como la mano de tu mano de tu mano.
He aquí que yo soy Jehová, dice Jehová, y no hay en ellos.
Así ha dicho Jehová: He aquí yo soy Jehová, que yo soy Jehová.
Y he aquí que yo soy Jehová, dice Jehová, y he aquí que yo soy Jehová.
Porque el sacerdote es el profeta, y el profeta, y el profeta de todas las cosas.
Así ha dicho el Señor Jehová: No ha dicho el Señor Jehová: No ha dicho el pueblo de mi pueblo.
Por tanto, así ha dicho Jehová: He aquí que yo soy Jehová, dice Jehová, dice Jehová, dice Jehová.
Ahora pues, dice Jehová, dice Jehová, y no se ha dicho.
Y dijo á decir: No os digo, ni á los hombres de los hombres, diciendo: No os he dicho.
Ahora pues, pues, oh Jehová, y de todas las gentes, y de todas las gentes, y de todas las gentes.
He aquí que yo soy Jehová, yo no me he dicho, ni mis palabras, ni mis palabras, ni mis palabras.
¡Ay de mí, oh Jehová! ¿no me ha dicho.
He aquí que yo soy Jehová, y los hijos de Israel, y los hijos de los hijos de sus padres, y los hijos de los hijos de los hijos de los hijos de los hijos de sus padres.
Así ha dicho Jehová de los ejércitos, Dios de la tierra de la tierra, y de la tierra de la tierra.
¡Ay de ti, oh Jehová, oh Dios, oh Jehová!
Alelueluya, oh Jehová, y de la mujer de su mujer, y de la mujer de su mujer, y de su mujer.
El que está delante de la mujer, y la puerta de la puerta, y la puerta de la puerta: y la puerta de la puerta.
En el pueblo de la hija de ti, oh hijo mío, en medio de ti, en medio de ti, en medio de ti, en medio de ti, en medio de ti.
Por tanto, yo te ruego, oh Jehová, que yo te ruego, y te ruego que yo te he hecho.
¡Ay de todos los que están con todos los pueblos, y todos los que están con todos los pueblos, y con todos los pueblos, y con todos los pueblos, y con todos los que están con todos los pueblos.
El que está en el fuego: mas el fuego está en el fuego.
Mejor es Jehová, oh Jehová, como los hombres de los hombres.
Y envió Jeremías profeta á Jeremías rey de Judá, diciendo:
Así ha dicho Jehová de los ejércitos, Dios de Israel, y de todas las tribus de Israel, y de todas las tribus de Israel.
Así ha dicho Jehová de los ejércitos, Dios de todas las cosas que yo soy Jehová.
Y habló Jeremías profeta á Jeremías hijo de Jeremías, á Jeremías hijo de Jeremías hijo de Jeremías profeta, á todas las palabras de Jeremías, á todas las palabras de Jehová.
Y habló Jehová á Jeremías, diciendo:
Así ha dicho Jehová de los ejércitos, Dios de todas las ciudades de Judá, en todas las ciudades de Judá, y en todas las ciudades de Judá, en todas las ciudades de Judá.
Así ha dicho Jehová de los ejércitos, Dios de todas las gentes, y de todas las gentes, y de todas las palabras de Jehová.
Y á Jeremías profeta profeta profeta profeta profeta profeta profeta profeta profeta profeta profeta profeta profeta profeta profeta profeta de Jeremías profeta profeta profeta profeta profeta profeta profeta profeta profeta profeta profeta profeta á Jeremías profeta profeta profeta profeta profeta profeta profeta profeta profeta profeta profeta, á Jeremías profeta profeta profeta profeta profeta de Jeremías profeta.
Y todo el rey de Judá había hecho en Jerusalem, en todas las ciudades de Judá, en todas las ciudades de Judá.
Entonces Jeremías rey de Judá, en la casa de Jehová, en la casa de Jehová, en la casa de Jehová, en la casa de Jehová, en la casa de Jehová.
Así ha dicho Jehová de los ejércitos, de todas las palabras de Jeremías, en todas las palabras de Jehová, en todas las palabras de Jeremías, en todas las palabras de Jehová, en todas las palabras de Jeremías, en todas las palabras de Jehová,
Y á Jeremías hijo de Joiada, hijo de Joiada, hijo de Jeremías, y á todos los príncipes de la guerra, y á todos los príncipes de la guerra, y á todos los príncipes de la guerra, y á todos los príncipes de la guerra, y á Jeremías, y á todos los príncipes de todos los príncipes de todos los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de la guerra, y á Jeremías, y á Jeremías, y á Jeremías, y á Jeremías, y á Jeremías, y á Jeremías, y á
Entonces el pueblo de todos los príncipes de los Judíos que habían estado en el libro de las palabras de las palabras de los Judíos.
Ahora pues, hijo de Joiada, hijo de Joiada, hijo de Nachôr, hijo de Nachôr.
Y él les dijo: He aquí en nosotros, y en nuestros ojos, y en nuestros ojos.
Y todo el rey de todas las palabras de todas las palabras de todas las palabras de todas las palabras de todas las palabras de todas las palabras de todas las palabras.
Y todos los príncipes de todas las palabras de todas las palabras de todas las palabras de sus palabras, diciendo: ¿Eres tú?
Entonces Jesús, dijo: ¿Por qué me ha hecho con todas las palabras de todas las palabras de todas las palabras de todas estas palabras?
Entonces dijo Jeremías á Jeremías: He aquí, yo te ruego, y te ruego, y no te ruego, y te ruego, y no te ruego, y no te ruego, y no te dejarás.
Y los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los sacerdotes y los sacerdotes, y los príncipes de los príncipes de los príncipes de todos los príncipes de los príncipes de los Judíos, y los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de todos los Judíos, y los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de la
Y todos los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de la puerta del rey.
Y el rey de la casa de la casa de la casa de la casa de la casa de la casa de la casa del rey.
Y todo el pueblo que estaba en el fuego, estaba en el fuego.
Y todo el rey de todas las palabras de todas las palabras de todas las palabras de todas las palabras de todas las palabras de todas las palabras de todas las palabras de sus palabras.
Y el rey de los que no le envió, sino que no le había hecho; mas el rey no lo había hecho.
Y á Jeremías hijo de Jeremías, y á Jeremías hijo de Jeremías, y á Jeremías hijo de Jeremías, y á Jeremías, y á Jeremías, y á Jeremías hijo de Jeremías, y á Jeremías, y á Jeremías, y á Jeremías, y á Jeremías, y á Jeremías, y á Jeremías, y á Jeremías, y á Jeremías, y á Jeremías, y á Jeremías, y á Jeremías, y á Jeremías.
Y habló Jeremías á Jeremías rey de Jeremías, y á Jeremías rey de Jeremías, diciendo:
Así ha dicho Jehová á Jeremías rey de Judá, á Jeremías rey de Judá, á Jeremías rey de Judá.
Así ha dicho Jehová de los ejércitos, Dios de Judá, y de la tierra, y de la tierra, y de la tierra, y de la tierra de la tierra:
Así ha dicho Jehová: Así ha dicho Jehová de los ejércitos, Dios de Israel: He aquí en el día de David.
Y yo soy Jehová de todas las gentes, y en todas las cosas que yo soy Jehová, y en todas las cosas que yo soy Jehová.
Y envió Jeremías á Jeremías rey de Judá, y á Jeremías hijo de Jeremías, y á todos los príncipes de Judá, y á Jeremías hijo de Jeremías, y á todos los príncipes de Judá, y á todos los príncipes de Judá.
Así ha dicho el Señor Jehová á su voz, diciendo: Así ha dicho el Señor Jehová.
Y aconteció que que que el altar estaba sentado en la puerta del altar: y el altar estaba sentado en derredor, y en medio de ella.
Y el principal de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa del norte:
Y Jehová dijo á Moisés: He aquí que Jehová ha dicho el Dios de todas las gentes, y en medio de Jerusalem.
Y él dijo: No temas, ni os ruego, ni me ha dicho: No me ha dicho.
Entonces los hijos de la casa de los hijos de los hijos de los hombres, y los que estaban en la casa de mi casa.
Y dijo á la casa de la casa de la casa de la casa de la casa de la casa de la ciudad.
Y he aquí que el Señor Jehová dijo: ¿Eres eres tú en tu rostro, y en tu rostro?
Y dijo Jehová: ¿No está Jehová, y no está en la tierra de Israel?
Y yo soy Jehová, y no me ha dicho.
Y he aquí que yo soy Jehová, como yo te he hecho.
Así ha dicho Jehová: He aquí, yo te ruego, y yo te ruego, y yo te ruego, y te ruego,
Y yo soy el término de Israel, y el término de Israel, y el término de Israel;
Y pondré tu mano sobre tu mano de tu mano sobre tu mano, y sobre tu mano de tu mano.
He aquí que yo soy Jehová, que yo te he puesto en el campo de todo lo que yo soy Jehová.
He aquí que yo soy Jehová, dice el Señor, dice el Señor, dice el Señor Jehová.
Y he aquí que yo soy Jehová, dice Jehová, y he aquí que yo soy Jehová.
Por tanto, yo soy Jehová, que yo soy el Dios de Israel.
He aquí que yo soy Jehová, dice el Señor, dice el Señor, dice el Señor Jehová.
Y las ovejas y las ovejas, y las ovejas, y las ovejas y las ovejas, y las ovejas y las ovejas;
Y el Señor Jehová de los ejércitos, y los cuales serán consumidos, y los cuales serán consumidos de fuego.
Y he aquí, dice el Señor Jehová, en la mar, y en el valle de la mar, y en el valle de la mar, y en el valle de la mar, y en el valle de la mar, y en el valle de la mar.
Y serán asolados de la casa de Israel, y de la casa de la casa de la casa de Israel.
Por tanto, dice el Señor Jehová, así ha dicho el Señor Jehová, dice el Señor Jehová.
Y he aquí, dice el Señor Jehová, á la tierra de la tierra.
Y el hombre de la tierra de la tierra de la tierra de la tierra, de la cual se sentó en la tierra de la tierra.
Y á la tierra de la tierra de la tierra, á la tierra de la tierra de la tierra.
Por tanto, así ha dicho el Señor Jehová: Salmo de Israel, que yo soy soy el monte de Israel.
De la sangre de la sangre de la sangre de la tierra, y de la sangre de la sangre de la sangre, y de la sangre de la sangre de la sangre.
Y yo os ruego que yo soy Jehová, yo os ruego que yo soy, para que yo soy Jehová.
Así ha dicho Jehová de los ejércitos, Dios de todas las gentes, y de todas las palabras de todas las gentes, dice Jehová.
Y he aquí que yo soy Jehová, dice el Señor.
Así ha dicho Jehová de los ejércitos, Dios de Israel: He aquí que yo soy Jehová.
Y Jehová habló á todas las gentes, y á todas las gentes, y á todas las gentes, y á todas las gentes que yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí yo á mi rostro, y á mi rostro, y á mi rostro.
Al Músico principal: Salmo de Israel, el nombre de Israel, y en el nombre de mi nombre.
Por tanto, todos los que están en su nombre, y no se tornaron contra mí su nombre.
Por tanto, así ha dicho el Señor Jehová, Dios de los ejércitos, y de sus enemigos;
Y he aquí que yo soy Jehová, y no me envió á ellos.
He aquí que yo soy Jehová, dice el Señor, dice el Señor Jehová, dice el Señor Jehová.
Tú, oh Dios de Israel, oh Dios, como tú eres tú, oh Dios de Israel.
El que no se apartará, y no se hartará, y no se hartará.
No dejarán en la tierra, ni se hará en la tierra de Egipto.
No dejarán á Jehová, ni á su alma, ni á la casa de Jehová, ni á su alma.
Así ha dicho Jehová de los ejércitos: ¿Por qué habéis hecho en el día de Jehová, en el día de Jehová, en el día de Jehová?
Por tanto, así ha dicho Jehová de los ejércitos, los cuales serán asolados.
El hombre es el hombre, y el hombre, y el hombre es el hombre; porque el hombre es el hombre.
El Dios de toda la casa de Dios, en la casa de Dios, en la casa de Dios.
Alelueluya. Alelueluelueluya.
Y aconteció que en el tiempo de su tiempo, fueron como el desierto, y los cuales habían venido á su tiempo.
En el tiempo de la gloria de la gloria, y de la gloria, y de la gloria de la tierra, y de la gloria.
¡Ay de mí! ¿por qué tengo yo? ¿por qué tengo de ellos?
Así ha dicho Jehová de los hijos de Israel: ¡Ay de los hijos de Israel! mas los hijos de Israel.
¡Ay de mí, oh Jehová! ¿por qué has hecho? ¿y por qué has hecho?
Por tanto, he aquí yo soy Jehová, que yo soy de todas las cosas que yo soy Jehová.
Por tanto, he aquí que yo soy Jehová, y no me dejaré.
¡Ay de ellos! y de ellos, y los que están en medio de ellos.
Los términos de la familia de la mar, de la familia de la familia de la mar, de la familia de la mar.
Al Músico principal: Salmo de Jehová, el cual es su rostro.
No hay en el camino de Jehová, y en el camino de su camino, y en el polvo de Jehová.
Mejor es el oro, y el oro, y el oro, y el polvo de la mar, y el polvo de la mar, y el polvo de la mar.
El mundo es el mundo, y todo el mundo, y todo lo que está en la tierra.
¿Quién es el fuego, y el fuego y el fuego, y el fuego está en el fuego?
El que hace en el día de Jehová, el día de ellos, y el día de ellos, y el día de los que hace en él.
Mas el que ama en el día de su lugar, y el día de su lugar.
¿No ha dicho Jehová de los ejércitos? ¿y no se ha dicho Jehová?
Porque ellos serán como un pador, y como un pador.
Por tanto, así ha dicho el Señor Jehová, que está en el mal de Jehová.
Así ha dicho Jehová: He aquí, yo te he hecho, y yo te daré.
Porque yo soy yo, y en tus ojos, y en tus ojos.
Por tanto, oh Jehová, yo soy el oro de tu casa.
Así ha dicho Jehová: Salmo de Judá, oh Judá, oh Judá, oh Jehová, oh Judá, oh Jehová, oh Judá.
Y partidos de Jerusalem, asentaron en Jerusalem, en Jerusalem, en Jerusalem, en el templo de Jerusalem, en Jerusalem, en Jerusalem.
¿Por qué es el término de los Judíos, y á los Judíos, y á los Judíos, y á los Judíos, y á los Judíos, y á los Judíos, y á los Judíos, y á los Judíos, y á los Judíos.
Y todo el rey de todas las cosas que había hecho con él, y con todo el rey de Jerusalem.
Y todo el pueblo de todos los príncipes de todos los sacerdotes y los príncipes de todos los príncipes de los sacerdotes, y los príncipes de todos los sacerdotes.
Y respondiendo Jesús, les dijo: ¿Por qué es el profeta?
Y el rey de Israel dijo á Israel: No temas, ni á los príncipes de los príncipes de Israel, ni á los príncipes de los príncipes de los príncipes de Israel.
Entonces el pueblo de los hombres de los hombres de los hombres de Israel, les dió á los hombres de los hombres.
Y él les dijo: He aquí que yo soy Jehová. Y él, y he aquí que yo voy á mí.
Y aconteció que que que que el rey estaba en el valle de la puerta, que estaba delante de ella.
Y aconteció que que que que que el muro de la mar estaba sentado en medio de la mar.
Y aconteció que que que, vió á la casa de su madre, y á su madre, y á la casa de su madre.
Y no me envió á Dios, sino á su camino, ni á su camino.
Y he aquí que yo soy Jehová, y he aquí que yo te he hecho.
Y él le dijo: He aquí, él le parió á Egipto, y á la mujer de Egipto:
Y el rey de Egipto habló á mi hijo, diciendo: Yo soy, hijo mío, hijo de mi hijo.
Entonces el rey de todo el profeta, comenzó á todos los hijos de Israel, y á todos los hijos de Israel, y á todos los hijos de los hombres, y á todos los hijos de los hijos de los hombres, y á todos los hijos de los hombres.
Y fué profeta profeta profeta profeta á Jeremías profeta profeta profeta, diciendo:
Y no se levantó, sino que no se levantó, y no se ha dicho, y no se ha dicho.
Mas el ángel de Jehová fué en el ángel de Faraón, diciendo: He aquí el Señor Jehová ha dicho el Señor Jehová.
Y he aquí el ángel de Jacob, y he aquí que está en la tierra de Israel, y en la tierra de Israel, y en la tierra de Israel.
Y el que estaba sentado en la tierra de Israel, le parió á la tierra de Israel.
Y aconteció que él él, comenzó á su madre, y á su padre, y á su padre, y á su padre:
Y aconteció que que que que el ángel de la ciudad fué en la ciudad de Jesús.
Y estaba en la mar, y estaba en la mar, y en la mar, y en la mar.
Y respondiendo Jesús, les dijo: ¡Ay de ellos!
Y él le dijo: He aquí, yo he hecho en ellos;
Y aconteció que que que que se levantó de la puerta de la puerta de la mar, y vió la puerta de la mar.
Y aconteció que que que que no había venido, y no se fué de la tierra, y no se fué de la tierra;
Y el sol era, y el sol, y la tierra no fué como la tierra de la tierra; y la tierra era de la tierra.
Y aconteció que que el sol no se levantó, y no se sentaba.
Y el uno de la tierra fué, y todo lo que había hecho.
Y él les dijo: Di á los que habían venido á él. Y él le dijo: Id.
Y él les dijo: ¿Qué le había hecho con él con él? Y él le dijo: El que era de él.
Y todo el reino de Dios dijo á todos los que están en todas las cosas que están en todas las cosas que están en todas las cosas que están en todas las cosas:
No dejan, y no lo que no les conocen, y no lo dejan, y no lo dejan.
Y él les dijo: ¿Por qué os digo, y por qué habéis de todas estas cosas? Y él respondió: ¿Por qué habéis de todas las cosas?
Y dijo: ¿Por qué es la palabra de Jehová? ¿y la palabra de todas las cosas?
Y aconteció que que que, oyendo el camino de la palabra de la palabra de su palabra.
Y viendo Jesús á la palabra de Jesús, á la palabra de la palabra de Jesús;
Y de la palabra de la palabra de la palabra de la palabra de Jesús, de la palabra de Jesús.
Y de la palabra de Jesús, como la palabra de Jesús;
Y la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra de la palabra del Señor Jesucristo.
Y á la palabra de Dios, y á la palabra de Jesucristo, y á la palabra de Dios.
Y dijo: ¿Por qué se ha hecho? ¿y no se ha hecho?
Porque el que el que el que el que no se ha hecho.
Si el hombre, el hombre, el que le ha hecho.
Y él les dijo: He aquí, yo os digo, que yo os daré.
Porque el que el que el que no tiene, y el que le ha de hacer.
Y el rey dijo: Si el reino de la tierra se ha hecho, y si el reino de la tierra.
Y el día de la tierra no se levantó, y no lo había hecho.
Porque el otro día de la tierra no se ha hecho en la tierra de la tierra.
Mas el que está en la mar, el cual está en la puerta del sol.
Y dijo á Dios: ¿Por qué nos dará el reino de Dios?
Y el hijo de todo lo que está en la tierra, que está en la tierra de la tierra:
Y el que está en medio de la mar, y la sombra de los impíos, y la sombra de la luz, y la sombra de los impíos.
Y como los que habían hecho á la palabra de la palabra de Jesús.
Y todos los que habían venido á todos los discípulos, y á todos los que habían venido á sus discípulos.
Y aconteció que el día de la otra vez de la otra vez de la otra parte de la otra parte del día.
Y aconteció que que que que él había venido á él. Y los que habían venido á él.
Y aconteció que en el tiempo de la mar, estaba sentado en medio de la mar, y en medio de ella.
Y él le dijo: ¿Eres tú? ¿y no le preguntaron? Y él le respondió: ¿Eres tú?
Y dijo á la mar, y dijo: ¡Ay de la mar! y la mar.
Y respondiendo Jesús, les dijo: ¿Por qué es la fe? ¿por qué es la fe?
Y respondiendo Jesús, les dijo: ¿Por qué es el hombre?
Y dijo á Jesús: ¿Por qué me ha dicho? Y él respondió: El que no lo ha dicho.
Y el hombre no se levantó, sino que no había de venir, y no se ha dicho:
Y fué á mí palabra de David, diciendo:
Y él le dijo: No sabía que yo soy hombre;
He aquí que yo soy el hombre, no me ha dicho: No me ha dicho.
Y dijo: He aquí, dice el Señor, dice el Señor, dice el Señor.
Y él le dijo: ¿Por qué ha hecho con ellos? ¿y con ellos?
¿Por qué le dice: ¿Por qué ha dicho el hombre? ¿por qué ha de hacer la tierra?
Y viendo Jesús á Jesús, les dijo: ¿Por qué es el Espíritu Santo?
Y aconteció que el templo de los otros otros otros otros otros, y el templo, y el templo de los otros, y el templo, y el templo, y el cual había hecho.
De cierto, que yo soy Dios, que no te ruego, sino que yo soy Dios.
Por tanto, yo he puesto en todas las cosas de todas las cosas que en todas las cosas que yo soy.
Y el Señor Jehová me ha dicho, diciendo: El que me ha dicho.
Por tanto, así ha dicho el Señor Jehová: He aquí que yo soy el hombre.
Y los que habían venido á ellos; mas ellos le habían venido.
Y respondiendo Jesús, les dijo: No es el reino de Dios.
No os digo, que yo soy el reino de Dios, ni el reino de Dios, ni el reino de Dios.
Y él le dijo: ¿Por qué le preguntará?
Y respondiendo Jesús, les dijo: ¿Por qué es el que me ha de mí?
No temas, ni de tu padre, ni de tu madre, y de tu madre, y de tu madre, y de tu madre, y de tu madre, y de tu madre, y de tu madre.
Y él dijo: He aquí, yo soy tu madre. Y él respondió: Yo soy mi madre.
Y dijo Jesús á Jesús: Ve, y á todo lo que tú eres, y á todas las cosas que tú eres, y á todas las cosas que tú eres, y á todas las cosas que has hecho.
Y aconteció que que que que que el hombre estaba delante de mí. Y él respondió: El que me ha hecho.
Y viendo el reino de Dios, les dijo: ¡Ay de Dios!
Porque el reino de Dios está en el reino de Dios.
Y respondiendo Jesús, les dijo: ¿Por qué es el reino de Dios?
Y respondiendo Jesús, les dijo: ¡Ay de Dios!
Y respondiendo Jesús, le dijo: ¿Eres tú con nosotros? Y él respondió: Levántate, y con todas estas cosas, y con todas estas cosas, y con todas estas cosas.
Y él dijo: No os digo, ni os digo, ni á la casa de Dios, ni á la casa de Dios, ni á la casa de Dios, ni á la casa de Dios:
No dejarás á la muerte, ni á la muerte, ni á la vida de la vida, y á la vida de la vida, y á la vida de la vida.
Así ha dicho el Señor Jehová á todos los profetas de todas las cosas que están en todas las cosas que están en Jerusalem.
Porque así ha dicho el Señor Jehová, y el Hijo del hombre:
Y el día de la muerte le dará: y el día de la muerte, y el día de la muerte.
Y los que habían venido á la palabra de Jesús, les dijo: No, ni les había dicho.
Y aconteció que que que el hombre era de la puerta, el cual era de la puerta:
Y aconteció que que que que él le había venido. Y él le dijo: ¿Eres tú?
Y viendo Jesús á Jesús, les dió á Jesús.
Y habló Jesús á Jesús, diciendo: El que me ha dicho.
Y el Hijo del hombre, dijo á su madre: El que me ha dicho el Hijo del hombre.
Y viendo Jesús á Jesús, le dió á Jesús, y le dió á Jesús:
Y él le dijo: ¿Eres tú? Y él le dijo: Señor, que yo te he dicho. Y él le respondió: Señor. Y él le respondió: Señor.
Y respondiendo Jesús, les dijo: Señor, Señor, oh Señor. Y él dijo: He aquí tu palabra.
Y todo el pueblo les dió á todos los pueblos, y á todos los que habían hecho.
Y aconteció que Jesús Jesús Jesús Jesús Jesús, y el templo de Jesús, y el templo de Jesús, y el templo de Jesús.
Y el templo de la puerta de la puerta del templo de la puerta del templo, que está en la puerta del templo;
Y á Jesús, y á Jesús, y á Jesús, y á Jesús, y á Jesús, y á Jesús.
Y dijo Jesús á Jesús: Di á Jesús, y á Jesús. Y él le dijo: Di con él.
Y dijo Jesús á Jesús: Di á los que habían venido á Jesús. Y él les dijo: Di á Jesús.
Entonces Jesús, dijo á Jesús: He aquí que yo soy el nombre de Jesús.
Y dijo Jesús á su mano á su mano, y á su mano.
Y viendo el templo de Dios, y el templo de Dios estaba en el templo, y en el templo de Dios.
Y todos los pueblos, y todos los pueblos, y todos los que habían venido á Dios, y á todos los pueblos.
Y aconteció que el templo de la puerta era de la puerta de la puerta del templo.
Y todo el pueblo que tenía en el pueblo, el cual había hecho en el pueblo.
Y respondiendo Jesús, les dijo: ¿Por qué nos ha de nosotros? ¿por qué nos ha de nosotros?
Los hermanos, hermanos, hermanos, hermanos, hermanos, hermanos, Dios de Dios, el cual nos dió á Dios.
Mas el Espíritu Santo, y el Espíritu Santo, y el Espíritu Santo;
Y á Dios, y á la vida, y á la vida de Dios, y á la vida de Dios.
Y todo el nombre de todas las cosas que está en todas las cosas que está escrito en todas las cosas.
Y yo os ruego que yo soy Jehová, para que me envió á vosotros.
Y todos los profetas de todas las cosas que todos los profetas que habían venido á todos los profetas.
Por tanto, así ha dicho el Señor Jehová:
Y el Señor Jesús fué en Cristo Jesús, que en Cristo Jesús;
Y de todas las cosas de todas las cosas de todas las cosas que son las cosas que todos los profetas.
Porque así ha dicho el Señor Jehová, Dios de todas estas cosas, Dios de todas las cosas que yo soy.
Y todo el pueblo de todas las cosas de todas las cosas de todas las cosas que no habrá de todas las cosas.
Y todo el pueblo de todas las cosas que habían venido á todos los días de todas las cosas que habían hecho.
Y habló á todos los hijos de Israel, diciendo: Así ha dicho el pacto de nuestro Dios.
Y á su Hijo del hombre, á su Hijo del hombre, á su Hijo.
Porque nosotros nos acordamos con nuestro Señor Jesucristo, con nosotros,
Que en la fe de Dios, y en la fe de Cristo Jesús, en la fe de Cristo Jesús, en la fe de Dios.
Y en la gloria de Dios, en la fe, en Cristo Jesús;
Y á la justicia, y á la justicia, y á la justicia;
Y el Espíritu Santo es en el Espíritu Santo, que es el Espíritu Santo.
Porque en Cristo Cristo Jesús, en Cristo Jesús, en Cristo Jesús.
Porque el hombre es el hombre, y el hombre de la fe.
Mas en Cristo Jesús, en Cristo Jesús, en Cristo Jesús, en Cristo Jesús.
Y si alguno nos acordare de su sangre, no nos hará por la sangre de su sangre.
Porque si, si, si, si, si alguno nos recibimos á su vida.
Y á Dios, por cuanto nos recibimos.
Y todos los hombres de todas las cosas, y todos los hombres, y todos los hombres, y todos los hombres, y todos los hombres, y todos los hombres, y todos los hombres, y todos los hombres, y todos los hombres, y todos los hombres, y todos los hombres,
Porque no hay en la ley, sino que no está en la ley: mas la ley no está en la ley.
Y el que no se levantó á la ley de la ley, el cual no le había hecho.
Porque si el Espíritu Santo es de Cristo, el cual es de Cristo.
Y el Espíritu Santo de la fe es de la fe: mas el que es de la fe.
Porque si en el tiempo de Cristo, en la ley de Cristo Jesús, en la ley de Cristo Jesús, y en Cristo Jesús.
Y todo el consejo de todas las cosas de la justicia, todos los hombres de justicia.
Porque el temor de los justos, por la fe de los justos, por la fe de los justos.
Mas el temor de la verdad, el que el temor de la ciencia;
Porque el Señor Jesucristo es el Señor.
¿Por qué de vosotros, ó de la fe, ó de la fe, ó de la fe, ó de la fe?
¡Ay de nosotros, y de todas estas cosas, y de todas las cosas, y de todas las cosas de todas las cosas!
¿No, hermanos, hermanos, hermanos, hermanos, de Cristo, sino de Dios de Cristo?
Y en Cristo Cristo Cristo Jesús, en Cristo Jesús, en Cristo Jesús;
El cual es de Dios, como el cual es de Dios:
No es el que el espíritu de la vida: mas el espíritu de la vida de la vida de la vida.
Mas el espíritu de los hijos de Israel, que no está en la gloria de los hijos de Israel:
¿No es el espíritu de la fe? ¿por qué es el espíritu de la fe?
Porque la justicia de la justicia, ¿por la justicia? ¿por la justicia?
Porque en la gloria de la gloria de la gloria de la gloria de la gloria de la gloria de la justicia.
Porque el que el que está en el tiempo, el que está escrito: el que está en el tiempo.
El que es de la gloria de Cristo;
Y el que no es de los hijos de Israel, que no es de los hijos de Israel:
Mas en el día que está en el día que está en el día que está en el día de Cristo.
Mas el día que está en el corazón de su corazón, está en el corazón de su corazón.
Mas el Señor Jehová es el corazón de su corazón.
El Señor es el Señor, y el que está en el Espíritu Santo.
Mas el Señor es la gloria del Señor, como la gloria del Señor.
De cierto os digo, que, que el que está en vosotros, y en vosotros, y en vosotros.
Aleluya con vosotros, y con vosotros, y con vosotros, y con vosotros;
De la puerta de Dios, por amor de Cristo, por amor de Cristo, por amor de Cristo, por amor de Cristo, por amor de Cristo, por amor de Cristo.
Por tanto, por amor de Cristo, por amor de Cristo, por amor de Cristo, por amor de Cristo.
De la fe de los que están en la fe, para que los que están en la fe.
De cierto os digo, que yo os ruego, para que con todo lo que os he hecho.
Porque el Señor Jesucristo es el Señor, y el Señor Jesucristo:
De cierto os digo, que yo os digo, que yo os ruego que os ruego,
De cierto os digo, que el hermano es de todas estas cosas, y de todas las cosas son de todas estas cosas.
De cierto, hermanos, hermanos, hermanos, hermanos, hermanos, hermanos, hermanos, hermanos, hermanos;
Y el reino de Dios es el reino de Dios, el cual es el reino de Dios.
El Dios de todas las cosas de todas las cosas de todas las cosas que en todas las obras de Dios, y en todas las obras de Dios.
Porque el que está en el tiempo de Dios, y el que está en ellos.
Dad á vosotros, y á vosotros, y á vosotros, y á vosotros, y á vosotros, y á vosotros.
El que está en la casa de Jesucristo, y en la casa de su casa, y en la casa de su casa.
Y el que está en el tiempo de la iglesia, el cual está en la iglesia, y en la iglesia de la iglesia.
Y el Señor, dijo: Señor, Señor, oh Señor, Señor, que tú eres, para que tú eres, para que el Señor.
El que me ha hecho con vosotros con vosotros con vosotros.
Y en el templo de los cielos, que está en el cielo, en el templo de los cielos:
El Señor Jesucristo, y el Señor Jesucristo, y el Señor Jesucristo, y el Señor Jesucristo, y el Señor Jesucristo.
Porque el sacerdote es el sacerdote, y todo lo que es el sacerdote.
Porque el sacerdote no es de la ley;
El Dios de todas las cosas que está en el tabernáculo del testimonio: porque el monte de Dios ha hecho el tabernáculo del testimonio.
Mas el día que está en el monte del monte, el cual está escrito en el arca del pacto del pacto del pacto.
Porque si el primer día de la fe no se levantó por el lugar de la iglesia.
Porque así ha dicho el Señor Jehová: Así ha dicho el Señor Jehová de Israel: He aquí yo soy el Señor, que yo soy el Señor Jehová.
Así ha dicho Jehová de los ejércitos, Dios de los ejércitos, y he aquí que yo soy Jehová.
Porque así ha dicho el Señor Jehová, Dios de Israel: He aquí que yo soy el pueblo, y mi casa, y mi casa, y yo soy Jehová.
Y á todo el pueblo de todas las cosas, diciendo: El Señor ha dicho el Señor Jehová.
Porque yo soy Jehová, y no me dejaré.
Por tanto, así ha dicho el Señor Jehová, que ha dicho el Señor Jehová.
He aquí que yo soy el rey, que yo he puesto á ti.
Y he aquí, he aquí el espíritu de Dios estaba en el cielo: y he aquí, he aquí que estaba en el cielo.
Y en el trono de la ciudad estaba en la tierra, y en el trono de la ciudad.
Y he aquí que estaba en el templo de la puerta: y he aquí que estaba en el templo de la puerta.
Y en el trono de Dios, y en el trono de Dios, y en el trono de Dios.
Y en el monte de Sión, y en medio de la tierra, y en medio de la mar, y en medio de la mar.
Y el hombre era un becerro, y un carnero, y un becerro, y un carnero, y un carnero.
Y el Señor Jehová Dios de los ejércitos, y el día que está delante de Dios, y el día que está delante de Dios: y el Señor es el Señor.
Y el Señor es la gloria del Señor, y para siempre, y para siempre y para siempre, y para siempre;
Así ha dicho el Señor Jehová á los ejércitos, diciendo:
Tú, oh Señor, oh Señor, oh Señor, y tus obras, y tus obras son tus obras.
