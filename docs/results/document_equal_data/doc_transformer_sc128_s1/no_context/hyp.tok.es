EN el principio de los cielos y de la tierra , y el principio de la tierra .
Y el espíritu de Dios estaba sobre tinieblas , y sobre las aguas de tinieblas .
Y RESPONDIÓ Dios , y he aquí que estaba allí en luz : y allí se fué .
Y ESTOS son las tinieblas , y la luz de la luz : y la luz de la luz era de la luz .
Y llamó Dios á la mañana , y llamó á la tarde .
Y RESPONDIÓ Dios en medio de las aguas , y en medio de las aguas de aguas .
Y ME hizo Dios de las aguas , y debajo de las aguas que estaban debajo de las aguas .
Y llamó Dios á la tarde , y á la tarde , y á la tarde .
Y RESPONDIÓ Dios á los cielos , y á la tierra .
Y como vió Dios á Dios , y vió á la tierra de aguas como aguas .
Y dijo á Dios : Esta es la tierra , y el fruto que está sobre la tierra ; y el fruto de su fruto está sobre la tierra .
Y vió la tierra , y vió á su fruto , y vió el fruto de su fruto .
Y el tercer día de la tarde era el tercer día , y el tercer día era el tercer día de la mañana .
Y dijo Dios á los cielos , y á los días de los cielos , y á los que están delante de ellos ;
Y á los que estaban sobre la tierra , y á la luz de los cielos ; y á la luz de la tierra fué para que la luz de los cielos .
Y el día de Dios hizo venir á la luz , y á la luz de las estrellas .
Y ESTOS son los cielos en los cielos , y en la tierra de los cielos .
Y ACONTECIÓ que el día vió el día de la noche , y vió á la luz de la luz : y vió á la luz de la luz .
Y ACONTECIÓ después de la mañana , y de la mañana , y de la mañana , y de la tarde .
Y RESPONDNDIÓ Dios á los cielos , y á la vida de la tierra .
Y ACONTECIÓ que después de esto , vió Dios , y todo lo que había hecho ; y todo lo que había hecho .
Y ESTAS son las aguas , y las aguas , y en las aguas , y en las aguas .
Y ACONTECIÓ después de la mañana , y de la mañana , y de la mañana , y de la tarde .
Y RESPONDIÓ Dios , y dijo : Toma la bestia de la tierra , y la imagen de la tierra .
Y ESTAS son las bestias de la tierra , y las bestias de la tierra , y las bestias de la tierra .
Y ESTOS son las bestias de la tierra , y todos los que están sobre la tierra , y sobre toda la tierra .
Y ACONTECIÓ en la imagen de Dios , en la imagen de la imagen de su imagen ; y él le puso en la imagen de Dios .
Y dijo Dios á los que estaban sobre la mar , y á toda la mar , y á toda la tierra que está sobre la tierra .
Y díjome : Así ha dicho el Señor Jehová : He aquí que el fruto de toda la tierra que está en toda la tierra , y en toda la tierra .
Y ACONTECIÓ en toda la tierra de hambre , y en toda la tierra , y en todo tiempo de la vida .
Y vió Dios á todo el día , y he aquí el día que estaba en la mañana , y he aquí el día de la mañana .
Y HABLÓ Jehová á Jacob , y á toda la gloria de nuestro padre , y á toda gloria de la gloria de nuestro padre .
Y RESPONDIÓ Jacob , y he aquí que él estaba delante de él .
Y RESPONDIÓ Jehová á Jacob , y dijo : Yo soy contigo contigo contigo contigo , y te daré tu tierra de tu tierra .
Y RESPONDIÓ Jacob , y llamó á Jacob , y llamó á Jacob , y llamó á su campo , y llamó su campo ,
Y díjome : Mi padre me ha dicho : Yo soy mi padre ; mas el Dios de mi padre .
Y haré con vosotros mi padre con todo lo que yo he hablado con mi padre .
Y el padre de mi padre me ha hecho ; mas mi padre no me olvidáis .
El entonces le dijo : La bestia se muirá ; y si tu rostro se muere .
Así ha dicho el Dios de vuestro padre : Por tanto ha dicho el Dios de vuestros ganados , y por vuestras bestias .
Y aconteció , que , he aquí , he aquí , he aquí que un poco de ovejas , he aquí que estaba sentado sobre ella .
Y RESPONDIÓ Dios á Jacob , diciendo : Mi sueño me ha dicho : Mi sueño me ha dicho .
Y RESPONDIÓ Job , y dijo : He aquí que yo te he visto todo lo que yo te he visto , y te he visto todo lo que te he visto .
Y tú , oh Dios de Beth-el , te ruego que tú eres contigo , y de la tierra de Canaán , y de esta tierra .
Y RESPONDIÓ á Labán , y dijo : ¿ Por qué nos ha de ir á nuestro padre y á nuestra casa de nuestro padre ?
¿ Por qué nos ha hecho esto ? ¿ por qué nos ha hecho por dinero ? ¿ por qué nos ha hecho ? ¿ por qué nos ha hecho ? ¿ por qué nos ha hecho por dinero ?
Por lo cual , pues , el Dios de los hijos de nuestro padre , y dijo : Tú eres nuestro padre , y tu padre te ha dicho el Dios de los hijos de nuestro .
Y llamó Jacob á Jacob y á sus hijos y á sus hijas , y á sus mujeres y á sus hijas :
Y después de toda la tierra de Canaán , y de toda la tierra de Canaán , y de la tierra de Canaán .
Y ACONTECIÓ que después de ella fué á Rachêl , y á su padre , y á su padre , y á su padre .
Y RESPONDNDIÓ Jacob á Jacob , que no le había dicho .
Y ACONTECIÓ después de él , que él iba con él , y fué con su rostro .
Y FUÉ á Jacob , el tercer día que fué el tercer día .
Y él tomó con él siete días , y tomó con él siete días ; y tomólo con él siete días .
Y RESPONDNDIÓ Dios á Jacob , y díjole : No temas , y ve á Jacob .
Y RESPONDIÓ Jacob á Jacob con sus hermanos : y llamó su tienda con sus hermanos .
Y RESPONDIÓ Jacob á Jacob , y dijo : ¿ Por qué has hecho con mi espada ?
¿ Por qué me enviaste conmigo , y no te ruego que yo te he enviado á ti ?
¿ Por qué me has hecho esto en mis hijas , y me has hecho ? ¿ y qué me has hecho esto ?
PABLO , pues , en la mano de Jacob , diciendo : No temas á mí , ni á la mujer de tu padre , sino á la mujer de mi padre .
Y tú , oh padre mío , ¿ por qué has de venir á mi casa ? ¿ por qué has hecho tu casa ?
Y RESPONDIÓ Jacob á Jacob , y dijo : Por cuanto me has dicho .
Porque tú no sabes que tu sierva no lo has hecho ; y tú lo has hecho con ellos .
Entonces Jacob se volvió á la tienda de su tienda ; mas él se volvió á la tienda de la tienda .
Y RESPONDIÓ Noé , y todo el número de la tienda .
Y ella dijo á su padre : No temas , porque no es señor de mí .
Y RESPONDIÓ Jacob á Jacob , y dijo : ¿ Qué es mi pecado ?
¿ Por qué has hecho esto á tus hermanos , y á todos tus hermanos , y á tus hermanos , y á tus hermanos , y á tus hermanos , y á tus hermanos , y á todos tus hermanos ?
A ti he aquí , yo te he puesto en tus ovejas , y á tus ovejas , y á tus ovejas , y á tus ovejas , y á tus ovejas .
PABLO , pues , que no te he hecho , ni por la noche , ó por mi mano , ó por la noche .
Y ACONTECIÓ en aquel día , en el día de mi sueño , y mi sueño se ha vuelto de noche .
Por tanto , así ha dicho el Señor Jehová : Por cuanto has hecho mi casa , y por tus siete años .
Al Músico principal : Salmo de David , y mis manos .
Y ESTOS son mis hijas , y mis hijas , y mis hijas , y mis hijas , y mis hijas ,
Ahora pues , pues , te ruego , y te ruego , y te ruego que tú eres contigo ; y te ruego que tú eres mi pacto .
Y RESPONDIÓ Jacob á Jacob , y tomó una piedra de piedra .
Y RESPONDIÓ Jacob á Jacob , y á sus hermanos , y á sus hermanos .
Y RESPONDIÓ Jacob , y llamó á Jacob : mas llamó á Jacob .
Y RESPONDIÓ el nombre de aquel día , y dijo : Esta es el nombre de tu nombre .
Y RESPONDIÓ Job , y dijo : Así ha dicho Jehová : Levántate , y ve á mí .
Si no te dejares , y si alguno te oyeres , y no te matarás con mis hijas , y no te dejes contigo .
Y RESPONDIÓ Jacob , y dijo : He aquí que yo te he hecho esto , y he aquí que yo te he puesto sobre mí , y he aquí que yo te he puesto á mí .
Y ESTOS son los que yo te ruego que yo te mando , y no temas .
Y Abraham , Dios de Jacob , Dios de Jacob , Dios de Jacob , Dios de Jacob .
Y llamó Jacob á Jacob y á sus hermanos , y á sus hermanos , y á todos los que estaban en el monte de Sinaí .
Y FUÉ á Moisés y á sus hijos , y á sus hijas , y á sus hijas , y á sus hijas , y á sus hijas .
Y Jehová dijo á Moisés : Así ha dicho Jehová : Delante de aquí que él ha de ir á Egipto , y volverá á vosotros .
Al Músico principal : Salmo de Asaph , y á la mujer de su prójimo , y á su prójimo .
Y habló Jehová á Faraón , y á los siervos de Faraón , y á la tierra de Egipto .
Y dijo Jehová á Moisés : Así ha dicho Jehová : Así ha dicho Jehová : Así ha dicho Jehová : Así ha dicho Jehová :
Y todo el primogénito de Egipto se levantará sobre el primogénito de Faraón , y sobre todo primogénito de Egipto , y sobre todos los animales de la tierra de Egipto .
Y ACONTECIÓ en toda la tierra de Egipto , que no será como el clamor de Egipto .
Y ACONTECIÓ en Israel de los hijos de Israel , que Jehová ha hecho entre los hijos de Israel , y no sea entre los hijos de Israel .
Y aconteció , que el furor de Faraón se volvió á ti : y he aquí que yo te he puesto en gran manera .
Y dijo Jehová á Moisés : No temas en Egipto , porque no sea mi tierra de Egipto .
Y habló Moisés á Aarón y á sus hijos de Israel , y á todos los hijos de Israel , y á sus hijos de Israel .
Y HABLÓ Jehová á Moisés , diciendo :
Habla á los hijos de Israel , y diles : Cuando hubiereis entrado en vuestras ovejas , y á vuestras ovejas , y á vuestras ovejas .
Si ofreciere el becerro de la puerta del tabernáculo del testimonio delante de Jehová , delante de la puerta del tabernáculo del testimonio se ofreciere delante de Jehová .
Y pondrás sobre la cabeza de la cabeza de su cabeza , y la degollará sobre la cabeza de su cabeza .
Y tomará el tabernáculo del testimonio sobre los hijos de Aarón , y sobre la congregación de los sacerdotes , y sobre el tabernáculo del testimonio .
Y pondrá el holocausto , y quemará el holocausto , y quemará el holocausto .
Y pondrás sobre los hijos de Aarón sobre el altar de Aarón , y sobre los hijos de Aarón :
Y ESTAS son los hijos de Aarón , y los hijos de Aarón sobre el altar que está sobre la cabeza de los hijos de Aarón , que está sobre el altar que está sobre el altar que está sobre el altar que está sobre el altar .
Y será en el altar de Jehová , y en el altar de Jehová será quemada , y quemará el altar de Jehová .
Y si ofreciere un macho cabrío por expiación , ó un carnero sin defecto , ó un carnero sin defecto .
Y hará llegar los hijos de Aarón sobre el altar de Jehová , y sobre los hijos de Aarón , y sobre el altar de Jehová .
Y tomará el sacerdote sobre la cabeza de su cabeza , y el sebo que está sobre ella , y el altar que está sobre su cabeza ;
Y el sacerdote hará arder sobre el altar de Jehová , y quemará el altar sobre el altar de Jehová .
Y si ofreciere el sacrificio de Jehová , y el sebo de su libación .
Y el sacerdote tomará del altar , y el altar del altar del altar , y el altar del altar de su cabeza , y el altar de su cabeza ;
Y CUANDO saliere á la parte del oriente , y el lugar de la parte del oriente ;
Y será sobre el altar de Jehová , y quemará fuego sobre el altar de Jehová .
Y HABLÓ Jehová á Moisés y á Aarón , diciendo :
ESTAS son las familias de los hijos de Leví por sus familias , por sus familias , por sus familias .
EN aquel tiempo comenzó á reinar , y en el tabernáculo del testimonio .
Esta es la gloria del tabernáculo del testimonio , en el tabernáculo del testimonio , en el tabernáculo del testimonio :
Y cuando salieren á Aarón , cuando el arca del testimonio , y el arca de su tienda , y el arca de su tienda , y el velo de su tienda , y el velo de su tienda ;
Y meteráse en sus varas de madera de Sittim , y quebrará sus varas .
Y la mesa del pan del pan de ovejas , y el pan de ovejas , y el pan , y el pan ;
Y meterán sobre sus varas , y quebrarán sus varas .
Y meterán á sus vasos , y á sus vasos , y á sus vasos , y á sus vasos , y á sus vasos ;
Y meterán sobre todos sus vasos , y sobre todos sus vasos , y sobre todos sus vasos .
Y meterán sobre el altar de madera de Sittim , y sobre sus varas ;
Y meterán en el santuario de flor de harina , y en el santuario , y en el santuario ;
Y meterán sobre el altar del altar , y talarán de ella ;
Y meterán sobre la cabeza de las varas , y sobre todos los vasos del altar , y sobre todos los vasos del altar .
Estos son los hijos de Coath : mas la ley del tabernáculo del testimonio .
Y en el tabernáculo del testimonio , y en toda la unción del santuario , y en toda la unción , y en toda la unción de la unción .
Y HABLÓ Jehová á Moisés y á Aarón , diciendo :
ESTAS son las familias de la tribu de los Levitas , la tribu de los Levitas :
Y HABLÓ Jehová á los hijos de Aarón , y á sus hijos y á sus mujeres , y á sus hijos y á sus hijos :
DESPUÉS de las cosas que están en las cosas que están en el santo santo .
Y HABLÓ Jehová á Moisés , diciendo :
Y de los hijos de Gersón , por sus familias , por sus familias , por sus familias , por sus casas por sus casas ;
EN aquel tiempo , en el tabernáculo del testimonio , y en toda la obra de la obra del tabernáculo del testimonio , hasta el tabernáculo del testimonio hasta el tabernáculo del testimonio .
ESTAS son las familias de las familias de las familias de las familias de las familias :
Y á la puerta del tabernáculo del testimonio , y á la puerta del tabernáculo del testimonio , y á la puerta del tabernáculo del testimonio .
Y en el tabernáculo del testimonio , y toda la puerta del tabernáculo del testimonio , y todos los vasos de la puerta .
Al Músico principal : sobre Todos los hijos de Aarón , y todas sus mujeres , y todos los que profetizan en sus casas .
ESTAS son las familias de los hijos de Aarón por sus familias , y por sus familias .
ESTAS son las familias de los hijos de Merari por sus familias , por sus familias ;
ESTAS son los años del tabernáculo del testimonio , y todos los que estaban en la obra del tabernáculo del testimonio .
Y ESTAS son las columnas de su tabernáculo , y todas sus columnas , conforme á todas sus columnas , conforme á todas sus columnas , y á todas sus columnas ;
Y ESTAS son las columnas de las columnas , y todos sus vasos ; y todos sus vasos , y todos sus vasos .
Esta es la suerte de los hijos de Aarón por sus familias , conforme á todas las familias de los hijos de Aarón , conforme á la puerta del tabernáculo del testimonio .
Y los hijos de Aarón y sus familias , por sus familias , por sus familias , por sus familias , y por sus familias .
EN aquel tiempo , en el tabernáculo del testimonio , en el tabernáculo del testimonio , y en toda la obra de la obra de la obra de la obra de la obra ,
Y los contados de los contados de ellos , de los contados de ellos y de sus familias .
ESTAS son las familias de los hijos de Aarón , conforme á la cuenta de Moisés , conforme á la congregación de Jehová .
Y los nombres de los hijos de Gersón , por sus familias , por sus familias , por sus familias , por sus familias , por sus familias , por sus familias , por sus familias .
EN aquel tiempo , en el tabernáculo del testimonio , en el tabernáculo del testimonio , y en toda la obra de la obra de la obra de la obra , en el tabernáculo del testimonio .
ESTAS son las familias de los nombres de sus padres , y sus familias .
ESTAS son las familias de los hijos de Aarón , conforme á todas las familias de los hijos de Aarón , conforme á todo el mandamiento de Jehová .
Y los nombres de los hijos de Merari , por sus familias , por sus familias , por sus familias , por sus familias .
EN aquel tiempo , en el tabernáculo del testimonio , en el tabernáculo del testimonio , y en toda la obra de la obra de la obra de la obra , en el tabernáculo del testimonio .
ESTAS son las familias de sus familias , y sus familias .
ESTAS son las familias de los hijos de Aarón , conforme á la palabra de Jehová , conforme á la palabra de Jehová .
ESTAS son las familias de los Levitas , y sus familias , y sus familias , y sus familias ,
EN aquel tiempo , en el tabernáculo del testimonio , en el tabernáculo del testimonio , y en el tabernáculo del testimonio , y en toda la congregación del tabernáculo del testimonio .
Los contados de ellos , de los contados de ellos , seiscientos y cinco mil y seiscientos .
Habla á Jehová , conforme á la palabra de Jehová , conforme á todas las cosas que Jehová había mandado á Moisés , conforme á su ministerio .
Y HABLÓ Jehová á Moisés , diciendo :
Habla á los hijos de Israel , y diles : Así ha dicho Jehová : Así ha dicho el Señor Jehová : Así ha dicho Jehová : De la tierra de Canaán :
Y será en el término de Edom , en el término de la mar de la mar de la mar , y el término de la mar será al occidente de la mar .
Y será al mediodía , y al mediodía , y al mediodía , y al mediodía , y al mediodía :
Y será el río de Egipto , y el río de Egipto será el río de Egipto hasta el río de Egipto .
Y á la parte de esta parte del oriente , será el término de la mar : porque este término será el término de la mar .
Y será esta parte de esta parte de esta parte del norte , y la mar será por la mar :
De la parte de la parte de la parte de la parte del monte de Hamath , y de la parte de la parte de la parte de la mar , y de la parte del oriente :
Y será el término de Aphet , y el término de Aphet : y el término de Aphet será el término de Machîs .
Y ESTOS son los hijos de Salmón : Mullad , Machîs , y Machîs ;
Y de la parte de la parte del oriente , de la parte del oriente , de la parte del oriente , y de la parte del oriente ;
Y será el Jordán de la mar de la mar , y el término de la mar será con ella .
Y HABLÓ Jehová á Moisés y á los hijos de Israel , diciendo :
Y de los hijos de Rubén , por sus padres , por sus padres , por sus padres , por heredad á la heredad de la casa de Manasés , conforme á la casa de Manasés , conforme á la heredad de sus padres ;
La tribu de Gad , y la otra parte de la otra parte de la otra parte del Jordán .
Y HABLÓ Jehová á Moisés , diciendo :
Estos son los nombres de los nombres de los nombres de los nombres de los nombres : y á los nombres de los nombres de los nombres .
Y á la tribu de la tribu de la tribu de la tribu de la heredad de toda la tierra .
De los nombres de los nombres de los nombres de los nombres de la tribu de Judá : de los nombres de los nombres de los nombres de la tribu de Judá .
Y de la tribu de los hijos de Rubén , la tribu de los hijos de Rubén .
De la tribu de Benjamín de Benjamín , de la tribu de Benjamín , de la tribu de Benjamín .
Y de la tribu de los hijos de Dan , príncipe de la tribu de los hijos de Phares .
Los hijos de José , los hijos de José , á la tribu de Manasés , á la tribu de Manasés .
Y de la tribu de Ephraim , príncipe de la tribu de Ephraim .
Y de la tribu de Aser , príncipe de la tribu de Zabulón , hijo de Eliphaz .
Y de la tribu de Aser , príncipe de la tribu de Issachâr , hijo de Cades .
Y de la tribu de los hijos de Aser , príncipe de la tribu de los hijos de Aser .
Y de la tribu de los hijos de Nephtalí , príncipe de la tribu de los hijos de Nephtalí .
Estas son las familias de los hijos de Israel , á la heredad de Jehová , á la heredad de la tierra de Canaán .
Y ACONTECIÓ después de esto , que Jehová tu Dios te da á ti , y á todos los mandamientos de Jehová tu Dios , y á todos los mandamientos de Jehová tu Dios :
Y ESTOS son estas cosas , si te salieres de Jehová tu Dios , y te salieres de ti .
Al Músico principal : en el campo , en el campo de la ciudad , en el campo , y en el campo de la ciudad .
Alabad al fruto de tu fruto , y á tus ovejas , y á la tierra de Canaán , y á tus ovejas , y á tus ovejas .
Alabad á tu término , y á tu término , y á tu término .
Al Músico principal : Salmo de David , cuando te bendecirás , y serás bendito .
PABLO , oh Jehová , te levantarán delante de tus enemigos , y te levantarán delante de ti .
Jehová tu Dios te bendecirá á ti y á toda la tierra que Jehová tu Dios te da á ti , y á toda la tierra que te da Jehová tu Dios te da .
Jehová tu Dios te ha bendecido en tus caminos , y te bendecirás á Jehová tu Dios .
Y ESTOS son todos los pueblos de la tierra , y tú eres el nombre de Jehová ; y tú eres el nombre de Jehová .
Y será en la tierra de los padres de Jehová , y en la tierra de los padres de tus padres , y en la tierra de tus padres , y en la tierra de tus padres .
No tomarás con toda la tierra de los cielos , y con todo el tiempo de la tierra .
Y si Jehová tu Dios te escogiere á ti , y á los mandamientos de Jehová tu Dios , y á tus mandamientos y á tus mandamientos ,
Y ESTAS son las palabras de las palabras de los dioses de la mano de dioses ajenos , para que yo te mando á dioses ajenos .
Y será que en todas estas cosas , y en todas estas cosas , y en todas estas cosas que yo te mando , y en tus mandamientos , y en todo lo que yo te mando .
Y pondrás en el campo de la ciudad , y serás en el campo de la ciudad , y en el campo de la ciudad .
Y será en el término de tu heredad , y será tu término .
Y será el fruto de la tierra , y el fruto de tus ovejas , y el fruto de tus ovejas .
Y tú harás contigo , y serás contigo contigo , cuando te hubieres entrado en ti , y serás contigo .
PALABRA de Jehová , que has hecho á mí , y á tus obras , y á causa de tus obras , á causa de tu maldad .
PALABRA de Jehová te dará á ti , hasta que te levantarás de la tierra de Egipto .
PABLO , oh Jehová , que te heriré , y te hartarás con fuego , y te cubrirán con cuchillo , y te cubrirán con cuchillo .
Y el que está sobre la cabeza de los cielos , y el hierro que está sobre la cabeza de la tierra .
Jehová te apartará de la tierra , hasta que te levantarás de la tierra , hasta el polvo de la tierra hasta el polvo de los cielos .
Y será á ti , y á todos los que te servirán delante de ti , y á todos los reinos de la tierra ; y tú serás tu camino delante de ti .
Y será el cuerpo del hombre , y todos los animales de la tierra , y todos los animales de la tierra .
Jehová de Egipto te encubrirá , y no te hartarás .
PALABRA de Jehová te bendecirá , y te alegrará con corazón ;
Y será en aquel día , y en tinieblas , y en tinieblas , y en tinieblas , y en tinieblas , y en tinieblas , y en tinieblas .
No tomarás el varón de la casa de su padre , y la casa de su padre no descubrirás : y la casa de su padre no descubrirás con ella .
No tomarás de tus enemigos delante de tus enemigos , y de tus enemigos no se hartarás de tus enemigos .
No será tu pueblo en el día de tu pueblo , y en tu mano será tu mano .
La tierra de la cual no te matarás , y comerás , y no serás tu camino ;
Y harás llegar los ojos de los ojos de los ojos de tus ojos .
Jehová te dará en la cabeza de la cabeza de tu cabeza , y no se hartará de tu cabeza .
No tomarás rey sobre ti , ni te darás á dioses ajenos , ni á dioses ajenos , ni á dioses ajenos , ni á dioses ajenos , ni á dioses ajenos , ni á dioses ajenos .
Y pondrás en todas las gentes , y en todas las gentes , y en toda palabra de Jehová .
PABLO harás también un campo en el campo de la tierra ; mas en el campo de la tierra será destruído .
No tomarás el vino del vino , ni el vino del vino , ni el vino del vino , ni el vino del vino .
No tomarás el fruto de tu fruto , mas con el fruto de tu fruto te herirás .
PABLO , pues , á los hijos de Ammón , y á los hijos de Ammón ; mas no se levantarán en gran manera .
ESTOS son los árboles de la tierra , y los árboles de la tierra .
Al Músico principal : Salmo de David : sobre ti , y te levantarás ; y tú te levantarás .
No tomarás de ti , y no te matarás : y el que te venciere , y el fin de la cabeza de la cabeza de la cabeza .
Y ESTOS son estos mandamientos que Jehová tu Dios te ha mandado á ti , y á sus mandamientos que Jehová tu Dios te ha mandado :
Y será sobre ti tu simiente y sobre ti , y sobre tu simiente , y sobre ti y sobre tu simiente .
Por tanto , tú , oh Jehová , con todo tu corazón , y con toda sabiduría ;
Por tanto , así ha dicho Jehová : Con todo lo que te ha de venir contra ti , y te talar de hierro , y de hierro , y de hierro , y de hierro , y de hierro .
PABLO , oh Jehová , no te matarás de la tierra ;
PABLO de la nación de la nación de la nación de la nación de la nación de la nación de la muerte , que no se apartará á la muerte , ni á causa de la muerte .
Y no tomarás de ovejas , ni de ovejas , ni de ovejas , ni de ovejas , ni de ovejas , ni de ovejas , ni de ovejas , ni de ovejas .
Y será en todas tus puertas , y en toda la tierra que Jehová tu Dios te ha hecho en toda la tierra que Jehová tu Dios te ha hecho en toda la tierra que Jehová tu Dios te da .
Y tomarás de ti el fruto de tus enemigos , y de tus enemigos , y de tus enemigos , y de tus enemigos , y de tu carne que Jehová tu Dios te da ;
Y será que el hombre entre los hijos de su hermano , y el hermano de su hermano , y el hermano de su hermano , y el hermano de su hermano ;
Y ACONTECIÓ en pos de tus enemigos , y en todas las puertas de tus enemigos , y en todas las puertas de tus enemigos .
A la mujer de su marido no será á ella , y á la hija de su prójimo , y á la hija de su prójimo , y á la hija de su marido , y á la tierra .
Y será que en tus ojos , y en todas las puertas de tu enemigo , y en todas las cosas que te sigue .
Si hubieres hecho esto , oh Jehová , y todas las palabras de esta ley , oh Jehová , que tú eres el nombre de Jehová ,
DESPUÉS de estas cosas te alegrarán , y en gran manera , y en gran manera , y en gran manera .
Y meterás á Egipto , y á todos los que te servirán en Egipto , y á Egipto ; y á todos los que te servirán en Egipto .
Y ESTOS son todas las cosas que está en la ley de Jehová , y todo lo que está en la ley de Jehová .
Y ESTAS son las estrellas de Jehová tu Dios ; porque no sabéis la voz de Jehová tu Dios .
Y será que , cuando entrareis de la tierra , y os llevaréis á la tierra de la poseerla , y á la poseeréis ; y á la poseeréis .
Y harás llegar á todo el pueblo de la tierra , y á dioses ajenos , y á dioses ajenos , y á dioses dioses ajenos , y á dioses ajenos , y á dioses ajenos .
Y ESTOS son las gentes de las gentes , y no habrá temor de corazón , ni el corazón de tu corazón :
Y serás en el día de tu vida , y en el día de tu vida , y en el día de tu vida :
¡ Ay de los ojos de tu corazón , y de la mañana ! porque tú has hecho tu corazón y tu corazón .
Y dirás á Faraón : No temas , ni á dioses de Egipto , y á dioses ajenos .
Y fueron los ancianos de Israel , y los ancianos de Israel , y los ancianos de Sichêm , y los príncipes de sus príncipes , y los príncipes de sus príncipes .
Y HABLÓ Jehová á Josué rey de Israel , y á todo el pueblo de Egipto , y á dioses ajenos :
Y tomó Abraham de la otra parte de Abraham , y tomó á toda la tierra de Canaán , y á toda la tierra de Canaán , y á toda la tierra de Canaán .
Y FUÉ á Jacob , y á Esaú , y á sus hijos , y á sus hijos , y á sus hijos y á sus hijas .
Y envió Moisés á Aarón y á Aarón y á Aarón y á Aarón , y á los cuales yo os he dado á Egipto .
Y FUÉ á Egipto con vuestros padres , y á vuestros padres , y á la mar Bermejo .
Y HABLÓ Jehová á los Egipcios , y á los Egipcios , y á vuestros ojos , y á los cuales habéis visto ; y á los cuales yo os he visto .
Y á los Amorrheos , y á los Amorrheos , á la tierra de los Amorrheos , y á los Amorrheos , y á la tierra de Canaán ; y á la tierra que yo os dí delante de ellos .
Y RESPONDIÓ Balaam , y dijo :
Mas yo os mando que yo os he hablado ; porque yo os he puesto su mano .
Y FUÉ á los Amorrheos , y á los Amorrheos , y á los Amorrheos , y á los Amorrheos , y á los Amorrheos , y á los Amorrheos , y á los Amorrheos , y á los Amorrheos , y á los Cananeos .
Y RESPONDIÓ á los Amorrheos , y á los reyes de los Amorrheos , y á tus reyes , y á los reyes de Ammón ; mas no entréis delante de ellos .
Y ESTOS son las ciudades de la tierra , y no comeréis ; y no comeréis , y comeréis en las ciudades de las ciudades de la tierra .
Y HABLÓ Jehová á Moisés y á dioses ajenos , y á dioses ajenos , y á dioses ajenos , y á dioses de Egipto : y á dioses ajenos , y á dioses ajenos , y á dioses ajenos .
Así que , pues , si hiciereis dioses dioses ajenos en la casa de Jehová , y en la casa de Jehová , y en la casa de Jehová me ha enviado á dioses ajenos .
Y RESPONDNDNDIÓ el pueblo , y dijo á dioses ajenos :
PABLO , pues , Jehová nuestro Dios nos ha hecho todo el pueblo , y toda la casa de Egipto ;
Y ESTOS son los Amorrheos que Jehová nuestro Dios nos ha hecho ; porque Jehová nuestro Dios es nuestro .
Y Moisés dijo á Josué : No temáis : No temáis : No temáis : No temáis : No temáis , ni vuestros pecados es vuestro Dios , ni vuestros pecados , ni vuestros pecados .
PABLO , pues , os servid á dioses ajenos y á dioses ajenos , y á todo lo que ha hecho .
Y RESPONDIÓ Josué , y dijo :
Y Josué dijo á Josué : Vosotros sois testigos testigos testigos testigos , porque Jehová os ha hablado contra vosotros .
Y díjome : Hijo del hombre , dijo á los dioses de Israel : Yo soy Jehová vuestro Dios .
Y Josué dijo á Josué : Jehová nuestro Dios nos bendeciremos á Jehová nuestro Dios , y nos bendeciremos á su voz .
Y ACONTECIÓ en el día de la alianza de Jehová , que Josué iba con ellos á Sichêm y á Sichêm con ellos .
Y Josué tomó el libro de la ley de Jehová , y púsola sobre el santuario del santuario .
Y Josué dijo á Josué : He aquí que Jehová vuestro Dios os ha hablado , que Jehová vuestro Dios os ha hablado .
Y Josué envió á Josué cada uno á su heredad , cada uno á su heredad .
Y ACONTECIÓ después de estas cosas , después de estas cosas , después que el siervo de Jehová murió , y murió .
Y ACONTECIÓ en el término de Ephraim , que está en el monte de Ephraim , que está en el monte de Ephraim .
Y ACONTECIÓ después de los ancianos de Israel , que Jehová había hecho á Josué y á todo Israel y á todos los ancianos de Israel .
Y fueron los hijos de José á José , y á Sichêm por mujer de los hijos de José .
Y ESTAS son los que estaban en el monte de Ephraim , en el monte de Ephraim , en el monte de Ephraim , en el monte de Ephraim .
Y RESPONDIÓ Dios de los Filisteos , y tomó el arca de Dios de los Filisteos .
DESPUÉS de esto tomó el arca de Dios á la casa de los Filisteos , y á la casa de Dios .
Y tornáronse delante de Jehová , y he aquí el arca de la tierra .
Y aconteció , que el arca de Jehová se fué sobre la tierra de su cabeza ; y el arca de su cabeza .
Y EN aquel día , en el día de la casa de los sacerdotes , ni en el día de la casa de los sacerdotes .
Después de ellos fué á Jehová con ellos , y á los que estaban con ellos , y á Beth-semes .
Y viendo el arca de nuestro Dios , y dijo : Este es el arca de nuestro Dios sobre nosotros ; porque no es el arca de su mano .
Y dijeron á Israel : ¿ Qué es el arca de Dios de Israel ? Y ellos respondieron : ¿ Qué es el arca de Dios de Israel ?
Y fué á mí palabra de Jehová , y á la ciudad de los hombres .
Y vinieron á los ancianos de Israel , y á los hijos de Israel , y á los ancianos de los ancianos .
Y ACONTECIÓ después de esto , que el arca de Dios se volvió á toda ciudad , y á toda ciudad .
Y ACONTECIÓ que después de los hombres que estaban con los hombres de los hombres ; y no se levantaron á la ciudad de los cielos .
Y DESPUÉS de esto , oyendo Saúl hijo de Saúl , se fué á todos los que estaban en sus manos .
Y de los hijos de Benjamín , de Benjamín , y de los hijos de Benjamín ;
Y partidos de Machîs , asentaron allí hasta aquel día hasta aquel día hasta aquel día hasta aquel día hasta hoy .
Y aconteció , que el nombre de su nombre se volvió , y se volvió á su nombre .
Y ACONTECIÓ de la casa de los hijos de Barac , que vino á la torre de la casa de Aphec , y á la torre de la casa de Aphec , y á la casa de Cades .
Y vinieron á la casa de su hermano , y á la casa de su hermano .
Y ACONTECIÓ , que , como él les había hecho , y tomándolo á su cabeza , y á su cabeza , y á su cabeza , y á su cabeza .
Y dijo el rey : He aquí que Jehová ha hecho mi señor el rey , y el rey de Egipto , y el rey de su cabeza .
Y RESPONDIÓ David , y dijo :
Así ha dicho el rey : He aquí que yo lo he hecho , que yo lo he hecho , que yo lo he hecho .
¿ Haré yo á la casa de los impíos , y no os haré volver á la casa de su vida ?
Y tomándolos á la mesa de los que estaban en la cabeza de su sepulcro .
Y ACONTECIÓ de esto , que Jehová habló con él con él , diciendo :
Y ACONTECIÓ en Jerusalem , que fué con ella un corazón , y con todo lo que estaba en Jerusalem .
Y ACONTECIÓ que el rey Salomón dijo á todo lo que había dicho : No temas , porque el rey no había hecho esto .
Y ACONTECIÓ que después de la reina de la casa de Jehová , que había visto todo lo que había visto á la casa de Jehová , y á todo lo que había hecho .
Y como el espíritu de Jehová se fué á la casa de su espíritu , y no hubo espíritu de Jehová en la casa de Jehová .
Y RESPONDIÓ el rey , y dijo : Yo he oído tu sabiduría en tu sabiduría .
Y he aquí , yo he oído mi sabiduría , y he aquí que yo he oído á mí : y he aquí que yo he oído mi sabiduría .
Y estos son tus siervos , y tus siervos que están delante de tus siervos .
Al Músico principal : Salmo de David , porque Jehová te ha hecho , porque Jehová tu Dios te ha hecho en juicio .
Y HABLÓ Jehová á la gente de plata , y á los cuales había hecho esto : y no hay más grande .
Y también de los que estaban en las piedras de las piedras de oro , y de oro , y de las piedras de oro .
Y todo el día de la casa de Jehová había hecho esto en los campos de la casa de Jehová , y no había venido á la casa de Jehová , ni á la casa de Jehová .
Y ella se volvió á su rey , y á sus siervos , y á todos sus siervos , y á su tierra .
Y ACONTECIÓ en el año de Salomón , en el año de Salomón , en el año treinta y cinco talentos de oro .
Después de los príncipes de los príncipes de los príncipes de los príncipes de los reyes de la tierra , y los príncipes de los reyes de la tierra .
Y el rey Salomón subió á la mesa de oro de oro de oro de oro , á los cuales había de venir al rey de oro .
Y ACONTECIÓ en el muro de la casa de la casa de oro , que estaba en la casa de la casa de la casa de la casa de la casa de la casa de la casa del Líbano .
Y el rey de Tiro hizo venir con grande trono de oro , y de oro , y de oro .
Y LLA de los dos pasos de la peña , que estaba en el trono de la peña ; y los dos pies de los dos pies estaban en el trono de la peña .
Y ACONTECIÓ en el patio de la otra parte del reino , que no estaba en la otra parte del reino .
Y el rey de los vasos de la casa del rey de los vasos de la casa de Salomón no había en la casa de Salomón .
Y el rey de plata , de oro , y de oro , y de oro , y de plata , y de oro , y de plata .
Y el rey de los reyes de la tierra , y todos los reyes de la tierra .
Y RESPONDIÓ Salomón á Salomón , y á la tierra que había hecho en su corazón .
Y á todos los vasos de plata , y á los vasos de plata , y á los vasos de plata .
Y ACONTECIÓ en Jerusalem , que el rey Salomón iba con él á Jerusalem , y á los carros de carros .
Y el rey de Jerusalem dió á Jerusalem en Jerusalem , y á los que están en Jerusalem .
Y ACONTECIÓ que el rey de Egipto , el rey de Egipto , y el rey de Egipto .
Y ACONTECIÓ después de esto , y de los reyes de Egipto , y de mano de los reyes de Siria , y de los reyes de Egipto ; y todos los que habían quedado .
Y ACONTECIÓ en el año de Asa rey de Israel , en el año de Asa rey de Judá , en el año de Asa rey de Judá .
Y cuando comenzó á reinar era de veinte años , y reinó en Jerusalem .
E hizo lo recto en ojos de Jehová , conforme á todas las cosas que Jehová había hecho .
Después de los hijos de Israel hizo pasar á los hijos de Israel y á los hijos de Israel .
PALABRA de Jehová de los reyes de Israel , que todos los reyes de Judá no habían hecho , ni todos los reyes de Israel .
Porque él habló á Moisés y á sus mandamientos , y á sus mandamientos , y á sus mandamientos .
Y el rey de Asiria subió contra él , y él no subió contra él ; y el rey de Asiria se rebeló contra él .
PALABRA que hirió á la torre de los Filisteos , y á la parte de la torre de los Filisteos .
Y ACONTECIÓ en el año de Joram rey de Asiria , que vino el rey de Asiria contra Samaria , y vino contra Samaria .
Y el rey de Israel tomó á Ezechîas , el cual era el año de Asa , el cual fué llamado el año de Samaria .
Y ACONTECIÓ en el río de Asiria de Asiria , y en las ciudades de Asiria , y en las ciudades de Asiria ;
Por tanto , no oyeron la voz de Jehová , sino que Jehová su Dios les mandó , y no obedecieron á Jehová su Dios .
Y ACONTECIÓ en el año de Asa rey de Asiria , en el año de Asa rey de Asiria , y en todas las ciudades de Asiria , y en todas las ciudades de Judá .
Y envió el rey de Asiria á Ezechîas rey de Asiria , y de oro , y de plata .
Y ACONTECIÓ en el templo de Jehová , que estaba en la casa de Jehová , en la casa de Jehová , en la casa de Jehová .
EN el tiempo de Ezechîas rey de Asiria envió el rey de Asiria á Ezechîas rey de Asiria , y á la entrada de la casa de Jehová .
Y aconteció en el campo de los que estaban en el campo del campo , que está en el campo del campo .
Y ACONTECIÓ después de ellos , que fué á Eliphaz , hijo de Eliphaz , hijo de Elisama , hijo de Eliphaz , hijo de Eliphaz .
Y dijo el rey de Asiria : ¿ Qué es el rey de Asiria ? ¿ y quién es el rey de Asiria ?
Ahora pues , ¿ por qué me has hecho el consejo ? ¿ y qué me has hecho el consejo ?
Y he aquí el rey de Egipto , si el rey de Egipto es el rey de Egipto .
¿ Por qué habéis hecho esto en Jerusalem , y no habéis hecho esto en Jerusalem , y en Jerusalem ?
Ahora pues , yo te ruego , si tú eres rey de Asiria , si tú eres el rey de Asiria , y el rey de Asiria .
¿ Harás tú á tus siervos de Egipto ? ¿ por qué has de caer tu rostro ? ¿ por qué has de venir á Egipto ?
¿ Por qué me ha dicho Jehová : ¿ Por qué me ha dicho Jehová ? ¿ por qué me has hecho esto contra mí ? ¿ por qué me ha dicho Jehová ? ¿ por qué me has hecho esto ?
Y RESPONDIÓ á los Judíos de los Judíos , y á los Judíos que estaban con nosotros en la sinagoga de los Judíos .
Y dijo á sus criados : ¿ Por qué os ha enviado á comer ? ¿ no os ha enviado á comer ?
Y RESPONDIÓ el rey de Asiria , diciendo :
Así ha dicho el rey Ezechîas : Así ha dicho el rey Ezechîas : No os engañéis á vosotros :
PALABRA de Jehová de los ejércitos , diciendo : No será el rey de Asiria en mano del rey de Asiria , rey de Asiria .
Por tanto , así ha dicho el rey : Así ha dicho el rey de Asiria : He aquí , un hombre de cada uno de su higuera :
Jehová habló á vosotros , diciendo : No os engañe : Jehová os ha hablado , diciendo : No os ha hablado .
¿ Y de los dioses de los dioses de los dioses de los dioses de los dioses de los dioses de Asiria ?
¿ Por qué son los dioses de Ammón , y los dioses de Samaria ?
¿ Quién son los dioses de los dioses de los dioses de los dioses de los dioses de los dioses de mi mano ?
Y RESPONDIÓ el rey , y dijo : No es el mandamiento del rey .
Y ACONTECIÓ , que fué á Eliphaz , hijo de Joachâz , con sus vestidos , y con sus vestidos , y con sus vestidos .
Y DESPUÉS de esto fué rey de Israel , y reinó en su lugar David su hijo .
Y DESPUÉS de todos los príncipes de Israel , todos los príncipes de los sacerdotes y Levitas , y los príncipes de los sacerdotes .
Y ESTAS son las familias de los Levitas , por sus contados , y por sus familias .
De veinte y cuatro mil hombres que estaban en la casa de Jehová , á la casa de Jehová ;
Y ESTAS son las familias de David , que David había dicho á David : Yo he aquí que yo soy Jehová .
Y estos son los hijos de Leví entre los hijos de Leví , por sus familias , y por sus familias .
De los cuales fueron los nombres de los nombres , y de los nombres , y de los nombres .
El principal de los hijos de Machîs , y el principal ; y el jefe de los hijos .
Estas son las familias de los hijos de Harim ; y de los príncipes de los príncipes .
Estas son las familias de los hijos de Harim , y los hijos de Machîr .
Y el jefe de los hijos de Machîr , que no había en la casa de su padre , sino á la casa de su padre , conforme á la casa de su padre , y á la casa de su padre .
La familia de los hijos de Coath : Machîr , Machîr , y Machîr .
A los hijos de Aarón y á Aarón y á sus hijos y á sus hijos , y á sus hijos y á sus hijos .
Y ESTAS son los hijos de Leví por sus hijos de Leví , por sus hijos de Leví .
Los hijos de Gersón fueron los hijos de Eliphaz , y Eliphaz .
De los nombres de los hijos de Gersón , la familia de los hijos de Gersón .
Y los hijos de Eliphaz fueron los hijos de Eliasib ; mas todos los príncipes de los hijos de Eliasib .
De los príncipes de los hijos de Gersón : los príncipes de los príncipes de los príncipes .
Y de los hijos de Eliphaz , Elisama , Elisama , Elisama , el segundo , el segundo , el segundo , el segundo , el segundo , el segundo , el segundo , el segundo , el segundo , el segundo
De los hijos de Coath , Eliphaz , Elisama , y de los hijos de Merari .
Los hijos de Merari : los hijos de Merari , y los hijos de Merari .
Y los hijos de Leví fueron los hijos de Leví , y los hijos de Leví : mas no los tomó á sus hermanos , sino á sus hermanos .
Al Músico principal : de los hijos de Barai : al mediodía , y al mediodía ; y á los hijos de Machîr .
ESTAS son las familias de los hijos de Leví , por la obra de la casa de Jehová .
Al Músico principal : Salmo de David : Salmo de David : Salmo de David .
Y también á los Levitas y á los Levitas , y á los Levitas , ni á los Levitas , ni á los Levitas , ni á sus vasos .
En el número de los Levitas , de los Levitas , de veinte años arriba , y de veinte años arriba ;
A la obra de la obra de la obra de la obra de la casa de Jehová , y á toda la obra de la obra de la casa de Dios ;
Y por la décimo de la medida , por la medida de la medida de la medida , y por la medida de la medida , y por la medida de la medida ,
Y ACONTECIÓ á la mañana , y á toda la mañana , y á toda la mañana , y á toda la mañana ;
Y todo el número de los sacerdotes , mandó á Jehová , conforme á todas las cosas que Jehová había mandado á Jehová , conforme á la cuenta de los sábados , conforme á la cuenta que Jehová mandó á Jehová .
Y á los hijos de Benjamín , á la casa de Jehová , á la casa de Aarón y á sus hermanos , á la casa de Jehová .
Y COMO comenzó á reinar , y reinó siete años en Jerusalem .
E hizo lo recto en ojos de Jehová lo que Jehová había hecho delante de Jehová .
Y tomó David dos hijos y dos hijas ; y engendró á dos hijos y dos hijas .
Y ACONTECIÓ después de esto , que fué á la casa de Jehová .
Y á los sacerdotes y á los Levitas , que no sabéis á la casa de vuestro Dios .
Y el rey de Israel dijo á Moisés : ¿ No es el mandamiento de Jehová ?
Y los hijos de los hijos de los impíos fueron todos los impíos , y todos los que estaban sobre la casa de Jehová .
Y tornaron el rey á la casa de Jehová , y á la casa de Jehová , y á la puerta del rey .
Y ACONTECIÓ en el desierto de Judá , y en el desierto de Jehová Dios de Israel .
Y todos los príncipes de todo el pueblo , y todos los príncipes de los príncipes , hasta el cabo de los príncipes .
Así que , pues , los que habían estado en el día de su lugar , los cuales habían hecho en el día de su casa .
Y el rey de Babilonia envió á la casa de Jehová , y á la casa de Jehová , y á la casa de Jehová .
Y fué á la casa de Dios , y á la casa de Dios , y á su casa .
Y los vasos de la casa de Jehová , y todos los vasos de la casa de Jehová , y todos los vasos de la casa de Jehová .
DESPUÉS de los días , cuando comenzó á reinar , y reinó cuarenta años .
Y FUÉ á David en casa de Israel , y á la casa de David , y á la casa de su casa .
Y el rey de Judá envió á los príncipes de Judá y á los príncipes de Judá , y á los príncipes de Judá .
Y FUÉ á Jerusalem , y á sus padres , y á sus padres , y á Judá y á sus padres , y á sus padres .
Y envió á los profetas á los profetas , y á los cuales profetizaban contra ellos : mas no los oyeron contra Jehová .
Así ha dicho Jehová : Así ha dicho Jehová : ¿ Por qué ha dicho Jehová de los ejércitos ? ¿ Por qué os ha dicho Jehová : ¿ Por qué os ha dicho Jehová vuestro Dios ?
Y volvieron á la casa de Jehová contra él , y á la casa de Jehová con él , y á la casa de Jehová con él .
Y dijo el rey á su padre : Jehová ha hecho á su padre y á su padre . Y él le dijo : Jehová ha hecho .
Y ACONTECIÓ después de esto , que el rey de Siria envió á Jerusalem , y á todo el pueblo de Siria , y á todo el pueblo de la gente de guerra .
Y vinieron á Jehová con sus padres , porque Jehová su Dios había hecho guerra contra Jehová su Dios .
Y juntáronse los hijos de Ammón en la ciudad de David , y los reyes de la ciudad de David , y los reyes de la ciudad de David ; mas no pudieron matarle .
Y estos son los que estaban en Susán ; y los que le habían hecho .
Y he aquí en el libro de los reyes de su casa , he aquí que está en su casa .
Y todo el pueblo que Jehová había mandado á Moisés , y á todo el pueblo que Jehová había mandado á Moisés , y á la puerta de la puerta de la puerta de la puerta de Jehová .
Y ACONTECIÓ en el día de la ley , que el séptimo día de la ley era el primer día de la ley , y todo el séptimo día de la ley .
Y el pueblo de la ley era de la ley ; y todos los varones que estaban delante de la ley ; y todos los que estaban delante de la ley .
PABLO , y Sarai , y Sarai ,
Y ACONTECIÓ en el libro de todo el pueblo que estaba en el libro de todo el pueblo ;
Y Jehová dijo á Moisés : Entra á Jehová tu Dios , y á toda la tierra .
Y los príncipes de los Levitas que estaban en la ley de los Levitas , los cuales estaban en la ley de los Levitas , y los príncipes de los Levitas .
Y oyendo el libro de la ley de Dios á la ley , y á los que estaban en la ley y á la ley .
Porque como oyeron la ley del pueblo , no oyeron la ley del pueblo .
Delante de la fortaleza , y no comeréis : porque el día de Jehová es el día de la fortaleza .
Y los Levitas , y los Levitas , y los Levitas , diciendo : No temáis ; porque el pueblo es el día de paz .
Y ACONTECIÓ después de esto , después que algunos de ellos habían venido á la palabra de su pueblo , y á los que estaban en gran manera .
Y todos los príncipes de los sacerdotes , los príncipes de los sacerdotes , los príncipes de los sacerdotes , y los príncipes de los sacerdotes .
Y ACONTECIÓ en la ley de Jehová , que los hijos de Israel habían hecho esto en la ley de Jehová :
Y á Jerusalem , y á sus raíces , á Jerusalem , y á sus raíces , y á sus raíces .
Y ACONTECIÓ en la casa de Ephraim , y en la casa de Ephraim , y en la puerta de Ephraim , y en la casa de Dios .
Y el día de los hijos de Israel no había temor de los hijos de Israel .
Y ACONTECIÓ en el día de la ley , en el día de la ley , conforme á la ley de Dios .
Y RESPONDIÓ Eliphaz , y dijo :
¿ Quién es el hombre de la sabiduría ? ¿ y quién ha de venir el camino ? ¿ y quién está el camino ?
¿ Ha de hacer bien con el bien ? ¿ y qué no tiene bien ?
Al Músico principal : Salmo de David , y á la oración de Dios .
Al Músico principal : Salmo de David , y la lengua de tu lengua .
No temas contra ti , y contra tus labios ; porque contra ti no te olvides .
¿ A quién fué el Hijo del hombre ? ¿ y quién era el hombre que estaba delante de los montes ?
¿ Por qué te has oído en la sabiduría de Dios ? ¿ por qué te has hecho sabiduría ?
¿ Por qué , pues , ¿ no te es tú ? ¿ y qué no es el que es el que está en nosotros ? ¿ no es tú en nosotros ?
PABLO , pues , á los hombres de tu padre , y á tu padre .
¿ Por qué te escribirte á ti , oh Dios te ha sido contigo ? ¿ por qué te ha de ser contigo ?
¿ Por qué te apartarás tu corazón ? ¿ y qué te ha de venir á ti ?
Al Músico principal : Salmo de David , y á la boca de tu boca , y á la boca de tu boca .
¿ Qué es la mujer de la mujer ? ¿ y quién es de la mujer ? ¿ quién es la mujer de la mujer ?
Al Músico principal : en los cielos : Salmo de los cielos .
¿ Qué hombre es el hombre ? ¿ y quién es tu iniquidad ? ¿ quién es tu iniquidad ?
Al Músico principal : Salmo de David : Salmo de David : Salmo de David .
Lo demás de los hechos de los hechos de los hombres , y los sabios de sus padres :
Y ESTOS son los que estaban entre la tierra , y no hubo quien los saqué de la tierra .
Al Músico principal : en el número de los días de los impíos , y el número de sus días .
Al Músico principal : sobre Busi : Salmo de David : Salmo de David .
El es el que guarda la oscuridad de tinieblas , y el que está en tinieblas .
¿ Qué es el día que está en tinieblas ? ¿ quién es el día de su mano ? ¿ quién es el día de su mano ?
Acordaos de la batalla , y de la guerra se juntará contra él , y le servirán contra él .
Al Músico principal : Salmo de David , y el Omnipotente .
Al Músico principal : sobre Llama : sobre Busi , sobre sus ondas : sobre sus hicímbalos .
Por tanto , así ha dicho el Señor Jehová : Delante de su rostro se gozó de su rostro .
Y ESTAS son las ciudades que están en las ciudades de las ciudades , y en las ciudades de las ciudades que están en las casas de las casas .
No entrará en su tierra , ni en la tierra será cortada de la tierra .
PABLO de la boca de la boca de la boca de su boca , y la boca de su boca se levantará en tinieblas .
Alabad á los que buscan su vanidad : en la vanidad se gozará su vanidad .
En aquel tiempo será el día de su vida , y no será cortada delante de él .
Delante de su rostro vendrá como un pecho , y el calor de su cabeza .
Porque la congregación de los ejércitos será asolada , y el fuego será asolada .
PABLO se rebelaron , y encantaron la vanidad .
¡ Ay de mí , oh Jehová ! ¡ cuánto más me han sido contra mí !
Por tanto , así ha dicho el Dios de mi alma : No es mi alma .
Al Músico principal : Salmo de David : Salmo de David : Salmo de David : Salmo de David .
Al Músico principal : Salmo de David . Salmo de David .
JAH me ha hecho ; porque Jehová me ha salvado .
Por tanto , he aquí , yo haré subir contra mí contra mí , y me haré subir contra mí .
Al Músico principal : Salmo de David : Salmo de David : Salmo de David .
Al Músico principal : sobre Cantad á Jehová : Salmo de David .
Al Músico principal : Salmo de David : Salmo de David : Salmo de David . Aleluya .
Al Músico principal : Salmo de Asaph : Salmo de David . Aleluya .
PABLO se sentaba con gran voz , con gran voz de voces .
Al Músico principal : Salmo de David , y todas las obras de Jehová .
Al Músico principal : Salmo de David : Salmo de David : Salmo de David .
Por tanto , así ha dicho Jehová : Por la palabra de Jehová , y toda la boca de su boca .
Llama á la mar como aguas de aguas , como el viento de las aguas .
Alabemos todos los moradores de la tierra : todos los moradores de los moradores de los moradores de la tierra .
E hizo lo malo , y mandó que él había hecho ; y él lo había hecho .
Salmo de David : Salmo de David : Salmo de David . El consejo de los pueblos .
Al Músico principal : Salmo de David . Al Músico principal : Salmo de David .
Al Músico principal : Salmo de David : Salmo de David . Aleluya .
Al Músico principal : de los hijos de los hombres : Salmo de los hijos de los hombres .
De los moradores de la tierra de los moradores de los moradores de la tierra , todos los moradores de la tierra .
Al Músico principal : á todos sus obras : Salmo de David .
El rey de Asiria es el rey : porque el rey no es grande .
Abominación es á la fortaleza , ni á la fuerza de su fuerza ; porque no será su fuerza .
Así ha dicho Jehová : He aquí que el que está sobre ellos en la misericordia de Jehová :
Al Músico principal : de vida de muerte , y de vida á muerte .
Cantad á Jehová , y á Jehová nuestro Dios ; porque él es su fortaleza .
Al Músico principal : en el nombre de su nombre , en el nombre de su nombre .
Salmo de David . Salmo de David , oh Jehová , conforme á tu misericordia .
Por tanto , oh Dios , no te alegres , porque no hay temor de mi alma ;
Al Músico principal : Salmo de David . Al Músico principal : Salmo de David .
Al Músico principal : Salmo de David . Al Músico principal : Salmo de David .
Así ha dicho el Señor Jehová : Por tu nombre te levantaré en mi nombre : en tu nombre cantaré mi nombre .
Al Músico principal : Salmo de David : Salmo de David : Salmo de David : Salmo de David .
CUANDO te levanté , y te ruego en la noche , y en la noche te levanté en de noche .
Por tanto , tú has hecho mi sombra en la sombra de la sombra de la sombra de tu sombra .
Al Músico principal : Salmo de David : Salmo de David : Salmo de David .
DESPUÉS de los que esperan á mi alma , y á la vida de mi alma .
A la parte de la parte de la otra parte de la parte de la otra : porque serán muertos .
DESPUÉS de la boca de Dios será quebrantado : mas el rey de su boca será quebrantado .
El es el mundo , y el que está en el mundo : el que no tiene fuerza .
Al Músico principal : Salmo de David : Salmo de David . Al Músico principal : Salmo de David .
Al Músico principal : sobre JAH : Salmo de David : Salmo de David .
Al Músico principal : Salmo de David . Al Músico principal : Salmo de David .
Al Músico principal : Salmo de David : Salmo de David : Salmo de David . Aleluya .
Al Músico principal : Salmo de David : Salmo de David . Salmo de David .
Por tanto , así ha dicho Jehová : He aquí que Jehová nuestro Dios ha hecho á nuestros ojos sobre nosotros , y á nuestros ojos sobre nosotros .
Salmo de David : Salmo de David : Salmo de David .
Al Músico principal : Salmo de David , y el alma de los impíos .
Salmo de David : Salmo de David : Salmo de David : Salmo de mis mandamientos .
Por tanto , en paz de paz y de vida , y en paz y en paz .
PABLO á la verdad y á tu corazón : en tu corazón te alabes tu corazón :
Y RESPONDIÓ el corazón de Dios y de la sabiduría , y la sabiduría de Dios .
PABLO en tu corazón en tu corazón , y en tu corazón está tu corazón .
Al Músico principal : Salmo de David , y tus caminos .
Al Músico principal : Salmo de David : Salmo de David : Salmo de David : Salmo de David .
Al Músico principal : á tus huesos , y á tus huesos .
PABLO , oh Jehová , con toda tu obra , y con toda la obra de tu obra :
Y será tu vino , y tu vino , y tu vino , y tu vino .
PORQUE , hijo mío , no sea la palabra de Jehová ;
Al Músico principal : Salmo de David : Salmo de David . Salmo de David .
El hombre que guarda la sabiduría , y el que guarda la sabiduría .
Porque el oro de plata es de oro , y el oro de oro .
MAS son las cosas de todas las cosas que las cosas que no son de ella , y de todas las cosas .
Al Músico principal : en la mano de JAH : Salmo de David .
Al Músico principal : Salmo de David , todos sus caminos , y todos sus caminos .
Delante de ella es su vida , y su vida está sobre ella ; y su vida está sobre ella .
Al Músico principal : Salmo de David : Salmo de David : Salmo de David .
Al Músico principal : Salmo de David , y al sepulcro .
Al Músico principal : Salmo de David : Salmo de David : Salmo de David :
Y será á tu alma , y á tu alma , y á tu vida .
Y serás en el camino de tu camino , y en el camino de tu camino .
Y serás tú , y no tendrás temor ; y tú serás contigo , y tú serás tu rostro .
PALABRA de Jehová , no temas , ni el impío de los impíos , ni el malo de los impíos .
Al Músico principal : Salmo de David , y tu pie .
PALABRA que está en la mano de los que está en la mano de los cuales está en tu mano .
Ve , y di á tu prójimo : Levántate , y vete á tu prójimo , y te daré á tu prójimo .
No temas contra ti , porque contra tu prójimo , oh prójimo te ha hecho mal contra ti .
Y si el hombre no te ha hecho bien , ni el hombre no te ha hecho .
No te acordarás de los caminos de los caminos de sus caminos , ni de sus caminos , ni de sus caminos .
Porque el justo es abominación á Jehová : mas el justo es abominación á Jehová .
La casa de Jehová está en la casa de Jehová : mas la casa de los impíos es la casa de Jehová .
El que guarda la gracia : mas el que guarda la gracia : mas el que guarda la gracia .
La gloria de los necios son los necios : mas la gloria de los necios .
Y RESPONDNDIÓ mi corazón , y he aquí , y he aquí , he aquí que yo he hecho esto .
He aquí , ¿ quién es ? ¿ y quién es el que viene ? ¿ y quién es ?
Por lo cual yo he hecho á los hijos de los hombres , para que se cumpliese la vida de los hombres .
Por tanto , he aquí , yo me he puesto por casas de casas ;
Por lo cual me he hecho , y por todas las cosas de las cuales me he hecho ;
Al Músico principal : Salmo de David : Salmo de Sittim : Salmo de David .
Por tanto , he aquí , yo he puesto delante de mí en mi casa , y en todas las cosas que me he hecho en mi casa ;
Y á los hombres de plata , y á todos los vasos de oro , y á todos los hombres de oro ; y á todos los varones de los hombres , y á todos los hombres .
Y ACONTECIÓ en Jerusalem , que yo he hecho conmigo , y mi sabiduría en Jerusalem : porque mi sabiduría me ha sido mi sabiduría .
Por tanto , yo no he hecho mi corazón , y mi corazón no me ha sido mi corazón ; porque mi corazón no era mi corazón .
Y he aquí , yo he visto todas las obras de mi espíritu ; y he aquí que el espíritu de espíritu no había visto .
Y he aquí el rey , he aquí que el rey tiene sabiduría , y el que tiene sabiduría .
Y ESTAS son las tinieblas , como la luz de la luz .
Al Músico principal : Salmo de David : Salmo de David : mas el necio en tinieblas .
Y díjome : ¿ Por qué tengo mi corazón ? ¿ y quién me es mi corazón ?
Y el necio no sabe más que el necio : ¿ quién es el necio ? ¿ quién es el necio ? ¿ quién es el necio ?
Por tanto , así ha dicho el Señor Jehová : Yo he visto el espíritu que está en mí : porque el espíritu es vanidad .
Yo soy el sol : porque el hombre de mi vida , para que el sol se cumpliese delante de mí .
Así que , ¿ quién es el sabio ? ¿ y quién es el sabio ?
Por tanto , he aquí , el corazón de mi corazón , y el corazón de mi corazón .
Esta es la sabiduría de su sabiduría , y la sabiduría de su sabiduría .
¿ Por qué ha hecho el corazón de su corazón ? ¿ y quién ha hecho el corazón de su corazón ?
Y el corazón de su corazón está en su corazón : y el corazón de su corazón es vanidad .
Esta es la mano del hombre que era de su alma , y de la mano de su alma .
¿ Por qué , pues , pues , ¿ qué te digo ? ¿ quién es más ?
Esta es la palabra del hombre , y el espíritu de Dios es el espíritu de Dios .
Y dirás : Hijo mío , tú has hecho contigo , y tu ira me has hecho .
Por tanto , mi salud es mi salud , y mi salud es mi salud ; porque mi salud es mi salud .
Por tanto , así ha dicho el Señor Jehová : Delante de la salud de mi salud .
ESTAS son las obras de Jehová , el nombre de su nombre está sobre el nombre de Jehová .
Al Músico principal : Salmo de David : sobre toda la tierra : Salmo de David .
Al Músico principal : sobre Israel : Salmo de Sión : Salmo de Sión : Salmo de Sión .
He aquí , yo pondré mi alma sobre mi alma , para que mi espíritu le matare , para que mi alma le sirvan en juicio .
En aquel día ha dicho el Señor Jehová : No ha oído la voz de su voz , ni la voz de su voz .
Delante de él no entrará en juicio : y el rey no volverá á juicio .
En el tiempo de la ley de la ley , y en el juicio de su justicia .
Así ha dicho Jehová : Así ha dicho el Señor Jehová : He aquí que el espíritu de los cielos , y el espíritu que está sobre la tierra ;
Y te alabaré en la justicia de tu pueblo , y te alabaré de justicia , y te alabaré de justicia ;
Para que los ojos de la casa de los ojos de la casa de los que estaban en tinieblas , y en la casa de la casa de las tinieblas .
Mi nombre es mi nombre , y mi nombre no es mi nombre : por tanto , ni por amor de mi gloria .
He aquí , yo os digo : He aquí que yo os he hablado delante de vosotros : he aquí que yo he hablado delante de vosotros .
Alabad á Jehová , y á los moradores de la mar , y á todos los moradores de la mar , y á la mar .
Delante de los moradores de las ciudades de los montes , y los moradores de las ciudades de sus aldeas .
Cantad á Jehová y á su gloria , y á la gloria de su gloria .
Jehová hará subir contra sus enemigos , y contra sus enemigos , y contra sus enemigos .
A causa de mi mujer , y á la mujer de mi mujer , y á la mujer de mi mujer .
Por tanto , haré subir los montes , y en los montes de los montes , y en todos los montes de los montes .
Estas cosas son las cosas que las cosas , y no los hallaré delante de ellos .
Por tanto , así ha dicho el Señor Jehová : Delante de dioses que están en dioses ajenos .
Delante de vosotros , á los que entréis , y á los ciegos , y á los que entréis en los ciegos .
¿ Quién es el siervo de Jehová ? ¿ quién es el siervo de mi siervo ? ¿ quién es mi siervo ?
No temas , mas no temas ; mas la oídos de los oídos .
Al Músico principal : Salmo de David : Salmo de David , y á la ley de Jehová .
Por tanto , así ha dicho esto : Así ha dicho el pueblo : Por tanto , y por todas las casas de hombres .
¿ Qué pues , pues , pues , pues , ¿ quién ha de venir á decir á decir á decir á decir : ¿ Qué es esto ? ¿ y quién ha de venir ?
¿ Por qué no se rebelaron contra Israel , ni por sus caminos , ni por sus caminos , ni por sus caminos , ni por sus caminos , ni por sus caminos ?
Por tanto , así ha dicho el Señor Jehová : He aquí que él ha hecho su corazón , y no lo ha hecho .
Y á los hijos de Benjamín , y á los hijos de Benjamín , y á los cuales paséis en medio de ella .
A la hija de Sión , hija de Sión , y á la hija de Sión .
Llamarán sus tiendas en sus tiendas , en sus tiendas , y en sus tiendas .
¡ Ay de nosotros ! ¡ Ay de nosotros ! ¡ Ay de nosotros ! porque el día de la tarde se llama la tarde .
Cántico gradnos á la noche , y á sus palacios , y á sus palacios .
Por tanto , así ha dicho Jehová de los ejércitos : Por tanto ha dicho Jehová de los ejércitos .
Como la nieve de ella está en aguas ; y ella se encubría , y la cubrirá delante de ella .
RQUE , oh Jerusalem , no temas , oh Jerusalem ; no te olvides de la tierra .
Por tanto , así ha dicho Jehová : Así ha dicho Jehová : Así ha dicho el Señor Jehová : Delante de los ejércitos .
¿ Por qué , pues , he aquí , he aquí yo no hay quien ellos ? ¿ por qué no hay quien ellos ?
Por tanto , así ha dicho Jehová : He aquí que yo con los hijos de los hijos de los hombres que están con él con él , y con la mujer de los hombres .
Y sabrán que yo soy Jehová , dice el resto de la tierra de los moradores de la tierra : porque yo soy Jehová .
Porque el príncipe de ellos es el sacerdote , y el profeta de todos los que se cumpliese de cada uno .
Y como la hija de mi pueblo , no es mi pueblo , diciendo : No hay paz en paz .
Así ha dicho Jehová : ¿ Por qué los ha dicho Jehová : No habrá quien yo entre ellos ? Yo soy Jehová .
Y dijo : Así ha dicho Jehová : No temáis , porque no hay temor , porque no hay temor .
Y dijeron á los hombres : No temáis , porque no hemos oído la voz de los hombres .
Salmo de David , oh casa de David , que está entre las gentes entre las gentes .
Por tanto , así ha dicho el Señor Jehová : He aquí que yo traigo á mi pueblo , y á mi pueblo , y á la ley de mi pueblo .
¿ No sabéis que yo soy yo ? ¿ no me habéis de hacer esto ? ¿ no me habéis de hacer esto ? ¿ no habéis de hacer vuestras ofrendas ? ¿ no habéis de quemar vuestras ofrendas ?
Por tanto , así ha dicho Jehová : Así ha dicho Jehová : Así ha dicho Jehová : He aquí que el príncipe de los hijos de su prójimo , y el príncipe de su prójimo , y el príncipe de su prójimo .
Así ha dicho Jehová : Así ha dicho el Señor Jehová : Así ha dicho el Señor Jehová : He aquí , el pueblo de la tierra será grande de la tierra .
¡ Ay de ti , oh hija de Sión ! porque contra ti , oh hija de Sión .
PABLO , pues , nos ha oído como la mujer de la mujer de la mujer de la mujer que nos ha sido en nuestras manos .
PABLO , pues , y el camino de la mar , y el camino de toda la parte del campo , y el camino de su camino .
PALABRA de la hija de mi pueblo , y la hija de mi pueblo se levantará sobre ti .
Al Músico principal : Salmo de David , y á la torre de mi pueblo , y á su camino .
JAH son de hierro , y de hierro : todos los que están en hierro ; y todos los que están en hierro .
La presa de los impíos está en el fuego : no hay fuego en el fuego .
PALABRA de Jehová ha hecho á los hombres , porque Jehová ha bendecido á los hombres de plata .
Y ACONTECIÓ en el año de Sedechîas rey de Judá , que fué á la palabra de Jehová , diciendo :
Así ha dicho el Señor Jehová : He aquí que yo te he hecho hoy hoy hoy hoy hoy hoy contra ti , y contra todo Israel .
Por tanto , por tanto , por tanto , por tanto , por tanto , por tanto , y por todo mal que yo traigo mal de mal , y por su pecado .
Y RESPONDIÓ Jehová á Jeremías , y á todo el libro de la boca de Jehová .
Y HABLÓ Jehová á Jeremías , diciendo :
Y tú , oh Jehová , en todas las ciudades de Judá , y en todas las ciudades de Judá , y en todas las ciudades de Judá .
Al Músico principal : Salmo de David ; porque el pueblo ha hecho Jehová contra su pueblo .
Y ACONTECIÓ en el libro de la casa de Jehová , conforme á todas las palabras de Jehová , conforme á todas las palabras de Jehová .
Y ACONTECIÓ en el reinado de Sedechîas rey de Judá , en todas las ciudades de Judá , y todo el pueblo de Jerusalem .
Y ACONTECIÓ en el libro de la casa de Jehová , en el patio de la casa de Jehová , en el patio de la casa de Jehová .
PALABRA de Jehová , que fué á Jeremías , hijo de Jeremías , hijo de Jeremías , hijo de Jeremías , hijo de Jeremías , hijo de Jeremías , hijo de Jeremías .
Y ACONTECIÓ después de esto , y de todos los príncipes de los sacerdotes , y de todos los príncipes de los príncipes , y de todos los príncipes de los príncipes .
DESPUÉS de esto , oyendo el libro de todos los Judíos que estaban en el libro de las palabras de Jeremías .
Y fué á ellos palabra de Jehová , y á su pueblo , y á su hijo .
Y ellos le dijeron : Decid á nuestros oídos en nuestros oídos .
Y ACONTECIÓ que después de estas palabras , oyendo estas palabras de estas palabras , dijeron á todo el rey .
Y oyendo estas palabras de estas palabras , diciendo : ¿ Por qué has oído estas palabras ?
PALABRA me ha hecho conmigo con sus palabras , y con sus palabras con sus palabras .
Y RESPONDIÓ Jeremías á Jeremías , y dijo á Jeremías : Ve , y no temas .
Y ACONTECIÓ en el patio del rey , que estaban en el patio del rey Assuero , y todo el patio del rey .
Y envió el rey á todos los príncipes de los príncipes de los príncipes que estaban en el patio del rey .
Y ACONTECIÓ en el mes séptimo , en el mes séptimo , en el mes séptimo , en el mes primero .
Y ACONTECIÓ en aquel tiempo , que el fuego se fué en el fuego , y el fuego que estaba en el fuego hasta el fuego .
Así que , pues , no oyeron estas palabras , ni sus vestidos , ni sus vestidos , ni sus vestidos , ni sus vestidos .
Mas los que no habían hecho el rey ; mas el que no lo había hecho .
Y mandó el rey á Jeremías , y á Jeremías profeta profeta profeta de Jehová , y á Jeremías profeta profeta : y á Jeremías profeta profeta de Jehová , y á Jeremías profeta .
Y FUÉ á Jeremías de la palabra de Jehová , diciendo :
Y ESTAS son las palabras de Judá , y todo el rey de Judá que está en ti .
Y dirás al rey de Babilonia : Así ha dicho el rey de Babilonia : ¿ Qué es esto ?
Así ha dicho el Señor Jehová : Así ha dicho el rey de Judá : He aquí que el trono del trono de David , y el trono de su trono .
Y sabrán que yo soy Jehová , y todos los moradores de Judá , y los moradores de Jerusalem , y los moradores de Judá , y los moradores de Jerusalem .
Y el rey de Judá envió á decir á Jeremías : Así ha dicho Jehová : Por cuanto el libro de las palabras de Judá .
Y ACONTECIÓ en mano de su voz , en alta voz á su voz , diciendo : A su mano á su ciudad .
Y he aquí un varón que estaba junto á la puerta de la puerta de su tienda : y ellos se llegaron á la puerta del altar .
Y el varón de Dios de Israel se fué á la casa de su tienda , el cual estaba junto á la casa de su tienda .
Y dijo Jehová á Satán : Ve , y poned en medio de todas las abominaciones de todas las abominaciones de la ciudad .
Y él dijo : Ve , y di á mi ojo : No temáis : No temáis : No temáis : No veréis mi ojo , porque vosotros no sabéis á mi ojo .
Entonces los hijos de los hombres que estaban delante de mi casa ; mas los hombres que estaban delante de mi casa ; y los hombres que estaban delante de mi santuario .
Y él les dijo : Vete á la casa de ellos : Id á la casa de la ciudad , y á la ciudad .
Y FUÉ á Jerusalem , y dijo : ¿ Por qué has hecho tu ira sobre tu ira ?
Jehová ha dicho á Israel : Jehová ha dicho Jehová : No temas , porque Jehová es grande ; porque Jehová es grande .
Y pondré mi rostro sobre mí mi cabeza , y no haré subir sobre su cabeza .
Y he aquí , he aquí , he aquí , he aquí , he aquí que yo he hablado á mí , diciendo :
Así ha dicho el Señor Jehová : Así ha dicho el Señor Jehová : Así ha dicho el Señor Jehová : Así ha dicho el Señor Jehová :
Y haré subir sobre los montes de Israel , y sobre los montes de Israel , y sobre los montes de Israel , y sobre los montes de Israel :
Y meteré á tu diestra , y talaré tus ojos de tus saetas .
Por tanto , así ha dicho el Señor Jehová : Por tanto te haré subir á ti , y por todas las bestias del campo , y por todas las bestias del campo .
Así ha dicho el Señor Jehová : Así ha dicho el Señor Jehová : Así ha dicho el Señor Jehová : Así ha dicho el Señor Jehová : Así ha dicho el Señor .
Y sabrán que yo soy Jehová , yo soy Jehová ; y sabrán que yo soy Jehová : y sabrán que yo soy Jehová .
Y pondré mi nombre en medio de mi nombre , y no seré mi nombre ; y sabréis que yo soy Jehová .
Así ha dicho el Señor Jehová : Así ha dicho el Señor Jehová : Así ha dicho el Señor Jehová : Así ha dicho el Señor Jehová : Así ha dicho el Señor Jehová .
Y habitarán en el fuego , y las varas de las varas , y las bestias de las bestias ;
Así ha dicho el Señor Jehová : Así ha dicho el Señor Jehová : Así ha dicho el Señor Jehová : Así ha dicho el Señor Jehová : Así ha dicho el Señor Jehová .
El valle de la multitud de su valle , y el valle de la multitud de su valle .
Y será de la casa de Israel por siete meses , para que la casa de Israel se multiplican la casa de Israel .
Así ha dicho el Señor Jehová : Así ha dicho el Señor Jehová : Así ha dicho el Señor Jehová : Yo soy el día de la tierra .
Y los hombres de la tierra se juntará con los hombres de la tierra .
Y ACONTECIÓ en el valle de la tierra , que estaba en el valle de la tierra .
Y será el nombre de la ciudad de la ciudad de la ciudad de la ciudad .
Por tanto , así ha dicho el Señor Jehová : Yo os santificaré mi sangre sobre vosotros y sobre vosotros .
PABLO de la sangre de los carneros , y de toda la tierra de Basán , y de toda la tierra de Egipto .
Y sabréis que yo soy el sacrificio de mi sangre , hasta que yo os daré mi sangre , hasta que yo os daré mi sangre .
Así ha dicho el Señor Jehová : Así ha dicho el Señor Jehová : Así ha dicho el Señor Jehová : Así ha dicho el Señor Jehová : Así ha dicho el Señor Jehová .
Y pondré mi gloria sobre todas las gentes , y sabrán que yo soy mi gloria .
Y ACONTECIÓ de la casa de Israel , que yo soy Jehová Dios de Israel , y de la casa de Jehová su Dios .
Y ACONTECIÓ después de la casa de Israel , y de todos los enemigos de Israel , y de todos sus enemigos , y de todos sus enemigos .
Por tanto , así ha dicho el Señor Jehová : Por cuanto he hecho á mi heredad , y á su heredad .
Así ha dicho el Señor Jehová : Así ha dicho el Señor Jehová : Por cuanto á toda casa de Jacob , y á toda casa de Jacob , y á la casa de Jacob , y á toda la casa de Jacob .
ME hicieron todas sus cosas , y no se rebelaron contra mí , y no se rebelaron contra ellos .
Y sabrán que yo soy el pueblo de las gentes , y todos los pueblos de las gentes de las gentes ;
Y sabrán que yo soy Jehová vuestro Dios , y no habrá más más más de ellos : porque yo soy Jehová vuestro Dios .
Por tanto , así ha dicho el Señor Jehová : Así ha dicho el Señor Jehová : Así ha dicho el Señor Jehová : Así ha dicho el Señor Jehová : Así ha dicho el Señor Jehová .
Por tanto , tú , oh Israel , tú has puesto sobre todo el pueblo sobre el pueblo .
La mesa del vino , y el vino del vino , y el vino á la mesa , y el vino en el vino .
PALABRA de Jehová habitará en Egipto , mas no habrá en la tierra de Egipto , sino en la tierra de Egipto .
Por tanto , no habrá quien el pan de Jehová , ni la casa de Jehová se hará en la casa de Jehová .
¿ En el día de la fiesta de Jehová , y en el día de la fiesta de la fiesta de Jehová ?
Por tanto , serán asolados de Egipto , por sus casas , por sus casas ; por sus casas serán asoladas .
Al Músico principal : Salmo de Israel ; porque el hombre es sabio .
Al Músico principal : en la casa de David : Salmo de David . El rey de David .
Por tanto , así ha dicho el Señor Jehová : Delante de los pecados de los pecados de sus pecados .
Y oyendo Israel á sus padres , y á sus padres , y á sus abominaciones como á sus abominaciones ; y á sus abominaciones como á sus abominaciones , y á sus abominaciones .
Como la gloria de Ephraim será la gloria de Ephraim , y la gloria de la gloria de la gloria .
Y cuando los hijos de los hijos de Ammón se juntarán de ellos , y no se hallarán de ellos : porque yo soy hombre de ellos .
Y ESTOS son los hijos de Ephraim , que está en el lugar de Ephraim : mas en el lugar de Ephraim .
¿ Harás tú , oh Jehová , y te enseñarás ? ¿ por qué lo has de levantar ?
ESTOS son los príncipes de Israel , porque todos los príncipes de mi iniquidad ; porque todos los que están en la casa de ellos .
HE aquí que está en el fruto de Ephraim , y el fruto de Ephraim , y el fruto del fruto de Ephraim , no se hartará ; porque yo soy el fruto de su vientre .
Por tanto , no se rebelaron entre las gentes , porque no se rebelaron entre las gentes .
Al Músico principal : el libro de la visión de la visión de la visión de la visión .
Al Músico principal : Salmo de David : Salmo de David ; porque Jehová es su ira .
El furor de Jehová está en el camino de Jehová , y el polvo de sus pies .
Al Músico principal : al Líbano , y al Líbano , y al Líbano , y al Líbano , y al Líbano , y al Líbano , y al Líbano .
Al Músico principal : en los montes , en los montes , y en los montes , y en toda la tierra .
¿ Quién es el fuego , y el fuego de su ira ? ¿ quién es el fuego ?
Al Músico principal : en el día de Jehová : Salmo de David . Aleluya .
Y en el lugar de sus enemigos , en el lugar de sus enemigos , y en las tinieblas de sus enemigos .
¿ Por qué ha de venir el camino ? ¿ no será el camino de Jehová ? ¿ no será el camino de la aflicción ? ¿ no será el día de la aflicción ?
Por tanto , así ha dicho el Señor Jehová : Delante de los hombres serán como un momento .
Al Músico principal : Salmo de David . Salmo de David .
Así ha dicho Jehová : No temas , porque yo te haré volver á ti .
Por tanto , en ti haré cesar de ti , y te talaré , y te talaré de debajo de ti .
Y JEHOVÁ dijo á Jehová : No temas , porque tú eres tu nombre , porque tú eres tu casa ; porque tú has de venir á la casa de dioses .
¡ Ay de los montes de Judá , oh morador de Judá ! porque no habrá quien te hartará , porque no te ha de hacer bien .
DESPUÉS de los Judíos , el cual estaba en Jerusalem , el cual estaba en Jerusalem , el cual vino á Jerusalem de los hombres de Jerusalem .
Diciendo : ¿ Dónde está el Rey de los Judíos ? ¿ y qué es el oriente ?
Y DESPUÉS de estas cosas , oyendo estas cosas , el rey de Jerusalem y todas estas cosas .
Y ACONTECIÓ que después de todos los príncipes de los príncipes de los príncipes de los sacerdotes , y los príncipes de los sacerdotes .
Y RESPONDIÓ Job , y dijo : Esta es la palabra de Jehová :
Y RESPONDNDIÓ Job , y no temas de mi pueblo Israel : porque tú eres el pueblo de mi pueblo .
DESPUÉS de estas cosas , como los sabios de los sabios de los sabios .
Y él les dijo : Ve , y ved á mí , y yo iré á mí .
Y oyendo el rey , los que estaban delante de ellos , los cuales estaban delante de ellos ; y los que estaban delante de ellos .
DESPUÉS de estas cosas vieron , y vinieron con gran gozo .
Y como los tesoros de la casa se juntaron con él , y los tesoros de la casa .
Y ACONTECIÓ en el camino de Dios de los que estaban en la tierra de los cuales no habían venido á su camino .
Y he aquí , he aquí , he aquí que yo te mando , y he aquí que yo te mando á ti , y á la palabra de su madre , y á la palabra de su madre , y á su madre .
DESPUÉS de la noche se volvió á su madre , y á su madre , y á su madre , y á su madre :
Y ACONTECIÓ después de esto , que fué á la muerte de la muerte de la muerte de la muerte de Egipto :
Y ACONTECIÓ que después de esto , después que el tiempo de los hombres le había hecho , y á todos los varones de los hombres , y á todos los varones de los hombres .
Y HABLÓ Jehová á Jeremías , diciendo :
PALABRA que fué á Rachêl , y no temas , porque la voz de su voz , porque no se ha venido á ella .
Y ACONTECIÓ en el ángel de José , que estaba en Egipto , he aquí un ángel de Egipto en Egipto ,
Diciendo : Hijo del hombre , y los hijos de Israel : ¡ ay de la tierra de Israel ! porque son muertos á la vida de su madre , y á su madre .
Y DESPUÉS de él tomó á Israel y á su madre y á su madre .
Y ACONTECIÓ en aquel tiempo , que él había venido en Galilea de Galilea ;
Y ACONTECIÓ en aquel tiempo , que fué llamado el nombre de los profetas , el cual fué llamado llamado llamado el nombre de los profetas .
Y ACONTECIÓ en el barco , que era grande en la mar ; y era grande grande .
Y él les dijo : PABLO á muchos , y á los que estaban en la doctrina de su doctrina ,
Así ha dicho : He aquí , he aquí que yo he puesto en un día á la tarde :
Y ACONTECIÓ en el camino de la otra parte del campo , que vino á la parte del camino de la mar .
Y el ángel de la tierra se volvió , y no hubo quien la tierra ;
Y ACONTECIÓ en el sol , que el sol no hubo quien había hecho , porque no había quien había hecho .
Y ACONTECIÓ en el fruto de la tierra , y no hubo fruto .
Y ACONTECIÓ en el fruto de la tierra , que hubo hambre , y en la tierra , y en el fruto de la tierra , y en el fruto de la tierra .
Y él les dijo : El que ha dicho : El que tiene oídos .
Y ACONTECIÓ , que estando él hablando con él , le preguntaron .
Y dijo : De cierto os digo , que todo el reino de Dios está escrito en todas estas cosas :
Para que se cumpliese los pecados de los pecados , y no sean perdonados .
Y él les dijo : ¿ No sabéis esto ? ¿ y qué os digo esto ? ¿ y qué es esto ?
La palabra de la palabra es la palabra .
Y oyendo estas estas estas estas cosas , se maravillaron ; mas ellos se maravillaron en el camino de la palabra .
Y oyendo estas estas estas estas cosas , los que estaban con la tierra ;
Y como el tiempo de la palabra se maravillaron , y se maravillaron de la palabra de la palabra .
Y estos son los que son entre estas cosas que están entre estas cosas ;
Y la palabra de este mundo , la palabra de la palabra de la palabra de la palabra de la palabra , y la palabra de la palabra de la palabra de la palabra .
Y estos son estas cosas , y los que están en la tierra , y á la palabra de Jehová , y á la palabra de la palabra .
Y él dijo : ¿ No sea el un varón de un carnero ? ¿ no será un vestido ?
En aquel tiempo , no hay nada nada , sino que el que no se ha de venir , sino que no sea hallado .
Si alguno oyere á oídos de oídos , y á los oídos de los oídos .
Y él dijo : De cierto os digo , que vosotros os digo : De cierto os digo .
Porque el que ha de venir á él , no será dado de él ; y el que tiene de él .
Y dijo : Así ha dicho el reino de Dios : ¿ Qué es el reino de Dios ?
Y RESPONDNDIÓ un día , y no entendía .
En el principio de la tierra , en el fruto de la tierra , en el fruto de la tierra .
DESPUÉS de esto , como el fruto de la siega es semejante á la siega .
Y él dijo : ¿ Qué es el reino de Dios ? ¿ y qué nos dará el reino de Dios ?
PALABRA que está en la tierra que está en la tierra que está en la tierra :
DESPUÉS de la sombra de tinieblas , y de sombra de sombra de sombra de sombra de sombra .
Y DESPUÉS de muchos de muchos de muchos , los cuales oyeron á la palabra de Jehová .
DESPUÉS de estas cosas , oyendo á sus discípulos , y á sus discípulos .
Y ACONTECIÓ en el día de la otra parte de la otra parte del otro día , dice el uno á la otra parte del otro .
Y después de la gente de la gente , los cuales estaban con él con él .
Y ACONTECIÓ en aquel tiempo , que el viento de la mar iba , y el viento que estaba en el viento .
Y él le dijo : ¿ Qué tienes tú ? ¿ y qué le preguntas ? ¿ y qué le dicen : ¿ Qué tienes ?
Y fué á la mar , y dijo : Levántate , y ve á la mar . Y él respondió : Levántate , y ve .
Y dijo : ¿ Qué es la fe ? ¿ qué es la fe ? ¿ no es la fe ? ¿ no es la fe ?
Y ellos le dijeron : ¿ Qué es este hombre ? ¿ y quién es el hombre de esta mar ?
Y HABLÓ Jehová á los hombres de esta parábola , y á los hombres que estaban en esta parábola , y á los cuales no pudieron entrar á la parábola ;
Diciendo : No temas , ni el hombre , ni el hombre , ni el varón de Dios , ni el hombre , ni el varón de Dios , ni el varón de Dios :
Y FUÉ á mí palabra de Jehová , diciendo :
Y él dijo : No temas , ni yo soy hombre ;
AHORA de ella me ha dicho : No temas , porque el que me ha de venir á mí .
Y dijo el Señor : Así ha dicho el Señor : Así ha dicho el Señor .
DESPUÉS de esto , ¿ por qué se ha de venir á ellos ? ¿ y quién le ayudará con ellos ?
Así que , ¿ quién será el Hijo del hombre ? ¿ quién será la fe de la fe ?
Y HABLÓ Jehová á los que estaban en esta parábola , y á los que estaban en la parábola :
Y ACONTECIÓ á la otra parte del templo , y á la otra parte del templo .
PABLO , pues , yo te ruego que yo soy contigo , y que yo soy contigo .
Yo he aquí , en todas las cosas que yo he dado á todo lo que yo te he dado .
Y ACONTECIÓ en el cielo , que el Dios de los cielos me ha enviado á su voluntad , diciendo : No sea el Dios de los cielos .
Y ACONTECIÓ que después de esta casa , después que el hombre será salvo ; y el que el hombre será salvo .
Y viendo á sus discípulos , y á sus discípulos , y á sus discípulos ; mas ellos le vieron .
Y respondiendo Jesús , les dijo : No es el reino de Dios ; porque el reino de Dios es el reino de Dios .
De cierto os digo , que el reino de Dios no será salvo en el reino de Dios .
Y RESPONDIÓ un príncipe , diciendo : ¿ Qué es el príncipe de la vida ?
Y respondiendo Jesús , le dijo : ¿ Qué es esto ? ¿ y qué es bueno ?
No temas , hermano mío , y no perdonarás á tus mandamientos .
Y díjome : He aquí , he aquí , yo he hablado de mi presencia .
Y respondiendo Jesús , les dijo : Tú has hecho esto , y me has hecho ; y tú me has hecho .
Y oyendo esto esto , oyendo esto , fué hecho esto : porque él había hecho esto .
Y oyendo Jesús , dijo : ¡ Quién es el reino de Dios ! ¡ ay del reino de Dios !
Porque el reino de Dios está en el reino de Dios : porque el reino de Dios es el reino de Dios .
Y dijo : ¿ Quién es esto ? ¿ quién es esto ? ¿ y quién es ?
Y RESPONDIÓ Dios á los hombres que están con Dios .
Y RESPONDIÓ Pedro , y dijo :
Y dijo : De cierto os digo , que el reino de Dios no tiene mujer , ni el reino de los hijos , ni el reino de los hijos de Dios , ni el reino de Dios , ó mujer de los hijos de Dios .
PABLO , pues , en el fin de esto , y en la vida eterna , y en la vida eterna .
Y él dijo : He aquí , el Hijo del hombre es el Hijo del hombre , y todas las cosas que está en Jerusalem .
Al Músico principal : Salmo de Asaph , y á los Gentiles , y á los Gentiles ;
Y llevarán al tercer día , y le matarán ; y le preguntaron .
Y oyendo estas cosas de estas cosas de estas cosas de estas cosas , y no oyeron de estas cosas .
Y ACONTECIÓ en el camino de la parte del hombre , que estaba junto á la parte de un camino , el cual estaba en el camino de la mar .
Y ACONTECIÓ que después de la multitud de la multitud , que había oído la multitud de la multitud .
Y RESPONDIÓ Jesús , y asentaron allí .
Y RESPONDIÓ Jesús , diciendo : Hijo de David , Señor , ten misericordia de mí .
Y FUÉ á David , diciendo : El Hijo de David , mas él me ha oído .
Y Jesús le dijo : Levántate , y ve á él , y ve á él ;
Y dijo : Señor , Señor , ¿ por qué te he de venir á ti ?
Y RESPONDIÓ Jesús : tu fe te ha dicho .
Y como vió á él , y vió á su pueblo , y vió á todo su pueblo .
Y LLA de la hora de Simón Pedro , y á la hora de la hora de la hora de Juan .
Y ACONTECIÓ en el templo de su madre , que fué á la puerta del templo de su madre , á la puerta del templo de su madre ,
Envió á Juan , y á Juan , y á Juan , y á la casa de Juan .
Y RESPONDIÓ Pedro , y dijo á sus ojos .
Y á los cuales les dijo : PABLO también á los que habían de venir á ellos .
Y RESPONDIÓ Jesús , y dijo : Yo soy el nombre de Jesús ; mas yo soy el nombre de Jesús .
Y él tomó , y tomó sus pies ; y él se levantó , y le besó .
Y ACONTECIÓ en el templo de Dios , que estaba en el templo de Dios , y en el templo .
Y RESPONDIÓ Dios á todo el pueblo y á todo el pueblo :
Y ACONTECIÓ que , después que él estaba con él con él , se fué con él á la puerta de la puerta de la puerta .
Y como el pueblo se fué á la puerta del pueblo , y á todos los que estaban cerca de la puerta del pueblo .
Y como vió á Pedro , y á los varones de Israel , ¿ por qué nos habéis hecho esto ?
PABLO , pues , que fué á Abraham , y á sus padres , y á sus padres .
PABLO , pues , el Espíritu Santo , y el Espíritu Santo :
Y el que nos ha resucitado de la vida : el que Dios ha resucitado de los muertos .
Y ESTAS cosas os ha hecho esta fe en este nombre : y el nombre de su nombre es el nombre de su nombre .
Y vosotros , hermanos , hermanos , hermanos , hermanos , hermanos , hermanos , que yo os he dado á vuestros hermanos .
Y todos los que habían hecho la boca de su boca , los profetas que hizo á la boca de su boca .
PABLO , pues , que el Señor sea la voluntad de los pecados de los pecados de los pecados ;
Y EN el día de Jesucristo , el cual fué bautizado delante de Cristo Jesús ;
EN el principio de la boca de la boca de los profetas , comenzó á reinar todo el mundo , hasta el mundo de la boca de su boca .
Por tanto , así ha dicho el Señor Jehová : Así ha dicho el Señor Jehová : Así ha dicho el Señor Jehová vuestro Dios .
Y será que en aquel tiempo , en aquel día será el pueblo de todo el pueblo .
Y ACONTECIÓ después de estas cosas , y todos los días de Samuel , como antes de muchos días .
Y habló Abraham á Abraham y á los hijos de Heth , diciendo :
El Hijo del hombre envió á su Hijo , á todos sus pecados .
PABLO , hermanos , hermanos , por la fe de nuestro Señor Jesucristo :
PABLO , pues , á la gracia de Dios , y á la gracia de Dios en la gracia de Dios .
PABLO , pues , que no tenemos en la gracia , sino en la gloria de la gloria ;
Al Músico principal : Salmo de David , y á la esperanza ;
PABLO , pues , no es la esperanza de nuestro Señor Jesucristo , porque es el Espíritu Santo en nuestros corazones .
PABLO , pues , hermanos , que en el tiempo de Cristo , en el tiempo de la fortaleza .
Porque el hombre de los justos es bueno : mas el hombre para bien .
PABLO , pues , que nosotros nos ha sido por nosotros .
Así que , pues , pues , pues , pues , por la ira de su ira , será salvo de sangre .
PABLO , pues , si el Hijo de su Hijo , nosotros somos muertos de muerte .
PABLO , pues , por la cual también nos hemos sido bautizados en Cristo Jesús .
Por tanto , así ha dicho el Señor Jehová : Por cuanto todos los hombres hombres hombres , y por el pecado , y por el pecado :
Porque no es la ley de la ley : mas la ley no es el pecado .
DESPUÉS de esto fué á la muerte de la muerte de Moisés , que no había de venir á la muerte de la muerte de Moisés .
Porque la gracia de Dios es la gracia de Jesucristo , y la gracia de Jesucristo .
Y el uno de los otros , el cual es bueno ; mas el que es bueno .
Porque si alguno de Cristo comenzó á decir á Cristo : El Cristo de la vida de la justicia , y el pecado de la justicia en la vida de Jesús .
DESPUÉS de esto aconteció , que todos los hombres de justicia se levantaron sobre sí , y todos los hombres de justicia .
Porque el hombre de los justos será muchos justos .
Y en la ley de la ley , en la ley de la ley , en la gracia de la ley .
Para que el Cristo comenzó á decir á Cristo : El Señor Jesucristo ha sido en justicia . Amén .
¿ A qué , pues , hermanos , ¿ qué os engañáis á vosotros ?
PABLO , pues , todos los hombres de corazón , y todos los hombres de corazón :
PABLO , pues , vosotros , no sabéis que el espíritu de Dios está en la piedra de espíritu ; mas el espíritu de Dios no está en la piedra de la piedra .
PABLO , pues , á los cuales nos hemos sido por Cristo :
PABLO , pues , el cual es de nosotros : mas el Dios de nuestro nuestro nos ha sido por nosotros .
PABLO , pues , el espíritu de espíritu de espíritu , mas el espíritu de espíritu no ha hecho el espíritu de la vida .
DESPUÉS de los hijos de Israel , he aquí que la gloria de la gloria de la gloria de la gloria de la gloria de la gloria de su gloria ;
¿ Quién será el espíritu de espíritu ? ¿ quién será el espíritu ? ¿ quién será el espíritu ?
Por lo cual , si la gloria de la justicia es gloria de la gloria de la gloria de la gloria .
Porque la gloria de la gloria no fué la gloria de la gloria de la gloria de la gloria .
Por lo cual , si la gloria es semejante á la gloria de la gloria .
PABLO , pues , que nosotros hemos oído á la esperanza de la esperanza de la esperanza ;
Y ESTOS son los hijos de Israel , que no está sobre la haz de los hijos de Israel :
Y todos los que estaban en el día de la otra parte del velo que está en la mesa , hasta el día que está en la mesa de Cristo .
DESPUÉS de esto es el corazón de Moisés , que está sobre su corazón .
Y ACONTECIÓ , cuando el Señor se levantará por el velo de la otra parte del Señor , será salvo .
Al cual es el Espíritu , el cual es el Espíritu : y el Espíritu Santo es el Espíritu .
PABLO , pues , á la gloria del Señor , á la gloria de la gloria de la gloria .
Vosotros , pues , hermanos , que sois siervos en los cielos ; y vosotros sois siervos en los cielos .
Al Músico principal : en la oración , en la oración y en la oración ;
PABLO , pues , que á la puerta de Cristo , á la puerta de la puerta de Cristo ,
Para que yo soy yo , para que lo he oído .
PABLO en el tiempo de la sabiduría , en el tiempo de la sabiduría .
PABLO , pues , hermanos , que os enseñáis á cada uno con el camino .
Al Músico principal : el hermano de mi hermano , el cual es mi hermano , y el que está en vosotros ;
PABLO , pues , envió á vosotros á vuestros corazones , y á vuestros corazones ;
JANTO , hermanos , que el que está escrito en vosotros , y el que está escrito .
PABLO , pues , hermanos , ¿ cómo os recibisteis á los mandamientos de mi hermana ?
Estas son las cosas que Jesús me llaman á mí , á los que están conmigo .
PABLO , pues , que el amor de Dios os enseñará á vosotros , y á todos los que están en vosotros .
A los cuales os digo , que el que está en ellos , y á los que está en ellos .
JANTO , y Agripa , y Mullam , y Aphet .
MAS son las hermanos que están en la iglesia que está en la iglesia , y en la iglesia que está en la iglesia que está en la iglesia .
Y ESTOS son las cosas que está cerca de la iglesia de la iglesia , y el que está en la iglesia de la iglesia .
Y RESPONDIÓ á los cuales dijimos : Señor , que tú eres el Señor .
Al Músico principal : á la diestra de mi salud sea con vosotros .
Y ESTOS son las cosas de las cosas que está en el trono de los cielos , que es el trono de los cielos ;
El tabernáculo del testimonio , y el tabernáculo del testimonio , y el tabernáculo del testimonio , y el tabernáculo del testimonio .
Porque el sacerdote es el sacerdote , y lo que es bueno ; y lo que es bueno .
Así que , si la ley de los sacerdotes , no se cumpliese la ley por la ley ,
Al Músico principal : al monte de la sombra de la sombra de la sombra de la sombra de la sombra que estaba en el monte de Dios .
Y ahora , pues , el cual es el pacto de Dios , el cual es el pacto sobre la gracia de Dios .
Así que , pues , si no oyese la palabra , porque por el cual no había sido hecho .
Por tanto , así ha dicho el Señor Jehová : He aquí , dice el Señor Jehová : Así ha dicho el Señor Jehová : Así ha dicho el Señor Jehová : Así ha dicho el Señor Jehová :
Por tanto , así ha dicho el Señor Jehová : Por tanto , yo no los libré á la tierra de Egipto , y por cuanto á mi pacto , y á la tierra de Egipto , dice el Señor Jehová .
Por tanto , así ha dicho el Señor Jehová : Así ha dicho el Dios de Israel : He aquí que yo me gloriaré á mi pueblo :
Y á todo el hermano de su prójimo , á cada uno uno de su prójimo , diciendo : Señor , el hermano de su prójimo .
Por tanto , no haré iniquidad , y por la justicia de sus pecados .
EN aquel tiempo , ha dicho el Señor : Este es el que ha de venir á la mesa .
Y ACONTECIÓ que , y he aquí , he aquí el rey de los cielos , el cual me ha dicho : Yo te ruego que yo te ruego que yo soy el rey de los cielos .
Y ACONTECIÓ en el cielo , y he aquí un trono en el cielo ; y he aquí un trono en el cielo .
Y ACONTECIÓ en aquel tiempo , que era semejante á una piedra , y una piedra como un trono .
Y vi en el trono de las cabezas de los ancianos , y en sus cabezas , y en sus cabezas .
Y estos son los que estaban delante de Dios , y siete vacas , y siete vacas , que están delante del trono de Dios .
Y ACONTECIÓ en el trono de Jehová , que estaba delante de los ojos , y en medio de las bestias .
Y el segundo día de la bestia era como un león , como un león como un león , y un león como un león .
Y después de esto , que el Señor no había venido , y el Santo de Dios , diciendo : El cual es santo , y el Santo de Dios , y el cual es santo .
DESPUÉS de estas bestias , y de las bestias , y de las bestias , y de gloria y de gloria .
Y los ancianos de los ancianos , los ancianos de los ancianos , y los ancianos que estaban delante de él .
Al Músico principal : Salmo de Asaph : Salmo de David , y á la gloria ; porque tú eres la gloria , y la gloria de tu gloria .
