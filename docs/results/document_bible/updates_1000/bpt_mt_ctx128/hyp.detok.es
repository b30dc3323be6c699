Porque Jehová ha dicho Jehová de los ejércitos: He aquí que Jehová Dios de los ejércitos ha dicho Jehová de los ejércitos: Así ha dicho el Señor Jehová.
Y el arca del tabernáculo del testimonio de Jehová, y la puerta del tabernáculo del testimonio de Jehová.
Y él dijo: He aquí que yo soy Jehová, yo soy Jehová. Y él dijo: He aquí que yo soy Jehová.
Y él dijo á Moisés: ¿Por qué está escrito en el nombre de Jehová?
Y el rey de Israel dijo: He aquí que yo soy el rey de Babilonia, y la puerta de la puerta de la puerta del tabernáculo del testimonio, y la puerta de la puerta del Jordán.
Y dijo: He aquí que yo soy Jehová, y la tierra, y la puerta del tabernáculo del testimonio, y la puerta de la puerta del tabernáculo del testimonio.
Y él dijo á Moisés: He aquí, y á la puerta del tabernáculo del testimonio.
Y aconteció que fué de la puerta de la puerta del tabernáculo del testimonio, y la puerta de la puerta del tabernáculo del testimonio, y la puerta del tabernáculo del testimonio.
Y dijo: He aquí que yo soy Jehová, y la tierra de Egipto, y la tierra de Egipto, y la tierra de Egipto, y la tierra de Egipto, y la tierra de Egipto, y la tierra de Egipto, y la tierra de Egipto, y la tierra de Egipto, y la tierra de Egipto, y la tierra de Egipto, y la tierra de Egipto, y la tierra de Egipto, y la tierra de Egipto, y la tierra de Egipto, y la
Y los hijos de Israel dijo: He aquí que yo soy Dios de los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y él dijo: He aquí que yo soy el rey de Babilonia, y la tierra de Egipto, y la tierra de Egipto, y la tierra de Egipto, y la tierra de Egipto, y la tierra de Egipto, y la tierra de la tierra.
Y el ángel de Jehová dijo á su padre: ¿Qué es el Señor?
Y el ángel de Jehová dijo á Moisés: He aquí que está en la casa de Jehová, y á la puerta de la casa de Dios, y á la puerta de la puerta de la puerta de la puerta de la puerta de la casa de Jehová.
Y dijo: He aquí que yo soy Jehová, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los
Y dijo á los hijos de Israel: He aquí que yo soy Jehová, y la tierra de Egipto, y la tierra de Egipto, y la tierra de Egipto, y la tierra de Egipto, y la tierra de Egipto.
Y aconteció que el día de la puerta de la puerta del tabernáculo del testimonio, y la puerta del tabernáculo del testimonio, y la puerta del tabernáculo del testimonio.
Y el día de Jehová dijo á Moisés: He aquí que yo soy Jehová de los ejércitos, y la tierra de Egipto, y en la tierra de Egipto, y la tierra de la tierra.
Y el tabernáculo del testimonio del testimonio, y la puerta del tabernáculo del testimonio, y la puerta del tabernáculo del testimonio, y la puerta del tabernáculo del testimonio.
Y la puerta del tabernáculo del testimonio, y la puerta del tabernáculo del testimonio, y la puerta del tabernáculo del testimonio, y la puerta del tabernáculo del testimonio.
Y Jehová dijo á Moisés: He aquí que yo soy Jehová.
Y el ángel de Jehová dijo á Moisés: ¿Por qué está en el camino de su padre?
Y el día de Jehová dijo á Moisés: He aquí que yo soy Jehová.
Y dijo á Moisés: He aquí que yo soy Jehová, y la puerta de la puerta de la puerta del tabernáculo del testimonio.
Y él dijo á Moisés: He aquí que yo soy Jehová, y á la casa de su padre, y á la casa de su padre, y á su casa, y á su casa, y á la puerta de la casa de su casa, y á su casa, y á la puerta de su casa.
Y aconteció que el día de la casa de Jehová, el cual había hecho en su mano, y en la tierra de su casa, y de la tierra de su casa, y de la tierra de su casa, y en la tierra de su casa.
Y dijo á Moisés: He aquí que yo soy Jehová de los ejércitos, y la tierra de Egipto, y la tierra de Egipto, y la tierra de la tierra, y la tierra de Egipto, y la tierra de Egipto, y la tierra de Egipto, y la tierra de Egipto, y la tierra de Egipto, y la tierra de Egipto, y la tierra de Egipto, y la tierra de Egipto, y la tierra de Egipto, y la tierra de Egipto, y la tierra de Egipto, y la tierra de Egipto, y la tierra de Egipto, y la tierra de Egipto, y la tierra de la tierra.
Y el ángel de Jehová dijo á Moisés: He aquí que su padre está en la casa de Jehová su Dios.
Y dijo á Moisés: He aquí que yo soy Jehová.
Y dijo á Moisés: He aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y aconteció que le dijo: He aquí que yo soy el rey de Babilonia, y la puerta de la puerta de la puerta del tabernáculo del testimonio, y la puerta de la puerta del tabernáculo del testimonio.
Y á los hijos de Israel, diciendo: ¿Por qué los hijos de Israel?
Y los hijos de Israel dijo: He aquí que yo soy el rey de Israel.
Y Jehová dijo á Moisés: He aquí yo soy Jehová tu Dios, oh Jehová, y á tu siervo, y á tu siervo, y á tu siervo, y á tu siervo, y á tu siervo, y á tu siervo, y á tu siervo, y á tu siervo, y á tu siervo, y á tu siervo, y á tu siervo, y á tu siervo, y á tu siervo, y
Y David dijo á Moisés: He aquí que yo soy Jehová, y á su hijo, y á su hijo, y á su hijo, y á su hijo, y á su hijo, y á su hijo, y á su hijo, y á su hijo, y á su hijo, y á su hijo, y á su hijo, y á su hijo, y á su hijo, y á su hijo, y á su hijo, y á su hijo.
Y dijo David: He aquí que yo soy mi padre, y yo soy mi padre, que yo soy mi padre, y yo soy mi padre, y yo soy mi Dios.
Y él dijo: He aquí que yo soy mi padre, yo soy mi padre de mi padre.
Y él dijo: He aquí que yo soy mi padre, yo soy mi padre, yo soy mi siervo, y mi nombre me ha dicho de mí.
Y él dijo: ¿Qué eres tú? Y él dijo: He aquí que yo soy tu siervo.
Y él dijo: He aquí que yo soy mi padre, y yo soy Jehová, y yo soy mi Dios.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí, y he aquí, y he aquí, y he aquí, y he aquí, y he aquí, y he aquí, y he aquí, y he aquí, y he aquí, y he aquí, y he aquí, y he aquí, y he aquí, y he aquí, y he aquí, y he aquí, y he aquí, y he aquí, y he aquí, y he aquí, y he aquí, y he aquí, y he aquí, y
Y dijo: He aquí que yo soy mi padre, y he aquí que yo soy mi padre, y he aquí que yo soy Jehová.
Y él dijo: He aquí que yo soy Jehová, yo soy Jehová, y yo soy Jehová.
Y he aquí yo soy Jehová, y yo soy Jehová, y yo soy Jehová, y yo soy Jehová.
Y él dijo: He aquí que yo soy Jehová, yo soy Dios de Israel.
Y él dijo: He aquí que yo soy mi padre, y yo soy el Señor.
Y él dijo: He aquí que yo soy Jehová, ¿por qué me ha dicho Jehová de los ejércitos?
Y David dijo: He aquí que yo soy Dios de Israel, y á su padre, y á sus hijos, y á sus hijos, y á sus hermanos, y á sus hijos, y á sus hijos, y á sus hijos, y á sus hijos, y á sus hijos, y á sus hijos, y á sus hijos, y á sus hijos, y á sus hijos, y á sus hijos, y á sus hijos, y á sus hijos, y
Y los hijos de Israel le dijo: He aquí que yo soy Dios de los hijos de Israel, y á los hijos de Israel.
Y los hijos de Israel había hecho en su lugar de su padre, y á su padre, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y los hijos de Israel había hecho en el desierto de la casa de su padre, y le dijo: ¿Qué es esto?
Y fué en la casa de David, y á la casa de David, y á la puerta de la casa de David, y á la puerta de la casa de David, y á la puerta de la casa de David, y á la puerta de la casa de David, y á la puerta de la casa de David.
Y el rey de Israel dijo á Moisés: He aquí que estaba en la casa de David, y á la puerta de la casa de David, y á la puerta de la casa de David, y á la casa de David.
Y los hijos de Israel le había venido á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y le dijo: ¿Qué es esto? Y él le dijo: ¿Por qué nos ha hecho? Y él le dijo: ¿Qué es esto?
Y el rey de Israel dijo á Moisés: He aquí que el rey de Israel había venido en el desierto de la casa de David, y á los hijos de Israel, y á los hijos de Israel, y los hijos de Israel.
Y David dijo á David: He aquí que yo soy mi padre, y á mi hijo, y á mi hijo, y á mi hijo, y á mi hijo, y á mi hijo, y á mi hijo, y á mi hijo, y á mi hijo, y á mi hijo, y á mi hijo, y á mi hijo, y á mi hijo, y á mi hijo
Y le dijo: He aquí, he aquí que yo soy mi padre, y he aquí que yo te he hablado, y he aquí que yo soy yo, y he aquí que yo soy yo, y he aquí que yo soy yo, y he aquí, y he aquí que yo te he hecho, y he aquí, y he aquí, y he aquí, he aquí, y he aquí, y he aquí, y he aquí, y he aquí, y he aquí, y he aquí, y he aquí que yo soy,
Y él dijo: He aquí que yo soy mi siervo, y yo soy mi siervo.
Y él dijo: He aquí que yo soy Jehová, yo soy yo soy Jehová.
Y él dijo: He aquí que yo soy mi siervo, y yo soy mi siervo, y no te ha de mí. Y él dijo: He aquí que yo soy mi siervo.
Y él dijo: ¿Qué eres tú? Y él dijo: He aquí que yo soy mi siervo.
Y él le dijo: He aquí que yo soy mi siervo, y yo soy, y yo soy, y yo soy mi siervo.
Y él le dijo: He aquí que yo soy mi padre, y he aquí que yo te he venido, y le dijo: He aquí que yo te he venido. Y él le dijo: He aquí, he aquí que yo te he hablado. Y él le dijo: He aquí que yo soy.
Y aconteció que le dijo: He aquí que yo soy yo, yo soy el rey de Babilonia, y he aquí que yo soy el rey de Babilonia.
Y él le dijo: He aquí que yo soy mi padre, y yo soy el Señor.
Y él dijo: He aquí que yo soy mi padre, y yo soy mi siervo, y no me ha de mí.
Y él le dijo: He aquí que yo soy mi padre, yo soy mi siervo.
He aquí que yo soy mi siervo, y yo soy tu siervo, y yo soy tu siervo.
He aquí que yo soy mi siervo, y yo soy el que yo soy mi siervo.
He aquí que yo soy mi siervo, y yo soy mi siervo, y yo soy mi siervo, y yo soy mi siervo.
Los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
He aquí que yo soy Jehová, yo soy mi siervo, y yo soy mi siervo, y mi nombre, y mi nombre, y mi nombre, y mi nombre, y mi nombre, y mi nombre.
Y él dijo: He aquí que yo soy mi padre, y yo soy mi padre, y yo soy mi padre, y mi nombre, y mi nombre, y mi nombre, y mi nombre, y mi nombre me ha dicho.
Y él dijo: He aquí que yo soy yo, yo soy yo, y yo soy mi siervo, y yo soy mi siervo, y yo soy mi siervo.
Y le dijo: He aquí que yo soy yo, yo soy yo, y yo he aquí que yo soy mi padre, y he aquí que yo soy yo, yo soy yo, y he aquí que yo soy yo, yo soy yo, y he aquí que yo soy yo.
Y David dijo á David: He aquí, y he aquí, y he aquí, y he aquí que estaba en la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la mar.
Y David dijo á David: He aquí que David le dijo:
Y él dijo: ¿Qué eres tú? Y él le dijo: ¿Qué eres tú? Y él dijo: He aquí que yo soy el rey de Israel.
Y él dijo: ¿Qué eres tú? Y él dijo: He aquí que yo soy Jehová.
Y él dijo: He aquí que yo soy mi padre, y yo soy mi siervo, y yo soy mi siervo, y yo soy mi siervo.
Y él dijo: He aquí que yo soy mi señor, y he aquí que yo soy mi padre, y yo soy yo, y yo soy yo, y yo soy yo, y yo soy yo, y yo soy yo, y yo soy yo, y yo soy yo, y yo soy yo, y yo soy yo, y yo soy yo, y yo soy
Y él dijo: He aquí que yo soy yo, yo soy yo soy yo, y yo soy yo, y yo soy yo, y yo soy yo, y yo soy yo soy yo, y yo soy yo, y yo soy yo, y yo soy yo, y he aquí que yo soy yo, yo soy yo, y he aquí que yo soy yo, y he aquí que yo soy, yo soy yo,
Y David dijo á Moisés: He aquí que yo soy Dios de su padre.
Y los hijos de Israel dijo: He aquí que yo soy el rey de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y los hijos de Israel le dijo: He aquí, y á su padre, y á los hijos de Israel, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos,
Y he aquí que yo soy Jehová, yo soy Jehová, yo os he hablado.
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y á los hijos de Israel, y á los hijos de Israel, y á sus hijos, y á sus hijos, y á sus hijos, y á sus hijos, y á sus hijos, y á sus hijos, y á sus hijos, y á sus hijos, y á sus hijos, y á sus hijos, y
Y los hijos de Israel fué en la casa de Jehová, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y dijo á Moisés: He aquí que yo soy Jehová, yo soy Jehová, y yo soy Jehová, y he aquí que yo soy Jehová.
Y Jehová dijo á Moisés: He aquí que yo soy Jehová.
Y he aquí que yo soy Jehová de los ejércitos, y la tierra de Egipto, y en la tierra de Egipto, y en la tierra de Egipto, y en la tierra de Egipto, y en la tierra de Egipto.
Y Jehová dijo á Moisés: He aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y yo soy yo soy Jehová, y yo soy Jehová, y yo soy Jehová, y yo soy Jehová, y he aquí que yo soy mi pueblo, y yo soy Jehová, y he aquí que yo te he hablado.
Y Jehová dijo á Moisés: He aquí que yo soy Jehová, yo soy yo soy Jehová.
Y Jehová dijo á Moisés: He aquí que yo soy Jehová de los hijos de Israel, y á los hijos de Israel.
Y Jehová dijo á Moisés: Así ha dicho Jehová de Israel, diciendo:
Y Jehová dijo á Moisés: Así ha dicho Jehová de los ejércitos: Así ha dicho Jehová de los ejércitos: Así ha dicho Jehová de los ejércitos:
Y el tabernáculo del testimonio del testimonio de Jehová, y de la casa de Jehová, y de la casa de Jehová, y de la casa de Jehová.
Y el altar de la casa de Jehová, y de la casa de Jehová, y la casa de Jehová su Dios, y la puerta de la puerta de la puerta de la casa de Jehová.
Y la puerta del tabernáculo del tabernáculo del testimonio, y la puerta del tabernáculo del tabernáculo del testimonio, y la puerta del tabernáculo del tabernáculo del testimonio.
Y la puerta de la puerta del tabernáculo del testimonio, y la puerta de la puerta del tabernáculo del testimonio.
Y los hijos de Israel fué en la casa de Jehová, y la puerta de la puerta del tabernáculo de Jehová, y la puerta de la puerta del tabernáculo del tabernáculo, y la anchura de la puerta del tabernáculo de Jehová.
Y la puerta del tabernáculo del tabernáculo del testimonio, y la puerta del tabernáculo del testimonio, y la puerta del tabernáculo del testimonio, y la puerta del tabernáculo del testimonio.
Y el tabernáculo del testimonio de Jehová, y la puerta de la puerta del tabernáculo de Jehová.
Y la puerta del tabernáculo del tabernáculo del testimonio, la puerta del tabernáculo del testimonio, y la anchura de la puerta del tabernáculo del testimonio.
Y en el altar de Jehová, en la casa de Jehová, y la anchura de la casa de Jehová, y de la casa de Jehová.
Y la puerta de la puerta del tabernáculo del testimonio, y la puerta de la puerta del tabernáculo del testimonio, y la puerta del tabernáculo del testimonio.
Y el tabernáculo del testimonio de Jehová, y la puerta del tabernáculo del testimonio, y la puerta del tabernáculo de Jehová.
Y el altar de Jehová fué de la casa de Jehová, y á la casa de Jehová, y á la casa de Jehová, y á la casa de Jehová.
Y la puerta de la puerta del tabernáculo del testimonio, y la puerta de la puerta del tabernáculo del testimonio.
Y la puerta de la puerta del tabernáculo del tabernáculo del testimonio, y la puerta de la puerta de la puerta del tabernáculo del testimonio.
Y la puerta del tabernáculo del tabernáculo del testimonio, y la puerta del tabernáculo de Jehová.
Y Jehová dijo á Moisés, diciendo:
Y á los hijos de Israel, de los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel,
Y los hijos de Israel fueron los hijos de Israel, y los hijos de Israel, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel,
Y de los hijos de Israel, los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá:
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y
Y el altar de la puerta del tabernáculo del testimonio, y la puerta del tabernáculo del testimonio.
Y la puerta del tabernáculo del testimonio, y la puerta del tabernáculo del testimonio, y la puerta del tabernáculo del testimonio.
Y la puerta del tabernáculo del testimonio, y la anchura de la puerta del tabernáculo del testimonio.
Y la puerta de la puerta de la puerta de la puerta de la mar, y sus basas, y sus basas, y sus basas, y sus basas, y sus basas, y sus basas.
Y la puerta de la puerta de la mar, y la anchura de la mar, y la anchura de la mar, y la anchura de la mar.
Y la puerta de la puerta del tabernáculo del testimonio, y la anchura de la mar, y la anchura de la mar, y la anchura de la mar, y la anchura de la mar.
Y la puerta de la puerta del tabernáculo del testimonio, y la anchura de la mar, y la anchura de la mar, y la anchura de la mar, y la anchura de la mar.
Y la puerta del tabernáculo del testimonio, y la puerta de la puerta del tabernáculo del testimonio.
Y la puerta del tabernáculo del tabernáculo del testimonio, y la puerta del tabernáculo del testimonio, y la puerta del tabernáculo del testimonio, y la puerta del tabernáculo del testimonio.
Y el tabernáculo del testimonio de Jehová, y de los hijos de Israel, y de los hijos de Israel.
Y el tabernáculo del tabernáculo del testimonio, y la puerta del tabernáculo del testimonio, y la puerta del tabernáculo del testimonio.
Y Jehová dijo á Moisés: ¿Qué es Jehová? Y Jehová dijo á Moisés:
Y Jehová dijo á Moisés: Así ha dicho Jehová de los hijos de Israel, diciendo:
Y Jehová dijo á Moisés: He aquí que los hijos de Israel había hecho en la casa de Jehová, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y los hijos de Israel, y los hijos de Israel, y á sus hijos, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y Jehová dijo á Moisés: He aquí que yo soy Jehová, diciendo:
Y Jehová dijo á Moisés: He aquí que yo soy Jehová de los hijos de Israel, y á los hijos de Israel.
Y Jehová dijo á Moisés: He aquí que yo soy Jehová de los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los
Y el tabernáculo del tabernáculo del testimonio, y la puerta del tabernáculo del testimonio, y la puerta del tabernáculo del tabernáculo del testimonio.
Y la puerta del tabernáculo del testimonio, y la puerta del tabernáculo del testimonio.
Y de los hijos de Israel, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel.
Y de los hijos de Israel, los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel de los hijos de Israel.
Los hijos de Israel fueron los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y los hijos de Israel fueron los hijos de Israel, y los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y el tabernáculo del testimonio de Jehová, y de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta del tabernáculo de la puerta del testimonio.
Y en la parte de la puerta del tabernáculo del testimonio, y sus basas, y sus basas, y sus basas, y sus basas, y sus basas.
Y los hijos de Judá, de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá:
Y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y
Y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Judá, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de
Y de los hijos de Israel, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá.
Y los hijos de Israel fué en la casa de Jehová, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y los hijos de Israel fueron los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel:
Y los hijos de Israel fueron los hijos de Israel, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y
Y los hijos de Israel fueron los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá,
Y los hijos de Israel fueron los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y
Y de los hijos de Judá, de los hijos de Judá, de los hijos de Judá, de los hijos de Judá, de los hijos de Judá, de los hijos de Israel:
Y los hijos de Israel fueron los hijos de Israel, y los hijos de Judá, y de los hijos de Israel, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y de los hijos de Israel.
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá:
Y los hijos de Israel fueron los hijos de Israel, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y
Y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y
Y los hijos de Israel fueron los hijos de Israel, y los hijos de Israel, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los
Y á los hijos de Israel, y los hijos de Judá, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de
Y los hijos de Israel fué en la casa de Jehová, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y Jehová dijo á Moisés, diciendo:
Y los hijos de Israel fueron los hijos de Israel, y los hijos de Israel:
Y los hijos de Israel fueron los hijos de Israel, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel,
Y los hijos de Judá, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y fué en la tierra de Judá, y á la tierra de Judá, y á la tierra de Judá, y á la tierra de Judá, y á la tierra de Egipto, y á la tierra de Egipto, y la tierra de Egipto, y la tierra de Egipto, y la tierra de Egipto, y la tierra de Egipto, y la tierra de Egipto.
Y la puerta del tabernáculo del tabernáculo del testimonio, y en la tierra de Egipto.
Y el tabernáculo del tabernáculo del tabernáculo del testimonio, y en la tierra del tabernáculo del testimonio.
Y en el tabernáculo del tabernáculo del testimonio, y la sangre del tabernáculo del testimonio, y la puerta del tabernáculo del testimonio.
Y el tabernáculo del tabernáculo del testimonio, y la puerta del tabernáculo del tabernáculo del testimonio.
Y los hijos de Ammón fueron los hijos de Ammón, y los hijos de Ammón, y los hijos de Ammón, y los hijos de Ammón, y los hijos de Ammón.
Y la puerta del tabernáculo del tabernáculo del testimonio, y la puerta del tabernáculo del tabernáculo, y la puerta del tabernáculo del tabernáculo, y la puerta del tabernáculo del tabernáculo, y la puerta del tabernáculo del tabernáculo, y la puerta del tabernáculo del tabernáculo, y la puerta del tabernáculo del tabernáculo, y la puerta del tabernáculo del tabernáculo, y la puerta del tabernáculo del tabernáculo, y la puerta del tabernáculo del tabernáculo del testimonio, y
Y la puerta del tabernáculo del tabernáculo del testimonio, y la puerta del tabernáculo del tabernáculo del testimonio.
Y Jehová dijo á Moisés: Así ha dicho Jehová de los ejércitos: Así ha dicho Jehová de los ejércitos: Así ha dicho Jehová de los ejércitos:
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y á los hijos de Israel.
Y los hijos de Judá, de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá:
Y Jehová dijo á Moisés: Así ha dicho Jehová de los hijos de Israel, diciendo:
Y Jehová dijo á Moisés: Así ha dicho Jehová de los ejércitos: Así ha dicho Jehová de los ejércitos:
Y los hijos de Israel fueron los hijos de Israel, y los hijos de Israel, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y
Y los hijos de Israel fueron los hijos de Israel, y los hijos de Israel:
Y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel:
Y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, hijo de Judá, y á los hijos de Israel:
Y de los hijos de Israel, de los hijos de Judá, de los hijos de Judá, de los hijos de Judá:
Y los hijos de Judá, de los hijos de Judá, de los hijos de Judá, y los hijos de Judá:
Y de los hijos de Judá, de los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y
Y de los hijos de Judá, de los hijos de Judá, hijo de Bán:
Y los hijos de Judá, de los hijos de Judá, hijo de Bán:
Y los hijos de Judá, de los hijos de Judá, de los hijos de Judá, y los hijos de Judá, de los hijos de Judá, y los hijos de Judá, de los hijos de Judá, y los hijos de Judá, de los hijos de Judá:
Y los hijos de Judá, de los hijos de Israel, de los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel de los hijos de Israel.
Y Jehová dijo á Moisés: He aquí que yo soy Jehová, yo soy Jehová.
Y Jehová dijo á Moisés: He aquí que yo soy Jehová tu Dios, y yo soy Jehová tu Dios.
Y he aquí que yo soy Jehová tu Dios, y he aquí que yo soy Jehová.
Y yo soy Jehová tu Dios, y tus juicios, y tus juicios, y tus juicios, y tus juicios.
La sangre de tu boca de tu boca, y tu boca de tu boca, y tu misericordia, y tus juicios, y tus juicios, y tus juicios, y tus juicios.
He aquí que yo soy Jehová, yo te he de ti, y no te has de ti.
He aquí yo te he de ti, oh Jehová, y te has de ti.
Jehová tu Dios te ha dicho Jehová de los ejércitos: He aquí que yo soy Jehová.
He aquí que yo soy Jehová tu Dios, oh Jehová tu Dios de Israel, y yo soy Jehová tu Dios.
Y Jehová dijo á Moisés: He aquí que yo soy Jehová de los ejércitos, y yo soy Jehová tu Dios.
Y Jehová dijo á Moisés: He aquí yo soy Jehová tu Dios, oh Jehová de los ejércitos, oh Jehová.
Y Jehová dijo á Moisés: He aquí que yo soy Jehová tu Dios.
Y Jehová dijo á Moisés: He aquí que yo soy Jehová, yo soy Jehová, y yo soy Jehová.
Y Jehová dijo á Moisés: He aquí que yo soy Jehová, he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y yo soy Jehová tu Dios, y yo soy Jehová tu Dios, y he aquí que yo soy Jehová.
He aquí que yo soy Jehová, he aquí que yo soy Jehová.
He aquí yo soy Jehová tu Dios, y yo soy Jehová tu Dios.
He aquí que yo soy Jehová, yo soy Jehová, oh Jehová, oh Jehová.
He aquí que yo soy Jehová, yo te he de ti, y en tu mano de tu boca.
He aquí que yo soy Jehová, yo soy tu siervo, y yo soy tu siervo.
He aquí que yo soy Jehová, yo soy Jehová, y yo soy Jehová tu Dios, y yo soy Jehová tu Dios.
He aquí que yo soy Jehová, he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y yo soy Jehová tu siervo, y la tierra de tu mano, y la tierra de tu mano, y tu fortaleza, y la tierra de tu mano.
Y he aquí que yo soy Jehová tu Dios, y yo te he de ti.
Y he aquí que yo soy Jehová, y en la tierra de Egipto, y en la tierra de Egipto, y la tierra de la tierra, y la tierra de Egipto.
Y el altar de la tierra, y la tierra de la tierra, y la tierra de la tierra, y la tierra de la tierra, y la tierra de la tierra, y la tierra de la tierra, y la tierra de la tierra.
Y en la tierra de Egipto, y en la tierra de Egipto, y en la tierra de Egipto, y en la tierra de Egipto, y en la tierra de Egipto.
He aquí que yo soy Jehová, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Y he aquí que yo soy Jehová, y yo soy tu siervo, y yo soy tu siervo.
Y he aquí que yo soy Jehová, y yo te he hablado, y no se alegrará, y no se alegrarán en su mano, y no se alegrarán.
Y yo te he de ti, oh Jehová tu Dios, y no te ha de ti.
He aquí que yo soy Jehová, yo te he hecho en tu mano, y en la tierra de tu mano, y en la tierra de tu mano, y en la tierra de Egipto.
He aquí que yo soy Jehová, he aquí que yo soy tu siervo, y yo soy tu siervo.
He aquí que yo soy Jehová, yo soy Jehová.
¿Por qué te ha dicho el Señor Jehová? ¿por qué te ha de ti?
He aquí que yo soy Jehová, he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, oh Jehová, oh Jehová, y yo soy Jehová, y la tierra de Egipto, y la tierra de Egipto, y en la tierra de Egipto, y en la tierra de Egipto.
Y he aquí que yo soy Jehová, y la tierra de Egipto, y la tierra de Egipto, y la tierra de Egipto, y la tierra de Egipto, y la tierra de Egipto, y la tierra de Egipto, y la tierra de Egipto, y la tierra de Egipto, y la tierra de Egipto, y la tierra de Egipto, y la tierra, y la tierra de Egipto,
Y he aquí que yo soy Jehová, y en la tierra de Egipto, y en la tierra de Egipto.
He aquí que yo soy Jehová, yo soy tu siervo.
Y he aquí que yo te he hecho en su mano, y en su mano, y en su mano, y en su mano, y en su mano, y en su mano, y en su mano, y en su mano.
Los hijos de Israel se alegrarán, y los hijos de tu padre, y en tu mano, y en tu mano de tu boca.
He aquí que yo soy tu siervo, y yo te he de ti, y á tu siervo, y á tu siervo, y á tu siervo, y á tu siervo, y á tu siervo, y á tu siervo, y á tu siervo, y á tu siervo, y á tu siervo, y á tu siervo, y á tu siervo, y á tu siervo.
He aquí que yo soy Jehová, y yo te he de ti, y la tierra de tu padre, y no te ha de ti.
Y Jehová dijo á Moisés: He aquí que yo soy Jehová tu Dios, y yo soy Jehová tu Dios.
Y Jehová dijo á Moisés: He aquí que yo soy Jehová tu Dios, y la tierra de tu casa, y te será de ti.
Y Jehová dijo á Moisés: He aquí que yo soy Jehová, yo soy Jehová.
Y Jehová dijo á tu siervo: He aquí que yo soy tu siervo.
He aquí que yo soy Jehová tu Dios, y la tierra de la tierra de Egipto, y en la tierra de Egipto.
¿Por qué está en la tierra de Egipto?
Y he aquí que yo soy tu siervo, y no te has de ti, y no te has de ti, y te has de ti.
Y he aquí que yo soy Jehová tu Dios, oh Jehová, y tu Dios te ha dicho Jehová de tu siervo, oh Jehová, oh Jehová.
Y yo soy Jehová tu Dios, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
¿Por qué te ha de ser? ¿por qué te ha de ti? ¿por qué te has hecho?
Y el rey de Israel dijo: He aquí que yo soy su padre, y la mujer de su padre, y á su hijo, y á su hijo, y á su hijo, y á su hijo, y á su hijo, y á su hijo, y á su hijo, y á su hijo, y á su hijo, y á su hijo, y á su hijo, y á su hijo, y á su hijo, y á su hijo, y á su hijo
Y fué en tu mano de tu padre, y á tu hermano, y á tu hermano, y á tu hermano, y á tu hermano, y á tu hermano, y á tu hermano, y á tu hermano, y á tu hermano, y á tu hermano, y á tu hermano, y á tu hermano, y á tu hermano, y á tu hermano, y á tu hermano.
Y Jehová dijo á los hijos de Israel, diciendo: He aquí que yo soy Jehová.
He aquí que yo soy Jehová, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Y he aquí que yo soy Jehová, he aquí que yo soy Jehová.
Y Jehová dijo á Moisés: He aquí que yo soy Jehová, yo soy Jehová, y yo soy Jehová.
Y Jehová dijo á Moisés: He aquí que yo soy Jehová, yo soy Jehová.
Y Jehová dijo á Moisés: He aquí que yo soy Jehová, yo soy Jehová.
Y Jehová dijo á Moisés: He aquí que yo soy Jehová, yo soy Jehová.
Y he aquí que yo soy Jehová, oh Jehová, y yo soy Jehová.
Y he aquí que yo soy tu siervo, y he aquí que yo soy tu siervo.
He aquí que yo soy Jehová, he aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y á los hijos de Israel, y los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y David dijo á Moisés: He aquí que los hijos de Israel había dicho de los hijos de Israel, y á los hijos de Israel:
Y los hijos de Israel dijo: He aquí que los hijos de Israel había hecho en Jerusalem, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y David dijo á Moisés: He aquí yo he hablado en Israel, diciendo:
Y los hijos de Israel dijo: He aquí que yo soy Jehová, he aquí que yo soy Jehová.
Y los hijos de Israel dijo á los hijos de Israel: He aquí los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y dijo á Moisés: He aquí que yo soy Jehová, yo soy Jehová.
Y he aquí que yo soy Jehová, he aquí que yo soy Jehová, he aquí que yo soy Jehová.
Y los hijos de Israel dijo: He aquí que yo soy el rey de Israel, y los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y dijo á Moisés: He aquí que yo soy mi padre, yo soy yo soy Jehová.
Y los hijos de Judá, y los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los
Y he aquí que yo soy Jehová, y yo soy Jehová, y yo te he hablado.
Y he aquí que yo soy Jehová, yo os he hablado, y yo soy el Señor.
Y los hijos de Israel dijo: He aquí que yo soy Jehová, y yo soy Jehová, y yo soy Jehová.
Y he aquí yo soy Jehová, yo soy Jehová, y yo soy Jehová, y yo soy Jehová, y yo soy Jehová.
Y Jehová dijo á Moisés: He aquí que yo soy Jehová, yo soy Jehová.
Y Jehová dijo á Moisés: Así ha dicho Jehová de los ejércitos: Así ha dicho Jehová de los ejércitos:
Y Jehová dijo á Moisés: Así ha dicho Jehová de los ejércitos: Así ha dicho Jehová de los ejércitos:
Y Jehová dijo á Moisés: He aquí que yo soy Jehová, yo soy Jehová.
Y dijo: He aquí que yo soy Jehová, yo soy Jehová.
Y dijo: He aquí que yo soy Jehová, yo soy Jehová.
Y dijo: He aquí que yo soy Jehová, yo soy Jehová, que yo soy Jehová.
Y dijo: He aquí que yo soy Jehová, yo soy Jehová, yo soy Jehová.
Y Jehová dijo á Moisés: He aquí que yo soy Jehová, yo soy Jehová.
Y dijo á Moisés: He aquí que yo soy Jehová.
Y dijo á Moisés: He aquí que yo soy Jehová.
Y Jehová dijo á Moisés: He aquí que yo soy Jehová.
Y dijo á Moisés: He aquí que yo soy Jehová.
Y el rey de Israel dijo á Moisés: He aquí que yo soy Jehová.
Y los hijos de Israel fueron los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y Jehová dijo á Moisés: He aquí que yo soy Jehová de los ejércitos, y los hijos de Israel, y á los hijos de Israel.
Y los hijos de Israel fueron los hijos de Israel, y los hijos de Israel, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y
Y los hijos de Israel fueron los hijos de Israel, y los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel:
Y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y reinó en la casa de Jehová, y á la casa de Jehová, y á la casa de Jehová.
Y fué en la casa de Jehová, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y los hijos de Israel fué en la casa de Jehová, y á la puerta de la puerta de la puerta de la puerta del tabernáculo del testimonio.
Y fué en la casa de Jehová, y á los hijos de Israel, y á los hijos de Israel, y á la puerta de la casa de Jehová.
Y el rey de Israel dijo á Moisés: He aquí que yo soy Jehová de los ejércitos, y de los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y los hijos de Israel dijo á Moisés: He aquí que yo soy Jehová de los ejércitos, y á los hijos de Israel, y á los hijos de Israel.
Y Moisés dijo á Moisés: He aquí los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y los hijos de Israel dijo á Moisés: He aquí que yo soy Jehová de los hijos de Israel, y á los hijos de Israel.
Y el rey de Israel dijo á Moisés: He aquí que yo soy el rey de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y los hijos de Israel se juntaron de la puerta del tabernáculo del testimonio, y la puerta de la puerta del tabernáculo del testimonio.
Y aconteció que fué en la casa de David, y á la puerta del Jordán, y á la puerta de la puerta de la casa de David, y á la puerta de la casa de su padre, y á la puerta de la puerta de la puerta de la casa de David.
Y á los hijos de Israel, y los hijos de Judá, y á los hijos de Judá, y á los hijos de Judá, y á los hijos de Judá, y á los hijos de Judá, y á los hijos de Judá, y á los hijos de Judá, y á los hijos de Judá, y á los hijos de Judá, y á los hijos de Judá, y á los hijos de Judá,
Y los hijos de Gad, y los hijos de Judá, y los hijos de Judá, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel
Y los hijos de Judá, y los hijos de Judá, y á los hijos de Israel, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos.
Y los hijos de Judá, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á
Y los hijos de Judá, y á los hijos de Israel, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos,
Y los hijos de Judá, y los hijos de Judá, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á
Y el rey de Israel dijo á Moisés: He aquí que yo soy el rey de Israel.
Y David dijo á Moisés: He aquí que yo soy Jehová, yo soy Jehová, y yo soy Jehová.
Y él dijo: He aquí que yo soy el rey de Israel, y á su hermano, y á su hermano, y á su hermano, y á su hermano, y á su hermano, y á su hermano, y á su hermano, y á su hermano, y á su hermano, y á su hermano, y á su hermano, y á su hermano, y á su hermano, y á su hermano, y
Y él dijo: He aquí que yo soy Jehová, yo soy el Señor de su padre.
Y fué en el desierto de la ciudad, y á la puerta del tabernáculo del testimonio, y á la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la mar,
Y el rey de Israel dijo á Moisés: He aquí que yo soy Jehová de los ejércitos, y á los hijos de Israel, y á los hijos de Israel, diciendo:
Y él le dijo: He aquí que yo soy su padre, y su hermano, y su mujer, y su mujer, y su mujer, y su mujer, y su mujer, y su mujer, y su mujer, y su mujer, y su mujer, y su mujer, y su mujer, y su mujer de su padre.
Y él le dijo: ¿Qué es esto? Y él le dijo: He aquí que yo soy el rey de Israel.
Y aconteció que fué en la casa de Jehová, y á la puerta del Jordán, y á la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta del Jordán.
Y fué en la casa de Jehová, y á la casa de Jehová, y á la casa de Jehová.
Y David dijo á Moisés: He aquí que yo soy el rey de Israel, y yo soy el rey de Israel.
Y él dijo: He aquí que yo soy mi padre, y yo soy mi padre, y yo soy mi padre, y yo soy mi siervo, y yo soy mi siervo, y yo soy mi siervo, y yo soy mi siervo, y yo soy mi siervo, y yo soy mi siervo, y yo soy mi siervo, y yo soy mi siervo.
Y él dijo: He aquí que yo soy tu siervo, y yo soy tu siervo, y yo soy tu siervo.
Y Jehová dijo á Moisés: He aquí que yo soy Jehová, yo soy Jehová, y yo soy Jehová.
Y los hijos de Israel dijo: He aquí que yo soy Jehová de los ejércitos, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y Moisés dijo á Moisés: He aquí que yo soy Jehová.
Y los hijos de Israel se juntaron en el desierto de la casa de Jehová, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y los hijos de Israel dijo: He aquí que el rey de Israel había venido á su padre, y á su padre, y á sus siervos, y á sus siervos, y á sus siervos, y á sus siervos, y á sus siervos, y á sus siervos, y á sus siervos, y á sus siervos, y á sus siervos, y á sus siervos, y á su
Y los hijos de Israel fué en la casa de Jehová, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y el tabernáculo del tabernáculo del testimonio, y la puerta del tabernáculo del tabernáculo del testimonio, y la puerta del tabernáculo del tabernáculo del testimonio, y la puerta del tabernáculo del tabernáculo del testimonio, y la puerta de la puerta del tabernáculo del testimonio.
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de
Y fué en la puerta de la puerta de la puerta del tabernáculo del tabernáculo del testimonio, y la puerta de la puerta del tabernáculo del testimonio.
Y la puerta de la puerta del tabernáculo de la puerta del tabernáculo del testimonio, y la puerta de la puerta del tabernáculo del testimonio.
Y la puerta del tabernáculo del tabernáculo del testimonio, y la puerta de la puerta del tabernáculo del testimonio, y la puerta de la puerta del tabernáculo del tabernáculo del testimonio.
Y la puerta de la puerta del tabernáculo del testimonio, y la puerta de la puerta de la puerta del tabernáculo del testimonio.
Y fué de los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá,
Y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y la
Y los hijos de Israel fueron los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y
Y los hijos de Israel fué en la casa de Jehová, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y los hijos de Israel fueron los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y de la puerta de la puerta de la puerta de la puerta de la puerta del tabernáculo del testimonio.
Y los hijos de Israel dijo á Moisés: Así ha dicho Jehová de Israel de Israel, y los hijos de Israel rey de Israel, rey de Israel rey de Judá rey de Judá, rey de Judá rey de Judá, rey de Judá rey de Judá rey de Israel.
Y los hijos de Judá, y los hijos de Judá, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y los hijos de Israel dijo á Moisés: Así ha dicho Jehová de los ejércitos: Así ha dicho Jehová de los ejércitos:
Y los hijos de Israel fué de Israel en la casa de Jehová, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y los hijos de Israel dijo á Moisés: He aquí que los hijos de Israel había hecho en la casa de Jehová, y á los hijos de Israel, y á los hijos de Israel.
Y Jehová dijo á Moisés: He aquí que Jehová ha dicho Jehová de los ejércitos: He aquí que yo soy Jehová.
Y Jehová dijo á Moisés: ¿Qué es el rey de Israel? Y él le dijo: He aquí que yo soy Jehová.
Y Jehová dijo á Moisés: ¿Qué es el rey de Israel?
Y el rey de Israel dijo á Moisés: Así ha dicho el rey de Israel, y los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y los hijos de Israel fué en la casa de Jehová, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y los hijos de Israel fueron los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los
Y Jehová dijo á Moisés: He aquí que yo soy Jehová.
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y los hijos de Israel dijo á Moisés: He aquí que yo soy Jehová de los hijos de Israel, y los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y Moisés dijo á Moisés: Así ha dicho Jehová de los ejércitos: Así ha dicho Jehová de los ejércitos: Así ha dicho Jehová de los ejércitos:
Y los hijos de Israel fué en la casa de Jehová, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y los hijos de Israel se juntaron de la puerta del tabernáculo del testimonio, y la puerta del tabernáculo del testimonio, y la puerta del tabernáculo del testimonio.
Y los hijos de Judá, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y él dijo: ¿Qué es esto? Y él dijo: He aquí que yo soy Jehová.
Y él dijo: He aquí que yo soy mi padre, y yo soy el Señor, y yo soy el Señor, y yo soy mi padre, y he aquí que yo soy mi señor.
Y él dijo: He aquí que yo soy el rey de Israel.
Y David dijo á Moisés: He aquí que yo soy Jehová, he aquí que yo soy Jehová.
He aquí que yo soy Jehová, yo soy Jehová, y yo soy tu siervo, y yo soy tu siervo, y yo soy tu siervo.
He aquí que yo soy Jehová, yo soy mi siervo, y yo soy tu siervo, y yo soy tu siervo, y yo soy tu siervo, y yo soy tu siervo.
He aquí que yo soy Jehová, yo soy Jehová, y yo soy Jehová, y yo soy Jehová, y yo soy Jehová.
Y él dijo: He aquí que yo soy Jehová, he aquí que yo soy Jehová.
Y él dijo: He aquí que yo soy mi padre, y yo soy el Señor, y he aquí que yo soy mi padre.
Y el rey de Israel dijo: He aquí que yo soy el rey de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, diciendo:
Y él dijo: He aquí que yo soy Jehová, yo soy el Señor de los hijos de Israel, diciendo: Así ha dicho el Señor Jehová.
Y Jehová dijo á Moisés: He aquí que yo soy Jehová, yo soy Jehová.
Y el día de su padre, y á su hermano, y á su hermano, y á su hermano, y á su hermano, y á su hermano, y á su hermano, y á su hermano, y á su hermano, y á su hermano, y á su hermano, y á su hermano, y á su hermano, y á su hermano, y á su hermano, y á su hermano, y á su hermano, y á su hermano, y á su
Y Jehová dijo á Moisés: He aquí que yo soy Jehová, yo soy Jehová.
Así ha dicho Jehová de los ejércitos: Así ha dicho Jehová de los ejércitos: Así ha dicho Jehová de los ejércitos: Así ha dicho Jehová de los ejércitos: Así ha dicho Jehová de los ejércitos:
Y los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
He aquí que yo soy Jehová, yo soy Jehová, y yo soy Jehová de los hijos de Israel, y yo soy Jehová de los hijos de Israel.
Y David dijo: He aquí que yo soy Dios de Israel, diciendo: He aquí que yo soy el rey de Israel.
Y los hijos de Judá, y los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y David dijo á David á David, y á David su hijo, y á David su hijo, y á David su hijo, y á David su hijo, y á David su hijo, y á David su hijo, y á David su hijo, y á David su hijo, y á David su hijo, y á David hijo de Israel.
Y los hijos de Israel fueron los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y los hijos de Judá, y los hijos de Judá, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y á los hijos de Judá, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los
Y David dijo á Moisés: He aquí que yo soy Jehová, he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y los hijos de Israel fueron los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel,
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y á los hijos de Judá,
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá,
Y á los hijos de Israel, y á los hijos de Judá, y á los hijos de Israel, y á los hijos de Judá, y á los hijos de Judá, y á los hijos de Judá, y á los hijos de Judá, y á los hijos de Judá, y á los hijos de Judá, y á los hijos de Judá, y á los hijos de Judá, y á los hijos de Judá, y á los hijos de Judá, y á los hijos de
Y á los hijos de Gad, y á los hijos de Israel, y á los hijos de Judá, y á los hijos de Judá, y á los hijos de Judá, y á los hijos de Judá, y á los hijos de Judá, y á los hijos de Judá,
Y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y
Y á los hijos de Judá, y á los hijos de Judá, y á los hijos de Judá:
Y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
De los hijos de Israel, y los hijos de Judá, y á los hijos de Israel, y á los hijos de Israel.
Los hijos de Judá, y los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Los hijos de Judá, y los hijos de Israel, y los hijos de Judá, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, diciendo:
Y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Judá, y á los hijos de Judá, y á los hijos de Judá, y á los hijos de Judá, y á los hijos de Judá, y á los hijos de Judá, y á los hijos de Judá, y
Y á los hijos de Gad, los hijos de Judá, y á los hijos de Judá, y á los hijos de Judá, y á los hijos de Judá:
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y
Y á los hijos de Judá, y á los hijos de Judá, y á los hijos de Judá:
Y los hijos de Gad, y los hijos de Gad, y los hijos de Gad,
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá:
Y los hijos de Gad, y los hijos de Gad, y los hijos de Gad, y los hijos de Gad,
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y á los hijos de Israel.
Y Jehová dijo á Moisés: He aquí que yo soy Jehová de los hijos de Israel, y á los hijos de Israel.
Y Jehová dijo á Moisés: He aquí que yo soy Jehová de los hijos de Israel.
Y Jehová dijo á Moisés: He aquí los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y Jehová dijo á Moisés: Así ha dicho Jehová de los ejércitos: Así ha dicho Jehová de los ejércitos: Así ha dicho Jehová de los ejércitos: Así ha dicho Jehová de los ejércitos:
Y el tabernáculo del tabernáculo del testimonio, y la puerta del tabernáculo del testimonio, y la puerta del tabernáculo del testimonio.
Y el tabernáculo del tabernáculo del testimonio, y la puerta del tabernáculo del testimonio, y la puerta del tabernáculo del testimonio.
Y la puerta del tabernáculo del tabernáculo del testimonio, y la puerta del tabernáculo del testimonio, y la puerta del tabernáculo del testimonio, y la puerta del tabernáculo de Jehová.
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y
Los hijos de Israel fueron hijos de Judá, y á su hijo, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á sus hermanos, y á su hijo hijo de David
Y fué en la casa de Jehová, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y reinó en Jerusalem, y reinó en Jerusalem, y reinó en Jerusalem, y á David, y á David, y á David, y á David, y á David, y á David, y á David, y á David, y á David, y á David, y á David, y á David, y á David, y á David, y á David, y á David, y á David,
Y los hijos de Israel dijo: Así ha dicho Jehová de los hijos de Israel, y á los hijos de Israel, y á la casa de Jehová.
Y los hijos de Israel dijo á Moisés: He aquí que yo soy Jehová de los hijos de Israel, y los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y los hijos de Israel dijo: He aquí que yo soy Jehová de los ejércitos, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y Jehová dijo á Moisés: Así ha dicho Jehová de los ejércitos: Así ha dicho Jehová de los ejércitos: Así ha dicho Jehová de los ejércitos: Así ha dicho Jehová de los ejércitos:
Y el tabernáculo del testimonio de Jehová, y la puerta del tabernáculo del testimonio, y la puerta del tabernáculo del testimonio, y la puerta del tabernáculo de Jehová.
Y Jehová dijo á Moisés: Así ha dicho Jehová de los ejércitos: Así ha dicho Jehová de los ejércitos: Así ha dicho Jehová de los ejércitos: Así ha dicho Jehová de los ejércitos: Así ha dicho Jehová de los ejércitos:
Y los hijos de Israel se juntaron en la casa de Jehová, y á la puerta de la casa de Jehová, y á los hijos de Israel, y á la puerta de la casa de Jehová.
Y aconteció que fué en la casa de Jehová, y á la puerta del Jordán, y á la puerta del Jordán, y á la puerta del Jordán, y á la puerta de la ciudad, y á la puerta de la ciudad, y á la puerta de la ciudad, y á la puerta de la ciudad.
Y los hijos de Israel se juntaron en el tabernáculo de Jehová, y la puerta del tabernáculo del testimonio, y la puerta del tabernáculo de Jehová, y la puerta del tabernáculo de Jehová, y la puerta del tabernáculo de Jehová.
Y los hijos de Israel fué en la casa de Jehová, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y en la parte de Jehová, y á la puerta del tabernáculo de Jehová, y á la puerta del tabernáculo de Jehová, y á la puerta del tabernáculo de Jehová.
Y los hijos de Israel fueron los hijos de Israel, y los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y los hijos de Israel le había dicho: He aquí que los hijos de Israel había hecho en Israel, y los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y el rey de Israel dijo á Moisés: He aquí que el rey de Israel había hecho en la casa de Jehová, y á los hijos de Israel, y á los hijos de Israel.
Y los hijos de Israel fueron los hijos de Israel, y los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y los hijos de Israel dijo á Moisés: He aquí que yo soy Jehová.
Y Jehová dijo á Moisés: He aquí que yo soy Jehová, yo soy Jehová.
Y dijo á Moisés: He aquí que yo soy Jehová.
Y él dijo: ¿Qué es esto? Y él dijo: He aquí que yo soy Jehová.
Y el rey de Israel dijo á Moisés: He aquí que los hijos de Israel había dicho el rey de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y á los hijos de Israel.
Y Moisés dijo á Moisés: Así ha dicho Jehová de los ejércitos: Así ha dicho Jehová de los ejércitos: Así ha dicho Jehová de los ejércitos: Así ha dicho Jehová de los ejércitos: Así ha dicho Jehová de los ejércitos:
Y los hijos de Israel se fué de la casa de David, y á los hijos de Israel, y á los hijos de Israel.
Y los hijos de Judá, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y los hijos de Israel fueron los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y Jehová dijo á Moisés: He aquí Jehová ha dicho Jehová de los ejércitos:
Y el tabernáculo del tabernáculo del tabernáculo del tabernáculo del testimonio, y la puerta del tabernáculo del tabernáculo del testimonio, y la puerta del tabernáculo del tabernáculo del testimonio.
Y la puerta del tabernáculo del tabernáculo del testimonio, y la puerta del tabernáculo del tabernáculo del testimonio, y la puerta del tabernáculo del testimonio.
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá,
Y los hijos de Israel le dijo: ¿Qué es el rey de Israel? Y él le dijo: He aquí que yo soy Jehová, y la casa de David, y á los hijos de Israel.
Y Jehová dijo á Moisés: He aquí que Jehová había hecho en la casa de Jehová.
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel,
Y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y el día de Jehová dijo á Moisés: He aquí que yo soy Jehová.
Y él dijo: He aquí que yo soy Jehová, yo soy Jehová.
Y él dijo: He aquí que yo soy Jehová, yo soy Jehová.
Y he aquí que yo soy el Señor, y el que está en el campo de ellos.
Y el tabernáculo del testimonio de Jehová, y á la puerta del tabernáculo del testimonio, y á la puerta del tabernáculo del testimonio, y á la puerta del tabernáculo del testimonio.
Y el arca de Jehová dijo á Moisés: Así ha dicho Jehová de los hijos de Israel.
Y los hijos de Israel fueron los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel:
Y el tabernáculo del testimonio de Jehová, y de los hijos de Israel, y la puerta de la puerta del tabernáculo del testimonio, y la puerta de la puerta del tabernáculo del testimonio.
Y á los hijos de Israel, de los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y los hijos de Israel fué en la casa de Jehová, y á la puerta del tabernáculo del testimonio, y á la puerta del tabernáculo del tabernáculo del testimonio.
Y él dijo: ¿Qué, hijo mío, hijo mío, hijo mío, hijo mío, y díjole:
Y él le dijo: ¿Qué es el hombre?
¿Por qué no es el hombre? ¿por qué no es el hombre?
He aquí que yo soy Jehová, yo soy Jehová, y yo soy Jehová.
Porque yo soy Jehová tu Dios, y no se alegrará, y no se alegrará en tu boca.
¿Por qué te ha de ser? ¿por qué te has hecho? ¿por qué te has hecho?
¿Por qué te ha de ser? ¿por qué te ha hecho?
¿Por qué te ha de ser? ¿por qué no te ha de ser? ¿por qué no ha de ser?
¿Por qué no se ha de ser? ¿por qué no le ha de ser? ¿por qué no se ha hecho?
¿Por qué te ha de ser? ¿por qué no te ha hecho?
¿Por qué no te ha hecho? ¿por qué no te ha hecho?
¿Por qué te ha hecho? ¿por qué te ha hecho? ¿por qué te ha hecho?
¿Por qué tú, oh Jehová? ¿por qué te ha hecho? ¿por qué no te ha de ti?
¿Por qué no ha de ser? ¿por qué no es el hombre?
¿Por qué no ha de ser? ¿por qué no es el hombre?
¿Por qué no es el hombre? ¿por qué no es el hombre?
¿Por qué te ha hecho? ¿por qué no te ha de mí?
¿Por qué te ha de ser? ¿por qué no te ha hecho?
¿Por qué te ha de ser? ¿por qué no se ha hecho? ¿por qué no se ha hecho?
El que está en la casa de Jehová, y la sangre de la casa de su padre, y de la casa de su padre, y de la casa de su padre, y á su hijo, y á su hijo, y á su hijo, y á su hijo, y á su hijo, y á su hijo, y á su hijo, y á su hijo.
El que está en su boca, y su boca de su boca, y en su boca, y su boca de su boca.
El que está en la casa de Jehová, y el que está en la casa de su padre.
El hombre que está en su casa, y el que está en su casa, y no le había de ser hecho.
Y él le dijo: He aquí que yo soy el Señor, y la mujer de la casa de su padre.
Y el que le había hecho en el camino de su padre, y la mujer de su padre, y á su padre, y á su padre, y á su padre, y á su padre, y á su padre, y á su padre, y á su padre, y á su padre, y á su padre, y á su padre, y á su padre, y á su
Y el que le había hecho en su boca, y su boca de su boca.
Y el que le había hecho en su boca, y su boca de su boca.
Y los hijos de Israel, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel
Y en el día de la tierra, y la sangre de su casa, y la tierra de su casa, y la tierra de su casa.
Y si su mujer se alegrare en su boca, y su boca de su boca, y su su su su su su boca, y su su su su su su boca.
Y si el hombre no se aparere de su boca, y su boca es su misericordia.
Y si su mujer se alegrare en su boca, y su boca de su boca, y su su su su su boca.
El hombre que está en su boca, y su boca, y su sangre, y su sangre, y su sangre, y su sangre, y su sangre, y su sangre, y su sangre, y su sangre, y su sangre, y su sangre, y su sangre, y su sangre, y su sangre, y su sangre, y su sangre, y su sangre, y su sangre, y su sangre, y su sangre,
Y en la casa de Jehová, y la sangre de la mar, y la sangre de la mar, y la sangre de la mar, y la sangre de la mar.
Y el que está en su boca, y la sangre de su boca, y la sangre de su boca.
He aquí yo soy Jehová, yo soy Jehová, yo soy Jehová, y yo soy Jehová.
¿Por qué nos ha dicho el Señor Jehová? ¿Por qué yo soy Jehová?
He aquí yo soy Jehová, yo soy Jehová, oh Jehová, y yo soy Jehová.
He aquí que yo soy Jehová, yo soy Jehová, y yo soy Jehová, y yo soy Jehová.
He aquí yo soy Jehová, yo soy Jehová, y yo soy Jehová, y yo soy Jehová.
He aquí que yo soy Jehová, yo soy Jehová, yo soy Jehová, yo soy Jehová, y yo soy Jehová, y yo soy Jehová, y yo soy Jehová.
He aquí que yo soy Jehová, yo soy Jehová, yo soy Jehová.
He aquí que yo soy Jehová, oh Jehová, oh Jehová, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Porque Jehová es Jehová, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Judá, y los hijos de Israel.
Y el otro día, el cual está en el día de la mar, y en el templo de la mar.
Y Jehová dijo á Moisés: He aquí que yo soy Jehová.
Porque Jehová es la ley de Jehová, y la sangre de Jehová es el impío, y la sangre de Jehová.
Y el altar del tabernáculo del testimonio de Jehová, y de la casa de Jehová.
Y el altar de la tierra, y la sangre de la casa de Jehová, y la anchura de la puerta del tabernáculo del testimonio.
Porque Jehová es Jehová de los ejércitos, y de la casa de Jehová, y de la tierra de Jehová.
Y él le dijo: He aquí que yo soy Jehová.
Y Jehová dijo á Moisés: He aquí que yo soy Jehová de los ejércitos, y de la casa de Jehová.
Y Jehová dijo á Moisés: He aquí que Jehová es Jehová de los ejércitos, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y Jehová dijo á Moisés: He aquí que Jehová Dios de Israel ha dicho Jehová de los ejércitos.
Porque Jehová Dios de los hijos de Israel, oh Jehová de los hijos de Israel.
Porque Jehová es Jehová de los ejércitos, y de la tierra de Judá, y la tierra de la tierra de Judá, y la tierra de la casa de Jehová.
El que está en la tierra de la casa de Jehová su Dios, y la tierra de la tierra de Egipto.
El que está en la casa de Jehová, y el que está en la casa de Jehová.
El que está en su boca, el que está en su boca, y la sangre de su prójimo.
El que está en la casa de Jehová, y el que está en su boca.
El que está en su boca, y en la tierra de su boca, y en la tierra de su boca.
El que está en el corazón de Jehová, y la sangre de Jehová.
Porque el que está en su boca, y no se aparere en su boca.
Porque yo soy Jehová, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
He aquí yo soy Jehová, oh Jehová, oh Jehová, oh Jehová, y yo soy Jehová.
He aquí yo soy Jehová, oh Jehová, oh Jehová, oh Jehová.
He aquí que yo soy Jehová, yo soy tu siervo, y yo soy Jehová tu Dios.
He aquí que yo soy Jehová, yo soy mi siervo, y yo soy tu siervo.
He aquí que yo soy Jehová, yo soy tu siervo.
He aquí que yo soy Jehová, yo soy mi siervo, y yo te he de mí.
He aquí que yo soy mi siervo, y yo te he de mí.
He aquí que yo soy tu siervo, y mi boca de tu boca.
He aquí que yo soy Jehová, yo soy el Señor de la tierra de Egipto, y en la tierra de la tierra.
He aquí que yo soy Jehová, yo soy el Señor de la tierra, y en la tierra de la tierra de Egipto, y en la tierra de la tierra.
Porque el que está en el camino de su boca, y la sangre de su boca.
El hombre es el que está en el día de Jehová.
Porque el que está en tu boca, y no se alegrará en el camino de Jehová.
Y Jehová dijo á Moisés: He aquí que yo soy Jehová, yo soy Jehová.
Porque Jehová es Jehová de los ejércitos, y de la tierra de Egipto, y la sangre de la puerta del tabernáculo del testimonio.
Porque Jehová tu Dios es Jehová, oh Jehová, oh Jehová, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
He aquí yo soy yo, yo soy mi siervo, y yo soy mi siervo.
He aquí que yo soy Jehová, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Porque yo soy Jehová, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Porque Jehová tu Dios está en la tierra de Egipto, y la sangre de la mar, y la sangre de la puerta del tabernáculo del testimonio, y la puerta del tabernáculo del testimonio.
¿Por qué mi nombre es mi nombre? ¿por qué mi nombre es mi nombre.
He aquí que yo soy Jehová, he aquí que yo soy tu siervo, y yo soy tu siervo.
He aquí yo te he de tus juicios, y tus juicios, y tus juicios, y tus juicios, y tus juicios, y tus juicios.
He aquí que yo soy Jehová, yo soy Jehová de tu Dios.
He aquí yo soy Jehová tu Dios, oh Jehová, oh Jehová, oh Jehová.
¿Por qué te ha de ti, oh Jehová? ¿por qué tu siervo es tu misericordia.
He aquí que yo soy Jehová, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
¿Por qué te ha dicho Jehová de tu siervo? ¿por qué es tu misericordia, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Porque yo soy Jehová tu Dios, oh Jehová, oh Jehová, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
¿Por qué te ha de ti, oh Jehová, y tu misericordia, y tus juicios, y tus juicios, y tus juicios, y tus juicios, y tus juicios, y tus juicios, y tus juicios, y tus juicios, y tus juicios, y tus juicios, y tus juicios, y tus juicios, y tus juicios, y tus juicios.
La palabra de Jehová tu Dios, oh Jehová de los ejércitos.
Y Jehová dijo á Moisés: He aquí que yo soy Jehová.
Y el que está en la casa de Jehová, y la sangre de su prójimo.
Y el sacerdote es el sacerdote, y la puerta de la puerta del tabernáculo del testimonio, y la puerta del tabernáculo del testimonio, y la anchura de la puerta del tabernáculo del testimonio.
Porque el que está en su boca, y no se alegrará en su boca.
El que está en su boca, y la sangre de su boca, y su boca, y su boca, y su boca, y su sangre, y su boca, y su boca, y su boca, y su boca, y su boca, y su boca, y su boca, y su boca, y su boca, y sus manos, y sus manos.
Porque el que está en el camino de su boca, y de su boca, y en su boca, y en su boca, y en su boca, y en su boca, y en su boca.
Porque el que está en el camino de su boca, y la sangre de su boca, y la sangre de su boca, y la sangre de su boca.
El que está en la casa de Jehová, y la sangre de Jehová, y la sangre de Jehová.
El que está en la casa de Jehová, y la sangre de la mar, y la sangre de la mar.
El hombre que está en tu boca, y en tu boca, y en tu boca, y en tu boca, y en tu boca, y en tu boca, y en tu boca.
¿Por qué tú, oh Jehová? ¿por qué es tu misericordia? ¿por qué es tu misericordia?
El que te ha de ti, oh Jehová tu Dios, y tu misericordia de tu boca, y tu boca de tu boca.
¿Por qué te ha de ti? ¿por qué te ha de ti? ¿por qué te ha de ti?
¿Por qué tú, oh Jehová? ¿por qué no se alegrará?
Y el que está en tu boca, y tu boca de tu boca, y tu boca de tu justicia.
Y si el que está en la tierra de tu boca, y no se alegrará en tu mano.
He aquí que yo soy Jehová, yo soy yo, y yo soy tu siervo, y yo soy tu siervo, y he aquí que yo soy tu siervo, y he aquí que yo soy tu siervo.
Porque yo soy Jehová tu Dios, y yo soy tu siervo, y yo soy tu siervo.
¿Por qué te ha de ser? ¿por qué no te ha hecho?
¿Por qué te ha hecho? ¿por qué no te ha de ser? ¿por qué te ha hecho?
¿Por qué es el Señor? ¿por qué es el impío, y á su prójimo, y á su hermano, y á su prójimo, y á su prójimo?
El que está en la casa de Jehová, y la sangre de Jehová, y la sangre de Jehová.
El que está en el camino de Jehová, y la ley de Jehová es el impío.
El impío es el impío de Jehová, y la sangre de la sangre de la ley.
He aquí, yo soy yo, yo soy yo, y yo soy yo, y yo soy, y yo soy, y yo soy, y yo soy, y yo soy, y yo soy, y yo soy, y yo soy, y yo soy, y yo soy, y yo soy, y yo soy, y yo soy, y yo soy, y yo soy,
Y él dijo: He aquí, ¿por qué me ha hecho?
He aquí que yo soy el Señor de los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
He aquí que yo soy yo, yo soy mi padre, yo soy mi siervo, y yo soy mi siervo, y yo soy mi siervo.
He aquí que yo soy yo, yo soy mi siervo, y yo soy el Señor, y yo soy mi siervo, y yo soy el Señor.
He aquí que yo soy yo, yo soy el que yo soy mi pueblo, y yo soy el que yo soy mi pueblo.
Y he aquí que yo soy mi pueblo, he aquí que yo soy mi pueblo, y he aquí que yo soy mi pueblo, y he aquí que yo soy mi pueblo.
Y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel,
Y he aquí que yo soy mi pueblo, y yo soy mi pueblo, y yo soy mi nombre, y mi nombre, y mi nombre, y mi nombre, y mi nombre, y mi nombre, y mi nombre, y mi nombre, y mi nombre, y mi nombre.
Y yo soy mi nombre de mi nombre, y mi nombre de mi nombre.
Y he aquí, he aquí que yo soy yo, he aquí que yo soy yo, y he aquí que yo soy yo, y he aquí que yo soy yo, y he aquí que yo soy yo, y he aquí que yo soy yo, y he aquí que yo soy yo, y he aquí que yo soy yo, y he aquí que yo soy yo, y he aquí que yo soy yo, y he aquí que yo soy yo, y he aquí que yo soy yo, y he aquí que yo soy yo, y he aquí que yo soy,
Y él le dijo: He aquí que yo soy el Señor, y yo soy el Señor.
Y él le dijo: He aquí que yo soy el Señor, y yo soy el Señor.
Y él les dijo: He aquí que yo soy el Señor, y yo soy el Señor.
¿Por qué me ha de mí? ¿por qué me ha de mí?
Y el que le dijo: He aquí que yo soy el Señor.
Y si yo soy el Señor, yo soy el Señor, yo soy el Señor, y yo soy el Señor.
Y yo soy el Señor, y yo soy el que yo soy el Señor.
Y yo soy el Señor, y yo soy el que yo soy el Señor.
Y he aquí que yo soy el que yo soy el Señor de mi pueblo, y yo soy el Señor de mi pueblo.
Y si el que está en su boca, no se aparere en su boca.
Y si el que está en su boca, el que está en su boca.
Y si el hombre es su mujer, el que está en su boca.
¿Por qué es el Señor? ¿por qué lo ha hecho? ¿por qué lo ha hecho?
Porque si no se ha hecho en el camino de Dios.
Porque el que está en el día de Dios, y el que está en el día de Dios.
Y yo soy Jehová, y yo soy tu siervo, y yo soy tu siervo.
He aquí que yo soy Jehová, yo soy Jehová, oh Jehová, y yo soy Jehová.
He aquí que yo soy Jehová, yo soy Jehová, oh Jehová.
Y Jehová dijo á Moisés: He aquí que yo soy Jehová.
Y Jehová dijo á Moisés: He aquí que yo soy Jehová.
Y Jehová dijo á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
He aquí que yo soy mi siervo, y mi boca de mi boca.
¿Por qué no se ha hecho? ¿por qué no se ha hecho?
¿Por qué es el hombre? ¿por qué no se ha de ser? ¿por qué no es el hombre?
El que no se alegrare en su mano, y la tierra de su casa, y de la tierra de su casa, y de la tierra de su casa.
Y Jehová dijo á Moisés: He aquí que yo soy Jehová.
He aquí yo soy Jehová, oh Jehová, y yo soy Jehová.
He aquí que yo soy Jehová, he aquí que yo soy Jehová.
He aquí que yo soy Jehová, yo soy Jehová, y yo soy Jehová.
He aquí que yo soy Jehová, yo soy Jehová, y yo soy Jehová.
He aquí que yo soy Jehová, yo soy Jehová, y la tierra de Egipto, y en la tierra de Egipto, y en la tierra de Egipto, y en la tierra de Egipto, y en la tierra de Egipto.
Y la sangre de la casa de Jehová, y en la tierra de la tierra, y en la tierra de Egipto, y la tierra de la tierra, y la tierra de Egipto.
Y Jehová dijo á Moisés: He aquí que Jehová tu Dios está en la casa de Jehová, y en la casa de Jehová.
El que está en la casa de Jehová, y la sangre de su casa, y la tierra de su casa.
He aquí que yo soy Jehová, yo soy mi siervo, y yo soy el que yo soy mi siervo.
He aquí que yo soy yo, yo soy yo, y yo soy el que yo soy yo, y yo soy yo, y he aquí que yo soy yo.
Y he aquí que yo soy yo, yo soy yo, y he aquí que yo soy el que yo soy yo, yo soy que yo soy yo, yo soy que yo soy yo, yo soy que yo soy yo, yo soy que yo soy yo, yo soy que yo soy yo, yo soy que yo soy yo, yo soy yo, y yo soy yo, y no te he de venir, y he aquí que yo soy.
Y yo soy el Señor, y yo soy el Señor, y no se alegrarán en el cielo.
Y si no se apareren en el cielo,
¿Por qué nos ha dicho el Señor Jehová? ¿Por qué nos ha dicho el Señor Jehová?
¿Por qué no es esto? ¿por qué no es esto? ¿por qué no es esto?
Porque el que está en el camino de Jehová, y el que está en el cielo.
¿Por qué es el Señor? ¿por qué es esto?
¿Y qué nos ha hecho? ¿por qué nos ha hecho? ¿por qué os ha hecho?
¿Por qué nos ha dicho el Señor Jehová? ¿Por qué lo ha hecho? ¿por qué lo ha hecho? ¿por qué lo ha hecho?
Y él le dijo: He aquí que yo soy el Señor, y no se ha hecho en su mano.
Y el tabernáculo del testimonio, y la puerta del tabernáculo del testimonio, y la puerta del tabernáculo del testimonio, y la puerta del tabernáculo del testimonio.
Y el ángel de Jehová dijo: He aquí que yo soy Jehová, y yo soy Jehová, y yo soy Jehová.
Y los hijos de Israel se alegrarán en su mano, y en su mano de su mano.
Y los hijos de Israel se alegrarán, y en la tierra de los hombres, y en la tierra de Egipto.
Y los que le había de ser hecho, y no se alegrará, y no se apareren, y no se apareren, y no se apareren, y no se apareren, y no se ha de ser de ellos, y á los que le había de venir.
Y he aquí que yo soy Jehová, y el que está en la casa de Jehová, y á la casa de Jehová, y á la casa de Jehová, y á la casa de Jehová.
He aquí que yo soy Jehová, yo soy mi siervo, y yo soy el Señor, y yo soy el Señor.
He aquí que yo soy Jehová, yo soy mi siervo, y yo soy tu siervo, y yo soy tu siervo.
He aquí que yo soy Jehová, yo soy Jehová.
He aquí que yo soy Jehová, yo soy Jehová, y yo soy Jehová.
Y los hijos de Israel se alegrará en la tierra de Egipto, y en la tierra de Egipto.
Y he aquí que yo soy Jehová, yo soy Jehová, y yo soy Jehová de los ejércitos.
Y el día de la casa de Jehová, y la puerta del tabernáculo del testimonio, y la puerta de la puerta del tabernáculo del testimonio, y la puerta del tabernáculo del testimonio.
Y él dijo: He aquí que yo soy el Señor de mi padre, y yo soy el Señor.
Y he aquí que yo soy Jehová, yo soy Jehová.
Y él les dijo: He aquí que yo soy el Señor, y yo soy el Señor.
Y les dijo: He aquí que yo soy el Señor, yo soy yo soy el Señor.
Y él les dijo: ¿Por qué os ha hecho?
Y he aquí que yo soy el Señor, yo soy mi padre, y yo soy mi siervo, y mi nombre, y mi nombre, y mi nombre, y mi nombre me ha de mí.
He aquí que yo soy yo, yo soy el Señor, y yo soy el Señor, y yo soy el Señor.
He aquí que yo soy Jehová, he aquí que yo soy Jehová, y yo soy Jehová de los hijos de Israel.
Así ha dicho Jehová de los ejércitos: He aquí que yo soy Jehová.
Y he aquí que yo soy Jehová, oh Jehová, y yo soy tu Dios, y yo soy Jehová.
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y el que está en la casa de Jehová, y la sangre de la mar, y la sangre de la mar, y la sangre de la mar, y la sangre de la mar, y la sangre de la mar.
Y he aquí que yo soy Jehová, y yo soy el Señor, y yo soy Jehová.
He aquí que yo soy Jehová, yo soy mi siervo, y yo soy mi siervo, y yo soy Jehová, y he aquí que yo soy mi padre, y he aquí que yo soy mi siervo.
Y he aquí que yo soy mi siervo, y he aquí que yo soy yo, yo soy yo, y he aquí que yo soy Jehová.
Porque yo soy Jehová, oh Jehová, y yo soy el Señor, y yo soy Jehová.
Porque Jehová ha dicho Jehová de los ejércitos: He aquí que yo soy Jehová.
Y Jehová dijo á Moisés: Así ha dicho Jehová de los ejércitos:
Y Jehová dijo á Moisés: He aquí que yo soy Jehová, yo soy Jehová, y yo soy Jehová.
He aquí que yo soy Jehová de los ejércitos, y los hijos de Israel, y los hijos de Israel se alegrarán en su mano.
Y los hijos de Israel dijo: He aquí que yo soy Jehová de los ejércitos, y de los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y dijo á Moisés: He aquí que yo soy Jehová.
Y Jehová dijo á Moisés: Así ha dicho Jehová de los ejércitos: Así ha dicho Jehová de los ejércitos: Así ha dicho Jehová de los ejércitos: Así ha dicho Jehová de los ejércitos:
Así ha dicho Jehová de los ejércitos: Así ha dicho Jehová de los ejércitos: Así ha dicho Jehová de los ejércitos: Así ha dicho Jehová de los ejércitos: Así ha dicho Jehová de los ejércitos:
Y Jehová dijo á Moisés: He aquí que yo soy Jehová de los hijos de Israel, y á los hijos de Israel, diciendo:
Y los hijos de Israel fué en la casa de Jehová, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y los hijos de Israel fué en la casa de Jehová á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y los hijos de Israel dijo á Moisés: Así ha dicho Jehová de los ejércitos:
Y los hijos de Judá, y los hijos de Judá, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel,
Y los hijos de Israel dijo: He aquí que yo soy el rey de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y los hijos de Israel dijo: He aquí que el rey de Israel había venido á David, y á los hijos de Israel, y á los hijos de Israel:
Y David dijo á Moisés: He aquí que yo soy el rey de Israel, y he aquí que yo soy el rey de Israel.
Y él dijo: He aquí que yo soy el rey de Israel, y el rey de Israel le dijo: He aquí que yo soy el rey de Israel. Y él le dijo: He aquí que yo soy el rey de Israel. Y él le dijo: He aquí que yo soy el rey de Israel.
Y él le dijo: ¿Por qué nos ha hecho?
Y le dijo: He aquí que yo soy mi padre, yo soy mi padre, y yo soy mi padre.
Y él dijo: He aquí que yo soy yo, yo soy yo, y yo soy, y he aquí que yo soy mi padre, y he aquí que yo soy yo, y he aquí que yo soy yo, y he aquí que yo soy yo, y he aquí que yo soy yo, y he aquí que yo soy yo, y he aquí que yo soy mi padre, y
Y él dijo: He aquí que yo soy el rey de Judá, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y el rey de Israel dijo á Moisés: He aquí que yo soy el rey de Babilonia, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y los hijos de Israel se fué de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta del tabernáculo del testimonio.
Y aconteció que fué en la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta del tabernáculo del testimonio.
Y el rey de Israel dijo á Moisés: He aquí que yo soy el rey de Israel, y á la casa de David, y á la casa de David, y á la casa de David, y á la casa de David.
Y los hijos de Israel le dijo: ¿Qué es esto? Y él le dijo: He aquí que yo soy el rey de Israel.
Y el rey de Israel dijo á Moisés: ¿Qué es el rey de Israel?
Y el rey de Israel dijo á Moisés: He aquí que yo soy el rey de Israel, y á los hijos de Israel, y á los hijos de Israel, diciendo:
Y el rey de Israel dijo á Moisés: He aquí que yo soy Jehová de los ejércitos, y los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y Jehová dijo á Moisés: He aquí que yo soy Jehová, yo soy Jehová, y he aquí que yo soy Jehová.
Y Jehová dijo á Moisés: He aquí que yo soy Jehová de los ejércitos.
Y he aquí los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y los hijos de Israel fueron los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y su hijo le dijo: He aquí que su padre fué de su padre, y á su hermano, y á su padre, y á su hermano, y á su hermano, y á su hermano, y á su hermano, y á su hermano, y á su hermano, y á su padre su mujer.
Y fué en la casa de David, y á la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta,
Y fué en la casa de Jehová, y á la puerta del tabernáculo del testimonio, y á la puerta del tabernáculo del testimonio, y á la puerta del tabernáculo del testimonio.
Y Jehová dijo á Moisés: He aquí que yo soy Jehová de los ejércitos, y de la casa de Jehová, y á la puerta de la puerta del tabernáculo del testimonio.
Y él dijo: He aquí que yo soy el Señor, y he aquí que yo soy el Señor.
Y los hijos de Israel les dijo: He aquí que yo soy el Señor, y yo soy el rey de Egipto.
Y dijo: He aquí que yo soy el rey de Babilonia, y la puerta de la puerta de la puerta de la puerta de la puerta de la puerta del Jordán.
Y él dijo: He aquí que yo soy Jehová, yo soy mi siervo, y yo soy Jehová, y yo soy Jehová.
Y Jehová dijo á Moisés: He aquí que yo soy Jehová, yo soy Jehová.
Y Jehová dijo á Moisés: He aquí que yo soy Jehová.
Y él dijo: He aquí que yo soy mi padre, y yo soy Jehová, y yo soy mi siervo.
Y los hijos de Gad, y los hijos de Judá, y á los hijos de Judá, y á los hijos de Judá, y á los hijos de Judá, y á los hijos de Judá, y á los hijos de Judá, y á los hijos de Judá, y á los hijos de Judá, y á los hijos de Judá, y á los hijos de Judá, y
Y he aquí que yo soy Jehová, y he aquí que yo soy Jehová.
Y he aquí yo soy Jehová, y yo te daré de tus siervos, y tus juicios, y tus juicios, y tus juicios, y tus juicios, y tus juicios.
Y he aquí que yo soy Jehová, y yo soy Jehová tu Dios, y la tierra de Egipto, y la tierra de Egipto, y la tierra de Egipto, y la tierra de Egipto.
He aquí que yo soy Jehová, yo soy Jehová, y yo soy Jehová.
Y he aquí que yo soy Jehová, he aquí que yo soy Jehová.
Y Jehová dijo á Moisés: He aquí que yo soy Jehová, yo soy Jehová.
He aquí que yo soy Jehová, yo soy Jehová, y yo soy Jehová, y yo soy Jehová.
Y en la tierra de Egipto, y en la tierra de Egipto, y en la tierra de Egipto.
Y el día de Jehová dijo á Moisés: He aquí que yo soy Jehová.
Y los hijos de Israel se alegrarán en la tierra de Egipto, y en la tierra de Egipto.
Y los hijos de Israel fueron los hijos de Israel de Israel, y los hijos de Israel en la tierra de Israel, y de los hijos de Israel, y á los hijos de Israel.
Y he aquí que yo soy Jehová, oh Jehová, que yo soy Jehová.
Y en la tierra de Egipto, y en la tierra de Egipto, y en la tierra de Egipto.
Y la puerta del tabernáculo del tabernáculo del testimonio, y la puerta de la puerta del tabernáculo del testimonio.
Y en la casa de Jehová, y la tierra de Judá, y la tierra de Egipto, y la tierra de Egipto, y la tierra de Egipto, y la tierra de Egipto, y la tierra de Egipto, y la tierra de Egipto, y la tierra de Egipto, y la tierra de Egipto, y la tierra de Egipto.
Y he aquí que yo soy Jehová de los ejércitos, y los hijos de Israel, y en la tierra de Egipto, y en la tierra de Egipto, y en la tierra de Egipto, y en la tierra de Egipto.
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá,
Y he aquí que yo soy el Señor, yo soy yo soy el Señor.
Y yo soy Jehová de los ejércitos, y de los hijos de Israel, y los hijos de Israel, y los hijos de Israel, y á los hijos de Israel.
Y he aquí que yo soy mi pueblo, y yo soy mi pueblo, y yo soy mi pueblo.
Y Jehová dijo á Moisés: He aquí que yo soy Jehová, yo soy Jehová de los ejércitos, y á los hijos de Israel, y á los hijos de Israel.
Y los hijos de Israel dijo á los hijos de Israel: He aquí los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y los hijos de Israel se alegrarán en mi mano, y en mi mano de mi pueblo, y á los hijos de Israel, y á los hijos de Israel.
Y los hijos de Israel dijo á los hijos de Israel: He aquí que yo soy Jehová de los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y he aquí que yo soy mi pueblo, y he aquí que yo soy mi pueblo, y he aquí que yo soy Jehová.
Y he aquí los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y he aquí que yo soy Jehová de los ejércitos, que yo soy Jehová de los ejércitos, que yo soy Jehová de los ejércitos.
Y los hijos de Israel dijo: He aquí que yo soy Jehová de los ejércitos, que yo soy Jehová de los hijos de Israel.
He aquí que yo soy Jehová, oh Jehová, oh Jehová, oh Jehová, oh Jehová.
Y si no se alegrare de su boca, y no se alegrará de su boca, y en su boca, y no se alegrará en su mano.
Y la tierra de Israel se alegrarán en la tierra de Egipto, y en la tierra de Egipto, y en la tierra de Egipto, y en la tierra de Egipto.
Y la tierra de Jehová su Dios, y la tierra de Jehová su Dios, y la tierra de Jehová su Dios.
Porque Jehová ha dicho Jehová de los ejércitos: He aquí que yo soy Jehová.
Y la tierra de la tierra, y la tierra de Egipto, y la tierra de su casa, y la tierra de sus manos.
Y el que está en la casa de tu padre, y la sangre de tu padre, y en la tierra de Egipto, y en la tierra de Egipto, y en la tierra de Egipto.
El que está en su boca, y el nombre de Jehová su Dios.
¿Por qué de los hijos de Israel? ¿por qué no es su mujer.
Y los hijos de Israel se alegró en su mano, y en su mano, y en su mano, y en su mano, y en su mano, y en su mano,
Y los hijos de Israel se alegrará, y la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la mar, y
He aquí que yo soy yo, he aquí que yo soy yo, yo soy yo, yo soy yo, y yo soy yo, y yo soy yo, y yo soy yo, y yo soy yo, y yo soy yo, y yo soy yo, y yo soy yo, y yo soy yo, y yo soy yo, y yo soy yo, y yo soy yo, y yo soy yo, y yo soy yo, y yo soy yo, y yo soy yo, y yo soy yo, y yo soy yo,
Y he aquí que yo soy el Señor de los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
¿Por qué te ha hecho? ¿por qué no te ha hecho? ¿por qué lo ha hecho?
He aquí que yo soy Jehová, yo soy el Señor de mi padre, y yo soy el Señor.
¿Por qué no se alegrarán? ¿por qué por qué no se apareren de ellos?
¿Por qué no se ha de ser? ¿por qué no se alegrará de su boca.
Los hijos de Judá, los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y los hijos de Judá:
Y Jehová dijo á Moisés: He aquí que Jehová tu Dios es su hijo, y su hijo, y á su hijo, y á su hijo, y á su hijo, y á su hijo, y á su hijo, y á su hijo, y á su hijo, y á su hijo, y á su hijo, y á su hijo, y á su hijo, y á su hijo, y á su
Porque Jehová es Jehová de los ejércitos, y de la casa de Jehová, y la sangre de la casa de Jehová, y la tierra de la casa de Jehová.
Y el altar de la mar, y la puerta del tabernáculo del testimonio, y la puerta del tabernáculo del testimonio, y la puerta del tabernáculo del testimonio, y la puerta del tabernáculo del testimonio.
Y el día de la mar, y la sangre de la casa de Jehová, y la sangre de la mar, y la sangre de la mar, y la sangre de la mar.
Y el que está en su casa, y el que está en su mano, y la sangre de su casa, y la sangre de su casa, y la sangre de su casa, y la sangre de su casa, y la sangre de su casa.
Y el que está en la casa de Jehová, y la sangre de su prójimo.
Y el que le había hecho en su mano, y no se alegrará en su mano.
Y el hombre que está en la casa de Jehová, y el que está en la casa de Jehová.
Y si el que está en el día de la mar, y no se alegrará, y no se apareren, y no se apareren, y no se apareren, y no se apareren, y no se apareren.
Y si el que está en el día de Jehová, y no se alegrará, y no te ha de ser hecho.
He aquí que yo soy Jehová, yo soy Jehová, y yo soy Jehová, y yo te he hablado.
Y yo soy Jehová, y yo soy tu siervo, y yo soy tu siervo.
Y he aquí que yo soy Jehová, y yo soy tu siervo, y yo soy tu siervo.
Y yo soy Jehová tu Dios, y no te ha de ti, y no te ha de ti.
Y los hijos de Judá, y los hijos de Judá, y los hijos de Judá, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, diciendo:
Y él le dijo: ¿Qué es esto? Y la mujer de la casa de su padre, y á la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la ciudad, y
Y él le dijo: ¿Qué es esto?
Y el rey de Israel dijo: He aquí que yo soy el rey de Babilonia, y de la ciudad de la casa de Jehová, y á la puerta de la puerta del rey de Babilonia.
Y él dijo: ¿Qué es esto? Y él dijo: He aquí que yo soy el Señor.
Y él dijo: He aquí que yo soy Jehová, he aquí que yo soy Jehová.
Y él le dijo: He aquí que yo soy el rey de Israel, y he aquí que yo soy el rey de Israel.
Y él dijo: He aquí que yo soy yo, yo soy yo, y yo soy yo, y yo soy, y he aquí que yo soy mi señor, y he aquí que yo soy mi señor, y he aquí que yo soy mi señor.
Y él le dijo: He aquí que yo soy el rey de Babilonia, y he aquí que estaba en la casa de David.
Y él le dijo: He aquí que yo soy el rey de Babilonia, y he aquí que estaba en el campo de la ciudad.
Y él le dijo: He aquí, el cual había venido en el desierto, y no le había hecho.
Y aconteció que le había venido en el templo de Dios, y á su hermano, y á su hermano, y á su hermano, y á su hermano, y á su hermano, y á su hermano, y á su hermano, y á su hermano, y á su hermano, y á su hermano, y á su hermano, y á su hermano, y á su hermano, y á su hermano, y á su hermano.
Y él le dijo: He aquí que yo soy Jehová, y yo te he hablado.
Y él le dijo: He aquí que yo soy el rey de Israel, y he aquí que le había venido, y le había hecho, y á su hermano, y á su hermano, y á su hermano, y á su hermano, y á su hermano, y á su hermano, y á su hermano, y á su hermano, y á su hermano, y á su hermano, y á su hermano, y á su hermano, y á su hermano, y
Y el rey de Israel dijo: He aquí que yo soy el rey de Israel.
Y él le dijo: He aquí que yo soy el rey de Babilonia, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y el rey de Israel dijo: He aquí que yo soy el rey de Babilonia, y á la puerta del rey de Babilonia, diciendo:
Y los hijos de Israel le dijo: He aquí, ¿por qué nos ha hecho?
Y él le dijo: He aquí que yo soy el rey de Egipto, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y los hijos de Israel fueron los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y los hijos de Israel dijo: He aquí que los hijos de Israel había hecho en la casa de Jehová, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y los hijos de Israel le dijo: He aquí que yo soy Dios de los hijos de Israel, y á los hijos de Israel.
Y él le dijo: ¿Por qué es esto? Y él le dijo: ¿Qué es esto? Y él le dijo: ¿Por qué está escrito en el templo de Dios.
Y la puerta del tabernáculo del testimonio, y la puerta de la puerta de la puerta del tabernáculo del testimonio.
Y él le dijo: ¿Qué es esto? Y él le dijo: He aquí que yo soy el rey de Israel.
Y él le dijo: ¿Qué es esto? Y él le dijo: He aquí que le había venido.
Y él le dijo: He aquí que yo soy el rey de Babilonia, y la puerta de la puerta de la puerta de la puerta de la puerta de la puerta del Jordán.
Y aconteció que había hecho en la tierra de Egipto, y los que estaban en la tierra de Egipto.
Y el ángel de Jehová le dijo: He aquí, y he aquí que yo soy el Señor, y el que estaba en el cielo, y le había de ser dado.
Y el otro día, y la otra parte del cielo, y la puerta de la puerta del cielo, y la puerta de la puerta, y la puerta de la puerta, y la puerta de la puerta, y la puerta de la puerta, y la puerta de la puerta.
Y el otro día, y la otra parte, y la otra parte, y la puerta, y la puerta, y la puerta, y la puerta, y la puerta, y la puerta, y la otra, y la otra, y la otra, y la otra, y la otra, y la otra, y la otra, y la otra, y la otra, y la otra, y la otra, y la otra, y la otra, y la otra, y
Y él le dijo: ¿Qué es esto?
Y él le dijo: ¿Qué es esto? Y él le dijo: He aquí que yo soy el rey.
Y él dijo: He aquí que yo soy Jehová.
Y él le dijo: He aquí que yo soy el Señor.
Y él le dijo: ¿Por qué nos ha hecho?
Y él le dijo: ¿Por qué nos ha hecho esto?
Y el que le había venido en el cielo, y le había de ser hecho.
Y él le dijo: He aquí, ¿por qué os ha hecho?
Y si el que había hecho en el evangelio de la ley.
Y los que estaban en el templo de los hombres,
Y el día de la puerta del cielo, y la otra parte del cielo, y la otra parte del cielo, y la puerta de la puerta del cielo, y la puerta de la puerta del cielo.
Y el otro día, y el otro día, y la otra parte del cielo, y la puerta, y la puerta del cielo.
Y él le dijo: ¿Qué es esto?
Y él le dijo: ¿Qué es esto?
Y él le dijo: ¿Qué es esto?
Y él le dijo: ¿Por qué os ha hecho?
Y si el que le había de ser dado, y no se ha de ser hecho.
Y él dijo: ¿Qué es esto? Y él le dijo: ¿Qué es el Señor.
Y él le dijo: ¿Qué es esto?
Y si le había de ser dado en el tabernáculo del testimonio, y la puerta del tabernáculo del testimonio, y la puerta de la puerta del tabernáculo del testimonio.
Y el que está en el cielo, y el que está en el cielo.
Y él dijo: ¿Qué es esto? Y él le dijo: ¿Qué es?
Y él dijo: He aquí que yo soy el Señor, y la sangre de la tierra, y la sangre de la tierra, y la tierra de la tierra.
Y él dijo: He aquí que yo soy el Señor, y la sangre de la puerta del tabernáculo del testimonio.
Y el otro día, el cual había venido en el cielo, y no se había hecho en el cielo.
Y él le dijo: He aquí que el que le había venido en el camino de su hermano.
Y aconteció que le había venido en el templo, y le dijo: He aquí que yo soy el Señor.
Y él le dijo: He aquí que le había venido en el templo, y le había venido en el templo. Y él le dijo: He aquí que le había venido.
Y él le dijo: He aquí, el cual había venido en el desierto, y le había hecho, y le había hecho.
Y él le dijo: ¿Por qué, ¿por qué nos ha hecho?
Y él le dijo: ¿Qué es esto? Y él le dijo: He aquí.
Y él le dijo: ¿Por qué nos ha hecho?
Y él dijo: ¿Qué es esto? Y él le dijo: ¿Qué es esto?
Y él le dijo: ¿Por qué, ¿por qué no es?
Y él le dijo: ¿Qué es esto?
Y él dijo: ¿Por qué me ha hecho? Y él le dijo: He aquí que yo soy mi padre.
Y él le dijo: ¿Qué es esto?
Y él le dijo: ¿Por qué me ha hecho?
Y él le dijo: ¿Qué es esto? Y él le dijo: He aquí que yo soy.
Y él le dijo: ¿Por qué nos ha hecho?
Y él le dijo: He aquí que yo soy el Señor, y el que está en la casa de Jehová.
Y él le dijo: He aquí, ¿por qué está escrito en el cielo?
Y él le dijo: He aquí que yo soy el Señor, y la puerta de la puerta del cielo, y la puerta de la puerta de la puerta del cielo.
Y él le dijo: He aquí, ¿por qué nos ha hecho?
Y si yo soy el Señor, ¿por qué me ha de mí? ¿por qué no se ha de mí.
Y yo soy Jehová, ¿por qué nos ha hecho? ¿por qué lo ha hecho?
Y el que le había hecho en el camino de su boca, y el que está en su mano, y no se alegrará.
Y él le dijo: He aquí que yo soy el Señor, y no lo había hecho. Y él le dijo: He aquí que yo soy el Señor. Y él le dijo: He aquí que yo soy.
Y él dijo: He aquí que yo soy el Señor, y yo soy el Señor.
Y él dijo: He aquí que yo soy el Señor nuestro Dios.
Y él le dijo: ¿Por qué me ha hecho? Y él le dijo: He aquí que yo soy.
Y él dijo: ¿Qué es esto? Y él le dijo: ¿Qué es?
Y él dijo: ¿Por qué no ha de mí? ¿por qué le ha hecho? ¿por qué no es?
Y él dijo: ¿Qué eres tú? Y él dijo: He aquí que yo soy mi siervo.
Y él dijo: He aquí que yo soy yo, yo soy yo, y yo soy yo, y yo soy, y yo soy yo, y yo soy yo, y yo soy yo, y yo soy yo, y yo soy yo, y yo soy yo, y yo soy yo, y yo soy yo, y yo soy yo, y yo soy yo, y yo soy yo, y yo soy yo, y yo soy yo, y yo soy yo, y yo soy yo, y yo soy yo, y yo soy yo, y yo soy,
Y él dijo: He aquí que yo soy el Señor, y he aquí que yo soy el Señor. Y él le dijo: He aquí que yo soy el Señor. Y él le dijo: He aquí que yo soy.
Y él dijo: ¿Qué es esto? Y él dijo: He aquí que yo soy Jehová.
Y él le dijo: ¿Qué es el Señor?
Y él le dijo: ¿Qué es esto?
Y él dijo: He aquí que yo soy Dios.
Y él dijo: He aquí que yo soy yo, yo soy yo, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí que yo soy Jehová, y he aquí, y he aquí que yo soy Jehová, y he aquí, y he aquí, y he aquí, y he aquí, y he aquí, y he aquí que yo soy,
Y él dijo: ¿Qué es esto? Y él dijo: He aquí que yo soy el Señor.
Y él dijo: He aquí que yo soy el Señor.
Y él dijo: He aquí que yo soy el Señor, y he aquí que yo soy el Señor.
Y él le dijo: He aquí, el que está en el cielo, y los que está en ella,
Y el que le había venido en el cielo, y le había de ser dado, y no se maravilló, y le había de ser dado, y á la puerta de la puerta, y á la puerta, y á la puerta de la puerta.
Y él le dijo: He aquí que yo soy el que le había venido en el templo. Y él le dijo: He aquí, y he aquí que le había venido.
Y aconteció que le dijo: He aquí que el día de la puerta de la puerta de la puerta del tabernáculo del testimonio, y la puerta de la puerta de la puerta de la puerta de la puerta del tabernáculo del testimonio.
Y él le dijo: ¿Qué es esto? Y él le dijo: He aquí que le había venido.
Y él le dijo: ¿Qué es esto? Y él le dijo: He aquí que le había venido.
Y él dijo: ¿Por qué me ha hecho? Y él dijo: He aquí que yo soy mi señor.
Y él dijo: He aquí que yo soy mi padre, y yo soy mi padre, y mi hijo le dijo: He aquí que yo soy mi padre, y mi hijo le dijo: He aquí que yo soy mi padre, y mi hijo, y mi hijo, y mi hijo, y mi hijo, y mi hijo le dijo: He aquí que yo soy mi padre.
Y él le dijo: ¿Por qué me ha hecho? Y él le dijo: He aquí que yo soy.
Y él dijo: ¿Qué eres tú? Y él le dijo: He aquí que yo soy mi señor.
Y él dijo: ¿Qué eres tú? Y él dijo: He aquí que yo soy tu siervo.
Y él dijo: ¿Qué es esto? Y él dijo: He aquí que yo soy Jehová.
Y aconteció que el tabernáculo del testimonio del testimonio, y la puerta del tabernáculo del testimonio, y la puerta del tabernáculo del testimonio.
Y él le dijo: ¿Qué es el Señor? Y el que está en el templo de la puerta de la puerta del cielo.
Y él le dijo: ¿Qué es esto?
Y él le dijo: ¿Qué es esto?
Y él le dijo: ¿Por qué habéis hecho? Y él le dijo: ¿Por qué nos ha hecho? Y él le dijo: ¿Por qué habéis hecho?
Y él dijo: He aquí que yo soy el Señor, y yo soy el Señor.
Y él le dijo: ¿Qué es esto? Y él le dijo: He aquí que yo soy su padre.
Y él le dijo: He aquí, ¿por qué es el Señor?
Y él dijo á Moisés: ¿Qué es el Señor? Y él le dijo: He aquí que yo soy Jehová.
Y el ángel de Jehová dijo: ¿Qué es esto?
Y él le dijo: ¿Qué es esto?
Y él le dijo: ¿Por qué nos ha hecho esto?
Y él le dijo: ¿Por qué nos ha hecho esto?
¿Y qué os ha hecho? ¿por qué os ha hecho esto?
Y si el Espíritu de Dios está en el templo de nuestro Dios, para que está en el evangelio de Dios.
Y el que está en el templo de Dios, y el que está en el evangelio de Dios.
Y vosotros os os digo, y os he venido á vosotros, y os he venido á vosotros.
Y vosotros os digo, ¿por qué nos ha hecho? ¿por qué nos ha hecho?
Y si el Espíritu de Dios está en el día de la ley de Dios, y la sangre de la mar, y la sangre de la mar, y la sangre de la puerta del cielo.
Y el día de Dios dijo: ¿Por qué os ha hecho esto? Y vosotros os ha dicho el Señor Jehová.
Y el que está en el nombre de Jehová, que está en el nombre de Dios.
Y dijo: He aquí que yo soy el Señor, yo soy Jehová, yo soy Jehová.
Y yo soy Jehová nuestro Dios de los ejércitos, que yo soy Jehová de los ejércitos.
Y he aquí que yo soy el Señor, yo soy el Señor de los hombres de Israel, y os he venido á vosotros, y á los hijos de Israel, diciendo: He aquí que yo soy el Señor.
Y Jehová dijo á Moisés: He aquí que yo soy Jehová.
Y el rey de Israel dijo á Moisés: ¿Por qué nos ha hecho esto?
Porque el Señor nuestro Dios es Dios de Dios, para que Dios es Dios de Dios.
Porque el Señor nuestro Dios es el Señor.
Y si en el evangelio de nuestro Señor Jesucristo es el Señor; mas el que está en el mundo.
Y si el cuerpo de los hombres, es la fe, y la fe, y la fe, y la fe,
Y si el Espíritu de Dios es el Señor: mas el que está en el evangelio de Dios.
Y si el cuerpo de Dios es el Señor, el cual está en el evangelio de Dios.
Y si el que está en el día de la ley, no es de la ley de Dios.
Y si el Señor es el Señor, ¿por qué nos ha hecho? ¿por qué por qué nos ha hecho?
Y si el Señor es el Señor, no es el Señor, mas no se ha hecho en su boca, sino á su hermano, y á su hermano, y á su hermano.
Y si el que está en el día de su padre, no es de su padre, sino á su hermano, ni á su hermano, ni á su hermano, ni á su hermano, ni á su hermano, ni á su hermano, ni á su hermano.
Y si el Señor le dijo: ¿Por qué nos ha hecho esto?
Y si el Espíritu de los hombres, y los hombres de los hombres, y los hombres de los hombres, y los hombres de los hombres.
Y si el que está en el día de la ley, el que está en el mundo.
Y el que está en el día de la ley, el cual está en el cielo, y el que está en el cielo.
Y si el Hijo de Dios está en el mundo, el cual está en el evangelio de Dios.
Y el que está en el día de la ley, el que está en el mundo.
Y si el cuerpo de Dios es el Señor, el cual está en el evangelio de Dios.
Y el día de la puerta del tabernáculo del testimonio del testimonio, y la puerta del tabernáculo del testimonio, y la puerta del tabernáculo del testimonio.
Y el que está en el día de la puerta del cielo, la cual está en el templo de la mar.
Y el que está en el día de la puerta del cielo, el cual está en el cielo, y el que está en el cielo.
Porque el que está en el templo de Dios, y el que está en el evangelio de Dios.
Y vosotros os os digo, y vosotros, que os habéis de vosotros.
Porque vosotros os os digo, y vosotros, y los que están en el evangelio de Dios.
Porque el que está en el día de Jehová.
Y los cuales los que están en el templo de Dios;
Y si la ley de Dios está en el evangelio de Dios.
Porque el que está en el día de Dios, y el que está en el cielo.
Y el ángel de Jehová dijo á los hijos de Israel: ¿Por qué los hijos de Israel?
Y el día de los hijos de Israel, y de los hijos de Israel, y de los hijos de Israel, y de los hijos de Israel, y de los hijos de Israel.
Porque el que está en el día de la casa de Jehová.
Y el día de los hijos de Israel, el cual está en el desierto de la casa de Jehová.
Y el que está en el día de la ley, y el que está en el cielo.
Y si la ley de la ley, si no tiene de la ley, mas el que está en el mundo.
Y el día de los hijos de Israel, y los hijos de Israel, y de los hijos de Israel.
Y el que está en el día de la puerta del cielo, el cual está en el día de la puerta de la puerta del cielo.
Porque el que está en el cielo, y el que está en su boca, y no es el que está en su boca, y el que está en su boca.
Y el que está en el día de Jehová, y el que está en su mano, y el que está en su mano.
Porque el hombre es el Señor, y el que está en el cielo, y el que está en el mundo.
Porque el que está en el tabernáculo del testimonio de Jehová, el cual está en el tabernáculo del testimonio.
¿Por qué os he hablado? ¿por qué os ha hecho? ¿por qué os ha hecho?
Y los que están en los cielos, y los que están en los cielos, y los que están en los cielos, y los que están en los cielos, y los que están en los cielos.
Porque vosotros os digo, ¿por qué os habéis de vosotros? ¿por qué habéis de vosotros?
¿Por qué me ha de vosotros? ¿por qué me ha de vosotros? ¿por qué me ha hecho?
¿Por qué nos ha hecho? ¿por qué por qué no habéis de vosotros?
¿Por qué nos ha de vosotros? ¿por qué nos ha de vosotros?
Porque el que está en el día de Dios, y el que está en el día de Dios.
¿Por qué os ha hecho? ¿por qué os ha de vosotros? ¿por qué os ha de vosotros?
Y si vosotros os ha venido en vosotros, y en el evangelio de nuestro Padre.
¿Por qué os ha hecho? ¿por qué nos ha de vosotros?
Y Jesús dijo: He aquí que yo soy Dios, yo soy el Señor nuestro Dios.
Y vosotros os digo, ¿por qué os ha hecho? ¿por qué os ha hecho?
Y si el Señor os dijo: He aquí que yo soy el Señor.
Y vosotros os digo, y os digo, y vosotros, y á los hombres de los hombres.
Y si el Señor le dijo: ¿Por qué es el Señor?
Y el día de los hombres, y de los hombres de los hombres, y de los hombres de los hombres, y de los hombres de los hombres, y de los hombres de los hombres.
Y él le dijo: ¿Qué es esto?
Y he aquí que yo soy el Señor, yo soy el Señor.
Y el tabernáculo del testimonio del testimonio, y la puerta del tabernáculo del testimonio del testimonio.
Y el tabernáculo del testimonio del testimonio, y la puerta del tabernáculo del testimonio, y la puerta del tabernáculo del testimonio.
Y el hombre es el Señor, y el que está en el cielo, y el que está en el cielo.
Y si el que está en el tabernáculo del testimonio, el cual está en el tabernáculo del testimonio.
Y el que está en la casa de Jehová, y á la casa de Jehová, y á la casa de su padre, y á la casa de su padre, y á la casa de Jehová.
Y el que está en el desierto de la mar, y el que está en el cielo, y la mar de la mar, y de la puerta de la mar.
Y el que está en el día de la ley, y el que está en el cielo.
Y el rey de Israel dijo: He aquí que yo soy el rey de Israel, y yo soy el Señor de los hijos de Israel, y á los hijos de Israel.
Y he aquí que yo soy el Señor de los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel, y á los hijos de Israel.
Y he aquí yo soy Jehová, yo soy Jehová, y yo soy Jehová, y yo soy Jehová, y yo soy Jehová.
Y él dijo: He aquí que yo soy Jehová, yo soy el Señor de mi padre, y yo soy el Señor.
He aquí que yo soy Jehová, yo soy el Señor, y yo soy el Señor, y yo soy el Señor.
Y el que le había de ser dado, y no se alegrará, sino á la mujer de su hermano, y á su hermano, y á su hermano, y á la mujer de su hermano.
Y él dijo: He aquí que yo soy yo, he aquí que yo soy yo, y yo te he hablado, y yo he aquí que yo te he hablado, y yo soy yo, y yo soy yo, y yo te he hablado, y yo soy yo, y yo te he hablado, y yo soy yo, y yo soy yo, y yo soy yo,
Y él le dijo: He aquí que yo soy Jehová, y he aquí que yo soy el rey de Babilonia.
Y aconteció que le dijo: He aquí, he aquí que yo soy el pueblo, y lo que está en ellos.
Y la puerta de la otra parte de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la mar.
Y los hijos de Israel se juntaron en el templo de Jehová, y á la puerta del tabernáculo del testimonio, y á la puerta del tabernáculo del testimonio.
Y la puerta de la puerta de la puerta del tabernáculo del testimonio, y la puerta de la puerta del tabernáculo del testimonio.
Y la puerta del tabernáculo del testimonio, y la puerta de la puerta del tabernáculo del testimonio.
Y el ángel de Jehová dijo: ¿Qué es esto?
Y él le dijo: He aquí que yo soy el Señor, y yo soy el Señor.
Y el ángel de Jehová le dijo: He aquí que yo soy el Señor, y á la casa de Jehová, y á la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la mar.
Y él le dijo: He aquí que yo soy el Señor, y yo soy el Señor.
