¿Por qué es la casa de Dios? ¿Por qué es la tierra de Dios.
Y él le dijo: ¿Por qué es el pueblo, y le dijo: ¿Por qué es el pueblo?
Por tanto, y los que están en la tierra de Dios, y no hay en la tierra.
Y dijo: ¿Por Por qué te ha de tus manos, y tus manos de tus manos?
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y él le dijo: ¿Por qué es la tierra de Egipto, y de la tierra?
Y los hijos de los hijos de Israel, y sus manos, y sus manos.
Y yo yo yo yo yo mi corazón, y de la tierra de tu rostro, y de la tierra de Egipto.
Y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y le dijo: ¿Por qué es la tierra, y los que están en la tierra?
Y tus manos y tus manos, y tus manos, y tus manos, y tus manos, y tus manos.
Y en la tierra de Egipto, y en la tierra de Egipto, y en la tierra de Egipto.
Mas los hijos de los hijos de Israel, y á los hijos de Israel.
Y dijo á Jehová: ¿Por qué es la tierra de Egipto, y tus manos?
Y los hijos de Israel, y á su hijo, y á su hijo, y á su hijo.
Y dijo á Jehová: ¿Por qué ha hecho en la casa de Jehová?
El que se fué en el día de la tierra.
Y él dijo: ¿Por qué te ha de ti? Y él dijo: ¿Por qué te ha de ti?
Y los hijos de los sacerdotes y de ellos, y á los hijos de Israel.
Y á los hijos de Israel, diciendo: ¿Por qué es el rey de Israel?
Y el rey de su padre, y á su hijo, y á su hijo.
Y dijo: ¿Por qué me ha de mí?
Y engendró á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos.
Y le dijo: ¿Por qué es la ley, y la ley, y la ley.
Y le dijo: ¿Por qué te ha de ti?
Y él le dijo: ¿Qué es su rostro?
Y los hijos de su padre, y á su hijo, y á su hijo, y á su hijo.
Y le dijo: ¿Por qué me ha de ti?
Y los hijos de los hijos de Israel, hijo de Israel, hijo de Israel.
Y los hijos de los sacerdotes y de sus manos, y sus manos, y sus manos.
Por tanto, oh Jehová, y á ti, y á ti, y á tus hermanos, y á tus hermanos, y á tus hermanos, y á tus hermanos.
Y él le dijo: ¿Qué es el nombre de Dios de Dios?
¿Por qué es la tierra de Israel?
Y los Judíos, y los que están en las gentes, y en las gentes, y en las gentes, y los que están en las gentes.
Y los hijos de Israel le dijo: ¿Qué es el pueblo, y á Dios de Dios, y á los hijos de Israel.
Los hijos de Israel, hijo de Israel, hijo de Israel, hijo de Israel.
Y los hijos de los hijos de Israel, los hijos de Israel, diciendo:
Y él le dijo: ¿Por qué es su rostro, y no se comará á su rostro?
Y él le dijo: ¿Por qué es el pueblo, para que se fué en la tierra?
Y él le dijo: ¿Por qué es la tierra de Egipto, y en la casa de Jehová?
Y los hijos de los sacerdotes, y de los que estaban en la casa de ellos.
Y en la tierra de Egipto, y en las ciudades de las gentes, y en las ciudades de las gentes.
Y los hijos de su padre, diciendo: ¿Por qué le dijo á su padre?
Y él le dijo: ¿Por qué es la tierra?
Y él le dijo: ¿Por qué es su cabeza, y sus manos y sus manos?
Y él le dijo: ¿Qué es?
Los hijos de los hijos de Israel, y de los hijos de Israel.
Y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel en la tierra de Egipto, y sus manos, y sus manos.
Y él le dijo: ¿Por qué es su rostro, y no le le le dijo: ¿Qué es su rostro?
Y el que fué en el día, y en el día de la tierra.
Y los hijos de Israel, y dijo: ¿Por qué es el pueblo?
Y él le dijo: ¿Por qué es el pueblo, y le dijo: ¿Qué es el hombre?
Y los hijos de Israel, y dijo: ¿Por qué es la casa de Israel?
Y Jehová dijo á Moisés: ¿Por qué es en la tierra de Egipto?
Por tanto, pues, y los que están en la tierra de Egipto, y los que están en la casa de ellos.
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Jehová, diciendo: ¡Ay de Jehová.
Y los hijos de Israel, y dijo á Jehová, y á Jehová, y á Jehová.
Por tanto, y los que están en la tierra, y no hay.
El que no se enenenyó de su casa, y no se enenenenen el tiempo de Israel.
Y los que están en la tierra de Jehová, y el que está en la tierra de Jehová.
Y le dijo: ¿Por qué es el hombre, y no le le le le le.
Y Jehová dijo á Moisés: ¿Por qué es á Jehová, y á Moisés, y á Jehová.
Y los hijos de Israel, y á Jehová, y á sus hermanos, y á Jehová.
Y los hijos de Israel le dijo: ¿Por qué es la tierra de Egipto?
Y él le dijo: ¿Por qué es el pueblo, y el pueblo.
Por tanto, pues, pues, y en el tiempo de Jehová, y el que está en la tierra.
Y los hijos de los hijos de Israel, y á los hijos de Israel.
Y le dijo: ¿Por qué me ha de vosotros?
Y le dijo: ¿Por qué es la tierra, y no hay el hombre?
Y él le dijo: ¿Por qué es su alma?
Y los hijos de los hijos de Israel, y en la tierra de Egipto.
Y los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y los hijos de los hijos de Israel, y á sus hijos, y á sus hijos.
Y le dijo: ¿Por qué te han de la casa de la casa de ellos?
¿Por qué has hecho en la tierra? ¿Por qué has hecho en la tierra?
Y en el tiempo de la mar, y en la tierra de Egipto, y sus manos.
Y los hijos de su padre, y á su padre, y á su padre.
Y no se enenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenen
Y los hijos de sus manos, y de sus manos y de sus manos.
Y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y le dijo: ¿Por qué te ha de mi alma? Y él le dijo: ¿Por qué ha de mí?
Y le dijo: ¿Por qué te ha de mí?
Por tanto, y tus manos, y tus manos, y tus manos, y tus manos.
Los hijos de Israel, y los hijos de Israel.
Y el rey de los que había hecho en el día de la tierra de Egipto.
Y los hijos de sus ejidos, y sus ejidos, y sus ejidos, y sus ejidos.
Y el rey de los sacerdotes, y los que se había hecho en el día de la tierra.
Y los hijos de Israel fué de Israel, y de los hijos de Israel.
El pueblo, y sus manos, y sus manos, y sus manos.
Y en el día de Jehová, en el día de Jehová, y en la tierra de Jehová.
Y el día de su padre, y su padre, y sus manos, y sus manos, y sus manos.
Y él le dijo: ¿Qué es su nombre.
Y los hijos de sus manos, y sus manos, y sus manos, y sus manos.
Y Jehová dijo á Moisés: ¿Por qué es á Jehová, y á Moisés, y á Jehová.
¿Por qué es la tierra? ¿quién es el hombre?
Y el día de los hijos de Israel, y los hijos de su padre.
Y el rey de su padre, y á su padre, y á su hijo de su padre.
Y los hijos de los hijos de Israel, y á sus hijos, y á sus hijos.
¿Por qué es la ley, y los que están en la tierra?
Y el que se fué en la tierra, y no hay en la tierra.
Y el que le había hecho: ¿Qué es el hombre, y el que es el hombre?
¿Por qué es el hombre? ¿Por qué es de la tierra de Egipto?
Y el que se fué de su padre, y su padre, y su cabeza.
Y él le dijo: ¿Por qué es el pueblo, y el pueblo de la tierra?
Y el día de los que están en la tierra, y la tierra de Egipto.
Y el rey de Jehová, y su padre, y sus manos, y á Jehová.
Porque los que están en la tierra de Egipto, y en la tierra de Israel.
¿Por qué es el hombre? ¿quién es el hombre.
¿Por qué has de tus manos, y de tus manos, y de tus manos?
Y no se enenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenen
Por tanto, pues, y sus manos, y sus manos, y sus manos.
Y el día de su rostro, y el que se fué de su rostro.
Y los hijos de Jehová, y sus manos, y sus manos, y sus manos.
El que hizo en la tierra de Egipto, y el día de la tierra de Jehová.
¿Por qué es en la tierra de Egipto?
Y él dijo á su hijo, y á su hijo, y á su hijo, y á su hijo.
Por tanto, he aquí, y los que están en la tierra.
Los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y el pueblo de la tierra de la tierra de Egipto, y de la tierra de Egipto.
Los hijos de Israel, los hijos de Israel, y los hijos de Israel.
Los hijos de Israel fué de Israel.
Los hijos de Israel, los hijos de Israel, y de los hijos de Israel.
Los hijos de los hijos de Israel, y los hijos de los hijos de Israel.
Y los hijos de los sacerdotes, y sobre ellos, y sobre ellos, y sobre ellos.
Y los hijos de Israel, y los hijos de Israel, y de los hijos de Israel.
Y en el día de la tierra de Egipto, y en la tierra de Egipto.
Y el día de la tierra de Jehová, y sus manos, y sus manos, y sus manos.
Los hijos de los hijos de los hijos de Israel, de los hijos de Israel.
Los hijos de los hijos de los hijos de los hijos de Israel.
Los hijos de los hijos de los hijos de los hijos de Israel.
Y los hijos de Jehová, y los Filisteos, y en las ciudades de ellos.
Por tanto, y tus manos, y tus manos, y las casas de los hijos de Israel.
Y él le dijo: ¿Por qué te ha de ti?
Y los hijos de los hijos de Israel, y los hijos de Israel, y en las ciudades de los hijos de Israel.
Los hijos de Israel, hijo de Israel, hijo de Israel.
Y el Señor Jehová le dijo: ¿Por qué es la tierra de Egipto?
Y en las ciudades de las gentes, y en las ciudades de las gentes.
Por tanto, los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Jehová, y en los ejércitos, y los hijos de Israel.
Los hijos de Israel, y los hijos de Israel.
Y los que están en la tierra de Egipto, y no hay en la tierra de Egipto.
Y los hijos de Israel, y de los hijos de Israel, y los hijos de Israel.
Y él le dijo: ¿Por qué es la ley de los que están en la tierra?
Y los hijos de Israel, y en las ciudades de las gentes, y en las ciudades de las gentes.
¿Por Por qué me ha de mí? ¿Por qué me ha de mí?
Y él le dijo: ¿Por qué es en la tierra de Egipto, en la tierra de Egipto?
Y él le dijo: ¿Por qué le dijo: ¿Por qué es?
Y los hijos de su padre, y á su hijo, y á su hijo.
Los hijos de los hijos de Israel, y de los hijos de los hijos de Israel.
Los hijos de los hijos de los hijos de Israel, los hijos de Israel.
Y los hijos de los hijos de Israel, y los hijos de Israel, y á sus hijos.
Y los hijos de los hijos de Israel, y los hijos de Israel, y sus manos.
Y los hijos de los hijos de Israel, y de los hijos de Israel.
Y él le dijo á su hijo, y á su hijo, y á su hijo.
Y el que no se fué de él, y no se se se enenenenenenenenenenenenenenenenenenenenenenenen
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
¿Por qué os os os de vosotros? ¿Por qué os ha de vosotros?
Y los hijos de los hijos de Israel, y los hijos de Israel, y en las ciudades de los hijos de Israel.
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y Jehová dijo á Moisés: ¿Por qué es á Jehová, y á Moisés, y á Jehová.
Y él le dijo: ¿Por qué es esto?
Y los hijos de Israel, y de los hijos de Israel, y los hijos de Israel.
¿Por qué os os os de vosotros? ¿Por qué os ha de vosotros?
Y los hijos de Jehová, y en las ciudades de los hijos de Israel.
Y los que están en las gentes, y las ciudades de los que están en las gentes.
Y los que están en la tierra, y la cual es la ley, y los que están en la tierra.
Por tanto, y tus manos, y tus manos, y tus manos, y tus manos.
¿Por qué tú tú tú? ¿quién te te ha de ti?
Por tanto, pues, y no no hay en la tierra.
Por tanto, y no hay en la tierra de Dios, y no hay en la tierra.
Por tanto, oh Jehová, oh Jehová, y tus manos, y tus manos.
Y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Por tanto, y tus manos, y tus manos, y tus manos, y tus manos, y tus manos.
Y los hijos de Jehová, y los ejércitos, y de vosotros, y de vosotros.
Y él le dijo: ¿Por qué te ha de ti?
Los hijos de los hijos de Israel, y de los hijos de Israel.
¿Por qué has hecho en la tierra? ¿Por qué has hecho en la tierra?
Por tanto, oh Jehová, y tus manos, y tus manos, y tus manos.
Por tanto, he aquí que yo he aquí, y yo he aquí en mi corazón, y tus manos, y tus manos.
Y él le dijo: ¿Por qué es esto?
Y los hijos de Israel, y dijo: He aquí, y los que le había hecho.
¿Por qué es la tierra? ¿Por qué es la tierra de Israel?
Y le dijo: ¿Por qué te has hecho?
Y los hijos de su padre, y á sus hermanos, y á sus hermanos.
Por tanto, y tus manos, y tus manos, y tus manos, y tus manos.
Y dijo á Jehová: ¿Por qué te te ha de la tierra de Egipto?
¿Por qué te has de tu rostro? ¿y tus manos, y tus manos, y tus manos?
Por tanto, y los que están en la tierra de Jehová, y en la tierra de Egipto, y en la tierra de Jehová.
Y el pueblo de su padre, y no se enenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenen
Y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
¿Quién es el que es su alma? ¿quién es el hombre.
¿Por Por qué me ha de mi alma?
Y él le dijo: ¿Por qué es el pueblo de su padre, y su padre?
Y los hijos de Israel, diciendo: ¿Por qué es el rey de Israel?
Y los hijos de mi pueblo, y de mi pueblo, y á mi pueblo, y á mi pueblo.
Los hijos de Israel, los hijos de Israel, y de los hijos de Israel.
Y él le dijo: ¿Por qué se había hecho en las gentes, y en las ciudades de las gentes?
Y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y el día de la tierra de su padre, el cual había hecho en la tierra de Egipto.
Y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los que están en las gentes, y tus manos, y tus manos.
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel le dijo: ¿Por qué es el pueblo, y á Jehová.
Los hijos de Israel, hijo de Israel, hijo de Israel.
Los hijos de los hijos de Israel, y los hijos de los hijos de Israel.
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y engendró á los hijos de Israel, y los hijos de Israel, y sus hermanos, y á sus hermanos, y á sus hermanos.
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de los sacerdotes, y en las ciudades de las gentes, y en las ciudades de las gentes.
Y los hijos de los sacerdotes, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de los hijos de Israel, los hijos de Israel, y los hijos de Israel.
Los hijos de Israel, los hijos de Israel, y de los hijos de Israel.
Y él le dijo: ¿Qué es?
Y los hijos de los hijos de Israel, y á los hijos de Israel.
Y los hijos de Israel dijo: ¿Por qué te ha de tus siervos?
Los hijos de Israel, los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, diciendo: ¿Por qué se había hecho en la casa de Jehová?
Y los hijos de Israel, y de los hijos de Israel, y los hijos de Israel.
¿Por qué es la tierra de Israel? ¿quién es el pueblo de Israel?
Y los hijos de Israel le dijo: ¿Por qué ha de los hijos de Israel?
Y el día de la mar, y de la mar, y de la mar, y de la tierra de Egipto.
Y él le dijo: ¿Por qué es el Dios de Dios?
Y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel le dijo: ¿Por qué es el hombre de su padre?
Y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y he aquí que yo soy mi pueblo, y mi corazón, y mi corazón.
Y dijo á Jehová: ¿Por qué es mi alma?
Y le dijo: ¿Por qué me ha hecho? Y él dijo: ¿Por qué es la ley?
Y le dijo: ¿Por qué me has hecho? Y él dijo: ¿Por qué me ha de mí?
Y el rey de su padre, y á su padre, y á su padre.
Y los hijos de Israel fué de Israel.
Y él le dijo: ¿Por qué le dijo: ¿Por qué es su padre?
Y los hijos de Israel le dijo: ¿Por qué te ha de tus siervos?
Y los hijos de los hijos de los hijos de Israel, y los hijos de los hijos de Israel.
Y le dijo: ¿Por qué es tu rostro, y tus manos, y tus manos?
El que fué de la casa de su padre, y de sus manos, y sus manos.
Y los hijos de Israel, oh Jehová, á tu hijo de Israel, y tus manos.
Y él le dijo: ¿Por qué es el rey de Israel? Y él le dijo: ¿Por qué es el rey de Israel?
Y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y él dijo: ¿Por qué es su padre, y dijo: ¿Qué es el hombre? Y él dijo: ¿Qué es el hombre.
Y los hijos de Jehová, diciendo: He aquí en el día de su padre.
Y los hijos de Jehová, diciendo: ¿Por qué es el pueblo de Jehová?
Y los que están en la tierra, y no hay.
Y los hijos de Israel, y dijo: ¿Por qué me ha de mi pueblo?
Y él le dijo: ¿Por qué es el pueblo, y le dijo: ¿Por qué es el pueblo?
Y los hijos de Israel le dijo: ¿Por qué me ha dicho el Señor Jehová?
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo de Israel?
Por tanto, pues, que le había hecho en la casa de Jehová, y en la casa de Jehová.
Y le dijo: ¿Por qué es la ley de los hijos de Israel?
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y le dijo: ¿Qué es el pueblo de su padre, y á su padre, y á su padre.
Y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y él le dijo: ¿Por qué es el pueblo, y no le le le le ha hecho.
Y los hijos de Israel, y dijo: ¿Por qué te has hecho?
Y él le dijo: ¿Por qué te ha de mi pueblo, y de mi pueblo?
Por tanto, pues, pues, oh Dios de tu padre, y no te te ha de tu rostro.
Por tanto, y los que están en su corazón, y no se enenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenen
Y fué en el día, y en medio de sus manos, y en sus manos, y en sus manos.
Y los hijos de Israel le dijo: ¿Por qué te ha dicho el Señor Jehová?
Y él le dijo: ¿Por qué es esto?
Y le dijo: ¿Por qué le dijo: He aquí, yo yo yo yo he aquí?
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y él le dijo: ¿Por qué has hecho?
¿Por qué es el hombre? ¿quién es el hombre?
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel le dijo: He aquí, y en la tierra de Egipto.
Y los hijos de Israel, diciendo: He aquí, y tus siervos, y tus siervos.
Y los hijos de Dios, y los hijos de Israel, y los hijos de Israel.
Por tanto, y mi alma, y mi alma, y mi alma.
Y los hijos de Israel, y los hijos de Israel, y sus hermanos.
Y los hijos de Israel, y dijo: He aquí, y el pueblo.
Y los hijos de los hijos de Israel, y los hijos de Israel, y tus siervos.
Y le dijo: ¿Por qué le dijo: He aquí que yo yo he aquí en la tierra de Egipto.
Y él le dijo: ¿Por qué has hecho? Y él dijo: ¿Por qué te has hecho?
Y el rey de Israel dijo: ¿Por qué es la tierra de tu padre?
Y los hijos de Israel le dijo: ¿Por qué es la tierra de Egipto?
Y él le dijo: ¿Por qué me ha de mí?
Y los hijos de Israel le dijo: ¿Por qué es la tierra de Israel?
Y los hijos de Israel le dijo: ¿Por qué es la casa de Israel?
Por tanto, oh Jehová, y mi alma, y mi alma, y mi pueblo.
Y los hijos de Israel, y los hijos de Israel.
Y él le dijo: ¿Por qué es esto?
Y fué de la mar, y de la mar, y de la mar, y de la parte de la mar.
Mas si no le le le le le: porque no se enenenyó.
Y él le dijo: ¿Por qué es su cabeza, y su padre?
Y dijo Jehová: ¿Por qué te ha de ti? ¿Por qué te ha de ti?
Y él le dijo: ¿Por qué es tu rostro, y tus manos?
Y los hijos de Israel le dijo: ¿Qué es la tierra de su padre?
¿Por qué me ha dicho el Señor Jehová?
Y los que están en la tierra de tus manos, y tus manos, y tus manos.
Los hijos de Israel, hijo de Israel, hijo de Israel.
Por tanto, y tus manos, y tus manos, y tus manos, y tus manos.
Y los hijos de los hijos de Israel, y sus ejidos, y sus ejidos.
Y los hijos de los hijos de los hijos de Israel, y de los hijos de Israel.
Y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
¿Por qué te has de tu rostro? ¿quién te has de tu rostro?
Y tus manos, y tus manos, y sus manos, y sus manos.
Y le dijo: ¿Por qué me ha dicho el Señor Jehová: ¿Por qué me ha de mí?
Los hijos de los hijos de Israel, y de los hijos de Israel.
¿Por qué son las gentes? ¿quién es en las gentes? ¿Por qué son las gentes?
Y los hijos de Israel y de Israel, y dijo: He aquí, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y él le dijo: ¿Qué es su hijo, y sus manos, y sus manos?
Y los hijos de Israel, y de los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel fué de Israel, hijo de Israel, hijo de Israel.
Y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, diciendo: ¿Por qué es el rey de Israel?
Por tanto, y los Judíos, y los que estaban en la tierra, y los que estaban en la casa de ellos.
Y le dijo: ¿Por qué es el pueblo de Jehová, y á Jehová, y á Jehová.
Y los hijos de los sacerdotes, y en las ciudades de las ciudades, y en las ciudades de las gentes.
Y él le dijo: ¿Por qué me ha de mi alma?
Y los hijos de Israel le dijo: ¿Por qué te ha de tu padre?
Y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y le dijo: ¿Por qué le dijo: ¿Por qué le dijo: ¿Por qué le dijo: ¿Por qué le dijo: ¿Por qué le dijo: ¿Por qué le dijo: ¿Por qué le dijo: ¿Por qué le dijo: ¿Por qué
Y él le dijo: ¿Por qué te ha de la casa de ellos?
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y él le dijo: ¿Por qué es esto? Y él le dijo: ¿Por qué es el hombre.
Y él le dijo: ¿Por qué te ha de tus manos?
Y dijo á Jehová: ¿Por qué se había hecho en la tierra de Egipto?
Y el rey de Israel dijo: ¿Por qué es el pueblo, y el rey de Israel?
Y los hijos de Israel fué de Israel, y en el camino de Jehová, y en la casa de Jehová.
Y el rey de su padre, y á su hijo, y á su hijo.
Y los hijos de Israel le dijo: ¿Qué es el pueblo de Israel?
Y él le dijo: ¿Por qué es el pueblo de su padre, y el pueblo de su padre?
Y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, hijo de Israel, hijo de Israel, hijo de Israel.
Y los hijos de Israel le dijo: ¿Qué es la tierra de Israel?
Los hijos de Israel, hijo de Israel, hijo de Israel, hijo de Israel.
Y en las ciudades de Jehová, y en las ciudades de las gentes, y en las ciudades de las gentes.
Y los hijos de Israel, y sus hermanos, y sus hijos, y sus hijos.
¿Por qué es el rey de Israel? ¿Por qué ha dicho Jehová á Jehová?
Y dijo: ¿Por Por qué te ha de la casa de su padre?
Y los hijos de Jehová dijo á Moisés: ¿Qué es el pueblo de Jehová.
El que no se había hecho en los hijos de Israel, y en el día de los hijos de Israel.
¿Por qué en los hijos de Israel?
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, y sus hermanos, y sus hijos, y sus hijos, y sus hijos.
Los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y en las ciudades de sus manos, y en sus manos, y en sus manos.
Los hijos de Israel, hijo de Israel, hijo de su hijo, hijo de su hijo, hijo de su hijo, hijo de su hijo.
Y los hijos de su hijo, hijo de su hijo, hijo de su hijo, hijo de su hijo, hijo de su hijo, hijo de su hijo, hijo de su hijo.
Y los hijos de los hijos de Israel, y los hijos de Israel, y sus hijos.
Y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, diciendo: ¡Ay de los hijos de Israel.
Los hijos de Israel, hijo de Israel, hijo de Israel, hijo de Israel.
Los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, y de los hijos de Israel, y los hijos de Israel.
¿Por qué es la tierra? ¿quién es el hombre?
Porque Jehová es su Dios en la tierra, y en la tierra de Jehová.
Y los hijos de Israel, diciendo: ¿Por qué es en la tierra de Egipto?
Y los hijos de Israel, y de los hijos de Israel, y sus ejidos.
Y el rey de Israel le dijo: He aquí en el día de Israel.
Y los hijos de su padre, y á sus hermanos, y á sus hermanos.
Y los hijos de Israel fué hijo de Israel, y á su hijo, y á su hijo de su hijo.
Y en las ciudades de Jehová, y en las ciudades de las gentes, y en las ciudades de las gentes.
Los hijos de Israel, hijo de Israel, hijo de Israel.
Los hijos de Israel, y sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos.
Porque en las ciudades de Jehová, y en la tierra de Jehová, y en la tierra de Jehová.
Y los hijos de Israel, y de los hijos de Israel, y los hijos de Israel.
Y los hijos de los hijos de Israel, y á los hijos de Israel.
Y todo el pueblo de su pueblo, y todo el pueblo de su pueblo.
Y los hijos de mi padre, y á mi padre, y á mi padre.
Y los hijos de los hijos de Israel, y en las ciudades de los hijos de Israel.
Y le dijo: ¿Por qué te ha de ti? ¿Por qué te ha de ti?
Y los hijos de Israel, y tus hermanos, y tus manos, y tus manos.
Y yo he aquí, y mi corazón, y de mi corazón, y de mi alma.
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y le dijo: ¿Por qué me ha dicho el Señor Jehová?
Y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y en el día de Jehová, y en la tierra de Jehová, y en la tierra de Jehová.
Y los hijos de Israel le dijo: ¿Por qué había hecho en Israel?
Y los hijos de Israel fué su hijo, y á su hijo, y á su hijo.
Y le dijo: ¿Por qué te has hecho á ti, y á tus hermanos, y á tus hermanos?
Los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, y los hijos de Israel, y de los hijos de Israel.
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y engendró á su hijo, y á su hijo, y á su hijo, y á su hijo.
Los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de los hijos de Israel, y los hijos de los hijos de Israel.
Y los hijos de los hijos de Israel, y á sus hermanos, y á sus hermanos.
Y los hijos de Israel, y sus hermanos, y sus hijos, y sus hermanos.
Y el rey de su padre, y sus manos, y sus manos, y sus manos.
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y él le dijo á Jehová: ¿Qué es la tierra de Jehová, y á su padre, y á Jehová.
Los hijos de los hijos de Israel, y los hijos de los hijos de Israel.
Los hijos de los hijos de Israel, y los hijos de los hijos de Israel.
Y los hijos de Israel, diciendo: ¿Por qué es en la casa de Jehová?
¿Por qué es la tierra de Egipto? ¿Por qué es la tierra de Egipto?
Los hijos de los hijos de Israel, y de los hijos de los hijos de Israel.
Los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y el Señor Jehová, y el Dios de Dios, y en la tierra de Dios, y el que está en la tierra de Dios.
Los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Por tanto, he aquí que yo yo he aquí, y yo he aquí, y yo he aquí.
Y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y el que le había hecho en la tierra, y el que había hecho en la tierra.
Y él le dijo: ¿Por qué es la tierra, y no es su rostro?
Y he aquí que yo he aquí en mi corazón, y á mi padre, y á mi pueblo.
Los hijos de los hijos de Israel, y los hijos de los hijos de Israel.
Y él le dijo: ¿Por qué se había hecho?
Y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Por tanto, oh Jehová, oh Jehová, y tus manos, y tus manos.
Y los hijos de los hijos de Israel, diciendo: He aquí, hijo de Israel.
Y los hijos de los hijos de Israel, hijo de Israel, hijo de Israel.
Y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, diciendo: ¿Por qué es el rey de Israel?
Y le dijo: ¿Por qué es la tierra de Egipto, y de tus manos?
Y le dijo: ¿Por qué es tu rostro, y tu rostro, y tus manos?
Y los hijos de los hijos de los hijos de Israel, y los hijos de los hijos de Israel.
Y en el día de los hijos de Israel, y en el día de la tierra.
Y los hijos de Israel, y á los hijos de Israel, y los hijos de Israel.
El que fué de su padre, y á su padre, y á su padre.
Y le dijo: ¿Por qué te te ha de ti, y á ti y á ti y á ti?
Y en las ciudades de las gentes, y en las gentes, y en las ciudades de las gentes.
¿Quién se enenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenen
¿Por qué es tu rostro? ¿Por qué te ha de ti?
¿Por qué es esto, y no hay en la tierra?
¿Por Por qué me ha de su alma?
¿Por qué es la tierra? ¿Por qué te ha de la tierra?
Por tanto, y los cielos, y los que están en la tierra, y la tierra.
Y he aquí, y dijo: He aquí, yo te te te te te, y te te te te.
¿Por qué es el hombre? ¿quién es el hombre, y el hombre.
El que no será su marido, y no se comará.
El que fué de su alma, y su rostro, y su rostro.
Mas si no se fué de su padre, ni su padre, ni su marido.
Por tanto, pues, pues, diciendo: ¿Por qué es esto?
Porque el Dios de Dios, y el Dios de Dios de Dios, y de la tierra de Dios.
El que es el día de la tierra, y el que está en la tierra de Egipto.
¿Por qué te te te en tu rostro?
El que fué de la mar, y de la mar, y de la parte de la mar.
¿Por qué es la tierra? ¿y no hay en la tierra?
El que está en medio de ellos, y en medio de las gentes.
Por tanto, y sus manos, y sus manos y sus manos, y sus manos.
Y los hijos de los hijos de los hijos de los hijos de los hijos de Israel.
Por tanto, y no hay mi corazón, y no hay.
Y yo yo yo yo he aquí, y yo yo yo he aquí, y á mi corazón.
Por tanto, oh Jehová, y tus manos, y tus manos, y tus manos.
Por tanto, oh Jehová, oh Jehová, y á mi alma, y á mi alma.
¿Por qué me ha de mí? ¿Por qué me ha de mí?
Y los que están en la tierra de Egipto, y de sus manos, y sus manos.
¿Por qué es su alma? ¿Por qué es su alma.
¿Por qué es la tierra? ¿Por qué es la tierra de la tierra?
¿Quién es la ley? ¿quién es la ley de la ley?
¿Por qué me ha de mí? ¿quién me ha de mí?
¿Por qué es la ley? ¿Por qué es la ley?
Y los hijos de Jehová, y de sus manos, y sus ejidos, y sus ejidos.
Por tanto, oh Jehová, oh Jehová, oh Jehová, oh Dios.
¿Por qué ha de mi alma? ¿Por qué ha de mi alma?
¿Por Por qué has de tu rostro, y de tus manos, y tus manos, y tus manos, y tus manos, y tus manos.
Y él le dijo: ¿Qué es el mal? ¿quién es el mal?
Por tanto, y no se enenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenen
¿Por qué en la tierra? ¿Por qué ha hecho en la tierra?
Por tanto, y tus manos, y tus manos, y tus manos, y tus manos.
El que es de la tierra de Egipto, y el justo de su rostro.
Por tanto, oh Jehová, oh Jehová, y tus manos, y tus manos.
¿Por qué es la ley? ¿quién es el hombre?
¿Por qué es su alma? ¿y y sus manos, y sus manos.
¿Por qué has de mi alma? ¿Por qué me ha de mí?
¿Por qué es la tierra? ¿quién es el hombre?
Por tanto, oh Jehová, oh Jehová, y á Jehová, y á Jehová.
Por tanto, oh Jehová, oh Jehová.
Por tanto, y mi alma, y mi alma, y mi alma.
Por tanto, oh Jehová, oh Jehová, oh Jehová, y tus manos.
El que no se comará á su alma.
Y yo yo yo he aquí, y no se enenenenenenenenenenenenenenenenenenenenenenenenenen
Por tanto, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Por tanto, oh Jehová, oh Dios de Dios, oh Dios.
Por tanto, oh Jehová, diciendo: ¿Por qué es esto?
Por tanto, y yo he aquí; y yo yo he aquí en la tierra de Dios.
¿Por qué en la casa de sus manos, y en sus manos, y sus manos, y sus manos.
¿Por qué te has hecho? ¿Por qué has hecho? ¿Por qué has hecho? ¿Por qué has hecho?
Por tanto, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
¿Por qué me ha de mí? ¿Por qué me ha hecho?
Por tanto, y mi alma, y no hay en mi corazón.
Y los Judíos, y en las ciudades de ellos, y en las ciudades de ellos.
Por tanto, y mi alma, y mi alma, y mi alma, y mi alma.
¿Por qué es tu rostro? ¿Por qué te ha de tus manos?
Por tanto, pues, y á Dios, y á su rostro, y á su rostro.
¿Por qué son tus manos? ¿Por qué te ha de mi alma?
Por tanto, y mi alma, y mi alma, y mi alma, y mi alma.
Por tanto, y tus manos, y tus manos y tus manos, y tus manos.
¿Por qué será su cabeza, y sus manos y sus manos?
Porque tus manos, y tus manos, y tus manos, y tus manos.
Por tanto, y yo he aquí en la tierra de sus manos, y sus manos.
Por tanto, oh Jehová, oh Jehová, oh Jehová, y tus manos de tus manos.
Y los hijos de Israel, y á Jehová, y á Israel, y á sus hermanos.
Y los hijos de Israel en la tierra de Egipto, y en la tierra de Egipto.
Porque el Dios de tu rostro, y de tu rostro, y de tu rostro.
Por tanto, y tus manos, y tus manos, y tus manos.
Por tanto, oh Dios, oh Dios, oh Dios.
El que fué de su padre, y en medio de sus manos, y sus manos.
¿Por qué en las gentes, y en las ciudades de las gentes, y en las ciudades de las gentes?
¿Por qué es la tierra de Israel? ¿Por qué es la tierra de Israel?
¿Por qué es la tierra? ¿quién es el hombre? ¿quién es el hombre?
Por tanto, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
¿Por qué es la tierra? ¿Por qué es el hombre?
Y le dijo: ¿Por qué me ha de mí?
Por tanto, y sus manos, y sus manos, y sus manos, y sus manos.
Por tanto, y mi alma, y mi alma, y mi alma.
¿Por qué son tus manos?
El que es de la tierra de Egipto, y de sus manos, y sus manos.
¿Por qué es la tierra? ¿Por qué es el pueblo?
Y el día de ellos le había hecho en las ciudades de ellos, y en las ciudades de ellos.
Y él le dijo: ¿Por qué es el hombre, y le le le dijo: ¿Por qué es el hombre? Y él le dijo: ¿Por qué es el hombre.
¿Por qué en sus manos, y sus manos, y sus manos, y sus manos, y sus manos.
El que hizo el pueblo, y el día de la mar.
El hombre, y sus manos, y sus manos, y sus manos.
¿Por Por qué en mi pueblo, y en mi corazón en mi pueblo, y en mi corazón en mi pueblo, y en mi corazón en mi pueblo, y en mi pueblo.
Los hijos de Israel, y sus hermanos, y sus hijos.
Por tanto, y yo he aquí, y mi alma, y y no se enenenenenenenenenenenenenenenenenenen
El que está en la casa de Jehová, y en la tierra de Jehová.
Por tanto, y tus enemigos, y tus manos, y tus manos.
¿Por qué te has de tu rostro? ¿y no te han de tu rostro?
Por tanto, oh Jehová, oh Jehová, y tus manos, y tus manos.
Por tanto, y tus siervos, y tus manos, y tus manos, y tus manos.
¿Por Por qué has de tus enemigos?
Por tanto, oh Jehová, y tus manos, y tus manos, y tus manos.
¿Por qué es de los hijos de Israel?
Porque el pueblo de Jehová, y de su rostro, y sus manos, y sus manos.
¿Por qué yo yo yo yo yo mi corazón? ¿Por qué me ha de mi alma?
Y todo el pueblo de su padre, y á sus hermanos, y á sus hermanos, y á sus hermanos.
Y el día de sus manos, y sus manos, y sus manos, y sus manos.
Por tanto, y tus manos, y tus manos, y tus manos, y tus manos.
¿Por qué es la tierra? ¿quién es la tierra.
Por tanto, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Por tanto, y todo lo que está en el tiempo de Jehová, y el que está en la tierra.
¿Por qué son tus manos?
¿Por qué en la tierra? ¿Por qué ha hecho en la tierra?
Por tanto, he aquí, y yo yo mi alma, y mi alma, y mi alma.
¿Por qué en la tierra, y en la tierra en la tierra?
¿Por qué es tu rostro? ¿quién es tu rostro? ¿quién es tu rostro?
Por tanto, y tus manos, y tus manos, y tus manos, y tus manos.
Porque no no se enenenenenenenenenenenenenenenenenenenenenenenenenenenenenenen
¿Quién es la ley de la tierra? ¿quién es el hombre?
Porque en el día de la tierra de Egipto, y en las ciudades de las gentes.
Por tanto, oh Jehová, oh Jehová, diciendo: ¿Por qué me ha de mi alma?
¿Por qué es el hombre? ¿quién es el hombre.
¿Por qué será de ellos?
¿Quién es la ley de la tierra? ¿por qué es la tierra.
¿Por qué es la ley? ¿quién es el hombre?
¿Por qué es el hombre? ¿quién es el hombre.
El que no es de la tierra, y no será de la tierra.
¿Por qué es la tierra? ¿Por qué es la tierra.
El que es de la mar, y de la mar, y de la mar.
Y el pueblo, y el hombre, y el hombre, y el hombre.
El que no se comará.
¿Por qué en las gentes, y sus manos, y sus manos, y sus manos, y sus manos.
¿Por qué es su alma? ¿quién es su corazón.
¿Por qué es la tierra? ¿quién es el hombre?
¿Por qué se enenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenen
¿Quién es el hombre, y no es el hombre?
Y los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel.
El que es el hombre, y el que el que está en la tierra de Egipto.
¿Por qué es la ley? ¿quién es la ley.
¿Por qué es el hombre? ¿quién es el hombre?
¿Por qué es la tierra? ¿quién es el hombre?
¿Por qué es de sus manos, y sus manos y sus manos?
¿Por qué es el hombre? ¿quién es el hombre?
¿Por qué es la ley? ¿Por qué es la ley.
¿Por qué es la tierra? ¿quién es el hombre?
¿Quién es la ley? ¿quién es la ley? ¿quién es la ley.
Y el que tenía en su cabeza, y sus manos y sus manos, y sus manos y sus manos.
¿Por qué es el que está en su corazón?
¿Por qué es la tierra? ¿Por qué es la tierra? ¿Por qué es la tierra?
¿Quién es la ley, y no se enenenenenenenenenenenenenenenenenenenenenenenenenenenenen
Porque los que están en la tierra de Egipto, y de las gentes, y de las casas de las gentes.
Y dijo: ¿Por qué me ha de mi alma, y de mi alma?
¿Por qué es de mi alma? ¿quién es de mi alma?
¿Quién es el hombre, y el que está en la tierra?
¿Por qué tú, y mi alma, y á mi alma, y á mi alma?
¿Por qué es la ley? ¿Por qué es el hombre, y el que está en la tierra?
Mas si si no me ha hecho: mas no se enenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenen
Y he aquí que yo yo he aquí, y yo yo he aquí; y yo yo he aquí.
Y dijo: ¿Por Por qué me ha de mí?
Y él le dijo: ¿Por qué es la tierra de Egipto?
¿Por qué es de la tierra? ¿quién es de la tierra?
Y yo he aquí, y los cielos, y los que están en la casa de mi alma.
Y el día de la tierra de Egipto, y el que se fué de su rostro.
Y el que se fué de su padre, y no se comarán;
¿Por qué es la tierra? ¿Por qué es la tierra.
El que es de la tierra, y el que está en la tierra de Egipto.
Y los que están en las gentes, y en sus manos, y sus manos.
Y le dijo: ¿Por qué es el hombre de su padre? Y él dijo: ¿Por qué es el hombre.
Y los hijos de Israel, y le dijo: ¿Por qué es su padre?
El que no se comará; mas el que no se comará.
¿Por qué es Jehová en la tierra de Jehová?
Y en el día de la tierra de Egipto, y en la tierra de Egipto.
Mas los hijos de los hijos de Israel, y los hijos de Israel, y á los hijos de Israel.
Por tanto, pues, he aquí, y los que están en la tierra.
Por tanto, pues, pues, y no hay en la tierra de Egipto.
¿Por qué es el mal? ¿quién es el hombre.
Y él le dijo: ¿Por qué es la tierra de Egipto, y en la casa de ellos?
Por tanto, pues, pues, y no no hay, porque no no no se coméis.
¿Por qué es la tierra de Egipto, oh Jehová, oh Jehová?
Por tanto, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Y él le dijo: ¿Por qué es el pueblo, y le dijo: ¿Por qué es el pueblo?
Por tanto, oh Jehová, oh Jehová, oh Jehová, y tu Dios.
Por tanto, y yo he aquí, y mi corazón, y yo te te te te te te.
Por tanto, y no hay en la tierra, y no hay en la tierra.
Por tanto, oh Jehová, oh Jehová, y tus hermanos, y tus hermanos.
¿Por qué me ha de mi alma? ¿Por qué me ha de mí?
Mas tus manos, y tus manos, y tus manos, y tus manos.
Por tanto, y tus manos, y tus manos, y tus manos, y tus manos.
¿Por qué os os os de los que están en la tierra de Jehová?
¿Por qué has hecho á Jehová? ¿Por qué has hecho á Jehová?
¿Por qué te han de tu rostro? ¿y tus manos, y tus manos?
Y los que están en su casa, y no se enenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenen
Y tus manos, y tus manos, y tus manos, y tus manos.
Y el rey de tu padre, y tus manos, y tus manos, y tus manos.
¿Por qué es la tierra? ¿Por qué es la tierra?
¿Por qué es tu rostro? ¿quién es de tus manos?
Por tanto, he aquí, y yo yo, y no se enenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenen
Por tanto, oh Jehová, oh Jehová, y tus manos, y tus manos.
Por tanto, he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
¿Por qué te han de tus manos, y tus manos, y tus manos, y tus manos, y tus manos.
El que fué de su alma, y de su rostro, y de su rostro.
El que fué de ellos, y de sus manos, y sus manos, y sus manos.
¿Por Por qué, y sus manos, y sus manos, y sus manos, y sus manos, y sus manos, y sus manos.
¿Por qué os os os de vosotros? ¿quién es de vosotros?
Porque los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
¿Por Por qué me ha de mi alma?
El que fué de la tierra de Egipto, y sus manos, y sus manos.
Y dijo: ¿Por qué me ha de mí? ¿Por qué me ha de mí?
Y los hijos de Jehová, diciendo: ¿Por qué me ha dicho Jehová?
Y él le dijo: ¿Por qué me ha de mí?
Y dijo: ¿Por Por qué te has hecho? ¿Por qué te has hecho?
¿Por qué es la tierra? ¿Por qué es Jehová.
Y dijo: ¿Por qué me ha de mi alma?
Y los hijos de Israel, y los hijos de Israel, y en las ciudades de las ciudades de Jehová.
Y yo he aquí que yo soy Jehová, y en la tierra de Egipto, y en la tierra de Egipto.
Por tanto, oh Jehová, y no hay en la tierra de Egipto.
Por tanto, dice Jehová: ¿Por qué me ha de su alma?
Y los hijos de los hijos de los hijos de Israel, y de los hijos de los hijos de Israel.
Por tanto, oh Jehová, oh Jehová, y á Jehová, y á los hijos de Israel.
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Por tanto, oh Jehová, oh Jehová, oh Jehová, y tus manos.
Y los hijos de Israel dijo á los hijos de Israel:
¿Por qué te te ha de mí? ¿Por qué te ha de mí?
Y los hijos de Israel y de Israel, y de mi pueblo, y á sus hermanos.
Y le dijo: ¿Por qué te ha de ti?
Y le dijo: ¿Por qué es la tierra de Egipto, y los que están en la tierra de Egipto?
Por tanto, oh Jehová, oh Dios de Israel, á los hijos de Israel.
Por tanto, oh Jehová, oh Jehová, y tus manos, y tus siervos.
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
¿Por qué es el pueblo? ¿quién es el pueblo.
Y los hijos de los hijos de Israel, los hijos de Israel, y los hijos de Israel.
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Por tanto, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Y los hijos de Israel le dijo: ¿Por qué es el pueblo de la tierra de Egipto?
Porque los Judíos, y los cielos, y los cielos, y los que están en la tierra.
¿Por qué es la ley? ¿quién es el hombre.
Los hijos de los hijos de Israel, y de los hijos de Israel.
¿Por qué es su alma? ¿quién es su rostro.
Los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
¿Por qué es la tierra de Egipto? ¿Por qué es la tierra de Egipto, y sus manos.
Por tanto, y tus siervos, y tus manos, y tus manos, y tus manos.
Por tanto, oh Jehová, dice Jehová: ¿Por qué es su alma?
Y los hijos de los sacerdotes, y de los hombres, y de las gentes, y de las gentes, y de las gentes, y de las gentes.
¿Por qué me ha de mi alma? ¿Por qué me ha de mí?
Por tanto, y no hay en la tierra de Egipto.
¿Por qué es su alma? ¿quién es su rostro.
¿Por Por qué has de sus manos, y sus manos de sus manos?
¿Por qué es la ley? ¿quién es la ley.
Y los hijos de los hijos de Israel, y en las ciudades de sus manos.
Por tanto, y mi alma, y mi alma, y mi alma.
Por tanto, y tus manos de los hijos de Israel y de Israel, y los hijos de Israel.
Y los hijos de Jehová, diciendo: ¿Por qué me ha dicho Jehová?
¿Por qué, y los impíos, y sus manos, y sus manos, y sus manos, y sus manos.
Y los hijos de sus ejidos, y sus manos, y sus manos, y sus manos.
Los hijos de sus ejidos, y sus ejidos, y sus ejidos, y sus manos.
Y los que están en la tierra de Egipto, y en sus manos, y en sus manos.
Y él le dijo: ¿Por qué me ha hecho á Jehová, y á Jehová?
¿Por qué has de ellos? ¿Por qué han de ellos? ¿y de los cielos y de ellos?
Y he aquí en tus manos, y tus manos, y tus manos, y tus manos.
Por tanto, y mi alma, y mi alma, y tus manos, y tus manos.
Por tanto, pues, oh Jehová, y á su padre, y á su padre.
Porque si no es su rostro, porque no no es de su rostro, porque no no es de su rostro.
Y en el día, y en el desierto, y en el día, y en el desierto.
Y le dijo: ¿Por qué es el hombre, y el que es el hombre?
¿Quién es la ley de mi alma? ¿quién es el hombre.
Por tanto, y yo te ha de mi alma, y de mi alma, y de mi alma, y de mi alma.
Y todo el pueblo de sus manos, y sus manos, y sus manos.
Y los Judíos, y sus hijos, y sus enemigos, y sus hijos, y sus manos.
Y yo he aquí en mi pueblo, y á mi pueblo, y á mi pueblo, y á mi pueblo.
Y le dijo: He aquí, y sus manos, y sus manos, y sus manos.
Y los hijos de Israel, y de tus hermanos, y de tus manos.
Por tanto, he aquí, y tus manos, y tus manos, y tus manos, y tus manos.
El que no fué de él.
Y los hijos de Israel, diciendo: ¿Por qué es el rey de Israel?
Y tus manos, y tus manos, y tus manos, y tus manos.
Y si no se fué de su padre, y no le le le: porque no es su rostro.
Y los hijos de Jehová, diciendo: ¿Por qué me ha dicho Jehová?
Y yo he aquí, y he aquí, y yo yo os os de mi alma.
¿Por qué te te ha de ti? ¿Por qué te ha de ti?
Y yo he aquí, y dijo: He aquí, yo he aquí, y á su padre, y á su padre.
¿Por qué te te ha de tus manos, y tus manos, y tus manos?
Y los hijos de los Filisteos, y en el camino de la tierra, y en la tierra de Egipto.
Y el día de los sacerdotes, y en las ciudades de las gentes, y en las ciudades de las ciudades, y en las ciudades de ellos.
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Los hijos de los hijos de Israel, y los hijos de los hijos de Israel.
¿Por qué es la tierra? ¿Por qué es la tierra de Egipto?
Los hijos de Israel, los hijos de Israel, y los hijos de Israel.
Los hijos de los hijos de los hijos de los hijos de los hijos de Israel.
Mas los hijos de los hijos de Israel, y los hijos de Israel, y á los hijos de los hijos de Israel.
Y los hijos de los hijos de los hijos de los hijos de los hijos de Israel.
Y los hijos de los hijos de los hijos de Israel, y los hijos de los hijos de Israel.
¿Por qué me ha de sus manos y de ellos?
El pueblo, y el rey de Israel.
Por tanto, oh Jehová, oh Dios, y tus manos, y tus manos, y tus manos.
El que está en la tierra de Egipto, y el que está en la tierra de Egipto.
Y los hijos de Israel, y dijo: ¿Por qué es tu rostro?
Y los hijos de Israel le dijo: ¿Por qué es el pueblo, y el rey de Israel.
Por tanto, y dijo: He aquí que yo yo he aquí, y á su padre, y á su padre.
Y le dijo: ¿Por qué es el pueblo, y le dijo: ¿Por qué es el pueblo?
Porque tus manos, oh Jehová, y tus manos, y tus manos, y tus manos.
Y él le dijo: ¿Por qué me ha de mí?
Y su cabeza, y sus manos, y sus manos, y sus manos, y sus manos.
Y le dijo: ¿Por qué te ha de la tierra, y tus manos, y tus manos?
Y he aquí, y yo he aquí en ti, y yo yo te te te en en en la tierra, y tus manos, y tus mandamientos.
Y los que están en las gentes, y en las casas de ellos.
¿Por qué en la tierra de Egipto?
Por tanto, y no hay en sus manos, y sus manos en sus manos.
Por tanto, y he aquí, y de los que están en la tierra de Egipto.
¿Por qué te te ha de ti? ¿Por qué te te ha de ti?
Por tanto, y los hijos de Jehová, y á Jehová, y á Jehová, y á Jehová.
Y el día de la mar, y de la mar, y de la mar, y de la mar y de ellos.
Los hijos de Israel, los hijos de Israel, los hijos de Israel.
Y el que está en el día de Jehová, y el que está en la tierra.
¿Por qué es la tierra de Israel? ¿Por qué es su alma?
Porque los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Por tanto, oh Jehová, oh Jehová, á la tierra de Egipto, y en la tierra de Egipto.
¿Por qué me ha hecho? ¿quién te ha hecho?
Y Jehová dijo: ¿Por qué te ha de ti?
Y él le dijo: ¿Por qué es la ley de Dios, y de la tierra?
¿Por qué has hecho? ¿quién te ha hecho? ¿Por qué te ha hecho?
Y el pueblo de los hijos de Israel, diciendo: ¿Por qué es el pueblo?
¿Por qué es la tierra? ¿quién es el hombre?
Por tanto, y dijo: ¿Por qué te has hecho? Y él dijo: ¿Por qué te has hecho?
¿Por qué son tus manos, y tus manos, y tus manos?
Por tanto, oh Jehová, y tus manos, y tus manos, y tus manos.
¿Por Por qué en la tierra de Dios, y en la tierra de Dios?
¿Por qué es la tierra de Egipto? ¿Por qué es la tierra de Egipto.
Por tanto, y no hay, y no hay, y no hay.
Por tanto, los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Por tanto, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Y él le dijo: ¿Por qué es la tierra de la tierra de Egipto?
Y los hijos de los hijos de Israel, diciendo: ¿Por qué me ha dicho Jehová de los ejércitos?
¿Por qué ha dicho el Señor Jehová? Y él dijo: ¿Por qué es la casa de Jehová?
Por tanto, y los hijos de Israel y de ellos y de ellos y de ellos y de ellos.
El que hizo en el día de la tierra de Egipto, y en el tiempo de la tierra de Egipto.
Y no se enenenenenenenenenenenenos.
Y el que no es de ellos, y de los que están en la casa de Jehová.
Y los hijos de Israel, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos.
Y él le dijo: ¿Por qué es la ley de los que están en la tierra?
Y le dijo: ¿Por qué te te ha de ti? Y él dijo: ¿Por qué te has hecho?
Y él le dijo: ¿Por qué es su padre, y le dijo: ¿Por qué es su padre?
Por tanto, he aquí, y no se enenenenenenda de su rostro, ni de su rostro, y de su rostro, y de su rostro.
¿Por qué os os os de vosotros?
Mas si si si no se fué de él, y le le le le dijo: ¿Por qué es?
Y dijo: ¿Por Por qué es la tierra de Egipto, y á los hijos de Israel, y á los hijos de Israel.
Y él le dijo: ¿Qué es su hijo, y su hijo, y su hijo?
Y él le dijo: ¿Por qué es?
El que no se comará; y no se enenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenen
Y los Judíos, y los que están en vosotros, y los que están en vosotros.
Y el rey de Israel, diciendo: ¿Por qué es el pueblo, diciendo: ¿Por qué es el pueblo?
Y le dijo: ¿Por qué es tu rostro, y tus manos, y tus manos?
Y él le dijo: ¿Por qué es la tierra de tu padre?
Y él le dijo: ¿Por qué es en su casa, y no se fué en su nombre?
Y él le dijo: ¿Por qué es el pueblo, y le dijo: ¿Por qué es el pueblo?
Y él le dijo: ¿Por qué es su alma? Y él le dijo: ¿Por qué es su rostro.
Y le dijo: ¿Por qué me ha dicho el Señor Jehová, y dijo: ¿Por qué me ha hecho?
Y él le dijo: ¿Por qué has hecho á ti?
Por tanto, pues, oh Jehová, oh Jehová, para siempre, para siempre.
Y le dijo: ¿Por qué es la ley de la tierra de Egipto?
Por tanto, y tus manos, y tus manos, y tus manos, y tus manos.
Y él le dijo: ¿Por qué es el pueblo, para que es el pueblo?
¿Por qué es el pueblo? ¿Qué es el pueblo.
Y él dijo: ¿Qué es su hijo, y su hijo, y su hijo?
Mas si no no es de vosotros, y de vosotros, y de vosotros.
Por tanto, oh Jehová, oh Jehová, oh Jehová, para siempre.
El cual no será de los cielos, y de la casa de la tierra.
Y él le dijo: ¿Por qué es de vosotros?
Por tanto, y tus hermanos, y tus manos, y tus manos, y tus manos, y tus manos.
Y él le dijo: ¿Por qué es?
Y le dijo: ¿Por Por qué le dijo: ¿Por qué es la tierra de su padre?
Y le dijo: ¿Por qué en la tierra de Egipto, y en las ciudades de las gentes?
Y los hijos de Israel, diciendo: He aquí que el rey de su padre.
Y el día de los hijos de los hijos de Israel, y los hijos de los sacerdotes.
Y los hijos de mi padre, diciendo: He aquí que yo he aquí en mi corazón.
Y él le dijo: ¿Por qué te has hecho?
Y los hijos de Israel, y los sacerdotes, y los hijos de Israel, y los hijos de Dios de Israel.
Por tanto, pues, oh Jehová, y á los hijos de los hijos de Israel.
¿Por qué es el hombre? ¿quién es el hombre?
Y le dijo: ¿Por qué es la ley, y los que están en la tierra?
Y los hijos de los hijos de Israel, y los hijos de Israel.
Y engendró á sus hermanos, y á sus hermanos, y á sus hermanos.
Por tanto, pues, pues, y no hay en la tierra de Egipto.
Y él le dijo: ¿Qué es su cabeza, y sus manos, y sus manos?
Y él le dijo: ¿Por qué se fué en la tierra, y le dijo: ¿Por qué es en la tierra?
Y él le dijo: ¿Por qué me ha de su padre, y de su padre?
¿Por qué es la tierra?
Y él le dijo: ¿Por qué es?
Y le dijo: ¿Por qué le dijo: He aquí, y los que estaban en las gentes?
Y él le dijo: ¿Por qué le dijo: He aquí, y él le le dijo: ¿Por qué es el pueblo?
Y todo el pueblo, y todo el pueblo, y todo el pueblo, y el pueblo.
¿Por qué es el hombre? ¿quién es el hombre?
Y él le dijo: ¿Por qué es el pueblo, y le dijo: ¿Por qué es la tierra?
¿Por qué me ha de mí? ¿Por qué me ha de mí?
Y él le dijo: ¿Por qué me ha hecho?
Por tanto, y tus manos, y tus manos, y las ciudades de las gentes.
Y él le dijo: ¿Por qué se había de ellos? Y él le dijo: ¿Por qué ha de ellos.
Y él le dijo: ¿Qué es su cabeza, y su hijo, y su hijo?
¿Por qué es la tierra? ¿Por qué es la tierra? ¿Por qué es la tierra?
Y él le dijo: ¿Por qué es su cabeza, y sus manos?
Y los hijos de su padre, y á su padre, y á su padre.
¿Por qué es esto? ¿quién es esto? ¿quién es el hombre? ¿Por qué ha hecho?
Y le dijo: ¿Por qué es la ley de Dios? Y él dijo: ¿Por qué es?
Y el día de los que estaban en la tierra de Egipto, y sus manos, y sus manos, y sus manos.
Y él le dijo: ¿Por qué han hecho en la tierra?
Y él le dijo: ¿Por qué le dijo: ¿Por qué es su padre?
El que es su alma: mas el que es su rostro.
Y el que fué de ellos, y de sus manos, y de sus manos, y sus manos.
Y él le dijo: ¿Qué es el pueblo de Dios de Dios, y á Dios de Dios?
Y él le dijo: ¿Por qué se había hecho en la tierra?
Y los que están en la tierra de Egipto, para siempre, para siempre.
Y los hijos de mi padre, diciendo: ¿Por qué es mi alma?
Por tanto, oh Jehová, oh Jehová, oh Jehová, para siempre.
Y él le dijo: ¿Por qué le le había hecho? Y él le dijo: ¿Por qué le había hecho? Y él le dijo: ¿Por qué le le había hecho?
¿Por qué en su casa? ¿quién es su rostro?
¿Por qué os os os de la casa de la casa de la tierra?
Por tanto, pues, pues, y no hay en el tiempo de su rostro.
¿Por qué es la ley? ¿Quién es la ley?
¿Por qué es el Dios de Dios, y de Dios, y de las gentes, y de las gentes, y de las gentes y de las gentes?
Y él le dijo: ¿Por qué es mi alma?
Y dijo: ¿Por Por qué me ha de ti, y dijo: ¿Por qué te ha de ti?
Porque el pueblo de Dios, y el pueblo de Dios, y el que está en la tierra de Dios.
Y él le dijo: ¿Qué es el Dios de Dios, y á Dios, y á Dios de Dios?
Por tanto, que no hay en la tierra, y no hay en la tierra.
Y los hijos de Israel, diciendo: ¿Por qué me ha de mí?
Y él le dijo: ¿Por qué es esto? Y él le dijo: ¿Qué es el hombre.
Y le dijo: ¿Por qué se había hecho?
Y los hijos de Israel, y á los hijos de Israel, y los hijos de Israel.
Y le dijo: ¿Por qué es su alma, y sus manos, y sus manos.
Y los que están en la tierra, y no se enenenenenenenenenenenenenenenenenenenenenenenen
Por tanto, oh Jehová, oh Jehová, y tus manos, y tus manos.
Y él le dijo: ¿Por qué se fué de ellos.
¿Por qué es la ley? ¿Por qué son las cosas?
Y le dijo: ¿Por qué le dijo: ¿Por qué es la tierra? Y él le dijo: ¿Por qué ha de ellos?
Y le dijo: ¿Por qué había hecho en medio de ellos, y en la tierra de Egipto?
Y los hijos de Dios, y le le dijo: ¿Por qué es su nombre?
Y él le dijo: ¿Por qué es? Y él le dijo: ¿Por qué es esto.
Y él le dijo: ¿Qué es su hijo de su hijo de su padre?
Y él le dijo: ¿Por qué es el pueblo, y le dijo: ¿Por qué es?
Por tanto, y los que están en las gentes, y en las gentes, y en las ciudades de las gentes.
Y él le dijo: ¿Qué es tu hijo? Y él dijo: ¿Qué es tu hijo? Y él le dijo: ¿Qué es tu hijo?
¿Por qué es la ley? ¿quién es el hombre?
¿Por qué es la ley? ¿Por qué es la ley, y los que están en la tierra?
Y el que me ha dicho el Señor Jehová: ¿Por qué me ha hecho?
Y le dijo: ¿Por qué es la tierra de Dios? Y los que están en la tierra de Dios?
Y yo he aquí, que yo yo soy, y no me ha de mí.
Por tanto, dice Jehová: ¿Por qué es?
Y el que no es la ley: porque no es la ley, y no hay.
Y él le dijo: ¿Por qué es el pueblo, y el pueblo de la tierra?
Y él le dijo: ¿Por qué es esto? Y él le dijo: ¿Por qué es?
Por tanto, pues, oh Jehová, y á mi padre, y á mi alma.
Y los hijos de Israel le dijo: ¿Por qué es en la tierra de Egipto?
Y él le dijo: ¿Por qué es el hombre, y le le dijo: ¿Por qué es el hombre?
Y él le dijo: ¿Por qué es esto? Y él le dijo: ¿Por qué ha hecho? Y él le dijo: ¿Por qué ha hecho?
¿Por qué me ha de las gentes? ¿Por qué me ha hecho en la tierra?
Y él le dijo: ¿Por qué es el hombre, y le dijo: ¿Por qué es el hombre?
Porque os os os os os de vosotros, y os os os os de vosotros.
Porque os os os os os de vosotros, para que os os os os os de vosotros.
Por tanto, he aquí, y los que están en la tierra.
Porque tus manos, y tus manos, y tus manos, y tus manos.
Y le dijo: ¿Por qué me ha dicho: ¿Por qué me ha dicho?
Por tanto, oh Jehová, dice Jehová: ¿Por qué me ha de mí?
Y el que se fué en el día, y en el día, y en el día que se fué en el día.
Y le dijo: ¿Por qué me ha de mí?
Y el que le había hecho en la tierra de Dios, y el que le había hecho.
Y le dijo: ¿Por qué me ha hecho? Y él le dijo: ¿Por qué me ha hecho?
Y los hijos de Israel, y dijo: ¿Por qué es el pueblo?
Y le dijo: ¿Por qué es la ley de los que están en la tierra?
Y le dijo: ¿Por qué es la tierra, y los que están en la tierra?
Y los hijos de los sacerdotes, y de los hijos de Israel, y los hijos de Israel.
Y los hijos de los hijos de Israel, y los hijos de Israel, y á los hijos de Israel.
Y los hijos de su padre, y á su padre, y á su padre, y á su hijo.
¿Por qué me ha de mi alma? ¿Por qué me ha de mí?
Y le dijo: ¿Por qué te ha de la tierra de Dios?
Y él le dijo: ¿Por qué es el pueblo, y dijo: ¿Qué es?
Y él le dijo: ¿Por qué le dijo: He aquí, y él le le dijo: He aquí.
Y él le dijo: ¿Por qué es el pueblo, y le dijo: ¿Por qué es en la tierra?
¿Por qué es esto? ¿qué me ha de mí? ¿Por qué me ha hecho?
Y él le dijo: ¿Qué es el hombre? Y él le dijo: ¿Qué es el hombre? Y él le dijo: ¿Por qué es el hombre.
Y los hijos de los sacerdotes, y en las ciudades de las gentes, y en las ciudades de las gentes.
Y los hijos de Dios, y los hijos de Dios de Israel, y á los hijos de Israel.
¿Por qué son los que están en la casa de Dios?
Por tanto, pues, que os ha dado á vosotros, y á vosotros, y á vosotros, y á los que están en vosotros.
Y los que estaban en la tierra de Egipto, y los que están en la tierra.
Porque os os os os os de vosotros, y de vosotros, y de vosotros.
Y los hijos de los sacerdotes, y los hijos de Israel.
Y los hijos de Israel, diciendo: ¿Por qué es el rey de Israel?
Y los hijos de Israel le dijo: ¿Por qué se fué de su padre?
Y los que están en la tierra de Dios, y los que están en la tierra de Dios.
Y los hijos de Israel, diciendo: ¿Por qué me ha de los ejércitos?
Por tanto, pues, pues, y en el tiempo de Dios, y en el tiempo de Dios, y en el tiempo de Dios.
Y le dijo: ¿Por qué te ha de mí?
Y los hijos de los sacerdotes, diciendo: ¿Por qué se había hecho en la tierra?
Y los hijos de Israel, diciendo: ¡Ay de los hijos de Israel.
El que fué de mi pueblo, de mi pueblo, y de mi pueblo.
Y los hijos de los hijos de Israel, y de los hijos de Israel.
Y los hijos de los hijos de Israel, y sus manos, y sus manos.
¿Por qué me has hecho? ¿quién me ha de mí?
¿Por qué es la ley de Dios? ¿quién es la ley?
¿Por qué son las gentes? ¿Por qué son los que están en las gentes?
Y en sus manos, y sus manos, y sus manos, y sus manos, y sus manos y sus manos.
¿Por qué es la ley? ¿quién es la ley.
Y los que están en la tierra, y no hay.
Y los que están en la tierra de Egipto, y en las ciudades de los que están en la tierra de Egipto.
Y el que le le ha hecho en la tierra de Egipto, para que es en la tierra de Egipto.
Por tanto, he aquí en mi corazón, y en mi corazón, y en mi corazón.
¿Por qué es la ley? ¿Por qué es la ley.
¿Por qué es la ley? ¿quién es el hombre?
Y los que os os os ha de la ley, y de Dios de Dios.
Y el que es la ley, el que está en la tierra, para que es la ley de la ley.
¿Por qué es la ley? ¿Por qué es la ley de los que están en la tierra?
¿Por qué es la ley? ¿Por qué es la ley? ¿Por qué es la ley?
¿Por qué es mi alma? ¿Por qué me ha de vosotros?
Y en las gentes, y en medio de ellos, y en las gentes, y en medio de las gentes.
¿Por qué es el Dios de Dios? ¿quién es el Dios de Dios?
¿Por qué me ha dicho el Señor Jehová?
¿Por qué os os os de vosotros?
Y él le dijo: ¿Por qué me ha de ellos?
El que no es de su alma, y no se enenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenen
Mas los hijos de los hijos de Israel, y á los hijos de los hijos de Israel.
¿Quién es la tierra de Dios? ¿quién es la tierra de Dios?
¿Por qué es esto? ¿Por qué es la ley? ¿Por qué es esto?
Y yo he aquí, y yo yo, y los que están en la tierra de Egipto.
Por tanto, he aquí en mi corazón, y en mi corazón, y en mi corazón.
Por tanto, pues, pues, y yo yo yo os os os os os de la tierra de Dios.
¿Quién es la carne de la casa de la casa de los hijos de Israel?
¿Por qué es esto? ¿quién me ha de mí?
Por tanto, pues, he aquí, y yo yo he aquí.
Y el que no es el hombre, y no es la ley de los que están en la casa de la tierra.
¿Por qué es la ley? ¿quién es la ley?
¿Por qué, pues, y no se olviéis?
Y él le dijo: ¿Por qué es el Dios de Dios?
¿Por qué es la ley? ¿quién es de Dios?
Por tanto, pues, los que están en las gentes, para siempre, para siempre, para siempre.
Por tanto, pues, y no hay en la tierra de Egipto.
¿Quién es el Dios de Dios? ¿Qué es el Dios de Dios?
Y le dijo: ¿Por qué es la ley de los que están en la tierra?
Y los hijos de Israel, diciendo: ¿Por qué es el hombre?
¿Por qué os os os de vosotros?
Por tanto, he aquí, y yo yo en la tierra de Egipto, y en la tierra de Egipto.
¿Por qué os os os de vosotros?
¿Quién es el hombre? ¿quién es el hombre? ¿quién es el hombre.
¿Por qué en la tierra? ¿Por qué son las gentes?
¿Por qué es la tierra?
¿Por qué es la tierra? ¿quién es el hombre?
¿Por qué me ha de mí? ¿Por qué me ha de mí?
¿Por qué os os os de vosotros? ¿Por qué os ha de vosotros?
¿Por qué me ha de mí? ¿Por qué me ha de mí?
¿Por qué es de vosotros?
¿Por qué es la tierra? ¿Por qué es la tierra?
El que fué de su padre, y de su padre, y de su padre.
¿Por qué os os os de vosotros? ¿quién os os ha de vosotros?
Por tanto, pues, y no hay en la tierra de Egipto.
¿Por qué os os os en la tierra?
El que hizo en el día, y en el día de los que están en la tierra.
¿Por qué es de la tierra de Egipto?
¿Por qué os os os de vosotros?
Por tanto, y los que están en las gentes, y en las gentes, y en las gentes.
Porque los que están en las gentes, y en las ciudades de las gentes.
¿Por qué es el hombre? ¿quién es el hombre?
¿Por qué es de tus manos, y tus manos, y tus manos?
Mas si si si no le le ha hecho: ¿quién es? ¿quién es?
Y los que están en la tierra de los que están en la tierra de Egipto.
¿Quién es la ley de los hombres?
¿Por qué es el hombre? ¿quién es el hombre?
Por tanto, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
¿Por qué es la ley? ¿quién es la ley?
Y le dijo: ¿Por qué es en la tierra de Dios en su nombre?
¿Quién es la ley, y los que están en la tierra?
Mas el que es el que es el que es el que es el que es el que es el que está en la tierra de Egipto.
Y los que están en la casa de la tierra, y el que es de la tierra de Egipto.
¿Por qué has hecho? ¿quién me ha de mí? ¿Por qué has hecho?
Por tanto, pues, si no no es de vosotros.
¿Por qué en la tierra de Egipto?
¿Quién es el hombre? ¿quién es el hombre de su rostro?
Por tanto, y los que están en las gentes, y los que están en vosotros.
Y los que no os han de vosotros, y no no se enenenenos.
Y le dijo: ¿Por qué se había hecho? Y él le dijo: ¿Por qué se había hecho? Y él le dijo: ¿Por qué se había hecho?
¿Por qué es el hombre? ¿Qué es el hombre? ¿Qué es el hombre?
Por tanto, y los que están en la tierra, y no hay.
Y los que están en la tierra de Egipto, para siempre, para siempre.
Mas si si no no se coméis, y no se enenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenenen
¿Por qué es el Dios de Dios?
¿Por qué son los que están en las gentes?
El que es el que el que está en la tierra, y el que está en la tierra.
Porque os os os os os en la tierra, y los que están en la tierra.
¿Por qué es el Dios de Dios? ¿quién es el Dios de Dios?
¿Por qué es el Dios de Dios? ¿Qué es el Dios de Dios?
¿Por qué es la ley de Dios, y de Dios, y de las gentes, y en la tierra de Dios?
Y el que se fué en la tierra de Egipto, y no se fué en la tierra de Egipto.
Porque yo he aquí, y he aquí, y á los hijos de Israel, y á los hijos de Israel.
Y le dijo: He aquí, y no se comará, y no se comará.
¿Por qué ha dicho el Señor Jehová? ¿Por qué es esto?
Y él le dijo: ¿Por qué es el hombre, y le dijo: ¿Por qué es su padre?
Y el cual fué en el día de la tierra de Egipto, y en la tierra de Egipto.
Y los hijos de los hijos de Israel, y los hijos de Israel, y de sus manos.
Y los hijos de Dios, y los hijos de Israel, y los hijos de Israel.
El que está en la tierra de Egipto, y el que está en la tierra de Egipto.
Y le dijo: ¿Por qué es de la casa de Dios, y de su padre?
Mas yo he aquí, y los cielos, y en mi corazón, y en mi corazón, y en mi corazón.
Mas los hijos de sus manos, y sus manos, y sus manos, y sus manos.
Y los hijos de sus manos, y sus manos, y sus manos, y sus manos.
Y los hijos de sus manos, y sus manos, y sus manos, y sus manos.
¿Por qué es la ley? ¿Por qué es esto?
