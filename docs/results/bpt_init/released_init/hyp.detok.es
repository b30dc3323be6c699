De la tierra y la tierra, y la tierra.
Y aconteció que el día que estaba sentado en el día, y vinieron á él.
Porque el día en el día de vosotros, y en el día de vosotros, y vosotros, y vosotros.
Y tú eres tu mano de tu siervo,
Y engendró á Matha, y engendró á Mathías.
Y dijo á Dios: He aquí, y he aquí, y he aquí en la tierra de la tierra.
Y todos los que están en la tierra, y de la tierra, y de la tierra, y de la tierra, y de la tierra, y de la tierra,
Y he aquí que yo he puesto en medio de mí, y he aquí en la casa de mi padre.
Y los hijos de Coath;
Y respondiendo Jesús, les dijo: Yo os digo, y á la tierra de la tierra.
Y he aquí que yo te he de ti, y te has de ti, y te has de ti,
De la tierra de la tierra, y de la tierra, y de la tierra, y de la tierra.
Y los que estaban en el desierto, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos.
Y dijo Jehová á Moisés: Ve, y tu siervo, y tu siervo, y tus estatutos.
Y David engendró á sus hermanos, y á sus hermanos, y á sus hermanos.
Y dijo Jehová á Moisés: He aquí, he aquí que yo he puesto en la ciudad.
Y aconteció que el día que estaba en el desierto en la tierra.
Y dijo: He aquí, tú eres tu tierra. Y dijo: He aquí, tú eres tu tierra.
Y engendró á Moisés y á Aarón, y á los que estaban en él.
Y engendró á Jerusalem.
Y el ángel de su padre, y dijo á su padre.
Y dije: He aquí, no me tengo de mí.
Y él le dió, y á Matha,
Y dijo: ¿Qué es esto?
Y respondiendo Jesús, dijo á Jehová, diciendo:
Y no le respondió: No le dejaba á su hermano.
Y habló á su padre, y á su padre, y á su hermano.
Y dijo á David: ¿Qué eres tú?
Y la mujer de David engendró á David.
Y vinieron á la puerta de la mar, y á la puerta de la mar, y á la puerta de la puerta de la mar, y de la puerta de la puerta de la mar.
Por tanto, yo te he hablado;
Y respondiendo Jesús, le dijo: Así ha dicho el nombre de Dios, y el nombre de Dios.
Y los hijos de Israel no se levantaron en el día de los hijos de Israel.
Y todos vosotros, y de la tierra, y en la tierra de la tierra.
Y habló á Moisés, diciendo:
Y los hijos de Amías hijo de Amías, hijo de Amías, hijo de Amías.
Y los hijos de Coath, los hijos de Benjamín,
Y él le dijo, y no es su nombre, y no es su nombre.
Y respondiendo Jesús, diciendo: ¿Qué es el que está escrito?
Y habló Jehová á Moisés, y dijo á Moisés.
Y vinieron á él, y he aquí, y he aquí.
Y todos los que están en la casa de Jehová, y los que estaban en la tierra de Egipto, y los que estaban en la tierra de Egipto.
Y sus hermanos, y no le mandó.
Y él dijo: No hay en mi nombre, porque no hay en medio de ellos.
Y durmió á su padre, y le dió á su madre, y á su madre y á su hermano.
Y Jesús les dijo: No os digo.
Por tanto, como el hombre de oro, y de plata, y de oro, y de oro, y de plata, y de oro.
Y los hijos de Coath;
Y todos los pueblos de la tierra de Egipto, y á la tierra de Egipto.
Y él respondió, y dijo: He aquí, y he aquí, y no hay en su nombre.
De la ciudad será inmundo, y el sacerdote será inmundo.
Y Saúl dijo á Moisés, y á David, y á David, y á David.
Y él le dió, y dijo: Yo he aquí, y he aquí, y los hijos de los hijos de Ammón.
Y Moisés dijo á Moisés, diciendo: ¿Por qué me he aquí, y he aquí que yo os he aquí, y he aquí que yo os he aquí, y he aquí que yo os he hablado?
Y habló Jehová á Moisés, diciendo: He aquí que los que están en tierra.
Para que no hay en vosotros, y no hay en vosotros.
Y los hijos de Coath, y á sus hijos, y á sus familias, y á sus hijos.
Y fué palabra de Jehová á los Judíos, que estaban en el desierto.
Y habló á Moisés y á Aarón, y á Jehová.
Por tanto, y no hay en vosotros, y no hay en vosotros.
Mas los hijos de Israel no se levantaron en sus padres, ni los hijos de Israel.
Y en el día de vosotros, y en el día de vosotros.
Mas el hombre que el hombre es el hombre, que te eres, si no te eres de él.
Y habló Jehová á Moisés, diciendo:
Y habló Jehová á Moisés y á Aarón, y á sus padres, y á Jehová.
Y dijo á los hijos de Israel: Yo os digo, que os digo.
Y habló á Moisés, y dijo á Moisés, y á Jehová, y á los que están en vosotros.
Por tanto, así ha dicho Jehová, que está en los cielos.
Y habló á Moisés y á sus hermanos, y á sus hermanos, y á sus hermanos.
Y habló á Moisés, diciendo: No os digo, y no nos ha de nosotros.
Y si tú eres, si tú eres tu corazón,
Y él le dijo á su padre, y le dijo á su padre.
Y el término de tu tierra, que está en medio de ti, de la cual está en el monte de tu tierra.
Y habló á Moisés y á Aarón, y á Moisés y á sus hermanos, y á la tribu de Dios.
Y harás la casa de la casa de la casa de la ciudad, y la casa de su casa.
Y el tabernáculo de la puerta del testimonio.
De la ciudad, en el monte de la ciudad, en el monte de la ciudad.
Y harás en medio de la mar, y de oro, y de oro.
Y la puerta de la puerta del tabernáculo del testimonio, y sus hijos.
Y si el sol te será inmundo, y no hay en la obra de los cielos, ni la gloria de la gloria de la gloria de la gloria de la vida.
Y harás en el tabernáculo del testimonio, y el tabernáculo de la puerta del testimonio, y el tabernáculo de la puerta del testimonio.
Y la puerta de la puerta de la puerta de los hijos de los hijos de Ammón, y de los hijos de Israel,
Y dijo á los ancianos de mi pueblo: He aquí, tú eres el pueblo de mi pueblo.
Y habló Jehová á Moisés, diciendo: He aquí que yo te he hablado á ti, y te he aquí.
Porque tú eres tu Dios tu Dios, y tu Dios, y tu Dios, y tu Dios te has hecho en el monte de tu Dios.
De los hijos de los hijos de Israel, y los hijos de los hijos de Israel, y de los hijos de Israel, y de los hijos de los hijos de Israel.
Y de la puerta de la puerta de la puerta de la puerta de la puerta del tabernáculo.
Y la casa de la mar, y su anchura, y su anchura, y su anchura.
Y la puerta de la puerta de la puerta de la puerta de la puerta de la puerta.
Y fueron en medio de los hijos de los hijos de los hijos de Israel.
Y todos sus vasos, y sus basas, y sus basas,
Y el pueblo se dió á Jehová á Moisés.
Y el sacerdote será el sacerdote, y el holocausto, y el holocausto de la puerta de la puerta de la puerta de la puerta:
Y será que que el sacerdote se hubiere de Jehová sobre él.
Y de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta
Y habló Jehová á Moisés, diciendo:
El cual es la ley de la ley.
Y el sacerdote será el sacerdote, y el sacerdote se pondrá sobre el altar de sus hijos, y sus hijos, y sus hijos.
Y vinieron á la casa de Jehová, y la casa de su corazón, y de la casa de su mano.
Y la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta.
El que está en el cielo, y de la tierra, y de los que están en el cielo, y de la tierra, y de los que están en el cielo.
Y será que en el tiempo de los que están en medio de ellos, y no hay en ella.
Y he aquí que el sacerdote se sentare en el día, y el día que está en el día.
Y si el hombre se diere en medio de su boca,
Mas el día que se hará en el día, y el día de su madre, y su mano será inmundo.
Y será que el día de la casa de la casa de la casa de la casa de la casa;
Y la tierra de la tierra que está en la tierra de la tierra, y en la tierra de la tierra.
Y la puerta de Jehová, y le dió á la puerta de Jehová.
El tabernáculo de los hijos de Israel, á los hijos de Israel, y á los hijos de Israel.
Y si no se sentare á su mujer, y no se pondrá en ella.
No te darás en tu mano, ni te has de ti, ni te has de ti.
Y si la mujer de su padre se sentará en su mano, y los que están en su mano.
Mas si su pueblo no hay en su pueblo, dice Jehová.
Y fué á mí palabra de Jehová á Moisés, diciendo: No hay en medio de ella.
Y el término de la mar, y sus basas, y sus basas, y sus basas, y sus basas, y sus basas, y sus basas, y sus basas, y sus basas, y sus basas.
El presente será sobre la mar.
Para que no hay en la tierra de tus días, ni en la tierra de tus días, ni no hay en tu lugar.
Y harás de la tribu de la tribu de los hijos de Israel, y sus hijos, y sus hijos.
Y he aquí, que yo os he dicho, y en vuestras obras, y en vuestras obras, y en vuestras obras, y en vuestras obras, y en vuestras obras, y en vuestras obras, y en vuestras obras, y en vuestras obras, y en vuestras obras.
Y todos los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y toda la tierra de la tierra, la tierra de la tierra de la tierra.
De los hijos de Judá, los hijos de Judá, los hijos de Judá,
El tabernáculo de los hijos de Israel, de los hijos de Israel.
Y de los hijos de Israel, de los hijos de Israel.
De la congregación de la tierra, y de los Levitas, y de la tierra.
Y de la puerta de la mar, y de la mar, y de la mar, y de la mar, y de la mar, y de la mar, y de la mar;
Y los hijos de Israel se levantaron en el tabernáculo del testimonio, y los de los hijos de Israel.
Y el sacerdote será la casa de Jehová, y la casa de su casa, y la casa de su casa, y la casa de su casa,
Y el sacerdote será el holocausto de la puerta de Jehová.
De las columnas de oro, de oro;
De las columnas de oro, de oro;
De las columnas de oro, de oro;
Y los príncipes de los Levitas, y los Levitas, y los Levitas, y sus hermanos.
Y harás á la mar, y de la mar, y de la mar, y de la mar de plata, y de plata.
Y si tú eres á Jehová, si tú te eres á Jehová.
Mas los hombres que estaban en el monte de los Judíos, y los que estaban en el desierto, y los que estaban en el desierto, y los que estaban en el desierto, y los que estaban en el desierto.
De la tribu de la tribu de Judá.
Y Jehová habló á Moisés, y á todos los hijos de Israel:
Y los hijos de los hijos de Israel, y en el desierto, y en el desierto.
Entonces los hijos de Israel, y dijo: He aquí, hermanos, hermanos,
Y el día que está en el campo, y el que está en medio de vosotros,
Y el hijo de Amías, hijo de Amías, y de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta.
Y harás en el tabernáculo del testimonio, y no hay en el tabernáculo del testimonio.
Y los hijos de Israel, diciendo: De los hijos de Israel, diciendo:
Y habló á Moisés y á Aarón, diciendo: ¿Por qué os digo?
Y los que estaban en el desierto, y en el monte que está en el desierto, que está en el desierto.
He aquí, yo he aquí que yo te he hablado, y he aquí que yo te he hablado.
Y aconteció que el año que estaba sentado en el monte de Babilonia, que está escrito en el desierto, que está escrito en el desierto, que está escrito en el desierto.
Y habló á Moisés, diciendo: No, ni á todos los que estaban en nosotros.
Y vinieron á sus discípulos y á sus discípulos, y á sus discípulos.
De la tribu de los hijos de Coath, de los hijos de sus familias;
Los hijos de sus familias, los hijos de sus familias.
Y tú eres de sus hermanos, y de sus hermanos, y de sus hermanos.
Y el término de la puerta del norte, y de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la ciudad.
Y el año año de un año de un año, de un año, de un año, de oro, y de plata, y cinco mil mil mil mil.
Y él le dijo á su padre, y á su padre, y á su padre.
Mas los hijos de los hijos de los hijos de los hijos de los hijos.
Y los príncipes de los que estaban en el desierto de los Levitas, y de los Levitas, y de los Levitas,
De los reyes de Egipto, y vuestros padres, y de vuestros padres, y de vuestros padres.
Y los de sus discípulos se levantaron en el desierto, y en el monte de la ciudad, y en el monte de la ciudad.
Y partidos de Galaad, asentaron en Jerusalem.
Y habló Jehová á Moisés, diciendo:
Y si se hubiere dado con él, y el que se ha de ser.
Y todos los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Por tanto, así ha dicho Jehová Dios de vosotros,
Y todos los días que estaban en el monte de Ephraim, y á los que estaban en el desierto.
Mas todos los de la tierra, y de la tribu de la tribu de la tierra.
Y el día que está en el día, y en el día que está en el día, ¿por qué está escrito en este día?
Y tú eres á ti, y tú te has de ti, y te has de ti.
No te has de ti.
No hay en vosotros, porque Jehová nuestro Dios nuestro Dios, sino con él.
No temas á Jehová tu Dios, porque Dios es tu Dios.
No temas, oh Jehová tu Dios, y á tus padres, y á tus padres, y á tus padres, y á tus padres, y á tus padres.
Y de los hijos de Israel, y á sus hijos, y á sus hijos.
Por tanto, he aquí en tu tierra, y en tu tierra, y en tu tierra, y en tu tierra, y en tu tierra, y en tu tierra, y en tu tierra.
Y vuestros hijos, y vuestros hijos, y vuestros hijos, y vuestros hijos, y vuestros hijos, y vuestros hijos, y vuestros hijos, y vuestros hijos, y vuestros hijos, y vuestros hijos, y vuestros hijos, y vuestros hijos.
Y harás de la casa de tu Dios, para que te ha de ti.
De la tierra de tu tierra, la cual tú eres la tierra de tu tierra, en la tierra de tu tierra.
No te harás sobre la tierra.
Y si tú te eres, y te he aquí en tu corazón, y en tu corazón, y en tu corazón,
Y he aquí que yo te he puesto en mi corazón, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos.
Y el pueblo, diciendo: ¿Qué es el pueblo?
Y si el hijo de los hijos, y á los hijos de los hijos de Ammón, y á los hijos de los hijos de los hijos de Ammón;
Y si el hombre se sentare á la mujer de Israel, y la mujer de Israel, y la mujer de Israel, y la mujer de Israel, y la mujer de Israel.
Y si no te eres, si no te eres de ti, y no hay en ti.
Y respondiendo Jesús, hermanos, y no se sentaron á su hermano, y dijo: No hay en su hermano, y la mujer de su hermano, y la mujer de su hermano.
Así ha dicho Jehová Dios de tu Dios, y á tus enemigos, y á tu Dios, y á tu pueblo, y á tu Dios.
Y si tú eres á Jehová tu Dios, y á tus padres, y á tu Dios,
No te has de tu corazón, y no te darás, y no te has de ti.
Y en el libro de la ley de la ley, que no te ha de ti.
Y sus hermanos, y de la tierra, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos;
Y Jehová habló á Moisés, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
El que está en su corazón, y la gloria de Dios.
No me he aquí, que yo en medio de mis ojos, y en mis caminos, y en mis caminos, y en mis caminos, y en mis manos
Y él dijo á la palabra de Jehová, y en el día de Jehová.
Y fué palabra de Jehová á Moisés, diciendo:
Y vosotros, y mi padre, y mi padre, y mi padre, y mi padre.
Por el pueblo de la tribu de la tribu de los Judíos,
Y aconteció que en el pueblo, que estaban en el pueblo.
Y los Judíos que estaban en el desierto de Israel, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos.
Y los que estaban en el día de Jehová, diciendo: Así ha dicho el Señor Jehová.
Entonces habló á Moisés, y á la tribu de Israel,
Y vosotros os digo, que tú, y te he aquí.
Y aconteció que el rey de Babilonia, y vinieron á sus hermanos, y á sus hermanos, y á sus hermanos, y á los que estaban en el rey de Babilonia.
Entonces habló á Moisés y á Moisés, y á Moisés, y habló á Moisés.
Y el rey de Babilonia, hijo de Amías, hijo de Amías,
De la tribu de los hijos de Rubén, y sus familias.
Y el término de la ciudad, y á la ciudad, y á la puerta del norte,
Y engendró á Agón, y á Sela, y á Aga,
Y partidos de Saúl, asentaron en el desierto, y murió.
Y los príncipes de la tierra, y vinieron á la tierra, y vinieron á la tierra de la tierra.
Y el término de la ciudad, y á la ciudad, y á la puerta del norte,
Y la tribu de la tribu de sus ejidos,
Y los que estaban en el monte de Judá, que está en la ciudad de Judá, que está en la ciudad de Judá.
De la tribu de los hijos de Israel, y sus familias.
Por tanto, diciendo: De cierto os digo, ni á la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta;
Y he aquí, de los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y Saúl dijo á Moisés: He aquí, y he aquí, y he aquí que yo te he hablado, y he aquí que yo te he hablado, y he aquí que yo te he hablado.
Mas los de la tierra que estaban en el libro de la tierra de Ephraim, y de la tierra, y á los hijos de Judá, y de la tierra.
Y los que estaban en Israel, los cuales les mandó á Moisés, diciendo: Así ha dicho Jehová de Israel.
Y habló Jehová á Moisés, y á los hijos de Israel.
Al Músico principal: Salmo de Israel: Salmo de Israel: Salmo de Israel.
Y habló Jehová á Moisés, diciendo:
Y el día que estaba sentado en el barco, y el cual estaba en el barco, y el otro: y el cual estaba en ella.
Y él le dijo: ¿Por qué os he aquí, y á los príncipes de sus hermanos?
Y partidos de los hijos de Israel, y vinieron á sus hermanos, y á sus hermanos, y á sus hermanos.
Y él dijo: ¿No es el nombre de su padre?
Y aconteció en el monte de Ephraim, hijo de Amías, hijo de Amías, hijo de Amías, hijo de Amías, hijo de Amías, hijo de Amías, hijo de Amías, hijo de Amías, hijo de Amías, hijo de Amías, hijo
Y habló á los hijos de Israel, diciendo: Así ha dicho el rey de Israel, y á la tierra de Egipto.
Y he aquí, que yo os he hablado, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel:
Y el ángel de Jehová dijo á Moisés: ¿Qué es esto?
Y dije á los príncipes de los Filisteos, diciendo: He aquí que yo os he aquí.
Y él respondió: Si tú eres tú, y he aquí que yo te he hablado, y he aquí que yo te eres, y he aquí.
Y el ángel de la casa de la casa de la casa de la casa de David.
Y los que estaban en el nombre de su padre, el nombre de su padre.
Y él le dijo: He aquí, y le dijo: He aquí, y él se sentaban á él, y le dijo: He aquí.
Y habló á Moisés, diciendo: ¿Por qué me he aquí, hijo de David?
Y los príncipes de la tribu de Ephraim, diciendo: De los hijos de Judá, y á los hijos de Judá, y á los hijos de Judá, y á los hijos de Judá, y á los hijos de Judá, diciendo:
Y dijo á tu pueblo: ¿Qué es tu nombre? Y él dijo á tu pueblo, y á tu pueblo.
Y he aquí de la casa de Ephraim, y de la casa de Canaán, y de la mar, y á su madre.
Y la casa de Jehová tu Dios, de la casa de Judá.
Por lo cual estaba en el tiempo de Jehová, diciendo:
Y aconteció en el tabernáculo del testimonio, y á todos los que estaban en el tabernáculo del testimonio, y á todos los que estaban en el tabernáculo del testimonio, y á todos los que estaban en el tabernáculo del testimonio.
Y Saúl dijo á David, y dijo: Yo soy.
Y he aquí, como el arca de Jehová estaba en el arca de Jehová, y á la casa de Jehová.
Y los Filisteos vinieron á los Filisteos, diciendo: Así ha dicho Jehová de los Filisteos, diciendo: De cierto os digo, y os digo.
Y serán en vosotros, y con vosotros, y con vosotros.
Y él dijo: ¿No me eres de la tribu de los hijos de Israel?
Y dijo á Moisés, y dijo: ¿Qué es Jehová?
Y fué á mí palabra de Jehová á los hijos de Israel.
Y los príncipes de los Filisteos se levantaron en el desierto de la tierra,
Y los hijos de Israel, diciendo: He aquí que el pueblo me ha dicho.
Así ha dicho Jehová de los ejércitos: Así ha dicho Jehová de Israel.
Y respondiendo Jesús, diciendo: De cierto os digo.
Y partidos de la casa de los Filisteos, asentaron en el monte de Galaad.
Y David dijo á David:
Y partidos de Israel, como de la tierra de Israel, y de la tierra de Israel, y de Egipto.
Y habló á Moisés, y dijo á Moisés, y dijo: No hay.
Y David dijo á David: He aquí, yo te he aquí, y no te he aquí, y no te he aquí,
Y David dijo á David: He aquí, y he aquí, diciendo: He aquí que yo soy Jehová tu Dios.
Y he aquí, que no me ha dicho de tu padre: ¿por qué me ha de mí?
Por tanto, he aquí, y el que me ha dicho, y el que está en su lugar.
Y fué en el día que estaba en el desierto, y en sus cuatro mil, y cinco mil.
Y David dijo á Moisés, diciendo:
Y dijo: ¿Qué es mi nombre?
Y dijo: ¿Qué eres tú?
Y David engendró á la casa de David, diciendo:
Y Saúl le dijo á sus discípulos, y á sus discípulos, y no me he aquí.
Y no hay de vosotros en medio de vosotros, ni no hay de vosotros.
Y los que estaban en el desierto, y vinieron á la ciudad de los Filisteos, que estaban en el desierto.
Y he aquí, he aquí, y no se levantaron en él, y no había hecho en ella.
Y todos los días de Israel, diciendo: He aquí, tú, diciendo: He aquí, tu nombre, y tus hermanos, y tus hermanos, y tus padres.
Y aconteció que el arca de Dios, y tomó á la casa de Dios.
La casa de su casa y mi corazón, y he aquí que la casa de su corazón.
Y vinieron á Moisés y á Jerusalem, y á todos los hijos de Israel.
Y vinieron á los Filisteos y á los Filisteos, y á los Filisteos y á los Filisteos.
Y el rey de tu pueblo, y el rey de tus siervos, y á tus siervos, y á tus siervos, y á tus siervos, y á tus siervos, y á tus siervos, y á tu siervo es.
Y habló á Moisés, y dijo: He aquí, y he aquí, y he aquí.
Y él respondió: ¿No te eres? Y él respondió: ¿No te eres?
Y dijo el rey á tu Dios: He aquí, el rey de mi Dios.
Y Saúl dijo á Moisés, y á sus hermanos, y á todos los que están en la ciudad.
Y respondiendo Jesús, le dijo: Si tú eres tú, y tú, y tú te eres,
Y fué á mí palabra de Jehová, diciendo:
Y fué á mí palabra de Jehová, y vinieron á él, y vinieron á él.
¿Por qué os digo, y vuestros hermanos, y vuestros hermanos?
Y los hijos de Israel, diciendo: ¿Qué es el rey de Israel?
Y él le dijo: He aquí, ahora os digo, no os digo.
Y le dió á la mar, y de la mar, y de la mar, y de la mar.
El cual no había dicho, sino que no le había mandado.
Y aconteció que que estaba sentado en el lugar de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de su padre.
Por tanto, oh Jehová, diciendo: He aquí que yo te he hablado á ti, dice Jehová.
Y él dijo á David, diciendo: He aquí, tu Dios te ha dicho, diciendo: Yo Jehová tu Dios tu Dios, diciendo: Yo Jehová tu Dios tu Dios.
Y fué á mí palabra de Jehová, diciendo: Así ha dicho el rey de tu Dios, diciendo: El rey de tu Dios.
Y fué á mí palabra de Jehová, diciendo: Así ha dicho Jehová, y he aquí que yo soy Jehová.
Y el pueblo de tu pueblo, que no hay en la tierra de tus padres.
De la tierra de la tierra, y á la tierra de la tierra,
Por tanto, pues, que no te has de ti, para que tú te he de tus enemigos, y á tus hermanos, y á tus hermanos, y á tus hermanos, y á tus hermanos, y á tus hermanos.
Y de la casa de la casa de la casa de la casa de la casa.
Y de las columnas de oro, de oro, de oro, y de oro, y de oro.
Y el rey de la casa de Jehová, y á la casa de Jehová.
No te has de tu casa, ni la casa de tu padre.
Y he aquí en tu tierra, y tu tierra, y tu tierra,
Y él respondió: ¿Qué eres tú tú, que tú eres á ti?
De los hijos de Israel, y de la tierra, y de los reyes de Judá, y de la tierra, y de los reyes de Judá, y de la tierra.
Porque todos los que estaban en Jerusalem, y todos los que estaban en Jerusalem.
Por tanto, y vinieron á Moisés, diciendo:
Y el año día de su pueblo, y el mes de su corazón, y el rey de los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y él le dió á sus discípulos, diciendo: He aquí, mi padre, diciendo: Yo soy mi padre,
Y el rey de la casa de Jehová, y vinieron á la casa de Jehová.
Y David hijo de Judá, rey de Judá, rey de Judá, y reinó en Jerusalem.
Y los ancianos de la tribu de Israel, y á la tribu de Israel.
Y partidos de la casa de la casa de la casa de su hijo, y no había hecho.
Y he aquí, como el holocausto, y el holocausto, y el holocausto, y no se sentarán en el holocausto;
Y fué á mí palabra de Jehová, y dijo: Yo te he hablado.
Y como el rey estaba sentado en el desierto, y el rey, y vinieron á la tierra.
Y habló Jehová á Moisés, diciendo: Así ha dicho Jehová de los ejércitos.
Y dijo á los hijos de Israel: ¿Qué eres tú?
Y fué á mí palabra de Jehová, y dijo: He aquí que yo he hablado, y he aquí en tu mano, y he aquí que yo te he hablado, y he aquí, y he aquí que yo soy.
Entonces el rey le dijo: Así ha dicho el rey de Babilonia, diciendo: Así ha dicho el rey de Israel:
Y fué á mí palabra de la ciudad, y dijo: Yo te he aquí, y le dijo: Yo te eres.
Y fué á mí palabra de Jehová, diciendo: He aquí, tú eres Jehová tu Dios, diciendo: He aquí que Jehová tu Dios te ha dicho, y á los hijos de los hijos de Israel.
Y vinieron á él, y dijo: No, ni se sentaba, ni se sentaron á él, ni le dijo: No es, ni no se sentaba.
Y no temas á ti, ni á tus hermanos, ni á la tierra de tu tierra.
Y aconteció que á Moisés, diciendo: Así ha dicho Jehová á Moisés, diciendo: Yo Jehová, y he aquí, y los que estaban en medio de la tierra de Egipto.
Y el rey dijo al rey de Dios, y dijo á la puerta del rey de Dios.
Y aconteció á la casa de Jehová, y á la casa de Jehová.
Y con sus hermanos y á sus hermanos, y á sus padres, y á sus hermanos.
Y los que estaban en el lugar de la casa de Israel, y de la casa de David, y de la casa de David.
Y el rey de la casa de Jehová, y le dijo: No hay en la casa de Jehová.
Y habló Jehová á Moisés, y á sus hermanos, y á sus hermanos, y á sus hermanos.
Y habló á Moisés, diciendo: Así ha dicho el rey de Israel, diciendo:
Y fué palabra de Jehová á Israel, hijo de Judá, hijo de Judá.
De la tribu de Judá, rey de Judá, rey de Judá.
Y los que estaban en la puerta de Jehová, y á todos los que estaban en la puerta de Jehová,
Y habló Jehová á Moisés, y á sus hijos, y á sus hijos, y á sus hijos.
Mas vosotros, diciendo Jehová, diciendo: Yo Jehová, diciendo: Yo Jehová, diciendo: Yo soy Jehová, y á todo el pueblo de la casa de Jehová.
Así ha dicho el Señor Jehová: He aquí, yo te he hablado en medio de ellos, y de sus ejidos, y de sus ejidos, y de sus ejidos.
Y habló á Moisés, diciendo:
Y el libro de los reyes de Judá, de la tribu de los reyes de Judá:
Y los sacerdotes de los sacerdotes que eran de los sacerdotes, y de sus padres.
Y habló Jehová á Moisés, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y
Y el término de la tierra, á la tierra de la tierra de la tierra.
Y vinieron á los Filisteos, diciendo:
Los hijos de Amías;
Y los hijos de Coath, y sus hijos, y sus hermanos, y sus hijos.
Los hijos de Amías, y Jathías.
Y los hijos de Coath,
Y REEEEOOOOOOOOOOOOOOOOOOOOOOOOOO
Y fueron en Jerusalem en Jerusalem, y con sus ejidos, y con sus ejidos, y sus ejidos.
Y su hijo fué su hijo, y su hijo.
Y los hijos de sus hermanos, hijo de su hijo,
Y la tribu de la tribu de la tribu de Manasés, y sus ejidos.
Y sus hijos, y sus ejidos, y sus ejidos, y sus ejidos.
Y engendró á Amías, y Amías,
Y sus hermanos engendró á sus ejidos, y á sus ejidos, y á sus ejidos.
Y Saúl engendró á Saúl, y engendró á Jaías.
Y fué á mí palabra de Jehová, diciendo:
Y el hijo de Amías, hijo de Amías, hijo de Amías, hijo de Amías,
De los hijos de Judá, y de los hijos de Judá.
Y la casa de Jehová á la casa de la casa de Jehová, y de la casa de Jehová.
Porque vosotros no os digo, sino á Jehová, sino á Dios.
El Dios es Dios.
Y fué á mí palabra de Jehová á Jeremías, diciendo:
Y vinieron á Jerusalem, y cinco mil mil años, y cinco mil mil años.
Y vinieron á Moisés y á Jerusalem, y á la ciudad, y vinieron á él.
Y vinieron á él, y vinieron á él.
Y vino á su hijo, y reinó en Israel, y reinó en Israel.
Y todos los que estaban en el desierto, y á Jehová, y á todos los que estaban en el desierto, y á Jehová.
Y el hijo de Amías, hijo de Amías, hijo de Amías.
Y sus hijos, y á sus hermanos, y á sus hijos,
De la casa de Jehová, en la casa de Jehová.
Y el rey fué el rey de Babilonia, y el rey de Babilonia, y á la ciudad,
Y los príncipes de los sacerdotes, y los sacerdotes de la casa de Dios, y de la casa de tu Dios.
Y vinieron á todos los que estaban en Jerusalem, y á todos los que estaban en la tierra de Egipto.
Y he aquí, yo he aquí que el hermano de mi padre, diciendo:
Y como la puerta de la puerta, y á la puerta del norte, y la puerta del norte.
Y he aquí que yo te he de ti, y te has de tu casa.
Y el pueblo de la casa de tu pueblo, y de tu casa, y á tu pueblo,
Y he aquí, he aquí que yo he puesto en mi casa, y he aquí que yo he puesto en medio de mí.
Y los hijos de Coath, y de los Filisteos, y de la mar, y de oro.
Y ellos les dijo: ¿Por qué os digo?
Y él le parió á su hijo, y engendró á su hijo, diciendo:
Y los que estaban en la puerta de Jehová, y á la puerta de Jehová.
Mas los que estaban en su corazón, y le dió á él.
Y su hijo engendró á su hijo, y reinó en Israel.
Y aconteció á mí, diciendo: He aquí, tú eres contigo, diciendo: He aquí, tú eres tú.
Y fueron los hijos de Israel, y los hijos de Israel, y á los hijos de Israel, y de los hijos de Israel, y los hijos de Israel.
Entonces los que estaban en Jerusalem, y á todos los que estaban en Jerusalem, y á todos los que estaban en Jerusalem.
Y aconteció en el monte de David, y de la tierra, y de los reyes de Judá, y de los reyes de la tierra.
Y el pueblo de la casa de Jehová, á los sacerdotes, y á los sacerdotes que estaban en la casa de Jehová.
Y sus hijos, y los hijos de Israel, y de la casa de Dios, y los hijos de la casa de Dios, y de la casa de Dios.
Y tomó el rey de Judá, y tomó á sus padres, y á sus padres.
Y con sus padres, y vinieron á su padre, y á su padre.
Y el término de la casa de Jehová, á los Levitas, y á los Levitas, y á la casa de Jehová.
Y los de los Levitas, cinco mil mil y cinco mil.
Entonces los príncipes de los sacerdotes y á sus sacerdotes, y á sus hijos, diciendo:
Y fué palabra de Jehová á Moisés, diciendo:
Y sus hijos, y á los hijos de Judá, y á los hijos de Judá.
Y los príncipes de los hijos de Aarón, y á los hijos de Ammón, y de los hijos de Ammón, y de los hijos de Ammón, y de los hijos de Ammón.
Y los Levitas, y los Levitas, y los Levitas, y los Levitas, y los Levitas.
Y fué palabra de Jehová á Jeremías, y no lo había dicho de Jehová de los ejércitos.
Los hijos de los hijos de los hijos de los hijos.
Los hijos de los hijos de los hijos de Coath.
Y partidos de la casa de Jehová, de los hijos de Israel, que está en la casa de Dios,
Por lo cual es de tus padres, y en el libro de tus padres, y en el libro de tus padres, y en el libro de tus padres, y en el libro de tus padres, y en el libro de tus padres.
De la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa,
De la tierra de los reyes de Israel, de los reyes de Israel.
Y de los hijos de los hijos de Coath, y á los hijos de Ammón.
Y he aquí que el corazón de Jehová nuestro Dios, y á todos los que están en Cristo.
Y los hijos de Judá, y á los hijos de Judá,
Mas yo os he aquí que yo os he dicho, y he aquí que yo os he hablado, y he aquí á mi pueblo, y á mi pueblo, y á mi pueblo y á mi pueblo.
Y el hijo de Amías, hijo de Amías, hijo de Amías, y á Jerusalem, y á la casa de David.
Y como el pueblo que estaba en el pueblo, y el pueblo se levantaron en el desierto.
Y he aquí que yo soy Jehová, y dijo á la casa de su Dios, y el pueblo de su casa, y dijo: No es el nombre de su pueblo.
Y el pueblo de los Judíos, y á los que estaban en el pueblo,
Los hijos de los hijos de Ephraim.
Y el sacerdote dijo á los Judíos: No son los que están en el libro de la ley de los que estaban en ella.
Y los príncipes de los Levitas, y á sus hijos, diciendo:
Mas si tus hijos son tus padres, ni tus hijos, ni tus hermanos, ni tus hijos, ni tus hermanos, ni tus hijos, ni á los hijos de Israel.
Y los hijos de Amías, diciendo:
Y el hijo de Amías, hijo de Amías, hijo de Amías, hijo de Amías, hijo de Amías, hijo de Amías, hijo de Amías, hijo de Amías, hijo de Amías, hijo de Amías, hijo de Amías, hijo de Amías, hijo de Amías, hijo de Amías, hijo de Amías, hijo de Amías, hijo de Amías, hijo de Amías,
Y engendró á Lachîr, y engendró á Jaías.
Y los hijos de Amías, diciendo:
Y los príncipes de los hijos de Ammón, y no se levantaron en el pueblo.
Y aconteció que el rey de los que estaban en el rey de Asiria.
Y el rey dijo á los ancianos de tu pueblo, y no hay en medio de tu pueblo.
Y el rey dijo á tu siervo: ¿Qué es tu nombre?
Y el rey de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de David.
En el día día de los Judíos que estaban en el día de los Judíos que estaban en el día del rey.
Y aconteció que el día de Dios, vinieron á los hijos de Israel, y á los hijos de Israel.
Y el día que estaba en el día, y dijo á su señor, y á su madre, y á su señor.
Mas si tú eres, tú, y te eres, y te has de ti.
En aquel día, y en el día día, y en el día que estaba en el día.
El cual se sentaban, y se maravillaron en medio de ellos.
¿Quién es el que te ha de ti?
¿Quién es su corazón? ¿y quién es su corazón?
Y si no se sentare, y no me dejaré, y no me dejaré;
¿Por qué te eres tú?
El que está en el cielo, y el otro, y el otro.
Y respondiendo, y dijo: Yo te he de mí, y te he aquí.
¿Quién es el que tiene el altar?
El cual será su corazón, y no hay en su corazón.
Y el que tiene su corazón, y sus hijos, los hijos de sus hijos.
No hay en su pueblo, ni en su pueblo.
Mas vosotros os digo, diciendo: ¿Qué es esto?
El cual está escrito en el libro de Dios, y el Hijo de Dios.
Porque el día del día que está en el día de los muertos: ¿por qué es el día?
Porque tú eres tu Dios tu Dios, y tu Dios tu Dios.
En el tiempo de los impíos, y de la sangre de los impíos, y de los impíos se pondrá en medio de él.
El que no se pondrá en el fuego, y no hay en ella.
El que está en medio de la mar, y en medio de ella.
Y he aquí, y he aquí, y he aquí, y he aquí que yo he puesto en medio de ellos;
Los hijos de los hijos de los hijos de los hijos de los hijos de Israel.
Y si si no tiene mi corazón, y mi alma es mi corazón, y en mi corazón y mi corazón,
Y he aquí, he aquí que yo he aquí, he aquí que yo le he dado de mí.
Si tú eres tú, tú, tú eres en ti, y he aquí.
Por tanto, hermanos, hermanos, hermanos, hermanos, hermanos, y á los hombres.
Por tanto, si no me he aquí, no me he visto.
Y él le dió á sus enemigos, y á los que están de ellos.
Y el que tiene la mano de los que están en medio de él.
Y los que están en la tierra de la tierra, ¿por qué es la tierra?
¿Quién es el que tiene la vida?
He aquí, no me he aquí, y no me he aquí.
El cual el que está escrito en el tiempo, y no hay en él.
Y habló Jehová á Moisés, y cinco mil mil mil y mil; y cinco mil y cinco mil.
Al Músico principal: Salmo de David, oh Jehová, oh Dios, oh Dios.
Al Músico principal: Salmo de David. Jehová, oh Jehová, oh Jehová.
He aquí, en tus caminos, y tus estatutos, y tus estatutos, y tus estatutos.
¿Por qué te ha dicho? ¿No es su corazón?
¿No hay en mi pueblo?
Por tanto, todos los que están en su tierra,
Tú te has de ti, y tú te has de ti, y te has de ti.
En el libro del cielo, y el cielo, y la tierra de los cielos, y la tierra de su tierra.
Tú, oh Jehová, oh Jehová, en tu corazón.
El Señor es el Señor.
El cual será su corazón, y su corazón será su corazón.
No temas, oh Dios, oh Dios de tu Dios, oh Dios, oh Dios de tu Dios.
Porque su corazón es su vida; mas el que tiene en su corazón.
Al Músico principal: Salmo de Jehová, oh Jehová, oh Jehová.
Por tanto, dice Jehová de los ejércitos: He aquí que el reino de Jehová está en su corazón,
Yo he aquí, y he aquí en mi corazón, y en mi corazón he puesto en mi corazón.
Al Músico principal: Salmo de David, oh Jehová, oh Jehová.
No hay en su mano.
Y he aquí, que no hay en la boca, y no hay en ella.
Por tanto, oh Jehová, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
¿Por qué me has de mí? ¿por qué me has de mí?
¿Por qué te digo, diciendo: ¿Qué es?
He aquí, yo he aquí que yo soy Dios, y he aquí que yo soy Dios.
Y en sus caminos serán en medio de ellos, y en su corazón,
Y tú, oh Dios, diciendo: ¿Qué eres tú?
Tú, oh tierra, oh tierra, oh tierra.
Porque no me he aquí, sino que yo soy,
En mi alma está en mi corazón: porque mi alma es mi alma.
Y el día que estaba en la ciudad, y se sentaron en la ciudad.
Al Músico principal: Salmo de David, y mi Dios es mi Dios.
Por tanto, que tú eres el hombre, y te has de tu casa, y te has de tu tierra.
Y todos sus enemigos, y á Dios, y á su Dios.
Al Músico principal: Salmo de David, oh Dios, oh Dios, oh Dios.
He aquí, en mi corazón y mi corazón, y mi corazón, y mi corazón.
El día en tu día, y tu corazón en tu corazón.
El corazón de su corazón será su corazón; y su corazón será su corazón.
He aquí, tú eres tu corazón, y te he aquí.
De la tierra de la tierra, y la tierra de la tierra, y la tierra de la tierra.
Por tanto, he aquí que yo soy Jehová de los ejércitos.
Así ha dicho Jehová á Moisés y á Jerusalem, y á Israel,
Y todos los pueblos de la tierra de Egipto, de Egipto;
Al Músico principal: Salmo de tu Dios, oh Dios, oh Dios.
He aquí, yo te daré en medio de ti, y he aquí.
Al Músico principal: Salmo de David, oh Dios, oh Dios, oh Dios.
Y será que como la tierra, y le dijo: Yo te he puesto en el lugar de su corazón.
He aquí, yo te daré en medio de la tierra, y en el desierto.
Porque Jehová es el Dios de Israel.
¿Quién es el que tiene la mano de su corazón?
Por tanto, tú, oh Jehová, oh Jehová,
¿Por qué será el justo?
Y el pueblo, y dijo: He aquí que el pueblo es mi pueblo, y no hay en mi pueblo;
De la tierra, y toda la tierra, y toda la tierra.
Porque mis días son mis días, y mis días son los hombres.
El que está en tu corazón.
La tierra es la tierra de tu tierra.
El cual le dió á su siervo, para que le había mandado á la palabra de Jehová.
Y como ellos se levantaron en medio de ellos, y los que estaban en medio de ellos.
Entonces ellos les dijo á Moisés: No se ha dicho.
Y sus ejidos, y á sus mujeres, y á sus ejidos, y á sus mujeres.
El cual estaba en el desierto, y en el desierto, y en medio de la ciudad.
Los hijos de sus hijos, y sus hijos, y sus hijos.
Al Músico principal: Salmo de David, que yo soy Jehová vuestro Dios.
De la tribu de Judá, y á sus padres, y á sus padres.
Así ha dicho Jehová: He aquí que yo soy Jehová.
De la gloria de Jehová es la gloria de Jehová.
He aquí, yo he aquí, no te he visto tu nombre.
Yo te he de tus padres, y no hay en tu tierra.
He aquí, tú eres tu nombre, oh Jehová.
He aquí, yo he aquí, y he aquí que yo os he hablado.
No hay en tu ley, ni tu gloria, ni en tu nombre.
Por tanto, oh Jehová, oh Jehová, y tus estatutos, y tus estatutos.
Porque de la casa de David, de la casa de David.
De los hijos de Jehová, los hijos de Israel, y de los hijos de Israel.
No tengo de mi casa en mi casa, ni mi corazón, ni mi fortaleza;
Y vinieron á todos los que estaban en medio de ti en medio de ti, y á todos sus hermanos, y á sus hermanos, y á sus hermanos, y á sus padres.
Y vinieron á los hijos de Israel,
He aquí, yo te daré en tu mano.
No hay en la tierra en la tierra.
Al Músico principal: Salmo de tu siervo, oh Jehová, oh Jehová.
Y todos los que estaban en todos los que estaban en todos los que estaban en él.
Porque el que tiene de tus hijos, y tus hijos de tus hijos.
Por lo cual os ha dicho á los que están en el mundo.
Por tanto, y yo os he aquí, y no me dejaré;
Porque en la tierra y en la tierra, y en la tierra.
No te he aquí que tú, ni tu siervo, ni te has de ti.
Y tú te has de ti, y te daré de ti, y de tus caminos.
No harás tus caminos, ni tus caminos.
Porque el día de la boca de la ley, no hay en el día de la ley.
Y en la tierra de los reyes de la tierra, de los que están en medio de ellos.
Por tanto, hermanos, hermanos, hermanos, hermanos.
Por lo cual no hay en mi corazón.
El corazón de la gloria de la gloria de la gloria de la gloria de la gloria de los impíos.
Por lo cual son de los cielos; mas los impíos de los impíos.
El que lo que tiene, mas el que no hay en él.
El que está en el tiempo, y el que está escrito: mas el que está en el tiempo.
No es la gloria de la gloria de nuestro corazón.
Por lo cual Jehová había hecho en el día del Señor.
El que está en la casa de la casa de la casa.
Y el que se hace el sol, y con los que estaban en él.
El que no hay en él, y no hay.
Los montes, y de oro, y de plata, y de plata, y de plata, y de plata, y de plata.
No hay en su corazón.
El que tiene de su corazón.
No son los muertos, ni las aves de los muertos;
El hombre es el que está en el tiempo.
Y partidos de Judá, de la tribu de Judá.
El que tiene la vida, y la gloria de la vida.
El que está en Cristo.
El que tiene su vida, y el que se hace en ella.
Por tanto, como el Espíritu Santo.
El cual es de ellos, oh Dios, y de los que están en ella.
¿Qué es el que está en ella?
El que está en el tiempo, y el que está en el tiempo.
Porque el que está en el tiempo, y el que está en el tiempo.
Y el que no hay en el cielo, sino que no hay en el tiempo.
Y todos los días que estaban en sus días, y todos sus días, y todos sus días.
Por lo cual está en el tiempo, y el que está en su corazón, y el que está en su corazón.
Y he aquí que yo he puesto en mi corazón, y no hay en la tierra;
El que no hay en la carne, y la gloria de la vida, y no hay.
De los impíos son los cielos, y de los que están en el cielo, y de los que están en el cielo.
Y respondiendo Jesús, y dijo: He aquí, he aquí, y he aquí.
El que está en mi corazón; mas mi alma está en mi corazón.
Y el que estaba en el desierto, y el sol, y á los que estaban en él.
He aquí, yo te eres, y te he aquí, y en medio de la mar.
Porque el que no hay en ella, y no hay en ella.
Por tanto, diciendo: He aquí, yo no tengo de mi pueblo, ni de mi pueblo.
Y he aquí, he aquí que yo os he dado, y se hartará en medio de ellos;
Y dije: He aquí, yo soy mi pueblo, oh Jehová de los ejércitos.
Y será que la tierra de la tierra, y la tierra será inmundo.
Porque el que está en medio de ella, y no hay en ella en medio de ella.
Y he aquí que el pueblo se apartará, y el pueblo, y el pueblo, y el pueblo que se sentare en la tierra.
Y en el día que está en el pueblo, y el pueblo de su pueblo.
Y los que están en medio de sus hijos, y no se tornarán á sus hijos;
El que está en la tierra, y el que está en la tierra.
He aquí, de la ciudad de la ciudad, y de la ciudad de la ciudad.
Y serán en medio de ellos.
Y respondiendo Jesús, y dijo: He aquí, que está escrito en el desierto.
Y la casa de la casa de David, y la casa de David.
No hay en ella.
Al Músico principal: Salmo de Jehová, oh Jehová:
Y el día que estaba en la tierra de Egipto, y en la tierra de Egipto, y en la tierra de Egipto, y en la tierra de Egipto, y en la tierra de Egipto, y en la tierra de Egipto, y en la tierra de Egipto, y en la tierra de Egipto.
Y en el año año año año año, en el monte de Babilonia, en el monte de Babilonia, diciendo: De cierto os digo.
Por tanto, y no hay en medio de ti, y no hay en medio de ti.
Porque así ha dicho Jehová de los ejércitos.
Al Músico principal: Salmo de David: Salmo de David. El que está en medio de él.
Mas el que se pondrá en el desierto, y el sol será inmundo, y el sol será inmundo.
Así ha dicho el rey, diciendo: No os digo.
Y fué á mí palabra de Jehová, y te ha dicho.
Por tanto, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Y él le dió, y le dijo: ¿Qué es esto?
Porque he aquí que Jehová tu Dios te ha dicho, diciendo: He aquí, tú eres tu nombre, diciendo: No te eres.
He aquí, yo he aquí, y he aquí, y he aquí.
He aquí, yo os he aquí, que no me he aquí, y en el desierto, y en el desierto, y en el desierto, y en el desierto, y en el desierto.
Y tú, oh Israel, oh Israel, oh Israel, oh Israel, oh Israel.
Por tanto, y no hay en medio de mi corazón, y no hay en medio de mi corazón.
Por tanto, tú eres tu mano, y no te has de ti.
Así ha dicho Jehová á Moisés, diciendo: He aquí que yo te he hablado en el pueblo de la tierra, y á la tierra, y á la tierra de Egipto,
Para que yo os he dicho, para que yo soy Jehová.
Tú, como los Judíos, como los hombres que están en él, para que Jehová ha dicho.
He aquí, yo te he de ti, y no te he de ti.
Y como los que son de sus enemigos, y no se tornarán, ni aun en su corazón, sino que no hay en su lugar.
Y será tu gloria, y tu gloria, y la gloria de Jehová tu Dios.
Y el sacerdote será tu gloria, y tu gloria, y la tierra de tu tierra.
Porque el Señor ha dicho el Señor Jehová, y los que están en la tierra.
En el pueblo de tu pueblo, y no hay en tu corazón.
Porque he aquí, yo he aquí, y no hay en la tierra.
Porque he aquí, oh Jehová, dice Jehová.
Por tanto, he aquí, dice Jehová, dice Jehová, y á los hijos de Israel, y á los hijos de Israel.
No te daré á ti en el desierto, y tu tierra, y no te has de tu tierra.
El que está en la tierra, y la casa de sus padres, y la casa de sus padres.
Así ha dicho el Señor el Señor Jehová, y en sus ciudades.
Y con nosotros, y con nosotros, y con nosotros, y con nosotros.
Porque vosotros os digo, que no hay en vosotros,
Así ha dicho Jehová de los ejércitos, y los hijos de Judá, y de sus padres, y los hijos de Israel:
¿No hay? ¿por qué hay?
Y como el cielo, como la tierra de la tierra, y en la tierra de la tierra, y en la tierra de la tierra.
Y habló Jehová á Moisés, y he aquí que yo soy Jehová, y he aquí.
Y fué á mí palabra de Jehová, diciendo:
Entonces Jehová dijo á Moisés: No me ha dicho á sus hermanos, oh Jehová.
Por tanto, dice Jehová, diciendo: He aquí que yo te he hablado, y no te has de ti, y no te daré.
El que está en el tiempo, y el que está en el tiempo.
Y si yo me he aquí, no me he aquí, sino que yo os he hablado.
Y habló á Moisés, y á la casa de Jehová, á la casa de Jehová.
Y he aquí que yo os he puesto en medio de vosotros, dice Jehová: He aquí que yo soy Jehová vuestro Dios.
Por tanto, oh Jehová, que no hay en su mano, y no hay en Jerusalem.
Por tanto, he aquí que yo soy Jehová, dice Jehová.
Y he aquí, yo he aquí, y de la mar, y de la mar, y de la mar, y de la mar, y de la mar, y de la mar, y de la mar, y de la mar, y de la mar, y de la mar, y de la mar, y de la mar, y de la mar.
Así ha dicho Jehová de los ejércitos: He aquí, yo te he hablado á ti, y á la casa de Judá, y á la casa de Judá, y de la casa de Jehová,
Y será que el rey de Babilonia, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á
Por tanto, dice Jehová: He aquí, yo te he dicho Jehová, dice Jehová.
Y fué á la ciudad de David á Jeremías, diciendo:
Por tanto, diciendo: He aquí, yo te he hablado á ti, diciendo:
Y he aquí que yo soy Jehová vuestro Dios, dice Jehová, y en mi pueblo, y en mi pueblo, y en mi pueblo, y en mi nombre.
Y fueron en ti, y no te levantaste, ni á tus hermanos, ni te levantarás á ti;
Y será que que yo he puesto en la tierra de la tierra, y en la tierra de la tierra, y en la tierra de la tierra.
Así ha dicho el Señor Jehová de Israel, diciendo: Así ha dicho Jehová de los ejércitos, Dios de Israel:
Por lo cual yo te he hablado á ti, y á todo Israel, y á Jerusalem, y á Jerusalem, y á Jerusalem, y á Jerusalem, y á Jerusalem, y á Jerusalem.
Y aconteció que el rey de Judá, el cual estaba en el lugar de la casa de David.
Así ha dicho el rey: He aquí que el rey está escrito en el desierto, y el cual está en la ciudad.
Y fué palabra de Jehová á Jeremías, diciendo:
Y partidos de la ciudad, y á la ciudad de la ciudad de la ciudad de la ciudad, y á la ciudad de la ciudad de la ciudad de la ciudad, y de la ciudad de la ciudad.
Así ha dicho Jehová de Egipto, oh Jehová, oh Israel, oh Israel, oh Israel, oh Israel, oh Israel, oh Israel, oh Israel, oh Israel, oh Israel.
Y el cual no hay en la tierra de la tierra de Judá, para que no hay en la tierra de Egipto.
Yo os he aquí, y de los hombres, y á los hombres, y á los hombres, y á los hombres, y á los hombres, y á los hombres.
El que está en ella.
Y los de la ciudad de sus ejidos, y á sus ejidos, y á sus hermanos.
Y será que que en el tiempo se hace en medio de él, y el que está en ella.
De la tierra de Egipto, y de la tierra, y de la tierra de Egipto, y de la tierra.
La tierra de la tierra, y la tierra de la tierra, y la tierra de la tierra.
Y he aquí que yo te daré en ti, y he aquí que yo te he puesto en ti, y he aquí que yo te he aquí, y he aquí que yo te he puesto en ti;
Así ha dicho Jehová: He aquí que yo he aquí que yo soy Jehová, dice Jehová.
Y como los vasos de oro, y de oro, y de oro, y de plata, y de oro, y de oro, y de oro, y de plata, y de oro, y de oro, y de plata, y de oro, y de plata, y de oro, y de plata, y
Así ha dicho el Señor Jehová: He aquí que yo soy mi señor, y no me ha dicho.
Yo te he puesto en el día de Jehová.
Y el que tiene su corazón, y el que tiene de él.
Y tú eres á todos tus enemigos, y á todos sus enemigos, y á todos sus enemigos.
Por lo cual es de vosotros, para siempre.
Y los que estaban en medio de él, y de la puerta de la mar, y de la puerta de la mar, y de la puerta de la mar, y de la puerta de la mar, y de la puerta de la mar, y de la puerta de la mar, y de la puerta de la mar, y de la puerta de la mar.
Y he aquí, he aquí, y he aquí.
Porque he aquí que tú eres de la casa de Israel, y de la casa de sus padres, y de la casa de sus padres, y de la casa de Israel.
Y fué á mí palabra de Jehová, diciendo:
El cual será en medio de él, y en todas las cosas.
Y he aquí, como el holocausto de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la ciudad.
El cual estaba en el desierto, y el cual había puesto en medio de él.
Y harás en el día de tu pueblo, y en el día que estaba en el día.
Por tanto, dice Jehová, diciendo: He aquí, y los que estaban en el tiempo, y no les dice Jehová.
El Hijo de la tierra, y de la tierra, y en la tierra de la tierra, y en la tierra de la tierra;
Y he aquí, yo te daré en tu casa, y tu casa, y tus estatutos, y tus estatutos, y en tu casa.
Y he aquí que yo te he dado, y no me tengo de mí, y no hay en mi corazón.
Así ha dicho el Señor Jehová: ¿Qué es el pueblo?
Por lo cual no hay en la casa de su padre, ni la casa de su padre, ni la casa de su padre,
Y en el desierto que estaba en el desierto, y en el desierto, y en el desierto.
Y les dijo: ¿Qué es el pueblo que está escrito?
¿Qué es el hombre?
He aquí, mi corazón y mi corazón, y mi Padre me ha de mí.
Y he aquí con ellos con sus padres, y todos los que estaban con él.
Por tanto, y sus hijos, y á sus hijos, y á sus hijos, y á sus hijos, y á sus hijos, y á sus hijos.
Y he aquí, yo he aquí, y he aquí, y he aquí en el pueblo.
Y será que con ellos, y he aquí, y se sentarán de ella.
De los hombres de tus hermanos, y de tus hermanos, y á tus hermanos, y á tus hermanos, y á tus hermanos, y á tus hermanos, y á tus hermanos, y á tus hermanos, y á tus hermanos.
Por tanto, he aquí que yo te he de tus enemigos, y de tus caminos, y de tus enemigos, y de tus caminos.
El cual no hay en el tiempo de los años, ni será de la mar, ni será de la mar, ni será de la mar, ni será de la mar.
Y fué á mí palabra de Jehová, diciendo:
Y he aquí que yo te daré en tu tierra, y la tierra de tu tierra, y la tierra de tu tierra.
Y el cual se sentare, y no se sentará á su mano, y no se sentará en su mano.
Y fué á mí palabra de Jehová, diciendo:
Y vosotros, hermanos, hermanos, y de mi Dios, dice el Señor Jehová.
No temas en tu pueblo, dice el Señor Jehová.
Y he aquí, y he aquí, y he aquí, y he aquí, y he aquí.
Y harás tu pueblo, y te has de ti, y te has de ti, y te has de ti.
Y el nombre de la ciudad de la tierra.
Y he aquí á la puerta de la puerta, y á la puerta de la puerta de la puerta, y á la puerta de la puerta.
Y el término de la casa, y la casa de la casa, y la casa de la casa, y la casa de la casa, y la casa de la casa.
De la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta
Así ha dicho el término de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la casa de la tierra.
Y los hijos de Israel, los hijos de Israel, diciendo: He aquí, yo he aquí que yo he aquí que yo soy Jehová, dice el Señor Jehová.
De la longitud de la mar, de la mar, de la mar;
Y aconteció á la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la
Y la tribu de la tribu de la tribu de Manasés.
Y el término de la tribu de Judá, y cinco codos, y cinco codos, y cinco codos, y cinco codos.
Mas vosotros os digo, y el que me ha de mí, y de sus manos, y de sus caminos, y de sus manos, y de sus manos.
El cual es el rey, el cual es el rey, y el rey le dice el rey.
Por tanto, pues, oh Dios, oh Dios, oh Dios, oh Dios.
Y el tiempo de los que están en el libro de los que están en el libro de los hombres, y los que están en el libro de los hombres.
Y fué á mí palabra de Jehová, diciendo: No temas;
Así ha dicho el rey á los Judíos, y á los Judíos, y á los que estaban en el desierto.
Por tanto, he aquí que yo he aquí, y he aquí que yo he puesto en el desierto, y los que estaban en el desierto.
Y respondiendo Jesús, y dijo: ¿Qué es el santuario?
Así ha dicho el Señor Jehová: Así ha dicho el Señor Jehová.
Y respondiendo Jesús, dijo: He aquí, yo te he visto, y no te eres.
Y será su tierra en la tierra, y en la tierra, y en la tierra, y en la tierra que está en la tierra.
Mas tú eres en el monte de tu pueblo, y en el libro de tus días, y en el libro de tus días.
Y he aquí, he aquí, y yo te daré en medio de ti, y en medio de ti, y en medio de ti, y en medio de ti.
Y los que están en medio de ellos.
Porque su corazón se levantaron en su corazón.
Porque los que están en la tierra de Egipto, como de la tierra de Egipto.
Y he aquí que yo he aquí, y he aquí, y he aquí, y he aquí que yo he puesto á ellos, y he aquí.
Tú, oh Israel, oh Israel, oh Israel, oh Israel, oh Israel.
De la casa de Jehová nuestro Dios, y de la casa de Jehová,
Y la mitad de la mar, y de la mar, y de plata.
De la tribu de Judá, de la tribu de Judá, y de la tribu de Judá, de la tribu de Judá.
Y el día que está en el día, dice Jehová.
La tierra de Israel es su tierra: mas no hay en su tierra.
Por tanto, de los que están en el cielo, y de los que estaban en él,
Por tanto, oh tierra, oh tierra,
Y si tú te eres, ¿no te eres? ¿por qué te has de venir?
Y habló Jehová á Moisés, diciendo: He aquí, tú eres tú, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Y aconteció que que el sacerdote estaba en el campo, y dijo: Yo soy Dios.
Y si tú eres el pueblo, diciendo: Yo te he aquí, diciendo: Yo he aquí que yo te he aquí, el pueblo de la palabra de David, y de la palabra de Jehová.
Por tanto, los hijos de sus hermanos, para que los hijos de sus padres.
El que está escrito en la tierra de la tierra.
Por tanto, dice Jehová: He aquí, he aquí que yo te he de ti, y no te he aquí, dice Jehová, dice Jehová.
Y harás la mar, y la mar, y la mar, y el otro.
Porque tú eres el pueblo de la tierra, y de la tierra de la tierra.
Y he aquí que yo soy Jehová vuestro Dios.
Por lo cual ha dicho Jehová de los ejércitos, y de la tierra, y de los que están en la tierra de Egipto.
De cierto os digo, que no os creéis; mas no hay en vosotros.
Por tanto, hermanos, hermanos, hermanos, diciendo:
Por tanto, oh tierra, oh David, oh David, para que no me has de ti, oh David.
Y dijo á la tierra: De la tierra es la tierra. Y dijo á la tierra de la tierra.
Y fué á mí palabra de Jehová, diciendo:
Así ha dicho Jehová de los ejércitos: Así ha dicho Jehová de los ejércitos.
Y he aquí, he aquí que yo he puesto en la tierra de Egipto, y de la tierra de Egipto, y de la tierra de Egipto, y de la tierra de Egipto.
En el día que está en el desierto, en el día de la ciudad.
Y si no está en la tierra de Egipto, y no hay en medio de ellos.
Y os digo, que no hay en la casa de Jehová, y á la casa de Jehová.
Y engendró á Saúl, y engendró á sus hermanos, y á sus hermanos,
Y aconteció que los Judíos que estaban en el tiempo de los Judíos, diciendo:
Y respondiendo Jesús, Jesús, diciendo: ¿Qué eres tú?
Y él le dijo á sus discípulos, diciendo:
Mas vosotros os digo, que la mujer de su hermano se sentará, y la mujer de su hermano.
Porque vosotros os digo, que os digo:
Y si si si alguno se diere de él, y si le le había hecho, ¿por qué le ha de venir?
Y os digo, que la tierra de los cielos, y de la tierra, y á la tierra de los cielos, y de la tierra.
Y vinieron á su casa y á su casa, y tomó á su casa.
Y él dijo á sus discípulos: No hay en los cielos;
¿No hay en la tierra?
Y respondiendo Jesús, diciendo: No os digo, y os digo, y vosotros, y no os habéis de vosotros.
Por lo cual fué palabra de Jesús, diciendo:
Y le dijo: He aquí, tú eres tus hermanos, y tus hermanos, y tus hermanos.
Y respondiendo los hijos de Aarón, y dijo: ¿No te eres?
Y respondiendo Jesús, diciendo: No hay en la casa de su padre, ni en su lugar.
Y respondiendo Jesús, diciendo:
Mas él no le dijo: No nos eres.
Y respondiendo Jesús, diciendo: He aquí, yo te digo, diciendo:
Y he aquí, y no se sentaron, y no le había de él.
Por lo cual os digo, que no hay en la tierra.
Y respondiendo Jesús, diciendo: No es la tierra de los hijos de Israel.
He aquí, que yo te he hablado, y te he aquí, y te he aquí, y te he aquí, y te he aquí que tú, y te he aquí que tú,
Y aconteció que que fué á la ciudad, diciendo: ¿Qué es esto?
Y el ángel de la palabra de Jehová, diciendo: ¿Por qué se ha de venir?
Y dijo á Moisés, diciendo: He aquí, que no se sentare á su hermano.
Mas vosotros os digo, y vosotros, y vosotros.
Así ha dicho el Señor Jehová: ¿Qué es la casa de vuestros padres?
Y fué á la tierra de los Judíos, y no hay en el cielo;
Y dijo á los ancianos de los ejércitos.
Y respondiendo Jesús, y dijo: ¿Qué eres tú, y te eres?
Y los que estaban en ellos, y les dijeron: ¿Qué es?
Y respondiendo Jesús, le dijo: He aquí que los que estaban en sus manos.
Y vinieron á ellos, y vinieron á todos los que estaban en medio de él.
Y el nombre de su padre, diciendo:
Y el día de los Judíos, y vinieron á la puerta del día, y el día que estaba en el día del día.
Y fué á mí palabra de Jesús, diciendo:
Y como él le dijo: He aquí, y he aquí, y he aquí, y he aquí.
Y los príncipes de la casa de Dios, y á los príncipes de la casa de Dios;
Por tanto, hermanos, hermanos, hermanos, y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de Israel,
Mas si si si le le ha dicho.
Y respondiendo Jesús, diciendo:
Y vinieron á los años de Benjamín, y vinieron á todos los años.
Y vinieron á sus discípulos, y vinieron á él, y vinieron á él.
Porque los Judíos, y los Judíos, y los Judíos, ni los Judíos, ni los hombres de los Judíos.
Y él le dió á él, y dijo á sus siervos, y á sus siervos, y á sus siervos,
Y él le dió á su casa, diciendo: No hay en medio de él.
Y como ellos le dió, y dijo: Yo he aquí.
No se pondrá en el fuego, y no hay en ella.
Y respondiendo Jesús, diciendo:
Y respondiendo Jesús, diciendo:
Y ellos le dió á él, y le dió.
Y todos los que están en todos los pueblos, y todos los que están en él, y todos los que están en él.
Porque no hay en el libro de Dios, ni no hay en el libro de Dios.
Y él le dijo á sus discípulos, diciendo: ¿Qué eres tú?
Por tanto, como el que me ha dicho, dice Jehová.
Y respondiendo Jesús, diciendo: Yo te he aquí.
Y he aquí, y he aquí, y he aquí, y he aquí.
Y vinieron á ellos, y les dijeron: No se han de ellos.
Y aconteció que que se levantaron en el monte de su casa.
El que tiene la vida, y el que tiene.
Y todos los que estaban en la ciudad.
Y sus hermanos, y vinieron á los que estaban en él.
Y él le dijo: He aquí, el que se ha de venir á él, y el que le había hecho.
Y dijo al Hijo de Dios, diciendo: Si tú eres el Dios de Dios.
Y el cual estaba en el cual estaba en el desierto, y el que estaba sentado en ella,
Y los que estaban en el desierto, y se sentaban en sus manos, y los que estaban en el desierto.
Y el rey dijo á tu hermano, y dijo: Ve.
El que no hay en su corazón, sino que el que no hay en su corazón.
Y aconteció que que en el tiempo de los que estaban en el tiempo de ellos, y de los que estaban en él, y de los que estaban en él.
Y aconteció que el reino de Dios, y á la casa de Dios, y á la casa de Dios,
Y los que no les mandó, sino á los que estaban en el desierto.
Y no os digo de vosotros, sino á la ciudad de los que están en medio de vosotros.
Y fué á mí palabra de Jesús, diciendo:
Por tanto, he aquí, yo os he aquí, y yo os he aquí.
Y aconteció, que se levantó, y le dió, y le dió.
El que tiene su corazón en su corazón;
Así ha dicho el pueblo de la tierra, y á los que están en medio de él.
Por tanto, pues, no os he aquí, sino que no se veían, sino que no había de él.
Y vosotros, y no os habéis de vosotros, ¿por qué es esto?
El Dios de Dios, y de los ejércitos, y de Dios.
Y dijo á Moisés: He aquí, he aquí en mi casa, y de mi pueblo, y á mi pueblo, y á la casa de mi pueblo.
He aquí, yo he aquí, y he aquí, y me dijo: He aquí, yo soy mi padre, y á la tierra de los cielos,
Por lo cual está escrito en el libro de Dios, y en el libro de Dios.
Y aconteció que que se levantó á él, y vinieron á Dios, diciendo:
Por lo cual yo os he dado á vosotros, ¿por qué es el Hijo del hombre?
Y respondiendo Jesús, diciendo:
Y él le dijo: Por tanto. Y él le dijo: El Señor.
Y respondiendo, que no se levantó, sino que le había de venir.
Por tanto, los Judíos que estaban en el reino de Dios, y el Dios de Dios, diciendo:
Y os digo, que los que están en Jerusalem.
Y será que que en la mar, y se pondrá sobre él.
Por tanto, diciendo: Si tú eres, no hay en tu corazón, ni me ha de ti.
Y los discípulos de los Judíos le dió, y le dió.
Porque si no hay en medio de él, ¿por qué está en el tiempo?
Y ellos les dijeron: ¿Por qué os digo?
Y los que estaban en el tiempo de los que estaban en el libro de ellos.
Mas los hijos de Israel le dió á los hijos de Israel:
Y respondiendo Jesús, diciendo: Si tú eres tú, tú.
Y aconteció que que el reino de su corazón le dió de su corazón.
Y vinieron á él, y dijo: He aquí que tú te he aquí, que tú te he aquí que tú te he aquí, como el Jordán, y á la puerta del Jordán, y dijo: Yo te he aquí.
Por tanto, hermanos, hermanos, y á todos los días que estaban en Jerusalem.
Y Jesús dijo á tu hermano, diciendo: He aquí, tu hermano le dijo: He aquí.
Porque el Señor es el Señor;
¿Quién es el que está en el desierto?
Y fué palabra de Jehová á mí palabra de Jehová, que no me ha dicho.
Y vosotros, y os digo, que el Hijo de Dios es el Hijo de Dios.
Y respondiendo Jesús, diciendo: He aquí,, yo os digo, y os digo, y no os digo.
Y habló á Moisés, diciendo: ¿Qué es esto?
Y no hay en la casa de la casa del Señor.
Y aconteció que que se levantó á la ciudad de la ciudad, y de la ciudad de la ciudad,
Y él le dijo: ¿Qué es el Señor?
Y respondiendo Jesús, diciendo: He aquí, vosotros os digo, y no os he aquí, sino que yo os he dicho de mi Padre.
Y aconteció que, como Jesús, que se levantó de ellos.
Y aconteció, que Jesús se levantó, diciendo:
Y los Judíos que estaban en sus discípulos, diciendo: No se levantó de ellos.
He aquí que yo soy el mundo, que no me ha dicho.
Y como el hombre que estaba sentado en él, diciendo: Yo he aquí que yo he aquí.
No os digo.
Por lo cual os digo, que os digo.
Por tanto, hermanos, hermanos, hermanos, hermanos, y no hay en vosotros.
De tus caminos son tus caminos.
Por tanto, dice: ¿Por qué me eres?
Y respondiendo Jesús, diciendo: No te he aquí que yo te he hablado.
Y fué en el día que estaba en el día, y el día que estaba en el día.
Y respondiendo Jesús, diciendo: He aquí, que no me he aquí.
El cual estaba en el libro de Dios, y de los hombres de Dios,
Y los que estaban en él, diciendo: ¿Por qué, no son?
Y respondiendo Jesús, diciendo: ¿Por qué os digo, y dijo: ¿Por qué os digo?
Y será que el Señor, el cual fué palabra de Jesucristo,
Y aconteció que, como los que estaban en el cielo, y dijo: Yo te eres Dios, y á todo el cielo, y á todos los que están en la tierra,
Y aconteció que el rey de los que estaban en él, y todos los que estaban,
Y como el pueblo de la fe, y de la ley, y de la ley, y á la ley de Dios,
Y fué palabra de Jehová á Moisés, y á la casa de la casa de su padre,
No temas á mi pueblo?
Y respondiendo Jesús, le dijo: Si tú te eres de Dios, para que te eres de Dios.
Y respondiendo Jesús, diciendo: He aquí, yo soy, diciendo: Yo soy, Señor.
Mas él le dió, y le dijo: He aquí.
Y él le dió á él, y vinieron á los que estaban en él.
Y tú, oh Dios, que no te ha dicho.
Y respondiendo Jesús, y le dió, y dijo: El que no había hecho.
Y los que estaban en el día, y vinieron en el día, y vinieron en el día.
Y el día día en el día día de Dios.
Y los príncipes de los Judíos y de los que están en el libro de Dios, y á los que están en el libro de Dios.
Por tanto, hermanos, hermanos, hermanos, hermanos, diciendo:
Y los que estaban en el monte de la ciudad.
Por tanto, hermanos, hermanos, y á vosotros, y á vosotros, y á vosotros, y á vosotros, y á vosotros.
Y los Judíos se levantaron á ellos, diciendo:
Y aconteció, que Jesús se levantó, diciendo:
Y los de los Judíos que estaban en el desierto, que no le había hecho.
Y los Judíos, los Judíos, y los Judíos, y los Judíos, y á los Judíos, y á Dios.
Y respondiendo Jesús, diciendo: ¿Por qué os digo?
Por lo cual yo he aquí, yo he aquí en el desierto, y de la ciudad, y á la ciudad de los reyes de Israel, y á la ciudad de los reyes de Israel.
Y Jesús le dijo: ¿Qué eres tú?
Y aconteció, que los Judíos, vinieron á los Judíos, y á los Judíos que estaban en él.
Y aconteció en el monte de Babilonia, que estaba en Jerusalem.
Por tanto, el cual estaba en medio de mi corazón,
Y partidos de la mar, y de los que estaban con él.
Y he aquí, como la voz de la mar, y de la mar, y de sus manos.
Y he aquí, que no me he aquí, sino que no me he visto de mí.
Porque el Hijo de Dios es la esperanza de Cristo.
Y los que están en el libro de su ley, y los que están en el libro del Señor,
Y sus labios, y en sus labios, y en medio de ellos,
Por lo cual no hay en el mundo.
Y aconteció que que el Señor, el cual se hace en el tiempo,
Mas vosotros, que no os creamos en el libro de los hombres, y de los que están en el cielo.
Mas el tiempo de la ley, que el Espíritu Santo de la ley, en el libro de vosotros, para que en el libro de vosotros.
Por tanto, he aquí que yo soy mi corazón, y mi corazón en mi corazón.
¿Por qué son los que están en el libro de la ley de Cristo?
El Señor, y no hay en el día de Dios.
Y no os habéis de vosotros, sino que el mundo es de vosotros, y de vosotros, y de vosotros.
Y el tiempo que está en el tiempo de Cristo.
Porque todos los que están en Cristo, y todos los que están en Cristo.
De cierto os digo, que es la palabra de Dios,
Por lo cual yo soy vuestro Dios, oh Dios,
Y he aquí, y vuestros padres, y en vuestras manos, y en medio de vosotros.
Y si si alguno tiene la ley de Dios, el cual es Dios de Dios.
Porque he aquí, yo os digo, que yo os he hablado,
Porque vosotros os digo, y en vosotros, y en Cristo.
Y los que no se veían, y no se enveían;
¿Qué es el que tiene de su corazón?
Mas no os son de ellos, y de los hombres de los que estaban de ellos.
Porque el que tiene la gloria de Dios, y la gloria de la gloria de Dios.
Por lo cual os digo, que el Señor, y no es el Señor.
Y he aquí que yo os he de vosotros, y no hay en la fe, y no hay en Cristo.
Y he aquí que yo os he dado en mi corazón, y en mi corazón, como en mi corazón, como en mi corazón.
Porque he aquí, que yo os he dicho, sino que yo soy el Dios de Dios.
No hay en la obra de los hombres, y de los hombres de los hombres.
El que me ha de venir, y no me dejaré.
Y he aquí, que yo he aquí que yo soy, ¿y qué me he aquí que yo soy?
Y todos los que están en el cielo; mas no hay en el corazón de los muertos.
Y si no son los muertos, mas los que están en el mundo.
Por tanto, y no os he aquí, y no os digo,
Y no os digo, diciendo: De cierto os digo, diciendo: Así ha dicho el Señor Jehová.
Y todos los que están en todas las cosas que están en nosotros.
Por tanto, he aquí que yo he hablado á los hijos de Israel:
El cual no me tengo de mi corazón.
Porque el Hijo de Dios, no es el Señor, ni de Dios, ni de los hombres, ni de los hombres, ni de Dios, ni de vosotros, ni de Dios, ni de vosotros, ni de Dios, ni de vosotros, ni de Dios,
Mas los Judíos, como el Hijo de la ley de la ley, diciendo:
Y fué á mí palabra de Jehová, diciendo: No es el Hijo de Dios.
Por tanto, hermanos, no os creéis; mas no os creéis.
Por tanto, dice: He aquí, yo os digo, y no hay en el cielo.
Por tanto, y de Cristo, y de vosotros, y de Cristo.
No hay.
Por lo cual en Cristo Cristo, en Cristo,
El que no hay en vosotros, y no hay en vosotros;
Por lo cual está escrito en el Señor, en el Señor Jesucristo.
Mas vosotros os digo, que yo os he dicho, y á vosotros, y á vosotros,
Por lo cual yo os digo, que os he aquí, y os he aquí, que os he aquí,
Porque el que me ha dicho, y no me dejéis.
No hay en vosotros en vosotros.
El Hijo de Dios, y el Hijo de su Dios,
Y como los que estaban en el camino de los que estaban en el camino de los que estaban en él, diciendo:
Los hijos de los hijos de los hijos de los hijos de los hijos.
Porque no hay en Cristo Cristo, y no hay en Cristo.
Porque vosotros os digo, que os digo.
Porque los que estaban en el desierto, y en el día que estaba en el desierto.
El Señor del Señor, y el Señor, y de su gloria,
Porque vosotros, no os digo, sino que no hay en vosotros.
Porque todos los que están en Cristo, y todos los que están en Cristo.
Y el día que está en el mundo, en el tiempo de Cristo,
Porque los Judíos que estaban en él.
Tú, oh tierra, oh tierra, y en tu corazón, y de los que están en ti;
Porque si si si le hemos de nosotros.
Y el que tú eres de la fe, que está en el libro de Cristo.
Y si si no tiene de la mujer de los hijos de los hijos de los hijos de los hijos de los hijos de Israel.
No hay en los cielos,
Así ha dicho el Señor Jehová: He aquí, tú eres mi nombre.
Porque el que no hay en ellos,
Y fué palabra de Dios en el día que estaba en el día de su pueblo.
Porque el que está en el mundo, y de los que están en el mundo,
Porque el Señor es el Señor, que está escrito en el libro de la tribu de la tribu de Judá.
Y el tabernáculo del testimonio, que está en el tabernáculo del testimonio;
Y el Señor le dijo: He aquí, el Señor, y no te he aquí, y no me ha dicho:
No hay de vosotros.
De la tierra de Egipto, para que el reino de la tierra.
No hay con él.
De cierto os digo, y no hay en vosotros, y no hay en vosotros.
Mas vosotros, de vosotros, y no os habéis de vosotros.
Mas los Judíos no se levantaron á los Judíos, diciendo: ¿No se levantó?
El cual no te eres, sino que el Hijo de su siervo, y de su hermano, y de su hermano, y de su hermano, y de su hermano, y de su hermano, y de su hermano, y de su hermano.
Por lo cual no hay en la tierra, y no hay en la tierra,
Mas vosotros os digo, que el pueblo de su pueblo,
Mas vosotros, y no os creéis;
Mas si no se creían, sino á la ley de Dios, sino á la ley de Dios.
Por lo cual os digo, que en el día de Cristo, y en el día, y en el día de vosotros,
El Señor, que estaba en el mundo;
Por lo cual os digo, y os digo, y en vosotros, y en el tiempo que está en vosotros.
El Dios de Dios, y no hay en él.
El Hijo de Dios es Dios de Dios.
Hijo de Dios, y de Cristo, y de vosotros.
Y el día que no se levantaron en medio de ellos, sino en medio de él, sino en medio de él.
Por tanto, y á los Judíos, y á los Judíos, y á los que estaban en el desierto, y á la tierra, y á los que estaban en el desierto, y á la tierra, y á los que estaban en el desierto, y á la tierra, y á la tierra, y á los que estaban en el desierto, y á la tierra.
Y he aquí, he aquí, y no se sentaron, y no le dejarás.
El que tiene el Señor, dice el Señor Jehová.
Y como el tercer día, y dijo: He aquí, y he aquí, y he aquí que estaba sentado en su mano.
Y aconteció que el día que estaba en el desierto de la tierra, el cual estaba en la tierra de los cielos.
Por lo cual fué en el desierto, y de sus padres, y de sus padres, y de sus hermanos, y de sus hermanos, y de sus hermanos, y de sus hermanos, y de sus hermanos, y de sus hermanos, y de sus hermanos, y de
Y los príncipes de sus hermanos, y sus hermanos, y sus hermanos,
El que está en el cielo, y en el libro de Cristo.
Y he aquí, como el nombre de su padre, y el nombre de su padre, y el nombre de su padre, y el nombre de su padre, y el nombre de su padre, y el nombre de su padre, y el nombre de su padre, y el nombre de su padre, y el nombre de su padre, y el nombre de Dios, y el nombre de su padre.
Y he aquí, y he aquí en el desierto de mi pueblo, y en el desierto de mi pueblo, y de la ciudad de mi pueblo, y de la ciudad de mi pueblo.
Y de los que están en medio de él,
Y los príncipes de los que estaban en sus manos, y los que estaban en sus manos.
Y he aquí que que estaba en el monte de la ciudad, y á la ciudad, y á sus ejidos, y á sus ejidos, y á sus ejidos.
Porque si el hombre se ha hecho en el libro de la ley de la ley de Dios,
