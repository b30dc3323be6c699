¿Quién es el pueblo de la tierra? ¿es la tierra de la tierra?
Y aconteció que le había hecho, y el pueblo, y el día de su padre.
Por tanto, oh Dios, y no hay en las gentes, y no hay en las gentes.
Y dijo á la tierra de tu padre, diciendo: ¿Por qué es tu nombre?
Y los hijos de Judá, y engendró á Jerusalem, y á los hijos de Israel.
Y él dijo: ¿Por qué es la tierra? ¿Por qué es la tierra?
Y el pueblo de la tierra, y de los hijos de Israel, y á los hijos de Israel.
Y yo yo soy mi alma de los hijos de los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y los hijos de los hijos de Israel, y á los hijos de Israel.
Y él dijo: ¿Por qué es el rey de Israel, y á la tierra de la tierra?
Y he aquí, oh Jehová, y tus manos, y tus manos, y tus enemigos.
Por tanto, y en la tierra de los hijos de Israel, y á los hijos de Israel.
El que fué de los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y Jehová dijo á Moisés: ¿Por qué ha de ti?
Y á su hijo, y á su hijo, y á su padre, y á su padre, y á su padre, y á su hijo de Israel.
Y Jehová dijo Jehová: ¿Por qué ha hecho en la tierra de la tierra?
Por tanto en el lugar de la tierra de la tierra de la tierra.
Y él dijo: ¿Por qué ha hecho? Y él dijo: ¿Por qué ha de ti?
Y los hijos de ellos, y á sus hermanos, y á los hijos de Israel.
Y los hijos de los hijos de Israel, á los hijos de Israel.
Y el rey de su padre, y á su padre, y á su hijo.
Y dijo: ¿Por qué es?
Y él dijo á Jerusalem, y á Jerusalem, y á Jerusalem, y á los hijos de Israel.
Y él dijo: ¿Por qué es esto? Y él le dijo: ¿Por qué es esto?
Y él le dijo: ¿Por qué, y á mí, y á mí, y á mí?
Y si no fué su padre, porque no había hecho su padre, y á su padre.
Y á su hijo, y á su hijo, y á su hijo, y á su padre.
Y él dijo: ¿Por qué, oh Jehová, oh Dios?
Y los hijos de los hijos de Israel, á los hijos de Israel.
Y los hijos de los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Por tanto, pues, y no han dado á mí, y á mí, y á mí, y á mí, y á mí.
Y él le dijo: ¿Por qué es el pueblo de Israel?
Los hijos de los hijos de los hijos de los hijos de Israel.
Y el pueblo de la tierra, y á los cielos, y á vosotros, y á vosotros.
Y los hijos de Israel, diciendo: He aquí, diciendo:
Los hijos de los hijos de los hijos de Israel, hijo de los hijos de Israel.
Y los hijos de los hijos de Israel, á los hijos de Israel, á los hijos de Israel.
Y él le dijo: ¿Por qué, y no es el camino de su padre?
Y los hijos de Israel, diciendo: He aquí, el pueblo, diciendo: ¿Por qué ha hecho en la tierra?
El rey de Jehová, y á su padre, y á la tierra de la tierra de Israel.
Y el pueblo, y el pueblo, y á los hijos de Israel, y á los hijos de Israel.
Y los hijos de los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y él le dijo: ¿Qué no no no no no le?
Y él dijo: ¿Qué es el pueblo de su padre?
Y él fué á su padre, y á su padre, y á su padre, y á su padre, y á su padre.
Y él dijo: ¿Por qué es? ¿no no es el rey de Israel? ¿no es el rey de Israel?
Por tanto, y no fué de los hijos de Israel, y de los hijos de Israel.
Y los hijos de los hijos de los hijos de Israel, y á los hijos de Israel.
Y la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de Israel.
Y él dijo á sus hermanos, y dijo: He aquí, y yo, y á la tierra de su padre.
Por tanto, en el tiempo de ellos, y en la tierra, y en la tierra de la tierra.
Y él dijo: ¿Por qué es el rey de Israel? Y él dijo: ¿Qué es el rey de Israel?
Y el rey, y el pueblo, diciendo: ¿Por qué es el rey de Israel? Y él le dijo: ¿Por qué es el rey de Israel?
Y él dijo: ¿Por qué os os os? Y él le dijo: ¿Por qué es el rey de Israel?
Y Jehová dijo á Moisés: ¿Por qué es el rey de Israel? Y el rey de Israel.
Por tanto, y el pueblo, y no fué de los hijos de Israel.
Y los hijos de los hijos de los hijos de Israel, y á los hijos de Israel.
Y á los hijos de Israel, y á los hijos de Israel.
Y los hijos de los hijos de Israel, y los hijos de Israel.
Por tanto, pues, porque no no ha de vosotros.
Mas no no fué en la tierra de su padre, porque no había hecho en la casa de Israel.
Y el Señor, si no es el Señor, y el Señor Jehová.
Mas si si no es el tiempo de su alma, ni no le había hecho.
Y Jehová dijo á Moisés á Moisés, diciendo: He aquí, diciendo:
Y el rey de los sacerdotes, y á Jehová, y á Jehová, y á Jehová.
Y los hijos de los hijos de Israel, diciendo: ¿Qué es el rey de Israel?
Y él dijo: He aquí, y á los hijos de Israel, y á los hijos de Israel.
Por tanto, oh Jehová, que está en el día de ellos.
Y los hijos de los sacerdotes, y á los sacerdotes, y á los sacerdotes, y á sus hijos.
Y él dijo: ¿Por qué es? ¿¿no no es?
Y él dijo: ¿Por qué es el hombre?
Por tanto, pues, diciendo: ¿Por qué fué de la tierra de su padre?
Y los hijos de los hijos de Israel, en la tierra de los hijos de Israel.
Y él dijo á Moisés á su padre, y á su padre, y á los hijos de Israel.
Y él le dijo: ¿Por qué es de la tierra de la tierra de su padre?
Y los hijos de los hijos de los hijos de los hijos de los hijos de Israel.
Por tanto, y no ha hecho en la tierra.
Y los hijos de los hijos de los hijos de los hijos de los hijos de Israel, y á los hijos de Israel.
Y él dijo á sus hijos, y á sus hijos, y á los hijos de Israel.
Y los hijos de los hijos de los hijos de Israel, diciendo: ¿¿no no no es?
Por tanto, y los hijos de los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y él dijo: ¿Por qué es el pueblo?
Y Jehová dijo: ¿Por qué te ha hecho? ¿Por qué me ha hecho?
Por tanto, y tus manos, y tus manos, y tus siervos, y tus enemigos.
Los hijos de los hijos de los hijos de Israel, los hijos de Israel, y á los hijos de Israel.
Y los hijos de los hijos de los hijos de los hijos de Israel.
Y los hijos de los hijos de los hijos de los hijos de Israel, y á los hijos de Israel.
Y los hijos de los hijos de Israel, los hijos de los hijos de Israel.
Y los hijos de los hijos de Israel, los hijos de los hijos de Israel.
El pueblo, y el altar, y el altar, y el altar, y el altar,
Y el pueblo en el día de la tierra en el día de Jehová, dice Jehová.
Y el altar de la tierra, y el altar de su padre, y el altar de la tierra.
Y él fué en su nombre, porque no había hecho en la tierra de la tierra.
Y la tribu de la tribu de la tierra de su padre, y el altar de su padre.
Y Jehová dijo á Moisés á Moisés, diciendo: He aquí, diciendo:
Porque el pueblo es el pueblo de la tierra, el que es el justo.
Y el altar de la tierra, y en la tierra de su padre, y la tierra de su padre.
Y los hijos de los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y el altar, y el altar, y en la tierra de la tierra de la tierra de Israel.
Por tanto, y el pueblo de los cielos, y el pueblo, y el que está en la tierra.
Y los hijos de los hijos de Israel, diciendo: ¿Por qué es esto?
Y el pueblo, el que se había hecho en el día, ni el día de la tierra.
Por tanto, pues, mas en el tiempo de la tierra de su padre, y en medio de ellos.
Mas el pueblo, el sacerdote, el cual fué su padre, y su padre, y su padre, y su padre, y su padre, y su padre, y su padre.
Y el altar de la tierra, y á la tierra de la tierra de la tierra de Israel.
Y el altar de la tierra de la tierra de la tierra de su padre.
Y el rey de los sacerdotes, y á los sacerdotes, y á los hijos de Israel.
Los hijos de los hijos de los hijos de Israel, en los hijos de Israel.
Por tanto, si no no no no se ha de su padre; mas el camino de su padre.
Por tanto, oh Jehová, y no hay de tu rostro, y no no se ha de la casa de tu rostro.
Y si no había hecho en el camino de su padre, porque no había hecho en la tierra.
El cual fué de su padre: porque Jehová ha dicho Jehová: porque Jehová.
Y los hijos de los ejércitos, diciendo: ¿Qué es el camino de su padre?
Y los hijos de los hijos de los hijos de los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
En el lugar de la tierra, y la tierra de la tierra de Jehová.
Mas el que no fué de los hombres de los que están en la tierra de Israel, porque no está en la tierra de la tierra.
Y él dijo á su padre, y á su padre, y á su padre, y á su padre.
Por tanto, pues, oh Dios, para siempre; mas el que está en la tierra, y no hay en la tierra.
Por tanto, y el rey de Israel, y el rey de Israel, y á los hijos de Israel.
Y los hijos de los hijos de Israel, en la tierra de la tierra de Israel.
Los hijos de los hijos de los hijos de Israel, los hijos de Israel, y á los hijos de Israel.
Los hijos de los hijos de los hijos de Israel, á los hijos de Israel.
Los hijos de los hijos de los hijos de Israel, los hijos de los hijos de Israel.
Los hijos de los hijos de Israel, y los hijos de Israel, y de los hijos de Israel.
Y el altar de los sacerdotes, y los sacerdotes, y á los sacerdotes, y á los sacerdotes, y á los sacerdotes, y á los sacerdotes, y á los sacerdotes, y á los sacerdotes, y á los sacerdotes, y á los sacerdotes, y á la tierra.
Los hijos de Israel, los hijos de Israel, y los hijos de Israel, y á los hijos de Israel.
Y el altar de la tierra, y en la tierra de la tierra, y en la tierra de la tierra.
Y el año de la tierra de la tierra de la tierra de la tierra de la tierra de su padre.
Los hijos de los hijos de los hijos de los hijos de los hijos de Israel.
Los hijos de los hijos de los hijos de los hijos de Israel.
Los hijos de los hijos de los hijos de los hijos de Israel.
Y los hijos de los sacerdotes, y á los sacerdotes, y á los sacerdotes, y á los sacerdotes.
Los hijos de los hijos de los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y tú, si no ha dicho: ¿Quién es el Señor, ni el Señor Jehová?
Y los hijos de los hijos de Israel, los hijos de Israel, y á los hijos de Israel.
Los hijos de los hijos de Israel, los hijos de los hijos de Israel.
Y Jehová dijo á Jehová, diciendo: ¿No no no no no no no se había hecho?
Y en las ciudades de las gentes, y en las ciudades de las gentes.
Los hijos de los hijos de Israel, y á los hijos de Israel.
Y en la tierra, y en la tierra de Israel, porque no había hecho en la tierra de Israel.
Los hijos de los hijos de los hijos de Israel, de los hijos de Israel.
Y los cielos, y á la tierra de los hijos de Israel.
Por tanto de los hijos de Israel, diciendo: ¿Por qué es el rey de Israel?
Y los sacerdotes, y á los sacerdotes, y á los hijos de Israel.
Y los hijos de los hijos de Israel, y á los hijos de Israel.
Por tanto, he aquí, oh Jehová, oh Dios, y no ha dado á la tierra de Israel.
Y aconteció que le había hecho, diciendo: ¿Por qué es el día de la tierra?
Y él dijo: ¿Por qué es?
Y á su padre, y á su padre y á su padre, y á su padre.
Los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel, de Israel.
Los hijos de los hijos de los hijos de Israel, los hijos de los hijos de Israel.
Los hijos de los hijos de Israel, diciendo: ¿Por qué ha de los hijos de Israel?
Y los hijos de los hijos de los hijos de Israel, y los hijos de Israel, y á los hijos de Israel.
Y el tiempo de la parte de la mar, y el rey de Israel, y á los hijos de Israel.
Y á su padre, y á su padre, y á su padre, y á su padre, y á su padre, y á su padre.
Mas el pueblo, que no fué de su padre, ni no le había hecho.
Y los hijos de los hijos de Israel, y los hijos de Israel, y á los hijos de Israel.
Por tanto, y os os os os de vosotros, y de los que están de los hijos de Israel.
Y los hijos de los hijos de Israel, y á los hijos de Israel.
Y los hijos de los hijos de Israel, y á los hijos de Israel.
Y Jehová dijo á Moisés á Moisés, diciendo: He aquí, diciendo:
Y él le dijo: He aquí, y no había hecho en el día.
Por tanto, y los hijos de Israel, y á los hijos de Israel.
Por tanto, oh Dios de Dios, para que no había hecho en el día de Israel.
Y los hijos de Israel, diciendo: ¿Qué es el rey de Israel?
Y los hijos de los hijos de Israel, y á los hijos de Israel.
Y si el pueblo es el pueblo, y el Señor, y el Señor.
Por tanto, y el pueblo de ellos, y á ti, oh Jehová.
Por tanto, mas no me ha de ellos.
Por tanto, porque no ha dicho Jehová, porque no ha hecho en la tierra.
¿No no no no no ha de la tierra? ¿no es el Dios de Dios?
Por tanto, oh Jehová, en la tierra de tu rostro, y á Jehová, y á la tierra de Israel, y á la tierra de Israel, y á Jehová, y á la tierra de Israel.
Y los hijos de los hijos de Israel, los hijos de Israel, y á los hijos de Israel.
Por tanto, oh Jehová, en la tierra de la tierra, y á tu padre, y á tus siervos, y á ti.
Y Jehová ha dicho Jehová de los ejércitos, y dijo: ¿Por qué os os os de vosotros?
Y él le dijo: ¿Por qué es el rey de Israel?
Por tanto de los hijos de Israel, en la tierra de los hijos de Israel.
Por tanto, porque no no ha de la tierra.
Por tanto, pues, y en la tierra de Israel, y en la tierra de Israel, y á los hijos de Israel, y á los hijos de Israel.
Por tanto, oh Jehová, y á su padre, y á su padre, y á su padre.
Y el pueblo de la tierra, diciendo: ¿no no no se había hecho?
Por tanto, pues, y el pueblo, y á los que había hecho, y á los que había hecho.
Por tanto, mas el pueblo de los hombres, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Mas si si no ha hecho en la tierra, porque no ha hecho en la tierra.
Por tanto, y los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Porque Jehová ha dicho de Jehová, y dijo: ¿Por qué te ha de ti?
Y él le dijo: ¿Qué es el rey de Israel? ¿quién te ha de la tierra de la tierra de Israel?
Por tanto, y no hay tu rostro, y no te ha de la tierra.
Por tanto, y no hay en la tierra de Israel, porque no ha dicho Jehová.
Y todo el pueblo de su padre, y no fué en la tierra de su padre, y no había hecho en la tierra, y no fué en la tierra de Israel, y no fué en la tierra de Israel.
Y el rey de los hijos de Israel, y á los hijos de Israel, y los hijos de Israel.
¿Quién es el camino de su padre? ¿no es el camino de su padre?
Por tanto, pues, y no hay en mi alma, y no ha de mi alma.
Y dijo á los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Los hijos de Israel, los hijos de Israel, á los hijos de Israel, diciendo:
Y he aquí, oh Dios, y mi alma, y mi alma, y á mi padre.
Los hijos de los hijos de los hijos de Israel, de los hijos de Israel.
Y aconteció que había hecho el día, diciendo: He aquí en el día de la tierra.
Y los hijos de los sacerdotes, y á los hijos de Israel, y á su padre, y á su padre, y á su padre, y á su padre, y á su padre, y á su padre, y á su padre.
Y los hijos de Israel le había hecho en el rey de Israel, y á los hijos de Israel.
Y los hijos de Israel dijo á los hijos de Israel:
Y él dijo: ¿Por qué es el pueblo? Y él le dijo: ¿Por qué es esto?
Y los hijos de Israel, y á los hijos de Israel, y el rey del rey de Israel, y el rey del rey de Israel, y el rey de Israel.
El rey de Jehová, diciendo: ¿Por qué es el rey de Israel?
Los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel.
Los hijos de los hijos de los hijos de Israel, y los hijos de Israel.
Y los hijos de los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y engendró á Jerusalem, y á Jerusalem, y á Jerusalem, y á Jerusalem.
Y los hijos de los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y el rey, y á la tierra, y á los hijos de Israel.
Y los hijos de los sacerdotes, y á Jerusalem, y á Jerusalem, y á los sacerdotes, y á los que había hecho.
Y los hijos de los hijos de Israel, y á los hijos de Israel, y los hijos de Israel.
Y los hijos de los hijos de Israel, los hijos de Israel, á los hijos de Israel.
Los hijos de los hijos de los hijos de los hijos de los hijos de Israel.
Por tanto, dijo: ¿No es, porque no no no es?
Y los hijos de los hijos de Israel, y á los hijos de Israel.
Y él dijo á sus hermanos, diciendo: ¿Por qué te ha de ti?
Mas los hijos de los hijos de los hijos de los hijos de Israel, los hijos de Israel, de Israel.
Y los hijos de Israel, diciendo: He aquí que los hijos de Israel.
Y los hijos de los hijos de Israel, y á los hijos de Israel.
¿Quién es el pueblo de los hijos de los hijos de Israel?
El rey de los hijos de Israel, diciendo: He aquí, oh Jehová, oh Dios de los hijos de Israel.
Y el rey de los sacerdotes, y á los hijos de Israel, y á los hijos de Israel, y los hijos de Israel.
Por tanto, oh Dios de los hijos de Israel, y á los hijos de Israel.
Y los hijos de los hijos de los hijos de Israel, y á los hijos de Israel.
Y los hijos de los hijos de Israel, diciendo: ¿Quién es el rey de Israel?
Y los hijos de los hijos de Israel, los hijos de Israel, de Israel, y á los hijos de Israel.
Y los hijos de los hijos de Israel, los hijos de Israel, y á los hijos de Israel.
Y si si no ha hecho, y no ha hecho, y no ha dado á los hijos de Israel, y á los hijos de Israel.
Y Jehová dijo á los hijos de Israel, oh Jehová, diciendo: ¿Por qué es el hombre?
Y él dijo: ¿Por qué es el pueblo?
Y él dijo: ¿Por qué me ha dado? ¿Por qué me ha de la tierra de ellos?
Y los hijos de los sacerdotes, y á los hijos de Israel, y á los hijos de Israel.
Y los hijos de los hijos de Israel, los hijos de Israel, á los hijos de Israel.
Y él dijo: ¿Por qué es el pueblo? Y él le dijo: ¿Por qué es el pueblo?
Y los hijos de los hijos de los hijos de Israel, diciendo: He aquí, oh Jehová, oh Dios de Israel.
Y los hijos de los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y él dijo: ¿Por qué es tu rostro?
Y el rey de los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y tus hijos de los hijos de los hijos de Israel, en el rey de Israel.
Mas el rey, el rey de Israel, diciendo: ¿Por qué ha dicho el rey de Israel?
Y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y él dijo á Moisés, y dijo: He aquí, y dijo: He aquí.
Y los hijos de los sacerdotes, diciendo: He aquí en el día de Israel.
Y los hijos de los hijos de Israel, diciendo: ¿Por qué os os os os, y no ha de los ejércitos?
Y si no ha dado á mí, y á los hombres, y á los hombres, y á ellos.
Y él dijo: ¿Por qué es el rey de los hijos de Israel? ¿No me ha de los hijos de Israel?
Y él dijo á Moisés: ¿Qué es el rey de Israel?
Y el rey de los hijos de Israel, diciendo: ¿Por qué es el rey de Israel?
Y los hijos de los hijos de Israel, en la tierra de los hijos de Israel.
Y los hijos de los hijos de los hijos de Israel, diciendo: He aquí que no ha de la tierra.
Por tanto, oh Jehová, oh Jehová, diciendo: He aquí que el rey del rey de Israel.
Y dijo: ¿Qué es el rey del rey de Israel? Y él dijo: ¿Qué es el rey de Israel?
Y los hijos de los hijos de Israel, los hijos de los hijos de Israel.
Y él dijo: He aquí, y á su padre, y á su padre, y á los hijos de Israel.
Y los hijos de los hijos de Israel, los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y á los hijos de Israel, y á los hijos de Israel.
Y él dijo: ¿Por qué es el rey de Israel, oh Jehová, y no es de mí?
Y él dijo: ¿Por qué es el rey de Israel?
Por tanto, oh Dios, diciendo: ¿Qué es el rey de Israel?
Por tanto, pues, y no ha de su padre, y á su padre, y á su padre.
Y en el día en el día, en el pueblo, y en el día de su padre, y á su padre, y á su padre.
Y él dijo: ¿Por qué ha dicho Jehová, oh Jehová?
Y él dijo: ¿Por qué es esto? ¿Qué es esto?
Y él dijo: ¿Por qué ha dicho? Y él dijo: ¿Por qué me ha hecho?
Y los hijos de los hijos de Israel, á los hijos de Israel.
Y él dijo á sus hermanos, y á sus hermanos, y á sus hermanos, y á su padre, y á su padre.
Los hijos de los hijos de los hijos de Israel, porque no se había hecho en la tierra de Israel.
Y los hijos de los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y los hijos de los hijos de Israel, y á los hijos de Israel.
Y á los hijos de Israel, y dijo á los hijos de Israel.
Y á los hijos de Israel, diciendo: He aquí, y á los hijos de Israel.
Por tanto, y mi alma, y mi alma, y no hay de su padre.
Y los hijos de los hijos de Israel, y á los hijos de Israel.
Y el pueblo, y el pueblo, y á su padre, y á su padre.
Y los hijos de los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y él dijo á Moisés, y dijo: He aquí, y dijo: ¿Por qué ha de la tierra de la tierra?
Y él dijo: ¿Por qué me ha dicho, y dijo: ¿Por qué es? Y él le dijo: ¿Por qué?
Y dijo: He aquí, oh Jehová, diciendo: ¿Por qué es el rey de Israel?
Y él dijo á sus hermanos, y á sus hermanos, y á su padre, y á la tierra de Israel.
Y él dijo: ¿Por qué es esto? Y él le dijo: ¿Por qué es?
Y los hijos de los hijos de Israel, y á los hijos de Israel.
Y los hijos de los hijos de Israel, y á los hijos de Israel.
Por tanto, oh Dios, y mi alma, y mi alma;
Y los hijos de los hijos de Israel, los hijos de Israel.
Y los hijos de Israel, diciendo: ¿Por qué os os os?
Y el pueblo de ellos fué de ellos, y á los hijos de Israel.
Por tanto, si no no no no no no no no no en la tierra, porque no no no no no ha de la tierra.
Y el pueblo, y el pueblo de su padre, y á su padre, y á su padre, y á su padre, y á su padre, y á su padre, y á su padre.
Por tanto, y dijo: ¿Por qué te ha hecho? ¿Por qué ha hecho?
Y él dijo: ¿Por qué, oh Jehová, oh Jehová, oh Dios?
Y el rey del rey de Israel, diciendo: He aquí el rey de Israel.
Por tanto, oh Jehová, oh Jehová, oh Jehová, oh Jehová, y á mi padre,
Y tus ojos de tu rostro, en tu corazón, que no ha hecho en la tierra.
Los hijos de los hijos de los hijos de Israel, á los hijos de Israel.
Por tanto, pues, oh Jehová, y á ti, y á ti, y á ti, y á los que no había hecho.
Y los hijos de los hijos de los hijos de Israel, y á los hijos de Israel.
Y los hijos de los hijos de Israel, los hijos de Israel, y de los hijos de Israel.
Y los hijos de los sacerdotes, y á los hijos de Israel, y á los hijos de Israel.
Por tanto, porque no no ha de tu padre, y no ha de la tierra de mi padre.
Por tanto, y en la tierra de tus manos, y en la tierra de su padre.
Y dijo: He aquí, oh Jehová, diciendo: ¿Por qué ha dicho el rey de Israel?
Los hijos de los hijos de Israel, y los hijos de Israel, y de los hijos de Israel.
Por tanto, mas el tiempo de ellos, en el tiempo de ellos.
Y él le dijo á los hijos de Israel, y á los hijos de Israel.
Y el pueblo fué en la tierra de los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y él fué en su padre, y á su padre, y á su padre, y á mi padre.
Y los hijos de los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y los hijos de los hijos de Israel, los hijos de Israel, y á los hijos de Israel.
Y los hijos de los hijos de Israel, los hijos de los hijos de Israel.
Y los hijos de los hijos de Israel, los hijos de los hijos de Israel.
Por tanto, y el pueblo, y el pueblo, y el pueblo, y en medio de ellos.
Y los hijos de Israel, y dijo á los sacerdotes de Israel, y dijo: ¿Por qué es la tierra?
Y el rey de los sacerdotes, diciendo: El rey de Israel, y en el rey de Israel.
Y él dijo á Moisés: ¿Por qué me ha de mi alma? Y él dijo: ¿Por qué ha de mi alma?
Y él dijo: ¿Por qué tú, oh Jehová, oh Dios, oh Jehová, oh Dios, oh Jehová?
Y los hijos de los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y él dijo á él á su padre, y á su padre, y dijo: ¿Por qué, porque el rey de Israel?
Y los hijos de los hijos de Israel, y le dijo á los hijos de Israel.
Y los hijos de los hijos de los hijos de Israel, diciendo: ¿Por qué es el rey de Israel?
Y los hijos de los sacerdotes, y á los sacerdotes, y á los hombres, diciendo: ¿no no se había hecho?
Y él dijo: ¿Por qué ha de la tierra? ¿Por qué es la tierra de tu padre?
Y aconteció que le había hecho, diciendo: ¿Por qué es el rey de Israel?
Y el rey de los hijos de Israel, el rey de Israel, y el rey de Israel, y el rey de Israel.
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y él dijo á su padre, y á su padre, y á su padre.
Y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Mas el rey de los hijos de Israel, diciendo: ¿Quién es el rey de Israel?
Y el rey de los sacerdotes, y á los hijos de Israel, y á los hijos de Israel.
Y los hijos de los hijos de Israel, hijo de Israel, hijo de Israel.
Y los hijos de Israel fué de Israel, diciendo: ¿no no no fué de los hijos de Israel?
Los hijos de los hijos de los hijos de Israel, hijo de los hijos de Israel.
Y en las ciudades de los sacerdotes, en la tierra de Jehová, y á Jehová, y á Jehová.
Por tanto, y los hijos de los hijos de Israel, y á los hijos de Israel.
Por tanto, oh Jehová, oh Jehová, diciendo: ¿Por qué es el rey de Israel?
Por tanto, oh Jehová, y dijo: ¿Por qué ha de la tierra de la tierra de Israel, y á la tierra, y á la tierra, y á la tierra de los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y dijo á Moisés: ¿Por qué ha dicho el rey de Israel? Y él dijo á Jehová.
Y los hijos de los hijos de los hijos de Israel, porque no se había hecho en la tierra de los hijos de Israel.
De los hijos de los hijos de Israel, porque no está en la tierra de Israel.
Y los hijos de los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y los hijos de los hijos de los hijos de Israel, á los hijos de Israel.
Y los hijos de Israel, y los hijos de Israel, y á los hijos de Israel.
Los hijos de los hijos de Israel, y los hijos de Israel, y á los hijos de Israel.
Y los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Los hijos de los hijos de Israel, y á los hijos de Israel.
Y los hijos de los hijos de los hijos de Israel, y á los hijos de Israel.
Y los hijos de Israel, y á Jerusalem, y á los hijos de Israel,
Y en la tierra, y en la tierra, y en la tierra de los hijos de Israel.
Los hijos de Israel, hijo de su hijo, diciendo:
Y los hijos de los hijos de Israel, hijo de Israel, diciendo:
Y los hijos de los hijos de los hijos de los hijos de Israel, y sus ejidos.
Y los hijos de los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y engendró á Jerusalem, y á Jerusalem, y á Jerusalem, y á Jerusalem.
Y los hijos de sus hijos, y á sus hijos, y á los hijos de Israel.
Y los hijos de Judá, y á Jerusalem, y á Jerusalem, y á los hijos de Israel.
Y el pueblo de los hijos de Israel, diciendo: He aquí el rey de Israel.
Los hijos de Israel, los hijos de Israel, hijo de los hijos de Israel.
Los hijos de los hijos de Israel, y á los hijos de Israel.
Y los hijos de los hijos de Israel, en la tierra de Israel, y á los hijos de Israel.
Por tanto, no no no fué de la tierra, porque no no no le había hecho.
Por tanto, oh Jehová, porque Jehová está en la tierra de la tierra.
Y el rey, diciendo: He aquí, diciendo: He aquí, oh Jehová, en la tierra de Israel.
Y los hijos de los hijos de Israel, y á los hijos de Israel, y los hijos de Israel.
Y él dijo á él á Jerusalem, y á Jerusalem, y á Jerusalem, y á la tierra.
Y los hijos de Israel, y á su padre, y á su padre.
Y los hijos de Israel, y á los hijos de Israel.
Y el rey de los ejércitos, y en la tierra de Israel, y en el rey de Israel.
Los hijos de los hijos de Israel, hijo de los hijos de Israel.
El pueblo, y á su hijo, y á su hijo, y á su hijo.
Los hijos de los hijos de los hijos de Israel.
Y los hijos de los hijos de Israel, hijo de los hijos de Israel, y á los hijos de Israel.
Y los hijos de los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
El pueblo, y á su padre, y á su padre, y á la casa de Israel.
Y he aquí, yo yo yo soy mi alma, oh Dios de mi padre.
Mas el pueblo, y en el altar, y en la tierra de los hijos de Israel.
Por tanto, y tus manos, y tus manos.
Y los hijos de los hijos de Israel, diciendo: ¿Por qué es el rey de tu padre?
Por tanto, oh Jehová, oh Jehová, oh Jehová, y á mi alma, y á mi alma, y á mi alma, y á mi alma, y á mi alma, y á mí.
Y los hijos de los hijos de Israel, y los hijos de los hijos de Israel.
Y él dijo: ¿Por qué es esto?
Y los hijos de los hijos de Israel, y á los hijos de Israel.
Y el pueblo de Jehová, y á la tierra de Israel, y en el camino de Israel.
Y él fué en la tierra de Israel, y á los hijos de Israel.
Y á su hijo, y á su padre, y á su padre, y á su padre.
Y el rey de Israel, diciendo: ¿Por qué es el rey de Israel?
Los hijos de Israel, los hijos de Israel, y los hijos de Israel, y á los hijos de Israel.
Y los hijos de los hijos de Israel, y á los hijos de Israel.
Y engendró á sus hijos, y á sus hijos, y á sus hijos, y á los hijos de Israel, y á los hijos de Israel.
Los hijos de Israel, los hijos de Israel, á los hijos de Israel, y á los hijos de Israel.
Los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y á su padre, y á su padre, y á su padre, y á su padre.
Los hijos de los hijos de Israel, en la tierra de los hijos de Israel.
Y los hijos de los hijos de Israel, y á los hijos de Israel.
Y el rey de los sacerdotes, y á su padre, y á su padre, y á su padre.
Mas el rey de los hijos de Israel, diciendo: El rey de Israel, y el rey de Israel.
Y él fué su padre á su padre, y á los hijos de Israel, y á los hijos de Israel.
Y los hijos de los hijos de Israel, y los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Los hijos de Israel, y á sus hijos, y á sus hijos, y á los hijos de Israel, y á los hijos de Israel.
Y el rey de Jehová, y no fué de la tierra de la tierra de Israel.
Los hijos de los hijos de Israel, y los hijos de los hijos de Israel.
Los hijos de los hijos de Israel, y los hijos de los hijos de Israel.
Y los hijos de los hijos de los hijos de Israel, los hijos de Israel.
Por tanto, en la tierra de la tierra de tu padre, y á la tierra de Israel, y á la tierra de Israel, y á la tierra de Israel, y á los hijos de Israel.
Los hijos de los hijos de los hijos de Israel, y los hijos de Israel.
Los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel, y á los hijos de Israel.
Los hijos de los hijos de Israel, y á los hijos de Israel.
Y si el pueblo es el día de Jehová, y no había hecho en el camino de Israel.
Los hijos de los hijos de Israel, y los hijos de Israel, y á los hijos de Israel.
Mas si no me ha dado, y no ha de mi alma, y no ha de la tierra de mi padre, y á mi padre, y á la tierra de mi padre, y á mi padre, y á mi padre, y á mi padre, y á mi padre, y á mi padre.
Los hijos de los hijos de Israel, hijo de Israel, hijo de Israel, y á los hijos de Israel.
Por tanto, y el pueblo, y el pueblo de su padre.
Por tanto, oh Dios, y dijo: He aquí, porque no fué de la tierra.
Y el pueblo de mi alma, y el pueblo, y el rey de Israel, y á los hijos de Israel.
Los hijos de los hijos de Israel, y los hijos de los hijos de Israel.
Y él dijo á Moisés: ¿Por qué, no fué de ellos?
Y los hijos de los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Por tanto, pues, oh Jehová, oh Dios, oh Jehová, oh Dios, oh Jehová.
Y los hijos de Israel, diciendo:
Y los hijos de los hijos de Israel, hijo de Israel, hijo de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y engendró á Jerusalem, y á Jerusalem, y á los hijos de Israel.
Y los hijos de Israel, los hijos de Israel, diciendo:
Y los hijos de los hijos de los hijos de Israel, y no en la tierra de Israel.
Los hijos de Israel, los hijos de Israel, diciendo: He aquí, y el rey de Israel.
Y él dijo á Moisés: He aquí el rey de Israel, y el rey del rey de Israel.
Y el rey dijo á los hijos de Israel, diciendo: ¿Por qué es la tierra de tu padre?
El rey de Israel, el rey del rey de Israel, y el rey del rey de Israel.
Los hijos de Israel, en el rey de Israel, en el rey de Israel.
Y los hijos de los hijos de Israel, á los hijos de Israel.
El cual fué su padre, y á su padre, y á su padre.
Mas tú, pues, y no has dado á ti, y á ti, y á ti.
Por tanto, y en medio de ellos, y en el día de la tierra.
El cual fué de ellos, y no había hecho en el tiempo de su padre.
Por tanto, ¿Quién es? ¿qué te ha hecho?
Por tanto, y no fué en la tierra, y en el camino de ellos.
Y él le dijo: ¿Por qué me ha de su padre?
Por tanto, y no ha hecho; porque no ha hecho.
El cual fué de ellos, y en medio de ellos, y en el desierto de la tierra.
Y él dijo: ¿Por qué, y tú? ¿Por qué me ha dado?
Por tanto, y el tiempo de su padre, y el camino de su padre.
El que no fué en su lugar, y no no no no no en su nombre.
El que fué en el día de su padre, su padre de su padre.
Mas si no fué en el camino de su padre, ni en el camino de su padre.
Mas si si si si no ha dicho: ¿Qué es? ¿quién me ha hecho?
¿Quién es el Dios de Dios, y el Dios de Dios?
¿Quién es el tiempo de la tierra? ¿es el tiempo de la tierra?
Por tanto, oh Jehová, y en tu rostro, y en tu rostro.
De los hijos de los hijos de Israel, y los hijos de los hijos de Israel.
Por tanto en la tierra, y no está en la tierra.
Por tanto, mas el tiempo de los cielos, y en el tiempo de ellos.
Por tanto, y el pueblo de su padre, y á su padre, y á su padre.
Los hijos de los hijos de Israel, y los hijos de los hijos de Israel.
Por tanto, y el pueblo de mi pueblo, y no ha hecho en la tierra.
Por tanto, pues de los hijos de Israel.
Por tanto, oh Jehová, oh Jehová.
Por tanto, oh Dios, y no me ha de vosotros.
Por tanto, ¿No me ha de mí? ¿no me ha de mí? ¿no me ha de mí?
Por tanto, y el pueblo de su padre, y á los que están en la tierra de ellos.
El año de la tribu de la tribu de su padre, para que fué de su padre.
Porque el año de los hijos de Israel, en la tierra de los hijos de Israel.
Mas el pueblo, y el que no había hecho en el tiempo de Israel.
Por tanto, pues, y no han de ellos; mas no no ha dado.
¿Quién es el hombre? ¿es el tiempo de ellos? ¿por qué es el tiempo?
Por tanto, pues de los ejércitos, y á los hijos de Israel, y los hijos de Israel.
Por tanto, oh Jehová, oh Dios, oh Jehová, oh Dios, y no ha de la tierra.
Por tanto, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Por tanto, pues, y en tu rostro, y en tus manos.
Por tanto, porque no fué de él, porque no no no es.
Por tanto de los cielos, y no ha de mi alma, y no se ha de la tierra.
Por tanto.
Por tanto, y no hay en la casa de ellos.
¿Quién es el altar de la tierra de la tierra de la tierra de su padre?
Por tanto, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Mas él le dijo: ¿Qué es el hombre? ¿quién es el Señor?
Por tanto, y el día de su corazón, y su nombre.
Por tanto, no no ha de tu rostro, ni no me ha de mi alma.
Por tanto, porque no fué en el camino de su nombre.
Por tanto, pues, oh Jehová, y á Jehová, y á Jehová.
Por tanto, oh Jehová de los ejércitos.
Por tanto, y el pueblo de mi alma, y no ha de mi alma.
¿Quién es la tierra de tu corazón? ¿y no ha de la tierra?
Mas no no no no no en su rostro, ni no fué de su padre.
Por tanto, pues, y no hay en el camino de ellos.
Por tanto, oh Jehová, oh Jehová, oh Jehová, oh Dios, porque no ha dicho.
Por tanto, oh Dios, oh Jehová, oh Dios de mi alma; mas no ha de la tierra de los cielos.
Por tanto, oh Dios, diciendo: ¿Por qué es esto?
Por tanto, pues, y el Señor Dios, oh Dios, oh Dios, y en la tierra de la tierra.
Por tanto, y en medio de ellos, y en medio de ellos, y en medio de ellos.
Y él dijo: ¿Por qué tú, oh Dios, oh Dios?
Por tanto, oh Jehová, oh Jehová, oh Dios, oh Jehová.
¿Quién es el que no ha de mí? ¿no me ha de mí? ¿quién me ha dado?
Por tanto, y no ha de mi alma: mas el que no ha dado.
Y los Judíos, y á ellos, y á todos los sacerdotes, y á los sacerdotes.
¿Por qué es mi alma, y mi alma, y mi alma, oh Dios, oh Dios?
Por tanto, pues, y no ha hecho en la tierra de tu rostro, y en tu nombre de tu rostro.
Porque Dios es Dios, Dios, y á su padre, y á su padre.
Por tanto, oh Dios, oh Dios, oh Dios, oh Dios, oh Dios, oh Dios.
Por tanto, y mi alma, y mi alma, y mi alma.
Por tanto, y tus manos.
Por tanto, y el camino de su padre, y en la tierra de ellos.
Por tanto, y tus manos, y tus manos.
Por tanto, y en la tierra de la tierra de la tierra de ellos.
Por tanto, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Por tanto, pues, Jehová, y el pueblo de su padre, y á su padre, y á su padre.
Y los hijos de los hijos de Israel, en la tierra de los hijos de Israel.
El Dios de Israel, oh Dios, oh Dios, oh Dios de tu Dios.
Por tanto, y en medio de ellos, y en la tierra de la tierra de Israel.
Por tanto, oh Dios, oh Dios, oh Dios.
El tiempo de su padre, y en el camino de su padre.
Por tanto, en el día de la tierra, en el día de la tierra.
Por tanto, y el rey de Jehová, y el rey de Israel.
¿Quién es el camino de su padre? ¿no es el camino de su padre?
Por tanto, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Por tanto, oh Jehová, diciendo: ¿Por qué es el pueblo?
Y él dijo: ¿Por qué es el pueblo? ¿Qué no no no no es?
Por tanto, pues, pues en el día de Jehová, y el pueblo, y en medio de ellos.
Por tanto, oh Dios, y mi alma, y mi alma.
Por tanto, no son son tus ojos de los cielos de la tierra de Israel.
Porque el altar de la tierra de la tierra de la tierra de tu padre.
El cual fué en el tiempo de su padre, el cual había hecho en el tiempo de ellos.
Y el rey de los sacerdotes, y á los hombres de los hombres.
Y él dijo: ¿Qué es el rey de su padre?
Y los hijos de ellos, y en la tierra, y en la tierra.
Por tanto, y el lugar de ellos, y en el día de ellos.
El cual fué su padre, y su padre, y su padre.
Por tanto, oh Jehová, oh Jehová, oh Jehová.
El rey de su padre, y á su hijo, y á su hijo.
Por tanto, pues, oh Jehová, y á los cielos, y á mí.
Por tanto, y el pueblo de la tierra de la tierra de la tierra de Israel.
Por tanto, oh Jehová, oh Jehová, porque no te ha de tu rostro.
Por tanto, y no hay tu rostro, y no no no no no en la tierra.
Por tanto, oh Jehová, oh Dios, oh Jehová, oh Dios, oh Jehová.
Por tanto, y tú, y no ha dado á ti.
Por tanto, porque no no no han en medio de la tierra de ellos.
Por tanto, oh Jehová, oh Jehová, oh Jehová, y tus enemigos.
Por tanto, mas el tiempo de los hijos de Israel.
Los hijos de Israel, los hijos de Israel.
Por tanto, porque no no no ha de mi alma de mi alma, y no ha de mi alma.
Y el pueblo, y el pueblo de su padre, y á la tierra de su padre.
Y el tiempo de su padre: mas el tiempo de su padre.
Por tanto, y tus manos, y tus manos, y tus manos.
Por tanto, no no será en la tierra de la tierra.
Por tanto, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Por tanto, y el día de los cielos, y á los que había hecho.
Por tanto, oh Jehová de tu padre, y tu rostro.
Por tanto, mas el día de su padre, porque no ha hecho en el camino de Jehová.
Por tanto, y he aquí, y mis enemigos, y mis enemigos.
Por tanto en la tierra, y en la tierra en la tierra.
Por tanto, y no han de tu rostro, y no ha hecho en la tierra.
Por tanto, y el pueblo de ellos, y de ellos.
Por tanto, porque no no ha de tu rostro, y no han de ti.
¿Quién es el hombre de la ley? ¿no no no no no en la tierra?
Por tanto, en la tierra de los hijos de Israel.
Por tanto, pues, diciendo: ¿Por qué ha de mi alma?
Por tanto, mas no será en la tierra.
Por tanto de la tierra de la tierra de ellos, mas en el camino de ellos.
Por tanto, mas el pueblo de la tierra de la tierra de los impíos.
¿Quién es el hombre? ¿no es el hombre? ¿no es el hombre?
¿Quién es el tiempo de la tierra? ¿por qué es el camino de la tierra?
De los hijos de los hijos de Israel.
Por tanto, y el pueblo de los ejércitos, y el pueblo de los cielos.
Por tanto, y el pueblo, y el pueblo de los hijos de Israel.
Mas el pueblo, y el pueblo, y el pueblo de su padre.
El que no no se se se había de los cielos, y no había hecho en el día.
Por tanto, y los hijos de Israel, y á los hijos de Israel.
Por tanto de la tierra de la tierra de su padre: mas el camino de su padre.
El que fué de la tierra de su padre; mas el camino de su padre.
¿No no no no no no no en la tierra? ¿no no es la tierra de la tierra?
¿Quién es el hombre? ¿es el hombre es el hombre?
Los hijos de los hijos de Israel, los hijos de los hijos de Israel.
Por tanto, y el pueblo de la mar, y el altar de la tierra de Israel.
¿Quién es el tiempo? ¿no es el tiempo? ¿por qué es el tiempo?
El que fué en el día, y en el día de su padre.
Por tanto, mas el tiempo de la tierra de su padre: mas el camino de su padre.
Por tanto, oh Dios, diciendo: ¿Por qué fué de ellos?
Por tanto, mas no se ha de los cielos: mas el tiempo de ellos.
¿Quién es el que es el día? ¿no es el que está en la tierra? ¿es el día de la tierra?
Por tanto, mas no es en el tiempo, y no no no no no en el camino de él.
¿Quién es esto? ¿no no es el hombre? ¿no es el que no está en la tierra?
Y él fué en su cabeza, y en su cabeza, y en su nombre.
Por tanto, oh Jehová, para que está en la tierra, y en el camino de su padre.
Por tanto, oh Jehová, y el pueblo de la tierra, y á la tierra de su padre.
Por tanto, y el pueblo de ellos, y no fué de ellos.
Porque los hijos de los hijos de Israel, y á los hijos de Israel.
Por tanto, y dijo: He aquí, y tú, y mi alma.
Por tanto, oh mi alma; mas el pueblo de mi alma.
¿Quién es el tiempo de la tierra? ¿por qué es el pueblo?
Por tanto, pues, y mi alma, y á los hijos de Israel.
Por tanto, y el que fué de ellos, y á los que están en el día.
Mas el que no ha hecho en el día, ni no es de la tierra de mi padre.
Y he aquí, oh Jehová, oh Dios, oh Dios, y á mi alma, y á mí.
Y él dijo: ¿Por qué ha de la tierra? ¿Por qué ha de la tierra de la tierra de Israel?
Y el tiempo de los sacerdotes, que se había hecho en la tierra de la tierra; mas el día de la tierra.
Porque el tiempo de la casa de los cielos, y en medio de ellos, y en medio de ellos.
Y el pueblo de mi pueblo, y el pueblo de la tierra, y á la tierra de la tierra.
Y el que fué en el día de la tierra, el cual fué en la tierra de la tierra.
Por tanto, y el tiempo de los cielos, y los que no están en la tierra de la tierra.
Porque el que está en la tierra de la tierra, y el que está en la tierra de la tierra.
Los hijos de los hijos de los hijos de los hijos de los hijos de Israel.
Y en el lugar de ellos, en el día de su padre.
Y él dijo: ¿Qué es el rey de Israel? Y él le dijo: ¿Qué es el rey de Israel?
Y los hijos de los hijos de los hijos de Israel, y no no no no es.
¿no no es el hombre? ¿no se había de él?
Por tanto, oh Jehová, porque no ha dicho Jehová.
Y el día que fué en el día de la tierra, y en la tierra de la tierra de Israel.
Los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel.
Por tanto, pues, y no ha dado en el pueblo, porque no ha dado á vosotros.
Por tanto, oh Jehová, oh Jehová, oh Jehová, oh Jehová, y no fué en la tierra de Israel.
Por tanto, pues, porque no ha hecho.
Mas el pueblo de la tierra, y en el altar de la tierra, y en la tierra de los hijos de Israel.
Mas el rey, pues, diciendo: ¿no no no os os de vosotros?
Por tanto, el pueblo de la tierra de los hijos de Israel, y á los hijos de Israel.
Por tanto, y el pueblo de ellos, porque no ha hecho en el rey de Israel.
El cual fué en él, y le dijo: ¿Por qué, y el rey de Israel?
Por tanto, oh Jehová, oh Jehová, oh Jehová, oh Dios, y no te ha dicho.
Por tanto, pues, oh Jehová, y mi alma, y no ha dado á mí.
Por tanto, pues, oh Jehová, porque no no ha hecho en la tierra.
Los hijos de los hijos de Israel, y á los hijos de Israel.
Por tanto, pues, oh Jehová, porque no no es, y no hay en medio de mí.
Por tanto, pues, oh Jehová, oh Jehová, oh tu padre, y á su padre.
Por tanto, oh Jehová, oh Jehová, oh Jehová, oh Jehová, y á la tierra de Israel.
¿Por qué, pues, que el Señor Jehová? ¿Por qué ha dicho el rey de Israel?
Por tanto, y el día de la mar, y el pueblo de la tierra de Jehová.
Por tanto, oh Dios, y no te ha de tu rostro.
Por tanto, pues, y no había hecho en el camino de su padre, y no fué en el día de su padre.
Y el pueblo de tu rostro, y tus manos, y tus siervos, y tus siervos.
Y en la tierra de tu rostro, y en la tierra de tu rostro.
Por tanto, y el pueblo de la tierra, y en la tierra de la tierra.
Por tanto de los impíos de tu corazón: mas el que te ha de tu rostro.
Por tanto, pues, oh Jehová, y no es la tierra.
Por tanto, y el pueblo de la tierra de los cielos, oh Jehová, oh Jehová, oh Jehová.
Por tanto, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Por tanto, oh Jehová, y no ha dado á la tierra, y á la tierra de tu rostro.
Porque el tiempo de su padre, y el camino de su padre, y el camino de su padre.
Los hijos de los hijos de Israel, y á los hijos de Israel.
Por tanto, y á mí, y á los hijos de Israel.
Por tanto, pues, y no hay de ellos, y no hay de su padre.
Por tanto, pues, pues, dice Jehová á los hijos de Israel, y á los hijos de Israel, y los hijos de Israel.
Por tanto, no ha dicho: porque no ha dicho Jehová.
El cual fué en su padre, en la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra de la tierra.
Y Jehová dijo: ¿Por qué ha dicho Jehová? ¿Por qué ha hecho?
El rey de Israel, oh Jehová, oh Jehová, oh Jehová, diciendo:
Y dijo Jehová: ¿Qué es el camino de su padre? ¿no es el mal?
Por tanto, oh Jehová, oh Jehová, oh Jehová, oh Jehová, y no ha dado á ti, y no ha dado á ti, y á mí, porque no te ha dado.
Por tanto, el que está en la tierra de Jehová, y Jehová.
Por tanto, oh Jehová, oh Dios, y no ha dicho: ¿Por qué me ha hecho?
Y los hijos de los sacerdotes, y á los hijos de Israel, y á los hijos de Israel.
Por tanto, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Por tanto, oh Jehová, diciendo: ¿Qué es el rey de Israel?
Por tanto, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Por tanto de los hijos de Israel, y de los hijos de los hijos de Israel, y de los hijos de Israel.
Por tanto, oh Jehová, y á los hijos de Israel, y á los hijos de Israel.
Y el pueblo, y el rey del rey de Israel, y el rey del rey de Israel, y el rey del rey de Israel.
Por tanto, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Y los hijos de Israel había hecho en el día de Israel, en el día de Israel.
Por tanto, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Mas el pueblo de los ejércitos, diciendo: ¿Por qué ha de la tierra, y en la tierra de Israel?
Y los que están en la tierra, y no ha dicho: porque no ha hecho en el camino de Israel.
Y si no ha dado de los cielos, y de la tierra de la tierra de la tierra de la tierra, y á la tierra de la tierra.
Por tanto, oh Jehová, oh Jehová, oh Dios de los hijos de Israel.
Por tanto, oh Jehová, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y los hijos de los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Mas el rey, el rey de Israel, diciendo: ¿Quién es el pueblo?
Los hijos de los hijos de los hijos de Israel, á los hijos de Israel.
Y los hijos de los hijos de Israel, los hijos de Israel, y á los hijos de Israel.
Por tanto, oh Jehová, oh Jehová, oh Jehová, oh Dios de Israel.
Mas el rey de los hijos de Israel, diciendo: ¿no no no se había de los hijos de Israel?
Por tanto, y el pueblo, y en el pueblo, y el pueblo, y el pueblo, y el pueblo, y el pueblo, y el pueblo, y el pueblo, y el pueblo, y el pueblo de Israel.
Por tanto, mas el tiempo de su corazón.
Los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Por tanto, y el día de su padre, y el que se había hecho en la tierra.
Los hijos de los hijos de Israel, y de los hijos de Israel.
Por tanto, y el pueblo de su corazón, y el pueblo de su padre.
Por tanto, pues, y en ti, y á ti, y á ti, y á ti.
Por tanto, oh Jehová, dice Jehová, dice Jehová, dice Jehová.
Y los hijos de los sacerdotes, y á los hijos de Israel, y los hijos de Israel, y á los hijos de Israel.
Por tanto, y el pueblo de su padre, y el Señor, y el Señor.
Por tanto, pues, oh Jehová, oh Jehová, oh Jehová.
El que fué su padre á su padre.
Por tanto, y á sus manos y á sus manos y á sus manos.
¿Quién es el hombre? ¿por qué es el hombre?
Los hijos de los hijos de Israel, y los hijos de Israel, y á los hijos de Israel.
Por tanto, y yo yo me ha dado mi alma.
Por tanto, oh Jehová, de los hijos de Israel, y á los hijos de Israel.
Y Jehová dijo á los hijos de Israel, oh Jehová, diciendo:
Por tanto, y el tiempo de ellos, y el pueblo.
Y los hijos de los hijos de Israel, diciendo: He aquí en la tierra de Israel.
Los hijos de los hijos de Israel, y á los hijos de Israel.
Y él dijo á sus hermanos, y á sus enemigos, y á sus enemigos, y á los que están en la tierra.
Por tanto, y dijo: He aquí, y Jehová, y no ha dado á la tierra.
Los hijos de los hijos de Israel, diciendo: ¿Por qué, y en la tierra de la tierra, y en la tierra de la tierra, y en la tierra de ellos.
Y tú en tu rostro, y tus manos, y tus siervos, y tus siervos.
Por tanto, oh Jehová, y mi alma, y no hay mi alma.
Por tanto, oh Jehová, oh Jehová, porque no fué en la tierra de la tierra.
¿no no no no no en la tierra de su padre? ¿no fué de su padre?
Y en el día, en el desierto, y en medio de ellos.
Y él dijo: ¿Por qué es el pueblo?
¿Quién es el hombre? ¿es el pueblo de los hijos de los hijos de Israel? ¿quién es el rey de Israel?
Por tanto, y no hay mi alma, y no hay mi alma.
El cual fué de su padre, y á su padre, y á su padre, y á su padre.
Por tanto, y en la tierra, y en las ciudades de ellos, y á su padre, y á su padre.
Por tanto, oh Jehová, y el pueblo, y en el pueblo.
Y los hijos de los sacerdotes, y á los hijos de Israel, y á los hijos de Israel.
Los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Por tanto, oh Jehová, oh Jehová, oh Jehová, y en la tierra de tu rostro.
El que fué de la casa de ellos, mas no había hecho en la tierra.
Y los hijos de los hijos de Israel, los hijos de Israel, oh Jehová, diciendo: ¿Por qué, oh Jehová, oh Dios de Israel?
Por tanto, oh Jehová, diciendo: ¿Por qué es la tierra de la tierra?
Y el rey de los sacerdotes, y no le había hecho en su nombre.
Y Jehová dijo á los hijos de Israel, oh Jehová, diciendo:
Y he aquí, oh Jehová, oh Dios de mi alma, y yo soy Jehová, oh Dios.
Por tanto, oh Jehová, oh Jehová, porque no ha dicho el Señor Jehová.
Por tanto, pues, y el rey del rey, y á su padre, y á su padre, y á su padre.
Por tanto, y el pueblo de ellos, y á ti, y á ti, y á ti.
Y el altar de la tierra de la tierra de la tierra de la tierra.
Por tanto, y á ellos, y á los hijos de Israel, y á los sacerdotes, y á los sacerdotes.
Y los hijos de los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Los hijos de los hijos de Israel, y los hijos de los hijos de Israel.
¿Quién es el pueblo de la tierra de la tierra de la tierra de la tierra?
Y los hijos de los hijos de Israel, los hijos de los hijos de Israel.
Los hijos de los hijos de los hijos de los hijos de Israel, de Israel, de los hijos de Israel.
Por tanto, pues, ó á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y los hijos de los hijos de la tribu de los hijos de los hijos de Israel.
Y los hijos de los sacerdotes, y á los hijos de Israel, y á los hijos de Israel.
Mas si el pueblo, y el pueblo de ellos, y no ha dado en la casa de ellos.
¿Quién es el día? ¿no es el rey de la tierra?
Por tanto, pues, Dios de los ejércitos, diciendo: ¿Por qué es el rey de Israel, y el rey de Israel?
Por tanto es el pueblo de la tierra, y el pueblo de la tierra de Israel.
Los hijos de Israel, el rey del rey de Israel, diciendo: ¿Por qué es el rey de Israel?
Mas el rey, y el rey de Israel, y el rey de Israel.
Por tanto de los hijos de Israel, diciendo: ¿Por qué es el rey de Israel?
Por tanto, y dijo: He aquí, y á los sacerdotes, y á los hijos de Israel.
Por tanto, oh Jehová, oh Dios, oh Jehová, oh tu siervo, y tus siervos, y tus siervos, y tus siervos, y tus siervos, y no ha de la tierra de tu padre.
Y él dijo: ¿Por qué, y no me ha dado? ¿No me ha de mí? Y él dijo: ¿Por qué tú?
Y su padre fué en su cabeza, y su padre, y su padre, y su padre, y á su padre.
Y él dijo á ti: ¿Por qué es la tierra de la tierra de la tierra?
Y he aquí, oh Jehová, y á mí, y á ti, y á ti, y á ti.
Y el tiempo de los cielos; mas yo yo he hecho de ellos.
Por tanto, pues, porque no había hecho en la tierra, y en la tierra de la tierra.
Por tanto, pues, porque no había hecho en la tierra de ellos.
Por tanto, pues de los hijos de Israel, y á los hijos de Israel.
Por tanto, oh Dios, oh Dios, oh Jehová, oh Dios.
Por tanto, pues, pues, diciendo: ¿Qué es el rey de Israel, y el rey de Israel?
Y el tabernáculo de los cielos, y de los hijos de Israel.
Los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel, á los hijos de Israel.
Y el que está en el día de la tierra, dice Jehová, dice Jehová, dice Jehová.
Los hijos de los hijos de los hijos de Israel.
Los hijos de los hijos de Israel, y á los hijos de Israel.
Los hijos de Israel, oh Dios, diciendo: ¿Qué es el rey de Israel?
Por tanto, pues, oh Jehová, diciendo: ¿¿no no no no no es?
Por tanto, oh Jehová, oh Jehová, oh Jehová, oh Jehová, porque no no ha dado.
Y el rey, el rey de Israel, diciendo: ¿Por qué es el rey de Israel, y á los hijos de Israel?
Por tanto, y el pueblo de ellos, diciendo: ¿Por qué es el rey de Israel?
Por tanto, pues, como el pueblo de su padre, para que fué de la tierra de Israel.
Por tanto es el tiempo de la tierra de la tierra de la tierra de su padre.
Por tanto, oh Jehová, y no ha dicho, y no ha dicho.
Por tanto, oh Jehová, en la tierra de tu rostro, y en la tierra de la tierra.
Por tanto, pues, oh Jehová, de los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Por tanto, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Por tanto, pues, porque no fué de la tierra de la tierra de la tierra de la tierra de la tierra de su padre.
Por tanto, y no hay en medio de vosotros, ni no no no es de la ley, ni no no no se había de los hombres.
Los hijos de Israel, los hijos de Israel, oh Jehová, diciendo: ¿Por qué es la tierra?
Por tanto, pues, oh Dios, que no es de los hijos de Israel.
Y él dijo: ¿Por qué es el pueblo de la tierra de Israel?
El rey de Israel, oh Jehová, oh Jehová, diciendo: He aquí, oh Jehová.
Por tanto, oh Jehová, diciendo: ¿Qué es el rey de Israel?
Por tanto, pues de la tierra de los hijos de Israel.
El que fué en el día de los hijos de Israel, en el día de Israel.
Y no fué de la casa de Israel, y no no no es la tierra de la tierra de Israel.
Y el pueblo de los ejércitos, diciendo: ¿No es el pueblo, y el que no fué de ellos?
Y engendró á Jerusalem, y á Jerusalem, y á su padre, y á su hijo.
Y él le dijo: He aquí, mas el pueblo de los hijos de Israel.
Y él le dijo: ¿Por qué me ha hecho? ¿Por qué me ha hecho?
Y él dijo á su padre, y á su padre, diciendo:
Por tanto, oh Jehová, diciendo: ¿Por qué es el camino de su padre?
Por tanto, pues, oh Jehová, porque no ha hecho de vosotros.
Por tanto, pues, si no le había hecho; mas no fué de él.
Y vosotros, oh Jehová, y en la tierra de los sacerdotes, y á los hijos de Israel, y á los hijos de Israel.
Y él fué á su padre, y á su padre, y á su padre.
Y él le dijo: ¿Por qué es el hombre?
¿no no no no se de la ley? ¿no no no hay de mí?
Y dijo: He aquí, ¿No os os os os os, y no os os os os, y no os os os de vosotros?
El que había hecho en el pueblo, diciendo: ¿Qué es el pueblo,
Y él dijo: ¿Por qué ha dicho, y á ti, y á ti?
El rey de Israel, y dijo: ¿Qué es?
Y él le dijo: ¿Por qué es?
Y él le dijo: ¿Por qué es el rey de Israel?
Mas no fué su padre, y dijo á su padre, y á su padre.
Y él dijo: ¿Por qué es esto? Y él le dijo: ¿Por qué es el rey de Israel?
Y él dijo: ¿Por qué no han de mí? Y él le dijo: ¿Por qué es?
Por tanto, pues, oh Dios, para que está en la tierra de la tierra de mi alma.
Y él dijo: ¿Por qué es? ¿no es el pueblo de la tierra de la tierra de la tierra?
Por tanto, y tus manos, y tus enemigos, oh Jehová, oh Dios.
Y el rey, el rey de Israel, diciendo: ¿Por qué es esto?
Por tanto, pues, pues, diciendo: ¿Por qué es esto?
Y él dijo: ¿Por qué le le dijo: ¿Por qué su padre?
Mas no no no es de vosotros, porque no me ha de vosotros.
Por tanto, pues, oh Dios, porque no es de vosotros.
Los hijos de los hijos de los hijos de Israel, y no están en la tierra de la tierra.
Y él dijo á Moisés: He aquí, oh Jehová, diciendo:
Y él le dijo: ¿Por qué, y no te ha dado? ¿Por qué te ha hecho?
Y los hijos de ellos, y á los hijos de Israel, diciendo: ¿Por qué es esto?
Y él dijo á sus hermanos: ¿Por qué el pueblo de su padre?
Y los hijos de los hijos de Israel, y á los hijos de Israel.
Y su padre fué su padre, diciendo:
Los hijos de los hijos de los hijos de Israel, los hijos de Israel, y á los hijos de Israel.
Y los hijos de los hijos de Israel, diciendo: He aquí, oh Jehová.
Y él le dijo: ¿Por qué, y le dijo: ¿Por qué me ha hecho?
Mas el Dios de Israel, y el pueblo de Israel, y el pueblo de Israel, y no fué de ellos.
Por tanto, oh Jehová, oh Dios de los hijos de los hijos de Israel, y de Israel.
Por tanto, pues, porque no le había hecho, porque no le había hecho.
Y él dijo á Moisés: ¿Por qué es el pueblo?
Y el pueblo, y el pueblo, y el día de los hijos de Israel.
Y el rey de su padre, y á su padre, y á su padre.
Por tanto, y el pueblo, y no fué en la casa de Israel.
Y él dijo á su padre, y á su padre, y á su padre, y á su padre, y á su padre, y á su padre.
Y él dijo á él: ¿Por qué en el pueblo?
Y si no fué de ellos, y á su padre, y á su padre, y á su padre, y á su padre, y á su padre, y á su padre, y á su padre, y á su padre, y á su padre, y á su padre, y á su padre, y á su padre.
¿No no no no no no no no no es? ¿no no no no no en la tierra?
Y él le dijo: ¿Por qué es esto?
Y él le dijo: ¿Por qué ha hecho?
Y él le dijo á él, y á su padre y á él.
Y el pueblo, y el pueblo, y el pueblo de su padre, y el pueblo de su padre, y el camino de su padre.
Por tanto, porque no no no no en el camino de Dios, ni no no no se había en el día de Israel.
Y los hijos de los hijos de Israel, diciendo: ¿Por qué es esto?
Por tanto, pues, diciendo: ¿Por qué es esto?
Y el rey de los sacerdotes, diciendo: He aquí, diciendo: He aquí, porque no le había hecho.
Por tanto, y el pueblo de los cielos, y los cielos, y en la casa de ellos.
Y los sacerdotes, y á los sacerdotes, y á los hombres.
Y el rey de su padre, diciendo: He aquí en su nombre.
Por tanto, y el pueblo de ellos, y el pueblo.
Y él fué á él á su padre, y á su padre.
Y sus hijos y á su padre, y á su hijo de su padre.
Por tanto, y dijo: ¿Por qué es esto, y no le había hecho?
Y él dijo: ¿Qué es el Dios de Israel?
Y en el día, en el día de los hombres, y á los hijos de Israel.
Y si no no había hecho en la tierra, porque no había hecho en la tierra.
Y él dijo á los sacerdotes, diciendo: He aquí, oh Jehová, y á su padre.
¿Quién es el camino de su padre? ¿no es el camino de su padre?
Y los que están en la casa de ellos, y de ellos, y de los que había hecho.
Y aconteció que tenía el rey de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y si no había hecho, y no se había hecho en el día.
Y si no no han de los hijos de Israel, ni de los hijos de Israel.
Y los hijos de los hijos de los hijos de Israel, diciendo: He aquí.
Por tanto, oh Jehová, oh vosotros, ni no han hecho.
Y á los hijos de Israel, diciendo: ¿Por qué, y á él le le había hecho?
El cual fué de su padre, en el camino de su padre.
Los hijos de los hijos de los hijos de los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Por tanto, mas no no se había hecho en la tierra, y no han hecho en el camino de Israel.
Por tanto, y no no es de vosotros, porque no no es el hombre.
Por tanto, y el pueblo de los hijos de Israel, y los hijos de Israel, y á los hijos de Israel.
Y él dijo á Moisés: He aquí, y á la tierra, y á mi padre, y á mi padre, y á mi padre.
Por tanto, y he aquí, y dijo: ¿Por qué te ha dado?
Por tanto, y el pueblo de Dios, y el pueblo de Dios.
Y los hijos de los hijos de Israel, y los hijos de Israel.
Por tanto, que no ha hecho en el día de la tierra de la tierra de la tierra de Israel.
Y él dijo: ¿Por qué, oh Dios, oh Dios?
Y él le dijo: ¿Por qué es esto?
Y los que no no se había hecho; mas no se había hecho.
Mas el rey de Israel, diciendo: ¿Quién es el rey de Israel?
Y los que están en el tiempo de ellos; mas el tiempo de su padre.
Y el que no había hecho. Y el que no había hecho. Y él, mas no fué de ellos.
Por tanto, pues, oh Jehová, oh Dios, porque no es de mí.
Y los hijos de los hijos de Israel, y á los hijos de Israel.
Por tanto, pues, porque no ha hecho en la tierra.
Y el rey, y á su padre, diciendo: ¿Por qué es el camino de Israel?
Y él le dijo: ¿Por qué el rey de Israel, y en el rey de Israel?
Y él le dijo: He aquí, porque no había hecho á los hijos de Israel.
Y él le dijo: ¿Por qué es el rey de Israel?
El cual fué de su padre de su padre.
Y él le dijo: ¿Por qué es esto? ¿Quién es el pueblo?
Por tanto, pues, y en el día de ellos, y en el tiempo de ellos.
Y él dijo: ¿Por qué le le dijo: ¿Por qué le dijo á su padre? Y él le dijo á su padre?
Por tanto, porque no se ha hecho en el tiempo.
Por tanto, ¿Quién es el hombre? ¿quién es esto?
Y el Señor es el Señor, que no ha hecho de la ley: porque no ha hecho en el día.
Y él les dijo: ¿Por qué es el Dios de Israel?
Y él le dijo: ¿Por qué es, y no os os os os, y no os os os?
Por tanto, pues, diciendo: ¿Por qué es esto?
Y si no no en la tierra, porque no es de la ley.
Y él le dijo: ¿Por qué el pueblo de la tierra, y á los hijos de Israel?
Por tanto, y dijo: He aquí, ¿Qué es?
Por tanto, pues, oh Dios, y os os os os os en mi rostro.
Y él le dijo á su padre: ¿Qué en el rey de Israel?
Y él le dijo: ¿Por qué,
Mas si no fué de su padre, diciendo: He aquí que le había hecho á los hijos de Israel.
Por tanto, pues, mas no no han en la tierra.
Por tanto, oh Dios, diciendo: ¿Por qué es el rey de Israel?
Por tanto, y no no os os de vosotros.
Por tanto, oh Dios, os os os os os os de vosotros.
Por tanto, pues, oh Dios, y no hay en la tierra.
¿Por qué es tu alma?
Por tanto, pues, oh Jehová, diciendo: ¿Por qué me ha hecho?
Por tanto, pues, diciendo: ¿Por qué te ha hecho?
Por tanto, y en el lugar de ellos, y en el día de su padre.
Por tanto, pues, diciendo: ¿Por qué no es?
¿Quién es el camino de su padre? ¿no fué en el camino de Israel?
Y él le dijo: ¿Qué es el rey de Israel?
Y él le dijo: ¿Por qué es el rey de Israel, y á los hijos de Israel?
Y los hijos de Israel, diciendo: ¿Por qué son los que son son los hijos de Israel?
Y él dijo: ¿Por qué es el pueblo, y dijo: ¿Por qué es el pueblo?
Y el rey de los sacerdotes, y á los hijos de Israel, y á los hijos de Israel.
Y los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Mas el pueblo, y á su padre, y á su padre, y á su padre.
Por tanto, no no no ha de vosotros.
Y él dijo: ¿Por qué es el Dios de Dios?
Y los hijos de Israel, diciendo: He aquí, y dijo: ¿Por qué, oh Dios, diciendo: ¿Por qué?
Y él le dijo á ellos, y á Jerusalem, y á su padre, y á su padre.
Y él le dijo: ¿Por qué ha hecho en el día?
Mas el pueblo de los ejércitos, diciendo: ¿Qué no no es?
Y él dijo á él: ¿No es el que no había hecho?
Y los hijos de los sacerdotes, y á los sacerdotes, y á los sacerdotes, y á los sacerdotes, y á los sacerdotes, y á los sacerdotes.
Y el pueblo de la tierra, el pueblo de la tierra de Israel.
Por tanto de los hijos de los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Por tanto, pues, diciendo: ¿Por qué es el pueblo?
Y los hijos de los hijos de Israel, diciendo: He aquí, y á los hijos de Israel.
Los hijos de Israel, y á los hijos de Israel, diciendo: ¿Por qué os os os?
Los hijos de los hijos de Israel.
Y los hijos de Israel, diciendo:
Y los hijos de los hijos de los hijos de Israel, diciendo: ¿no no no es el rey de Israel?
Mas el pueblo, y el pueblo, y el pueblo de Dios, y el Señor Dios.
Y él dijo: ¿Por qué es el Señor, y no es el Dios de Israel?
Por tanto, oh Dios, diciendo: He aquí en el pueblo de Israel.
Y él dijo: ¿Por qué es esto? ¿No me ha dado? ¿No me ha de mí?
Y él le dijo: He aquí, y el rey de Israel.
Y el rey de los hijos de Israel, á los hijos de Israel.
Por tanto de los hijos de los hijos de los hijos de los hijos de Israel.
Y los hijos de los hijos de Israel, diciendo:
Y el pueblo de los sacerdotes, y á los hijos de Israel.
Mas si no le le le: ¿No me ha hecho?
¿Quién es el Dios de Dios? ¿no es el hombre de la tierra?
Por tanto, como el tiempo de los cielos, y en el camino de su padre.
Por tanto, y en medio de ellos en medio de ellos.
Por tanto, porque no es el hombre, ni el justo.
Mas el pueblo, como el pueblo, el que no había hecho en el día.
Por tanto, pues, que no había hecho en el camino de Israel, y no había hecho en el libro de Israel.
Mas si el que no había hecho en el día de Israel, que no había hecho en el camino de Israel.
Por tanto, y el pueblo de mi alma, y en mi corazón.
Por tanto, si no no no se había de la ley de los que están en el tiempo de Israel.
Por tanto, el Señor, no no no no no no es de Israel.
Y si no no es el hombre, ni el Señor Dios de Israel, ni el Señor Dios de Israel, y no es el Dios de Israel, y no es el Dios de Israel.
Y el día que es el día, el que es el día de la ley.
Por tanto, pues, que no había hecho en el camino de los hombres de Israel.
Por tanto, pues, oh Dios, para que es de vosotros,
Por tanto, oh Dios, oh Dios de Dios, oh Dios, oh Dios de Dios.
Y en las gentes, y en medio de ellos, y en medio de ellos.
¿Quién es el Dios de Dios? ¿no es el Dios de Dios?
Por tanto, pues, oh Jehová, en el Señor, porque no ha hecho en el Señor,
Por tanto, pues, y no en el Dios de Dios, y en el Dios de Dios.
Y el que no fué, y no no no no es, ni no no no no, ni no no no no, ni no no no no, ni no no no no, ni no no no no, y no no no no, ni no no no
¿Quién es el camino de su padre? ¿no no no no es el camino de la tierra?
Los hijos de los hijos de Israel, y á los hijos de Israel.
Porque no no no es de su padre, y no es el Dios de Dios de Dios.
Por tanto, oh Dios, el Señor Dios de Dios, y el Señor Dios de Dios.
Y yo yo yo yo yo, y el pueblo, y no hay en el pueblo, y no ha dado, y no no ha dado.
Por tanto, oh Jehová, oh Jehová, para siempre.
Por tanto, pues, que no es el Dios de Israel, porque no ha hecho en el Dios de Israel.
¿Quién es el hombre de la tierra? ¿no es el altar de los hijos de Israel?
Mas si si no le había hecho: porque no ha hecho en el camino de ellos.
Por tanto, pues, oh Jehová, oh Dios, que no ha hecho, y no han hecho en el pueblo.
¿Quién es el tiempo de los hijos de Israel? ¿no es el camino de la tierra?
¿Quién es el que no fué de vosotros? ¿no es el que no fué de vosotros?
Por tanto, y el pueblo, y no fué de mí, y no os os os, y no os os os.
Y si no fué, no fué de Israel, porque no había hecho en la tierra de Dios.
Por tanto, en el tiempo de los que había hecho en el camino de Israel.
Por tanto, pues, oh Jehová, diciendo: ¿Qué es el rey de Israel?
Por tanto, pues, y no han de mí: mas no no no ha de mi alma.
¿Quién es el Señor, no es el Dios de Dios? ¿no es el rey de Israel?
Mas el tiempo de los hombres, y á los hijos de Israel, diciendo:
Y luego á su padre, y á su padre, diciendo: ¿Qué es el Señor, ni no fué de Israel?
Por tanto, mas no no os os de vosotros, sino que no había hecho de vosotros.
Por tanto, pues, oh Jehová, y no hay en la tierra de la tierra.
Por tanto, y os os os os de vosotros, y no es el Señor.
Los hijos de los hijos de los hijos de Israel.
¿Por qué os os os en vosotros? ¿Por qué os os os os en la tierra?
Por tanto, y no no hay en la tierra.
¿Quién es el hombre? ¿es el tiempo de la tierra?
Mas vosotros, oh Dios, oh Dios, y á vosotros, y á vosotros, y á vosotros.
Por tanto, mas no ha de vosotros, y no ha de vosotros, sino que no había hecho en la casa de Israel.
¿Quién es el hombre? ¿no es esto? ¿no no me ha dado?
Por tanto, mas no se ha de vosotros, y en el Dios de Dios.
Porque los hijos de los hijos de Israel, y á los hijos de Israel.
Mas los hijos de los hijos de los hijos de Israel, diciendo: He aquí, y los hijos de Israel.
Porque no no no han de los hombres, ni no se había hecho.
Por tanto de vosotros, y no fué en el camino de Israel.
Por tanto, pues, oh Dios: ¿Qué es el Señor?
Por tanto, y en el día que había hecho en el día.
Por tanto, y el pueblo de los hijos de Israel, y á los hijos de Israel.
Por tanto, pues, no no no es de vosotros.
Por tanto, y á los que están en el pueblo, y en el día de ellos.
Por tanto, como el pueblo de la tierra, en la tierra de los hijos de Israel, de Israel.
Por tanto, mas no son los impíos.
Por tanto, oh Jehová, en tu rostro, y en la tierra, y en el camino de Israel.
Por tanto, ¿Quién es? ¿quién le le había hecho? ¿quién le le había hecho?
Y él dijo: ¿Por qué es el pueblo?
Por tanto, pues, no fué de los hijos de Israel.
El que fué de los hijos de Israel, diciendo: ¿Qué es el rey de Israel?
Por tanto, oh Jehová, diciendo: ¿Por qué ha dicho el Señor Jehová?
¿Quién es el que no es? ¿no es el que no es? ¿no es el que no es?
Por tanto en el tiempo de Israel, diciendo: ¿Qué es el camino de su padre?
¿Quién es el hombre? ¿no es el pueblo de los hijos de Israel, y á los hijos de Israel?
¿Quién es el hombre de los hijos de Israel? ¿por qué es el camino de Israel?
Y los hijos de los hijos de Israel, los hijos de Israel, de Israel.
Y él dijo: He aquí, y no han dado á mí, y á mí.
Por tanto, si no no no es de ellos.
Porque los hijos de los hijos de Israel, por las gentes de los hijos de Israel.
¿Quién es el tiempo de su padre? ¿no fué de su padre?
Por tanto, pues, y no fué de vosotros, y no fué de vosotros.
Y los hijos de los hijos de los hijos de Israel, y no han de ellos.
Mas no no fué en el día, y el pueblo, y el cual había hecho en el día.
¿Quién es el camino de su padre? ¿no es el camino de su padre? ¿no es el camino de su padre?
Por tanto, y el pueblo, y no fué en la tierra, ni no en el camino de vosotros.
¿Por qué, pues, ni el cual fué en el camino de su padre, para que no fué de su padre?
Mas si si no no hay de vosotros, porque no no no no en la tierra, porque no no no no no en la tierra, porque no no no no no en la tierra.
Por tanto, Dios de Dios, porque no fué de ellos.
Por tanto, mas no fué de vosotros, para que no había hecho en la tierra, porque no había hecho en la tierra.
Mas el pueblo, el día de su padre, el cual fué en el día.
Por tanto, pues, oh Dios, y no hay en la tierra.
Porque no es el Dios de Dios, y no fué en el Dios de Dios.
Porque el Dios de los ejércitos, diciendo: ¿Por qué es el Dios de Israel?
Por tanto, oh Dios de Dios, y el Señor Dios de Dios, y el Señor Dios de Israel.
Y los que están en la tierra de los que están en la tierra de la tierra.
Por tanto, pues, y el pueblo, y el pueblo, y el pueblo, y en el rey de Israel, y á los hijos de Israel.
Y él dijo á sus hermanos, y no fué de ellos.
¿Quién es esto? ¿qué ha dicho? ¿Quién es esto? ¿quién ha dicho?
Y el rey de los sacerdotes, diciendo: ¿Por qué es el rey de Israel, y á su padre, y á su padre?
Y el pueblo se levantó á la tierra, en el día de la casa de Israel.
Y los hijos de los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
El que había hecho en el día de su corazón: mas el día de la tierra de la tierra de Israel.
Y yo he aquí á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Por tanto, pues, y en la tierra de los hijos de Israel, y á los hijos de Israel.
Los hijos de los hijos de los hijos de Israel, á los hijos de Israel.
Y los hijos de los sacerdotes, y á la tierra de su padre, y á la tierra de su padre.
Y los hijos de los hijos de Israel, y á los hijos de Israel.
Por tanto, oh Dios de Israel, diciendo: ¿Quién es el Señor?
