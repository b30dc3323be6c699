Y los hijos de Israel, y á los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, diciendo: He aquí, y los hijos de Israel.
Y él dijo: ¿Por qué es el pueblo?
Por tanto, oh Jehová, oh Jehová, oh Jehová.
Y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Por tanto, oh Jehová, oh Jehová.
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
¿Por qué es la tierra? ¿Por qué es de los hijos de Israel?
Y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y él le dijo: ¿Por qué es el pueblo?
Y él dijo: ¿Por qué te te te?
Y los hijos de los hijos de los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, y á los hijos de Israel, y de Israel.
Y él dijo: ¿Por qué es el rey de Israel?
Y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y él dijo: ¿Por qué es la tierra? ¿Por qué es la tierra?
Y los hijos de los hijos de Israel, y los hijos de los hijos de Israel.
Y él dijo: ¿Por qué me me me ha hecho?
Y los hijos de Israel, y á los hijos de Israel, y de Israel.
Y los hijos de Israel, los hijos de Israel, diciendo: He aquí que los hijos de Israel.
Y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y él dijo: ¿Por qué me me me ha de mi alma?
Y los hijos de Israel, y á los hijos de Israel, y los hijos de Israel.
Y él le dijo: ¿Por qué qué es?
Y él le dijo: ¿Por qué qué te te te?
Y los hijos de Israel le dijo: ¿Por qué es el pueblo?
Y los hijos de Israel, y los hijos de Israel, y á los hijos de Israel.
Y él dijo: ¿Por qué me me me ha hecho?
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y él le dijo: ¿Por qué te te te te, y á ti, y á ti?
Y los hijos de Israel, diciendo: ¿Por qué es el rey de Israel?
Y los hijos de los hijos de Israel, diciendo: ¿Por qué los hijos de Israel?
Y él dijo: ¿Por qué te te te en la tierra? ¿Por qué es mi alma?
Y los hijos de Israel, diciendo: He aquí, y los hijos de Israel.
Y los hijos de los hijos de Israel, los hijos de los hijos de Israel.
Y los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel.
Y él dijo: Por tanto, y yo yo yo yo, y á ti, y á ti, y á ti.
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y los hijos de Israel, y los hijos de Israel, y á los hijos de Israel.
Y los hijos de Israel, y sus hermanos, y sus hijos, y sus hermanos.
Y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y él le dijo: ¿Por qué es el pueblo?
Y él dijo: ¿Por qué es el pueblo?
Y los hijos de los hijos de Israel, y sus hijos, y sus ejidos.
Y él dijo: ¿Por qué es la tierra? ¿Por qué es la tierra?
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de los hijos de Israel, y á los hijos de Israel.
Y él le dijo: ¿Por qué te te te te en la tierra?
Y los hijos de los hijos de Israel, y á los hijos de Israel.
Y los hijos de Israel, diciendo: He aquí, y los hijos de Israel.
Y los hijos de Israel, diciendo: He aquí, y los hijos de Israel.
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo de Israel?
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y él dijo: ¿Por qué es el pueblo? ¿Por qué es el pueblo?
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel los hijos de Israel, diciendo: He aquí que los hijos de Israel.
Y los hijos de Israel, y á los hijos de Israel, y á Israel.
Y él dijo: ¿Por qué es mi alma?
Y los hijos de los hijos de Israel, y á los hijos de Israel.
Por tanto, y los que están en la tierra.
Y él dijo: ¿Por qué es el pueblo? ¿Por qué es esto?
Y los hijos de Israel, diciendo: ¿Por qué es el rey de Israel?
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y los hijos de Israel, diciendo: He aquí, y los hijos de Israel.
¿Por qué es la tierra? ¿Por qué es la tierra?
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y él dijo: ¿Por qué te te te?
Y él dijo: ¿Por qué me me ha hecho? ¿¿Por qué qué es? ¿Por qué qué es?
Y los hijos de Israel, diciendo: ¿Por qué es el rey de Israel?
Por tanto, oh Jehová, oh Jehová, oh Jehová, oh Jehová, y á los hijos de Israel.
Y los hijos de Israel, y los hijos de Israel, y á los hijos de Israel.
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de los hijos de Israel, y los hijos de los hijos de Israel.
Por tanto, pues, oh Jehová, oh Jehová.
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y él dijo: ¿Por qué es el pueblo? ¿Por qué es el pueblo?
Y él dijo: ¿Por qué me me me ha de mi alma?
Y él dijo: ¿Por qué es el que yo yo yo? ¿Por qué es la tierra? ¿¿Por qué es la tierra? ¿Por qué es la tierra?
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de los hijos de los hijos de los hijos de los hijos de Israel.
Y los hijos de los hijos de Israel, y los hijos de los hijos de Israel.
Y los hijos de los hijos de los hijos de Israel, y los hijos de Israel.
Y los hijos de los hijos de Israel, los hijos de los hijos de Israel.
Y los hijos de los hijos de Israel, y los hijos de Israel, y sus hijos.
Y los hijos de Israel, que había hecho en la tierra de los cielos.
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, diciendo: ¿Por qué es la tierra?
Y los hijos de los hijos de los hijos de los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, diciendo: ¿Por qué es el rey de Israel?
Y los hijos de los hijos de Israel: ¿Por qué los hijos de los hijos de Israel?
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, diciendo: ¿Por qué es el rey de Israel?
Y él dijo: ¿Por qué es el pueblo? ¿Por qué es el pueblo?
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y los hijos de los hijos de Israel, y á los hijos de Israel.
Y los hijos de Israel, y sus manos, y sus manos, y sus manos.
Y los hijos de Israel, diciendo: ¿Por qué es el rey de Israel?
Y los hijos de Israel, y los hijos de Israel, y á los hijos de Israel.
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel los hijos de Israel, diciendo: He aquí que los hijos de Israel.
¿Por qué es la tierra? ¿Por qué es la tierra?
¿Por qué es mi alma?
Y los hijos de los hijos de Israel, y á los hijos de Israel.
¿Por qué es la tierra? ¿Por qué es la tierra?
Y los hijos de Israel, diciendo: ¿Por qué es la tierra?
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Por tanto, pues, pues, oh Jehová, oh Jehová.
Y los hijos de Israel, y á los hijos de Israel, y de Israel.
Y él dijo: ¿Por qué es el pueblo? ¿Por qué es el pueblo?
Y los hijos de Israel, y los hijos de Israel, y á los hijos de Israel.
Y los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel.
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de los hijos de los hijos de los hijos de los hijos de Israel.
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel los hijos de Israel, y los hijos de Israel.
Y los hijos de los hijos de Israel, y los hijos de los hijos de Israel.
Y los hijos de los hijos de los hijos de los hijos de los hijos de Israel.
Y los hijos de los hijos de los hijos de los hijos de los hijos de Israel.
Y los hijos de los hijos de los hijos de los hijos de los hijos de Israel.
Y los hijos de los hijos de Israel, y los hijos de Israel, y de Israel.
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y él dijo: ¿Por qué es el pueblo? ¿Por qué es esto? ¿Por qué es esto?
Y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de los hijos de Israel, los hijos de los hijos de Israel.
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y los hijos de Israel, diciendo: ¿Por qué es el rey de Israel?
Y los hijos de Israel le dijo: ¿Por qué es el pueblo?
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, y á los hijos de Israel, y á ti.
Y los hijos de Israel, diciendo: ¿Por qué es el rey de Israel?
Y él dijo: ¿Por qué es el pueblo? ¿Por qué es el pueblo?
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y él dijo: ¿Por qué me me me ha de mi alma?
Y los hijos de Israel los hijos de Israel, diciendo: ¿Por qué los hijos de Israel?
Y él dijo: ¿Por qué es el pueblo? ¿Por qué es esto?
Y los hijos de Israel, y sus hijos, y sus hijos, y sus hijos, y sus hijos.
Y los hijos de los hijos de Israel, los hijos de los hijos de Israel.
Y los hijos de los hijos de Israel, los hijos de los hijos de Israel.
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y él dijo: Por tanto, y los cielos, y á sus manos, y á sus manos.
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y él dijo: ¿Por qué es la tierra? ¿Por qué es la tierra?
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, diciendo: ¿Por qué es el rey de Israel?
Y él dijo: ¿Por qué es el pueblo? ¿Por qué es esto?
Y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, diciendo: ¿Por qué es la tierra?
Y los hijos de Israel los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, diciendo: ¿Por qué es el rey de Israel?
Y él dijo: ¿Por qué es el pueblo? ¿Por qué es esto?
Por tanto, oh Jehová, oh Jehová, oh Jehová, y á ti.
¿Por qué te te te te te de mi alma?
¿Por qué es la tierra? ¿Por qué es la tierra?
¿Por qué es mi alma? ¿Por qué es mi alma?
Y él dijo: ¿Por qué es el rey de Israel?
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y él dijo: ¿Por qué es el pueblo? ¿Por qué es el pueblo?
Y él le dijo: ¿Por qué es el pueblo?
Y los hijos de Israel, diciendo: ¿Por qué es de los hijos de Israel?
Y los hijos de Israel, diciendo: ¿Por qué es de los hijos de Israel?
¿Por qué es la tierra? ¿Por qué es la tierra?
Y él dijo: ¿Por qué te te te? ¿¿Por qué qué?
Y él dijo: ¿Por qué te te te en la tierra?
Y él dijo: ¿Por qué es el pueblo? ¿Por qué es esto?
Y los hijos de Israel, y á los hijos de Israel, y de Israel.
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y él dijo: ¿Por qué es mi alma? ¿Por qué es mi alma?
Y los hijos de Israel, y á los hijos de Israel, y de Israel.
Y él dijo: ¿¿Por qué qué te te te?
Por tanto, oh Jehová, oh Jehová, oh Jehová.
Y él dijo: ¿Por qué te te te te?
Por tanto, oh Jehová, oh Jehová, oh Jehová.
Y los hijos de Israel, diciendo: He aquí, y los hijos de Israel.
Y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel le dijo: ¿Por qué es la tierra? ¿Por qué es la tierra?
Y él dijo: ¿Por qué es mi alma? ¿Por qué es mi alma?
Y los hijos de Israel, diciendo: ¿Por qué es el rey de Israel?
Y los hijos de Israel los hijos de Israel, diciendo: He aquí que los hijos de Israel.
Y él le dijo: ¿Por qué te te te te?
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y los hijos de Israel, y los hijos de Israel, y á los hijos de Israel.
Y los hijos de Israel los hijos de Israel, diciendo: ¿Por qué los hijos de Israel?
Y los hijos de Israel los hijos de Israel, los hijos de Israel, y los hijos de Israel.
Y él dijo: ¿Por qué me me ha hecho? ¿¿Por qué qué es? ¿Por qué qué es?
Y los hijos de Israel, y los hijos de Israel, y á los hijos de Israel.
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel.
Y los hijos de los hijos de Israel, y los hijos de los hijos de Israel.
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, y los hijos de Israel, y á los hijos de Israel.
Y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, y los hijos de Israel, y á los hijos de Israel.
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel.
Y los hijos de los hijos de los hijos de los hijos de Israel, y los hijos de Israel.
Y él dijo: ¿Por qué es el pueblo? ¿Por qué es el pueblo?
Y los hijos de Israel, y sus hermanos, y sus hijos, y sus manos.
Y él dijo: ¿Por qué te te te? ¿¿Por qué qué? ¿Por qué es mi alma?
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, diciendo: He aquí que los hijos de Israel.
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y los hijos de Israel, diciendo: ¿Por qué es de los hijos de Israel?
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, diciendo: ¿Por qué es el rey de Israel?
Y los hijos de Israel, y los hijos de Israel, y á los hijos de Israel.
Y los hijos de Israel, diciendo: ¿Por qué es el rey de Israel?
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, diciendo: ¿Por qué es de los hijos de Israel?
Y él dijo: ¿Por qué me me me ha de mi alma?
Y él dijo: ¿Por qué es el rey de Israel?
Y él dijo: ¿Por qué es el pueblo? ¿Por qué es el pueblo?
Y él dijo: ¿Por qué te te te?
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel los hijos de Israel, y los hijos de Israel.
Y él le dijo: ¿Por qué es el pueblo?
Y los hijos de Israel, diciendo: ¿Por qué es de los hijos de Israel?
Y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y él dijo: ¿Por qué te te te? ¿Por qué qué es?
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, diciendo: ¿Por qué es de los hijos de Israel?
Y los hijos de Israel, diciendo: ¿Por qué es el rey de Israel?
Y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y él dijo: He aquí, y yo yo yo, y á ti, y á ti, y á ti.
Y los hijos de Israel los hijos de Israel, y á los hijos de Israel.
Y los hijos de Israel, diciendo: ¿Por qué es el rey de Israel?
Y él le dijo: ¿Por qué es el pueblo?
Y los hijos de Israel, y dijo: ¿Por qué es de los hijos de Israel?
Y él dijo: ¿Por qué es el pueblo? ¿Por qué es esto?
Y los hijos de Israel, diciendo: ¿Por qué es de los hijos de Israel?
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y los hijos de Israel, diciendo: ¿Por qué es el rey de Israel?
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, y á los hijos de Israel, y de Israel.
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, diciendo: ¿Por qué es el rey de Israel?
Y él le dijo: ¿Por qué qué es?
Y él le dijo: ¿Por qué es el pueblo? ¿Por qué es el rey de Israel?
Por tanto, pues, oh Jehová, oh Jehová, oh Jehová.
Y él dijo: ¿Por qué es mi alma?
Y los hijos de los hijos de Israel, y sus hijos, y sus ejidos.
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y él dijo: ¿Por qué es mi alma?
Y él le dijo: ¿Por qué me me ha hecho?
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y él dijo: ¿Por qué te te te?
Y los hijos de Israel, diciendo: ¿Por qué es el rey de Israel?
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, diciendo: He aquí, y los hijos de Israel.
Y los hijos de Israel, y dijo: ¿Por qué es el rey de Israel?
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y él dijo: ¿Por qué te te te de mi alma?
Y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, diciendo: He aquí, y los hijos de Israel.
Y los hijos de Israel, y á los hijos de Israel, y á ti.
Y los hijos de Israel, diciendo: He aquí, y los hijos de Israel.
Y él dijo: ¿Por qué me me me ha hecho? ¿¿Por qué qué?
¿Por qué me me me ha hecho? ¿¿Por qué qué?
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y los hijos de Israel, y dijo: ¿Por qué es el rey de Israel?
Y los hijos de Israel los hijos de Israel, diciendo: He aquí que los hijos de Israel.
Y los hijos de Israel, y á los hijos de Israel, y de Israel.
Y él dijo: ¿Por qué me me me ha de mi alma?
Y los hijos de Israel, diciendo: ¿Por qué es de los hijos de Israel?
Y él dijo: ¿Por qué es el rey de Israel?
Y los hijos de los hijos de los hijos de Israel, y los hijos de Israel.
Por tanto, pues, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Y los hijos de Israel, diciendo: ¿Por qué es el rey de Israel?
Por tanto, oh Jehová, oh Jehová, oh Jehová.
Y él dijo: ¿Por qué te te te? ¿Por qué qué es?
Y los hijos de Israel, diciendo: ¿Por qué es el rey de Israel?
Y él dijo: ¿Por qué es el rey de Israel?
¿Por qué es el que yo yo? ¿Por qué es mi alma?
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y él dijo: ¿Por qué me me me ha de mi alma?
Y los hijos de los hijos de Israel, y sus hijos, y sus ejidos.
Y los hijos de los hijos de Israel, los hijos de los hijos de Israel.
Y los hijos de Israel los hijos de Israel, y los hijos de Israel.
¿Por qué es mi alma?
Y él le dijo: ¿Por qué es su cabeza, y su cabeza?
Y él dijo: ¿Por qué es el pueblo? ¿Por qué es el pueblo?
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y los hijos de Israel, y á los hijos de Israel, y de Israel.
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, y á los hijos de Israel, y de Israel.
Y los hijos de Israel, y los hijos de Israel, y á los hijos de Israel.
Y los hijos de los hijos de Israel, los hijos de los hijos de Israel.
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, diciendo: He aquí, y los hijos de Israel.
Y él dijo: ¿Por qué es el pueblo? ¿Por qué es el pueblo?
Y los hijos de Israel, y dijo: ¿Por qué es el pueblo?
Y los hijos de Israel, y los hijos de Israel, y sus manos.
Y él dijo: ¿Por qué es el pueblo?
Por tanto, oh Jehová, oh Dios, oh Jehová, oh Jehová, y á ti, y á ti.
Y los hijos de Israel, diciendo: ¿Por qué es de los hijos de Israel?
Y los hijos de Israel, diciendo: ¿Por qué es el rey de Israel?
Y los hijos de Israel, diciendo: ¿Por qué es el rey de Israel?
Por tanto, oh Jehová, oh Jehová, oh Jehová.
Y él dijo: ¿Por qué es el pueblo? ¿Por qué es el pueblo?
Y él dijo: ¿Por qué es el pueblo? ¿Por qué es el pueblo?
Y los hijos de Israel, diciendo: ¿Por qué es el rey de Israel?
Y los hijos de Israel, diciendo: He aquí que los hijos de Israel.
Y los hijos de Israel los hijos de Israel, y á los hijos de Israel.
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, diciendo: ¿Por qué es el rey de Israel?
Y los hijos de Israel, diciendo: ¿Por qué es el rey de Israel?
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, los hijos de Israel, diciendo: He aquí que los hijos de Israel.
Y los hijos de Israel los hijos de Israel, diciendo: ¿Por qué los hijos de Israel?
Y los hijos de los hijos de Israel, los hijos de los hijos de Israel.
Y los hijos de Israel que había hecho en los cielos, y los que están en la tierra.
Y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y los hijos de Israel, y á los hijos de Israel, y de Israel.
Y los hijos de Israel, diciendo: ¿Por qué es de los hijos de Israel?
Y los hijos de los hijos de Israel, diciendo: He aquí que los hijos de los hijos de Israel.
Y los hijos de los hijos de Israel, diciendo: ¿Por qué los hijos de los hijos de Israel?
Y los hijos de Israel los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, y los hijos de Israel, y á los hijos de Israel.
Y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, y los hijos de Israel, y á los hijos de Israel.
Y los hijos de los hijos de Israel, y sus hijos, y sus ejidos.
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel.
Y los hijos de los hijos de los hijos de Israel, y los hijos de Israel.
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, y á los hijos de Israel, y á Israel, y á los hijos de Israel.
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, y á los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel los hijos de Israel, diciendo: ¿Por qué los hijos de Israel?
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
¿Por qué es la tierra? ¿Por qué es la tierra?
Y los hijos de Israel, diciendo: ¿Por qué es el rey de Israel?
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, y á los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, y á los hijos de Israel, y de Israel.
Y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel los hijos de Israel, diciendo: He aquí que los hijos de Israel.
Y los hijos de los hijos de Israel, los hijos de los hijos de Israel.
Y los hijos de Israel, y los hijos de Israel, y á los hijos de Israel.
Y los hijos de los hijos de los hijos de los hijos de los hijos de Israel.
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y él dijo: ¿Por qué es el rey de Israel?
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, diciendo: ¿Por qué es de los hijos de Israel?
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y él dijo: ¿Por qué te te te de mi alma?
Y él dijo: ¿Por qué te te te en la tierra?
Y él dijo: ¿Por qué te te te de mi alma?
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y él dijo: ¿Por qué es el pueblo? ¿Por qué es esto?
Y los hijos de Israel, y los hijos de Israel, y á los hijos de Israel.
Y los hijos de Israel los hijos de Israel, diciendo: ¿Por qué es la tierra?
Y los hijos de Israel, diciendo: ¿Por qué es el rey de Israel?
Y los hijos de Israel, y los hijos de Israel, y á los hijos de Israel.
Y él dijo: ¿Por qué es el rey de Israel?
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de los hijos de Israel, y los hijos de Israel, y de Israel.
Y los hijos de Israel, y á los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel los hijos de Israel, y á los hijos de Israel.
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de los hijos de Israel, y á los hijos de Israel.
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, y los hijos de Israel, y sus hijos.
Y los hijos de Israel, y á los hijos de Israel, y de Israel.
Y los hijos de Israel, y los hijos de Israel, y á los hijos de Israel.
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, diciendo: ¿Por qué es la tierra de los hijos de Israel?
Y los hijos de los hijos de Israel, los hijos de los hijos de Israel.
Y los hijos de los hijos de los hijos de los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel los hijos de Israel, diciendo: ¿Por qué los hijos de Israel?
Y los hijos de Israel, diciendo: ¿Por qué es el rey de Israel?
Y los hijos de los hijos de los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel los hijos de Israel, y los hijos de Israel.
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y él dijo: ¿Por qué es la tierra? ¿Por qué es la tierra?
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y él le dijo: ¿Por qué es el pueblo?
Y los hijos de Israel, diciendo: ¿Por qué es el rey de Israel?
Y los hijos de los hijos de Israel, los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y los hijos de Israel, y los hijos de Israel, y á los hijos de Israel.
Y él dijo: ¿Por qué me me me ha hecho? ¿¿Por qué qué?
Y los hijos de Israel, diciendo: He aquí, y los hijos de Israel.
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, y los hijos de Israel, y á los hijos de Israel.
Y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de los hijos de Israel, diciendo: ¿¿Por qué es la tierra?
Y los hijos de Israel, y á los hijos de Israel, y de Israel.
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y él dijo: ¿Por qué te te te en la tierra? ¿Por qué es la tierra?
Y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, diciendo: He aquí que los hijos de Israel.
Y los hijos de Israel, y á los hijos de Israel, y de Israel.
Y él le dijo: ¿Por qué te te te te?
Y los hijos de los hijos de Israel, y á los hijos de Israel.
Y los hijos de Israel, diciendo: ¿Por qué es la tierra?
Y él dijo: ¿¿Por qué qué me me ha hecho?
Y él le dijo: ¿Por qué es mi alma?
Y él dijo: ¿Por qué te te te de mi alma?
¿Por qué es mi alma? ¿Por qué es mi alma?
Y los hijos de Israel, y sus manos, y sus manos, y sus manos.
Y él dijo: ¿Por qué te te te te?
Y los hijos de los hijos de Israel, y sus manos, y sus manos.
Por tanto, y sus manos, y sus manos, y sus manos.
Y los hijos de los hijos de Israel, y los hijos de los hijos de Israel.
¿Por qué es la tierra? ¿Por qué es la tierra?
Y él dijo: ¿Por qué es el pueblo? ¿Por qué es el pueblo?
Y los hijos de Israel, diciendo: ¿Por qué es la tierra?
Y los hijos de los hijos de Israel, el pueblo de los hijos de Israel.
¿Por qué te te te te te? ¿¿Por qué te te te?
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Por tanto, y los que están en sus manos, y sus manos, y sus manos.
Y los hijos de los hijos de Israel, y sus manos, y sus manos.
Y él dijo: ¿Por qué es mi alma? ¿Por qué es mi alma?
Y los hijos de los hijos de Israel, y los hijos de los hijos de Israel.
Y él dijo: ¿Por qué te te te en la casa de ti?
¿Por qué es el que yo? ¿Por qué es mi alma?
¿Por qué me me me? ¿Por qué es mi alma? ¿Por qué es mi alma?
Y él dijo: ¿Por qué me me me ha hecho?
¿¿Por qué me me me me? ¿Por qué es mi alma? ¿Por qué es mi alma?
Y los hijos de Israel, y los hijos de Israel, y á los hijos de Israel.
Y los hijos de Israel los hijos de Israel.
Y los hijos de Israel los hijos de Israel, y los hijos de Israel.
¿Por qué es la tierra? ¿Por qué es la tierra?
¿Por qué es mi alma? ¿Por qué es mi alma?
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y los hijos de Israel, y á los hijos de Israel, y los hijos de Israel.
Y él dijo: ¿Por qué es la tierra? ¿Por qué es la tierra?
¿Por qué es mi alma? ¿Por qué es mi alma?
Y él dijo: ¿Por qué es mi alma? ¿Por qué es mi alma?
Por tanto, pues, pues, oh Jehová, oh Jehová.
¿Por qué es mi alma? ¿Por qué es mi alma?
¿Por qué es la tierra? ¿Por qué es la tierra?
Y él dijo: ¿Por qué es la tierra? ¿¿Por qué es la tierra?
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y él dijo: ¿¿Por qué qué te te te?
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y los hijos de los hijos de Israel, y sus manos, y sus manos.
¿Por qué me me me ha de mi alma?
¿Por qué es la tierra? ¿Por qué es la tierra?
Y los hijos de Israel le dijo: ¿Por qué es la tierra? ¿Por qué es la tierra?
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Por tanto, y no te te te en mi alma, y no te te en mi alma.
Y él dijo: ¿¿Por qué qué me me ha hecho? ¿Por qué qué es mi alma?
¿Por qué es la tierra? ¿Por qué es la tierra?
Y él dijo: ¿Por qué es mi alma? ¿Por qué es mi alma?
Y él dijo: ¿Por qué me me ha hecho? ¿¿Por qué qué es? ¿Por qué qué es?
¿Por qué me me me ha de los hijos de Israel?
Y él dijo: ¿Por qué es el pueblo? ¿Por qué es esto?
Y él dijo: ¿Por qué es el pueblo?
Y los hijos de los hijos de Israel, y los hijos de Israel, y de Israel.
Y él dijo: ¿¿Por qué qué es? ¿Por qué qué es?
Y él dijo: ¿Por qué es mi alma? ¿Por qué es mi alma?
¿Por qué es mi alma? ¿Por qué es mi alma?
¿Por qué es mi alma? ¿Por qué es mi alma?
Y los hijos de los hijos de Israel, y sus manos, y sus manos.
Por tanto, y mi alma, y mi alma, y mi alma.
Y él dijo: ¿Por qué te te te? ¿¿Por qué qué?
Y él dijo: ¿Por qué es el pueblo? ¿Por qué es mi alma?
Y él dijo: ¿Por qué es el pueblo? ¿Por qué es el pueblo?
Y él dijo: ¿¿Por qué te te te te mi alma?
¿Por qué te te te mi alma? ¿Por qué es mi alma?
Y los hijos de los hijos de Israel, y sus manos, y sus manos.
Y él dijo: ¿¿Por qué te te te te? ¿Por qué te te te te?
Y los hijos de los hijos de Israel, y á los hijos de Israel.
¿Por qué es de los hijos de Israel?
Y los hijos de Israel, diciendo: He aquí, y los hijos de Israel.
Y los hijos de los hijos de los hijos de los hijos de Israel, los hijos de Israel.
Por tanto, oh Jehová, oh Jehová, oh Dios de Israel, y tus manos.
Y él dijo: ¿Por qué te te te de los hijos de Israel?
Y los hijos de Israel, diciendo: ¿Por qué es la tierra?
Y los hijos de los hijos de Israel, y sus hijos, y sus ejidos.
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y los hijos de Israel le dijo: ¿Por qué es la tierra de la tierra?
Y él dijo: ¿Por qué es la tierra? ¿Por qué es la tierra?
Y él dijo: ¿Por qué es la tierra? ¿Por qué qué es?
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y él dijo: ¿Por qué te te te? ¿¿Por qué qué?
Y los hijos de Israel, y á los hijos de Israel, y de Israel.
¿Por qué te te te te te de mi alma?
¿Por qué me me me ha de la tierra?
¿Por qué es la tierra de la tierra?
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y los hijos de los hijos de los hijos de los hijos de los hijos de Israel.
Y él dijo: ¿Por qué es el pueblo? ¿Por qué es esto?
Y los hijos de los hijos de Israel, y los hijos de Israel, y sus hijos.
Y los hijos de los hijos de Israel, y sus hijos, y sus ejidos.
Y él dijo: ¿Por qué es mi alma? ¿Por qué es mi alma?
Por tanto, pues, pues, oh Jehová, oh Jehová.
Y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y él dijo: ¿Por qué te te te? ¿Por qué me me ha hecho?
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
¿Por qué es mi alma? ¿Por qué es mi alma?
Y él dijo: ¿Por qué te te te te?
Y él dijo: ¿Por qué me me me ha de mi alma?
Y él dijo: ¿¿Por qué te te te te? ¿¿Por qué te te te?
¿Por qué es mi alma? ¿Por qué es mi alma?
Y él dijo: ¿¿Por qué te te te te? ¿Por qué te te te te?
Y los hijos de los hijos de Israel, los hijos de Israel, diciendo: ¿Por qué los hijos de Israel?
Y los hijos de Israel los hijos de Israel, y los hijos de Israel.
¿Por qué es mi alma? ¿Por qué es mi alma?
Y los hijos de Israel, y á los hijos de Israel, y de Israel.
Y los hijos de Israel le dijo: ¿Por qué es la tierra? ¿Por qué es la tierra?
Y él dijo: ¿Por qué te te te de mi alma?
¿Por qué es la tierra? ¿Por qué es la tierra?
Por tanto, yo yo yo soy Jehová, oh Jehová, oh Dios de Dios.
Y los hijos de Israel le dijo: ¿Por qué es la tierra? ¿Por qué es la tierra?
¿Por qué me me me ha de mi alma? ¿Por qué es mi alma?
¿Por qué es la tierra? ¿Por qué es la tierra?
Y él dijo: ¿¿Por qué te te te te? ¿Por qué te te te te?
Y los hijos de Israel le dijo: ¿Por qué es el pueblo?
¿Por qué es mi alma?
Y los hijos de Israel, y á los hijos de Israel, y de Israel.
Por tanto, pues, oh Jehová, oh Jehová, y no es mi alma.
¿Por qué es la tierra? ¿Por qué es la tierra de la tierra?
Y los hijos de los hijos de los hijos de los hijos de los hijos de Israel.
Y él dijo: ¿Por qué me me ha hecho? ¿¿Por qué qué es? ¿Por qué qué es?
¿Por qué es mi alma?
Y los hijos de los hijos de Israel.
Y los hijos de los hijos de los hijos de los hijos de los hijos de Israel.
¿Por qué es la tierra? ¿¿Por qué es?
Y los hijos de Israel, diciendo: ¿Por qué es la tierra?
¿Por qué es la tierra de la tierra?
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y los hijos de los hijos de Israel, y sus hijos, y sus ejidos.
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y él dijo: ¿¿Por qué qué te te te?
Y los hijos de Israel, y á los hijos de Israel, y de Israel.
¿Por qué es la tierra? ¿Por qué es la tierra de la tierra?
Y los hijos de Israel los hijos de Israel, diciendo: ¿Por qué es la tierra?
Por tanto, y sus manos, y sus manos, y sus manos, y sus manos.
¿Por qué es la tierra? ¿Por qué es la tierra?
Y los hijos de los hijos de Israel, los hijos de los hijos de Israel.
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
¿Por qué es la tierra? ¿Por qué es la tierra?
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y los hijos de los hijos de Israel, y á los hijos de Israel.
Y los hijos de los hijos de Israel, y sus manos, y sus manos.
¿Por qué es la tierra? ¿Por qué es la tierra?
Y él dijo: ¿Por qué es la tierra? ¿Por qué es la tierra?
Por tanto, y los que están en la tierra, y sus manos, y sus manos.
¿Por qué es la tierra? ¿Por qué es la tierra?
Y los hijos de los hijos de Israel, y sus manos, y sus manos.
¿Por qué es la tierra? ¿Por qué es la tierra?
Y los hijos de Israel le dijo: ¿Por qué es la tierra? ¿Por qué es la tierra?
Y los hijos de los hijos de Israel, y sus manos, y sus manos.
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y él le dijo: ¿Por qué te te te te?
¿Por qué es mi alma? ¿Por qué es mi alma?
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y él dijo: ¿Por qué es la tierra? ¿Por qué es la tierra?
Por tanto, y la tierra, y la tierra.
Y él dijo: ¿Por qué es la tierra? ¿¿Por qué es la tierra?
Y él dijo: ¿Por qué es mi alma? ¿Por qué es mi alma?
Y él dijo: ¿Por qué es de los hijos de Israel?
Y los hijos de Israel le dijo: ¿Por qué es la tierra? ¿Por qué es la tierra?
Y los hijos de Israel, y sus manos, y sus manos, y sus manos.
Y los hijos de Israel, y á los hijos de Israel, y á ti.
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y los hijos de los hijos de Israel, y sus manos, y sus manos.
Y los hijos de Israel que había hecho en la tierra, y los que están en la tierra.
Y los hijos de los hijos de Israel, y de Israel, y sus manos.
Y los hijos de los hijos de Israel, y los hijos de Israel, y de Israel.
Y los hijos de Israel, diciendo: ¿Por qué es el rey de Israel?
Y los hijos de Israel, y á los hijos de Israel, y de Israel.
¿Por qué es la tierra? ¿Por qué es la tierra?
Y los hijos de Israel que había hecho á los cielos, y á los hijos de Israel.
Y los hijos de Israel, y los hijos de Israel, y á los hijos de Israel.
Y los hijos de Israel los hijos de Israel, diciendo: ¿Por qué los hijos de Israel?
Y él dijo: ¿Por qué es el que me ha hecho? ¿¿Por qué qué es mi alma? ¿Por qué qué es? ¿Por qué qué es?
Y los hijos de Israel, diciendo: ¿Por qué es la tierra?
Por tanto, y sus manos, y sus manos, y sus manos, y sus manos.
Y los hijos de los hijos de Israel, y sus hijos, y sus ejidos.
Por tanto, pues, oh Jehová, oh Jehová.
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y él dijo: ¿Por qué es mi alma? ¿Por qué es mi alma?
Y los hijos de Israel, y á los hijos de Israel, y á Israel.
Y él dijo: ¿Por qué me me ha de mi alma?
Y él dijo: ¿Por qué te te te te te? ¿Por qué es mi alma? ¿Por qué es mi alma?
Y él dijo: ¿¿Por qué qué es? ¿Por qué es la tierra? ¿Por qué es mi alma?
Y él dijo: ¿Por qué te te te? ¿Por qué qué es?
Y él dijo: ¿¿Por qué qué me me ha hecho?
Y él dijo: ¿¿Por qué qué te te te?
Por tanto, oh Jehová, oh Jehová, oh Jehová, y tus manos.
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y él dijo: ¿Por qué te te te?
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y él dijo: ¿Por qué te te te en la tierra?
Por tanto, oh Jehová, y tus manos, y sus manos, y sus manos.
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
¿Por qué es mi alma? ¿Por qué es mi alma?
Y él dijo: ¿Por qué te te te? ¿¿Por qué qué? ¿Por qué es mi alma?
Y él dijo: ¿Por qué es el pueblo?
Por tanto, oh Jehová, oh Jehová, oh Jehová.
Y él dijo: ¿Por qué es mi alma? ¿¿Por qué es mi alma?
Y él dijo: ¿Por qué es la tierra? ¿Por qué es la tierra?
Y los hijos de los hijos de Israel, y á los hijos de Israel.
Y él le dijo: ¿Por qué es mi alma?
¿Por qué te te te en mi alma?
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
¿Por qué es mi alma? ¿Por qué es mi alma?
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Por tanto, oh Jehová, oh Jehová, y tus manos.
Y los hijos de Israel, diciendo: ¿Por qué es el rey de Israel?
Por tanto, pues, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Y él dijo: ¿Por qué me me me ha de mi alma?
Y los hijos de Israel que había hecho á los cielos, y á los hijos de Israel.
¿Por qué es mi alma?
Y los hijos de Israel los hijos de Israel, y á los hijos de Israel.
Y él dijo: ¿Por qué es la tierra? ¿Por qué es la tierra?
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y los hijos de Israel, diciendo: ¿Por qué es esto?
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y los hijos de Israel, diciendo: ¿Por qué es el rey de Israel?
Por tanto, pues, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y él dijo: ¿Por qué me me ha de mi alma?
Y él dijo: ¿Por qué es el pueblo? ¿Por qué es el pueblo?
Y él dijo: ¿¿Por qué qué me me ha hecho?
Por tanto, pues, pues, y á su padre, y á su padre, y á su padre.
Y los hijos de Israel, diciendo: ¿Por qué los hijos de Israel?
Y los hijos de Israel, diciendo: ¿Por qué es el rey de Israel?
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel.
Y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y los hijos de Israel, diciendo: ¿Por qué es la tierra de los hijos de Israel?
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
¿Por qué es la tierra? ¿Por qué es la tierra?
Y los hijos de los hijos de los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel le dijeron: ¿Por qué es el pueblo? ¿Por qué es la tierra?
Y los hijos de los hijos de los hijos de Israel, y los hijos de Israel.
Y los hijos de los hijos de Israel, y sus manos, y sus manos.
Y él dijo: ¿Por qué te te te en mi alma? ¿Por qué es mi alma?
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y los hijos de Israel, y los hijos de Israel, y á los hijos de Israel.
Y él dijo: ¿¿Por qué qué es mi alma? ¿Por qué es mi alma?
¿Por qué es la tierra? ¿Por qué es la tierra?
¿Por qué es la tierra? ¿Por qué es esto?
Por tanto, y sus manos, y sus manos, y sus manos.
Y los hijos de Israel los hijos de Israel, diciendo: ¿Por qué es de los hijos de Israel?
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y él dijo: ¿¿Por qué te te te te?
Y los hijos de Israel, diciendo: ¿Por qué es de los hijos de Israel?
Y los hijos de Israel, diciendo: He aquí que los hijos de Israel.
Y él le dijo: ¿Por qué es la tierra.
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de los hijos de Israel, y á los hijos de Israel.
Por tanto, y los que están en la tierra, y la tierra.
Y él dijo: ¿Por qué es el pueblo? ¿Por qué es el pueblo?
Y los hijos de Israel, y sus manos, y sus manos, y sus manos.
Y él dijo: ¿Por qué te te te de mi alma? ¿Por qué es mi alma?
Y él dijo: ¿Por qué te te te te?
Y los hijos de Israel le dijo: ¿Por qué es el pueblo?
Y los hijos de Israel los hijos de Israel, diciendo: ¿Por qué es de los hijos de Israel?
Y los hijos de los hijos de Israel, y á los hijos de Israel.
Y él dijo: ¿Por qué es el pueblo? ¿Por qué es esto?
¿Por qué es la tierra? ¿Por qué es la tierra?
Y él dijo: ¿¿Por qué te te te te? ¿Por qué te te te te?
Y los hijos de los hijos de Israel, y á los hijos de Israel.
Y él dijo: ¿Por qué es el pueblo? ¿Por qué es el pueblo?
Y él dijo: ¿Por qué te te te en la tierra? ¿Por qué es mi alma?
Y los hijos de los hijos de Israel, y sus hijos, y sus ejidos.
Y los hijos de Israel, diciendo: ¿¿Por qué qué es el pueblo?
Y él dijo: ¿Por qué te te te en la tierra?
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y los hijos de Israel los hijos de Israel, diciendo: ¿Por qué los hijos de Israel?
Y él dijo: ¿Por qué es el pueblo? ¿Por qué es el pueblo?
Y los hijos de Israel, y á los hijos de Israel, y á ti.
Y los hijos de Israel, diciendo: He aquí que los hijos de Israel.
Por tanto, oh Jehová, oh Jehová, oh Jehová, y á ti, y á ti.
Y él dijo: ¿Por qué es el pueblo? ¿Por qué es la tierra?
Y él le dijo: ¿Por qué es el pueblo?
Y él le dijo: ¿Por qué te te ha hecho?
Y los hijos de los hijos de los hijos de los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, y á los hijos de Israel, y sus hermanos.
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de los hijos de los hijos de los hijos de Israel, y los hijos de Israel.
Y los hijos de los hijos de Israel, diciendo: ¿Por qué los hijos de Israel?
Y los hijos de Israel, diciendo: ¿Por qué es el rey de Israel?
Y los hijos de los hijos de Israel, los hijos de los hijos de Israel.
Y los hijos de Israel los hijos de Israel, y á los hijos de Israel.
Y los hijos de los hijos de Israel, los hijos de los hijos de Israel.
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y él dijo: ¿Por qué te te te de los hijos de Israel?
Y los hijos de Israel le dijo: ¿Por qué es la tierra?
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y él le dijo: ¿Por qué es el rey de Israel?
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y los hijos de Israel, diciendo: ¿Por qué es el rey de Israel?
Y él dijo: ¿Por qué te te te? ¿Por qué qué es?
Y él le dijo: ¿Por qué qué te te te?
Y los hijos de los hijos de Israel, y sus manos, y sus manos.
Y él dijo: ¿Por qué es la tierra? ¿Por qué es la tierra?
Y él dijo: ¿Por qué te te te?
Y los hijos de Israel le dijo: ¿Por qué es el rey de Israel?
Y los hijos de los hijos de Israel, y á los hijos de Israel.
Y los hijos de los hijos de Israel, diciendo: ¿Por qué es la tierra?
Y los hijos de Israel, diciendo: ¿Por qué es la tierra?
Y él dijo: ¿Por qué me me ha hecho? ¿¿Por qué qué es? ¿¿Por qué qué?
Y los hijos de Israel, diciendo: ¿Por qué es el rey de Israel?
Y los hijos de Israel, y sus manos, y sus manos, y sus manos.
Y los hijos de los hijos de Israel, los hijos de los hijos de Israel.
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
¿Por qué es la tierra? ¿Por qué es la tierra?
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, diciendo: ¿Por qué es de los hijos de Israel?
Y él dijo: ¿Por qué es el pueblo? ¿Por qué es el pueblo?
Y él dijo: ¿Por qué es el pueblo?
Y los hijos de Israel, diciendo: ¿Por qué es el rey de Israel?
Y él dijo: ¿Por qué es el pueblo? ¿Por qué es el rey de Israel?
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
¿Por qué es la tierra? ¿Por qué es la tierra?
Y él dijo: ¿Por qué me me me ha hecho?
Y él dijo: ¿Por qué es mi alma? ¿Por qué es la tierra?
Y los hijos de Israel, y á los hijos de Israel, y los hijos de Israel.
¿Por qué es la tierra? ¿Por qué es la tierra de Dios?
Y los hijos de Israel, diciendo: ¿Por qué es la tierra de los cielos?
Y él dijo: ¿Por qué es mi alma? ¿Por qué es mi alma?
Y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, diciendo: He aquí que los hijos de Israel.
Y los hijos de Israel, diciendo: He aquí que los hijos de Israel.
Y los hijos de Israel, diciendo: ¿Por qué es de los hijos de Israel?
Y los hijos de Israel, diciendo: ¿Por qué es el rey de Israel?
Y los hijos de Israel, y sus manos, y sus manos, y sus manos.
Y los hijos de los hijos de los hijos de los hijos de los hijos de Israel.
Y los hijos de Israel, diciendo: ¿Por qué es la tierra?
Y él dijo: ¿Por qué es el pueblo? ¿Por qué es el pueblo?
Y los hijos de Israel, y sus hermanos, y sus hijos, y sus hermanos.
Y los hijos de Israel los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y él dijo: ¿Por qué me me ha hecho?
Y los hijos de Israel, y á los hijos de Israel, y á Israel, y á los hijos de Israel.
Y él dijo: ¿Por qué es la tierra? ¿Por qué es la tierra?
¿Por qué es mi alma? ¿Por qué es mi alma?
Y él dijo: ¿Por qué es el pueblo? ¿Por qué es esto?
Y los hijos de Israel, y á los hijos de Israel, y de Israel.
Y los hijos de Israel, y sus hermanos, y sus hijos, y sus hijos, y sus hijos.
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
¿Por qué es mi alma? ¿Por qué es mi alma?
Y él dijo: ¿Por qué te te te? ¿Por qué qué es?
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y él le dijo: ¿Por qué te te te te?
Y él dijo: ¿Por qué te te te? ¿¿Por qué qué?
Y él dijo: ¿Por qué es el pueblo? ¿Por qué es el pueblo?
Y los hijos de Israel, diciendo: ¿Por qué es el rey de Israel?
Y él le dijo: ¿Por qué es el pueblo?
Y los hijos de Israel, y á los hijos de Israel, y á Israel.
Y él dijo: ¿Por qué te te te?
¿Por qué es mi alma? ¿Por qué es mi alma?
Y él le dijo: ¿Por qué es el rey de Israel? ¿Por qué es de los hijos de Israel?
Y él dijo: ¿Por qué me me me ha hecho? ¿Por qué qué es?
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y los hijos de Israel, diciendo: He aquí, y los hijos de Israel.
Y él dijo: ¿¿Por qué qué me me ha hecho? ¿Por qué qué es mi alma?
Y él dijo: ¿Por qué es el pueblo? ¿Por qué es esto? ¿Por qué es esto?
Y los hijos de Israel, y los hijos de Israel, y á los hijos de Israel.
Y los hijos de Israel le dijo: ¿Por qué es el pueblo?
Y él le dijo: ¿Por qué te te te te, y á ti, y á ti?
Y él dijo: ¿Por qué es el pueblo? ¿Por qué es el pueblo?
Y él dijo: ¿Por qué es el pueblo? ¿Por qué es el pueblo?
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, los hijos de Israel, diciendo: He aquí que los hijos de Israel.
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y él dijo: ¿Por qué es el pueblo, oh Jehová? ¿¿Por qué es el pueblo?
Y él le dijo: ¿Por qué te te te te, y á ti, y á ti?
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y él dijo: ¿Por qué te te te? ¿¿Por qué es?
Y él dijo: ¿Por qué es mi alma?
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y los hijos de los hijos de Israel, y los hijos de Israel, y de Israel.
Y los hijos de Israel, y á los hijos de Israel, y sus hermanos.
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y los hijos de Israel, y á los hijos de Israel, y de Israel.
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y él le dijo: ¿Por qué te te ha hecho?
Por tanto, y los que están en la tierra, y la tierra.
Y él le dijo: ¿Por qué qué es?
Y él dijo: ¿Por qué te te te? ¿¿Por qué qué? ¿Por qué es mi alma?
Y los hijos de Israel, y á los hijos de Israel, y á Israel, y á los hijos de Israel.
Y los hijos de Israel, y sus hermanos, y sus manos, y sus manos.
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y él dijo: ¿Por qué me me ha hecho? ¿¿Por qué qué es? ¿Por qué qué es?
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y los hijos de Israel, y á los hijos de Israel, y los hijos de Israel.
Y él dijo: ¿Por qué es mi alma?
Y los hijos de Israel los hijos de Israel, y á los hijos de Israel.
Por tanto, pues, y los que están en la tierra, y la tierra.
Y los hijos de los hijos de Israel, diciendo: ¿Por qué los hijos de Israel?
Y los hijos de Israel, y los hijos de Israel, y á los hijos de Israel.
Y él dijo: ¿Por qué es el pueblo? ¿Por qué es esto?
Y los hijos de Israel, diciendo: ¿Por qué es esto?
Y los hijos de Israel, diciendo: He aquí, y los hijos de Israel.
Y los hijos de Israel le dijo: ¿Por qué es el pueblo?
Y él le dijo: ¿Por qué es el pueblo?
¿Por qué es mi alma? ¿Por qué es mi alma?
Y los hijos de Israel, y á los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, y á los hijos de Israel, y de Israel.
¿Por qué es la tierra? ¿Por qué es esto?
Por tanto, pues pues, oh Jehová, oh Jehová.
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y él dijo: ¿¿Por qué qué es mi alma? ¿Por qué es mi alma?
Y los hijos de Israel, diciendo: He aquí, y los hijos de Israel.
Y los hijos de Israel le dijo: ¿Por qué es la tierra? ¿Por qué es la tierra?
Y los hijos de Israel, diciendo: ¿Por qué es de los hijos de Israel?
Y él dijo: ¿¿Por qué qué es mi alma? ¿Por qué es mi alma?
Y él dijo: ¿¿Por qué qué me me ha hecho?
Y los hijos de Israel, diciendo: ¿Por qué es el rey de Israel?
Y él dijo: ¿Por qué es el pueblo? ¿Por qué es el pueblo?
Y él le dijo: ¿Por qué te te te te?
Y los hijos de Israel le dijo: ¿Por qué es el pueblo?
Y los hijos de Israel, diciendo: He aquí, y los hijos de Israel.
¿Por qué es la tierra? ¿Por qué es la tierra?
Y los hijos de Israel, diciendo: ¿Por qué es de los hijos de Israel?
Y él dijo: ¿Por qué es el pueblo? ¿Por qué es esto?
Y él dijo: ¿Por qué es el pueblo? ¿Por qué es esto? ¿Por qué es esto?
Y los hijos de Israel, diciendo: He aquí que los hijos de Israel.
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
¿Por qué es la tierra? ¿Por qué es la tierra?
Y él dijo: ¿Por qué me me me ha de mi alma?
Y los hijos de Israel, y los hijos de Israel, y á los hijos de Israel.
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y él dijo: ¿Por qué es el pueblo? ¿Por qué es esto?
Y los hijos de Israel, diciendo: ¿Por qué es el rey de Israel?
Y los hijos de Israel los hijos de Israel, diciendo: ¿Por qué es de los hijos de Israel?
Y los hijos de Israel, diciendo: ¿Por qué es el rey de Israel?
Y los hijos de los hijos de los hijos de los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, diciendo: ¿¿Por qué qué es?
Y él dijo: ¿Por qué es el pueblo? ¿Por qué es el pueblo?
Y él le dijo: ¿Por qué es el pueblo?
¿Por qué es la tierra? ¿Por qué es la tierra?
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y él dijo: ¿Por qué es el pueblo? ¿Por qué es el pueblo?
Y los hijos de Israel, diciendo: ¿¿Por qué qué es el rey de Israel?
Y él dijo: ¿Por qué me me me ha hecho? ¿¿Por qué qué?
Y él dijo: ¿Por qué es el pueblo? ¿Por qué es esto?
¿Por qué es la tierra? ¿Por qué es la tierra?
Y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y él le dijo: ¿Por qué qué es?
Y él dijo: ¿Por qué te te te? ¿Por qué me me ha hecho?
Y los hijos de Israel, diciendo: ¿Por qué es de los hijos de Israel?
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
¿Por qué es mi alma? ¿Por qué es mi alma?
Y los hijos de Israel, diciendo: ¿Por qué es el rey de Israel?
¿Por qué es mi alma? ¿Por qué es mi alma?
Y él dijo: ¿¿Por qué qué es mi alma? ¿Por qué es mi alma?
Y él dijo: ¿Por qué te te te?
¿Por qué es mi alma? ¿Por qué es mi alma?
Y él dijo: ¿Por qué me me me ha de mi alma?
Y él dijo: ¿Por qué me me ha hecho? ¿¿Por qué qué es? ¿Por qué qué es?
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y él dijo: ¿Por qué me me me ha hecho? ¿¿Por qué qué?
Y los hijos de Israel los hijos de Israel, diciendo: ¿Por qué es de los hijos de Israel?
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y los hijos de Israel, diciendo: He aquí, y los hijos de Israel.
Y los hijos de Israel, diciendo: ¿Por qué es esto?
Y los hijos de Israel, y á los hijos de Israel, y á Israel.
Y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, y los hijos de Israel, y á los hijos de Israel.
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
¿Por qué es mi alma? ¿Por qué es mi alma?
Por tanto, oh Jehová, oh Jehová, oh Jehová.
Y los hijos de Israel, y á los hijos de Israel, y á Israel, y á los hijos de Israel.
Y él le dijo: ¿Por qué es el pueblo?
Y los hijos de Israel, diciendo: He aquí, y los hijos de Israel.
Y él dijo: ¿Por qué es el pueblo? ¿Por qué es esto?
Y él le dijo: ¿Por qué es el pueblo?
Y los hijos de Israel, diciendo: He aquí, y los hijos de Israel.
Y los hijos de Israel los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel los hijos de Israel, y los hijos de Israel.
Y él dijo: ¿Por qué es el pueblo? ¿Por qué es esto?
Y los hijos de Israel, y los hijos de Israel, y á los hijos de Israel.
Y él dijo: ¿Por qué es el pueblo? ¿Por qué es el pueblo?
Y los hijos de los hijos de los hijos de los hijos de los hijos de Israel.
Y los hijos de Israel, diciendo: He aquí, y los hijos de Israel.
Y los hijos de Israel, diciendo: ¿Por qué es el rey de Israel?
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Por tanto, oh Jehová, oh Jehová, oh Jehová.
Y los hijos de Israel, diciendo: ¿Por qué es el rey de Israel?
Por tanto, oh Jehová, oh Jehová.
Y los hijos de Israel, diciendo: He aquí, y los hijos de Israel.
Y los hijos de Israel los hijos de Israel, diciendo: ¿Por qué los hijos de Israel?
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y los hijos de los hijos de Israel, diciendo: ¿Por qué los hijos de Israel?
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y él dijo: ¿Por qué me me me ha de mi alma?
Y los hijos de los hijos de Israel, diciendo: ¿Por qué es la tierra?
Y los hijos de los hijos de Israel, y los hijos de Israel;
Y los hijos de los hijos de Israel, y sus hijos, y sus ejidos.
¿Por qué es la tierra? ¿Por qué es la tierra?
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y los hijos de Israel, diciendo: ¿Por qué es la tierra?
¿Por qué te te te mi alma? ¿Por qué es mi alma?
Y los hijos de Israel, diciendo: ¿Por qué es la tierra?
Y él dijo: ¿Por qué es el pueblo? ¿Por qué es esto?
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y los hijos de Israel, diciendo: ¿Por qué es la tierra?
¿Por qué es la ley de Dios? ¿Por qué es esto?
Y los hijos de Israel, y sus hermanos, y sus manos, y sus manos.
Y los hijos de Israel, diciendo: ¿Por qué es de los hijos de Israel?
Y él dijo: ¿Por qué es el pueblo? ¿Por qué es esto? ¿Por qué es esto?
Y él dijo: ¿Por qué es la tierra? ¿Por qué es la tierra?
Y él dijo: ¿Por qué te te te? ¿Por qué qué es?
¿Por qué es la tierra? ¿Por qué es la tierra de la tierra?
Y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Por tanto, pues, pues, oh Jehová, oh Jehová.
Y él dijo: ¿Por qué es el pueblo? ¿Por qué es esto?
Y él le dijo: ¿Por qué te te te te?
¿Por qué es la tierra? ¿¿Por qué es la tierra?
Y los hijos de Israel, diciendo: ¿Por qué es de los hijos de Israel?
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y él dijo: ¿Por qué es mi alma? ¿Por qué es mi alma?
Y él dijo: ¿Por qué me me ha hecho? ¿¿Por qué qué es? ¿Por qué qué es?
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
¿Por qué es la tierra? ¿Por qué es la tierra?
Y él le dijo: ¿Por qué te te te te, y á ti?
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y los hijos de Israel, diciendo: ¿Por qué es la tierra?
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
¿Por qué es mi alma? ¿Por qué es mi alma?
Y los hijos de Israel, diciendo: ¿Por qué es el rey de Israel?
Y los hijos de Israel, diciendo: ¿Por qué es el rey de Israel?
Y los hijos de Israel, diciendo: ¿Por qué es el rey de Israel?
Y él dijo: ¿Por qué es el pueblo? ¿¿Por qué es? ¿Por qué es esto?
Y él dijo: ¿Por qué es la tierra? ¿Por qué es la tierra?
Y los hijos de Israel, diciendo: ¿Por qué es el rey de Israel?
¿Por qué es la tierra? ¿Por qué es mi alma?
Y él dijo: ¿Por qué es el pueblo? ¿Por qué es esto?
Y él dijo: ¿Por qué es mi alma? ¿¿Por qué es mi alma?
¿Por qué es la tierra? ¿Por qué es la tierra?
Y él dijo: ¿Por qué te te te? ¿Por qué qué es?
Por tanto, oh Jehová, oh Jehová, oh Jehová.
Y él dijo: ¿Por qué es mi alma?
¿Por qué es mi alma? ¿Por qué es mi alma?
Por tanto, y sus manos, y sus manos, y sus manos, y sus manos.
Y los hijos de Israel, diciendo: ¿Por qué es el rey de Israel?
Por tanto, pues, pues, oh Jehová, oh Jehová.
Por tanto, pues, oh Jehová, oh Jehová.
Por tanto, pues, oh Jehová, oh Jehová, oh Jehová.
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y los hijos de los hijos de Israel, y los hijos de Israel, y de Israel.
Y él dijo: ¿Por qué es el pueblo? ¿Por qué es esto? ¿Por qué es esto?
Y los hijos de Israel le dijo: ¿Por qué es el pueblo?
Y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
¿Por qué es la tierra? ¿Por qué es la tierra?
Y él dijo: ¿Por qué es el pueblo? ¿Por qué es el pueblo?
Y él dijo: ¿Por qué es el pueblo? ¿Por qué es el pueblo?
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y los hijos de Israel, diciendo: ¿Por qué es el rey de Israel?
Y los hijos de Israel, diciendo: ¿Por qué es de los hijos de Israel?
Y él dijo: ¿Por qué es la tierra? ¿Por qué es la tierra?
Por tanto, pues, oh Jehová, oh Jehová.
Y los hijos de Israel, diciendo: ¿Por qué es la tierra de los hijos de Israel?
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y los hijos de Israel los hijos de Israel, diciendo: ¿Por qué es de los hijos de Israel?
Y los hijos de los hijos de Israel, diciendo: ¿Por qué los hijos de Israel?
Y él dijo: ¿¿Por qué qué te te te?
Y los hijos de Israel, diciendo: ¿¿Por qué es de los hijos de Israel?
Y los hijos de los hijos de Israel, el pueblo de los hijos de Israel.
Y los hijos de Israel, diciendo: ¿Por qué es el rey de Israel?
Por tanto, pues, pues, oh Jehová, oh Jehová.
Y él dijo: ¿Por qué es el pueblo? ¿Por qué es mi alma?
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y él dijo: ¿Por qué es el pueblo? ¿Por qué es el pueblo?
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y él dijo: ¿Por qué te te te de los hijos de Israel?
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y los hijos de Israel los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y él dijo: ¿¿Por qué qué es mi alma? ¿Por qué es mi alma?
Y él dijo: ¿Por qué es la tierra? ¿Por qué es la tierra?
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
Y los hijos de Israel, diciendo: He aquí, y los hijos de Israel.
Y los hijos de Israel los hijos de Israel, diciendo: ¿Por qué es la tierra?
Y los hijos de Israel, diciendo: He aquí, y los hijos de Israel.
Y él dijo: ¿Por qué es de mi alma? ¿Por qué es mi alma?
Y él dijo: ¿Por qué es el pueblo? ¿Por qué es esto?
Y los hijos de Israel, y á los hijos de Israel, y á Israel.
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, y los hijos de Israel, y á los hijos de Israel.
Y los hijos de Israel los hijos de Israel, diciendo: ¿Por qué es la tierra?
Y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y él dijo: ¿Por qué te te te en la tierra? ¿Por qué es la tierra?
Y los hijos de Israel, y á los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel los hijos de Israel, y á los hijos de Israel.
Y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel, diciendo: ¿Por qué es el pueblo?
