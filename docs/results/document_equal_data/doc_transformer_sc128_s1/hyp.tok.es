EN el principio de los cielos y de la tierra , y el principio de la tierra .
Y el espíritu de Dios estaba sobre tinieblas , y sobre las aguas de tinieblas .
Y dijo Dios : ¿ Dónde está la luz de Dios ? Y ella respondió : No hay miedo .
Y viendo la luz de Dios , y la luz de Dios se fué de tinieblas .
Y llamó aquel día á la mañana , y llamó á la tarde .
Y dijo Dios : Levántate , ve en medio de las aguas , y las aguas de las aguas .
Y las aguas que estaban debajo de las aguas ; y las aguas que estaban debajo de las aguas .
Y llamó Dios á la tarde , y á la tarde era de la tarde .
Y dijo Dios á los cielos : ¡ Ay de los cielos ! porque el cielo se secó , y la tierra se seca .
Y llamó Dios á la tierra , y vió la tierra de aguas ; y vió á la vid de la mar , y vió á la mesa de Dios .
Y dijo Dios : Delante de la tierra es la hierba , y el fruto de la hierba , y el fruto de la tierra , y el fruto de su fruto , y el fruto de la tierra , y el fruto de la tierra .
Y el fruto de la tierra era de la hierba , y el fruto de la tierra , y el fruto de su fruto , y el fruto de su fruto , y el fruto de la tierra .
Y vió el tercer día , y vió la mañana , y la mañana era del día .
Y dijo Dios al cielo : Levántate , y el día de la tarde , y el día de noche , y el día de la noche , y el día de la noche ;
Y los que estaban en los días de los cielos y de los cielos y de los cielos ; porque el cielo era semejante á la tierra y á la tierra .
Y el día que hizo venir á la luz , y á la luz de la luz ; y también él hizo venir á la luz .
Y á los que estaban en la luz de Dios en los cielos , á la luz de los cielos ,
Y vió el día de la noche , y vió á la luz de Dios : y vió á la luz de la luz .
Y vió Dios á la mañana y á la mañana , y vió á la tarde .
Y dijo Dios al tercer día : El día de los cielos es la vida de la vida , y el que tiene la vida de la vida .
Y todo el Dios de los cielos , y todo lo que había hecho , y lo que había hecho ; y vió á su voluntad , y á todo lo que había hecho .
Y mandó Dios á ellos , diciendo : Delante de Dios , y en las aguas , y en las aguas de la tierra .
Y el día de la tierra era de la tarde , y la tarde se fué en la tarde .
Y el día siguiente , el día dijo Dios : El día de la tierra es semejante á la tierra , y la imagen de la tierra .
Y los animales de la tierra , los animales de la bestia , de la bestia de la tierra , y de todo animal , y de la tierra .
Y dijeron : Delante de Dios , Dios nos ha dicho : Delante de nosotros , y de la tierra , y de la mar , y de la mar , y de la mar , y de toda la tierra .
Y puso Dios sobre la tierra , y la imagen de su imagen en la imagen de Dios .
Y dijo Dios á los que estaban en la tierra , y á los que estaban en la mar , y á la mar , y á la mar , y á toda la mar , y á toda la tierra .
Y dijo : He aquí , yo he puesto sobre toda la tierra sobre toda la tierra , y el fruto de toda la tierra que está en el fruto de toda la tierra .
Y de toda la tierra de bestia , y de toda bestia de bestia , y de toda bestia , y de todo animal que está en la tierra .
Y vió Dios á todo el día , y he aquí que él había visto , y he aquí el día de la mañana .
Y HABLÓ Jehová á Jacob , y á toda la gloria de nuestro padre , y á toda gloria de la gloria de nuestro padre .
Y he aquí , he aquí , he aquí , he aquí , él no ha hecho esta gloria delante de él .
Y dijo Jacob á Jacob : Yo soy contigo , y contigo contigo contigo contigo contigo contigo contigo contigo contigo contigo contigo ; y te haré contigo con tus padres .
Y llamó Jacob á Jacob , y llamó á Jacob , y llamó á Jacob , y llamó á su campo .
Y dijo Jacob á José : Yo soy vuestro padre , que no me ha de venir delante de mí ; mas mi padre me ha hecho con mi padre .
Y con mi padre me ha hecho con mi padre , y con todo lo que yo soy padre .
Y mi padre me ha aprendido , y mi padre no me olvidáis ; mas mi padre no me ha de venir á mí .
El entonces dijo : Si él me ha dicho : El que tiene hambre , y el que se ha de venir á todos tus ganados ; y el que tiene misericordia .
Así ha dicho Dios : Así ha dicho Dios : Así ha dicho Dios .
Y aconteció , que después que el tiempo vino , y he aquí un sueño , y he aquí un sueño que estaba en mi sueño , y he aquí un sueño .
Y el ángel de Dios dijo : Mi ángel me ha dicho : Mi sueño me ha dicho : Mi sueño me ha dicho .
Y él dijo : Yo he aquí ahora ahora ahora ahora ahora ahora ahora , y pongo sobre tus ovejas , y pongo sobre todo lo que yo te he visto , y te he visto : porque he visto todo lo que yo te he hecho .
Por tanto , así te ha dicho el Señor Jehová : Yo te ruego que tú eres contigo , y te ruego que yo te mando de la tierra de la tierra .
Y dijo José á José : ¿ Por qué me ha dicho esto ? ¿ y qué le respondió : ¿ Por qué nos ha de ir á nuestra casa de nuestra casa ?
¿ No sabéis que nosotros no nos ha dicho ? ¿ No nos ha de venir á nosotros ? ¿ por qué nos ha hecho esto ? Y él respondió : No nos ha hecho esto .
Porque todas las cosas que Dios ha dado á nuestros hijos , y á nuestros hijos , y á todo el dinero de nuestro Dios te ha dicho .
Entonces llamó Jacob á Jacob , y á sus hijos y á sus mujeres , y á sus hijos y á sus mujeres .
Y todos sus hijos y sus niños , y todos sus niños , y todo lo que había hecho en su tierra de Canaán .
Y fué á Rebeca , y á Jacob , y á su padre , y á su padre .
Y llamada á Jacob á Jacob , que no lo había dicho .
Y todos los que estaban con él , los que estaban con él ; y los que estaban en el río de Galaad .
Y fué á Jacob á Jacob , que fué dicho á Jacob .
Y tomó Jacob con él siete días , y tomó con él siete días .
Y vino Dios á Labán , y díjole : No temas , ni aun aun á la noche .
Y Jacob tomó á su tienda en la tienda de su tienda , y asentaron allí tres hermanos .
Y dijo Jacob á Jacob : ¿ Por qué me has hecho ? ¿ por qué me has hecho con mis hijas ?
¿ Por qué me enviaste á mí , y no me envió , y me envió ?
¿ Por qué me has hecho con mis hijos y mis hijas ? ¿ por qué has hecho esto ? ¿ por qué has hecho esto ?
De cierto os digo que mi mano está en la mano de mi padre : mas á mí me habló , y á la verdad me habló , diciendo : No me matarás á mí .
¿ Por qué pues , pues , pues , si tú eres tú ? ¿ por qué has hecho esto ? ¿ por qué has hecho tu casa ?
Y dijo Jacob á Jacob : ¿ Por qué me has hecho ? Y él respondió : Por cuanto me has hecho .
No dejes á los dioses de tus hijas , ni á tus hermanos , que no es contigo delante de ti .
Y fué á Jacob en la tienda de Jacob , y á sus siervos , y á la tienda de la tienda ; mas él se volvió á la tienda de su tienda .
Y después de la tienda , tomó Rachêl , é hízolo en la tienda de su tienda , y no lo hallaba en la tienda .
Y dijo : No temas , señor mío , porque no me ha hecho ; mas él me ha hecho .
Y respondiendo Jacob , dijo : ¿ Qué es mi pecado ? ¿ y quién es mi pecado ?
¿ Por qué has hecho mi casa , y todos mis hermanos ? ¿ por qué has hecho esto ? ¿ por qué has de ser mi casa ?
Por tanto , he aquí , yo te he comido de tus ovejas , y no te daré de tus ovejas , ni de tus ovejas .
Para que yo soy de ti , que no te he dado de las bestias de las bestias de las bestias de mi mano , ó de mi mano , ó de noche .
Por tanto , en aquel día , en el día de mi sueño , en el día de mi sueño ; y el día de la noche me ha salido de mis ojos .
Por tanto , he aquí yo te he puesto en tus dos años , por tus siete años , por tus hijas , por tres años , y por tus siete años .
Por tanto , mi padre de mi padre , mi padre de mi padre , y por la oración de mi Dios me ha enviado .
Y respondió á Jacob , y dijo : ¿ Por qué son mis hijas , y mis hijas , y mis hijas , y mis hijas , y mis hijas , y mis hijas , y mis hijas ,
Ahora pues , pues , ¿ por qué has de venir á ti y á mí , y á ti , y á ti te he puesto entre mí ?
Y tomó Jacob una piedra , y púsola entre mí y la piedra de la piedra .
Y Jacob dijo á sus hermanos : Levántate , y pongas sobre las piedras de las piedras de las piedras .
Y llamó Jacob á Jacob , y llamó á Jacob .
Y ella dijo : Mi nombre es el nombre de tu nombre ; y el nombre de tu nombre fué llamado el nombre de mi nombre .
Y él dijo : Así ha dicho Jehová : ¿ Por qué me ha dicho Jehová ? Y él me ha dicho .
Si no oyeres mi hijas , ni quitarás mi testimonio , y si no has de venir á mí , y no hay quien yo contigo contigo .
Y dijo Jacob : He aquí , he aquí que yo te he puesto sobre mí , y he aquí que yo te he dado ;
He aquí , yo te he dado , y he aquí que yo te he dado á ti y á ti mismo , y no te daré .
El Dios de Abraham , Dios de Abraham , Dios de Jacob , Dios de Jacob .
Entonces Jacob llamó á Jacob , y á su padre , y á todos los hermanos de Jacob , y á todos los hermanos de su padre .
Y ella se levantó , y fué á la mañana , y á sus hijos y á sus hijas , y á sus hijas , y á sus hijas .
Y Jehová dijo á Moisés : Así ha dicho Jehová : Delante de aquí que él ha de ir á Egipto , y volverá á vosotros .
Y la mujer de su prójimo , la mujer de su prójimo , y la mujer de su prójimo .
Y mandó Jehová á Moisés y á los Egipcios , y á la tierra de Egipto .
Y Jehová dijo á Moisés : Así ha dicho Jehová : Así ha dicho Jehová : Yo soy el pueblo de Egipto :
Y todo el primogénito de Egipto será sobre toda la tierra de Egipto , el primogénito de Faraón , que está sobre la tierra de Egipto , y todos los animales .
Y toda la tierra de Egipto será asolada , y toda la tierra de Egipto .
Mas los hijos de Israel no los hijos de Israel , ni los hijos de Israel , para que sea entre los Egipcios y los Egipcios .
Y todos estos siervos todos estos siervos , y todos estos siervos de tu pueblo , y los siervos de tu pueblo , diciendo : Yo te daré á ti y á ti .
Y dijo Jehová á Moisés : No temas , porque Jehová no sea vuestro Dios .
Y mandó Moisés y Aarón á Aarón y á todo lo que Jehová había hecho delante de Faraón y de Faraón y de la tierra de Egipto , y de la tierra de los hijos de Israel .
Y HABLÓ Jehová á Moisés , diciendo :
Habla á los hijos de Israel , y diles : Si ofreciereis vuestras ovejas , y la ofrenda de vuestras ovejas .
Si ofreciere la puerta de la puerta del tabernáculo del testimonio delante de Jehová , delante de la puerta del tabernáculo del testimonio .
Y pondrá sobre la cabeza de su cabeza sobre la cabeza de la cabeza de la cabeza de la expiación , y le dará por expiación .
Y tomará el becerro delante de Jehová delante de Jehová , y la sangre de los sacerdotes , y la sangre de Aarón , y la sangre de los hijos de Israel .
Y tomará el tabernáculo del testimonio , y quemará el altar .
Y pondrá Aarón sobre los hijos de Aarón y sobre los hijos de Aarón y sobre los hijos de Aarón :
Y el sacerdote tomará los sacerdotes de Aarón sobre los hijos de Aarón , y el sebo que está sobre el altar que está sobre el altar que está sobre el altar :
Mas el sebo de su ofrenda , y el sebo de su altar , y el altar de Jehová será quemada en el altar de Jehová .
Y si su ofrenda , si la ofrenda de sus ovejas , ó de ovejas , ó de ovejas , ó de un carnero , ó de ovejas .
Y tomará el altar de la otra parte del altar de Jehová , de la parte de la parte del altar , y de la sangre de Jehová sobre la sangre de sus hijos .
Y quemará su cabeza en su cabeza , y quemará su cabeza sobre el altar que está sobre el altar :
Mas el sacerdote mirará , y el sebo , y el sebo que está sobre el altar , y el altar de Jehová , y el sebo de la expiación .
Y si el sacrificio de paces , si ofreciere el holocausto , ó el holocausto de Jehová , ó de las aves del altar .
Y el sacerdote tomará del sacerdote , y el sacerdote tomará del altar , y el altar de su cabeza , y el altar de la cabeza de la cabeza , y el altar de la cabeza .
Y al lado del oriente , al oriente , y al oriente , y al oriente ;
Y tomará el altar con sus alas , y no hará el altar sobre el altar , y sobre el altar que está sobre el altar de Jehová .
Y HABLÓ Jehová á Moisés y á Aarón , diciendo :
Y HABLÓ Jehová á Moisés , diciendo :
Y todo el ejército de la casa de la casa de la casa de Aarón , en toda la obra de la obra de la obra de la casa de la casa de la casa de Leví , en toda la obra de la congregación .
Esta es la congregación del tabernáculo del testimonio , en la congregación de los hijos de los hijos de Israel :
Y cuando salieren los hijos de Aarón , los hijos de Aarón , los hijos de Aarón , y los hijos de Aarón , y el arca del testimonio , y el arca del testimonio ;
Y la cabeza de la cabeza de la cabeza de la cabeza de la cubierta , de lino fino , y de lino torcido , y de metal .
Y sobre la mesa de la mesa sobre la mesa de pan de pan , de lino lino fino , y de lino torcido , y de lino torcido ;
Y extenderán sobre ellos el vestido de lino , y el vestido de lino , y el vestido de la mesa de la cubierta .
Y las varas de las lámparas de lino , y las lámparas , y sus lámparas , y sus lámparas ;
Y meterán sobre todos sus vasos , y sobre todos sus vasos , y sobre todos sus vasos .
Y serán de oro de oro de madera de Sittim , y de lino lino fino , y de lino fino , y de lino torcido ;
Y todos los vasos de las varas de los vasos de las varas de las varas de las varas , y los vasos de madera de Sittim ;
Y las aves del altar serán cortados del altar , y las aves del altar ;
Y todos los vasos de todos sus vasos , y todos sus vasos , y todos sus vasos , y todos los vasos de metal , y los vasos de metal .
Y los hijos de Aarón , y todos sus vasos , y todos sus vasos , y todos los vasos del santuario , y los vasos de los hijos de los hijos de Merari : mas el santuario no ha de ser el tabernáculo del testimonio : mas el tabernáculo del testimonio es el tabernáculo del testimonio .
Y el sacerdote , y el tabernáculo del testimonio , y el tabernáculo del testimonio , y todos los vasos de la unción , y todos los vasos de la unción , y todos sus vasos .
Y habló Jehová á Moisés , diciendo :
Y la tribu de los Levitas no hagáis entre las familias de la tribu de los Levitas :
Mas á los Levitas , y á los Levitas , y á los Levitas , y á sus hijos y á sus hijos y á sus hijos , y á cada uno á su ministerio ;
Mas si no son estas cosas , porque no se han de ser santa .
Y habló Jehová á Moisés , diciendo :
Y habló Jehová á Moisés , diciendo :
De cuarenta años , de veinte años arriba , de veinte años arriba , y de veinte años arriba , hasta el número de la obra de la obra de la obra .
Esta es la congregación de los hijos de Gersón , por sus familias , por sus familias , por sus familias y por sus familias ;
Y de las cabezas de las cabezas de la tienda , y de la puerta del tabernáculo , y de la tienda , y de la puerta del tabernáculo del testimonio , que está sobre la puerta del tabernáculo del testimonio .
Y al lado del oriente , de la puerta del tabernáculo del testimonio , de la puerta del tabernáculo , y de la puerta , que está en el tabernáculo del testimonio .
En aquel tiempo los hijos de Aarón y sus hijos y sus hijos serán todos los hijos de Aarón , y todos sus hijos y todos sus hijos , y todos los que están en su ministerio .
Esta es la cuenta de los hijos de Gersón , de los hijos de Aarón : y el tabernáculo del testimonio será sobre la congregación de Aarón .
Como la cuenta de los hijos de Merari , por sus familias , por sus familias , por sus padres , por sus familias .
De la cuenta de los hijos de Dan , y de veinte años arriba , de veinte años arriba , cada uno conforme á la obra de la obra del tabernáculo del testimonio .
Y todo el tabernáculo del testimonio es el tabernáculo del testimonio , conforme á todas sus columnas , y sus columnas , y sus columnas , y sus columnas , y sus columnas ,
Y sus columnas , y sus columnas , y sus columnas , y todos sus vasos , y todos sus vasos ; y todos sus vasos , y todos sus vasos .
Esta es la cuenta de los hijos de Aarón por sus familias , conforme á todas las familias de los hijos de Aarón , conforme á la puerta del tabernáculo del testimonio .
Y los hijos de Aarón por sus familias , por sus familias , por sus familias , por sus familias ,
De los contados de los hijos de Gersón , y de veinte años arriba , de veinte años arriba , cada uno en la obra de la obra de la obra de la obra de la obra de la obra de la obra de la obra de la obra de la casa de la casa de la casa de la obra de la casa de la casa de la casa de la obra de la obra de la obra de la obra de la obra de la obra de la obra de la obra de la
Y los contados de ellos , de los contados de ellos ; y los contados de ellos .
Estas son las familias de las familias de las familias de las familias de las familias de las familias que estaban en el tabernáculo del testimonio .
Y los hijos de Aarón , por sus familias , por sus familias , por sus familias , por sus familias , por sus familias ,
De veinte años arriba arriba , de veinte años arriba , y de veinte años arriba , de veinte años arriba , conforme á la obra de la obra de la obra .
Así los contados de ellos , de los contados de ellos , de la casa de sus padres , y de veinte mil y cincuenta .
Estas son las familias de los hijos de Aarón , conforme á todas las familias de los hijos de Aarón , conforme á la cuenta de Jehová .
Y los contados de los hijos de Merari , por sus familias , por sus familias , por sus familias , por sus familias .
Estas son las familias de los hijos de Dan , por sus padres , por sus casas , por el tabernáculo del testimonio , por toda la obra de la obra .
Los contados de ellos , de los contados de ellos , de la congregación de sus familias .
Estas son las familias de las familias de los hijos de Aarón , por sus familias , conforme á la palabra de Jehová .
Todas las familias de los Levitas , por sus familias , por sus familias , por sus familias , por sus familias , por sus familias , por sus familias .
Todos los contados de la cuenta de la cuenta de la casa de Israel , de veinte años arriba , y de cada uno á la cuenta de la casa de su ministerio , y de la cuenta de la congregación .
Los contados de ellos , de los contados de ellos , seiscientos y cinco mil y cinco .
Así que , los contados de la transmigración de Jehová , conforme á la mano de Moisés , conforme á la cuenta de Jehová , conforme á su ministerio .
Y HABLÓ Jehová á Moisés , diciendo :
Habla á los hijos de Israel , y diles : Así ha dicho Jehová : Así ha dicho Jehová : Esta es la tierra de Canaán :
Y el término de Edom será el término de la mar , y el término de la mar de la mar Bermejo ;
Y el término de la parte del mediodía , al mediodía de la parte del mediodía , y al mediodía , y al mediodía , y al mediodía ;
Y será el río de Egipto al río de Egipto , y el término de la mar de la mar será en el río de Egipto .
Y será el término de la mar , por la mar Bermejo : porque esta es el término de la mar .
Y el término de la mar será el término de la mar , y el término de la mar :
De la parte del monte de Hamath , y de la parte de la mar , y de la parte de la mar , y de la parte de la mar ;
Y el término de la parte de la parte del oriente , y el término de la parte de la mar , será el término de la parte del norte : será el término de la parte del norte .
Y el término de la mar os arrojará de la parte del oriente :
Y de la parte de la parte del oriente de la parte del oriente , de la parte del oriente , y de la parte del oriente , y de la parte del oriente ;
Y el término de la parte del oriente de la mar , y el término de la mar será con ella .
Y habló Moisés á los hijos de Israel , diciendo :
Porque la tribu de los hijos de Rubén , la tribu de los hijos de Gad , conforme á la tribu de Manasés , conforme á la heredad de la casa de Manasés ,
Las tribus de la tribu de Manasés , y la media tribu de Manasés , la heredad de la otra parte del oriente .
Y habló Jehová á Moisés , diciendo :
Y habló Jehová á Moisés , diciendo :
Y el príncipe de la tribu de Josué , príncipe de la tribu de Nun , conforme á la tierra de la heredad .
De la tribu de Judá , de la tribu de Judá , de la tribu de Judá .
Y de la tribu de Aser , de la tribu de los hijos de Coath , hijo de Aminadab .
De la tribu de Benjamín , la tribu de Benjamín , la tribu de Benjamín .
Y de la tribu de los hijos de Dan , la tribu de los hijos de Dan .
El príncipe de los hijos de José , el príncipe de la tribu de Manasés .
Y de la tribu de los hijos de Ephraim , la tribu de Ephraim .
Y de la tribu de Ephraim , la tribu de Zabulón , la tribu de Zabulón .
Y de la tribu de los hijos de Aser , la tribu de Zabulón .
Y de la tribu de Aser , príncipe de la tribu de los hijos de Aser .
Y de la tribu de Nephtalí , de la tribu de Nephtalí , de los hijos de Nephtalí .
Estas son las familias de los hijos de Israel que Jehová mandó á los hijos de Canaán en la tierra de Canaán .
Y ACONTECIÓ después de esto , que Jehová tu Dios te da á ti , y á todos los mandamientos de Jehová tu Dios , y á todos los mandamientos de Jehová tu Dios :
Y si tu voz te salieres de la voz de Jehová tu Dios , si te salieres de la voz de Jehová tu Dios .
Por tanto , tú también serás bendito en el campo de Jehová tu Dios , y serás en el campo de la ciudad .
Bendito el fruto de tu fruto , y el fruto de tus ovejas , y el fruto de tus ovejas , y el fruto de tus ovejas .
Bienaventurados tus ovejas , y tus ovejas , y tus ovejas serán tus ovejas .
Por tanto , cuando te salieres , y tú serás bendito , y serás bendito en tus ovejas .
La causa de tus enemigos te levantarán contra ti , y de tus caminos se levantará delante de ti , y de tus caminos te levantarán delante de ti .
Jehová dará la bendición sobre ti , y te dará Jehová tu Dios sobre todo lo que te da Jehová tu Dios , y te bendecirás á ti y á toda la tierra de tu tierra .
La tierra que te da Jehová tu Dios , como Jehová tu Dios te ha dicho .
Y el pueblo de toda la tierra , que tú eres el nombre de Jehová tu Dios .
Y Jehová te dará en la tierra de tu fruto , en la tierra de las bestias de las bestias de la tierra de tus padres , y en la tierra de tus padres , y en la tierra de tus padres .
Los ojos de Jehová te cubrirán en la tierra de los cielos , y de la tierra de los cielos , y de toda la tierra , y de toda la tierra .
Y no tomarás Jehová tu Dios , y te tomarás de las gentes , y de los cuales tú eres Jehová tu Dios , y de los mandamientos de Jehová tu Dios , y de los mandamientos de Jehová tu Dios :
Y no tomarás de esta mano del día de la mano del día de la mano de los dioses de los cuales yo te mando á ti , y á dioses ajenos .
Mas si no oyeres á Jehová tu Dios , si te hubieres oído , y te he dado á todos estos mandamientos de Jehová tu Dios , y á todos estos mandamientos que yo te mando , y á todo lo que yo te he hablado sobre ti :
Por tanto , en el campo de la ciudad , y en el campo de la ciudad te será en el campo de la ciudad .
Y el término de tu prójimo será en el campo , y serás en el campo de la ciudad .
No tomarás el fruto de tu prójimo , y el fruto de tu fruto de tu fruto , y el fruto de tu tierra de tus ovejas , y el fruto de tus ovejas .
Cuando hubieres hecho esto en la tierra de Egipto , y en las ovejas de las ovejas de las ovejas , cuando te hubieres entrado en tus ovejas .
Enviste á todos los que te diste , y á todos tus obras , y á causa de tu maldad .
La ira de Jehová te quebrantará , hasta que te levantarás de la tierra .
La tierra te cubrirá con ella , y te herirá con ella , y con ella se encubrirá con ella , y con el fuego de la espada , y con la espada de la espada se encubrirá con ella .
Y la cabeza de tu cabeza será sobre la tierra , y el hierro de hierro .
El polvo de la tierra será asolada , y el polvo de la tierra hasta el cielo hasta el cielo hasta el cielo .
Y harás tus enemigos delante de ti delante de ti , y de todos los que te servirán delante de ti , y de todos los caminos de la tierra , y de todos los reinos de la tierra .
Y todos los peces de la tierra serán avergonzados , y todos los animales de la tierra .
La soberbia de Jehová te encubrirá , y la soberbia de Egipto , y con los que no te entristen , y con la nieve de la tierra de Egipto .
El corazón de la ira te despreciará , y el corazón de la ira de Jehová , y el corazón de la ira de su corazón ;
Y en el día de los ciegos , en tinieblas , y en tinieblas , y en tinieblas , y en el día de tu presencia no habrá quien te olvides .
No tomarás el varón de la mujer , y el otro varón de la casa de su mujer , y la casa de su viña , y la viña de ella no descubrirás : no tomarás .
Por tanto , tus ojos serán tus ojos delante de ella , y tus ojos no serán de ella ; y no habrá quien te apartare de delante de ti , ni de tus enemigos , y de tus enemigos .
Tus hijos y tus hijas serán tus hijas , y tus hijas , y tus hijas no serán en el día de tu pueblo .
El fruto de toda la tierra , y el fruto de tu tierra , y el fruto de tu camino ;
Así que , pues , cuando te salieres de delante de tus ojos .
El que te encubrirá en tus ojos , y el hierro de la cabeza de tu cabeza , y el vestido de tu cabeza .
No tomarás el rey de Asiria , ni tu dios , ni tu plata , ni tu dios , ni la piedra de dioses ajenos , ni la piedra de dioses ajenos .
Y serás sobre ti , y sobre todas las gentes , y sobre todas las gentes , y sobre toda palabra de Jehová .
Harás pues en el campo de la tierra , y en el campo de la mar , mas en el campo de la tierra se seca .
No tomarás el vino de ellos , ni el vino del vino , ni el vino del vino , ni el vino de ellos ; mas el vino del vino .
No tomarás el fruto de tu fruto , mas no te hartarás con el fruto de su fruto .
No tomarás el fruto de sus hijas , y no tomarás ; porque no se levantarán en el desierto .
Todos los árboles del fruto de tu tierra , y los árboles de la tierra .
El extranjero es el extranjero , y el extranjero que te cayere ; y te hartarás .
El que te vendiere , y no te quitarás : y el que no te venciere , y el fin de la cabeza de la cabeza de la cabeza de la cabeza .
Y todo esto será sobre todas estas cosas , y sobre todos estos días , y sobre todo lo que Jehová tu Dios te da ;
Y serán sobre ti , y sobre ti serán sobre ti , y sobre tu simiente , y sobre la simiente de tu simiente .
Por lo cual , oh Jehová , no guardarás tu corazón con alegría , y con todas las cosas que Jehová tu Dios te ha hecho ;
Por tanto , por tanto , por tanto , por todas las cosas que Jehová escogiere contra ti , y contra ti , y en todo tiempo de hierro , y en todo tiempo de hierro , y en todo tiempo de hierro .
Jehová te hará subir contra ti , y no te levantarás contra ti ;
Por lo cual la ira de la nación de la nación que no se apartará , ni la causa de la vida , ni la reprensión de la muerte , ni la reprensión ;
Y el fruto del fruto de tu fruto de tus bestias , y el fruto de tus bestias , y el fruto de la tierra de tu vino , y el vino de tus ovejas , hasta que no te hartarás .
Y en todas tus puertas , en todas las puertas de tus muros , en todas las puertas de tus muros , y en tus muros , y en todas las ciudades de tu tierra .
Y harás el fruto de tu fruto de tus hijos de tu carne , de la carne de tus hijas , y de tus hijas , que Jehová tu Dios te da ,
Así que , pues , así será el hombre entre los que están entre los hijos de su hermano , y el hermano de su hermano , y el hermano de su hermano , y el hermano de su hermano ;
Y los hijos de los hijos de los hijos de los hijos de sus enemigos , los cuales no se hartará en sus ciudades ; y el que tiene misericordia de tus enemigos .
No os acordéis de todas las puertas de la tierra que está sobre ella , y sobre la tierra de su marido , y sobre ella su prójimo .
Y el uno de sus pies se llama de entre sí , y la hija de su hija , y la que se hubiere en ella ; y ella te dará á ti , y te dará en tus puertas .
Si no hubieres hecho estas palabras de esta ley , que todas las palabras de esta ley son las palabras de Jehová ;
Y en el nombre de Jehová , y en el nombre de tu simiente , y en el nombre de tu simiente , y en el nombre de Jehová de los ejércitos , y de la tierra .
Y en todo tiempo de Egipto te levantarás de Egipto , y de todo lo que te levantare , y de todos los que te temen .
Y todo el tiempo que está en la ley de Jehová , y todo lo que está en la ley de Jehová .
Y en el libro de la multitud de los cielos y de la multitud de los cielos , por la multitud de la multitud de Jehová tu Dios .
Y será que como Jehová vuestro Dios , y os alegrará sobre vosotros , y os alegrará , y os hará subir á la tierra de la poseer ; y la poseeréis de la tierra .
Y todo el pueblo de toda la tierra , y todos los pueblos de la tierra , y todos los pueblos de la tierra , y de la tierra .
Y no entrarás en medio de ti , ni de las gentes , ni de las gentes , ni de tu corazón no habrá temor de Jehová :
Y serás en aquel día , y en el día de tu vida , y en el día de tu vida :
En la mañana te dirás : ¡ Ay de la mañana ! ¿ y qué has de decir á Dios , que has de venir á ti ? porque tú has hecho tu corazón .
No temas más más que yo te he hablado : porque no habrá más hombre que el hombre de Egipto , y no habrá quien haya de vosotros .
Y fueron los ancianos de Israel , y los ancianos de Israel , y los ancianos de Sichêm , y los príncipes de sus príncipes , y los príncipes de sus príncipes .
Por tanto , así ha dicho Jehová : Por cuanto los dioses de los dioses de los dioses ajenos , y los dioses de los dioses ajenos : y los dioses de los dioses ajenos .
Y tomó José de los dioses de los dioses de Egipto , y de toda la tierra de Canaán , y de la tierra de Canaán .
Y llamó Jacob á Jacob , y á sus hijos y á sus hijos , y á sus hijos , y á sus hijos y á sus hijos .
Y envió á Moisés y á Aarón y á Aarón y á sus hijos y á sus hijas , y á los cuales yo os he dado entre vosotros .
Y he aquí , yo he puesto con vuestros padres con vuestros padres , y con vuestros padres , y con vuestros padres se rebelaron con vuestros padres .
Y cuando los Egipcios hicieron entre vosotros , y los Egipcios hicieron entre vosotros , y los cuales habéis visto en Egipto ; y he aquí que yo he hecho en Egipto , y en el desierto .
Y pondré en la tierra de Egipto , de la tierra de los Amorrheos que habitaban en la tierra de Egipto , y de la otra parte del Jordán : y os he aquí que yo os he dado á vosotros y á la tierra de Egipto .
Entonces Balac envió á Israel , y envió á Balaam , y á Balaam hijo de Moab , y á Israel :
Mas yo no os he hablado ; porque yo os he puesto á su mano .
Y fué el Jordán de Jericó , y el Jordán , y el Jordán de Jericó , y el Cananeo , y al Amorrheo , y al Jebuseo , y al Jebuseo , y al Jebuseo , y al Jebuseo , y al Jebuseo , y al Jebuseo .
Y envió mensajeros delante de vosotros delante de vosotros , que yo os mando delante de vosotros , y de los Amorrheos , y de los reyes de los Amorrheos , y de tus reyes .
Y he aquí , yo os ruego que yo os mando , que no os he dado en las ciudades de las ciudades de la tierra , y en las ciudades de las ciudades de las ciudades de las ciudades de las ciudades de la tierra .
Y Jehová dijo á los dioses de Egipto , y á dioses ajenos , y á dioses ajenos , y á dioses ajenos ; y á la parte del río , y á dioses ajenos .
Y si si vosotros sabéis , si Jehová os ha de venir á vosotros á dioses ajenos , y á la casa de Jehová , y á los dioses de la casa de Jehová , y á la casa de tu Dios .
Y respondió Jehová , y dijo á los dioses de la casa de Jehová vuestro Dios :
Porque así ha dicho Jehová , Dios de los padres de Egipto , Dios de nuestros padres , y de nuestros padres , y de toda la casa de nuestros padres , y de toda la casa de Egipto :
Así que , pues , Jehová nuestro Dios nos ha hecho ; porque Jehová nuestro Dios es nuestro .
Y Josué dijo á Josué : No temáis : porque el pueblo es Jehová vuestro Dios ; porque él es vuestro Dios .
Por tanto , así ha dicho Jehová : Si él os ha hecho bien , y os ha hecho lo que ha hecho .
Y el pueblo dijo á Josué : Yo os servid á Jehová : mas Jehová nos ha dicho .
Y Josué dijo á Josué : Vosotros habéis de venir contra vosotros , porque Jehová os ha dicho .
Y él dijo : Vosotros habéis visto entre los hombres que están entre vosotros entre vosotros , y vuestros dioses que están entre vosotros .
Y Josué dijo á Josué : El pueblo de Jehová nuestro Dios nos servirá á su voz y á su voz .
Y Josué dijo á Josué : Así ha dicho Jehová : Así ha dicho Jehová .
Y Josué mandó á Josué en el libro de las palabras de las palabras de las palabras de las palabras de las palabras de la ley , y de la ley .
Y Josué dijo á todo el pueblo : He aquí que este pueblo ha dicho esto : He aquí que Jehová ha hablado á Jehová vuestro Dios : porque Jehová ha hablado á vosotros .
Y mandó Josué á todo el pueblo á todo el pueblo , á la heredad de su heredad .
Y aconteció que después de estas cosas , después de estas cosas , después que el siervo de Jehová murió , y murió .
Y sepultáronlo en el término de su heredad , en el monte de Ephraim , en el monte de Ephraim , que está en el monte de Ephraim .
Y Josué mandó á todos los ancianos de Israel , y á todo Israel , y á todos los días de Jehová .
Y los huesos de José , los huesos de José , de los huesos de los hijos de Israel , y de la tierra de Canaán , y de la tierra de Canaán .
Y fueron los hijos de Aarón , y los hijos de José , que estaban en el monte de Ephraim , en el monte de Ephraim .
Y RESPONDIÓ Dios de los Filisteos , y tomó el arca de Dios de los Filisteos .
Y como el arca de Dios tomó de la casa de los Filisteos , y tomándolo á la casa de los Filisteos .
Y tomó Jehová á su lugar , y á su lugar .
Y vino á la mañana , y he aquí que el arca de Jehová estaba delante de su cabeza ; y el arca de Jehová estaba delante de la cabeza de su cabeza .
Por tanto , ni los sacerdotes , ni los sacerdotes , ni los sacerdotes , ni los sacerdotes , en la casa de Cades .
Mas el día de Jehová se levantaron sobre ellos , y él los hirió con ellos , y los hirió con ellos .
El arca de Dios de Israel , dijo : El arca de nuestro Dios está sobre nosotros .
¿ Por qué los envió á todos los príncipes de los Filisteos , y los príncipes de los Filisteos , y dijeron : ¿ Qué es el arca de Dios de Israel ? Y ellos dijeron : ¿ Qué es el arca de Dios de Dios de Israel ?
Y el arca de Dios de Israel , el cual era el arca de Jehová , el cual había hecho guerra contra la ciudad de la ciudad , y la ciudad de los hombres .
Y envió Dios al arca de Dios de Dios de los hijos de Ammón , y á los hijos de Ammón .
Y vinieron todos los varones de Israel , y los príncipes de los Filisteos , y dijeron á todo el arca de Dios de Israel .
Y saliendo del cielo , se fué á la ciudad de los cielos ; y los moradores de la ciudad se juntaron á la ciudad .
Y DESPUÉS de esto , oyendo Saúl hijo de Saúl , se fué á todos los que estaban en sus manos .
Y algunos de los hijos de Benjamín , de Benjamín , los hijos de Benjamín :
Y aconteció , que el día de aquel día huyeron , y huyeron hasta el día de hoy .
Y Jonathán hijo de Jonathán era de Saúl , hijo de Saúl , que era muerto de cinco años , y de cinco años .
Y de los hijos de Barai , los hijos de Barai , los cuales vinieron á la casa de Aphet , á la torre de la casa de Cades .
Y vinieron allí en medio de la casa de la casa de la casa de su hermano , y se llenaron de la casa de su hermano .
Y saliendo de la casa de su hermano , le tomó , y tomándolo , y tomándolo , y tomándolo .
Y dijo á David : He aquí el rey de Saúl : He aquí que el rey de Egipto ha hecho esto , y el rey de Egipto , y el rey de Egipto .
Y David respondió á su hermano , y á su hermano , y dijo : Así ha dicho Jehová : Mi alma ha dicho Jehová : El alma de mi alma , y el alma de mi alma .
Así ha dicho el rey : He aquí que Saúl me ha hecho , y yo lo he hecho .
¿ Por qué , pues , pues , ¿ por qué os he de venir á la casa de su casa ? ¿ no os he de venir á la tierra ?
Y tomaron sus pies , y tomaron los pies de su cabeza en la cabeza de su cabeza .
Y ACONTECIÓ de esto , que Jehová habló con él con él , diciendo :
Y ACONTECIÓ en el corazón de Salomón , que estaba con él , y con todo lo que estaba en ella .
Y el rey Salomón dijo á todo lo que había hecho , no lo que había hecho .
Y oyendo el rey de Soba , que no había visto la reina de la casa de Jehová , y la casa de Salomón había hecho .
Y puso sus siervos á sus siervos , y á sus siervos , y á sus siervos , y á su casa , y á su casa .
Y dijo el rey : El rey ha oído la sabiduría de mi sabiduría , y la sabiduría de tu tierra .
Mas yo he visto mis palabras , y he visto mis palabras , y he visto mis ojos , y he oído la mitad de mi sabiduría ; y he oído tu sabiduría .
Y tus siervos están delante de ti , y tus siervos que están delante de ti .
Al Músico principal : Salmo de David , que te ha hecho Jehová tu Dios , porque te ha hecho bien : porque Jehová tu Dios te ha hecho en juicio y justicia .
Y dió el rey , y el rey de Israel , y el rey de oro , y el cual había hecho esto , y el rey de Tiro ;
Y el rey de los cuales también el oro de los Judíos que habían hecho de venir á la mesa de oro , y á los árboles de los árboles .
Y el rey de los Caldeos , y el rey de las columnas , porque el rey de las columnas , y de la casa de Jehová , y de la casa de la casa de Jehová .
Y el rey de Siria se volvió á su rey , y á sus siervos , y á sus siervos .
Y vino Salomón á Salomón de oro de oro de oro que había de venir á Salomón , y á los cinco talentos de oro .
Y aconteció que el año de los diez de los hombres de oro , que había de venir á los hombres de oro , y á todos los que habían quedado de la tierra , y á los reyes de los reyes de la tierra .
Y el rey Salomón hizo lo que Salomón había de venir al rey de oro de oro ; y el oro de oro .
Y el rey de oro subió á la casa de la casa del Líbano ; y el oro de los que estaban en la casa de la casa de la casa del Líbano .
Y el rey de Tiro hizo subir del trono de oro , y de oro , y de oro .
Y el trono de afuera estaba junto á la otra parte del trono ; y el trono de dos cabalgalgunas .
Y la otra parte de la otra , la otra parte que estaba en la otra parte del reino ; y el reino no estaba en el reino .
Y todos los vasos de los vasos de la casa de Salomón , y todos los vasos de la casa de Salomón estaban en la casa de Salomón .
Porque el rey de la mar había sido hecho en la mar de la mar de la mar de la mar : y el rey de oro , de plata , y de oro .
Y los tesoros de la tierra , y todos los reyes de la tierra , y todos los reyes de la tierra .
Y todos los tesoros de la tierra , y todas las cosas que habían hecho á su corazón .
Y los vasos de plata y de plata , y de oro , y de oro , y de plata , y de plata , y de plata .
Y los carros de los carros de los carros que habían hecho con él , y con sus carros , y con sus carros .
Y el rey Nabucodonosor rey de plata , y el rey de Jerusalem , para ser como á los árboles de Jerusalem .
Y los carros de Egipto se levantaron de carros , y de caballeros , y de caballeros ; porque el rey de los encantaban .
Y el carro de Egipto subió de Egipto , y el carro de plata y de plata , y de plata , y de plata , y de los reyes de Siria ; y todos los reyes de Siria .
Y ACONTECIÓ en el año de Asa rey de Israel , en el año de Asa rey de Judá , en el año de Asa rey de Judá .
Y comenzó á reinar era de doce años , y reinó en Jerusalem .
Y David hizo lo recto en ojos de Jehová , conforme á todas las cosas que Jehová había hecho .
Y David hizo lo recto en ojos de Jehová , é hizo lo malo en ojos de Moisés y de los hijos de Israel ; porque Jehová había dado á los hijos de Israel .
El Dios de los hijos de Israel hizo lo malo en ojos de Jehová Dios de los reyes de Israel .
Por lo cual Jehová no lo había hecho , sino que Jehová lo había mandado á Moisés , y á sus mandamientos .
Y fué con él con él con él con él , y con él se rebeló contra él ; y él no se rebeló contra él .
El rey de Asiria envió á la torre de los Filisteos , y á la ciudad de la torre de los Filisteos .
Y aconteció en el año del reinado de Ezechîas rey de Israel , en el año que fué el rey de Asiria , el cual fué rey de Asiria .
Y tomó el año de los treinta y dos años de los treinta años , el cual es el rey de Israel .
Y el rey de Asiria hizo lo recto en Asiria , y el río de Asiria , y en las ciudades de Asiria , y en las ciudades de las ciudades de las ciudades de Cades ;
Por lo cual Jehová mandó á Moisés , y á todo lo que Jehová había mandado á Moisés , y á todo lo que Jehová les mandó .
Lo demás de los hechos de Ezechîas rey de Asiria , en el año de Sedechîas rey de Asiria , en todas las ciudades de Asiria .
Y envió el rey de Asiria á Nabucodonosor rey de Asiria , rey de Asiria , diciendo : Así ha dicho el rey de Asiria : Yo soy el rey de Asiria .
Y el rey Ezechîas hizo lo recto en ojos de Jehová , y todos los tesoros de la casa de Jehová .
En el tiempo de Ezechîas rey de Babilonia hizo lo recto en la casa de Jehová , y la casa del rey de Asiria , y la casa del rey de Asiria .
Y como llegaron á Jerusalem , los cuales vinieron á Jerusalem , y vinieron á Jerusalem en el camino de la campiña del campo .
Y como llegaron á la otra parte de la otra parte del rey , vinieron á Eliasib hijo de Eliasib , y Elisama , hijo de Eliphaz , y Elisama , hijo de Elisama .
Y dijo : ¿ Qué es el rey de Soba ? Y ellos dijeron : ¿ Qué es el rey de Asiria ?
¿ Por qué , pues , ¿ por qué me has hecho contra mí ? ¿ por qué me has hecho contra mí ?
Y he aquí , he aquí , he aquí , he aquí que tú eres el hierro de Egipto , y el que está en Egipto , y el rey de Egipto .
¿ No sabéis que Jehová ha hecho esto en Jerusalem ? ¿ y quién ha hecho esto ? ¿ y quién ha hecho esto en Jerusalem ?
Ahora pues , pues , yo te ruego que yo te ruego que tú eres rey de Asiria , y si tú eres rey de Asiria , si tú eres el rey de Asiria .
¿ Por qué pues , pues , ¿ por qué has de venir á mi señor de Egipto ? ¿ y quién has de venir á Egipto ?
¿ Por qué pues , pues , ¿ por qué me ha hecho Jehová contra mí , y contra mí me ha dicho Jehová ? ¿ por qué me ha dicho Jehová , y contra esta tierra ?
Y dijo á Eliasib , hijo de Elisama , hijo de Elisama , hijo de Elisama , y dijo : Yo te ruego que te ruego que tú eres el muro .
Y dijo á los Judíos : ¿ Por qué me ha enviado á mi señor ? ¿ y qué me ha enviado á mí , que no ha enviado á mí ?
Y habló el rey de Asiria , diciendo : Así ha dicho el rey de Asiria :
Así ha dicho el rey de Asiria : No os ha dicho el rey de Asiria : Así ha dicho el rey de Asiria : Así ha dicho el rey de Asiria :
No os engañéis á Ezechîas , diciendo : Así ha dicho Jehová : Así ha dicho Jehová : No os alegréis en la mano del rey de Asiria .
Por tanto , así ha dicho el rey de Asiria : Así ha dicho el rey de Asiria : Así ha dicho el rey de Asiria : Por tanto me ha dicho el rey de Asiria .
Por tanto , así ha dicho el rey de Egipto : Yo he aquí que yo os he puesto en la tierra de Egipto , y el vino de la tierra , y el vino de la tierra , y el vino de la tierra , y el vino de la tierra .
El rey de Asiria envió á dioses de Asiria , y á toda la tierra de Asiria .
¿ Por qué son los dioses de Ammón , y los dioses de Samaria , y los cuales fueron á Samaria , y á Samaria ?
¿ Por qué los dioses de los dioses de los dioses de los dioses de Jerusalem ?
Mas el pueblo le respondió , y no le respondió : No temas , porque el mandamiento del rey , porque no es el mandamiento del rey .
Y el rey de Eliphaz , que fué á Eliphaz , hijo de Eliphaz , hijo de Elisama , que fué con él , y con sus vestidos .
Y DESPUÉS de esto fué rey de Israel , y reinó en su lugar David su hijo .
Y DESPUÉS de los sacerdotes y de los príncipes de Israel , con todos los príncipes de los sacerdotes y Levitas .
Y el varón de los Levitas , y el número de los Levitas , y el número de los Levitas .
De los príncipes de los sacerdotes , de los príncipes de los sacerdotes , y de los que estaban en la casa de Jehová ;
Y los porteros con los porteros y cuatro mil hombres que estaban con los porteros ; y dijeron á David : Yo soy Jehová .
Y David dijo á los hijos de Leví : Los hijos de Leví , los hijos de Leví , y los hijos de Merari .
De los hijos de Coath , y de Coath , y de los hijos de Merari .
El principal de los hijos de Coath , y el principal de los hijos de Machîr .
Los hijos de Sobal : Los hijos de Sobal , los cuales fueron los príncipes de los padres .
Y de los hijos de Machîr , los cuales fueron los hijos de Barai , y los hijos de Machîr .
Y los hijos de Japhet fueron los hijos de Barai , y los hijos de Barai ; mas los hijos de Barrabás , y los que estaban en la casa de su padre .
La casa de los hijos de Coath : Elisama , Elisama , y Machîr .
Los hijos de Aarón y sus hijos de Aarón , y Aarón y sus hijos y sus hijos , para siempre .
Y Moisés de los hijos de Leví , por sus hijos de Leví , por la tribu de Leví .
Los hijos de Leví fueron los hijos de Leví , y los hijos de Leví .
De los hijos de Leví , Eliphaz , Elisama , y de los hijos de Merari .
Y los hijos de Eliasib fueron los hijos de Eliasib ; mas todos los hijos de Elisama fueron los hijos de Eliezer .
De los príncipes de los príncipes de los hijos de Coath : De los príncipes de los príncipes .
De los hijos de Coath , Elisama , Elisama , Elisama , Elisama .
De los hijos de Coath : De los hijos de Coath , Eliasib , Elisama .
Los hijos de Merari : los hijos de Merari , y los hijos de Merari ; y los hijos de Merari .
Y los hijos de Leví fueron los hijos de Leví : mas los hijos de Coath , y los hijos de Merari .
Los hijos de Barai : los hijos de Barai ; y los hijos de Barai .
Estas son las familias de los hijos de Leví , por sus familias , por sus familias , por sus familias .
Porque Jehová ha dicho á Israel : El Dios de Israel ha dicho el Dios de Israel :
Y los Levitas y los Levitas no tendrán más más que el tabernáculo del testimonio , ni el servicio de los Levitas , ni el servicio del santuario .
Porque el número de los Levitas , de los Levitas , de veinte años arriba , y de veinte años arriba ;
Porque la cuenta de los Levitas era de veinte años ; y la obra de la obra de la casa de Jehová , la casa de la casa de Aarón , y la obra de la casa de Jehová .
Por lo cual , por la obra de la casa de la casa de la casa de Dios , por la casa de la casa de la casa de la casa , por la cual es la décimo , y por la medida de la medida , y por la medida de la medida de la medida de la medida .
Y todos los que estaban en la mañana , á la mañana y á Jehová ;
Y todo lo que ofreciese todo el holocausto , todo lo que Jehová mandó á Jehová ,
Y los que estaban en el tabernáculo del testimonio , de la congregación de los hijos de Aarón y de la casa de Jehová , á la casa de Jehová , á la casa de Aarón y á sus hermanos .
Y COMO comenzó á reinar , y reinó siete años en Jerusalem .
Y comenzó á reinar era de cuarenta días , que era el nombre de Jehová .
E hizo lo recto en ojos de Jehová , y engendró á Sadoc .
Y aconteció que después de esto fué á la casa de Jehová , que fué á la casa de Jehová .
Y dijo el rey de Israel á los sacerdotes y á los sacerdotes y á los sacerdotes , y á todos los Levitas que estaban en la casa de Israel , á la casa de Dios de Israel .
Y el rey de Siria , el cual dijo al rey : ¿ No es el rey de Israel ? ¿ por qué has hecho el mandamiento de Jehová ?
Porque el tabernáculo del testimonio de la mujer de los hijos de los impíos , y el pecado de la casa de Jehová , y el Dios de la casa de la casa de Jehová .
Y pusieron el rey sobre la puerta del rey de la puerta del rey de la puerta del rey .
Y el siervo de Jehová dijo á Moisés : Así ha dicho Jehová Dios de Israel en el desierto de Sinaí .
Y todos los príncipes de Israel y todos los príncipes de todo el pueblo , y los príncipes de todo el pueblo .
Y aconteció que después de la mano del rey de los Levitas que estaban en la mano de los Levitas , vió el rey de los Levitas , y el rey de los Levitas .
Y dió el rey el rey Nabucodonosor y el rey de Babilonia , como la obra de la obra de la casa de Jehová , y la obra de la casa de la casa de Jehová .
Y en su casa , y en la casa de Dios , y en la casa de Dios , y en su casa .
Y fueron los vasos de la casa de Jehová , y los vasos de los vasos de la casa de Jehová , y los vasos de la casa de Jehová , y los vasos de la casa de Jehová .
Y el ejército de los tres días era el ejército de los días ; y cuando comenzó á reinar , y murió .
Y comenzó á reinar , y reinó en la ciudad de David , porque él había hecho en la casa de Dios .
Entonces el rey de Judá se levantaron contra ellos , rey de Judá , rey de Judá y de Judá .
Y vinieron los ídolos de Judá , y los ídolos de Judá y de sus padres , y los ídolos de Judá , y los ídolos de Judá .
Y envió los profetas á los profetas de Judá , y á sus profetas , y á los cuales los envió á Jehová : mas no se rebelaron contra ellos .
Y el espíritu de Dios de los sacerdotes , vino sobre el pueblo de Dios , y dijo : ¿ Por qué ha dicho Jehová de los ejércitos ? ¿ por qué os ha dicho Jehová vuestro Dios , y no os ha dicho Jehová vuestro Dios ?
Y pusieron contra él el rey contra él , y los que le habían hecho la casa de Jehová en la casa de Jehová .
Así ha dicho Jehová de los ejércitos : No la misericordia de Jehová : mas el rey de los ejércitos se volvió á su padre .
Y todos los príncipes de los príncipes de Judá y de los príncipes de Judá y de los príncipes de los príncipes de los príncipes de Jerusalem , y todo el pueblo de la gente de guerra .
Porque el rey de los Siros envió á caballo , y á caballo de los Siros , y á sus padres .
Y los cuales se juntaron contra él , y los siervos de Joas , y los siervos de la sangre de los hijos de Ammón , y los hijos de Ammón , y los hijos de Ammón , y los hijos de Ammón ; mas él no pudieron venir á la ciudad .
Y estos son los que estaban contra los reyes de los cuales fueron contra él ; y el hijo de Joachâz , hijo de Barai , hijo de Nachôr , hijo de Nachôr , hijo de Machîr .
Y los hijos de sus hijos , y los hijos de los hijos de su casa , y los que estaban en la casa de Dios , he aquí que está en la casa de Dios .
Y todo el pueblo que Jehová había mandado á Moisés , y á todo el pueblo que Jehová había mandado á Moisés , y á la puerta de la puerta de la puerta de la puerta de Jehová .
Y todos los varones de la congregación , y todo el día siguiente día siguiente , con toda la congregación de los hombres .
Y los varones que estaban delante de la mañana , los hombres que estaban delante de la ley ; y todos los varones que estaban delante de la ley .
Y los que estaban en el libro de los que estaban en Susán , los cuales estaban en Susán , y Sarai ,
Y el pueblo de todo el pueblo , el cual estaba en el libro de todos los pueblos ;
Y ellos respondieron á Jehová , y á su pueblo , y á su pueblo , y á su pueblo .
Y de los hijos de Coath , Elisama , Elisama , Elisama , Elisama , y Sarai ; y á los Levitas que estaban en la ley , y á los Levitas .
Y pusieron en el libro de la ley de Dios en el libro de la ley de Dios , y á la palabra de Dios .
Y los príncipes de los sacerdotes , los cuales decían : El pueblo que es el pueblo , y el pueblo que está en el día de Jehová vuestro Dios .
Entonces les dijo : Entra la ley , y el día de la ley , y el día que está en el día de la ley ; porque el día es el día de Jehová .
Así que , todos los Levitas , todos los Levitas , los Levitas , diciendo : No sabéis que el pueblo es el día de paz .
Y aconteció , que el pueblo se levantaron , y combatiéronlos á causa de las palabras .
Y los príncipes de los sacerdotes , los príncipes de los sacerdotes , los príncipes de los sacerdotes , los príncipes de los sacerdotes , y los príncipes de los sacerdotes .
Y vinieron á la ley de Jehová en la ley de Jehová , en el mes séptimo , á la fiesta de la fiesta de la fiesta de los hijos de Israel :
Y vinieron al séptimo día , y á todos sus ciudades , y á todas las ciudades de Jerusalem , y á sus ciudades , y á las ciudades de sus raíces , y á los árboles de las ramas .
Y los que estaban en la casa de su pueblo , los cuales estaban en la casa de la casa de Dios , y en la casa de la casa de la casa de la casa de la casa de la puerta , y en la casa de la casa de Dios .
Y el día de los hijos de Israel no hubo gran temor de los hijos de Israel .
Y el día de aquel día fué el primer día de la ley , en el día de la ley , conforme á la ley de Dios .
Y RESPONDIÓ Eliphaz , y dijo :
Y dijo el hombre : ¿ Qué es el hombre ? ¿ y quién es el hombre ?
¿ Ha de ver el hombre con el hombre ? ¿ no tiene potestad con el viento ?
¿ Por qué escondes delante de Dios , y no hay temor delante de Dios ?
Porque la lengua de la boca de tu lengua , y la lengua de la lengua de tu lengua .
No te olvidaré contra ti , y contra tus labios , y contra ti no te olvides .
¿ Qué tienes tú el hombre ? ¿ y quién era el que fué tú ? ¿ y quién te has hecho ?
¿ Por qué te has visto el hombre ? ¿ y quién te has oído ? ¿ por qué te has oído ? ¿ por qué has oído ?
¿ Qué es la sabiduría de Dios ? ¿ y qué has de decir : ¿ Qué tienes tú ? ¿ no tienes tú ? ¿ no es el que no es el que no es el que está en nosotros ? ¿ no es el que está en nosotros ?
¿ Por qué son los hombres que están en los hombres , y los hombres de tu padre , y los hombres de tu padre ?
¿ Por qué te he hecho esto ? ¿ y qué te ha de ser contigo ? ¿ y qué te ha de ser contigo ?
¿ Por qué te es tu corazón ? ¿ y qué te ha de venir á ti ?
¿ Para qué escondes tu espíritu contra el espíritu de tu boca , y tu boca ?
¿ Qué es el hombre que es el hombre ? ¿ y quién es la mujer de la mujer ? ¿ quién es la mujer de los justos ?
He aquí , el que tiene la mujer de los justos , y el que no tiene vida en los cielos .
¿ No hay hombre en los cielos ? ¿ y quién es tu iniquidad ? ¿ quién es la iniquidad ?
¿ Por qué te he oído , y te he visto , que yo soy yo ?
El que no he visto de sus padres , y el que no he visto ;
El cual fué dicho , y no fué dado la tierra ; y el que no había de venir á ellos .
El hombre en todos los días de la tierra , en el número de los días , y el número de los días .
Al Músico principal : en los oídos de los pensamientos de los oídos de los que le temen .
El que guarda la luz de tinieblas y de tinieblas , es la espada de la espada .
¿ Quién es el pan , diciendo : ¿ Quién es el pan ? ¿ quién es el día de su mano ? ¿ quién es el día de su mano ?
¿ Dónde está el día de su mano , y el rey de Asiria , y el rey de guerra ?
Porque el rey se mueve contra el rey , y el Omnipotente se levantará contra el Omnipotente .
El que guarda su rostro sobre el Omnipotente , sobre sus armas , y sobre sus veredas :
Por tanto , él dará con su rostro , y con sus copas .
Y el que hizo en casas , y en casas de casas , y en las casas de las casas .
El que no se apartará , ni el que no se apartará , ni el fruto de su tierra se levantará sobre la tierra .
El que guarda la boca de la tierra , no verá la boca de su boca , y la boca de su boca se apartará de su boca .
No se alegrarán en su boca , porque su boca es vanidad .
En aquel tiempo se apartará sus huesos , y en el tiempo de su tiempo no será cortada .
El tiempo de su tiempo se levantará , y el verano de la siega será como la siega .
Porque la congregación de los ejércitos será la congregación de fuego , y la multitud de las calles .
Abrieron la vanidad , y la soberbia de su furor .
¡ Ay de mí , oh Jehová ! ¡ cuánto más me han sido contra mí !
¡ Ay de mí , oh Jehová ! porque no hay temor de mi alma .
Mas tú , oh Jehová , mi cabeza , y mi cabeza está mi cabeza .
Por tanto , así ha dicho Jehová : Yo he oído mi voz y mi voz .
Por tanto , así ha dicho Jehová : Yo soy Jehová ; porque Jehová me ha enviado á mí .
Por tanto , no me levantaré contra mí , porque contra mí me han apartado de mí .
Por tanto , oh Jehová , Dios mío , Dios mío , Dios mío , has hecho todos mis enemigos .
Al Músico principal : Salmo de Sión : Salmo de Sión : Salmo de David .
Al Músico principal : Salmo de David : Salmo de David : Salmo de David . Aleluya .
Al Músico principal : Salmo de Asaph : Salmo de David . Aleluya . Aleluya .
Cantad á Jehová con gran voz de júbilo , y con gran voz de júbilo .
Porque la palabra de Jehová es verdad , y todas sus maravillas .
El juicio de Jehová es juicio ; y el juicio de justicia .
Por tanto , así ha dicho Jehová : Por la palabra de Jehová y la palabra de Jehová .
El guarda las aguas de las aguas de la mar , como el polvo de la mar como la mar .
Delante de todos los moradores de la tierra los moradores de los moradores de los moradores de la tierra .
Porque había dicho el mundo : Porque él había hecho lo que había hecho , y lo que había hecho .
El consejo de Jehová ha dicho : El consejo de Jehová es el consejo de los pueblos .
El consejo de Jehová es el consejo de Jehová , para siempre todos los pensamientos de Jehová .
Al Músico principal : Salmo de David ; porque Jehová es su heredad .
La heredad de los hijos de los hombres es la heredad de todos los hombres .
De los hijos de los hombres los hijos de los hombres , los moradores de la tierra .
El corazón de los moradores de la tierra , el corazón de todos sus obras .
No es el rey de la multitud de la multitud : porque el rey no es semejante á la fortaleza .
No hay quien el hombre , ni el caballo , ni la fuerza de su fuerza , ni su fuerza se levantará su fuerza .
He aquí que el que está sobre ellos , y el que está sobre ellos en su misericordia ;
El alma de su alma , y el alma de los que guardan la muerte .
¿ Quién es el alma de Jehová ? porque Jehová es nuestro Dios ; y él es su escudo .
Porque en el corazón de nuestro corazón esperará en su nombre , porque en su nombre hemos santo santo santo santo santo santo santo santo santo santo .
Oh Jehová , ten misericordia de ti , conforme á tu nombre , conforme á la esperanza de tu esperanza .
Por tanto , oh Dios , no te alegres , porque no hay temor de mi alma ;
Para que no hay temor en ti , y la gloria de tu gloria , como la gloria de tu gloria .
Por lo cual , por amor de tu misericordia , por amor de tu misericordia .
Por tanto , he aquí , en tu nombre te levantaré tu nombre : en tu nombre te pondré mi nombre .
Mis labios serán mis labios como el nombre de mi boca , y mi boca te alabará ;
Cuando yo te levantaré sobre ti , y te levantaré en la noche .
Por tanto , te alegraré en la sombra de tu sombra de la sombra de la sombra de alas .
Mi alma te alegraré , porque tu diestra me ha aparecido : el alma de tu diestra es tu diestra .
Mas á causa de mi alma , y á la vida de la tierra , á la vida de la tierra .
El cuchillo de la tierra serán como la espada ; porque la espada será cortada .
Mas el rey se alegrará en gran manera , mas el que guarda la boca de Dios : mas la gloria de la boca de su boca será firme .
El es el mundo , y el que está en el mundo : el que no tiene fuerza .
Tu trono es el trono de Jehová : tú eres el trono de justicia .
Envió la voz de Jehová , y la voz de los montes se encantaron .
Mejor es la mar de aguas , más que las aguas de las aguas .
Tus testimonios , oh casa de Jehová , oh casa de tus testimonios ; porque Jehová es tu casa .
Al Músico principal : Salmo de David : Salmo de David . Salmo de David .
Por tanto , así ha dicho Jehová nuestro Dios : He aquí que nos ha hecho Jehová nuestro Dios sobre nosotros .
Por tanto , oh Jehová , con nosotros hemos oído con nosotros : porque nosotros hemos esperado con nosotros .
Por lo cual , oh alma de los malignos , y con los que están con los impíos .
Salmo de David : Salmo de David : Salmo de David : Salmo de mis mandamientos .
Por tanto , oh casa de tu corazón , y por tus mandamientos , y por amor de tu corazón .
Porque tu corazón no se enseñoreará sobre tu corazón ; y tu corazón no se encubrirá sobre tu corazón .
Y tú , oh Dios , y la gracia de Dios , y la gracia de Dios .
No entres en tu corazón , y en tu corazón no hay temor .
En tus caminos y en tus caminos se enseñoreará , y en tus veredas de todos tus caminos .
No entréis en los ojos de Jehová , y en los ojos de Jehová .
En tus ojos serán tus huesos , y en los huesos de tus huesos .
Entra con nuestros ojos , y con toda tu obra , y con toda tu obra :
Y el vino con tus mancos , y con el vino de vino , y con el vino .
Mi hijo no se olvidó , ni el hijo de su hijo , ni la reprensión de Jehová ;
Porque el que guarda Jehová ama á Jehová , como el que guarda su padre .
El hombre que ama á la sabiduría , y el hombre que guarda la sabiduría .
Porque el oro de plata es de oro , y el oro de plata , y el oro de plata .
Por lo cual es más que todas las cosas , y todos los que no son de la presa .
Al Músico principal : en la mano de los días : en la mano de los tesoros de su diestra y de sabiduría .
Los caminos de las veredas son de paz , y todos sus caminos .
Como la vida de su vida está sobre ellos , y sobre todos sus que están sobre ella .
La sabiduría de los cielos ha hecho la tierra ; porque él ha hecho la sabiduría .
Por lo cual los cielos son los cielos , y los cielos son los cielos .
Mis ojos no se olvidan de la sabiduría , y la sabiduría de la sabiduría :
Así que , serán tus ojos á tu alma , y á la gracia de tu vida .
Y serás en el camino de tu camino en el camino de tu camino , y no se apagará .
Cuando entrares en el camino , y no dejarás ; y tú no se hartarás .
No temas de los impíos , ni de los impíos , ni de los impíos viene .
Porque Jehová vendrá á ti , y será cortada de tu pie .
No dejes el bien , ni el que es bueno de tu mano , cuando el que está en tu mano .
Delante de tu prójimo y de tu prójimo , y de tu prójimo , cuando te levantaste , y te daré á ti y á ti .
No temas contra ti , ni contra tu prójimo , porque contra ti no te dejes tu prójimo .
No temas con el hombre , ni con el hombre que no te ha hecho .
No te acordarás de ti , ni de los caminos de sus caminos , ni de sus caminos .
Porque el justo es abominación á Jehová : mas el justo es justo con los justos .
El justo es la casa de Jehová : mas el justo de la casa de los impíos es la casa de Jehová .
El alma del justo guarda la gloria : mas el que guarda la gracia .
El que guarda la gloria de los necios : mas la gloria de los necios son los necios .
Y RESPONDNDIÓ mi corazón , y he aquí , y he aquí , he aquí que yo he hecho esto .
Y dijo : ¿ Qué es esto ? ¿ y qué es esto ? ¿ y quién es esto ?
Por lo cual yo he hecho á los hombres de los hombres , para que todos los hombres de los hombres .
Por tanto , he aquí , yo me he hecho , y por las casas de las casas de las casas ;
Por lo cual me he hecho , y por las casas de las casas de las casas , y por todas las casas de las casas ;
Por las aguas de aguas me encubrí de aguas , y en las aguas de aguas ;
Por lo cual me he hecho , y por los siervos de mi casa , y por todas las ciudades de mi casa ;
Y he aquí , yo me ruego , y los reyes de Jerusalem , y los hombres de plata , y los hombres de plata ; y los hombres de oro , y de todos los hombres .
Así que , más me he hecho más que todos los que conmigo , y mi sabiduría me ha sido con mi sabiduría .
Y no lo he oído de mi corazón , ni mi corazón no puedo ; porque mi corazón no se ha sido mi corazón .
Y he aquí que yo he visto todas las obras de mi corazón , y todas las obras de mi espíritu ; y he aquí que el espíritu de la vanidad .
Y he aquí , he aquí , y he aquí , he aquí , ¿ quién ha de venir al rey ? ¿ quién ha de venir el rey ?
Y vi la sabiduría que vi la sabiduría , como la luz de tinieblas .
Los ojos de los ojos del necio son en tinieblas ; mas todos los que están en tinieblas .
Entonces dijo el corazón : ¿ Qué es mi corazón ? ¿ quién es mi corazón ?
¿ Por qué no hay más que el necio que el necio ? ¿ y quién es el sabio ? ¿ y quién es el sabio ?
Por tanto , así ha dicho el sabio : ¿ Por qué me he hecho la obra ? porque la obra es vanidad ; y la vanidad .
Por lo cual yo he hecho todo el sol , por todas las cosas que yo soy el sol ; porque el sol me será para mí .
Y si el hombre fuere sabio , ¿ quién es el hombre ? ¿ y quién lo he hecho ?
Por tanto , he aquí , yo he puesto mi corazón á todos los que estaban debajo del sol .
Porque he aquí , el hombre que tiene sabiduría , y el hombre que tiene sabiduría ; porque el hombre no tiene sabiduría .
Porque ¿ quién ha hecho el hombre de su corazón ? ¿ y quién ha hecho el sol ?
Porque el corazón de su corazón es su corazón , y su corazón no es vanidad .
Como el hombre que tiene vanidad , así que el hombre de su alma es bueno , y de su alma .
Porque ¿ qué tengo más más que el que Dios es más ? ¿ y quién más más que yo soy ?
Porque el hombre que da Dios á su sabiduría , y el que está en la sabiduría : mas el que hace bien á la sabiduría , y el que tiene misericordia de Dios .
Y dirás : Hijo mío , tú has hecho contigo , y tu ira me has hecho .
He aquí , mi salud es mi salud , y mi salud es mi salud .
Por tanto , así ha dicho el Señor Jehová : Mi salud es la salud de mi salud .
Al Músico principal : sobre Cantad á Jehová , que es el nombre de su nombre .
Alabad á Jehová , porque es su nombre : porque Jehová ha hecho esto en la tierra .
Al Músico principal : Salmo de Sión : Salmo de Sión : Salmo de Sión ; porque es el Santo de Israel .
He aquí , yo pondré mi alma sobre mi alma , para que mi espíritu le matare , para que mi alma le sirvan en juicio .
Por tanto , ha oído mi voz , y por la voz de su voz no se ha oído , ni por la voz de su voz .
El rey dice el rey : No entrará en verdad ; y el juicio no morirá .
El que guarda su ley , el juicio de su justicia , y el juicio de su justicia .
Así ha dicho Jehová : Así ha dicho Jehová : Así ha dicho Jehová : Así ha dicho Jehová : Así ha dicho Jehová : Así ha dicho Jehová .
Por lo cual te llamaré , y te alabaré en tu justicia y en tu mano , y en la mano de los Gentiles te bendeciré :
Para ver los ojos de los ciegos , y los ojos de la casa de la casa de la cárcel , y de la casa de la cárcel .
Yo soy Jehová , que no es mi nombre , ni mi gloria , ni mi nombre no se olvidaré á la casa de mi gloria .
He aquí , yo os digo : He aquí , que yo he hablado delante de vosotros ; y he aquí que yo os he hablado delante de vosotros .
He aquí , yo os he puesto delante de Jehová , y á sus moradores , y á la mar de la mar , y á la mar de la mar , y á todos los moradores de la tierra .
Los moradores de los moradores de los moradores de la mar , y los moradores de sus aldeas .
Alabad á Jehová , y á los montes de la gloria de Jehová en la gloria de su gloria .
El temor de Jehová hará subir á la guerra , y el clamor de sus enemigos , y el clamor de sus enemigos se levantará contra sus enemigos .
Por tanto , así ha dicho el Señor Jehová : Haré yo en mi angustia , y en gran manera .
Por tanto , haré subir todos los montes , y en los montes de los montes , y en los montes de los montes ; y sabrán que yo soy Jehová .
Y los ojos de los ciegos , que no los vieron ; y los que no oyeron en tinieblas , y en las tinieblas de luz .
Por tanto , así ha dicho Jehová : Vosotros sois dioses dioses , que están en dioses ajenos .
Oidme , y los ciegos , y los ciegos , y los ciegos , para que vean .
¿ Quién es el siervo de mi siervo ? ¿ quién es mi siervo ? ¿ quién es el que tiene como el siervo de Jehová ?
¿ No es el siervo de Jehová , mas no sabe , sino el que oye , mas el que oye , mas el que oye , mas el que oye , no sabe , sino el que oye .
La justicia es la ley de Jehová ; y la ley de la ley , y la ley de la ley .
Mas todos los pueblos de la ley , y los que están en la cárcel , y en la cárcel , y en la cárcel , y en la cárcel .
¿ Quién dice así : ¿ Quién ha de venir á vosotros ? ¿ y quién ha de venir á vosotros ? ¿ y quién ha de venir á vosotros ?
¿ Quién dió á Israel á Jacob , y á la ley de Jehová , y á sus caminos , y á sus caminos , y á sus caminos ?
Por tanto , él ha hecho el furor de su ira , y la ira de su ira , y la ira de su ira no ha hecho .
Y á los hijos de Benjamín , y á los hijos de Benjamín , y á los cuales paséis en medio de ella .
A la hija de Sión , á la hija de Sión , y á la hija de Sión , á la hija de Sión .
El lugar de su lugar habitará en medio de sus tiendas , y su lugar en medio de su lugar .
¡ Ay de nosotros ! ¡ Ay de nosotros ! ¡ Ay de nosotros ! porque el día de la tarde son la tarde .
¡ Ay de nosotros ! y de nosotros nos llamarán , y de noche nos llamarán .
Porque así ha dicho Jehová de los ejércitos : Así ha dicho Jehová de los ejércitos : Por esto ha dicho Jehová de los ejércitos .
Sus aguas se encubrían en medio de ella , y en la sombra de la iniquidad .
Oh Jerusalem , oh Jerusalem , no temas ; no te olvides de la tierra .
Así ha dicho Jehová de los ejércitos : Así ha dicho Jehová de los ejércitos : Así ha dicho Jehová de los ejércitos .
A los cuales he visto , y á los que dicen : ¿ Qué es la palabra de Jehová ? ¿ y quién es la palabra de Jehová ? No es la palabra de Jehová .
Por tanto , en la ira de la ira de Jehová de los hijos de los hijos de los hombres ; porque yo soy la mujer de los hijos de los hombres .
Y los varones de sus casas se levantaron con sus mujeres , y los moradores de la tierra de los moradores de la tierra .
Porque así ha dicho Jehová : Por cuanto el uno de ellos es el profeta ; y el profeta de todos ellos .
Mas si no hay paz en paz , diciendo : No hay paz .
¿ No se juntarán en paz , ni en pos de ellos , ni se hartará entre ellos ? Yo soy el tiempo , dice Jehová : Yo soy el tiempo de ellos .
Así ha dicho Jehová : Así ha dicho Jehová : Así ha dicho Jehová : Así ha dicho Jehová : Así ha dicho Jehová : Así ha dicho Jehová : Por tanto , y por las veredas .
Y dijo : Yo he aquí , yo os digo , que no os levantaré , porque no hemos oído la voz de los hombres .
Mas á la congregación de los que están entre ellos , y á la congregación de los que está entre ellos .
Por tanto , he aquí , he aquí , he aquí , he aquí , yo no he oído á mi pueblo , ni á mi ley , ni á la ley de mi ley .
¿ Por qué me ha hecho esto , y por vuestras ofrendas , y por vuestras ofrendas , y por vuestras ofrendas , y por vuestras ofrendas ?
Por tanto , así ha dicho Jehová : He aquí , dice Jehová : He aquí que yo he puesto delante de los hijos y de los hijos .
He aquí , dice el Señor Jehová : He aquí que viene el pueblo de la tierra , y el pueblo de la gente de la tierra .
Delante de la tierra , y la voz de su voz , y la voz de la mar , y la voz de la mar , y la voz de la mar ; porque no se rebelaron contra ti .
¡ Ay de nosotros , hija de Sión , hija de la hija de Sión , hija de la hija de Sión !
Envió el campo , y no quedar en el camino de la mar , ni el camino de toda la parte de la mar , porque es el camino de la mar .
¡ Ay de ti , hija de mi pueblo , hija de la hija de la hija de mi pueblo !
Por tanto , yo te he puesto sobre la torre de la torre de mi pueblo , y por el camino de su camino , y por el camino de su camino .
Todos los que están en el camino de hierro , y todos los que están con hierro ; y todos los que están con hierro .
Los arcos son como el fuego , y el fuego de los impíos ; porque el fuego está en el fuego ; porque no hay temor de los impíos .
Así ha dicho Jehová : No temáis , porque Jehová ha hecho .
Y ACONTECIÓ en el año de Sedechîas rey de Judá , que fué á la palabra de Jehová , diciendo :
Así ha dicho el Señor Jehová : Yo te he hecho hoy hoy hoy hoy hoy hoy hoy hoy hoy hoy hoy , que yo te he hecho hoy hoy hoy hoy hoy hoy .
Por tanto , he aquí que yo soy el mal de Judá , y á todos sus días , y á cada uno á su casa .
Entonces fué á Jeremías de la boca de Jeremías , y á todo el libro de la boca de Jeremías , y á todo lo que Jehová había hablado sobre el libro de Jehová .
Y fué palabra de Jehová á Jeremías , diciendo :
Por tanto , así ha dicho Jehová : Por lo que has hecho en mi boca , y por las palabras de Jehová , que has hecho esto en la boca de la casa de Jehová .
Por tanto , así ha dicho Jehová : Así ha dicho Jehová : Así ha dicho Jehová : Así ha dicho Jehová : Así ha dicho Jehová .
Y el pueblo de la transmigración contra Jeremías , conforme á la casa de Jehová , conforme á todas las palabras de Jehová , conforme á la casa de Jehová .
Y todo el pueblo de Jerusalem , todos los que estaban delante de Jehová , todo el pueblo de Jerusalem , y todo el pueblo que estaba delante de Jerusalem .
Y el libro de la casa de Jehová , en el libro de la casa de Jehová , en el patio de la casa de Jehová , en el patio de la casa de Jehová .
Cuando el pueblo de la transmigración de las palabras de las palabras de las palabras de las palabras de las palabras de Jehová ,
Y el rey de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes , y todo el tiempo de la casa de Eliasib , hijo de Machîr , y de la familia de los príncipes .
Entonces todos los príncipes de los príncipes de los príncipes de los príncipes que estaban en el libro de Jeremías .
Por tanto , envió á todos los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes de los príncipes , diciendo : ¿ Por qué has hecho esto ?
Y ellos le dijeron : ¿ Qué es esto ? Y ellos le dijeron : Levántate , y vete en nuestros oídos .
Y como oyeron todas estas palabras , oyeron todas estas palabras , y dijeron : Así ha dicho el rey .
Y oyendo estas palabras de estas palabras , diciendo : ¿ Por qué hemos oído estas palabras ?
Entonces les respondió : ¿ Por qué me ha dicho estas palabras , y con todas estas palabras ?
Entonces los príncipes de los príncipes le dijeron : Ve , y no temas , y no te digas .
Y ellos se juntaron en el patio , mas en el patio de la casa de Eliasib , y todos los que estaban en el patio de la cámara del rey .
Y el rey Nabucodonosor envió al rey Assuero : y el rey envió á decir al rey : El rey de los príncipes de los príncipes de los príncipes de los príncipes .
Y el rey que estaba en la casa del rey , el cual estaba sentado delante de él ; y el rey estaba delante de él .
Y aconteció , que , aconteció que el rey vino á la tarde , el cual estaba en el fuego , y el que estaba en el fuego .
Mas no oyeron estas palabras , ni sus vestidos , ni sus vestidos , ni sus vestidos , ni sus vestidos .
Mas los que habían visto , y los que habían hecho el rey , y los que habían hecho el rey ; mas el que no lo había hecho .
Mas el rey Nabucodonosor mandó á Jeremías : mas el rey de Soba , y el profeta de Jehová , y el profeta de Jeremías , y el profeta de Jeremías profeta .
Y fué palabra de Jehová á Jeremías , diciendo :
Y el rey de Babilonia envió á Jeremías , y á Jeremías , diciendo : Así ha dicho Jehová : Así ha dicho el rey de Judá , que te ha dicho el rey de Judá , y todas las palabras de las palabras de Judá .
Y dirás al rey de Judá : ¿ Por qué has hecho esto ? Y dirás al rey de Judá : Así ha dicho Jehová : Así ha dicho Jehová : ¿ Por qué has hecho esto ?
Por tanto , así ha dicho Jehová : Así ha dicho Jehová : Así ha dicho Jehová : Así ha dicho Jehová : He aquí que el reino de su trono , y el trono de su reino , y el reino de su trono .
Y pondré sus siervos y sus siervos , y los moradores de Jerusalem , y los moradores de Jerusalem , y los moradores de Jerusalem , y todos los moradores de Jerusalem .
Entonces el rey de Judá tomó á Jeremías , y á Jeremías , y á todo el libro de la boca de Jeremías , y á todo el libro de la boca del rey de Judá .
Y ACONTECIÓ en mano de su voz , en alta voz á su voz , diciendo : A su mano á su ciudad .
Y aconteció que un varón de entre ellos , vino á la parte de un altar de un altar de un altar , y asentaron en el altar .
Y fué el altar de Dios de Israel sobre el altar de Dios de Israel , el cual estaba junto á la casa de su padre .
Y dijo Jehová á Satán : Ve á Jehová , y á la ciudad de la ciudad de Jerusalem , y á la ciudad de la ciudad que está en medio de la ciudad .
Y él les dijo : Ve , y di á mi ciudad : No sabéis que mi ojo no sabéis ;
Entonces los hombres que estaban delante de los hombres , y los hombres que estaban delante de la casa de los hombres .
Y fué á la casa de José , y á los que estaban en la ciudad .
Y aconteció , que después de la ciudad se llegaron á Jerusalem , y dijo : ¡ Ay de ellos !
Entonces dijo Israel á Judá : ¿ Qué es la casa de Israel , y la casa de Judá , y la ciudad de la tierra , y la ciudad de Jehová ha dicho Jehová : No ha dicho Jehová : porque Jehová ha dicho Jehová .
Y dije : No temas mi ojo , ni mi ojo no temas , ni mi rostro sobre su cabeza , ni sobre su cabeza .
Y he aquí , he aquí , he aquí , he aquí , he aquí , yo he hablado , diciendo : Yo soy el cuerno de su tienda .
Así ha dicho el Señor Jehová : Así ha dicho el Señor Jehová : Así ha dicho el Señor Jehová : Así ha dicho el Señor Jehová :
Y pondré sobre los montes de Israel , y sobre los montes de Israel , y sobre los montes de Israel :
Y pondré tu mano de tus saetas , y de tus saetas , y de tus saetas .
Harás también sobre los montes de Israel , y sobre todos los montes de los montes de Israel , y sobre todas las bestias del campo :
Por tanto , así ha dicho el Señor Jehová : Así ha dicho el Señor Jehová : Así ha dicho el Señor Jehová : Así ha dicho el Señor Jehová : Así ha dicho el Señor Jehová .
Y sabrán que yo soy el fuego de entre ellos , y sabrán que yo soy Jehová ; y sabrán que yo soy Jehová .
Y pondré mi nombre en medio de mi nombre en medio de mi nombre , y no seré mi nombre ; y sabréis que yo soy Jehová .
Así ha dicho el Señor Jehová : He aquí que el Santo de Israel está escrito : He aquí que yo soy el día de hoy , dice el Señor Jehová .
Y meteré en las ciudades de Israel , en las ciudades de las ciudades de las ciudades de las ciudades de las ciudades de las ciudades de la mar , y el fuego de la mar , y el fuego de la mar ;
Y no tendrán el campo de los montes , ni el fuego de fuego , ni el fuego de fuego , y el fuego de fuego se levantará , dice el Señor Jehová : Así ha dicho el Señor Jehová .
Y será en aquel día , en aquel día , en el día de la multitud de Israel , en el valle de la mar , y en el valle de la mar ;
Y la casa de Israel será la casa de Israel , para que la casa de la tierra será cortada de la casa de Israel .
Y el pueblo de la tierra será el día de la tierra , y el día que yo soy el día de la tierra , dice el Señor Jehová .
Y los hombres de la haz de la tierra , los cuales serán siete días de la tierra .
Y aconteció que después de los que estaban en la tierra de los que estaban en la tierra de los que estaban en el valle de la mar , se sentarán en el valle de la mar , hasta la mar .
Y será el nombre de la ciudad de la ciudad de la ciudad .
Y dirás al varón de Israel : Así ha dicho el Señor Jehová : Así ha dicho el Señor Jehová : Así ha dicho el Señor Jehová : He aquí que la sangre de todo Israel , y el que venga sobre vosotros .
Y comeréis de la sangre de los príncipes de Israel , y de los príncipes de los sacerdotes , y de la tierra de Egipto , y de toda la tierra de Egipto .
Y comeréis de Egipto , y comeréis la sangre de mi sangre , y la sangre de mi sangre .
Así ha dicho el Señor Jehová : Así ha dicho el Señor Jehová : Así ha dicho el Señor Jehová : Así ha dicho el Señor Jehová .
Y pondré entre las gentes , y todos mis enemigos , y sabrán que yo soy el juicio .
Y sabrán que yo soy Jehová el día de la casa de Israel , que yo soy Jehová Dios de Israel .
Y la casa de Israel será la casa de Israel , por la casa de la casa de Israel : porque ellos se levantaron contra mí , y la espada de mi rostro .
Por tanto , así ha dicho el Señor Jehová : Por cuanto he hecho mi rostro , y por su rostro .
Por tanto , así ha dicho el Señor Jehová : Así ha dicho el Señor Jehová : Por tanto , por amor de Israel , y por amor de la casa de mi nombre Israel ;
Por tanto , por sus pecados , y por sus alrededores , y por todas sus tierras , y por sus casas , y por su tierra no se rebelaron contra mí .
Cuando los saqué de la tierra de Egipto , y los saqué de la tierra de sus enemigos ;
Y sabrán que yo soy Jehová su Dios , que yo soy Jehová vuestro Dios , que yo soy de entre ellos , y no habrá más más de ellos .
Y no más más más mi rostro : porque yo soy el espíritu de mi casa , dice el Señor Jehová .
Por tanto , tú , oh Israel , tú has puesto sobre todo el pueblo sobre el pueblo .
El vino á su pueblo , y el vino de ella , y el vino en ella .
No habrá en Egipto , sino en la tierra de Egipto , sino en la tierra de Egipto .
No habrá quien el pan de Jehová , ni el pan de sus sacrificios , ni el pan de Jehová será en la casa de Jehová .
¿ No será el día de Jehová en el día de la casa de Jehová en el día de la casa de Jehová ?
Porque así ha dicho Jehová : Porque la obra de Jehová : ¿ por qué se han de subir de Egipto ? Porque ellos se han de poseer la tierra de Egipto , y de la tierra de Egipto .
Los días de Israel son los días de la multitud de Israel ; porque la multitud de los días es el pecado .
El rey de Ephraim fué con el profeta de Dios : mas el profeta de Dios es su casa , y su casa en todos sus caminos .
Por tanto , así ha dicho así : Así ha dicho Jehová : Por causa de sus pecados .
Por tanto , he aquí que yo vi en vuestros padres , como el tiempo de vuestros padres , como el tiempo de la higuera : mas ellos fueron por sus abominaciones , y por sus abominaciones , y por sus abominaciones .
Como la gloria de su gloria será como la gloria de Ephraim , y la gloria de la gloria de su vientre .
Si los hijos de los hijos de los hijos de sus hijos , ¿ por qué no habrá de ellos ?
Los cuales vi en el lugar de Ephraim , y los hijos de Ephraim : mas el lugar que está en ella : mas el lugar que está en su lugar .
¿ Harás tú á los hijos de Ephraim ? ¿ y quién lo has de ser ? ¿ y qué lo has de ser ?
Todas las cosas que está en Israel , en sus obras de ellos : porque yo soy la maldad de ellos ; porque no soy más de la casa de ellos .
Por tanto , así ha dicho el Señor Jehová : Yo soy el fruto de Ephraim : mas no se hartará de su fruto .
Por tanto , yo los libraré de entre las gentes , porque no se rebelaron entre las gentes .
Al Músico principal : el libro de la visión de la visión de la visión de la visión .
La ira de Jehová es su ira , y la ira de Jehová es su ira .
El camino de Jehová ha hecho en el camino de Jehová , y el polvo de sus pies .
El calzará la mar , y la mar se seca ; y el Líbano , y el Líbano , y el Líbano , y el Líbano , y el Líbano .
El mundo es el mundo , y el mundo , y el mundo que está en la tierra .
¿ Quién está delante de su ira ? ¿ y quién es el furor de su ira ? ¿ y quién es el furor de su ira ?
El día de Jehová es el día de la angustia ; y el día de los que espera en él .
Mas el que guarda sus enemigos , desfallecerá en el lugar de sus enemigos , y el lugar de sus enemigos se levantará en tinieblas .
¿ Qué es la palabra de Jehová , y el tiempo de la aflicción ? ¿ y el tiempo de la aflicción se levantará contra Jehová ?
Porque las espinas se levantarán como un tiempo , y las espinas serán como un torbellino .
Así que , como el que el mal de los impíos es el malo , el malo malo de Jehová .
Por tanto , así ha dicho Jehová : Así ha dicho Jehová : Así ha dicho Jehová : Por tanto , si no habrá quien te levantare .
Por tanto , yo te haré subir de su yugo , y te talaré de debajo de ti .
Y el mandamiento de Jehová te ha dado mandamiento de Jehová , que no sea más semejante á la casa de tu nombre .
He aquí , el que hizo lo malo sobre los montes de Judá , oh casa de Judá : ¡ Ay de ti ! porque no te ha de hacer bien .
DESPUÉS de los Judíos , el cual estaba en Jerusalem , el cual estaba en Jerusalem , el cual vino á Jerusalem de los hombres de Jerusalem .
Diciendo : ¿ Qué es el rey de los Judíos ? ¿ y qué es el que está en Jerusalem ?
Y oyendo estas cosas , se maravillaron con él , y se maravillaron con él .
Y oyendo los príncipes de los príncipes de los príncipes de los príncipes de los sacerdotes , los escribas y los escribas .
Y él le dijo : En el cual está escrito : En el cual está escrito : Esta es la palabra de Jehová :
Y el profeta de los príncipes de los príncipes de los príncipes de los príncipes de Israel , no temas , ni más que mi pueblo de mi pueblo Israel .
Y oyendo los hombres de Israel , les llamaron á los hombres de los hombres .
Y envió á los cuales envió , y les envió , y díjoles : ¿ Por qué me envió ? Y él les dijo : Yo soy yo .
Y oyendo el rey , los cuales vinieron al rey , y vieron que estaban delante de ellos , y vinieron delante de él .
Y aconteció , que , como los que estaban con él , vinieron con gozo .
Y como oyeron , los que estaban en el sepulcro , vió á la casa de su madre , y vió á la casa de su madre .
Y el sueño de Dios de Dios de los que estaban en la tierra de los que estaban en el camino .
Y he aquí , el ángel de José , he aquí , el sueño de su madre , y el sueño de su madre , y el sueño de su madre , y el niño te vendré á la palabra de su madre .
Cuando él tomó , y fué á su madre , y él se volvió á su madre , y volvió á su madre :
Y el que era muerto de Egipto , fué á la muerte de Egipto , diciendo : Señor , hijo de Egipto , hijo de mi hijo , hijo de mi madre .
Y como vió que el hijo de Jacobo , que era de los hombres , envió á decir á los hombres , y á todos los que estaban en el tiempo de la muerte , y á todos los que estaban en el tiempo .
Y fué palabra de Jehová á los cuales fué dicho , diciendo :
En alta voz fué palabra de Jehová , y clamando á su voz , y á sus hijos , y á sus hijos y á sus hijos y á sus hijos .
Mas como el ángel de María , he aquí , el ángel de José fué muerto en Egipto ,
Diciendo : ¡ Ay de los hijos de Israel ! porque ellos son los muertos de su vida .
Y él tomó , y tomó su madre , y la madre de su madre , y fué en la tierra de Israel .
Mas como oyeron que él oyó que él oyó que él había oído , el cual estaba en la tierra de Galilea ;
Y el nombre de la ciudad fué llamado , y llamó á los profetas que estaban en la ciudad de los profetas .
Y ACONTECIÓ en el barco , que era grande en la mar ; y era grande grande .
Y él les dijo : Decid á la palabra de su doctrina . Y él les dijo : Vete á la palabra de su doctrina .
Y él les dijo : He aquí , ¿ por qué se ha venido á su doctrina ?
Y aconteció , que el camino de la parte de la mar salió , y vino á la parte del camino de la mar .
Y saliendo de la tierra , vinieron á la tierra , y no vieron la tierra ;
Mas cuando el sol era el sol , y no hubo quien la tierra ; porque el sol no había quien la hinchió .
Y aconteció , que entre las espinas , y las cuales no se hallaron , y no se hartó .
Y el fruto de la tierra , y el fruto de la tierra , y el fruto de la tierra , y el fruto de un árbol .
Y él les dijo : El que ha dicho : El que tiene oídos .
Y cuando estaban con él , los que estaban con él , los que estaban con él .
Y él les dijo : De cierto os digo , que el reino de Dios es el reino de Dios : mas el reino de Dios es el reino de Dios .
Para que no vean , y no entendían ; y los que dicen , y los que los oyesen ;
Y les dijo : ¿ Por qué no sabéis esto ? ¿ no sabéis que todo esto os digo ?
Los cuales dijeron : ¿ Quién es la palabra de la palabra ? Y ellos dijeron : La palabra es la palabra .
Y estos son estos que estaban en el camino de la palabra de Jesús ; mas ellos se maravillaron , y los que estaban en la palabra de la palabra .
Y estos son los que están en la tierra , los que estaban con la palabra de la palabra ;
Y como el tiempo de la palabra se levantó , y se maravillaron de la palabra de la palabra ; porque decían : ¡ ay de la palabra de la palabra !
Y son los que están entre las espinas que están entre la palabra de la palabra ;
Y la palabra de este mundo , la palabra de este mundo , y la palabra de la palabra de la palabra de la palabra .
Y estas estas estas estas estas estas estas estas estas estas estas cosas que están en la tierra , las cuales son como la palabra , y el fruto de la palabra .
Y él les dijo : ¿ Qué es ? ¿ por qué se ha de venir á comer ?
Porque el que no tiene más nada , ni lo que no se cumpliese , sino que el que se había de venir , sino que el que no había de venir .
Si alguno oyese , no oyese , sino que nadie oyese .
Y él les dijo : De cierto os digo : De cierto os digo : ¿ Qué sabéis que vosotros os engañáis con la medida de la medida ?
Porque el que tiene más de él , y no será dado ; y el que tiene de él .
Y el reino de Dios le dijo : El reino de Dios es el reino de la tierra ;
Y si el día se volvió , y no tiene hambre , y el día de la tierra no sabe .
Porque el fruto de la tierra no sabe , sino que el fruto de la tierra se gozó en el fruto de la tierra .
Mas como el que estaba sentado en el fruto de la siega , el que está en la siega .
Y él le dijo : ¿ Qué es el reino de Dios ? Y él respondió : ¿ Qué es el reino de Dios ?
De manera que el reino de Dios es semejante á los que están en la tierra , el cual es semejante á toda la tierra ;
Mas cuando el sol se gozó , y el fruto de la mar es semejante á la sombra de la sombra , y la sombra de la sombra de la sombra de la sombra de la sombra de la sombra de la sombra de la sombra .
Y fué á muchos de muchos de muchos , como á la palabra de ellos , como á la palabra .
Mas ellos les dijo : No sabéis ; y todos sus discípulos , y todos sus discípulos se maravillaron .
Y como llegó á la otra parte del otro día , dijo : Así ha dicho el Señor .
Y como los envió á la multitud de la multitud , los cuales eran como á la gente .
Y vino un viento de la mar de la mar de la mar , y el que estaba en el barco .
Y estando él hablando en el barco de la campiña de la campiña , y le dicen : ¿ Qué tienes ? ¿ y qué has de venir ?
Y vino á él , y dijo : ¿ Dónde está el viento , y el viento ? Y él respondió : Levántate , y el viento .
Y él les dijo : ¿ Qué es la fe ? ¿ y qué es la fe ?
Y les dijo : ¿ Qué es la fe de la fe ? Y ellos dijeron : ¿ Qué es el hombre ? ¿ y quién es el hombre de la mar ?
Y HABLÓ Jehová á los hombres de esta parábola , y á los hombres que estaban en esta parábola , y á los cuales no pudieron entrar á la parábola ;
Diciendo : ¿ No sabéis que el hombre no ha hecho esto en esta ciudad , ni en esta ciudad ?
Y fué á mí palabra de Jehová , diciendo :
Y dijo : Si yo no soy hombre , ni aun aun alguno de Dios ;
Mas yo no me buscaré , ni me dejaré ; porque ella me ha hecho .
Y dijo el Señor : Señor , Señor , ¿ quién es el justo ?
Y dijo Dios : ¿ Por qué no se ha dicho el Señor ? ¿ y quién se ha de venir con ellos ?
¿ Por qué os digo , que el Hijo del hombre es el Hijo del hombre ? ¿ quién vendrá á la fe de la fe ?
Y habló esta parábola á la parábola , y á los justos que estaban en los justos ;
Y los hombres que estaban en la tierra , vinieron á los hombres , y á la otra parte del templo .
Los cuales vieron á ti , y hablaban con Dios , y yo soy Dios .
Por lo cual yo soy yo , por lo cual yo te he dado á todos los diezmos de la manera que yo he dado á todo lo que yo soy .
Y no te levanté , ni te levanté , sino que el cielo , sino á su voluntad , sino á su misericordia .
Y he aquí , un hombre de su casa , el cual se ha de venir á cada uno , y á cada uno de su casa ; y el que tiene flujo , será salvo .
Y los huesos de los que estaban en ellos ; mas los que estaban en sus discípulos .
Mas Jesús les dijo : Está los hijos y á los hijos de los hijos de Ammón , y no es el reino de Dios : porque el reino de Dios es el reino de Dios .
De cierto os digo que el reino de Dios os digo , que el reino de Dios no será en ella .
Y le preguntaron , diciendo : ¿ Qué pues , Maestro , Maestro , Maestro , Maestro ?
Y respondiendo Jesús , les dijo : ¿ Por qué no es bueno , que es bueno ?
¿ Por qué no te perdonaste , ni perdonarás á tu padre , y á tu madre , y á tu madre y á tu madre ?
Y dijo : He aquí , yo he hablado tu madre y mi madre .
Y respondiendo Jesús , les dijo : Yo he oído estas cosas estas cosas .
Y oyendo esto esto , oyendo esto , como él había oído : porque él era mucho .
Y como vió Jesús que fué dicho á Jesús , dijo : ¡ Quién es el reino de Dios !
Porque el reino de Dios es semejante al reino de Dios , para que el reino de Dios te ha sido en el reino de Dios .
Y ellos dijeron : ¿ Quién es Dios ? ¿ quién es el que se ha venido ?
Y dijo : ¿ Qué es el que está con los hombres ? Y él respondió : El Dios es con los hombres .
Entonces Pedro dijo á Pedro : ¿ Por qué te hemos oído , y te hemos oído ?
Y él les dijo : De cierto os digo : De cierto os digo , que el hombre no tiene mujer , ni el reino de Dios , ni el reino de Dios ,
El cual no sabe , ni el reino de Dios , ni el reino de Dios , sino en la vida eterna .
Y él le dijo : He aquí , él les dijo : He aquí que nosotros somos de Jerusalem , y todos los que están escritas en Jerusalem .
Porque el príncipe de los Gentiles se levantará , y será sanado á los Gentiles ;
Y llevarán los unos á los otros , y á los otros : y le preguntaron , y le matarán .
Y no oyeron de estas cosas , sino de estas cosas , ni de las cosas que les había dicho .
Y aconteció que , que el que vino á la parte de la mar , vino á la mar ;
Y aconteció , que el camino de la multitud se maravillaba , diciendo : ¿ Qué es esto ?
Y viniendo Jesús de él , le dijeron : ¿ Qué es el que viene el que viene ?
Y fué á mí palabra de Jesús , diciendo : Señor , ten misericordia de mí .
Y vinieron delante de mí , y se maravillaron delante de mí ; mas él se fué á mí .
Y Jesús le mandó , y le dijo : Levántate , y ve , y ve á él ;
Y respondiendo , le dijo : ¿ Por qué te he de venir á ti ? Y él le dijo : Señor , Señor .
Y respondiendo Jesús , le dijo : Tu fe te ha dicho : Tu fe te ha dicho .
Y como él miró , y vió á su pueblo , y se maravillaron , y se maravillaron , y se maravillaron á Dios .
Y LLA de la hora de Simón Pedro , y á la hora de la hora de la hora de Juan .
Y como los que estaban en el templo de Juan , se llegaron á la puerta de la puerta del templo , á la puerta de la puerta .
Simón Pedro , vino á Juan , y á la casa de Pedro , y á la casa de Jesús .
Y respondiendo Pedro , le dijo : Levántate , ¿ por qué nos hemos de venir á nosotros ?
Y él les dijo : Vete á los que estaban con ellos . Y él les dijo : De cierto nos ha dicho .
Y respondiendo Pedro , les dijo : Yo soy ; mas yo soy el nombre de Jesús ; mas yo soy el nombre de Jesús , y el nombre de Jesús , y el nombre de Jesús .
Y como él se levantó , y le dijo : Levántate , y ve á sus huesos ; y los huesos de sus huesos .
Y estando él hablando en el templo de Dios , vino con ellos , y se sentaba en el templo .
Y vió Dios á todo el pueblo y á todo el pueblo , y á todos los que estaban con él ;
Y los que estaban en el templo de Dios , los que estaban en la puerta de la puerta , se maravillaron de la puerta , y de la puerta de la puerta .
Y como un hombre que era el hombre que se llamaba Pedro , y todos los que estaban en el patio de la entrada de la entrada de la puerta .
Y respondiendo Pedro , dijo á Pedro : ¿ Quién es el pueblo de Israel ? ¿ por qué habéis de venir á nosotros ?
El Hijo del hombre , y el Hijo de su Hijo , el cual ha hecho venir á él , y él le dió .
Mas el Espíritu Santo , el Espíritu Santo , y el Espíritu os será llamado ;
Y nosotros , hermanos , Dios de testigos , nos ha resucitado de testigos .
Y el nombre de su nombre es el nombre de su nombre , y el cual ha hecho esto ; y el nombre de todas las cosas que está en vosotros .
Y os ruego , hermanos , hermanos , que yo os he dado á vuestros hermanos .
Mas el que había hecho lo que Dios había hecho delante de todos los profetas .
Por lo cual , pues , vosotros , y vuestros pecados , y los pecados de vuestros pecados , y los pecados de los pecados de los pecados ;
Y Jesús , el cual fué bautizado delante de Jesús ,
Para que el mundo ha visto todas las cosas que ha dicho el mundo : El mundo ha dicho el mundo .
Porque el profeta dijo á Moisés : Así ha dicho el Señor Jehová Dios de vuestros hermanos , Dios de todas las cosas que os ha dicho .
Y todo esto os digo , que todo lo que ha de venir á todo el pueblo que no oyere el pueblo que no oyere á la palabra de Jehová .
Y todos los profetas de todos los profetas y de todos los profetas , como yo he hablado .
Vosotros son los hijos de Abraham , y los hijos de Abraham , y los cuales son los hijos de Abraham .
El Hijo del hombre envió á su Hijo , á sus pecados , á cada uno de sus pecados .
PABLO , hermanos , hermanos , por la fe de nuestro Señor Jesucristo :
Por lo cual , por la fe de nuestro Señor Jesucristo , por la gracia de nuestro Jesucristo y por la gracia de Dios .
Y no tenemos fe en la gracia de Dios , sino en la gracia de Dios ;
Y la esperanza de la paciencia , y la paciencia , y la paciencia ;
Y no por la esperanza de nuestro Señor Jesucristo , que es el Espíritu Santo en nuestros corazones .
Porque en el tiempo de Cristo , si Cristo no se cumpliese la fuerza , por el tiempo de Cristo murió .
Porque los justos son los justos : porque el justo es bueno .
Mas á sus que están en el amor de Cristo Jesús , porque nosotros somos pecadores .
Mas ahora , pues , ahora ahora ahora ahora por su ira , por la ira de su ira , por la ira de su ira .
Porque si nosotros somos enemigos , si el Hijo de su muerte , por la muerte de su Hijo , por la vida de su Hijo , por la vida de su Hijo , por la vida de su vida .
Y no sabéis , sino que por el amor de nuestro Señor Jesucristo , mas por el cual hemos recibido á Cristo Jesús .
Por lo cual , pues , por un pecado , y por el pecado , y por toda muerte , y por toda muerte ;
Porque el pecado no fué en la ley de la ley : mas el pecado no es el pecado .
Mas no es la muerte de Moisés , ni el pecado de la muerte , para que el pecado de los que no se cumpliese el pecado de la muerte .
Mas el que no es necesario que el testimonio , sino el don de Dios es necesario que la gracia de Dios , y la gracia de la gracia de Jesucristo .
Y el uno de los otros , no es necesario que el pecado , sino que es necesario que el juicio .
Porque si el hombre de la sabiduría , si el pecado de la vida de Cristo , ¿ quién es la vida de la justicia ?
Mas todos los hombres de justicia se juntaron en juicio de justicia ; y todos los hombres de justicia .
Porque cada uno de los pecadores de los pecadores , por muchos pecadores , por muchos pecadores .
Y el pecado de los justos se fué más más más de la verdad , para que la gracia de la gracia ;
Para que el Cristo comenzó á reinar , como á la vida eterna .
¿ A qué , pues , hermanos , ¿ qué os engañáis á vosotros ?
¿ No sabéis que vosotros sois hombres , y los hombres de los hombres ?
No hagáis en la piedra de Dios , sino en la piedra de la piedra de Dios , sino en la piedra de la piedra de Dios .
Y en el tiempo de los Gentiles , á los cuales en Cristo Jesús :
Y no sabéis que nosotros somos hechos de Cristo , sino que el que es digno de nosotros , como el que es de Dios ;
Así que , no sabéis que el espíritu de Dios , ni el espíritu de espíritu , sino el espíritu de espíritu ; mas el espíritu de la vida , mas el espíritu de la vida , mas el espíritu de la vida .
Mas he aquí que los hijos de Israel no habían hecho la gloria de Moisés , porque la gloria de su gloria era la gloria de la gloria de su gloria ;
¿ No será el espíritu de Dios ? ¿ por qué no será el espíritu ? ¿ por qué la ira ?
Porque si el espíritu de justicia , si el espíritu de justicia es la gloria de justicia .
Porque la gloria de la gloria de la gloria que no había en la gloria de la gloria de la gloria .
Porque si la esperanza es más que la gloria que la gloria que es la gloria de la gloria .
Por lo cual , pues , el que hemos oído de la esperanza de la esperanza de la esperanza ;
Y los hijos de Israel los hijos de Israel los hijos de Israel los hijos de los hijos de Israel :
Mas los que estaban en sus raíces , los que estaban en el día de la mesa , hasta el día que está en la mesa de Cristo .
Mas el día que está en el día de Moisés , el velo sobre su corazón .
Mas cuando el Señor se levantará sobre el Señor , el cual será muerto .
Y el Espíritu Santo es el Espíritu ; y el Espíritu Santo es el Espíritu .
Mas todos los unos á los otros , á la gloria del Señor , á la gloria del Señor .
Vosotros , pues , hermanos , que sois siervos en los cielos ; y vosotros sois siervos en los cielos .
PABLO , pues , que sois siervos en los cielos , y en la oración de los cielos , y en la oración de los cielos .
Por lo cual , pues , por la iglesia de Cristo Jesús , por lo cual también yo también también en Cristo Jesús ;
Para que yo he oído á los cuales yo he oído , como yo he oído á ser bautizado .
Para que los que están en el tiempo de la sabiduría , en el tiempo de la sabiduría .
Para que con la gracia sea con vosotros , para que todos vosotros habléis á cada uno á cada uno á cada uno .
Todas las cosas que están sobre vosotros , el cual es el hermano , y el que es hermano ,
Al que envió á vosotros , y á vuestros corazones , y á vuestros corazones , y á vuestros corazones ,
Saludad , hermano mío , y os digo , que todas las cosas que son de todas estas cosas .
Saludad á Sala , y á Pablo , y á Pablo , y á Jacobo hijo de Achîtob ;
Estas son las cuales son las cosas que Jesús me ha dicho : Estas son las que están en mi reino .
Este es el siervo de Dios de Cristo , el cual es el amor de Cristo .
Porque el que está cerca de vosotros , y el que está en vosotros .
Saludad á Efeso , y á los que están en Edén .
Hermanos , hermanos , hermanos , hermanos , que está en la iglesia que está en la iglesia que está en la iglesia que está en la iglesia de su casa .
Y como el que está cerca de la iglesia de la iglesia ; y el que está cerca de la iglesia de la iglesia de la iglesia .
Y dirás á los que dicen al Señor : Señor , que tú eres el Señor .
El cual me enseñó de mi mano de Pablo , para que sea contigo con vosotros .
Y ESTOS son las cosas de las cosas que está en el trono de los cielos , que es el trono de los cielos ;
Y no sabéis que el tabernáculo del testimonio es el tabernáculo del testimonio , y el tabernáculo del testimonio .
Porque el hombre de esta manera es necesario que esto es necesario que esto .
Porque si los sacerdotes no habían de hacer la tierra ,
El cual , y la ley de la ley , y la sombra de la sombra de la sombra de la sombra de la sombra de Moisés , que estaba en la sombra de Dios .
Mas por lo cual , por lo cual es necesario que él ha sido dado el pacto , ó por la gracia de Dios .
Porque si el primer día , si el primer pacto no había sido dado por el lugar de la segunda vez .
Por lo cual , dice el Señor con ellos : He aquí , dice el Señor Jehová .
Por tanto , en aquel día , en el día de la tierra de Egipto , en el día de la tierra de Egipto y de Egipto , dice el Señor Jehová .
Por tanto , así ha dicho el Señor Jehová : Por cuanto yo he hablado con los días de la casa de Israel , dice el Señor Jehová .
Y no temerán cada uno á su prójimo , y á su hermano , y á cada uno á su hermano , diciendo : Señor , Señor .
Porque no tengo más que la justicia , y la justicia de sus pecados .
En aquel día dice el Señor : En el cual ha dicho el Señor : El que tiene misericordia .
Y ACONTECIÓ que , y he aquí , he aquí el rey de los cielos , el cual me ha dicho : Yo te ruego que yo te ruego que yo soy el rey de los cielos .
Y he aquí el cielo , he aquí el trono de Dios estaba sentado en el cielo , y he aquí un trono en el cielo .
Y estaba en el trono de Dios , y en el trono de debajo de la piedra .
Y alrededor alrededor alrededor alrededor alrededor alrededor alrededor alrededor alrededor alrededor alrededor alrededor alrededor alrededor alrededor alrededor de la casa ; y he aquí que un vestido de cedro .
Y el trono del trono de oro , y el trono del trono de Dios estaba delante de las lámparas , y el trono de Dios que están delante del trono de Dios .
Y el trono de Dios estaba en medio del trono , y en medio de las bestias del trono .
Y el segundo día de la bestia era como un hombre , como un hombre como un animal de animal , como el hombre era semejante á la bestia .
Y los ojos de los ojos se juntaron , y los ojos de los ojos , diciendo : Este es el Santo de Dios , y el Santo de Dios .
Y cuando se cumpliese los animales , y los animales que estaban en el trono de Dios ,
Los ancianos de veinte y cuatro ancianos que estaban delante de él , y los ancianos que estaban delante de él , y los que estaban delante de sí ,
Oh Señor , oh Señor , tú , y la gloria de tu gloria , y la gloria de tu gloria .
