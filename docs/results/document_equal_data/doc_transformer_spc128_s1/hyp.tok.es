EN los cielos y la tierra .
Y la faz de las tinieblas estaba sobre la faz de las tinieblas y las tinieblas , y las tinieblas de la faz de Dios . Y la faz de la faz de Dios estaba sobre las aguas .
Y dijo Dios : Sean luz , y allí estaba luz ; y estaba luz .
Y vi Dios luz luz luz luz luz luz luz de las tinieblas , y el Dios fué dividido la luz de las tinieblas .
Y llamando la luz la luz , llamando las tinieblas y la mañana .
Y Dios dijo : Sean allí un Dios en medio de las aguas , las aguas de las aguas de las aguas , y la roca de las aguas .
Y el Dios hizo hizo las aguas , y repartidas las aguas que estaban debajo de las aguas que estaban debajo de las aguas que estaban sobre las aguas , y fué así .
Y llamó Dios á la tarde , y la mañana fueron llamados la mañana . Y la mañana fueron llamados el segundo día .
Y Dios dijo : Sean las aguas debajo del cielo , y el lugar de los cielos , y el que se sigue .
Y llamó Dios á la tierra , y llamando las aguas de las aguas .
Y Dios dijo : Sean la tierra , la hierba de su simiente , y la hierba , y el fruto , el fruto de su simiente , y el fruto de su simiente , y el fruto está en la tierra ; y el fruto estaba sobre la tierra , y así fué así .
Y la tierra hizo la hierba , y la hierba de su especie , el fruto de su especie ; y vió Dios que era bueno .
Y la tarde y la mañana fueron el tercer día .
Y Dios dijo : Vuestros corrojos sea en los cielos , en el cielo de la noche , y las señales de la noche , y para las señales de la noche ; y sean señales de los cielos , y para los días , y para los días , y por los años , y los años , y los años :
Y sean puestos por la luz de los cielos para darla luz de los cielos ; y fué así .
Y el Dios hizo dos grande luz , y el día de la noche se enseñoreó las estrellas , y las estrellas hizo las estrellas .
Y puso Dios en la tierra los cielos , para dar la luz de los cielos , para dar la luz de los cielos , para dar la luz de los cielos ,
Y de la noche y de noche , y la luz de las tinieblas .
Y el cuarto día y el cuarto día fueron de la mañana y la mañana .
Y Dios dijo : Dejad las aguas , las aguas que tiene la vida , para que tiene sobre la tierra , y el que tiene de los cielos .
Y el Dios dió grande grande grande , y vivid , y todo lo que traían las aguas , y toda especie , según su especie , según su especie ; y vió Dios , y viendo que era bueno .
Y bendijo Dios , bendijo , diciendo : Aleluya , y multiplicad las aguas en la tierra .
Y la mañana y la mañana eran el quinto día , y la mañana estaban el quinto día .
Y Dios dijo : Sean la tierra de los vivientes según su especie , y el reptil de la tierra , y la bestia de su especie : y su especie .
Y Dios hizo las bestias de la tierra según su especie , y según su especie , y todo lo que está sobre la tierra ; y vió Dios que era bueno .
Y Dios dijo : Vamos á nuestro varón , en nuestra imagen de la imagen de nuestra imagen , y sobre los peces de la mar , y sobre los cielos , y sobre los animales del cielo , y sobre toda la tierra , y sobre todos los animales , y sobre todo repentes que está sobre la tierra .
Así hizo Dios en su imagen , en la imagen de Dios , en la imagen de Dios le crió .
Y bendecid Dios Dios , y bendijo á Dios , y díjoles : Aleluya , y multiplicad , y multiplicad la tierra , y el que está sobre los peces de la mar , y sobre los animales del cielo , y sobre los animales de toda la tierra , y sobre los vivientes .
Y Dios dijo : He aquí , yo os he dado á toda simiente de toda la tierra , y todo árbol árbol que está sobre el fruto de toda simiente , y en el fruto de vosotros , será comida para vosotros .
Y á todo animal de la tierra , y á todo reptil de la tierra , y á todo lo que está sobre la tierra , y á todo lo que tiene vida sobre la tierra , he dado de comer ; y así fué dada toda carne , y así fué hecha .
Y vió Dios todo lo que había hecho , y he aquí la mañana estaba en el sexto día . Y la mañana estaba el sexto día y la mañana .
Y ESTO oyó Labán las palabras de Labán , diciendo : El que ha tomado los hijos de Jacob nuestro padre , y toda la gloria de nuestro padre , y toda la gloria de nuestro padre ;
Y vió Jacob el rostro de Labán Labán , y he aquí no estaba delante de él , como estaba delante de él .
Y Jehová dijo á Jacob : Vuélvete á la tierra de tus padres , y yo seré con tu parentela .
Y Jacob envió á Rachêl y á Rachêl y á Rachêl su campo ,
Y les dijo : Yo vea de vuestro padre , padre de vuestro padre , para que no está delante de mí ; mas Dios me ha sido delante de mí .
Y conoceréis que todo lo que yo he servido con toda potencia .
Y vuestro padre me ha engañado , y mis diez veces no me ha padecido mal ; mas Dios no lo ha hecho mal .
Y así dijo así así así así así así así así así así así así : El que todos tus ganados se ha dado ; y si el que se ha dicho : El que tu ganado te parió todos los ganados .
Así ha quitado Dios las bestias de vuestro padre vuestro padre , y me dió á mí .
Y sucedió el tiempo que yo he descendido los ojos , y he visto mis ojos , y he aquí un sueño , y he aquí que estaba sobre las bestias que estaban sobre las bestias , y se aprisionaron .
Y el ángel de Dios habló Dios á mí en sueño , diciendo : Yo soy Jacob . Y dijo : Heme aquí yo soy .
Y él dijo : Extiende tus ojos tus ojos , y mira todos los carneros , y todos los animales que están sobre las bestias que están sobre las bestias , y despedazaban : porque yo he visto todo lo que hace .
Yo soy Dios de Beth-el , donde tú me has dicho , y dónde me has hecho voto á mí , y tú te levantarás de la tierra , y te levantarás de la tierra de tu parir .
Y Rachêl y Rachêl le dijo Lea : ¿ Hay aún aún aún aún á nosotros , ó á la casa de nuestro padre ?
¿ No nos ha vencido por dinero de extranjeros ? ¿ No nos ha vencido el dinero de nuestros extranjeros ? porque también nos ha consumido , y también nos ha consumido .
Porque todas las riquezas que Dios ha tomado de nuestro padre , dijo á los hijos de nuestro padre , Dios te ha dicho .
Entonces Jacob se levantó , y sus hijos , y sus camellos sobre sus camellos , y sobre sus camellos ;
Y llevaron todos sus ganados , y toda su hacienda , y todos los animales de su hacienda , que había hecho en la tierra de Canaán , para ir á la cual había en la tierra de Canaán .
Y Labán fué á Labán su proposición : y Rachêl tuvo Rachêl Rachêl Rachêl Rachêl Rachêl Rachêl Rachêl Rachêl sus esculturas .
Y á los que le habían huído á Labán , á los que no le habían huído , le habían huído .
Y huyó con todo lo que había huído , y levantóse sobre el río , y pasó su rostro , y púsose el monte de Galaad .
Y fué dado aviso á Labán el tercer día que se había huído á Jacob .
Y tomó sus hermanos con él , y siguió á él á él siete días , y le tomaron en el monte de Galaad .
Y vino Dios á Labán á Labán , y díjole : Tomad á la noche , y díjole : Tomad bien que no hablares bien .
Entonces Jacob tomó Labán Labán su tienda . Y Jacob tuvo el monte de su tienda en el monte de Galaad .
Y Labán dijo Labán : ¿ Qué has hecho Jacob á Jacob : ¿ Qué has hecho lo que has hecho , y me has llevado á mis hijas , y á mis hijas , y á cuchillo ?
¿ Por qué te has huído , y de mí , y no me has enviado ; y no te he enviado contigo , y con arpa , y con arpa ?
Y no me dejaste á los hijos y mis hijas , y mis hijas se besaste á mis hijas . ¿ Por qué has hecho esto ? Ahora has hecho esto .
La mano de mi padre os ha dicho el Dios : mas tú me habló la noche de vuestro padre , diciendo : Tomad de noche , que no hables bien .
Ahora pues , si has entrado , si has salido de tu padre , ¿ por qué has has tú , por qué has tú has de hacer casa de tu padre ? ¿ por qué has tú , por qué has de ser dioses de tu casa ?
Y Jacob respondió á Labán : Porque yo he dicho : Porque tú me has dicho : Quieres miedo de las hijas de mí .
Con todo aquel que tú lo que tú lo supiste , no le vivirás : de nuestros hermanos , que tú es el que es contigo , y toma contigo . Porque no lo sabía que Rachêl no sabía .
Y vino Labán á Labán á la tienda de Jacob , y á Lea en la tienda de las tiendas , y en los dos siervos de Lea ; mas no los halló de la tienda de Lea , y entró á Rachêl .
Y tomó Rachêl Rachêl Rachêl Rachêl Rachêl , y pusiéronlos en las imágenes de las esculturas , y sentáronse sobre ellos . Y Labán se sentó á Labán , y no los halló . Y Labán se halló .
Y ella dijo á su padre : No sea el señor de las mujeres ; porque el que se levantaba delante de mí , y no hallaba las imágenes de las mujeres . Y él puso las imágenes de las mujeres , mas no la halló .
Y Jacob se enojó á Labán , y dijo á Labán : ¿ Qué es mi pecado ? ¿ Qué es mi pecado ? ¿ y quién has de hacer el pecado , que tú has salido tras mí ?
¿ Por qué has hecho todo lo que has hallado de hacer , y lo que has hallado de tu casa ? ¿ para que nos juzgado delante de ti y tus hermanos , para que nos juzgas entre nosotros ?
Esto he sido veinte años de ti , y tus cabras no han echado tus carneros , y no se hartado tus carneros , y no he comido de las ovejas .
Para que no te he sacado de las bestias de las bestias , no te he dado ; de mi mano , si tú lo has de hacer , ó de día de noche , ó de día de noche .
Así me he consumido en el día que me consumido , y el sueño me ha consumido de noche ; y mi sueño se apartó de mis ojos .
Así he estado estado en la casa de veinte años : yo te he servido tus dos años , y seis años te mudas ; y tú has dado mis diez años .
Porque el Dios de mi padre , y el temor de Abraham , el temor de Isaac , y el temor de mí , me ha enviado á mí , y me has visto la aflicción de mis manos , y te ha visto la noche .
Y Labán respondió , y dijo á Jacob : Estos son mis hijas , y mis hijos son mis niños , y mis hijos son mis ganados , y todos los cuales son mis ganados , y todos los cuales son mis hijos y mis hijas : ¿ qué te han nacido á los hijos de ellos ?
Ahora pues , vendrás alianza , y estémoslo ; y sea el testimonio entre mí y el testimonio entre mí .
Y Jacob tomó una piedra piedra piedra , y púsola sobre la columna de piedra .
Y Jacob dijo á sus hermanos : Gloristete , y tomaron piedras piedras ; y comieron allí un montón .
Y llamó Labán Labán Labán Labán Labán á Jehatha , y llamó á Jacob : mas Jacob llamó á Jacob .
Y Labán dijo : Esta es el testigo de mí , y te llamó el nombre de este día .
Y él dijo : El cual Jehová dijo : El que me enviamos entre mí , y cuando te enviamos entre mí .
Si tú oirás mis hijas , ó si quieres á las hijas de mis hijas , no es el hombre con nosotros ; Dios es el hombre , y Dios mío .
Y Jacob dijo á Labán : He aquí , yo he puesto á este mal , y he echado entre mí , y me has echado ;
Este testigo testigo testigo testigo , y este testimonio no seré testigo sobre ti , y no tendrás testimonio sobre ti , y no te aventarás sobre este montón , y me has de mí .
El Dios de Abraham , y el Dios de Nachôr su padre , el juez de su padre , Dios nos juró por el temor de Isaac su padre Isaac .
Entonces Jacob ofreció á Jacob el monte de Jacob , y llamó sus hermanos : y comían pan y bebieron pan en el monte .
Y levantóse de mañana , y besó sus hijos , y besóles sus hijos y sus hijas , y bendijo á Labán , y llamó á Labán , y se volvió á Labán .
Y JEHOVÁ dijo á Moisés : Ciertamente yo os sacaré más en Egipto , y yo os hará más que yo os hubiere de Egipto ; y cuando Jehová ha de aquí , cuando os hubiere de cierto .
Guarda ahora en oídos de los pueblos , y cada uno de su prójimo , y cada uno de su prójimo , y de toda mujer , y de oro , y de oro , y de oro .
Y Jehová dió el pueblo en ojos de los Egipcios . Y Moisés el varón de Egipto fué grande en la tierra de Faraón , y en los siervos de Faraón , y en ojos de los pueblos .
Y dijo Moisés : Así ha dicho Jehová : Así ha dicho Jehová : De noche iré la noche en medio de Egipto :
Y todos los primogénitos morirán toda la tierra de Egipto , el primogénito de los primogénitos de Faraón , el primogénito de su siervo está sobre el primogénito , y todos los primogénitos de las bestias que está en el primogénito de las bestias .
Y habrá grande tierra de Egipto , como no hay más que ninguno de ella , ni habrá más semejante á más como alguno .
Mas cualquiera de los hijos de Israel no se enseñoreará contra su lengua , ni contra los hombres de su lengua , para que conozca contra Jehová , para que conoceréis entre los Egipcios y los Egipcios .
Y todos estos siervos han descendido á mí , y se inclinará á mí , diciendo : Vuélvete á ti , y á todo el pueblo que te vaya . Y después que yo te levantare de grande furor en grande furor .
Y Jehová dijo á Faraón : No os oirá á Faraón , para que sean multiplicados en la tierra de Egipto .
Y Moisés y Aarón hicieron todas estas maravillas delante de Faraón , y endureció Jehová á todos los hijos de Israel , y no quiso oir la tierra de su corazón .
Y HABLÓ Jehová á Moisés y á la congregación de la congregación , diciendo :
Habla á los hijos de Israel , y diles : Si alguno dijere á los hijos de Israel y diles : Si Jehová os sacaréis ofrenda á Jehová , ofrenda de vuestros ganados , y de las ovejas , y de las ovejas .
Si su ofrenda sea holocausto , el sacrificio de su sacrificio , lo ofrecerá un macho cabrío sin defecto ; de la puerta del tabernáculo del testimonio delante del testimonio delante del testimonio delante de Jehová .
Y pondrá su mano sobre la cabeza del holocausto , y será acepto sobre la cabeza de los holocausto ; y será acepto por él por él para él .
Y degollará el becerro delante de Jehová , los sacerdotes y los sacerdotes de Aarón , y los hijos de la sangre sobre el altar que está sobre el altar de la puerta del tabernáculo .
Y pondrá el holocausto , y la cubrirá el holocausto , y lo talará en su ofrenda .
Y los hijos de Aarón sacerdote hará fuego sobre el altar , y la leña en el altar ;
Y los sacerdotes , los sacerdotes de Aarón , la cabeza de los sacerdotes , y el sebo que está sobre el sebo que está sobre el altar que está sobre el altar :
Mas sus entrañas y sus entrañas se lavará el sacerdote , y el sacerdote se lavará en aguas : y el sacerdote hará el altar , y el sacerdote hará el holocausto , ofrenda encendida de olor de olor suave á Jehová .
Y si su ofrenda , de las ovejas , de las ovejas , de las ovejas , el sacrificio de los machos cabríos , el sacrificio de las ovejas , sin defecto .
Y degollará sobre él la parte del altar , delante del aquilón , y los sacerdotes : los hijos de Aarón , los sacerdotes esparciarán su sangre sobre el altar alrededor .
Y hará talar en su cabeza , y su cabeza con el sacerdote , y el sacerdote hará el sacerdote en el altar que está sobre el altar que está sobre el altar :
Mas el lalavarán , y el sacerdote con agua , y el sacerdote hará el sacerdote , y quemará sobre el altar , y quemará el holocausto , y quemará el holocausto á Jehová .
Y si el sacrificio de su ofrenda encendida á Jehová , entonces hará las aves de las aves de las aves de las aves de las aves , ó de sus palominos .
Y el sacerdote hará el altar á su cabeza , y su cabeza , y la quemará sobre el altar ; y la sangre será la sangre del altar :
Y arrancará su naricia , y echarán sus cadas , y echarder el altar de la ceniza , y la echó el altar de la ceniza .
Y la degollará con sus alas , y no lo quemará debajo de él , y el sacerdote no lo quemará sobre el altar que está sobre el fuego : es holocausto , quemará el holocausto á Jehová , ofrenda encendida de olor de olor de olor suave á Jehová .
Y HABLÓ Jehová á Moisés y á Aarón , diciendo :
Toma los hijos de Coath , de los hijos de Leví , de Leví , de Leví , de sus familias , por sus padres , por sus padres ,
De los treinta y treinta años arriba arriba arriba arriba , hasta el ejército de la congregación , para hacer la obra en el tabernáculo del testimonio .
Esta será el servicio de los hijos de Coath , en el tabernáculo del testimonio , en el santuario :
Y cuando saliere el campo , Aarón , Aarón y sus hijos irán , y los hijos de Aarón , y cubrirán el velo del testimonio , y cubrirán el arca del testimonio :
Y pondrá sobre él sobre él cubierta , y extenderá sobre ella , y extenderá sobre las varas de jacinto , y en sus barras .
Y sobre la mesa de la mesa del pan de pan , y sobre sobre sobre sobre él , y sobre él las zadas , y los tazones , y los arcos ; y el pan se cubrirán sobre él ;
Y extenderán sobre ellos de grana , y cubrirán las bodas de granadas , y cubrirán sus varas , y en sus varas .
Y tomarán un candelero de jacinto , y cubrirá el candelero de la luz , y sus lámparas , y sus lámparas , y sus vasos , y sus vasos , y todos sus vasos , y todos sus vasos .
Y pusieron sobre él , y todos sus vasos de dentro de la cubierta , y las pondrás sobre él .
Y sobre el altar de oro sobre el altar de oro de oro , y cubrirán de la cubierta , y cubrirá de vestimentas , y la cubrirán sus varas , y las varas de sus varas :
Y tomarán todos los vasos del ministerio , y en el santuario , y los cubrirán de jacinto , y las cubrirán en la cubierta de cárdeno , y las vestirán sobre ellos :
Y tomarán de la ceniza del altar , y extenderán sobre él sobre él sobre él .
Y pusieron sobre todos sus vasos , y sobre los vasos de sus vasos , y los vasos , y los capiteles , y los tazones , y los vasos de los vasos ; y extenderán sobre la cubierta del altar , y extenderán sobre él la cubierta de los vasos del altar .
Y cuando Aarón y sus hijos hicieron sus hijos , y todos los vasos del santuario , y todos los vasos del santuario , y todos los vasos del santuario , como los hijos de Coath , y los hijos de Coath , porque los cuales no pueden llevar .
Y á Eleazar hijo de Eleazar , el sacerdote , el aceite de la luz , y el perfume , el perfume , y el perfume , y el perfume , y el perfume , y el aceite de la unción , y el aceite de la unción , y de todos los vasos de la unción , y de la unción , y de todos los vasos de la unción .
Y habló Jehová á Moisés y á Aarón , diciendo :
De la tribu de la tribu de Coath no los Levitas , de los Levitas de los Levitas :
Y así ha dicho así así así así : No vivid , y no vivirán las cosas santísimo , cuando Aarón y sus hijos se allegan á sus hijos , y á todos sus hijos , y á cada uno á su carga :
Mas no verán en ver las cosas santas , porque no morirán .
Y habló Jehová á Moisés á Moisés , diciendo :
Tomad también los hijos de Gersón , por las casas de sus padres , por sus familias , por sus familias , por las familias de sus padres ;
De los treinta y treinta años arriba , hasta el número de los años , para hacer la obra en el tabernáculo del testimonio .
Esta es el servicio del servicio de Gersón , de Gersón , y servid , y servid , y servid ;
Y llevarán las cortinas del tabernáculo del testimonio , y el tabernáculo del testimonio , y la cubierta de la cubierta , y la cubierta del tabernáculo , y el pabellón de la puerta del tabernáculo , y el pabellón de la congregación , y la puerta del tabernáculo del testimonio ,
Y las cortinas del atrio , y el pabellón de la puerta del atrio , que está junto á la puerta de la puerta del atrio , y á todos sus arcos , y á todos sus arcos , y á todos los que hicieron .
En la palabra de Aarón y sus hijos serán todos los hijos de Gersón , y sus hijos serán todos los hijos de Gersón , y en toda su servicio , y en toda su servicio , y en todos sus arcos .
Esta es el servicio de los hijos de Gersón en las familias de Gersón , en el tabernáculo del testimonio de la congregación ; y su ordenanza será debajo de la mano del sacerdote .
Como á los hijos de Merari , á sus familias , conforme á la cuenta de sus padres , con sus padres ;
De los treinta años de veinte y cincuenta años , cada uno á los que entren el servicio del tabernáculo del testimonio , para hacer la obra de la congregación .
Y este es la guarda de su carga , conforme á todas sus tablas , conforme á las tablas del tabernáculo ; y sus columnas , y sus columnas , y sus columnas , y sus columnas , y sus columnas , y sus columnas , y sus columnas , y sus columnas ,
Y las columnas de las columnas alrededor alrededor , y sus riñones , con toda su nombre , y con toda su nombre , y con todos los vasos de la carga de su carga .
Esta es el servicio de las familias de los hijos de Merari , conforme á toda la obra de los hijos de Merari , conforme á toda la congregación de la congregación , debajo del servicio de la congregación , debajo del sacerdote , debajo del sacerdote .
Y Moisés y Aarón y Aarón , según las familias de los hijos de Coath , conforme á la casa de sus padres ,
De treinta años treinta años treinta años , y cincuenta años , cada uno á cada uno en el servicio del tabernáculo :
Y los contados de ellos por sus familias y cincuenta y cincuenta y cincuenta .
Estos fueron los contados de las familias de Coath , por las familias de Coath , para hacer el servicio del tabernáculo de la congregación , para que hizo Moisés y Aarón , conforme á la cuenta de Jehová por la mano de Moisés .
Y los contados de los hijos de Gersón , por sus familias , por las familias de sus padres , y por la casa de sus padres ,
De los treinta años treinta años treinta y cincuenta años , cada uno en el servicio de la congregación , en el tabernáculo del testimonio ,
Los contados de ellos , por sus familias , por sus familias , eran seis mil y treinta y treinta y treinta y treinta y treinta y treinta y treinta .
Estos son los contados de los hijos de Gersón , para hacer el servicio de los hijos de Gersón , para que Moisés hizo el servicio de la congregación , y Aarón conforme á la cuenta de Jehová .
Y los contados de las familias de los hijos de Merari , por sus familias , por las familias de sus padres , por las familias de sus padres ,
De los treinta años treinta y cincuenta años , cada uno á cada uno en el servicio de la congregación , en el tabernáculo del testimonio ,
Los contados los contados de ellos según sus familias , tres mil y dos mil .
Estos son los contados de los hijos de Merari , los cuales fueron contados de la palabra de Jehová , y Aarón , conforme á la palabra de Moisés .
Todos los contados de los Levitas , el cual Moisés y Aarón , y Aarón , conforme á la casa de Israel , conforme á la casa de sus padres , y á la casa de sus padres ,
De los treinta y treinta años de veinte años , todos los años de la carga , y el servicio del servicio , en el tabernáculo del testimonio ,
Los cuales eran contados de ellos , ocho mil y cinco mil y cinco mil y cinco .
Conforforme el mandamiento de Jehová , conforme á la mano de Moisés , cada uno conforme á su ministerio , conforme á su servicio , conforme á su carga , conforme á la carga de Jehová , como Moisés lo había mandado á Moisés .
Y HABLÓ Jehová á Moisés , diciendo :
¿ Sabéis á los hijos de Israel , y diles : ( Cuando os dirán á la tierra de Canaán : ( Cuando la tierra de Canaán caerán á la tierra de Canaán con sus términos ; )
Entonces vuestro mediodía será el mediodía del desierto de Zina en el desierto de Zín , y el término de la mar será el término de la mar , y el término de la mar :
Y será el término del mediodía , el mediodía de Acom , y su salida , y su salida , y su salida de Ces-barba , y entrará de Ces-barnea , y entrirán á Asmón , y á Asmón :
Y el término de la mar se abrirá de la mar á la mar , y sale de la mar , y sale de la mar .
Y el término de la mar , el término de la mar , será el término de este término .
Y este término será vuestro término desde el norte : de la gran mar , de la gran mar os hará el monte :
Desde el monte de Harán , y el término de Hamath , y el término de Perezana será el término de Pherederos :
Y saldrá el término á Ziphón , y sale á la salida de ella , y el término de Ascalón será vuestro término .
Y seréis de los términos de Haser-aroth , y á Asor :
Y desciende el término de Sem , desde el oriente hasta el oriente , y el término de Aphet , y el término de la mar , y el término de la mar , y al oriente :
Y descenderá el término al Jordán , y sale al Jordán , y el término de la mar será en la mar : esta tierra será vuestro término con sus términos .
Y mandó Moisés á los hijos de Israel , diciendo : Esta es la tierra que poseáis heredar la suerte que Jehová mandó á las tribus , y la media tribu á la media tribu :
Porque la tribu de Rubén conforme á la casa de Rubén , y la tribu de los hijos de Gad , y la media tribu de los hijos de Gad , y la media tribu de sus padres , y la media tribu de Manasés han recibido á la media tribu de Manasés ;
La media tribu y la media tribu fueron dos tribus , hacia el oriente hacia el Jordán .
Y habló Jehová á Moisés , diciendo :
Estos son los nombres de los nombres de los nombres que poseerán á la tierra ; y Josué hijo de Nun , Josué , Josué hijo de Nun .
Y tomaréis un príncipe de cada tribu , á la tierra por heredad por heredad .
Y los nombres de los hombres son los nombres de Caleb : de la tribu de Caleb , hijo de Jephone .
Y de la tribu de Simeón , á los hijos de Simeón , hijo de Ammiud , hijo de Ammiud .
De la tribu de la tribu de Benjamín , Elisabet , Elisabet , Elisabet hijo de Amón .
Y el príncipe de la tribu de los hijos de Dan , los hijos de Jesuá , hijo de Joci .
El príncipe de los hijos de José , el príncipe de los hijos de los hijos de José , el príncipe de la tribu de los hijos de José , el príncipe de los hijos de José .
Y el príncipe de la tribu de la tribu de los hijos de Ephraim , hijo de los hijos de los hijos de Ephraim , hijo de Ephraim .
Y el príncipe de la tribu de los hijos de Zabulón , Eliel príncipe de los hijos de la tribu de los hijos de Zabulón , Eliel príncipe de la tribu de los hijos de Zabulón , Eliel príncipe de los hijos de la tribu de la tribu de la tribu de los hijos de los hijos de los hijos de la tribu

Y el príncipe de la tribu de los hijos de la tribu de los hijos de Aser , el príncipe de los hijos de la tribu de los hijos de Aser , el príncipe de los hijos de los hijos de Aser .
Y el príncipe de la tribu de la tribu de los hijos , el príncipe de los hijos de la tribu de la
Estos son los que Jehová mandó á los hijos de Israel , á la tierra de Canaán en la tierra de Canaán .
Y ACONTECIÓ que si hubieren que Jehová tu Dios te oyere , si te oyeres de todas las gentes que Jehová tu Dios te mandare , y yo te mandare sobre las gentes que Jehová tu Dios te hubiere puesto sobre toda la tierra de la tierra :
Y vendrán todas estas bendiciones sobre ti , y toma á ti , si oyeres oir la voz de Jehová tu Dios .
Bienaventurados serás en la ciudad , y bendiga en el campo , y bendiga en el campo .
Bienaventurados el fruto de tu cuerpo , y el fruto de tu fruto , y el fruto de tu fruto , y el fruto de tus ganados , y las ovejas de tus ovejas .
Bienaventurados tu cancancancancancancancancancancancancancancancancancancancancanases tu .
Bienaventurados tú , cuando hubieres entrado en , y te bendiga .
La causa de tus enemigos se levantare contra ti , y huirá delante de ti , y huirá delante de ti siete caminos .
Jehová mandará sobre ti bendición sobre ti bendición , y en toda la tierra que te da en tu mano , y te bendecirá en toda la tierra que Jehová tu Dios te da ; y bendecirá en la tierra que te da .
Jehová te acordará á sí , como te hubiere jurado á ti , si guardes los mandamientos de Jehová tu Dios , y andarás en sus caminos .
Y todos los pueblos de la tierra verán á los pueblos de la tierra , y se llamarán miedo de ti ; y serán miedo de ti .
Y Jehová te hará en el fruto de tu cuerpo , y en el fruto de tu cuerpo , y en el fruto de tu fruto , y en la tierra de tus padres , en la tierra que Jehová juró á tus padres .
Jehová abrirá á ti su tesoro , el tesoro á los cielos , para darte el cielo en su tierra , y á bendiga á toda la obra de tu mano : y tú te bendiga á muchas gentes , y no harás bien .
Y Jehová te pondrá la cabeza , y no serás sobre la cabeza de Jehová tu Dios ; y si tú oyeres sobre los mandamientos de Jehová tu Dios , no oirás á los que te mando hoy , para que yo te mando hoy .
Y no entrarás de alguna cosa que yo te mando hoy de las palabras que yo te mando hoy , para ir á los otros dioses ajenos , para servir á los otros dioses ajenos , para servir á ellos .
Y será que , si no oyeres oir la voz de Jehová tu Dios , para hacer todas sus mandamientos y sus estatutos y sus estatutos y sus estatutos , que yo te mando hoy sobre ti mismo día , y toma sobre ti :
Maldito serás en la ciudad , y maldecirás en la ciudad , y maldecirás en el campo .
Maldito tu canastillo será tu canastillo , y tu plenitud .
Maldito el fruto de tu cuerpo , y el fruto de tus ovejas , y tus ovejas .
Maldito tú , cuando hubieres entrado en ti , y oyeres cuando hubieres entrado .
Jehová te enviará sobre ti clamclamclamclamclamclamclamclamclamclamclamclamclamclamclamclamclamclamclamclamclamclamclamclama , hasta que tú te destruyas ; porque tú has dejado la maldad de tu maldad , por cuanto has dejado .
Jehová hará pestilencia á ti , hasta que te han consumido de la tierra , hasta que te has consumido de poseerla .
Jehová te hiriere á ti , y á la estimación para siempre , y con fuego , y con arcos , y con arcos , y con el rocío , y el rocío , y el rocío contigo , y el rocío contigo ; y te aborrecen hasta que perdones .
Y tu cabeza será tu cabeza sobre el cielo , y la tierra será debajo de ti , y la tierra será debajo de ti .
Jehová hará lluvia lluvia de tu tierra , y el polvo de los cielos será destruído sobre ti .
Jehová te herirá delante de ti , para que has herido delante de tus enemigos , y huirás siete caminos , y huirás á todos los otros de la tierra : y serás quebrados en todos los reinos de la tierra .
Y tu cuerpo será tu comida á todas las aves del cielo , y los animales de la tierra , y no los quemarán .
Jehová te herirá contigo contigo contigo , y herirá los ríos de Egipto , y con los ríos , y con los ríos , y con el que no te sanan .
Jehová te herirá contigo contigo , y despreciará , y deshonra de corazón :
Y tú entrarás en el día , como el ciego , y no serás prosperado en las tinieblas , y no serás prosperado en tus caminos ; y tú serás destruído , y no serás destruído .
Tú harás mujer mujer , y otro hombre con su mujer : edificarás casa , y no morarás en ella : edificarás la viña , y no morarás .
Sus ojos serán muertos delante de tus ojos , y no comerás : tu asno será quitado de ti , y no se hartará de tu rostro delante de ti , y no será entregada á tus enemigos , y no será entregado á tus enemigos .
Tus hijos y tus hijas será dada á tu pueblo , y tus ojos será dado á los otros , y tus ojos se desfaltará con todos los días : y no habrá en tu mano , ni habrá en tu mano .
El fruto de tu tierra , y toda tu gente que no sabes ; y tú serás derramado , y serás derramado ;
Y tú , que tú te pareciere lo recto para los ojos de tus ojos que veas .
Jehová te herirá en las rodillas , y en las rodillas , y en los pártate de tu pie , para que no puede sanar de la cabeza de tu cabeza .
Jehová te sacarán , y tu rey sobre la gente que no has puesto sobre ti , ni habrá quien tú ni tus padres , y allí te servirás á dioses ajenos , y allí te servirás .
Y tú te será en espanto , y por palabra entre las gentes , y de Jehová te hará palabra entre las gentes .
La simiente harás mucho simiente en el campo , y juntarás á la langosta ; mas en la langosta la langosta hará .
Tú plantarás plantarás viñas , y las plantarás de vino , y no beberás de vino , ni beberás el vino .
La olivarás han por todos tus términos , y no te ungirás con aceite ; porque tu fruto te aventarás .
Tú oirás los hijos y sus hijas , y no tendrás gozo ; porque tú los afligidos en cautiverio .
Todos los árboles de tu fruto y de tu fruto se hartará .
El extranjero que está dentro de ti , te levantarás sobre ti .
El fin de tu fin , y no tendrás fin de ti ; será el fin , y el fin de la cabeza .
Y de estas cosas vendrán sobre ti todas estas solemnidades , y te derribará , y te destruirán , hasta que no tengas temor de Jehová tu Dios , hasta que no te mandares ; porque tú te mandará sus mandamientos y sus estatutos , y guardará sus estatutos , y guardará sus estatutos .
Y serán sobre ti sobre ti , y sobre tu simiente , y sobre tu simiente para siempre .
Porque tú no has dicho Jehová tu Dios , con alegría y con alegría , y con alegría de todo corazón de todas las cosas ;
Por tanto , tú servirás á tus enemigos que Jehová te enviares contra ti , y en hambre , y en sed , y en toda carne de hierro ; y en toda cerviz de hierro te destruirás , hasta que te destruyas .
Jehová hará gente contra ti , desde el fin de la tierra , como águila , como águila , como águila ; su lengua no entenderá como águila ;
La nación de gente que no enseña , ni la gente de los viejos , ni mostrará la palabra de los mancebos , para mostrar los mancebos .
Y comerás el fruto de tu fruto , y el fruto de tu tierra , hasta que no te dejares ; y el aceite que no te dejare , ni se hartará de tus ovejas , y tus ovejas , te destruídos .
Y cercará á ti en todas tus puertas , hasta que salgas , y tus muros , hasta que has descendido en tu tierra , y en que has cerrado por todas tus puertas , y en toda la tierra que Jehová tu Dios te ha dado en toda tu tierra .
Y comerás el fruto del fruto de tu cuerpo , y la carne de tus hijos , que Jehová tu Dios te ha dado , y en las hijas de tus enemigos , te ha dado , y en la angustia de tus enemigos ;
Y el hombre que hay entre vosotros , y su ojo , será su ojo , y su ojo , y su ojo , y su ojo , y el resto de los hijos de los hijos que dejan , y el resto de los hijos de los hijos que dejan :
Así que no dará de la carne de los hijos de su carne , porque no comió nada en las puertas de los hijos de tu carne , y en que te dejará , y en todas las puertas de tu angustia .
La mujer y la mujer de la mujer que no quería entre vosotros , para que no haya puesto sobre la tierra sobre la fuente de su pie , y su ojo será mal sobre la hija de su seno , y su hijo , y su hijo , y su hija , y su hija , y su hija ,
Y su palmo , que viene de entre sus pies , y sus hijos , y sus hijos se comprenderán ; porque la comprenderá de todas las cosas que está en tus puertas , y tu enemigo será en tus puertas .
Si no harás hacer hacer todas las palabras de esta ley , para que está escrito en este libro , para que conozcas en este libro , para que temas , oh Jehová , y el nombre de Jehová .
Y hará Jehová tus plaplagas , y las plagas de tu simiente , y de las plagas de tu simiente , y de muchas plagas , y de angustia , y de angustia .
Y hará sobre ti toda la enfermedad de Egipto , que fuiste temor de Egipto ; y se hartará á ti .
Y toda enfermedad , toda enfermedad que está escrito en el libro de la ley , no está escrito en el libro de la ley , hasta que Jehová sea destruído sobre ti .
Y dejaréis pocos pocos hombres en el número de los cielos , como las estrellas del cielo ; porque no oyereis la voz de Jehová tu Dios , porque no oyereis la voz de tu Dios .
Y será que como Jehová se alegrará sobre vosotros , y os alegraréis ; y Jehová os regociará ; y os allegaréis de la tierra , y os allegaréis de la tierra para poseerla , para poseerla .
Y Jehová te esparciráse entre todo el pueblo , desde el fin de la tierra , desde el otro cabo de la tierra ; y allí te servirás á los dioses ajenos , y á los dioses de la piedra que ni tus padres te han conocido , ni hay piedra .
Y tú no hallarás entre las gentes , ni los ojos de tu pie ; mas Jehová te dará corazón , y los ojos de los ojos de tu pie , y de corazón te dará corazón :
Y tu vida será en ti delante de ti ; y temerás hoy , y no tendrás temor de noche , y no tendrás temor de tu vida .
En la mañana dirás : ¡ Ay de la mañana ! ¡ Ay de Dios ! porque tú lo haces , Dios , y el temor de tu corazón , y el temor de los ojos de tu corazón que veas , y el temor de tus ojos !
Y Jehová te sacarán á Egipto con navíos , para que yo te he dicho : No podrás más más más : y á vuestros enemigos , y á los hombres que vengan á vuestros enemigos , y á los hombres que vengan .
Y Josué juntó todas las tribus de Israel , y llamó á Sichêm y á sus príncipes , y á sus príncipes , y á sus jueces , y á sus príncipes , y á Dios de Israel y á Dios ; porque se juntaron delante de Dios .
Y Josué dijo á todo el pueblo : Así ha dicho Jehová Dios de Israel : Así ha dicho Jehová nuestro Dios en el tiempo de Abraham , padre de Abraham , padre de Abraham , y sirvieron á los otros dioses de Nachâ , y sirvieron á los dioses .
Y tomó á Abraham vuestro padre de la otra parte del diluvio , y le multiplicó por toda la tierra de Canaán , y dió á Isaac , y le dió á Isaac .
Y dí Isaac á Jacob Isaac Isaac Isaac y Jacob dí á Esaú : mas á Esaú su monte , y á sus hijos fueron en Egipto .
Yo envié á Moisés y á Aarón y á Aarón , conforme á Egipto , conforme á lo que yo los había hecho entre ellos : y después yo os saqué .
Y salió vuestros padres de Egipto ; y vinieron á los Egipcios á la mar , y á los Egipcios , y á los Egipcios con sus padres .
Y clamaron á Jehová clamaron las tinieblas , y puso las tinieblas entre vosotros y los Egipcios , y sacólos sobre ellos ; y vuestros ojos he visto lo que he visto en el desierto : y habitaron en el desierto .
Y os hice subir á la tierra de los Amorrheos , el Jordán que habitaba en la otra parte del Jordán , y pelearon con vosotros ; y yo les dí á la tierra , para que poseáis delante de vosotros : y destruí de vosotros .
Entonces Balac hijo de Zichri , rey de Moab , levantóse contra Israel , y llamó á Balaam hijo de Beor , y llamó Balaam hijo de Beor , y llamó Balaam á Balaam :
Mas no quiso oir á Balaam ; y yo os he librado de su mano .
Y subió el Jordán á Jericó , y vinieron á Jericó , y á Jericó : y los hijos de Jericó , peleos peleó contra los Cananeos , y los Cananeos , y los Cananeos , y los Cananeos , y los Pherezeos , los cuales yo los entregó en la mano .
Y envié la red delante de vosotros la red delante de vosotros , que los dos reyes de los Amorrheos , los dos reyes de los Amorrheos ; mas no con tu arco , ni tu arco , ni tu arco .
Y os he dado una tierra que no hizo , y las ciudades que no edificasteis , y habitaréis en ellas ; las viñas , las cuales no comeréis .
Ahora pues , temed á Jehová , y le servid en verdad , y servid en verdad : y en verdad los dioses ajenos que sirvieron á la parte del río , y servid en Egipto ; y servid á Jehová .
Y si el mal os servid á Jehová , que os serviréis á los dioses de la otra parte del Amorrheo , ó á los dioses de la otra parte del Amorrheo , y á los dioses de los Amorrheos , en la tierra de los Amorrheos , y me serviréis .
Y el pueblo respondió el pueblo , y dijo : Dios Dios , para que nos dejamos á Jehová , para servir á dioses dioses ajenos , para servir á dioses dioses ajenos ;
Porque Jehová nuestro Dios nos sacó nuestros padres , de la tierra de Egipto , y de la casa de Egipto , y nos hizo todas las señales en el camino de los pueblos , y de todo el pueblo que pasamos :
Y Jehová salvó de todo el pueblo delante de nosotros , á los Amorrheos que habitaba en la tierra , los Amorrheos que moran en la tierra : por tanto , Jehová nuestro Dios es nuestro , porque él es nuestro Dios .
Y Josué dijo á los pueblos : No podéis servir á Jehová : porque él es Dios ; no perdonará vuestros pecados , ni perdonará vuestros pecados .
Si os dejareis Jehová , y serviréis á dioses ajenos , y os servirá á vosotros , y os hará mal , y os ha hecho bien .
Y el pueblo dijo á Josué : No serviremos á Jehová ; antes serviremos á Josué .
Y Josué dijo á los pueblos : Vosotros sois testigos contra vosotros , para que os habéis elegido á Jehová . Y ellos dijeron : Hamos testigos testigos testigos testigos .
Y él dijo : Por tanto los dioses de Israel , los dioses de Jehová vuestro Dios , y vuestro corazón de Israel .
Y el pueblo dijo á Josué : Jehová nuestro Dios serviremos á Josué , y sirvamos á su voz , y á su voz .
Y Josué hizo alianza con el pueblo que con ellos , y puso en Sichêm , y en Sichêm .
Y Josué escribió estas palabras en el libro de la ley de Dios , y tomó una piedra debajo del santuario , y púsose debajo del santuario .
Y Josué dijo á todo el pueblo : He aquí que este pueblo nos será testigo , esta piedra será testimonio á nosotros ; porque él nos ha oído todas las palabras de Jehová que nos habló : por tanto , pues , no os será testimonio á vosotros .
Y Josué el pueblo se aparta á su heredad , cada uno á su herencia .
Y aconteció que después de estas cosas , Josué hijo de Nun , el cual murió , siervo de Jehová , y diez años murió .
Y le sepultaron en el término de su herencia , en el monte de Ephraim , el cual está en el monte de Ephraim .
Y sirvieron Israel á Jehová , y sirvieron todos los días de Josué , y todos los ancianos de los ancianos de los ancianos que Josué había conocido , y que había conocido todas las obras de Jehová , que había hecho por Israel .
Y los huesos de José , los hijos de Egipto , trajeron de Egipto , en Sichêm , en Sichêm , en Sichêm , á los hijos de Hamor de los hijos de Sichêm su padre ; y fué hecha la herencia de los hijos de José , y fué hecha herencia de los hijos de José .
Y Phinees Eleazar hijo de Aarón , y sepultáronlo en el monte de su hijo ; y sepultáronlo en el monte de Ephraim , que le había dado en el monte de Ephraim .
Y LOS Filisteos tomó el arca de Dios , y tomó el arca de Dios .
Y tomaron los Filisteos el arca de Dios tomó el arca de Dios , y tomó á la casa de Di , y púpúpúpúbbbla , y púsola .
Y saliendo de mañana , levantóse de mañana , y he aquí que estaba en su rostro , á la tierra de Jehová . Y tomaron á su rostro , y le pusieron en el lugar de su lugar .
Y como se levantó de mañana , he aquí que estaba sobre la mañana sobre su rostro , y la cabeza de Jehová había caído delante del arca de la tierra ; y la cabeza de Jehová tenía sus manos , y la cabeza de sus manos , y la plaza de las manos .
Por tanto , ni los sacerdotes , ni en la casa de Di , ni en la casa de Darío , en la casa de Di , en el día de Agripa , en el día de Ascalón .
Mas la mano de Jehová fué sobre ellos , y los destruyeron con ellos , y los términos de ellos , y sus términos .
Y viendo los hombres de AsAsAsAsdod , dijeron : El arca del Dios de Israel , el arca de Dios , no nos ha dicho con nosotros : porque su mano nos es sobre nosotros , y sobre el dios .
Entonces envió pues , y juntaron todos los príncipes de los Filisteos á los Filisteos , y dijeron : ¿ Qué haremos con el arca de Dios de Israel ? Y ellos respondieron : ¿ Qué es el arca de Dios de Israel . Y ellos respondieron los príncipes de Dios .
Y fué así así así , que los que habían sido alrededor de la ciudad , con grande mano de Jehová , con grande y los hombres de la ciudad ; y hirió á los hombres de la ciudad , y los cuales habían caído en secreto .
Y los envió el arca de Dios á Ecrón . Y aconteció que el arca de Dios vino á Ecrón , y los que clamaban el arca de Ecrón , dijeron á los hijos de Israel , diciendo : Vamos á la gente de nuestro Dios , y nos maquemos .
Y juntáronse á todos los príncipes de los Filisteos , y dijo : Siéntate el arca del Dios de Israel , y ve á su pueblo , y no lo maquemos á la ciudad de Dios ; porque el Dios estaba cerca de toda la ciudad .
Y murió los hombres que no fueron herir con los hijos de la ciudad ; y clamaron el clamor de la ciudad , y clamaron el cielo .
Y COMO el hijo de Saúl oyó que tenía las manos de su hijo , y todos los que estaban en Hebrón , fueron turbados .
Y los dos varones de Saúl había dos maridos mujeres de los otros dos , un nombre de la otra parte de Rechâb , y el nombre de los hijos de Mameel , los hijos de Benjamín : ( porque también de los hijos de Benjamín fué hecho á Benjamín .
Y los Baales huyeron á Gibaim , y allí fueron allí hasta hoy .
Y Jonathán hijo de Jonathán era Jonathán , hijo de Jonathán , el cual era de los pies de Saúl y cinco años de Saúl , cuando se llamaba Saúl , y de su hijo . Y aconteció que Saúl se levantó , y huyó , y huyeron á él : y aconteció que como él estaba . Y aconteció que el nombre de Mephi-bo-bo-bo-bo-bo-boseth , y su nombre . Y fué Athalba .
Y los hijos de Rimmón , Rechâb , y vinieron á la casa de Cameel , el día de Is-bo-bo-bo-bo-boseth .
Y vinieron á la casa de la casa de la casa , como los cuales eran trigo en medio de la casa ; y le hirieron debajo de él ; y le hirieron al quinto ; y el quinto , y el quinto su hermano murió .
Porque cuando vinieron á la casa , puso sobre su cama , y matándole , é hiriéronle , y matándole su cabeza , y le matólo , y matólo á su cabeza , y le tomaron la noche .
Y trajeron á David á la cabeza de Is-boseth , y dijo á David : He aquí el rey de Saúl hijo de Saúl , el cual ha buscado la vida de tu enemigo , y Jehová ha buscado la vida de Saúl , y el rey de su señor Saúl y de su simiente .
Y David respondió á Rechâb , y á su hermano , y á los hijos de Rimmón , y díjoles : Vive Jehová , que ha redimido á todos los redimidos de todos los que habían redimido ,
Cuando se ha dado aviso á Saúl , diciendo : He aquí yo he muerto á Saúl , el rey de lo he dado , y matólo á él , y lo que le he dado .
¿ Cómo más más más que los impíos han muerto , cuando los impíos han muerto en su casa en su cama ? ¿ no quiero ahora su sangre ? ¿ no quiero ahora su sangre ? ¿ no os quitaré ahora de la tierra ? ¿ y no os quitaré de la tierra ?
Y mandó David á sus mancebos , y matáronlos de sus manos , y lleváronlos en Hebrón , y lleváronlos en el sepulcro de David , y sepultaron sus pies , y sepultaron sus manos en Hebrón .
Y COMO el nombre de Jehová oyó la reina de Salomón , la reina de la reina del nombre de Jehová le oyó con él .
Y vino á Jerusalem con gran gran gran manera , con camellos , y con los camellos que le parió á los camellos , y de oro , y de oro ; y cuando Salomón había venido á Salomón con él , con todo lo que estaba en su corazón .
Y dió Salomón Salomón Salomón á todos sus compañeros : no hay cosa cosa que le declaró .
Y la reina de Salomón , la reina de toda la casa de Salomón , y la casa que había edificado , y la casa que había edificado ,
Y el comida de su mesa , y sentóse la mesa de sus siervos , y sus siervos , y sus vestidos , y sus vestidos , y sus vestidos , y sus vestidos , y sus vestidos , y no hubo más de la casa de Jehová ; no hubo más espíritu en el espíritu de ella .
Y ella dijo al rey : El que he oído en la tierra de tus hechos , y en la sabiduría de tus hechos .
Mas yo no creciendo las palabras , hasta no he visto mis ojos , y mis ojos lo había visto , y la mitad de mí , no me ha dicho : tu sabiduría , y tu sabiduría .
Los hombres son tus palabras , tus siervos son tus siervos , tus siervos son tus siervos , los que están delante de ti , y oirán tu sabiduría .
Bendito sea Jehová tu Dios , que te amaron en el trono de Israel : porque Jehová amó á ti , por tanto , por tanto te ha puesto rey sobre justicia , y justicia .
Y dió el rey ciento y veinte talentos de oro , y veinte talentos de oro , y de oro , y de grandes piedras preciosas , y no hay más que la reina de la reina Salomón , para que la reina de Salomón .
Y el envidia de Hiram , el oro que había sacado de oro , en Ophir , en Ophiphir , y piedras preciosas , y piedras preciosas .
Y el rey hizo las columnas de la casa de Jehová , y para el rey de la casa de Jehová , y con salterio , y salterios : no hay más que los cantores y salterios , ni los que habían visto hoy .
Y el rey Salomón dió á la reina de Seba , y todo lo que Salomón le dió , y todo lo que Salomón le dió , y se volvió á su tierra , y se volvió á sus siervos , y sus siervos .
Y vino el peso del oro que Salomón vino á Salomón en un año , y seis talentos de oro , y seis talentos de oro ,
Y de Bususmo , y de los mercaderes , y de los mercaderes , y de todos los reyes de Arabicos , y de todos los reyes de la tierra .
Y el rey Salomón hizo el rey Salomón los dos coros de oro : seiscientos y seiscientos siclos de oro , seiscientos siclos de oro .
E hizo trescientos y tres órdenes de oro , el oro de oro de oro , y el escudo de oro , y el rey puso en la casa de los cedros .
Y el rey hizo el trono hizo un trono , y cubrióla de oro , y cubrióla con el oro .
El trono tenía seis pasos , y el trono de la cumbre del trono estaba en derredor , y allí estaban en el lugar de la silla , y dos leones estaban junto á la silla de la silla , y dos leones .
Y doce leones estaban allí á la otra parte de la otra parte , y no hubo como el uno en el reino .
Y todos los vasos del rey Salomón , todos los vasos del oro de oro , y todos los vasos del bosque , de oro , de oro , de oro , de oro , no había nada nada nada en los días de Salomón : no había nada en días de Salomón .
Porque el rey tuvo envidia de la mar , con el cual tenía tres años : en tres años vinieron á los tres años de Hiram , y oro , y oro , y plata , y plata , y de plata , y de oro , y de oro .
Y el rey Salomón se puso á todos los reyes de la tierra , y para sabiduría .
Y toda la tierra buscaron á Salomón , para oir su sabiduría , para oir la sabiduría que había en su corazón .
Y trajeron cada uno su presente , y vasos de plata , y de oro , y de oro , y de oro , y de oro , y de un año , y de un año .
Y juntó Salomón á caballo y á caballo , y á caballo y á caballo , doce mil y á caballo , y á caballo , á caballo , y á caballo , con los carros , y con los carros .
Y el rey hizo plata en Jerusalem , y en piedras preciosas , y en los árboles que están en los camos , para que están en los árboles de la abundancia .
Y Salomón había hecho caballos de Egipto , y de lino fino : el rey tomó los mercaderes de lino fino , y los negociosos .
Y subió un carro de Egipto y de ciento y seis siclos de plata , y de plata , y cincuenta y cincuenta ; y de todos los reyes de los Hetheos , y los reyes de Siria , hicieron los reyes de Siria , y los reyes de Siria .
Y ACONTECIÓ en el año de Aphet rey de Israel , en el tercer año del rey de Judá , comenzó á reinar Achâz hijo de Achâz rey de Judá .
De cinco años y cinco años cuando comenzó á reinar , comenzó á reinar comenzó á reinar ; y reinó veinte años en Jerusalem . El nombre de Abías fué Abías , hija de Sarvia .
E hizo lo recto en ojos de Jehová , conforme á todos los ojos de David su padre , conforme á todo lo hizo David su padre .
El alto y quebró los altos , y quebró los bosques , y derribaron los bosques , y derribaron los hijos de Israel : porque los hijos de Israel lo hicieron sahumerio .
Aleluya en Jehová Dios de Israel ; y el que no le había de hacer , ni de los reyes de Israel , ni de todos los reyes de Judá , ni entre los reyes de Judá .
Porque él se apartó á Jehová , y no le guardó de sus mandamientos , sino que Jehová lo había mandado á Moisés .
Y Jehová estaba con él con él con él ; y se rebeló contra el rey de Asiria , y no le sirvieron .
De los Filisteos hirió á Gaza , y á sus términos , y á la torre de la ciudad .
Y aconteció que en el cuarto año séptimo año de Ezechîas rey de Israel , que fué el séptimo año del rey de Ecrón , rey de Ecrón , el cual subió contra él rey de Asiria , y cercó contra Samaria .
Y en el cabo de tres años tomó el sexto año : en el año de Ezechîas , el año de un año , fué tomada el año del rey de Samaria .
Y el rey de Asiria hizo subir á Asiria á Asiria , y pusiéronles en el río de Gozán , y en las ciudades de Gozán , y en las ciudades de Parán .
Porque no obedecieron la voz de Jehová su Dios , mas su pacto , y todo lo que Moisés siervo de Jehová lo había mandado , y no los oyeren .
Y en el año décimo rey de Ezechîas hizo Ezechîas rey de Asiria , rey de Asiria subió contra todas las ciudades fuertes de Judá , y tomó .
Y Ezechîas rey de Judá envió al rey de Asiria á Lachîs , rey de Lachîs , diciendo : Yo tornaré de mí ; de los que has puesto en mí . Y el rey de Asiria , el rey de los treinta talentos de plata y treinta talentos de oro , y treinta talentos de oro .
Y Ezechîas le dió todo lo que se halló en la casa de Jehová , y en los tesoros del rey .
En aquel tiempo hizo Ezechîas el tiempo que Ezechîas hizo las puertas de las puertas del templo de Jehová , y de las columnas , y de las columnas que había rey de Judá , y dió al rey de Asiria , y dió al rey de Asiria .
Y el rey de Asiria envió á Rabsaces y Rabsaces es el rey de Lachîs , y vinieron á Jerusalem con grande ejército , y vinieron á Jerusalem , y vinieron á Jerusalem , y se pararon en el camino del campo .
Y como hubieron llamado Eliacim hijo de Hilcías , vino á Eliacim hijo de Hilcías , el cual estaba sobre la casa de Hilcías , y el hijo de Asaph , el cual estaba sobre la casa de Asaph , y el hijo de Asaph , y el hijo de Asaph , y Joachâz , hijo de Asaph .
Y Rabsac dijo á Ezechîas : Así ha dicho el rey de Asiria : ¿ Qué es el rey de Asiria ? ¿ Qué es el rey de Asiria , el rey de Asiria ?
¿ Tú dices tú : mas palabras son palabras , mas yo he hablado la guerra , y por el consejo de la guerra , para que tú confías contra mí ?
Ahora , he aquí , tú , sobre el bordón de esta caña , sobre la caña de Egipto , sobre la caña que si alguno fuere hombre en su mano , el cual es el rey de Egipto , así es el rey de Egipto .
Mas si me dijereis : ¿ No hay en Jehová nuestro Dios ? ¿ no está en nuestros altares , y sus altares , y sus altares , y dijo : ¿ No tiene Judá y Judá , y Judá , y Judá ? ¿ no adoraréis delante de Jerusalem ?
Ahora pues , yo te ruego que á mi señor el rey de Asiria , y te libraré dos mil caballos , y te libraré á los dos mil en ellas .
¿ Hasta cuándo , pues , pues vendrás á la faz de un capitán de un capitán de los siervos de mi señor el capitán de los siervos de mi señor , y en tu gente en Egipto ?
¿ Por qué he venido á Jehová contra este lugar ? Y Jehová dijo : ¿ Ha contra mí , y la destruyeron contra esta tierra ?
Entonces Eliacim hijo de Hilcías dijo : Hijo de Hilcías , y Segías , y Rabsac , á Rabsaces , á Rabsam , á tus siervos , porque no lo entendemos ; porque no entendemos bien con los Judíos en la vejez de los pueblos que están en el muro de los pueblos .
Mas Rabsaces les dijo Rabsaces : ¿ No te envió mi señor á tu señor , y te ha enviado á tu señor , para que me ha enviado á los hombres ? ¿ no se sentasen los hombres de ellos , para que se senten el muro ?
Entonces Rabsaces se puso Rabba , y clamaron con gran voz de los Judíos , diciendo : Oid palabra del rey de los Judíos , y habló á la palabra del rey de Asiria :
Así ha dicho el rey : No os engañe Ezechîas : porque no sea libraros de su mano ;
Y no os confiará Ezechîas en Jehová , diciendo : No nos librará á Jehová , y esta ciudad , y no será entregado en mano del rey de Asiria .
No temas á Ezechîas : porque así ha dicho el rey de Asiria , y me ha dicho el rey de Asiria , y me ha dicho : Haced así á mí , y me comed cada uno de su higuera , y bebid cada uno de sus aguas .
Hasta que vengo , y os tomaré á vuestra tierra , y la tierra de aceite , y la tierra de oliva , y la tierra de aceite , y de olivaros , y de olivaros , y de oliva , y no os libréis , diciendo : Jehová os librará , y no os librará .
¿ Ha de los dioses de las gentes de la tierra ? ¿ de los dioses del rey de Asiria ?
¿ Dónde están los dioses de Hamath y los dioses de Hamath , y dónde están los dioses de los dioses de Sephaim ? ¿ y dónde han librado de Samaria ? ¿ han librado de la mano de Samaria ?
¿ Quién son todos los dioses de las tierras , que han librado de la tierra de mi mano , para que Jehová librase de mi mano ?
Mas el pueblo se maravilló su paz , y no le respondiéronle palabra : porque el mandamiento del rey .
Entonces Eliacim hijo de Hilcías , el cual estaba sobre la casa de Hilcías , y Jozabad hijo de Asaph , y Jozabad hijo de Asaph , y á Joachâz , y á Joachâz , y le dió las palabras de Rabsaces , y las palabras de Rabsaces .
Y COMO David estaba llena de edad de los días de Salomón , y el rey sobre Israel .
Y juntaron todos los príncipes de Israel , y los príncipes de los sacerdotes y Levitas , y los Levitas .
Y los Levitas fueron contados de treinta y treinta años : y sus treinta y sus treinta y ocho ; y ocho mil treinta y ocho mil .
De la obra que veinte y veinte y cuatro mil y cuatro mil ; y los gobernadores de la obra de la casa de Jehová .
Y los porteros eran porteros , y cuatro mil ; y los cuatro mil , dijeron á Jehová que había hecho con alabanza .
Y los repartieron David en los hijos de Leví , en los hijos de Leví , de Coath , de Coath , de Coath , y de Merari .
De Gersón , de Gersón , de Ladán , y Semeías .
Los hijos de Alabán ; el principal , Jehiel , Jehiel , Jehiel , y Berechîas .
Los hijos de Semeías : Sethías , Sebanías , y tres . Estos fueron tres cabezas de las familias de Laadán .
Y los hijos de Semeías , Jabías , Jael , Zera , y Berechîas . Estos fueron los hijos de Semeías , y Berechîas .
Y Jabías fué Jabías , y Bería , y Berechîas ; y no fueron muchos hijos en la casa de su padre , conforme á la cual fueron en casa de su padre .
Los hijos de Coath , de Coath : Amhar , Aram , Hebrón , Hebrón , y Uzziel .
Los hijos de Aarón , Aarón , Aarón y Aarón : Aarón , Aarón , para santificar á Aarón , para santificar á sus hijos , y á sus hijos para ministrar delante de Jehová , para que le sirvan en su nombre para siempre .
Y de Moisés , el varón de Dios , sus hijos , fueron llamados hijos de Leví .
Los hijos de Moisés , de Gersón , y Eliezer , Eliezer .
De los hijos de Gersón , Gersón , de Gersón , el principal .
Y los hijos de Eliezer , Eliezer , el jefe de los hijos de Eliezer ; mas los hijos de Reu fueron muchos .
De los hijos de Jesuá los hijos de Ibbhar : Sesai .
De los hijos de Hebrón : Joel , Amarías , Amarías , el segundo , Jaazías , Jaazías , Jepías , Jepam .
De los hijos de Uzziel : Michâel primero , Michâel primero y el segundo .
Los hijos de Merari : Mausi : Mausi , y Musi .
Y murió Eleazar , y los hijos de Eleazar , y no tuvo hijos : y sus hermanos tomaron hijos , y los hijos de Cis .
Los hijos de Pusi : Maasías , y Ethi , y Ethi .
Estos fueron los hijos de Leví , de Leví , de los padres de sus padres ; como los cabezas de los nombres de los nombres de los nombres , los que hacían la obra de la casa de Jehová , de los veinte años de la casa de veinte años , y de veinte años .
Porque David dijo : Jehová Dios de Israel ha dado á su pueblo , para que moran en Jerusalem :
Y los Levitas no llevarán más á los Levitas , ni á los vasos del tabernáculo , ni á los vasos de sus vasos .
Porque los postreros de David fueron los Levitas de veinte años de veinte años , y sobre arriba :
Porque el servicio de los hijos de Aarón , para los hijos de Aarón , en la casa de Jehová , en los atrios , y en las cámaras del santuario , y en las cosas de la casa de Dios , y la obra de la casa de Dios ;
Besoth por el pan , y para la flor de harina , y para los panes panes sin levadura , y para los panes sin levadura , y para los que están en la décimas , y por toda suerte que es la medida ;
Y á toda mañana , á la mañana y á Jehová ;
Y á todos los sacrificios á Jehová , en el holocausto , y en las solemnidades , y en las solemnidades , conforme á la cuenta de Jehová , conforme á la cuenta de ellos , conforme á la cuenta de delante de Jehová .
Y que guarden la guarda del tabernáculo del testimonio , y la guarda del santuario , y la guarda de los hijos de Aarón , y la guarda de los hijos de la casa de Jehová .
Al Músico principal : y reinó en Jerusalem , cuando comenzó á reinar comenzó á reinar su madre .
Y Joas hizo lo recto en ojos de Jehová , en ojos de todos los días que había hecho en ojos de todo el sacerdote Joiada .
Y Joiada tomó mujeres para sí mujeres ; y engendró hijos y engendró á dos hijas .
Y aconteció que después de esta casa fué el que Joas estaba en la casa de Jehová .
Y juntaron los sacerdotes y Levitas , y los Levitas , y les dijo : Id á las ciudades de Judá , y juntad de todo el año de la casa de Dios vuestro Dios , y veis el año de los Levitas , y los Levitas .
Y el rey llamó á Joiada , y le dijo : ¿ Por qué no has de hacer el rey de Judá y de Jerusalem , y tú no has oído de hacer el mandamiento de Jehová , conforme á la congregación de Moisés , conforme á la congregación de la congregación de Israel , y de la congregación de la congregación de Jehová , y de Israel .
Porque los hijos de Athalía , y la mujer de la casa de Jehová , y toda la casa de la casa de Jehová había hecho sobre los Baales .
Y en el mandamiento del rey hizo mandamiento del mandamiento , y pusieron en la puerta de la casa de Jehová , y en la puerta de la casa de Jehová .
E hicieron pasar á Judá y Judá , y á Jerusalem , y á Jehová el que Moisés siervo de Dios puso sobre Israel en el desierto .
Y todos los príncipes y todos los príncipes y todo el pueblo se alegraron , y sacaron en los pueblos , hasta que habían hecho fin , hasta que habían hecho fin .
Y aconteció que el tiempo de la mano del rey había sacado á la mano del rey , y viendo que estaba allí el dinero del rey , y el sacerdote de los Levitas , y tomó el sacerdote , y la tomó el sacerdote , y la tomó á su lugar , y lleváronlo á su lugar , y se juntaron en el día .
Y el rey Joiada dió el servicio de la casa de Jehová , y dió á la casa de Jehová , y á los vasos de hierro , y á la casa de hierro , y á la casa de Jehová , y á la casa de hierro , y á la casa de hierro , y á la casa de hierro , y á la casa de hierro .
Y los hombres hacían la obra , y pusieron la casa de su Dios en su Dios , y lo hicieron .
Y acabaron el servicio del dinero del dinero , y los vasos de los vasos de la casa de Jehová , y de Joiada , y de los vasos , y de los vasos de la casa de Jehová , para ministrar á los vasos , y á los vasos , y á los vasos de la casa de Jehová toda la obra de todos los días .
Mas Joiada se postró de los días , y murió treinta y treinta años de treinta y treinta y treinta años .
Y sepultáronlo en la ciudad de David , porque había hecho Dios entre los reyes de Israel , y en su casa .
Y después de la muerte de Joiada vinieron á los príncipes de Joiada , y á los príncipes de los príncipes de Judá .
Y dejaron á la casa de Jehová su Dios , y sirvieron los ídolos de sus padres , y sirvieron á Jerusalem , y á los ídolos de Jerusalem .
Y envió á los profetas á los profetas , para que los traían á Jehová ; mas ellos no quiso oir contra ellos .
Y el Espíritu de Dios de Zacarías hijo de Joiada , el sacerdote de Joiada , el sacerdote que estaba sobre el pueblo , y dijo : Así ha dicho Jehová : ¿ Por qué no podéis vosotros los mandamientos de Jehová ? ¿ Por qué habéis dejado los mandamientos de Jehová , porque también os habéis dejado .
Y ellos se rebelaron contra él , y con piedras de la casa del rey en el atrio de la casa de Jehová .
El rey Joas no acordó la misericordia de su padre , sino que su padre Joiada le había hecho . Y murió , Jehová le dijo : Jehová , y Jehová lo ha dicho .
Y aconteció que el fin del año de los Siria vinieron contra él , contra el ejército de Siria , y vinieron á Jerusalem , y á todos los príncipes de los príncipes de los príncipes de los pueblos , y envió á todos los príncipes de Damasco , y envió á todos los despojos del rey de Damasco .
Porque el ejército de los Siros vinieron á la multitud de los Siros , y libraron á Jehová su Dios , por cuanto habían dejado el ejército de sus padres . Y ellos hicieron juicio contra el ejército de sus padres .
Y partidos de él se fueron de él , ( porque ellos le habían quedado en gran manera contra él sus siervos , y sepultáronlo en la sangre de los hijos de Joiada , y sepultáronlo en la ciudad de los hijos de David , y sepultáronlo en la ciudad de los sepulcros de los sepulcros .
Y estos son los que se rebelaron contra él , hijo de Zabad , hijo de Simnías , y Jozabad hijo de Simnías , y Jozabad hijo de Moloth .
Y de los hijos de su grandeza , y la grandeza de la casa de Dios , y he aquí está escrito en el libro de los reyes de la casa de los reyes de los reyes . Y Amasías reinó en su lugar Amasías hijo .
Y COMO todo el pueblo se juntaron á la plaza de la puerta , y á la puerta del libro que Jehová había mandado á Moisés y á la ley de la ley que Jehová había mandado á Moisés , mandó que Jehová había mandado á Israel .
Y Esdras sacerdote hizo á la ley de los hombres y mujeres , y todas las mujeres , el primer día del séptimo día .
Y leyó delante de la plaza delante de la puerta que estaba delante de la puerta , desde el día que estaba delante de los hombres hasta el día , y las mujeres que estaban ; y los oídos de los pueblos estaban en el libro de la ley .
Y Esdras se paró en orden de leña , el cual tenían cargo de la leña , y Sethías , y Ananías , y Sethías , y Hilcías , y Maasías , y Maasías , y Azarías , Maasías , Maasías , y Maasías , y Asthías , y Othías , y Maasías , y Maasías , y Azarías , y Azarías , y Azarías , y Maasías , y Maasías , y Azarías , y Azarías , y Maasías , y Asthías , y Asthías , y Asthías , y Asthías , y Maasías ,
Y abrió todo el pueblo que abrió todo el pueblo que abrió á todo el pueblo que estaba sobre todos los pueblos se abrió todo el pueblo ;
Y bendibendibendibendibendibendibendibendibendibendibendibendibendiga á Jehová , Dios de todo el pueblo , dijo : Amén . Y alzaron sus manos , y inclináronse sus cabezas , y adoraron á Jehová con sus cabezas .
Y Jesuá , Jesuá , y Sebías , en Apheb , Sebías , Sebías , Othías , Othías , Azarías , Othías , Semaías , y Levitas , los Levitas , los Levitas , y los Levitas que estaban en la ley ; y el pueblo se pararon .
Y leyeron en el libro de Dios en el libro de la ley , y diéronles , y diéronles , y diéronles .
Y de Nephec , que es el sacerdote , y los Levitas , y los Levitas , dijeron á los Levitas , y los Levitas , dijeron á todo el pueblo , Jehová vuestro Dios ; no lloréis , ni llorad á todos los pueblos de la ley .
Entonces él les dijo : Id á vuestro camino , y bebe el camino , y bebebebebe , y bebebebe á los , y á los á los que están : porque el Señor es el gozo de Jehová . No sea gozo de vuestra fortaleza .
Y los Levitas , y los Levitas , diciendo : Vuestra paz es el día ; y no seáis contristados .
Y todo el pueblo salió el camino de ellos , y bebiendo á beber , y á beber , y á beber , y á beber las palabras que había declarado las palabras que habían declarado .
Y el segundo día juntaron los príncipes de las familias de los padres , y Levitas , á los sacerdotes , y á los Levitas , y á los Levitas , las palabras de la ley .
Y hallaron escrito en la ley que Jehová había mandado á Moisés , para que los hijos de Israel había mandado á los hijos de Israel , el séptimo mes en los días del séptimo :
Y para que glorificasen en todas sus ciudades , y en Jerusalem , diciendo : Id , y oliva á las ramas , y las ramas , y las ramas , y las ramas , y las palmas , y las cuales está escrito , como está escrito .
Y el pueblo salió el pueblo , y los sacó de la casa de su Dios , y traían cada uno en las plagas de la casa de su Dios , y en las plagas de la plagas , y en las plagas de la puerta de Ephraim , y en la puerta de la puerta de la puerta de Ephraim , y la puerta de la puerta de la puerta de la puerta de la puerta de la puerta de Ephraim ,
Y toda la congregación de los que habían venido de la cautividad , y sentáronse debajo de los hijos de Israel , y no había hecho allí .
Y guardaron el día , desde el primer día , desde el primero de la ley , desde el día de la ley fué el día de la ley , y leyó en el libro de los siete días de Dios . Y guardaron los siete días de la ley , y el octavo día , conforme á la congregación .
Y RESPONDIÓ Eliphaz Eliphaz Eliphaz , y dijo :
¿ Ha el hombre sabio , y la sabiduría de su vientre ?
¿ A causa de la mesa de la mesa de la mesa ? ¿ ó qué puede hacer lo bueno ? ¿ no puede hacer bien ?
Y tú , oh temor de Dios , y la oración delante de Dios .
Porque tu boca da tu iniquidad , y la iniquidad de la lengua de los clavos .
La boca de la boca de la boca , y no te he oído ; y tus labios contra ti .
¿ Eres tú el hombre hombre que nació el primero ?
¿ Has oído el secreto de Dios , y tú has oído en sabiduría ? ¿ has oído en ti ?
¿ Qué sabes lo que no conocemos ? ¿ Qué es lo que no hay en nosotros ?
Con nosotros somos consumidos , y los hombres de los hombres , y mucho mucho mucho mucho mucho mucho más que tu padre .
¿ No hay el misterio de Dios contigo ? ¿ allí hay oculto de ti ?
¿ Por qué te saca tu corazón , y si tus ojos te saca ?
¿ Para que tienes tú tu espíritu contra Dios , y ve las palabras de tu boca , y los tales son de tu boca ?
¿ Qué es el hombre , y el limpio ? ¿ y quién es limpio ?
He aquí , en sus santos no hay en sus santos , y no hay limpio en los cielos .
¿ Hasta cuándo se ha sido ligadas y tu pecado , que bebebebebe como el hombre ?
Yo te mostraré , y oiré , y oiré que he visto ;
Que los sabios de sus padres , dieron de sus padres , y no lo escondieron ;
A los cuales fué dado la tierra , y no pasó el extranjero entre ellos .
El impío hace el impío con todos sus días , y el número de los años es el número de los años .
El sonido de sus oídos está en sus oídos : en el homicida vendrá en él .
El que cree de las tinieblas , no se convirtiere de las tinieblas , y se esperará de la espada .
¿ Dónde está en el pan , diciendo : ¿ Dónde está el día de las tinieblas ? ¿ Dónde está el día de su mano está en su mano .
Acortará , y temerán miedo de él , y se entienden contra él , como el rey de la batalla .
Porque él extiende su mano contra Dios su Dios , y al Todopoderoso contra el Omnipotente .
El que hinchió sobre él , sobre el cuello de su cuello , sobre los clavos de sus cadores :
Por cuanto cubre su rostro , y hace copas de su grosura .
Y en las ciudades asoladas asoladas , y en las casas que no hay en las casas de los que no se entienden .
No será rico , ni su hacienda , ni su hacienda , ni su hacienda , ni el fin de la tierra .
No se apartará de las tinieblas ; llama de las tinieblas , y la llama de sus brazos , y la boca de su boca saldrá .
El que no hay engañoso en vanidad : porque su vanidad será vanidad en vanidad .
El que se cumplirán delante de su tiempo , y no será cortado .
La vid se apreciará su vid como la vid , y como la plantará su oliva .
Porque la congregación de los hipócritas será asolada , y consumirá los desiertos , y el fuego de las Cususususususura .
Enviaron mal , y la vanidad , y su vientre se hace engaño .
Al Músico principal : Salmo de David : Salmo de David . ¡ cómo se han multiplicado contra mí , oh Jehová !
El alma de mí : No hay mi alma de Dios que no hay en él . ( Selah . ( Selah . )
Mas tú , oh Jehová , oh escudo , gloria mía , y la gloria de mi cabeza .
Yo claméme á Jehová con mi voz , y oyó de su monte . )
Acortóme , y durmió ; y claméme éme ; porque Jehová me desnudaba ; porque Jehová me hizo .
No tengas miedo de millares de millares de millares , que se entienden contra mí en derredor .
Levántate , oh Jehová , oh Dios , oh Dios mío ; porque tú has herido sobre todos los enemigos de los humildes .
Saludad á los soberbios á Jehová : tu bendición es tu bendición . ( Selah . )
Al Músico principal : Salmo de David : Salmo de David , oh Jehová : Salmo de los rectos es el justo , oh Jehová .
AlAleluya con él con él : alabadle con el salterio con el salterio .
Cantad á él un cántaro ; con grande estruendo .
Porque la palabra de Jehová es la palabra de Jehová ; y todos sus obras son todas sus obras .
El que ama el juicio y la tierra ; llena de Jehová es el juicio .
Por la palabra de Jehová había hecho , y el espíritu de todos los cielos .
El hizo las aguas de la mar como las aguas de la mar , como el montón de los profundos .
Sean todos los moradores de la tierra : todos los moradores de los moradores del mundo , en él le estamos en él .
Porque habló , y fué hecho ; y él se había mandado .
El consejo de las gentes que hace Jehová á las gentes de las gentes , no hace cesar los pueblos de los pueblos .
Jehová de los pensamientos de los pensamientos de su corazón , para siempre todos los pensamientos de generación .
Bienaventurados la gente que Jehová Dios es el que ha elegido á su heredad ; y el pueblo que Jehová ha elegido á su heredad .
Los hijos de los cielos , mira todos los hombres de todos los hombres .
Desde el lugar de su morada fué sobre los moradores de la tierra .
El acuerda su corazón : el que hace todas sus obras .
No hay rey por multitud de un ejército ; no hay fuerza con fortaleza .
El caballo es el caballo ; porque no es el que en vano ; ni el que librará su fortaleza .
He aquí que el ojo de Jehová es el ojo sobre los que le temen , sobre los que hay en su misericordia ;
Para librar su alma de muerte , y guarda de muerte , y en hambre en hambre .
Nuestra alma es el alma de Jehová , y nuestro escudo es el escudo .
Porque nuestro corazón se alegraremos en su santo nombre , porque en su nombre .
Oh Jehová , tu misericordia , tu misericordia , como nos gloriamos en ti .
Al Músico principal : Salmo de David : Salmo de ti , oh Dios : buscaré mi alma , oh Dios , y no te glorificado en la tierra , y no hay agua ;
Para ver tu gloria y tu gloria te he visto en el santuario .
Porque tu misericordia es tu misericordia más que los labios , que mi vida te alabará .
Así que yo te bendeciré : viviré en tu nombre .
Mi alma se hartará como el alma se hartará ; y mi alabanza te alabará sus labios .
Cuando yo te acordare sobre ti , y sobre la cama te acordare , y en la noche .
Porque tú has ayudado mis alas en la sombra de tu sombra de tus alas .
Mi alma toma tu alma de tu alma , y me entienden tu diestra .
Mas los que buscan buscan mi alma , para destruir los frutos de la tierra .
Los aránse á cuchillo , caerán á cuchillo á cuchillo : serán la parte de las moradas .
Mas el rey se alegrará en Dios , cada uno se gozará ; mas la boca de los que hablaren : mas la boca de los que hablaren , será despreciado .
Al Músico principal : Salmo de David : Salmo de David : Salmo de David . CAH Jehová es el mundo : es el mundo , que no se entienden con que no se vestir .
Tu trono es el trono de tu trono : desde el siglo eres el siglo .
Los ríos han levantados , oh Jehová , clamaron sus ríos , oh Jehová ; sus ríos se alzaron sus ondas .
Jehová es sobre los alto alto , y los fuertes de la mar , y de la mar de la mar .
Tus testimonios son tus testimonios : tu santidad viene tu casa , oh Jehová , oh casa para siempre .
Al Músico Músico principal : Salmo de David : Salmo de David .
He aquí que los siervos de los siervos de los siervos de sus ojos , como los ojos de sus ojos , y los ojos de su mano á Jehová su mano , así como hizo Jehová nuestro Dios sobre nuestros ojos , hasta que nos han sobre nosotros .
¿ Hemos sobre nosotros misericordia , oh Jehová , sobre nosotros hemos llenado misericordia de nosotros ; porque nosotros somos llenos llenos de tentados .
Nuestro alma se hartan de los que están llenos de los soberbios , y con los soberbios .
Al Músico principal : Salmo de David : Salmo de David , no te olviden mis mandamientos ; mas mi corazón , no guarden mis mandamientos , mas no guarden mis mandamientos :
Porque los días de vida , y de vida .
No te dejes misericordia y verdad en la mesa de tu cuello ;
Y hallarás la hallarás la gracia de Dios , y en los ojos de hombre y en los ojos de Dios .
El corazón en Jehová con todo tu corazón , y no tu entendimiento á tu corazón .
En todos tus caminos le hará sabiduría , y tus veredas .
No temas en tus ojos : temed á Jehová , y se aparta de los ojos , y se aparta de Jehová .
Extenderá á tus huesos á tus huesos , y á tus huesos .
Acordaos de Jehová con toda tu hacienda , y de todos tus frutos :
Así se hartará de tu mosto , y tu tempestad se hartará con el vino .
Mi hijo no reprenda , no se entienden de Jehová , ni se entienden la corrección de su corrección ;
Porque el que ama á Jehová , el que ama ; como el padre en el cual ama hijo .
El hombre es el hombre que hace sabiduría , y el que hace sabiduría , y el hombre que hace sabiduría .
Porque las mercaderías de ella es más que la obra de plata , y el oro que el oro es el oro que el oro .
Mejor es más que las cosas que tú no hay más bien : y todo lo que tú no hay más que su deseo .
Acordera de los días está en su diestra , y en su diestra y la honra .
Sus caminos son sus caminos , y todos sus caminos , y todos sus veredas .
La vida de la vida de su vida , y sobre su alma está sobre todos los que obran .
Jehová ha fundó la tierra por la tierra ; el que tiene la prudencia los cielos .
Por la ciencia se alzaron su sabiduría , y las nubes se alzarán las nubes .
Mi hijo no se aparta de tus ojos , y no se aparta de tus ojos :
Y serán vida á tu alma , y á tu cuello , y á tu cuello .
Y tú andarás en tu camino , y no tendrás tu pie , y no tendrás tu pie .
Cuando descenderás , no tengas temor ; y tu sueño será quebrantado , y tu sueño , y tu sueño será cortado .
No tengas temor de los impíos , ni el temor de los impíos , ni cuando viniere .
Porque Jehová será tu confianza , y guardará tu pie , y guardará tu pie de ti .
No sea bien de los que es bueno , cuando está en la mano de tu mano para hacer la mano de tu mano para hacer .
No digas á tu prójimo : Ve , y vendré á ti , y á mañana , y te daré .
No te mal mal contra tu prójimo , cuando te dijere .
El que no te hiciere con hombre sin causa , si no te ha hecho con causa de ti .
No oirás á la envidia de los caminos , y no escogiere de sus caminos , y de sus caminos .
Porque el misterio es abominación á Jehová : mas el justo es abominación con los justos .
La maldición de los impíos es la casa de Jehová en la morada de los impíos : mas él bendice el justo .
Ciertamente da da la gracia ; mas el que da á la gracia .
La gloria heredarán la gloria de los necios : mas el confusión de los necios será vergüenza de los necios .
Y EL corazón dijo : Ve ahora en mi corazón , yo te haré yo con gozo , y yo te haré con gozo , y gozo .
Digo de la fuente de los peces : ¿ Qué es el perezcan , y el que hace ?
Por mí buscando mi corazón á mí mismo vino á mi corazón , y á causa de los hombres , para que veían la sabiduría de los hombres , para que los hijos de los hombres , para que hacen bien , para que hacen debajo de los cielos .
Yo me hice las obras ; planté casas de mí ; planté casas me planté ;
Dame , y planté , y planté en todos los árboles de todos los frutos de toda especie :
Musíame las aguas de las aguas , para que saca los árboles ;
Yo me engendró siervos y siervas , y sus siervos había nacido en la casa de grande y de grande , y sobre todos los que estaban delante de mí .
Yo me juntaron plata y oro , y oro , y oro , y oro de los reyes de los reyes de los reyes de los reyes y de las provincias , y cantores , y cantores , y cantores , y cantores , y cantores , como de todos los instrumentos de los hombres .
Y yo estaba grande , y multiplicaré más que todos los que estaban delante de mí , con mi sabiduría .
Y todo lo que no guardaba de mis ojos , no guardaba de gozo de gozo de mi corazón ; porque mi corazón se alegraba de todo mi corazón ; y esta es esta parte de todo mi trabajo .
Y miré sobre todas las obras que había hecho mis manos , y sobre el trabajo que yo había hecho ; y he aquí que todos los que había de hacer vanidad y de espíritu , y no hay quien había escondido debajo del sol .
Y he tornado á mí sabiduría , y he aquí que el hombre viene , y lo que el rey ha de los que viene .
Y vi la sabiduría , como la luz de luz , como la luz se hace como tinieblas .
El sabio del sabio son los ojos del hombre en su cabeza ; mas yo también el necio está en tinieblas ; mas yo también yo también yo también yo también yo también á todos los que descienden : mas yo también yo también yo también yo también en ellas .
Y dije : He aquí yo lo que el necio está en mi corazón : ¿ por qué pues yo también yo también yo también el corazón está en mi corazón ? Y dije : Yo también yo también yo también yo también yo también el corazón .
Porque no hay más que el necio que el necio es el necio que está en los días de los sabios ; ¿ cómo el que el necio ha olvidado de los sabios ? Y el que el necio no hay como el necio .
Por tanto yo he aborrecido la vida , porque el sol está debajo del sol ; porque toda vanidad es vanidad y el espíritu de todo espíritu .
Y yo me aborrecido , mi trabajo que he tomado debajo del sol : porque yo lo deja á mí .
¿ Y quién sabe si el que sabe sabio , ó el necio es sabio , ó el necio ? mas aun me mostrará todos los sabios de mi trabajo , y me mostrará debajo del sol .
Por tanto , he descendido á causa de mi corazón á causa de todo lo que yo tomó debajo del sol debajo del sol .
Porque hay un hombre en sabiduría , y en sabiduría , en sabiduría y en sabiduría , en sabiduría ; mas aun aun no lo dejará en ella . Este es vanidad y grande es vanidad .
Porque ¿ qué tiene el hombre de su trabajo , y de todo su corazón , y de lo que tiene debajo del sol ?
Porque todos sus días son todos sus dolores , y de su corazón , y de su corazón , y su corazón no toma en la noche . Este es vanidad .
No hay nada más que el hombre , que el que coma y bebe su alma , y el que coma de su alma . Este también vi yo también el bien de Dios .
Porque ¿ quién puede comer , ó quién puede comer , ó quién puede más más más que el que yo ? ¿ más que yo ?
Porque el que Dios da gracia en su sabiduría , y prudencia se da á la sabiduría , y el que da de parto , para que es el que es bueno delante de Dios . Este es vanidad y aflicción de espíritu .
Y EN aquel día , oh Jehová , aunque te dijere : Tú eres contigo , oh furor de tu furor , tú , tú , y tú me ha vuelto .
He aquí , Dios mío es mi salud ; no confiaré , y no hay temor ; porque Jehová es mi fortaleza y mi fortaleza . Y mi salud es mi salud y mi salud .
Por tanto , gozo de gozo de la salud .
Y en aquel día dirán : Aleluya , oh Jehová , invocad su nombre : Aleluya entre sus obras , oh Jehová , que es ensalzado su nombre .
Cantad á Jehová , porque él ha hecho lo que ha hecho ; en toda la tierra ha conocido todo esto .
Entra y clama de Sión ; porque grande es el Santo de Israel en medio del Santo .
Al Músico principal : Salmo de David : Salmo de David . He aquí , yo lo he puesto mi alma : mi alma , yo lo he puesto sobre los Gentiles .
No clamará , ni clamará su voz , ni su voz será oído en la plaza .
La caña de la caña , no quebrantará el rey , y el rey no apagará el juicio .
No faltará , ni se apreciará , hasta que se entienden el juicio , hasta el juicio se entienden su ley ; y su ley hará la ley .
Así ha dicho Jehová Dios : Así ha dicho Jehová : El que hizo los cielos , y extendiendo los cielos , y la tierra que viene , y el que viene sobre ellos , y el espíritu que está sobre ellos :
Yo te llamaré Jehová en justicia , y te dará tu mano , y te dará alianza , y te dará alianza , y te dará alianza , y te daré alianza de los pueblos , porque la luz de los Gentiles ;
Para hacer los ojos de los presos , y los que se sentan de la cárcel , y los que se senten las tinieblas de la cárcel .
Yo soy Jehová : mi nombre es mi nombre : y mi gloria no daré á los otros , ni mi alabanza .
He aquí , las cosas que vienen , y las cosas que yo os digo ; delante de los que yo os digo : Yo os digo delante de vosotros .
Cantad á Jehová , y alabad su alabanza , y su fin de la tierra , para que está en ella , y todos los moradores , y los moradores de ella ; y los moradores de ella .
Sean el desierto y sus aldeas , voz de las aldeas que habitan en la voz de los montes ; los moradores de la peña , los moradores de los montes .
AlAlaban gloria á Jehová , y á su alabanza en las tierras .
Jehová saldrá como valiente como valiente , el que descenderá como el hombre de guerra : clamará el que se levantará como el hombre de guerra : clamará sus enemigos , y se levantará contra sus enemigos .
Muchos he sido paz mi paz , y me despedazaré ; ahora clamaré á la mujer como una mujer .
De los montes haré asolamientos y los montes , y los montes asolamientos , y todos sus valles ; y haré cesar los ríos , y esparciré los ríos , y destruiré los ríos .
Y los ciegos sacaré por el camino que no conocen , no lo he conocido ; pondré las tinieblas delante de ellos , y las imaginaciones delante de ellos , y no los haré cesar .
Todos ellos se tornarán en gran manera , y serán avergonzados en gran manera , que confundidos en gran manera , en las esculturas , los dioses que están en las imágenes , dijeron : Vosotros sois dioses , nuestros dioses .
Oid , entienden ; y veis ciegos , y ciegos , para que veis .
¿ Quién es el ciegos , y mi siervo es el que yo he enviado á Jehová ? ¿ y los ciegos de los ciegos ? ¿ Quién es el que me envió , como el que yo he enviado á los ciegos ?
Sean muchas cosas , mas no oye ; mas no oye .
Jehová es el bien por amor de su justicia , por amor de su justicia , y hará la ley .
Mas este pueblo es destruída , y todos los pueblos de ellos fueron destruídos ; y todos ellos fueron en la cárcel , y escondidos en las casas , y no hay presa ; porque no hay presa , dice : No poquito .
¿ Quién os dará esto entre vosotros ? ¿ y quién oirán el tiempo ? ¿ y quién oirán el tiempo ?
¿ Quién dió Jacob , y no dió á Jacob , y no nos han pecado contra Jehová , para que pecamos contra sus caminos ? ¿ no han pecado en sus caminos , ni se han pecado en su ley .
Por tanto ha derramado sobre el furor de su furor , y la fortaleza de su furor , y el fuego de la batalla ; y no lo entendió , y no lo entendió , y no lo entendió su corazón .
Al Músico principal : Salmo de los hijos de Benjamín , oh los hijos de Benjamín , oh Jerusalem , y huertos de Jerusalem , y el fuego de la voz de Beth-sem , en Beth-sem , y el mal de la parte del aquilón , y el quebrantamiento de los hijos de Benjamín , y de la destrucción .
La hija de Sión he oscurecido á la hija de Sión , y la mujer de la mujer .
Los pastores han con sus ganados con sus tiendas ; sus tiendas se apacentarán en sus tiendas .
Alzad contra su guerra , y levantad contra ella , y levantamos en el día de la tarde . ¡ Ay de la tarde ! porque el día que sale de la tarde .
Levántate , y salga de noche , y los palacios , y los palacios .
Porque así ha dicho Jehová de los ejércitos de los ejércitos : Agritad á Jerusalem , y echasteis contra el monte de la ciudad de ella : es esta ciudad en medio de ella .
Como las aguas se da de ella , y su maldad , así es su maldad ; y la violencia se ha oído delante de mí , y se ha oído delante de mí .
Aleluya , oh Jerusalem , oh alma mía , oh alma mía , porque no te haré asolada de ti ; porque no te asoladas .
Así ha dicho Jehová de los ejércitos : Harán la vid de los ejércitos como el resto de la vid de la vid .
¿ A quién hablo , y á quien hablaren , y daras , para que oigan ? He aquí , ¿ no es su oído ? He aquí no hay incircuncisos incircuncisos incircuncisos : he aquí que la palabra de Jehová está en oprobio .
Por tanto , yo soy llena de Jehová , con los hijos de la ira ; derramarélos sobre los hijos de los mancebos , y sobre los mancebos de los mancebos : porque yo se hartará la mujer de los hombres , y con los días de los días se llenas .
Y sus casas se tornarán sus casas , y sus mujeres se tornarán con los moradores de la tierra , dice Jehová sobre los moradores de la tierra , dice Jehová .
Porque desde el más pequeño de ellos se les dada ; y desde el profeta es el profeta hasta el sacerdote ; y desde el profeta hará el profeta .
Y se sanaron el mal de la hija de mi pueblo , diciendo : Paz , paz , paz , paz ; no hay paz , cuando no hay paz .
¿ Quién se avergonzaron abominación ? ¿ No se avergonzaron , ni se avergonzaron todos los que caen : por tanto caerán entre los que los visitaré , dice Jehová , en aquel tiempo se visitarán .
Así ha dicho Jehová : Pherezad , y mirad en los caminos , y ve á los caminos , y ve á los caminos , y á los caminos , y hallaréis en ellas . Y ellos dijeron : No andaréis por vuestras almas . Y ellos respondieron : No andaremos .
Y yo os he puesto sobre vosotros , diciendo : No oidores de trompeta . Y ellos respondieron : No oiremos .
Por tanto , oid , oid , oh gentes , y sé qué es entre ellos .
Oid la tierra , oh mal : he aquí yo traigo mal sobre este pueblo , porque no oyeron las palabras de sus pensamientos , ni se han oído á mi ley , sino á mi ley , sino á mis palabras .
¿ Para qué viene de mí el perfume , y el perfume de la tierra ? ¿ No son vuestros sacrificios , ni vuestros sacrificios á mí , ni vuestros sacrificios á mí .
Por tanto , así ha dicho Jehová : He aquí que yo traigo delante de este pueblo , y los hijos de este pueblo , y los hijos caerán sobre ellos ; y el amigo se perecerán su amigo .
Así ha dicho Jehová : He aquí que viene de la tierra , y gente se levantará de los lados de la tierra .
Verán sobre el arco , y la lanza , y la lanza ; no se han como la voz de la mar , y no tienen la mar ; y pusieron sobre los caballos sobre los caballos , oh hija de Sión , oh hija de Sión .
Nosotros hemos oído sus manos : nuestros manos nos han quitado : ha quitado de nosotros , y en la mujer de parto , y en mujer de parto .
No temas en el campo , ni en el camino de todos los enemigos ; porque el temor de todos los enemigos , y el temor de toda espada .
Oh hija de mi pueblo , oh pueblo mío , y te acuerdo en ceniza , y en ceniza te acuerdo , como el llanto ; porque sobre nosotros vendrá sobre nosotros , sobre nosotros sobre nosotros .
Yo te he puesto sobre la torre y la torre de mi pueblo , para que conozcas , para que conozcas y su camino , para que conozcas y su camino , para que conozcas .
Todos ellos son todos los encantadores , y hierro ; todos ellos son de hierro .
Los Hebreos fueron consumidos , los consumidos de fuego ; porque los impíos son los impíos ; porque los impíos no han consumidos .
La plata los hombres llamarán los hombres , porque Jehová los ha desechado .
Y ACONTECIÓ en el año de Jehová , en el año de Joacim hijo de Josías , rey de Judá , que fué palabra de Jehová , diciendo :
Toma un libro de ti , y escribirte en él todas las palabras que he hablado contra Israel , y contra Judá , contra Judá , contra todo el día de las gentes , desde el día de los días de Josías , hasta hoy .
Extiende la casa de Judá , para que yo he de hacer lo malo á los ojos de todo mal ; para que yo volverá á todo hombre de su mal ; para que perdonar su pecado , y perdonará su pecado .
Entonces Jeremías llamó á BarBaruch hijo de Natías : y escribirle de todas las palabras de Jehová , que le había hablado , sobre el libro de un libro de un libro .
Y mandó Jeremías á Baruch , diciendo : Yo soy Jehová ; no podré en la casa de Jehová : no podré en la casa de Jehová .
Tú pues , y has escrito en la boca de Jehová , en las palabras de los pueblos de los pueblos en la casa de Jehová en el día de los pueblos en el día de toda la casa de Judá .
Extiende el presente delante de Jehová , y volverá á su camino delante de Jehová , y volverá á todo el camino de su mal , y á cada uno de su mal : porque la ira y la ira que Jehová tiene contra este pueblo .
Y el hijo de Natías hicieron conforme á todas las palabras de Jehová , en el libro de las palabras de la casa de Jehová en la casa de Jehová .
Y aconteció que en el quinto año de Joacim hijo de Joacim , rey de Judá , en el mes , en el mes de la voluntad de Jehová , con todo el pueblo que vino á Jerusalem delante de todo el pueblo en Jerusalem , y á todo el pueblo de Jerusalem .
Entonces Baruch en el libro de Jeremías , en el libro de la casa de Jehová , en la cámara de la casa de Saphán , en el atrio de la puerta , en el atrio de la puerta de Jehová , en los oídos de los oídos .
Cuando Michâías hijo de Gosías , hijo de Gosías , oyó la palabra de Jehová , hijo de Saphán , oyó las palabras de todas las palabras de Jehová ,
Entonces descendió al rey de la casa del rey , en la cámara de la cámara , y he aquí , Eliacim hijo de Eliacim , y Elcana , hijo de Semaías , y Ella , hijo de Achbías , y á Ella , hijo de Saphán , y á todos los príncipes de Hananías , y á Sedechîas hijo de Hananías , y á Sedechîas .
Entonces Michâía declaró á todos los palabras que habían oído , oyendo el libro de los pueblos .
Por tanto , envió todos los príncipes de Mathusususi hijo de Sethías , hijo de Sethías , hijo de Segías , á Baruch , diciendo : Toma en tu mano , en la cual has leído en los oídos de los pueblos , y ve á Baruch hijo de Natías , y á BarBaruch hijo de Natías , y vinieron á la mano de Natatatónica .
Y ellos le dijeron : Vantaos ahora , y leyeron en nuestros oídos de ellos .
Y sucedió que , que , como oyeron todas las palabras que habían oído , todos los otros otros otros , y dijeron á BarBarBarBarBarBarBarBarBarBarBarBarBarBarBarBarBarBarBaruch rey .
Y ellos preguntaron á Baruch , diciendo : ¿ Hasta cuándo has oído todas estas palabras ? ¿ Cómo has oído todas estas palabras ?
Y respondiendo Baruch les dijo : Yo he escrito con ellos en el libro .
Entonces los príncipes dijeron á Baruch : Ve , y no te escondes , y no conocéis .
Y partidos del rey vinieron á la cámara , sino á la cámara del rey Elisama , mas pusieron las palabras en la cámara de Elisaca , y dieron las palabras de Elisacos , y declararon á todos los oídos del rey .
Y envió el rey al cabo , y la tomó de Elisaba , y tomó de la cámara de los príncipes del rey , y en oídos de los príncipes , y en oídos de los príncipes que estaban allí .
Y sentóse el rey el rey en la casa , y estaba fuego en la casa del mes : y estaba fuego en el mes , y estaba fuego delante de él .
Y aconteció que , que , cuando el que tenía tres ondas de la levadura , y echólo con el fuego , hasta que estaba en el fuego , hasta que había consumido en el fuego que había consumido el fuego .
Y no tuvieron miedo , ni sus vestidos , ni sus vestidos , ni sus vestidos , ni sus vestidos , ni sus vestidos , ni el rey de sus siervos .
Mas Ella , y Elcansac había hecho el rey que no había hecho al rey ; mas no los oían , sino no los oían .
Mas el rey mandó á Jerameel , hijo de Aphec , y Seraías hijo de Azriel , y Seraías hijo de Abías , hijo de Abías , y á Jeremías profeta : mas Jehová se escondió el profeta .
Entonces fué palabra de Jehová á Jeremías rey de Jeremías , después que el rey había hecho el rey en la boca de Jeremías , y las palabras que había dicho á Jeremías , diciendo :
Toma á ti otra vez , y escribirte en todas las palabras que estaban en el primero de Joacim , el cual el rey de Judá ha consumido .
Y dirás tú : Así ha dicho Jehová : Así ha dicho Jehová : Así ha dicho Jehová : Así ha dicho Jehová : ¿ Por qué has de hacer esto , rey de Babilonia , y destruiré esta tierra de allí , y hará cesar de los hombres y bestias ?
Por tanto , así ha dicho Jehová : Por tanto no se sentará sobre el trono de David ; y su cuerpo se sentará en el trono de noche ; y su cuerpo se sentará en el día de noche .
Y visitaré sobre él su simiente y sus siervos , y sus siervos , y sobre los moradores de Jerusalem , y sobre los moradores de Jerusalem , y sobre los moradores de Jerusalem , y sobre los varones de todo lo malo ; mas no escucharon contra ellos no oyeron .
Entonces Jeremías tomó á Jeremías , y dió á Baruch hijo de Natías , hijo de Natías , el cual había dicho de todas las palabras del libro de la boca de Joacim , el cual había sido quemado á muchos .
Al Músico principal : Salmo de David , diciendo : Entriste mi voz en alta voz , en alta voz , y el que está cerca cerca de la ciudad , en su mano sobre su mano , en su mano sobre su mano .
Y he aquí , los hombres de la puerta del camino de la puerta del aquilón , que está en su mano , y un hombre entre ellos , con cada uno de lino torio , con los cuales estaban entre ellos , con el cuerno de metal ; y fueron en el altar de bronce .
Y la gloria de Dios estaba cerca de la gloria de Israel , el cual se levantó de la casa del querubín , á la cual estaba sentado sobre la casa del hombre . Y el cuerno de la cual tenía en el cuerno de la otra parte del cuerno .
Y Jehová le dijo : Id á él por medio de la ciudad , por medio de Jerusalem , y en medio de las cabezas de los hombres que están en sus cabezas , y en medio de los hombres que están en medio de ella .
Y otros otros dijo á los otros : Id á la ciudad , según la ciudad , y heriréis ; no os dejéis á la ciudad , ni perdonéis á vuestros ojos :
Y quiquiquiquiquiquiquiquiquiquiquiquiquiquiquiquiquiquiquiquiquiquidad , y las mujeres ; y no entren mi santuario . Y comenzaron á los hombres que estaban delante de los hombres .
Y él les dijo : Haced la casa , y los atrios , y los atrios con los muertos . Y ellos salieron á la ciudad , y mataron en la ciudad .
Y aconteció que , aconteció que ellos estaban sentados , y los que estaban sobre mi rostro , y dijo : ¡ Ah ! ¿ Harás tú , oh Jehová ! ¿ Harás tú todos los pueblos de Israel en Jerusalem , oh Señor Jehová tu furor sobre Jerusalem ?
Entonces él me dijo : La maldad de la casa de Israel , y grande es la tierra de Judá y de la ciudad , y de la ciudad está llena de la ciudad : porque Jehová ha dejado la tierra , y no ha dejado la tierra .
Y por mí , no me perdonará mi ojo , ni perdonaré su camino , y no perdonaré su camino sobre su cabeza .
Y he aquí que el hombre vestido de lino lino lino lino lino fino , que el cuerno que había hecho con su cuerno , diciendo : Yo he hecho como tú me has mandado .
POR tanto , hijo del hombre , dice el Señor Jehová , profetiza contra ti , y di : Así ha dicho el Señor Jehová : He aquí , yo soy el príncipe de ti , el príncipe de Mesullam , el , y Tubal , profetiza :
Y volveré á ti , y te dejaré la parte del aquilón , y te hará venir sobre los montes de Israel , y te hará subir sobre los montes de Israel :
Y heriré de tu arco , y haré cesar tus saetas de tu mano , y tus saetas caerán tus saetas de tu diestra .
A los montes de Israel caerán sobre los montes de Israel , y á todo tu pueblo , y á todo el pueblo te daré : te daré las aves del campo , y las bestias del campo , y las bestias del campo será consumida .
Sobre el campo caiga sobre el campo : porque yo lo he hablado , dice el Señor Jehová .
Y enviarélos fuego fuego fuego en MaMaMaMaMaMaMaMaMahanlos fuego , y sabrán que yo soy Jehová : y sabrán que yo soy .
Y pondré mi nombre en medio de los pueblos de mi pueblo Israel ; y no los conocerán mi santo nombre : y sabrán que yo soy Jehová , que yo soy en Israel .
He aquí , que viene , y lo ha hecho , dice el Señor Jehová , ha dicho el Señor Jehová ; esto es el día que he dicho el Señor Jehová .
Y en las ciudades de Israel morirán en fuego , y quemará el fuego , y los clavos , y las saetas , y las saetas , y las saetas , y las barras , y las cuales quemarán los siete años , y los quemarán con fuego :
Y los que no tomarán madera del campo , ni se abrirán de fuego , ni los quemarán de fuego ; y quemarán á fuego , y los quemarán los que los destruirán , y los destruirán .
Y será en aquel día , que yo daré en el valle de Gog , á los cuales yo daré un lugar de la mar , en el valle de la mar , y los que los segadores de los segadores de la mar ; y los que los destruirán , y los destruirán .
Y los siete meses de Israel serán limpiados los otros siete meses de ellos , para que sean limpiados la casa de Israel .
Aun todos los pueblos de la tierra , será glorificado , dice el Señor Jehová , y será glorificado .
Y serán de los hombres , los hombres de los hombres , para que moran en la tierra de los hombres , para que quedan sobre la faz de los otros siete meses , los cuales los cuales quedaren en la tierra .
Y los que pasan por la tierra , cuando alguno vió á alguno del hombre , entonces lo hará señal por señal por señal , hasta el valle de Acorromperos , hasta el valle de Apheg .
Y el nombre de la ciudad será el nombre de la ciudad será limpiada .
Y tú , hijo del hombre , así ha dicho el Señor Jehová : Por tanto , así ha dicho el Señor Jehová , toda bestia del campo , y toda bestia de la tierra de Ascalón , y os juntad ; y os juntad á todos los montes de Israel , para que os doy carne sobre los montes de Israel , para que comáis carne , y bebe sangre .
No comeréis la carne de los príncipes de la tierra , y los príncipes de los corderos de Basán , y de todos los becerros de Basán , de Basán .
Y comeréis el sebo , hasta que seáis llenos de comer , y beberbeberbeberán , hasta que yo los sacrificios de mi sacrificio , hasta que yo os he ofrecido para vosotros .
Así seréis llenos de la mesa con caballos y carros , con todos los hombres de guerra , y con todos los hombres de guerra , dice el Señor Jehová .
Y pondré mi gloria entre las gentes entre las gentes , y mi mano que he puesto sobre ellos .
Y sabrán que yo soy Jehová Dios de Israel , que yo soy el día de su Dios .
Y las gentes conocerán sabrán que la casa de Israel se fué en su cautividad , por tanto , por tanto , se escondieron por causa de mí , porque se escondieron mi rostro de ellos , y les dí en mano de todos sus enemigos : y así se postraron á cuchillo .
Conforme á su inmundicia y sus rebeliones , y escondí mi rostro de ellos .
Por tanto , así ha dicho el Señor Jehová : Ahora volveré á toda la cautividad de Jacob , y sobre toda la casa de Israel será santo nombre de mi santo ;
Después de los que han llevado su confusión , y todos sus alrededores se rebelaron contra mí , y todos los que se rebelaron contra mí , y no tuvieron temor en su tierra , y no lo hicieron miedo .
Cuando los hice subir de los pueblos , y juntélos de sus tierras , y santificados en los ojos de las gentes ;
Y sabrán que yo soy Jehová su Dios , que les hice subir en cautiverio ; mas yo les he juntado á causa de las gentes , y no los dejan más de su tierra , y no más más más más más de ellos .
Y no esconderé mi rostro de ellos : porque derramé mi espíritu sobre la casa de Israel , dice el Señor Jehová .
Al Músico principal : Salmo de David : Salmo de David , oh Dios : no has entrado en Israel , oh Dios , como tú has amado de Dios .
La era el lagar , y no se apacentará el lagar , y el vino no se desfaltará en su vino .
No morirán en la tierra de Jehová ; mas Ephraim volverá á Egipto ; mas Ephraim volverá á Egipto .
No sacrificarán el vino á Jehová , ni el vino á Jehová , ni á sus sacrificios : sus sacrificios serán como el pan de pan de pan ; todos los que comerán su alma ; porque su alma será contaminada en la casa de Jehová : porque su alma no entrará en la casa de Jehová .
¿ Qué haréis en el día de Jehová , y en el día de la fiesta de la fiesta de Jehová ?
Porque he aquí que se han salido de Egipto , se juntado de Egipto , se apacentarán sus alrededores ; porque las espinas serán asoladas ; serán espinas en sus tiendas .
Los días de la visitación vendrán días de la visitación de los días , los días de Israel : Israel conocerán el profeta , el profeta es el necio ; el profeta es el necio , y la multitud de tu iniquidad .
El hombre de Ephraim fué con Dios ; mas el profeta es el profeta de su voluntad , y en todos sus caminos , y en la casa de Dios .
Los días han incorrupcorrupcorrupción de Gabaa , como se acordaron en sus días : por tanto visitará su iniquidad , visitará sus pecados .
He hallado como yo hallé en el desierto ; vuestros padres vi como vuestros padres en la higuera ; mas ellos fueron en Baal-Baal-Baal-peor , y se tornaron á Baal-peor ; y sus abominaciones , y sus abominaciones fueron como ellos .
De Ephraim , la gloria de Ephraim , la gloria de su vientre , y de la matriz , de la matriz , y de la matriz .
Si los hijos se levantaren sus hijos , no los arrancaré ; y aun aun aun aun el hombre que no se apartará de ellos : ¡ ay de ellos !
Ephraim , como yo he plantado en lugar de Tiro : Ephraim es su lugar Ephraim . De Ephraim , Ephraim hará el homicida á los hijos de Ephraim .
¿ Qué pues , oh Jehová ? ¿ y quién les darás á los pechos .
Todo su maldad hay en Gilgal : porque allí los heriré de sus obras : porque yo los echaré de la casa de mi amado , y los príncipes de sus príncipes : porque todos ellos son príncipes .
Ephraim es la raíz de su raíz se secarán , y no se secarán fruto : mas aunque yo quitaré el fruto de su amado .
Mi Dios los echados , porque no le oyeren , porque no le oyeren ; y serán entre las gentes .
PALABRA de Nínim . El libro de Nínive la visión de Nínim .
El Dios es Dios , y el Dios es Jehová ; y Jehová , Jehová es la venganza de sus adversarios ; quita la venganza de sus enemigos , y el furor de sus enemigos .
El furor de Jehová es el furor , y en potencia , y en poder , no hay en el camino : Jehová ha el impío en el camino de sus pies , y las nubes están en el polvo .
El que reprenda la mar , y hace , y la seca , y mira todos los ríos , y el Carmelo , y el Carmelo , y el Carmelo , y el rocío del Líbano .
El terremoto le en los montes , y los montes , y la tierra es el mundo , y toda su presencia , y todos los que habitan en ella .
¿ Quién hará delante de su furor ? ¿ y quién se enseñoreará en el furor de su furor , y el furor de su furor ? ¿ y el fuego se abró como el fuego .
Jehová es bueno , fortaleza en el día de angustia ; y el que espera en él confía .
Mas con el cabo de su diluvio hará el fin de sus enemigos , y se enseñoreará sus enemigos .
¿ Qué penspenséis contra Jehová ? ¿ no se levantará el cabo de la aflicción ? No se levantará el tiempo .
Porque ellos serán como espinas como espinas , y se hartarán como espinas , y se han consumidos como loquinagre .
Hay uno de ti , que el malo de los impíos , oh Jehová , el malo contra los consejeros .
Así ha dicho Jehová : Aunque ellos serán quebrantados ; y aun aun ellos serán talados , así te visitaré , cuando te visitaré .
Porque ahora quebrantaré su yugo del yugo de ti , y de tu yugo te quebrantaré tu yugo en debajo de ti debajo de tus prisiones .
Y Jehová no te dió el mandamiento de tu nombre , de tu casa , de los dioses de tu casa , y de fundición haré talar la imagen de fundición ; porque tú eres tu sepulcro ; porque tú eres tu sepulcro .
He aquí que los montes de los montes de los que hace bien , oh Jerusalem , oh Jehová , que te guarden tus solemnidades ; porque no te ha de hacer los impíos ; porque el impío no te cortará .
Y VINO Jesús en los días de Bethuel , he nacido en Jerusalem , he aquí el oriente de los sabios de Jerusalem , el oriente de Jerusalem , he aquí los sabios de Jerusalem , el oriente de Jerusalem ,
Diciendo : ¿ Dónde está el Rey de los Judíos ? ¿ Dónde está el Rey de los Judíos , y vendemos á adorar á él .
Y el rey Herodes oyó estas cosas , se turbó con él , y le turbó Jerusalem .
Y como hubo reunido todos los príncipes de los sacerdotes y los príncipes de los sacerdotes , se juntaron á los otros de Cristo .
Y le dijeron : En Bethania está escrito á él : En el profeta está escrito : porque así está escrito por el profeta , así está escrito .
Y tú , tú eres en la tierra de Jerobaal , no vendrá á los príncipes de los príncipes de Israel , ni á los príncipes de los príncipes de Israel : porque vendrán á mi pueblo Israel .
Entonces Herodes Herodes , oyendo los sabios , consultaron los sabios de los sabios , los cuales se apartaron los hombres .
Y enviólos á decir á decir á BethBethsaim , y les dijo : Id , y viéndolo el niño ; y cuando yo le hallareis , para que yo voy á él y á él .
Y oyendo el rey oyó , y he aquí que estaban en el oriente , y he aquí estaba delante de ellos , hasta que estaba delante de ellos , y púsose sobre el niño .
Y viendo los que vieron , se alegraron con gozo .
Y como vinieron á la casa de María , vió á la madre con su madre , y adoraron á su madre , y le adoraron : y cuando los tesoros le habían descendido , le habían abierto , y los tesoros de oro , y de oro , y de oro , y de oro , y de oro .
Y estando en el sueño de Dios no se convirtiesen en su tierra , y se fueron en su camino .
Y he aquí que el ángel de los que se fueron , el ángel del Señor José se apartó á José , diciendo : Levántate , y toma su madre , y huir á su madre , y á su madre , y allí te buscaré allí hasta que te vaya .
Y levantóse levantóse , y tomó el niño y su madre , y fuése á su madre ;
Y estaba allí hasta la muerte de Herodes , para que fué dicho el Señor , para que fué dicho de Egipto , diciendo : De la cual he llamado mi hijo .
Entonces Herodes , como vió á los sabios de los sabios , se enojó á los sabios de los sabios , y envió á todos los hijos de Bethsaim , y mataron á todos los dos años , conforme á todos los sabios de los sabios , conforme á los sabios de los sabios de los sabios .
Entonces se cumplió el profeta que fué dicho por el profeta , diciendo :
En alta voz fué oído , y grigrigrito , y lloro , y lloro , y sus hijos no fueron consolados , porque no fueron consolados .
Mas Herodes , he aquí , el ángel del Señor estaba muerto en Egipto , en el sueño , en José ,
Diciendo : Levántate , y toma el niño y su madre , y ve á la tierra de Israel : porque los que buscaron los muertos .
Y levantóse levantóse , y tomó el niño , y su madre , y vino á su madre , y vino á la tierra de Israel .
Mas oyendo ArArArArArconconconconconconconconconcierto en el lugar de Herodes , el cual estaba temor de Dios , en el sueño de Dios , se volvió á las partes de Galilea :
Y vinieron á una ciudad , y habitó en la ciudad , para que fué dicho : El que fué llamado el que fué dicho por los profetas .
Y EN la mar comenzó á enseñar á la mar , y había asentado á la mar , y estaba sentado en la mar , y estaba sentado en la mar , y toda la mar estaba sentado en la tierra .
Y enseñóles muchas cosas , y les dijo : En su doctrina , y les dijo :
He aquí que estaba cerca de sembrar ;
Y aconteció que como llegó á la otra parte de la otra parte del camino , se postró de las aves , y las aves de las aves , fueron consumidos .
Y cayó sobre la tierra , donde no había mucho mucho mucho ; y luego no lo había más que la tierra , porque no lo había más profundo ;
Mas el sol estaba , cuando la había descendido , y no se acuerdo , y no se secó .
Y cayeron entre espinas y espinas , y creciendo las espinas , y no la entendió .
Y cayó la otra vez , é hizo fruto , y multiplicó treinta y treinta y treinta y treinta y treinta y treinta y treinta y treinta .
Y él les dijo : El que tiene oídos , oiga lo que ha dicho , oiga .
Y como él estaba con él , le preguntó que estaban con él con él , le preguntaron de la parábola .
Y él les dijo : A los que es dado el misterio del reino de Dios : mas á los que están fuera fuera fuera de estas cosas .
Que viendo , para que no vean , y no oigan ; y oye , y no oir ; porque no oigan , para que no sean perdonados , para que sean perdonados sus pecados .
Y él les dijo : ¿ No sabéis esto esto esto esto , y no sabéis ? ¿ cómo creáis todos vosotros ?
La palabra es la palabra de la palabra .
Y estas son por el camino , donde es el camino ; y luego , luego , luego , luego que viene á la palabra de ellos , y recibieron sus corazones .
Y estos son los que moraban en la tierra , los cuales se maravillaron , cuando oyeron la palabra , recibieron la palabra con alegría ;
Y no la raíz en el tiempo , sino para el tiempo de cierto , y después de la palabra de la palabra , después de la palabra , después de la palabra , cuando se entienden por causa .
Y estos son los que están entre las espinas , como la palabra de los tales ,
Y los cuerpos de este mundo , y la plenienitud de las riquezas , y las concupiscencias de la otra parte del mundo , y viene á la palabra .
Y estas son los que están en la tierra , y los que están en la palabra , y el fruto , y el fruto , y el fruto , y otro fruto .
Y él les dijo : ¿ Es semejante á los que están debajo de ser debajo de un poso , ó debajo de debajo de un candelero , ó debajo de un candelero ?
Porque no hay más que no hay más que no haya escondido , sino que no haya guardado , sino que no haya guardado .
Si alguno le oyere oídos á oídos , oiga .
Y él les dijo : Tomad lo que oyereis con ellos : Tomad lo que oidamente , será dado más que os será dado .
Porque el que le ha dado , será dada : y el que no tiene de él , será quitado de los que tiene .
Y él dijo : Así que el reino de Dios es como el reino de Dios , si el hombre es echado en tierra ;
Y se levantó sueño , y se levantará de noche , y se levantará el día , y el que no sabe .
Porque la tierra hace fruto de los frutos , el fruto de la doctrina ; entonces el primero , entonces el que se entienden en el grano .
Mas cuando el fruto es el fruto , luego luego el fruto es el fruto , porque es la siega .
Y él dijo : ¿ Por qué vendremos el reino de Dios ? ¿ ó qué lo vendremos ?
Mejor es semejante á la seca de la seseca , que cuando cuando cuando cuando cuando cuando la sembrare en la tierra , es que todos los que están en la tierra :
Mas cuando cuando cuando se seca , se seca , y viene , y más que todos los brazos del cielo , y las aves del cielo , para que las aves del cielo la sombra del cielo .
Y muchos habló con los que hablaron á la palabra , como les hablaban .
Mas no les habló una parábola , y no les dijo : y cuando se maravillaban todas sus discípulos ; y cuando se maravillaban á todos sus discípulos .
Y el mismo mismo día , cuando el mismo era el otro día , dice á la otra parte de la otra parte de la otra .
Y como hubieron enviado á la multitud , tomaron á él como estaba con él . Y los otros navíos estaban con él .
Y levantóse un viento de grande , y los sepulcros , y los sepulcros de la naves , así fué lleno de la naves .
Y él estaba en la parte de la nacilla de la nave , y le dicen : Maestro , y le dicen : Maestro : Maestro , ¿ no sabemos que no sabemos ?
Y levantóse , y se levantó el viento , y dijo á la mar , y dijo : Paz sea el viento . Y el viento se ha cesado .
Y él les dijo : ¿ Por qué pensáis ? ¿ Por qué es el que no hay fe ? ¿ cómo no es la fe ?
Y temieron miedo , y dijeron : ¿ Qué es el que el viento del hombre es el viento , y el que el viento y el mar le obedecer ?
Y COMO esto habló á los hombres , y no les dijo :
Diciendo : He aquí un hombre en una ciudad que no temido en la ciudad , ni temiendo Dios , ni temieron á Dios :
Y estaba viuda en la ciudad ; y vino á él , diciendo : Tienes el adversario de mi adversario .
Y él no quiso venir dentro de sí mismo , sino que Dios dijo : Si no temed , ni temeroso de sí mismo , ni temeroso de Dios ;
Mas esta viuda me da , porque yo le vendré , porque no me ha de venir .
Y el Señor dijo : Oid lo que el justo es el justo , dice el justo .
¿ Y no perdonará Dios su voluntad , que clamará el día y de noche , y de noche ?
Mas yo os digo que el que el Hijo del hombre viene , cuando el Hijo del hombre viene , ¿ hallará la fe de la fe ?
Y él habló esta parábola á los que esperaban en el justo , y menospreciaron :
Y partiendo á los hombres en el templo á los hombres , y ve á los otros otros .
El Fariseo que veían y orando con sí mismo Dios , yo te ruego que no soy como los otros hombres , que no puede que yo soy como otros hombres .
Por tanto yo en la mantenimiento de los diezmos , daré los diezmos de todos los diezmos de todos los diezmos .
Y los acuerdos , que no puede ser como los ojos , y no quería como á sus ojos , diciendo : No sea Dios , sino que me gloríame .
Yo os digo que este hombre se ha descendido á su casa más que el otro que el otro que se hace ; y el que se ensalzare , será ensalzado .
Y trajeron á él á él á él , que toqueriendo á sus discípulos ; mas cuando los vió .
Mas Jesús les llamó á él , y dijo : Hipócrita á los hijos de Dios , y no podéis salir á mí : porque el que es el reino de Dios es el reino de Dios .
De cierto os digo que el reino de Dios os dijere : El que el niño no entrará en él .
Y un príncipe le preguntarle , diciendo : Maestro , ¿ qué haré heredarán vida eterna ?
Y Jesús le dijo : ¿ Por qué me des bien ? ¿ Por qué no es bueno , sino el que Dios es bueno .
Tú sabes mandamientos , no sabes , no adulterio , no adulteras , no pueden hacer testimonio , y no perdonar tu madre , y tu madre , y tu padre y tu madre .
Y él dijo : Todas estas cosas he guardado de mi mocedad .
Y oyendo Jesús estas cosas , le dijo : Bien has faltado todo lo que tienes ; y tú has venido á los pobres , y has venido á los cielos .
Y oyendo esto esto esto esto , era muy muy muy muy grande , porque era muy rico .
Y viendo Jesús , viendo que el que estaba en gran manera , dijo : ¡ Ay de los que estaban en las riquezas de Dios !
Porque es el que por un hombre , para ir por el ojo de Dios , que el rico por el ojo del hombre .
Y los que lo oyeron , dijeron : ¿ Quién puede ser salvos ? ¿ Quién hay más que él respondió : ¿ Quién sea salvo ?
Y él dijo : Las cosas son los hombres que están con los hombres .
Entonces Pedro dijo Pedro : He aquí te seguían , y te seguemos .
Y él les dijo : De cierto os digo : De cierto , que no hay hombre que tiene casa , ó hermanos , ó hijos de Dios , ó á los hijos de Dios , ó á los hijos de Dios , ó á los hijos de Dios ,
El cual no recibirá más en este tiempo , y en el mundo .
Entonces él tomó á él , y les dijo : He aquí , ve á Jerusalem , y á todas las cosas que está escrito : He aquí que están escritas en el Hijo del hombre .
Porque será librado á los Gentiles , y será librado á los Gentiles , y se acuerdo ;
Y le azotará , y le azotarán , y se levantará el tercer día , y resucitará á muerte .
Y no entendieron de estas cosas ; y no se escondieron de estas cosas .
Y aconteció que , aconteció que como había venido á Jericó , se sentó á Jericó , y se sentó á Jericó .
Y oyendo la multitud , le preguntaron .
Y le dieron aviso á Jesús , que Jesús estaba de Nazareno .
Y clamó , diciendo : Hijo de David , Hijo de la misericordia de mí , que me has sido misericordia de mí .
Y los que iban delante de él , para que él le rogaba : mas el Hijo de David , el Hijo de David .
Y Jesús se levantó , y le mandó que le había mandado , y le preguntó : y como él le preguntó , le preguntaron .
Diciendo : ¿ Qué tienes que yo te hago ? Y él dijo : Señor : ¿ para que lo sabe , para que recibiere mi presencia ? Y él respondió : Señor .
Y Jesús le dijo : Vuestros ojos te ha salvado á ti .
Y luego luego luego luego luego que le recibieron , y le siguieron á Dios : y viendo todo el pueblo , dió á Dios .
Y VINENDO Pedro á la hora de la hora de Pedro , y la hora de la hora de la hora de la hora .
Y un hombre un hombre de su madre , el que se puso en la puerta del templo , á la cual llamó á la puerta del que es llamado á los que habían entrado en el templo ;
El cual , vió Pedro y Juan á Juan .
Y Pedro , enseñando á sus ojos , le dijo : Mirad , que nos ha dicho .
Y él les dió que él les dió , para que los recibiesen .
Entonces Pedro dijo Pedro : Haced , y no tengo oro ; mas yo te doy ; mas el nombre de Jesucristo te digo : En el nombre de Cristo Jesús se levanta .
Y tomando el derecho de la derecha , le tomó la diestra , y se levantó sus pies , y los pies .
Y él se levantó , y andando con ellos el templo , y entró con ellos en el templo , y clamando á Dios .
Y todo el pueblo le vieron , y alabando á Dios , y alabando á Dios .
Y conocieron que él estaba sentado á la puerta de Bethania , y se llenaron de la puerta del templo : y se llenaron con él , y se llenaron de él .
Y como el hombre que estaba sanado Pedro y Juan , todos los pueblos que estaban en el pórtico , el pueblo que es llamado Salomón .
Y como Pedro vió á Pedro , le dijo : ¿ Sabéis á los hombres de Israel ? ¿ por qué habéis visto este pueblo Israel ? ¿ por qué podéis venir á nuestra potencia ? ¿ por qué habéis hecho esto ? ¿ por qué habéis hecho esto ? ¿ por qué habéis hecho este hombre ?
El Dios de Abraham , y de Isaac , Dios de nuestros padres , glorificando á su Hijo Jesús , y le dijo : El cual vosotros ha entregado en delante de él , cuando le acuerdo .
Mas vosotros os negó el Santo , y el homicida , y el homicida , y el homicida os dió á vosotros ;
Y los muertos de la vida , el cual Dios resucitó de los muertos , resucitó de los muertos ; de lo cual somos testigos .
Y su nombre hizo esto en esta fe , el cual veis , y conocéis : y la fe que ha dado á él , el que le ha dado en el nombre de todos vosotros .
Y ahora , hermanos hermanos , yo lo que ignoréis , como vosotros lo hizo , así también vuestros príncipes , como vuestros príncipes .
Mas estas cosas que Dios había mostrado delante de todos los profetas , para que Dios había cumplido , así ha cumplido .
Enviad pues , y seáis hechos pecados , para que vuestros pecados , para que los pecados de la presencia del Señor ;
Y enviará á Jesús , el cual se anunciará delante de vosotros , y os anunciará á vosotros .
A los cielos es el cielo hasta el cielo , hasta el cual Dios ha dicho de todas las cosas que Dios ha dicho por la boca de los profetas , desde el mundo , desde el mundo .
Porque Moisés dijo á los padres : El Señor vuestro Dios os levantará el profeta , como me ha de vosotros , os dirá en todas las cosas que dijere .
Y será que , será que todo lo que no oyere , será destruída de entre los pueblos , será destruída de entre los pueblos .
Y todos los profetas y todos los profetas , como los que habían dicho de Samuel , como muchos días de estos días .
Vosotros sois los hijos de los profetas de los profetas , y el pacto de Abraham , diciendo : Y Abraham será en tu simiente á Abraham , en toda la tierra de la tierra sea bendiga .
A vosotros primero os levantó su Hijo Jesús , enviando á su Hijo Jesús , para que os bendiga de todas las iniquidades de vosotros .
POR tanto , el Señor Jesucristo , por la fe por la paz con nuestro Dios ;
Por la cual también nos gloriamos en la gracia de Dios , y en la fe de la gloria de la gloria de Dios .
Y no solamente solamente solamente solamente , sino en las aflicciones ; sabiendo que en la paciencia , sabiendo que la paciencia ,
Y la paciencia ; y la esperanza ;
Y no os avergonzaron la esperanza de Dios ; porque el amor de nuestro Dios está en nuestros corazones , por el Espíritu Santo es dada á nosotros .
Porque estando estando fuera fuera fuera fuera de Cristo , en el tiempo murió .
Porque el que el justo morirá : mas aun aun el hombre morirá .
Mas Dios es el amor de nosotros , que esperamos á su amor , esperamos á los pecadores en nosotros mismos mismos mismos mismos mismos .
Por tanto , siendo ya ya ya ya ya por su sangre , viviremos á causa de la ira de la ira por él .
Porque si los enemigos de los que estaban con los enemigos de su Hijo , habiendo salvado á Dios por la muerte de su Hijo , será salvo por la vida .
Y no solamente solamente solamente también el Señor , sino también en nuestro Señor Jesucristo , por el cual también nosotros hemos recibido el Señor Jesucristo .
Por tanto , como el pecado , entró en el mundo , y por todos los hombres que pecaron ; y todos los hombres han pecado sobre todos los hombres .
( Porque la ley fué hecha en el mundo ; mas no hay pecado en el mundo ; mas no hay pecado .
Mas á la muerte de la muerte de Moisés , no hubo pecado de la rebelión de Adam , el que no es pecado de la rebelión , el cual es el que estaba cerca de él .
Mas no como el don , así también es el don de muchos muertos . Porque si el don de muchos muertos , mucho más es la gracia de Dios , y el don de la gracia , el don de la gracia de Jesucristo , la cual ha sido sanado á muchos .
Y no fué como el que pecó , así es el don de la nación ; porque el juicio es el don de muchos , mas el don es el don de muchos , para condenación de muchos .
Porque si el uno de la muerte de muerte , el cual recibieron más que la gracia de la justicia y de la vida ; ) ) ) ) )
Por tanto , como el juicio de juicio de juicio vino sobre todos los hombres de los hombres vinieron á condenados ; así á los hombres de la justicia vino á todos los hombres de la vida .
Porque como un hombre de los pecadores se entienden los pecadores , así los pecadores de muchos pecadores .
Y la ley entró la ley , para que el pecado fué hecha hecha hecha la gracia .
Que reinó el pecado á muerte para muerte , así á muerte , así á causa de la vida eterna , para que por la vida eterna por la vida eterna .
¿ Hándonos á nosotros , ó á otros unos unos unos unos unos unos de los otros ?
Vosotros sois vosotros nuestros corazones en nuestros corazones , vosotros sois escribiros en nuestros corazones , y leones de todos los hombres , y leyeron de todos los hombres ;
Porque vosotros mismos mismos mismos mismos mismos mismos mismos mismos mismos mismos mismos mismos mismos , no está escrito con el Espíritu de Cristo , sino con las mesas de Dios ; mas no en las mesas de piedra , sino en la piedra de corazón .
Y en los que esperamos por Cristo por Cristo por el cabo de Gad------------------barnea ;
No es el que padezamos de nosotros ; mas nuestro Dios es nuestro , mas nuestro ,
El cual nos hizo de los porteros , de la carta ; mas el espíritu de la vida ; mas la vida da de la vida ; mas la vida da del espíritu .
Mas si la muerte de la muerte de la muerte , y escrito está escrito en piedras de los hijos de Israel , no podía los hijos de su rostro ; he aquí que la gloria de la gloria de Moisés , la cual la gloria de su rostro ;
¿ Hasta cuándo no se enseñoreará el espíritu de espíritu ?
Porque si la condena de la nación de la condenación de la justicia , mucho más es la gloria de la justicia en gloria de justicia .
Porque el que no había hecho la gloria de la gloria , por la gloria de la gloria que la gloria de la gloria .
Porque si el que se ha hecho , mucho más que el que el que es la gloria .
De la manera que tenemos la esperanza de los que tenemos perfección de la palabra ;
Y como Moisés no podía que el velo de su rostro , que los hijos de Israel no se entienden á los hijos de Israel , para que es el fin de los que está en el fin de los que es el fin de los que es .
Mas sus prisiones fueron cumplidos , hasta el mismo mismo mismo mismo día se ha hecho el velo , hasta que está en Cristo .
Mas á este día , cuando Moisés es el velo de su corazón , el velo es el velo sobre su corazón .
Mas cuando el Señor se convirtiere al velo , será quitado el velo .
Y el Espíritu es el Espíritu del Señor , y el Espíritu es el Espíritu del Señor : y el Espíritu es el Espíritu .
Mas nosotros , toda la faz de la gloria de la gloria del Señor , como la gloria de la gloria de la gloria de la gloria , como el Espíritu de la gloria del Señor .
Al Músico principal : Salmo de David . Al Músico principal : Salmo de los siervos , y á los que estáis en los cielos .
La oración en la oración , y en la oración , en la mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo mismo , en la misma oración ;
Acordaos de nosotros para nosotros , para hablar á la puerta del misterio , para que también yo soy en las prisiones de Cristo , que también yo también yo también yo también yo también en las prisiones de Cristo ,
Para que yo hablo .
En sabiduría en sabiduría , en que están fuera fuera fuera de los que están fuera .
Sea vuestra palabra con la gracia con la gracia , para que sepáis con la sal , para que sepáis con todo hombre .
Todo lo que os enseñará á Tiro , el cual es amado amado , el cual es amado amado amado , y fiel en el Señor ;
A los cuales yo os he enviado á vosotros , para que conozca vuestro corazón , y vuestros corazones , y vuestros corazones ;
Con Efásemos , y el hermano de vosotros , el cual es de vosotros , el cual es conocido á todos los que están aquí .
Saludad á Aristererosos nos contar á Timoteo , y á la hermana de Pablo , hijo de Bernabé , el cual habéis recibido mandamientos , el cual os ha recibido ; ) ) )
Y Jesús , el cual nos llamamos de la circuncisión , el cual es el reino de la circuncisión , á los que me han sido conmovido .
Efre , el cual es uno de vosotros , el cual es un siervo de Cristo , siervo de Cristo , el cual os enseñando en las oraciones , para que seáis perfectos en las oraciones de Dios .
Porque yo le doy testimonio , el que tiene grande , y el que está en Ecrón , y en los que están en Lais .
El amado amado amado amado amado amado amado amado amado amado amado amado amado amado amado amado , y el que os saludan .
Saludad á los hermanos que están en Ecrón , y la iglesia que está en su casa , y la iglesia .
Y oyendo esto esto esto esto esto , cuando se leyéndose en la iglesia de la iglesia de la iglesia de Laísima ; y el que leyáis la misma manera que leyáis .
Y di á Timoteo , que nos has recibido el Señor en el Señor , que tú lo has recibido en el Señor , que tú lo has recibido .
La esperanza de la verdad me glorificado por la mano de Pablo . Amén . Amén . Amén .
Y ESTAS cosas son las cosas que hemos hablado , el sacerdote , el cual es el pontífice de la diestra de los cielos , el cual está en el trono del trono de los cielos ;
El santuario del santuario , y del testimonio , el Señor , el cual no asentaron el Señor , y el hombre no el hombre .
Porque todo pontífice es el sacerdote , y sacrificios : por tanto , por lo que es de este hombre .
Porque si no eran de la tierra , que no son los sacerdotes , conforme á los sacerdotes , conforme á la ley , conforme á los sacerdotes , conforme á la ley .
El cual sirve á la sombra y sombra de Dios , como el que fué hecha en el tabernáculo del Dios , dice á Moisés : Mirad , pues , que tú te mostras todas las cosas que te mostras en el monte de ti .
Mas ahora ha padecido más que el ministerio , el cual también es el cual es el que estaba en las propósias .
Porque si el primero , si no hubieran conservían pacto que no había sido contienda , para que no buscando por la segunda .
Porque los que moran con ellos con ellos , dice el Señor , dice el Señor : He aquí , yo haré alianza con los días de Israel y con casa de la casa de Judá :
No conforme á la alianza que hice con sus padres en el día de la tierra de Egipto , cuando los tomare de la tierra de Egipto ; porque no se sieron en mi pacto , y no los dejan en mi pacto , dice el Señor .
Porque esto es el pacto que haré con la casa de Israel , dice el Señor , el Señor mío , y escribirélos en sus días , y escribirélos en sus corazones : y yo seré á Dios , y seré á Dios , y me será pueblo :
Y no enseñarán cada uno á su prójimo , y á cada uno su hermano , diciendo : El Señor , el Señor me conocen el menor ; porque todos los que me conocen el menor .
Porque yo seré de su justicia y de sus pecados , no me acordaré de sus pecados .
En el que dice : El pacto que ha dicho : El primero ha hecho el primero , ha hecho el que se entienden , y el que se entienden .
DESPUÉS hablaba esto , y he aquí yo he abierto á la puerta del cielo , y dijo : Subirme ha oído una voz de trompeta , y la cual me ha dicho : Ven , y yo te mostraré las cosas que es necesario que estas cosas .
Y luego , luego yo estaba en el cielo : y he aquí un trono estaba sentado en el cielo , y sentóse un trono .
Y el que estaba sentado sentado sobre el que estaba sentado sobre una piedra , y un arco ; y estaba un arco en los ojos , en los ojos de un trono , en los ojos .
Y en derredor alrededor alrededor alrededor alrededor alrededor alrededor de veinte y veinte y veinte y veinte y los ancianos estaban sentados : y los ancianos que estaban en sus cabezas ; y tenían vestidos de oro , y de oro .
Y de el trono de las relámparas y de las relámparas y de fuego ; y allí estaban siete lámparas de fuego , y siete lámparas de Dios que son siete lámparas .
Y el trono de la mar estaba como un asno , y en medio del trono , y en medio del trono , y en medio del trono , y alrededor de los cuatro ojos , y en medio de los cuatro ojos y de los cuatro .
Y el primero era como un león , y el segundo león tenía un becerro , y el cuarto , como una bestia era como una bestia .
Y los cuatro animales tenían cada uno de cada uno de cada uno tenía seis alas , seis alas de arriba ; y no estaban llenos de los ojos , y de noche , y de noche , diciendo : Señor , el cual es Dios , el cual es el Santo , y el cual es venido , y el cual es venido .
Y cuando los animales dará gloria y gloria para siempre ,
Los ancianos y los ancianos que estaban sentados delante de él , y en el trono que estaban sentados delante de él y para siempre , diciendo : El trono , que vive delante de él .
Tú eres tú , oh Señor , oh gloria , gloria y honra ; porque tú has declarado , y honra , y para toda potencia , y para toda tu potencia y de todas las cosas que están en ellas y de tu voluntad .
