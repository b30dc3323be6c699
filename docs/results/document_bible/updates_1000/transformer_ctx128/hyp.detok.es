Y los hijos de los hijos de Judá, los hijos de los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de los hijos de Israel
Y los hijos de los hijos de Judá, los hijos de los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de los hijos de Israel
Y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y dijo: ¿Qué es esto? ¿por qué es esto? ¿por qué es esto?
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel.
Y dijo: ¿Qué es esto? Y él le dijo: He aquí que yo soy.
Y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de
Y los hijos de los hijos de Judá, y los hijos de los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y aconteció que le dijo: ¿Qué es esto? Y él le dijo: He aquí que yo soy.
Y el cual le dijo: ¿Qué es esto? Y él le dijo: He aquí, ¿Por qué ha hecho?
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de los hijos de Israel, y los cuales
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá,
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Judá,
Y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel.
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de los hijos de los hijos de los hijos de
Y el cual le dijo: ¿Qué es esto? ¿Qué es esto? ¿por qué es esto.
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá,
Y el que le dijo: ¿Qué es esto? ¿por qué es esto? ¿por qué es esto.
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá,
Y el cual le dijo: ¿Qué es esto? ¿Qué es esto? ¿por qué es esto? ¿por qué es esto?
Y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Israel, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de los hijos de los hijos de los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Israel
Y los hijos de los hijos de Judá, los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de los hijos de Israel, y los hijos de Israel.
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel,
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Judá, y los hijos de los hijos de Israel, y los hijos de Israel,
Y el que está en la tierra, y el que está en el cielo, y el que está en el cielo, y el que está en el cielo.
Y el cual le dijo: ¿Qué es esto? ¿por qué es esto? ¿por qué es esto? ¿por qué es esto?
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá,
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y aconteció que le dijo: ¿Qué es esto? Y él le dijo: ¿Qué es esto? Y él le dijo: ¿Qué es esto.
Y él dijo: He aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y dijo: He aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y dijo: He aquí que yo soy yo soy, y yo soy, que yo soy, que yo soy, y he aquí, que yo soy Jehová, y he aquí, yo soy Jehová.
Y él dijo: ¿Por qué me ha hecho? ¿por qué me ha hecho?
Y le dijo: He aquí, yo soy, que yo soy, que yo soy.
Y él dijo: He aquí que yo soy, y yo soy Jehová, y yo soy Jehová.
Y él dijo: ¿Por qué me ha hecho? Y él dijo: He aquí, ¿por qué me ha hecho?
Y dijo: He aquí, yo soy, que yo soy, y mi señor de mí, y yo soy, y mi padre.
Y le dijo: He aquí, yo soy, que yo soy, que yo soy.
Y dijo: He aquí que yo soy, y yo soy, y he aquí, y he aquí que yo soy, y he aquí, y he aquí, yo he aquí, yo he aquí que yo soy, y he aquí, y yo he aquí, y yo soy el que yo soy, y yo soy, y yo soy, y yo soy, y yo soy, y yo soy el rey de mí, y mi padre de mí.
Y dijo al rey: ¿Por qué me has de mí? Y él dijo: He aquí, yo soy.
Y le dijo: ¿Por qué me ha hecho? Y él dijo: He aquí, ¿por qué me ha hecho?
Y le dijo: ¿Por qué me ha hecho? Y él le dijo: ¿Por qué me ha hecho?
Y le dijo: He aquí, yo soy, que yo soy, que yo soy.
Y le dijo: ¿Qué es esto? Y él dijo: He aquí que yo soy, ¿por qué me ha hecho?
Y el ángel de Jehová dijo á Moisés: ¿Qué es esto? Y él dijo: He aquí que yo soy Jehová.
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel
Y aconteció que le dijo: ¿Qué es esto? Y él le dijo: ¿Qué es esto? Y él le dijo: ¿Qué es esto.
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel,
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá,
Y le dijo: ¿Qué es esto? Y él le dijo: He aquí, yo soy.
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Judá, y los hijos de Israel,
Y le dijo: He aquí, ¿Qué es esto? Y él le dijo: He aquí, yo soy.
Y él dijo: ¿Por qué me ha hecho? ¿por qué me ha hecho? ¿por qué me ha hecho?
Y él dijo: ¿Por qué me ha hecho? Y él le dijo: He aquí, yo soy.
Y dijo: ¿Qué es esto? ¿por qué es esto? ¿por qué es esto? ¿por qué es esto?
Y él dijo: ¿Por qué me ha hecho? ¿por qué me ha hecho?
Y él dijo: ¿Por qué me dijo: ¿Por qué me ha hecho?
Y dijo: He aquí, yo soy, y yo soy, y mi señor de mí, y te he aquí, que yo soy.
Y aconteció que le dijo: He aquí, que yo soy, y he aquí que yo soy el rey de Israel, y he aquí, yo soy el rey de Israel.
Y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de los hijos de Israel, y los hijos de Israel
Y dijo: He aquí que yo soy yo soy, que yo soy, que yo soy Jehová.
Y él dijo: ¿Por qué me ha hecho? Y él le dijo: He aquí, yo soy.
Y él dijo: ¿Por qué me ha hecho? ¿por qué me ha hecho? ¿por qué me has hecho?
Y él dijo: He aquí, yo soy, que yo soy, y mi señor mío, y mi señor, y mi señor, y mi señor mío, y mi señor mío, y mi señor mío, y mi señor mío, y mi señor mío, y mi señor.
Y he aquí que yo soy Jehová, y te he aquí que yo soy de mí, y te he aquí que yo soy Jehová, y te he aquí que yo soy, y yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y dijo: He aquí, yo soy, y yo soy, y mi nombre de tu siervo, y mi siervo, y mi nombre.
Y dijo: He aquí, yo soy, y yo soy, y mi nombre de mí, y yo soy, y mi nombre.
Y él dijo: He aquí, yo soy, que yo soy, y mi señor mío, y mi señor, y mi señor, y mi señor, y mi señor, y mi señor, y mi padre, y mi señor, y mi señor, y mi señor, y mi señor, y mi señor, y mi señor, y mi señor, y mi señor, y mi señor, y mi señor, y mi señor, y mi señor, y mi señor, y mi señor, y mi señor, y mi señor, y mi señor, y mi señor, y mi señor, y mi señor, y mi señor
Y dijo: He aquí, yo soy, y yo soy, y mi nombre de mi padre, y mi siervo, y mi siervo, y mi padre, y mi padre, y mi siervo, y mi siervo, y mi siervo, y mi siervo, y mi siervo, y mi siervo, y mi siervo, y mi siervo, y mi siervo, y mi siervo, y mi siervo, y mi siervo, y mi siervo,
Y él dijo: He aquí, yo soy, y yo soy, y mi señor de mí, y no me ha dicho.
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y
Y él dijo: ¿Por qué me dijo á mí? Y él dijo: He aquí, ¿por qué me ha hecho?
Y él dijo: ¿Por qué me ha hecho? Y él le dijo: He aquí, yo soy.
Y él dijo: He aquí que yo soy Jehová, que yo soy Jehová.
Y él dijo: He aquí que yo soy Jehová, y yo soy Jehová.
Y él dijo: He aquí, yo soy, que yo soy, y mi señor de mí, y yo soy, y mi señor de mí.
Y él dijo: ¿Por qué me ha hecho? ¿por qué me ha hecho? ¿por qué me ha hecho?
Y aconteció que le dijo: ¿Qué es esto? Y él le dijo: He aquí que yo soy.
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá,
Y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y
Y dijo: He aquí que yo soy Jehová, que yo soy Jehová.
Y aconteció que le dijo: He aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel,
Y dijo: He aquí que yo soy Jehová, que yo soy Jehová.
Y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá,
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel,
Y los hijos de los hijos de Israel, los hijos de los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y dijo: He aquí que yo soy Jehová, y he aquí que yo soy Jehová, y yo soy Jehová.
Y los hijos de Israel fueron los hijos de Israel, y los hijos de los hijos de Israel, y los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel.
Y los hijos de los hijos de Israel, los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel.
Y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Israel, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel
Y los hijos de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu
Y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá,
Y los hijos de los hijos de Judá, y los hijos de los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de Judá,
Y los hijos de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la
Y los hijos de los hijos de Judá, los hijos de los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel,
Y los hijos de los hijos de Judá, los hijos de los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Israel, los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, los hijos de Israel, y los hijos de Israel, los hijos de Israel
Y los hijos de los hijos de Judá, y los hijos de los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y los hijos de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la
Y los hijos de los hijos de Judá, los hijos de los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de los hijos de Israel, los hijos de Israel
Y los hijos de los hijos de Judá, los hijos de los hijos de los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de los hijos de los hijos de Judá, los hijos de Judá, y los hijos de los hijos de los hijos de los hijos de Judá, los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de Israel
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de los hijos de Judá, y los hijos de
Y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel
Y los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel:
Y los hijos de Israel fueron los hijos de Israel: los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel.
Y los hijos de los hijos de Judá, los hijos de los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel
Y los hijos de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu del
Y los hijos de los hijos de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu
Y los hijos de los hijos de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la
Y los hijos de los hijos de Judá, y los hijos de los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y los hijos de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la
Y los hijos de los hijos de Judá, y los hijos de los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos
Y los hijos de los hijos de Judá, y los hijos de los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos
Y los hijos de Judá fueron los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de Judá,
Y los hijos de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu
Y los hijos de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la
Y los hijos de los hijos de Judá, y los hijos de los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de los hijos de Judá, los hijos de los hijos de los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de los hijos de los hijos de los hijos de Judá, los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de Judá,
Y los hijos de Judá, los hijos de Judá, los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel
Y los hijos de Israel, los hijos de Israel, los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel.
Y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de los hijos de Israel,
Y los hijos de los hijos de Judá, los hijos de los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel.
Y los hijos de los hijos de Israel, los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel.
Y los hijos de Israel fueron los hijos de Israel, y los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel:
Y los hijos de los hijos de Judá, los hijos de los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Judá, los hijos de Israel, los hijos
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de
Y los hijos de los hijos de Judá, y los hijos de los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de Judá
Y los hijos de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la
Y los hijos de los hijos de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la
Y los hijos de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la
Y los hijos de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de
Y los hijos de los hijos de Judá, los hijos de los hijos de los hijos de los hijos de los hijos de Judá, los hijos de los hijos de los hijos de los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de Israel, los hijos de Israel
Y los hijos de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la
Y los hijos de los hijos de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu
Y los hijos de los hijos de Judá, los hijos de los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel
Y los hijos de los hijos de Judá, los hijos de los hijos de Judá, los hijos de los hijos de Judá, los hijos de Judá, los hijos de Judá, los hijos de Judá, los hijos de Judá, los hijos de Judá, los hijos de Judá, los hijos de Judá, los hijos de Judá, los hijos de Judá, los hijos de Judá, los hijos de
Y los hijos de los hijos de Judá, los hijos de los hijos de los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de los hijos de los hijos de los hijos de Judá, los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de Judá,
Y los hijos de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de los hijos
Y los hijos de Judá, los hijos de Judá, los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de los hijos de los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel,
Y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de Judá,
Y los hijos de los hijos de Judá, los hijos de los hijos de los hijos de Judá, los hijos de Judá, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Judá, los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y los hijos de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la
Y los hijos de los hijos de Judá, los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel
Y los hijos de Gad, los hijos de Israel, los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel,
Y los hijos de los hijos de Judá, los hijos de los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel
Y los hijos de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de los hijos
Y los hijos de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de los hijos
Y los hijos de Judá, los hijos de Judá, los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel
Y los hijos de los hijos de Judá, los hijos de los hijos de los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Judá, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de los hijos de Israel
Y los hijos de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de
Y los hijos de Judá fueron los hijos de Israel, y los hijos de Judá, y los hijos de Israel, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel,
Y los hijos de Israel fueron los hijos de Israel: los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel.
Y los hijos de los hijos de Judá, los hijos de los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de
Y los hijos de los hijos de Judá, y los hijos de los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de los hijos de los hijos de
Y el que está en la tierra, y el que está en el cielo, y el que está en el cielo.
Y los hijos de los hijos de Judá, y los hijos de los hijos de los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de Israel, y los hijos de Judá, y los hijos de los hijos de los hijos de los hijos de los hijos
Y los hijos de los hijos de Judá, y los hijos de los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y los hijos de los hijos de Judá, y los hijos de los hijos de los hijos de los hijos de los hijos de Judá, y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de Judá
Y el que está en la tierra, y el que está en la tierra, y la tierra de la tierra, y el que está en el cielo.
Y los hijos de los hijos de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu del
Y los hijos de los hijos de Judá, y los hijos de los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de los hijos de Israel, y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de los hijos de Israel
Y los hijos de los hijos de Judá, los hijos de los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de los hijos de Israel,
Y los hijos de los hijos de Judá, los hijos de los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel,
Y los hijos de los hijos de Judá, los hijos de los hijos de los hijos de los hijos de Judá, los hijos de Judá, los hijos de Judá, los hijos de los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Judá, los hijos de Judá, los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y los hijos de Israel fueron los hijos de Israel: los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel.
Y los hijos de los hijos de Judá, los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, los hijos de Israel, y los hijos de Judá, los hijos de Israel, los hijos de Israel, y los hijos de Israel, los hijos de Israel, y los hijos de
Y los hijos de Israel fueron los hijos de Israel, y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel.
Y los hijos de los hijos de Israel, los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel:
Y los hijos de los hijos de Israel, los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel:
Y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y los hijos de los hijos de Israel, los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel:
Y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de Israel:
Y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de Israel:
Y los hijos de Gad, los hijos de Israel, los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de los hijos de Israel, los hijos de Israel:
Y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de Israel:
Y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de Israel:
Y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de Israel:
Y los hijos de los hijos de Israel, los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel:
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá,
Y he aquí que yo soy Jehová, y yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y te he aquí que yo soy Jehová, y te he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y yo soy Jehová, y he aquí que yo soy Jehová.
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Judá, y los hijos de Judá, y los hijos de
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y te he aquí que yo soy Jehová, y te he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel,
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy, y he aquí que yo soy, y he aquí que yo soy, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel,
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel,
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel,
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, que yo soy Jehová vuestro Dios, y no lo que yo soy Jehová.
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y yo soy Jehová, y he aquí que yo soy Jehová, y yo soy Jehová.
Y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá,
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los que
Y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Israel
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel,
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Judá, y los hijos de Judá,
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová vuestro Dios, y yo soy Jehová, y no lo que yo soy Jehová.
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los
Y he aquí que yo soy Jehová vuestro Dios, y yo soy Jehová, y no lo que yo soy Jehová.
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y los hijos de Judá, los hijos de Israel, los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel:
Y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel,
Y dijo: He aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y el que está en la tierra, y el que está en el cielo, y el que está en el cielo, y el que está en el cielo.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel,
Y el que le dijo: ¿Qué es esto? ¿por qué es esto? ¿por qué es esto? ¿por qué es esto?
Y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los
Y he aquí que yo soy Jehová, que yo soy Jehová, y he aquí que yo soy Jehová.
Y el que está en la tierra, y el que está en el cielo, y el que está en el cielo, y el que está en el cielo.
Y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y dijo: ¿Por qué me ha hecho? ¿por qué es esto? ¿por qué ha hecho? ¿por qué ha hecho?
Y él dijo: He aquí que yo soy Jehová, que yo soy Jehová.
Y dijo al pueblo: ¿Por qué es esto? ¿por qué es esto? ¿por qué es esto? ¿por qué es esto.
Y los hijos de Israel fueron los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel le dijo: He aquí que yo soy Jehová.
Y dijo al Señor: ¿Qué es esto? ¿por qué es esto? ¿por qué es esto.
Y dijo al pueblo: ¿Qué es esto? ¿por qué es esto? ¿por qué es esto?
Y aconteció que le dijo: ¿Qué es esto? Y él dijo: He aquí que yo soy Jehová.
Y dijo al pueblo: ¿Qué es esto? ¿por qué es esto?
Y él dijo: He aquí que yo soy Jehová, que yo soy Jehová.
Y el ángel de Jehová dijo á Moisés: ¿Qué es esto? Y él dijo: He aquí que yo soy Jehová.
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel
Y los hijos de Israel, y los hijos de Israel, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, los hijos de Israel, y los hijos de Israel, y los hijos de Israel,
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel fueron los hijos de Israel, y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel,
Y los hijos de los hijos de Judá, los hijos de los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de los hijos de Israel, los hijos de Israel,
Y el ángel de Jehová dijo á los hijos de Israel: He aquí que yo soy Jehová.
Y los hijos de Israel, los hijos de Israel, los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel.
Y los hijos de los hijos de Judá, los hijos de los hijos de Judá, y los hijos de Israel, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de los hijos de Judá, los hijos de los hijos de los hijos de los hijos de los hijos de Judá, los hijos de Judá, los hijos de Judá, los hijos de Judá, los hijos de Judá, los hijos de Judá, los hijos de Judá, los hijos de Judá, los hijos de Judá, los hijos de Judá, los hijos de Judá,
Y los hijos de los hijos de Judá, y los hijos de los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de los hijos de los hijos de
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, los hijos de Israel
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel
Y los hijos de los hijos de Judá, los hijos de los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, los hijos de Israel, y los hijos de Israel, los hijos de
Y los hijos de los hijos de Judá, los hijos de los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Judá, y los hijos de Israel, y los hijos de los hijos de Israel
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel,
Y aconteció que le dijo: ¿Qué es esto? Y él le dijo: He aquí que yo soy Jehová.
Y los hijos de los hijos de Judá, los hijos de los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de los hijos de los hijos de los hijos de los hijos de Israel, los hijos de Israel
Y los hijos de Israel fueron los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel
Y los hijos de los hijos de Judá, los hijos de los hijos de los hijos de Judá, y los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel.
Y los hijos de los hijos de Judá, los hijos de los hijos de los hijos de Judá, los hijos de Israel, los hijos de Judá, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Judá, los hijos de Judá, los hijos de los hijos de Israel,
Y los hijos de Judá, los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de los hijos de Judá, los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de Judá,
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de los hijos de los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos
Y los hijos de los hijos de Judá, los hijos de los hijos de los hijos de Judá, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y él dijo: He aquí, yo soy, que yo soy, y mi señor mío, y mi señor, y mi señor, y mi señor, y mi señor, y mi señor, y mi padre, y mi señor, y mi señor, y mi señor, y mi señor, y mi señor, y mi señor, y mi señor, y mi señor, y mi señor, y mi señor, y mi
¿Por qué es esto? ¿por qué es esto? ¿por qué es esto? ¿por qué es esto.
Y el cual le dijo: ¿Qué es esto? ¿Qué es esto? ¿por qué es esto? ¿por qué es esto?
Y los hijos de los hijos de Judá, y los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel:
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel
Y el ángel de Jehová dijo á los hijos de Israel, diciendo: ¿Por qué está en el templo de los hijos de Israel?
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, los hijos de Judá, y los hijos de Israel,
Y dijo: He aquí que yo soy Jehová, y yo soy Jehová, y yo soy Jehová.
Y he aquí que yo soy Jehová, y te he aquí que yo soy Jehová, y yo soy Jehová.
Y él dijo: He aquí que yo soy, y yo soy, y mi hijo de mi hijo.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel
Y los hijos de Judá, los hijos de Judá, los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá,
Y los hijos de Israel fueron los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá,
Y los hijos de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de los hijos
Y los hijos de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la
Y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de los hijos de los hijos de
Y los hijos de Judá fueron los hijos de Judá, y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de Judá, los hijos de los hijos de los hijos de los hijos de Judá:
Y los hijos de Jaán, y los hijos de Zán, y los hijos de Zán, y los hijos de Zán, y los hijos de Zán, y los hijos de Zán,
Y los hijos de Judá, los hijos de Judá, los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de Judá, los hijos de los hijos de los hijos de Judá,
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá,
Y los hijos de los hijos de Judá, los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de Judá, los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de Israel
Y los hijos de los hijos de Judá, los hijos de los hijos de los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de Judá, los hijos de los hijos de Judá, los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de Judá, los hijos de Judá,
Y los hijos de los hijos de Judá, y los hijos de los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de los hijos de los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de los hijos
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de los hijos de los hijos de los hijos
Y los hijos de Judá fueron los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de los hijos de los hijos de Judá,
Y los hijos de los hijos de Judá, y los hijos de los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá,
Y los hijos de los hijos de Judá, los hijos de los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de Judá,
Y los hijos de Judá fueron los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de Judá
Y los hijos de Judá, los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de Judá, los hijos de los hijos de Judá, los hijos de Judá, los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de Judá:
Y los hijos de los hijos de Israel, los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel:
Y los hijos de los hijos de Judá, los hijos de los hijos de los hijos de los hijos de Judá, y los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel.
Y los hijos de Israel fueron hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel fueron los hijos de Israel: los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel.
Y los hijos de los hijos de Israel, los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y el ángel de Jehová dijo á los hijos de Israel: He aquí que yo soy Jehová.
Y el ángel de Jehová dijo á los hijos de Israel: He aquí que yo soy el rey de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel,
Y los hijos de Israel fueron los hijos de Israel, los hijos de los hijos de Israel: los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel.
Y los hijos de Israel fueron los hijos de Israel, y los hijos de los hijos de Israel, y los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos
Y los hijos de Judá, los hijos de Judá, los hijos de los hijos de los hijos de Judá, los hijos de Judá, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Judá, los hijos de Judá, los hijos de Judá, los hijos de
Y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de los hijos de Judá, los hijos de los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, los hijos de Israel, y los hijos de
Y he aquí que yo soy Jehová, que yo soy Jehová, y te he aquí que yo soy Jehová.
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel,
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel
Y los hijos de los hijos de Judá, los hijos de los hijos de Judá, los hijos de Judá, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, los hijos de Israel,
Y él dijo: ¿Qué es esto? Y él dijo: He aquí que yo soy, y yo soy.
Y dijo al rey: ¿Qué es esto? Y él le dijo: He aquí, yo soy.
Y dijo: He aquí, yo soy el Señor, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y te he aquí que yo soy Jehová, y yo soy Jehová.
Y él dijo: He aquí que yo soy yo soy yo, y yo soy Jehová.
Y he aquí que yo soy Jehová, y te he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y él dijo: He aquí, yo soy, que yo soy, y mi señor de mí, y yo soy, y mi padre.
Y dijo al rey: ¿Por qué me ha hablado? Y él dijo: He aquí, ¿por qué me ha hecho?
Y dijo al Señor: ¿Qué es esto? ¿por qué es esto? ¿por qué es esto.
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
¿Por qué es esto? ¿por qué es esto? ¿por qué es esto? ¿por qué es el Señor.
Y dijo: ¿Qué es esto? ¿por qué es esto? ¿por qué es esto? ¿por qué es esto?
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y aconteció que le dijo: ¿Qué es esto? Y él dijo: He aquí que yo soy Jehová.
Y los hijos de Judá, los hijos de Judá, los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Judá, y los hijos de Israel, y los hijos de Judá,
Y los hijos de los hijos de Judá, los hijos de los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel:
Y los hijos de los hijos de Judá, los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel
Y los hijos de los hijos de Judá, los hijos de los hijos de los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel:
Y los hijos de Judá, los hijos de Judá, los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel,
Y los hijos de Israel, los hijos de Israel, los hijos de los hijos de Israel, los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y
Y los hijos de los hijos de Judá, los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Judá, y los
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel,
Y los hijos de Judá fueron los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, los hijos de Judá, los hijos de los hijos de los hijos de Judá, los hijos de los hijos de los hijos de los hijos de los hijos de
Y los hijos de Judá, los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de Judá:
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Judá, los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel,
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá,
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel
Y los hijos de los hijos de Judá, los hijos de los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de los hijos de Israel, los hijos de Israel,
Y los hijos de los hijos de Judá, los hijos de los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de los hijos de los hijos de los hijos de Israel, los hijos de Israel,
Y los hijos de los hijos de Judá, los hijos de los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel,
Y los hijos de los hijos de Judá, los hijos de los hijos de los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, los hijos de Israel, y los hijos de los hijos de Israel,
Y los hijos de los hijos de Judá, los hijos de los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de los hijos de Israel.
Y los hijos de los hijos de Judá, los hijos de los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de los hijos de Judá, los hijos de Judá, y los hijos de Judá, los hijos de Judá, y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de Judá,
Y de los hijos de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la
Y de los hijos de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de los hijos de los hijos de la
Y de los hijos de Judá, los hijos de Judá, los hijos de los hijos de la tribu de los hijos de Judá, los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de Judá, los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y los hijos de los hijos de Judá, los hijos de los hijos de Judá, los hijos de los hijos de Judá, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de los hijos de los hijos de los hijos de Judá, los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de Judá, los hijos de Judá, los hijos de Israel, los hijos de Israel, los hijos de Israel,
Y los hijos de los hijos de Judá, los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, los hijos de Israel,
Y los hijos de Judá, los hijos de Judá, los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel,
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá,
Y los hijos de los hijos de Judá, los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, los hijos de Israel, y los hijos de los hijos de los hijos de Israel, los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, los hijos de Israel, los hijos de Israel
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Israel
Y los hijos de los hijos de Judá, los hijos de los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel
Y los hijos de los hijos de Judá, los hijos de los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Judá, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel,
Y los hijos de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de la tribu de
Y los hijos de Judá, los hijos de Judá, los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de Judá,
Y los hijos de Judá, los hijos de Judá, los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos
Y los hijos de Judá, los hijos de Judá, los hijos de los hijos de los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel.
Y los hijos de los hijos de Judá, los hijos de los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel,
Y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, los hijos de Israel
Y aconteció que le dijo: ¿Qué es esto? Y él dijo: He aquí que yo soy Jehová.
Y los hijos de Israel, los hijos de Israel, los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel.
Y los hijos de Israel fueron los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel fueron los hijos de Israel, y los hijos de Israel, los hijos de Israel, y los hijos de Israel.
Y los hijos de Judá, los hijos de Judá, los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel
Y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de Judá, los hijos de Judá, y los hijos de Judá, y los hijos de Judá,
Y los hijos de Judá, los hijos de Judá, los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel
Y los hijos de los hijos de Judá, los hijos de los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Judá, los hijos de
Y los hijos de los hijos de Judá, los hijos de los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Judá, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel,
Y los hijos de Judá, los hijos de Judá, los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel,
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel,
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel
Y los hijos de los hijos de Judá, los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y
Y los hijos de los hijos de Judá, los hijos de los hijos de Judá, y los hijos de Israel, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel,
Y los hijos de Israel, y los hijos de Israel, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel,
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel
Y dijo al rey: He aquí que yo soy el rey de Israel, y he aquí que yo soy el rey de Israel.
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y
Y los hijos de Israel, los hijos de Israel, los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel.
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel
Y los hijos de Israel fueron los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, los hijos de Israel, los hijos de Israel, y los hijos de Israel.
Y los hijos de Israel fueron los hijos de Israel, y los hijos de los hijos de Israel, y los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel.
Y los hijos de los hijos de Judá, los hijos de los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, los hijos de Israel
Y los hijos de Judá, y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de Judá:
Y los hijos de Judá, los hijos de Judá, los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de Judá:
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de los hijos de Judá, y los hijos de Judá,
Y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los
Y los hijos de Israel le dijo: He aquí que yo soy Jehová.
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de los hijos de los hijos de los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Israel, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel,
Y los hijos de los hijos de Judá, los hijos de los hijos de los hijos de los hijos de Judá, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y los hijos de Israel fueron los hijos de Israel, los hijos de los hijos de Israel: los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel.
Y los hijos de los hijos de Judá, los hijos de los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Judá, y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, los hijos de Israel, los hijos de Israel,
Y los hijos de Judá, los hijos de Judá, los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de los hijos de Judá, los hijos de los hijos de los hijos de Judá, los hijos de los hijos de los hijos de los hijos de Judá,
Y los hijos de los hijos de Judá, los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel.
Y los hijos de los hijos de Judá, los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel.
Y le dijo: ¿Por qué me ha hecho? Y él le dijo: He aquí, yo soy.
Y le dijo: ¿Qué es esto? Y él le dijo: ¿Qué es esto.
Y le dijo: ¿Qué es esto? Y él le dijo: He aquí, yo soy.
Y le dijo: ¿Qué es esto? Y él le dijo: ¿Qué es esto.
Y le dijo: He aquí, yo soy, que yo soy, y no lo que yo soy.
Y dijo: He aquí, yo soy, que yo soy, y mi señor de mí, y mi padre, y no me ha dicho, y yo soy, y yo soy.
Y dijo: He aquí que yo soy, y yo soy, y yo soy, que yo soy, y yo soy, y no te he aquí, que yo soy.
Y he aquí que yo soy Jehová, y yo soy Jehová, y he aquí que yo soy Jehová.
Y dijo: ¿Por qué me ha hecho? ¿por qué es esto? ¿por qué me ha hecho?
Y he aquí que yo soy Jehová, y he aquí que yo soy, y he aquí que yo soy Jehová.
Y dijo: He aquí, yo soy el Señor, y he aquí que yo soy, y yo soy, y he aquí, que yo soy, y yo soy, y yo soy.
Y dijo: ¿Por qué me ha de mí? ¿por qué me ha hecho? ¿por qué me ha hecho?
Y dijo: He aquí, que yo soy, y yo soy, y mi nombre de mí.
Y dijo: He aquí, yo soy el Señor, y he aquí que yo soy, y yo soy, y he aquí, que yo soy, y yo soy, y yo soy el que yo soy, y yo soy Jehová.
Y si yo os he hablado, y yo soy, y no lo que yo soy, y he aquí, y yo soy, y yo soy, y no lo que yo soy, y yo soy, y yo soy, y yo soy el Señor, y yo soy.
Y he aquí que yo soy Jehová, y no me ha dicho: ¿por qué me ha de mí? ¿por qué me ha hecho?
Y he aquí que yo soy Jehová, y te he aquí que yo soy, y he aquí que yo soy, y yo soy, y te he aquí, yo soy Jehová.
Y dijo: He aquí, yo soy el Señor, y he aquí que yo soy, y yo soy, y yo soy, y no te he aquí, y yo soy, y yo soy.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los que
Y el que está en la tierra, y el que está en el cielo, y el que está en el cielo, y el que está en el cielo.
Y el que está en la tierra, y el que está en el cielo, y el que está en el cielo, y el que está en el cielo, y el que está en el que está en el cielo.
Y si yo os he hablado, ¿por qué habéis hecho? ¿por qué no es esto? ¿por qué es esto?
Y el que está en la tierra, y el que está en el cielo, y el que está en el cielo, y el que está en el cielo.
Y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel.
Y los hijos de los hijos de Judá, y los hijos de los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá,
Y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá;
Y el que está en la tierra, y el que está en el cielo, y el que está en el cielo, y el que está en el cielo, y el que está en el que está en el que está en el cielo.
Y el que está en la tierra, y el que está en el cielo, y el que está en el cielo, y el que está en el cielo.
Y el que le dijo: ¿Qué es esto? ¿por qué es esto? ¿por qué es esto? ¿por qué es esto.
Y el que está en la tierra, y el que está en el cielo, y el que está en el cielo, y el que está en el cielo.
Y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de
Y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de la
Y el que es el Señor, y el que es el Señor, y el Señor, y el Señor, y el que está en el Señor, y el que está en el Señor, y el que está en el mundo.
Y los hijos de Israel fueron los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y dijo: He aquí que yo soy Jehová, que yo soy Jehová.
Y he aquí que yo soy Jehová, y yo soy Jehová, y no lo que yo soy Jehová.
Y he aquí que yo soy Jehová, y yo soy Jehová.
Y he aquí que yo soy Jehová, y yo soy Jehová.
Y he aquí que yo soy Jehová, y yo soy Jehová.
Y he aquí que yo soy Jehová, y yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y los hijos de los hijos de Judá, los hijos de los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel.
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de
Y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de los hijos de Israel
Y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de los hijos de Israel
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Israel, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel,
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de los hijos de los hijos de Israel, y los hijos de Israel,
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel,
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Israel, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel,
Y los hijos de los hijos de Judá, los hijos de los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel,
Y los hijos de los hijos de Judá, los hijos de los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel.
Y los hijos de los hijos de Judá, los hijos de los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de los hijos de Israel, y los hijos de Israel.
Y los hijos de los hijos de los hijos de Judá, y los hijos de los hijos de los hijos de Judá, y los hijos de Israel, y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de los hijos de Israel, y los hijos de Israel.
Y el que está en la tierra, y el que está en el cielo, y el que está en el cielo.
Y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los que están en la tierra de la tierra de la tierra, y en la tierra de la tierra de la tierra de la tierra, y la tierra de la tierra, y la tierra de la tierra de Egipto,
Y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel
Y si yo soy Jehová nuestro Dios, y yo soy Jehová vuestro Dios, y yo soy Jehová vuestro Dios.
Y he aquí que yo soy Jehová, y yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y no te he aquí que yo soy, y he aquí que yo soy.
Y he aquí, he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y no lo que yo soy, y he aquí que yo soy, y he aquí que yo soy, y yo soy, y he aquí, y yo soy, y yo soy Jehová.
Y he aquí que yo soy Jehová, y yo soy Jehová, y he aquí que yo soy Jehová.
Y dijo: He aquí, yo soy, y yo soy, y mi siervo, y mi nombre, y mi nombre, y mi nombre.
Y he aquí que yo soy Jehová, y te he aquí que yo soy Jehová, y te he aquí que yo soy.
Y he aquí que yo soy Jehová, y te he aquí, y te he aquí que yo soy.
Y dijo: He aquí, tú, y yo soy, y mi nombre de tu siervo, y mi siervo, y mi siervo, y mi siervo, y mi siervo, y mi siervo, y mi nombre, y mi siervo, y mi siervo, y mi siervo, y mi siervo, y mi siervo, y mi siervo, y mi siervo, y mi siervo, y mi nombre
Y he aquí que yo soy Jehová, y yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Israel, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, los hijos de Israel
Y los hijos de los hijos de Judá, y los hijos de los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de los hijos de Israel, y los hijos de los hijos de Israel
Y los hijos de los hijos de Judá, y los hijos de los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y he aquí que yo soy Jehová, oh Jehová, y yo soy Jehová.
Y he aquí que yo soy Jehová, y te he aquí que yo soy Jehová, y te he aquí que yo soy Jehová, y mi siervo, y te he aquí, yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y dijo: He aquí, yo soy, y yo soy, y mi nombre de mí.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, que yo soy Jehová vuestro Dios, y no lo que yo soy Jehová.
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, los hijos de Israel
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel,
Y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos
Y el que está en la tierra, y el que está en el cielo, y el que está en el cielo.
Y los hijos de los hijos de Judá, y los hijos de los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de los hijos de los hijos de los hijos de
Y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los que
Y el que está en el cielo, y el que está en el cielo, y el que está en el cielo.
Y los hijos de los hijos de Judá, y los hijos de los hijos de los hijos de Judá, y los hijos de los hijos de Israel, y los hijos de los hijos de los hijos de los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de los hijos de Israel
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de los hijos de
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y si yo soy Jehová nuestro Dios, y no lo que yo soy Jehová, y los ejércitos de los ejércitos, y los cielos, y los cielos, y los cielos, y los cielos, y los cielos, y los hijos de Israel.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y te he aquí que yo soy Jehová, y te he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y te he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy, y he aquí que yo soy, y he aquí que yo soy, y he aquí que yo soy, y yo soy Jehová.
Y los hijos de los hijos de Judá, y los hijos de los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel,
Y si yo soy Jehová nuestro Dios, y no se ha hecho en el día, y no se ha hecho, y en el día de los cielos, y en la tierra de los hombres, y en la tierra de la tierra de los hombres.
Y los hijos de los hijos de Judá, y los hijos de los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de Israel, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de los hijos de los
Y él dijo: ¿Por qué me ha hecho? Y él dijo: He aquí, yo soy, y yo soy.
Y él dijo: ¿Por qué me ha hecho? ¿por qué me dijo: ¿Por qué me ha hecho?
Y dijo: He aquí, yo soy el Señor, y he aquí que yo soy, y he aquí que yo soy, y yo soy el Señor.
Y dijo: He aquí, yo he aquí, que yo soy, y mi señor de mí, y yo soy, y yo soy.
Y dijo: He aquí, yo he aquí, que yo soy, y yo soy, y yo soy, y yo soy, y no lo que yo soy.
Y dijo: He aquí, yo soy el Señor, y he aquí que yo soy, y yo soy, y yo soy, y he aquí, que yo soy, y yo soy, y yo soy, y yo soy Jehová.
Y dijo: He aquí, yo soy, y yo soy, y mi nombre de mi padre, y yo soy.
Y dijo: He aquí, yo soy el Señor, y he aquí que yo soy, y yo soy Jehová.
Y dijo: He aquí, que yo soy, y yo soy, y mi nombre de mí.
Y él dijo: ¿Por qué me ha hecho? ¿por qué me ha hecho? ¿por qué me ha hecho?
Y dijo: He aquí, yo soy el Señor, y he aquí que yo soy, y yo soy, y yo soy, y yo soy, y he aquí que yo soy, y yo soy, y yo soy, y yo soy.
Y dijo: ¿Qué es esto? ¿por qué es esto? ¿por qué es esto? ¿por qué es esto?
Y dijo: ¿Qué es esto? ¿por qué es esto? ¿por qué es esto? ¿por qué es esto?
Y dijo al Señor: ¿Qué es esto? ¿por qué es esto? ¿por qué es esto.
Y le dijo: ¿Por qué me ha hecho? ¿por qué me ha hecho?
Y el que le dijo: ¿Qué es esto? ¿por qué es esto? ¿por qué es esto? ¿por qué es esto?
Y dijo al Señor: ¿Qué es esto? ¿por qué es esto? ¿por qué es esto.
Y dijo: He aquí, yo he aquí que yo soy, que yo soy, que yo soy, y yo soy, y no lo que yo soy.
¿Por qué es esto? ¿por qué es esto? ¿por qué es esto? ¿por qué es esto.
Y dijo: He aquí, yo soy el Señor, y he aquí que yo soy, y yo soy, y he aquí, que yo soy, y yo soy, y yo soy, y no lo que yo soy.
¿Por qué es esto? ¿por qué es esto? ¿por qué es esto? ¿por qué es esto? ¿por qué es esto.
Y si el que está en el cielo, y el que está en el cielo, y el que está en el cielo, y el que está en el cielo.
Y el que es el Señor, y el que es el Señor: ¿por qué es el Señor? ¿por qué es esto? ¿por qué es esto? ¿por qué es esto?
Y el que le dijo: ¿Qué es esto? ¿por qué es esto? ¿por qué es esto? ¿por qué es esto.
¿Por qué es esto? ¿por qué es esto? ¿por qué es esto? ¿por qué es esto.
Y el que le dijo: ¿Qué es esto? ¿por qué es esto? ¿por qué es esto? ¿por qué es esto.
Y he aquí que yo soy Jehová, y te he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel,
Y he aquí que yo soy Jehová, que yo soy Jehová vuestro Dios, y yo soy Jehová.
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel,
Y dijo: He aquí, yo soy el Señor, y he aquí que yo soy, y yo soy, y he aquí, que yo soy, y yo soy, y yo soy, y no lo que yo soy.
Y dijo al Señor: ¿Por qué me ha hecho? ¿por qué es esto? ¿por qué es esto?
Y dijo: He aquí, yo soy el Señor, y yo soy el Señor, y he aquí, yo soy el Señor, y he aquí, yo soy el Señor.
Y he aquí que yo soy Jehová, y he aquí que yo soy el Señor, y he aquí que yo soy, y he aquí que yo soy, y yo soy el Señor, y he aquí, y he aquí que yo soy Jehová.
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y dijo: ¿Por qué me ha hecho? ¿por qué me ha hecho? ¿por qué me ha hecho? ¿por qué me ha hecho?
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de los hijos de los hijos de Judá
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel,
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de los hijos de Israel
Y he aquí que yo soy Jehová, y he aquí que yo soy, y he aquí que yo soy Jehová.
Y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel,
Y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y
Y he aquí que yo soy Jehová, y yo soy Jehová.
Y si yo soy Jehová nuestro Dios, y yo soy Jehová vuestro Dios, y yo soy Jehová vuestro Dios.
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel,
Y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de
Y si el que está en el cielo, y el que está en el cielo, y el que está en el cielo, y el que está en el cielo, y el que está en el mundo.
Y si yo soy Jehová nuestro Dios, que yo soy Jehová vuestro Dios.
Y dijo al pueblo: He aquí que yo soy Jehová, y yo soy Jehová.
Y de los hijos de Judá, y los hijos de los hijos de los hijos de los hijos de Judá, los hijos de los hijos de los hijos de Judá, los hijos de los hijos de Judá, los hijos de Judá, los hijos de los hijos de Judá, los hijos de Judá, los hijos de Judá, los hijos de Judá, los hijos de los hijos de la
Y dijo: He aquí que yo soy, y yo soy, y no lo que yo soy, y yo soy.
Y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de los hijos de los hijos de
Y el que está en la tierra, y el que está en el cielo, y el que está en el cielo, y el que está en el cielo.
Y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los que están en el cual los hijos de Israel.
Y dijo al pueblo: He aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy, y he aquí que yo soy, y he aquí que yo soy, y yo soy Jehová.
Y he aquí que yo soy Jehová, y te he aquí que yo soy Jehová, y yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y yo soy Jehová, y he aquí que yo soy Jehová.
Y él dijo: ¿Qué es esto? ¿por qué es esto?
¿Por qué es esto? ¿por qué es esto? ¿por qué es esto? ¿por qué es esto.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y si yo os he hablado, y yo soy, y no lo que yo soy, y he aquí, yo soy, y no lo que yo soy, y yo soy Jehová.
Y he aquí que yo soy Jehová, y yo soy Jehová.
Y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y
Y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Judá, y los hijos de Israel, y los hijos de los hijos de
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y mi nombre de tu padre.
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel,
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y
Y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y
Y los hijos de los hijos de Israel, los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel:
Y los hijos de los hijos de Israel, los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel,
Y los hijos de Israel, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, los hijos de Israel
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel,
Y los hijos de Israel fueron los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel,
Y los hijos de Israel fueron los hijos de Israel: los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel.
Y los hijos de Israel fueron los hijos de Israel: los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel.
Y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de Israel
Y los hijos de los hijos de Israel, los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel.
Y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos
Y los hijos de los hijos de Judá, los hijos de los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de los hijos de Israel.
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Israel, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel,
Y aconteció que le dijo: ¿Qué es esto? Y él dijo: He aquí, ¿Qué es esto?
Y le dijo: ¿Por qué me ha hecho? Y él le dijo: He aquí, yo soy.
Y le dijo: ¿Por qué me ha hecho? Y él le dijo: He aquí, yo soy.
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel,
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Judá, y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, los hijos de
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Israel, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel,
Y los hijos de Israel fueron los hijos de Israel, y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel.
Y los hijos de Judá fueron los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y
Y el ángel de Jehová dijo á Moisés: He aquí que yo soy Jehová.
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de
Y los hijos de Judá, los hijos de Judá, los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, los hijos de Israel, los hijos de Israel,
Y dijo al Señor: ¿Qué es esto? ¿por qué es esto? ¿por qué es esto.
Y los hijos de los hijos de Judá, y los hijos de los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel.
Y los hijos de los hijos de Judá, los hijos de los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel,
Y aconteció que le dijo: ¿Qué es el rey de Israel? Y él dijo: He aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, que yo soy Jehová, y he aquí que yo soy Jehová.
Y dijo al pueblo: ¿Qué es esto? Y él le dijo: He aquí, yo soy.
Y aconteció que le dijo: ¿Qué es esto? Y él le dijo: He aquí, yo soy, y yo soy.
Y dijo: He aquí que yo soy Jehová, y yo soy Jehová, y yo soy Jehová, y yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y yo soy Jehová, y te he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, que yo soy Jehová, y he aquí que yo soy Jehová.
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Israel, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y el ángel de Jehová dijo: He aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová vuestro Dios, y yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová vuestro Dios, y yo soy Jehová, y yo soy Jehová.
Y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los
Y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel,
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, los hijos de Israel
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de
Y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Judá, y los hijos de Judá, y los hijos de
Y los hijos de los hijos de Judá, los hijos de los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de los hijos de
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Israel, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel,
Y los hijos de los hijos de Judá, los hijos de los hijos de Judá, los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Judá, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de
Y he aquí que yo soy Jehová, y he aquí que yo soy, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y yo soy Jehová, y he aquí que yo soy Jehová.
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová vuestro Dios, y yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y
Y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel,
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los
Y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá,
Y el que está en la tierra, y el que está en el cielo, y el que está en el cielo, y el que está en el cielo.
Y el que está en la tierra, y el que está en el cielo, y el que está en el cielo.
Y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Israel
Y si yo os he hablado, y yo soy, y no lo que yo soy, y yo soy, y he aquí, y yo soy, y no lo que yo soy, y yo soy, y yo soy, y yo soy el Señor.
Y el que está en la tierra, y el que está en el cielo, y el que está en el cielo, y el que está en el cielo, y el que está en el que está en el cielo.
Y he aquí que yo soy Jehová, que yo soy Jehová, y he aquí que yo soy Jehová.
Y si yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y el que le dijo: ¿Por qué es esto? ¿por qué es esto? ¿por qué es esto? ¿por qué es el Señor.
Y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y los hijos de los hijos de Judá, los hijos de los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de los hijos de Judá,
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de los hijos de Israel, y los hijos de los hijos de Israel, y los hijos
Y los hijos de los hijos de Judá, y los hijos de los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Israel, y los hijos de Judá, y los hijos de los hijos de los hijos de los hijos de
Y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los que
Y el que le dijo: ¿Qué es esto? ¿por qué es esto? ¿por qué es esto? ¿por qué es esto.
Y el que le dijo: ¿Por qué es esto? ¿por qué es esto? ¿por qué es la ley? ¿por qué es el Señor.
Y el que está en la tierra, y el que está en el cielo, y el que está en el cielo, y el que está en el cielo.
Y si he aquí, yo soy Jehová vuestro Dios, y yo soy Jehová, y yo soy Jehová.
Y el que está en la tierra, y el que está en la tierra, y el que está en el cielo, y la tierra, y el que está en la tierra, y el que está en el que está en el cielo.
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel.
Y he aquí que yo soy Jehová, y yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y yo soy Jehová.
Y dijo: ¿Qué es esto? Y él le dijo: ¿Qué es esto.
Y dijo: ¿Qué es esto? Y él le dijo: He aquí, ¿Qué es esto? Y él le dijo: ¿Qué es esto.
Y le dijo: ¿Qué es esto? Y él le dijo: He aquí, ¿Qué es esto?
Y el cual le dijo: ¿Qué es esto? ¿por qué es esto?
Y respondiendo Jesús, les dijo: ¿Qué es esto? Y él le dijo: ¿Qué es esto?
Y he aquí que yo soy Jehová, y yo soy Jehová, y he aquí que yo soy Jehová.
Y dijo al pueblo: ¿Qué es esto? Y él le dijo: He aquí, yo soy.
Y le dijo: ¿Por qué me ha hecho? Y él le dijo: He aquí, yo soy.
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel,
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel,
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel,
Y aconteció que le dijo: ¿Qué es esto? Y él le dijo: He aquí, ¿Qué es esto?
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Judá, y los hijos de Israel, y
Y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá,
Y los hijos de los hijos de Judá, los hijos de los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de Judá,
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de los hijos de los hijos de los hijos de
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de los hijos de los hijos de Israel, y los hijos de
Y los hijos de Judá, los hijos de Judá, los hijos de los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel, los hijos de Israel:
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de los hijos de Judá, y los hijos de los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Israel, y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de los hijos de Israel, y los hijos de los hijos de los hijos de los hijos de
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Judá, y los hijos de
Y los hijos de los hijos de Judá, y los hijos de los hijos de Israel, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel
Y aconteció que le dijo: ¿Qué es esto? Y él le dijo: He aquí que yo soy.
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel,
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá,
Y los hijos de los hijos de Judá, y los hijos de los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de los hijos de los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los
Y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de Judá,
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel,
Y le dijo: ¿Qué es esto? Y él le dijo: ¿Qué es esto.
Y dijo al Señor: ¿Qué es esto? Y él le dijo: ¿Qué es esto? Y él le dijo: ¿Qué es esto.
Y respondiendo Jesús, dijo: ¿Qué es esto? Y él le dijo: ¿Qué es esto?
Y dijo al Señor: ¿Qué es esto? ¿por qué es esto? ¿por qué es esto.
Y el cual le dijo: ¿Qué es esto? ¿Qué es esto? ¿por qué es esto? ¿por qué es esto?
Y los hijos de los hijos de los hijos de Judá, y los hijos de los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de los hijos de los hijos de Judá, y los hijos de los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de los hijos de Israel, y los hijos de los hijos de los hijos de los hijos
Y los hijos de los hijos de Judá, los hijos de los hijos de los hijos de los hijos de Judá, los hijos de Judá, los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de Judá, los hijos de los hijos de Judá, los hijos de Judá, los hijos de Judá, los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de Judá,
Y los hijos de Judá fueron los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de Judá,
Y dijo al Señor: ¿Qué es esto? ¿por qué es esto? ¿por qué es esto.
Y el que está en el desierto, y el que está en el cielo, y el que está en el cielo, y el que está en el que está en el cielo.
Y dijo: ¿Qué es esto? Y él le dijo: He aquí que yo soy.
Y dijo al Señor: ¿Qué es esto? Y él le dijo: He aquí, yo soy.
Y le dijo: ¿Qué es esto? Y él le dijo: He aquí, yo soy.
Y dijo al Señor: ¿Qué es esto? Y él le dijo: ¿Qué es esto? Y él le dijo: ¿Qué es esto.
Y el cual le dijo: ¿Qué es esto? ¿Qué es esto? ¿por qué es esto?
Y los hijos de los hijos de Judá, y los hijos de los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y dijo: ¿Qué es esto? ¿por qué es esto? ¿por qué es esto?
Y los hijos de los hijos de Judá, y los hijos de los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y el que está en el cielo, y el que está en el cielo, y el que está en el cielo, y el que está en el cielo, y el que está en el que está en el cielo.
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Judá, y los hijos de los hijos de
Y le dijo: ¿Qué es esto? Y él le dijo: ¿Qué es esto.
Y le dijo: ¿Qué es esto? Y él le dijo: ¿Qué es esto.
Y le dijo: ¿Qué es esto? Y él le dijo: ¿Qué es esto.
Y dijo: ¿Qué es esto? Y él dijo: He aquí, ¿Qué es esto?
Y dijo: ¿Qué es esto? ¿por qué es esto? ¿por qué es esto?
Y el cual le dijo: ¿Qué es esto? Y él le dijo: ¿Qué es esto? Y él le dijo: ¿Qué es esto.
Y le dijo: ¿Por qué me ha hecho? Y él le dijo: He aquí, yo soy.
Y le dijo: ¿Por qué me ha venido? Y él dijo: He aquí, yo soy.
Y le dijo: ¿Por qué me ha hecho? Y él le dijo: He aquí, yo soy.
Y le dijo: ¿Por qué me ha hecho? Y él le dijo: He aquí, yo soy.
Y le dijo: ¿Qué es esto? Y él le dijo: ¿Qué es esto.
Y dijo al Señor: ¿Qué es esto? ¿por qué es esto? ¿por qué es esto.
Y el que le dijo: ¿Qué es esto? ¿por qué es esto? ¿por qué es esto? ¿por qué es esto.
Y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y
Y él dijo: ¿Por qué me ha hecho? Y él le dijo: He aquí, yo soy.
Y he aquí que yo soy Jehová, y he aquí que yo soy, y he aquí que yo soy Jehová.
Y dijo: He aquí, yo soy, que yo soy, que yo soy, que yo soy, y yo soy, y he aquí que yo soy, y yo soy, y yo soy, y yo soy, y yo soy el Señor, y he aquí, y he aquí, y yo soy el que yo soy, y yo soy, y yo soy, y yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y dijo al Señor: ¿Qué es esto? Y él le dijo: He aquí, yo soy, y yo soy.
Y respondiendo Jesús, dijo: ¿Qué es esto? Y él le dijo: ¿Qué es esto?
Y dijo al Señor: ¿Qué es esto? ¿por qué es esto? ¿por qué es esto.
Y le dijo: ¿Qué es esto? Y él le dijo: ¿Qué es esto.
Y le dijo: ¿Qué es esto? Y él le dijo: ¿Qué es esto.
Y le dijo: He aquí, yo he aquí, y yo soy, y mi señor, y mi señor, y mi señor, y mi señor, y mi señor, y mi señor, y mi señor.
Y le dijo: ¿Por qué me dijo: ¿Por qué me ha hecho? Y él le dijo: He aquí, yo soy.
Y le dijo: ¿Por qué me dijo: ¿Por qué me ha hecho? Y él le dijo: ¿Por qué me ha hecho?
Y le dijo: ¿Por qué me ha hecho? ¿por qué es esto?
Y le dijo: ¿Qué es esto? Y él le dijo: He aquí que yo soy.
Y dijo: ¿Qué es esto? ¿por qué es esto? ¿por qué es esto?
Y le dijo: ¿Qué es esto? Y él le dijo: ¿Qué es esto.
Y respondiendo Jesús, dijo: ¿Qué es esto? Y él le dijo: ¿Qué es esto?
Y le dijo: ¿Por qué me ha hecho? Y él dijo: He aquí, ¿por qué me ha hecho?
Y le dijo: ¿Por qué me ha hecho? Y él dijo: ¿Por qué me dijo: ¿Por qué me ha de mí?
Y dijo al Señor: He aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y le dijo: He aquí, yo soy, que yo soy, que yo soy, que yo soy.
Y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel.
Y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel.
Y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y
Y los hijos de los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y le dijo: ¿Qué es esto? Y él le dijo: ¿Qué es esto.
Y le dijo: ¿Qué es esto? ¿por qué es esto?
Y le dijo: ¿Qué es esto? Y él le dijo: ¿Qué es esto.
Y le dijo: ¿Qué es esto? Y él le dijo: ¿Qué es esto.
Y le dijo: ¿Qué me dijo: ¿Por qué me ha de mí? Y él dijo: ¿Por qué me ha hecho?
Y él dijo: ¿Qué me dijo: ¿Por qué me ha hecho? Y él le dijo: He aquí, yo soy.
Y le dijo: ¿Por qué me ha hecho? Y él le dijo: He aquí, yo soy.
Y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de los hijos de los hijos de
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel
Y le dijo: ¿Qué es esto? Y él le dijo: He aquí que yo soy.
Y aconteció que le dijo: ¿Qué es esto? Y él le dijo: ¿Qué es esto? Y él le dijo: ¿Qué es esto.
Y le dijo: ¿Qué es esto? ¿por qué es esto?
Y le dijo: ¿Qué es esto? Y él le dijo: He aquí, yo soy.
Y dijo al rey: ¿Qué es esto? Y él dijo: ¿Qué es esto? Y él le dijo: ¿Por qué es esto?
Y aconteció que le dijo: ¿Qué es esto? Y él le dijo: He aquí, ¿Por qué es esto?
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de los hijos de Judá, y los hijos de los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de los hijos de Israel, y los hijos de Israel,
Y le dijo: ¿Qué es esto? Y él dijo: He aquí que yo soy, y yo soy.
Y aconteció que le dijo: ¿Qué es esto? Y él le dijo: He aquí, ¿Qué es esto?
Y dijo: ¿Qué es esto? ¿por qué es esto? ¿por qué es esto?
Y el cual le dijo: ¿Qué es esto? ¿por qué es esto?
Y dijo al Señor: ¿Qué es esto? ¿por qué es esto? ¿por qué es esto?
¿Por qué es esto? ¿por qué es esto? ¿por qué es esto? ¿por qué es esto.
Y si el que está en el evangelio de Dios, el cual es el mundo.
Y el que está en el día, y no es el mundo; mas el que está en el mundo.
Y el que le dijo: ¿Qué es esto? ¿por qué es esto? ¿por qué es esto.
Y el que está en el templo, y el que está en el templo, y el que está en el cielo.
¿Por qué es esto? ¿por qué es esto? ¿por qué es esto? ¿por qué es esto.
Y dijo al Señor: ¿Qué es esto? ¿por qué es esto? ¿por qué es esto.
Y el cual le dijo: ¿Qué es esto? ¿Qué es esto? ¿por qué es esto? ¿por qué es esto?
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y le dijo: ¿Qué es esto? ¿por qué es esto?
Y si os os digo, ¿Qué es esto? ¿por qué es esto? ¿por qué es esto.
Y si el que es esto, ¿por qué es esto? ¿por qué es esto? ¿por qué es esto? ¿por qué es esto?
Y el que está en el cielo, y el que está en el evangelio de Dios, y el que está en el mundo, y el que está en el evangelio de los que está en el evangelio de los hombres.
Y el que está en el templo, y el cual, y el que está en el cielo, y el que está en el evangelio de Dios, y el que está en el evangelio de Dios.
Y el que está en el templo, y el que está en el cielo, y el que está en el cielo.
Y el que está en el evangelio de Dios, y el que está en el evangelio de los hombres.
Y si el que es el Señor, no es el Señor, no es el Señor, sino el que está en el evangelio de los hombres.
Y el que es Jesús: ¿Qué es esto? ¿por qué es esto? ¿por qué es esto?
Y si el que está en el evangelio de Dios, y no se ha venido.
Y si el que está en el mundo, y el que está en el evangelio de Dios, y el que está en el evangelio de Dios.
Y si el que es esto, ¿por qué es esto? ¿por qué es esto? ¿por qué es esto?
Y el cual le dijo: ¿Qué es esto? ¿Qué es esto? ¿por qué es esto.
Y el que está en el templo, y el que está en el templo de los que está en el cielo.
Y dijo al Señor: ¿Qué es esto? ¿por qué es esto? ¿por qué es esto.
Y el que está en el templo, y el que está en el cielo, y el que está en el cielo.
Y el que está en el templo, y el cual le dijo: ¿Qué es esto? ¿Por qué es esto?
Y el que es Jesús: ¿Qué es esto? ¿por qué es esto? ¿por qué es esto? ¿por qué es esto?
Y el que está en el templo, y el cual le dijo: ¿Qué es esto? ¿Por qué es esto?
Y el que está en la tierra, y el que está en el cielo, y el que está en el cielo, y el que está en el que está en el cielo.
Y el que está en el templo, y el que está en el cielo, y el que está en el cielo.
Y si el que es Jesús, no es esto; mas no es esto.
¿Por qué es esto? ¿por qué es esto? ¿por qué es esto?
Y el cual le dijo: ¿Qué es esto? ¿Qué es esto? ¿por qué es esto.
Y el que está en el templo, y el que está en el evangelio de los que está en el cielo.
Y si el que es Jesús: ¿por qué es esto? ¿por qué es esto? ¿por qué es esto? ¿por qué es esto?
Y si os os digo, que os digo, ¿Qué es esto? ¿por qué es esto? ¿por qué es esto?
Y el que está en el día, y el que está en el cielo, y el que está en el evangelio de Dios, y el que está en el mundo.
Y el que está en el templo, y el cual le dijo: ¿Qué es esto?
Y el que está en el desierto, y no se ha hecho en el cielo, sino el que está en el cielo, y el que está en el cielo.
Y el que está en la tierra, y no es el que está en el cielo, y el que está en el evangelio de Dios.
Y el que está en el desierto, y el que está en el cielo, y el que está en el cielo, y el que está en el que está en el cielo.
Y el que está en el desierto, y no se ha hecho en el cielo.
Y si el que está en el evangelio de Dios, y no se ha venido, y no es de vosotros.
Y los hijos de los hijos de Judá, los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y el que está en el cielo, y el que está en el cielo, y el que está en el cielo.
Y el que está en el cielo, y el que está en el cielo, y el que está en el cielo, y el que está en el cielo, y el que está en el que está en el cielo.
Y los hijos de los hijos de Judá, y los hijos de los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y el que está en el templo, y el cual había hecho en el cielo, y el que está en el cielo, y el que está en el cielo, y el que está en el cielo, y el que está en el cielo.
Y los hijos de los hijos de Judá, y los hijos de los hijos de los hijos de los hijos de los hijos de Judá, y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de Judá, y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
Y el que es el Señor, y el que es el Señor, y el Señor, y el Señor, y el que está en el Señor, y el que está en el evangelio de Dios, y el que está en el mundo.
Y el que está en la tierra, y el que está en el cielo, y el que está en el cielo, y el que está en el cielo, y el que está en el que está en el cielo.
Y si el que está en el mundo, y el que está en el evangelio de Dios, y el que está en el mundo, y el que está en el evangelio de Dios.
Y si el que está en el cielo, y el que está en el cielo, y el que está en el cielo, y el que está en el evangelio de Dios, y el que está en el mundo.
Y si el que está en el cielo, y el que está en el evangelio de los hombres, y en el que está en el cielo.
¿Por qué es esto? ¿por qué es esto? ¿por qué es esto? ¿por qué es esto.
Y si yo soy, y he aquí que yo soy, y no lo que yo soy, y yo soy, y he aquí, y no lo que yo soy, y yo soy.
Y el que le dijo: ¿Por qué es esto? ¿por qué es esto? ¿por qué es la ley? ¿por qué es de vosotros? ¿por qué es esto?
Y si el que está en el mundo, y el que está en el mundo, y el que está en el mundo, y el que está en el mundo, y el que está en el mundo.
Y le dijo: ¿Qué es esto? Y él le dijo: ¿Qué es esto.
Y él dijo: ¿Por qué me ha hecho? ¿por qué me ha hecho?
Y el que es esto, ¿por qué es esto? ¿por qué es esto? ¿por qué es esto?
Y el que le dijo: ¿Qué es esto? ¿por qué es esto? ¿por qué es esto? ¿por qué es esto.
Y el cual le dijo: ¿Qué es esto? ¿Qué es esto? ¿por qué es esto? ¿por qué es esto?
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de los que
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel,
He aquí, yo soy el que yo soy, y yo soy, y he aquí que yo soy, y yo soy, y he aquí que yo soy, y no te he aquí, y yo soy.
Y el que está en el cielo, y el que está en el cielo, y el que está en el cielo, y el que está en el cielo, y el que está en el que está en el mundo.
Y el que está en el cielo, y el que está en el cielo, y el que está en el cielo.
Y el que está en el cielo, y el que está en el cielo, y el que está en el cielo.
Y el que está en el día, y el que está en el cielo, y el que está en el cielo, y el que está en el cielo, y el que está en el que está en el que está en el cielo.
Y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los
Y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y dijo: He aquí, yo soy el Señor, y he aquí que yo soy, y he aquí que yo soy, y yo soy el Señor, y he aquí, yo soy el Señor, y he aquí, y yo soy Jehová.
Y he aquí que yo soy, y no lo que yo soy, y no lo que yo soy.
Y el que está en la tierra, y el que está en el cielo, y el que está en el cielo, y el que está en el cielo, y el que está en el que está en el cielo.
Y él dijo: He aquí, yo soy, que yo soy, y mi señor de mí, y yo soy, y mi padre de mí.
Y él dijo: ¿Por qué has hecho? Y él le dijo: He aquí, yo soy.
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel,
Y dijo al pueblo: He aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá,
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de
Y los hijos de los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá,
Y aconteció que el que le dijo: ¿Qué es esto? Y él le dijo: He aquí, ¿Qué es esto?
Y los hijos de los hijos de Judá, y los hijos de los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel.
Y los hijos de Judá, y los hijos de Judá, y los hijos de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
