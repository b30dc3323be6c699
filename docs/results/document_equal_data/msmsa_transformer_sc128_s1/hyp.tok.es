EN el principio dió el cielo y la tierra .
Y la tierra fué fuera del cielo , y la oscuridad ; y la oscuridad estaba sobre la faz de las aguas . Y el Espíritu de Dios hablaba sobre la faz de las aguas .
Y dijo Dios : Está luz , y allí estaba luz .
Y vió Dios la luz , que era bueno ; y Dios dió la luz de las tinieblas .
Y llamó Dios la luz , y la oscuridad llamó á Nachôr . Y la tarde fué la tarde y la mañana fué el primero .
Y dijo Dios : Verdaderamente en medio de las aguas , y las aguas de las aguas .
Y puso Dios la avecilla las aguas que estaban debajo de las aguas que estaban debajo de las aguas que estaban debajo de las aguas que estaban debajo de las aguas que estaban debajo de las aguas que estaban debajo de las aguas que estaban debajo de las aguas que estaban debajo de las aguas que estaban debajo de las aguas que estaban debajo de las aguas que estaban debajo de las aguas que estaban debajo
Y llamó Dios el alfarero , y la mañana y la mañana era el segundo día .
Y dijo Dios : Las aguas debajo del cielo se juntaron á un lugar , y la tierra seca : y fué así .
Y llamó Dios la tierra de Echa , y la emboscada de las aguas que llamó : y el que vió Dios .
Y dijo Dios : Delante de la tierra la hierba del árbol , y el fruto del fruto , en la tierra está , en la tierra ; y fué así .
Y la tierra puso la hierba , y el árbol de la simiente , después de su especie , y el árbol que tiene en su especie , después de su especie ; y el que vió Dios .
Y la tarde y la tarde era el tercer día .
Y dijo Dios : Quita del cielo á hacer el día de la noche , y te sea por señales , y por días , y por días , y por días , y por días , y de años .
Y los que están para los profundos del cielo para dar luz sobre la tierra : y fué así .
Y puso Dios dos grandes grandes grandes leones , y la luz á la noche : hizo las estrellas también .
Mas Dios los puso en la hierba del cielo , para dar luz sobre la tierra ,
Y á la gente y á la noche , y á la luz de las tinieblas ; y el que vió Dios .
Y la tarde y la tarde era el cuarto día .
Y dijo Dios : Delante de las aguas que tiene la vida , y los que tengan la tierra en la haz del cielo .
Y dió Dios grandes grandes veces , y todas las cosas que suben las aguas , después de su especie , y todo lo que vió las aguas , conforme á su especie ; y el que vió Dios .
Y los bendijo Dios , diciendo : Vete , y multiplica las aguas en la tierra .
Y la tarde y la mañana fué el quinto día .
Y dijo Dios : Delante de su especie , animal , y animal , y aves de la tierra después de su especie ; y fué así .
Y puso Dios la bestia de la tierra después de su especie , y animales después de su especie , y todas las cosas que vea sobre la tierra según su especie : y el que vió Dios .
Y dijo Dios : Vamos al hombre en nuestra imagen , conforme á nuestra viña ; y á todos los peces del cielo , y sobre toda la tierra , y sobre toda la tierra , y sobre toda la tierra .
Así dió Dios al hombre en su imagen , en la imagen de Dios , en la imagen de Dios le dió .
Y llamólos Dios , y multiplica , y multiplica la tierra , y poned la tierra , y la honra , y sobre los peces del cielo , y sobre todo lo que traigan sobre la tierra .
Y dijo Dios : He aquí que os he dado todas las cosas que está sobre la faz de toda la tierra , y todo árbol que está el fruto de un árbol , en la cual es el fruto del fruto de un árbol .
Y á todo animal de la tierra , y á todos los animales del cielo , y á todo lo que vea sobre la tierra , en la tierra , en que hay vida , y así .
Y vió Dios todo lo que había hecho , y he aquí era muy bueno . Y la tarde fué el sexto día .
Y oyendo las palabras de Labán , diciendo : A todos los que se llamaba nuestro padre .
Y vió Jacob el rostro de Labán , y he aquí no fué á él como antes delante de él .
Y Jehová dijo á Jacob : Vuelve á la tierra de tus padres , y á tu parentela ; y te seré contigo .
Y envió Jacob y llamó á Rachêl y á Lea al campo á su rebaño ,
Y les dijo : Yo veo el rostro de su padre , que no es á mí como antes ; mas el Dios de mi padre ha sido conmigo .
Y sabéis que con toda mi poder he servido á vuestro padre .
Y mi padre me ha engañado , y no le recibió á hacer pecar á mí .
Si dijo así : El perezoso será tus ondas , y todos los animales se maravillarán ; y si dijo así : El que tiene tu reprensión .
Así ha tomado Dios los animales de vuestro padre , y les dió á mí .
Y aconteció el tiempo que los animales concibió , y vió á mis ojos , y vió mis ojos , y he aquí que los carneros que estaban sentados sobre las bestias ,
Y el ángel de Dios me habló en un sueño , diciendo : Heme aquí . Y dije : He aquí .
Y él dijo : He aquí tus ojos , y vea , todos los carneros que traen sobre las bestias , todos los carneros que se envevean ; porque he visto todas las cosas que Labán te ha visto .
Yo soy el Dios de Beth-el , donde me he visto todas las cosas que has visto á mí : ve ahora , levántate ahora ahora de esta tierra , y vuélvete á la tierra de tu parte .
Y respondiendo Rachêl y Lea respondió , le dijo : ¿ Hay aún aún aún ni heredad por nosotros por nosotros en la casa de nuestro padre ?
¿ No tenemos muchos de él extranjeros ? porque él nos ha vendido , y nos ha vendido , y nos ha consumido á nuestro dinero .
Porque todas las riquezas que Dios ha tomado de nuestro padre , es amado , y de los hijos de nuestros hijos : ahora , todo lo que Dios te ha dicho .
Entonces Jacob se levantó , y puso sus hijos y sus mujeres sobre camellos ;
Y sacó todos sus animales , y todo su hacienda que había visto , las bestias de su fortaleza , que había de venir á Isaac su padre en la tierra de Canaán .
Y fué Labán á sus ovejas , y Rachêl había hecho las imágenes de su padre .
Y el que no le había dicho que no le había visto que no le había visto lo que él huyó .
Y él huyó con todo lo que había ; y él se levantó , y pasó el río , y puso su rostro al monte de Galaad .
Y fué dado aviso á Labán al tercer día que Jacob huyó .
Y tomó sus hermanos con él , y consultaron después de él siete días ; y le tomaron en el monte de Galaad .
Y vino Dios á Labán , en un sueño de noche , y le dijo : Mirad que no hablares á Jacob , y le dijo : Mirad que no hablares á Jacob buena ó á Jacob .
Entonces Labán tomó á Jacob . Y fué Jacob su tienda en el monte de Galaad , y Labán con sus hermanos en el monte de Galaad .
Y dijo Labán á Jacob : ¿ Qué has hecho , y has hecho mis hijas , y sacaste mis hijas , como los cautivos de la espada ?
¿ Por qué te has vendido , y no me has dicho , para que yo te envió contigo , y con azotes , y con címbalos , y con címbalos ?
Y no me dejaste á besar mis hijos y á mis hijas ? Tú has hecho bien .
Es en el poder de mi mano para hacer mal : mas el Dios de vuestro padre me habló .
Y ahora , si tú quieres , se apartes de la casa de tu padre , ¿ por qué has de venir en casa de tu padre ?
Y respondiendo Jacob , y dijo á Labán : Por cuanto yo era temor ; porque dije : Yo soy temor de mí .
Con todo lo que dejares tus dioses , no viviendo : antes de nuestros hermanos , no viviendo : antes de nuestros hermanos , y quitaráse á ti . Porque no conocía á ti .
Y fué Labán á la tienda de Jacob , y á la tienda de Lea , y á la tienda de Lea , y no los halló . Y él salió de la tienda de Lea , y entró en la tienda de Rachêl .
Y tomó Rachêl las estatuas , y púsolos en los campamentos de la campiña , mas no los halló .
Y ella dijo á su padre : No lo ha de venir delante de ti ; porque el poquito de mujeres es sobre mí . Y él no halló las imágenes .
Entonces Jacob se enojó , y dijo á Labán : ¿ Qué es mi pecado ? ¿ qué es mi pecado ? ¿ qué es mi pecado ? ¿ qué es mi pecado ?
¿ Por qué has hecho todos mis perseguidores , ¿ qué hallaste toda tu familia ? ¿ qué hallaste de todos tus hermanos y tus hermanos , que juzgaren en nosotros ?
Este veinte años he sido contigo : tus túnicas y tus cabritos de tus ovejas no tengo de comer .
Para que no te había traído las bestias de las bestias , yo no te lleves ; te parió la mano de mi mano ; de mi mano has hecho , ó el día de la noche .
Así fuí : en el día de la noche me consumió , y la noche se apartó de mis ojos .
Y he estado veinte años en tu casa : por tus dos hijas , y seis años por tus ganados , y seis años por tus ganados .
Si el Dios de mi padre , el Dios de Abraham , el Dios de Abraham , y el temor de Isaac , me envió ahora ahora .
Y respondió Labán , y dijo á Jacob : Estas hijas son mis hijas , y estos hijos míos , y todas las cosas que han nacido ?
Ahora pues , ahora , tú y yo , y seré por testigo entre mí y ti .
Y tomó Jacob una piedra , y púsola por una columna .
Y dijo Jacob á sus hermanos : Granas de piedras , y tomaron piedras , y comieron en el campo .
Y llamó Labán á Jephone : mas llamó Jacob á Gadan-arpa .
Y Labán respondió : Este es el testimonio entre mí y ti este día . Y fué el nombre de la llamada ,
Y Mizpa , porque dijo : Jehová echó entre mí y ti , cuando tuvimos uno de los otros .
Si salieres mis hijas , y si tomares mujeres á mis hijas , no es con nosotros y te hallarás .
Y dijo Labán á Jacob : He aquí este poco , y he aquí esta columna , que yo veo entre mí y ti ;
Esta es el testigo mío , y esta columna sea testimonio , para que no pases sobre este lugar de ti y de esta columna , para que no pases delante de esto y de esta columna .
El Dios de Abraham , y el Dios de Nadie , el Dios de su padre , juzgado entre nosotros . Y juró Jacob por el temor de su padre Isaac .
Y ofreció Jacob sobre el monte , y llamó sus hermanos á comer pan : y comieron pan , y se comían toda noche en el monte .
Y la mañana se levantó Labán , y besólos sus hijos y sus hijas , y vió á su lugar .
Y JEHOVÁ dijo á Moisés : Así haré una plaga sobre Faraón , y sobre Egipto , y sobre Egipto , y sobre Egipto , y sobre Egipto : después que os hiriere de aquí .
Habla ahora en los oídos del pueblo , y todo varón de su prójimo , y toda mujer de su prójimo , y toda mujer de su prójimo , y todos los vasos de oro .
Y dió Jehová el pueblo el pueblo en los ojos de los Egipcios . Y el hombre fué grande grande en la tierra de Egipto , en los ojos de Faraón , y en los ojos del pueblo .
Y dijo Moisés : Así ha dicho Jehová : Jehová ha descendido de noche en medio de Egipto .
Y todos los primogénitos en la tierra de Egipto que se sentarán sobre su trono , hasta el primogénito de los hijos de Faraón que está delante de la campiña ; y todo primogénito de las bestias .
Y habrá gran clamor por toda la tierra de Egipto , que como no hubo quien no hubo quien así .
Mas contra alguno de los hijos de Israel no se enseñoreará su lengua , contra el hombre ó animal : para que sabéis que Jehová ha de hacer entre los Egipcios y Israel .
Y todos estos tus siervos descenderán á mí , y á mí me levantarán , diciendo : Sube , y á todos los pueblos que te dejes : y después que saliese de Faraón en gran ira .
Y Jehová dijo á Moisés : No oyere á vosotros ; para que mis maravillas sean multiplicados en la tierra de Egipto .
Y Moisés y Aarón hizo todas estas maravillas delante de Faraón ; y Jehová endureció de su tierra .
Y HABLÓ Jehová á Moisés , y le hablaba del tabernáculo del testimonio , diciendo :
Habla á los hijos de Israel , y diles : Si alguno de vosotros ofreciereis vuestra ofrenda de los animales , y de las ovejas .
Si su ofrenda ofreciere sacrificio sin defecto , lo ofreciere un varón sin defecto : él lo ofreciere de la puerta del tabernáculo del testimonio delante de la puerta de la congregación delante de Jehová .
Y pondrá su mano sobre la cabeza del holocausto , y será acepta por él .
Y degollará el becerro delante de Jehová , y los sacerdotes , hijos de Aarón , la sangre , y esparcirá la sangre en medio del altar que está junto al altar que está junto á la puerta del tabernáculo del testimonio .
Y tomará el holocausto , y talará en sus alrededores .
Y los hijos de Aarón el sacerdote puso fuego sobre el altar , y puso la leña en orden sobre el fuego :
Y los sacerdotes , los hijos de Aarón , sobre las partes , la cabeza , y el sebo que está sobre el altar que está sobre el altar que está sobre el altar que está sobre el altar :
Mas sus conoces y sus diversas en agua ; y el sacerdote hará quemar todo el altar , para que sea holocausto , á Jehová .
Y si fuere su ofrenda de las ovejas , de las ovejas , y de las ovejas , de las ovejas , para sacrificio , para holocausto , sin defecto .
Y la matará al lado del altar delante de Jehová , y los sacerdotes , hijos de Aarón , esparcidos su sangre alrededor alrededor del altar .
Y lo talará en sus arcos , con su cabeza y su sebo ; y el sacerdote que está sobre el altar que está sobre el altar que está sobre el altar que está sobre el altar que está sobre el altar que está sobre el altar :
Mas el que lavare las medidas y las aguas con agua ; y el sacerdote hará sobre el altar : es holocausto continuo , de ofrenda encendida de olor suave á Jehová .
Y si el holocausto sacrificio por su ofrenda á Jehová , será de aves , y tomará su ofrenda de flor de harina .
Y el sacerdote la traerá al altar , y el que vendiere su cabeza , y la quemará en el altar ;
Y quebrará sus raíces con sus armas , y echarála del altar , junto al oriente , junto al oriente , junto al occidente , junto al lado de la ceniza .
Y tomará con sus alas con sus alas , mas no lo contaminará ; y el sacerdote lo quemará sobre el altar , sobre la leña que está sobre el fuego : es holocausto , de ofrenda encendida á Jehová .
Y HABLÓ Jehová á Moisés y á Aarón , diciendo :
Toma á los hijos de Leví , después de sus familias , por la casa de sus padres ,
De veinte años años , todos los que entraban en el campo , para hacer la obra en el tabernáculo del testimonio .
Este será el servicio de los hijos de Coath en el tabernáculo de la congregación , al cabo de las cosas ,
Y cuando el campo cayere , Aarón y sus hijos , y sus hijos y sus hijos , y talarán el velo del testimonio con ella :
Y vestirán sobre la cubierta de los higos , y extenderá sobre ella un manto de jacinto , y pondrá en sus varas .
Y sobre la mesa del pan , y extenderán el pan de cárdeno , y púsose sobre las piernas , y las piernas , y las piernas , y las piernas , y el pan de ellos será sobre él :
Y extenderán sobre ellos una cubierta de grana , y cubrirán la misma cubierta de grana , y pondrás en sus varas .
Y tomarán un poco de jacinto , y cubrirán el candelero de la luz , y sus lámparas , y sus lámparas , con que sirven :
Y le llevarán y todos sus vasos de caballeros , y púsola sobre una cubierta .
Y sobre el altar de oro , y la cubrirán con cubierta de cárdeno , y la cubrirá con cubierta ;
Y llevarán todos los vasos de ministerio , con que sirven en el santuario , y las cubrirán en una cubierta de jacinto , y las cubrirán con una cubierta de cárdeno , y las cubrirán en una cubierta de jacinto , y las pondrás en una cubierta :
Y tomarás la ceniza del altar , y extenderán un manto de hierro ,
Y llevarán sobre ella todos sus vasos , con que los diezmos , y los arcos , y todos los vasos del altar ; y extenderán sobre ella una cubierta de todos los vasos del altar , y pusieron sobre ella una cubierta .
Y cuando Aarón y sus hijos han hecho el campo , y todos los vasos del santuario , como el campo , los hijos de Coath , que los hijos de Coath , en el tabernáculo de la congregación .
Y á los escogidos de Eleazar el sacerdote de Aarón , el presente de la luz , y el aceite de la unción , y el aceite de la unción , y de todo lo que está en el santuario , y en todos los que está , en el santuario , y en sus vasos .
Y habló Jehová á Moisés y á Aarón , diciendo :
No llevéis de la tribu de las familias de los Levitas de los Levitas de los Levitas , de entre los Levitas ;
Mas así les hará esto , para que viviesen , y no morirá , cuando hubieren pasado hasta el santuario santo y sus hijos , en sus hijos y sus hijas .
Mas no entrarán en pos de ver la obra , porque no muera .
Y habló Jehová á Moisés , diciendo :
Tomad también la sustancia de los hijos de Gersón , por las casas de sus padres , por sus familias ;
De treinta años , de veinte años hasta el ministerio , para hacer toda la obra en el tabernáculo del testimonio .
Esta es el servicio de las familias de los Gersón , para que sirven , y por las cargas ;
Y llevarán las cortinas del tabernáculo , y el tabernáculo del testimonio , su tienda , y la cubierta de la congregación ,
Y las lámparas del atrio , que está junto al tabernáculo y del atrio , que está junto al altar , y á todos los vasos de su ministerio , y á todos los vasos de su ministerio , y á todos los vasos de su ministerio , y á todos los vasos de su ministerio , y á todos los vasos de su ministerio , y á todos los vasos de su ministerio , y á todos los vasos de su ministerio , y á todos los vasos de su ministerio , y á todos los vasos de su ministerio , y á todos los vasos de su ministerio ,
En el don de Aarón y sus hijos serán todos sus hijos , en todo el servicio de los hijos de Gersón , en todos sus arcos , y en toda su ministerio ; y por todas sus armas .
Esta es el servicio de las familias de los hijos de Gersón , en el tabernáculo del testimonio : y su ordenanza será debajo de la mano de Aarón sacerdote .
Como los hijos de Merari , el número de sus familias , por la casa de sus padres ;
De treinta años arriba , cincuenta años hasta el servicio , para hacer la obra del tabernáculo del testimonio .
Y esto es la guarda de su carga , conforme á todo su servicio en el tabernáculo del testimonio : las tablas del tabernáculo , y sus columnas , y sus columnas ,
Y las columnas del atrio alrededor , y sus basas , con todos sus vasos , y sus vasos , con todos sus vasos , y con todos sus vasos , y con todos sus vasos , y con todos sus vasos , y con todos sus vasos , y con todos sus vasos , y con todos sus vasos .
Esta es el servicio de las familias de los hijos de Merari , conforme á todo su servicio , en el tabernáculo del testimonio , debajo de la congregación , debajo de la mano de Aarón , al sacerdote .
Y Moisés y Aarón y los príncipes de la congregación los hijos de Coath por sus familias , y después de la casa de sus padres ,
De treinta años años , cada uno de cincuenta años , cada uno de la obra en el tabernáculo del testimonio :
Y los contados de ellos por sus familias , doscientos y cincuenta .
Estos fueron contados los contados de las familias de los Coath , todos los que tenían servicio en el tabernáculo del testimonio , la cual Moisés y el número de la congregación , que Moisés y el número de la congregación , que Moisés y el número de la congregación , que Moisés y el número de la congregación , que Moisés y el número de la congregación , que Moisés y el número de la congregación , que Moisés y el número de la congregación que Moisés y el número de la congregación , que Moisés y el número de la congregación , que Moisés y el número de la congregación ,
Y los contados de los hijos de Gersón , por sus familias , y por la casa de sus padres ,
De treinta años , de veinte años , cada uno que pasase en el servicio , por la obra en el tabernáculo del testimonio ,
Los contados de ellos , por sus familias , por sus familias , por la casa de sus padres , dos mil y treinta ;
Estos son los contados de las familias de los hijos de Gersón , de todas las cosas que el servicio de la congregación , al cual Moisés y el número de Jehová .
Y los contados de las familias de los hijos de Merari , por sus familias , por sus familias , por la casa de sus padres ,
De treinta años de edad de veinte años , cada uno que tenía en el servicio de la congregación ,
Los contados de ellos según sus familias , fueron tres mil y doscientos .
Estos son los contados de las familias de los hijos de Merari , los cuales Moisés y Aarón , conforme á la palabra de Jehová por mano de Moisés .
Todos los contados de los Levitas , los cuales Moisés y los príncipes de Israel , conforme á la casa de sus padres ,
De treinta años , de veinte años , cada uno que vinieron á hacer el servicio del ministerio , y el servicio de la carga en el tabernáculo del testimonio ,
Los contados de ellos , fueron ocho mil y quinientos .
Conforme al mandamiento de Jehová , todos los contados por la mano de Moisés , cada uno conforme á su ministerio , y conforme á su aflicción : así fueron contados de él , como Jehová había mandado á Moisés .
Y HABLÓ Jehová á Moisés , diciendo :
Los hijos de Israel , y diles : Cuando entrareis en la tierra de Canaán : ( esta es la tierra que no os caerá á vosotros por heredad , la tierra de Canaán :
Y el mediodía del desierto de Ephraim , y vuestro mediodía será el término de la otra parte del occidente :
Y el término de la otra parte del mediodía hasta el lado del mediodía hasta la parte del mediodía hasta el occidente hasta Ces-ezer , y entrará en Asdod ;
Y el término de la parte del río de Egipto , y el camino de la mar será á la mar .
Y como á la contienda , tendréis la gran mar por el término de la mar : este será vuestro término .
Y esto será vuestro aquilón : desde la gran mar , de la gran mar .
Desde el monte de Hor , y los caminos del término de Hamath , y los caminos del término de Hamath ;
Y el término de la parte del occidente , y las veredas de ella será en Haser-ezer : este será vuestro aquilón .
Y os allegaréis el término de Haser-ezer , hasta Sedecías ;
Y el término de la parte del oriente , á la parte del oriente ; y el término de la parte de la mar de Châm , y el término de la mar de Châm ;
Y el término de la parte del Jordán , y las veredas de ella será á la mar : este será vuestra tierra con sus términos .
Y mandó Moisés á los hijos de Israel , diciendo : Esta es la tierra que habéis de dar á los nueve tribus , y á la mitad de la tribu :
Porque la tribu de los hijos de Rubén conforme á la casa de sus padres , y la tribu de los hijos de Gad , conforme á la casa de sus padres , por la casa de sus padres ;
Las dos tribus y la mitad de la otra parte del Jordán de Jericó , hacia la parte del occidente .
Y habló Jehová á Moisés , diciendo :
Estos son los nombres de los hombres que poseerán la tierra á vosotros : Eleazar sacerdote , y Josué hijo de Nun .
Y tomará un príncipe de cada tribu , á la tierra por heredad .
Y los nombres de los hombres son estos : De la tribu de Judá , Caleb hijo de Jephone .
Y de la tribu de los hijos de Simeón , Sela hijo de Amasur .
De la tribu de Benjamín , Eliphaz hijo de Joachâz .
Y el príncipe de la tribu de los hijos de Dan , Migni hijo de Jocci .
El príncipe de los hijos de José , por la tribu de los hijos de Manasés , Hanel hijo de Epel .
Y el príncipe de la tribu de los hijos de Ephraim , Camón hijo de Sibel .
Y el príncipe de la tribu de los hijos de Zabulón , Elisama hijo de Machîr .
Y el príncipe de la tribu de los hijos de Issachâr :
Y el príncipe de la tribu de los hijos de Aser , Ahicam hijo de Sela .
Y el príncipe de la tribu de los hijos de Nephtalí ,
Estos son los que mandó Jehová á los hijos de Israel en la tierra de Canaán .
Y ACONTECIÓ , si oyeres á la voz de Jehová tu Dios , á ti y á hacer todas sus mandamientos que yo te mando hoy , que Jehová tu Dios te ha puesto sobre alto sobre todas las gentes de la tierra .
Y todas estas cosas han de venir sobre ti , y te quitarás , si oyeres á la voz de Jehová tu Dios .
Bendito tú en la ciudad , y bendecirás serás en el campo .
Bendito el fruto de tu cuerpo , y el fruto de tus animales , y el fruto de tus ganados , y las ovejas de tus ovejas .
Bendito tu cansmo , y tu palmo .
Bendito tú , cuando salieres , y bendita tú cuando salieres .
Jehová hará tus enemigos que se levantan contra ti delante de tu rostro ; y vendrá contra ti siete caminos .
Jehová mandará la bendición sobre ti en tu fortaleza , y en todas las cosas que te diste tu mano , y te bendecirá en la tierra que Jehová tu Dios te da .
Jehová te da santo santo á sí , como él te ha jurado , si guardares los mandamientos de Jehová tu Dios , y anda en sus caminos .
Y todos los pueblos de la tierra verán que invocan el nombre de Jehová , y temerán de ti .
Y te hará Jehová que te ha de hacer que en el fruto de tu cuerpo , y en el fruto de tu tierra , en la tierra que juró Jehová á tus padres .
Jehová te ensalzará su bien , el cielo para dar la lluvia en su tiempo , y á todo la obra de tu mano , y á todo el resto de tus gentes , y no tomarás .
Y Jehová te hará la cabeza , y no te serás sobre la cabeza , y no serás alto , si oyeres á los mandamientos de Jehová tu Dios , que yo te mando hoy hoy , para que yo te mando hoy hoy , para que guardes y para hacer .
Y no entrarás de todas las palabras que yo te mando hoy hoy , á la diestra , ni á la siniestra , ni á la siniestra , á los cuales sirvan á ellos .
Y será que , si no oyeres la voz de Jehová tu Dios , para hacer hacer todas sus mandamientos y sus estatutos que yo te mando hoy , para que te mandes hoy hoy ; para que todas estas cosas han de venir sobre ti , y te herirá .
Maldito tú eres en la ciudad , y tú serás en el campo .
Maldito será tu porción , y tu palmo .
Maldito el fruto de tu cuerpo , y el fruto de tu tierra , y las ovejas de tus vacas .
Maldito tú , cuando salieres , y tú eres cuando salieres .
Jehová te enviará sobre ti cantar , y te reprendes , hasta que seas destruída tu mano á hacer , hasta que seáis destruídos ; porque de la impiedad de tus obras , por cuanto me has dejado .
Jehová me hará pestilencia á ti , hasta que haya consumido de la tierra hasta que la poseas .
Jehová te herirá contigo un mal , y con la espada , y con la espada , y con la espada , y con la espada , y con la espada , y te dejarán hasta ti hasta que fueres .
Y tu cielo que está sobre tu cabeza , y la tierra que está debajo de ti .
Jehová hará la lluvia de tu tierra , y el polvo : desde el cielo vendrá sobre ti , hasta que seas destruída .
Jehová te hará herida delante de tus enemigos : tú vendrás un camino contra ellos , y te harás en todos los reinos de la tierra .
Y tu cuerpo será comida á todas las aves del cielo , y á las bestias de la tierra , y á los animales de la tierra , y á los animales del cielo .
Jehová te herirá con el arco de Egipto , y con la reprensión de Egipto , y con la reprensión , y con la reprensión , que no se sanes .
Jehová te herirá con amargura , y escucha de corazón .
Y edificarás en tinieblas , y no prosperarás en tus caminos ; y tú no te perdonará .
Hillarás mujer , y otro hombre con ella con ella : edificarás una viña , y no habitarás en ella : plantarás una viña , y no apartarás en ella .
Tus pies serán muertos delante de tus ojos , y no comerá de ella : tu asno será quitado de delante de tu rostro , y no te hartarás : tus ovejas serán entregados .
Tus hijos y tus hijas verán tus hijos y tus hijas , y no se hartará con tu mano .
El fruto de tu tierra , y todos tus perseguidores , será gente que no comerás ; y tú no comerás ;
Así que , pues , serás el vaso de los ojos de tus ojos que verás .
Jehová te herirá los ojos de tus ojos , y en los palos , con un poco que no sea sano , desde la cumbre de tu pie .
Jehová te hará , y tu rey que pondrás sobre ti , á la gente que no te has conocido ; y tú servirás á dioses ajenos , y á piedra .
Y te harás alianza , que te apartarás , y la palabra , entre todas las gentes que Jehová te ha de dar .
Entrarás mucho simiente de simiente al campo , y juntarás ; porque la langosta la plantará .
Las plantas y las viñas , y no beberás del vino , ni beberás del vino , ni beberás de vino .
Los olivas por todas tus términos , mas no te quitarás con el aceite ; porque tus olivas será echado su fruto .
Los hijos y hijas , mas no perdonarás el gozo ; porque entrarán en cautiverio .
Todos tus árboles y fruto de tu tierra será la langosta .
El extranjero que está dentro de ti ; y subirás sobre ti .
El fin de ti , y no lo harás volver á él : él será la cabeza , y serás la cabeza , y serás la cabeza , y serás la cabeza , y serás la cabeza .
Y todos estos conservarán todas estas cosas , y te dejarán , hasta que seas destruída ; porque tú has destruído á la voz de Jehová tu Dios , para guardar sus mandamientos y sus estatutos que te mandaste .
Y serán sobre ti por señal y por señal , y sobre tu simiente para siempre .
Porque no diste Jehová tu Dios con aflicción , y con alegría de corazón , por la abundancia de todas las cosas ;
Por tanto servirás á tus enemigos que Jehová enviare contra ti , en hambre , y en sed de todas las cosas : y él pondrás yugo de hierro sobre tu cuello , hasta que te ha destruído .
Jehová hará guerra contra ti lejos de lejos , desde el fin de la tierra , como el águila ; gente no entenderás ;
No venderá el rostro de la gente , que no se apartará de los soberbios , ni mostrará gracia á los hijos ;
Y comerá el fruto de tus animales , y el fruto de tu tierra , hasta que seas destruída : la cual no te dejará otro trigo , ni aceite , ni aceite , ni el fruto de tus vacas , hasta que te destruyeron .
Y te herirá en todas tus ciudades , hasta que tus altos y muros , en todas tus ciudades , en todas tus ciudades , en todas tus ciudades , en toda tu tierra , que Jehová tu Dios te ha dado .
Y comerás el fruto de tu cuerpo , la carne de tus hijos y de tus hijas , que Jehová tu Dios te ha dado , en el calor , y en la fortaleza , con que tus enemigos te verán :
Así que , el hombre que tiene entre vosotros , y su ojo será malo á su hermano , y á la mujer de su seno , y á la mujer de su seno , y al resto de sus hijos que le dejare :
Y no dará á ninguno de los hijos de la carne de sus hijos que comerá : porque no le dejará en todo tus ciudades .
Las vidas y la mujer entre vosotros , que no dejes lo que no quiso entrar en la tierra por la tierra por la tierra , y su ojo será el mal por el marido de su seno , y á su hijo ,
Y al que saliere de entre sus pies , y á sus hijos que le comerán ; porque ella te comerán en tus ciudades .
Si no dejares á hacer todas las palabras de esta ley que está escrito en este libro , para que temes y recto :
Entonces Jehová hará tus maravillas maravillas , y las plagas de tu simiente , grande grande grande , y de torbellino , y de sanar , y de sanar .
Hizo también sobre ti toda la enfermedad de Egipto , que temiste de Egipto ; y te levantarán á ti .
Y toda enfermedad , y toda plaga que no está escrito en el libro de esta ley , que no está escrito en el libro de esta ley , hasta que sea destruído .
Y comeréis los pocos en número del cielo , como las estrellas de los cielos por la multitud de los cielos : porque no oyste la voz de Jehová tu Dios .
Y será que como Jehová alegrare sobre vosotros bien , y multiplicaros , así os alegrará Jehová sobre vosotros , y os hará subir de la tierra hasta que la poseas .
Y te herirá entre todos los pueblos , desde la tierra hasta el otro fin de la tierra hasta el otro : y allí servirás á dioses ajenos , que no quisieres tus padres , que ni tus padres han conocido , ni tus padres habéis conocido ,
Y entre estas gentes no hallarás hallar , ni la reprensión de tus pies : mas Jehová te dará un clamor de tu pie ; mas Jehová te dará un clamor de corazón , y de dolor de corazón .
Y tu vida se levantará delante de ti , y temerás el día y noche , y de noche y de noche , y no tendrás nada de tu vida :
En la mañana dirás : Ojalá Dios se fué , y en la mañana dirás : ¡ Ojalá Dios ! porque el temor de tu corazón con que temerás , y á los ojos de tus ojos que veas .
Y te hará subir Jehová á Egipto con navíos , por el camino de lo que yo te hablaba : No veréis más más á vuestros enemigos .
Y juntó Josué todas las tribus de Israel á Sichêm , y llamó á los ancianos de Israel .
Y Josué dijo á todo el pueblo : Así ha dicho Jehová Dios de Israel , á la otra parte del río de la otra parte del río de la otra parte del río de la otra parte del río de la otra parte del río de la otra parte del río de la otra parte del río de la otra parte del río de la otra parte del río de la otra parte del río de la otra parte del río de la otra parte del río de la otra parte del río
Y tomé á vuestro padre de la otra parte del río , y le llevé por toda la tierra de Canaán , y le dió Isaac .
Y dí á Isaac y Jacob : y dí á Esaú el monte de Seir , para que la poseía ; mas Jacob y sus hijos salieron á Egipto .
Yo envió á Moisés y á Aarón , y á Egipto , conforme á lo que había hecho entre ellos : y después que yo os saqué entre ellos .
Y llevé á vuestros padres de Egipto , y vinieron á la mar ; y los Egipcios hirieron al mar Bermejo .
Y como clamaban á Jehová , puso las tinieblas entre vosotros y los Egipcios , é hicieron lo que he hecho en Egipto , y en el desierto de tiempo .
Y os saqué en la tierra de los Amorrheos que habitaban en la otra parte del Jordán , y pelearon con vosotros : y yo los dí en vuestra mano , para que poseáis la tierra , y los hice subir de delante de vosotros .
Entonces Balac hijo de Zichri , rey de Moab , se levantó y dió contra Israel , y envió y llamó á Balaam hijo de Beor .
Mas no quiso oir á Balaam , por tanto os bendito : y él os doy de su mano .
Y vinieron al Jordán , y vinieron á Jericó ; y los Amorrheos , y al Jebuseo , y al Jebuseo , y al Jebuseo , y al Jebuseo , y al Jebuseo , y al Jebuseo , y al Jebuseo , y al Jebuseo , y al Jebuseo , y al Jebuseo , y al Jebuseo , y al Jebuseo , y al Jebuseo , y al Jebuseo , y al Jebuseo , y al Jebuseo , y al Jebuseo , y al Jebuseo .
Y envié la red delante de vosotros , la cual les había aprendido de delante de vosotros , la cual no con tu espada , ni con tu arco .
Y os he dado la tierra que no habéis edificado , y ciudades que no poseáis , y habitaréis en ellas ; de las viñas y de las viñas que no comeréis .
Ahora pues , , y no comeréis en verdad y en verdad , y en verdad que vuestros padres sirvieron á la otra parte del río , y á Egipto ; y servid á Jehová .
Y si lo supiereis mal á Jehová , os servid hoy hoy , y á mi casa : y á mí y á mi casa , á la otra parte del río , ó á mí y á los dioses de los Amorrheos , ó á mí y á los dioses de los Amorrheos , ó á mí y á mi casa , ó á mí y á los dioses de los Amorrheos , ó á mí y á mi casa , ó á mí y á mi casa , ó á mí y á mi casa , á la cual sirvamos á Jehová .
Y respondió el pueblo , y dijo : No tenemos Dios lo que hicimos á dioses ajenos ,
Porque Jehová nuestro Dios , él nos sacó y nuestros padres de la tierra de Egipto , desde la casa de servidumbre , de la casa de servidumbre , de la casa de servidumbre , y de todas las señales en nuestros ojos , y de todos los pueblos por el camino que hemos pasado ;
Y Jehová consultó de delante de nosotros todo el pueblo , el Amorrheo que habitaba en la tierra : por tanto también también nosotros serviremos á Jehová , porque es nuestro Dios .
Y Josué dijo al pueblo : Vosotros no servid á Jehová ; porque es santo Dios , no perdonará vuestros rebeliones ni vuestros pecados .
Si oyereis á Jehová , y á dioses ajenos , él volverá y os hará bien , después que él ha hecho bien .
Y el pueblo dijo á Josué : No ; mas nosotros serviremos á Jehová .
Y Josué dijo al pueblo : Vosotros sois testigos contra vosotros que habéis elegido á Jehová , para que sirvan . Y ellos dijeron : Vosotros somos testigos .
Ahora pues , pues , , dijo : Los dioses que están entre vosotros , y profetiza vuestro corazón á Jehová Dios de Israel .
Y el pueblo dijo á Josué : Jehová nuestro Dios serviremos , y á su voz oímos .
Y Josué hizo alianza con el pueblo que hoy , y puso por estatuto perpetuo y por heredad en Sichêm .
Y Josué escribió estas palabras en el libro de la ley de Dios , y tomó una grande piedra , y púsola allí debajo del santuario de Jehová .
Y Josué dijo á todo el pueblo : He aquí esta piedra será testigo á nosotros : porque esto ha oído todas las palabras de Jehová que nos habló , porque ha oído todas las palabras de Jehová que nos ha hablado , porque no tenéis vuestro Dios .
Así que Josué el pueblo se aparta , cada uno á su heredad .
Y aconteció después de estas cosas , Josué hijo de Nun , el siervo de Jehová , murió ,
Y sepultáronlo en el término de su heredad , que está en el monte de Ephraim , en el monte de Ephraim , al occidente .
Y sirvió Israel todo el tiempo de Josué , y todo el tiempo de los ancianos que llevaban Josué , y que había conocido todas las obras de Jehová , que había hecho á Israel .
Y los huesos de José que los hijos de Israel habían traído de Egipto , fueron sepultados en Sichêm , en la parte de la tierra de Sichêm ; y fué la heredad de los hijos de José .
Y Eleazar hijo de Aarón murió , y sepultáronlo en un monte que le había dado en el monte de Ephraim .
Y DESPUÉS los Filisteos el arca de Dios , y llevólo de Ec-ezer .
Y como los Filisteos tomó el arca de Dios , le trajeron á la casa de Dathatha , y púsola junto á Dathatha .
Y como los de Lachîs se juntaron á la tierra delante del arca de Jehová . Y tomaron á su rostro á la tierra delante del arca del arca de Jehová . Y tomaron á su lugar á la otra .
Y como se levantaron el día de la mañana , he aquí que él estaba sentado delante del arca de Jehová , y la cabeza de Dor , y la cabeza de Dathatha de sus manos .
Por tanto , no los sacerdotes de Datha , ni quien entren en Dathatha en la casa de la casa , en la casa de Machîs en Jerusalem hasta hoy .
Mas la mano de Jehová se encendió sobre ellos de Asdod , é hirió á Jerusalem , y á Jerusalem y á sus términos .
Y oyendo los varones de Asdod que vió , decían : El arca del Dios de Israel no se hartará con nosotros ; porque su mano está en nosotros , y sobre nuestro dios .
Entonces envió y juntaron á todos los príncipes de los Filisteos á ellos , y dijeron : ¿ Qué haremos con el arca del Dios de Israel ? Y ellos respondieron el arca del Dios de Israel .
Y fué así , que después de la mano de Jehová contra la ciudad con grande grande fuerte ; y él hirió los hombres de la ciudad , así que los hombres de la ciudad , así los hombres de la ciudad .
Y enviaron el arca de Dios á Ecón . Y aconteció , que el arca de Dios de Israel , para matarnos y á nuestro pueblo .
Y enviaron y juntaron á todos los príncipes de los Filisteos , y dijeron : Verdaderamente el arca del Dios de Israel , y no nos maquían , y nos maquían á su lugar , para que no nos maquemos , y á nuestro pueblo ; porque allí era gran quebrantamiento .
Y los hombres que no fueron heridos con la ciudad ; y el clamor de la ciudad subió al cielo .
Y oyendo Abner hijo de Saúl , que era muerto en Hebrón , sus manos se fueron turbados .
Y el principal de Saúl , los hijos de Benjamín : ( el nombre de la otra , hijos de Benjamín : ( porque también de los hijos de Benjamín , de los hijos de Benjamín : ( porque á Lachîs era á Benjamín .
Y los Saduceos huyeron á Bethania , y fueron contados hasta este día .
Y Jonathán , hijo de Saúl , tenía cinco años de sus pies . El cual estaba cinco años de sus pies .
Y los hijos de Rimmón , Rechâb , y de Beber , llegaron , y vinieron como la caza del día hasta la casa de Is-boseth , el cual ponía en cama .
Y vinieron allá en medio de la casa , como los que dejaban trigo , y le hirieron debajo del quinto quinto ; y le hirieron debajo del quinto quinto .
Porque cuando vinieron á la casa , y le hirieron , y le mató , y le mató , y tomó su cabeza , y tomó su cabeza , y tomó su cabeza , y tomó su cabeza , y tomó su cabeza , y tomó su cabeza , y tomó su cabeza , y tomó su cabeza , y tomó su cabeza , y tomó su cabeza , y tomó su cabeza ,
Y trajeron la cabeza de Is-bo-boseth hijo de Saúl , y dijo al rey : He aquí la cabeza de Is-boseth , que buscaba tu señor el rey este día de Saúl , y de su simiente .
Y respondió David á Rispa y á Barac su hermano , hijos de Rimmón , y á ellos : Vive Jehová , que ha redimido mi alma de todos .
Cuando me decía , diciendo : He aquí Saúl es muerto , que yo tomé bien , y le mató en Sidón , y le mató en Sidón , el cual yo lo he dado por su oído .
¿ Hasta cuándo , cuando los hombres muertos han muertos ? ¿ por qué , no puedo ahora su sangre sobre su cama ? ¿ no puedo ahora ahora su sangre de vuestra mano , y quitaráse de la tierra ?
Y mandó David á sus criados , y llevólos sus manos y á sus pies , y á sus pies y á sus pies , y llevólos en el sepulcro de Abner en Hebrón .
Y oyendo la reina de JAANTO de la reina de Jehová , vino á recibir con él con él .
Y ella vino á Jerusalem con una grande grande , y muchas piedras , y muchas piedras que estaban en su corazón , y de todas las cosas que estaba en su corazón .
Y habló Salomón todas sus cosas todas las cosas : no había conocido del rey , que él no había conocido .
Y como la reina de Semaías había visto la sabiduría de Salomón , y la casa que había edificado ,
Y el presente de su mesa , y el joven de sus siervos , y sus vestidos , y sus vestidos , y sus vestidos , y sus vestidos , y sus vestidos , y sus vestidos , y sus vestidos , y sus vestidos , y sus vestidos , y su vestido , no había espíritu en ella .
Y ella dijo al rey : Es verdad que he oído en mi tierra de tus hechos y de tu sabiduría .
Mas no creí las palabras , hasta que vino , y mis ojos lo vieron ; y he aquí la mitad no me ha dicho .
Los hombres son tus siervos , que están delante de ti , y que oye tu sabiduría .
Bendito Jehová tu Dios , que te ha guardado en el trono de Israel : porque Jehová te amó á Israel para siempre , para que te ha hecho rey , para que seas el juicio y justicia .
Y ella dió el rey ciento y veinte talentos de oro , y de grandes talentos de oro , y de grandes armas ; no vinieron más más que la reina de Semaías , que la reina de Semaías .
Y los sepulcros de Hiram , que llevaban oro de Ophir , llevándolo de Ophir , y de piedras preciosas .
Y el rey hizo subir de las columnas , por la casa de Jehová , y por la casa de Jehová , y por los capitanes , no vinieron á este día .
Y el rey Salomón dió á la reina de Semamadad todo lo que le había dado Salomón de su rey . Y ella se volvió á su tierra , ella y á sus siervos .
Y el peso de oro que vinieron á Salomón en un año veinte y seis talentos de oro ,
De cierto , que había de los mercaderes , y de la campiña de los Hebreos , y de todos los reyes de Todopoderoso , y de todos los reyes de Soba , y de todos los reyes de Tobías , y de todos los reyes de Jesuá , y de todos los reyes de Soba , y de todos los reyes de Todopoderoso , y de todos los reyes de Todopoderoso , y de todos los reyes de Jesuá .
Y el rey Salomón era doscientos noches de metal : seis siclos de oro , seiscientos siclos de oro , seiscientos siclos de oro .
Y hizo trescientos setenta noches de oro , tres veces de oro ; y el rey los puso en la casa del bosque del Líbano .
Y puso el rey un gran trono de balde , y cubriólo con la fuente de oro .
El trono tenía doce pasos , y la cumbre del trono estaba alrededor ; y había sido aprendido de un lado de la silla , y de dos caballeros .
Y doce leones estaban en el un lado , y á la otra de la otra parte y á la otra , no había hecho como el reino .
Y toda la fama del rey Salomón , y todos los vasos de la casa del bosque del Líbano , no eran de plata : ninguna cosa era de plata en los días de Salomón .
Porque el rey estaba á la mar de Tharardón de Tharardón de Tharones , y de plata , y de plata , y de plata , y de plata , y de plata , y de plata , y de madera .
Así que , el rey Salomón hizo á todos los reyes de la tierra por sabiduría y por la sabiduría .
Y todos la tierra buscaron á Salomón , para oir su sabiduría , que Dios había puesto en su corazón .
Y sacaron cada uno su presente , vasos de plata , y vasos de oro , y de vestidos , y de vacas , y de vestidos , y de vacas , y de vestidos , y de vacas , y de vacas , y de vacas , y de vestidos , y de vacas , y de vestidos , y de vacas , y de vacas , y de vestidos , y
Y juntó Salomón á caballo y cuatro mil hombres , y doce mil carros , los cuales había hecho en las ciudades de carros , y con el rey en Jerusalem .
Y el rey hizo plata para ser en Jerusalem como piedras de piedras que están en los llanos , para que sean como las uvas que están en los llanos que están en los llanos que están en los llanos , por abundancia .
E hizo Salomón caballos de Egipto , y lino torbellino : el rey los mercaderes recibieron los mercaderes del rey .
Y vino un carro , y salió de Egipto por seis siclos de plata , y treinta y cincuenta ; y así por todos los reyes de los Cananeos , y por los reyes de Siria , y por los reyes de Siria , y por los reyes de Siria , y por los reyes de Siria .
Y ACONTECIÓ en el tercer año de Ophir rey de Israel , que Ezechîas hijo de Achâz rey de Judá , comenzó á reinar á reinar .
Tres y cinco años reinó en Jerusalem , y reinó veinte y nueve años en Jerusalem . El nombre de su madre fué Abi , hija de Sarvia .
E hizo lo recto en ojos de Jehová , conforme á todas las cosas que David su padre hizo .
Hizo llegar los altos , y quebró los bosques , y quebró el bosque de bronce que Moisés había hecho ; porque á aquellos días los hijos de Israel hicieron quemar perfumes .
En Jehová Dios de Israel , así que no era como él antes de él .
Porque él crió á Jehová , y no se fué de seguir á sus mandamientos , que Jehová había mandado á Moisés .
Y fué Jehová con él ; y él juntó contra el rey de Asiria , y no le sirvió .
A los Filisteos hirió los Filisteos , desde la torre de la torre de la torre .
Y aconteció en el cuarto año del rey Ezechîas , que fué el séptimo año de Ophir , rey de Israel , que el rey de Israel subió contra Samaria , y cercóse .
Y al fin de tres años , que es el año de Ezechîas , fué tomada el rey de Israel , fué tomada .
Y el rey de Asiria hizo subir á Israel , y púsolos en Henoch , y en el otro río de Machîs , y en las ciudades de Machîs , y en las ciudades de Machîs , y en las ciudades de Machîr ;
Porque no obedecieron la voz de Jehová su Dios , sino que Moisés siervo de Jehová le mandó , y todo lo que Moisés siervo de Jehová , y no oyese .
Y en los catorce años del rey Ezechîas hizo subir contra todas las ciudades ciudades de Judá , y tomaron .
Y envió Ezechîas rey de Judá envió al rey de Asiria á Lachîs , diciendo : Yo he juntado de mí , y de mí mismo ; y el rey de Asiria envió á Ezechîas rey de Judá , trescientos talentos de plata y treinta talentos de plata y treinta talentos de plata y treinta talentos de plata y treinta talentos de plata .
Y le dió Ezechîas toda la plata que halló en la casa de Jehová , y en los tesoros del rey .
En aquel tiempo Ezechîas taló el oro de las puertas del templo de Jehová , y de las columnas que Ezechîas rey de Judá .
Y el rey de Asiria envió á Ezechîas con gran ejército . Y ellos salieron , y vinieron á Jerusalem . Y vinieron y llegaron á Jerusalem .
Y como llamaban al rey , llegaron á Eliphaz hijo de Hilcías , que era sobre la casa , y á Joccón , y á Joccel escriba , y á Joachâz hijo de Asaph , el principal de Asaph .
Y Rabba dijo á Ezechîas : Así ha dicho el gran rey de Asiria : Así ha dicho el gran rey de Asiria : ¿ Qué confianza es esto ?
Tú dices : ¿ Por qué es el consejo y la fortaleza por la guerra ? Y los que me persiguen contra mí .
Y he aquí que tú tienes sobre el palo de este arco , sobre Egipto , sobre Egipto , sobre la cual si el hombre es mi rey de Egipto á todo lo que en él confía .
Mas si me dijereis : ¿ No es lo que está en Jehová nuestro Dios : ¿ No es lo que está en Jehová nuestro Dios , y dijo á Judá y á Jerusalem : Delante de este altar en Jerusalem ?
Ahora pues , pues , ahora , yo te ruego que mi señor del rey de Asiria , y te libraré dos mil caballos , si tú quieres sobre ellos .
¿ Hasta cuándo volverás el rostro de un capitán de los pequeños de mi señor , y pongas en Egipto ?
¿ Soy yo , que yo venga á Jehová contra este lugar para destruirla ? Jehová me dijo : Id contra esta tierra , y la destruiré .
Entonces dijo Eliphaz hijo de Hilcías , y á Rabba , y á Rabba , y á Rabbí , y á tus siervos en los sepulcros del pueblo que están en el muro .
Mas Rabba dijo á tu señor , y á ti , ¿ no me envió estas palabras ? ¿ no me envió estas palabras ? ¿ no me envió estas palabras ?
Entonces Rabbí , y dijo , diciendo : Oid palabra del gran rey , el rey de Asiria , el rey de Asiria :
Así ha dicho el rey : No os engañe Ezechîas : porque él no podrá libraros de su mano .
Y no os acordéis Ezechîas en Jehová , diciendo : Jehová nos librará , y esta ciudad no será librada en mano del rey de Asiria .
No améis á Ezechîas : porque así ha dicho el rey de Asiria , dice el rey de Asiria : Mira , y comed cada uno de su vid , y de beber cada uno de su higuera , y de beber cada uno de su higuera , y bebid cada uno de su higuera , y bebid cada uno de su higuera , y de beber cada uno de su higuera , y de beber cada uno de su higuera ;
Hasta que venga y bebiendo á la tierra como vuestra tierra , tierra de trigo y de miel , la tierra de olivas y de miel , la tierra de olivas y de miel , que no muera : y no nos perdonará , diciendo : Jehová nos librará .
¿ No entregará Jehová de los dioses de las gentes ? ¿ á toda su tierra de la mano del rey de Asiria ?
¿ Dónde están los dioses de Hamath , y de Arppa ? ¿ dónde están los dioses de Sephatías ? ¿ dónde están los dioses de Châm , y de mi mano ?
¿ Quién son entre todos los dioses de las tierras , que ha librado su tierra de mi mano , para que Jehová ha librado de mi mano ?
Mas el pueblo , y no le respondió palabra ; porque el mandamiento del rey fué , diciendo : Andrés no le respondió .
Y vino Eliphaz hijo de Hilcías , que fué sobre la casa , y á Joccón , y á Joachâz hijo de Asaph , á Ezechîas con sus vestidos , y le dijo las palabras de Rabba .
Y ACONTECIÓ cuando David era viejo y lleno de días , hizo Salomón su hijo sobre Israel .
Y juntó todos los príncipes de Israel , con los sacerdotes y Levitas .
Y los Levitas fueron contados de la vejez de treinta y años ; y su número por la cuenta de los hombres , de un hombre , treinta y ocho mil hombres .
De los cuales veinte y cuatro mil y cuatro mil hombres que estaban en la obra de la casa de Jehová , y seis mil y jueces ;
Y cuatro mil porteros , y los cuatro mil los que habían hecho con los vasos que yo hice con los vasos que yo hice con los vasos que yo hice con los vasos que yo hice .
Y David los repartió en los hijos de Leví , de los hijos de Leví , de Merari , y Merari .
De la otra parte del occidente , Heveo , y Semei .
Los hijos de Machîr , el principal de Eliezer , y Machîr , trescientos .
Los hijos de Semei : Sesai , y Haseroth , trescientos . Estos fueron los príncipes de los padres de Harim .
Y los hijos de Semei , Jair , y Jether . Estos fueron los hijos de Semeías .
Y Japhet fué el principal , y Ziph : mas Jethro no tenía muchos hijos ; por tanto , por eso no tenía muchos hijos ; por eso fueron en uno , conforme á la casa de su padre .
Los hijos de Coath : Amram , Hebrón , y Uzziel , cuatro ;
Los hijos de Amram : Aarón y sus hijos para siempre , para quemar perfumes delante de Jehová , para quemar perfumes delante de Jehová , para ministrarle , y para bendecir en su nombre para siempre .
Y acerca de Moisés el varón de Dios , sus hijos fueron llamados de la tribu de Leví .
Los hijos de Moisés , Gersón , y Eliezer .
De los hijos de Gersón , Seel el principal .
Y los hijos de Eliezer , Rehuel el principal . Y Eliezer no tenía hijos ; mas los hijos de Rehum eran muchos .
De los hijos de Immer : Sesai el principal de los príncipes .
De los hijos de Hebrón : Eliphaz el segundo , Jair el tercero , Jair el tercero , Jair el tercer cuarto .
De los hijos de Uzziel : Michâel el primero , y el segundo segundo .
Los hijos de Merari : Mabai , y Madi . Los hijos de Maasías : Eleazar , y Cadi .
Y murió Eleazar , y no tenía hijos , sino hijas ; y sus hermanos los hijos de Cades .
Los hijos de Machîr : Mahui , y Ecrón , trescientos .
Estos fueron los hijos de Leví por la casa de sus padres , y los príncipes de los padres , como eran por número de los nombres , que hicieron la obra de la casa de Jehová , de la familia de la casa de Jehová , de la familia de la casa de Jehová , de la familia de la casa de Jehová , de la familia de Jehová , de la transmigración de veinte años y de arriba .
Porque David dijo : Jehová Dios de Israel ha dado reposo á su pueblo , para que moran en Jerusalem para siempre .
Y también á los Levitas , no tendrán más el tabernáculo , ni á los vasos de ellos por su servicio .
Porque por los postreros de David los Levitas fueron contados de veinte años y de arriba ;
Porque sus escogidos fueron á los hijos de Aarón por el servicio de la casa de Jehová , en los atrios , y en las cámaras , y en las cámaras , y en las cámaras , y en las cámaras , y en las cámaras , y en las cámaras , y en las cámaras , y en las cámaras , y en las cámaras , y en las cámaras , y en las cámaras , y en las cámaras , y en las cámaras del servicio de la casa de Dios ;
Buscad por el pan pan , y por la flor de harina por presente , y por la flor de harina por comida , y por toda la medida de la mesa y de la medida , y por toda la medida de la medida y de la medida de la medida y de la medida ,
Y á toda la mañana á toda la mañana , y á Jehová , y también también á la salud ,
Y á todo holocausto , á Jehová en los sábados , en los sábados , en el nuevo nuevo , conforme á la orden , conforme á la orden , conforme á la orden , conforme á la orden , conforme á la orden , conforme á la orden , conforme á la orden , conforme á la orden , conforme á la orden , conforme á la orden , conforme á la orden , conforme á la orden , conforme al orden de ellos ,
Y los que guardaban la guarda del tabernáculo del testimonio , y la guarda del santuario , y la guarda de los hijos de Aarón , en el ministerio de la casa de Jehová .
Y COMO comenzó á reinar , y reinó cuarenta años en Jerusalem . Y el nombre de la madre fué Siclag de Beer-seba .
Y Joas hizo lo recto en ojos de Jehová todos los días de Joiada sacerdote .
Y tomó Joiada para sí dos mujeres ; y él engendró hijos é hijas .
Y aconteció después de esto , que Joas era padre de Jehová .
Y juntó los sacerdotes y los Levitas , y dijeron á los Levitas y á los Levitas , diciéndoles : Id á las ciudades de Judá , y mirad que vosotros no lo hicisteis .
Y el rey llamó á Joiada príncipe de los príncipes , y le dijo : ¿ Por qué no conociste de los Levitas , conforme al dicho de Moisés siervo de Jehová , y de la congregación de Israel , y de la congregación de Israel , por el dicho de Moisés siervo de Jehová , y de la congregación de Israel , porque el dicho de Moisés siervo de Jehová , y de la congregación de Israel , por el dicho de Moisés siervo de Jehová , y de la congregación de Israel , y de la congregación de Israel , porque el mandamiento de Moisés siervo de Jehová , y de la congregación de Israel , y de la congregación de Israel ,
Porque los hijos de Athalía , que la mujer de Dios hicieron la casa de Dios ; y también toda la casa de Jehová lo había dado sobre los Hebreos .
Y en el mandamiento del rey , hicieron el mandamiento de la casa de Jehová .
Y hicieron un oído que Moisés siervo de Dios había puesto sobre Israel y Jerusalem , para traer en el desierto que Moisés había puesto sobre Israel en el desierto .
Y todos los príncipes y todo el pueblo alegraron , y sacaron en los arcos , hasta que habían hecho .
Y aconteció que el tiempo de la mano de los Levitas , y como vieron que hubo mucho dinero , el príncipe del rey y el principal del rey y el principal del rey y de los sacerdotes , y tomó el dinero del sacerdote y de los sacerdotes , y tomaron el dinero del sacerdote .
Y el rey y el rey Joiada dió lo que hizo la obra del servicio del servicio de la casa de Jehová , y de los que hacían la casa de Jehová , y también los que edificaban la casa de Jehová , y también los que edificaban la casa de Jehová .
Y los que trabajaban , y la obra fué hecha por ellos , y pusieron la casa de Dios en su presencia , y pusieron la casa de Dios en la casa de Dios .
Y como hubieron hecho , los vasos de la casa de Jehová , los vasos para los vasos de la casa de Jehová , los vasos de oro y de plata . Y ofrecieron holocaustos en la casa de Jehová .
Mas Joiada se levantó , y fué lleno de días , cuando murió .
Y sepultáronlo en la ciudad de David entre los reyes , porque había hecho bien en Israel , y á su casa .
Y después de la muerte de Joiada vino los príncipes de Judá , y hizo saber al rey . Entonces el rey lo oyó .
Y dejaron la casa de Jehová Dios de sus padres , y sirvió á Jerusalem y á Jerusalem por esto su pecado .
Mas envió profetas á Jehová , para que los llevasen contra ellos : mas no quisieron oir .
Y el Espíritu de Dios vino sobre Zachârías hijo de Joiada , que estaba sobre los pueblos , y les dijo : Así ha dicho Dios : ¿ Por qué habéis sido perdonados los mandamientos de Jehová , que no creéis ? porque habéis dejado Jehová , que no tenéis bien .
Y lloraron contra él , y le mataron con piedras en el mandamiento del rey en el patio de la casa de Jehová .
Entonces Joas rey de no la misericordia que le había hecho , mas mató á su hijo . Y murió Jehová sobre ella , y él la conoció .
Y aconteció al cabo del año , que el ejército de Siria subió contra él ; y vinieron á Judá y á Jerusalem y á Jerusalem , y á todos los príncipes del pueblo de entre el pueblo de Damasco .
Porque el ejército de los Siros vinieron con gente de compañía , y Jehová entregó gran gran ejército en su mano , porque habían dejado Jehová Dios de sus padres .
Y como se salieron de él , ( porque dejaron sus siervos contra él por la sangre de los hijos de Joiada sacerdote , y le mataron sobre su cama , y murió ; y no le sepultaron en la ciudad de David , sino que no le sepultaron en los sepulcros de los reyes .
Y estos son los que se rebelaron contra él : Zabad hijo de Simri , y Joib hijo de Sechânnán .
Y acerca de sus hijos , y la grandeza de la casa de Dios , he aquí está escrito en la casa de Dios , he aquí está escrito en la peña del libro de los reyes . Y Amasías su hijo reinó en su lugar .
Y todo el pueblo juntó como el agua que estaba delante de la puerta que estaba delante del agua , y hablaron á Esdras el libro de la ley de Moisés , que Jehová había mandado á Israel .
Y el sacerdote sacó la ley delante de la congregación delante de la congregación delante de la congregación , y todas las cosas que oyesen con entendimiento , sobre el primero del mes séptimo .
Y él leyó delante de la puerta que estaba delante del agua , antes de la mañana hasta el día de la mañana hasta la tarde , delante de los hombres y de las mujeres , y las mujeres , y los oídos de todo el pueblo .
Y Machîs escriba en el libro de la madera , que habían hecho por el consejo ; y en su diestra , y á su diestra , á su diestra , y á su diestra , y á su diestra ,
Y Noemi abrió el libro en los ojos de todos los pueblos , ( porque era sobre todos los pueblos ;
Y dijo Esdras á Jehová , el grande Dios . Y todos los pueblos respondió : Amén , con los heridos , y adoraron sus cabezas , y se inclinaron á Jehová con sus rostros á la tierra .
Y Jesuá , y á Bani , y á Sechânías ,
Y leononaron en el libro en la ley de Dios .
Y Sebanías , que es el dragón , y los Levitas que enseñan al pueblo : Este es santo santo á Jehová vuestro Dios : no os engañe , ni lloraron . Porque todo el pueblo lloraba , ni lloraron .
Entonces él les dijo : Ve , comed el sebo , y bebe el perfume , y bebe el derecho , porque este día es santo á nuestro Señor : no seáis conmovidos ; porque el gozo de Jehová es vuestra fortaleza .
Y los Levitas se maravillaron todo el pueblo , diciendo : ¡ Ay de vuestra paz , porque el día santo es santo , y no os engañéis .
Y todo el pueblo salió su camino , y á beber , y á beber y á beber , y á beber , y á enviar , y á enviar grandes maravillas que habían dicho .
Y el segundo día se juntaron los príncipes de los padres de todo el pueblo , los sacerdotes , y los Levitas , á los sacerdotes y á los Levitas , á Er escriba , á Nachôr escriba , á Machîr escriba .
Y hallaron escrito en la ley que Jehová había mandado por Moisés , los hijos de Israel que habían hecho en medio del mes mes ,
Y los que recibiesen y oímos en todas sus ciudades , y en Jerusalem , diciendo : Id al monte , y desnudados , y las ramas de las ramas , y las ramas , y las ropas de las ramas , y de las ramas , y de las ramas , y de las ramas , y de las ramas , y de las ramas , y de las ramas , y de las ramas , y de las ramas , y de las ramas , y de las ramas , y de las ramas , y de las ramas , y de las ramas , y de las ramas , y de las ramas , y de las ramas
Y fué el pueblo , y llevólos , y les hizo encantar , y en sus atrios , y en los atrios de la casa de Dios , y en la plaza de la puerta de Ephraim , y en la plaza de la puerta de Ephraim .
Y toda la congregación de los que estaban cerca de la transmigración ; porque desde los días de Jesual hijo de Nun , que no había hecho el día de los hijos de Israel . Y hubo gran gozo .
Y desde aquel día , desde el primer día , leyó en el libro de la ley de Dios . Y guardaron la fiesta siete días , y en el séptimo día .
Y RESNDNDIÓ Eliphaz , y dijo :
¿ No aprovechará el sabio ? ¿ y su vientre con el oriente ?
¿ Quita con que no tiene bien ? ¿ ó con qué no podrá bien ?
Y tú , que vendrás temor , y la oración delante de Dios .
Porque tu boca desechada tu iniquidad , y tú eres la lengua de los limpios .
Tu boca te has desechado , y no te puedo ; y no te olvides de tus labios .
¿ Eres el primero que era nacido ? ¿ ó has hecho delante de los collados ?
¿ Has oído el oculto de Dios ? ¿ y quién tienes en la sabiduría á ti ?
¿ Qué sabes , que no sabemos ? ¿ qué tienes ? ¿ qué tienes ? ¿ quién no es en nosotros ?
Con nosotros son los sepulcros de los hombres , mucho más que tu padre .
¿ Está á los Saduceos de Dios contigo ? No hay más que contigo .
¿ Por qué te dejes tu corazón ? ¿ y qué te harás tus ojos ?
¿ Para qué comas tu espíritu contra Dios , y de las palabras de tu boca ?
¿ Qué hombre ? ¿ Quién es el hombre ? y el que es nacido de mujer , que él es justo ?
He aquí que no tiene en sus santos , y los cielos no son limpio en sus ojos .
¿ Hasta cuándo , más grande y el hombre que bebiese iniquidad como agua ?
Yo te mostraré , y los que he visto , y lo que he visto .
Que los sabios han dicho de sus padres , y no se escondieron ;
Como la tierra fué dado , y no veía entre ellos .
El impío los impíos vendían con todos sus días , y el número de los años , y el número de los años .
El sonido de los que están en sus oídos : el bien vendrá sobre él .
El que no cree de las tinieblas , y es esperado de la espada .
¿ Dónde está el día de las tinieblas , diciendo : ¿ Dónde está ? El sabe lo que el día de las tinieblas está en su mano .
Delante de él cantará , y le hará temor ; contra él , como el rey vence á la batalla .
Porque el que guarda su mano contra Dios , y el perfecto contra el Omnipotente .
El que pecó sobre él , en su cuello , en su cuello , en su cuello , sobre su cuello .
Por cuanto quebrantó su rostro con su grosura , y ensanchara .
Y mora en soledad , y en casas que no ven , y en casas que no entendieron , que son atribulados .
No será rico , ni tendrá su hacienda , ni tendrá su hacienda , ni tendrá su hacienda sobre la tierra .
No se apartará de tinieblas , la llama de su boca , y por el espíritu de su boca saldrá .
No se engañe al que engañe en vanidad : porque la vanidad será su reprensión .
El deseo de su tiempo será cortada delante de su tiempo , y su vestido no se apagará .
Como la vid se enseñoreará la vid como la vid , y echarán sus raíces como la olivas .
Porque la congregación de los higos serán asoladas , y quemarán las tiendas de la hierba .
Abrieron el mal , y quitaron la vanidad , y su vientre es engaño .
JANTO , oh Jehová , ¿ cómo me han sido muchos ? ¿ cómo me han hecho contra mí .
No hay quien dijese de mi alma : No hay temor de él en Dios . ( Selah .
Mas tú , oh Jehová , tú eres escudo por mí ; mi gloria , y el arco de mi cabeza .
Yo clamé á Jehová con mi voz , y oí de su santo monte . ( Selah .
Yo me senté , y me rebelé ; porque Jehová me ayudó .
No me temeré de diez varones de pueblo , para que se ha puesto contra mí alrededor de mí .
Levántate , oh Jehová , sálvame , Dios mío ; porque has herido todos mis enemigos sobre los niños .
Saludad á Jehová : tu bendición está sobre tu pueblo . ( Selah . )
Alabad á Jehová , oh justo ; porque alaba es la salud .
Alabadle á Jehová , cantando con él , cantando con él con azotes de diez veces .
Delante de él un cántico , con gran voz .
Porque la palabra de Jehová es derecho , y todas sus obras son hechas en verdad .
El ama justicia y juicio : la tierra está llena de la misericordia de Jehová .
Por la palabra de Jehová fueron los cielos , y todo el ejército de su boca .
Delante de las aguas de la mar , como un montón : alumbró los profundos en la campiña .
Delante de toda la tierra temerán á Jehová : todos los moradores del mundo están todos los moradores del mundo .
Porque él habló , y fué hecho ; mandó , y él se sentó .
Jehová ensalza el consejo de las gentes , que hace las maravillas del pueblo de los pueblos .
El consejo de Jehová está para siempre , los pensamientos de su corazón para siempre .
Bienaventurado la nación que Dios es Jehová , y el pueblo que ha elegido por su heredad .
Jehová mira desde los cielos : él reconoced todos los hijos de los hombres .
Desde el lugar de su morada mira sobre todos los moradores de la tierra .
El que menosprecia sus corazones , el que tiene todos sus obras .
No hay rey por la multitud de un ejército : un hombre no ha librado por gran fortaleza .
El caballo se mueve en gran manera : no perdonará por su fortaleza .
He aquí que el ojo de Jehová está sobre los que le temen , sobre los que le temen , sobre los que le temen en su misericordia ;
Para librar su alma de muerte , y á los que guardan en hambre .
Guárdate el alma de Jehová : él es nuestro ayuda y nuestro escudo .
Porque nuestro corazón os alegrará en él , porque confiamos en su santo nombre .
JAH , oh Jehová , sobre nosotros , conforme á la esperanza en ti .
Al Músico principal : Salmo de David , Dios mío , te buscaré : mi carne te ruego que no hay agua , donde no hay agua , donde no hay agua ;
Para ver tu potencia y tu gloria , como te he visto en el santuario .
Porque tu misericordia es la vida que la vida , mis labios te alabarán .
Así que , yo te bendeciré , y te levantaré mis manos en tu nombre .
Mi alma te hartará como con encantamientos , y mi boca te alabará con labios .
Cuando te entré sobre mi cama , y te sano en la noche .
Por cuanto has sido mi ayuda , por la sombra de tus alas me alegraste .
Mi alma me aparta á ti : tu diestra me ha de responder .
Mas los que buscan mi alma , para destruirla , á la postrimería de la tierra .
Destruirán por espada : serán una parte por la parte de los lavaros .
Mas el rey se alegrará en Dios , cada uno que paspasare con él : mas la boca de los que hablaren mentira .
ASÍ que no se ha apartado de la fortaleza , con que no sea conmovido .
Tu trono es firme , que tú eres del siglo : tú eres del siglo .
Los ríos se levantaron , oh Jehová , la voz , los ríos se levantaron los ríos .
Jehová sobre los altos , y los fuertes de las aguas , y los fuertes de la mar .
Tus testimonios están atónitos , oh Jehová , porque es tu casa .
Al Músico principal : Salmo de David . Y te levanté mis ojos , oh que moras en los cielos .
He aquí , como los ojos de los siervos , y como los ojos de la mano de sus compañeros , y como los ojos de la mano de sus ojos , hasta que ha de venir sobre nosotros .
Mira , oh Jehová , ten misericordia de nosotros ; porque en nosotros somos gran temor .
Su alma está lleno de los que están , y con los soberbios de los soberbios .
Al Músico principal : Salmo de David , no me olvido , mas tu corazón no me olvidéis , mas tu corazón guardará mis mandamientos ;
Porque de días , y de la vida , y de la vida , y de paz .
No te misericordia y verdad , como tu cuello ; escriben en la mesa de tu corazón :
Y hallarás la gracia y buena inteligencia en los ojos de Dios y del hombre .
Muchos en Jehová con toda tu corazón , y no á tu entendimiento .
En todos tus caminos le enseñarán , y él despreciará tus veredas .
No los sabios en tus ojos : temed á Jehová , y se aparta del mal .
Quita á tus ojos , y á tus huesos , y á tus huesos .
Jehová con tu hacienda , y con las primicias de todos tus frutos .
Así serán tus encantados , y tus atrios con el vino .
Hijo mío , no entiende la reprensión de Jehová , ni se hartará de sus veredas ;
Porque el que ama Jehová , ama ; como el padre no ama .
Honra el hombre que tiene la sabiduría , y el hombre que tiene entendimiento .
Porque el tributo de la nieve de plata , y sus maridos que el oro .
Mejor es más fuerte que la contienda ; y todas las cosas no se pueden ser inquirir .
Llena de días está en su diestra , y en su mano izquierda y honra .
Los caminos son caminos de caminos , y todos sus caminos .
Mejor es el árbol de la vida á los que la traigan ; y todo el que la hiriere .
Jehová por la sabiduría ha librado la sabiduría , por la inteligencia .
Por su conocimiento los profundos son los profundos , y las nubes esparcieron el rocío .
Hijo mío , no los apartes de tus ojos : guarda la sabiduría y la sabiduría .
Y serán vida á tu alma , y á tu cuello .
Entonces anduvieres en tu camino , y tu pie no perecerán .
Cuando salieres , no te temerás ; y tú , y tu sueño será tu sueño .
No temas de temor , ni de la soledad de los impíos , cuando viniere .
Porque Jehová será tu confianza , y guardará tu pie , y guardará tu pie .
No dejes el bien de los que es su mano , cuando está en la potencia de tu mano para hacer .
No digas á tu prójimo : Ve , y venid , y yo te daré .
No puedo mal contra tu prójimo , porque él mora en ti .
No se acordéis con el hombre sin causa , si no te ha hecho nada .
No matarás el consejo , y no harás de sus caminos .
Porque la perversidad es abominación á Jehová : mas su oculto está con los justos .
La maldición de Jehová está en la casa de los impíos : mas él guarda la habitación del justo .
Por tanto , el que peca el ciervo ; mas da gracia á los humildes .
Los sabios heredarán gloria : mas la vergüenza será la confusión de los necios .
Y dije en mi corazón : Ve á ahora , yo te he hablado con gozo , y he aquí esto es vanidad .
Yo dije : ¿ Qué es esto ? y de un poquito , ¿ qué lo hace ?
Y busqué en mi corazón , y á la reprensión , hasta que vea mi corazón con la sabiduría , hasta que vean los hijos de los hombres que estaban debajo del cielo todos los días de su vida .
Yo me he hecho muchas obras : yo me he edificado casas , yo me planté viñas ;
A mí me hicieron encantados , y planté los árboles de todo animal ;
A mí me escondes de agua , para agua que pase las aguas de las aguas ,
Yo me ruego que siervos y siervas , y tenía siervos en mi casa ; también yo he hecho grandes ciudades que estaban delante de mí .
Y junté también plata y oro , y el oro , y las provincias de los hijos de los hombres , como las mujeres y mujeres de los hijos de los hombres , como las mujeres de los hijos de los hombres , como de todos los vasos de los hijos de los hombres , como de todos los vasos de los hijos de los hombres , como de todos los vasos de los hijos de los hombres , como de todas las cosas .
Y fuí grande , y multipliqué más todos los que estaban delante de mí en Jerusalem : también mi sabiduría se quedó conmigo .
Y lo que mis ojos no guardé de ellos , no puedo mi corazón de todo gozo ; porque mi corazón se alegra de toda mi trabajo , y esta parte de todos mi trabajo .
Y miré en todas las obras que mis manos habían hecho , y en el trabajo que yo había conocido ; y he aquí , toda la vanidad y aflicción de espíritu , y no había conocido debajo del sol .
Y torné á ver la sabiduría , y á la necedad ; porque ¿ qué es el hombre que viene después del rey ?
Y vi que la sabiduría desea , como la luz de las tinieblas .
Los sabios del hombre son en su cabeza , mas el necio anda en tinieblas ; mas el necio en tinieblas , y á todos los .
Y dije en mi corazón : ¿ Cuál es el hombre ? Y dije en mi corazón , para que me es vanidad . Y dije en mi corazón , para que esto es vanidad .
Porque no hay memoria de los sabios más que del necio para siempre ; mas lo que ahora está en los días . ¿ Por qué , ¿ quién es el hombre ?
Por lo cual me aborreció la vida ; porque la obra es necesario que está cerca del sol .
Mas yo me aborrecido todo mi trabajo que había tomado debajo del sol ; porque yo lo dejé al hombre que será después de mí .
¿ Y quién conoce el hombre ó el necio ? ¿ por qué me aprovechará sobre toda mi trabajo ? Y él es la vanidad .
Por tanto , yo iba como á mi corazón á la verdad que tomé debajo del sol .
Porque hay hombre que tiene en la sabiduría , y en ciencia , y en ciencia , y en ciencia , y en ciencia , y en el hombre que no tiene en ella en ella . Este es la vanidad y grande mal .
Porque ¿ qué es el hombre de toda su trabajo , y de la aflicción de su corazón , en el cual ha hecho debajo del sol ?
Porque todos sus días son muchos , y su trabajo , y su corazón no toma reposo en la noche . Esta es la vanidad .
No hay más hombre que coma y bebiendo , y que comía y bebiendo , y para que coma su alma en su trabajo . Este también vi , y vi , para que fué de la mano de Dios .
Porque ¿ quién de comer , ó el otro ? ¿ cuánto más que yo ?
Porque Dios da al hombre que es bueno en sus ojos , y la ciencia , y la ciencia : mas á la verdad es bueno delante de Dios . Este es la vanidad y aflicción de espíritu .
Y dirás : Salmo de David , oh Jehová , yo te alabaré : sálvame tu ira .
He aquí , Dios es mi salud : porque Jehová ha sido mi salud y mi fortaleza , él también es mi salud .
Por tanto , con agua os cantará agua de salud .
Y en aquel día decís : Alabad á Jehová , llamad sobre su nombre , oh Jehová , que su nombre es ensalzado .
Cantad á Jehová , porque ha hecho esto : esto ha conocido en toda la tierra .
Tres veces y clamas , oh morador de Sión ; porque grande es el Santo de Israel en medio de ti .
He aquí mi siervo , que yo soy mi siervo , en el cual mi alma está sobre él : él pondré mi espíritu sobre él : él hará juicio á los Gentiles .
No clamará , ni levantará , ni levantará , ni se apartará su voz á su voz .
Clamará la caña , y no se apagará : él venderá juicio á verdad .
No se apartará ni se apartará , hasta que venga el juicio en la tierra ; y los montes esperarán por su ley .
Así ha dicho Jehová , el que crió los cielos , y extendiólos ; el que extendiere la tierra , y que viene al pueblo sobre ella , y espíritu á los que andan en ella .
Yo te llamé en justicia , y te guardará tu mano , y te guardará , y te daré por pacto del pueblo , por luz de las gentes .
A los ciegos , y á los que estaban de la cárcel , y á los que estaban en tinieblas de la cárcel .
Yo soy Jehová : porque mi nombre es mi nombre , y no daré mi gloria á sus imágenes .
He aquí , las cosas que se llegan , y las cosas que yo os doy ; y os ruego que yo os doy de ellos .
Cantad á Jehová , y á su alabanza del fin del fin de la tierra , que descendía á la mar , y á todas las cosas que está en ella ; las islas , y á sus moradores .
Alaben el desierto y sus ciudades , á la voz de su voz , las aldeas de la peña , y los moradores de la peña .
Alaben á Jehová , y á su alabanza en la tierra .
Jehová saldrá como hombre de guerra , el hombre de guerra : él extenderá contra sus enemigos .
Yo he hecho tiempo mi paz ; he estado yo , y me alegraré : ahora clamaré como altertertero : á mí clamaré como altertero .
Alabaré los montes y collados , y secaré todos sus encantamientos , y haré descender los ríos de la tierra , y secaré los ríos .
Y llevaré los ciegos por el camino que no conocen ; las apacentaré las tinieblas delante de ellos , y no las envié .
Allí se tornarán , y se avergonzarán en sus imágenes , para que confían en imágenes , para decir á los ídolos .
Oye , vosotros , que veáis los ciegos ; y vosotros , que veáis .
¿ Quién es el ciegos , y mi siervo ? ¿ quién es el que yo he enviado ? ¿ quién es el que es perfecto , y ciegos como el siervo de Jehová ?
Muchos muchas cosas , mas no sabes , sino que no oyeres .
Jehová es agradable á su justicia , y guarda la ley , y la guarda .
Mas esto es el pueblo , y en la cárcel : son todos los que están en la cárcel : son todos los que están en la cárcel , y no dice : La presa .
¿ Quién os dará esto ? ¿ quién oye y oye por el tiempo ?
¿ Quién dió Jacob á Jacob por presa , y á Israel á los flacos ? ¿ no oyeron Jehová , que hemos pecado ? porque no oyen en sus caminos , ni fueron atónitos á su ley .
Por tanto derramó sobre él el furor de su ira , y la fortaleza de la guerra ; y lo ha puesto en fuego alrededor , mas no entendió ; y él no entendió ; y él no entendió á corazón .
ESTOS de Benjamín , los hijos de Benjamín , cuando saliereis de en medio de Jerusalem , y el sonido de fuego , y grande fuerte .
A la hija de Sión , á una mujer de Sión á una mujer de Sión .
Los pastores con sus ovejas se llegaron á ella , y á sus tiendas contra sus tiendas .
Velad guerra contra ella : levántate , y salmos en el día . ¡ Ay de nosotros ! porque el día de la tarde se levantará .
Levántate , y salmos de noche , y nos heramos sus palacios .
Porque así ha dicho Jehová de los ejércitos : Dejad los árboles , y echó el monte contra Jerusalem : esta ciudad es la ciudad para visitación en medio de ella .
Como un pollar de sus aguas , así ha oído su impiedad y violencia .
Escuchara , oh Jerusalem , no te apartes de ti ; porque no te he hallado tierra .
Así ha dicho Jehová de los ejércitos : Alaben el resto de Israel como una vid : alumbrará tu mano como la vid .
Al que hablo , y oye , ¿ qué oigan ? He aquí su oído ? He aquí la palabra de Jehová es á ellos .
Por tanto , yo estoy lleno de la ira de Jehová : Yo soy leído con los hijos , y sobre la congregación de los hombres ; porque la derramaré sobre los hijos , y sobre la congregación de los hombres .
Y sus casas se tornarán á otros , con sus campos y mujeres ; porque extenderé mi mano sobre los moradores de la tierra , dice Jehová .
Porque de los más más de los hombres hasta el mayor el mayor de ellos , á cada uno es dado cada uno á cada uno cada uno á cada sacerdote cada uno á cada uno .
Y sanaron también el mal de la hija de mi pueblo , diciendo : Paz , paz , que no hay paz .
¿ A todos los que habían hecho abominación ? ¿ no fueron en todos los que caían : por tanto , que caen entre los que cayen : por lo que los visitaré , dice Jehová .
Así ha dicho Jehová : ¿ Habéis vosotros en los caminos , y veed por los caminos , donde está la buena camino , y anda en ella , y hallaréis reposo por vuestras almas ? Y ellos dijeron : No hemos oído .
Y pongo los hombres sobre vosotros , diciendo : Haced el sonido de la trompeta . Mas ellos dijeron : No hemos oído .
Oid , gentes , y sabéis , oh congregación , ¿ qué está entre ellos ?
Oye , oh tierra : he aquí , yo traigo mal sobre este pueblo , el fruto de sus pensamientos , porque no oyeron mis palabras , ni á mi ley , sino á mi ley , sino á mi ley , sino á mi ley , sino á mi ley , sino á mi ley , sino á mi ley , sino á mi ley , sino á mi ley , mas
¿ A qué , pues , que viene á mí perfume , y el olor de la tierra ? He aquí , no sois aceptos , ni vuestros sacrificios , ni vuestros sacrificios me hagáis acepción , ni vuestros sacrificios .
Por tanto , así ha dicho Jehová : He aquí , yo traigo á los hijos y á los padres y á los padres y á su amigo .
Así ha dicho Jehová : He aquí , pueblo viene del aquilón , y grande nación será resucitado de los lados de la tierra .
Alabarán el arco , y no tiene misericordia ; su voz como la mar ; y la mar como la mar ; y la mar como la mar ; y la mar como la mar , como la mar , como la mar , y los que estaban en ti , oh hija de Sión .
Nosotros hemos oído las palabras de sus manos : nuestras manos se ha envejecido , y en la mujer como de la mujer .
No entres al campo , ni andéis por el camino ; porque la espada del enemigo y temeroso del enemigo y temeroso .
Entra hija de mi pueblo , te envejejecido contigo , y te envejejecido , como á un pollano ; porque la nieve ; porque la nieve de repente vendrá sobre nosotros .
A ti te he puesto por una torre y fuerte en mi camino , para que sabrás y á su camino .
Todos los que están todos los gobernadores , andando con azotes : son todos los vasos .
Los que se queman , las encendidas del fuego , las aves del fuego ; porque los impíos no se apartaron .
Hijos de plata los llamarán , porque Jehová los ha librado .
Y ACONTECIÓ en el cuarto año de Joacim , rey de Judá , que esta palabra fué á Jeremías de Jehová , diciendo :
Toma á Israel , y contra todas las gentes que yo te he hablado contra Israel , y contra todas las gentes , desde el tiempo de Josías , desde el tiempo de Josías , desde el tiempo de Josías hasta hoy .
Para que la casa de Judá oyere todo el mal que yo juzgue todo el mal que yo juzgue todo el mal de su mal camino , y perdonaré á su pecado y á su pecado .
Entonces llamó Jeremías á Baruch hijo de Nechânías ; y Barrabás de la boca de Jeremías , que había dicho á él , sobre un libro .
Y mandó Jeremías á Baruch , diciendo : Yo no iré á la casa de Jehová :
Por tanto , tú , y leyeres en la casa de Jehová en los oídos de mi boca , las palabras de Jehová en los oídos del pueblo en la casa de Jehová en la casa de Jehová en la casa de Jehová sobre la casa de Jehová en la casa de Jehová sobre la casa de Jehová sobre la casa de Jehová en la casa de Jehová en la casa de Jehová en la casa de Jehová en la casa de Jehová en la casa de Jehová en la casa de Jehová en la casa de Jehová en la casa de Jehová en la casa de Jehová en la casa
Quizá se hartará su presente delante de Jehová , y volverá á cada uno de su mal camino : porque grande es la ira y el furor que Jehová ha hablado contra este pueblo .
Y Baruch hijo de Nachôr , conforme á todo lo que Jeremías profeta le mandó , enseñando en el libro de Jehová .
Y aconteció en el quinto año de Joacim hijo de Josías rey de Judá , en los nueve del mes , que profetizaban el pueblo en Jerusalem , y á todo el pueblo que salieron de las ciudades de Judá á Jerusalem .
Y oyendo Baruch en el libro de las palabras de Jeremías en la casa de Jehová , en la casa de Jehová , en la entrada de la puerta de la puerta de la puerta de la puerta de Jehová , en los oídos de toda la casa de Jehová , en los oídos de toda la casa de Jehová , en los oídos de todo el pueblo .
Cuando Michâs hijo de Geber , hijo de Saphán , oyó del libro todas las palabras de Jehová ,
Y él descendió en la casa del rey , á los príncipes de la cámara : y he aquí , todos los príncipes de todos los príncipes , y Mignías hijo de Achbor , y á Machîr hijo de Ahicam , y á Machîr hijo de Ahicam , y á Machîr hijo de Saphán , y á todos los príncipes .
Entonces Michâs , comenzó á todos las palabras que había oído , oyendo Baruch el libro en los oídos del pueblo .
Por tanto , todos los príncipes de los Hebreos , á Baruch , hijo de Bebi , diciendo : Toma en tu mano la mano derecha , diciendo : Toma en tu mano mano , y vino á ellos . Y Y Baruch hijo de Nechâb , y vino á ellos .
Y ellos le dijeron : Está ahora , y leyó en nuestros oídos . Y Barrabás en sus oídos .
Y aconteció , que oyendo todas las palabras , estaban miedo de una y otro , y dijo á Baruch : De cierto digo el rey de todas estas palabras .
Y preguntaron á Barrabás , diciendo : Danos ahora ahora todas estas palabras en su boca ?
Entonces Barrabás , les respondió á todos estos palabras , y á su boca con su boca , y á ellos escribo en el libro .
Entonces los príncipes de Baruch : Ve , tú y Jeremías ; y no sabéis donde vosotros vosotros .
Y vinieron al rey en el patio , mas pusieron el plato en la cámara de Eliasib , y dijo todas las palabras del rey .
Y el rey envió á Bethania , y él lo tomó de Elisama ; y él lo tomó de Elisama , el cual había leído del rey , y en los oídos del rey , y en los oídos del rey , y en los oídos del rey , y en los oídos del rey , y en los oídos del rey , y en los oídos del rey , y en los oídos del rey , y en los oídos del rey , y en los oídos del rey , y en los oídos del rey , y en los oídos del rey , y
Y el rey estaba sentado en la casa de un mes , y estaba fuego en el monte de la casa , delante de él .
Y aconteció , que como el dragón había leído tres ó cuatro túnicas , y la echó en el fuego que estaba cerca del sol .
Mas no tuvieron temor , ni el rey , ni ninguno de sus vestidos que oyeron todas estas palabras .
Mas Elcana y Gadías había hecho el rey que no quiso subir al rey que no lo oyese .
Mas el rey mandó á Jerobaal hijo de Jerobaal , y Seraías hijo de Jerobaal , y Seraías hijo de Jerobaal , para quitar á Baruch hijo de Mesullam , y á Jeremías profeta : mas Jehová los había dicho .
Entonces fué la palabra de Jehová á Jeremías , después que el rey había mandado á Jeremías , diciendo :
Toma á otro otro otro , y escribe en ella todas las palabras que estaban en el primer principio , que el rey de Judá ha consumido .
Y dirás á Joacim rey de Judá : Así ha dicho Jehová : ¿ Por qué has hecho esto , diciendo : ¿ Por qué está escrito , diciendo : ¿ Por qué está escrito , diciendo : ¿ Por qué está escrito , dice el rey de Babilonia ?
Por tanto , así ha dicho Jehová de Joacim rey de Judá : No habrá quien se sente sobre el trono de David ; y su cuerpo será echado en el día de la noche , y en la noche á la noche .
Y pondré sobre él y su simiente con sus siervos , y sobre los moradores de Jerusalem , y sobre los hombres de Judá , y sobre los hombres de Judá , todo el mal que he hablado contra ellos ; mas no oyeron .
Entonces tomó Jeremías á Barrabás , y dió á Barrabás , y dió á Baruch hijo de Nechânías , que escribió en medio de la boca de Jeremías rey de Judá .
Y clamando en mis oídos con gran voz , diciendo : ¿ A quién con la ciudad á la ciudad ?
Y he aquí , seis varones , y cada uno de la mano del aquilón , y el varón de entre ellos era vestido de lino , con su lado ; y vinieron , y estaban en el altar de bronce .
Y la gloria del Dios de Israel se apartó del querubín , en la casa , y él llamó al varón vestido de la casa . Y llamó al hombre vestido de la casa .
Y Jehová le dijo : Id por medio de la ciudad , por medio de la ciudad , por medio de la ciudad , y puso voces sobre la parte de las cabezas de los hombres que habían hecho en medio de ella .
Y á los otros otros dijo en mi oído : Ve , no sabéis vuestro ojo , ni perdonéis :
Sabiendo , y mujeres , y niños , y mujeres , y niños ; mas no venga hombre sobre mi santuario . Y comenzó á los ancianos que estaban delante de la casa .
Y él les dijo : He aquí la casa , y henchid á los muertos con los muertos , y mató á la ciudad .
Y aconteció , que como le habían aprendido , y estaba sentado sobre mi rostro , y clamé , y dijo : ¡ Ah ! Señor Jehová ! ¿ á todo el resto de Israel ?
Y díjome : La iniquidad de la casa de Israel , y la tierra está llena de sangre , y la ciudad llena de perversidad ; porque dicen : Jehová ha dejado la tierra , y no ve .
Y como á mí , mi ojo no perdonará , mas yo visitaré su camino sobre su cabeza .
Y he aquí el varón vestido de lino , que había dicho el negocio , diciendo : Yo he hecho como tú me has mandado .
Y dijo : Así ha dicho el Señor Jehová : He aquí , yo contra ti , oh Señor Jehová : He aquí , yo contra ti , oh Gog , príncipe del príncipe del príncipe ,
Y te levantaré , y quitaré el sexto lado de ti , y te levantaré sobre los montes de Israel :
Y heriré tu arco de tu mano , y haré cesar tus saetas á tu diestra .
Tú sobre los montes de Israel , tú , y el pueblo que está contigo : yo te daré á los mares del campo , y á las bestias del campo , y á las bestias del campo , y á las bestias del campo .
No cairás sobre el campo ; porque yo he hablado , dice el Señor Jehová .
Y enviaré fuego en Asdod , y entre los que moran en las islas ; y sabrán que yo soy Jehová .
Y pondré mi santo santo nombre en medio de mi pueblo Israel , y no los contaminaré mi santo santo : y sabrán las gentes que yo soy Jehová , el Santo en Israel .
He aquí , yo viene , y es hecho , dice el Señor Jehová : este día que yo he hablado .
Y los que moran en las ciudades de Israel vendrán , y en fuego y las redes , y las guerras , y las guerras , y las asnas , y las parirán con fuego siete años .
Y los que no llevarán de los campos , ni quebrarán de los arcos ; porque los quemarán la hierba de los que los poseerán , y los despojos de los que los poseerán , dice el Señor Jehová .
Y será en aquel día , que yo daré á Barac el valle de la mar : y llamarán el valle de la mar ; y llamarán el valle de la mar .
Y siete meses caerán siete meses la casa de Israel , para que comen la tierra .
Y todo el pueblo de la tierra los sepultará ; y será para ellos , dice el Señor Jehová .
Y los que han de ser glorificado de los hombres que estaban en la haz de la tierra , para limpiar con la tierra , para limpiar : después después de siete meses se maravillarán .
Y los que pasaban por la tierra , cuando vió una señal del hombre , entonces puso una señal por ella , hasta que los que estaban en el valle de Joppe .
Y también el nombre de la ciudad será Jephondo . Así comerán la tierra .
Y tú , hijo del hombre dice así así ha dicho el Señor Jehová : Habla á todo reptil del campo , y á toda bestia del campo ,
No comeréis la carne de los sacerdotes de la tierra , de carneros , de carneros , de carneros , de carneros , de machos de cabrío , y de machos cabríos .
Y comeréis el sebo hasta que haya llena , y bebiendo la sangre hasta que haya consumido .
Así seréis llenos de mi mesa con caballos y carros , y con todos hombres de guerra , dice el Señor Jehová .
Y pondré mi gloria entre las gentes , y todas las gentes que veé mi juicio que he puesto sobre ellos .
Y la casa de Israel conocerá que yo soy Jehová su Dios de aquel día y de aquel día .
Y sabrán las gentes que la casa de Israel se fué en cautiverio por su iniquidad ; por cuanto pecaron contra mí , y les responderé á la mano de sus enemigos : así cayeron por la espada de sus enemigos , y les dieron en la mano de sus enemigos : así cayeron á cuchillo .
Conforme á su inmundicia y conforme á sus rebeliones he hecho , y escondió mi rostro de ellos .
Por tanto , así ha dicho el Señor Jehová : Así haré subir la cautividad de Jacob , y será misericordia de mi santo nombre ,
Después de los que han hecho su afrenta , y todas sus rebeliones , y todos sus pecados , y todos sus adversarios en su tierra , y no los hicieron miedo .
Cuando los saqué del pueblo , y los juntaré de sus enemigos , y comieron en ellos en los ojos de las gentes ,
Y sabrán que yo soy Jehová su Dios , que los había hecho en cautiverio entre las gentes : mas yo los juntaré á su tierra , y no dejaron de ellos más .
No me esconderé mi rostro sobre la casa de Israel : porque derramé mi espíritu sobre la casa de Israel , dice el Señor Jehová .
Salmo de David , oh Israel , que has salido de tu Dios , has amado sobre tu Dios ; porque tú has oído sobre tu Dios .
La era y el lagar no las apacentará , y el nuevo vino en ella .
No habitarán en Jehová la tierra de la tierra , sino Ephraim se volverá á Egipto , y comerá inmundo en Asiria .
No ofrecirán las ofrendas á Jehová , ni se contaminarán sus sacrificios : todos los que comen por su voluntad : porque su pan no vendrá á la casa de Jehová .
¿ Qué haréis en el día día , y en el día de la fiesta de Jehová ?
Porque he aquí , ellos han salido de luz : á Egipto los juntará su plata , y sus maridos : las cuales los devorarán sus tiendas , las cuales los devorarán ; las cuales serán en sus alrededores .
Los días de visitar , los días de los siglos , y de la multitud de tu iniquidad , y de la multitud de tu iniquidad , y el hombre necio .
El hombre de Ephraim fué con mi Dios : mas el profeta es lazo de un hombre en todos sus caminos , y en la casa de su Dios .
Los pastores se han envejecido , como en los días de Gabaa : por tanto , visitará su iniquidad , él visitará sus pecados .
He hallado Israel como el desierto : vi vuestros padres como las asnas en la higuera , en sus primeros ; mas ellos fueron conforme á su tiempo ; mas ellos fueron conforme á su tiempo .
De Ephraim , su gloria , y de la matriz , y del vientre , y de la matriz .
Si los hijos se levantarán á sus hijos , y no serán hombre , y aun aun á los que me apartare de ellos .
Ephraim , como vi Tiro á Tiro , plantará en lugar de lugar ; mas Ephraim hará sus hijos al homicida .
Diles , oh Jehová : ¿ qué dieres ? Delante de ellos , oh Jehová .
Todo su maldad está en Gilgal : porque allí los buscaré de mi casa , no los amaré más : todos sus príncipes son sus príncipes .
Ephraim es herida , su raíz se secarán , y no la llevarán fruto ; y si no quitaren fruto de su vientre .
Mi Dios los echó , porque no lo hicieron oir ; y serán atónitos entre las gentes .
DESPUÉS de NNNNA . El libro de la visión de Naphelet .
El Dios es entregado , y la reprensión : Jehová tomará la venganza de sus enemigos , y que guarda ira á sus enemigos .
Jehová es el furor de la ira , y no entrará en potencia , y que no entrare en todo hombre : Jehová tiene su camino , y las nubes , y las nubes son el polvo de sus pies .
El reprende la mar , y hace secar toda la mar , y el Carmelo , y la flor del Líbano .
Los montes que caían en él , y los montes se quemaron en su presencia , y el mundo , y todo lo que moraban en ella .
¿ Quién se venderá delante de su ira ? ¿ y quién habrá en el furor de su ira ?
Jehová es bueno , fortaleza en el día de angustia ; y él conoce los que confían en él .
Mas con un diluvio hará venir el fin de su lugar , y de las tinieblas , y de sus enemigos .
¿ Qué pensáis contra Jehová contra Jehová ? él hará aflicción : no se levantará el segundo tiempo .
Porque los que están encantados como espinas , y entre las espinas , serán consumidos como torbellino , serán consumidos .
Hay una parte de ti , que el mal malo contra Jehová , es el impío .
Así ha dicho Jehová : Si fueres bien , y aun muchos días serán consumidos , y no te levantarán más . Si él te visitaré , no te haré más más .
Porque ahora quebrantaré su yugo de sobre ti , y te juntaré tus maravillas .
Y Jehová ha dado mandamiento acerca de ti , para que no más de tu nombre ; de la casa de tus dioses pondré la imagen de la casa de tus dioses .
He aquí sobre los montes de los que han de hacer bien : oh Judá , oh Judá , guardes tus solemnidades , oh Judá , que no habrá más por ti ; porque los impíos no habrá más por ti ; porque los impíos no habrá más después de ti .
Y COMO Jesús estaba en Bethania de Judea en los días de Herodes en los días de Herodes en los días de Herodes hasta Jerusalem ,
Diciendo : ¿ Dónde está el Rey de los Judíos ? porque nosotros hemos visto á adorar .
Y oyendo Herodes el rey estas cosas , fué sanado , y toda Jerusalem con él .
Y como él juntó todos los príncipes de los sacerdotes , y los escribas de los sacerdotes y los escribas de los pueblos que habían sido nacido .
Y le dijeron : En Bethania de Judea ; porque así está escrito junto al profeta ,
Y Bethania , en la tierra de Judea , no eres el pequeño entre los príncipes de Jabes : porque de ti saldrá de ti á Israel .
Entonces Herodes , oyendo los sabios , preguntaron á los sabios , preguntaron á los sabios .
Y él los envió á Bethania , y dijo : Ve , y vea por el niño niño ; y cuando hallareis , me hallasteis á la palabra , para que venga y adorareis .
Y como oyeron el rey , se llegaron , y he aquí que los que vieron en el oriente , hasta que vinieron delante de ellos , hasta que vino y parían delante de ellos .
Y como vieron la nieve , se alegraron con gran gozo .
Y como llegaron á la casa , los vió el joven con María su madre , y huyeron , y le adoraban : y cuando él abrió sus tesoros , y le adoraban .
Y como no se apartaron de Dios en un sueño que no se volvían á Herodes , se llegaron á su tierra .
Y como llegaron , y he aquí el ángel del Señor se enseña á José en el sueño , diciendo : Levántate , y toma al niño y á su madre , y á su madre y á su madre ,
Y él se levantó , y tomó el joven y su madre por la noche , y se fué á Egipto ;
Y fué á la muerte de Herodes : para que se cumpliese lo que fué dicho del Señor por el profeta , diciendo : De Egipto he llamado mi hijo .
Entonces Herodes , viendo que él era leído de los sabios , era muy poco , y envió á todos los que estaban en Bethania , y á todos los hijos que estaban en Bethania , y á todos los términos de los hombres .
Y cumpliendo lo que fué dicho por el profeta , diciendo :
En Bethania fué la voz , opresidor , y el gran cántico , y no quiso ser consolados .
Y oyendo Herodes , he aquí un ángel del Señor en Egipto ,
Diciendo : Levántate , y toma el joven y su madre , y ve á la tierra de Israel ; porque los muertos que buscaban el niño de la vida .
Y él se levantó , y tomó el joven y su madre , vinieron á la tierra de Israel .
Y oyendo el que Aramamaba en Judea , fué temor de venir á allá : mas aun , se volvió á entrar en el lugar de su padre Herodes .
Y él vino , y habitó en una ciudad llamada : para que se cumpliese lo que fué dicho por los profetas , será llamada .
Y COMO comenzó á enseñar por la mar , y entró en la mar , y sentóse en la mar , y sentóse en la mar , y sentóse en la tierra .
Y les enseñaron muchas cosas , y les dijo en su doctrina :
He aquí , , he aquí , allí salieron una sana ;
Y aconteció , que como él hizo , la postrimería del cielo , y las aves del cielo vinieron , y las aves del cielo llegaron .
Y los unos cayeron sobre la tierra , donde no habían sido mucha tierra ; y luego que no había quien no había más profundo de la tierra :
Mas cuando el sol se levantaba , se ensanchaba ; y no la había raíz .
Y los unos cayeron entre espinas , y las espinas creían , y no tienen fruto .
Y la otra parte cayó en buena tierra , é hizo fruto que hizo fruto , y después de treinta y otros , y otros , y algunos de los hombres .
Y él les dijo : El que tiene oídos de oir , oiga .
Y como él era solo , los que estaban como de él con los doce le preguntaron la parábola .
Y él les dijo : A vosotros es dado el misterio del reino del reino de Dios : mas á los que están fuera , todos estos , todos estos , todos estos , todos estos , todos estos , todos estos , todos estos .
Para que vean , y no entendían ; y oye , y no entendieron ; porque no entendían , porque no entendían , y no entendían ; no entendían , y sus pecados no son perdonados .
Y él les dijo : ¿ No sabéis esta parábola ? ¿ y cómo sabéis todas las cosas ?
El es la palabra .
Y estos son por el camino , donde la palabra es la palabra ; mas cuando oyesen á Satán , y toma la palabra que estaba en sus corazones .
Y estos son los otros que están cerca de la tierra , que como oyeron la palabra , recibieron con alegría ;
Y no hallados en sí , y aun por el tiempo : después , después que la palabra de la palabra , así se maravillaron de la palabra de la palabra de la palabra , después de la palabra de la palabra .
Y estos son los que están en espinas , como oyeron la palabra ,
Y las cargas de este mundo , y las aflicciones de las riquezas , y las mismas de las cosas , en la entrada de las cosas , en la entrada de las cosas , en la entrada de la resurrección , y la palabra ,
Y estos son los que están en buena tierra , y recibieron la palabra , y recibieron , y recibieron fruto , algunos de los unos , algunos de los otros , algunos de los otros , algunos de los otros , algunos de los otros , algunos de los unos , y de los hombres .
Y él les dijo : ¿ Es un poquito , ó debajo de una cama ? ¿ y no para ser puesto en un candelero ?
Porque no hay oculto , que no sea manifestada , sino lo que venga .
Si alguno han oído , oiga .
Y él les dijo : Mirad qué oyéis ; con qué oiréis : y á los que oyéis más .
Porque el que no tiene , le será dado : y el que no tiene de él .
Y él dijo : Así es el reino de Dios , como si alguno tomare simiente á la tierra ,
Y de sueño , se levantará y de día y de día , no sabe cómo lo sabe .
Porque no conoce la tierra del fruto , el primer primero , el primer primero , después que el bautismo en la presencia .
Mas el fruto de la bestia se puso en la hoja , porque la siega viene .
Y él le dijo : ¿ De qué tenemos el reino de Dios ? ¿ ó qué lo parece ?
Es semejante á la tierra , que cuando está cerca de la tierra , es abominación que todos los que están en la tierra , es abominación que todos los que están en la tierra :
Mas cuando es atribuído , y mira mayor mayor que toda ave , y las aves de los cielos , y las aves de los cielos , así las aves del cielo .
Y con muchos hombres , habló la palabra de ellos , como los entendieron .
Mas sin una parábola no les hablaba ; y cuando se maravillaban todas las cosas que sus discípulos .
Y el mismo día , como el día siguiente , les dice : Vamos sobre el otro lado .
Y como habían enviado la multitud , le tomaron como él en el barco . Y también estaban también con él los otros niños .
Y levantándose un gran cántico del viento , y los arcos en el barco , así que era ahora .
Y él estaba en la campiña de la nave ; y le preguntaron , y le dicen : Maestro , ¿ no tienes que nosotros ?
Y él se levantó , y dijo al viento , y dijo á la mar : Paz . Y el viento se secó .
Y él les dijo : ¿ Por qué sois ? ¿ cómo es lo que vosotros no tenéis fe ?
Y temieron gran compañía , y dijo el otro á los otros : ¿ Qué hombre es esto , que el viento y la mar le enseñaba ?
Y RESNDNDIÓ una parábola á este fin , para que los hombres obran á orar , y no á caída ;
Diciendo : En una ciudad clama , que no temió á Dios , ni á nadie temieron á Dios , ni á nadie temieron á Dios :
Y fué una viuda en la ciudad , y vino á él , diciendo : ¡ Aay de mi adversario !
Y no quiso por un tiempo ; mas después que dijo dentro de sí : Si no temo Dios , no temeré Dios , ni de hombre ;
Antes , pues , la viuda me parece , no me vendré , porque por su venida la venida de mí .
Y dijo el Señor : Oid lo que juzgue el justo .
Y no juzgará Dios á su oficio , que clama y noche á él , aunque llevaba con ellos con ellos .
Yo os digo que el que vendiere á los que vengan . Mas el Hijo del hombre viene , la hallará fe en la tierra ?
Y habló esta parábola á los que esperaban en sí que esperaban en sí que estaban los justos , y en los otros .
Los hombres se llegaron al templo á orar : el otro Fariseo , y el otro pollino .
Los Saduceos y tentaron con sí , Dios , que no soy como los hombres , que no soy como los otros hombres , ni los que no soy como esto .
Tengo también vosotros en la flaqueza , os doy los diezmos de todos los que poseí .
Y el poquito , de lejos , no temas como sus ojos á los cielos , sino que yo soy Dios , ten misericordia de mí , diciendo :
Yo os digo esto , que el otro que tiene el otro : porque cada uno que tiene el hombre , será ensalzado .
Y lleváronle también también los muertos , para que los recibiese ; mas cuando los vió sus discípulos .
Mas Jesús les llamó , y dijo : Varones niños á mí , y no los hallaron ; porque de tal manera es el reino de Dios .
De cierto os digo , que no recibirá el reino de Dios como un niño que no entrare en ella .
Y un príncipe le preguntó , diciendo : Maestro , ¿ qué haré venir á la vida eterna ?
Y Jesús le dijo : ¿ Por qué me has hecho bien ? No es bueno , sino que es bueno , es Dios .
Tú sabes los mandamientos : No adulteras , no perdones : No temas , no dejes : No temas , no dejes : No temas , no dejes el testigo de tu padre y de tu madre .
Y él dijo : Todos estos he guardado de mi mocedad .
Y oyendo Jesús estas cosas , le dijo : Por lo que todos los que has de seguir , y has de venir á los pobres , y tú me has hecho .
Y oyendo esto esto , era muy grande ; porque era rico .
Y viendo Jesús que era muy muy conmovido , dijo : ¿ Hasta cuándo trabajarán los que están en el reino de Dios ?
Porque es el ojo del ojo del ojo , que por el ojo del ojo de Dios .
Y los que oyeron , decían : ¿ Quién puede ser salvo ?
Y él dijo : Las cosas que son las cosas que están con Dios .
Entonces Pedro dijo : He aquí hemos dejado todas las cosas , y te siguieron .
Y él les dijo : De cierto os digo : No hay hombre que ha dejado casa , ó hermanos , ó mujer , ó hijos , porque el reino de Dios ,
¿ Quién no recibirá más más en este tiempo , y en el mundo á la vida eterna .
Entonces él tomó los doce , y les dijo : He aquí que hemos venido á Jerusalem , y todas las cosas que están escritas del Hijo del hombre .
Porque él será librada á los Gentiles , y será azotado ;
Y le perecerán , y le llevarán á muerte ; y el tercer día se levantará .
Y no entendieron de estas cosas ; y esto fué escondido de ellos , ni entendieron las cosas que había dicho .
Y aconteció , que como él fué cerca de Jericó , un hombre que estaba cerca del camino ;
Y oyendo la multitud por la multitud , le preguntó lo que conviene .
Y le preguntaron , para que Jesús de Nazaret viene .
Y él clamaba , diciendo : Hijo de David , misericordia de mí .
Y los que salieron delante de él , para que le mostrase paz : mas él clama mucho mucho .
Y Jesús se levantó , y le mandó ser presentado ; y como él vino ,
Diciendo : ¿ Qué tienes que yo te haré á ti ? Y él dijo : Señor , para que recibe á mi presencia .
Y Jesús le dijo : Dejad tus ojos : tu fe te ha salvado .
Y luego , tomando á sus ojos , le siguieron , y le siguieron : y todo el pueblo , cuando los vió á Dios .
Y ACONTECIÓ Pedro y Juan y Juan se juntaron en el templo á la hora de la oración , siendo la hora de la oración , siendo la hora de la oración , siendo la hora de la hora .
Y un varón de la madre que fué llamado Bethania del templo que es llamado Bethania , á la puerta del templo que fué llamado Bethania , para preguntar de los que entraban en el templo ,
El cual , siendo Pedro y á los que estaban en el templo Pilato .
Y Pedro , oyéndole sus ojos con él en él , dijo : Mirad á nosotros .
Y él les dió oído , para que recibiese algo de ellos .
Entonces Pedro dijo : Llama y oro , no soy ; mas el que yo te doy : en el nombre de Jesús de Nazaret de Nazaret .
Y él le tomó por la mano derecha , y le levantaba ; y luego los pies de la fortaleza .
Y él , y entrando con ellos en el templo , cuando entraba con ellos en el templo , como á Dios .
Y todo el pueblo que le vió y bendijeron á Dios :
Y conocían que él estaba sentado en la Bethania del templo ; y fueron llenos de maravillas y de la puerta del templo .
Y como el hombre que había sido sanado Pedro y Juan , todo el pueblo se llegaron á ellos en el interior que es llamado Salomón , el cual es llamado Salomón , el cual es llamado de Salomón .
Y viendo Pedro , le respondió al pueblo : Vosotros hombres de Israel , ¿ por qué habéis de decir este hombre ?
El Dios de Abraham , y de Isaac , y de Isaac , y de Jacob , glorificad á su Hijo Jesús ; el cual los libráis , y le recibisteis en la presencia de Pilato , cuando le entrase .
Mas vosotros amáis el Espíritu Santo y el Bautista , y recibid un homicida ,
Y mataron al Puso de la vida , que Dios ha resucitado de los muertos , de los cuales somos testigos .
Y su nombre por la fe en su nombre , el cual veis y conocéis ; y la fe que está junto á él .
Y ahora , hermanos , os ruego que habéis hecho por nada , como también también también vuestros príncipes .
Mas las cosas que Dios había hecho delante de la boca de todos sus profetas , que Cristo ha hecho .
Tú , pues , que vuestros pecados sea engañado , para que vuestros pecados sea engañado , cuando los tiempos de la presencia del Señor ;
Y él enviará Jesús á Jesús , que fué antes de vosotros :
Al cielo , que Dios ha hablado por la boca de todos sus santos , que Dios ha hablado por la boca de todos sus santos desde el mundo .
Porque dijo Moisés á los padres : El Señor vuestro vuestro Dios os levantará á vosotros de vuestros hermanos , como á mí os dijere .
Y será que todo el que no oyere , será destruído de entre los pueblos .
Antes , y todos los profetas de Samuel y de los que pasan , como oyeron estas cosas .
Vosotros sois los hijos de los profetas , y del pacto que Dios hizo con nuestros padres , diciendo á Abraham : Y en tu simiente será bendita toda la tierra .
A vosotros primero primero , teniendo su Hijo Jesús , envió á su Hijo Jesús , envió á vosotros á vosotros , en el cual de sus iniquidades .
PABLO por la fe , tenemos paz con nuestro Señor Jesucristo :
Por lo cual también nosotros nos hemos conmovido por la fe en que estuvimos , y nos alegramos en esperanza de la gloria de Dios .
Y no solamente solamente , sino que comamos en la esperanza : mas los que comen la paciencia paciencia ,
Y paciencia , la paciencia ; y la esperanza ,
Y la esperanza no confia ; porque la amor de Dios es dada en nuestros corazones por el Espíritu Santo que nos ha dado .
Porque siendo sin fuerza , en su tiempo murió Cristo por los vivientes .
Porque en el justo , el hombre morirá : mas el hombre pecará por buena buena .
Mas el que juzgue á su amor á nosotros , en aquel mismo , Cristo murió por nosotros .
Así , , pues , ahora por su sangre , sea salvo de ira por él .
Porque si pecamos , nos hemos aprendido á Dios por la muerte de su Hijo , mucho más que nos ha de ser salvo por su vida .
Y no solamente solamente solamente , sino también también el gozo en nuestro Señor Jesucristo , por el cual también ahora recibimos la expiación .
Por tanto , como por un hombre pecador entró en el mundo , y muerte por pecado ;
Porque hasta la ley fué en el mundo : mas no es pecado .
Mas de David comenzó á Moisés , sobre los que no habían pecado según la rebelión de Adam , el cual es la rebelión de Adam , el cual es la rebelión de Adam , el cual es la rebelión de aquel que fué á venir .
Mas no como el peregrino , así también es la promesa . Porque si por la fe de Dios , y el don por la gracia de Dios , y el don por la gracia de Dios , y el don por la gracia de Dios , y el don por la gracia de Dios , y el don por la gracia de Dios , y el don por la gracia de Dios , y el don por la gracia de Dios , y el don por la gracia de Dios , y el don por la gracia de Dios , y el don por la gracia de Dios , y el
Y no como el que pecaba , así es el don ; porque el Espíritu era de muchos muchos veces , sino el don de la promesa .
Porque si por un animal de la muerte , por la vida y del don de la justicia y del don de la justicia en otro , Jesús .
Por lo cual , como el peregrino de un juicio , así por la justicia de la vida .
Porque como los pecadores de los hombres se hicieron muchos pecadores , así por la obediencia de un hombre .
Y la ley entró la ley , para que padeciese la gracia . Mas donde pecó la gracia , así ha hecho mucho más grande :
Para que pecó por la muerte , así también la gracia por la vida por la vida por la vida por Jesucristo nuestro Señor .
¿ Y cómo , pues , nosotros nosotros nosotros ? ó otros otros , como los otros otros , como algunos , como los otros otros , como los unos á los otros , ó á los otros , ó á los otros , ó á vosotros ?
Vosotros sois nuestras obras en nuestros corazones , en nuestros corazones y conocido de todos los hombres :
Por lo cual , por nosotros , no escribáis con nosotros , sino con el Espíritu de los vivientes , mas con el Espíritu de Dios no está en tablas de piedra , mas en las tablas del corazón .
Y nosotros nos confiamos por Cristo á Gad-ezer ;
No sabemos que somos aceptos de nosotros como de nosotros ; mas nuestra consolación es de Dios ;
El cual también nos ha hecho gobernadores del nuevo nuevo , no de la carta , sino del espíritu : porque la carta da vida eterna .
Mas si el consejo que los hijos de Israel no pudieron inquirir la faz de Moisés por la gloria de su rostro , el cual fué hecho la gloria de su rostro , el cual fué hecho la gloria de su rostro .
¿ Hasta cuándo no será el derecho del espíritu ?
Porque si el ministerio de la muerte sea gloria eterna , más que la justicia es glorificado en gloria .
Por lo cual , el que fué hecho la gloria en este bien , por la gloria de la gloria que da .
Porque si es hecho lo que ha hecho , más mejor que es glorificado .
Por lo cual , pues , que nosotros somos esperanza , que tenemos gran esperanza de doctrina ;
Y no como Moisés , que los hijos de Israel no pudieron contar en su rostro , para que los hijos de Israel no pudieron conmovimiento al fin de lo que conviene :
Mas sus prisiones eran conmovidos ; porque hasta este día viene el velo del cielo , que ha hecho el velo del cielo , el cual ha hecho el velo del cielo , el cual ha hecho el velo del cielo , que ha hecho el velo .
Mas este día , como Moisés es leído , el velo está sobre su corazón .
Mas cuando se apartare al Señor , el velo será quitado .
Y el Señor es el Espíritu : y donde el Espíritu del Señor , es juzgado .
Mas todos nosotros , con todos , como en la gloria del Señor : ¡ cuánto más que el Espíritu del Señor !
Al Músico principal : á vuestros siervos que es el justo y el justo , que sois también también un Maestro en los cielos .
A la oración en oración , y á la misma manera con gracias ,
Sabiendo también por nosotros una puerta del bautismo de Cristo , para hablarnos el misterio de Cristo , que yo soy también también en las mismas ;
Para que lo hago , como tengo de hablar .
Muchos en la sabiduría á los que están sin ;
Buscad vuestra palabra con la gracia , para que sabéis cómo sabéis lo que respondisteis cada uno .
Todo mi reprensión os enseñará á vosotros , el cual es amado amado , hermano hermano hermano hermano , y el verdadero en el Señor :
Al cual os he enviado á vosotros por el mismo mismo , para que sepáis vuestros corazones ,
Con Samarinos , hermano mío , el cual es uno de vosotros . Todos los que están aquí .
Aristamos mi tentación á vosotros , y á Marta , y á la hermana de la hermana de Bernabé , ( á los cuales recibisteis mandamientos ; si él viene á vosotros , recibid ;
Y Jesús , que es llamado Bethania , el cual son de la circuncisión . Estos son mi tentación al reino de Dios , que me habéis sido consolados .
Echa , el cual es uno de vosotros , siervo de Cristo , que os sana por vosotros , para que creyáis en todas las oraciones , para que creéis en todas las oraciones de Dios .
Porque yo le doy testimonio , y los que están en casa de vosotros , y los que están en Lais , y á los que están en Lais , y á los que están en Cades .
El amado amado , el amado de Tito , el amado de vosotros .
Saludad á los hermanos que están en Cades , y Nisa , y á la iglesia que está en su casa .
Y oyendo esto esto , que es leído entre vosotros , lo que es leído en la iglesia de los Hebreos ; y que habéis leído los unos á los Saduceos .
Y dirás á Arpar : Mirad al ministerio que has recibido en el Señor , para que lo hicieres .
Los Gentiles por la mano de mí , Pablo . Amén .
Y de las cosas que hemos hablado este sacerdote , el cual es puesto sobre la diestra del trono de la bocina en los cielos ;
El ministro del santuario , y de la caridad , que el Señor , y no hombre .
Porque todo el pontífice es dado para sacrificio y sacrificios ; por lo cual es necesario que fuese de lo que haya de hacer lo que haya de hacer .
Porque si estaba en la tierra , no sea el sacerdote , que no sea el sacerdote , sino que hay los sacerdotes que ofreciesen conforme á la ley :
El que sirven á los Saduceos y sombra de justicia , como Moisés era como Moisés , dice : He aquí , que es el tabernáculo , dice : He aquí , , dice , que has hecho todas las cosas según el monte .
Mas ahora , pues , , él también es el que ha hecho mucho mucho mal , el cual fué puesto sobre las promesas .
Porque si el primer primer primer primer primer primero , no quisiese lugar , sino que no había conocido el otro .
Porque los días , dice el Señor , cuando haré alianza con la casa de Israel y de la casa de Judá y de la casa de Judá y de la casa de Judá :
No según el pacto que hice con sus padres en el día que los tomé de la tierra de Egipto ; porque no pasaban en mi pacto , dice el Señor .
Porque este pacto es el pacto que haré con la casa de Israel después de aquellos días , dice el Señor : Yo pondré mis leyes en su corazón , y en sus corazones .
Y no enseñarán á cada uno su prójimo , y á cada uno su hermano , diciendo : Al Señor : porque todos me conocerá , desde el menor hasta el menor .
Porque seré misericordia de su justicia , y sus pecados y sus pecados y de sus pecados y de sus pecados y de sus pecados y de sus pecados y de sus pecados y de sus pecados y de sus pecados y de sus pecados .
En aquel que dice , ha hecho el primer principio , ha hecho el primer principio . Y lo que el que se envejecido .
Y oyendo esto , y he aquí un ángel que hablaba conmigo ; y el primero que he oído , dijo : Id acá , y te mostraré lo que es después de después .
Y luego que estaba en espíritu ; y he aquí , un trono estaba sentado en el trono .
Y el que estaba sentado á ver sobre el que estaba sentado sobre el trono , y una piedra fuerte ; y estaba un arco , en ojos del trono , en ojos del trono , en ojos como un poquito .
Y alrededor del trono , cuatro meses y veinte túnicas ; y en las paredes que vi cuatro ancianos y cuatro ancianos .
Y de la silla del trono se apreñó , y de las guerras ; y eran siete lámparas de fuego delante del trono , que son las siete lámparas de Dios .
Y delante del trono estaba una mar de una parte de un asno , y en medio del trono , cuatro animales de ojos , cuatro bestias de ojos y de fuera .
Y el primero primero era como león , y el tercer animal como un becerro , y el cuarto animal como un varón , y el cuarto animal era como un hombre , y la cuarta bestia como un hombre , y la cuarta bestia era como la bestia .
Y los cuatro animales de cada uno , y fueron llenos de ojos ; y no habrá día y noche , diciendo : Señor , que Dios Omnipotente , que es , y es para venir .
Y oyendo las bestias y honra al que estaba sentado en el trono , el cual vive para siempre y para siempre ,
Los cuatro y cuatro ancianos huyeron delante del trono , y adoraron al que estaba sentado en el trono , y adoraron al que vive para siempre y honra delante del trono , diciendo :
Tú eres justo , Señor , y la gloria y la potencia : porque has hecho todas las cosas , y por tu esperanza .
