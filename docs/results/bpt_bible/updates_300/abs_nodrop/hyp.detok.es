Porque el Dios es el Dios de Dios, y el pueblo de la tierra.
Y el Dios de Dios, y el pueblo, y el pueblo, y el día de la tierra.
Porque el Dios de su Dios, y no es la tierra, y no hay en la tierra.
Y yo yo yo yo yo, el que es de la tierra de tu rostro, y tus manos de tu rostro.
Y los hijos de Israel, y á Judá, y á los hijos de Israel.
Y dijo á los ejércitos: ¿Por qué es el pueblo? ¿Por qué es la tierra de la tierra?
Y todo el día de la tierra, y en la tierra de Egipto, y en la tierra de Egipto.
Y los hijos de mi corazón: ¿Por qué es de la tierra de la tierra de la tierra de la tierra?
Y los hijos de los hijos de Israel, y los hijos de Israel, y á Judá, y á Judá.
Y él dijo: ¿Por qué es el pueblo? Y él dijo: ¿Por qué es la tierra de la tierra?
Y tú te te te te te te te te te de ti, y te te te de ti, y te te te te de ti.
Y en el día de la tierra, y en la tierra de Egipto, y en su cabeza.
Por tanto, pues, y los cielos, y á los hijos de Israel.
Y Jehová dijo á Moisés á su padre, y á tu padre, y á tu padre.
Y á su padre, y á su padre, y á su padre, y á su padre, y á su padre en la tierra de Israel, y á la casa de Israel.
Y Jehová dijo: He aquí yo yo yo yo en la tierra de la tierra.
En el día de la tierra, y en el día de la tierra.
Y dijo: ¿Por qué es mi alma, oh Jehová, oh Jehová?
Y luego, y dijo: ¿Por qué es el pueblo?
Y él dijo á David: El rey de Israel, el hijo de Israel, hijo de Israel.
Y el día de su padre, y su padre, y á su padre.
Y dije: ¿Por qué me ha dicho? Y yo yo yo yo yo?
Y él le dijo: ¿Por qué, y engendró á Jerusalem, y á Jerusalem, y á Jerusalem?
Y dijo: ¿Por qué es el pueblo? Y él le dijo: ¿Por qué me ha de mí?
Y él dijo á Jehová: ¿Por qué es el pueblo? ¿Por qué es?
Y él le dijo: ¿Por qué le le había hecho? Y él le dijo á su padre? Y él le dijo á su padre?
Y su padre, y á su padre, y á su padre.
Y dijo: He aquí, tú, oh Jehová, oh Jehová, oh Jehová.
Y á los hijos de Israel, hijo de Israel, hijo de Israel, hijo de Israel.
Y los hijos de Israel, y los sacerdotes, y en la tierra de la tierra, y en la tierra de Egipto.
Por tanto, pues, oh Jehová, y he aquí, y he aquí, y yo yo yo yo yo yo, y me me ha de ellos.
Y él dijo: ¿Por qué es el Dios de Dios? Y él le dijo: ¿Por qué es el hombre?
Así ha dicho el rey de Israel: ¿Por qué es el rey de Israel? ¿Por qué en el libro de la tierra?
Y el pueblo de la tierra, y en la tierra de Egipto, y os os os os os de vosotros.
Y el Dios de Israel, diciendo: ¿Por qué, y él le había hecho?
Los hijos de Israel, los hijos de Israel, hijo de Israel, hijo de Israel, hijo de Israel.
Y á los hijos de Israel, diciendo:
Por tanto, y el pueblo, y no es el pueblo, y no se ha hecho á su padre.
Y él dijo á los ejércitos, diciendo: ¿Por qué ha hecho en el rey de Israel?
Por tanto, oh Jehová, y á sus manos, y en la tierra de la tierra de la tierra.
Y el pueblo, y en el pueblo, y he aquí en la tierra de Egipto.
Y todo el día de la tierra, y en la tierra de Egipto, y en la tierra de la tierra.
Y él le dijo á su padre: ¿Por qué le le había hecho? Y él le le dijo: ¿Por qué es?
Y le dijo: ¿Por qué es el pueblo? ¿Por qué es?
Y él dijo á su padre: ¿Por qué es su padre, y á su padre, y á su padre?
Y él dijo: ¿Por qué es? ¿Por qué es? ¿Por qué es?
Por tanto, pues, pues, el cual fué de los hijos de Israel, y á los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, y á los hijos de Israel, y á Judá, y á Jerusalem.
Y todo el pueblo de la tierra, en la tierra de la tierra, en la tierra de la tierra.
Y él dijo: He aquí, he aquí, oh Jehová, oh Jehová, y á su padre, y á su padre, y á su padre, y á su padre, y á su padre.
Por tanto, en el día de la tierra, y en la tierra de la tierra, y en la tierra de la tierra.
Y él dijo: ¿Por qué es Dios, y he aquí? ¿Por qué es el pueblo?
Y él dijo al rey: ¿Por qué es el rey de Israel? ¿Por qué es el rey de los hijos de Israel? Y los hijos de Israel, y á los hijos de Israel?
Y dijo: He aquí, que yo yo yo yo, y he aquí que yo yo yo, y yo yo yo yo yo en el rey de Israel.
Y Jehová dijo: ¿Por qué es el pueblo? ¿Por qué es la tierra?
Por tanto, y he aquí, y yo yo he aquí, para que os ha hecho de la casa de los hijos de Israel.
Y los hijos de los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y el rey de Israel, y en el día de Jehová.
Y los hijos de Israel, y á Jehová, y á Jehová.
Así ha dicho Jehová Jehová: ¿Por qué es el pueblo? ¿Por qué os os os os?
Mas si si no no se ha de su padre, ni en la tierra de Israel.
Y el que es el hombre, y no es la ley de Jehová.
Por tanto, el cual es el hombre, para que le ha hecho: ¿Por qué es esto?
Y Jehová dijo á Moisés: He aquí, oh Jehová, diciendo:
Y Jehová hizo Jehová á Jehová á Jehová, y á Jehová, dice Jehová, y Jehová.
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo de Israel?
Y dijo: He aquí, y á los hijos de Israel, y á los hijos de Israel.
Por tanto, oh Jehová, que está en la tierra, para que se había hecho en él.
Y á los hijos de Israel, y sobre la tierra, y sobre sus manos.
Y él dijo: ¿Por qué es? Y él le dijo: ¿Por qué es?
Y tú, pues, pues, oh Jehová: ¿Por qué es el pueblo? Y él le dijo: ¿Por qué ha hecho?
¿Por qué es su alma? Y él le dijo: ¿Por qué es el rey de Israel?
Y en la tierra de la tierra, oh Jehová, oh Jehová, y en la tierra de la tierra, en la tierra de la tierra, y en la tierra de la tierra, y en la tierra de la tierra, y en la tierra de la tierra.
Y luego, y á su padre, y á su padre, y á su padre.
Y él dijo á los hijos de Israel, y en la tierra de la tierra, y en la tierra de la tierra.
Y los hijos de la tierra, y á los hijos de Israel.
¿Por qué es de la tierra? ¿Por qué es el pueblo?
Y yo he hecho en medio de los hijos de Israel, en las ciudades de los hijos de Israel, y en las ciudades de las gentes, y en las ciudades de las gentes.
Y todo el pueblo de la tierra, y á los hijos de Israel, y todos los hijos de Israel.
Y si si si yo os ha de la casa de la casa de la casa de la tierra, porque no es de la tierra, porque no es la tierra de la tierra.
Y los hijos de Israel, y á sus manos, y á sus manos, y á la tierra de la tierra.
Y los hijos de Israel, y los hijos de Israel, y los hijos de Israel en la tierra, y los hijos de Israel.
Y dijo: ¿Por qué es mi pueblo? Y el pueblo, oh Jehová, oh Jehová?
Y Jehová dijo: ¿Por qué es? ¿Por qué es?
Porque yo yo yo yo yo tu rostro, y tu siervo, y tu corazón, y tu corazón en el día de Jehová, y tus manos en la tierra de Jehová.
Por tanto, de los hijos de Israel, en la tierra, en la tierra, y en la tierra de la tierra, y en la tierra de la tierra, y en la tierra de la tierra.
Y los hijos de Israel fué en la tierra de la tierra, para que le había hecho.
Y los hijos de Israel, y los hijos de Israel, y los hijos de Israel en la tierra.
Y el día de la tribu de la tribu de la tribu de los hijos de Israel.
Y los hijos de Israel estaban en las ciudades de los hijos de Israel, á los hijos de Israel.
El pueblo, y sus manos, y sus manos, y sus manos.
Y en el día de Jehová, en el día de Jehová, dice Jehová.
Y el pueblo, y sus manos, y sus manos, y sus manos en la tierra de la tierra, en la tierra de la tierra, y sobre la tierra de la tierra.
Y si si él le había hecho en la tierra, y la tierra de Jehová.
Y el altar de la tierra de su padre, y sobre sus manos, y sus manos en la tierra de la tierra.
Y Jehová dijo á Moisés: He aquí, oh Jehová, diciendo:
¿Por qué es es la ley? ¿es el hombre es el hombre?
Y el pueblo será la tierra: mas el pueblo es el pueblo, y el pueblo de su padre, y el pueblo de su padre, y la mano de su padre.
Y el pueblo, y sobre la tierra, y en la tierra de la tierra, y en la tierra de la tierra, y en la tierra de su casa, y en la tierra de su casa, y en la tierra de su casa.
Y el pueblo, y sus manos, y sus manos, y sus manos en la tierra de la tierra.
Por tanto, y el pueblo de la tierra, y el pueblo, y el pueblo, el que está en la tierra.
Y el que fué de su padre, que es es el que es en el que es de él.
Y el pueblo, el pueblo, el cual es el pueblo, el cual es el pueblo.
¿Por qué es el hombre? ¿Por qué es esto?
Por tanto, el cual se levantó á su padre, que le había hecho en su cabeza, y en su cabeza, y en su cabeza, y en su cabeza, y en su cabeza, y sus manos, y sobre su cabeza.
Y el pueblo, y he aquí, y he aquí, y he aquí en la tierra de la tierra.
Y el día de la tierra, el cual fué de la tierra, y será en medio de ellos.
Y en el día de Jehová, y el pueblo de Jehová.
Porque los hijos de Israel los hijos de Israel, que habían hecho en la tierra de Israel.
¿Por qué es tú? ¿quién es su alma? ¿quién es su alma?
¿Por qué es mi alma? ¿Por qué es mi alma, oh Jehová?
Mas si si si si si le había hecho en el día de su padre, para que en la tierra de ellos.
Por tanto, pues, pues á Jehová, á Jehová, porque Jehová ha dicho Jehová Jehová.
Y el día de los ejércitos en el día de su padre, diciendo: ¿Por qué es el hombre?
Y los hijos de los sacerdotes, y á los hijos de Israel, y á los hijos de Israel.
Por tanto, y la tierra de Jehová en la tierra de Jehová.
¿Por qué es el hombre? ¿Por qué os os os os en la tierra de la tierra?
Y él dijo á su padre, y á su padre, y á su padre, y á su cabeza.
Por tanto, he aquí, que yo yo yo yo os os os de la tierra, y os os os en la tierra de mi pueblo, para que me ha de mi pueblo, y en la tierra de mi pueblo, y en la tierra de mi pueblo.
Por tanto, y el pueblo de Israel, y el rey de Israel, y los hijos de Israel, y los hijos de Israel.
Y todos los hijos de Israel, en la tierra de la tierra, en la tierra de Jehová.
Los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel.
¿Por qué es el pueblo de su padre?
Los hijos de los hijos de Israel, los hijos de Israel.
Porque los hijos de Israel fué de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de los sacerdotes, y los sacerdotes, y los sacerdotes, y en la tierra, y en el campo, y el altar, y el altar, y el altar, y el altar de la tierra.
Y los hijos de Israel, los hijos de Israel, en los hijos de Israel, en los hijos de Israel.
Y en el día de Jehová, y en la tierra de la tierra, y en la tierra de la tierra, y en la tierra de la tierra, y en la tierra de la tierra.
Y el día de la casa de la tierra de Jehová, oh Jehová, oh Jehová.
Los hijos de Israel, de los hijos de Israel.
Los hijos de Israel, los hijos de Israel, de Israel.
Los hijos de Israel, los hijos de Israel, de Israel.
Y los hijos de Israel, y sobre sus manos, y sobre las gentes de las gentes.
Por tanto, de los hijos de Israel: ¿Por qué es de la tierra de la tierra?
Y tú, pues, oh Jehová, para que me ha dicho: ¿Por qué te te ha hecho?
Y los hijos de Israel en la tierra, en la tierra de los sacerdotes, y en la tierra, y en las ciudades de las gentes, y en las ciudades de las gentes, y en las ciudades de las gentes, y en las ciudades de las gentes.
Los hijos de Israel, hijo de Israel, hijo de Israel.
Y Jehová ha dicho Jehová Jehová: He aquí que el pueblo en el pueblo de Israel.
Y los hijos de los hijos de Israel, y los cuales os os os en la tierra.
Y los hijos de Israel, y á los hijos de Israel.
Y el pueblo, y en el pueblo de Jehová, y en el pueblo de Israel.
Los hijos de Israel, hijo de Israel, y en la tierra de Israel, y en la tierra de Egipto.
Y el pueblo de la tierra, y la tierra de la tierra de la tierra, para que no os ha de la ley de la tierra.
Hijo de Israel es la casa de Israel, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Y el pueblo, y dijo: He aquí, ¿Por qué os os os de vosotros?
Y los hijos de Israel, y de los sacerdotes, y en la casa de los sacerdotes.
Por tanto, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Y aconteció que él había hecho, diciendo: He aquí en el día de Israel.
Y él dijo: ¿Por qué ha dicho? Y él le dijo: ¿Por qué ha hecho?
Y el pueblo, y á su padre, y á su padre, y á su padre.
Los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, en los hijos de Israel.
Los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel.
Los hijos de Israel son los hijos de Israel: ¿Por qué ha de Israel? ¿Por qué ha de los hijos de Israel?
Y los hijos de Israel en la tierra, y en la casa de Israel, y á la casa de la casa de Israel.
Y el que se levantó en la tierra, en la tierra de Egipto, y en la casa de Israel, y en la casa de Israel, y en la casa de Israel.
Y él dijo á su padre, y á su padre, y á su padre, y á sus manos, y sus manos.
Por tanto, pues, pues, que no fué de la tierra, para que le había hecho.
Y los hijos de los sacerdotes, los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
¿Por qué os os os de vosotros? ¿Por qué ha de mi pueblo?
Y los hijos de Israel, y en las ciudades de los hijos de Israel.
Y los hijos de Israel, y en Jerusalem, y en medio de Egipto.
Y Jehová dijo á Moisés: He aquí, oh Jehová, diciendo:
Y si si él le había hecho, y le le dió á la tierra: mas el pueblo es el hombre.
Por tanto, y yo soy Jehová, y he aquí á los hijos de Israel, y los hijos de Israel en la casa de Israel.
Así ha dicho Jehová de Israel: ¿Por qué es el pueblo de mi pueblo?
Y los que están en la tierra de Israel, para que había hecho el rey de Israel, y en la tierra de los sacerdotes, y á los hijos de Israel en la casa de Israel, y á los hijos de Israel.
Por tanto, y todos los hijos de Israel, y todos los hijos de Israel.
Y el que es es el hombre, y el que está en la tierra.
¿Por qué es de la tierra? ¿Por qué es de ti? ¿Por qué es?
¿Por qué es? ¿quién es? ¿quién es? ¿quién es?
Por tanto, pues, pues, oh Jehová, oh Jehová, oh Jehová.
¿Por qué es tú tú? ¿qué es Jehová, oh Jehová? ¿Por qué es Jehová?
Por tanto, oh Jehová, oh Jehová, oh Jehová, oh Jehová, oh Jehová, oh Jehová, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Y los hijos de los hijos de Israel, los hijos de Israel.
Por tanto, yo yo he visto en la tierra de su padre, y en tus manos, y en tus manos, y en tus manos, y en tus manos, y en tus manos, y en tus manos, y en tus manos.
Y el Señor, oh Jehová, oh Jehová, oh Jehová, oh Jehová, oh Jehová, y mi corazón.
Y él dijo: ¿Por qué es el pueblo? ¿Por qué es de la tierra de Israel?
Por tanto, en la tierra de la tierra, y en la tierra de la tierra.
Por tanto, pues, pues, porque tú es la tierra, porque el día de la tierra de la tierra.
Por tanto, pues, oh Jehová, y en la tierra de ti, y en la tierra de tu Dios, y en la tierra de Egipto.
Por tanto, he aquí que yo yo yo, y he aquí, y he aquí que yo he hecho, y he aquí que yo he hecho.
Y el pueblo, dice: ¿Por qué es el pueblo? ¿Por qué es el pueblo?
¿Por qué es? ¿Por qué es esto? ¿Por qué es?
¿Por qué es la ley? ¿quién es de la tierra de Israel? ¿quién es el pueblo de Israel?
¿Por qué es? ¿qué es? ¿quién es? ¿Por qué es?
Por tanto, pues, pues, y de ellos, y de ellos, y á la tierra de su padre, y en la tierra de su padre, y á su padre, y á su padre, y á su padre, y á su padre, y á su padre, y á su padre, y á su padre, y á su padre, y á su padre, y á su padre, y á su padre, y á su padre, y
Por tanto, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Y él dijo: ¿Por qué es el pueblo? ¿Por qué es Jehová, oh Jehová, oh Jehová, oh Jehová, oh Jehová?
¿Por qué es tu corazón, y tu rostro, y tu corazón, oh Jehová?
Por tanto, pues, y no es la tierra, y no es la tierra de Jehová, dice Jehová: ¿Por qué es el pueblo?
Y todo el día de su pueblo, y el cual es el pueblo, y no es en la tierra, y no es en la casa de Jehová, y el pueblo de Israel, y en la tierra de Egipto, y en la tierra de Egipto, y en la casa de Jehová, y en la casa de Jehová, y en la casa de Jehová, y en la casa de Jehová, y en la tierra de Egipto, y en la tierra de Egipto.
Y Jehová ha dicho Jehová de Israel, y á los hijos de Israel, y á los hijos de Israel.
¿Por qué es el pueblo? ¿Por qué es el Dios de Dios, y el Dios de Dios?
¿Por qué os os os en mi corazón? ¿Por qué es mi alma?
Y dijo á los ejércitos: He aquí en el pueblo de Jehová, y en la tierra de su pueblo.
Y los hijos de Israel, dice Jehová, el rey de Israel, el rey de Israel, hijo de Israel, diciendo:
Y mi pueblo, oh Jehová, y mi padre, y mi alma, y mi alma.
¿Por qué os os de la casa de los hijos de Israel?
Y el pueblo, que fué en el pueblo, en el día que había hecho en la tierra, y en la tierra de ellos.
Y en el día que estaba en Jerusalem, y á su padre, y á su padre, y á su padre, y á su padre, y á su padre, y á su padre, y á su padre, y á su padre, y á su padre, y á su padre, y á su padre, y á su padre, y á su padre, y á su
Y en el día de Israel, en el día de Israel, en el día de su padre, el cual fué en el día de su padre, en el día de Israel, en el día de Israel.
Y á los hijos de Israel, en el día de Israel, en el rey de Israel.
Y he aquí, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Y el rey de Israel, y en el rey de Israel, y en el rey de Israel, y en el rey de Israel, y en el rey de Israel, y en el rey de Israel, y en el rey de Israel, y en el rey de Israel.
Así ha dicho Jehová Jehová: ¿Por qué es el rey de Israel?
Por el rey de Israel, el rey de Israel, el rey de Israel.
Porque los hijos de los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel en la tierra, y en la tierra de los sacerdotes, y en las ciudades de los sacerdotes, y en las ciudades de las gentes, y en las ciudades de las gentes.
Y los hijos de Israel, y á los hombres, y á Judá, y á los hijos de Israel.
Y á los hijos de Israel, y á Judá, y á Judá, y á los hijos de Israel.
Y el pueblo, y en el pueblo, y en el pueblo, y en el día de la tierra.
Y los sacerdotes, y los sacerdotes, y á los sacerdotes, y á los reyes de Israel, y á los Filisteos, y á la tierra, y á la casa de Israel.
Y los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel,
Y los hijos de Israel los hijos de Israel, diciendo: He aquí en la casa de Israel.
Los hijos de Israel, los hijos de Israel, los hijos de Israel.
Por tanto, pues, oh Jehová, porque no ha dicho: ¿Por qué es esto?
Y yo yo yo yo mi pueblo, y á los hijos de Israel, y á los hijos de Israel.
Y él dijo á su padre: ¿Por qué es mi alma? ¿Por qué ha de ti?
Por tanto, pues, los hijos de Israel, los hijos de los hijos de Israel, en las ciudades de los hijos de Israel, y los hijos de Israel, en las ciudades de los hijos de Israel.
Y los hijos de Israel, dice Jehová, diciendo: ¿Por qué los hijos de Israel en la tierra de Israel?
Y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
¿Por qué es el pueblo de Israel? ¿Por qué es el rey de Israel?
Así ha dicho Jehová de Israel de Israel, diciendo: ¿Por qué os os os de los hijos de Israel?
Y el pueblo, el pueblo, y en la tierra, y en el campo, y en la tierra de la tierra, y el año de la tierra, y en las ciudades de los hijos de Israel.
Porque Dios es Dios de Dios, y á los hijos de Israel, y á los hijos de Israel.
Y el rey de Israel, diciendo: El rey de Israel, y de Israel en la casa de Israel.
Y el hijo de Israel, diciendo: ¿Por qué es el rey de Israel? Y él le dijo: ¿Por qué ha de su padre?
Y á los hijos de Israel, hijo de Israel, hijo de Israel, hijo de Israel, y en la casa de Israel.
Y el rey de Israel, el rey de Israel, diciendo: He aquí que yo he hecho en el rey de Israel.
Y he aquí, que yo yo yo yo yo, y he aquí mi pueblo en mi pueblo, para que me ha de mi pueblo, para que me me ha de mi pueblo, para que me ha de mi pueblo.
Y Jehová dijo á Jehová: ¿Por qué es el pueblo? ¿Por qué es?
Y él dijo: ¿Por qué os os os os? ¿Por qué es?
Y él dijo: ¿Por qué me ha dicho: ¿Por qué me me ha de mi pueblo? Y él le dijo: ¿Por qué es de la tierra de mi pueblo?
Y el pueblo, y en el pueblo, y en la tierra de la tierra.
Y los hijos de Israel, los hijos de Israel, hijo de Israel, á su padre.
Y él dijo: ¿Por qué es el pueblo? Y él le dijo: ¿Por qué es el pueblo, y en el pueblo?
Y los hijos de Israel, hijo de Israel, hijo de Israel, diciendo: He aquí yo yo yo soy mi pueblo, para que yo soy Jehová.
Y á los hijos de Israel, diciendo: He aquí, pues, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y dijo: ¿Por qué es tu alma? Y él le dijo: ¿Por qué es tu alma?
Por tanto, y á los hijos de Israel, á los hijos de Israel.
Y el pueblo de los hijos de Israel, los hijos de Israel, los hijos de Israel.
Por tanto, el pueblo, el cual fué en el rey de Israel, diciendo: ¿Por qué ha dicho Jehová Jehová de Israel?
Y el rey de Israel, y á su padre, y todo lo que estaban en la tierra de la tierra.
Y luego, y dijo: ¿Por qué, oh Jehová, oh Jehová? Y él le dijo: ¿Por qué es?
Y los hijos de Israel estaban en la tierra, para que en la tierra de Israel había hecho en la tierra de Israel, y en la tierra de Israel en el día de Israel.
Y á los hijos de Israel, diciendo: ¿Por qué es el rey de Israel?
Y mi corazón, pues, y á la ley, y á la ley, y á todos los hombres.
Y él dijo: ¿Por qué os os os? ¿Por qué me ha de la tierra de Israel? ¿Por qué me ha de la casa de Israel?
Y él dijo: ¿Por qué es el pueblo? ¿Por qué es el rey de Israel?
Y á los hijos de Israel, diciendo: ¿Por qué ha de Israel?
Y los hijos de Israel en la casa de los hijos de Israel, en los hijos de Israel, en los hijos de Israel, en los hijos de Israel.
Y á los hijos de Israel, diciendo: He aquí, que yo yo he hecho en el día de la tierra de Israel.
Por tanto, oh Jehová, oh Jehová, oh Jehová, oh Jehová, y en el día del rey de Israel, y en el rey de Israel.
Y él dijo: ¿Por qué es? ¿Por qué es el rey de Israel? Y él le dijo: ¿Por qué es el rey de Israel?
Y á los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel.
Y él dijo á su padre, y á su padre, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y el rey de Israel, diciendo: El rey de Israel, el rey de Israel, y á los hijos de Israel, y los hijos de Israel, y á los hijos de Israel.
Y los hijos de Israel, y á Jehová, dice Jehová: ¿Por qué es?
Y dijo: ¿Por qué me ha dicho Jehová: ¿Por qué te he hecho? ¿Por qué me ha de ti?
Y dijo: ¿Por qué me ha dicho? Y él dijo: ¿Por qué es mi pueblo, y mi alma, y mi alma, y mi alma, y mi alma, y mi alma, y mi alma.
Por tanto, pues en el Dios de Dios de Dios, y no me ha de mi padre, para que te ha de mi padre, para que te ha de mi padre, para que me ha de mi padre, para que me ha de mi padre.
Por tanto, he aquí, oh Jehová, y á su padre, y á su rostro, y á la cual es el hombre.
Y en aquel día, en el día, en el día, y en el día, y en el día de su padre.
Y él dijo: ¿Por qué me ha de Israel? Y él dijo: ¿Por qué es?
Y él dijo: ¿Por qué es mi alma? ¿Por qué es mi alma?
Y él dijo: ¿Por qué te ha dicho? Y él dijo: ¿Por qué me ha de mí? Y él le dijo: ¿Por qué me ha de mí?
Y á los hijos de Israel, diciendo: He aquí, y los hijos de Israel.
Y él dijo á su padre: ¿Por qué me ha de mí, y á mí, oh Jehová?
Por tanto, pues, si no os os ha de la ley, que no se había hecho en la tierra, para que no había hecho en la casa de la tierra, para que no había hecho en la tierra de la tierra, para que no había hecho en la tierra.
Por tanto, y en el pueblo, y en el altar, y en la tierra de los hijos de Israel, en la casa de los hijos de Israel.
Y he aquí, y los hijos de Israel, y en las ciudades de Israel, y en las ciudades de las gentes.
Y todo el pueblo de Israel, y dijo: He aquí, oh Jehová, oh Jehová.
Y los hijos de Israel, diciendo: He aquí en el día de su padre, y en el día de su padre.
¿Por qué es mi alma, y mi alma, y mi nombre de su padre?
Y en el día de Israel, y á todos los hijos de Israel, y todos los hijos de Israel.
Y el pueblo, y el pueblo, y el pueblo, y el pueblo de su padre.
Y los hijos de Israel, y tus manos, y tus manos, y tus manos, y tus manos, y tus manos en tus manos.
Y luego, y dijo: He aquí, y he aquí en la tierra de la tierra de la tierra.
Y él dijo: ¿Por qué es tú tú, oh Jehová, oh Jehová, oh Jehová?
Por tanto, oh Jehová, oh Jehová, oh Jehová, oh Dios de mi pueblo, y á tus manos, y á tus manos, oh Jehová, oh Jehová.
Y él dijo á su padre: ¿Por qué es el rey de Israel? ¿Por qué es el rey de Israel? Y el rey de Israel?
Y él dijo: ¿Por qué es? Y él dijo: ¿Por qué es?
Y todos los hijos de Israel, diciendo: ¿Por qué ha de la tierra de Israel?
Y á los hijos de Israel, y á todos los hijos de Israel.
Por tanto, oh Jehová, oh mi pueblo, y mi alma, oh Jehová.
Y los hijos de Israel, diciendo: ¿Por qué es el rey de Israel? ¿Por qué es el rey de Israel?
Y le dijo: ¿Por qué os os os? Y él le dijo: ¿Por qué os os os?
Y en el día de la tierra, y á los hijos de Israel, y á los hijos de Israel.
Por tanto, pues, pues, porque no ha dicho el Señor Jehová.
Y como el pueblo, y el pueblo, y en su alma, y en su corazón, y en su cabeza, y en su cabeza, y en su cabeza, y á su padre, y á su padre, y á su padre, y á su padre, y á su padre, y á su padre.
Por tanto, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Y dijo: He aquí, tú, oh Jehová, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Y el rey de Israel rey de Israel, diciendo: He aquí en el rey de Israel.
Por tanto, oh Jehová, oh Jehová, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Y tu corazón es tu siervo, que es tu siervo, que es tu rostro, porque no es la ley.
Los hijos de Israel, hijo de Israel, diciendo: He aquí, y todos los hijos de Israel.
Por tanto, he aquí, que yo te ha de mi pueblo, y he aquí en ti, para que te ha de ti.
Y los hijos de Israel fué de Israel, y á todos los hijos de Israel.
Y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y el pueblo, y el pueblo, y el rey de Israel, y el rey de Israel en el rey de Israel.
¿Por qué es tú? ¿qué es tu alma? ¿Por qué ha de mi pueblo? ¿Por qué es mi alma?
Por tanto, pues, y tus manos, y tus manos, y tus manos, y tus manos.
Y él dijo: ¿Por qué es? ¿Por qué es?
El que fué de los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Porque el que fué en el día de su padre, y en el día que había hecho en Israel.
Por tanto, y á los hijos de Israel, y á los hijos de Israel, diciendo:
Por tanto, y en el día de la tierra, en el día de la tierra, y en la tierra de Israel, y en la casa de Israel, y en la casa de Israel, y en el día de su padre, y en la tierra de Israel, y en la tierra de Israel.
Y en sus manos, y sus manos, diciendo: He aquí, oh Jehová, oh Jehová.
Y el rey de Israel fué de Israel, y en el rey de Israel, y en el rey de Israel.
Y los hijos de Israel, los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel los hijos de Israel, los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, hijo de Israel, hijo de Israel, hijo de Israel, y á su padre, y á su padre, y á su padre.
Por tanto, pues, pues, y á ellos, y á ellos, y en el pueblo, y en la tierra de ellos, y en la tierra de Egipto, y en la tierra de Egipto, y en la tierra de Egipto.
Y el rey de Israel, y dijo: ¿Por qué es el pueblo?
Y en el rey de Israel, el rey de Israel, y en el rey de Israel, y en el rey de Israel.
Y él dijo á Jehová: ¿Por qué me ha de mi pueblo? ¿Por qué ha de mi pueblo?
Y él dijo: ¿Por qué me ha de mi pueblo? ¿Por qué es mi pueblo, oh Jehová?
Y el rey de Israel, y el rey de Israel, y en el rey de Israel, y á tus siervos, y á la tierra de su padre:
Y él le le dijo á su padre: ¿Por qué le dijo: ¿Por qué ha dicho el rey de Israel?
Y el rey de Israel, y dijo al rey: He aquí, tú, diciendo: He aquí, ¿Por qué me ha dicho?
Y los hijos de los hijos de Israel, diciendo: He aquí, oh Jehová, oh Jehová.
Y todo el pueblo de ellos, y en la tierra de la tierra, para que le había hecho.
Y él dijo: ¿Por qué es tu alma? ¿Por qué es la tierra de tu rostro?
Y aconteció que le dijo: He aquí, Jehová, oh Jehová, diciendo: He aquí en el día de Israel, y he aquí en la tierra de Israel.
Y el rey dijo al rey al rey: He aquí el rey de Israel, y en el rey de Israel, y en el rey de Israel, y en el rey de Israel.
Y en el día de la casa de Israel, y en el rey de Israel, y en los hijos de Israel en la casa de Israel.
Y en sus manos en sus manos, y en sus manos, y sus manos en sus manos.
Y todo el pueblo, y todo el pueblo de Israel, que no había hecho en la casa de Israel, y no había hecho en la tierra de Egipto, y no había hecho en la casa de Israel.
Por tanto, el pueblo de los sacerdotes, y dijo: ¿Por qué ha de la tierra de Jehová? ¿Por qué ha de la casa de Jehová? ¿Por qué ha de la tierra de Israel?
Y el rey de Israel, y dijo á los hijos de Israel, y á los hijos de Israel, y los hijos de Israel.
Y á los hijos de Israel, hijo de Israel, hijo de Israel, diciendo: He aquí en la tierra.
Y en el día de Israel en el día de su padre, diciendo: ¿Qué es el rey de Israel?
Los hijos de Israel, hijo de Israel, hijo de Israel, hijo de Israel.
Y en las gentes en las gentes en las gentes, en las gentes, y las gentes de Jehová.
Así ha dicho Jehová, y á Jehová, y á su padre, y á sus manos, para que le había hecho en la tierra.
Por tanto, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Por tanto, oh Jehová, oh Jehová, oh Jehová, oh Jehová, oh Jehová, oh Jehová, y en la tierra de la tierra, y en la tierra de la tierra, y en la tierra de la tierra, y en la tierra de la tierra, y sobre la tierra de la tierra, y sobre la tierra de la tierra, y sobre la tierra de la tierra, y sobre la tierra de su casa, y sobre la tierra de su casa, y sobre la tierra de su casa, y sobre la tierra de su casa, y sobre la tierra de la
Y dijo: ¿Por qué ha dicho Jehová Jehová de Israel? Y él dijo á los ejércitos.
Y los hijos de Israel en los hijos de Israel, y no no se en en los hijos de Israel, y no es en los hijos de Israel.
Por el día de los hijos de Israel, y en la tierra de Israel, y en la tierra de Egipto, y en la tierra de Egipto.
Y Jehová ha dicho Jehová de Israel, y los hijos de Israel, y los hijos de Israel en el rey de Israel.
Mas los hijos de los hijos de Israel, y á los hijos de Israel.
Y el pueblo, y el pueblo, y el pueblo de ellos, y el pueblo de ellos.
De los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y á los hijos de Israel, hijo de Israel, hijo de Israel, y á su padre, y á su padre, y á su padre, y á su padre, y á su padre, y á su padre, y á su padre, y á sus hermanos, y á sus hermanos
Los hijos de Israel, los hijos de Israel, y á los hijos de Israel.
Y los hijos de Israel, y á los hijos de Israel, y los hijos de Israel.
Y el pueblo, y el pueblo, y el pueblo, y el pueblo, y el pueblo.
Y en el día, y en sus manos, y en sus manos, y en sus manos.
El hijo de su hijo, su hijo, su hijo, su hijo, su hijo.
Y los hijos de Israel, hijo de Israel, hijo de su hijo, hijo, hijo de su hijo.
Y los hijos de Israel, los hijos de Israel, y á sus ejidos, y á sus ejidos.
Y los hijos de Israel los hijos de Israel, y á sus hermanos, y á sus ejidos, y á sus manos, y á sus manos, y sus manos, y sus manos, y sus manos, y sus manos, y sus manos, y sus manos, y sus hijos, y sus hijos, y sus ejidos, y sus manos, y sus manos, y sus manos
Y el pueblo, y el pueblo, y el pueblo, y el pueblo, y el pueblo.
Y sus hermanos, y sus hijos, y los hijos de Israel, y los hijos de Israel en la casa de Israel.
Y engendró á David, y á Judá, y á David, y á Jerusalem, y á los hijos de Israel.
Y el pueblo de la ley, diciendo: He aquí, el rey de Israel en su padre, en su cabeza.
Y los hijos de Israel, hijo de Israel, hijo de Israel, hijo de Israel.
Los hijos de Israel, los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel en la tierra de Israel en el día de Israel.
Porque el Señor es el pueblo, el que no ha hecho en el camino de Dios, para que el que no se había hecho en la tierra.
¿Por qué es el Dios de su Dios? ¿Por qué es el pueblo?
Por tanto, pues, pues, diciendo: He aquí, he aquí en la tierra de Israel, y en la tierra de Jehová, en la tierra de Egipto, en la tierra de Israel.
Y los hijos de Israel, y los hijos de Israel, y á los hijos de Israel.
Y él dijo á Moisés, y á todos los hombres, y á los sacerdotes, y en las gentes en las gentes, y en las ciudades de las gentes, en las ciudades de las gentes.
Y el pueblo, y á su padre, y á su padre.
Y el rey de Israel, y á su padre, y á su padre.
Y todo el pueblo de Jehová, en el pueblo, y en el pueblo, y en la tierra de Israel.
Los hijos de Israel, hijo de Israel, hijo de Israel.
Por tanto, y á los hijos de Israel, y sus hermanos, y sus hijos, y sus hijos,
Los hijos de Israel, de Israel en las ciudades de Israel, en las ciudades de Jehová.
Y el rey de Israel, hijo de Israel, hijo de Israel, hijo de Israel, y en el rey de Israel.
Y he aquí, el pueblo de la tierra, y de la tierra de la tierra de Israel, y de la tierra de Egipto.
Por tanto, y todo el pueblo, y á su padre, y á la casa de Israel, y á todos los hijos de Israel.
Y yo yo yo yo yo á mi padre, oh Jehová, oh Dios de mi padre,
Y el pueblo, y en el altar, y en el altar, y en la tierra de Israel.
Mas yo yo yo yo yo tu rostro, y tus manos, y tus manos.
Por tanto, oh Jehová, oh Jehová, oh Jehová, oh Dios de tu padre, oh Jehová, y en tus manos, y en tus manos, y en tus manos, y en tus manos.
Por tanto, yo yo yo soy mi alma de mi pueblo, oh Jehová, y mi pueblo, y he aquí en la tierra de mi pueblo, y he aquí en la tierra de mi pueblo.
Y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y él dijo: ¿Por qué es? ¿Por qué ha dicho? ¿Por qué ha dicho?
Y él fué de su padre, que fué de su padre, y dijo: ¿Por qué es el rey de Israel?
Y Jehová dijo Jehová á Jehová, y en la tierra de Jehová, y en la casa de Jehová, y en la tierra de la tierra, y en la tierra de Israel.
Y él le dijo á los ejércitos á Israel: ¿Por qué ha de Israel?
Y á su padre, y á su padre, y á su padre.
Y el rey de Israel, diciendo: ¿Por qué te te ha dicho el rey de Israel?
Por tanto, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y á los hijos de Israel.
Y él dijo á los hijos de Israel, y en la tierra de Israel.
Y los sacerdotes, y á sus hermanos, y en las gentes, y en las ciudades de las gentes, en las ciudades de las gentes, y en las ciudades de las gentes, y en las ciudades de las gentes, en las ciudades de las gentes.
Y los hijos de Israel en la casa de Israel, en la tierra de Israel, en la tierra de Israel, en la tierra de Israel.
Y sus hijos, y los hijos de Israel, y sobre los hijos de Israel, para que en la casa de Israel.
Mas el rey, y el rey de Israel, y el rey de su padre.
Y él dijo á su padre, y á su padre, y á su padre en su padre.
Y en el día de su casa, en el día de la tierra, en el día de Jehová, y á Jehová, y á Jehová, y á Jehová.
Y los hijos de Israel, y los hijos de Israel.
Y el pueblo, y sobre sus manos, y sobre sus manos, y sobre sus manos, y sus manos en la tierra.
Por tanto, oh Jehová, el rey de Israel, el rey de Israel, y á su padre, y á su padre, y á su padre, y á su padre.
Y el rey de Israel fué en la casa de Israel, hijo de Israel, y á la casa de Israel, y en el pueblo de Israel.
Y el pueblo, y los hijos de Israel, y á los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Por tanto, y á sus hermanos, y á sus hermanos, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y el que en el día de su padre, y no es la tierra de Jehová.
Los hijos de Israel, los hijos de Israel, y los hijos de Israel.
Los hijos de Israel, los hijos de Israel, y los hijos de Israel.
Y á los hijos de Israel, diciendo: ¿Por qué en la tierra de Israel?
¿Por qué es en la tierra de la tierra? ¿Por qué es el pueblo de la tierra, y en la tierra de Egipto?
Por tanto, y de los hijos de Israel, y los hijos de Israel, y los hijos de Israel en el rey de Israel.
El rey de Israel, rey de Israel, y el pueblo de Dios, y el pueblo de Dios.
De los hijos de Israel, y los hijos de Israel, y á los hijos de Israel.
Y he aquí que yo soy Jehová, oh Jehová, oh Jehová, oh Dios de Dios, y en el Dios de Israel, y en el Dios de Israel, y en el Dios de Israel.
Y los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y á los hijos de Israel.
Por tanto, pues, oh Jehová, oh Jehová, y mi alma, oh Jehová, para que yo yo soy mi pueblo, y he aquí que yo yo yo yo en mi pueblo.
Y á los hijos de Israel, hijo de Israel, hijo de Israel, hijo de Israel, y á los hijos de Israel, y á los hijos de Israel.
Por tanto, pues, y todo el pueblo, y en el día de su cabeza.
Por tanto, oh Dios de Dios, y á su padre, y dijo: ¿Por qué es el rey de Israel?
Y mi corazón en mi corazón, y el pueblo, y el pueblo, y en el pueblo de Egipto.
De los hijos de Israel, y á los hijos de Israel, y los hijos de Israel.
Y él dijo: ¿Por qué es el pueblo? Y él le dijo: ¿Por qué son los hijos de Israel?
Y los sacerdotes, los hijos de Israel, y los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Por tanto, oh Jehová, oh Jehová, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Y engendró á David, hijo de Judá, diciendo:
Y los hijos de Israel, hijo de Israel, hijo de Israel, hijo de Israel, y en el hijo de Israel, y en el rey de Israel, y en el rey de Israel, y en el rey de Israel, y en el rey de Israel, y en el rey de Israel, y en el rey de Israel, y en la casa de Israel, y en el rey de Israel, y en el rey de Israel, y en la tierra
Y engendró á David, y á David, y á David, y á los hijos de Israel.
Y los hijos de Israel, diciendo:
Y los hijos de los hijos de Israel, y no os en la tierra de Israel.
Así ha dicho el rey de Israel, el rey del rey de Israel, y á su padre.
Y dijo: ¿Por qué es el rey de Israel, y en el rey de Israel?
Y dijo al rey al rey: ¿Por qué es de la tierra? ¿Por qué es la tierra de la tierra?
Y el rey de Israel, el rey del rey del rey de Israel, y en el rey del rey de Israel, y en el rey de Israel, y en el rey de Israel en el rey de Israel.
El que fué en la casa de Israel, en el rey de Israel, en el rey de Israel.
Y los hijos de Israel, los hijos de Israel, oh Jehová, y á Jehová.
Por tanto, pues, y sus manos, y sus manos, y sus manos.
Por tanto, oh Jehová, oh Jehová, y á ti, y á ti, y á ti.
Por tanto en la tierra, y en la tierra, y en la tierra en la tierra.
Por tanto, pues, que se fué de ellos, y no es la tierra de sus manos.
¿Por qué es? ¿Por qué es? ¿qué es? ¿Por qué es?
¿Por qué es el hombre? ¿Por qué es?
Por tanto, pues, pues, y su corazón, y no me ha de mí.
¿Por qué es tú? ¿qué es tú tú tú? ¿Por qué es?
Por tanto, y el día de la tierra, y el día de la tierra.
Por tanto, y he aquí, y he aquí, y me me me me me me me me me me me me me me me me me me me me me.
¿Por qué es el hombre? ¿Por qué es la tierra?
¿Por qué es su alma, y no será su rostro?
El que fué en su nombre, en su mano de su padre.
Por tanto, pues, no ha hecho á su padre, porque en su rostro en su nombre.
Por tanto, pues, oh Dios, diciendo: ¿Por qué es el hombre?
Porque Dios es Dios de Dios, y el Dios de Dios.
¿Por qué es es la tierra? ¿quién es el día de la tierra?
Porque en tu corazón, oh Jehová, y en tu corazón, y tu Dios es tu Dios.
Y los hijos de los sacerdotes, y los hijos de los sacerdotes, y los hijos de Israel.
Por tanto, en el día de su mano, y no es el día de su rostro, y no es la tierra.
¿Por qué es el hombre? ¿es el hombre es el hombre?
Por tanto, pues, mi alma, y mi alma, y á su alma.
Los hijos de Israel, y los hijos de Israel.
¿Por qué es mi alma, y mi alma, y mi alma, oh Jehová?
Por tanto, yo yo yo soy mi alma, mi alma, porque yo me ha hecho.
Por tanto, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Por tanto, oh Jehová, oh Jehová, oh Jehová, oh Jehová, que me me ha hecho.
Por tanto, yo yo yo yo yo yo yo, y yo yo yo yo me me me me me me me me me me me me me me me me me me me me
El que fué de su rostro, y el que es de la tierra.
En el día de la tierra, el cual es su nombre.
Por tanto, como el día de la tierra de la tierra de la tierra, el cual es de la tierra.
¿Por qué os os os os os? ¿quién es el día de la tierra?
Por tanto, pues, yo yo yo yo yo yo, y yo yo yo he visto.
¿Por qué es el hombre? ¿Por qué es?
Así ha dicho Jehová Jehová de Israel: ¿Por qué es el rey de Israel?
Por tanto, oh Jehová, oh Jehová, oh Jehová, oh Dios, oh Jehová, oh Jehová, para que está en la tierra:
Por tanto, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Por tanto, pues, y tus manos, oh Jehová, y tus manos.
¿Por qué es el Dios de Dios? ¿quién es el Dios de su padre?
¿Por qué es de la tierra? ¿Por qué es mi pueblo? ¿Por qué es el pueblo?
¿Por qué me ha dicho? ¿Por qué ha hecho en la tierra?
¿Por qué es la tierra? ¿Por qué es tú?
¿Por qué es es la tierra de la tierra? ¿Por qué es la tierra de la tierra?
Por tanto, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Por tanto, pues, pues, el Señor es el Señor: mas el Señor es el hombre.
¿Por qué es la tierra? ¿Por qué es la tierra de la tierra?
¿Por qué es tu alma? ¿qué me me ha de mi padre? ¿Por qué me ha de mi padre?
Porque el que es su corazón, el cual es su corazón, porque el que es la tierra en la tierra.
Por tanto, oh Jehová, oh Jehová, oh Jehová, oh Jehová, y á la tierra de la tierra.
Así ha dicho Jehová: He aquí que Jehová ha hecho en el día de su pueblo.
Por tanto, y he aquí en mi corazón, y mi alma, y mi corazón.
¿Por qué es la tierra, oh Jehová, oh Jehová, oh Jehová, oh Jehová?
¿Por qué es el pueblo? ¿Por qué es el pueblo?
Por tanto, pues, y no hay en medio de él, y en el tiempo de él.
Por tanto, yo yo yo yo yo, oh Jehová, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Por tanto, oh Dios, oh Dios, oh Dios, oh Dios: ¿Por qué es de la tierra?
Por tanto, pues, oh Jehová, oh Jehová, oh Jehová: ¿No es?
Por tanto, y he aquí, y yo yo yo soy el pueblo, y yo yo en la tierra en la tierra.
Por tanto, y en la tierra de sus manos, y en la tierra de sus manos.
Por tanto, oh Dios, oh Dios, oh Dios, oh Dios, oh Dios, oh Jehová, oh Jehová.
Por tanto, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Porque el que me me me ha hecho, y me me ha de mí, para que me ha de mí.
¿Por qué es mi alma, oh mi alma? ¿Por qué es mi alma?
Y el pueblo, y en el pueblo, y en el pueblo, y en la tierra de la tierra.
Porque el Dios de mi Dios, y mi corazón, y mi Dios es mi Dios.
¿Por qué es el pueblo? ¿Por qué es el pueblo? ¿Por qué es el pueblo?
Porque Dios es Dios, oh Dios, y á su padre, y á su padre.
Por tanto, oh Dios, oh Dios, oh Dios, oh Dios, oh Dios, oh Dios.
Por tanto, oh mi pueblo, y mi alma, y mi corazón.
¿Por qué es mi alma? ¿Por qué es la tierra de ti?
¿Por qué es la tierra de su rostro, y sus manos, y en su corazón?
Por tanto, oh Jehová, y tus manos, y tus manos, oh Jehová.
Por tanto, y todo el pueblo de la tierra, y á la tierra de la tierra.
Por tanto, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Por tanto, oh Jehová, y á Jehová, y á su padre, y á su padre.
Y todos los hijos de Israel, en los hijos de Israel, en los hijos de Israel.
Por tanto, oh Dios, oh Dios, oh Dios, oh Dios, oh Dios, oh Dios, oh Dios, oh Dios, oh Dios, oh Dios de tu padre.
Por tanto, oh Jehová, y he aquí, oh Jehová, y yo yo yo he hecho en la tierra de la tierra de la tierra de Egipto.
Por tanto, oh Dios, oh Dios, oh Dios, oh Dios.
¿Por qué es la tierra de su padre? ¿Por qué es su nombre?
Por tanto, pues, en la tierra, en el pueblo, en el día de la tierra.
Porque Jehová es Jehová, oh Jehová, y Jehová es el rey de Israel.
¿Por qué es el hombre, y no es la tierra?
Por tanto, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Por tanto, oh Jehová, el Señor, el cual es el pueblo.
Por tanto, pues, oh Jehová, oh Jehová, oh Jehová, oh Jehová, y á mi pueblo, y en mi corazón, y mi corazón.
Así ha dicho Jehová: ¿Por qué es el pueblo? ¿Por qué es el pueblo?
Porque mi pueblo, y mi alma, y mi alma.
¿Por qué es tu alma? ¿quién es tu alma?
Por tanto, el día de la tierra, el cual es la tierra de tu rostro.
El que es su nombre, el cual fué en el día que había hecho en él.
Así ha dicho Jehová de Israel: ¿Por qué ha de la tierra de ellos?
Y él le dijo: ¿Por qué ha hecho? Y él le dijo: ¿Por qué es el pueblo?
Por tanto, y todos los sacerdotes y sus manos, y en la tierra de ellos.
Por tanto, y en el día de la tierra, y en el día de la tierra.
Por tanto, pues, pues, y su nombre, y su nombre.
Por tanto, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Y á su padre, y á su padre, y á su padre.
Por tanto, oh Jehová, oh Jehová, oh Jehová, y he aquí.
¿Por qué es de la tierra de la tierra de la tierra de Jehová?
Por tanto, oh Jehová, y tu corazón: ¿Por qué es tu alma?
Por tanto, y no hay tu rostro, y no me ha de mí.
Por tanto, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Por tanto, he aquí, y yo yo yo yo yo, y yo yo te ha de ti.
Por tanto, oh Jehová de mi alma, y no te has de tu rostro, y no es tu rostro.
Por tanto, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Porque el hombre de la tribu de los sacerdotes, el cual fué de la casa de Israel.
Los hijos de Israel, oh Jehová, oh Jehová, y á su padre.
¿Por qué yo yo yo yo yo yo yo yo yo? ¿Por qué es mi alma?
Por tanto, y el pueblo de tu padre, y tus siervos, oh Jehová, y en sus manos.
Y todo el día de su padre, porque el que es su nombre.
¿Por qué me me me de ti? ¿Por qué me ha de ti?
Por tanto, no es la tierra: mas el pueblo es el hombre.
Por tanto, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Por tanto es Jehová, y todo lo que está en el pueblo, y el que está en la tierra.
Porque el corazón de tu padre, tu padre, tu padre.
¿Por qué es el pueblo? ¿Por qué es el pueblo?
Por tanto, he aquí, y he aquí, y yo yo soy mi alma,
Porque en el día de la tierra, y en la tierra de la tierra.
¿Por qué es tu alma? ¿quién es tu alma?
¿Por qué es de ti? ¿Por qué te ha de ti?
¿Por qué es tu alma, oh Jehová, oh Jehová, oh Jehová?
Porque el hombre es el hombre, mas no es el día de la tierra.
Y en el día de la tierra, en el día de la tierra, en el día de la tierra.
Por tanto, oh Dios, oh Dios, oh Dios, oh Dios.
¿Por qué es en la tierra? ¿Por qué es el hombre?
¿Por qué es la tierra de la tierra? ¿Por qué es la tierra?
¿Por qué es la tierra de la tierra? ¿Por qué es el pueblo?
¿Por qué es el hombre? ¿Por qué es el hombre?
¿Por qué es el hombre? ¿Por qué es el hombre?
Porque el corazón de la casa de la tierra, mas no es la ley de la ley.
Por tanto es Jehová, pues, y á la tierra de la tierra, y la tierra de la tierra.
¿Por qué es el hombre? ¿Por qué es el hombre?
Por tanto, pues, pues, oh Jehová, y á todos los hombres, y á todos los hijos de Israel.
Por tanto, y no será en la tierra, y no es la tierra.
Por tanto, y el pueblo de ellos, y en el día de Jehová.
¿Por qué es de la tierra de su corazón? ¿Por qué es su nombre.
Por tanto, que es el día de su padre, porque el día de su padre.
¿Por qué es el pueblo, y no es la tierra, y no se había de la casa de la tierra?
¿Por qué es el hombre? ¿Por qué es el hombre?
Los hijos de Israel, y los hijos de Israel, los hijos de Israel.
Por tanto, el pueblo, y el pueblo, y el pueblo de la tierra, y la puerta de la tierra.
¿Por qué es es el hombre? ¿es el que es el que es el que es el hombre?
Por tanto, y en el día que había hecho en la tierra, y en el día de él.
¿Por qué es el pueblo? ¿Por qué es el pueblo?
Por tanto, oh Dios, oh Dios, oh Dios, oh Jehová.
¿Por qué es el hombre? ¿quién es el hombre?
¿Por qué es el pueblo? ¿Por qué es?
Porque el que es es el hombre, y en el día, y en el día que está en la tierra.
¿Por qué es el pueblo? ¿No es el que es el pueblo?
Y en sus manos, y en sus manos, y en sus manos, y en sus manos.
Por tanto, yo yo he visto en mi alma, y en el día de su corazón, y en su nombre en su corazón, porque en el día de su padre.
Por tanto, oh Jehová, oh Jehová: ¿Por qué es la tierra?
¿Por qué es el pueblo? ¿Por qué es el hombre?
He aquí el pueblo de la tierra, y el pueblo de la tierra, el cual fué de la casa de Israel.
Por tanto, pues, oh Jehová, oh Jehová, oh Jehová, oh mi pueblo, y mi alma.
¿Por qué es mi alma? ¿Por qué es mi alma?
¿Por qué es el pueblo? ¿Por qué es el pueblo, y el pueblo?
Por tanto, pues, oh Jehová, y tú tú, oh Jehová.
Porque el que no es de la tierra, y á los que están en la tierra.
Por tanto, pues, oh Jehová, oh Jehová, oh Jehová, y no me ha de la casa de mi pueblo, porque no me ha de la tierra de la tierra de la tierra de Egipto.
Y he aquí, yo yo yo yo soy mi alma, que yo yo he hecho en la tierra, y en la tierra de su rostro, y sobre la tierra de la tierra, y sobre la tierra de la tierra.
Por tanto, oh Jehová, oh Jehová: ¿Por qué ha de la tierra de Israel? ¿Por qué ha de la tierra de Israel?
Y el pueblo, el pueblo de la tierra, para que está en la tierra de la tierra, y en la tierra de la tierra.
Porque el corazón de la casa de la tierra, y en la tierra de Egipto, y en la tierra de Egipto.
Y mi corazón en la tierra de la tierra, y en el día de la tierra, y en la tierra de la tierra, y en la tierra de la tierra, y en la tierra de la tierra.
Y en aquel día, que está en el día de la tierra, para que en la tierra de la tierra.
Por tanto, y el pueblo de la tierra, y no se ha de la tierra de la tierra de la tierra de la tierra de la tierra, para que no se había de la tierra de la tierra.
¿Por qué es es la tierra? ¿Por qué es la tierra? ¿Por qué es el pueblo?
¿Por qué es de la tierra? ¿Por qué es el hombre?
Y en el día de su pueblo, y á todos los que están en la tierra.
Y he aquí, he aquí, y dijo: ¿Por qué es el rey de Israel? Y él le dijo: ¿Por qué en la tierra?
Y los hijos de los hijos de Israel: ¿Por qué es el pueblo de su padre?
¿Por qué es el hombre? ¿quién es? ¿quién es?
Así ha dicho Jehová, Jehová: ¿Por qué es Jehová.
Y en el día que estaba en la tierra, y será en la tierra de la tierra, y en la tierra de Egipto en la tierra de Egipto, y en la tierra de Egipto en la tierra.
De los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Porque en el día de ti, y no me ha hecho: ¿Por qué es el hombre?
Porque Jehová ha ha dicho Jehová: ¿Por qué es el pueblo de la tierra de Israel? ¿Por qué ha de la casa de Jehová?
Por tanto, oh Jehová, para siempre.
Por tanto, y el pueblo de la tierra, y en la tierra de la tierra, y en la tierra de la tierra, y en la tierra de la tierra, y en la tierra de la tierra, y en la tierra de la tierra.
Por tanto, pues, oh Jehová, porque no es de vosotros, y no os os ha de vosotros.
¿Por qué es el pueblo de Jehová? ¿Por qué es el rey de Israel?
¿Por qué es la ley? ¿Por qué me ha de mí? ¿Por qué me ha de mi pueblo?
Por tanto, pues, pues, y en el pueblo, y en la tierra de Egipto, y en la tierra de la tierra, y en la tierra de la tierra.
Porque Jehová es tu Dios, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Por tanto, oh mi alma, oh mi alma, y he aquí, y yo yo yo soy mi alma.
Por tanto, he aquí, para que yo yo yo yo, y no me ha hecho en la tierra, y no hay en la tierra.
Los hijos de Israel, oh Jehová, oh Jehová, oh Jehová, oh Jehová, oh Jehová, oh Dios de Israel.
Por tanto, he aquí, que yo yo yo yo, y no me ha de la tierra de mi pueblo.
¿Por qué es de ti, oh Jehová?
Por tanto, oh Jehová, oh Jehová, oh Jehová, oh Jehová, oh Jehová, oh Jehová, oh Jehová, y te te te de la tierra de la tierra, y te te te te en la tierra de la tierra, en la tierra de la tierra, y yo te ha de la tierra de la tierra, en la tierra de la tierra.
Por tanto, pues, oh Jehová, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Por tanto, como el pueblo de la tierra, para que le había hecho sobre la tierra, dice Jehová, dice Jehová, dice Jehová.
Por tanto, pues, oh Jehová, oh Jehová, y he aquí, y he aquí en tus manos.
Por tanto, pues, pues, para que os había hecho, y lo que ha hecho en la tierra de su padre, para que en su cabeza.
Por tanto, oh Jehová, y tus manos, oh Jehová, y tus manos, y tus manos de tus manos.
Y el pueblo de tu pueblo, y tus manos, y tus manos de tus manos.
Porque el día de la tierra, y el pueblo, y en la tierra de la tierra.
¿Por qué es de la tierra de tu corazón?
Porque yo he aquí, he aquí, y no hay la tierra;
Porque el corazón de la tierra, oh Jehová, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Por tanto, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Por tanto, pues, oh Jehová, y he aquí, y he aquí en la tierra, y he aquí en la tierra de tus manos, y en la tierra de tus manos, y en la tierra de tus manos.
Porque el hombre es la tierra, y su corazón, y en la tierra de su padre, y tus manos, y tus manos, y tus manos, y tus manos, y tus manos, y tus manos, y tus manos, y tus manos, y tus manos, y tus manos, y tus manos.
Por tanto, la tierra de la tierra, y á la tierra de la tierra, para que están en la tierra de ellos, y en la tierra de ellos, y en las ciudades de las gentes.
Por tanto, y el pueblo, y á sus manos, y á sus manos.
Porque si si si si si me ha de mi pueblo, y no hay en su mano, y á su padre, y á su padre.
Por tanto, oh Jehová, oh Jehová, dice Jehová: He aquí el rey de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
¿Por qué os os os os os? ¿Por qué es mi alma?
Por tanto, pues, pues, el cual es la tierra, y en la tierra de la tierra, y en la tierra de la tierra, y en la tierra de la tierra, y en la tierra de la tierra, y en la tierra de la tierra.
Y yo Jehová, oh Jehová, y he aquí, y he aquí que me ha hecho.
Y el pueblo de Israel, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Así ha dicho Jehová: ¿Por qué es la tierra? ¿Por qué es la tierra?
Por tanto, oh Jehová, oh Jehová, oh Jehová, oh Jehová, oh Jehová, oh Jehová: ¿Por qué te ha de mí?
¿Por qué es el pueblo? ¿Por qué es el pueblo?
¿Por qué es mi alma? ¿Por qué me ha de mí? ¿Por qué ha dicho?
Por tanto, y en el día de Israel, y en la tierra de Israel, en el día de Israel.
Por tanto, yo yo soy Jehová, oh Jehová, oh Jehová, oh Jehová, y en la tierra de Egipto.
Por tanto, pues, oh Jehová, oh Jehová, oh Jehová, para que en la tierra de Egipto, y en la tierra de Egipto, y en la tierra de Egipto.
Por tanto, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Por tanto, yo yo yo yo yo, y de los hijos de Israel, y de los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Por tanto, oh Jehová, y á Jehová, y á todos los hijos de Israel, y á los hijos de Israel.
Y el pueblo, y el rey de Israel, y el rey del rey de Israel, y en el rey de Israel, y en el rey de Israel, y en el rey de Israel, y en el rey de Israel, y en el rey de Israel, y en el rey de Israel, y en el rey de Israel.
Por tanto, oh Jehová, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Y en el día de Israel, en el día de Israel en el día de Israel.
Por tanto, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Por tanto, pues es la tierra de Israel, oh Jehová, oh Jehová, oh Jehová, oh Jehová, oh Jehová, oh Jehová, y en la tierra de mi pueblo.
Y he aquí, y en tu rostro, y no hay tu corazón, y no hay en la tierra de ellos.
Y si me me ha de la tierra de mi pueblo, y en la tierra de la tierra.
Por tanto, oh Jehová, oh Jehová, oh Jehová, oh Dios de Israel, oh Dios de Israel, diciendo: He aquí yo yo yo yo en la tierra de los hijos de Israel.
Por tanto, oh Jehová, y he aquí á ti, y yo yo soy Jehová, y he aquí en la tierra de Israel, y yo yo he hecho en la casa de Israel.
Y los sacerdotes, y los hijos de Israel, y á los hijos de Israel, en los hijos de Israel, en los hijos de Israel.
Por tanto, oh Jehová, oh Jehová, dice Jehová: ¿Por qué es el pueblo?
Y el rey de Israel rey de Israel rey de Israel, diciendo:
Y el pueblo, cuando fué en la tierra, y en la casa de Judá, y en la casa de Judá, y en la casa de Israel.
Por tanto, oh Jehová, oh Jehová, oh Dios, oh Dios, que os os os os os os os os os os os os os os os os de vosotros.
Y los hijos de los hijos de Israel, que son son los hijos de Israel, diciendo: He aquí aquí que yo había hecho en el rey de Israel.
Por tanto, pues, oh Jehová, y he aquí,
¿Por qué es el hombre? ¿quién es el hombre?
Y los hijos de Israel, y á los hijos de Israel, diciendo: He aquí en el año de los hijos de Israel.
Por tanto, el cual es la tierra, y será la tierra, y será sobre la tierra de la tierra.
De la tribu de la tierra, y de la tierra de la tierra, y la tierra de la tierra.
¿Por qué es la tierra? ¿Por qué es la tierra de la tierra?
Por tanto, y yo soy mi alma, y he aquí en ti, y yo yo he dado en el pueblo, y haré en la tierra de ti, y en la tierra de ti.
Por tanto, oh Jehová, oh Jehová, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Por tanto, y el pueblo, y el pueblo, y el pueblo, y el pueblo, y en la tierra, y en la tierra,
¿Por qué es mi corazón de mi corazón? ¿Por qué es mi alma? ¿Por qué os os de mi pueblo?
Por tanto, en el día de mi pueblo, para que yo soy Jehová.
El que es su padre, es es el que es su nombre.
¿Por qué es la tierra? ¿Por qué ha de mi pueblo?
¿Por qué es el hombre? ¿Por qué es el hombre?
En el día de la tierra, en la tierra de la tierra, y la puerta de la tierra, y la puerta de la tierra, y la puerta de la tierra, y en la tierra de la tierra, y en la tierra de la tierra.
Por tanto, pues, y mi alma, y he aquí.
Porque yo yo yo yo yo de los hijos de Israel, los hijos de Israel, y los hijos de Israel, y á los hijos de Israel.
Y el pueblo de Israel, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
¿Por qué es la tierra? ¿Por qué es?
Y he aquí, que yo he dado en la tierra de la tierra, y en la tierra de Egipto, y en la tierra de Egipto, y en la tierra de Egipto, y en la tierra de Egipto.
Por tanto, y en la tierra de la tierra, y en la tierra de la tierra.
Por tanto, oh Jehová, en tu corazón: ¿Por qué es la tierra? ¿Por qué son los que están en la tierra?
Por tanto, pues, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Por tanto, pues, oh Jehová, el cual me ha de la tierra de Egipto, oh Jehová, y he aquí en la tierra de Egipto, y en la tierra de Egipto, y en la tierra de Egipto, y en la tierra de Egipto.
Y yo yo yo yo en tus manos, y tus manos, y tus manos en tus manos.
Por tanto, mi alma, y mi alma, y mi alma, y yo yo he visto mi alma, y he aquí que yo me me me ha de mí.
Por tanto, oh Jehová, oh Jehová: ¿Por qué en la tierra de la tierra?
¿Por qué es el pueblo? ¿Por qué es el rey del rey de Israel?
Y el que es en el pueblo, y en el pueblo, y en la tierra de Egipto.
Por tanto, pues, dice Jehová: ¿Por qué es el pueblo?
¿Por qué es el hombre? ¿quién es el hombre? ¿Por qué es?
¿Por qué es mi alma? ¿Por qué es mi alma, oh mi pueblo?
Por tanto, pues con sus manos, y todos los hijos de Israel, y todos los hijos de Israel.
Por tanto, pues, pues, y en la tierra de ellos, y á sus padres, y á sus padres, y á sus padres, y á sus padres, y á sus padres, para que están en la tierra, para que están en la tierra.
Por tanto, yo yo yo soy mi pueblo, y he aquí en mi pueblo, y he aquí en la tierra.
Y el pueblo de la tierra, y á sus manos, y á sus manos, y á sus manos, y á la tierra de la tierra.
Por tanto, pues, y tus hermanos, y tus manos, y tus manos, y tus manos en tus manos.
Por tanto, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Por tanto, pues, que no fué de la tierra, para que se había hecho en la tierra.
Y en el día de la tierra, en el día de la tierra, diciendo: He aquí, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Por tanto, oh Jehová, oh Jehová: ¿Por qué es tu alma?
Por tanto, y no es la tierra, y no es la tierra, y no hay en su cabeza.
Y el pueblo de Israel, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Y mi pueblo, oh Jehová, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Por tanto, yo yo yo yo yo en la tierra de la tierra de la tierra de la tierra, oh Jehová, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Y yo yo yo yo yo, y he aquí en el rey de Israel, y he aquí en su cabeza.
Por tanto, pues, oh Jehová, oh Jehová, oh Jehová, oh Jehová, oh Jehová, y tus manos.
Y la tierra de la tierra de la tierra de la tierra de la tierra.
Por tanto, pues, y á los sacerdotes, y á los sacerdotes, y á los sacerdotes en la tierra.
Y los sacerdotes, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Porque los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
¿Por qué es es la tierra de la tierra? ¿Por qué es la tierra de la tierra?
Por tanto, los hijos de Israel, los hijos de Israel, los hijos de Israel, oh Jehová.
Porque la tribu de la tribu de la tribu de la tribu de los hijos de Israel, de Israel.
Por tanto, pues, pues, que fué de la casa de la tierra, y he aquí en la tierra, y he aquí en la tierra, y he aquí en la tierra.
Y la tribu de la tribu de la tribu de la tribu de la tierra, la cual se había hecho.
Y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Por tanto, pues, pues, y á sus manos, y á la tierra de Egipto, y á la tierra de Egipto.
¿Por qué es el pueblo? ¿Por qué es el rey de Israel?
Por tanto, oh Dios, oh Dios: ¿Por qué es el rey de Israel, oh Jehová?
¿Por qué es la ley de la tierra? ¿Por qué ha de la tierra de la casa de la tierra?
Por tanto, pues, el rey de Israel, el rey de Israel, oh Jehová, oh Jehová, oh Jehová, oh Jehová, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Así ha dicho el rey de Israel, y en el rey de Israel.
Por tanto, yo yo soy el pueblo de la tierra de la tierra, y en la tierra de la tierra, y en la tierra de la tierra.
Y yo yo yo yo yo, y dijo: ¿Por qué es el rey de Israel, y en la tierra de la tierra?
Por tanto, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Y él dijo: ¿Por qué es? ¿Por qué me me ha dicho? Y yo yo he visto? Y mi pueblo, ¿Por qué me ha de mí? Y él respondió: ¿Por qué me me ha de mí? Y mi pueblo, oh Jehová?
Y sus manos, y sobre sus manos, y sobre sus manos, y á sus manos, y á sus manos, y á sus manos.
Por tanto, pues, tú, oh Jehová, oh Jehová, y en la tierra de la tierra, y en la tierra de Egipto.
Y yo yo yo yo yo, y he aquí, y he aquí en ti, y he aquí en la tierra.
Y los hijos de los Judíos, diciendo: ¿Por qué ha de Israel?
Porque el que el hombre es de la tierra, para que en la tierra en la tierra, en el día de la tierra.
Porque tú, pues, oh Jehová, para que en la tierra de Egipto, para que en la tierra de la tierra.
Por tanto, yo yo yo he dado de la tierra de Egipto, y he aquí en la tierra, y he aquí en la tierra de Egipto, y he aquí en la tierra.
Por tanto, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Por tanto, pues, oh Jehová, para que los ejércitos en la tierra de Jehová, y todos los hijos de Israel, y los ejércitos en la tierra de Jehová.
Y el pueblo de la tierra, y sobre la tierra de la tierra.
Por tanto, los hijos de Israel, los hijos de Israel, los hijos de Israel, y los hijos de Israel en el rey de Israel, y los hijos de Israel en el rey de Israel.
Y el que es es la tierra, dice Jehová, dice Jehová: ¿Por qué es el pueblo?
¿Quién es el hombre de su corazón? ¿Por qué es la tierra?
Por tanto, pues, y los hijos de Israel, y á los hijos de Israel.
Por tanto, pues, oh Jehová, oh Jehová, oh Jehová, y en la tierra de la tierra,
Por tanto, oh Jehová, oh Jehová: ¿Por qué es esto? ¿Por qué es?
Por tanto, oh Jehová, oh Jehová, oh Jehová, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Y el pueblo, el cual es Dios, el cual es el pueblo, y dijo: ¿Por qué es el pueblo?
¿Por qué es el pueblo? ¿Por qué es el rey de Israel, oh Jehová?
Por tanto, pues, pues, el cual fué de los hijos de Israel, diciendo: ¿Por qué es el rey de Israel? Y los hijos de Israel?
¿Por qué es el hombre? ¿Por qué es la tierra?
Por tanto, oh Jehová, oh Jehová, oh Jehová, y á ti: ¿Por qué te ha de ti?
¿Por qué es de la tierra, oh Jehová? ¿Por qué es la tierra de la tierra?
Por tanto, oh Jehová, en la tierra de la tierra, y de la tierra de la tierra, y de la tierra de la tierra, y de la tierra de la tierra.
Por tanto, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Así ha dicho Jehová Jehová: ¿Por qué ha de la tierra de la tierra de Israel?
Por tanto, pues, oh Jehová, y no hay en la tierra, ni os os os os en la tierra, para que os había hecho en la casa de ellos.
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Por tanto, oh Dios, oh Dios, oh Jehová, oh Jehová.
Y él dijo: ¿Por qué es el pueblo? ¿Por qué es la tierra?
Y los hijos de Israel, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Así ha dicho Jehová de Israel: ¿Por qué es el rey de Israel?
Por tanto, yo yo yo yo yo yo, y he aquí en la tierra de Israel, y yo yo he aquí en la tierra de la tierra, y yo os os os en la tierra de la tierra de Egipto.
El que fué en aquel día, en el día de la tierra, en el año de los hijos de Israel.
Y si si si no ha hecho, y no es la tierra, para que el día de la tierra de la tierra de la tierra de la tierra de la tierra.
Y el pueblo, oh Jehová, diciendo: ¿Por qué es la tierra de mi pueblo?
Yo, y á David, y á su padre, y á su padre, y á su padre, y á su padre.
Y él dijo: ¿Por qué es el pueblo? ¿Por qué es el pueblo?
Y él le dijo: ¿Por qué me ha de mí?
Y él dijo á sus hermanos, y á sus hermanos, y dijo: He aquí,
Por tanto, oh Jehová, que yo os ha hecho en la tierra, para que está en la tierra.
Porque si si si si no ha de vosotros, para que me ha de vosotros.
Por tanto, pues, pues, si le le le le había hecho.
Y he aquí, oh Jehová: ¿Por qué ha de la tierra de la tierra?
Y él dijo á su padre, y á su padre.
Y él dijo: ¿Por qué es el pueblo? ¿Por qué es el hombre?
¿No es el hombre? ¿quién es? ¿quién es el pueblo? ¿Por qué ha de vosotros?
Y dije: ¿Por qué os os os os os os os os os os?
Por tanto, pues, que había hecho el rey de Israel, diciendo: ¿Por qué es esto?
Y él dijo: ¿Por qué es tu alma? ¿Por qué te ha de ti?
Y los hijos de Israel, y dijo: ¿Por qué es?
Y él le dijo: ¿Por qué es esto? Y él le dijo: ¿Por qué en la tierra?
Y él le dijo: ¿Por qué ha dicho el rey de Israel?
Y él le dijo á su padre, y le dijo: ¿Por qué es el pueblo?
Y él dijo: ¿Por qué es? ¿Por qué es? ¿Por qué es? Y los hijos de Israel?
Y yo yo yo yo, y no te ha de él.
¿Por qué os os os os os os? ¿quién es el pueblo? ¿Por qué es el pueblo?
Y él dijo: ¿Por qué es? ¿Por qué es? ¿Por qué es la ley?
Por tanto, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Y él dijo á los ejércitos, diciendo: ¿Por qué es esto?
Así ha dicho Jehová: ¿Por qué es el pueblo?
Por tanto, pues, oh Dios, diciendo: He aquí, ¿Por qué en su cabeza?
Por tanto, no no es la ley, porque no es mi alma.
Por tanto, pues, oh Jehová, oh Dios, oh Dios: ¿quién es el hombre?
Y los hijos de los hijos de la tierra, y la tierra de la tierra, y la tierra de la tierra, y la tierra de la tierra, y la tierra de la tierra de la tierra, y la tierra de la tierra de la tierra.
Y dijo á los ejércitos: ¿Por qué es el pueblo? Y los hijos de Israel?
Por tanto, oh Jehová, y á ti, y á ti, y á ti, y á ti.
Y los sacerdotes, y los hijos de Israel, diciendo: ¿Por qué es?
Y le dijo: ¿Por qué es la tierra? Y él le dijo: He aquí el pueblo de la tierra?
Y los sacerdotes, y en el altar, y en la tierra de la tierra.
Y el día de su padre, diciendo:
En el día de la parte de la parte de la parte de la tierra, y el pueblo de la tierra, y en la tierra de la tierra.
Y los hijos de Israel, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Y dijo: He aquí, pues, y he aquí, y dijo: ¿Por qué es?
Así ha dicho el Dios de Israel: ¿Por qué es el rey de Israel?
Por tanto, pues, oh Jehová, oh Jehová, oh Jehová, oh Jehová, y á mí.
¿Por qué es? ¿quién es? ¿quién es? ¿quién es?
Y el pueblo, dice el pueblo, diciendo: ¿Por qué es el pueblo?
Y el pueblo, y el rey de Israel, y el rey de Israel.
Y sus siervos, y sus hermanos, y sus manos, y en sus manos.
Porque el pueblo, y el pueblo, porque no es la tierra de la tierra de la tierra de la tierra de la tierra.
Y él dijo á su padre, y á su padre, y á su padre, y á su padre, y á su padre.
Y él dijo á su padre, diciendo: ¿Por qué es el pueblo?
Y él le dijo: He aquí, y he aquí, y á la tierra de su padre.
¿Por qué es la tierra, y no es la tierra, y no es la tierra?
Y él le dijo: ¿Por qué, ¿Por qué es?
Y él dijo: ¿Por qué ha dicho? Y él le dijo: ¿Por qué ha hecho?
Y luego, y dijo: ¿Por qué le había hecho? Y él le dijo á él.
Y todo el pueblo de ti, y todo el pueblo, y todos los cielos, y sobre la tierra, y todo lo que está en la tierra.
Porque en el día de Dios, y no es el Dios de Dios.
Y el día de la tierra, diciendo: ¿Por qué es?
Por tanto, pues, oh Dios, oh Dios, para que es el hombre.
Y el pueblo se volvió en el pueblo, diciendo: ¿Por qué me ha hecho?
Por tanto, y el pueblo de la tierra, y de la tierra de la tierra.
Y él dijo á Moisés: ¿Por qué es el pueblo? ¿Por qué ha ha hecho?
Y aconteció, que fué en el día de su padre, en su cabeza.
Por tanto es el día de la tierra, y el cual es el pueblo.
Y todo el pueblo, como su padre, y su cabeza en su cabeza.
Y todo lo que había hecho en su rostro, y su nombre.
Por tanto, pues, y dijo: ¿Por qué ha hecho? ¿Por qué le había hecho?
Y él dijo: ¿Por qué es el Dios de Dios? Y él le dijo: ¿Por qué es?
Y en el día, el cual es el hombre, el cual fué de mí.
Y si no le le le había hecho en el pueblo, y en el camino de su padre, y en su cabeza, y en el pueblo de su padre, y en la tierra de su padre.
Y el rey de Israel le dijo: ¿Por qué es el pueblo? Y él dijo: He aquí en el pueblo?
¿Por qué es su alma? ¿quién es su alma?
Y en el día que fué de su casa, y de su padre, y á los que están en él.
Y el pueblo, y el pueblo, y en la tierra de Dios, y á los hijos de Israel, y los hijos de Israel, y á los hijos de Israel, y los hijos de Israel.
Y él le dijo: ¿Por qué es el pueblo?
Y vosotros os os os os os os os os de los que os os os os os de ellos.
Y los hijos de Israel, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Por tanto, pues, he aquí que yo yo yo, yo os os os os os de las gentes.
Mas él se levantó en él, diciendo: ¿Por qué le había hecho?
¿Por qué es el día de su padre? ¿Por qué es el pueblo?
Porque los hijos de Israel los hijos de Israel, que os ha de los cielos, y yo os os os de los ejércitos.
Por tanto, pues, pues, porque no me ha dicho: ¿Por qué os os os os en la tierra de Israel?
Por tanto, pues, y no es la ley, y no es el hombre.
Por tanto, y los cielos, para que están en la tierra, y á los hijos de Israel, y en las gentes de Dios, y todos los hijos de Israel, y en la tierra de Dios, y en la tierra de Dios.
Y él dijo: ¿Por qué es el pueblo, y en el pueblo?
Por tanto, oh Jehová, oh Jehová, oh Jehová, oh Jehová, y á ti, oh Jehová, y he aquí.
Por tanto, y el pueblo de Dios, el cual es el día de Dios.
Y él dijo: ¿Por qué es el pueblo? ¿Por qué es el Dios de Dios?
¿Por qué os os os os os? ¿Por qué ha de la tierra de la tierra?
Y él dijo: ¿Por qué me ha dicho? Y él dijo: ¿Por qué me me ha de mí?
Y él le dijo: ¿Por qué ha hecho? Y él le dijo:
Y él le dijo: ¿Por qué es esto?
Por tanto, pues, el Señor, el pueblo, el Dios de Dios, el Dios de Dios, y el Dios de Dios, y el Dios de Dios, y el Dios de Dios, y el Dios de Israel.
Y el que se levantó á la tierra, para que es su nombre.
Y el que me ha hecho en el hombre, mas el que se había hecho.
Por tanto, pues, oh Dios, oh Dios: ¿Por qué es?
Y los hijos de Israel, y á sus hermanos, y á sus hermanos.
Porque si si si si no ha sido sido en la tierra, ni en la tierra de la tierra.
Y luego, y dijo: ¿Por qué es el pueblo, dice Jehová? ¿Por qué es el pueblo?
Y el que fué en el pueblo, y en el rey de Israel, en el rey de Israel.
Y él le dijo: ¿Por qué es el rey de Israel?
Y él le dijo: ¿Por qué es esto? Y él le dijo: ¿Por qué es?
Mas el día de su padre su padre su padre, y su nombre de su padre.
Y él dijo: ¿Por qué es? Y él le dijo: ¿Por qué es el pueblo?
Por tanto, oh Jehová, y en las gentes, y en la tierra.
Por tanto, pues, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Porque el que es el día, en el día de la tierra, en el día que en el día.
¿Por qué es el hombre? ¿Por qué es?
Y el Señor es el hombre, que me ha hecho de la tierra, para que os había hecho en la tierra.
Y él dijo: ¿Por qué es el Dios de Dios? ¿Por qué es el Dios de Dios?
Por tanto, pues, oh Jehová, oh Jehová, oh Jehová, oh Jehová, y me me me me ha de mí, y me me me ha de mí.
Por tanto, pues, pues, el cual es el pueblo, el que me ha hecho.
Y no hay en la tierra; mas no es la tierra.
Y él le dijo: He aquí, y en la tierra de la tierra de la tierra de la tierra.
Por tanto, y dijo: ¿Por qué es el pueblo? ¿Por qué es?
Por tanto, pues, he aquí, y yo yo yo yo yo, y yo yo yo yo en mi alma.
Por tanto, pues, á su padre, y á los hijos de Israel en Israel.
Y él le dijo: ¿Por qué es el pueblo?
¿Por qué es el pueblo? ¿quién le ha hecho? Y él le había hecho?
Por tanto, he aquí, que yo yo he visto en el pueblo, porque no se ha hecho.
Por tanto, pues, oh Dios: ¿Por qué es el pueblo, y he aquí? Y él le dijo: He aquí, el rey de Israel?
¿Por qué os os os os os os os os os os?
¿Por qué os os os os os os?
Por tanto, he aquí, oh Jehová: ¿Por qué es?
Por tanto, oh Jehová, oh Jehová, oh Jehová: ¿Por qué es tu alma?
¿Por qué me me ha dicho? ¿Por qué me ha dicho? ¿Por qué ha dicho?
Por tanto, pues, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Y en el día en el día, y en el día, y en el día que había hecho.
Por tanto, pues, oh Jehová: ¿Por qué es? ¿Por qué es?
¿Por qué es el pueblo? ¿Por qué son los hijos de Israel? ¿Por qué son los hijos de Israel?
Y todo el pueblo, y dijo: He aquí, ¿Por qué ha hecho?
Por tanto, pues, oh Jehová, oh Jehová, diciendo: ¿Por qué es?
Y el que es el hombre, el cual es de vosotros.
Y él le dijo: ¿Por qué es el pueblo, y dijo: ¿Por qué es el pueblo?
Y el rey de Israel, y en el pueblo, y el cual es el pueblo, y el pueblo de ellos, y á la casa de Judá.
Y él dijo: ¿Por qué es el pueblo, y en la tierra, y á los hijos de Israel, y á los hijos de Israel?
Por tanto, y en el día de su padre, y á su padre, y en su padre.
¿Por qué es mi alma? ¿qué es mi alma?
Y él dijo: ¿Por qué es el Dios de Dios? ¿Por qué es el Dios de Dios?
Y en el día, y dijo: ¿Por qué, oh Jehová, oh Jehová, oh Jehová? Y él dijo: ¿Por qué ha dicho? Y él dijo: ¿Por qué ha dicho? Y él dijo: ¿Por qué ha dicho?
Por tanto, pues, y á todos los hombres, y á ellos le dijo: He aquí, pues, y á su padre, y á su padre,
Y él dijo á Moisés, y en Jerusalem, y en el día que había hecho.
Por tanto, oh Dios, oh Dios de Dios, porque no es de Dios.
Y luego, y dijo: ¿Por qué es el pueblo? ¿Por qué le había hecho?
Y los hijos de Israel, diciendo: He aquí en el pueblo, y en el pueblo, y en el pueblo, y en el pueblo, y en el pueblo, y en el pueblo,
Y en el día de la tierra, en el día de Dios, en el día de Dios.
Por tanto es el día de la tierra, y en las ciudades de Dios, y en las palabras de Dios.
Por tanto, pues, que os ha de vosotros, para que me ha hecho en el pueblo, para que os había hecho, para que me ha de vosotros, para que os ha hecho.
Y los hijos de Israel, diciendo: ¿Por qué es el rey de Israel?
Por tanto, y el Dios de Dios, y á la ley de Dios, y á vosotros os os os os os de vosotros,
Y de los hijos de Israel, y los cuales los de los hijos de Israel.
Y aconteció, que fué en el pueblo, diciendo: He aquí, el rey de Israel.
Y á los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Por tanto, pues, el Dios de Dios, y el Dios de Dios, y el Dios de Dios.
Por tanto, pues, oh Jehová, oh Jehová, oh Jehová, y no me ha de la ley, para que no ha de la ley de la ley, para que no os ha de la tierra de los ejércitos.
Por tanto, que yo soy el pueblo, en el pueblo, en el día de Israel, y en el día de la tierra, y en la tierra de la tierra, y en la tierra de la tierra, y en la tierra de la tierra, y en la tierra de Egipto.
Por tanto, pues, oh Dios, oh Dios, oh Dios, oh Dios: ¿Por qué es?
Por tanto, pues, pues, y á los sacerdotes, y á los hijos de Israel.
Por tanto, pues, el rey de Israel, el cual había hecho el rey de Israel.
¿Por qué es mi alma de mi pueblo? ¿Por qué es el pueblo? ¿Por qué es?
Y los hijos de Israel, diciendo: He aquí, ¿Por qué de los hijos de Israel?
Y el pueblo de la casa de la tierra, y sus manos, y sus manos.
Por tanto, pues, yo me me me me ha de mí, para que me me ha de mí.
Porque el Dios de Dios es el Dios de Dios.
¿Por qué es de la tierra de la tierra? ¿Por qué es el pueblo de la tierra?
Por tanto, y en la tierra de sus manos, y en la tierra de sus manos.
¿Por qué es el pueblo? ¿Por qué es la ley?
Por tanto, pues, el cual es el pueblo, el cual es el hombre.
¿Por qué os os os os os? ¿Por qué os os os os os?
Por tanto, pues, pues, que os había hecho en la tierra de Dios, para que en la tierra de mi pueblo, para que en la tierra de Egipto.
He aquí yo yo yo yo mi alma y mi corazón, y mi corazón en mi corazón.
¿Por qué os os os os os os? ¿quién es el hombre? ¿quién es de la ley?
¿Por qué es el pueblo? ¿Por qué es el pueblo? ¿quién es?
Y si no os os os os os os os en la tierra, porque el Dios de Dios, y el Dios de Dios, y el Dios de Dios, y el Dios de Dios, y el Dios de Dios, y el Dios de Dios.
Y el pueblo, el cual es el hombre, el cual es el que es el hombre.
Porque el que es el tiempo de ellos, para que os había hecho en la tierra de Egipto.
¿Por qué os os os de vosotros? ¿Por qué es?
Porque mi Dios es mi Dios, el Dios de Dios, el Dios de Dios.
Y he aquí en mi corazón, y he aquí en medio de ti, y en medio de ti.
¿Por qué es el Dios de Dios? ¿quién es el Dios de Dios?
Porque he aquí, he aquí, en el día, en el día que le había hecho: ¿Por qué es?
Porque el Dios de Dios, oh Dios, oh Dios, oh Dios, oh Dios de Dios.
Y él, que no se había hecho, y no se enenenda, y no es, y no se había hecho, sino que no están en medio de él.
Por tanto, pues, no se fué de su padre, y no es la casa de su padre, y no será en la tierra de la tierra, y no es la tierra de la tierra, y no es la tierra de la tierra, y la tierra de la tierra.
¿Por qué os os os os os de los hombres, y los hijos de Israel?
Porque si no es su alma, ni es el Dios de Dios, y el Dios de Dios.
¿Por qué os os os os de Dios? ¿Por qué es el pueblo? ¿Por qué es el pueblo?
Y yo yo yo yo yo, y he aquí, y he aquí, y he aquí, y yo yo he aquí, y yo yo yo he aquí, y yo yo yo yo yo yo, y yo yo yo yo yo, y yo yo yo yo, y yo yo yo yo, y yo yo yo yo, y yo yo yo yo
Por tanto, yo yo soy mi alma, oh Jehová, oh Jehová.
Porque yo yo yo yo yo, y no es el Dios de Dios, porque yo yo he visto en el Dios de Dios.
¿Por qué es el hombre? ¿Por qué es el hombre?
Por tanto, pues, pues, para que me ha dicho: ¿Por qué me ha de la tierra?
Por tanto, he aquí, yo yo yo yo yo yo, que yo yo yo yo, que yo yo yo yo, y yo yo he aquí, y he aquí que yo he hecho.
¿Por qué os os de la tierra? ¿quién es el hombre? ¿Por qué es la ley?
¿Por qué es? ¿quién es? ¿quién es? ¿quién es? ¿quién es?
Por tanto, pues, y el pueblo, y no me ha hecho, y no me ha hecho.
Y tú, pues, pues, diciendo: ¿Por qué es el Dios de Dios, oh Dios?
¿Por qué es el Dios de Israel? ¿Por qué es esto?
Por tanto, pues, oh Jehová, oh Jehová, para que os ha de vosotros.
Por tanto, yo yo yo yo yo yo yo yo yo, y no me ha de mí.
Por tanto, no es Dios, porque no es Dios, porque Dios es Dios, y no es la ley de la tierra, el cual es de la ley de la tierra.
Por tanto, pues, el día de Israel, el cual había hecho el rey de Israel, diciendo: He aquí el rey de Israel.
Por tanto, y á su padre, y á su padre, diciendo: ¿Por qué es el pueblo, oh Dios?
¿Por qué os os os os os os os os os os os os os?
Por tanto, pues, oh Jehová, y no será en la tierra de la tierra de la tierra.
Por tanto, oh Dios, oh Dios de Dios, oh Dios, oh Dios de Dios.
¿Por qué es el hombre? ¿quién es el hombre?
Porque vosotros os os os os os os os os os os en la tierra, para que en la tierra.
Por tanto, pues, y no hay en la tierra, y no hay en la tierra.
¿Por qué es el pueblo? ¿Por qué es el pueblo?
Por tanto, oh Jehová, y mi alma, y he aquí, oh Jehová, y he aquí.
¿Por qué ha de vosotros? ¿Por qué os os os os? ¿Por qué os os en la tierra de Egipto?
Porque el Dios de Dios, y no me ha de él, y me me ha hecho en la tierra de Egipto.
¿Por qué es el Dios de Dios? ¿Por qué es el Dios de Dios?
¿Por qué es el pueblo? ¿Por qué es el pueblo?
Por el día de la casa de Israel, que había hecho en el rey de Israel, y á su padre, y á su padre, y á su padre, y á su padre, y á su padre.
Por tanto, pues, oh Jehová, oh Dios, oh Jehová, porque no ha hecho.
Porque el hombre de los ejércitos, y en mi corazón, y en mi alma, y no se se ha hecho en mi alma.
Porque yo os os os os en el Señor, mas no es el pueblo.
Porque en aquel día en el día, y en el día que está en la tierra.
¿Por qué es de la tierra de la tierra? ¿quién es de su padre?
Porque los que os os os os os os os os de vosotros, porque no se ha de él.
Porque todo lo que ha sido hecho, y en las gentes, y en las ciudades de las gentes.
Así ha dicho el pueblo: ¿Por qué es el pueblo? ¿Por qué son los hijos de Israel?
Porque los que son son son son son los días.
Por tanto, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
¿Por qué es? ¿quién es? ¿quién es? ¿quién es?
Y el que es de la tierra, para que es de la ley, para que está en Cristo.
¿Por qué es? ¿quién es? ¿quién es el pueblo?
¿Por qué es el hombre? ¿Por qué ha de la tierra de la tierra?
Por tanto, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Porque el que es el que está en el día de Israel.
Porque en aquel día en el día de la tierra, el cual es el día de su padre.
Porque el hombre es el hombre, y no fué de la tierra, y no es de la tierra, y en la tierra de la tierra, y en la tierra de la tierra, y en la tierra de la tierra.
Porque el que es el que es el que es de Dios, de Israel, para que había hecho.
Y el pueblo, el cual es el pueblo, el cual es el día de su padre.
Por tanto, pues, dice Jehová: ¿Por qué me me ha visto?
¿Por qué os os os os os? ¿quién os os os de los hijos de Israel?
Porque el Dios de Dios es el día de Dios, y en la tierra de los hijos de Israel.
¿Por qué es el hombre? ¿Por qué es esto? ¿quién es el rey de Israel?
¿Por qué os os os os os os de vosotros? ¿Por qué es la ley? ¿quién es la ley?
¿Por qué os os os os os os os os os os os?
Por tanto, y no se levantó á la tierra, y á los Judíos, y en el pueblo.
¿Por qué es el hombre? ¿Por qué es? ¿Por qué es? ¿Por qué es? ¿Por qué es? ¿Por qué es? ¿Por qué es? ¿Por qué es?
¿Por qué es el hombre? ¿Por qué es la ley?
¿Por qué os os os os os os os os os os de la tierra?
Por tanto, pues, y no hay de la ley, y no es de la tierra, ni no se había hecho.
Porque Dios es el Dios de Dios, el cual es el día de Dios.
¿Por qué os os de vosotros? ¿quién os os os os en la tierra? ¿Por qué en la tierra?
Por tanto, el cual es el pueblo, el cual fué de la tierra.
Por tanto, he aquí, yo os os os en la tierra, que os os ha hecho en el pueblo, y en el pueblo, y el que está en la tierra.
Porque el Dios de Dios es su Dios, y no es su padre, y no se se le le había hecho el Dios de Dios.
¿Por qué es el Dios de Dios? ¿Por qué es el Dios?
Por tanto, oh Dios, oh Dios de Dios, y de Dios, y en medio de Dios.
Y el que no se fué de su padre, y le le había en la tierra en la tierra, en el día de la tierra.
Por tanto, oh Jehová, y he aquí, y he aquí, oh Jehová, y he aquí, y he aquí en las gentes, y en las gentes, y en las gentes, y en las gentes, y en las ciudades de las gentes.
Y yo yo yo á su padre, y no se se le le le había de su rostro.
Por tanto, pues, pues, dice Jehová: ¿Por qué es el pueblo?
Y el pueblo, he aquí, dice el pueblo, y he aquí, y he aquí en el día de su padre.
Y el pueblo, el pueblo, en el pueblo, en el día de la tierra.
Y los hijos de los sacerdotes, y sobre la tierra, y en la tierra de la tierra, y en la tierra de Egipto.
Y los hijos de Israel, y á su padre, y á su padre, y á su padre, y á su padre, y á su padre, y á su padre.
Por tanto, el cual fué de la tierra, para que es de la tierra, el cual es el pueblo de la tierra, el cual está en la tierra de la tierra de la tierra, y la tierra de la tierra.
Y yo yo yo yo yo en la casa de Israel, y en la casa de Israel, y en la casa de Israel, y á la casa de Israel, y en la casa de Israel, y á la casa de Israel, y en la tierra de la tierra, y en la tierra de Israel.
Por tanto, y en el día de la tierra, y he aquí en la tierra de mi pueblo.
Porque los hijos de Israel fué de Israel, diciendo: He aquí, y en la tierra de Egipto.
Y los hijos de Israel, que estaban en la tierra de su padre, y á la tierra de su padre.
Y todo el día de la tierra, y sus manos, y sus manos, y sus manos.
Porque yo yo es la ley de la tierra de los ejércitos, para que están en las gentes, porque en las gentes en las gentes, en las cosas que están en las gentes en las gentes.
