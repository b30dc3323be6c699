Al Músico principal : Salmo de David , y al cielo , y al cielo y al cielo .
Y el espíritu de Dios estaba sobre la faz de la tierra , y sobre las aguas de la faz de la tierra , y sobre las aguas de la faz de la tierra .
Y díjome : Levántate , Dios , y ve á la luz de Dios , y allí estaba allí .
Y vió la luz de Dios , y vió la luz de la luz : y vió la luz de la luz , y la luz de la luz .
Y llamó Dios á la mañana y á la mañana , y á la mañana y á la tarde .
Y él dijo : ¡ Oh Dios de las aguas de aguas de aguas , y de aguas !
Y las aguas que estaban en las aguas , y las aguas que estaban debajo de las aguas ; y las aguas que estaban debajo de las aguas , y las aguas que estaban debajo de las aguas .
Y EN el día de la mañana , vino á la mañana , y á la mañana , y á la tarde .
Y él dijo : ¡ Ay de los cielos y de la tierra , y el cielo y la tierra !
DESPUÉS de las aguas que vió á la tierra de Dios , y vió á las aguas que había hecho , y vió á las aguas de las aguas , y vió á las aguas de las aguas ; y vió la tierra de Dios .
Delante de la simiente de la tierra , y el fruto de la tierra , y el fruto de la tierra , y el fruto de su simiente , y el fruto de la tierra , y el fruto de la tierra .
Y aconteció que el fruto de su simiente estaba en la tierra , y la simiente de Dios , y su simiente era , y el fruto de su simiente , y el fruto de su simiente .
Y ACONTECIÓ en el tercer día de la mañana , y el tercer día , y el tercer día , y el tercer día .
Y dijo Dios á los días de los cielos : Levántate , y de los cielos y de los cielos , y de los días de los cielos , y de la noche , y de la noche , y de la noche , y de los tiempos , y de la noche , y de la noche .
Y ACONTECIÓ en la tierra de los cielos , y en la tierra de los cielos , y en la tierra de los cielos , y en la tierra de los cielos .
Y DÍA Dios de los dos tablas de la noche , y los dos tablas de la noche , y los dos tablas de la noche , y los dos tablas de la noche .
Y ACONTECIÓ en la tierra de los cielos , en la tierra de los cielos , en la tierra de los cielos , en la tierra de los cielos ,
Y aconteció que el día de la noche era de la noche , y la luz de la luz , y la luz de Dios , y la luz de la luz , y de la luz , y de la luz .
Y EN el tercer día fué á la mañana , el segundo día de la tarde , y el segundo día , y el segundo día de la tarde .
Acordaos de las aguas de la tierra , y las aguas de la tierra , y las aguas de los cielos , y las aguas de la tierra .
E hizo lo malo en las aguas de Dios , y las aguas que estaban en sus aguas , y en sus aguas , y en sus aguas , y en todo lo que había hecho .
Y ESTOS son las aguas , y las gentes , y las gentes , y las gentes , y las gentes , y las gentes , y las gentes , y las gentes , y las aguas de las aguas , y las aguas de la tierra .
Y EN el quinto día de la mañana , fué á la tarde , y á la tarde .
El Dios de la tierra dijo á la tierra , y á su especie , y á su especie , y á su especie , y á la tierra de su especie .
Y aconteció que el Dios de la tierra era de su especie , y su especie , y su especie , y su especie , y su especie , y su especie .
Y él dijo : Levántate , y toda la tierra , y toda la tierra de toda la tierra , y sobre toda la tierra , y sobre toda la tierra , y sobre toda la tierra , y sobre toda la tierra .
DESPUÉS de estas cosas hizo Dios á Dios , y á su imagen , y á su imagen , y á la imagen de Dios .
Y dijo á Dios : Dios mío , y toda la tierra de Canaán , y sobre toda la tierra , y sobre toda la tierra , y sobre toda la tierra , y sobre toda la tierra , y sobre toda la tierra .
Y díjome : He aquí yo os digo , que el fruto de toda la tierra de toda la tierra que está en medio de toda la tierra , y en todas las bestias del fruto de toda la tierra de toda la tierra que está sobre toda la tierra .
Y ACONTECIÓ en toda la tierra de toda la tierra , y en toda la tierra de toda la tierra , y en toda la tierra , y en toda la tierra de toda la tierra , y en toda la tierra .
Y aconteció en la mañana y en la mañana , y he aquí la tarde , y he aquí la tarde , y he aquí la tarde y la tarde .
Y ESTAS son las palabras de nuestro padre de Jacob , y todas las palabras de la gloria de nuestro padre , que hizo á nuestro padre y á todas las palabras de nuestro padre , y todas las palabras de nuestro padre .
Y fué á Jacob , y he aquí un varón de Jacob , y he aquí que estaba delante de él .
Y Jehová dijo á Jacob : Ve , y te haré volver á la tierra de Canaán , y á la tierra de Canaán , y á la tierra de Canaán , y á la tierra de Canaán , y á la tierra de Canaán ,
Y FUÉ á Jacob á Jacob , y á Jacob , y á Jacob , y á Jacob , y á Jacob , y á Jacob , y á Jacob ,
Y dijo el padre de mi padre : Yo soy el padre de Dios de mi padre , que me dijo : Yo soy Dios de mi padre .
Y escribiré á vuestro padre , y á todo vuestro padre con todo vuestro padre .
Y el padre de vuestro padre dijo á Dios : No me engañe á mí , sino á mi padre , sino á mi padre , y á mí me engañe .
Y él les dijo : Los animales de todos los animales , y todos los animales serán cortados , y todos los animales , y todos los animales .
Y HABLÓ Jehová á Moisés , diciendo :
DESPUÉS de las ovejas , y he aquí que tenía ovejas y vacas , y he aquí que he visto mis ovejas , y he aquí que las ovejas de las ovejas y de las ovejas , y he aquí que las ovejas de las ovejas y de mis ovejas , y he aquí que he aquí , y he aquí que he aquí que he aquí que he aquí que he aquí , y he aquí que he aquí que he aquí que he aquí
Y díjome : Hijo de Jacob , Dios de Jacob , Dios de Jacob , el ángel de Jacob , diciendo :
Y él dijo : Yo te he visto , y he aquí que yo te he visto ; y he aquí que yo te he visto , y he visto todas las cosas que te he visto , y he aquí que yo te he visto .
Y tú , Dios de los ejércitos , Dios de Israel , de la tierra de Canaán , y de la tierra de Canaán , y de la tierra de Canaán , y de la tierra de Canaán , y de la tierra de Canaán .
Y Abraham respondió á su padre y á su padre , y díjole : ¿ Dónde está la casa de tu padre , ó de tu padre ó de nuestro padre , ó de nuestro padre ó de nuestro padre ?
¿ No nos acordamos de nosotros , ¿ por qué nos ha hecho ? ¿ por qué nos ha hecho ?
ESTAS son las riquezas de nuestro padre , y dijo á nuestro padre , que ha hecho nuestro padre y á nuestro padre , y á nuestros hijos , y á todos los hijos de Dios .
Y los hijos de Jacob fueron sus mujeres , y sus mujeres , y sus hijos , y sus mujeres , y sus hijos , y sus mujeres , y sus
Y bendijo á su padre á su padre , y á su padre , y á todos sus ganados , y á su padre , y á su padre , y á su padre , y á su padre , y á todos sus ganados .
Y ACONTECIÓ que fué á su padre de edad de vacas , y á su padre , y á su padre , y á su padre , y á su padre , y á su padre .
Y fué á Jacob á Jacob , diciendo :
DESPUÉS de estas cosas fué á Galaad , y á todo el monte de Galaad , y á todo el monte de Galaad , y á todo el monte de Galaad , y á todo el monte de Galaad .
DESPUÉS de estas cosas fué á Jacob , el tercer día fué á Jacob .
Y ACONTECIÓ en el monte de Galaad , que tomó sus hermanos , y los siete días de Galaad , y los siete días de Galaad con él , y los siete días de Galaad .
Y Jacob respondió á Jacob , y dijo á Jacob : Yo te ruego que has de venir á Jacob , y á Jacob , ó á Jacob , ó á Jacob , ó á Jacob .
Y ACONTECIÓ en el monte de Jacob , en el monte de Jacob , en el monte de Galaad , en el monte de Galaad , en el monte de Galaad .
Y dijo Jacob á Jacob : ¿ Por qué has hecho á Jacob , y has hecho á mi espada y á mi espada , y á mis hijas ?
¿ Acordaos de mí , oh Dios , que me envió , y me envió á mí , y á los que me aborrecen , y á ti , y á los que me aborrecen , y á ti , y á ti , y á mí me envió , y á mí , y á mí me envió , y á ti , y á ti ,
Y los hijos de mis hijas , y mis hijas , y mis hijas , y mis hijas , y mis hijas , y mis hijas .
Hijo del Dios de Jacob , y de Jacob , y de Jacob , y de Jacob , y de Jacob , diciendo : No temas á mi padre , ni á mi padre , ni á mi padre , sino á mi padre .
Ahora pues , ¿ por qué has hecho á mi padre ? ¿ por qué has hecho á mi padre ?
Y respondió Jacob á Jacob , y díjole : Yo te he dicho , y he dicho de tus hijas : Yo soy de tus hijas , y de tus hijas .
Porque á los hermanos de Jacob , y á sus hermanos , y á sus hermanos , y á Jacob , y á sus hermanos , y á sus hermanos .
Y vino Jacob á la tienda de Jacob , y púsola en la tienda de la tienda de Jacob , y no hubo quien había en la tienda de su tienda , sino en la tienda de Jacob .
Y fué á la tienda de David , y á todos los vasos de la tienda , y á todos los vasos de la tienda , y á todos los vasos de la tienda , y á todos los que estaban en la tienda de la tienda .
Y dijo á su padre : No hay temor de mí , sino que no hay más de las mujeres , sino que no hay más que las mujeres de las mujeres de las mujeres de las mujeres .
Y dijo Jacob á Jacob : ¿ Qué me has de venir á Jacob y á Jacob , y á Jacob , y á Jacob , y á Jacob , y á Jacob , y á Jacob , y á Jacob , y á Jacob , y á Jacob , y á Jacob .
¿ Para qué has de decir á todos los hermanos de tu familia , y todos tus hermanos , y todos los hermanos de todos los hermanos de tu familia , y todos tus hermanos , y todos tus hermanos , y todos tus hermanos ?
ESTAS son las ovejas de tus vacas , y de tus ovejas , y de tus ovejas , y de tus ovejas , y de tus ovejas , y de tus ovejas , y de tus ovejas , y de tus ovejas , y de tus ovejas .
ESTAS son las bestias de mis bestias de mi mano , ó de mis bestias , ó de las bestias de mi mano , ó de mi mano , ó de las bestias de mi mano , ó de mi mano , ó de mi mano , ó de mis bestias ;
DESPUÉS de estas cosas fué á mis ojos , y á la noche de mis ojos , y de mis ojos , y de mis ojos , y de mis ojos , y de mis ojos .
ESTAS son los años de tu casa , y he aquí yo te he puesto en tus años , y en tus años , y en tus años .
Al Músico principal : Salmo de David : Salmo de David : Salmo de David .
Y los hijos de Israel dijeron á sus hijas : ¿ Dónde está tú , y mis hijos , y mis hijas , y sus hijas , y sus hijas , y mis hijas , y sus hijas , y sus hijas , y sus hijas , y sus hijas , y sus hijas , y sus hijas , y sus hijas , y sus hijas , y sus hijas , y sus hijas , y sus hijas , y sus hijas , y sus hijas .
Ahora pues , oh Jehová , te he dado por pacto , y por amor de ti , y por amor de mí , y por amor de mí , y por amor de mí , y por amor de mí .
Y llamó Jacob á Jacob , y tomó una piedra de piedra , y tomó una piedra de piedra , y tomó piedra de piedra , y tomó una piedra ,
Y Jacob dijo á Jacob : Oid las piedras de las piedras de las piedras , y de las piedras , y de las piedras de las piedras , y de las piedras , y de las piedras , y de las varas , y de las varas .
Y REEEEEMEEEEEEEEEMEEEEMEEEEMICCCEEEE
Y díjome : Esta es la palabra de este día , el nombre de este día , y el nombre de este día , y el nombre de aquel día .
Y díjome : Hijo de Jehová , ¿ por qué me envió á mí ? Y él respondió : Levántate , y ve á mí , y á mí , y á los otros .
Y si tú eres el uno de los dos hijas de los dos hijas , ¿ por qué me has de venir ?
Y dijo Jacob á Jacob : He aquí yo te he dado hoy , y he aquí yo te he dado , y he aquí yo te he dado á Jacob , y he aquí que yo te he dado y á Jacob
Y aconteció que yo te mando , que yo te mando hoy , y que no temas , y de esta vez , y de esta parte , y de esta manera que yo te mando , y de esta manera que yo te mando .
Y Jacob dijo á Jacob : Dios de Jacob , Dios de Jacob , Dios de Jacob , padre de Jacob , padre de Jacob .
Y ACONTECIÓ en el monte de Jacob , en el monte de Jacob , y en el monte de Sinaí , y en el monte de Sinaí , y en el monte de Sinaí , y en el monte de Jacob , y en el monte de Jacob .
Y ACONTECIÓ después de la mañana , cuando los hijos de Esaú vinieron á su lugar , y á sus hijos , y á sus hijas , y á sus hijas , y á sus hijos , y á sus hijas , y á sus hijas , y á sus hijas .
Y Jehová dijo á Moisés : Yo os haré volver á Egipto , y os hará volver á Egipto .
Delante de la mujer de la mujer de la mujer de plata y de plata , y de plata , y de oro , y de plata , y de oro , y de plata , y de oro , y de plata , y de plata , y de oro , y de
Y oyó Moisés á los siervos de Faraón en la tierra de Egipto , y de Faraón rey de Egipto , y de Faraón rey de Egipto , y de Faraón rey de Egipto , y de Faraón rey de Egipto en la tierra de Egipto .
Y Jehová dijo á Moisés : Así ha dicho Jehová de los ejércitos : Así ha dicho Jehová :
Y ACONTECIÓ en la tierra de Egipto , en el nombre de Faraón , y de toda la tierra de Egipto , y de todo el primogénito de Faraón , y de toda la tierra de Egipto , y de toda la tierra de Egipto ;
Y aconteció que en la tierra de Egipto , que no hubo más más semejante á toda la tierra de Egipto , ni más de toda la tierra de Egipto .
Y los hijos de Israel serán entre los hijos de Israel , y los hijos de Israel , y los hijos de Israel serán entre los hijos de Israel .
Y fué á Faraón y á Faraón y á Faraón y á Faraón , y á todos los siervos de Faraón , y á todos los siervos de Faraón , y á todos los siervos de Faraón , y á todos los siervos de Faraón , y á Faraón y á Faraón , y á todo el furor de Faraón , y á Faraón .
Y Jehová dijo á Moisés :
Y HABLÓ Jehová á Moisés de los hijos de Israel á Moisés y á Faraón , y á todo el corazón de Faraón , y á todo el corazón de Faraón , y á todo el corazón de Faraón .
Y HABLÓ Jehová á Moisés , diciendo :
Habla á los hijos de Israel , y diles : Si alguno de los hijos de Israel , de la ofrenda de Jehová , y de los hijos de Israel , y de vuestras ovejas , y de vuestras ovejas , y de los hijos de Israel .
CUANDO ofreciere el tabernáculo del testimonio de Jehová , de la puerta del tabernáculo del testimonio , de la puerta del tabernáculo del testimonio .
Y pondrá su mano sobre el carnero de su cabeza , y pondrá sobre él su cabeza , y hará expiación por el pecado de su cabeza .
Y ACONTECIÓ en el tabernáculo del testimonio , en el tabernáculo del testimonio , en el tabernáculo del testimonio , y en el tabernáculo del testimonio , y sobre los hijos de Aarón , y sobre los hijos de Aarón , y los hijos de Aarón , y los hijos de Aarón :
Y ACONTECIÓ en el carnero de su ofrenda , en el carnero de su expiación , y en su ofrenda encendida á Jehová .
Y los hijos de Aarón estarán sobre el altar de Aarón , y los hijos de Aarón en el altar de Aarón , y los hijos de Aarón :
Y estos son los hijos de Aarón , y los hijos de Aarón , y los hijos de Aarón , y los hijos de Aarón , y los hijos de Aarón , y los hijos de Aarón , y los hijos de Aarón :
Y ACONTECIÓ en el altar de Jehová , á su ofrenda encendida á Jehová , y á su ofrenda encendida á Jehová , y á su ofrenda encendida á Jehová , y á su ofrenda encendida á Jehová .
Y si el sacrificio de la ofrenda de sus ovejas , ó de un carnero , ó de un carnero , ó de un carnero , ó de un carnero , ó de un carnero , ó de un carnero , ó de un carnero , ó de un carnero .
Y de los hijos de Aarón tomará el altar de Aarón , y los hijos de Aarón , y los hijos de Aarón , y los hijos de Aarón en derredor del altar del altar de Jehová .
Y ACONTECIÓ en el altar de Jehová , que está en su cabeza , y en el altar de su cabeza , y en el altar que está sobre el altar , y sobre el altar que está sobre el altar , y sobre el altar que está sobre el altar , y sobre el altar que está en
Y tomará el altar de Jehová , y tomará el holocausto y el altar de Jehová , y el altar de Jehová , y el sebo que está sobre él , y sobre el altar del holocausto , y sobre el altar de Jehová .
Y si el sacrificio de la ofrenda de Jehová , ó el sacrificio de su ofrenda , ó el sacrificio de su ofrenda , ó de su olor suave á Jehová .
Y ACONTECIÓ en el altar de la sangre de su cabeza , y el altar de su cabeza , y el altar de su cabeza , y el altar de su cabeza , y el altar de su cabeza , y el altar de su cabeza , y el altar de su cabeza ;
Y junto á la parte del altar de la otra parte del oriente , y de la otra parte del oriente , y de la otra parte del altar , y de la otra parte del altar :
Y tomará el altar de Jehová , y el sebo que está sobre él , y sobre el altar del holocausto , y sobre el altar del holocausto , y sobre el altar del holocausto , y sobre el altar de Jehová .
Y HABLÓ Jehová á Moisés , diciendo :
ESTAS son las familias de los hijos de Leví , de los hijos de Leví , entre las familias de Leví , de los hijos de Leví , de Leví , de los hijos de Leví :
ESTAS son los años de la congregación , y todos los años de la congregación en el tabernáculo del testimonio , en el tabernáculo del testimonio , y en el tabernáculo del testimonio , en el tabernáculo del testimonio .
Esta es la congregación de los hijos de Leví , en el tabernáculo del testimonio , en el tabernáculo del testimonio :
Y ACONTECIÓ en el tabernáculo del testimonio , cuando los hijos de Aarón los hijos de Aarón los hijos de Aarón estarán sobre el tabernáculo del testimonio , y los hijos de Aarón y los hijos de Aarón , y los hijos de Aarón :
Y de las varas de madera de Sittim , de lino de lino , de lino fino , y de lino fino , y de lino torcido , y de lino , y de lino torcido , y de lino .
Y de los de oro de oro , y de lino fino , y de lino fino , y de lino fino , y de lino torcido , y de lino , y de lino , y de lino , y de lino fino , y de lino , y de piedra ;
Y de las varas de madera de Sittim , y de lino fino , y de madera de Sittim , y de púrpura , y de carmesí , y de lino torcido , y de púrpura , y de púrpura , y de lino torcido .
Y de la unción de Aarón , y sus vasos , y sus vasos , y sus vasos , y sus vasos , y sus vasos , y sus vasos , y sus vasos , y sus vasos , y sus vasos , y sus vasos , y sus vasos ;
Y los vasos de oro de madera de Sittim de Sittim , y sus vasos de oro , y todos sus vasos , y sus vasos , y todos sus vasos , y sus vasos , y sus vasos .
Y de oro de madera de Sittim de Sittim , de oro de oro , y de oro , y de oro , y de oro , y de oro , y de oro , y de oro , y de madera de Sittim ;
Y de las primicias de las primicias de la unción , y de las varas de madera de Sittim , y de madera de Sittim , y de lino fino , y de lino fino , y de oro , y de metal , y de metal ;
Y ACONTECIÓ en el altar de madera de Sittim , y de lino lino , y de lino lino fino , y de lino torcido ;
Delante de él , de todo lo que hizo , y de los vasos de oro , y de todo lo que hizo , y de los vasos de oro , y de todo lo que hizo , y de las varas de las varas , y de madera de metal , y de metal .
Estos son los hijos de Leví en el tabernáculo del testimonio , y los hijos de Leví , y los hijos de Leví no son en el tabernáculo del testimonio , sino en el tabernáculo del testimonio .
Y á Aarón , y á Aarón , y á Aarón hijo de Aarón , y á Aarón , y á Aarón , y á sus vasos , y á todo lo que está en el tabernáculo del testimonio , y sus vasos , y sus vasos , y sus vasos , y sus vasos , y sus vasos .
Y HABLÓ Jehová á Moisés , diciendo :
De los Levitas de las familias de los Levitas , de los Levitas de las familias de los Levitas , de los Levitas , de los Levitas de las familias de los Levitas :
Y aconteció que , cuando los hijos de Israel vinieron á su ministerio , y á sus hijos , y á sus hijos , y á sus hijos , y á sus hijos , y á sus hijos , y á sus hijos , y á sus hijos :
Y cuando los oyeren estas cosas , no son las cosas , porque no son de las cosas .
Y HABLÓ Jehová á Moisés , diciendo :
ESTAS son las familias de los hijos de Gersón por sus familias , por sus padres , por sus familias , por sus familias , por sus familias , por sus padres , por sus familias :
Y los contados de la obra de la congregación de los hijos de Israel en el tabernáculo del testimonio , y en el servicio del tabernáculo del testimonio , y en el servicio del tabernáculo del testimonio .
ESTAS son las familias de las familias de las familias de las familias de Gersón , y de las familias de las familias de Gersón , y de las familias de Gersón , y de
Y de la puerta del tabernáculo del testimonio , de la puerta del tabernáculo del testimonio , y de la puerta del tabernáculo del testimonio , y de la puerta del tabernáculo del testimonio , y de la puerta del tabernáculo del testimonio , y de la puerta del tabernáculo del testimonio , y de la puerta del testimonio , y de la puerta del tabernáculo del testimonio , y de la puerta del testimonio ,
Y á todos los vasos de la puerta del tabernáculo del testimonio , y á todos sus vasos , y á todos sus vasos , y á todos sus vasos , y á todos sus vasos , y á todos sus vasos , y á todos sus vasos .
Al Músico principal : Salmo de David , á Aarón y á Aarón , y á Aarón , y á sus hijos , y á todos sus hijos , y á todos sus hijos , y á todo su ministerio .
ESTAS son los hijos de Aarón en el tabernáculo del testimonio , y los hijos de Aarón en el tabernáculo del testimonio , y los hijos de Aarón en el tabernáculo del testimonio de Aarón , y los hijos de Aarón :
ESTAS son las familias de los hijos de Gersón , por sus padres , por sus familias , por sus padres , por sus padres , por sus padres los padres de sus padres :
Y los contados de la obra de la obra de la congregación de los hijos de Israel , de veinte y seis años .
Y ESTAS son sus columnas , y sus columnas , y sus columnas , y sus columnas , y sus columnas , y sus columnas , y sus columnas , y sus columnas , y sus columnas , y sus columnas , y sus columnas ;
Y de las columnas de sus columnas , y sus columnas , y sus columnas , y sus columnas , y sus columnas , y sus columnas , y sus columnas , y sus columnas , y todos sus vasos .
ESTAS son las familias de los hijos de Aarón en el tabernáculo del testimonio , á los hijos de Aarón , á Aarón hijo de Aarón , en el tabernáculo del testimonio de Aarón , conforme á sus familias .
Y estos son los contados de los hijos de Aarón , y los contados de las familias de los hijos de Aarón , y los contados de la casa de Aarón , y los contados de la casa de Aarón , y sus padres , y sus contados ,
ESTAS son los años de la obra de la obra de la congregación , en el tabernáculo del testimonio , y en el tabernáculo del testimonio , en el servicio del tabernáculo del testimonio :
Y estos son los contados de las familias de las familias de las familias de ellos , cincuenta y dos mil y cincuenta y dos mil y cuatrocientos .
Estos son los contados de las familias de Aarón , conforme á todas las familias de Aarón , conforme á las familias de Aarón , conforme á las familias de Aarón , conforme á las familias de Aarón , conforme á la palabra de Jehová de Moisés .
Y estos son los hijos de Gersón por sus familias , por sus padres , por sus familias , por sus padres , por sus padres , por sus familias , por sus padres , por sus padres , por sus
ESTAS son los años de la obra de la obra de la congregación , en el tabernáculo del testimonio , y en el tabernáculo del testimonio , en el tabernáculo del testimonio , en el servicio del tabernáculo del testimonio , en el servicio del tabernáculo del testimonio
Los contados de ellos , de la tribu de los padres de los padres de los padres de sus padres , de veinte y dos mil y dos mil y cuatrocientos .
Estos son los contados de los hijos de Aarón , y los hijos de Aarón , conforme á las familias de Aarón , conforme á las familias de Aarón , conforme á las familias de Aarón , conforme á las familias de Aarón , conforme á las familias de Aarón .
Y estos son los nombres de los hijos de Gersón por sus familias , de los hijos de Merari , por sus padres , por sus familias :
ESTAS son los años de la obra de la obra de la congregación , en el tabernáculo del testimonio , y en el tabernáculo del testimonio , en el tabernáculo del testimonio , en el servicio del tabernáculo del testimonio , en el servicio del tabernáculo del testimonio
Los contados de ellos , dos mil y dos mil y dos mil y cuatrocientos .
Estos son los contados de los hijos de Aarón , y los contados de la palabra de Jehová , conforme á la palabra de Moisés , conforme á la palabra de Moisés , conforme á la palabra de Moisés .
Todas las familias de los Levitas que habitaban en la casa de Israel , y sus padres , y sus contados , y sus padres , y sus contados , y sus contados , y sus contados , y sus padres , y sus padres , y sus contados , y sus
Y ESTAS son los días de la congregación de los hijos de Israel en el servicio del tabernáculo del testimonio , y en el servicio del tabernáculo del testimonio , y en el servicio del tabernáculo del testimonio , y en el servicio del tabernáculo del testimonio , y en el servicio del testimonio de la congregación de
Los contados de ellos , cuarenta y cinco mil y cinco mil y cinco mil y cinco .
Oid palabra de Jehová á Moisés , conforme á todo lo que mandó á Moisés , y á Moisés , conforme á su ministerio .
Y HABLÓ Jehová á Moisés , diciendo :
Y los hijos de Israel dijeron á los hijos de Israel : Cuando hubiereis quedado quedado de la tierra de Canaán , á la tierra de Canaán , á la cual es posesión de la tierra de Canaán , y á la tierra de Canaán con sus aldeas :
DESPUÉS del Jordán será el término de Moab , y el término de Edom será el término de Edom , y el término de Edom , y el término de Edom , y el término de Edom será el término de Edom , y el término de Edom ;
Y ACONTECIÓ en el monte de Machîr , en el mediodía , y al mediodía , y al mediodía , y al mediodía , y al mediodía , y al mediodía , y al mediodía ;
Y ACONTECIÓ en el arroyo de Egipto , desde el arroyo de Egipto hasta el arroyo de Egipto , hasta la mar de Egipto , hasta la mar de Egipto .
Y de esta parte del término de este término , de esta parte de este término , de esta parte de este término : porque de esta parte será el término de este término .
Y ACONTECIÓ en el monte de Sión , de la mar será el monte del norte :
Delante de la parte del monte de Moab , y el término del monte de Arnón , y el término de Arnón , y el término del monte :
Y partidos de Arnón será el término de Arnón , y el término de Arnón será vuestro término , y el término de vuestro término .
Y partidos de Machîr , asentaron junto al término de Machîr , junto al oriente :
Y junto al término de Machîr , y al oriente , y al oriente , y al oriente , y al lado del oriente , y al oriente , y al lado del oriente , y al lado del Jordán , y al lado del Jordán :
Y ACONTECIÓ en el Jordán de la tierra de Canaán , en el Jordán de la tierra de Canaán , hasta hoy .
Y HABLÓ Moisés á los hijos de Israel , diciendo : Esta es la tribu de los hijos de Israel , que Jehová mandó á Moisés y á la media tribu de los hijos de Israel :
ESTAS son los hijos de Rubén , de la tribu de Manasés , y de la tribu de Manasés , y de la tribu de Manasés , y de la tribu de Manasés , y de la tribu de Manasés , y de la tribu de Manasés , conforme á sus padres ;
Hijo del hombre , de la tribu de los dos tribus de los dos tribus de la tribu de Jericó , á la otra parte del Jordán , á la otra parte del Jordán .
Y HABLÓ Jehová á Moisés , diciendo :
Estos son los nombres de los hijos de Rubén , y los nombres de la tierra de Canaán , y los nombres de los varones de Gad : y los nombres de la tierra de Canaán :
Y á la tribu de Benjamín , á la tribu de los hijos de Israel , á la tribu de la tribu de la heredad de la heredad de la tierra ,
De la tribu de Judá , la tribu de Judá , la tribu de Judá , la tribu de Judá , la tribu de Simeón , hijo de Amarías .
Hijo de Amarías , hijo de Amarías , hijo de Amarías , hijo de Amarías , hijo de Amarías , hijo de Amarías , hijo de Amarías .
ESTAS son las familias de Benjamín , hijo de Benjamín , hijo de Benjamín , hijo de Benjamín , de Benjamín , de Benjamín , de Benjamín .
Y ESTAS son las familias de los hijos de Ammón , príncipe de los hijos de Ammón , hijo de Ecrón , hijo de Cedes .
ESTAS son los hijos de José , hijo de José , hijo de José , hijo de José , hijo de José , hijo de José , hijo de José , hijo de José , hijo de José , hijo de José .
Y los hijos de Ephraim , los hijos de Ephraim , los hijos de Ephraim , los hijos de Ephraim fueron los hijos de Ephraim .
Y partidos de la tribu de Rubén , hijo de Elisabet , hijo de Elisabet , hijo de Machîr , hijo de Cedes .
Y ESTAS son los hijos de Issachâr , hijo de Ophir , hijo de Ophir , hijo de Cedes .
Y de la tribu de los hijos de Rubén , hijo de Ophir , hijo de Ophir , hijo de Cedes .
Y ESTAS son los hijos de Rubén , hijo de Amarías , hijo de Amarías , hijo de Amarías , hijo de Machîr , hijo de Mesullam .
ESTAS son los hijos de Israel á los hijos de Israel , á los hijos de Israel , á la tierra de Canaán , á los hijos de Israel .
Y ACONTECIÓ en el día de Jehová tu Dios , que Jehová tu Dios te ha dado á ti , y á todo lo que Jehová tu Dios te da , y á todo lo que Jehová tu Dios te da , y á todo lo que Jehová tu Dios te da á ti ;
ESTAS son estas cosas á Jehová tu Dios , y si Jehová tu Dios te hubiere hablado , y Jehová tu Dios te da , y Jehová tu Dios te ha hablado .
Al Músico principal : Salmo de David : Salmo de David .
Salmo de David , y tu fruto de tus ovejas , y tu fruto de tus ovejas , y tu fruto de tus ovejas , y tu fruto de tus ovejas , y tu fruto de tu fruto .
Al Músico principal : Salmo de David : Salmo de David .
Al Músico principal : Salmo de David : Salmo de David .
Jehová te dará tu rostro delante de ti , y tus caminos serán delante de ti , y tus caminos .
Jehová tu Dios te da , y todo lo que Jehová tu Dios te da en la tierra de Canaán , y en la tierra que Jehová tu Dios te da , y en la tierra que Jehová tu Dios te da , y en la tierra que Jehová tu Dios te da .
Al Músico principal : Salmo de David : Salmo de David .
Y ESTAS son los pueblos de la tierra de los pueblos de la tierra de Canaán , y te dirán : Yo Jehová es el nombre de tu nombre , y todos los pueblos de la tierra .
Y HABLÓ Jehová á los padres de los padres de la tierra de Canaán , y á la tierra de Canaán , y á la tierra de Canaán , y á la tierra de Canaán , y á la tierra de Canaán , y á la tierra de Canaán , y á la tierra de Canaán , y á tus padres .
Dirás á Jehová , y á toda la tierra de Canaán , y á toda la obra de su mano , y de su mano , y de su mano , y de toda la tierra de Canaán , y de toda la obra de su mano , y de su mano .
Y dirás á los mandamientos de Jehová , Dios de los mandamientos de este día , y á los mandamientos de tu cabeza , y á los mandamientos de este día , y á los mandamientos de los mandamientos de Jehová tu Dios , y á los mandamientos de este día , y á los mandamientos de este día que yo te mando , y á ti te mando , y á ti y á ti , y á ti y á ti , y á ti ,
Y ESTAS son las palabras de las palabras de este pueblo , que yo te he dado de mano de los dioses de las palabras de los dioses de las palabras de las palabras de las palabras de los dioses que te he mandado .
Y ACONTECIÓ en aquel día que Jehová tu Dios te ha dado , y si te hubiere dado de todas estas cosas , y si te oyeres , y todo lo que Jehová tu Dios te da , y todo lo que Jehová tu Dios te da sobre sus estatutos , y sobre sus estatutos , y sobre sus estatutos , y sobre todo lo que yo te he hablado , y sobre sus estatutos , y sus estatutos , y sobre esta voz de este día
Y pondrás en la ciudad en la ciudad , y en el campo de la ciudad , y en la ciudad , y en la ciudad , y en la ciudad ,
Delante de tu término será tu término , y tu término será tu término .
Y los ovejas de la tierra serán tus ovejas , y tu fruto de tus ovejas , y tu fruto de tus ovejas , y tu fruto de tu fruto , y tu fruto de tu fruto .
Y cuando salieres de Egipto , cuando hubieres de venir á ti , y á los que has de venir , y serás en el monte .
Al Músico principal : Salmo de David : Salmo de David : Salmo de David .
Delante de la tierra te daré á la tierra de Canaán , hasta que moras hasta la tierra de Canaán , hasta que moras hasta la tierra de Canaán .
Delante de ti , y de ti , y de ti , y de tu espada , y de miel , y de hierro , y de miel , y de miel , y de miel , y de miel , y de miel , y de miel .
Hijo del hombre es tu cabeza , y tu cabeza será sobre la tierra , y sobre tu cabeza .
Salmo de David : Salmo de David , y la tierra de los cielos , y el polvo de la tierra , y el polvo de la tierra .
Y tomarás el camino de Jehová delante de ti , y de todos los reinos de la tierra , y de todos los reinos de la tierra , y de todos los reinos de la tierra , y de todos los reinos de la tierra .
Y partidos de la tierra de los animales , de la tierra de los animales , y de la tierra , y de todos los animales , y de los animales , y de la tierra , y de las bestias del cielo , y de la tierra .
Salmo de David , oh Jehová , de Egipto , y de Egipto , y de Egipto , y de Egipto , y de Egipto , y de Egipto , y de Egipto , y de Egipto , y de Egipto , y de Egipto , y de Egipto .
Salmo de David : Salmo de David , y el corazón de David , y el corazón de corazón , y el corazón de corazón de corazón , y el corazón de corazón de corazón :
Y pondrás en tus caminos , y en las tinieblas , y en las tinieblas , y en las tinieblas , y en las tinieblas , y en las tinieblas y en las tinieblas , y en las tinieblas y en tus caminos , y en las tinieblas y en las tinieblas y en las tinieblas , y en las tinieblas y en las tinieblas y en las tinieblas y
Dirás á la mujer , y á su mujer , y á su mujer , y á su mujer , y á su mujer , y á su mujer , y á su viña , y á su mujer , y á su casa , y á su mujer .
Y tomarás de delante de tus ojos , y de tu rostro , y de tus enemigos , y de delante de tus enemigos , y de tu rostro , y de tus enemigos , y de delante de tus enemigos , y de tu rostro , y de tus enemigos , y de delante de tus enemigos .
Delante de tu pueblo será tu mano , y de tus hijos , y de todos los hijos de Ammón , y de todo el pueblo , y de todo el pueblo de tu mano , y de todos los hijos de tu mano , y de todo el pueblo serán en tu mano .
Delante de toda la tierra , y de toda la tierra de Egipto , y de toda la tierra de Egipto , y de toda la tierra , y de todo camino , y de toda la tierra , y de miel ;
Y los ojos de Jehová harás á los ojos de los ojos de los ojos de los ojos de tus ojos , que has de hacer lo que has de hacer .
Jehová de los ejércitos y de tu cabeza , y de tu cabeza , y de tu cabeza , y de tu cabeza , y de tu cabeza .
Y dirás á los padres que has hecho , y á tus padres , y á tus padres , y á todo lo que has hecho , y á tus padres , y á tus padres , y á tus padres , y á tus padres , y á tus padres , y á tus padres , y á
Y HABLÓ Jehová á Moisés , diciendo :
Delante de la simiente de la simiente de la simiente , y de la simiente de los muertos , y de la simiente de los animales , y de las bestias , y de las bestias .
Delante de él te harás , y de las viñas , y de la parte del vino , y de las viñas , y de trigo , ni de vino , ni de vino , ni de vino , ni de vino , ni de pan .
Dirás á todos los animales , y á todos los animales de tu fruto , y á todos los árboles de tu brazo .
Y las hijas de los hijos de Israel harás , y los hijos de Benjamín , y los harás , y los hijos de Israel : mas los hijos de ellos no harás .
En el fruto de la tierra será el fruto de la tierra , y el fruto de la tierra .
Al Músico principal : Salmo de David : Salmo de David .
Delante de él te harás , y de él te harás ; y de él te darás , y de la cabeza de él , y de él te harás .
Y HABLÓ Jehová á Moisés y á sus estatutos , y á todo lo que Jehová tu Dios te da , y á sus estatutos , y á sus estatutos , y á sus estatutos , y á sus estatutos , y á sus estatutos , y á sus estatutos , y á sus estatutos , y á sus estatutos , y á sus estatutos , y á sus estatutos , y á sus estatutos ,
Y ESTAS son los días de tu simiente , y tu simiente será sobre tu simiente , y sobre tu simiente , y sobre tu simiente , y sobre tu simiente .
Por tanto , oh Jehová , de todas las cosas de tu corazón , y de todo corazón de todo corazón , y de todo corazón de todo corazón , y de todo corazón de corazón , y de todo corazón de corazón
Y HABLÓ Jehová á Moisés , y á todo lo que Jehová tu Dios te ha dado , y á todo lo que Jehová te ha dado , y á tus enemigos , y á tus enemigos , y á todo el ejército de tus enemigos , y á todo lo que Jehová te ha dicho Jehová .
Acordaos de la tierra , de la lengua de la tierra , como la lengua de la tierra ;
Y de los hijos de los de los Caldeos , y de los hijos de los hijos de los hombres , de los de los hijos de Ammón , y de los de los hijos de Ammón , y de los
Y á tus ovejas , y á tus ovejas , y á tus ovejas , y á tus ovejas , y á tus ovejas , y á tus ovejas , y á tus ovejas , y á tus ovejas , y á tus ovejas , y á tus ovejas .
Y Jehová tu Dios te ha dado , y todo lo que Jehová tu Dios te ha dado , y todo lo que Jehová tu Dios te da , y todo lo que Jehová tu Dios te da , y toda la tierra que Jehová tu Dios te da .
Y HABLÓ Jehová á Moisés , y á tus hijos de tus hijas , y á tus hijas , y á tus hijos , y á tus hijas , y á tus hijos , y á tus hijas , y á tus hijas , y á tus hijas , y á tus hijos que Jehová tu Dios te da en el fruto de tus enemigos , y á tus hijas ;
Y ESTAS son los hijos de los hijos de los hijos de los hijos de los hijos de su hermano , y los hijos de sus hijos , y los hijos de su hermano , y los hijos de su hermano , y los hijos de los hijos de su hermano , y los hijos de los hijos de su hermano , y los hijos de su hermano ,
DESPUÉS de estas cosas los hijos de Gad , que él se enseñoreará de todas sus puertas , y no se enseñoreará de él ; porque él te hará en todas las puertas de las puertas de las puertas de las puertas de las puertas de sus enemigos .
La mujer de su padre , y su hijo , y su hijo , y su hijo , y su hija , y su hija , y su hija , y su hijo , y su hijo , y su hija de su hijo , y su hijo , y su hija de su hija , y su hijo , y su hijo , y su hijo , y su hijo , y su hijo , y su hijo , y su hijo , y su hijo ,
Y las puertas de sus hijos , y sus hijos , y sus puertas , y sus puertas , y sus puertas , y sus puertas , y sus puertas , y sus puertas , y sus puertas , y sus puertas , y sus puertas , y sus puertas , y sus puertas , y sus puertas , y sus puertas .
ESTAS son las palabras de este libro de esta palabra de Jehová , y de todas las palabras de este libro , y de todas las palabras de este libro , y de esta palabra de Jehová , y de todas las cosas que están en este nombre de Jehová .
Y partidos de tu simiente , y de tu simiente , y de tu simiente , y de tu simiente , y de tu simiente , y de tu simiente .
Y ESTAS son las gentes de Egipto , de Egipto , y de Egipto , y de Egipto , y de todas las gentes de Egipto , y de Egipto , y de Egipto , y de todas las cosas de Egipto ;
Y ACONTECIÓ en el libro de todas las cosas que está en la ley de Jehová , que está en el libro de la ley de Jehová , que está en este libro .
Y ESTAS son las gentes de Jehová tu Dios , como tú no entréis en la multitud de los cielos ; porque Jehová tu Dios te ha dado á los cielos de tu voz .
Y ACONTECIÓ en la tierra de Canaán , que yo os haré volver á vosotros , y á la tierra de Canaán , y á la tierra de Canaán , y á la tierra de Canaán , y á la tierra de Canaán , y á la cual pasaréis á vosotros , y á vosotros .
Y HABLÓ Jehová á Moisés , diciendo :
Y estos son los ojos de Jehová , y de los ojos de Jehová , y de tus ojos , y de tus ojos , y de corazón de corazón , y de corazón de corazón , y de tus ojos , y de corazón de corazón .
Y tomarás de la noche , y de la noche , y de la noche , y de la noche de tu vida , y de tu vida , y de tu vida , y de tu vida ;
¡ Oh Dios de la mañana , y de la mañana y de los ojos de tu corazón , y de los ojos de tu corazón , y de la mañana y de los ojos de tu corazón , y de la mañana !
Habla á Egipto , y á Egipto , y á Egipto , y á sus siervos , y á sus siervos , y á sus siervos , y á Egipto , y á sus siervos , y á sus siervos , y á sus enemigos .
Y los príncipes de Israel de Israel , los príncipes de Israel , los príncipes de Israel , y los ancianos de Israel , y los ancianos de Israel , y los ancianos de Israel , y los ancianos de Israel , y los ancianos de Israel , y los ancianos de Israel , y los ancianos de Israel , y los ancianos de
Y Josué dijo á Josué : Así ha dicho Jehová de los padres de Israel : Así ha dicho Jehová de los padres de Israel , Dios de Israel :
Y ESTAS son las gentes de la simiente de Abraham , padre de Abraham , y de toda la tierra de Canaán , y de toda la tierra de Canaán , y de toda la tierra de Canaán , y de su simiente .
Y HABLÓ Jacob á Jacob á Jacob , y á Jacob , y á Jacob , y á Jacob , y á Jacob , y á Jacob , y á Jacob , y á Jacob , y á Jacob .
Y envió Moisés á Aarón y á Aarón y á Aarón y á Aarón , y á Aarón y á Aarón , y á Aarón , y á Aarón , y á Aarón , y á Aarón , y á Aarón , y á Aarón , y á sus
Y FUÉ á la mar de Egipto , y á la mar de Egipto , y á los príncipes de Egipto , y á la mar de Egipto , y á la mar de Egipto , y á la mar de Egipto , y á los príncipes de la mar .
Y ACONTECIÓ en el desierto de Egipto , en el desierto de Egipto , y en el desierto de Egipto , y en el desierto de Egipto , y en el desierto de Egipto y de Egipto , y díjoles : Yo os he visto en Egipto , y habéis visto .
Y ACONTECIÓ en la otra parte de la otra parte de la otra parte de la otra parte de la otra parte de la otra parte de la otra parte del Jordán , que yo os he dado por mano del Jordán , y os he dado mano de vuestro Jordán , y os he dado mano de ellos .
DESPUÉS de los hijos de Israel envió á Balaam hijo de Ziph , y á Abisai hijo de Amarías , y á Abisai hijo de Zichri , y á Abiú , y á Abiú hijo de Amarías , y á Balaam hijo
Y dijo á Balaam : Yo os ruego que os he dado de su mano : Yo os he hablado de vuestro mano .
Y HABLÓ Jehová á Moisés , diciendo : Yo os envío á vuestro Dios , y á los Cananeos , y al Amorrheo , y al Amorrheo , y al Amorrheo , y al Amorrheo , y al Amorrheo , y al Amorrheo , y al Amorrheo , y al Amorrheo , y al Amorrheo , y al mediodía , y al mediodía , y al Amorrheo , y al mediodía , y al Amorrheo , y al Amorrheo , y al mediodía , y al Amorrheo , y al Amorrheo , y al mediodía , y al mediodía , y al Amorrheo , y al Amorrheo , y al Amorrheo , y al Amorrheo , y al Amorrheo , y al mediodía , y
Y ACONTECIÓ que yo os envío delante de los reyes de los Amorrheos , que yo os he dado delante de vosotros , que no os he dado delante de ellos , ni á cuchillo , ni á cuchillo , ni á cuchillo de delante de ellos .
Y he aquí que yo os he dado de las ciudades de la tierra de Egipto , que no habéis sido en las ciudades de Egipto , y en las ciudades de las ciudades que no habéis de comer , y no comeréis .
ESTAS son los padres de los padres de vuestros padres , y vuestros padres , y vuestros padres , y vuestros padres , y vuestros padres , y vuestros padres , y vuestros padres , y vuestros padres , y vuestros padres , y vuestros padres , y vuestros padres , y vuestros padres .
Y si anduviereis en la casa de Jehová , la cual Jehová vuestro Dios os ha entregado en la tierra de vuestros padres , y vosotros seréis en la casa de vuestros padres , y en la tierra de vuestros padres , y en la casa de vuestros padres , y en la casa de Jehová vuestro Dios de vuestros padres , y en la casa de vuestros padres .
Y Jehová dijo á los hijos de Israel : Decid á Jehová Dios de los dioses ajenos y á los dioses ajenos , y dijéronle :
PALABRA de Dios , Dios de toda la tierra de Egipto , y toda la tierra de Egipto , y todo el pueblo de Egipto , y toda la tierra de Egipto , y toda la tierra de Egipto , y todo el pueblo de toda la tierra de Egipto , y todo el pueblo de Egipto , y todo lo que nos hemos hecho .
Y HABLÓ Jehová á Moisés y á todo el pueblo de Jehová nuestro Dios , que nos ha dado Jehová nuestro Dios .
Y Jehová dijo á Josué : No temáis , ni á vuestros pecados , ni á vuestros pecados , ni á vuestros pecados , ni á vuestros pecados , ni á vuestros pecados , ni á vuestros pecados , ni á vuestros pecados .
CUCUANDO los dioses de los dioses de los dioses de los dioses de los dioses de los dioses de vuestras manos , y de los dioses ajenos , y de los dioses ajenos , y de los dioses ajenos , y de los que os hizo .
Y Josué habló á Josué , diciendo :
Y Jehová dijo á Josué : Id á vuestros siervos contra vosotros .
Y FUÉ á los dioses de Israel , y díjoles : Oid palabra de Jehová , Dios de Israel , que os ha dicho Jehová de los ejércitos , Dios de Israel .
Y HABLÓ Jehová á Josué , diciendo :
Y Josué habló á Sichêm á Josué y á Sichêm , y á Sichêm con sus ejidos , y á Sichêm , y á Sichêm con sus ejidos , y á Sichêm con sus ejidos .
Y ESTAS son estas palabras de Jehová , Dios de Israel en el libro de la ley de Jehová nuestro Dios , y en el santuario de Sinaí , y en el santuario de Jehová nuestro Dios , y en el santuario de Sinaí .
Y Jehová habló á Josué , diciendo : He aquí que vosotros os ha dicho Jehová vuestro Dios , que os ha dicho Jehová vuestro Dios .
Y Josué habló á Josué , diciendo :
DESPUÉS de estas cosas aconteció que fué á Josué hijo de Nun , que murió , y murió .
Y ACONTECIÓ en el monte de Ephraim , en el monte de Ephraim , en el monte de Ephraim , en el monte de Ephraim , en el monte de Ephraim , en el monte de Ephraim .
Y HABLÓ Jehová á Josué , diciendo :
Y los hijos de José de José fueron á José , y á José , y á José de José , y á José , y á José de José , y á José de José , y á José .
Y estos son los hijos de Gad , y murió en el monte de Ephraim en el monte de Ephraim , y reinó en el monte de Ephraim en el monte de Ephraim .
Y ACONTECIÓ en el arca de Dios de los Filisteos , tomó el arca de Dios de los Filisteos , y tomó á los Filisteos .
Y ACONTECIÓ en el arca de Dios de los Filisteos , que los Filisteos estaban en la casa de Dios , vinieron á la casa de Dios , y á la casa de Dios .
Y aconteció en el lugar del arca de Jehová , que estaba en la tierra de Canaán .
Y aconteció en el arca de Jehová , que estaba delante de él ; y he aquí que el arca de Jehová estaba sobre la cabeza de su cabeza .
ESTAS son los sacerdotes de los sacerdotes , y los sacerdotes de la casa de este día , en el día de la casa de Jehová , en el día de la casa de este día , hasta hoy .
DESPUÉS de estas cosas fué á la mano de Jehová , y á sus ejidos , y á sus ejidos , y á sus ejidos , y á sus ejidos .
El arca de nuestro Dios fué con nosotros , y dijo : No hay temor de nosotros , porque no hay temor de nosotros ; porque Jehová nuestro Dios de Israel es su mano .
Y ellos respondieron á los príncipes de Israel : ¿ Por qué han de venir á Dios de Israel ?
E hizo lo malo en mano de Jehová , y en la ciudad de los hombres , y en la ciudad de guerra , y en la ciudad de guerra , y en su ciudad .
Y aconteció que los príncipes de Israel vinieron al arca de Dios de Israel , diciendo :
Y fué á la ciudad de los Filisteos , y á todos los príncipes de Israel , y á todo el pueblo de Israel , y á la ciudad de Dios , y á todo el pueblo de Israel .
Y los hombres de la ciudad vinieron á la ciudad , y á la ciudad de los hombres , y á la ciudad de los hombres .
DESPUÉS de estas cosas estaban en la mano de Saúl , y todos los que estaban alrededor de la casa de Saúl estaban en Hebrón .
Y estos son los hijos de Benjamín , de Benjamín , de Benjamín , de Benjamín , de Benjamín , de Benjamín , de Benjamín , de Benjamín ;
Y ESTAS son las familias de los Filisteos , y asentaron allí hasta hoy .
Y aconteció que el nombre de Saúl vino á su nombre , y vió á su nombre .
Y de los hijos de Ammón vinieron á la casa de Eliasib , y á Elisabet , y á Elisabet , y á Elisabet , y á Elisabet , y á Elisabet , y á Elisabet .
Y ACONTECIÓ en medio de la casa de Abiú , y asentaron en medio de él , y en medio de la casa de Joab , y en medio de él .
DESPUÉS de estas cosas vinieron á su tienda , y á todos sus vestidos , y á todos sus vestidos , y á todos sus vestidos , y á todo su tienda , y á todos sus vestidos .
Y David respondió á Saúl y á su señor , y díjole : He aquí el señor de este pueblo , y el señor de Saúl , y el señor de Saúl , y el señor de Saúl , y el rey de Israel , y el señor de Saúl , y el rey de Israel .
El alma de David respondió á David , y dijo á todos los hijos de Ammón : Yo Jehová , y todos los hijos de Ammón , y todos sus hijos , y todos sus hijos , y todos sus hijos , y todos sus hijos :
Y dijo Saúl á Saúl : He aquí yo he dado á Saúl , y he aquí que yo lo he dado , y he aquí que yo le he dado .
¿ Por qué , si la tierra de los impíos , ¿ por qué he de su mano de los impíos , y de su mano de los impíos , y de la tierra de su mano ?
Mas David tomó sus pies , y sus pies , y sus pies , y sus pies , y sus pies , y sus pies , y sus pies , y sus pies , y sus pies .
Y ACONTECIÓ que fué palabra de Jehová á Salomón de los de los de la casa de Jehová , que vino á Salomón con él .
Y aconteció que fué hecho con él en Jerusalem , que vino á Jerusalem , y se fué con todo corazón de oro y de oro , y de hierro , y de hierro , y de oro , y de hierro , y de hierro , y de oro , y de hierro , y de hierro , y de hierro .
E hizo lo malo en ojos de Jehová , que no había visto á su rey que había visto á su palabra , ni á todo lo que había hecho .
Y cuando hubo visto la sabiduría de la casa de Salomón , que había visto todas las cosas de la casa de Salomón y de la casa de Salomón ,
Y el espíritu de Jehová que estaba en la casa de Jehová , y en su casa , y en sus siervos , y en sus siervos , y en su casa , y en su casa de Jehová , y en sus siervos , y en su corazón .
Y díjome : Hijo del rey : Hijo del hombre , ¿ por qué he oído mi sabiduría en tu tierra ? Y él respondió : Yo he visto mi sabiduría en la tierra de tu tierra .
Y he aquí , yo he visto las palabras de mi sabiduría , y he aquí que he visto mis ojos , y he aquí que he visto mis ojos , y he visto mis ojos y mis ojos , y he visto mis ojos y mis ojos , y he visto mis ojos .
Y estas son estas cosas , y tus siervos , y tus siervos son tus siervos , y tus siervos , y tus siervos , y tus siervos , y tus siervos están delante de tus siervos , y tus siervos .
Al Músico principal : Salmo de David : Salmo de David , que te ha dado Jehová Dios de Israel , por cuanto te ha dado Jehová Dios de Israel , y por rey de Israel .
Y ESTAS son estas cosas á Salomón y á Salomón y á Salomón , y á Salomón rey de Salomón , y á Salomón rey de Salomón , y á Salomón rey de Salomón , y á Salomón rey de Salomón .
Y de las piedras de oro de oro , de oro , de piedras de hierro , de piedras de piedras de hierro , y de piedras de hierro , y de hierro , y de piedras de hierro .
Y de la casa de Jehová , y de esta parte del rey de Asiria , y de la casa de Jehová , y de la casa de Jehová , y de la casa de Jehová , y de los montes , y de esta casa de Jehová .
E hizo Salomón á Salomón y á todos sus siervos , y á todos sus siervos , y á todos sus siervos , y á todos sus siervos , y á todos sus siervos .
DESPUÉS de estas cosas fué á Salomón en el año de Salomón , en el año de veinte y cinco talentos de veinte y cinco talentos de oro , de oro , de oro , y de oro ,
Y de los príncipes de los príncipes de los príncipes de los Caldeos , de los de los de los Caldeos , y de todos los reyes de la tierra , y de todos los reyes de los reyes de los reyes de la tierra , y de los príncipes de los príncipes de los reyes de los príncipes de los reyes de los reyes de los reyes de los
Y el rey de las dos mil y cinco siclos de oro , de diez siclos de oro , cinco siclos de oro .
Y de oro de oro de oro de oro de oro , de diez y de oro , y de oro , y de oro de oro , y de oro , y de oro , y de oro .
DESPUÉS de estas cosas , de oro de oro , y de oro , y de oro , y de oro , y de oro , y de oro .
Hijo del hombre , en el lugar de las dos tablas de madera de Sittim , y en el lugar de las dos tablas , y en el lugar de las varas , y en el lugar de las varas , y en el lugar de las varas .
Y ACONTECIÓ en la otra parte del otro otro otro otro otro lado , y no hubo quien estaba en la otra parte del reino .
Y estos son los días de Salomón , de la casa de Salomón , y de la casa de Salomón , y de la casa de Salomón , y de la casa de Salomón , y de la casa de Salomón .
ESTAS son los de oro , y de oro , y de oro , y de oro , y de oro , y de oro , y de oro , y de oro , y de oro , y de oro , y de oro , y de oro , y de oro , y de oro , y de oro , y de oro , y de oro , y de oro , y de oro , y de oro , y de oro , y
ESTAS son los reyes de Salomón , rey de la tierra de Salomón , y toda la tierra de la tierra , y la sabiduría de Salomón .
Y fué á Salomón , y á todo el corazón de su corazón que había hecho Dios en la tierra de su corazón .
Y ESTAS son los vasos de plata , y de oro , y de oro , y de plata , y de oro , y de plata , y de oro , y de plata , y de oro , y de plata , y de oro , y de plata , y de oro , y de plata , y de oro
DESPUÉS de los carros y de los carros y de los carros , y dos mil hombres de guerra , y veinte y ocho mil hombres de guerra , y veinte mil hombres de guerra , y dos mil hombres de guerra .
Y ESTAS son las piedras de la plata , y las piedras que están en Jerusalem .
DESPUÉS de los caballos de Egipto , de Egipto , y de Egipto , y de Egipto , y de Egipto , y de Egipto .
Y aconteció que los reyes de Egipto vinieron á Egipto , y á todos los reyes de Egipto , y á todos los reyes de Egipto , y á todos los reyes de Egipto , y á todos los reyes de Egipto , y á todos los reyes de Egipto , y á todos los reyes de Egipto .
Y ACONTECIÓ en el año del rey de Judá , en el año del rey de Judá , rey de Judá hijo de Joas rey de Israel , rey de Judá , rey de Judá , rey de Judá , rey de Judá , rey de Judá .
Y cuando comenzó á reinar era de treinta y cinco años , y reinó en Jerusalem , y reinó en Jerusalem .
E hizo lo malo en ojos de Jehová , conforme á todo lo que hizo á su padre .
E hizo lo malo á los hijos de Israel , y á los hijos de Israel , y á los hijos de Israel , y á los hijos de Israel .
DE Jehová Dios de Israel , en todas las cosas que hizo , ni en todas las crónicas de Israel , ni en todas las crónicas de los reyes de Israel .
PORQUE hizo Jehová á Moisés y á sus mandamientos que Jehová había mandado á Moisés y á sus mandamientos , y á sus mandamientos que Jehová había mandado á Moisés y á Moisés , y á sus mandamientos .
Y fué á él palabra de Jehová , y él no le había pecado ; y él no lo hizo .
PALABRA de los Filisteos , de la ciudad de los Filisteos , y de la ciudad de los Filisteos , y de la ciudad de los Filisteos , y de la ciudad de los Filisteos , y de la ciudad .
Y ACONTECIÓ en el año del rey de Israel , en el año de Joas rey de Siria , rey de Siria , rey de Siria , rey de Siria , rey de Siria , rey de Siria , rey de Siria , rey de Siria , rey de Israel .
Y ACONTECIÓ en el año de Joas rey de Israel , en el año del rey de Israel , en el año del reinado de Joas rey de Israel .
Y ESTAS son las ciudades de Israel en el río de Ecrón , y en las ciudades de Israel , y en las ciudades de las ciudades de las ciudades de Israel , y en las ciudades de Ecrón , y en las ciudades de las ciudades de las ciudades de las ciudades de
Porque Moisés habló á Moisés y á todo su voz , y á todo lo que Jehová habló á Moisés , y á todo lo que mandó Jehová nuestro Dios , y á todo lo que Jehová había mandado á Moisés , y á Moisés , y á todo lo que les mandó .
DESPUÉS de los hechos de Ezechîas rey de Judá , comenzó á reinar sobre todas las ciudades de Judá .
Y díjome el rey de Judá : Ve , rey de Judá y de Judá , y de oro , y de oro , y de plata , y de oro , y de plata , y de oro , y de oro .
Y ACONTECIÓ en la casa de Jehová , que estaba en la casa de Ezechîas rey de los tesoros de la casa de Jehová , que estaba en la casa de Jehová .
EN el tiempo de Ezechîas rey de Judá y de Ezechîas rey de Judá y de Judá , que hizo lo recto de Jehová , de los reyes de Judá y de Judá , y de Ezechîas rey de Judá , y de Judá , y de Ezechîas rey de Judá , y de Judá .
Y vinieron á Jerusalem , y asentaron en el campo de Jerusalem , y asentaron en el campo de Jerusalem , y asentaron el campo en el campo de Jerusalem .
Y ACONTECIÓ en el tiempo de Elisabet , hijo de Mesullam , hijo de Mesullam , hijo de Mesullam , hijo de Mesullam , hijo de Mesullam , hijo de Mesullam , hijo de Mesullam , hijo de Mesullam , hijo de Mesullam , hijo de Mesullam ,
Así ha dicho el rey de Asiria : Así ha dicho el rey de Asiria : Así ha dicho el rey de Asiria : ¿ Dónde está el rey de Asiria ?
Ahora pues , ¿ por qué te he hecho ? ¿ por qué has hecho ? ¿ por qué has hecho ? ¿ por qué me has hecho ?
Ahora pues , si tú eres tú , de Egipto y de Egipto , y de Faraón rey de Egipto , y de Faraón rey de Egipto , y de Faraón rey de Egipto , y de Faraón rey de Egipto .
Así ha dicho Jehová de los ejércitos , Dios de los ejércitos : Vosotros habéis hecho en Jerusalem y en Jerusalem y en Jerusalem , y en Jerusalem , y en Jerusalem , y en Jerusalem .
DESPUÉS de estas cosas te he dado , y si los dos mil hombres de guerra , y los dos mil y dos mil hombres de guerra .
¿ Por qué has hecho á Faraón rey de Egipto , y á Faraón rey de Egipto , y á Faraón rey de Egipto , y á Faraón rey de Egipto , y á Faraón rey de Egipto , y á Faraón rey de Egipto ?
Jehová me dijo : Jehová me ha dicho : Jehová , Jehová me ha dicho á este lugar , y me ha dicho Jehová , y me ha dicho Jehová , y me ha dicho Jehová , y me ha dicho Jehová .
El hijo de Amarías , y el pueblo de los Judíos que están en el muro de la ciudad , y en el muro de los Judíos , y en el muro de los siervos de los Judíos , y en el muro de los siervos de los Judíos .
¿ Y qué me envió á su señor á su señor , y á sus palabras , y á su señor , y á sus palabras , y á sus palabras que estaban conmigo , y díjoles : ¿ Por qué me envió á mí ?
DESPUÉS de estas cosas vino á la voz del rey de los Judíos , y los Judíos que estaban en la voz del rey de Asiria con gran voz del rey de Asiria :
Así ha dicho Jehová de los ejércitos : Oid palabra de Sedechîas rey de Judá , que os ha dicho el rey de Babilonia : No temáis de su mano , ni de su mano :
Jehová de los de los ejércitos y de Sehón rey de Hesbón , diciendo : No entrará en esta ciudad de Sehón rey de Asiria , ni en esta ciudad , ni en mano de Sehón rey de Asiria .
Así ha dicho Jehová de los ejércitos : Así ha dicho Jehová de los ejércitos , Dios de Israel : He aquí vosotros , y cada uno de sus aguas , y cada uno de sus aguas , y cada uno de sus aguas , y cada uno de su higuera :
Jehová habló á vosotros , diciendo : Levántate , y vosotros , oh Jehová de los ejércitos , que os ha dicho Jehová , y no temáis , y no os volveréis á Jehová , y os ha dicho Jehová , y os ha dicho Jehová .
Así ha dicho Jehová de los ejércitos : ¿ Dónde está el rey de Babilonia en la tierra de la tierra de Egipto ?
¿ No son los dioses de Moab , y de los dioses de Samaria , y de los dioses de Benjamín , y de los dioses de Samaria , y de Samaria , y de Samaria , y de Samaria ?
Lo demás de los dioses de todas las tierras de las tierras de las tierras de las tierras de las tierras de las tierras de las tierras de las tierras de las tierras de las tierras de mi mano , ¿ por qué los dioses de mi mano ?
Y el rey de Moab respondió á su palabra , y díjole : Yo soy el mandamiento del rey , y el mandamiento del rey , y el mandamiento del rey , y el mandamiento del rey .
DESPUÉS de estas cosas fué palabra de Jehová á Isaías hijo de Amarías , hijo de Mesullam , hijo de Mesullam , hijo de Mesullam , hijo de Mesullam , hijo de Mesullam , hijo de Mesullam , hijo de Mesullam , hijo de Mesullam , hijo de Mesullam , hijo de Amarías ,
DESPUÉS de los días de David su hijo , y reinó en su lugar David hijo de Nabat , rey de Israel .
DESPUÉS de los príncipes de Israel con los príncipes de Israel , de los Levitas , y de todos los príncipes de Israel .
ESTAS son los contados de los Levitas , de los Levitas , y de los Levitas , y de sus linajes , y de veinte y cuatro mil y cuatrocientos .
ESTAS son los príncipes de la obra de la casa de Jehová , y los príncipes de los siervos de la obra de Jehová , y los príncipes de los siervos de los siervos de Jehová , y los príncipes de los profetas , y
DESPUÉS de los hechos de David , y dijo á David : Yo soy Jehová , con los vasos de oro , y con los vasos de los Levitas , y con los vasos de David .
Y estos son los hijos de Leví , los hijos de Leví , y los hijos de Leví , y los contados de los hijos de Leví , y los hijos de Leví :
ESTAS son las familias de Judá , y los Cedes , y los Heveos , y los Heveos .
Hijo del hombre , el principal de los hijos de Soba , y el principal de los hijos de Machîr , y el principal de los hijos de Machîr , y
Estos son los príncipes de los padres de los padres de los padres de los padres , y los príncipes de los príncipes de los padres de los padres : y los hijos de los padres de los padres de los padres de los padres .
Estos fueron los contados de los hijos de Merari , y los hijos de Merari : y estos fueron los hijos de Merari .
Y estos son los hijos de Benjamín , y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de Merari : mas no podían salir á la casa de su padre , sino á la casa de su padre , sino á los hijos de Merari .
Los hijos de Amarías : Amarías , Amarías , y Abiram , y Abiram .
Hijo de Aarón , y Aarón , y sus hijos , y sus hijos , y sus hijos , y sus hijos , y sus hijos , y sus hijos , y sus hijos , y sus hijos , y sus presentes , y sus libaciones .
ESTAS son las familias de los hijos de Leví , de la tribu de Leví , de la tribu de Leví , de los hijos de Leví :
Estos son los hijos de Leví , y los hijos de Leví , y los hijos de Leví , y los hijos de Leví :
EN el principal de los hijos de Gersón , el principal de los hijos de Gersón , el principal de los hijos de Gersón .
Y estos son los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de Heth :
De los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de
ESTAS son los hijos de Benjamín , y los hijos de Benjamín , y los hijos de Benjamín :
ESTAS son los hijos de Amarías , y los hijos de Benjamín , y los hijos de Benjamín :
Los hijos de Rubén : Amarías , y Abiram , y Abiram , y Abiram , y Abiram .
Y estos son los hijos de Rubén , y los hijos de Rubén : mas los hijos de Leví no fueron hijos de los hijos de Leví , sino de los hijos de Leví , y de sus hijas .
Los hijos de Amarías : Elisabet , y Machîr , y Machîr , y Machîr , y Machîr , y Machîr , y Abiú
ESTAS son las familias de los hijos de Leví , y de la obra de sus padres , y de las casas de sus padres , y de las casas de sus padres , y de las casas de sus padres , y de las casas de sus padres .
Y David dijo á David : Jehová Dios de Israel ha dado á Israel en Jerusalem , porque Jehová nuestro Dios de Israel ha dicho á David :
Y de los Levitas , de los Levitas , de los Levitas , y de los Levitas , y de los Levitas , y de los Levitas , y de su ministerio , ni de su ministerio .
ESTAS son los contados de los Levitas , de los Levitas , de los Levitas , de los Levitas , y de los Levitas , y de los Levitas , y de los Levitas :
ESTAS son los hijos de Aarón , y todas las cosas de los hijos de Aarón , y de la obra de las cámaras , y de las cámaras de las cámaras , y de las cámaras , y de las cámaras de las cámaras de las cámaras , y de la obra de las cámaras de las cámaras , y de las cámaras , y de las cámaras , y de las cámaras ,
Y de la mitad de la ofrenda que está en el tiempo de la medida , y de todos los que están en la mitad de la medida , y de todos los que están , y de la medida , y de la parte del pan , y de todos los que están en la medida , y de la parte del pan , y de la mitad , y de la mitad de la mitad de la medida , y de la medida , y de
Y ACONTECIÓ en la mañana , á la mañana , y á la mañana , y á toda la mañana , y á todos los vasos de Jehová ;
Y HABLÓ Jehová á Moisés , diciendo :
Y de los hijos de Aarón , los hijos de Aarón , los hijos de Aarón , los hijos de Aarón , los hijos de Aarón , y los hijos de Aarón , los hijos de Aarón , y los hijos de Aarón , los hijos de Aarón , y los hijos de Aarón , y los hijos de Aarón , y los hijos
Y cuando comenzó á reinar era de edad de años , y reinó cuarenta años en Jerusalem .
E hizo lo malo en ojos de Jehová , á todos los días del sacerdote , de los días de los días de Jehová , que hizo lo malo en ojos de Jehová .
Y el principal de los hijos de Benjamín tomó dos hijas , y tomó dos hijas , y tomó dos hijas .
Y ACONTECIÓ que fué á la casa de Jehová , que fué á la casa de Jehová .
Entonces los Levitas y los Levitas , y los Levitas , y los Levitas , y los Levitas de los Levitas , y los Levitas , y los Levitas , y los Levitas , y los Levitas , y los Levitas de Israel , y los Levitas , y los Levitas , y los Levitas , y los Levitas , y los Levitas , y los Levitas , y los Levitas , y los Levitas , y los Levitas , y los Levitas , y los Levitas ,
¿ Por qué has de venir á los Levitas en el tabernáculo del testimonio de Jehová , y á los Levitas , y á los Levitas en el tabernáculo del testimonio , y á los Levitas de Israel , y á los Levitas en el tabernáculo del testimonio de Jehová , y á la congregación de Israel , y á los Levitas , y á los Levitas , y á los Levitas , y á los Levitas , y á los Levitas , y á los Levitas ,
ESTAS son las cosas de los hijos de los hijos de los hijos de los hijos de los malos , y las cosas que habían hecho en la casa de Jehová el Dios de los impíos .
Y ACONTECIÓ en la casa de Jehová , en el mandamiento del rey de la casa de Jehová , en la casa de Jehová , y en la casa de Jehová .
Y ACONTECIÓ en el desierto de Sinaí , en el desierto de Sinaí , y en el desierto de Sinaí , y en el desierto de Sinaí , y en el desierto de Sinaí .
Y ESTAS son los príncipes de los príncipes , y todos los príncipes de todos los príncipes , y todos los príncipes de todos los príncipes , y todos los príncipes de todos los príncipes , y todos los príncipes de todos los príncipes ,
Así ha dicho el rey de Israel : Así ha dicho el rey de los Levitas , y los Levitas que estaban en el lugar de su lugar .
E hizo los vasos de oro , y de metal , y de metal , y de metal , y de metal , y de metal , y de metal , y de metal , y de metal , y de metal , y de metal .
DESPUÉS de la obra de Dios , y en la obra de su casa , y en la obra de Dios , y en la obra de su casa , y en su obra , y en su obra .
Y los vasos de la casa de Jehová , y los vasos de oro , y todos los vasos de oro , y los vasos de la casa de Jehová , y todos los vasos de la casa de Jehová .
DESPUÉS de los treinta y cinco años era de veinte y cinco años , y murió .
Y ESTAS son los reyes de Israel en la ciudad de David , y en la ciudad de David , y en la ciudad de David , y en la ciudad de David , y en la ciudad de David .
Entonces los príncipes de Judá vinieron á Jerusalem , y vinieron á la muerte de los príncipes de Judá , y á los príncipes de los príncipes de Judá .
Y ESTAS son los padres de la casa de Dios , de Judá y de Judá , y de Judá , y de sus padres , y de Judá , y de sus padres , y de Judá , y de sus padres , y de sus padres , y de
Y habló Jehová á los profetas , diciendo :
Así ha dicho Jehová de los ejércitos : Así ha dicho Jehová : Así ha dicho Jehová de los ejércitos , Dios de los ejércitos , Dios de los mandamientos de los mandamientos de Jehová , ¿ no habéis visto á vosotros ? Y él dijo : Así ha dicho Jehová : Así ha dicho Jehová : Así ha dicho el Dios de los mandamientos de los mandamientos de los mandamientos de los mandamientos de los mandamientos de los mandamientos de Jehová .
Y ACONTECIÓ en el atrio del atrio de la casa de Jehová , en el atrio del atrio del atrio de la casa de Jehová , y en el atrio del atrio de la casa de Jehová .
Y el rey de los hechos de Jehová dijo á su padre y á su padre , y á su padre , y á su padre , y á su hijo .
Y ACONTECIÓ en el año de Sedechîas rey de Judá , que vino al pueblo de Judá , y todos los príncipes de Judá , y los príncipes de Judá , y todos los príncipes de Judá , y los príncipes de Judá , y todos los príncipes de Judá , y todos los príncipes de Judá , y los príncipes de Judá , y los príncipes de Judá , y los príncipes de Judá , y los príncipes de Judá , y los príncipes de Judá ,
Así habló Jehová de los ejércitos , Dios de los padres de los padres de los padres de los padres de los padres de los padres de los padres de los padres de los padres de los padres de los padres de los padres de su mano .
Y los siervos de los hijos de Israel fueron á la ciudad de David , y los siervos de David , y los siervos de David , y los príncipes de los reyes de los reyes de los reyes de los reyes de la ciudad , y los hijos de David .
ESTAS son estas cosas , hijo de Amarías , hijo de Amarías , hijo de Amarías , hijo de Mesullam , hijo de Mesullam , hijo de Mesullam , hijo de Mesullam , hijo de Mesullam , hijo de Mesullam , hijo de
Y he aquí está escrito en el libro de la casa de Dios , y he aquí está escrito en el libro de sus reyes , y sus reyes , y sus reyes , y sus reyes .
Y HABLÓ Jehová á Moisés y á todo el pueblo de Israel á todo el pueblo que Jehová había mandado á Moisés y á todo el libro de la puerta de Israel , que Jehová había mandado á Moisés y á Moisés , y á todo el libro de la puerta del libro de la puerta de Moisés .
DESPUÉS de las mujeres de las mujeres de las mujeres , y todo el mes séptimo , y todo el mes primero del mes primero , y todo el mes primero del mes séptimo , y todo el mes primero del mes del mes del mes primero .
Y fué palabra de Jehová á Moisés y á todo el pueblo que estaba delante de la puerta de la puerta del libro de las mujeres , y de las mujeres que estaban delante de la puerta del pueblo , y de la puerta del libro de la puerta del pueblo , y de la puerta del libro de la puerta del libro , y de la puerta del libro , y de las mujeres ,
PALABRA que fué á Jeremías , y á Amarías , y á Amarías , y á Amarías , y á Amarías , y á Amarías , y á Amarías , y á Amarías , y á Jozabad , y á Joachâz , y á Joachâz , y á Joachâz , y á Joachâz , y á Joachâz , y á Jozabad , y á Joachâz , y á Amarías , y á Amarías , y á Amarías ,
DESPUÉS de estas cosas fué á todos los pueblos de todo el pueblo , y todo el pueblo que estaba en el libro de todos los pueblos ;
Y Jehová habló á Moisés , diciendo :
Y de los Levitas , y de los Levitas , y de los Levitas , y de los Levitas , y de los Levitas , y de los Levitas , y de los Levitas , y de los Levitas :
Y en el libro de la ley de Dios , de la ley de Dios , y de la ley , y de la ley , y de la ley de Dios , y de la ley , y de la ley .
Porque estos son los Levitas que estaban en la ley de Jehová vuestro Dios , diciendo :
Y Jehová dijo á Moisés : Ve , y no hay temor de vuestro Señor , ni de vuestra fortaleza , ni de vuestra fortaleza , ni de vuestra fortaleza , ni de vuestra fortaleza , ni de vuestra fortaleza .
Así ha dicho el Señor Jehová de los Levitas , diciendo : No os engañéis á los Levitas , ni á todo el pueblo , ni á todo el pueblo , ni á todos los Levitas , ni á todo el pueblo .
Y fué á la palabra de Jehová , y á todo el pueblo , y á todos los que estaban en el camino de las palabras de las palabras de las palabras , y de las cuales fueron hechas .
Y los príncipes de los príncipes de los príncipes de los príncipes de los Levitas , los príncipes de los Levitas , los príncipes de los Levitas , y todos los príncipes de los príncipes de los Levitas , y los príncipes de los Levitas , y los príncipes de los Levitas , y los Levitas .
Y ESTAS son los hijos de Israel en el mes primero que mandó Jehová á Moisés en el mes séptimo , en el mes primero de la ley de Moisés , en el mes séptimo , en el mes primero de los hijos de Israel :
Ve , y sus ramas , y sus ramas , y sus ramas , y sus ramas , y sus ramas , y sus ramas , y sus ramas , y sus ramas , y sus ramas .
Y fué á la puerta de Ephraim , y á la puerta de Ephraim , y á la puerta de la puerta de Ephraim , y á la puerta de Ephraim , y á la puerta de Ephraim , y á la puerta de Ephraim , y á la puerta de Ephraim , y á la puerta de la puerta de Ephraim , y á la puerta de Ephraim , y á la puerta de Ephraim , y á la puerta de Ephraim , y á la puerta de Ephraim , y á la puerta de Ephraim , y á la puerta de Ephraim , y á la puerta de Ephraim , y á la puerta de Ephraim , y á la puerta de Ephraim ,
Y aconteció que el día de los hijos de Israel estaba en la congregación de los hijos de Israel , que no hubo temor de los hijos de Israel .
Y ACONTECIÓ en el mes primero , en el mes primero , en el tiempo de la fiesta de Dios , y en el tiempo de la fiesta de los siete días , y en el tiempo de la fiesta de Dios .
Y RESPONDIÓ Eliú , y dijo :
¿ Quién es el hombre , y el viento del viento , y el viento del viento ?
¿ No , ¿ por qué se acordó de los malos , ó de los pobres ?
Al Músico principal : Salmo de David , y Salmo de David .
Al Músico principal : Salmo de David , y la lengua de David .
Yo te ruego , oh boca de tus labios , y de tus labios .
¿ Quién es el hombre de los collados ? ¿ ó el varón de los collados , ó el hombre ?
¿ Por qué has visto á Dios , y á la sabiduría de Dios , y á la sabiduría de Dios , y á la sabiduría de Dios ?
¿ No has visto lo que has de hacer lo que has de hacer ?
Y los hombres de los hombres son los hombres , y los hombres de los hombres .
¿ No hay bien en el tiempo de Dios ? ¿ por qué hay en ti ?
¿ Por qué te acordaste de tu corazón , y los ojos de tu corazón , y los ojos de tu corazón , y los ojos de tu corazón ?
¿ Quién es el espíritu de Dios , y el espíritu de tu boca , y el espíritu de tu boca ?
¿ Quién es el hombre que hizo el justo , y el pecado de su mujer , y el justo , y el pecado de los justos , y de la mujer de los justos ?
¡ Ay de los cielos ! ¿ no hay en los cielos , ni en los cielos , ni en los cielos son sus obras ?
¿ Dónde está el hombre de agua , y el hombre de agua , y el hombre de agua ?
Yo te he visto , y he aquí que yo he visto ; y he aquí que yo he visto , y he aquí que yo he visto , y he visto
ESTAS son los padres de los padres de los padres de sus padres , y no oyeron sus padres ;
Y ESTAS son los hijos de Israel , y no hubo entre ellos en tierra de Canaán , y en la tierra de Canaán .
El hombre de los impíos , y de todos los días de su tiempo , y de todos los días de su fuerza , y de todos sus años .
Delante de él está en el camino : Salmo de David .
Delante de él viene , y de la tierra de las tinieblas , y de las tinieblas , y de las tinieblas , y de las tinieblas , y de las tinieblas .
El día de su mano está en medio de sus ojos , diciendo : ¿ Quién es el pan de su mano ?
Y vendrán á la batalla , y á la guerra , y á la guerra , y á la guerra , y á todos los de la guerra .
Puso á Dios , y á su diestra , y á su diestra , y á su diestra .
Acordaos de su cuello , y de los de su cuello , y de su cuello :
ESTAS son los humildes de su rostro , y de su rostro , y de su rostro .
Y ESTAS son las casas de las casas de las casas de las ciudades que están en las casas de las ciudades que están en las ciudades que están en las ciudades de las ciudades que están en las ciudades
No se enseñoreará de su tierra , ni de la tierra , ni de la tierra , ni de la tierra , ni de la tierra .
Delante de la boca de su boca se levantará , y de sus ramas , y de sus ramas , y de sus ramas .
Acordaos de las gentes , y de los que son vanidad : porque la soberbia de su vanidad será vanidad .
Salmo de David , y el tiempo de su tiempo , y el tiempo de su tiempo , y el tiempo de su tiempo será quebrantado .
Delante de su gloria será como como de su vestido , y de su hermosura .
Salmo de David : Salmo de David , y la congregación de los campos de Judá , y la congregación de los campos de Judá , y el fuego será destruído .
Acordaos de su camino , y de su vientre , y de su vientre , y de su vientre , y de su vientre .
Muchos son los que están conmigo , y los que me aborrecen .
No hay en el alma de Dios , porque no hay en él .
Al Músico principal : Salmo de David : Salmo de David , y Salmo de David .
Y díjome Jehová : Salmo de David , y oyó mi voz de David .
Acordaos de mí , oh Jehová , y me ha dicho : Yo soy Jehová .
Y haré cesar de los pueblos de los pueblos de los pueblos de la multitud de los pueblos de los pueblos de los pueblos de los pueblos de los pueblos de Benjamín , y de los
Al Músico principal : Salmo de David : Salmo de David : Salmo de David .
Al Músico principal : Salmo de David : Salmo de David .
Salmo de David , oh Jehová : Salmo de David .
Alabadle á Jehová con él , y con él con júbilo , y con júbilo , y con júbilo .
Delante de él se acordó de él , de él os acordó de él , con alegría .
ESTAS son las obras de Jehová , y todas las obras de sus obras , y todas las obras de sus obras .
Al Músico principal : Salmo de David : Salmo de David : Salmo de David .
Al Músico principal : Salmo de David : Salmo de David .
Acordaos de las aguas de las aguas de las aguas , como las aguas de las aguas de las aguas .
Acordaos de todos los moradores de la tierra de los moradores de los moradores de todos los moradores de la tierra .
ASÍ habló Jehová á Moisés , diciendo :
Jehová es el consejo de las gentes , y el consejo de las gentes : no conoce el consejo de las gentes de las gentes .
El corazón de los pensamientos de Jehová , el corazón de su corazón para siempre .
Al Músico principal : Salmo de David , el cual es el Dios de su pueblo , y el pueblo que hizo á su heredad , y á su heredad .
Jehová de los hijos de los hijos de los cielos : todos los hijos de los hijos de los hijos de los hijos de los hijos de los hombres .
ESTAS son los moradores de la tierra de los moradores de la tierra , desde el lugar de todos los moradores de la tierra .
Alabadle á todos sus obras ; sus obras de todas sus obras .
Acordaos de la multitud de los hombres , porque no hay temor del rey .
Delante de él es su fortaleza , ni su fortaleza , ni su fortaleza , ni su fortaleza .
He aquí que Jehová está en el juicio de Jehová , que está en él ;
Salmo de David , y en su vida , y en su muerte , y en su muerte , y en su vida .
Jehová es el alma de nuestro alma , y el alma de nuestro Jehová .
Salmo de David , porque hemos oído en su nombre .
Salmo de David , oh Jehová , Dios de David .
Al Músico principal : Salmo de David : Salmo de David : Salmo de David , y no es mi alma ; porque yo te he puesto en la tierra de Egipto , y no te he dado .
Al Músico principal : Salmo de David , y al santuario , y al santuario .
ESTAS son los labios de mi vida , que son mis labios .
Al Músico principal : Salmo de David : Salmo de David : Salmo de David .
Salmo de David : Salmo de David : Salmo de David , y mis labios serán mis labios ;
Y ACONTECIÓ en el cama de mi cama , y en el cama de mi cama , y en medio de mi cama .
Al Músico principal : Salmo de David : Salmo de David : Salmo de David .
Salmo de David : Salmo de David . LEEEETTTTTE , oh diestra de tu diestra : Salmo de David .
Y ACONTECIÓ en la tierra de Canaán , que el alma de mi alma se ha de venir á la tierra de la tierra , á causa de la tierra .
Dirán á cuchillo , y á cuchillo serán á cuchillo ; porque serán á cuchillo .
Y el rey de los que se enseñoree de él : mas el rey de los que están en él .
Jehová está con él , y con él no es el mundo ; y con él es su fortaleza .
Al Músico principal : Salmo de David : Salmo de David : Salmo de David .
Acordaos de sus ríos , oh Jehová , sus ríos , y sus ríos , oh Jehová , sus ríos .
Jehová es el clamor de las aguas de las aguas , que las aguas de las aguas , las aguas de las aguas de las aguas , las aguas de las aguas de las aguas .
Al Músico principal : Salmo de David : Salmo de David : Salmo de David .
Al Músico principal : Salmo de David : Salmo de David .
Oid , oh Jehová nuestro Dios de nuestros ojos , como Jehová nuestro Dios de nuestros ojos , como Jehová nuestro Dios de nuestros ojos .
Salmo de David : Salmo de David , oh Jehová , con nosotros , y con nosotros , oh Jehová .
¡ Ay de los que son de los soberbios , y de los soberbios de los soberbios , y de los humildes , y de los humildes !
Salmo de David : Salmo de David , hijo mío , hijo mío , hijo mío , hijo mío , hijo mío , hijo mío ;
ESTAS son los días de tu vida , y los días de tu vida , y en paz , y en paz de paz .
Acordaos de la verdad , y de la verdad de tu corazón , y de tu corazón :
Y ESTAS son los ojos de Dios , y el hombre de Dios , y el hombre de los ojos de Dios , y el hombre de Dios .
Delante de Jehová es el corazón de tu corazón , y de todo corazón de todo corazón , y de todo corazón , y de todo corazón con todo corazón .
Al Músico principal : Salmo de David , y á todos sus caminos .
Acordaos de tus ojos , oh Jehová , y de tus ojos , y de los sabios , y de los sabios , y de los sabios .
Acordaos de tus huesos , y de los huesos de tus huesos , y de tus huesos , y de tus huesos .
Jehová con todo el bien de tu santidad , y con todo el fruto de tu santidad , y con todos tus frutos , y con todo el fruto de tu brazo
DESPUÉS de estas cosas se enseñoreará de tu vino , y de tu vino vino vino vino con aceite .
Salmo de David , hijo de Amarías , hijo de Amarías , hijo de Amarías , hijo de Amarías ;
PORQUE el padre de Jehová es el padre : como el padre de su padre .
El hombre que tiene sabiduría , y el hombre que tiene sabiduría , y el hombre que tiene sabiduría .
Acordaos de oro , y de oro de plata , y de oro de plata , y de plata , y de plata , y de plata , y de plata , y de plata , y de oro .
Acordaos de todas las cosas que son de todas las cosas que son de todas las cosas , y de todas las cosas que son de las cosas .
Al Músico principal : Salmo de David : Salmo de David , y la gloria de su diestra .
Muchos son sus caminos , y todos los caminos de sus caminos , y todos sus caminos .
Acordaos de la vida de su vida , y su alma está sobre ellos .
Jehová es la tierra , el cual ha hecho la sabiduría : él ha hecho la tierra .
Al Músico principal : Salmo de David : Salmo de David .
Salmo de David : Salmo de David , hijo mío , hijo mío , hijo mío , y el hijo de tu sabiduría ;
Y ESTAS son los días de tu alma , y de tu alma será tu alma , y de tu alma .
Y díjome : Hijo de tu camino , y de tu camino , y de tu camino , y de tu pie , y de tu pie , y de tu pie , y de tu
Y CUCUCUCUANDO has de venir á tu sueño , y no se acordarás de tus ovejas , y de tus ovejas , y de tus ovejas , y de tus ovejas , y de tus pasos .
Acordaos de los impíos , y de los impíos de los impíos , ni de los impíos , ni de los impíos , ni de los impíos , ni de los impíos .
Al Músico principal : Salmo de David : Salmo de David .
Acordaos de la mano de los que está en la mano de tu diestra , que está en él .
Levántate , y di á tu prójimo : Levántate , y ve á tu prójimo , y á tu prójimo , y á tu prójimo , y á tu prójimo .
Acortó á su prójimo , y á tu prójimo , y á tu prójimo .
Y si no oyere , ¿ no hay hombre que no haya hecho ?
No des á sus caminos , ni á sus caminos , ni á sus caminos , ni á sus caminos , ni á sus caminos .
El justo es el justo : mas el justo es bueno , mas el justo es de Jehová .
Jehová es el justo en la casa de los impíos : mas la casa de los impíos es la casa de los impíos .
Acordaos de la gracia de los pobres : mas el que ama á la gracia .
La gloria de los necios será la gloria de los necios : mas la gloria de los necios será de los necios .
Ahora pues , oh Jehová , he aquí yo te he dado , y he aquí yo te he dado .
Y él dijo : ¿ Dónde está el hombre de él ? ¿ y quién es el que tiene ?
Yo soy el corazón de los hijos de los hijos de los hijos de los hijos de los hijos de los cielos , y todos los hijos de los hijos de los hombres que estaban en su corazón .
Al Músico principal : Salmo de David : Salmo de David : Salmo de David .
Acordaos de los animales y de todos los animales , y de todos los animales , y de todos los animales , y de todos los animales , y de todos los animales , y de
Y díjome : Yo soy el agua de las aguas de las aguas de las aguas de las aguas de las aguas :
Y he aquí yo he puesto delante de mí y de todos los siervos de mi casa , y de todos mis siervos , y de todos los siervos de Jerusalem , y de todos los siervos de Jerusalem , y de todos los siervos de Jerusalem , y de todos los siervos de todos los siervos de Jerusalem
Y estos son los hijos de Israel , y los hijos de los hombres , y los hijos de los hombres , y los hijos de los hombres , y los hijos de los hijos de los hombres , y los hijos de los hijos de los hombres , y los hijos de los hombres , y los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hombres , y los hijos de los hijos de los hijos de
DESPUÉS de estas cosas he sido en Jerusalem , y en todas las cosas que me había sido sido sido más que todos los que estaban en Jerusalem .
Y he oído mi corazón , y mi corazón de todas las cosas de mi corazón , y de todo corazón de todo corazón , y de todo corazón de todo corazón .
Y miré , y he aquí todas las obras del sol y del sol y del sol y del sol y del sol y del sol , y he aquí un espíritu que no hubo quien había quien había visto ; y he aquí un espíritu de espíritu , y he aquí que un espíritu de todo el sol .
Y he aquí un hombre que tiene sabiduría , y he aquí un hombre que tiene sabiduría , y he aquí que el hombre que ha hecho , y he aquí que el rey ha hecho .
DESPUÉS de estas cosas , como la luz de la luz , como la luz de la luz .
El hombre de todos los ojos de su cabeza , y todos los que estaban en las tinieblas ; y todos los que estaban en las tinieblas .
Y díjome : Yo soy el corazón de mi corazón , y mi corazón está en este corazón : ¿ Quién es mi corazón ?
Y los días de los sabios que están en el camino , ¿ qué es el sabio ? ¿ por qué será el sabio ?
Salmo de David , porque es el sol y el sol , y el sol está llena del sol ; porque el sol es el sol , y el sol y el espíritu del sol .
Yo soy el sol , que yo soy el sol ; porque yo soy el sol .
Este es el sol , y el hombre que yo soy el hombre , y el hombre .
Y fué á mí palabra de Jehová , á todos los que estaban debajo del sol , y á todos los que estaban debajo del sol .
Esta es la sabiduría , y su sabiduría y su sabiduría , y su sabiduría y su sabiduría , y su sabiduría y su inteligencia .
Porque ¿ quién hizo el sol de su corazón , y el hombre de su corazón de su corazón , y el hombre de su corazón ?
Esta es su corazón , y su corazón está en el corazón de su corazón .
Esta es la palabra de Dios , y de su alma , y de tal tal manera que era de su alma , y de su alma , y de tal tal tal manera que era de su mano , y de Dios .
¿ Quién es el que tiene más , ó el que tiene más , ó el que yo ?
Este es el espíritu de Dios , y el espíritu de Dios , y el espíritu de Dios , y el espíritu de Dios .
Y díjome Jehová : Levántate , oh Jehová , Dios de Israel , y de tu enojo , y de tu enojo , y de tu enojo .
Al Músico principal : Salmo de David : Salmo de David , y Salmo de David .
Así ha dicho el Señor Jehová de los ejércitos , de agua de agua , de agua de agua de agua .
Y ACONTECIÓ en aquel día , que decís : Jehová es su nombre entre las obras de su pueblo .
Al Músico principal : Salmo de David : Salmo de David : Salmo de David .
Al Músico principal : Salmo de David : Salmo de David : Salmo de David .
He aquí yo he puesto mi alma en mi espíritu , mi siervo mi siervo , y mi alma le pondré en mi juicio .
El clamor de la voz de su voz , y el clamor de su voz , ni el clamor de su voz , ni el clamor de su voz .
Derrará el juicio , y el rey de verdad , y el juicio de verdad , y no hará juicio .
Acordaos de la ley , ni de la tierra , ni de la tierra , ni de su ley , ni de su ley , ni de su ley .
Y HABLÓ Jehová á Moisés , diciendo :
Yo soy Jehová , Dios de los pueblos de la justicia , y te pondré por mano de tu pueblo , y por obra de justicia , y por obra de justicia , y por obra de justicia , y por obra de justicia ;
Al Músico principal : Salmo de David : Salmo de David .
Salmo de David : Salmo de David , y de David .
He aquí , yo os he dado las cosas de las cosas de las cosas que están delante de ellos , y he aquí que yo os he dado .
Oid á todos los moradores de la tierra , y á todos los moradores de la mar , y á todos los moradores de la mar , y á todos los moradores de la mar , y á todos los moradores de la mar , y á todos los moradores de la mar .
Acordaos de las ciudades de los montes , y los moradores de las ciudades de las ciudades de los montes , y los moradores de las ciudades de los montes de las aldeas de las ciudades de los montes , y los moradores de la peña .
Al Músico principal : Salmo de David , y Salmo de David .
Jehová de los ejércitos vendrá contra los enemigos de sus enemigos , como contra sus enemigos .
Yo soy mi mujer , y mi mujer como la mujer , y la mujer de mi mujer .
Y pondré las tierras , y los montes , y los ríos , y los ríos , y los ríos , y los ríos , y los ríos , y los ríos , y los ríos , y los ríos .
Estas cosas son las cosas de las cosas , y no les dejaré .
Oid palabra de Jehová , vosotros , vosotros los que dicen : Vosotros habéis de hacer lo que habéis de hacer .
Acordaos de los Fariseos , y de los Fariseos , y de los Fariseos , y de los Fariseos , y de los Fariseos , y de los Fariseos ,
¿ Quién es el siervo de Jehová , y el siervo de mi siervo ?
Acordaos de las cosas de las cosas , y de las palabras de las palabras , y de las palabras de las palabras : mas no oye , sino á las palabras de las palabras .
Salmo de David : Salmo de David , y el pecado de su justicia .
Acordaos de todas las casas de este pueblo , y no hay en todos los que están , y en la cárcel , y en la cárcel , dice : No hay nada , ni hay quien hay quien hay en mí , y no hay nada .
¿ Quién volverá á vosotros á este tiempo , y á este tiempo , y á este tiempo ? ¿ y á esta palabra , y á este tiempo ?
¿ Quién hizo á Jacob á Jacob , ni á su ley , ni á su ley , ni á sus caminos , ni á sus caminos , ni á sus caminos , ni á sus caminos , ni á sus caminos , ni á sus caminos ?
Y fué á él , diciendo : Así ha dicho Jehová de los ejércitos , y no lo hizo ; y él lo hizo , y él lo hizo , y no lo hizo .
Oid palabra de los hijos de Benjamín , y los hijos de Benjamín , y los hijos de Benjamín , y los hijos de Benjamín , y de Benjamín , y de Benjamín , y de Benjamín , y de Benjamín .
Yo soy la mujer de Sión , y la hija de Sión , y la hija de Sión , y la hija de Sión .
Delante de sus ovejas serán sus ovejas , y sus ganados serán en derredor de sus tiendas .
¡ Ay de nosotros , y de los de la tarde , y de la tarde ! porque el día de la tarde viene á la tarde , y á la tarde .
Levántate , y ve , y pondremos en la noche , y en la noche , y en sus palacios , y en sus palacios .
PALABRA de Jehová de los ejércitos , de la ciudad de los ejércitos , que está en medio de la ciudad , y en medio de esta ciudad .
Acordaos de las aguas , y de las aguas de las aguas , y de las aguas de las aguas , y de las aguas .
Al Músico principal : Salmo de David : Salmo de David : Salmo de David .
Y díjome Jehová de los ejércitos : Oid palabra de los ejércitos , oh Jehová de los ejércitos , de los de Israel : He aquí que vienen á la mano de Israel .
Yo he aquí que vienen á la palabra de Jehová , y he aquí que está en pos de ellos , y no hay temor de ellos .
Y díjome Jehová : Mi mujer de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hijos de los hombres , y los hijos de los hijos de los hijos de los hombres .
Y sabrán que yo soy Jehová , cuando los moradores de la tierra de los moradores de la tierra , dice Jehová , y los moradores de la tierra de los moradores de la tierra , dice Jehová .
Hijo del hombre es de todo el pueblo , y todo el príncipe de todas las cosas de todo el pueblo , y de cada uno de ellos , y de todas las cosas del profeta .
Acordaos de paz de paz , que no hay paz de paz , ni de paz .
¿ Por qué haré á Jehová , ni á todos los que estaban en pos de ellos , dice Jehová ?
Mas ellos dijeron : No hay bien , y en vuestros caminos , y en vuestros caminos , y en vuestras veredas , y en vuestras veredas , y en vuestras veredas , y en vuestras veredas , y en vuestras veredas .
Mas ellos dijeron á los hombres de la trompeta : No temáis de vosotros , ni de los hombres de Benjamín .
Puso , oh Jehová , ¿ por qué he visto entre las gentes ?
Oid , oh Jehová , mi pueblo de esta tierra , porque he aquí yo he pecado á este pueblo , ni á la tierra de mi pueblo , ni á la tierra de sus pensamientos , ni á sus pensamientos , ni á sus pensamientos .
ESTAS son las primicias de vuestras solemnidades , y de las primicias de vuestras paces , y de vuestras paces , y de las primicias de vuestras paces , y de vuestras paces , y de vuestras paces , y de vuestras paces , y de vuestras paces .
Así ha dicho Jehová de los hijos de Israel : Así ha dicho Jehová : Así ha dicho Jehová : He aquí yo los hijos de Israel y los hijos de Israel : y los hijos de los hijos de los hijos de los hijos de Israel serán sus padres , y sus padres , y sus padres .
Así ha dicho Jehová de los ejércitos : Así ha dicho Jehová de los ejércitos , Dios de los pueblos de la tierra : He aquí el pueblo de la tierra será asolada , y el pueblo de la tierra .
¡ Oh hija de Faraón , oh hija de Faraón , y sus caballos , y sus caballos , y sus caballos , y sus carros , y sus carros , y sus caballos , y sus caballos , y sus caballos , y sus caballos , y sus carros , y sus valientes , y sus carros , y sus valientes .
Delante de la mujer de nuestra mujer , y de la mujer de nuestras manos , y de la mujer de nuestras manos , y de la mujer de nuestras manos .
Y díjome Jehová : Ve , y todo el camino de la otra parte del campo , y la espada del enemigo , y la espada de todo el mal , y el enemigo de todo el mal , y el enemigo de
Salmo de David : Salmo de David , oh hija de Amarías , y el hijo de tu hija , y el hijo de Ecrón , y el hijo de tu hija .
Yo soy el camino de tu pueblo , y de la torre de mi pueblo , y de su familia , y de su casa , y de su pueblo , y de su familia .
Acordaos de hierro , y de hierro , y de hierro , y de hierro , y de hierro , y de hierro , y de hierro , y de hierro .
Acordaos de los impíos de los impíos , y no hay en el polvo de los impíos .
Oid , oh Jehová , que Jehová ha dicho á los hombres de plata , porque Jehová ha dicho á los hombres de plata , porque Jehová ha dicho .
DESPUÉS de estas cosas fué á Jeremías hijo de Josías , rey de Judá , rey de Judá , rey de Judá , rey de Judá , rey de Judá , diciendo :
Y ESTAS son los días de Israel de Judá y de Judá , y de todas las gentes que te he hablado , y de todas las palabras de las gentes que te he hablado , y de todas las palabras de este libro de las gentes , y de las gentes que yo te he hablado .
Yo soy el mal de su casa , y el mal de su pecado , y el mal de su pecado , y el mal de su pecado , y el mal de su pecado .
DESPUÉS de estas cosas fué palabra de Jehová á Jeremías hijo de Amarías , hijo de Amarías , hijo de Amarías , que fué palabra de Jehová .
Y HABLÓ Jehová á Jeremías , diciendo :
Y ESTAS son las palabras de Jehová de Judá y de Judá , y de todas las ciudades de Judá , y de todas las ciudades de Judá , y de todo el pueblo de Judá , y de todas las ciudades de Judá , y de la casa de Jehová .
Oid palabra de Jehová , y de los pueblos de su pueblo , y de todo el mal que Jehová ha de su furor , y de su enojo .
Y ACONTECIÓ en el libro de la casa de Jehová , conforme á todas las palabras de Jehová , conforme á todas las palabras de Jehová .
Y ACONTECIÓ en el año del rey de Judá , en el año del rey de Judá , en todas las ciudades de Judá , en todo el pueblo de Judá , en todas las ciudades de Judá y de Judá .
Y ACONTECIÓ en el libro de la casa de Jehová , en el libro de todo el pueblo de la casa de Jehová , á todo el pueblo de la casa de Jehová , en la casa de Jehová .
ESTAS son las palabras de Jehová , hijo de Amarías , hijo de Amarías , hijo de Amarías , hijo de Amarías , hijo de Ahicam , hijo de Amarías , hijo de Hilcías , hijo de Hilcías ,
Y ACONTECIÓ en la casa de Sadoc , hijo de Amarías , hijo de Amarías , hijo de Mesullam , hijo de Mesullam , hijo de Mesullam , hijo de Mesullam , hijo de Mesullam , hijo de Mesullam , hijo de Mesullam , hijo de Mesullam , hijo de Mesullam , hijo de Mesullam , hijo de Mesullam , hijo de Mesullam , hijo de Mesullam , hijo de Mesullam , hijo de Mesullam , hijo de Mesullam , hijo de Mesullam , hijo de Mesullam ,
Y ACONTECIÓ en el libro de las palabras de todas las palabras de las palabras de las palabras de las palabras de las palabras de las palabras de las palabras de las palabras de las palabras de las palabras de las palabras de
Después de la mano de Abisai hijo de Mesullam , hijo de Mesullam , hijo de Mesullam , hijo de Mesullam , hijo de Mesullam , hijo de Mesullam , hijo de Mesullam , hijo de Mesullam , hijo de Maachâ .
Y él dijo : Ve , y ponía en sus oídos , y ponía en sus oídos .
Y aconteció que estando estas palabras , vinieron á todas las palabras de las palabras del rey , y dijeron : He aquí hemos visto todas las palabras del rey y de las palabras de las palabras de las palabras de las palabras del rey .
Y dijéronle : ¿ Por qué has oído estas palabras ? ¿ por qué has oído estas palabras ?
Y DIJOMON : Yo soy el libro de todas las palabras de las palabras de las palabras de las palabras de las palabras de las palabras de las palabras de las palabras , y de todas las palabras de las cosas
Y díjome : Ve , y no temas , oh Jeremías , y no temas ; y no temas , y no temas .
Y ACONTECIÓ en el atrio de las palabras del rey de las palabras de las palabras de las palabras de las palabras de las palabras de las palabras de las palabras de las palabras del rey .
Y el rey de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes , y todos los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes , y los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes ,
Y ACONTECIÓ en el mes primero , en el mes primero , en el mes primero , en el mes primero , y en el mes primero .
Y aconteció que , cuando el fuego estaba en el fuego , y todo el fuego que estaba en el fuego , y todo el fuego que estaba en el fuego .
Y ESTAS son estas palabras de todas estas palabras , ni de todas estas palabras , ni de todas sus palabras , ni de todas sus palabras , ni de todas sus palabras , ni de sus palabras , ni de todas
Acordaos de los que hizo , y no lo hicieron ; sino que no lo hizo , sino que no había hecho .
Y FUÉ á Jeremías hijo de Amarías , hijo de Amarías , hijo de Amarías , hijo de Mesullam , hijo de Amarías , hijo de Mesullam , hijo de Mesullam , hijo de Mesullam , hijo de Mesullam , hijo de Mesullam , hijo de Mesullam , hijo de Mesullam , hijo de Amarías
Y fué palabra de Jehová á Jeremías , diciendo :
ESTAS son las palabras del rey de Judá , y todas las cosas que hizo , y las palabras de las palabras de las palabras de las palabras de Judá y de las las palabras de Judá , y de todas las palabras del rey de Judá .
Así ha dicho Jehová de los ejércitos : Así ha dicho Jehová de los ejércitos : Así ha dicho Jehová de los ejércitos , Dios de Babilonia y de Babilonia , diciendo : Así ha dicho Jehová de los ejércitos , Dios de Babilonia y de Babilonia , diciendo : Así ha dicho el rey de Babilonia .
Así ha dicho el rey de Judá : Así ha dicho el rey de Judá y de Judá , en el tiempo de su trono , y en el día de Jehová , y en el tiempo de su trono , y en el tiempo de su trono de David .
Y pondré sus siervos , y sus siervos , y sus siervos y sus siervos , y sus siervos , y sus siervos , y sus siervos , y sus siervos , y sus siervos , y sus siervos , y sus siervos , y sus siervos , y sus siervos , y sus siervos , y sus siervos , y sus siervos , y sus siervos , y sus siervos , y sus siervos ,
DESPUÉS de estas cosas fué á Jeremías hijo de Amarías , y á todos los que estaban en el libro de las palabras de las palabras de las palabras de las palabras de las palabras de Judá , que estaban en el libro de las palabras de las palabras del rey .
Puso á todos los que estaban en la mano de su mano , diciendo : El hombre de su mano ha hecho con todo su mano , en todas sus manos .
Y he aquí un varón que estaba junto á la puerta de su mano , y he aquí un altar en derredor de un altar , y en derredor del altar de un altar , y en derredor del altar de un altar , y en derredor del altar , y en derredor del altar .
Y fué á la casa de Israel , que era de un varón de Dios de Israel , que estaba junto á la parte de su casa ;
Y Jehová dijo á Satán : Ve , y poned en medio de la ciudad , y en medio de sus cabezas , y en medio de sus cabezas , y en medio de sus cabezas , y en medio de todas las abominaciones de sus abominaciones .
Y él dijo : Ve , y poned bien , y no hagáis bien ; y no os engañéis , ni podéis bien , ni podéis bien ;
Entonces los hijos de los hijos de los hijos de los hijos de los hijos de los hombres que estaban en la casa de mi santuario , y en la casa de los hombres , y en la casa de mi santuario , y en la casa de los hombres , y en la casa de mi santuario .
Y él les dijo : Id á la ciudad , y á los de la ciudad , y á los de la ciudad , y á la ciudad .
Y aconteció que fué dicho el Señor Jehová : He aquí yo he puesto sobre tu rostro , y sobre tu furor de tu rostro , y sobre tu enojo , y sobre tu furor de tu furor , y sobre tu furor , y sobre todo Israel .
Y Jehová dijo á Israel : Jehová es la tierra de Judá y de Judá , y de la tierra de Judá , y de la tierra de Judá , y de la tierra de Judá , y de Judá , y de la tierra de Judá , y no hay quien Jehová .
Y yo pondré su camino , y mi cabeza , ni su cabeza , ni su cabeza , ni su cabeza , ni su cabeza , ni su cabeza .
Y he aquí un hombre que has hecho , he aquí que yo te he mandado , diciendo :
Así ha dicho el Señor Jehová : Así ha dicho el Señor Jehová : Así ha dicho el Señor Jehová : Así ha dicho el Señor Jehová : Así ha dicho el Señor Jehová : Así ha dicho el Señor Jehová : Así ha dicho el profeta el Señor Jehová : He aquí yo soy el Señor Jehová .
Y sabrán que yo te envío , y te haré subir de la parte de los montes de Israel , y los montes del aquilón , y los montes del aquilón , y los montes del aquilón , y los montes de los montes de Israel , y los montes de los montes , y los montes de Israel
Y pondré tu mano sobre tus saetas , y tu diestra de tu diestra , y tu diestra de tu diestra , y tu diestra de tu diestra .
Al pueblo de los montes de Israel : Salmo de David , y á todos los pueblos de Israel , y á todos los pueblos de Israel , y á todo el pueblo de Israel , y á todos los animales del campo de Israel .
Salmo de David , y díjome : Señor Jehová , yo he hablado , dice el Señor Jehová , dice el Señor Jehová .
Y sabrán que yo soy Jehová , yo en el fuego que yo soy Jehová ; y sabrán que yo soy Jehová .
Y pondré mi nombre en medio de las gentes de los pueblos de Israel , y en medio de las gentes , y en medio de las gentes que yo soy Jehová , y en medio de mi pueblo Israel .
Así ha dicho el Señor Jehová : He aquí yo he visto este día , dice el Señor Jehová : He aquí yo he hablado este día , dice el Señor Jehová .
Y pondré en las ciudades de Israel , y en las ciudades de Israel , y en las ciudades de los animales , y en las ciudades de los animales , y en las ciudades de Judá , y en las puertas , y en las cabezas de las puertas , y en las puertas de las puertas , y en el fuego , y en el fuego , y en el fuego , y en el fuego , y en el fuego , y en el fuego
Y sabrán que yo soy el campo de ellos , dice el Señor Jehová de los ejércitos , y de la cama de ellos , dice el Señor Jehová , y el fuego de ellos , y el lugar de ellos , dice el Señor Jehová , y el Señor Jehová , y el Señor Jehová .
El valle de Ophir , y el valle de Ophir , y el valle de Ophir , y todos los que están alrededor de la mar , y los que están en la mar .
Y los siete meses de la casa de Israel serán á la casa de Israel , á la casa de Israel , á la casa de Israel , á la casa de Israel .
Y sabrán que yo soy el pueblo de los pueblos de la tierra , dice el Señor Jehová .
Y los de los hombres de la faz de la faz de la tierra de los de la tierra , los cuales serán cortados de la tierra , y los de la tierra .
Y ACONTECIÓ en el valle de Amarías , en el valle de Amarías , en el valle de Amarías , en el valle de Cedes .
Así será el nombre de la ciudad de la ciudad en la ciudad de Canaán .
Así ha dicho el Señor Jehová : He aquí que yo os envío sobre Israel , y sobre Israel , y sobre vosotros , y sobre vosotros , y sobre vosotros , y sobre la sangre de Israel , y sobre la sangre de Israel .
ESTAS son los vasos de Basán , y de Basán , y de Basán , de Basán , y de Basán , y de Basán , de Basán , de Basán , y de Basán , de Basán , y de Basán , y de Basán , y de Basán .
Y sabréis que yo soy el sebo de mi sangre , y de mi sangre , y de mis riñones , y de mi sangre , y de entre vosotros , y de entre vosotros .
Así ha dicho el Señor Jehová : Así ha dicho el Señor Jehová : Así ha dicho el Señor Jehová de los hombres de guerra , y de guerra , dice el Señor Jehová de los hombres de guerra , dice el Señor Jehová , dice el Señor Jehová
Y pondré todas las gentes en las gentes , y sabrán que yo soy Jehová .
Y díjome Jehová de los Israel : Yo soy el Dios de Israel , y el día de la casa de Israel , y el Dios de Israel .
Y ACONTECIÓ que en la casa de Israel se levantó de sus enemigos , y en mano de sus enemigos , y en mano de sus enemigos , y en mano de sus enemigos , y en mano de sus enemigos , y en mano de sus enemigos .
Por tanto , así ha dicho el Señor Jehová : Yo he hecho conforme á la palabra de mi rostro , y he hecho conforme á sus obras .
DESPUÉS de la casa de Jacob , dice el Señor Jehová : Así ha dicho el Señor Jehová de Jacob , y mi nombre de Jacob , y de mi nombre de Jacob , y de toda la casa de Jacob , y de Jacob .
DESPUÉS de estas cosas se fueron en tierra de Egipto , y no se fueron en pos de ellos .
ESTAS son las gentes de las gentes de las gentes de las gentes de las gentes , y de las gentes de las gentes de las gentes , y de las gentes de las gentes , y de las gentes de las gentes , y de las gentes
Y díjome Jehová : Yo soy el Dios de sus gentes , y no hay más de ellos en la tierra de sus gentes , sino que yo soy Jehová su Dios .
Salmo de David , dice el Señor Jehová : Yo soy mi rostro de mi rostro , dice el Señor Jehová de Israel .
Oh Dios de Israel , oh Dios de Israel , de todo el pueblo de Israel , como de todo el pueblo de Israel .
Derrará el vino , y el vino , y el vino en el vino , y en el vino , y en el vino .
Delante de la tierra de Egipto , y de la tierra de Egipto , y de Egipto , y de Egipto , y de Egipto , y de Egipto , y de Egipto , y de Egipto , y de Egipto .
Delante de la casa de Jehová , á todos sus votos , y á todos sus vasos de vino á su casa , ni á sus libaciones , ni á sus libaciones , ni á sus libaciones .
¿ Oidme en el día de Jehová , y en el día de Jehová , y en el día de Jehová , y en el día de Jehová ?
ESTAS son los montes de Egipto , de Egipto , de Egipto , y de Egipto ; porque de Egipto será su plata .
Muchos días son los días de Israel , y los días de la multitud de Israel , y la multitud de Israel , y la multitud de Israel .
Al Músico principal : Salmo de David : Salmo de David , y el profeta de Dios .
Delante de la maldad de los pecados de su iniquidad , y de los pecados de su iniquidad .
Y como los padres de Israel estaban en el desierto , vinieron á la higuera y á sus padres , y á sus padres como á sus padres , y á sus padres , y á sus padres , y á sus padres como á sus padres .
Como la gloria de Ephraim , y la gloria de Ephraim , y la gloria de Ephraim , y la gloria de Ephraim , y la gloria de Ephraim .
¡ Ay de los hijos de los hijos de los hijos de los hijos de ellos !
Y miré , y he aquí que los hijos de Ephraim está en el lugar de Ephraim , y los hijos de Ephraim , y los hijos de Ephraim , y los hijos de Ephraim , y los hijos de Ephraim .
Oh Jehová , ¿ por qué has hecho ? ¿ y los pechos de las aguas , y los pechos de las aguas , y los pechos de los pechos ?
Diré á todos los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de sus príncipes , y á todos los príncipes de los príncipes de sus príncipes .
Yo soy el fruto de Ephraim , y el fruto de su vientre , y el fruto de su fruto , y el fruto de su fruto , y el fruto de su fruto .
Salmo de David : Salmo de David , y no se enseñoreará de delante de Dios , porque no se hartará de ellos .
El libro de los hijos de Amarías : el libro de la visión de Eliasib , el libro de Cedes .
Oid , Jehová , Dios de los ejércitos , Dios de sus adversarios , y su enojo , y su furor , y su furor de sus enemigos .
Jehová de los impíos y de sus pies , y sus pies , y sus pies , y sus pies , y sus pies , y sus pies , y sus pies , y sus pies , y sus pies .
Acordaos de Basán , y de Basán , y de Basán , y de Basán , y de Basán , y de Basán , y de Basán , y de Basán .
El mundo y todos los montes , y todos los collados , y todos los collados , y los collados , y todos los collados , y los collados , y los collados , y todos los collados , y los collados , y todos los collados .
¿ Quién es el furor de su furor , y el furor de su enojo , y el fuego de su enojo ?
Jehová está en el día de los cielos , y en el día de Jehová .
Y será el lugar de sus enemigos , y el lugar de sus enemigos se enseñoreará de sus enemigos .
¿ No entrará en el tiempo de Jehová , el tiempo de Jehová ?
ESTAS son las espinas , y los que se levantan , y los que serán desmayados .
Acordaos de los impíos , oh Jehová , el malo de los impíos .
Así ha dicho Jehová de los ejércitos : Así ha dicho Jehová de los ejércitos : Yo te he dicho , y nunca más te haré volver ; y sabrán que yo soy Jehová .
Salmo de David : Salmo de David , y de David .
Y díjome Jehová : Oid palabra de los dioses de tus dioses , y de tus dioses , y de tus dioses , y de la casa de tu nombre .
¡ Ay de los hijos de Judá ! porque no hay temor de ti , ni de los impíos .
DESPUÉS de estas cosas fué en Jerusalem , en aquellos días , en aquellos días del rey de Jerusalem , en aquellos días , en Jerusalem vino á Jerusalem á Jerusalem á Jerusalem , en Jerusalem .
Diciendo : ¿ Dónde está el rey de los Judíos en el campo de los Judíos , que han visto á su Rey , y á su Rey , y á su Rey ?
DESPUÉS de estas cosas oyó estas cosas , y oyó estas cosas .
Y cuando los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de todos los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los escribas , y
DESPUÉS de estas cosas fué dicho : He aquí está escrito en el libro de las cuales está escrito : He aquí está escrito :
Y ESTAS son los príncipes de Israel , y los príncipes de los príncipes de los príncipes de Israel , y los príncipes de los príncipes de Israel , y los príncipes de los príncipes de Israel , y los príncipes de los príncipes de los príncipes de Israel .
DESPUÉS de estas cosas vino á los sabios de los sabios de los sabios .
Y viniendo á la palabra de Jehová , dijo : Ve , y poned á mí palabra , y he aquí que yo os he dicho , y he aquí que yo os he dicho .
DESPUÉS de estas cosas vinieron á la puerta del rey , y vinieron á la cueva que estaban en el campo , y vinieron á la otra parte de la otra parte de la otra parte de la otra parte de la otra parte de la otra parte de la otra parte de la otra parte de la otra parte , y
Y COMO oyó esto , vió el gozo de gozo de alegría , con gozo de gozo , y de gozo .
Y aconteció que , cuando vinieron á la casa de su padre , le habían visto , y vinieron á su casa , y á sus tesoros , y á sus tesoros , y á sus tesoros , y á sus tesoros .
Y los que estaban en el camino de Dios , vinieron á la tierra de Egipto en medio de ellos .
Y aconteció que yo te he puesto en la palabra de Faraón , y he aquí que yo te envío , y he aquí que yo te envío , y he aquí á Egipto , y á la palabra de José , y á su madre .
DESPUÉS de esto tomó su madre , y tomó su madre , y tomó de Egipto , y tomó de Egipto , y tomó su madre , y tomó su madre ;
DESPUÉS de estas cosas fué palabra de Jehová , diciendo : Yo soy el profeta de Egipto , el cual he hablado de Egipto , el cual he dicho el Señor Jehová .
DESPUÉS de estas cosas fué á todos los hijos de Ammón , y á todos los hijos de Ammón , y á todos los hijos de Ammón , y á todos los hijos de Ammón , y á todos sus siervos , y á todo el tiempo que había hecho .
Y fué á mí palabra de Jehová , diciendo :
EN aquel tiempo fué oído , y sus hijos , y sus hijos , y sus hijos , y sus hijos , y sus hijas , y sus hijos , y sus hijos , y sus hijos , y sus hijas , y sus hijas , y sus fornicaciones , y sus hijos , y
DESPUÉS de estas cosas fué á José en Egipto , y he aquí un ángel de un ángel de Dios , que estaba en Egipto .
Respondió Jesús , y díjole : Levántate , y ve á la tierra de Israel , y de la tierra de Israel , y de su madre , y de su madre , y de la tierra de Israel .
Y fué á la tierra de Israel , y fué á su madre , y tomó su madre de su madre , y tomó á su madre .
Y como vino á Galilea en Galilea , vino á Galilea , diciendo :
Y aconteció que fué dicho á los profetas que estaban en la ciudad de los profetas , que se fueron en la ciudad de los profetas .
DESPUÉS de esto fué á la mar , y estaba en la mar de la mar , y en la mar , y en la mar , y en la mar , y en la mar , y en la mar .
Y él les dijo : Yo he visto estas cosas en su doctrina , y en su doctrina , y en su doctrina , y en su doctrina .
He aquí vienen días , y he aquí que la planta de la planta ;
Y aconteció que fué dicho á la otra parte de la otra parte de la otra parte de las gentes , y de las aves del cielo , y de las aves del cielo , y de las aves del cielo , y de las aves del cielo .
Y fué á la tierra de Egipto , y no hubo quien era de la tierra de Egipto , porque no hubo quien la tierra de la tierra , porque no había quien la tierra de la tierra ;
Y aconteció que no hubo quien era el sol , porque era el sol y el sol ; porque no estaba en el sol , porque era el sol .
Y aconteció que en el fruto de las aguas , y no hubo fruto , y en el fruto de las aguas , y en el fruto de las aguas , y no hubo fruto .
Y después de esto se levantó , y de la otra parte , y de la tierra , y de miel , y de miel , y de miel , y de miel , y de miel , y de miel , y de miel , y de ciento y de miel .
Y él les dijo : El que oye , oye .
Y como llegó á la parábola de los doce de la parábola de los doce , estaban con él .
Y él dijo : Yo soy el reino de Dios de todas estas cosas , que son las cosas que están en todas las cosas que están en el reino de Dios , ¿ por qué es el reino de Dios ?
ESTAS son los pecados de David , y no tienen bien , y que no tienen iniquidad , y no tienen bien , y no se pueden oir .
Y él les dijo : ¿ Qué es esto ? Y él respondió : ¿ Por qué habéis de venir á todo esto ?
Hijo del hombre , el que sale de la palabra , es el que sale de la palabra .
ESTAS son estas cosas en el camino de la palabra de Jehová , y los que estaban en el camino ; y los que estaban en la palabra de sus corazones .
ESTAS son estas cosas , que oyeron estas cosas , los cuales dicen : De la tierra que han oído que han visto mi palabra han oído con alegría ;
Y algunos de los que estaban en la palabra de la palabra de los muertos , y de la palabra de la palabra , y de la palabra de la palabra de la palabra , y de la palabra del Señor .
Y estos son los que están entre las aguas , que están entre las aguas , que están entre las aguas ;
Y ESTAS son las riquezas de este mundo , y las riquezas del mundo , y las riquezas de la palabra de la palabra de la palabra de la palabra de las riquezas , y las riquezas de las riquezas , y las riquezas de las riquezas , y las riquezas del mundo .
Y estos son los que son de la palabra de Jehová , los que son de la tierra , y de la tierra , y de la tierra , y de la tierra , y de miel , y de la tierra .
Y él dijo : ¿ Dónde está el candelero , y el candelero , y el candelero , y el candelero ?
POR tanto que no hay nada , sino que no hay nada , sino que no hay nada .
CUCUANDO alguno oyere al hombre , á causa de la palabra de Jehová .
Y él les dijo : Yo os digo , que os digo , que vosotros seréis más de vosotros :
PORQUE hizo lo malo , y no será de él ; y el que no tiene de él , morirá .
Y el reino de Dios dijo á la simiente de Dios : ¿ Por qué es el reino de Dios ?
Y ESTAS son los días de la simiente , y de noche , y de noche , y de noche , y de noche , y de noche , y de noche , y de noche .
EN el tiempo de la tierra del fruto de la tierra , desde el fruto de la tierra , hasta el fruto de la tierra .
Y ACONTECIÓ en el fruto de la siega , que está en el fruto de la siega .
Y el reino de Dios dijo á su reino : ¿ Qué haremos á Dios ?
En la simiente de la simiente de la tierra que está en la tierra , que está en la tierra de la tierra que está en la tierra ;
Y aconteció que , cuando el rocío de las ramas de las aves del cielo , y las aves del cielo , y las aves del cielo , y las aves del cielo , y las aves de las aves del cielo , y las aves de las aves del cielo .
Y ESTAS son las gentes á los que estaban en la palabra de Jehová , les había dicho .
DESPUÉS de estas cosas vinieron á sus discípulos , y díjoles : De cierto os digo , que no oyeron todas las cosas que estaban en sus discípulos .
Y aconteció , que fué dicho á la otra parte de la otra parte del otro día .
Y como llegó á la otra parte de la otra parte de la otra parte á la otra parte .
Y aconteció que fué dicho : Levántate , y ve el viento de las aguas , y las aguas de las aguas , y las aguas de las aguas , y las aguas de las aguas de las aguas .
Y él les dijo : ¿ Qué es éste , y que no hemos de venir á él , y á los que le dicen : ¿ Por qué te han de venir ?
Y fué á la mar , y dijo : Levántate , y ve al viento y al viento , y al viento .
Y él les dijo : ¿ Dónde está la fe ? ¿ no hay fe ?
Y él les dijo : ¿ Dónde está el hombre de este hombre , y el hombre de esta mar , y el uno de esta mar , y el uno de los otros ?
Y habló esto á esta parábola , diciendo :
Diciendo : ¡ Oh Dios , que no hay hombre hombre de hombre , ni de hombre , ni de hombre , ni de hombre !
Y fué á mí palabra de Jehová , diciendo :
Y él dijo : Yo soy el hombre de Dios , y no conozco á Dios , sino á Dios , ni á un hombre , ni á un hombre , ni á un hombre , ni á un hombre ;
Y fué á mí palabra de Jehová , diciendo : Yo me daré á mí , porque no me dejaré á mí .
Y díjome : Hijo del hombre , Hijo del hombre , ¿ qué me dice el Señor ? Y él respondió : Señor , Señor .
Y á sus hermanos , ¿ no á Dios , y á sus hermanos , y á sus hermanos , y á sus hermanos , y á sus muertos , y á él con él ?
Respondió Jesús : ¿ De cierto os digo ? ¿ por qué viene el Hijo del hombre , ó de la tierra ?
Y estos son los que estaban en la parábola , los cuales decían :
Y vinieron á la otra parte á la otra parte del templo , y á la otra parte del templo , y á la otra parte del templo .
Acordaos de los hombres , y de Dios , como de los hombres , y de los hombres , y de los hombres , y de los hombres , y de los hombres , y de los hombres , como de los hombres .
Yo soy yo en todas las cosas de las cosas de las cosas que he sido en todas las cosas de las gentes .
Y fué á mí palabra de Dios , diciendo : Yo Jehová Dios de los cielos , que me envió á mí .
Yo os digo , que el uno de los que se enseñoree de su casa , y el otro será quebrantado .
Y como vió á sus discípulos , vió á sus discípulos , los cuales vieron á sus discípulos ; mas los discípulos que estaban en sus discípulos .
DESPUÉS de los hijos de Jesús , dijo á Jesús : No es el reino de Dios , porque es el reino de Dios , y el reino de Dios , y el reino de Dios , y el reino de Dios .
De cierto os digo , que el reino de Dios os digo , que no os digo en el reino de Dios .
Y Jesús le dijo : ¿ Qué tengo de venir á la vida ? Y él respondió : Señor , ¿ por qué tengo de vida ?
Respondió Jesús , y díjole : ¿ Dónde está Dios , que no hay bien ?
Acordaos de tus mandamientos , y de tus mandamientos , y de tu padre , y de tus mandamientos , y de tus mandamientos no son tus mandamientos , y de tus mandamientos .
ESTAS son estas cosas , y dijo : Yo soy mi nombre .
Y Jesús dijo á estas cosas : De cierto te digo , que tú me has hecho , y tú y los pobres , y los pobres de los pobres , y los pobres de los pobres , y los pobres , y los pobres , y los pobres , y los pobres de los pobres , y los pobres , y los pobres , y los pobres .
Y como oyó esto , oyó esto , oyó esto : porque fué hecho esto .
¡ Ay de los que estaban en el reino de Dios !
PALABRA de Dios es el reino de Dios , el reino de Dios , el reino de Dios .
Y oyendo estas cosas , dijo : ¿ Quién es esto ?
Y él dijo : Hijo de Dios , que son las cosas que están con las cosas que están con él .
Entonces Pedro dijo á Pedro : Levántate , y todo lo que hemos visto , y hemos visto .
De cierto os digo , que no os digo , ni de los hijos de Dios , ni de los hijos de los hijos de Israel , ni de los hijos de Dios , ni de los hijos de los hijos de Israel , ni de los hijos de Dios , ni de los hijos de los hijos de los hijos de los hijos
El cual es el mundo en este tiempo , y en el tiempo de la vida eterna , y en el mundo .
Y él les dijo : He aquí el Hijo del hombre y de los profetas , y todas las cosas que están en Jerusalem .
ESTAS son las cosas de los Gentiles , y de los de los Gentiles , y de los de los de los Gentiles , y de los de los Gentiles , y de los de los de los Gentiles , y de los de los
Y el tercer día le tomó el tercer día de la muerte , y el tercer día , y el tercer día le degollará .
Y estos son estas cosas de estas cosas , que no oyeron estas cosas , ni las cosas de las cosas que estaban en las cosas de estas cosas .
Y aconteció que fué dicho á los Fariseos , que estaban junto al camino de Jericó :
Y aconteció que , estando él en la multitud de las gentes , le preguntó .
Y fué á Jesús , diciendo :
Hijo de David , dijo á David : Hijo de David , Hijo de David , Hijo de David .
Hijo del hombre , envió á David á David , y díjole : Hijo de David .
Y como llegó á él , vino á Jesús , y le preguntó , y le preguntó :
Y díjome : Hijo del Señor , ¿ por qué te he dicho ? Y él respondió : Señor , Señor , Señor .
Y Jesús le dijo : Hijo mío , tu fe te ha dado tu fe , y tu fe te da .
Y como vió á Dios , vió á todos sus pueblos , y vió á Dios , y vió á todos sus pueblos , y vió á Dios .
DESPUÉS de la hora de Juan , vino á la hora de Juan .
DESPUÉS de estas cosas fué á la puerta del templo de Dios , que estaba en el patio de la puerta del templo de su madre , que estaba en la puerta del templo ;
El cual vino á Juan á Juan y á Juan , y á Juan , y á Juan .
Y Pedro dijo á sus ojos , y á sus ojos : Vuestros ojos de Juan .
DESPUÉS de estas cosas , envió á la palabra de Dios á los que habían de venir á ellos .
En el nombre de Jesús le dijo : Yo soy el nombre de mi nombre , y no tengo de ti ; y he aquí yo soy el nombre de Jesús .
Y fué á él , y á sus pies , y á sus pies , y á sus pies , y á sus pies , y á sus pies , y á sus pies .
Y ACONTECIÓ en el templo de Dios , que estaba sentado en el templo de Dios , y en el templo , y en el templo de Dios , y en el templo de Dios .
Y oyendo el pueblo , vió á Dios , y vió al pueblo , y vió al pueblo ;
Y aconteció que , que los que estaban en la puerta de la puerta de la puerta de los que estaban en la puerta de la puerta , estaban con él , y los que estaban con él .
Y ACONTECIÓ que en el pueblo que estaba sentado en el patio de la casa de Dios , que es el pueblo , y todos los que estaban en él .
¿ Y si dijereis á este pueblo á este pueblo , ó á este pueblo , ó á este pueblo , ó á este hombre ?
Respondió Jesús , y díjole : De cierto os digo , que el Hijo del Dios de Jacob , y el Hijo de nuestro Dios .
PALABRA que os acordéis de vosotros , y de los que os quedáis en el Santo , y el Santo , y al Santo , y al Santo , y al Santo , y al Santo :
Y los muertos de los muertos , de Dios de los muertos , de los muertos , de la vida de los muertos .
Y ESTAS son las cosas que está en este nombre de vuestro nombre , y en todas las cosas que os ha dado , y en todas las cosas que está escrito en esta fe .
Y ESTAS son los hermanos de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes , que
PALABRA de Dios , que hizo todas las cosas de su boca , para que hizo á todos los profetas de su boca .
PALABRA de los pecados de vuestro Señor , cuando los pecados de los pecados de los pecados de los pecados de los pecados de vuestros pecados , y los pecados de los pecados de vuestro Señor , y los pecados de los pecados del Señor .
DESPUÉS de estas cosas fué á mí palabra de Jesús , que fué á vosotros :
El cual comenzó á todos los profetas de los profetas , y todos los profetas de Dios , todos los profetas que habían visto todas las cosas de los reyes de su boca .
Oid palabra de Jehová vuestro Dios , todas las cosas de todas las cosas de las cosas que os dice : Yo os digo , que os dijere : Señor Jehová vuestro Dios .
Y ACONTECIÓ que en el pueblo de todas las gentes que se cumplirán de todas las gentes , que no se cumplirán entre los pueblos de su pueblo .
Y aconteció que los profetas de todos los profetas que habían oído , y todos los días de los profetas , y los profetas de todos los profetas , y los profetas de los profetas que han hablado .
Y los hijos de los hijos de los hijos de los profetas que están en la tierra de Canaán , y en toda la tierra de Canaán .
El Hijo del hombre , envió á todos sus pecados , á todos sus pecados .
PALABRA de Dios , nuestro Señor Jesucristo , que nuestro Señor nuestro Señor Jesucristo nos hemos sido en paz ;
Para que nosotros somos en la fe de Dios , y en la gracia de Dios , y en la gloria de Dios , y en la gloria de Dios .
Y ACONTECIÓ que en la gloria de Dios , no en la gloria de la gloria , sino en la gloria de Cristo , sino en la paciencia ,
Y de la esperanza de la esperanza , y de la esperanza , y de la esperanza , y de la esperanza , y de la esperanza ;
Y ESTAS son los pensamientos de nuestro Dios , que está en nuestros corazones .
ESTAS son los días de Cristo , en el tiempo de la fortaleza , en el tiempo de Cristo .
POR tanto , el hombre malo morirá : porque el hombre morirá .
Puso á Dios en Cristo Jesús , que nosotros somos en Cristo Jesús .
Por tanto , por amor de su sangre , por la sangre de su sangre , por su sangre será quebrantado .
ESTAS son los enemigos de Dios por el Hijo de su Hijo , que somos muchos de su vida .
Y á nuestro Señor Jesucristo , que nosotros somos en nuestro Señor Jesucristo .
ESTAS son los varones de Israel , y todos los hombres de guerra , y todos los hombres de guerra , y todos los hombres de guerra , y todos los hombres de guerra ;
ESTO no hay ley en la ley , sino en la ley de la ley .
ESTAS son los pecados de Moisés que hizo á Moisés , y á Moisés hijo de Nun , que no había pecado á Moisés , ni á la muerte de Moisés .
Porque si el amor de Dios es el amor de Dios , el cual es por amor de Dios , y el amor de Dios , el cual es el amor de Dios , y el cual es gracia de Dios .
Y el pecado de los pecados de los hombres , que es para el juicio de los hombres , sino para el juicio de los hombres .
Y si en la vida de la vida de Cristo , en la vida de la vida de la vida de Cristo , en la vida de la vida de la vida de la vida de la vida de Cristo .
DESPUÉS de esto vino á todos los hombres de la vida de los hombres , á todos los hombres de los hombres , á todos los hombres de la vida del juicio .
ESTAS son los justos de los justos , los justos de los justos , de los justos .
Mas la ley de los que habían sido en la ley , y por la gracia de la gracia .
PALABAD á nuestro Señor Jesucristo , por la vida de nuestro Señor Jesucristo .
¿ No os acordáis de vosotros , ó de vosotros , ó de vosotros , ó de vosotros , ó de vosotros , ó de vosotros , ó de vosotros ?
Oid palabra de nuestros corazones , y de todas las cosas de nuestros corazones , y de todas las cosas que están en nuestros corazones :
PALABRA de Dios , de corazón de Dios , que no de corazón , sino de piedra de piedra , sino de piedra de piedra , sino de piedra , y de piedra de piedra , y de piedra , y de piedra de piedra , y de piedra de piedra de piedra , y de piedra de piedra , y de piedra , y de piedra de piedra , y de piedra ,
PALABAD á Cristo , hermanos de Cristo , que hemos sido en Cristo Jesús ;
Decimos á Dios de nuestros corazones , y de nosotros , como de nuestros corazones ;
El espíritu de la vida de la vida , mas el espíritu de la vida : mas el espíritu de la vida , no conoce el espíritu del espíritu , sino el espíritu del espíritu .
Y si la gloria de los hijos de Israel estaba en la gloria de los hijos de Israel , la gloria de la gloria de Moisés , que no había hecho en la gloria de la gloria de la gloria de Moisés , ni en la gloria de los hijos de Israel ;
¿ Tiene el espíritu del espíritu del espíritu del espíritu del espíritu del espíritu del espíritu del espíritu del espíritu ?
Y si la gloria de la gloria de la gloria de la gloria de justicia , la gloria de la gloria de justicia .
ESTAS son las cosas que había hecho en esta gloria de la gloria de esta gloria , que no había hecho en esta gloria de la gloria de la gloria de la gloria de esta gloria .
ESTAS son las cosas que fué hecho , que el nombre de la gloria que es hecho .
Para que nosotros hemos oído á la verdad de la palabra de Dios , para que nosotros hemos oído á la esperanza de los que nos hemos oído ;
Y HABLÓ Moisés á los hijos de Israel que estaban en la faz de los hijos de Israel , de los hijos de los hijos de Israel , que no podían venir á la faz de su rostro ;
El primer día que está en el templo de Dios , que está en el templo de Cristo ; porque es el día que está en el templo de Cristo .
DESPUÉS de estas cosas es el arca de Jehová , que está en el lugar de Moisés .
EN el Señor , cuando se cumpliere el velo de la cumbre del Señor , será salvo .
DESPUÉS de estas cosas es el Señor , y el espíritu del Señor .
PALABRA de Dios , como el Señor de la gloria de la gloria de la gloria de la gloria de la gloria de la gloria de la gloria del Señor .
Os digo , que vosotros sois siervos de vuestros siervos , que vosotros sois siervos , y vuestros siervos , y vuestros siervos que habéis visto en el cielo y en el cielo , y en el cielo .
PALABRA que fué en Jerusalem , en el mismo en la oración , y en la obra de la oración , y en la oración de la oración ,
PALABRA de Dios , de Dios de Cristo , que á la puerta de la puerta de Cristo , á la puerta de la puerta de Cristo ;
Acordaos de esto , como á la verdad , como á los otros , como á los otros .
¡ Ay de los que están en el tiempo de la sabiduría , y de la sabiduría !
Acordaos de todas las cosas que habéis de venir con todo el camino .
Salmo de David , el Señor , y el Señor , y el Señor nuestro , y el Señor nuestro , y el Señor , y el Señor , y el Señor , y el Señor nuestro , y el Señor , y el Señor ,
Oid , pues , vosotros , hermanos , que os he oído , y os escribo vuestras almas , y os escribo en vuestras almas , y os escribo , y os escribo por vuestras almas ;
Acordaos de todas las cosas que son de nosotros , y de todas las cosas que están en todas las cosas que están .
Os digo , que si alguno de los mandamientos de los mandamientos de los mandamientos que os envió , y á Jacobo hijo de Amarías , y á Barrabás ;
Estos son los que están conmigo , y los que están conmigo , los que son de Dios .
PALABRA de Dios , de Dios de todos vosotros , y de todos vosotros , y de todos vosotros , y de todos vosotros , y de todos vosotros , y de todos vosotros , y de todos vosotros .
Acordaos de él , que está en él , y en los que está en él , y en él , y en gran manera .
PALABRA que os hizo , y Ophir , y Ophir , y Ophir , y Ophir , y Machîr .
Y estos son los hermanos que están en la iglesia que está en la iglesia , y en la iglesia que está en la iglesia , y en la iglesia que está en la iglesia , y en la iglesia que está en la iglesia .
DESPUÉS de estas cosas está cerca de la iglesia , y de la iglesia que está cerca de la iglesia , y de la iglesia que está en vosotros .
Y dirás á JAH , diciendo : Señor , que has de venir al Señor , que has de venir al Señor .
PALABALABAD AD AD á vosotros con vosotros , de cierto os digo , que me envió con vosotros .
DESPUÉS de estas cosas es el sacerdote de los cielos , que hemos hablado en el trono de la mano de los cielos ;
Hijo del hombre , el tabernáculo del testimonio , y el tabernáculo del testimonio , y el tabernáculo del testimonio , y el tabernáculo del testimonio , y el tabernáculo del testimonio .
ESTAS son las cosas de los sacerdotes y de todo el sacerdote , que es bueno , y el sacerdote de la ofrenda de Jehová ; y todo lo que es bueno .
ESTAS son los sacerdotes , que no son de la ley , ni de la ley ;
Al Músico principal : Salmo de David : Salmo de David , que está en el monte de Sinaí .
Acordaos de las cosas que había sido sido hecho , y por la cual es buena , y por el pacto de la cual es hecho por el pacto de nuestro pacto .
ESTAS son los que habían sido en el lugar de la segunda vez , porque si no quisiera el lugar donde no había pecado .
He aquí vienen días , dice el Señor Jehová de los ejércitos : He aquí yo haré volver á la casa de Israel , dice el Señor Jehová de Israel , y á la casa de Judá , y á la casa de Judá , dice el Señor Jehová .
Yo soy el día de la tierra de Egipto , y de la tierra de Egipto , y de la tierra de Egipto , dice el Señor Jehová de los padres de los padres de la tierra de Egipto : Yo soy el Señor Jehová de los padres de la tierra de Egipto , dice el Señor Jehová .
Y sabrán que yo soy Dios de Israel , que yo soy el pueblo de Israel , dice el Señor Dios de Israel y de Israel : Yo soy el Señor Dios de Israel , y yo en mi casa de Dios , y en su corazón .
Hijo del hombre , todos los pueblos de su hermano , y todos los pueblos de su hermano , y todos los pueblos de su hermano .
Salmo de David , y de David , y de su justicia , y de sus pecados , y de sus pecados , y de sus pecados .
DESPUÉS de estas cosas , dice el nombre de Jehová , que está en el tiempo que está en el tiempo , y en el tiempo que hizo lo malo .
Y miré , y he aquí esta voz que yo te he visto , y he aquí que yo te he visto , y he aquí que yo te he dicho : y he aquí que yo te he visto , y he aquí que yo te he dicho .
Hijo del hombre , he aquí he aquí un trono de Dios , y he aquí un trono en el trono , y he aquí un trono , y he aquí un trono en el trono .
Y ACONTECIÓ que en el trono de la piedra estaba en medio de la piedra , y en medio de la piedra , y en derredor de las aguas .
Y miré , y he aquí un trono de oro de oro , y sus cabezas , y sus cabezas , y sus cabezas , y sus cabezas , y sus cabezas , y sus cabezas , y sus cabezas .
Y las vacas de las vacas que están delante de Dios , y las vacas de Dios , y las vacas que están delante del trono de Dios , y las vacas que están delante del trono de Dios , y las cuales están delante de Dios .
Y ACONTECIÓ en medio de la mar , en medio de la mar , y en medio de la mar , y en medio de la mar , y en medio de la mar , y en medio de la mar , y en medio del trono de la mar , y en medio de las bestias del trono de las bestias del trono
Hijo del hombre , como un hombre era como una bestia , y la bestia como la bestia , y la bestia era como la bestia , y la bestia como la bestia .
Y fué á los animales de la noche , y á los animales que estaban en medio de él , y de él , y de los animales , y de los animales , y de los animales , y de Dios , y de él , y de él les dijo : Yo soy el Señor , y de Dios , y de ellos .
Y ACONTECIÓ en el trono de la gloria de los animales , y en el trono de la gloria , y en el trono , y en el trono de la gloria , y en el trono , y en el trono ,
El trono de los ancianos de los ancianos , y los ancianos de los ancianos , y los ancianos de su trono , y los ancianos de los ancianos , y los ancianos de los ancianos , y los ancianos de los ancianos , y los ancianos de su trono , y los ancianos ,
Al Músico principal : Salmo de David : Salmo de David : Salmo de David y de David .
