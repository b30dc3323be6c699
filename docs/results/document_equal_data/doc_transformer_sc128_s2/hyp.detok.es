Al Músico principal: Salmo de David, y al cielo, y al cielo y al cielo.
Y en el monte de Dios, en el principio de la tierra, y sobre las aguas del cielo, y sobre la faz de la tierra.
Y el espíritu de Dios estaba en la luz de Dios, y dijo: Yo soy Dios, y la luz de Dios.
Y la luz de Dios estaba en la luz, y la luz de la luz, y la luz de la luz.
Y el primer día siguiente, vió la mañana y la mañana, y el primero, y el primer día.
Y él dijo: Yo soy Dios, y en medio de las aguas de aguas, y en medio de las aguas de aguas.
Y las aguas que estaban debajo de las aguas, y las aguas que estaban en las aguas; y las aguas que estaban debajo de las aguas.
Y el día siguiente, vino á la mañana, y á la mañana, y á la tarde.
Y el segundo segundo día, dijo: He aquí el lugar de Dios estaba en la tierra: y el cielo y el cielo y el cielo, y el lugar donde estaba en la tierra.
Y llamó Dios Dios Dios Dios á Dios, y vió á la tierra, y vió á la tierra; y vió las aguas de las aguas.
Y dijo Dios á Dios: Dios es el fruto de la tierra, y el fruto de la tierra, y el fruto de la tierra; y el fruto de la tierra es el fruto, y el fruto de la tierra.
Y la tierra, y su simiente, y su simiente era, y su simiente, y su simiente era; y el fruto de su simiente, y el fruto de su simiente.
Y vió la tarde y la tarde, y la tarde estaba en el tercer día.
Y el día de Dios de los cielos, en el cielo, y en el día de la noche, y en el cielo, y en el día de la noche, y en el día de la noche, y en el día de la noche, y en el día de la noche;
Y en el tiempo de la tierra, y en la tierra de los cielos, y en la tierra, y en la tierra de los cielos, y en la tierra.
Y á la luz de la luz, y á la luna, y á la luz, y á la luna, y á la luz.
Y también los que estaban en la tierra en la tierra, y en la tierra de los cielos,
Y vió Dios á la luz de la tierra, y vió á la luz de Dios, y vió al cielo y al cielo; y vió la luz de la luz.
Y vió la mañana á la mañana y á la mañana y á la tarde, y vió la tarde.
Y dijo Dios á Dios, Dios mío, Dios de los cielos, y la tierra de los cielos, y la vida de los cielos.
Y los que estaban en las aguas, y en las aguas que estaban en sus aguas, y en su especie, y en su especie, y en su especie.
Y vió Dios á Dios, diciendo: Yo soy Dios, y las muchas aguas y las aguas, y las muchas aguas, y las aguas de las aguas, y en las aguas, y en las aguas.
Y el quinto día, y el quinto día, y el quinto día, y el quinto quinto día.
Y dijo Dios á la tierra: He aquí el día de la tierra, y el fruto de la tierra, y el fruto de su especie, y el fruto de su especie.
Y el Dios de la tierra, la bestia de la tierra, y su especie, y su especie, y su especie, y su especie, y su especie.
Y dijo Dios á Dios: Levántate, nuestro Dios, y toda la tierra de toda la tierra, y toda la tierra sobre toda la mar, y sobre toda la mar, y sobre toda la mar, y sobre toda la mar, y sobre toda la mar, y sobre toda la mar sobre toda la mar, y sobre toda la mar sobre toda la mar, y sobre toda la mar sobre toda la mar, y sobre toda la mar sobre toda la tierra.
Y el varón de Dios, Dios de Dios, Dios de Dios, y él lo hizo, y él lo hizo.
Y dijo Dios á Dios, y á la tierra, y á la mar, y á la mar, y á la mar, y á toda la mar de la mar, y á toda la mar, y sobre toda la mar.
Y dijo: He aquí que todos los pueblos de la tierra que está en el fruto de la tierra, que está en el fruto de la tierra, que está en el fruto de la tierra, que está en el fruto de la simiente de vosotros.
Y toda la tierra de toda la tierra, y todos los pueblos de la tierra, y todos los que estaban en la tierra, y en todas las bestias del campo.
Y aconteció que, he aquí la mañana y la mañana, he aquí la tarde y la tarde, y la tarde estaba en la tarde.
Y ESTAS son las palabras de nuestro padre de Jacob, y todas las palabras de la gloria de nuestro padre, que hizo á nuestro padre y á todas las palabras de nuestro padre, y todas las palabras de nuestro padre.
Y fué á Jacob y á Jacob, y díjole: Yo he aquí un padre de tu padre, y he aquí yo he visto delante de él, y he aquí todas las cosas de Jacob.
Y Jehová dijo á Jacob: Yo te he dado, y he aquí que yo te he dado, y he aquí yo te he dado á ti y á Jacob, y á la tierra de Canaán.
Y Jacob respondió á Jacob, y dijo á Jacob: Yo te he enviado á Jacob, y á Jacob, y á Jacob, y á Jacob, y á Jacob, y á Jacob, y á Jacob.
Y Jacob dijo á su padre: Yo soy vuestro padre, y no me ha dicho Jehová Dios de mi padre, sino que me ha dicho Jehová Dios de mi padre.
Y dijo á mi padre: Yo soy mi padre, y mi padre mío.
Y el padre de mi padre y mi padre me ha dado, y no me ha hecho; mas Dios me envió, y no me dió.
Y él les dijo: De cierto os digo, que todo lo que tiene; y si fuere dado.
Así ha dicho el Dios de Israel: Así ha dicho el Dios de vuestro padre: Así ha dicho el padre de vuestro padre y de vuestro padre.
Y aconteció que yo soy el tiempo de mi padre, que he aquí yo te he dado, y he aquí que yo he visto en las ovejas, y he aquí que he visto las ovejas, y he aquí que he visto sobre las ovejas, y he aquí las ovejas, y he aquí que he aquí que he aquí las ovejas.
Y habló Dios á Jacob, diciendo: Yo soy el ángel de Dios de Jacob, diciendo: Yo soy el ángel de Dios.
Y el ángel de Jehová dijo á Jacob: Yo te he visto, y he aquí que yo te he visto, y he aquí yo te he visto; y he aquí que yo te he visto.
Ahora pues, Jehová, Dios de Israel, de esta tierra, y de la tierra de Canaán, y de la tierra de Canaán, y de la tierra de Canaán, y de la tierra de Canaán.
Y Jehová respondió á Rachêl, y díjole: ¿Dónde está tu padre y tu padre, ó de la casa de tu padre ó de tu padre?
¿No nos acordó de nuestra casa, ó de nuestro padre, ó de nuestro padre, ó de nuestro dinero?
Porque ahora nuestro padre nuestro padre nuestro padre nuestro padre, y nuestro padre nuestro padre nuestro padre, y todo lo que Jehová nuestro Dios te da.
Entonces Jacob dijo á su padre: Tu padre y sus hijos, y sus mujeres, y sus hijos, y sus mujeres, y sus hijos, y sus mujeres, y sus hijos, y sus mujeres, y sus hijos, y sus mujeres, y sus hijos, y sus mujeres, y sus mujeres,
Y dijo á su padre, y á su padre, y á su padre, y á su padre, y á su padre que él había hecho en la tierra de Canaán.
Y fué Abraham á su padre y á su padre, y á su padre, y á su padre, y á su padre.
Y Jacob tomó á Jacob á Jacob, y díjole: Yo te he dado á Jacob.
E hizo todo lo malo, y todo el monte de Galaad, y todo el monte de Galaad, y todo el monte de Galaad, y el monte de Galaad.
Y el tercer ángel de Jehová fué á Jacob, y fué á Jacob, y á Jacob, y á todo el monte de Seir.
Y los hermanos de Jacob vinieron, y los siete días de Galaad, y los siete días de Galaad, y los siete días de Galaad, y los siete días de Galaad.
Y vino Dios á Egipto, y díjole: Levántate, y ve á Jacob, y á Jacob, y á Jacob, y á la noche.
Y salió Jacob á su tienda en el monte de Canaán, y fué á Galaad con sus hermanos.
Y Jacob dijo á Jacob: ¿Por qué has hecho? Y él respondió: ¿Por qué me has hecho?
¿Por qué, oh Jehová, me has hecho, y me has hecho? ¿por qué te he hecho? ¿por qué te he hecho?
Y mis hijas, y mis hijas, y mis hijas, y mis hijas, y mis hijas, y mis hijas, y mis hijas.
No os engañéis á vuestro padre, sino á la mano de vuestro padre, sino á vuestro padre, diciendo: Yo Jehová vuestro Dios.
Y el príncipe de la casa de tu padre, y de tu casa, y de tu padre, y de tus dioses, ¿por qué has hecho mi padre?
Y díjome: Yo te he dicho, y te he dado de mí, y de tus hijas, y de tus hijas.
Por tanto, si no oyeres á tu siervo, no me dejes á ti, sino á ti y á Jacob, y á sus hermanos, y á sus hermanos.
Y vino Jacob á la tienda de Jacob, y vino á su tienda, y á la tienda de la tienda de la tienda, y á la tienda de la tienda de la tienda de la tienda de la tienda de la tienda de la tienda, y no estaba en la tienda de su tienda.
Y David se levantó, y púsose en la tienda de su tienda, y púsose en la tienda de la tienda.
Y dijo á las mujeres de las mujeres de las mujeres: No hay más que él, sino que no había visto.
Entonces Jacob respondió á Jacob, y díjole: ¿Por qué me has de venir á mi señor?
¿Por qué me has hecho? ¿por qué has hecho? ¿por qué has de venir á tu casa?
Esta es la mujer de tu padre y de tus ovejas, y de tus ovejas, y de tus ovejas, y de tus ovejas, y de tus ovejas, y de tus ovejas, y de tus ovejas.
Para que yo te he dado de ti, que no te he dado de la mano de mi mano, ni de la noche, ni de mi mano, ni de la noche.
Así ha dicho el Señor Jehová: Yo soy el día de la noche, y de la noche, y de la noche, y de la noche, y de la noche.
Así ha dicho el Señor Jehová: Yo te he sido en tu casa, y en tus años, y en tu tiempo de tus años.
Y de la casa de Dios, padre de Abraham, padre de Abraham, y de la noche, y de la noche, y de la noche me envió, y de la noche, y de la noche me envió.
Y respondió Jacob á Jacob, y díjole: ¿Qué es mi señor, y mis hijos son mis ovejas, y mis ovejas, y mis ovejas, y mis ovejas, y mis ovejas, y mis ovejas son mis ovejas, y mis ovejas, y mis hijos, y mis ovejas, y mis ovejas son mis ovejas, y mis ovejas, y mis ovejas, y mis ovejas, y mis ovejas, y mis hijos, y mis ovejas, y mis hijos, y mis ovejas, y mis ovejas, y mis ovejas, y mis ovejas, y mis hijos, y mis ovejas, y mis ovejas, y mis ovejas, y mis
Ahora pues, ¿por qué nos has hecho esto, y me has hecho entre nosotros y ti, y me has hecho?
Y dijo Jacob á Jacob: ¿Por qué me has hecho? Y él tomó una piedra de piedra, y de piedra, y de piedra, y de piedra, y de piedra, y de piedra, y de piedra, y de piedra, y de piedra.
Y Jacob dijo á sus hermanos: Levántate, y poned entre las piedras y las piedras, y ponían sobre las piedras, y sobre las piedras.
Y concibió, y parió un hijo, y llamó á Jacob, y á Jacob, y á Jacob, y á Jacob.
Y díjome: Esta es esto, y el nombre de este día, y el nombre de aquel día, y el nombre de aquel día;
Y él dijo: Jehová te ha dicho, y me envió á ti, y me envió.
Y si tú eres tú, si tú eres tú, si no hay otro hombre, y no hay otro hombre, ni me has de dar.
Y dijo Jacob á Jacob: He aquí yo te envío, y he aquí que yo te he dado, y he aquí yo te he dado, y he aquí que yo te he dado, y he aquí que yo te he dado;
Esta es esta palabra que yo soy vuestro vuestro testimonio, y que no haya de venir á mí, y á este negocio que no me des.
Hijo de Abraham, Dios de Jacob, Dios de Jacob, Dios de Jacob.
Entonces Jacob llamó á su padre, y á su padre Jacob, y á sus hermanos, y á todos sus hermanos, y á todo el monte de Sinaí, y á todo el monte de Sinaí.
Y levantóse Jacob, y vino á su padre, y vió á su lugar, y dijo: Levántate, y ve á su lugar, y á sus hijos, y á su lugar.
Y Jehová dijo á Moisés: Yo os haré volver á Egipto, y os hará volver á Egipto.
Y dijo Moisés á Moisés, y á todo el pueblo de Egipto, y á todo el pueblo de Egipto, y á su mujer, y á su mujer, y á su mujer, y á todo el pueblo de Egipto, y á su prójimo.
Y Moisés fué á Faraón en la tierra de Egipto, y en la tierra de Egipto, y en ojos de Faraón, y en ojos de Faraón, y en ojos de Faraón.
Y Jehová dijo á Moisés: Así ha dicho Jehová de Faraón: Así ha dicho Jehová de los siervos de Faraón:
Y dijo Faraón á Faraón: Así ha dicho el primogénito de Faraón, el primogénito de Faraón, el primogénito de Faraón, que está sobre todos los animales de la tierra de Egipto: y todo el primogénito de los animales que está sobre todas las bestias del campo.
Y toda la tierra de Egipto será asolada por toda la tierra de Egipto, y no será como como más que como la tierra de Egipto.
Mas el hombre de los hijos de Israel, que no tuviere flujo, ni el hombre que haya hecho entre los Egipcios.
Y todos los siervos de Israel serán todos estos siervos, y todos los siervos de Faraón, y todos los siervos de Faraón, y todos los siervos de Faraón, y todo el pueblo de Faraón, y todos los que estaban en gran manera.
Y Faraón dijo á Faraón: Jehová ha dicho á Faraón, que no sea en la tierra de Egipto.
Y Moisés hizo á Moisés y á Aarón y á Faraón, y á todo el corazón de Faraón, y á los hijos de Israel, y á los hijos de los hijos de los hijos de Israel.
Y HABLÓ Jehová á Moisés, diciendo:
Habla á los hijos de Israel, y diles: Si alguno de los hijos de Israel, de la congregación de los hijos de Israel, de los hijos de Israel, y de los hijos de Israel, y de los hijos de Israel.
Habla á la puerta del tabernáculo del testimonio, á la puerta del tabernáculo del testimonio, y á la puerta del tabernáculo del testimonio.
Y tomará el becerro de su mano sobre el carnero de su mano, y hará expiación por expiación.
Y tomará el becerro de la expiación á Aarón y á Aarón y á Aarón, y á Aarón y á Aarón, y á la puerta del tabernáculo del testimonio, y á la puerta del tabernáculo del testimonio que está sobre la puerta del tabernáculo del testimonio, y sobre la puerta del tabernáculo del testimonio.
Y tomará el holocausto, y el carnero, y el carnero de su expiación.
Y los hijos de Aarón tomará el altar de Aarón, y los hijos de Aarón en el altar de Aarón, y los hijos de Aarón, y los hijos de Aarón en el altar de Aarón, y los hijos de Aarón:
Y los hijos de Aarón comerán los hijos de Aarón, y los hijos de Aarón, y los hijos de Aarón, y los hijos de Aarón, y los hijos de Aarón:
Mas el altar que está en el fuego, y en el altar de Jehová, será el holocausto y el altar de Jehová.
Y si la ofrenda de Jehová hubiere de la ofrenda de su ofrenda, ó de un carnero, ó de un carnero, ó de un carnero, ó de un carnero, ó de un carnero, ó de un carnero, ó de un carnero.
Y el príncipe de la parte de la otra parte de la otra parte de la parte del norte, de la sangre de Aarón, y de la sangre de Aarón; y los hijos de Aarón hará sangre sobre el altar.
Y tomará su sangre en el altar, y en su cabeza, y en el altar que está en el altar, y en el altar que está sobre el altar, y sobre el altar que está sobre el altar;
Mas el buey y el sebo que está sobre el altar, y sobre el altar del holocausto, y sobre el altar del holocausto, y sobre el altar del holocausto, y sobre el altar de Jehová.
Y si fuere ofrenda encendida á Jehová, ó á su ofrenda ofrenda encendida á Jehová, ó á su ofrenda.
Y el sacerdote tomará el altar, y el altar de su cabeza, y el altar de su cabeza, y el altar de su cabeza:
Y á la parte del altar, á la parte del altar, á la parte del altar, á la parte del altar, y á la parte del altar, y á la parte del altar, y á la parte del altar;
Y tomará el fuego con sus alas, y el altar del holocausto, y el altar del holocausto, y el altar que está sobre el altar, y sobre el altar de Jehová.
Y HABLÓ Jehová á Moisés, diciendo:
Y HABLÓ Jehová á Moisés, diciendo:
Y HABLÓ Jehová á Moisés y á Aarón, y á todos los hijos de Israel, y á todos los hijos de Aarón, y á todos los hijos de Aarón, diciendo:
Esta es la congregación de los hijos de Leví en el tabernáculo del testimonio, en el tabernáculo del testimonio;
Y los hijos de Aarón estarán sobre el tabernáculo del testimonio, y los hijos de Aarón, y los hijos de Aarón, y los hijos de Aarón:
Y tomará el arca del testimonio de Jehová, de la fuente de lino, y sus varas, y sus varas, y sus varas, y sus varas, y sus varas.
Y las varas de madera de Sittim, y el pan del pan, y el pan del pan, y el pan, y el pan de la cubierta;
Y los apreciará sobre ellas, y sobre las varas de madera de Sittim, y sus varas, y sus varas, y sus varas, y sus varas, y sus varas.
Y de lino fino de lino fino de lino fino, de lino fino, y sus vasos, y todos sus vasos, y sus vasos, y sus vasos;
Y sus vasos, y sus vasos, y todos sus vasos, y todos sus vasos, y sus vasos, y sus vasos, y sus vasos, y sus vasos, y sus vasos, y sus vasos.
Y de oro de oro de oro de oro, de lino fino, y de púrpura, y de lino fino, y de lino torcido;
Y todos los vasos del santuario de la ofrenda de la ofrenda de los vasos de oro, de oro, y de lino fino, y de lino fino, y de lino fino, y de lino fino, y de lino fino, y de metal;
Y pondrás sobre el altar de madera de Sittim, y de lino fino, y de lino fino, y púrpura, y carmesí, y carmesí;
Y todos los vasos de madera de Sittim, y todos sus vasos, y todos los vasos de oro, y todos los vasos del altar, y los capiteles de los vasos del altar, y los capiteles de los vasos del altar, y los vasos del altar.
Y los hijos de Aarón, los hijos de Aarón, todos los hijos de Aarón, los hijos de Aarón, y los hijos de los hijos de Aarón, y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de Aarón, y los hijos de los hijos de los hijos de los hijos de los hijos de Aarón, y los hijos de los hijos de los hijos de Aarón, y los hijos de Aarón, y los hijos de Aarón, y los hijos de Aarón, y los hijos de Aarón, y los hijos de
Y los hijos de Aarón, y todos los hijos de Aarón, y los hijos de Aarón, y todos sus vasos, y todos sus vasos, y todos sus vasos, y todos sus vasos, y todos sus vasos, y todos sus vasos, y sus vasos, y sus vasos, y sus vasos, y sus vasos, y sus vasos.
Y Jehová habló á Moisés y á Aarón, diciendo:
Y Moisés habló á Aarón y á Aarón y á Aarón, diciendo:
Mas cuando hubiereis de hacer á Aarón, y á Aarón, y á Aarón, y á sus hijos, y á Aarón, y á sus hijos, y á sus hijos, y á sus hijos, y á sus hijos, y á sus hijos, y á sus libaciones:
Mas los hijos de Aarón y sus hijos, y sus hijos, y sus hijos, y sus hijos, y sus hijos, y sus hijos, y sus hijos, no son en ellas.
Y Jehová habló á Moisés, diciendo:
Y á los hijos de Leví, á los hijos de Leví, á los hijos de Gersón, á los hijos de Gersón, por sus casas, por sus padres, por sus casas, por sus padres, por sus familias:
Y los hijos de Aarón y sus padres, y sus padres, y sus familias, y sus contados, y todos los que habitaban en el ministerio de la obra de la obra de la obra de la obra de la obra de la obra de la obra.
Esta es la obra de las familias de los Levitas, y la obra de las familias de Gersón:
Y los animales de la parte del tabernáculo del testimonio, y de la puerta del tabernáculo del testimonio, y de la puerta del tabernáculo del testimonio, y de la puerta del tabernáculo del testimonio, y de la puerta del tabernáculo del testimonio;
Y el atrio del tabernáculo del testimonio, y el atrio de la puerta del tabernáculo del testimonio, que está en derredor del tabernáculo del testimonio, y todos sus vasos, y todos sus vasos, y todos sus vasos, y todos sus vasos, y sus vasos, y todos los que están en derredor de todo el servicio del altar.
En los hijos de Aarón y sus hijos: todos los hijos de Aarón y sus hijos, y todo el servicio del servicio del servicio, y todos sus hijos, y todos sus hijos, y todos sus hijos serán en sus casas.
Esta es la palabra de los hijos de Gersón en el tabernáculo del testimonio, y los hijos de Aarón en el tabernáculo del testimonio.
De los hijos de Merari, á los hijos de Merari, por sus familias, por sus padres, por sus padres, por sus padres, por sus padres, por sus padres, por sus padres, por sus padres;
Y los contados de la casa de Aarón, y los contados de la obra de los hijos de Israel, y los contados de la obra de la obra de la obra del tabernáculo del testimonio.
Y toda la congregación de los hijos de Israel, y sus columnas, y sus columnas, y sus columnas, y sus columnas, y sus columnas, y sus columnas, y sus columnas, y sus columnas;
Y sus columnas, y sus columnas, y sus columnas, y sus basas, y todos sus vasos, y todos sus vasos, y todos sus vasos, y todos sus vasos, y todos sus vasos, y sus vasos.
Esta es la congregación de los hijos de Aarón en el tabernáculo del testimonio, en el tabernáculo del testimonio, á Aarón hijo de Aarón, á Aarón, á Aarón hijo de Aarón, á Aarón, á Aarón hijo de Aarón, á Aarón, á Aarón hijo de Aarón, á Aarón, á Aarón, á Aarón, á Aarón hijo de Aarón, á Aarón, á Aarón hijo de Aarón, á
De los hijos de Aarón, Moisés, y sus contados, y sus contados, y sus padres, y sus padres, y sus contados, y sus padres, y sus contados, y sus padres, y sus padres, y sus padres, y sus contados,
Y estos son los hijos de Aarón y sus padres, y sus padres, y sus padres, y sus padres, y todo el servicio de la obra de la obra de la obra de la obra de la obra de la obra de la obra de la obra:
Y los contados de los contados de ellos, cincuenta y dos mil y cincuenta y dos mil y cincuenta.
Estos son los contados de los contados de las familias de las familias de los Levitas que estaban en el tabernáculo del testimonio.
Y estos son los hijos de Leví por sus familias, por sus padres, por sus padres, por sus padres, por sus padres, por sus padres, por sus padres, por sus padres, por sus padres, por sus padres, por sus padres, por sus padres, por sus padres, por sus padres, por sus padres,
Y estos son los nombres de los hijos de Leví, y sus padres, y sus padres, y sus padres, y sus padres, y todos los que estaban en la obra de la obra de la obra de la obra de la obra de la obra,
Los contados de ellos, de la tribu de ellos, de la tribu de los padres de los padres de la casa de ellos, cincuenta y dos mil y dos mil y cuatrocientos.
Estos son los contados de las familias de los hijos de Aarón y de Aarón, conforme á todo lo que hizo á Moisés, y á Aarón, y á Aarón, conforme á la palabra de Jehová.
Y los contados de los hijos de Leví por sus familias, por sus padres, por sus familias, por sus padres, por sus padres, por sus padres, por sus padres, por sus padres, por sus padres, por sus padres,
De los hijos de Merari, y de los hijos de Aarón, por sus padres, por sus familias, por sus padres, por las casas de los hijos de Israel, por sus casas, por las casas de la obra de la obra,
Los contados de la obra de ellos, cincuenta y dos mil y dos mil y cuatrocientos.
Estos son los contados de las familias de los hijos de Aarón, conforme á la palabra de Moisés, conforme á la palabra de Jehová de Moisés, conforme á la palabra de Moisés, conforme á la palabra de Moisés.
Todos los contados de los Levitas, y Aarón, y sus contados de la casa de Israel, y sus padres, y sus padres, y sus contados, y sus padres, y sus padres, y sus padres, y sus padres, y sus padres, y sus padres;
Los contados de los hijos de Israel, y de la tribu de los hijos de Israel, y de la tribu de los Levitas, y de la parte del tabernáculo del testimonio, y de la parte del tabernáculo del testimonio, y de la parte del tabernáculo del testimonio, y de la parte del testimonio,
Y los contados de ellos, de los contados de ellos, de los contados de ellos, y de ellos, y de los contados de ellos, y de los contados de ellos.
En el mandamiento de Jehová, conforme á la palabra de Moisés, conforme á la palabra de Jehová, conforme á Moisés, conforme á todo lo que mandó Jehová.
Y HABLÓ Jehová á Moisés, diciendo:
Y HABLÓ Jehová á Moisés, diciendo:
Y el término de Moab será el término de Moab, y el término de Moab, y el término de Canaán, y el término de Edom será en el mar Bermejo;
Y acontecerá en el término de Moab, en el mediodía, y en el mediodía, y en el mediodía, y en el mediodía, y en el mediodía;
Y acaecerá el término de Egipto, y el término de Egipto, y el término de Egipto será de Egipto, y el término de Egipto, y el término de Egipto será de Egipto.
Y será el término de Egipto, y el término de este término de la mar, hasta hoy.
Y el término del norte será el término de vuestro término, y el término de vuestro monte:
Delante del monte de Moab, y el término del monte de Arnón, y el término de Arnón, y el término de Arnón, y el término de Arnón;
Y el término de Sidón será el término de Sidón, y el término de Arnón, y el término de Arnón, y el término de Arnón será vuestro término.
Y comeréis el término de vuestro término, desde el oriente hasta el término de vuestro término:
Y en el término de Heveo, en el término de Machîr, al oriente, al oriente y al oriente;
Y será el Jordán de la mar, y el término de la mar, y el término de la mar será asolada, y el término de la mar de la mar, hasta hoy.
Esta es la suerte de la tierra que mandó Jehová á la media tribu de los hijos de Israel, á la media tribu que Jehová mandó á la media tribu de las tribus de las tribus de las tribus de las tribus de las tribus de las tribus:
Porque á la tribu de Rubén, á la tribu de Rubén, á la tribu de Manasés, á la tribu de Manasés, á la tribu de Manasés, á la tribu de Manasés, y á sus padres:
La media tribu de Manasés, y la media tribu de Manasés, y la mitad de la tribu de Jericó, á la otra parte del Jordán.
Y Jehová habló á Moisés, diciendo:
Estos son los nombres de los nombres de la tierra de Canaán, que los nombres de la tierra de Canaán, á la cual Josué hijo de Nun, y á Josué hijo de Nun, y á Josué hijo de Nun, á Josué hijo de Nun, y á Josué hijo de Nun, y á Josué hijo de Nun.
Y Josué hijo de Nun daréis á la tribu de los hijos de Israel, á la media tribu de la tierra.
De la tribu de Judá, á la tribu de Judá, á la tribu de Judá, á la tribu de Judá, á la tribu de Judá, á la tribu de Manasés.
De la tribu de Leví, hijo de Amarías, hijo de Amarías, hijo de Amarías, hijo de Amarías, hijo de Amarías.
De la tribu de Benjamín, Amarías hijo de Amarías, hijo de Amarías, hijo de Amarías, hijo de Amarías, hijo de Amarías, hijo de Benjamín.
Y de los hijos de Benjamín, príncipe de los hijos de Dan, hijo de Amarías, hijo de Zichri.
De la tribu de José, hijo de Manasés, hijo de Manasés, hijo de Manasés, hijo de Manasés, hijo de Manasés, hijo de Manasés, hijo de Manasés, hijo de Manasés, hijo de Manasés, hijo de Manasés.
Y de la tribu de Ephraim hijo de Manasés, hijo de Manasés, hijo de Manasés, hijo de Manasés.
Y de la tribu de Rubén, hijo de Manasés, hijo de Manasés, hijo de Nun, hijo de Nun, hijo de Nun, hijo de Leví.
Y el príncipe de la tribu de Issachâr, hijo de Pherezeo, hijo de Ophir.
Y el príncipe de los hijos de Aser, hijo de Ecrón, hijo de Ophir.
Y el príncipe de los hijos de Benjamín, príncipe de la tribu de los hijos de Ammón, hijo de Mesullam, hijo de Mesullam.
Estos fueron los hijos de Israel á los hijos de Israel en la tierra de Canaán, en la tierra de Canaán.
Y ACONTECIÓ en el día de Jehová tu Dios, que Jehová tu Dios te ha dado á ti, y á todo lo que Jehová tu Dios te da, y á todo lo que Jehová tu Dios te da, y á todo lo que Jehová tu Dios te da á ti;
Y si Jehová tu Dios te hubiere dado voz de todas las gentes de la tierra, Jehová tu Dios te da, y todo lo que Jehová tu Dios te da.
Bendito Jehová, Dios de los cielos, y todo lo que Jehová tu Dios te da en la ciudad, y en la ciudad de Jehová tu Dios.
Bienaventurados los frutos de tu fruto, y tu fruto de tus ovejas, y de tus ovejas, y de tus ovejas, y de tus ovejas, y de tus ovejas, y de tus ovejas.
Bienaventurados tus ovejas y tus ovejas, y tu fruto de tus ovejas, y tu fruto de tus ovejas, y tu fruto de tus ovejas.
Al Músico principal: Salmo de David: Salmo de David.
Jehová, que los enemigos de tus enemigos te aborrecen, y los que te aborrecen delante de ti; y los caminos de tu rostro serán delante de ti delante de ti.
Jehová te bendecirá, y Jehová tu Dios te bendecirá; y todo lo que Jehová tu Dios te da en mano de tu mano, y en la tierra que Jehová tu Dios te da.
Jehová tu Dios te da, como Jehová tu Dios te ha dado á ti y á sus mandamientos.
Y si tú eres pueblo de todo el pueblo de Jehová, todos los pueblos de Jehová tu nombre, los que te aborrecen; y sabrán que Jehová te ha dicho Jehová.
Y acontecerá en el fruto de la tierra, en el fruto de tu fruto, y en la tierra de Canaán, y en la tierra de Canaán, y en la tierra de Canaán, y en la tierra de Canaán.
La tierra de sus padres, la cual Jehová tu Dios te da por mano de sus padres, y por mano de tu mano, y por mano de toda la tierra de Canaán, y por mano de tu mano, y de todo lo que no harás.
Y si hubiere de ti tu cabeza, y te hubiere de hacer bien, y si no lo hicieres á ti, y á los mandamientos de Jehová tu Dios, y á los mandamientos de los mandamientos de Jehová tu Dios, y á los mandamientos de los mandamientos de los mandamientos de Jehová tu Dios;
Y yo te ruego que te mando, que yo te mando que yo te mando, que yo te mando, que yo te he dado mano de los dioses de los dioses de los dioses de los dioses ajenos que estaban en mano de ellos.
Mas si Jehová tu Dios te hubiere dado Jehová tu Dios, que Jehová tu Dios te da, y todo lo que Jehová tu Dios te da, y todo lo que Jehová tu Dios te da sobre ti;
Ahora pues, si tú eres tú, y todo lo que Jehová tu Dios te hubiere dado en la ciudad, y en el campo de la ciudad, y en el campo de la ciudad, y en el campo de la ciudad, y en la ciudad.
Y el campo de la ciudad que hubiere en tu ciudad, y en el campo de tu ciudad, y en el campo de tu ciudad, y en el campo.
En el campo de la ciudad será asolada, y tu fruto de tus ovejas, y tu fruto de tus ovejas, y tu fruto de tu tierra.
Dirás á tu tierra, y á tus ovejas, y á tus ovejas, y á tus ovejas, y á tus ovejas, y á tus ovejas, y á tus ovejas.
Con todo lo que has de hacer, y de tu mano, y de tus obras, y de las obras de tus obras, y de las obras de tus obras, y de las obras de tus obras que has hecho.
Jehová te bendecirá á ti, y á la tierra de Canaán, hasta que pase de la tierra.
La tierra, y el rocío, y el rocío de la tierra, y el rocío, y el rocío, y el rocío, y el rocío, y el rocío, y el rocío, y el rocío de tu brazo.
Y la tierra que está en el cielo, y la tierra que está en la tierra, y en la tierra, y de hierro, y de hierro, y de hierro, y de metal.
La tierra de tu tierra será asolada, y el polvo de la tierra, y el polvo de la tierra, hasta que pase sobre ti.
Y harás llegar á la tierra delante de ti, y á todo el camino de tu camino, y á todos los reinos de la tierra, y á todos los reinos de la tierra, y á todos los reinos de la tierra.
Y toda la tierra de los animales, y todos los animales de la tierra, y todos los animales de la tierra, y de los animales, y de la tierra, y de la tierra.
Los ríos de Egipto serán con Egipto, y los ríos de Egipto, y los ríos de Egipto, y los ríos de las aguas, y los ríos de las aguas, y de las aguas, y de las aves del alfarero.
El corazón de Jehová, y el corazón de tu corazón, y el corazón de tu corazón, y el corazón de tu corazón, y el corazón de tu corazón, y el corazón de tu corazón;
Y tomarás el día de tus caminos, y no harás bien, y no te darás; y no te darás, y nunca más te hará bien.
Y tomarás mujer á su mujer, y á su mujer, y á su mujer, y á su viña, y á su viña, y á su viña, y á su viña.
Y tomarás de delante de tus ojos, y de tu rostro, y de tu rostro, y de tus ovejas, y de tus ovejas, y de delante de ti, y de tus enemigos, y de tus enemigos, y de tus enemigos, y de delante de tus enemigos, y de tus enemigos, y de tus enemigos, y de tus enemigos, y de tus enemigos, y de tus enemigos te darás.
Tu pueblo, y todos tus hijos, y todos tus hijos, y todos tus hijos, y tu mano serán en tu mano, y en mano de tu mano, y en tu mano.
La tierra de tu pueblo, y de tu tierra, y de todo lo que has de hacer, y de tu camino, y de todo camino, y de todo camino, y de todo camino, y de todo camino, y de todo camino;
Así harás llegar á tus ojos, y á tus ojos, y á tus ojos, y á tus ojos, y á tus ojos, y á tus ojos, y á tus ojos, y á tus ojos.
Acordaos de tu cabeza, y de tu cabeza, y de tu cabeza, y de tu cabeza de tu cabeza.
Con todo lo que has hecho, y tus padres que has hecho, y tus padres que has hecho, y tus padres, y tus padres, y tus padres, y tus padres, y tus padres, y tus padres, y tus padres, y tus padres, y tus padres, y tus padres, y tus padres, y tus padres, y tus padres, y tus padres, y tu
Y tomarás de todas las gentes, y de todas las gentes, y de todas las gentes, y de todas las gentes, y de todas las gentes, y de todas las gentes.
Harás tú en el campo, y en la simiente de Jehová, y en el campo, y en el campo, y en el campo.
Harás tú, y no beberás, ni beberás de agua, ni de agua, ni de agua, ni de agua, ni de agua, ni de agua, ni de agua, ni de agua.
Harás tú, y tu brazo extendido, y el fruto de tu fruto, y el fruto de tu brazo, y el fruto de tu fruto, y el fruto de tu fruto.
Harás también los hijos de Israel, y los hijos de los hijos de sus hijas, y los harás, y los hijos de sus hijas, y los harás en ellas.
Todas las bestias del fruto de tu tierra, y los árboles de la tierra, y los árboles de la tierra.
El extranjero que está sobre ti, y el extranjero que está en ti; y el fuego te cubrirá.
El fin de ti te hará volver, y no lo harás; y el fin de él, y le harás.
Y todo lo que te hubiere de ti, y de todo lo que Jehová tu Dios te ha dado, y de sus estatutos, y de sus estatutos, y de sus estatutos, y de sus mandamientos;
Y pondré sobre ti tu simiente sobre ti, y sobre tu simiente, y sobre tu simiente, y sobre tu simiente, y sobre tu simiente, y sobre tu simiente.
Por tanto, Jehová nuestro Dios, y con todo corazón de todo corazón, y con todo corazón de todo corazón, y con todo corazón de todo corazón;
Así ha dicho Jehová de los ejércitos, Dios de todo lo que Jehová tu Dios te ha dado, y todo lo que Jehová te ha dado en tu mano, y en tu brazo extendido, y en tu cuello.
El fin de la tierra de la tierra, como de la tierra, como la lengua de la lengua, que no dejarás á causa de la lengua;
El alma de los que no se enseñoreará, ni el alma de los hijos de los Caldeos, ni el alma de la viuda, ni el alma de los hijos de Ammón, ni de los hijos de Ammón;
Y el fruto de tu fruto de tu fruto de tu tierra, y de tu fruto, y de tus ovejas, y de tu pan, y de tu vino, y de tus ovejas.
Y todo lo que te hubiere en tus puertas, y en tu tierra que Jehová tu Dios te da, y en toda la tierra que Jehová tu Dios te da, y en toda la tierra que Jehová tu Dios te da.
Y tomarás el fruto de tu fruto de tu Dios, el fruto de tus hijas, y de tus hijos, que Jehová tu Dios te ha dado en pos de ti;
Así ha dicho Jehová, Dios de sus enemigos, y sus enemigos, y sus hijos, y sus hijos, y sus hijos, y sus hijos, y sus hijos, y sus hijos, y sus hijos:
Y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de su carne, que no haya en todas las puertas de las puertas de las puertas, y en las puertas de las puertas de las puertas, y en todas las puertas de las puertas de las puertas de las puertas.
La mujer de su sierva de su asno, y su asno, y sus enemigos, y sus enemigos, y su hijo, y sus enemigos, y sus enemigos, y sus enemigos, y sus enemigos, y sus enemigos, y su hijo, y su hija de su hijo, y su hijo, y su hijo, y su hijo, y su hijo,
Y el hijo de su hija que tuviere flujo entre sus pies, y todos sus hijos, y todos sus hijos, y sus puertas, y sus puertas, y sus puertas, y sus puertas, y sus puertas, y sus puertas.
Si la ley de este este este este este este es el libro de esta ley, y todas las palabras de Jehová, y las cosas que has hecho, y las cosas que has hecho, oh Jehová;
Y tu simiente de tu simiente, y de tu simiente, y de tu simiente, y de tu simiente, y de tu simiente, y de tu simiente, y de tu simiente, y de tus entrañas.
Y tú, y todos los que te aborrecen, y todos los que te aborrecen, y todos los que te aborrecen, y todos los que te aborrecen, y los que te aborrecen.
Y todas las cosas que está en este libro de todas las cosas que está en este libro de Jehová, que no se han quedado de ti.
Y á la multitud de los cielos, como á la voz de Jehová tu Dios: porque no habéis dado la voz de Jehová tu Dios.
Y acontecerá que, cuando os multiplicareis á Jehová vuestro Dios, y os haré volver á vosotros, y á la tierra de Canaán, y á la tierra de Canaán.
Y acontecerá que en la tierra de Canaán, que á la tierra de Egipto, y á tus padres, y á tus padres, y á todo lo que has hecho, y á tus padres, y á tus padres, y á tus padres, y á tus padres, y á tus padres, y á tus padres, y á tus padres, y á tus padres,
Y dirás á los padres de los padres de tus padres, y de tus padres, y de corazón de Jehová, y de los ojos de Jehová, y de los ojos de Jehová, y de tus ojos;
Y tomarás de la noche, y de la noche, y de la noche, y de la noche, y de la noche, y de la noche, y de la noche, y de la noche, y de tu vida;
En el día de Dios te dirás: ¡Ay de los ojos de tu corazón, y de la mañana, y de la mañana y de los ojos de tu corazón!
Y dirás á Faraón: Levántate, y no podrás bien, y no temáis.
Y los príncipes de Israel de Israel, los príncipes de Israel, los príncipes de Israel, los príncipes de Israel, y los ancianos de Israel, y los ancianos de Israel, y los ancianos de Israel, y los ancianos de Israel, y los ancianos de Israel, y los ancianos de Israel, y los ancianos de Israel, y los ancianos de Israel, y los ancianos de Israel
Y Josué dijo á Josué: Así ha dicho Jehová Dios de Israel: Así ha dicho Jehová Dios de Israel, Dios de Israel, Dios de Israel, y de los padres de Israel, y de los padres de Israel.
Y Abraham llamó á Abraham á Abraham, y á su padre Abraham, y á su padre, y á su simiente, y á su simiente, y á su simiente, y á Isaac, y á Isaac.
Y Jacob llamó á Jacob, y á Jacob, y á Jacob, y á Jacob, y á Jacob, y á Jacob, y á Jacob, y á Jacob.
Y Moisés envió á Aarón y á Aarón y á Aarón y á Aarón y á Aarón, y á Aarón y á Aarón, y á sus hijos, y á todo lo que os he mandado.
Y envió Moisés á vuestros padres á Egipto, y á sus padres, y á los príncipes de Egipto, y á sus padres, y á la mar, y á la mar de Egipto, y á la mar, y á la mar.
Y cuando hubiereis visto á Egipto y á los Egipcios de Egipto, y á Egipto, y á sus ojos, y á Egipto y á Egipto, y á la mar en el desierto de Egipto, y en el desierto de Egipto y en el desierto de Egipto.
Y os he dicho en la tierra de Egipto, que yo os he dado á la otra parte del Jordán, y á la otra parte de la otra parte del Jordán, y á su mano, y á la cual les mandó: Yo soy Jehová vuestro Dios.
Entonces el ejército de Moab se levantó de Moab, y el rey de Moab, y el ejército de Moab, y el rey de Moab, y el rey de Israel, y el rey de Moab, y el rey de Moab, y el rey de Moab, y el rey de Moab, y el rey de Moab, y díjoles:
Mas el rey de Moab envió á su mano, y díjoles: Yo os ruego, y os ruego, y os ruego que os envió.
Y aconteció que, cuando vino al Jordán, vino al Jordán, y al Amorrheo, y al Amorrheo, y al Amorrheo, y al Amorrheo, y al mediodía, y al mediodía, y al mediodía, y al mediodía, y al mediodía, y al Amorrheo, y al mediodía, y al mediodía, y al mediodía, y al mediodía, y al mediodía, y al mediodía; y al mediodía, y al mediodía, y al mediodía, y al mediodía, y al mediodía, y al mediodía, y al mediodía, y al mediodía, y al mediodía,
Y envió á vosotros delante de vosotros delante de vosotros, que os envió delante de vosotros, que yo os envío delante de los Amorrheos, que os he dado delante de tu espada, ni á cuchillo, ni á cuchillo, ni á cuchillo.
Y he aquí que yo os he dado, que no os he dado, y os he dado en las ciudades de las ciudades que no entréis en las ciudades de las viñas, y no comeréis.
Ahora pues, Jehová vuestro de los padres de vuestros padres, y de Egipto, y de Egipto, y de Egipto, y de Egipto, y de Egipto, y de Egipto, y de Egipto, y de Egipto, y de Egipto, y de Egipto, y de Egipto.
Y si dijereis á Jehová vuestro Dios, y si dijereis á vuestros padres:
Y respondió Jehová á Moisés, y díjoles:
Porque los padres de los padres de la tierra de Egipto y de toda la tierra de Egipto, y de toda la casa de Jehová nuestro Dios, y de todo el pueblo que nos había hecho en el camino de toda la casa de todo el pueblo, y todo lo que nos había hecho;
Ahora pues, Jehová nuestro Dios nuestro, que nos ha dado Jehová nuestro Dios de nuestros pueblos, por cuanto nos ha dado Jehová nuestro Dios.
Entonces Josué dijo á Josué: No temáis; porque Jehová vuestro Dios es vuestro Dios.
Si Jehová vuestro Dios os ha hecho, y os ha hecho lo que Jehová vuestro Dios os ha hecho, y os ha hecho.
Y Jehová dijo á Josué: Id á Josué y á Josué, sino á Josué, y á Josué.
Y Josué respondió á Josué, diciendo: Vosotros sois siervos de Jehová.
Ahora pues, si dijereis á los dioses de los dioses de Israel, ¿por qué habéis de hacer á Jehová vuestro Dios?
Y Josué dijo á Josué: Jehová nuestro Dios nuestro, y nosotros nos serviremos.
Y Josué habló á Josué y á Sichêm, y á Josué, y á Sichêm, y á Sichêm, y á Josué, y á Sichêm, y á Josué, y á Sichêm.
Y partidos de Sichêm, asentaron en el libro de las palabras de Jehová, y en el santuario, y en el santuario.
Y Josué dijo á Josué: He aquí este pueblo que Jehová vuestro Dios os ha dicho: He aquí que Jehová vuestro Dios os ha dicho: He aquí que Jehová vuestro Dios os ha dicho.
Y cuando viniere á Josué, cada uno á su pueblo, cada uno á su heredad.
Y aconteció á Josué hijo de Nun, que vino á Josué hijo de Nun, y murió, y murió.
Y aconteció en el monte de Ephraim, en el monte de Ephraim, que está en el monte de Ephraim, en el monte de Ephraim, que está en el monte de Ephraim.
Y Josué habló á Josué y á Josué, y á todos los ancianos de Israel, y á Josué, y á todo Israel que había hecho á Josué, y á todo Israel.
Y envió José á José á José á José, y á José de la tierra de Egipto, que los hijos de Israel habían quedado en la tierra de Egipto; porque los hijos de Israel habían quedado en la tierra de Egipto.
Y los hijos de José fueron entre los hijos de José en el monte de Manasés, y en el monte de Ephraim, que estaba en el monte de Ephraim.
Y ACONTECIÓ en el arca de Dios de los Filisteos, tomó el arca de Dios de los Filisteos, y tomó á los Filisteos.
Y ACONTECIÓ en el arca de Dios de los Filisteos, que los Filisteos habían quedado de la casa de Dios, vinieron á la casa de Dios.
Y aconteció en el arca de Jehová, y he aquí que él estaba en el lugar de Jehová, y he aquí en la tierra de su lugar.
Y aconteció en el arca de Jehová, que vino al arca de Jehová, y puso delante de él delante de la tierra, y púsole delante del arca de Jehová; y el arca de Jehová estaba sobre él.
Por tanto, ni de los sacerdotes, ni de los sacerdotes, ni de los sacerdotes, ni de la casa de Jehová, hasta hoy.
Mas el día de Jehová de los ejércitos, de Jehová de los hirió, y con sus términos, y con sus términos, y con sus términos, y con sus términos, y con sus aldeas.
El arca de Dios de Israel se levantó, y dijo: No hay temor de nosotros, porque es nuestro Dios.
Y todos los príncipes de los príncipes de los príncipes de los Filisteos, y los Filisteos dijeron: ¿Por qué nos han de venir al arca de Dios de Israel? Y ellos dijeron: He aquí el arca de Dios de Israel.
Y el arca de Dios de Israel, que estaba en la ciudad de guerra, y en la ciudad de los ríos de la ciudad, y en la ciudad de los ríos de la ciudad, y en su ciudad.
Y envió Dios al arca de Dios, diciendo:
Y envió todos los príncipes de los príncipes de los Filisteos, y los príncipes de los Filisteos, y los Filisteos dijeron: Levántate, y todo el pueblo de Israel, y todo el pueblo de la ciudad, y no hay temor de Jehová nuestro Dios.
Y todo el pueblo de los hombres que estaban en la ciudad de los Caldeos, y no hubo quien se sentase á la ciudad, y á la ciudad de Dios.
DESPUÉS de estas cosas estaban en la mano de Saúl, y todos los que estaban alrededor de la casa de Saúl estaban en Hebrón.
Y estos son los hijos de Benjamín de Benjamín, los hijos de Benjamín: y los hijos de Benjamín fueron los hijos de Benjamín, los hijos de Benjamín, los hijos de Benjamín:
Y los hijos de Benjamín fueron entre los hijos de Benjamín, y los hijos de Benjamín fueron á Benjamín.
Y fué hijo de Saúl, hijo de Saúl, hijo de Saúl, hijo de Saúl, que se llamaba Saúl, y vino á su nombre; y vino á su nombre.
Y viniendo Saúl, vino á la casa de Saúl, y vino á la casa de Saúl, á la casa de Saúl, y á la casa de Saúl, y á la casa de Saúl.
Y aconteció en medio de la casa de Saúl, que vinieron en medio de la casa de su hermano, y vinieron á la casa de su hermano.
Por tanto, tomando su cama, tomó su cama, y todos sus vestidos, y todos sus vestidos, y todos sus términos, y todos sus términos, y todos sus términos, y todos sus términos.
Y dijo David á David: He aquí que Saúl hijo de Saúl hijo de Saúl y de Saúl hijo de Saúl, que el rey de Israel envió á su señor, y á la simiente de Jehová, y á su señor Saúl y á su sierva, y á su simiente.
Y David respondió á su hermano, y díjole: Si alguno de los hijos de Ammón, ó de los hijos de Ammón, y de todos los hijos de Ammón, y de todo lo que Jehová ha dicho Jehová.
He aquí que Saúl respondió á Saúl, y dijo: He aquí que yo he puesto en él, y he aquí que yo le he dado.
Por tanto, si no oyere á su casa, ¿por qué tengo de venir á su mano, y á la sangre de su mano?
Mas los pies de Hebrón tomaron á Hebrón en Hebrón, y en el sepulcro de Hebrón, y en Hebrón.
Y ACONTECIÓ que fué palabra de Jehová á Salomón de los de los de la casa de Jehová, que vino á Salomón con él.
Y aconteció que en el corazón de Salomón vino á Salomón y á su corazón, y á todo lo que había hecho con él, y fué hecho con él, y con todo lo que había hecho.
Y aconteció que que fué hecho en su corazón, que no hubo tal cosa cosa que había visto, que había visto su corazón en su corazón.
Y como hubo visto todas las cosas de la casa de Salomón, que había visto á la casa de Salomón, y á la casa de Salomón, y á todo lo que había visto, y á la casa de Salomón,
Y como los siervos de su casa, y sus siervos, y sus siervos, y sus siervos, y sus siervos, y sus siervos, y sus siervos, que estaban en la casa de Jehová.
Y dijo el rey: Yo he visto mi palabra en tu tierra, y en la tierra de tu padre, y en la tierra de tu padre, y en tu tierra.
Mas yo no he visto mis palabras, y he visto mis ojos y mis ojos, y he aquí que me he visto; y he aquí que yo he visto la mitad de tus ojos, y no me he visto.
Yo he visto tus siervos, y tus siervos, y tus siervos, y tus siervos, y tus siervos, y tus siervos, y tus siervos, y tus siervos que están delante de ti.
Al Músico principal: Salmo de David: Salmo de David, que te ha dado Jehová, por rey de Israel.
Y ella hizo lo malo en ojos de Jehová, y de los de Salomón, y de los de Salomón, y de los de Salomón, y de los de Salomón, y de los de Salomón, y de Salomón rey de Salomón.
Y el rey de Salomón también de Salomón, de la manera que Salomón había sido echado en las piedras de madera de cedro, y de hierro, y de hierro, y de hierro, y de hierro, y de piedras de hierro, y de piedras de piedras de hierro.
Y el rey de la casa de Jehová, y el rey de los animales, y de la casa de Jehová, y de la casa de Jehová, y de la casa de Jehová, y de la casa de Jehová.
E hizo Salomón á Salomón y á sus siervos, y vió á su tierra, y vió á sus siervos, y vió á su tierra.
Y vino Salomón á Salomón en el año de veinte y cinco talentos de plata, y cinco talentos de plata, y cinco talentos de plata, y cinco talentos de oro,
E hizo lo malo en ojos de Jehová, que hizo lo malo de los reyes de la tierra, y de todos los reyes de los reyes de la tierra, y de los reyes de los reyes de los reyes de los reyes de los reyes de los reyes, y de los reyes de los reyes de los reyes de los reyes de los reyes de los reyes de los reyes de la tierra.
Y de oro de oro de oro de oro, de diez siclos, de diez siclos, de oro.
Y el oro de la casa de Salomón vino á la casa de Salomón, y á la casa del rey, y á la casa de Salomón, y á la casa del rey.
E hizo lo malo de oro, y de oro, y de oro, y de oro, y de oro.
Las dos tablas de madera de Sittim, y las cuales estaban en el lugar de la casa de Jehová, estaban junto á la parte de las dos tablas, y las cuales estaban en el lugar de las dos tablas.
Y en la otra parte de la otra parte, y en la otra parte de la otra parte, y en la otra parte del reino.
Y todos los vasos de oro de la casa de Salomón estaban en la casa de Salomón, de la casa de Salomón, y de la casa de Salomón, y de la casa de Salomón.
Porque la mar era de la mar, de la mar, de la mar, de la mar, y de oro, y de oro, y de oro, y de oro, y de oro, y de oro, y de oro, y de diez y de oro, y de oro.
Así ha dicho el rey Salomón, y toda la tierra de Salomón, y todo lo que hizo, y toda la tierra.
Y todos los reyes que estaban en la tierra, y en su corazón que había hecho Dios á su padre.
Y de oro, y de oro, y de plata, y de oro, y de plata, y de oro, y de plata, y de oro, y de plata, y de oro, y de plata, y de nuestro año.
E hizo lo malo en ojos de Jehová, y en todos los carros, y en Jerusalem, y en Jerusalem, y en Jerusalem, y en Jerusalem, y en Jerusalem, y en Jerusalem, y en Jerusalem.
Y el rey de Jerusalem y de plata y de plata, y de plata, y de hierro, y de hierro, y de metal.
Y el rey de Egipto era de Egipto, y de Egipto, y de Egipto, y de Egipto.
Y vino Salomón á Egipto, y á todo el ejército de Egipto, y á todos los reyes de Egipto, y á todos los reyes de Ammón, y á todos los reyes de Ammón, y á todos los reyes de Ammón, y á todos los reyes de los reyes de Ammón, y á todos los reyes de los reyes de los reyes de los reyes de los reyes de los reyes de Ammón, y los reyes de Ammón, y á todos los reyes de los reyes de
Y ACONTECIÓ en el año del rey de Judá, en el año del rey de Judá, rey de Judá hijo de Joas rey de Israel, rey de Judá, rey de Judá, rey de Judá, rey de Judá, rey de Judá.
El nombre de Josías comenzó á reinar, y comenzó á reinar, y reinó en Jerusalem.
E hizo lo malo en ojos de Jehová, conforme á todo lo que hizo á su padre.
E hizo lo malo en ojos de Jehová, é hizo lo malo en ojos de los hijos de Israel, y en los días de Israel, y en el tiempo de los hijos de Israel.
El Dios de Israel hizo lo malo en ojos de Jehová Dios de Israel, que no hubo quien le había hecho.
Porque Jehová no se apartó de los mandamientos de David, sino que Jehová lo había hecho.
E hizo lo malo en ojos de Jehová, é hizo lo malo, y no lo hizo.
El rey de los Filisteos hirió á la ciudad, y á la ciudad de los Filisteos, y á la ciudad de los Filisteos, y á la ciudad de los Filisteos, y á la ciudad de los Filisteos.
Y aconteció en el año del reinado de Sedechîas rey de Israel, que fué rey de Israel en el año del rey de Israel.
Y vinieron los años de Israel en el año del rey de Siria, en el año del rey de Israel, que está en el año del rey de Israel.
Y el rey de Israel hirió á Sehón rey de Asiria, y á Sehón rey de Asiria, y á Aphec rey de Asiria, y al río de Ecrón, y al arroyo del río de Ecrón, y al arroyo de Ecrón, y al arroyo de Ecrón;
Por cuanto Moisés habló á Moisés y á todo lo que Jehová mandó á Moisés, y á todo lo que Jehová había mandado, y á Moisés, y á todo lo que mandó Jehová nuestro Dios, y á Moisés, y á todo lo que les mandó.
Y el rey de Asiria hizo lo malo en el año del rey Ezechîas rey de Judá, rey de Judá.
Y el rey de Judá envió á Ezechîas rey de Judá, rey de Judá, rey de Judá, rey de Judá, rey de Judá, rey de Judá.
E hizo lo malo en ojos de Jehová, y en la casa de Ezechîas rey de Judá, y en la casa de Ezechîas rey de Judá, y en la casa de Jehová.
En el tiempo de la casa de Ezechîas rey de los reyes de Judá, y de la casa de Jehová, y de Judá y de Judá, y de los capitel rey de Judá, y de Judá, y de Ezechîas rey de Judá.
Y vinieron á Jerusalem, y vinieron á Jerusalem, y vinieron á la puerta del campo, que está en el campo del campo, que está en el campo del campo.
Y aconteció que, cuando vinieron al campo en el campo de Cedes, vino á Elisabet hijo de Amarías, hijo de Amarías, hijo de Amarías, hijo de Ecrón, que estaba sobre la familia de los Cedes.
Y el rey de Asiria dijo á Isaías: Así ha dicho el rey de Asiria: Así ha dicho el rey de Asiria: Así ha dicho el rey de Asiria: Así ha dicho el rey de Asiria: Así ha dicho el rey de Asiria: ¿Por qué es esto?
Ahora pues, ¿por qué me has hecho? ¿por qué me has hecho?
Y he aquí que tú eres tú, he aquí que tú eres el rey de Egipto, que ha sido en Egipto; y si alguno de Faraón rey de Egipto, ¿quién es el rey de Egipto? He aquí que el rey de Egipto se ha dado mano de Faraón rey de Egipto.
Ahora pues, Jehová, Dios de los ejércitos, Dios de los ejércitos, ¿no está en Jerusalem, y en Jerusalem, y en Jerusalem, y en Jerusalem, y en Jerusalem, y en Jerusalem, y en Jerusalem, y en Jerusalem, y en Jerusalem.
Ahora pues, señor señor mío, te ruego, y te haré volver á ti, y á tus caballos, y á tus caballos, y á tus caballos, y á tus caballos, y á sus dos mil.
¿Por qué has hecho á Faraón rey de Egipto, y á Faraón rey de Egipto, y á Faraón rey de Egipto, y á Faraón rey de Egipto, y á Faraón rey de Egipto, y á Faraón rey de Egipto, y á Faraón, y á Faraón, y á Faraón rey de Egipto.
Ahora pues, oh Jehová de los siervos de Egipto, y ahora ahora ahora me ha dicho Jehová, y me ha dicho Jehová, y me ha dicho Jehová: ¿Por qué me ha de esta tierra?
Entonces el hijo de Joachâz hijo de Joachâz, hijo de Zichri, y díjole: Levántate, y ve á tus siervos, y á tus siervos, y á tus siervos, y á tus siervos, y á los siervos del pueblo que están en el muro.
Mas el señor de tu señor, dijo: ¿Por qué me envió á tu señor, y me envió á mí? ¿por qué me envió á mí?
Entonces el rey de los Judíos, envió al rey de los Judíos, diciendo: ¿Por qué me ha dicho el rey de Asiria, y el rey de Asiria, y el rey de Asiria?
Así ha dicho el rey de Asiria: No os engañará á su mano, ni á su mano:
Así ha dicho Jehová de los ejércitos: No os engañará en mano de Ezechîas rey de Asiria, y en mano de Sehón rey de Asiria, y en mano de Sehón rey de Asiria.
Así ha dicho Jehová de los ejércitos: Así ha dicho Jehová de los ejércitos, Dios de Asiria, y cada uno á su higuera, y cada uno de sus aguas, y cada uno de sus aguas, y cada uno de sus aguas:
He aquí yo os digo, que yo os envío, y os haré subir de la tierra de Egipto, y no os dará pan pan de pan, ni de pan, ni de pan, ni de pan, ni de pan, ni de pan, ni de pan, ni de pan, ni de pan, ni de pan, ni de pan, ni de pan, ni de pan, ni de pan, ni de pan, ni de pan, ni de pan, ni de pan, ni de pan, ni de pan, ni de pan, ni de pan, ni de pan, ni de pan, ni de pan,
El rey de Sehón rey de Hesbón, y todos sus dioses ajenos, y todos los dioses de la tierra de Sehón rey de Babilonia, y todos los dioses de la tierra de Sehón rey de Hesbón, y todos los dioses de su mano.
¿No son los dioses de Moab, y de Samaria, y de Samaria, y de Samaria, y de Samaria, y de Samaria, y de Samaria?
¿Quién es mi mano de Jehová, y todos los dioses de mi mano, y todos los dioses de mi mano?
Y él respondió: No es el mandamiento de Jehová, ni el mandamiento del rey, ni el mandamiento del rey, ni el mandamiento del rey.
Y fué á Jeremías, hijo de Amarías, hijo de Amarías, hijo de Amarías, hijo de Mesullam, hijo de Mesullam, hijo de Mesullam, hijo de Mesullam, hijo de Mesullam, hijo de Mesullam, hijo de Mesullam, hijo de Mesullam, hijo de Mesullam, hijo de Mesullam, hijo de Cedes,
DESPUÉS de los días de David su hijo, y reinó en su lugar David hijo de Nabat, rey de Israel.
Y ACONTECIÓ después de los príncipes de Israel en el tiempo de David su hijo, y todos los príncipes de los príncipes de Israel, y todos los príncipes de Israel.
Y los príncipes de Israel fueron contados de los Levitas, y de los Levitas, y de los Levitas, y de los Levitas, y de los Levitas, y de los Levitas, y de los Levitas.
De la obra de los Levitas, de la obra de Jehová, y de los Levitas, y de la obra de los Levitas, y de la obra de Jehová, y de los Levitas, y de los Levitas, y de la obra de Jehová;
Y fué á los Levitas, y á los Levitas que estaban en la casa de Jehová, y de los Levitas, y de los Levitas que estaban con él.
Y David dijo á los hijos de Leví: De los hijos de Leví, y de Leví, y de los hijos de Leví, y de Leví, y de los hijos de Leví, y de Leví.
De los hijos de Merari, Amarías, y Machîr, y Machîr, y Machîr, y Mesullam.
Los hijos de Amarías, y los hijos de David, y los hijos de Asaph, y los hijos de Merari:
Los hijos de Amarías, y los hijos de Amarías, y los hijos de Soba, y los príncipes de los padres de los padres, y los padres de los padres de los padres de los padres.
Estos fueron los hijos de Merari, los hijos de Merari: estos fueron los hijos de Sephatías, y los hijos de Merari.
Estos fueron los hijos de Phares, y la familia de los hijos de Zebedeos, y no podían salir á la casa de su padre, sino á la casa de su padre.
Los hijos de Amarías: Amarías, y sus hijos, y sus hijos, y sus hijos:
Los hijos de Aarón: Aarón, y sus hijos, y sus hijos, y sus hijos, y sus hijos, y sus hijos, y sus hijos, y sus presentes, y sus libaciones.
Y Moisés hizo á Moisés y á sus hijos, y á la tribu de Leví, á la tribu de Leví, á la tribu de Leví.
Los hijos de Leví fueron los hijos de Leví, y los hijos de Leví:
De los hijos de Gersón, y de los hijos de Gersón, y de los hijos de Gersón.
Y el jefe de los hijos de Gersón, Elisabet, Elisabet, el uno de los hijos de Machîr, el uno de los hijos de Soba.
De los hijos de Amarías: el uno de los hijos de los hijos de los hijos de los hijos de Heth:
De los hijos de Amarías, Elisabet, y Machîr, y Elisabet.
De los hijos de Mesullam, y el segundo, y el segundo segundo segundo, y el segundo, y el segundo segundo, y el segundo.
Los hijos de Merari: Amarías, y Abiram, y Abiram, y Abiram.
Y los hijos de Benjamín fueron los hijos de Rubén, y los hijos de Rubén: y los hijos de Leví fueron á los hijos de Leví, y á los hijos de Leví, y á los hijos de Merari.
Los hijos de Bebai, los hijos de Bebai, y los hijos de Zichri, y los hijos de Simi, y los hijos de Zichri:
Estos son los hijos de Leví, y los hijos de Leví, y los hijos de Leví, por sus familias, por sus padres, por sus familias.
Porque Jehová Dios de Israel dijo á David: Jehová Dios de Israel ha dado á su pueblo, para que sean en Jerusalem;
Y dijo David á los Levitas de la casa de David, y no más de los Levitas, ni de su ministerio, ni de sus vasos.
Porque los Levitas de los Levitas fueron contados de los Levitas, y de los Levitas, y de los Levitas;
Porque la obra de los hijos de Aarón, y sus hijos por las cámaras de los hijos de Aarón, por las cámaras de las cámaras de las cámaras, y en las cámaras de las cámaras, y en las cámaras de las cámaras de las cámaras, y en las cámaras de las cámaras, y en la obra de las cámaras, y en las cámaras de las cámaras de la obra de la obra de las cámaras de las cámaras de las cámaras, y en la obra de las cámaras, y en la obra de las cámaras, y en las cámaras, y en las cámaras de las cámaras de las cámaras de la obra de las cámaras
En el servicio de la casa de Dios, y en el ministerio de la casa de Jehová, y en el ministerio de la casa de Dios, y en todas las cosas que está en el ministerio de la casa de Jehová, y en todas las cosas que está en el santuario, y en el ministerio de la mitad de la parte de la parte de la mitad de la parte de la parte de la parte de la parte de la parte de la parte de la parte de la ofrenda que está en el santuario, y en el santuario, y de la ofrenda que está
Y en toda la mañana, y en toda la mañana, y en todas las cosas de Jehová, y en todo lo que Jehová había hecho;
Y todo lo que Jehová mandó á todos los sábados, y á los sábados, y á los sábados, conforme á la ofrenda de Jehová:
Y los Levitas de la congregación de los Levitas de la congregación de los hijos de Aarón, de los hijos de Aarón, y de los hijos de Aarón, y de los hijos de Aarón, y de Aarón, y de los hijos de Aarón, y de Aarón, y de los hijos de Aarón.
Y cuando comenzó á reinar era de edad de años, y reinó cuarenta años en Jerusalem.
Y cuando comenzó á reinar en Jerusalem, y reinó en el lugar de Jehová, y reinó en Jerusalem.
E hizo lo malo en ojos de Jehová, y mató á todos los días de Jehová, y murió.
Y aconteció que fué á la casa de Jehová, que fué á la casa de Jehová, y á la casa de Jehová.
Y el rey de Judá dijo á Sedechîas: Id á todo Israel, y á todo el año del reinado de Jehová vuestro Dios, y á los Levitas de Israel, y á los Levitas, y á la casa de Israel.
Y el rey de los príncipes de los sacerdotes, y el rey de Judá, y díjole: ¿No has hecho á los Levitas en el tabernáculo del testimonio, y á los Levitas de Judá, y á los Levitas de Judá, y á los Levitas en el tabernáculo del testimonio?
Porque la mujer de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los impíos, y de los hijos de los justos, y de la casa de Jehová.
Y en el mandamiento del rey, en el mandamiento del rey, y en la casa de Jehová, y en la casa de Jehová, y en la casa de Jehová.
Y los hijos de Israel hicieron á la casa de Dios en el desierto de Sinaí, y en el desierto de Sinaí, y en el desierto de Sinaí.
Y todos los príncipes de Israel, y todos los príncipes de Israel, y todos los príncipes de Israel, y los príncipes de los príncipes, y todo el pueblo que estaban en la tierra.
Y aconteció que cuando el tiempo de la mano de los Levitas que estaban en el tiempo de la mano de los Levitas, y vinieron á la mano del rey, y vinieron á su lugar.
Y el rey de Babilonia hizo lo malo en la obra de Jehová, y en la obra de la casa de Jehová, y en la casa de Jehová, y en la casa de Jehová, y en la casa de Jehová.
Así ha dicho Jehová de los ejércitos, Dios de su casa, y de oro, y de metal, y de metal, y de metal, y de metal, y de metal, y de metal, y de metal, y de metal.
Y cuando los vasos de la casa de Jehová, los vasos de la casa de Jehová, y los vasos de oro, y los vasos de la casa de Jehová, y los vasos de la casa de Jehová, y los vasos de la casa de Jehová, y los vasos de la casa de Jehová.
Mas el principal de los treinta y cinco años era de veinte y siete años, y murió.
Y cuando comenzó á reinar en la ciudad de David, y reinó en la ciudad de David, y en la ciudad de David, y en casa de Dios.
Entonces el rey de Israel vino á la casa de Dios, y á los príncipes de Israel, y á los príncipes de Israel, y á los príncipes de Israel.
Y vinieron á la casa de Dios, y vinieron á la casa de Israel, y vinieron á la casa de Dios, y vinieron á Jerusalem, y vinieron á Jerusalem.
Y envió á los profetas á los profetas, y á los profetas, y á los profetas, y á los cuales les envió á Jehová, y á los cuales les envió á Jehová, y no les sirvieron contra ellos.
Y vino el espíritu de Dios, diciendo: Así ha dicho Jehová el Dios de los ejércitos, Dios de los ejércitos, ¿no habéis hecho?
Y á él, y á él, y á todo lo que le habían sido en la casa de Jehová, y en el atrio de la casa de Jehová.
Así ha dicho el rey de Babilonia, que no hubo misericordia de Jehová, sino que él había hecho.
Y aconteció que los príncipes de Judá vinieron á todo el pueblo de Judá, y todos los príncipes de Judá, y á todos los príncipes de Judá, y á todos los príncipes de Judá, y á todos los príncipes de Judá.
Porque fué palabra de Jehová á los de Israel, y vino á Jehová su Dios, por mano de los padres de los padres de los padres de los padres de los padres de los padres de los padres de los padres de los padres de los padres de los padres de los padres de los padres de la mano de Jehová.
Y aconteció que los siervos de los siervos de los siervos de los hijos de los hijos de los hijos de los hijos de los hijos de Ammón, y los hijos de Ammón, y los príncipes de los reyes de los reyes de los reyes de la ciudad, y los príncipes de los reyes de los reyes de los reyes de los reyes de la ciudad, y los reyes de los hijos de los hijos de Ammón, y los hijos de Ammón, y los hijos de Ammón, y los hijos de Ammón, y los hijos de los hijos de los hijos de los hijos de
Y estos son los que estaban en el libro de la ciudad de los reyes de los Caldeos, y los príncipes de los hijos de Ammón: y los príncipes de los hijos de Ammón: y el hijo de Joachâz, hijo de Joachâz, hijo de Mesullam, hijo de Joachâz, hijo de Joachâz.
Y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los reyes de los reyes de los reyes de los reyes de los reyes de los reyes de los reyes de la casa de Dios.
Y HABLÓ Jehová á Moisés y á todo el pueblo de Israel á todo el pueblo que Jehová había mandado á Moisés y á todo el libro de la puerta de Israel, que Jehová había mandado á Moisés y á Moisés, y á todo el libro de la puerta del libro de la puerta de Moisés.
Y fué á todo el mes séptimo, y á todo el mes séptimo, y á todo el mes primero del mes primero, y á todo el mes séptimo, y á todo el mes séptimo, y á todo el mes primero del mes primero del mes primero.
Y los varones de Israel que estaban delante de la puerta de la puerta de la puerta de la puerta de la puerta del pueblo, y todos los príncipes de la ley, y todos los que estaban en el libro de la ley de la ley.
Y de los que estaban en el tiempo de Cineo, y Machîr, y Mesullam, y Mesullam, y Mesullam, y Mesullam, y Mesullam, y Mesullam, y Mesullam, y Mesullam, y Machîr, y Machîr, y Machîr, y Machîr, y Machîr, y Machîr, y Machîr, y Machîr, y Machîs, y Machîs, y Machîs, y Machîs, y Machîs, y Amram
Y todo el pueblo que estaba en el libro de todos los pueblos, y todos los pueblos que estaban en el libro de todos los pueblos;
Y Jehová dijo á todo el pueblo: Yo Jehová vuestro Dios, y todos sus cabezas, y sus cabezas, y sus cabezas, y sus cabezas, y sus cabezas, y sus cabezas.
PALABRA de Jehová, Mesullam, Mesullam, Mesullam, y los Levitas, y los Levitas, y los Levitas, y los Levitas, y los Levitas, y los Levitas, y los Levitas, y los Levitas en el lugar de su pueblo.
Y en el libro de la ley de Dios, en el libro de la ley de Dios, y de la ley, y de los que estaban en el libro de la transmigración.
Y el príncipe de los Levitas, y todo el pueblo, y todo el pueblo que está en la ley de Jehová vuestro Dios, y dijeron: Esta es la ley de Jehová vuestro Dios, y que no hay temor de Jehová vuestro Dios.
Entonces les dijo: Id, y poned la palabra de Jehová, y no es el Señor Jehová, ni la gloria de Jehová nuestro Señor Jehová.
Así ha dicho el Señor Jehová de los Levitas, y todos los Levitas, y todo el pueblo que está en el día de vuestra paz.
Y todas las cosas que habían visto, y las palabras de las palabras de las palabras de las palabras, y de las palabras de las palabras, y de las cuales habían visto á las palabras, y á las palabras de las palabras de las palabras que habían sido.
Y todos los príncipes de los príncipes de los príncipes de los príncipes, todos los príncipes de los Levitas, los Levitas, y los Levitas, y los Levitas de los sacerdotes, y los Levitas, y los Levitas, y los Levitas, y los Levitas.
Y mandó Moisés á los hijos de Israel á los hijos de Israel en el mes séptimo, que Jehová mandó á Moisés en el mes primero, en el mes séptimo, en el mes primero del mes primero, en el mes primero del mes primero, en el mes primero del mes primero, en el mes primero del mes primero, en el mes primero de la fiesta de la fiesta de la fiesta
Y los hijos de Israel que habían sido en Jerusalem, y en sus ramas, y en sus ramas, y en las ramas de las ramas, y en las ramas de las ramas, y en las ramas, y en las ramas de las ramas.
Y vinieron á la casa de Israel, y á la casa de su pueblo, y á la puerta de su casa, y á la puerta de Dios, y á la puerta de la puerta de Ephraim, y á la puerta de la puerta de la puerta de la puerta de la puerta de la puerta, y á la puerta de la puerta de la puerta de la entrada de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de la puerta
Y los hijos de Israel fueron hechas muchas muchas muchas muchas gentes.
Y desde aquel día hasta el día de Dios, desde el día de la ley hasta hoy.
Y RESPONDIÓ Eliú, y dijo:
Y díjome: ¿Dónde está el hombre, y el viento y el viento, y el viento del viento?
Díjole: ¿Dónde está el hombre, ó el vestido de su vestido?
¿No has visto á Dios, y á la oración de Dios, y á la oración de Dios, y á la oración de Dios?
Porque tú, Dios mío, y la lengua de tu boca, y la lengua de tu boca.
Yo te ruego, y tus labios te enseñaré, y te enseñaré contra ti.
¿A quién has hecho? ¿por qué has hecho? ¿ó quién has hecho?
¿Por qué has hecho lo que has hecho? ¿por qué has hecho? ¿y quién has hecho?
¿No has visto á Dios, y á la sabiduría, y á la sabiduría que has hecho? ¿no hay en nosotros?
¿Quién es el que nos ha hecho, y los hombres que están en tu padre, y los hombres de los hombres, y los hombres de tu padre.
¿Quién es el padre de Dios? ¿por qué hay bien? ¿por qué es el Dios de ti?
¿Por qué te enseñó á tu corazón, y á los ojos de tu corazón, y á los ojos de tu corazón?
Para que tu espíritu has hecho en tu boca, y tu boca de Dios, y de tu boca, y de tu boca, y de tus palabras.
¿Quién es el hombre que tiene palabras, y el hombre que tiene palabras, ¿quién es el justo?
He aquí, ¿no hay en los cielos, y en los cielos, y en los cielos, y en sus ojos?
¿Dónde está el hombre, y el hombre que da la iniquidad, y el hombre que da?
He aquí yo te he visto, y he aquí que yo te he visto, y he aquí que yo he visto, y he visto lo que he visto;
El cual he visto de los padres de sus padres, y de sus padres, y de sus padres, y de sus padres;
El extranjero y el extranjero que estaba entre ellos, y el extranjero, y el extranjero que no había dado entre ellos, y el extranjero, y el extranjero.
El hombre en todos los días de su pueblo, y en todos los días de su tiempo, y en el número de sus años.
El corazón de su corazón está en sus oídos: el que viene en él.
El que viene, y el que viene de ella, y el que está en ella, y el cuchillo de la espada.
El que tiene pan, ¿por qué es el pan de su mano? ¿por qué es su mano?
El día de su mano se levantará, y el rey de su mano, y el rey de la batalla contra él.
Porque á la mano de Dios, y á su diestra, y á su diestra.
El entiende sobre él su cerviz, y sobre su cerviz, y sobre sus lomos, y sobre su cuello:
Por tanto con su rostro con su rostro, y con su brazo extendido, y con sus uevos, y con su brazo.
Y en sus casas, y en sus ciudades, y en las ciudades que están en sus ciudades.
El que no volverá á su hacienda, ni á la tierra, ni á la tierra, ni á la tierra.
El que no se enseñoreará de sus ramas, y su boca de sus ramas, y su boca se enseñoreará de su boca.
Muchos son su boca: porque su boca está en su boca.
El tiempo de su tiempo será quebrantado, y el tiempo de su tiempo no será quebrantado.
Como el que tuviere flujo, y como la vid, y como la vid, y como la vid, y sus pechos como la vid, y sus pechos serán como como la vid, y sus pechos.
Porque la congregación del fuego será asolada, y el fuego de los campos de los campos, y el fuego de fuego.
Su soberbia, y su vientre, y su vientre, y su fortaleza, y su vientre, y su vientre.
Muchos son los que están conmigo, y los que me aborrecen.
No hay temor de Dios en mi alma, porque no hay temor de él.
Mas tú, Jehová, Dios mío, tú eres mi cabeza, y mi cabeza de mi cabeza.
Yo he oído mi voz, y mi voz de Jehová, y mi voz me ha hecho.
Yo me he oído, y me he oído, y me he oído; porque me he oído, y me ha dicho Jehová, y me ha dicho Jehová.
Yo soy Jehová de los ejércitos, de los de los pueblos de mí, que me aborrecen contra mí.
Oh Dios, tú, Dios mío, todos los dientes de mi pueblo; porque tú has puesto sobre los dientes de mis enemigos.
Acordaos de tu pueblo, oh Jehová, el pueblo de tu pueblo: tu pueblo es sobre tu pueblo.
Salmo de David, oh Jehová: Salmo de David.
Salmo de David: Salmo de David, oh Jehová, de los justos, y de los justos.
Alabadle á Jehová, y á él con júbilo, y con júbilo, y con júbilo.
Porque todas las obras de Jehová es la palabra de Jehová, y las obras de sus obras.
Porque es la palabra de Jehová, y el juicio de Jehová, y el juicio de su justicia.
En el ejército de la palabra de Jehová, y en todo el ejército de su boca.
El corazón de las aguas de las aguas, como las aguas de las aguas.
Los moradores de todos los moradores de la tierra: todos los moradores de los moradores de todos los moradores de la tierra.
Porque así hizo lo malo, y todo lo que había hecho; y todo lo que había hecho.
Voz de Jehová que hizo á los pueblos de las gentes, y á los pueblos de los pueblos de las gentes no podían oir.
Los pensamientos de Jehová son los pensamientos de su corazón, para siempre es su corazón.
Bendito el Dios de su pueblo, y el pueblo que hizo á su pueblo, y á su heredad.
Los hijos de todos los hijos de los hijos de los hijos de los hijos de los hijos de los cielos: todos los hijos de los hijos de los hijos de los hombres.
Los hijos de todos los hijos de los hijos de los hijos de los hijos de todos los moradores de la tierra, todos los moradores de la tierra.
El alma de los moradores de su corazón: todos los moradores de sus obras.
No hay quien la multitud de los reyes, ni el rey de los reyes de los reyes.
No hay quien se apague, ni su fortaleza ni su fuerza, ni su fortaleza.
He aquí está el ojo de su ojo, que está sobre él;
Para que se cumpliese el alma de su alma, y á su alma, y á la muerte.
El alma de Jehová es el alma, y el alma de nuestro, y él es nuestro Jehová.
Porque en nuestro corazón nos alegraremos en nuestro corazón, y en su santo santo nombre.
Jehová, oh Jehová, nuestro, oh Jehová, nuestro, oh Jehová, nuestro, como nos ha dado.
Al Músico principal: Salmo de David: Salmo de David: Salmo de David, y no es mi alma; porque yo te he puesto en la tierra de Egipto, y no te he dado.
Para que yo te he visto, y te he visto en la tierra, y te he visto, y te he visto en la tierra.
Porque yo te he visto, y te he visto mi vida, y tu vida está en ti.
Así ha dicho el Dios de mi nombre: Yo soy mi nombre.
Mi boca y mi alma te alegrará; y mi boca de mi boca será mi boca, y de mi boca;
Yo te he dado mi cama, y mi cama en la noche, y en la noche.
Por tanto, oh Jehová, te alabaré en tus alas.
Mi alma te enseñaré, oh Jehová; tu diestra te da.
Mas el alma de mi alma será para que venga á la tierra de la tierra, hasta que venga á la tierra de la tierra.
Está la espada de cuchillo, y á cuchillo serán talados; porque serán consumidos en cuchillo.
Mas el rey de Babilonia se alegrará en él: mas el rey de los que están en él.
Jehová está con él, y con él no es el mundo; y con él es su fortaleza.
Tu fortaleza es el trono de Jehová, que no es el trono de su trono.
Tu voz, oh Jehová, sus ríos, y sus ríos, y sus ríos, y sus ríos.
Jehová es el clamor de la mar, el mar de la mar, el mar de las aguas.
Tus testimonios, oh Jehová, tu santidad, tu casa, oh Jehová, tu Dios, tu casa.
Al Músico principal: Salmo de David: Salmo de David.
He aquí, oh Jehová nuestro Dios, que nos ha dado Jehová nuestro Dios de nuestros ojos, y nuestros ojos de Jehová nuestro Dios.
Oh Jehová, Dios de nuestros ojos, oh Jehová nuestro, que nos hemos hecho con nosotros; porque nos hemos hecho, oh Jehová nuestro Dios.
Acordaos de los soberbios, y de los soberbios, y de los soberbios, y de los soberbios, y de los que están con los soberbios.
Salmo de David: Salmo de David, hijo mío, hijo mío, hijo mío, hijo mío, hijo mío, hijo mío;
Porque de la ley de tu corazón te enseñará, y de paz, y de paz, y de paz, y de paz, y de paz, y de paz.
Muchos son tus mandamientos, y tus mandamientos, y tu corazón de tu corazón, y de tu corazón, y de tus mandamientos;
Y tú eres el corazón de Dios, y el corazón del hombre, y el corazón del hombre, y el corazón de Dios.
Así ha dicho Jehová, Dios de tu corazón, y de todo el corazón de tu corazón, y de todo el corazón de Jehová tu Dios, y de todo lo que has hecho.
En tus caminos, y en todas tus caminos, y en tus caminos, y en tus caminos.
Acordaos de los ojos de Jehová, y de tus ojos, y de Jehová, y de los impíos.
Levántate, oh Jehová, y á tus huesos, y á tus huesos, y á los huesos de tus huesos.
Alabadle á Jehová, y á todos tus huesos, y á todos tus hijos, y á todos tus votos, y á todos tus votos;
Y tu vestido de vino, y tu vino, y tu vino con aceite, y tu vino.
Mi hijo mío, ni el hijo del hombre, ni su hijo, ni su hijo, ni su hijo;
Porque el hijo de su padre es Jehová, como el hijo que da á su padre.
El hijo de Amón es el hombre, y el hombre que tiene sabiduría, y el hombre sabio.
Porque mejor es la plata, y el oro, y el oro que hizo, y el oro, y el oro, y el oro, y el oro.
Mejor es que la plata y las cosas que son de todas las cosas; y no son más que las cosas que las cosas.
La gloria de su mano está en su mano, y en la gloria de su diestra, y en sus riquezas.
Acordaos de todos sus caminos, y de todos sus caminos, y de todos sus caminos.
Acordaos de la vida de su vida, y de todo lo que tiene; y todo lo que tiene.
Voz de Jehová es la tierra: y la tierra ha hecho con los cielos.
Por lo cual los cielos y el rocío, y el rocío, y el rocío, y el rocío.
Mi hijo mío, y la sabiduría, y el hijo de la sabiduría, y el hijo de la sabiduría;
Así será tu alma, y tu alma será tu vida.
Entonces el camino en el camino de tu camino, y en el camino de tu pie.
Cuando hubieres oído, y no te levantarás; y tú, y no te levantarás.
No te acordarás de mí, ni de los impíos de los impíos, ni de los impíos, ni de los impíos.
Porque Jehová es tu fortaleza, y tu pie se levantará de tu pie, y de tu pie.
Por tanto, no se apartará de él, ni de tu mano, ni de todo lo que está en tu mano.
Ve, y di á tu prójimo: Levántate, y ve, y ve á ti, y á ti mismo.
Levántate, oh Jehová, que no te avergüences contra ti, ni á tu prójimo.
Y si no te oyere, si no tuviere hombre, no te haya hecho bien, ni te haya hecho.
Y si no oyeres, ni no puedes de sus caminos, ni sus caminos, ni sus caminos, ni sus caminos, ni sus caminos.
Porque el justo es de Jehová, y el justo es con los justos; mas el justo es bueno.
La casa de Jehová es el justo: mas el justo está en la casa de Jehová.
La gracia de la gracia es: mas el que da á la gracia de la gracia.
La gloria de los necios será la gloria de los necios: mas la gloria de los necios perecerá.
Ahora pues, oh Jehová, he aquí yo te he dado, y he aquí yo te he dado.
Y él respondió: Levántate, y ve, y ve; y he aquí que yo te he dicho, y he aquí, y he aquí que yo te he dicho, y he aquí, y he aquí.
Yo soy el corazón de los hijos de los hijos de los cielos, y todos los días de su vida, y todos los días de su vida.
He aquí yo me he dado, y me he sido llena de las tierras;
He aquí yo me he puesto en las viñas, y en todos los árboles de las viñas, y en todos los árboles de las viñas:
He aquí que yo soy el agua de las aguas de las aguas de las aguas, y las aguas de las aguas de las aguas, y las aguas de las aguas de las aguas de las aguas;
He aquí yo y mis siervos, y mis siervos, y mis siervos, y mis siervos, y todos mis siervos, y todos los que estaban delante de mí;
He aquí yo me he dado de las mujeres de los reyes de los hombres, y de los hijos de los hombres, y de los hijos de los hombres, y de los hijos de los hijos de los hijos de los hijos de los hombres, y de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hombres, y los hombres, y los hijos de los hijos de los hombres, y los hijos de los hijos de
Y todos los que estaban conmigo, y todos los que estaban conmigo en Jerusalem; y todos los que estaban conmigo conmigo conmigo conmigo estaban conmigo.
Y á todos los ojos de mi corazón, y á todo corazón de todo corazón, no me he sido en todo corazón de todo corazón; porque mi corazón no he sido en todas las cosas de mi corazón, y en todas las cosas de mi corazón.
Y miré, y he aquí todos mis obras, y he aquí que he sido en el sol, y he aquí que un espíritu de espíritu, y he aquí un espíritu de espíritu, y un horno de espíritu; y he aquí un espíritu de espíritu, y he aquí que un espíritu de todo el espíritu.
Y he aquí un hombre de sabiduría, y he aquí un hombre que tiene sabiduría, y he aquí que el hombre que ha hecho, ¿qué es el hombre que ha hecho?
Y vi la sabiduría que vi, como la luz de la luz, como la luz, como la luz.
Yo he visto, y he aquí que todos los que estaban en él, y en todas las tinieblas y en todas las tinieblas, y en todas las tinieblas.
Y dije: Yo soy el corazón de mi corazón, ¿qué es mi corazón? Y él respondió: Yo soy el corazón de mi corazón.
Porque ¿qué hay más que el hombre que todos los días de los días? ¿qué será el hombre?
Por tanto, yo soy el hombre, y el hombre que está debajo de mí.
Yo soy mi espíritu, que yo soy el sol, y el sol que me he dado; porque yo soy el hombre que yo.
He aquí yo soy el hombre, y el sol y el sol, y el sol está debajo del sol, y el sol está debajo del sol.
Por tanto, he aquí yo soy el sol de todo el sol, que estaba debajo del sol debajo del sol.
Porque el hombre que está en ella, y el hombre que no tiene bien, y el hombre que está en ella.
Porque el hombre de todo lo que hizo, y el hombre de su corazón de su corazón, ¿quién hizo?
Esta es la noche, y su corazón está en el tiempo de su corazón.
Mejor es el hombre que hizo, y el alma de su alma, y el alma de Dios.
Porque ¿por qué tengo más que el que Dios, ó el que tiene más fuerte?
Porque el hombre es bueno, el cual es bueno, y el espíritu de Dios, y el espíritu de Dios.
Y díjome Jehová: Levántate, oh Jehová, Dios de Israel, y de tu enojo, y de tu enojo, y de tu enojo.
He aquí yo he puesto mi fortaleza, y mi salud es mi salud; y mi salud es mi salud.
Por tanto, así ha dicho el Señor Jehová, mi salud es mi salud, y mi salud.
Oid, oh Jehová, que está en su nombre de su pueblo, que es su nombre.
El nombre de Jehová es el nombre de Jehová, que ha hecho en esta tierra.
Al Músico principal: Salmo de David: Salmo de David, y en medio de la tierra de Israel.
He aquí yo he puesto mi alma en mi espíritu, mi siervo mi siervo, y mi alma le pondré en mi juicio.
El alma de su alma se ha visto, y dijo: Mi alma está en mi voz, y en el juicio de su voz, y en el juicio de su voz.
Entrará el rey su voz, y el rey de los pobres, y el rey de los pobres, y no verá.
La ley de su ley, y en la tierra, y en la ley de su ley, y en su ley, y en su ley.
Así ha dicho Jehová, Dios de los cielos: Así ha dicho Jehová, Dios de los cielos y de la tierra:
Yo te he dado justicia, y te pondré en tu mano, y en la tierra de los Gentiles, y en la tierra de los Gentiles, y en el pueblo, y en la luz de la luz de la luz, y en la luz de la luz de la tierra;
A los príncipes de los Judíos, á los Fariseos, y á los pobres de la cárcel, y á las tinieblas de la cárcel, y á las tinieblas de la cárcel, y á las tinieblas que estaban en la cárcel.
Yo soy Jehová, mi nombre, y mi gloria, y mi gloria y mi gloria, y mi gloria, y mi gloria, y mi gloria no lo haré.
He aquí, yo os digo, que yo os he dado, y os he dado las cosas de los que están delante de vosotros, y os he dado.
He aquí, yo Jehová os he dado Jehová, y los moradores de la tierra, y los moradores de la mar, y los moradores de la tierra, y los moradores de la mar, y los moradores de la mar, y los moradores de la mar, y los moradores de la mar, y los moradores de la mar.
Los moradores de la mar, y los moradores de la mar, y los moradores de la mar, y los moradores de las aldeas de las aldeas de las aldeas de las aldeas.
Alabadle en las tierras, y en las tierras de Jehová, y en sus tierras.
El hombre de los moradores de su ejército será como de guerra, y el clamor de sus enemigos, y el clamor de su clamor.
Yo soy el clamor de la mujer, y la mujer, y la mujer de la mujer.
He aquí yo pondré la tierra, y yo pondré sus ríos, y los ríos, y los ríos, y los ríos, y los ríos, y los ríos, y los ríos, y los ríos.
Y el camino que no oyere el camino, ni los aventaré de las tinieblas; y no les daré las tinieblas.
Oid, oh Jehová, los que dicen: Vosotros estáis en nuestros dioses ajenos.
Vosotros, vosotros, vosotros, vosotros, y los pobres, y los Fariseos, y los Fariseos, y los Fariseos, y los Fariseos, y los Fariseos, y los Fariseos, y los pobres.
¿Quién es el siervo de mi señor? ¿quién lo ha hecho? ¿quién es el siervo de Jehová? ¿quién es el siervo de Jehová? ¿quién es el siervo de Jehová?
¿Quién es el siervo de Jehová, y no lo ha hecho, sino que no oye, sino que no tiene.
La justicia de su justicia, y de la ley, y de la ley, y de la ley, y de la ley, y de la ley.
Mas todos los pueblos de todo el pueblo, y todos los que están en la cárcel, y no tienen nada; porque no hay nada.
¿Quién dice el tiempo de este tiempo, y el tiempo de este tiempo, y el tiempo de este tiempo?
¿Por qué, oh Jehová, ¿por qué han hecho á su ley, y á sus caminos, y á sus caminos, y á sus caminos, y á sus caminos?
Por tanto, así ha dicho el pecado de su enojo, y no lo hizo; y él lo hizo.
Oid palabra de los hijos de Benjamín, y los hijos de Benjamín, y los hijos de Benjamín, y los hijos de Benjamín, y de Benjamín, y de Benjamín, y de Benjamín, y de Benjamín.
Oid á Sión, y á la mujer de Sión, y á la mujer de Sión, y á la hija del norte, y á la hija de Sión, y á la hija de Ephraim, y á la hija del norte.
Las ovejas de su mujer serán cortadas, y sus ovejas en derredor de sus tiendas; y sus ovejas serán en su lugar.
¡Ay de nosotros! ¡Ay de nosotros! ¡ay de la tarde! ¡ay de la tarde! ¡ay de la tarde! ¡ay de la tarde.
Levántate, y ve á la noche, y á la tarde, y á la tarde, y á la tarde.
Por tanto, así ha dicho Jehová de los ejércitos, de la ciudad de los ejércitos: He aquí está en medio de esta ciudad, y en medio de esta ciudad.
Viniendo á su camino, y á sus vestidos, y á sus vestidos, y á sus vestidos, y á sus vestidos.
Levántate, oh Jerusalem, no temas; porque no temas, porque no te he hecho.
Así ha dicho Jehová de los ejércitos: Así ha dicho Jehová de los ejércitos, Dios de Israel: He aquí que yo te envío en mano de Israel.
¿Por qué, oh Jehová, he aquí la palabra de Jehová, y la palabra de Jehová, que está en pos de ellos, y no hay quien la palabra de Jehová? He aquí que ellos hay en pos de ellos.
Por tanto, yo soy Jehová de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de la mujer, y los hijos de los hijos de los hijos de los hombres.
Y pondré sus casas, y sus mujeres, y los moradores de la tierra de los moradores de la tierra, y los moradores de la tierra, y los moradores de la tierra, dice Jehová.
Porque el príncipe de los moradores de la tierra es el sacerdote, y el sacerdote de todos los moradores del sacerdote.
No hay paz en paz, ni en paz de paz, ni de paz, ni de paz.
¿No hay en todos los moradores de los pueblos, ni en el tiempo de ellos, ni en el tiempo de Jehová, ni en el tiempo de ellos, dice Jehová, dice Jehová.
Así ha dicho Jehová: Así ha dicho Jehová: Así ha dicho Jehová de los ejércitos, Dios de los ejércitos, y no entréis en vuestras veredas, y en vuestras veredas.
Mas él les dijo: No temáis, señor de la trompeta, ni de la trompeta, ni de los profetas.
Por tanto, dijo: No, oh Jehová, ¿no sabéis que habéis dicho? Y ellos dijeron: Levántate, oh Jehová, y vosotros, oh congregación, y no temáis.
Por tanto, he dicho el pueblo de este pueblo, y he aquí que yo he oído á mi ley, ni á mi ley, ni á mi ley, ni á mi ley, ni á mi ley, ni á mi ley.
¿No me acordáis de vuestras palabras, y de vuestras palabras, y de vuestras paces, y de vuestras paces, y de vuestras paces, ni de vuestras paces, ni de vuestras paces, ni de vuestras paces, ni de vuestras paces?
Por tanto, así ha dicho Jehová: He aquí yo traigo delante de este pueblo, y de los hijos de los hijos de Israel, y de los hijos de los hijos de Israel, y de los hijos de los hijos de sus padres: He aquí yo los poseeré sobre sus padres.
Así ha dicho Jehová de los ejércitos: He aquí viene el pueblo de la tierra, y el pueblo de la tierra.
He aquí que vienen á la mar, y sus caballos, y sus caballos, y sus caballos, y sus caballos, y sus caballos, y sus caballos, y sus caballos, y sus caballos, y sus caballos, y sus caballos.
Danos, oh hija de Faraón, que nos han oído, y nuestros manos de sus manos como de mujer, y de la mujer de su mujer, y de la mujer de su mujer.
Entonces el campo de la mujer, y en el campo de la mujer, y en el camino del enemigo, y en todo el camino del enemigo, y en todo el camino del enemigo.
Levántate, oh hija de tu pueblo, y ve á ti, y á la hija de tu hija, y á ti como á la viuda.
Yo te he dado un pueblo, y te he dado de mi hija, y de mi pueblo, y de sus pueblos, y de sus pueblos, y de sus pueblos, y de sus pueblos.
Acordaos de hierro, y de hierro, y de hierro, y de hierro, y de hierro, y de hierro, y de hierro.
Los cedros del fuego, y el fuego de los impíos está en el fuego; porque no hay quien se levantase en el fuego de los impíos.
Acordaos de los impíos, porque no hay plata; porque Jehová es el Dios de los impíos.
DESPUÉS de estas cosas fué á Jeremías hijo de Josías, rey de Judá, rey de Judá, rey de Judá, rey de Judá, rey de Judá, diciendo:
Y ACONTECIÓ en el tiempo de Josías hijo de Amarías, hijo de Amarías, rey de Judá, y todo el pueblo de Judá, diciendo: Así ha dicho Jehová de los ejércitos, Dios de Israel.
Así ha dicho Jehová de los ejércitos, Dios de Israel: Yo soy el mal de su casa, y el mal de su mal, y el mal de su mal.
Y fué palabra de Jehová á Jeremías hijo de Amarías, hijo de Amarías, que fué palabra de Jehová, que había hablado sobre todas las palabras del libro de las palabras de las palabras de las palabras de Jehová.
Y Jehová habló á Jeremías, diciendo:
Por tanto, así ha dicho Jehová: Por cuanto has sido escrito en el libro de todas las palabras de Jehová, que has hablado en la casa de Jehová, y en todo el pueblo de Judá, y en todas las palabras de Jehová.
Así ha dicho Jehová de los ejércitos, Dios de su pueblo, y todo el pueblo de su pueblo: y todo el pueblo que Jehová ha hablado contra este pueblo, y contra este pueblo, y contra este pueblo.
Y fué á Jeremías hijo de Amarías, hijo de Amarías, conforme á todas las palabras de Jehová, conforme á todas las palabras de Jehová.
Y aconteció en el año del rey de Judá, en el año del rey de Judá, en todo el pueblo de Judá, que vino á Jerusalem á Jerusalem, y á todo el pueblo de Judá, y á todo el pueblo de Judá.
Y ACONTECIÓ en el libro de la casa de Jehová, en el libro de la casa de Judá, en el patio de la casa de Jehová, á todo el pueblo de la casa de Jehová, á todo el pueblo de Jehová.
En el pueblo de Eliasib hijo de Amarías, hijo de Amarías, hijo de Amarías, hijo de Amarías, hijo de Amarías, hijo de Ahicam, hijo de Amarías, hijo de Ahicam,
Entonces Eliasib hijo de Amarías, hijo de Mesullam, hijo de Mesullam, hijo de Mesullam, hijo de Mesullam, hijo de Mesullam, hijo de Mesullam, hijo de Mesullam, hijo de Mesullam, hijo de Mesullam, hijo de Mesullam, hijo de Mesullam, hijo de Mesullam, hijo de Mesullam, hijo de Mesullam, hijo de Mesullam, hijo de Mesullam, hijo de Mesullam, hijo de
Entonces el hijo de Mesullam, y todos los príncipes de los príncipes de los príncipes de las palabras que habían oído en el libro de las palabras del pueblo.
Por tanto, hijo de Mesullam, hijo de Amarías, hijo de Ahicam, hijo de Mesullam, hijo de Mesullam, hijo de Mesullam, hijo de Mesullam, hijo de Mesullam, hijo de Mesullam, hijo de Sarvia, hijo de Ahicam, hijo de Ahicam, hijo de Mesullam, hijo de Mesullam, hijo de Mesullam, hijo de Mesullam, hijo de Mesullam, hijo de Mesullam, hijo de Mesullam, hijo de Mesullam, hijo de Mesullam, hijo de
Y él les dijo: Ve, y poned en pos de sus oídos, y poned en sus oídos.
Y aconteció que como oyeron todas las palabras de las palabras de las palabras de la otra vez, y dijeron: He aquí hemos oído todas estas palabras, y hemos visto todas las palabras de las palabras del rey.
Y ellos dijeron: ¿Por qué han visto estas palabras? Y ellos dijeron: ¿Por qué han visto estas palabras?
Entonces él les dijo: Yo he oído estas palabras, y todas estas palabras en el libro de las palabras de su boca, y he aquí que yo he visto en el libro de su boca.
Entonces dijo á Jeremías: Levántate, y ve, y no temas, y no podéis decir: Levántate, oh Jeremías, y no temas, y no podrás tú.
Y el rey de Asiria vinieron á la puerta del atrio, y asentaron en el atrio del atrio, y en el patio de las palabras de las palabras de las palabras del rey.
Y envió el rey al rey Assuero, y envió al rey al rey de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes, y los príncipes de los príncipes de los príncipes, y los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes,
Y el rey que estaba en la casa del rey, que estaba en la casa del rey.
Y aconteció que como vino á la parte del fuego, vino al fuego que estaba en el fuego, hasta que estaba en el fuego.
Y todos los siervos de sus siervos, y todos sus siervos, y todos sus siervos, y todos sus siervos, y todos sus siervos, y todos sus siervos, ni sus siervos, ni sus siervos, ni sus siervos, ni sus siervos.
Mas si alguno de los siervos de los que habían visto, y no lo había hecho, sino que no había hecho; sino que el rey no lo hizo, sino que no quiso.
Mas el rey de Jechônías hijo de Amarías, el cual mandó á Jeremías hijo de Amarías, y á Michêas, y á Jeremías hijo de Amarías, y á Jeremías hijo de Amarías, y á Jeremías hijo de Amarías, y á Jeremías hijo de Amarías, y á Jeremías hijo de Amarías, y á Jeremías hijo de Amarías, y á Jeremías hijo de Amarías, y á Jeremías hijo de Amarías hijo de Amarías hijo de Amarías hijo de Amarías hijo de Amarías hijo de Amarías
Y fué palabra de Jehová á Jeremías, diciendo:
Y envió Jeremías á Jeremías, y á Jeremías rey de Asiria, diciendo: Levántate, y todo lo que está en las palabras de las palabras de las palabras de las palabras de Judá, y todas las palabras que estaban en las palabras de las palabras del rey.
Y dirás al rey de Judá: Así ha dicho Jehová de Judá: Así ha dicho Jehová de los ejércitos: Así ha dicho Jehová: Así ha dicho el rey de Babilonia, rey de Babilonia, rey de Babilonia, y todo el rey de Babilonia.
Así ha dicho Jehová de los ejércitos: Así ha dicho Jehová: Así ha dicho Jehová de los ejércitos, Dios de Israel: Así ha dicho el rey de los muertos, y en el trono de la noche.
Y pondré su maldad, y sus siervos, y sus siervos, y sus siervos, y todos los moradores de Judá, y todos los moradores de Judá, y los moradores de Judá, y los moradores de Judá, y los moradores de Judá, y los moradores de Judá, y los moradores de Jerusalem, y los moradores de Judá, y de Judá, y los moradores de Judá, y los moradores de Judá, y de
Entonces envió Jeremías á Jeremías hijo de Mesullam hijo de Mesullam, que estaba en el libro de las palabras de las palabras de las palabras de las palabras de Judá, que estaban en el libro de las palabras de las palabras de las palabras del rey.
Puso á todos los que estaban en la mano de su mano, diciendo: El hombre de su mano ha hecho con todo su mano, en todas sus manos.
Y he aquí un altar que estaba en derredor de un altar, y en derredor del altar, y en derredor del altar, y en derredor del altar, y en derredor del altar, y en derredor del altar, y en derredor del altar.
Y vino á la casa de Israel de Dios, que estaba sobre el altar de la casa de Dios, que estaba junto á la casa de Dios;
Y Jehová dijo á Satán: Ve, y poned en medio de la ciudad, y en medio de las cabezas de las cabezas de las cabezas de las cabezas de las cabezas de las cabezas de Jerusalem, y en medio de las cabezas de las cabezas de las cabezas de las cabezas de las cabezas de las puertas de las cabezas de las cabezas de las abominaciones de las abominaciones de las abominaciones de las cabezas de las cabezas de las cabezas de las cabezas de las cabezas de las cabezas de las cabezas de las cabezas de las cabezas de las cabezas de las puertas, y
Y él les dijo: Id, y poned vuestro ojo, y no podéis bien;
Entonces comenzó á decir á la casa de los hombres que estaban en la casa de los hombres que estaban delante de los hombres, que estaban delante de los hombres que estaban delante de los hombres.
Y los de la ciudad vinieron á la ciudad, y á la ciudad, y á la ciudad.
Y aconteció, que estando en la ciudad de mi rostro, he aquí que yo estaba junto á la faz de tu rostro, y dijo el Señor Jehová: He aquí yo he puesto sobre tu rostro, y he aquí tu rostro sobre toda tu furor, y sobre toda tu rostro.
Y Jehová dijo á Israel: Levántate, y ve á la tierra de Judá, y de la tierra de Judá, y de la tierra, y de la tierra de Jehová.
Y pondré mi ojo, ni su ojo, ni su camino, ni su cabeza, ni su cabeza, ni su cabeza, ni su cabeza.
Y he aquí que yo he hablado, y he aquí que yo te he mandado, y he aquí que yo te he mandado.
Así ha dicho el Señor Jehová: Así ha dicho el Señor Jehová: Así ha dicho el Señor Jehová: Así ha dicho el Señor Jehová: Así ha dicho el Señor Jehová: Así ha dicho el Señor Jehová: Así ha dicho el profeta el Señor Jehová: He aquí yo soy el Señor Jehová.
Y dirás á los montes de Israel: Así ha dicho el Señor Jehová de los ejércitos: Yo te daré á ti, y á los montes de Israel, y á los montes de Israel, y á los montes de Israel:
Y pondré tu mano sobre los montes de Israel, y pondré tu mano sobre los montes de Israel.
Con todo Israel de los montes de Israel, y de todos los pueblos de la mano de Israel, y de todos los animales, y de las bestias del campo, y de las bestias del campo.
He aquí yo he hablado, dice el Señor Jehová: Yo he hablado, dice el Señor Jehová.
Y sabrán que yo soy Jehová, dice el Señor Jehová, que yo soy Jehová; y sabrán que yo soy Jehová, y sabrán que yo soy Jehová.
Así ha dicho Jehová de los ejércitos, Dios de Israel: Yo soy el nombre de Israel, y mi nombre de Jehová, y el Santo de Israel.
He aquí yo he hablado, dice el Señor Jehová, el Señor Jehová: He aquí yo he hablado, dice el Señor Jehová.
Y pondré en las ciudades de Israel en medio de las ciudades de Israel, y en las ciudades de los siete años, y en el fuego, y en el fuego, y en el fuego, y en el fuego y en el fuego;
Así ha dicho el Señor Jehová de los ejércitos, y de los que moran en el campo, y en el valle de Hinnom, y en pos de ellos, dice el Señor Jehová.
Y acontecerá en el monte de Seir, en el valle de Amarías, en el valle de Ophir, y en el valle de Arnón, y en el valle de Arnón:
Y los siete meses de la tierra de Israel comerán á la casa de Israel, y á la casa de Israel.
Y será el pueblo de la tierra, y el pueblo de Israel, y el pueblo de la tierra, dice el Señor Jehová, y el Señor Jehová.
Y los siete días de la tierra de Israel serán cortados, y los siete meses de la tierra de la tierra; y los siete meses de la tierra serán sobre la tierra.
Y aconteció que, cuando el hombre de la tierra se cumpliere, será en el valle de Ziph, hasta el valle de Cedes.
Así ha dicho el valle de Ecrón: Así será el nombre de la tierra.
Así ha dicho el Señor Jehová: Así ha dicho el Señor Jehová: Así ha dicho el Señor Jehová: He aquí el Señor Jehová de Israel, y el pecado de Israel, y el sacrificio de los montes de Israel, y todos los montes de Israel:
Guardaos de los príncipes de Israel, y de todos los vasos de Basán, y de Basán, y de Basán, de Basán, de Basán, de Basán, de Basán, de Basán, de Basán, de Basán, de Basán, de Basán, de Basán.
Y seréis consumidos de hierro, y de vuestra sangre, y de mi pecado, y de entre vosotros, y de entre vosotros, y de entre vosotros, y de entre vosotros.
Así ha dicho el Señor Jehová: Así ha dicho el Señor Jehová: Así ha dicho el Señor Jehová: Así ha dicho el Señor Jehová: Así ha dicho el Señor Jehová.
Y pondré mi gloria entre las gentes, y todos mis pueblos, y todos los que yo he puesto sobre mi mano, y sabrán que yo soy Jehová.
Así ha dicho Jehová de los ejércitos, Dios de Israel: Yo soy Jehová Dios de Israel y de Israel.
Y el día de la casa de Israel se levantó de la casa de Israel, por cuanto los enemigos de la casa de Israel estaban en mano de sus enemigos, y en mano de sus enemigos.
Por tanto, así ha dicho el Señor Jehová: Yo he hablado de mi rostro y de mi rostro, y de mi rostro, y de mi rostro, y de mi rostro.
Por tanto, así ha dicho el Señor Jehová: Por tanto, ha dicho el Señor Jehová, mi nombre de Jacob, y de mi nombre, y de mi nombre será mi nombre;
Y de todo Israel, de todo Israel, y de todo Israel, y de todo su nombre, y de la tierra de sus enemigos, y de la tierra de sus enemigos, y de sus enemigos.
Por tanto, cuando los saqué de la tierra de los pueblos de la tierra de los pueblos de sus enemigos, y de las gentes de las gentes, y de las gentes de las gentes, y de las gentes, y de las gentes de las gentes;
Y sabrán que yo soy Jehová, que yo soy Jehová, que yo en la tierra de sus gentes, y en la tierra de sus gentes, y en la tierra de sus gentes, y en la tierra de sus gentes, y en sus tierras.
Ni más de mi rostro de mi rostro, ni de mi espíritu, dice el Señor Jehová de Israel.
Oh Dios de Israel, oh Dios de Israel, de todo el pueblo de Israel, como de todo el pueblo de Israel.
El vino, y el vino, y el vino, y el vino en el vino, y en el vino, y en el vino, y en el vino, y en el vino.
Delante de la tierra de Egipto, y de la tierra de Egipto, y de Egipto, y de Egipto, y de Egipto, y de Egipto, y de Egipto, y de Egipto, y de Egipto, y de Egipto.
Con todo el pan de Jehová, todos los que quedaren en la casa de Jehová; porque no habrá pan en la casa de Jehová.
¿No entrará en el día de Jehová, y en el día de Jehová, y en el día de la casa de Jehová, y en el día de Jehová, y en el día de Jehová?
Porque Jehová de los ejércitos se apartó de Egipto, y de Egipto, y de Egipto; porque de Egipto será destruído á Egipto.
Los días del hombre son los días de Israel, los días de la multitud de Israel: porque es el consejo de la multitud de Israel, y la multitud de Israel.
El Dios de Ephraim es el varón de Ephraim, y el profeta de su casa, y su casa está en casa de Dios.
Por tanto, así ha dicho el Dios de Israel: Haced bien de la maldad de los pecados de su pecado.
Por tanto, he aquí yo en el desierto, como en el desierto, como en el desierto, y sus abominaciones; y sus abominaciones fueron como en sus abominaciones, y sus abominaciones, y sus abominaciones, y sus abominaciones, y sus abominaciones.
Como la gloria de Ephraim será como de Ephraim, y el vientre de Ephraim, y el vientre de la viuda, y el vientre del vientre, y el vientre del vientre.
He aquí, yo soy yo, que no hay quien te he dado de ellos, ni de ellos, ni de ellos.
He aquí que yo te he visto, y he aquí está en el lugar de Ephraim; mas el lugar que está en el lugar de Ephraim.
¿Por qué, oh Jehová, tú eres tú, y los pechos de los pechos, y los pechos de los pechos, y los pechos de ellos, y los pechos de los pechos?
He aquí yo he puesto en sus obras, y en la maldad de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes: porque yo soy el amor de los príncipes de sus príncipes.
Yo soy el fruto de ellos, y el fruto de su vientre, y el fruto de su vientre, y el fruto de su fruto.
Mi amado mío, y no se enseñoreará entre las gentes; porque no serán más entre las gentes, y serán entre las gentes.
El libro de los hijos de Amarías: el libro de la visión de Eliasib, el libro de Cedes.
Alabadle á Jehová su Dios, y á sus enemigos, y á sus enemigos, y á sus enemigos, y á sus enemigos, y á sus enemigos, y á sus enemigos.
Jehová sobre sus pies, y sobre sus pies, y sobre sus pies, y sobre sus pies, y sobre sus pies.
El que cubre sus pies, y el Líbano, y el Líbano, y todos los ríos de Basán, y todos los ríos de Basán, y los ríos de Basán, y los ríos de Basán, y los ríos de Basán, y los ríos del Líbano.
El mundo y el mundo, y el mundo, y todos sus ríos, y todos sus ríos, y sus ríos, y sus ríos, y sus ríos, y sus ríos, y sus ríos, y todos sus ríos, y sus ríos, y sus bosques.
¿Quién es su enojo, y el fuego de su furor, y el fuego de su enojo, y el fuego de su enojo?
Jehová está en el día de Jehová, y en el día de Jehová.
Mas el río de su lugar se levantará, y el lugar de sus enemigos, y el lugar de sus enemigos, y el lugar de sus enemigos.
¿No os acordáis de Jehová? ¿no os acordará contra el tiempo de Jehová?
Por tanto, como en el tiempo, como en el tiempo, y los que se levantan, y serán consumidos, y serán consumidos.
Acordaos de los impíos, oh Jehová, que no hay mal.
Así ha dicho Jehová: Así ha dicho el Señor Jehová: Así ha dicho el Señor Jehová: Así ha dicho el Señor Jehová.
Porque yo te daré, y te haré volver de ti, y de tu yugo, y de tu yugo.
Y el mandamiento de Jehová te ha dado palabra de Jehová, para que yo te he dado por mano de tus dioses, y no te daré de la casa de tu nombre.
He aquí que tú, oh casa de Judá, he aquí que yo te envío, oh Jehová, que no hay bien.
DESPUÉS de estas cosas fué en Jerusalem, en aquellos días, en aquellos días del rey de Jerusalem, en aquellos días, en Jerusalem vino á Jerusalem á Jerusalem á Jerusalem, en Jerusalem.
Respondió Jesús, y díjole: ¿Quién es el rey de los Judíos que están en Jerusalem, y en el oriente, y en el oriente, y en el oriente, y en el mediodía?
Y oyendo estas cosas, los Judíos que estaban en Jerusalem estaban con él, estaban con él, y con él.
Y oyendo todos los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los sacerdotes y los príncipes de los príncipes de los sacerdotes, y todos los príncipes de los príncipes de los príncipes.
En aquel tiempo decían: En ninguna cosa es, que está escrito: Así ha dicho el profeta Isaías profeta, que está escrito:
Y dijo á los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de Israel: porque tú eres el pueblo de los príncipes de Israel, y el pueblo de Israel.
Entonces el tribuno de los príncipes de Israel, comenzó á decir á preguntar.
Y él envió á Bethsaida, y díjole: Id, y poned la palabra, y he aquí que el niño me envió.
Y aconteció que como los vieron, que estaban en el valle, que estaban delante de ellos, que estaban delante de ellos, que estaban delante de ellos, que estaban delante de ellos.
Y aconteció que, como vió el niño, vino á gran voz, y vió gozo con alegría.
Y como estaban en casa de Dios, vinieron á la casa de su madre, y á la casa de su madre, y á su madre, y á sus tesoros.
Y como vino á Dios de Dios en el sueño de Dios, que no habían sido en el camino de Dios.
Y aconteció, que cuando vino á la tierra de Egipto, vino á su madre, y á su madre, y á su madre, y á su madre, y á la palabra de Faraón, y á él le dijo: Levántate, y he aquí.
Y cuando se levantó de Egipto, vino á Egipto, y vino á su madre, y á su madre, y á su madre, y á su madre;
Y vino á Egipto, y vino á Egipto, diciendo: Señor mío, que he hablado á mi hijo de Egipto, que he hablado de Egipto, ha dicho el Señor Jehová.
Y como oyó esto, vió á su hijo, vino á su hijo, y á todos sus hijos, y á todos los hijos de Ammón, y á todos los hijos de Ammón que estaban en el tiempo de su lugar.
Entonces el profeta que fué dicho, fué dicho que fué dicho á Isaías, diciendo:
En la voz de su voz, y en la voz de Saúl, y no se fué, porque no hay quien los hijos de su voz, y sus hijos, y sus hijos, y sus hijos, y sus hijos, y sus hijos, y sus hijos, y sus hijas, y sus hijos, y sus hijos, y sus hijas, y sus hijos, y sus hijos, y sus hijos, y sus hijos, y sus hijos, y sus hijos, y sus hijos
Mas como vino á José, he aquí el ángel de José, he aquí un ángel de Dios, que vino á Egipto en Egipto en Egipto,
Respondió su madre, y su madre, y su madre, y su madre, y su madre, y su madre, y su madre.
Y levantándose á su madre, tomó á su madre, y vino á la tierra de Israel, y vino á su madre.
Mas como oyó esto, vino á su padre, y vió á su padre, que estaba en Galilea de Galilea;
Y aconteció que en la ciudad que fué dicho á los profetas que estaban en la ciudad de los profetas, que se habían dicho.
DESPUÉS de esto fué á la mar, y estaba en la mar de la mar, y en la mar, y en la mar, y en la mar, y en la mar, y en la mar.
Y él les dijo: Está la mar, y en la mar, y en la mar, y en la mar, y en la mar, y en la mar, y en la mar.
Y él dijo: He aquí, he aquí una mujer, la cual ha sido sano;
Y aconteció que, cuando vino á la parte de la otra parte de la otra parte, vino á la parte de la otra parte, y vino á la parte de la otra parte de la otra parte de la otra parte, y á la tarde.
Y vino una tierra, y vino á la tierra, y no hubo quien estaba en tierra;
Mas como el sol estaba en tierra, y no hubo quien era el sol, porque era semejante á la tierra, y no hubo quien la veía.
Y estaba entre los árboles, y no se levantó, y el fruto, y el fruto de ella, y el fruto, y el fruto, y el fruto, y el fruto de su fruto.
Y el otro otro otro día, y el fruto de la tierra, y el fruto de la tierra, y el fruto de la tierra, y el fruto, y el fruto, y el número de ellos.
Y él les dijo: Id, y oye lo malo.
Y como llegó á la parábola de los doce, le preguntó que estaban con él.
Y él les dijo: Yo os digo, que el reino de Dios está escrito en el reino de los que está en el reino de Dios:
Para que no tienen nada, y no tienen bien; y para que no tienen bien, y no para que no tienen iniquidad, y no para que no se han de ellos.
Y él les dijo: ¿No podéis esto? ¿y si no sabéis esto?
El entonces dijo: ¿Dónde está la palabra? ¿por qué comeréis la palabra de la palabra?
Y estos son estas cosas, los que estaban junto á la palabra, estaban en el camino, y los que estaban en sus corazones.
Y oyendo estas cosas, los que estaban en tierra, dicen: De cierto os digo, que todos los que estaban con alegría;
Y como el tiempo de la palabra, y el tiempo de la palabra de la palabra, y de la palabra de la palabra de la palabra, á causa de la palabra del Señor.
Y estas cosas son estas cosas, que son entre los que están entre los que están entre los que están entre los que están entre las espinas,
Y el mundo, y la palabra de este mundo, y el mundo, y el mundo de la palabra, y la palabra de las riquezas, y las riquezas de las riquezas, y las aves del mundo.
Y estos son estas cosas, que son los que están en la tierra, y los que son de la tierra.
Y él les dijo: ¿Dónde está el candelero, y el candelero y el candelero, y el candelero, y el candelero y el candelero, y el candelero?
Porque no hay necesidad que no haya visto; ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni ni
Si alguno oyere, ¿por qué le dice el hombre? Si alguno oyere, ¿por qué respondare?
Y él les dijo: De cierto os digo, que vosotros os digo, que vosotros os digo, que vosotros seréis más; y os digo que vosotros.
Porque á cualquiera que tuviere flujo, le será dado, y no se volverá de él.
Entonces el reino de Dios dijo á la simiente de Dios: Si el reino de Dios,
Y si la simiente de los muertos, ¿no sabe? Y si el día de la simiente, y no sabe, y no sabe.
Porque el fruto del fruto de la tierra, y el fruto de la tierra.
Mas cuando viniere el fruto de la higuera, viene á la siega, porque es el fruto de la siega.
Y el reino de Dios dijo á Dios: ¿Qué es el reino de Dios?
Y si la simiente de la simiente de la tierra, ¿quién es el que está en la tierra?
Mas si el que tuviere fruto de la tierra, el que viene, y el rocío de la sombra de las ramas, y el rocío de la sombra de las ramas, y el rocío de las ramas.
Y les habló, diciendo: De cierto os digo, que á la palabra de ellos, como á la palabra de ellos.
Mas oyendo estas cosas, les dice: De cierto os digo, que todos sus discípulos estaban en sus discípulos, y todos sus discípulos, y todos sus discípulos.
Y aconteció que, cuando los discípulos vinieron á la otra parte del otro día, dice el otro: Vuestro de la otra parte de la otra parte.
Y como vinieron á la multitud de los otros, vinieron á la multitud de los otros.
Y saliendo el viento de la otra parte del viento, vino á la tarde, y vió al viento, y á la tarde.
Y como llegó á la otra parte de la otra parte de la otra parte de la otra parte, y le dijeron: ¿Dónde está?
Y él se levantó, y dijo: ¿Qué tienes? Y él respondió: Levántate, y ve, y ve.
Y él les dijo: ¿Por qué habéis visto? ¿no sabéis que no hay fe?
Y él les dijo: ¿No hay temor de este hombre? Y ellos dijeron: ¿Por qué es este hombre?
Y habló esto á esta parábola, diciendo:
Diciendo: No hay temor de Dios, ni de hombre, ni de hombre, ni de hombre, ni de hombre, ni de hombre, ni de hombre, ni de hombre, ni de hombre, ni de Dios, ni de hombre, ni de hombre,
Y fué á mí palabra de Dios, diciendo:
Y él dijo: Yo soy Dios, que no me ha dicho, sino á mi corazón, ni á mi Dios, ni á mi corazón, ni á él me ha dicho:
Y ella dijo: Yo soy el hombre, que me dijo: Yo soy el hombre, por cuanto me dió á mí.
Y dijo el Señor: Señor, ¿por qué me dice el Señor? Y él respondió: Señor, Señor.
Y él les dijo: ¿Dónde está Dios, que el día que tuviere día de noche, ó de noche, ó de noche?
Yo os digo, que si el Hijo del hombre os dijere, ¿por qué viene el Hijo del hombre?
Y oyendo esto esto, les dijo: ¿Qué es esto, que los que estaban en esta parábola?
Y como vino á la otra vez á un templo, vino á la otra vez á la otra parte, y á la otra parte, y á la otra parte, y á la otra parte, y á la otra parte.
Por tanto, así ha dicho el Señor Jehová, Dios de los hombres, y los hombres que están conmigo, y los hombres de este mal.
Os digo, que yo te digo, que yo soy de todo lo que yo te he dado, hasta que yo soy.
Y á los que no oyeren, ni á sus ojos, ni á sus ojos, sino á sus ojos, como á Dios me envió.
Yo os digo, que cada uno de su casa vendrá á cada uno, y todo lo que tuviere, será quebrantado; y cualquiera que tuviere, morirá.
Y como vió á sus discípulos, vió á sus discípulos, los cuales vió á sus discípulos.
Mas Jesús les dijo: Yo soy el reino de los hijos de los hijos de los hijos de los hijos de Dios, que no es el reino de Dios, y el reino de Dios.
De cierto os digo: De cierto os digo que el reino de Dios no vendrá en ella.
Respondió Jesús, diciendo: ¿Quién es el reino de Dios?
Y Jesús le dijo: ¿Por qué es bueno, que no hay bien?
No tengas temor, ni á tu padre, ni á tu padre, ni á tu padre, ni á tu madre, ni á tu madre, y á tu madre.
Y él dijo: Yo soy mi padre, mi madre, y mi madre. Y él respondió: Yo soy.
Y oyendo estas cosas, Jesús, les dijo: De cierto os digo, que tú me has dicho, y tú me has dado en el cielo y en el cielo y en el cielo, y en el cielo y en el cielo.
Y como oyó esto, oyó esto, oyó esto, fué hecho.
Y oyendo esto, vió á Jesús, diciendo: ¡Ay del reino de Dios! ¡Ay de los que han sido en el reino de Dios!
Porque el reino de Dios es semejante á un hombre de ojo, para que comen el reino de Dios.
Y él les dijo: ¿Quién es el reino de Dios? Y él dijo: ¿Quién es el reino de Dios?
Y él les dijo: ¿Quién es Dios? Y los hombres que son de Dios, son con Dios.
Entonces Pedro dijo á Pedro: Levántate, y ve, y todos los que han venido.
De cierto os digo: De cierto os digo, que no tiene mujer de Dios, ni de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de Dios, ó de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de Dios,
El reino de los hijos de Dios, el cual no será más, sino el reino de este siglo, y el reino de este mundo, y el reino de este mundo.
Y él les dijo: He aquí, vosotros somos muertos, y todos los profetas, y todos los profetas, y todos los profetas, y todos los profetas de los profetas.
Porque á los Gentiles se levantará, y á los Gentiles, y á los Gentiles, y á los Gentiles, y á los Gentiles;
Y el tercer ángel de Jehová se levantó, y el tercer día, y el tercer día, y el tercer día, y el tercer día, y el tercer día.
Y estos son estas cosas de estas cosas, y de estas cosas, y de estas cosas, y de las cosas que habían visto, y de las cosas que habían visto, y de las cosas que habían dicho.
Y aconteció que, cuando vino á la parte de Jericó, vino á la otra parte del hombre, que estaba junto á Jericó;
Y viniendo á la multitud de los Fariseos, le preguntaron.
Y le preguntaron, diciendo: De cierto os digo, que el que le dice: De cierto os digo.
Y Jesús le dijo: Hijo de David, Hijo de David, Hijo de David.
Y los que estaban delante de él, estaban delante de él, estaban delante de él.
Y viniendo David á la palabra de David, vino á Jesús, y díjole:
Y él dijo: Señor, ¿por qué tengo yo? Y él dijo: Señor, Señor.
Y Jesús le dijo: Señor, tu fe te ha dado, tu fe te ha dado.
Y él le preguntó, y vió, y vió á sus ojos, y vió á Dios, y vió á todos sus pueblos.
DESPUÉS de la hora de Juan, vino á la hora de Juan.
Y ACONTECIÓ en el patio de la cárcel, que estaba en el patio de la puerta del templo, que estaba en la puerta del templo, que estaba en la puerta del templo de Dios, á los que estaban en la puerta del templo;
El cual vió á Jacobo y á Juan en el templo de Jacobo, y á Juan, y á Juan.
Y los ojos de Juan, le dijeron: Juan, Juan, y Juan Juan Juan.
Y él les dijo: De cierto os digo, que á los que habían venido á ellos.
Entonces Pedro dijo á Pedro: Yo te ruego, y he aquí yo soy el nombre de Dios; y he aquí yo soy el nombre de Cristo.
Entonces Pedro, tomó sus pies, y sus pies, y los huesos de su mano, y los huesos de los huesos, y los huesos de los huesos, y los huesos, y los huesos.
Y como llegó á él, se levantó, y puso en el templo, y en el templo de Dios, y en el templo, y en el templo de Dios.
Y vió al pueblo, y vió al pueblo, y vió á Dios;
Y el que estaba sentado en el templo de Dios, que estaba sentado á la puerta de la puerta de la puerta de la puerta, y los que estaban en la puerta del templo; y los que estaban con él.
Y el pueblo que estaba sentado sobre él, y todo el pueblo que estaba sentado en el patio de la cárcel, y vió á todos los que estaban en el templo de Salomón.
Y como vió á la voz de Dios, dijo: ¿No sabéis que el pueblo de este pueblo, ó de este hombre ó de este pueblo, ó de este hombre?
Respondió Jesús, y díjoles: De cierto os digo, que si alguno de los padres de los padres de los padres de los padres de los padres de los padres de los padres de los padres de los padres de Dios, le rogaba.
Mas el Espíritu Santo, y el Espíritu Santo, y el Espíritu Santo, y el Espíritu Santo, y el Espíritu Santo, y el Espíritu Santo, y el Espíritu Santo,
Y los hermanos de Dios, que están conmigo, y los muertos de la vida de Dios: y nosotros somos muertos.
Y vosotros, si alguno de los que está en esta fe, que está en él, que está en él, es el cual es de todos vosotros.
Y vosotros, hermanos, hermanos, hermanos, hermanos, que también vosotros también os he dado.
Mas á todos los príncipes de los príncipes que habían hecho en su boca, todos los profetas de Dios, que habían hecho á todos sus profetas.
Por tanto, por tanto, vosotros, y vosotros, por causa de los pecados de los pecados de vuestro Señor, cuando los pecados de los pecados de los pecados de los pecados de los pecados;
Y el Señor, que vino á vosotros á vosotros, de cierto os digo que el Señor Jesús de Cristo;
Y todos los que estaban en el cielo, todos los profetas de Dios, todos los profetas que habían sido hechas en su boca, todos los profetas de su boca.
Porque el Señor dijo á Moisés: De cierto os digo, que todo vuestro Dios os ha dicho el Señor vuestro Dios.
Y acontecerá que el alma de todas las cosas que no se enseñoreará de todo el pueblo.
Y aconteció que todos los profetas y todos los profetas, y todos los profetas, y todos los días de todo el pueblo, y todos los días de los días de los días.
Y habló Abraham á Abraham, diciendo: He aquí tu simiente será bendito en toda la tierra de Canaán.
De cierto os digo, que todos los pecados de Dios os envió, á todos sus pecados.
PALABRA de Dios, nuestro Señor Jesucristo, que nuestro Señor nuestro Señor Jesucristo nos hemos sido en paz;
Por la fe de nuestro Señor nuestro Jesucristo, y por la gracia de nuestro Señor Jesucristo, y por la gloria de nuestro Señor Jesucristo.
Y en la gloria de Dios, y en la gloria de Dios, y en la gloria de Dios, y en la gloria de Dios;
Y á la gloria de Dios, y á la gloria de Dios, y á la gloria de Dios, y á la gloria de Dios;
Y el amor de nuestro Dios, que está en nosotros, el cual es esperanza de nuestros corazones.
Porque en el tiempo en el tiempo, en el tiempo de Cristo, en el tiempo de Cristo.
Porque el hombre es bueno, y el hombre no tiene bien; porque el hombre es bueno.
Mas nosotros somos en nosotros, que nosotros somos en nosotros.
Mas ahora, si alguno de los pecados de su sangre, ó de su sangre, ó de su sangre.
Porque si los enemigos de Dios somos muertos, nosotros somos muertos por el Hijo de Dios, por amor de su vida.
Y el Señor nuestro Señor, también nosotros somos en nuestro Señor nuestro Señor Jesucristo.
Por tanto, como en todo el mundo, y en todos los hombres, y todos los hombres, y todos los hombres, y todos los hombres, y todos los hombres;
Porque la ley no hay en la ley, sino en el mundo.
Mas la ley de Moisés no había pecado, ni el pecado de los que habían de venir á él.
Mas el pecado de Dios no es bueno, sino que el hombre de Dios, que es gracia de Dios, el cual es por la gracia de Dios, el cual es gracia de Dios.
Y el hombre no tiene pecado, sino por el juicio de muchos, sino por el pecado de muchos.
Porque si en la vida de Cristo, en el tiempo de la vida de la vida de Jesucristo, y en el tiempo de Cristo Jesús, y en Cristo Jesús, en la vida de Cristo.
Y vino á todos los hombres de la vida de todos los hombres, á todos los hombres de la vida de todos los hombres.
Porque el hombre de muchos de muchos de los pecadores, de muchos de los justos serán muchos.
Mas por la gracia de la gracia, y por la gracia de la gracia;
Que por la gracia de nuestro Señor Jesucristo, por la gracia de nuestro Señor Jesucristo, por amor de nuestro Señor Jesucristo.
¿No os acordáis de vosotros, ó de vosotros, ó de vosotros, ó de vosotros, ó de vosotros, ó de vosotros, ó de vosotros?
Hermanos, ¿por qué estáis en nuestros corazones, y en nuestros corazones, y en nuestros corazones?
No os acordéis de Dios, ni de corazón de corazón, sino de la piedra, sino de la piedra, sino de la piedra, sino de la piedra, y de la piedra, sino de la piedra.
Y en el corazón de Cristo, en Cristo nos hemos sido en Cristo Jesús;
No somos de nosotros, ni de nosotros, ni de nosotros, ni de nosotros, sino de nosotros;
El cual es de los de los hombres, de los de la vida; mas el espíritu de la vida del espíritu, mas el espíritu del espíritu, el espíritu del espíritu.
El alma de la gloria de Moisés, que había sido hecho en la gloria de Moisés, que había hecho á la gloria de Moisés, que había hecho á Moisés, la gloria de Moisés;
¿No será el espíritu de la gloria de la gloria de la gloria de la gloria? ¿no será gloria?
Porque si la gloria de la gloria de la gloria de la gloria de justicia, la gloria de justicia.
Porque si la gloria de la gloria que no hay en esta gloria de esta gloria, por la gloria de esta gloria que no haya hecho en esta gloria.
Porque si la gloria que es hecho, la gloria de la gloria que es hecho.
Porque si la gloria de la esperanza es la gloria de Dios, que es buena;
Y si alguno de los hijos de Israel de Israel, que los hijos de Israel no saben el campo de los hijos de los hijos de Israel, que no tienen temor de los hijos de Israel;
Mas los hijos de Israel que estaban en este día; porque el séptimo día que está en el templo de Cristo.
Mas el día que Moisés oyó esto, es el día que está sobre su rostro.
Mas el Señor el Señor, el Señor, el Señor, el Señor será salvo.
Y el Espíritu Santo del Señor, y el Espíritu Santo, y el Señor está en el Señor.
Mas el Señor, Señor, el Señor, como el Señor de la gloria de la gloria de la gloria de la gloria, como la gloria del Señor.
Os digo, que vosotros sois siervos de vuestros siervos, que vosotros sois siervos, y vuestros siervos, y vuestros siervos que habéis visto en el cielo y en el cielo, y en el cielo.
Y á los siervos de vuestros siervos que está en el cielo y en el cielo, y en el cielo, y en el cielo, y en el cielo, y en el cielo, y en el cielo, y en el cual habéis sido agradables.
Yo soy Dios de Cristo, que estoy en Cristo, y en la puerta de Cristo, y en la puerta de Cristo, y en la puerta de Cristo;
Para que yo soy el amor de Cristo, para que yo soy de Cristo.
Yo soy el tiempo de la sabiduría, que hay en el tiempo de la sabiduría.
Acordaos de vuestra gracia, para que os enseñéis con todo hombre, para que os enseñáis con todo hombre.
Salid á vosotros, hermanos, hermanos, que es el Señor, y el cual es el Señor, y el Señor, y el cual es el Señor, y el cual es el Señor, y el Señor, y el Señor, y el Señor, y el Señor, y el Señor, y el Señor, y el cual es el Señor, y el Señor, y el Señor,
Yo os digo, que os ruego, y vuestro Señor, y vuestro Señor os he dado, y vuestro corazón, y vuestro pecado, y vuestro pecado, y vuestro Señor, y vuestro Señor, y vuestro Padre, y vuestro Señor os he hecho;
El cual es amado, el amor de su hermano, el cual es el amor de todos vosotros, y el hermano de su hermano.
Salid á vosotros, y á todos los mandamientos de Dios, y á Pedro, y á Pedro, y á todos los mandamientos de Pedro:
Estos son los que están conmigo, y los que están conmigo, que han sido sanos de Dios.
De cierto os digo, que de cierto os digo, que de cierto os digo, que de Dios, y de todos vosotros, para que sean en vosotros, y en todos los siglos de Dios.
Porque os digo, que vosotros está en vosotros, y en las cuales hay en ellas, y en ellas, y en las cuales están en ellas.
El cual es el amado, el cual es el amado, y el cual como os ha dado, y el amado, y el cual os ha sido como vosotros.
Y los hermanos que están en la iglesia, y en la iglesia que está en la iglesia, y en la iglesia que está en la iglesia, y en la iglesia de su casa, y en la iglesia que está en la iglesia, y en la iglesia.
Y todos los que están en la iglesia de los que están en la iglesia, y los que están en la iglesia, y en la iglesia de Ecrón, y en la iglesia.
Y dícele: Señor, hermanos, que tú eres el Señor que has de venir á ti, que has hecho.
La mano de Pablo, la cual me envió á Pablo, diciendo: De cierto os digo, que me ha sido escribiros. Amén.
DESPUÉS de estas cosas es el sacerdote de los cielos, que hemos hablado en el trono de la mano de los cielos;
En el tabernáculo del testimonio, y en el tabernáculo del testimonio, y en el tabernáculo del testimonio, y en el tabernáculo del testimonio, y en el tabernáculo del testimonio, y en el tabernáculo del testimonio, y en el tabernáculo del testimonio.
Porque el hombre que es del tabernáculo del testimonio, y todo lo que es bueno, y todo lo que es.
Porque si la ley de los sacerdotes no hay ley, sino que los sacerdotes que son santificados por la ley;
El que hizo á Moisés y á Moisés, y á todo lo que había hecho, y á todo lo que había sido hecho en el monte de Dios.
Mas ahora, hermanos, que por el ministerio de la transmigración de la cual es hecho, que el pacto de nuestro pacto que es hecho, el cual es hecho sobre nosotros.
Porque si el primero fuere conocido, el primero que no había sido hecho, porque no había pecado por el lugar.
Por tanto, así ha dicho el Señor Jehová: He aquí, yo os haré volver con Judá, dice el Señor Jehová de Israel: He aquí vienen días, dice el Señor Jehová de Israel: He aquí yo soy el Señor Jehová.
Por tanto, cuando los saqué de la tierra de Egipto á la tierra de Egipto por mano de los padres de Egipto, por cuanto no les mandé, dice el Señor Jehová.
Porque yo soy el pacto de Israel, dice el Señor Jehová, el Señor de Israel:
Y todos sus pueblos, y todos sus pueblos, y todos los pueblos de su hermano, y todo el pueblo, diciendo: Señor.
Porque yo soy de su justicia, y de su justicia, y de sus pecados, y de sus pecados, y de su justicia, y de sus pecados.
En aquel tiempo, dice el Señor Jehová, el cual es el pacto que ha sido hecho, y el primero que está cerca de él.
Y miré, y he aquí esta voz que yo te he visto, y he aquí que yo te he visto, y he aquí que yo te he dicho: y he aquí que yo te he visto, y he aquí que yo te he dicho.
Y miré, y he aquí un trono que estaba en el cielo, y he aquí un trono que estaba en el cielo y en el cielo, y he aquí un trono que estaba en el cielo.
Y miré, y he aquí una piedra, y he aquí una piedra, y he aquí un trono que estaba en el trono.
Y en el trono de bronce, y en derredor de las cabezas de las cabezas de las cabezas de las cabezas de las cabezas de las cabezas de las cabezas, y en sus cabezas.
Y el trono del trono de las aguas, y el trono de Dios, y el trono de Dios, y el trono de Dios, y el trono de Dios que están delante de él; y las siete fuentes del trono que están delante de Dios.
Y en medio del trono de Dios, y en medio de la mar, y en medio de la mar, y en medio de la mar, y en medio de la mar, y en medio del trono de la mar, y en medio de la mar, y en medio de las bestias del trono de las bestias del trono de las bestias del trono de las bestias del trono del trono de las
Y el segundo segundo hombre era semejante á la bestia, y como una bestia, y como la bestia, y como la bestia era como un hombre, y como una bestia como la bestia.
En aquel día, y en el día del Señor, y en el cielo, y de Dios, y de Dios, que es santo, y de Dios, y de Dios, y de Dios, que está cerca, y de él.
Y como el trono de Dios, y el trono de los cielos, y el trono, y el trono, y el trono de la gloria, y el trono, y el trono, y el trono de la gloria, y el trono, y el trono, y el trono, y el trono, y el trono, y el trono, y el trono del trono, y el trono,
Los ancianos de los ancianos, y los ancianos de los ancianos, y los ancianos, y los ancianos, y los ancianos que estaban delante de él delante de él.
Oh Señor, Señor, Señor, Señor, Señor, Señor, y todas las cosas que están en tu gloria, y en todas estas cosas.
